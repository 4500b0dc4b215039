"""The live tables in the reader's browser (`make lite`, play/): what "Play here" downloads, how long it
takes to a playable table, where those seconds go, and how fast a move is answered. Headless Chromium
over 127.0.0.1 (this script serves the built book itself and logs every request), every outside
request aborted.

* Bytes: every response the runtime loads during a cold start (everything under play/), raw and as
  a static host would send it (gzip level 6, except files that are already compressed: the zip and
  wheel), and the number of requests.
* Time to a playable table, for every game: cold (a fresh browser: nothing cached, "Play here" clicked
  as soon as it can be) and warm (the SAME browser, the page reloaded, "Play here" again), from the
  click to the first view drawn; then the breakdown of the start (the page's own timings, in ms from
  the start of the runtime): the runtime downloaded and compiled, Python started (or restored from
  the browser's cache), the wheel's files in place, the game imported, the host imported, the first
  view drawn. And the cold start again when the reader reads the page for 10 s before clicking
  (the pointer moved and the page scrolled: Python is started in the background meanwhile).
* A move: on each game's app page, one table per computer level (beginner, intermediate, strong; pause 0,
  so the time is the computer's, not the table's deliberate pause), several moves of yours, each clicked on
  the list of moves: how long until your move is answered, the longest computer step (in Python and until
  drawn; goal: within 1 s) and the longest wait for your next turn.

Figures depend on the machine's load: the load average is printed with them.

Run: ``.venv/bin/python bench/bench_play_in_browser.py`` after `make book` (which runs `make lite`);
``CIT_BUILT_BOOK=/path/_build/html`` measures another built book, ``CIT_BENCH_PART=moves`` the moves alone.
"""
from __future__ import annotations

import functools
import gzip
import http.server
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
HTML = Path(os.environ.get("CIT_BUILT_BOOK") or ROOT / "_build" / "html")
PLAY = HTML / "play"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"]
PACKED = {".zip", ".whl", ".png", ".jpg", ".gif", ".woff", ".woff2", ".gz"}
START_MS = 300_000
MOVES = 40
READ_FIRST_S = 10

import engine  # noqa: E402


class Logged(http.server.SimpleHTTPRequestHandler):
    """Serves the built book and notes every GET: (path, status, bytes sent)."""

    log: list = []

    def log_message(self, format, *args):
        pass

    def send_head(self):
        found = super().send_head()
        try:
            size = os.fstat(found.fileno()).st_size if found is not None else 0
        except (OSError, ValueError):  # a directory listing (in memory)
            size = 0
        Logged.log.append((urlparse(self.path).path, getattr(self, "_status", 0), size))
        return found

    def send_response(self, code, message=None):
        self._status = code
        super().send_response(code, message)


def gzipped(path: Path) -> int:
    data = path.read_bytes()
    return len(data) if path.suffix in PACKED else len(gzip.compress(data, compresslevel=6))


def load() -> str:
    return "load average {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())


def guard(context, outside: list[str]) -> None:
    context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:", "blob:"))
                  else (outside.append(r.request.url), r.abort()))


TABLE = "document.querySelector('.cit-play-here-table, #cit-play-table')"


def play_here(page, url: str, read_first: float = 0) -> tuple[float, dict]:
    """Open a play page, click Play here (after ``read_first`` seconds), wait for the table: the
    seconds from the click to the first view drawn, and the page's timings of the start."""
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function("() => { const b = document.querySelector('.cit-play-here-button');"
                           " return b && !b.disabled }", timeout=60_000)
    if read_first:
        page.mouse.move(300, 400)   # a person is there: the page starts Python meanwhile
        page.mouse.wheel(0, 200)
        page.wait_for_timeout(read_first * 1000)
    began = time.perf_counter()
    page.locator(".cit-play-here-button").click()
    page.wait_for_selector(".cit-play-here-table[data-cit-play=ready], .cit-play-here-table[data-cit-play=failed]",
                           timeout=START_MS)
    seconds = time.perf_counter() - began
    if page.get_attribute(".cit-play-here-table", "data-cit-play") == "failed":
        raise RuntimeError(page.inner_text(".cit-play-here-table"))
    return seconds, page.evaluate(f"{TABLE}.citPlay.timings")


STEPS = [("downloaded", "runtime files downloaded"), ("runtime", "compiled"), ("python", "Python started"),
         ("wheel", "wheel in place"), ("game", "game imported"), ("host", "host imported"),
         ("drawn", "first view drawn")]


