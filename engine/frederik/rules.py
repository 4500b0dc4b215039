"""come-quando-frederik-piange: the pure rule functions (no state).

Card values (FP-A5): comparisons use 2..10, J=11, Q=12, K=13, A=14; the sums of ``draw N`` use
A=1 and J/Q/K=11/12/13 (or a variant). Hands rank as in poker (FP-3), over up to five cards
(FP-A20), with at most one borrowed face-up card of another player (FP-4, FP-A8).

>>> from engine.cards import parse_french_cards as cards
>>> hand_rank(cards("K♠ K♥")) < hand_rank(cards("K♦ K♣ 2♠"))          # FP-EX-9: a missing kicker is lowest
True
>>> hand_rank(cards("5♦ 4♣ 3♥ 2♠ A♠")).category                          # the wheel (FP-A20)
'straight'
>>> sorted(reachable_sums(cards("3♣ 5♦ 9♠")))                            # FP-EX-4
[3, 5, 8, 9, 12, 14, 17]
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Any, Iterable, Literal, Sequence

from ..cards import FrenchCard, french_deck, parse_french_card

MIN_PLAYERS, MAX_PLAYERS = 2, 6          # FP-2
DRAW_ROUNDS = 5                          # FP-5
DRAW_COUNT = 5                           # FP-5
BATTLE_ROUNDS = 2                        # FP-9
PAIR_DRAW, TRIPLE_DRAW = 4, 6            # FP-10, FP-11
DECK = french_deck()                     # FP-1: 52 cards, no jokers

CATEGORIES = ("high card", "pair", "two pair", "three of a kind", "straight", "flush", "full house",
              "four of a kind", "straight flush")

#: How cards count in a ``draw N`` sum (FP-A5): as their number, faces as 10, or faces left out.
NthScheme = Literal["standard", "faces_count_10", "faces_excluded"]
#: What "colore" means when cards must match (FP-A1): the same suit, or red and black.
ColourMeaning = Literal["suit", "red_black"]


def check_players(players: int) -> int:
    """2 to 6 players (FP-2); ``ValueError`` naming the clause otherwise."""
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"FP-2: Come quando Frederik piange is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                         f"not {players!r}")
    return players


# --- card values -------------------------------------------------------------------------------

def compare_value(card: FrenchCard) -> int:
    """The value used for "higher" and "lower" (FP-A5): the ace is 14."""
    return card.rank


def nth_value(card: FrenchCard, scheme: NthScheme = "standard") -> int | None:
    """A card's number in a ``draw N`` sum (FP-13, FP-A5); ``None`` where the scheme leaves it out.

    >>> [nth_value(parse_french_card(t)) for t in ("AS", "7H", "KD")]
    [1, 7, 13]
    >>> nth_value(parse_french_card("QC"), "faces_count_10"), nth_value(parse_french_card("JC"), "faces_excluded")
    (10, None)
    """
    rank = card.rank
    if rank == 14:
        return 1
    if rank <= 10:
        return rank
    if scheme == "faces_count_10":
        return 10
    if scheme == "faces_excluded":
        return None
    return rank


def reachable_sums(face_up_cards: Iterable, scheme: NthScheme = "standard") -> set[int]:
    """Every N that is the sum of a non-empty set of these cards' numbers (FP-13, FP-A15).

    >>> sorted(reachable_sums([parse_french_card("AD"), parse_french_card("KS")]))     # FP-EX-4
    [1, 13, 14]
    >>> reachable_sums([])
    set()
    """
    sums: set[int] = set()
    for card in face_up_cards:
        value = nth_value(parse_french_card(card), scheme)
        if value is None:
            continue
        sums |= {s + value for s in sums} | {value}
    return sums


def sum_of(cards: Iterable[FrenchCard], scheme: NthScheme = "standard") -> int | None:
    """The N that these face-up cards name together (FP-13): the sum of their numbers; ``None`` when a card
    does not count in the scheme (FP-A5) or there is none.

    >>> sum_of([parse_french_card("3C"), parse_french_card("KD")]), sum_of([parse_french_card("JC")], "faces_excluded")
    (16, None)
    """
    values = [nth_value(card, scheme) for card in cards]
    if not values or any(v is None for v in values):
        return None
    return sum(v for v in values if v is not None)


def sum_sets(face_up_cards: Sequence[FrenchCard], scheme: NthScheme = "standard",
             limit: int | None = None) -> dict[int, list[tuple[FrenchCard, ...]]]:
    """Every non-empty set of the cards that counts (FP-A5), by the N it adds up to (FP-13), N at most
    ``limit``: the cards a player points at to draw the N-th card. Sets keep the cards' order.

    >>> {n: len(sets) for n, sets in sum_sets([parse_french_card(t) for t in ("AD", "KS", "AC")]).items()}
    {1: 2, 2: 1, 13: 1, 14: 2, 15: 1}
    """
    counted = [card for card in face_up_cards if nth_value(card, scheme) is not None]
    sets: dict[int, list[tuple[FrenchCard, ...]]] = {}
    for size in range(1, len(counted) + 1):
        for combo in combinations(counted, size):
            total = sum_of(combo, scheme)
            if total is not None and (limit is None or total <= limit):
                sets.setdefault(total, []).append(combo)
    return dict(sorted(sets.items()))


def same_colour(a: FrenchCard, b: FrenchCard, colour_means: ColourMeaning = "suit") -> bool:
    """"Colore" (FP-A1): the same suit by the ruling, or the same red/black colour in the variant."""
    if colour_means == "red_black":
        return a.is_red == b.is_red
    return a.suit == b.suit


def matches(used: FrenchCard, card: FrenchCard, colour_means: ColourMeaning = "suit") -> bool:
    """Same number or same suit/colour: what an interrupt (FP-24) and a steal's helpers (FP-22) need."""
    if used.rank == card.rank:
        return True
    if colour_means == "red_black":                 # same_colour, written out: a steal asks this often
        return used.is_red == card.is_red
    return used.suit == card.suit


