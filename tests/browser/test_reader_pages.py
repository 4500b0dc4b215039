"""Reader-first pages in the published book: a game's "Learn to play" page shows no code and no
clause tag, its worked examples elsewhere keep their code closed by default, and its quick reference
shows neither and prints on one A4 page, under its title. The front page leads to every game with a
picture of its table, and the book has one search box."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

BOOK = Path(__file__).resolve().parents[2] / "book"
LEARN_TITLE = re.compile(r"learn to play", re.IGNORECASE)
CLAUSE_ID = re.compile(r"(?<![\w-])(SK|SC|FP|BI|MA)-(EX-\d+|A\d+|\d+)(?![\w-])")
CODE = "pre, .highlight, .cell_input, code.literal"
# the article alone: the menu, the page's table of contents and the footer are not the page's text
ARTICLE = "article.bd-article"


def reader_first_games() -> list[str]:
    """Games whose part follows the reader-first template: their opening page is "Learn to play"."""
    games = []
    for index in sorted(BOOK.glob("*/index.md")):
        title = next((line for line in index.read_text(encoding="utf-8").splitlines() if line.startswith("# ")), "")
        if LEARN_TITLE.search(title):
            games.append(index.parent.name)
    return games


GAMES = reader_first_games()
LEARN_PAGES = [f"book/{game}/index.html" for game in GAMES]
QUICK_REFERENCES = sorted(f"book/{game}/{p.stem}.html" for game in GAMES
                          for p in (BOOK / game).glob("[0-9][0-9]_quick_reference.md"))


def open_article(page, book_server, rel):
    page.goto(book_server + rel, wait_until="networkidle")
    article = page.locator(ARTICLE)
    article.wait_for(state="visible", timeout=20_000)
    return article


def visible_code_blocks(page) -> int:
    return page.locator(f"{ARTICLE} pre:visible, {ARTICLE} .highlight:visible").count()


def test_bisca_follows_the_reader_first_template():
    assert "bisca" in GAMES, "Bisca's opening page is not titled 'Learn to play'"
    assert "book/bisca/08_quick_reference.html" in QUICK_REFERENCES


def test_skemino_follows_the_reader_first_template():
    assert "skemino" in GAMES, "Skèmino's opening page is not titled 'Learn to play'"
    assert "book/skemino/09_quick_reference.html" in QUICK_REFERENCES


def test_machiavelli_follows_the_reader_first_template():
    assert "machiavelli" in GAMES, "Machiavelli's opening page is not titled 'Learn to play'"
    assert "book/machiavelli/09_quick_reference.html" in QUICK_REFERENCES


@pytest.mark.parametrize("rel", LEARN_PAGES)
def test_learn_to_play_page_has_no_code_and_no_clause_tag(page, book_server, built_book, rel):
    article = open_article(page, book_server, rel)
    assert LEARN_TITLE.search(article.locator("h1").first.inner_text())
    assert article.locator(CODE).count() == 0, f"{rel} shows code"
    assert article.locator(".cit-clause").count() == 0, f"{rel} shows a clause tag"
    text = article.inner_text()
    assert not CLAUSE_ID.search(text), f"{rel} names clause {CLAUSE_ID.search(text).group(0)}"
    assert ">>>" not in text and "Traceback" not in text
    assert re.search(r"at a glance", text, re.IGNORECASE), f"{rel} has no 'At a glance' box"
    assert article.locator(".cit-static-step").count() >= 1, f"{rel} has no step-through of a game"
    assert page.record.problems() == []


@pytest.mark.parametrize("rel", QUICK_REFERENCES)
def test_quick_reference_has_pictures_no_code_and_no_clause_codes(page, book_server, built_book, rel):
    article = open_article(page, book_server, rel)
    assert article.locator(CODE).count() == 0, f"{rel} shows code"
    assert article.locator(".cit-clause").count() == 0
    text = article.inner_text()
    assert not CLAUSE_ID.search(text), f"{rel} names clause {CLAUSE_ID.search(text).group(0)}"
    assert not re.search(r"\w+=\"?\w", text), f"{rel} names an option setting"
    assert article.locator("svg").count() >= 3, f"{rel} has no pictures of the game"
    assert page.record.problems() == []


def count_pdf_pages(pdf: bytes) -> int:
    """Page objects of a PDF (``/Type /Page``, not the ``/Type /Pages`` tree nodes)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


