"""Saving a come-quando-frederik-piange state as plain data and reading it back, refusing any damaged save.

:data:`CODEC` (registered on the game's spec) reads every field strictly with the shared readers of
:mod:`engine.saving`, then :func:`check_state` checks that the fields agree with each other and with
the rules: the 52 cards, the turn, the draw steps, and a declared action waiting for answers, which
the live judge must accept on the table as it stood when it was declared.

>>> from engine.frederik import position, new_game
>>> state = new_game(players=3, seed=4).apply("keep 1")
>>> CODEC.load(CODEC.encode(state)) == state
True
>>> declared = position([["QC", "2S"], ["9H", "(3D)"]]).apply("swap_high QC 9H")
>>> data = declared.to_dict()
>>> data["pending"]["action"] = "swap_equal Q♣ 9♥"          # not what was declared, nor legal then
>>> CODEC.load(data)
Traceback (most recent call last):
...
engine.errors.CorruptSave: the pending action 'swap_equal Q♣ 9♥' was not legal when it was declared: FP-18: Q♣ and 9♥ do not have the same number
"""
from __future__ import annotations

from typing import Any

from collections import Counter

from ..cards import parse_french_card
from ..core import Event
from ..errors import CorruptSave, IllegalAction
from ..saving import (
    Codec, event_data, read_all, read_card, read_cards, read_choice, read_event, read_fields, read_flag, read_list,
    read_options, read_seat, read_text, read_whole,
)
from . import rules
from .actions import Force, Targeted, parse_action
from .resolve import asks_protection, interrupt_queue, with_seat
from .state import State
from .setup import FrederikOptions
from .state import PHASES, STEPS, WINDOWS, Pending

PENDING_FIELDS = ("seat", "action", "owner", "window", "queue")


def _players(value: Any) -> int:
    try:
        return rules.check_players(value)
    except ValueError as err:
        raise CorruptSave(str(err)) from None


def _seat_row(value: object, seat: int) -> tuple:
    """One seat's cards in table order, each saved as [card, face_up]."""
    what = f"seat {seat}'s cards"
    row = []
    for slot in read_list(value, what):
        if not isinstance(slot, list) or len(slot) != 2:
            raise CorruptSave(f"a card in {what} is [card, face_up], not {slot!r}")
        row.append((read_card(slot[0], f"a card in {what}", parse_french_card),
                    read_flag(slot[1], f"whether a card in {what} is face up")))
    return tuple(row)


def _pending(value: object, players: int) -> Pending | None:
    """A declared action waiting for answers, or ``None``."""
    if value is None:
        return None
    data = read_fields(value, PENDING_FIELDS, "pending action of a come-quando-frederik-piange")
    try:
        action = parse_action(read_text(data["action"], "the pending action"))
    except IllegalAction as err:
        raise CorruptSave(f"the pending action is unreadable: {err}") from None
    if not isinstance(action, (Force, Targeted)):
        raise CorruptSave(f"the pending action is a force or a targeted action (FP-A4), not {action}")
    return Pending(read_seat(data["seat"], "the pending action's actor", players), action,
                   read_seat(data["owner"], "the pending action's target seat", players),
                   read_choice(data["window"], "the pending action's answer window", WINDOWS),
                   read_all(read_list(data["queue"], "the seats still to be asked"), read_seat,
                            "seat {} still to be asked", players))


