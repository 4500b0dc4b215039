"""The live table's flow around the moves (issue 26 and issue 27's live-table points), clicked from Python as
the page's script would: no game lost to a misclick (New game asks; the game left is kept, to review or
bring back), no click that asks nothing (a person's only move is made for them and told), the computers'
turns in one step, looking back that never says "your turn", clicks on what is no move answered in words,
a double click that is not an error, the levels a person chooses among, the pupils' names, and the
teacher's table in a shared link."""
from __future__ import annotations

import json
import re

import pytest

import engine
from engine.frederik import battle_position
from widgets.table import TableSession, sharing
from widgets.table.session import HUMAN

GAMES = [spec.name for spec in engine.games()]


def click(table: TableSession, key: str) -> dict:
    return table.handle({"do": "click", "key": key, "v": table.version})


def first_move(table: TableSession) -> dict:
    """The person to move makes the first move the table offers (a worded choice, or a card and a lit place)."""
    view = table.view()
    keys = [c["key"] for c in view["choices"] if not c.get("off")] or sorted(table.next_keys(()))
    view = click(table, keys[0])
    while table.picked:
        view = click(table, sorted(table.lit())[0])
    return view


def to_my_turn(table: TableSession) -> dict:
    table.run_computers()
    return table.view()


def history(view: dict) -> list[str]:
    return [line["text"] for line in view["history"]]


# --- New game never throws a game away by accident -------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_new_game_asks_first_while_a_game_is_under_way_and_no_keeps_it(game):
    table = TableSession(game, seed=4, pause_ms=0)
    to_my_turn(table)
    first_move(table)
    to_my_turn(table)
    states, deal = list(table.states), table.deal
    view = table.handle({"do": "new"})
    assert view["ask"]["text"] == "This game is under way: leave it and deal a new one?"
    assert view["ask"]["yes"]["message"] == {"do": "new", "sure": True}
    assert table.states == states and table.deal == deal                  # nothing thrown away yet
    view = table.handle(view["ask"]["no"]["message"])
    assert "ask" not in view and table.states == states and view["say"]["text"] == "The game goes on as it was."


def test_a_game_left_for_a_new_deal_can_be_reviewed_and_brought_back():
    table = TableSession("bisca", seed=4, players=3, pause_ms=0)
    to_my_turn(table)
    first_move(table)
    to_my_turn(table)
    left_states, left_deal = list(table.states), table.deal
    view = table.handle({"do": "new", "sure": True})
    assert table.deal != left_deal and len(table.states) < len(left_states)
    assert view["controls"]["review_last"] is True
    assert view["offer"] == {"button": "Back to the game you left", "message": {"do": "back"}}
    # the last game, move by move, with its own game number
    view = table.handle({"do": "review", "step": 0, "game": "last"})
    assert view["deal"] == left_deal and view["review"]["game"] == "last"
    assert view["status"]["text"].startswith("Looking back at the last game: the deal.")
    view = table.handle({"do": "review", "step": len(left_states) - 1})
    assert view["review"]["steps"] == len(left_states) - 1 and view["status"]["tone"] == "review"
    table.handle({"do": "review", "step": None})
    # ... and the game left comes back as it was, the new one kept as the last game in its place
    view = table.handle({"do": "back"})
    assert table.states == left_states and table.deal == left_deal
    assert view["say"]["text"] == "The game you left is back, as it was; the new one is kept as the last game."


def test_a_finished_game_is_kept_for_review_after_new_game_without_a_question():
    table = TableSession("skemino", seed=3, seats=["human", "beginner"], pause_ms=0)
    while not table.state.is_terminal():
        to_my_turn(table)
        if not table.state.is_terminal():
            first_move(table)
    finished = list(table.states)
    view = table.handle({"do": "new"})
    assert "ask" not in view and "offer" not in view                  # over: nothing to lose, nothing to bring back
    view = table.handle({"do": "review", "step": len(finished) - 1, "game": "last"})
    assert view["status"]["text"].startswith(f"Looking back at the last game, after move {len(finished) - 1} of "
                                             f"{len(finished) - 1}. The game ends here.")


# --- moves that decide nothing ---------------------------------------------------------------------------

def at_position(game: str, state, seats, **kwargs) -> TableSession:
    table = TableSession(game, seats=seats, pause_ms=0, **kwargs)
    table._install(sharing.SharedTable(game=game, seed=0, players=len(seats), options={}, seats=list(seats), names=[],
                                       states=[state], notations=[]))
    return table


