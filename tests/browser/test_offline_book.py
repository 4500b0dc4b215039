"""The book in the reader's pocket (issue 28): installable, whole with no connection after one visit, a new
build taken in one step, and the reader's own records kept in the browser.

- Install criteria: each edition's web app manifest (name, short name, icons at 192 and 512 px, maskable
  ones too, theme colour, start page, scope, standalone), linked from every page of both editions, its
  icons fetched; Chromium itself reports no installability error; the service worker at the site's root
  controls the pages of both editions and the tables' own pages.
- One page opened online, the network cut: every page of both editions opens, and every game's table
  starts and plays a few moves, with no console error.
- A second build (a marker in one page) on the same host, under a folder: the new copy is kept beside
  the old, the pages keep coming from the old until the reader presses Reload, then from the new one
  only; the game in play at a table is still there.
- Records: a game finished at a table is counted on the Your games page, after a reload too; the file
  saved holds it; Delete all leaves nothing.

Each test has its own browser context (the service worker, its caches and the storage are a context's).
"""
from __future__ import annotations

import functools
import http.server
import json
import random
import re
import shutil
import struct
import threading
from pathlib import Path
from urllib.parse import urljoin

import pytest

from tests.browser.conftest import (TABLE_START_MS, _QuietHandler, built_pages, forget_kept_games,
                                    wait_for_promise, wait_for_table, watched)
from tests.browser.table_driver import TableDriver
from tests.load import module_at

ROOT = Path(__file__).resolve().parents[2]
build_offline = module_at("build_offline", ROOT / "tools" / "build_offline.py")

KEEP_MS = 600_000          # the whole book (about 40 MB) kept by a fresh browser on a loaded machine
ANSWER_MS = 60_000
MANIFEST_LINK = re.compile(r'<link rel="manifest" href="([^"]+)"')


def kept_whole(pg, timeout: int = KEEP_MS) -> dict:
    """Wait until the service worker controls the page and its build's copy holds every file it keeps;
    the listing (offline.json) it keeps."""
    pg.wait_for_function("() => navigator.serviceWorker && navigator.serviceWorker.controller", timeout=timeout)
    return pg.evaluate("""async (timeout) => {
        const root = new URL('../', document.querySelector('meta[name="cit-play"]')
            ? new URL(document.querySelector('meta[name="cit-play"]').content, location.href) : new URL('play/', location.href));
        const list = await (await fetch(new URL('offline.json', root))).json();
        const cache = await caches.open('cit-book-' + list.build);
        const until = Date.now() + timeout;
        for (;;) {
            const held = new Set((await cache.keys()).map(r => new URL(r.url).pathname));
            const missing = list.files.filter(f => !held.has(new URL(f.path, root).pathname));
            if (!missing.length) return {build: list.build, files: list.files.length, root: root.href};
            if (Date.now() > until) return {missing: missing.slice(0, 5).map(f => f.path), build: list.build};
            await new Promise(r => setTimeout(r, 500));
        }
    }""", timeout)


def new_context(browser, **options):
    return browser.new_context(viewport={"width": 1280, "height": 900}, **options)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return struct.unpack(">II", data[16:24])


# --- installable -----------------------------------------------------------------------------------

def test_every_page_of_both_editions_links_its_editions_manifest(built_book):
    """Each page's <link rel="manifest"> resolves (relative to the page) to its edition's manifest."""
    wrong = []
    for page in built_pages():
        html = (built_book / page).read_text(encoding="utf-8")
        if html.lstrip().startswith('<meta http-equiv="Refresh"'):
            continue        # an edition's index.html: only a redirect to its first page
        found = MANIFEST_LINK.search(html)
        edition = "it/" if page.startswith("it/") else ""
        expected = built_book / edition / "manifest.webmanifest"
        if not found:
            wrong.append(f"{page}: no manifest link")
        elif (built_book / page).parent.joinpath(found.group(1)).resolve() != expected.resolve():
            wrong.append(f"{page}: {found.group(1)}")
    assert not wrong, wrong[:10]
    for game in (built_book / "play").glob("*.html"):
        if game.name != "index.html":
            assert '<link rel="manifest" href="../manifest.webmanifest">' in game.read_text(encoding="utf-8"), game.name


