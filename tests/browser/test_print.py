"""Handouts printed to A4 PDFs with Chromium (``page.pdf(format="A4")``), as a teacher prints them.

Every quick reference, practice worksheet (the practice page printed), answer page, teacher's guide
class quiz and answer key (each printed alone with its own button), and printable sheet (Bisca's score
sheet, La Scamorra's board and decks, Skèmino's deck): its title, its page count (the number of sheets
the teacher's guide promises, where it promises one), and the game's name on every printed page (the
running header of assets/js/cit-print.js). The class quiz's answers are read from the built teacher's
guide and compared with the practice page's own answers; the worksheets hide nothing; the sheets to
cut print at their size in millimetres.
"""
from __future__ import annotations

import io
import json
import re
import unicodedata
from pathlib import Path

import pytest

BOOK = Path(__file__).resolve().parents[2] / "book"
GAMES = {"bisca": "Bisca", "skemino": "Skèmino", "machiavelli": "Machiavelli", "scamorra": "La Scamorra",
         "frederik": "Come quando Frederik piange"}
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
MM = 96 / 25.4                                          # CSS pixels in a millimetre


def page_named(game: str, pattern: str) -> str:
    """The built page of ``game`` whose source name matches ``pattern`` (e.g. ``_practice$``)."""
    found = [p.stem for p in sorted((BOOK / game).glob("[0-9][0-9]_*.md")) if re.search(pattern, p.stem)]
    assert len(found) == 1, f"{game}: expected one page matching {pattern!r}, found {found}"
    return f"book/{game}/{found[0]}.html"


def open_page(page, book_server, rel: str):
    page.goto(book_server + rel, wait_until="load")
    page.evaluate("document.fonts.ready.then(() => true)")      # the sheets are counted with them
    page.wait_for_function("() => document.getElementById('cit-running-head') !== null", timeout=10_000)


def print_part(page, section_id: str) -> None:
    """Press the part's "Print ..." button as a teacher does (the browser's print dialog left out)."""
    page.evaluate("() => { window.print = () => {}; }")
    page.click(f"[data-cit-print='{section_id}']")
    assert page.evaluate("() => document.documentElement.getAttribute('data-cit-printing')") == section_id


def printed_pages(page) -> list[str]:
    """The words of each printed A4 page (NFC), read back from Chromium's PDF."""
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(page.pdf(format="A4")))
    return [unicodedata.normalize("NFC", p.extract_text() or "") for p in reader.pages]


def flat(text: str) -> str:
    return " ".join(text.split())


def heading(page) -> str:
    """The page's title, without the theme's "#" link beside it."""
    return page.locator("article h1").first.evaluate("h => h.firstChild.textContent").strip()


def promised_sheets(page, label: str) -> int:
    """How many A4 sheets the built teacher's guide says ``label`` prints on ("... two A4 sheets")."""
    text = flat(page.locator("article").inner_text())
    found = re.search(re.escape(label) + r"[^|]*?(\w+) A4 sheets?", text)
    assert found, f"the teacher's guide does not say how many sheets {label!r} prints on"
    return NUMBER_WORDS[found.group(1)]


def test_printed_pages_are_read_one_by_one(page, book_server, built_book):
    """The reader this file counts with: a long page gives several pages, each with its own words."""
    open_page(page, book_server, "book/skemino/12_rulings.html")
    pages = printed_pages(page)
    assert len(pages) > 1 and len({p[:200] for p in pages}) == len(pages)


@pytest.mark.parametrize("game", GAMES)
def test_the_quick_reference_prints_on_the_sheets_promised_under_its_title(page, book_server, built_book, game):
    guide = page_named(game, r"_teaching$")
    open_page(page, book_server, guide)
    promised = promised_sheets(page, "quick reference")
    open_page(page, book_server, page_named(game, r"_quick_reference$"))
    pages = printed_pages(page)
    assert len(pages) == promised, f"{game}: the quick reference prints on {len(pages)} sheets, not {promised}"
    assert f"{GAMES[game]}: quick reference" in flat(pages[0])


