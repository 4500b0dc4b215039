"""La Scamorra's actions: frozen objects whose ``str`` is their notation, and the parser.

=====================  =========================  ==========================================
notation               action                     when
=====================  =========================  ==========================================
``first place``        :class:`Choose`            the initiative holder places first (SC-11)
``first move``         :class:`Choose`            ... or moves first
``place sasso c1``     :class:`Place`             put a piece on your home row (SC-12)
``cavallo b1-c3``      :class:`Move`              play a card and move the piece on b1 (SC-15)
``reenter forbice c1`` :class:`Reenter`           play a pedone to bring a taken piece home (SC-32)
``discard torre``      :class:`Discard`           throw away a card with no move (SC-26, SC-27)
=====================  =========================  ==========================================

A move names the card and the squares: the piece is the one standing on the first square. A
capture may also be written with ``x`` (``cavallo b1xc3``); the notation the engine prints uses ``-``.

>>> parse_action("Cavallo B1xC3"), str(parse_action("cavallo b1-c3"))
(Move(card='cavallo', origin='b1', dest='c3'), 'cavallo b1-c3')
>>> str(parse_action("reenter forbici c1")), str(parse_action("first move"))
('reenter forbice c1', 'first move')
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import UnreadableAction
from . import rules
from .rules import CARDS, PIECES, SQUARES


class _Written:
    """An action that keeps its notation (``_text``, set once by ``__post_init__``; not a field)."""

    _text: str


@dataclass(frozen=True)
class Choose(_Written):
    """The initiative holder's choice: ``"place"`` or ``"move"`` first (SC-11)."""

    first: str

    def __post_init__(self):
        object.__setattr__(self, "_text", f"first {self.first}")   # the notation, written once

    def __str__(self):
        return self._text


@dataclass(frozen=True)
class Place(_Written):
    """Put one of your pieces on an empty square of your home row (SC-12, SC-A18)."""

    piece: str
    square: str

    def __post_init__(self):
        object.__setattr__(self, "_text", f"place {self.piece} {self.square}")   # the notation, written once

    def __str__(self):
        return self._text


@dataclass(frozen=True)
class Move(_Written):
    """Play ``card`` and move your piece from ``origin`` to ``dest`` (SC-15)."""

    card: str
    origin: str
    dest: str

    def __post_init__(self):
        object.__setattr__(self, "_text", f"{self.card} {self.origin}-{self.dest}")   # the notation, written once

    def __str__(self):
        return self._text


#: The card a re-entry plays (SC-32): bringing a taken piece back is a pedone's move.
REENTRY_CARD = CARDS[rules.PEDONE]


@dataclass(frozen=True)
class Reenter(_Written):
    """Play a pedone to bring a taken piece back onto an empty home square (SC-32, SC-A7)."""

    piece: str
    square: str

    @property
    def card(self) -> str:
        """The card this re-entry plays: :data:`REENTRY_CARD` (SC-32)."""
        return REENTRY_CARD

    def __post_init__(self):
        object.__setattr__(self, "_text", f"reenter {self.piece} {self.square}")   # the notation, written once

    def __str__(self):
        return self._text


@dataclass(frozen=True)
class Discard(_Written):
    """Throw away a card that has no move on the board; the turn passes (SC-26, SC-27)."""

    card: str

    def __post_init__(self):
        object.__setattr__(self, "_text", f"discard {self.card}")   # the notation, written once

    def __str__(self):
        return self._text


ACTION_TYPES = (Choose, Place, Move, Reenter, Discard)
#: Any La Scamorra action (the type a state's ``legal_actions()`` lists).
ScamorraAction = Choose | Place | Move | Reenter | Discard

# One shared object per action, so legal_actions never builds new ones.
CHOOSE = {c: Choose(c) for c in ("place", "move")}
PLACE = tuple(tuple(Place(p, sq) for sq in SQUARES) for p in PIECES)            # PLACE[piece][square]
MOVE = tuple(tuple(tuple(Move(c, a, b) for b in SQUARES) for a in SQUARES) for c in CARDS)  # MOVE[card][from][to]
REENTER = tuple(tuple(Reenter(p, sq) for sq in SQUARES) for p in PIECES)
DISCARD = tuple(Discard(c) for c in CARDS)

NOTATION_HELP = ("write 'first place' or 'first move', 'place PIECE SQUARE' (place sasso c1), 'CARD FROM-TO' "
                 "(cavallo b1-c3), 'reenter PIECE SQUARE' (reenter forbice c1) or 'discard CARD' (discard torre)")

_MOVE_RE = re.compile(r"^(\S+)\s+([a-z]\d+)\s*(?:-|x|\s)\s*([a-z]\d+)$")
_TWO_RE = re.compile(r"^(place|reenter|rientro|re-enter)\s+(\S+)\s+(\S+)$")


def parse_action(text: "ScamorraAction | str") -> ScamorraAction:
    """An action object from its notation (or the object itself); :class:`UnreadableAction` otherwise.

    Names of cards, pieces and squares are checked here, so a typing slip is reported at once.

    >>> parse_action("place rock a1")
    Place(piece='sasso', square='a1')
    >>> parse_action("torre c1-c7")
    Traceback (most recent call last):
    ...
    engine.errors.UnreadableAction: SC-3: 'c7' is not a square of the board: columns a-e, rows 1-5 (e.g. c3)
    >>> parse_action("bishop a1-b2").card, parse_action("discard pawn")
    ('alfiere', Discard(card='pedone'))
    >>> parse_action("jump")
    Traceback (most recent call last):
    ...
    engine.errors.UnreadableAction: SC-15: 'jump' is not a La Scamorra action: write 'first place' or 'first move', 'place PIECE SQUARE' (place sasso c1), 'CARD FROM-TO' (cavallo b1-c3), 'reenter PIECE SQUARE' (reenter forbice c1) or 'discard CARD' (discard torre)
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise UnreadableAction("SC-15", f"{text!r} is not a La Scamorra action: {NOTATION_HELP}")
    words = " ".join(text.strip().lower().split())
    if words in ("first place", "place first"):
        return CHOOSE["place"]
    if words in ("first move", "move first"):
        return CHOOSE["move"]
    match = _TWO_RE.match(words)
    if match:
        verb, what, where = match.groups()
        table = PLACE if verb == "place" else REENTER
        clause = "SC-12" if verb == "place" else "SC-32"
        p = _checked(rules.piece, what, "SC-4", clause)
        sq = _checked(rules.square, where, "SC-3", clause)
        return table[rules.PIECE_INDEX[p]][rules.SQ_INDEX[sq]]
    if words.startswith("discard "):
        c = _checked(rules.card, words[len("discard "):], "SC-5", "SC-27")
        return DISCARD[rules.CARD_INDEX[c]]
    match = _MOVE_RE.match(words)
    if match:
        c = _checked(rules.card, match.group(1), "SC-5", "SC-15")
        a = _checked(rules.square, match.group(2), "SC-3", "SC-15")
        b = _checked(rules.square, match.group(3), "SC-3", "SC-15")
        return MOVE[rules.CARD_INDEX[c]][rules.SQ_INDEX[a]][rules.SQ_INDEX[b]]
    raise UnreadableAction("SC-15", f"{text!r} is not a La Scamorra action: {NOTATION_HELP}")


def _checked(read, word, clause, _context):
    try:
        return read(word)
    except ValueError as err:
        raise UnreadableAction(clause, str(err)) from None
