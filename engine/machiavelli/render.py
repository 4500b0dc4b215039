"""Pictures of a Machiavelli table: the combinations as rows of cards, the hands, the tallone, scores.

Nothing here computes advice: a picture is handed what to show (the cards to outline, a hint's text).
"""
from __future__ import annotations

from typing import Any, Sequence

from ..core import EVERYONE
from ..render import cards_row, escape, frame, panel, seat_title, table_html
from ..words import N_, Reader, translate
from .rules import meld_error, meld_kind, notation
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State

#: a group's tag in a picture of the table, by its kind
TAGS = {"run": N_("run"), "set": N_("set"), None: N_("not valid")}


def _(text: str) -> str:
    """A picture's words in the current language (see :mod:`engine.words`)."""
    return translate(text)


def _name(seat: int | None, names: Sequence[str] | None) -> str:
    """A seat as a picture names it: its name, else ``Seat N`` in the current language."""
    return Reader(names=names or ()).name(seat)


def _cards(n: int) -> str:
    """``1 card``, ``5 cards`` in the current language."""
    return (_("{n} card") if n == 1 else _("{n} cards")).format(n=n)


def table_html_rows(table: Any, *, width: int = 40, errors: bool = True, highlight: Any = None,
                    allow_ace_both_ends_in_one_run: bool = True) -> str:
    """The table's combinations, one row each, numbered; invalid groups are marked with the reason.

    ``highlight`` maps a group index to the positions of cards to outline (e.g. the cards just laid).
    """
    if not table:
        empty = _("the table is empty")
        return f'<div style="color:#595959;font-style:italic">{empty}</div>'
    rows = []
    highlight = highlight or {}
    for i, meld in enumerate(table):
        kind = meld_kind(meld, allow_ace_both_ends_in_one_run)
        error = meld_error(meld, allow_ace_both_ends_in_one_run) if errors else None
        tag = _(TAGS[kind])
        colour = "#2e7d32" if kind else "#c62828"
        border = "#c8e6c9" if kind else "#c62828"
        reason = (f'<div style="color:#c62828;font-size:12px;max-width:{max(3, len(meld)) * (width + 4)}px">'
                  f'{escape(error)}</div>' if error else "")
        rows.append(
            f'<div class="cit-meld" style="display:inline-block;vertical-align:top;margin:3px 6px 3px 0;'
            f'padding:2px 4px;border:1px solid {border};border-radius:6px">'
            f'<div style="font-size:11px;color:{colour}">{i + 1}. {tag}</div>'
            f'{cards_row(list(meld), width=width, highlight=highlight.get(i, ()))}{reason}</div>'
        )
    return '<div class="cit-table-melds" style="max-width:100%">' + "".join(rows) + "</div>"


def event_caption(before: State | None, after: State, names: Sequence[str] | None = None, with_action: bool = True) -> str:
    """What ``after``'s last event did, as a caption in the reader's language: told by
    :mod:`engine.machiavelli.narrate` in words and card symbols (``before``, the state it was played on,
    names the groups a turn changed; ``None`` if unknown, and then the cards laid are told). The move is
    always told in words, never in the engine's notation; ``with_action`` is kept for the pages that
    name it and changes nothing.

    >>> from engine.machiavelli import new_game
    >>> event_caption(None, new_game(players=3, seed=1), ["Anna", "Bruno", "Carla"])
    'Carla deals hand 1 of 4. Anna is di mano and plays first.'
    """
    event = after.last_event
    if event is None:
        return ""
    from .narrate import describe

    return " ".join(line.text for line in describe(before, after, Reader(names=names or ())))


