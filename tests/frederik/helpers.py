"""Small helpers for the come-quando-frederik-piange tests."""
from __future__ import annotations

from engine.cards import parse_french_card, parse_french_cards
from engine.frederik import battle_position, new_game

__all__ = ["C", "cards", "pos", "new_game", "strs", "play", "finish_draw_phase", "to_end"]


def C(text):
    return parse_french_card(text)


def cards(text):
    return parse_french_cards(text)


def strs(items):
    return [str(x) for x in items]


pos = battle_position


def play(state, *moves):
    for move in moves:
        state = state.apply(move)
    return state


def finish_draw_phase(state, keep="keep 1", leave="leave 1"):
    """Play every draw turn the same simple way until the battle starts."""
    while state.phase == "draw":
        if state.step == "keep":
            state = state.apply(keep)
        elif state.step == "bottom":
            state = state.apply("bottom 1")
        else:
            state = state.apply(leave)
    return state


def to_end(state):
    """Everyone passes (and declines every answer) until the end."""
    while not state.is_terminal():
        state = state.apply("pass")
    return state
