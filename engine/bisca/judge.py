"""The judge of Bisca: :func:`check_action` raises the :class:`~engine.errors.IllegalAction` that refuses an
action, naming its clause (the bets' rule is :func:`.rules.bet_error`, BI-10, BI-A6).

>>> from engine.bisca import new_game
>>> state = new_game(players=4, seed=1).apply("bet 2").apply("bet 1")
>>> print(state.explain("bet 2"))
BI-10: the bets would total 2 + 1 + 2 = 5, the number of cards in hand; the running total of bets may never equal it
>>> print(state.explain("play 7H"))
BI-9: Seat 0 must bet first: no card is played before every bet is made
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import IllegalAction
from ..words import Message, Seat
from . import rules, words
from .actions import BiscaAction, Bet, Declare, Play, PlayBlind
from .rules import ACE_OF_HEARTS, HIGH, LOW

if TYPE_CHECKING:
    from .state import State


def check_action(state: State, action: BiscaAction) -> None:
    """Raise :class:`IllegalAction` unless ``action`` (already parsed) is legal in ``state``."""
    phase, seat = state.phase, state.current_player
    if phase == "over" or seat is None:
        raise IllegalAction("BI-15", words.GAME_IS_OVER())
    if isinstance(action, Bet):
        if phase == "declare":
            raise IllegalAction("BI-A4", phase_reason(state, seat))
        if phase != "bet":
            raise IllegalAction("BI-9", words.BETTING_IS_OVER())
        error = rules.bet_error(state.hand_size, state.bets_in_order, action.tricks, state.options.bet_rule,
                                state.players)
        if error is not None:
            raise error
    elif isinstance(action, Play):
        if phase != "play":
            raise IllegalAction(state.turn_clause(), phase_reason(state, seat))
        if state.is_blind_round:
            raise IllegalAction("BI-7", words.BLIND_PLAY_IT())
        if action.card not in state.hands[seat]:
            raise IllegalAction("BI-11", words.NOT_IN_HAND(card=action.card, player=Seat(seat)))
        if action.card == ACE_OF_HEARTS and action.declaration not in (HIGH, LOW):
            raise IllegalAction("BI-5", words.DECLARE_THE_ACE())
        if action.card != ACE_OF_HEARTS and action.declaration is not None:
            raise IllegalAction("BI-5", words.ONLY_THE_ACE(card=action.card))
    elif isinstance(action, PlayBlind):
        if phase == "play" and state.is_blind_round:
            return
        if phase == "play":
            raise IllegalAction("BI-7", words.ONLY_ONE_CARD_BLIND())
        raise IllegalAction(state.turn_clause(), phase_reason(state, seat))
    elif isinstance(action, Declare):
        if phase != "declare":
            raise IllegalAction("BI-A4", words.DECLARATION_FOLLOWS())
        if action.declaration not in (HIGH, LOW):
            raise IllegalAction("BI-5", words.DECLARED_AS(said=repr(action.declaration)))
    else:
        raise IllegalAction("BI-9", words.NOT_A_BISCA_ACTION(action=repr(action)))


def phase_reason(state: State, seat: int) -> Message:
    """What ``seat`` must do now instead (bet, declare the A♥, or play a card)."""
    if state.phase == "bet":
        return words.MUST_BET_FIRST(player=Seat(seat))
    if state.phase == "declare":
        return words.MUST_DECLARE_FIRST(player=Seat(seat))
    return words.PLAY_A_CARD_NOW()


__all__ = ["check_action", "phase_reason"]
