"""The drawing of a game reviewed by the coach (widgets/review.py) and the coach's figures of the By the
numbers pages (widgets/numbers.py): the chance line named by the chances, every decision's grade in words
and symbol, moves in words and never in notation, the table pictured at each costly decision, and the
coach's measurements read from data/coach (or said to be missing) without failing."""
from __future__ import annotations

import html
import json
import re

import pytest

from engine.bisca import position as bisca_position
from engine.coach import BORDERS, GRADES, Judgement
from engine.coach.words import GRADE_NAMES, GRADE_SYMBOLS
from engine.frederik import battle_position
from engine.machiavelli import position as machiavelli_position
from engine.scamorra import position as scamorra_position
from engine.skemino import position as skemino_position
from tests.table_checks import notation_problems
from widgets import numbers, review

_SVG_WORDS = re.compile(r'aria-label="([^"]*)"|<text[^>]*>([^<]*)</text>|<title>([^<]*)</title>')


def words_of(markup: str) -> list[str]:
    """What a reader reads in some HTML: its text between tags and its pictures' names and titles."""
    found = [next(g for g in m.groups() if g is not None) for m in _SVG_WORDS.finditer(markup)]
    text = re.sub(r"<svg.*?</svg>", " ", markup, flags=re.DOTALL)
    found += re.split(r"<[^>]+>", text)
    return [html.unescape(t).strip() for t in found if html.unescape(t).strip()]


def grade_name(grade: str) -> str:
    return GRADE_NAMES[grade]().text()


# --- the positions of the book's worked examples: a costly move where the answer is known -----------------

def bisca_trick_too_many():
    """The last round: Anna bet 2 and has taken 2; calling the A♥ high takes a third trick."""
    state = bisca_position([["QD", "4S", "3D", "6D", "AH"], ["2S", "2C", "5D", "7D", "6C"]], round_index=8,
                           first_bidder=0, seed=12)
    for move in ["bet 2", "bet 2", "play Q♦", "play 2♠", "play 4♠", "play 2♣", "play 6♣", "play 3♦"]:
        state = state.apply(move)
    return state, 0, "play A♥ ALTA"


EXAMPLES = {
    "skemino": lambda: (skemino_position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0), 0, "8F@a3"),
    "scamorra": lambda: (scamorra_position({"c3": ("South", "sasso"), "d4": ("North", "carta")},
                                           hands=(["re", "torre", "torre"], ["torre", "torre", "torre"]), to_move=0),
                         0, "torre c3-e3"),
    "machiavelli": lambda: (machiavelli_position(["7S 7H 7D 7C", "9D 10D", "2S 5H 8C"], "3C 4C 5C | JD QD KD",
                                                 hands_per_match=1), 0, "draw"),
    "frederik": lambda: (battle_position([["4H", "JH", "9S", "10H", "QH"], ["8D", "QD", "3S", "5H", "KD", "2D"]],
                                         to_move=1, battle_round=2), 1, "pass"),
    "bisca": bisca_trick_too_many,
}


@pytest.fixture(scope="module")
def short_game():
    """A whole Skèmino game between a beginner and an intermediate player, reviewed with few re-deals."""
    return review.review_ladder_game("skemino", 4, ["beginner", "intermediate"], budget=4)


# --- the chance line -----------------------------------------------------------------------------------

def test_the_chance_lines_name_says_every_chance_in_order(short_game):
    plot = review.chance_plot(short_game)
    label = html.unescape(re.search(r'<svg[^>]*role="img"[^>]*aria-label="([^"]*)"', plot).group(1))
    said = re.search(r"in 100: ([\d, ]+)\.", label).group(1)
    assert [int(n) for n in said.split(", ")] == [round(100 * j.chance_played) for j in short_game.judgements]
    assert label.endswith(("You lost the game.", "You won the game.", "You shared the win."))
    for k, j in enumerate(short_game.judgements, 1):
        if j.grade in ("inaccuracy", "mistake", "blunder"):
            assert f"{grade_name(j.grade)} at decision {k}" in label     # as the axis counts them
    assert "<figcaption>" in plot and "fair share" in words_of(plot)[-1], "the caption says what the dashed line is"


