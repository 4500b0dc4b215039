"""Pictures of a Skèmino game: the board as SVG, hands and status as HTML.

Drawing computes no hint: the hand badges (Stronger, Winner, Ribaltone) are handed in, computed
by :func:`engine.skemino.hints.hand_badges`.

Suits are drawn as shapes with a letter, never emoji (a headless browser may have no emoji font):
Carta is a blue sheet with a folded corner, Forbici a red pair of crossed blades, Pietra a brown
stone. Owners show as a disc on the card: white for Bianco, black for Nero, grey for the neutral
setup card.

>>> from engine.skemino import new_game
>>> svg = render_board(new_game(seed=16).apply("7F@d3"))
>>> svg.startswith("<svg"), 'aria-label="d3: Bianco&#x27;s 7 of Forbici"' in svg
(True, True)
"""
from __future__ import annotations

from typing import Any, Sequence

from ..render import FONT, HIGHLIGHT, escape, frame, panel
from ..words import N_, Reader, translate
from . import rules
from . import words as said
from ..core import SeatView
from .rules import NEUTRAL
from .state import PLAYERS, State
from .rules import DECK, SQUARES, VERTICES

S = 64          # square size
M = 22          # margin for the coordinates
SUIT_COLOURS = {"C": "#1565c0", "F": "#c62828", "P": "#6d4c41"}
OWNER_FILL = {0: "#ffffff", 1: "#111111", NEUTRAL: "#9e9e9e"}
VERTEX_FILL = {"a1": "#1e88e5", "f1": "#43a047", "a6": "#e53935", "f6": "#fdd835"}
QUADRANT_TINT = {"I": "#f3f7fc", "II": "#f2faf3", "III": "#fcf3f3", "IV": "#fdfaee"}


def suit_shape(suit: str, x: float, y: float, size: float) -> str:
    """A small drawing of a suit centred on (x, y): sheet, blades or stone."""
    col = SUIT_COLOURS[suit]
    h = size / 2
    if suit == "C":   # Carta: a sheet of paper with a folded corner
        f = size * 0.3
        return (f'<path d="M{x-h*0.75:.1f},{y-h:.1f} L{x+h*0.75-f:.1f},{y-h:.1f} L{x+h*0.75:.1f},{y-h+f:.1f} '
                f'L{x+h*0.75:.1f},{y+h:.1f} L{x-h*0.75:.1f},{y+h:.1f} Z" fill="{col}" fill-opacity="0.85"/>'
                f'<path d="M{x+h*0.75-f:.1f},{y-h:.1f} L{x+h*0.75-f:.1f},{y-h+f:.1f} L{x+h*0.75:.1f},{y-h+f:.1f}" '
                f'fill="none" stroke="#fff" stroke-width="1"/>')
    if suit == "F":   # Forbici: two crossed blades with round handles
        r = size * 0.17
        return (f'<line x1="{x-h*0.5:.1f}" y1="{y+h*0.45:.1f}" x2="{x+h:.1f}" y2="{y-h:.1f}" stroke="{col}" '
                f'stroke-width="{size*0.12:.1f}" stroke-linecap="round"/>'
                f'<line x1="{x+h*0.5:.1f}" y1="{y+h*0.45:.1f}" x2="{x-h:.1f}" y2="{y-h:.1f}" stroke="{col}" '
                f'stroke-width="{size*0.12:.1f}" stroke-linecap="round"/>'
                f'<circle cx="{x-h*0.6:.1f}" cy="{y+h*0.65:.1f}" r="{r:.1f}" fill="none" stroke="{col}" '
                f'stroke-width="{size*0.09:.1f}"/>'
                f'<circle cx="{x+h*0.6:.1f}" cy="{y+h*0.65:.1f}" r="{r:.1f}" fill="none" stroke="{col}" '
                f'stroke-width="{size*0.09:.1f}"/>')
    # Pietra: a rounded stone
    pts = [(-0.9, 0.1), (-0.55, -0.75), (0.25, -0.9), (0.9, -0.3), (0.8, 0.6), (0.05, 0.95), (-0.7, 0.75)]
    d = " ".join(f"{x+px*h:.1f},{y+py*h:.1f}" for px, py in pts)
    return f'<polygon points="{d}" fill="{col}" fill-opacity="0.9" stroke="#3e2723" stroke-width="0.8"/>'


