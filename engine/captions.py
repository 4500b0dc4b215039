"""A step's caption in the reader's language, for step-throughs and pages: what a state's last event did.

The game's ``narrate`` module tells the event in the words layer's sentences, in every language: names,
card symbols, moves in words, never the engine's notation (``before``, the state the move was played on,
lets it name what the move changed).
"""
from __future__ import annotations

import importlib
import inspect
from typing import Any, Sequence

from .words import Reader, translate
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .core import GameState


def event_caption(before: GameState[Any] | None, after: GameState[Any], names: Sequence[str] | None = None) -> str:
    """What ``after``'s last event did, for a reader who sees every seat by name (``names``).

    >>> from engine import bisca
    >>> state = bisca.new_game(players=3, seed=2)
    >>> event_caption(state, state.apply("bet 1"), ["Anna", "Bruno", "Carla"])
    'Carla bets 1 trick.'
    """
    event = after.last_event
    if event is None:
        return ""
    reader = Reader(names=names or ())
    narrate = importlib.import_module(f"engine.{after.spec.name}.narrate")
    told = " ".join(line.text for line in narrate.describe(before, after, reader))
    if not told and event.seat is None and event.action:
        # nobody acted and nothing followed (a position set up by hand): the action's words themselves
        action = translate(event.action, reader.language)
        told = f"{action[:1].upper()}{action[1:]}."
    return told


def move_caption(state: GameState[Any], action: Any, reader: Reader) -> str:
    """``action`` (an action or its notation), to be played in ``state``, in the reader's words.

    >>> from engine import bisca
    >>> move_caption(bisca.new_game(players=3, seed=2), "bet 1", Reader(seat=0))
    'Bet 1 trick'
    """
    narrate = importlib.import_module(f"engine.{state.spec.name}.narrate")
    action = state.parse_action(action)
    try:
        takes_state = len(inspect.signature(narrate.move_words).parameters) == 3
    except (TypeError, ValueError):
        takes_state = True
    return narrate.move_words(state, action, reader) if takes_state else narrate.move_words(action, reader)


__all__ = ["event_caption", "move_caption"]
