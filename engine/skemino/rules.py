"""Skèmino's rules as pure functions: combat, loops, hand values and the board's geometry.

Clause IDs (SK-n), examples (SK-EX-n) and rulings (SK-An) refer to ``RULINGS.md``. Cards may be
given as notation (``"7C"``, ``"KP"``, ``"10F"``, ``"AC"``) or as :class:`~engine.cards.ChainCard`
objects. Squares are named column then row, ``a1`` to ``f6`` (capitals are read too: ``"D2"``).

>>> beats("7C", "KP"), beats("KP", "7C")
(True, False)
>>> loop_kind(["5C", "JF", "2P"]), loop_kind(["AC", "KC", "7F"]), loop_kind(["AC", "KC"])
('symbolic', 'numeric', None)
>>> hand_value(["AC", "5F", "7P"])
13
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from ..cards import ChainCard, chain_deck, parse_chain_card
from ..errors import IllegalAction
from ..words import Message, Reader, Said
from . import words

# --- cards ---------------------------------------------------------------------------------------

DECK: tuple[ChainCard, ...] = chain_deck()
"""The 39 chain cards in a fixed order (SK-1): Carta A..K, Forbici A..K, Pietra A..K."""
CARD_ID: dict[ChainCard, int] = {card: i for i, card in enumerate(DECK)}
CARD_TEXT: tuple[str, ...] = tuple(str(c) for c in DECK)
"""``CARD_TEXT[i]``: the notation of card id ``i``, written once (events name cards on every move)."""

SUIT_BEATS = {"P": "F", "F": "C", "C": "P"}
"""Rock-paper-scissors (SK-3): Pietra breaks Forbici, Forbici cut Carta, Carta wraps Pietra."""
SUIT_WORDS = {"P": words.PIETRA_BREAKS_FORBICI, "F": words.FORBICI_CUT_CARTA, "C": words.CARTA_WRAPS_PIETRA}
SUIT_MEANING = {"C": words.PAPER, "F": words.SCISSORS, "P": words.STONE}
RANK_WORDS = {1: words.ACE, 11: words.JACK, 12: words.QUEEN, 13: words.KING}
SEAT_NAMES = ("Bianco", "Nero")
#: The owner of the setup card of the ``setup_card`` variant: it belongs to nobody (SK-A7).
NEUTRAL = 2
"""The seats' names in the game (SK-2): seat 0 is G1 Bianco (White), seat 1 is G2 Nero (Black)."""


def _rank_words(c: ChainCard) -> Any:
    said = RANK_WORDS.get(c.rank)
    return said() if said else c.rank


def the_card(c: Any) -> Message:
    """A card in a sentence, in words: "the 7 of Carta", "the King of Pietra".

    >>> str(the_card("KP")), str(card_name("10F"))
    ('the King of Pietra', '10 of Forbici')
    """
    c = card(c)
    return words.THE_CARD(rank=_rank_words(c), suit=c.suit_name)


def card_name(c: Any) -> Message:
    """A card's name on its own (a label, a tooltip): "7 of Carta"."""
    c = card(c)
    return words.CARD_NAME(rank=_rank_words(c), suit=c.suit_name)


def card_glossed(c: Any) -> Message:
    """A card's name with what its suit means: "7 of Carta (paper)".

    >>> str(card_glossed("7C"))
    '7 of Carta (paper)'
    """
    c = card(c)
    return words.CARD_GLOSSED(rank=_rank_words(c), suit=c.suit_name, meaning=SUIT_MEANING[c.suit]())


def refusal(clause: str, message: Message, kind: type = IllegalAction) -> IllegalAction:
    """A refusal whose reason is a message of the words layer (said to "you", by name, translated).

    Developers, doctests and the book's pages read it with the seats called by their names in the
    game, Bianco and Nero, rather than by seat number.
    """
    error = kind(clause, message)
    error.reason = message.text(Reader(names=SEAT_NAMES))
    error.args = (f"{clause}: {error.reason}",)
    return error


def card(text: ChainCard | str) -> ChainCard:
    """A chain card from its notation; ``IllegalAction("SK-1", ...)`` for anything else.

    >>> card("10f"), card("AC").suit_name
    (ChainCard('10F'), 'Carta')
    >>> card("7X")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: SK-1: '7X' is not a chain card: write the rank (A, 2-10, J, Q, K) then the suit (C Carta, F Forbici, P Pietra)
    """
    try:
        return parse_chain_card(text)
    except ValueError as err:
        raise IllegalAction("SK-1", str(err)) from None


def suit_beats(a: str, b: str) -> bool:
    """Whether suit ``a`` beats suit ``b`` (SK-3).

    >>> suit_beats("P", "F"), suit_beats("F", "C"), suit_beats("C", "P"), suit_beats("F", "P")
    (True, True, True, False)
    """
    return SUIT_BEATS[a] == b


