"""Pictures of a come-quando-frederik-piange table: each seat's cards (hidden ones as backs, or
marked "down" for their owner), the pile, the drawn cards, the action waiting for answers and, at
the end, every best hand with its borrowed card. Hints are handed in; nothing is computed here
beyond what the state says."""
from __future__ import annotations

from typing import Any, Sequence

from ..core import EVERYONE, seat_label
from ..render import HIGHLIGHT, cards_row, escape, frame, french_card_svg, panel, seat_title
from ..captions import event_caption
from ..cards import parse_french_card
from ..words import Reader, Seat
from ..words import translate as _
from typing import TYPE_CHECKING

from .actions import Force

if TYPE_CHECKING:
    from .rules import HandRank
    from ..cards import FrenchCard
    from ..words import Message
    from .state import State


def declared(act: Any, actor: int, owner: int | None) -> "Message":
    """The sentence of an action waiting for answers (from :mod:`engine.frederik.narrate`)."""
    from .narrate import declared as told
    return told(act, actor, owner)


def borrowed_from(state: State, card: Any, seat: int, names: Sequence[str] | None) -> str:
    """The borrowed card of ``seat``'s final hand and whose it is, in a sentence: "The 5♠ is borrowed from Bruno."."""
    from .words import BORROWED_FROM
    return BORROWED_FROM(card=card, owner=Seat(state.owner_of(card))).text(Reader(names=names or ()))


def _hand(rank: HandRank) -> str:
    """A poker hand in the reader's language ("a pair of kings")."""
    from .narrate import hand_words
    return hand_words(rank).text()


def card_pictures(cards: Sequence[FrenchCard | str | None], *, width: int = 44, face_up: Any = True, highlight: Any = (), notes: Any = None) -> str:
    """A row of cards from notations or cards (``None`` draws a back)."""
    parsed = [None if c is None else parse_french_card(c) for c in cards]
    return cards_row(parsed, width=width, face_up=face_up, highlight=highlight, notes=notes)


def _seat_cards(state: State, seat: int, viewer: int | str | None, width: int, highlight_cards: Any = ()) -> str:
    slots = state.visible_seats(viewer)[seat]
    if not slots:
        nothing = escape(_("no cards"))
        return f'<span style="color:#595959;font-style:italic">{nothing}</span>'
    parts = []
    for card, up in slots:
        if card is None:
            parts.append(french_card_svg(None, width=width, face_up=False))
        else:
            parts.append(french_card_svg(card, width=width, face_up=True, dim=not up,
                                         note=None if up else _("down"), highlight=card in highlight_cards))
    return "".join(parts)


def _status(state: State, names: Sequence[str] | None) -> str:
    if state.is_terminal():
        winners = state.winners()
        who = ", ".join(seat_label(s, names) for s in winners)
        said = _("Game over: {who} wins.") if len(winners) == 1 else _("Game over: {who} share the win.")
        return said.format(who=escape(who))
    who = escape(seat_label(state.current_player, names))
    if state.phase == "draw":
        what = {"keep": _("keep one drawn card face down"),
                "bottom": _("put the other drawn cards under the pile, one by one"),
                "face": _("leave at most one card face down")}[state.step]
        return _("Draw phase, round {round} of 5 · {who}: {what}.").format(round=state.round, who=who, what=what)
    pending = state.pending
    if pending is None:
        return _("Battle, round {round} of 2 · {who}: act, or pass.").format(round=state.round, who=who)
    act = pending.action
    owner = act.seat if isinstance(act, Force) else state.owner_of(act.target)
    told = escape(declared(act, pending.seat, owner).text(Reader(names=names or ())))
    if pending.window == "response":
        return told + " " + _("{who}: reveal a protecting card, or pass.").format(who=who)
    return told + " " + _("{who}: interrupt with a matching card, or pass.").format(who=who)


