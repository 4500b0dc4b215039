"""The live tables of the published book run in the reader's browser: `make lite` builds play/ (Pyodide's
core runtime and the project's wheel in versioned folders, a Web Worker, the page-side bridge, an app
page per game, a service worker). Here: what the build ships, "Play here" on a book page mounting the
table in the page, a second visit restoring Python from the browser's cache (a fresh deal, not the
saved one), a failed download that says what failed and starts on Retry, and a book opened as files.

Every request leaving 127.0.0.1 is aborted and recorded (the ``page`` and ``play_tab`` fixtures);
the tests end with none, and with no console error unless the test provokes one on purpose.
"""
from __future__ import annotations

import functools
import hashlib
import http.server
import json
import re
import threading
import time
import zipfile

import pytest

import engine
from tests.browser.conftest import (TABLE_START_MS, _QuietHandler, forget_kept_games, wait_for_promise,
                                    wait_for_table, watched)

# nothing of a Jupyter kernel or widget toolkit goes to the browser
NOT_SHIPPED = ("ipywidgets", "IPython", "ipykernel", "jupyterlite", "pyodide_kernel", "comm", "traitlets")


def versioned_files(manifest, folder: str) -> dict[str, int]:
    return {name: size for name, size in manifest["files"].items() if name.startswith(manifest[folder])}


