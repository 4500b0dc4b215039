"""Moving a Machiavelli match on: :func:`apply` computes the state after an action the judge has accepted (or one
taken from ``legal_actions()``) and says what followed in its event: the cards laid and every change of the
table group by group (MA-9, MA-10, MA-13), the draw (MA-14), a failed operation with its restoring and its
penalty (MA-15, MA-A6), the close and the hand's settlement (MA-16, MA-A5), the next deal or the match's end
(MA-17, MA-A10).

>>> from engine.machiavelli import position
>>> state = position(["6C 9H 9S 9D KH", None], "3C 4C 5C")
>>> [c.kind for c in state.apply("play 3C 4C 5C 6C | 9S 9H 9D").last_event.consequences]
['laid', 'added', 'new_group']
"""
from __future__ import annotations

from bisect import insort
from collections import Counter
from typing import TYPE_CHECKING, Iterable, cast

from ..cards import FrenchCard
from ..core import Consequence, Event, consequence, event
from ..errors import IllegalAction
from . import judge, setup
from .actions import Draw, MachiavelliAction, Play
from .rules import PACK, arrange, by_rank, hand_order, interned, settle_hand, sort_hand
from .solver import find_partition
from .state import HandRecord

if TYPE_CHECKING:
    from .state import State


_TEXT = {(c.rank, c.suit): str(c) for c in PACK}


def _texts(meld: Iterable[FrenchCard]) -> tuple[str, ...]:
    """A group's cards in notation (as an event names them)."""
    return tuple([_TEXT[c.rank, c.suit] for c in meld])


def _words(meld: Iterable[FrenchCard]) -> str:
    return " ".join(_texts(meld))


def _groups(table: tuple) -> tuple[str, ...]:
    return tuple(_words(m) for m in table)


_DRAWN: dict[int, Event] = {}


def _draw_event(seat: int) -> Event:
    """The event of a plain draw, the same object each time for one seat."""
    done = _DRAWN.get(seat)
    if done is None:
        done = _DRAWN[seat] = event(seat, "draw", (consequence("draw", "MA-14", seat, 1),))
    return done


def apply(state: State, action: MachiavelliAction) -> State:
    """The state after ``action``, which the judge accepts: a draw, a valid play, or a failed operation."""
    seat = state.to_move
    if type(action) is Draw:
        return _draw_turn(state, seat, state.table, _draw_event(seat).consequences, "draw")
    assert isinstance(action, Play)
    if action._base is state.table:  # built by legal_actions on this very table: valid, laid known
        laid = action._laid
        table = action.table
        changes = _listed_changes(seat, action)
    else:
        fault = judge.table_fault(state, action)
        if fault:
            return _failed(state, seat, action, fault)
        table = tuple(interned(arrange(m)) for m in action.table)  # kept in reading order
        laid = tuple(judge.laid_counts(state, action).elements())
        changes = _table_changes(seat, state.table, table)
    notation = str(action)
    if not laid:
        said = (consequence("rearranged", "MA-A8", seat), *changes, *_draw_event(seat).consequences)
        return _draw_turn(state, seat, table, said, notation)
    hand = list(state.hands[seat])
    for card in laid:
        hand.remove(card)
    hands = state.hands[:seat] + (tuple(hand),) + state.hands[seat + 1:]
    if len(laid) > 1:
        laid = tuple(sorted(laid, key=judge.rank_order))
    shown = _texts(laid)
    if hand:
        said = (consequence("laid", "MA-13", seat, len(laid), shown), *changes)
        after = state.evolve(hands=hands, table=table, passes=0, opening=False, to_move=(seat + 1) % state.players,
                             last_event=event(seat, notation, said))
        if table is action.table:
            after._cache["words"] = action.words()
        return after
    said = (consequence("laid", "MA-13", seat, len(laid), shown), *changes, consequence("close", "MA-16", seat))
    return _end_hand(state.evolve(hands=hands, table=table, passes=0, opening=False), seat, seat, notation, said)


