"""Every link inside the built book leads somewhere, in both editions: each relative ``href`` or ``src``
of a page (links, pictures, scripts, stylesheets) names a file of the built book, and each
``#fragment`` an ``id`` (or a named anchor) of the page it points to.

It reads the built files (no browser), so it sits with the tests that need ``make book``. A teacher
met the failure this guards against: the Italian teacher's guides linked their ready-made tables to
``../../play/...``, a folder the Italian edition (under ``it/``) does not have.
"""
from __future__ import annotations

import functools
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

#: the attributes that point at another file, by element
LINKING = {"a": "href", "link": "href", "area": "href", "img": "src", "script": "src", "source": "src",
           "iframe": "src", "audio": "src", "video": "src"}
#: folders that hold the theme's and the tables' own files, not pages written for a reader
NOT_PAGES = {"_static", "_sources", "_images", "_sphinx_design_static"}


class _Links(HTMLParser):
    """A page's outgoing links (relative ones only) and the ids it offers to fragments."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        found = dict(attrs)
        for name in ("id", "name" if tag == "a" else None):
            if name and found.get(name):
                self.ids.add(found[name])
        wanted = LINKING.get(tag)
        # <link rel="alternate" hreflang> and the like are links too; canonical URLs are absolute
        target = found.get(wanted) if wanted else None
        if target is not None:
            self.links.append(target)

    handle_startendtag = handle_starttag


@functools.cache
def read_page(path: Path) -> _Links:
    parser = _Links()
    parser.feed(path.read_text(encoding="utf-8"))
    parser.close()
    return parser


def pages(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*.html") if not NOT_PAGES & set(p.relative_to(root).parts))


def broken_links(root: Path, page: Path) -> list[str]:
    """What is wrong with the links of ``page``: a missing file, or a fragment with no such id."""
    problems = []
    for link in read_page(page).links:
        parts = urlsplit(link)
        if parts.scheme or parts.netloc or link.startswith("//"):
            continue                                    # outside the book (none is fetched: see every_page.py)
        if not parts.path and not parts.fragment:
            continue                                    # "" or "?query": this page
        target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
        if parts.path.endswith("/") or target.is_dir():
            target = target / "index.html"
        try:
            target.relative_to(root.resolve())
        except ValueError:
            problems.append(f"{link}: leads out of the book")
            continue
        if not target.is_file():
            problems.append(f"{link}: no file {target.relative_to(root.resolve()).as_posix()}")
            continue
        fragment = unquote(parts.fragment)
        if fragment and target.suffix == ".html" and fragment not in read_page(target).ids:
            problems.append(f"{link}: {target.relative_to(root.resolve()).as_posix()} has no id {fragment!r}")
    return problems


def edition_pages(root: Path, italian: bool) -> list[Path]:
    return [p for p in pages(root) if (p.relative_to(root).parts[0] == "it") == italian]


@pytest.mark.parametrize("edition", ["en", "it"])
def test_every_relative_link_and_fragment_of_the_built_book_leads_somewhere(built_book, edition):
    root = built_book.resolve()
    chosen = edition_pages(root, italian=edition == "it")
    assert len(chosen) > 50, f"the {edition} edition has only {len(chosen)} pages: is it built?"
    broken = {}
    for page in chosen:
        found = broken_links(root, page.resolve())
        if found:
            broken[page.relative_to(root).as_posix()] = sorted(set(found))
    report = "\n".join(f"{page}:\n  " + "\n  ".join(problems) for page, problems in sorted(broken.items()))
    assert not broken, f"{sum(map(len, broken.values()))} broken links in {len(broken)} pages:\n{report}"


def test_the_link_check_sees_a_missing_file_and_a_missing_fragment(tmp_path):
    """The check itself: a page linking to a file that is not there and to an id that is not there."""
    (tmp_path / "book").mkdir()
    (tmp_path / "book" / "a.html").write_text(
        '<p id="here">x</p><a href="b.html#there">b</a><a href="../play/x.html?seat=1">x</a>'
        '<a href="#here">top</a><a href="#nowhere">no</a><a href="https://example.org/">out</a>'
        '<img src="../_static/p.png">', encoding="utf-8")
    (tmp_path / "book" / "b.html").write_text('<h1 id="title">b</h1>', encoding="utf-8")
    (tmp_path / "_static").mkdir()
    (tmp_path / "_static" / "p.png").write_bytes(b"")
    found = broken_links(tmp_path.resolve(), (tmp_path / "book" / "a.html").resolve())
    assert found == ["b.html#there: book/b.html has no id 'there'", "../play/x.html?seat=1: no file play/x.html",
                     "#nowhere: book/a.html has no id 'nowhere'"]
