"""The coach at the live table, clicked from Python as the page clicks it (widgets/table/coaching.py over
the session that Play here, Voilà and JupyterLab share): the review of a game with every decision's grade
in words, the table at a chosen decision with both moves lit, Stop keeping what is judged, learning from
a mistake by pointing, hints off by default, and the teacher's switch for a class.

The coach's budget is fixed small (``coach_budget``) so that the tests stay quick; what is checked is
what the table does with the coach's answers, not how good they are (tests/test_coach.py does that)."""
from __future__ import annotations

import json

import pytest

from engine.coach import words as coach_words
from engine.words import Reader
from widgets.live import LiveTable
from widgets.table import coaching
from widgets.table.session import TableSession

GRADE_WORDS = {said().text(Reader()) for said in coach_words.GRADE_NAMES.values()}


def played_game(game: str = "skemino", seed: int = 3, moves: int = 8, **settings) -> LiveTable:
    """A table where the person has made ``moves`` decisions by the listed moves (the keyboard's way),
    each the last of the list (seldom the coach's choice), the computer answering in between."""
    table = LiveTable(game, seed=seed, pause_ms=0, coach_budget=4, **settings)
    made = 0
    while made < moves and not table.session.state.is_terminal():
        view = table.view
        if view["controls"]["advance"] or view.get("auto") is not None:
            table.handle({"do": "advance", "v": view["v"]})
        else:
            table.handle({"do": "move", "i": len(view["moves"]) - 1, "v": view["v"]})
            made += 1
    return table


def reviewed(table: LiveTable, **message) -> dict:
    """The coach's review asked for, and its slices run to the end as the page asks for them."""
    view = table.handle({"do": "coach", "what": "review", **message})
    while view["coach"]["running"]:
        view = table.handle({"do": "coach", "what": "more"})
    return view


def marked(view: dict) -> dict[str, list]:
    """What the coach lights on the table: ``{"best": [...], "played": [...]}`` (keys or names)."""
    out: dict[str, list] = {"best": [], "played": []}

    def visit(entry):
        if entry.get("coach"):
            out[entry["coach"]].append(entry.get("key") or entry.get("name") or entry.get("label"))

    for zone in view["zones"]:
        for entry in zone.get("items", []) + zone.get("cells", []):
            visit(entry)
        for group in zone.get("groups", []):
            for entry in group.get("items", []):
                visit(entry)
    for choice in view["choices"]:
        visit(choice)
    return out


def names_of(session, state, keys: set) -> set:
    """The names of what the table shows with ``keys`` (a look back draws no keys: the marks go by name)."""
    zones = session.adapter.zones(state, session.viewer(), session.reader())
    return {entry["name"] for zone in zones for entry in zone.get("items", []) + zone.get("cells", [])
            if entry.get("key") in keys}


def test_the_review_lists_every_decision_of_yours_with_its_grade_in_words_and_symbol():
    table = played_game()
    session = table.session
    assert table.view["controls"]["coach"]
    view = reviewed(table)
    coach = view["coach"]
    decisions = [step for step, state in enumerate(session.states[:-1]) if state.current_player == 0]
    assert [item["step"] for item in coach["items"]] == decisions
    for item in coach["items"]:
        assert item["grade_words"] in GRADE_WORDS
        assert item["symbol"] == coach_words.GRADE_SYMBOLS[item["grade"]]
        assert item["move"] and "@" not in item["move"]          # the move in words, not in notation
    assert coach["finished"] and coach["done"] == coach["total"] == len(decisions)
    assert 'role="img"' in coach["plot"] and "aria-label=" in coach["plot"]
    assert coach["summary"].startswith(f"Decisions judged: {len(decisions)}. ")
    assert ("so_far" in coach) == (not session.state.is_terminal())     # during a game: the moves so far
    assert sum(coach["counts"].values()) == len(decisions)