# --- protection (FP-31, FP-A2, FP-A3) ---------------------------------------------------------------

def protects(card: FrenchCard, target: FrenchCard, mode: str, colour_means: ColourMeaning = "suit") -> bool:
    """Whether ``card`` (the owner's) protects ``target`` from a ``mode`` action (FP-A2).

    A same-suit card protects against a "high" action when it is higher than the target, against a
    "low" action when it is lower; nothing protects against an "equal" action (FP-18, FP-21).

    >>> h = parse_french_card
    >>> protects(h("10H"), h("KH"), "low"), protects(h("JS"), h("10S"), "high"), protects(h("JS"), h("10S"), "equal")
    (True, True, False)
    """
    # strictly higher or lower: the target never protects itself, nor does a card of its number
    if mode == "high":
        return card.rank > target.rank and same_colour(card, target, colour_means)
    if mode == "low":
        return card.rank < target.rank and same_colour(card, target, colour_means)
    return False


def is_extreme_of_suit(target: FrenchCard, owner_face_up: Sequence, mode: str, colour_means: ColourMeaning = "suit") -> bool:
    """Whether ``target`` is the highest ("high") or lowest ("low") of its suit among its owner's
    face-up cards (FP-16, FP-17, FP-A3). A card alone in its suit is both.

    >>> h = parse_french_card
    >>> is_extreme_of_suit(h("KH"), [h("KH"), h("10H")], "low")                 # FP-EX-1
    False
    >>> is_extreme_of_suit(h("10S"), [h("10S"), h("JS")], "high")               # FP-EX-2
    False
    """
    return not any(protects(c, target, mode, colour_means) for c in owner_face_up)


def protectors(target: FrenchCard, owner_face_down: Sequence, mode: str, colour_means: ColourMeaning = "suit") -> list:
    """The face-down cards the owner could reveal to protect ``target`` (FP-A3)."""
    return [c for c in owner_face_down if protects(c, target, mode, colour_means)]


def interrupt_cards(used: FrenchCard, candidates: Sequence, colour_means: ColourMeaning = "suit") -> list:
    """The cards among ``candidates`` that may interrupt an action using ``used`` (FP-24, FP-A1)."""
    return [c for c in candidates if matches(used, c, colour_means)]


# --- poker hands (FP-3, FP-A20) -----------------------------------------------------------------------

class HandRank(tuple):
    """A hand's strength: ``(category index, ranks to compare in order...)``; higher is stronger.

    Python compares tuples element by element and a shorter tuple with the same start is smaller,
    which is exactly "a missing kicker ranks below every card" (FP-A20).

    >>> r = hand_rank([parse_french_card("KS"), parse_french_card("KH"), parse_french_card("2C")])
    >>> r.category, r
    ('pair', HandRank('pair', 13, 2))
    """

    __slots__ = ()

    @property
    def category(self) -> str:
        return CATEGORIES[self[0]] if self and self[0] >= 0 else "no cards"

    @property
    def ranks(self) -> tuple:
        return tuple(self[1:])

    def describe(self) -> str:
        """Words for a reader: ``three of a kind, kings``."""
        if not self or self[0] < 0:
            return "no cards"
        names = {14: "aces", 13: "kings", 12: "queens", 11: "jacks"}
        plural = lambda r: names.get(r, f"{r}s")
        single = {14: "ace", 13: "king", 12: "queen", 11: "jack"}
        high = lambda r: single.get(r, str(r))
        cat, first = self[0], self[1]
        if cat == 1:
            return f"a pair of {plural(first)}"
        if cat == 3:
            return f"three {plural(first)}"
        if cat == 7:
            return f"four {plural(first)}"
        if cat == 2:
            return f"two pair, {plural(first)} and {plural(self[2])}"
        if cat == 6:
            return f"a full house, {plural(first)} over {plural(self[2])}"
        if cat in (4, 8):
            return f"a {CATEGORIES[cat]} to the {high(first)}"
        if cat == 5:
            return f"a flush, {high(first)} high"
        return f"{high(first)} high"

    def __repr__(self) -> str:
        return "HandRank(" + ", ".join([repr(self.category)] + [str(r) for r in self[1:]]) + ")"