def rank_beats(a: int, b: int) -> bool:
    """Whether rank ``a`` beats rank ``b`` within one suit (SK-4): A beats only K, K not A.

    >>> rank_beats(1, 13), rank_beats(13, 1), rank_beats(2, 1), rank_beats(13, 12)
    (True, False, True, True)
    """
    return (a > b and not (a == 13 and b == 1)) or (a == 1 and b == 13)


def _beats_cards(a: ChainCard, b: ChainCard) -> bool:
    if a.suit != b.suit:
        return suit_beats(a.suit, b.suit)  # SK-5: suit first
    return rank_beats(a.rank, b.rank)      # SK-A11: identical cards -> False, the incumbent stays


BEATS: tuple[frozenset[int], ...] = tuple(
    frozenset(j for j, d in enumerate(DECK) if _beats_cards(a, d)) for a in DECK
)
"""``BEATS[i]``: the ids of the cards that card id ``i`` beats (a precomputed SK-3..SK-5 table)."""


def beats(attacker: Any, defender: Any) -> bool:
    """Whether ``attacker`` placed on ``defender`` wins the square (SK-3, SK-4, SK-5, SK-A12).

    Suits decide first by rock-paper-scissors; within a suit the higher rank wins, except that the
    Ace beats only the King and the King does not beat the Ace. A card never beats itself (SK-23).

    >>> beats("7C", "KP"), beats("KP", "7C")          # SK-EX-1
    (True, False)
    >>> beats("AC", "KC"), beats("KC", "AC"), beats("2C", "AC"), beats("AC", "2C")   # SK-EX-3
    (True, False, True, False)
    >>> beats("KC", "QC"), beats("QC", "KC")
    (True, False)
    >>> beats("AP", "KC"), beats("QC", "7F"), beats("7C", "7C")   # SK-A12, SK-A1, SK-A11
    (False, False, False)
    """
    return _beats_cards(card(attacker), card(defender))


@dataclass(frozen=True)
class CombatVerdict:
    """Who wins when ``attacker`` is laid on ``defender``, and the rule that decides it.

    ``wins`` says whether the attacker takes the square; ``clause`` is SK-3 (suits), SK-4 (ranks in
    a suit) or SK-23 (a card against itself); ``reason`` says why in a few words. ``str()`` is the
    whole sentence, as :func:`explain_beats` gives it.

    >>> v = combat_verdict("AF", "7F")
    >>> v.wins, v.clause, v.reason
    (False, 'SK-4', 'the Ace beats only the King of its suit')
    """

    attacker: ChainCard
    defender: ChainCard
    wins: bool
    clause: str
    reason: str

    def __str__(self) -> str:
        if self.attacker == self.defender:
            return f"{self.attacker} against itself is a tie: {self.reason} ({self.clause})"
        verb = "beats" if self.wins else "does not beat"
        return f"{self.attacker} {verb} {self.defender}: {self.reason} ({self.clause})"


def _verdict(a: ChainCard, d: ChainCard) -> tuple[bool, str, Said]:
    """Who wins, the clause that decides, and why (a sentence of :mod:`.words`)."""
    if a.suit != d.suit:
        wins = suit_beats(a.suit, d.suit)
        return wins, "SK-3", SUIT_WORDS[a.suit if wins else d.suit]
    if a == d:
        return False, "SK-23", words.SAME_CARD_KEEPS
    if a.rank == 1:
        if d.rank == 13:
            return True, "SK-4", words.ACE_BEATS_KING
        return False, "SK-4", words.ACE_ONLY_KING
    if a.rank == 13 and d.rank == 1:
        return False, "SK-4", words.KING_NEVER_ACE
    if a.rank > d.rank:
        return True, "SK-4", words.HIGHER_RANK
    if d.rank == 13:
        return False, "SK-4", words.ONLY_ACE_BEATS_KING
    return False, "SK-4", words.LOWER_RANK


def combat_verdict(attacker: Any, defender: Any) -> CombatVerdict:
    """The structured answer to "does ``attacker`` beat ``defender``?" (SK-3, SK-4, SK-23).

    >>> combat_verdict("7C", "KP")
    CombatVerdict(attacker=ChainCard('7C'), defender=ChainCard('KP'), wins=True, clause='SK-3', reason='Carta wraps Pietra')
    """
    a, d = card(attacker), card(defender)
    wins, clause, why = _verdict(a, d)
    return CombatVerdict(a, d, wins, clause, why().text())


def combat_reason(attacker: Any, defender: Any) -> Message:
    """Why ``attacker`` beats ``defender`` or not, as a message of the words layer.

    >>> str(combat_reason("AC", "KC"))
    'the Ace beats the King of its suit'
    """
    return _verdict(card(attacker), card(defender))[2]()


