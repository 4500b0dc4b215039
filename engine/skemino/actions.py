"""Skèmino's actions and their notation: ``7C@c3`` (place), ``draw`` and ``pass``.

>>> parse_action("7c@C3"), parse_action("draw"), parse_action(" pass ")
(Place(card=ChainCard('7C'), square='c3'), Draw(), Pass())
>>> str(parse_action("7C on c3"))
'7C@c3'
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..cards import ChainCard
from ..errors import IllegalAction, UnreadableAction
from . import rules
from .rules import CARD_ID, DECK, SQ_INDEX, SQUARES


@dataclass(frozen=True)
class Place:
    """Play ``card`` from your hand on ``square`` (SK-26). Notation ``7C@c3``.

    The card and square may be given in notation; ``card_id`` and ``square_id`` index the engine's
    tables (read on every move, so they are worked out once, here).
    """

    card: ChainCard
    square: str
    card_id: int = field(init=False, repr=False, compare=False)
    square_id: int = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        try:
            card, square = rules.card(self.card), rules.square(self.square)
        except UnreadableAction:
            raise
        except IllegalAction as err:
            raise UnreadableAction(err.clause, err.reason) from None
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "square", square)
        object.__setattr__(self, "card_id", CARD_ID[card])
        object.__setattr__(self, "square_id", SQ_INDEX[square])

    def __str__(self):
        return f"{self.card}@{self.square}"


@dataclass(frozen=True)
class Draw:
    """Draw one card because you cannot place (SK-27, SK-A22). Notation ``draw``."""

    def __str__(self):
        return "draw"


@dataclass(frozen=True)
class Pass:
    """Pass: 10 cards and no placement (SK-29, SK-31), or the SK-15 first turn. Notation ``pass``."""

    def __str__(self):
        return "pass"


DRAW, PASS = Draw(), Pass()
ACTION_TYPES = (Place, Draw, Pass)
#: Any Skèmino action (the type a state's ``legal_actions()`` lists).
SkeminoAction = Place | Draw | Pass
PLACE = tuple(tuple(Place(c, sq) for sq in SQUARES) for c in DECK)
"""Every placement, made once: ``PLACE[card id][square id]`` (legal_actions hands these out)."""
PLACE_TEXT = tuple(tuple(str(a) for a in row) for row in PLACE)
"""The notation of ``PLACE[card id][square id]``, written once."""
_ACTION_RE = re.compile(r"^\s*(\S+?)\s*(?:@|\s+on\s+|\s+)\s*([A-Za-z]\d+)\s*$", re.IGNORECASE)
NOTATION = "write CARD@SQUARE (e.g. 7C@c3), 'draw' or 'pass'"


def place(card: Any, square: str) -> Place:
    """The placement of ``card`` on ``square`` (either in notation); :class:`UnreadableAction` naming
    SK-1 or SK-6 if one of them is not a chain card or not a square."""
    try:
        return PLACE[CARD_ID[rules.card(card)]][SQ_INDEX[rules.square(square)]]
    except UnreadableAction:
        raise
    except IllegalAction as err:
        raise UnreadableAction(err.clause, err.reason) from None


def parse_action(text: "SkeminoAction | str") -> SkeminoAction:
    """Read ``7C@c3`` (also ``7C c3``, ``7c@C3``, ``7C on c3``), ``draw`` or ``pass``; an action
    object is returned as it is.

    >>> parse_action("7X@c3")
    Traceback (most recent call last):
    ...
    engine.errors.UnreadableAction: SK-1: '7X' is not a chain card: write the rank (A, 2-10, J, Q, K) then the suit (C Carta, F Forbici, P Pietra)
    >>> parse_action("7C@g9")
    Traceback (most recent call last):
    ...
    engine.errors.UnreadableAction: SK-6: 'g9' is not a square of the board: columns a-f, rows 1-6 (e.g. c3)
    >>> parse_action("hello")
    Traceback (most recent call last):
    ...
    engine.errors.UnreadableAction: SK-26: 'hello' is not a Skèmino action: write CARD@SQUARE (e.g. 7C@c3), 'draw' or 'pass'
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if isinstance(text, tuple) and len(text) == 2:
        return place(*text)
    if isinstance(text, str):
        word = text.strip().lower()
        if word in ("draw", "pesca"):
            return DRAW
        if word in ("pass", "passa"):
            return PASS
        match = _ACTION_RE.match(text)
        if match:
            return place(match.group(1), match.group(2))
    raise UnreadableAction("SK-26", f"{text!r} is not a Skèmino action: {NOTATION}")
