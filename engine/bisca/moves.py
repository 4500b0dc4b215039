"""Bisca's move list: :func:`legal_actions` (every legal action, built from shared action objects, as every
playout step asks), :func:`candidate_actions` (every bet a player might think of, some refused) and
:func:`expressible_actions` (everything the notation can say, for the judge to split).

>>> from engine.bisca import new_game
>>> state = new_game(players=4, seed=1).apply("bet 2").apply("bet 1")
>>> [str(a) for a in legal_actions(state)], [str(a) for a in candidate_actions(state)]
(['bet 0', 'bet 1', 'bet 3', 'bet 4', 'bet 5'], ['bet 0', 'bet 1', 'bet 2', 'bet 3', 'bet 4', 'bet 5'])
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ..cards import FrenchCard
from . import rules
from .actions import BETS, DECLARATIONS, PLAY_BLIND, PLAYS_BY_SUIT, BiscaAction, Bet, Play
from .rules import HAND_SIZES, HIGH, LOW

if TYPE_CHECKING:
    from .state import State


def legal_actions(state: State) -> list[BiscaAction]:
    """Every legal action of the seat to move (none once the game is over)."""
    phase = state.phase
    if phase == "play":
        if HAND_SIZES[state.round_index] == 1:
            return [PLAY_BLIND]
        hand: Iterable[FrenchCard] = state.hands[(state.trick_leader + len(state.trick)) % state.players]
        if state.players > 6:             # two decks: a card may be held twice
            hand = dict.fromkeys(hand)
        return [play for card in hand for play in PLAYS_BY_SUIT[card.suit][card.rank]]
    if phase == "bet":
        # The rule depends only on how many bets were made and their total, not their order.
        bets, size = state.bets, HAND_SIZES[state.round_index]
        forbidden = rules.forbidden_bet(size, state.players - bets.count(None), sum(filter(None, bets)),
                                        state.options.bet_rule, state.players)
        actions: list[BiscaAction] = list(BETS[:size + 1])
        if forbidden is not None:
            del actions[forbidden]
        return actions
    if phase == "declare":
        return list(DECLARATIONS)
    return []


def candidate_actions(state: State) -> list[BiscaAction]:
    """Every bet from 0 to the hand size while betting (some refused, with a reason); else the legal actions."""
    if state.phase == "bet":
        return [BETS[b] for b in range(state.hand_size + 1)]
    return legal_actions(state)


def expressible_actions(state: State) -> list[BiscaAction]:
    """Everything Bisca's notation can say, whatever the phase: each bet from 0 to one past the hand
    size, each card of the deck played plain, ALTA and BASSA, the blind play and both declarations."""
    bets: list[BiscaAction] = [BETS[b] if b < len(BETS) else Bet(b) for b in range(state.hand_size + 2)]
    plays: list[BiscaAction] = [Play(card, said) for card in rules.DECK for said in (None, HIGH, LOW)]
    return bets + plays + [PLAY_BLIND, *DECLARATIONS]


__all__ = ["legal_actions", "candidate_actions", "expressible_actions"]
