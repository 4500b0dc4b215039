"""Skèmino on the pages: the combat explorer, every answer the engine's (the live table is
``widgets.table.skemino``)."""
from __future__ import annotations

import itertools

from IPython.display import HTML
from typing import Any

from engine import skemino
from engine.render import escape
from engine.skemino.rules import card_name, the_card
from engine.words import join_words
from engine.words import translate as _

_explorer_ids = itertools.count(1)


def _card_symbols(cards: Any, uid: str) -> Any:
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

    def picture(c: Any, width: int) -> str:
        name = escape(card_name(c).text())
        return (f'<svg width="{width}" height="{round(width * ratio)}" role="img" aria-label="{name}">'
                f'<use href="#{uid}-{c}"/></svg>')
    return sprite, picture


def verdict_words(verdict: Any) -> str:
    """A combat's verdict in a sentence: "The 7 of Carta beats the King of Pietra: Carta wraps Pietra."."""
    said = _("{attacker} beats {defender}: {reason}.") if verdict.wins else \
        _("{attacker} does not beat {defender}: {reason}.")
    text = said.format(attacker=the_card(verdict.attacker).text(), defender=the_card(verdict.defender).text(),
                       reason=verdict.reason)
    return text[:1].upper() + text[1:]


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
    # TRANSLATORS: the colours of the combat explorer's cells: green where the attacker wins, red where it may not go
    green, red = escape(_("green")), escape(_("red"))

    radios, labels, panels = [], [], []
    for i, a in enumerate(deck):
        rid = f"{uid}-r{i}"
        checked = " checked" if names[i] == chosen else ""
        name = escape(card_name(a).text())
        attack = escape(_("attack with {card}").format(card=the_card(a).text()))
        radios.append(f'<input class="cit-cx-radio" type="radio" name="{uid}" id="{rid}" value="{a}"{checked}'
                      f' aria-label="{attack}">')
        labels.append(f'<label for="{rid}" title="{name}">{picture(a, card_width)}</label>')
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
                         f'"{str(verdict.wins).lower()}" title="{escape(verdict_words(verdict))}">'
                         f'{picture(d, card_width)}</span>')
        lines = []
        for (wins, reason, clause), cards in sorted(groups.items(), key=lambda kv: not kv[0][0]):
            verb = _("beats") if wins else _("does not beat")
            lines.append(f'<li><b>{verb}</b> {escape(join_words(the_card(c).text() for c in cards))}: '
                         f'{escape(reason)} ({clause})</li>')
        wins_count = sum(len(c) for (won, _reason, _clause), c in groups.items() if won)
        summary = _("Laid on each other card, {card} wins on {n} of 38: {green} takes the square, {red} may not "
                    "be laid there.").format(
            card=f"<b>{escape(the_card(a).text())}</b>", n=wins_count,
            green=f'<span style="background:#a5d6a7;padding:0 4px">{green}</span>',
            red=f'<span style="background:#ef9a9a;padding:0 4px">{red}</span>')
        panels.append(
            f'<div class="cit-cx-panel cit-cx-p{i}" data-attacker="{a}">'
            f'<div style="display:flex;gap:10px;align-items:center;margin:6px 0">'
            f'{picture(a, 48)}<div>{summary}</div></div>'
            f'<div>{_rows_of_13(cells)}</div>'
            f'<ul class="cit-cx-groups">{"".join(lines)}</ul></div>')
    pick = escape(_("Pick the attacking card:"))
    return HTML(
        f'<div class="cit-combat-explorer" id="{uid}" style="position:relative;font-size:14px">'
        f'<style>{"".join(css)}</style>{symbols}{"".join(radios)}'
        f'<div class="cit-cx-picker" role="presentation"><div style="margin:2px 0"><b>{pick}</b>'
        f'</div>{_rows_of_13(labels)}</div>'
        f'<div class="cit-cx-panels" aria-live="polite">{"".join(panels)}</div></div>')
