"""The computer players' ladder: a round-robin of every level against every other, with ratings.

For each pair of levels (the weaker and the stronger by the ladder's order) the ladder plays seeded
games: two-player games alternate the seats, and in games of more players one seat of the stronger
level sits among weaker ones (in turn in every seat), which is the table a person meets when they
try a harder opponent. Every bot plays under its iteration budget alone (``time_limit=None``), so
the figures are the same on any machine and under any load; only the decision times depend on it
(CPU time of the process, so a busy machine counts less).

The results are fitted with Luce's choice model (Bradley-Terry when two play): each level has a
strength ``gamma`` and a seat wins a game with probability ``gamma / (sum of the table's gammas)``.
Ratings are on the Elo scale (``400 log10 gamma``, random at 0), with 95% intervals from a bootstrap
over the games; a matchup's win share has a Wilson interval.

>>> from engine.ladder import fit_ratings
>>> table = [{"seats": ["a", "b"], "returns": [1.0, 0.0]}] * 3 + [{"seats": ["b", "a"], "returns": [1.0, 0.0]}]
>>> ratings = fit_ratings(table, ["a", "b"], anchor="a", bootstrap=0)
>>> ratings["a"]["rating"], ratings["b"]["rating"] < 0
(0.0, True)

Command line: ``python -m engine.ladder GAME [--games N] [--levels a,b,...] [--players P] [--seed S]
[--workers K] [--pairs all|neighbours] [--bootstrap B] [--json] [--write [DIR]]`` (``--write`` writes ``data/ladder/<game>.json``,
the file the book's "By the numbers" pages read: :func:`read_ladder`).
"""
from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import random
import statistics
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from .bots import LEVELS
from .core import GameSpec, game as game_spec
from .runner import engine_commit, engine_version, map_in_order, play_game
from .stats import wilson

#: Where ``--write`` puts each game's ladder for the book by default: ``data/ladder/<game>.json``.
DEFAULT_DIR = Path(__file__).resolve().parent.parent / "data" / "ladder"
#: How many bootstrap resamples give the ratings' intervals.
BOOTSTRAP = 300


def ladder_levels(spec: GameSpec) -> list[str]:
    """The game's computer players from the weakest up: the spec's ``ladder`` if it gives one, else
    random first and the others in the order the spec lists them."""
    order = list(getattr(spec, "ladder", ()) or ())
    if order:
        return order
    return [name for name in LEVELS if name in spec.bots]


def play_one(game: str, seats: Sequence[str], deal: int, bot_seed: int, options: dict | None = None,
             settings: dict | None = None) -> dict:
    """One game: ``seats`` names each seat's bot; the deal is seeded by ``deal``, each bot by
    ``bot_seed`` and its seat. Returns the seats, their returns (a win shared among winners, summing
    to 1), the number of actions and each seat's decision CPU times."""
    spec = game_spec(game)
    settings = settings or {}
    state = spec.start(seed=deal, players=len(seats), **(options or {}))
    bots = [spec.make_bot(name, 7919 * bot_seed + seat, budget_only=True, **settings.get(name, {}))
            for seat, name in enumerate(seats)]
    played = play_game(state, bots)
    returns = list(played.state.returns())
    total = sum(returns)
    returns = [r / total for r in returns] if total > 0 else [1 / len(seats)] * len(seats)
    return {"seats": list(seats), "deal": deal, "returns": returns, "actions": played.actions, "times": played.times}


def _play_task(task: tuple) -> dict:
    return play_one(*task)


def matchup_tasks(game: str, stronger: str, weaker: str, games: int, players: int, seed: int,
                  options: dict | None, settings: dict | None) -> list[tuple]:
    """The games of one pair of levels: one ``stronger`` seat among ``weaker`` ones, in turn in every
    seat; deal ``seed + k`` for the k-th game (every pair of levels meets the same deals)."""
    tasks = []
    for k in range(games):
        seats = [weaker] * players
        seats[k % players] = stronger
        tasks.append((game, tuple(seats), seed + k, seed + k, options, settings))
    return tasks


def play_games(tasks: list[tuple], workers: int = 1, progress: Callable[[int, int], None] | None = None) -> list[dict]:
    """Play ``tasks`` (``play_one``'s arguments), on ``workers`` processes; results in task order."""
    return map_in_order(_play_task, tasks, workers, progress)


