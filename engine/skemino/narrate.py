"""Skèmino told in words: what each move did, what the player to move is asked, the moves named.

Everything is read from the engine's structured events (``after.last_event``: the seat, the action,
its consequences with their kind, seat, cards and clause) and the two states; nothing parses engine
prose. Both hands are open in Skèmino (SK-A28), so a drawn card may be named to everyone.

>>> from engine.skemino import new_game
>>> from engine.words import Reader
>>> state = new_game(seed=16)
>>> reader = Reader(seat=0, names=("You", "Anna"))
>>> [line.text for line in describe(None, state, reader)]
['The dice show D and 3: the first card goes on d3, and you begin.']
>>> prompt(state, reader)
'Lay the first card on d3, the square the dice chose: click a card of your hand, then d3.'
>>> after = state.apply("7F@d3")
>>> [line.text for line in describe(state, after, Reader(seat=1, names=("Bruno", "You")))]
['Bruno lays the 7 of Forbici on d3.']
>>> move_words(after.legal_actions()[0], reader)
'Lay the 6 of Carta on d2'
"""
from __future__ import annotations

from typing import Any

from ..words import Line, Message, Reader, Seat
from . import words
from .actions import Draw, Pass, Place, parse_action
from .rules import SQUARES, card, card_name, combat_reason, loop_kind, the_card
from .rules import NEUTRAL
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core import Event
    from .actions import SkeminoAction
    from .state import State


def _square_of(action_text: str | None) -> str | None:
    if action_text is None:
        return None
    try:
        action = parse_action(action_text)
    except ValueError:
        return None
    return action.square if isinstance(action, Place) else None


def describe(before: State | None, after: State, reader: Reader) -> list[Line]:
    """What ``after``'s last event did, in sentences for ``reader`` (``before``: the state it was played
    on; ``None`` for the deal)."""
    event = after.last_event
    if event is None:
        return []
    lines: list[Line] = []
    square = _square_of(event.action)
    for c in event.consequences:
        seat = Seat(c.seat) if c.seat is not None else None
        if c.kind == "dice":
            row, column, _ = after.dice
            lines.append(Line(words.DICE(column=column, row=row, square=after.start_square,
                                         player=seat).text(reader), c.clause))
        elif c.kind == "setup_card":
            lines.append(Line(_sentence(words.SETUP_CARD(card=the_card(c.cards[0]), square=after.start_square),
                                        reader), c.clause))
        elif c.kind == "laid":
            lines.append(Line(words.LAYS(player=seat, card=the_card(c.cards[0]), square=square).text(reader), c.clause))
        elif c.kind == "combat":
            laid, beaten = c.cards
            lines.append(Line(words.LAYS_AND_BEATS(player=seat, card=the_card(laid), square=square,
                                                   beaten=the_card(beaten),
                                                   reason=combat_reason(laid, beaten)).text(reader), c.clause))
        elif c.kind == "loop":
            if loop_kind(c.cards) == "symbolic":
                lines.append(Line(words.SYMBOLIC_LOOP(square=square).text(reader), c.clause))
            else:
                lines.append(Line(words.NUMERIC_LOOP(square=square, suit=_ace_and_king_suit(c.cards)).text(reader),
                                  c.clause))
        elif c.kind == "hole":
            lines.append(Line(_sentence(words.BURNS_INTO_HOLE(square=square), reader), c.clause))
        elif c.kind == "returned":
            said = words.GOES_BACK(card=the_card(c.cards[0]), owner=seat) if seat is not None else \
                words.GOES_UNDER_DECK(card=the_card(c.cards[0]))
            lines.append(Line(_sentence(said, reader), c.clause))
        elif c.kind == "refill":
            size = len(after.hands[c.seat]) if c.seat is not None else 0
            lines.append(Line(words.REFILLS(player=seat, cards=[the_card(x) for x in c.cards],
                                            size=size).text(reader), c.clause))
        elif c.kind == "draw":
            lines.append(Line(words.DRAWS(player=seat, card=the_card(c.cards[0])).text(reader), c.clause))
        elif c.kind == "again":
            lines.append(Line(words.MAY_LAY_NOW(player=seat).text(reader), c.clause))
        elif c.kind == "pass":
            passing = {"SK-15": words.PASSES_SETUP, "SK-29": words.PASSES_FULL_HAND}.get(
                c.clause or "", words.PASSES_NOTHING_TO_DRAW)
            lines.append(Line(passing(player=seat).text(reader), c.clause))
        elif c.kind == "forfeit":
            lines.append(Line(_forfeit(before, event, seat, reader), c.clause))
        elif c.kind == "victory":
            lines += victory_lines(after, reader)
    if event.seat is None and not event.consequences:
        lines.append(Line(words.POSITION_SET_UP().text(reader)))
    return lines


def _sentence(message: Message, reader: Reader) -> str:
    text = message.text(reader)
    return text[:1].upper() + text[1:]


