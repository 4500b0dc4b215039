"""How the coach imagines a game of La Scamorra: the opponent answers as the intermediate player would,
and the position is then scored as the strong player scores it (:func:`~engine.scamorra.bots.position_value`:
points ahead, pieces on the board, a capture in hand, weighed by how many cards are left).
"""
from __future__ import annotations

from .calibration import FITTED_BY, POINTS
from ..coach.model import CoachModel, seat_to_move_again
from .bots import intermediate_policy, position_value

COACH = CoachModel(policy=intermediate_policy, stop=seat_to_move_again, evaluate=position_value, worlds=24,
                   max_worlds=96,
                   calibration=POINTS, fitted_by=FITTED_BY)
