"""Moving a Skèmino game on: :func:`apply` computes the state after an action the judge has accepted (or one
taken from ``legal_actions()``) and says what followed in its event: the card laid or the combat won (SK-19,
SK-3, SK-4), loops burning into holes (SK-36..SK-38), cards returned (SK-A2), draws and passes, and the
victories checked in the order of SK-A27. :func:`forfeit` is SK-51's penalty for a refused move.

>>> from engine.skemino import position
>>> p = position({"e3": [("7F", "Bianco")]}, hands=([], ["QC", "QP"]), to_move=1)   # SK-EX-6
>>> after = p.apply("QP@e3")
>>> after.last_event.find("combat")
Consequence(kind='combat', clause='SK-3', seat=1, value=None, cards=('QP', '7F'), params=())
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import Consequence, Event
from ..errors import IllegalAction
from . import moves, rules
from .actions import DRAW, PASS, PLACE_TEXT, Draw, Pass, SkeminoAction
from .rules import CARD_TEXT, CENTRE_ID_OF_VERTEX_ID, NEIGHBOUR_MASK, VERTEX_IDS, loop_ids
from .state import OPENING_HAND, Outcome, VictoryKind

if TYPE_CHECKING:
    from .state import State


def apply(state: State, action: SkeminoAction) -> State:
    """The state after ``action``, which the judge accepts (a placement, a draw or a pass)."""
    p = state.to_move
    opts = state.options
    if action is DRAW or isinstance(action, Draw):
        return _apply_draw(state, p)
    if action is PASS or isinstance(action, Pass):
        return _apply_pass(state, p)
    cid, i = action.card_id, action.square_id
    card, sq, notation = CARD_TEXT[cid], action.square, PLACE_TEXT[cid][i]
    hand = state.hands[p]
    ribaltone = state.ribaltone(p, cid, i)
    # Victory A looks at the vertex before the move (SK-A27) and at the hand after it (SK-43).
    vertex_a = False
    if len(hand) == 1 and i in VERTEX_IDS:
        ctrl = state.controller_at(CENTRE_ID_OF_VERTEX_ID[i])
        if ctrl is None:
            ctrl = state.controller_at(i)
        vertex_a = ctrl == p or (ctrl is None and not state.board[i])
    at = hand.index(cid)
    new_hand = hand[:at] + hand[at + 1:]
    hands = (new_hand, state.hands[1]) if p == 0 else (state.hands[0], new_hand)
    deck = state.deck
    board = list(state.board)
    holes = state.holes
    old = board[i]
    stacking = opts.beaten_card_policy == "stack"
    # One consequence for the card laid: on a free square (SK-19), or a combat won, with the
    # clause that decided it (SK-3 suits, SK-4 ranks); a stacked loser stays beneath (SK-A2).
    if not old:
        cons = [Consequence("laid", "SK-19", p, None, (card,))]
    else:
        ocid, owner = old[-1]
        beaten = CARD_TEXT[ocid]
        verdict = rules.VERDICTS[cid][ocid]
        cons = [Consequence("combat", verdict.clause, p, None, (card, beaten))]
    if stacking:
        stack = old + ((cid, p),)
        board[i] = stack
        if len(stack) >= 3 and loop_ids([c for c, _ in stack]):
            holes = holes | {i}
            cards = tuple(CARD_TEXT[c] for c, _ in stack)
            kind = rules.loop_kind(cards)
            cons.append(Consequence("loop", "SK-36" if kind == "symbolic" else "SK-37", None, None, cards))
            cons.append(Consequence("hole", "SK-38"))
    else:
        board[i] = ((cid, p),)
        if old:
            if owner in (0, 1) and len(hands[owner]) < opts.hand_limit:
                back = hands[owner] + (ocid,)
                hands = (back, hands[1]) if owner == 0 else (hands[0], back)
                cons.append(Consequence("returned", "SK-A2",
                                        owner, None, (beaten,)))
            else:  # SK-A2 silence: a neutral card, or one whose owner is at the limit, goes under the deck
                deck = deck + (ocid,)
                cons.append(Consequence("returned", "SK-A2", None, None,
                                        (beaten,)))
    state = state.evolve(board=tuple(board), holes=holes, hands=hands, deck=deck, to_move=1 - p,
                        turn=state.turn + 1, placement_count=state.placement_count + 1, drew=False,
                        last_event=Event(p, notation, tuple(cons)),
                        occ=state.occ | (1 << i), near=state.near | NEIGHBOUR_MASK[i])
    # SK-26 step 6, in the order of SK-A27: D, then A, then B (then C when a draw is due).
    if ribaltone:
        return _end(state, "D", p, sq)
    if vertex_a and not hands[p]:
        return _end(state, "A", p, sq)
    exhausted_now = False
    if opts.refill_after_play and state.deck:
        want = min(OPENING_HAND, opts.hand_limit) - len(hands[p])
        if want > 0:
            got = state.deck[:want]
            hands, deck = _draw_cards(state, p, want)
            cons.append(Consequence("refill", "SK-A23", p, len(got),
                                    tuple(CARD_TEXT[c] for c in got)))
            state = state.evolve(hands=hands, deck=deck, last_event=Event(p, notation, tuple(cons)))
            exhausted_now = not deck
    if opts.beaten_card_policy == "return_to_owner" and state.placement_count >= opts.max_placements:
        return _end(state, "max_placements", None, None)
    return _settle(state, p, exhausted_now=exhausted_now)


def _apply_draw(state: State, p: int) -> State:
    hands, deck = _draw_cards(state, p, 1)
    drawn = CARD_TEXT[state.deck[0]]
    cons = [Consequence("draw", "SK-27", p, 1, (drawn,))]
    state = state.evolve(hands=hands, deck=deck, turn=state.turn + 1, drew=False, to_move=1 - p,
                        last_event=Event(p, "draw", tuple(cons)))
    if state.options.draw_then_play and moves.placements(state, p):
        cons.append(Consequence("again", "SK-A22", p))
        state = state.evolve(to_move=p, drew=True, last_event=Event(p, "draw", tuple(cons)))
    return _settle(state, p, exhausted_now=not deck)


def _apply_pass(state: State, p: int) -> State:
    if state.first_turn_setup():
        con = Consequence("pass", "SK-15", p)
    elif len(state.hands[p]) >= state.options.hand_limit:
        con = Consequence("pass", "SK-29", p)
    else:
        con = Consequence("pass", "SK-31", p)
    state = state.evolve(to_move=1 - p, turn=state.turn + 1, drew=False, last_event=Event(p, "pass", (con,)))
    return _settle(state, p)


def forfeit(state: State, action: SkeminoAction, err: IllegalAction) -> State:
    """SK-51 under ``forfeit_turn``: the refused move is cancelled and the turn passes."""
    p = state.to_move
    con = Consequence("forfeit", err.clause, p)
    state = state.evolve(to_move=1 - p, turn=state.turn + 1, drew=False,
                        last_event=Event(p, str(action), (con,)))
    return _settle(state, p)


def _draw_cards(state: State, p: int, n: int) -> tuple[tuple, tuple]:
    n = min(n, len(state.deck))
    got, deck = state.deck[:n], state.deck[n:]
    new_hand = state.hands[p] + got
    hands = (new_hand, state.hands[1]) if p == 0 else (state.hands[0], new_hand)
    return hands, deck


def _settle(state: State, actor: int, exhausted_now: bool = False) -> State:
    """Check victories B and C after ``actor``'s action (SK-26 step 6, SK-A24, SK-A25, SK-A27)."""
    can_place = bool(moves.placements(state, state.to_move))   # the usual case: then neither B nor a forced C
    if not can_place and moves.is_blocked(state, state.to_move) and moves.is_blocked(state, 1 - state.to_move):
        return _end(state, "B", None, None, actor=actor)
    if exhausted_now and state.options.deck_exhaustion == "immediate":
        return _end(state, "C", None, None, actor=actor)
    if not can_place and moves.forced_action(state) == "end_C":
        return _end(state, "C", None, None, actor=actor)
    return state


