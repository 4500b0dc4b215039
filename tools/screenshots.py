"""Screenshots of the built book for a person to look at: each page as a reader sees it, on a desktop and a
390 px phone, in light and dark mode, full length, in ``_build/screenshots/`` (or ``--out``).

    python tools/screenshots.py                              # every page, desktop light (`make screenshots`)
    python tools/screenshots.py bisca/03 skemino/04 --all    # pages whose path holds these, every width and mode
    python tools/screenshots.py --width phone --mode dark it/book/bisca

File names: the page's path with ``/`` as ``__``, then ``.<width>-<mode>.png``. The tests check the pages
(tests/browser/test_every_page*.py); this only draws them.
"""
from __future__ import annotations

import argparse
import functools
import http.server
import re
import sys
import threading
from pathlib import Path
from typing import Any, Literal

ROOT = Path(__file__).resolve().parents[1]
WIDTHS: dict[str, Any] = {"desktop": {"width": 1280, "height": 900}, "phone": {"width": 390, "height": 844}}
MODES: tuple[Literal["light", "dark"], ...] = ("light", "dark")
SKIP_DIRS = {"_static", "_sources", "_images", "_sphinx_design_static", "play"}
CHROMIUM = "/usr/bin/chromium"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


def pages_of(book: Path, wanted: list[str]) -> list[str]:
    pages = sorted(p.relative_to(book).as_posix() for p in book.rglob("*.html")
                   if not SKIP_DIRS & set(p.relative_to(book).parts))
    return [p for p in pages if not wanted or any(w in p for w in wanted)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("pages", nargs="*", help="only pages whose path holds one of these")
    parser.add_argument("--book", type=Path, default=ROOT / "_build" / "html", help="the built book")
    parser.add_argument("--out", type=Path, default=ROOT / "_build" / "screenshots")
    parser.add_argument("--width", choices=[*WIDTHS, "both"], default="desktop")
    parser.add_argument("--mode", choices=[*MODES, "both"], default="light")
    parser.add_argument("--all", action="store_true", help="both widths and both modes")
    args = parser.parse_args(argv)
    if not (args.book / "index.html").is_file():
        print(f"No built book at {args.book}: run `make book` first.", file=sys.stderr)
        return 1
    pages = pages_of(args.book, args.pages)
    if not pages:
        print(f"No page of {args.book} matches {args.pages}.", file=sys.stderr)
        return 1
    widths = list(WIDTHS) if args.all or args.width == "both" else [args.width]
    modes: list[Any] = list(MODES) if args.all or args.mode == "both" else [args.mode]

    from playwright.sync_api import sync_playwright

    handler = functools.partial(QuietHandler, directory=str(args.book))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    args.out.mkdir(parents=True, exist_ok=True)
    count = 0
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        for width in widths:
            for mode in modes:
                context = browser.new_context(viewport=WIDTHS[width], color_scheme=mode)
                # the theme keeps the reader's choice in localStorage "mode": as if the reader had picked it
                context.add_init_script(f"localStorage.setItem('mode', '{mode}');")
                page = context.new_page()
                page.route(re.compile(r"^(?!http://127\.0\.0\.1)"), lambda route: route.abort())
                for rel in pages:
                    page.goto(base + rel, wait_until="networkidle")
                    name = re.sub(r"[/\\]", "__", rel) + f".{width}-{mode}.png"
                    page.screenshot(path=str(args.out / name), full_page=True)
                    count += 1
                context.close()
        browser.close()
    server.shutdown()
    print(f"{count} screenshots of {len(pages)} pages in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
