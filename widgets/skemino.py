"""Skèmino at the table: a game against the computer, with the engine's board and hints.

Like every widget here it holds no rule: the buttons are ``state.legal_actions()`` and every outcome
comes from ``state.apply``.
"""
from __future__ import annotations

import itertools
from typing import Any

import ipywidgets as w
from IPython.display import HTML

from engine import skemino

from .app import GameApp, SetupPanel, seat_names, table_words
from .direct import BoardGrid, PickAndPlace

_explorer_ids = itertools.count(1)


def _label(action) -> str:
    if isinstance(action, skemino.Place):
        return f"{action.card} → {action.square}"
    return str(action)


def _render(state, viewer) -> str:
    return skemino.render_state(state, viewer if viewer in (0, 1) else None, badges=skemino.hand_badges(state))


ROLES = ("Bianco", "Nero")


def action_parts(action):
    """The clicks that make ``action``: a placement is its card, then its square; draw and pass
    stay on the list of moves (``None``)."""
    if isinstance(action, skemino.Place):
        return (str(action.card), action.square)
    return None


def _make_action(state, path):
    return skemino.actions.place(*path) if len(path) == 2 else None


def _hand_pictures(state):
    seat = state.current_player
    notes = skemino.hand_badges(state).get(seat, {})
    return [(str(c), skemino.chain_card_svg(c, note=notes.get(str(c))), str(c)) for c in state.hand(seat)]


def _render_without_board(state, viewer) -> str:
    """The table while the clickable board is shown: hands, deck and status (the board is drawn once)."""
    return _render(state, viewer).replace(skemino.render_board(state), "", 1)


#: The engine draws squares of 64 px after a 22 px margin for the coordinates (render.S, render.M).
BOARD = BoardGrid(picture=skemino.render_board,
                  rows=[skemino.rules.SQUARES[r * 6:(r + 1) * 6] for r in range(6)],
                  left=skemino.render.M, top=skemino.render.M, cell=skemino.render.S,
                  width=skemino.render.M + 6 * skemino.render.S + 6)


def pick_and_place(on_choose) -> PickAndPlace:
    """Skèmino by pointing: click a card of your hand, then a lit square of the board."""
    return PickAndPlace(on_choose, hand=_hand_pictures, parts=action_parts, make_action=_make_action,
                        board=BOARD, table_render=_render_without_board,
                        hand_title="Your hand: click a card, then a lit square")


def play_skemino(seed: int = 0, bot: str | None = None, you: int = 0, seats=None, **options) -> GameApp:
    """A game with you in seat ``you`` (0 = G1 Bianco, 1 = G2 Nero) against a computer player (the
    game's beginner unless ``bot`` says otherwise); or ``seats`` gives both seats' kinds
    (``["human", "human"]``: two players at this device)."""
    if seats is None:
        if you not in (0, 1):
            raise ValueError("you sit at seat 0 (Bianco) or 1 (Nero)")
        bot = bot or skemino.SPEC.default_bot
        seats = ["human", bot] if you == 0 else [bot, "human"]
    start = skemino.new_game(seed=seed, **options)
    names = seat_names(seats, ROLES)
    app = GameApp(start, seats, names=names, seed=seed, render=_render,
                  label=_label, title=f"Skèmino: {table_words(seats)}",
                  hint="or type a move, e.g. 7C@c3, draw or pass", direct=pick_and_place)
    return app


class SkeminoSetup(SetupPanel):
    """Choose who plays Bianco and Nero (a person here or a computer: two people for two players at
    this device), a few variants, then start."""

    def __init__(self, seed: int = 0):
        self.seats = self.seat_choices(skemino.SPEC, 2, roles=["G1 Bianco", "G2 Nero"])
        wide = {"style": {"description_width": "initial"}, "layout": w.Layout(width="auto")}
        self.literal = w.Checkbox(value=False, description="literal deal (Bianco starts with no cards)", **wide)
        self.setup_card = w.Checkbox(value=False, description="setup card on the dice square", **wide)
        super().__init__([self.seats, w.HBox([self.literal, self.setup_card])],
                         seed, "game no.", "Roll the dice", "cit-skemino-setup")

    def make_app(self) -> GameApp:
        options: dict[str, Any] = {}
        if self.literal.value:
            options["opening_hands"] = "literal"
        if self.setup_card.value:
            options["setup_card"] = True
        return play_skemino(seed=self.seed.value, seats=self.seats.kinds, **options)


def _card_symbols(cards, uid: str):
    """The engine's picture of each card as an ``<symbol>`` (one hidden sprite), and a function
    drawing a card at a width by reference to it: 39 pictures instead of one per cell."""
    import re

    parts = []
    for c in cards:
        svg = skemino.chain_card_svg(c, width=44)
        found = re.search(r'viewBox="([^"]+)"', svg)
        if found is None:
            raise ValueError(f"the picture of {c} has no viewBox")
        view_box = found.group(1)
        body = svg[svg.index(">") + 1:svg.rindex("</svg>")]
        parts.append(f'<symbol id="{uid}-{c}" viewBox="{view_box}">{body}</symbol>')
    sprite = f'<svg xmlns="http://www.w3.org/2000/svg" style="display:none" aria-hidden="true">{"".join(parts)}</svg>'
    ratio = 1.4

    def picture(c, width: int) -> str:
        return (f'<svg width="{width}" height="{round(width * ratio)}" role="img" aria-label="{c}">'
                f'<use href="#{uid}-{c}"/></svg>')
    return sprite, picture


