"""How the coach judges a Machiavelli turn: the exact solver is asked for the lay that puts down the most
cards (a move the table's list may leave out), and the table just after the move is scored by the match
totals each seat can expect: a seat with fewer cards is likelier to close and collect, and every card
still held is a card to pay for. A turn changes only the mover's hand and the table, so the coach looks
no further: what the others will do next depends on cards it cannot see, and the scoring's calibration
(fitted on real games) prices it in. A close is exact: the hand is settled, and in the match's last hand
the match is over.

The score's constants were chosen on 3,000 decisions of 1,000 games between the ladder's players (seed 101,
the fit's games, cross-validated by game): with a seat's close judged as sure as fewer cards made it
(``CLOSE_SPREAD`` 2.5) and match totals told apart within 4 points in the last hand (12 with a hand to
come), the points a seat already led by were drowned by the cards in hand. A seat more than 10 points
behind, given 35-40 in 100, won at most 1 in 10 at every level of play (10 or more ahead: given 50-65, won
75-95). With a close judged gently (10) and totals told apart within 8 points in the last hand and 4 more
for each hand to come, the behind seats' gap shrank from 22 points to 9 (the ahead seats' from 22 to 5),
and the Brier score went from 0.1167 to 0.1060.

Moves that lay as many cards leave the same hand sizes, so the coach scores them alike; among them it
recommends the strong player's (the solver's lay, which keeps as many of the table's combinations untouched
as it can: the easiest to carry out), not the first listed. In 12 games with the coach in one seat among
strong players, its best move laid as many cards as the strong player's in every one of 944 decisions and
was another move in 89 (most of them the same combinations in another order).
"""
from __future__ import annotations

import math
import random
from typing import Any

from .calibration import FITTED_BY, POINTS
from ..coach.model import CoachModel
from .bots import BeginnerBot
from .hints import best_play
from .state import State

#: how sharply fewer cards in hand make a seat the likely closer of the hand: gently (a card fewer, about
#: a tenth likelier), for a hand often goes on long after one seat holds the fewest
CLOSE_SPREAD = 10.0
#: how far apart expected match totals must be to tell the likely winner: ``SPREAD_NOW`` points, and
#: ``SPREAD_PER_HAND`` more for each hand still to play (times the stake per card)
SPREAD_NOW, SPREAD_PER_HAND = 8.0, 4.0


def _candidates(state: State) -> list[Any]:
    if state.opening or state.is_terminal():
        return []
    return [best_play(state)]


def _policy(state: State, rng: random.Random) -> Any:
    return BeginnerBot(seed=0).choose(state)


def _strong_players_lay(state: State, rng: random.Random) -> Any:
    return best_play(state)


def _at_once(start: State, now: State, seat: int) -> bool:
    return True


def stage(state: State) -> str:
    """``last hand`` in the match's last hand, else ``earlier hand``."""
    return "last hand" if len(state.history) >= state.options.hands_per_match - 1 else "earlier hand"


def expected_totals(state: State) -> list[float]:
    """Each seat's match total as it may stand after this hand: what it has, plus what it may collect
    as the closer, minus what it may pay for the cards it holds."""
    stake = state.options.stake_per_card
    sizes = [len(h) for h in state.hands]
    weights = [math.exp(-n / CLOSE_SPREAD) for n in sizes]
    total = sum(weights)
    close = [w / total for w in weights]
    out = []
    for s, n in enumerate(sizes):
        others = sum(sizes) - n
        out.append(state.scores[s] + stake * (close[s] * others - (1 - close[s]) * n))
    return out


def match_share(state: State, seat: int) -> float:
    """``seat``'s share of the match: a softmax of the expected totals whose temperature grows with the
    hands still to play."""
    totals = expected_totals(state)
    hands_left = state.options.hands_per_match - len(state.history) - 1
    spread = (SPREAD_NOW + SPREAD_PER_HAND * hands_left) * state.options.stake_per_card
    top = max(totals)
    weights = [math.exp((t - top) / spread) for t in totals]
    return weights[seat] / sum(weights)


COACH = CoachModel(policy=_policy, stop=_at_once, evaluate=match_share, candidates=_candidates, stage=stage,
                   prefer=_strong_players_lay,
                   worlds=4, max_worlds=8,
                   calibration=POINTS, fitted_by=FITTED_BY)
