"""A whole game of come-quando-frederik-piange as immutable states (FP-1..FP-31, rulings FP-A1..A27).

The engine waits on ONE seat at a time (``current_player``): the drawer or the battle player on
their turn, the target's owner while a protection may be revealed (FP-A4 step 2), then each seat in
turn, clockwise from the actor's left, while an interrupt may be played (FP-A4 step 3). Answers
come through the same ``legal_actions`` as turns; an answer never uses up the answerer's turn (FP-25).

>>> state = new_game(players=3, seed=1, first_player=0)
>>> state.phase, state.current_player, len(state.drawn), len(state.pile)
('draw', 0, 5, 47)
>>> state = state.apply("keep 2").apply("bottom 1").apply("bottom 1").apply("bottom 1")
>>> state.step, [str(a) for a in state.legal_actions()]
('face', ['leave 1', 'all up'])
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import combinations, permutations
from typing import ClassVar, Literal

from ..cards import FrenchCard
from ..core import Consequence, Event, GameState, Options, SeatView, check_seed, scaled_scores, seat_label, \
    winners_returns
from ..errors import IllegalAction, UnreadableAction
from . import rules
from .actions import (
    PROTECTABLE, Bottom, DrawNth, DrawTop, Force, Hide, Interrupt, Keep, Leave, Pass, Protect,
    Redraw, Targeted, parse_action,
)

Slot = tuple  # (FrenchCard, face_up: bool)


@dataclass(frozen=True)
class FrederikOptions(Options):
    """Variant options (RULINGS 6.1); the defaults are the rulings."""

    colour_means: Literal["suit", "red_black"] = "suit"                          # FP-A1
    interrupt_order: Literal["clockwise_from_actor"] = "clockwise_from_actor"    # FP-A4
    allow_counter_interrupts: Literal[False] = False                              # FP-A4
    nth_values: Literal["standard", "faces_count_10", "faces_excluded"] = "standard"  # FP-A5
    tie_policy: Literal["shared"] = "shared"                                      # FP-A6
    battle_draw_face: Literal["up", "down"] = "up"                               # FP-A9
    allow_all_face_down_opening: bool = True                                      # FP-A11
    low_steal_requires_same_suit: bool = False                                    # FP-A12
    steal_count_includes_used_card: bool = False                                  # FP-A13
    first_player: int | str = "random"                                            # FP-A17

    def validate(self):
        fp = self.first_player
        if isinstance(fp, str) and fp != "random" or isinstance(fp, int) and fp < 0:
            raise ValueError(f"option first_player={fp!r} is 'random' or a seat number (FP-A17)")


@dataclass(frozen=True)
class Pending:
    """A declared Force or targeted action waiting for its answers (FP-A4).

    ``window`` is ``"response"`` (the target's owner may protect) or ``"interrupt"``; ``queue`` lists
    the seats still to be asked in the interrupt window, the one asked now first.
    """

    seat: int
    action: object
    owner: int
    window: str
    queue: tuple[int, ...] = ()


_TARGETED_CACHE: dict = {}
_CACHE_LIMIT = 200_000


def _targeted(kind, card, target, helpers=()) -> Targeted:
    """One shared object per targeted action (legal_actions builds many on every battle turn)."""
    key = (kind, card.rank * 4 + _SUIT_INDEX[card.suit], target.rank * 4 + _SUIT_INDEX[target.suit]) + tuple(
        h.rank * 4 + _SUIT_INDEX[h.suit] for h in helpers)
    action = _TARGETED_CACHE.get(key)
    if action is None:
        if len(_TARGETED_CACHE) > _CACHE_LIMIT:       # a long session: start afresh rather than grow
            _TARGETED_CACHE.clear()
        action = _TARGETED_CACHE[key] = Targeted(kind, card, target, helpers)
    return action


_STEALS_CACHE: dict = {}
_PAIR_CACHE: dict = {}


def _pair_actions(card: FrenchCard, target: FrenchCard) -> tuple:
    """The swap and discard actions one card may aim at one target, by their numbers and suits."""
    if card.rank > target.rank:
        kinds = _HIGH_KINDS
    elif card.rank < target.rank:
        kinds = _LOW_KINDS if card.suit == target.suit else ()
    else:
        kinds = _EQUAL_KINDS
    return tuple(_targeted(kind, card, target) for kind in kinds)


def _card_id(card: FrenchCard) -> int:
    return card.rank * 4 + _SUIT_INDEX[card.suit]

_SAID: dict = {}


def _said(kind: str, text: str, clause: str, seat: int, value: int | None = None) -> Consequence:
    """A consequence with no card in it, built once and shared (the draw phase says these often)."""
    key = (kind, text, clause, seat, value)
    found = _SAID.get(key)
    if found is None:
        found = _SAID[key] = Consequence(kind, text, clause, seat=seat, value=value)
    return found
_SUIT_INDEX = {"S": 0, "C": 1, "D": 2, "H": 3}
_HIGH_KINDS = ("swap_high", "discard_high")
_LOW_KINDS = ("swap_low", "discard_low")
_EQUAL_KINDS = ("swap_equal", "discard_equal")


PHASES = ("draw", "battle", "over")
STEPS = ("keep", "bottom", "face")
_PASS, _DRAW_TOP, _KEEP_ALL, _ALL_UP = Pass(), DrawTop(), Keep(None), Leave(None)
# draw-phase choices are positions: the same few objects serve every state (labels show the cards)
_KEEPS = [Keep(i) for i in range(1, rules.DRAW_COUNT + 1)]
_BOTTOMS = [Bottom(i) for i in range(1, rules.DRAW_COUNT + 1)]
_LEAVES = [Leave(i) for i in range(1, 60)]


@dataclass(frozen=True)
class State(GameState):
    """One moment of a game. Build one with :func:`new_game`; move on with :meth:`apply`."""

    game_name: ClassVar[str] = "frederik"
    end_clause: ClassVar[str] = "FP-9"

    seed: int
    options: FrederikOptions
    players: int
    first_player: int
    phase: str                                    # "draw", "battle" or "over"
    turn: int                                     # turns begun in this phase (skipped draw turns count)
    seats: tuple                                  # per seat: ((card, face_up), ...) in table order
    pile: tuple                                   # the central pile, top first
    drawn: tuple = ()                             # draw phase: the drawer's cards in hand (FP-5)
    step: str = "keep"                            # draw phase: "keep", "bottom" or "face"
    all_down: tuple = ()                          # seats that kept all five face down (FP-8)
    pending: Pending | None = None
    last_event: Event | None = None
    _cache: dict = field(default_factory=dict, init=False, compare=False, repr=False, hash=False)

    # --- basic facts --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.players

    @property
    def turn_seat(self) -> int | None:
        """Whose turn it is in the phase (the actor while answers are asked)."""
        if self.phase == "over":
            return None
        return (self.first_player + self.turn) % self.players

    @property
    def round(self) -> int:
        """The round of the phase, from 1 (draw: 1-5, FP-5; battle: 1-2, FP-9)."""
        if self.phase == "over":
            return rules.BATTLE_ROUNDS
        return self.turn // self.players + 1

    @property
    def current_player(self) -> int | None:
        pending = self.pending
        if pending is not None:
            return pending.owner if pending.window == "response" else pending.queue[0]
        return self.turn_seat

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def turn_clause(self) -> str:
        if self.pending is not None:
            return "FP-A4"
        return {"draw": "FP-5", "battle": "FP-9"}.get(self.phase, "FP-9")

    def cards_of(self, seat: int) -> list[FrenchCard]:
        return [c for c, _ in self.seats[seat]]

    def face_up(self, seat: int) -> list[FrenchCard]:
        return [c for c, up in self.seats[seat] if up]

    def face_down(self, seat: int) -> list[FrenchCard]:
        return [c for c, up in self.seats[seat] if not up]

    def _where(self) -> dict:
        """Card -> (seat, face_up) for every card in front of a player (built once per state)."""
        where = self._cache.get("where")
        if where is None:
            where = self._cache["where"] = {c: (seat, up) for seat, slots in enumerate(self.seats)
                                            for c, up in slots}
        return where

    def owner_of(self, card: FrenchCard) -> int | None:
        """The seat holding ``card`` in front of it (face up or down), or ``None``."""
        found = self._where().get(card)
        return None if found is None else found[0]

    def is_face_up(self, card: FrenchCard) -> bool:
        found = self._where().get(card)
        return bool(found and found[1])

    def others_face_up(self, seat: int) -> list[FrenchCard]:
        """Every face-up card of the other players: the cards ``seat`` may borrow (FP-4)."""
        return [c for s, slots in enumerate(self.seats) if s != seat for c, up in slots if up]

    def reachable(self, seat: int) -> set[int]:
        """The N that ``seat`` may use for ``draw N`` now (FP-13, FP-A15)."""
        return {n for n in rules.reachable_sums(self.face_up(seat), self.options.nth_values) if n <= len(self.pile)}

    # --- legal actions --------------------------------------------------------------------------
    def parse_action(self, text):
        """The notation read by :func:`parse_action`; in the draw phase the drawer may also name a
        card instead of its position (``keep 7H``, ``bottom QS``, ``leave 2C``).

        >>> state = battle_position([["9C"], ["8D"]])
        >>> state.parse_action("swap_high 9c 8d")
        Targeted(kind='swap_high', card=FrenchCard('9♣'), target=FrenchCard('8♦'), helpers=())
        """
        if isinstance(text, str) and self.phase == "draw":
            words = text.split()
            if len(words) == 2 and words[0].lower() in ("keep", "bottom", "leave") and not words[1].isdigit() \
                    and words[1].lower() not in ("all", "up"):
                return self._by_card(words[0].lower(), words[1])
        return parse_action(text)

    def _by_card(self, verb: str, text: str):
        """A draw-phase choice named by its card, turned into the position the notation uses."""
        try:
            card = rules.parse_french_card(text)
        except ValueError as err:
            raise UnreadableAction("FP-1", f"{err}; the pile is one 52-card deck") from None
        if verb == "leave":
            among, clause, what = self.face_down(self.turn_seat), "FP-7", "your face-down cards"
        else:
            among, clause, what = list(self.drawn), "FP-5" if verb == "keep" else "FP-6", "the cards in your hand"
        if card not in among:
            raise UnreadableAction(clause, f"{card} is not among {what}: name one of them, or its position")
        cls = {"keep": Keep, "bottom": Bottom, "leave": Leave}[verb]
        return cls(among.index(card) + 1, card)

    def legal_actions(self) -> list:
        cached = self._cache.get("legal")
        if cached is None:
            cached = self._cache["legal"] = tuple(self._legal())
        return list(cached)

    def candidate_actions(self) -> list:
        """The legal actions, with the draw-phase choices carrying their card for the drawer's buttons
        (``keep 2`` shows as the card it keeps); the notation stays the position."""
        if self.phase != "draw":
            return self.legal_actions()
        seat = self.turn_seat
        if self.step == "keep":
            return [Keep(i + 1, c) for i, c in enumerate(self.drawn)] + self.legal_actions()[len(self.drawn):]
        if self.step == "bottom":
            return [Bottom(i + 1, c) for i, c in enumerate(self.drawn)]
        return [Leave(i + 1, c) for i, c in enumerate(self.face_down(seat))] + [_ALL_UP]

    def _legal(self) -> list:
        if self.phase == "over":
            return []
        if self.phase == "draw":
            seat = self.turn_seat
            if self.step == "keep":
                actions = _KEEPS[:len(self.drawn)]
                if self.turn < self.players and self.options.allow_all_face_down_opening:
                    actions.append(_KEEP_ALL)
                return actions
            if self.step == "bottom":
                return _BOTTOMS[:len(self.drawn)]
            return _LEAVES[:sum(1 for _, up in self.seats[seat] if not up)] + [_ALL_UP]
        pending = self.pending
        if pending is not None:
            if pending.window == "response":
                target = pending.action.target
                mode = pending.action.mode
                cm = self.options.colour_means
                return [Protect(c) for c in self.face_down(pending.owner) if rules.protects(c, target, mode, cm)] \
                    + [_PASS]
            seat = pending.queue[0]
            return [Interrupt(c) for c, _ in self.seats[seat] if self._interrupt_fits(pending, c)] + [_PASS]
        return self._battle_actions(self.turn_seat)

    def _battle_actions(self, seat: int) -> list:
        actions = [_PASS]
        slots = self.seats[seat]
        mine = [c for c, _ in slots]
        if self.pile:
            actions.append(_DRAW_TOP)
            actions += [DrawNth(n) for n in sorted(self.reachable(seat))]
        by_rank: dict[int, list] = {}
        for c in mine:
            by_rank.setdefault(c.rank, []).append(c)
        for group in by_rank.values():
            for size in (2, 3):
                if len(group) >= size:
                    for combo in combinations(group, size):
                        actions += [Redraw(p) for p in permutations(combo)]
        actions += [Hide(c) for c, up in slots if up]
        downs = [c for c, up in slots if not up]
        if downs:
            for other in range(self.players):
                if other != seat:
                    hidden = sum(1 for _, up in self.seats[other] if not up)
                    actions += [Force(c, other, p) for c in downs for p in range(1, hidden + 1)]
        actions += self._targeted_actions(seat, mine)
        return actions

    def _targeted_actions(self, seat: int, mine: list) -> list:
        opts = self.options
        red_black = opts.colour_means == "red_black"
        low_steal_same_suit = opts.low_steal_requires_same_suit
        cache = _PAIR_CACHE
        # keyed by the cards only: the options that change a steal's needs get their own cache
        steals = _STEALS_CACHE.setdefault((opts.steal_count_includes_used_card, opts.colour_means), {})
        out = []
        many = len(mine) >= 3          # a steal needs the acting card and at least two more
        mine_ids = [(c, c.rank, c.suit, c.rank * 4 + _SUIT_INDEX[c.suit]) for c in mine]
        for owner in range(self.players):
            if owner == seat:
                continue
            ups = [c for c, up in self.seats[owner] if up]
            if not ups:
                continue
            # the highest and lowest face-up card of each suit (or colour) of the owner (FP-A2, FP-A3)
            top: dict = {}
            bottom: dict = {}
            for c in ups:
                group = c.is_red if red_black else c.suit
                if c.rank > top.get(group, 0):
                    top[group] = c.rank
                if c.rank < bottom.get(group, 99):
                    bottom[group] = c.rank
            for target in ups:
                t_rank, t_suit = target.rank, target.suit
                group = target.is_red if red_black else t_suit
                highest = top[group] == t_rank
                lowest = bottom[group] == t_rank
                tid = t_rank * 4 + _SUIT_INDEX[t_suit]
                helpers = None
                for card, rank, suit, cid in mine_ids:
                    if rank > t_rank:
                        if not highest:
                            continue
                    elif rank < t_rank:
                        if not lowest or suit != t_suit and low_steal_same_suit:
                            continue
                    found = cache.get(cid * 64 + tid)
                    if found is None:
                        found = cache[cid * 64 + tid] = _pair_actions(card, target)
                    out += found
                    if rank != t_rank and many:
                        if helpers is None:
                            helpers = [c for c in mine if c.rank == t_rank or
                                       ((c.is_red == target.is_red) if red_black else c.suit == t_suit)]
                            helpers_key = tuple(_card_id(c) for c in helpers)
                        if len(helpers) >= 2:
                            kind = "steal_high" if rank > t_rank else "steal_low"
                            key = (kind, cid, tid, helpers_key)
                            found = steals.get(key)
                            if found is None:
                                if len(steals) > _CACHE_LIMIT:
                                    steals.clear()
                                found = steals[key] = self._steals(kind, card, target, helpers)
                            out += found
        return out

    def _steal_needs(self, kind: str, card: FrenchCard, target: FrenchCard) -> int:
        need = 2 if kind == "steal_high" else 3
        if self.options.steal_count_includes_used_card and rules.matches(target, card, self.options.colour_means):
            need -= 1
        return need

    def _steals(self, kind, card, target, helpers) -> list:
        need = self._steal_needs(kind, card, target)
        pool = [c for c in helpers if c is not card]
        if len(pool) < need:
            return []
        return tuple(_targeted(kind, card, target, combo) for combo in combinations(pool, need))

    def _locked(self, action) -> FrenchCard | None:
        """The card an action aims at: it cannot be used to interrupt that action (FP-A25)."""
        return self._force_target_card(action) if isinstance(action, Force) else action.target

    def _interrupt_fits(self, pending: Pending, card: FrenchCard) -> bool:
        action = pending.action
        if card == self._locked(action):
            return False
        if isinstance(action, Force):
            # FP-15 says "colore o numero" (FP-A1: colour means suit, unless the variant says otherwise)
            return rules.matches(action.card, card, self.options.colour_means)
        # FP-16..FP-23 say "numero o seme": the same number or the same suit
        return card.rank == action.card.rank or card.suit == action.card.suit

    def _force_target_card(self, action: Force) -> FrenchCard | None:
        downs = self.face_down(action.seat)
        return downs[action.position - 1] if 0 < action.position <= len(downs) else None

    # --- the judge ------------------------------------------------------------------------------
    def check_action(self, action) -> None:
        action = self.parse_action(action)
        if self.phase == "over":
            raise IllegalAction(self.end_clause, "the game is over: no action can follow the end")
        if self.phase == "draw":
            return self._check_draw(action)
        if self.pending is not None:
            return self._check_answer(action)
        seat = self.turn_seat
        if isinstance(action, (Keep, Bottom, Leave)):
            raise IllegalAction("FP-9", f"the draw phase is over: '{action}' is a draw-phase choice")
        if isinstance(action, (Protect, Interrupt)):
            raise IllegalAction("FP-A4", f"there is no action to answer: it is {seat_label(seat)}'s battle turn")
        if isinstance(action, Pass):
            return
        if isinstance(action, DrawTop):
            if not self.pile:
                raise IllegalAction("FP-A24", "the pile is empty: there is no top card to draw")
            return
        if isinstance(action, DrawNth):
            if not 1 <= action.n <= len(self.pile):
                raise IllegalAction("FP-A15", f"N must be from 1 to the {len(self.pile)} cards of the pile, not {action.n}")
            if action.n not in rules.reachable_sums(self.face_up(seat), self.options.nth_values):
                ups = " ".join(map(str, self.face_up(seat))) or "none"
                raise IllegalAction("FP-13", f"{action.n} is not a sum of your face-up cards' numbers "
                                             f"(face up: {ups})")
            return
        if isinstance(action, Redraw):
            return self._check_redraw(seat, action)
        if isinstance(action, Hide):
            if action.card not in self.cards_of(seat):
                raise IllegalAction("FP-14", f"{action.card} is not one of your cards")
            if not self.is_face_up(action.card):
                raise IllegalAction("FP-14", f"{action.card} is already face down")
            return
        if isinstance(action, Force):
            return self._check_force(seat, action)
        if isinstance(action, Targeted):
            return self._check_targeted(seat, action)
        raise IllegalAction("FP-9", f"{action!r} is not a come-quando-frederik-piange action")

    def _check_draw(self, action) -> None:
        seat = self.turn_seat
        if not isinstance(action, (Keep, Bottom, Leave)):
            raise IllegalAction("FP-5", f"the draw phase is on ({seat_label(seat)} is drawing): battle actions "
                                        "come after it")
        if self.step == "keep":
            if not isinstance(action, Keep):
                raise IllegalAction("FP-5", "first keep one of the five drawn cards face down ('keep N')")
            if action.position is None:
                if self.turn >= self.players:
                    raise IllegalAction("FP-A11", "all five cards may be kept face down only on your first draw turn")
                if not self.options.allow_all_face_down_opening:
                    raise IllegalAction("FP-A11", "this table plays without the all-face-down opening "
                                                  "(option allow_all_face_down_opening)")
            elif not 1 <= action.position <= len(self.drawn):
                raise IllegalAction("FP-5", f"you drew {len(self.drawn)} cards: keep one by its position 1-{len(self.drawn)}")
            return
        if self.step == "bottom":
            if not isinstance(action, Bottom):
                raise IllegalAction("FP-6", "put the other drawn cards at the bottom of the pile first ('bottom N')")
            if not 1 <= action.position <= len(self.drawn):
                raise IllegalAction("FP-6", f"{len(self.drawn)} drawn cards remain: choose one by its position "
                                            f"1-{len(self.drawn)}")
            return
        if not isinstance(action, Leave):
            raise IllegalAction("FP-7", "end your draw turn: 'leave N' keeps your N-th face-down card down and "
                                        "turns the rest up; 'all up' turns them all up")
        downs = len(self.face_down(seat))
        if action.position is not None and not 1 <= action.position <= downs:
            raise IllegalAction("FP-7", f"you have {downs} face-down card(s): name one 1-{downs}, or 'all up'")

    def _check_answer(self, action) -> None:
        pending = self.pending
        seat = self.current_player
        if pending.window == "response":
            if isinstance(action, Pass):
                return
            if not isinstance(action, Protect):
                raise IllegalAction("FP-A4", f"{seat_label(seat)} must first answer {seat_label(pending.seat)}'s "
                                             f"'{pending.action}': 'protect CARD' or 'pass'")
            card, target = action.card, pending.action.target
            if card not in self.face_down(seat):
                raise IllegalAction("FP-A3", f"{card} is not one of your face-down cards: only a face-down card "
                                             "is revealed to protect")
            if not rules.protects(card, target, pending.action.mode, self.options.colour_means):
                side = {"high": "higher", "low": "lower"}[pending.action.mode]
                raise IllegalAction("FP-A2", f"{card} does not protect {target}: against a {pending.action.mode} "
                                             f"action it takes a card of the same suit, {side} than the target")
            return
        if isinstance(action, Pass):
            return
        if not isinstance(action, Interrupt):
            raise IllegalAction("FP-A4", f"{seat_label(seat)} may interrupt {seat_label(pending.seat)}'s "
                                         f"'{pending.action}' or pass: 'interrupt CARD' or 'pass'")
        card = action.card
        if card not in self.cards_of(seat):
            raise IllegalAction("FP-24", f"{card} is not one of your cards")
        used = pending.action.card
        if card == self._locked(pending.action):
            raise IllegalAction("FP-A25", f"{card} is the target of the action: it cannot interrupt it")
        if not self._interrupt_fits(pending, card):
            what = "colour" if isinstance(pending.action, Force) and self.options.colour_means == "red_black" else "suit"
            raise IllegalAction("FP-24", f"{card} does not match {used}: an interrupt needs the same number or {what}")

    def _check_redraw(self, seat: int, action: Redraw) -> None:
        clause = "FP-10" if len(action.cards) == 2 else "FP-11"
        mine = self.cards_of(seat)
        for card in action.cards:
            if card not in mine:
                raise IllegalAction(clause, f"{card} is not one of your cards")
        if len(set(action.cards)) != len(action.cards):
            raise IllegalAction(clause, "name different cards")
        if len({c.rank for c in action.cards}) != 1:
            raise IllegalAction(clause, f"{' '.join(map(str, action.cards))} do not all have the same number")

    def _check_force(self, seat: int, action: Force) -> None:
        if action.card not in self.cards_of(seat):
            raise IllegalAction("FP-15", f"{action.card} is not one of your cards")
        if self.is_face_up(action.card):
            raise IllegalAction("FP-A18", f"{action.card} is already face up: you force with a face-down card")
        if not 0 <= action.seat < self.players or action.seat == seat:
            raise IllegalAction("FP-15", f"seat {action.seat} is not another player at this table")
        hidden = len(self.face_down(action.seat))
        if hidden == 0:
            raise IllegalAction("FP-A18", f"{seat_label(action.seat)} has no face-down card to turn up")
        if not 1 <= action.position <= hidden:
            raise IllegalAction("FP-A18", f"{seat_label(action.seat)} has {hidden} face-down card(s): "
                                          f"choose one 1-{hidden}")

    def _check_targeted(self, seat: int, action: Targeted) -> None:
        clause, card, target = action.clause, action.card, action.target
        cm = self.options.colour_means
        mine = self.cards_of(seat)
        if card not in mine:
            raise IllegalAction("FP-A22", f"{card} is not one of your cards")
        owner = self.owner_of(target)
        if owner == seat:
            raise IllegalAction("FP-A22", f"{target} is yours: the target is another player's face-up card")
        if owner is None or not self.is_face_up(target):
            # the same words whether the card is face down or in the pile: no hidden card is given away
            raise IllegalAction("FP-29", f"{target} is not a face-up card of another player: only face-up cards "
                                         "can be targeted")
        mode = action.mode
        if mode == "equal":
            if card.rank != target.rank:
                raise IllegalAction(clause, f"{card} and {target} do not have the same number")
        else:
            if card.rank == target.rank:
                raise IllegalAction("FP-A21", f"{card} and {target} have the same number: only the equal actions "
                                              "(swap_equal, discard_equal) use equal numbers")
            if mode == "high" and card.rank < target.rank:
                raise IllegalAction(clause, f"{card} is not higher than {target}")
            if mode == "low" and card.rank > target.rank:
                raise IllegalAction(clause, f"{card} is not lower than {target}")
            same_suit_needed = action.kind in ("swap_low", "discard_low") or (
                action.kind == "steal_low" and self.options.low_steal_requires_same_suit)
            if same_suit_needed and card.suit != target.suit:
                why = "FP-A12" if action.kind == "steal_low" else clause
                raise IllegalAction(why, f"{card} is not of the same suit as {target}")
            guard = next((c for c in self.face_up(owner) if rules.protects(c, target, mode, cm)), None)
            if guard is not None:
                which = "highest" if mode == "high" else "lowest"
                raise IllegalAction("FP-31", f"{target} is protected by {seat_label(owner)}'s face-up {guard}: "
                                             f"a {mode} action needs the {which} card of that suit its owner shows")
        if action.verb == "steal":
            need = self._steal_needs(action.kind, card, target)
            helpers = action.helpers
            if len(set(helpers)) != len(helpers) or card in helpers:
                raise IllegalAction("FP-A13", "the matching cards are other cards of yours, each named once")
            for h in helpers:
                if h not in mine:
                    raise IllegalAction("FP-A13", f"{h} is not one of your cards")
                if not rules.matches(target, h, cm):
                    raise IllegalAction(clause, f"{h} matches {target} in neither number nor suit")
            if len(helpers) != need:
                raise IllegalAction(clause, f"a {action.kind} needs {need} other card(s) of yours matching "
                                            f"{target} in number or suit, named after 'with'")
        elif action.helpers:
            raise IllegalAction(clause, "only a steal names matching cards after 'with'")

    # --- moving on ------------------------------------------------------------------------------
    def _apply(self, action) -> "State":
        if self.phase == "draw":
            return self._apply_draw(action)
        if self.pending is not None:
            return self._apply_answer(action)
        return self._apply_battle(action)

    def _with_seat(self, seats: tuple, seat: int, slots) -> tuple:
        return seats[:seat] + (tuple(slots),) + seats[seat + 1:]

    # draw phase ----------------------------------------------------------------------------------
    def _apply_draw(self, action) -> "State":
        seat = self.turn_seat
        out: list[Consequence] = []
        if isinstance(action, Keep):
            if action.position is None:
                slots = self.seats[seat] + tuple((c, False) for c in self.drawn)
                out.append(Consequence("keep", "{seat} keeps all five cards face down and waits for the battle.",
                                       "FP-8", seat=seat, value=5))
                return self._next_draw_turn(Event(seat, str(action), tuple(out)), out,
                                            seats=self._with_seat(self.seats, seat, slots),
                                            all_down=self.all_down[:seat] + (True,) + self.all_down[seat + 1:])
            kept = self.drawn[action.position - 1]
            rest = self.drawn[:action.position - 1] + self.drawn[action.position:]
            out.append(_said("keep", "{seat} keeps one drawn card face down.", "FP-5", seat))
            return self.evolve(seats=self._with_seat(self.seats, seat, self.seats[seat] + ((kept, False),)),
                               drawn=rest, step="bottom", last_event=Event(seat, str(action), tuple(out)))
        if isinstance(action, Bottom):
            card = self.drawn[action.position - 1]
            rest = self.drawn[:action.position - 1] + self.drawn[action.position:]
            pile = self.pile + (card,)
            out.append(_said("bottom", "{seat} puts a drawn card at the bottom of the pile.", "FP-6", seat))
            if len(rest) == 1:
                pile += rest
                rest = ()
                out.append(_said("bottom", "The last drawn card goes under it.", "FP-6", seat))
            return self.evolve(pile=pile, drawn=rest, step="face" if not rest else "bottom",
                               last_event=Event(seat, str(action), tuple(out)))
        # Leave: FP-7, at most one card stays face down
        downs = [c for c, up in self.seats[seat] if not up]
        stay = None if action.position is None else downs[action.position - 1]
        slots = tuple((c, up or c != stay) for c, up in self.seats[seat])
        turned = [c for c in downs if c != stay]
        if turned:
            out.append(Consequence("reveal", "{seat} turns " + " ".join(map(str, turned)) + " face up.", "FP-7",
                                   seat=seat, cards=tuple(map(str, turned))))
        if stay is not None:
            out.append(_said("face", "{seat} leaves one card face down.", "FP-7", seat, 1))
        return self._next_draw_turn(Event(seat, str(action), tuple(out)), out,
                                    seats=self._with_seat(self.seats, seat, slots))

    def _next_draw_turn(self, event: Event, out: list, **changes) -> "State":
        """Move to the next draw turn (skipping seats that kept all five down, FP-A11) or to the battle;
        ``changes`` are the finished turn's own changes, made in the same copy."""
        n = self.players
        turn = self.turn + 1
        all_down = changes.get("all_down", self.all_down)
        while turn < rules.DRAW_ROUNDS * n and all_down[(self.first_player + turn) % n]:
            out.append(_said("skip", "{seat} kept all five cards face down and skips this draw turn.", "FP-A11",
                             (self.first_player + turn) % n))
            turn += 1
        if turn >= rules.DRAW_ROUNDS * n:
            out.append(Consequence("phase", "The draw phase is over: the battle begins.", "FP-9",
                                   seat=self.first_player))
            return self.evolve(phase="battle", turn=0, drawn=(), step="keep",
                               last_event=Event(event.seat, event.action, tuple(out)), **changes)
        take = min(rules.DRAW_COUNT, len(self.pile))            # FP-A16 (never short with 52 cards)
        return self.evolve(turn=turn, drawn=self.pile[:take], pile=self.pile[take:], step="keep",
                           last_event=Event(event.seat, event.action, tuple(out)), **changes)

    # battle phase --------------------------------------------------------------------------------
    def _apply_battle(self, action) -> "State":
        seat = self.turn_seat
        if isinstance(action, Pass):
            return self._end_turn(Event(seat, "pass"))          # FP-A14: the notation says it all
        face_up = self.options.battle_draw_face == "up"
        if isinstance(action, (DrawTop, DrawNth)):
            index = 0 if isinstance(action, DrawTop) else action.n - 1
            card = self.pile[index]
            pile = self.pile[:index] + self.pile[index + 1:]
            slots = self.seats[seat] + ((card, face_up),)
            clause = "FP-12" if isinstance(action, DrawTop) else "FP-13"
            shown = (str(card),) if face_up else ()
            text = f"{{seat}} draws {card} face up." if face_up else "{seat} draws a card face down."
            out = (Consequence("draw", text, clause, seat=seat, value=index + 1, cards=shown),)
            return self.evolve(pile=pile, seats=self._with_seat(self.seats, seat, slots))._end_turn(
                Event(seat, str(action), out))
        if isinstance(action, Redraw):
            count = rules.PAIR_DRAW if len(action.cards) == 2 else rules.TRIPLE_DRAW
            clause = "FP-10" if len(action.cards) == 2 else "FP-11"
            take = min(count, len(self.pile))                    # FP-A16, FP-A24: draw first
            new = self.pile[:take]
            pile = self.pile[take:] + tuple(action.cards)
            slots = tuple(s for s in self.seats[seat] if s[0] not in action.cards) + tuple((c, face_up) for c in new)
            out = (Consequence("discard", "{seat} discards " + " ".join(map(str, action.cards))
                               + " to the bottom of the pile.", "FP-28", seat=seat, cards=tuple(map(str, action.cards))),
                   Consequence("draw", f"{{seat}} draws {take} card{'s' if take != 1 else ''}"
                               + (": " + " ".join(map(str, new)) + "." if face_up else " face down."),
                               clause, seat=seat, value=take, cards=tuple(map(str, new)) if face_up else ()))
            return self.evolve(pile=pile, seats=self._with_seat(self.seats, seat, slots))._end_turn(
                Event(seat, str(action), out))
        if isinstance(action, Hide):
            slots = tuple((c, up and c != action.card) for c, up in self.seats[seat])
            out = (Consequence("hide", f"{{seat}} turns {action.card} face down.", "FP-14", seat=seat,
                               cards=(str(action.card),)),)
            return self.evolve(seats=self._with_seat(self.seats, seat, slots))._end_turn(Event(seat, str(action), out))
        return self._declare(seat, action)

    def _declare(self, seat: int, action) -> "State":
        """A Force or targeted action: the used card turns face up (FP-A26), then the answers (FP-A4)."""
        reveal = {action.card}
        if isinstance(action, Targeted):
            reveal |= set(action.helpers)       # a steal's matching cards are shown (FP-A13)
            owner = self.owner_of(action.target)
        else:
            owner = action.seat
        turned = [c for c, up in self.seats[seat] if c in reveal and not up]
        slots = tuple((c, up or c in reveal) for c, up in self.seats[seat])
        state = self.evolve(seats=self._with_seat(self.seats, seat, slots))
        out = []
        if turned:
            out.append(Consequence("reveal", "{seat} turns " + " ".join(map(str, turned)) + " face up.", "FP-A26",
                                   seat=seat, cards=tuple(map(str, turned))))
        if isinstance(action, Targeted):
            out.append(Consequence("declare", f"The target is {action.target}, in front of {{seat}}.", action.clause,
                                   seat=owner,
                                   cards=(str(action.card), str(action.target))))
        else:
            out.append(Consequence("declare", f"{{seat}} is to turn up face-down card {action.position}.", "FP-15",
                                   seat=owner, cards=(str(action.card),)))
        event = Event(seat, str(action), tuple(out))
        if isinstance(action, Targeted) and action.kind in PROTECTABLE and state.face_down(owner):
            return state.evolve(pending=Pending(seat, action, owner, "response"), last_event=event)
        return state._open_interrupts(Pending(seat, action, owner, "interrupt"), event)

    def _open_interrupts(self, pending: Pending, event: Event) -> "State":
        """Ask every seat that might interrupt, clockwise from the actor's left (FP-A4 step 3).

        A seat is asked if it holds a face-down card or a face-up card that matches (public facts, so
        being asked tells nobody anything hidden); a seat with no card cannot interrupt (FP-A27).
        """
        n = self.players
        queue = []
        locked = self._locked(pending.action)
        for step in range(1, n):
            other = (pending.seat + step) % n
            asked = Pending(pending.seat, pending.action, pending.owner, "interrupt", (other,))
            if any(card != locked and (not up or self._interrupt_fits(asked, card))
                   for card, up in self.seats[other]):
                queue.append(other)
        if not queue:
            return self.evolve(pending=None)._resolve(pending, event)
        return self.evolve(pending=Pending(pending.seat, pending.action, pending.owner, "interrupt", tuple(queue)),
                           last_event=event)

    def _apply_answer(self, action) -> "State":
        pending = self.pending
        seat = self.current_player
        act = pending.action
        if pending.window == "response":
            if isinstance(action, Pass):
                event = Event(seat, "pass", (Consequence("pass", "{seat} does not protect.", "FP-A4", seat=seat),))
                return self._open_interrupts(Pending(pending.seat, act, pending.owner, "interrupt"), event)
            # protected: the revealed card stays face up, the actor's card goes under the pile (FP-16)
            slots = tuple((c, up or c == action.card) for c, up in self.seats[seat])
            state = self.evolve(seats=self._with_seat(self.seats, seat, slots))
            state, moved = state._discard(pending.seat, [act.card])
            out = (Consequence("protect", f"{{seat}} reveals {action.card}, which protects {act.target}: the "
                               "action fails.", "FP-A3", seat=seat, cards=(str(action.card),)),
                   Consequence("discard", f"{{seat}} discards {act.card}.", act.clause, seat=pending.seat,
                               cards=moved))
            return state.evolve(pending=None)._end_turn(Event(seat, str(action), out))
        if isinstance(action, Pass):
            rest = pending.queue[1:]
            event = Event(seat, "pass", (_said("pass", "{seat} does not interrupt.", "FP-A4", seat),))
            if rest:
                return self.evolve(pending=Pending(pending.seat, act, pending.owner, "interrupt", rest),
                                   last_event=event)
            return self.evolve(pending=None)._resolve(pending, event)
        # interrupted (FP-24): the interrupter's card goes under the pile, after the actor's (FP-A19)
        state = self.evolve(pending=None)
        out = []
        if isinstance(act, Force):
            state, moved = state._discard(seat, [action.card])
            out.append(Consequence("interrupt", f"{{seat}} discards {action.card} and cancels the force: "
                                   f"{act.card} stays face up and nothing else is revealed.", "FP-15", seat=seat,
                                   cards=moved))
        else:
            state, moved = state._discard(pending.seat, [act.card])
            state, moved2 = state._discard(seat, [action.card])
            out.append(Consequence("interrupt", f"{{seat}} discards {action.card} and cancels the action.",
                                   "FP-24", seat=seat, cards=moved2))
            out.append(Consequence("discard", f"{{seat}} discards {act.card}; {act.target} stays where it is.",
                                   act.clause, seat=pending.seat, cards=moved))
        return state._end_turn(Event(seat, str(action), tuple(out)))

    def _discard(self, seat: int, cards) -> tuple["State", tuple]:
        """Cards of ``seat`` to the bottom of the pile, in order (FP-28)."""
        slots = tuple(s for s in self.seats[seat] if s[0] not in cards)
        return self.evolve(seats=self._with_seat(self.seats, seat, slots), pile=self.pile + tuple(cards)), \
            tuple(map(str, cards))

    def _resolve(self, pending: Pending, event: Event) -> "State":
        """Every answer passed: the action happens (FP-15..FP-23)."""
        act, actor, owner = pending.action, pending.seat, pending.owner
        out = list(event.consequences)
        if isinstance(act, Force):
            target = self._force_target_card(act)
            slots = tuple((c, up or c == target) for c, up in self.seats[owner])
            state = self.evolve(seats=self._with_seat(self.seats, owner, slots))
            out.append(Consequence("force", f"{{seat}} turns {target} face up.", "FP-15", seat=owner,
                                   cards=(str(target),)))
            return state._end_turn(Event(event.seat, event.action, tuple(out)))
        verb = act.verb
        if verb == "swap":
            # each card takes the other's place, face up for its new owner (FP-A9)
            mine = tuple((act.target, True) if c == act.card else (c, up) for c, up in self.seats[actor])
            theirs = tuple((act.card, True) if c == act.target else (c, up) for c, up in self.seats[owner])
            seats = self._with_seat(self._with_seat(self.seats, actor, mine), owner, theirs)
            state = self.evolve(seats=seats)
            out.append(Consequence("swap", f"{{seat}} swaps {act.card} for {act.target}.", act.clause, seat=actor,
                                   cards=(str(act.card), str(act.target))))
        elif verb == "discard":
            state, moved = self._discard(actor, [act.card])
            state, moved2 = state._discard(owner, [act.target])
            out.append(Consequence("discard", f"{{seat}} discards {act.card}, and {act.target} goes under the "
                                   "pile after it.", act.clause, seat=actor, cards=moved + moved2))
        else:
            state, moved = self._discard(actor, [act.card])
            theirs = tuple(s for s in state.seats[owner] if s[0] != act.target)
            mine = state.seats[actor] + ((act.target, True),)
            state = state.evolve(seats=self._with_seat(self._with_seat(state.seats, owner, theirs), actor, mine))
            out.append(Consequence("steal", f"{{seat}} discards {act.card} and steals {act.target}.", act.clause,
                                   seat=actor, cards=(str(act.card), str(act.target))))
        return state._end_turn(Event(event.seat, event.action, tuple(out)))

    def _end_turn(self, event: Event) -> "State":
        turn = self.turn + 1
        if turn >= rules.BATTLE_ROUNDS * self.players:
            end = self.evolve(phase="over", turn=turn, pending=None)
            winners = end.winners()
            verb = "wins" if len(winners) == 1 else "shares the win"
            out = event.consequences + (Consequence("end", "After two battle rounds the game is over.", "FP-9"),)
            out += tuple(Consequence("win", f"{{seat}} {verb} with {end.hand_of(s)[0].describe()}.",
                                     "FP-3" if len(winners) == 1 else "FP-A6", seat=s) for s in winners)
            # ``end`` is new and not shared yet: set its event in place, keeping the hands just computed
            object.__setattr__(end, "last_event", Event(event.seat, event.action, out))
            return end
        return self.evolve(turn=turn, pending=None, last_event=event)

    # --- the end --------------------------------------------------------------------------------
    def hand_of(self, seat: int) -> tuple:
        """``seat``'s best hand now: ``(rank, cards)``, borrowing at most one face-up card (FP-4)."""
        hands = self._cache.get("hands")
        if hands is None:
            hands = self._cache["hands"] = [rules.best_hand(self.cards_of(s), self.others_face_up(s))
                                            for s in range(self.players)]
        return hands[seat]

    def final_hands(self) -> list[tuple]:
        """Every seat's best hand (the scoring of FP-3/FP-4), in seat order."""
        return [self.hand_of(s) for s in range(self.players)]

    def winners(self) -> list[int]:
        if not self.is_terminal():
            return []
        return rules.winners_of([r for r, _ in self.final_hands()])

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0] * self.players
        return winners_returns(self.winners(), self.players)

    def heuristic_returns(self) -> list[float]:
        """Each seat's hand as it stands, squeezed into 0..1 (the search bot cuts rollouts here)."""
        if self.is_terminal():
            return self.returns()
        keys = []
        for rank, _ in self.final_hands():
            value = float(rank[0])
            for i, r in enumerate(rank[1:3]):
                value += r / 15 ** (i + 1)
            keys.append(value)
        return scaled_scores(keys)

    # --- information ----------------------------------------------------------------------------
    def visible_seats(self, viewer) -> tuple:
        """Each seat's cards as ``viewer`` sees them: ``(card or None, face_up)``."""
        everyone = viewer == "all"
        return tuple(tuple((c if up or everyone or viewer == seat else None, up) for c, up in slots)
                     for seat, slots in enumerate(self.seats))

    def visible_drawn(self, viewer) -> tuple:
        if viewer == "all" or viewer == self.turn_seat and self.phase == "draw":
            return self.drawn
        return (None,) * len(self.drawn)

    def _view(self, player):
        return FrederikView(self, player)

    def _determinize(self, player: int, rng) -> "State":
        """Every card ``player`` cannot see (the pile, others' face-down and drawn cards) resampled."""
        unseen = list(self.pile)
        for seat, slots in enumerate(self.seats):
            if seat != player:
                unseen += [c for c, up in slots if not up]
        drawer_hidden = self.phase == "draw" and self.turn_seat != player
        if drawer_hidden:
            unseen += list(self.drawn)
        rng.shuffle(unseen)
        it = iter(unseen)
        seats = tuple(slots if seat == player else tuple((c if up else next(it), up) for c, up in slots)
                      for seat, slots in enumerate(self.seats))
        drawn = tuple(next(it) for _ in self.drawn) if drawer_hidden else self.drawn
        pile = tuple(it)
        return self.evolve(seats=seats, drawn=drawn, pile=pile)

    # --- saving ---------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        from .saving import state_to_dict

        return state_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        from .saving import state_from_dict

        return state_from_dict(cls, data)

    def check_consistency(self) -> None:
        from .saving import check_state

        check_state(self)

    def _repr_html_(self) -> str:
        return self.view("all")._repr_html_()


