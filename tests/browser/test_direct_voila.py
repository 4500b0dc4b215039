"""Under Voilà (what `make play` serves), Skèmino is played by pointing: click a card of your hand,
see the squares it may go to lit, click one that is not lit and read the engine's clause, then one
that is and see the move made."""
from __future__ import annotations

import re

import pytest

LIT = ".cit-direct .cit-dm-square.cit-dm-legal"


def square_in_picture(page, square: str) -> dict:
    """Where the engine's board picture draws ``square`` (its <g aria-label="c3: ..."> rectangle)."""
    return page.locator(f'.cit-dm-board svg g[aria-label^="{square}:"] > rect').first.bounding_box()


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_skemino_pick_a_card_then_a_square_under_voila(page, voila_page, width):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(voila_page("skemino/11_play"), wait_until="domcontentloaded")
    cards = page.locator(".cit-direct .cit-dm-card")
    cards.first.wait_for(state="visible", timeout=120_000)      # the kernel runs the page first
    assert page.locator(".cit-direct .cit-dm-square").count() == 36

    card = cards.first.locator(".cit-dm-hit")
    name = card.get_attribute("title")
    card.click()
    page.locator(LIT).first.wait_for(state="visible", timeout=15_000)
    lit = {b.get_attribute("title") for b in page.locator(LIT).all()}
    # the same squares the list of moves offers for that card (both come from legal_actions)
    listed = {m.group(1) for text in page.locator(".cit-game-app .cit-action").all_inner_texts()
              if (m := re.fullmatch(rf"{re.escape(name)} → (\w\d)", text.strip()))}
    assert lit and lit == listed, (name, lit, listed)
    # each clickable square lies on the square the engine drew, also when the board shrinks to a phone
    for button in page.locator(LIT).all():
        box, drawn = button.bounding_box(), square_in_picture(page, button.get_attribute("title"))
        assert all(abs(box[k] - drawn[k]) <= 3 for k in ("x", "y", "width", "height")), (box, drawn)
    board = page.locator(".cit-dm-board").bounding_box()
    assert board["x"] + board["width"] <= width + 1

    moves = page.locator(".cit-log li").count()
    page.locator(".cit-direct .cit-dm-square:not(.cit-dm-legal)").first.click()
    message = page.locator(".cit-direct .cit-dm-message")
    page.wait_for_function(
        "() => /SK-\\d+/.test(document.querySelector('.cit-direct .cit-dm-message').innerText)", timeout=15_000)
    assert re.search(r"SK-\d+", message.inner_text())
    assert page.locator(".cit-log li").count() == moves                  # refused: nothing changed

    target = page.locator(LIT).first
    square = target.get_attribute("title")
    target.click()
    page.wait_for_function(f"() => document.querySelectorAll('.cit-log li').length > {moves}", timeout=30_000)
    assert f"{name}@{square}" in page.locator(".cit-log").inner_text()
    assert page.record.problems() == []


def test_scamorra_a_card_then_a_piece_then_a_square_under_voila(page, voila_page):
    """Place the pieces by pointing (a piece, then a lit home square), then move one: a card, one of
    your pieces (lit), then a lit square."""
    page.goto(voila_page("scamorra/09_play"), wait_until="domcontentloaded")
    page.locator(".cit-scamorra-setup").wait_for(state="visible", timeout=120_000)
    choose = page.locator(".cit-game-app .cit-action", has_text="first")
    if choose.count():                                   # who places first is chosen on the list
        choose.first.click()
    for _ in range(12):
        page.locator(".cit-direct .cit-dm-card").first.wait_for(state="visible", timeout=30_000)
        first = page.locator(".cit-direct .cit-dm-card .cit-dm-hit").first
        if first.get_attribute("title") in ("re", "regina", "alfiere", "cavallo", "torre", "pedone"):
            break                                        # the cards in hand: the pieces are all placed
        moves = page.locator(".cit-log li").count()
        first.click()
        page.locator(LIT).first.click()
        page.wait_for_function(f"() => document.querySelectorAll('.cit-log li').length > {moves}",
                               timeout=30_000)
    moves = page.locator(".cit-log li").count()
    for card in page.locator(".cit-direct .cit-dm-card:not(.cit-dm-stuck) .cit-dm-hit").all():
        name = card.get_attribute("title")
        card.click()
        page.wait_for_function(     # the kernel has answered this click: picked, or why it cannot move
            "n => document.querySelector('.cit-direct .cit-dm-message').innerText.includes(n)",
            arg=name, timeout=15_000)
        if page.locator(LIT).count():
            break
    page.locator(LIT).first.wait_for(state="visible", timeout=15_000)
    origin = page.locator(LIT).first.get_attribute("title")
    page.locator(LIT).first.click()
    page.wait_for_function(
        f"() => document.querySelector('.cit-direct .cit-dm-square.cit-dm-picked[title=\"{origin}\"]')",
        timeout=15_000)
    dest = page.locator(LIT).first.get_attribute("title")
    page.locator(LIT).first.click()
    page.wait_for_function(f"() => document.querySelectorAll('.cit-log li').length > {moves}", timeout=30_000)
    assert f"{name} {origin}-{dest}" in page.locator(".cit-log").inner_text()
    assert page.record.problems() == []
