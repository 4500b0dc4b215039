"""A moment of a Bisca game (BI-1..BI-15 with the rulings BI-A1..A11): the state and its facts.

The state hands its work to the game's other rooms: the move list is :mod:`.moves`, the judge
:mod:`.judge`, moving on :mod:`.resolve`; setting up and dealing is :mod:`.setup`, and what a seat sees
:mod:`.view`.

>>> from engine.bisca import new_game
>>> state = new_game(players=4, seed=1)
>>> state.hand_size, state.phase, state.current_player == (state.dealer + 1) % 4
(5, 'bet', True)
>>> state = state.apply("bet 2").apply("bet 1")
>>> state.last_event.describe()
'Seat 3: bet 1.'
>>> state.apply("bet 2")
Traceback (most recent call last):
...
engine.errors.IllegalAction: BI-10: the bets would total 2 + 1 + 2 = 5, the number of cards in hand; the running total of bets may never equal it
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Iterable, Literal, Mapping, Sequence

from ..cards import FrenchCard
from ..core import EVERYONE, Event, GameState, shared_win_returns
from ..errors import IllegalAction
from . import rules
from .actions import BiscaAction, Bet, parse_action
from .rules import HAND_SIZES

if TYPE_CHECKING:
    from .setup import BiscaOptions

Phase = Literal["bet", "play", "declare", "over"]

_SUIT_RANK = rules.SUIT_RANK


def sorted_hand(cards: Iterable[FrenchCard]) -> tuple[FrenchCard, ...]:
    """A hand in Bisca's order: by suit (BI-3), then rank."""
    return tuple(sorted(cards, key=lambda c: (_SUIT_RANK[c.suit], c.rank)))


@dataclass(frozen=True, eq=True)
class RoundRecord:
    """One finished round: what each seat bet, took and scored."""

    hand_size: int
    bets: tuple[int, ...]
    taken: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True, eq=True)
