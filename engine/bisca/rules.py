"""Bisca's rules as pure functions: card strength, tricks, bets and scores.

Clause IDs (BI-n) and rulings (BI-An) refer to ``RULINGS.md``. Cards may be given as notation
(``"10H"``, ``"A♠"``) or :class:`~engine.cards.FrenchCard` objects; an ace of hearts may carry its
declaration as a pair ``("AH", "BASSA")``.
"""
from __future__ import annotations

from typing import Sequence

from ..cards import FrenchCard, parse_french_card
from ..errors import IllegalAction

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


def check_players(n_players) -> None:
    if not isinstance(n_players, int) or not MIN_PLAYERS <= n_players <= MAX_PLAYERS:
        raise ValueError(f"BI-A7: Bisca is for 2 to 20 players, not {n_players!r}")


def declaration(text) -> str:
    """``"ALTA"`` or ``"BASSA"`` from any of alta/high/bassa/low."""
    value = _DECLARATIONS.get(str(text).strip().lower())
    if value is None:
        raise IllegalAction("BI-5", f"the ace of hearts is declared ALTA (high) or BASSA (low), not {text!r}")
    return value


def _card_and_declaration(play, ace_of_hearts: str | None):
    if isinstance(play, tuple):
        card, said = play
        card = parse_french_card(card)
        if card != ACE_OF_HEARTS:
            raise IllegalAction("BI-5", f"only the ace of hearts is declared, not {card}")
        return card, declaration(said)
    card = parse_french_card(play)
    if card == ACE_OF_HEARTS:
        return card, declaration(ace_of_hearts or HIGH)
    return card, None


def card_strength(play, ace_of_hearts: str | None = None) -> tuple[int, int]:
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


def beats(a, b) -> bool:
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
    strengths = [card_strength(c, ace_of_hearts) for c in cards]
    best = 0
    for i in range(1, len(strengths)):
        if strengths[i] > strengths[best] or (duplicate_tie == "last" and strengths[i] == strengths[best]):
            best = i
    return best


def bet_error(hand_size: int, previous_bets: Sequence[int], bet, rule: str = "running_sum") -> str | None:
    """``None`` if ``bet`` is allowed, else the clause and the reason it is not.

    >>> bet_error(5, [2], 3)
    'BI-10: the bets would total 2 + 3 = 5, the number of cards in hand; the running total of bets may never equal it'
    >>> bet_error(5, [], 6)
    'BI-9: a bet is a number of tricks from 0 to 5'
    """
    if isinstance(bet, bool) or not isinstance(bet, int) or not 0 <= bet <= hand_size:
        return f"BI-9: a bet is a number of tricks from 0 to {hand_size}"
    bets = list(previous_bets) + [bet]
    if rule == "running_sum":
        if sum(bets) == hand_size:
            total = " + ".join(map(str, bets)) + f" = {hand_size}" if len(bets) > 1 else str(hand_size)
            return (f"BI-10: the bets would total {total}, the number of cards in hand; "
                    "the running total of bets may never equal it")
    elif rule == "last_bidder_only":
        return None
    else:
        raise ValueError(f"bet_rule is 'running_sum' or 'last_bidder_only', not {rule!r}")
    return None


def is_valid_bet(hand_size: int, previous_bets: Sequence[int], bet, rule: str = "running_sum") -> bool:
    """Whether ``bet`` may follow ``previous_bets`` in a round of ``hand_size`` cards (BI-9, BI-10, BI-A6).

    >>> is_valid_bet(5, [], 2), is_valid_bet(5, [2], 3), is_valid_bet(5, [2], 1)
    (True, False, True)
    """
    return bet_error(hand_size, previous_bets, bet, rule) is None


def allowed_bets(hand_size: int, previous_bets: Sequence[int], rule: str = "running_sum",
                 players: int | None = None) -> list[int]:
    """Every bet the next bidder may make (BI-10 as ruled in BI-A6).

    With the ``last_bidder_only`` variant the total is checked only for the last of ``players``
    bidders (the classic hook rule).

    >>> allowed_bets(5, [2, 1, 0])
    [0, 1, 3, 4, 5]
    >>> allowed_bets(1, [])
    [0]
    """
    if rule == "last_bidder_only":
        last = players is not None and len(previous_bets) == players - 1
        return [b for b in range(hand_size + 1) if not (last and sum(previous_bets) + b == hand_size)]
    return [b for b in range(hand_size + 1) if bet_error(hand_size, previous_bets, b, rule) is None]


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
                      first_player_policy="left_of_rotating_dealer") -> tuple[int, int]:
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