# --- figures -------------------------------------------------------------------------------------

def matchup_figures(results: list[dict], stronger: str, players: int) -> dict:
    """The stronger seat's win share over a matchup's games, its interval, and that share as a
    multiple of a fair share (1/players)."""
    shares = [sum(r for name, r in zip(g["seats"], g["returns"]) if name == stronger) for g in results]
    n = len(shares)
    share = sum(shares) / n if n else 0.0
    low, high = wilson(share * n, n)
    fair = 1 / players
    return {"games": n, "share": share, "share_ci": [low, high], "fair_share": fair,
            "times_fair": share / fair, "times_fair_ci": [low / fair, high / fair]}


def _luce_fit(games: list[dict], levels: list[str], prior: float = 0.5, rounds: int = 500) -> dict[str, float]:
    """Strengths of Luce's choice model by Hunter's MM iterations. ``prior``: each pair of levels is
    also given one virtual two-player game split evenly, so a level that never wins stays finite."""
    index = {name: i for i, name in enumerate(levels)}
    tables: list[tuple[list[int], float]] = []
    wins = [0.0] * len(levels)
    for g in games:
        counts = [0] * len(levels)
        for name, share in zip(g["seats"], g["returns"]):
            counts[index[name]] += 1
            wins[index[name]] += share
        tables.append((counts, 1.0))
    for a, b in itertools.combinations(range(len(levels)), 2):
        counts = [0] * len(levels)
        counts[a] = counts[b] = 1
        tables.append((counts, 2 * prior))   # weight 2*prior: one win of `prior` for each
        wins[a] += prior
        wins[b] += prior
    # Merge identical tables (a ladder has few kinds) so each MM round is short.
    merged: dict[tuple, float] = {}
    for counts, weight in tables:
        merged[tuple(counts)] = merged.get(tuple(counts), 0.0) + weight
    gamma = [1.0] * len(levels)
    for _ in range(rounds):
        denominators = [0.0] * len(levels)
        for merged_counts, weight in merged.items():
            total = sum(c * g for c, g in zip(merged_counts, gamma))
            for i, c in enumerate(merged_counts):
                if c:
                    denominators[i] += weight * c / total
        new = [w / d if d > 0 else g for w, d, g in zip(wins, denominators, gamma)]
        scale = math.exp(sum(math.log(x) for x in new) / len(new))
        new = [x / scale for x in new]
        if max(abs(math.log(x / y)) for x, y in zip(new, gamma)) < 1e-9:
            gamma = new
            break
        gamma = new
    return {name: gamma[i] for name, i in index.items()}


def fit_ratings(games: list[dict], levels: list[str], anchor: str | None = None, bootstrap: int = BOOTSTRAP,
                seed: int = 0) -> dict[str, dict]:
    """Each level's rating on the Elo scale (``400 log10 gamma``, ``anchor`` at 0: random, or the
    first level), with a 95% interval from ``bootstrap`` resamples of the games (within each pair
    of levels, so every matchup keeps its size)."""
    anchor = anchor or levels[0]

    def elo(fit: dict[str, float]) -> dict[str, float]:
        return {name: 400 * math.log10(fit[name] / fit[anchor]) for name in levels}

    point = elo(_luce_fit(games, levels))
    out: dict[str, dict[str, Any]] = {name: {"rating": round(point[name], 1)} for name in levels}
    if bootstrap <= 0:
        return out
    groups: dict[tuple, list[dict]] = {}
    for g in games:
        groups.setdefault(tuple(sorted(set(g["seats"]))), []).append(g)
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {name: [] for name in levels}
    for _ in range(bootstrap):
        resampled = [rng.choice(group) for group in groups.values() for _ in group]
        for name, value in elo(_luce_fit(resampled, levels, rounds=200)).items():
            samples[name].append(value)
    for name in levels:
        values = sorted(samples[name])
        low = values[int(0.025 * (len(values) - 1))]
        high = values[int(math.ceil(0.975 * (len(values) - 1)))]
        out[name]["ci"] = [round(low, 1), round(high, 1)]
    return out


def decision_times(results: list[dict]) -> dict[str, dict]:
    """Per level: decisions timed, median and worst CPU seconds of a decision."""
    by_level: dict[str, list[float]] = {}
    for g in results:
        for name, times in zip(g["seats"], g["times"]):
            by_level.setdefault(name, []).extend(times)
    return {name: {"decisions": len(t), "median_s": statistics.median(t) if t else 0.0, "worst_s": max(t, default=0.0)}
            for name, t in by_level.items()}


