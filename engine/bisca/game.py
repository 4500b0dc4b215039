"""A whole game of Bisca as immutable states (BI-1..BI-15 with the rulings BI-A1..A11)."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import ClassVar

from ..cards import FrenchCard, card_counts, french_deck, parse_french_card, shuffled
from ..core import GameState, Options
from ..errors import CorruptSave, IllegalAction
from . import rules
from .rules import ACE_OF_HEARTS, HAND_SIZES, HIGH, LOW


@dataclass(frozen=True)
class BiscaOptions(Options):
    """Variant options (RULINGS 6.1); the defaults are the rulings."""

    exact_score: str = "flat3"                          # BI-A1: or "bet"
    first_player_policy: object = "left_of_rotating_dealer"  # BI-A2: or a fixed seat number
    duplicate_tie: str = "first"                        # BI-A3: or "last"
    bet_rule: str = "running_sum"                       # BI-A6: or "last_bidder_only"

    def validate(self):
        self.check_choice("exact_score", self.exact_score, ("flat3", "bet"))
        self.check_choice("duplicate_tie", self.duplicate_tie, ("first", "last"))
        self.check_choice("bet_rule", self.bet_rule, ("running_sum", "last_bidder_only"))
        policy = self.first_player_policy
        if policy != "left_of_rotating_dealer" and not (isinstance(policy, int) and policy >= 0):
            raise ValueError("option first_player_policy is 'left_of_rotating_dealer' or a seat number")


# --- actions -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Bet:
    """Predict how many tricks you will take (BI-9). Notation ``bet 2``."""

    tricks: int

    def __str__(self):
        return f"bet {self.tricks}"


@dataclass(frozen=True)
class Play:
    """Play a card; the A♥ carries its declaration (BI-5). Notation ``play K♠``, ``play A♥ BASSA``."""

    card: FrenchCard
    declaration: str | None = None

    def __str__(self):
        return f"play {self.card}" + (f" {self.declaration}" if self.declaration else "")


@dataclass(frozen=True)
class PlayBlind:
    """Play your unseen card in the blind round (BI-7). Notation ``play blind``."""

    def __str__(self):
        return "play blind"


@dataclass(frozen=True)
class Declare:
    """Declare the A♥ just turned up in the blind round (BI-A4). Notation ``declare ALTA``."""

    declaration: str

    def __str__(self):
        return f"declare {self.declaration}"


def parse_action(text):
    """Read an action from its notation (``bet 2``, ``2``, ``play 10H``, ``A♥ low``, ``play blind``).

    >>> parse_action("bet 2"), parse_action("play ah low"), parse_action("K♠")
    (Bet(tricks=2), Play(card=FrenchCard('A♥'), declaration='BASSA'), Play(card=FrenchCard('K♠'), declaration=None))
    >>> parse_action("fold")
    Traceback (most recent call last):
    ...
    engine.errors.IllegalAction: BI-9: 'fold' is not a Bisca action: write 'bet N', 'play CARD' (e.g. 'play 10H', 'play AH ALTA'), 'play blind' or 'declare ALTA|BASSA'
    """
    if isinstance(text, (Bet, Play, PlayBlind, Declare)):
        return text
    if isinstance(text, int) and not isinstance(text, bool):
        return Bet(text)
    words = str(text).split()
    if words and words[0].lower() == "bet" and len(words) == 2 and words[1].lstrip("-").isdigit():
        return Bet(int(words[1]))
    if len(words) == 1 and words[0].lstrip("-").isdigit():
        return Bet(int(words[0]))
    if [w.lower() for w in words] == ["play", "blind"]:
        return PlayBlind()
    if len(words) == 2 and words[0].lower() == "declare":
        return Declare(rules.declaration(words[1]))
    said_play = bool(words) and words[0].lower() == "play"
    if said_play:
        words = words[1:]
    if 1 <= len(words) <= 2:
        try:
            card = parse_french_card(words[0])
        except ValueError as err:
            if said_play:
                raise IllegalAction("BI-11", str(err)) from None
            card = None
    if 1 <= len(words) <= 2 and card is not None:
        said = rules.declaration(words[1]) if len(words) == 2 else None
        return Play(card, said)
    raise IllegalAction(
        "BI-9", f"{text!r} is not a Bisca action: write 'bet N', 'play CARD' (e.g. 'play 10H', "
        "'play AH ALTA'), 'play blind' or 'declare ALTA|BASSA'"
    )


_BETS = [Bet(b) for b in range(max(HAND_SIZES) + 1)]
_DECLARE_HIGH, _DECLARE_LOW, _PLAY_BLIND = Declare(HIGH), Declare(LOW), PlayBlind()
_PLAYS: dict = {}


def _plays(card: FrenchCard) -> list:
    """The play actions for one card (two for the A♥), built once and shared."""
    plays = _PLAYS.get(card)
    if plays is None:
        plays = _PLAYS[card] = [Play(card, HIGH), Play(card, LOW)] if card == ACE_OF_HEARTS else [Play(card)]
    return plays


# --- the state -----------------------------------------------------------------------------------

def _sorted_hand(cards) -> tuple[FrenchCard, ...]:
    return tuple(sorted(cards, key=lambda c: (rules.SUIT_ORDER.index(c.suit), c.rank)))


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
    _cache: dict = field(default_factory=dict, init=False, compare=False, repr=False, hash=False)

    def _evolve(self, **changes) -> "State":
        """A copy with ``changes``: ``dataclasses.replace`` without re-running ``__init__`` (hot path)."""
        new = object.__new__(State)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        new.__dict__["_cache"] = {}
        return new

    # --- basic facts --------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.players

    @property
    def hand_size(self) -> int:
        return HAND_SIZES[min(self.round_index, len(HAND_SIZES) - 1)]

    @property
    def is_blind_round(self) -> bool:
        """The one-card round, where you see every card but your own (BI-7)."""
        return self.hand_size == 1

    @property
    def dealer(self) -> int:
        return rules.dealer_and_leader(self.round_index, self.players, self.first_dealer,
                                       self.options.first_player_policy)[0]

    @property
    def round_leader(self) -> int:
        """Bids first and leads the first trick (BI-A2)."""
        leader = self._cache.get("leader")
        if leader is None:
            leader = self._cache["leader"] = rules.dealer_and_leader(
                self.round_index, self.players, self.first_dealer, self.options.first_player_policy)[1]
        return leader

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
        if self.phase == "bet":
            made = sum(b is not None for b in self.bets)
            return (self.round_leader + made) % self.players
        if self.phase == "play":
            return (self.trick_leader + len(self.trick)) % self.players
        if self.phase == "declare":
            return self.trick[-1][0]
        return None

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def allowed_bets(self) -> list[int]:
        """The bets the current bidder may make, by the rule in force."""
        return rules.allowed_bets(self.hand_size, self.bets_in_order, self.options.bet_rule, self.players)

    def bet_error(self, bet) -> str | None:
        """Why ``bet`` is not allowed now (clause and reason), or ``None``."""
        if self.phase != "bet":
            return "BI-9: bets are made before the first card of the round is played"
        if bet in self.allowed_bets():
            return None
        error = rules.bet_error(self.hand_size, self.bets_in_order, bet, "running_sum")
        if self.options.bet_rule == "last_bidder_only" and error and error.startswith("BI-10"):
            error = error.replace("the running total of bets may never equal it",
                                  "the last bidder may not make the total equal it (hook rule)")
        return error or f"BI-9: a bet is a number of tricks from 0 to {self.hand_size}"

    # --- legal actions --------------------------------------------------------------------------
    def legal_actions(self) -> list:
        cached = self._cache.get("legal")
        if cached is not None:
            return list(cached)
        if self.phase == "bet":
            actions = [_BETS[b] for b in self.allowed_bets()]
        elif self.phase == "declare":
            actions = [_DECLARE_HIGH, _DECLARE_LOW]
        elif self.phase == "play":
            if self.is_blind_round:
                actions = [_PLAY_BLIND]
            else:
                actions = []
                for card in dict.fromkeys(self.hands[self.current_player]):
                    actions += _plays(card)
        else:
            actions = []
        self._cache["legal"] = tuple(actions)
        return list(actions)

    def candidate_actions(self) -> list:
        """Every bet from 0 to the hand size while betting (some refused, with a reason); else the legal actions."""
        if self.phase == "bet":
            return [Bet(b) for b in range(self.hand_size + 1)]
        return self.legal_actions()

    def parse_action(self, text):
        return parse_action(text)

    def turn_clause(self) -> str:
        return {"bet": "BI-9", "play": "BI-11", "declare": "BI-A4"}.get(self.phase, "BI-15")

    def check_action(self, action) -> None:
        seat = self.current_player
        if isinstance(action, Bet):
            error = self.bet_error(action.tricks)
            if error:
                clause, reason = error.split(": ", 1)
                raise IllegalAction(clause, reason)
        elif isinstance(action, Play):
            if self.phase != "play":
                raise IllegalAction(self.turn_clause(), self._phase_reason())
            if self.is_blind_round:
                raise IllegalAction("BI-7", "in the blind round you cannot see your card: play it blind")
            if action.card not in self.hands[seat]:
                raise IllegalAction("BI-11", f"{action.card} is not in seat {seat}'s hand")
            if action.card == ACE_OF_HEARTS and action.declaration is None:
                raise IllegalAction("BI-5", "declare the A♥ ALTA (beats everything) or BASSA (loses to everything)")
            if action.card != ACE_OF_HEARTS and action.declaration is not None:
                raise IllegalAction("BI-5", f"only the A♥ is declared ALTA or BASSA, not {action.card}")
        elif isinstance(action, PlayBlind):
            if self.phase != "play" or not self.is_blind_round:
                raise IllegalAction("BI-7", "only the one-card round is played blind")
        elif isinstance(action, Declare):
            if self.phase != "declare":
                raise IllegalAction("BI-A4", "a declaration follows only an A♥ turned up in the blind round")
        else:
            raise IllegalAction("BI-9", f"{action!r} is not a Bisca action")

    def _phase_reason(self) -> str:
        if self.phase == "bet":
            return f"seat {self.current_player} must bet first: no card is played before every bet is made"
        if self.phase == "declare":
            return f"seat {self.current_player} must first declare the A♥ ALTA or BASSA"
        return "the betting is over: play a card"

    def apply_as(self, seat: int, action) -> "State":
        """:meth:`apply`, checking first that ``seat`` is the one whose turn it is."""
        if seat != self.current_player:
            who = "nobody (the game is over)" if self.current_player is None else f"seat {self.current_player}"
            raise IllegalAction(self.turn_clause(), f"it is {who}'s turn, not seat {seat}'s")
        return self.apply(action)

    # --- moving on ------------------------------------------------------------------------------
    def _apply(self, action) -> "State":
        seat = self.current_player
        if isinstance(action, Bet):
            bets = self.bets[:seat] + (action.tricks,) + self.bets[seat + 1:]
            phase = "play" if all(b is not None for b in bets) else "bet"
            return self._evolve(bets=bets, phase=phase, trick_leader=self.round_leader)
        if isinstance(action, Declare):
            seat, card, _ = self.trick[-1]
            return self._after_play(self.trick[:-1] + ((seat, card, action.declaration),), self.hands)
        if isinstance(action, PlayBlind):
            card = self.hands[seat][0]
            hands = self._without(seat, card)
            if card == ACE_OF_HEARTS:
                return self._evolve(hands=hands, trick=self.trick + ((seat, card, None),), phase="declare")
            return self._after_play(self.trick + ((seat, card, None),), hands)
        return self._after_play(self.trick + ((seat, action.card, action.declaration),),
                                self._without(seat, action.card))

    def _without(self, seat: int, card: FrenchCard):
        hand = list(self.hands[seat])
        hand.remove(card)
        return self.hands[:seat] + (tuple(hand),) + self.hands[seat + 1:]

    def _after_play(self, trick, hands) -> "State":
        if len(trick) < self.players:
            return self._evolve(trick=trick, hands=hands, phase="play")
        # The trick is complete (BI-13): the strictly strongest card takes it (BI-A3).
        index = rules.trick_winner([(c, d) if d else c for _, c, d in trick],
                                   duplicate_tie=self.options.duplicate_tie)
        winner = trick[index][0]
        taken = tuple(t + (seat == winner) for seat, t in enumerate(self.taken))
        played = self.played + tuple(c for _, c, _ in trick)
        state = self._evolve(trick=(), hands=hands, taken=taken, played=played, trick_leader=winner,
                        last_trick=trick, last_trick_winner=winner, phase="play")
        if any(hands):
            return state
        return state._end_round()

    def _end_round(self) -> "State":
        points = tuple(rules.round_score(b, t, self.options.exact_score) for b, t in zip(self.bets, self.taken))
        record = RoundRecord(self.hand_size, tuple(self.bets), self.taken, points)
        scores = tuple(s + p for s, p in zip(self.scores, points))
        if self.round_index + 1 == len(HAND_SIZES):
            return self._evolve(scores=scores, rounds=self.rounds + (record,), phase="over",
                           bets=(None,) * self.players, taken=(0,) * self.players, played=())
        return _deal(self._evolve(scores=scores, rounds=self.rounds + (record,), round_index=self.round_index + 1))

    # --- the end --------------------------------------------------------------------------------
    def winners(self) -> list[int]:
        """Seats with the highest total (BI-15); a tie is a shared victory (BI-A9)."""
        return rules.final_winners(self.scores)

    def returns(self) -> list[float]:
        from ..core import shared_win_returns

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
    def visible_hands(self, viewer: int | None) -> tuple:
        """Each hand as ``viewer`` sees it, ``None`` for a card it may not see (BI-7, BI-A10).

        ``viewer=None`` is a spectator who sees no hand at all.
        """
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

    def view(self, player: int | None):
        from .render import BiscaView

        return BiscaView(self, player)

    def determinize(self, player: int, rng: random.Random) -> "State":
        """Resample every card ``player`` cannot see, and the future deals (a fresh seed)."""
        visible = self.visible_hands(player)
        seen = [c for hand in visible for c in hand if c is not None] + list(self.played)
        seen += [c for _, c, _ in self.trick]
        pool = card_counts(french_deck(rules.decks_needed(self.players)))
        for card in seen:
            pool[str(card)] -= 1
        unseen = [parse_french_card(k) for k, n in pool.items() for _ in range(n)]
        rng.shuffle(unseen)
        hands = []
        for seat, hand in enumerate(visible):
            if all(c is not None for c in hand):
                hands.append(self.hands[seat])
            else:
                hands.append(_sorted_hand(unseen.pop() for _ in hand))
        return self._evolve(hands=tuple(hands), seed=rng.getrandbits(32))

    # --- saving ---------------------------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "seed": self.seed, "options": self.options.to_dict(), "players": self.players,
            "first_dealer": self.first_dealer, "round_index": self.round_index, "phase": self.phase,
            "hands": [[c.ascii for c in h] for h in self.hands], "bets": list(self.bets),
            "taken": list(self.taken), "trick": [[s, c.ascii, d] for s, c, d in self.trick],
            "trick_leader": self.trick_leader, "played": [c.ascii for c in self.played],
            "last_trick": [[s, c.ascii, d] for s, c, d in self.last_trick],
            "last_trick_winner": self.last_trick_winner, "scores": list(self.scores),
            "rounds": [[r.hand_size, list(r.bets), list(r.taken), list(r.points)] for r in self.rounds],
        }

    @classmethod
    def from_dict(cls, data: dict) -> "State":
        def plays(rows):
            return tuple((int(s), parse_french_card(c), d if d is None else rules.declaration(d)) for s, c, d in rows)

        return cls(
            seed=int(data["seed"]), options=BiscaOptions.from_dict(data["options"]), players=int(data["players"]),
            first_dealer=int(data["first_dealer"]), round_index=int(data["round_index"]), phase=str(data["phase"]),
            hands=tuple(tuple(parse_french_card(c) for c in h) for h in data["hands"]),
            bets=tuple(None if b is None else int(b) for b in data["bets"]), taken=tuple(map(int, data["taken"])),
            trick=plays(data["trick"]), trick_leader=int(data["trick_leader"]),
            played=tuple(parse_french_card(c) for c in data["played"]), last_trick=plays(data["last_trick"]),
            last_trick_winner=data["last_trick_winner"], scores=tuple(map(int, data["scores"])),
            rounds=tuple(RoundRecord(int(h), tuple(b), tuple(t), tuple(p)) for h, b, t, p in data["rounds"]),
        )

    def check_consistency(self) -> None:
        """Every card of the round accounted for, bets and turn coherent (a damaged save fails here)."""
        n = self.players
        rules.check_players(n)
        if self.phase not in ("bet", "play", "declare", "over"):
            raise CorruptSave(f"unknown phase {self.phase!r}")
        if not 0 <= self.round_index < len(HAND_SIZES):
            raise CorruptSave(f"round {self.round_index + 1} does not exist: Bisca has nine rounds (BI-6)")
        if not (len(self.hands) == len(self.bets) == len(self.taken) == len(self.scores) == n):
            raise CorruptSave("the save does not have one hand, bet, trick count and score per seat")
        if self.phase == "over":
            if len(self.rounds) != len(HAND_SIZES):
                raise CorruptSave("a finished game must record nine rounds (BI-6)")
        else:
            in_play = [c for h in self.hands for c in h] + list(self.played) + [c for _, c, _ in self.trick]
            if len(in_play) != n * self.hand_size:
                raise CorruptSave(f"{len(in_play)} cards are in play; round {self.round_index + 1} deals "
                                  f"{self.hand_size} to each of {n} seats (BI-8)")
            deck = card_counts(french_deck(rules.decks_needed(n)))
            for card, count in card_counts(in_play).items():
                if count > deck[card]:
                    raise CorruptSave(f"{card} appears {count} times; the deck has {deck[card]} (BI-2)")
            sizes = {len(h) + any(s == seat for s, _, _ in self.trick) for seat, h in enumerate(self.hands)}
            if len(sizes) != 1:
                raise CorruptSave("the hands do not hold the same number of cards")
            if sum(self.taken) != len(self.played) // n:
                raise CorruptSave("the tricks taken do not match the tricks played")
            if self.phase == "bet" and self.trick:
                raise CorruptSave("a card is on the table during the betting")
        if sum(sum(r.points) for r in self.rounds) != sum(self.scores):
            raise CorruptSave("the scores are not the sum of the round scores (BI-14)")
        for seat in range(n):
            if sum(r.points[seat] for r in self.rounds) != self.scores[seat]:
                raise CorruptSave(f"seat {seat}'s score is not the sum of its round scores (BI-14)")

    def _repr_html_(self) -> str:
        from .render import render_state

        return render_state(self, viewer="all")


def _deal(state: State) -> State:
    """Gather, shuffle and deal the round's cards (BI-8, BI-A8); the left of the dealer bids first."""
    rng = random.Random(f"bisca:{state.seed}:{state.round_index}")
    deck = shuffled(french_deck(rules.decks_needed(state.players)), rng)
    size = state.hand_size
    hands = tuple(_sorted_hand(deck[seat * size:(seat + 1) * size]) for seat in range(state.players))
    return state._evolve(hands=hands, bets=(None,) * state.players, taken=(0,) * state.players, trick=(),
                   played=(), phase="bet", trick_leader=state.round_leader)


def new_game(players: int = 4, seed: int = 0, **options) -> State:
    """A new game of Bisca for ``players`` seats; the seed fixes the first dealer and every deal.

    ``options`` are the variant fields of :class:`BiscaOptions` (RULINGS 6.1).

    >>> game = new_game(players=3, seed=7)
    >>> [len(hand) for hand in game.hands], game.round_index
    ([5, 5, 5], 0)
    >>> new_game(players=21)
    Traceback (most recent call last):
    ...
    ValueError: BI-A7: Bisca is for 2 to 20 players, not 21
    """
    rules.check_players(players)
    opts = BiscaOptions(**options)
    if isinstance(opts.first_player_policy, int) and opts.first_player_policy >= players:
        raise ValueError(f"BI-A2: seat {opts.first_player_policy} does not exist with {players} players")
    first_dealer = random.Random(f"bisca:{seed}:dealer").randrange(players)
    start = State(seed=seed, options=opts, players=players, first_dealer=first_dealer, round_index=0, phase="bet",
                  hands=((),) * players, bets=(None,) * players, taken=(0,) * players, scores=(0,) * players)
    return _deal(start)
