"""Bisca's rules as pure functions: card strength, tricks, bets and scores.

Clause IDs (BI-n) and rulings (BI-An) refer to ``RULINGS.md``. Cards may be given as notation
(``"10H"``, ``"A♠"``) or :class:`~engine.cards.FrenchCard` objects; an ace of hearts may carry its
declaration as a pair ``("AH", "BASSA")``.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..cards import FrenchCard, french_deck, parse_french_card
from ..errors import IllegalAction
from . import words

HAND_SIZES = (5, 4, 3, 2, 1, 2, 3, 4, 5)
"""Cards dealt in each of the nine rounds (BI-6); the fifth is the blind round (BI-7)."""

SUIT_ORDER = ("S", "C", "D", "H")
"""Suits from weakest to strongest: Picche < Fiori < Quadri < Cuori (BI-3)."""

ACE_OF_HEARTS = FrenchCard(14, "H")
HIGH, LOW = "ALTA", "BASSA"
_DECLARATIONS = {"alta": HIGH, "high": HIGH, "bassa": LOW, "low": LOW}
MIN_PLAYERS, MAX_PLAYERS = 2, 20


def hand_sizes() -> tuple[int, ...]:
    """The nine hand sizes (BI-6).

    >>> hand_sizes(), sum(hand_sizes())
    ((5, 4, 3, 2, 1, 2, 3, 4, 5), 29)
    """
    return HAND_SIZES


def decks_needed(n_players: int) -> int:
    """One 52-card deck for 2-6 players, two for 7 or more (BI-2, BI-A7).

    >>> decks_needed(6), decks_needed(7), max_players()
    (1, 2, 20)
    """
    check_players(n_players)
    return 1 if n_players <= 6 else 2


def max_players() -> int:
    """Twenty: a five-card round for every seat must fit in 104 cards (BI-A7)."""
    return MAX_PLAYERS


def check_players(n_players: Any) -> None:
    if isinstance(n_players, bool) or not isinstance(n_players, int) or not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
        raise ValueError(f"BI-A7: Bisca is for 2 to 20 players, not {n_players!r}")


def declaration(text: str) -> str:
    """``"ALTA"`` or ``"BASSA"`` from any of alta/high/bassa/low."""
    value = _DECLARATIONS.get(str(text).strip().lower())
    if value is None:
        raise IllegalAction("BI-5", words.DECLARATION_WORD(text=repr(text)))
    return value


def _card_and_declaration(play: Any, ace_of_hearts: str | None) -> Any:
    if isinstance(play, tuple):
        card, said = play
        card = parse_french_card(card)
        if card != ACE_OF_HEARTS:
            raise IllegalAction("BI-5", words.ONLY_ACE_DECLARED(card=card))
        return card, declaration(said)
    card = parse_french_card(play)
    if card == ACE_OF_HEARTS:
        return card, declaration(ace_of_hearts or HIGH)
    return card, None


def card_strength(play: Any, ace_of_hearts: str | None = None) -> tuple[int, int]:
    """A sortable strength: suit first (BI-3), then rank (BI-4); the A♥ at either extreme (BI-5).

    >>> card_strength("2H") > card_strength("KS")
    True
    >>> card_strength(("AH", "BASSA")) < card_strength("2S")
    True
    """
    card, said = _card_and_declaration(play, ace_of_hearts)
    if said == HIGH:
        return (len(SUIT_ORDER), 0)
    if said == LOW:
        return (-1, 0)
    return (SUIT_ORDER.index(card.suit), card.rank)


SUIT_RANK = {suit: i for i, suit in enumerate(SUIT_ORDER)}

# One object per card (the deck's own, in Bisca's sorted order: suits weakest first, then rank), so
# the engine's hands, actions and tricks share them and compare by identity first.
DECK = french_deck()
CARDS = {suit: [None] * 2 + [c for c in DECK if c.suit == suit] for suit in SUIT_ORDER}
CARD_TEXT = {suit: [""] * 2 + [str(c) for c in DECK if c.suit == suit] for suit in SUIT_ORDER}
# A card's strength as one number, for the trick played on every step of a playout.
_PLAIN_STRENGTH = {suit: [0] * 2 + [16 * SUIT_RANK[suit] + r for r in range(2, 15)] for suit in SUIT_ORDER}
_SAID_STRENGTH = {HIGH: 16 * len(SUIT_ORDER), LOW: -1}


def canonical(card: FrenchCard) -> FrenchCard:
    """The engine's own object for ``card`` (equal to it)."""
    found = CARDS[card.suit][card.rank]
    if found is None:         # ranks 0 and 1 hold no card; a FrenchCard's rank is 2..14
        raise ValueError(f"no card has rank {card.rank}")
    return found


