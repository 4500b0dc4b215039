"""The in-browser game (`make lite`): its size, and the time from pressing "Play here" on the Bisca
play page to a table you can play, cold (a fresh browser profile) and warm (same browser, page
reloaded), in headless Chromium over 127.0.0.1 with every outside request aborted.

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
        browser.close()
    server.shutdown()
    if outside:
        sys.exit(f"requests outside 127.0.0.1 (aborted): {outside[:5]}")


if __name__ == "__main__":
    main()
