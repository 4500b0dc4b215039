"""A decision's chances, estimated from what the deciding seat can see.

For each re-deal ("world") of the cards the seat cannot see, every move is played in that same world
and the game imagined on with the same dice (the same random numbers), so moves are compared on equal
terms and their difference is known far better than either chance alone. The true state is read only
through :meth:`~engine.core.GameState.determinize`: the moves judged, the worlds and the imagined games
all come from re-deals, so two states the seat cannot tell apart get the same chances under one seed.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..core import GameState
from ..runner import derived_seed
from .model import CoachModel, model_for


class NotADecision(ValueError):
    """The coach was asked about a seat that has no decision to make now."""


@dataclass
class Estimate:
    """Every judged move's chance of winning for ``seat`` (0..1), with the evidence behind it.

    ``samples[notation]`` holds one value per world (the same worlds for every move, in order): the
    seat's result where the imagined game ended (``ended``), else the model's score of where it was
    stopped. A move's chance is the ended games' results with the scored ones turned into a chance by
    the model's calibration (:meth:`CoachModel.chance`). The difference between two moves has a paired
    standard error (:meth:`difference_error`). ``counted`` holds chances worked out exactly by the game;
    ``deals`` every re-deal there is, when the game could list them all (then each is played once and
    the chances are counted over all of them, with no sampling error).
    """

    seat: int
    players: int
    model: CoachModel
    actions: dict[str, Any]
    samples: dict[str, list[float]] = field(default_factory=dict)
    ended: dict[str, list[bool]] = field(default_factory=dict)
    counted: dict[str, float] | None = None
    deals: list[GameState] | None = None
    stage: str = ""
    #: the model's choice among moves it cannot tell apart (:attr:`CoachModel.prefer`)
    preferred: str | None = None
    #: the chances as last worked out, with the samples' count they were worked out from: ranking the
    #: moves asks for every chance once per move, and samples only grow
    _worked_out: tuple[int, dict[str, float]] | None = field(default=None, repr=False, compare=False)

    @property
    def worlds(self) -> int:
        """The re-deals the moves were judged in (the most any move had: a screened-out move had fewer)."""
        return 0 if self.counted is not None else max((len(v) for v in self.samples.values()), default=0)

    @property
    def exact(self) -> bool:
        """Counted over every re-deal, or every imagined game ended: no sampling of the unseen cards."""
        return self.counted is not None or self.deals is not None or all(all(e) for e in self.ended.values())

    def chance_of(self, notation: str, upto: int | None = None) -> float:
        """One move's chance over its first ``upto`` worlds (all by default)."""
        if self.counted is not None:
            return self.counted[notation]
        values = self.samples[notation][:upto]
        ended = self.ended[notation][:upto]
        scored = [v for v, e in zip(values, ended) if not e]
        total = sum(v for v, e in zip(values, ended) if e)
        if scored:
            total += len(scored) * self.model.chance(sum(scored) / len(scored), self.players, self.stage)
        return total / len(values)

    @property
    def chances(self) -> dict[str, float]:
        return dict(self._current())

    def _current(self) -> dict[str, float]:
        if self.counted is not None:
            return self.counted
        count = sum(len(v) for v in self.samples.values())
        if self._worked_out is None or self._worked_out[0] != count:
            self._worked_out = (count, {n: self.chance_of(n) for n, v in self.samples.items() if v})
        return self._worked_out[1]

    def raw(self, notation: str) -> float:
        """A move's mean over its worlds before calibration (it breaks ties where the calibration's curve
        is flat: two positions both scored as sure wins are not equally sure)."""
        if self.counted is not None:
            return self.counted[notation]
        values = self.samples[notation]
        return sum(values) / len(values)

    def order(self, notation: str) -> tuple[float, float, bool]:
        """What ranks moves: the chance, then the score before calibration, then the model's preference."""
        return (round(self._current()[notation], 12), self.raw(notation), notation == self.preferred)

    def best(self) -> str:
        """The move with the highest chance among those judged in the most worlds (the higher score
        before calibration among equals, then the model's preferred move, then the first listed)."""
        most = self.worlds
        return max((n for n in self.actions if self.counted is not None or len(self.samples[n]) == most),
                   key=self.order)

    def drop(self, notation: str) -> float:
        """How many points (0-100) below the best move ``notation``'s chance is."""
        chances = self.chances
        return 100.0 * max(0.0, chances[self.best()] - chances[notation])

    def difference_error(self, first: str, second: str) -> float:
        """The standard error, in points, of the difference between two moves' chances (paired by world;
        the scored worlds' values taken through the calibration's slope at their mean)."""
        if self.counted is not None or self.deals is not None:
            return 0.0
        a, b = self._on_chance_scale(first), self._on_chance_scale(second)
        diffs = [x - y for x, y in zip(a, b)]
        n = len(diffs)
        if n < 2:
            return 100.0
        mean = sum(diffs) / n
        return 100.0 * math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)

    def _on_chance_scale(self, notation: str) -> list[float]:
        values, ended = self.samples[notation], self.ended[notation]
        scored = [v for v, e in zip(values, ended) if not e]
        if not scored:
            return list(values)
        mean = sum(scored) / len(scored)
        low, high = max(0.0, mean - 1e-4), min(1.0, mean + 1e-4)
        slope = (self.model.chance(high, self.players, self.stage) - self.model.chance(low, self.players, self.stage)) / (high - low)
        centre = self.model.chance(mean, self.players, self.stage)
        return [v if e else centre + slope * (v - mean) for v, e in zip(values, ended)]


