"""Pictures of La Scamorra: the 5x5 board as SVG, the chess cards, and the whole table as HTML.

The renderer draws what it is handed: the squares a card reaches and their verdicts come from
:func:`engine.scamorra.hints.square_verdicts`, never from a judgement made here.

>>> from engine.scamorra import new_game
>>> svg = board_svg(new_game(seed=0))
>>> svg.startswith("<svg") and "a1" in svg
True
"""
from __future__ import annotations

import html
from typing import Any, Sequence

from ..captions import event_caption
from ..core import EVERYONE
from ..render import FONT, HIGHLIGHT, escape, frame, panel
from ..words import N_, Reader, translate
from .actions import Move, parse_action
from .rules import CARDS, HOME_SQUARES, KIND, OWNER, PIECES, SEATS, SQUARES
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State

CELL = 56
MARGIN = 22

#: how each verdict of hints.square_verdicts is drawn: (fill, mark, legend words)
VERDICT_STYLE = {
    "move": ("#c8e6c9", "dot", N_("may move here")),
    "capture": ("#ffcc80", "ring", N_("may take the piece here")),
    "blocked": ("#e0e0e0", "cross", N_("blocked: a piece is in the way")),
    "own": ("#e0e0e0", "cross", N_("your own piece is here")),
    "no_capture": ("#ffcdd2", "cross", N_("this piece cannot be taken")),
    "pawn": ("#ffcdd2", "cross", N_("not for a pedone (forward onto an empty square, diagonally only to take)")),
    "shape": ("#ffcdd2", "cross", N_("not this card's move")),
}
SIDE_FILL = ("#fff8e1", "#37474f")
SIDE_INK = ("#3e2723", "#ffffff")
CARD_GLYPH = {"re": "♚", "regina": "♛", "alfiere": "♝", "cavallo": "♞", "torre": "♜", "pedone": "♟"}


def _xy(i: int, size: int) -> tuple[float, float]:
    """Top-left corner of square ``i``: row 5 at the top (North), row 1 at the bottom (South)."""
    r, c = divmod(i, 5)
    return MARGIN + c * size, MARGIN + (4 - r) * size


def piece_svg(seat: int, kind: int, cx: float, cy: float, size: float, label: bool = True) -> str:
    """One piece: a disc in its side's colour with a small picture of paper, rock or scissors and, unless
    ``label=False`` (a disc too small for a readable word), its name under the picture."""
    r = size * 0.38
    fill, ink = SIDE_FILL[seat], SIDE_INK[seat]
    s = size / 56
    parts = [f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{ink if seat == 0 else "#000"}" '
             f'stroke-width="2"/>']
    if kind == 0:      # carta: a sheet with a folded corner
        w, h = 16 * s, 20 * s
        x, y = cx - w / 2, cy - h / 2 - 3 * s
        parts.append(f'<path d="M{x},{y} h{w - 5 * s} l{5 * s},{5 * s} v{h - 5 * s} h{-w} z" fill="none" '
                     f'stroke="{ink}" stroke-width="1.6"/><path d="M{x + w - 5 * s},{y} v{5 * s} h{5 * s}" '
                     f'fill="none" stroke="{ink}" stroke-width="1.2"/>')
    elif kind == 1:    # sasso: a lumpy stone
        pts = [(-9, 2), (-7, -6), (0, -9), (7, -6), (9, 1), (5, 7), (-4, 8)]
        d = " ".join(f"{cx + px * s:.1f},{cy - 3 * s + py * s:.1f}" for px, py in pts)
        parts.append(f'<polygon points="{d}" fill="{ink}" fill-opacity="0.85"/>')
    else:              # forbice: two rings and two blades
        y0 = cy - 3 * s
        parts.append(f'<circle cx="{cx - 5 * s}" cy="{y0 + 7 * s}" r="{3.5 * s}" fill="none" stroke="{ink}" '
                     f'stroke-width="1.6"/><circle cx="{cx + 5 * s}" cy="{y0 + 7 * s}" r="{3.5 * s}" fill="none" '
                     f'stroke="{ink}" stroke-width="1.6"/><path d="M{cx - 3 * s},{y0 + 4 * s} L{cx + 6 * s},'
                     f'{y0 - 10 * s} M{cx + 3 * s},{y0 + 4 * s} L{cx - 6 * s},{y0 - 10 * s}" stroke="{ink}" '
                     f'stroke-width="2"/>')
    if label:
        # as large as the disc allows: a long name is narrowed to the disc's width rather than made smaller
        font = 10.5 * s
        fitted = f' textLength="{30 * s:.1f}" lengthAdjust="spacingAndGlyphs"' if len(PIECES[kind]) * 0.6 * font > 30 * s \
            else ""
        parts.append(f'<text x="{cx}" y="{cy + 15.5 * s:.1f}" font-size="{font:.1f}" text-anchor="middle" fill="{ink}" '
                     f'font-family="{FONT}"{fitted}>{PIECES[kind]}</text>')
    return "".join(parts)