def _card_face(card: Any, x: float, y: float, w: float, h: float, owner: int | None = None, highlight: Any = False) -> str:
    """A card's face at (x, y): rank, suit letter, suit shape, owner disc."""
    col = SUIT_COLOURS[card.suit]
    border = HIGHLIGHT if highlight else ("#111" if owner == 1 else "#777")
    sw = 3 if highlight else (2.2 if owner == 1 else 1.2)
    parts = [
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{w*0.12:.1f}" fill="#fff" '
        f'stroke="{border}" stroke-width="{sw}"/>',
        f'<text x="{x+w*0.1:.1f}" y="{y+h*0.3:.1f}" font-size="{h*0.27:.1f}" font-weight="bold" fill="{col}" '
        f'font-family="{FONT}">{escape(card.rank_text)}</text>',
        f'<text x="{x+w*0.1:.1f}" y="{y+h*0.54:.1f}" font-size="{h*0.24:.1f}" fill="{col}" '
        f'font-family="{FONT}">{card.suit}</text>',
        suit_shape(card.suit, x + w * 0.62, y + h * 0.66, min(w, h) * 0.46),
    ]
    if owner is not None:
        parts.append(f'<circle cx="{x+w-w*0.16:.1f}" cy="{y+h*0.16:.1f}" r="{w*0.1:.1f}" '
                     f'fill="{OWNER_FILL[owner]}" stroke="#333" stroke-width="1"/>')
    return "".join(parts)


def chain_card_svg(card: Any, *, width: int = 44, face_up: bool = True, highlight: bool = False,
                   note: str | None = None, owner: int | None = None, label: str | None = None, **_: Any) -> str:
    """One chain card as a standalone SVG (for hands); ``note`` adds a tag such as ``"Stronger"``;
    ``label`` names the card for screen readers (default: its name in words, in the current language,
    and the note).

    >>> svg = chain_card_svg(rules.card("7F"), note="Winner")
    >>> svg.count("<svg"), 'aria-label="7 of Forbici, Winner"' in svg
    (1, True)
    """
    h = round(width * 1.4)
    if label is None and face_up and card is not None:
        label = rules.card_name(card).text()
        if note:
            label = said.CARD_WITH_BADGE(card=label, badge=note).text()
    label = escape(label if label is not None else translate(HIDDEN_CARD))
    body = (_card_face(card, 1, 1, width - 2, h - 2, owner, highlight) if face_up and card is not None else
            f'<rect x="1" y="1" width="{width-2}" height="{h-2}" rx="5" fill="#455a64" stroke="#222"/>')
    tag = ""
    if note:
        # as large as the card allows: a long note is narrowed to the card rather than made smaller
        font = round(width * 0.26, 1)
        fitted = (f' textLength="{width - 8}" lengthAdjust="spacingAndGlyphs"' if len(note) * 0.6 * font > width - 8
                  else "")
        tag = (f'<rect x="2" y="{h-17}" width="{width-4}" height="15" rx="3" fill="#333"/>'
               f'<text x="{width/2}" y="{h-5.5}" font-size="{font}" text-anchor="middle" fill="#fff" '
               f'font-family="{FONT}"{fitted}>{escape(note)}</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{h}" viewBox="0 0 {width} {h}" '
            f'role="img" aria-label="{label}" class="cit-card" style="vertical-align:middle;margin:2px">'
            f'{body}{tag}</svg>')


def _state_of(obj: Any) -> State:
    return obj.state if isinstance(obj, SeatView) else obj


