"""Whole stretches of play in the reader's browser (the app `make lite` builds, Voici on Pyodide):
after "Play here" on a play page of the built book, a full Bisca round, ten Skèmino moves and a
Machiavelli hint committed, all by clicks; every app page fits a 390-px phone; axe-core finds no
WCAG 2 A/AA violation on a dealt table, in the app and under Voilà.

Each test loads the app once (a cold Pyodide start is about a minute on a loaded machine) and waits
for what the page shows, never for a fixed time. The ``page`` fixture aborts and records every
request leaving 127.0.0.1; each test ends with no such request and no console error.
"""
from __future__ import annotations

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from engine.bisca.rules import HAND_SIZES
from engine.skemino.rules import VERTICES
from tests.browser.test_accessibility import AXE_RUN, WCAG_TAGS, axe_script
from tests.browser.test_play_in_browser import (START_TIMEOUT_MS, app_of, built_play_pages, lite_games,
                                                open_play_page, shipped_apps)

PHONE = 390
# a move answered by the computer players: generous, the machine running the tests is shared
ANSWER_MS = 120_000
YOUR_MOVE = "() => { const s = document.querySelector('.cit-status'); return s && /your move/.test(s.innerText) }"

# Elements of the in-browser (Voici) app that are not the project's own, left out of the check, each
# with why. (Under Voilà the project's template loads assets/js/cit-a11y.js, so nothing is left out.)
THIRD_PARTY_LEFTOVERS: dict[str, str] = {
    # ipywidgets draws IntSlider (the set-up's "others") with noUiSlider, whose role=slider handle has
    # no name and no ipywidgets option to give it one. In the book and under Voilà,
    # assets/js/cit-a11y.js names it; the Voici app pages do not load that script yet.
    ".noUi-handle": "ipywidgets' slider handle (noUiSlider): unnamed outside the book's cit-a11y.js",
}


def play_page(game: str) -> str:
    found = [n for n in built_play_pages() if n.startswith(f"{game}/")]
    assert found, f"no {game} play page in the built book (_build/html/book/{game}/*play*.html)"
    return found[0]


def play_here(page, book_server, game: str):
    """Open ``game``'s play page, press "Play here" and return the frame once its set-up panel shows."""
    name = play_page(game)
    assert lite_games()[app_of(name)]["available"], f"{game} is missing from the in-browser app"
    marker = open_play_page(page, book_server, name)
    page.wait_for_function("() => !document.querySelector('.cit-play-here-button').disabled", timeout=30_000)
    marker.get_by_role("button", name="Play here").click()
    frame = page.wait_for_selector("iframe.cit-play-frame").content_frame()
    frame.locator(".cit-deal").first.wait_for(state="visible", timeout=START_TIMEOUT_MS)
    return frame


def deal(where) -> None:
    where.locator(".cit-deal").first.click()
    where.wait_for_function(YOUR_MOVE, timeout=ANSWER_MS)


def log_entries(where) -> list[str]:
    return [text.strip() for text in where.locator(".cit-log li").all_inner_texts()]


def click_first_offered_move(where) -> None:
    click_move(where, where.locator(".cit-game-app .cit-action:not([disabled])").first)


