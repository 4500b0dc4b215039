"""The exact solver: lay as many hand cards as possible while every table card stays combined.

:func:`best_lay` is an integer program solved by HiGHS through :func:`scipy.optimize.milp`. Its
columns are candidate combinations built from the cards available (table and hand, the two decks'
duplicates counted): every set of three or four suits and every run of three, four or five cards.
Longer runs need no column of their own, because a run of six or more cards is always a chain of
runs of three to five (even the fourteen-card run A-2-...-K-A splits into A-2-3 ... 10-J-Q-K-A), so
the program loses no solution; runs that touch are joined again for display. The rows say that each
card is used exactly as often as it lies on the table plus the number of copies laid from the hand.
The objective maximises the cards laid and, among equal lays, keeps as many of the table's existing
combinations untouched as possible, so the answer reads like a player's move.

>>> lay = best_lay(["3C 4C 5C 6C"], "6H 6D KS")
>>> lay.count, table_notation(lay.table)
(2, '3♣ 4♣ 5♣ | 6♥ 6♦ 6♣')
>>> find_partition("AS 2S 3S QH KH AH") is not None, find_partition("AS 2S KS") is None
(True, True)
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from ..cards import FrenchCard
from .rules import (
    ACE, arrange, cards, flat_cards, meld_kind, melds_of, notation, run_positions, sort_hand, table_notation,
)


@dataclass(frozen=True)
class Lay:
    """A solver answer: the hand cards ``laid``, the new ``table`` and what stays in ``hand``."""

    laid: tuple[FrenchCard, ...]
    table: tuple[tuple[FrenchCard, ...], ...]
    hand: tuple[FrenchCard, ...]

    @property
    def count(self) -> int:
        return len(self.laid)

    def __str__(self) -> str:
        return f"lay {notation(self.laid) or 'nothing'}: {table_notation(self.table) or 'empty table'}"


def _card_at(position: int, suit: str) -> FrenchCard:
    return FrenchCard(ACE if position in (1, 14) else position, suit)


def candidate_melds(available: Counter) -> list[tuple[FrenchCard, ...]]:
    """Every set (3 or 4 suits) and every run of 3 to 5 cards that the available cards can build.

    >>> len(candidate_melds(Counter(cards("7S 7H 7D 7C"))))
    5
    >>> [notation(m) for m in candidate_melds(Counter(cards("QH KH AH 2H 3H")))]
    ['A♥ 2♥ 3♥', 'Q♥ K♥ A♥']
    """
    out: list[tuple[FrenchCard, ...]] = []
    by_rank: dict[int, list[str]] = {}
    by_suit: dict[str, set[int]] = {}
    for c, n in available.items():
        if n <= 0:
            continue
        by_rank.setdefault(c.rank, []).append(c.suit)
        positions = by_suit.setdefault(c.suit, set())
        if c.rank == ACE:
            positions.update((1, 14))
        else:
            positions.add(c.rank)
    for rank in sorted(by_rank):
        suits = sorted(set(by_rank[rank]))
        if len(suits) >= 3:
            for leave in ([None] + suits if len(suits) == 4 else [None]):
                group = [s for s in suits if s != leave]
                out.append(tuple(FrenchCard(rank, s) for s in group))
    for suit in sorted(by_suit):
        positions = by_suit[suit]
        for start in range(1, 13):
            for length in (3, 4, 5):
                end = start + length - 1
                if end > 14:
                    break
                if all(p in positions for p in range(start, end + 1)):
                    out.append(tuple(_card_at(p, suit) for p in range(start, end + 1)))
                else:
                    break
    return out


def _key(meld) -> tuple:
    return tuple(sorted(meld))


def _solve(table_counts: Counter, hand_counts: Counter, keep: Sequence[tuple[FrenchCard, ...]] = (),
           time_budget: float = 0.1):
    """The optimal multiset of combinations and the laid-card counts, or ``None`` if no table works."""
    from scipy.optimize import Bounds, LinearConstraint, milp

    available = table_counts + hand_counts
    types = sorted(available)
    if not types:
        return [], Counter()
    index = {c: i for i, c in enumerate(types)}
    columns = candidate_melds(available)
    bonus_of: dict[tuple, int] = {}
    for meld in keep:
        bonus_of[_key(meld)] = 1
    seen = {_key(m) for m in columns}
    for meld in keep:
        if _key(meld) not in seen:
            seen.add(_key(meld))
            columns.append(tuple(meld))
    hand_types = [c for c in types if hand_counts.get(c, 0) > 0]
    n_x, n_y = len(columns), len(hand_types)
    if n_x == 0:
        return ([], Counter()) if not table_counts else None
    matrix = np.zeros((len(types), n_x + n_y))
    upper = np.zeros(n_x + n_y)
    for j, meld in enumerate(columns):
        use = Counter(meld)
        for c, k in use.items():
            matrix[index[c], j] = k
        upper[j] = min(available[c] // k for c, k in use.items())
    for k, c in enumerate(hand_types):
        matrix[index[c], n_x + k] = -1
        upper[n_x + k] = hand_counts[c]
    rhs = np.array([table_counts.get(c, 0) for c in types], dtype=float)
    integrality = np.ones(n_x + n_y)
    bounds = Bounds(np.zeros(n_x + n_y), upper)
    # Phase 1: the most cards laid (exact).
    cost = np.zeros(n_x + n_y)
    cost[n_x:] = -1
    first = milp(cost, integrality=integrality, bounds=bounds, constraints=LinearConstraint(matrix, rhs, rhs))
    if first.status != 0 or first.x is None:
        return None
    x = np.rint(first.x).astype(int)
    most = int(x[n_x:].sum())
    # Phase 2 (presentation only): with that many cards laid, keep as many table combinations as can be
    # kept within a short time budget; the phase-1 answer stands if this one is not better.
    bonus = np.array([-bonus_of.get(_key(m), 0) for m in columns] + [0] * n_y, dtype=float)
    if keep and bonus[:n_x].dot(x[:n_x]) > -len(keep):
        laid_row = np.zeros((1, n_x + n_y))
        laid_row[0, n_x:] = 1
        second = milp(bonus, integrality=integrality, bounds=bounds,
                      constraints=[LinearConstraint(matrix, rhs, rhs), LinearConstraint(laid_row, most, most)],
                      options={"time_limit": time_budget})
        if second.x is not None and second.status in (0, 1):
            y = np.rint(second.x).astype(int)
            if (int(y[n_x:].sum()) == most and np.allclose(matrix @ y, rhs)
                    and bonus.dot(y) < bonus.dot(x)):
                x = y
    chosen = [columns[j] for j in range(n_x) for _ in range(x[j])]
    laid = Counter({c: int(x[n_x + k]) for k, c in enumerate(hand_types) if x[n_x + k] > 0})
    return chosen, laid


def _join_runs(melds: list, allow_ace_both_ends_in_one_run: bool) -> list:
    """Join runs of one suit that touch end to end (3-4-5 and 6-7-8 read as 3-...-8)."""
    runs: dict[str, list[list[int]]] = {}
    others = []
    for meld in melds:
        positions = run_positions(meld, True) if meld_kind(meld) == "run" else None
        if positions is None:
            others.append(meld)
        else:
            runs.setdefault(meld[0].suit, []).append(positions)
    out = list(others)
    for suit in sorted(runs):
        chains: list[list[int]] = []
        for positions in sorted(runs[suit]):
            last = chains[-1] if chains else None
            if last is not None and positions[0] == last[-1] + 1 and (
                    allow_ace_both_ends_in_one_run or not (last[0] == 1 and positions[-1] == 14)):
                last.extend(positions)
            else:
                chains.append(list(positions))
        out.extend(tuple(_card_at(p, suit) for p in chain) for chain in chains)
    return out


def _display_order(meld) -> tuple:
    kind = meld_kind(meld)
    if kind == "set":
        return (0, meld[0].rank, "")
    positions = run_positions(meld, True) or [0]
    return (1, meld[0].suit, positions[0])


def best_lay(table, hand, allow_ace_both_ends_in_one_run: bool = True) -> Lay:
    """The largest number of hand cards that can be laid, every table card kept in a valid combination.

    ``table`` is a list of combinations (or a flat list of table cards); ``hand`` a list of cards or one
    string. Exact: an integer program solved to optimality. Among equally large lays it keeps as many of
    the table's combinations untouched as it can. Raises ``ValueError`` (MA-12) if even the whole hand
    cannot bring the table cards into valid combinations.

    MA-EX-5, the table ``3♣ 4♣ 5♣ 6♣`` with ``6♥ 6♦`` in hand:

    >>> lay = best_lay([["3C", "4C", "5C", "6C"]], ["6H", "6D"])
    >>> lay.count, table_notation(lay.table), lay.hand
    (2, '3♣ 4♣ 5♣ | 6♥ 6♦ 6♣', ())
    >>> best_lay(["QS KS AS"], "2S 3S").count   # A-2-3 would need the ace twice: K-A-2 is not a run
    0
    """
    melds = melds_of(table) if _looks_like_melds(table) else ()
    table_cards = flat_cards(table)
    hand_cards = cards(hand)
    keep = [arrange(m) for m in melds if meld_kind(m, allow_ace_both_ends_in_one_run)]
    solved = _solve(Counter(table_cards), Counter(hand_cards), keep)
    if solved is None:
        raise ValueError(
            "MA-12: no arrangement puts every table card in a valid combination, whatever is laid from the hand"
        )
    chosen, laid = solved
    # Keep the untouched combinations in their places, join the rest, then add the new ones.
    pool = Counter(_key(m) for m in chosen)
    kept_slots: list = []
    for meld in keep:
        if pool[_key(meld)] > 0:
            pool[_key(meld)] -= 1
            kept_slots.append(meld)
    rest = []
    for meld in chosen:
        if pool[_key(meld)] > 0:
            pool[_key(meld)] -= 1
            rest.append(arrange(meld))
    final = _attach(kept_slots, rest, [arrange(m) for m in melds], allow_ace_both_ends_in_one_run)
    remaining = Counter(hand_cards) - laid
    return Lay(laid=sort_hand(laid.elements()), table=tuple(final), hand=sort_hand(remaining.elements()))


def _attach(kept: list, rest: list, originals: list, allow_ace_both_ends_in_one_run: bool) -> list:
    """The final table: runs of ``rest`` joined to each other or to a kept combination, and every
    combination placed where the table combination it shares cards with stood (new ones last)."""
    rest = _join_runs(rest, allow_ace_both_ends_in_one_run)
    out = [list(m) for m in kept]
    leftover = []
    for meld in rest:
        placed = False
        if meld_kind(meld) == "run":
            for i, target in enumerate(out):
                joined = _joined(target, meld, allow_ace_both_ends_in_one_run)
                if joined is not None:
                    out[i] = list(joined)
                    placed = True
                    break
        if not placed:
            leftover.append(meld)
    where = {}
    for i, meld in enumerate(originals):
        for c in meld:
            where.setdefault(c, i)
    every = [tuple(m) for m in out] + [tuple(m) for m in leftover]

    def order(meld):
        spot = min((where[c] for c in meld if c in where), default=len(originals))
        shared = sum(1 for c in meld if where.get(c) == spot)
        return (spot, -shared, _display_order(meld))

    return sorted(every, key=order)


def _joined(target, run, allow_ace_both_ends_in_one_run: bool):
    if meld_kind(target) != "run" or target[0].suit != run[0].suit:
        return None
    a = run_positions(tuple(target), True)
    b = run_positions(tuple(run), True)
    if a[-1] + 1 == b[0]:
        positions = a + b
    elif b[-1] + 1 == a[0]:
        positions = b + a
    else:
        return None
    if positions[0] == 1 and positions[-1] == 14 and not allow_ace_both_ends_in_one_run:
        return None
    return tuple(_card_at(p, run[0].suit) for p in positions)


def _looks_like_melds(table) -> bool:
    if isinstance(table, str):
        return True
    items = list(table)
    return not items or not all(isinstance(i, FrenchCard) or (isinstance(i, str) and len(i.split()) == 1)
                                for i in items)


def find_partition(table_cards, allow_ace_both_ends_in_one_run: bool = True):
    """Valid combinations that use exactly these cards, or ``None`` if there are none (a UI helper).

    >>> table_notation(find_partition("7S 7H 7D 8S 9S 8S 9S 10S 7C"))
    '7♥ 7♦ 7♣ | 7♠ 8♠ 9♠ | 8♠ 9♠ 10♠'
    """
    try:
        return best_lay(list(flat_cards(table_cards)), (), allow_ace_both_ends_in_one_run).table
    except ValueError:
        return None
