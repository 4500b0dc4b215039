"""What one seat of come-quando-frederik-piange may see, and the resampling of what it cannot: every face-up
card, its own face-down cards and, while drawing, its drawn cards (FP-27: nobody looks through the pile;
FP-29: others' face-down cards stay hidden).

>>> from engine.frederik import position
>>> view = position([["2H", "(KS)"], ["QD", "(3S)"]]).view(1).to_dict()
>>> view["seats"]
[[{'card': '2♥', 'face_up': True}, {'card': None, 'face_up': False}], [{'card': 'Q♦', 'face_up': True}, {'card': '3♠', 'face_up': False}]]
"""
from __future__ import annotations

import random

from ..core import SeatView
from .render import render_state
from .state import State


class FrederikView(SeatView[State]):
    """What one seat may see (``None``: a spectator; ``EVERYONE``: every card)."""

    def to_dict(self) -> dict:
        s, p = self.state, self.player
        pending = s.pending
        return {
            "viewer": p, "phase": s.phase, "round": s.round, "step": s.step if s.phase == "draw" else None,
            "to_move": s.to_move, "current_player": s.current_player, "pile_size": len(s.pile),
            "seats": [[{"card": None if c is None else str(c), "face_up": up} for c, up in slots]
                      for slots in s.visible_seats(p)],
            "drawn": [None if c is None else str(c) for c in s.visible_drawn(p)],
            "all_down": list(s.all_down),
            "pending": None if pending is None else {
                "seat": pending.seat, "action": str(pending.action), "owner": pending.owner,
                "window": pending.window, "queue": list(pending.queue)},
            "last_event": None if s.last_event is None else s.last_event.to_dict(),
        }

    def _repr_html_(self) -> str:
        return render_state(self.state, viewer=self.player)

    @staticmethod
    def determinize(state: State, player: int, rng: random.Random) -> State:
        """Every card ``player`` cannot see (the pile, others' face-down and drawn cards) resampled."""
        unseen = list(state.pile)
        over = state.phase == "over"            # every hand is shown at the end: only the pile stays unseen
        for seat, slots in enumerate(state.seats):
            if seat != player and not over:
                unseen += [c for c, up in slots if not up]
        drawer_hidden = state.phase == "draw" and state.to_move != player
        if drawer_hidden:
            unseen += list(state.drawn)
        unseen.sort(key=str)        # the re-deal depends on what ``player`` knows and the rng alone
        rng.shuffle(unseen)
        it = iter(unseen)
        seats = tuple(slots if seat == player or over else tuple((c if up else next(it), up) for c, up in slots)
                      for seat, slots in enumerate(state.seats))
        drawn = tuple(next(it) for _ in state.drawn) if drawer_hidden else state.drawn
        pile = tuple(it)
        return state.evolve(seats=seats, drawn=drawn, pile=pile)


__all__ = ["FrederikView"]
