"""Skèmino at the table: a game against the computer, with the engine's board and hints.

Like every widget here it holds no rule: the buttons are ``state.legal_actions()`` and every outcome
comes from ``state.apply``.
"""
from __future__ import annotations

import ipywidgets as w

from engine import skemino

from .app import GameApp, SetupPanel


def _label(action) -> str:
    if isinstance(action, skemino.Place):
        return f"{action.card} → {action.square}"
    return str(action)


def _render(state, viewer) -> str:
    return skemino.render_state(state, viewer if viewer in (0, 1) else None, badges=skemino.hand_badges(state))


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


class SkeminoSetup(SetupPanel):
    """Choose your seat, the computer's strength and a few variants, then start."""

    def __init__(self, seed: int = 0):
        self.seat = w.Dropdown(options=[("G1 Bianco", 0), ("G2 Nero", 1)], value=0, description="you play")
        self.bot = w.Dropdown(options=[("search (plays well)", "search"), ("random (learning)", "random")],
                              value="search", description="computer")
        wide = {"style": {"description_width": "initial"}, "layout": w.Layout(width="auto")}
        self.literal = w.Checkbox(value=False, description="literal deal (Bianco starts with no cards)", **wide)
        self.setup_card = w.Checkbox(value=False, description="setup card on the dice square", **wide)
        super().__init__([w.HBox([self.seat, self.bot]), w.HBox([self.literal, self.setup_card])],
                         seed, "game no.", "Roll the dice", "cit-skemino-setup")

    def make_app(self) -> GameApp:
        options = {}
        if self.literal.value:
            options["opening_hands"] = "literal"
        if self.setup_card.value:
            options["setup_card"] = True
        return play_skemino(seed=self.seed.value, bot=self.bot.value, you=self.seat.value, **options)


def combat_explorer(attacker: str = "7C") -> w.VBox:
    """Which card wins? Pick the attacking card; see, for each of the 39 cards it could land on,
    whether it wins and by which rule (SK-3, SK-4, SK-23).

    Every answer is computed by the engine (``skemino.combat_verdict``) when the page is built, one
    panel per attacking card, and the picker is linked to the panels in the browser (``jslink``),
    so the explorer works in the published book with no kernel.
    """
    from engine.cards import chain_deck
    from engine.render import escape

    deck = chain_deck()
    names = [str(c) for c in deck]
    if str(skemino.rules.card(attacker)) not in names:
        raise ValueError(f"{attacker!r} is not a chain card")
    panels = []
    for a in deck:
        groups: dict[tuple[bool, str], list[str]] = {}
        cells = []
        for d in deck:
            verdict = skemino.combat_verdict(a, d)
            rule = f"{verdict.reason} ({verdict.clause})"
            groups.setdefault((verdict.wins, rule), []).append(str(d))
            colour = "#c8e6c9" if verdict.wins else ("#eeeeee" if a == d else "#ffcdd2")
            cells.append(f'<span title="{escape(verdict)}" style="display:inline-block;width:38px;margin:1px;'
                         f'padding:2px 0;text-align:center;background:{colour};border-radius:3px;'
                         f'font:12px monospace">{d}</span>')
        lines = []
        for (wins, rule), cards in sorted(groups.items(), key=lambda kv: not kv[0][0]):
            verb = "beats" if wins else "does not beat"
            lines.append(f"<li><b>{verb}</b> {', '.join(cards)}: {escape(rule)}</li>")
        panels.append(w.HTML(
            f'<div style="font-size:13px"><div style="margin:4px 0">Laid on each card, <b>{a}</b> '
            f'(green: wins the square; red: may not be laid there):</div>'
            f'<div style="max-width:524px">{"".join(cells)}</div><ul style="margin:6px 0">{"".join(lines)}</ul></div>'))
    stack = w.Stack(panels, selected_index=names.index(str(skemino.rules.card(attacker))))
    picker = w.Dropdown(options=names, value=str(skemino.rules.card(attacker)), description="attacker")
    picker.add_class("cit-combat-picker")
    link = w.jslink((picker, "index"), (stack, "selected_index"))
    box = w.VBox([picker, stack])
    box.add_class("cit-combat-explorer")
    box.links, box.stack, box.picker = [link], stack, picker
    return box
