"""Hand ranking (FP-3, FP-A20) cross-checked against pokerkit over every five-card hand.

A five-card hand's poker value depends only on its ranks (as a multiset) and on whether all five
cards share a suit. So the C(52, 5) = 2,598,960 hands fall into 7,462 classes; the test builds one
hand per class, checks that ``hand_rank`` orders the classes exactly as pokerkit does (same ties,
same order, same category), and that the classes count every hand once. Random hands then confirm
that any hand ranks like its class's representative.
"""
import itertools
import math
import random
from collections import Counter

from pokerkit import StandardHighHand

from engine.cards import FrenchCard, french_deck
from engine.frederik import best_hand, evaluate, hand_rank

SUITS = "SHDC"
POKERKIT_LABEL = {
    "High card": "high card", "One pair": "pair", "Two pair": "two pair", "Three of a kind": "three of a kind",
    "Straight": "straight", "Flush": "flush", "Full house": "full house", "Four of a kind": "four of a kind",
    "Straight flush": "straight flush",
}
# how many of the 2,598,960 hands fall in each category (the classic poker counts)
CATEGORY_HANDS = {"straight flush": 40, "four of a kind": 624, "full house": 3744, "flush": 5108,
                  "straight": 10200, "three of a kind": 54912, "two pair": 123552, "pair": 1098240,
                  "high card": 1302540}


def pk_text(cards):
    return "".join(("T" if c.rank == 10 else c.rank_text) + c.suit.lower() for c in cards)


def classes():
    """One representative hand per class, with the number of hands in the class."""
    for ranks in itertools.combinations_with_replacement(range(2, 15), 5):
        counts = Counter(ranks)
        if max(counts.values()) > 4:
            continue
        if len(counts) == 5:
            # distinct ranks: a flush (4 suits x 1 way) or not (4^5 - 4 suit patterns)
            yield [FrenchCard(r, "H") for r in ranks], 4
            yield [FrenchCard(r, "S" if i else "H") for i, r in enumerate(ranks)], 4 ** 5 - 4
        else:
            cards = [FrenchCard(r, SUITS[i]) for r, k in counts.items() for i in range(k)]
            yield cards, math.prod(math.comb(4, k) for k in counts.values())


def test_FP_3_hand_rank_orders_every_five_card_hand_as_pokerkit():
    reps = list(classes())
    assert len(reps) == 7462
    assert sum(n for _, n in reps) == math.comb(52, 5)
    mine = [hand_rank(cards) for cards, _ in reps]
    theirs = [StandardHighHand.from_game(pk_text(cards)) for cards, _ in reps]
    order = sorted(range(len(reps)), key=lambda i: mine[i])
    for a, b in zip(order, order[1:]):
        if mine[a] == mine[b]:
            assert theirs[a].entry.index == theirs[b].entry.index, (reps[a][0], reps[b][0])
        else:
            assert theirs[a].entry.index < theirs[b].entry.index, (reps[a][0], reps[b][0])
    assert len(set(mine)) == len({h.entry.index for h in theirs}) == 7462
    per_category: Counter = Counter()
    for i, (cards, n) in enumerate(reps):
        assert mine[i].category == POKERKIT_LABEL[theirs[i].entry.label.value]
        per_category[mine[i].category] += n
    assert per_category == CATEGORY_HANDS


def test_FP_3_any_hand_ranks_like_its_class():
    rng = random.Random(7)
    deck = list(french_deck())
    for _ in range(3000):
        hand = rng.sample(deck, 5)
        flush = len({c.suit for c in hand}) == 1
        ranks = sorted(c.rank for c in hand)
        if flush:
            twin = [FrenchCard(r, "H") for r in ranks]
        elif len(set(ranks)) == 5:
            twin = [FrenchCard(r, "S" if i else "H") for i, r in enumerate(ranks)]
        else:
            counts = Counter(ranks)
            twin = [FrenchCard(r, SUITS[i]) for r, k in counts.items() for i in range(k)]
        assert hand_rank(hand) == hand_rank(twin)
        assert StandardHighHand.from_game(pk_text(hand)).entry.index == \
            StandardHighHand.from_game(pk_text(twin)).entry.index


def test_FP_A20_best_of_many_cards_is_the_best_five_card_subset():
    rng = random.Random(3)
    deck = list(french_deck())
    for size in (1, 2, 3, 4, 6, 7, 9):
        for _ in range(150):
            cards = rng.sample(deck, size)
            rank, used = evaluate(cards)
            brute = max(hand_rank(list(c)) for c in itertools.combinations(cards, min(5, size)))
            assert rank == brute and hand_rank(list(used)) == rank and set(used) <= set(cards)


def test_FP_4_best_hand_borrows_at_most_one_card_and_tries_every_one():
    rng = random.Random(5)
    deck = list(french_deck())
    for _ in range(300):
        cards = rng.sample(deck, rng.randint(2, 12))
        own, others = cards[:rng.randint(1, 6)], cards[6:]
        rank, used = best_hand(own, others)
        brute = max([evaluate(own)[0]] + [evaluate(own + [b])[0] for b in others])
        assert rank == brute
        assert sum(c not in own for c in used) <= 1
