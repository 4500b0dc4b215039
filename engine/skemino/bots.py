"""Skèmino's computer players, from the beginner up (the ladder in :mod:`engine.ladder` measures them).

- ``BeginnerBot`` follows a new player's rules of thumb: its last card goes on a corner it may win
  on; otherwise it lays the card that beats the most valuable enemy card it can, else its lowest
  card on a free square. It keeps its high cards (which count against it at the end) and never
  looks for the Ribaltone or at what the opponent threatens.
- ``IntermediateBot`` looks one move ahead with both hands in view: it wins at once when it can,
  never leaves the opponent a win on the next move if it can help it, and otherwise weighs the
  corners each player could still finish on, the quadrants' centres and the value of the card it
  sheds.
- ``StrongBot`` tries the intermediate's best moves against the intermediate's answers in worlds
  where the deck is shuffled again (its order is the game's only secret), and scores what follows.

>>> from engine.skemino import position
>>> state = position({"e2": [("9F", 1)], "f1": [("3C", 1)]}, hands=(["KP", "4C"], ["8P"]), to_move=0)
>>> bot = BeginnerBot()
>>> str(bot.choose(state)), str(bot.last_reason["rule"])
('KP@e2', 'lay the card that beats the most valuable enemy card it can.')
"""
from __future__ import annotations

import math
import random
from typing import Any

from ..bots import LookaheadBot, RuleBot
from . import words
from .actions import Place
from .rules import CENTRE_ID_OF_VERTEX_ID, DECK, VERTEX_IDS
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import SkeminoAction
    from .state import State

_VERTICES = tuple(sorted(VERTEX_IDS))
#: how much the intermediate weighs each thing (tuned against the beginner and itself)
WEIGHTS = {"shed": 0.35, "corners": 4.0, "centre": 1.0, "beat": 0.5}
_RANK = tuple(card.rank for card in DECK)


def _top_owner(state: State, i: int) -> int | None:
    stack = state.board[i]
    if not stack or i in state.holes:
        return None
    return stack[-1][1]


def finishing_corner(state: State, player: int, action: SkeminoAction) -> bool:
    """Whether ``action`` (a placement of ``player``) wins at once: a Ribaltone, or the last card laid
    on a corner that is the player's or free (victories D and A)."""
    if not isinstance(action, Place) or action.square_id not in VERTEX_IDS:
        return False
    i = action.square_id
    if state.ribaltone(player, action.card_id, i):
        return True
    if len(state.hands[player]) != 1:
        return False
    holder = _top_owner(state, CENTRE_ID_OF_VERTEX_ID[i])
    if holder is None:
        holder = _top_owner(state, i)
    return holder == player or (holder is None and not state.board[i])


def winning_move(state: State, player: int) -> Any:
    """A placement that would win at once for ``player`` in ``state`` (as if it were their turn), or ``None``."""
    if state.is_terminal() or not state.hands[player]:
        return None
    for action in state.placements(player):
        if action.square_id in VERTEX_IDS and finishing_corner(state, player, action):
            return action
    return None


def open_corners(state: State, player: int) -> float:
    """The corners ``player`` could finish on with a single card: the corner's centre is the player's
    or nobody's, and the corner is empty beside a card (any card may go there), or already topped by
    the player's card, or by any card under the player's centre (a card must beat it: half a corner)."""
    count = 0.0
    board, holes, near = state.board, state.holes, state.near
    for v in _VERTICES:
        if v in holes:
            continue
        holder = _top_owner(state, CENTRE_ID_OF_VERTEX_ID[v])
        if holder == 1 - player:
            continue
        if not board[v]:
            count += near >> v & 1
        elif holder == player or _top_owner(state, v) == player:
            count += 0.5
    return count


# --- the beginner ---------------------------------------------------------------------------------

class BeginnerBot(RuleBot):
    """Finishes on a corner when it can; beats the most valuable enemy card it can; else lays low."""

    name = "beginner"

    def decide(self, state, actions):
        me = state.current_player
        assert me is not None, "a bot is asked only while the game waits on a seat"
        places = [a for a in actions if hasattr(a, "square_id")]
        if not places:
            return actions[0], words.BOT_NOTHING_TO_LAY()
        if len(state.hands[me]) == 1:
            for a in places:
                if a.square_id in VERTEX_IDS and not state.ribaltone(me, a.card_id, a.square_id) \
                        and finishing_corner(state, me, a):
                    return a, words.BOT_LAST_ON_CORNER()
        board = state.board
        attacks = [a for a in places if board[a.square_id] and board[a.square_id][-1][1] == 1 - me]
        if attacks:
            best = max(attacks, key=lambda a: (_RANK[board[a.square_id][-1][0]], -_RANK[a.card_id]))
            return best, words.BOT_BEAT_MOST_VALUABLE()
        empty = [a for a in places if not board[a.square_id]] or places
        low = min(_RANK[a.card_id] for a in empty)
        lowest = [a for a in empty if _RANK[a.card_id] == low]
        return self.rng.choice(lowest), words.BOT_LAY_LOWEST()


# --- the intermediate -----------------------------------------------------------------------------

def _closeness(cards: int, moves_next: bool) -> float:
    """How near a hand of ``cards`` is to finishing on a corner, as one over the turns it needs: one
    card can finish on its next turn, an empty hand draws first (two turns), more cards need a turn
    each; the player who moves next is half a turn ahead."""
    turns = (2 if cards == 0 else cards) + (0.0 if moves_next else 0.5)
    return 1.0 / turns


