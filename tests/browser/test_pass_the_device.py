"""Under Voilà (what `make play` serves), two people share one device at a Bisca table: while the
device is passed (the "Ready" cover) nothing of anyone's hand is on the page, and after *Ready* the
table shows the hand of the person to move and nobody else's. The hands on screen are compared with
the engine's deal, made again here from the same deal number."""
from __future__ import annotations

import re

from engine import bisca
from widgets.app import PERSON_HERE, seat_names

CARD = re.compile(r"^(10|[2-9AJQK])[♠♥♦♣]$")
SEATS = ["human", "human", bisca.SPEC.default_bot, bisca.SPEC.default_bot]


def card_words(cards) -> set[str]:
    return {str(c) for c in cards}


def shown_cards(app) -> list[str]:
    """The card faces drawn in the game app, read from the pictures' accessible names."""
    labels = app.locator("[aria-label]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    return [label for label in labels if CARD.match(label)]


def mentions(markup: str, card: str) -> bool:
    """Whether ``card`` (``10♥``, ``A♠``...) is written anywhere in ``markup`` (text or attribute)."""
    return re.search(rf"(?<![0-9A-Za-z]){re.escape(card)}", markup) is not None


def wait_for_cover(page, app) -> str:
    """Wait until the device is being passed; the status line then says to whom."""
    app.locator(".cit-ready").wait_for(state="visible", timeout=60_000)
    page.wait_for_function("app => /is to move next/.test(app.querySelector('.cit-status').innerText)",
                           arg=app.element_handle(), timeout=30_000)
    return " ".join(app.locator(".cit-status").inner_text().split())


def test_two_people_at_one_device_see_only_their_own_hand(page, voila_page):
    page.goto(voila_page("bisca/09_play"), wait_until="domcontentloaded")
    setup = page.locator(".cit-bisca-setup")
    setup.wait_for(state="visible", timeout=120_000)         # the kernel runs the page first
    menus = setup.locator(".cit-seat-choice select")
    assert menus.count() == len(SEATS)                      # the page seats four: you and three others
    computer = f"computer: {bisca.SPEC.bot_labels[bisca.SPEC.default_bot]}"
    assert [menus.nth(i).input_value() for i in range(len(SEATS))] == [PERSON_HERE] + [computer] * 3
    menus.nth(1).select_option(label=PERSON_HERE)       # a second person takes the seat on your left
    assert [menus.nth(i).input_value() for i in range(len(SEATS))] == [PERSON_HERE] * 2 + [computer] * 2
    seed = int(setup.locator("input").first.input_value())
    setup.locator(".cit-deal").click()

    app = setup.locator(".cit-game-app")
    wait_for_cover(page, app)
    start = bisca.new_game(players=len(SEATS), seed=seed)
    names = seat_names(SEATS)
    hands = [card_words(hand) for hand in start.hands]
    assert all(len(hand) == start.hand_size == 5 for hand in hands)      # the first round: five each

    passes = []
    # betting: the first person to bet, then (the computers betting between) the other person;
    # then the first trick is led: three passes of the device with no card yet on the table
    for _ in range(3):
        status = wait_for_cover(page, app)
        seat = next((i for i, kind in enumerate(SEATS) if kind == "human" and status == f"{names[i]} is to move next."),
                    None)
        assert seat is not None, f"the device is passed, but the status says {status!r}"
        passes.append(seat)
        covered = app.inner_html()
        assert "Pass the device to" in app.inner_text() and names[seat] in app.inner_text()
        assert shown_cards(app) == [] and "hidden card" not in covered        # no table at all
        assert app.locator(".cit-step-through").count() == 0                 # nor a review of the game
        leaked = [card for hand in hands for card in hand if mentions(covered, card)]
        assert leaked == [], f"while the device is passed to {names[seat]}, the page shows {leaked}"
        assert app.locator(".cit-action").count() == 0
        assert not app.locator(".cit-log").is_visible(), app.locator(".cit-log").inner_text()

        app.locator(".cit-ready").click()
        page.wait_for_function(
            "app => !app.querySelector('.cit-ready') && app.querySelectorAll('svg.cit-card').length > 0"
            " && /your move/.test(app.querySelector('.cit-status').innerText)",
            arg=app.element_handle(), timeout=30_000)
        assert " ".join(app.locator(".cit-status").inner_text().split()) == f"{names[seat]}: your move."
        table = app.locator(".cit-state-view")
        assert sorted(shown_cards(table)) == sorted(hands[seat]), "the table is not this person's hand"
        assert set(shown_cards(app)) == hands[seat]             # the hand to click holds the same cards
        others = [card for i, hand in enumerate(hands) if i != seat for card in hand
                  if mentions(app.inner_html(), card)]
        assert others == [], f"{names[seat]} can see {others}"
        faces_down = table.locator("[aria-label='hidden card']").count()
        assert faces_down == sum(len(hand) for i, hand in enumerate(hands) if i != seat)
        if len(passes) == 3:
            break
        if len(passes) == 1:
            # the first person opens the review (their own view of the game so far) before betting:
            # passing the device must take it away with the table
            app.locator(".cit-review").click()
            app.locator(".cit-step-through").wait_for(state="visible", timeout=30_000)
            assert set(shown_cards(app.locator(".cit-step-through"))) <= hands[seat]
        moves = app.locator(".cit-log li").count()
        app.locator(".cit-action:not([disabled])").first.click()       # the first allowed bet
        page.wait_for_function("([app, n]) => app.querySelectorAll('.cit-log li').length > n"
                               " || app.querySelector('.cit-ready')", arg=[app.element_handle(), moves],
                               timeout=30_000)
    assert passes[0] == start.current_player                       # the first bet is the dealer's left
    assert passes[0] != passes[1] and sorted(passes[:2]) == [0, 1]  # then the other person's turn comes
    assert page.record.outside == [] and page.record.page_errors == []
