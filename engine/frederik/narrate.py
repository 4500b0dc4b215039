"""come-quando-frederik-piange told in words: what each action did, what the player to move is asked, the
moves named, and why a swap, discard or steal is allowed.

Every sentence comes from :mod:`engine.frederik.words`; this module only chooses which one, from the
engine's structured event (``after.last_event``: who acted, the action's notation, the consequences with
their kind, seat, value and cards) and the two states around it. Nothing hidden is told: a card kept,
put under the pile or drawn face down is named only to the player who holds it.

>>> from engine.frederik import position, new_game
>>> from engine.words import Reader
>>> start = new_game(players=2, seed=1, first_player=0)
>>> [line.text for line in describe(None, start, Reader(seat=1, names=("Anna", "You")))]
['Anna starts: the draw phase begins.', 'Anna draws 5 cards.']
>>> after = start.apply("keep 2")
>>> [line.text for line in describe(start, after, Reader(seat=0, names=("You", "Bruno")))]
['You keep the A♣ face down.']
>>> [line.text for line in describe(start, after, Reader(seat=1, names=("Anna", "You")))]
['Anna keeps one of the drawn cards face down.']
>>> table = position([["9C", "2S"], ["8D", "3D"]])
>>> swapped = table.apply("swap_high 9C 8D")
>>> [line.text for line in describe(table, swapped, Reader(seat=1, names=("Anna", "You")))]
['Anna declares a swap: the 9♣ for your 8♦.', 'Anna swaps the 9♣ for your 8♦.']
>>> verb_words(table, "swap_high", table.face_up(0)[0], table.face_up(1)[0], Reader(seat=0))
'Swap: your higher 9♣ for their 8♦, the highest diamond they show'
"""
from __future__ import annotations

from typing import Any, TYPE_CHECKING

from ..core import EVERYONE
from ..words import Line, Message, Reader, Seat
from . import judge, rules, words
from .judge import action_noun
from .actions import (
    Bottom, DrawNth, DrawTop, Force, Hide, Interrupt, Keep, Leave, Pass, Protect, Redraw, Targeted, parse_action, verb_of,
)

if TYPE_CHECKING:
    from ..cards import FrenchCard
    from ..core import Consequence
    from ..words import Term
    from .actions import FrederikAction
    from .rules import HandRank
    from .setup import FrederikOptions
    from .state import State


# --- small pieces -------------------------------------------------------------------------------------

def suit_word(card: FrenchCard, options: FrederikOptions) -> object:
    """The card's suit as a word ("diamond"), or its colour ("red card") where "colore" means red or
    black (FP-A1)."""
    if options.colour_means == "red_black":
        return words.COLOURS[card.is_red]
    return words.SUITS[card.suit]


def matching_word(options: FrederikOptions) -> Term:
    """What "the same ..." means for matching cards: the suit, or the colour in the variant (FP-A1)."""
    return words.COLOUR_WORD if options.colour_means == "red_black" else words.SUIT_WORD


def _one(rank: int) -> object:
    return words.RANK_ONE.get(rank) or str(rank)


def _many(rank: int) -> object:
    return words.RANK_MANY.get(rank) or words.NUMBER_MANY(number=rank)


def hand_words(rank: HandRank) -> Message:
    """A poker hand (a :class:`~engine.frederik.rules.HandRank`) in words: "a pair of kings".

    >>> from engine.cards import parse_french_cards as pc
    >>> hand_words(rules.hand_rank(pc("K♠ K♥ 2♣"))).text(), hand_words(rules.hand_rank(pc("9♥ 9♦ 4♣ 4♠ 4♥"))).text()
    ('a pair of kings', 'a full house, 4s over 9s')
    """
    if not rank or rank[0] < 0:
        return words.HAND_NONE()
    category, first = rank[0], rank[1]
    if category == 0:
        return words.HAND_HIGH_CARD(high=_one(first))
    if category == 1:
        return words.HAND_PAIR(ranks=_many(first))
    if category == 2:
        return words.HAND_TWO_PAIR(first=_many(first), second=_many(rank[2]))
    if category == 3:
        return words.HAND_THREE(ranks=_many(first))
    if category == 4:
        return words.HAND_STRAIGHT(high=_one(first))
    if category == 5:
        return words.HAND_FLUSH(high=_one(first))
    if category == 6:
        return words.HAND_FULL_HOUSE(first=_many(first), second=_many(rank[2]))
    if category == 7:
        return words.HAND_FOUR(ranks=_many(first))
    return words.HAND_STRAIGHT_FLUSH(high=_one(first))


def sees_hidden(reader: Reader, seat: int | None) -> bool:
    """Whether ``reader`` may be told ``seat``'s hidden cards: that seat itself, or every card's reader."""
    return reader.is_you(seat) or reader.seat == EVERYONE


