"""A match of Machiavelli as immutable states (MA-1..MA-18 with the rulings MA-A1..MA-A13).

A turn is one action. ``Draw`` takes the top card of the tallone (MA-14). ``Play`` proposes the whole
table as it will stand at the end of the turn; the engine works out which cards came from the hand,
checks the table as one submission (MA-A6) and either accepts it (MA-13: no draw if at least one card
was laid) or treats it as a failed operation (MA-15: the table goes back, the player takes three cards).
A failed operation is a legal action with a consequence; only a card the player does not hold (MA-9),
an operation on the draw-only first turn (MA-A4) and, with ``failed_operation_penalty=0``, a faulty
table are refused.

>>> game = new_game(players=4, seed=3)
>>> [len(h) for h in game.hands], len(game.stock), game.legal_actions()
([13, 13, 13, 13], 52, [Draw()])
>>> first = game.first_player
>>> game = game.apply("draw")
>>> len(game.hands[first]), len(game.stock), game.current_player == (first + 1) % 4
(14, 51, True)
>>> game.last_event.describe()
'Seat 1: draw. Seat 1 takes the top card of the tallone.'
"""
from __future__ import annotations

import random
from bisect import insort
from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from typing import ClassVar, Literal, cast

from ..cards import FrenchCard, shuffled
from ..core import EVERYONE, Consequence, Event, GameState, Options, check_seed, scaled_scores, shared_win_returns
from ..errors import IllegalAction, UnreadableAction
from ..words import N_, Seat
from . import words as sentences
from .actions import Draw, Play, group_words, parse_action
from .rules import (
    ACE, CARD, PACK, SET_SUIT_ORDER, arrange, by_rank, cards, check_players, hand_order, meld_error, meld_problem, melds_of,
    notation, run_positions, settle_hand, sort_hand,
)

HAND_SIZE = 13  # MA-7


@dataclass(frozen=True)
class MachiavelliOptions(Options):
    """Variant options (RULINGS 6.1); every default is the ruling.

    >>> MachiavelliOptions().first_turn, MachiavelliOptions(stake_per_card=5).stake_per_card
    ('draw_only', 5)
    >>> MachiavelliOptions(first_turn="skip")
    Traceback (most recent call last):
    ...
    ValueError: option first_turn='skip' has the wrong type: expected 'draw_only' or 'normal' or 'draw_then_operate'
    """

    allow_ace_both_ends_in_one_run: bool = True                          # MA-A1: the 14-card run A-2-...-K-A
    stake_per_card: int = 1                                              # MA-A3: paid per card held
    first_turn: Literal["draw_only", "normal", "draw_then_operate"] = "draw_only"   # MA-A4
    stock_exhausted: Literal["end_hand", "pass_until_all_pass"] = "end_hand"        # MA-A5
    failed_operation_penalty: int = 3                                    # MA-A6/MA-15: cards taken; 0 = refuse
    failed_operation_restore: Literal["full", "table_only"] = "full"     # MA-A6
    hands_per_match: int = 4                                             # MA-17, MA-A10
    turn_timer_seconds: int | None = None                                # MA-18, MA-A12: for the UI only

    SAMPLES = {"stake_per_card": (1, 5), "failed_operation_penalty": (3, 0, 1), "hands_per_match": (4, 1),
               "turn_timer_seconds": (None, 60)}

    def validate(self):
        for name, low in (("stake_per_card", 1), ("failed_operation_penalty", 0), ("hands_per_match", 1)):
            value = getattr(self, name)
            if value < low:
                raise ValueError(f"option {name}={value!r} must be a whole number of at least {low}")
        timer = self.turn_timer_seconds
        if timer is not None and timer <= 0:
            raise ValueError(f"option turn_timer_seconds={timer!r} must be None or a positive number of seconds")


# --- records -----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class HandRecord:
    """One finished hand (smazzata): who closed, the cards left, each seat's result and the final
    table as combinations (MA-16, MA-A5)."""

    dealer: int
    closer: int | None
    cards_left: tuple[int, ...]
    points: tuple[int, ...]
    table: tuple[tuple[FrenchCard, ...], ...]


# --- events ---------------------------------------------------------------------------------------------

def _said(kind: str, text: str, clause: str | None = None, seat: int | None = None, value: int | None = None,
          cards_: tuple = ()) -> Consequence:
    """A :class:`Consequence` built without re-running its ``__init__`` (this is on every step)."""
    said = object.__new__(Consequence)
    said.__dict__.update(kind=kind, text=text, clause=clause, seat=seat, value=value, cards=cards_)
    return said


def _event(seat, action: str | None, consequences: tuple) -> Event:
    event = object.__new__(Event)
    event.__dict__.update(seat=seat, action=action, consequences=consequences)
    return event


_TEXT = {(c.rank, c.suit): str(c) for c in PACK}
_SUIT_RANK = {s: i for i, s in enumerate(SET_SUIT_ORDER)}


def _rank_order(card: FrenchCard) -> int:
    """Rank, then suit (♠ ♥ ♦ ♣): the order in which an event names the cards laid."""
    return card.rank * 4 + _SUIT_RANK[card.suit]


def _words(meld) -> str:
    return " ".join([_TEXT[c.rank, c.suit] for c in meld])