class FrederikCodec(Codec):
    """come-quando-frederik-piange's saves: each seat's cards with their faces, the pile top first, the
    drawer's hand, the draw step, and the declared action waiting for answers."""

    title = "come-quando-frederik-piange"
    fields = ("seed", "options", "players", "first_player", "phase", "turn", "seats", "pile", "drawn", "step",
              "all_down", "pending", "last_event")

    def encode(self, state: State) -> dict:
        pending = state.pending
        return {
            "seed": state.seed, "options": state.options.to_dict(), "players": state.players,
            "first_player": state.first_player, "phase": state.phase, "turn": state.turn,
            "seats": [[[c.ascii, up] for c, up in slots] for slots in state.seats],
            "pile": [c.ascii for c in state.pile], "drawn": [c.ascii for c in state.drawn], "step": state.step,
            "all_down": list(state.all_down),
            "pending": None if pending is None else {
                "seat": pending.seat, "action": str(pending.action), "owner": pending.owner,
                "window": pending.window, "queue": list(pending.queue)},
            "last_event": event_data(state.last_event),
        }

    def decode(self, data: dict) -> State:
        players = _players(data["players"])
        return State(
            seed=read_whole(data["seed"], "the seed"), options=read_options(FrederikOptions, data["options"]),
            players=players, first_player=read_seat(data["first_player"], "the first player (FP-A17)", players),
            phase=read_choice(data["phase"], "the phase", PHASES), turn=read_whole(data["turn"], "the turn", 0),
            seats=tuple(_seat_row(row, seat) for seat, row in enumerate(read_list(data["seats"], "the seats", players))),
            pile=read_cards(data["pile"], "the pile", parse_french_card),
            drawn=read_cards(data["drawn"], "the drawn cards", parse_french_card),
            step=read_choice(data["step"], "the draw step", STEPS),
            all_down=read_all(read_list(data["all_down"], "all_down", players), read_flag,
                              "seat {}'s mark of five cards kept face down (FP-8)"),
            pending=_pending(data["pending"], players), last_event=read_event(data["last_event"], players),
        )

    def check(self, state: State) -> None:
        check_state(state)


def _draw_turns_of(state: State, seat: int, upto: int) -> int:
    """How many draw turns ``seat`` has begun in turns ``0..upto-1``."""
    n = state.players
    return sum(1 for t in range(upto) if (state.first_player + t) % n == seat)


def check_state(state: State) -> None:
    """Raise :class:`CorruptSave` for any broken invariant (cards lost, a bad turn, a bad answer window)."""
    n = state.players
    try:
        rules.check_players(n)
    except ValueError as err:
        raise CorruptSave(str(err)) from None
    if not isinstance(state.options, FrederikOptions):
        raise CorruptSave("the options are damaged")
    if not 0 <= state.first_player < n:
        raise CorruptSave(f"the first player {state.first_player} is not a seat (FP-A17)")
    fp = state.options.first_player
    if fp != "random" and fp != state.first_player:
        raise CorruptSave(f"option first_player={fp} but seat {state.first_player} started (FP-A17)")
    if state.phase not in PHASES:
        raise CorruptSave(f"unknown phase {state.phase!r}")
    if state.step not in STEPS:
        raise CorruptSave(f"unknown draw step {state.step!r}")
    if len(state.seats) != n or len(state.all_down) != n:
        raise CorruptSave("the save does not have one row of cards and one all-down mark per seat")
    every = list(state.pile) + list(state.drawn) + [c for slots in state.seats for c, _ in slots]
    counts = Counter(every)
    twice = [str(c) for c, k in counts.items() if k > 1]
    if twice:
        raise CorruptSave(f"{', '.join(twice)} appear(s) more than once: the pile is one deck (FP-1)")
    if len(every) != len(rules.DECK):
        raise CorruptSave(f"{len(every)} cards are accounted for, not the deck's 52 (FP-1)")
    if state.turn < 0:
        raise CorruptSave("the turn counter is negative")
    if state.phase == "draw":
        _check_draw(state)
    else:
        if state.drawn:
            raise CorruptSave("cards are in a drawer's hand outside the draw phase")
        if state.phase == "battle" and state.turn >= rules.BATTLE_ROUNDS * n:
            raise CorruptSave("the battle has only two rounds (FP-9)")
        if state.phase == "over" and (state.turn != rules.BATTLE_ROUNDS * n or state.pending is not None):
            raise CorruptSave("a finished game ends after the second battle round, with nothing pending (FP-9)")
    if state.pending is not None:
        _check_pending(state, state.pending)
    if not isinstance(state.last_event, Event):
        raise CorruptSave("every state records what just happened; the last event is damaged or missing")