def test_choosing_a_decision_shows_the_table_then_with_your_move_and_the_coachs_lit_and_the_reason():
    table = played_game()
    view = reviewed(table)
    costly = next(item for item in view["coach"]["items"] if item["grade"] in ("mistake", "blunder", "inaccuracy"))
    view = table.handle({"do": "coach", "what": "choose", "seat": costly["seat"], "step": costly["step"]})
    assert view["review"]["step"] == costly["step"] and view["status"]["tone"] == "review"
    lit = marked(view)
    judgement = table.session.coach.review.judgement(0, costly["step"])
    state = table.session.states[costly["step"]]
    best_keys = set(table.session.adapter.paths(state, state.parse_action(judgement.best))[0])
    played_keys = set(table.session.adapter.paths(state, state.parse_action(judgement.played))[0])
    session = table.session
    assert set(lit["best"]) == names_of(session, state, best_keys)
    assert set(lit["played"]) == names_of(session, state, played_keys - best_keys) and lit["played"]
    # nothing clickable while looking back, the marked squares drawn to be seen
    assert all(cell["key"] is None for zone in view["zones"] for cell in zone.get("cells", []))
    lines = view["coach"]["chosen"]["lines"]
    assert lines[0].startswith(f"Move {costly['step'] + 1}: {costly['symbol']} {costly['grade_words']}")
    assert any(line.startswith("The coach's move: ") for line in lines)
    played = session.adapter.move_words(state, state.parse_action(judgement.played), session.reader())
    assert any(line.startswith(f"You chose “{played}” (your chance ") for line in lines), lines
    # back to the game: the table plays again, the coach's panel closed
    view = table.handle({"do": "coach", "what": "close"})
    assert "review" not in view and "coach" not in view and not marked(view)["best"]


def test_the_words_point_at_marks_on_the_table_only_where_the_table_draws_them():
    """A Bisca bet is chosen among worded choices, which looking back does not draw: its judgement must not
    say "On the table, ★ marks..." where nothing is marked (it did); a card played is marked and says so."""
    table = played_game("bisca", seed=12, moves=6, players=3)
    view = reviewed(table)
    said: dict[str, list] = {}
    for item in view["coach"]["items"]:
        view = table.handle({"do": "coach", "what": "choose", "seat": item["seat"], "step": item["step"]})
        lit = marked(view)
        lines = view["coach"]["chosen"]["lines"]
        pointing = [line for line in lines if line.startswith("On the table")]
        kind = "bet" if item["move"].startswith("Bet") else "card"
        said.setdefault(kind, []).append((bool(lit["best"]), pointing))
        assert bool(pointing) == bool(lit["best"]), (item, lines, lit)
    assert said["bet"] and all(not pointing for _, pointing in said["bet"])
    assert said["card"] and any(pointing for _, pointing in said["card"])


def test_stop_really_stops_the_review_and_keeps_what_is_judged(monkeypatch):
    monkeypatch.setattr(coaching, "SLICE_SECONDS", 0.0)       # one decision a slice
    table = played_game()
    view = table.handle({"do": "coach", "what": "review"})
    # the first answer judges nothing: the bar and Stop are on the page at once
    assert view["coach"]["running"] and view["coach"]["done"] == 0 and view["coach"]["progress"]
    for _ in range(2):
        view = table.handle({"do": "coach", "what": "more"})
    assert view["coach"]["running"] and view["coach"]["done"] == 2 < view["coach"]["total"]
    view = table.handle({"do": "coach", "what": "stop"})
    coach = view["coach"]
    assert not coach["running"] and not coach["finished"] and coach["done"] == 2
    assert [item["step"] for item in coach["items"]] == [j.step for j in table.session.coach.review.runs[0].judgements]
    assert len(coach["items"]) == 2 and coach["progress"].startswith("Stopped: 2 of ")
    # a slice asked for after Stop (one already on its way) judges nothing more
    assert table.handle({"do": "coach", "what": "more"})["coach"]["done"] == 2
    view = table.handle({"do": "coach", "what": "go_on"})
    assert view["coach"]["done"] == 3 and view["coach"]["running"]