def _score(state: State, world: State, action: SkeminoAction, me: int) -> tuple[float, object]:
    """A placement's worth one move ahead (both hands are open; ``world`` has the deck reshuffled,
    so nothing hidden is used), with the reason that weighed most."""
    them = 1 - me
    if not hasattr(action, "square_id"):
        return 0.0, words.BOT_NOTHING_TO_LAY
    if finishing_corner(state, me, action):
        return 1000.0, words.BOT_WINS_NOW
    after = world.apply_trusted(action)
    if after.outcome is not None:
        winner = after.outcome.winner
        return (900.0 if winner == me else -900.0 if winner == them else 0.0), words.BOT_WINS_NOW
    if winning_move(after, them) is not None:
        return -500.0, words.BOT_NO_WAY_OUT
    assert isinstance(action, Place)                             # scored: placements only
    value = WEIGHTS["shed"] * _RANK[action.card_id]          # shed the heavy cards: the lower total wins
    mine, theirs = open_corners(after, me), open_corners(after, them)
    value += WEIGHTS["corners"] * (_closeness(len(after.hands[me]), False) * min(mine, 2)
                    - _closeness(len(after.hands[them]), True) * min(theirs, 2))
    centre = action.square_id in CENTRE_ID_OF_VERTEX_ID.values()
    if centre:
        value += WEIGHTS["centre"]
    if _top_owner(state, action.square_id) == them:
        value += WEIGHTS["beat"]
    why = words.BOT_CORNERS if mine - theirs != open_corners(state, me) - open_corners(state, them) \
        else words.BOT_CENTRE if centre else words.BOT_SHED_HIGH
    return value, why


def intermediate_decision(state: State, actions: list | None = None, rng: random.Random | None = None) -> Any:
    """The intermediate's choice and why: ``(action, Said)``."""
    actions = actions if actions is not None else state.legal_actions()
    me = state.current_player
    assert me is not None, "a bot is asked only while the game waits on a seat"
    if len(actions) == 1 or not hasattr(actions[0], "square_id"):
        return actions[0], words.BOT_NOTHING_TO_LAY
    world = state.determinize(me, rng or random.Random(0))
    scored = [(_score(state, world, a, me), i, a) for i, a in enumerate(actions)]
    (value, why), _, best = max(scored, key=lambda s: (s[0][0], -s[1]))
    return best, why


def intermediate_policy(state, rng=None):
    """The intermediate's move alone (how the strong player expects its opponent to answer)."""
    return intermediate_decision(state, rng=rng)[0]


class IntermediateBot(RuleBot):
    """One move ahead with both hands in view: wins, never hands a win over, then corners and centres."""

    name = "intermediate"

    def decide(self, state, actions):
        action, said = intermediate_decision(state, actions, self.rng)
        return action, said()


# --- the strong player ----------------------------------------------------------------------------

def rank_moves(state: State, actions: list) -> list:
    """The moves in the intermediate's order of preference, best first."""
    me = state.current_player
    assert me is not None, "a bot is asked only while the game waits on a seat"
    if not hasattr(actions[0], "square_id"):
        return list(actions)
    world = state.determinize(me, random.Random(len(actions)))
    scored = [(_score(state, world, a, me)[0], -i, a) for i, a in enumerate(actions)]
    scored.sort(key=lambda s: (s[0], s[1]), reverse=True)
    return [a for _, _, a in scored]


def position_value(state: State, me: int) -> float:
    """``me``'s chance of winning, guessed from a position where ``me`` is to move: a win on the board
    now, the corners each side could finish on, the cards and points left in each hand."""
    them = 1 - me
    if winning_move(state, me) is not None:
        return 0.97
    mine, theirs = open_corners(state, me), open_corners(state, them)
    lead = 4.0 * (_closeness(len(state.hands[me]), True) * min(mine, 2)
                  - _closeness(len(state.hands[them]), False) * min(theirs, 2))
    lead += 0.08 * (state.hand_total(them) - state.hand_total(me))
    return 0.5 + 0.5 * math.tanh(lead / 3.0)


def next_move_value(state: State, me: int) -> float:
    """``me``'s chance of winning, guessed from a position where ``me`` is to move by the intermediate's
    score of its best move there (a win at once, a move that hands no win over, corners and centres)."""
    if state.is_terminal():
        return state.returns()[me]
    actions = state.legal_actions()
    if not hasattr(actions[0], "square_id"):
        return position_value(state, me)
    best = max(_score(state, state, a, me)[0] for a in actions)
    if best >= 900:
        return 0.97
    if best <= -500:
        return 0.1
    return 0.5 + 0.5 * math.tanh(best / 6.0)


class StrongBot(LookaheadBot):
    """The intermediate's best moves, each tried in reshuffled worlds against the intermediate's answer,
    and judged by the best move it leaves (``leaf="next_move"``) or by the position (``"position"``)."""

    name = "strong"

    def __init__(self, seed: int = 0, samples: int = 4, width: int = 8, leaf: str = "next_move"):
        if leaf not in LEAVES:
            raise ValueError(f"leaf is one of {', '.join(LEAVES)}, not {leaf!r}")
        super().__init__(rank=rank_moves, reply=intermediate_policy, evaluate=LEAVES[leaf], seed=seed,
                         samples=samples, width=width)


LEAVES = {"next_move": next_move_value, "position": position_value}


__all__ = ["BeginnerBot", "IntermediateBot", "StrongBot", "intermediate_decision", "intermediate_policy",
           "rank_moves", "position_value", "winning_move", "open_corners", "finishing_corner"]
