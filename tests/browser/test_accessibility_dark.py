"""The accessibility check of tests/browser/test_accessibility.py in the theme's dark mode: every built
page, English and Italian, against the WCAG 2 A and AA rules (a file of its own so that it runs beside
the light run on another worker)."""
from __future__ import annotations

import pytest

from tests.browser.test_accessibility import check_every_page


@pytest.mark.parametrize("mode", ["dark"])
def test_every_page_meets_wcag_2_a_and_aa(page, book_server, built_book, mode):
    check_every_page(page, book_server, built_book, mode)
