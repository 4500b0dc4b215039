"""Saving a Machiavelli state and reading it back, refusing any damage at load (:class:`CorruptSave`).

:data:`CODEC` (registered on Machiavelli's spec) reads every field strictly with the shared readers
of :mod:`engine.saving` (a seat is a whole number, a flag is true or false, a card is its notation),
then :func:`check_state` checks what the fields must say together: the 104 cards each once per pair
(MA-2), a valid table (MA-12), the turn, the opening draw (MA-8, MA-A4), the passes (MA-A5), the
finished hands and the scores (MA-16, MA-17, MA-A10).

>>> from engine.machiavelli import new_game
>>> game = new_game(players=3, seed=4).apply("draw")
>>> type(game).from_json(game.to_json()) == game
True
>>> CODEC.load({**game.to_dict(), "turn": 7})
Traceback (most recent call last):
...
engine.errors.CorruptSave: turn must be a seat number from 0 to 2, not 7
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from ..cards import parse_french_card
from ..errors import CorruptSave, IllegalAction
from ..saving import (
    Codec, event_data, read_all, read_cards, read_event, read_flag, read_list, read_options, read_seat, read_whole,
)
from .rules import CARD, PACK, arrange, check_players, meld_error, notation, settle_hand, sort_hand
from .setup import HAND_SIZE, MachiavelliOptions
from .state import HandRecord, State


def _card(text: str) -> Any:
    card = parse_french_card(text)
    return CARD[card.rank, card.suit]


def _rows(table: Any) -> list[list[str]]:
    return [[c.ascii for c in meld] for meld in table]


def _table(value: object, what: str) -> tuple:
    return tuple(tuple(CARD[c.rank, c.suit] for c in arrange(read_cards(meld, f"{what}, group {i + 1}", _card)))
                 for i, meld in enumerate(read_list(value, what)))


def _record(row: Any, k: int, players: int) -> HandRecord:
    what = f"finished hand {k + 1}"
    if not isinstance(row, list) or len(row) != 5:
        raise CorruptSave(f"{what} must be [dealer, closer, cards left, points, table], not {row!r}")
    dealer, closer, left, points, table = row
    return HandRecord(read_seat(dealer, f"{what}'s dealer", players),
                      read_seat(closer, f"{what}'s closer", players, allow_none=True),
                      read_all(read_list(left, f"{what}'s cards left", players), read_whole,
                               f"{what}'s cards left of seat {{}}", 0),
                      read_all(read_list(points, f"{what}'s points", players), read_whole,
                               f"{what}'s points of seat {{}}"),
                      _table(table, f"{what}'s table"))


class MachiavelliCodec(Codec[State]):
    """Machiavelli's saves: hands, tallone and table groups in card notation, the match so far."""

    title = "Machiavelli"
    fields = ("seed", "options", "players", "first_dealer", "hand_index", "hands", "stock", "table", "turn",
              "opening", "passes", "scores", "history", "over", "last_event")

    def encode(self, state: State) -> dict:
        return {
            "seed": state.seed, "options": state.options.to_dict(), "players": state.players,
            "first_dealer": state.first_dealer, "hand_index": state.hand_index,
            "hands": _rows(state.hands), "stock": [c.ascii for c in state.stock], "table": _rows(state.table),
            "turn": state.to_move, "opening": state.opening, "passes": state.passes, "scores": list(state.scores),
            "history": [[r.dealer, r.closer, list(r.cards_left), list(r.points), _rows(r.table)]
                        for r in state.history],
            "over": state.phase == "over", "last_event": event_data(state.last_event),
        }

    def decode(self, data: dict) -> State:
        try:
            check_players(data["players"])
        except IllegalAction as err:
            raise CorruptSave(str(err)) from None
        n = data["players"]
        return State(
            seed=read_whole(data["seed"], "the seed"), options=read_options(MachiavelliOptions, data["options"]),
            players=n, first_dealer=read_seat(data["first_dealer"], "first_dealer", n),
            hand_index=read_whole(data["hand_index"], "hand_index", 0),
            hands=tuple(sort_hand(read_cards(h, f"hand {i}", _card))
                        for i, h in enumerate(read_list(data["hands"], "hands", n))),
            stock=read_cards(data["stock"], "the tallone", _card), table=_table(data["table"], "the table"),
            to_move=read_seat(data["turn"], "turn", n), opening=read_flag(data["opening"], "opening"),
            passes=read_whole(data["passes"], "passes", 0),
            scores=read_all(read_list(data["scores"], "scores", n), read_whole, "seat {}'s score"),
            history=tuple(_record(r, k, n) for k, r in enumerate(read_list(data["history"], "history"))),
            phase="over" if read_flag(data["over"], "over") else "play", last_event=read_event(data["last_event"], n, required=False),
        )

    def check(self, state: State) -> None:
        check_state(state)


