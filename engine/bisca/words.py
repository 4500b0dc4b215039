"""Bisca in words: what each move did, what the player to move is asked, the moves named.

Every sentence is a :class:`~engine.words.Said` with named parameters, so that it can be translated
and said to "you" or about "Anna" (see :mod:`engine.words`).

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

from ..cards import parse_french_card
from ..words import N_, Line, Reader, Said, Seat, join_words
from .actions import Bet, Declare, Play, PlayBlind, parse_action
from .rules import ACE_OF_HEARTS, HAND_SIZES, HIGH

DEAL = Said(N_("Round {number} of {rounds}: {dealer} deals 1 card to each player."),
            plural=N_("Round {number} of {rounds}: {dealer} deals {n} cards to each player."),
            yours={"dealer": N_("Round {number} of {rounds}: you deal {n} cards to each player.")})
DEAL_ONE_YOURS = Said(N_("Round {number} of {rounds}: you deal 1 card to each player."))
BLIND_ROUND = Said(N_("The blind round: everyone sees every card but their own."))
BETS = Said(N_("{player} bets 1 trick."), plural=N_("{player} bets {n} tricks."),
            you=N_("You bet 1 trick."), you_plural=N_("You bet {n} tricks."))
BETS_MADE = Said(N_("The bets are made: {leader} leads the first trick."),
                 yours={"leader": N_("The bets are made: you lead the first trick.")})
PLAYS = Said(N_("{player} plays {card}."), you=N_("You play {card}."))
PLAYS_ACE = Said(N_("{player} plays the A♥ as {said}: {meaning}"), you=N_("You play the A♥ as {said}: {meaning}"))
TURNS_UP = Said(N_("{player} turns up {card}."), you=N_("You turn up {card}."))
TURNS_UP_ACE = Said(N_("{player} turns up the A♥ and must declare it ALTA or BASSA."),
                    you=N_("You turn up the A♥: declare it ALTA or BASSA."))
DECLARES = Said(N_("{player} declares the A♥ {said}: {meaning}"), you=N_("You declare the A♥ {said}: {meaning}"))
BEATS_ALL = Said(N_("it beats every card."))
LOSES_ALL = Said(N_("it loses to every card."))
TAKES_TRICK = Said(N_("{player} takes the trick with {card}."), you=N_("You take the trick with {card}."))
ROUND_OVER = Said(N_("Round {number} of {rounds} is over."))
POINTS = Said(N_("{player} bet {bet} and took {took}: {points} (total {total})."),
              you=N_("You bet {bet} and took {took}: {points} (total {total})."))
WINS_WITH = Said(N_("{player} wins with {total} points."), you=N_("You win with {total} points."))
SHARES_WITH = Said(N_("{player} shares the victory with {total} points."),
                   you=N_("You share the victory with {total} points."))

PROMPT_BET = Said(N_("Bet how many tricks you will take: {allowed}."))
PROMPT_PLAY = Said(N_("Play a card: click it in your hand."))
PROMPT_BLIND = Said(N_("Play your card blind: you cannot see it, everyone else can."))
PROMPT_DECLARE = Said(N_("Declare your A♥ ALTA (it beats every card) or BASSA (it loses to every card)."))

MOVE_BET = Said(N_("Bet 1 trick"), plural=N_("Bet {n} tricks"))
MOVE_PLAY = Said(N_("Play {card}"))
MOVE_PLAY_ACE = Said(N_("Play the A♥ as {said}"))
MOVE_BLIND = Said(N_("Play your card blind"))
MOVE_DECLARE = Said(N_("Declare the A♥ {said}"))
CHOICE_BET = Said(N_("Bet {n}"))
CHOICE_SAID = Said(N_("{said}: {meaning}"))
FORBIDDEN_BET = Said(N_("Bet {n} is not allowed: {why}"))

FACT_BET = Said(N_("bet {n}"))
FACT_NO_BET = Said(N_("no bet yet"))
FACT_TOOK = Said(N_("took {n}"))
FACT_POINTS = Said(N_("{n} points"))
FACT_CARDS = Said(N_("1 card in hand"), plural=N_("{n} cards in hand"))
FACT_DEALER = Said(N_("dealer"))
ROUND_NOTE = Said(N_("Round {number} of {rounds}: 1 card each."),
                  plural=N_("Round {number} of {rounds}: {n} cards each."))
TRICK_LABEL = Said(N_("The trick"))
NO_CARD_YET = Said(N_("No card played yet."))
LAST_TRICK = Said(N_("Last trick, taken by {player}"), yours={"player": N_("Last trick, taken by you")})
SCORES = Said(N_("Scores"))
ROUND_COLUMN = Said(N_("Round"))
TOTAL_ROW = Said(N_("Total"))
YOUR_HAND = Said(N_("Your hand"))
HAND_OF = Said(N_("{player}'s hand"), you=N_("Your hand"))
YOUR_BLIND_CARD = Said(N_("Your card, face down"))


def meaning(said: str) -> Said:
    return BEATS_ALL if said == HIGH else LOSES_ALL


def signed(points: int) -> str:
    """Points with their sign, as a score sheet writes them (+3, −2, 0)."""
    return f"+{points}" if points > 0 else (f"−{-points}" if points < 0 else "0")


def describe(before, after, reader: Reader) -> list[Line]:
    """What ``after``'s last event did (``before`` is the state it was played on; ``None`` for the deal)."""
    event = after.last_event
    if event is None:
        return []
    lines: list[Line] = []
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
            if record is None:
                continue
            total = sum(r.points[c.seat] for r in after.rounds)
            lines.append(Line(POINTS(player=seat, bet=record.bets[c.seat], took=record.taken[c.seat],
                                     points=signed(record.points[c.seat]), total=total).text(reader), c.clause))
        elif c.kind == "winner":
            said = SHARES_WITH if c.clause == "BI-A9" else WINS_WITH
            lines.append(Line(said(player=seat, total=c.value).text(reader), c.clause))
    return lines


def prompt(state, reader: Reader) -> str:
    """What the seat to move is asked to do."""
    if state.phase == "bet":
        allowed = join_words(map(str, state.allowed_bets()), reader.language, word="or")
        return PROMPT_BET(allowed=allowed).text(reader)
    if state.phase == "declare":
        return PROMPT_DECLARE().text(reader)
    if state.is_blind_round:
        return PROMPT_BLIND().text(reader)
    return PROMPT_PLAY().text(reader)


def move_words(action, reader: Reader) -> str:
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
