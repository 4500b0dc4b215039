"""The built book as files: every page of the TOC built, no page printing markup as text, no page
shipping or loading a heavy script. (Each page opened in Chromium: tests/browser/test_every_page*.py.)
"""
from __future__ import annotations

import re
from pathlib import Path


from tests.browser.every_page import HEAVY_SCRIPTS

ROOT = Path(__file__).resolve().parents[2]

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


def test_no_page_loads_a_widget_manager_or_the_icon_script(built_book):
    """Every page's scripts are the book's and the theme's small ones: no ipywidgets manager (its
    bundle was 4.4 MB), no RequireJS, no Font Awesome script (1.5 MB; the theme's stylesheet draws the
    icons), nothing from a CDN; and those files are not shipped."""
    pages = [p for p in built_book.rglob("*.html") if not {"_static", "play"} & set(p.relative_to(built_book).parts)]
    assert len(pages) > 20
    for html_file in pages:
        text = html_file.read_text(encoding="utf-8")
        scripts = re.findall(r'<script[^>]*\ssrc="([^"]+)"', text)
        rel = html_file.relative_to(built_book).as_posix()
        assert not [s for s in scripts if HEAVY_SCRIPTS.search(s)], rel
        assert not [s for s in scripts if s.startswith(("http:", "https:", "//"))], rel
    assert not (built_book / "_static" / "widgets").exists()
    assert not list((built_book / "_static" / "scripts").glob("fontawesome.js*"))
