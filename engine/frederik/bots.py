"""come-quando-frederik-piange's computer players, from the beginner up (the ladder in
:mod:`engine.ladder` measures them).

- ``BeginnerBot`` looks only at its own hand: it keeps the drawn card that makes its hand best (all
  five when they already hold a pair), and in the battle plays the move that makes its own hand best
  at once, as if nobody would answer; it protects a card whenever it can, never interrupts, and never
  aims an action at another player's card. Its mistakes are a beginner's: it believes its one guess
  at the cards it cannot see (a draw looks as good as the card it imagines on top of the pile), and
  it leaves the others' cards alone.
- ``IntermediateBot`` plays for the win: it scores every battle move and every answer by how far its
  hand would stand ahead of the best other hand, averaged over several guesses at the cards it cannot
  see, so it spoils a leader's hand, answers an action only when stopping it is worth the card the
  answer costs, and keeps all five first cards only with two pair or better.
- ``StrongBot`` weighs moves as the intermediate does, with more guesses; it expects the target's
  owner to protect when it can, values keeping its own cards hidden, and scores each guess by a
  chance-like lead (so one lucky guess does not outweigh several bad ones). ``SearchBot`` (ISMCTS,
  :class:`engine.bots.SearchBot`, offered for testing as "search") plays random games out to the
  end; it was the strong player, but it needed over a third of a second a move and did no better
  against the intermediate.

Every bot sees only what its seat sees: its own cards, the others' face-up cards and the drawn
cards while it draws (the rest is guessed by :meth:`State.determinize`).

>>> from engine import frederik
>>> state = frederik.new_game(players=3, seed=1, first_player=0)
>>> bot = BeginnerBot(seed=1)
>>> str(bot.choose(state)), str(bot.last_reason["rule"])
('keep all', 'the first five cards hold a pair or better, so all five are kept.')
"""
from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Any, Callable, TYPE_CHECKING

from ..bots import RandomBot, RuleBot
from ..bots import SearchBot as _SearchBot
from . import rules, words
from .actions import Bottom, Force, Keep, Leave, Pass, Protect, Targeted

if TYPE_CHECKING:
    from .actions import FrederikAction
    from .state import State

_PASS = Pass()


def hand_value(state: State, seat: int) -> float:
    """``seat``'s best hand now as one number (the category, then its first two ranks)."""
    return _hand_value(frozenset(state.cards_of(seat)), frozenset(state.others_face_up(seat)))


@lru_cache(maxsize=1 << 16)
def _hand_value(own: frozenset, others: frozenset) -> float:
    """:func:`hand_value` of a seat's cards and the face-up cards it may borrow (FP-4), remembered: the
    imagined positions a computer weighs differ in a card or two, so most of their hands were valued
    already (the same number as ``state.hand_of``: the best hand's rank does not depend on the cards'
    order, only which of two equal hands is named)."""
    rank, _ = rules.best_hand(list(own), list(others))
    value = float(rank[0]) if rank else -1.0
    for i, r in enumerate(rank[1:3]):
        value += r / 15 ** (i + 1)
    return value


#: what the strong player (and the coach) counts a seat's face-down card worth, in hand categories: a
#: hidden card can be neither aimed at nor borrowed by the others
HIDDEN_CARD_WORTH = 0.4


def face_down(state: State, seat: int) -> int:
    """How many of ``seat``'s cards lie face down."""
    return sum(1 for _, up in state.seats[seat] if not up)


def standing(state: State, me: int, rivalry: float = 1.0) -> float:
    """How ``me``'s hand stands against the best other hand (positive: ahead), as :func:`hand_value`s,
    the other hand counted ``rivalry`` times."""
    if state.is_terminal():
        return 10.0 if me in state.winners() else -10.0
    mine = hand_value(state, me)
    if not rivalry:
        return mine
    return mine - rivalry * max(hand_value(state, s) for s in range(state.players) if s != me)


def settle(world: State, answer: Any = None, limit: int = 12) -> Any:
    """``world`` with the answers to a declared action given (by ``answer(world)``, or a pass by
    everyone), so the action is resolved; a draw turn's later choices are made too."""
    for _ in range(limit):
        if world.is_terminal() or (world.pending is None and world.phase != "draw"):
            return world
        if world.phase == "draw" and world.pending is None:
            return world
        actions = world.legal_actions()
        chosen = answer(world, actions) if answer is not None else None
        if chosen is None:
            chosen = _PASS if _PASS in actions else actions[0]
        world = world.apply_trusted(chosen)
    return world