def breakdown(timings: dict) -> str:
    parts, last = [], 0.0
    for key, words in STEPS:
        if timings.get(key) is not None and timings[key] >= last:
            parts.append(f"{words} {(timings[key] - last) / 1000:.2f}")
            last = timings[key]
    restored = " (Python restored from the browser's cache)" if timings.get("snapshot") else ""
    return ", ".join(parts) + restored


def bytes_of_a_cold_start(browser, base: str, page_path: str) -> None:
    context = browser.new_context()
    outside: list[str] = []
    guard(context, outside)
    page = context.new_page()
    Logged.log.clear()
    play_here(page, base + page_path)
    page.wait_for_timeout(1500)     # let the snapshot be written (not downloaded: no request)
    context.close()
    runtime = [(path, status, size) for path, status, size in Logged.log if path.startswith("/play/")]
    raw = sum(size for _, _, size in runtime)
    packed = sum(gzipped(HTML / path.lstrip("/")) for path, status, size in runtime if size)
    print(f"Play here, cold: {len(runtime)} requests under play/, {raw / 1e6:.2f} MB raw, "
          f"{packed / 1e6:.2f} MB gzip (goal <= 8 MB gzip)")
    for path, status, size in sorted(runtime, key=lambda r: -r[2])[:6]:
        print(f"  {path.split('/', 3)[-1]:58} {size / 1e6:6.2f} MB raw {gzipped(HTML / path.lstrip('/')) / 1e6:6.2f} gzip")
    if outside:
        print(f"  requests outside 127.0.0.1 (aborted): {outside[:5]}")


def times_to_table(browser, base: str, manifest: dict) -> None:
    cold, warm = [], []
    for game in manifest["games"]:
        if not game.get("book"):
            print(f"{game['name']}: no play page in the book")
            continue
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        outside: list[str] = []
        guard(context, outside)
        page = context.new_page()
        try:
            first, first_timings = play_here(page, base + game["book"])
            page.wait_for_timeout(1500)   # the snapshot for the next visit is written meanwhile
            second, second_timings = play_here(page, base + game["book"])
        except RuntimeError as failure:
            print(f"{game['name']}: the table did not start: {failure}")
            continue
        finally:
            context.close()
        cold.append(first)
        warm.append(second)
        print(f"{game['name']}: cold {first:.1f} s, warm {second:.1f} s (from the click to the table)")
        print(f"  cold: {breakdown(first_timings)}")
        print(f"  warm: {breakdown(second_timings)}")
        if outside:
            print(f"  requests outside 127.0.0.1 (aborted): {outside[:5]}")
    if cold:
        print(f"median of {len(cold)} games: cold {statistics.median(cold):.1f} s (goal <= 8 s), "
              f"warm {statistics.median(warm):.1f} s (goal <= 4 s)")


def reading_first(browser, base: str, manifest: dict) -> None:
    game = next(g for g in manifest["games"] if g.get("book"))
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    guard(context, [])
    page = context.new_page()
    seconds, timings = play_here(page, base + game["book"], read_first=READ_FIRST_S)
    context.close()
    print(f"{game['name']}, cold, the reader on the page {READ_FIRST_S} s before clicking: the table "
          f"{seconds:.1f} s after the click (Python started in the background meanwhile)")


# (view.auto is the pause before the next computer move: 0 with ?pause=0, null when none is due)
YOUR_TURN = f"""() => {{ const p = {TABLE}.citPlay; if (!p) return false; const v = p.model.get('view');
    return p.requests.every(r => r.answered) && (v.moves || []).length > 0 && v.auto == null; }}"""
OVER = f"""() => {{ const p = {TABLE}.citPlay; const v = p.model.get('view');
    return p.requests.every(r => r.answered) && !(v.moves || []).length && v.auto == null && !v.controls.advance; }}"""


LEVELS = ("beginner", "intermediate", "strong")
#: the table's own pause before each computer move (widgets/table/session.py COMPUTER_PAUSE_MS): the bench
#: plays with none, so its times are the computer's; a reader's wait adds one pause a computer step
TABLE_PAUSE_S = 0.65


