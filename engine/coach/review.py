"""A whole game reviewed for one seat: every decision graded by how much it lowered the seat's chance.

The grades are lichess's, on its winning-chance scale: a drop of 5, 10 and 15 points (of 100) makes an
inaccuracy, a mistake and a blunder. Where several moves are as good as each other within the
estimate's noise, any of them is ``best``: a move less than :data:`BEST_WITHIN` points below the best
is graded ``best`` too (see the coach's book page for the measurement behind it).

A review spends more re-deals where a grade is unsure: while the drop lies within two standard errors
of a grade's border, the played and the best moves get more worlds, up to the model's ``max_worlds``.

>>> from engine import skemino
>>> from engine.core import Record
>>> state = skemino.new_game(seed=3)
>>> record = Record.play(state, [state.legal_actions()[0]])
>>> [j.step for j in review(record, state.current_player, budget=4)]
[0]
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Sequence

from ..core import GameState, Record
from ..runner import derived_seed
from ..words import Message, Reader
from . import words
from .estimate import Estimate, add_worlds, estimate, seen_by
from .model import CoachModel, model_for

#: grade names, from the best decision to the worst; ``forced`` is a decision with one move
GRADES = ("best", "good", "inaccuracy", "mistake", "blunder", "forced")
#: a drop (points of 100) below this is still the best move: the estimates cannot tell them apart
BEST_WITHIN = 1.0
#: lichess's borders: below 5 points good, below 10 an inaccuracy, below 15 a mistake, else a blunder
BORDERS = (("good", 5.0), ("inaccuracy", 10.0), ("mistake", 15.0))
#: grades a "Learn from your mistakes" session goes back to (inaccuracies left out, as on lichess)
TO_LEARN = ("mistake", "blunder")


def grade(drop: float, forced: bool = False) -> str:
    """The grade of a decision whose move was ``drop`` points below the best.

    >>> [grade(d) for d in (0, 0.5, 3, 7, 12, 40)], grade(0, forced=True)
    (['best', 'best', 'good', 'inaccuracy', 'mistake', 'blunder'], 'forced')
    """
    if forced:
        return "forced"
    if drop < BEST_WITHIN:
        return "best"
    for name, border in BORDERS:
        if drop < border:
            return name
    return "blunder"


@dataclass(frozen=True)
class Judgement:
    """One decision of a reviewed seat: ``step`` is the index of the state decided in (the move played
    leads to state ``step + 1``), the move ``played`` and the coach's ``best`` (notation), both chances
    (0..1), the ``drop`` in points (0-100), the ``grade`` and the ``reason`` (a message of the words
    layer, or ``None``). ``chances`` holds every judged move's chance; ``worlds`` the re-deals spent
    (0 when the chances were counted exactly)."""

    step: int
    played: str
    best: str
    chance_played: float
    chance_best: float
    drop: float
    grade: str
    reason: Message | None = None
    seat: int = 0
    chances: dict[str, float] = field(default_factory=dict)
    worlds: int = 0
    exact: bool = False

    def to_dict(self, reader: Reader | None = None) -> dict:
        """JSON-ready, for the table and the command line: the reason in ``reader``'s words."""
        data = asdict(self)
        data["reason"] = None if self.reason is None else self.reason.text(reader)
        return data


def _contenders(result: Estimate, base: int) -> list[str]:
    """The moves judged in all the base worlds (a move screened out after a few worlds is not one)."""
    if result.counted is not None or result.deals is not None:
        return list(result.actions)
    return [n for n, v in result.samples.items() if len(v) >= base]


def _unsure(result: Estimate, played: str, contenders: list[str]) -> bool:
    """Whether the played move's grade could change with more worlds: its drop (or the best move's lead)
    lies within two standard errors of a grade's border."""
    chances = result.chances
    best = max(contenders, key=result.order)
    if best == played:
        others = [n for n in contenders if n != played]
        if not others:
            return False
        runner_up = max(others, key=result.order)
        lead = 100.0 * (chances[played] - chances[runner_up])
        return lead < 2 * result.difference_error(played, runner_up)
    drop = 100.0 * (chances[best] - chances[played])
    error = result.difference_error(best, played)
    return any(abs(drop - border) < 2 * error for border in (BEST_WITHIN, *(b for _, b in BORDERS)))


