"""Setting up a game of Skèmino: the variant options, the shuffle, the dice and the deal (SK-10..SK-13,
SK-A5..SK-A8, SK-A30), and a position set up by hand (:func:`position`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from ..core import Consequence, Event, Options, check_seed
from . import rules
from .rules import CARD_ID, DECK, NEIGHBOUR_MASK, NEUTRAL, SQ_INDEX, loop_ids
from .state import DEAL, OPENING_HAND, SET_UP, State


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


def _options(given: dict[str, Any]) -> SkeminoOptions:
    """The options from keyword arguments (``ValueError`` naming an unknown one); the defaults are
    shared, since every playout starts a game with them."""
    return SkeminoOptions.of(**given) if given else _DEFAULT_OPTIONS


def owner_seat(value: int | str, neutral: bool = True) -> int:
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


def masks(stacks: Sequence[tuple]) -> tuple[int, int]:
    """The bit masks of occupied squares and of their neighbours (the state keeps both for speed)."""
    occ = near = 0
    for i, s in enumerate(stacks):
        if s:
            occ |= 1 << i
            near |= NEIGHBOUR_MASK[i]
    return occ, near


def new_game(seed: int = 0, **options: Any) -> State:
    """Shuffle (SK-10), roll the dice (SK-11, SK-12) and deal (SK-13, SK-A5); all from ``seed``.

    >>> from engine.skemino import PLAYERS
    >>> game = new_game(seed=1)
    >>> game.dice, game.start_square, game.first_player
    ((5, 'B', 'G2'), 'b5', 1)
    >>> game.last_event.describe(PLAYERS)
    'The cards are dealt. dice: Nero (SK-11).'
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
    cons = [Consequence("dice", "SK-11", first)]
    if opts.setup_card:                                 # SK-A7 variant: a neutral card on the dice square
        board[start] = ((deck[0], NEUTRAL),)
        cons.append(Consequence("setup_card", "SK-A7", None, None, (str(DECK[deck[0]]),)))
        deck = deck[1:]
    occ, near = masks(board)
    return State(seed=seed, options=opts, dice=dice, start=start, first_player=first, board=tuple(board),
                 holes=frozenset(), hands=hands, deck=tuple(deck), to_move=first,
                 last_event=Event(None, DEAL, tuple(cons)), occ=occ, near=near)


def position(board: Mapping[str, Sequence[tuple[str, int | str]]] | None = None,
             hands: Sequence[Sequence[str]] = ((), ()), to_move: int | str = 0, deck: Iterable[str] | None = None,
             start: str = "d2", seed: int = 0, check: bool = True, **options: Any) -> State:
    """A hand-built position for examples and tests (the rest of the 39 cards form the deck).

    ``board`` maps squares to stacks bottom to top, each card a ``(card, owner)`` pair with owner
    0/"Bianco"/"G1" or 1/"Nero"/"G2". Squares whose stack is a loop are holes (SK-38). ``deck``
    lists the cards to draw first; every card not placed anywhere else follows in deck order.
    ``check=False`` leaves out the codec's check (a puzzle the rules cannot reach: the position editor).

    >>> from engine.skemino import PLAYERS
    >>> p = position({"e3": [("7F", "Bianco")]}, hands=([], ["QC", "QP"]), to_move=1)   # SK-EX-6
    >>> p.apply("QC@e3")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: SK-20: the Queen of Carta does not beat the 7 of Forbici on e3: Forbici cut Carta, so it stays in Nero's hand
    >>> after = p.apply("QP@e3")
    >>> [str(c) for c, _ in after.stack("e3")], PLAYERS[after.controller("e3")]
    (['7F', 'QP'], 'Nero')
    >>> after.last_event.find("combat").clause, after.last_event.describe(PLAYERS)
    ('SK-3', 'Nero: QP@e3. combat: Nero, QP 7F (SK-3).')
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
    occ, near = masks(stacks)
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


__all__ = ["SkeminoOptions", "new_game", "position", "roll_dice", "owner_seat", "masks"]
