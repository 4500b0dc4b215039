"""The printable Skèmino deck and dice: every card of the engine's deck, drawn by its renderer at
45 × 63 mm with cut lines in print, one sheet per printed page, and the three dice."""
from __future__ import annotations

import re

from engine.cards import chain_deck
from engine.skemino.rules import card_name

PAGE = "book/skemino/10_make_your_own_deck.html"
MM = 96 / 25.4          # CSS pixels per millimetre


def count_pdf_pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


def test_SK_1_the_printable_deck_has_every_card_once(page, book_server, built_book):
    page.goto(book_server + PAGE, wait_until="networkidle")
    cards = page.locator(".cit-deck-cell svg")
    # every card once, named in words for a screen reader ("Ace of Carta", never "AC")
    assert [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())] == \
        [card_name(c).text() for c in chain_deck()]
    dice = page.locator(".cit-die svg")
    assert dice.count() == 3
    faces = [dice.nth(i).get_attribute("aria-label").split("faces ")[-1].split(", ") for i in range(3)]
    assert faces[0] == list("ABCDEF") and faces[1] == list("123456")
    assert sorted(faces[2]) == ["G1"] * 3 + ["G2"] * 3          # each player starts half the time
    assert page.record.problems() == []


def test_the_cards_print_at_their_size_one_sheet_per_page(page, book_server, built_book):
    page.goto(book_server + PAGE, wait_until="networkidle")
    sheets = page.locator(".cit-print-sheet").count()
    assert sheets == 4                                  # three sheets of cards, one of dice
    page.emulate_media(media="print")
    cell = page.locator(".cit-deck-cell").first.bounding_box()
    assert abs(cell["width"] - 45 * MM) < 2 and abs(cell["height"] - 63 * MM) < 2
    border = page.evaluate("getComputedStyle(document.querySelector('.cit-deck-cell')).borderTopStyle")
    assert border == "dashed"                           # the cut lines
    printed = count_pdf_pages(page.pdf(format="A4"))
    assert sheets <= printed <= sheets + 1, f"{printed} pages: a sheet is split across pages"