def test_a_review_during_the_game_goes_on_from_what_was_judged_before():
    table = played_game(moves=4)
    first = reviewed(table)["coach"]["items"]
    table.handle({"do": "coach", "what": "close"})
    table.handle({"do": "move", "i": 0, "v": table.view["v"]})
    table.handle({"do": "advance", "v": table.view["v"]})
    view = table.handle({"do": "coach", "what": "review"})
    assert view["coach"]["done"] == len(first)            # the first decisions are not judged again
    assert view["coach"]["items"][:len(first)] == first


def learning_table():
    table = played_game()
    reviewed(table)
    view = table.handle({"do": "coach", "what": "learn"})
    assert view["coach"]["mode"] == "learn" and view["status"]["tone"] == "learn"
    return table, view


def click_move(table: LiveTable, notation: str) -> dict:
    """Point at a move as the reader does: each key of its path clicked in turn."""
    session = table.session
    view = table.view
    for key in session.adapter.paths(session.state, session.state.parse_action(notation))[0]:
        view = table.handle({"do": "click", "key": key, "v": view["v"]})
    return view


def test_learning_from_a_mistake_accepts_a_move_in_the_good_band_and_shows_the_coachs_otherwise():
    table, view = learning_table()
    session = table.session
    moves_before = len(session.coach.learning.notations)
    queue = session.coach.learning.queue
    first = queue[0]
    assert len(session.states) == first.step + 1 and session.my_turn()   # the table as it stood then
    view = click_move(table, first.played)                # the same move again: not accepted
    assert view["coach"]["tried"] and view["coach"]["good"] is False
    assert any(line.startswith("That is the move played in the game") for line in view["coach"]["lines"])
    assert len(session.states) == first.step + 1          # judged, never played
    assert not session.my_turn() and view["choices"] == []   # the table is looked at until Next
    state = session.state
    best_keys = set(session.adapter.paths(state, state.parse_action(first.best))[0])
    assert set(marked(view)["best"]) == names_of(session, state, best_keys)
    while not view["coach"].get("over"):
        view = table.handle({"do": "coach", "what": "next"})
        if not view["coach"].get("over") and not view["coach"]["tried"]:
            view = table.handle({"do": "coach", "what": "skip"})
            assert any(line.startswith("The coach's move: ") for line in view["coach"]["lines"])
    assert view["coach"]["lines"][0].startswith(f"That was the last one: you found a good move at 0 of {len(queue)}")
    view = table.handle({"do": "coach", "what": "close"})
    assert len(session.notations) == moves_before and "coach" not in view       # the game back as it was
    # again, and this time the coach's own move: accepted
    reviewed(table)
    table.handle({"do": "coach", "what": "learn"})
    view = click_move(table, session.coach.learning.queue[0].best)
    assert view["coach"]["good"] is True and view["coach"]["lines"][-1].startswith("Well found: ")


def test_any_other_request_ends_the_lesson_and_brings_the_game_back():
    table, view = learning_table()
    moves = len(table.session.coach.learning.notations)
    view = table.handle({"do": "undo"})
    assert table.session.coach.learning is None and "coach" not in view
    assert len(table.session.notations) < moves                 # the undo applied to the real game


def to_my_turn(table: LiveTable) -> dict:
    """The computer's moves made, as the page asks for them, until the person is to play."""
    view = table.view
    while view.get("auto") is not None:
        view = table.handle({"do": "advance", "v": view["v"]})
    return view