def _draw_turn(state: State, seat: int, table: tuple, said: tuple, notation: str) -> State:
    """MA-14 (with MA-A5 when the tallone is empty)."""
    stock = state.stock
    if stock:
        hand = list(state.hands[seat])
        insort(hand, stock[0], key=hand_order)
        hands = state.hands[:seat] + (tuple(hand),) + state.hands[seat + 1:]
        passes = 1 if len(stock) == 1 and state.options.stock_exhausted == "pass_until_all_pass" else 0
        done = _draw_event(seat) if notation == "draw" else event(seat, notation, said)
        after = state.evolve(hands=hands, stock=stock[1:], table=table, opening=False, passes=passes,
                             to_move=(seat + 1) % state.players, last_event=done)
        if table is state.table and "words" in state._cache:
            after._cache["words"] = state._cache["words"]
        return after
    said = said[:-1]  # nothing to take
    state = state.evolve(table=table, opening=False)
    if state.options.stock_exhausted == "end_hand":
        said += (consequence("empty_tallone", "MA-A5", seat),)
        return _end_hand(state, seat, None, notation, said)
    return _pass(state, seat, notation, said + (consequence("pass", "MA-A5", seat),))


def _pass(state: State, seat: int, notation: str, said: tuple) -> State:
    passes = state.passes + 1
    if passes >= state.players:
        return _end_hand(state.evolve(passes=passes), seat, None, notation, said)
    return state.evolve(passes=passes, to_move=(seat + 1) % state.players, last_event=event(seat, notation, said))


def _failed(state: State, seat: int, play: Play, fault: IllegalAction) -> State:
    """MA-15 as ruled in MA-A6: restore, then take the penalty cards; the turn ends.

    A failed operation never closes (ruling of the book): if it leaves the player with no card (the
    laid cards stayed under ``table_only`` and the tallone had none to give), the hand ends with
    nobody closing, under every variant.
    """
    notation = str(play)
    where, faulty = judge.fault_cards(state, play)
    said = [consequence("refused", fault.clause, seat, where, _texts(faulty))]
    table, hand = state.table, state.hands[seat]
    if state.options.failed_operation_restore == "table_only":
        laid = judge.laid_counts(state, play)
        rebuilt = find_partition(state.table_cards() + tuple(laid.elements()), state.allow_both_aces) \
            if laid else None
        if rebuilt is not None:
            table = tuple(interned(arrange(m)) for m in rebuilt)   # reading order, as a load reads it
            hand = sort_hand((Counter(hand) - laid).elements())
            said.append(consequence("restored", "MA-A6", seat, cards=_texts(by_rank(laid.elements()))))
        else:
            said.append(consequence("restored", "MA-A6", seat))
    else:
        said.append(consequence("restored", "MA-A6", seat))
    owed = state.options.failed_operation_penalty
    taken = state.stock[:owed]
    hands = state.hands[:seat] + (sort_hand(hand + taken),) + state.hands[seat + 1:]
    said.append(consequence("penalty", "MA-15", seat, len(taken)))
    state = state.evolve(hands=hands, table=table, stock=state.stock[owed:], opening=False)
    if not hands[seat]:
        return _end_hand(state, seat, None, notation, tuple(said), at=seat)
    if len(taken) < owed and state.options.stock_exhausted == "end_hand":
        return _end_hand(state, seat, None, notation, tuple(said))
    if not state.stock and state.options.stock_exhausted == "pass_until_all_pass":
        return _pass(state, seat, notation, tuple(said))
    return state.evolve(to_move=(seat + 1) % state.players, passes=0, last_event=event(seat, notation, tuple(said)))


def _end_hand(state: State, seat: int, closer: int | None, notation: str, said: tuple,
              at: int | None = None) -> State:
    """MA-16, MA-17, MA-A3, MA-A5, MA-A10: settle this hand; deal the next or end the match. The hand's end
    names the closer, or (``at``) the player left without cards by a failed operation; its ``cards`` are
    the final table's groups."""
    left = tuple(len(h) for h in state.hands)
    points = tuple(settle_hand(left, closer, state.options.stake_per_card))
    record = HandRecord(state.dealer, closer, left, points, state.table)
    scores = tuple(s + p for s, p in zip(state.scores, points))
    news = list(said)
    news.append(consequence("hand_over", "MA-16" if closer is not None else "MA-A5",
                            closer if closer is not None else at, state.hand_index + 1, _groups(state.table)))
    news += [consequence("hand_score", "MA-16", s, p, params=(("left", n),))
             for s, (n, p) in enumerate(zip(left, points))]
    state = state.evolve(scores=scores, history=state.history + (record,), passes=0)
    if len(state.history) >= state.options.hands_per_match:
        news.append(consequence("match_over", "MA-17", value=len(state.history)))
        news += [consequence("winner", "MA-A10", w, scores[w]) for w, v in enumerate(scores) if v == max(scores)]
        return state.evolve(phase="over", last_event=event(seat, notation, tuple(news)))
    return setup.deal(state.evolve(hand_index=state.hand_index + 1), seat, notation, tuple(news))


