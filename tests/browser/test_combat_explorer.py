"""Skèmino's "which card wins?" explorer answers in the published page with no kernel."""
from __future__ import annotations


def test_combat_explorer_changes_panel_without_a_kernel(page, book_server, built_book):
    page.goto(book_server + "book/skemino/02_combat.html", wait_until="networkidle")
    explorer = page.locator(".cit-combat-explorer")
    explorer.wait_for(state="visible", timeout=20_000)
    explorer.scroll_into_view_if_needed()
    assert "Laid on each card, 7C" in explorer.inner_text()
    explorer.locator("select").select_option(label="AF")
    page.wait_for_function(
        "() => document.querySelector('.cit-combat-explorer').innerText.includes('Laid on each card, AF')",
        timeout=5_000)
    text = explorer.inner_text()
    assert "Forbici cut Carta (SK-3)" in text and "Laid on each card, 7C" not in text
    assert page.record.problems() == []
