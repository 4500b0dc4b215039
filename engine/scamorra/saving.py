"""Saving and loading a La Scamorra state, and the checks that refuse a damaged save.

Everything is written with names (squares, pieces, cards), so a save reads like the table. Loading
checks every field's type and every invariant (:func:`check_state`) and raises
:class:`~engine.errors.CorruptSave` naming what is wrong.

>>> from engine.scamorra import new_game, State
>>> game = new_game(seed=4).apply("first place")
>>> State.from_json(game.to_json()) == game
True
"""
from __future__ import annotations

from collections import Counter

from ..core import Event, is_seat_number
from ..errors import CorruptSave
from . import rules
from .rules import CARD_INDEX, CARDS, DECK_COMPOSITION, HOME_SQUARES, KIND, OWNER, PIECE_INDEX, PIECES, SQUARES
from .state import PHASES, MatchResult, Outcome, ScamorraOptions


def state_to_dict(state) -> dict:
    return {
        "seed": state.seed,
        "options": state.options.to_dict(),
        "phase": state.phase,
        "initiative": state.initiative,
        "places_first": state.places_first,
        "to_move": state.to_move,
        "board": {SQUARES[i]: [OWNER[c], PIECES[KIND[c]]] for i, c in enumerate(state.board) if c},
        "off_board": [[PIECES[k] for k in o] for o in state.off_board],
        "hands": [[CARDS[c] for c in h] for h in state.hands],
        "decks": [[CARDS[c] for c in d] for d in state.decks],
        "coppelle": [CARDS[c] for c in state.coppelle],
        "discards": [[CARDS[c] for c in d] for d in state.discards],
        "scores": list(state.scores),
        "outcome": None if state.outcome is None else {"kind": state.outcome.kind, "winner": state.outcome.winner},
        "series_totals": list(state.series_totals),
        "results": [{"scores": list(r.scores), "winner": r.winner, "cappotto": r.cappotto} for r in state.results],
        "next_deal": state.next_deal,
        "last_event": None if state.last_event is None else state.last_event.to_dict(),
    }


def _int(value, what: str, low: int | None = 0) -> int:
    if not is_seat_number(value) or (low is not None and value < low):
        raise CorruptSave(f"{what} must be a whole number{'' if low is None else f' of at least {low}'}, "
                          f"not {value!r}")
    return value


def _seat(value, what: str, allow_none: bool = False):
    if value is None and allow_none:
        return None
    if not is_seat_number(value) or value not in (0, 1):
        raise CorruptSave(f"{what} must be seat 0 (South) or 1 (North), not {value!r}")
    return value


def _pair(value, what: str) -> list:
    if not isinstance(value, list) or len(value) != 2:
        raise CorruptSave(f"{what} must list two entries, one per seat, not {value!r}")
    return value


def _names(values, read, index, what: str) -> tuple:
    if not isinstance(values, list):
        raise CorruptSave(f"{what} must be a list, not {values!r}")
    try:
        return tuple(index[read(v)] for v in values)
    except (ValueError, TypeError, AttributeError) as err:
        raise CorruptSave(f"{what}: {err}") from None


def state_from_dict(cls, data: dict):
    if not isinstance(data, dict):
        raise CorruptSave(f"a saved La Scamorra state is a mapping, not {data!r}")
    try:
        options = ScamorraOptions.from_dict(data["options"])
    except (ValueError, TypeError) as err:
        raise CorruptSave(f"the options are damaged: {err}") from None
    phase = data["phase"]
    if phase not in PHASES:
        raise CorruptSave(f"phase must be one of {', '.join(PHASES)}, not {phase!r}")
    board = [0] * 25
    raw = data["board"]
    if not isinstance(raw, dict):
        raise CorruptSave(f"the board must map squares to pieces, not {raw!r}")
    for sq, entry in raw.items():
        try:
            i = rules.SQ_INDEX[rules.square(sq)]
            seat, name = entry
            board[i] = rules.code(_seat(seat, f"the owner of the piece on {sq}"), PIECE_INDEX[rules.piece(name)])
        except (ValueError, TypeError) as err:
            raise CorruptSave(f"the board entry {sq!r}: {err}") from None
    outcome = data["outcome"]
    if outcome is not None:
        if not isinstance(outcome, dict) or outcome.get("kind") not in ("points", "cappotto", "series"):
            raise CorruptSave(f"the outcome is damaged: {outcome!r}")
        outcome = Outcome(outcome["kind"], _seat(outcome.get("winner"), "the winner", allow_none=True))
    results = []
    if not isinstance(data["results"], list):
        raise CorruptSave("the match results must be a list")
    for r in data["results"]:
        if not isinstance(r, dict) or not isinstance(r.get("cappotto"), bool):
            raise CorruptSave(f"a match result is damaged: {r!r}")
        sc = _pair(r["scores"], "a match result's scores")
        results.append(MatchResult((_int(sc[0], "a score"), _int(sc[1], "a score")),
                                   _seat(r["winner"], "a match winner", allow_none=True), r["cappotto"]))
    scores = _pair(data["scores"], "the scores")
    totals = _pair(data["series_totals"], "the series totals")
    coppelle = _pair(data["coppelle"], "the coppelle")
    return cls(
        seed=_int(data["seed"], "the seed", None), options=options, phase=phase,
        initiative=_seat(data["initiative"], "the initiative"),
        places_first=_seat(data["places_first"], "the seat placing first", allow_none=True),
        to_move=_seat(data["to_move"], "the seat to move"),
        board=tuple(board),
        off_board=tuple(_names(o, rules.piece, PIECE_INDEX, "the pieces off the board")
                        for o in _pair(data["off_board"], "the pieces off the board")),
        hands=tuple(_names(h, rules.card, CARD_INDEX, "a hand") for h in _pair(data["hands"], "the hands")),
        decks=tuple(_names(d, rules.card, CARD_INDEX, "a deck") for d in _pair(data["decks"], "the decks")),
        coppelle=_names(coppelle, rules.card, CARD_INDEX, "the coppelle"),
        discards=tuple(_names(d, rules.card, CARD_INDEX, "the played cards")
                       for d in _pair(data["discards"], "the played cards")),
        scores=(_int(scores[0], "a score"), _int(scores[1], "a score")),
        outcome=outcome,
        series_totals=(_int(totals[0], "a series total"), _int(totals[1], "a series total")),
        results=tuple(results),
        next_deal=_int(data["next_deal"], "the next deal's number"),
        last_event=Event.from_dict(data["last_event"]),
    )


