"""SVG and HTML pictures of cards and tables, so that a state shows itself in a page.

Everything here returns a string of self-contained markup (inline styles, no scripts), safe to
embed in the static book and in widgets alike.
"""
from __future__ import annotations

import html
from typing import Any, Iterable, Sequence

from .words import N_, translate

CARD_W, CARD_H = 56, 80
FONT = "DejaVu Sans, Segoe UI Symbol, Arial, sans-serif"
RED, BLACK = "#c62828", "#1b1b1b"
HIGHLIGHT = "#f9a825"


def escape(text: object) -> str:
    return html.escape(str(text), quote=True)


def french_card_svg(card: Any, *, width: int = CARD_W, face_up: bool = True, highlight: bool = False,
                    note: str | None = None, dim: bool = False, margin: int = 2) -> str:
    """One French card; ``face_up=False`` draws its back; ``note`` adds a small tag (e.g. "ALTA")."""
    h = round(width * CARD_H / CARD_W)
    border = HIGHLIGHT if highlight else "#555"
    stroke = 3 if highlight else 1
    label = escape(card) if face_up and card is not None else escape(translate(N_("hidden card")))
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" viewBox="0 0 {CARD_W} {CARD_H}" '
        f'role="img" aria-label="{label}" class="cit-card" style="vertical-align:middle;margin:{margin}px">'
    ]
    if not face_up or card is None:
        parts.append(
            f'<rect x="1" y="1" width="{CARD_W-2}" height="{CARD_H-2}" rx="6" fill="#2f4f8f" stroke="{border}" '
            f'stroke-width="{stroke}"/><rect x="6" y="6" width="{CARD_W-12}" height="{CARD_H-12}" rx="4" '
            'fill="none" stroke="#9fb6e6" stroke-dasharray="3 2"/>'
        )
        if card is None and face_up:
            parts.append(f'<text x="{CARD_W/2}" y="{CARD_H/2+6}" font-size="18" text-anchor="middle" '
                         f'fill="#fff" font-family="{FONT}">?</text>')
    else:
        colour = RED if card.is_red else BLACK
        fill = "#eee" if dim else "#fff"
        parts.append(
            f'<rect x="1" y="1" width="{CARD_W-2}" height="{CARD_H-2}" rx="6" fill="{fill}" stroke="{border}" '
            f'stroke-width="{stroke}"/>'
            f'<text x="4" y="20" font-size="20" font-weight="bold" fill="{colour}" font-family="{FONT}">'
            f'{escape(card.rank_text)}</text>'
            f'<text x="5" y="34" font-size="13" fill="{colour}" font-family="{FONT}">{card.symbol}</text>'
            f'<text x="{CARD_W/2+4}" y="{CARD_H/2+14}" font-size="30" text-anchor="middle" fill="{colour}" '
            f'font-family="{FONT}">{card.symbol}</text>'
        )
    if note:
        # as large as the card allows: a long note is narrowed to the card rather than made smaller
        fitted = (f' textLength="{CARD_W - 10}" lengthAdjust="spacingAndGlyphs"'
                  if len(str(note)) * 0.6 * 13 > CARD_W - 10 else "")
        parts.append(
            f'<rect x="3" y="{CARD_H-20}" width="{CARD_W-6}" height="17" rx="3" fill="#333"/>'
            f'<text x="{CARD_W/2}" y="{CARD_H-7}" font-size="13" text-anchor="middle" fill="#fff" '
            f'font-family="{FONT}"{fitted}>{escape(note)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def cards_row(cards: Sequence, *, width: int = CARD_W, face_up: bool = True, highlight: Iterable[int] = (),
              notes: dict | None = None, card_svg: Any = french_card_svg) -> str:
    """A row of cards (``None`` for a card whose face this viewer may not see)."""
    highlight = set(highlight)
    notes = notes or {}
    if not cards:
        return '<span style="color:#595959;font-style:italic">' + translate(N_("no cards")) + "</span>"
    return "".join(
        card_svg(c, width=width, face_up=face_up and c is not None, highlight=i in highlight, note=notes.get(i))
        for i, c in enumerate(cards)
    )


def seat_title(label: str, is_viewer: bool) -> str:
    """A seat's heading, marked "(you)" for the viewer unless its name already says so."""
    label = escape(label)
    you = translate(N_("(you)"))
    return f"{label} {you}" if is_viewer and you.strip("()").lower() not in label.lower() else label


def panel(title: str, body: str, *, accent: str = "#555", active: bool = False) -> str:
    """A titled box: one seat, one pile, one trick."""
    border = HIGHLIGHT if active else "#ccc"
    return (
        f'<div class="cit-panel" style="border:2px solid {border};border-radius:8px;padding:6px 8px;'
        f'margin:4px;display:inline-block;vertical-align:top;background:#fafafa;min-width:120px">'
        f'<div style="font:600 13px {FONT};color:{accent};margin-bottom:4px">{title}</div>{body}</div>'
    )


def table_html(headers: Sequence[str], rows: Sequence[Sequence], *, caption: str | None = None) -> str:
    """A plain HTML table (scores, bets) styled to sit inside a book page."""
    head = "".join(f'<th style="padding:2px 8px;border-bottom:1px solid #999">{escape(h)}</th>' for h in headers)
    body = "".join(
        "<tr>" + "".join(f'<td style="padding:2px 8px;text-align:center">{cell}</td>' for cell in row) + "</tr>"
        for row in rows
    )
    cap = f"<caption style='caption-side:top;font-weight:600'>{escape(caption)}</caption>" if caption else ""
    return f'<table class="cit-table" style="border-collapse:collapse;font:13px {FONT}">{cap}<tr>{head}</tr>{body}</table>'


def frame(body: str, *, label: str = "") -> str:
    """The outer box of a rendered state."""
    return (f'<div class="cit-state" role="figure" aria-label="{escape(label)}" '
            f'style="font:14px {FONT};color:#222">{body}</div>')
