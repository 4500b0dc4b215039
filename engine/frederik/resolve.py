"""Moving a come-quando-frederik-piange game on: :func:`apply` computes the state after an action the
judge has accepted (or one taken from ``legal_actions()``), and says what followed in its event.

A Force or targeted action is declared first (its card turns face up, FP-A26), then waits for the
answers (FP-A4): the target's owner may protect, then every other seat that could interrupt is asked,
clockwise from the actor's left; when all pass, it resolves (FP-15..FP-23).

>>> from engine.frederik import position
>>> state = position([["9C", "2S"], ["8D", "3D"], ["9H"]]).apply("swap_high 9C 8D")
>>> state.pending.window, state.pending.queue, interrupt_queue(state, state.pending)
('interrupt', (2,), (2,))
>>> state.apply("pass").last_event.find("swap")
Consequence(kind='swap', clause='FP-16', seat=0, value=None, cards=('9♣', '8♦'), params=())
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Sequence

from ..core import Consequence, Event
from . import judge, rules
from .actions import (
    PROTECTABLE, Bottom, DrawNth, DrawTop, Force, FrederikAction, Hide, Interrupt, Keep, Leave, Pass, Protect, Redraw,
    Targeted,
)
from .state import Pending

if TYPE_CHECKING:
    from ..cards import FrenchCard

if TYPE_CHECKING:
    from .state import State

_SAID: dict = {}


def _said(kind: str, clause: str, seat: int, value: int | None = None) -> Consequence:
    """A consequence with no card in it, built once and shared (the draw phase says these often)."""
    key = (kind, clause, seat, value)
    found = _SAID.get(key)
    if found is None:
        found = _SAID[key] = Consequence(kind, clause, seat=seat, value=value)
    return found


def with_seat(seats: tuple, seat: int, slots: Iterable) -> tuple:
    """``seats`` with ``seat``'s row replaced."""
    return seats[:seat] + (tuple(slots),) + seats[seat + 1:]


def apply(state: State, action: FrederikAction) -> State:
    """The state after ``action``, which the judge accepts."""
    if state.phase == "draw":
        return _apply_draw(state, action)
    if state.pending is not None:
        return _apply_answer(state, action)
    return _apply_battle(state, action)


# --- the draw phase ----------------------------------------------------------------------------

def _apply_draw(state: State, action: FrederikAction) -> State:
    seat = state.to_move
    out: list[Consequence] = []
    if isinstance(action, Keep):
        if action.position is None:
            slots = state.seats[seat] + tuple((c, False) for c in state.drawn)
            out.append(Consequence("keep", "FP-8", seat=seat, value=5))
            return _next_draw_turn(state, Event(seat, str(action), tuple(out)), out,
                                   seats=with_seat(state.seats, seat, slots),
                                   all_down=state.all_down[:seat] + (True,) + state.all_down[seat + 1:])
        kept = state.drawn[action.position - 1]
        rest = state.drawn[:action.position - 1] + state.drawn[action.position:]
        out.append(_said("keep", "FP-5", seat))
        return state.evolve(seats=with_seat(state.seats, seat, state.seats[seat] + ((kept, False),)),
                            drawn=rest, step="bottom", last_event=Event(seat, str(action), tuple(out)))
    if isinstance(action, Bottom):
        card = state.drawn[action.position - 1]
        rest = state.drawn[:action.position - 1] + state.drawn[action.position:]
        pile = state.pile + (card,)
        out.append(_said("bottom", "FP-6", seat))
        if len(rest) == 1:
            pile += rest
            rest = ()
            out.append(_said("bottom", "FP-6", seat))
        return state.evolve(pile=pile, drawn=rest, step="face" if not rest else "bottom",
                            last_event=Event(seat, str(action), tuple(out)))
    # Leave: FP-7, at most one card stays face down
    assert isinstance(action, Leave)
    downs = [c for c, up in state.seats[seat] if not up]
    stay = None if action.position is None else downs[action.position - 1]
    slots = tuple((c, up or c != stay) for c, up in state.seats[seat])
    turned = [c for c in downs if c != stay]
    if turned:
        out.append(Consequence("reveal", "FP-7",
                               seat=seat, cards=tuple(map(str, turned))))
    if stay is not None:
        out.append(_said("face", "FP-7", seat, 1))
    return _next_draw_turn(state, Event(seat, str(action), tuple(out)), out,
                           seats=with_seat(state.seats, seat, slots))