NO_CARDS = HandRank((-1,))


_STRAIGHT_MASKS = tuple((high, 0b11111 << (high - 4)) for high in range(14, 4, -1))   # high 5: A(bit 1)-5


def _straight_high(mask: int) -> int:
    """The top rank of the best straight in a rank bit mask (bit r for rank r, bit 1 for an ace), or 0."""
    for high, want in _STRAIGHT_MASKS:
        if mask & want == want:
            return high
    return 0


def _rank_mask(ranks: Any) -> int:
    mask = 0
    for r in ranks:
        mask |= 1 << r
    if mask & (1 << 14):
        mask |= 2          # the ace also plays low (FP-A20)
    return mask


def _pick(cards, ranks, wanted_ranks, used):
    """Indices of one card of each wanted rank, skipping indices already used."""
    out = []
    for rank in wanted_ranks:
        for i, r in enumerate(ranks):
            if r == rank and i not in used and i not in out:
                out.append(i)
                break
    return out


def evaluate(cards: Sequence) -> tuple[HandRank, tuple]:
    """The best poker hand of at most five cards among ``cards`` (any number): ``(rank, cards used)``.

    >>> from engine.cards import parse_french_cards as pc
    >>> rank, used = evaluate(pc("K♠ K♥ K♦ 7♦ 3♣ 2♠"))
    >>> rank.category, [str(c) for c in used]
    ('three of a kind', ['K♠', 'K♥', 'K♦', '7♦', '3♣'])
    """
    if not cards:
        return NO_CARDS, ()
    ranks = [c.rank for c in cards]
    suits = [c.suit for c in cards]
    order = sorted(range(len(cards)), key=ranks.__getitem__, reverse=True)
    counts = [0] * 15
    for r in ranks:
        counts[r] += 1
    suit_count: dict[str, int] = {}
    for su in suits:
        suit_count[su] = suit_count.get(su, 0) + 1
    flush_suits = [su for su, k in suit_count.items() if k >= 5]

    def take(indices):
        return tuple(cards[i] for i in indices)

    # straight flush
    best_sf = 0
    sf_suit = None
    for su in flush_suits:
        high = _straight_high(_rank_mask(r for r, s2 in zip(ranks, suits) if s2 == su))
        if high > best_sf:
            best_sf, sf_suit = high, su
    if best_sf:
        idx = []
        for rank in range(best_sf, best_sf - 5, -1):
            rank = 14 if rank == 1 else rank
            idx.append(next(i for i in range(len(cards)) if ranks[i] == rank and suits[i] == sf_suit))
        return HandRank((8, best_sf)), take(idx)

    def kickers(made, room):
        chosen = set(made)
        return [i for i in order if i not in chosen][:room]

    def of_rank(rank, k):
        return [i for i in order if ranks[i] == rank][:k]

    groups = sorted((r for r in range(2, 15) if counts[r] >= 2), key=lambda r: (counts[r], r), reverse=True)
    if groups and counts[groups[0]] >= 4:
        r = groups[0]
        made = of_rank(r, 4)
        kick = kickers(made, 1)
        return HandRank((7, r) + tuple(ranks[i] for i in kick)), take(made + kick)
    trips = [r for r in groups if counts[r] >= 3]
    if trips:
        t = trips[0]
        pair = next((r for r in sorted(groups, reverse=True) if r != t), None)
        if pair is not None:
            return HandRank((6, t, pair)), take(of_rank(t, 3) + of_rank(pair, 2))
    if flush_suits:
        best = max(([i for i in order if suits[i] == su][:5] for su in flush_suits),
                   key=lambda idx: [ranks[i] for i in idx])
        return HandRank((5,) + tuple(ranks[i] for i in best)), take(best)
    high = _straight_high(_rank_mask(ranks))
    if high:
        wanted = [14 if r == 1 else r for r in range(high, high - 5, -1)]
        return HandRank((4, high)), take(_pick(cards, ranks, wanted, ()))
    if trips:
        made = of_rank(trips[0], 3)
        kick = kickers(made, 2)
        return HandRank((3, trips[0]) + tuple(ranks[i] for i in kick)), take(made + kick)
    if len(groups) >= 2:
        p1, p2 = sorted(groups, reverse=True)[:2]
        made = of_rank(p1, 2) + of_rank(p2, 2)
        kick = kickers(made, 1)
        return HandRank((2, p1, p2) + tuple(ranks[i] for i in kick)), take(made + kick)
    if groups:
        made = of_rank(groups[0], 2)
        kick = kickers(made, 3)
        return HandRank((1, groups[0]) + tuple(ranks[i] for i in kick)), take(made + kick)
    top = order[:5]
    return HandRank((0,) + tuple(ranks[i] for i in top)), take(top)


