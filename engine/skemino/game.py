"""A whole game of Skèmino as immutable states (SK-1..SK-52 with the rulings SK-A1..A32).

Seats: 0 is G1 "Bianco" (White), 1 is G2 "Nero" (Black) (SK-2). Each square holds a stack of
``(card, owner)`` pairs, bottom to top; the top card controls the square (SK-A2). Both hands are
public (SK-A28): the only hidden thing is the order of the deck.

Actions and their notation:

* :class:`Place` ``7C@c3``: play a card from your hand on a square (SK-26);
* :class:`Draw` ``draw``: take the top card of the deck when you cannot place (SK-27, SK-A22);
* :class:`Pass` ``pass``: when you hold 10 cards and cannot place (SK-29, SK-31), or on the first
  turn with a setup card you cannot beat (SK-15, ``setup_card=True``).

>>> state = new_game(seed=16)
>>> state.start_square, state.current_player, len(state.hands[0]), len(state.hands[1]), len(state.deck)
('d3', 0, 5, 5, 29)
>>> [str(a) for a in state.legal_actions()][:3]
['7F@d3', '7C@d3', '4C@d3']
>>> state.apply("7F@d4")
Traceback (most recent call last):
...
engine.errors.IllegalAction: SK-18: the first card goes on the square the dice chose, d3
"""
from __future__ import annotations

import dataclasses
import math
import random
import re
from dataclasses import dataclass, field
from typing import ClassVar, Iterable, Sequence

from ..cards import ChainCard
from ..core import GameState, Options
from ..errors import CorruptSave, IllegalAction
from . import rules
from .rules import (
    BEATS, CARD_ID, CENTRE_ID_OF_VERTEX_ID, DECK, NEIGHBOURS, SQ_INDEX, SQUARES, VERTEX_IDS, _loop_ids,
)

