"""What the coach needs from a game, in one record a game registers with its spec (``GameSpec.coach``).

The coach judges a decision by imagining the game going on: it re-deals what the deciding seat cannot
see (:meth:`~engine.core.GameState.determinize`), plays the move, lets the game continue as its
players would (``policy``) until a point where the position can be scored (``stop``), and scores it
(``evaluate``, a chance-like number) or reads the result if the game ended. A game that registers no
model still gets a coach: random players to the end of the game, which is slow and rough, but right.

``calibration`` turns a scored position into a chance a player can trust. Scores and chances are both
read as log-odds against the fair share ``1 / players`` (``x = logit(score) - logit(fair)``), and the
calibration is an increasing curve through fitted points ``(x, z)``: the chance is ``sigmoid(z(x) +
logit(fair))``, the curve flat beyond its first and last points. It is fitted, as lichess fitted its
winning-chance constant, on games of the ladder's players (``python -m engine.coach fit GAME``:
straight pieces in log-odds, Platt's logistic calibration, that bring the chances closest to the share
of games actually won: two meeting at the fair share, or with ``--pieces P`` P on each side; the pieces'
ends are the points; a curve fitted before the two pieces is one line, its two ends), and a game's
``calibration.py``
keeps the fitted points with the command that made them. No points: the score is the chance. A game
that ended needs no calibration: its result is the chance.

A score can mean different things at different stages of a game (a position scored before the first
card is played says less than one scored near the end), so a game may name its stages (``stage``, from
the state decided in) and have a curve for each: ``calibration`` is then ``{stage: points}``.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..core import GameSpec, GameState
from ..stats import interpolate, logit, sigmoid

# A game's hooks take its own state class: typed ``Any`` here, since a ``Callable`` of ``GameState`` would
# refuse every game's narrower one (parameters are contravariant).
Policy = Callable[[Any, random.Random], Any]
Evaluate = Callable[[Any, int], float]
Stop = Callable[[Any, Any, int], bool]


def random_policy(state: GameState, rng: random.Random) -> Any:
    """Any legal move, at random (the coach's players of a game that names none)."""
    return rng.choice(state.legal_actions())


def fair_share(state: GameState, seat: int) -> float:
    """A seat's chance when nothing is known: a fair share of the table."""
    return 1.0 / state.num_players


def never(start: GameState, now: GameState, seat: int) -> bool:
    """Imagined games are played to their end."""
    return False


def seat_to_move_again(start: GameState, now: GameState, seat: int) -> bool:
    """An imagined game stops when the judged seat is to move again (the others have answered)."""
    return now.current_player == seat


@dataclass(frozen=True)
class CoachModel:
    """How the coach imagines and scores the rest of a game (see the module's docstring).

    - ``policy(state, rng)``: the move the coach's players make in an imagined game (every seat);
    - ``stop(start, now, seat)``: whether an imagined game, begun at ``start``, is scored at ``now``;
    - ``evaluate(state, seat)``: ``seat``'s chance-like score (0..1) of a position where it stopped;
    - ``candidates(state)``: moves worth judging beyond ``legal_actions()`` (a game whose list is a
      sample: Machiavelli's solver finds the lay that puts down the most cards), judged like the rest;
    - ``exact(state, seat, actions)``: each action's chance worked out exactly, where the game allows it,
      else ``None``;
    - ``deals(state, seat)``: every re-deal ``seat`` cannot tell from ``state``, each as likely as the
      others, when they are few enough to play them all (else ``None``): the chances are then counted
      over all of them instead of sampled;
    - ``prefer(state, rng)``: the move recommended among moves the coach cannot tell apart (the same
      chance and the same score before calibration), else the first listed: where a game's scores say
      nothing (La Scamorra's set-up, before any card is played), its own players' choice;
    - ``worlds``: the re-deals a hint uses; a review spends up to ``max_worlds`` where a grade is unsure;
      with more than ``keep`` moves, every move is first tried in ``screen`` worlds and only the ``keep``
      best (and the move played, in a review) go on to all of them;
    - ``stage(state)``: the stage of the game a decision is taken in, when the calibration has a curve
      for each (see the module's docstring);
    - ``calibration``: the fitted points ``(x, z)``, or ``{stage: points}``; ``fitted_by`` says how.
    """

    policy: Policy = random_policy
    stop: Stop = never
    evaluate: Evaluate = fair_share
    candidates: Callable[[Any], Sequence[Any]] | None = None
    exact: Callable[[Any, int, Sequence[Any]], dict[str, float] | None] | None = None
    deals: Callable[[Any, int], list[Any] | None] | None = None
    prefer: Policy | None = None
    worlds: int = 24
    max_worlds: int = 96
    screen: int = 6
    keep: int = 5
    stage: Callable[[Any], str] | None = None
    calibration: tuple[tuple[float, float], ...] | Mapping[str, tuple[tuple[float, float], ...]] = ()
    fitted_by: str = ""
    max_steps: int = 2000
    #: anything else a game keeps for its own hooks (documentation only)
    notes: dict = field(default_factory=dict)

    def stage_of(self, state: GameState) -> str:
        """The stage a decision in ``state`` is taken in ("" for a game that names none)."""
        return self.stage(state) if self.stage is not None else ""

    def chance(self, score: float, players: int, stage: str = "") -> float:
        """A scored position's calibrated chance for a table of ``players``, decided at ``stage``."""
        points = self.calibration.get(stage, ()) if isinstance(self.calibration, Mapping) else self.calibration
        if not points:
            return score
        fair = logit(1.0 / players)
        return sigmoid(interpolate(points, logit(score) - fair) + fair)


#: the model of a game that registers none: random players to the end of the game
DEFAULT_MODEL = CoachModel()


def model_for(spec: GameSpec) -> CoachModel:
    """The coach's model of a registered game (its own, else :data:`DEFAULT_MODEL`)."""
    model = getattr(spec, "coach", None)
    return model if isinstance(model, CoachModel) else DEFAULT_MODEL