def _listed_changes(seat: int, play: Play) -> tuple[Consequence, ...]:
    """The changes of a play listed by ``legal_actions`` (see :func:`_table_changes`), from how it was built:
    a new combination from the hand, or one card added to (or splitting) one group."""
    base: tuple = cast(tuple, play._base)
    i, j = cast(tuple, play._cut)
    was = _texts(base[i]) if i < len(base) else ()
    made = play.table[i:len(play.table) - (len(base) - j)]
    if i == j:
        laid = _words(made[0])
        return (consequence("new_group", "MA-9", seat, len(made[0]), tuple(laid.split(" "))),)
    first = cast(tuple, play._laid)[0]
    card = _TEXT[first.rank, first.suit]
    if len(made) == 1:
        return (consequence("added", "MA-9", seat, i, (card,), (("group", was),)),)
    # a duplicate of a middle card splits the run in two: which part stays and which is taken is told as
    # for any play (the larger share of the run stays), so the event is the same however the play was made
    return _table_changes(seat, base, play.table)


def _in_order(group: tuple, cards: Counter) -> tuple[str, ...]:
    """The cards of ``cards`` in the order ``group`` holds them, as text."""
    left = Counter(cards)
    out = []
    for c in group:
        if left[c] > 0:
            left[c] -= 1
            out.append(_TEXT[c.rank, c.suit])
    return tuple(out)


def _table_changes(seat: int, before: tuple, after: tuple, offset: int = 0) -> tuple[Consequence, ...]:
    """What a valid play did to the table, group by group, as consequences in the order of the new table:

    - ``taken``: ``cards`` left the group at position ``value`` (from 0) of the table as the turn began (its
      cards then are the parameter ``group``), for the group told next;
    - ``added``: ``cards`` (taken ones or from the hand) joined the group at position ``value`` of the table
      as the turn began (its cards then: ``group``), which stays on the table with them;
    - ``new_group``: the new combination ``cards``, of which ``value`` came from the hand (when that is all
      of them, it was laid as it is).

    Each group of the table as it was continues as the new group holding most of its cards (a group that
    only lost cards is told by the ``taken`` lines of the cards it lost). With two decks a card may have
    come from more than one place; any of them is as true, and a card taken from a group is preferred
    to one from the hand.
    """
    unmatched = Counter(after)
    changed = []                          # of two identical groups, the first is the one that changed (as listed)
    for i in reversed(range(len(before))):
        if unmatched[before[i]] > 0:
            unmatched[before[i]] -= 1
        else:
            changed.append(i)
    old = [(i + offset, before[i]) for i in sorted(changed)]      # (position, group) of the groups that changed
    new = []
    for group in after:
        if unmatched[group] > 0:
            unmatched[group] -= 1
            new.append(group)
    old_cards = [Counter(group) for _, group in old]
    new_cards = [Counter(group) for group in new]
    shares = sorted((-sum((o & n).values()), a, b) for a, o in enumerate(old_cards) for b, n in enumerate(new_cards))
    home: dict[int, int] = {}              # new group -> the old group it continues
    for share, a, b in shares:
        if share < 0 and b not in home and a not in home.values():
            home[b] = a
    supply = [Counter(c) for c in old_cards]
    needs = []
    for b, cards_ in enumerate(new_cards):
        need = Counter(cards_)
        if b in home:
            kept = need & supply[home[b]]
            supply[home[b]] -= kept
            need -= kept
        needs.append(need)
    out = []
    for b, group in enumerate(new):
        need = needs[b]
        came: Counter[FrenchCard] = Counter()
        for a in sorted(range(len(old)), key=lambda a: -sum((supply[a] & need).values())):
            take = supply[a] & need
            if take:
                supply[a] -= take
                need -= take
                came += take
                shown = _in_order(old[a][1], take)
                out.append(consequence("taken", "MA-10", seat, old[a][0], shown, (("group", _texts(old[a][1])),)))
        if b in home:
            added = came + need              # taken from other groups, then laid from the hand
            if added:
                shown = _in_order(group, added)
                where, was = old[home[b]]
                out.append(consequence("added", "MA-9", seat, where, shown, (("group", _texts(was)),)))
        else:
            shown = _in_order(group, new_cards[b])
            hand = sum(need.values())
            out.append(consequence("new_group", "MA-9" if hand == len(group) else "MA-10", seat, hand, shown))
    return tuple(out)


__all__ = ["apply"]