def _end(state: State, kind: VictoryKind, winner: int | None, sq: str | None, actor: int | None = None) -> State:
    totals = (state.hand_total(0), state.hand_total(1))
    if kind in ("B", "C"):
        winner = points_winner(totals, state.options.tie_break, actor)
    outcome = Outcome(kind, winner, totals, sq)
    event = state.last_event
    assert event is not None       # the action that ended the game was just recorded
    event = Event(event.seat, event.action, event.consequences + (_victory(outcome),))
    return state.evolve(outcome=outcome, drew=False, last_event=event)


def _victory(outcome: Outcome) -> Consequence:
    """The victory as the last consequence of the event that ended the game (the reader's words:
    :func:`.narrate.victory_lines`, from the state's outcome)."""
    return Consequence("victory", outcome.clause, seat=outcome.winner)


def points_winner(totals: tuple[int, int], tie_break: str, actor: int | None) -> int | None:
    """The winner on hand totals (SK-44, SK-46): the lower total; equal totals a draw (SK-A26), or
    the player who did not move last under ``tie_break="non_mover"`` (SK-50)."""
    if totals[0] != totals[1]:
        return 0 if totals[0] < totals[1] else 1
    if tie_break == "non_mover" and actor is not None:
        return 1 - actor
    return None


__all__ = ["apply", "forfeit", "points_winner"]
