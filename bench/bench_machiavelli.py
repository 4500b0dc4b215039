"""Machiavelli speed and quality figures (printed, never asserted).

1. best_lay against the PyPI solver ``machiavelli`` 0.1.0 (a cvxpy integer program), on the same 100
   random positions: a 40-card table of valid combinations and a 13-card hand, both from two decks.
   Targets: never fewer cards laid than the peer where the rules agree, median time at most half the
   peer's, the worst of 100 within 1 s.
2. Random playouts: steps per second (target >= 2,000).
3. engine.bots.SearchBot: seconds per decision (target <= 1 s).

Run: ``python bench/bench_machiavelli.py`` (``--positions N`` to change the sample). The peer is optional:
``pip install machiavelli==0.1.0``; without it only our own figures are printed.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.bots import RandomBot, SearchBot  # noqa: E402
from engine.machiavelli import PACK, best_lay, candidate_melds, is_valid_table, new_game  # noqa: E402


def random_position(rng: random.Random, table_size: int = 40, hand_size: int = 13):
    """A valid table of exactly ``table_size`` cards and a hand dealt from the rest of the 104."""
    while True:
        pool = Counter(PACK)
        table, count = [], 0
        while count < table_size:
            options = [m for m in candidate_melds(pool) if count + len(m) <= table_size]
            if not options:
                break
            meld = rng.choice(options)
            table.append(meld)
            count += len(meld)
            pool -= Counter(meld)
        if count == table_size:
            rest = list(pool.elements())
            rng.shuffle(rest)
            return table, rest[:hand_size]


def peer_code(card) -> str:
    rank = {14: "1", 10: "t", 11: "j", 12: "q", 13: "k"}.get(card.rank, str(card.rank))
    return rank + card.suit.lower()


def load_peer():
    try:
        from machiavelli.solver import Solver  # the PyPI package, not engine.machiavelli
    except Exception as err:  # noqa: BLE001 - report any reason the peer cannot run
        return None, f"cannot import the peer package 'machiavelli' ({type(err).__name__}: {err})"
    return Solver(quiet=True, pretty=False, color=False, emoji=False), None


def peer_lay(solver, table, hand) -> int:
    table_codes = [peer_code(c) for m in table for c in m]
    hand_codes = [peer_code(c) for c in hand]
    groups = solver.solve(table_codes + hand_codes, hand_codes)
    if groups is None:
        return -1
    return sum(len(g) for g in groups) - len(table_codes)


def has_ace_run_option(table, hand) -> bool:
    """True if any ace could sit in a run here (the one place where the two rule sets may differ)."""
    cards = [c for m in table for c in m] + list(hand)
    suits_with_ace = {c.suit for c in cards if c.rank == 14}
    return any(c.suit in suits_with_ace and c.rank in (2, 3, 12, 13) for c in cards)


def bench_solver(n: int, seed: int) -> None:
    rng = random.Random(seed)
    positions = [random_position(rng) for _ in range(n)]
    best_lay(*random_position(random.Random(-1)))  # warm-up: the first call imports scipy.optimize (~1 s)
    ours, our_times = [], []
    for table, hand in positions:
        start = time.perf_counter()
        lay = best_lay(table, hand)
        our_times.append(time.perf_counter() - start)
        assert is_valid_table(lay.table)
        ours.append(lay.count)
    print(f"best_lay (ours, HiGHS via scipy: LP relaxation, milp when it is fractional) on {n} positions (40-card table, 13-card hand):")
    print(f"  cards laid: mean {statistics.mean(ours):.2f}, total {sum(ours)}")
    print(f"  time: median {statistics.median(our_times) * 1000:.1f} ms, worst {max(our_times) * 1000:.1f} ms")
    solver, why = load_peer()
    if solver is None:
        print(f"  peer: not run: {why}")
        return
    peer_lay(solver, *random_position(random.Random(-1)))  # the same warm-up for the peer
    theirs, their_times, failures = [], [], 0
    for table, hand in positions:
        start = time.perf_counter()
        try:
            count = peer_lay(solver, table, hand)
        except Exception as err:  # noqa: BLE001
            count = -1
            failures += 1
            print(f"  peer failed on a position: {type(err).__name__}: {err}")
        their_times.append(time.perf_counter() - start)
        theirs.append(count)
    print("peer (PyPI machiavelli 0.1.0, cvxpy):")
    print(f"  cards laid: mean {statistics.mean(theirs):.2f}, total {sum(theirs)}, failures {failures}")
    print(f"  time: median {statistics.median(their_times) * 1000:.1f} ms, worst {max(their_times) * 1000:.1f} ms")
    more = sum(o > t for o, t in zip(ours, theirs))
    fewer = [(i, o, t) for i, (o, t) in enumerate(zip(ours, theirs)) if o < t]
    agree_fewer = [i for i, _, _ in fewer if not has_ace_run_option(*positions[i])]
    print(f"  comparison: ours lays more on {more}, the same on {n - more - len(fewer)}, fewer on {len(fewer)} "
          f"(of which {len(agree_fewer)} where no ace can sit in a run, i.e. where the rules agree)")
    for i, o, t in fewer:
        print(f"    position {i}: ours {o}, peer {t}")
    ratio = statistics.median(our_times) / statistics.median(their_times)
    print(f"  median time ratio ours/peer: {ratio:.3f} (target <= 0.5)")


def bench_playouts(seconds: float, seed: int) -> None:
    steps, games = 0, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = new_game(players=3, seed=seed + games)
        bot = RandomBot(seed + games)
        while not state.is_terminal():
            state = state.apply(bot.choose(state))
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    print(f"random playouts: {steps} steps in {games} matches of 4 hands, {steps / elapsed:.0f} steps/s "
          "(target >= 2,000)")


def bench_search(decisions: int, seed: int) -> None:
    rng = random.Random(seed)
    times, iterations = [], []
    for k in range(decisions):
        state = new_game(players=3, seed=seed + k, first_turn="normal")
        for _ in range(rng.randrange(0, 25)):
            if state.is_terminal():
                break
            state = state.apply(rng.choice(state.legal_actions()))
        if state.is_terminal():
            continue
        bot = SearchBot(seed=k)
        start = time.perf_counter()
        action = bot.choose(state)
        times.append(time.perf_counter() - start)
        iterations.append(bot.last_iterations)
        assert action in state.legal_actions()
    print(f"SearchBot (default budget): {len(times)} decisions, median {statistics.median(times):.3f} s, "
          f"worst {max(times):.3f} s (target <= 1 s), median iterations {statistics.median(iterations)}")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--playout-seconds", type=float, default=5.0)
    parser.add_argument("--decisions", type=int, default=10)
    args = parser.parse_args(argv)
    bench_solver(args.positions, args.seed)
    if args.playout_seconds > 0:
        bench_playouts(args.playout_seconds, args.seed)
    if args.decisions > 0:
        bench_search(args.decisions, args.seed)


if __name__ == "__main__":
    main()
