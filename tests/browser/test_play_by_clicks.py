"""Under Voilà (what `make play` serves), whole games are played to their end by clicks."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout


def play_to_the_end(page, setup_class: str, max_clicks: int = 400) -> int:
    """Deal against the computer seats' default (the game's beginner), then click the first offered
    move until the end."""
    setup = page.locator(f".{setup_class}")
    setup.wait_for(state="visible", timeout=120_000)      # the kernel runs the page first
    computer = setup.locator(".cit-seat-choice select").nth(1)
    assert "beginner" in computer.input_value()             # the newcomer meets the beginner
    setup.locator(".cit-deal").click()
    page.wait_for_function(
        "() => { const s = document.querySelector('.cit-status'); return s && /your move/.test(s.innerText) }",
        timeout=30_000)
    clicks = 0
    for _ in range(max_clicks):
        if "over" in page.locator(".cit-status").inner_text():
            break
        moves = page.locator(".cit-log li").count()
        for attempt in range(4):
            # A button drawn a moment before the table was redrawn may be gone: click afresh.
            page.locator(".cit-game-app .cit-action:not([disabled])").first.click()
            try:
                page.wait_for_function(
                    f"() => document.querySelectorAll('.cit-log li').length > {moves}"
                    " || /over/.test(document.querySelector('.cit-status').innerText)",
                    timeout=15_000)
                break
            except PlaywrightTimeout:
                if attempt == 3:
                    raise
        clicks += 1
    assert "game is over" in page.locator(".cit-status").inner_text()
    assert page.record.outside == [] and page.record.page_errors == []
    return clicks


def test_a_full_bisca_game_is_played_by_clicks(page, voila_page):
    page.goto(voila_page("bisca/09_play"), wait_until="domcontentloaded")
    clicks = play_to_the_end(page, "cit-bisca-setup")
    assert clicks >= 29                           # one click per card the human held, at least
    table = page.locator(".cit-game-app .cit-state-view").inner_text()
    assert re.search(r"Game over: .* (wins|share the victory)", table)
    assert "total" in table                       # the nine-round score sheet is shown


@pytest.mark.parametrize("page_name, setup_class", [("skemino/11_play", "cit-skemino-setup"),
                                                    ("machiavelli/10_play", "cit-machiavelli-setup"),
                                                    ("frederik/10_play", "cit-frederik-setup")])
def test_a_full_game_is_played_by_clicks(page, voila_page, page_name, setup_class):
    page.goto(voila_page(page_name), wait_until="domcontentloaded")
    clicks = play_to_the_end(page, setup_class)
    assert clicks >= 1
    assert page.locator(".cit-game-app svg").count() >= 1      # the table is drawn
