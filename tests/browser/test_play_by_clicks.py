"""Under Voilà (what `make play` serves), a whole game is played to its end by pointing at the live table
(the anywidget over the page's kernel): Bisca for two, chosen in *Table settings*, against the beginner.
The in-browser tables of the published book play all five games (test_table_games.py)."""
from __future__ import annotations

from tests.browser.table_driver import TableDriver


def test_a_whole_bisca_game_by_pointing_under_voila(page, voila_page):
    page.goto(voila_page("bisca/09_play"), wait_until="domcontentloaded")
    table = page.locator("#rendered_cells .cit-table")
    table.wait_for(state="visible", timeout=120_000)              # the kernel runs the page first
    driver = TableDriver(page, "#rendered_cells", timeout_ms=60_000)
    driver.settle()
    table.locator(".cit-t-settings > summary").click()              # Table settings: two players
    table.locator("select[name=players]").select_option("2")
    assert table.locator("select[name=seat1]").input_value() == "beginner"     # the newcomer's default
    drawn = driver.state()["draws"]
    table.get_by_role("button", name="Deal", exact=True).click()
    driver.settle(drawn)
    assert table.locator(".cit-t-seat").count() == 2
    table.locator(".cit-t-settings > summary").click()              # folded away again
    seconds = driver.play_to_the_end(seed=3)
    assert driver.clicks >= 29 + 9                    # a card for each of the 29 dealt to you, and 9 bets
    assert table.locator(".cit-t-scores").count() == 1                       # the nine rounds' scores
    # the end says who won, as the scores' totals say it
    names = table.locator(".cit-t-scores thead th").all_inner_texts()[1:]
    totals = [int(t) for t in table.locator(".cit-t-scores tbody tr").last.locator("td").all_inner_texts()]
    best = [name for name, total in zip(names, totals) if total == max(totals)]
    who = "Nobody wins: the game ends level." if len(best) == len(names) else \
        "You win!" if best == ["You"] else f"{best[0]} wins."
    assert table.locator(".cit-t-status").inner_text() == f"The game is over. {who}"
    print(f"\nBisca for two under Voilà: a whole game in {seconds:.0f} s, {driver.clicks} clicks")
    assert page.record.problems() == []
