"""Bisca's own figures for engine/simulate.py: how often a bet of each size is met, and whether a
game ends with one winner or a shared victory."""
from __future__ import annotations

from .state import State


class Facts:
    """Read at the end of a game from its rounds' records (every bet and trick count is kept there)."""

    def __init__(self, start: State):
        self.players = start.players

    def step(self, before: State, after: State) -> None:
        pass  # the rounds' records say it all at the end

    def result(self, final: State) -> dict:
        met: dict[str, list[int]] = {}
        for record in final.rounds:
            for bet, taken in zip(record.bets, record.taken):
                pair = met.setdefault(str(bet), [0, 0])
                pair[0] += int(bet == taken)
                pair[1] += 1
        best = max(final.scores)
        shared = sum(1 for s in final.scores if s == best) > 1
        return {"endings": {"shared victory" if shared else "one winner": 1}, "tallies": {"bet_met": met}}