def judged_estimate(state: GameState, seat: int, played: str, *, seed: int, budget: int | None,
                    model: CoachModel) -> tuple[Estimate, list[str]]:
    """The estimate a judgement reads (and the moves that can be the best): every move judged, and with no
    fixed ``budget``, more worlds for the played move and the moves closest to the best while the grade is
    unsure. The calibration is fitted on these same estimates (:func:`engine.coach.measure.fit`)."""
    result = estimate(state, seat, worlds=budget, seed=seed, also=[played], model=model)
    if len(result.actions) == 1:
        return result, list(result.actions)
    contenders = _contenders(result, budget or model.worlds)
    if result.counted is None and result.deals is None and budget is None:
        worlds = result.worlds
        while worlds < model.max_worlds and _unsure(result, played, contenders):
            worlds = min(model.max_worlds, worlds * 2)
            close = sorted(contenders, key=result.order, reverse=True)[:3]
            add_worlds(result, state, seed, worlds, only=list(dict.fromkeys([played, *close])))
    return result, contenders


def judge(state: GameState, seat: int, played: str, *, step: int = 0, seed: int = 0, budget: int | None = None,
          model: CoachModel | None = None) -> Judgement:
    """The judgement of ``seat`` playing ``played`` (notation) in ``state``: every move judged (a few
    worlds for those that are clearly worse), the best among those judged in every world, and the
    played move's drop below it; with no fixed ``budget``, more worlds for the played move and the
    moves closest to the best while the grade is unsure."""
    model = model or model_for(state.spec)
    played = str(state.parse_action(played))
    result, contenders = judged_estimate(state, seat, played, seed=seed, budget=budget, model=model)
    if len(result.actions) == 1:
        chance = result.chances[played]
        return Judgement(step, played, played, chance, chance, 0.0, "forced", None, seat, {played: chance},
                         result.worlds, result.exact)
    chances = result.chances
    best = max(contenders, key=result.order)
    drop = 100.0 * max(0.0, chances[best] - chances[played])
    decided = grade(drop)
    reason = None if decided in ("best", "good") else why(state, seat, best, played, chances, seed, result.exact,
                                                          min(len(result.samples.get(n, ())) for n in (best, played))
                                                          if result.counted is None else 0)
    return Judgement(step, played, best, chances[played], chances[best], round(drop, 2), decided, reason, seat,
                     chances, 0 if result.counted is not None else result.worlds, result.exact)


def why(state: GameState, seat: int, best: str, played: str, chances: dict[str, float], seed: int,
        exact: bool, worlds: int = 0) -> Message:
    """Why the best move was better: the rule of thumb of a computer player that plays it here (their
    own words), else what the re-dealt games said."""
    view = seen_by(state, seat, seed)
    tried = set()
    for name in reversed(list(state.spec.bots)):
        factory = state.spec.bots[name]
        if factory in tried or not hasattr(factory, "decide"):
            continue                        # only rule-of-thumb players say a rule; each asked once
        tried.add(factory)
        bot = state.spec.make_bot(name, seed=derived_seed(seed, "reason"), budget_only=True)
        try:
            choice = bot.choose(view)
        except ValueError:
            continue
        reason = getattr(bot, "last_reason", None) or {}
        if str(choice) == best and reason.get("kind") == "rule":
            return words.RULE_OF_THUMB(rule=reason["rule"])
    won_best, won_played = round(100 * chances[best]), round(100 * chances[played])
    if exact:
        return words.COUNTED(best=won_best, played=won_played)
    return words.RE_DEALT(best=won_best, played=won_played, worlds=worlds)


def decisions(states: Sequence[GameState], notations: Sequence[str], seat: int) -> list[tuple[int, GameState, str]]:
    """``(step, state, played)`` for every decision of ``seat`` among a game's states and the moves
    played between them."""
    return [(step, state, notation) for step, (state, notation) in enumerate(zip(states, notations))
            if state.current_player == seat]


def review_states(states: Sequence[GameState], notations: Sequence[str], seat: int, *, seed: int = 0,
                  budget: int | None = None, progress: Callable[[int, int], Any] | None = None) -> list[Judgement]:
    """:func:`review` of a game given as its states (the first may be a position set up by hand) and
    the notations played between them."""
    states[0].check_seat(seat)
    todo = decisions(states, notations, seat)
    out = []
    for done, (step, state, played) in enumerate(todo, 1):
        out.append(judge(state, seat, played, step=step, seed=derived_seed(seed, step), budget=budget))
        if progress is not None:
            progress(done, len(todo))
    return out


