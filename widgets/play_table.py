"""The table of a play page: the live table wherever a Jupyter kernel runs the page (Voilà with
`make play`, JupyterLab with `make lab`), and a still picture of a dealt table in the published book.

A play page calls :func:`play_table` in a cell tagged ``cit-still-table``, right under its "Play here"
bar. In the book, where Play here runs the live table in the reader's browser and hides this cell
meanwhile, the cell is a picture for the reader without JavaScript: the table of one deal at your first
turn, drawn from the same zones and engine pictures the live table draws, with no button and a caption
that says it is a picture. Under a kernel the same call is :class:`widgets.live.LiveTable`, a new deal
each time the page is opened.

>>> picture = still_table_html("bisca")
>>> picture.startswith('<figure class="cit-still-table"'), "<button" not in picture, "Seat 0" in picture
(True, True, False)
>>> "A picture of a Bisca table" in picture and "It is only a picture" in picture
True
>>> still_table_html("no such game")
Traceback (most recent call last):
...
ValueError: unknown game 'no such game': the games are bisca, frederik, machiavelli, scamorra, skemino
"""
from __future__ import annotations

import html
from typing import Any

from engine.words import N_, Reader, Said

from .table.session import TableSession

#: the deal the book's still pictures show (any fixed game number: the book is built the same each time)
STILL_DEAL = 2026

CAPTION = Said(N_("A picture of a {game} table, game number {deal}, as you would see it at your first turn. "
                  "It is only a picture: Play here, at the top of the page, starts the live table in your "
                  "browser."))

#: the picture's own layout; colours come from the book's light and dark variables (assets/css/cit-reader.css)
STYLE = """
.cit-still-table { margin: 1em 0; padding: 10px 12px; border: 1px dashed var(--cit-line, #d0d4d9);
  border-radius: 8px; color: var(--cit-text, #1f2328); }
.cit-still-table figcaption { font-size: 0.9em; color: var(--cit-muted, #595959); margin-top: 8px; }
.cit-still-seats, .cit-still-row { display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-start; }
.cit-still-seat { border: 1px solid var(--cit-line, #d0d4d9); border-radius: 6px; padding: 4px 8px; }
.cit-still-seat p, .cit-still-zone p { margin: 0; font-size: 0.85em; }
.cit-still-zone { margin: 8px 0; }
.cit-still-zone h4 { font-size: 0.9em; margin: 0 0 4px; }
.cit-still-card { display: inline-block; line-height: 0; text-align: center; }
.cit-still-card small { display: block; line-height: 1.2; font-size: 0.75em; }
.cit-still-table svg { max-width: 100%; height: auto; }
.cit-still-table table { border-collapse: collapse; font-size: 0.85em; }
.cit-still-table th, .cit-still-table td { border: 1px solid var(--cit-line, #d0d4d9); padding: 1px 6px; }
"""


def _text(value: object) -> str:
    return html.escape(str(value))


def _item(item: dict) -> str:
    caption = f"<small>{_text(item['caption'])}</small>" if item.get("caption") else ""
    return (f'<span class="cit-still-card" role="img" aria-label="{_text(item["name"])}">'
            f'<span aria-hidden="true">{item["svg"]}</span>{caption}</span>')


def _zone(zone: dict) -> str:
    """One zone of the live table's view, drawn as plain HTML (no control, nothing to click)."""
    kind = zone["kind"]
    label = f"<h4>{_text(zone['label'])}</h4>" if zone.get("label") else ""
    if kind == "seat":
        facts = " · ".join(_text(fact) for fact in zone.get("info", ()))
        role = f" ({_text(zone['role'])})" if zone.get("role") else ""
        cards = "".join(_item(item) for item in zone.get("items", ()))
        return (f'<div class="cit-still-seat"><p><b>{_text(zone["label"])}</b>{role}</p>'
                f'{f"<p>{facts}</p>" if facts else ""}'
                f'{f"<div class=cit-still-row>{cards}</div>" if cards else ""}</div>')
    if kind == "board":
        return f'<div class="cit-still-zone">{label}{zone["svg"]}</div>'
    if kind == "note":
        return f'<div class="cit-still-zone"><p>{_text(zone["text"])}</p></div>'
    if kind == "scores":
        head = "".join(f"<th scope=col>{_text(h)}</th>" for h in zone["headers"])
        rows = "".join("<tr>" + "".join(f"<td>{_text(c)}</td>" for c in row) + "</tr>" for row in zone["rows"])
        return (f'<div class="cit-still-zone"><table><caption>{_text(zone["label"])}</caption>'
                f'<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div>')
    if kind == "groups":
        return f'<div class="cit-still-zone">{label}{"".join(_zone(group) for group in zone.get("groups", ()))}</div>'
    items = "".join(_item(item) for item in zone.get("items", ()))
    empty = f"<p>{_text(zone['empty'])}</p>" if not items and zone.get("empty") else ""
    return f'<div class="cit-still-zone">{label}<div class="cit-still-row">{items}</div>{empty}</div>'


def still_table_html(game: str, seed: int = STILL_DEAL) -> str:
    """A still picture of ``game``'s table for the book: deal ``seed``, you in the first seat against the
    game's beginner, drawn at your first turn from your seat, exactly the zones the live table shows
    (never a card you could not see), as a captioned figure with nothing to click."""
    session = TableSession(game, seed=seed, pause_ms=0)
    session.run_computers()
    reader: Reader = session.reader()
    zones = session.adapter.zones(session.state, session.viewer(), reader)
    seats = "".join(_zone(z) for z in zones if z["kind"] == "seat")
    rest = "".join(_zone(z) for z in zones if z["kind"] != "seat")
    caption = CAPTION(game=session.spec.title, deal=seed).text(reader)
    return (f'<figure class="cit-still-table" data-game="{_text(session.spec.name)}"><style>{STYLE}</style>'
            f'<div class="cit-still-seats">{seats}</div>{rest}<figcaption>{_text(caption)}</figcaption></figure>')


def play_table(game: str) -> Any:
    """What a play page's table cell shows: :class:`~widgets.live.LiveTable` under a live kernel (a new
    deal each time), else the still picture (:func:`still_table_html`) as displayable HTML."""
    from .components import live_kernel

    if live_kernel():
        from .live import LiveTable

        return LiveTable(game)
    from IPython.display import HTML

    return HTML(still_table_html(game))
