"""La Scamorra figures: random playout speed (legal_actions + apply_trusted, as bots play out) and the
search bot's decision time.

Targets: at least 50,000 steps/s; the search bot (the play page's settings) decides within 1 s.
"""
import random
import time

from engine import scamorra
from timing import report_search, search_positions


def playout_speed(games: int = 1500) -> tuple[float, float, int]:
    """Steps per second, wall clock and process CPU time (CPU time is steadier on a busy machine)."""
    rng = random.Random(0)
    steps = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for seed in range(games):
        state = scamorra.new_game(seed=seed)
        while not state.is_terminal():
            state = state.apply_trusted(rng.choice(state.legal_actions()))
            steps += 1
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return steps / wall, steps / cpu, steps


def search_against_random(matches: int = 10) -> tuple[int, int, int]:
    """Wins, draws and losses of the search bot (South) against the random player (North)."""
    wins = draws = losses = 0
    for seed in range(matches):
        state = scamorra.new_game(seed=seed)
        bots = [scamorra.SPEC.make_bot("search", seed=seed, time_limit=None, iterations=150),
                scamorra.SPEC.make_bot("random", seed=seed)]
        while not state.is_terminal():
            state = state.apply_trusted(bots[state.current_player].choose(state))
        winner = state.outcome.winner
        wins += winner == 0
        draws += winner is None
        losses += winner == 1
    return wins, draws, losses


def main() -> None:
    wall, cpu, steps = playout_speed()
    print(f"scamorra random playouts: {wall:,.0f} steps/s wall, {cpu:,.0f} steps/s CPU over {steps:,} steps "
          "(target >= 50,000)")
    report_search(scamorra.SPEC, search_positions(scamorra.SPEC, 16))
    wins, draws, losses = search_against_random()
    print(f"scamorra search bot (South) against random (North): {wins} won, {draws} drawn, {losses} lost")


if __name__ == "__main__":
    main()
