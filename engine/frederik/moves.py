"""The move list of come-quando-frederik-piange: :func:`legal_actions` builds every legal action of the
seat the engine waits on, asking :mod:`.judge` for each condition its ``check_action`` also asks, so the list
holds exactly what the judge accepts.

Action objects are shared between states (a battle turn lists hundreds): the draw-phase choices are
positions, and each targeted action is built once per cards named.

>>> from engine.frederik import position
>>> state = position([["9D", "8H", "3S"], ["8S", "4S"]])
>>> [str(a) for a in legal_actions(state) if str(a).startswith("steal")]
['steal_high 9♦ 8♠ with 3♠ 8♥']
"""
from __future__ import annotations

from itertools import combinations, permutations
from typing import Any

from ..cards import FrenchCard
from ..core import remember
from . import judge, rules
from .rules import ColourMeaning
from .actions import (
    TARGETED_KINDS, Bottom, DrawNth, DrawTop, Force, Hide, Interrupt, Keep, Leave, Pass, Protect, Redraw, Targeted,
    mode_of, verb_of,
)
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State

_PASS, _DRAW_TOP, _KEEP_ALL, _ALL_UP = Pass(), DrawTop(), Keep(None), Leave(None)
# draw-phase choices are positions: the same few objects serve every state (labels show the cards)
_KEEPS = [Keep(i) for i in range(1, rules.DRAW_COUNT + 1)]
_BOTTOMS = [Bottom(i) for i in range(1, rules.DRAW_COUNT + 1)]
_LEAVES = [Leave(i) for i in range(1, 60)]

_SUIT_INDEX = {"S": 0, "C": 1, "D": 2, "H": 3}
_MODE_BITS = {"high": 1, "low": 2, "equal": 4}
_VERB_MODE = {kind: (verb_of(kind), mode_of(kind)) for kind in TARGETED_KINDS}
_CACHE_LIMIT = 200_000
_TARGETED: dict = {}
# Memos of the conditions' answers (the conditions are pure, so an answer never changes), per options:
_PAIRS: dict = {}       # (acting card, target) -> per mode: (its bit, swaps and discards, steal kinds)
_STEALS: dict = {}      # (kind, acting card, target, the matching cards held) -> the steals
_OPEN: dict = {}        # (an owner's face-up cards, colour_means) -> each with the modes that may aim at it


def card_id(card: FrenchCard) -> int:
    return card.rank * 4 + _SUIT_INDEX[card.suit]


def _remember(memo: dict, key: object, value: Any) -> Any:
    return remember(memo, key, value, _CACHE_LIMIT)


def targeted(kind: str, card: FrenchCard, target: FrenchCard, helpers: tuple = ()) -> Targeted:
    """One shared object per targeted action (a battle turn builds many)."""
    key = (kind, card.rank * 4 + _SUIT_INDEX[card.suit], target.rank * 4 + _SUIT_INDEX[target.suit])
    if helpers:
        key += tuple(h.rank * 4 + _SUIT_INDEX[h.suit] for h in helpers)
    action = _TARGETED.get(key)
    if action is None:
        action = _remember(_TARGETED, key, Targeted(kind, card, target, helpers))
    return action


def _open(ups: list, order: tuple, colour_means: ColourMeaning) -> list:
    """Each of an owner's face-up cards ``ups`` (``order``: their ids in table order), its id, and the
    modes of action that may aim at it (:func:`judge.open_modes`), as bits. Keyed by the cards in
    their order, not by the set of them: the answer keeps the table's order, so the legal actions' order
    never depends on the games played before in the same process (seeded bots and shared links count on it)."""
    key = (order, colour_means)
    found = _OPEN.get(key)
    if found is None:
        found = _remember(_OPEN, key, [(t, card_id(t), sum(_MODE_BITS[m] for m in judge.open_modes(t, ups, colour_means)))
                                       for t in ups])
    return found


