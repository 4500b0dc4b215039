"""Bisca's actions (frozen, ``str()`` is the notation) and the parser that reads them from text.

>>> parse_action("bet 2"), parse_action("play ah low"), parse_action("K♠")
(Bet(tricks=2), Play(card=FrenchCard('A♥'), declaration='BASSA'), Play(card=FrenchCard('K♠'), declaration=None))
>>> str(Play(ACE_OF_HEARTS, HIGH)), str(PlayBlind()), str(Declare(LOW))
('play A♥ ALTA', 'play blind', 'declare BASSA')
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import FrenchCard, parse_french_card
from ..errors import IllegalAction, UnreadableAction
from . import words
from .rules import ACE_OF_HEARTS, HAND_SIZES, HIGH, LOW, canonical, declaration


def _remember_notation(action: BiscaAction, text: str) -> None:
    # Frozen dataclasses: the notation is worked out once, as every step's event repeats it.
    object.__setattr__(action, "_notation", text)


class _Written:
    """An action that keeps its notation (``_notation``, set once by ``__post_init__``; not a field)."""

    _notation: str


@dataclass(frozen=True)
class Bet(_Written):
    """Predict how many tricks you will take (BI-9). Notation ``bet 2``."""

    tricks: int

    def __post_init__(self):
        _remember_notation(self, f"bet {self.tricks}")

    def __str__(self):
        return self._notation


@dataclass(frozen=True)
class Play(_Written):
    """Play a card; the A♥ carries its declaration (BI-5). Notation ``play K♠``, ``play A♥ BASSA``."""

    card: FrenchCard
    declaration: str | None = None

    def __post_init__(self):
        _remember_notation(self, f"play {self.card}" + (f" {self.declaration}" if self.declaration else ""))

    def __str__(self):
        return self._notation


@dataclass(frozen=True)
class PlayBlind:
    """Play your unseen card in the blind round (BI-7). Notation ``play blind``."""

    _notation = "play blind"

    def __str__(self):
        return "play blind"


@dataclass(frozen=True)
class Declare(_Written):
    """Declare the A♥ just turned up in the blind round (BI-A4). Notation ``declare ALTA``."""

    declaration: str

    def __post_init__(self):
        _remember_notation(self, f"declare {self.declaration}")

    def __str__(self):
        return self._notation


ACTION_TYPES = (Bet, Play, PlayBlind, Declare)
#: Any Bisca action (the type a state's ``legal_actions()`` lists).
BiscaAction = Bet | Play | PlayBlind | Declare


def _is_whole_number(word: str) -> bool:
    return word.lstrip("-").isdigit() and word.count("-") <= 1


def _declaration(word: str, clause: str) -> str:
    try:
        return declaration(word)
    except IllegalAction as err:
        raise UnreadableAction(clause, err.message if err.message is not None else err.reason) from None


def parse_action(text: "BiscaAction | str | int") -> BiscaAction:
    """Read an action from its notation (``bet 2``, ``2``, ``play 10H``, ``A♥ low``, ``play blind``).

    An action object passes through; text that is no Bisca action raises
    :class:`~engine.errors.UnreadableAction` saying what to write.

    >>> parse_action("declare high"), parse_action(3)
    (Declare(declaration='ALTA'), Bet(tricks=3))
    >>> parse_action("fold")
    Traceback (most recent call last):
    ...
    engine.errors.UnreadableAction: BI-9: 'fold' is not a Bisca action: write 'bet N', 'play CARD' (e.g. 'play 10H', 'play AH ALTA'), 'play blind' or 'declare ALTA|BASSA'
    >>> parse_action("bet two")
    Traceback (most recent call last):
    ...
    engine.errors.UnreadableAction: BI-9: a bet is a whole number of tricks: write e.g. 'bet 2', not 'bet two'
    """
    if isinstance(text, ACTION_TYPES):
        return text
    if isinstance(text, int) and not isinstance(text, bool):
        return Bet(text)
    if not isinstance(text, str):
        raise UnreadableAction("BI-9", words.NOT_AN_ACTION(text=repr(text), help=words.NOTATION_HELP()))
    parts = text.split()
    lowered = [w.lower() for w in parts]
    if lowered[:1] == ["bet"]:
        if len(parts) == 2 and _is_whole_number(parts[1]):
            return _bet(int(parts[1]))
        raise UnreadableAction("BI-9", words.BET_NOT_A_NUMBER(text=repr(text)))
    if len(parts) == 1 and _is_whole_number(parts[0]):
        return _bet(int(parts[0]))
    if lowered == ["play", "blind"]:
        return PLAY_BLIND
    if lowered[:1] == ["declare"]:
        if len(parts) == 2:
            return Declare(_declaration(parts[1], "BI-A4"))
        raise UnreadableAction("BI-A4", words.WRITE_DECLARE(text=repr(text)))
    said_play = lowered[:1] == ["play"]
    if said_play:
        parts = parts[1:]
    if 1 <= len(parts) <= 2:
        try:
            card = canonical(parse_french_card(parts[0]))
        except ValueError as err:
            if said_play:
                raise UnreadableAction("BI-11", str(err)) from None
        else:
            said = _declaration(parts[1], "BI-5") if len(parts) == 2 else None
            return Play(card, said)
    raise UnreadableAction("BI-9", words.NOT_AN_ACTION(text=repr(text), help=words.NOTATION_HELP()))


# Shared action objects: legal_actions hands out the same objects every time (cheap playouts).
BETS = tuple(Bet(b) for b in range(max(HAND_SIZES) + 1))
PLAY_BLIND = PlayBlind()
DECLARATIONS = (Declare(HIGH), Declare(LOW))


def _bet(tricks: int) -> Bet:
    return BETS[tricks] if 0 <= tricks < len(BETS) else Bet(tricks)


def plays_of(card: FrenchCard) -> tuple:
    """The play actions for one card (two for the A♥: ALTA and BASSA), built once and shared.

    >>> [str(p) for p in plays_of(ACE_OF_HEARTS)], plays_of(FrenchCard(13, "S")) is plays_of(FrenchCard(13, "S"))
    (['play A♥ ALTA', 'play A♥ BASSA'], True)
    """
    return PLAYS_BY_SUIT[card.suit][card.rank]


def _build_plays() -> dict:
    # Indexed by suit letter then rank: two C-level lookups, no card hashing, on every playout step.
    table = {}
    for suit in "SCDH":
        row: list[tuple[Play, ...]] = [()] * 15
        for rank in range(2, 15):
            card = canonical(FrenchCard(rank, suit))
            row[rank] = (Play(card, HIGH), Play(card, LOW)) if card == ACE_OF_HEARTS else (Play(card),)
        table[suit] = row
    return table


PLAYS_BY_SUIT = _build_plays()
