"""Issue 15's tests of the live tables in the published book (the tables that run in the reader's browser,
opened by the ``live_table`` fixture: one tab, one in-browser Python for the whole session):

* (a whole game of each game by pointing: tests/browser/test_a_whole_game_by_pointing.py)
* two deals in a row differ, and a game number typed in *Table settings* replays the same deal;
* axe-core in dark mode on a live table (a card picked, its squares lit) and on a practice page
  (answered): no WCAG 2 A/AA violation;
* the play pages of the built book hold no widget state (the still picture is a picture).
"""
from __future__ import annotations

import json
import re

import pytest

import engine
from tests.browser.practice_page import exercises, open_practice, options
from tests.browser.table_driver import TableDriver
from tests.browser.every_page import AXE_RUN, WCAG_TAGS, axe_script, choose_mode

GAMES = [spec.name for spec in engine.games()]
ANSWER_MS = 60_000


def view(page) -> dict:
    return page.evaluate("document.getElementById('cit-play-table').citPlay.model.get('view')")


def hand(view_: dict) -> list[str]:
    return [item["name"] for zone in view_["zones"] if zone["id"] == "hand" for item in zone["items"]]


def first_turn(page) -> dict:
    page.wait_for_function("""() => { const v = document.getElementById('cit-play-table').citPlay.model.get('view');
        return v.status.tone === 'turn'; }""", timeout=ANSWER_MS)
    return view(page)


def test_two_deals_differ_and_a_typed_game_number_replays_the_deal(live_table):
    page = live_table("bisca", players=3, pause=0)                      # no game number: a new deal
    table = page.locator("#cit-play-table .cit-table")
    first = first_turn(page)
    shown = table.locator(".cit-t-deal").inner_text()
    assert shown.endswith(str(first["deal"])), shown                    # the game number is on the table

    table.locator(".cit-t-new").click()                                 # New game
    page.wait_for_function(f"() => document.getElementById('cit-play-table').citPlay.model.get('view').deal "
                           f"!== {first['deal']}", timeout=ANSWER_MS)
    second = first_turn(page)
    assert second["deal"] != first["deal"] and hand(second) != hand(first)

    table.locator(".cit-t-settings > summary").click()                  # Table settings
    table.get_by_label("Game number").fill(str(first["deal"]))
    table.get_by_role("button", name="Deal it").click()
    page.wait_for_function(f"() => document.getElementById('cit-play-table').citPlay.model.get('view').deal "
                           f"=== {first['deal']}", timeout=ANSWER_MS)
    again = first_turn(page)
    assert again["say"]["text"].startswith(f"Game number {first['deal']} again")
    assert hand(again) == hand(first) and json.dumps(again["zones"]) == json.dumps(first["zones"])
    assert page.record.problems() == []


def axe(page) -> list[str]:
    page.add_script_tag(content=axe_script())
    found = page.evaluate(AXE_RUN, [WCAG_TAGS, [], []])
    return [f"{v['id']} ({v['impact']}): {v['help']}: {', '.join(v['nodes'][:4])}" for v in found]


def test_a_live_table_in_dark_mode_meets_wcag_2_a_and_aa(live_table):
    """A Skèmino table in dark mode with a card of your hand picked: the lit squares, the picked card,
    the worded choices, the log and the folded lists opened."""
    page = live_table("skemino", seed=5, pause=0)
    page.evaluate("localStorage.setItem('mode', 'dark')")
    try:
        page.reload(wait_until="domcontentloaded")
        page.wait_for_selector("#cit-play-table[data-cit-play=ready]", timeout=ANSWER_MS * 4)
        assert page.evaluate("document.documentElement.dataset.theme") == "dark"
        driver = TableDriver(page, "#cit-play-table", timeout_ms=ANSWER_MS)
        driver.settle()
        card = driver.keys(".cit-t-bottom [data-key].cit-can")[0]
        driver.click_key(card)
        assert driver.keys("[data-key].cit-lit"), "no square is lit for the picked card"
        for fold in page.locator("#cit-play-table details > summary").all():
            fold.click()
        report = axe(page)
        assert not report, "\n".join(report)
    finally:
        page.evaluate("localStorage.removeItem('mode')")
    assert page.record.problems() == []


def test_a_practice_page_in_dark_mode_meets_wcag_2_a_and_aa(page, book_server, built_book):
    """An answered exercise of a practice page (its feedback and score shown), in dark mode."""
    choose_mode(page, "dark")
    practice = open_practice(page, book_server, "book/skemino/08_practice.html")
    first = exercises(practice)[0]
    options(first)[0].click()
    first.locator(".cit-feedback").wait_for(state="visible", timeout=10_000)
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    report = axe(page)
    assert not report, "\n".join(report)
    assert page.record.problems() == []


@pytest.mark.parametrize("game", GAMES)
def test_the_play_page_holds_no_widget_state_and_shows_a_still_picture(built_book, game):
    """The published play page is static HTML: no ipywidgets (no widget state or view), and its table
    cell is the captioned still picture, with no control in it."""
    [page] = sorted((built_book / "book" / game).glob("*play*.html"))
    html = page.read_text(encoding="utf-8")
    assert "application/vnd.jupyter.widget" not in html and "jupyter-widgets" not in html
    still = re.search(r'<figure class="cit-still-table" data-game="(\w+)">(.*?)</figure>', html, re.S)
    assert still and still.group(1) == game
    assert not re.search(r"<(button|input|select|textarea)\b", still.group(2))
    assert "It is only a picture" in still.group(2)
