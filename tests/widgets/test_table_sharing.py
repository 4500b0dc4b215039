"""A table shared as a link, and a game kept in the browser across a reload (widgets/table/sharing.py,
the session's keep/resume, the host's ``table`` and ``resume`` settings).

Every game: a whole game's code reads back to the very same states and moves, through the host as the
page opens it; a damaged code is refused in words and opens a new game with a message, never a
traceback. A game in progress is kept (its save text) and offered back with a way to a new game; a
finished one is not; a damaged one is dropped with a message.
"""
import base64
import json
import random
import zlib

import pytest

import engine
from engine.machiavelli.hints import best_play
from tests.table_checks import assert_plain_words, worded_buttons
from widgets.table import TableSession, host
from widgets.table.sharing import LinkError, code_in, link, qr_svg, read_table_code

GAMES = [spec.name for spec in engine.games()]


def whole_game(game: str, seed: int = 11) -> TableSession:
    """A game played to its end by the game's computer players, the first seat kept as a person's."""
    spec = engine.game(game)
    table = TableSession(game, seed=seed, seats=[spec.default_bot] * spec.default_players, pause_ms=0)
    while not table.state.is_terminal():
        table.advance()
    return table


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_games_link_opens_the_same_game_move_by_move(game):
    table = whole_game(game)
    code = table.share_code()
    shared = read_table_code(code, game=game)
    assert shared.notations == table.notations
    assert shared.states == table.states
    assert (shared.seed, shared.seats) == (table.deal, table.seats)
    # a link is the page's address and the code in its fragment, in letters a URL and a QR code need not escape
    address = link("https://example.org/book/play.html?x=1#old", code)
    assert address == f"https://example.org/book/play.html?x=1#table={code}"
    assert code_in(address) == code and set(code) <= set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")


@pytest.mark.parametrize("game", GAMES)
def test_a_link_opened_by_the_page_shows_the_same_table_with_a_sentence_saying_so(game):
    spec = engine.game(game)
    table = TableSession(game, seed=4, pause_ms=0)
    rng = random.Random(4)
    for _ in range(6):                # a few moves of the person's, the computers' between
        table.run_computers()
        if table.state.is_terminal():
            break
        table.handle({"do": "move", "i": rng.randrange(len(table.state.legal_actions())), "v": table.version})
    reply = json.loads(host.handle(json.dumps({"open": {"game": game, "table": table.share_code(),
                                                        "link_base": "https://example.org/p.html"}})))
    view = reply["view"]
    assert view["deal"] == table.deal and view["history_steps"] == len(table.notations)
    assert view["say"]["text"].startswith("This table comes from a shared link")
    assert [p["kind"] for p in view["players"]] == table.seats
    assert view["share"]["link"] == "https://example.org/p.html#table=" + table.share_code()
    opened = host._sessions[reply["session"]]
    assert opened.state == table.state and opened.seats == table.seats
    assert_plain_words(view)
    assert spec.name == view["game"]


def test_machiavelli_plays_the_list_does_not_hold_are_written_out_and_read_back():
    """Machiavelli lists only part of its plays: a rearrangement of the table travels in notation."""
    for seed in range(40):
        table = TableSession("machiavelli", seed=seed, seats=["random"] * 3, pause_ms=0)
        for _ in range(400):
            state = table.state
            if state.is_terminal():
                break
            play = best_play(state) if not state.opening else None
            if play is not None and str(play) not in {str(a) for a in state.legal_actions()}:
                table._push(play)
                shared = read_table_code(table.share_code(), game="machiavelli")
                assert shared.notations == table.notations and shared.states[-1] == table.state
                return
            table.advance()
    pytest.fail("no Machiavelli play outside the listed ones was found to write out")