def _groups(table) -> tuple[str, ...]:
    return tuple(_words(m) for m in table)


_DRAWN: dict[int, Event] = {}


def _draw_event(seat: int) -> Event:
    """The event of a plain draw, the same object each time for one seat."""
    event = _DRAWN.get(seat)
    if event is None:
        event = _DRAWN[seat] = _event(seat, "draw", (
            _said("draw", "{seat} takes the top card of the tallone.", "MA-14", seat, 1),))
    return event


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


# --- what a proposed table means ------------------------------------------------------------------------

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

    def take_back_error(self, cards) -> IllegalAction | None:
        """MA-11: ``cards`` (from the proposed table) may go back to the hand only if they were laid
        from it this turn; the refusal for the first that was on the table when the turn began."""
        laid = Counter(self.laid)
        for card in cards:
            if laid[card] <= 0:
                return IllegalAction("MA-11", sentences.TABLE_CARD_STAYS(card=card))
            laid[card] -= 1
        return None


# --- the state --------------------------------------------------------------------------------------

@dataclass(frozen=True, eq=True)
class State(GameState):
    """A moment of a Machiavelli match. Build one with :func:`new_game`; move on with :meth:`apply`.

    The stock (tallone) is a tuple whose first card is the top one. Hands are kept sorted.
    """

    game_name: ClassVar[str] = "machiavelli"
    end_clause: ClassVar[str] = "MA-17"

    seed: int
    options: MachiavelliOptions
    players: int
    first_dealer: int
    hand_index: int
    hands: tuple[tuple[FrenchCard, ...], ...]
    stock: tuple[FrenchCard, ...]
    table: tuple[tuple[FrenchCard, ...], ...]
    turn: int
    opening: bool = False          # the first player's draw-only first turn is pending (MA-8, MA-A4)
    passes: int = 0                # turns in a row without a lay once the stock is empty (MA-A5 variant)
    scores: tuple[int, ...] = ()
    history: tuple[HandRecord, ...] = ()
    over: bool = False
    last_event: Event | None = None
    _cache: dict = field(default_factory=dict, init=False, compare=False, repr=False, hash=False)

    # --- basic facts --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.players

    @property
    def dealer(self) -> int:
        """MA-A7: the first dealer is drawn by lot; the deal passes clockwise each hand."""
        return (self.first_dealer + self.hand_index) % self.players

    @property
    def first_player(self) -> int:
        """MA-8, MA-A7: the player on the dealer's left (clockwise, MA-4) is di mano."""
        return (self.dealer + 1) % self.players

    @property
    def current_player(self) -> int | None:
        return None if self.over else self.turn

    def is_terminal(self) -> bool:
        return self.over

    def turn_clause(self) -> str:
        return "MA-4"

    @property
    def allow_both_aces(self) -> bool:
        return self.options.allow_ace_both_ends_in_one_run

    def table_cards(self) -> tuple[FrenchCard, ...]:
        return tuple(c for meld in self.table for c in meld)

    # --- legal actions ------------------------------------------------------------------------
    def legal_actions(self) -> list:
        """Drawing, every combination the hand can lay by itself, and every hand card added where it fits.

        Whole-table rearrangements are not listed (there are too many); :meth:`apply` accepts any, and
        :meth:`best_play` finds the one that lays the most cards.
        """
        cached = self._cache.get("legal")
        if cached is None:
            if self.over:
                cached = ()
            elif self.opening:
                cached = (Draw(),)
            else:
                cached = (Draw(), *self._lays())
            self._cache["legal"] = cached
        return list(cached)

    def _table_words(self) -> tuple[str, ...]:
        """The table's groups in notation, worked out once per state (a play's notation reuses them)."""
        words = self._cache.get("words")
        if words is None:
            words = self._cache["words"] = tuple(group_words(m) for m in self.table)
        return words

    def _lays(self) -> list:
        hand = self.hands[self.turn]
        table = self.table
        words = self._table_words()
        listed = Play.listed
        # What the hand holds, as bits: per rank the suits (1 2 4 8 for S H D C), per suit the ranks.
        rank_suits = [0] * 15
        suit_ranks = {"S": 0, "H": 0, "D": 0, "C": 0}
        ranks_in_order = []
        for card in hand:
            rank, suit = card.rank, card.suit
            if not rank_suits[rank]:
                ranks_in_order.append(rank)
            rank_suits[rank] |= _SUIT_BIT[suit]
            suit_ranks[suit] |= 1 << rank
        end = (len(table), len(table))
        new = [listed(table + (meld,), meld, table, words, end)
               for meld in _melds_from_masks(rank_suits, suit_ranks, ranks_in_order)]
        if not table:
            return new
        allow = self.allow_both_aces
        seen: set[tuple] = set()  # two identical combinations on the table offer the same moves: list them once
        for i, meld in enumerate(table):
            first, second = meld[0], meld[1]
            first_rank = first.rank
            if first_rank == second.rank:  # a set: room for a fourth suit
                if len(meld) != 3:
                    continue
                missing = 15 ^ (_SUIT_BIT[first.suit] | _SUIT_BIT[second.suit] | _SUIT_BIT[meld[2].suit])
                if not rank_suits[first_rank] & missing:
                    continue
                key = (first_rank, missing)
                if key in seen:
                    continue
                seen.add(key)
                card = CARD[first_rank, _BIT_SUIT[missing]]
                new.append(listed(table[:i] + (_FULL_SET[first_rank],) + table[i + 1:], (card,), table, words,
                                  (i, i + 1)))
                continue
            suit = first.suit
            held = suit_ranks[suit]
            if not held:
                continue
            last = meld[-1]
            # A run; table runs are kept in reading order (MA-3), so its ends give its span.
            low = 1 if first_rank == ACE else first_rank
            high = 14 if last.rank == ACE else last.rank
            near = ((1 << (low - 1)) | (1 << (high + 1)) | ((1 << (high - 1)) - (1 << (low + 2)) if high - low >= 4
                                                            else 0)) & held & _PLAIN_RANKS
            ace = held & _ACE_BIT and (low == 2 or high == 13)
            if not near and not ace:
                continue
            run_key = (suit, low, high, len(meld))
            if run_key in seen:
                continue
            seen.add(run_key)
            before, after, cut = table[:i], table[i + 1:], (i, i + 1)
            while near:
                bit = near & -near
                near ^= bit
                rank = bit.bit_length() - 1
                card = CARD[rank, suit]
                if rank == low - 1 or rank == high + 1:
                    grown = (card,) + meld if rank == low - 1 else meld + (card,)
                    if len(grown) == 13:  # A-2-...-K reads either way: keep the canonical one (ace high)
                        grown = arrange(grown)
                    new.append(listed(before + (grown,) + after, (card,), table, words, cut))
                else:  # a duplicate of a middle card splits the run in two
                    at = rank - low + 1
                    new.append(listed(before + (meld[:at], (card,) + meld[at:]) + after, (card,), table, words, cut))
            if ace:
                card = CARD[ACE, suit]
                grown = meld + (card,)
                if run_positions(grown, allow) is not None:
                    new.append(listed(before + (arrange(grown),) + after, (card,), table, words, cut))
        return new

    def expressible_actions(self) -> list:
        """Drawing, and plays made of small rearrangements, legal or not: the listed lays, the table
        as it is, each hand card added to each group or laid alone, each group cut in two, a group's
        last card moved to the next group or taken away (MA-11), and a card the player does not hold
        laid (MA-9). Any final table may be played, so this is a sample of what the notation says."""
        table, hand = self.table, self.hands[self.turn] if not self.over else ()
        tables = [action.table for action in self.legal_actions() if isinstance(action, Play)] + [table]
        for card in dict.fromkeys(hand):
            tables.append(table + ((card,),))
            tables += [table[:i] + (meld + (card,),) + table[i + 1:] for i, meld in enumerate(table)]
        for i, meld in enumerate(table):
            tables += [table[:i] + (meld[:k], meld[k:]) + table[i + 1:] for k in range(1, len(meld))]
            tables.append(table[:i] + (meld[:-1],) + table[i + 1:])
            if len(table) > 1:
                j = (i + 1) % len(table)
                tables.append(tuple(m[:-1] if g == i else m + meld[-1:] if g == j else m for g, m in enumerate(table)))
        held = Counter(hand)
        stranger = next(card for card in PACK if not held[card])
        tables.append(table + ((stranger,),))
        plays = {str(play): play for play in (Play.of(t) for t in tables if any(t)) if play.table}
        return [Draw(), *plays.values()]

    def parse_action(self, text):
        return parse_action(text)

    # --- the one judge ------------------------------------------------------------------------
    def check_action(self, action) -> None:
        """Raise :class:`IllegalAction` if ``action`` may not be made now.

        A faulty final table is not refused (it is a failed operation, MA-15, MA-A6) unless the variant
        ``failed_operation_penalty=0`` says so; a card the player does not hold always is (MA-9).
        """
        if self.over:
            raise IllegalAction(self.end_clause, sentences.MATCH_IS_OVER())
        if isinstance(action, Draw):
            return
        if not isinstance(action, Play):
            raise IllegalAction("MA-9", sentences.NOT_AN_ACTION(action=repr(action)))
        if self.opening:
            raise IllegalAction("MA-A4", sentences.OPENING_ONLY_DRAWS(player=Seat(self.turn)))
        error = self._unavailable(action)
        if error is None and self.options.failed_operation_penalty == 0:
            error = self._table_fault(action)
        if error is not None:
            raise error

    def play_error(self, table) -> IllegalAction | None:
        """Why the proposed final ``table`` is not a correct play, or ``None`` if it is one.

        This is the dry run of MA-A6 (the table editor calls it before committing): the error names
        the clause, whether committing would be refused (MA-9) or be a failed operation (MA-15).

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
        return self._unavailable(play) or self._table_fault(play)

    def table_outcome(self, groups) -> TableOutcome:
        """What committing ``groups`` (the whole proposed table: text, combinations or a ``Play``) as
        the end of this turn would do: the cards laid and drawn, the penalty, and why it is not valid.

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
        laid = tuple(sorted(self._laid_counts(play).elements(), key=_rank_order))
        unchanged = not laid and Counter(arrange(m) for m in play.table) == Counter(self.table)
        action: Draw | Play = Draw() if unchanged else play
        refusal = self.explain(action)
        if refusal is not None:
            return TableOutcome(action, laid, 0, 0, False, True, refusal)
        fault = None if unchanged else self._table_fault(play)
        if fault is not None:
            owed = self.options.failed_operation_penalty
            return TableOutcome(action, laid, min(owed, len(self.stock)), owed, False, False, fault)
        return TableOutcome(action, laid, 0 if laid else min(1, len(self.stock)), 0, True, False, None)

    def _laid_counts(self, play: Play) -> Counter:
        return Counter(play.cards()) - Counter(self.table_cards())

    def _unavailable(self, play: Play) -> IllegalAction | None:
        """MA-9: every card added to the table must come from the player's own hand."""
        hand = Counter(self.hands[self.turn])
        extra = self._laid_counts(play) - hand
        if not extra:
            return None
        card = sorted(extra)[0]
        held = hand[card]
        said = (sentences.NOT_IN_HAND if not held else
                sentences.NOT_IN_HAND_TWICE if held == 1 else sentences.NOT_IN_HAND_SO_OFTEN)
        return IllegalAction("MA-9", said(card=card))

    def _table_fault(self, play: Play) -> IllegalAction | None:
        """MA-11, MA-12: the final table keeps every table card, in valid combinations."""
        lost = Counter(self.table_cards()) - Counter(play.cards())
        if lost:
            gone = " ".join(str(c) for c in by_rank(lost.elements()))
            return IllegalAction("MA-11", sentences.TABLE_WOULD_LOSE(cards=gone))
        for i, meld in enumerate(play.table):
            problem = meld_problem(meld, self.allow_both_aces)
            if problem:
                return IllegalAction(problem.clause, sentences.GROUP_FAULT(
                    number=i + 1, cards=notation(meld), reason=problem.message or problem.reason))
        return None

    def _fault_cards(self, play: Play) -> tuple[int | None, tuple[FrenchCard, ...]]:
        """The cards a failed table is faulted for (:meth:`_table_fault`): the table cards it would lose
        (``None``), or the position in the proposed table (from 0) and the cards of its first invalid group."""
        lost = Counter(self.table_cards()) - Counter(play.cards())
        if lost:
            return None, by_rank(lost.elements())
        for i, meld in enumerate(play.table):
            if meld_problem(meld, self.allow_both_aces):
                return i, tuple(meld)
        return None, ()

    def best_play(self):
        """The play that lays the most cards (:func:`~engine.machiavelli.best_lay`), or ``Draw()``."""
        from .hints import best_play

        return best_play(self)

    # --- moving on ----------------------------------------------------------------------------
    def _apply(self, action) -> "State":
        seat = self.turn
        if type(action) is Draw:
            return self._draw_turn(seat, self.table, _draw_event(seat).consequences, "draw")
        if action._base is self.table:  # built by legal_actions on this very table: valid, laid known
            laid = action._laid
            table = action.table
            changes = _listed_changes(seat, action)
        else:
            fault = self._table_fault(action)
            if fault:
                return self._failed(seat, action, fault)
            table = tuple(_interned(arrange(m)) for m in action.table)  # kept in reading order
            laid = tuple(self._laid_counts(action).elements())
            changes = _table_changes(seat, self.table, table)
        notation_ = str(action)
        if not laid:
            said = (_said("rearranged", "{seat} rearranges the table without laying a card.", "MA-A8", seat),
                    *changes, *_draw_event(seat).consequences)
            return self._draw_turn(seat, table, said, notation_)
        hand = list(self.hands[seat])
        for card in laid:
            hand.remove(card)
        hands = self.hands[:seat] + (tuple(hand),) + self.hands[seat + 1:]
        if len(laid) > 1:
            laid = sorted(laid, key=_rank_order)
        shown = " ".join([_TEXT[c.rank, c.suit] for c in laid])
        if hand:
            said = (_said("laid", f"{{seat}} lays {shown} and does not draw.", "MA-13", seat, len(laid),
                          tuple(shown.split(" "))), *changes)
            state = self.evolve(hands=hands, table=table, passes=0, opening=False, turn=(seat + 1) % self.players,
                                last_event=_event(seat, notation_, said))
            if table is action.table:
                state._cache["words"] = action.words()
            return state
        said = (_said("laid", f"{{seat}} lays {shown}.", "MA-13", seat, len(laid), tuple(shown.split(" "))),
                *changes, _said("close", "{seat} has no card left and closes.", "MA-16", seat))
        return self.evolve(hands=hands, table=table, passes=0, opening=False)._end_hand(
            seat, seat, notation_, said, f"Hand {self.hand_index + 1} is over.")

    def _draw_turn(self, seat: int, table, said: tuple, notation_: str) -> "State":
        """MA-14 (with MA-A5 when the tallone is empty)."""
        stock = self.stock
        if stock:
            hand = list(self.hands[seat])
            insort(hand, stock[0], key=hand_order)
            hands = self.hands[:seat] + (tuple(hand),) + self.hands[seat + 1:]
            passes = 1 if len(stock) == 1 and self.options.stock_exhausted == "pass_until_all_pass" else 0
            event = _draw_event(seat) if notation_ == "draw" else _event(seat, notation_, said)
            state = self.evolve(hands=hands, stock=stock[1:], table=table, opening=False, passes=passes,
                                turn=(seat + 1) % self.players, last_event=event)
            if table is self.table and "words" in self._cache:
                state._cache["words"] = self._cache["words"]
            return state
        said = said[:-1]  # nothing to take
        state = self.evolve(table=table, opening=False)
        if self.options.stock_exhausted == "end_hand":
            said += (_said("empty_tallone", "{seat} must draw, but the tallone is empty.", "MA-A5", seat),)
            return state._end_hand(seat, None, notation_, said,
                                   "The tallone is empty: the hand ends with nobody closing.")
        return state._pass(seat, notation_, said + (
            _said("pass", "{seat} cannot draw from the empty tallone and passes.", "MA-A5", seat),))

    def _pass(self, seat: int, notation_: str, said: tuple) -> "State":
        passes = self.passes + 1
        if passes >= self.players:
            return self.evolve(passes=passes)._end_hand(
                seat, None, notation_, said, "A full round of passes ends the hand with nobody closing.")
        return self.evolve(passes=passes, turn=(seat + 1) % self.players,
                           last_event=_event(seat, notation_, said))

    def _failed(self, seat: int, play: Play, fault: IllegalAction) -> "State":
        """MA-15 as ruled in MA-A6: restore, then take the penalty cards; the turn ends.

        A failed operation never closes (ruling of the book): if it leaves the player with no card (the
        laid cards stayed under ``table_only`` and the tallone had none to give), the hand ends with
        nobody closing, under every variant.
        """
        notation_ = str(play)
        where, faulty = self._fault_cards(play)
        said = [_said("refused", f"{{seat}}'s table fails: {fault}.", fault.clause, seat, where,
                      tuple(_TEXT[c.rank, c.suit] for c in faulty))]
        table, hand = self.table, self.hands[seat]
        if self.options.failed_operation_restore == "table_only":
            from .solver import find_partition

            laid = self._laid_counts(play)
            rebuilt = find_partition(self.table_cards() + tuple(laid.elements()), self.allow_both_aces) \
                if laid else None
            if rebuilt is not None:
                table = tuple(_interned(arrange(m)) for m in rebuilt)   # reading order, as a load reads it
                hand = sort_hand((Counter(hand) - laid).elements())
                shown = _words(by_rank(laid.elements()))
                said.append(_said("restored", f"The cards {{seat}} laid ({shown}) stay; the table is rearranged "
                                              "into valid combinations.", "MA-A6", seat, cards_=tuple(shown.split(" "))))
            else:
                said.append(_said("restored", "The table goes back as it was.", "MA-A6", seat))
        else:
            said.append(_said("restored", "The table and {seat}'s hand go back as they were.", "MA-A6", seat))
        owed = self.options.failed_operation_penalty
        taken = self.stock[:owed]
        hands = self.hands[:seat] + (sort_hand(hand + taken),) + self.hands[seat + 1:]
        said.append(_said("penalty", f"{{seat}} takes {_plural(len(taken), 'card')} as the penalty.", "MA-15",
                          seat, len(taken)))
        state = self.evolve(hands=hands, table=table, stock=self.stock[owed:], opening=False)
        if not hands[seat]:
            return state._end_hand(seat, None, notation_, tuple(said),
                                   "{seat} has no card left after a failed operation, which is not a close: "
                                   "the hand ends with nobody closing.", at=seat)
        if len(taken) < owed and self.options.stock_exhausted == "end_hand":
            return state._end_hand(seat, None, notation_, tuple(said),
                                   "The tallone ran out during the penalty: the hand ends with nobody closing.")
        if not state.stock and self.options.stock_exhausted == "pass_until_all_pass":
            return state._pass(seat, notation_, tuple(said))
        return state.evolve(turn=(seat + 1) % self.players, passes=0,
                            last_event=_event(seat, notation_, tuple(said)))

    def _end_hand(self, seat: int, closer: int | None, notation_: str, said: tuple, how: str,
                  at: int | None = None) -> "State":
        """MA-16, MA-17, MA-A3, MA-A5, MA-A10: settle this hand; deal the next or end the match."""
        left = tuple(len(h) for h in self.hands)
        points = tuple(settle_hand(left, closer, self.options.stake_per_card))
        record = HandRecord(self.dealer, closer, left, points, self.table)
        scores = tuple(s + p for s, p in zip(self.scores, points))
        news = list(said)
        news.append(_said("hand_over", how, "MA-16" if closer is not None else "MA-A5",
                          closer if closer is not None else at, self.hand_index + 1, _groups(self.table)))
        for s, (n, p) in enumerate(zip(left, points)):
            news.append(_said("hand_score", f"{{seat}}: {_plural(n, 'card')} left, {p:+d}.", "MA-16", s, p))
        state = self.evolve(scores=scores, history=self.history + (record,), passes=0)
        if len(state.history) >= self.options.hands_per_match:
            winners = [s for s, v in enumerate(scores) if v == max(scores)]
            news.append(_said("match_over", f"The match is over after {_plural(len(state.history), 'hand')}.",
                              "MA-17", value=len(state.history)))
            verb = "wins the match" if len(winners) == 1 else "shares the win"
            news += [_said("winner", f"{{seat}} {verb} with {scores[w]:+d}.", "MA-A10", w, scores[w])
                     for w in winners]
            return state.evolve(over=True, last_event=_event(seat, notation_, tuple(news)))
        return _deal(state.evolve(hand_index=self.hand_index + 1), seat, notation_, tuple(news))

    # --- the end --------------------------------------------------------------------------------
    def returns(self) -> list[float]:
        """MA-A10: 1 for the best total, shared when several are equal; all 0 before the match ends."""
        if not self.over:
            return [0.0] * self.players
        return shared_win_returns(self.scores)

    def heuristic_returns(self) -> list[float]:
        """The totals as if the hand ended now with no closer, squeezed into 0..1 for the search bot."""
        if self.over:
            return self.returns()
        stake = self.options.stake_per_card
        return scaled_scores([s - stake * len(h) for s, h in zip(self.scores, self.hands)])

    # --- information ----------------------------------------------------------------------------
    def _view(self, player):
        from .render import MachiavelliView

        return MachiavelliView(self, player)

    def _determinize(self, player: int, rng: random.Random) -> "State":
        """The other hands and the tallone reshuffled among themselves; ``player``'s hand and the table kept."""
        # sorted first: the re-deal depends on what ``player`` knows and the rng, never on where the cards are
        hidden = sorted([c for seat, h in enumerate(self.hands) if seat != player for c in h] + list(self.stock), key=str)
        rng.shuffle(hidden)
        hands = []
        at = 0
        for seat, hand in enumerate(self.hands):
            if seat == player:
                hands.append(hand)
            else:
                hands.append(sort_hand(hidden[at:at + len(hand)]))
                at += len(hand)
        return self.evolve(hands=tuple(hands), stock=tuple(hidden[at:]), seed=rng.getrandbits(32))

    def _repr_html_(self) -> str:
        from .render import render_state

        return render_state(self, viewer=EVERYONE)