# --- what the fields must say together ----------------------------------------------------------------

def check_state(state: State) -> None:
    """Raise :class:`CorruptSave` for any broken invariant of ``state``."""
    try:
        check_players(state.players)
    except IllegalAction as err:
        raise CorruptSave(str(err)) from None
    n, options = state.players, state.options
    if len(state.hands) != n or len(state.scores) != n:
        raise CorruptSave("the save does not have one hand and one score per seat")
    if not (0 <= state.to_move < n and 0 <= state.first_dealer < n):
        raise CorruptSave(f"seat {state.to_move} or dealer {state.first_dealer} does not exist with {n} players (MA-4)")
    every = [c for h in state.hands for c in h] + list(state.stock) + list(state.table_cards())
    have, pack = Counter(every), Counter(PACK)
    for card in sorted(set(have) | set(pack)):
        if have[card] != pack[card]:
            raise CorruptSave(f"{card} is there {have[card]} times; the 104-card pack has it {pack[card]} times (MA-2)")
    for i, meld in enumerate(state.table):
        error = meld_error(meld, state.allow_both_aces)
        if error:
            raise CorruptSave(f"table group {i + 1} [{notation(meld)}] is invalid: {error} (MA-12)")
    finished = len(state.history)
    if not 0 <= state.hand_index < options.hands_per_match or \
            finished != (state.hand_index + 1 if state.phase == "over" else state.hand_index):
        raise CorruptSave(f"hand {state.hand_index + 1} does not fit a record of {finished} finished hands "
                          f"out of {options.hands_per_match} (MA-A10)")
    for k, r in enumerate(state.history):
        if r.dealer != (state.first_dealer + k) % n or len(r.cards_left) != n or \
                r.closer is not None and not 0 <= r.closer < n or any(x < 0 for x in r.cards_left):
            raise CorruptSave(f"finished hand {k + 1} names a wrong dealer, closer or count of cards (MA-A7)")
        if r.closer is not None and r.cards_left[r.closer] != 0:
            raise CorruptSave(f"finished hand {k + 1}: seat {r.closer} closed holding cards (MA-16)")
        if r.points != tuple(settle_hand(r.cards_left, r.closer, options.stake_per_card)):
            raise CorruptSave(f"finished hand {k + 1}: the results do not follow from the cards left (MA-16, MA-A3)")
        if sum(r.cards_left) + sum(map(len, r.table)) > len(PACK) or any(meld_error(m, state.allow_both_aces)
                                                                           for m in r.table):
            raise CorruptSave(f"finished hand {k + 1}: its final table is not a valid table (MA-12)")
    for seat in range(n):
        if sum(r.points[seat] for r in state.history) != state.scores[seat]:
            raise CorruptSave(f"seat {seat}'s score is not the sum of its hand results (MA-17)")
    if state.phase == "over":
        if state.opening or state.passes:
            raise CorruptSave("a match that is over has no opening draw or passes pending")
    else:
        if any(not hand for hand in state.hands):
            raise CorruptSave("a seat has no card in the middle of a hand: he would have closed (MA-16)")
        if not 0 <= state.passes < n:
            raise CorruptSave(f"{state.passes} passes in a row cannot stand with {n} players (MA-A5)")
        if state.passes and (state.stock or options.stock_exhausted != "pass_until_all_pass"):
            raise CorruptSave("passes are counted only once the tallone is empty, in the variant "
                              "stock_exhausted='pass_until_all_pass' (MA-A5)")
        if state.opening and (options.first_turn != "draw_only" or state.table or state.to_move != state.first_player
                              or any(len(h) != HAND_SIZE for h in state.hands)):
            raise CorruptSave("the draw-only opening turn is pending only before anything happened in the hand: "
                              "the first player to move, thirteen cards each, an empty table (MA-8, MA-A4)")
    event = state.last_event
    if event is not None and (event.seat is not None and not 0 <= event.seat < n
                              or any(c.seat is not None and not 0 <= c.seat < n for c in event.consequences)):
        raise CorruptSave("the last event names a seat that is not at this table")


CODEC = MachiavelliCodec()

__all__ = ["CODEC", "MachiavelliCodec", "check_state"]