def _next_draw_turn(state: State, event: Event, out: list, **changes: Any) -> State:
    """Move to the next draw turn (skipping seats that kept all five down, FP-A11) or to the battle;
    ``changes`` are the finished turn's own changes, made in the same copy."""
    n = state.players
    turn = state.turn + 1
    all_down = changes.get("all_down", state.all_down)
    while turn < rules.DRAW_ROUNDS * n and all_down[(state.first_player + turn) % n]:
        out.append(_said("skip", "FP-A11",
                         (state.first_player + turn) % n))
        turn += 1
    if turn >= rules.DRAW_ROUNDS * n:
        out.append(Consequence("phase", "FP-9",
                               seat=state.first_player))
        return state.evolve(phase="battle", turn=0, drawn=(), step="keep",
                            last_event=Event(event.seat, event.action, tuple(out)), **changes)
    take = min(rules.DRAW_COUNT, len(state.pile))            # FP-A16 (never short with 52 cards)
    return state.evolve(turn=turn, drawn=state.pile[:take], pile=state.pile[take:], step="keep",
                        last_event=Event(event.seat, event.action, tuple(out)), **changes)


# --- battle turns ------------------------------------------------------------------------------

def _apply_battle(state: State, action: FrederikAction) -> State:
    seat = state.to_move
    out: tuple[Consequence, ...]
    if isinstance(action, Pass):
        return _end_turn(state, Event(seat, "pass"))          # FP-A14: the notation says it all
    face_up = state.options.battle_draw_face == "up"
    if isinstance(action, (DrawTop, DrawNth)):
        index = 0 if isinstance(action, DrawTop) else action.n - 1
        card = state.pile[index]
        pile = state.pile[:index] + state.pile[index + 1:]
        slots = state.seats[seat] + ((card, face_up),)
        clause = "FP-12" if isinstance(action, DrawTop) else "FP-13"
        shown = (str(card),) if face_up else ()
        out = (Consequence("draw", clause, seat=seat, value=index + 1, cards=shown),)
        return _end_turn(state.evolve(pile=pile, seats=with_seat(state.seats, seat, slots)),
                         Event(seat, str(action), out))
    if isinstance(action, Redraw):
        clause, count = judge.REDRAW_SIZES[len(action.cards)]
        take = min(count, len(state.pile))                    # FP-A16, FP-A24: draw first
        new = state.pile[:take]
        pile = state.pile[take:] + tuple(action.cards)
        slots = tuple(s for s in state.seats[seat] if s[0] not in action.cards) + tuple((c, face_up) for c in new)
        out = (Consequence("discard", "FP-28", seat=seat, cards=tuple(map(str, action.cards))),
               Consequence("draw", clause, seat=seat, value=take, cards=tuple(map(str, new)) if face_up else ()))
        return _end_turn(state.evolve(pile=pile, seats=with_seat(state.seats, seat, slots)),
                         Event(seat, str(action), out))
    if isinstance(action, Hide):
        slots = tuple((c, up and c != action.card) for c, up in state.seats[seat])
        out = (Consequence("hide", "FP-14", seat=seat,
                           cards=(str(action.card),)),)
        return _end_turn(state.evolve(seats=with_seat(state.seats, seat, slots)), Event(seat, str(action), out))
    assert isinstance(action, (Force, Targeted))       # the judge let no other action through
    return _declare(state, seat, action)