def board_svg(state: State, verdicts: dict | None = None, origin: str | None = None, *, size: int = CELL,
              last_move: tuple[str, str] | None = None, legend: bool = True, title: str = "") -> str:
    """The board with its pieces. ``verdicts`` (from :func:`hints.square_verdicts`) colours the squares a
    card reaches from ``origin``; ``last_move`` ``(from, to)`` is outlined."""
    board = state.board
    width = 2 * MARGIN + 5 * size
    height = 2 * MARGIN + 5 * size
    label = title or "La Scamorra board"
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" role="img" aria-label="{escape(label)}" class="cit-scamorra-board" '
             f'style="vertical-align:top">']
    verdicts = verdicts or {}
    for i, sq in enumerate(SQUARES):
        x, y = _xy(i, size)
        r, c = divmod(i, 5)
        fill = "#f0d9b5" if (r + c) % 2 else "#d9b38c"
        parts.append(f'<rect x="{x}" y="{y}" width="{size}" height="{size}" fill="{fill}" stroke="#8d6e63" '
                     f'stroke-width="0.5"><title>{sq}</title></rect>')
    # the verdicts, in groups of their own (class cit-verdicts), so that a page can hide them until the
    # class has guessed (the move explorer's "Hide the answers")
    if verdicts:
        parts.append('<g class="cit-verdicts">')
        for sq, (verdict, _, reason) in verdicts.items():
            x, y = _xy(SQUARES.index(sq), size)
            parts.append(f'<rect x="{x}" y="{y}" width="{size}" height="{size}" fill="{VERDICT_STYLE[verdict][0]}" '
                         f'stroke="#8d6e63" stroke-width="0.5"><title>{sq}: {escape(reason)}</title></rect>')
        parts.append('</g>')
    for seat in (0, 1):        # the home rows: a coloured edge on each side
        first = HOME_SQUARES[seat][0]
        x, y = _xy(first, size)
        edge = y + size - 3 if seat == 0 else y
        parts.append(f'<rect x="{x}" y="{edge}" width="{5 * size}" height="3" fill="{"#8d6e63" if seat == 0 else "#263238"}"/>')
    if last_move:
        for sq in last_move:
            x, y = _xy(SQUARES.index(sq), size)
            parts.append(f'<rect x="{x + 2}" y="{y + 2}" width="{size - 4}" height="{size - 4}" fill="none" '
                         f'stroke="#1565c0" stroke-width="2" stroke-dasharray="4 2"/>')
    if origin:
        x, y = _xy(SQUARES.index(origin), size)
        parts.append(f'<rect x="{x + 1.5}" y="{y + 1.5}" width="{size - 3}" height="{size - 3}" fill="none" '
                     f'stroke="{HIGHLIGHT}" stroke-width="3"/>')
    for i, c in enumerate(board):
        if c:
            x, y = _xy(i, size)
            parts.append(piece_svg(OWNER[c], KIND[c], x + size / 2, y + size / 2, size))
    if verdicts:
        parts.append('<g class="cit-verdicts">')
    for sq, (verdict, _, reason) in verdicts.items():
        x, y = _xy(SQUARES.index(sq), size)
        mark = VERDICT_STYLE[verdict][1]
        if mark == "dot" and not board[SQUARES.index(sq)]:
            parts.append(f'<circle cx="{x + size / 2}" cy="{y + size / 2}" r="{size * 0.12}" fill="#2e7d32"/>')
        elif mark == "ring":
            parts.append(f'<circle cx="{x + size / 2}" cy="{y + size / 2}" r="{size * 0.45}" fill="none" '
                         f'stroke="#e65100" stroke-width="3"/>')
        elif mark == "cross":
            a, b = size * 0.2, size * 0.8
            # solid and dark: a "not allowed" that still shows on a greyscale copy
            parts.append(f'<path d="M{x + a},{y + a} L{x + b},{y + b} M{x + b},{y + a} L{x + a},{y + b}" '
                         f'stroke="#8e0000" stroke-width="{max(3.0, size * 0.07):.1f}" stroke-linecap="round"/>')
    if verdicts:
        parts.append('</g>')
    for c in range(5):
        x = MARGIN + c * size + size / 2
        parts.append(f'<text x="{x}" y="{height - 6}" font-size="12" text-anchor="middle" fill="#555" '
                     f'font-family="{FONT}">{"abcde"[c]}</text>')
    for r in range(5):
        y = MARGIN + (4 - r) * size + size / 2 + 4
        parts.append(f'<text x="{MARGIN / 2}" y="{y}" font-size="12" text-anchor="middle" fill="#555" '
                     f'font-family="{FONT}">{r + 1}</text>')
    north_home = html.escape(translate(N_("North's home (row 5)")), quote=False)   # an SVG text: only & and < matter
    parts.append(f'<text x="{width / 2}" y="14" font-size="11" text-anchor="middle" fill="#263238" '
                 f'font-family="{FONT}">{north_home}</text>')
    parts.append("</svg>")
    svg = "".join(parts)
    if verdicts and legend:
        used = []
        for verdict, _, _ in verdicts.values():
            if verdict not in used:
                used.append(verdict)
        items = "".join(
            f'<div style="margin:2px 0"><span style="display:inline-block;width:14px;height:14px;'
            f'background:{VERDICT_STYLE[v][0]};border:1px solid #999;vertical-align:middle;margin-right:4px">'
            f'</span>{escape(translate(VERDICT_STYLE[v][2]))}</div>' for v in sorted(used, key=list(VERDICT_STYLE).index))
        svg = (f'<div style="display:inline-block;vertical-align:top">{svg}<div class="cit-verdict-legend" '
               f'style="font:12px {FONT};color:#333;max-width:{width}px">{items}</div></div>')
    return svg


