"""Under Voilà (what `make play` serves), two people share one device at a Bisca table (the live table,
seated in *Table settings*): while the device is passed (the cover) nothing of anyone's hand is on the
page, and after *I am …: show my cards* the table shows the hand of the person to move and nobody
else's. The hands on screen are compared with the engine's deal, made again here from the game number
the table shows."""
from __future__ import annotations

import re

from engine import bisca
from tests.browser.table_driver import TableDriver

CARD = re.compile(r"^(10|[2-9AJQK])[♠♥♦♣]$")
NAMES = ["Player 1", "Player 2", "Anna", "Bruno"]


def mentions(markup: str, card: str) -> bool:
    """Whether ``card`` (``10♥``, ``A♠``...) is written anywhere in ``markup`` (text or attribute)."""
    return re.search(rf"(?<![0-9A-Za-z]){re.escape(card)}", markup) is not None


def test_two_people_at_one_device_see_only_their_own_hand(page, voila_page):
    page.goto(voila_page("bisca/09_play"), wait_until="domcontentloaded")
    table = page.locator("#rendered_cells .cit-table")
    table.wait_for(state="visible", timeout=120_000)              # the kernel runs the page first
    driver = TableDriver(page, "#rendered_cells", timeout_ms=60_000)
    driver.settle()
    table.locator(".cit-t-settings > summary").click()
    assert table.locator("select[name=players]").input_value() == "4"
    table.locator("select[name=seat1]").select_option("human")      # a second person, on your left
    drawn = driver.state()["draws"]
    table.get_by_role("button", name="Deal", exact=True).click()
    driver.settle(drawn)
    deal = int(re.search(r"\d+", table.locator(".cit-t-deal").inner_text()).group())
    start = bisca.new_game(players=4, seed=deal)
    hands = [{str(card) for card in hand} for hand in start.hands]
    assert all(len(hand) == start.hand_size == 5 for hand in hands)      # the first round: five each

    passes: list = []
    # the betting: each person in turn, the computers betting between; three passes of the device
    while len(passes) < 3:
        state = driver.settle()
        assert state["tone"] == "cover", table.locator(".cit-t-status").inner_text()
        ready = table.locator(".cit-t-ready")
        seat = NAMES.index(re.fullmatch(r"I am (.+): show my cards", ready.inner_text()).group(1))
        passes.append(seat)
        covered = table.inner_html()
        assert f"Pass the device to {NAMES[seat]}" in table.inner_text()
        # the third pass may come once the cards are being played: a card played (on the trick, and told
        # in the list of moves) is everyone's to see; in Bisca nothing else of a hand is ever told
        public = "".join(part.inner_html() for part in
                         table.locator('[data-zone="trick"], .cit-t-history, .cit-t-recent').all())
        played = {card for hand in hands for card in hand if mentions(public, card)}
        leaked = [card for hand in hands for card in hand - played if mentions(covered, card)]
        assert leaked == [], f"while the device is passed to {NAMES[seat]}, the page shows {leaked}"
        assert table.locator(".cit-t-choice, .cit-t-move, .cit-t-card").count() == 0

        driver.click(".cit-t-ready")
        status = table.locator(".cit-t-status").inner_text()
        assert status.startswith("Your turn."), status
        shown = table.locator(".cit-t-bottom .cit-t-card").evaluate_all(
            "els => els.map(e => e.getAttribute('title'))")
        assert set(shown) == hands[seat], "the hand on the table is not this person's"
        others = [card for i, hand in enumerate(hands) if i != seat for card in hand - hands[seat] - played
                  if mentions(table.inner_html(), card)]
        assert others == [], f"{NAMES[seat]} can see {others}"
        if len(passes) == 3:
            break
        driver.click(".cit-t-choices .cit-t-choice:not(.cit-off)")       # the first allowed bet
    order = [(start.current_player + k) % 4 for k in range(4)]        # the betting goes round from there
    assert passes[0] == next(seat for seat in order if seat in (0, 1))
    assert passes[0] != passes[1] and sorted(passes[:2]) == [0, 1]   # then the other person's turn comes
    assert page.record.problems() == []
