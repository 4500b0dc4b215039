"""How the coach imagines a game of Skèmino: the opponent answers as the intermediate player would, and
the position is then scored by the best move it leaves (:func:`~engine.skemino.bots.next_move_value`, the
strong player's own yardstick: a win at once, a move that hands no win over, corners and centres).

Its curve has a stage per number of cards in the mover's hand: with five or four cards the best move's
score says little of the end (decisions scored 0.85 won anywhere from 14 % to 87 % of their games, by
who played them), with the last card it says much more, so one curve for all stretched the first and
flattened the second. The figures behind it: data/coach/skemino.json and the book's By the numbers page.
"""
from __future__ import annotations

from .calibration import FITTED_BY, POINTS
from ..coach.model import CoachModel, seat_to_move_again
from .bots import intermediate_policy, next_move_value
from .state import State


def stage(state: State) -> str:
    """How many cards the mover holds ("1 card" to "5 cards")."""
    held = len(state.hands[state.current_player]) if state.current_player is not None else 0
    return "1 card" if held <= 1 else f"{min(held, 5)} cards"

COACH = CoachModel(policy=intermediate_policy, stop=seat_to_move_again, evaluate=next_move_value, worlds=12,
                   max_worlds=48, screen=4, keep=4, stage=stage,
                   calibration=POINTS, fitted_by=FITTED_BY)
