"""A whole game of Bisca as immutable states (BI-1..BI-15 with the rulings BI-A1..A11)."""
from __future__ import annotations

import operator
import random
from dataclasses import dataclass
from typing import ClassVar, Iterable

from ..cards import FrenchCard
from ..core import EVERYONE, Consequence, Event, GameState, Options, check_seed, shared_win_returns
from ..errors import IllegalAction
from ..words import Seat
from . import rules, words
from .actions import BETS, DECLARATIONS, PLAY_BLIND, PLAYS_BY_SUIT, Bet, Declare, Play, PlayBlind, parse_action
from .rules import ACE_OF_HEARTS, CARD_TEXT, HAND_SIZES, HIGH, LOW

LEFT_OF_DEALER = "left_of_rotating_dealer"


@dataclass(frozen=True)
class BiscaOptions(Options):
    """Variant options (RULINGS 6.1); the defaults are the rulings."""

    CHOICES = {"exact_score": ("flat3", "bet"), "duplicate_tie": ("first", "last"),
               "bet_rule": ("running_sum", "last_bidder_only")}
    SAMPLES = {"first_player_policy": (LEFT_OF_DEALER, 0, 1)}

    exact_score: str = "flat3"                          # BI-A1: or "bet"
    first_player_policy: str | int = LEFT_OF_DEALER     # BI-A2: or a fixed seat number
    duplicate_tie: str = "first"                        # BI-A3: or "last"
    bet_rule: str = "running_sum"                       # BI-A6: or "last_bidder_only"

    def validate(self):
        policy = self.first_player_policy
        if isinstance(policy, str):
            self.check_choice("first_player_policy", policy, (LEFT_OF_DEALER,))
        elif policy < 0:
            raise ValueError(f"option first_player_policy={policy!r} is not a seat number: seats count from 0")


DEFAULT_OPTIONS = BiscaOptions()       # the rulings; immutable, so every default game shares it

_SUIT_RANK = rules.SUIT_RANK
_CARD_OF_PLAY = operator.itemgetter(1)      # (seat, card, declaration) -> card
_DECK_INDEX = {suit: [0] * 2 + [i for i, c in enumerate(rules.DECK) if c.suit == suit] for suit in rules.SUIT_ORDER}


def _news(kind: str, text: str, clause: str, seat: int | None = None, value: int | None = None,
          cards: tuple = ()) -> Consequence:
    """``Consequence(...)`` built without the frozen-dataclass ``__init__`` (every trick makes one)."""
    news = object.__new__(Consequence)
    news.__dict__.update(kind=kind, text=text, clause=clause, seat=seat, value=value, cards=cards)
    return news


def _event(seat, action: str | None, consequences: tuple = ()) -> Event:
    """``Event(seat, action, consequences)`` built without the frozen-dataclass ``__init__`` (every
    step of a playout makes one; the fields are the same)."""
    event = object.__new__(Event)
    event.__dict__.update(seat=seat, action=action, consequences=consequences)
    return event


def _sorted_hand(cards) -> tuple[FrenchCard, ...]:
    return tuple(sorted(cards, key=lambda c: (_SUIT_RANK[c.suit], c.rank)))


@dataclass(frozen=True, eq=True)
class RoundRecord:
    """One finished round: what each seat bet, took and scored."""

    hand_size: int
    bets: tuple[int, ...]
    taken: tuple[int, ...]
    points: tuple[int, ...]