def _declare(state: State, seat: int, action: Force | Targeted) -> State:
    """A Force or targeted action: the used card turns face up (FP-A26), then the answers (FP-A4)."""
    reveal = {action.card}
    if isinstance(action, Targeted):
        reveal |= set(action.helpers)       # a steal's matching cards are shown (FP-A13)
        found = state.owner_of(action.target)
        assert found is not None            # the judge asks for a target in front of a player
        owner = found
    else:
        owner = action.seat
    turned = [c for c, up in state.seats[seat] if c in reveal and not up]
    slots = tuple((c, up or c in reveal) for c, up in state.seats[seat])
    state = state.evolve(seats=with_seat(state.seats, seat, slots))
    out = []
    if turned:
        out.append(Consequence("reveal", "FP-A26",
                               seat=seat, cards=tuple(map(str, turned))))
    if isinstance(action, Targeted):
        out.append(Consequence("declare", action.clause,
                               seat=owner, cards=(str(action.card), str(action.target))))
    else:
        out.append(Consequence("declare", "FP-15",
                               seat=owner, cards=(str(action.card),)))
    event = Event(seat, str(action), tuple(out))
    if asks_protection(state, action, owner):
        return state.evolve(pending=Pending(seat, action, owner, "response"), last_event=event)
    return _open_interrupts(state, Pending(seat, action, owner, "interrupt"), event)


def asks_protection(state: State, action: Force | Targeted, owner: int) -> bool:
    """Whether the target's owner is asked first: a protectable action, and face-down cards to reveal (FP-A4)."""
    return isinstance(action, Targeted) and action.kind in PROTECTABLE and bool(state.face_down(owner))


def interrupt_queue(state: State, pending: Pending) -> tuple[int, ...]:
    """Every seat to ask for an interrupt, clockwise from the actor's left (FP-A4 step 3).

    A seat is asked if it holds a face-down card or a face-up card that matches (public facts, so
    being asked tells nobody anything hidden); a seat with no card cannot interrupt (FP-A27).
    """
    n = state.players
    locked = state.locked_card(pending.action)
    cm = state.options.colour_means
    queue = []
    for step in range(1, n):
        other = (pending.seat + step) % n
        if any(card != locked and (not up or judge.interrupt_fits(pending.action, card, locked, cm))
               for card, up in state.seats[other]):
            queue.append(other)
    return tuple(queue)


def _open_interrupts(state: State, pending: Pending, event: Event) -> State:
    queue = interrupt_queue(state, pending)
    if not queue:
        return _resolve(state.evolve(pending=None), pending, event)
    return state.evolve(pending=Pending(pending.seat, pending.action, pending.owner, "interrupt", queue),
                        last_event=event)


def _apply_answer(state: State, action: FrederikAction) -> State:
    pending = state.pending
    seat = state.current_player
    assert pending is not None and seat is not None and isinstance(action, (Pass, Protect, Interrupt))
    act = pending.action
    if pending.window == "response":
        if isinstance(action, Pass):
            event = Event(seat, "pass", (Consequence("pass", "FP-A4", seat=seat),))
            return _open_interrupts(state, Pending(pending.seat, act, pending.owner, "interrupt"), event)
        # protected: the revealed card stays face up, the actor's card goes under the pile (FP-16)
        assert isinstance(action, Protect) and isinstance(act, Targeted)
        slots = tuple((c, up or c == action.card) for c, up in state.seats[seat])
        state, moved = _discard(state.evolve(seats=with_seat(state.seats, seat, slots)), pending.seat, [act.card])
        out = (Consequence("protect", "FP-A3", seat=seat, cards=(str(action.card),)),
               Consequence("discard", act.clause, seat=pending.seat,
                           cards=moved))
        return _end_turn(state.evolve(pending=None), Event(seat, str(action), out))
    if isinstance(action, Pass):
        rest = pending.queue[1:]
        event = Event(seat, "pass", (_said("pass", "FP-A4", seat),))
        if rest:
            return state.evolve(pending=Pending(pending.seat, act, pending.owner, "interrupt", rest), last_event=event)
        return _resolve(state.evolve(pending=None), pending, event)
    # interrupted (FP-24): the interrupter's card goes under the pile, after the actor's (FP-A19)
    assert isinstance(action, Interrupt)
    state = state.evolve(pending=None)
    said: list[Consequence] = []
    if isinstance(act, Force):
        state, moved = _discard(state, seat, [action.card])
        said.append(Consequence("interrupt", "FP-15", seat=seat,
                                cards=moved))
    else:
        state, moved = _discard(state, pending.seat, [act.card])
        state, moved2 = _discard(state, seat, [action.card])
        said.append(Consequence("interrupt", "FP-24", seat=seat, cards=moved2))
        said.append(Consequence("discard", act.clause, seat=pending.seat, cards=moved))
    return _end_turn(state, Event(seat, str(action), tuple(said)))