def move_times(browser, base: str, manifest: dict) -> None:
    """Per game and computer level (the default table, pause 0, several of your moves clicked on the list
    of moves): how long your move takes to be answered, the longest computer step (one "advance": a
    computer's move with what follows at once, e.g. frederik's whole draw turn and every forced pass) in
    Python and until drawn, and the longest wait for your next turn (with the steps it took: a reader waits
    one table pause more per step)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    guard(context, [])
    page = context.new_page()
    worst_all: dict[str, float] = {}
    for game in manifest["games"]:
        spec = engine.game(game["name"])
        players = spec.default_players
        for bot in [level for level in LEVELS if level in spec.bots]:
            seats = ",".join(["human"] + [bot] * (players - 1))
            page.goto(f"{base}play/{game['name']}.html?seed=5&pause=0&players={players}&seats={seats}",
                      wait_until="domcontentloaded")
            page.wait_for_selector("#cit-play-table[data-cit-play=ready], #cit-play-table[data-cit-play=failed]",
                                   timeout=START_MS)
            if page.get_attribute("#cit-play-table", "data-cit-play") == "failed":
                print(f"{game['name']} against {bot}: {page.inner_text('#cit-play-table')}")
                continue
            answers, steps, waits = [], [], []
            for _ in range(MOVES):
                page.wait_for_function(f"() => ({YOUR_TURN})() || ({OVER})()", timeout=START_MS)
                if not page.evaluate(YOUR_TURN):
                    break
                done = page.evaluate(f"{TABLE}.citPlay.requests.length")
                if page.locator("details.cit-t-moves").get_attribute("open") is None:
                    page.locator("details.cit-t-moves > summary").click()
                page.locator(".cit-t-move").first.click()
                page.wait_for_function(f"() => ({YOUR_TURN})() || ({OVER})()", timeout=START_MS)
                asked = page.evaluate(f"{TABLE}.citPlay.requests.slice({done})")
                mine = [r for r in asked if r["do"] == "move"]
                if mine:
                    answers.append((mine[0]["answered"] - mine[0]["sent"]) / 1000)
                computer = [r for r in asked if r["do"] == "advance" and r.get("python") is not None]
                steps += [(r["python"] / 1000, (r["answered"] - r["sent"]) / 1000) for r in computer]
                if mine and asked[-1].get("answered"):
                    waits.append(((asked[-1]["answered"] - mine[0]["answered"]) / 1000, len(computer)))
            label = spec.bot_label(bot)
            if not answers:
                print(f"{game['name']} against {label}: no move of yours to time")
                continue
            line = f"{game['name']} against {label}: your move answered in {max(answers):.2f} s at most"
            if steps:
                python, drawn = max(s[0] for s in steps), max(s[1] for s in steps)
                worst_all[f"{game['name']}/{bot}"] = drawn
                wait, count = max(waits) if waits else (0.0, 0)
                line += (f"; the longest computer step {python:.2f} s in Python, {drawn:.2f} s until drawn "
                         f"(median {statistics.median(s[1] for s in steps):.2f}, {len(steps)} steps); the longest "
                         f"wait for your turn {wait:.2f} s over {count} step{'s' if count != 1 else ''} "
                         f"({wait + count * TABLE_PAUSE_S:.1f} s with the table's pauses)")
            print(line)
    if worst_all:
        slowest = max(worst_all, key=worst_all.get)
        verdict = "holds" if worst_all[slowest] <= 1.0 else "does not hold"
        print(f"every computer step within 1 s in the browser: {verdict} (the slowest: {slowest}, "
              f"{worst_all[slowest]:.2f} s)")
    context.close()


def main() -> None:
    manifest_path = PLAY / "games.json"
    if not manifest_path.is_file() or not (HTML / "index.html").is_file():
        print("not measured: the built book and its in-browser tables are needed (make book)")
        return
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    files = manifest["files"]
    raw = sum(files.values())
    packed = sum(gzipped(PLAY / name) for name in files)
    print(f"play/: Pyodide {manifest['pyodide']}, Python {manifest['python']}; the versioned folders hold "
          f"{len(files)} files, {raw / 1e6:.2f} MB raw, {packed / 1e6:.2f} MB gzip; {load()}")
    from playwright.sync_api import sync_playwright

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Logged, directory=str(HTML)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    bisca = next(g["book"] for g in manifest["games"] if g.get("book"))
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        if os.environ.get("CIT_BENCH_PART") != "moves":      # CIT_BENCH_PART=moves: the moves alone
            bytes_of_a_cold_start(browser, base, bisca)
            times_to_table(browser, base, manifest)
            reading_first(browser, base, manifest)
        move_times(browser, base, manifest)
        browser.close()
    server.shutdown()
    print(load())


if __name__ == "__main__":
    main()
