"""Shared measuring for the benches: how long a computer player takes on positions from random play.

(Not a bench itself: ``make bench`` runs only ``bench/bench_*.py``.)
"""
from __future__ import annotations

import random
import time
from typing import Callable


def decision_times(start: Callable[[int], object], make_bot: Callable[[int], object], samples: int,
                   longest: Callable[[object], int] = lambda state: 30) -> list[float]:
    """Seconds the bot takes to choose, on ``samples`` positions: game ``seed`` from ``start(seed)``,
    played at random for up to ``longest(state)`` steps (the same positions on every run)."""
    times = []
    rng = random.Random(1)
    for seed in range(samples):
        state = start(seed)
        for _ in range(rng.randrange(0, longest(state))):
            if state.is_terminal():
                break
            state = state.apply_trusted(rng.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        bot = make_bot(seed)
        began = time.perf_counter()
        bot.choose(state)
        times.append(time.perf_counter() - began)
    return times