@pytest.mark.parametrize("ask_always", [False, True])
def test_a_pass_that_decides_nothing_is_made_for_you_and_told_in_the_log(ask_always):
    # Player 2 swaps their 9♣ for Player 1's 8♦; Player 1 has no card that could cancel or protect it
    state = battle_position([["8D", "(4H)"], ["9C", "(3S)"]], to_move=1)
    table = at_position("frederik", state, [HUMAN, HUMAN], ask_always=ask_always)
    table.handle({"do": "ready"})
    click(table, "9C")
    click(table, "8D")
    view = click(table, "do:swap_high:9C:8D")
    if ask_always:                      # asked, as they wished: the one worded choice
        assert table.notations == ["swap_high 9♣ 8♦"] and table.state.current_player == 0
        view = table.handle({"do": "ready"})
        assert [c["label"] for c in view["choices"]] == ["Let it pass"]
        assert view["status"]["text"].endswith("let it pass.")
        return
    assert table.notations[:3] == ["swap_high 9♣ 8♦", "pass", "pass"] and table.auto_taken == {2, 3}
    assert "You had only one move, and the table made it for you:" not in history(view)   # Player 2 reads
    assert "Player 1 had only one move, and the table made it:" in history(view)


@pytest.mark.parametrize("game", GAMES)
def test_a_person_who_asks_to_be_asked_always_is(game):
    table = TableSession(game, seed=5, pause_ms=0, ask_always=True)
    for _ in range(60):
        if table.state.is_terminal():
            break
        to_my_turn(table)
        if table.state.is_terminal():
            break
        first_move(table)
    assert table.auto_taken == set() and table.view()["prefs"]["ask_always"] is True


def test_the_preference_is_changed_from_the_page_and_a_waiting_forced_move_is_then_made():
    table = next(t for t in (TableSession("machiavelli", seed=s, pause_ms=0, ask_always=True) for s in range(30))
                 if t.states[0].current_player == 0)
    assert table.state.opening and len(table.states) == 1                 # the opening draw waits for a click
    view = table.handle({"do": "prefs", "ask_always": False})
    assert view["prefs"]["ask_always"] is False and table.notations[0] == "draw" and table.auto_taken == {1}


def test_a_computers_draw_turn_in_frederik_is_one_step_and_forced_passes_follow_at_once():
    table = TableSession("frederik", seed=7, players=4, pause_ms=0)
    to_my_turn(table)
    first_move(table)
    steps = 0
    while table.computer_to_move() and steps < 50:
        before = table.state
        table.advance()
        steps += 1
        after = table.state
        if before.phase == "draw" and after.phase == "draw":
            assert after.current_player != before.current_player, "a computer's draw turn took two steps"
        # no step leaves a computer, or you, with a single move still to make
        assert table.forced_action() is None or table.state.current_player in table.humans and table.ask_always


# --- looking back ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_looking_back_says_which_moment_and_who_is_to_play_there_with_nothing_to_click(game):
    table = TableSession(game, seed=6, pause_ms=0)
    to_my_turn(table)
    first_move(table)
    to_my_turn(table)
    step = 1
    view = table.handle({"do": "review", "step": step})
    shown = table.states[step]
    assert view["status"]["tone"] == "review" and "your turn" not in view["status"]["text"].lower()
    who = table.names()[shown.current_player]
    expected = "You are to play here." if who == "You" else f"{who} is to play here."
    assert view["status"]["text"] == f"Looking back, after move 1 of {len(table.states) - 1}. {expected}"
    keys = [item.get("key") for zone in view["zones"] for item in zone.get("items", ())]
    keys += [cell["key"] for zone in view["zones"] for cell in zone.get("cells", ())]
    assert not [key for key in keys if key], "a card or square is clickable while looking back"
    assert view["choices"] == [] and view["moves"] == []
    view = table.handle({"do": "look", "zone": "hand"})
    assert view["say"]["text"] == "You are looking back at an earlier moment: press “Back to the game” to play on."


def test_the_teachers_table_stepping_back_names_who_is_to_play_at_that_step():
    table = TableSession("bisca", seed=3, players=3, seats=["beginner"] * 3, teacher=True, pause_ms=0)
    for _ in range(5):
        table.handle({"do": "advance", "v": table.version})
    for step in range(len(table.states)):
        view = table.handle({"do": "review", "step": step})
        active = [zone["seat"] for zone in view["zones"] if zone["kind"] == "seat" and zone["active"]]
        player = table.names()[table.states[step].current_player]
        assert active == [table.states[step].current_player] and f"{player} is to play here." in view["status"]["text"]


