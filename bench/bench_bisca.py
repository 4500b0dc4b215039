"""Bisca figures: random playout speed (legal_actions + apply_trusted, as bots play out), the
checked path (apply) for comparison, memory, and the search bot's decision time and strength.

Targets: at least 81,000 trusted steps/s on one quiet core (issue "One contract for every game":
25% above the 65,000 measured before it). The search bot answers in time because of its own time limit
(the page's settings, ``bisca.SPEC.bot_settings``); the bench reports the iterations it reaches in that
time and how long the page's full budget takes with the limit off.
"""
import random
import statistics
import time
import tracemalloc

from engine import bisca
from engine.bots import SearchBot
from timing import report_search, search_positions


def playout_speed(games: int = 60, players: int = 4, trusted: bool = True) -> tuple[float, int]:
    """Steps per CPU second of random playouts: pick from ``legal_actions()``, then apply it."""
    rng = random.Random(0)
    steps = 0
    start = time.process_time()       # this process's CPU time: other work on the machine counts less
    for seed in range(games):
        state = bisca.new_game(players=players, seed=seed)
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            state = state.apply_trusted(action) if trusted else state.apply(action)
            steps += 1
    return steps / (time.process_time() - start), steps


def strength(games: int = 4) -> tuple[int, float]:
    """Games the search bot wins against three random players, and its mean margin over them."""
    from engine.bots import RandomBot

    wins, margins = 0, []
    for game in range(games):
        state = bisca.new_game(players=4, seed=100 + game)
        bots = [SearchBot(iterations=150, time_limit=None, seed=game, rollout_depth=16)]
        bots += [RandomBot(10 * game + i) for i in range(1, 4)]
        while not state.is_terminal():
            state = state.apply_trusted(bots[state.current_player].choose(state))
        wins += 0 in state.winners()
        margins.append(state.scores[0] - statistics.mean(state.scores[1:]))
    return wins, statistics.mean(margins)


def main() -> None:
    speed, steps = max(playout_speed() for _ in range(3))     # best of three: the least disturbed run
    print(f"bisca  random playouts (apply_trusted): {speed:,.0f} steps/s over {steps:,} steps "
          f"(target >= 81,000 on a quiet core)")
    checked, _ = max(playout_speed(trusted=False) for _ in range(3))
    print(f"bisca  random playouts (apply, checked): {checked:,.0f} steps/s")
    tracemalloc.start()
    state = bisca.new_game(players=4, seed=0)
    while not state.is_terminal():
        state = state.apply_trusted(state.legal_actions()[0])
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    print(f"bisca  one whole game, peak memory: {peak / 1024:.0f} KiB")
    report_search(bisca.SPEC, search_positions(bisca.SPEC, 12, players=lambda seed: 4), "4-player positions")
    wins, margin = strength()
    print(f"bisca  search bot vs three random players: won {wins} of 4 games, mean margin {margin:+.1f} points")


if __name__ == "__main__":
    main()
