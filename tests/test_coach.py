"""The coach (engine/coach): positions built by hand where the answer is known, the coach never reading a
hidden card, reviews of recorded games, bad requests, and the command line."""
from __future__ import annotations

import importlib
import json
import math
import random
import re
from itertools import combinations
from pathlib import Path

import pytest

import engine
from engine import InvalidSeat, Record
from engine.bisca import rules as bisca_rules
from engine.bisca.bots import intermediate_policy as bisca_intermediate
from engine.bisca import position as bisca_position
from engine.coach import (
    BEST_WITHIN, DEFAULT_MODEL, GRADES, NotADecision, ReviewRun, chances, estimate, grade, hint, judge, model_for, review,
    try_again,
)
from engine.coach.__main__ import main as coach_main, read_record
from engine.frederik import battle_position
from engine.machiavelli import position as machiavelli_position
from engine.scamorra import position as scamorra_position
from engine.skemino import position as skemino_position
from tests.load import module_at

ROOT = Path(__file__).resolve().parents[1]
GAMES = [spec.name for spec in engine.games()]


# --- grades --------------------------------------------------------------------------------------

def test_grades_follow_lichess_borders_in_points_of_100():
    assert [grade(d) for d in (0.0, BEST_WITHIN - 0.01, BEST_WITHIN, 4.99, 5.0, 9.99, 10.0, 14.99, 15.0, 80.0)] == \
        ["best", "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]
    assert grade(50.0, forced=True) == "forced"
    assert set(GRADES) == {"best", "good", "inaccuracy", "mistake", "blunder", "forced"}


# --- a missed immediate win is a blunder -----------------------------------------------------------

def _missed(state, seat: int, winning: str, missed: str) -> None:
    odds = chances(state, seat, budget=8)
    assert odds[winning] == 1.0, odds
    judged = judge(state, seat, missed, budget=8)
    assert judged.best == winning and judged.chance_best == 1.0
    assert judged.grade == "blunder" and judged.drop >= 15
    assert judged.reason is not None and judged.reason.text()


def test_skemino_last_card_on_a_free_vertex_missed_is_a_blunder():
    # SK-43: Bianco's last card laid on a free vertex wins at once; laid elsewhere, the game goes on
    state = skemino_position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0)
    _missed(state, 0, "8F@a1", "8F@a3")


def test_skemino_coach_remembers_answers_and_scores_only_where_the_deck_cannot_change_them():
    # the coach's imagined answer and score are remembered by the position without the deck's order: in
    # re-deals of one decision they must be what working them out afresh gives
    from engine.skemino import coach as skemino_coach
    from engine.skemino.bots import next_move_value
    from engine.coach.measure import game_decisions
    from engine.skemino.state import State as SkeminoState
    checked = 0
    for decision in game_decisions("skemino", 3, 77, 4):
        state = decision.record.states()[decision.step]
        for w in range(3):
            world = state.determinize(decision.seat, random.Random(w))
            for action in world.legal_actions()[:6]:
                after = world.apply_trusted(action)
                assert isinstance(after, SkeminoState)
                if after.is_terminal():
                    continue
                reply = skemino_coach.toughest_reply(after)
                answered = after.apply_trusted(reply)
                assert isinstance(answered, SkeminoState)
                remembered = (str(reply), skemino_coach.position_score(answered, decision.seat))
                skemino_coach._replies.clear()
                skemino_coach._scores.clear()
                assert remembered == (str(skemino_coach.toughest_reply(after)), next_move_value(answered, decision.seat))
                checked += 1
    assert checked >= 20


def test_scamorra_cappotto_missed_is_a_blunder():
    # SC-35: the re takes North's last piece on the board: cappotto
    state = scamorra_position({"c3": ("South", "sasso"), "d4": ("North", "carta")},
                              hands=(["re", "torre", "torre"], ["torre", "torre", "torre"]), to_move=0)
    _missed(state, 0, "re c3-d4", "torre c3-e3")


