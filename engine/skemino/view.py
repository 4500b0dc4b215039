"""What a seat of Skèmino sees: everything but the order of the deck (SK-A28), and the resampling of it.

>>> from engine.skemino import new_game
>>> view = new_game(seed=16).view(0).to_dict()
>>> "deck" in view, view["deck_size"]
(False, 29)
"""
from __future__ import annotations

import random

from ..core import SeatView
from .hints import hand_badges
from .render import render_board, render_state
from .state import State


class SkeminoView(SeatView[State]):
    """What a seat (or a spectator, ``player=None``) sees: everything but the deck's order (SK-A28);
    ``view(EVERYONE)`` sees the deck too."""

    def to_dict(self) -> dict:
        data = self.state.to_dict()
        if not self.sees_all:
            data.pop("deck")
            data.pop("seed")  # the seed would reveal the deck's order
        data["deck_size"] = len(self.state.deck)
        data["viewer"] = self.player
        return data

    def _repr_html_(self) -> str:
        return render_state(self.state, self.player, badges=hand_badges(self.state))

    def _repr_svg_(self) -> str:
        return render_board(self.state)

    @staticmethod
    def determinize(state: State, player: int, rng: random.Random) -> State:
        """Both hands are public (SK-A28): only the order of the deck is resampled."""
        deck = sorted(state.deck, key=str)     # the re-deal depends on the rng alone, not on the true order
        rng.shuffle(deck)
        return state.evolve(deck=tuple(deck))


__all__ = ["SkeminoView"]