def test_count_pdf_pages_counts_pages_not_the_page_tree():
    pdf = b"<< /Type /Pages /Kids [3 0 R 4 0 R] >> << /Type /Page >> << /Type/Page /Parent 2 0 R >>"
    assert count_pdf_pages(pdf) == 2


@pytest.mark.parametrize("rel", QUICK_REFERENCES)
def test_quick_reference_prints_on_one_a4_page(page, book_server, built_book, rel):
    open_article(page, book_server, rel)
    pdf = page.pdf(format="A4")
    assert count_pdf_pages(pdf) == 1, f"{rel} prints on {count_pdf_pages(pdf)} A4 pages"


def learn_title(game: str) -> str:
    """The game's name as its learn page's title gives it ("Bisca" of "Bisca: learn to play")."""
    source = (BOOK / game / "index.md").read_text(encoding="utf-8")
    title = next(line[2:] for line in source.splitlines() if line.startswith("# "))
    return LEARN_TITLE.split(title)[0].rstrip(" :")


@pytest.mark.parametrize("rel", QUICK_REFERENCES)
def test_quick_reference_prints_its_title_first(page, book_server, built_book, rel):
    game = rel.split("/")[1]
    open_article(page, book_server, rel)
    page.emulate_media(media="print")
    title = page.locator(f"{ARTICLE} h1").first
    assert title.is_visible(), f"{rel} prints without its title"
    assert title.inner_text().strip() == f"{learn_title(game)}: quick reference"
    first_words = page.evaluate("""() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
            const text = walker.currentNode.textContent.trim(), el = walker.currentNode.parentElement;
            if (text && !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName) && el.checkVisibility())
                return text;
        }
        return null; }""")
    assert first_words == title.inner_text().strip(), f"{rel} prints {first_words!r} before its title"
    assert page.locator("h1:visible").count() == 1, f"{rel} prints its title twice"


def test_a_long_page_prints_on_several_a4_pages(page, book_server, built_book):
    """The page count above can fail: a long page does print on more than one sheet."""
    open_article(page, book_server, "book/skemino/12_rulings.html")
    assert count_pdf_pages(page.pdf(format="A4")) > 1


def test_check_it_in_code_is_closed_until_opened(page, book_server, built_book):
    article = open_article(page, book_server, "book/bisca/03_betting.html")
    dropdowns = article.locator("details.sd-dropdown")
    assert dropdowns.count() >= 3
    assert visible_code_blocks(page) == 0, "a worked example's code is open before the reader asks for it"
    first = dropdowns.first
    assert "Check it in code" in first.locator("summary").inner_text()
    first.locator("summary").click()
    assert ">>>" in first.inner_text()
    assert "Traceback" not in article.inner_text()


def test_the_front_page_leads_to_every_game_with_a_picture_of_its_table(page, book_server, built_book):
    page.goto(book_server + "book/intro.html", wait_until="networkidle")
    links = page.locator(f"{ARTICLE} nav.cit-games a.cit-game")
    targets = [links.nth(i).get_attribute("href") for i in range(links.count())]
    assert sorted(targets) == sorted(f"{game}/index.html" for game in GAMES)
    for i in range(links.count()):
        link = links.nth(i)
        game = targets[i].split("/")[0]
        assert link.locator(".cit-game-name").inner_text().strip() == learn_title(game)
        picture = link.locator(".cit-game-picture")
        assert picture.get_attribute("role") == "img" and len(picture.get_attribute("aria-label")) > 20
        assert picture.locator("svg").count() >= 1, f"the {game} link has no picture"
        assert picture.bounding_box()["height"] > 40
    assert page.record.problems() == []
    links.first.click()
    page.wait_for_url(re.compile(r"/book/\w+/index\.html$"))
    assert LEARN_TITLE.search(page.locator(f"{ARTICLE} h1").first.inner_text())


@pytest.mark.parametrize("width", [1280, 390])
def test_one_search_box(page, book_server, built_book, width):
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(book_server + "book/bisca/index.html", wait_until="networkidle")
    searches = page.locator(".search-button__button, .bd-search input, input[type=search]")
    shown = [i for i in range(searches.count()) if searches.nth(i).is_visible()]
    assert len(shown) == 1, f"{len(shown)} search boxes at {width} px"
    searches.nth(shown[0]).click()
    page.locator("dialog form.bd-search input[type=search]").first.wait_for(state="visible")
