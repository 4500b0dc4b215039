"""What one seat of La Scamorra sees (SC-A14, SC-A19), and the resampling of what it cannot.

>>> from engine.scamorra import new_game
>>> view = new_game(seed=3).view(0).to_dict()
>>> len(view["hands"][0]), view["hands"][1], "coppelle" in view
(3, None, False)
"""
from __future__ import annotations

import random

from ..core import SeatView
from .render import board_svg, render_state
from .rules import CARDS, KIND, OWNER, PIECES, SQUARES
from .state import State


class ScamorraView(SeatView[State]):
    """What one seat sees: the board, scores, played cards, deck and hand sizes, and its own hand
    (SC-A19). Nobody sees a coppella during play (SC-A14); ``view(EVERYONE)`` lists every card."""

    def to_dict(self) -> dict:
        s = self.state
        viewer = self.player
        out = {
            "phase": s.phase,
            "current_player": s.current_player,
            "initiative": s.initiative,
            "places_first": s.places_first,
            "board": {SQUARES[i]: {"seat": OWNER[c], "piece": PIECES[KIND[c]]} for i, c in enumerate(s.board) if c},
            "off_board": [s.reserve(0), s.reserve(1)],
            "hands": [s.hand(seat) if self.sees_all or viewer == seat else None for seat in (0, 1)],
            "hand_sizes": [len(h) for h in s.hands],
            "deck_sizes": [len(d) for d in s.decks],
            "discards": [[CARDS[c] for c in d] for d in s.discards],
            "scores": list(s.scores),
            "series_totals": list(s.series_totals),
            "match_number": s.match_number,
            "outcome": None if s.outcome is None else {"kind": s.outcome.kind, "winner": s.outcome.winner},
            "last_event": None if s.last_event is None else s.last_event.to_dict(),
        }
        if self.sees_all:
            out["decks"] = [[CARDS[c] for c in d] for d in s.decks]
            out["coppelle"] = [CARDS[c] for c in s.coppelle]
        return out

    def _repr_html_(self) -> str:
        return render_state(self.state, self.player)

    def _repr_svg_(self) -> str:
        return board_svg(self.state)

    @staticmethod
    def determinize(state: State, player: int, rng: random.Random) -> State:
        """Resample what ``player`` cannot see: the order of both decks, the opponent's hand and both
        coppelle (SC-A14, SC-A19), and the next match's deal."""
        hands, decks, coppelle = list(state.hands), list(state.decks), list(state.coppelle)
        for s in (0, 1):
            pool = list(state.decks[s]) + [state.coppelle[s]]
            if s != player:
                pool += list(state.hands[s])
            pool.sort(key=str)      # the re-deal depends on what ``player`` knows and the rng alone
            rng.shuffle(pool)
            coppelle[s] = pool[0]
            rest = pool[1:]
            if s != player:
                n = len(state.hands[s])
                hands[s], rest = tuple(rest[:n]), rest[n:]
            decks[s] = tuple(rest)
        return state.evolve(hands=tuple(hands), decks=tuple(decks), coppelle=tuple(coppelle),
                           next_deal=rng.getrandbits(31))


__all__ = ["ScamorraView"]