def _own_cards(state: State, me: int) -> list:
    return [c for c, _ in state.seats[me]]


# --- the beginner ---------------------------------------------------------------------------------

class BeginnerBot(RuleBot):
    """Makes its own hand best at once; protects when it can; never interrupts. With ``attacks=False``
    it also never aims an action at another player's card (no swap, discard, steal or force)."""

    name = "beginner"

    def __init__(self, seed: int = 0, attacks: bool = False):
        super().__init__(seed=seed)
        self.attacks = attacks

    def decide(self, state, actions):
        me = state.current_player
        assert me is not None, "a bot is asked only while the game waits on a seat"
        if state.phase == "draw":
            return self._draw(state, actions, me)
        protects = [a for a in actions if isinstance(a, Protect)]
        if protects:
            return protects[0], words.BOT_PROTECT()
        if state.pending is not None:
            return (_PASS if _PASS in actions else actions[0]), words.BOT_NEVER_INTERRUPT()
        if not self.attacks:
            actions = [a for a in actions if not isinstance(a, (Targeted, Force))] or actions
        world = state.determinize(me, self.rng)
        now = hand_value(world, me)
        best, best_value = _PASS if _PASS in actions else actions[0], now
        for action in actions:
            value = hand_value(settle(world.apply_trusted(action)), me)
            if value > best_value + 1e-9:
                best, best_value = action, value
        if best == _PASS:
            return best, words.BOT_NOTHING_BETTER()
        return best, words.BOT_BEST_HAND_NOW()

    def _draw(self, state, actions, me):
        if isinstance(actions[0], Keep):
            own = _own_cards(state, me)
            others = state.others_face_up(me)

            singles = [a for a in actions if a.position is not None]
            if len(singles) < len(actions):
                rank, _ = rules.best_hand(list(state.drawn), others)
                if rank and rank[0] >= 1:              # a pair or better among the first five: keep them all
                    return Keep(None), words.BOT_KEEP_ALL()

            def value(a: Any) -> tuple:
                rank, _ = rules.best_hand(own + [state.drawn[a.position - 1]], others)
                return tuple(rank)
            return max(singles, key=value), words.BOT_KEEP_BEST()
        if isinstance(actions[0], Bottom):
            return actions[0], words.BOT_BOTTOM_ANY()
        # Which face-down card stays down: the highest, so the others do not see it.
        leaves = [a for a in actions if isinstance(a, Leave) and a.position is not None]
        if not leaves:
            return actions[0], words.BOT_HIGHEST_STAYS_DOWN()
        down = [c for c, up in state.seats[me] if not up]

        def height(a: Any) -> int:
            card = down[a.position - 1] if a.position - 1 < len(down) else None
            return card.rank if card is not None else -1
        return max(leaves, key=height), words.BOT_HIGHEST_STAYS_DOWN()


# --- the intermediate -----------------------------------------------------------------------------

