"""How the coach imagines a game of La Scamorra: the opponent answers as the intermediate player would,
and the position is then scored as the strong player scores it (:func:`~engine.scamorra.bots.position_value`:
points ahead, pieces on the board, a capture in hand, weighed by how many cards are left). Before the
first card is played (choosing who places first, placing the pieces) the imagined game goes on, every
seat placing as the intermediate player would, until the judged seat has its first card to play: a
placement is worth what it leads to. That score hardly ever tells one placement from another (no lead,
every piece on the board, seldom a capture within reach: the fitted set-up curve gives every one about
the same chance), so among moves it cannot tell apart the coach recommends the intermediate player's
(the piece set facing one it beats, near the centre), not the first listed (a corner): the coach playing
its own best moves was weaker than the strong player until it did.

Play has four curves, by how far the match has gone, because a score means different things at
different moments. A seat's first card has its own. With one curve for all of play (fitted on 2,000
games, seed 101) and measured on 4,000 other games, the first card of the seat that plays first was
given 41.9 in 100 where 25.5 were won (251 decisions), and the other seat's first card 58.7 where 75.7
were won (243). After it, an early lead says more than the score makes of it, and a late one less: of
the decisions given 70-80 in 100, those with 20 or more cards left in the hands and decks were won 80.9
times in 100 (314), those with fewer than 10 left 64.1 (39). Fitted on two of three samples of 2,000
games and measured on the third, the worst tenth came to 4.4, 4.3 and 6.3 points off with these stages
(one straight piece a side), against 6.6, 9.7 and 8.7 with one curve for all of play (three pieces a
side).

Each of those curves is split again by who plays first (the seat that placed second, SC-13) and who
answers, which the seat always knows and no move changes. At one score the answering seat wins far more:
of 1,224 decisions of play given 25 to 85 in 100 (2,000 games, seed 202), the answering seat's were given
57.6 and won 69.6 times in 100, the first player's given 53.4 and won 40.6. Cross-fitted by game on those
games' 4,000 decisions, the split brought the Brier score from 0.1220 to 0.1142.
"""
from __future__ import annotations

from ..coach.model import CoachModel
from .bots import cards_left, intermediate_policy, position_value
from .calibration import FITTED_BY, POINTS
from .rules import CARDS_PER_MATCH
from .state import State

SETUP = ("choose", "place")


def stage(state: State) -> str:
    """``setup`` before the first card is played; ``first card`` when the seat to move has played none
    yet this match; then, by the cards left in both seats' hands and decks, ``early play`` (20 or more),
    ``middle play`` (10 to 19) and ``late play``; every stage but ``setup`` followed by whether the seat
    to move plays first or answers.

    >>> from engine.scamorra import new_game
    >>> state = new_game(seed=3)
    >>> stage(state)
    'setup'
    >>> while state.phase in SETUP:
    ...     state = state.apply(state.legal_actions()[0])
    >>> stage(state), stage(state.apply(state.legal_actions()[0]))
    ('first card, playing first', 'first card, answering')
    """
    if state.phase in SETUP:
        return "setup"
    seat = state.to_move
    turn = "playing first" if state.moves_first == seat else "answering"
    if len(state.hands[seat]) + len(state.decks[seat]) == CARDS_PER_MATCH:
        return f"first card, {turn}"
    left = cards_left(state)
    return f"{'early' if left >= 20 else 'middle' if left >= 10 else 'late'} play, {turn}"


def _stop(start: State, now: State, seat: int) -> bool:
    return now.current_player == seat and now.phase not in SETUP


COACH = CoachModel(policy=intermediate_policy, stop=_stop, evaluate=position_value, stage=stage, worlds=24,
                   max_worlds=96, prefer=intermediate_policy, calibration=POINTS, fitted_by=FITTED_BY)
