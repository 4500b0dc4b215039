"""How the coach imagines a game of La Scamorra: the opponent answers as the intermediate player would,
and the position is then scored as the strong player scores it (:func:`~engine.scamorra.bots.position_value`:
points ahead, pieces on the board, a capture in hand, weighed by how many cards are left). Before the
first card is played (choosing who places first, placing the pieces) the imagined game goes on, every
seat placing as the intermediate player would, until the judged seat has its first card to play: a
placement is worth what it leads to. That score hardly ever tells one placement from another (no lead,
every piece on the board, seldom a capture within reach: the fitted set-up curve gives every one about
the same chance), so among moves it cannot tell apart the coach recommends the intermediate player's
(the piece set facing one it beats, near the centre), not the first listed (a corner): the coach playing
its own best moves was weaker than the strong player until it did.
"""
from __future__ import annotations

from ..coach.model import CoachModel
from .bots import intermediate_policy, position_value
from .calibration import FITTED_BY, POINTS
from .state import State

SETUP = ("choose", "place")


def stage(state: State) -> str:
    """``setup`` before the first card is played, then ``play``."""
    return "setup" if state.phase in SETUP else "play"


def _stop(start: State, now: State, seat: int) -> bool:
    return now.current_player == seat and now.phase not in SETUP


COACH = CoachModel(policy=intermediate_policy, stop=_stop, evaluate=position_value, stage=stage, worlds=24,
                   max_worlds=96, prefer=intermediate_policy, calibration=POINTS, fitted_by=FITTED_BY)