def click_move(where, button) -> None:
    """Click a move button and wait until the log has the move (a button drawn just before the table
    is redrawn may be gone: then click afresh)."""
    before = where.locator(".cit-log li").count()
    for attempt in range(4):
        button.click()
        try:
            where.wait_for_function(f"() => document.querySelectorAll('.cit-log li').length > {before}",
                                    timeout=ANSWER_MS // 4)
            return
        except PlaywrightTimeout:
            if attempt == 3:
                raise


def my_moves(where) -> list[str]:
    return [e for e in log_entries(where) if e.startswith("You: ")]


def test_a_full_bisca_round_is_played_by_clicks_after_play_here(page, book_server):
    """Deal a four-player game and play the first round to its end by clicking offered moves: your
    bet and your five cards (BI: the first round deals HAND_SIZES[0] cards); once the computers have
    answered, the log holds the round's four bets, then its twenty cards played, and the next round's
    bidding has begun."""
    frame = play_here(page, book_server, "bisca")
    deal(frame)
    players, cards = 4, HAND_SIZES[0]
    while len(my_moves(frame)) < 1 + cards:
        frame.wait_for_function(YOUR_MOVE, timeout=ANSWER_MS)
        click_first_offered_move(frame)
    frame.wait_for_function(
        f"() => document.querySelectorAll('.cit-log li').length > {players * (1 + cards)}", timeout=ANSWER_MS)
    entries = log_entries(frame)
    actions = [e.split(": ", 1)[1] for e in entries]
    first_round = actions[:players * (1 + cards)]
    assert [a.split()[0] for a in first_round] == ["bet"] * players + ["play"] * (players * cards), entries
    assert sum(e.startswith("You: bet") for e in entries[:players]) == 1
    assert actions[players * (1 + cards)].startswith("bet"), entries      # round two: bidding again
    assert page.record.problems() == []


def test_ten_skemino_moves_are_played_by_clicks_after_play_here(page, book_server):
    """Ten moves in the log, yours clicked on the offered list and the computer's answers (each hand
    holds five cards: ten moves are the whole hand when nobody wins sooner). A move to a square that
    is not a vertex is clicked where one is offered, so that the game is not won at once (SK victory
    on a vertex)."""
    frame = play_here(page, book_server, "skemino")
    deal(frame)
    offered = frame.locator(".cit-game-app .cit-action:not([disabled])")
    while len(log_entries(frame)) < 10:
        frame.wait_for_function(YOUR_MOVE, timeout=ANSWER_MS)
        labels = [text.strip() for text in offered.all_inner_texts()]
        pick = next((i for i, text in enumerate(labels) if text[-2:] not in VERTICES), 0)
        click_move(frame, offered.nth(pick))
    entries = log_entries(frame)
    assert len(entries) >= 10 and sum(e.startswith("You") for e in entries[:10]) >= 4, entries
    assert page.record.problems() == []


def test_a_machiavelli_hint_is_committed_after_play_here(page, book_server):
    """The table editor's Hint loads the solver's best table (or says to draw); Commit plays it: your
    move in the log is that table (``play ...``) or the draw."""
    frame = play_here(page, book_server, "machiavelli")
    frame.locator(".cit-deal").first.click()
    hint = frame.locator(".cit-ma-editor .cit-ma-hint")
    hint.wait_for(state="visible", timeout=ANSWER_MS)            # past your forced opening draw (MA-8)
    frame.wait_for_function(YOUR_MOVE, timeout=ANSWER_MS)
    before = my_moves(frame)
    for attempt in range(4):      # a click before the widget's kernel link is ready is lost: click again
        hint.click()
        try:
            frame.wait_for_function(
                "() => /Hint: this table lays|No card of your hand can be laid/.test("
                "document.querySelector('.cit-ma-editor').innerText)", timeout=ANSWER_MS // 4)
            break
        except PlaywrightTimeout:
            if attempt == 3:
                raise
    laid = "Hint: this table lays" in frame.locator(".cit-ma-editor").inner_text()
    frame.locator(".cit-ma-editor .cit-ma-commit").click()
    frame.wait_for_function(f"() => [...document.querySelectorAll('.cit-log li')]"
                            f".filter(li => li.innerText.startsWith('You: ')).length > {len(before)}",
                            timeout=ANSWER_MS)
    committed = my_moves(frame)[len(before)]
    assert committed.startswith("You: play " if laid else "You: draw"), committed
    assert page.record.problems() == []


@pytest.mark.parametrize("app", shipped_apps() or [None])
def test_the_app_pages_fit_a_phone(page, book_server, app):
    """At 390 px wide, each game's app page, dealt, scrolls up and down only."""
    assert app, "the in-browser app is missing or ships no game: run `make lite`"
    page.set_viewport_size({"width": PHONE, "height": 844})
    page.goto(f"{book_server}lite/{app}", wait_until="domcontentloaded")
    page.locator(".cit-deal").first.wait_for(state="visible", timeout=START_TIMEOUT_MS)
    page.locator(".cit-deal").first.click()
    page.locator(".cit-game-app").first.wait_for(state="visible", timeout=ANSWER_MS)
    page.wait_for_function("() => document.querySelector('.cit-status')", timeout=ANSWER_MS)
    wide = page.evaluate("""() => [document.documentElement.scrollWidth, document.body.scrollWidth,
        [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391)
            .slice(0, 6).map(e => e.tagName.toLowerCase() + '.' + [...e.classList].join('.'))]""")
    assert wide[0] <= PHONE and wide[1] <= PHONE, f"{app} scrolls sideways at {PHONE} px: {wide}"
    assert page.record.problems() == []


def axe_violations(where, leftovers=THIRD_PARTY_LEFTOVERS) -> list[str]:
    where.add_script_tag(content=axe_script())
    found = where.evaluate(AXE_RUN, [WCAG_TAGS, list(leftovers)])
    return [f"{v['id']} ({v['impact']}): {v['help']}: {', '.join(v['nodes'][:4])}" for v in found]


def test_a_dealt_table_in_the_app_meets_wcag_2_a_and_aa(page, book_server):
    app = next((a for a in shipped_apps() if a.startswith("voici/render/bisca/")), None)
    assert app, "Bisca is missing from the in-browser app: run `make lite`"
    page.goto(f"{book_server}lite/{app}", wait_until="domcontentloaded")
    page.locator(".cit-deal").first.wait_for(state="visible", timeout=START_TIMEOUT_MS)
    deal(page)
    report = axe_violations(page)
    assert not report, "\n".join(report)
    assert page.record.problems() == []


def test_a_dealt_table_under_voila_meets_wcag_2_a_and_aa(page, voila_page):
    page.goto(voila_page("bisca/09_play"), wait_until="domcontentloaded")
    page.locator(".cit-bisca-setup .cit-deal").first.wait_for(state="visible", timeout=120_000)
    deal(page)
    page.wait_for_timeout(500)   # cit-a11y.js names new widgets a moment after they appear
    report = axe_violations(page, leftovers={})
    assert not report, "\n".join(report)
    assert page.record.problems() == []
