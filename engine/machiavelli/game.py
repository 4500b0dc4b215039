"""A match of Machiavelli as immutable states (MA-1..MA-18 with the rulings MA-A1..MA-A13).

A turn is one action. ``Draw`` takes the top card of the tallone (MA-14). ``Play`` proposes the whole
table as it will stand at the end of the turn; the engine works out which cards came from the hand,
checks the table as one submission (MA-A6) and either accepts it (MA-13: no draw if at least one card
was laid) or treats it as a failed operation (MA-15: the table goes back, the player takes three cards).

>>> game = new_game(players=4, seed=3)
>>> [len(h) for h in game.hands], len(game.stock), game.legal_actions()
([13, 13, 13, 13], 52, [Draw()])
>>> first = game.first_player
>>> game = game.apply("draw")
>>> len(game.hands[first]), len(game.stock), game.current_player == (first + 1) % 4
(14, 51, True)
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from typing import ClassVar

from ..cards import FrenchCard, card_counts, parse_french_card, shuffled
from ..core import GameState, Options, shared_win_returns
from ..errors import CorruptSave, IllegalAction
from .rules import (
    ACE, PACK, SET_SUIT_ORDER, arrange, by_rank, cards, check_players, meld_error, notation, run_positions,
    settle_hand, sort_hand, table_notation,
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
    ValueError: option first_turn='skip' is not one of 'draw_only', 'normal', 'draw_then_operate'
    """

    allow_ace_both_ends_in_one_run: bool = True   # MA-A1: the 14-card run A-2-...-K-A
    stake_per_card: int = 1                        # MA-A3: paid per card held
    first_turn: str = "draw_only"                  # MA-A4: or "normal", "draw_then_operate"
    stock_exhausted: str = "end_hand"              # MA-A5: or "pass_until_all_pass"
    failed_operation_penalty: int = 3              # MA-A6/MA-15: cards taken; 0 = reject the play
    failed_operation_restore: str = "full"         # MA-A6: or "table_only"
    hands_per_match: int = 4                       # MA-17, MA-A10
    turn_timer_seconds: int | None = None          # MA-18, MA-A12: for the UI only; the engine has no clock

    def validate(self):
        self.check_choice("first_turn", self.first_turn, ("draw_only", "normal", "draw_then_operate"))
        self.check_choice("stock_exhausted", self.stock_exhausted, ("end_hand", "pass_until_all_pass"))
        self.check_choice("failed_operation_restore", self.failed_operation_restore, ("full", "table_only"))
        self.check_choice("allow_ace_both_ends_in_one_run", self.allow_ace_both_ends_in_one_run, (True, False))
        for name, low in (("stake_per_card", 1), ("failed_operation_penalty", 0), ("hands_per_match", 1)):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < low:
                raise ValueError(f"option {name}={value!r} must be a whole number of at least {low}")
        timer = self.turn_timer_seconds
        if timer is not None and (not isinstance(timer, int) or isinstance(timer, bool) or timer <= 0):
            raise ValueError(f"option turn_timer_seconds={timer!r} must be None or a positive number of seconds")


# --- actions -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Draw:
    """Lay nothing and take the top card of the tallone (MA-14). Notation ``draw``."""

    def __str__(self):
        return "draw"


@dataclass(frozen=True)
class Play:
    """The whole table as it should stand after the turn (MA-9, MA-10, MA-A6).

    Notation: ``play`` then every combination, separated by ``|``.

    >>> Play.of("3h 4h 5h | 7s 7d 7c")
    Play('play 3H 4H 5H | 7S 7D 7C')
    """

    table: tuple[tuple[FrenchCard, ...], ...]

    @classmethod
    def of(cls, table) -> "Play":
        from .rules import melds_of

        return cls(tuple(arrange(m) for m in melds_of(table)))

    def cards(self) -> tuple[FrenchCard, ...]:
        return tuple(c for meld in self.table for c in meld)

    def __str__(self):
        return ("play " + table_notation(self.table, ascii=True)).rstrip()

    def __repr__(self):
        return f"Play('{self}')"


