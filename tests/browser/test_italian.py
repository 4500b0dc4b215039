"""The Italian edition in the built book (`make book` builds it into _build/html/it): every English page
has its Italian twin and back (the link in the page's header, hreflang both ways), the Italian pages say
``<html lang="it">``, have their own search index and read in Italian where their translation is
declared finished, the Italian quick reference prints on one A4 page, and Play here on the Italian
Bisca page opens a table that speaks Italian. The generic page tests (axe in light and dark mode,
phones, console errors) run on every built page, so on the Italian ones too; so does the words check of
tests/browser/reader_words.py, which on every Italian page (finished or not) fails on an English sentence
in its words, its pictures' words or its accessible names, outside what the page marks ``lang="en"``.
"""
from __future__ import annotations

import fnmatch
import re
import tomllib
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.browser.conftest import HTML as BUILT, built_pages, wait_for_table
from tests.load import module_at

ROOT = Path(__file__).resolve().parents[2]
SKIP = {"_static", "_sources", "_images", "_sphinx_design_static", "play", "it"}
FINISHED = tomllib.loads((ROOT / "book" / "locales" / "finished.toml").read_text(encoding="utf-8"))["it"]


def english_pages() -> list[str]:
    return sorted(p.relative_to(BUILT).as_posix() for p in BUILT.rglob("*.html")
                  if not SKIP & set(p.relative_to(BUILT).parts)) if BUILT.is_dir() else []


def finished_pages() -> list[str]:
    found = []
    for pattern in FINISHED["pages"]:
        found += sorted(p.relative_to(BUILT / "it").with_suffix("").as_posix() + ".html"
                        for p in (BUILT / "it").glob(pattern + ".html"))
    return found


class _Head(HTMLParser):
    """The page's ``<html lang>``, its hreflang links and the language switch's links."""

    def __init__(self):
        super().__init__()
        self.lang = None
        self.redirect: str | None = None      # a bare <meta http-equiv="Refresh"> page: where it sends the reader
        self.alternates: dict[str, str] = {}
        self.switch: dict[str, str] = {}

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (attrs.get("http-equiv") or "").lower() == "refresh":
            self.redirect = (attrs.get("content") or "").partition("url=")[2] or None
        elif tag == "html":
            self.lang = attrs.get("lang")
        elif tag == "link" and attrs.get("rel") == "alternate" and attrs.get("hreflang"):
            self.alternates[attrs["hreflang"]] = attrs["href"]
        elif tag == "a" and "cit-lang-switch" in (attrs.get("class") or ""):
            self.switch[attrs.get("hreflang")] = attrs["href"]


def head(path: Path) -> _Head:
    parsed = _Head()
    parsed.feed(path.read_text(encoding="utf-8"))
    return parsed


def resolve(page: Path, href: str) -> Path:
    return (page.parent / href).resolve()


@pytest.fixture(scope="module")
def pages(built_book):
    found = english_pages()
    if not (built_book / "it" / "index.html").is_file():
        pytest.fail("the Italian book is missing: `make book` builds it into _build/html/it")
    return found


def test_every_english_page_has_its_italian_twin_and_back(pages, built_book):
    assert len(pages) > 50
    for rel in pages:
        english, italian = built_book / rel, built_book / "it" / rel
        assert italian.is_file(), f"{rel} has no Italian twin"
        there, back = head(english), head(italian)
        if there.redirect:
            # the build's root index.html only sends the reader to the front page: the Italian one sends
            # him to the Italian front page, the English page's twin
            target = english.parent / there.redirect
            assert back.redirect == there.redirect and target.is_file(), rel
            assert (italian.parent / back.redirect).resolve() == (built_book / "it" / target.relative_to(
                built_book)).resolve(), rel
            continue
        assert (there.lang, back.lang) == ("en", "it"), rel
        for page, parsed, other, other_file in ((english, there, "it", italian), (italian, back, "en", english)):
            assert resolve(page, parsed.alternates[other]) == other_file.resolve(), f"{rel}: hreflang={other}"
            assert resolve(page, parsed.alternates[parsed.lang]) == page.resolve(), f"{rel}: its own hreflang"
            assert resolve(page, parsed.switch[other]) == other_file.resolve(), f"{rel}: the switch to {other}"