def test_machiavelli_closing_lay_missed_is_a_blunder():
    # MA-16: in the match's last hand, laying the whole hand closes it and wins the match; after a draw,
    # Bruno can close by adding 9♦ 10♦ to the run of diamonds
    state = machiavelli_position(["7S 7H 7D 7C", "9D 10D", "2S 5H 8C"], "3C 4C 5C | JD QD KD", hands_per_match=1)
    odds = chances(state, 0, budget=8)
    closing = "play 3C 4C 5C | JD QD KD | 7S 7H 7D 7C"
    assert closing in odds, "the close is judged although the table's list of moves leaves it out"
    _missed(state, 0, closing, "draw")


def test_frederik_last_battle_turn_where_one_steal_makes_the_best_hand():
    # FP-22: on the game's last turn only stealing the Q♥ gives Bruno the best hand (a flush of diamonds
    # cannot be made otherwise; every other move leaves Anna's hearts ahead)
    state = battle_position([["4H", "JH", "9S", "10H", "QH"], ["8D", "QD", "3S", "5H", "KD", "2D"]],
                            to_move=1, battle_round=2)
    steal = "steal_high K♦ Q♥ with 5♥ Q♦"
    odds = chances(state, 1, budget=8)
    assert odds[steal] == 1.0
    assert all(p < 1.0 for move, p in odds.items() if move != steal)
    _missed(state, 1, steal, "pass")


# --- Bisca: the last tricks counted out ------------------------------------------------------------

def _bisca_endgame():
    """The last round's last two tricks: each of two players holds two cards, Anna (seat 0) leads."""
    cards = ["6D", "6C", "5H", "9D", "QH", "JC", "JS", "KC", "2S", "QC"]
    state = bisca_position([cards[:5], cards[5:]], round_index=8, first_bidder=0, seed=12)
    while not (len(state.hands[0]) == len(state.hands[1]) == 2 and state.current_player == 0 and not state.trick):
        state = state.apply_trusted(bisca_intermediate(state))
    return state


def test_bisca_last_tricks_are_counted_out_and_match_an_independent_count():
    state = _bisca_endgame()
    seen = {str(c) for c in state.hands[0]} | {str(c) for c in state.played}
    unseen = [c for c in bisca_rules.DECK if str(c) not in seen]
    expected = {}
    for action in state.legal_actions():
        wins = 0.0
        hands = list(combinations(unseen, 2))
        for hand in hands:
            world = state.evolve(hands=(state.hands[0], tuple(hand)))
            world = world.apply(action)
            while not world.is_terminal():
                world = world.apply(bisca_intermediate(world))
            wins += world.returns()[0]
        expected[str(action)] = wins / len(hands)
    result = estimate(state, 0)
    assert result.exact and result.deals is not None and len(result.deals) == math.comb(len(unseen), 2)
    assert result.chances.keys() == expected.keys()
    for move, chance in result.chances.items():
        assert chance == pytest.approx(expected[move], abs=1e-12)
    assert len(set(expected.values())) == 2, "the two leads differ, so the count tells them apart"


# --- what the coach may see ----------------------------------------------------------------------

def _midgame(name: str, seed: int = 4, steps: int = 7):
    spec = engine.game(name)
    state = spec.start(seed=seed)
    bots = [spec.make_bot("intermediate", seat, budget_only=True) for seat in range(state.num_players)]
    done = 0
    while done < steps or len(model_moves(state)) < 2:
        state = state.apply_trusted(bots[state.current_player].choose(state))
        done += 1
    return state


def model_moves(state):
    from engine.coach.estimate import judged_moves, seen_by

    return judged_moves(seen_by(state, state.current_player, 0), model_for(state.spec))