class State(GameState[BiscaAction]):
    """A moment of a Bisca game. Build one with :func:`~.setup.new_game`; move on with :meth:`apply`."""

    game_name: ClassVar[str] = "bisca"
    end_clause: ClassVar[str] = "BI-15"

    seed: int
    options: BiscaOptions
    players: int
    first_dealer: int
    round_index: int
    phase: Phase
    hands: tuple[tuple[FrenchCard, ...], ...]
    bets: tuple                                  # per seat, None until that seat has bet
    taken: tuple[int, ...]
    trick: tuple = ()                            # (seat, card, declaration or None) in play order
    trick_leader: int = 0
    played: tuple[FrenchCard, ...] = ()          # cards of this round's finished tricks
    last_trick: tuple = ()                       # the previous trick's plays, kept for display
    last_trick_winner: int | None = None
    scores: tuple[int, ...] = ()
    rounds: tuple[RoundRecord, ...] = ()
    last_event: Event | None = None

    # --- basic facts --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.players

    @property
    def hand_size(self) -> int:
        return HAND_SIZES[self.round_index]

    @property
    def is_blind_round(self) -> bool:
        """The one-card round, where you see every card but your own (BI-7)."""
        return HAND_SIZES[self.round_index] == 1

    @property
    def dealer(self) -> int:
        return (self.first_dealer + self.round_index) % self.players

    @property
    def round_leader(self) -> int:
        """Bids first and leads the first trick (BI-A2)."""
        policy = self.options.first_player_policy
        if isinstance(policy, str):         # LEFT_OF_DEALER
            return (self.first_dealer + self.round_index + 1) % self.players
        return policy % self.players

    @property
    def bid_order(self) -> list[int]:
        leader = self.round_leader
        return [(leader + i) % self.players for i in range(self.players)]

    @property
    def bets_in_order(self) -> list[int]:
        """The bets made so far this round, in bidding order."""
        return [self.bets[s] for s in self.bid_order if self.bets[s] is not None]

    @property
    def current_player(self) -> int | None:
        phase = self.phase
        if phase == "play":
            return (self.trick_leader + len(self.trick)) % self.players
        if phase == "bet":
            return (self.round_leader + self.players - self.bets.count(None)) % self.players
        if phase == "declare":
            return self.trick[-1][0]
        return None

    def allowed_bets(self) -> list[int]:
        """The bets the current bidder may make, by the rule in force (none outside the betting)."""
        if self.phase != "bet":
            return []
        return rules.allowed_bets(self.hand_size, self.bets_in_order, self.options.bet_rule, self.players)

    def bet_error(self, bet: int) -> IllegalAction | None:
        """Why a bet of ``bet`` tricks is refused now (the engine's :class:`IllegalAction`), or ``None``."""
        return self.explain(Bet(bet))

    # --- legal actions (:mod:`.moves`), the judge (:mod:`.judge`), moving on (:mod:`.resolve`) -------
    def legal_actions(self) -> list[BiscaAction]:
        return moves.legal_actions(self)

    def expressible_actions(self) -> list[BiscaAction]:
        """Everything Bisca's notation can say (see :func:`.moves.expressible_actions`)."""
        return moves.expressible_actions(self)

    def candidate_actions(self) -> list[BiscaAction]:
        """Every bet from 0 to the hand size while betting (some refused, with a reason); else the legal actions."""
        return moves.candidate_actions(self)

    def parse_action(self, text: BiscaAction | str) -> BiscaAction:
        return parse_action(text)

    def turn_clause(self) -> str:
        return {"bet": "BI-9", "play": "BI-11", "declare": "BI-A4"}.get(self.phase, "BI-15")

    def check_action(self, action: BiscaAction) -> None:
        """The one judge of Bisca's actions (:func:`.judge.check_action`)."""
        judge.check_action(self, action)

    def _apply(self, action: BiscaAction) -> "State":
        return resolve.apply(self, action)

    # --- the end --------------------------------------------------------------------------------
    def winners(self) -> list[int]:
        """Seats with the highest total once the game is over (BI-15); a tie is a shared victory (BI-A9)."""
        return rules.final_winners(self.scores) if self.is_terminal() else []

    def returns(self) -> list[float]:
        """1 for the sole winner, a shared victory split; all 0.0 before the end."""
        if not self.is_terminal():
            return [0.0] * self.players
        return shared_win_returns(self.scores)

    def heuristic_returns(self) -> list[float]:
        """Totals so far plus this round as it stands, squeezed into 0..1 for the search bot."""
        if self.is_terminal():
            return self.returns()
        projected = []
        for seat in range(self.players):
            bet, taken = self.bets[seat], self.taken[seat]
            round_now = 0 if bet is None else (rules.round_score(bet, taken) if taken >= bet else -0.5 * (bet - taken))
            projected.append(self.scores[seat] + round_now)
        low, high = min(projected), max(projected)
        if high == low:
            return [1.0 / self.players] * self.players
        return [(p - low) / (high - low) for p in projected]

    # --- information ----------------------------------------------------------------------------
    def visible_hands(self, viewer: int | str | None) -> tuple:
        """Each hand as ``viewer`` sees it, ``None`` for a card it may not see (BI-7, BI-A10).

        ``viewer`` is a seat, ``None`` (a spectator, who sees no hand) or :data:`EVERYONE` (every card).
        """
        return self._visible_hands(self.check_viewer(viewer))

    def _visible_hands(self, viewer: int | str | None) -> tuple:
        if viewer == EVERYONE:
            return self.hands
        out = []
        for seat, hand in enumerate(self.hands):
            if viewer is None:
                visible = False
            elif self.is_blind_round:
                visible = seat != viewer
            else:
                visible = seat == viewer
            out.append(tuple(hand) if visible else (None,) * len(hand))
        return tuple(out)

    def unseen_cards(self, player: int) -> list[FrenchCard]:
        """The cards ``player`` cannot see this round (the hidden hands' and the undealt ones), in deck order."""
        visible = self._visible_hands(player)
        seen = [c for hand in visible for c in hand if c is not None] + list(self.played)
        seen += [c for _, c, _ in self.trick]
        # How many of each card are still unseen, by deck position (the search bot does this every iteration).
        counts = [rules.decks_needed(self.players)] * len(rules.DECK)
        for card in seen:
            counts[_DECK_INDEX[card.suit][card.rank]] -= 1
        return [card for card, count in zip(rules.DECK, counts) for _ in range(count)]

    def hidden_seats(self, player: int) -> list[int]:
        """The seats whose cards ``player`` cannot see (every seat but its own; only its own in the blind round)."""
        return [seat for seat, hand in enumerate(self._visible_hands(player)) if hand and hand[0] is None]

    def with_hidden_hands(self, player: int, hands: Mapping[int, Sequence[FrenchCard]], seed: int) -> State:
        """This state with the hands ``player`` cannot see replaced (``{seat: cards}``), the future deals
        seeded by ``seed``: a state ``player`` cannot tell from this one."""
        return self.evolve(hands=tuple(sorted_hand(hands[s]) if s in hands else h for s, h in enumerate(self.hands)),
                           seed=seed)


#: a card's place in the deck by suit and rank: counting the unseen cards is on the search bot's hot path
_DECK_INDEX = {suit: [0] * 2 + [i for i, c in enumerate(rules.DECK) if c.suit == suit] for suit in rules.SUIT_ORDER}


# The rules the state hands its work to; they read this module's types, so they come after them.
from . import judge, moves, resolve  # noqa: E402

__all__ = ["State", "RoundRecord", "Phase", "sorted_hand"]
