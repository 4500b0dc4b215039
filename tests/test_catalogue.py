"""The clause catalogues (``book/<game>/clauses.toml``) agree with the tests, the engine and the pages.

A clause ID named by a test, an engine or widget source, or a page must be in its game's catalogue;
every catalogue entry must have a page and a test that names it. Every game with a ``clauses.toml``
is covered. The scanner itself (``widgets/catalogue.py``) is tested on a small made-up repository.
"""
from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest

from widgets import catalogue as cat

ROOT = Path(__file__).resolve().parents[1]
GAMES = sorted(path.parent.name for path in (ROOT / "book").glob(f"*/{cat.CATALOGUE_FILE}"))


@pytest.fixture(scope="module")
def books() -> dict[str, cat.Catalogue]:
    return cat.catalogues(ROOT)


@pytest.fixture(scope="module")
def named_tests(books) -> dict[str, list[cat.NamedTest]]:
    """Clause ID -> the tests naming it (tests/ is read once for the whole module)."""
    return cat.scan_tests(ROOT / "tests", cat.known_prefixes(books))


def _unknown(found: dict[str, list], books) -> dict[str, list]:
    """The IDs (with where they were found) whose game has a catalogue that does not list them."""
    by_prefix = {book.prefix: book for book in books.values()}
    return {cid: where for cid, where in sorted(found.items(), key=lambda kv: cat.clause_sort_key(kv[0]))
            if cid.split("-", 1)[0] in by_prefix and cid not in by_prefix[cid.split("-", 1)[0]]}


# --- the real catalogues -----------------------------------------------------------------------------

