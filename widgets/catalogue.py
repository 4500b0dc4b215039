"""The book's clause catalogues: which rule clause is explained where and checked by which test.

Each game keeps ``book/<game>/clauses.toml``, one ``[[clause]]`` table per clause ID with a one-line
``summary`` in the book's own words and the ``page`` of ``book/<game>/`` that explains it::

    [[clause]]
    id = "BI-10"
    summary = "The bets announced so far may never add up to the number of cards in hand."
    page = "03_betting"

* A test checks a clause when the clause ID is in its name, written with underscores:
  ``test_BI_10_running_total`` checks ``BI-10``, ``test_BI_A6_blind_round`` checks ``BI-A6``,
  ``test_BI_EX_2_bets`` checks ``BI-EX-2``.
* A page, an engine message or a docstring cites a clause by writing the ID with hyphens.

Everything here reads files of this repository only (plain Python, no Jupyter, no Sphinx): the book's
Sphinx extension (``_ext/cit_clauses.py``) draws the clause index pages and the tables of "How this
book is checked" from it, and ``tests/test_catalogue.py`` keeps catalogues, tests, engine and pages in
step.
"""
from __future__ import annotations

import ast
import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import engine

CATALOGUE_FILE = "clauses.toml"
CLAUSE_INDEX_PAGE = "99_clause_index"
# pages that draw catalogue tables: they name clauses without explaining them
NOT_EXPLAINING = ("checked.md", f"{CLAUSE_INDEX_PAGE}.md")


class CatalogueError(ValueError):
    """A ``clauses.toml`` that cannot be read as a catalogue (the message names the file and entry)."""


def game_prefixes() -> tuple[str, ...]:
    """Every registered game's clause prefix (``spec.clause_prefix`` of :func:`engine.games`); a
    catalogue's own prefix is read from its IDs.

    >>> {"BI", "MA"} <= set(game_prefixes())
    True
    """
    return tuple(spec.clause_prefix for spec in engine.games())


def _prefixes(prefixes: Iterable[str] | None) -> tuple[str, ...]:
    return game_prefixes() if prefixes is None else tuple(prefixes)


def _number(part: str) -> str:
    return r"(?:EX{0}\d+|A\d+|\d+)".format(part)


def text_pattern(prefixes: Iterable[str] | None = None) -> re.Pattern:
    """Clause IDs as written in prose, engine messages and RULINGS: ``BI-10``, ``BI-A6``, ``BI-EX-2``."""
    alternatives = "|".join(sorted(_prefixes(prefixes)))
    return re.compile(rf"(?<![\w-])(?:{alternatives})-{_number('-')}(?![\w-])")


def name_pattern(prefixes: Iterable[str] | None = None) -> re.Pattern:
    """Clause IDs inside a test function's name: ``BI_10``, ``BI_A6``, ``BI_EX_2``."""
    alternatives = "|".join(sorted(_prefixes(prefixes)))
    return re.compile(rf"(?:^|_)((?:{alternatives})_{_number('_')})(?=_|$)")


def clauses_in_text(text: str, prefixes: Iterable[str] | None = None) -> list[str]:
    """Clause IDs mentioned in a text, in order of first mention, without repeats.

    >>> clauses_in_text("BI-10 (see BI-EX-2 and BI-A6); BI-10 again; not BI-100x nor XBI-3")
    ['BI-10', 'BI-EX-2', 'BI-A6']
    >>> clauses_in_text("{clause}`SK-A24` and SK-3…SK-5")
    ['SK-A24', 'SK-3', 'SK-5']
    """
    return list(dict.fromkeys(text_pattern(prefixes).findall(text)))


def clauses_in_test_name(name: str, prefixes: Iterable[str] | None = None) -> list[str]:
    """The clause IDs a test function's name carries.

    >>> clauses_in_test_name("test_BI_10_running_total_never_equals_hand_size")
    ['BI-10']
    >>> clauses_in_test_name("test_BI_A6_blind_round"), clauses_in_test_name("test_SK_EX_2_and_SK_3_suits")
    (['BI-A6'], ['SK-EX-2', 'SK-3'])
    >>> clauses_in_test_name("test_deal_is_seeded")
    []
    """
    return [found.replace("_", "-") for found in name_pattern(prefixes).findall(name)]