def check_state(state) -> None:
    """:class:`CorruptSave` for any broken invariant: a piece lost or doubled, a card lost or doubled,
    a hand too big, the turn order broken, scores or the end out of step with the board."""
    opts = state.options
    if len(state.board) != 25 or any(c not in range(7) for c in state.board):
        raise CorruptSave("SC-3: the board has 25 squares, each empty or holding one piece")
    for s in (0, 1):
        on = sorted(KIND[c] for c in state.board if c and OWNER[c] == s)
        if sorted(on + list(state.off_board[s])) != [0, 1, 2]:
            raise CorruptSave(f"SC-4: {rules.SEATS[s]} must have exactly one carta, one sasso and one forbice, "
                              "on the board or off it")
        cards = Counter(state.hands[s] + state.decks[s] + state.discards[s] + (state.coppelle[s],))
        if cards != Counter({CARD_INDEX[n]: k for n, k in DECK_COMPOSITION.items()}):
            raise CorruptSave(f"SC-5: {rules.SEATS[s]}'s 16 cards are not all there once (hand, deck, played "
                              "cards and coppella)")
        if len(state.hands[s]) > rules.HAND_SIZE or (state.decks[s] and len(state.hands[s]) != rules.HAND_SIZE):
            raise CorruptSave(f"SC-16: {rules.SEATS[s]} holds {len(state.hands[s])} cards: three while the deck "
                              "lasts, never more")
    played = [len(d) for d in state.discards]
    phase = state.phase
    over = state.outcome is not None
    if over != (phase == "over"):
        raise CorruptSave("SC-34: the outcome and the phase disagree")
    if phase == "choose":
        if any(state.board) or any(played) or state.to_move != state.initiative or state.places_first is not None:
            raise CorruptSave("SC-11: before the choice the board is empty, no card is played and the initiative "
                              "holder is to act")
    elif phase == "place":
        pf = state.places_first
        if pf is None or any(played):
            raise CorruptSave("SC-12: while placing, someone places first and no card is played yet")
        done = [3 - len(state.off_board[s]) for s in (0, 1)]
        expected = pf if done[pf] == done[1 - pf] else 1 - pf
        if done[pf] - done[1 - pf] not in (0, 1) or state.to_move != expected:
            raise CorruptSave("SC-A18: placements alternate, starting with the seat that places first")
        for i, c in enumerate(state.board):
            if c and i not in HOME_SQUARES[OWNER[c]]:
                raise CorruptSave(f"SC-12: the piece on {SQUARES[i]} was not placed on its home row")
    else:
        if state.places_first is None:
            raise CorruptSave("SC-13: once cards are played, the seat that placed first is known")
        first = 1 - state.places_first
        if played[first] - played[1 - first] not in (0, 1):
            raise CorruptSave("SC-15: the players play one card each in turn")
        if not over and state.to_move != (first if played[first] == played[1 - first] else 1 - first):
            raise CorruptSave("SC-13: the turn order is broken")
        for s in (0, 1):
            if state.scores[s] < len(state.off_board[1 - s]):
                raise CorruptSave(f"SC-28: {rules.SEATS[s]} scored fewer points than the pieces it holds off the board")
            if state.scores[s] > played[s]:
                raise CorruptSave(f"SC-28: {rules.SEATS[s]} has more points than cards played")
        if not over and (len(state.off_board[0]) == 3 or len(state.off_board[1]) == 3):
            raise CorruptSave("SC-35: a side with no piece on the board means the match ended by cappotto")
        if not over and not (state.hands[0] or state.hands[1]):
            raise CorruptSave("SC-34: with every card played the match is over")
    if over:
        kind, winner = state.outcome.kind, state.outcome.winner
        if kind == "cappotto" and (winner is None or len(state.off_board[1 - winner]) != 3):
            raise CorruptSave("SC-35: a cappotto leaves the loser no piece on the board")
        if kind == "points" and ((state.hands[0] or state.hands[1]) or
                                 winner != rules.match_result(state.scores)):
            raise CorruptSave("SC-34: a match ends on points after all cards are played, the higher score winning")
        if kind == "series" and (not opts.series or winner is None):
            raise CorruptSave("SC-36: only a series ends with a series winner")
        if kind != "series" and opts.series:
            raise CorruptSave("SC-36: a series ends only when a total reaches the target")
    if not opts.series and (state.series_totals != (0, 0) or state.results):
        raise CorruptSave("SC-36: series totals exist only in a series")
    if opts.series:
        done = [sum(r.scores[s] for r in state.results) for s in (0, 1)]
        bonus = [opts.cappotto_bonus * sum(1 for r in state.results if r.cappotto and r.winner == s) for s in (0, 1)]
        if [done[s] + bonus[s] for s in (0, 1)] != list(state.series_totals):
            raise CorruptSave("SC-37: the series totals do not add up to the finished matches' points and bonuses")
