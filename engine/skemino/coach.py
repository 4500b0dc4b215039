"""How the coach imagines a game of Skèmino: the opponent answers with the move, among the eight the
intermediate player likes best, that leaves the judged seat worst off (:func:`toughest_reply`), and the
position is then scored by the best move it leaves (:func:`~engine.skemino.bots.next_move_value`, the
strong player's own yardstick: a win at once, a move that hands no win over, corners and centres).

An opponent that answers the intermediate's way let the coach's best move play no better than the strong
player (0.96x a fair share against it, 1,000 games); one that looks for the answer that hurts most makes
its best move a stronger player: 1.35x on the same 1,000 deals (data/coach/skemino.json, ``strength``).

Both hands are open and only the deck's order is hidden, and neither the answer nor the score reads the
deck (a placement draws nothing under the default rules), so re-deals differ only where someone draws:
the answer and the score are remembered by the position without the deck's order (:func:`position_key`)
and worked out once for all the re-deals that share it.

Its curve has a stage per number of cards in the mover's hand: with five or four cards the best move's
score says little of the end, with the last card it says much more, so one curve for all stretched the
first and flattened the second. The figures behind it: data/coach/skemino.json and the book's By the
numbers page.
"""
from __future__ import annotations

import math
from typing import Any

from .calibration import FITTED_BY, POINTS
from ..coach.model import CoachModel, seat_to_move_again
from ..core import remember
from .bots import next_move_value, rank_moves
from .state import State

#: how many of the intermediate's favourite answers the imagined opponent weighs
REPLIES = 8
#: positions remembered at most (then the memory starts afresh: one decision needs a few hundred)
REMEMBERED = 20_000

_scores: dict[tuple, float] = {}
_replies: dict[tuple, Any] = {}


def position_key(state: State) -> tuple:
    """What the answer and the score depend on: everything but the deck's order (its length ends a game;
    under ``refill_after_play`` a placement draws, so there the order counts too)."""
    options = state.options
    return (options, state.start, state.first_player, state.board, state.holes, state.hands, state.to_move,
            state.turn, state.placement_count, state.drew, state.outcome,
            state.deck if options.refill_after_play else len(state.deck))


def position_score(state: State, seat: int) -> float:
    """:func:`~engine.skemino.bots.next_move_value`, remembered by :func:`position_key`."""
    key = (position_key(state), seat)
    score = _scores.get(key)
    return score if score is not None else remember(_scores, key, next_move_value(state, seat), REMEMBERED)


def toughest_reply(state: State, rng: Any = None) -> Any:
    """The answer of the player to move that leaves the other seat worst off, among the intermediate's
    :data:`REPLIES` favourites, judged by the other seat's :func:`position_score` after it (a win ends the
    search). A lone move or a draw is played as it is."""
    actions = state.legal_actions()
    if len(actions) == 1 or not hasattr(actions[0], "square_id"):
        return actions[0]
    key = position_key(state)
    known = _replies.get(key)
    if known is not None:
        return known
    them = 1 - state.to_move
    best, lowest = actions[0], math.inf
    for action in rank_moves(state, actions)[:REPLIES]:
        after = state.apply_trusted(action)
        value = after.returns()[them] if after.is_terminal() else position_score(after, them)
        if value < lowest:
            best, lowest = action, value
            if value <= 0:
                break
    return remember(_replies, key, best, REMEMBERED)


def stage(state: State) -> str:
    """How many cards the mover holds ("1 card" to "5 cards")."""
    held = len(state.hands[state.current_player]) if state.current_player is not None else 0
    return "1 card" if held <= 1 else f"{min(held, 5)} cards"


COACH = CoachModel(policy=toughest_reply, stop=seat_to_move_again, evaluate=position_score, worlds=12,
                   max_worlds=48, screen=4, keep=4, stage=stage,
                   calibration=POINTS, fitted_by=FITTED_BY)
