"""A whole game of come-quando-frederik-piange as immutable states (FP-1..FP-31, rulings FP-A1..A27).

The engine waits on ONE seat at a time (``current_player``): the drawer or the battle player on
their turn, the target's owner while a protection may be revealed (FP-A4 step 2), then each seat in
turn, clockwise from the actor's left, while an interrupt may be played (FP-A4 step 3). Answers
come through the same ``legal_actions`` as turns; an answer never uses up the answerer's turn (FP-25).

The state holds the table and its facts; the move list is :mod:`.moves`, the judge :mod:`.judge`
(both built on the shared conditions of :mod:`.conditions`), and moving on is :mod:`.resolve`.

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
from typing import ClassVar

from ..cards import FrenchCard
from ..core import EVERYONE, Consequence, Event, GameState, SeatView, check_seed, scaled_scores, winners_returns
from ..errors import UnreadableAction
from ..words import N_
from . import judge, moves, resolve, rules
from .actions import Bottom, Force, Keep, Leave, parse_action
from .table import DEFAULT_OPTIONS, FrederikOptions, Pending

Slot = tuple  # (FrenchCard, face_up: bool)


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
        drawer = self.turn_seat
        assert drawer is not None               # asked in the draw phase only
        if verb == "leave":
            among, clause, what = self.face_down(drawer), "FP-7", "your face-down cards"
        else:
            among, clause, what = list(self.drawn), "FP-5" if verb == "keep" else "FP-6", "the cards in your hand"
        if card not in among:
            raise UnreadableAction(clause, f"{card} is not among {what}: name one of them, or its position")
        cls = {"keep": Keep, "bottom": Bottom, "leave": Leave}[verb]
        return cls(among.index(card) + 1, card)

    def legal_actions(self) -> list:
        cached = self._cache.get("legal")
        if cached is None:
            cached = self._cache["legal"] = tuple(moves.legal_actions(self))
        return list(cached)

    def candidate_actions(self) -> list:
        """The legal actions, with the draw-phase choices carrying their card for the drawer's buttons
        (``keep 2`` shows as the card it keeps); the notation stays the position."""
        return moves.candidate_actions(self)

    def expressible_actions(self) -> list:
        """Every action the notation can say now, legal or not (see :func:`.moves.expressible_actions`)."""
        return moves.expressible_actions(self)

    def check_action(self, action) -> None:
        judge.check_action(self, self.parse_action(action))

    def _apply(self, action) -> "State":
        return resolve.apply(self, action)

    def forced_card(self, action: Force) -> FrenchCard | None:
        """The face-down card a force points at (by its place among the seat's face-down cards)."""
        downs = self.face_down(action.seat)
        return downs[action.position - 1] if 0 < action.position <= len(downs) else None

    def locked_card(self, action) -> FrenchCard | None:
        """The card an action aims at: it cannot be used to interrupt that action (FP-A25)."""
        return self.forced_card(action) if isinstance(action, Force) else action.target

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
        everyone = viewer == EVERYONE
        return tuple(tuple((c if up or everyone or viewer == seat else None, up) for c, up in slots)
                     for seat, slots in enumerate(self.seats))

    def visible_drawn(self, viewer) -> tuple:
        if viewer == EVERYONE or viewer == self.turn_seat and self.phase == "draw":
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
        unseen.sort(key=str)        # the re-deal depends on what ``player`` knows and the rng alone
        rng.shuffle(unseen)
        it = iter(unseen)
        seats = tuple(slots if seat == player else tuple((c if up else next(it), up) for c, up in slots)
                      for seat, slots in enumerate(self.seats))
        drawn = tuple(next(it) for _ in self.drawn) if drawer_hidden else self.drawn
        pile = tuple(it)
        return self.evolve(seats=seats, drawn=drawn, pile=pile)

    def _repr_html_(self) -> str:
        return self.view(EVERYONE)._repr_html_()


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



def new_game(players: int = 4, seed: int = 0, **options) -> State:
    """A new game for 2-6 ``players`` (FP-2); the seed fixes the shuffle and, by default, who starts.

    ``options`` are the variant fields of :class:`FrederikOptions` (RULINGS 6.1).

    >>> game = new_game(players=6, seed=3)
    >>> len(game.pile) + len(game.drawn), game.phase, game.step
    (52, 'draw', 'keep')
    >>> new_game(players=7)
    Traceback (most recent call last):
    ...
    ValueError: FP-2: Come quando Frederik piange is for 2 to 6 players, not 7
    """
    check_seed(seed)
    rules.check_players(players)
    opts = FrederikOptions.of(**options) if options else DEFAULT_OPTIONS
    if isinstance(opts.first_player, str):      # "random"
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
                    seed: int = 0, check: bool = True, **options) -> State:
    """A battle-phase table set up by hand, for worked examples and tests.

    ``seats`` lists each player's cards in notation; a card in brackets, ``"(10H)"``, lies face
    down. ``pile`` lists the top of the pile, top first; every other card follows in deck order,
    or lies face up in front of seat ``rest_to`` when that is given (to empty the pile). Seat 0
    started the game; it is ``turn_seat``'s turn in round ``battle_round``. ``check=False`` leaves out
    the codec's check (a puzzle the rules cannot reach: the position editor).

    >>> state = battle_position([["2H"], ["KH", "(10H)"]])
    >>> state.phase, state.current_player, state.face_down(1), len(state.pile)
    ('battle', 0, [FrenchCard('10♥')], 49)
    """
    check_seed(seed)
    players = rules.check_players(len(seats))
    opts = FrederikOptions.of(**options) if options else DEFAULT_OPTIONS
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
                  last_event=Event(None, N_("a table set up by hand")))
    if check:
        state.check_consistency()
    return state