_SUIT_BIT = {"S": 1, "H": 2, "D": 4, "C": 8}
_BIT_SUIT = {bit: suit for suit, bit in _SUIT_BIT.items()}
_ACE_BIT = 1 << ACE
_PLAIN_RANKS = sum(1 << r for r in range(2, 14))   # 2..K: the ace is handled on its own
_FULL_SET = {rank: tuple(CARD[rank, s] for s in SET_SUIT_ORDER) for rank in range(2, 15)}
#: Per rank and per set of suits held (bits), every set the hand can lay: 3 suits, then 4.
_SETS = {rank: {mask: tuple(tuple(CARD[rank, s] for s in group)
                            for size in (3, 4)
                            for group in combinations([s for s in SET_SUIT_ORDER if mask & _SUIT_BIT[s]], size))
                for mask in range(16)}
         for rank in range(2, 15)}
_RUNS: dict[tuple[str, int], tuple] = {}


def _runs_of(suit: str, held: int) -> tuple:
    """Every run of three or more cards of ``suit`` whose ranks are among the bits of ``held``."""
    key = (suit, held)
    runs = _RUNS.get(key)
    if runs is not None:
        return runs
    spots = [r for r in range(2, 15) if held >> r & 1]
    if held & _ACE_BIT:
        spots.insert(0, 1)
    out = []
    start = 0
    # Every stretch of consecutive positions gives every run of three or more inside it.
    for k in range(1, len(spots) + 1):
        if k < len(spots) and spots[k] == spots[k - 1] + 1:
            continue
        stretch, start = spots[start:k], k
        line = [CARD[ACE if p in (1, 14) else p, suit] for p in stretch]
        for a in range(len(stretch) - 2):
            for b in range(a + 3, len(stretch) + 1):
                if stretch[a] == 1 and stretch[b - 1] == 14:
                    continue  # the whole A-...-A line is never laid from a hand in one go
                out.append(tuple(line[a:b]))
    runs = _RUNS[key] = tuple(out)
    return runs


