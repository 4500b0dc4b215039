"""Skèmino: 39 chain cards on a 6x6 board, rock-paper-scissors combat, stacks, loops that burn
squares into holes, and four ways to win (RULINGS section 1).

The package has the rooms every game has: :mod:`.rules` (pure rule functions), :mod:`.actions` (Place,
Draw, Pass and their notation), :mod:`.state` (the state and its facts), :mod:`.setup`, :mod:`.judge`,
:mod:`.moves`, :mod:`.resolve`, :mod:`.view`, :mod:`.saving`, and, outside the rules, :mod:`.hints`,
:mod:`.render`, :mod:`.narrate`, :mod:`.words`, :mod:`.bots` and :mod:`.numbers`.

>>> from engine import skemino
>>> skemino.beats("7C", "KP"), skemino.loop_kind(["5C", "JF", "2P"]), skemino.hand_value(["A", "5", "7"])
(True, 'symbolic', 13)
>>> game = skemino.new_game(seed=0)
>>> game.num_players, len(game.legal_actions()) > 0
(2, True)
"""
from .actions import DRAW, PASS, Draw, Pass, Place, parse_action
from .hints import (
    hand_badges, is_reverser, is_stronger, is_winner_card, legal_placements, placement_error, reverser_cards,
    special_cards, strength, stronger_cards, winner_cards,
)
from .render import chain_card_svg, render_board, render_state
from .rules import (
    COLUMNS, QUADRANTS, SQUARES, VERTEX_OF_CENTRE, VERTICES, CombatVerdict, beats, card, card_value,
    combat_verdict, explain_beats, forced_action, hand_value, is_centre, is_vertex, loop_kind,
    orthogonal_neighbours, quadrant_of, rank_beats, square, start_square, suit_beats,
)
from .rules import NEUTRAL
from .state import PLAYERS, Outcome, State
from .setup import SkeminoOptions, new_game, position, roll_dice
from .view import SkeminoView

Options = SkeminoOptions

__all__ = [
    "beats", "loop_kind", "hand_value", "new_game", "position", "play", "parse_action", "State", "Options",
    "SkeminoOptions", "forced_action", "Place", "Draw", "Pass", "DRAW", "PASS", "Outcome", "PLAYERS", "NEUTRAL",
    "roll_dice", "card", "card_value", "explain_beats", "combat_verdict", "CombatVerdict", "rank_beats",
    "suit_beats", "square", "start_square", "orthogonal_neighbours", "quadrant_of", "is_vertex", "is_centre",
    "COLUMNS", "SQUARES", "VERTICES", "QUADRANTS", "VERTEX_OF_CENTRE", "placement_error", "legal_placements",
    "strength", "is_stronger", "stronger_cards", "is_winner_card", "winner_cards", "is_reverser",
    "reverser_cards", "special_cards", "hand_badges", "SkeminoView", "render_board", "render_state",
    "chain_card_svg", "SPEC",
]

from ..bots import LEVEL_LABELS, STANDARD_BOTS
from ..core import GameSpec, play, register_game
from .bots import BeginnerBot, IntermediateBot, StrongBot
from .coach import COACH
from .saving import CODEC

SPEC = register_game(GameSpec(
    name="skemino", title="Skèmino", min_players=2, max_players=2, default_players=2, options=SkeminoOptions,
    new_game=new_game, state_class=State,
    bots={"beginner": BeginnerBot, "intermediate": IntermediateBot, "strong": StrongBot, **STANDARD_BOTS},
    bot_labels=LEVEL_LABELS, default_bot="beginner", clause_prefix="SK", codec=CODEC, view=SkeminoView,
    coach=COACH,
    bot_settings={"search": {"iterations": 300, "time_limit": 0.5, "rollout_depth": 16}},
))