def parse_action(text):
    """Read ``draw`` or ``play 3H 4H 5H | 7S 7D 7C`` (suit letters or symbols, any case).

    >>> parse_action("draw"), parse_action("PLAY Q♠ K♠ A♠")
    (Draw(), Play('play QS KS AS'))
    >>> parse_action("play 3H 4X 5H")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: MA-2: '4X' is not a French card: write the rank (A, 2-10, J, Q, K) then the suit (H D C S or ♥ ♦ ♣ ♠)
    """
    if isinstance(text, (Draw, Play)):
        return text
    words = str(text).strip().split(None, 1)
    verb = words[0].lower() if words else ""
    if verb == "draw" and len(words) == 1:
        return Draw()
    if verb == "play":
        try:
            return Play.of(words[1] if len(words) > 1 else "")
        except ValueError as err:
            raise IllegalAction("MA-2", str(err)) from None
    raise IllegalAction(
        "MA-9", f"{text!r} is not a Machiavelli action: write 'draw', or 'play' and the whole final table "
        "with '|' between combinations (e.g. 'play 3H 4H 5H | 7S 7D 7C')"
    )


# --- records -----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class HandRecord:
    """One finished hand (smazzata): who closed, the cards left, each seat's result (MA-16, MA-A5)."""

    dealer: int
    closer: int | None
    cards_left: tuple[int, ...]
    points: tuple[int, ...]
    table: str

    def to_list(self) -> list:
        return [self.dealer, self.closer, list(self.cards_left), list(self.points), self.table]

    @classmethod
    def from_list(cls, row) -> "HandRecord":
        dealer, closer, left, points, table = row
        return cls(int(dealer), None if closer is None else int(closer), tuple(map(int, left)),
                   tuple(map(int, points)), str(table))


# --- the state --------------------------------------------------------------------------------------

