"""Saving a Bisca state as plain data and reading it back, refusing any damaged save.

:data:`CODEC` (registered on Bisca's spec) reads every field's type and range with the shared
readers of :mod:`engine.saving`, then :meth:`BiscaCodec.check` checks that the fields agree with
each other and with the rules (cards, bidding order, turns, scores), so a damaged save raises
:class:`~engine.errors.CorruptSave` at load instead of failing later.

>>> from engine.bisca import new_game
>>> state = new_game(players=3, seed=2).apply("bet 1")
>>> CODEC.load(CODEC.encode(state)) == state
True
>>> data = state.to_dict()
>>> state.bets                          # seat 2 bid first
(None, None, 1)
>>> data["bets"] = [1, None, None]       # as if seat 0 had bid instead
>>> CODEC.load(data)
Traceback (most recent call last):
...
engine.errors.CorruptSave: the bets so far must be those of the first bidders in order (BI-9): seat 2 bids first, then 0, 1
"""
from __future__ import annotations

from typing import Any, get_args

from ..cards import FrenchCard, card_counts, french_deck, parse_french_card
from ..core import Event, is_seat_number
from ..errors import CorruptSave, IllegalAction
from ..saving import (
    Codec, event_data, read_all, read_card, read_cards, read_choice, read_event, read_list, read_options, read_seat,
    read_whole,
)
from . import rules
from .rules import ACE_OF_HEARTS, HAND_SIZES, HIGH, LOW
from .actions import Bet, Play
from .setup import BiscaOptions
from .state import Phase, RoundRecord, State

PHASES: tuple[Phase, ...] = get_args(Phase)


def _card(text: str) -> FrenchCard:
    return rules.canonical(parse_french_card(text))


def _plays(value: object, what: str, players: int) -> tuple:
    """A trick as saved: [seat, card, declaration or null] per play."""
    plays = []
    for row in read_list(value, what):
        if not isinstance(row, list) or len(row) != 3:
            raise CorruptSave(f"{what} holds {row!r}: each play is [seat, card, declaration or null]")
        seat, card, said = row
        read_choice(said, f"a declaration in {what} (BI-5)", (HIGH, LOW, None))
        plays.append((read_seat(seat, f"a seat in {what}", players), read_card(card, f"a card in {what}", _card),
                      said))
    return tuple(plays)


def _round_record(row: Any, i: int, players: int) -> RoundRecord:
    what = f"round {i + 1}'s record"
    if not isinstance(row, list) or len(row) != 4:
        raise CorruptSave(f"{what} must be [hand size, bets, taken, points]")
    hand_size, bets, taken, points = row
    return RoundRecord(
        read_whole(hand_size, f"{what}'s hand size"),
        read_all(read_list(bets, f"{what}'s bets", players), read_whole, f"{what}'s bet of seat {{}}"),
        read_all(read_list(taken, f"{what}'s tricks", players), read_whole, f"{what}'s tricks of seat {{}}"),
        read_all(read_list(points, f"{what}'s points", players), read_whole, f"{what}'s points of seat {{}}"),
    )


