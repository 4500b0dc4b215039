"""Pictures of a Bisca table: seats, hands (masked as the viewer must see them), the trick, scores."""
from __future__ import annotations

from typing import Any, Sequence

from ..captions import event_caption
from ..core import EVERYONE
from ..render import cards_row, escape, frame, panel, seat_title, table_html
from ..words import Reader, translate
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State


def _(text: str) -> str:
    """A picture's words in the current language (see :mod:`engine.words`)."""
    return translate(text)


def _name(seat: int | None, names: Sequence[str] | None) -> str:
    """A seat as a picture names it: its name, else ``Seat N`` in the current language."""
    return Reader(names=names or ()).name(seat)


def _phase_text(state: State, names: Sequence[str] | None) -> str:
    if state.is_terminal():
        winners = escape(", ".join(_name(s, names) for s in state.winners()))
        said = (_("Game over: {names} share the victory") if len(state.winners()) > 1
                else _("Game over: {name} wins"))
        return said.format(names=winners, name=winners) + " (BI-15)."
    who = escape(_name(state.current_player, names))
    if state.phase == "bet":
        allowed = ", ".join(map(str, state.allowed_bets()))
        return _("Betting: {name} to bet. Allowed: {allowed}.").format(name=who, allowed=allowed)
    if state.phase == "declare":
        return _("{name} turned up the A♥: declare it ALTA or BASSA.").format(name=who)
    return _("Trick play: {name} to play.").format(name=who)


def render_state(state: State, viewer: int | str | None = EVERYONE, names: Sequence[str] | None = None, highlight_seat: Any = None, before: State | None = None) -> str:
    """HTML of the table as ``viewer`` sees it: a seat number, ``None`` (spectator) or :data:`EVERYONE`.

    ``before``, the state the last move was played on, lets another language than English tell that
    move (see :func:`engine.captions.event_caption`)."""
    n = state.players
    hands = state.visible_hands(viewer)
    blind = (" · <b>" + _("blind round") + "</b>: " + _("you see every card but your own") + " (BI-7)"
             if state.is_blind_round else "")
    cards_each = (_("{n} cards each") if state.hand_size > 1 else _("{n} card each")).format(n=state.hand_size)
    about = [_("round {number} of {rounds}").format(number=min(state.round_index + 1, 9), rounds=9), cards_each,
             _("dealer: {name}").format(name=escape(_name(state.dealer, names)))]
    header = (
        f'<div style="margin-bottom:6px"><b>Bisca</b> · {" · ".join(about)}{blind}</div>'
        f'<div style="margin-bottom:6px;color:#0d47a1">{_phase_text(state, names)}</div>'
    )
    told = event_caption(before, state, names) if state.last_event is not None else ""
    if told:                                        # a table set up by hand has nothing to tell
        last = _("Last: {event}").format(event=escape(told))
        header += f'<div class="cit-last-event" style="margin-bottom:6px;font-size:13px;color:#444">{last}</div>'
    seats = []
    for seat in range(n):
        bet = state.bets[seat]
        line = " · ".join([_("bet: {bet}").format(bet="–" if bet is None else bet),
                           _("taken: {n}").format(n=state.taken[seat]),
                           _("score: {points}").format(points=state.scores[seat])])
        facts = f'<div style="font-size:12px;color:#444;margin-top:3px">{line}</div>'
        title = seat_title(_name(seat, names), viewer != EVERYONE and viewer == seat)
        if seat == state.dealer:
            title += " · " + _("dealer")
        body = cards_row(hands[seat], width=40) if not state.is_terminal() else ""
        seats.append(panel(title, body + facts, active=seat == (highlight_seat if highlight_seat is not None
                                                                   else state.current_player)))
    trick_cards = [card for player, card, said in state.trick]
    notes = {i: said for i, (player, card, said) in enumerate(state.trick) if said}
    no_card = _("no card yet")
    trick_body = cards_row(trick_cards, width=48, notes=notes) if trick_cards else \
        f'<span style="color:#595959;font-style:italic">{no_card}</span>'
    who = " ".join(f'<span style="display:inline-block;width:52px;text-align:center;font-size:11px">'
                   f'{escape(_name(player, names))}</span>' for player, card, said in state.trick)
    middle = panel(_("Trick on the table"), f"{trick_body}<div>{who}</div>")
    if state.last_trick:
        last_cards = [card for player, card, said in state.last_trick]
        notes = {i: said for i, (player, card, said) in enumerate(state.last_trick) if said}
        win_index = next(i for i, (player, card, said) in enumerate(state.last_trick)
                         if player == state.last_trick_winner)
        middle += panel(
            _("Last trick: taken by {name}").format(name=escape(_name(state.last_trick_winner, names))),
            cards_row(last_cards, width=36, highlight=[win_index], notes=notes),
        )
    rows = []
    for i, r in enumerate(state.rounds, 1):
        rows.append([f"{i} ({r.hand_size})"] + [f"{b}/{t} → {p:+d}" for b, t, p in zip(r.bets, r.taken, r.points)])
    scores = ""
    if rows:
        rows.append(["<b>" + _("total") + "</b>"] + [f"<b>{s}</b>" for s in state.scores])
        scores = table_html([_("round (cards)")] + [_name(s, names) for s in range(n)], rows,
                            caption=_("bet/taken → points"))
    body = header + "<div>" + "".join(seats) + "</div><div>" + middle + "</div>" + scores
    return frame(body, label=_("Bisca round {number}").format(number=state.round_index + 1))


__all__ = ["render_state"]
