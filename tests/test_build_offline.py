"""tools/build_offline.py (issue 28): what the browser needs to keep the whole book and to install it, from
a small built site made here (the real one is tested in the browser: tests/browser/test_offline_book.py)."""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tests.load import module_at

ROOT = Path(__file__).resolve().parents[1]
build_offline = module_at("build_offline", ROOT / "tools" / "build_offline.py")


@pytest.fixture
def site(tmp_path):
    files = {
        "index.html": '<meta http-equiv="Refresh" content="0; url=book/intro.html" />',
        "book/intro.html": "<html>intro</html>",
        "_static/js/cit-common.js": "/* common */",
        "_static/icons/icon-192.png": "png",
        "_static/favicon.svg": "<svg/>",
        "_sources/book/intro.md": "# source",
        ".buildinfo": "build",
        "objects.inv": "inv",
        "it/index.html": "redirect",
        "it/book/intro.html": "<html>introduzione</html>",
        "it/_sources/book/intro.md": "# sorgente",
        "play/games.json": json.dumps({"app": "app-0123456789ab/", "runtime": "runtime-ba9876543210/"}),
        "play/app-0123456789ab/cit-play.mjs": "export {}",
        "play/runtime-ba9876543210/pyodide.asm.wasm": "wasm",
    }
    for path, text in files.items():
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_text(text, encoding="utf-8")
    return tmp_path


def test_the_listing_holds_every_file_a_reader_opens_with_its_hash_and_edition(site):
    listing = build_offline.write(site)
    files = {f["path"]: f for f in listing["files"]}
    assert set(files) == {"index.html", "book/intro.html", "_static/js/cit-common.js", "_static/icons/icon-192.png",
                          "_static/favicon.svg",
                          "it/index.html", "it/book/intro.html", "play/games.json", "play/app-0123456789ab/cit-play.mjs",
                          "play/runtime-ba9876543210/pyodide.asm.wasm", "manifest.webmanifest",
                          "it/manifest.webmanifest"}
    assert files["it/book/intro.html"]["edition"] == "it" and files["book/intro.html"]["edition"] == "en"
    assert files["play/games.json"]["edition"] == "shared"
    body = (site / "book/intro.html").read_bytes()
    assert files["book/intro.html"]["sha256"] == hashlib.sha256(body).hexdigest()[:16]
    assert files["book/intro.html"]["size"] == len(body)
    assert listing["editions"]["it"]["bytes"] == sum(f["size"] for f in files.values() if f["edition"] == "it")
    assert listing["play_cache"] == "cit-play-app-0123456789ab"
    assert json.loads((site / "offline.json").read_text(encoding="utf-8")) == listing


def test_a_changed_file_is_a_new_build_and_a_new_worker(site):
    first = build_offline.write(site)
    worker = (site / "sw.js").read_text(encoding="utf-8")
    assert f'const BUILD = "{first["build"]}";' in worker and "__BUILD__" not in worker
    assert build_offline.write(site)["build"] == first["build"]          # nothing changed: the same build
    (site / "it/book/intro.html").write_text("<html>introduzione, seconda</html>", encoding="utf-8")
    second = build_offline.write(site)
    assert second["build"] != first["build"]
    assert f'const BUILD = "{second["build"]}";' in (site / "sw.js").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang,folder", [("en", ""), ("it", "it/")])
def test_each_edition_has_an_installable_manifest(site, lang, folder):
    build_offline.write(site)
    manifest = json.loads((site / folder / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["lang"] == lang and manifest["display"] == "standalone"
    assert manifest["start_url"] == "./book/intro.html"
    assert (site / folder / manifest["scope"]).resolve() == site.resolve()
    sizes = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]}
    assert sizes == {("192x192", "any"), ("512x512", "any"), ("192x192", "maskable"), ("512x512", "maskable")}
    for icon in manifest["icons"]:
        assert (ROOT / "assets" / "icons" / Path(icon["src"]).name).is_file()
    assert manifest["theme_color"] and manifest["background_color"]


def test_the_front_page_that_sends_the_reader_on_names_the_books_icon_once(site):
    """Else the browser asks the host's root for /favicon.ico, which a static host need not have."""
    build_offline.write(site)
    build_offline.write(site)
    front = (site / "index.html").read_text(encoding="utf-8")
    assert front.startswith('<meta http-equiv="Refresh" content="0; url=book/intro.html" />')
    assert front.count('<link rel="icon" href="_static/favicon.svg" />') == 1
    # a front page that is not only a redirect, or an edition with no icon of its own, is left as it was
    assert (site / "it" / "index.html").read_text(encoding="utf-8") == "redirect"
