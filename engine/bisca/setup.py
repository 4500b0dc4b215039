"""Setting up a game of Bisca: the variant options, a new game dealt from its seed, each round's deal (BI-8,
BI-A8), and a round's betting set up by hand (:func:`position`).

>>> game = new_game(players=3, seed=7)
>>> [len(hand) for hand in game.hands], game.round_index, game.last_event.find("deal").value
([5, 5, 5], 0, 5)
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from ..cards import FrenchCard, parse_french_card
from ..core import Consequence, Options, check_seed, event
from . import rules
from .rules import HAND_SIZES
from .state import State, sorted_hand

#: The first bidder of each round is on the left of that round's dealer (BI-A2).
LEFT_OF_DEALER = "left_of_rotating_dealer"


@dataclass(frozen=True)
class BiscaOptions(Options):
    """Variant options (RULINGS 6.1); the defaults are the rulings."""

    CHOICES = {"exact_score": ("flat3", "bet"), "duplicate_tie": ("first", "last"),
               "bet_rule": ("running_sum", "last_bidder_only")}
    SAMPLES = {"first_player_policy": (LEFT_OF_DEALER, 0, 1)}

    exact_score: str = "flat3"                          # BI-A1: or "bet"
    first_player_policy: str | int = LEFT_OF_DEALER     # BI-A2: or a fixed seat number
    duplicate_tie: str = "first"                        # BI-A3: or "last"
    bet_rule: str = "running_sum"                       # BI-A6: or "last_bidder_only"

    def validate(self):
        policy = self.first_player_policy
        if isinstance(policy, str):
            self.check_choice("first_player_policy", policy, (LEFT_OF_DEALER,))
        elif policy < 0:
            raise ValueError(f"option first_player_policy={policy!r} is not a seat number: seats count from 0")


DEFAULT_OPTIONS = BiscaOptions()       # the rulings; immutable, so every default game shares it


def deal_news(state: State) -> tuple[Consequence, ...]:
    """The deal's consequence: who deals how many cards (BI-8)."""
    return (Consequence("deal", "BI-8", seat=state.dealer, value=state.hand_size),)


# random.shuffle's Fisher-Yates steps for a deck of 52 or 104: (position, its range, bits to draw).
_SHUFFLE_STEPS = {count: [(i, i + 1, (i + 1).bit_length()) for i in range(count - 1, 0, -1)] for count in (52, 104)}


def _shuffled_positions(count: int, rng: random.Random) -> list[int]:
    """``random.shuffle`` of ``range(count)``: the same Fisher-Yates drawing the same bits (so the
    same deals as :func:`engine.cards.shuffled`), with its helper calls inlined, as every round of
    every playout deals."""
    deck = list(range(count))
    getrandbits = rng.getrandbits
    for i, n, k in _SHUFFLE_STEPS[count]:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


_DECK_ORDER = [i % len(rules.DECK) for i in range(2 * len(rules.DECK))]   # a position's place in a sorted hand


def deal(state: State) -> State:
    """Gather, shuffle and deal the round's cards (BI-8, BI-A8); the left of the dealer bids first.

    The deck is in Bisca's sorted order, so a hand sorted by deck position is sorted by strength.
    """
    rng = random.Random(f"bisca:{state.seed}:{state.round_index}")
    deck = rules.DECK * rules.decks_needed(state.players)
    order = _shuffled_positions(len(deck), rng)
    size = state.hand_size
    key = None if len(deck) == len(rules.DECK) else _DECK_ORDER.__getitem__
    hands = tuple(tuple(map(deck.__getitem__, sorted(order[seat * size:(seat + 1) * size], key=key)))
                  for seat in range(state.players))
    return state.evolve(hands=hands, bets=(None,) * state.players, taken=(0,) * state.players, trick=(),
                        played=(), phase="bet", trick_leader=state.round_leader)


def new_game(players: int = 4, seed: int = 0, **options: Any) -> State:
    """A new game of Bisca for ``players`` seats; the seed fixes the first dealer and every deal.

    ``options`` are the variant fields of :class:`BiscaOptions` (RULINGS 6.1).

    >>> game = new_game(players=3, seed=7)
    >>> [len(hand) for hand in game.hands], game.round_index
    ([5, 5, 5], 0)
    >>> game.last_event.describe(["Anna", "Bruno", "Carla"])
    'The cards are dealt. deal: Bruno, 5 (BI-8).'
    >>> new_game(players=21)
    Traceback (most recent call last):
    ...
    ValueError: BI-A7: Bisca is for 2 to 20 players, not 21
    """
    rules.check_players(players)
    check_seed(seed)
    opts = BiscaOptions.of(**options) if options else DEFAULT_OPTIONS
    policy = opts.first_player_policy
    if isinstance(policy, int) and policy >= players:
        raise ValueError(f"BI-A2: option first_player_policy={policy} is not a seat: with {players} players "
                         f"the seats are 0 to {players - 1}")
    first_dealer = random.Random(f"bisca:{seed}:dealer").randrange(players)
    start = State(seed=seed, options=opts, players=players, first_dealer=first_dealer, round_index=0, phase="bet",
                  hands=((),) * players, bets=(None,) * players, taken=(0,) * players, scores=(0,) * players)
    state = deal(start)
    return state.evolve(last_event=event(None, "the cards are dealt", deal_news(state)))


def position(hands: Sequence[Sequence[str | FrenchCard]], *, round_index: int = 0, first_bidder: int | None = None,
             seed: int = 0, **options: Any) -> State:
    """A round's betting set up by hand, for examples and the position editor: each seat's cards
    (``hands``, notation or cards, as many as the round deals), the round (``round_index``, 0 to 8) and
    the seat that bids first (``first_bidder``; the dealer sits on its right). The earlier rounds are
    played out first, every seat betting and playing the first legal move, so that the record and the
    scores are ones the rules give; the hands are not checked here (the codec's check judges them).

    >>> state = position([["AS", "2C"], ["KD", "3H"], ["QS", "4D"]], round_index=3, first_bidder=2, seed=1)
    >>> state.round_index, state.hand_size, state.current_player, [str(c) for c in state.hands[0]]
    (3, 2, 2, ['A♠', '2♣'])
    >>> len(state.rounds), state.phase
    (3, 'bet')
    """
    players = len(hands)
    if not 0 <= round_index < len(HAND_SIZES):
        raise ValueError(f"BI-6: Bisca has {len(HAND_SIZES)} rounds; there is no round {round_index + 1}")
    state = new_game(players=players, seed=seed, **options)
    if first_bidder is not None:
        policy = state.options.first_player_policy
        if isinstance(policy, str):
            first_dealer = (first_bidder - 1 - round_index) % players
            state = deal(state.evolve(first_dealer=first_dealer))
        elif first_bidder != policy % players:
            raise ValueError("BI-A2: in this variant the same player bids first in every round")
    while state.round_index < round_index:
        state = state.apply_trusted(state.legal_actions()[0])
    # the round's deal stays the last event (it names no card): only the cards dealt are the ones given
    cards = tuple(sorted_hand(parse_french_card(c) if isinstance(c, str) else c for c in hand) for hand in hands)
    return state.evolve(hands=cards)


__all__ = ["BiscaOptions", "DEFAULT_OPTIONS", "LEFT_OF_DEALER", "new_game", "position", "deal", "deal_news"]