class FrederikView(SeatView):
    """What one seat may see: every face-up card, its own face-down cards and, while drawing, its
    drawn cards (FP-27: nobody looks through the pile; FP-29: others' face-down cards stay hidden)."""

    def to_dict(self) -> dict:
        s, p = self.state, self.player
        pending = s.pending
        return {
            "viewer": p, "phase": s.phase, "round": s.round, "step": s.step if s.phase == "draw" else None,
            "turn_seat": s.turn_seat, "current_player": s.current_player, "pile_size": len(s.pile),
            "seats": [[{"card": None if c is None else str(c), "face_up": up} for c, up in slots]
                      for slots in s.visible_seats(p)],
            "drawn": [None if c is None else str(c) for c in s.visible_drawn(p)],
            "all_down": list(s.all_down),
            "pending": None if pending is None else {
                "seat": pending.seat, "action": str(pending.action), "owner": pending.owner,
                "window": pending.window, "queue": list(pending.queue)},
            "last_event": None if s.last_event is None else s.last_event.to_dict(),
        }

    def _repr_html_(self) -> str:
        from .render import render_state

        return render_state(self.state, viewer=self.player)


_DEFAULT_OPTIONS = FrederikOptions()


def new_game(players: int = 4, seed: int = 0, **options) -> State:
    """A new game for 2-6 ``players`` (FP-2); the seed fixes the shuffle and, by default, who starts.

    ``options`` are the variant fields of :class:`FrederikOptions` (RULINGS 6.1).

    >>> game = new_game(players=6, seed=3)
    >>> len(game.pile) + len(game.drawn), game.phase, game.step
    (52, 'draw', 'keep')
    >>> new_game(players=7)
    Traceback (most recent call last):
    ...
    ValueError: FP-2: come-quando-frederik-piange is for 2 to 6 players, not 7
    """
    check_seed(seed)
    rules.check_players(players)
    opts = FrederikOptions.of(**options) if options else _DEFAULT_OPTIONS
    if opts.first_player == "random":
        first = random.Random(f"frederik:{seed}:first").randrange(players)     # FP-A17
    else:
        if opts.first_player >= players:
            raise ValueError(f"FP-A17: seat {opts.first_player} does not exist with {players} players")
        first = opts.first_player
    deck = list(rules.DECK)
    random.Random(f"frederik:{seed}:deck").shuffle(deck)
    start = State(seed=seed, options=opts, players=players, first_player=first, phase="draw", turn=0,
                  seats=((),) * players, pile=tuple(deck[rules.DRAW_COUNT:]), drawn=tuple(deck[:rules.DRAW_COUNT]),
                  step="keep", all_down=(False,) * players,
                  last_event=Event(None, "the pile is shuffled", (Consequence(
                      "deal", "{seat} starts: the draw phase begins.", "FP-A17", seat=first),)))
    return start


