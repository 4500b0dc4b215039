"""Machiavelli told in words: what each turn did to the table, what the player to move is asked, the moves
named. Everything comes from the engine's events (:attr:`State.last_event`): a turn's consequences say
which cards were laid, taken from a group, added to one or made into a new combination, and the
groups are named by their cards as the turn began (``before.table``). A card drawn is never named.

>>> from engine.machiavelli import position
>>> from engine.words import Reader
>>> state = position(["6C 9H 9S 9D KH", None], "3C 4C 5C")
>>> after = state.apply("play 3C 4C 5C 6C | 9S 9H 9D")
>>> [line.text for line in describe(state, after, Reader(seat=1, names=("Anna", "Bruno")))]
['Anna adds 6♣ to the run 3♣ 4♣ 5♣.', 'Anna lays 9♠ 9♥ 9♦ as a new set.']
>>> state = position(["KH", None], "2C 3C 4C 5C | 5S 5H 5D")
>>> moved = state.apply("play 2C 3C 4C | 5S 5H 5D 5C")
>>> for line in describe(state, moved, Reader(seat=0, names=("Anna", "Bruno"))):
...     print(line.text)
You rearrange the table without laying a card.
You move 5♣ from the run 2♣ 3♣ 4♣ 5♣ to the set 5♠ 5♥ 5♦.
You draw a card from the tallone.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from ..cards import parse_french_cards
from ..words import Line, Message, Reader, Seat, Term, sentence
from . import words
from .actions import Draw, Play
from .rules import meld_kind, meld_problem, notation
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core import Consequence
    from ..cards import FrenchCard
    from .actions import MachiavelliAction
    from ..words import Said
    from .state import State

#: the consequences that tell a change of the table, group by group (see ``resolve._table_changes``)
CHANGES = frozenset({"taken", "added", "new_group"})


def signed(points: int) -> str:
    """Points with their sign, as a score sheet writes them (+11, −4, 0)."""
    return f"+{points}" if points > 0 else (f"−{-points}" if points < 0 else "0")


def kind_word(cards: Sequence[FrenchCard], allow_both_aces: bool = True) -> Term:
    """``run``, ``set`` or (neither) ``group``, as the engine's rules classify the cards."""
    kind = meld_kind(cards, allow_both_aces)
    return words.RUN if kind == "run" else words.SET if kind == "set" else words.GROUP


def names_the_group(problem: Any) -> bool:
    """Whether a group's refusal (:func:`~engine.machiavelli.rules.meld_problem`) names the group's cards."""
    return problem.message is not None and problem.message.param("cards") is not None


def group_reason(problem: Any, reader: Reader) -> str:
    """A group's refusal said of "this group" (the group it is shown with), as a sentence."""
    message = problem.message
    if message is None:
        return sentence(problem.reason)
    if names_the_group(problem):
        message = Message(message.said, tuple((name, words.THIS_GROUP() if name == "cards" else value)
                                              for name, value in message.params))
    return sentence(message.text(reader))


def _cards(texts: Any) -> tuple:
    return tuple(parse_french_cards(list(texts))) if texts else ()


def _group(state, change):
    """The group a ``taken`` or ``added`` change names: its cards as the turn began, from the event's own
    parameter, else (an older save) from the table the turn was played on; ``None`` when neither says."""
    named = change.param("group")
    if named:
        return _cards(named)
    index = change.value
    if state is None or index is None or not 0 <= index < len(state.table):
        return None
    return state.table[index]


#: the sentences of a change of the table, in the log ("Anna adds 6♣ to ...") and in the list of moves
#: ("add 6♣ to ...")
LOG = {"moves": words.MOVES, "adds": words.ADDS, "lays_new": words.LAYS_NEW, "splits_off": words.SPLITS_OFF,
       "lays_and_moves": words.LAYS_AND_MOVES, "takes": words.TAKES, "makes_new": words.MAKES_NEW,
       "makes_new_laying": words.MAKES_NEW_LAYING}
STEPS = {"moves": words.MOVE_MOVE, "adds": words.MOVE_ADD, "lays_new": words.MOVE_LAY_NEW,
         "splits_off": words.MOVE_SPLIT_OFF, "lays_and_moves": words.MOVE_LAY_AND_MOVE, "takes": words.MOVE_TAKE,
         "makes_new": words.MOVE_MAKE_NEW, "makes_new_laying": words.MOVE_MAKE_NEW_LAYING}


