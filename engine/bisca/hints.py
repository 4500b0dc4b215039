"""Advice for a Bisca player, worked out through the public state API only (the engine judges).

>>> position = betting_position(hand_size=5, previous_bets=[2, 1, 0], players=4)
>>> [(bet, None if why is None else why.clause) for bet, why in bet_advice(position)]
[(0, None), (1, None), (2, 'BI-10'), (3, None), (4, None), (5, None)]
"""
from __future__ import annotations

from typing import Any, Sequence

from ..errors import IllegalAction
from .actions import Bet
from .rules import HAND_SIZES
from .setup import new_game
from .state import State


def betting_position(hand_size: int, previous_bets: Sequence = (), players: int = 4, seed: int = 0,
                     **options: Any) -> State:
    """A game at the betting of the first round with ``hand_size`` cards, after ``previous_bets``.

    The earlier rounds are played out with the first legal action; the bets so far are made
    through :meth:`State.apply`, so a bet the rules refuse raises the engine's
    :class:`~engine.errors.IllegalAction`, and text that is not a bet its
    :class:`~engine.errors.UnreadableAction`.
    """
    if hand_size not in HAND_SIZES:
        raise ValueError(f"BI-6: a Bisca round deals {', '.join(map(str, sorted(set(HAND_SIZES))))} cards, "
                         f"not {hand_size!r}")
    state = new_game(players=players, seed=seed, **options)
    while not (state.hand_size == hand_size and state.phase == "bet" and not state.bets_in_order):
        state = state.apply_trusted(state.legal_actions()[0])
    for bet in previous_bets:
        state = state.apply(state.parse_action(f"bet {bet}"))
    return state


def bet_advice(state: State) -> list[tuple[int, IllegalAction | None]]:
    """Every bet from 0 to the hand size with the engine's refusal (``None`` where it is allowed)."""
    return [(bet, state.explain(Bet(bet))) for bet in range(state.hand_size + 1)]
