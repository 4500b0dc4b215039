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

from ..core import seat_label
from ..errors import IllegalAction
from . import conditions
from .actions import (
    TARGETED_KINDS, Bottom, DrawNth, DrawTop, Force, Hide, Interrupt, Keep, Leave, Pass, Protect, Redraw, Targeted,
)


def check_action(state, action) -> None:
    """Raise :class:`IllegalAction` unless ``action`` (already parsed) is legal in ``state``."""
    if state.phase == "over":
        raise IllegalAction(state.end_clause, "the game is over: no action can follow the end")
    if state.phase == "draw":
        return _check_draw(state, action)
    if state.pending is not None:
        return _check_answer(state, action)
    seat = state.turn_seat
    if isinstance(action, (Keep, Bottom, Leave)):
        raise IllegalAction("FP-9", f"the draw phase is over: '{action}' is a draw-phase choice")
    if isinstance(action, (Protect, Interrupt)):
        raise IllegalAction("FP-A4", f"there is no action to answer: it is {seat_label(seat)}'s battle turn")
    if isinstance(action, Pass):
        return
    if isinstance(action, DrawTop):
        if not state.pile:
            raise IllegalAction("FP-A24", "the pile is empty: there is no top card to draw")
        return
    if isinstance(action, DrawNth):
        if not 1 <= action.n <= len(state.pile):
            raise IllegalAction("FP-A15", f"N must be from 1 to the {len(state.pile)} cards of the pile, not {action.n}")
        if action.n not in state.reachable(seat):
            ups = " ".join(map(str, state.face_up(seat))) or "none"
            raise IllegalAction("FP-13", f"{action.n} is not a sum of your face-up cards' numbers (face up: {ups})")
        return
    if isinstance(action, Redraw):
        refusal = conditions.redraw_error(action.cards, state.cards_of(seat))
        if refusal is not None:
            raise refusal
        return
    if isinstance(action, Hide):
        if action.card not in state.cards_of(seat):
            raise IllegalAction("FP-14", f"{action.card} is not one of your cards")
        if not state.is_face_up(action.card):
            raise IllegalAction("FP-14", f"{action.card} is already face down")
        return
    if isinstance(action, Force):
        return _check_force(state, seat, action)
    if isinstance(action, Targeted):
        return _check_targeted(state, seat, action)
    raise IllegalAction("FP-9", f"{action!r} is not a come-quando-frederik-piange action")


def _check_draw(state, action) -> None:
    seat = state.turn_seat
    if not isinstance(action, (Keep, Bottom, Leave)):
        raise IllegalAction("FP-5", f"the draw phase is on ({seat_label(seat)} is drawing): battle actions "
                                    "come after it")
    held = len(state.drawn)
    if state.step == "keep":
        if not isinstance(action, Keep):
            raise IllegalAction("FP-5", "first keep one of the five drawn cards face down ('keep N')")
        if action.position is None:
            if state.turn >= state.players:
                raise IllegalAction("FP-A11", "all five cards may be kept face down only on your first draw turn")
            if not state.options.allow_all_face_down_opening:
                raise IllegalAction("FP-A11", "this table plays without the all-face-down opening "
                                              "(option allow_all_face_down_opening)")
        elif not 1 <= action.position <= held:
            raise IllegalAction("FP-5", f"you drew {held} cards: keep one by its position 1-{held}")
        return
    if state.step == "bottom":
        if not isinstance(action, Bottom):
            raise IllegalAction("FP-6", "put the other drawn cards at the bottom of the pile first ('bottom N')")
        if not 1 <= action.position <= held:
            raise IllegalAction("FP-6", f"{held} drawn cards remain: choose one by its position 1-{held}")
        return
    if not isinstance(action, Leave):
        raise IllegalAction("FP-7", "end your draw turn: 'leave N' keeps your N-th face-down card down and "
                                    "turns the rest up; 'all up' turns them all up")
    downs = len(state.face_down(seat))
    if action.position is not None and not 1 <= action.position <= downs:
        raise IllegalAction("FP-7", f"you have {downs} face-down card(s): name one 1-{downs}, or 'all up'")


def _check_answer(state, action) -> None:
    pending = state.pending
    seat = state.current_player
    if pending.window == "response":
        if isinstance(action, Pass):
            return
        if not isinstance(action, Protect):
            raise IllegalAction("FP-A4", f"{seat_label(seat)} must first answer {seat_label(pending.seat)}'s "
                                         f"'{pending.action}': 'protect CARD' or 'pass'")
        if action.card not in state.face_down(seat):
            raise IllegalAction("FP-A3", f"{action.card} is not one of your face-down cards: only a face-down card "
                                         "is revealed to protect")
        refusal = conditions.protect_error(action.card, pending.action.target, pending.action.mode, state.options)
        if refusal is not None:
            raise refusal
        return
    if isinstance(action, Pass):
        return
    if not isinstance(action, Interrupt):
        raise IllegalAction("FP-A4", f"{seat_label(seat)} may interrupt {seat_label(pending.seat)}'s "
                                     f"'{pending.action}' or pass: 'interrupt CARD' or 'pass'")
    if action.card not in state.cards_of(seat):
        raise IllegalAction("FP-24", f"{action.card} is not one of your cards")
    refusal = conditions.interrupt_error(pending.action, action.card, state.locked_card(pending.action),
                                         state.options.colour_means)
    if refusal is not None:
        raise refusal


def _check_force(state, seat: int, action: Force) -> None:
    if action.card not in state.cards_of(seat):
        raise IllegalAction("FP-15", f"{action.card} is not one of your cards")
    if state.is_face_up(action.card):
        raise IllegalAction("FP-A18", f"{action.card} is already face up: you force with a face-down card")
    if not 0 <= action.seat < state.players or action.seat == seat:
        raise IllegalAction("FP-15", f"seat {action.seat} is not another player at this table")
    hidden = len(state.face_down(action.seat))
    if hidden == 0:
        raise IllegalAction("FP-A18", f"{seat_label(action.seat)} has no face-down card to turn up")
    if not 1 <= action.position <= hidden:
        raise IllegalAction("FP-A18", f"{seat_label(action.seat)} has {hidden} face-down card(s): "
                                      f"choose one 1-{hidden}")


def _check_targeted(state, seat: int, action: Targeted) -> None:
    if action.kind not in TARGETED_KINDS:
        raise IllegalAction("FP-9", f"{action.kind!r} is not a swap, discard or steal: "
                                    f"the kinds are {', '.join(TARGETED_KINDS)}")
    card, target, options = action.card, action.target, state.options
    mine = state.cards_of(seat)
    if card not in mine:
        raise IllegalAction("FP-A22", f"{card} is not one of your cards")
    owner = state.owner_of(target)
    if owner == seat:
        raise IllegalAction("FP-A22", f"{target} is yours: the target is another player's face-up card")
    if owner is None or not state.is_face_up(target):
        # the same words whether the card is face down or in the pile: no hidden card is given away
        raise IllegalAction("FP-29", f"{target} is not a face-up card of another player: only face-up cards "
                                     "can be targeted")
    refusal = conditions.comparison_error(action.kind, card, target, options)
    if refusal is not None:
        raise refusal
    guard = conditions.shield(target, state.face_up(owner), action.mode, options.colour_means)
    if guard is not None:
        raise conditions.shield_error(target, guard, owner, action.mode)
    refusal = conditions.helpers_error(action.kind, card, target, action.helpers, mine, options)
    if refusal is not None:
        raise refusal


__all__ = ["check_action"]