class _Teller:
    """Says one event's consequences for one reader, in the log's sentences (``"Anna adds 6♣ to ..."``)
    or, with ``said=STEPS``, as the steps of a move (``"add 6♣ to ..."``)."""

    def __init__(self, before: State | None, after: State, reader: Reader, said: dict = LOG) -> None:
        self.before, self.after, self.reader, self.said = before, after, reader, said
        self.allow = after.options.allow_ace_both_ends_in_one_run

    def kind(self, cards: Sequence[FrenchCard]) -> Term:
        return kind_word(cards, self.allow)

    def say(self, said: Said, clause: str | None, **params: Any) -> Line:
        return Line(said(**params).text(self.reader), clause)

    def change(self, sentence_name: str, clause: str | None, **params: Any) -> Line:
        return self.say(self.said[sentence_name], clause, **params)

    # --- a change of the table: taken cards, then the group they (and any laid cards) went to -------
    def block(self, seat: Seat | None, taken: list, end: Any) -> list[Line]:
        """The lines of one destination group: ``taken`` are the ``taken`` consequences told just before
        ``end``, the ``added`` or ``new_group`` consequence that ends the block."""
        lines: list[Line] = []
        moved: Counter = Counter()
        sources = []
        for c in taken:
            group = _group(self.before, c)
            cards = _cards(c.cards)
            moved += Counter(cards)
            sources.append((c, group, cards))
        arrived = _cards(end.cards)
        left_over = Counter(arrived) - moved
        from_hand = []                                    # in the group's order
        for card in arrived:
            if left_over[card] > 0:
                left_over[card] -= 1
                from_hand.append(card)
        target = _group(self.before, end) if end.kind == "added" else None
        if any(group is None for _, group, _ in sources) or end.kind == "added" and target is None:
            # an older save told without the table the turn began with: the cards moved, and where they are now
            moved_cards = [card for _, _, cards in sources for card in cards]
            lines = [self.say(words.MOVES_ON_TABLE, sources[0][0].clause, player=seat, cards=notation(moved_cards))
                    ] if moved_cards else []
            return lines + [self.say(words.LAYS_ON_TABLE, end.clause, player=seat, cards=notation(from_hand))] \
                if from_hand else lines
        if end.kind == "added":
            assert target is not None
            for c, group, cards in sources:
                lines.append(self.change("moves", c.clause, player=seat, cards=notation(cards), kind=self.kind(group),
                                         group=notation(group), target_kind=self.kind(target),
                                         target=notation(target)))
            if from_hand:
                lines.append(self.change("adds", end.clause, player=seat, cards=notation(from_hand),
                                         kind=self.kind(target), group=notation(target)))
            return lines
        # a new combination: laid as it is, split off a group, or made of cards from here and there
        new_kind = self.kind(arrived)
        if not sources:
            return [self.change("lays_new", end.clause, player=seat, cards=notation(arrived), kind=new_kind)]
        if len(sources) == 1:
            c, group, cards = sources[0]
            if not from_hand:
                return [self.change("splits_off", end.clause, player=seat, cards=notation(cards),
                                    kind=self.kind(group), group=notation(group), new_kind=new_kind)]
            return [self.change("lays_and_moves", end.clause, player=seat, cards=notation(from_hand),
                                taken=notation(cards), kind=self.kind(group), group=notation(group),
                                new_kind=new_kind, new_group=notation(arrived))]
        for c, group, cards in sources:
            lines.append(self.change("takes", c.clause, player=seat, cards=notation(cards), kind=self.kind(group),
                                     group=notation(group)))
        if from_hand:
            lines.append(self.change("makes_new_laying", end.clause, player=seat, kind=new_kind,
                                     group=notation(arrived), cards=notation(from_hand)))
        else:
            lines.append(self.change("makes_new", end.clause, player=seat, kind=new_kind, group=notation(arrived)))
        return lines

    def changes(self) -> list[Line]:
        """The lines of the event's changes of the table only (see :data:`CHANGES`)."""
        event = self.after.last_event
        out: list[Line] = []
        taken: list = []
        for c in event.consequences if event is not None else ():
            if c.kind == "taken":
                taken.append(c)
            elif c.kind in ("added", "new_group"):
                out += self.block(Seat(c.seat) if c.seat is not None else None, taken, c)
                taken = []
        return out

    # --- the whole event ---------------------------------------------------------------------------
    def lines(self) -> list[Line]:
        event = self.after.last_event
        if event is None:
            return []
        consequences = event.consequences
        kinds = [c.kind for c in consequences]
        changed = any(k in CHANGES for k in kinds)
        winners = kinds.count("winner")
        out: list[Line] = []
        taken: list = []
        for k, c in enumerate(consequences):
            seat = Seat(c.seat) if c.seat is not None else None
            kind = c.kind
            if kind == "taken":
                taken.append(c)
            elif kind in ("added", "new_group"):
                out += self.block(seat, taken, c)
                taken = []
            elif kind == "laid":
                if not changed:
                    out.append(self.say(words.LAYS, c.clause, player=seat, cards=" ".join(c.cards)))
            elif kind == "deal":
                out.append(self.say(words.DEALS, c.clause, dealer=seat, number=c.value,
                                    hands=self.after.options.hands_per_match))
            elif kind == "first_player":
                out.append(self.say(words.DI_MANO, c.clause, player=seat))
            elif kind == "opening_draw":
                out.append(self.say(words.OPENING_DRAW, c.clause, player=seat))
            elif kind == "draw":
                out.append(self.say(words.DRAWS, c.clause, player=seat))
            elif kind == "rearranged":
                out.append(self.say(words.REARRANGES, c.clause, player=seat))
            elif kind == "close":
                out.append(self.say(words.CLOSES, c.clause, player=seat))
            elif kind == "refused":
                out.append(self.refused(seat, c))
            elif kind == "restored":
                out.append(self.say(words.LAID_STAY, c.clause, player=seat, cards=" ".join(c.cards)) if c.cards
                           else self.say(words.ALL_BACK, c.clause, player=seat))
            elif kind == "penalty":
                out.append(self.say(words.PENALTY, c.clause, player=seat, n=c.value) if c.value
                           else self.say(words.NO_PENALTY_CARD, c.clause, player=seat))
            elif kind == "empty_tallone":
                out.append(self.say(words.MUST_DRAW_EMPTY, c.clause, player=seat))
            elif kind == "pass":
                out.append(self.say(words.PASSES, c.clause, player=seat))
            elif kind == "hand_over":
                out.append(self.hand_over(seat, c, kinds[:k]))
            elif kind == "hand_score":
                out.append(self.hand_score(seat, c))
            elif kind == "match_over":
                out.append(self.say(words.MATCH_OVER, c.clause, n=c.value))
            elif kind == "winner":
                said = words.WINS_MATCH if winners == 1 else words.SHARES_WIN
                out.append(self.say(said, c.clause, player=seat, points=signed(c.value or 0)))
        return out

    def refused(self, seat: Seat | None, c: Consequence) -> Line:
        cards = _cards(c.cards)
        if cards and c.value is not None:
            problem = meld_problem(cards, self.allow)
            if problem is not None:
                if names_the_group(problem):
                    return self.say(words.FAILS_BECAUSE, c.clause, player=seat, reason=problem.message)
                return self.say(words.FAILS_IN_GROUP, c.clause, player=seat, group=notation(cards),
                                reason=problem.message if problem.message is not None else problem.reason)
        if cards:
            return self.say(words.FAILS_LOSES, c.clause, player=seat, cards=notation(cards))
        return self.say(words.FAILS, c.clause, player=seat)

    def hand_over(self, seat: Seat | None, c: Consequence, earlier: list) -> Line:
        number = c.value
        if c.clause == "MA-16":
            return self.say(words.HAND_OVER, c.clause, number=number)
        if seat is not None:
            return self.say(words.HAND_OVER_NO_CLOSE, c.clause, player=seat, number=number)
        if "pass" in earlier:
            return self.say(words.HAND_OVER_PASSES, c.clause, number=number)
        if "penalty" in earlier:
            return self.say(words.HAND_OVER_PENALTY, c.clause, number=number)
        return self.say(words.HAND_OVER_EMPTY, c.clause, number=number)

    def hand_score(self, seat: Seat | None, c: Consequence) -> Line:
        left = c.param("left")
        if left is None:            # an older save: the hand's record says how many cards were left
            history = self.after.history
            left = history[-1].cards_left[c.seat] if history and c.seat is not None else 0
        points = signed(c.value or 0)
        if left == 0:
            return self.say(words.HAND_RESULT_NONE, c.clause, player=seat, points=points)
        return self.say(words.HAND_RESULT, c.clause, player=seat, n=left, points=points)


