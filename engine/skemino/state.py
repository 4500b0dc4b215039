"""A whole game of Skèmino as immutable states (SK-1..SK-52 with the rulings SK-A1..A32).

Seats: 0 is G1 "Bianco" (White), 1 is G2 "Nero" (Black) (SK-2). Each square holds a stack of
``(card, owner)`` pairs, bottom to top; the top card controls the square (SK-A2). Both hands are
public (SK-A28): the only hidden thing is the order of the deck.

Actions (see :mod:`engine.skemino.actions`): ``7C@c3`` places a card (SK-26), ``draw`` takes one
when no placement is possible (SK-27), ``pass`` with a full hand (SK-29, SK-31) or on the SK-15
first turn. Every state's ``last_event`` says what the last action did, in data and in words.

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
'Bianco: 7F@d3. Bianco lays 7F on d3.'
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import ClassVar

from ..cards import ChainCard
from ..core import Consequence, Event, GameState, Options, SeatView, check_seed, winners_returns
from ..errors import IllegalAction, UnreadableAction
from ..words import Seat
from . import rules, words
from .actions import DRAW, PASS, PLACE, PLACE_TEXT, Draw, Pass, Place, parse_action, place
from .rules import (
    BEATS, CARD_ID, CARD_TEXT, CENTRE_ID_OF_VERTEX_ID, DECK, DIAGONALS, NEIGHBOUR_MASK, NEIGHBOURS, SQ_INDEX, SQUARES,
    VERTEX_IDS, loop_ids, refusal, the_card,
)

PLAYERS = rules.SEAT_NAMES
"""Seat names: G1 Bianco (White) is seat 0, G2 Nero (Black) is seat 1 (SK-2)."""
NEUTRAL = 2
"""Owner of the setup card of the ``setup_card`` variant: it belongs to nobody (SK-A7)."""
OPENING_HAND = 5


@dataclass(frozen=True)
class SkeminoOptions(Options):
    """Variant options (RULINGS 6.1, SK rows); every default is the ruling.

    >>> SkeminoOptions().opening_hands, SkeminoOptions().hand_limit
    ('both_5', 10)
    >>> SkeminoOptions(tie_break="coin")
    Traceback (most recent call last):
    ...
    ValueError: option tie_break='coin' is not one of 'draw', 'non_mover'
    >>> SkeminoOptions.of(colour="red")
    Traceback (most recent call last):
    ...
    ValueError: unknown option(s) colour; the options are beaten_card_policy, opening_hands, first_player, setup_card, attack_requires_adjacency, illegal_move_policy, reverser_ignores_exclusivity, draw_then_play, refill_after_play, deck_exhaustion, tie_break, hand_limit, reroll_vertex_start, max_placements
    """

    beaten_card_policy: str = "stack"             # SK-A2: or "return_to_owner" (no loops)
    opening_hands: str = "both_5"                 # SK-A5: or "literal" (G1 0, G2 5, deck 34)
    first_player: str = "die"                     # SK-A6: or "g1"
    setup_card: bool = False                      # SK-A7/A8: neutral card on the dice square
    attack_requires_adjacency: bool = False       # SK-A9
    illegal_move_policy: str = "reject"           # SK-A16: or "forfeit_turn"
    reverser_ignores_exclusivity: bool = True     # SK-A21
    draw_then_play: bool = False                  # SK-A22
    refill_after_play: bool = False               # SK-A23: back up to 5 after each placement
    deck_exhaustion: str = "on_forced_draw"       # SK-A24: or "immediate"
    tie_break: str = "draw"                       # SK-A26: or "non_mover"
    hand_limit: int = 10                          # SK-28
    reroll_vertex_start: bool = False             # SK-A30
    max_placements: int = 200                     # SK-A2: only with "return_to_owner"

    CHOICES = {"beaten_card_policy": ("stack", "return_to_owner"), "opening_hands": ("both_5", "literal"),
               "first_player": ("die", "g1"), "illegal_move_policy": ("reject", "forfeit_turn"),
               "deck_exhaustion": ("on_forced_draw", "immediate"), "tie_break": ("draw", "non_mover")}
    SAMPLES = {"hand_limit": (10, 6), "max_placements": (200, 12)}

    def validate(self):
        for name, low in (("hand_limit", OPENING_HAND), ("max_placements", 1)):
            value = getattr(self, name)
            if value < low:
                raise ValueError(f"option {name} is a whole number of at least {low}, not {value!r}")


_DEFAULT_OPTIONS = SkeminoOptions()


def _options(given: dict) -> SkeminoOptions:
    """The options from keyword arguments (``ValueError`` naming an unknown one); the defaults are
    shared, since every playout starts a game with them."""
    return SkeminoOptions.of(**given) if given else _DEFAULT_OPTIONS


# --- the outcome ---------------------------------------------------------------------------------

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

    kind: str
    winner: int | None
    totals: tuple[int, int]
    square: str | None = None

    @property
    def clause(self) -> str:
        return VICTORY_CLAUSES[self.kind]

    def describe(self) -> str:
        who = "a draw" if self.winner is None else f"{PLAYERS[self.winner]} wins"
        where = f" on {self.square}" if self.square else ""
        return (f"{who}: {VICTORY_NAMES[self.kind]}{where} ({self.clause}); hand totals "
                f"Bianco {self.totals[0]}, Nero {self.totals[1]}")

    def consequence(self) -> Consequence:
        """The victory as the last consequence of the event that ended the game."""
        totals = f"hand totals Bianco {self.totals[0]}, Nero {self.totals[1]}"
        if self.kind == "D":
            text = f"{{seat}} wins by the Ribaltone on {self.square} (victory D)."
        elif self.kind == "A":
            text = f"{{seat}} wins: the last card of the hand went on the vertex {self.square} (victory A)."
        elif self.kind == "max_placements":
            text = f"The placement limit of the variant is reached: the game is a draw ({totals})."
        else:
            why = "no card can be placed any more (victory B)" if self.kind == "B" else \
                "the deck is exhausted (victory C)"
            result = "{seat} wins with the lower total" if self.winner is not None else "a draw"
            text = f"The game ends because {why}: {totals}; {result}."
        return Consequence("victory", text, self.clause, seat=self.winner, value=None)

    def to_dict(self) -> dict:
        return {"kind": self.kind, "winner": self.winner, "totals": list(self.totals), "square": self.square}


# --- the state -----------------------------------------------------------------------------------

_VERTEX_CENTRES = tuple((v, CENTRE_ID_OF_VERTEX_ID[v]) for v in sorted(VERTEX_IDS))
_BITS_CACHE: dict[int, tuple[int, ...]] = {}
_CHUNK_AT = tuple(tuple(tuple(6 * k + b for b in range(6) if m >> b & 1) for m in range(64)) for k in range(6))
_CHUNK = _CHUNK_AT[0]


def _bits(mask: int) -> tuple[int, ...]:
    """The square ids set in ``mask``, ascending (memoised: boards repeat a lot)."""
    got = _BITS_CACHE.get(mask)
    if got is None:
        if len(_BITS_CACHE) > 100_000:
            _BITS_CACHE.clear()
        got = _BITS_CACHE[mask] = (_CHUNK[mask & 63] + _CHUNK_AT[1][mask >> 6 & 63] + _CHUNK_AT[2][mask >> 12 & 63]
                                   + _CHUNK_AT[3][mask >> 18 & 63] + _CHUNK_AT[4][mask >> 24 & 63]
                                   + _CHUNK_AT[5][mask >> 30 & 63])
    return got


DEAL = "the cards are dealt"
SET_UP = "the position is set up"


@dataclass(frozen=True, eq=True)
class State(GameState):
    """A moment of a Skèmino game. Build one with :func:`new_game` or :func:`position`.

    ``board`` is a tuple of 36 stacks (square ids as in :data:`rules.SQUARES`), each a tuple of
    ``(card id, owner)`` pairs bottom to top; use :meth:`stack`, :meth:`top` and :meth:`controller`
    for readable access. ``hands`` and ``deck`` hold card ids (``deck[0]`` is drawn next).

    Under ``illegal_move_policy="forfeit_turn"`` (SK-51, SK-A16) :meth:`apply` turns a refusal into
    a lost turn; see :meth:`apply`.
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
    def start_square(self) -> str:
        return SQUARES[self.start]

    def hand(self, player: int) -> tuple[ChainCard, ...]:
        """The cards in ``player``'s hand, in the order received (public, SK-A28)."""
        return tuple(DECK[c] for c in self.hands[player])

    def hand_total(self, player: int) -> int:
        """The value of ``player``'s hand (SK-45): the lower total wins victories B and C."""
        return sum(DECK[c].rank for c in self.hands[player])

    def stack(self, sq) -> tuple[tuple[ChainCard, int], ...]:
        """The ``(card, owner)`` pairs on a square, bottom to top (owner 2 = the neutral setup card)."""
        return tuple((DECK[c], o) for c, o in self.board[SQ_INDEX[rules.square(sq)]])

    def top(self, sq) -> ChainCard | None:
        s = self.board[SQ_INDEX[rules.square(sq)]]
        return DECK[s[-1][0]] if s else None

    def is_hole(self, sq) -> bool:
        return SQ_INDEX[rules.square(sq)] in self.holes

    def controller(self, sq) -> int | None:
        """The owner of the top card (SK-21, SK-25); ``None`` for an empty square or a hole (SK-A15)."""
        return self._controller(SQ_INDEX[rules.square(sq)])

    def _controller(self, i: int) -> int | None:
        s = self.board[i]
        if not s or i in self.holes or s[-1][1] == NEUTRAL:
            return None
        return s[-1][1]

    def vertex_exclusivity(self, vertex) -> int | None:
        """Who holds the exclusivity on ``vertex``: the controller of its quadrant's centre (SK-9, SK-A17)."""
        v = SQ_INDEX[rules.square(vertex)]
        if v not in VERTEX_IDS:
            raise refusal("SK-7", words.NOT_A_VERTEX(square=SQUARES[v]))
        return self._controller(CENTRE_ID_OF_VERTEX_ID[v])

    def vertex_controller(self, vertex) -> int | None:
        """The centre's controller, else the owner of the vertex's top card, else ``None`` (SK-A18)."""
        holder = self.vertex_exclusivity(vertex)
        return holder if holder is not None else self.controller(vertex)

    def vertex_is_free(self, vertex) -> bool:
        """"Completamente libero": the vertex is empty and nobody controls its centre (SK-A18)."""
        return self.vertex_exclusivity(vertex) is None and not self.board[SQ_INDEX[rules.square(vertex)]]

    @property
    def last_square(self) -> str | None:
        """The square the last action laid a card on (``None`` after a draw, a pass or a refusal)."""
        event = self.last_event
        if event is None or (event.find("laid") is None and event.find("combat") is None):
            return None
        return parse_action(event.action).square

    # --- legality -------------------------------------------------------------------------------
    def _first_turn_setup(self) -> bool:
        return self.options.setup_card and self.turn == 0

    def _seat_or_mover(self, player) -> int:
        if player is None:
            if self.outcome is not None:
                raise ValueError("the game is over: name the seat")
            return self.to_move
        return self.check_seat(player)

    def is_ribaltone(self, card, square, player=None) -> bool:
        """Whether ``player`` (default: the one to move) laying ``card`` on ``square`` now would be a
        Ribaltone (SK-34, SK-35, SK-A21), whether or not the card is in his hand."""
        p = self._seat_or_mover(player)
        return self._ribaltone(p, CARD_ID[rules.card(card)], SQ_INDEX[rules.square(square)])

    def _ribaltone(self, player: int, cid: int, i: int) -> bool:
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

    def _excluded(self, player: int, i: int) -> bool:
        """The opponent controls the centre of vertex ``i``'s quadrant (SK-9, SK-A17)."""
        c = CENTRE_ID_OF_VERTEX_ID[i]
        s = self.board[c]
        return bool(s) and s[-1][1] == 1 - player and c not in self.holes

    def placement_error(self, card, square, player=None) -> IllegalAction | None:
        """``None`` if ``player`` (default: the one to move) may place ``card`` on ``square`` now,
        else the :class:`IllegalAction` naming the clause that forbids it (SK-24's checks).

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
        return self._placement_refusal(p, action.card_id, action.square_id)

    def _placement_refusal(self, player: int, cid: int, i: int) -> IllegalAction | None:
        """The refusal of ``player`` laying card id ``cid`` on square id ``i``, in SK-24's order."""
        c, sq = DECK[cid], SQUARES[i]
        if cid not in self.hands[player]:
            other = 1 - player
            if cid in self.hands[other]:
                return refusal("SK-26", words.IN_OTHER_HAND(card=the_card(c), other=Seat(other), player=Seat(player)))
            return refusal("SK-26", words.NOT_IN_HAND(card=the_card(c), player=Seat(player)))
        if i in self.holes:
            return refusal("SK-39", words.IS_A_HOLE(square=sq))
        s = self.board[i]
        if self._first_turn_setup():
            setup = self.board[self.start][-1][0]
            if setup not in BEATS[cid]:
                return refusal("SK-15", words.SETUP_MUST_BEAT(setup=the_card(DECK[setup]), card=the_card(c)))
            if s or i not in NEIGHBOURS[self.start]:
                return refusal("SK-15", words.SETUP_BESIDE(square=self.start_square))
            return None
        if not self.occ:
            if i != self.start:
                return refusal("SK-18", words.FIRST_ON_DICE_SQUARE(square=self.start_square))
            return None
        if s:
            if self.options.attack_requires_adjacency and not (self.near >> i & 1):
                return refusal("SK-A9", words.ATTACK_NEEDS_NEIGHBOUR(square=sq))
        elif not (self.near >> i & 1):
            diag = [SQUARES[j] for j in DIAGONALS[i] if self.board[j]]
            if diag:
                return refusal("SK-17", words.ONLY_DIAGONAL(square=sq, squares=diag))
            return refusal("SK-16", words.NOT_BESIDE_A_CARD(square=sq))
        if i in VERTEX_IDS and self._excluded(player, i):
            rib = self._ribaltone(player, cid, i)
            if not (rib and self.options.reverser_ignores_exclusivity):
                said = words.EXCLUSIVITY_EVEN_RIBALTONE if rib else words.EXCLUSIVITY
                return refusal("SK-9", said(other=Seat(1 - player), centre=SQUARES[CENTRE_ID_OF_VERTEX_ID[i]],
                                            square=sq, player=Seat(player)))
        if s:
            top = s[-1][0]
            if top not in BEATS[cid]:
                return refusal("SK-20", words.LOSES_COMBAT(card=the_card(c), defender=the_card(DECK[top]), square=sq,
                                                           reason=rules.combat_reason(c, DECK[top]),
                                                           player=Seat(player)))
        return None

    def _targets(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """(empty squares next to a card, attackable occupied squares), shared by both seats."""
        got = self._cache.get("targets")
        if got is None:
            if not self.occ:
                got = ((self.start,), ())
            else:
                holes = 0
                for h in self.holes:
                    holes |= 1 << h
                attack = self.occ & ~holes
                if self.options.attack_requires_adjacency:
                    attack &= self.near
                got = (_bits(self.near & ~self.occ), _bits(attack))
            self._cache["targets"] = got
        return got

    def placements(self, player=None) -> list[Place]:
        """Every placement ``player`` (default: the one to move) could make now, as if it were his
        turn; ``[]`` once the game is over.

        >>> [str(a) for a in new_game(seed=16).placements()]
        ['7F@d3', '7C@d3', '4C@d3', '2C@d3', 'QC@d3']
        """
        if self.outcome is not None:
            return []
        return self._placements(self._seat_or_mover(player))

    def _placements(self, player: int) -> list[Place]:
        key = "pl0" if player == 0 else "pl1"
        got = self._cache.get(key)
        if got is not None:
            return got
        hand = self.hands[player]
        out: list[Place] = []
        if not hand:
            pass
        elif self._first_turn_setup():
            setup = self.board[self.start][-1][0]
            for cid in hand:
                if setup in BEATS[cid]:
                    row = PLACE[cid]
                    out.extend(row[j] for j in NEIGHBOURS[self.start] if not self.board[j])
        else:
            empty, attack = self._targets()
            board = self.board
            opponent, holes = 1 - player, self.holes
            blocked = [v for v, c in _VERTEX_CENTRES               # SK-9: the opponent holds the centre
                       if board[c] and board[c][-1][1] == opponent and c not in holes]
            ignore = self.options.reverser_ignores_exclusivity
            free = [i for i in empty if i not in blocked] if blocked else empty
            tops = [(i, board[i][-1][0]) for i in attack]
            for cid in hand:
                beaten = BEATS[cid]
                row = PLACE[cid]
                out.extend([row[i] for i in free])
                if not blocked:
                    out.extend([row[i] for i, top in tops if top in beaten])
                    continue
                for i, top in tops:
                    if top in beaten and (i not in blocked or (ignore and self._ribaltone(player, cid, i))):
                        out.append(row[i])
        self._cache[key] = out
        return out

    def forced_action(self) -> str:
        """What the player to move must do: ``"place"``, ``"draw"``, ``"pass"`` or ``"end_C"``
        (see :func:`rules.forced_action`); ``"over"`` once the game has ended."""
        if self.outcome is not None:
            return "over"
        p = self.to_move
        can_place = bool(self._placements(p))
        if self._first_turn_setup() and not can_place:
            return "pass"                                   # SK-15 with SK-A8
        return rules.forced_action(can_place, len(self.hands[p]), 0 if self.drew else len(self.deck),
                                   self.options.hand_limit)

    def legal_actions(self) -> list:
        if self.outcome is not None:
            return []
        placements = self._placements(self.to_move)
        if placements:
            return list(placements)
        if self.forced_action() == "draw":
            return [DRAW]
        return [PASS]  # "pass"; "end_C" never waits on a seat (the game ends first), except in
        # hand-built positions, where passing is the only thing left to do

    def expressible_actions(self) -> list:
        """Everything Skèmino's notation can say: each of the 39 cards on each of the 36 squares, draw
        and pass."""
        return [action for row in PLACE for action in row] + [DRAW, PASS]

    def parse_action(self, text):
        return parse_action(text)

    def turn_clause(self) -> str:
        return "SK-26"

    def check_action(self, action) -> None:
        """The one judge: raise :class:`IllegalAction` naming the clause if ``action`` is not legal now."""
        action = parse_action(action)
        if self.outcome is not None:
            raise refusal(self.end_clause, words.GAME_IS_OVER())
        p = self.to_move
        if isinstance(action, Place):
            err = self._placement_refusal(p, action.card_id, action.square_id)
            if err is not None:
                raise err
            return
        can_place = bool(self._placements(p))
        if isinstance(action, Draw):
            if can_place:
                raise refusal("SK-A23", words.CAN_LAY_NO_DRAW(player=Seat(p)))
            if self._first_turn_setup():
                raise refusal("SK-15", words.SETUP_NO_DRAW())
            if len(self.hands[p]) >= self.options.hand_limit:
                raise refusal("SK-29", words.FULL_HAND_MUST_PASS(player=Seat(p), n=len(self.hands[p])))
            if not self.deck:
                raise refusal("SK-27", words.NOTHING_TO_DRAW())
            if self.drew:
                raise refusal("SK-A22", words.ONE_DRAW_A_TURN())
            return
        if isinstance(action, Pass):
            if can_place:
                raise refusal("SK-A23", words.CAN_LAY_NO_PASS(player=Seat(p)))
            if not self._first_turn_setup() and len(self.hands[p]) < self.options.hand_limit \
                    and self.deck and not self.drew:
                raise refusal("SK-27", words.MUST_DRAW(player=Seat(p), limit=self.options.hand_limit))
            return
        raise UnreadableAction("SK-26", f"{action!r} is not a Skèmino action")

    def apply(self, action) -> "State":
        """The state after ``action`` (an action object or its notation), judged by :meth:`check_action`.

        By default a move the rules forbid raises :class:`IllegalAction` and nothing changes (SK-A16).
        Under ``illegal_move_policy="forfeit_turn"`` the same refusal is the penalty of SK-51: the move
        is cancelled and the turn passes, and the new state's ``last_event`` records the refusal
        (kind ``"forfeit"``, with the refused clause). Text that is no action at all, and anything
        after the end, is refused under every policy. :meth:`apply_trusted` never forfeits: it is
        only given legal actions.
        """
        try:
            return super().apply(action)
        except UnreadableAction:
            raise
        except IllegalAction as err:
            if self.options.illegal_move_policy != "forfeit_turn" or self.outcome is not None:
                raise
            return self._forfeit(parse_action(action), err)

    # --- moving on ------------------------------------------------------------------------------
    def _apply(self, action) -> "State":
        p = self.to_move
        opts = self.options
        if action is DRAW or isinstance(action, Draw):
            return self._apply_draw(p)
        if action is PASS or isinstance(action, Pass):
            return self._apply_pass(p)
        cid, i = action.card_id, action.square_id
        card, sq, notation = CARD_TEXT[cid], action.square, PLACE_TEXT[cid][i]
        hand = self.hands[p]
        ribaltone = self._ribaltone(p, cid, i)
        # Victory A looks at the vertex before the move (SK-A27) and at the hand after it (SK-43).
        vertex_a = False
        if len(hand) == 1 and i in VERTEX_IDS:
            ctrl = self._controller(CENTRE_ID_OF_VERTEX_ID[i])
            if ctrl is None:
                ctrl = self._controller(i)
            vertex_a = ctrl == p or (ctrl is None and not self.board[i])
        at = hand.index(cid)
        new_hand = hand[:at] + hand[at + 1:]
        hands = (new_hand, self.hands[1]) if p == 0 else (self.hands[0], new_hand)
        deck = self.deck
        board = list(self.board)
        holes = self.holes
        old = board[i]
        stacking = opts.beaten_card_policy == "stack"
        # One consequence for the card laid: on a free square (SK-19), or a combat won, with the
        # clause that decided it (SK-3 suits, SK-4 ranks); a stacked loser stays beneath (SK-A2).
        if not old:
            cons = [Consequence("laid", f"{{seat}} lays {card} on {sq}.", "SK-19", p, None, (card,))]
        else:
            ocid, owner = old[-1]
            beaten = CARD_TEXT[ocid]
            verdict = rules.VERDICTS[cid][ocid]
            beneath = f"; {beaten} stays beneath" if stacking else ""
            cons = [Consequence("combat", f"{{seat}} lays {card} on {sq} and beats {beaten}: "
                                          f"{verdict.reason}{beneath}.", verdict.clause, p, None, (card, beaten))]
        if stacking:
            stack = old + ((cid, p),)
            board[i] = stack
            if len(stack) >= 3 and loop_ids([c for c, _ in stack]):
                holes = holes | {i}
                cards = tuple(CARD_TEXT[c] for c, _ in stack)
                kind = rules.loop_kind(cards)
                cons.append(Consequence("loop", f"The stack on {sq} makes a {kind} loop.",
                                        "SK-36" if kind == "symbolic" else "SK-37", None, None, cards))
                cons.append(Consequence("hole", f"{sq} burns into a hole: no card may be placed there again.",
                                        "SK-38"))
        else:
            board[i] = ((cid, p),)
            if old:
                if owner in (0, 1) and len(hands[owner]) < opts.hand_limit:
                    back = hands[owner] + (ocid,)
                    hands = (back, hands[1]) if owner == 0 else (hands[0], back)
                    cons.append(Consequence("returned", f"{beaten} goes back to {{seat}}'s hand.", "SK-A2",
                                            owner, None, (beaten,)))
                else:  # SK-A2 silence: a neutral card, or one whose owner is at the limit, goes under the deck
                    deck = deck + (ocid,)
                    cons.append(Consequence("returned", f"{beaten} goes under the deck.", "SK-A2", None, None,
                                            (beaten,)))
        state = self.evolve(board=tuple(board), holes=holes, hands=hands, deck=deck, to_move=1 - p,
                            turn=self.turn + 1, placement_count=self.placement_count + 1, drew=False,
                            last_event=Event(p, notation, tuple(cons)),
                            occ=self.occ | (1 << i), near=self.near | NEIGHBOUR_MASK[i])
        # SK-26 step 6, in the order of SK-A27: D, then A, then B (then C when a draw is due).
        if ribaltone:
            return state._end("D", p, sq)
        if vertex_a and not hands[p]:
            return state._end("A", p, sq)
        exhausted_now = False
        if opts.refill_after_play and state.deck:
            want = min(OPENING_HAND, opts.hand_limit) - len(hands[p])
            if want > 0:
                got = state.deck[:want]
                hands, deck = state._draw_cards(p, want)
                cons.append(Consequence("refill", f"{{seat}} draws {len(got)} card{'s' if len(got) > 1 else ''} "
                                                  f"to hold {len(hands[p])} again.", "SK-A23", p, len(got),
                                        tuple(CARD_TEXT[c] for c in got)))
                state = state.evolve(hands=hands, deck=deck, last_event=Event(p, notation, tuple(cons)))
                exhausted_now = not deck
        if opts.beaten_card_policy == "return_to_owner" and state.placement_count >= opts.max_placements:
            return state._end("max_placements", None, None)
        return state._settle(p, exhausted_now=exhausted_now)

    def _apply_draw(self, p: int) -> "State":
        hands, deck = self._draw_cards(p, 1)
        drawn = CARD_TEXT[self.deck[0]]
        cons = [Consequence("draw", f"{{seat}} cannot place and draws {drawn}.", "SK-27", p, 1, (drawn,))]
        state = self.evolve(hands=hands, deck=deck, turn=self.turn + 1, drew=False, to_move=1 - p,
                            last_event=Event(p, "draw", tuple(cons)))
        if self.options.draw_then_play and state._placements(p):
            cons.append(Consequence("again", "{seat} may now place, and the turn ends after it.", "SK-A22", p))
            state = state.evolve(to_move=p, drew=True, last_event=Event(p, "draw", tuple(cons)))
        return state._settle(p, exhausted_now=not deck)

    def _apply_pass(self, p: int) -> "State":
        if self._first_turn_setup():
            con = Consequence("pass", "{seat} cannot beat the setup card and passes without drawing.", "SK-15", p)
        elif len(self.hands[p]) >= self.options.hand_limit:
            con = Consequence("pass", "{seat} holds a full hand, cannot place, and passes.", "SK-29", p)
        else:
            con = Consequence("pass", "{seat} cannot place, has nothing to draw, and passes.", "SK-31", p)
        state = self.evolve(to_move=1 - p, turn=self.turn + 1, drew=False, last_event=Event(p, "pass", (con,)))
        return state._settle(p)

    def _forfeit(self, action, err: IllegalAction) -> "State":
        """SK-51 under ``forfeit_turn``: the refused move is cancelled and the turn passes."""
        p = self.to_move
        con = Consequence("forfeit", f"{{seat}}'s move is refused ({err.reason}) and the turn passes (SK-51).",
                          err.clause, p)
        state = self.evolve(to_move=1 - p, turn=self.turn + 1, drew=False,
                            last_event=Event(p, str(action), (con,)))
        return state._settle(p)

    def _draw_cards(self, p: int, n: int):
        n = min(n, len(self.deck))
        got, deck = self.deck[:n], self.deck[n:]
        new_hand = self.hands[p] + got
        hands = (new_hand, self.hands[1]) if p == 0 else (self.hands[0], new_hand)
        return hands, deck

    def _blocked(self, player: int) -> bool:
        """No legal placement and no draw possible (hand at the limit or deck empty): SK-A25."""
        if self.deck and len(self.hands[player]) < self.options.hand_limit:
            return False          # he can always draw: no need to list his placements
        return not self._placements(player)

    def _settle(self, actor: int, exhausted_now: bool = False) -> "State":
        """Check victories B and C after ``actor``'s action (SK-26 step 6, SK-A24, SK-A25, SK-A27)."""
        can_place = bool(self._placements(self.to_move))   # the usual case: then neither B nor a forced C
        if not can_place and self._blocked(self.to_move) and self._blocked(1 - self.to_move):
            return self._end("B", None, None, actor=actor)
        if exhausted_now and self.options.deck_exhaustion == "immediate":
            return self._end("C", None, None, actor=actor)
        if not can_place and self.forced_action() == "end_C":
            return self._end("C", None, None, actor=actor)
        return self

    def _end(self, kind: str, winner: int | None, sq: str | None, actor: int | None = None) -> "State":
        totals = (self.hand_total(0), self.hand_total(1))
        if kind in ("B", "C"):
            winner = _points_winner(totals, self.options.tie_break, actor)
        outcome = Outcome(kind, winner, totals, sq)
        event = self.last_event
        assert event is not None       # the action that ended the game was just recorded
        event = Event(event.seat, event.action, event.consequences + (outcome.consequence(),))
        return self.evolve(outcome=outcome, drew=False, last_event=event)

    # --- the end ----------------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.outcome is not None

    def returns(self) -> list[float]:
        """1 for the winner, 0 for the loser, 0.5 each for a draw; 0.0 each before the end."""
        if self.outcome is None:
            return [0.0, 0.0]
        winner = self.outcome.winner
        return winners_returns([] if winner is None else [winner], 2)

    def heuristic_returns(self) -> list[float]:
        """The lower hand total leads (victories B and C); fewer cards bring victory A closer."""
        if self.outcome is not None:
            return self.returns()
        v0 = self.hand_total(0) + 3 * len(self.hands[0])
        v1 = self.hand_total(1) + 3 * len(self.hands[1])
        p0 = 0.5 + 0.5 * math.tanh((v1 - v0) / 25.0)
        return [p0, 1.0 - p0]

    # --- information ------------------------------------------------------------------------------
    def _view(self, player) -> "SkeminoView":
        return SkeminoView(self, player)

    def _determinize(self, player: int, rng) -> "State":
        """Both hands are public (SK-A28): only the order of the deck is resampled."""
        deck = sorted(self.deck, key=str)     # the re-deal depends on the rng alone, not on the true order
        rng.shuffle(deck)
        return self.evolve(deck=tuple(deck))

    def _repr_html_(self) -> str:
        return self.view(None)._repr_html_()

    def _repr_svg_(self) -> str:
        from .render import render_board

        return render_board(self)


def _points_winner(totals: tuple[int, int], tie_break: str, actor: int | None) -> int | None:
    """The winner on hand totals (SK-44, SK-46): the lower total; equal totals a draw (SK-A26), or
    the player who did not move last under ``tie_break="non_mover"`` (SK-50)."""
    if totals[0] != totals[1]:
        return 0 if totals[0] < totals[1] else 1
    if tie_break == "non_mover" and actor is not None:
        return 1 - actor
    return None


class SkeminoView(SeatView["State"]):
    """What a seat (or a spectator, ``player=None``) sees: everything but the deck's order (SK-A28);
    ``view(EVERYONE)`` sees the deck too."""

    def to_dict(self) -> dict:
        data = self.state.to_dict()
        if not self.sees_all:
            data.pop("deck")
            data.pop("seed")  # the seed would reveal the deck's order
        data["deck_size"] = len(self.state.deck)
        data["viewer"] = self.player
        return data

    def _repr_html_(self) -> str:
        from .hints import hand_badges
        from .render import render_state

        return render_state(self.state, self.player, badges=hand_badges(self.state))

    def _repr_svg_(self) -> str:
        from .render import render_board

        return render_board(self.state)


def owner_seat(value, neutral: bool = True) -> int:
    """A card's owner from 0/1 (or 2, nobody), "Bianco"/"Nero", "G1"/"G2", "white"/"black"."""
    names = {"g1": 0, "bianco": 0, "white": 0, "w": 0, "g2": 1, "nero": 1, "black": 1, "n": 1}
    if isinstance(value, str) and value.strip().lower() in names:
        return names[value.strip().lower()]
    if isinstance(value, bool) or not isinstance(value, int) or value not in ((0, 1, 2) if neutral else (0, 1)):
        raise ValueError(f"{value!r} is not a seat: 0 = G1 Bianco, 1 = G2 Nero")
    return value


# --- building games -----------------------------------------------------------------------------

def roll_dice(rng: random.Random, options: SkeminoOptions) -> tuple[int, str, str]:
    """The three dice (SK-11): row 1-6, column A-F, and G1/G2; rerolled on a vertex if asked (SK-A30)."""
    while True:
        row, col, colour = rng.randint(1, 6), rng.choice("ABCDEF"), rng.choice(("G1", "G2"))
        if not (options.reroll_vertex_start and f"{col.lower()}{row}" in rules.VERTICES):
            return row, col, colour


def _masks(stacks) -> tuple[int, int]:
    occ = near = 0
    for i, s in enumerate(stacks):
        if s:
            occ |= 1 << i
            near |= NEIGHBOUR_MASK[i]
    return occ, near


def new_game(seed: int = 0, **options) -> State:
    """Shuffle (SK-10), roll the dice (SK-11, SK-12) and deal (SK-13, SK-A5); all from ``seed``.

    >>> game = new_game(seed=1)
    >>> game.dice, game.start_square, game.first_player
    ((5, 'B', 'G2'), 'b5', 1)
    >>> game.last_event.describe(PLAYERS)
    'The cards are dealt. The dice show 5, B and G2: the first card goes on b5, and Nero begins.'
    >>> literal = new_game(seed=1, opening_hands="literal")
    >>> len(literal.hands[0]), len(literal.hands[1]), len(literal.deck)       # SK-EX-5, SK-A5
    (0, 5, 34)
    >>> new_game(seed=1, players=3)
    Traceback (most recent call last):
    ...
    ValueError: SK-2: Skèmino is for exactly two players (SK-A32), not 3
    """
    players = options.pop("players", 2)
    if players != 2 or isinstance(players, bool):
        raise ValueError(f"SK-2: Skèmino is for exactly two players (SK-A32), not {players!r}")
    check_seed(seed)
    opts = _options(options)
    rng = random.Random(seed)
    deck = list(range(39))
    rng.shuffle(deck)                                   # SK-10
    dice = roll_dice(rng, opts)                         # SK-11
    start = SQ_INDEX[rules.start_square(dice[1], dice[0])]
    first = 1 if (opts.first_player == "die" and dice[2] == "G2") else 0   # SK-A6
    if opts.opening_hands == "both_5":                  # SK-A5
        hands = (tuple(deck[0:5]), tuple(deck[5:10]))
        deck = deck[10:]
    else:                                               # SK-13 literally: G1 nothing, G2 five
        hands = ((), tuple(deck[0:5]))
        deck = deck[5:]
    board: list[tuple[tuple[int, int], ...]] = [()] * 36
    cons = [Consequence("dice", f"The dice show {dice[0]}, {dice[1]} and {dice[2]}: the first card goes on "
                                f"{SQUARES[start]}, and {{seat}} begins.", "SK-11", first)]
    if opts.setup_card:                                 # SK-A7 variant: a neutral card on the dice square
        board[start] = ((deck[0], NEUTRAL),)
        cons.append(Consequence("setup_card", f"{DECK[deck[0]]} is laid on {SQUARES[start]} and belongs to "
                                              "nobody.", "SK-A7", None, None, (str(DECK[deck[0]]),)))
        deck = deck[1:]
    occ, near = _masks(board)
    return State(seed=seed, options=opts, dice=dice, start=start, first_player=first, board=tuple(board),
                 holes=frozenset(), hands=hands, deck=tuple(deck), to_move=first,
                 last_event=Event(None, DEAL, tuple(cons)), occ=occ, near=near)


def position(board=None, hands=((), ()), to_move=0, deck=None, start="d2", seed=0, check=True, **options) -> State:
    """A hand-built position for examples and tests (the rest of the 39 cards form the deck).

    ``board`` maps squares to stacks bottom to top, each card a ``(card, owner)`` pair with owner
    0/"Bianco"/"G1" or 1/"Nero"/"G2". Squares whose stack is a loop are holes (SK-38). ``deck``
    lists the cards to draw first; every card not placed anywhere else follows in deck order.
    ``check=False`` leaves out the codec's check (a puzzle the rules cannot reach: the position editor).

    >>> p = position({"e3": [("7F", "Bianco")]}, hands=([], ["QC", "QP"]), to_move=1)   # SK-EX-6
    >>> p.apply("QC@e3")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: SK-20: the Queen of Carta does not beat the 7 of Forbici on e3: Forbici cut Carta, so it stays in Nero's hand
    >>> after = p.apply("QP@e3")
    >>> [str(c) for c, _ in after.stack("e3")], PLAYERS[after.controller("e3")]
    (['7F', 'QP'], 'Nero')
    >>> after.last_event.find("combat").clause, after.last_event.describe(PLAYERS)
    ('SK-3', 'Nero: QP@e3. Nero lays QP on e3 and beats 7F: Pietra breaks Forbici; 7F stays beneath.')
    """
    check_seed(seed)
    opts = _options(options)
    stacks: list[tuple[tuple[int, int], ...]] = [()] * 36
    used: list[int] = []
    for sq, cards in (board or {}).items():
        i = SQ_INDEX[rules.square(sq)]
        stacks[i] = tuple((CARD_ID[rules.card(c)], owner_seat(o)) for c, o in cards)
        used.extend(c for c, _ in stacks[i])
    hand_ids = tuple(tuple(CARD_ID[rules.card(c)] for c in h) for h in hands)
    used.extend(c for h in hand_ids for c in h)
    first_deck = [CARD_ID[rules.card(c)] for c in (deck or ())]
    used.extend(first_deck)
    rest = [c for c in range(39) if c not in set(used)]
    if deck is None:
        random.Random(seed).shuffle(rest)
    full_deck = tuple(first_deck + rest)
    holes = frozenset(i for i, s in enumerate(stacks)
                      if opts.beaten_card_policy == "stack" and len(s) >= 3 and loop_ids([c for c, _ in s]))
    occ, near = _masks(stacks)
    st = rules.square(start)
    mover = owner_seat(to_move, neutral=False)
    first = 0 if opts.first_player == "g1" else mover
    laid = sum(1 for s in stacks for _, o in s if o != NEUTRAL)
    state = State(seed=seed, options=opts, dice=(int(st[1]), st[0].upper(), f"G{first + 1}"),
                  start=SQ_INDEX[st], first_player=first, board=tuple(stacks),
                  holes=holes, hands=hand_ids, deck=full_deck, to_move=mover,
                  turn=max(laid, 1) if occ else 0, placement_count=laid, last_event=Event(None, SET_UP), occ=occ, near=near)
    if check:
        state.check_consistency()
    return state
