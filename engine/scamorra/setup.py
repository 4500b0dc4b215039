"""Setting up La Scamorra: the variant options, each match's deal from the seed (SC-7..SC-10), and a position
in the moving phase set up by hand (:func:`position`).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Literal, Mapping, Sequence

from ..core import Consequence, Event, Options, check_seed, is_seat_number
from . import rules
from .rules import CARD_INDEX, DECK_COMPOSITION, HAND_SIZE, PIECE_INDEX, SQ_INDEX, code
from .state import State


@dataclass(frozen=True)
class ScamorraOptions(Options):
    """Variant options (RULINGS 6.1, SC rows); every default is the ruling.

    >>> ScamorraOptions().series, ScamorraOptions().series_target
    (False, 15)
    >>> ScamorraOptions(series_check="never")
    Traceback (most recent call last):
    ...
    ValueError: option series_check='never' has the wrong type: expected 'immediate' or 'end_of_match'
    """

    SAMPLES: ClassVar[Mapping[str, tuple]] = {"series_target": (15, 3), "cappotto_bonus": (10, 0)}

    pawn_forward_capture: bool = False                                  # SC-A1
    series: bool = False                                                # SC-36: play a "partita a 15"
    series_check: Literal["immediate", "end_of_match"] = "immediate"    # SC-A12
    series_target: int = 15                                             # SC-36
    cappotto_bonus: int = 10                                            # SC-37
    series_initiative: Literal["random", "loser_of_previous"] = "random"  # SC-A21

    def validate(self):
        self.check_choice("series_check", self.series_check, ("immediate", "end_of_match"))
        self.check_choice("series_initiative", self.series_initiative, ("random", "loser_of_previous"))
        if self.series_target < 1:
            raise ValueError(f"option series_target={self.series_target!r} must be at least 1")
        if self.cappotto_bonus < 0:
            raise ValueError(f"option cappotto_bonus={self.cappotto_bonus!r} must not be negative")


def _full_deck() -> list[int]:
    return [CARD_INDEX[name] for name, n in DECK_COMPOSITION.items() for _ in range(n)]


def deal(seed: int, options: ScamorraOptions, rng: random.Random, initiative: int | None = None) -> State:
    """Shuffle both decks (SC-7), set a coppella aside from each (SC-8), deal three cards each (SC-9)
    and draw the initiative (SC-10)."""
    hands, decks, coppelle = [], [], []
    for _ in (0, 1):
        deck = _full_deck()
        rng.shuffle(deck)
        coppelle.append(deck[0])
        hands.append(tuple(deck[1:1 + HAND_SIZE]))
        decks.append(tuple(deck[1 + HAND_SIZE:]))
    drawn = rng.randrange(2)
    if initiative is None:
        initiative = drawn
    event = Event(None, "the decks are shuffled, a coppella is set aside from each and three cards are dealt",
                  (Consequence("initiative", "SC-10", seat=initiative),))
    return State(seed=seed, options=options, phase="choose", initiative=initiative, places_first=None,
                 to_move=initiative, board=(0,) * 25, off_board=((0, 1, 2), (0, 1, 2)), hands=tuple(hands),
                 decks=tuple(decks), coppelle=tuple(coppelle), discards=((), ()),
                 next_deal=rng.getrandbits(31), last_event=event)


def new_game(seed: int = 0, **options: Any) -> State:
    """A new match (or series, with ``series=True``) dealt from ``seed``.

    >>> game = new_game(seed=1)
    >>> [len(game.hand(seat)) for seat in (0, 1)], [len(deck) for deck in game.decks], game.initiative in (0, 1)
    ([3, 3], [12, 12], True)
    >>> new_game(seed=1).hands == game.hands, new_game(seed=2).hands == game.hands   # the seed is the deal
    (True, False)
    >>> new_game(seed=1, players=3)
    Traceback (most recent call last):
    ...
    ValueError: SC-A23: option players=3: La Scamorra is for exactly two players
    >>> new_game(seed=1, players=2.0)
    Traceback (most recent call last):
    ...
    ValueError: SC-A23: option players=2.0: La Scamorra is for exactly two players (a whole number: 2)
    >>> new_game(seed=1, colour="red")
    Traceback (most recent call last):
    ...
    ValueError: unknown option(s) colour; the options are pawn_forward_capture, series, series_check, series_target, cappotto_bonus, series_initiative
    """
    check_seed(seed)
    players = options.pop("players", 2)
    if not is_seat_number(players):
        raise ValueError(f"SC-A23: option players={players!r}: La Scamorra is for exactly two players "
                         "(a whole number: 2)")
    if players != 2:
        raise ValueError(f"SC-A23: option players={players!r}: La Scamorra is for exactly two players")
    key = tuple(sorted(options.items()))
    opts = _OPTIONS_SEEN.get(key) if all(isinstance(v, (bool, int, str)) for _, v in key) else None
    if opts is None or any(type(v) is not type(getattr(opts, k)) for k, v in key):
        opts = ScamorraOptions.of(**options)
        if len(_OPTIONS_SEEN) < 64:
            _OPTIONS_SEEN[key] = opts
    return deal(seed, opts, random.Random(seed))


_OPTIONS_SEEN: dict = {}   # options already checked (checking them reads type hints: slow for playouts)


def position(board: Mapping[str, tuple[int | str, str]] | None = None, hands: Sequence[Sequence[str]] | None = None,
             to_move: int | str = 0, scores: Sequence[int] | None = None, discards: Sequence[Sequence[str]] | None = None,
             seed: int = 0, **options: Any) -> State:
    """A hand-built position in the moving phase, for examples and tests.

    ``board`` maps squares to ``(seat, piece)`` (seat 0/"South", 1/"North"); pieces not on the board
    are taken ones, waiting to re-enter. ``hands`` lists each seat's cards (three while a deck lasts). The rest of each seat's
    16 cards are shuffled from ``seed`` into a coppella and the deck, unless ``discards`` lists cards
    already played. ``scores`` defaults to the number of enemy pieces off the board.

    >>> from engine.scamorra import SEATS
    >>> p = position({"b1": ("South", "sasso"), "a1": ("South", "carta"), "e1": ("South", "forbice"),
    ...               "c3": ("North", "forbice"), "a5": ("North", "carta"), "e5": ("North", "sasso")}, hands=(["cavallo", "pedone", "torre"], ["re", "torre", "torre"]))
    >>> after = p.apply("cavallo b1-c3")                                             # SC-EX-4
    >>> after.scores, after.reserve(1), after.last_event.describe(SEATS)
    ((1, 0), ['forbice'], 'South: cavallo b1-c3. capture: South, sasso forbice, 1 (SC-28).')
    """
    opts = ScamorraOptions.of(**options)
    rng = random.Random(seed)
    cells = [0] * 25
    for sq, (seat, name) in (board or {}).items():
        seat = _seat(seat)
        cells[SQ_INDEX[rules.square(sq)]] = code(seat, PIECE_INDEX[rules.piece(name)])
    off = tuple(tuple(k for k in range(3) if code(s, k) not in cells) for s in (0, 1))
    hands = hands if hands is not None else ((), ())
    discards = discards if discards is not None else ((), ())
    hand_ids = tuple(tuple(CARD_INDEX[rules.card(c)] for c in h) for h in hands)
    played = tuple(tuple(CARD_INDEX[rules.card(c)] for c in d) for d in discards)
    decks, coppelle = [], []
    for s in (0, 1):
        rest = _full_deck()
        for c in hand_ids[s] + played[s]:
            rest.remove(c)
        rng.shuffle(rest)
        coppelle.append(rest[0])
        decks.append(tuple(rest[1:]))
    if scores is None:
        scores = (len(off[1]), len(off[0]))
    mover = _seat(to_move)
    moves_first = mover if len(played[0]) == len(played[1]) else 1 - mover
    state = State(seed=seed, options=opts, phase="move", initiative=moves_first,
                  places_first=1 - moves_first, to_move=mover, board=tuple(cells), off_board=off,
                  hands=hand_ids, decks=tuple(decks), coppelle=tuple(coppelle), discards=played,
                  scores=tuple(scores), next_deal=rng.getrandbits(31), last_event=Event(None, "a position is set up"))
    return state


def _seat(value: int | str) -> int:
    names = {"south": 0, "s": 0, "north": 1, "n": 1}
    if isinstance(value, str) and value.strip().lower() in names:
        return names[value.strip().lower()]
    if value in (0, 1) and not isinstance(value, bool):
        return value
    raise ValueError(f"{value!r} is not a seat: 0 = South, 1 = North")


__all__ = ["ScamorraOptions", "new_game", "position", "deal"]
