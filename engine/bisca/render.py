"""Pictures of a Bisca table: seats, hands (masked as the viewer must see them), the trick, scores."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import EVERYONE, SeatView, seat_label
from ..render import cards_row, escape, frame, panel, seat_title, table_html

if TYPE_CHECKING:
    from .state import State


def _phase_text(state, names) -> str:
    if state.is_terminal():
        winners = ", ".join(seat_label(s, names) for s in state.winners())
        verb = "share the victory" if len(state.winners()) > 1 else "wins"
        return f"Game over: {escape(winners)} {verb} (BI-15)."
    who = escape(seat_label(state.current_player, names))
    if state.phase == "bet":
        allowed = ", ".join(map(str, state.allowed_bets()))
        return f"Betting: {who} to bet. Allowed: {allowed}."
    if state.phase == "declare":
        return f"{who} turned up the A♥: declare it ALTA or BASSA."
    return f"Trick play: {who} to play."


def render_state(state, viewer=EVERYONE, names=None, highlight_seat=None) -> str:
    """HTML of the table as ``viewer`` sees it: a seat number, ``None`` (spectator) or :data:`EVERYONE`."""
    n = state.players
    hands = state.visible_hands(viewer)
    blind = " · <b>blind round</b>: you see every card but your own (BI-7)" if state.is_blind_round else ""
    header = (
        f'<div style="margin-bottom:6px"><b>Bisca</b> · round {min(state.round_index + 1, 9)} of 9 · '
        f'{state.hand_size} card{"s" if state.hand_size > 1 else ""} each · dealer: '
        f'{escape(seat_label(state.dealer, names))}{blind}</div>'
        f'<div style="margin-bottom:6px;color:#0d47a1">{_phase_text(state, names)}</div>'
    )
    if state.last_event is not None:
        header += (f'<div class="cit-last-event" style="margin-bottom:6px;font-size:13px;color:#444">'
                   f'Last: {escape(state.last_event.describe(names))}</div>')
    seats = []
    for seat in range(n):
        bet = state.bets[seat]
        facts = (f'<div style="font-size:12px;color:#444;margin-top:3px">bet: {"–" if bet is None else bet} · '
                 f'taken: {state.taken[seat]} · score: {state.scores[seat]}</div>')
        title = seat_title(seat_label(seat, names), viewer != EVERYONE and viewer == seat)
        if seat == state.dealer:
            title += " · dealer"
        body = cards_row(hands[seat], width=40) if not state.is_terminal() else ""
        seats.append(panel(title, body + facts, active=seat == (highlight_seat if highlight_seat is not None
                                                                   else state.current_player)))
    trick_cards = [c for _, c, _ in state.trick]
    notes = {i: d for i, (_, _, d) in enumerate(state.trick) if d}
    trick_body = cards_row(trick_cards, width=48, notes=notes) if trick_cards else \
        '<span style="color:#595959;font-style:italic">no card yet</span>'
    who = " ".join(f'<span style="display:inline-block;width:52px;text-align:center;font-size:11px">'
                   f'{escape(seat_label(s, names))}</span>' for s, _, _ in state.trick)
    middle = panel("Trick on the table", f"{trick_body}<div>{who}</div>")
    if state.last_trick:
        last_cards = [c for _, c, _ in state.last_trick]
        notes = {i: d for i, (_, _, d) in enumerate(state.last_trick) if d}
        win_index = next(i for i, (s, _, _) in enumerate(state.last_trick) if s == state.last_trick_winner)
        middle += panel(
            f"Last trick: taken by {escape(seat_label(state.last_trick_winner, names))}",
            cards_row(last_cards, width=36, highlight=[win_index], notes=notes),
        )
    rows = []
    for i, r in enumerate(state.rounds, 1):
        rows.append([f"{i} ({r.hand_size})"] + [f"{b}/{t} → {p:+d}" for b, t, p in zip(r.bets, r.taken, r.points)])
    scores = ""
    if rows:
        rows.append(["<b>total</b>"] + [f"<b>{s}</b>" for s in state.scores])
        scores = table_html(["round (cards)"] + [seat_label(s, names) for s in range(n)], rows,
                            caption="bet/taken → points")
    body = header + "<div>" + "".join(seats) + "</div><div>" + middle + "</div>" + scores
    return frame(body, label=f"Bisca round {state.round_index + 1}")


class BiscaView(SeatView["State"]):
    """What one seat may see (BI-A10): its own hand, or in the blind round every hand but its own.

    ``player=None`` is a spectator (no hand), :data:`~engine.core.EVERYONE` sees every card.
    """

    state: State

    def to_dict(self) -> dict:
        s = self.state
        return {
            "viewer": self.player, "round": s.round_index + 1, "hand_size": s.hand_size, "phase": s.phase,
            "dealer": s.dealer, "current_player": s.current_player,
            "hands": [[None if c is None else str(c) for c in h] for h in s.visible_hands(self.player)],
            "bets": list(s.bets), "taken": list(s.taken), "scores": list(s.scores),
            "trick": [[seat, str(c), d] for seat, c, d in s.trick],
            "last_trick": [[seat, str(c), d] for seat, c, d in s.last_trick],
            "allowed_bets": s.allowed_bets(), "round_leader": s.round_leader,
            "last_trick_winner": s.last_trick_winner,
            "rounds": [[r.hand_size, list(r.bets), list(r.taken), list(r.points)] for r in s.rounds],
            "last_event": None if s.last_event is None else s.last_event.to_dict(),
        }

    def _repr_html_(self) -> str:
        return render_state(self.state, viewer=self.player)


__all__ = ["render_state", "BiscaView"]
