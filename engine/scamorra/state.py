"""A moment of La Scamorra (SC-1..SC-37, SC-A1..A23), a match or a series of matches: the state and its facts.

Seat 0 is South (home row 1), seat 1 is North (home row 5). A match goes through three phases:

* ``"choose"``: the initiative holder says ``first place`` or ``first move`` (SC-10, SC-11);
* ``"place"``: the players put their three pieces on their home rows in turn (SC-12, SC-A18);
* ``"move"``: each turn plays one card: a move, a re-entry or a discard (SC-15, SC-A9);

and ends after fifteen cards each, or at once by cappotto (SC-34, SC-35). With ``series=True`` the
matches follow one another until a running total reaches 15 ("partita a 15", SC-36, SC-37). The state
hands its work to the game's other rooms: the move list is :mod:`.moves`, the judge :mod:`.judge`, moving
on :mod:`.resolve`; setting up and dealing is :mod:`.setup`, what a seat sees :mod:`.view`.

>>> from engine.scamorra import new_game
>>> game = new_game(seed=3)
>>> game.phase, game.current_player == game.initiative, [len(h) for h in game.hands], [len(d) for d in game.decks]
('choose', True, [3, 3], [12, 12])
>>> [str(a) for a in game.legal_actions()]
['first place', 'first move']
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Literal, Sequence, get_args

from ..core import EVERYONE, Event, GameState, one_winner_returns
from . import rules
from .actions import ScamorraAction, parse_action
from .rules import CARDS, KIND, OWNER, PIECE_INDEX, PIECES, SEATS, SQ_INDEX, SQUARES, code

if TYPE_CHECKING:
    from .setup import ScamorraOptions

Phase = Literal["choose", "place", "move", "over"]
PHASES: tuple[Phase, ...] = get_args(Phase)
#: How a game ended: on points after fifteen cards each, by cappotto, or a series won (SC-34..SC-36).
OutcomeKind = Literal["points", "cappotto", "series"]


@dataclass(frozen=True)
class Outcome:
    """How the game ended: ``kind`` ``"points"`` (fifteen cards each), ``"cappotto"`` or ``"series"``
    (a series total reached the target); ``winner`` a seat or ``None`` for a draw (patta)."""

    kind: OutcomeKind
    winner: int | None

    def describe(self, names: Sequence[str] | None = None) -> str:
        """A summary in English (the reader's words are :func:`.narrate.outcome_message`)."""
        who = "a draw (patta)" if self.winner is None else f"{_name(self.winner, names)} wins"
        how = {"points": "on points after fifteen cards each", "cappotto": "by cappotto",
               "series": "the series"}[self.kind]
        return f"{who} {how}" if self.winner is not None or self.kind != "points" else f"{who} on points"


@dataclass(frozen=True)
class MatchResult:
    """One finished match of a series: both scores, the winner (``None``: draw) and whether by cappotto."""

    scores: tuple[int, int]
    winner: int | None
    cappotto: bool


def _name(seat: int, names: Sequence[str] | None = None) -> str:
    if names and seat is not None and 0 <= seat < len(names):
        return str(names[seat])
    return SEATS[seat]


@dataclass(frozen=True)
class State(GameState[ScamorraAction]):
    """One moment of La Scamorra. Build one with :func:`~.setup.new_game` or :func:`~.setup.position`.

    ``board``: 25 codes (see :mod:`.rules`); ``off_board[s]``: seat ``s``'s pieces not on the board
    (not yet placed while placing; taken, so ready to re-enter, while moving); ``hands``, ``decks``
    (next card first), ``discards`` (played cards, public) and ``coppelle`` (one hidden card per seat,
    out of the game) hold card indices of :data:`rules.CARDS`. ``history`` holds every action since the
    first deal, one tuple per match (the current match last): all of it public, and what a save is
    checked against (replayed from the seed, it must give this very state). :attr:`actions` lists them
    in one sequence.
    """

    game_name: ClassVar[str] = "scamorra"
    end_clause: ClassVar[str] = "SC-34"

    seed: int
    options: ScamorraOptions
    phase: Phase
    initiative: int
    places_first: int | None
    to_move: int
    board: tuple
    off_board: tuple
    hands: tuple
    decks: tuple
    coppelle: tuple
    discards: tuple
    scores: tuple = (0, 0)
    outcome: Outcome | None = None
    series_totals: tuple = (0, 0)
    results: tuple = ()
    next_deal: int = 0
    last_event: Event | None = None
    history: tuple = ((),)
    _cache: dict = field(default_factory=dict, init=False, compare=False, repr=False, hash=False)

    # --- whose turn -------------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    @property
    def current_player(self) -> int | None:
        return None if self.outcome is not None else self.to_move

    def turn_clause(self) -> str:
        return {"choose": "SC-11", "place": "SC-12"}.get(self.phase, "SC-15")

    @property
    def moves_first(self) -> int | None:
        """The seat that played (or plays) the first card: the one that placed second (SC-13)."""
        return None if self.places_first is None else 1 - self.places_first

    @property
    def match_number(self) -> int:
        return len(self.results) + 1

    @property
    def actions(self) -> tuple:
        """Every action since the first deal, in order (a :class:`~engine.core.Record` of the game).

        >>> from engine.scamorra import new_game
        >>> game = new_game(seed=3).apply("first move")
        >>> [str(a) for a in game.actions], [[str(a) for a in match] for match in game.history]
        (['first move'], [['first move']])
        """
        return tuple(action for match in self.history for action in match)

    # --- readable access ----------------------------------------------------------------------------
    def piece_at(self, sq: str) -> tuple[int, str] | None:
        """``(seat, piece)`` on a square, or ``None``."""
        c = self.board[SQ_INDEX[rules.square(sq)]]
        return None if not c else (OWNER[c], PIECES[KIND[c]])

    def where(self, seat: int, piece: str) -> str | None:
        """The square of ``seat``'s piece, or ``None`` if it is off the board."""
        c = code(seat, PIECE_INDEX[rules.piece(piece)])
        return SQUARES[self.board.index(c)] if c in self.board else None

    def hand(self, seat: int) -> list[str]:
        return [CARDS[c] for c in self.hands[seat]]

    def reserve(self, seat: int) -> list[str]:
        """Seat's pieces waiting off the board (taken, while moving; unplaced, while placing)."""
        return [PIECES[k] for k in self.off_board[seat]]

    # --- legal actions (:mod:`.moves`), the judge (:mod:`.judge`), moving on (:mod:`.resolve`) -------
    def legal_actions(self) -> list[ScamorraAction]:
        return moves.legal_actions(self)

    def expressible_actions(self) -> list[ScamorraAction]:
        """Every action the notation can say, legal or not (see :func:`.moves.expressible_actions`)."""
        return moves.expressible_actions(self)

    def parse_action(self, text: ScamorraAction | str) -> ScamorraAction:
        return parse_action(text)

    def check_action(self, action: ScamorraAction) -> None:
        """The one judge (:func:`.judge.check_action`)."""
        judge.check_action(self, action)

    def _apply(self, action: ScamorraAction) -> "State":
        return resolve.apply(self, action)

    # --- the end ------------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        """1 for the winner, 0 for the loser, 0.5 each for a draw; 0.0 each before the end."""
        return one_winner_returns(self.outcome, 2)

    def heuristic_returns(self) -> list[float]:
        """Points ahead count most; pieces on the board a little (a piece off the board cannot score)."""
        if self.outcome is not None:
            return self.returns()
        on = [3 - len(self.off_board[s]) if self.phase == "move" else 3 for s in (0, 1)]
        lead = (self.series_totals[0] + self.scores[0] - self.series_totals[1] - self.scores[1]
                + 0.4 * (on[0] - on[1]))
        p0 = 0.5 + 0.5 * math.tanh(lead / 2.0)
        return [p0, 1.0 - p0]

    # --- pictures (through the game's view: the state never imports them) -------------------------
    def _repr_svg_(self) -> str | None:
        return self.view(EVERYONE)._repr_svg_()


# The rules the state hands its work to; they read this module's types, so they come after them.
from . import judge, moves, resolve  # noqa: E402

__all__ = ["State", "Outcome", "OutcomeKind", "MatchResult", "Phase", "PHASES"]