def test_every_decision_is_marked_with_its_grade_in_words_and_symbol(short_game):
    plot, listed = review.chance_plot(short_game), review.decision_list(short_game)
    titles = [html.unescape(t) for t in re.findall(r"<title>([^<]*)</title>", plot)]
    items = [html.unescape(re.sub(r"<[^>]+>", "", li)) for li in re.findall(r"<li[^>]*>(.*?)</li>", listed)]
    assert len(titles) == len(items) == len(short_game.judgements) > 0
    for k, (j, title, item) in enumerate(zip(short_game.judgements, titles, items), 1):
        assert title.startswith(f"Decision {k}, move {j.step + 1} of the game: ")
        assert item.startswith(f"Move {j.step + 1} of the game: ")     # the list's own number is the decision's
        for words in (title, item):
            assert f"{GRADE_SYMBOLS[j.grade]} {grade_name(j.grade)}" in words
    costly = [j for j in short_game.judgements if j.grade not in ("best", "good", "forced")]
    for j in costly:
        # a costly decision's symbol is written on the line, beside its stroke
        assert re.search(rf">{re.escape(html.escape(GRADE_SYMBOLS[j.grade]))}</text>", plot)


def test_nothing_a_reader_reads_is_in_notation(short_game, monkeypatch):
    monkeypatch.setattr(review, "_table", lambda reviewed, j: "")       # the engine's own pictures aside
    words = (words_of(review.chance_plot(short_game)) + words_of(review.decision_list(short_game))
             + words_of(review.walk(short_game)))
    bad = [(w, notation_problems(w)) for w in words if notation_problems(w)]
    assert not bad, bad[:5]
    for j in short_game.judgements:
        assert not any(j.played in w or j.best in w for w in words), j.played


def test_the_grades_table_gives_every_grade_its_symbol_name_and_borders():
    table = review.grades_table()
    text = " ".join(words_of(table))
    for grade in GRADES:
        assert f"{GRADE_SYMBOLS[grade]} {grade_name(grade)}" in text
    for _, border in BORDERS:
        assert f"{border:g} points of 100" in text


# --- the walk: the costly decisions pictured ----------------------------------------------------------

@pytest.mark.parametrize("game", sorted(EXAMPLES))
def test_a_costly_move_is_pictured_with_the_move_played_and_the_better_one_in_words(game, monkeypatch):
    state, seat, played = EXAMPLES[game]()
    reviewed = review.review_moves(game, state, [played], seat=seat)
    (judged,) = reviewed.judgements
    assert judged.grade == "blunder"
    drawn = review.stop(reviewed, judged)
    assert 'class="cit-state"' in drawn, "the game's own picture of the table"
    reader = reviewed.reader
    from engine.captions import move_caption

    text = " ".join(words_of(drawn))
    assert f"You chose “{move_caption(state, judged.played, reader)}”" in text
    assert f"Better: {move_caption(state, judged.best, reader)}" in text
    assert judged.reason is not None and judged.reason.text(reader) in text
    monkeypatch.setattr(review, "_table", lambda reviewed, j: "")
    bad = [(w, notation_problems(w)) for w in words_of(review.stop(reviewed, judged)) if notation_problems(w)]
    assert not bad, bad


def test_the_better_square_is_lit_on_skeminos_board():
    state, seat, played = EXAMPLES["skemino"]()
    reviewed = review.review_moves("skemino", state, [played], seat=seat)
    board = review.stop(reviewed, reviewed.judgements[0])
    # the board's square a1 (the better move) carries the star, a3 (the move played) the grade's symbol
    assert re.search(r'aria-label="a1[^"]*".*?>★</text>', board, flags=re.DOTALL)
    assert re.search(r'aria-label="a3[^"]*".*?>\?\?</text>', board, flags=re.DOTALL)


