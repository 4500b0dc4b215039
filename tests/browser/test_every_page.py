"""Every English page of the built book, in one visit each: offline with no error, fit to a phone, and
WCAG 2 A/AA in light and dark mode (what a visit checks: tests/browser/every_page.py)."""
from __future__ import annotations

from tests.browser.every_page import axe_script, visit


def test_every_english_page_reads_offline_fits_a_phone_and_meets_wcag(page, book_server, english_page):
    assert english_page, "the built book has no English page"
    visit(page, book_server, english_page, axe_script())