def declared(act: Force | Targeted, actor: int | None, owner: int | None) -> Message:
    """The sentence of a swap, discard, steal or force declared by ``actor`` against ``owner`` (FP-A4)."""
    by, at = Seat(actor), Seat(owner)
    if isinstance(act, Force):
        return words.DECLARES_FORCE(player=by, owner=at, card=act.card)
    if act.verb == "swap":
        return words.DECLARES_SWAP(player=by, owner=at, card=act.card, target=act.target)
    if act.verb == "discard":
        return words.DECLARES_DISCARD(player=by, owner=at, card=act.card, target=act.target)
    return words.DECLARES_STEAL(player=by, owner=at, card=act.card, target=act.target, helpers=list(act.helpers))


# --- what happened ---------------------------------------------------------------------------------------

def _parsed(text):
    try:
        return parse_action(text)
    except ValueError:
        return None


def describe(before: State | None, after: State, reader: Reader) -> list[Line]:
    """What ``after``'s last event did, in sentences for ``reader`` (``before``: the state it was played on;
    ``None`` for the deal)."""
    event = after.last_event
    if event is None:
        return []
    lines: list[Line] = []
    if before is None:
        # the first state: the deal (a position set up by hand tells nothing of how it came about)
        for c in event.consequences:
            if c.kind == "deal":
                lines.append(Line(words.STARTS(player=Seat(c.seat)).text(reader), c.clause))
        return lines + _new_drawer(None, after, reader)
    # each kind of consequence follows its own kind of action: the event's shape says which is set
    action: Any = _parsed(event.action) if event.seat is not None else None
    actor = Seat(event.seat) if event.seat is not None else None
    pending: Any = before.pending
    declared_act: Any = action if isinstance(action, (Targeted, Force)) else (pending.action if pending else None)

    def say(message: Message, clause: str | None) -> None:
        lines.append(Line(message.text(reader), clause))

    if isinstance(action, Pass) and pending is None and before.phase == "battle":
        say(words.PASSES(player=actor), "FP-A14")
    bottoms = 0
    for c in event.consequences:
        seat: Any = Seat(c.seat) if c.seat is not None else None
        hidden_ok = sees_hidden(reader, c.seat)
        if c.kind == "deal":
            say(words.STARTS(player=seat), c.clause)
        elif c.kind == "keep":
            if action.position is None:
                say(words.KEEPS_ALL(player=seat), c.clause)
            else:
                card = before.drawn[action.position - 1] if hidden_ok else None
                say(words.KEEPS(player=seat, card=card), c.clause)
        elif c.kind == "bottom":
            if bottoms == 0:
                card = before.drawn[action.position - 1] if hidden_ok else None
                say(words.PUTS_UNDER(player=seat, card=card), c.clause)
            else:
                rest = [d for i, d in enumerate(before.drawn) if i != action.position - 1]
                say(words.LAST_UNDER(player=seat, card=rest[0] if hidden_ok else None), c.clause)
            bottoms += 1
        elif c.kind == "reveal":
            if isinstance(action, Force):
                continue                       # the force's sentence says its card turns up
            say(words.TURNS_UP(player=seat, cards=[rules.parse_french_card(x) for x in c.cards]), c.clause)
        elif c.kind == "face":
            stay = before.face_down(c.seat)[action.position - 1] if hidden_ok and c.seat is not None else None
            say(words.LEAVES_DOWN(player=seat, card=stay), c.clause)
        elif c.kind == "skip":
            say(words.SKIPS(player=seat), c.clause)
        elif c.kind == "phase":
            say(words.BATTLE_BEGINS(player=seat), c.clause)
        elif c.kind == "draw":
            lines.append(_draw_line(before, action, c, seat, hidden_ok, reader))
        elif c.kind == "hide":
            say(words.HIDES(player=seat, card=action.card), c.clause)
        elif c.kind == "declare":
            say(declared(action, event.seat, c.seat), c.clause)
        elif c.kind == "pass":
            if pending is not None and pending.window == "response":
                say(words.DOES_NOT_PROTECT(player=seat, target=pending.action.target), c.clause)
            else:
                say(words.DOES_NOT_INTERRUPT(player=seat), c.clause)
        elif c.kind == "protect":
            say(words.PROTECTS(player=seat, target=pending.action.target, card=action.card,
                               action=action_noun(pending.action)), c.clause)
        elif c.kind == "interrupt":
            if isinstance(pending.action, Force):
                say(words.INTERRUPTS_FORCE(player=seat, card=action.card, used=pending.action.card), c.clause)
            else:
                say(words.INTERRUPTS(player=seat, card=action.card, action=action_noun(pending.action)), c.clause)
        elif c.kind == "discard":
            lines.append(_discard_line(before, action, declared_act, c, seat, reader))
        elif c.kind in ("swap", "steal"):
            said = words.SWAPS if c.kind == "swap" else words.STEALS
            say(said(player=seat, owner=Seat(before.owner_of(declared_act.target)), card=declared_act.card,
                     target=declared_act.target), c.clause)
        elif c.kind == "force":
            say(words.FORCED_UP(player=seat, card=rules.parse_french_card(c.cards[0])), c.clause)
        elif c.kind == "end":
            say(words.GAME_ENDS(), c.clause)
        elif c.kind == "win":
            said = words.WINS_WITH if c.clause == "FP-3" else words.SHARES_WIN_WITH
            if c.seat is not None:
                say(said(player=seat, hand=hand_words(after.hand_of(c.seat)[0])), c.clause)
    return lines + _new_drawer(before, after, reader)


