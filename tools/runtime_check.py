"""Run inside the shipped runtime (by tools/build_runtime.py, through tools/runtime_node.mjs, with the
very files the browser gets): does every registered game work there?

For every module of every game package under ``engine`` and of ``widgets.table``: it imports (a
module-level import of something the runtime lacks, numpy or scipy, fails here; the engine's other
modules, such as its command-line tools, are checked only as far as those import them). For every
game ``engine.games()`` registers: a seeded game is played to its end (or 300 moves) by its
newcomer's computer player, and one decision is asked of each other one (this reaches the imports
made inside functions); any failure there fails the build with the game's name. Then a table is
opened through ``widgets.table.host`` as the page opens it; a game whose table does not open yet (no
adapter in widgets/table/) is reported with the host's words, and
tests/browser/test_play_in_browser_games.py fails on it. Prints one line ``CIT-CHECK {json}``.
"""
from __future__ import annotations

import importlib
import json
import pkgutil
import sys
import time

MOVES = 300
report: dict = {"python": sys.version.split()[0], "games": []}


class NotInTheRuntime(Exception):
    """What does not work in the in-browser runtime (the build prints this line)."""


def module_fails(name: str, error: BaseException) -> NotInTheRuntime:
    return NotInTheRuntime(f"{name} does not import in the in-browser runtime: {type(error).__name__}: {error} "
                      "(the browser has the standard library without what no table needs, PRUNE in "
                      "tools/build_runtime.py, and nothing else: import anything more inside the function "
                      "that needs it, as Machiavelli's solver does with scipy)")


def walk_failed(name: str) -> None:
    error = sys.exc_info()[1]
    assert error is not None            # pkgutil calls this from its except clause
    raise module_fails(name, error) from error


def import_all(name: str) -> None:
    """Import a package and every module in it."""
    try:
        package = importlib.import_module(name)
    except Exception as error:
        raise module_fails(name, error) from error
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".", onerror=walk_failed):
        try:
            importlib.import_module(info.name)
        except Exception as error:
            raise module_fails(info.name, error) from error


# every package under engine/ (engine.games() imports them all: each is a game), and the table's
# side; what they import comes along (engine's other modules, e.g. its command-line tools, need not)
engine = importlib.import_module("engine")
for info in pkgutil.iter_modules(engine.__path__):
    if info.ispkg:
        import_all(f"engine.{info.name}")
import_all("widgets.table")

host = importlib.import_module("widgets.table.host")

for spec in engine.games():
    began = time.perf_counter()
    entry = {"name": spec.name, "title": spec.title}
    try:
        state = spec.start(seed=1)
        names = list(spec.bots)
        first = spec.make_bot(spec.default_bot if spec.default_bot in spec.bots else names[0], seed=1)
        moves = 0
        while not state.is_terminal() and moves < MOVES:
            state = state.apply_trusted(first.choose(state))
            moves += 1
        for name in names:
            fresh = spec.start(seed=2)
            spec.make_bot(name, seed=2).choose(fresh)
        entry.update(moves=moves, finished=state.is_terminal(), bots=names)
    except Exception as error:
        raise NotInTheRuntime(f"{spec.title} ({spec.name}) does not work in the in-browser runtime: "
                         f"{type(error).__name__}: {error}") from error
    reply = json.loads(host.handle(json.dumps({"open": {"game": spec.name, "lang": "en", "seed": 1,
                                                         "link_base": "https://example.org/play.html"}})))
    if "view" not in reply:
        entry["table"] = reply.get("error", "no view")
    else:
        # "Share this table" draws the link's QR code with segno, shipped beside the project's wheel
        shared = json.loads(host.handle(json.dumps({"session": reply["session"],
                                                    "message": {"do": "share", "open": True}})))
        if "<svg" not in shared.get("view", {}).get("share", {}).get("svg", ""):
            raise NotInTheRuntime(f"{spec.title}'s table draws no QR code in the in-browser runtime: is segno "
                                  "in the lock (tools/build_runtime.py, EXTRA_WHEELS)?")
    entry["seconds"] = round(time.perf_counter() - began, 2)
    report["games"].append(entry)

report["modules"] = sorted({name.split(".")[0] for name in sys.modules})
print("CIT-CHECK " + json.dumps(report))