def test_the_build_ships_the_runtime_the_wheel_and_a_page_per_registered_game(built_book, play_manifest):
    """games.json names a runtime and an app folder whose names are their content hash; their files
    are there with the sizes it gives; every registered game has its app page; the lock lists the
    project's wheel and segno's (which draws a shared table's QR code), each with its real sha256; the
    project's wheel holds the engine and the table's Python and no Jupyter; the service worker keeps
    keeps them (the book's worker, with everything else)."""
    play = built_book / "play"
    for folder in ("runtime", "app"):
        assert re.fullmatch(rf"{folder}-[0-9a-f]{{12}}/", play_manifest[folder]), play_manifest[folder]
        files = versioned_files(play_manifest, folder)
        assert files, f"games.json lists no file in {play_manifest[folder]}"
        on_disk = {f"{play_manifest[folder]}{p.name}": p.stat().st_size for p in (play / play_manifest[folder]).iterdir()}
        assert on_disk == files
    runtime = play / play_manifest["runtime"]
    assert {p.name for p in runtime.iterdir()} == {"pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm",
                                                   "python_stdlib.zip"}
    assert [g["name"] for g in play_manifest["games"]] == [spec.name for spec in engine.games()]
    for game in play_manifest["games"]:
        page = (play / game["page"]).read_text(encoding="utf-8")
        assert f'data-game="{game["name"]}"' in page and f'{play_manifest["app"]}cit-play.mjs' in page
        assert (built_book / game["book"]).is_file(), f"{game['name']}'s app page links to a missing book page"
    app = play / play_manifest["app"]
    lock = json.loads((app / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert sorted(lock["packages"]) == ["carte-in-tavola", "segno"]
    for entry in lock["packages"].values():
        assert entry["sha256"] == hashlib.sha256((app / entry["file_name"]).read_bytes()).hexdigest()
    assert lock["packages"]["carte-in-tavola"]["depends"] == ["segno"]
    wheel = app / lock["packages"]["carte-in-tavola"]["file_name"]
    with zipfile.ZipFile(wheel) as whl:
        names = whl.namelist()
    assert "engine/core.pyc" in names and "widgets/table/host.pyc" in names
    # the table's code and the coach's chance line (widgets/review.py) only: the book's other widgets import
    # ipywidgets, which the reader's browser does not load
    assert "widgets/review.pyc" in names
    assert not [n for n in names if n.startswith("widgets/")
                and not n.startswith(("widgets/table/", "widgets/__init__", "widgets/review."))]
    shipped = [p.name for p in play.rglob("*")]
    assert not [n for n in shipped if n.lower().startswith(tuple(s.lower() for s in NOT_SHIPPED))]
    # play/sw.js only steps aside for the book's own worker at the site's root, which keeps every file
    # of the build (tests/browser/test_offline_book.py), these folders with it
    assert "unregister()" in (play / "sw.js").read_text(encoding="utf-8")
    listed = {f["path"] for f in json.loads((built_book / "offline.json").read_text(encoding="utf-8"))["files"]}
    assert {f"play/{name}" for name in play_manifest["files"]} <= listed


def play_page(built_book, game: str = "bisca") -> str:
    return next(p for p in (built_book / "book" / game).glob("*play*.html")).relative_to(built_book).as_posix()


def test_play_here_opens_the_table_over_the_page(play_tab, book_server, built_book, play_manifest):
    """At the top of the play page: the Play here button and a "full window" link to the app page.
    Pressed, it opens the table over the page at the window's size (no frame), saying "Setting up the
    table" while it starts; "Back to the page" closes it, and "Back to the table" opens it again with the
    game as it was."""
    forget_kept_games(play_tab, book_server)     # a kept game would start the table by itself
    play_tab.record.clear()
    play_tab.goto(book_server + play_page(built_book), wait_until="domcontentloaded")
    marker = play_tab.locator(".cit-play-here")
    button = marker.get_by_role("button", name="Play here")
    play_tab.wait_for_function("() => !document.querySelector('.cit-play-here-button').disabled", timeout=30_000)
    assert marker.get_by_role("link", name="full window").get_attribute("href").endswith("play/bisca.html")
    first_heading = play_tab.locator("article h1").first.bounding_box()
    assert marker.bounding_box()["y"] < first_heading["y"] + 250, "Play here is not at the top of the page"
    play_tab.evaluate("""() => {
        window.citSaid = [];
        new MutationObserver(() => {
            const words = document.querySelector('.cit-play-words');
            if (words && words.textContent) window.citSaid.push(words.textContent);
        }).observe(document.querySelector('.cit-play-here'), {subtree: true, childList: true, characterData: true});
    }""")
    button.click()
    wait_for_table(play_tab, ".cit-play-here-table")
    table = play_tab.locator(".cit-play-overlay .cit-play-here-table .cit-table")
    assert table.is_visible() and play_tab.locator("iframe").count() == 0
    box = play_tab.locator(".cit-play-overlay").bounding_box()
    window = play_tab.evaluate("[innerWidth, innerHeight]")       # the tab is shared: its size is the last test's
    assert (box["x"], box["y"], box["width"], box["height"]) == (0, 0, *window), (box, window)   # the whole window
    said = play_tab.evaluate("window.citSaid")
    assert said and all(text.startswith("Setting up the table") for text in said), said
    deal = table.locator(".cit-t-deal").inner_text()
    play_tab.get_by_role("button", name="Back to the page").click()
    assert not table.is_visible() and play_tab.locator("article h1").first.is_visible()
    marker.get_by_role("button", name="Back to the table").click()
    assert table.is_visible() and table.locator(".cit-t-deal").inner_text() == deal
    assert play_tab.record.problems() == []


def deal_number(page) -> int:
    view = page.evaluate("document.getElementById('cit-play-table').citPlay.model.get('view')")
    return view["deal"]


def test_a_second_visit_restores_python_from_the_cache_and_deals_afresh(browser, book_server, play_manifest):
    """A fresh browser: the service worker installs and drops the caches of other builds, the first
    start downloads and starts Python, and the book (the runtime and app folders with it) ends up kept. The page
    reloaded: Python's memory is restored from the cache instead of started again, and the new deal
    is not the one the saved memory would repeat. A damaged saved memory is dropped, not a hang."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        # an older build's cache, put there before any page of the book registers its worker (a file with no
        # script: the worker's first activation, which drops other builds' caches, comes after it), from a
        # page of its own: a JSON file names no icon, so the browser may ask the server's root for
        # /favicon.ico, and its "404" may come at any time after (the book's pages name their own icon)
        setup = context.new_page()
        setup.goto(f"{book_server}offline.json")
        assert setup.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0
        setup.evaluate("caches.open('cit-play-app-000000000000').then(c => c.put('/old', new Response('old')))")
        setup.close()
        pg = context.new_page()
        watched(pg)
        pg.goto(f"{book_server}play/bisca.html")
        wait_for_table(pg)
        first = pg.evaluate("document.getElementById('cit-play-table').citPlay.timings")
        assert first["snapshot"] is False
        # the book's service worker (sw.js at the site's root) keeps the whole build, the runtime with it,
        # and drops the other builds' caches once it has
        wait_for_promise(pg, """() => caches.keys().then(k => !k.includes('cit-play-app-000000000000')
                                && k.some(name => /^cit-book-[0-9a-f]{16}$/.test(name)))""", timeout=600_000)
        wait_for_promise(pg, """async (app) => {
            const cache = await caches.open('cit-play-' + app);
            return (await cache.keys()).some(r => r.url.endsWith('python-memory.snapshot'));
        }""", play_manifest["app"][:-1])
        # the page keeps the game again after every answer: once the table waits for the person, no
        # computer's move is answered (and the game kept again) between the forgetting and the reload
        pg.wait_for_function("() => document.getElementById('cit-play-table').citPlay.model.get('view')"
                             ".moves.length > 0")
        before = deal_number(pg)
        # a game under way (the computer may have moved first) would be offered back: not this test's
        forget_kept_games(pg, book_server)
        pg.reload(wait_until="domcontentloaded")
        wait_for_table(pg)
        again = pg.evaluate("document.getElementById('cit-play-table').citPlay.timings")
        assert again["snapshot"] is True, again
        assert deal_number(pg) != before
        # a damaged saved memory is dropped, and Python starts as on a first visit
        pg.evaluate("""async (name) => {
            const cache = await caches.open('cit-play-' + name);
            const saved = (await cache.keys()).find(r => r.url.endsWith('python-memory.snapshot'));
            await cache.put(saved, new Response(new Uint8Array(4096), {headers: {'x-cit-games': 'bisca'}}));
        }""", play_manifest["app"][:-1])
        pg.reload(wait_until="domcontentloaded")
        wait_for_table(pg)
        assert pg.evaluate("document.getElementById('cit-play-table').citPlay.timings")["snapshot"] is False
        # (a reload cancels what the page was still fetching, e.g. its icon: not a fault of the site)
        assert pg.record.problems() == []
    finally:
        context.close()


@pytest.fixture
def site_without_the_wheel(built_book, play_manifest, tmp_path):
    """A copy of the built book's play/ (links to its files) served on its own port, the project's
    wheel missing; yields (base URL, a function that puts the wheel back)."""
    play = tmp_path / "play"
    play.mkdir()
    wheel = None
    for path in (built_book / "play").rglob("*"):
        if path.is_file():
            target = play / path.relative_to(built_book / "play")
            target.parent.mkdir(parents=True, exist_ok=True)
            if path.suffix == ".whl" and path.name.startswith("carte_in_tavola-"):
                wheel = (path, target)
            else:
                target.symlink_to(path)
    (tmp_path / "_static").symlink_to(built_book / "_static")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(tmp_path)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", lambda: wheel[1].symlink_to(wheel[0])
    server.shutdown()
    server.server_close()


def test_a_download_that_fails_says_what_failed_and_retry_starts_the_table(browser, site_without_the_wheel):
    """The wheel missing on the server (HTTP 404): no spinner forever, but the stage and the reason
    in words, and a Retry button; once the file is back, Retry starts the table."""
    base, put_back = site_without_the_wheel
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        pg = context.new_page()
        record = watched(pg)
        pg.goto(f"{base}play/bisca.html")
        pg.wait_for_selector("#cit-play-table[data-cit-play=failed], #cit-play-table[data-cit-play=ready]",
                             timeout=TABLE_START_MS)
        words = pg.inner_text("#cit-play-table .cit-play-words")
        assert "could not be downloaded (HTTP 404)" in words and "Retry" in words, words
        retry = pg.get_by_role("button", name="Retry")
        assert retry.is_visible()
        put_back()
        retry.click()
        wait_for_table(pg)
        assert pg.locator("#cit-play-table .cit-table").is_visible()
        # the only console error is the browser's own note of the 404
        assert [e for e in record.console_errors if "404" not in e] == []
        assert record.outside == [] and record.page_errors == []
    finally:
        context.close()


class _SlowWasm(_QuietHandler):
    """Sends the runtime's WebAssembly at about 1.5 MB/s, as a slow connection would."""

    def copyfile(self, source, outputfile):
        if not self.path.endswith(".wasm"):
            return super().copyfile(source, outputfile)
        while chunk := source.read(256 * 1024):
            outputfile.write(chunk)
            time.sleep(0.17)


def test_a_slow_download_shows_its_progress(browser, built_book):
    """While the runtime downloads slowly, the status says the table is being set up, how far along
    (part 2 of 4) and for how long it has been at it, never Python, files or megabytes; then the table
    starts."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_SlowWasm, directory=str(built_book)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        pg = context.new_page()
        record = watched(pg)
        pg.add_init_script("""window.citSaid = [];
            new MutationObserver(() => {
                const words = document.querySelector('.cit-play-words');
                if (words && words.textContent && window.citSaid.at(-1) !== words.textContent) window.citSaid.push(words.textContent);
            }).observe(document, {subtree: true, childList: true, characterData: true});""")
        pg.goto(f"http://127.0.0.1:{server.server_address[1]}/play/skemino.html")
        wait_for_table(pg)
        said = pg.evaluate("window.citSaid")
        downloading = [text for text in said if text.startswith("Setting up the table: downloading, part ")]
        assert downloading, said
        assert any(re.search(r"part \d of 4… \d+ s$", text) for text in downloading), downloading
        assert len(set(downloading)) > 2, f"the status did not move while downloading: {downloading}"
        assert record.problems() == []
    finally:
        context.close()
        server.shutdown()
        server.server_close()


def test_a_book_opened_as_files_says_how_to_serve_it(browser, built_book):
    """From file:// no table can start (a worker and modules need http): the play page and the app
    page say how to serve the book instead, and nothing is asked of any server."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        pg = context.new_page()
        asked = []
        pg.on("request", lambda request: asked.append(request.url) if request.url.startswith("http") else None)
        pg.goto((built_book / play_page(built_book)).as_uri(), wait_until="load")
        marker = pg.locator(".cit-play-here")
        marker.wait_for(state="visible")
        assert "python -m http.server -d _build/html" in marker.inner_text()
        assert marker.get_by_role("button", name="Play here").is_disabled()
        pg.goto((built_book / "play" / "bisca.html").as_uri(), wait_until="load")
        assert "python -m http.server -d _build/html" in pg.inner_text("#cit-play-table")
        assert asked == []
    finally:
        context.close()


def test_without_the_tables_the_play_page_says_so(page, book_server, built_book):
    """A copy of the book without play/ (games.json missing): the play page's bar says the tables
    are not included, never a button that does nothing."""
    page.route("**/play/games.json", lambda route: route.fulfill(status=404, body="not found"))
    page.goto(book_server + play_page(built_book), wait_until="domcontentloaded")
    marker = page.locator(".cit-play-here")
    page.wait_for_function("() => document.querySelector('.cit-play-here-off')", timeout=30_000)
    assert "not included in this copy of the book" in marker.inner_text()
    assert marker.get_by_role("button", name="Play here").is_disabled()
    assert page.record.outside == [] and page.record.page_errors == []
