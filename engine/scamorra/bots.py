"""La Scamorra's computer players, from the beginner up (the ladder in :mod:`engine.ladder` measures them).

- ``BeginnerBot`` follows a new player's rules of thumb: take a piece whenever a card allows it,
  bring a taken piece back with a pedone, else march the piece that gets nearest the enemy's home
  row. It never asks whether the piece it moves can be taken back.
- ``IntermediateBot`` looks one move ahead: each move is scored by what it takes, by the chance that
  the cards the opponent may hold take a piece back (the opponent's hand is hidden, but which cards
  are left in their deck is not), by the captures it prepares and by how many pieces stay on the
  board (lose them all and the match is lost by cappotto).
- ``StrongBot`` searches (ISMCTS, :class:`engine.bots.SearchBot`) over the hands and decks it cannot
  see, playing the imagined matches out with a quick capture-first rule.

Every bot sees only what its seat sees: the board, the scores, its own hand and the cards played.

>>> from engine import scamorra
>>> state = scamorra.position({"c3": ("South", "sasso"), "c4": ("North", "forbice"), "a5": ("North", "carta")},
...                           hands=(["pedone", "torre", "cavallo"], ["re", "torre", "alfiere"]), to_move=0)
>>> bot = BeginnerBot()
>>> str(bot.choose(state)), str(bot.last_reason["rule"])
('torre c3-c4', 'take a piece whenever a card allows it.')
"""
from __future__ import annotations

import math
from functools import lru_cache
from math import comb
from typing import Any

from ..bots import LookaheadBot, RuleBot
from . import words
from .actions import CHOOSE, Discard, Move, Place, Reenter
from .rules import CARD_INDEX, DECK_COMPOSITION, KIND, OWNER, PEDONE, RE, SQ_INDEX
from .moves import card_moves
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import ScamorraAction
    from .state import State

_KIND_COUNTS = tuple(DECK_COMPOSITION[name] for name in ("re", "regina", "alfiere", "cavallo", "torre", "pedone"))
_CENTRE_FIRST = (2, 1, 3, 0, 4)        # home-row columns from the middle out


def _row(square: int) -> int:
    return square // 5


def _advance(seat: int, square: int) -> int:
    """How far up the board a square is for ``seat`` (0 on its home row, 4 on the enemy's)."""
    return _row(square) if seat == 0 else 4 - _row(square)


def _origins(board: Any, seat: int) -> list[int]:
    base = 1 + 3 * seat
    return [i for i, c in enumerate(board) if base <= c < base + 3]


def _after_move(board: Any, origin: int, dest: int) -> tuple:
    b = list(board)
    b[dest], b[origin] = b[origin], 0
    return tuple(b)


@lru_cache(maxsize=1 << 14)
def _captures(board: tuple, seat: int, pawn_forward_capture: bool) -> tuple[tuple[int, ...], frozenset[int]]:
    """How many captures ``seat`` could make on ``board`` with each card kind, and the squares it could
    take (remembered: the board is open to both players, so the re-deals a player or the coach imagines
    reach the same boards again and again)."""
    origins = _origins(board, seat)
    counts, squares = [0] * 6, set()
    for card in range(6):
        for move in card_moves(board, seat, origins, card, pawn_forward_capture):
            dest = SQ_INDEX[move.dest]
            if board[dest]:
                counts[card] += 1
                squares.add(dest)
    return tuple(counts), frozenset(squares)


def _holding_chance(state: State, seat: int, kinds: frozenset[int]) -> float:
    """The chance that ``seat``'s hidden hand holds a card of one of ``kinds``, from the cards left
    in its deck (all but the ones it has played: its hand, deck and coppella, seen from outside)."""
    if not kinds:
        return 0.0
    left = list(_KIND_COUNTS)
    for card in state.discards[seat]:
        left[card] -= 1
    pool = sum(left)
    held = len(state.hands[seat])
    if pool <= 0 or held <= 0:
        return 0.0
    useful = sum(left[k] for k in kinds)
    return 1.0 - comb(pool - useful, held) / comb(pool, held)


def _pieces_on(board: Any, seat: int) -> int:
    base = 1 + 3 * seat
    return sum(1 for c in board if base <= c < base + 3)


# --- the beginner ---------------------------------------------------------------------------------

