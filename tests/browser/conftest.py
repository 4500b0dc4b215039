"""Fixtures for browser tests: the built book on a local server, Debian's Chromium through
Playwright, Voila serving the playable pages, and the live tables running in the browser
(``live_table``: one tab for the whole session, so the in-browser Python starts cold once).

Chromium is Debian's (`make test` installs it with apt-get when it is missing); Playwright never downloads a
browser here. The tests drive its headless shell (/usr/bin/chromium-headless-shell, package
chromium-headless-shell): the same Blink engine and V8 as /usr/bin/chromium without the browser around them.
It visits the same pages on a third less CPU (Skèmino's 18 pages of test_every_page.py: 104 core-seconds
with the whole browser, 71 with the shell), and CPU is what bounds the suite on two cores. What only the
full browser does, Chrome's own check that the book can be installed, is asked of /usr/bin/chromium
(``full_browser``): the shell answers it with no error whatever the page. Every request that leaves
127.0.0.1 is recorded, and fails at once (the browser sends it to a proxy that is not there), so a page that
depends on the internet fails its test instead of hanging on it.
"""
from __future__ import annotations

import functools
import http.server
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urlparse

import pytest

CHROMIUM = os.environ.get("CIT_CHROMIUM", "/usr/bin/chromium-headless-shell")
FULL_CHROMIUM = os.environ.get("CIT_FULL_CHROMIUM", "/usr/bin/chromium")
# Outside requests go to a proxy on a closed local port and fail there; 127.0.0.1 never goes through a
# proxy. (Blocking them with Playwright's page.route instead sends every request of every page through
# Python and turns the browser's cache off: 17 pages' visits took 37.9 s with it, 34.0 s without.)
NO_PROXY_THERE = "--proxy-server=http://127.0.0.1:9"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", NO_PROXY_THERE]
LOCAL_HOSTS = {"127.0.0.1"}
LOCAL_SCHEMES = {"data", "blob", "about"}


ROOT = Path(__file__).resolve().parents[2]
# the built book: _build/html, or the one CIT_BUILT_BOOK names (as the built_book fixture does)
HTML = Path(os.environ.get("CIT_BUILT_BOOK") or ROOT / "_build" / "html")
# play/ holds the live tables that run in the browser: each app page starts Python (Pyodide), so the
# generic page tests leave it to tests/browser/test_play_in_browser*.py and the live_table fixture
SKIP_DIRS = {"_static", "_sources", "_images", "_sphinx_design_static", "play"}
STEP_CLASS = "cit-static-step"


def built_pages() -> list[str]:
    """Every HTML page of the built book, relative to _build/html."""
    return sorted(p.relative_to(HTML).as_posix() for p in HTML.rglob("*.html")
                  if not SKIP_DIRS & set(p.relative_to(HTML).parts))


def pages_with(css_class: str) -> list[str]:
    """The built pages holding a widget of that class (in the saved widget state, not merely in CSS)."""
    marker = f'"{css_class}"'
    return [rel for rel in built_pages() if marker in (HTML / rel).read_text(encoding="utf-8")]


def first_of_each_part(pages: list[str]) -> list[str]:
    """The first of ``pages`` in each game's part of each edition (``[it/]book/<game>/...``)."""
    firsts: dict[str, str] = {}
    for rel in pages:
        firsts.setdefault(rel.rsplit("/", 1)[0], rel)
    return sorted(firsts.values())


def pytest_generate_tests(metafunc):
    """``built_page``: one test per page of the built book; ``english_page`` and ``italian_page``: one per
    page of that edition (the Italian one is under it/); ``step_page``: the first page of each game's part
    in each edition holding a static step-through (every such page's markup is read without a browser in
    tests/browser/test_static_step_through.py). With no built book (or no such page) the test runs once
    and fails."""
    for name, pages in (("built_page", built_pages),
                        ("english_page", lambda: [p for p in built_pages() if not p.startswith("it/")]),
                        ("italian_page", lambda: [p for p in built_pages() if p.startswith("it/")]),
                        ("step_page", lambda: first_of_each_part(pages_with(STEP_CLASS)))):
        if name in metafunc.fixturenames:
            found = pages() if HTML.is_dir() else []
            metafunc.parametrize(name, found or [None], ids=found or ["none"])  # type: ignore[list-item]


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)
            if "voila_server" in getattr(item, "fixturenames", ()):
                item.add_marker(pytest.mark.live)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# axe-core (tests/browser/every_page.py), served beside the book to the tests only, never part of it: a
