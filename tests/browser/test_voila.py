"""The Voila fixture serves a book page with a live kernel, on 127.0.0.1 only."""
from __future__ import annotations


def test_voila_renders_a_book_page_with_a_live_kernel(page, voila_page):
    page.goto(voila_page("intro"), wait_until="domcontentloaded")
    explorer = page.locator(".cit-notation-explorer")
    explorer.wait_for(state="visible", timeout=90_000)  # the kernel runs the page's cells first
    assert "Cuori" in explorer.inner_text()
    explorer.get_by_role("button", name="♠ Picche").click()
    page.wait_for_function(
        "() => document.querySelector('.cit-notation-explorer').innerText.includes('Picche: written')",
        timeout=10_000)
    assert page.locator("svg.cit-card").count() >= 13
    assert page.record.outside == []
    assert page.record.page_errors == []
