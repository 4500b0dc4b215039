"""Many games played by computer players, summed up: who wins, how long games run, how they end.

``python -m engine.simulate GAME --games N [--players P] [--seats KIND[,KIND...]] [--option NAME=VALUE ...]
[--think SECONDS] [--seed S] [--workers K] [--json]`` prints a summary (``--json``: one JSON object);
:func:`simulate` returns the same dictionary for a notebook.

Game ``i`` of a run is dealt and played from seeds drawn from ``(seed, i)`` alone, so a run is the same
whatever the number of workers, and its first ``k`` games are the games of the same run with ``games=k``
(the book's data test re-plays a few that way). A search player given ``--think`` stops on the clock, so
such a run is not reproducible: the summary says so (``"reproducible": false``).

A game may add its own figures in ``engine/<game>/numbers.py``: a ``Facts`` class built on the first state,
told each move (``step(before, after)``) and asked at the end (``result(final)``) for a dict with any of

* ``endings``: ``{kind: count}`` (how the game, or each hand of it, ended),
* ``tallies``: ``{name: {label: [hits, trials]}}`` (a rate per label, e.g. bets met per size),
* ``values``: ``{name: number}`` (a mean over the games, e.g. the share of the seat that placed first),
* ``histograms``: ``{name: {label: count}}`` (e.g. cards laid per turn).

>>> summary = simulate("skemino", games=4, seed=1, workers=1)
>>> summary["games"], round(sum(summary["win_share"]), 9)
(4, 1.0)
>>> simulate("skemino", games=4, seed=1, workers=1) == summary
True
>>> simulate("skemino", games=2, seats=["grandmaster"], workers=1)
Traceback (most recent call last):
...
engine.simulate.SimulationError: unknown seat kind 'grandmaster' for Skèmino: choose ...
"""
from __future__ import annotations

import argparse
import importlib
import json
import math
import os
import sys
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from . import stats
from .core import GameSpec, GameState, game, games as all_games
from .runner import derived_seed, engine_version, play_game

#: the first games' results a summary keeps, so a data file can be checked against the engine
FIRST_GAMES_KEPT = 20
#: below this many games no progress bar is drawn
PROGRESS_FROM = 100


class SimulationError(ValueError):
    """A bad request (unknown game, seat kind or option, a value out of range), said in words."""


# --- settings ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Settings:
    """One run's settings, checked: everything a worker needs to play game ``i`` by itself."""

    game: str
    players: int
    seats: tuple[str, ...]
    options: tuple[tuple[str, Any], ...]
    think: float | None
    seed: int

    def options_dict(self) -> dict[str, Any]:
        return dict(self.options)


def seat_kinds(spec: GameSpec) -> dict[str, str]:
    """Every word a seat may be given, to the computer player it names: the spec's names
    (``random``, ``search``, ``beginner``...), and a one-word label a reader sees where it is unique
    (Machiavelli's ``greedy`` player is its ``strong`` one)."""
    kinds = {name: name for name in spec.bots}
    labels: dict[str, list[str]] = {}
    for name in spec.bots:
        labels.setdefault(str(spec.bot_label(name)), []).append(name)
    for label, names in labels.items():
        if label not in kinds and len(names) == 1 and label.isidentifier():
            kinds[label] = names[0]
    return kinds


def parse_option_value(text: str) -> Any:
    """``--option`` values as a person types them: true/false, none, whole numbers, else text."""
    lowered = text.strip().lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if lowered in ("none", "null"):
        return None
    try:
        return int(text)
    except ValueError:
        return text


