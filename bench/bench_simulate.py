"""Simulation speed (engine/simulate.py, issue 18): the summary of 1,000 games between random players
of every game, on every core, as `python -m engine.simulate GAME --games 1000` gives it.

Target: each game's 1,000 within 60 s on the project's 2-core machine. Wall-clock time depends on what
else the machine runs: the load average is printed beside the figures, with the CPU time the workers
used (steady under load): on a quiet machine the run takes about that divided by the workers.
"""
import os
import resource
import time

from engine import games
from engine.simulate import simulate

GAMES = 1000
TARGET_SECONDS = 60.0


def main() -> None:
    workers = os.cpu_count() or 1
    print(f"{GAMES} games between random players, {workers} workers, load average "
          f"{os.getloadavg()[0]:.1f} at the start (target: {TARGET_SECONDS:.0f} s each)")
    for spec in games():
        started = time.perf_counter()
        cpu_before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
        summary = simulate(spec.name, games=GAMES, workers=workers)
        seconds = time.perf_counter() - started
        cpu = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - cpu_before
        verdict = "ok" if seconds <= TARGET_SECONDS else "SLOWER than the target"
        print(f"  {spec.title:<28} {seconds:6.1f} s, {cpu:6.1f} CPU s in the workers  ({summary['players']} players, "
              f"{summary['mean_actions']['value']:.0f} actions a game, "
              f"{GAMES * summary['mean_actions']['value'] / seconds:,.0f} actions/s)  {verdict}")


if __name__ == "__main__":
    main()
