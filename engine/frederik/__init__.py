"""come-quando-frederik-piange: draw a set of cards in front of you, then two rounds of battle to
spoil the others' cards or improve your own; the best poker hand wins, borrowing at most one
face-up card of another player.

>>> from engine import frederik
>>> state = frederik.new_game(players=4, seed=7)
>>> state.phase, len(state.drawn)
('draw', 5)
>>> frederik.best_hand(["K♠", "K♥", "7♦", "3♣", "2♠"], ["K♦", "7♣"])[0].category      # FP-EX-3
'three of a kind'
"""
from .actions import (
    PROTECTABLE, TARGETED_KINDS, Bottom, DrawNth, DrawTop, Force, Hide, Interrupt, Keep, Leave, Pass, Protect,
    Redraw, Targeted, parse_action,
)
from .rules import (
    CATEGORIES, HandRank, best_hand, check_players, compare_value, evaluate, hand_rank, interrupt_cards,
    is_extreme_of_suit, matches, nth_value, protectors, protects, reachable_sums, same_colour,
)
from .state import Pending, State
from .setup import FrederikOptions, battle_position, new_game, position
from .view import FrederikView
from .render import card_pictures, hand_html, render_state, seat_row_html

Options = FrederikOptions

__all__ = [
    "new_game", "position", "battle_position", "State", "Options", "FrederikOptions", "FrederikView", "Pending", "parse_action",
    "Keep", "Bottom", "Leave", "Pass", "Redraw", "DrawTop", "DrawNth", "Hide", "Force", "Targeted", "Protect",
    "Interrupt", "TARGETED_KINDS", "PROTECTABLE", "CATEGORIES", "HandRank", "hand_rank", "best_hand", "evaluate",
    "reachable_sums", "nth_value", "compare_value", "same_colour", "matches", "protects", "protectors",
    "is_extreme_of_suit", "interrupt_cards", "check_players", "render_state", "card_pictures", "hand_html",
    "seat_row_html",
]

from ..core import GameSpec, register_game
from ..bots import LEVEL_LABELS
from .bots import BOTS
from .coach import COACH
from .saving import CODEC

SPEC = register_game(GameSpec(
    name="frederik", title="come-quando-frederik-piange", min_players=2, max_players=6, default_players=4,
    options=FrederikOptions, new_game=new_game, state_class=State, bots=BOTS,
    bot_labels=LEVEL_LABELS, default_bot="beginner", clause_prefix="FP", codec=CODEC, view=FrederikView,
    coach=COACH,
    bot_settings={"strong": {"samples": 16, "width": 8},
                  "search": {"iterations": 200, "time_limit": 0.5, "rollout_rounds": 12}},
))