def test_there_are_catalogues():
    assert {"bisca", "skemino", "machiavelli"} <= set(GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_catalogue_parses_with_the_engines_clause_prefix(game):
    import engine

    book = cat.load_catalogue(ROOT / "book" / game / cat.CATALOGUE_FILE)
    assert book.game == game and book.clauses
    specs = {spec.name: spec for spec in engine.games()}
    if game in specs and specs[game].clause_prefix:
        assert book.prefix == specs[game].clause_prefix


@pytest.mark.parametrize("game", GAMES)
def test_summaries_are_distinct_sentences_on_one_line(books, game):
    summaries = [c.summary for c in books[game].clauses.values()]
    for clause in books[game].clauses.values():
        assert "\n" not in clause.summary and len(clause.summary) <= 200, clause.id
        assert clause.summary[0].isupper() and clause.summary.endswith("."), clause.id
    assert len(set(summaries)) == len(summaries), "two clauses share a summary"


@pytest.mark.parametrize("game", GAMES)
def test_the_game_has_a_clause_index_page_drawing_its_catalogue(game):
    """The page the clause chips link to: without it they would be plain text."""
    page = ROOT / "book" / game / f"{cat.CLAUSE_INDEX_PAGE}.md"
    assert page.is_file(), f"book/{game}/ has a clauses.toml but no {page.name}"
    assert re.search(rf"^```\{{clause-index\}} {game}\s*$", page.read_text(encoding="utf-8"), re.M)


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_has_a_page_of_its_game(books, game):
    book = books[game]
    # a page of the part: the opening page or a numbered one (what _toc.yml's glob picks up)
    missing = {c.id: c.page for c in book.clauses.values()
               if not book.page_path(c).is_file() or c.page == cat.CLAUSE_INDEX_PAGE
               or not (c.page == "index" or c.page[:1].isdigit())}
    assert not missing, f"these clauses point at no page of book/{game}/: {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_every_clause_is_checked_by_a_test_named_after_it(books, named_tests, game):
    untested = [cid for cid in books[game].clauses if cid not in named_tests]
    assert not untested, (f"no test name carries {untested} of {game} "
                            f"(name a test test_{books[game].prefix}_<number>_...)")


def test_clauses_named_by_tests_are_catalogued(books, named_tests):
    assert _unknown(named_tests, books) == {}


def test_clauses_named_by_the_engine_and_widgets_are_catalogued(books):
    found: dict = {}
    for folder in ("engine", "widgets"):
        for cid, files in cat.scan_sources(ROOT / folder, cat.known_prefixes(books)).items():
            found.setdefault(cid, []).extend(f"{folder}/{f}" for f in files)
    assert _unknown(found, books) == {}


def test_clauses_named_on_pages_are_catalogued(books):
    found = cat.scan_pages(ROOT / "book", cat.known_prefixes(books), skip=())
    assert _unknown(found, books) == {}


# --- the scanner on a made-up repository -------------------------------------------------------------

CATALOGUE = textwrap.dedent('''\
    [[clause]]
    id = "BI-3"
    summary = "Higher suits win."
    page = "01_cards"

    [[clause]]
    id = "BI-10"
    summary = "Bets never total the hand size."
    page = "03_betting"

    [[clause]]
    id = "BI-EX-2"
    summary = "Worked bets."
    page = "03_betting"

    [[clause]]
    id = "BI-A6"
    summary = "Every running total counts."
    page = "07_rulings"
''')


@pytest.fixture
def repo(tmp_path):
    (tmp_path / "tests" / "bisca").mkdir(parents=True)
    (tmp_path / "book" / "bisca").mkdir(parents=True)
    (tmp_path / "book" / "bisca" / "clauses.toml").write_text(CATALOGUE, encoding="utf-8")
    (tmp_path / "tests" / "bisca" / "test_rules.py").write_text(textwrap.dedent("""\
        def test_BI_10_running_total_never_equals_hand_size(): ...
        def test_BI_EX_2_seed_example(): ...
        class TestBlind:
            def test_BI_A6_everyone_bets_zero(self): ...
        def helper_BI_3(): ...
        def test_deal_is_seeded(): ...
    """))
    (tmp_path / "book" / "bisca" / "03_betting.md").write_text("# Betting\n\nSee BI-10 and {clause}`BI-A6`.\n")
    (tmp_path / "book" / "checked.md").write_text("# Checked\n\nBI-3 is listed here, not explained.\n")
    return tmp_path


def test_a_catalogue_is_read_in_file_order(repo):
    book = cat.catalogues(repo)["bisca"]
    assert book.prefix == "BI" and list(book.clauses) == ["BI-3", "BI-10", "BI-EX-2", "BI-A6"]
    assert [c.kind for c in book.clauses.values()] == ["rule", "rule", "example", "ruling"]
    assert book.page_path(book.clauses["BI-10"]) == repo / "book" / "bisca" / "03_betting.md"


def test_tests_and_pages_are_matched_to_clauses(repo):
    rows = {row.clause.id: row for row in cat.coverage(repo, cat.catalogues(repo)["bisca"])}
    assert [str(t) for t in rows["BI-10"].tests] == [
        "bisca/test_rules.py::test_BI_10_running_total_never_equals_hand_size"]
    assert [t.name for t in rows["BI-A6"].tests] == ["test_BI_A6_everyone_bets_zero"]
    assert rows["BI-3"].tests == [] and rows["BI-3"].mentioned_on == []   # a helper and checked.md don't count
    assert rows["BI-10"].mentioned_on == rows["BI-A6"].mentioned_on == ["bisca/03_betting.md"]


@pytest.mark.parametrize("broken, message", [
    ('[[clause]]\nid = "BI-1"\nsummary = "A."\n', "exactly the keys"),
    ('[[clause]]\nid = "BI-1"\nsummary = "A."\npage = "p"\n[[clause]]\nid = "BI-1"\nsummary = "B."\npage = "p"\n',
     "listed twice"),
    ('[[clause]]\nid = "BI-1"\nsummary = "A."\npage = "p"\n[[clause]]\nid = "MA-1"\nsummary = "B."\npage = "p"\n',
     "mix prefixes"),
    ('[[clause]]\nid = "BI 1"\nsummary = "A."\npage = "p"\n', "not a clause ID"),
    ('[[clause]]\nid = "BI-1"\nsummary = """A.\nB."""\npage = "p"\n', "one line"),
    ('title = "Bisca"\n', "only [[clause]]"),
    ('[[clause]\n', "not valid TOML"),
    ('', "no [[clause]]"),
])
def test_a_broken_catalogue_is_refused_with_a_reason(tmp_path, broken, message):
    path = tmp_path / "clauses.toml"
    path.write_text(broken, encoding="utf-8")
    with pytest.raises(cat.CatalogueError, match=re.escape(message)):
        cat.load_catalogue(path)


def test_unknown_ids_are_reported_only_for_catalogued_games(repo):
    books = cat.catalogues(repo)
    found = {"BI-10": ["a"], "BI-11": ["b"], "SC-4": ["c"], "BI-A6": ["d"]}
    assert _unknown(found, books) == {"BI-11": ["b"]}