# script the browser fetches and compiles once for all the pages it checks, not text pasted into each page
CHECKER_PATH = "/_checker/"
CHECKER_DIR = ROOT / "_vendor" / "axe"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    # keep-alive: a page's forty-odd files come over a few connections, not one each
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):  # keep the test output readable
        pass

    def translate_path(self, path):
        if path.startswith(CHECKER_PATH):
            return str(CHECKER_DIR / Path(urlparse(path).path).name)
        return super().translate_path(path)

    def end_headers(self):
        # A file whose address carries its digest (Sphinx's "?v=", the theme's "?digest=") never changes at that
        # address: the browser keeps it without asking again, as from any web host (a page's stylesheets and
        # scripts, about forty: 0.97 s a page loaded with them asked again, 0.75 s without, on an idle core).
        # Any other file may be kept but is asked again each time, so that a test that rebuilds the book
        # sees its new files at once (an unchanged file costs a "304 Not Modified").
        versioned = re.search(r"[?&](v|digest)=", self.path)
        self.send_header("Cache-Control", "max-age=86400, immutable" if versioned else "no-cache")
        super().end_headers()


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # a browser that hangs up a kept-alive connection (its test ended, or it cut the network) is no
        # error of the server's; anything else still prints its traceback
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


@pytest.fixture(scope="session")
def book_server(built_book):
    """Base URL (ending in /) of ``_build/html`` served by http.server on 127.0.0.1."""
    handler = functools.partial(_QuietHandler, directory=str(built_book))
    server = _QuietServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def playwright_driver():
    """Playwright, started once for the session's browsers (a process may run one sync Playwright)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


def launched(driver, executable: str, package: str):
    """Playwright's Chromium from ``executable`` (Debian's ``package``), headless, for a session."""
    if not os.access(executable, os.X_OK):
        pytest.fail(f"{executable} is missing: `make test` installs it (apt-get install {package})")
    chromium = driver.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def browser(playwright_driver):
    yield from launched(playwright_driver, CHROMIUM, "chromium-headless-shell")


@pytest.fixture(scope="session")
def full_browser(playwright_driver):
    """The whole Chromium, for what its headless shell does not do (Chrome's installability check)."""
    yield from launched(playwright_driver, FULL_CHROMIUM, "chromium")


@dataclass
class PageRecord:
    """What a page did: requests that left 127.0.0.1, console errors, uncaught exceptions, failures."""

    outside: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)

    def clear(self) -> None:
        for found in (self.outside, self.console_errors, self.page_errors, self.failed):
            found.clear()

    def problems(self) -> list[str]:
        return ([f"request outside 127.0.0.1: {u}" for u in self.outside]
                + [f"console error: {m}" for m in self.console_errors]
                + [f"uncaught exception: {m}" for m in self.page_errors]
                + [f"failed request: {m}" for m in self.failed])


def is_local(url: str) -> bool:
    parsed = urlparse(url)
    return parsed.scheme in LOCAL_SCHEMES or parsed.hostname in LOCAL_HOSTS


def left_behind(req) -> bool:
    """A request dropped (net::ERR_ABORTED) because the page was left or cancelled it: the favicon, offline.json
    or play/games.json a page reads after it has loaded, when the test moves on to the next page first. Not
    the page's failure: one that fails is net::ERR_FAILED (the book's worker found nothing), a refused
    connection or, with the network cut, net::ERR_INTERNET_DISCONNECTED."""
    return req.failure == "net::ERR_ABORTED"


