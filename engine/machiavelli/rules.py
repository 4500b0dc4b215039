"""Combinations and tables of Machiavelli (MA-3, MA-6, MA-12 with the rulings MA-A1, MA-A2, MA-A13).

Cards are :class:`~engine.cards.FrenchCard` (rank 2..14, the ace is 14) or their notation (``10H``,
``A♠``). The ace ends a run at either end, low (A-2-3) or high (Q-K-A), but never round the corner
(K-A-2): MA-3 lists the ranks in a straight line with an ace at each end.

>>> is_meld("QS KS AS"), is_meld("AS 2S 3S"), is_meld("KS AS 2S")
(True, True, False)
>>> meld_error("KS AS 2S")
'MA-A1: K♠ A♠ 2♠ goes round the corner (K-A-2): the ace is high (Q-K-A) or low (A-2-3), never both at once'
>>> is_valid_table(["7S 7H 7D", "3C 4C 5C"]), table_error(["7S 7H 7D", "7C 7H"])
(True, 'group 2 [7♣ 7♥]: MA-6: only 2 cards: a combination needs at least 3')
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Sequence

from ..errors import IllegalAction
from ..cards import FrenchCard, french_deck, parse_french_card, parse_french_cards
from . import words

ACE = 14
#: Every card twice: the 104-card pack of MA-2.
PACK = french_deck(2)
SET_SUIT_ORDER = ("S", "H", "D", "C")  # display order of a set: ♠ ♥ ♦ ♣
_SUIT_INDEX = {s: i for i, s in enumerate(SET_SUIT_ORDER)}
#: One card object per (rank, suit): the engine builds combinations from these instead of new objects.
CARD = {(c.rank, c.suit): c for c in PACK}


def interned(group: Iterable[FrenchCard]) -> tuple[FrenchCard, ...]:
    """The group's cards as the pack's own card objects (states share them: comparing is quick)."""
    return tuple(CARD[c.rank, c.suit] for c in group)
#: Each card's notation with a suit letter, by (rank, suit): faster than asking the card on every step.
ASCII = {(c.rank, c.suit): c.ascii for c in PACK}


def check_players(players: int) -> None:
    """MA-1: two to six players.

    >>> check_players(7)
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: MA-1: Machiavelli is for 2 to 6 players, not 7
    """

    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise IllegalAction("MA-1", words.PLAYERS_RANGE(players=repr(players)))


# --- reading cards and tables ---------------------------------------------------------------------

def card(text: str) -> FrenchCard:
    """One card from its notation (or a card, passed through)."""
    return parse_french_card(text)


def cards(texts: Any) -> tuple[FrenchCard, ...]:
    """Cards from a list of notations or cards, or from one string (``"3H 4H 5H"``)."""
    if isinstance(texts, FrenchCard):
        return (texts,)
    if isinstance(texts, tuple) and all(type(c) is FrenchCard for c in texts):
        return texts
    return tuple(parse_french_cards(texts if isinstance(texts, str) else list(texts)))


def melds_of(table: Any) -> tuple[tuple[FrenchCard, ...], ...]:
    """A table as a tuple of combinations.

    Accepts a list of combinations (each a list of cards or one string such as ``"3H 4H 5H"``) or one
    string with the combinations separated by ``|``.

    >>> melds_of("3H 4H 5H | 7S 7D 7C")
    ((FrenchCard('3♥'), FrenchCard('4♥'), FrenchCard('5♥')), (FrenchCard('7♠'), FrenchCard('7♦'), FrenchCard('7♣')))
    >>> melds_of("| 3H 4H 5H || 7S 7D 7C |") == melds_of("3H 4H 5H | 7S 7D 7C")
    True
    """
    if isinstance(table, str):
        # A stray, leading, trailing or doubled "|" is only punctuation: empty groups are dropped.
        return tuple(cards(part) for part in table.split("|") if part.strip())
    return tuple(cards(meld) for meld in table)


def flat_cards(table: Any) -> tuple[FrenchCard, ...]:
    """Every card of a table given as combinations, or of a flat list of cards."""
    if isinstance(table, str):
        return tuple(c for meld in melds_of(table) for c in meld)
    out = []
    for item in table:
        if isinstance(item, FrenchCard):
            out.append(item)
        elif isinstance(item, str) and _is_one_card(item):
            out.append(parse_french_card(item))
        else:
            out.extend(cards(item))
    return tuple(out)


def _is_one_card(text: str) -> bool:
    try:
        parse_french_card(text)
    except ValueError:
        return False
    return True


def notation(meld: Iterable[FrenchCard], ascii: bool = False) -> str:
    """``3♥ 4♥ 5♥`` (or ``3H 4H 5H`` with ``ascii=True``)."""
    return " ".join(c.ascii if ascii else str(c) for c in meld)


def table_notation(table: Any, ascii: bool = False) -> str:
    """``3♥ 4♥ 5♥ | 7♠ 7♦ 7♣``."""
    return " | ".join(notation(m, ascii) for m in table)


# --- combinations -----------------------------------------------------------------------------------

def is_set(meld: Any) -> bool:
    """MA-6, MA-A2: three or four cards of one rank, every suit different.

    >>> is_set("7S 7H 7D"), is_set("7S 7H 7D 7C"), is_set("7S 7S 7H"), is_set("7S 7H")
    (True, True, False, False)
    """
    meld = cards(meld)
    return 3 <= len(meld) <= 4 and len({c.rank for c in meld}) == 1 and len({c.suit for c in meld}) == len(meld)


def run_positions(meld: Sequence[FrenchCard], allow_ace_both_ends_in_one_run: bool = True) -> list[int] | None:
    """The positions 1..14 (ace low = 1, ace high = 14) of a valid run in order, else ``None``.

    >>> run_positions(cards("3S AS 2S")), run_positions(cards("KS QS AS"))
    ([1, 2, 3], [12, 13, 14])
    """
    if len(meld) < 3 or len({c.suit for c in meld}) != 1:
        return None
    ranks = sorted(c.rank for c in meld)
    aces = ranks.count(ACE)
    others = ranks[: len(ranks) - aces]
    if len(set(others)) != len(others):
        return None
    if others and others[-1] - others[0] != len(others) - 1:
        return None
    if aces == 0:
        return others
    if aces == 1:
        if others[-1] == 13:
            return others + [14]
        if others[0] == 2:
            return [1] + others
        return None
    if aces == 2 and allow_ace_both_ends_in_one_run and others == list(range(2, 14)):
        return [1] + others + [14]
    return None


def is_run(meld: Any, allow_ace_both_ends_in_one_run: bool = True) -> bool:
    """MA-3, MA-6, MA-A1: three or more cards of one suit in an unbroken line; the ace high or low.

    >>> is_run("QS KS AS"), is_run("AS 2S 3S"), is_run("KS AS 2S"), is_run("5S 6S 8S")
    (True, True, False, False)
    >>> full = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"
    >>> is_run(full), is_run(full, allow_ace_both_ends_in_one_run=False)
    (True, False)
    """
    return run_positions(cards(meld), allow_ace_both_ends_in_one_run) is not None


def meld_kind(meld: Any, allow_ace_both_ends_in_one_run: bool = True) -> str | None:
    """``"set"``, ``"run"`` or ``None``.

    >>> meld_kind("7S 7H 7D"), meld_kind("7S 8S 9S"), meld_kind("7S 8S 9H")
    ('set', 'run', None)
    """
    meld = cards(meld)
    if is_set(meld):
        return "set"
    if run_positions(meld, allow_ace_both_ends_in_one_run) is not None:
        return "run"
    return None


def is_meld(meld: Any, allow_ace_both_ends_in_one_run: bool = True) -> bool:
    """A valid combination (MA-6): a set or a run.

    >>> is_meld(["7S", "7H", "7D"]), is_meld("10H JH QH KH AH"), is_meld("2H 3H")
    (True, True, False)
    """
    return meld_kind(meld, allow_ace_both_ends_in_one_run) is not None


def _wraps(meld: Sequence[FrenchCard]) -> bool:
    """True for a one-suit group that would be a run if K-A-2 were allowed."""
    ranks = sorted(c.rank for c in meld)
    if ACE not in ranks or len(set(ranks)) != len(ranks) or len(ranks) > 13:
        return False
    circle = sorted(1 if r == ACE else r for r in ranks)  # 1..13 on a circle
    gaps = [b - a for a, b in zip(circle, circle[1:])] + [circle[0] + 13 - circle[-1]]
    return sum(1 for g in gaps if g > 1) == 1 and (circle[0] + 13 - circle[-1]) == 1


def meld_problem(meld: Any, allow_ace_both_ends_in_one_run: bool = True) -> IllegalAction | None:
    """The refusal of a group that is not a valid combination (clause and reason), or ``None``.

    >>> meld_problem("7S 7H 7D") is None
    True
    >>> meld_problem("7S 7S 7H").clause, meld_problem("7S 7S 7H").reason
    ('MA-A2', 'a set needs different suits, and 7♠ appears twice')
    """
    try:
        meld = cards(meld)
    except ValueError as err:
        return IllegalAction("MA-2", str(err))
    if meld_kind(meld, allow_ace_both_ends_in_one_run):
        return None
    text = notation(meld)
    if len(meld) < 3:
        return IllegalAction("MA-6", words.TOO_FEW(n=len(meld)))
    ranks = {c.rank for c in meld}
    suits = {c.suit for c in meld}
    if len(ranks) == 1:
        if len(meld) > 4:
            return IllegalAction("MA-A2", words.SET_TOO_BIG(cards=text, n=len(meld)))
        twice = next(c for c, n in Counter(meld).items() if n > 1)
        return IllegalAction("MA-A2", words.SET_SUIT_TWICE(card=twice))
    if len(suits) == 1:
        counts = Counter(meld)
        aces = counts.get(FrenchCard(ACE, next(iter(suits))), 0)
        doubled = [c for c, n in counts.items() if n > 1 and c.rank != ACE]
        if doubled:
            return IllegalAction("MA-A13", words.RUN_CARD_TWICE(card=doubled[0]))
        if aces > 2:
            return IllegalAction("MA-A13", words.RUN_THREE_ACES(cards=text, n=aces))
        if aces == 2:
            if not allow_ace_both_ends_in_one_run:
                return IllegalAction("MA-A1", words.BOTH_ACES_NOT_HERE(cards=text))
            return IllegalAction("MA-A1", words.BOTH_ACES_FULL_RUN(cards=text))
        if aces == 1 and _wraps(meld):
            return IllegalAction("MA-A1", words.ROUND_THE_CORNER(cards=text))
        # A gap: name the first missing card.
        suit = next(iter(suits))
        positions = sorted(c.rank for c in meld if c.rank != ACE)
        if aces == 1:
            positions = ([1] + positions) if positions[0] - 1 <= 14 - positions[-1] else (positions + [14])
        missing = next(p + 1 for p, q in zip(positions, positions[1:]) if q - p > 1)
        gone = FrenchCard(ACE if missing in (1, 14) else missing, suit)
        return IllegalAction("MA-6", words.GAP(cards=text, card=gone))
    return IllegalAction("MA-6", words.NEITHER(cards=text))


def meld_error(meld: Any, allow_ace_both_ends_in_one_run: bool = True) -> str | None:
    """Why a group of cards is not a valid combination, in words (clause first), or ``None``.

    The words of :func:`meld_problem`'s refusal, for printing; code reads ``meld_problem``.

    >>> meld_error("7S 7H 7D") is None
    True
    >>> meld_error("7S 7S 7H")
    'MA-A2: a set needs different suits, and 7♠ appears twice'
    >>> meld_error("5S 6S 8S")
    'MA-6: 5♠ 6♠ 8♠ is not an unbroken sequence: 7♠ is missing'
    >>> meld_error("5S 6S 7D")
    'MA-6: 5♠ 6♠ 7♦ is neither a set (one rank, different suits) nor a run (one suit, in sequence)'
    """
    problem = meld_problem(meld, allow_ace_both_ends_in_one_run)
    return None if problem is None else str(problem)


def arrange(meld: Any, allow_ace_both_ends_in_one_run: bool = True) -> tuple[FrenchCard, ...]:
    """A valid combination in reading order (runs ascending, the ace where it plays); others unchanged.

    >>> notation(arrange("AS 3S 2S")), notation(arrange("AS KS QS")), notation(arrange("7D 7S 7H"))
    ('A♠ 2♠ 3♠', 'Q♠ K♠ A♠', '7♠ 7♥ 7♦')
    """
    meld = cards(meld)
    if is_set(meld):
        return tuple(sorted(meld, key=lambda c: SET_SUIT_ORDER.index(c.suit)))
    positions = run_positions(meld, allow_ace_both_ends_in_one_run)
    if positions is None:
        return tuple(meld)
    suit = meld[0].suit
    return tuple(FrenchCard(ACE if p in (1, 14) else p, suit) for p in positions)


# --- tables -------------------------------------------------------------------------------------------

def table_errors(table: Any, allow_ace_both_ends_in_one_run: bool = True) -> list[tuple[int, str]]:
    """Every invalid group of a table as ``(index from 0, reason)`` (MA-12)."""
    out = []
    for i, meld in enumerate(melds_of(table)):
        error = meld_error(meld, allow_ace_both_ends_in_one_run)
        if error:
            out.append((i, error))
    return out


def table_error(table: Any, allow_ace_both_ends_in_one_run: bool = True) -> str | None:
    """The first invalid group of a table, named by its number from 1 and its cards, or ``None``.

    MA-12: at the end of a turn every table card is in a combination of at least three cards.

    >>> table_error(["7S 7H 7D", "3C 4C 5C"]) is None
    True
    >>> table_error([["7S", "7H"]])
    'group 1 [7♠ 7♥]: MA-6: only 2 cards: a combination needs at least 3'
    """
    melds = melds_of(table)
    for i, error in table_errors(melds, allow_ace_both_ends_in_one_run):
        return f"group {i + 1} [{notation(melds[i])}]: {error}"
    return None


def is_valid_table(table: Any, allow_ace_both_ends_in_one_run: bool = True) -> bool:
    """MA-12: every group on the table is a valid combination (an empty table is valid).

    >>> is_valid_table([["7S", "7H", "7D"], ["3C", "4C", "5C"]]), is_valid_table([["7S", "7H"]])
    (True, False)
    """
    return not table_errors(table, allow_ace_both_ends_in_one_run)


def hand_penalty(hand: Any, stake: int = 1) -> int:
    """MA-16, MA-A3: what a hand costs: the number of cards times the stake (card values play no part).

    >>> hand_penalty("KS QS 2H 2H", stake=5)
    20
    """
    return len(cards(hand)) * stake


def settle_hand(hand_sizes: Sequence[int], closer: int | None, stake: int = 1) -> list[int]:
    """MA-16, MA-A3, MA-A5: each seat's result for one hand.

    With a closer, every opponent pays ``stake`` per card held and the closer collects it all (the hand
    sums to zero). With no closer (the stock ran out) everyone records minus his cards and nobody collects.

    >>> settle_hand([0, 4, 7], closer=0)
    [11, -4, -7]
    >>> settle_hand([2, 4, 7], closer=None)
    [-2, -4, -7]
    """
    if closer is None:
        return [-stake * n for n in hand_sizes]
    if hand_sizes[closer] != 0:
        raise ValueError(f"MA-16: seat {closer} still holds {hand_sizes[closer]} cards and cannot have closed")
    out = [-stake * n for n in hand_sizes]
    out[closer] = -sum(out)
    return out


def sort_hand(hand: Iterable[FrenchCard]) -> tuple[FrenchCard, ...]:
    """A hand in suit-then-rank order (♠ ♥ ♦ ♣), as a player holds it."""
    return tuple(sorted(hand, key=hand_order))


def hand_order(card: FrenchCard) -> int:
    """The sort key of :func:`sort_hand`: suit first (♠ ♥ ♦ ♣), then rank."""
    return _SUIT_INDEX[card.suit] * 16 + card.rank


def by_rank(cards_: Iterable[FrenchCard]) -> tuple[FrenchCard, ...]:
    """Cards in rank-then-suit order, for messages (``6♣ 9♠ 9♥ 9♦``)."""
    return tuple(sorted(cards_, key=lambda c: (c.rank, SET_SUIT_ORDER.index(c.suit))))

