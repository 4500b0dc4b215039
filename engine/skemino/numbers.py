"""Skèmino's own figures for engine/simulate.py: which of the four victories ended the game (SK-A31),
or a draw."""
from __future__ import annotations

from .state import State


class Facts:
    def __init__(self, start: State):
        pass

    def step(self, before: State, after: State) -> None:
        pass  # the outcome says it at the end

    def result(self, final: State) -> dict:
        outcome = final.outcome
        assert outcome is not None
        return {"endings": {"draw" if outcome.winner is None else outcome.kind: 1}}
