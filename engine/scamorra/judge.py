"""The judge of La Scamorra: :func:`check_action` raises the :class:`~engine.errors.IllegalAction` that refuses an
action, naming its clause (a move's own verdict is :func:`.rules.judge_move`).

>>> from engine.scamorra import new_game
>>> print(new_game(seed=3).explain("place sasso a1"))
SC-11: North holds the initiative and must first choose to place first or to move first
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import IllegalAction
from ..words import Seat
from . import moves, words
from .actions import Choose, Move, Place, Reenter, ScamorraAction
from .rules import CARD_INDEX, CARDS, HOME_SQUARES, KIND, OWNER, PIECE_INDEX, PIECES, SQ_INDEX, home_row, judge_move

if TYPE_CHECKING:
    from .state import State


def check_action(state: State, action: ScamorraAction) -> None:
    """Raise :class:`IllegalAction` unless ``action`` (already parsed) is legal in ``state``."""
    if state.outcome is not None:
        raise IllegalAction(state.end_clause, words.GAME_IS_OVER())
    p, phase = state.to_move, state.phase
    who = {"player": Seat(p), "side": words.SIDES[p]}      # a refusal says "you" to the seat that tried
    if isinstance(action, Choose):
        if phase != "choose":
            raise IllegalAction("SC-11", words.CHOICE_IS_MADE())
        return
    if phase == "choose":
        raise IllegalAction("SC-11", words.MUST_CHOOSE_FIRST(**who))
    if isinstance(action, Place):
        if phase != "place":
            raise IllegalAction("SC-12", words.ALL_PIECES_PLACED())
        k, sq = PIECE_INDEX[action.piece], SQ_INDEX[action.square]
        if k not in state.off_board[p]:
            raise IllegalAction("SC-12", words.ALREADY_PLACED(**who, piece=words.PIECE_NAMES[action.piece],
                                                              square=state.where(p, action.piece)))
        if sq not in HOME_SQUARES[p]:
            raise IllegalAction("SC-12", words.PLACE_ON_HOME_ROW(**who, square=action.square, row=home_row(p)))
        if state.board[sq]:
            raise IllegalAction("SC-A18", words.ONE_PIECE_PER_SQUARE(square=action.square))
        return
    if phase == "place":
        raise IllegalAction("SC-12", words.STILL_PLACING(**who))
    c = CARD_INDEX[action.card]                  # a re-entry plays the pedone (SC-32)
    if c not in state.hands[p]:
        clause = "SC-32" if isinstance(action, Reenter) else "SC-15"
        held = tuple(words.CARD_NAMES[name] for name in state.hand(p))
        said = words.CARD_NOT_HELD(**who, card=words.CARD_NAMES[CARDS[c]], hand=held) if held else \
            words.NO_CARD_HELD(**who, card=words.CARD_NAMES[CARDS[c]])
        raise IllegalAction(clause, said)
    if isinstance(action, Move):
        origin, dest = SQ_INDEX[action.origin], SQ_INDEX[action.dest]
        mine = state.board[origin]
        if not mine:
            raise IllegalAction("SC-15", words.NO_PIECE_THERE(square=action.origin))
        if OWNER[mine] != p:
            raise IllegalAction("SC-15", words.NOT_YOUR_PIECE(**who, piece=words.PIECE_NAMES[PIECES[KIND[mine]]],
                                                              square=action.origin,
                                                              owner_side=words.SIDES[OWNER[mine]]))
        verdict, clause, reason = judge_move(state.board, p, origin, dest, c, state.options.pawn_forward_capture)
        if verdict not in ("move", "capture"):
            raise IllegalAction(clause, reason)
        return
    if isinstance(action, Reenter):
        k, sq = PIECE_INDEX[action.piece], SQ_INDEX[action.square]
        if k not in state.off_board[p]:
            raise IllegalAction("SC-32", words.NOT_TAKEN(**who, piece=words.PIECE_NAMES[action.piece],
                                                         where=state.where(p, action.piece)))
        if sq not in HOME_SQUARES[p]:
            raise IllegalAction("SC-A7", words.BRING_BACK_ON_HOME_ROW(**who, square=action.square,
                                                                      row=home_row(p)))
        if state.board[sq]:
            raise IllegalAction("SC-A7", words.BRING_BACK_ON_EMPTY(square=action.square))
        return
    possible = moves.board_moves(state, p, c)
    if possible:
        move = possible[0]
        moving = PIECES[KIND[state.board[SQ_INDEX[move.origin]]]]        # a listed move starts from a piece
        raise IllegalAction("SC-A9", words.CARD_CAN_MOVE(card=words.CARD_NAMES[CARDS[c]], origin=move.origin,
                                                         piece=words.PIECE_NAMES[moving],
                                                         dest=move.dest))


__all__ = ["check_action"]
