"""Saving and loading Skèmino states, and the invariants a loaded state must keep.

:data:`CODEC` (registered on Skèmino's spec) reads every field of a save strictly, with the shared
readers of :mod:`engine.saving`, and then checks it against the rest of the position, so a save
damaged field by field is refused at load with :class:`~engine.errors.CorruptSave`, never later in
play.

>>> from engine.skemino import new_game
>>> g = new_game(seed=16).apply("7F@d3")
>>> CODEC.load(CODEC.encode(g)) == g
True
>>> data = g.to_dict(); data["turn"] = 0
>>> CODEC.load(data)
Traceback (most recent call last):
...
engine.errors.CorruptSave: SK-26: 1 placement made but the turn counter says 0
"""
from __future__ import annotations

from typing import get_args

from ..core import Event, check_seed
from ..errors import CorruptSave, IllegalAction
from ..saving import (
    Codec, event_data, read_card, read_cards, read_choice, read_event, read_flag, read_list, read_mapping,
    read_options, read_seat, read_whole,
)
from . import rules
from .actions import Draw, Pass, Place, parse_action
from .rules import CARD_ID, DECK, SQ_INDEX, SQUARES, VERTEX_IDS, loop_ids
from .moves import is_blocked, placements
from .resolve import points_winner
from .rules import NEUTRAL
from .setup import SkeminoOptions, masks
from .state import DEAL, PLAYERS, SET_UP, Outcome, State, VictoryKind

EVENT_KINDS = frozenset({"dice", "setup_card", "laid", "combat", "returned", "loop", "hole", "refill",
                         "draw", "again", "pass", "forfeit", "victory"})
"""The kinds of consequence a Skèmino event may carry."""


def _card_id(text: str) -> int:
    return CARD_ID[rules.card(text)]


def _square_id(value: object, what: str = "a square") -> int:
    if not isinstance(value, str):
        raise CorruptSave(f"{what} is written as text such as 'c3', not {value!r}")
    try:
        return SQ_INDEX[rules.square(value)]
    except IllegalAction as err:
        raise CorruptSave(f"{what}: {err}") from None


def _outcome(value: object) -> Outcome | None:
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"kind", "winner", "totals", "square"}:
        raise CorruptSave(f"the outcome is damaged: {value!r}")
    totals = read_list(value["totals"], "the outcome's totals", 2)
    square = value["square"]
    return Outcome(read_choice(value["kind"], "the outcome's kind", get_args(VictoryKind)),
                   read_seat(value["winner"], "the winner", 2, allow_none=True),
                   (read_whole(totals[0], "a total", 0), read_whole(totals[1], "a total", 0)),
                   None if square is None else SQUARES[_square_id(square, "the outcome's square")])


def _board(value: object) -> list:
    board: list = [()] * 36
    for sq, cards in read_mapping(value, "the board").items():
        stack = []
        for pair in read_list(cards, f"the stack on {sq}"):
            if not isinstance(pair, list) or len(pair) != 2:
                raise CorruptSave(f"a card on the board is a [card, owner] pair, not {pair!r}")
            stack.append((read_card(pair[0], f"a card on {sq}", _card_id),
                          read_choice(pair[1], f"the owner of a card on {sq}", (0, 1, NEUTRAL))))
        if not stack:
            raise CorruptSave(f"the board lists {sq} with no card")
        board[_square_id(sq)] = tuple(stack)
    return board


class SkeminoCodec(Codec[State]):
    """Skèmino's saves: the board by square name, cards in notation, the counters, the outcome."""

    title = "Skèmino"
    fields = ("seed", "options", "dice", "start", "first_player", "board", "holes", "hands", "deck", "to_move",
              "turn", "placement_count", "drew", "last_event", "outcome")

    def encode(self, state: State) -> dict:
        return {
            "seed": state.seed,
            "options": state.options.to_dict(),
            "dice": list(state.dice),
            "start": SQUARES[state.start],
            "first_player": state.first_player,
            "board": {SQUARES[i]: [[str(DECK[c]), o] for c, o in s] for i, s in enumerate(state.board) if s},
            "holes": sorted(SQUARES[i] for i in state.holes),
            "hands": [[str(DECK[c]) for c in h] for h in state.hands],
            "deck": [str(DECK[c]) for c in state.deck],
            "to_move": state.to_move,
            "turn": state.turn,
            "placement_count": state.placement_count,
            "drew": state.drew,
            "last_event": event_data(state.last_event),
            "outcome": None if state.outcome is None else state.outcome.to_dict(),
        }

    def decode(self, data: dict) -> State:
        try:
            seed = check_seed(data["seed"])
        except ValueError as err:
            raise CorruptSave(str(err)) from None
        options = read_options(SkeminoOptions, data["options"])
        dice = read_list(data["dice"], "dice")
        if not (len(dice) == 3 and _is_die(dice[0]) and dice[1] in tuple("ABCDEF") and dice[2] in ("G1", "G2")):
            raise CorruptSave(f"SK-11: the dice are a row 1-6, a column A-F and G1 or G2, not {dice!r}")
        board = _board(data["board"])
        holes = [_square_id(h, "a hole") for h in read_list(data["holes"], "holes")]
        if len(set(holes)) != len(holes):
            raise CorruptSave("a hole is listed twice")
        hands = read_list(data["hands"], "hands")
        if len(hands) != 2:
            raise CorruptSave("SK-2: Skèmino is for two seats, 0 (Bianco) and 1 (Nero): two hands")
        occ, near = masks(board)
        return State(
            seed=seed, options=options, dice=(dice[0], dice[1], dice[2]),
            start=_square_id(data["start"], "the start square"),
            first_player=read_seat(data["first_player"], "first_player", 2),
            board=tuple(board), holes=frozenset(holes),
            hands=tuple(read_cards(h, f"{PLAYERS[p]}'s hand", _card_id) for p, h in enumerate(hands)),
            deck=read_cards(data["deck"], "the deck", _card_id),
            to_move=read_seat(data["to_move"], "to_move", 2), turn=read_whole(data["turn"], "turn", 0),
            placement_count=read_whole(data["placement_count"], "placement_count", 0),
            drew=read_flag(data["drew"], "drew"),
            last_event=read_event(data["last_event"], 2), outcome=_outcome(data["outcome"]), occ=occ, near=near,
        )

    def check(self, state: State) -> None:
        check_state(state)


