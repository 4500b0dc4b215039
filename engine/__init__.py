"""Carte in Tavola's game engine: pure Python, no Jupyter.

>>> import engine
>>> issubclass(engine.IllegalAction, ValueError)
True
"""
from .errors import CorruptSave, IllegalAction
from .core import GAMES, GameState, Options, Record, game_module, play_out

__all__ = ["IllegalAction", "CorruptSave", "GameState", "Options", "Record", "GAMES", "game_module", "play_out"]