def render_state(state: State, viewer: int | str | None = EVERYONE, names: Sequence[str] | None = None, hints: str | None = None, width: int = 40,
                 before: State | None = None) -> str:
    """HTML of the table as ``viewer`` sees it: a seat number, ``None`` (spectator) or :data:`EVERYONE`.

    ``hints`` is HTML prepared by the caller (from :mod:`engine.frederik.hints`), shown below the table;
    ``before``, the state the last move was played on, lets another language tell that move.
    """
    pending = state.pending
    marked = set()
    if pending is not None:
        marked.add(pending.action.card)
        if hasattr(pending.action, "target"):
            marked.add(pending.action.target)
    pile = escape(_("pile: {n} cards").format(n=len(state.pile)))
    header = (f'<div style="margin-bottom:6px"><b>come-quando-frederik-piange</b> · {pile}'
              f'</div><div style="margin-bottom:6px;color:#0d47a1">{_status(state, names)}</div>')
    seats = []
    for seat in range(state.players):
        title = seat_title(seat_label(seat, names), viewer not in (None, EVERYONE) and viewer == seat)
        if seat == state.to_move and not state.is_terminal():
            title += " · " + escape(_("turn"))
        if state.all_down[seat] and state.phase == "draw":
            title += " · " + escape(_("all face down"))
        body = _seat_cards(state, seat, viewer, width, marked)
        if state.is_terminal():
            rank, used = state.hand_of(seat)
            own = set(state.cards_of(seat))
            borrowed = [i for i, c in enumerate(used) if c not in own]
            best = _("best hand: {hand}").format(hand=f"<b>{escape(_hand(rank))}</b>")
            # whose card was borrowed, in words: the picture's tag alone does not say
            lent = "".join(f'<div style="font-size:12px">{escape(borrowed_from(state, used[i], seat, names))}</div>'
                           for i in borrowed)
            body += (f'<div style="font-size:12px;margin-top:4px">{best}</div>'
                     + cards_row(list(used), width=30, highlight=borrowed,
                                 notes={i: _("borrowed") for i in borrowed}) + lent)
        active = seat == state.current_player
        seats.append(panel(title, body, active=active))
    middle = ""
    if state.phase == "draw" and state.drawn:
        drawn = state.visible_drawn(viewer)
        label = _("Drawn cards (only the drawer sees them)") if any(c is None for c in drawn) else _("Drawn cards")
        middle += panel(escape(label), cards_row(list(drawn), width=width,
                                                 notes={i: str(i + 1) for i in range(len(drawn))}))
    pile_words = escape(_("{n} cards, top first; nobody looks through it").format(n=len(state.pile)))
    pile_body = french_card_svg(None, width=width, face_up=False) + f'<div style="font-size:12px">{pile_words}</div>'
    middle += panel(escape(_("Central pile")), pile_body)
    event = state.last_event
    log = ""
    # a move is told from the state it was played on (the deal, or a table set up by hand, needs none);
    # a move without it is left untold rather than told in the engine's notation
    told = event_caption(before, state, names) if event is not None and (
        before is not None or event.seat is None) else ""
    if told:
        last = escape(_("Last:"))
        log = (f'<div class="cit-event" style="font-size:12px;color:#333;margin-top:4px">'
               f'<b>{last}</b> {escape(told)}</div>')
    extra = f'<div style="margin-top:6px">{hints}</div>' if hints else ""
    body = header + "<div>" + "".join(seats) + "</div><div>" + middle + "</div>" + log + extra
    return frame(body, label=f"come-quando-frederik-piange, {state.phase}")


def hand_html(rank: HandRank, cards: Sequence[FrenchCard | str], borrowed: Any = None, width: int = 40, caption: str | None = None) -> str:
    """A hand as pictures, its borrowed card marked, and its name."""
    cards = [parse_french_card(c) for c in cards]
    borrowed = None if borrowed is None else parse_french_card(borrowed)
    marks = [i for i, c in enumerate(cards) if c == borrowed]
    text = escape(caption if caption is not None else _hand(rank))
    notes = {i: _("borrowed") for i in marks}
    return (f'<div style="display:inline-block;margin:4px 8px;vertical-align:top">'
            f'{cards_row(cards, width=width, highlight=marks, notes=notes)}'
            f'<div style="font:13px sans-serif;margin-top:2px">{text}</div></div>')


def seat_row_html(label: str, cards: Sequence[FrenchCard | str], width: int = 40, down: Any = (), highlight: Any = ()) -> str:
    """One player's cards for a worked example: notations, ``down`` marks cards face down (shown to
    the reader with a "down" tag), ``highlight`` rings cards."""
    parsed = [parse_french_card(c) for c in cards]
    down = {parse_french_card(c) for c in down}
    highlight = {parse_french_card(c) for c in highlight}
    tag = _("down")
    pictures = "".join(french_card_svg(c, width=width, dim=c in down, note=tag if c in down else None,
                                       highlight=c in highlight) for c in parsed)
    nothing = escape(_("no cards"))
    return panel(escape(label), pictures or f'<span style="color:#595959">{nothing}</span>')


__all__ = ["render_state", "card_pictures", "hand_html", "seat_row_html", "HIGHLIGHT"]
