"""Bisca told in words: what each move did, what the player to move is asked, the moves named.

>>> from engine.bisca import new_game
>>> from engine.words import Reader
>>> state = new_game(players=3, seed=2)
>>> after = state.apply("bet 1")
>>> reader = Reader(seat=0, names=("You", "Anna", "Bruno"))
>>> [line.text for line in describe(state, after, reader)]
['Bruno bets 1 trick.']
>>> prompt(after, Reader(seat=0, names=("You", "Anna", "Bruno")))
'Bet how many tricks you will take: 0, 1, 2, 3 or 5.'
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import parse_french_card
from ..words import Line, Reader, Said, Seat, join_words
from .actions import Bet, Declare, Play, PlayBlind, parse_action
from .rules import ACE_OF_HEARTS, HAND_SIZES, HIGH
from .words import (BEATS_ALL, BETS, BETS_MADE, BLIND_ROUND, DEAL, DEAL_ONE_YOURS, DECLARES, LOSES_ALL,
                    MOVE_BET, MOVE_BLIND, MOVE_DECLARE, MOVE_PLAY, MOVE_PLAY_ACE, PLAYS, PLAYS_ACE, POINTS,
                    PROMPT_BET, PROMPT_BLIND, PROMPT_DECLARE, PROMPT_PLAY, ROUND_OVER, SHARES_WITH, TAKES_TRICK,
                    TURNS_UP, TURNS_UP_ACE, WINS_WITH)

if TYPE_CHECKING:
    from .actions import BiscaAction
    from .state import State


def meaning(said: str) -> Said:
    return BEATS_ALL if said == HIGH else LOSES_ALL


def signed(points: int) -> str:
    """Points with their sign, as a score sheet writes them (+3, −2, 0)."""
    return f"+{points}" if points > 0 else (f"−{-points}" if points < 0 else "0")


def describe(before: State | None, after: State, reader: Reader) -> list[Line]:
    """What ``after``'s last event did (``before`` is the state it was played on; ``None`` for the deal)."""
    event = after.last_event
    if event is None:
        return []
    lines: list[Line] = []
    seat: Seat | None
    if before is not None and event.seat is not None and event.action:
        action = parse_action(event.action)
        seat = Seat(event.seat)
        if isinstance(action, Bet):
            lines.append(Line(BETS(player=seat, n=action.tricks).text(reader), None))
        elif isinstance(action, Play) and action.declaration:
            lines.append(Line(PLAYS_ACE(player=seat, said=action.declaration,
                                        meaning=meaning(action.declaration)()).text(reader), "BI-5"))
        elif isinstance(action, Play):
            lines.append(Line(PLAYS(player=seat, card=action.card).text(reader), None))
        elif isinstance(action, Declare):
            lines.append(Line(DECLARES(player=seat, said=action.declaration,
                                       meaning=meaning(action.declaration)()).text(reader), "BI-A4"))
        # a blind play is told by its turned_up consequence
    for c in event.consequences:
        seat = Seat(c.seat) if c.seat is not None else None
        if c.kind == "deal":
            n, number = c.value, after.round_index + 1
            said = DEAL_ONE_YOURS if n == 1 and reader.is_you(c.seat) else DEAL
            lines.append(Line(said(dealer=seat, n=n, number=number, rounds=len(HAND_SIZES)).text(reader), c.clause))
            if n == 1:
                lines.append(Line(BLIND_ROUND().text(reader), "BI-7"))
        elif c.kind == "bets":
            lines.append(Line(BETS_MADE(leader=seat).text(reader), c.clause))
        elif c.kind == "turned_up":
            card = parse_french_card(c.cards[0]) if c.cards else None
            if card == ACE_OF_HEARTS and c.clause == "BI-A4":
                lines.append(Line(TURNS_UP_ACE(player=seat).text(reader), c.clause))
            else:
                lines.append(Line(TURNS_UP(player=seat, card=card).text(reader), c.clause))
        elif c.kind == "declared":
            continue                               # told with the play above
        elif c.kind == "trick":
            lines.append(Line(TAKES_TRICK(player=seat, card=c.cards[0]).text(reader), c.clause))
        elif c.kind == "round_over":
            lines.append(Line(ROUND_OVER(number=c.value, rounds=len(HAND_SIZES)).text(reader), c.clause))
        elif c.kind == "points":
            record = after.rounds[-1] if after.rounds else None
            if record is None or c.seat is None:
                continue
            total = str(sum(r.points[c.seat] for r in after.rounds)).replace("-", "−")   # as signed() writes it
            lines.append(Line(POINTS(player=seat, bet=record.bets[c.seat], took=record.taken[c.seat],
                                     points=signed(record.points[c.seat]), total=total).text(reader), c.clause))
        elif c.kind == "winner":
            said = SHARES_WITH if c.clause == "BI-A9" else WINS_WITH
            lines.append(Line(said(player=seat, total=c.value).text(reader), c.clause))
    return lines


def prompt(state: State, reader: Reader) -> str:
    """What the seat to move is asked to do."""
    if state.phase == "bet":
        allowed = join_words(map(str, state.allowed_bets()), reader.language, word="or")
        return PROMPT_BET(allowed=allowed).text(reader)
    if state.phase == "declare":
        return PROMPT_DECLARE().text(reader)
    if state.is_blind_round:
        return PROMPT_BLIND().text(reader)
    return PROMPT_PLAY().text(reader)


def move_words(action: BiscaAction, reader: Reader) -> str:
    """A legal action in words, for the list of moves."""
    if isinstance(action, Bet):
        return MOVE_BET(n=action.tricks).text(reader)
    if isinstance(action, Play) and action.declaration:
        return MOVE_PLAY_ACE(said=action.declaration).text(reader)
    if isinstance(action, Play):
        return MOVE_PLAY(card=action.card).text(reader)
    if isinstance(action, PlayBlind):
        return MOVE_BLIND().text(reader)
    if isinstance(action, Declare):
        return MOVE_DECLARE(said=action.declaration).text(reader)
    return str(action)


__all__ = ["describe", "prompt", "move_words", "meaning", "signed"]
