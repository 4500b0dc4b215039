"""come-quando-frederik-piange on the pages: step-throughs of scripted moves and of whole games,
captioned by the engine's events (the live table is ``widgets.table.frederik``)."""
from __future__ import annotations

from typing import Any, Sequence

from engine import EVERYONE, frederik
from engine.bots import RandomBot
from engine.captions import event_caption
from engine.words import N_, Reader, translate

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


DRAW_KINDS = ("keep", "bottom", "face")


def _turn_words(events: Any, names: Sequence[str] | None) -> str:
    """One turn told in words: a draw turn in one sentence, battle events as the engine says them."""
    words = []
    draw_seat = next((e.seat for e in events if e.consequences and e.consequences[0].kind in DRAW_KINDS), None)
    if draw_seat is not None:
        who = frederik.render.seat_label(draw_seat, names)
        if any(c.kind == "keep" and c.value == 5 for e in events for c in e.consequences):
            words.append(f"{who} keeps all five drawn cards face down (allowed on the first draw turn only).")
        else:
            words.append(f"{who} draws five cards, keeps one face down and puts the other four under the pile.")
    for event in events:
        if event.action == "pass" and event.seat is not None and (
                not event.consequences or event.consequences[0].kind != "pass"):
            words.append(f"{frederik.render.seat_label(event.seat, names)} passes.")
        for c in event.consequences:
            if c.kind in DRAW_KINDS:
                if c.kind == "face":
                    words.append(c.describe(names))
                continue
            if c.kind == "keep":
                continue
            words.append(c.describe(names))
        if event.consequences and event.consequences[0].kind in ("declare", "reveal") and \
                event.find("declare") is not None:
            words.insert(len(words) - len(event.consequences),
                         f"{frederik.render.seat_label(event.seat, names)} plays {event.action}.")
    return " ".join(words)


def whole_game(players: int = 2, seed: int = 0, bot_seed: int = 0, names: Sequence[str] | None = None) -> Any:
    """A whole game between random players, one frame per finished turn (answers shown within it)."""
    bot = RandomBot(bot_seed)
    state = frederik.new_game(players=players, seed=seed)
    states, captions = [state], [event_caption(None, state, names)]
    english = Reader().language == "en"
    events, told = [], []
    while not state.is_terminal():
        before = state
        state = state.apply(bot.choose(state))
        events.append(state.last_event)
        if not english:                      # each move told in the catalogue's words
            told.append(event_caption(before, state, names))
        turn_over = state.turn != before.turn or state.phase != before.phase or state.is_terminal()
        if turn_over:
            states.append(state)
            captions.append(_turn_words(events, names) if english else " ".join(t for t in told if t))
            events, told = [], []
    return states, captions


def whole_game_step_through(players: int = 2, seed: int = 0, bot_seed: int = 0, names: Sequence[str] | None = None) -> Any:
    states, captions = whole_game(players, seed, bot_seed, names)
    return static_step_through(states, captions, render=lambda s: frederik.render_state(s, EVERYONE, names))


__all__ = ["scripted", "scripted_step_through", "whole_game", "whole_game_step_through"]