def test_the_walk_stops_at_the_costliest_mistakes_in_game_order_or_says_there_are_none(short_game):
    def judged(step, grade, drop):
        return Judgement(step, "8F@a3", "8F@a1", 0.5, 0.5 + drop / 100, drop, grade)

    made = review.Reviewed(short_game.states, short_game.notations, 0, short_game.names,
                           (judged(0, "blunder", 40), judged(2, "mistake", 12), judged(4, "inaccuracy", 7),
                            judged(6, "blunder", 20), judged(8, "blunder", 60)))
    assert [j.step for j in made.stops(3)] == [0, 6, 8]
    clean = review.Reviewed(short_game.states, short_game.notations, 0, short_game.names,
                            (judged(0, "best", 0), judged(2, "good", 3), judged(4, "inaccuracy", 6)))
    assert clean.stops() == []
    assert "no mistake and no blunder in your 3 decisions" in review.walk(clean)


# --- the coach's figures on the By the numbers pages ----------------------------------------------------

MEASURED = {
    "calibrate": {"decisions": 2000, "games": 200, "engine_version": "0.1.0", "brier": 0.18, "brier_fair_share": 0.25,
                  "same_grade_share": 0.93, "same_grade_ci": [0.91, 0.94], "best_within_good_share": 0.95,
                  "deep_decisions": 500, "factor": 10, "worst_group_gap": 3.2,
                  "calibration": [{"band": [0.0, 0.1], "count": 300, "predicted": 0.05, "won": 0.06,
                                   "won_ci": [0.04, 0.09]},
                                  {"band": [0.1, 0.2], "count": 0},
                                  {"band": [0.9, 1.0], "count": 20, "predicted": 0.95, "won": 0.9,
                                   "won_ci": [0.7, 0.97]}]},
    "strength": {"share": 0.31, "share_ci": [0.25, 0.37], "games": 200, "opponent": "strong", "times_fair": 1.24},
}


def test_the_coachs_figures_are_read_from_its_data_file(tmp_path, monkeypatch):
    monkeypatch.setattr(numbers, "COACH", tmp_path)
    (tmp_path / "bisca.json").write_text(json.dumps(MEASURED))
    chart = numbers.coach_calibration("bisca")
    label = html.unescape(re.search(r'role="img" aria-label="([^"]*)"', chart).group(1))
    assert "0% to 10%: chance 5%, won 6% (4% to 9%), 300 decisions" in label
    assert "90% to 100%: chance 95%, won 90% (70% to 97%), 20 decisions" in label
    assert "10% to 20%" not in label, "an empty group is left out"
    assert "at most 1.0 points" in chart
    facts = " ".join(numbers.coach_facts("bisca"))
    for said in ("2,000 decisions drawn from 200 games", "0.180, against 0.250", "the same grade 93% of the time",
                 "in 95% of 500 decisions", "wins 31% of 200 games (25% to 37%): 1.24 times a fair share"):
        assert said in facts
    assert "not been measured" not in facts and "not been measured" not in chart
    assert "share that game's end" not in chart               # measured before games were named in its rows


def test_a_two_player_games_figures_name_one_opponent(tmp_path, monkeypatch):
    # "one seat among strong players" and "among 1 random player" read wrongly where a seat has one opponent
    assert numbers.beginner_words("scamorra").startswith("A beginner against a random player wins ")
    assert numbers.beginner_words("bisca").startswith("One beginner among 3 random players wins ")
    monkeypatch.setattr(numbers, "COACH", tmp_path)
    (tmp_path / "scamorra.json").write_text(json.dumps(MEASURED))
    facts = " ".join(numbers.coach_facts("scamorra"))
    assert "every turn against a strong computer player, it wins 31% of 200 games (25% to 37%)" in facts
    assert "among" not in facts


