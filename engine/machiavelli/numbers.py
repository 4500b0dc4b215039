"""Machiavelli's own figures for engine/simulate.py: how each hand ended (a player laid the last card,
or the stock ran out) and how many cards a turn lays."""
from __future__ import annotations

from .state import State


class Facts:
    """Told every turn: the cards that left the mover's hand for the table."""

    def __init__(self, start: State):
        self.laid: dict[int, int] = {}

    def step(self, before: State, after: State) -> None:
        seat = before.current_player
        if seat is None:
            return
        held = len(before.hands[seat])
        if after.hand_index == before.hand_index and not after.is_terminal():
            laid = max(0, held - len(after.hands[seat]))
        else:  # the hand ended on this turn: a closer laid every card, a draw from an empty stock laid none
            laid = held if after.history and after.history[-1].closer == seat else 0
        self.laid[laid] = self.laid.get(laid, 0) + 1

    def result(self, final: State) -> dict:
        endings = {"closed": 0, "stock ran out": 0}
        for record in final.history:
            endings["closed" if record.closer is not None else "stock ran out"] += 1
        return {"endings": endings, "histograms": {"cards_laid_per_turn": dict(sorted(self.laid.items()))}}