def _new_drawer(before: State | None, after: State, reader: Reader) -> list[Line]:
    """The five cards a new draw turn begins with, named only to the drawer (FP-5)."""
    if after.phase != "draw" or before is not None and after.turn == before.turn:
        return []
    drawer = after.to_move
    cards = list(after.drawn) if sees_hidden(reader, drawer) else []
    return [Line(words.DRAWS_HAND(player=Seat(drawer), n=len(after.drawn), cards=cards).text(reader), "FP-5")]


def _draw_line(before: State, action: FrederikAction, c: Consequence, seat: Seat, hidden_ok: bool,
               reader: Reader) -> Line:
    """A draw of the battle: the top card, the N-th card, or the cards after a pair or a triple."""
    up = bool(c.cards)
    if isinstance(action, Redraw):
        take = c.value or 0
        if take == 0:
            return Line(words.DRAWS_NOTHING(player=seat).text(reader), c.clause)
        if up:
            return Line(words.DRAWS_UP(player=seat, n=take, cards=[rules.parse_french_card(x) for x in c.cards])
                        .text(reader), c.clause)
        cards = list(before.pile[:take]) if hidden_ok else []
        return Line(words.DRAWS_DOWN(player=seat, n=take, cards=cards).text(reader), c.clause)
    place = c.value or 1                        # the place in the pile of the card drawn (FP-12, FP-13)
    card = rules.parse_french_card(c.cards[0]) if up else (before.pile[place - 1] if hidden_ok else None)
    if isinstance(action, DrawTop):
        said = words.DRAWS_TOP if up else words.DRAWS_TOP_DOWN
        return Line(said(player=seat, card=card).text(reader), c.clause)
    said = words.DRAWS_NTH if up else words.DRAWS_NTH_DOWN
    return Line(said(player=seat, number=c.value, card=card).text(reader), c.clause)


def _discard_line(before: State, action: FrederikAction, act: Any, c: Consequence, seat: Seat,
                  reader: Reader) -> Line:
    """Cards going under the pile: a pair or triple thrown away, a failed or cancelled action's card, or a
    discard action done."""
    cards = [rules.parse_french_card(x) for x in c.cards]
    if isinstance(action, Redraw):
        said = words.PUTS_PAIR_UNDER if len(action.cards) == 2 else words.PUTS_TRIPLE_UNDER
        return Line(said(player=seat, cards=cards).text(reader), c.clause)
    if isinstance(action, Protect):
        return Line(words.FAILED_CARD_UNDER(owner=seat, card=cards[0]).text(reader), c.clause)
    if isinstance(action, Interrupt):
        return Line(words.CANCELLED_CARD_UNDER(owner=seat, card=cards[0], target=act.target).text(reader), c.clause)
    owner = Seat(before.owner_of(act.target))
    return Line(words.DISCARDS(player=seat, owner=owner, card=act.card, target=act.target).text(reader), c.clause)


# --- what the player to move is asked ------------------------------------------------------------------

def prompt(state: State, reader: Reader) -> str:
    """What the seat to move is asked to do, said to them."""
    if state.is_terminal():
        return ""
    if state.phase == "draw":
        if state.step == "keep":
            said = words.PROMPT_KEEP_OR_ALL if Keep(None) in state.legal_actions() else words.PROMPT_KEEP
            return said().text(reader)
        if state.step == "bottom":
            return words.PROMPT_BOTTOM(n=len(state.drawn)).text(reader)
        return words.PROMPT_FACE().text(reader)
    pending = state.pending
    if pending is None:
        said = words.PROMPT_BATTLE if state.pile else words.PROMPT_BATTLE_NO_PILE
        return said(round=state.round).text(reader)
    act = pending.action
    can = any(not isinstance(a, Pass) for a in state.legal_actions())
    actor, noun = Seat(pending.seat), action_noun(act)
    if pending.window == "response":
        assert isinstance(act, Targeted)             # only a targeted action can be protected against
        said = words.PROMPT_PROTECT if can else words.PROMPT_PROTECT_NONE
        return said(actor=actor, action=noun, target=act.target).text(reader)
    if can:
        suit = matching_word(state.options) if isinstance(act, Force) else words.SUIT_WORD
        return words.PROMPT_INTERRUPT(actor=actor, action=noun, card=act.card, suit=suit).text(reader)
    return words.PROMPT_INTERRUPT_NONE(actor=actor, action=noun, card=act.card).text(reader)


