"""A moment of a Machiavelli match (MA-1..MA-18 with the rulings MA-A1..MA-A13): the state and its facts.

A turn is one action. ``Draw`` takes the top card of the tallone (MA-14). ``Play`` proposes the whole
table as it will stand at the end of the turn; the engine works out which cards came from the hand,
checks the table as one submission (MA-A6) and either accepts it (MA-13: no draw if at least one card
was laid) or treats it as a failed operation (MA-15: the table goes back, the player takes three cards).
A failed operation is a legal action with a consequence; only a card the player does not hold (MA-9),
an operation on the draw-only first turn (MA-A4) and, with ``failed_operation_penalty=0``, a faulty
table are refused. The state hands its work to the game's other rooms: the move list is :mod:`.moves`,
the judge :mod:`.judge`, moving on :mod:`.resolve`; setting up and dealing is :mod:`.setup`, what a seat
sees :mod:`.view`.

>>> from engine.machiavelli import new_game
>>> game = new_game(players=4, seed=3)
>>> [len(h) for h in game.hands], len(game.stock), game.legal_actions()
([13, 13, 13, 13], 52, [Draw()])
>>> first = game.first_player
>>> game = game.apply("draw")
>>> len(game.hands[first]), len(game.stock), game.current_player == (first + 1) % 4
(14, 51, True)
>>> game.last_event.describe()
'Seat 1: draw. draw: Seat 1, 1 (MA-14).'
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Literal, get_args

from ..cards import FrenchCard
from ..core import Event, GameState, scaled_scores, shared_win_returns
from ..errors import IllegalAction
from .actions import MachiavelliAction, parse_action

if TYPE_CHECKING:
    from .judge import TableOutcome
    from .setup import MachiavelliOptions

#: A match is played until it is over (MA-17); the draw-only first turn is the ``opening`` flag (MA-A4).
Phase = Literal["play", "over"]
PHASES: tuple[Phase, ...] = get_args(Phase)


@dataclass(frozen=True)
class HandRecord:
    """One finished hand (smazzata): who closed, the cards left, each seat's result and the final
    table as combinations (MA-16, MA-A5)."""

    dealer: int
    closer: int | None
    cards_left: tuple[int, ...]
    points: tuple[int, ...]
    table: tuple[tuple[FrenchCard, ...], ...]


@dataclass(frozen=True, eq=True)
class State(GameState[MachiavelliAction]):
    """A moment of a Machiavelli match. Build one with :func:`~.setup.new_game`; move on with :meth:`apply`.

    The stock (tallone) is a tuple whose first card is the top one. Hands are kept sorted.
    """

    game_name: ClassVar[str] = "machiavelli"
    end_clause: ClassVar[str] = "MA-17"

    seed: int
    options: MachiavelliOptions
    players: int
    first_dealer: int
    hand_index: int
    hands: tuple[tuple[FrenchCard, ...], ...]
    stock: tuple[FrenchCard, ...]
    table: tuple[tuple[FrenchCard, ...], ...]
    to_move: int
    opening: bool = False          # the first player's draw-only first turn is pending (MA-8, MA-A4)
    passes: int = 0                # turns in a row without a lay once the stock is empty (MA-A5 variant)
    scores: tuple[int, ...] = ()
    history: tuple[HandRecord, ...] = ()
    phase: Phase = "play"
    last_event: Event | None = None
    _cache: dict = field(default_factory=dict, init=False, compare=False, repr=False, hash=False)

    # --- basic facts --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.players

    @property
    def dealer(self) -> int:
        """MA-A7: the first dealer is drawn by lot; the deal passes clockwise each hand."""
        return (self.first_dealer + self.hand_index) % self.players

    @property
    def first_player(self) -> int:
        """MA-8, MA-A7: the player on the dealer's left (clockwise, MA-4) is di mano."""
        return (self.dealer + 1) % self.players

    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.to_move

    def turn_clause(self) -> str:
        return "MA-4"

    @property
    def allow_both_aces(self) -> bool:
        return self.options.allow_ace_both_ends_in_one_run

    def table_cards(self) -> tuple[FrenchCard, ...]:
        return tuple(c for meld in self.table for c in meld)

    # --- legal actions (:mod:`.moves`), the judge (:mod:`.judge`), moving on (:mod:`.resolve`) -------
    def legal_actions(self) -> list[MachiavelliAction]:
        """Drawing, every combination the hand can lay by itself, and every hand card added where it fits.

        Whole-table rearrangements are not listed (there are too many); :meth:`apply` accepts any, and
        :func:`~engine.machiavelli.best_play` finds the one that lays the most cards.
        """
        return moves.legal_actions(self)

    def expressible_actions(self) -> list[MachiavelliAction]:
        """Plays built from the hand and the table alone, legal or not (see :func:`.moves.expressible_actions`)."""
        return moves.expressible_actions(self)

    def parse_action(self, text: MachiavelliAction | str) -> MachiavelliAction:
        return parse_action(text)

    def check_action(self, action: MachiavelliAction) -> None:
        """The one judge (:func:`.judge.check_action`)."""
        judge.check_action(self, action)

    def play_error(self, table: Any) -> IllegalAction | None:
        """Why the proposed final ``table`` is not a correct play, or ``None`` if it is one
        (:func:`.judge.play_error`, the dry run of MA-A6)."""
        return judge.play_error(self, table)

    def table_outcome(self, groups: Any) -> TableOutcome:
        """What committing ``groups`` (the whole proposed table) as the end of this turn would do
        (:func:`.judge.table_outcome`)."""
        return judge.table_outcome(self, groups)

    def _apply(self, action: MachiavelliAction) -> "State":
        return resolve.apply(self, action)

    # --- the end --------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        """MA-A10: 1 for the best total, shared when several are equal; all 0 before the match ends."""
        if self.phase != "over":
            return [0.0] * self.players
        return shared_win_returns(self.scores)

    def heuristic_returns(self) -> list[float]:
        """The totals as if the hand ended now with no closer, squeezed into 0..1 for the search bot."""
        if self.phase == "over":
            return self.returns()
        stake = self.options.stake_per_card
        return scaled_scores([s - stake * len(h) for s, h in zip(self.scores, self.hands)])



# The rules the state hands its work to; they read this module's types, so they come after them.
from . import judge, moves, resolve  # noqa: E402

__all__ = ["State", "HandRecord", "Phase", "PHASES"]
