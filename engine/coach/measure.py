"""How good the coach is, measured on games of the ladder's players.

Games are dealt from a seed and played by the computer players a person can choose (beginner,
intermediate, strong), each seat's level drawn at random for each game, so the coach is measured on the
mix of players it will meet. From each game, ``per_game`` decisions with a choice are drawn at random
(every seat, every stage of the game alike), and for each one:

- **calibration**: the coach's chance of the move played, against the share of that game the seat
  actually won; grouped in tenths of chance, each group's mean chance should match its share won, and
  the Brier score is set beside always predicting a fair share;
- **sure of itself**: the decision's grade under two seeds (re-deals and dice of their own);
- **right about the best move**: the coach's best move, judged by the coach with ``factor`` times as many
  re-deals, lies within the good band (5 points) of that larger judgement's best;
- **strong**: a seat that plays the coach's best move every turn, among the game's strong players.

The calibration itself (:meth:`CoachModel.chance`'s two figures) is fitted by :func:`fit` on games of
another seed than those it is measured on.
"""
from __future__ import annotations

import random
import sys
import time
from dataclasses import dataclass, replace
from typing import Any, Callable, Sequence

from ..core import Record, game as game_spec
from ..runner import derived_seed, map_in_order, play_game
from ..stats import (brier, calibration_table, logit, mixed_piecewise_fit, wilson, worst_gap,
                     worst_gap_by_chance)
from .estimate import estimate, judged_moves, seen_by
from .model import CoachModel, model_for
from .review import BORDERS, judge, judged_estimate

#: the levels a person chooses among: the coach is measured on games between them
PLAYED_LEVELS = ("beginner", "intermediate", "strong")


@dataclass(frozen=True)
class Decision:
    """One decision drawn from a measured game: the game's record, the step decided in, the seat, the
    move it played and the share of the game it won in the end."""

    record: Record
    step: int
    seat: int
    played: str
    outcome: float
    level: str


def ladder_game(game: str, index: int, seed: int, players: int | None = None) -> tuple[Record, list[str], list[float]]:
    """Game ``index`` of a measurement: its record, each seat's level, each seat's share of the win."""
    spec = game_spec(game)
    players = players or spec.default_players
    rng = random.Random(derived_seed(seed, "levels", index))
    levels = [rng.choice([n for n in PLAYED_LEVELS if n in spec.bots]) for _ in range(players)]
    start = spec.start(seed=derived_seed(seed, "deal", index), players=players)
    bots = [spec.make_bot(name, derived_seed(seed, "bot", index, s), budget_only=True) for s, name in enumerate(levels)]
    played = play_game(start, bots)
    returns = list(played.state.returns())
    total = sum(returns)
    shares = [r / total for r in returns] if total > 0 else [1 / players] * players
    return Record.of(start, played.notations), levels, shares


def game_decisions(game: str, index: int, seed: int, per_game: int) -> list[Decision]:
    """Up to ``per_game`` decisions with a choice drawn at random from game ``index``.

    Where a game's coach adds candidates to the listed moves (Machiavelli's solver lay), telling whether a
    lone listed move hides a choice costs a solver's call, for most steps of a game: there the steps are
    looked at in a random order until ``per_game`` choices are found, the same draw (every set of that many
    choices alike likely) for a few calls instead of one a step. Elsewhere every choice is listed first."""
    record, levels, shares = ladder_game(game, index, seed)
    model = model_for(game_spec(game))
    states = record.states()[:-1]

    def has_choice(step: int) -> bool:
        state = states[step]
        seat = state.current_player
        assert seat is not None
        view = seen_by(state, seat, 0)
        # a listed choice settles it; only a lone listed move needs the model's candidates
        return len(view.legal_actions()) > 1 or len(judged_moves(view, model, [record.actions[step]])) > 1

    rng = random.Random(derived_seed(seed, "pick", index))
    if model.candidates is None:
        choices = [step for step in range(len(states)) if has_choice(step)]
        picked = rng.sample(choices, min(per_game, len(choices)))
    else:
        order = list(range(len(states)))
        rng.shuffle(order)
        picked = []
        for step in order:
            if len(picked) == per_game:
                break
            if has_choice(step):
                picked.append(step)
    seats = [state.current_player for state in states]
    return [Decision(record, step, seat, record.actions[step], shares[seat], levels[seat])
            for step in sorted(picked) if (seat := seats[step]) is not None]


