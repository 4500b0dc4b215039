"""Every English page of the built book, in one visit each: offline with no error, fit to a phone, and
WCAG 2 A/AA in light and dark mode (what a visit checks: tests/browser/every_page.py)."""
from __future__ import annotations

from tests.browser.every_page import COLOUR_RULES, axe_url, axe_violations, visit


def test_every_english_page_reads_offline_fits_a_phone_and_meets_wcag(page, book_server, english_page):
    assert english_page, "the built book has no English page"
    visit(page, book_server, english_page)


def test_the_checker_finds_a_picture_with_no_words_and_faint_text_and_skips_only_what_it_is_told(page, book_server):
    """The checker every visit runs, loaded from the tests' server as the visits load it, fails a page it
    should: an image with no text and grey text on white (an Italian visit skips the colour rules only)."""
    page.goto(book_server + "book/intro.html")
    page.set_content('<html lang="en"><head><title>t</title></head><body><main><img src="x.png">'
                     '<p style="color:#bbb;background:#fff">faint words</p></main></body></html>')
    found = {v["id"] for v in axe_violations(page, axe_url(book_server))}
    assert {"image-alt", "color-contrast"} <= found
    skipping_colour = {v["id"] for v in axe_violations(page, axe_url(book_server), skipped=COLOUR_RULES)}
    assert "image-alt" in skipping_colour and not skipping_colour & set(COLOUR_RULES)