def clause_sort_key(clause_id: str) -> tuple:
    """Rules first (1, 2, ... 10), then worked examples (EX-), then rulings on ambiguities (A).

    >>> sorted(["BI-A2", "BI-10", "BI-EX-1", "BI-2"], key=clause_sort_key)
    ['BI-2', 'BI-10', 'BI-EX-1', 'BI-A2']
    """
    prefix, rest = clause_id.split("-", 1)
    if rest.startswith("EX-"):
        return (prefix, 1, int(rest[3:]))
    if rest.startswith("A"):
        return (prefix, 2, int(rest[1:]))
    return (prefix, 0, int(rest))


def anchor(clause_id: str) -> str:
    """The HTML id of a clause's entry on its game's clause index page.

    >>> anchor("SK-EX-12")
    'sk-ex-12'
    """
    return clause_id.lower()


def readable_test_name(name: str) -> str:
    """A test's name in words, without ``test_`` and the clause IDs it carries.

    >>> readable_test_name("test_BI_3_a_higher_suit_always_wins")
    'a higher suit always wins'
    >>> readable_test_name("test_BI_EX_2_and_BI_A6_bets")
    'and bets'
    """
    words = name_pattern().sub("_", name.removeprefix("test"))
    return " ".join(w for w in words.split("_") if w) or name


@dataclass(frozen=True)
class Clause:
    id: str
    summary: str
    page: str          # a page of the game's folder, without ".md"

    @property
    def kind(self) -> str:
        """``"rule"``, ``"example"`` (EX-) or ``"ruling"`` (A-)."""
        rest = self.id.split("-", 1)[1]
        return "example" if rest.startswith("EX-") else "ruling" if rest.startswith("A") else "rule"


@dataclass
class Catalogue:
    game: str                      # the folder name under book/
    prefix: str
    clauses: dict[str, Clause]     # in file order
    path: Path

    def __contains__(self, clause_id: str) -> bool:
        return clause_id in self.clauses

    def page_path(self, clause: Clause) -> Path:
        return self.path.parent / f"{clause.page}.md"


_CLAUSE_ID = re.compile(rf"^([A-Z]{{2}})-{_number('-')}$")


def load_catalogue(path: Path) -> Catalogue:
    """Read and check one ``clauses.toml``: known keys, well-formed unique IDs of one prefix, one-line
    summaries. (Whether pages and tests exist is for ``tests/test_catalogue.py`` to say.)"""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as err:
        raise CatalogueError(f"{path}: not valid TOML ({err})") from None
    unknown = set(data) - {"clause"}
    if unknown:
        raise CatalogueError(f"{path}: only [[clause]] tables belong here, not {sorted(unknown)}")
    clauses: dict[str, Clause] = {}
    prefixes = set()
    for number, entry in enumerate(data.get("clause", []), 1):
        where = f"{path}: [[clause]] number {number}"
        if not isinstance(entry, dict) or set(entry) != {"id", "summary", "page"}:
            raise CatalogueError(f"{where}: needs exactly the keys id, summary and page")
        if not all(isinstance(entry[k], str) and entry[k].strip() for k in entry):
            raise CatalogueError(f"{where}: id, summary and page must be non-empty strings")
        clause = Clause(entry["id"], entry["summary"].strip(), entry["page"].removesuffix(".md"))
        match = _CLAUSE_ID.match(clause.id)
        if not match:
            raise CatalogueError(f"{where}: {clause.id!r} is not a clause ID like BI-10, BI-A6 or BI-EX-2")
        if "\n" in clause.summary:
            raise CatalogueError(f"{where} ({clause.id}): the summary must be one line")
        if clause.id in clauses:
            raise CatalogueError(f"{where}: {clause.id} is listed twice")
        prefixes.add(match.group(1))
        clauses[clause.id] = clause
    if not clauses:
        raise CatalogueError(f"{path}: no [[clause]] entry")
    if len(prefixes) != 1:
        raise CatalogueError(f"{path}: the IDs mix prefixes {sorted(prefixes)}; one game has one prefix")
    return Catalogue(path.parent.name, prefixes.pop(), clauses, path)


