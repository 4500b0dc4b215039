"""Computer players that use only the game protocol, so they play every game, and the pieces each
game's own players are built from.

``RandomBot`` picks uniformly among the legal actions: the ladder's floor, not an opponent for a
person. ``RuleBot`` follows a rule of thumb that a game gives it (``decide``), and says the rule it
followed. ``SearchBot`` is information-set Monte Carlo tree search: each iteration samples a world
the bot cannot tell from the real one (:meth:`GameState.determinize`), walks the shared tree by UCB
among the actions legal in that world, and plays the rest out, at random or by a game's quick
``rollout_policy``. All are reproducible under their seed. A bot sees the true state only through
``determinize(player, ...)`` (which keeps what its seat may see and resamples the rest) or through
what its seat may see (a rule of thumb reads the state's public facts and its own cards).

Each game's levels (beginner, intermediate, strong) live in ``engine/<game>/bots.py``; the ladder
that measures them is :mod:`engine.ladder`.
"""
from __future__ import annotations

import math
import random
import time
from typing import Any, Callable

from .core import GameState
from .words import N_


def moves_to_choose_from(bot: Any, state: GameState) -> list:
    """The legal actions of a game under way (a finished game is refused); when there is only one,
    the bot's ``last_reason`` says it had no choice."""
    actions = state.legal_actions()
    if not actions:
        raise ValueError("the game is over: there is no move to choose")
    if len(actions) == 1:
        bot.last_reason = {"kind": "only", "options": 1}
    return actions