@pytest.mark.parametrize("damage", [
    lambda code: code[:-4],                              # cut short
    lambda code: code[0] + code[1:6] + "Z" + code[7:],   # a letter changed
    lambda code: "q" + code[1:],                         # not a format of ours
    lambda code: "",                                     # nothing
    lambda code: "b" + "%%%%",                           # not base64url
    lambda code: "a" + code[1:],                         # unpacked as if it were plain
])
def test_a_damaged_link_is_refused_in_words_and_opens_a_new_game(damage):
    code = whole_game("bisca").share_code()
    broken = damage(code)
    try:
        shared = read_table_code(broken, game="bisca")
    except LinkError as refusal:
        assert "Traceback" not in str(refusal) and str(refusal)
    else:   # a change that still reads must at least not pass for the original game
        assert shared.notations != read_table_code(code).notations
    reply = json.loads(host.handle(json.dumps({"open": {"game": "bisca", "table": broken or "x"}})))
    view = reply["view"]
    if view["say"]["text"].startswith("This link could not be read"):
        assert view["history_steps"] == 0 and view["say"]["tone"] == "error"
    assert_plain_words(view)


def test_a_link_of_another_game_opens_this_games_new_deal_and_says_why():
    code = whole_game("skemino").share_code()
    with pytest.raises(LinkError, match="a table of Skèmino, not of Bisca"):
        read_table_code(code, game="bisca")
    view = json.loads(host.handle(json.dumps({"open": {"game": "bisca", "table": code}})))["view"]
    assert view["game"] == "bisca" and "not of Bisca" in view["say"]["text"]


def rewritten(code: str, change) -> str:
    """The code with its description changed by ``change(header)`` (the moves kept as they are)."""
    letters = code[1:] + "=" * (-len(code[1:]) % 4)
    data = base64.urlsafe_b64decode(letters)
    if code[0] == "b":
        data = zlib.decompress(data, -15)
    head, _, moves = data.partition(b"\0")
    header = json.loads(head)
    change(header)
    return "a" + base64.urlsafe_b64encode(json.dumps(header).encode() + b"\0" + moves).decode().rstrip("=")


@pytest.mark.parametrize("change, reason", [
    (lambda h: h.update(m=h["m"] + 1), "after the end of the game"),
    (lambda h: h.update(m=h["m"] - 3), "holds more than its moves"),
    (lambda h: h.update(k=["h", "nobody"]), "seats do not fit"),
    (lambda h: h.update(g="chess"), "a game this book does not have"),
    (lambda h: h.update(s=-4), "game number is damaged"),
    (lambda h: h.update(p={"b": "nonsense"}), "cannot be set up"),
])
def test_a_code_whose_description_does_not_fit_its_moves_is_refused(change, reason):
    code = whole_game("scamorra").share_code()
    assert read_table_code(rewritten(code, lambda h: None)).notations == read_table_code(code).notations
    with pytest.raises(LinkError, match=reason):
        from widgets.table.editor import build_position
        read_table_code(rewritten(code, change), build_position=build_position)


def test_the_share_fold_draws_the_links_qr_code_only_while_open():
    table = TableSession("scamorra", seed=3, link_base="https://example.org/book/scamorra/09_play.html")
    view = table.view()
    assert "svg" not in view["share"] and view["share"]["link"].endswith("#table=" + table.share_code())
    view = table.handle({"do": "share", "open": True})
    assert view["share"]["svg"].startswith("<svg") and 'aria-label="QR code of the link' in view["share"]["svg"]
    assert 'viewBox="0 0 ' in view["share"]["svg"]
    assert "svg" not in table.handle({"do": "share", "open": False})["share"]
    assert qr_svg("https://example.org", "a label").count("<svg") == 1


# --- a game kept in the browser --------------------------------------------------------------------