# --- clicks on what is no move -----------------------------------------------------------------------------

def test_a_click_on_another_players_cards_says_whose_they_are():
    table = TableSession("bisca", seed=2, players=3, pause_ms=0)
    to_my_turn(table)
    view = table.handle({"do": "look", "zone": "seat:1"})
    assert view["say"] == {"text": "Those are Anna's: pick one of your own, marked below.", "tone": "note"}
    view = table.handle({"do": "look", "zone": "trick"})
    assert view["say"]["text"].startswith("That is on the table: pick one of your own cards first")


def test_a_click_during_the_computers_turn_says_whose_turn_it_is():
    table = TableSession("machiavelli", seed=2, pause_ms=0)
    while not table.computer_to_move():
        first_move(table)
    view = table.handle({"do": "look", "zone": "hand"})
    name = table.names()[table.state.current_player]
    assert view["say"]["text"] == f"It is {name}'s turn, not yours: wait for their move."


def test_a_card_game_never_speaks_of_pieces():
    table = TableSession("frederik", seed=2, players=3, pause_ms=0)
    view = to_my_turn(table)
    if table.state.phase == "draw":
        view = click(table, "pile")
    assert "pieces" not in (view.get("say") or {}).get("text", "")


# --- a double click ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", ["scamorra", "machiavelli", "bisca"])
def test_the_second_click_of_a_double_click_is_not_an_error(game):
    table = TableSession(game, seed=9, pause_ms=0)
    view = to_my_turn(table)
    key = ([c["key"] for c in view["choices"] if not c.get("off")] or sorted(table.next_keys(())))[0]
    version = table.version
    table.handle({"do": "click", "key": key, "v": version})
    view = table.handle({"do": "click", "key": key, "v": version})               # the same click again, at once
    assert (view.get("say") or {}).get("tone") != "error", view.get("say")
    # a different click on an old table is still refused in words
    view = table.handle({"do": "click", "key": "elsewhere", "v": version})
    assert view["say"]["text"].startswith("The table changed before your click arrived")


# --- who sits at the table -----------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_table_settings_offer_the_three_levels_once_each(game):
    labels = [kind["label"] for kind in TableSession(game, seed=1).view()["setup"]["kinds"]]
    assert labels == ["a person here", "computer: beginner", "computer: intermediate", "computer: strong"]


def test_an_old_links_testing_player_stays_named_in_table_settings():
    labels = [k["label"] for k in TableSession("bisca", seed=1, seats=["human", "random", "beginner"]).view()["setup"]["kinds"]]
    assert labels[-1] == "computer: random (for testing)"


def test_the_pupils_names_typed_in_table_settings_are_used_everywhere():
    table = TableSession("scamorra", seed=3, seats=[HUMAN, HUMAN], pause_ms=0)
    view = table.handle({"do": "new", "seats": [HUMAN, HUMAN], "names": ["  Giulia ", "Marco"]})
    assert [p["name"] for p in view["players"]] == ["Giulia", "Marco"]
    who = ("Giulia", "Marco")[table.state.current_player]
    assert view["cover"]["button"] == f"I am {who}: show my cards"
    assert view["status"]["text"] == f"Pass the device to {who}. The table stays covered until they are ready."
    assert sharing.read_table_code(table.share_code()).names == ["Giulia", "Marco"]
    assert json.loads(table.save_text())["names"] == ["Giulia", "Marco"]


def test_undo_is_drawn_only_where_it_answers_never_on_a_covered_table():
    table = TableSession("bisca", seed=3, seats=[HUMAN, HUMAN], pause_ms=0)
    assert table.handle({"do": "ready"})["controls"]["undo"] is False           # nothing of yours to take back
    first_move(table)
    view = table.view()
    assert view["cover"] and view["controls"]["undo"] is False                   # the next person's cover
    assert table.handle({"do": "ready"})["controls"]["undo"] is False            # ... they have not played yet
    first_move(table)
    assert table.view()["controls"]["undo"] is False                             # covered again
    view = table.handle({"do": "ready"})
    assert view["controls"]["undo"] is True                                      # the first person's own move


# --- the teacher's table ---------------------------------------------------------------------------------------

