"""What one seat of Bisca may see (BI-A10), and the resampling of what it cannot.

>>> from engine.bisca import new_game
>>> view = new_game(players=3, seed=7).view(0).to_dict()
>>> len(view["hands"][0]), view["hands"][1]
(5, [None, None, None, None, None])
"""
from __future__ import annotations

import random

from ..core import SeatView
from .render import render_state
from .state import State


class BiscaView(SeatView[State]):
    """What one seat may see (BI-A10): its own hand, or in the blind round every hand but its own.

    ``player=None`` is a spectator (no hand), :data:`~engine.core.EVERYONE` sees every card.
    """

    def to_dict(self) -> dict:
        s = self.state
        return {
            "viewer": self.player, "round": s.round_index + 1, "hand_size": s.hand_size, "phase": s.phase,
            "dealer": s.dealer, "current_player": s.current_player,
            "hands": [[None if c is None else str(c) for c in h] for h in s.visible_hands(self.player)],
            "bets": list(s.bets), "taken": list(s.taken), "scores": list(s.scores),
            "trick": [[seat, str(c), d] for seat, c, d in s.trick],
            "last_trick": [[seat, str(c), d] for seat, c, d in s.last_trick],
            "allowed_bets": s.allowed_bets(), "round_leader": s.round_leader,
            "last_trick_winner": s.last_trick_winner,
            "rounds": [[r.hand_size, list(r.bets), list(r.taken), list(r.points)] for r in s.rounds],
            "last_event": None if s.last_event is None else s.last_event.to_dict(),
        }

    def _repr_html_(self) -> str:
        return render_state(self.state, viewer=self.player)

    @staticmethod
    def determinize(state: State, player: int, rng: random.Random) -> State:
        """Resample every card ``player`` cannot see, and the future deals (a fresh seed)."""
        unseen = state.unseen_cards(player)
        rng.shuffle(unseen)
        hidden = {seat: [unseen.pop() for _ in state.hands[seat]] for seat in state.hidden_seats(player)}
        return state.with_hidden_hands(player, hidden, rng.getrandbits(32))


__all__ = ["BiscaView"]
