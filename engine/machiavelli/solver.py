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

numpy and scipy are imported only when HiGHS runs. Where scipy cannot be imported, :func:`best_lay`
uses the pure-Python exact solver of :mod:`engine.machiavelli.exact` (a dynamic programme over run
positions): the same number of cards laid, though it does not try to keep the table's combinations
as they were. ``method="highs"`` or ``method="python"`` chooses one explicitly.

>>> lay = best_lay(["3C 4C 5C 6C"], "6H 6D KS")
>>> lay.count, table_notation(lay.table)
(2, '3♣ 4♣ 5♣ | 6♥ 6♦ 6♣')
>>> find_partition("AS 2S 3S QH KH AH") is not None, find_partition("AS 2S KS") is None
(True, True)
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Sequence

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


def _key(meld: Any) -> tuple:
    return tuple(sorted(meld))


class _Program:
    """The integer program of one position, built once and solved in one or two phases.

    Variables (all integers from 0): one per set of three or four suits that the cards allow; for each
    suit and each position 1..14 of a run (ace low = 1, ace high = 14) three run counters ``a``, ``b``,
    ``c``: the runs whose first, second, and third-or-later card is at that position; one per table
    combination to keep unchanged; and ``y``, the copies of each hand card laid.

    Constraints: every card is used exactly (table copies + copies laid) times; ``b[p] = a[p-1]`` (a run
    that has started goes on); ``b[p-1] <= c[p] <= b[p-1] + c[p-1]`` (a two-card start must go on, and
    only runs already two long can continue). So every run has at least three cards and any length up to
    the fourteen-card A-2-...-K-A, and no run passes from K to 2 (K-A-2 would need position 15).
    """

    def __init__(self, table_counts: Counter, hand_counts: Counter, keep: Sequence[tuple[FrenchCard, ...]]):
        import numpy as np

        available = table_counts + hand_counts
        self.types = types = sorted(c for c, n in available.items() if n > 0)
        row = {c: i for i, c in enumerate(types)}
        entries: list[tuple[int, int, float]] = []
        upper: list[float] = []
        self.sets: list[tuple[int, tuple]] = []
        by_rank: dict[int, list[str]] = {}
        for c in types:
            by_rank.setdefault(c.rank, []).append(c.suit)
        for rank in sorted(by_rank):
            suits = by_rank[rank]
            if len(suits) < 3:
                continue
            groups = [tuple(suits)] + ([tuple(s for s in suits if s != x) for x in suits] if len(suits) == 4 else [])
            for group in groups:
                meld = tuple(FrenchCard(rank, s) for s in group)
                column = len(upper)
                upper.append(min(available[c] for c in meld))
                entries.extend((row[c], column, 1.0) for c in meld)
                self.sets.append((column, meld))
        self.keep: list[tuple[int, tuple]] = []
        for meld, count in Counter(tuple(m) for m in keep).items():
            column = len(upper)
            use = Counter(meld)
            upper.append(min(count, min(available[c] // k for c, k in use.items())))
            entries.extend((row[c], column, float(k)) for c, k in use.items())
            self.keep.append((column, meld))
        self.flow: dict[tuple[str, int, str], int] = {}
        self.suits = sorted({c.suit for c in types})
        equal_rows: list[dict] = []
        less_rows: list[dict] = []
        for suit in self.suits:
            for p in range(1, 15):
                card = _card_at(p, suit)
                have = min(2, available.get(card, 0))
                for kind, allowed in (("a", p <= 12), ("b", p >= 2), ("c", p >= 3)):
                    column = len(upper)
                    self.flow[suit, p, kind] = column
                    upper.append(have if allowed else 0)
                    if have:
                        entries.append((row[card], column, 1.0))
            for p in range(2, 15):
                a0, b0, c0 = (self.flow[suit, p - 1, k] for k in "abc")
                b1, c1 = self.flow[suit, p, "b"], self.flow[suit, p, "c"]
                equal_rows.append({b1: 1.0, a0: -1.0})
                less_rows.append({b0: 1.0, c1: -1.0})
                less_rows.append({c1: 1.0, b0: -1.0, c0: -1.0})
        self.hand_types = [c for c in types if hand_counts.get(c, 0) > 0]
        self.y: dict[FrenchCard, int] = {}
        for c in self.hand_types:
            column = len(upper)
            self.y[c] = column
            upper.append(hand_counts[c])
            entries.append((row[c], column, -1.0))
        n = self.n = len(upper)
        self.upper = np.array(upper, dtype=float)
        a_eq = np.zeros((len(types) + len(equal_rows), n))
        for r, col, v in entries:
            a_eq[r, col] += v
        for k, coeffs in enumerate(equal_rows, len(types)):
            for col, v in coeffs.items():
                a_eq[k, col] = v
        b_eq = np.zeros(a_eq.shape[0])
        b_eq[: len(types)] = [table_counts.get(c, 0) for c in types]
        a_ub = np.zeros((len(less_rows), n))
        for k, coeffs in enumerate(less_rows):
            for col, v in coeffs.items():
                a_ub[k, col] = v
        self.a_eq, self.b_eq, self.a_ub = a_eq, b_eq, a_ub
        self.laid_row = np.zeros(n)
        self.laid_row[list(self.y.values())] = 1.0

    def _compressed(self, extra_row=None, extra_value=0.0):
        """The program without the columns fixed at zero, as sparse matrices (HiGHS reads them directly)."""
        import numpy as np

        from scipy.sparse import csr_array

        live = np.flatnonzero(self.upper > 0)
        a_eq, b_eq = self.a_eq[:, live], self.b_eq
        if extra_row is not None:
            a_eq = np.vstack([a_eq, extra_row[live]])
            b_eq = np.append(b_eq, extra_value)
        a_ub = self.a_ub[:, live]
        return live, csr_array(a_eq), b_eq, csr_array(a_ub) if len(a_ub) else None

    def relaxation(self, cost, extra_row=None, extra_value=0.0):
        """The LP optimum as an integer vector if it is integral; ``False`` if fractional; ``None`` if infeasible."""
        import numpy as np

        from scipy.optimize import linprog

        live, a_eq, b_eq, a_ub = self._compressed(extra_row, extra_value)
        lp = linprog(cost[live], A_ub=a_ub, b_ub=None if a_ub is None else np.zeros(a_ub.shape[0]),
                     A_eq=a_eq, b_eq=b_eq, bounds=np.column_stack([np.zeros(len(live)), self.upper[live]]),
                     method="highs")
        if lp.status != 0:
            return None
        rounded = np.rint(lp.x)
        if not np.allclose(lp.x, rounded, atol=1e-7):
            return False
        x = np.zeros(self.n, dtype=int)
        x[live] = rounded.astype(int)
        return x

    def integer_optimum(self, cost):
        """The exact integer optimum (HiGHS branch and bound), or ``None`` if there is none.

        ``cost`` must be minus the number of cards laid (a whole number): the stopping gap relies on it.
        """
        import numpy as np

        from scipy.optimize import Bounds, LinearConstraint, milp

        live, a_eq, b_eq, a_ub = self._compressed()
        constraints = [LinearConstraint(a_eq, b_eq, b_eq)]
        if a_ub is not None:
            constraints.append(LinearConstraint(a_ub, -np.inf, 0.0))
        # The objective counts cards, a whole number no larger than the hand: a relative gap below
        # 1 / (cards in hand) leaves an absolute gap below 1, so the incumbent is then the optimum.
        gap = 0.99 / max(1.0, float(self.upper @ self.laid_row))
        result = milp(cost[live], integrality=np.ones(len(live)),
                      bounds=Bounds(np.zeros(len(live)), self.upper[live]), constraints=constraints,
                      options={"mip_rel_gap": gap})
        if result.status != 0 or result.x is None:
            return None
        x = np.zeros(self.n, dtype=int)
        x[live] = np.rint(result.x).astype(int)
        return x

    def solve(self, cost, fallback_cost=None):
        """An optimal integer point: the LP relaxation when it is integral, else the MILP (both exact).

        ``fallback_cost`` (same first goal, no tie-break) is tried when ``cost`` gives a fractional LP.
        """
        self.used_fallback = False
        x = self.relaxation(cost)
        if x is None or x is not False:
            return x
        self.used_fallback = fallback_cost is not None
        if fallback_cost is not None:
            x = self.relaxation(fallback_cost)
            if x is None or x is not False:
                return x
        return self.integer_optimum(cost if fallback_cost is None else fallback_cost)

    def decode(self, x: Any, allow_ace_both_ends_in_one_run: bool = True) -> tuple[list, Counter]:
        melds = []
        for column, meld in self.sets + self.keep:
            melds.extend([meld] * int(x[column]))
        for suit in self.suits:
            open_runs: list[list[int]] = []
            for p in range(1, 15):
                a, b, c = (int(x[self.flow[suit, p, k]]) for k in "abc")
                open_runs.extend([] for _ in range(a))
                for run in open_runs:
                    run.append(p)
                going_on = 0 if p == 14 else int(x[self.flow[suit, p + 1, "c"]]) - b
                short = [r for r in open_runs if len(r) < 3]
                long = sorted((r for r in open_runs if len(r) >= 3), key=len, reverse=True)
                stop = len(long) - going_on
                for r in long[:stop]:
                    if len(r) == 14 and not allow_ace_both_ends_in_one_run:
                        melds.extend([tuple(_card_at(q, suit) for q in r[:3]), tuple(_card_at(q, suit) for q in r[3:])])
                    else:
                        melds.append(tuple(_card_at(q, suit) for q in r))
                open_runs = short + long[stop:]
        laid = Counter({c: int(x[col]) for c, col in self.y.items() if x[col] > 0})
        return melds, laid


def highs_available() -> bool:
    """Whether scipy (with its HiGHS solver) can be imported here."""
    try:
        import scipy.optimize  # noqa: F401
    except ImportError:
        return False
    return True


def _solve(table_counts: Counter, hand_counts: Counter, keep: Sequence[tuple[FrenchCard, ...]] = (),
           allow_ace_both_ends_in_one_run: bool = True, method: str = "auto") -> Any:
    """The optimal combinations and laid counts by ``method``: ``"highs"`` (scipy), ``"python"`` (the
    pure-Python dynamic programme of :mod:`engine.machiavelli.exact`), or ``"auto"`` (HiGHS when scipy
    can be imported)."""
    if method not in ("auto", "highs", "python"):
        raise ValueError(f"method must be 'auto', 'highs' or 'python', not {method!r}")
    if method == "python" or method == "auto" and not highs_available():
        from .exact import solve

        solved = solve(table_counts, hand_counts)
        if solved is None:
            return None
        melds, laid = solved
        if not allow_ace_both_ends_in_one_run:  # the 14-card run splits into A-2-3 and 4-...-A
            melds = [part for m in melds for part in ((m[:3], m[3:]) if len(m) == 14 else (m,))]
        return melds, laid
    solved = _solve_highs(table_counts, hand_counts, keep, allow_ace_both_ends_in_one_run)
    if solved is None and method == "auto":
        # HiGHS can stop without a point on a table that has one (its MIP search reports a failure, not
        # infeasibility): only the exact programme may say that no arrangement exists.
        return _solve(table_counts, hand_counts, keep, allow_ace_both_ends_in_one_run, "python")
    return solved


def _solve_highs(table_counts: Counter, hand_counts: Counter, keep: Sequence[tuple[FrenchCard, ...]] = (),
                 allow_ace_both_ends_in_one_run: bool = True) -> Any:
    """The optimal multiset of combinations and the laid-card counts, or ``None`` if no table works.

    Phase 1 maximises the cards laid (exact). Phase 2, for presentation only, keeps as many of the
    table's combinations unchanged as its linear relaxation can show at no loss of cards laid; if that
    relaxation is not integral the phase-1 answer stands.
    """
    if not (table_counts + hand_counts):
        return [], Counter()
    program = _Program(table_counts, hand_counts, keep)
    cost = -program.laid_row
    keep_columns = [col for col, _ in program.keep]
    if keep_columns:
        # Lexicographic in one objective: one card laid outweighs keeping every table combination.
        tie = cost.copy()
        tie[keep_columns] = -1.0 / (len(keep_columns) + 1)
        x = program.solve(tie, fallback_cost=cost)
    else:
        x = program.solve(cost)
    if x is None:
        return None
    most = int(round(program.laid_row @ x))
    if keep_columns and program.used_fallback and any(x[col] < program.upper[col] for col in keep_columns):
        import numpy as np

        bonus = np.zeros(program.n)
        bonus[keep_columns] = -1.0
        better = program.relaxation(bonus, program.laid_row, most)
        if better is not None and better is not False and bonus @ better < bonus @ x:
            x = better
    return program.decode(x, allow_ace_both_ends_in_one_run)


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


def _display_order(meld: Any) -> tuple:
    kind = meld_kind(meld)
    if kind == "set":
        return (0, meld[0].rank, "")
    positions = run_positions(meld, True) or [0]
    return (1, meld[0].suit, positions[0])


def best_lay(table: Any, hand: Any, allow_ace_both_ends_in_one_run: bool = True, method: str = "auto") -> Lay:
    """The largest number of hand cards that can be laid, every table card kept in a valid combination.

    ``table`` is a list of combinations (or a flat list of table cards); ``hand`` a list of cards or one
    string. Exact: an integer program solved to optimality by HiGHS (``method="highs"``), or the pure-Python
    dynamic programme (``method="python"``, the choice of ``"auto"`` when scipy is missing). Among equally
    large lays HiGHS keeps as many of the table's combinations untouched as it can. Raises ``ValueError``
    (MA-12) if even the whole hand cannot bring the table cards into valid combinations.

    MA-EX-5, the table ``3♣ 4♣ 5♣ 6♣`` with ``6♥ 6♦`` in hand:

    >>> lay = best_lay([["3C", "4C", "5C", "6C"]], ["6H", "6D"])
    >>> lay.count, table_notation(lay.table), lay.hand
    (2, '3♣ 4♣ 5♣ | 6♥ 6♦ 6♣', ())
    >>> best_lay(["QS KS AS"], "2S 3S").count   # A-2-3 would need the ace twice: K-A-2 is not a run
    0
    >>> best_lay([["3C", "4C", "5C", "6C"]], ["6H", "6D"], method="python").count
    2
    """
    melds = melds_of(table) if _looks_like_melds(table) else ()
    table_cards = flat_cards(table)
    hand_cards = cards(hand)
    return _best_lay(tuple(tuple(m) for m in melds), tuple(table_cards), tuple(hand_cards),
                     allow_ace_both_ends_in_one_run, method)


@lru_cache(maxsize=256)
def _best_lay(melds: tuple, table_cards: tuple, hand_cards: tuple, allow_ace_both_ends_in_one_run: bool,
              method: str) -> Lay:
    """:func:`best_lay` of a table and hand as tuples, remembered: a computer player, a hint and the
    coach's review often ask about the same turn."""
    keep = [arrange(m) for m in melds if meld_kind(m, allow_ace_both_ends_in_one_run)]
    solved = _solve(Counter(table_cards), Counter(hand_cards), keep, allow_ace_both_ends_in_one_run, method)
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
    where: dict[FrenchCard, int] = {}
    for i, meld in enumerate(originals):
        for c in meld:
            where.setdefault(c, i)
    every = [tuple(m) for m in out] + [tuple(m) for m in leftover]

    def order(meld):
        spot = min((where[c] for c in meld if c in where), default=len(originals))
        shared = sum(1 for c in meld if where.get(c) == spot)
        return (spot, -shared, _display_order(meld))

    return sorted(every, key=order)


def _joined(target: Any, run: Any, allow_ace_both_ends_in_one_run: bool) -> Any:
    if meld_kind(target) != "run" or target[0].suit != run[0].suit:
        return None
    a = run_positions(tuple(target), True)
    b = run_positions(tuple(run), True)
    if a is None or b is None:
        return None
    if a[-1] + 1 == b[0]:
        positions = a + b
    elif b[-1] + 1 == a[0]:
        positions = b + a
    else:
        return None
    if positions[0] == 1 and positions[-1] == 14 and not allow_ace_both_ends_in_one_run:
        return None
    return tuple(_card_at(p, run[0].suit) for p in positions)


def _looks_like_melds(table: Any) -> bool:
    if isinstance(table, str):
        return True
    items = list(table)
    return not items or not all(isinstance(i, FrenchCard) or (isinstance(i, str) and len(i.split()) == 1)
                                for i in items)


def find_partition(table_cards: Any, allow_ace_both_ends_in_one_run: bool = True) -> Any:
    """Valid combinations that use exactly these cards, or ``None`` if there are none (a UI helper).

    >>> table_notation(find_partition("7S 7H 7D 8S 9S 8S 9S 10S 7C"))
    '7♥ 7♦ 7♣ | 7♠ 8♠ 9♠ | 8♠ 9♠ 10♠'
    """
    try:
        return best_lay(list(flat_cards(table_cards)), (), allow_ace_both_ends_in_one_run).table
    except ValueError:
        return None