def _is_die(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 6


def check_state(state: State) -> None:
    """Raise :class:`CorruptSave` naming the clause for any broken invariant of ``state``."""
    opts = state.options
    seen = list(state.deck) + [c for h in state.hands for c in h] + [c for s in state.board for c, _ in s]
    counts = [0] * 39
    for c in seen:
        counts[c] += 1
    missing = [str(DECK[c]) for c in range(39) if counts[c] == 0]
    doubled = [str(DECK[c]) for c in range(39) if counts[c] > 1]
    if missing or doubled:
        raise CorruptSave(f"SK-1: the 39 chain cards are not all there once: missing {missing or 'none'}, "
                          f"more than once {doubled or 'none'}")
    if len(state.hands) != 2 or state.to_move not in (0, 1) or state.first_player not in (0, 1):
        raise CorruptSave("SK-2: Skèmino is for two seats, 0 (Bianco) and 1 (Nero)")
    for p, h in enumerate(state.hands):
        if len(h) > opts.hand_limit:
            raise CorruptSave(f"SK-28: {PLAYERS[p]} holds {len(h)} cards, over the limit")
    _check_board(state)
    _check_start(state)
    _check_counters(state)
    _check_outcome(state, _check_last_event(state))


def _check_board(state: State) -> None:
    opts = state.options
    for h in state.holes:
        s = state.board[h]
        if not s or not loop_ids([c for c, _ in s]):
            raise CorruptSave(f"SK-38: {SQUARES[h]} is marked as a hole but holds no loop")
    if opts.beaten_card_policy == "stack":
        for i, s in enumerate(state.board):
            if i not in state.holes and len(s) >= 3 and loop_ids([c for c, _ in s]):
                raise CorruptSave(f"SK-42: {SQUARES[i]} holds a loop but is not a hole")
    elif state.holes or any(len(s) > 1 for s in state.board):
        raise CorruptSave("SK-A2: with return_to_owner a square holds one card and there are no holes")
    for i, s in enumerate(state.board):
        for depth, (_, owner) in enumerate(s):
            if owner == NEUTRAL and not (opts.setup_card and i == state.start and depth == 0):
                raise CorruptSave("SK-A7: only the setup card, at the bottom of the dice square, belongs to nobody")


def _check_start(state: State) -> None:
    row, col, colour = state.dice
    if SQUARES[state.start] != rules.start_square(col, row):
        raise CorruptSave(f"SK-12: the dice show {col}{row}, but the start square is {SQUARES[state.start]}")
    first = 1 if state.options.first_player == "die" and colour == "G2" else 0
    if state.first_player != first:
        raise CorruptSave(f"SK-A6: the first player should be {PLAYERS[first]}, not {PLAYERS[state.first_player]}")


def _laid(state: State) -> int:
    return sum(1 for s in state.board for _, o in s if o != NEUTRAL)


def _check_counters(state: State) -> None:
    laid = _laid(state)
    if state.turn < state.placement_count:
        n = state.placement_count
        raise CorruptSave(f"SK-26: {n} placement{'' if n == 1 else 's'} made but the turn counter says {state.turn}")
    if state.options.beaten_card_policy == "stack" and state.placement_count != laid:
        raise CorruptSave(f"SK-25: {laid} cards were laid on the board but the placement counter says "
                          f"{state.placement_count}")
    if state.placement_count < laid:
        raise CorruptSave(f"SK-25: {laid} cards lie on the board but only {state.placement_count} were placed")
    event = state.last_event
    if state.turn == 0 and (laid or (event is not None and event.seat is not None)):
        raise CorruptSave(f"SK-26: {max(laid, 1)} action taken but the turn counter says 0")
    if state.turn == 0 and state.to_move != state.first_player:
        raise CorruptSave(f"SK-14: before the first action it is {PLAYERS[state.first_player]}'s turn")


def _check_last_event(state: State) -> Event:
    """The last event, checked against the position (returned for the outcome's check)."""
    event = state.last_event
    if event is None:
        raise CorruptSave("the last event is missing: every state says what happened last")
    kinds = event.kinds()
    unknown = sorted(set(kinds) - EVENT_KINDS)
    if unknown:
        raise CorruptSave(f"the last event has consequences no Skèmino action has: {', '.join(unknown)}")
    if event.seat is None:
        if event.action not in (DEAL, SET_UP) or "victory" in kinds or state.drew:
            raise CorruptSave(f"the last event names no seat, so it must be the deal: {event.action!r}")
        return event
    read_seat(event.seat, "the last event's seat", 2)
    try:
        action = parse_action(str(event.action))
    except IllegalAction as err:
        raise CorruptSave(f"the last event's action cannot be read: {err}") from None
    p = event.seat
    passed_on = state.to_move == 1 - p
    if "forfeit" in kinds:
        if state.options.illegal_move_policy != "forfeit_turn" or not passed_on:
            raise CorruptSave("SK-51: a turn is forfeited only under illegal_move_policy='forfeit_turn', and then "
                              "it passes")
    elif isinstance(action, Place):
        stack = state.board[SQ_INDEX[action.square]]
        if not {"laid", "combat"} & set(kinds) or not stack or stack[-1] != (CARD_ID[action.card], p) or not passed_on:
            raise CorruptSave(f"SK-25: the last move {action} does not match the board or the turn")
    elif isinstance(action, Draw):
        # with draw_then_play the drawer keeps the turn; a draw that ends the game passes nothing on
        if "draw" not in kinds or not (passed_on or state.drew or state.outcome is not None):
            raise CorruptSave("SK-27: the last draw does not match the turn")
    elif isinstance(action, Pass):
        if "pass" not in kinds or not passed_on:
            raise CorruptSave("SK-29: the last pass does not match the turn")
    if state.drew:
        if not (state.options.draw_then_play and isinstance(action, Draw) and state.to_move == p
                and state.outcome is None and placements(state, p)):
            raise CorruptSave("SK-A22: 'drew' is set only after a draw that lets the same player place")
    return event


def _check_outcome(state: State, event: Event) -> None:
    outcome = state.outcome
    victory = event.find("victory")
    if outcome is None:
        if victory is not None:
            raise CorruptSave("SK-A31: the last event ends the game, but the game has no outcome")
        if is_blocked(state, 0) and is_blocked(state, 1):
            raise CorruptSave("SK-44: neither player can place or draw, so the game should have ended (victory B)")
        return
    if victory is None or victory.clause != outcome.clause or victory.seat != outcome.winner:
        raise CorruptSave(f"SK-A31: the outcome ({outcome.describe()}) is not what the last move brought")
    totals = (state.hand_total(0), state.hand_total(1))
    if outcome.totals != totals:
        raise CorruptSave(f"SK-45: the outcome's hand totals {outcome.totals} are not the hands' {totals}")
    if outcome.kind in ("D", "A"):
        placed = None if event.seat is None else parse_action(str(event.action))
        if (outcome.winner is None or outcome.winner != event.seat or not isinstance(placed, Place)
                or placed.square != outcome.square or SQ_INDEX[placed.square] not in VERTEX_IDS
                or not {"laid", "combat"} & set(event.kinds())):
            raise CorruptSave(f"{outcome.clause}: victory {outcome.kind} is won by the winner's own last card "
                              "laid on a vertex")
        if outcome.kind == "A" and state.hands[outcome.winner]:
            raise CorruptSave("SK-43: victory A needs an empty hand after the move")
        return
    if outcome.square is not None:
        raise CorruptSave(f"{outcome.clause}: only victories A and D happen on a square")
    if outcome.kind == "max_placements":
        opts = state.options
        if opts.beaten_card_policy != "return_to_owner" or state.placement_count < opts.max_placements \
                or outcome.winner is not None:
            raise CorruptSave("SK-A2: the placement limit ends only a return_to_owner game, as a draw")
        return
    if outcome.kind == "C" and state.deck:
        raise CorruptSave("SK-46: victory C needs an exhausted deck")
    if outcome.kind == "B" and not (is_blocked(state, 0) and is_blocked(state, 1)):
        raise CorruptSave("SK-44: victory B needs a board where nobody can place or draw")
    if outcome.winner != points_winner(totals, state.options.tie_break, event.seat):
        raise CorruptSave(f"{outcome.clause}: the winner is not the player with the lower hand total")


CODEC = SkeminoCodec()
