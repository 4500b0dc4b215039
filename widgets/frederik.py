"""come-quando-frederik-piange on the pages: step-throughs of scripted moves and of whole games,
captioned by the engine's events (the live table is ``widgets.table.frederik``)."""
from __future__ import annotations

from typing import Any, Sequence

from engine import EVERYONE, frederik
from engine.bots import RandomBot
from engine.captions import event_caption
from engine.words import N_, Reader, Seat, translate

from .components import static_step_through


def scripted(start, moves, names=None):
    """The states after each move of a script, and a caption per state from the engine's events."""
    states, captions = [start], [translate(N_("the table before the move"))]
    for move in moves:
        state = states[-1].apply(move)
        captions.append(event_caption(states[-1], state, names))
        states.append(state)
    return states, captions


def scripted_step_through(start, moves, names=None, viewer=EVERYONE):
    """A static step-through (no kernel needed) of a scripted sequence of moves."""
    states, captions = scripted(start, moves, names)
    before = dict(zip(map(id, states[1:]), states))     # each move was played on the state before it
    return static_step_through(states, captions,
                               render=lambda s: frederik.render_state(s, viewer, names, before=before.get(id(s))))


def whole_game(players: int = 2, seed: int = 0, bot_seed: int = 0, names: Sequence[str] | None = None) -> Any:
    """A whole game between random players, one frame per finished turn, captioned with the turn told in
    the words layer's sentences: a draw turn in one sentence, then every move of the battle, the answers
    of the players asked whether to protect or interrupt included. (A card drawn or kept face down is
    named only to its holder, so never here.)"""
    from engine.frederik import narrate, words

    bot = RandomBot(bot_seed)
    reader = Reader(names=names or ())
    state = frederik.new_game(players=players, seed=seed)
    states, captions = [state], [event_caption(None, state, names)]
    told: list[str] = []
    while not state.is_terminal():
        before = state
        state = state.apply(bot.choose(state))
        drawing = before.phase == "draw" and before.step in ("keep", "bottom")
        lines = [line.text for line in narrate.describe(before, state, reader)]
        kept = state.last_event.find("keep") if state.last_event is not None else None
        if drawing and kept is not None and kept.value != 5 and before.to_move is not None:
            lines = [words.DRAW_TURN(player=Seat(before.to_move)).text(reader)]    # the whole draw turn
        elif drawing and kept is None:
            lines = []                       # the cards put under the pile: said with the draw turn
        # the next drawer's five cards are the next frame's first sentence
        upcoming = {line.text for line in narrate._new_drawer(before, state, reader)}
        told += [line for line in lines if line not in upcoming]
        if state.turn != before.turn or state.phase != before.phase or state.is_terminal():
            states.append(state)
            captions.append(" ".join(told))
            told = []
    return states, captions


def whole_game_step_through(players: int = 2, seed: int = 0, bot_seed: int = 0, names: Sequence[str] | None = None) -> Any:
    states, captions = whole_game(players, seed, bot_seed, names)
    return static_step_through(states, captions, render=lambda s: frederik.render_state(s, EVERYONE, names))


__all__ = ["scripted", "scripted_step_through", "whole_game", "whole_game_step_through"]
