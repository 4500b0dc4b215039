"""The in-browser game (`make lite`): its size, and the time from pressing "Play here" on the Bisca
play page to a table you can play, cold (a fresh browser profile) and warm (same browser, page
reloaded), in headless Chromium over 127.0.0.1 with every outside request aborted. Then, in the
browser: a Bisca bet clicked until the computer players have answered it (goal under 1 s), and
Machiavelli's Hint (the exact solver, pure Python in Pyodide: no scipy there) on your first turn
(goal within 2 s).

The Machiavelli hint is timed on the position the app deals, not on bench_machiavelli.py's worst
random position: a saved game (what the save/load box reads) is a seed and the moves from the deal,
so a made-up 40-card table cannot be loaded into the app.

Run: ``.venv/bin/python bench/bench_play_in_browser.py`` (after `make book` and `make lite`).
"""
from __future__ import annotations

import functools
import http.server
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HTML = ROOT / "_build" / "html"
LITE = HTML / "lite"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"]


def megabytes(folder: Path, exclude: Path | None = None) -> float:
    return sum(p.stat().st_size for p in folder.rglob("*")
               if p.is_file() and (exclude is None or exclude not in p.parents)) / 1e6


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def time_to_table(browser, url: str, outside: list[str]) -> tuple[float, float]:
    """Seconds from the click to the deal button, then to "your move" after dealing."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:", "blob:"))
               else (outside.append(r.request.url), r.abort()))
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function("() => { const b = document.querySelector('.cit-play-here-button');"
                           " return b && !b.disabled }", timeout=30_000)
    start = time.perf_counter()
    page.locator(".cit-play-here-button").click()
    frame = page.wait_for_selector("iframe.cit-play-frame").content_frame()
    frame.locator(".cit-bisca-setup .cit-deal").first.wait_for(state="visible", timeout=300_000)
    ready = time.perf_counter() - start
    frame.locator(".cit-bisca-setup .cit-deal").first.click()
    frame.wait_for_function("() => { const s = document.querySelector('.cit-status');"
                            " return s && /your move/.test(s.innerText) }", timeout=300_000)
    playable = time.perf_counter() - start
    context.close()
    return ready, playable


def open_game(browser, url: str, outside: list[str]):
    """A fresh context on a play page, "Play here" pressed: (context, page, the app's frame) once the
    set-up panel shows."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:", "blob:"))
               else (outside.append(r.request.url), r.abort()))
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_function("() => { const b = document.querySelector('.cit-play-here-button');"
                           " return b && !b.disabled }", timeout=30_000)
    page.locator(".cit-play-here-button").click()
    frame = page.wait_for_selector("iframe.cit-play-frame").content_frame()
    frame.locator(".cit-deal").first.wait_for(state="visible", timeout=300_000)
    return context, page, frame


def log_length(frame) -> int:
    return frame.locator(".cit-log li").count()


def time_bisca_bet(browser, url: str, outside: list[str]) -> tuple[float, int]:
    """Seconds from clicking your first bet to the log showing it and the computer players' answers
    (they move in the same kernel call: the log is redrawn once), and how many moves that was."""
    context, page, frame = open_game(browser, url, outside)
    frame.locator(".cit-deal").first.click()
    frame.wait_for_function("() => { const s = document.querySelector('.cit-status');"
                            " return s && /your move/.test(s.innerText) }", timeout=300_000)
    before = log_length(frame)
    bet = frame.locator(".cit-game-app .cit-action:not([disabled])", has_text="bet").first
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for attempt in range(4):   # a click made before the widget's link to the kernel is ready is lost
        start = time.perf_counter()
        bet.click()
        try:
            frame.wait_for_function(f"() => document.querySelectorAll('.cit-log li').length > {before}",
                                    timeout=30_000, polling=20)
            break
        except PlaywrightTimeout:
            if attempt == 3:
                raise
    seconds = time.perf_counter() - start
    moves = log_length(frame) - before
    context.close()
    return seconds, moves


def time_machiavelli_hint(browser, url: str, outside: list[str]) -> tuple[float, str]:
    """Seconds from clicking Hint on your first free turn to the editor showing the solver's table."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    context, page, frame = open_game(browser, url, outside)
    frame.locator(".cit-deal").first.click()
    hint = frame.locator(".cit-ma-editor .cit-ma-hint")
    hint.wait_for(state="visible", timeout=300_000)
    frame.wait_for_function("() => { const s = document.querySelector('.cit-status');"
                            " return s && /your move/.test(s.innerText) }", timeout=300_000)
    for attempt in range(4):   # a click made before the widget's link to the kernel is ready is lost
        start = time.perf_counter()
        hint.click()
        try:
            frame.wait_for_function("() => /Hint: this table lays|No card of your hand can be laid/.test("
                                    "document.querySelector('.cit-ma-editor').innerText)", timeout=30_000,
                                    polling=20)
            break
        except PlaywrightTimeout:
            if attempt == 3:
                raise
    seconds = time.perf_counter() - start
    text = frame.locator(".cit-ma-editor").inner_text()
    found = next((line for line in text.splitlines() if "Hint:" in line or "No card" in line), "")
    context.close()
    return seconds, found.strip()


def main() -> None:
    if not (LITE / "games.json").is_file() or not (HTML / "index.html").is_file():
        print("not measured: the built book and its in-browser app are needed (make book, then make lite)")
        return
    print(f"site {megabytes(HTML):.1f} MB, of which the in-browser app {megabytes(LITE):.1f} MB "
          f"(Pyodide runtime and wheels {megabytes(LITE / 'static' / 'pyodide'):.1f} MB); "
          f"book without the app {megabytes(HTML, exclude=LITE):.1f} MB")
    page = next(iter(sorted((HTML / "book" / "bisca").glob("*play*.html"))), None)
    if page is None:
        print("not measured: no Bisca play page in the built book")
        return
    from playwright.sync_api import sync_playwright

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(HTML)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{page.relative_to(HTML).as_posix()}"
    outside: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        for label in ("first start", "second start"):
            ready, playable = time_to_table(browser, url, outside)
            print(f"Bisca, {label} (new browser context): table drawn {ready:.1f} s after 'Play here', "
                  f"dealt and waiting for your move at {playable:.1f} s")
        seconds, moves = time_bisca_bet(browser, url, outside)
        print(f"Bisca in the browser: your bet clicked, answered by the computer players ({moves} moves in "
              f"the log) in {seconds:.2f} s (goal under 1 s)")
        machiavelli = next(iter(sorted((HTML / "book" / "machiavelli").glob("*play*.html"))), None)
        if machiavelli is None:
            print("Machiavelli hint not measured: no Machiavelli play page in the built book")
        else:
            base = url[:url.index("/book/") + 1]
            seconds, said = time_machiavelli_hint(browser, base + machiavelli.relative_to(HTML).as_posix(), outside)
            print(f"Machiavelli in the browser: Hint on your first turn answered in {seconds:.2f} s "
                  f"(goal within 2 s): {said}")
        browser.close()
    server.shutdown()
    if outside:
        sys.exit(f"requests outside 127.0.0.1 (aborted): {outside[:5]}")


if __name__ == "__main__":
    main()