def review(record: Record, seat: int, *, seed: int = 0, budget: int | None = None,
           progress: Callable[[int, int], Any] | None = None) -> list[Judgement]:
    """Every decision of ``seat`` in a recorded game, judged (see :class:`Judgement`); ``budget`` fixes
    the re-deals per decision (none: the model's, with more where a grade is unsure); ``progress(done,
    total)`` is told after each decision. A record that cannot be replayed raises ``CorruptSave``."""
    return review_states(record.states(), record.actions, seat, seed=seed, budget=budget, progress=progress)


def accuracy(judgements: Sequence[Judgement]) -> float | None:
    """lichess's move accuracy averaged over the decisions with a choice (0-100), or ``None``.

    >>> accuracy([Judgement(0, "a", "a", 0.5, 0.5, 0.0, "best")])
    100.0
    """
    drops = [j.drop for j in judgements if j.grade != "forced"]
    if not drops:
        return None
    import math

    return round(sum(max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * d) - 3.1669)) for d in drops) / len(drops), 1)


__all__ = ["GRADES", "BEST_WITHIN", "BORDERS", "TO_LEARN", "Judgement", "grade", "judge", "review", "decisions",
           "accuracy", "why", "review_states", "ReviewRun", "hint", "try_again"]


class ReviewRun:
    """A review done a few decisions at a time, so that a page can show its progress and stop it (the
    reader's browser runs one thing at a time: the table asks for the next slice between its frames).

    >>> from engine import skemino
    >>> from engine.core import play
    >>> states = play(skemino.new_game(seed=3), ["JC@d6"])
    >>> run = ReviewRun(states, ["JC@d6"], seat=states[0].current_player, budget=4)
    >>> run.total, run.done, run.finished
    (1, 0, False)
    >>> run.step(max_decisions=5), run.finished, [j.step for j in run.judgements]
    (True, True, [0])
    """

    def __init__(self, states: Sequence[GameState], notations: Sequence[str], seat: int, *, seed: int = 0,
                 budget: int | None = None):
        states[0].check_seat(seat)
        self.states, self.notations, self.seat = list(states), list(notations), seat
        self.seed, self.budget = seed, budget
        self.todo = decisions(self.states, self.notations, seat)
        self.judgements: list[Judgement] = []

    @property
    def total(self) -> int:
        return len(self.todo)

    @property
    def done(self) -> int:
        return len(self.judgements)

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    def step(self, max_decisions: int = 1, seconds: float | None = None) -> bool:
        """Judge up to ``max_decisions`` more decisions (fewer once ``seconds`` have passed); whether the
        review is finished."""
        import time

        began = time.perf_counter()
        for _ in range(max_decisions):
            if self.finished or seconds is not None and time.perf_counter() - began > seconds:
                break
            step, state, played = self.todo[self.done]
            self.judgements.append(judge(state, self.seat, played, step=step, seed=derived_seed(self.seed, step),
                                         budget=self.budget))
        return self.finished

    def to_learn(self) -> list[Judgement]:
        """The decisions a "Learn from your mistakes" session goes back to: mistakes and blunders."""
        return [j for j in self.judgements if j.grade in TO_LEARN]


def hint(state: GameState, seat: int, *, seed: int = 0, budget: int | None = None) -> list[tuple[str, float]]:
    """Every move of ``seat`` (to move in ``state``) with its chance, the coach's best first."""
    result = estimate(state, seat, worlds=budget, seed=seed)
    chances = result.chances
    return [(move, chances[move]) for move in sorted(chances, key=result.order, reverse=True)]


def try_again(state: GameState, judgement: Judgement, notation: str, *, seed: int = 0) -> tuple[bool, float]:
    """A move tried again at a reviewed decision ("Learn from your mistakes"): whether it lies within the
    good band of the coach's best move there, and its chance. A move the review did not judge (a
    Machiavelli play the list leaves out) is judged now, on the review's own worlds."""
    notation = str(state.parse_action(notation))
    state.check_action(state.parse_action(notation))
    chance = judgement.chances.get(notation)
    if chance is None:
        # both moves on the same worlds: their difference is what the band is about
        result = estimate(state, judgement.seat, worlds=judgement.worlds or None, seed=seed,
                          only=[notation, judgement.best])
        gap = result.chances[judgement.best] - result.chances[notation]
        chance = max(0.0, judgement.chance_best - max(0.0, gap))
    return 100.0 * (judgement.chance_best - chance) < BORDERS[0][1], chance
