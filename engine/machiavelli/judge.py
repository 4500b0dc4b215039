"""The judge of Machiavelli: :func:`check_action` raises the :class:`~engine.errors.IllegalAction` that refuses a
turn, naming its clause; :func:`play_error` and :func:`table_outcome` are the dry run of a proposed final table
(MA-A6) that a table editor asks before committing, and :func:`table_changed` says whether a proposed table is
the one the turn began with (then the turn is a draw, MA-14).

A faulty final table is not refused (it is a failed operation, MA-15, MA-A6) unless the variant
``failed_operation_penalty=0`` says so; a card the player does not hold always is (MA-9).

>>> from engine.machiavelli import position
>>> state = position(["7S 7H 9C", None], "3C 4C 5C")
>>> print(state.explain("play 3C 4C 5C | 7S 7H 7S"))
MA-9: 7♠ is not in your hand more than once: only cards from your own hand are added to the table
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from ..cards import FrenchCard
from ..errors import IllegalAction, UnreadableAction
from ..words import Seat
from . import words as sentences
from .actions import Draw, MachiavelliAction, Play, parse_action
from .rules import SET_SUIT_ORDER, arrange, by_rank, meld_problem, notation

if TYPE_CHECKING:
    from .state import State

_SUIT_RANK = {s: i for i, s in enumerate(SET_SUIT_ORDER)}


def rank_order(card: FrenchCard) -> int:
    """Rank, then suit (♠ ♥ ♦ ♣): the order in which a turn names the cards laid."""
    return card.rank * 4 + _SUIT_RANK[card.suit]


@dataclass(frozen=True)
class TableOutcome:
    """What committing a proposed final table would do, as the engine rules it (MA-11, MA-13, MA-14,
    MA-15): :meth:`State.table_outcome` gives it to a table editor, which decides nothing itself.

    ``action`` is what committing sends (``Draw()`` when the table is unchanged); ``laid`` the cards
    that would come from the hand (in rank order); ``draws`` the cards the player would take from the
    tallone (one for a turn that lays nothing, MA-14; the penalty for a failed operation, MA-15; fewer
    when the tallone runs short); ``penalty`` the cards a failed operation owes (0 otherwise); ``valid``
    whether the table is a correct end of turn; ``refused`` whether the engine would refuse the commit
    outright; ``fault`` why it is not valid (an :class:`IllegalAction` naming the clause), else ``None``.
    """

    action: Draw | Play
    laid: tuple[FrenchCard, ...]
    draws: int
    penalty: int
    valid: bool
    refused: bool
    fault: IllegalAction | None

    @property
    def clause(self) -> str:
        """The clause that rules this commit: the fault's, else MA-13 (cards laid) or MA-14 (a draw)."""
        if self.fault is not None:
            return self.fault.clause
        return "MA-13" if self.laid else "MA-14"

    def take_back_error(self, cards: Sequence[FrenchCard]) -> IllegalAction | None:
        """MA-11: ``cards`` (from the proposed table) may go back to the hand only if they were laid
        from it this turn; the refusal for the first that was on the table when the turn began."""
        laid = Counter(self.laid)
        for card in cards:
            if laid[card] <= 0:
                return IllegalAction("MA-11", sentences.TABLE_CARD_STAYS(card=card))
            laid[card] -= 1
        return None


def table_changed(state: State, groups: Iterable[Sequence[FrenchCard]]) -> bool:
    """Whether ``groups`` (a proposed final table) differ from the table as the turn began: the same
    combinations, in any order and each in any order of its cards, are no change, and committing them is a
    draw (MA-14).

    >>> from engine.machiavelli import position
    >>> from engine.machiavelli.rules import cards
    >>> state = position(["7S", None], "3C 4C 5C | 9S 9H 9D")
    >>> table_changed(state, [cards("9D 9S 9H"), cards("5C 3C 4C")]), table_changed(state, [cards("3C 4C 5C")])
    (False, True)
    """
    allow = state.allow_both_aces
    return Counter(arrange(g, allow) for g in groups) != Counter(arrange(g, allow) for g in state.table)


def check_action(state: State, action: MachiavelliAction) -> None:
    """Raise :class:`IllegalAction` if ``action`` may not be made now.

    A faulty final table is not refused (it is a failed operation, MA-15, MA-A6) unless the variant
    ``failed_operation_penalty=0`` says so; a card the player does not hold always is (MA-9).
    """
    if state.phase == "over":
        raise IllegalAction(state.end_clause, sentences.MATCH_IS_OVER())
    if isinstance(action, Draw):
        return
    if not isinstance(action, Play):
        raise IllegalAction("MA-9", sentences.NOT_AN_ACTION(action=repr(action)))
    if state.opening:
        raise IllegalAction("MA-A4", sentences.OPENING_ONLY_DRAWS(player=Seat(state.to_move)))
    error = unavailable(state, action)
    if error is None and state.options.failed_operation_penalty == 0:
        error = table_fault(state, action)
    if error is not None:
        raise error