def _check_draw(state: State) -> None:
    n = state.players
    if state.pending is not None:
        raise CorruptSave("nothing is answered in the draw phase")
    if state.turn >= rules.DRAW_ROUNDS * n:
        raise CorruptSave("the draw phase has only five rounds (FP-5)")
    seat = state.to_move
    assert seat is not None                     # the draw phase: the game is not over
    if state.turn >= n and state.all_down[seat]:
        raise CorruptSave(f"seat {seat} kept all five cards face down and draws no more (FP-A11)")
    expected_drawn = {"keep": (rules.DRAW_COUNT,), "bottom": (2, 3, 4), "face": (0,)}[state.step]
    if len(state.drawn) not in expected_drawn:
        raise CorruptSave(f"{len(state.drawn)} drawn cards do not fit the '{state.step}' step (FP-5, FP-6)")
    for s in range(n):
        slots = state.seats[s]
        if state.all_down[s]:
            if (s - state.first_player) % n >= state.turn or len(slots) != rules.DRAW_COUNT \
                    or any(up for _, up in slots):
                raise CorruptSave(f"seat {s} kept all five face down: it must hold five face-down cards (FP-8)")
            continue
        begun = _draw_turns_of(state, s, state.turn)
        kept = begun + (1 if s == seat and state.step != "keep" else 0)
        if len(slots) != kept:
            raise CorruptSave(f"seat {s} holds {len(slots)} cards after {kept} kept draws (FP-5)")
        downs = sum(1 for _, up in slots if not up)
        allowed = 2 if s == seat and state.step != "keep" else 1
        if downs > allowed:
            raise CorruptSave(f"seat {s} has {downs} face-down cards: at most one stays down (FP-7)")


def _check_pending(state: State, p: Pending) -> None:
    """A declared action waiting for answers (``p``): it was legal when declared, and the answers asked
    so far are the ones the engine asks (FP-A4)."""
    n = state.players
    if state.phase != "battle":
        raise CorruptSave("an action waits for answers outside the battle")
    if p.seat != state.to_move:
        raise CorruptSave("the pending action is not the battle player's")
    if not isinstance(p.action, (Force, Targeted)):
        raise CorruptSave(f"'{p.action}' is never answered (FP-A4)")
    if p.window not in WINDOWS:
        raise CorruptSave(f"unknown answer window {p.window!r}")
    if not 0 <= p.owner < n or p.owner == p.seat:
        raise CorruptSave("the target's owner is not another seat")
    act = p.action
    shown = (act.card,) + (act.helpers if isinstance(act, Targeted) else ())
    if any(c not in state.cards_of(p.seat) or not state.is_face_up(c) for c in shown):
        raise CorruptSave("the acting card, and a steal's matching cards, lie face up in front of the actor "
                          "once declared (FP-A26, FP-A13)")
    owner = state.owner_of(act.target) if isinstance(act, Targeted) else act.seat
    if owner != p.owner:
        raise CorruptSave("the pending action's owner is not the seat it aims at (FP-A4)")
    try:
        declared_position(state).check_action(act)
    except IllegalAction as refusal:
        raise CorruptSave(f"the pending action '{act}' was not legal when it was declared: {refusal}") from None
    if p.window == "response":
        if p.queue or not asks_protection(state, act, p.owner):
            raise CorruptSave("a protection is asked only of a target's owner who has a face-down card, "
                              "against a protectable action (FP-A4)")
        return
    asked = interrupt_queue(state, p)
    if not p.queue or p.queue != asked[len(asked) - len(p.queue):]:
        raise CorruptSave(f"the seats still to be asked for an interrupt, {list(p.queue)}, are not the last of "
                          f"the seats that may interrupt, clockwise from the actor's left, {list(asked)} (FP-A4)")


def declared_position(state: State) -> State:
    """The table as it stood when the pending action was declared: nothing pending, and a force's card
    face down again (declaring turned it up, FP-A26). A swap's or steal's cards were shown then too,
    but whether they were up or down changes nothing the judge asks, so they stay as they are."""
    pending = state.pending
    if pending is None:
        return state
    act = pending.action
    seats = state.seats
    if isinstance(act, Force):
        seat = pending.seat
        seats = with_seat(seats, seat, tuple((c, up and c != act.card) for c, up in seats[seat]))
    return state.evolve(pending=None, seats=seats)


CODEC = FrederikCodec()
