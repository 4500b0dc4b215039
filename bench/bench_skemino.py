"""Skèmino figures: random playout speed (legal_actions + apply_trusted, as bots play out) and the
search bot's decision time.

Targets: at least 76,000 steps/s on one quiet core (issue "One contract for every game": 25% above
the 61,000 of the old protocol); the search bot decides within 1 s.
"""
import random
import time

from engine import skemino
from timing import report_search, search_positions


def playout_speed(games: int = 100, rounds: int = 5) -> tuple[float, float, int]:
    """Steps per second of random playouts, wall clock and process CPU time: the best of ``rounds``
    runs of the same ``games`` games (on a shared machine the best round is the least disturbed)."""
    best_wall = best_cpu = 0.0
    for _ in range(rounds):
        rng = random.Random(0)
        steps = 0
        wall, cpu = time.perf_counter(), time.process_time()
        for seed in range(games):
            state = skemino.new_game(seed=seed)
            while not state.is_terminal():
                state = state.apply_trusted(rng.choice(state.legal_actions()))
                steps += 1
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        best_wall, best_cpu = max(best_wall, steps / wall), max(best_cpu, steps / cpu)
    return best_wall, best_cpu, steps


def main() -> None:
    wall, cpu, steps = playout_speed()
    print(f"skemino random playouts: {wall:,.0f} steps/s wall, {cpu:,.0f} steps/s CPU, best of 5 rounds of "
          f"{steps:,} steps (target >= 76,000 on a quiet core)")
    report_search(skemino.SPEC, search_positions(skemino.SPEC, 12))


if __name__ == "__main__":
    main()