def check_decision(state: GameState, seat: int) -> None:
    """``NotADecision`` (a ``ValueError``) unless ``seat`` is at the table and is to move now."""
    state.check_seat(seat)
    if state.is_terminal():
        raise NotADecision("the game is over: there is no decision to judge")
    if state.current_player != seat:
        raise NotADecision(f"seat {seat} has no decision now: seat {state.current_player} is to move")


def seen_by(state: GameState, seat: int, seed: int) -> GameState:
    """A state ``seat`` cannot tell from ``state``: what the coach lists the moves of."""
    return state.determinize(seat, random.Random(derived_seed(seed, "view")))


def judged_moves(view: GameState, model: CoachModel, also: Sequence[str] = ()) -> dict[str, Any]:
    """The moves to judge: the legal ones, the model's own candidates, and ``also`` (notation: a move
    played that the list leaves out), by notation."""
    moves: dict[str, Any] = {}
    for action in view.legal_actions():
        moves.setdefault(str(action), action)
    if model.candidates is not None:
        for action in model.candidates(view):
            moves.setdefault(str(action), action)
    for notation in also:
        if notation not in moves:
            action = view.parse_action(notation)
            view.check_action(action)
            moves[str(action)] = action
    return moves


def imagine(start: GameState, state: GameState, seat: int, model: CoachModel,
            rng: random.Random) -> tuple[float, bool]:
    """The game imagined on from ``state`` by the model's players until it ends (``(the seat's result,
    True)``) or the model stops it (``(the model's score, False)``)."""
    for _ in range(model.max_steps):
        if state.is_terminal():
            return state.returns()[seat], True
        if model.stop(start, state, seat):
            break
        state = state.apply_trusted(model.policy(state, rng))
    if state.is_terminal():
        return state.returns()[seat], True
    return model.evaluate(state, seat), False


def add_worlds(estimate: Estimate, state: GameState, seed: int, upto: int, only: Sequence[str] | None = None) -> None:
    """Play the moves (``only`` those, if given) in worlds ``len(samples)`` to ``upto - 1``. World ``w``
    and its dice come from ``(seed, w)`` alone, so worlds added later are the same worlds for every move."""
    seat, model = estimate.seat, estimate.model
    names = list(only) if only is not None else list(estimate.actions)
    for name in names:
        estimate.samples.setdefault(name, [])
        estimate.ended.setdefault(name, [])
    start = min(len(estimate.samples[n]) for n in names)
    if estimate.deals is not None:
        upto = len(estimate.deals)
    for w in range(start, upto):
        if estimate.deals is not None:
            world = estimate.deals[w]
        else:
            world = state.determinize(seat, random.Random(derived_seed(seed, "world", w)))
        dice = derived_seed(seed, "dice", w)
        for name in names:
            if len(estimate.samples[name]) > w:
                continue
            value, ended = imagine(world, world.apply_trusted(estimate.actions[name]), seat, model, random.Random(dice))
            estimate.samples[name].append(value)
            estimate.ended[name].append(ended)


def estimate(state: GameState, seat: int, *, worlds: int | None = None, seed: int = 0, also: Sequence[str] = (),
             only: Sequence[str] | None = None, model: CoachModel | None = None) -> Estimate:
    """Every move's chance for ``seat``, which is to move in ``state``, over ``worlds`` re-deals (the
    model's budget by default); ``also`` adds moves the legal list leaves out (by notation), ``only``
    judges those moves alone (by notation)."""
    check_decision(state, seat)
    model = model or model_for(state.spec)
    view = seen_by(state, seat, seed)
    moves = judged_moves(view, model, also)
    if only is not None:
        moves = {n: moves[n] if n in moves else view.parse_action(n) for n in only}
    result = Estimate(seat, state.num_players, model, moves, stage=model.stage_of(view))
    if len(moves) > 1 and model.prefer is not None:
        result.preferred = str(model.prefer(view, random.Random(derived_seed(seed, "prefer"))))
    if len(moves) > 1 and model.exact is not None:
        counted = model.exact(view, seat, list(moves.values()))
        if counted is not None:
            result.counted = counted
            return result
    if len(moves) > 1 and model.deals is not None:
        result.deals = model.deals(view, seat)
    worlds = worlds or model.worlds
    if result.deals is None and len(moves) > model.keep and model.screen < worlds:
        # every move in a few worlds first; the best few (and the moves asked for) in all of them
        add_worlds(result, state, seed, model.screen)
        kept = sorted(result.actions, key=result.order, reverse=True)[: model.keep]
        add_worlds(result, state, seed, worlds, only=list(dict.fromkeys([*kept, *also])))
        return result
    add_worlds(result, state, seed, worlds)
    return result


def chances(state: GameState, seat: int, *, budget: int | None = None, seed: int = 0) -> dict[str, float]:
    """For a decision of ``seat`` (it is to move), every legal move's notation mapped to ``seat``'s
    chance of winning (0 to 1, a shared win counted as in ``returns()``) if it plays that move and the
    game goes on as the coach's players would play it, estimated over ``budget`` re-deals of what
    ``seat`` cannot see (the game's coach model says how many by default).

    >>> from engine import skemino
    >>> state = skemino.new_game(seed=3)
    >>> odds = chances(state, state.current_player, budget=4)
    >>> set(odds) == {str(a) for a in state.legal_actions()} and all(0 <= p <= 1 for p in odds.values())
    True
    """
    return estimate(state, seat, worlds=budget, seed=seed).chances
