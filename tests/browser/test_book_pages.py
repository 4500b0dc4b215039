"""Every page of the built book, opened in Chromium from a local server with no internet.

A page passes when it loads with no console error, no uncaught exception, no failed local request and
no request outside 127.0.0.1, and when every widget it carries has been drawn by the widget
JavaScript the book serves itself. A full-page screenshot of each page goes to _build/screenshots/.
"""
from __future__ import annotations

import re
from pathlib import Path


ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "_build" / "screenshots"


def widget_views(html_file: Path) -> int:
    return html_file.read_text(encoding="utf-8").count('type="application/vnd.jupyter.widget-view+json"')


def test_page_loads_offline_without_errors(page, book_server, built_book, built_page):
    assert built_page, "the built book has no page"
    rel = built_page
    page.goto(book_server + rel, wait_until="networkidle")
    views = widget_views(built_book / rel)
    if views:
        # the HTML manager draws each view next to its script tag; wait until all are drawn
        page.wait_for_function(
            "n => document.querySelectorAll('.widget-subarea > .jupyter-widgets').length >= n",
            arg=views, timeout=20_000)
        assert page.locator(".jupyter-widgets-view-error, .jupyter-widgets .widget-error").count() == 0
    page.wait_for_timeout(300)  # late console messages (fonts, chunks)
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / (re.sub(r"[/\\]", "__", rel) + ".png")), full_page=True)
    assert page.record.problems() == []
    assert page.title(), f"{rel} has no title"


RAW_MARKUP = re.compile(r"(&#39;|&quot;|')&lt;(svg|div|table|span|p|figure)[ >]")


def test_no_output_shows_raw_markup(built_book, built_page):
    """A cell that returns an SVG or HTML string instead of displaying it shows the markup as text."""
    assert built_page, "the built book has no page"
    text = (built_book / built_page).read_text(encoding="utf-8")
    found = [m.start() for m in RAW_MARKUP.finditer(text)]
    assert not found, f"{built_page} prints markup as text: {text[found[0]:found[0] + 80]!r}"


def test_all_pages_of_the_toc_were_built(built_book):
    """Every page named in _toc.yml (files and globs) became an HTML page."""
    import fnmatch

    import yaml

    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    names, globs = [toc["root"]], []

    def walk(entries):
        for entry in entries or []:
            if "file" in entry:
                names.append(entry["file"])
            if "glob" in entry:
                globs.append(entry["glob"])
            walk(entry.get("sections"))

    for part in toc.get("parts", []):
        walk(part.get("chapters"))
    sources = [p.relative_to(ROOT).with_suffix("").as_posix() for p in (ROOT / "book").rglob("*.md")]
    names += [s for s in sources if any(fnmatch.fnmatch(s, g) for g in globs)]
    missing = [n for n in names if not (built_book / f"{n}.html").is_file()]
    assert not missing, f"pages in the TOC but not built: {missing}"
    orphans = [s for s in sources if s not in names and ".ipynb_checkpoints" not in s]
    assert not orphans, f"pages under book/ that the TOC leaves out: {orphans}"


def test_widget_javascript_is_served_by_the_book(built_book):
    """The pages load the pinned widget JavaScript from the book's own _static, never from a CDN."""
    pages = [p.relative_to(built_book).as_posix() for p in built_book.rglob("*.html")
             if "_static" not in p.relative_to(built_book).parts]
    with_widgets = [p for p in pages if widget_views(built_book / p)]
    assert with_widgets, "no page carries a widget: the offline widget path is untested"
    for rel in with_widgets:
        text = (built_book / rel).read_text(encoding="utf-8")
        scripts = re.findall(r'<script[^>]*\ssrc="([^"]+)"', text)
        assert any(s.split("?")[0].endswith("_static/widgets/embed-amd.js") for s in scripts), rel
        assert any(s.split("?")[0].endswith("_static/widgets/require.js") for s in scripts), rel
        assert not [s for s in scripts if s.startswith(("http:", "https:", "//"))], rel
    assert (built_book / "_static" / "widgets" / "embed-amd.js").stat().st_size > 1_000_000