@dataclass(frozen=True, eq=True)
class State(GameState):
    """A moment of a Machiavelli match. Build one with :func:`new_game`; move on with :meth:`apply`.

    The stock (tallone) is a tuple whose first card is the top one.
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
    last: str = ""                 # what the previous turn did, in words
    over: bool = False
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

    @property
    def allow_both_aces(self) -> bool:
        return self.options.allow_ace_both_ends_in_one_run

    def _evolve(self, **changes) -> "State":
        """A copy with some fields changed (``dataclasses.replace`` without re-running ``__init__``)."""
        new = object.__new__(State)
        fields = dict(self.__dict__)
        fields.update(changes)
        fields["_cache"] = {}
        new.__dict__.update(fields)
        return new

    def table_cards(self) -> tuple[FrenchCard, ...]:
        return tuple(c for meld in self.table for c in meld)

    # --- legal actions ------------------------------------------------------------------------
    def legal_actions(self) -> list:
        """Drawing, every combination the hand can lay by itself, and every hand card added where it fits.

        Whole-table rearrangements are not listed (there are too many); :meth:`apply` accepts any, and
        :meth:`best_play` finds the one that lays the most cards.
        """
        cached = self._cache.get("legal")
        if cached is not None:
            return list(cached)
        if self.over:
            actions: list = []
        elif self.opening:
            actions = [Draw()]
        else:
            actions = [Draw()] + self._lays()
        self._cache["legal"] = tuple(actions)
        self._cache["legal_ids"] = {id(a) for a in actions}
        return list(actions)

    def _lays(self) -> list:
        hand = self.hands[self.turn]
        table = self.table
        new: list = []
        laid_of = self._cache.setdefault("laid", {})

        def add(laid, new_table):
            play = Play(new_table)
            laid_of[id(play)] = laid
            new.append(play)

        for meld in _melds_from_hand(hand):
            add(meld, table + (meld,))
        of_rank: dict[int, list] = {}
        of_suit: dict[str, list] = {}
        for card in dict.fromkeys(hand):  # distinct cards, in hand order
            of_rank.setdefault(card.rank, []).append(card)
            of_suit.setdefault(card.suit, []).append(card)
        allow = self.allow_both_aces
        seen = set()  # two identical combinations on the table offer the same moves: list them once
        for i, meld in enumerate(table):
            first, last = meld[0], meld[-1]
            key = (first.rank, first.suit, meld[1].suit, last.rank, last.suit, len(meld))
            if key in seen:
                continue
            seen.add(key)
            if first.rank == meld[1].rank:  # a set: room for a fourth suit
                if len(meld) == 3:
                    for card in of_rank.get(first.rank, ()):
                        if card.suit != first.suit and card.suit != meld[1].suit and card.suit != last.suit:
                            add((card,), table[:i] + (arrange(meld + (card,)),) + table[i + 1:])
                continue
            # A run; table runs are kept in reading order (MA-3), so its ends give its span.
            low = 1 if first.rank == ACE else first.rank
            high = 14 if last.rank == ACE else last.rank
            for card in of_suit.get(first.suit, ()):
                rank = card.rank
                if rank == ACE:
                    if low == 2 or high == 13:
                        grown = meld + (card,)
                        if run_positions(grown, allow) is not None:
                            add((card,), table[:i] + (arrange(grown),) + table[i + 1:])
                    continue
                if rank == low - 1 or rank == high + 1:
                    grown = (card,) + meld if rank == low - 1 else meld + (card,)
                    if len(grown) == 13:  # A-2-...-K reads either way: keep the canonical one (ace high)
                        grown = arrange(grown)
                    add((card,), table[:i] + (grown,) + table[i + 1:])
                elif low + 2 <= rank <= high - 2:
                    cut = rank - low
                    add((card,), table[:i] + (meld[:cut + 1], (card,) + meld[cut + 1:]) + table[i + 1:])
        return new

    def parse_action(self, text):
        return parse_action(text)

    def play_error(self, table) -> tuple[str, str] | None:
        """Why the proposed final ``table`` fails (clause, reason), or ``None`` if it is a correct play.

        This is the dry run of MA-A6: the book's table editor calls it before committing.
        """
        play = table if isinstance(table, Play) else Play.of(table)
        hard = self._unavailable(play)
        if hard:
            return hard
        return self._table_fault(play)

    def _unavailable(self, play: Play) -> tuple[str, str] | None:
        """MA-9: every card added to the table must come from the player's own hand."""
        laid = Counter(play.cards()) - Counter(self.table_cards())
        extra = laid - Counter(self.hands[self.turn])
        if extra:
            card = sorted(extra)[0]
            held = Counter(self.hands[self.turn])[card]
            where = "in your hand" if not held else f"in your hand {'more than once' if held == 1 else 'that often'}"
            return ("MA-9", f"{card} is not {where}: only cards from your own hand are added to the table")
        return None

    def _table_fault(self, play: Play) -> tuple[str, str] | None:
        lost = Counter(self.table_cards()) - Counter(play.cards())
        if lost:
            gone = " ".join(str(c) for c in sorted(lost.elements()))
            return ("MA-11", f"the table would lose {gone}: table cards may never go back into a hand")
        for i, meld in enumerate(play.table):
            error = meld_error(meld, self.allow_both_aces)
            if error:
                clause, reason = error.split(": ", 1)
                return (clause, f"group {i + 1} [{notation(meld)}]: {reason} (MA-12: the table must end valid)")
        return None

    def check_action(self, action) -> None:
        if self.over:
            raise IllegalAction(self.end_clause, "the match is over")
        if isinstance(action, Draw):
            return
        if not isinstance(action, Play):
            raise IllegalAction("MA-9", f"{action!r} is not a Machiavelli action")
        if id(action) in self._cache.get("legal_ids", ()):
            return
        if self.opening:
            raise IllegalAction("MA-A4", "on his first turn the first player only draws the top card (MA-8)")
        hard = self._unavailable(action)
        if hard:
            raise IllegalAction(*hard)
        if self.options.failed_operation_penalty == 0:
            fault = self._table_fault(action)
            if fault:
                raise IllegalAction(*fault)

    def apply_as(self, seat: int, action) -> "State":
        """:meth:`apply`, checking first that it is ``seat``'s turn."""
        if seat != self.current_player:
            who = "nobody (the match is over)" if self.over else f"seat {self.current_player}"
            raise IllegalAction("MA-4", f"it is {who}'s turn, not seat {seat}'s")
        return self.apply(action)

    def best_play(self):
        """The play that lays the most cards (:func:`~engine.machiavelli.best_lay`), or ``Draw()``."""
        from .solver import best_lay

        if self.over or self.opening:
            return Draw()
        lay = best_lay(self.table, self.hands[self.turn], self.allow_both_aces)
        return Play(lay.table) if lay.count else Draw()

    # --- moving on ----------------------------------------------------------------------------
    def _apply(self, action) -> "State":
        seat = self.turn
        if isinstance(action, Draw):
            return self._draw_turn(seat, self.table, f"seat {seat} drew a card (MA-14)")
        listed = id(action) in self._cache.get("legal_ids", ())  # one of legal_actions(): valid by construction
        fault = None if listed else self._table_fault(action)
        if fault:
            return self._failed(seat, action, fault)
        if listed:
            laid = Counter(self._cache["laid"].get(id(action), ()))
            table = action.table
        else:
            laid = Counter(action.cards()) - Counter(self.table_cards())
            table = tuple(arrange(m) for m in action.table)  # the table is kept in reading order
        if not laid:
            return self._draw_turn(seat, table,
                                   f"seat {seat} rearranged the table without laying a card, and drew (MA-A8)")
        hand = Counter(self.hands[seat]) - laid
        hands = _replace_at(self.hands, seat, sort_hand(hand.elements()))
        word = f"seat {seat} laid {notation(by_rank(laid.elements()))}"
        state = self._evolve(hands=hands, table=table, passes=0, opening=False)
        if not hands[seat]:
            return state._end_hand(closer=seat, note=word + " and closed (MA-16)")
        return state._evolve(turn=(seat + 1) % self.players, last=word + " (MA-13: no draw)")

    def _draw_turn(self, seat: int, table, note: str) -> "State":
        """MA-14 (with MA-A5 when the tallone is empty)."""
        if self.stock:
            hands = _replace_at(self.hands, seat, sort_hand(self.hands[seat] + (self.stock[0],)))
            state = self._evolve(hands=hands, stock=self.stock[1:], table=table, opening=False)
            if not state.stock and self.options.stock_exhausted == "pass_until_all_pass":
                state = state._evolve(passes=1)
            return state._evolve(turn=(seat + 1) % self.players, last=note)
        state = self._evolve(table=table, opening=False)
        if self.options.stock_exhausted == "end_hand":
            return state._end_hand(None, f"seat {seat} had to draw from an empty tallone: the hand ends (MA-A5)")
        return state._pass(seat, f"seat {seat} passed: the tallone is empty (MA-A5)")

    def _pass(self, seat: int, note: str) -> "State":
        passes = self.passes + 1
        if passes >= self.players:
            return self._evolve(passes=passes)._end_hand(
                None, note + "; a full round of passes ends the hand (MA-A5)")
        return self._evolve(passes=passes, turn=(seat + 1) % self.players, last=note)

    def _failed(self, seat: int, play: Play, fault: tuple[str, str]) -> "State":
        """MA-15 as ruled in MA-A6: restore, then take the penalty cards; the turn ends."""
        clause, reason = fault
        note = f"seat {seat} failed an operation ({clause}: {reason})"
        table, hand = self.table, self.hands[seat]
        if self.options.failed_operation_restore == "table_only":
            from .solver import find_partition

            laid = Counter(play.cards()) - Counter(self.table_cards())
            rebuilt = find_partition(self.table_cards() + tuple(laid.elements()), self.allow_both_aces)
            if rebuilt is not None and laid:
                table = rebuilt
                hand = sort_hand((Counter(hand) - laid).elements())
                note += "; the laid cards stay and the others rearrange the table"
            else:
                note += "; the table goes back as it was"
        else:
            note += "; the table and hand go back as they were"
        owed = self.options.failed_operation_penalty
        taken = self.stock[:owed]
        hands = _replace_at(self.hands, seat, sort_hand(hand + taken))
        state = self._evolve(hands=hands, table=table, stock=self.stock[owed:], opening=False)
        note += f"; he takes {len(taken)} card{'s' if len(taken) != 1 else ''} (MA-15)"
        if not hands[seat]:
            return state._end_hand(closer=seat, note=note + " and has no card left: he closes (MA-A11)")
        if len(taken) < owed and self.options.stock_exhausted == "end_hand":
            return state._end_hand(None, note + "; the tallone ran out: the hand ends (MA-A5)")
        if not state.stock and self.options.stock_exhausted == "pass_until_all_pass":
            return state._pass(seat, note)
        return state._evolve(turn=(seat + 1) % self.players, passes=0, last=note)

    def _end_hand(self, closer: int | None, note: str) -> "State":
        """MA-16, MA-17, MA-A3, MA-A5, MA-A10: settle this hand; deal the next or end the match."""
        left = tuple(len(h) for h in self.hands)
        points = tuple(settle_hand(left, closer, self.options.stake_per_card))
        record = HandRecord(self.dealer, closer, left, points, table_notation(self.table, ascii=True))
        scores = tuple(s + p for s, p in zip(self.scores, points))
        state = self._evolve(scores=scores, history=self.history + (record,), last=note, passes=0)
        if len(state.history) >= self.options.hands_per_match:
            return state._evolve(over=True)
        return _deal(state._evolve(hand_index=self.hand_index + 1), note)

    # --- the end --------------------------------------------------------------------------------
    def winners(self) -> list[int]:
        """MA-A10: the best cumulative result wins; equal results share the win."""
        best = max(self.scores)
        return [s for s, v in enumerate(self.scores) if v == best]

    def returns(self) -> list[float]:
        return shared_win_returns(self.scores)

    def heuristic_returns(self) -> list[float]:
        """The totals as if the hand ended now with no closer, squeezed into 0..1 for the search bot."""
        if self.over:
            return self.returns()
        stake = self.options.stake_per_card
        projected = [s - stake * len(h) for s, h in zip(self.scores, self.hands)]
        low, high = min(projected), max(projected)
        if high == low:
            return [1.0 / self.players] * self.players
        return [(p - low) / (high - low) for p in projected]

    # --- information ----------------------------------------------------------------------------
    def view(self, player: int | None):
        from .render import MachiavelliView

        return MachiavelliView(self, player)

    def determinize(self, player: int, rng: random.Random) -> "State":
        """The other hands and the tallone reshuffled among themselves; ``player``'s hand and the table kept."""
        hidden = [c for seat, h in enumerate(self.hands) if seat != player for c in h] + list(self.stock)
        rng.shuffle(hidden)
        hands = []
        at = 0
        for seat, hand in enumerate(self.hands):
            if seat == player:
                hands.append(hand)
            else:
                hands.append(sort_hand(hidden[at:at + len(hand)]))
                at += len(hand)
        return self._evolve(hands=tuple(hands), stock=tuple(hidden[at:]), seed=rng.getrandbits(32))

    # --- saving ---------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "seed": self.seed, "options": self.options.to_dict(), "players": self.players,
            "first_dealer": self.first_dealer, "hand_index": self.hand_index,
            "hands": [[c.ascii for c in h] for h in self.hands], "stock": [c.ascii for c in self.stock],
            "table": [[c.ascii for c in m] for m in self.table], "turn": self.turn, "opening": self.opening,
            "passes": self.passes, "scores": list(self.scores), "history": [r.to_list() for r in self.history],
            "last": self.last, "over": self.over,
        }

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        def row(items):
            return tuple(parse_french_card(c) for c in items)

        return cls(
            seed=int(data["seed"]), options=MachiavelliOptions.from_dict(data["options"]),
            players=int(data["players"]), first_dealer=int(data["first_dealer"]),
            hand_index=int(data["hand_index"]), hands=tuple(row(h) for h in data["hands"]),
            stock=row(data["stock"]), table=tuple(arrange(row(m)) for m in data["table"]), turn=int(data["turn"]),
            opening=bool(data["opening"]), passes=int(data["passes"]), scores=tuple(map(int, data["scores"])),
            history=tuple(HandRecord.from_list(r) for r in data["history"]), last=str(data["last"]),
            over=bool(data["over"]),
        )

    def check_consistency(self) -> None:
        """All 104 cards once each pair, a valid table, coherent turn and scores (else :class:`CorruptSave`)."""
        try:
            check_players(self.players)
        except IllegalAction as err:
            raise CorruptSave(str(err)) from None
        n = self.players
        if len(self.hands) != n or len(self.scores) != n:
            raise CorruptSave("the save does not have one hand and one score per seat")
        if not (0 <= self.turn < n and 0 <= self.first_dealer < n):
            raise CorruptSave(f"seat {self.turn} or dealer {self.first_dealer} does not exist with {n} players")
        every = [c for h in self.hands for c in h] + list(self.stock) + list(self.table_cards())
        have, pack = card_counts(every), card_counts(PACK)
        for card in sorted(set(have) | set(pack)):
            if have.get(card, 0) != pack.get(card, 0):
                raise CorruptSave(f"{card} is there {have.get(card, 0)} times; the 104-card pack has it "
                                  f"{pack.get(card, 0)} times (MA-2)")
        for i, meld in enumerate(self.table):
            error = meld_error(meld, self.allow_both_aces)
            if error:
                raise CorruptSave(f"table group {i + 1} [{notation(meld)}] is invalid: {error} (MA-12)")
        expected_hands = self.hand_index + 1 if self.over else self.hand_index
        if len(self.history) != expected_hands or self.hand_index >= self.options.hands_per_match:
            raise CorruptSave(f"hand {self.hand_index + 1} does not fit a record of {len(self.history)} "
                              f"finished hands out of {self.options.hands_per_match} (MA-A10)")
        for seat in range(n):
            if sum(r.points[seat] for r in self.history) != self.scores[seat]:
                raise CorruptSave(f"seat {seat}'s score is not the sum of its hand results (MA-17)")
        for r in self.history:
            if r.points != tuple(settle_hand(r.cards_left, r.closer, self.options.stake_per_card)):
                raise CorruptSave("a hand result does not follow from the cards left (MA-16, MA-A3)")

    def _repr_html_(self) -> str:
        from .render import render_state

        return render_state(self, viewer="all")


