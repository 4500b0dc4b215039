"""The computer players' ladder of every game (engine/ladder.py): each level against the one below it
(or every other), under iteration budgets alone, so the win shares do not depend on the machine or its load; only the
decision times (CPU seconds) do.

Goals (issue 18, item 4): each level beats the one below it in at least 65% of two-player games, and
in games of more players one seat of the higher level among the lower wins at least 1.6 times its
fair share; the beginner beats random by the same margins; Machiavelli's strong player beats the
greedy solver player (its intermediate); the worst decision takes at most ~0.3 s in CPython (the
reader's browser is 2-4 times slower: within 1 s there).

A fresh, smaller ladder than the book's (``--games``, default 16 per pair, each level against the one
below it unless ``--all-pairs``; the book's files in data/ladder/ are made by ``python -m engine.ladder
GAME --write``, the command each file records), then the book's file for comparison when there is
one. ``--write`` replaces the book's files with this run.
"""
from __future__ import annotations

import argparse
import os
import time

from engine import game as engine_game
from engine import games as all_games
from engine.ladder import format_ladder, ladder_levels, play_ladder, read_ladder, write_ladder

GOAL_TWO, GOAL_MANY, WORST_DECISION = 0.65, 1.6, 0.3


def verdicts(ladder: dict) -> list[str]:
    """Each neighbouring pair of levels against its goal, and the worst decision time."""
    lines = []
    levels = ladder["levels"]
    for weaker, stronger in zip(levels, levels[1:]):
        m = next(m for m in ladder["matchups"] if m["weaker"] == weaker and m["stronger"] == stronger)
        if ladder["players"] == 2:
            met = m["share"] >= GOAL_TWO
            figure = f"{100 * m['share']:.0f}% (goal {100 * GOAL_TWO:.0f}%)"
        else:
            met = m["times_fair"] >= GOAL_MANY
            figure = f"{m['times_fair']:.2f}x fair share (goal {GOAL_MANY}x)"
        lines.append(f"{stronger} over {weaker}: {figure} {'met' if met else 'NOT met'}")
    worst = max(t["worst_s"] for t in ladder["decision_times"].values())
    lines.append(f"worst decision {worst:.3f} s CPU ({'within' if worst <= WORST_DECISION else 'ABOVE'} "
                 f"the {WORST_DECISION} s budget)")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=16, help="games per pair of levels (default 16)")
    parser.add_argument("--only", help="comma-separated games (default: every game)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--all-pairs", action="store_true",
                        help="every pair of levels (default: each level against the one below it)")
    parser.add_argument("--write", action="store_true", help="write data/ladder/<game>.json from this run")
    args = parser.parse_args()
    names = args.only.split(",") if args.only else [spec.name for spec in all_games()]
    for name in names:
        began = time.perf_counter()
        levels = ladder_levels(engine_game(name))
        pairs = None if args.all_pairs else list(zip(levels, levels[1:]))
        ladder = play_ladder(name, games=args.games, workers=args.workers, pairs=pairs)
        print(format_ladder(ladder))
        for line in verdicts(ladder):
            print(f"{name}    {line}")
        print(f"{name}    ({time.perf_counter() - began:.0f} s on {args.workers} workers)")
        if args.write:
            print(f"{name}    written to {write_ladder(ladder, command=f'python bench/bench_ladder.py --games {args.games} --only {name} --write')}")
            continue
        try:
            book = read_ladder(name)
        except FileNotFoundError:
            print(f"{name}    (no ladder in data/ladder/ yet)")
            continue
        print(f"{name}    the book's ladder ({book['games_per_pair']} games per pair, {book['engine_version']}):")
        for line in verdicts(book):
            print(f"{name}      {line}")


if __name__ == "__main__":
    main()