VERDICTS: tuple[tuple[CombatVerdict, ...], ...] = ()   # filled below: VERDICTS[attacker id][defender id]


def explain_beats(attacker: Any, defender: Any) -> str:
    """A sentence saying who wins and by which rule, for hints and the book (the words of
    :func:`combat_verdict`, which gives the same answer as data).

    >>> explain_beats("QP", "7F")
    'QP beats 7F: Pietra breaks Forbici (SK-3)'
    >>> explain_beats("AF", "7F")
    'AF does not beat 7F: the Ace beats only the King of its suit (SK-4)'
    >>> explain_beats("7C", "7C")
    '7C against itself is a tie: the card already there keeps the square (SK-23)'
    """
    return str(combat_verdict(attacker, defender))


def forced_action(can_place: bool, hand_size: int, deck_size: int, hand_limit: int = 10) -> str:
    """What a player must do (SK-27, SK-29, SK-31, SK-A23, SK-A24): place if he can; else pass
    with a full hand; else draw if the deck has cards; else the game ends by victory C.

    >>> forced_action(True, 3, 20), forced_action(False, 0, 20), forced_action(False, 10, 20)
    ('place', 'draw', 'pass')
    >>> forced_action(False, 10, 0), forced_action(False, 4, 0)        # SK-31, SK-A24
    ('pass', 'end_C')
    """
    if can_place:
        return "place"
    if hand_size >= hand_limit:
        return "pass"
    return "draw" if deck_size else "end_C"


def card_value(c: Any) -> int:
    """A card's value in a hand total (SK-45): A=1, 2-10 face value, J=11, Q=12, K=13.

    >>> card_value("AP"), card_value("10C"), card_value("KF")
    (1, 10, 13)
    """
    return card(c).rank


def hand_value(cards: Iterable) -> int:
    """The total of a hand (SK-44, SK-45, SK-46); the lower total wins victories B and C.

    Ranks without a suit (``"A"``, ``"Q"``, ``7``) are read too, as in the seed's example.

    >>> hand_value(["A", "5", "7"]), hand_value(["Q", "K"])     # SK-EX-10
    (13, 25)
    >>> hand_value(["AC", "5F", "7P"]), hand_value([])
    (13, 0)
    """
    total = 0
    for c in cards:
        if isinstance(c, int) and not isinstance(c, bool) and 1 <= c <= 13:
            total += c
        elif isinstance(c, str) and c.strip().upper() in _RANK_ONLY:
            total += _RANK_ONLY[c.strip().upper()]
        else:
            total += card_value(c)
    return total


_RANK_ONLY = {"A": 1, "J": 11, "Q": 12, "K": 13, **{str(n): n for n in range(2, 11)}}


def loop_kind(stack: Sequence) -> str | None:
    """``"symbolic"``, ``"numeric"`` or ``None`` for the cards of one square (SK-36, SK-37).

    Symbolic: the square holds all three suits (SK-A13). Numeric: the Ace and King of one suit
    and a card of another suit (SK-A14). Order and count do not matter; symbolic is reported first.
    The stack may also be ``(card, owner)`` pairs, as :meth:`State.stack` gives them.

    >>> loop_kind(["5C", "JF", "2P"])                 # SK-EX-7
    'symbolic'
    >>> loop_kind(["KC", "AC", "7F"]), loop_kind(["AP", "KP", "9C"])   # SK-EX-8, SK-EX-9
    ('numeric', 'numeric')
    >>> loop_kind(["AC", "KC", "7C"]), loop_kind(["2F", "9F"]), loop_kind([])
    (None, None, None)
    >>> loop_kind([("5C", 0), ("JF", 1), ("2P", 0)])
    'symbolic'

    """
    cards = [card(c[0] if isinstance(c, tuple) else c) for c in stack]   # (card, owner) pairs too
    suits = {c.suit for c in cards}
    if len(suits) == 3:
        return "symbolic"
    if len(suits) == 2:
        present = {(c.rank, c.suit) for c in cards}
        for suit in suits:
            if (1, suit) in present and (13, suit) in present:
                return "numeric"
    return None


