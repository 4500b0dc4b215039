"""The coach: how good was a move, for a game with hidden cards, judged from what its player could see.

For a decision of a seat, :func:`chances` gives every legal move's chance of winning: the cards the
seat cannot see are re-dealt many times (the way bridge sites average over re-dealt hands), each move
is played in every re-deal and the game imagined on by the coach's players (each game says how in its
``coach.py``, registered as ``GameSpec.coach``), and the results are averaged; exact where the game
allows it. :func:`review` judges every decision of a seat in a recorded game and grades each by how
much it lowered the seat's chance (lichess's thresholds: 5, 10 and 15 points of 100). Everything goes
through the game contract, so a new game gets a coach by registering.

>>> from engine import game
>>> state = game("skemino").start(seed=3)
>>> odds = chances(state, state.current_player, budget=4)
>>> len(odds) == len(state.legal_actions())
True

``python -m engine.coach review SAVE.json --seat K`` prints a review in words; ``python -m engine.coach
calibrate GAME --games N --seed S`` measures the coach (see :mod:`engine.coach.measure`).
"""
from .estimate import Estimate, NotADecision, chances, estimate
from .model import DEFAULT_MODEL, CoachModel, model_for, random_policy, seat_to_move_again
from .review import (
    BEST_WITHIN, BORDERS, GRADES, TO_LEARN, Judgement, ReviewRun, accuracy, grade, hint, judge, review, review_states,
    try_again,
)

__all__ = ["chances", "estimate", "Estimate", "NotADecision", "review", "judge", "grade", "accuracy", "Judgement",
           "GRADES", "BORDERS", "BEST_WITHIN", "TO_LEARN", "CoachModel", "DEFAULT_MODEL", "model_for",
           "random_policy", "seat_to_move_again", "ReviewRun", "hint", "try_again", "review_states"]
