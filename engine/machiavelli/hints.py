"""Advice for the player to move, computed through the public state API only.

:func:`best_play` asks the exact solver (:func:`~engine.machiavelli.best_lay`) for the table that lays
the most cards from the hand of the player to move; the table editor's hint and the greedy computer
player use it.

>>> from engine.machiavelli import position
>>> str(best_play(position(["6H 6D 9S", None], "3C 4C 5C 6C")))
'play 3C 4C 5C | 6H 6D 6C'
>>> best_play(position(["KH", None], "3C 4C 5C"))
Draw()
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Draw, Play
from .solver import best_lay

if TYPE_CHECKING:
    from .state import State


def best_play(state):
    """The play that lays the most cards, or ``Draw()`` when nothing can be laid (or only a draw is allowed)."""
    if state.is_terminal():
        raise ValueError("the match is over: there is no move to suggest")
    if state.opening:
        return Draw()
    seat = state.current_player
    lay = best_lay(state.table, state.hands[seat], state.options.allow_ace_both_ends_in_one_run)
    return Play(lay.table) if lay.count else Draw()


def cards_layable(state: State) -> int:
    """How many cards the player to move could lay this turn at best (0: he can only draw)."""
    if state.is_terminal() or state.opening:
        return 0
    seat = state.current_player
    assert seat is not None, "advice is asked while the game waits on a seat"
    return best_lay(state.table, state.hands[seat],
                    state.options.allow_ace_both_ends_in_one_run).count


__all__ = ["best_play", "cards_layable"]