def check_settings(game_name: str, games: int, players: int | None = None, seats: Sequence[str] | str | None = None,
                   options: Mapping[str, Any] | None = None, think: float | None = None, seed: int = 0,
                   workers: int | None = None) -> tuple[Settings, int]:
    """The settings checked (``SimulationError`` naming what is wrong), with the number of workers."""
    names = [s.name for s in all_games()]
    if game_name not in names:
        raise SimulationError(f"unknown game {game_name!r}: the games are {', '.join(names)}")
    spec = game(game_name)
    if not isinstance(games, int) or isinstance(games, bool) or games < 1:
        raise SimulationError(f"--games must be a whole number of at least 1, not {games!r}")
    if players is None:
        players = spec.default_players
    if not isinstance(players, int) or isinstance(players, bool) or not spec.min_players <= players <= spec.max_players:
        span = (f"{spec.min_players}" if spec.min_players == spec.max_players
                else f"{spec.min_players} to {spec.max_players}")
        raise SimulationError(f"--players: {spec.title} is for {span} players, not {players!r}")
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise SimulationError(f"--seed must be a whole number of at least 0, not {seed!r}")
    if think is not None and (isinstance(think, bool) or not isinstance(think, (int, float)) or not think > 0):
        raise SimulationError(f"--think must be a number of seconds above 0, not {think!r}")
    if workers is not None and (not isinstance(workers, int) or isinstance(workers, bool) or workers < 1):
        raise SimulationError(f"--workers must be a whole number of at least 1, not {workers!r}")
    kinds = seat_kinds(spec)
    if seats is None:
        seats = ["random"]
    elif isinstance(seats, str):
        seats = [s.strip() for s in seats.split(",")]
    seats = list(seats)
    for kind in seats:
        if kind not in kinds:
            raise SimulationError(f"unknown seat kind {kind!r} for {spec.title}: choose {', '.join(sorted(kinds))}")
    if len(seats) == 1:
        seats = seats * players
    if len(seats) != players:
        raise SimulationError(f"--seats names {len(seats)} seats for {players} players: give one kind for every "
                              f"seat, or one for all")
    options = dict(options or {})
    try:
        spec.options.of(**options)
    except ValueError as refusal:
        raise SimulationError(f"--option: {refusal}") from None
    try:  # a deal that the options refuse together (a first player beyond the table...) is said here
        spec.start(seed=0, players=players, **options)
    except ValueError as refusal:
        raise SimulationError(f"--option: {refusal}") from None
    settings = Settings(game_name, players, tuple(kinds[k] for k in seats), tuple(sorted(options.items())),
                        None if think is None else float(think), seed)
    return settings, workers or min(os.cpu_count() or 1, games)


# --- one game -----------------------------------------------------------------------------------------

def _facts_class(game_name: str) -> Any:
    try:
        module = importlib.import_module(f"engine.{game_name}.numbers")
    except ModuleNotFoundError as missing:
        if missing.name != f"engine.{game_name}.numbers":
            raise
        return None
    return module.Facts


def play_one(settings: Settings, index: int) -> dict:
    """Game ``index`` of a run: each seat's result, the actions applied, the first mover, the game's facts.
    Without ``--think`` a search player runs its full iteration budget: the run depends on the seed alone."""
    spec = game(settings.game)
    state: GameState = spec.start(seed=derived_seed(settings.seed, index), players=settings.players,
                                  **settings.options_dict())
    clock = {} if settings.think is None else {"time_limit": settings.think}
    bots = [spec.make_bot(kind, derived_seed(settings.seed, index, seat), budget_only=settings.think is None, **clock)
            for seat, kind in enumerate(settings.seats)]
    facts_class = _facts_class(settings.game)
    facts = facts_class(state) if facts_class is not None else None
    first_mover = state.current_player
    try:
        played = play_game(state, bots, on_step=facts.step if facts is not None else None)
    except RuntimeError as error:
        raise RuntimeError(f"{error} (game {index} of the run with seed {settings.seed})") from None
    final = played.state
    return {"returns": [round(r, 6) for r in final.returns()], "actions": played.actions, "first_mover": first_mover,
            "facts": facts.result(final) if facts is not None else {}}


def _play_chunk(job: tuple[Settings, int, int]) -> list[dict]:
    settings, start, stop = job
    return [play_one(settings, i) for i in range(start, stop)]


# --- the summary ---------------------------------------------------------------------------------------

def wilson(hits: float, trials: float) -> list[float]:
    """The 95 % Wilson interval of a rate, rounded as the data files keep it.

    >>> wilson(50, 100)
    [0.4038, 0.5962]
    >>> wilson(0, 0)
    [0.0, 1.0]
    """
    return [round(x, 4) for x in stats.wilson(hits, trials)]


