"""A computer player for Machiavelli that uses the exact solver: it lays as many cards as it can.

``GreedyBot`` asks :func:`~engine.machiavelli.hints.best_play` for the largest lay each turn
(rearranging the whole table when that helps) and draws when nothing can be laid. It is much
stronger than the protocol's ``RandomBot`` and, unlike ``SearchBot``, needs no rollouts, so it moves
in a few hundredths of a second. ``seed`` is kept for the common bot signature (the bot is
deterministic).

>>> from engine.machiavelli import position
>>> state = position(["6H 6D 9S", None], "3C 4C 5C 6C")
>>> str(GreedyBot().choose(state))
'play 3C 4C 5C | 6H 6D 6C'
"""
from __future__ import annotations

from .hints import best_play


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0):
        self.seed = seed

    def choose(self, state):
        return best_play(state)


__all__ = ["GreedyBot"]
