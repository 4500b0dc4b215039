"""The what-if lab of a "By the numbers" page (assets/js/cit-lab.js): a small lab played in the reader's
browser (the in-browser Python of `make lite`) sums up exactly as engine.simulate.simulate does with the
same settings, and its figures fit a phone's width in dark mode."""
from __future__ import annotations

import pytest

from engine.simulate import simulate
from tests.browser.conftest import TABLE_START_MS, watched

pytestmark = pytest.mark.browser


def numbers_page(built_book, game: str) -> str:
    """The game's By the numbers page in the built book (its lab's marker names the game)."""
    for path in sorted(built_book.rglob("*b_numbers.html")):
        if f'class="cit-lab" data-game="{game}"' in path.read_text(encoding="utf-8"):
            return path.relative_to(built_book).as_posix()
    pytest.fail(f"no By the numbers page with {game}'s lab in the built book")


def run_lab(pg, games: int, seed: int) -> dict:
    lab = pg.locator(".cit-lab")
    pg.wait_for_selector(".cit-lab[data-cit-lab=ready]", timeout=30_000)
    lab.get_by_label("Games").select_option(str(games))
    lab.get_by_label("Seed").fill(str(seed))
    lab.get_by_role("button", name="Play them").click()
    pg.wait_for_selector(".cit-lab[data-cit-lab=done], .cit-lab[data-cit-lab=failed]", timeout=TABLE_START_MS)
    assert pg.get_attribute(".cit-lab", "data-cit-lab") == "done", pg.inner_text(".cit-lab-status")
    return pg.evaluate("document.querySelector('.cit-lab').citLab")


def test_a_lab_of_20_games_sums_up_as_the_python_function(browser, book_server, built_book, play_manifest):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    watched(pg)
    pg.goto(book_server + numbers_page(built_book, "skemino"))
    ran = run_lab(pg, games=20, seed=3)
    assert ran["settings"]["seats"] == ["random", "random"]
    assert ran["summary"] == simulate("skemino", games=20, seed=3, workers=1)
    # the figures show the lab's shares beside the book's, in words for a screen reader too
    won = pg.locator(".cit-lab-figure [role=img]").first.get_attribute("aria-label")
    first_seat = round(100 * ran["summary"]["win_share"][0])
    # the seats by their names in the game (Bianco and Nero), never by number
    assert won.startswith("Games won: Bianco ") and f"Bianco {first_seat}%" in won and "the book" in won
    assert pg.record.problems() == []
    context.close()


def test_the_labs_figures_fit_a_phone_in_dark_mode(browser, book_server, built_book, play_manifest):
    context = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme="dark")
    pg = context.new_page()
    watched(pg)
    pg.goto(book_server + numbers_page(built_book, "scamorra"))
    pg.evaluate("document.documentElement.dataset.theme = 'dark'")
    run_lab(pg, games=20, seed=1)
    assert pg.locator(".cit-lab-figure").count() == 3
    overflow = pg.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"the page scrolls sideways by {overflow}px at 390 px"
    context.close()
