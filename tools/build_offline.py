"""The book in the reader's pocket (`make book` runs this last, after the pages and `make lite`): what the
browser needs to install the book as an app and to keep all of it after one visit, written into the
built site (``_build/html``):

* ``manifest.webmanifest`` beside each edition's front page (``index.html``, ``it/index.html``): its name
  and words in the edition's language, its icons (``_static/icons``, drawn by tools/make_icons.py), the
  theme colours, its first page, the site's root as its scope, shown as an app of its own (standalone);
* ``offline.json``: every file of the build (the pages of both editions, their pictures, scripts and
  styles, the sheets to print, the tables' runtime and app) with its size, the start of its SHA-256 and
  its edition (``en``, ``it``, or ``shared``: the tables' files), the totals per edition, and the
  build's hash (of all of it);
* each edition's front page (``index.html``, which only sends the reader on to the first page) names the
  book's icon: a page that names none makes the browser ask the site's root for ``/favicon.ico``, which a
  static host need not have (a "404" in the reader's console);
* ``sw.js``: the service worker (runtime/cit-book-sw.js) with the build's hash in it, so that a new
  build is a new worker, which keeps the new copy whole before it replaces the old one.

Every address is relative to the site's root: the book works from any folder of any static host.

Usage: ``.venv/bin/python tools/build_offline.py [--site _build/html]``
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SERVICE_WORKER = ROOT / "runtime" / "cit-book-sw.js"
LISTING = "offline.json"
MANIFEST = "manifest.webmanifest"
# what a reader never opens: Sphinx's page sources and build records, the stamps of make
LEFT_OUT_FOLDERS = ("_sources/", "it/_sources/", ".doctrees/")
LEFT_OUT_NAMES = (".buildinfo", ".cit-built", "objects.inv", LISTING, "sw.js", "NOTICE.txt")
HASH_CHARS = 16
EDITIONS = {"en": "", "it": "it/"}
SHARED_FOLDERS = ("play/",)
# the browser's bar: the felt of the icons in light mode, darker in dark mode (pages say both)
THEME = {"light": "#1b5e20", "dark": "#0d2b12"}
WORDS = {
    "en": {"name": "Carte in Tavola", "short_name": "Carte in Tavola",
           "description": "The rules of five Italian table games, with live tables to play them, "
                          "readable with no connection."},
    "it": {"name": "Carte in Tavola", "short_name": "Carte in Tavola",
           "description": "Le regole di cinque giochi da tavolo italiani, con i tavoli dal vivo per "
                          "giocarli, da leggere anche senza connessione."},
}


def edition_of(path: str) -> str:
    """Which edition a file belongs to (its path from the site's root): the tables are both editions'."""
    if path.startswith(SHARED_FOLDERS):
        return "shared"
    return "it" if path.startswith("it/") else "en"


def kept_files(site: Path) -> list[Path]:
    """The files of the built site a reader's browser keeps, in path order."""
    found = []
    for path in sorted(site.rglob("*")):
        relative = path.relative_to(site).as_posix()
        if not path.is_file() or relative.startswith(LEFT_OUT_FOLDERS) or path.name in LEFT_OUT_NAMES:
            continue
        if any(part.startswith(".") for part in relative.split("/")):
            continue
        found.append(path)
    return found


def web_manifest(lang: str) -> dict[str, Any]:
    """The web app manifest of an edition, relative to its own folder (``it/`` for the Italian one)."""
    up = "" if lang == "en" else "../"
    icons = [{"src": f"_static/icons/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png",
              "purpose": "any"} for size in (192, 512)]
    icons += [{"src": f"_static/icons/maskable-{size}.png", "sizes": f"{size}x{size}", "type": "image/png",
               "purpose": "maskable"} for size in (192, 512)]
    return {"name": WORDS[lang]["name"], "short_name": WORDS[lang]["short_name"],
            "description": WORDS[lang]["description"], "lang": lang, "dir": "ltr",
            "start_url": "./book/intro.html", "scope": f"./{up}", "display": "standalone",
            "background_color": "#ffffff", "theme_color": THEME["light"], "icons": icons}


REDIRECT = '<meta http-equiv="Refresh"'
ICON = "_static/favicon.svg"


def name_the_icon(front_page: Path) -> None:
    """The front page that only sends the reader on names the edition's icon (once, however often run)."""
    text = front_page.read_text(encoding="utf-8")
    link = f'<link rel="icon" href="{ICON}" />'
    if text.lstrip().startswith(REDIRECT) and link not in text and (front_page.parent / ICON).is_file():
        front_page.write_text(text.rstrip("\n") + "\n" + link + "\n", encoding="utf-8")


def write(site: Path) -> dict[str, Any]:
    if not (site / "index.html").is_file():
        sys.exit(f"{site} holds no built book (make book builds it)")
    for lang, folder in EDITIONS.items():
        if (site / folder / "index.html").is_file():
            name_the_icon(site / folder / "index.html")
            (site / folder / MANIFEST).write_text(json.dumps(web_manifest(lang), indent=1, ensure_ascii=False) + "\n",
                                                  encoding="utf-8")
    files: list[dict[str, Any]] = []
    build = hashlib.sha256()
    for path in kept_files(site):
        relative = path.relative_to(site).as_posix()
        body = path.read_bytes()
        digest = hashlib.sha256(body).hexdigest()[:HASH_CHARS]
        build.update(f"{relative}\0{digest}\0".encode())
        files.append({"path": relative, "size": len(body), "sha256": digest, "edition": edition_of(relative)})
    games = json.loads((site / "play" / "games.json").read_text(encoding="utf-8")) \
        if (site / "play" / "games.json").is_file() else {}
    build_hash = build.hexdigest()[:HASH_CHARS]
    listing: dict[str, Any] = {
        "build": build_hash,
        # the tables' saved Python memory (runtime/cit-worker.mjs) is this app folder's; others are stale
        "play_cache": f"cit-play-{games['app'].rstrip('/')}" if games.get("app") else None,
        "editions": {edition: {"files": sum(1 for f in files if f["edition"] == edition),
                               "bytes": sum(f["size"] for f in files if f["edition"] == edition)}
                     for edition in ("en", "it", "shared")},
        "files": files,
    }
    (site / LISTING).write_text(json.dumps(listing, separators=(",", ":")), encoding="utf-8")
    worker = SERVICE_WORKER.read_text(encoding="utf-8").replace("__BUILD__", build_hash)
    (site / "sw.js").write_text(worker, encoding="utf-8")
    return listing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "_build" / "html", help="the built book (_build/html)")
    args = parser.parse_args()
    listing = write(args.site.resolve())
    sizes = ", ".join(f"{edition} {e['files']} files {e['bytes'] / 1e6:.1f} MB" for edition, e in listing["editions"].items())
    print(f"offline: build {listing['build']}, {len(listing['files'])} files kept by the browser ({sizes})")


if __name__ == "__main__":
    main()