def battle_position(seats, *, turn_seat: int = 0, battle_round: int = 1, pile=None, rest_to: int | None = None,
                    seed: int = 0, **options) -> State:
    """A battle-phase table set up by hand, for worked examples and tests.

    ``seats`` lists each player's cards in notation; a card in brackets, ``"(10H)"``, lies face
    down. ``pile`` lists the top of the pile, top first; every other card follows in deck order,
    or lies face up in front of seat ``rest_to`` when that is given (to empty the pile). Seat 0
    started the game; it is ``turn_seat``'s turn in round ``battle_round``.

    >>> state = battle_position([["2H"], ["KH", "(10H)"]])
    >>> state.phase, state.current_player, state.face_down(1), len(state.pile)
    ('battle', 0, [FrenchCard('10♥')], 49)
    """
    check_seed(seed)
    players = rules.check_players(len(seats))
    opts = FrederikOptions.of(**options) if options else _DEFAULT_OPTIONS
    rows = []
    for row in seats:
        slots = []
        for text in row:
            text = text.strip()
            down = text.startswith("(") and text.endswith(")")
            slots.append((rules.parse_french_card(text[1:-1] if down else text), not down))
        rows.append(tuple(slots))
    top = [rules.parse_french_card(c) for c in pile or ()]
    used = {c for row in rows for c, _ in row} | set(top)
    rest = [c for c in rules.DECK if c not in used]
    if rest_to is not None:
        rows[rest_to] = rows[rest_to] + tuple((c, True) for c in rest)
        rest = []
    pile = top + rest
    if not 1 <= battle_round <= rules.BATTLE_ROUNDS or not 0 <= turn_seat < players:
        raise ValueError("FP-9: a battle has rounds 1 and 2, and the turn is a seat at the table")
    state = State(seed=seed, options=opts, players=players, first_player=0, phase="battle",
                  turn=(battle_round - 1) * players + turn_seat, seats=tuple(rows), pile=tuple(pile),
                  drawn=(), step="keep", all_down=(False,) * players,
                  last_event=Event(None, "a table set up by hand"))
    state.check_consistency()
    return state