@pytest.mark.parametrize("name", GAMES)
def test_the_coach_never_reads_a_hidden_card(name):
    state = _midgame(name)
    seat = state.current_player
    twin = state.determinize(seat, random.Random(99))          # the same for this seat, other hidden cards
    assert twin.to_json() != state.to_json(), "the twin differs in what the seat cannot see"
    assert chances(state, seat, budget=4, seed=3) == chances(twin, seat, budget=4, seed=3)


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_a_coach_and_its_chances_are_chances(name):
    state = _midgame(name, seed=11)
    odds = chances(state, state.current_player, budget=4, seed=1)
    legal = {str(a) for a in state.legal_actions()}
    assert legal <= set(odds) and all(0.0 <= p <= 1.0 for p in odds.values())
    assert model_for(state.spec) is state.spec.coach is not None


def test_a_game_without_a_model_is_coached_by_random_players_to_the_end():
    state = skemino_position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0)
    result = estimate(state, 0, worlds=8, model=DEFAULT_MODEL)
    assert result.chances["8F@a1"] == 1.0 and result.chances["8F@a3"] < 1.0
    assert all(all(result.ended[move]) for move in result.actions), "random players play every game to its end"


def test_the_same_seed_gives_the_same_chances_and_another_seed_other_worlds():
    state = _midgame("bisca", seed=2, steps=12)
    seat = state.current_player
    first = estimate(state, seat, worlds=6, seed=1)
    assert first.samples == estimate(state, seat, worlds=6, seed=1).samples
    assert first.samples != estimate(state, seat, worlds=6, seed=2).samples


# --- reviews ---------------------------------------------------------------------------------------

def _short_record(name: str = "skemino", seed: int = 6) -> Record:
    spec = engine.game(name)
    start = spec.start(seed=seed)
    bots = [spec.make_bot("beginner", seat) for seat in range(start.num_players)]
    state, notations = start, []
    while not state.is_terminal():
        action = bots[state.current_player].choose(state)
        notations.append(str(action))
        state = state.apply_trusted(action)
    return Record.of(start, notations)


def test_a_review_judges_exactly_the_seats_decisions():
    record = _short_record()
    states = record.states()
    for seat in (0, 1):
        judged = review(record, seat, budget=4)
        assert [j.step for j in judged] == [k for k, s in enumerate(states[:-1]) if s.current_player == seat]
        for j in judged:
            assert j.played == record.actions[j.step] and j.seat == seat
            assert j.grade == ("forced" if len(j.chances) == 1 else grade(j.drop))
            assert j.chance_best >= j.chance_played and j.drop == pytest.approx(100 * (j.chance_best - j.chance_played),
                                                                                  abs=0.01)
            assert json.loads(json.dumps(j.to_dict()))["played"] == j.played


def test_a_forced_move_is_graded_forced():
    lone = machiavelli_position(["2S 9H", None, None], "", hands_per_match=1)
    only = lone.legal_actions()
    assert [str(a) for a in only] == ["draw"] and judge(lone, 0, "draw").grade == "forced"


# --- bad requests ----------------------------------------------------------------------------------

def test_a_seat_with_no_decision_is_told_so():
    state = skemino_position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0)
    with pytest.raises(NotADecision, match="seat 1 has no decision now: seat 0 is to move"):
        chances(state, 1)
    with pytest.raises(InvalidSeat):
        chances(state, 5)
    with pytest.raises(NotADecision, match="the game is over"):
        chances(state.apply("8F@a1"), 0)


def test_a_move_that_is_not_legal_is_refused_by_its_rule():
    state = skemino_position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0)
    with pytest.raises(engine.IllegalAction, match="SK-"):
        judge(state, 0, "2C@a1")


# --- the command line -------------------------------------------------------------------------------