def test_a_game_under_way_is_kept_and_a_reload_brings_it_back_with_a_way_to_a_new_game():
    table = TableSession("skemino", seed=16, pause_ms=0)
    assert table.view()["keep"] is None                  # a fresh deal: nothing worth offering back
    table.handle({"do": "move", "i": 0, "v": table.version})
    table.run_computers()
    kept = table.view()["keep"]
    assert kept == table.save_text()
    reply = json.loads(host.handle(json.dumps({"open": {"game": "skemino", "seed": 16, "resume": kept}})))
    view = reply["view"]
    again = host._sessions[reply["session"]]
    assert again.state == table.state and again.notations == table.notations
    assert view["say"]["text"] == f"Your unfinished game is back, as you left it (game number 16, {len(table.notations)} moves)."
    assert view["offer"] == {"button": "Start a new game instead", "message": {"do": "new", "sure": True}}
    # the offer lasts until the person does something; its button deals a new game (no question: the
    # button says it), and the game left can still be brought back
    fresh = again.handle(view["offer"]["message"])
    assert "ask" not in fresh and fresh["history_steps"] == 0 and fresh["keep"] is None
    assert fresh["offer"] == {"button": "Back to the game you left", "message": {"do": "back"}}


def test_a_finished_game_is_not_kept_nor_offered_back():
    table = whole_game("scamorra")
    assert table.view()["keep"] is None
    reply = json.loads(host.handle(json.dumps({"open": {"game": "scamorra", "resume": table.save_text()}})))
    assert reply["view"]["history_steps"] == 0 and "offer" not in reply["view"]


@pytest.mark.parametrize("stored", ['{"record": {"game": "bisca"', "{}", "not a game", '{"record": {"game": "bisca", '
                                    '"seed": 3, "options": {}, "actions": ["K", "nonsense"], "players": 3}}'])
def test_a_damaged_or_stale_kept_game_is_dropped_with_a_message(stored):
    reply = json.loads(host.handle(json.dumps({"open": {"game": "bisca", "resume": stored}})))
    view = reply["view"]
    assert view["say"]["text"].startswith("The game kept in this browser could not be read, so it is dropped")
    assert view["history_steps"] == 0 and view["keep"] is None and "offer" not in view
    assert "Traceback" not in view["say"]["text"]


def test_a_position_set_up_by_hand_is_kept_and_comes_back():
    table = TableSession("scamorra", seed=3, pause_ms=0)
    while table.state.phase != "move":          # the pieces placed: the editor opens on a playable position
        table.run_computers()
        table.handle({"do": "move", "i": 0, "v": table.version})
    table.handle({"do": "edit"})
    view = table.handle({"do": "click", "key": "edit:play", "v": table.version})
    assert table.position is not None, view["say"]
    kept = table.view()["keep"]
    assert kept is not None and json.loads(kept)["position"] == table.position
    reply = json.loads(host.handle(json.dumps({"open": {"game": "scamorra", "resume": kept}})))
    again = host._sessions[reply["session"]]
    assert again.state == table.state and again.position == table.position
    assert reply["view"]["say"]["text"] == "Your unfinished game from a position set up by hand is back, as you left it."


def test_the_save_box_loads_a_shared_link_too():
    shared = whole_game("frederik", seed=5)
    table = TableSession("frederik", seed=9)
    view = table.handle({"do": "load", "text": "https://example.org/b/frederik/10_play.html#table=" + shared.share_code()})
    assert view["say"]["text"].startswith("Loaded game number 5")
    assert table.state == shared.state
    assert worded_buttons(view) <= 12


def test_what_the_table_says_as_it_opens_stays_until_the_person_does_something():
    """A computer's move at once must not wipe away "This link could not be read" or "your game is back"."""
    seed = next(n for n in range(1, 50) if engine.game("bisca").start(seed=n, players=3).current_player != 2)
    reply = json.loads(host.handle(json.dumps({"open": {"game": "bisca", "seed": seed, "players": 3,
                                                        "seats": ["random", "random", "human"], "table": "b!!"}})))
    table = host._sessions[reply["session"]]
    assert table.computer_to_move()
    view = table.handle({"do": "advance", "v": table.version})
    assert view["say"]["text"].startswith("This link could not be read") and view["history_steps"] == 1
    table.run_computers()
    view = table.handle({"do": "move", "i": 0, "v": table.version})
    assert view["say"] is None or not view["say"]["text"].startswith("This link could not be read")