def _melds_from_masks(rank_suits: list, suit_ranks: dict, ranks_in_order: list) -> list:
    out: list[tuple[FrenchCard, ...]] = []
    for rank in ranks_in_order:
        sets = _SETS[rank][rank_suits[rank]]
        if sets:
            out.extend(sets)
    for suit in SET_SUIT_ORDER:
        held = suit_ranks[suit]
        if held and held.bit_count() >= 3:
            out.extend(_runs_of(suit, held))
    return out


def _melds_from_hand(hand) -> list[tuple[FrenchCard, ...]]:
    """Every set and every run the hand can lay by itself (each distinct combination once), in reading order.

    >>> [notation(m) for m in _melds_from_hand(cards("QS KS AS 2S 7H 7D 7C"))]
    ['7♥ 7♦ 7♣', 'Q♠ K♠ A♠']
    """
    rank_suits = [0] * 15
    suit_ranks = {"S": 0, "H": 0, "D": 0, "C": 0}
    ranks_in_order = []
    for card in sort_hand(hand):
        if not rank_suits[card.rank]:
            ranks_in_order.append(card.rank)
        rank_suits[card.rank] |= _SUIT_BIT[card.suit]
        suit_ranks[card.suit] |= 1 << card.rank
    return _melds_from_masks(rank_suits, suit_ranks, ranks_in_order)


