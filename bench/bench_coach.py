"""The coach (engine/coach): how good it is, and how long it takes, per game.

* **How good**, from ``data/coach/<game>.json`` (written by ``python -m engine.coach calibrate GAME --write``
  and ``python -m engine.coach strength GAME --write``, each with the command and engine version that
  made it): the calibration by tenths of chance, the Brier score beside always predicting a fair share,
  the grades' agreement under another seed, the best move against ten times the re-deals, and a seat
  that plays the coach's best move among strong players. Goals: every group of 50 or more within 5
  points, 90 %, 90 %, at least a fair share.
* **How long**, in CPython (CPU seconds) and in the reader's browser (headless Chromium running the
  book's own in-browser runtime, `make lite`, over 127.0.0.1): for one seeded game per game, the whole
  review of one seat and the slowest hint among its decisions; then the slowest hint among every
  decision of that seat in ten games (found in CPython, with the solver the browser has: Machiavelli's
  pure-Python one) and the whole review of the longest of those games, both timed in the browser.
  Goals: a hint within 1 s and a whole game's review within 15 s in the browser.

Figures depend on the machine's load: the load average is printed with them.

Run: ``.venv/bin/python bench/bench_coach.py`` (after `make book` for the browser part);
``--games bisca,skemino`` for some games, ``--no-browser`` for CPython alone.
"""
from __future__ import annotations

import argparse
import functools
import http.server
import inspect
import json
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
HTML = Path(os.environ.get("CIT_BUILT_BOOK") or ROOT / "_build" / "html")
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

import engine  # noqa: E402
from engine.coach.measure import describe  # noqa: E402

#: the seeded game each game's timing reviews (game 0 of seed 7 between the ladder's players)
GAME_INDEX, GAME_SEED, SEAT = 0, 7, 0
#: the games (0 to TAIL_GAMES - 1 of GAME_SEED) whose every decision of SEAT is hinted, for the slowest
TAIL_GAMES = 10

def time_reviews(names: list[str], clock: Callable[[], float]) -> dict:
    """Each game's seeded game reviewed for SEAT, and the slowest hint among its decisions, by ``clock``
    (CPU time in CPython; in Pyodide this very function's source is run, with the wall clock)."""
    from engine.coach import hint, review
    from engine.coach.measure import ladder_game

    out = {}
    for name in names:
        record, _, _ = ladder_game(name, GAME_INDEX, GAME_SEED)
        began = clock()
        judged = review(record, SEAT)
        spent = clock() - began
        states = record.states()
        worst = 0.0
        for j in judged:
            if j.grade != "forced":
                began = clock()
                hint(states[j.step], SEAT)
                worst = max(worst, clock() - began)
        out[name] = {"decisions": len(judged), "review_s": spent, "worst_hint_s": worst}
    return out


def slowest_hints(names: list[str], games: int) -> dict:
    """Each game's slowest hint (CPU seconds) among every decision of SEAT in ``games`` ladder games, as
    ``(seconds, game, step, hints)``, and the longest of those games (the most decisions of SEAT) as
    ``(decisions, game)``: the position and the game the browser then times."""
    from unittest import mock

    from engine.coach import hint
    from engine.coach.measure import ladder_game
    from engine.machiavelli import solver

    out = {}
    for name in names:
        worst, asked, longest = (0.0, 0, 0), 0, (0, 0)
        # the browser has no scipy: Machiavelli's turns are solved there by the pure-Python programme
        browser_solver = mock.patch.object(solver, "highs_available", lambda: False)
        browser_solver.start()
        for index in range(games):
            record, _, _ = ladder_game(name, index, GAME_SEED)
            states = record.states()[:-1]
            longest = max(longest, (sum(1 for s in states if s.current_player == SEAT), index))
            for step, state in enumerate(states):
                if state.current_player == SEAT and len(state.legal_actions()) > 1:
                    began = time.process_time()
                    hint(state, SEAT)
                    worst = max(worst, (time.process_time() - began, index, step))
                    asked += 1
        browser_solver.stop()
        out[name] = ((*worst, asked), longest)
    return out


#: run inside Pyodide: one hint at each game's position POSITIONS[name] = (game, step), then the whole
#: review of each game's longest game LONGEST[name], wall clock
POSITION_SCRIPT = """
import json, time
from engine.coach import hint, review
from engine.coach.measure import ladder_game
out = {}
for name in NAMES:
    index, step = POSITIONS[name]
    state = ladder_game(name, index, GAME_SEED)[0].states()[step]
    began = time.perf_counter()
    hint(state, SEAT)
    out[name] = {"hint_s": time.perf_counter() - began}
    record = ladder_game(name, LONGEST[name], GAME_SEED)[0]
    began = time.perf_counter()
    review(record, SEAT)
    out[name]["review_s"] = time.perf_counter() - began
json.dumps(out)
"""

#: run inside Pyodide: the same review and hints as in CPython (time_reviews), timed there
BROWSER_SCRIPT = ("import json, time\nfrom collections.abc import Callable\n" + inspect.getsource(time_reviews)
                  + "json.dumps(time_reviews(NAMES, time.perf_counter))\n")