def watched(pg) -> PageRecord:
    """Record on ``pg`` (as ``pg.record``) what leaves 127.0.0.1 (the browser fails it: ``NO_PROXY_THERE``),
    console errors, uncaught exceptions and failed local requests."""
    record = PageRecord()
    pg.on("request", lambda request: None if is_local(request.url) else record.outside.append(request.url))
    pg.on("console", lambda msg: record.console_errors.append(f"{msg.text} ({msg.location.get('url', '')})")
          if msg.type == "error" else None)
    pg.on("pageerror", lambda exc: record.page_errors.append(str(exc)))
    pg.on("requestfailed", lambda req: record.failed.append(f"{req.url} ({req.failure})")
          if is_local(req.url) and not left_behind(req) else None)
    pg.record = record
    return record


@pytest.fixture(scope="module")
def book_context(browser):
    """One browser context for the pages of a test file, as a reader's browser goes from page to page: the
    theme's styles, scripts and fonts are fetched and compiled once, then only asked again (``304 Not
    Modified``). Its browser keeps no copy of the book (service workers blocked): each test file's browser
    would otherwise fetch the whole book (about 40 MB) in the background; tests/browser/test_offline_book.py
    tests the copy."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    yield context
    context.close()


@pytest.fixture
def page(book_context):
    """A fresh tab of the file's ``book_context`` whose outside requests fail and are recorded in
    ``page.record``. What its pages kept in the browser (the reader's records, a table in play, Python's
    saved memory) is wiped when the test ends, so that no test starts from another's."""
    pg = book_context.new_page()
    watched(pg)
    origins: set[str] = set()
    pg.on("request", lambda request: origins.add(origin_of(request.url)) if request.url.startswith("http") else None)
    yield pg
    devtools = book_context.new_cdp_session(pg)
    for origin in sorted(origins):
        devtools.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
    devtools.detach()
    pg.close()


@pytest.fixture
def page_of_its_own(browser):
    """A watched tab in a context of its own, for a test that changes the whole context (Playwright's
    clock is installed in a context, not in one tab)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, service_workers="block")
    pg = context.new_page()
    watched(pg)
    yield pg
    context.close()


def origin_of(url: str) -> str:
    parsed = urlparse(url)
    return f"{parsed.scheme}://{parsed.netloc}"


# --- the live tables in the browser (play/, built by `make lite`) ----------------------------------

# the first start in a fresh browser: Python downloaded and started (seconds on a quiet machine,
# minutes on a loaded one); later starts restore it from the browser's cache
TABLE_START_MS = 240_000


@pytest.fixture(scope="session")
def play_manifest(built_book) -> dict:
    """``play/games.json`` of the built book: the versioned runtime and app folders, the games."""
    path = built_book / "play" / "games.json"
    if not path.is_file():
        pytest.fail("the in-browser tables are missing from the built book: run `make lite` (`make book` runs it)")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def play_tab(browser, book_server, play_manifest):
    """One tab, kept for the session, for the live tables: its browser context keeps the runtime and
    Python's saved memory between tables, as a reader's browser does between visits."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    watched(pg)
    yield pg
    context.close()


def wait_for_promise(pg, function: str, arg=None, timeout: int = 60_000) -> None:
    """Wait until the page's async ``function(arg)`` resolves to a true value, asked again every 100 ms.

    Playwright's ``wait_for_function`` takes the Promise an async function returns for a true value and
    returns at once, so a wait on the Cache API (or anything asynchronous) must go through here. Fails with
    the function's text when ``timeout`` ms pass first."""
    done = pg.evaluate("""async ([source, arg, ms]) => {
        const check = (0, eval)("(" + source + ")");
        const end = Date.now() + ms;
        for (;;) {
            if (await check(arg)) { return true; }
            if (Date.now() > end) { return false; }
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
    }""", [function, arg, timeout])
    assert done, f"still false after {timeout} ms: {function}"