def _listed_changes(seat: int, play: Play) -> tuple:
    """The changes of a play listed by ``legal_actions`` (see :func:`_table_changes`), from how it was built:
    a new combination from the hand, or one card added to (or splitting) one group."""
    base: tuple = cast(tuple, play._base)
    i, j = cast(tuple, play._cut)
    made = play.table[i:len(play.table) - (len(base) - j)]
    if i == j:
        laid = _words(made[0])
        return (_said("new_group", f"{{seat}} lays {laid} as a new combination.", "MA-9", seat, len(made[0]),
                      tuple(laid.split(" "))),)
    first = cast(tuple, play._laid)[0]
    card = _TEXT[first.rank, first.suit]
    if len(made) == 1:
        return (_said("added", f"{{seat}} adds {card} to {_words(base[i])}.", "MA-9", seat, i, (card,)),)
    # a duplicate of a middle card splits the run: its lower part stays, the upper part joins the card
    grown = made[1]
    taken = tuple(_TEXT[c.rank, c.suit] for c in grown[1:])
    shown = (card,) + taken
    return (_said("taken", f"{{seat}} takes {' '.join(taken)} from {_words(base[i])}.", "MA-10", seat, i, taken),
            _said("new_group", f"{{seat}} makes the new combination {' '.join(shown)}.", "MA-10", seat, 1, shown))


