"""A whole game of each of the five games at the published book's live table, by pointing only (cards,
squares and the worded choices; no typed move, no list of moves), against the computer, at 1280x800 and at
390x844, with no console error, every text a player sees free of engine notation and program terms all
along (issue 15), and on one screen (issue 26): on the book's play page *Play here* opens the table at the
size of the window, and at every turn the game reaches the line that says what to do, the board or the
trick, your hand and the worded choices are all in the window together. Run with ``-s`` to read how long
each whole game took and which phases were measured.

A file of its own whose name sorts first among the browser tests: these games are the suite's longest
tests (Machiavelli's match takes well over a minute), and pytest's workers take files in order, so one
worker starts them while the other works through the rest, instead of one worker finishing them alone.
"""
from __future__ import annotations

import pytest

import engine
from tests.browser.table_driver import TableDriver

GAMES = [spec.name for spec in engine.games()]
ANSWER_MS = 60_000
TABLE = ".cit-play-here-table"

# each game's shortest table: the fewest players (Bisca's nine rounds and frederik's five battle rounds stay
# whole games; Machiavelli's match is shortened by its own option, below)
SHORTEST = {name: engine.game(name).min_players for name in GAMES}
SIZES = {1280: 800, 390: 844}
# Machiavelli's match of four hands was the suite's longest test (two minutes and more): on a phone, where
# the table is the tightest, a match of two hands (a second deal after a hand is closed and scored); on a
# desktop a match of one hand. Both are MA-17's option, and each still deals, plays, scores and ends a match
OPTIONS = {("machiavelli", 1280): {"hands_per_match": 1}, ("machiavelli", 390): {"hands_per_match": 2}}

# What must be seen together on a person's turn, measured in the window once the table has stopped moving
# (its cards' slides finished) and the overlay is at its top: each part's top and bottom, or null.
ONE_SCREEN = """async (where) => {
  const root = document.querySelector(where + ' .cit-table');
  await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null)));
  const overlay = root.closest('.cit-play-overlay');
  if (overlay) overlay.scrollTop = 0; else root.querySelector('.cit-t-status').scrollIntoView({block: 'start'});
  const part = (selector) => {
    const found = root.querySelector(selector);
    if (!found) return null;
    const box = found.getBoundingClientRect();
    return box.height ? [Math.round(box.top), Math.round(box.bottom)] : null;
  };
  return {height: innerHeight, status: part('.cit-t-status'), middle: part('.cit-t-middle'),
          hand: part('.cit-t-bottom'), choices: part('.cit-t-choices'), cover: part('.cit-t-cover'),
          phase: root.querySelector('.cit-t-status').innerText.split(/[.:]/).slice(0, 2).join('.').slice(0, 60),
          overlay: Boolean(overlay)};
}"""


def view(page) -> dict:
    return page.evaluate(f"document.querySelector('{TABLE}').citPlay.model.get('view')")


def sent(page) -> list[str]:
    """What the page has asked the table since it opened: ``click``, ``advance``, ``ready``..."""
    return page.evaluate(f"document.querySelector('{TABLE}').citPlay.requests.map(r => r.do)")


def fits(page, width: int) -> None:
    wide = page.evaluate("() => Math.max(document.documentElement.scrollWidth, "
                         "document.querySelector('.cit-play-overlay')?.scrollWidth || 0)")
    assert wide <= width, f"the table scrolls sideways at {width} px ({wide} px wide)"


def one_screen(page, where: str = TABLE) -> tuple[str, list[str]]:
    """The phase on screen, and the parts that must be seen together but are not in the window."""
    found = page.evaluate(ONE_SCREEN, where)
    out = [] if found["overlay"] else ["the table is not open over the page at the window's size"]
    out += [f"{name} at {found[name][0]}-{found[name][1]} px" for name in ("status", "middle", "hand", "choices", "cover")
           if found[name] and (found[name][0] < 0 or found[name][1] > found["height"])]
    return found["phase"], out


# the busiest tables: frederik at four against computers that attack (so you are asked to protect or
# interrupt), Bisca at its most players that still fit a phone's row of seats
BUSIEST = {"frederik": ["human", "intermediate", "intermediate", "intermediate"], "bisca": ["human"] + ["beginner"] * 4}


@pytest.mark.parametrize("width", list(SIZES), ids=["desktop", "phone"])
@pytest.mark.parametrize("game", GAMES + [f"{name}-busiest" for name in BUSIEST])
def test_a_whole_game_by_pointing_against_the_computer_on_one_screen(book_table, game, width):
    game, _, busiest = game.partition("-")
    seed = 20 + GAMES.index(game)
    seats = BUSIEST[game] if busiest else None
    page = book_table(game, seed=seed, players=len(seats) if seats else SHORTEST[game], pause=0, width=width,
                      height=SIZES[width], seats=seats, options=OPTIONS.get((game, width)))
    page.emulate_media(reduced_motion="reduce")          # measured as drawn, not as the cards slide
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    steps, phases, off_screen = [0], set(), []

    def every_state():
        """The table as the last click left it (a card picked, a turn made, the computers' answer)."""
        steps[0] += 1
        if steps[0] % 25 == 1:
            fits(page, width)
        if driver.state()["tone"] not in ("turn", "cover"):
            return
        phase, outside = one_screen(page)
        phases.add(phase)
        if outside:
            off_screen.append(f"{phase}: {', '.join(outside)}")

    driver.after_click = every_state
    every_state()
    try:
        seconds = driver.play_to_the_end(seed=seed)
    finally:
        page.emulate_media(reduced_motion="no-preference")
    assert not off_screen, f"not on one screen at {width}x{SIZES[width]}: {off_screen[:5]}"
    final = view(page)
    assert final["status"]["tone"] == "end"
    assert final["deal"] == seed and len(final["players"]) == (len(seats) if seats else SHORTEST[game])
    asked = set(sent(page))
    assert "click" in asked and asked <= {"click", "advance", "ready"}, asked     # no typed move, no list
    fits(page, width)
    empty = page.evaluate("""(table) => [...document.querySelectorAll(table + ' .cit-t-top, ' + table + ' .cit-t-middle, '
                                           + table + ' .cit-t-bottom')]
        .filter(box => box.children.length === 0 && box.getBoundingClientRect().height > 0).map(box => box.className)""",
                          TABLE)
    assert empty == [], f"an empty box drawn at the end: {empty}"
    print(f"\n{game} at {width} px: a whole game in {seconds:.1f} s, {driver.clicks} clicks, "
          f"{driver.words_seen} texts read, {steps[0]} states on one screen in these phases: {sorted(phases)}")
    assert page.record.problems() == []
