"""Every page of the Italian edition (under it/), in one visit each: offline with no error, fit to a phone,
and WCAG 2 A/AA in light and dark mode (what a visit checks: tests/browser/every_page.py). A file of its own
so that pytest's workers walk the two editions side by side."""
from __future__ import annotations

from tests.browser.every_page import visit


def test_every_italian_page_reads_offline_fits_a_phone_and_meets_wcag(page, book_server, italian_page):
    assert italian_page, "the built book has no Italian page"
    visit(page, book_server, italian_page)
