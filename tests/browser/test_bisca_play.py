"""Under Voilà (what `make play` serves), a whole game of Bisca is played to its end by clicks."""
from __future__ import annotations

import re


def test_a_full_bisca_game_is_played_by_clicks(page, voila_page):
    page.goto(voila_page("bisca/09_play"), wait_until="domcontentloaded")
    setup = page.locator(".cit-bisca-setup")
    setup.wait_for(state="visible", timeout=120_000)      # the kernel runs the page first
    setup.locator("select").first.select_option(label="random (learning)")
    setup.locator(".cit-deal").click()
    # The new table replaces the first one; wait until its log is empty or holds only computer bets.
    page.wait_for_function(
        "() => { const s = document.querySelector('.cit-status'); return s && /your move/.test(s.innerText) }",
        timeout=30_000)
    clicks = 0
    for _ in range(200):
        status = page.locator(".cit-status").inner_text()
        if "over" in status:
            break
        moves = page.locator(".cit-log li").count()
        page.locator(".cit-game-app .cit-action:not([disabled])").first.click()
        clicks += 1
        page.wait_for_function(
            f"() => document.querySelectorAll('.cit-log li').length > {moves}"
            " || /over/.test(document.querySelector('.cit-status').innerText)",
            timeout=30_000)
    assert "game is over" in page.locator(".cit-status").inner_text()
    assert clicks >= 29                           # one click per card the human held, at least
    table = page.locator(".cit-game-app .cit-state-view").inner_text()
    assert re.search(r"Game over: .* (wins|share the victory)", table)
    assert "total" in table                       # the nine-round score sheet is shown
    assert page.record.outside == [] and page.record.page_errors == []