def mean_interval(values: Sequence[float]) -> dict:
    """A mean with its 95 % normal interval, rounded as the data files keep it.

    >>> mean_interval([1, 2, 3, 4])
    {'value': 2.5, 'ci': [1.2348, 3.7652]}
    """
    mean, low, high = stats.mean_interval(values)
    return {"value": round(mean, 4), "ci": [round(low, 4), round(high, 4)]}


def _rate(hits: float, trials: float) -> dict:
    return {"hits": round(hits, 4), "trials": trials, "rate": round(hits / trials, 4) if trials else None,
            "ci": wilson(hits, trials)}


def _ordered(counts: Mapping) -> dict:
    """Labels in order: numerically where every label is a number, else as they come."""
    keys = list(counts)
    if all(str(k).lstrip("-").isdigit() for k in keys):
        keys.sort(key=lambda k: int(k))
    return {str(k): counts[k] for k in keys}


def summarise(settings: Settings, results: Sequence[dict]) -> dict:
    """The run's summary from every game's result, in game order (the same whatever the workers)."""
    spec = game(settings.game)
    n, players = len(results), settings.players
    shares = [[r["returns"][seat] for r in results] for seat in range(players)]
    draws = sum(1 for r in results if len(set(r["returns"])) == 1)
    first = [r["returns"][r["first_mover"]] for r in results if r["first_mover"] is not None]
    endings: Counter = Counter()
    tallies: dict[str, dict[str, list[float]]] = {}
    values: dict[str, list[float]] = {}
    histograms: dict[str, Counter] = {}
    for r in results:
        facts = r["facts"]
        endings.update(facts.get("endings", {}))
        for name, table in facts.get("tallies", {}).items():
            into = tallies.setdefault(name, {})
            for label, (hits, trials) in table.items():
                pair = into.setdefault(str(label), [0.0, 0])
                pair[0] += hits
                pair[1] += trials
        for name, value in facts.get("values", {}).items():
            if value is not None:
                values.setdefault(name, []).append(value)
        for name, table in facts.get("histograms", {}).items():
            histograms.setdefault(name, Counter()).update({str(k): v for k, v in table.items()})
    ending_total = sum(endings.values())
    return {
        "game": settings.game,
        "title": spec.title,
        "games": n,
        "players": players,
        "seats": list(settings.seats),
        "options": spec.options.of(**settings.options_dict()).to_dict(),
        "changed_options": settings.options_dict(),
        "think": settings.think,
        "seed": settings.seed,
        "reproducible": settings.think is None,
        "engine_version": engine_version(),
        "win_share": [round(sum(s) / n, 4) for s in shares],
        "win_share_ci": [mean_interval(s)["ci"] for s in shares],
        "draws": draws,
        "draw_share": _rate(draws, n),
        "mean_actions": mean_interval([r["actions"] for r in results]),
        "actions": {"min": min(r["actions"] for r in results), "max": max(r["actions"] for r in results),
                    "histogram": _ordered(Counter(r["actions"] for r in results))},
        "first_mover": {"fair_share": round(1 / players, 4), **mean_interval(first)} if first else None,
        "endings": {k: _rate(c, ending_total) for k, c in _ordered(endings).items()},
        "tallies": {name: {k: _rate(h, t) for k, (h, t) in _ordered(table).items()} for name, table in tallies.items()},
        "values": {name: mean_interval(v) for name, v in values.items()},
        "histograms": {name: _ordered(c) for name, c in histograms.items()},
        "first_games": [{"returns": r["returns"], "actions": r["actions"]} for r in results[:FIRST_GAMES_KEPT]],
    }


def _chunks(games: int, workers: int) -> list[tuple[int, int]]:
    size = max(1, min(50, math.ceil(games / (workers * 8))))
    return [(start, min(games, start + size)) for start in range(0, games, size)]


