"""Cards shared by the games: French cards and Skèmino's chain cards (La Scamorra names its chess cards
in engine/scamorra/rules.py).

Every parser takes the notation a player would write and raises ``ValueError`` quoting the text
it could not read.

>>> parse_french_card("10h"), parse_french_card("A♠"), parse_french_card("tD")
(FrenchCard('10♥'), FrenchCard('A♠'), FrenchCard('10♦'))
>>> parse_french_card("11H")
Traceback (most recent call last):
...
ValueError: '11H' is not a French card: write the rank (A, 2-10, J, Q, K) then the suit (H D C S or ♥ ♦ ♣ ♠)
>>> len(french_deck()), len(french_deck(2))
(52, 104)
>>> parse_chain_card("kp"), parse_chain_card("10F").suit_name
(ChainCard('KP'), 'Forbici')
>>> len(chain_deck())
39
"""
from __future__ import annotations

import functools
import random
import re
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from .words import N_, translate

# --- French cards -------------------------------------------------------------------------------

SUITS = ("S", "C", "D", "H")  # ascii letters; Bisca's order is weakest to strongest (BI-3)
#: the refusal of a text that is not a card, in the reader's language (engine/locales)
NOT_A_FRENCH_CARD = N_("{text} is not a French card: write the rank (A, 2-10, J, Q, K) then the suit "
                       "(H D C S or ♥ ♦ ♣ ♠)")
SUIT_SYMBOLS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
SUIT_NAMES = {"S": "Picche", "C": "Fiori", "D": "Quadri", "H": "Cuori"}
_SYMBOL_TO_SUIT = {v: k for k, v in SUIT_SYMBOLS.items()}
RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
_RANK_FROM_TEXT = {"J": 11, "Q": 12, "K": 13, "A": 14, "T": 10}
_FRENCH_RE = re.compile(r"^\s*(10|[2-9]|[AJQKT])\s*([HDCS♥♦♣♠♡♢♧♤])\s*$", re.IGNORECASE)
_HOLLOW = {"♡": "H", "♢": "D", "♧": "C", "♤": "S"}


@dataclass(frozen=True, order=True, slots=True)
class FrenchCard:
    """One card of a French (rummy) deck. ``rank`` runs 2..14 with the ace as 14."""

    rank: int
    suit: str

    def __post_init__(self):
        if self.suit not in SUIT_SYMBOLS or not 2 <= self.rank <= 14:
            raise ValueError(f"no French card has rank {self.rank!r} and suit {self.suit!r}")

    @property
    def rank_text(self) -> str:
        return RANK_NAMES.get(self.rank, str(self.rank))

    @property
    def symbol(self) -> str:
        return SUIT_SYMBOLS[self.suit]

    @property
    def ascii(self) -> str:
        """Notation with a suit letter, e.g. ``10H``."""
        return f"{self.rank_text}{self.suit}"

    @property
    def is_red(self) -> bool:
        return self.suit in "HD"

    def __str__(self) -> str:
        return f"{self.rank_text}{self.symbol}"

    def __repr__(self) -> str:
        return f"FrenchCard('{self}')"

    def _repr_svg_(self) -> str:
        from .render import french_card_svg

        return french_card_svg(self, margin=0)   # an image on its own: a margin would be clipped


def parse_french_card(text: FrenchCard | str) -> FrenchCard:
    """Read ``10H``, ``10♥``, ``TH``, ``as``, ``A♠`` ... (case-insensitive); a card passes through."""
    if isinstance(text, FrenchCard):
        return text
    if not isinstance(text, str):
        raise ValueError(f"{text!r} is not a French card: expected text like '10H' or 'A♠'")
    match = _FRENCH_RE.match(text)
    if not match:
        raise ValueError(translate(NOT_A_FRENCH_CARD).format(text=repr(text)))
    rank_text, suit_text = match.group(1).upper(), match.group(2).upper()
    rank = _RANK_FROM_TEXT.get(rank_text) or int(rank_text)
    suit = _SYMBOL_TO_SUIT.get(suit_text) or _HOLLOW.get(suit_text) or suit_text
    return FrenchCard(rank, suit)


def parse_french_cards(texts: Any) -> list[FrenchCard]:
    """A list of cards from a list of notations, or from one space- or comma-separated string."""
    if isinstance(texts, str):
        texts = [t for t in re.split(r"[\s,]+", texts) if t]
    return [parse_french_card(t) for t in texts]


@functools.lru_cache(maxsize=None)
def french_deck(n_decks: int = 1) -> tuple[FrenchCard, ...]:
    """``n_decks`` complete 52-card decks, in a fixed order (shuffle with :func:`shuffled`)."""
    one = [FrenchCard(rank, suit) for suit in SUITS for rank in range(2, 15)]
    return tuple(one * n_decks)


def shuffled(cards: Iterable, rng: random.Random) -> list:
    """A shuffled copy; every engine draws its randomness from a seeded ``random.Random``."""
    deck = list(cards)
    rng.shuffle(deck)
    return deck


# --- Skèmino chain cards -------------------------------------------------------------------------

CHAIN_SUITS = ("C", "F", "P")
CHAIN_SUIT_NAMES = {"C": "Carta", "F": "Forbici", "P": "Pietra"}
CHAIN_RANK_NAMES = {1: "A", 11: "J", 12: "Q", 13: "K"}
_CHAIN_RANK_FROM_TEXT = {"A": 1, "J": 11, "Q": 12, "K": 13}
_CHAIN_RE = re.compile(r"^\s*(10|[2-9]|[AJQK])\s*([CFP])\s*$", re.IGNORECASE)


@dataclass(frozen=True, order=True, slots=True)
class ChainCard:
    """A Skèmino chain card: rank 1..13 (A=1, J=11, Q=12, K=13), suit Carta, Forbici or Pietra."""

    rank: int
    suit: str

    def __post_init__(self):
        if self.suit not in CHAIN_SUITS or not 1 <= self.rank <= 13:
            raise ValueError(f"no chain card has rank {self.rank!r} and suit {self.suit!r}")

    @property
    def rank_text(self) -> str:
        return CHAIN_RANK_NAMES.get(self.rank, str(self.rank))

    @property
    def suit_name(self) -> str:
        return CHAIN_SUIT_NAMES[self.suit]

    def __str__(self) -> str:
        return f"{self.rank_text}{self.suit}"

    def __repr__(self) -> str:
        return f"ChainCard('{self}')"


def parse_chain_card(text: ChainCard | str) -> ChainCard:
    """Read ``7C``, ``KP``, ``10F``, ``ac`` (rank then C=Carta, F=Forbici, P=Pietra)."""
    if isinstance(text, ChainCard):
        return text
    match = _CHAIN_RE.match(text) if isinstance(text, str) else None
    if not match:
        raise ValueError(
            f"{text!r} is not a chain card: write the rank (A, 2-10, J, Q, K) "
            "then the suit (C Carta, F Forbici, P Pietra)"
        )
    rank_text = match.group(1).upper()
    rank = _CHAIN_RANK_FROM_TEXT.get(rank_text) or int(rank_text)
    return ChainCard(rank, match.group(2).upper())


def chain_deck() -> tuple[ChainCard, ...]:
    """The 39 chain cards: three suits of thirteen."""
    return tuple(ChainCard(rank, suit) for suit in CHAIN_SUITS for rank in range(1, 14))


# --- counting ---------------------------------------------------------------------------------------

def card_counts(cards: Sequence) -> dict[str, int]:
    """How many of each card, keyed by notation: the ledger the property tests balance."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[str(card)] = counts.get(str(card), 0) + 1
    return counts