def _pair(card: FrenchCard, target: FrenchCard, options: Any) -> tuple:
    """What ``card`` may do to ``target`` by their numbers and suits (:func:`judge.comparison_problem`),
    grouped by mode (as its bit): the swaps and discards as actions, the steal kinds with the number of
    matching cards each names (:func:`judge.steal_need`)."""
    groups: dict = {}
    problem = judge.comparison_problem
    for kind, (verb, mode) in _VERB_MODE.items():
        if problem(kind, card, target, options) is None:
            plain, steals = groups.setdefault(_MODE_BITS[mode], ([], []))
            if verb == "steal":
                steals.append((kind, judge.steal_need(kind, card, target, options)))
            else:
                plain.append(targeted(kind, card, target))
    return tuple((bit, tuple(plain), tuple(steals)) for bit, (plain, steals) in groups.items())


def _steals(kind: str, card: FrenchCard, target: FrenchCard, matching: list, need: int) -> tuple:
    """Every steal of ``kind`` naming ``need`` cards of :func:`judge.steal_pool`: ``matching``
    (:func:`judge.matching_cards`) less the thrown card."""
    pool = [h for h in matching if h is not card]      # both taken from the same hand: identity is equality
    return tuple(targeted(kind, card, target, combo) for combo in combinations(pool, need))


def legal_actions(state: State) -> list:
    """Every legal action of ``state.current_player`` (none once the game is over)."""
    if state.phase == "over":
        return []
    if state.phase == "draw":
        return _draw_actions(state)
    pending = state.pending
    if pending is not None:
        options = state.options
        if pending.window == "response":
            action = pending.action
            assert isinstance(action, Targeted)          # only a targeted action can be protected against
            return [Protect(c) for c in state.face_down(pending.owner)
                    if judge.protect_error(c, action.target, action.mode, options) is None] + [_PASS]
        seat, locked, cm = pending.queue[0], state.locked_card(pending.action), options.colour_means
        return [Interrupt(c) for c, _ in state.seats[seat]
                if judge.interrupt_fits(pending.action, c, locked, cm)] + [_PASS]
    return _battle_actions(state, state.to_move)


def candidate_actions(state: State) -> list:
    """The legal actions, with the draw-phase choices carrying their card for the drawer's buttons
    (``keep 2`` shows as the card it keeps); the notation stays the position."""
    if state.phase != "draw":
        return state.legal_actions()
    seat = state.to_move
    if state.step == "keep":
        return [Keep(i + 1, c) for i, c in enumerate(state.drawn)] + state.legal_actions()[len(state.drawn):]
    if state.step == "bottom":
        return [Bottom(i + 1, c) for i, c in enumerate(state.drawn)]
    return [Leave(i + 1, c) for i, c in enumerate(state.face_down(seat))] + [_ALL_UP]


def expressible_actions(state: State) -> list:
    """Every action the notation can say now, legal or not, built from the table's cards and counts
    without the rules, for the judge to split: every draw-phase position one past the ends, every
    draw N up to one past the pile, every pair and triple (and one and four cards) of one's own cards,
    every hide, protect and interrupt of any card at the table or the top of the pile, every force
    from one's cards at every seat and place (and one past), and every swap, discard and steal of
    any of one's cards (and one not one's own) at any card at the table, a steal naming every set of
    up to three of one's own cards, one of four, and sets holding a card that is not one's own."""
    out: list = [_PASS, _KEEP_ALL, _ALL_UP]
    for i in range(0, rules.DRAW_COUNT + 2):
        out += [Keep(i), Bottom(i)]
    out += [Leave(i) for i in range(0, max(len(state.seats[s]) for s in range(state.players)) + 2)]
    if state.phase != "battle":
        return out
    n = state.players
    seat = state.current_player
    assert seat is not None                          # the battle is not over
    mine = state.cards_of(seat)
    at_table = [c for s in range(n) for c in state.cards_of(s)]
    outsider = [c for c in rules.DECK if c not in mine][:1]       # a card that is not one's own
    out.append(_DRAW_TOP)
    out += [DrawNth(k) for k in range(0, len(state.pile) + 2)]
    for size in range(1, 5):
        for group in combinations(mine, size):
            # every order of cards of one number; cards of mixed numbers in one order is enough
            out += map(Redraw, permutations(group)) if len({c.rank for c in group}) == 1 else [Redraw(group)]
    for card in at_table + list(state.pile[:1]):
        out += [Hide(card), Protect(card), Interrupt(card)]
    most_hidden = max(len(state.face_down(s)) for s in range(n))
    for card in mine + list(state.pile[:1]):
        out += [Force(card, other, place) for other in range(-1, n + 1) for place in range(0, most_hidden + 2)]
    helper_sets = [()] + [combo for size in (1, 2, 3) for combo in combinations(mine, size)]
    helper_sets += [tuple(mine[:4])] + [tuple(outsider) + tuple(mine[:k]) for k in (0, 1, 2)]
    targets = at_table + list(state.pile[:1])
    for kind in TARGETED_KINDS:
        steal = verb_of(kind) == "steal"
        for card in mine + outsider:
            for target in targets:
                if steal:
                    out += [Targeted(kind, card, target, helpers) for helpers in helper_sets]
                else:
                    out.append(Targeted(kind, card, target))
                    out += [Targeted(kind, card, target, (h,)) for h in mine[-1:]]
    return out