class IntermediateBot(RuleBot):
    """Plays for the win where the beginner plays for its own hand: every battle move, and every answer
    to another player's action, is scored by how far its hand would stand ahead of the best other hand
    (:func:`standing`, the rival's hand counted ``rivalry`` times), averaged over ``samples`` guesses at
    the cards it cannot see (the same guesses for every move, so moves compare on equal terms). So it
    spoils a leader's hand with a swap, discard or steal; it protects or interrupts only when stopping
    the action is worth the card the answer costs; and it passes when no move helps. Its best
    ``width`` moves on the first guess are the ones weighed on all of them. It draws as the beginner
    does, but keeps all five first cards only when they already hold two pair or better."""

    name = "intermediate"

    def __init__(self, seed: int = 0, samples: int = 6, width: int = 6, rivalry: float = 1.0):
        super().__init__(seed=seed)
        if not isinstance(samples, int) or samples < 1:
            raise ValueError(f"samples is a whole number of guesses, at least 1, not {samples!r}")
        if not isinstance(width, int) or width < 1:
            raise ValueError(f"width is a whole number of moves to weigh, at least 1, not {width!r}")
        self.samples, self.width, self.rivalry = samples, width, rivalry

    #: how the others are expected to answer an action it weighs (``settle``'s ``answer``): not at all
    expected_answer: Callable | None = None

    def score(self, world: State, me: int) -> float:
        """What a settled imagined position is worth to ``me``: its hand's lead over the best other."""
        return standing(world, me, self.rivalry)

    def decide(self, state, actions):
        me = state.current_player
        assert me is not None, "a bot is asked only while the game waits on a seat"
        if state.phase == "draw":
            return self._draw(state, actions, me)
        worlds = [state.determinize(me, self.rng) for _ in range(self.samples)]

        def outcome(world: State, action: FrederikAction) -> float:
            return self.score(settle(world.apply_trusted(action), self.expected_answer), me)

        quiet = _PASS if _PASS in actions else actions[0]
        weighed = sorted(actions, key=lambda a: outcome(worlds[0], a), reverse=True)[: self.width]
        if quiet not in weighed:
            weighed.append(quiet)
        best, best_value = quiet, sum(outcome(w, quiet) for w in worlds)
        for action in weighed:
            if action == quiet:
                continue
            value = sum(outcome(w, action) for w in worlds)
            if value > best_value + 1e-9:
                best, best_value = action, value
        n = len(worlds)
        if state.pending is not None:
            return best, (words.BOT_LET_IT_BE(n=n) if best == quiet else words.BOT_ANSWER_WORTH_IT(n=n))
        return best, (words.BOT_NOTHING_AHEAD(n=n) if best == quiet else words.BOT_FURTHEST_AHEAD(n=n))

    def _draw(self, state, actions, me):
        beginner = BeginnerBot(seed=self.rng.getrandbits(32))
        if isinstance(actions[0], Keep) and any(a.position is None for a in actions):

            rank, _ = rules.best_hand(list(state.drawn), state.others_face_up(me))
            if rank and rank[0] >= 2:                  # two pair or better: five cards nobody can touch
                return Keep(None), words.BOT_KEEP_ALL_TWO_PAIR()
            return beginner._draw(state, [a for a in actions if a.position is not None], me)
        return beginner._draw(state, actions, me)


def intermediate_policy(state: State, rng: random.Random) -> Any:
    """The intermediate's move alone."""
    return IntermediateBot(seed=rng.getrandbits(32)).choose(state)


# --- the strong player ----------------------------------------------------------------------------

class SearchBot(_SearchBot):
    """ISMCTS (``engine.bots.SearchBot``), except for the draw phase's ``bottom`` choices, taken at once."""

    def choose(self, state):
        if state.phase == "draw" and state.step == "bottom":
            self.last_iterations = 0
            self.last_reason = {"kind": "random", "options": len(state.legal_actions())}
            return self.rng.choice(state.legal_actions())
        return super().choose(state)


def _owner_protects(world, actions):
    """The answer the strong player expects: the target's owner protects its card when it can (a
    protection costs it nothing but a hidden card shown); the other seats let the action be."""
    pending = world.pending
    if pending is not None and world.current_player == pending.owner:
        for action in actions:
            if isinstance(action, Protect):
                return action
    return None


class StrongBot(IntermediateBot):
    """The intermediate's weighing with a larger budget (``samples`` guesses at the hidden cards,
    ``width`` moves weighed on all of them) and three refinements: it expects the target's owner to
    protect a card when it can (so it does not spend its turn on an attack a protection stops); it
    counts each of its own face-down cards as worth ``hidden`` of a hand category (a hidden card can
    be neither aimed at nor borrowed, so it does not show its strength to give a small gain); and it
    scores each guess by a chance-like lead (``tanh(sharpness * lead)``), so one guess with a huge
    lead cannot outweigh several where it is behind. Its work has no clock: ``samples * (width + 1)``
    imagined turns, at most about 0.15 s in CPython."""

    name = "strong"
    expected_answer = staticmethod(_owner_protects)

    def __init__(self, seed: int = 0, samples: int = 16, width: int = 8, rivalry: float = 1.0,
                 sharpness: float = 2.0, hidden: float = HIDDEN_CARD_WORTH):
        super().__init__(seed=seed, samples=samples, width=width, rivalry=rivalry)
        self.sharpness, self.hidden = sharpness, hidden

    def score(self, world: State, me: int) -> float:
        lead = standing(world, me, self.rivalry)
        if not world.is_terminal():
            lead += self.hidden * face_down(world, me)
        return math.tanh(self.sharpness * lead)


BOTS = {"beginner": BeginnerBot, "intermediate": IntermediateBot, "strong": StrongBot, "random": RandomBot,
        "search": SearchBot}

__all__ = ["BeginnerBot", "IntermediateBot", "StrongBot", "SearchBot", "RandomBot", "BOTS", "hand_value",
           "HIDDEN_CARD_WORTH", "face_down",
           "settle", "intermediate_policy"]
