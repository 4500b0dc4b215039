"""Setting up a game of come-quando-frederik-piange: the variant options, a new game dealt from its seed, and a
battle set up by hand (:func:`position`).

>>> FrederikOptions().colour_means, FrederikOptions.of(colour_means="red_black").colour_means
('suit', 'red_black')
>>> FrederikOptions.of(first_player="left")
Traceback (most recent call last):
...
ValueError: option first_player='left' is 'random' or a seat number (FP-A17)
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Mapping, Sequence

from ..core import Consequence, Event, Options, check_seed
from ..words import N_
from . import rules
from .rules import ColourMeaning, NthScheme
from .state import State


@dataclass(frozen=True)
class FrederikOptions(Options):
    """Variant options (RULINGS 6.1); the defaults are the rulings."""

    SAMPLES: ClassVar[Mapping[str, tuple]] = {"first_player": ("random", 0, 1)}

    colour_means: ColourMeaning = "suit"                          # FP-A1
    interrupt_order: Literal["clockwise_from_actor"] = "clockwise_from_actor"    # FP-A4
    allow_counter_interrupts: Literal[False] = False                              # FP-A4
    nth_values: NthScheme = "standard"  # FP-A5
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


DEFAULT_OPTIONS = FrederikOptions()



def new_game(players: int = 4, seed: int = 0, **options: Any) -> State:
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
                      "deal", "FP-A17", seat=first),)))
    return start


def position(seats: Sequence[Sequence[str]], *, to_move: int = 0, battle_round: int = 1,
             pile: Sequence[str] | None = None, rest_to: int | None = None, seed: int = 0, check: bool = True,
             **options: Any) -> State:
    """A battle-phase table set up by hand, for worked examples and tests.

    ``seats`` lists each player's cards in notation; a card in brackets, ``"(10H)"``, lies face
    down. ``pile`` lists the top of the pile, top first; every other card follows in deck order,
    or lies face up in front of seat ``rest_to`` when that is given (to empty the pile). Seat 0
    started the game; it is ``to_move``'s turn in round ``battle_round``. ``check=False`` leaves out
    the codec's check (a puzzle the rules cannot reach: the position editor).

    >>> state = position([["2H"], ["KH", "(10H)"]])
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
    cards = top + rest
    if not 1 <= battle_round <= rules.BATTLE_ROUNDS or not 0 <= to_move < players:
        raise ValueError("FP-9: a battle has rounds 1 and 2, and the turn is a seat at the table")
    state = State(seed=seed, options=opts, players=players, first_player=0, phase="battle",
                  turn=(battle_round - 1) * players + to_move, seats=tuple(rows), pile=tuple(cards),
                  drawn=(), step="keep", all_down=(False,) * players,
                  last_event=Event(None, N_("a table set up by hand")))
    if check:
        state.check_consistency()
    return state


#: The position builder's older name, which the book's pages and tests use.
battle_position = position


__all__ = ["FrederikOptions", "DEFAULT_OPTIONS", "new_game", "position", "battle_position"]