PLAYERS = ("Bianco", "Nero")
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

    def validate(self):
        self.check_choice("beaten_card_policy", self.beaten_card_policy, ("stack", "return_to_owner"))
        self.check_choice("opening_hands", self.opening_hands, ("both_5", "literal"))
        self.check_choice("first_player", self.first_player, ("die", "g1"))
        self.check_choice("illegal_move_policy", self.illegal_move_policy, ("reject", "forfeit_turn"))
        self.check_choice("deck_exhaustion", self.deck_exhaustion, ("on_forced_draw", "immediate"))
        self.check_choice("tie_break", self.tie_break, ("draw", "non_mover"))
        for name in ("setup_card", "attack_requires_adjacency", "reverser_ignores_exclusivity",
                     "draw_then_play", "refill_after_play", "reroll_vertex_start"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"option {name} is True or False, not {getattr(self, name)!r}")
        for name, low in (("hand_limit", OPENING_HAND), ("max_placements", 1)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise ValueError(f"option {name} is a whole number of at least {low}, not {value!r}")


# --- actions -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Place:
    """Play ``card`` from your hand on ``square`` (SK-26). Notation ``7C@c3``."""

    card: ChainCard
    square: str

    def __str__(self):
        return f"{self.card}@{self.square}"


@dataclass(frozen=True)
class Draw:
    """Draw one card because you cannot place (SK-27, SK-A22). Notation ``draw``."""

    def __str__(self):
        return "draw"


@dataclass(frozen=True)
class Pass:
    """Pass: 10 cards and no placement (SK-29, SK-31), or the SK-15 first turn. Notation ``pass``."""

    def __str__(self):
        return "pass"


DRAW, PASS = Draw(), Pass()
_PLACE = tuple(tuple(Place(c, sq) for sq in SQUARES) for c in DECK)  # interned: _PLACE[card id][square id]
_ACTION_RE = re.compile(r"^\s*(\S+?)\s*(?:@|\s+on\s+|\s+)\s*([A-Za-z]\d+)\s*$", re.IGNORECASE)


def parse_action(text):
    """Read ``7C@c3`` (also ``7C c3``, ``7c@C3``, ``7C on c3``), ``draw`` or ``pass``.

    >>> parse_action("7c@C3"), parse_action("draw"), parse_action(" pass ")
    (Place(card=ChainCard('7C'), square='c3'), Draw(), Pass())
    >>> parse_action("7X@c3")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: SK-1: '7X' is not a chain card: write the rank (A, 2-10, J, Q, K) then the suit (C Carta, F Forbici, P Pietra)
    >>> parse_action("7C@g9")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: SK-6: 'g9' is not a square of the board: columns a-f, rows 1-6 (e.g. c3)
    >>> parse_action("hello")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: SK-26: 'hello' is not a Skèmino action: write CARD@SQUARE (e.g. 7C@c3), 'draw' or 'pass'
    """
    if isinstance(text, (Place, Draw, Pass)):
        return text
    if isinstance(text, tuple) and len(text) == 2:
        c, sq = rules.card(text[0]), rules.square(text[1])
        return _PLACE[CARD_ID[c]][SQ_INDEX[sq]]
    if isinstance(text, str):
        word = text.strip().lower()
        if word in ("draw", "pesca"):
            return DRAW
        if word in ("pass", "passa"):
            return PASS
        match = _ACTION_RE.match(text)
        if match:
            c, sq = rules.card(match.group(1)), rules.square(match.group(2))
            return _PLACE[CARD_ID[c]][SQ_INDEX[sq]]
    raise IllegalAction("SK-26", f"{text!r} is not a Skèmino action: write CARD@SQUARE (e.g. 7C@c3), "
                                 "'draw' or 'pass'")


def forced_action(can_place: bool, hand_size: int, deck_size: int, hand_limit: int = 10) -> str:
    """What a player must do (SK-27, SK-29, SK-31, SK-A23, SK-A24): place if he can; else pass
    with a full hand; else draw if the deck has cards; else the game ends by victory C.

    >>> forced_action(True, 3, 20), forced_action(False, 0, 20), forced_action(False, 10, 20)
    ('place', 'draw', 'pass')
    >>> forced_action(False, 10, 0), forced_action(False, 4, 0)        # SK-31, SK-A24
    ('pass', 'end_C')
    """
    if can_place:
        return "place"
    if hand_size >= hand_limit:
        return "pass"
    return "draw" if deck_size else "end_C"


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

    def to_dict(self) -> dict:
        return {"kind": self.kind, "winner": self.winner, "totals": list(self.totals), "square": self.square}

    @classmethod
    def from_dict(cls, data: dict) -> "Outcome":
        if data["kind"] not in VICTORY_NAMES or data["winner"] not in (0, 1, None):
            raise ValueError(f"bad outcome {data!r}")
        return cls(data["kind"], data["winner"], (int(data["totals"][0]), int(data["totals"][1])),
                   None if data.get("square") is None else rules.square(data["square"]))


# --- the state -----------------------------------------------------------------------------------

_ALL = (1 << 36) - 1
_NEIGH_MASK = tuple(sum(1 << j for j in NEIGHBOURS[i]) for i in range(36))
_VERTEX_LIST = tuple(sorted(VERTEX_IDS))


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


@dataclass(frozen=True, eq=True)
class State(GameState):
    """A moment of a Skèmino game. Build one with :func:`new_game` or :func:`position`.

    ``board`` is a tuple of 36 stacks (square ids as in :data:`rules.SQUARES`), each a tuple of
    ``(card id, owner)`` pairs bottom to top; use :meth:`stack`, :meth:`top` and :meth:`controller`
    for readable access. ``hands`` and ``deck`` hold card ids (``deck[0]`` is drawn next).
    """

    game_name: ClassVar[str] = "skemino"
    end_clause: ClassVar[str] = "SK-26"

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
    placements: int = 0
    drew: bool = False                           # draw_then_play: the mover has drawn this turn
    last: tuple | None = None                    # (kind, player, notation, square or clause)
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
        i = SQ_INDEX[rules.square(sq)]
        return self._controller(i)

    def _controller(self, i: int) -> int | None:
        s = self.board[i]
        if not s or i in self.holes or s[-1][1] == NEUTRAL:
            return None
        return s[-1][1]

    def vertex_exclusivity(self, vertex) -> int | None:
        """Who holds the exclusivity on ``vertex``: the controller of its quadrant's centre (SK-9, SK-A17)."""
        v = SQ_INDEX[rules.square(vertex)]
        if v not in VERTEX_IDS:
            raise IllegalAction("SK-7", f"{vertex} is not a vertex: the vertices are a1, f1, a6, f6")
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
        if self.last and self.last[0] == "place":
            return self.last[3]
        return None

    # --- legality -------------------------------------------------------------------------------
    def _first_turn_setup(self) -> bool:
        return self.options.setup_card and self.turn == 0

    def _ribaltone(self, player: int, cid: int, i: int) -> bool:
        """SK-34, SK-35, SK-A21: the placement of card id ``cid`` on square ``i`` is a Ribaltone."""
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

    def _placement_error(self, player: int, cid: int, i: int) -> tuple[str, str] | None:
        """The clause and reason the placement is illegal for ``player``, or ``None`` (SK-24 order)."""
        c, sq = DECK[cid], SQUARES[i]
        if cid not in self.hands[player]:
            other = 1 - player
            if cid in self.hands[other]:
                return ("SK-26", f"{c} is in {PLAYERS[other]}'s hand, and it is {PLAYERS[player]}'s turn")
            return ("SK-26", f"{c} is not in {PLAYERS[player]}'s hand")
        if i in self.holes:
            return ("SK-39", f"{sq} is a hole: no card can ever be placed there")
        s = self.board[i]
        if self._first_turn_setup():
            if not any(BEATS[cid].__contains__(t) for t, _ in self.board[self.start][-1:]):
                return ("SK-15", f"on the first turn the card must beat the setup card "
                                 f"{DECK[self.board[self.start][-1][0]]}, and {c} does not")
            if s or i not in NEIGHBOURS[self.start]:
                return ("SK-15", f"on the first turn the card goes on an empty square next to "
                                 f"{self.start_square}, where the setup card lies (SK-A8)")
            return None
        if not self.occ:
            if i != self.start:
                return ("SK-18", f"the first card goes on the square the dice chose, {self.start_square}")
            return None
        if s:
            if self.options.attack_requires_adjacency and not (self.near >> i & 1):
                return ("SK-A9", f"{sq} has no occupied square beside it: with attack_requires_adjacency an "
                                 "attacked square must touch another card")
        elif not (self.near >> i & 1):
            diag = [SQUARES[j] for j in _DIAGONALS[i] if self.board[j]]
            if diag:
                return ("SK-17", f"{sq} touches {', '.join(diag)} only diagonally: a card must be placed "
                                 "beside a card, never diagonally")
            return ("SK-16", f"{sq} is not next to any card: a card must share a side with a card on the board")
        if i in VERTEX_IDS and self._excluded(player, i):
            rib = self._ribaltone(player, cid, i)
            if not (rib and self.options.reverser_ignores_exclusivity):
                centre = SQUARES[CENTRE_ID_OF_VERTEX_ID[i]]
                extra = "" if not rib else " (a Ribaltone, but reverser_ignores_exclusivity is off)"
                return ("SK-9", f"{PLAYERS[1 - player]} controls {centre}, so holds the exclusivity on "
                                f"the vertex {sq} (SK-A17){extra}")
        if s:
            top = s[-1][0]
            if top not in BEATS[cid]:
                return ("SK-20", f"{c} does not win the combat on {sq}: {rules.explain_beats(c, DECK[top])}; "
                                 "a losing card stays in hand (SK-A3)")
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

    def _placements(self, player: int) -> list[tuple[int, int]]:
        """Every legal (card id, square id) for ``player``, as if it were his turn."""
        key = ("pl", player)
        got = self._cache.get(key)
        if got is not None:
            return got
        hand = self.hands[player]
        out = []
        if not hand:
            pass
        elif self._first_turn_setup():
            setup = self.board[self.start][-1][0]
            for cid in hand:
                if setup in BEATS[cid]:
                    out.extend((cid, j) for j in NEIGHBOURS[self.start] if not self.board[j])
        else:
            empty, attack = self._targets()
            board = self.board
            blocked = set()
            for v in _VERTEX_LIST:
                if self._excluded(player, v):
                    blocked.add(v)
            ignore = self.options.reverser_ignores_exclusivity
            free = [i for i in empty if i not in blocked]
            tops = [(i, board[i][-1][0]) for i in attack]
            for cid in hand:
                beaten = BEATS[cid]
                for i in free:
                    out.append((cid, i))
                for i, top in tops:
                    if top in beaten and (i not in blocked or (ignore and self._ribaltone(player, cid, i))):
                        out.append((cid, i))
        self._cache[key] = out
        return out

    def forced_action(self) -> str:
        """What the player to move must do: ``"place"``, ``"draw"``, ``"pass"`` or ``"end_C"``
        (see :func:`forced_action`); ``"over"`` once the game has ended."""
        if self.outcome is not None:
            return "over"
        p = self.to_move
        if self._first_turn_setup() and not self._placements(p):
            return "pass"                                   # SK-15 with SK-A8
        return forced_action(bool(self._placements(p)), len(self.hands[p]),
                             0 if self.drew else len(self.deck), self.options.hand_limit)

    def legal_actions(self) -> list:
        if self.outcome is not None:
            return []
        p = self.to_move
        placements = self._placements(p)
        if placements:
            actions = [_PLACE[c][i] for c, i in placements]
            self._cache["legal_ids"] = {id(a) for a in actions}  # interned actions: a fast path in apply
            return actions
        need = self.forced_action()
        if need == "draw":
            return [DRAW]
        return [PASS]  # "pass"; "end_C" never waits on a seat (the game ends first), except in
        # hand-built positions, where passing is the only thing left to do

    def parse_action(self, text):
        return parse_action(text)

    def check_action(self, action) -> None:
        action = parse_action(action)
        if self.outcome is not None:
            raise IllegalAction(self.end_clause, "the game is over: no action can follow the end")
        p = self.to_move
        if isinstance(action, Place):
            err = self._placement_error(p, CARD_ID[action.card], SQ_INDEX[action.square])
            if err:
                raise IllegalAction(*err)
            return
        can_place = bool(self._placements(p))
        if isinstance(action, Draw):
            if can_place:
                raise IllegalAction("SK-A23", f"{PLAYERS[p]} can place a card, and a card is drawn only "
                                              "when no placement is possible (SK-27)")
            if self._first_turn_setup():
                raise IllegalAction("SK-15", "on the first turn with a setup card a player who cannot beat it "
                                             "passes without drawing (SK-A8)")
            if len(self.hands[p]) >= self.options.hand_limit:
                raise IllegalAction("SK-29", f"{PLAYERS[p]} holds {len(self.hands[p])} cards, the limit "
                                             "(SK-28): with no placement the turn must be passed")
            if not self.deck:
                raise IllegalAction("SK-27", "the deck is empty: there is nothing to draw")
            if self.drew:
                raise IllegalAction("SK-A22", "only one card is drawn per turn")
            return
        if isinstance(action, Pass):
            if can_place:
                raise IllegalAction("SK-A23", f"{PLAYERS[p]} can place a card: passing is allowed only with "
                                              "no placement (SK-29, SK-31)")
            if not self._first_turn_setup() and len(self.hands[p]) < self.options.hand_limit \
                    and self.deck and not self.drew:
                raise IllegalAction("SK-27", f"{PLAYERS[p]} cannot place and holds fewer than "
                                             f"{self.options.hand_limit} cards: he must draw, not pass")
            return
        raise IllegalAction("SK-26", f"{action!r} is not a Skèmino action")

    def apply(self, action) -> "State":
        """The state after ``action``; under ``illegal_move_policy="forfeit_turn"`` an illegal
        move is cancelled and the turn passes (SK-51, SK-A16) instead of raising."""
        if self.outcome is not None:
            raise IllegalAction(self.end_clause, "the game is over: no action can follow the end")
        action = parse_action(action)
        known = self._cache.get("legal_ids")
        if known is not None and id(action) in known:   # one of legal_actions()' own (interned) objects
            return self._apply(action)
        try:
            self.check_action(action)
        except IllegalAction as err:
            if self.options.illegal_move_policy != "forfeit_turn":
                raise
            return self._forfeit(action, err)
        return self._apply(action)

    # --- moving on ------------------------------------------------------------------------------
    def _next(self, **changes) -> "State":
        changes["turn"] = self.turn + 1
        return self._with(**changes)

    def _apply(self, action) -> "State":
        p = self.to_move
        opts = self.options
        if isinstance(action, Draw):
            new = self._draw_cards(p, 1)
            hands, deck = new
            state = self._next(hands=hands, deck=deck, last=("draw", p, "draw", None), drew=False)
            if opts.draw_then_play and state._placements(p):
                state = state._with(to_move=p, drew=True)
            else:
                state = state._with(to_move=1 - p)
            return state._settle(p, exhausted_now=not deck)
        if isinstance(action, Pass):
            state = self._next(to_move=1 - p, drew=False, last=("pass", p, "pass", None))
            return state._settle(p)
        cid, i = CARD_ID[action.card], SQ_INDEX[action.square]
        hand = self.hands[p]
        before = len(hand)
        ribaltone = self._ribaltone(p, cid, i)
        vertex_a = False
        if before == 1 and i in VERTEX_IDS:
            ctrl = self._controller(CENTRE_ID_OF_VERTEX_ID[i])
            if ctrl is None:
                ctrl = self._controller(i)
            vertex_a = ctrl == p or (ctrl is None and not self.board[i])
        new_hand = tuple(c for c in hand if c != cid)
        hands = (new_hand, self.hands[1]) if p == 0 else (self.hands[0], new_hand)
        deck = self.deck
        board = list(self.board)
        holes = self.holes
        if opts.beaten_card_policy == "stack":
            stack = board[i] + ((cid, p),)
            board[i] = stack
            if len(stack) >= 3 and _loop_ids([c for c, _ in stack]):
                holes = holes | {i}
        else:
            old = board[i]
            board[i] = ((cid, p),)
            if old:
                ocid, owner = old[-1]
                if owner in (0, 1) and len(hands[owner]) < opts.hand_limit:
                    back = hands[owner] + (ocid,)
                    hands = (back, hands[1]) if owner == 0 else (hands[0], back)
                else:  # SK-A2 silence: a neutral card, or one whose owner is at the limit, goes under the deck
                    deck = deck + (ocid,)
        state = self._next(board=tuple(board), holes=holes, hands=hands, deck=deck, to_move=1 - p,
                           placements=self.placements + 1, drew=False,
                           last=("place", p, str(action), SQUARES[i]),
                           occ=self.occ | (1 << i), near=self.near | _NEIGH_MASK[i])
        # SK-26 step 6, in the order of SK-A27: D, then A, then B (then C when a draw is due).
        if ribaltone:
            return state._end("D", p, SQUARES[i])
        if vertex_a:
            return state._end("A", p, SQUARES[i])
        exhausted_now = False
        if opts.refill_after_play and state.deck:
            want = min(OPENING_HAND, opts.hand_limit) - len(state.hands[p])
            if want > 0:
                hands, deck = state._draw_cards(p, want)
                state = state._with(hands=hands, deck=deck)
                exhausted_now = not deck
        if opts.beaten_card_policy == "return_to_owner" and state.placements >= opts.max_placements:
            return state._end("max_placements", None, None)
        return state._settle(p, exhausted_now=exhausted_now)

    def _forfeit(self, action, err: IllegalAction) -> "State":
        p = self.to_move
        state = self._next(to_move=1 - p, drew=False, last=("forfeit", p, str(action), err.clause))
        return state._settle(p)

    def _draw_cards(self, p: int, n: int):
        n = min(n, len(self.deck))
        got, deck = self.deck[:n], self.deck[n:]
        new_hand = self.hands[p] + got
        hands = (new_hand, self.hands[1]) if p == 0 else (self.hands[0], new_hand)
        return hands, deck

    def _with(self, **changes) -> "State":
        """A copy with some fields changed (a fast ``dataclasses.replace`` for a frozen state)."""
        new = object.__new__(State)
        d = new.__dict__
        d.update(self.__dict__)
        d.update(changes)
        d["_cache"] = {}
        return new

    def _blocked(self, player: int) -> bool:
        """No legal placement and no draw possible (hand at the limit or deck empty): SK-A25."""
        if self._placements(player):
            return False
        return len(self.hands[player]) >= self.options.hand_limit or not self.deck

    def _settle(self, actor: int, exhausted_now: bool = False) -> "State":
        """Check victories B and C after ``actor``'s action (SK-26 step 6, SK-A24, SK-A25, SK-A27)."""
        if self._blocked(self.to_move) and self._blocked(1 - self.to_move):
            return self._end("B", None, None, actor=actor)
        if exhausted_now and self.options.deck_exhaustion == "immediate":
            return self._end("C", None, None, actor=actor)
        if self.forced_action() == "end_C":
            return self._end("C", None, None, actor=actor)
        return self

    def _end(self, kind: str, winner: int | None, sq: str | None, actor: int | None = None) -> "State":
        totals = (sum(DECK[c].rank for c in self.hands[0]), sum(DECK[c].rank for c in self.hands[1]))
        if kind in ("B", "C"):
            if totals[0] != totals[1]:
                winner = 0 if totals[0] < totals[1] else 1
            elif self.options.tie_break == "non_mover" and actor is not None:
                winner = 1 - actor   # SK-A26 variant: SK-50 read literally
        return self._with(outcome=Outcome(kind, winner, totals, sq), drew=False)

    # --- the end ----------------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.outcome is not None

    def returns(self) -> list[float]:
        if self.outcome is None:
            raise ValueError("the game is not over")
        if self.outcome.winner is None:
            return [0.5, 0.5]
        return [1.0 if s == self.outcome.winner else 0.0 for s in (0, 1)]

    def heuristic_returns(self) -> list[float]:
        """The lower hand total leads (victories B and C); fewer cards bring victory A closer."""
        if self.outcome is not None:
            return self.returns()
        v0 = sum(DECK[c].rank for c in self.hands[0]) + 3 * len(self.hands[0])
        v1 = sum(DECK[c].rank for c in self.hands[1]) + 3 * len(self.hands[1])
        p0 = 0.5 + 0.5 * math.tanh((v1 - v0) / 25.0)
        return [p0, 1.0 - p0]

    # --- information ------------------------------------------------------------------------------
    def view(self, player=None):
        from .render import SkeminoView

        return SkeminoView(self, player)

    def determinize(self, player, rng) -> "State":
        """Both hands are public (SK-A28): only the order of the deck is resampled."""
        deck = list(self.deck)
        rng.shuffle(deck)
        return self._with(deck=tuple(deck))

    def _repr_html_(self) -> str:
        return self.view(None)._repr_html_()

    def _repr_svg_(self) -> str:
        from .render import render_board

        return render_board(self)

    # --- saving -------------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "seed": self.seed,
            "options": self.options.to_dict(),
            "dice": list(self.dice),
            "start": SQUARES[self.start],
            "first_player": self.first_player,
            "board": {SQUARES[i]: [[str(DECK[c]), o] for c, o in s] for i, s in enumerate(self.board) if s},
            "holes": sorted(SQUARES[i] for i in self.holes),
            "hands": [[str(DECK[c]) for c in h] for h in self.hands],
            "deck": [str(DECK[c]) for c in self.deck],
            "to_move": self.to_move,
            "turn": self.turn,
            "placements": self.placements,
            "drew": self.drew,
            "last": None if self.last is None else list(self.last),
            "outcome": None if self.outcome is None else self.outcome.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        options = SkeminoOptions.from_dict(dict(data["options"]))
        board = [()] * 36
        for sq, cards in dict(data["board"]).items():
            board[SQ_INDEX[rules.square(sq)]] = tuple((CARD_ID[rules.card(c)], _owner(o)) for c, o in cards)
        occ = near = 0
        for i, s in enumerate(board):
            if s:
                occ |= 1 << i
                near |= _NEIGH_MASK[i]
        last = data.get("last")
        if last is not None:
            kind, player, notation, extra = last
            if kind not in ("place", "draw", "pass", "forfeit") or player not in (0, 1):
                raise ValueError(f"bad last move {last!r}")
            last = (str(kind), int(player), str(notation), None if extra is None else str(extra))
        dice = data["dice"]
        counters = {k: data[k] for k in ("turn", "placements", "seed")}
        for name, value in counters.items():
            if isinstance(value, bool) or not isinstance(value, int) or (name != "seed" and value < 0):
                raise ValueError(f"{name} must be a whole number, not {value!r}")
        if not isinstance(data["drew"], bool):
            raise ValueError(f"drew must be true or false, not {data['drew']!r}")
        if not (isinstance(dice, list) and len(dice) == 3 and dice[0] in range(1, 7) and dice[1] in tuple("ABCDEF")
                and dice[2] in ("G1", "G2")):
            raise ValueError(f"bad dice {dice!r}")
        return cls(
            seed=int(data["seed"]), options=options,
            dice=(int(dice[0]), str(dice[1]), str(dice[2])),
            start=SQ_INDEX[rules.square(data["start"])],
            first_player=_owner(data["first_player"], neutral=False),
            board=tuple(board),
            holes=frozenset(SQ_INDEX[rules.square(h)] for h in data["holes"]),
            hands=tuple(tuple(CARD_ID[rules.card(c)] for c in h) for h in data["hands"]),
            deck=tuple(CARD_ID[rules.card(c)] for c in data["deck"]),
            to_move=_owner(data["to_move"], neutral=False),
            turn=int(data["turn"]), placements=int(data["placements"]), drew=bool(data["drew"]),
            last=last,
            outcome=None if data.get("outcome") is None else Outcome.from_dict(data["outcome"]),
            occ=occ, near=near,
        )

    def check_consistency(self) -> None:
        """:class:`CorruptSave` if a card is lost or doubled, a hole is not a loop, a hand is too big..."""
        seen = list(self.deck) + [c for h in self.hands for c in h] + [c for s in self.board for c, _ in s]
        counts = [0] * 39
        for c in seen:
            counts[c] += 1
        missing = [str(DECK[c]) for c in range(39) if counts[c] == 0]
        doubled = [str(DECK[c]) for c in range(39) if counts[c] > 1]
        if missing or doubled:
            raise CorruptSave(f"SK-1: the 39 chain cards are not all there once: missing {missing or 'none'}, "
                              f"more than once {doubled or 'none'}")
        if len(self.hands) != 2 or self.to_move not in (0, 1):
            raise CorruptSave("SK-2: Skèmino is for two seats, 0 (Bianco) and 1 (Nero)")
        for p, h in enumerate(self.hands):
            if len(h) > self.options.hand_limit:
                raise CorruptSave(f"SK-28: {PLAYERS[p]} holds {len(h)} cards, over the limit")
        for h in self.holes:
            s = self.board[h]
            if not s or not _loop_ids([c for c, _ in s]):
                raise CorruptSave(f"SK-38: {SQUARES[h]} is marked as a hole but holds no loop")
        if self.options.beaten_card_policy == "stack":
            for i, s in enumerate(self.board):
                if i not in self.holes and len(s) >= 3 and _loop_ids([c for c, _ in s]):
                    raise CorruptSave(f"SK-42: {SQUARES[i]} holds a loop but is not a hole")
        else:
            if self.holes or any(len(s) > 1 for s in self.board):
                raise CorruptSave("SK-A2: with return_to_owner a square holds one card and there are no holes")
        neutral = sum(1 for s in self.board for _, o in s if o == NEUTRAL)
        if neutral > (1 if self.options.setup_card else 0):
            raise CorruptSave("SK-A7: only the setup card belongs to nobody")


_FIELDS = tuple(f.name for f in dataclasses.fields(State) if f.name != "_cache")
_DIAGONALS = tuple(
    tuple(r * 6 + c for r, c in ((i // 6 + dr, i % 6 + dc) for dr in (-1, 1) for dc in (-1, 1))
          if 0 <= r < 6 and 0 <= c < 6)
    for i in range(36)
)


def _owner(value, neutral: bool = True) -> int:
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


def new_game(seed: int = 0, **options) -> State:
    """Shuffle (SK-10), roll the dice (SK-11, SK-12) and deal (SK-13, SK-A5); all from ``seed``.

    >>> game = new_game(seed=1)
    >>> game.dice, game.start_square, game.first_player
    ((5, 'B', 'G2'), 'b5', 1)
    >>> literal = new_game(seed=1, opening_hands="literal")
    >>> len(literal.hands[0]), len(literal.hands[1]), len(literal.deck)       # SK-EX-5, SK-A5
    (0, 5, 34)
    >>> new_game(seed=1, players=3)
    Traceback (most recent call last):
    ...
    ValueError: SK-2: Skèmino is for exactly two players (SK-A32), not 3
    """
    players = options.pop("players", 2)
    if players != 2:
        raise ValueError(f"SK-2: Skèmino is for exactly two players (SK-A32), not {players}")
    given = options.pop("options", None)
    if given is not None and options:
        raise ValueError("give either options=SkeminoOptions(...) or keyword options, not both")
    opts = given if given is not None else SkeminoOptions(**options)
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
    board = [()] * 36
    occ = near = 0
    if opts.setup_card:                                 # SK-A7 variant: a neutral card on the dice square
        board[start] = ((deck[0], NEUTRAL),)
        deck = deck[1:]
        occ, near = 1 << start, _NEIGH_MASK[start]
    return State(seed=seed, options=opts, dice=dice, start=start, first_player=first, board=tuple(board),
                 holes=frozenset(), hands=hands, deck=tuple(deck), to_move=first, occ=occ, near=near)


def position(board=None, hands=((), ()), to_move=0, deck=None, start="d2", seed=0, **options) -> State:
    """A hand-built position for examples and tests (the rest of the 39 cards form the deck).

    ``board`` maps squares to stacks bottom to top, each card a ``(card, owner)`` pair with owner
    0/"Bianco"/"G1" or 1/"Nero"/"G2". Squares whose stack is a loop are holes (SK-38). ``deck``
    lists the cards to draw first; every card not placed anywhere else follows in deck order.

    >>> p = position({"e3": [("7F", "Bianco")]}, hands=([], ["QC", "QP"]), to_move=1)   # SK-EX-6
    >>> p.apply("QC@e3")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: SK-20: QC does not win the combat on e3: QC does not beat 7F: Forbici cut Carta (SK-3); a losing card stays in hand (SK-A3)
    >>> after = p.apply("QP@e3")
    >>> [str(c) for c, _ in after.stack("e3")], PLAYERS[after.controller("e3")]
    (['7F', 'QP'], 'Nero')
    """
    given = options.pop("options", None)
    opts = given if given is not None else SkeminoOptions(**options)
    stacks = [()] * 36
    used = []
    for sq, cards in (board or {}).items():
        i = SQ_INDEX[rules.square(sq)]
        stacks[i] = tuple((CARD_ID[rules.card(c)], _owner(o)) for c, o in cards)
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
                      if opts.beaten_card_policy == "stack" and len(s) >= 3 and _loop_ids([c for c, _ in s]))
    occ = near = 0
    for i, s in enumerate(stacks):
        if s:
            occ |= 1 << i
            near |= _NEIGH_MASK[i]
    st = rules.square(start)
    mover = _owner(to_move, neutral=False)
    state = State(seed=seed, options=opts, dice=(int(st[1]), st[0].upper(), f"G{mover + 1}"),
                  start=SQ_INDEX[st], first_player=mover, board=tuple(stacks),
                  holes=holes, hands=hand_ids, deck=full_deck, to_move=mover,
                  turn=1 if occ else 0, occ=occ, near=near)
    state.check_consistency()
    return state


def play(state: State, actions: Iterable) -> list[State]:
    """Every state from ``state`` through each action in turn (a step-through's frames).

    >>> states = play(new_game(seed=16), ["7F@d3", "6C@d4"])
    >>> len(states), states[-1].last_square
    (3, 'd4')
    """
    states = [state]
    for action in actions:
        states.append(states[-1].apply(action))
    return states