def wait_for_table(pg, where: str = "#cit-play-table", timeout: int = TABLE_START_MS) -> None:
    """Wait until the table in ``where`` is ready to play; fail with its words if it could not start."""
    pg.wait_for_selector(f"{where}[data-cit-play=ready], {where}[data-cit-play=failed]", timeout=timeout)
    if pg.get_attribute(where, "data-cit-play") == "failed":
        pytest.fail(f"the table did not start: {pg.inner_text(where)}")


def forget_kept_games(pg, book_server: str) -> None:
    """Drop the games the book's tables kept in this browser (runtime/cit-play.mjs keeps each in
    localStorage as ``cit-table:<game>``), so that the next table opens afresh. The storage is the
    book server's: a tab that is elsewhere goes to the small play/index.html first."""
    if not pg.url.startswith(book_server):
        pg.goto(f"{book_server}play/index.html", wait_until="domcontentloaded")
    pg.evaluate("() => Object.keys(localStorage).filter((key) => key.startsWith('cit-table:'))"
                ".forEach((key) => localStorage.removeItem(key))")


def sized(pg, width: int, height: int) -> None:
    """Give the tab a window of ``width`` x ``height``, leaving full screen first: a table in presenter mode asks
    for the whole screen, and the headless browser refuses to resize a full-screen window."""
    pg.evaluate("() => document.fullscreenElement ? document.exitFullscreen() : null")
    pg.set_viewport_size({"width": width, "height": height})


@pytest.fixture
def live_table(play_tab, book_server, play_manifest):
    """``live_table("bisca", seed=7, players=3, seats="human,random", pause=0, width=390)``: the game's
    app page (``play/<game>.html``, the table alone) open in the session's tab, its table ready to play,
    and the page returned (``page.record`` holds what it did since). ``pause`` is the milliseconds the
    table waits before each computer move (default: the table's own); ``seats`` and ``teacher`` are
    passed as the app page's address passes them. The table's element is ``#cit-play-table``; its
    ``citPlay`` property has the model, the start's timings and every request sent. Each table starts
    afresh: the games a table keeps in the browser (to offer them back after a reload) are forgotten
    first, so only a test that reloads the page itself meets one."""
    names = [game["name"] for game in play_manifest["games"]]

    def open_table(game: str, *, seed: int | None = None, players: int | None = None, seats: str | None = None,
                   pause: int | None = None, teacher: bool = False, width: int = 1280, height: int = 900):
        assert game in names, f"{game} is not among the built tables ({', '.join(names)})"
        query = {name: value for name, value in (("seed", seed), ("players", players), ("seats", seats),
                                                 ("pause", pause)) if value is not None}
        if teacher:
            query["teacher"] = 1
        play_tab.record.clear()
        forget_kept_games(play_tab, book_server)
        sized(play_tab, width, height)
        play_tab.goto(f"{book_server}play/{game}.html" + (f"?{urlencode(query)}" if query else ""),
                      wait_until="domcontentloaded")
        wait_for_table(play_tab)
        return play_tab

    return open_table


def book_play_page(built_book, game: str) -> str:
    """The book's play page of ``game`` (``book/<game>/NN_play.html``), relative to the built book."""
    [found] = sorted((built_book / "book" / game).glob("*play*.html"))
    return found.relative_to(built_book).as_posix()


