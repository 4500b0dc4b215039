"""Bisca's bet helper (book/bisca/03_betting) answers clicks in the published page with no kernel: the
bets it offers and the refusals it explains are the engine's, worked out when the page was built
(widgets.bisca.bet_helper_html) and worked out again here from the engine."""
from __future__ import annotations

import re

from engine import bisca

PAGE = "book/bisca/03_betting.html"


def offered(helper) -> list[int]:
    buttons = helper.locator(".cit-bet-options .cit-bet")
    return [int(buttons.nth(i).get_attribute("data-bet")) for i in range(buttons.count())]


def refused(helper) -> dict[int, str]:
    items = helper.locator(".cit-bet-refused li")
    found = {}
    for i in range(items.count()):
        text = items.nth(i).inner_text()
        bet, rest = re.match(r"(\d+): not allowed\. (.*)", text).groups()
        found[int(bet)] = rest
    return found


def expect(helper, hand: int, bets: list[int], players: int = 4, rule: str = "running_sum") -> None:
    """What the helper shows is what the engine's state says about the next bet."""
    state = bisca.betting_position(hand, bets, players=players, bet_rule=rule)
    assert offered(helper) == state.allowed_bets()
    shown = refused(helper)
    errors = {bet: error for bet, error in bisca.bet_advice(state) if error is not None}
    assert sorted(shown) == sorted(errors)
    for bet, error in errors.items():
        assert shown[bet] == f"{error.reason} {error.clause}"
    made = ", ".join(map(str, bets)) if bets else "none yet"
    assert f"Bets so far: {made}" in helper.inner_text()
    assert f"Bidder {len(bets) + 1} of {players} may bet" in helper.inner_text()


def test_BI_10_bet_helper_offers_the_engines_bets_and_explains_its_refusals(page, book_server, built_book):
    page.goto(book_server + PAGE, wait_until="networkidle")
    helper = page.locator(".cit-bet-helper")
    helper.scroll_into_view_if_needed()
    expect(helper, 5, [2, 1, 0])                       # it opens on the example of the rules
    helper.locator(".cit-bet-restart").click()
    expect(helper, 5, [])
    for bet, bets in ((2, [2]), (1, [2, 1]), (0, [2, 1, 0])):
        helper.locator(f'.cit-bet[data-bet="{bet}"]').click()
        expect(helper, 5, bets)
    helper.locator('.cit-bet[data-bet="3"]').click()   # the fourth and last bet
    assert "Every one of the 4 players has bet." in helper.inner_text()
    assert helper.locator(".cit-bet").count() == 0
    helper.locator(".cit-bet-undo").click()
    expect(helper, 5, [2, 1, 0])
    clause = helper.locator(".cit-bet-refused .cit-clause").first
    assert clause.inner_text() == "BI-10" and clause.get_attribute("href").endswith("99_clause_index.html#bi-10")
    assert page.record.problems() == []


def test_BI_A6_bet_helper_follows_the_chosen_hand_players_and_rule(page, book_server, built_book):
    page.goto(book_server + PAGE, wait_until="networkidle")
    helper = page.locator(".cit-bet-helper")
    helper.scroll_into_view_if_needed()
    helper.locator(".cit-bet-hand").select_option("3")
    helper.locator(".cit-bet-players").select_option("3")
    expect(helper, 3, [], players=3)                   # a new situation: the bidding starts again
    helper.locator('.cit-bet[data-bet="1"]').click()
    expect(helper, 3, [1], players=3)
    helper.locator(".cit-bet-rule").select_option("last_bidder_only")
    helper.locator('.cit-bet[data-bet="1"]').click()   # the variant refuses nothing before the last bidder
    expect(helper, 3, [1], players=3, rule="last_bidder_only")
    helper.locator('.cit-bet[data-bet="0"]').click()
    expect(helper, 3, [1, 0], players=3, rule="last_bidder_only")
    assert refused(helper)                             # the last bidder may not make the total 3
    assert page.record.problems() == []


def test_without_javascript_the_bet_helper_says_its_first_answer_in_words(browser, book_server, built_book):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(book_server + PAGE, wait_until="load")
    helper = page.locator(".cit-bet-helper")
    text = helper.inner_text()
    assert "Bidder 4 of 4 may bet 0, 1, 3, 4, 5" in text and "2: not allowed." in text
    assert helper.locator("button:visible, select:visible").count() == 0
    context.close()