def winning_play(plays: Sequence[tuple[FrenchCard, str | None]], duplicate_tie: str = "first") -> int:
    """Index of the play that takes the trick, from ``(card, declaration)`` pairs (BI-13, BI-A3).

    >>> winning_play([(FrenchCard(5, "C"), None), (FrenchCard(2, "D"), None)])
    1
    """
    best, best_strength = 0, -2
    last = duplicate_tie == "last"
    for i, (card, said) in enumerate(plays):
        strength = _PLAIN_STRENGTH[card.suit][card.rank] if said is None else _SAID_STRENGTH[said]
        if strength > best_strength or (last and strength == best_strength):
            best, best_strength = i, strength
    return best


def beats(a: Any, b: Any) -> bool:
    """Whether card ``a`` is strictly stronger than card ``b`` (BI-3, BI-4, BI-5, BI-A5).

    >>> beats("2♥", "K♠"), beats("K♠", "2♥")
    (True, False)
    >>> beats(("A♥", "ALTA"), "K♥"), beats(("A♥", "BASSA"), "A♠"), beats("2♠", ("A♥", "BASSA"))
    (True, False, True)
    """
    return card_strength(a) > card_strength(b)


def trick_winner(cards: Sequence, ace_of_hearts: str = "high", duplicate_tie: str = "first") -> int:
    """Index (in play order) of the card that takes the trick (BI-13).

    A card takes the lead only if strictly stronger, so of two identical cards (two decks) the
    first played wins (BI-A3); ``duplicate_tie="last"`` is the variant. ``ace_of_hearts`` is the
    declaration for any A♥ not given as a ``(card, declaration)`` pair.

    >>> trick_winner(["5C", "2D", "KC"])
    1
    >>> trick_winner(["AH", "2S"], ace_of_hearts="low")
    1
    >>> trick_winner(["QS", ("AH", "ALTA"), "KH"])
    1
    >>> trick_winner(["7C", "7C"]), trick_winner(["7C", "7C"], duplicate_tie="last")
    (0, 1)
    """
    if not cards:
        raise ValueError("BI-13: an empty trick has no winner")
    if duplicate_tie not in ("first", "last"):
        raise ValueError(f"duplicate_tie is 'first' or 'last', not {duplicate_tie!r}")
    return winning_play([_card_and_declaration(c, ace_of_hearts) for c in cards], duplicate_tie)


def forbidden_bet(hand_size: int, bets_made: int, total: int, rule: str = "running_sum",
                  players: int | None = None) -> int | None:
    """The one bet the next bidder may not make, or ``None``: the bet that would bring the total to
    the hand size (BI-10), for every bidder (``running_sum``, ruling BI-A6) or only for the last of
    ``players`` (``last_bidder_only``). ``bets_made`` bets totalling ``total`` were made before.

    >>> forbidden_bet(5, 3, 3), forbidden_bet(5, 1, 2, "last_bidder_only", players=4)
    (2, None)
    >>> forbidden_bet(5, 1, 6) is None         # the total is already past the hand size
    True
    """
    if rule == "running_sum":
        closes = True
    elif rule == "last_bidder_only":
        if players is None:
            raise ValueError("the last_bidder_only rule needs the number of players")
        closes = bets_made == players - 1
    else:
        raise ValueError(f"bet_rule is 'running_sum' or 'last_bidder_only', not {rule!r}")
    missing = hand_size - total
    return missing if closes and 0 <= missing <= hand_size else None