def test_hints_are_off_by_default_and_light_the_coachs_move_when_on():
    table = LiveTable("skemino", seed=3, pause_ms=0, coach_budget=4)
    view = to_my_turn(table)
    assert view["prefs"]["hints"] is False and not view["controls"]["hint"]
    view = table.handle({"do": "hint"})
    assert "hint" not in view and not marked(view)["best"]
    view = table.handle({"do": "prefs", "hints": True})
    assert view["prefs"]["hints"] is True and view["controls"]["hint"]
    view = table.handle({"do": "hint"})
    moves = table.session.coach.hinted["moves"]
    state = table.session.state
    assert set(marked(view)["best"]) == set(table.session.adapter.paths(state, state.parse_action(moves[0][0]))[0])
    assert view["hint"]["text"].startswith("The coach's move: ") and "options" not in view["hint"]
    view = table.handle({"do": "hint", "all": True})
    options = view["hint"]["options"]
    assert len(options) == len(state.legal_actions()) and all(" in 100" in o for o in options)
    # the hint is for this decision only
    view = click_move(table, moves[0][0])
    assert "hint" not in to_my_turn(table)


def test_the_hint_preference_travels_from_the_page_to_a_new_table():
    from widgets.table.host import handle

    reply = json.loads(handle(json.dumps({"open": {"game": "bisca", "seed": 5, "players": 3, "hints": True}})))
    assert reply["view"]["prefs"]["hints"] is True


def test_the_teachers_table_switches_hints_off_for_the_class_in_its_save_and_link():
    teacher = TableSession("skemino", seed=3, teacher=True, seats=["human", "beginner"], coach_budget=4)
    assert teacher.view()["setup"]["class_hints"] is True
    view = teacher.handle({"do": "prefs", "class_hints": False})
    assert view["setup"]["class_hints"] is False
    # the table the class will play: dealt from the teacher's, the hands closed again, the switch kept
    view = teacher.handle({"do": "new", "teacher": False, "seed": 3, "sure": True})
    assert not view["teacher"] and view["setup"]["class_hints"] is False
    saved, code = teacher.save_text(), teacher.share_code()
    for how, text in (("save", saved), ("link", code)):
        pupil = TableSession("skemino", seed=9, hints=True, coach_budget=4, pause_ms=0)
        pupil.run_computers()
        assert pupil.view()["controls"]["hint"]
        pupil.load(text)
        view = pupil.view()
        assert not view["controls"]["hint"] and view["setup"]["class_hints"] is False, how
        view = pupil.handle({"do": "hint"})
        assert "hint" not in view and view["say"]["text"] == "The teacher has switched hints off at this table."
    # only a teacher's table switches them
    pupil = TableSession("skemino", seed=3)
    view = pupil.handle({"do": "prefs", "class_hints": False})
    assert view["say"]["tone"] == "error" and pupil.no_hints is False


def test_the_teachers_table_shows_every_seats_grades():
    table = LiveTable("skemino", seed=3, pause_ms=0, coach_budget=4, teacher=True, seats=["beginner", "beginner"])
    for _ in range(6):
        table.handle({"do": "advance", "v": table.view["v"]})
    view = reviewed(table)
    coach = view["coach"]
    assert [seat["seat"] for seat in coach["seats"]] == [0, 1]
    shown = coach["items"]
    view = table.handle({"do": "coach", "what": "seat", "seat": 1})
    other = view["coach"]["items"]
    assert {i["seat"] for i in shown} == {0} and {i["seat"] for i in other} == {1}
    assert len(shown) + len(other) == 6 and view["coach"]["total"] == 6


@pytest.mark.parametrize("game", ["bisca", "scamorra"])
def test_a_finished_game_is_told_to_the_page_with_its_save_result_and_level(game):
    table = TableSession(game, seed=4, pause_ms=0, coach_budget=4)
    while not table.state.is_terminal():
        if table.my_turn():
            table.handle({"do": "move", "i": 0, "v": table.version})
        else:
            table.handle({"do": "advance", "v": table.version})
    over = table.view()["over"]
    assert over["result"] in ("won", "lost", "shared") and over["level"] == table.spec.default_bot
    assert json.loads(over["saved"])["record"]["actions"] == table.notations