@pytest.mark.parametrize("edition", ["", "it/"], ids=["en", "it"])
def test_the_manifest_meets_the_install_criteria(full_browser, book_server, built_book, edition):
    """The manifest's fields and icons (fetched: real PNGs of their sizes), Chromium's own check of
    installability (the whole browser's: its headless shell has none), and the service worker controlling
    the page."""
    context = new_context(full_browser)
    try:
        pg = context.new_page()
        watched(pg)
        pg.goto(f"{book_server}{edition}book/intro.html")
        href = pg.get_attribute('link[rel="manifest"]', "href")
        url = urljoin(pg.url, href)
        manifest = pg.evaluate("async (url) => (await fetch(url)).json()", url)
        assert manifest["name"] == "Carte in Tavola" and manifest["short_name"]
        assert manifest["lang"] == (edition.rstrip("/") or "en")
        assert manifest["display"] == "standalone"
        assert urljoin(url, manifest["start_url"]) == f"{book_server}{edition}book/intro.html"
        assert urljoin(url, manifest["scope"]) == book_server
        assert re.fullmatch(r"#[0-9a-f]{6}", manifest["theme_color"])
        themes = pg.eval_on_selector_all('meta[name="theme-color"]', "els => els.map(e => e.media)")
        assert sorted(themes) == ["(prefers-color-scheme: dark)", "(prefers-color-scheme: light)"]
        sizes = set()
        for icon in manifest["icons"]:
            response = pg.request.get(urljoin(url, icon["src"]))
            assert response.ok, icon
            width, height = png_size(response.body())
            assert f"{width}x{height}" == icon["sizes"] and icon["type"] == "image/png"
            sizes.add((icon["sizes"], icon["purpose"]))
        assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
        kept = kept_whole(pg)
        assert "missing" not in kept, kept
        cdp = context.new_cdp_session(pg)
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        # (a test's browser context is a private window, where no browser installs anything)
        assert [e for e in errors if e["errorId"] != "in-incognito"] == [], errors
        # the one worker at the site's root controls the other edition's pages and the tables' pages
        for other in ("book/bisca/index.html", "it/book/skemino/index.html", "play/bisca.html"):
            pg.goto(f"{book_server}{other}", wait_until="domcontentloaded")
            assert pg.evaluate("navigator.serviceWorker.controller && navigator.serviceWorker.controller.scriptURL") \
                == f"{book_server}sw.js", other
        assert pg.record.problems() == []
        # the check that found nothing above does find a page that cannot be installed
        pg.set_content("<html><head><title>no manifest</title></head><body></body></html>")
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert [e for e in errors if e["errorId"] != "in-incognito"], errors
    finally:
        context.close()


# --- whole with no connection ------------------------------------------------------------------------

def play_page(built_book, game: str) -> str:
    return next((built_book / "book" / game).glob("*play*.html")).relative_to(built_book).as_posix()