@pytest.mark.parametrize("game", GAMES)
def test_the_practice_page_prints_as_a_worksheet_naming_its_game_on_every_sheet(page, book_server, built_book,
                                                                               game):
    open_page(page, book_server, page_named(game, r"_teaching$"))
    promised = promised_sheets(page, "the practice worksheet")
    open_page(page, book_server, page_named(game, r"_practice$"))
    practice = page.locator(".cit-practice")
    questions = practice.locator(".cit-exercise").count()
    page.emulate_media(media="print")
    # nothing hidden: every question, its picture and every answer is on paper; no score line yet
    for exercise in practice.locator(".cit-exercise").all():
        assert exercise.locator(".cit-question").is_visible()
        if exercise.locator(".cit-picture").count():
            assert exercise.locator(".cit-picture").is_visible()
        assert all(option.is_visible() for option in exercise.locator(".cit-option").all())
    assert not practice.locator(".cit-score").is_visible(), "a blank worksheet prints a score line"
    head_after = practice.locator(".cit-practice-head").evaluate("el => getComputedStyle(el, '::after').content")
    assert "Name" in head_after and "◯" in head_after and "☐" in head_after
    single = practice.locator(".cit-exercise[data-kind='single'] .cit-mark").first
    if single.count():
        assert single.is_visible()
        assert "◯" in single.evaluate("el => getComputedStyle(el, '::before').content")
    screen_words = practice.locator(".cit-hint .cit-screen-only")
    if screen_words.count():
        assert not screen_words.first.is_visible(), "a worksheet asks to press a Check button"
    pages = printed_pages(page)
    assert len(pages) == promised, f"{game}: the worksheet prints on {len(pages)} sheets, the guide says {promised}"
    assert len(pages) <= (questions + 2) // 3, f"{game}: {questions} questions on {len(pages)} sheets"
    for number, text in enumerate(pages, 1):
        assert GAMES[game] in text, f"{game}: printed page {number} of the worksheet does not name its game"
    assert page.record.problems() == []


@pytest.mark.parametrize("game", GAMES)
def test_the_answer_page_prints_under_its_title_naming_its_game(page, book_server, built_book, game):
    open_page(page, book_server, page_named(game, r"_practice_answers$"))
    title = f"{GAMES[game]} practice: answers"
    assert heading(page) == title
    pages = printed_pages(page)
    assert 1 <= len(pages) <= 2, f"{game}: the answer page prints on {len(pages)} sheets"
    assert title in flat(pages[0])
    assert all(GAMES[game] in text for text in pages)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("part", ["quiz", "key"])
def test_the_class_quiz_and_its_key_print_alone_on_the_sheets_promised(page, book_server, built_book, game, part):
    open_page(page, book_server, page_named(game, r"_teaching$"))
    label, title, section = {
        "quiz": ("Print the class quiz", f"{GAMES[game]}: class quiz", f"cit-quiz-{game}"),
        "key": ("Print the answer key", f"{GAMES[game]}: class quiz, answer key", f"cit-quiz-key-{game}"),
    }[part]
    promised = promised_sheets(page, label)
    print_part(page, section)
    page.emulate_media(media="print")
    assert page.locator(f"#{section}").is_visible()
    assert not page.locator("article h1").first.is_visible(), "the lesson plan prints with the quiz"
    pages = printed_pages(page)
    assert len(pages) == promised, f"{game}: {part} prints on {len(pages)} sheets, the guide says {promised}"
    assert flat(pages[0]).find(title) != -1, f"{game}: the {part} does not print its title first"
    assert "minute by minute" not in " ".join(pages)
    for number, text in enumerate(pages, 1):
        assert GAMES[game] in text, f"{game}: printed page {number} of the {part} does not name its game"
    if part == "quiz":
        assert "Name" in pages[0]
        assert not [text for text in pages if "practice question" in text], "the quiz prints its answers' notes"
    assert page.record.problems() == []


# the words of an element without some of its parts (the number, the hint under a question)
WORDS_WITHOUT = """(el, drop) => { const copy = el.cloneNode(true);
    copy.querySelectorAll(drop).forEach(part => part.remove());
    return copy.textContent.replace(/\\s+/g, ' ').trim(); }"""


def practice_answers(page, book_server, game) -> list[tuple[str, list[str], list[str]]]:
    """(question, every option's name, the right options' names) of the practice page, in its order."""
    open_page(page, book_server, page_named(game, r"_practice$"))
    return page.evaluate(f"""() => {{ const words = {WORDS_WITHOUT};
        return [...document.querySelectorAll('.cit-practice .cit-exercise')].map(ex => [
            words(ex.querySelector('.cit-question'), '.cit-number, .cit-hint'),
            [...ex.querySelectorAll('.cit-option')].map(b => b.dataset.name),
            [...ex.querySelectorAll('.cit-option[data-correct="true"]')].map(b => b.dataset.name)]); }}""")