def play_ladder(game: str, levels: Sequence[str] | None = None, games: int = 40, players: int | None = None,
                seed: int = 0, workers: int = 1, options: dict | None = None, settings: dict | None = None,
                pairs: Sequence[tuple[str, str]] | None = None, bootstrap: int = BOOTSTRAP,
                progress: Callable[[int, int], None] | None = None) -> dict:
    """The round-robin ladder of ``game``: ``games`` seeded games for every pair of ``levels`` (the
    game's ladder order, weakest first, by default) at ``players`` seats (the game's default).

    ``pairs`` limits it to given ``(weaker, stronger)`` pairs; ``settings`` gives a bot's settings
    over the table's (``{"strong": {"iterations": 100}}``); ``options`` the game's options.
    Returns a JSON-ready dict: ``levels``, ``matchups`` (each with the stronger level's win share,
    its interval and multiple of a fair share), ``ratings`` (Elo scale, random at 0, 95% interval),
    ``decision_times`` (CPU seconds) and the settings each level played with.
    """
    spec = game_spec(game)
    levels = list(levels or ladder_levels(spec))
    unknown = [name for name in levels if name not in spec.bots]
    if unknown:
        raise ValueError(f"{game} has no computer player {unknown[0]!r}: it has "
                         f"{', '.join(repr(n) for n in spec.bots)}")
    if len(levels) < 2:
        raise ValueError("a ladder needs at least two levels")
    players = players or spec.default_players
    if not spec.min_players <= players <= spec.max_players:
        raise ValueError(f"{spec.title} is for {spec.min_players} to {spec.max_players} players, not {players}")
    if games < 1:
        raise ValueError(f"a ladder plays at least one game per pair, not {games}")
    rank = {name: i for i, name in enumerate(levels)}
    if pairs is None:
        pairs = list(itertools.combinations(levels, 2))
    pairs = [(low, high) for low, high in (sorted(p, key=rank.__getitem__) for p in pairs)]
    tasks: list[tuple] = []
    for weaker, stronger in pairs:
        tasks += matchup_tasks(game, stronger, weaker, games, players, seed, options, settings)
    results = play_games(tasks, workers, progress)
    matchups = []
    for k, (weaker, stronger) in enumerate(pairs):
        chunk = results[k * games:(k + 1) * games]
        matchups.append({"stronger": stronger, "weaker": weaker, "players": players,
                         **matchup_figures(chunk, stronger, players),
                         "mean_actions": statistics.mean(g["actions"] for g in chunk)})
    anchor = "random" if "random" in levels else levels[0]
    used = {name: {k: v for k, v in {**spec.bot_settings.get(name, {}), **(settings or {}).get(name, {}),
                                     "time_limit": None}.items()}
            for name in levels}
    return {
        "game": game, "title": spec.title, "players": players, "games_per_pair": games, "seed": seed,
        "options": options or {}, "levels": levels,
        "labels": {name: spec.bot_label(name) for name in levels},
        "settings": used, "matchups": matchups,
        "ratings": fit_ratings(results, levels, anchor=anchor, bootstrap=bootstrap, seed=seed),
        "decision_times": decision_times(results),
    }


def format_ladder(ladder: dict) -> str:
    """A ladder in a few lines of text (``make bench`` prints this)."""
    name, players = ladder["game"], ladder["players"]
    lines = [f"{name}  ladder, {players} players, {ladder['games_per_pair']} games per pair "
             f"(one seat of the stronger level among the weaker), iteration budgets:"]
    for m in ladder["matchups"]:
        low, high = m["share_ci"]
        if players == 2:
            figure = f"wins {100 * m['share']:.0f}% [{100 * low:.0f}-{100 * high:.0f}]"
        else:
            figure = (f"wins {100 * m['share']:.0f}% [{100 * low:.0f}-{100 * high:.0f}] = "
                      f"{m['times_fair']:.2f}x fair share [{m['times_fair_ci'][0]:.2f}-{m['times_fair_ci'][1]:.2f}]")
        lines.append(f"{name}    {m['stronger']:>12} vs {m['weaker']:<12} {figure}")
    ratings = ladder["ratings"]
    shown = []
    for level in ladder["levels"]:
        r = ratings[level]
        ci = r.get("ci")
        shown.append(f"{level} {r['rating']:+.0f}" + (f" [{ci[0]:+.0f}, {ci[1]:+.0f}]" if ci else ""))
    lines.append(f"{name}    ratings (Elo scale, random 0): " + "; ".join(shown))
    times = ladder["decision_times"]
    lines.append(f"{name}    decision CPU time median / worst: " + "; ".join(
        f"{level} {1000 * times[level]['median_s']:.1f} / {1000 * times[level]['worst_s']:.0f} ms"
        for level in ladder["levels"] if level in times))
    return "\n".join(lines)


