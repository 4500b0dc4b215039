"""La Scamorra: a 5x5 board, three pieces a side (carta, sasso, forbice) moved by chess cards,
rock-paper-scissors captures, re-entry with a pedone, fifteen cards each (RULINGS section 2).

>>> from engine import scamorra
>>> scamorra.can_capture("carta", "sasso", "torre"), scamorra.DECK_COMPOSITION["cavallo"]
(True, 3)
>>> game = scamorra.new_game(seed=0)
>>> game.num_players, game.phase
(2, 'choose')
"""
from .actions import Choose, Discard, Move, Place, Reenter, parse_action
from .hints import card_summary, describe_card, practice_exercises, reachable, square_verdicts
from .render import board_svg, card_svg, render_state
from .rules import (
    CARDS, DECK_COMPOSITION, PIECES, SEATS, SQUARES, can_capture, capture_reason, forward, home_row,
    initiative_order, match_result, morra_beats, series_winner,
)
from .state import MatchResult, Outcome, State
from .setup import ScamorraOptions, new_game, position
from .view import ScamorraView

Options = ScamorraOptions

__all__ = [
    "Choose", "Discard", "Move", "Place", "Reenter", "parse_action", "card_summary", "describe_card",
    "practice_exercises", "reachable", "square_verdicts", "board_svg", "card_svg", "render_state", "CARDS",
    "DECK_COMPOSITION", "PIECES", "SEATS", "SQUARES", "can_capture", "capture_reason", "forward", "home_row",
    "initiative_order", "match_result", "morra_beats", "series_winner", "MatchResult", "Outcome",
    "ScamorraOptions", "Options", "ScamorraView", "State", "new_game", "play", "position", "SPEC",
]

from ..bots import LEVEL_LABELS, STANDARD_BOTS
from ..core import GameSpec, play, register_game
from .bots import BeginnerBot, IntermediateBot, StrongBot
from .coach import COACH
from .saving import CODEC

SPEC = register_game(GameSpec(
    name="scamorra", title="La Scamorra", min_players=2, max_players=2, default_players=2,
    options=ScamorraOptions, new_game=new_game, state_class=State,
    bots={"beginner": BeginnerBot, "intermediate": IntermediateBot, "strong": StrongBot, **STANDARD_BOTS},
    bot_labels=LEVEL_LABELS, default_bot="beginner", clause_prefix="SC", codec=CODEC, view=ScamorraView,
    coach=COACH,
    bot_settings={"search": {"iterations": 400, "time_limit": 0.6}},
))