# --- the moves named -------------------------------------------------------------------------------------

def move_words(state: State, action: FrederikAction, reader: Reader) -> str:
    """A legal action of ``state`` in words, for the list of moves (a drawn or face-down card is named only
    to the player who holds it)."""
    seat = state.current_player
    assert seat is not None, "the moves of a game that waits on a seat"
    seen = sees_hidden(reader, seat)
    if isinstance(action, Keep):
        if action.position is None:
            return words.MOVE_KEEP_ALL().text(reader)
        if seen:
            return words.MOVE_KEEP(card=state.drawn[action.position - 1]).text(reader)
        return words.MOVE_KEEP_UNSEEN(number=action.position).text(reader)
    if isinstance(action, Bottom):
        if seen:
            return words.MOVE_BOTTOM(card=state.drawn[action.position - 1]).text(reader)
        return words.MOVE_BOTTOM_UNSEEN(number=action.position).text(reader)
    if isinstance(action, Leave):
        if action.position is None:
            return words.MOVE_ALL_UP().text(reader)
        if seen:
            return words.MOVE_LEAVE(card=state.face_down(seat)[action.position - 1]).text(reader)
        return words.MOVE_LEAVE_UNSEEN().text(reader)
    if isinstance(action, Pass):
        pending = state.pending
        if pending is None:
            return words.MOVE_PASS().text(reader)
        said = words.MOVE_NO_PROTECT if pending.window == "response" else words.MOVE_NO_INTERRUPT
        return said().text(reader)
    if isinstance(action, Redraw):
        draw = judge.REDRAW_SIZES[len(action.cards)][1]
        said = words.MOVE_PAIR if len(action.cards) == 2 else words.MOVE_TRIPLE
        return said(cards=list(action.cards), n=min(draw, len(state.pile))).text(reader)
    if isinstance(action, DrawTop):
        return words.MOVE_TOP().text(reader)
    if isinstance(action, DrawNth):
        return words.MOVE_NTH(number=action.n).text(reader)
    if isinstance(action, Hide):
        return words.MOVE_HIDE(card=action.card).text(reader)
    if isinstance(action, Force):
        return words.MOVE_FORCE(card=action.card, owner=Seat(action.seat), position=action.position,
                                count=len(state.face_down(action.seat))).text(reader)
    if isinstance(action, Targeted):
        owner = Seat(state.owner_of(action.target))
        if action.verb == "swap":
            return words.MOVE_SWAP(card=action.card, owner=owner, target=action.target).text(reader)
        if action.verb == "discard":
            return words.MOVE_DISCARD(card=action.card, owner=owner, target=action.target).text(reader)
        return words.MOVE_STEAL(card=action.card, owner=owner, target=action.target,
                                helpers=list(action.helpers)).text(reader)
    if isinstance(action, Protect):
        assert state.pending is not None and isinstance(state.pending.action, Targeted)
        return words.MOVE_PROTECT(target=state.pending.action.target, card=action.card).text(reader)
    if isinstance(action, Interrupt):
        return words.MOVE_INTERRUPT(card=action.card).text(reader)
    return words.NOT_AN_ACTION(action=str(action)).text(reader)


def verb_words(state: State, kind: str, card: FrenchCard, target: FrenchCard, reader: Reader) -> str:
    """A swap, discard or steal of ``card`` against ``target`` in words, with why the rules allow it: the
    comparison of the two cards and the target being the highest or lowest of its suit on show (FP-16..FP-23,
    FP-31); a steal says how many matching cards follow (FP-A13)."""
    options = state.options
    need = judge.steal_need(kind, card, target, options) if verb_of(kind) == "steal" else 1
    return words.CHOICE_VERBS[kind](card=card, target=target, suit=suit_word(target, options), n=need).text(reader)


def best_now(state: State, seat: int, reader: Reader) -> str:
    """``seat``'s best hand if the game ended now, from what that seat sees (FP-4)."""
    from .hints import hand_now

    rank, cards = hand_now(state, seat)
    if not cards:
        return ""
    return words.BEST_NOW(hand=hand_words(rank), cards=list(cards)).text(reader)


__all__ = ["describe", "prompt", "move_words", "verb_words", "hand_words", "declared", "suit_word",
           "matching_word", "best_now", "action_noun", "sees_hidden"]
