"""Skèmino: 39 chain cards on a 6x6 board, rock-paper-scissors combat, stacks, loops that burn
squares into holes, and four ways to win (RULINGS section 1).

>>> from engine import skemino
>>> skemino.beats("7C", "KP"), skemino.loop_kind(["5C", "JF", "2P"]), skemino.hand_value(["A", "5", "7"])
(True, 'symbolic', 13)
>>> game = skemino.new_game(seed=0)
>>> game.num_players, len(game.legal_actions()) > 0
(2, True)
"""
from .game import (
    DRAW, NEUTRAL, PASS, PLAYERS, Draw, Outcome, Pass, Place, SkeminoOptions, State, forced_action, new_game,
    parse_action, play, position, roll_dice,
)
from .hints import (
    is_reverser, is_stronger, is_winner_card, legal_placements, placement_error, reverser_cards,
    special_cards, strength, stronger_cards, winner_cards,
)
from .render import SkeminoView, chain_card_svg, render_board, render_state
from .rules import (
    COLUMNS, QUADRANTS, SQUARES, VERTEX_OF_CENTRE, VERTICES, beats, card, card_value, explain_beats,
    hand_value, is_centre, is_vertex, loop_kind, orthogonal_neighbours, quadrant_of, rank_beats, square,
    start_square, suit_beats,
)

Options = SkeminoOptions

__all__ = [
    "beats", "loop_kind", "hand_value", "new_game", "position", "play", "parse_action", "State", "Options",
    "SkeminoOptions", "forced_action", "Place", "Draw", "Pass", "DRAW", "PASS", "Outcome", "PLAYERS", "NEUTRAL", "roll_dice",
    "card", "card_value", "explain_beats", "rank_beats", "suit_beats", "square", "start_square",
    "orthogonal_neighbours", "quadrant_of", "is_vertex", "is_centre", "COLUMNS", "SQUARES", "VERTICES",
    "QUADRANTS", "VERTEX_OF_CENTRE", "placement_error", "legal_placements", "strength", "is_stronger",
    "stronger_cards", "is_winner_card", "winner_cards", "is_reverser", "reverser_cards", "special_cards",
    "SkeminoView", "render_board", "render_state", "chain_card_svg",
]