def render_board(state: State, *, show_stacks: bool = False, highlight: Any = None, size: int = S,
                 marks: dict | None = None, square_label: Any = None, texts: dict | None = None) -> str:
    """The board as SVG: quadrants, vertex colours, centres, stacks (top card, count beneath),
    holes in black and the last move outlined. ``show_stacks=True`` lists the cards beneath each
    top card inside its square; every square also carries its full stack as a tooltip.
    ``highlight`` outlines more squares; ``marks`` maps squares to a short label drawn in them
    (e.g. ``{"d1": "ok"}`` to show legal targets). ``square_label(name)`` names each square for screen
    readers and tooltips (default: the square and its top card in words, "d1: Bianco's Jack of Forbici")
    and ``texts`` gives the words drawn on the board (default: the current language's ``"start"``,
    ``"hole"``, ``"cards"`` with ``{n}``; ``"start": None`` leaves the starting square unmarked, for a
    picture of the board rather than of one game). The cards beneath a top card (``show_stacks``) are drawn small,
    as the cards' faces are.
    """
    state = _state_of(state)
    texts = {"start": said.START_MARK().text(), "hole": said.HOLE_MARK().text(),
             "cards": translate(said.FACT_CARDS.plural or said.FACT_CARDS.text), **(texts or {})}
    if square_label is None:
        from .narrate import square_words      # narrate reads the state's package: imported when drawn

        onlooker = Reader(names=PLAYERS)
        square_label = lambda name: square_words(state, name, onlooker)   # noqa: E731
    scale = size / S
    W = M + 6 * S + 6
    last = state.last_square
    extra = {rules.square(s) for s in (highlight or ())}
    marks = {rules.square(k): v for k, v in (marks or {}).items()}
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W*scale:.0f}" height="{W*scale:.0f}" '
           f'viewBox="0 0 {W} {W}" role="img" aria-label="{escape(translate(BOARD_LABEL))}" class="cit-skemino-board" '
           f'style="font-family:{FONT}">']
    for k, col in enumerate(rules.COLUMNS):
        out.append(f'<text x="{M+k*S+S/2}" y="16" font-size="15" text-anchor="middle" fill="#444">{col}</text>')
    for r in range(6):
        out.append(f'<text x="{M/2}" y="{M+r*S+S/2+5}" font-size="15" text-anchor="middle" fill="#444">{r+1}</text>')
    for i, name in enumerate(SQUARES):
        r, k = divmod(i, 6)
        x, y = M + k * S, M + r * S
        stack = state.board[i]
        hole = i in state.holes
        fill = "#111" if hole else QUADRANT_TINT[rules.quadrant_of(name)]
        label = square_label(name)
        out.append(f'<g aria-label="{escape(label)}"><title>{escape(label)}</title>')
        out.append(f'<rect x="{x}" y="{y}" width="{S}" height="{S}" fill="{fill}" stroke="#bbb" stroke-width="1"/>')
        if name in VERTICES and not hole:
            out.append(f'<rect x="{x+2}" y="{y+2}" width="{S-4}" height="{S-4}" fill="{VERTEX_FILL[name]}" '
                       f'fill-opacity="0.28" stroke="{VERTEX_FILL[name]}" stroke-width="4"/>')
        if name in rules.VERTEX_OF_CENTRE and not hole:
            out.append(f'<circle cx="{x+S/2}" cy="{y+S/2}" r="{S*0.42}" fill="none" stroke="#888" '
                       f'stroke-width="2" stroke-dasharray="4 3"/>')
        if not state.occ and i == state.start and texts["start"] is not None:
            out.append(f'<rect x="{x+4}" y="{y+4}" width="{S-8}" height="{S-8}" fill="none" stroke="#555" '
                       f'stroke-width="2" stroke-dasharray="5 3"/><text x="{x+S/2}" y="{y+S-8}" font-size="14" '
                       f'text-anchor="middle" fill="#555">{escape(texts["start"])}</text>')
        if hole:
            out.append(f'<text x="{x+S/2}" y="{y+S/2+2}" font-size="12" text-anchor="middle" fill="#bbb" '
                       f'font-weight="bold">{escape(texts["hole"])}</text><text x="{x+S/2}" y="{y+S/2+17}" '
                       f'font-size="11" text-anchor="middle" fill="#999">'
                       f'{escape(texts["cards"].format(n=len(stack)))}</text>')
            if show_stacks:
                out.append(_small_cards([DECK[c] for c, _ in stack], x + 3, y + 3, S - 6))
        elif stack:
            c, o = stack[-1]
            ch = S - 20 if show_stacks and len(stack) > 1 else S - 12
            cw = ch * 0.75
            out.append(_card_face(DECK[c], x + (S - cw) / 2, y + 5, cw, ch, o))
            if len(stack) > 1:
                out.append(f'<rect x="{x+S-23}" y="{y+S-18}" width="21" height="16" rx="4" fill="#333"/>'
                           f'<text x="{x+S-12.5}" y="{y+S-6}" font-size="12" text-anchor="middle" '
                           f'fill="#fff">+{len(stack)-1}</text>')
                if show_stacks:
                    out.append(_small_cards([DECK[c] for c, _ in stack[:-1]], x + 3, y + S - 17, S - 26))
        if name in marks:
            out.append(f'<text x="{x+S/2}" y="{y+S/2+5}" font-size="13" text-anchor="middle" fill="#2e7d32" '
                       f'font-weight="bold">{escape(marks[name])}</text>')
        if name == last or name in extra:
            out.append(f'<rect x="{x+1.5}" y="{y+1.5}" width="{S-3}" height="{S-3}" fill="none" '
                       f'stroke="{HIGHLIGHT}" stroke-width="3.5"/>')
        out.append("</g>")
    out.append(f'<rect x="{M}" y="{M}" width="{6*S}" height="{6*S}" fill="none" stroke="#333" stroke-width="2"/>'
               f'<line x1="{M+3*S}" y1="{M}" x2="{M+3*S}" y2="{M+6*S}" stroke="#333" stroke-width="2.5"/>'
               f'<line x1="{M}" y1="{M+3*S}" x2="{M+6*S}" y2="{M+3*S}" stroke="#333" stroke-width="2.5"/>')
    out.append("</svg>")
    return "".join(out)


