"""The published book plays its games in the reader's browser: "Play here" on a play page loads the
in-browser app that `make lite` builds into _build/html/lite (Voici on Pyodide), with nothing fetched
from outside 127.0.0.1 (the ``page`` fixture aborts and records any such request)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

ROOT = Path(__file__).resolve().parents[2]
HTML = ROOT / "_build" / "html"
GAMES_JSON = HTML / "lite" / "games.json"
# a cold Pyodide start (runtime, IPython, widgets, the engine) takes 15-40 s on a loaded machine
START_TIMEOUT_MS = 240_000


def book_play_pages() -> list[str]:
    """Every play page of the sources, as ``<game>/<page>`` (the same glob as `make lite`)."""
    return sorted(p.relative_to(ROOT / "book").with_suffix("").as_posix()
                  for p in (ROOT / "book").rglob("*play*.md") if ".ipynb_checkpoints" not in p.parts)


def built_play_pages() -> list[str]:
    """Every play page of the built book, as ``<game>/<page>``."""
    return sorted(p.relative_to(HTML / "book").with_suffix("").as_posix()
                  for p in (HTML / "book").glob("*/*play*.html")) if (HTML / "book").is_dir() else []


def lite_games() -> dict:
    if not GAMES_JSON.is_file():
        pytest.fail("the in-browser app is missing: run `make lite` (after `make book`)")
    return json.loads(GAMES_JSON.read_text(encoding="utf-8"))


def app_of(name: str) -> str:
    return f"voici/render/{name}.html"


def open_play_page(page, book_server, name: str):
    page.goto(f"{book_server}book/{name}.html", wait_until="domcontentloaded")
    marker = page.locator(".cit-play-here")
    marker.wait_for(state="visible", timeout=30_000)
    return marker


def test_every_play_page_is_in_the_app_or_says_why_not():
    games = lite_games()
    for name in book_play_pages():
        entry = games.get(app_of(name))
        assert entry is not None, f"book/{name}.md has no in-browser app: rebuild with `make lite`"
        if entry["available"]:
            assert (HTML / "lite" / app_of(name)).is_file()
        else:
            assert entry["reason"].strip(), f"{name} is left out of the app with no reason given"
    assert any(entry["available"] for entry in games.values())


@pytest.mark.parametrize("name", built_play_pages() or [None])
def test_the_play_here_button_matches_the_app(page, book_server, name):
    """Before any click nothing heavy is loaded: the button is offered when the app has the game,
    and is replaced by the reason when it does not."""
    assert name, "no play page in the built book (_build/html/book/*/*play*.html)"
    entry = lite_games()[app_of(name)]
    marker = open_play_page(page, book_server, name)
    button = marker.get_by_role("button", name="Play here")
    if entry["available"]:
        page.wait_for_function(
            "() => !document.querySelector('.cit-play-here-button').disabled", timeout=30_000)
        assert marker.get_by_role("link", name="full screen").get_attribute("href").endswith(
            f"lite/{app_of(name)}")
    else:
        page.wait_for_function(
            "() => document.querySelector('.cit-play-here-button').classList.contains('cit-play-here-off')",
            timeout=30_000)
        assert button.is_disabled()
        assert entry["reason"] in marker.inner_text()
    assert page.locator("iframe.cit-play-frame").count() == 0      # loaded only on click
    assert page.record.problems() == []


def test_without_the_app_the_button_says_so(page, book_server):
    name = next(n for n in built_play_pages() if n.startswith("bisca/"))
    page.route("**/lite/games.json", lambda route: route.fulfill(status=404, body="not found"))
    marker = open_play_page(page, book_server, name)
    page.wait_for_function(
        "() => document.querySelector('.cit-play-here-button').classList.contains('cit-play-here-off')",
        timeout=30_000)
    assert "not included in this copy of the book" in marker.inner_text()
    assert marker.get_by_role("button", name="Play here").is_disabled()
    assert page.record.outside == [] and page.record.page_errors == []


def test_bisca_is_played_here_by_clicks(page, book_server):
    """Press "Play here" on the Bisca play page, wait for the table, deal, and make one move by
    clicking an offered action: the move lands in the game's log; no console error, nothing from
    outside 127.0.0.1."""
    name = next(n for n in built_play_pages() if n.startswith("bisca/"))
    assert lite_games()[app_of(name)]["available"], "Bisca is missing from the in-browser app"
    marker = open_play_page(page, book_server, name)
    page.wait_for_function("() => !document.querySelector('.cit-play-here-button').disabled", timeout=30_000)
    cell = "contains(concat(' ', normalize-space(@class), ' '), ' cell ')"
    picture = page.locator(".cit-play-here").locator(f"xpath=ancestor::div[{cell}][1]/following-sibling::div[{cell}][1]")
    picture.locator(".jupyter-widgets").first.wait_for(state="visible", timeout=30_000)  # the still table
    marker.get_by_role("button", name="Play here").click()

    frame = page.wait_for_selector("iframe.cit-play-frame").content_frame()
    assert not picture.is_visible()                                # the live game takes its place
    setup = frame.locator(".cit-bisca-setup")
    setup.wait_for(state="visible", timeout=START_TIMEOUT_MS)
    frame.locator(".cit-bisca-setup .cit-deal").first.click()
    frame.wait_for_function(
        "() => { const s = document.querySelector('.cit-status'); return s && /your move/.test(s.innerText) }",
        timeout=120_000)
    moves = frame.locator(".cit-log li").count()
    for attempt in range(4):
        # as under Voila: a button drawn a moment before the table is redrawn may be gone: click afresh
        frame.locator(".cit-game-app .cit-action:not([disabled])").first.click()
        try:
            frame.wait_for_function(f"() => document.querySelectorAll('.cit-log li').length > {moves}",
                                    timeout=20_000)
            break
        except PlaywrightTimeout:
            if attempt == 3:
                raise
    assert frame.locator(".cit-log li").nth(moves).inner_text().startswith("You: ")
    assert page.record.problems() == []


def shipped_apps() -> list[str]:
    if not GAMES_JSON.is_file():
        return []
    return sorted(app for app, entry in json.loads(GAMES_JSON.read_text(encoding="utf-8")).items()
                  if entry["available"])


@pytest.mark.parametrize("app", shipped_apps() or [None])
def test_every_shipped_game_is_played_in_the_browser(page, book_server, app):
    """Each game the app ships, opened full screen: the table starts, deals, and takes one move by a
    click, offline and with no console error (a game that cannot run in Pyodide must be left out of
    games.json with its reason, never shipped broken)."""
    assert app, "the in-browser app is missing or ships no game: run `make lite`"
    page.goto(f"{book_server}lite/{app}", wait_until="domcontentloaded")
    page.locator(".cit-deal").first.wait_for(state="visible", timeout=START_TIMEOUT_MS)
    page.locator(".cit-deal").first.click()
    page.wait_for_function(
        "() => { const s = document.querySelector('.cit-status'); return s && /your move/.test(s.innerText) }",
        timeout=120_000)
    moves = page.locator(".cit-log li").count()
    for attempt in range(4):
        page.locator(".cit-game-app .cit-action:not([disabled])").first.click()
        try:
            page.wait_for_function(f"() => document.querySelectorAll('.cit-log li').length > {moves}",
                                   timeout=20_000)
            break
        except PlaywrightTimeout:
            if attempt == 3:
                raise
    assert page.record.problems() == []
