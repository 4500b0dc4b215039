"""A whole game of each of the five games in the published book's live table, by pointing only (cards,
squares and the worded choices; no typed move, no list of moves), against the computer, at 1280 px and at
390 px, with no console error, every text a player sees free of engine notation and program terms all
along (issue 15). Run with ``-s`` to read how long each whole game took.

A file of its own whose name sorts first among the browser tests: these games are the suite's longest
tests (Machiavelli's match takes well over a minute), and pytest's workers take files in order, so one
worker starts them while the other works through the rest, instead of one worker finishing them alone.
"""
from __future__ import annotations

import pytest

import engine
from tests.browser.table_driver import TableDriver
from tests.browser.test_table_games import ANSWER_MS, GAMES, view

# each game's shortest table: the fewest players (Bisca's nine rounds, Machiavelli's match of four hands
# and frederik's five battle rounds stay whole games)
SHORTEST = {name: engine.game(name).min_players for name in GAMES}
SIZES = {1280: 800, 390: 844}


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
