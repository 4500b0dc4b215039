"""Under Voilà (what `make play` serves), a whole La Scamorra match is played to its end by clicks."""
from __future__ import annotations

from tests.browser.test_play_by_clicks import play_to_the_end


def test_a_full_scamorra_match_is_played_by_clicks(page, voila_page):
    page.goto(voila_page("scamorra/09_play"), wait_until="domcontentloaded")
    clicks = play_to_the_end(page, "cit-scamorra-setup")
    assert clicks >= 4                             # the human's placements and cards, at least
    table = page.locator(".cit-game-app .cit-state-view").inner_text()
    assert "wins" in table or "draw" in table
    assert page.locator(".cit-game-app svg").count() >= 1
