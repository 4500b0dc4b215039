"""A moment of a Skèmino game (SK-1..SK-52 with the rulings SK-A1..A32): the state and its facts.

Seats: 0 is G1 "Bianco" (White), 1 is G2 "Nero" (Black) (SK-2). Each square holds a stack of
``(card, owner)`` pairs, bottom to top; the top card controls the square (SK-A2). Both hands are
public (SK-A28): the only hidden thing is the order of the deck.

Actions (see :mod:`engine.skemino.actions`): ``7C@c3`` places a card (SK-26), ``draw`` takes one
when no placement is possible (SK-27), ``pass`` with a full hand (SK-29, SK-31) or on the SK-15
first turn. The state hands its work to the game's other rooms: the move list is :mod:`.moves`, the
judge :mod:`.judge`, moving on :mod:`.resolve`; setting up is :mod:`.setup`, what a seat sees :mod:`.view`.

>>> from engine.skemino import new_game, PLAYERS
>>> state = new_game(seed=16)
>>> state.start_square, state.current_player, len(state.hands[0]), len(state.hands[1]), len(state.deck)
('d3', 0, 5, 5, 29)
>>> [str(a) for a in state.legal_actions()][:3]
['7F@d3', '7C@d3', '4C@d3']
>>> state.apply("7F@d4")
Traceback (most recent call last):
...
engine.errors.IllegalAction: SK-18: the first card goes on the square the dice chose, d3
>>> state.apply("7F@d3").last_event.describe(PLAYERS)
'Bianco: 7F@d3. laid: Bianco, 7F (SK-19).'
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, TYPE_CHECKING

from ..cards import ChainCard
from ..core import EVERYONE, Event, GameState, one_winner_returns
from ..errors import IllegalAction, UnreadableAction
from . import rules, words
from .actions import Place, SkeminoAction, parse_action, place
from .rules import (
    BEATS, CARD_ID, CENTRE_ID_OF_VERTEX_ID, DECK, NEIGHBOURS, NEUTRAL, SQ_INDEX, SQUARES, VERTEX_IDS, refusal,
)

if TYPE_CHECKING:
    from .setup import SkeminoOptions

PLAYERS = rules.SEAT_NAMES
"""Seat names: G1 Bianco (White) is seat 0, G2 Nero (Black) is seat 1 (SK-2)."""
OPENING_HAND = 5
#: A Skèmino game has one phase of play; ``"over"`` once a victory (or the placement limit) ends it.
Phase = Literal["play", "over"]
#: How a game ended: victories A to D (SK-35, SK-43, SK-44, SK-46) or the placement limit (SK-A2).
VictoryKind = Literal["D", "A", "B", "C", "max_placements"]

VICTORY_NAMES = {
    "D": "Ribaltone (victory D)",
    "A": "last card on a vertex (victory A)",
    "B": "blocked board (victory B)",
    "C": "exhausted deck (victory C)",
    "max_placements": "placement limit of the return_to_owner variant",
}
VICTORY_CLAUSES = {"D": "SK-35", "A": "SK-43", "B": "SK-44", "C": "SK-46", "max_placements": "SK-A2"}


@dataclass(frozen=True)
class Outcome:
    """How a game ended (SK-A31): the kind (``"A"``..``"D"``), the winner (``None`` = draw), both totals."""

    kind: VictoryKind
    winner: int | None
    totals: tuple[int, int]
    square: str | None = None

    @property
    def clause(self) -> str:
        return VICTORY_CLAUSES[self.kind]

    def describe(self) -> str:
        """A developer's summary of the outcome (the reader's words are :func:`.narrate.victory_lines`)."""
        who = "a draw" if self.winner is None else f"{PLAYERS[self.winner]} wins"
        where = f" on {self.square}" if self.square else ""
        return (f"{who}: {VICTORY_NAMES[self.kind]}{where} ({self.clause}); hand totals "
                f"Bianco {self.totals[0]}, Nero {self.totals[1]}")

    def to_dict(self) -> dict:
        return {"kind": self.kind, "winner": self.winner, "totals": list(self.totals), "square": self.square}


DEAL = "the cards are dealt"
SET_UP = "the position is set up"


@dataclass(frozen=True, eq=True)
class State(GameState[SkeminoAction]):
    """A moment of a Skèmino game. Build one with :func:`~.setup.new_game` or :func:`~.setup.position`.

    ``board`` is a tuple of 36 stacks (square ids as in :data:`rules.SQUARES`), each a tuple of
    ``(card id, owner)`` pairs bottom to top; use :meth:`stack`, :meth:`top` and :meth:`controller`
    for readable access. ``hands`` and ``deck`` hold card ids (``deck[0]`` is drawn next).

    :meth:`apply` refuses every move the rules forbid, under every option; under
    ``illegal_move_policy="forfeit_turn"`` (SK-51, SK-A16) :meth:`apply_or_forfeit` makes a refused
    move cost the turn instead.
    """

    game_name: ClassVar[str] = "skemino"
    end_clause: ClassVar[str] = "SK-A31"

    seed: int
    options: SkeminoOptions
    dice: tuple                                  # (row die, column die, two-colour die "G1"/"G2")
    start: int                                   # the dice square's id
    first_player: int
    board: tuple
    holes: frozenset
    hands: tuple
    deck: tuple
    to_move: int
    turn: int = 0                                # actions taken so far
    placement_count: int = 0        # placements made so far
    drew: bool = False                           # draw_then_play: the mover has drawn this turn
    last_event: Event | None = None
    outcome: Outcome | None = None
    occ: int = 0                                 # bit mask of occupied squares (holes included)
    near: int = 0                                # bit mask of squares next to an occupied square
    _cache: dict = field(default_factory=dict, init=False, compare=False, repr=False, hash=False)

    # --- readable access ------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    @property
    def current_player(self) -> int | None:
        return None if self.outcome is not None else self.to_move

    @property
    def phase(self) -> Phase:
        """``"over"`` once the game has an outcome, else ``"play"``."""
        return "over" if self.outcome is not None else "play"

    @property
    def start_square(self) -> str:
        return SQUARES[self.start]

    def hand(self, player: int) -> tuple[ChainCard, ...]:
        """The cards in ``player``'s hand, in the order received (public, SK-A28)."""
        return tuple(DECK[c] for c in self.hands[player])

    def hand_total(self, player: int) -> int:
        """The value of ``player``'s hand (SK-45): the lower total wins victories B and C."""
        return sum(DECK[c].rank for c in self.hands[player])

    def stack(self, sq: str) -> tuple[tuple[ChainCard, int], ...]:
        """The ``(card, owner)`` pairs on a square, bottom to top (owner 2 = the neutral setup card)."""
        return tuple((DECK[c], o) for c, o in self.board[SQ_INDEX[rules.square(sq)]])

    def top(self, sq: str) -> ChainCard | None:
        s = self.board[SQ_INDEX[rules.square(sq)]]
        return DECK[s[-1][0]] if s else None

    def is_hole(self, sq: str) -> bool:
        return SQ_INDEX[rules.square(sq)] in self.holes

    def controller(self, sq: str) -> int | None:
        """The owner of the top card (SK-21, SK-25); ``None`` for an empty square or a hole (SK-A15)."""
        return self.controller_at(SQ_INDEX[rules.square(sq)])

    def controller_at(self, i: int) -> int | None:
        """:meth:`controller` of the square with id ``i``."""
        s = self.board[i]
        if not s or i in self.holes or s[-1][1] == NEUTRAL:
            return None
        return s[-1][1]

    def vertex_exclusivity(self, vertex: str) -> int | None:
        """Who holds the exclusivity on ``vertex``: the controller of its quadrant's centre (SK-9, SK-A17)."""
        v = SQ_INDEX[rules.square(vertex)]
        if v not in VERTEX_IDS:
            raise refusal("SK-7", words.NOT_A_VERTEX(square=SQUARES[v]))
        return self.controller_at(CENTRE_ID_OF_VERTEX_ID[v])

    def vertex_controller(self, vertex: str) -> int | None:
        """The centre's controller, else the owner of the vertex's top card, else ``None`` (SK-A18)."""
        holder = self.vertex_exclusivity(vertex)
        return holder if holder is not None else self.controller(vertex)

    def vertex_is_free(self, vertex: str) -> bool:
        """"Completamente libero": the vertex is empty and nobody controls its centre (SK-A18)."""
        return self.vertex_exclusivity(vertex) is None and not self.board[SQ_INDEX[rules.square(vertex)]]

    @property
    def last_square(self) -> str | None:
        """The square the last action laid a card on (``None`` after a draw, a pass or a refusal)."""
        event = self.last_event
        if event is None or event.action is None or (event.find("laid") is None and event.find("combat") is None):
            return None
        action = parse_action(event.action)
        return action.square if isinstance(action, Place) else None

    # --- legality -------------------------------------------------------------------------------
    def first_turn_setup(self) -> bool:
        """The first turn of the ``setup_card`` variant: the first card must beat the setup card (SK-15)."""
        return self.options.setup_card and self.turn == 0

    def _seat_or_mover(self, player: int | None) -> int:
        if player is None:
            if self.outcome is not None:
                raise ValueError("the game is over: name the seat")
            return self.to_move
        return self.check_seat(player)

    def is_ribaltone(self, card: Any, square: str, player: int | None = None) -> bool:
        """Whether ``player`` (default: the one to move) laying ``card`` on ``square`` now would be a
        Ribaltone (SK-34, SK-35, SK-A21), whether or not the card is in his hand."""
        p = self._seat_or_mover(player)
        return self.ribaltone(p, CARD_ID[rules.card(card)], SQ_INDEX[rules.square(square)])

    def ribaltone(self, player: int, cid: int, i: int) -> bool:
        """:meth:`is_ribaltone` for card id ``cid`` on square id ``i``."""
        if i not in VERTEX_IDS or i in self.holes:
            return False
        s = self.board[i]
        if not s or s[-1][1] != 1 - player or s[-1][0] not in BEATS[cid]:
            return False
        beaten = BEATS[cid]
        seen = False
        for j in NEIGHBOURS[i]:
            t = self.board[j]
            if t and j not in self.holes:
                if t[-1][0] not in beaten:
                    return False
                seen = True
        return seen

    def excluded(self, player: int, i: int) -> bool:
        """The opponent controls the centre of vertex ``i``'s quadrant (SK-9, SK-A17)."""
        c = CENTRE_ID_OF_VERTEX_ID[i]
        s = self.board[c]
        return bool(s) and s[-1][1] == 1 - player and c not in self.holes

    def placement_error(self, card: Any, square: str, player: int | None = None) -> IllegalAction | None:
        """``None`` if ``player`` (default: the one to move) may place ``card`` on ``square`` now,
        else the :class:`IllegalAction` naming the clause that forbids it (SK-24's checks).

        >>> from engine.skemino import new_game
        >>> g = new_game(seed=16).apply("7F@d3")
        >>> print(g.placement_error("6C", "e4"))
        SK-17: the square e4 touches d3 only diagonally: a card must be placed beside a card, never diagonally
        >>> g.placement_error("6C", "d4") is None, g.placement_error("7C", "d4").clause
        (True, 'SK-26')
        """
        try:
            action = place(card, square)
        except UnreadableAction as err:
            return err
        if self.outcome is not None:
            return refusal(self.end_clause, words.GAME_IS_OVER())
        p = self._seat_or_mover(player)
        return judge.placement_refusal(self, p, action.card_id, action.square_id)

    def placements(self, player: int | None = None) -> list[Place]:
        """Every placement ``player`` (default: the one to move) could make now, as if it were his
        turn; ``[]`` once the game is over (see :func:`.moves.placements`).

        >>> from engine.skemino import new_game
        >>> [str(a) for a in new_game(seed=16).placements()]
        ['7F@d3', '7C@d3', '4C@d3', '2C@d3', 'QC@d3']
        """
        if self.outcome is not None:
            return []
        return moves.placements(self, self._seat_or_mover(player))

    def forced_action(self) -> str:
        """What the player to move must do: ``"place"``, ``"draw"``, ``"pass"`` or ``"end_C"``
        (see :func:`rules.forced_action`); ``"over"`` once the game has ended."""
        return moves.forced_action(self)

    def is_blocked(self, player: int) -> bool:
        """``player`` can neither place nor draw (hand at the limit or deck empty): SK-A25."""
        return moves.is_blocked(self, player)

    def legal_actions(self) -> list[SkeminoAction]:
        return moves.legal_actions(self)

    def expressible_actions(self) -> list[SkeminoAction]:
        """Everything Skèmino's notation can say: each of the 39 cards on each of the 36 squares, draw
        and pass."""
        return moves.expressible_actions(self)

    def parse_action(self, text: SkeminoAction | str) -> SkeminoAction:
        return parse_action(text)

    def turn_clause(self) -> str:
        return "SK-26"

    def check_action(self, action: SkeminoAction) -> None:
        """The one judge (:func:`.judge.check_action`): raise :class:`IllegalAction` naming the clause."""
        judge.check_action(self, action)

    def apply_or_forfeit(self, action: SkeminoAction | str) -> "State":
        """The state after ``action`` where the rules allow it; where they refuse it, the penalty of SK-51
        under ``illegal_move_policy="forfeit_turn"``: the move is cancelled and the turn passes, the new
        state's ``last_event`` recording the refusal (kind ``"forfeit"``, with the refused clause).

        Under the default policy (SK-A16) this is :meth:`apply`: the refusal is raised. Text that is no
        action at all, and anything after the end, is refused under every policy.

        >>> from engine.skemino import new_game
        >>> lost = new_game(seed=16, illegal_move_policy="forfeit_turn").apply_or_forfeit("7F@d4")
        >>> lost.last_event.describe(PLAYERS), lost.current_player
        ('Bianco: 7F@d4. forfeit: Bianco (SK-18).', 1)
        """
        try:
            return self.apply(action)
        except UnreadableAction:
            raise
        except IllegalAction as err:
            if self.options.illegal_move_policy != "forfeit_turn" or self.is_terminal():
                raise
            return resolve.forfeit(self, self.parse_action(action), err)

    def _apply(self, action: SkeminoAction) -> "State":
        return resolve.apply(self, action)

    # --- the end ----------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        """1 for the winner, 0 for the loser, 0.5 each for a draw; 0.0 each before the end."""
        return one_winner_returns(self.outcome, 2)

    def heuristic_returns(self) -> list[float]:
        """The lower hand total leads (victories B and C); fewer cards bring victory A closer."""
        if self.outcome is not None:
            return self.returns()
        v0 = self.hand_total(0) + 3 * len(self.hands[0])
        v1 = self.hand_total(1) + 3 * len(self.hands[1])
        p0 = 0.5 + 0.5 * math.tanh((v1 - v0) / 25.0)
        return [p0, 1.0 - p0]

    # --- pictures (through the game's view: the state never imports them) -------------------------
    def _repr_html_(self) -> str:
        return self.view(None)._repr_html_()

    def _repr_svg_(self) -> str | None:
        return self.view(EVERYONE)._repr_svg_()


# The rules the state hands its work to; they read this module's types, so they come after them.
from . import judge, moves, resolve  # noqa: E402

__all__ = ["State", "Outcome", "Phase", "VictoryKind", "PLAYERS", "NEUTRAL", "OPENING_HAND", "VICTORY_NAMES",
           "VICTORY_CLAUSES", "DEAL", "SET_UP"]
