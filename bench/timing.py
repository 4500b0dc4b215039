"""Shared measuring for the benches: the search bot as the live table runs it.

The settings are the game's own (``spec.bot_settings["search"]``: what the pages and widgets give
their computer players). Each bench times them on positions where the bot really searches (more than
one legal action), twice:

- with the page's time limit, as a reader meets it: how many of its iterations the search reaches
  in the time (the limit is what guarantees an answer in time; iterations cut short mean a weaker
  move on this machine);
- with the time limit off: how long the page's full iteration budget takes, the machine-independent
  work of a decision.

(Not a bench itself: ``make bench`` runs only ``bench/bench_*.py``.)
"""
from __future__ import annotations

import random
import statistics
import time
from dataclasses import dataclass
from typing import Callable


def search_positions(spec, samples: int, players: Callable[[int], int | None] = lambda seed: None,
                     where: Callable[[object], bool] = lambda state: True) -> list:
    """``samples`` positions from random games (game ``k`` dealt with seed ``k``), each a state with
    more than one legal action that ``where`` accepts, picked evenly along the game: the same
    positions on every run."""
    rng = random.Random(1)
    positions = []
    seed = 0
    while len(positions) < samples and seed < 50 * samples:
        state = spec.start(seed=seed, players=players(seed))
        states = []
        while not state.is_terminal():
            if len(state.legal_actions()) > 1 and where(state):
                states.append(state)
            state = state.apply_trusted(rng.choice(state.legal_actions()))
        if states:
            positions.append(rng.choice(states))
        seed += 1
    return positions


@dataclass
class SearchFigures:
    seconds: list[float]
    iterations: list[int]


def time_search(spec, positions: list, **overrides) -> SearchFigures:
    """The search bot with the page's settings (``overrides`` changed) on each position."""
    figures = SearchFigures([], [])
    for k, state in enumerate(positions):
        bot = spec.make_bot("search", seed=k, **overrides)
        began = time.perf_counter()
        bot.choose(state)
        figures.seconds.append(time.perf_counter() - began)
        figures.iterations.append(bot.last_iterations)
    return figures


def report_search(spec, positions: list, what: str = "positions") -> None:
    """Print the search bot's figures with the page's settings, with and without its time limit."""
    page = dict(spec.bot_settings.get("search", {}))
    budget, limit = page.get("iterations"), page.get("time_limit")
    shown = ", ".join(f"{k}={v}" for k, v in page.items())
    limited = time_search(spec, positions)
    full = time_search(spec, positions, time_limit=None)
    name = spec.name
    print(f"{name}  search bot, the page's settings ({shown}), {len(positions)} {what} with a choice:")
    print(f"{name}    with the page's {limit} s limit: iterations reached per decision median "
          f"{statistics.median(limited.iterations):.0f}, worst {min(limited.iterations)} of {budget}; "
          f"decision median {statistics.median(limited.seconds):.3f} s, worst {max(limited.seconds):.3f} s")
    print(f"{name}    limit off, the full {budget} iterations: decision median {statistics.median(full.seconds):.3f} s, "
          f"worst {max(full.seconds):.3f} s")
