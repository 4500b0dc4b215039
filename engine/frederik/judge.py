"""The judge of come-quando-frederik-piange: :func:`check_action` raises the
:class:`~engine.errors.IllegalAction` that refuses an action, naming its clause.

It reads the state only through its public fields and helpers, and asks :mod:`.conditions` for every
condition the move list (:mod:`.moves`) also uses.

>>> from engine.frederik import battle_position
>>> state = battle_position([["QC"], ["9H", "10H"]])
>>> print(state.explain("swap_high QC 9H"))
FP-31: 9♥ is protected by Seat 1's face-up 10♥: a high action needs the highest card of that suit its owner shows
"""
from __future__ import annotations

from ..errors import IllegalAction
from ..words import Seat
from . import conditions, words
from .actions import (
    TARGETED_KINDS, Bottom, DrawNth, DrawTop, Force, Hide, Interrupt, Keep, Leave, Pass, Protect, Redraw, Targeted,
    verb_of,
)


def action_noun(action):
    """A declared action's name in a sentence: "swap", "discard", "steal" or "force"."""
    return words.ACTION_NOUNS["force" if isinstance(action, Force) else verb_of(action.kind)]


def check_action(state, action) -> None:
    """Raise :class:`IllegalAction` unless ``action`` (already parsed) is legal in ``state``."""
    if state.phase == "over":
        raise IllegalAction(state.end_clause, words.GAME_IS_OVER())
    if state.phase == "draw":
        return _check_draw(state, action)
    if state.pending is not None:
        return _check_answer(state, action)
    seat = state.turn_seat
    if isinstance(action, (Keep, Bottom, Leave)):
        raise IllegalAction("FP-9", words.DRAW_PHASE_OVER())
    if isinstance(action, (Protect, Interrupt)):
        raise IllegalAction("FP-A4", words.NOTHING_TO_ANSWER(player=Seat(seat)))
    if isinstance(action, Pass):
        return
    if isinstance(action, DrawTop):
        if not state.pile:
            raise IllegalAction("FP-A24", words.PILE_EMPTY_NO_TOP())
        return
    if isinstance(action, DrawNth):
        if not 1 <= action.n <= len(state.pile):
            raise IllegalAction("FP-A15", words.NTH_OUT_OF_PILE(size=len(state.pile), number=action.n))
        if action.n not in state.reachable(seat):
            ups = state.face_up(seat) or words.NONE_FACE_UP
            raise IllegalAction("FP-13", words.NTH_NOT_A_SUM(number=action.n, cards=ups))
        return
    if isinstance(action, Redraw):
        refusal = conditions.redraw_error(action.cards, state.cards_of(seat))
        if refusal is not None:
            raise refusal
        return
    if isinstance(action, Hide):
        if action.card not in state.cards_of(seat):
            raise IllegalAction("FP-14", words.NOT_YOUR_CARD(card=action.card))
        if not state.is_face_up(action.card):
            raise IllegalAction("FP-14", words.ALREADY_FACE_DOWN(card=action.card))
        return
    if isinstance(action, Force):
        return _check_force(state, seat, action)
    if isinstance(action, Targeted):
        return _check_targeted(state, seat, action)
    raise IllegalAction("FP-9", words.NOT_AN_ACTION(action=repr(action)))


def _check_draw(state, action) -> None:
    seat = state.turn_seat
    if not isinstance(action, (Keep, Bottom, Leave)):
        raise IllegalAction("FP-5", words.DRAW_PHASE_ON(player=Seat(seat)))
    held = len(state.drawn)
    if state.step == "keep":
        if not isinstance(action, Keep):
            raise IllegalAction("FP-5", words.KEEP_FIRST())
        if action.position is None:
            if state.turn >= state.players:
                raise IllegalAction("FP-A11", words.ALL_DOWN_FIRST_TURN())
            if not state.options.allow_all_face_down_opening:
                raise IllegalAction("FP-A11", words.ALL_DOWN_OFF())
        elif not 1 <= action.position <= held:
            raise IllegalAction("FP-5", words.KEEP_POSITION(n=held))
        return
    if state.step == "bottom":
        if not isinstance(action, Bottom):
            raise IllegalAction("FP-6", words.BOTTOM_FIRST())
        if not 1 <= action.position <= held:
            raise IllegalAction("FP-6", words.BOTTOM_POSITION(n=held))
        return
    if not isinstance(action, Leave):
        raise IllegalAction("FP-7", words.LEAVE_FIRST())
    downs = len(state.face_down(seat))
    if action.position is not None and not 1 <= action.position <= downs:
        raise IllegalAction("FP-7", words.LEAVE_POSITION(n=downs))


