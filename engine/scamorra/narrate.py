"""La Scamorra told in words: what each action did, what the player to move is asked, the moves named.

Every sentence comes from :mod:`engine.scamorra.words`; this module only chooses which one, from the
engine's structured event (``state.last_event``: who acted, the action's notation, the consequences)
and the two states around it. Nothing hidden is told: the cards a player draws are never named.

>>> from engine.scamorra import new_game
>>> from engine.words import Reader
>>> start = new_game(seed=3)
>>> [line.text for line in describe(None, start, Reader(seat=0, names=("You", "Anna")))][-1]
'Anna holds the initiative and chooses to place first or to move first.'
>>> after = start.apply("first move")
>>> [line.text for line in describe(start, after, Reader(seat=0, names=("You", "Anna")))]
['Anna chooses to move first, so you place the first piece.']
>>> prompt(after, Reader(seat=0))
'Place a piece: click one of your pieces, then a lit square of your home row.'
>>> move_words(after, after.legal_actions()[0], Reader(seat=0))
'Place your paper (carta) on a1'
"""
from __future__ import annotations

from typing import Any

from ..words import Line, Message, Reader, Seat, Term, sentence
from . import words
from .actions import Choose, Discard, Move, Place, Reenter, parse_action
from .rules import CARDS, PEDONE
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import ScamorraAction
    from .state import State


def card_name(card: str) -> Term:
    """``"torre"`` as the edition names it: "rook (torre)"."""
    return words.CARD_NAMES[card]


def a_card(card: str) -> Term:
    """``"torre"`` with its article: "a rook (torre)"."""
    return words.A_CARD[card]


def piece_name(piece: str) -> Term:
    """``"sasso"`` as the edition names it: "rock (sasso)"."""
    return words.PIECE_NAMES[piece]


def capture_why(attacker: str, victim: str, clause: str | None) -> Message:
    """Why a capture was allowed: rock-paper-scissors (SC-29), or the re (SC-30)."""
    if clause == "SC-30" or (attacker, victim) not in words.BEATS:
        return words.KING_TAKES_ANY()
    return words.BEATS[(attacker, victim)]()


def _score_words(scores: Any) -> dict:
    return {"high": max(scores), "low": min(scores)}


def _other(seat: int | None) -> Seat:
    """The other of the two seats (La Scamorra is for two)."""
    return Seat(None if seat is None else 1 - seat)


def outcome_message(state: State) -> Message | None:
    """How a finished game ended, as one sentence (``None`` while it goes on)."""
    outcome = state.outcome
    if outcome is None:
        return None
    if outcome.kind == "series":
        return words.OUTCOME_SERIES(winner=Seat(outcome.winner), **_score_words(state.series_totals))
    if outcome.kind == "cappotto":
        return words.CAPPOTTO(player=Seat(outcome.winner), loser=_other(outcome.winner))
    if outcome.winner is None:
        return words.OUTCOME_DRAW(**_score_words(state.scores))
    return words.OUTCOME_POINTS(winner=Seat(outcome.winner), **_score_words(state.scores))


def _action_line(before: State | None, action: ScamorraAction, seat: Seat, reader: Reader) -> Line | None:
    """The sentence for the action itself (its consequences are told after it)."""
    if isinstance(action, Choose):
        other = _other(seat.number)
        said = words.CHOOSES_PLACE if action.first == "place" else words.CHOOSES_MOVE
        return Line(said(player=seat, other=other).text(reader), "SC-13")
    if isinstance(action, Place):
        return Line(words.PLACES(player=seat, piece=piece_name(action.piece), square=action.square).text(reader),
                    "SC-12")
    if isinstance(action, Move):
        found = before.piece_at(action.origin) if before is not None else None
        if found is None:
            return None
        return Line(words.MOVES(player=seat, a_card=a_card(action.card), piece=piece_name(found[1]),
                                origin=action.origin, dest=action.dest).text(reader), None)
    if isinstance(action, Reenter):
        return Line(words.BRINGS_BACK(player=seat, a_card=a_card(CARDS[PEDONE]), piece=piece_name(action.piece),
                                      square=action.square).text(reader), "SC-32")
    if isinstance(action, Discard):
        return Line(words.THROWS_AWAY(player=seat, a_card=a_card(action.card)).text(reader), "SC-27")
    return None


