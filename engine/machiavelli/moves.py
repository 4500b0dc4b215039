"""Machiavelli's move list: :func:`legal_actions` (drawing, every combination the hand can lay by itself and
every hand card added where it fits, built from bit masks of the hand: the playouts' hot path), and
:func:`expressible_actions`, plays built from the hand and the table alone, without the rules, for the judge
to split.

>>> from engine.machiavelli import position
>>> state = position(["6C 9H 9S 9D KH", None], "3C 4C 5C")
>>> [str(a) for a in legal_actions(state)]
['draw', 'play 3C 4C 5C | 9S 9H 9D', 'play 3C 4C 5C 6C']
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import TYPE_CHECKING, Iterable

from ..cards import FrenchCard
from .actions import Draw, MachiavelliAction, Play, group_words
from .rules import ACE, CARD, PACK, SET_SUIT_ORDER, arrange, run_positions, sort_hand

if TYPE_CHECKING:
    from .state import State


def legal_actions(state: State) -> list[MachiavelliAction]:
    """Drawing, every combination the hand can lay by itself, and every hand card added where it fits (kept
    in the state's cache). Whole-table rearrangements are not listed (there are too many)."""
    cached = state._cache.get("legal")
    if cached is None:
        if state.phase == "over":
            cached = ()
        elif state.opening:
            cached = (Draw(),)
        else:
            cached = (Draw(), *_lays(state))
        state._cache["legal"] = cached
    return list(cached)

def table_words(state: State) -> tuple[str, ...]:
    """The table's groups in notation, worked out once per state (a play's notation reuses them)."""
    words = state._cache.get("words")
    if words is None:
        words = state._cache["words"] = tuple(group_words(m) for m in state.table)
    return words

def _lays(state: State) -> list[Play]:
    hand = state.hands[state.to_move]
    table = state.table
    words = table_words(state)
    listed = Play.listed
    # What the hand holds, as bits: per rank the suits (1 2 4 8 for S H D C), per suit the ranks.
    rank_suits = [0] * 15
    suit_ranks = {"S": 0, "H": 0, "D": 0, "C": 0}
    ranks_in_order = []
    for card in hand:
        rank, suit = card.rank, card.suit
        if not rank_suits[rank]:
            ranks_in_order.append(rank)
        rank_suits[rank] |= _SUIT_BIT[suit]
        suit_ranks[suit] |= 1 << rank
    end = (len(table), len(table))
    new = [listed(table + (meld,), meld, table, words, end)
           for meld in _melds_from_masks(rank_suits, suit_ranks, ranks_in_order)]
    if not table:
        return new
    allow = state.allow_both_aces
    seen: set[tuple] = set()  # two identical combinations on the table offer the same moves: list them once
    for i, meld in enumerate(table):
        first, second = meld[0], meld[1]
        first_rank = first.rank
        if first_rank == second.rank:  # a set: room for a fourth suit
            if len(meld) != 3:
                continue
            missing = 15 ^ (_SUIT_BIT[first.suit] | _SUIT_BIT[second.suit] | _SUIT_BIT[meld[2].suit])
            if not rank_suits[first_rank] & missing:
                continue
            key = (first_rank, missing)
            if key in seen:
                continue
            seen.add(key)
            card = CARD[first_rank, _BIT_SUIT[missing]]
            new.append(listed(table[:i] + (_FULL_SET[first_rank],) + table[i + 1:], (card,), table, words,
                              (i, i + 1)))
            continue
        suit = first.suit
        held = suit_ranks[suit]
        if not held:
            continue
        last = meld[-1]
        # A run; table runs are kept in reading order (MA-3), so its ends give its span.
        low = 1 if first_rank == ACE else first_rank
        high = 14 if last.rank == ACE else last.rank
        near = ((1 << (low - 1)) | (1 << (high + 1)) | ((1 << (high - 1)) - (1 << (low + 2)) if high - low >= 4
                                                        else 0)) & held & _PLAIN_RANKS
        ace = held & _ACE_BIT and (low == 2 or high == 13)
        if not near and not ace:
            continue
        run_key = (suit, low, high, len(meld))
        if run_key in seen:
            continue
        seen.add(run_key)
        before, after, cut = table[:i], table[i + 1:], (i, i + 1)
        while near:
            bit = near & -near
            near ^= bit
            rank = bit.bit_length() - 1
            card = CARD[rank, suit]
            if rank == low - 1 or rank == high + 1:
                grown = (card,) + meld if rank == low - 1 else meld + (card,)
                if len(grown) == 13:  # A-2-...-K reads either way: keep the canonical one (ace high)
                    grown = arrange(grown)
                new.append(listed(before + (grown,) + after, (card,), table, words, cut))
            else:  # a duplicate of a middle card splits the run in two
                at = rank - low + 1
                new.append(listed(before + (meld[:at], (card,) + meld[at:]) + after, (card,), table, words, cut))
        if ace:
            card = CARD[ACE, suit]
            grown = meld + (card,)
            if run_positions(grown, allow) is not None:
                new.append(listed(before + (arrange(grown),) + after, (card,), table, words, cut))
    return new


_SUIT_BIT = {"S": 1, "H": 2, "D": 4, "C": 8}
_BIT_SUIT = {bit: suit for suit, bit in _SUIT_BIT.items()}
_ACE_BIT = 1 << ACE
_PLAIN_RANKS = sum(1 << r for r in range(2, 14))   # 2..K: the ace is handled on its own
_FULL_SET = {rank: tuple(CARD[rank, s] for s in SET_SUIT_ORDER) for rank in range(2, 15)}
#: Per rank and per set of suits held (bits), every set the hand can lay: 3 suits, then 4.
_SETS = {rank: {mask: tuple(tuple(CARD[rank, s] for s in group)
                            for size in (3, 4)
                            for group in combinations([s for s in SET_SUIT_ORDER if mask & _SUIT_BIT[s]], size))
                for mask in range(16)}
         for rank in range(2, 15)}
_RUNS: dict[tuple[str, int], tuple] = {}


def _runs_of(suit: str, held: int) -> tuple:
    """Every run of three or more cards of ``suit`` whose ranks are among the bits of ``held``."""
    key = (suit, held)
    runs = _RUNS.get(key)
    if runs is not None:
        return runs
    spots = [r for r in range(2, 15) if held >> r & 1]
    if held & _ACE_BIT:
        spots.insert(0, 1)
    out = []
    start = 0
    # Every stretch of consecutive positions gives every run of three or more inside it.
    for k in range(1, len(spots) + 1):
        if k < len(spots) and spots[k] == spots[k - 1] + 1:
            continue
        stretch, start = spots[start:k], k
        line = [CARD[ACE if p in (1, 14) else p, suit] for p in stretch]
        for a in range(len(stretch) - 2):
            for b in range(a + 3, len(stretch) + 1):
                if stretch[a] == 1 and stretch[b - 1] == 14:
                    continue  # the whole A-...-A line is never laid from a hand in one go
                out.append(tuple(line[a:b]))
    runs = _RUNS[key] = tuple(out)
    return runs


def _melds_from_masks(rank_suits: list, suit_ranks: dict, ranks_in_order: list) -> list:
    out: list[tuple[FrenchCard, ...]] = []
    for rank in ranks_in_order:
        sets = _SETS[rank][rank_suits[rank]]
        if sets:
            out.extend(sets)
    for suit in SET_SUIT_ORDER:
        held = suit_ranks[suit]
        if held and held.bit_count() >= 3:
            out.extend(_runs_of(suit, held))
    return out


def melds_from_hand(hand: Iterable[FrenchCard]) -> list[tuple[FrenchCard, ...]]:
    """Every set and every run the hand can lay by itself (each distinct combination once), in reading order.

    >>> from engine.machiavelli.rules import cards, notation
    >>> [notation(m) for m in melds_from_hand(cards("QS KS AS 2S 7H 7D 7C"))]
    ['7♥ 7♦ 7♣', 'Q♠ K♠ A♠']
    """
    rank_suits = [0] * 15
    suit_ranks = {"S": 0, "H": 0, "D": 0, "C": 0}
    ranks_in_order = []
    for card in sort_hand(hand):
        if not rank_suits[card.rank]:
            ranks_in_order.append(card.rank)
        rank_suits[card.rank] |= _SUIT_BIT[card.suit]
        suit_ranks[card.suit] |= 1 << card.rank
    return _melds_from_masks(rank_suits, suit_ranks, ranks_in_order)


def expressible_actions(state: State) -> list[MachiavelliAction]:
    """Drawing, and plays built from the hand and the table alone, without the rules, legal or not (any
    final table may be played, so this is a sample of what the notation says):

    - every group of two or more different hand cards of one rank, and every stretch of two or more of
      one suit in rank order (the ace at either end), laid as a new group;
    - each hand card laid alone, added to each group, and added to each group that is then cut in two at
      each place (the card opening the second part);
    - each group cut in two, its last card moved to the next group or taken away (MA-11);
    - the table as it is, and a card the player does not hold laid (MA-9).
    """
    table = state.table
    hand = state.hands[state.to_move] if state.phase != "over" else ()
    distinct = list(dict.fromkeys(sort_hand(hand)))
    tables: list[tuple] = [table]
    by_rank: dict[int, list[FrenchCard]] = {}
    by_suit: dict[str, list[tuple[int, FrenchCard]]] = {}
    for card in distinct:
        by_rank.setdefault(card.rank, []).append(card)
        by_suit.setdefault(card.suit, []).append((card.rank, card))
        if card.rank == ACE:
            by_suit[card.suit].append((1, card))           # the ace also below the two
    for same in by_rank.values():
        tables += [table + (group,) for size in range(2, len(same) + 1) for group in combinations(same, size)]
    for line in by_suit.values():
        line = sorted(line, key=lambda placed: placed[0])
        tables += [table + (tuple(c for _, c in line[a:b]),)
                   for a in range(len(line)) for b in range(a + 2, len(line) + 1)]
    for card in distinct:
        tables.append(table + ((card,),))
        for i, meld in enumerate(table):
            tables.append(table[:i] + (meld + (card,),) + table[i + 1:])
            tables += [table[:i] + (meld[:k], (card,) + meld[k:]) + table[i + 1:] for k in range(1, len(meld))]
    for i, meld in enumerate(table):
        tables += [table[:i] + (meld[:k], meld[k:]) + table[i + 1:] for k in range(1, len(meld))]
        tables.append(table[:i] + (meld[:-1],) + table[i + 1:])
        if len(table) > 1:
            j = (i + 1) % len(table)
            tables.append(tuple(m[:-1] if g == i else m + meld[-1:] if g == j else m for g, m in enumerate(table)))
    held = Counter(hand)
    stranger = next(card for card in PACK if not held[card])
    tables.append(table + ((stranger,),))
    plays = {str(play): play for play in (Play.of(t) for t in tables if any(t)) if play.table}
    return [Draw(), *plays.values()]


__all__ = ["legal_actions", "expressible_actions", "melds_from_hand", "table_words"]