def _discard(state: State, seat: int, cards: Sequence[FrenchCard]) -> tuple:
    """Cards of ``seat`` to the bottom of the pile, in order (FP-28): the new state and the cards' names."""
    slots = tuple(s for s in state.seats[seat] if s[0] not in cards)
    return state.evolve(seats=with_seat(state.seats, seat, slots), pile=state.pile + tuple(cards)), \
        tuple(map(str, cards))


def _resolve(state: State, pending: Pending, event: Event) -> State:
    """Every answer passed: the action happens (FP-15..FP-23)."""
    act, actor, owner = pending.action, pending.seat, pending.owner
    out = list(event.consequences)
    if isinstance(act, Force):
        target = state.forced_card(act)
        slots = tuple((c, up or c == target) for c, up in state.seats[owner])
        out.append(Consequence("force", "FP-15", seat=owner,
                               cards=(str(target),)))
        return _end_turn(state.evolve(seats=with_seat(state.seats, owner, slots)),
                         Event(event.seat, event.action, tuple(out)))
    verb = act.verb
    if verb == "swap":
        # each card takes the other's place, face up for its new owner (FP-A9)
        mine = tuple((act.target, True) if c == act.card else (c, up) for c, up in state.seats[actor])
        theirs = tuple((act.card, True) if c == act.target else (c, up) for c, up in state.seats[owner])
        state = state.evolve(seats=with_seat(with_seat(state.seats, actor, mine), owner, theirs))
        out.append(Consequence("swap", act.clause, seat=actor,
                               cards=(str(act.card), str(act.target))))
    elif verb == "discard":
        state, moved = _discard(state, actor, [act.card])
        state, moved2 = _discard(state, owner, [act.target])
        out.append(Consequence("discard", act.clause, seat=actor, cards=moved + moved2))
    else:
        state, moved = _discard(state, actor, [act.card])
        theirs = tuple(s for s in state.seats[owner] if s[0] != act.target)
        mine = state.seats[actor] + ((act.target, True),)
        state = state.evolve(seats=with_seat(with_seat(state.seats, owner, theirs), actor, mine))
        out.append(Consequence("steal", act.clause,
                               seat=actor, cards=(str(act.card), str(act.target))))
    return _end_turn(state, Event(event.seat, event.action, tuple(out)))


def _end_turn(state: State, event: Event) -> State:
    turn = state.turn + 1
    if turn >= rules.BATTLE_ROUNDS * state.players:
        end = state.evolve(phase="over", turn=turn, pending=None)
        winners = end.winners()
        out = event.consequences + (Consequence("end", "FP-9"),)
        out += tuple(Consequence("win", "FP-3" if len(winners) == 1 else "FP-A6", seat=s) for s in winners)
        # ``end`` is new and not shared yet: set its event in place, keeping the hands just computed
        object.__setattr__(end, "last_event", Event(event.seat, event.action, out))
        return end
    return state.evolve(turn=turn, pending=None, last_event=event)


__all__ = ["apply", "asks_protection", "interrupt_queue", "with_seat"]