def loop_ids(ids: Sequence[int]) -> bool:
    """Fast loop test on card ids (same meaning as :func:`loop_kind` is not None)."""
    suits = 0
    for i in ids:
        suits |= 1 << (i // 13)
    if suits == 7:
        return True
    if suits in (3, 5, 6):
        for s in range(3):
            if suits >> s & 1 and s * 13 in ids and s * 13 + 12 in ids:
                return True
    return False


# --- board geometry ------------------------------------------------------------------------------

COLUMNS = "abcdef"
SQUARES: tuple[str, ...] = tuple(c + str(r) for r in range(1, 7) for c in COLUMNS)
"""The 36 squares, row by row: ``SQUARES[i]`` with ``i = (row - 1) * 6 + column``."""
SQ_INDEX: dict[str, int] = {name: i for i, name in enumerate(SQUARES)}

VERTICES = {"a1": "blue", "f1": "green", "a6": "red", "f6": "yellow"}
"""The four corners and their colours (SK-7); the colours are labels only."""
QUADRANTS = {
    "I": {"vertex": "a1", "centre": "b2", "columns": "abc", "rows": (1, 2, 3)},
    "II": {"vertex": "f1", "centre": "e2", "columns": "def", "rows": (1, 2, 3)},
    "III": {"vertex": "a6", "centre": "b5", "columns": "abc", "rows": (4, 5, 6)},
    "IV": {"vertex": "f6", "centre": "e5", "columns": "def", "rows": (4, 5, 6)},
}
"""The four 3x3 quadrants with their vertex and centre (SK-8)."""
VERTEX_OF_CENTRE: dict[str, str] = {str(q["centre"]): str(q["vertex"]) for q in QUADRANTS.values()}
CENTRE_OF_VERTEX = {v: c for c, v in VERTEX_OF_CENTRE.items()}


def square(text: str) -> str:
    """A square's name from ``"c3"``, ``"C3"`` or ``("c", 3)``; ``IllegalAction("SK-6")`` if off the board.

    >>> square("D2"), square(("b", 5))
    ('d2', 'b5')
    >>> square("g7")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: SK-6: 'g7' is not a square of the board: columns a-f, rows 1-6 (e.g. c3)
    """
    if isinstance(text, tuple) and len(text) == 2:
        text = f"{text[0]}{text[1]}"
    name = text.strip().lower() if isinstance(text, str) else None
    if name not in SQ_INDEX:
        raise IllegalAction("SK-6", f"{text!r} is not a square of the board: columns a-f, rows 1-6 (e.g. c3)")
    return name


def start_square(column_die: str, row_die: int) -> str:
    """The starting square shown by the alphabetic and numeric dice (SK-11, SK-12).

    >>> start_square("D", 2)                          # SK-EX-5
    'd2'
    """
    return square(f"{column_die}{row_die}")


def _neighbours(i: int) -> tuple[int, ...]:
    row, col = divmod(i, 6)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < 6 and 0 <= c < 6:
            out.append(r * 6 + c)
    return tuple(out)


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(_neighbours(i) for i in range(36))


def orthogonal_neighbours(sq: str) -> tuple[str, ...]:
    """The squares sharing a side with ``sq`` (SK-16); diagonals never count (SK-17).

    >>> orthogonal_neighbours("d2")                   # SK-EX-12
    ('d1', 'd3', 'c2', 'e2')
    >>> orthogonal_neighbours("a1")
    ('a2', 'b1')
    """
    return tuple(SQUARES[j] for j in NEIGHBOURS[SQ_INDEX[square(sq)]])


def quadrant_of(sq: str) -> str:
    """The quadrant (``"I"`` .. ``"IV"``) holding ``sq`` (SK-8).

    >>> quadrant_of("c3"), quadrant_of("d1"), quadrant_of("a4"), quadrant_of("f6")
    ('I', 'II', 'III', 'IV')
    """
    name = square(sq)
    col, row = name[0], int(name[1])
    for numeral, q in QUADRANTS.items():
        if col in q["columns"] and row in q["rows"]:
            return numeral
    raise AssertionError(name)  # every square is in a quadrant


def is_vertex(sq: str) -> bool:
    return square(sq) in VERTICES


def is_centre(sq: str) -> bool:
    return square(sq) in VERTEX_OF_CENTRE


VERTEX_IDS = frozenset(SQ_INDEX[v] for v in VERTICES)
CENTRE_ID_OF_VERTEX_ID = {SQ_INDEX[v]: SQ_INDEX[c] for v, c in CENTRE_OF_VERTEX.items()}
DIAGONALS: tuple[tuple[int, ...], ...] = tuple(
    tuple(r * 6 + c for r, c in ((i // 6 + dr, i % 6 + dc) for dr in (-1, 1) for dc in (-1, 1))
          if 0 <= r < 6 and 0 <= c < 6)
    for i in range(36)
)
"""``DIAGONALS[i]``: the squares touching square id ``i`` only at a corner (SK-17)."""
NEIGHBOUR_MASK: tuple[int, ...] = tuple(sum(1 << j for j in NEIGHBOURS[i]) for i in range(36))
"""``NEIGHBOUR_MASK[i]``: the bit mask of the squares sharing a side with square id ``i``."""
VERDICTS = tuple(tuple(combat_verdict(a, d) for d in DECK) for a in DECK)
"""``VERDICTS[a][d]``: :func:`combat_verdict` for card ids ``a`` on ``d``, worked out once."""