def simulate(game_name: str, games: int = 1000, players: int | None = None, seats: Sequence[str] | str | None = None,
             options: Mapping[str, Any] | None = None, think: float | None = None, seed: int = 0,
             workers: int | None = None, progress: bool | None = False) -> dict:
    """Play ``games`` games of ``game_name`` and sum them up (see the module's docstring).

    ``seats``: one computer player's kind for every seat, or one for all (``"random"`` by default);
    ``options``: the game's variant options by name; ``think``: seconds a search player may think per move
    (``None``: its full iteration budget, reproducible); ``workers``: processes (default: the machine's
    cores); ``progress``: draw a progress bar (``None``: only on a terminal). Bad settings raise
    :class:`SimulationError` naming the option.
    """
    settings, workers = check_settings(game_name, games, players, seats, options, think, seed, workers)
    jobs = [(settings, start, stop) for start, stop in _chunks(games, workers)]
    results: list[dict] = []
    bar = None
    if progress is not False and games >= PROGRESS_FROM:
        from tqdm import tqdm

        bar = tqdm(total=games, unit="game", desc=game(game_name).title, disable=None if progress is None else False,
                   file=sys.stderr)
    try:
        if workers == 1:
            for job in jobs:
                results.extend(_play_chunk(job))
                if bar is not None:
                    bar.update(job[2] - job[1])
        else:
            import multiprocessing  # here, not at the top: the reader's in-browser Python plays in one process

            with multiprocessing.get_context().Pool(workers) as pool:
                for job, chunk in zip(jobs, pool.imap(_play_chunk, jobs)):
                    results.extend(chunk)
                    if bar is not None:
                        bar.update(job[2] - job[1])
    finally:
        if bar is not None:
            bar.close()
    return summarise(settings, results)


# --- the what-if lab in the reader's browser --------------------------------------------------------------

#: the most games one lab run plays, and per request (a request is one step of the page's progress bar)
LAB_MAX_GAMES = 500
LAB_MAX_CHUNK = 50
_RESULT_KEYS = {"returns", "actions", "first_mover", "facts"}


def lab_step(request: Mapping[str, Any]) -> dict:
    """One step of a By the numbers page's lab (widgets/table/host.py answers the page with it): games
    ``start`` to ``stop`` of the run the request describes (``game``, ``players``, ``seats``, ``options``,
    ``seed``), and the summary of every game so far, the earlier ones sent back by the page as ``results``.
    The page plays a run in small steps so that its progress bar moves; the summary at the last step is
    :func:`simulate`'s for the same settings.

    >>> first = lab_step({"game": "skemino", "seed": 4, "start": 0, "stop": 3})
    >>> second = lab_step({"game": "skemino", "seed": 4, "start": 3, "stop": 5, "results": first["results"]})
    >>> second["summary"] == simulate("skemino", games=5, seed=4, workers=1)
    True
    """
    if not isinstance(request, Mapping):
        raise SimulationError("the lab's request must be an object")
    unknown = set(request) - {"game", "players", "seats", "options", "seed", "start", "stop", "results"}
    if unknown:
        raise SimulationError(f"unknown lab setting(s) {', '.join(sorted(map(str, unknown)))}")
    start, stop = request.get("start", 0), request.get("stop")
    if not (isinstance(start, int) and isinstance(stop, int) and 0 <= start < stop <= LAB_MAX_GAMES
            and stop - start <= LAB_MAX_CHUNK) or isinstance(start, bool) or isinstance(stop, bool):
        raise SimulationError(f"the lab plays games start to stop, at most {LAB_MAX_CHUNK} at a time and "
                              f"{LAB_MAX_GAMES} in all, not {start!r} to {stop!r}")
    earlier = request.get("results") or []
    if (not isinstance(earlier, list) or len(earlier) != start
            or not all(isinstance(r, dict) and set(r) == _RESULT_KEYS for r in earlier)):
        raise SimulationError(f"the lab's earlier results must be the {start} games already played")
    options = request.get("options") or {}
    if not isinstance(options, Mapping):
        raise SimulationError("the lab's options must map names to values")
    settings, _ = check_settings(str(request.get("game")), stop, request.get("players"), request.get("seats"),
                                 options, None, request.get("seed", 0), 1)
    played = [play_one(settings, i) for i in range(start, stop)]
    return {"results": played, "summary": summarise(settings, [*earlier, *played])}