@dataclass(frozen=True, eq=True)
class State(GameState):
    """A moment of a Bisca game. Build one with :func:`new_game`; move on with :meth:`apply`.

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

    game_name: ClassVar[str] = "bisca"
    end_clause: ClassVar[str] = "BI-15"

    seed: int
    options: BiscaOptions
    players: int
    first_dealer: int
    round_index: int
    phase: str                                   # "bet", "play", "declare" or "over"
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

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def allowed_bets(self) -> list[int]:
        """The bets the current bidder may make, by the rule in force (none outside the betting)."""
        if self.phase != "bet":
            return []
        return rules.allowed_bets(self.hand_size, self.bets_in_order, self.options.bet_rule, self.players)

    def bet_error(self, bet) -> IllegalAction | None:
        """Why a bet of ``bet`` tricks is refused now (the engine's :class:`IllegalAction`), or ``None``."""
        return self.explain(Bet(bet))

    # --- legal actions --------------------------------------------------------------------------
    def legal_actions(self) -> list:
        phase = self.phase
        if phase == "play":
            if HAND_SIZES[self.round_index] == 1:
                return [PLAY_BLIND]
            hand: Iterable[FrenchCard] = self.hands[(self.trick_leader + len(self.trick)) % self.players]
            if self.players > 6:             # two decks: a card may be held twice
                hand = dict.fromkeys(hand)
            return [play for card in hand for play in PLAYS_BY_SUIT[card.suit][card.rank]]
        if phase == "bet":
            # The rule depends only on how many bets were made and their total, not their order.
            bets, size = self.bets, HAND_SIZES[self.round_index]
            forbidden = rules.forbidden_bet(size, self.players - bets.count(None), sum(filter(None, bets)),
                                            self.options.bet_rule, self.players)
            actions = list(BETS[:size + 1])
            if forbidden is not None:
                del actions[forbidden]
            return actions
        if phase == "declare":
            return list(DECLARATIONS)
        return []

    def expressible_actions(self) -> list:
        """Everything Bisca's notation can say, whatever the phase: each bet from 0 to one past the hand
        size, each card of the deck played plain, ALTA and BASSA, the blind play and both declarations."""
        bets = [BETS[b] if b < len(BETS) else Bet(b) for b in range(self.hand_size + 2)]
        plays = [Play(card, said) for card in rules.DECK for said in (None, HIGH, LOW)]
        return bets + plays + [PLAY_BLIND, *DECLARATIONS]

    def candidate_actions(self) -> list:
        """Every bet from 0 to the hand size while betting (some refused, with a reason); else the legal actions."""
        if self.phase == "bet":
            return [BETS[b] for b in range(self.hand_size + 1)]
        return self.legal_actions()

    def parse_action(self, text):
        return parse_action(text)

    def turn_clause(self) -> str:
        return {"bet": "BI-9", "play": "BI-11", "declare": "BI-A4"}.get(self.phase, "BI-15")

    def check_action(self, action) -> None:
        """The one judge of Bisca's actions: raises :class:`IllegalAction` naming the clause."""
        phase, seat = self.phase, self.current_player
        if phase == "over" or seat is None:
            raise IllegalAction("BI-15", words.GAME_IS_OVER())
        if isinstance(action, Bet):
            if phase == "declare":
                raise IllegalAction("BI-A4", self._phase_reason())
            if phase != "bet":
                raise IllegalAction("BI-9", words.BETTING_IS_OVER())
            error = rules.bet_error(self.hand_size, self.bets_in_order, action.tricks, self.options.bet_rule,
                                    self.players)
            if error is not None:
                raise error
        elif isinstance(action, Play):
            if phase != "play":
                raise IllegalAction(self.turn_clause(), self._phase_reason())
            if self.is_blind_round:
                raise IllegalAction("BI-7", words.BLIND_PLAY_IT())
            if action.card not in self.hands[seat]:
                raise IllegalAction("BI-11", words.NOT_IN_HAND(card=action.card, player=Seat(seat)))
            if action.card == ACE_OF_HEARTS and action.declaration not in (HIGH, LOW):
                raise IllegalAction("BI-5", words.DECLARE_THE_ACE())
            if action.card != ACE_OF_HEARTS and action.declaration is not None:
                raise IllegalAction("BI-5", words.ONLY_THE_ACE(card=action.card))
        elif isinstance(action, PlayBlind):
            if phase == "play" and self.is_blind_round:
                return
            if phase == "play":
                raise IllegalAction("BI-7", words.ONLY_ONE_CARD_BLIND())
            raise IllegalAction(self.turn_clause(), self._phase_reason())
        elif isinstance(action, Declare):
            if phase != "declare":
                raise IllegalAction("BI-A4", words.DECLARATION_FOLLOWS())
            if action.declaration not in (HIGH, LOW):
                raise IllegalAction("BI-5", words.DECLARED_AS(said=repr(action.declaration)))
        else:
            raise IllegalAction("BI-9", words.NOT_A_BISCA_ACTION(action=repr(action)))

    def _seat_to_act(self) -> int:
        """The seat the game waits on; only asked while the game is not over."""
        seat = self.current_player
        assert seat is not None, "the game is over"
        return seat

    def _phase_reason(self):
        who = Seat(self._seat_to_act())
        if self.phase == "bet":
            return words.MUST_BET_FIRST(player=who)
        if self.phase == "declare":
            return words.MUST_DECLARE_FIRST(player=who)
        return words.PLAY_A_CARD_NOW()

    # --- moving on ------------------------------------------------------------------------------
    def _apply(self, action) -> "State":
        if type(action) is Play:                 # the common step, kept short: a card joins the trick
            trick, players = self.trick, self.players
            seat = (self.trick_leader + len(trick)) % players
            hand = list(self.hands[seat])
            hand.remove(action.card)
            hands = self.hands[:seat] + (tuple(hand),) + self.hands[seat + 1:]
            trick += ((seat, action.card, action.declaration),)
            if len(trick) < players and action.declaration is None:
                return self.evolve(trick=trick, hands=hands, last_event=_event(seat, action._notation))
            return self._after_play(seat, trick, hands, action)
        seat = self._seat_to_act()
        if type(action) is Bet:
            bets = self.bets[:seat] + (action.tricks,) + self.bets[seat + 1:]
            if None in bets:
                return self.evolve(bets=bets, last_event=_event(seat, action._notation))
            leader = self.round_leader
            closed = Consequence("bets", "The bets are made: {seat} leads the first trick.", "BI-11", seat=leader)
            return self.evolve(bets=bets, phase="play", trick_leader=leader,
                               last_event=_event(seat, action._notation, (closed,)))
        if type(action) is Declare:
            _, card, _ = self.trick[-1]
            return self._after_play(seat, self.trick[:-1] + ((seat, card, action.declaration),), self.hands, action)
        # PlayBlind: the card is turned up as it is played (BI-7); an A♥ waits for its declaration (BI-A4).
        card = self.hands[seat][0]
        hands = self._without(seat, card)
        if card == ACE_OF_HEARTS:
            shown = Consequence("turned_up", "{seat} turns up the A♥ and must declare it ALTA or BASSA.",
                                "BI-A4", seat=seat, cards=(str(card),))
            return self.evolve(hands=hands, trick=self.trick + ((seat, card, None),), phase="declare",
                               last_event=_event(seat, "play blind", (shown,)))
        return self._after_play(seat, self.trick + ((seat, card, None),), hands, action, turned_up=card)

    def _without(self, seat: int, card: FrenchCard):
        hand = list(self.hands[seat])
        hand.remove(card)
        return self.hands[:seat] + (tuple(hand),) + self.hands[seat + 1:]

    def _after_play(self, seat, trick, hands, action, turned_up=None) -> "State":
        said = trick[-1][2]
        consequences: tuple[Consequence, ...]
        if turned_up is not None:
            consequences = (Consequence("turned_up", f"{{seat}} turns up the {turned_up}.", "BI-7", seat=seat,
                                        cards=(str(turned_up),)),)
        elif said is not None:
            consequences = (Consequence("declared", f"The A♥ is declared {said}: it "
                                        + ("beats every card." if said == HIGH else "loses to every card."),
                                        "BI-5", seat=seat, cards=("A♥",)),)
        else:
            consequences = ()
        if len(trick) < self.players:
            return self.evolve(trick=trick, hands=hands, phase="play",
                               last_event=_event(seat, action._notation, consequences))
        # The trick is complete (BI-13): the strictly strongest card takes it (BI-A3).
        index = rules.winning_play([(c, d) for _, c, d in trick], self.options.duplicate_tie)
        winner, card, _ = trick[index]
        taken = self.taken[:winner] + (self.taken[winner] + 1,) + self.taken[winner + 1:]
        text = CARD_TEXT[card.suit][card.rank]
        consequences += (_news("trick", f"{{seat}} takes the trick with the {text}.", "BI-13", winner,
                               taken[winner], (text,)),)
        played = self.played + tuple(map(_CARD_OF_PLAY, trick))
        event = _event(seat, action._notation, consequences)
        state = self.evolve(trick=(), hands=hands, taken=taken, played=played, trick_leader=winner,
                            last_trick=trick, last_trick_winner=winner, phase="play", last_event=event)
        return state if any(hands) else state._end_round(event)

    def _end_round(self, event: Event) -> "State":
        points = tuple(rules.round_score(b, t, self.options.exact_score) for b, t in zip(self.bets, self.taken))
        record = RoundRecord(self.hand_size, tuple(self.bets), self.taken, points)
        scores = tuple(s + p for s, p in zip(self.scores, points))
        number = self.round_index + 1
        consequences = event.consequences + (
            _news("round_over", f"Round {number} of {len(HAND_SIZES)} is over.", "BI-14", value=number),
        ) + tuple(
            _news("points", f"{{seat}} bet {b} and took {t}: {p:+d} (total {s}).", "BI-14", seat, p)
            for seat, (b, t, p, s) in enumerate(zip(self.bets, self.taken, points, scores))
        )
        if number == len(HAND_SIZES):
            winners = rules.final_winners(scores)
            verb = "shares the victory" if len(winners) > 1 else "wins"
            consequences += tuple(
                Consequence("winner", f"{{seat}} {verb} with {scores[w]} points.",
                            "BI-A9" if len(winners) > 1 else "BI-15", seat=w, value=scores[w])
                for w in winners
            )
            return self.evolve(scores=scores, rounds=self.rounds + (record,), phase="over",
                               bets=(None,) * self.players, taken=(0,) * self.players, played=(),
                               last_event=_event(event.seat, event.action, consequences))
        state = _deal(self.evolve(scores=scores, rounds=self.rounds + (record,), round_index=number))
        return state.evolve(last_event=_event(event.seat, event.action, consequences + _deal_news(state)))

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
    def visible_hands(self, viewer) -> tuple:
        """Each hand as ``viewer`` sees it, ``None`` for a card it may not see (BI-7, BI-A10).

        ``viewer`` is a seat, ``None`` (a spectator, who sees no hand) or :data:`EVERYONE` (every card).
        """
        return self._visible_hands(self.check_viewer(viewer))

    def _visible_hands(self, viewer) -> tuple:
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

    def _view(self, player):
        from .render import BiscaView

        return BiscaView(self, player)

    def unseen_cards(self, player: int) -> list:
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

    def with_hidden_hands(self, player: int, hands: dict, seed: int) -> "State":
        """This state with the hands ``player`` cannot see replaced (``{seat: cards}``), the future deals
        seeded by ``seed``: a state ``player`` cannot tell from this one."""
        return self.evolve(hands=tuple(_sorted_hand(hands[s]) if s in hands else h for s, h in enumerate(self.hands)),
                           seed=seed)

    def _determinize(self, player: int, rng: random.Random) -> "State":
        """Resample every card ``player`` cannot see, and the future deals (a fresh seed)."""
        unseen = self.unseen_cards(player)
        rng.shuffle(unseen)
        hidden = {seat: [unseen.pop() for _ in self.hands[seat]] for seat in self.hidden_seats(player)}
        return self.with_hidden_hands(player, hidden, rng.getrandbits(32))

    def _repr_html_(self) -> str:
        from .render import render_state

        return render_state(self, viewer=EVERYONE)


def _deal_news(state: State) -> tuple[Consequence, ...]:
    size = state.hand_size
    blind = " It is the blind round: you see every card but your own." if size == 1 else ""
    return (Consequence("deal", f"Round {state.round_index + 1}: {{seat}} deals {size} "
                                f"card{'s' if size > 1 else ''} to each player.{blind}",
                        "BI-8", seat=state.dealer, value=size),)


# random.shuffle's Fisher-Yates steps for a deck of 52 or 104: (position, its range, bits to draw).
_SHUFFLE_STEPS = {count: [(i, i + 1, (i + 1).bit_length()) for i in range(count - 1, 0, -1)] for count in (52, 104)}


def _shuffled_positions(count: int, rng: random.Random) -> list[int]:
    """``random.shuffle`` of ``range(count)``: the same Fisher-Yates drawing the same bits (so the
    same deals as :func:`engine.cards.shuffled`), with its helper calls inlined, as every round of
    every playout deals."""
    deck = list(range(count))
    getrandbits = rng.getrandbits
    for i, n, k in _SHUFFLE_STEPS[count]:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


_DECK_ORDER = [i % len(rules.DECK) for i in range(2 * len(rules.DECK))]   # a position's place in a sorted hand


def _deal(state: State) -> State:
    """Gather, shuffle and deal the round's cards (BI-8, BI-A8); the left of the dealer bids first.

    The deck is in Bisca's sorted order, so a hand sorted by deck position is sorted by strength.
    """
    rng = random.Random(f"bisca:{state.seed}:{state.round_index}")
    deck = rules.DECK * rules.decks_needed(state.players)
    order = _shuffled_positions(len(deck), rng)
    size = state.hand_size
    key = None if len(deck) == len(rules.DECK) else _DECK_ORDER.__getitem__
    hands = tuple(tuple(map(deck.__getitem__, sorted(order[seat * size:(seat + 1) * size], key=key)))
                  for seat in range(state.players))
    return state.evolve(hands=hands, bets=(None,) * state.players, taken=(0,) * state.players, trick=(),
                        played=(), phase="bet", trick_leader=state.round_leader)


def new_game(players: int = 4, seed: int = 0, **options) -> State:
    """A new game of Bisca for ``players`` seats; the seed fixes the first dealer and every deal.

    ``options`` are the variant fields of :class:`BiscaOptions` (RULINGS 6.1).

    >>> game = new_game(players=3, seed=7)
    >>> [len(hand) for hand in game.hands], game.round_index
    ([5, 5, 5], 0)
    >>> game.last_event.describe(["Anna", "Bruno", "Carla"])
    'The cards are dealt. Round 1: Bruno deals 5 cards to each player.'
    >>> new_game(players=21)
    Traceback (most recent call last):
    ...
    ValueError: BI-A7: Bisca is for 2 to 20 players, not 21
    """
    rules.check_players(players)
    check_seed(seed)
    opts = BiscaOptions.of(**options) if options else DEFAULT_OPTIONS
    policy = opts.first_player_policy
    if isinstance(policy, int) and policy >= players:
        raise ValueError(f"BI-A2: option first_player_policy={policy} is not a seat: with {players} players "
                         f"the seats are 0 to {players - 1}")
    first_dealer = random.Random(f"bisca:{seed}:dealer").randrange(players)
    start = State(seed=seed, options=opts, players=players, first_dealer=first_dealer, round_index=0, phase="bet",
                  hands=((),) * players, bets=(None,) * players, taken=(0,) * players, scores=(0,) * players)
    state = _deal(start)
    return state.evolve(last_event=_event(None, "the cards are dealt", _deal_news(state)))


def position(hands, *, round_index: int = 0, first_bidder: int | None = None, seed: int = 0, **options) -> State:
    """A round's betting set up by hand, for examples and the position editor: each seat's cards
    (``hands``, notation or cards, as many as the round deals), the round (``round_index``, 0 to 8) and
    the seat that bids first (``first_bidder``; the dealer sits on its right). The earlier rounds are
    played out first, every seat betting and playing the first legal move, so that the record and the
    scores are ones the rules give; the hands are not checked here (the codec's check judges them).

    >>> state = position([["AS", "2C"], ["KD", "3H"], ["QS", "4D"]], round_index=3, first_bidder=2, seed=1)
    >>> state.round_index, state.hand_size, state.current_player, [str(c) for c in state.hands[0]]
    (3, 2, 2, ['A♠', '2♣'])
    >>> len(state.rounds), state.phase
    (3, 'bet')
    """
    from ..cards import parse_french_card

    players = len(hands)
    if not 0 <= round_index < len(HAND_SIZES):
        raise ValueError(f"BI-6: Bisca has {len(HAND_SIZES)} rounds; there is no round {round_index + 1}")
    state = new_game(players=players, seed=seed, **options)
    if first_bidder is not None:
        policy = state.options.first_player_policy
        if isinstance(policy, str):
            first_dealer = (first_bidder - 1 - round_index) % players
            state = _deal(state.evolve(first_dealer=first_dealer))
        elif first_bidder != policy % players:
            raise ValueError("BI-A2: in this variant the same player bids first in every round")
    while state.round_index < round_index:
        state = state.apply_trusted(state.legal_actions()[0])
    # the round's deal stays the last event (it names no card): only the cards dealt are the ones given
    cards = tuple(_sorted_hand(parse_french_card(c) if isinstance(c, str) else c for c in hand) for hand in hands)
    return state.evolve(hands=cards)