def test_after_one_visit_every_page_and_every_table_opens_with_the_network_cut(browser, book_server, built_book,
                                                                                play_manifest):
    context = new_context(browser)
    try:
        pg = context.new_page()
        watched(pg)
        pg.goto(f"{book_server}it/book/glossary.html")
        kept = kept_whole(pg)
        assert "missing" not in kept, kept
        # the front page says it: both editions kept, with their sizes
        pg.goto(f"{book_server}book/intro.html")
        pg.wait_for_selector('.cit-offline-status[data-kept="whole"]', timeout=60_000)
        assert "both editions" in pg.inner_text(".cit-offline-status")
        context.set_offline(True)
        failed = {}
        # kept_whole found every file of the listing in the copy; opening a page offline shows that the worker
        # serves it and all it asks for: every third page of each edition (every chapter and kind of page),
        # its front page and every game's play page (the offline visit of all 188 pages took 2.5 minutes)
        every = built_pages()
        pages = sorted(set(every[::3]) | {p for p in every if p.endswith(("intro.html", "play.html"))})
        assert any(p.startswith("it/") for p in pages) and any(not p.startswith("it/") for p in pages)
        for page in pages:
            if (built_book / page).read_text(encoding="utf-8").lstrip().startswith('<meta http-equiv="Refresh"'):
                continue    # an edition's index.html redirects to its first page, opened here anyway
            pg.record.clear()
            response = pg.goto(f"{book_server}{page}", wait_until="load")
            if response is None or response.status != 200 or pg.record.problems():
                failed[page] = (response and response.status, pg.record.problems()[:3])
        assert not failed, f"{len(failed)} of {len(pages)} pages failed offline: {list(failed.items())[:5]}"
        # every game's table, in its play page's Play here, with a few moves
        for game in [g["name"] for g in play_manifest["games"]]:
            pg.record.clear()
            pg.goto(f"{book_server}{play_page(built_book, game)}", wait_until="domcontentloaded")
            forget_kept_games(pg, book_server)
            pg.reload(wait_until="domcontentloaded")
            button = pg.locator(".cit-play-here-button")
            pg.wait_for_function("() => !document.querySelector('.cit-play-here-button').disabled", timeout=60_000)
            button.click()
            wait_for_table(pg, ".cit-play-here-table", timeout=TABLE_START_MS)
            driver = TableDriver(pg, ".cit-play-here-table", timeout_ms=ANSWER_MS, check_words=False)
            rng = random.Random(7)
            state = driver.settle()
            for _ in range(3):
                if state["tone"] == "end":
                    break
                state = driver.step(rng)
            assert driver.clicks >= 1, game
            assert pg.record.problems() == [], (game, pg.record.problems())
    finally:
        context.close()


def test_a_play_page_without_its_tables_and_without_a_connection_says_so_truly(browser, book_server, built_book):
    """No service worker (blocked), the network cut after the page loaded: play/games.json cannot be
    fetched, and the page blames the connection, not the build (issue 27, point 14)."""
    context = new_context(browser, service_workers="block")
    try:
        pg = context.new_page()
        pg.route("**/play/games.json", lambda route: route.abort("internetdisconnected"))
        pg.goto(f"{book_server}{play_page(built_book, 'bisca')}", wait_until="domcontentloaded")
        status = pg.locator(".cit-play-here-status")
        status.wait_for(state="visible", timeout=30_000)
        words = status.inner_text()
        assert "no connection" in words and "make lite" not in words, words
    finally:
        context.close()


# --- a new build: kept whole beside the old, taken in one step ------------------------------------------