def _in_order(group, cards: Counter) -> tuple[str, ...]:
    """The cards of ``cards`` in the order ``group`` holds them, as text."""
    left = Counter(cards)
    out = []
    for c in group:
        if left[c] > 0:
            left[c] -= 1
            out.append(_TEXT[c.rank, c.suit])
    return tuple(out)


def _table_changes(seat: int, before, after, offset: int = 0) -> tuple:
    """What a valid play did to the table, group by group, as consequences in the order of the new table:

    - ``taken``: ``cards`` left the group at position ``value`` (from 0) of the table as the turn began, for
      the group told next;
    - ``added``: ``cards`` (taken ones or from the hand) joined the group at position ``value`` of the table
      as the turn began, which stays on the table with them;
    - ``new_group``: the new combination ``cards``, of which ``value`` came from the hand (when that is all
      of them, it was laid as it is).

    Each group of the table as it was continues as the new group holding most of its cards (a group that
    only lost cards is told by the ``taken`` lines of the cards it lost). With two decks a card may have
    come from more than one place; any of them is as true, and a card taken from a group is preferred
    to one from the hand.
    """
    unmatched = Counter(after)
    old = []                              # (position, group) of the groups that changed
    for i, group in enumerate(before):
        if unmatched[group] > 0:
            unmatched[group] -= 1
        else:
            old.append((i + offset, group))
    new = []
    for group in after:
        if unmatched[group] > 0:
            unmatched[group] -= 1
            new.append(group)
    old_cards = [Counter(group) for _, group in old]
    new_cards = [Counter(group) for group in new]
    shares = sorted((-sum((o & n).values()), a, b) for a, o in enumerate(old_cards) for b, n in enumerate(new_cards))
    home: dict[int, int] = {}              # new group -> the old group it continues
    for share, a, b in shares:
        if share < 0 and b not in home and a not in home.values():
            home[b] = a
    supply = [Counter(c) for c in old_cards]
    needs = []
    for b, cards_ in enumerate(new_cards):
        need = Counter(cards_)
        if b in home:
            kept = need & supply[home[b]]
            supply[home[b]] -= kept
            need -= kept
        needs.append(need)
    out = []
    for b, group in enumerate(new):
        need = needs[b]
        came: Counter[FrenchCard] = Counter()
        for a in sorted(range(len(old)), key=lambda a: -sum((supply[a] & need).values())):
            take = supply[a] & need
            if take:
                supply[a] -= take
                need -= take
                came += take
                shown = _in_order(old[a][1], take)
                out.append(_said("taken", f"{{seat}} takes {' '.join(shown)} from {_words(old[a][1])}.", "MA-10",
                                 seat, old[a][0], shown))
        if b in home:
            added = came + need              # taken from other groups, then laid from the hand
            if added:
                shown = _in_order(group, added)
                where, was = old[home[b]]
                out.append(_said("added", f"{{seat}} adds {' '.join(shown)} to {_words(was)}.", "MA-9", seat, where,
                                 shown))
        else:
            shown = _in_order(group, new_cards[b])
            hand = sum(need.values())
            text = (f"{{seat}} lays {' '.join(shown)} as a new combination." if hand == len(group) else
                    f"{{seat}} makes the new combination {' '.join(shown)}.")
            out.append(_said("new_group", text, "MA-9" if hand == len(group) else "MA-10", seat, hand, shown))
    return tuple(out)


