"""The Voila fixture serves a book page with a live kernel, on 127.0.0.1 only."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


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
    assert page.record.problems() == []  # nothing from outside 127.0.0.1, no console error


MYST_SYNTAX = re.compile(r"(?::::+|```+)\{[\w-]+\}|\{(?:doc|ref|term|numref|eq|download)\}`?")
PLAY_PAGES = sorted(p.relative_to(ROOT / "book").with_suffix("").as_posix()
                    for p in (ROOT / "book").rglob("*play*.md") if ".ipynb_checkpoints" not in p.parts)


@pytest.mark.parametrize("name", PLAY_PAGES or [None])
def test_every_playable_page_runs_its_live_table_under_voila(page, voila_page, name):
    """What `make play` serves: each play page runs in a live kernel and shows the live table (the
    anywidget front end, served by Voilà itself), dealt and waiting on the reader or a computer, with
    no stderr output, no MyST syntax as text, no console error and nothing from outside 127.0.0.1."""
    assert name, "no playable page (book/**/*play*.md)"
    page.goto(voila_page(name), wait_until="domcontentloaded")
    table = page.locator("#rendered_cells .cit-table")
    table.wait_for(state="visible", timeout=120_000)             # the kernel runs the page's cells first
    page.wait_for_function("() => ['turn', 'think'].includes(document.querySelector('.cit-table').dataset.tone)",
                           timeout=60_000)
    game = table.get_attribute("data-game")
    assert name.startswith(f"{game}/"), (name, game)
    assert re.search(r"Game number \d+", table.locator(".cit-t-deal").inner_text())
    assert page.locator("#rendered_cells .cit-still-table").count() == 0     # the book's picture is not here
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0
    # Voila renders Markdown cells as plain CommonMark: MyST directives and roles would show as raw text
    raw = MYST_SYNTAX.findall(page.locator("#rendered_cells").inner_text())
    assert not raw, f"{name} shows MyST syntax as text under Voila: {raw}"
    assert page.record.problems() == []