def describe(before: State | None, after: State, reader: Reader) -> list[Line]:
    """What ``after``'s last event did (``before`` is the state it was played on, whose table names the
    groups; ``None`` for the deal)."""
    return _Teller(before, after, reader).lines()


def prompt(state: State, reader: Reader) -> str:
    """What the seat to move is asked to do."""
    if state.opening:
        return words.PROMPT_OPENING().text(reader)
    return words.PROMPT_BUILD().text(reader)


def move_words(state: State, action: MachiavelliAction, reader: Reader) -> str:
    """A legal action in words, for the list of moves: what it lays, takes and moves, and where (the steps
    of the engine's event, joined: "Move 5♣ from the run ... to the set ... and add A♣ to the run ...")."""
    if isinstance(action, Draw):
        return words.MOVE_DRAW().text(reader)
    if not isinstance(action, Play):
        return str(action)
    steps = [line.text for line in _Teller(state, state.apply(action), reader, STEPS).changes()]
    if not steps:
        return words.MOVE_REARRANGE().text(reader)
    text = steps[0]
    for step in steps[1:]:
        text = words.MOVE_THEN(first=text, then=step).text(reader)
    return text[:1].upper() + text[1:]


__all__ = ["describe", "prompt", "move_words", "signed", "kind_word", "group_reason", "names_the_group", "CHANGES"]