def _map(function: Callable, jobs: Sequence, workers: int, what: str = "") -> list:
    """``function`` of every job, in order; with ``what``, a line on stderr at each tenth of the jobs done
    (a measurement runs for hours: its log says how far it has come)."""
    began = time.perf_counter()
    tenths = {len(jobs) * k // 10 for k in range(1, 11)} if what else set()

    def progress(done: int, total: int) -> None:
        if done in tenths:
            print(f"{what}: {done} of {total} ({time.perf_counter() - began:.0f} s)", file=sys.stderr, flush=True)

    return map_in_order(function, jobs, workers, progress)


def _decisions_job(job: tuple) -> list[Decision]:
    return game_decisions(*job)


def draw_decisions(game: str, games: int, seed: int, per_game: int, workers: int = 1) -> list[Decision]:
    """``per_game`` decisions from each of ``games`` measured games."""
    chunks = _map(_decisions_job, [(game, k, seed, per_game) for k in range(games)], workers,
                  f"{game}: games played and their decisions drawn")
    return [d for chunk in chunks for d in chunk]


# --- fitting the calibration ---------------------------------------------------------------------

def _raw_job(job: tuple) -> list[tuple[float, int, float, int, float, int, str]]:
    """For each decision: the played move's scored values' mean and count, the ended games' results' sum
    and count, the outcome and the table's size (the coach's model with no calibration)."""
    game, decisions, seed = job
    model = replace(model_for(game_spec(game)), calibration=())
    out = []
    for d in decisions:
        state = d.record.states()[d.step]
        # the estimate a review's judgement reads, so that the curve is fitted on what it will be applied to
        result, _ = judged_estimate(state, d.seat, str(state.parse_action(d.played)), seed=derived_seed(seed, d.step),
                                    budget=None, model=model)
        if result.counted is not None:
            continue                    # counted exactly: no score to calibrate
        values, ended = result.samples[d.played], result.ended[d.played]
        scored = [v for v, e in zip(values, ended) if not e]
        out.append((sum(scored) / len(scored) if scored else 0.5, len(scored),
                    sum(v for v, e in zip(values, ended) if e), sum(ended), d.outcome, state.num_players,
                    result.stage))
    return out


def knots_of(xs: Sequence[float], pieces: int) -> list[float]:
    """Where a stage's curve may bend: its lowest and highest score, the fair share (``x = 0``) where
    scores fall on both sides of it, and between them, on each side, the points that split that side's
    scores into ``pieces`` groups of as many scores each (one closer than 0.05 to a knot already there
    is left out).

    >>> knots_of([-2, -1, -0.5, 0.5, 1, 3], 2)
    [-2, -1, 0.0, 1, 3]
    >>> knots_of([0.5, 1, 2], 3)
    [0.5, 2]
    """
    low, high = min(xs), max(xs)
    if not low < 0 < high:
        return [low, high] if high > low else [low, low + 0.05]
    knots = [low, 0.0, high]
    below, above = sorted(x for x in xs if x < 0), sorted(x for x in xs if x > 0)
    for inner in (side[len(side) * i // pieces] for side in (below, above) for i in range(1, pieces)):
        if all(abs(inner - knot) > 0.05 for knot in knots):
            knots.append(inner)
    return sorted(knots)


def fit(game: str, games: int = 400, seed: int = 101, per_game: int = 5, workers: int = 1, pieces: int = 1,
        max_slope: float = 3.0) -> dict:
    """The calibration points of ``game``: ``per_game`` decisions drawn from each of ``games`` games (of
    another seed than the measurement's), the played move judged as a review judges it but with no
    calibration, and the curve that makes the coach's chance of each decision closest to the share of the
    game its seat went on to win, by stage of the game.

    The chance a review gives is a mix: the imagined games that ended count their results, the others
    their score through the curve (:meth:`~engine.coach.estimate.Estimate.chance_of`). So a decision
    whose share ``b`` of imagined games was scored (mean score ``m``) and whose ended ones add ``a`` says
    ``outcome = a + b * curve(m)``, and the curve is the one that makes these closest to the outcomes
    (least squares of the chances themselves). The curve is increasing, straight in log-odds between its
    knots (Platt's logistic calibration, as lichess's winning-chance curve, where ``pieces`` is 1), which
    keeps apart moves scored apart; it bends at the fair share and, with ``pieces`` above 1, at the
    points splitting each side's scores into that many groups (:func:`knots_of`). (One line for both
    sides, as first fitted, left Skèmino's chances below the fair share too low and above it too high:
    measured on 3,995 decisions of 800 other games, its worst group gap 8.9 points with one line, 6.1
    with two pieces, Brier 0.1790 and 0.1786.) (An isotonic fit, tried first, pooled most scores into a
    few flat steps: every move of a step got one chance, and the coach could no longer tell them apart.)
    Each piece rises at most ``max_slope`` in log-odds for one of score: a score that barely varies at a
    stage must not be stretched into sure wins and losses; where a stage's scores, narrow as they are,
    do part winners from losers (the first tricks of a Bisca round), a steeper bound lets the curve say so."""
    decisions = draw_decisions(game, games, seed, per_game, workers)
    model = model_for(game_spec(game))
    by_game: dict[int, list[Decision]] = {}
    for d in decisions:
        by_game.setdefault(d.record.seed, []).append(d)
    jobs = [(game, ds, seed) for ds in by_game.values()]
    rows = [r for chunk in _map(_raw_job, jobs, workers, f"{game}: games' decisions scored") for r in chunk]
    curves = fit_curves(rows, game_spec(game).default_players, pieces, max_slope)
    calibration: Any = curves[""] if list(curves) == [""] else curves
    return {"game": game, "calibration": calibration, "decisions": len(rows),
            "used": sum(1 for r in rows if r[1]), "games": games, "seed": seed, "per_game": per_game,
            "worlds": model.worlds, "pieces": pieces, "max_slope": max_slope}


def fit_curves(rows: Sequence[tuple], players: int, pieces: int = 1,
               max_slope: float = 3.0) -> dict[str, list[tuple[float, float]]]:
    """Each stage's curve from :func:`_raw_job`'s rows (see :func:`fit`), its points rounded."""
    # a decision whose imagined games all ended says nothing about the curve
    usable: dict[str, list[tuple[float, float, float, float]]] = {}
    for mean, scored, won_ended, ended, outcome, seats, stage in rows:
        if scored:
            n = scored + ended
            usable.setdefault(stage, []).append((logit(mean) - logit(1 / seats), outcome, won_ended / n, scored / n))
    fair = logit(1 / players)
    curves = {}
    for stage, points in sorted(usable.items()):
        xs = [p[0] for p in points]
        found = mixed_piecewise_fit(xs, [p[1] for p in points], [p[2] for p in points], [p[3] for p in points],
                                    knots_of(xs, pieces), fair, max_slope=max_slope)
        curves[stage] = [(round(x, 3), round(z, 3)) for x, z in found]
    return curves


# --- measuring -----------------------------------------------------------------------------------

def _judge_job(job: tuple) -> list[dict]:
    game, decisions, seeds, factor = job
    model = model_for(game_spec(game))
    out = []
    # each game's states replayed once for all its decisions (a long Machiavelli match took longer to replay
    # than to judge)
    replayed: dict[int, list] = {}
    for d in decisions:
        if id(d.record) not in replayed:
            replayed[id(d.record)] = d.record.states()
        state = replayed[id(d.record)][d.step]
        began = time.process_time()
        first = judge(state, d.seat, d.played, step=d.step, seed=derived_seed(seeds[0], d.step))
        spent = time.process_time() - began
        second = judge(state, d.seat, d.played, step=d.step, seed=derived_seed(seeds[1], d.step))
        row = {"game": d.record.seed, "step": d.step, "seat": d.seat, "level": d.level, "outcome": d.outcome, "chance": first.chance_played,
               "grade": first.grade, "grade_again": second.grade, "best": first.best, "seconds": spent,
               "options": len(first.chances), "exact": first.exact}
        if factor:
            deep = estimate(state, d.seat, worlds=factor * model.worlds, seed=derived_seed(seeds[0], "deep", d.step),
                            also=[d.played, first.best])
            chances = deep.chances
            row["deep_drop_of_best"] = 100.0 * (max(chances.values()) - chances[first.best])
        out.append(row)
    return out


def measure(game: str, games: int = 200, seed: int = 202, per_game: int = 10, workers: int = 1,
            deep_every: int = 0, factor: int = 10) -> dict:
    """The coach's figures on ``per_game`` decisions of ``games`` measured games (see the module's
    docstring); every ``deep_every``-th game's decisions are also judged with ``factor`` times the
    re-deals (0: none)."""
    decisions = draw_decisions(game, games, seed, per_game, workers)
    by_game: dict[int, list[Decision]] = {}
    for d in decisions:
        by_game.setdefault(d.record.seed, []).append(d)
    jobs = [(game, ds, (seed, seed + 1), factor if deep_every and k % deep_every == 0 else 0)
            for k, ds in enumerate(by_game.values())]
    rows = [r for chunk in _map(_judge_job, jobs, workers, f"{game}: games' decisions judged") for r in chunk]
    return summarise(game, rows, games=games, seed=seed, per_game=per_game, factor=factor)


def summarise(game: str, rows: list[dict], **settings: Any) -> dict:
    """The figures of :func:`measure` from its rows."""
    spec = game_spec(game)
    predictions = [r["chance"] for r in rows]
    outcomes = [r["outcome"] for r in rows]
    players = spec.default_players
    table = calibration_table(predictions, outcomes)
    worst = worst_gap(table)
    by_chance = worst_gap_by_chance(predictions)
    # a player's decisions in one game share its end: the same null, one end per (game, seat)
    shared = None
    if rows and all("game" in r for r in rows):
        ordered = sorted(rows, key=lambda r: (r["game"], r["seat"], r["step"]))
        shared = worst_gap_by_chance([r["chance"] for r in ordered], together=[(r["game"], r["seat"]) for r in ordered])
    counted = [g for g in table if g["count"] >= 50]
    inside = sum(1 for g in counted if g["won_ci"][0] <= g["predicted"] <= g["won_ci"][1])
    same = sum(1 for r in rows if r["grade"] == r["grade_again"])
    deep = [r for r in rows if "deep_drop_of_best" in r]
    good_band = BORDERS[0][1]
    right = sum(1 for r in deep if r["deep_drop_of_best"] < good_band)
    seconds = sorted(r["seconds"] for r in rows)
    grades: dict[str, int] = {}
    by_level: dict[str, dict[str, int]] = {}
    # the chance predicted and the share won by each kind of player: the coach imagines the rest of the
    # game played as its own players would, so a weaker player's chances may run high, a stronger's low
    level_sums: dict[str, list[float]] = {}
    for r in rows:
        who = r.get("level", "?")
        grades[r["grade"]] = grades.get(r["grade"], 0) + 1
        level = by_level.setdefault(who, {})
        level[r["grade"]] = level.get(r["grade"], 0) + 1
        sums = level_sums.setdefault(who, [0, 0.0, 0.0])
        sums[0] += 1
        sums[1] += r["chance"]
        sums[2] += r["outcome"]
    return {
        "game": game, "players": players, "decisions": len(rows), **settings,
        "calibration": table, "worst_group_gap": None if worst is None else round(100 * worst, 1),
        "worst_gap_if_calibrated": [round(100 * g, 1) for g in by_chance],
        **({"worst_gap_if_calibrated_shared_ends": [round(100 * g, 1) for g in shared]} if shared else {}),
        "groups_inside_interval": [inside, len(counted)],
        "brier": round(brier(predictions, outcomes), 4),
        "brier_fair_share": round(brier([1 / players] * len(outcomes), outcomes), 4),
        "same_grade_share": round(same / len(rows), 4), "same_grade_ci": [round(x, 4) for x in wilson(same, len(rows))],
        "deep_decisions": len(deep), "best_within_good_share": round(right / len(deep), 4) if deep else None,
        "grades": grades, "grades_by_level": {level: by_level[level] for level in sorted(by_level)},
        "calibration_by_level": {level: {"decisions": n, "predicted": round(p / n, 4), "won": round(w / n, 4),
                                         "won_ci": [round(x, 4) for x in wilson(w, n)]}
                                 for level, (n, p, w) in sorted(level_sums.items())},
        "seconds_median": round(seconds[len(seconds) // 2], 4), "seconds_worst": round(seconds[-1], 4),
    }


# --- strength ------------------------------------------------------------------------------------

class CoachPlayer:
    """A computer player that plays the coach's best move every turn (a hint taken every time)."""

    name = "coach"

    def __init__(self, seed: int = 0, worlds: int | None = None):
        self.seed = seed
        self.worlds = worlds
        self.moves = 0

    def choose(self, state):
        seat = state.current_player
        result = estimate(state, seat, worlds=self.worlds, seed=derived_seed(self.seed, self.moves))
        self.moves += 1
        return result.actions[result.best()]


def _strength_job(job: tuple) -> dict:
    game, index, seed, opponent = job
    spec = game_spec(game)
    players = spec.default_players
    coach_seat = index % players
    start = spec.start(seed=derived_seed(seed, "deal", index), players=players)
    bots: list[Any] = [spec.make_bot(opponent, derived_seed(seed, "bot", index, s), budget_only=True)
                       for s in range(players)]
    bots[coach_seat] = CoachPlayer(seed=derived_seed(seed, "coach", index))
    played = play_game(start, bots)
    returns = list(played.state.returns())
    total = sum(returns)
    share = returns[coach_seat] / total if total > 0 else 1 / players
    return {"share": share, "coach_seconds": played.times[coach_seat]}


def strength(game: str, games: int = 100, seed: int = 303, opponent: str = "strong", workers: int = 1) -> dict:
    """One seat playing the coach's best move among ``opponent`` players, in turn in every seat: its
    share of the wins, as a multiple of a fair share, with a Wilson interval."""
    spec = game_spec(game)
    results = _map(_strength_job, [(game, k, seed, opponent) for k in range(games)], workers,
                   f"{game}: games with the coach played")
    won = sum(r["share"] for r in results)
    fair = 1 / spec.default_players
    low, high = wilson(won, games)
    times = sorted(t for r in results for t in r["coach_seconds"])
    return {"game": game, "games": games, "seed": seed, "opponent": opponent, "share": round(won / games, 4),
            "share_ci": [round(low, 4), round(high, 4)], "times_fair": round(won / games / fair, 3),
            "times_fair_ci": [round(low / fair, 3), round(high / fair, 3)],
            "move_seconds_median": round(times[len(times) // 2], 4) if times else None,
            "move_seconds_worst": round(times[-1], 4) if times else None}


__all__ = ["PLAYED_LEVELS", "Decision", "ladder_game", "game_decisions", "draw_decisions", "fit", "measure",
           "summarise", "strength", "CoachPlayer", "CoachModel"]


def describe(figures: dict) -> str:
    """Figures of :func:`measure` or :func:`strength` in a few lines (``make bench`` prints these)."""
    game = figures["game"]
    if "times_fair" in figures:
        low, high = figures["times_fair_ci"]
        return (f"{game}  coach's best move every turn, one seat among {figures['opponent']} players, "
                f"{figures['games']} games: {100 * figures['share']:.0f}% of the wins = {figures['times_fair']:.2f}x "
                f"a fair share [{low:.2f}-{high:.2f}]; a move takes {1000 * figures['move_seconds_median']:.0f} ms "
                f"(median), {1000 * figures['move_seconds_worst']:.0f} ms at worst (CPU, CPython)")
    lines = [f"{game}  coach measured on {figures['decisions']} decisions of {figures['games']} games "
             f"(seed {figures['seed']}, {figures['per_game']} a game)"]
    lines.append(f"{game}    calibration, chance predicted vs share won, by tenths (groups of 50 or more):")
    for row in figures["calibration"]:
        if row["count"]:
            mark = "" if row["count"] >= 50 else "  (fewer than 50)"
            lines.append(f"{game}      {row['band'][0]:.1f}-{row['band'][1]:.1f}: {row['count']:5d} decisions, "
                         f"predicted {100 * row['predicted']:5.1f}, won {100 * row['won']:5.1f} "
                         f"[{100 * row['won_ci'][0]:.0f}-{100 * row['won_ci'][1]:.0f}]{mark}")
    lines.append(f"{game}    worst gap in a group of 50 or more: {figures['worst_group_gap']} points (goal: 5); Brier "
                 f"{figures['brier']} (always a fair share: {figures['brier_fair_share']})")
    if "worst_gap_if_calibrated" in figures:
        median, high = figures["worst_gap_if_calibrated"]
        inside, counted = figures["groups_inside_interval"]
        lines.append(f"{game}    a perfectly calibrated coach would show by chance a worst gap of {median} points on "
                     f"these decisions (median; 9 draws in 10 under {high}); groups whose share won's 95% interval "
                     f"holds the prediction: {inside} of {counted}")
    if "worst_gap_if_calibrated_shared_ends" in figures:
        median, high = figures["worst_gap_if_calibrated_shared_ends"]
        lines.append(f"{game}    the same when a player's decisions in one game share its end (as they do): "
                     f"{median} points (median; 9 draws in 10 under {high})")
    lines.append(f"{game}    same grade under another seed: {100 * figures['same_grade_share']:.1f}% (goal: 90%)")
    if figures.get("best_within_good_share") is not None:
        lines.append(f"{game}    best move within the good band of 10x the re-deals: "
                     f"{100 * figures['best_within_good_share']:.1f}% of {figures['deep_decisions']} (goal: 90%)")
    lines.append(f"{game}    a decision judged in {1000 * figures['seconds_median']:.0f} ms (median), "
                 f"{1000 * figures['seconds_worst']:.0f} ms at worst (CPU, CPython); grades: "
                 + ", ".join(f"{k} {v}" for k, v in sorted(figures['grades'].items())))
    for level, row in figures.get("calibration_by_level", {}).items():
        low, high = row["won_ci"]
        lines.append(f"{game}    the {level} player's decisions: {row['decisions']}, chance predicted "
                     f"{100 * row['predicted']:.1f} on average, share won {100 * row['won']:.1f} [{100 * low:.0f}-{100 * high:.0f}]")
    for level, grades in figures.get("grades_by_level", {}).items():
        judged = sum(grades.values())
        lines.append(f"{game}      by the {level} player: {judged} decisions, "
                     + ", ".join(f"{k} {100 * v / judged:.0f}%" for k, v in sorted(grades.items())))
    return "\n".join(lines)