def render_state(state: State, viewer: int | str | None = EVERYONE, names: Sequence[str] | None = None, highlight: Any = None, hint: str = "", before: State | None = None) -> str:
    """HTML of the table as ``viewer`` sees it: a seat number, ``None`` (spectator) or :data:`EVERYONE`.

    ``highlight`` maps a group index to card positions to outline; ``hint`` is advice to print (given by
    the caller, e.g. from :mod:`engine.machiavelli.hints`); ``before``, the state the last move was played
    on, names the groups it changed in a language other than English (see :func:`event_caption`).
    """
    n = state.players
    about = [_("hand {number} of {hands}").format(number=state.hand_index + 1,
                                                        hands=state.options.hands_per_match),
             _("dealer: {name}").format(name=escape(_name(state.dealer, names))),
             _("tallone: {cards}").format(cards=_cards(len(state.stock)))]
    header = f'<div style="margin-bottom:6px"><b>Machiavelli</b> · {" · ".join(about)}</div>'
    if state.is_terminal():
        winners = state.winners()
        who = escape(", ".join(_name(s, names) for s in winners))
        status = (_("Match over: {names} share the win").format(names=who) if len(winners) > 1
                  else _("Match over: {name} wins").format(name=who)) + " (MA-A10)."
    elif state.opening:
        status = _("{name} to open: the first turn is only a draw").format(
            name=escape(_name(state.to_move, names))) + " (MA-8, MA-A4)."
    else:
        status = _("{name} to operate or draw.").format(name=escape(_name(state.to_move, names)))
    header += f'<div style="margin-bottom:4px;color:#0d47a1">{status}</div>'
    told = event_caption(before, state, names) if state.last_event is not None else ""
    if told:                                        # a table set up by hand has nothing to tell
        last = _("Last: {event}").format(event=escape(told))
        header += f'<div class="cit-last-event" style="margin-bottom:6px;font-size:12px;color:#555">{last}</div>'
    if hint:
        advice = _("Hint: {hint}").format(hint=escape(hint))
        header += f'<div style="margin-bottom:6px;font-size:12px;color:#2e7d32">{advice}</div>'
    seats = []
    for seat in range(n):
        hand = state.hands[seat]
        visible = viewer == EVERYONE or viewer == seat
        title = seat_title(_name(seat, names), viewer not in (EVERYONE, None) and viewer == seat)
        if seat == state.dealer:
            title += " · " + _("dealer")
        score = _("score {points}").format(points=f"{state.scores[seat]:+d}")
        facts = f'<div style="font-size:12px;color:#444;margin-top:3px">{_cards(len(hand))} · {score}</div>'
        row = list(hand) if visible else [None] * len(hand)
        closed = _("no cards: closed")
        body = cards_row(row, width=34) if hand else f'<span style="color:#2e7d32">{closed}</span>'
        seats.append(panel(title, body + facts, active=(not state.is_terminal() and seat == state.to_move)))
    table = panel(_("Table"), table_html_rows(state.table, highlight=highlight,
                                           allow_ace_both_ends_in_one_run=state.allow_both_aces))
    scores = ""
    if state.history:
        rows = []
        for i, r in enumerate(state.history, 1):
            closer = "—" if r.closer is None else _name(r.closer, names)
            rows.append([str(i), escape(closer)] + [f"{left} → {p:+d}" for left, p in zip(r.cards_left, r.points)])
        rows.append(["<b>" + _("total") + "</b>", ""] + [f"<b>{s:+d}</b>" for s in state.scores])
        # the column of the match's hands (smazzate): "Hand" of the score sheet, not the cards held ("hand")
        scores = table_html([_("Hand").lower(), _("closed by")] + [_name(s, names) for s in range(n)], rows,
                            caption=_("cards left → result"))
    body = header + "<div>" + "".join(seats) + "</div><div>" + table + "</div>" + scores
    return frame(body, label=_("Machiavelli hand {number}").format(number=state.hand_index + 1))


def table_picture(table: Any, hand: Any = None, *, width: int = 40, caption: str = "",
                  allow_ace_both_ends_in_one_run: bool = True) -> "TablePicture":
    """A bare table of combinations (and optionally a hand) that shows itself in a notebook.

    Invalid groups are drawn and marked with the reason, which suits the middle of an operation.

    >>> table_picture(["3C 4C 5C", "6C 6H"], hand="6D")
    3♣ 4♣ 5♣ | 6♣ 6♥  (hand: 6♦)
    """
    from .rules import arrange, cards, melds_of

    melds = tuple(arrange(m) for m in melds_of(table))
    return TablePicture(melds, None if hand is None else cards(hand), width, caption,
                        allow_ace_both_ends_in_one_run)


class TablePicture:
    def __init__(self, table: Sequence[Any], hand: Any, width: int, caption: str | None, allow: bool) -> None:
        self.table, self.hand, self.width, self.caption, self.allow = table, hand, width, caption, allow

    def _repr_html_(self) -> str:
        body = ""
        if self.caption:
            body += f'<div style="font-size:13px;margin:2px 0">{escape(self.caption)}</div>'
        body += table_html_rows(self.table, width=self.width, allow_ace_both_ends_in_one_run=self.allow)
        if self.hand is not None:
            hand = _("hand")
            body += ('<div style="margin-top:4px"><span style="display:inline-block;width:64px;font-size:12px">'
                     f'{hand}</span>{cards_row(list(self.hand), width=self.width)}</div>')
        return frame(body, label=_("Machiavelli table"))

    def __repr__(self) -> str:
        text = " | ".join(notation(m) for m in self.table) or "(empty table)"
        if self.hand is not None:
            text += f"  (hand: {notation(self.hand) or 'empty'})"
        return text


def render_turn(state: State, seat: int | None = None, names: Sequence[str] | None = None, before: State | None = None) -> str:
    """A compact picture for step-throughs: the table, one hand (the current player's) and the last move
    (``before``: the state it was played on, as for :func:`render_state`)."""
    seat = state.to_move if seat is None else seat
    who = _name(seat, names)
    note = (f'<div style="font-size:12px;color:#555;margin-bottom:3px">'
            f'{escape(event_caption(before, state, names))}</div>' if state.last_event is not None else "")
    hand = state.hands[seat]
    tallone = _("tallone: {cards}").format(cards=_("{n} cards").format(n=len(state.stock)))
    body = (note + table_html_rows(state.table, allow_ace_both_ends_in_one_run=state.allow_both_aces)
            + f'<div style="margin-top:4px"><span style="display:inline-block;width:64px;font-size:12px">'
            f'{escape(who)}</span>{cards_row(list(hand), width=34)}</div>'
            f'<div style="font-size:12px;color:#444">{tallone}</div>')
    return frame(body, label=_("Machiavelli turn"))


__all__ = ["event_caption", "render_state", "render_turn", "table_html_rows", "table_picture", "TablePicture"]
