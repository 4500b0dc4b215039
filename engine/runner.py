"""Playing games with computer players: the one runner of the simulations (:mod:`engine.simulate`), the
ladder (:mod:`engine.ladder`) and the coach's measurements (:mod:`engine.coach`), with the engine's version
and the seeds they derive. A computer player is seated by :meth:`engine.core.GameSpec.make_bot`, the one
place that knows a player's settings (the live table seats its players there too).

>>> from engine.core import game
>>> spec = game("skemino")
>>> players = [spec.make_bot("beginner", seed=seat) for seat in range(2)]
>>> played = play_game(spec.start(seed=4), players)
>>> played.state.is_terminal(), played.actions == len(played.notations)
(True, True)
"""
from __future__ import annotations

import random
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from .core import GameState

#: no game of the book runs this long; a game that does is a bug, said as one
MAX_ACTIONS = 200_000


def engine_version() -> str:
    """The installed engine's version (pyproject.toml's), recorded with every data file.

    >>> engine_version() != ""
    True
    """
    try:
        from importlib.metadata import version

        return version("carte-in-tavola")
    except Exception:  # noqa: BLE001 - a bare checkout, not installed: the version is unknown, not an error
        return "unknown"


def engine_commit() -> str | None:
    """The git commit the engine runs from, saying so when the engine has uncommitted changes; ``None``
    outside a checkout (an installed wheel, the reader's browser)."""
    root = Path(__file__).resolve().parent.parent
    try:
        head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True, check=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "--", "engine"], cwd=root, capture_output=True,
                               text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return head.stdout.strip() + (" with uncommitted engine changes" if dirty.stdout.strip() else "")


def map_in_order(function: Callable, jobs: Sequence, workers: int = 1,
                 progress: Callable[[int, int], None] | None = None) -> list:
    """``function`` of every job, on ``workers`` processes, results in the jobs' order; ``progress(done,
    total)`` after each one (a ladder's or a coach measurement's progress)."""
    def collected(results_in_order: Iterable) -> list:
        results: list = []
        for result in results_in_order:
            results.append(result)
            if progress:
                progress(len(results), len(jobs))
        return results

    if workers <= 1:
        return collected(map(function, jobs))
    from concurrent.futures import ProcessPoolExecutor      # not in the reader's browser, which needs none

    with ProcessPoolExecutor(max_workers=workers) as pool:
        return collected(pool.map(function, jobs, chunksize=1))


def derived_seed(*parts: object) -> int:
    """A seed drawn from a run's seed and a game's (and a seat's) number: the same on every machine.

    >>> derived_seed(1, 2) == derived_seed(1, 2) != derived_seed(2, 1)
    True
    """
    return random.Random("/".join(map(str, parts))).randrange(2**31)


@dataclass
class PlayedGame:
    """A game played to its end: the last state, the notations played, each seat's decision times
    (CPU seconds)."""

    state: GameState
    notations: list[str] = field(default_factory=list)
    times: list[list[float]] = field(default_factory=list)

    @property
    def actions(self) -> int:
        return len(self.notations)


def play_game(state: GameState, players: Sequence[Any], *,
              on_step: Callable[[GameState, GameState], None] | None = None,
              max_actions: int = MAX_ACTIONS) -> PlayedGame:
    """Play ``state`` to its end, each seat's move chosen by ``players[seat].choose(state)``;
    ``on_step(before, after)`` is told every move. A game that does not end in ``max_actions`` is a bug
    and raises ``RuntimeError``."""
    played = PlayedGame(state, [], [[] for _ in range(state.num_players)])
    while not state.is_terminal():
        if played.actions >= max_actions:
            raise RuntimeError(f"{state.spec.title} game of seed {state.seed} did not end in {max_actions} actions")
        seat = state.current_player
        assert seat is not None, "a game under way has a player to move"
        began = time.process_time()
        action = players[seat].choose(state)
        played.times[seat].append(time.process_time() - began)
        after = state.apply_trusted(action)
        if on_step is not None:
            on_step(state, after)
        played.notations.append(str(action))
        state = after
    played.state = state
    return played