def test_chance_alone_is_counted_with_a_players_decisions_sharing_their_games_end_where_measured(tmp_path, monkeypatch):
    monkeypatch.setattr(numbers, "COACH", tmp_path)
    measured = {**MEASURED, "calibrate": {**MEASURED["calibrate"], "worst_gap_if_calibrated": [4.1, 6.3]}}
    (tmp_path / "bisca.json").write_text(json.dumps(measured))
    chart = html.unescape(numbers.coach_calibration("bisca"))
    assert "a coach whose every chance was exactly right would show its worst group about 4.1 points off the line " \
           "(9 times in 10 less than 6.3)" in chart
    assert "share that game's end" not in chart
    measured["calibrate"]["worst_gap_if_calibrated_shared_ends"] = [5.6, 6.3]     # the yardstick said once
    (tmp_path / "bisca.json").write_text(json.dumps(measured))
    chart = html.unescape(numbers.coach_calibration("bisca"))
    assert "counting that a player's decisions in one game share that game's end, a coach whose every chance was " \
           "exactly right would show its worst group about 5.6 points off the line (9 times in 10 less than 6.3)" in chart
    assert "4.1" not in chart and chart.count("less than 6.3") == 1


def test_each_kind_of_players_average_chance_is_set_beside_the_share_it_won(tmp_path, monkeypatch):
    monkeypatch.setattr(numbers, "COACH", tmp_path)
    by_level = {"beginner": {"decisions": 1300, "predicted": 0.52, "won": 0.39, "won_ci": [0.36, 0.42]},
                "strong": {"decisions": 1250, "predicted": 0.61, "won": 0.67, "won_ci": [0.64, 0.7]},
                "?": {"decisions": 3, "predicted": 0.5, "won": 0.5, "won_ci": [0.1, 0.9]}}
    (tmp_path / "bisca.json").write_text(json.dumps({**MEASURED, "calibrate": {**MEASURED["calibrate"],
                                                                              "calibration_by_level": by_level}}))
    facts = " ".join(numbers.coach_facts("bisca"))
    assert ("the share of games won: beginner, 52% against 39% (36% to 42%), 1,300 decisions; strong, 61% against "
            "67% (64% to 70%), 1,250 decisions.") in facts
    assert "?" not in facts, "a row of no level a reader can choose is left out"
    (tmp_path / "bisca.json").write_text(json.dumps(MEASURED))
    assert "by who decided" not in " ".join(numbers.coach_facts("bisca"))      # measured before levels were counted


def test_a_missing_data_file_or_key_is_said_plainly(tmp_path, monkeypatch):
    monkeypatch.setattr(numbers, "COACH", tmp_path)
    assert "has not been measured yet" in numbers.coach_calibration("bisca")
    assert numbers.coach_facts("bisca") == [numbers.translate(numbers.COACH_MISSING)]
    partial = {"calibrate": {k: v for k, v in MEASURED["calibrate"].items()
                             if k not in ("same_grade_share", "best_within_good_share")}}
    partial["calibrate"]["calibration"] = MEASURED["calibrate"]["calibration"][1:]
    (tmp_path / "bisca.json").write_text(json.dumps(partial))
    facts = " ".join(numbers.coach_facts("bisca"))
    assert "under another seed has not been measured yet" in facts
    assert "given more re-deals has not been measured yet" in facts
    assert "Its strength as a player has not been measured yet." in facts
    assert "No group holds 50 decisions yet" in numbers.coach_calibration("bisca")


def test_a_stop_is_numbered_as_the_chance_line_counts_decisions_and_by_its_move_in_the_game(short_game):
    """The chance line's axis counts the seat's decisions (1, 2, 3...); a stop's title says that number too, and
    its move's number in the whole game (once, the title said only the game's "Move 55" beside an axis of 28)."""
    def judged(step, grade, drop):
        return Judgement(step, "8F@a3", "8F@a1", 0.5, 0.5 + drop / 100, drop, grade)

    made = review.Reviewed(short_game.states, short_game.notations, 0, short_game.names,
                           (judged(0, "best", 0), judged(2, "good", 3), judged(4, "blunder", 40)))
    title = re.search(r'<p class="cit-review-stop-title"><strong>([^<]*)</strong>', review.stop(made, made.judgements[2]))
    assert html.unescape(title.group(1)) == "Decision 3 of 3, move 5 of the game: ?? blunder"
    assert "blunder at decision 3" in html.unescape(review.chance_plot(made))
