"""Moving La Scamorra on: :func:`apply` computes the state after an action the judge has accepted (or one
taken from ``legal_actions()``) and says what followed in its event: the order of placing (SC-13), the moving
phase opening, a capture and its point (SC-28, SC-30), a re-entry (SC-32), a discard (SC-27), the cappotto
(SC-35), the match's end and a series' running totals (SC-34, SC-36, SC-37).

>>> from engine.scamorra import position
>>> p = position({"b1": ("South", "sasso"), "a1": ("South", "carta"), "e1": ("South", "forbice"),
...               "c3": ("North", "forbice"), "a5": ("North", "carta"), "e5": ("North", "sasso")},
...              hands=(["cavallo", "pedone", "torre"], ["re", "torre", "torre"]))
>>> p.apply("cavallo b1-c3").last_event.find("capture")
Consequence(kind='capture', clause='SC-28', seat=0, value=1, cards=('sasso', 'forbice'), params=())
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..core import Consequence, Event
from . import rules, setup
from .actions import Choose, Discard, Move, Place, Reenter, ScamorraAction
from .rules import CARD_INDEX, KIND, PIECE_INDEX, PIECES, SQ_INDEX, code
from .state import MatchResult, Outcome

if TYPE_CHECKING:
    from .state import State


def apply(state: State, action: ScamorraAction) -> State:
    """The state after ``action``, which the judge accepts."""
    if isinstance(action, (Move, Reenter, Discard)):     # a re-entry plays the pedone (SC-32)
        return _after_card(state, action, CARD_INDEX[action.card])
    if isinstance(action, Place):
        return _place(state, action)
    if isinstance(action, Choose):
        places_first, _ = rules.initiative_order(state.initiative, action.first)
        event = Event(state.to_move, str(action), (Consequence(
            "order", "SC-13", seat=places_first),))
        return state.evolve(phase="place", places_first=places_first, to_move=places_first, last_event=event,
                           history=_recorded(state.history, action))
    raise TypeError(f"not a La Scamorra action: {action!r}")   # pragma: no cover

def _place(state: State, action: Place) -> State:
    p = state.to_move
    k, sq = PIECE_INDEX[action.piece], SQ_INDEX[action.square]
    board = list(state.board)
    board[sq] = code(p, k)
    off = list(state.off_board)
    mine = list(off[p])
    mine.remove(k)
    off[p] = tuple(mine)
    consequences: tuple[Consequence, ...] = ()
    if not off[0] and not off[1]:
        first = state.places_first
        assert first is not None          # set when the placing began (SC-12)
        mover = 1 - first
        consequences = (Consequence("start", "SC-13", seat=mover),)
        return state.evolve(board=tuple(board), off_board=tuple(off), phase="move", to_move=mover,
                           last_event=Event(p, str(action), consequences), history=_recorded(state.history, action))
    return state.evolve(board=tuple(board), off_board=tuple(off), to_move=1 - p,
                       last_event=Event(p, str(action), consequences), history=_recorded(state.history, action))

def _after_card(state: State, action: Move | Reenter | Discard, c: int) -> State:
    """Play card ``c`` (a move, a re-entry or a discard), draw, and pass the turn (SC-15, SC-16, SC-25)."""
    p, q = state.to_move, 1 - state.to_move
    hand = state.hands[p]
    i = hand.index(c)
    hand = hand[:i] + hand[i + 1:]
    deck = state.decks[p]
    if deck:
        hand, deck = hand + deck[:1], deck[1:]                   # SC-16, SC-A17
    hands = (hand, state.hands[1]) if p == 0 else (state.hands[0], hand)
    decks = (deck, state.decks[1]) if p == 0 else (state.decks[0], deck)
    played = state.discards[p] + (c,)
    discards = (played, state.discards[1]) if p == 0 else (state.discards[0], played)
    board, off, scores = state.board, state.off_board, state.scores
    consequences = []
    cappotto = False
    if isinstance(action, Move):
        origin, dest = SQ_INDEX[action.origin], SQ_INDEX[action.dest]
        mine, victim = board[origin], board[dest]
        b = list(board)
        b[dest], b[origin] = mine, 0
        board = tuple(b)
        if victim:
            k = KIND[victim]
            lost = off[q] + (k,)
            off = (off[0], lost) if q == 1 else (lost, off[1])
            scores = (scores[0] + 1, scores[1]) if p == 0 else (scores[0], scores[1] + 1)
            clause = "SC-30" if c == rules.RE and not rules._beats(KIND[mine], k) else "SC-28"
            consequences.append(Consequence(
                "capture", clause, seat=p, value=1, cards=(PIECES[KIND[mine]], PIECES[k])))
            cappotto = len(lost) == 3                             # SC-35, SC-A11
    elif isinstance(action, Reenter):
        k, sq = PIECE_INDEX[action.piece], SQ_INDEX[action.square]
        b = list(board)
        b[sq] = code(p, k)
        board = tuple(b)
        back = list(off[p])
        back.remove(k)
        off = (tuple(back), off[1]) if p == 0 else (off[0], tuple(back))
        consequences.append(Consequence("reentry", "SC-32", seat=p, cards=(action.piece,)))
    else:
        consequences.append(Consequence("discard", "SC-27", seat=p, cards=(action.card,)))
    history = _recorded(state.history, action)
    if not consequences and (hands[0] or hands[1]):      # a plain move: the hot path of playouts
        return state.evolve(hands=hands, decks=decks, discards=discards, board=board, to_move=q,
                           last_event=Event(p, str(action)), history=history)
    new = state.evolve(hands=hands, decks=decks, discards=discards, board=board, off_board=off, scores=scores,
                      to_move=q, history=history)
    if cappotto:
        consequences.append(Consequence("cappotto", "SC-35", seat=p))
        return _end_match(new, p, p, consequences, str(action))
    if state.options.series and consequences and consequences[0].kind == "capture":
        running = new.series_totals[p] + new.scores[p]
        if running >= state.options.series_target and state.options.series_check == "immediate":
            return _end_match(new, None, p, consequences, str(action), series_now=True)
    if not hands[0] and not hands[1]:
        return _end_match(new, None, p, consequences, str(action))
    return new.evolve(last_event=Event(p, str(action), tuple(consequences)))

def _end_match(state: State, cappotto_winner: int | None, actor: int, consequences: list[Consequence], notation: str,
               series_now: bool = False) -> State:
    """Close the match (SC-34, SC-35); in a series add the points and go on or end it (SC-36, SC-37)."""
    opts = state.options
    winner = rules.match_result(state.scores, cappotto_winner)
    if not opts.series:
        if cappotto_winner is None:
            consequences.append(Consequence("end", "SC-34", seat=winner))
        return state.evolve(outcome=Outcome("cappotto" if cappotto_winner is not None else "points", winner),
                           phase="over",
                           last_event=Event(actor, notation, tuple(consequences)))
    bonus = [0, 0]
    if cappotto_winner is not None:
        bonus[cappotto_winner] = opts.cappotto_bonus
        consequences.append(Consequence("bonus", "SC-37", seat=cappotto_winner,
                                        value=opts.cappotto_bonus))
    totals = tuple(state.series_totals[s] + state.scores[s] + bonus[s] for s in (0, 1))
    if not series_now and cappotto_winner is None:
        consequences.append(Consequence("end", "SC-34", seat=winner))
    results = state.results + (MatchResult(tuple(state.scores), winner, cappotto_winner is not None),)
    best = rules.series_winner(totals, opts.series_target)    # SC-A12 (both variants)
    if best is not None:
        consequences.append(Consequence("series_end", "SC-36", seat=best,
                                        value=totals[best]))
        return state.evolve(series_totals=totals, results=results, outcome=Outcome("series", best), phase="over",
                           last_event=Event(actor, notation, tuple(consequences)))
    rng = random.Random(state.next_deal)
    previous = results[-1].winner
    initiative = (1 - previous if opts.series_initiative == "loser_of_previous" and previous is not None
                  else None)
    fresh = setup.deal(state.seed, opts, rng, initiative)
    consequences.append(Consequence("new_match", "SC-36",
                                    seat=fresh.initiative))
    return fresh.evolve(series_totals=totals, results=results, history=state.history + ((),),
                        last_event=Event(actor, notation, tuple(consequences)))


def _recorded(history: tuple, action: ScamorraAction) -> tuple:
    """``history`` with ``action`` added to the current match (matches kept apart: a short copy per move)."""
    return history[:-1] + (history[-1] + (action,),)


__all__ = ["apply"]