class BiscaCodec(Codec[State]):
    """Bisca's saves: cards in ASCII notation, every seat's hand, bet, tricks and score, the finished rounds."""

    title = "Bisca"
    fields = ("seed", "options", "players", "first_dealer", "round_index", "phase", "hands", "bets", "taken",
              "trick", "trick_leader", "played", "last_trick", "last_trick_winner", "scores", "rounds",
              "last_event")

    def encode(self, state: State) -> dict:
        return {
            "seed": state.seed, "options": state.options.to_dict(), "players": state.players,
            "first_dealer": state.first_dealer, "round_index": state.round_index, "phase": state.phase,
            "hands": [[c.ascii for c in h] for h in state.hands], "bets": list(state.bets),
            "taken": list(state.taken), "trick": [[s, c.ascii, d] for s, c, d in state.trick],
            "trick_leader": state.trick_leader, "played": [c.ascii for c in state.played],
            "last_trick": [[s, c.ascii, d] for s, c, d in state.last_trick],
            "last_trick_winner": state.last_trick_winner, "scores": list(state.scores),
            "rounds": [[r.hand_size, list(r.bets), list(r.taken), list(r.points)] for r in state.rounds],
            "last_event": event_data(state.last_event),
        }

    def decode(self, data: dict) -> State:
        seed = read_whole(data["seed"], "the seed")
        options = read_options(BiscaOptions, data["options"])
        try:
            rules.check_players(data["players"])
        except ValueError as err:
            raise CorruptSave(str(err)) from None
        n = data["players"]
        round_index = read_whole(data["round_index"], "round_index")
        if not 0 <= round_index < len(HAND_SIZES):
            raise CorruptSave(f"round_index is {round_index}: Bisca has nine rounds, numbered 0 to 8 (BI-6)")
        size = HAND_SIZES[round_index]
        hands = tuple(read_cards(hand, f"seat {seat}'s hand", _card)
                      for seat, hand in enumerate(read_list(data["hands"], "hands", n)))
        return State(
            seed=seed, options=options, players=n,
            first_dealer=read_seat(data["first_dealer"], "first_dealer", n), round_index=round_index,
            phase=read_choice(data["phase"], "the phase", PHASES), hands=hands,
            bets=tuple(None if b is None else read_whole(b, f"seat {seat}'s bet", 0, size)
                       for seat, b in enumerate(read_list(data["bets"], "bets", n))),
            taken=read_all(read_list(data["taken"], "taken", n), read_whole, "seat {}'s tricks taken", 0, size),
            trick=_plays(data["trick"], "the trick", n),
            trick_leader=read_seat(data["trick_leader"], "trick_leader", n),
            played=read_cards(data["played"], "the played cards", _card),
            last_trick=_plays(data["last_trick"], "the last trick", n),
            last_trick_winner=read_seat(data["last_trick_winner"], "last_trick_winner", n, allow_none=True),
            scores=read_all(read_list(data["scores"], "scores", n), read_whole, "seat {}'s score"),
            rounds=tuple(_round_record(row, i, n) for i, row in enumerate(read_list(data["rounds"], "rounds"))),
            last_event=read_event(data["last_event"], n),
        )

    def check(self, state: State) -> None:
        check_state(state)


# --- checking the whole ---------------------------------------------------------------------------

def _check_bids(bets_by_seat: Any, order: Any, hand_size: Any, options: Any, players: int, what: str) -> None:
    """The seats that have bet are the first bidders in order, and each bet obeyed the rule then."""
    made = [bets_by_seat[s] for s in order if bets_by_seat[s] is not None]
    expected = [s for s in order[:len(made)]]
    if [s for s in order if bets_by_seat[s] is not None] != expected:
        raise CorruptSave(f"the bets so far must be those of the first bidders in order (BI-9): "
                          f"seat {order[0]} bids first, then {', '.join(map(str, order[1:]))}")
    for i, bet in enumerate(made):
        error = rules.bet_error(hand_size, made[:i], bet, options.bet_rule, players)
        if error is not None:
            raise CorruptSave(f"{what}: bet {i + 1} ({bet}) breaks the rules: {error}")


def _leader(options: Any, round_index: int, players: int, first_dealer: int) -> int:
    return rules.dealer_and_leader(round_index, players, first_dealer, options.first_player_policy)[1]