def _ace_and_king_suit(cards: Any) -> str:
    """The suit whose Ace and King make a numeric loop (SK-37)."""
    held = {(card(x).rank, card(x).suit) for x in cards}
    return next(card(x).suit_name for x in cards if (1, card(x).suit) in held and (13, card(x).suit) in held)


def _forfeit(before: State | None, event: Event, seat: Seat | None, reader: Reader) -> str:
    """A move refused under the forfeit-turn variant (SK-51): the engine's own reason, said to the reader."""
    error = before.explain(event.action) if before is not None and event.action is not None else None
    reason = error.words(reader) if error is not None else ""
    return words.FORFEITS(player=seat, reason=reason).text(reader)


def victory_lines(state: State, reader: Reader) -> list[Line]:
    """How the game ended and who won, in sentences (which of the four victories, and the totals when
    they decide)."""
    outcome = state.outcome
    if outcome is None:
        return []
    kind, clause = outcome.kind, outcome.clause
    if kind == "D":
        combat = state.last_event.find("combat") if state.last_event is not None else None
        laid = the_card(combat.cards[0]) if combat is not None else the_card(state.top(outcome.square or ""))
        return [Line(words.WINS_RIBALTONE(player=Seat(outcome.winner), square=outcome.square,
                                          card=laid).text(reader), clause)]
    if kind == "A":
        return [Line(words.WINS_LAST_CARD(player=Seat(outcome.winner), square=outcome.square).text(reader), clause)]
    if kind == "max_placements":
        return [Line(words.PLACEMENT_LIMIT(n=state.options.max_placements).text(reader), clause)]
    why = words.BOARD_BLOCKED if kind == "B" else words.DECK_EXHAUSTED
    first = reader.seat if reader.seat in (0, 1) else (outcome.winner if outcome.winner is not None else 0)
    lines = [Line(why().text(reader), clause),
             Line(words.HAND_TOTALS(player=Seat(first), mine=outcome.totals[first], other=Seat(1 - first),
                                    theirs=outcome.totals[1 - first]).text(reader), "SK-45")]
    if outcome.winner is None:
        lines.append(Line(words.EQUAL_TOTALS_DRAW().text(reader), "SK-A26"))
    elif outcome.totals[0] == outcome.totals[1]:
        lines.append(Line(words.EQUAL_TOTALS_NON_MOVER(player=Seat(outcome.winner)).text(reader), "SK-50"))
    else:
        lines.append(Line(words.WINS_LOWER_TOTAL(player=Seat(outcome.winner)).text(reader), clause))
    return lines


def prompt(state: State, reader: Reader) -> str:
    """What the seat to move is asked to do, said to them."""
    if state.is_terminal():
        return ""
    legal = state.legal_actions()
    setup = state.options.setup_card and state.turn == 0
    if any(isinstance(a, Place) for a in legal):
        if setup:
            return words.PROMPT_SETUP(card=the_card(state.top(state.start_square))).text(reader)
        if not state.occ:
            return words.PROMPT_FIRST(square=state.start_square).text(reader)
        if state.drew:
            return words.PROMPT_LAY_AFTER_DRAW().text(reader)
        return words.PROMPT_LAY().text(reader)
    if any(isinstance(a, Draw) for a in legal):
        return words.PROMPT_DRAW().text(reader)
    if setup:
        return words.PROMPT_PASS_SETUP(card=the_card(state.top(state.start_square))).text(reader)
    if len(state.hands[state.to_move]) >= state.options.hand_limit:
        return words.PROMPT_PASS_FULL().text(reader)
    return words.PROMPT_PASS_EMPTY().text(reader)


def move_words(action: SkeminoAction, reader: Reader) -> str:
    """A legal action in words, for the list of moves."""
    action = parse_action(action)
    if isinstance(action, Place):
        return words.MOVE_LAY(card=the_card(action.card), square=action.square).text(reader)
    if isinstance(action, Draw):
        return words.MOVE_DRAW().text(reader)
    if isinstance(action, Pass):
        return words.MOVE_PASS().text(reader)
    return str(action)


def square_words(state: State, square: str, reader: Reader) -> str:
    """A square and what is on it, for screen readers and tooltips: "c3: Anna's 7 of Carta"."""
    i = SQUARES.index(square)
    stack = state.board[i]
    if i in state.holes:
        return words.SQUARE_HOLE(square=square).text(reader)
    if not stack:
        return words.SQUARE_EMPTY(square=square).text(reader)
    top, owner = stack[-1]
    name = card_name(state.top(square))
    if owner == NEUTRAL:
        return words.SQUARE_NOBODYS(square=square, card=name).text(reader)
    if len(stack) == 1:
        return words.SQUARE_OWNED(square=square, owner=Seat(owner), card=name).text(reader)
    return words.SQUARE_OWNED_STACK(square=square, owner=Seat(owner), card=name, size=len(stack)).text(reader)


__all__ = ["describe", "prompt", "move_words", "victory_lines", "square_words"]
