"""La Scamorra's move explorer answers in the published page with no kernel."""
from __future__ import annotations


def test_scamorra_move_explorer_changes_panel_without_a_kernel(page, book_server, built_book):
    page.goto(book_server + "book/scamorra/03_moves.html", wait_until="networkidle")
    explorer = page.locator(".cit-scamorra-explorer")
    explorer.wait_for(state="visible", timeout=20_000)
    explorer.scroll_into_view_if_needed()
    assert "regina for the South carta on c2" in explorer.inner_text()
    explorer.locator("select").nth(0).select_option(label="pedone")
    explorer.locator("select").nth(1).select_option(label="sasso (b1)")
    page.wait_for_function(
        "() => document.querySelector('.cit-scamorra-explorer').innerText.includes('pedone for the South sasso on b1')",
        timeout=5_000)
    text = explorer.inner_text()
    assert "a pedone goes diagonally only to take a piece" in text and "regina for the South" not in text
    # the piece chosen stays chosen when the card changes
    explorer.locator("select").nth(0).select_option(label="torre")
    page.wait_for_function(
        "() => document.querySelector('.cit-scamorra-explorer').innerText.includes('torre for the South sasso on b1')",
        timeout=5_000)
    assert page.record.problems() == []