# --- the command ---------------------------------------------------------------------------------------

def _interval(entry: Mapping) -> str:
    low, high = entry["ci"]
    return f"{entry['value']:.3f} (95 % interval {low:.3f} to {high:.3f})"


def describe(summary: Mapping) -> str:
    """The summary in lines a person reads."""
    lines = [f"{summary['title']}: {summary['games']} games, {summary['players']} players, seats "
             f"{', '.join(summary['seats'])}, seed {summary['seed']}"]
    if summary["changed_options"]:
        lines.append("options: " + ", ".join(f"{k}={v!r}" for k, v in summary["changed_options"].items()))
    for seat, (share, (low, high)) in enumerate(zip(summary["win_share"], summary["win_share_ci"])):
        lines.append(f"  seat {seat + 1} ({summary['seats'][seat]}) wins {share:.1%} (95 % interval {low:.1%} to {high:.1%})")
    if summary["first_mover"]:
        first = summary["first_mover"]
        lines.append(f"  the first to move wins {first['value']:.1%} (interval {first['ci'][0]:.1%} to "
                     f"{first['ci'][1]:.1%}; a fair share is {first['fair_share']:.1%})")
    lines.append(f"  draws: {summary['draws']} ({summary['draw_share']['rate']:.1%})")
    lines.append(f"  actions per game: {_interval(summary['mean_actions'])}, from {summary['actions']['min']} "
                 f"to {summary['actions']['max']}")
    if summary["endings"]:
        lines.append("  how it ended: " + ", ".join(f"{k} {v['rate']:.1%}" for k, v in summary["endings"].items()))
    for name, table in summary["tallies"].items():
        lines.append(f"  {name.replace('_', ' ')}: " + ", ".join(
            f"{k} {v['rate']:.1%} of {v['trials']}" for k, v in table.items() if v["trials"]))
    for name, entry in summary["values"].items():
        lines.append(f"  {name.replace('_', ' ')}: {_interval(entry)}")
    for name, table in summary["histograms"].items():
        lines.append(f"  {name.replace('_', ' ')}: " + ", ".join(f"{k}: {v}" for k, v in table.items()))
    if not summary["reproducible"]:
        lines.append("  (the search players thought on the clock: another run may differ)")
    return "\n".join(lines)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m engine.simulate", description=(
        "Play many games between computer players and sum them up: win shares per seat, draws, actions per "
        "game, how games end, with 95 % intervals."))
    p.add_argument("game", help="the game's short name: " + ", ".join(s.name for s in all_games()))
    p.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    p.add_argument("--players", type=int, help="players at the table (default: the game's usual number)")
    p.add_argument("--seats", default="random", help="computer player per seat, comma-separated, or one for all "
                   "(random, or the game's levels: beginner, strong...)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a variant option of the game's Rulings page (repeatable)")
    p.add_argument("--think", type=float, help="seconds a search player may think per move (the run is then "
                   "not reproducible; default: its full iteration budget)")
    p.add_argument("--seed", type=int, default=0, help="the run's seed (default 0)")
    p.add_argument("--workers", type=int, help="processes to use (default: every core)")
    p.add_argument("--json", action="store_true", help="print exactly one JSON object")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    options = {}
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            print(f"simulate: --option {item!r} must be NAME=VALUE, e.g. --option bet_rule=last_bidder_only",
                  file=sys.stderr)
            return 2
        options[name.strip()] = parse_option_value(value)
    started = time.perf_counter()
    try:
        summary = simulate(args.game, games=args.games, players=args.players, seats=args.seats, options=options,
                           think=args.think, seed=args.seed, workers=args.workers,
                           progress=False if args.no_progress else None)
    except SimulationError as refusal:
        print(f"simulate: {refusal}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(summary, ensure_ascii=False))
    else:
        print(describe(summary))
        print(f"  ({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
