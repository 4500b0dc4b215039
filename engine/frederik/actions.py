"""The actions of come-quando-frederik-piange: frozen dataclasses whose ``str`` is their notation.

Draw phase (private choices are named by position, so the notation never tells the table a hidden
card): ``keep 3`` (keep the third drawn card face down), ``keep all`` (FP-8), ``bottom 2`` (put the
second remaining drawn card at the bottom of the pile next), ``leave 1`` (your first face-down card
stays down, the others turn up) or ``all up``.

Battle phase: ``pass``, ``pair 7♥ 7♠``, ``triple 7♥ 7♠ 7♦``, ``draw top``, ``draw 12``, ``hide 7♥``,
``force 7♥ 2:1`` (turn 7♥ up to make seat 2 turn up its first face-down card), and the targeted
actions ``swap_high 9♣ 8♦``, ``swap_low``, ``swap_equal``, ``discard_high``, ``discard_low``,
``discard_equal``, ``steal_high 9♦ 8♠ with 8♥ 3♠``, ``steal_low``. Answers: ``protect 10♥`` (the
target's owner) and ``interrupt 9♥`` (anyone but the actor); ``pass`` declines.

>>> parse_action("steal_high 9D 8S with 8H 3S")
Targeted(kind='steal_high', card=FrenchCard('9♦'), target=FrenchCard('8♠'), helpers=(FrenchCard('3♠'), FrenchCard('8♥')))
>>> str(parse_action("FORCE 7h 2:1")), str(parse_action("draw 12")), str(parse_action("keep 3"))
('force 7♥ 2:1', 'draw 12', 'keep 3')
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import FrenchCard, parse_french_card
from ..errors import UnreadableAction

#: The targeted actions (FP-16..FP-23) and the clause of each.
TARGETED_KINDS = {
    "swap_high": "FP-16", "swap_low": "FP-17", "swap_equal": "FP-18",
    "discard_high": "FP-19", "discard_low": "FP-20", "discard_equal": "FP-21",
    "steal_high": "FP-22", "steal_low": "FP-23",
}
#: The targeted actions a face-down card can protect against (FP-A4 step 2).
PROTECTABLE = frozenset({"swap_high", "swap_low", "discard_high", "discard_low", "steal_high", "steal_low"})


_VERB_MODE = {kind: tuple(kind.rsplit("_", 1)) for kind in TARGETED_KINDS}


def mode_of(kind: str) -> str:
    """``high``, ``low`` or ``equal``: the comparison a targeted action needs."""
    found = _VERB_MODE.get(kind)
    return kind.rsplit("_", 1)[-1] if found is None else found[1]


def verb_of(kind: str) -> str:
    """``swap``, ``discard`` or ``steal``."""
    found = _VERB_MODE.get(kind)
    return kind.rsplit("_", 1)[0] if found is None else found[0]


# --- draw phase --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Keep:
    """Keep one of the five drawn cards face down (FP-5), by position 1-5; ``None`` = keep all (FP-8).

    ``card`` is only a label for the drawer's buttons: it is not part of the notation.
    """

    position: int | None
    card: FrenchCard | None = field(default=None, compare=False, repr=False)

    def __str__(self):
        return "keep all" if self.position is None else f"keep {self.position}"


@dataclass(frozen=True)
class Bottom:
    """Put a remaining drawn card (by position) under the pile, next in the chosen order (FP-6)."""

    position: int
    card: FrenchCard | None = field(default=None, compare=False, repr=False)

    def __str__(self):
        return f"bottom {self.position}"


@dataclass(frozen=True)
class Leave:
    """End a draw turn (FP-7): your ``position``-th face-down card stays down and the rest turn up;
    ``None`` turns every card up."""

    position: int | None
    card: FrenchCard | None = field(default=None, compare=False, repr=False)

    def __str__(self):
        return "all up" if self.position is None else f"leave {self.position}"


# --- battle phase ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Pass:
    """Do nothing on your battle turn (FP-A14), or decline to protect or interrupt."""

    def __str__(self):
        return "pass"


@dataclass(frozen=True)
class Redraw:
    """Discard two (FP-10) or three (FP-11) cards of one number and draw four or six; the cards go
    under the pile in the order written (FP-28)."""

    cards: tuple[FrenchCard, ...]

    def __str__(self):
        word = "pair" if len(self.cards) == 2 else "triple"
        return f"{word} " + " ".join(map(str, self.cards))


@dataclass(frozen=True)
class DrawTop:
    """Draw the top card of the pile (FP-12)."""

    def __str__(self):
        return "draw top"


@dataclass(frozen=True)
class DrawNth:
    """Draw the N-th card from the top, N a sum of your face-up cards' numbers (FP-13)."""

    n: int

    def __str__(self):
        return f"draw {self.n}"


@dataclass(frozen=True)
class Hide:
    """Turn one of your face-up cards face down (FP-14)."""

    card: FrenchCard

    def __str__(self):
        return f"hide {self.card}"


@dataclass(frozen=True)
class Force:
    """Turn your face-down ``card`` up to make ``seat`` turn up its ``position``-th face-down card (FP-15)."""

    card: FrenchCard
    seat: int
    position: int

    def __str__(self):
        return f"force {self.card} {self.seat}:{self.position}"


@dataclass(frozen=True)
class Targeted:
    """Swap, discard or steal against another player's face-up ``target`` (FP-16..FP-23).

    ``helpers`` are a steal's matching cards (FP-22, FP-23, FP-A13), kept in a fixed order.
    """

    kind: str
    card: FrenchCard
    target: FrenchCard
    helpers: tuple[FrenchCard, ...] = ()

    def __post_init__(self):
        object.__setattr__(self, "helpers", tuple(sorted(self.helpers)))

    @property
    def clause(self) -> str:
        return TARGETED_KINDS[self.kind]

    @property
    def mode(self) -> str:
        return mode_of(self.kind)

    @property
    def verb(self) -> str:
        return verb_of(self.kind)

    def __str__(self):
        text = f"{self.kind} {self.card} {self.target}"
        if self.helpers:
            text += " with " + " ".join(map(str, self.helpers))
        return text