def test_the_parts_captions_are_italian(built_book):
    text = (built_book / "it" / "book" / "bisca" / "index.html").read_text(encoding="utf-8")
    assert re.search(r'class="caption"[^>]*>\s*<span class="caption-text">Il libro</span>', text)
    assert "Appendice" in text and ">The book<" not in text and ">Appendix<" not in text


# --- the Italian text is Italian ------------------------------------------------------------------

# common English words
ENGLISH = {"the", "and", "of", "to", "is", "you", "your", "with", "that", "for", "are", "this", "it", "on",
           "each", "every", "one", "card", "cards", "trick", "tricks", "bet", "bets", "player", "players",
           "game", "play", "what", "which", "when", "not", "from", "its"}
ITALIAN = {"il", "la", "le", "di", "e", "che", "un", "una", "per", "con", "non", "si", "del", "della", "delle",
           "ogni", "carta", "carte", "mano", "mani", "scommessa", "giocatore", "partita", "gioca", "sono", "è",
           "alla", "nel", "nella", "tutte", "quando", "quale", "tu", "tua", "tuo"}


class _ArticleText(HTMLParser):
    """The words of a page's article, code, scripts and passages marked as another language
    (``lang="en"``: the tests' names in the clause index) left out."""

    SKIP = {"script", "style", "pre", "code", "svg", "nav", "template"}
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self):
        super().__init__()
        self.inside = 0
        self.skipping = 0
        self.open: list[tuple[str, bool]] = []   # each open element, and whether it starts a skipped passage
        self.words: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "article":
            self.inside += 1
        if tag in self.VOID:
            return
        lang = dict(attrs).get("lang")
        # a passage inside the article marked as another language (the page's own <html lang> is not)
        skip = tag in self.SKIP or bool(self.inside and lang and not lang.startswith("it"))
        self.open.append((tag, skip))
        self.skipping += skip

    def handle_endtag(self, tag):
        if tag == "article":
            self.inside -= 1
        if tag in self.VOID or tag not in (name for name, _ in self.open):
            return
        while self.open:   # an element left open inside this one closes with it
            name, skip = self.open.pop()
            self.skipping -= skip
            if name == tag:
                break

    def handle_data(self, data):
        if self.inside and not self.skipping:
            self.words += re.findall(r"[a-zà-ù']+", data.lower())


def word_counts(path: Path) -> tuple[int, int]:
    parser = _ArticleText()
    parser.feed(path.read_text(encoding="utf-8"))
    words = [w.strip("'") for w in parser.words]
    return sum(w in ENGLISH for w in words), sum(w in ITALIAN for w in words)


def test_the_ratio_catches_an_english_page(built_book):
    english, italian = word_counts(built_book / "book" / "bisca" / "index.html")
    assert english > 5 * italian


def finished_with_outputs() -> list[str]:
    """The finished pages whose cells' outputs are declared Italian too (finished.toml's ``outputs``): the
    whole page, prose and pictures, must read in Italian. (A page whose prose only is finished is held to
    its paragraphs by the test below; what its cells still print in English is listed by the build.)"""
    return [rel for rel in finished_pages()
            if any(fnmatch.fnmatchcase(rel.removesuffix(".html"), pattern) for pattern in FINISHED["outputs"])]


@pytest.mark.parametrize("rel", finished_with_outputs() or [None])
def test_a_finished_italian_page_reads_in_italian(rel, built_book):
    assert rel is not None, "no Italian page is declared finished (book/locales/finished.toml), or none is built"
    english, italian = word_counts(built_book / "it" / rel)
    assert italian > 30, f"{rel}: only {italian} common Italian words"
    assert english * 10 < italian, f"{rel}: {english} common English words for {italian} Italian ones"


