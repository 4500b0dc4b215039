"""Issue 15's tests of the live tables in the published book (the tables that run in the reader's browser,
opened by the ``live_table`` fixture: one tab, one in-browser Python for the whole session):

* a whole game of each of the five games, by pointing only (cards, squares and the worded choices; no
  typed move, no list of moves), against the computer, at 1280 px and at 390 px, with no console error,
  every text a player sees free of engine notation and program terms all along;
* two deals in a row differ, and a game number typed in *Table settings* replays the same deal;
* axe-core in dark mode on a live table (a card picked, its squares lit) and on a practice page
  (answered): no WCAG 2 A/AA violation;
* the play pages of the built book hold no widget state (the still picture is a picture).

Run with ``-s`` to read how long each whole game took.
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
# each game's shortest table: the fewest players (Bisca's nine rounds, Machiavelli's match of four hands
# and frederik's five battle rounds stay whole games)
SHORTEST = {name: engine.game(name).min_players for name in GAMES}
SIZES = {1280: 800, 390: 844}
ANSWER_MS = 60_000


def view(page) -> dict:
    return page.evaluate("document.getElementById('cit-play-table').citPlay.model.get('view')")


def sent(page) -> list[str]:
    """What the page has asked the table since it opened: ``click``, ``advance``, ``ready``..."""
    return page.evaluate("document.getElementById('cit-play-table').citPlay.requests.map(r => r.do)")


def fits(page, width: int) -> None:
    wide = page.evaluate("() => document.documentElement.scrollWidth")
    assert wide <= width, f"the table scrolls sideways at {width} px ({wide} px wide)"


@pytest.mark.parametrize("width", list(SIZES), ids=["desktop", "phone"])
@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_by_pointing_against_the_computer(live_table, game, width):
    seed = 20 + GAMES.index(game)
    page = live_table(game, seed=seed, players=SHORTEST[game], pause=0, width=width, height=SIZES[width])
    driver = TableDriver(page, "#cit-play-table", timeout_ms=ANSWER_MS)
    steps = [0]

    def now_and_then():
        steps[0] += 1
        if steps[0] % 25 == 1:
            fits(page, width)

    seconds = driver.play_to_the_end(seed=seed, every=now_and_then)
    final = view(page)
    assert final["status"]["tone"] == "end"
    assert final["deal"] == seed and len(final["players"]) == SHORTEST[game]
    asked = set(sent(page))
    assert "click" in asked and asked <= {"click", "advance", "ready"}, asked     # no typed move, no list
    fits(page, width)
    print(f"\n{game} at {width} px: a whole game in {seconds:.1f} s, {driver.clicks} clicks, "
          f"{driver.words_seen} texts read")
    assert page.record.problems() == []


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
    found = page.evaluate(AXE_RUN, [WCAG_TAGS, []])
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