def hand_rank(cards: Sequence) -> HandRank:
    """The poker strength of one to five cards (FP-3, FP-A20): comparable, higher is stronger.

    >>> from engine.cards import parse_french_cards as pc
    >>> hand_rank(pc("A♠ K♠ Q♠ J♠ 10♠")) > hand_rank(pc("9♥ 9♦ 9♣ 9♠ 2♣"))       # FP-EX-9
    True
    >>> hand_rank(pc("5♦ 4♣ 3♥ 2♠ A♠")) < hand_rank(pc("6♣ 5♦ 4♣ 3♥ 2♠"))
    True
    """
    cards = [parse_french_card(c) for c in cards]
    if not 1 <= len(cards) <= 5:
        raise ValueError(f"FP-4: a hand has one to five cards, not {len(cards)}")
    if len(set(cards)) != len(cards):
        raise ValueError("FP-1: a hand cannot hold the same card twice (the deck has one of each)")
    return evaluate(cards)[0]


def best_hand(own_cards: Sequence, others_face_up: Sequence = ()) -> tuple[HandRank, tuple]:
    """The strongest hand of up to five cards from your own cards (face up or down, FP-A7) plus at
    most ONE face-up card of another player (FP-4, FP-A8): ``(rank, cards)``.

    >>> from engine.cards import parse_french_cards as pc
    >>> rank, used = best_hand(pc("K♠ K♥ 7♦ 3♣ 2♠"), pc("K♦ 7♣"))                 # FP-EX-3
    >>> rank.category, [str(c) for c in used]
    ('three of a kind', ['K♠', 'K♥', 'K♦', '7♦', '3♣'])
    """
    own = tuple(parse_french_card(c) for c in own_cards)
    best = _evaluate_remembered(own)
    for borrowed in _useful_borrows(own, [parse_french_card(c) for c in others_face_up]):
        candidate = _evaluate_remembered((*own, borrowed))
        if candidate[0] > best[0]:
            best = candidate
    return best


@lru_cache(maxsize=1 << 14)
def _evaluate_remembered(cards: tuple) -> tuple[HandRank, tuple]:
    """:func:`evaluate`, remembered: the tables a computer or the coach imagines differ in a card or two,
    so the same hand with the same borrowed card comes back many times."""
    return evaluate(cards)


def _useful_borrows(own: Sequence, others: list) -> list:
    """The borrowable cards worth trying: any that pairs a rank, fills a flush or a straight, and of the
    rest ("plain" cards, which can only add a kicker) just the highest, which beats any lower one. Of two
    cards of one rank whose suit cannot make a flush only the first is tried: they make equal hands."""
    ranks = {c.rank for c in own}
    suit_count: dict = {}
    for c in own:
        suit_count[c.suit] = suit_count.get(c.suit, 0) + 1
    mask = _rank_mask(ranks)
    seen = {(c.rank, c.suit) for c in own}
    useful, plain = [], None
    for c in others:
        key = (c.rank, c.suit if suit_count.get(c.suit, 0) >= 4 else None)
        if key in seen:
            continue
        seen.add(key)
        if c.rank in ranks or suit_count.get(c.suit, 0) >= 4 or _straight_high(mask | _rank_mask((c.rank,))):
            useful.append(c)
        elif plain is None or c.rank > plain.rank:
            plain = c
    if plain is not None:
        useful.append(plain)
    return useful


def winners_of(ranks: Sequence[HandRank]) -> list[int]:
    """The seats whose hand is strongest; equal hands share the win (FP-A6)."""
    top = max(ranks)
    return [i for i, r in enumerate(ranks) if r == top]


__all__ = [
    "CATEGORIES", "HandRank", "NO_CARDS", "DECK", "check_players", "compare_value", "nth_value",
    "reachable_sums", "sum_of", "sum_sets", "NthScheme", "ColourMeaning", "same_colour", "matches", "protects", "is_extreme_of_suit", "protectors",
    "interrupt_cards", "evaluate", "hand_rank", "best_hand", "winners_of",
]