class BeginnerBot(RuleBot):
    """Takes whenever it can, brings pieces back, else marches toward the enemy's home row."""

    name = "beginner"

    def decide(self, state, actions):
        me = state.current_player
        assert me is not None, "a bot is asked only while the game waits on a seat"
        if state.phase == "choose":
            return CHOOSE["move"], words.BOT_WANTS_TO_MOVE()
        if state.phase == "place":
            return _centre_place(actions), words.BOT_PLACE_CENTRE()
        board = state.board
        captures = [a for a in actions if isinstance(a, Move) and board[SQ_INDEX[a.dest]]]
        if captures:
            return captures[0], words.BOT_TAKE_ALWAYS()
        comebacks = [a for a in actions if isinstance(a, Reenter)]
        if comebacks:
            return comebacks[0], words.BOT_COME_BACK()
        moves = [a for a in actions if isinstance(a, Move)]
        if moves:
            best = max(moves, key=lambda a: (_advance(me, SQ_INDEX[a.dest]) - _advance(me, SQ_INDEX[a.origin]),
                                             -abs(SQ_INDEX[a.dest] % 5 - 2)))
            return best, words.BOT_MARCH()
        return actions[0], words.BOT_NO_MOVE()


def _centre_place(actions: list) -> Any:
    places = [a for a in actions if isinstance(a, Place)]
    return min(places, key=lambda a: (_CENTRE_FIRST.index(SQ_INDEX[a.square] % 5), a.piece))


# --- the intermediate -----------------------------------------------------------------------------

def _score_move(state: State, action: ScamorraAction, me: int) -> tuple[float, object, dict]:
    """A move's value for ``me`` one move ahead, with the reason that weighed most."""
    board, pfc = state.board, state.options.pawn_forward_capture
    them = 1 - me
    gain = 0.0
    why = words.BOT_SAFE_STEP
    params: dict = {}
    if isinstance(action, Move):
        origin, dest = SQ_INDEX[action.origin], SQ_INDEX[action.dest]
        taken = board[dest]
        after = _after_move(board, origin, dest)
        if taken:
            if _pieces_on(after, them) == 0:
                return 1000.0, words.BOT_CAPPOTTO, {}
            gain += 1.0
            why = words.BOT_TAKE_SAFELY
        gain += 0.05 * (_advance(me, dest) - _advance(me, origin))
    elif isinstance(action, Reenter):
        back = list(board)
        back[SQ_INDEX[action.square]] = 1 + 3 * me + ("carta", "sasso", "forbice").index(action.piece)
        after = tuple(back)
        gain += 0.45
        why = words.BOT_COME_BACK_SAFE
    else:
        assert isinstance(action, Discard)
        after = board
        card = CARD_INDEX[action.card]
        # Throw away the card that matters least (a pedone brings pieces back; the re takes anything).
        gain -= {RE: 0.3, PEDONE: 0.15}.get(card, 0.0) + 0.05 * (4 - _KIND_COUNTS[card])
        why = words.BOT_DISCARD_LEAST
    counts, squares = _captures(after, them, pfc)
    kinds = frozenset(card for card, n in enumerate(counts) if n)
    danger = _holding_chance(state, them, kinds)
    mine_left = _pieces_on(after, me)
    stake = 1.0
    if mine_left == 1 and squares:
        stake = 6.0           # the last piece on the board: taking it ends the match by cappotto
    elif mine_left == 2 and len(squares) == 2:
        stake = 1.5
    # What this prepares: captures the hand kept would have next turn, if the piece survives.
    spent = action.card if isinstance(action, (Move, Discard)) else "pedone"
    kept = list(state.hands[me])
    kept.remove(CARD_INDEX[spent])
    ready = _captures(after, me, pfc)[0]
    prepared = sum(ready[card] for card in set(kept))
    value = gain - stake * danger + 0.25 * min(prepared, 2) + 0.1 * mine_left
    if danger > 0.5 and why is words.BOT_SAFE_STEP:
        why = words.BOT_LEAST_RISK
    return value, why, params


