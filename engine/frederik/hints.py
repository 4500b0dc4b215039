"""Advice for a player, computed only through the public state API (``view``, ``legal_actions``,
``explain``) and the pure rules: what your hand is worth now, which actions you have, and whether
you can answer the action on the table.

>>> from engine.frederik import battle_position
>>> state = battle_position([["9C", "(9H)"], ["8D", "3D"], ["2C"]])
>>> rank, cards = hand_now(state, 0)
>>> rank.describe(), [str(c) for c in cards]
('pair, 9s', ['9♣', '9♥', '8♦'])
>>> sorted(action_families(state))
['discard_high', 'draw', 'hide', 'pair', 'pass', 'swap_high']
"""
from __future__ import annotations

from ..cards import parse_french_card
from . import rules
from .actions import Bottom, DrawNth, DrawTop, Force, Hide, Interrupt, Keep, Leave, Pass, Protect, Redraw, Targeted


def hand_now(state, seat: int):
    """``seat``'s best hand if the game ended now, from what ``seat`` sees (its own cards, others' face-up)."""
    seen = state.view(seat).to_dict()
    own = [parse_french_card(s["card"]) for s in seen["seats"][seat]]
    others = [parse_french_card(s["card"]) for i, row in enumerate(seen["seats"]) if i != seat
              for s in row if s["face_up"]]
    return rules.best_hand(own, others)


def family(action) -> str:
    """The family an action belongs to, as the book's chapters group them."""
    if isinstance(action, Targeted):
        return action.kind
    if isinstance(action, Redraw):
        return "pair" if len(action.cards) == 2 else "triple"
    return {DrawTop: "draw", DrawNth: "draw", Hide: "hide", Force: "force", Pass: "pass", Protect: "protect",
            Interrupt: "interrupt", Keep: "keep", Bottom: "bottom", Leave: "leave"}[type(action)]


def action_families(state) -> dict[str, list]:
    """The legal actions of the seat to move, grouped by family."""
    groups: dict[str, list] = {}
    for action in state.legal_actions():
        groups.setdefault(family(action), []).append(action)
    return groups


def answer_advice(state) -> str | None:
    """For the seat asked to protect or interrupt: what it can do, in words (``None`` if nothing is asked)."""
    pending = state.pending
    if pending is None:
        return None
    options = [a for a in state.legal_actions() if not isinstance(a, Pass)]
    if not options:
        return f"You cannot answer '{pending.action}': pass."
    verb = "protect with" if pending.window == "response" else "interrupt with"
    cards = ", ".join(str(a.card) for a in options)
    return f"'{pending.action}' is on the table: you may {verb} {cards}, or pass."


__all__ = ["hand_now", "family", "action_families", "answer_advice"]