def _draw_actions(state: State) -> list:
    if state.step == "keep":
        actions = _KEEPS[:len(state.drawn)]
        if state.turn < state.players and state.options.allow_all_face_down_opening:     # FP-8, FP-A11
            actions.append(_KEEP_ALL)
        return actions
    if state.step == "bottom":
        return _BOTTOMS[:len(state.drawn)]
    downs = sum(1 for _, up in state.seats[state.to_move] if not up)
    return _LEAVES[:downs] + [_ALL_UP]


def _battle_actions(state: State, seat: int) -> list:
    actions: list = [_PASS]
    slots = state.seats[seat]
    mine = [c for c, _ in slots]
    if state.pile:
        actions.append(_DRAW_TOP)
        actions += [DrawNth(n) for n in sorted(state.reachable(seat))]
    by_rank: dict[int, list] = {}
    for c in mine:
        by_rank.setdefault(c.rank, []).append(c)
    for group in by_rank.values():
        for size in judge.REDRAW_SIZES:
            if len(group) >= size:
                for combo in combinations(group, size):
                    actions += [Redraw(p) for p in permutations(combo)]
    actions += [Hide(c) for c, up in slots if up]
    downs = [c for c, up in slots if not up]
    if downs:
        for other in range(state.players):
            if other != seat:
                hidden = sum(1 for _, up in state.seats[other] if not up)
                actions += [Force(c, other, p) for c in downs for p in range(1, hidden + 1)]
    actions += targeted_actions(state, seat, mine)
    return actions


def targeted_actions(state: State, seat: int, mine: list) -> list:
    """Every swap, discard and steal of ``seat``: each acting card of its own against each face-up card
    of another player that the numbers and suits allow (FP-16..FP-23), which no face-up card of its
    owner protects (FP-31), a steal with every set of matching cards it may name (FP-A13)."""
    options = state.options
    cm = options.colour_means
    pairs = _PAIRS.get(options)
    if pairs is None:
        pairs = _PAIRS[options] = {}
        _STEALS[options] = {}
    steals = _STEALS[options]
    mine_ids = [(c, (c.rank * 4 + _SUIT_INDEX[c.suit]) * 64) for c in mine]
    out = []
    for owner in range(state.players):
        if owner == seat:
            continue
        ups = [c for c, up in state.seats[owner] if up]
        if not ups:
            continue
        for target, tid, open_bits in _open(ups, tuple(c.rank * 4 + _SUIT_INDEX[c.suit] for c in ups), cm):
            matching = None
            for card, cid in mine_ids:
                groups = pairs.get(cid + tid)
                if groups is None:
                    groups = _remember(pairs, cid + tid, _pair(card, target, options))
                for mode_bit, plain, steal_kinds in groups:
                    if not mode_bit & open_bits:
                        continue                 # a face-up card of the owner shields the target (FP-31)
                    if plain:
                        out += plain
                    for kind, need in steal_kinds:
                        if matching is None:     # once per target
                            matching = judge.matching_cards(target, mine, options)
                            matching_key = tuple(h.rank * 4 + _SUIT_INDEX[h.suit] for h in matching)
                        if len(matching) < need:  # too few even counting the thrown card
                            continue
                        steal_key = (kind, cid + tid, matching_key)
                        found = steals.get(steal_key)
                        if found is None:
                            found = _remember(steals, steal_key, _steals(kind, card, target, matching, need))
                        if found:
                            out += found
    return out


__all__ = ["legal_actions", "candidate_actions", "expressible_actions", "targeted_actions", "targeted", "card_id"]