def check_state(state: State) -> None:
    """Raise :class:`CorruptSave` for any broken invariant of ``state``."""
    n, opts, phase = state.players, state.options, state.phase
    policy = opts.first_player_policy
    if isinstance(policy, int) and policy >= n:
        raise CorruptSave(f"first_player_policy names seat {policy}, but the seats are 0 to {n - 1} (BI-A2)")
    for what, seat in (("first_dealer", state.first_dealer), ("trick_leader", state.trick_leader)):
        if not is_seat_number(seat) or not 0 <= seat < n:
            raise CorruptSave(f"{what} is {seat!r}: with {n} players the seats are 0 to {n - 1}")
    if not 0 <= state.round_index < len(HAND_SIZES):
        raise CorruptSave(f"round {state.round_index + 1} does not exist: Bisca has nine rounds (BI-6)")
    if not (len(state.hands) == len(state.bets) == len(state.taken) == len(state.scores) == n):
        raise CorruptSave("the save does not have one hand, bet, trick count and score per seat")
    # Finished rounds: the right sizes, legal bets, every trick counted, points by the rules.
    finished = len(HAND_SIZES) if phase == "over" else state.round_index
    if len(state.rounds) != finished:
        raise CorruptSave(f"{len(state.rounds)} rounds are recorded; {finished} should be finished (BI-6)")
    for i, record in enumerate(state.rounds):
        what = f"round {i + 1}'s record"
        if record.hand_size != HAND_SIZES[i]:
            raise CorruptSave(f"{what} has {record.hand_size} cards; round {i + 1} deals {HAND_SIZES[i]} (BI-6)")
        order = [(_leader(opts, i, n, state.first_dealer) + k) % n for k in range(n)]
        _check_bids(record.bets, order, record.hand_size, opts, n, what)
        if sum(record.taken) != record.hand_size or min(record.taken) < 0:
            raise CorruptSave(f"{what}: the tricks taken do not add up to the {record.hand_size} tricks played")
        if record.points != tuple(rules.round_score(b, t, opts.exact_score)
                                  for b, t in zip(record.bets, record.taken)):
            raise CorruptSave(f"{what}: the points do not follow from the bets and tricks (BI-14)")
    for seat in range(n):
        if sum(r.points[seat] for r in state.rounds) != state.scores[seat]:
            raise CorruptSave(f"seat {seat}'s score is not the sum of its round scores (BI-14)")
    _check_last_trick(state)
    if phase == "over":
        if state.round_index != len(HAND_SIZES) - 1:
            raise CorruptSave("a finished game ends in the ninth round (BI-6)")
        if any(state.hands) or state.trick or state.played or any(b is not None for b in state.bets) \
                or any(state.taken):
            raise CorruptSave("a finished game has no cards in hand or on the table and no bets (BI-15)")
    else:
        _check_round(state)
    _check_event(state)


def _check_last_trick(state: State) -> None:
    plays, winner = state.last_trick, state.last_trick_winner
    if not plays:
        if winner is not None:
            raise CorruptSave("a winner of the last trick is recorded, but no last trick")
        return
    n = state.players
    seats = [s for s, _, _ in plays]
    if len(plays) != n or sorted(seats) != list(range(n)) \
            or any((seats[0] + k) % n != s for k, s in enumerate(seats)):
        raise CorruptSave("the last trick must hold one card from each seat, in turn (BI-11)")
    _check_declarations(plays, "the last trick")
    index = rules.winning_play([(c, d) for _, c, d in plays], state.options.duplicate_tie)
    if winner != seats[index]:
        raise CorruptSave(f"the last trick was taken by seat {seats[index]}, not {winner!r} (BI-13)")


def _check_declarations(plays: Any, what: str, pending_allowed: bool = False) -> None:
    for k, (_, card, said) in enumerate(plays):
        if card == ACE_OF_HEARTS and said is None and not (pending_allowed and k == len(plays) - 1):
            raise CorruptSave(f"an A♥ in {what} has no declaration (BI-5)")
        if card != ACE_OF_HEARTS and said is not None:
            raise CorruptSave(f"{what}: only the A♥ is declared, not {card} (BI-5)")