def _card_at(position: int, suit: str) -> FrenchCard:
    return FrenchCard(ACE if position in (1, 14) else position, suit)


def _replace_at(items: tuple, index: int, value) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


def _melds_from_hand(hand) -> list[tuple[FrenchCard, ...]]:
    """Every set and every run the hand can lay by itself (each distinct combination once), in reading order."""
    out = []
    by_rank: dict[int, set[str]] = {}
    by_suit: dict[str, set[int]] = {}
    for c in hand:
        by_rank.setdefault(c.rank, set()).add(c.suit)
        if c.rank == ACE:
            by_suit.setdefault(c.suit, set()).update((1, 14))
        else:
            by_suit.setdefault(c.suit, set()).add(c.rank)
    for rank, suits in by_rank.items():
        if len(suits) < 3:
            continue
        ordered = [s for s in SET_SUIT_ORDER if s in suits]
        for size in range(3, len(ordered) + 1):
            for group in combinations(ordered, size):
                out.append(tuple(FrenchCard(rank, s) for s in group))
    for suit, spots in by_suit.items():
        if len(spots) < 3:
            continue
        for start in range(1, 13):
            if start not in spots:
                continue
            end = start
            while end + 1 in spots and not (start == 1 and end + 1 == 14):
                end += 1
                if end - start >= 2:
                    out.append(tuple(FrenchCard(ACE if p in (1, 14) else p, suit) for p in range(start, end + 1)))
    return out


