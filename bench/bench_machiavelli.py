"""Machiavelli speed and quality figures (printed, never asserted).

1. best_lay (HiGHS, and the pure-Python exact solver used where scipy is missing) against the PyPI
   solver ``machiavelli`` 0.1.0 (a cvxpy integer program), on the same 100 random positions: a 40-card
   table of valid combinations and a 13-card hand, both from two decks.
   Targets: never fewer cards laid than the peer where the rules agree, median time at most half the
   peer's, the worst of 100 within 1 s.
   Then both solvers on the tables of 80 cards or more of a long ladder match (nearly both decks).
2. Random playouts (``legal_actions`` then ``apply_trusted``, as bots play): steps per second (target >=
   21,000 on a quiet machine, a quarter above the 16,800 measured before the engine contract).
3. The search bot with the page's settings (``machiavelli.SPEC.bot_settings``): the iterations it reaches
   within the page's time limit (which is what answers in time), and how long the page's full iteration
   budget takes with the limit off, on positions with a choice.

Run: ``python bench/bench_machiavelli.py`` (``--positions N`` to change the sample). The peer is optional
and bench-only. Its metadata pins ``numpy~=1.11`` (so pip would downgrade the project's numpy 2); it runs
fine on numpy 2, so install its requirements first and then the package without them:
``pip install cvxpy cvxopt termcolor colorama && pip install --no-deps machiavelli==0.1.0``.
Without it only our figures are printed.
Timings are taken position by position, ours then the peer's, and both wall-clock and CPU time are given:
on a loaded machine the CPU times are the fairer comparison.
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

from engine.bots import RandomBot  # noqa: E402
from engine.machiavelli import PACK, SPEC, best_lay, candidate_melds, is_valid_table, new_game  # noqa: E402


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


def timed(fn, *args):
    """``fn(*args)`` with its wall-clock and CPU (process) times in seconds."""
    wall, cpu = time.perf_counter(), time.process_time()
    result = fn(*args)
    return result, time.perf_counter() - wall, time.process_time() - cpu


def bench_solver(n: int, seed: int) -> None:
    """Ours and the peer on each position in turn (interleaved, so that both see the same machine load)."""
    rng = random.Random(seed)
    positions = [random_position(rng) for _ in range(n)]
    warm = random_position(random.Random(-1))
    best_lay(*warm)  # warm-up: the first call imports scipy.optimize (~1 s)
    solver, why = load_peer()
    if solver is not None:
        peer_lay(solver, *warm)  # the same warm-up for the peer
    ours, our_wall, our_cpu = [], [], []
    pure, pure_wall, pure_cpu = [], [], []
    theirs, their_wall, their_cpu, failures = [], [], [], 0
    for table, hand in positions:
        lay, wall, cpu = timed(best_lay, table, hand, True, "highs")
        assert is_valid_table(lay.table)
        ours.append(lay.count)
        our_wall.append(wall)
        our_cpu.append(cpu)
        lay, wall, cpu = timed(best_lay, table, hand, True, "python")
        assert is_valid_table(lay.table)
        pure.append(lay.count)
        pure_wall.append(wall)
        pure_cpu.append(cpu)
        if solver is None:
            continue
        try:
            count, wall, cpu = timed(peer_lay, solver, table, hand)
        except Exception as err:  # noqa: BLE001
            count, wall, cpu = -1, float("nan"), float("nan")
            failures += 1
            print(f"  peer failed on a position: {type(err).__name__}: {err}")
        theirs.append(count)
        their_wall.append(wall)
        their_cpu.append(cpu)

    def ms(values):
        return f"median {statistics.median(values) * 1000:.1f} ms, worst {max(values) * 1000:.1f} ms"

    print(f"best_lay (ours: HiGHS through scipy, LP relaxation first, MILP when it is fractional), {n} positions "
          "(40-card table, 13-card hand, two decks):")
    print(f"  cards laid: mean {statistics.mean(ours):.2f}, total {sum(ours)}")
    print(f"  wall time: {ms(our_wall)}; CPU time: {ms(our_cpu)}")
    same = sum(p == o for p, o in zip(pure, ours))
    print("pure-Python exact solver (dynamic programme, used where scipy is missing), same positions:")
    print(f"  cards laid: total {sum(pure)}; equal to HiGHS on {same} of {n} positions")
    print(f"  wall time: {ms(pure_wall)}; CPU time: {ms(pure_cpu)}")
    if solver is None:
        print(f"  peer: not run: {why}")
        return
    print("peer (PyPI machiavelli 0.1.0: a cvxpy integer program):")
    print(f"  cards laid: mean {statistics.mean(theirs):.2f}, total {sum(theirs)}, failures {failures}")
    print(f"  wall time: {ms(their_wall)}; CPU time: {ms(their_cpu)}")
    more = sum(o > t for o, t in zip(ours, theirs))
    fewer = [(i, o, t) for i, (o, t) in enumerate(zip(ours, theirs)) if o < t]
    agree_fewer = [i for i, _, _ in fewer if not has_ace_run_option(*positions[i])]
    print(f"  comparison: ours lays more on {more}, the same on {n - more - len(fewer)}, fewer on {len(fewer)} "
          f"(of which {len(agree_fewer)} where no ace can sit in a run, i.e. where the rules surely agree)")
    for i, o, t in fewer:
        print(f"    position {i}: ours {o}, peer {t}")
    for name, a, b in (("wall", our_wall, their_wall), ("CPU", our_cpu, their_cpu)):
        print(f"  median {name} time ratio ours/peer: {statistics.median(a) / statistics.median(b):.3f} "
              "(target <= 0.5)")


def bench_full_tables(match: int = 5, seed: int = 7) -> None:
    """Both solvers on the turns of a long ladder match whose table holds 80 cards or more: every card of
    both decks nearly twice over, the most arrangements there are (the browser has only the pure-Python
    solver, and meets these tables late in a long match)."""
    from engine.coach.measure import ladder_game

    states = ladder_game("machiavelli", match, seed)[0].states()
    full = [s for s in states if not s.is_terminal() and not s.opening and sum(len(m) for m in s.table) >= 80]
    same, pure_cpu, highs_cpu = 0, [], []
    for state in full:
        hand = state.hands[state.current_player]
        highs, _, cpu = timed(best_lay, state.table, hand, True, "highs")
        highs_cpu.append(cpu)
        pure, _, cpu = timed(best_lay, state.table, hand, True, "python")
        pure_cpu.append(cpu)
        same += pure.count == highs.count
    print(f"tables of 80 cards or more: the {len(full)} turns of ladder match {match} (seed {seed}) that have one:")
    print(f"  pure-Python solver CPU time: median {statistics.median(pure_cpu) * 1000:.1f} ms, worst "
          f"{max(pure_cpu) * 1000:.1f} ms; HiGHS median {statistics.median(highs_cpu) * 1000:.1f} ms, worst "
          f"{max(highs_cpu) * 1000:.1f} ms; the same cards laid on {same} of {len(full)}")


def bench_playouts(seconds: float, seed: int) -> None:
    """Random playouts as bots run them: ``legal_actions()`` then ``apply_trusted`` on every step."""
    steps, games = 0, 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        state = new_game(players=3, seed=seed + games)
        bot = RandomBot(seed + games)
        while not state.is_terminal():
            state = state.apply_trusted(bot.choose(state))
            steps += 1
        games += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"random playouts (legal_actions + apply_trusted): {steps} steps in {games} matches of 4 hands: "
          f"{steps / elapsed:.0f} steps/s of wall time, {steps / cpu:.0f} steps per CPU second "
          "(target >= 21,000 on a quiet machine)")


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--playout-seconds", type=float, default=5.0)
    parser.add_argument("--decisions", type=int, default=20)
    args = parser.parse_args(argv)
    if args.positions > 0:
        bench_solver(args.positions, args.seed)
        bench_full_tables()
    if args.playout_seconds > 0:
        bench_playouts(args.playout_seconds, args.seed)
    if args.decisions > 0:
        from timing import report_search, search_positions     # here: the tests load this file from elsewhere

        report_search(SPEC, search_positions(SPEC, args.decisions, players=lambda seed: 3), "3-player positions")


if __name__ == "__main__":
    main()