@dataclass(frozen=True)
class Protect:
    """The target's owner reveals a face-down card that protects the target (FP-16, FP-A3)."""

    card: FrenchCard

    def __str__(self):
        return f"protect {self.card}"


@dataclass(frozen=True)
class Interrupt:
    """Discard a card matching the acting card in suit or number to cancel its action (FP-24)."""

    card: FrenchCard

    def __str__(self):
        return f"interrupt {self.card}"


ACTION_TYPES = (Keep, Bottom, Leave, Pass, Redraw, DrawTop, DrawNth, Hide, Force, Targeted, Protect, Interrupt)
#: Any action of the game (the type a state's ``legal_actions()`` lists).
FrederikAction = Keep | Bottom | Leave | Pass | Redraw | DrawTop | DrawNth | Hide | Force | Targeted | Protect | Interrupt

NOTATION_HELP = ("write 'pass', 'keep 3', 'keep all', 'bottom 2', 'leave 1', 'all up', 'pair 7H 7S', "
                 "'triple 7H 7S 7D', 'draw top', 'draw 12', 'hide 7H', 'force 7H 2:1', 'swap_high 9C 8D', "
                 "'discard_low 2H KH', 'steal_high 9D 8S with 8H 3S', 'protect 10H' or 'interrupt 9H'")


def _card(text: str) -> Any:
    try:
        return parse_french_card(text)
    except ValueError as err:
        raise UnreadableAction("FP-1", f"{err}; the pile is one 52-card deck") from None


def _position(text: str, what: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise UnreadableAction("FP-5", f"{text!r} is not a position: {what} are counted from 1")
    return int(text)


def parse_action(text: "FrederikAction | str") -> FrederikAction:
    """Read an action from its notation (case-insensitive, ``10H`` or ``10♥``); an action passes through.

    >>> parse_action("pair 7h 7s"), parse_action("all up"), parse_action("Pass")
    (Redraw(cards=(FrenchCard('7♥'), FrenchCard('7♠'))), Leave(position=None), Pass())
    >>> parse_action("fold")
    Traceback (most recent call last):
    ...
    engine.errors.UnreadableAction: FP-9: 'fold' is not a come-quando-frederik-piange action: write 'pass', 'keep 3', 'keep all', 'bottom 2', 'leave 1', 'all up', 'pair 7H 7S', 'triple 7H 7S 7D', 'draw top', 'draw 12', 'hide 7H', 'force 7H 2:1', 'swap_high 9C 8D', 'discard_low 2H KH', 'steal_high 9D 8S with 8H 3S', 'protect 10H' or 'interrupt 9H'
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if not isinstance(text, str):
        raise UnreadableAction("FP-9", f"{text!r} is not an action: {NOTATION_HELP}")
    words = text.replace(",", " ").split()
    low = [w.lower() for w in words]
    unreadable = UnreadableAction("FP-9", f"{text!r} is not a come-quando-frederik-piange action: {NOTATION_HELP}")
    if not words:
        raise unreadable
    head, args = low[0], words[1:]
    if low == ["pass"]:
        return Pass()
    if head == "keep" and len(args) == 1:
        return Keep(None) if low[1] == "all" else Keep(_position(args[0], "the drawn cards"))
    if head == "bottom" and len(args) == 1:
        return Bottom(_position(args[0], "the drawn cards"))
    if low == ["all", "up"]:
        return Leave(None)
    if head == "leave" and len(args) == 1:
        return Leave(_position(args[0], "your face-down cards"))
    if head == "pair" and len(args) == 2 or head == "triple" and len(args) == 3:
        return Redraw(tuple(_card(a) for a in args))
    if head == "draw" and len(args) == 1:
        if low[1] == "top":
            return DrawTop()
        if args[0].isdigit():
            return DrawNth(int(args[0]))
        raise UnreadableAction("FP-13", f"{text!r}: write 'draw top' or 'draw N' with N a whole number")
    if head == "hide" and len(args) == 1:
        return Hide(_card(args[0]))
    if head == "force" and len(args) == 2:
        seat, _, position = args[1].partition(":")
        if not seat.isdigit() or not position.isdigit():
            raise UnreadableAction("FP-15", f"{text!r}: name the target as SEAT:N, e.g. 'force 7H 2:1' "
                                            "for seat 2's first face-down card")
        return Force(_card(args[0]), int(seat), _position(position, "face-down cards"))
    if head in TARGETED_KINDS and len(args) >= 2:
        helpers = ()
        if len(args) > 2:
            if low[3] != "with" or len(args) < 4:
                raise UnreadableAction(TARGETED_KINDS[head], f"{text!r}: after the two cards write "
                                                             "'with' and the matching cards of a steal")
            helpers = tuple(_card(a) for a in args[3:])
        return Targeted(head, _card(args[0]), _card(args[1]), helpers)
    if head == "protect" and len(args) == 1:
        return Protect(_card(args[0]))
    if head == "interrupt" and len(args) == 1:
        return Interrupt(_card(args[0]))
    raise unreadable


__all__ = ["TARGETED_KINDS", "PROTECTABLE", "Keep", "Bottom", "Leave", "Pass", "Redraw", "DrawTop", "DrawNth",
           "Hide", "Force", "Targeted", "Protect", "Interrupt", "ACTION_TYPES", "FrederikAction", "parse_action",
           "mode_of", "verb_of"]