@pytest.mark.parametrize("game", GAMES)
def test_the_class_quiz_answers_are_the_practice_pages_answers(page, book_server, built_book, game):
    practice = practice_answers(page, book_server, game)
    open_page(page, book_server, page_named(game, r"_teaching$"))
    questions = page.evaluate(f"""() => {{ const words = {WORDS_WITHOUT};
        return [...document.querySelectorAll('#cit-quiz-{game} .cit-ws-question')].map(q => [
            Number(q.dataset.number), words(q.querySelector('.cit-ws-text'), '.cit-number, .cit-ws-how'),
            [...q.querySelectorAll('.cit-ws-option')].map(o => o.dataset.name)]); }}""")
    key = page.evaluate(f"""() => [...document.querySelectorAll('#cit-quiz-key-{game} .cit-key-item')].map(k => [
        Number(k.dataset.number), JSON.parse(k.dataset.answers)])""")
    assert len(questions) >= 5 and [n for n, _, _ in questions] == [n for n, _ in key]
    for (number, text, names), (_, right) in zip(questions, key):
        asked, options, answers = practice[number - 1]
        assert text == asked, f"{game}: quiz question from practice {number} asks {text!r}, the page {asked!r}"
        assert names == options, f"{game}: quiz question from practice {number} offers other answers"
        assert right == answers, f"{game}: practice {number}: the key says {right}, the practice page {answers}"
    assert page.record.problems() == []


@pytest.mark.parametrize("game", GAMES)
def test_the_answer_page_gives_the_practice_pages_answers(page, book_server, built_book, game):
    practice = practice_answers(page, book_server, game)
    open_page(page, book_server, page_named(game, r"_practice_answers$"))
    key = page.evaluate("""() => [...document.querySelectorAll('.cit-answer-key .cit-key-item')].map(k => [
        Number(k.dataset.number), JSON.parse(k.dataset.answers)])""")
    assert [n for n, _ in key] == list(range(1, len(practice) + 1))
    assert [answers for _, answers in key] == [answers for _, _, answers in practice]


def test_the_worksheet_of_a_quiz_carries_no_answer(page, book_server, built_book):
    open_page(page, book_server, page_named("bisca", r"_teaching$"))
    sheet = page.locator("#cit-quiz-bisca")
    html = sheet.inner_html()
    assert "data-correct" not in html and "cit-why" not in html and "data-answers" not in html
    marks = sheet.locator(".cit-ws-box").all_inner_texts()
    assert set(marks) == {"◯", "☐"}, "one-answer questions get circles, tick-all ones squares"


def test_the_score_sheet_prints_on_the_one_sheet_promised(page, book_server, built_book):
    open_page(page, book_server, page_named("bisca", r"_teaching$"))
    promised = promised_sheets(page, "the score sheet")
    open_page(page, book_server, page_named("bisca", r"_score_sheet$"))
    pages = printed_pages(page)
    assert len(pages) == promised == 1
    words = flat(pages[0])
    assert "Bisca: score sheet" in words
    assert all(word in words for word in ("Round", "Cards", "Bet", "Took", "Points", "Total", "blind"))
    assert page.record.problems() == []


def test_the_board_and_decks_print_at_their_size_on_the_sheets_promised(page, book_server, built_book):
    open_page(page, book_server, page_named("scamorra", r"_teaching$"))
    promised = promised_sheets(page, "the board, the pieces and two decks")
    open_page(page, book_server, page_named("scamorra", r"_sheets_to_print$"))
    page.emulate_media(media="print")
    # the board's halves: 50 mm squares; the cards: 45 x 63 mm
    for half in page.locator("svg.cit-sheet-svg[aria-label^='La Scamorra board']").all():
        width_mm = float(half.get_attribute("width").removesuffix("mm"))
        assert abs(half.bounding_box()["width"] - width_mm * MM) < 2
    cell = page.locator(".cit-deck-cell").first.bounding_box()
    assert abs(cell["width"] - 45 * MM) < 2 and abs(cell["height"] - 63 * MM) < 2
    pages = printed_pages(page)
    assert len(pages) == promised == 4
    for number, text in enumerate(pages, 1):
        assert "La Scamorra" in text, f"printed page {number} does not name its game"
    # English beside the Italian names
    assert "pedone" in pages[2] and "pawn" in pages[2] and "sasso (rock)" in flat(pages[1])
    assert page.record.problems() == []


def test_the_skemino_deck_prints_on_the_sheets_promised_naming_its_game(page, book_server, built_book):
    open_page(page, book_server, page_named("skemino", r"_teaching$"))
    promised = promised_sheets(page, "a Skèmino deck and the dice")
    open_page(page, book_server, page_named("skemino", r"make_your_own_deck$"))
    pages = printed_pages(page)
    assert len(pages) == promised
    assert all("Skèmino" in text for text in pages)