def describe(before: State | None, after: State, reader: Reader) -> list[Line]:
    """What ``after``'s last event did, in sentences for ``reader`` (``before``: the state it was played
    on; ``None`` for the deal)."""
    event = after.last_event
    if event is None:
        return []
    lines: list[Line] = []
    action = None
    if event.seat is not None and event.action:
        try:
            action = parse_action(event.action)
        except ValueError:
            action = None
    if action is not None:
        line = _action_line(before, action, Seat(event.seat), reader)
        if line is not None:
            lines.append(line)
    elif event.seat is None and event.consequences and event.consequences[0].kind == "initiative":
        lines.append(Line(words.DEALT().text(reader), "SC-8"))
    for c in event.consequences:
        seat = Seat(c.seat) if c.seat is not None else None
        if c.kind == "initiative":
            lines.append(Line(words.HOLDS_INITIATIVE(player=seat).text(reader), c.clause))
        elif c.kind == "start":
            lines.append(Line(words.ALL_PLACED(player=seat).text(reader), c.clause))
        elif c.kind == "capture" and isinstance(action, Move) and len(c.cards) == 2:
            attacker, victim = c.cards
            lines.append(Line(sentence(words.TAKES(
                why=capture_why(attacker, victim, c.clause), player=seat, owner=_other(c.seat),
                victim=piece_name(victim), square=action.dest).text(reader)), c.clause))
        elif c.kind == "cappotto":
            lines.append(Line(words.CAPPOTTO(player=seat, loser=_other(c.seat)).text(reader), c.clause))
        elif c.kind == "bonus":
            lines.append(Line(words.CAPPOTTO_BONUS(player=seat, n=c.value).text(reader), c.clause))
        elif c.kind == "end":
            lines.append(Line(_end_words(after, seat).text(reader), c.clause))
        elif c.kind == "series_end":
            lines.append(Line(words.WINS_SERIES(winner=seat, total=c.value,
                                                **_score_words(after.series_totals)).text(reader), c.clause))
        elif c.kind == "new_match":
            lines.append(Line(words.NEW_MATCH(number=after.match_number, player=seat).text(reader), c.clause))
        # "order" and "reentry", "discard": told with the action above
    return lines


def _end_words(after: State, winner: Seat | None) -> Message:
    """The end of fifteen cards each: the match alone, or one match of a series."""
    if after.options.series:
        scores = after.results[-1].scores if after.results else after.scores
        if winner is None:
            return words.MATCH_DRAWN(**_score_words(scores))
        return words.WINS_MATCH(winner=winner, **_score_words(scores))
    if winner is None:
        return words.DRAWN_ON_POINTS(**_score_words(after.scores))
    return words.WINS_ON_POINTS(winner=winner, **_score_words(after.scores))


def prompt(state: State, reader: Reader) -> str:
    """What the seat to move is asked to do, said to them."""
    if state.phase == "choose":
        return words.PROMPT_CHOOSE().text(reader)
    if state.phase == "place":
        return words.PROMPT_PLACE().text(reader)
    legal = state.legal_actions()
    if legal and all(isinstance(a, Discard) for a in legal):
        return words.PROMPT_THROW_AWAY().text(reader)
    if any(isinstance(a, Reenter) for a in legal):
        return words.PROMPT_MOVE_OR_BRING_BACK().text(reader)
    return words.PROMPT_MOVE().text(reader)


def move_words(state: State, action: ScamorraAction, reader: Reader) -> str:
    """A legal action of the player to move, in words, for the list of moves."""
    if isinstance(action, Choose):
        return (words.MOVE_PLACE_FIRST if action.first == "place" else words.MOVE_MOVE_FIRST)().text(reader)
    if isinstance(action, Place):
        return words.MOVE_PLACE(piece=piece_name(action.piece), square=action.square).text(reader)
    if isinstance(action, Move):
        mine, there = state.piece_at(action.origin), state.piece_at(action.dest)
        piece = piece_name(mine[1]) if mine else ""
        if there is not None:
            return words.MOVE_TAKE(a_card=a_card(action.card), victim=piece_name(there[1]), dest=action.dest,
                                   piece=piece, origin=action.origin).text(reader)
        return words.MOVE_MOVE(a_card=a_card(action.card), piece=piece, origin=action.origin,
                               dest=action.dest).text(reader)
    if isinstance(action, Reenter):
        return words.MOVE_BRING_BACK(a_card=a_card(CARDS[PEDONE]), piece=piece_name(action.piece),
                                     square=action.square).text(reader)
    if isinstance(action, Discard):
        return words.MOVE_THROW_AWAY(a_card=a_card(action.card)).text(reader)
    return str(action)


__all__ = ["describe", "prompt", "move_words", "outcome_message", "card_name", "a_card", "piece_name",
           "capture_why"]
