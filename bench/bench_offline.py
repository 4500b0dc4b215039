"""The book kept in the reader's browser (issue 28): how many bytes the browser keeps, per edition, and how
long keeping them takes on a first visit.

* Bytes: from the build's own list (offline.json, tools/build_offline.py): each edition's pages,
  pictures, scripts and styles, and the live tables' files both editions share; what a reader who
  keeps both editions, or one, holds.
* Time: a fresh headless Chromium opens the front page over 127.0.0.1 (this script serves the built
  book itself); from the page's start to the moment the service worker's cache holds every file of
  the build (both editions), and again for a reader who keeps only the Italian edition (chosen on the
  front page of a fresh browser, timed from the choice). The bytes the server sent meanwhile are
  counted.

Figures depend on the machine's load: the load average is printed with them.

Run: ``.venv/bin/python bench/bench_offline.py`` after `make book`; ``CIT_BUILT_BOOK=/path/_build/html``
measures another built book.
"""
from __future__ import annotations

import functools
import http.server
import json
import os
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HTML = Path(os.environ.get("CIT_BUILT_BOOK") or ROOT / "_build" / "html")
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
KEEP_MS = 900_000

KEPT = """async ([editions, timeout]) => {
    const list = await (await fetch('/offline.json')).json();
    const wanted = list.files.filter(f => f.edition === 'shared' || editions.includes(f.edition));
    const until = Date.now() + timeout;
    for (;;) {
        const cache = await caches.open('cit-book-' + list.build);
        const held = new Set((await cache.keys()).map(r => new URL(r.url).pathname));
        const extra = [...held].filter(p => !wanted.some(f => '/' + f.path === p) && !p.endsWith('offline.json'));
        if (wanted.every(f => held.has('/' + f.path)) && !extra.length) return performance.now();
        if (Date.now() > until) return null;
        await new Promise(r => setTimeout(r, 100));
    }
}"""


class Counted(http.server.SimpleHTTPRequestHandler):
    sent = [0]

    def log_message(self, format, *args):
        pass

    def copyfile(self, source, outputfile):
        data = source.read()
        self.sent[0] += len(data)
        outputfile.write(data)


def serve():
    handler = functools.partial(Counted, directory=str(HTML))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    listing = json.loads((HTML / "offline.json").read_text(encoding="utf-8"))
    editions = listing["editions"]
    mb = lambda n: f"{n / 1e6:.1f} MB"  # noqa: E731
    print(f"build {listing['build']}: {len(listing['files'])} files kept by the browser")
    for name, label in (("en", "English edition"), ("it", "Italian edition"), ("shared", "live tables (shared)")):
        print(f"  {label:24s} {editions[name]['files']:5d} files  {mb(editions[name]['bytes']):>9s}")
    both = sum(e["bytes"] for e in editions.values())
    print(f"  kept, both editions      {mb(both):>21s}")
    print(f"  kept, English only       {mb(editions['en']['bytes'] + editions['shared']['bytes']):>21s}")
    print(f"  kept, Italian only       {mb(editions['it']['bytes'] + editions['shared']['bytes']):>21s}")

    from playwright.sync_api import sync_playwright

    server, base = serve()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
            context = browser.new_context()
            page = context.new_page()
            Counted.sent[0] = 0
            page.goto(f"{base}book/intro.html")
            done = page.evaluate(KEPT, [["en", "it"], KEEP_MS])
            sent = Counted.sent[0]
            print(f"first visit, both editions kept: {done / 1000:.1f} s from the page's start "
                  f"({mb(sent)} sent by the server, {os.getloadavg()[0]:.1f} load)" if done else
                  "first visit: the book was not kept whole in time")
            context.close()

            context = browser.new_context()
            page = context.new_page()
            page.goto(f"{base}book/intro.html")
            page.evaluate(KEPT, [["en", "it"], KEEP_MS])
            page.wait_for_selector('input[name="cit-offline-keep"][value="it"]')
            Counted.sent[0] = 0
            began = page.evaluate("performance.now()")
            page.locator('input[name="cit-offline-keep"][value="it"]').check()
            done = page.evaluate(KEPT, [["it"], KEEP_MS])
            print(f"Italian only, chosen after the first visit: {(done - began) / 1000:.1f} s "
                  f"({mb(Counted.sent[0])} sent)" if done else "Italian only: not reached in time")
            usage = page.evaluate("navigator.storage.estimate().then(e => e.usage)")
            print(f"the browser's own estimate of its storage for the site then: {mb(usage)}")
            context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()


if __name__ == "__main__":
    main()