def test_a_print_button_prints_one_part_and_the_page_prints_whole_again_afterwards(page, book_server, built_book):
    open_page(page, book_server, page_named("scamorra", r"_teaching$"))
    whole = len(printed_pages(page))
    print_part(page, "cit-quiz-key-scamorra")
    alone = len(printed_pages(page))
    page.evaluate("() => window.dispatchEvent(new Event('afterprint'))")
    assert page.evaluate("() => document.documentElement.hasAttribute('data-cit-printing')") is False
    assert alone < whole and len(printed_pages(page)) == whole
    head = page.evaluate("() => document.getElementById('cit-running-head').textContent")
    assert json.dumps("Teaching La Scamorra: a 45-minute lesson") in head


# what each question of a printed quiz shows: its words, its picture's words (drawn text, and text
# drawn by reference) and whether the picture lies whole inside the question on paper
QUIZ_QUESTIONS = """section => [...document.querySelectorAll('#' + section + ' .cit-ws-question')].map(q => {
    const words = el => { const copy = el.cloneNode(true);
        copy.querySelectorAll('.cit-number, .cit-ws-how').forEach(part => part.remove());
        return copy.textContent.replace(/\\s+/g, ' ').trim(); };
    const picture = q.querySelector('.cit-ws-picture');
    const drawn = [];
    if (picture) {
        for (const t of picture.querySelectorAll('svg text')) drawn.push(t.textContent.trim());
        for (const use of picture.querySelectorAll('svg use')) {
            const symbol = document.getElementById((use.getAttribute('href') || '').slice(1));
            if (symbol) for (const t of symbol.querySelectorAll('text')) drawn.push(t.textContent.trim());
        }
        for (const el of picture.querySelectorAll('*')) {
            if (!el.closest('svg') && el.children.length === 0 && el.textContent.trim()) drawn.push(el.textContent.trim());
        }
    }
    const box = picture && picture.getBoundingClientRect(), frame = q.getBoundingClientRect();
    const inside = !picture || (box.width > 20 && box.height > 20 && box.left >= frame.left - 1
                                && box.right <= frame.right + 1);
    return {number: Number(q.dataset.number), text: words(q.querySelector('.cit-ws-text')),
            drawn: drawn.filter(Boolean), picture: !!picture, inside};
})"""
LEANING = re.compile(r"\b(same position|the same|instead|previous|above)\b", re.IGNORECASE)
SIDES = {"scamorra": ("South", "North"), "skemino": ("Bianco", "Nero")}


def squeezed(text: str) -> str:
    """Words as a PDF gives them back, without the spaces and line breaks it puts in or leaves out."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFC", text)).replace("ﬁ", "fi").replace("ﬂ", "fl")


@pytest.mark.parametrize("game", GAMES)
def test_a_printed_quiz_holds_every_picture_its_questions_need(page, book_server, built_book, game):
    """The quiz as Chromium prints it alone (its button): each question with its own picture on the same
    sheet, whole, and nothing it leans on left out: no question that builds on another one ("the same
    position"), and where the questions name the sides, the words that say which pieces are whose."""
    open_page(page, book_server, page_named(game, r"_teaching$"))
    section = f"cit-quiz-{game}"
    print_part(page, section)
    page.emulate_media(media="print")
    questions = page.evaluate(QUIZ_QUESTIONS, section)
    sheets = [squeezed(text) for text in printed_pages(page)]
    legend = page.locator(f"#{section} .cit-handout-legend")
    for question in questions:
        where = f"{game}: quiz question from practice {question['number']}"
        assert not LEANING.search(question["text"]), f"{where} leans on another question: {question['text']!r}"
        on = [i for i, sheet in enumerate(sheets) if squeezed(question["text"])[:60] in sheet]
        assert len(on) == 1, f"{where}: its words are on sheets {on}"
        if question["picture"]:
            assert question["inside"], f"{where}: its picture is cut off or missing on paper"
            missing = [word for word in question["drawn"] if squeezed(word) not in sheets[on[0]]]
            assert not missing, f"{where}: its picture's {missing} are not on its sheet"
    named = [side for side in SIDES.get(game, ()) if any(side in q["text"] for q in questions)]
    if named:
        assert legend.count() == 1, f"{game}: the quiz names {named} but never says which pieces are whose"
        assert all(side in legend.inner_text() for side in SIDES[game])
        assert squeezed(legend.inner_text()) in sheets[0]
    assert page.record.problems() == []