def card_svg(name: str | None, *, width: int = 46, face_up: bool = True, dim: bool = False) -> str:
    """One chess card (``name=None`` or ``face_up=False``: its back)."""
    h = round(width * 1.4)
    if name is None or not face_up:
        hidden = escape(_("hidden card"))
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" viewBox="0 0 {width} {h}" '
                f'role="img" aria-label="{hidden}" style="vertical-align:middle;margin:2px"><rect x="1" y="1" '
                f'width="{width - 2}" height="{h - 2}" rx="5" fill="#5d4037" stroke="#333"/><rect x="5" y="5" '
                f'width="{width - 10}" height="{h - 10}" rx="3" fill="none" stroke="#d7ccc8" stroke-dasharray="3 2"/>'
                f'</svg>')
    fill = "#eee" if dim else "#fffdf7"
    # the card's name as large as the card allows (11 px or more on a phone's hand of 40 px cards): a long
    # name is narrowed to the card rather than made smaller
    font = round(width * 0.28, 1)
    fitted = (f' textLength="{width - 6}" lengthAdjust="spacingAndGlyphs"' if len(name) * 0.6 * font > width - 6
              else "")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" viewBox="0 0 {width} {h}" '
            f'role="img" aria-label="{escape(name)}" style="vertical-align:middle;margin:2px"><rect x="1" y="1" '
            f'width="{width - 2}" height="{h - 2}" rx="5" fill="{fill}" stroke="#555"/>'
            f'<text x="{width / 2}" y="{h * 0.55}" font-size="{width * 0.55:.0f}" text-anchor="middle" '
            f'font-family="{FONT}" fill="#222">{CARD_GLYPH[name]}</text>'
            f'<text x="{width / 2}" y="{h - 6}" font-size="{font}" text-anchor="middle" '
            f'font-family="{FONT}" fill="#333"{fitted}>{escape(name)}</text></svg>')


def cards_html(names: Sequence[str], *, width: int = 46, hidden: int = 0) -> str:
    shown = "".join(card_svg(n, width=width) for n in names) + "".join(
        card_svg(None, width=width) for _ in range(hidden))
    return shown or '<span style="color:#595959;font-style:italic">' + _("no cards") + '</span>'


def reserve_html(seat: int, kinds: Any) -> str:
    if not kinds:
        return '<span style="color:#595959;font-size:12px">' + _("none") + '</span>'
    return "".join(
        f'<svg xmlns="http://www.w3.org/2000/svg" width="34" height="34" viewBox="0 0 34 34" role="img" '
        f'aria-label="{PIECES[k]}" style="vertical-align:middle">{piece_svg(seat, k, 17, 17, 34, label=False)}</svg>'
        for k in kinds)


def _last_move(state):
    """The squares of the last move, read from the event's notation with the action parser."""
    event = state.last_event
    if event is None or event.action is None:
        return None
    try:
        action = parse_action(event.action)
    except ValueError:
        return None
    return (action.origin, action.dest) if isinstance(action, Move) else None


