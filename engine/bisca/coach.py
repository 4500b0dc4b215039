"""How the coach imagines a Bisca game: the intermediate player's rules at every seat (bet what your
cards should take, then play to make exactly that) until the round is over, and the round's totals
scored by each seat's chance of winning the game from there (:func:`~engine.bisca.bots.win_chances`).

Late in a round (and in the blind round, where only your own card is hidden) the cards you cannot see
can lie in few enough ways to play them all: the coach then counts over every one of them instead of
sampling (:func:`every_deal`).
"""
from __future__ import annotations

from itertools import combinations

from ..cards import FrenchCard
from ..coach.model import CoachModel
from .bots import end_of_round, intermediate_policy, win_chances
from .calibration import FITTED_BY, POINTS
from .state import State

#: the most re-deals the coach plays all of (a decision then takes at most a few tenths of a second)
MOST_DEALS = 1000


def _stop(start: State, now: State, seat: int) -> bool:
    return end_of_round(start, now)


def _evaluate(state: State, seat: int) -> float:
    return win_chances(state)[seat]


def stage(state: State) -> str:
    """Early (the first three rounds), middle or late (the last three): a total means more as rounds run out."""
    return ("early", "middle", "late")[min(2, state.round_index // 3)]


def deal_count(pool: int, sizes: list[int]) -> int:
    """In how many ways ``pool`` distinct cards fill hands of ``sizes`` (the rest undealt).

    >>> deal_count(10, [2, 1])
    360
    """
    from math import comb

    count, left = 1, pool
    for size in sizes:
        count *= comb(left, size)
        left -= size
    return count


def every_deal(state: State, seat: int) -> list[State] | None:
    """Every way the cards ``seat`` cannot see may lie in the hidden hands, each physical card (two decks:
    two of each) as likely as any other; ``None`` when there are more than :data:`MOST_DEALS`."""
    hidden = state.hidden_seats(seat)
    sizes = [len(state.hands[s]) for s in hidden]
    pool = state.unseen_cards(seat)
    if not hidden or deal_count(len(pool), sizes) > MOST_DEALS:
        return None
    deals: list[State] = []

    def fill(i: int, left: tuple[int, ...], hands: dict[int, list[FrenchCard]]) -> None:
        if i == len(hidden):
            deals.append(state.with_hidden_hands(seat, hands, state.seed))
            return
        for chosen in combinations(left, sizes[i]):
            rest = tuple(k for k in left if k not in chosen)
            fill(i + 1, rest, {**hands, hidden[i]: [pool[k] for k in chosen]})

    fill(0, tuple(range(len(pool))), {})
    return deals


COACH = CoachModel(policy=intermediate_policy, stop=_stop, evaluate=_evaluate, deals=every_deal, stage=stage,
                   worlds=24, max_worlds=96, calibration=POINTS, fitted_by=FITTED_BY)