def bet_error(hand_size: int, previous_bets: Sequence[int], bet: int, rule: str = "running_sum",
              players: int | None = None) -> IllegalAction | None:
    """``None`` if ``bet`` may follow ``previous_bets`` (in bidding order), else the refusal.

    Under ``rule="running_sum"`` (BI-10 as ruled in BI-A6) no running total may equal the hand
    size; under ``"last_bidder_only"`` only the last of ``players`` bidders is held to it.

    >>> print(bet_error(5, [2], 3))
    BI-10: the bets would total 2 + 3 = 5, the number of cards in hand; the running total of bets may never equal it
    >>> print(bet_error(5, [], 6))
    BI-9: a bet is a number of tricks from 0 to 5
    >>> bet_error(5, [2], 3, "last_bidder_only", players=4) is None
    True
    >>> bet_error(5, [2, 1, 0], 2, "last_bidder_only", players=4).reason
    'the bets would total 2 + 1 + 0 + 2 = 5, the number of cards in hand; under the last-bidder-only rule the last bidder may not make the total equal it'
    """
    if isinstance(bet, bool) or not isinstance(bet, int) or not 0 <= bet <= hand_size:
        return IllegalAction("BI-9", words.BET_RANGE(size=hand_size))
    if bet != forbidden_bet(hand_size, len(previous_bets), sum(previous_bets), rule, players):
        return None
    why = (words.RUNNING_SUM_WHY if rule == "running_sum" else words.LAST_BIDDER_WHY)()
    bets = list(previous_bets) + [bet]
    total = " + ".join(map(str, bets)) + f" = {hand_size}" if len(bets) > 1 else str(hand_size)
    return IllegalAction("BI-10", words.BETS_TOTAL(total=total, why=why))


def is_valid_bet(hand_size: int, previous_bets: Sequence[int], bet: int, rule: str = "running_sum",
                 players: int | None = None) -> bool:
    """Whether ``bet`` may follow ``previous_bets`` in a round of ``hand_size`` cards (BI-9, BI-10, BI-A6).

    >>> is_valid_bet(5, [], 2), is_valid_bet(5, [2], 3), is_valid_bet(5, [2], 1)
    (True, False, True)
    """
    return bet_error(hand_size, previous_bets, bet, rule, players) is None


def allowed_bets(hand_size: int, previous_bets: Sequence[int], rule: str = "running_sum",
                 players: int | None = None) -> list[int]:
    """Every bet the next bidder may make (BI-10 as ruled in BI-A6).

    With the ``last_bidder_only`` variant the total is checked only for the last of ``players``
    bidders (the classic hook rule).

    >>> allowed_bets(5, [2, 1, 0])
    [0, 1, 3, 4, 5]
    >>> allowed_bets(1, [])
    [0]
    >>> allowed_bets(5, [2, 1, 0], "last_bidder_only", players=4), allowed_bets(5, [2], "last_bidder_only", players=4)
    ([0, 1, 3, 4, 5], [0, 1, 2, 3, 4, 5])
    """
    forbidden = forbidden_bet(hand_size, len(previous_bets), sum(previous_bets), rule, players)
    return [b for b in range(hand_size + 1) if b != forbidden]


def round_score(bet: int, taken: int, exact_score: str = "flat3") -> int:
    """Points for one round (BI-14 as ruled in BI-A1).

    >>> round_score(3, 3), round_score(0, 0), round_score(2, 4), round_score(3, 1)
    (3, 1, -2, -2)
    >>> round_score(4, 4, exact_score="bet")
    4
    """
    if bet == taken:
        if bet == 0:
            return 1
        return 3 if exact_score == "flat3" else bet
    return -abs(bet - taken)


def dealer_and_leader(round_index: int, n_players: int, first_dealer: int,
                      first_player_policy: Any = "left_of_rotating_dealer") -> tuple[int, int]:
    """The dealer of a round and the seat that bids first and leads the first trick (BI-A2).

    >>> dealer_and_leader(0, 4, 3), dealer_and_leader(1, 4, 3)
    ((3, 0), (0, 1))
    """
    dealer = (first_dealer + round_index) % n_players
    if first_player_policy == "left_of_rotating_dealer":
        return dealer, (dealer + 1) % n_players
    return dealer, int(first_player_policy) % n_players


def final_winners(scores: Sequence[int]) -> list[int]:
    """Seats with the highest total; equal totals share the victory (BI-15, BI-A9).

    >>> final_winners([4, 9, 9, -2])
    [1, 2]
    """
    best = max(scores)
    return [seat for seat, score in enumerate(scores) if score == best]