def _deal(state: State, seat: int | None = None, notation_: str | None = N_("the cards are dealt"),
          said: tuple = ()) -> State:
    """MA-7: thirteen cards each from the shuffled pack, the rest face down as the tallone (top first).

    With ``first_turn="draw_then_operate"`` the first player's opening draw (MA-8) is made here and his
    first turn is then a normal one. ``said`` are the consequences of the action that ended the hand.
    """
    rng = random.Random(f"machiavelli:{state.seed}:{state.hand_index}")
    deck = shuffled(PACK, rng)
    n = state.players
    hands = [sort_hand(deck[s * HAND_SIZE:(s + 1) * HAND_SIZE]) for s in range(n)]
    stock = tuple(deck[n * HAND_SIZE:])
    first = (state.first_dealer + state.hand_index + 1) % n
    opening = state.options.first_turn == "draw_only"
    said = said + (
        _said("deal", f"{{seat}} deals hand {state.hand_index + 1} of {state.options.hands_per_match}.", "MA-7",
              state.dealer, state.hand_index + 1),
        _said("first_player", "{seat} is di mano and plays first.", "MA-8", first),
    )
    if state.options.first_turn == "draw_then_operate":
        hands[first] = sort_hand(hands[first] + (stock[0],))
        stock = stock[1:]
        said += (_said("opening_draw", "{seat} draws the opening card and then takes an ordinary turn.", "MA-8",
                       first, 1),)
    return state.evolve(hands=tuple(hands), stock=stock, table=(), turn=first, opening=opening, passes=0,
                        last_event=_event(seat, notation_, said))