def test_no_paragraph_of_a_finished_page_is_left_untranslated(built_book):
    for rel in finished_pages():
        text = re.sub(r"<script.*?</script>", "", (built_book / "it" / rel).read_text(encoding="utf-8"), flags=re.S)
        assert not re.search(r'class="[^"]*\buntranslated\b', text), rel


# --- in the browser ---------------------------------------------------------------------------------

def test_the_italian_search_finds_an_italian_word(page, book_server, built_book):
    assert (built_book / "it" / "searchindex.js").is_file()
    page.goto(book_server + "it/search.html?q=scommesse", wait_until="networkidle")
    page.wait_for_selector("#search-results li", timeout=20_000)
    found = [link.get_attribute("href") for link in page.locator("#search-results li a").all()]
    assert any("bisca/03_betting" in href for href in found), found
    assert page.record.problems() == []


def test_the_switch_leads_from_a_page_to_its_twin_and_back(page, book_server):
    page.goto(book_server + "book/bisca/03_betting.html", wait_until="domcontentloaded")
    page.get_by_role("link", name="Italiano").click()
    page.wait_for_url("**/it/book/bisca/03_betting.html")
    assert page.locator("article h1").first.inner_text().startswith("Le scommesse")
    page.get_by_role("link", name="English").click()
    page.wait_for_url("**/book/bisca/03_betting.html")
    assert "/it/" not in page.url and page.locator("article h1").first.inner_text().startswith("Betting")


def count_pdf_pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


def test_the_italian_quick_reference_prints_on_one_a4_page(page, book_server):
    page.goto(book_server + "it/book/bisca/08_quick_reference.html", wait_until="networkidle")
    page.emulate_media(media="print")
    assert count_pdf_pages(page.pdf(format="A4")) == 1


def test_the_generic_page_tests_cover_the_italian_pages():
    """axe, the phone width and the console checks run over built_pages(): the Italian pages are in it."""
    assert any(rel.startswith("it/book/bisca/") for rel in built_pages())


def test_play_here_on_the_italian_page_opens_an_italian_table(play_tab, book_server, built_book, play_manifest):
    rel = next((built_book / "it" / "book" / "bisca").glob("*play*.html")).relative_to(built_book).as_posix()
    play_tab.record.clear()
    play_tab.goto(book_server + rel, wait_until="domcontentloaded")
    marker = play_tab.locator(".cit-play-here")
    play_tab.wait_for_function("() => !document.querySelector('.cit-play-here-button').disabled", timeout=30_000)
    assert marker.get_by_role("link", name="a tutto schermo").get_attribute("href").endswith("play/bisca.html?lang=it")
    marker.get_by_role("button", name="Gioca qui").click()
    wait_for_table(play_tab, ".cit-play-here-table")
    table = marker.locator(".cit-play-here-table .cit-table")
    view = play_tab.evaluate("document.querySelector('.cit-play-here-table').querySelector('[lang]').lang")
    assert view == "it"
    words = table.inner_text()
    # the table's own controls, always drawn (Undo shows only once there is a move to take back: a deal
    # where the reader bets first has none)
    assert "Nuova partita" in words and "Impostazioni del tavolo" in words, words[:300]
    undo = table.locator(".cit-t-undo")
    assert [undo.nth(i).inner_text() for i in range(undo.count())] in ([], ["Annulla"])
    assert not re.search(r"\b(Your turn|Undo|New game|Not allowed)\b", words), words[:300]
    assert play_tab.record.problems() == []


def _extension():
    module = module_at("cit_i18n_browser", ROOT / "_ext" / "cit_i18n.py")
    return module


def test_no_page_whose_outputs_are_finished_prints_an_english_engine_sentence(built_book):
    cit_i18n = _extension()
    patterns = cit_i18n.english_patterns("it")
    for pattern in FINISHED.get("outputs", []):
        for path in (built_book / "it").glob(pattern + ".html"):
            assert cit_i18n.english_sentences(path.read_text(encoding="utf-8"), patterns) == [], path
