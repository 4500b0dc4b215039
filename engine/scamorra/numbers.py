"""La Scamorra's own figures for engine/simulate.py: how the game ended (cappotto, points, a draw on
points, a series) and how the seat holding the initiative fared after choosing to place or to move first."""
from __future__ import annotations

from .state import State


class Facts:
    """Remembers the first deal's initiative and who placed first (SC-10, SC-11)."""

    def __init__(self, start: State):
        self.initiative = start.initiative
        self.places_first: int | None = start.places_first

    def step(self, before: State, after: State) -> None:
        if self.places_first is None and after.places_first is not None:
            self.places_first = after.places_first

    def result(self, final: State) -> dict:
        outcome = final.outcome
        assert outcome is not None
        ending = "draw on points" if outcome.winner is None else outcome.kind
        returns = final.returns()
        facts: dict = {"endings": {ending: 1}}
        if self.places_first is not None:
            choice = "placed first" if self.places_first == self.initiative else "moved first"
            facts["tallies"] = {"initiative_holder_wins": {choice: [returns[self.initiative], 1]}}
            facts["values"] = {"placer_first_share": returns[self.places_first]}
        return facts
