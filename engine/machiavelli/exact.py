"""The exact solver in pure Python: used by :func:`~engine.machiavelli.best_lay` wherever scipy is missing.

The question is the one of :mod:`engine.machiavelli.solver`: how many hand cards can join the table so
that every card of the table, old and new, lies in a valid combination? Here it is answered by dynamic
programming over the fourteen run positions (ace low = 1, 2 ... K = 13, ace high = 14), one suit after
the other inside each position. For each suit the state remembers the runs still open at the previous
position: how many are one card long, two cards long, three or more (with two decks, at most two runs
of one suit pass through any position), and how many aces of that suit began a run low. At each
position and suit the copies of that card in use (at least the table's, at most the table's plus the
hand's) are shared out: they must extend every open run shorter than three cards, may extend the longer
ones, may start new runs, and the rest go into the sets of that rank. The sets of a rank are possible
exactly when the counts per suit (0, 1 or 2) total 0, or 3 to 4 with no suit twice, or 6 to 8 (two sets).
Aces are counted once, at position 14, where the copies used low and high must together fit the table's
and the hand's. Every state keeps the most cards laid so far; the best final state gives the answer and
its path gives the combinations.

>>> from collections import Counter
>>> from engine.machiavelli.rules import cards, table_notation
>>> melds, laid = solve(Counter(cards("3C 4C 5C 6C")), Counter(cards("6H 6D KS")))
>>> sum(laid.values()), table_notation(sorted(melds))
(2, '3♣ 4♣ 5♣ | 6♥ 6♦ 6♣')
>>> solve(Counter(cards("QS KS AS")), Counter(cards("2S 3S")))[1]
Counter()
>>> solve(Counter(cards("2S 3S")), Counter()) is None
True
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from operator import or_
from typing import Any

from .rules import ACE, CARD, SET_SUIT_ORDER

SUITS = SET_SUIT_ORDER


def _sets_possible(total: int, doubled: bool) -> bool:
    """Whether per-suit counts (each 0..2) summing to ``total`` split into sets of 3-4 different suits."""
    return total == 0 or (not doubled and 3 <= total <= 4) or total >= 6


def _rank_at(position: int) -> int:
    return ACE if position in (1, 14) else position


def solve(table_counts: Counter, hand_counts: Counter) -> Any:
    """The most hand cards that can be laid: ``(combinations, laid counts)``, or ``None`` if even the
    whole hand cannot put every table card in a valid combination. Same answer in cards laid as the
    HiGHS program of :mod:`engine.machiavelli.solver` (runs of fourteen cards are always allowed here;
    the caller splits them where the variant forbids them, which never changes the count).

    Two passes: the first finds how many cards can be laid and how many aces of each suit begin a run
    low to do it, without telling those counts apart in its states (:func:`_best_lows`); the second,
    with those counts fixed, keeps the choices made and walks them back into combinations."""
    def have(position, suit):
        card = CARD[_rank_at(position), suit]
        return table_counts.get(card, 0), hand_counts.get(card, 0)

    lows = _best_lows(have)
    if lows is None:
        return None
    # A state: the four suits' packed run states, the set cards of this rank so far, whether a suit is
    # in the sets twice. Each layer maps a state to (cards laid so far, previous state, choice made).
    start = ((0, 0, 0, 0), 0, False)
    layers: list[dict] = []
    current = {start: (0, None, None)}
    for position in range(1, 15):
        set_rank = position != 1 and sum(1 for s in SUITS if sum(have(position, s)) > 0) >= 3
        for k, suit in enumerate(SUITS):
            t, h = have(position, suit)
            nxt: dict = {}
            for state, (value, _, _) in current.items():
                suits, in_sets, doubled = state
                code = suits[k]
                for choice, new_code, gain, sets in _choices(position, t, h, code & 3, code >> 2 & 3,
                                                             code >> 4 & 3, code >> 6, set_rank):
                    if position == 1 and choice[0] != lows[k]:
                        continue
                    key = (suits[:k] + (new_code,) + suits[k + 1:], in_sets + sets, doubled or sets == 2)
                    total = value + gain
                    best = nxt.get(key)
                    if best is None or total > best[0]:
                        nxt[key] = (total, state, choice)
            current = nxt
            layers.append(nxt)
        # The rank is complete: its set cards must form sets; then the set count starts again.
        closed: dict = {}
        for (suits, in_sets, doubled), entry in current.items():
            if _sets_possible(in_sets, doubled):
                key = (suits, 0, False)
                if key not in closed or entry[0] > closed[key][0]:
                    closed[key] = entry
        current = layers[-1] = closed
    return _decode(layers, start, table_counts)


def _best_lows(have: Any) -> tuple[int, ...] | None:
    """How many aces of each suit begin a run low in a lay of the most cards (``None``: no lay works).

    The aces played low are settled at the first position and matter again only at the last, so the
    states here leave them out and carry instead, for each number of cards laid, the set of low-ace
    choices that reach it (a bit mask over the 81 choices, ``lows[0] + 3 * lows[1] + ...``): otherwise
    a table of both decks makes each state up to 81 states, and the programme too slow for a browser.
    ``reach[v]`` holds the choices that lay at least ``v`` cards."""
    # the choices in which suit k has l aces low
    low_is = [[sum(1 << i for i in range(81) if i // 3 ** k % 3 == low) for low in range(3)] for k in range(4)]
    start = ((0, 0, 0, 0), 0, False)
    current: dict = {start: (1,)}          # before any choice: "no ace low anywhere" (bit 0)
    for position in range(1, 15):
        set_rank = position != 1 and sum(1 for s in SUITS if sum(have(position, s)) > 0) >= 3
        for k, suit in enumerate(SUITS):
            t, h = have(position, suit)
            nxt: dict = {}
            for (suits, in_sets, doubled), reach in current.items():
                code = suits[k]
                lows = range(3) if position == 14 else (0,)
                for low in lows:
                    held = reach if position != 14 else _trimmed(tuple(m & low_is[k][low] for m in reach))
                    if not held:
                        continue
                    for choice, new_code, gain, sets in _choices(position, t, h, code & 3, code >> 2 & 3,
                                                                 code >> 4 & 3, low, set_rank):
                        moved = held
                        if position == 1:   # ``used`` aces begin runs low: the choice's digit for suit k
                            moved = tuple(m << choice[0] * 3 ** k for m in held)
                            new_code &= 63
                        if gain:
                            moved = (moved[0],) * gain + moved
                        key = (suits[:k] + (new_code,) + suits[k + 1:], in_sets + sets, doubled or sets == 2)
                        old = nxt.get(key)
                        nxt[key] = moved if old is None else _union(old, moved)
            current = nxt
        closed: dict = {}
        for (suits, in_sets, doubled), reach in current.items():
            if _sets_possible(in_sets, doubled):
                key = (suits, 0, False)
                old = closed.get(key)
                closed[key] = reach if old is None else _union(old, reach)
        current = closed
    reach = current.get(start)
    if reach is None:
        return None
    mask = reach[-1]
    first = (mask & -mask).bit_length() - 1
    return tuple(first // 3 ** k % 3 for k in range(4))


def _trimmed(reach: tuple) -> tuple:
    """``reach`` without the numbers of cards no choice reaches (empty: the state cannot be reached)."""
    end = len(reach)
    while end and not reach[end - 1]:
        end -= 1
    return reach[:end]


def _union(first: tuple, second: tuple) -> tuple:
    """Two ``reach`` lists merged: a choice reaches ``v`` cards if it does in either."""
    if len(first) < len(second):
        first, second = second, first
    if len(first) == len(second):
        return tuple(map(or_, first, second))
    return tuple(map(or_, first, second)) + first[len(second):]


@lru_cache(maxsize=None)
def _choices(position, t, h, n1, n2, n3, low, set_rank):
    """Each way to use the copies of one card: ``(choice, new suit state, cards laid, set copies)``.

    ``choice`` is ``(copies used, long runs extended, runs started, set copies)``; the suit state is
    packed as ``n1 | n2 << 2 | n3 << 4 | low << 6``.
    """
    if position == 1:  # the ace played low only starts runs; its count is settled at position 14
        return tuple(((used, 0, used, 0), used | used << 6, 0, 0) for used in range(min(2, t + h) + 1))
    out = []
    if position == 14:  # the ace played high ends runs, or goes into a set of aces
        if n1:
            return ()  # a run of one card at K cannot be finished
        for extend in range(n3 + 1):
            for sets in range(3 if set_rank else 1):
                high = n2 + extend + sets
                if t <= low + high <= t + h:
                    out.append(((high, extend, 0, sets), 0, low + high - t, sets))
        return tuple(out)
    must = n1 + n2
    for used in range(max(t, must), t + h + 1):
        for extend in range(n3 + 1):
            rest = used - must - extend
            if rest < 0:
                break
            for started in range(0 if position == 13 else rest, -1, -1):  # a run begun at K cannot grow to 3
                if started and extend < n3:
                    continue  # a long run left to end while a new one starts: extending it is freer
                sets = rest - started
                if sets and not set_rank:
                    continue
                out.append(((used, extend, started, sets), started | n1 << 2 | (n2 + extend) << 4 | low << 6,
                            used - t, sets))
    return tuple(out)


def _decode(layers: list[dict], final_key: Any, table_counts: Counter) -> Any:
    """The combinations and laid counts along the best path (walking the layers backwards)."""
    choices = []
    key = final_key
    for layer in reversed(layers):
        _, key, choice = layer[key]
        choices.append(choice)
    choices.reverse()
    melds: list[tuple] = []
    laid: Counter = Counter()
    open_runs: dict[str, list[list[int]]] = {s: [] for s in SUITS}
    low_used = dict.fromkeys(SUITS, 0)
    step = 0
    for position in range(1, 15):
        rank = _rank_at(position)
        set_copies = {}
        for suit in SUITS:
            used, extend, started, sets = choices[step]
            step += 1
            set_copies[suit] = sets
            runs = open_runs[suit]
            short = [r for r in runs if len(r) < 3]
            long = [r for r in runs if len(r) >= 3]
            going = short + long[:extend]
            for r in going:
                r.append(position)
            finished = long[extend:] + (going if position == 14 else [])
            melds.extend(tuple(CARD[_rank_at(p), suit] for p in r) for r in finished)
            open_runs[suit] = [] if position == 14 else going + [[position] for _ in range(started)]
            card = CARD[rank, suit]
            if position == 1:
                low_used[suit] = used
                continue
            total = used + (low_used[suit] if position == 14 else 0)
            if total > table_counts.get(card, 0):
                laid[card] += total - table_counts.get(card, 0)
        melds.extend(_set_groups(rank, set_copies))
    return melds, laid


def _set_groups(rank: int, counts: dict) -> list[tuple]:
    """Sets of one rank from the copies per suit (0..2 each; the total is already known to work)."""
    twos = [s for s in SUITS if counts.get(s, 0) == 2]
    ones = [s for s in SUITS if counts.get(s, 0) == 1]
    if not twos and not ones:
        return []
    if not twos and len(ones) <= 4 and len(ones) >= 3:
        return [tuple(CARD[rank, s] for s in ones)]
    half = (len(ones) + 1) // 2
    groups = [twos + ones[:half], twos + ones[half:]]
    return [tuple(CARD[rank, s] for s in SUITS if s in g) for g in groups]


__all__ = ["solve"]
