"""Every game the engine registers has a live table in the reader's browser: its app page
(``play/<game>.html``) starts Python in the browser, opens the table and answers the table's
messages. The tables share one tab (the ``live_table`` fixture): the first start is cold, the
others restore Python from the browser's cache, as a reader's next visit does.

Also here: the app page at 390 px scrolls only up and down, and axe-core finds no WCAG 2 A/AA
violation on it with a table dealt, in light and dark mode. Each test ends with no request outside
127.0.0.1 and no console error.
"""
from __future__ import annotations

import pytest

import engine
from tests.browser.every_page import AXE_RUN, WCAG_TAGS, axe_script

PHONE = 390
ANSWER_MS = 60_000


def view(page) -> dict:
    return page.evaluate("document.getElementById('cit-play-table').citPlay.model.get('view')")


@pytest.mark.parametrize("game", [spec.name for spec in engine.games()])
def test_every_registered_game_opens_a_table_and_answers_it(live_table, game):
    """The game's table opens with the deal asked for, and "New game" (a message to the worker and
    its answer) deals another: the model's view is replaced and the page redrawn."""
    page = live_table(game, seed=11)
    first = view(page)
    assert first["game"] == game and first["deal"] == 11
    assert page.locator("#cit-play-table .cit-table").is_visible()
    page.locator("#cit-play-table").get_by_role("button", name="New game").first.click()
    page.wait_for_function("() => document.getElementById('cit-play-table').citPlay.model.get('view').deal !== 11",
                           timeout=ANSWER_MS)
    requests = page.evaluate("document.getElementById('cit-play-table').citPlay.requests")
    assert requests and requests[-1]["python"] is not None
    assert page.record.problems() == []


def test_the_app_page_fits_a_phone(live_table):
    """At 390 px the app page, its table dealt, scrolls only up and down."""
    page = live_table("bisca", seed=3, width=PHONE, height=844)
    wide = page.evaluate("""() => [document.documentElement.scrollWidth,
        [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391)
            .slice(0, 6).map(e => e.tagName.toLowerCase() + '.' + [...e.classList].join('.'))]""")
    assert wide[0] <= PHONE, f"the app page scrolls sideways at {PHONE} px: {wide}"
    assert page.record.problems() == []


@pytest.mark.parametrize("mode", ["light", "dark"])
def test_a_dealt_table_on_the_app_page_meets_wcag_2_a_and_aa(live_table, mode):
    page = live_table("bisca", seed=3)
    page.evaluate(f"localStorage.setItem('mode', '{mode}')")
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector("#cit-play-table[data-cit-play=ready]", timeout=ANSWER_MS * 4)
    assert page.evaluate("document.documentElement.dataset.theme") == mode
    page.add_script_tag(content=axe_script())
    found = page.evaluate(AXE_RUN, [WCAG_TAGS, [], []])
    report = [f"{v['id']} ({v['impact']}): {v['help']}: {', '.join(v['nodes'][:4])}" for v in found]
    assert not report, "\n".join(report)
    page.evaluate("localStorage.removeItem('mode')")
    assert page.record.problems() == []