def _small_cards(cards: Sequence[Any], x: float, y: float, width: float) -> str:
    """The cards beneath a stack's top card, drawn small in a row (the last ones, as many as fit)."""
    w, h = 10.5, 14
    fit = max(1, int(width // (w + 1)))
    # an aside for a reader close up: a class reads the top card (the square's name says how many lie beneath)
    return ('<g class="cit-aside">' + "".join(_card_face(c, x + i * (w + 1), y, w, h) for i, c in enumerate(cards[-fit:]))
            + "</g>")


# the pictures' words, said in the current language (engine.words.set_language)
HIDDEN_CARD = N_("hidden card")
BOARD_LABEL = N_("Skèmino board")
GAME_OVER = N_("Game over:")
TO_MOVE = N_("{player} to move.")
LAST_MOVE = N_("Last: {move}")
DECK_AND_START = N_("Deck: {n} cards. Start square {square}; holes: {holes}.")
YOU_MARK = N_("(you)")
GAME_LABEL = N_("Skèmino game")


def _status(state: State) -> str:
    # narrate builds on this package's state and rules: imported when a status is drawn
    from .narrate import describe, victory_lines

    onlooker = Reader(names=PLAYERS)
    ending = [line.text for line in victory_lines(state, onlooker)]
    last = ""
    if state.last_event is not None and state.last_event.seat is not None:
        told = " ".join(line.text for line in describe(None, state, onlooker) if line.text not in ending)
        last = " " + translate(LAST_MOVE).format(move=escape(told))
    if state.outcome is not None:
        return f"<b>{escape(translate(GAME_OVER))}</b> {escape(' '.join(ending))}{last}"
    p = state.to_move
    return translate(TO_MOVE).format(player=f"<b>{PLAYERS[p]}</b>") + last


def render_state(state: State, player: int | str | None = None, *, show_stacks: bool = False, badges: dict | None = None) -> str:
    """Board, both hands (public, SK-A28) with totals, deck size and status, as HTML.

    ``badges`` maps a seat to ``{card: note}``, the notes drawn on its cards (as
    :func:`~engine.skemino.hints.hand_badges` gives them); none are drawn without it.
    """
    state = _state_of(state)
    badges = badges or {}
    panels = []
    for p in (0, 1):
        notes = badges.get(p, {})
        cards = "".join(chain_card_svg(c, note=notes.get(str(c))) for c in state.hand(p)) or \
            f'<span style="color:#595959;font-style:italic">{escape(said.FACT_NO_CARDS().text())}</span>'
        total = said.FACT_TOTAL(n=rules.hand_value(state.hand(p))).text()
        count = said.FACT_CARDS(n=len(state.hands[p])).text()
        you = " " + translate(YOU_MARK) if player == p else ""
        title = (f'<span style="display:inline-block;width:10px;height:10px;border-radius:5px;border:1px solid #333;'
                 f'background:{OWNER_FILL[p]}"></span> {PLAYERS[p]}{escape(you)}: {escape(count)}, '
                 f'{escape(total)}')
        panels.append(panel(title, cards, active=state.current_player == p))
    deck = translate(DECK_AND_START).format(n=len(state.deck), square=state.start_square, holes=len(state.holes))
    info = f'<div style="margin:4px">{_status(state)} {escape(deck)}</div>'
    board = render_board(state, show_stacks=show_stacks)
    return frame(f'<div>{board}</div><div>{"".join(panels)}</div>{info}', label=translate(GAME_LABEL))