def catalogues(root: Path) -> dict[str, Catalogue]:
    """Every game's catalogue, by game folder name (``book/*/clauses.toml``)."""
    return {path.parent.name: load_catalogue(path)
            for path in sorted((Path(root) / "book").glob(f"*/{CATALOGUE_FILE}"))}


def known_prefixes(books: dict[str, Catalogue]) -> tuple[str, ...]:
    return tuple(sorted(set(game_prefixes()) | {c.prefix for c in books.values()}))


@dataclass(frozen=True)
class NamedTest:
    file: str          # relative to tests/
    name: str

    def __str__(self) -> str:
        return f"{self.file}::{self.name}"


def scan_tests(tests_dir: Path, prefixes: Iterable[str] | None = None) -> dict[str, list[NamedTest]]:
    """Clause ID -> the test functions (in ``test_*.py`` under ``tests_dir``) whose names carry it."""
    found: dict[str, list[NamedTest]] = {}
    tests_dir, prefixes = Path(tests_dir), _prefixes(prefixes)
    for path in sorted(tests_dir.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
                for clause in clauses_in_test_name(node.name, prefixes):
                    found.setdefault(clause, []).append(NamedTest(path.relative_to(tests_dir).as_posix(), node.name))
    return found


def scan_pages(book_dir: Path, prefixes: Iterable[str] | None = None, skip: Any = NOT_EXPLAINING) -> dict[str, list[str]]:
    """Clause ID -> the pages (paths relative to ``book_dir``, ``.md`` included) whose text names it."""
    found: dict[str, list[str]] = {}
    prefixes = _prefixes(prefixes)
    for path in sorted(Path(book_dir).rglob("*.md")):
        rel = path.relative_to(book_dir).as_posix()
        if path.name in skip or ".ipynb_checkpoints" in rel:
            continue
        for clause in clauses_in_text(path.read_text(encoding="utf-8"), prefixes):
            found.setdefault(clause, []).append(rel)
    return found


def scan_sources(folder: Path, prefixes: Iterable[str] | None = None) -> dict[str, list[str]]:
    """Clause ID -> the Python files under ``folder`` that name it (messages, docstrings, comments)."""
    found: dict[str, list[str]] = {}
    prefixes = _prefixes(prefixes)
    for path in sorted(Path(folder).rglob("*.py")):
        for clause in clauses_in_text(path.read_text(encoding="utf-8"), prefixes):
            found.setdefault(clause, []).append(path.relative_to(folder).as_posix())
    return found


def page_title(path: Path) -> str:
    """A page's first ``# `` heading (its title in the book), or its file name."""
    if path.is_file():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("# "):
                return line[2:].strip()
    return path.stem


@dataclass
class Coverage:
    """One clause with the tests that name it and the pages that mention it."""
    clause: Clause
    tests: list[NamedTest] = field(default_factory=list)
    mentioned_on: list[str] = field(default_factory=list)   # paths relative to book/


def coverage(root: Path, catalogue: Catalogue, tests: dict[str, list[NamedTest]] | None = None,
             pages: dict[str, list[str]] | None = None) -> list[Coverage]:
    """Every clause of a catalogue, in catalogue order, with its tests and the pages naming it.
    ``tests`` and ``pages`` are :func:`scan_tests` and :func:`scan_pages` results when already at hand."""
    root = Path(root)
    prefixes = (catalogue.prefix,)
    tests = scan_tests(root / "tests", prefixes) if tests is None else tests
    pages = scan_pages(root / "book", prefixes) if pages is None else pages
    return [Coverage(c, tests.get(c.id, []), pages.get(c.id, [])) for c in catalogue.clauses.values()]