def _deal(state: State, note: str = "") -> State:
    """MA-7: thirteen cards each from the shuffled pack, the rest face down as the tallone (top first).

    With ``first_turn="draw_then_operate"`` the first player's opening draw (MA-8) is made here and his
    first turn is then a normal one.
    """
    rng = random.Random(f"machiavelli:{state.seed}:{state.hand_index}")
    deck = shuffled(PACK, rng)
    n = state.players
    hands = [sort_hand(deck[seat * HAND_SIZE:(seat + 1) * HAND_SIZE]) for seat in range(n)]
    stock = tuple(deck[n * HAND_SIZE:])
    first = (state.first_dealer + state.hand_index + 1) % n
    opening = state.options.first_turn == "draw_only"
    intro = f"hand {state.hand_index + 1}: seat {state.dealer} deals; seat {first} is di mano"
    if state.options.first_turn == "draw_then_operate":
        hands[first] = sort_hand(hands[first] + (stock[0],))
        stock = stock[1:]
        intro += " and has drawn his opening card (MA-8)"
    last = f"{note}. {intro}" if note else intro
    return state._evolve(hands=tuple(hands), stock=stock, table=(), turn=first, opening=opening, passes=0,
                   last=last)


def new_game(players: int = 3, seed: int = 0, **options) -> State:
    """A new match of Machiavelli for 2 to 6 ``players`` (MA-1); the seed fixes the dealer and every deal.

    ``options`` are the fields of :class:`MachiavelliOptions` (RULINGS 6.1).

    >>> game = new_game(players=4, seed=1)
    >>> len(game.stock), game.current_player == (game.dealer + 1) % 4, game.opening
    (52, True, True)
    >>> new_game(players=7)
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: MA-1: Machiavelli is for 2 to 6 players, not 7
    """
    check_players(players)
    opts = MachiavelliOptions.from_dict(options)
    first_dealer = random.Random(f"machiavelli:{seed}:dealer").randrange(players)
    start = State(seed=seed, options=opts, players=players, first_dealer=first_dealer, hand_index=0,
                  hands=((),) * players, stock=(), table=(), turn=0, scores=(0,) * players)
    return _deal(start)


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
    from .rules import melds_of

    opts = MachiavelliOptions.from_dict(options)
    check_players(len(hands))
    table = tuple(arrange(m) for m in melds_of(table))
    given = [None if h is None else sort_hand(cards(h)) for h in hands]
    top = cards(stock_top)
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
            seat = open_seats[k % len(open_seats)]
            filled[seat] = sort_hand(filled[seat] + (c,))
    players = len(hands)
    state = State(seed=seed, options=opts, players=players, first_dealer=(turn - 1) % players, hand_index=0,
                  hands=tuple(filled), stock=stock, table=table, turn=turn, scores=(0,) * players,
                  last="a position set up by hand")
    for i, meld in enumerate(table):
        error = meld_error(meld, opts.allow_ace_both_ends_in_one_run)
        if error:
            raise ValueError(f"MA-12: table group {i + 1} [{notation(meld)}]: {error}")
    return state


__all__ = ["position", "MachiavelliOptions", "Draw", "Play", "HandRecord", "State", "parse_action", "new_game", "HAND_SIZE"]
