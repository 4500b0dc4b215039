"""La Scamorra's move list: every legal action of the seat to move (:func:`legal_actions`), the moves of one
card built from precomputed tables (:func:`card_moves`, the playouts' hot path: the same answers as
:func:`.rules.destinations`), and everything the notation can say (:func:`expressible_actions`).

>>> from engine.scamorra import new_game
>>> state = new_game(seed=3)
>>> [str(a) for a in legal_actions(state)], len(expressible_actions(state))
(['first place', 'first move'], 3908)
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules
from .actions import CHOOSE, DISCARD, MOVE, PLACE, REENTER, Move, Reenter, ScamorraAction
from .rules import HOME_SQUARES, KIND, OWNER, PEDONE

if TYPE_CHECKING:
    from .state import State

#: Whatever the phase: both first choices, each piece placed on each square, each card moving a piece
#: from each square to each square, each piece re-entering on each square, each card discarded.
EVERY_ACTION: tuple[ScamorraAction, ...] = (*CHOOSE.values(), *(a for row in PLACE for a in row),
                *(a for card in MOVE for row in card for a in row), *(a for row in REENTER for a in row), *DISCARD)


# TAKES[attacker code][defender code]: an enemy piece the morra lets the attacker take (SC-29)
TAKES = tuple(tuple(bool(a and d and OWNER[a] != OWNER[d] and (KIND[a] - KIND[d]) % 3 == 2) for d in range(7))
              for a in range(7))
# ENEMY[attacker code][defender code]: any enemy piece (what the re may take, SC-30, SC-A6)
ENEMY = tuple(tuple(bool(a and d and OWNER[a] != OWNER[d]) for d in range(7)) for a in range(7))
_SLIDES = {c: tuple(tuple(tuple((sq, MOVE[c][o][sq]) for sq in ray) for ray in rules.RAYS[c][o]) for o in range(25))
           for c in rules.RAYS}
_JUMPS = {rules.CAVALLO: tuple(tuple((sq, MOVE[rules.CAVALLO][o][sq]) for sq in rules.KNIGHT_JUMPS[o])
                               for o in range(25)),
          rules.RE: tuple(tuple((sq, MOVE[rules.RE][o][sq]) for sq in rules.KING_STEPS[o]) for o in range(25))}
_PAWN_AHEAD = tuple(tuple((rules.PAWN_FORWARD[s][o], MOVE[PEDONE][o][rules.PAWN_FORWARD[s][o]])
                          if rules.PAWN_FORWARD[s][o] >= 0 else None for o in range(25)) for s in (0, 1))
_PAWN_TAKE = tuple(tuple(tuple((sq, MOVE[PEDONE][o][sq]) for sq in rules.PAWN_DIAGONALS[s][o]) for o in range(25))
                   for s in (0, 1))


def card_moves(board: tuple, seat: int, origins: list[int], c: int, pawn_forward_capture: bool) -> list[Move]:
    """The moves of card ``c`` for ``seat``'s pieces on ``origins`` (what the bots' look-ahead asks too)."""
    out: list[Move] = []
    append = out.append
    if c in _SLIDES:
        table = _SLIDES[c]
        for o in origins:
            takes = TAKES[board[o]]
            for ray in table[o]:
                for sq, mv in ray:
                    there = board[sq]
                    if not there:
                        append(mv)
                        continue
                    if takes[there]:
                        append(mv)
                    break
    elif c != PEDONE:
        jumps = _JUMPS[c]
        for o in origins:
            takes = (ENEMY if c == rules.RE else TAKES)[board[o]]
            for sq, mv in jumps[o]:
                there = board[sq]
                if not there or takes[there]:
                    append(mv)
    else:
        ahead, diagonal = _PAWN_AHEAD[seat], _PAWN_TAKE[seat]
        for o in origins:
            takes = TAKES[board[o]]
            step = ahead[o]
            if step is not None:
                there = board[step[0]]
                if not there or (pawn_forward_capture and takes[there]):
                    append(step[1])
            for sq, mv in diagonal[o]:
                if takes[board[sq]]:
                    append(mv)
    return out


def board_moves(state: State, seat: int, card_index: int) -> list[Move]:
    """Every legal move of ``seat`` with one card (SC-17..SC-23, SC-A1..A6, SC-A16), from the tables
    above: the same answers as :func:`rules.destinations`, built for speed."""
    board = state.board
    base = 1 + 3 * seat
    origins = [board.index(base + k) for k in range(3) if base + k in board]
    return card_moves(board, seat, origins, card_index, state.options.pawn_forward_capture)

def reentries(state: State, seat: int) -> list[Reenter]:
    """Every re-entry of ``seat``'s taken pieces onto an empty square of its home row (SC-32, SC-A7)."""
    board = state.board
    return [REENTER[k][sq] for k in sorted(state.off_board[seat]) for sq in HOME_SQUARES[seat] if not board[sq]]

def legal_actions(state: State) -> list[ScamorraAction]:
    """Every legal action of the seat to move (none once the game is over), kept in the state's cache."""
    got = state._cache.get("legal")
    if got is not None:
        return list(got)
    phase = state.phase
    out: list[ScamorraAction]
    if state.outcome is not None:
        out = []
    elif phase == "choose":
        out = [CHOOSE["place"], CHOOSE["move"]]
    elif phase == "place":
        p, board = state.to_move, state.board
        out = [PLACE[k][sq] for k in sorted(state.off_board[p]) for sq in HOME_SQUARES[p] if not board[sq]]
    else:
        p = state.to_move
        board = state.board
        base = 1 + 3 * p
        origins = [board.index(base + k) for k in range(3) if base + k in board]
        pfc = state.options.pawn_forward_capture
        out = []
        for c in sorted(set(state.hands[p])):
            moves = card_moves(board, p, origins, c, pfc)
            out.extend(moves)
            if c == PEDONE and state.off_board[p]:
                out.extend(reentries(state, p))          # SC-32, SC-33
            if not moves:
                out.append(DISCARD[c])                  # SC-26, SC-27, SC-A8
    state._cache["legal"] = out
    return list(out)


def expressible_actions(state: State) -> list[ScamorraAction]:
    """Every action the notation can say, built from the names of the cards, pieces and squares alone,
    without the rules (the same list in every phase: the judge refuses the rest)."""
    return list(EVERY_ACTION)


__all__ = ["legal_actions", "board_moves", "reentries", "card_moves", "expressible_actions", "TAKES", "ENEMY",
           "EVERY_ACTION"]
