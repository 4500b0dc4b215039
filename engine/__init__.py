"""Carte in Tavola's game engine: pure Python, no Jupyter.

Each game is a package ``engine.<name>`` that registers itself; :func:`games` lists them and
:func:`game` gives one's spec (title, players, options, bots, ``new_game``).

>>> import engine
>>> issubclass(engine.IllegalAction, ValueError), engine.game("bisca").max_players
(True, 20)
"""
from .errors import CorruptSave, IllegalAction, InvalidSeat, UnreadableAction
from .core import (
    EVERYONE, Consequence, Event, GameSpec, GameState, Options, Record, SeatView, game, games, play, play_out,
    register_game, seat_label,
)

__all__ = [
    "IllegalAction", "UnreadableAction", "InvalidSeat", "CorruptSave", "EVERYONE", "Consequence", "Event",
    "GameSpec", "GameState", "Options", "Record", "SeatView", "game", "games", "play", "play_out", "register_game",
    "seat_label",
]