#: run inside Pyodide: the same game reviewed at the live table, as the page asks for it (the session's
#: messages through widgets.table.host: the review in slices until done, then hints asked for at the table)
TABLE_SCRIPT = """
import json, time
from engine import game as game_spec
from engine.coach.measure import ladder_game
from widgets.table.host import handle
out = {}
for name in NAMES:
    record, _, _ = ladder_game(name, GAME_INDEX, GAME_SEED)
    spec = game_spec(name)
    seats = ["human"] + [spec.default_bot] * (record.players - 1)
    def table(actions):
        data = json.loads(record.to_json())
        data["actions"] = actions
        save = json.dumps({"record": data, "seats": seats})
        reply = json.loads(handle(json.dumps({"open": {"game": name, "saved": save, "pause_ms": 0, "hints": True}})))
        return reply["session"]
    def send(session, message):
        return json.loads(handle(json.dumps({"session": session, "message": message})))["view"]
    session = table(record.actions)
    began = time.perf_counter()
    view = send(session, {"do": "coach", "what": "review"})
    slices, longest = 1, time.perf_counter() - began
    while view["coach"]["running"]:
        at = time.perf_counter()
        view = send(session, {"do": "coach", "what": "more"})
        slices += 1
        longest = max(longest, time.perf_counter() - at)
    spent = time.perf_counter() - began
    states = record.states()
    mine = [k for k, state in enumerate(states[:-1]) if state.current_player == SEAT]
    worst, asked = 0.0, 0
    for k in mine[::max(1, len(mine) // 6)][:6]:
        hinted = table(record.actions[:k])
        at = time.perf_counter()
        view = send(hinted, {"do": "hint", "all": True})
        if "hint" in view:
            worst = max(worst, time.perf_counter() - at)
            asked += 1
    out[name] = {"decisions": view and len(mine), "review_s": spent, "slices": slices, "longest_slice_s": longest,
                 "worst_hint_s": worst, "hints": asked}
json.dumps(out)
"""


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores"


def stored(names: list[str]) -> None:
    for name in names:
        path = ROOT / "data" / "coach" / f"{name}.json"
        if not path.exists():
            print(f"{name}  no measurement yet: python -m engine.coach calibrate {name} --write")
            continue
        data = json.loads(path.read_text())
        for key in ("calibrate", "strength"):
            if key in data:
                print(describe(data[key]))
                print(f"{name}    (made by: {data[key]['command']}; engine {data[key]['engine_version']})")


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def in_browser(names: list[str], body: str = BROWSER_SCRIPT, **values) -> dict | None:
    games = HTML / "play" / "games.json"
    if not games.exists():
        print("browser: no built runtime (make book or make lite first)")
        return None
    if not os.path.exists(CHROMIUM):
        print(f"browser: no Chromium at {CHROMIUM} (make browser installs it)")
        return None
    manifest = json.loads(games.read_text())
    runtime, app = manifest["runtime"].strip("/"), manifest["app"].strip("/")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(HTML)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    script = (f"NAMES = {names!r}\nGAME_INDEX, GAME_SEED, SEAT = {GAME_INDEX}, {GAME_SEED}, {SEAT}\n"
              + "".join(f"{key} = {value!r}\n" for key, value in values.items()) + body)
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page()
            page.goto(f"{base}/play/index.html")
            result = page.evaluate("""async ([runtime, app, script]) => {
                const { loadPyodide } = await import(`../play/${runtime}/pyodide.mjs`);
                const lock = await (await fetch(`../play/${app}/pyodide-lock.json`)).text();
                const pyodide = await loadPyodide({ indexURL: new URL(`../play/${runtime}/`, location.href).href,
                    lockFileContents: lock, packageBaseUrl: new URL(`../play/${app}/`, location.href).href });
                await pyodide.loadPackage("carte-in-tavola");
                return pyodide.runPythonAsync(script);
            }""", [runtime, app, script])
            browser.close()
    finally:
        server.shutdown()
    return json.loads(result)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", help="comma-separated games (default: every game)")
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()
    names = args.games.split(",") if args.games else [spec.name for spec in engine.games()]
    print("== the coach: how good (stored measurements)")
    stored(names)
    print(f"== the coach: how long ({load()})")
    cpython = time_reviews(names, time.process_time)
    browser = None if args.no_browser else in_browser(names)
    at_table = None if args.no_browser else in_browser(names, TABLE_SCRIPT)
    for name in names:
        c = cpython[name]
        line = (f"{name:12} review of {c['decisions']:3d} decisions: CPython {c['review_s']:5.1f} s CPU; slowest hint "
                f"{1000 * c['worst_hint_s']:5.0f} ms")
        if browser is not None:
            b = browser[name]
            line += (f" | browser: review {b['review_s']:5.1f} s (goal 15), slowest hint {1000 * b['worst_hint_s']:5.0f} ms "
                     f"(goal 1000)")
        print(line)
        if at_table is not None:
            t = at_table[name]
            print(f"{'':12} at the live table in the browser: review {t['review_s']:5.1f} s in {t['slices']} slices "
                  f"(longest {1000 * t['longest_slice_s']:4.0f} ms, while the page waits), slowest of {t['hints']} "
                  f"hints {1000 * t['worst_hint_s']:5.0f} ms")
    tails = slowest_hints(names, TAIL_GAMES)
    positions = {name: (index, step) for name, ((_, index, step, _), _) in tails.items()}
    longest = {name: index for name, (_, (_, index)) in tails.items()}
    timed = None if args.no_browser else in_browser(names, POSITION_SCRIPT, POSITIONS=positions, LONGEST=longest)
    for name, ((seconds, index, step, asked), (decisions, game)) in tails.items():
        line = (f"{name:12} slowest of {asked} hints in {TAIL_GAMES} games (game {index}, step {step}): CPython "
                f"{1000 * seconds:5.0f} ms CPU")
        if timed is not None:
            line += (f" | browser {1000 * timed[name]['hint_s']:5.0f} ms (goal 1000); the longest game's review "
                     f"(game {game}, {decisions} decisions) {timed[name]['review_s']:5.1f} s (goal 15)")
        print(line)


if __name__ == "__main__":
    main()