def play_error(state: State, table: Any) -> IllegalAction | None:
    """Why the proposed final ``table`` is not a correct play, or ``None`` if it is one.

    This is the dry run of MA-A6 (the table editor calls it before committing): the error names
    the clause, whether committing would be refused (MA-9) or be a failed operation (MA-15).

    >>> from engine.machiavelli import position
    >>> state = position(["7S 7H 9C", None], "3C 4C 5C")
    >>> print(state.play_error("3C 4C 5C | 7S 7H"))
    MA-6: group 2 [7♠ 7♥]: only 2 cards: a combination needs at least 3 (MA-12: the table must end valid)
    >>> state.play_error("3C 4C 5C | 7S 7H 9C") is None, state.play_error("3C 4C 5C 9C 7S 7H").clause
    (False, 'MA-6')
    """
    try:
        play = parse_action(table) if isinstance(table, Play) else Play.of(table)
    except IllegalAction as err:   # a hand-built Play that cannot be read
        return err
    except (ValueError, TypeError) as err:
        return UnreadableAction("MA-2", sentences.TABLE_UNREADABLE(why=str(err)))
    assert isinstance(play, Play)      # a Play reads back as a Play
    return unavailable(state, play) or table_fault(state, play)

def table_outcome(state: State, groups: Any) -> TableOutcome:
    """What committing ``groups`` (the whole proposed table: text, combinations or a ``Play``) as
    the end of this turn would do: the cards laid and drawn, the penalty, and why it is not valid.

    >>> from engine.machiavelli import position
    >>> state = position(["7S 7H 7D KC", None], "3C 4C 5C")
    >>> laid = state.table_outcome("3C 4C 5C | 7S 7H 7D")
    >>> [str(c) for c in laid.laid], laid.draws, laid.valid, laid.clause
    (['7♠', '7♥', '7♦'], 0, True, 'MA-13')
    >>> failed = state.table_outcome("3C 4C 5C | 7S 7H")
    >>> failed.valid, failed.refused, failed.penalty, failed.clause
    (False, False, 3, 'MA-6')
    >>> state.table_outcome("3C 4C 5C").action, state.table_outcome("3C 4C 5C").draws
    (Draw(), 1)
    >>> print(state.table_outcome("3C 4C 5C | 7S 7H 7D").take_back_error(state.table[0][:1]))
    MA-11: 3♣ was on the table when your turn began; table cards never go back into a hand
    """
    if isinstance(groups, Play):
        play = groups
    else:
        try:
            play = Play.of(groups)
        except IllegalAction as err:
            return TableOutcome(Draw(), (), 0, 0, False, True, err)
        except (ValueError, TypeError) as err:
            return TableOutcome(Draw(), (), 0, 0, False, True,
                                UnreadableAction("MA-2", sentences.TABLE_UNREADABLE(why=str(err))))
    laid = tuple(sorted(laid_counts(state, play).elements(), key=rank_order))
    unchanged = not laid and Counter(arrange(m) for m in play.table) == Counter(state.table)
    action: Draw | Play = Draw() if unchanged else play
    refusal = state.explain(action)
    if refusal is not None:
        return TableOutcome(action, laid, 0, 0, False, True, refusal)
    fault = None if unchanged else table_fault(state, play)
    if fault is not None:
        owed = state.options.failed_operation_penalty
        return TableOutcome(action, laid, min(owed, len(state.stock)), owed, False, False, fault)
    return TableOutcome(action, laid, 0 if laid else min(1, len(state.stock)), 0, True, False, None)

def laid_counts(state: State, play: Play) -> Counter:
    """The cards ``play`` adds to the table: what would come from the hand."""
    return Counter(play.cards()) - Counter(state.table_cards())

def unavailable(state: State, play: Play) -> IllegalAction | None:
    """MA-9: every card added to the table must come from the player's own hand."""
    hand = Counter(state.hands[state.to_move])
    extra = laid_counts(state, play) - hand
    if not extra:
        return None
    card = sorted(extra)[0]
    held = hand[card]
    said = (sentences.NOT_IN_HAND if not held else
            sentences.NOT_IN_HAND_TWICE if held == 1 else sentences.NOT_IN_HAND_SO_OFTEN)
    return IllegalAction("MA-9", said(card=card))

def table_fault(state: State, play: Play) -> IllegalAction | None:
    """MA-11, MA-12: the final table keeps every table card, in valid combinations."""
    lost = Counter(state.table_cards()) - Counter(play.cards())
    if lost:
        gone = " ".join(str(c) for c in by_rank(lost.elements()))
        return IllegalAction("MA-11", sentences.TABLE_WOULD_LOSE(cards=gone))
    for i, meld in enumerate(play.table):
        problem = meld_problem(meld, state.allow_both_aces)
        if problem:
            return IllegalAction(problem.clause, sentences.GROUP_FAULT(
                number=i + 1, cards=notation(meld), reason=problem.message or problem.reason))
    return None

def fault_cards(state: State, play: Play) -> tuple[int | None, tuple[FrenchCard, ...]]:
    """The cards a failed table is faulted for (:meth:`_table_fault`): the table cards it would lose
    (``None``), or the position in the proposed table (from 0) and the cards of its first invalid group."""
    lost = Counter(state.table_cards()) - Counter(play.cards())
    if lost:
        return None, by_rank(lost.elements())
    for i, meld in enumerate(play.table):
        if meld_problem(meld, state.allow_both_aces):
            return i, tuple(meld)
    return None, ()


__all__ = ["check_action", "play_error", "table_outcome", "table_changed", "TableOutcome", "laid_counts",
           "unavailable", "table_fault", "fault_cards", "rank_order"]