@pytest.fixture
def site_under_a_folder(built_book, tmp_path):
    """A copy of the built book served under /some/folder/ of its own server: (base URL, its folder)."""
    site = tmp_path / "host" / "some" / "folder"
    shutil.copytree(built_book, site, ignore=shutil.ignore_patterns("_sources", ".doctrees"))
    handler = functools.partial(_QuietHandler, directory=str(tmp_path / "host"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/some/folder/", site
    server.shutdown()
    server.server_close()


def page_text(pg, url: str) -> str:
    return pg.evaluate("async (url) => (await fetch(url)).text()", url)


def second_build(site: Path) -> str:
    """A second build on the same host: one page changed (a marker), the listing and the worker written
    again; its build's name."""
    intro = site / "book" / "intro.html"
    intro.write_text(intro.read_text(encoding="utf-8").replace("</body>", "<!-- cit-second-build --></body>"),
                     encoding="utf-8")
    return build_offline.write(site)["build"]


def opened_and_kept(browser, address: str):
    """A new browser context (its own service worker and storage) on ``address``, once the whole book is kept:
    (context, page, what kept_whole said)."""
    context = new_context(browser)
    pg = context.new_page()
    watched(pg)
    pg.goto(address, wait_until="domcontentloaded")
    return context, pg, kept_whole(pg)


def test_a_new_build_replaces_the_kept_copy_whole_and_the_game_in_play_stays(browser, site_under_a_folder, built_book):
    base, site = site_under_a_folder
    context, pg, first = opened_and_kept(browser, f"{base}{play_page(built_book, 'bisca')}")
    try:
        assert "missing" not in first, first
        assert first["root"] == base
        forget_kept_games(pg, base)
        pg.reload(wait_until="domcontentloaded")
        pg.wait_for_function("() => !document.querySelector('.cit-play-here-button').disabled", timeout=60_000)
        pg.locator(".cit-play-here-button").click()
        wait_for_table(pg, ".cit-play-here-table")
        driver = TableDriver(pg, ".cit-play-here-table", timeout_ms=ANSWER_MS, check_words=False)
        rng = random.Random(3)
        driver.settle()
        for _ in range(3):
            driver.step(rng)
        before = driver.state()
        kept_game = pg.evaluate("localStorage.getItem('cit-table:bisca')")
        assert kept_game, "the table keeps no game in the browser"

        second = second_build(site)
        assert second != first["build"]
        pg.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        pg.wait_for_selector(".cit-update", timeout=KEEP_MS)
        assert "A new version of the book is ready" in pg.inner_text(".cit-update")
        # until the reader reloads, every page still comes from the first build's copy
        assert "cit-second-build" not in page_text(pg, f"{base}book/intro.html")
        keys = pg.evaluate("caches.keys()")
        assert {f"cit-book-{first['build']}", f"cit-book-{second}"} <= set(keys), keys
        # Reload: the new build's worker takes over, the old copy goes, then the page reloads itself
        with pg.expect_navigation(wait_until="domcontentloaded", timeout=KEEP_MS):
            pg.locator(".cit-update-reload").click()
        wait_for_promise(pg, "(b) => caches.keys().then(k => !k.includes('cit-book-' + b))", first["build"])
        assert "cit-second-build" in page_text(pg, f"{base}book/intro.html")
        whole = kept_whole(pg)
        assert whole.get("build") == second and "missing" not in whole, whole
        assert [k for k in pg.evaluate("caches.keys()") if re.fullmatch(r"cit-book-[0-9a-f]{16}", k)] \
            == [f"cit-book-{second}"]
        # the game in play came back with the page
        wait_for_table(pg, ".cit-play-here-table")
        again = TableDriver(pg, ".cit-play-here-table", timeout_ms=ANSWER_MS, check_words=False).state()
        assert again["game"] == before["game"]
        assert json.loads(pg.evaluate("localStorage.getItem('cit-table:bisca')"))["deal"] == json.loads(kept_game)["deal"]
        assert "back" in pg.inner_text(".cit-play-here-table .cit-t-say").lower()
        assert pg.record.problems() == []
    finally:
        context.close()


def test_a_tables_own_page_says_when_a_new_build_waits_and_reload_takes_it(browser, site_under_a_folder):
    """The app page (play/<game>.html, the table alone, in Italian here) shows the same bar as the book's
    pages when a new build's copy waits, in its language; Reload moves to it and the game comes back."""
    base, site = site_under_a_folder
    context, pg, first = opened_and_kept(browser, f"{base}play/scamorra.html?lang=it&pause=0")
    try:
        assert "missing" not in first and first["root"] == base, first
        wait_for_table(pg)
        driver = TableDriver(pg, "#cit-play-table", timeout_ms=ANSWER_MS, check_words=False)
        driver.settle()
        rng = random.Random(5)
        for _ in range(3):
            driver.step(rng)
        deal = pg.inner_text("#cit-play-table .cit-t-deal")
        assert pg.locator(".cit-update").count() == 0          # nothing new yet: no bar
        # the page speaks Italian, and its way back leads to the Italian edition's pages
        assert pg.evaluate("document.documentElement.lang") == "it" and pg.title().endswith(": gioca · Carte in Tavola")
        back = pg.locator(".cit-play-app-book")
        assert back.inner_text() == "← La Scamorra nel libro: le regole, come si gioca"
        assert re.fullmatch(r"\.\./it/book/scamorra/\d\d_play\.html", back.get_attribute("href"))
        assert pg.request.get(urljoin(pg.url, back.get_attribute("href"))).ok
        second = second_build(site)
        pg.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        pg.wait_for_selector(".cit-update", timeout=KEEP_MS)
        assert pg.inner_text(".cit-update-words") == "È pronta una nuova versione del libro"
        assert pg.get_attribute(".cit-update", "role") == "status"
        with pg.expect_navigation(wait_until="domcontentloaded", timeout=KEEP_MS):
            pg.get_by_role("button", name="Ricarica").click()
        assert kept_whole(pg).get("build") == second
        assert "cit-second-build" in page_text(pg, f"{base}book/intro.html")
        wait_for_table(pg)
        assert pg.inner_text("#cit-play-table .cit-t-deal") == deal
        assert pg.record.problems() == []
    finally:
        context.close()


def test_keeping_one_edition_only(browser, book_server):
    """The front page's choice: only the Italian edition (and the tables) kept, the English pages gone from
    the copy; both again brings them back."""
    context = new_context(browser)
    try:
        pg = context.new_page()
        watched(pg)
        pg.goto(f"{book_server}book/intro.html")
        kept = kept_whole(pg)
        assert "missing" not in kept, kept
        pg.wait_for_selector('.cit-offline-status[data-kept="whole"]', timeout=60_000)
        pg.locator('input[name="cit-offline-keep"][value="it"]').check()
        pg.wait_for_selector('.cit-offline-status[data-kept="whole"]', timeout=KEEP_MS)
        # the page may say "kept" as soon as every file of the choice is held, while the worker is still
        # dropping the other edition's files: they must be gone within the time a whole copy may take
        wait_for_promise(pg, """async (build) => !(await (await caches.open('cit-book-' + build)).keys())
            .some(r => new URL(r.url).pathname.startsWith('/book/'))""", kept["build"], timeout=KEEP_MS)
        held = pg.evaluate("""async (build) => (await (await caches.open('cit-book-' + build)).keys())
            .map(r => new URL(r.url).pathname)""", kept["build"])
        assert any(p.startswith("/it/") for p in held) and any(p.startswith("/play/") for p in held)
        assert not any(p.startswith("/book/") for p in held)
        assert "Italian edition" in pg.inner_text(".cit-offline-status")
        pg.locator('input[name="cit-offline-keep"][value="en,it"]').check()
        pg.wait_for_selector('.cit-offline-status[data-kept="whole"]', timeout=KEEP_MS)
        assert "missing" not in kept_whole(pg)
    finally:
        context.close()


# --- the reader's records --------------------------------------------------------------------------

def test_a_finished_game_is_recorded_kept_exported_and_deleted(browser, book_server):
    context = new_context(browser, accept_downloads=True, service_workers="block")
    try:
        pg = context.new_page()
        watched(pg)
        pg.goto(f"{book_server}play/skemino.html?seed=4&pause=0", wait_until="domcontentloaded")
        wait_for_table(pg)
        driver = TableDriver(pg, "#cit-play-table", timeout_ms=ANSWER_MS, check_words=False)
        driver.play_to_the_end(seed=4)
        final = driver.state()
        assert final["tone"] == "end"
        records = json.loads(pg.evaluate("localStorage.getItem('cit-records')"))
        assert records["last"][0]["game"] == "skemino" and records["last"][0]["result"] in ("won", "lost", "shared")
        assert records["last"][0]["save"] and records["last"][0]["code"]
        counts = records["counts"]["skemino"]
        assert sum(level["played"] for level in counts.values()) == 1
        pg.goto(f"{book_server}book/your_games.html")
        pg.reload()
        row = pg.locator('.cit-records-counts tr[data-game="skemino"]')
        assert row.count() == 1
        assert row.locator("td").nth(1).inner_text() == "1"
        link = pg.locator(".cit-records-last .cit-records-open").first.get_attribute("href")
        assert "/play/skemino.html#table=" in link
        with pg.expect_download() as download:
            pg.locator(".cit-records-export").click()
        saved = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
        assert saved["last"][0]["game"] == "skemino"
        pg.locator(".cit-records-delete").click()
        assert pg.evaluate("localStorage.getItem('cit-records')") is None
        assert pg.locator(".cit-records-counts").count() == 0
        pg.reload()
        assert pg.locator(".cit-records-none").count() == 1
        # the Italian page reads the same records, in Italian
        pg.goto(f"{book_server}it/book/your_games.html")
        assert "Nessuna partita" in pg.inner_text(".cit-records")
        assert pg.record.problems() == []
    finally:
        context.close()
