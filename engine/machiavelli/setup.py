"""Setting up Machiavelli: the variant options, each hand's deal from the seed (MA-7, MA-8, MA-A4, MA-A7), and a
mid-hand position set up by hand (:func:`position`).
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, Literal, Sequence

from ..cards import shuffled
from ..core import Options, check_seed, consequence, event
from ..words import N_
from .rules import PACK, arrange, cards, check_players, interned, meld_error, melds_of, notation, sort_hand
from .state import State

HAND_SIZE = 13  # MA-7


@dataclass(frozen=True)
class MachiavelliOptions(Options):
    """Variant options (RULINGS 6.1); every default is the ruling.

    >>> MachiavelliOptions().first_turn, MachiavelliOptions(stake_per_card=5).stake_per_card
    ('draw_only', 5)
    >>> MachiavelliOptions(first_turn="skip")
    Traceback (most recent call last):
    ...
    ValueError: option first_turn='skip' has the wrong type: expected 'draw_only' or 'normal' or 'draw_then_operate'
    """

    allow_ace_both_ends_in_one_run: bool = True                          # MA-A1: the 14-card run A-2-...-K-A
    stake_per_card: int = 1                                              # MA-A3: paid per card held
    first_turn: Literal["draw_only", "normal", "draw_then_operate"] = "draw_only"   # MA-A4
    stock_exhausted: Literal["end_hand", "pass_until_all_pass"] = "end_hand"        # MA-A5
    failed_operation_penalty: int = 3                                    # MA-A6/MA-15: cards taken; 0 = refuse
    failed_operation_restore: Literal["full", "table_only"] = "full"     # MA-A6
    hands_per_match: int = 4                                             # MA-17, MA-A10
    turn_timer_seconds: int | None = None                                # MA-18, MA-A12: for the UI only

    SAMPLES = {"stake_per_card": (1, 5), "failed_operation_penalty": (3, 0, 1), "hands_per_match": (4, 1),
               "turn_timer_seconds": (None, 60)}

    def validate(self):
        for name, low in (("stake_per_card", 1), ("failed_operation_penalty", 0), ("hands_per_match", 1)):
            value = getattr(self, name)
            if value < low:
                raise ValueError(f"option {name}={value!r} must be a whole number of at least {low}")
        timer = self.turn_timer_seconds
        if timer is not None and timer <= 0:
            raise ValueError(f"option turn_timer_seconds={timer!r} must be None or a positive number of seconds")


def deal(state: State, seat: int | None = None, notation: str | None = N_("the cards are dealt"),
         said: tuple = ()) -> State:
    """MA-7: thirteen cards each from the shuffled pack, the rest face down as the tallone (top first).

    With ``first_turn="draw_then_operate"`` the first player's opening draw (MA-8) is made here and his
    first turn is then a normal one. ``said`` are the consequences of the action that ended the hand.
    """
    rng = random.Random(f"machiavelli:{state.seed}:{state.hand_index}")
    deck = shuffled(PACK, rng)
    n = state.players
    hands = [sort_hand(deck[s * HAND_SIZE:(s + 1) * HAND_SIZE]) for s in range(n)]
    stock = tuple(deck[n * HAND_SIZE:])
    first = (state.first_dealer + state.hand_index + 1) % n
    opening = state.options.first_turn == "draw_only"
    said = said + (consequence("deal", "MA-7", state.dealer, state.hand_index + 1),
                   consequence("first_player", "MA-8", first))
    if state.options.first_turn == "draw_then_operate":
        hands[first] = sort_hand(hands[first] + (stock[0],))
        stock = stock[1:]
        said += (consequence("opening_draw", "MA-8", first, 1),)
    return state.evolve(hands=tuple(hands), stock=stock, table=(), to_move=first, opening=opening, passes=0,
                        last_event=event(seat, notation, said))


def new_game(players: int = 3, seed: int = 0, **options: Any) -> State:
    """A new match of Machiavelli for 2 to 6 ``players`` (MA-1); the seed fixes the dealer and every deal.

    ``options`` are the fields of :class:`MachiavelliOptions` (RULINGS 6.1).

    >>> game = new_game(players=4, seed=1)
    >>> len(game.stock), game.current_player == (game.dealer + 1) % 4, game.opening
    (52, True, True)
    >>> game.last_event.describe(["Anna", "Bruno", "Carla", "Dario"])
    'The cards are dealt. deal: Dario, 1 (MA-7). first_player: Anna (MA-8).'
    >>> new_game(players=7)
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: MA-1: Machiavelli is for 2 to 6 players, not 7
    """
    check_seed(seed)
    check_players(players)
    opts = MachiavelliOptions.of(**options)
    first_dealer = random.Random(f"machiavelli:{seed}:dealer").randrange(players)
    start = State(seed=seed, options=opts, players=players, first_dealer=first_dealer, hand_index=0,
                  hands=((),) * players, stock=(), table=(), to_move=0, scores=(0,) * players)
    return deal(start)


def position(hands: Sequence[str | Sequence[str] | None], table: Any = (), *, to_move: int = 0, stock_top: Any = (),
             stock_size: int | None = None, seed: int = 0, hand_size: int = HAND_SIZE, **options: Any) -> State:
    """A mid-hand state built from a description, for examples, puzzles and tests.

    ``hands`` lists each seat's cards (a string or list), or ``None`` for a hand of ``hand_size`` cards
    dealt at random from what is left. ``stock_top`` are the next cards of the tallone, top first; the
    rest of the pack lies below them. ``stock_size`` makes the tallone that short: the surplus is shared
    out among the ``None`` hands, so that every one of the 104 cards is still somewhere (MA-2).

    >>> state = position(["6H 6D KS", None], "3C 4C 5C 6C", stock_top="2S")
    >>> state.current_player, len(state.hands[1]), len(state.stock), state.stock[0]
    (0, 13, 84, FrenchCard('2♠'))
    """
    check_seed(seed)
    opts = MachiavelliOptions.of(**options)
    check_players(len(hands))
    table = tuple(interned(arrange(m)) for m in melds_of(table))
    given = [None if h is None else sort_hand(interned(cards(h))) for h in hands]
    top = interned(cards(stock_top))
    pool = Counter(PACK)
    for group in [c for m in table for c in m], [c for h in given if h for c in h], top:
        for c in group:
            pool[c] -= 1
            if pool[c] < 0:
                raise ValueError(f"MA-2: {c} is used more than twice; the pack has two of each card")
    rest = sorted(pool.elements())
    random.Random(f"machiavelli:position:{seed}").shuffle(rest)
    filled = []
    for h in given:
        if h is None:
            h, rest = sort_hand(rest[:hand_size]), rest[hand_size:]
        filled.append(h)
    stock = top + tuple(rest)
    if stock_size is not None:
        if stock_size < len(top):
            raise ValueError("stock_size is smaller than the cards given for the top of the tallone")
        surplus, stock = list(stock[stock_size:]), stock[:stock_size]
        open_seats = [i for i, h in enumerate(given) if h is None]
        if surplus and not open_seats:
            raise ValueError("a short tallone needs a hand given as None to hold the surplus cards")
        for k, c in enumerate(surplus):
            s = open_seats[k % len(open_seats)]
            filled[s] = sort_hand(filled[s] + (c,))
    players = len(hands)
    if not (isinstance(to_move, int) and 0 <= to_move < players):
        raise ValueError(f"MA-4: seat {to_move!r} to move is not a seat of this table")
    for i, meld in enumerate(table):
        error = meld_error(meld, opts.allow_ace_both_ends_in_one_run)
        if error:
            raise ValueError(f"MA-12: table group {i + 1} [{notation(meld)}]: {error}")
    return State(seed=seed, options=opts, players=players, first_dealer=(to_move - 1) % players, hand_index=0,
                 hands=tuple(filled), stock=stock, table=table, to_move=to_move, scores=(0,) * players,
                 last_event=event(None, N_("a position set up by hand"), ()))


__all__ = ["MachiavelliOptions", "HAND_SIZE", "new_game", "position", "deal"]
