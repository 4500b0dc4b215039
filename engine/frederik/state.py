"""A whole game of come-quando-frederik-piange as immutable states (FP-1..FP-31, rulings FP-A1..A27).

The engine waits on ONE seat at a time (``current_player``): the drawer or the battle player on
their turn, the target's owner while a protection may be revealed (FP-A4 step 2), then each seat in
turn, clockwise from the actor's left, while an interrupt may be played (FP-A4 step 3). Answers
come through the same ``legal_actions`` as turns; an answer never uses up the answerer's turn (FP-25).

The state holds the table and its facts; the move list is :mod:`.moves`, the judge :mod:`.judge` (with
the conditions the move list asks too), moving on is :mod:`.resolve`, setting up :mod:`.setup`, and what a
seat sees :mod:`.view`.

>>> from engine.frederik import new_game
>>> state = new_game(players=3, seed=1, first_player=0)
>>> state.phase, state.current_player, len(state.drawn), len(state.pile)
('draw', 0, 5, 47)
>>> state = state.apply("keep 2").apply("bottom 1").apply("bottom 1").apply("bottom 1")
>>> state.step, [str(a) for a in state.legal_actions()]
('face', ['leave 1', 'all up'])
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Literal, get_args

from ..cards import FrenchCard
from ..core import EVERYONE, Event, GameState, scaled_scores, winners_returns
from ..errors import UnreadableAction
from . import rules
from .actions import Bottom, Force, FrederikAction, Keep, Leave, Targeted, parse_action

if TYPE_CHECKING:
    from .setup import FrederikOptions

Phase = Literal["draw", "battle", "over"]
#: The draw phase's steps: keep a card, put the others under the pile, turn cards face up (FP-5..FP-7).
Step = Literal["keep", "bottom", "face"]
#: A declared action's answers: the target's owner may protect, then the others may interrupt (FP-A4).
Window = Literal["response", "interrupt"]
PHASES: tuple[Phase, ...] = get_args(Phase)
STEPS: tuple[Step, ...] = get_args(Step)
WINDOWS: tuple[Window, ...] = get_args(Window)


@dataclass(frozen=True)
class Pending:
    """A declared Force or targeted action waiting for its answers (FP-A4).

    ``window`` is ``"response"`` (the target's owner may protect) or ``"interrupt"``; ``queue`` lists
    the seats still to be asked in the interrupt window, the one asked now first.
    """

    seat: int
    action: Force | Targeted
    owner: int
    window: Window
    queue: tuple[int, ...] = ()


@dataclass(frozen=True)
class State(GameState[FrederikAction]):
    """One moment of a game. Build one with :func:`new_game`; move on with :meth:`apply`."""

    game_name: ClassVar[str] = "frederik"
    end_clause: ClassVar[str] = "FP-9"

    seed: int
    options: FrederikOptions
    players: int
    first_player: int
    phase: Phase
    turn: int                                     # turns begun in this phase (skipped draw turns count)
    seats: tuple                                  # per seat: ((card, face_up), ...) in table order
    pile: tuple                                   # the central pile, top first
    drawn: tuple = ()                             # draw phase: the drawer's cards in hand (FP-5)
    step: Step = "keep"                           # the draw phase's step
    all_down: tuple = ()                          # seats that kept all five face down (FP-8)
    pending: Pending | None = None
    last_event: Event | None = None
    _cache: dict = field(default_factory=dict, init=False, compare=False, repr=False, hash=False)

    # --- basic facts --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.players

    @property
    def to_move(self) -> int:
        """Whose turn it is in the phase: the actor while answers are asked, when :attr:`current_player`
        is the seat answering (once the game is over, the seat whose turn it would be)."""
        return (self.first_player + self.turn) % self.players

    @property
    def round(self) -> int:
        """The round of the phase, from 1 (draw: 1-5, FP-5; battle: 1-2, FP-9)."""
        if self.phase == "over":
            return rules.BATTLE_ROUNDS
        return self.turn // self.players + 1

    @property
    def current_player(self) -> int | None:
        if self.phase == "over":
            return None
        pending = self.pending
        if pending is not None:
            return pending.owner if pending.window == "response" else pending.queue[0]
        return self.to_move

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

    def draw_sums(self, seat: int) -> dict[int, list[tuple[FrenchCard, ...]]]:
        """For each N that ``seat`` may draw now, the sets of its face-up cards whose numbers add up to it
        (FP-13, FP-A5, FP-A15): what a player points at to name the N-th card.

        >>> from engine.frederik import position
        >>> {n: [" ".join(map(str, s)) for s in sets] for n, sets in position([["3C", "5D"], ["2H"]]).draw_sums(0).items()}
        {3: ['3♣'], 5: ['5♦'], 8: ['3♣ 5♦']}
        """
        key = ("sums", seat)
        sums = self._cache.get(key)
        if sums is None:
            sums = self._cache[key] = rules.sum_sets(self.face_up(seat), self.options.nth_values, len(self.pile))
        return sums

    # --- legal actions --------------------------------------------------------------------------
    def parse_action(self, text: FrederikAction | str) -> FrederikAction:
        """The notation read by :func:`parse_action`; in the draw phase the drawer may also name a
        card instead of its position (``keep 7H``, ``bottom QS``, ``leave 2C``).

        >>> from engine.frederik import position
        >>> state = position([["9C"], ["8D"]])
        >>> state.parse_action("swap_high 9c 8d")
        Targeted(kind='swap_high', card=FrenchCard('9♣'), target=FrenchCard('8♦'), helpers=())
        """
        if isinstance(text, str) and self.phase == "draw":
            words = text.split()
            if len(words) == 2 and words[0].lower() in ("keep", "bottom", "leave") and not words[1].isdigit() \
                    and words[1].lower() not in ("all", "up"):
                return self._by_card(words[0].lower(), words[1])
        return parse_action(text)

    def _by_card(self, verb: str, text: str) -> FrederikAction:
        """A draw-phase choice named by its card, turned into the position the notation uses."""
        try:
            card = rules.parse_french_card(text)
        except ValueError as err:
            raise UnreadableAction("FP-1", f"{err}; the pile is one 52-card deck") from None
        drawer = self.to_move
        assert drawer is not None               # asked in the draw phase only
        if verb == "leave":
            among, clause, what = self.face_down(drawer), "FP-7", "your face-down cards"
        else:
            among, clause, what = list(self.drawn), "FP-5" if verb == "keep" else "FP-6", "the cards in your hand"
        if card not in among:
            raise UnreadableAction(clause, f"{card} is not among {what}: name one of them, or its position")
        if verb == "keep":
            return Keep(among.index(card) + 1, card)
        if verb == "bottom":
            return Bottom(among.index(card) + 1, card)
        return Leave(among.index(card) + 1, card)

    def legal_actions(self) -> list[FrederikAction]:
        cached = self._cache.get("legal")
        if cached is None:
            cached = self._cache["legal"] = tuple(moves.legal_actions(self))
        return list(cached)

    def candidate_actions(self) -> list[FrederikAction]:
        """The legal actions, with the draw-phase choices carrying their card for the drawer's buttons
        (``keep 2`` shows as the card it keeps); the notation stays the position."""
        return moves.candidate_actions(self)

    def expressible_actions(self) -> list[FrederikAction]:
        """Every action the notation can say now, legal or not (see :func:`.moves.expressible_actions`)."""
        return moves.expressible_actions(self)

    def check_action(self, action: FrederikAction) -> None:
        judge.check_action(self, action)

    def _apply(self, action: FrederikAction) -> "State":
        return resolve.apply(self, action)

    def forced_card(self, action: Force) -> FrenchCard | None:
        """The face-down card a force points at (by its place among the seat's face-down cards)."""
        downs = self.face_down(action.seat)
        return downs[action.position - 1] if 0 < action.position <= len(downs) else None

    def locked_card(self, action: Force | Targeted) -> FrenchCard | None:
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
    def visible_seats(self, viewer: int | str | None) -> tuple:
        """Each seat's cards as ``viewer`` sees them: ``(card or None, face_up)``. When the game is over every
        hand is shown (the strongest combination wins, FP-3), face-down cards included."""
        everyone = viewer == EVERYONE or self.phase == "over"
        return tuple(tuple((c if up or everyone or viewer == seat else None, up) for c, up in slots)
                     for seat, slots in enumerate(self.seats))

    def visible_drawn(self, viewer: int | str | None) -> tuple:
        if viewer == EVERYONE or viewer == self.to_move and self.phase == "draw":
            return self.drawn
        return (None,) * len(self.drawn)


# The rules the state hands its work to; they read this module's types, so they come after them.
from . import judge, moves, resolve  # noqa: E402

__all__ = ["State", "Pending", "Phase", "Step", "Window", "PHASES", "STEPS", "WINDOWS"]