def new_game(players: int = 3, seed: int = 0, **options) -> State:
    """A new match of Machiavelli for 2 to 6 ``players`` (MA-1); the seed fixes the dealer and every deal.

    ``options`` are the fields of :class:`MachiavelliOptions` (RULINGS 6.1).

    >>> game = new_game(players=4, seed=1)
    >>> len(game.stock), game.current_player == (game.dealer + 1) % 4, game.opening
    (52, True, True)
    >>> game.last_event.describe(["Anna", "Bruno", "Carla", "Dario"])
    'The cards are dealt. Dario deals hand 1 of 4. Anna is di mano and plays first.'
    >>> new_game(players=7)
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: MA-1: Machiavelli is for 2 to 6 players, not 7
    """
    check_seed(seed)
    check_players(players)
    opts = MachiavelliOptions.of(**options)
    first_dealer = random.Random(f"machiavelli:{seed}:dealer").randrange(players)
    start = State(seed=seed, options=opts, players=players, first_dealer=first_dealer, hand_index=0,
                  hands=((),) * players, stock=(), table=(), turn=0, scores=(0,) * players)
    return _deal(start)


def _interned(group) -> tuple[FrenchCard, ...]:
    return tuple(CARD[c.rank, c.suit] for c in group)


def position(hands, table=(), *, turn: int = 0, stock_top=(), stock_size: int | None = None, seed: int = 0,
             hand_size: int = HAND_SIZE, **options) -> State:
    """A mid-hand state built from a description, for examples, puzzles and tests.

    ``hands`` lists each seat's cards (a string or list), or ``None`` for a hand of ``hand_size`` cards
    dealt at random from what is left. ``stock_top`` are the next cards of the tallone, top first; the
    rest of the pack lies below them. ``stock_size`` makes the tallone that short: the surplus is shared
    out among the ``None`` hands, so that every one of the 104 cards is still somewhere (MA-2).

    >>> state = position(["6H 6D KS", None], "3C 4C 5C 6C", stock_top="2S")
    >>> state.current_player, len(state.hands[1]), len(state.stock), state.stock[0]
    (0, 13, 84, FrenchCard('2♠'))
    """
    check_seed(seed)
    opts = MachiavelliOptions.of(**options)
    check_players(len(hands))
    table = tuple(_interned(arrange(m)) for m in melds_of(table))
    given = [None if h is None else sort_hand(_interned(cards(h))) for h in hands]
    top = _interned(cards(stock_top))
    pool = Counter(PACK)
    for group in [c for m in table for c in m], [c for h in given if h for c in h], top:
        for c in group:
            pool[c] -= 1
            if pool[c] < 0:
                raise ValueError(f"MA-2: {c} is used more than twice; the pack has two of each card")
    rest = sorted(pool.elements())
    random.Random(f"machiavelli:position:{seed}").shuffle(rest)
    filled = []
    for h in given:
        if h is None:
            h, rest = sort_hand(rest[:hand_size]), rest[hand_size:]
        filled.append(h)
    stock = top + tuple(rest)
    if stock_size is not None:
        if stock_size < len(top):
            raise ValueError("stock_size is smaller than the cards given for the top of the tallone")
        surplus, stock = list(stock[stock_size:]), stock[:stock_size]
        open_seats = [i for i, h in enumerate(given) if h is None]
        if surplus and not open_seats:
            raise ValueError("a short tallone needs a hand given as None to hold the surplus cards")
        for k, c in enumerate(surplus):
            s = open_seats[k % len(open_seats)]
            filled[s] = sort_hand(filled[s] + (c,))
    players = len(hands)
    if not (isinstance(turn, int) and 0 <= turn < players):
        raise ValueError(f"MA-4: turn {turn!r} is not a seat of this table")
    for i, meld in enumerate(table):
        error = meld_error(meld, opts.allow_ace_both_ends_in_one_run)
        if error:
            raise ValueError(f"MA-12: table group {i + 1} [{notation(meld)}]: {error}")
    return State(seed=seed, options=opts, players=players, first_dealer=(turn - 1) % players, hand_index=0,
                 hands=tuple(filled), stock=stock, table=table, turn=turn, scores=(0,) * players,
                 last_event=_event(None, N_("a position set up by hand"), ()))


__all__ = ["position", "MachiavelliOptions", "Draw", "Play", "HandRecord", "State", "parse_action", "new_game",
           "HAND_SIZE"]
