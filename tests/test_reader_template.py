"""The reader-first page template, read from the page sources of every game whose part follows it
(its ``index.md`` is titled "... learn to play"); see DEVELOPERS.md, "The reader-first template".
The published pages are checked in a browser by tests/browser/test_reader_pages.py."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

BOOK = Path(__file__).resolve().parents[1] / "book"
LEARN_TITLE = re.compile(r"^# .*learn to play", re.IGNORECASE | re.MULTILINE)
CLAUSE_ID = re.compile(r"(?<![\w-])(SK|SC|FP|BI|MA)-(EX-\d+|A\d+|\d+)(?![\w-])")
DROPDOWN = ":::{dropdown} Check it in code"
# the part's pages in a player's order: practice, quick reference, play, learn from your mistakes, by the
# numbers, rulings, clause index
ORDER = [re.compile(p) for p in (r"_practice$", r"_quick_reference$", r"play", r"_learn_from_mistakes$",
                                 r"_numbers$", r"_rulings$", r"^99_clause_index$")]
# "Learn from your mistakes" and "By the numbers" come right after the play page: NNa_learn_from_mistakes.md
# and NNb_numbers.md sort after NN_play.md
LEARN_PAGE = re.compile(r"^\d\da_learn_from_mistakes$")
NUMBERS_PAGE = re.compile(r"^\d\db_numbers$")

GAMES = sorted(p.parent.name for p in BOOK.glob("*/index.md") if LEARN_TITLE.search(p.read_text(encoding="utf-8")))
PAGES = [p for game in GAMES for p in sorted((BOOK / game).glob("*.md"))]


def page_id(path: Path) -> str:
    return f"{path.parent.name}/{path.name}"


def markdown_text(source: str) -> str:
    """The prose of a page: without fenced blocks (code cells, doctests, directives' code)."""
    return re.sub(r"^```.*?^```", "", source, flags=re.MULTILINE | re.DOTALL)


def fenced_python_blocks(source: str) -> list[tuple[int, bool]]:
    """(line number, inside a "Check it in code" dropdown) of every ```python block."""
    blocks, inside = [], False
    for number, line in enumerate(source.splitlines(), 1):
        if line.startswith(":::{dropdown}"):
            inside = line.startswith(DROPDOWN)
        elif line.strip() == ":::":
            inside = False
        elif line.startswith("```python"):
            blocks.append((number, inside))
    return blocks


def cell_options(cell: str) -> str:
    """The ``:tags: [...]``-style option lines at the top of a code cell."""
    lines = cell.splitlines()
    options_end = next((i for i, line in enumerate(lines) if not line.startswith(":")), len(lines))
    return "\n".join(lines[:options_end])


def test_cell_options_are_the_leading_colon_lines():
    assert cell_options(":tags: [remove-input]\nx = 1\n") == ":tags: [remove-input]"
    assert cell_options("x = 1  # remove-input\n") == ""


def test_bisca_follows_the_template():
    assert "bisca" in GAMES


@pytest.mark.parametrize("game", GAMES)
def test_learn_page_has_no_code_and_no_clause_tag(game):
    source = (BOOK / game / "index.md").read_text(encoding="utf-8")
    assert "```python" not in source and ">>>" not in source
    cells = re.findall(r"^```\{code-cell\}[^\n]*\n(.*?)^```", source, flags=re.MULTILINE | re.DOTALL)
    shown = [c for c in cells if not re.search(r"remove-(input|cell)", cell_options(c))]
    assert not shown, f"{game}/index.md has a code cell whose code is shown"
    prose = markdown_text(source)
    assert "{clause}" not in prose
    assert not CLAUSE_ID.search(prose), f"{game}/index.md names clause {CLAUSE_ID.search(prose).group(0)}"


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_worked_examples_sit_in_check_it_in_code_dropdowns(page):
    source = page.read_text(encoding="utf-8")
    outside = [number for number, inside in fenced_python_blocks(source) if not inside]
    assert not outside, f"{page_id(page)}: a ```python block outside '{DROPDOWN}' at line(s) {outside}"


@pytest.mark.parametrize("page", PAGES, ids=page_id)
def test_no_page_shows_a_traceback(page):
    assert "Traceback" not in page.read_text(encoding="utf-8"), f"{page_id(page)} shows a traceback"


@pytest.mark.parametrize("game", GAMES)
def test_pages_come_in_a_players_order(game):
    stems = sorted(p.stem for p in (BOOK / game).glob("[0-9][0-9]*_*.md"))
    found = [next((i for i, s in enumerate(stems) if pattern.search(s)), None) for pattern in ORDER]
    present = [i for i in found if i is not None]
    assert present == sorted(present), f"{game}: practice, quick reference, play, rulings, clause index out of order: {stems}"
    if found[0] is not None:
        # the detailed rules come before the practice page
        assert found[0] > 0


@pytest.mark.parametrize("game", GAMES)
def test_learn_from_mistakes_and_the_numbers_page_come_right_after_the_play_page(game):
    """_toc.yml's glob sorts the page names: 09_play, 09a_learn_from_mistakes, 09b_numbers, 10_rulings."""
    stems = sorted(p.stem for p in (BOOK / game).glob("[0-9]*.md"))
    learn = [s for s in stems if LEARN_PAGE.match(s)]
    numbers = [s for s in stems if NUMBERS_PAGE.match(s)]
    assert len(learn) == 1, f"{game}: one Learn from your mistakes page (NNa_learn_from_mistakes.md), found {learn}"
    assert len(numbers) == 1, f"{game}: one By the numbers page (NNb_numbers.md), found {numbers}"
    play = [i for i, s in enumerate(stems) if re.match(r"^\d\d_play$", s)]
    assert play and stems[play[0] + 1: play[0] + 3] == [learn[0], numbers[0]], stems
    assert title(BOOK / game / f"{learn[0]}.md") == "Learn from your mistakes"
    assert title(BOOK / game / f"{numbers[0]}.md") == "By the numbers"


@pytest.mark.parametrize("game", GAMES)
def test_learn_from_mistakes_reviews_a_game_and_checks_an_example_in_code(game):
    """The coach's page draws a whole game's review and the coach's measured figures (widgets.review,
    data/coach through widgets.numbers) at build time, and checks a worked example in code."""
    page = next((BOOK / game).glob("[0-9][0-9]a_learn_from_mistakes.md"))
    source = page.read_text(encoding="utf-8")
    cells = re.findall(r"^```\{code-cell\}[^\n]*\n(.*?)^```", source, flags=re.MULTILINE | re.DOTALL)
    assert cells and all("remove-input" in cell_options(c) for c in cells), "the coach's page shows no code"
    drawn = "\n".join(cells)
    for call in ("review.chance_plot(", "review.walk(", "review.grades_table(", "numbers.coach_figures("):
        assert call in drawn, f"{page_id(page)} does not draw {call}...)"
    assert f'GAME = "{game}"' in source
    assert any(inside for _, inside in fenced_python_blocks(source)), f"{page_id(page)} checks no example in code"


@pytest.mark.parametrize("game", GAMES)
def test_the_numbers_page_shows_no_code_and_draws_from_the_data_file(game):
    page = next((BOOK / game).glob("[0-9][0-9]b_numbers.md"))
    source = page.read_text(encoding="utf-8")
    assert "```python" not in source and ">>>" not in source
    cells = re.findall(r"^```\{code-cell\}[^\n]*\n(.*?)^```", source, flags=re.MULTILINE | re.DOTALL)
    assert cells and all("remove-input" in cell_options(c) for c in cells)
    # the build only reads numbers/<game>.json and draws: it never simulates
    assert all("simulate" not in c for c in cells)
    assert f'GAME = "{game}"' in source


def title(page: Path) -> str:
    return next(line[2:].strip() for line in page.read_text(encoding="utf-8").splitlines() if line.startswith("# "))


@pytest.mark.parametrize("game", GAMES)
def test_quick_reference_is_titled_after_its_game(game):
    """"Bisca: quick reference", as "Bisca: learn to play": the title the printed sheet carries."""
    name = re.split(r":?\s*learn to play", title(BOOK / game / "index.md"), flags=re.IGNORECASE)[0]
    references = sorted((BOOK / game).glob("[0-9][0-9]_quick_reference.md"))
    assert references, f"{game} has no quick reference page"
    assert title(references[0]) == f"{name}: quick reference"


def test_the_front_page_draws_each_game_in_a_hidden_input_cell():
    source = (BOOK / "intro.md").read_text(encoding="utf-8")
    cells = re.findall(r"^```\{code-cell\}[^\n]*\n(.*?)^```", source, flags=re.MULTILINE | re.DOTALL)
    drawing = [c for c in cells if "cit-games" in c]
    assert len(drawing) == 1 and "remove-input" in cell_options(drawing[0])
    for game in GAMES:
        assert f'("{game}", ' in drawing[0], f"the front page does not lead to {game}"


def test_fenced_blocks_are_found_inside_and_outside_dropdowns():
    source = f"```python\n>>> 1\n1\n```\n{DROPDOWN}\n```python\n>>> 2\n2\n\n```\n:::\n:::{{dropdown}} Other\n```python\n```\n:::\n"
    assert fenced_python_blocks(source) == [(1, False), (6, True), (13, False)]