def _check_answer(state, action) -> None:
    pending = state.pending
    seat = state.current_player
    if pending.window == "response":
        if isinstance(action, Pass):
            return
        if not isinstance(action, Protect):
            raise IllegalAction("FP-A4", words.ANSWER_PROTECT_FIRST(player=Seat(seat), other=Seat(pending.seat),
                                                                    action=action_noun(pending.action),
                                                                    target=pending.action.target))
        if action.card not in state.face_down(seat):
            raise IllegalAction("FP-A3", words.PROTECT_FACE_DOWN_ONLY(card=action.card))
        refusal = conditions.protect_error(action.card, pending.action.target, pending.action.mode, state.options)
        if refusal is not None:
            raise refusal
        return
    if isinstance(action, Pass):
        return
    if not isinstance(action, Interrupt):
        raise IllegalAction("FP-A4", words.ANSWER_INTERRUPT_FIRST(player=Seat(seat), other=Seat(pending.seat),
                                                                  action=action_noun(pending.action)))
    if action.card not in state.cards_of(seat):
        raise IllegalAction("FP-24", words.NOT_YOUR_CARD(card=action.card))
    refusal = conditions.interrupt_error(pending.action, action.card, state.locked_card(pending.action),
                                         state.options.colour_means)
    if refusal is not None:
        raise refusal


def _check_force(state, seat: int, action: Force) -> None:
    if action.card not in state.cards_of(seat):
        raise IllegalAction("FP-15", words.NOT_YOUR_CARD(card=action.card))
    if state.is_face_up(action.card):
        raise IllegalAction("FP-A18", words.ALREADY_FACE_UP_FORCE(card=action.card))
    if action.seat == seat:
        raise IllegalAction("FP-15", words.FORCE_YOURSELF())
    if not 0 <= action.seat < state.players:
        raise IllegalAction("FP-15", words.NO_SUCH_SEAT(number=action.seat, last=state.players - 1))
    hidden = len(state.face_down(action.seat))
    if hidden == 0:
        raise IllegalAction("FP-A18", words.NO_FACE_DOWN_TO_FORCE(player=Seat(action.seat)))
    if not 1 <= action.position <= hidden:
        raise IllegalAction("FP-A18", words.FORCE_POSITION(player=Seat(action.seat), n=hidden))


def _check_targeted(state, seat: int, action: Targeted) -> None:
    if action.kind not in TARGETED_KINDS:
        raise IllegalAction("FP-9", words.NOT_A_TARGETED_KIND(kind=repr(action.kind)))
    card, target, options = action.card, action.target, state.options
    mine = state.cards_of(seat)
    if card not in mine:
        raise IllegalAction("FP-A22", words.NOT_YOUR_CARD(card=card))
    owner = state.owner_of(target)
    if owner == seat:
        raise IllegalAction("FP-A22", words.TARGET_IS_YOURS(target=target))
    if owner is None or not state.is_face_up(target):
        # the same words whether the card is face down or in the pile: no hidden card is given away
        raise IllegalAction("FP-29", words.NOT_A_FACE_UP_TARGET(target=target))
    refusal = conditions.comparison_error(action.kind, card, target, options)
    if refusal is not None:
        raise refusal
    guard = conditions.shield(target, state.face_up(owner), action.mode, options.colour_means)
    if guard is not None:
        raise conditions.shield_error(target, guard, owner, action.mode, options.colour_means)
    refusal = conditions.helpers_error(action.kind, card, target, action.helpers, mine, options)
    if refusal is not None:
        raise refusal


__all__ = ["check_action"]
