"""La Scamorra at the live table, clicked from Python: every kind of move by pointing, refusals in the
engine's words, sentences that say "you" to the right seat, plain words only, nothing hidden shown."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from engine.scamorra import new_game, position, words
from engine.scamorra.actions import Discard, Move, Reenter
from engine.scamorra.narrate import describe, outcome_message
from engine.scamorra.rules import HOME_SQUARES, SQUARES
from engine.words import SEAT_PLACEHOLDERS, Reader, Said, Seat, placeholders, sentence
from tests.table_checks import (assert_hides_what_viewer_cannot_see, assert_plain_words, notation_problems,
                                play_by_clicks, worded_buttons)
from widgets.table import TableSession
from widgets.table.scamorra import ADAPTER, card_keys

YOU_AND_ANNA = ("You", "Anna")


def click(table, key):
    return table.handle({"do": "click", "key": key, "v": table.view()["v"]})


def lit(view) -> set:
    """Every lit place of a view: cards, pieces, squares and worded choices."""
    found = {c["key"] for c in view["choices"] if c.get("lit")}
    for zone in view["zones"]:
        found |= {item["key"] for item in zone.get("items", ()) if item.get("lit")}
        found |= {cell["key"] for cell in zone.get("cells", ()) if cell.get("lit")}
    return found


def zone(view, zone_id):
    return next(z for z in view["zones"] if z["id"] == zone_id)


def play_until(table, wanted, rng, limit=300) -> bool:
    """Random moves (the person's from the list of moves, the computer's own) until the person is to
    move in a state ``wanted`` accepts."""
    for _ in range(limit):
        table.run_computers()
        state = table.state
        if state.is_terminal():
            return False
        if wanted(state):
            return True
        legal = state.legal_actions()
        table.handle({"do": "move", "i": rng.randrange(len(legal)), "v": table.view()["v"]})
    return False


def table_where(wanted, seeds=range(80)):
    """A table (you at South against the beginner) brought to a position ``wanted`` accepts."""
    for seed in seeds:
        table = TableSession("scamorra", seed=seed, pause_ms=0)
        if play_until(table, wanted, random.Random(seed)):
            return table
    raise AssertionError("no seed reached the position asked for")


def moving(state) -> bool:
    return state.phase == "move"


# --- each kind of move by pointing -------------------------------------------------------------------

def test_SC_11_the_initiative_holder_chooses_with_one_of_two_worded_choices():
    table = TableSession("scamorra", seed=1, pause_ms=0)          # seed 1: South holds the initiative
    view = table.view()
    assert table.state.phase == "choose" and table.state.current_player == 0
    assert [(c["key"], c["label"]) for c in view["choices"]] == [
        ("first:place", "Place first (then Anna moves first)"), ("first:move", "Move first (then Anna places first)")]
    assert view["status"]["text"] == ("Your turn. You hold the initiative: look at your cards, then choose to place "
                                      "first or to move first.")
    view = click(table, "first:move")
    assert table.notations == ["first move"] and table.state.places_first == 1
    assert "You choose to move first, so Anna places the first piece." in [line["text"] for line in view["history"]]


def test_SC_12_a_piece_is_placed_by_clicking_it_then_a_lit_square_of_the_home_row():
    table = table_where(lambda s: s.phase == "place")
    empty_home = {SQUARES[i] for i in HOME_SQUARES[0] if not table.state.board[i]}
    view = table.view()
    assert {item["key"] for item in zone(view, "pieces")["items"]} == set(table.state.reserve(0))
    piece = table.state.reserve(0)[0]
    view = click(table, piece)
    assert lit(view) == empty_home
    square = sorted(empty_home)[0]
    view = click(table, square)
    assert table.states[-1].last_event.action == f"place {piece} {square}"
    name = words.PIECE_NAMES[piece].text("en")
    assert f"You place your {name} on {square}." in [line["text"] for line in view["history"]]


def test_SC_12_the_square_may_be_clicked_first_then_the_piece():
    table = table_where(lambda s: s.phase == "place")
    square = next(SQUARES[i] for i in HOME_SQUARES[0] if not table.state.board[i])
    view = click(table, square)
    assert lit(view) == set(table.state.reserve(0))
    piece = sorted(lit(view))[0]
    click(table, piece)
    assert table.states[-1].last_event.action == f"place {piece} {square}"


def test_SC_12_a_square_off_the_home_row_is_refused_with_the_rule_and_nothing_changes():
    table = table_where(lambda s: s.phase == "place")
    states = len(table.states)
    click(table, table.state.reserve(0)[0])
    view = click(table, "c3")
    assert len(table.states) == states and table.picked == ()
    assert view["say"] == {"text": "C3 is not on your home row: pieces are placed on row 1.", "clause": "SC-12",
                           "tone": "error"}


def test_SC_15_a_move_is_a_card_then_a_lit_piece_then_a_lit_square():
    table = table_where(lambda s: moving(s) and any(isinstance(a, Move) for a in s.legal_actions()))
    state = table.state
    move = next(a for a in state.legal_actions() if isinstance(a, Move))
    key = card_keys(state.hand(0))[state.hand(0).index(move.card)]
    view = click(table, key)
    origins = {a.origin for a in state.legal_actions() if isinstance(a, Move) and a.card == move.card}
    back = {a.piece for a in state.legal_actions() if isinstance(a, Reenter)} if move.card == "pedone" else set()
    assert lit(view) == origins | back
    view = click(table, move.origin)
    assert lit(view) == {a.dest for a in state.legal_actions()
                         if isinstance(a, Move) and a.card == move.card and a.origin == move.origin}
    view = click(table, move.dest)
    assert table.notations[-1] == str(move)
    told = [line["text"] for line in view["history"]]
    piece = words.PIECE_NAMES[state.piece_at(move.origin)[1]].text("en")
    card = words.A_CARD[move.card].text("en")
    assert f"You play {card} and move your {piece} from {move.origin} to {move.dest}." in told


def test_SC_15_your_piece_may_be_clicked_first_then_a_card_that_moves_it():
    table = table_where(lambda s: moving(s) and any(isinstance(a, Move) for a in s.legal_actions()))
    state = table.state
    move = next(a for a in state.legal_actions() if isinstance(a, Move))
    view = click(table, move.origin)
    cards = {a.card for a in state.legal_actions() if isinstance(a, Move) and a.origin == move.origin}
    assert {key.split(":")[0] for key in lit(view)} == cards
    click(table, card_keys(state.hand(0))[state.hand(0).index(move.card)])
    click(table, move.dest)
    assert table.notations[-1] == str(move)


def test_SC_15_a_refused_square_gets_the_engines_reason_and_changes_nothing():
    table = table_where(lambda s: moving(s) and any(isinstance(a, Move) for a in s.legal_actions()))
    state = table.state
    move = next(a for a in state.legal_actions() if isinstance(a, Move))
    click(table, move.origin)
    view = click(table, card_keys(state.hand(0))[state.hand(0).index(move.card)])
    wrong = next(sq for sq in SQUARES if sq not in lit(view) and (state.piece_at(sq) or (1,))[0] == 1)
    states = len(table.states)
    view = click(table, wrong)
    error = state.explain(Move(move.card, move.origin, wrong))
    assert len(table.states) == states and error is not None
    assert view["say"]["clause"] == error.clause
    assert view["say"]["text"] == sentence(error.words(Reader(0, YOU_AND_ANNA)))
    assert not notation_problems(view["say"]["text"])


def test_SC_15_an_enemy_piece_clicked_first_is_refused_as_not_yours():
    table = table_where(moving)
    enemy = next(sq for sq in SQUARES if (table.state.piece_at(sq) or (0,))[0] == 1)
    states = len(table.states)
    view = click(table, enemy)
    assert len(table.states) == states and view["say"]["clause"] == "SC-15"
    piece = words.PIECE_NAMES[table.state.piece_at(enemy)[1]].text("en")
    assert view["say"]["text"] == f"The {piece} on {enemy} belongs to North: you move only your own pieces."


def test_SC_32_a_taken_piece_comes_back_by_clicking_it_then_a_lit_home_square():
    table = table_where(lambda s: moving(s) and any(isinstance(a, Reenter) for a in s.legal_actions()))
    state = table.state
    back = next(a for a in state.legal_actions() if isinstance(a, Reenter))
    assert back.piece in {item["key"] for item in zone(table.view(), "pieces")["items"]}
    view = click(table, back.piece)
    assert lit(view) == {a.square for a in state.legal_actions() if isinstance(a, Reenter) and a.piece == back.piece}
    view = click(table, back.square)
    assert table.notations[-1] == str(back)
    piece = words.PIECE_NAMES[back.piece].text("en")
    told = [line["text"] for line in view["history"]]
    assert f"You play a pawn (pedone) and bring your {piece} back to {back.square}." in told


def test_SC_32_a_pawn_clicked_first_lights_the_taken_pieces_too():
    table = table_where(lambda s: moving(s) and any(isinstance(a, Reenter) for a in s.legal_actions()))
    state = table.state
    back = next(a for a in state.legal_actions() if isinstance(a, Reenter))
    view = click(table, card_keys(state.hand(0))[state.hand(0).index("pedone")])
    assert back.piece in lit(view)
    click(table, back.piece)
    click(table, back.square)
    assert table.notations[-1] == str(back)


def test_SC_27_a_card_with_no_move_is_clicked_then_thrown_away():
    table = table_where(lambda s: moving(s) and any(isinstance(a, Discard) for a in s.legal_actions()))
    state = table.state
    throw = next(a for a in state.legal_actions() if isinstance(a, Discard))
    view = click(table, card_keys(state.hand(0))[state.hand(0).index(throw.card)])
    name = words.CARD_NAMES[throw.card].text("en")
    assert [(c["key"], c["label"], c["lit"]) for c in view["choices"]] == [
        (f"throw:{throw.card}", f"Throw away the {name}", True)]
    view = click(table, f"throw:{throw.card}")
    assert table.notations[-1] == str(throw)
    assert any(line["text"] == f"You throw away {words.A_CARD[throw.card].text('en')}: it could move no piece."
               for line in view["history"])


def test_SC_A9_a_card_that_can_move_offers_no_throw_away():
    table = table_where(lambda s: moving(s) and any(isinstance(a, Move) for a in s.legal_actions()))
    state = table.state
    move = next(a for a in state.legal_actions() if isinstance(a, Move))
    view = click(table, card_keys(state.hand(0))[state.hand(0).index(move.card)])
    assert not any(c["key"].startswith("throw:") for c in view["choices"])
    error = state.explain(Discard(move.card))
    assert error.clause == "SC-A9" and "can still move your" in error.words(Reader(0, YOU_AND_ANNA))


# --- the sentences ------------------------------------------------------------------------------------

CAPTURE = {"b1": ("South", "sasso"), "a1": ("South", "carta"), "e1": ("South", "forbice"),
           "c3": ("North", "forbice"), "a5": ("North", "carta"), "e5": ("North", "sasso")}


def test_SC_28_a_capture_is_told_with_its_reason_to_the_taker_the_loser_and_an_onlooker():
    before = position(CAPTURE, hands=(["cavallo", "pedone", "torre"], ["re", "torre", "torre"]))
    after = before.apply("cavallo b1-c3")
    said = {reader: [line.text for line in describe(before, after, reader)]
            for reader in (Reader(0, ("You", "Anna")), Reader(1, ("Bruno", "You")), Reader(None, ("Anna", "Bruno")))}
    assert list(said.values()) == [
        ["You play a knight (cavallo) and move your rock (sasso) from b1 to c3.",
         "Rock breaks scissors: you take Anna's scissors (forbice) on c3 and score a point."],
        ["Bruno plays a knight (cavallo) and moves the rock (sasso) from b1 to c3.",
         "Rock breaks scissors: Bruno takes your scissors (forbice) on c3 and scores a point."],
        ["Anna plays a knight (cavallo) and moves the rock (sasso) from b1 to c3.",
         "Rock breaks scissors: Anna takes Bruno's scissors (forbice) on c3 and scores a point."]]
    assert [line.clause for line in describe(before, after, Reader(0))] == [None, "SC-28"]


def test_SC_30_a_capture_with_the_king_says_so():
    board = {"c3": ("South", "carta"), "d4": ("North", "forbice"), "a5": ("North", "sasso"), "a1": ("South", "sasso")}
    before = position(board, hands=(["re", "torre", "torre"], ["torre"] * 3))
    after = before.apply("re c3-d4")
    lines = describe(before, after, Reader(0, YOU_AND_ANNA))
    assert (lines[-1].text, lines[-1].clause) == (
        "With the king (re) any piece may take any enemy piece: you take Anna's scissors (forbice) on d4 and score a "
        "point.", "SC-30")


def test_SC_35_cappotto_is_one_sentence_for_the_winner_and_another_for_the_loser():
    before = position({"b1": ("South", "sasso"), "a1": ("South", "carta"), "c3": ("North", "forbice")},
                      hands=(["cavallo", "pedone", "torre"], ["re", "torre", "torre"]))
    after = before.apply("cavallo b1-c3")
    assert after.outcome.kind == "cappotto"
    assert describe(before, after, Reader(0, YOU_AND_ANNA))[-1].text == (
        "You win by cappotto: no enemy piece is left on the board.")
    assert describe(before, after, Reader(1, ("Bruno", "You")))[-1].text == (
        "Bruno wins by cappotto: none of your pieces is left on the board.")
    assert outcome_message(after).text(Reader(None, ("Anna", "Bruno"))) == (
        "Anna wins by cappotto: no enemy piece is left on the board.")


def test_SC_34_the_end_of_a_match_reads_as_sentences():
    table = TableSession("scamorra", seed=4, pause_ms=0)
    play_by_clicks(table, random.Random(4))
    view = table.view()
    ending = zone(view, "note")["text"]
    assert ending == outcome_message(table.state).text(Reader(0, YOU_AND_ANNA))
    assert ending.endswith(".") and "·" not in ending and view["status"]["text"][-1] in ".!"
    assert (table.state.outcome.kind, table.state.outcome.winner, table.state.scores) == ("cappotto", 1, (0, 3))
    assert view["history"][-1] == {"text": "Anna wins by cappotto: none of your pieces is left on the board.",
                                   "clause": "SC-35"}


def test_SC_36_a_series_keeps_its_totals_on_the_table_and_deals_the_next_match():
    table = TableSession("scamorra", seed=6, pause_ms=0, options={"series": True})
    rng = random.Random(6)
    assert play_until(table, lambda s: s.results and not s.is_terminal(), rng, limit=2000)
    view = table.view()
    series = zone(view, "series")
    assert series["headers"] == ["Match", "You", "Anna"] and series["rows"][0][0] == "1"
    assert series["rows"][-1][0] == "Total"
    assert any(line["text"].startswith("Match 2 is dealt, and ") for line in view["history"])
    assert zone(view, "note")["text"] == "Match 2 of a series to 15 points."


def fill(said: Said):
    """Parameters for every placeholder of ``said``: the other seat (Bruno, at North) for each seat
    and side, a plain word elsewhere."""
    params: dict[str, object] = {"player": Seat(1)}
    for name in set().union(*(placeholders(text) for text in said.texts())) | set(said.yours):
        params[name] = Seat(1) if name in SEAT_PLACEHOLDERS else "North" if name.endswith("side") else "thing"
    return params


WITH_YOU = sorted((name, value) for name, value in vars(words).items()
                  if isinstance(value, Said) and (value.you or value.yours))


@pytest.mark.parametrize("name,said", WITH_YOU, ids=[n for n, _ in WITH_YOU])
def test_a_sentence_with_a_you_variant_says_you_to_that_seat_and_a_name_to_the_others(name, said):
    reader = Reader(0, ("Anna", "Bruno"))
    for seat_name in ["player"] * bool(said.you) + list(said.yours):
        params = fill(said)
        to_other = said(**params).text(reader)
        template = (said.plural or said.text) if "n" in params else said.text      # "thing" is not one
        assert to_other == template.format(**{k: "Bruno" if isinstance(v, Seat) else v for k, v in params.items()})
        params[seat_name] = Seat(0)
        to_you = said(**params).text(reader)
        assert to_you != to_other, name
        assert "you" in to_you.lower() and "Anna" not in to_you, (name, to_you)
        assert not notation_problems(to_you) and not notation_problems(to_other), (name, to_you, to_other)


def test_pieces_and_cards_are_named_in_english_with_the_italian_beside():
    table = table_where(moving)
    view = table.view()
    names = [item["name"] for item in zone(view, "hand")["items"]]
    assert names and all(name.endswith(f"({card})") for name, card in zip(names, table.state.hand(0)))
    assert {words.PIECE_NAMES[p].text("en") for p in ("carta", "sasso", "forbice")} == {
        "paper (carta)", "rock (sasso)", "scissors (forbice)"}


# --- the table as a whole ----------------------------------------------------------------------------

def test_two_people_at_one_device_see_only_their_own_cards():
    table = TableSession("scamorra", seed=2, seats=["human", "human"], pause_ms=0)
    view = table.view()
    assert view.get("cover") and not any(z["id"] in ("hand", "pieces") for z in view["zones"])
    view = table.handle({"do": "ready"})
    mover = table.state.current_player
    hand = zone(view, "hand")
    assert [item["name"].split(" (")[1][:-1] for item in hand["items"]] == table.state.hand(mover)
    assert_hides_what_viewer_cannot_see(ADAPTER, table.state, mover, table.reader())


def test_the_most_worded_buttons_at_once_over_many_games_is_a_handful():
    most = 0
    for seed in range(12):
        table = TableSession("scamorra", seed=seed, pause_ms=0)
        counts = []
        play_by_clicks(table, random.Random(seed), check=lambda view: counts.append(worded_buttons(view)))
        most = max(most, *counts)
    print(f"La Scamorra: at most {most} worded buttons at once")
    assert most <= 12


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), north=st.booleans(), clicks=st.integers(0, 2**32 - 1))
def test_a_whole_match_by_clicks_reads_in_plain_words_and_hides_the_other_hand(seed, north, clicks):
    seats = ["random", "human"] if north else ["human", "random"]
    table = TableSession("scamorra", seed=seed, seats=seats, pause_ms=0)
    most = [0]

    def check(view):
        assert_plain_words(view)
        most[0] = max(most[0], worded_buttons(view))
        viewer = table.viewer()
        assert_hides_what_viewer_cannot_see(ADAPTER, table.state, viewer, Reader(viewer, tuple(table.names())))

    play_by_clicks(table, random.Random(clicks), check=check)
    assert table.state.is_terminal() and most[0] <= 12
    assert table.view()["status"]["tone"] == "end"


def test_a_new_match_is_dealt_from_its_number():
    table = TableSession("scamorra", seed=8, pause_ms=0)
    assert table.state.hands == new_game(seed=8).hands