def test_the_command_line_reviews_a_saved_game_in_words(tmp_path, capsys):
    record = _short_record()
    save = tmp_path / "game.json"
    save.write_text(json.dumps({"record": json.loads(record.to_json()), "seats": ["human", "beginner"],
                                "names": []}))
    assert coach_main(["review", str(save), "--seat", "0"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    decisions = sum(1 for s in record.states()[:-1] if s.current_player == 0)
    assert len(lines) == decisions + 1
    assert lines[0].startswith("Move ") and "in 100" in lines[0]
    assert lines[-1].startswith(f"Decisions judged: {decisions}.")
    assert not any("@" in line for line in lines), "moves are said in words, not in notation"


def test_the_command_line_refuses_a_damaged_save_and_a_wrong_seat(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert coach_main(["review", str(bad), "--seat", "0"]) == 2
    assert "not a saved game" in capsys.readouterr().err
    good = tmp_path / "good.json"
    good.write_text(_short_record().to_json())
    assert coach_main(["review", str(good), "--seat", "7"]) == 2
    assert "--seat 7 is not at this table" in capsys.readouterr().err
    assert read_record(good.read_text()).game == "skemino"


# --- the table's pieces: a review in slices, a hint, a move tried again ---------------------------------

def test_a_review_in_slices_gives_the_same_judgements_as_at_once():
    record = _short_record(seed=9)
    run = ReviewRun(record.states(), list(record.actions), 0, budget=4)
    slices = 0
    while not run.step(max_decisions=1):
        slices += 1
    assert slices == run.total - 1 and run.done == run.total
    assert run.judgements == review(record, 0, budget=4)


def test_learning_from_a_mistake_accepts_the_winning_move_and_refuses_the_mistake_again():
    state = skemino_position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0)
    judged = judge(state, 0, "8F@a3")
    assert try_again(state, judged, "8F@a1") == (True, 1.0)
    accepted, chance = try_again(state, judged, "8F@a3")
    assert not accepted and chance == judged.chance_played
    with pytest.raises(engine.IllegalAction):
        try_again(state, judged, "2C@a1")


def test_a_hint_puts_the_best_move_first():
    state = scamorra_position({"c3": ("South", "sasso"), "d4": ("North", "carta")},
                              hands=(["re", "torre", "torre"], ["torre", "torre", "torre"]), to_move=0)
    moves = hint(state, 0, budget=4)
    assert moves[0] == ("re c3-d4", 1.0) and [p for _, p in moves] == sorted((p for _, p in moves), reverse=True)


# --- among moves the coach cannot tell apart -------------------------------------------------------

def test_among_moves_it_cannot_tell_apart_the_coach_recommends_its_models_preferred_move():
    from engine.coach import CoachModel
    state = engine.game("skemino").start(seed=3)
    seat = state.current_player
    assert seat is not None
    last = str(state.legal_actions()[-1])
    flat = CoachModel(stop=lambda start, now, seat: True, evaluate=lambda state, seat: 0.5)
    assert estimate(state, seat, worlds=2, model=flat).best() == str(state.legal_actions()[0])
    preferring = CoachModel(stop=lambda start, now, seat: True, evaluate=lambda state, seat: 0.5,
                            prefer=lambda state, rng: state.legal_actions()[-1])
    result = estimate(state, seat, worlds=2, model=preferring)
    assert result.best() == last and len(set(result.chances.values())) == 1


def test_a_scamorra_placement_the_score_cannot_judge_is_the_intermediate_players():
    # before the first card every placement scores alike; the coach recommends the piece set facing one it
    # beats, near the centre, as the intermediate player places it, not the first square listed
    from engine.scamorra.bots import intermediate_policy as scamorra_intermediate
    state = engine.game("scamorra").start(seed=5)
    while state.phase != "place":
        state = state.apply(scamorra_intermediate(state))
    seat = state.current_player
    assert seat is not None
    rule = str(scamorra_intermediate(state))
    moves = hint(state, seat)
    assert moves[0][0] == rule and moves[0][0] != str(state.legal_actions()[0])
    corner = judge(state, seat, str(state.legal_actions()[0]))
    assert corner.best == rule and corner.grade == "best"


def test_the_measurements_grades_are_counted_by_the_level_of_the_player_who_decided():
    from engine.coach.measure import describe, summarise
    rows = [{"chance": c, "outcome": o, "grade": g, "grade_again": g, "seconds": 0.01, "level": level}
            for c, o, g, level in [(0.9, 1.0, "best", "strong"), (0.2, 0.0, "blunder", "beginner"),
                                   (0.4, 1.0, "good", "beginner"), (0.6, 0.0, "best", "beginner")]]
    figures = summarise("bisca", rows, games=2, seed=1, per_game=2)
    assert figures["grades_by_level"] == {"beginner": {"blunder": 1, "good": 1, "best": 1}, "strong": {"best": 1}}
    assert "by the beginner player: 3 decisions, best 33%, blunder 33%, good 33%" in describe(figures)


def test_the_measurement_sets_each_kind_of_players_predicted_chance_beside_the_share_it_won():
    """A coach that imagines every player as good as its own overrates a beginner: seen by level, not overall."""
    from engine.coach.measure import describe, summarise
    rows = [{"chance": 0.5, "outcome": outcome, "grade": "best", "grade_again": "best", "seconds": 0.01, "level": level}
            for level, outcomes in [("beginner", [0.0, 0.0, 0.0, 1.0]), ("strong", [1.0, 1.0, 1.0, 0.0])]
            for outcome in outcomes]
    figures = summarise("skemino", rows, games=4, seed=1, per_game=2)
    beginner, strong = figures["calibration_by_level"]["beginner"], figures["calibration_by_level"]["strong"]
    assert (beginner["decisions"], beginner["predicted"], beginner["won"]) == (4, 0.5, 0.25)
    assert strong["won"] == 0.75 and strong["won_ci"][0] < 0.75 < strong["won_ci"][1]
    assert "the beginner player's decisions: 4, chance predicted 50.0 on average, share won 25.0" in describe(figures)


def test_chance_alone_is_measured_again_with_a_players_decisions_in_one_game_sharing_its_end():
    """60 games, 10 decisions of each player: 120 ends, not 1,200, so a perfect coach's worst group strays further."""
    from engine.coach.measure import describe, summarise
    rng = random.Random(4)
    rows = [{"game": game, "seat": seat, "step": step, "chance": chance, "outcome": float(rng.random() < chance),
             "grade": "best", "grade_again": "best", "seconds": 0.01, "level": "strong"}
            for game in range(60) for seat in (0, 1) for step, chance in enumerate([0.3 + 0.04 * seat] * 10)]
    figures = summarise("scamorra", rows, games=60, seed=1, per_game=20)
    apart, shared = figures["worst_gap_if_calibrated"], figures["worst_gap_if_calibrated_shared_ends"]
    assert shared[0] > apart[0] and shared[1] > apart[1]
    assert f"share its end (as they do): {shared[0]} points" in describe(figures)
    older = summarise("scamorra", [{k: v for k, v in r.items() if k != "game"} for r in rows], games=60, seed=1,
                      per_game=20)
    assert "worst_gap_if_calibrated_shared_ends" not in older      # rows measured before games were named


def test_a_fitted_calibration_is_an_increasing_curve_in_two_pieces_meeting_at_the_fair_share():
    from engine.coach.measure import fit
    fitted = fit("skemino", games=10, per_game=4, seed=1)    # both kinds of curve among its stages
    curves = fitted["calibration"]
    assert {len(points) for points in curves.values()} == {2, 3}
    for stage, points in curves.items():
        xs, zs = [x for x, _ in points], [z for _, z in points]
        assert xs == sorted(xs) and zs == sorted(zs), (stage, points)
        if xs[0] < 0 < xs[-1]:
            assert len(points) == 3 and xs[1] == 0.0, (stage, points)
        else:
            assert len(points) == 2, (stage, points)


def test_a_curve_of_three_pieces_a_side_follows_a_bend_that_two_pieces_miss():
    """Games whose share won rises steeply near the fair share and levels off on both sides (an S in
    log-odds): the curve with three pieces a side follows it, the two pieces meeting at the fair share
    cannot, and both stay increasing and pass through their knots."""
    from random import Random

    from engine.coach.measure import fit_curves, knots_of
    from engine.stats import interpolate, logit, sigmoid
    truth = [(-3.0, -2.8), (-0.8, -2.2), (0.0, 0.0), (0.8, 2.2), (3.0, 2.8)]
    rng, fair = Random(8), logit(0.5)
    rows = []
    for _ in range(3000):
        x = rng.uniform(-3, 3)
        won = 1.0 if rng.random() < sigmoid(interpolate(truth, x) + fair) else 0.0
        rows.append((sigmoid(x + fair), 24, 0.0, 0, won, 2, "play"))
    error = {}
    for pieces in (1, 3):
        points = fit_curves(rows, 2, pieces)["play"]
        xs, zs = [x for x, _ in points], [z for _, z in points]
        assert xs == [round(k, 3) for k in knots_of([logit(r[0]) for r in rows], pieces)]
        assert zs == sorted(zs) and len(points) == 1 + 2 * pieces, points
        error[pieces] = max(abs(interpolate(points, x / 10) - interpolate(truth, x / 10)) for x in range(-30, 31))
    assert error[3] < 0.5 < error[1], error


@pytest.mark.parametrize("name, index, seed", [("bisca", 0, 7), ("machiavelli", 2, 202)])
def test_a_measured_games_decisions_are_every_one_with_a_choice_and_no_forced_one(name, index, seed):
    """Asked for more decisions than a game holds, the measurement draws each with more than one move to
    judge (the legal ones, the model's candidates and the move played), and never a forced one; in
    Machiavelli, steps whose list holds one move are drawn where the solver's lay adds a choice."""
    from engine.coach.estimate import judged_moves, seen_by
    from engine.coach.measure import game_decisions, ladder_game
    record, levels, shares = ladder_game(name, index, seed)
    states = record.states()[:-1]
    with_choice, lone_listed = [], set()
    for step, state in enumerate(states):
        seat = state.current_player
        assert seat is not None
        view = seen_by(state, seat, 0)
        if len(judged_moves(view, model_for(state.spec), [record.actions[step]])) > 1:
            with_choice.append(step)
            if len(view.legal_actions()) == 1:
                lone_listed.add(step)
    assert 0 < len(with_choice) < len(states), "the game holds forced moves and free ones"
    assert bool(lone_listed) == (name == "machiavelli")
    drawn = game_decisions(name, index, seed, per_game=10_000)
    assert [d.step for d in drawn] == with_choice
    assert all(d.played == record.actions[d.step] and d.outcome == shares[d.seat] and d.level == levels[d.seat]
               for d in drawn)
    few = [d.step for d in game_decisions(name, index, seed, per_game=3)]
    assert len(few) == 3 and few == sorted(set(few)) and set(few) <= set(with_choice), "three of the choices"


def test_a_long_measurement_says_on_stderr_how_far_it_has_come(capsys):
    from engine.coach.measure import _map
    assert _map(abs, list(range(-20, 0)), 1, "skemino: games played") == list(range(20, 0, -1))
    lines = capsys.readouterr().err.splitlines()
    assert [line.split(" (")[0] for line in lines] == [f"skemino: games played: {k} of 20" for k in range(2, 21, 2)]
    assert _map(abs, [-1, -2], 1) == [1, 2] and capsys.readouterr().err == "", "silent unless told what it does"


def test_make_coach_runs_the_commands_that_made_the_committed_coach_files():
    """`make coach` (tools/make_coach.py) makes again what is committed: each game's fit, calibration and
    strength command, as its calibration file and figures file name them (the number of processes aside)."""
    make_coach = module_at("make_coach", ROOT / "tools" / "make_coach.py")

    def without_workers(command: str) -> str:
        return re.sub(r" --workers \d+", "", command)

    for spec in engine.games():
        planned = {args[0]: without_workers("python -m engine.coach " + " ".join(args))
                   for args in make_coach.commands(spec.name)}
        fitted = importlib.import_module(f"engine.{spec.name}.calibration").FITTED_BY
        figures = json.loads((ROOT / "data" / "coach" / f"{spec.name}.json").read_text())
        made = {"fit": fitted, "calibrate": figures["calibrate"]["command"], "strength": figures["strength"]["command"]}
        assert planned == {verb: without_workers(command) for verb, command in made.items()}, spec.name
