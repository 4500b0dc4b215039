"""`make numbers`: the simulations behind the "By the numbers" pages, one JSON file per game in data/numbers/.

Each file keeps every run's settings, the command that plays it again (``python -m engine.simulate ...``),
its summary (engine/simulate.py) and the engine's version and commit. The book only reads these files
and draws them; tests/test_numbers_data.py plays the first games of every run again and fails when the
engine no longer agrees with a file (then run `make numbers` again).

    python tools/make_numbers.py [GAME ...] [--workers K] [--scale F]

``--scale`` multiplies every run's number of games (0.1 for a quick try; the book's files use 1).
"""
from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine import game, games  # noqa: E402
from engine.runner import engine_commit, engine_version  # noqa: E402
from engine.simulate import seat_kinds, simulate  # noqa: E402

OUT = ROOT / "data" / "numbers"

#: games per run: the whole table by default, fewer for each variant, other table sizes and the levels
BASE_GAMES = {"machiavelli": 600, "frederik": 1000}
BASE_DEFAULT = 2000
OTHER_GAMES = {"machiavelli": 150, "frederik": 300}
OTHER_DEFAULT = 500
#: a computer player of a level thinks: fewer games
LEVEL_GAMES = 100
PLAYER_COUNTS = {"bisca": (2, 3, 4, 5, 6), "frederik": (2, 3, 4, 5, 6), "machiavelli": (2, 3, 4, 5, 6)}
#: variants left out: a seat number chosen as first player beyond seat 1 (the same as seat 0 turned round),
#: the table's clock and the stakes (they change no move and no winner), Machiavelli's failed operations
#: (a computer player never attempts one) and a Skèmino cap that only counts with another option
SKIPPED: dict[str, set[tuple[str, object]]] = {
    "bisca": {("first_player_policy", 1)},
    "frederik": {("first_player", 1)},
    "machiavelli": {("turn_timer_seconds", 60), ("stake_per_card", 5), ("failed_operation_penalty", 0),
                    ("failed_operation_penalty", 1), ("failed_operation_restore", "table_only")},
    "skemino": {("max_placements", 12)},
    "scamorra": {("series_check", "end_of_match"), ("series_initiative", "loser_of_previous")},
}
SEED = 2026


def command_line(name: str, games_: int, players: int, seats: list[str], options: dict, seed: int) -> str:
    words = ["python", "-m", "engine.simulate", name, "--games", str(games_), "--players", str(players),
             "--seats", ",".join(seats), "--seed", str(seed)]
    for option, value in options.items():
        words += ["--option", f"{option}={value}"]
    return " ".join(shlex.quote(w) for w in words) + " --json"


def plan(name: str, scale: float) -> list[dict]:
    """Every run of a game's file: the default table, each variant, other table sizes, the levels."""
    spec = game(name)
    players = spec.default_players
    base = max(20, round(BASE_GAMES.get(name, BASE_DEFAULT) * scale))
    other = max(20, round(OTHER_GAMES.get(name, OTHER_DEFAULT) * scale))
    runs = [{"name": "default", "games": base, "players": players, "seats": ["random"] * players, "options": {}}]
    defaults = spec.options().to_dict()
    for option, values in spec.options.variants().items():
        for value in values:
            if value == defaults[option] or (option, value) in SKIPPED.get(name, ()):
                continue
            options = {option: value}
            if name == "scamorra" and option == "series":
                options = {"series": True}
            runs.append({"name": f"{option}={value}", "option": option, "value": value, "games": other,
                         "players": players, "seats": ["random"] * players, "options": options})
    for count in PLAYER_COUNTS.get(name, ()):
        if count != players:
            runs.append({"name": f"players={count}", "games": other, "players": count,
                         "seats": ["random"] * count, "options": {}})
    kinds = seat_kinds(spec)
    if kinds.get("beginner", "random") != "random":
        # one beginner among random players: the ladder's first step, on the default table
        runs.append({"name": "beginner among random", "games": max(20, round(LEVEL_GAMES * scale)), "players": players,
                     "seats": [kinds["beginner"]] + ["random"] * (players - 1), "options": {}})
    return runs


def make(name: str, scale: float, workers: int | None) -> Path:
    started = time.perf_counter()
    runs = []
    for run in plan(name, scale):
        summary = simulate(name, games=run["games"], players=run["players"], seats=run["seats"],
                           options=run["options"], seed=SEED, workers=workers, progress=None)
        runs.append({**run, "seed": SEED,
                     "command": command_line(name, run["games"], run["players"], run["seats"], run["options"], SEED),
                     "summary": summary})
    data = {
        "about": ("Games between computer players summed up by engine/simulate.py for the book's By the numbers "
                  "page; made by `make numbers` (tools/make_numbers.py). Each run's command plays it again."),
        "game": name, "title": game(name).title,
        "command": "make numbers (python tools/make_numbers.py " + name + (f" --scale {scale}" if scale != 1 else "") + ")",
        "engine_version": engine_version(), "engine_commit": engine_commit() or "unknown",
        "seconds": round(time.perf_counter() - started, 1),
        "runs": runs,
    }
    OUT.mkdir(exist_ok=True)
    path = OUT / f"{name}.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Simulate every game for the By the numbers pages.")
    parser.add_argument("games", nargs="*", help="games to simulate (default: every game)")
    parser.add_argument("--workers", type=int, help="processes (default: every core)")
    parser.add_argument("--scale", type=float, default=1.0, help="multiply every run's number of games")
    args = parser.parse_args(argv)
    names = args.games or [spec.name for spec in games()]
    known = [spec.name for spec in games()]
    for name in names:
        if name not in known:
            print(f"numbers: unknown game {name!r}: the games are {', '.join(known)}", file=sys.stderr)
            return 2
    for name in names:
        started = time.perf_counter()
        path = make(name, args.scale, args.workers)
        print(f"{path.relative_to(ROOT)}: {path.stat().st_size / 1024:.0f} KB in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