def ladder_file(game: str, directory: Path | str = DEFAULT_DIR) -> Path:
    """The JSON file of ``game``'s ladder in ``directory`` (``data/ladder/<game>.json`` by default)."""
    return Path(directory) / f"{game}.json"


def write_ladder(ladder: dict, directory: Path | str = DEFAULT_DIR, command: str | None = None) -> Path:
    """Write ``ladder`` (as :func:`play_ladder` returns it) to ``<directory>/<game>.json``, with the
    command and engine version that made it and a sentence saying what the figures are."""
    path = ladder_file(ladder["game"], directory)
    data: dict[str, Any] = {
        **ladder, "command": command or "python -m engine.ladder " + ladder["game"],
        "engine_version": engine_version(), "engine_commit": engine_commit(),
        "about": ("Round-robin ladder of the game's computer players (python -m engine.ladder): per pair of "
                  "levels, the stronger level's win share with a Wilson 95% interval (one seat of the stronger "
                  "level among the weaker, in turn in every seat), and that share as a multiple of a fair "
                  "share; ratings on the Elo scale, random at 0, fitted with Luce's choice model (Bradley-Terry "
                  "for two players), 95% bootstrap intervals; decision times are CPU seconds on the machine "
                  "that made the file, every bot under its iteration budget alone.")}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    return path


def read_ladder(game: str, directory: Path | str = DEFAULT_DIR) -> dict:
    """``game``'s ladder as :func:`write_ladder` wrote it (``FileNotFoundError`` naming the command that
    makes it when there is none yet)."""
    path = ladder_file(game, directory)
    if not path.exists():
        raise FileNotFoundError(f"no ladder for {game} at {path}: make it with "
                                f"python -m engine.ladder {game} --write")
    return json.loads(path.read_text())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.ladder", description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=40, help="games per pair of levels (default 40)")
    parser.add_argument("--bootstrap", type=int, default=BOOTSTRAP,
                        help=f"bootstrap resamples for the ratings' intervals (default {BOOTSTRAP})")
    parser.add_argument("--levels", help="comma-separated levels, weakest first (default: the game's ladder)")
    parser.add_argument("--players", type=int, help="seats at the table (default: the game's default)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--pairs", choices=("all", "neighbours"), default="all",
                        help="every pair of levels (default), or each level against the one below it only")
    parser.add_argument("--json", action="store_true", help="print the ladder as one JSON object")
    parser.add_argument("--write", nargs="?", const=str(DEFAULT_DIR),
                        help="write <DIR>/<game>.json (default data/ladder/)")
    args = parser.parse_args(argv)
    try:
        spec = game_spec(args.game)
    except (KeyError, ValueError) as error:
        parser.error(str(error))
    levels = args.levels.split(",") if args.levels else None
    pairs = None
    if args.pairs == "neighbours":
        order = levels or ladder_levels(spec)
        pairs = list(zip(order, order[1:]))

    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty():
            print(f"\r{done}/{total} games", end="" if done < total else "\n", file=sys.stderr, flush=True)

    try:
        ladder = play_ladder(spec.name, levels, games=args.games, players=args.players, seed=args.seed,
                             workers=args.workers, pairs=pairs, bootstrap=args.bootstrap, progress=progress)
    except ValueError as error:
        parser.error(str(error))
    if args.write:
        command = "python -m engine.ladder " + " ".join(argv if argv is not None else sys.argv[1:])
        written = write_ladder(ladder, args.write, command)
        print(f"written to {written}", file=sys.stderr)
    print(json.dumps(ladder, indent=1) if args.json else format_ladder(ladder))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
