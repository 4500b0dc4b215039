"""Bisca: predict your tricks. Nine rounds of 5-4-3-2-1-2-3-4-5 cards, a fixed suit order, the A♥
declared high or low, and a betting rule that never lets the bets add up to the hand size.

>>> from engine import bisca
>>> bisca.allowed_bets(5, [2, 1, 0])
[0, 1, 3, 4, 5]
>>> bisca.trick_winner(["5C", "2D", "KC"])
1
>>> bisca.round_score(2, 4)
-2
"""
from .actions import Bet, Declare, Play, PlayBlind, parse_action
from .hints import bet_advice, betting_position
from .render import render_state
from .rules import (
    ACE_OF_HEARTS, HAND_SIZES, HIGH, LOW, SUIT_ORDER, allowed_bets, beats, bet_error, card_strength,
    dealer_and_leader, decks_needed, final_winners, hand_sizes, is_valid_bet, max_players, round_score,
    trick_winner,
)
from .state import RoundRecord, State
from .setup import BiscaOptions, new_game, position
from .view import BiscaView

Options = BiscaOptions

__all__ = [
    "HAND_SIZES", "SUIT_ORDER", "ACE_OF_HEARTS", "HIGH", "LOW", "allowed_bets", "beats", "bet_error",
    "card_strength", "dealer_and_leader", "decks_needed", "final_winners", "hand_sizes", "is_valid_bet",
    "max_players", "round_score", "trick_winner", "new_game", "position", "parse_action", "State", "Options",
    "BiscaOptions", "Bet", "Play", "PlayBlind", "Declare", "RoundRecord", "BiscaView", "render_state",
    "bet_advice", "betting_position",
]

from ..bots import LEVEL_LABELS, STANDARD_BOTS
from ..core import GameSpec, register_game
from .bots import BeginnerBot, IntermediateBot, StrongBot
from .coach import COACH
from .saving import CODEC

SPEC = register_game(GameSpec(
    name="bisca", title="Bisca", min_players=2, max_players=20, default_players=4, options=BiscaOptions,
    new_game=new_game, state_class=State,
    bots={"beginner": BeginnerBot, "intermediate": IntermediateBot, "strong": StrongBot, **STANDARD_BOTS},
    bot_labels=LEVEL_LABELS, default_bot="beginner", clause_prefix="BI", codec=CODEC, view=BiscaView,
    coach=COACH,
    bot_settings={"strong": {"iterations": 150, "time_limit": 0.25},
                  "search": {"iterations": 300, "time_limit": 0.25, "rollout_rounds": 4}},
))