@pytest.fixture
def book_table(play_tab, book_server, built_book, play_manifest):
    """``book_table("bisca", seed=7, players=3, pause=0, width=390, height=844, seats=[...], options={...})``: the
    game's play page in the book, *Play here* pressed (the table opens over the page, at the window's size), then
    the table dealt again as asked (``citPlay.open``). Returns the page; the table is ``.cit-play-here-table``."""

    def open_table(game: str, *, seed: int | None = None, players: int | None = None, pause: int | None = None,
                   width: int = 1280, height: int = 800, lang: str = "en", seats: list | None = None,
                   options: dict | None = None):
        play_tab.record.clear()
        forget_kept_games(play_tab, book_server)
        sized(play_tab, width, height)
        prefix = "it/" if lang == "it" else ""
        play_tab.goto(book_server + prefix + book_play_page(built_book, game), wait_until="domcontentloaded")
        play_tab.wait_for_function("() => { const b = document.querySelector('.cit-play-here-button');"
                                   " return b && !b.disabled; }", timeout=60_000)
        play_tab.locator(".cit-play-here-button").click()
        wait_for_table(play_tab, ".cit-play-here-table")
        again = {name: value for name, value in (("seed", seed), ("players", players), ("pause", pause),
                                                 ("seats", seats), ("options", options)) if value is not None}
        if again:
            play_tab.evaluate("(options) => document.querySelector('.cit-play-here-table').citPlay.open(options)", again)
            wait_for_table(play_tab, ".cit-play-here-table")
            if seed is not None:
                play_tab.wait_for_function(
                    "(seed) => document.querySelector('.cit-play-here-table .cit-t-deal')?.textContent.endsWith(' ' + seed)",
                    arg=seed, timeout=TABLE_START_MS)
        return play_tab

    return open_table


# --- Voila -----------------------------------------------------------------------------------------

VOILA_LOGS: list[Path] = []


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """A failing test that used Voila shows the end of Voila's log (kernel errors land there)."""
    outcome = yield
    report = outcome.get_result()
    if report.failed and "voila_server" in item.fixturenames and VOILA_LOGS:
        text = VOILA_LOGS[-1].read_text(encoding="utf-8", errors="replace")
        report.sections.append(("voila log (last 6000 characters)", text[-6000:]))


def _wait_for_http(url: str, proc: subprocess.Popen, timeout: float = 90.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"voila exited with status {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                if response.status < 500:
                    return
        except urllib.error.HTTPError as err:
            if err.code < 500:
                return
        except OSError:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"voila did not answer {url} within {timeout:.0f} s")


@pytest.fixture(scope="session")
def voila_server(repo_root, tmp_path_factory):
    """A Voila server on 127.0.0.1 over a folder of converted pages; yields (base URL, folder)."""
    folder = tmp_path_factory.mktemp("play")
    templates = repo_root / "_vendor" / "jupyter"
    if not (templates / "voila" / "templates" / "cit" / "index.html.j2").is_file():
        pytest.fail("the Voila template is missing from _vendor/jupyter: run `make book` (or `make test`)")
    port = free_port()
    bin_dir = Path(sys.executable).parent
    voila = shutil.which("voila", path=str(bin_dir)) or shutil.which("voila")
    assert voila, "voila is not installed: run `make venv`"
    VOILA_LOGS.append(folder / "voila.log")
    log = (folder / "voila.log").open("w")
    proc = subprocess.Popen(
        # the same server as `make play`: the "cit" template serves Font Awesome itself (no CDN)
        [voila, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1", "--template=cit",
         "--show_tracebacks=True", "--VoilaConfiguration.extension_denylist=jupyterlab-jupytext", str(folder)],
        cwd=str(folder), stdout=log, stderr=subprocess.STDOUT,
        env={**os.environ, "PYTHONPATH": str(repo_root), "JUPYTER_PATH": str(templates)},
    )
    base = f"http://127.0.0.1:{port}/"
    try:
        _wait_for_http(base, proc)
        yield base, folder
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


@pytest.fixture(scope="session")
def voila_page(voila_server, repo_root):
    """``voila_page(name)`` converts ``book/<name>.md`` (e.g. ``"bisca/09_play"``) to a notebook as
    `make play` does (tools/play_notebook.py) and returns the URL at which Voila renders it (the
    kernel runs the page on first load)."""
    base, folder = voila_server

    def convert(name: str) -> str:
        name = name.removesuffix(".md")
        source = repo_root / "book" / f"{name}.md"
        if not source.is_file():
            raise FileNotFoundError(f"no book page {source}")
        target = folder / f"{name}.ipynb"
        # the same conversion as `make play`
        subprocess.run([sys.executable, str(repo_root / "tools" / "play_notebook.py"), str(source), str(target)],
                       check=True)
        return f"{base}voila/render/{name}.ipynb"

    return convert
