"""What a reader downloads for a static page of the book: every response the page loads in a fresh
headless Chromium (no cache), summed raw and as gzip -6 of each body (what a static host that
compresses would send), and the number of requests. Goal: at most 1 MB gzip for any static page.

Pages: the front page, each game's learn page, detailed pages with step-throughs and explorers, a
practice page and a quick reference. The book is served by http.server on 127.0.0.1; every request
leaving 127.0.0.1 is aborted and reported.

Run: ``.venv/bin/python bench/bench_page_weight.py`` (after `make book`); ``--html DIR`` measures
another built book (e.g. a copy kept from before a change), ``--detail`` lists each page's biggest
responses.
"""
from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HTML = ROOT / "_build" / "html"
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--disable-background-networking", "--disable-component-update"]
GOAL_GZIP = 1_000_000
#: pages beyond the front page and the learn pages (each game's index.html, found in the build)
DETAILED = ["book/skemino/07_victories.html", "book/frederik/05_swap_discard_steal.html",
            "book/machiavelli/03_turn.html", "book/scamorra/03_moves.html", "book/skemino/04_combat.html",
            "book/bisca/03_betting.html", "book/bisca/07_practice.html", "book/bisca/08_quick_reference.html"]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


@dataclass
class Weight:
    raw: int = 0
    gzipped: int = 0
    requests: int = 0
    biggest: list[tuple[int, int, str]] = field(default_factory=list)   # (raw, gzip, path)


def measure(browser, url: str, outside: list[str]) -> Weight:
    """Load ``url`` in a new browser context (empty cache) and sum what came back."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("http://127.0.0.1", "data:", "blob:"))
               else (outside.append(r.request.url), r.abort()))
    responses = []
    page.on("response", lambda response: responses.append(response))
    page.goto(url, wait_until="networkidle")
    page.wait_for_timeout(300)            # scripts that fetch after the load (search index, fonts)
    weight = Weight()
    for response in responses:
        if response.url.startswith(("data:", "blob:")):
            continue
        weight.requests += 1
        try:
            body = response.body()
        except Exception:                 # a redirect has no body of its own
            body = b""
        packed = len(gzip.compress(body, compresslevel=6)) if body else 0
        weight.raw += len(body)
        weight.gzipped += packed
        weight.biggest.append((len(body), packed, response.url.split("/", 3)[-1]))
    weight.biggest.sort(reverse=True)
    context.close()
    return weight


def pages(html: Path) -> list[tuple[str, str]]:
    found = [("front page", "index.html")]
    found += [(f"learn {p.parent.name}", p.relative_to(html).as_posix())
              for p in sorted((html / "book").glob("*/index.html"))]
    found += [(Path(rel).parent.name + "/" + Path(rel).stem, rel) for rel in DETAILED if (html / rel).is_file()]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--html", type=Path, default=HTML, help="the built book (default: _build/html)")
    parser.add_argument("--detail", action="store_true", help="list each page's five biggest responses")
    args = parser.parse_args()
    if not (args.html / "index.html").is_file():
        print(f"not measured: no built book in {args.html} (make book)")
        return
    from playwright.sync_api import sync_playwright

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(args.html)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    outside: list[str] = []
    over = []
    print(f"{'page':32} {'raw KB':>9} {'gzip KB':>9} {'requests':>9}   (goal: gzip <= {GOAL_GZIP // 1000} KB)")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        for label, rel in pages(args.html):
            weight = measure(browser, base + rel, outside)
            flag = "" if weight.gzipped <= GOAL_GZIP else "  over the goal"
            if flag:
                over.append(label)
            print(f"{label:32} {weight.raw / 1000:9.0f} {weight.gzipped / 1000:9.0f} {weight.requests:9d}{flag}")
            if args.detail:
                for raw, packed, path in weight.biggest[:5]:
                    print(f"    {raw / 1000:8.0f} {packed / 1000:8.0f}  {path}")
        browser.close()
    server.shutdown()
    print("every page within the goal" if not over else f"{len(over)} pages over the goal: {', '.join(over)}")
    if outside:
        sys.exit(f"requests outside 127.0.0.1 (aborted): {outside[:5]}")


if __name__ == "__main__":
    main()
