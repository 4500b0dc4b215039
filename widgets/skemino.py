"""Skèmino at the table: a game against the computer, with the engine's board and hints.

Like every widget here it holds no rule: the buttons are ``state.legal_actions()`` and every outcome
comes from ``state.apply``.
"""
from __future__ import annotations

import ipywidgets as w

from engine import skemino

from .app import GameApp


def _label(action) -> str:
    if isinstance(action, skemino.Place):
        return f"{action.card} → {action.square}"
    return str(action)


def _render(state, viewer) -> str:
    return skemino.render_state(state, viewer if viewer in (0, 1) else None)


def play_skemino(seed: int = 0, bot: str = "search", you: int = 0, **options) -> GameApp:
    """A game with you in seat ``you`` (0 = G1 Bianco, 1 = G2 Nero) against a computer player."""
    if you not in (0, 1):
        raise ValueError("you sit at seat 0 (Bianco) or 1 (Nero)")
    start = skemino.new_game(seed=seed, **options)
    seats = ["human", bot] if you == 0 else [bot, "human"]
    names = ["You (Bianco)", "Computer (Nero)"] if you == 0 else ["Computer (Bianco)", "You (Nero)"]
    bot_options = {"time_limit": 0.5, "iterations": 300, "rollout_depth": 16}
    app = GameApp(start, seats, names=names, seed=seed, bot_options=bot_options, render=_render,
                  label=_label, title="Skèmino: you against the computer",
                  hint="or type a move, e.g. 7C@c3, draw or pass")
    return app


class SkeminoSetup(w.VBox):
    """Choose your seat, the computer's strength and a few variants, then start."""

    def __init__(self, seed: int = 0):
        self.seat = w.Dropdown(options=[("G1 Bianco", 0), ("G2 Nero", 1)], value=0, description="you play")
        self.bot = w.Dropdown(options=[("search (plays well)", "search"), ("random (learning)", "random")],
                              value="search", description="computer")
        self.seed = w.IntText(value=seed, description="game no.", layout=w.Layout(width="180px"))
        wide = {"style": {"description_width": "initial"}, "layout": w.Layout(width="auto")}
        self.literal = w.Checkbox(value=False, description="literal deal (Bianco starts with no cards)", **wide)
        self.setup_card = w.Checkbox(value=False, description="setup card on the dice square", **wide)
        self.start = w.Button(description="Roll the dice", button_style="primary")
        self.start.add_class("cit-deal")
        self.area = w.VBox()
        self.start.on_click(lambda _: self.deal())
        super().__init__([w.HBox([self.seat, self.bot]), w.HBox([self.literal, self.setup_card]),
                          w.HBox([self.seed, self.start]), self.area])
        self.add_class("cit-skemino-setup")

    def deal(self) -> GameApp:
        options = {}
        if self.literal.value:
            options["opening_hands"] = "literal"
        if self.setup_card.value:
            options["setup_card"] = True
        app = play_skemino(seed=self.seed.value, bot=self.bot.value, you=self.seat.value, **options)
        self.area.children = (app,)
        return app
