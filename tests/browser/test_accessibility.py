"""Anyone can use the book: axe-core (pinned, fetched by `make vendor` into _vendor/axe/, never into
the book's _static/) checks every built page against the WCAG 2 A and AA rules in Chromium.

The test fails on any violation in the project's own elements (widgets, boards, cards, step-throughs,
practice boxes, pages). The few elements of the Sphinx theme that no configuration can fix are listed
in THEME_LEFTOVERS, each with the reason, and only those are left out of the check.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE_DIR = ROOT / "_vendor" / "axe"
SKIP_DIRS = {"_static", "_sources", "_images", "_sphinx_design_static", "play"}
WCAG_TAGS = ["wcag2a", "wcag2aa"]

# Theme elements (sphinx-book-theme / pydata-sphinx-theme) that the project could not fix, each with the
# reason: only these selectors are left out of the check. None today: the theme's unnamed menu toggles
# (<summary> holding only an arrow) are named by assets/js/cit-a11y.js, since the theme draws that
# menu in Python (no template to override) and has no option for it.
THEME_LEFTOVERS: dict[str, str] = {}


def axe_script() -> str:
    found = sorted(AXE_DIR.glob("axe-*.min.js"))
    if not found:
        pytest.fail("axe-core is missing from _vendor/axe: run `make vendor` (or `make test`)")
    return found[-1].read_text(encoding="utf-8")


def book_pages(built_book: Path) -> list[str]:
    return sorted(p.relative_to(built_book).as_posix() for p in built_book.rglob("*.html")
                  if not SKIP_DIRS & set(p.relative_to(built_book).parts))


# the theme (pydata-sphinx-theme) keeps the reader's choice of light or dark in localStorage "mode"
# and draws it as <html data-theme="...">
def choose_mode(page, mode: str) -> None:
    """Every page opened from now on comes up in ``mode``, as if the reader had picked it."""
    page.add_init_script(f"localStorage.setItem('mode', '{mode}'); localStorage.setItem('theme', '{mode}');")


def open_page(page, book_server: str, built_book: Path, rel: str) -> None:
    # the pages are plain HTML: step-throughs and explorers are drawn by the time the page has loaded
    page.goto(book_server + rel, wait_until="networkidle")
    page.wait_for_timeout(200)


AXE_RUN = """async ([tags, exclude]) => {
  const result = await axe.run({include: [document], exclude: exclude.map(s => [s])},
                               {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                      nodes: v.nodes.map(n => n.target.join(' '))}));
}"""


def axe_violations(page, script: str) -> list[dict]:
    page.add_script_tag(content=script)
    return page.evaluate(AXE_RUN, [WCAG_TAGS, list(THEME_LEFTOVERS)])


def check_every_page(page, book_server, built_book, mode: str) -> None:
    """axe over every built page in ``mode`` (the dark run is tests/browser/test_accessibility_dark.py: a
    file of its own, so that pytest's workers, which take a file each, run the two modes side by side)."""
    script = axe_script()
    pages = book_pages(built_book)
    assert pages, "the built book has no page"
    choose_mode(page, mode)
    report = []
    for rel in pages:
        open_page(page, book_server, built_book, rel)
        assert page.evaluate("document.documentElement.dataset.theme") == mode, f"{rel} is not in {mode} mode"
        for v in axe_violations(page, script):
            nodes = ", ".join(v["nodes"][:4]) + (f" (+{len(v['nodes']) - 4} more)" if len(v["nodes"]) > 4 else "")
            report.append(f"{rel}: {v['id']} ({v['impact']}, {len(v['nodes'])} elements): {v['help']}: {nodes}")
    assert not report, f"{len(report)} accessibility violations in {mode} mode:\n" + "\n".join(report)


@pytest.mark.parametrize("mode", ["light"])
def test_every_page_meets_wcag_2_a_and_aa(page, book_server, built_book, mode):
    check_every_page(page, book_server, built_book, mode)


def test_every_kind_of_page_is_checked_in_dark_mode(built_book):
    """The dark run above covers each kind of page a game has: learn, detailed, practice, quick
    reference and rulings (a renamed page would otherwise drop out unnoticed)."""
    pages = book_pages(built_book)
    kinds = {"learn": r"/index\.html$", "detailed": r"/0[1-6]_\w+\.html$", "practice": r"_practice\.html$",
             "quick reference": r"_quick_reference\.html$", "rulings": r"_rulings\.html$"}
    for game in ("bisca", "skemino", "machiavelli", "scamorra", "frederik"):
        for kind, pattern in kinds.items():
            assert any(re.search(pattern, rel) for rel in pages if rel.startswith(f"book/{game}/")), (game, kind)

