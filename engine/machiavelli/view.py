"""What one seat of Machiavelli may see (MA-A13): the table, its own hand, the size of the others' hands and of the
tallone; and the resampling of what it cannot see.
"""
from __future__ import annotations

import random

from ..core import SeatView
from .render import render_state
from .rules import sort_hand
from .state import State


class MachiavelliView(SeatView[State]):
    """What one seat may see: the table, its own hand, the size of the others' hands and of the tallone.

    ``player=None`` is a spectator, who sees no hand; :data:`~engine.core.EVERYONE` sees every hand (never the
    tallone's order).

    >>> from engine import EVERYONE
    >>> from engine.machiavelli import new_game
    >>> view = new_game(players=3, seed=1).view(EVERYONE).to_dict()
    >>> [len(h) for h in view["hands"]], view["my_hand"], view["stock_count"]
    ([13, 13, 13], None, 65)
    """

    def to_dict(self) -> dict:
        s = self.state
        seat = self.player if isinstance(self.player, int) else None
        return {
            "viewer": self.player, "hand": s.hand_index + 1, "hands_per_match": s.options.hands_per_match,
            "dealer": s.dealer, "current_player": s.current_player, "opening": s.opening,
            "table": [[str(c) for c in m] for m in s.table],
            "my_hand": None if seat is None else [str(c) for c in s.hands[seat]],
            "hands": [[str(c) for c in h] for h in s.hands] if self.sees_all else None,
            "hand_sizes": [len(h) for h in s.hands], "stock_count": len(s.stock), "scores": list(s.scores),
            "history": [{"dealer": r.dealer, "closer": r.closer, "cards_left": list(r.cards_left),
                         "points": list(r.points), "table": [[str(c) for c in m] for m in r.table]}
                        for r in s.history],
            "last_event": None if s.last_event is None else s.last_event.to_dict(), "over": s.is_terminal(),
        }

    def _repr_html_(self) -> str:
        return render_state(self.state, viewer=self.player)

    @staticmethod
    def determinize(state: State, player: int, rng: random.Random) -> State:
        """The other hands and the tallone reshuffled among themselves; ``player``'s hand and the table kept."""
        # sorted first: the re-deal depends on what ``player`` knows and the rng, never on where the cards are
        hidden = sorted([c for seat, h in enumerate(state.hands) if seat != player for c in h] + list(state.stock),
                        key=str)
        rng.shuffle(hidden)
        hands = []
        at = 0
        for seat, hand in enumerate(state.hands):
            if seat == player:
                hands.append(hand)
            else:
                hands.append(sort_hand(hidden[at:at + len(hand)]))
                at += len(hand)
        return state.evolve(hands=tuple(hands), stock=tuple(hidden[at:]), seed=rng.getrandbits(32))


__all__ = ["MachiavelliView"]
