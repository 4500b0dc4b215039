"""La Scamorra on the pages: the move explorer, which works with no kernel (the live table is
``widgets.table.scamorra``).

It holds no rule: the explorer's panels are the engine's verdicts, drawn when the book is built.
"""
from __future__ import annotations

import html
from typing import Any

from engine import scamorra
from engine.scamorra import words
from engine.words import sentence

from .components import choice_panels
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.scamorra.state import State


EXPLORER_BOARD = {
    "b1": ("South", "sasso"), "c2": ("South", "carta"), "d2": ("South", "forbice"),
    "c4": ("North", "sasso"), "a3": ("North", "carta"), "e4": ("North", "forbice"),
}


def explorer_position():
    """The position the explorer works on: South to move, every piece on the board."""
    hand = ["torre", "alfiere", "cavallo"]
    return scamorra.position(EXPLORER_BOARD, hands=(hand, hand), to_move=0)


def explorer_panel(state: State, origin: str, card: str) -> str:
    """One panel: the board with the card's squares judged by the engine, and the reasons in words."""
    verdicts = scamorra.square_verdicts(state, origin, card)
    board = scamorra.board_svg(state, verdicts, origin, size=48,
                               title=words.SQUARES_FOR_CARD(a_card=words.A_CARD[card], square=origin).text())
    found = state.piece_at(origin)
    assert found is not None, f"no piece on {origin}"
    piece = found[1]
    lines = []
    for sq in sorted(verdicts):
        verdict, clause, reason = verdicts[sq]
        ok = verdict in ("move", "capture")
        mark = "✔" if ok else "✘"
        colour = "#1b5e20" if ok else "#b71c1c"
        lines.append(f'<li><span style="color:{colour};font-weight:600">{mark} {sq}</span>: '
                     f'{html.escape(reason)} <span style="color:#595959;font-size:11px">{clause}</span></li>')
    legal = [sq for sq in sorted(verdicts) if verdicts[sq][0] in ("move", "capture")]
    said = words.EXPLORER_HEAD if legal else words.EXPLORER_HEAD_NONE
    allowed = said(card=words.CARD_NAMES[card], side=words.SIDES[0], piece=words.PIECE_NAMES[piece], square=origin,
                   n=len(legal), squares=", ".join(legal)).text()
    how = sentence(words.CARD_MOVES_HOW(a_card=words.A_CARD[card], how=words.CARD_MOVES[card]()).text())
    # the squares allowed and the reasons are the answers a class may guess first (cit-answer)
    head = (f'<div style="margin:4px 0"><span class="cit-answer">{html.escape(sentence(allowed), quote=False)}</span> '
            f'{html.escape(how, quote=False)}</div>')
    return (f'<div style="font-size:13px">{head}<div style="display:flex;flex-wrap:wrap;gap:10px">'
            f'<div>{board}</div><ul class="cit-answer" style="margin:0;padding-left:1.2em;max-width:380px">'
            f'{"".join(lines)}</ul></div></div>')


def move_explorer(card: str = "torre", piece: str = "carta") -> Any:
    """Choose a card and one of South's pieces: the board shows where the piece may go, and the list
    says why every other square the card's shape reaches is refused. A teacher may hide the answers
    until the class has guessed, and show it in presenter mode.

    Every panel is computed by the engine when the page is built (6 cards x 3 pieces): in the
    published book they are plain HTML and ``assets/js/cit-choices.js`` shows the one chosen, with no
    kernel; in a live kernel the choices redraw the panel (``widgets.components.choice_panels``).

    >>> html = move_explorer("regina", "carta").data
    >>> html.count("data-key="), "Queen (regina) for South's paper (carta) on c2: 9 squares allowed" in html
    (18, True)
    """
    state = explorer_position()
    cards, pieces = list(scamorra.CARDS), list(scamorra.PIECES)
    card, piece = scamorra.rules.card(card), scamorra.rules.piece(piece)
    panels = {(c, p): explorer_panel(state, state.where(0, pieces[p]), cards[c])
              for c in range(len(cards)) for p in range(len(pieces))}
    axes = [(words.COLUMN_CARD().text(), cards),
            (words.AXIS_PIECE().text(), [f"{p} ({state.where(0, p)})" for p in pieces])]
    return choice_panels(axes, panels, selected=(cards.index(card), pieces.index(piece)),
                         css_class="cit-scamorra-explorer", answers=True)