class RandomBot:
    """Uniform choice among the legal actions; deterministic under ``seed``."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.last_reason: dict | None = None

    def choose(self, state: GameState) -> Any:
        actions = state.legal_actions()
        #: why it chose (the teacher's table says it in words): at random among so many moves
        self.last_reason = {"kind": "random", "options": len(actions)}
        return self.rng.choice(actions)


class RuleBot:
    """A computer player that follows a rule of thumb: a game's subclass gives :meth:`decide`, which
    returns the action and the rule it followed (an :class:`engine.words.Message` the teacher's table
    says after the move: "Computer 1 chose “Bet 2”: {rule}"). Deterministic under ``seed`` (the rng
    only breaks ties a rule leaves open)."""

    name = "rule"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        #: ``{"kind": "rule", "rule": Message, "options": n}``, or ``{"kind": "only"}`` with one move
        self.last_reason: dict | None = None

    def choose(self, state: GameState) -> Any:
        actions = moves_to_choose_from(self, state)
        if len(actions) == 1:
            return actions[0]
        action, rule = self.decide(state, actions)
        self.last_reason = {"kind": "rule", "rule": rule, "options": len(actions)}
        return action

    def decide(self, state: GameState, actions: list) -> tuple[Any, Any]:
        """``(action, rule)``: one of ``actions`` (the legal ones) and the Message saying why."""
        raise NotImplementedError


class _Node:
    __slots__ = ("visits", "value", "children", "available")

    def __init__(self):
        self.visits = 0
        self.value = 0.0
        self.children: dict[str, _Node] = {}
        self.available = 0  # times this node was selectable (ISMCTS availability count)


class SearchBot:
    """Information-set Monte Carlo tree search with an iteration budget and, at the table, a time limit.

    ``iterations`` bounds the work; with ``time_limit=None`` the choice depends only on the state
    and ``seed`` (tests, benches and the ladder search this way). ``time_limit`` (seconds) stops
    earlier, so the live table answers in time on a slow machine, at the price of a choice that
    depends on the machine. ``rollout_depth`` cuts each rollout after that many moves and scores it
    with ``evaluate`` (default :meth:`GameState.heuristic_returns`); ``rollout_rounds`` says the same
    in rounds of the table (that many moves per player). ``last_iterations`` is the number the last
    search reached.

    A game may make the search its own: ``rollout_policy(state, rng)`` plays the rollouts (a quick
    rule of thumb instead of chance: the imagined games look like real ones), ``rollout_until(start,
    state)`` ends a rollout early (e.g. at the end of the round the search began in) and
    ``evaluate(state)`` scores a cut rollout.
    """

    name = "search"

    def __init__(self, iterations: int = 400, time_limit: float | None = 0.9, seed: int = 0,
                 exploration: float = 0.7, rollout_depth: int | None = None, rollout_rounds: int | None = None,
                 rollout_policy: Callable | None = None, rollout_until: Callable | None = None,
                 evaluate: Callable | None = None):
        if rollout_depth is not None and rollout_rounds is not None:
            raise ValueError("give rollout_depth (moves) or rollout_rounds (rounds of the table), not both")
        if not isinstance(iterations, int) or isinstance(iterations, bool) or iterations < 1:
            raise ValueError(f"iterations is a whole number of imagined games, at least 1, not {iterations!r}")
        if time_limit is not None and not time_limit > 0:
            raise ValueError(f"time_limit is a number of seconds above 0 (or None: no limit), not {time_limit!r}")
        self.iterations = iterations
        self.time_limit = time_limit
        self.rng = random.Random(seed)
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.rollout_rounds = rollout_rounds
        self.rollout_policy = rollout_policy
        self.rollout_until = rollout_until
        self.evaluate = evaluate
        self.last_iterations = 0
        #: why the last move was chosen, from the search's own figures (the teacher's table says it):
        #: ``{"kind": "search", "games": iterations, "share": the chosen move's mean result, "options": n}``
        self.last_reason: dict | None = None
        self._deadline: float | None = None
        self._depth: int | None = rollout_depth
        self._start: GameState | None = None

    def choose(self, state: GameState) -> Any:
        actions = state.legal_actions()
        if len(actions) == 1:
            self.last_iterations = 0          # nothing to search
            self.last_reason = {"kind": "only", "options": 1}
            return actions[0]
        me = state.current_player
        if me is None:
            raise ValueError("the game is over: there is no move to choose")
        root = _Node()
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        self._deadline = deadline
        self._start = state
        if self.rollout_rounds is not None:
            self._depth = self.rollout_rounds * state.num_players
        done = 0
        while done < self.iterations and (deadline is None or time.perf_counter() < deadline):
            self._iterate(root, state.determinize(me, self.rng))
            done += 1
        self.last_iterations = done
        by_notation = {str(a): a for a in actions}
        best = max(
            (n for n in by_notation if n in root.children),
            key=lambda n: (root.children[n].visits, root.children[n].value),
            default=None,
        )
        if best is None:
            self.last_reason = {"kind": "random", "options": len(actions)}
            return self.rng.choice(actions)
        chosen = root.children[best]
        self.last_reason = {"kind": "search", "games": done, "options": len(actions),
                            "share": chosen.value / chosen.visits if chosen.visits else 0.0}
        return by_notation[best]

    def _iterate(self, root: _Node, world: GameState) -> None:
        path: list[tuple[_Node, int | None]] = [(root, None)]
        node = root
        # Selection and expansion, one player's view at a time (each node scores for its mover).
        while not world.is_terminal():
            legal = {str(a): a for a in world.legal_actions()}
            for notation in legal:
                child = node.children.get(notation)
                if child is not None:
                    child.available += 1
            untried = [n for n in legal if n not in node.children]
            mover = world.current_player
            if untried:
                notation = self.rng.choice(untried)
                child = node.children[notation] = _Node()
                child.available = 1
                world = world.apply_trusted(legal[notation])
                path.append((child, mover))
                break
            notation = max(legal, key=lambda n: self._ucb(node.children[n]))
            node = node.children[notation]
            world = world.apply_trusted(legal[notation])
            path.append((node, mover))
        values = self._rollout(world)
        for node, mover in path:
            node.visits += 1
            if mover is not None:
                node.value += values[mover]

    def _ucb(self, node: _Node) -> float:
        if node.visits == 0:
            return math.inf
        return node.value / node.visits + self.exploration * math.sqrt(
            math.log(max(node.available, 1)) / node.visits
        )

    def _score(self, world: GameState) -> list[float]:
        return self.evaluate(world) if self.evaluate is not None else world.heuristic_returns()

    def _rollout(self, world: GameState) -> list[float]:
        steps = 0
        policy, until, start, rng = self.rollout_policy, self.rollout_until, self._start, self.rng
        while not world.is_terminal():
            if self._depth is not None and steps >= self._depth:
                return self._score(world)
            if until is not None and until(start, world):
                return self._score(world)
            # A long rollout must not carry the decision past the time budget.
            if self._deadline is not None and steps % 16 == 15 and time.perf_counter() > self._deadline:
                return self._score(world)
            if policy is None:
                world = world.apply_trusted(rng.choice(world.legal_actions()))
            else:
                world = world.apply_trusted(policy(world, rng))
            steps += 1
        return world.returns()


class LookaheadBot:
    """Looks one turn ahead in imagined worlds: each of its best ``width`` moves (by the game's
    ``rank``) is played in ``samples`` worlds it cannot tell from the real one (the same worlds for
    every move, so the moves are compared on equal terms); in each, the others answer by the game's
    ``reply`` rule until it is this seat's turn again (or the game ends), and ``evaluate(world, seat)``
    scores what it finds (0..1, the seat's chance of winning; the end of the game scores by
    :meth:`GameState.returns`). The move with the best mean wins; ties go to the higher-ranked move.

    Deterministic under ``seed``; its work is ``width * samples`` imagined answers, with no clock.
    ``last_reason`` is a search's: ``{"kind": "search", "games": width * samples, "share": mean, ...}``.
    """

    name = "lookahead"

    def __init__(self, rank: Callable, reply: Callable, evaluate: Callable, seed: int = 0, samples: int = 8,
                 width: int = 6, max_replies: int = 40):
        if not isinstance(samples, int) or isinstance(samples, bool) or samples < 1:
            raise ValueError(f"samples is a whole number of imagined worlds, at least 1, not {samples!r}")
        if not isinstance(width, int) or isinstance(width, bool) or width < 1:
            raise ValueError(f"width is a whole number of moves to look at, at least 1, not {width!r}")
        self.rank, self.reply, self.evaluate = rank, reply, evaluate
        self.samples, self.width, self.max_replies = samples, width, max_replies
        self.rng = random.Random(seed)
        self.last_reason: dict | None = None
        self.last_values: dict[str, float] = {}

    def choose(self, state: GameState) -> Any:
        actions = moves_to_choose_from(self, state)
        if len(actions) == 1:
            return actions[0]
        me = state.current_player
        if me is None:
            raise ValueError("the game is over: there is no move to choose")
        ranked = self.rank(state, actions)[: self.width]
        if len(ranked) == 1:
            self.last_reason = {"kind": "search", "games": 0, "options": len(actions), "share": 0.5}
            return ranked[0]
        worlds = [state.determinize(me, self.rng) for _ in range(self.samples)]
        seeds = [self.rng.getrandbits(32) for _ in worlds]
        best, best_value = ranked[0], -math.inf
        self.last_values = {}
        for action in ranked:
            total = 0.0
            for world, seed in zip(worlds, seeds):
                total += self.look(world.apply_trusted(action), me, random.Random(seed))
            value = total / len(worlds)
            self.last_values[str(action)] = value
            if value > best_value:
                best, best_value = action, value
        self.last_reason = {"kind": "search", "games": len(ranked) * len(worlds), "options": len(actions),
                            "share": best_value}
        return best

    def look(self, world: GameState, me: int, rng: random.Random) -> float:
        """The others answer until ``me`` is to move again; then the position's worth for ``me``."""
        for _ in range(self.max_replies):
            if world.is_terminal() or world.current_player == me:
                break
            world = world.apply_trusted(self.reply(world, rng))
        if world.is_terminal():
            return world.returns()[me]
        return self.evaluate(world, me)


#: The protocol's own computer players, which every game offers under these names after its own
#: levels: the ladder's floor (random) and the plain search, kept so that saved games and shared
#: links that seat them still open, and for the tests and benches that measure the protocol.
STANDARD_BOTS = {"random": RandomBot, "search": SearchBot}
#: the labels of every game's levels and of the protocol's players, messages of the catalogue (the
#: table shows them in the reader's language): a person chooses among beginner, intermediate and
#: strong; the other two are offered last, for testing
LEVEL_LABELS = {"beginner": N_("beginner"), "intermediate": N_("intermediate"), "strong": N_("strong"),
                "random": N_("random (for testing)"), "search": N_("plain search (for testing)")}
#: a game's ladder, weakest first: the levels it offers, on top of the random floor
LEVELS = ("random", "beginner", "intermediate", "strong")

