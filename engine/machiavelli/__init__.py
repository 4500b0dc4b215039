"""Machiavelli: the rummy without a discard where the whole table belongs to everyone.

Two decks (104 cards), 2 to 6 players, thirteen cards each. On your turn you lay combinations (sets
and runs), add to any combination on the table or rearrange the whole table; if you lay nothing you
draw one card. Empty your hand to close; the others pay per card they still hold.

>>> from engine import machiavelli
>>> machiavelli.is_meld(["QS", "KS", "AS"]), machiavelli.is_meld("KS AS 2S")
(True, False)
>>> machiavelli.best_lay([["3C", "4C", "5C", "6C"]], ["6H", "6D"]).count
2
"""
from .rules import (
    ACE, PACK, arrange, check_players, hand_penalty, is_meld, is_run, is_set, is_valid_table, meld_error, meld_problem,
    meld_kind, melds_of, notation, run_positions, settle_hand, table_error, table_errors, table_notation,
)
from .solver import Lay, best_lay, candidate_melds, find_partition
from .actions import Draw, Play, parse_action
from .state import HandRecord, State
from .setup import HAND_SIZE, MachiavelliOptions, new_game, position
from .judge import TableOutcome
from .view import MachiavelliView
from .hints import best_play, cards_layable
from .render import render_state, render_turn, table_picture
from .bots import GreedyBot

Options = MachiavelliOptions

__all__ = [
    "ACE", "PACK", "arrange", "check_players", "hand_penalty", "is_meld", "is_run", "is_set", "is_valid_table",
    "meld_error", "meld_problem", "meld_kind", "melds_of", "notation", "run_positions", "settle_hand", "table_error",
    "table_errors", "table_notation", "Lay", "best_lay", "candidate_melds", "find_partition", "HAND_SIZE",
    "Draw", "HandRecord", "MachiavelliOptions", "Options", "Play", "State", "TableOutcome", "new_game", "parse_action", "position",
    "best_play", "cards_layable",
    "MachiavelliView", "render_state", "render_turn", "table_picture", "GreedyBot",
]

from ..bots import LEVEL_LABELS, STANDARD_BOTS
from ..core import GameSpec, register_game
from .bots import BeginnerBot, HandBot
from .coach import COACH
from .saving import CODEC

SPEC = register_game(GameSpec(
    name="machiavelli", title="Machiavelli", min_players=2, max_players=6, default_players=3,
    options=MachiavelliOptions, new_game=new_game, state_class=State,
    # the strong player is the greedy solver player, also seated as "greedy" by older saves and links
    bots={"beginner": BeginnerBot, "intermediate": HandBot, "strong": GreedyBot, **STANDARD_BOTS,
          "greedy": GreedyBot},
    bot_labels={**LEVEL_LABELS, "greedy": LEVEL_LABELS["strong"]},
    default_bot="beginner", complete_actions=False, clause_prefix="MA", codec=CODEC, view=MachiavelliView,
    coach=COACH,
    bot_settings={"search": {"iterations": 200, "time_limit": 0.5, "rollout_rounds": 6}},
))