def _check_round(state: State) -> None:
    n, size, phase = state.players, state.hand_size, state.phase
    in_play = [c for h in state.hands for c in h] + list(state.played) + [c for _, c, _ in state.trick]
    if len(in_play) != n * size:
        raise CorruptSave(f"{len(in_play)} cards are in play; round {state.round_index + 1} deals "
                          f"{size} to each of {n} seats (BI-8)")
    deck = card_counts(french_deck(rules.decks_needed(n)))
    for card, count in card_counts(in_play).items():
        if count > deck[card]:
            raise CorruptSave(f"{card} appears {count} times; the deck has {deck[card]} (BI-2)")
    if len(state.played) % n:
        raise CorruptSave("the cards of the finished tricks are not whole tricks")
    done = len(state.played) // n
    if sum(state.taken) != done:
        raise CorruptSave("the tricks taken do not match the tricks played")
    if done >= size:
        raise CorruptSave("every trick of the round is played, but the round is not scored")
    order = state.bid_order
    _check_bids(state.bets, order, size, state.options, n, "this round")
    all_bet = all(b is not None for b in state.bets)
    if phase == "bet":
        if all_bet:
            raise CorruptSave("every seat has bet, but the save is still in the betting")
        if state.trick or done:
            raise CorruptSave("a card is on the table during the betting (BI-11)")
    elif not all_bet:
        raise CorruptSave("cards are played before every seat has bet (BI-11)")
    if state.trick_leader != (state.round_leader if done == 0 else state.last_trick_winner):
        raise CorruptSave(f"seat {state.trick_leader} cannot lead this trick: the round's first bidder leads "
                          "the first trick and each trick's winner the next (BI-A2, BI-13)")
    seats = [s for s, _, _ in state.trick]
    complete = len(seats) == n and phase != "declare"       # a full trick awaits only the last A♥'s declaration
    if len(seats) > n or complete or any((state.trick_leader + k) % n != s for k, s in enumerate(seats)):
        raise CorruptSave("the trick on the table must be played in turn from its leader (BI-11)")
    for seat, hand in enumerate(state.hands):
        if len(hand) != size - done - (seat in seats):
            raise CorruptSave(f"seat {seat} holds {len(hand)} cards; it should hold {size - done - (seat in seats)}")
    if phase == "declare":
        if not state.is_blind_round or not state.trick or state.trick[-1][1] != ACE_OF_HEARTS \
                or state.trick[-1][2] is not None:
            raise CorruptSave("a declaration is awaited only for an A♥ just turned up in the blind round (BI-A4)")
        _check_declarations(state.trick, "the trick", pending_allowed=True)
    else:
        _check_declarations(state.trick, "the trick")


def _check_event(state: State) -> None:
    """The last event must be what led to this state: the right seat, a fitting action, its news."""
    event = state.last_event
    if not isinstance(event, Event):
        raise CorruptSave(f"every Bisca state records what just happened; the last event is {event!r}")
    seats = [event.seat] + [c.seat for c in event.consequences]
    if any(s is not None and not (is_seat_number(s) and 0 <= s < state.players) for s in seats):
        raise CorruptSave(f"the last event names a seat that is not at this table: {event.to_dict()!r}")
    phase, n = state.phase, state.players
    made = len(state.bets_in_order)
    done = len(state.played) // n if phase != "over" else state.hand_size
    if phase == "bet" and made == 0 and state.round_index == 0:
        if event.seat is not None or event.find("deal") is None:
            raise CorruptSave("the first state of a game records the deal as its last event")
        return
    if event.seat is None or event.action is None:
        raise CorruptSave("the last event must name the seat that acted and its action")
    try:
        action = state.parse_action(event.action)
    except IllegalAction:
        raise CorruptSave(f"the last event's action {event.action!r} is not a Bisca action") from None
    expected: int | None      # the seat that must have acted last
    if phase == "bet" and made:
        expected, was_bet, news = state.bid_order[made - 1], True, None
    elif phase == "play" and not state.trick and done == 0:
        expected, was_bet, news = state.bid_order[-1], True, "bets"
    elif state.trick:
        expected, was_bet, news = state.trick[-1][0], False, None
    else:      # a trick was just completed: maybe the round, maybe the game
        expected, was_bet = (state.last_trick[-1][0] if state.last_trick else None), False
        news = {"over": "winner", "bet": "round_over"}.get(phase, "trick")
    if event.seat != expected or isinstance(action, Bet) != was_bet \
            or news is not None and event.find(news) is None:
        raise CorruptSave(f"the last event ({event.describe()!r}) is not what led to this state")
    if isinstance(action, Bet) and state.bets[event.seat] != action.tricks:
        raise CorruptSave(f"the last event is a bet of {action.tricks}, but seat {event.seat} bet "
                          f"{state.bets[event.seat]}")
    plays = state.trick or state.last_trick
    if isinstance(action, Play) and plays and (plays[-1][1], plays[-1][2]) != (action.card, action.declaration):
        raise CorruptSave(f"the last event plays {action.card}, but the last card played is {plays[-1][1]}")


CODEC = BiscaCodec()