def summary_html(summary: dict) -> str:
    """What each card in hand can do now (from :func:`hints.card_summary`), one short line per card."""
    items = []
    for name, s in summary.items():
        words = []
        if s["moves"]:
            words.append((_("{n} move") if s["moves"] == 1 else _("{n} moves")).format(n=s["moves"]))
        if s["captures"]:
            words.append(_("{n} to take a piece").format(n=s["captures"]))
        if s["reentry"]:
            words.append(_("can bring a piece back"))
        if s["discard"]:
            words.append(_("no move: may be thrown away"))
        items.append(f"<b>{escape(name)}</b>: " + (", ".join(words) or _("nothing")))
    return '<div style="font-size:11px;color:#333">' + " · ".join(items) + "</div>" if items else ""


def _(text: str) -> str:
    """A picture's words in the current language (see :mod:`engine.words`)."""
    return translate(text)


def render_state(state: State, viewer: int | str | None = None, names: Sequence[str] | None = None, verdicts: Any = None, origin: str | None = None, event: bool = True,
                 summary: dict | None = None, before: State | None = None) -> str:
    """The whole table for ``viewer`` (a seat, ``None`` for a spectator, :data:`EVERYONE`): the board, each
    side's hand (face down unless the viewer may see it), deck size, played cards, pieces off the board
    and score, and (unless ``event=False``) what just happened. ``summary`` (from
    :func:`hints.card_summary`) is written under the hand of the seat to move when the viewer sees it;
    ``before``, the state the last move was played on, lets another language tell that move."""
    sides = [translate(side) for side in SEATS]           # South and North in the current language
    names = names or sides
    seats = []
    for seat in (1, 0):
        side = _("home row {row}").format(row=1 if seat == 0 else 5)
        if sides[seat] not in str(names[seat]):
            side = f"{sides[seat]}, {side}"
        title = f"{escape(names[seat])} ({side})"
        if viewer == seat:
            title += " " + _("(you)")
        sees = viewer == EVERYONE or viewer == seat
        hand = state.hand(seat)
        cards = cards_html(hand) if sees else cards_html([], hidden=len(hand))
        if sees and summary and state.current_player == seat:
            cards += summary_html(summary)
        played = state.discards[seat]
        last = CARDS[played[-1]] if played else None
        facts = [_("deck: {n}").format(n=len(state.decks[seat])),
                 _("played: {n}").format(n=len(played)) + (" " + _("(last: {card})").format(card=last) if last else ""),
                 _("score: {points}").format(points=f"<b>{state.scores[seat]}</b>")]
        if state.options.series:
            facts.append(_("series total: {points}").format(points=state.series_totals[seat]))
        off_words = (_("pieces not yet placed: {pieces}") if state.phase in ("choose", "place")
                     else _("taken by the other side, may come back: {pieces}")).format(
            pieces=reserve_html(seat, state.off_board[seat]))
        body = (f'<div>{cards}</div>'
                f'<div style="font-size:12px;margin-top:3px">{" · ".join(facts)}</div>'
                f'<div style="font-size:12px">{off_words}</div>')
        seats.append(panel(title, body, active=state.current_player == seat))
    told = escape(event_caption(before, state, names)) if state.last_event and event else ""
    if state.outcome is not None:
        from .narrate import outcome_message

        ended = outcome_message(state)
        said = escape(ended.text(Reader(names=names))) if ended is not None else ""
        # the last move's caption already says how the match ended (a cappotto): said once
        status = [] if said in told else [f"<b>{said}</b>"]
    elif state.phase == "choose":
        status = [_("{name} has the initiative: place first or move first?").format(
            name=escape(names[state.initiative]))]
    elif state.phase == "place":
        status = [_("Placing the pieces: {name} to place").format(name=escape(names[state.to_move]))]
    else:
        status = [_("{name} to play a card").format(name=escape(names[state.to_move]))]
    if state.options.series:
        status.append(_("match {number} of the series").format(number=state.match_number))
    if told:                                                             # off where a caption says it
        status.append(told)
    line = " · ".join(status)
    board = board_svg(state, verdicts, origin, last_move=_last_move(state))
    body = (f'<div style="display:flex;flex-wrap:wrap;align-items:flex-start;gap:6px">'
            f'<div>{board}</div><div>{"".join(seats)}</div></div>'
            f'<div style="font-size:13px;margin-top:4px">{line}</div>')
    return frame(body, label=_("La Scamorra table"))