def intermediate_decision(state: State, actions: list | None = None) -> Any:
    """The intermediate's choice and why: ``(action, Said, params)``."""
    actions = actions if actions is not None else state.legal_actions()
    me = state.current_player
    assert me is not None, "a bot is asked only while the game waits on a seat"
    if state.phase == "choose":
        return CHOOSE["place"], words.BOT_PLACE_FIRST, {}
    if state.phase == "place":
        return _place_facing(state, actions, me), words.BOT_PLACE_FACING, {}
    scored = [(_score_move(state, a, me), i, a) for i, a in enumerate(actions)]
    (value, why, params), _, best = max(scored, key=lambda s: (s[0][0], -s[1]))
    return best, why, params


def _place_facing(state: State, actions: list, me: int) -> Any:
    """Put each piece where it faces an enemy piece it beats, away from one that beats it."""
    board = state.board
    them = 1 - me
    enemy = [(i % 5, KIND[c]) for i, c in enumerate(board) if c and OWNER[c] == them]

    def value(place: Any) -> float:
        column = SQ_INDEX[place.square] % 5
        kind = ("carta", "sasso", "forbice").index(place.piece)
        v = -0.1 * abs(column - 2)
        for col, other in enemy:
            near = 1.0 if col == column else 0.5 if abs(col - column) == 1 else 0.0
            if (kind - other) % 3 == 2:
                v += near
            elif (other - kind) % 3 == 2:
                v -= near
        return v

    places = [a for a in actions if isinstance(a, Place)]
    return max(places, key=lambda a: (value(a), -SQ_INDEX[a.square], a.piece))


class IntermediateBot(RuleBot):
    """One move ahead: takes, risks and what the move prepares."""

    name = "intermediate"

    def decide(self, state, actions):
        action, said, params = intermediate_decision(state, actions)
        return action, said(**params)


# --- the strong player ----------------------------------------------------------------------------

def intermediate_policy(state, rng=None):
    """The intermediate's move alone (how the strong player expects its opponent to answer)."""
    return intermediate_decision(state)[0]


def rank_moves(state: State, actions: list) -> list:
    """The moves in the intermediate's order of preference, best first."""
    me = state.current_player
    assert me is not None, "a bot is asked only while the game waits on a seat"
    scored = [(_score_move(state, a, me)[0], -i, a) for i, a in enumerate(actions)]
    scored.sort(key=lambda s: (s[0], s[1]), reverse=True)
    return [a for _, _, a in scored]


def cards_left(state: State) -> int:
    """The cards still to play this match: both seats' hands and decks."""
    return sum(len(hand) for hand in state.hands) + sum(len(deck) for deck in state.decks)


def position_value(state: State, me: int) -> float:
    """``me``'s chance of winning, guessed from a position where ``me`` is to move: the points ahead,
    the pieces still on the board, the capture ``me`` holds now (a cappotto above all); the lead
    counts for more as the cards run out."""
    them = 1 - me
    lead = state.series_totals[me] + state.scores[me] - state.series_totals[them] - state.scores[them]
    board = state.board
    on_me, on_them = _pieces_on(board, me), _pieces_on(board, them)
    lead += 0.4 * (on_me - on_them)
    if state.phase == "move" and state.to_move == me:
        for a in state.legal_actions():
            if type(a) is Move and board[SQ_INDEX[a.dest]]:
                lead += 6.0 if on_them == 1 else 0.8
                break
    return 0.5 + 0.5 * math.tanh(lead / (1.0 + cards_left(state) / 10.0))


class StrongBot(LookaheadBot):
    """The intermediate's best moves, each tried in imagined worlds (the opponent's hand and both
    decks dealt from the cards it cannot see) against the intermediate's answer."""

    name = "strong"

    def __init__(self, seed: int = 0, samples: int = 8, width: int = 6):
        super().__init__(rank=rank_moves, reply=intermediate_policy, evaluate=position_value, seed=seed,
                         samples=samples, width=width)

    def choose(self, state):
        if state.phase in ("choose", "place"):
            # Before the first card there is nothing to look at: the set-up is the intermediate's.
            action, said, params = intermediate_decision(state)
            self.last_reason = {"kind": "rule", "rule": said(**params), "options": len(state.legal_actions())}
            return action
        return super().choose(state)


__all__ = ["BeginnerBot", "IntermediateBot", "StrongBot", "cards_left", "intermediate_decision", "intermediate_policy",
           "rank_moves", "position_value"]