def _rows_of_13(items: list[str]) -> str:
    """One row per suit (the deck is in suit order, Ace to King)."""
    return "".join("<div>" + "".join(items[k:k + 13]) + "</div>" for k in range(0, len(items), 13))


def combat_explorer(attacker: str = "7C", card_width: int = 30) -> HTML:
    """Which card wins? Pick the attacking card (a picture of each of the 39 cards); see, for each of
    the 38 other cards it could land on, whether it wins and by which rule (SK-3, SK-4).

    Every answer is computed by the engine (``skemino.combat_verdict``) when the page is built, one
    panel per attacking card. The picker is a group of radio buttons (keyboard: arrow keys) whose
    labels are the engine's card pictures; a scoped stylesheet shows the panel of the checked one,
    so the explorer works in the published book with no kernel and no script. A card is never listed
    against itself: a single deck has one of each card, so it cannot meet itself.

    >>> html = combat_explorer("7C").data
    >>> html.count('class="cit-cx-panel '), html.count('type="radio"'), 'value="7C" checked' in html
    (39, 39, True)
    """
    from engine.cards import chain_deck
    from engine.render import escape

    deck = chain_deck()
    names = [str(c) for c in deck]
    chosen = str(skemino.rules.card(attacker))
    uid = f"cit-cx-{next(_explorer_ids)}"
    css = [f"#{uid} .cit-cx-radio{{position:absolute;opacity:0;width:1px;height:1px;margin:0}}",
           f"#{uid} .cit-cx-panel{{display:none}}",
           f"#{uid} .cit-cx-picker label{{display:inline-block;cursor:pointer;border:2px solid transparent;"
           "border-radius:5px;line-height:0}",
           f"#{uid} .cit-cx-picker label:hover{{border-color:#999}}",
           f"#{uid} .cit-cx-cell{{display:inline-block;border-radius:5px;padding:3px;margin:1px;line-height:0}}",
           f"#{uid} .cit-cx-win{{background:#a5d6a7}} #{uid} .cit-cx-lose{{background:#ef9a9a}}",
           f"#{uid} .cit-cx-groups{{margin:6px 0;padding-left:1.2em}}",
           f"#{uid} .cit-cx-groups li{{margin:3px 0}}",
           f"#{uid} svg{{vertical-align:middle;margin:1px}}"]
    # each picture is drawn once by the engine, as an SVG symbol; the cells show it by reference
    symbols, picture = _card_symbols(deck, uid)

    radios, labels, panels = [], [], []
    for i, a in enumerate(deck):
        rid = f"{uid}-r{i}"
        checked = " checked" if names[i] == chosen else ""
        radios.append(f'<input class="cit-cx-radio" type="radio" name="{uid}" id="{rid}" value="{a}"{checked}'
                      f' aria-label="attack with {a}">')
        labels.append(f'<label for="{rid}" title="{a}">{picture(a, card_width)}</label>')
        css.append(f"#{rid}:checked ~ .cit-cx-panels .cit-cx-p{i}{{display:block}}")
        css.append(f"#{rid}:checked ~ .cit-cx-picker label[for={rid}]{{border-color:#e65100;background:#fff3e0}}")
        css.append(f"#{rid}:focus-visible ~ .cit-cx-picker label[for={rid}]{{outline:3px solid #1565c0}}")
        groups: dict[tuple[bool, str, str], list] = {}
        cells = []
        for d in deck:
            if d == a:                       # one deck: a card never meets itself; keep its place empty
                cells.append(f'<span class="cit-cx-cell cit-cx-self" aria-hidden="true">'
                             f'<svg width="{card_width}" height="{round(card_width * 1.4)}"></svg></span>')
                continue
            verdict = skemino.combat_verdict(a, d)
            groups.setdefault((verdict.wins, verdict.reason, verdict.clause), []).append(d)
            kind = "win" if verdict.wins else "lose"
            cells.append(f'<span class="cit-cx-cell cit-cx-{kind}" data-defender="{d}" data-wins='
                         f'"{str(verdict.wins).lower()}" title="{escape(verdict)}">'
                         f'{picture(d, card_width)}</span>')
        lines = []
        for (wins, reason, clause), cards in sorted(groups.items(), key=lambda kv: not kv[0][0]):
            verb = "beats" if wins else "does not beat"
            lines.append(f'<li><b>{verb}</b> {", ".join(str(c) for c in cards)}: {escape(reason)} '
                         f'({clause})</li>')
        wins_count = sum(len(c) for (w_, _, _), c in groups.items() if w_)
        panels.append(
            f'<div class="cit-cx-panel cit-cx-p{i}" data-attacker="{a}">'
            f'<div style="display:flex;gap:10px;align-items:center;margin:6px 0">'
            f'{picture(a, 48)}<div>Laid on each other card, <b>{a}</b> wins on '
            f'{wins_count} of 38: <span style="background:#a5d6a7;padding:0 4px">green</span> takes the square, '
            f'<span style="background:#ef9a9a;padding:0 4px">red</span> may not be laid there.</div></div>'
            f'<div>{_rows_of_13(cells)}</div>'
            f'<ul class="cit-cx-groups">{"".join(lines)}</ul></div>')
    return HTML(
        f'<div class="cit-combat-explorer" id="{uid}" style="position:relative;font-size:14px">'
        f'<style>{"".join(css)}</style>{symbols}{"".join(radios)}'
        f'<div class="cit-cx-picker" role="presentation"><div style="margin:2px 0"><b>Pick the attacking card:</b>'
        f'</div>{_rows_of_13(labels)}</div>'
        f'<div class="cit-cx-panels" aria-live="polite">{"".join(panels)}</div></div>')