def test_a_shared_link_and_a_save_keep_the_teachers_table():
    table = TableSession("scamorra", seed=3, seats=["beginner", "beginner"], teacher=True, pause_ms=0)
    table.handle({"do": "advance", "v": table.version})
    opened = TableSession("scamorra", seed=8, pause_ms=0)
    assert opened.open_code(table.share_code()) and opened.teacher is True
    loaded = TableSession("scamorra", seed=8, pause_ms=0)
    loaded.load(table.save_text())
    assert loaded.teacher is True


def test_the_teachers_table_names_whose_pieces_are_below():
    table = TableSession("scamorra", seed=3, seats=["beginner", "beginner"], teacher=True, pause_ms=0)
    while table.state.phase not in ("place",):
        table.handle({"do": "advance", "v": table.version})
    view = table.view()
    labels = [zone["label"] for zone in view["zones"] if zone["id"] == "pieces"]
    player = table.names()[table.state.current_player]
    assert labels == [f"{player}'s pieces to place"]


def test_the_teachers_why_line_tells_the_move_as_the_log_does():
    table = TableSession("scamorra", seed=3, seats=["beginner", "beginner"], teacher=True, pause_ms=0)
    seen = []
    for _ in range(30):
        view = table.handle({"do": "advance", "v": table.version})
        if "why" in view:
            seen.append(view["why"]["text"])
    assert seen and not [text for text in seen if re.search(r"“|\byour\b", text)], seen[:3]
    assert all(re.search(r"(Anna|Bruno)('s reason:| chose this move at random| had no other move)", text)
               for text in seen), seen[:3]


# --- words -----------------------------------------------------------------------------------------------------

def test_the_fifth_games_title_is_its_name_not_its_address():
    assert engine.game("frederik").title == "Come quando Frederik piange"
    assert TableSession("frederik", seed=1).view()["title"] == "Come quando Frederik piange"


def test_bisca_says_one_point_and_a_true_minus():
    from engine.bisca import words
    from engine.bisca.narrate import minus
    from engine.words import Reader

    assert words.FACT_POINTS(n=1, points=minus(1)).text(Reader()) == "1 point"
    assert words.FACT_POINTS(n=2, points=minus(-2)).text(Reader()) == "−2 points"
    assert words.WINS_WITH(n=1, total=minus(1), player=None).text(Reader(0)).endswith("with 1 point.")


def test_your_own_moves_are_told_as_done_not_as_commands_in_italian():
    bisca = TableSession("bisca", seats=["human", "beginner", "beginner"], seed=3, pause_ms=0, lang="it")
    bisca.run_computers()
    said = history(click(bisca, "bet:0"))
    assert "Hai scommesso 0 mani." in said and not [line for line in said if line.startswith("Scommetti")], said
    # Machiavelli's deal 2: you deal the first hand
    machiavelli = TableSession("machiavelli", seats=["human", "beginner"], seed=2, pause_ms=0, lang="it")
    said = history(machiavelli.view())
    assert said[0] == "Sei tu a distribuire la smazzata 1 di 4.", said[:2]


@pytest.mark.parametrize("game", GAMES)
def test_an_italian_table_draws_its_pictures_words_in_italian_whatever_the_process_speaks(game):
    """A picture's words (La Scamorra's "North's home (row 5)" above its board, Skèmino's board's name) are
    translated in the process's language, not a reader's: an Italian table in a process that speaks English
    (the reader's browser starts in English) drew them in English. No English sentence of the catalogue that
    has Italian words of its own may be in an Italian table's view."""
    from engine.words import current_language, translations

    assert current_language() == "en"
    catalogue = translations("it")._catalog                # type: ignore[attr-defined]
    english = set()
    for msgid, msgstr in catalogue.items():
        source = msgid[0] if isinstance(msgid, tuple) else msgid
        for part in re.split(r"\{[^}]*\}", source.split("\x04")[-1]):
            part = part.strip(" .,:;()")
            if len(part) >= 12 and " " in part and part not in msgstr:      # a phrase, not a key such as a level
                english.add(part)
    spec = engine.game(game)
    table = TableSession(game, seats=["human"] + ["beginner"] * (spec.min_players - 1), seed=3, pause_ms=0, lang="it")
    to_my_turn(table)
    first_move(table)
    text = json.dumps(table.view(), ensure_ascii=False)
    assert sorted(part for part in english if part in text) == []
    assert current_language() == "en", "the table's language is its own, only while it draws"
