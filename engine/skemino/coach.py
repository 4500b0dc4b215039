"""How the coach imagines a game of Skèmino: the opponent answers as the intermediate player would, and
the position is then scored by the best move it leaves (:func:`~engine.skemino.bots.next_move_value`, the
strong player's own yardstick: a win at once, a move that hands no win over, corners and centres).
"""
from __future__ import annotations

from .calibration import FITTED_BY, POINTS
from ..coach.model import CoachModel, seat_to_move_again
from .bots import intermediate_policy, next_move_value

COACH = CoachModel(policy=intermediate_policy, stop=seat_to_move_again, evaluate=next_move_value, worlds=12,
                   max_worlds=48, screen=4, keep=4,
                   calibration=POINTS, fitted_by=FITTED_BY)
