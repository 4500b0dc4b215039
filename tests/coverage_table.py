"""Which rule clause is checked by which test and explained on which page.

The book's page "How this book is checked" (``book/checked.md``) runs :func:`coverage_markdown`
at build time, so its tables always describe the tests and pages of that very build.

* Clause IDs come from ``../shared/RULINGS.md`` (relative to the repository root) when that file is
  there; otherwise the tables list only the clauses that tests or pages name.
* A test covers a clause when the clause ID is in its name: ``test_BI_10_running_total`` covers
  ``BI-10``, ``test_BI_A6_blind_round`` covers ``BI-A6``, ``test_BI_EX_2_bets`` covers ``BI-EX-2``.
* A page explains a clause when its text mentions the ID (``BI-10``, ``BI-A6``, ``BI-EX-2``).
"""
from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

GAME_PREFIXES = {"SK": "Skèmino", "SC": "La Scamorra", "FP": "come-quando-frederik-piange",
                 "BI": "Bisca", "MA": "Machiavelli"}
_PREFIX = "|".join(GAME_PREFIXES)
# in a test name the parts are joined by underscores: BI_10, BI_A6, BI_EX_2
TEST_NAME_CLAUSE = re.compile(rf"(?:^|_)({_PREFIX})_(EX_\d+|A\d+|\d+)(?=_|$)")
# in prose and in RULINGS.md they are joined by hyphens: BI-10, BI-A6, BI-EX-2
TEXT_CLAUSE = re.compile(rf"(?<![\w-])({_PREFIX})-(EX-\d+|A\d+|\d+)(?![\w-])")
RULINGS_ENTRY = re.compile(rf"^\s*\*\s+\*\*(({_PREFIX})-(EX-\d+|A\d+|\d+))\b(.*)$", re.MULTILINE)


def repo_root(start: Path | None = None) -> Path:
    """The repository root: the nearest folder (from ``start`` up) holding ``pyproject.toml``."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / "pyproject.toml").is_file() and (folder / "_toc.yml").is_file():
            return folder
    raise FileNotFoundError(f"no repository root (pyproject.toml and _toc.yml) above {here}")


def clause_from_test_name(name: str) -> list[str]:
    """The clause IDs a test function's name carries.

    >>> clause_from_test_name("test_BI_10_running_total_never_equals_hand_size")
    ['BI-10']
    >>> clause_from_test_name("test_BI_A6_blind_round"), clause_from_test_name("test_BI_EX_2_bets")
    (['BI-A6'], ['BI-EX-2'])
    >>> clause_from_test_name("test_deal_is_seeded")
    []
    """
    return [f"{prefix}-{number.replace('_', '-')}" for prefix, number in TEST_NAME_CLAUSE.findall(name)]


def clauses_in_text(text: str) -> list[str]:
    """Clause IDs mentioned in a text, in order of first mention, without repeats.

    >>> clauses_in_text("BI-10 (see BI-EX-2 and BI-A6); BI-10 again; not BI-100x nor XBI-3")
    ['BI-10', 'BI-EX-2', 'BI-A6']
    """
    seen: dict[str, None] = {}
    for prefix, number in TEXT_CLAUSE.findall(text):
        seen.setdefault(f"{prefix}-{number}", None)
    return list(seen)


def clause_sort_key(clause: str):
    """Rules first (1, 2, ... 10), then worked examples (EX-), then rulings on ambiguities (A)."""
    prefix, rest = clause.split("-", 1)
    if rest.startswith("EX-"):
        return (prefix, 1, int(rest[3:]))
    if rest.startswith("A"):
        return (prefix, 2, int(rest[1:]))
    return (prefix, 0, int(rest))


@dataclass
class Clause:
    clause_id: str
    about: str = ""
    tests: list[str] = field(default_factory=list)
    pages: list[tuple[str, str]] = field(default_factory=list)  # (title, path relative to book/)

    @property
    def kind(self) -> str:
        rest = self.clause_id.split("-", 1)[1]
        return "example" if rest.startswith("EX-") else "ruling" if rest.startswith("A") else "rule"


def read_rulings(path: Path) -> dict[str, str]:
    """Clause ID -> a short label (the seed section for rules and examples, the question for rulings)."""
    labels: dict[str, str] = {}
    for match in RULINGS_ENTRY.finditer(path.read_text(encoding="utf-8")):
        clause_id, rest = match.group(1), match.group(4)
        label = ""
        section = re.match(r"\*\*\s*\[([^\]]+)\]", rest)  # **BI-3** [Gerarchia dei Semi] ...
        tag = re.match(r"\*\*\s*\*\(([^)]*)\)\*", rest)  # **BI-EX-1** *(seed, Gerarchia)* ...
        title = re.match(r"\s*[—-]\s*(.+?)\*\*", rest)  # **BI-A1 — Is an exact prediction ...?**
        if section:
            label = section.group(1)
        elif tag:
            label = tag.group(1)
        elif title:
            label = title.group(1)
        labels.setdefault(clause_id, label.strip())
    return labels


def scan_tests(tests_dir: Path) -> dict[str, list[str]]:
    """Clause ID -> the tests (``file.py::name``) whose function names carry it."""
    found: dict[str, list[str]] = {}
    for path in sorted(tests_dir.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
                for clause in clause_from_test_name(node.name):
                    found.setdefault(clause, []).append(f"{path.relative_to(tests_dir).as_posix()}::{node.name}")
    return found


def page_title(path: Path) -> str:
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return path.stem


def scan_pages(book_dir: Path, skip: tuple[str, ...] = ("checked.md",)) -> dict[str, list[tuple[str, str]]]:
    """Clause ID -> the pages (title, path relative to ``book_dir``) that mention it."""
    found: dict[str, list[tuple[str, str]]] = {}
    for path in sorted(book_dir.rglob("*.md")):
        rel = path.relative_to(book_dir).as_posix()
        if rel in skip or ".ipynb_checkpoints" in rel:
            continue
        for clause in clauses_in_text(path.read_text(encoding="utf-8")):
            found.setdefault(clause, []).append((page_title(path), rel))
    return found


def collect(root: Path) -> tuple[dict[str, Clause], bool]:
    """Every clause with its tests and pages; the flag says whether RULINGS.md was read."""
    rulings = root.parent / "shared" / "RULINGS.md"
    labels = read_rulings(rulings) if rulings.is_file() else {}
    tests = scan_tests(root / "tests")
    pages = scan_pages(root / "book")
    clauses = {cid: Clause(cid, about) for cid, about in labels.items()}
    for cid in set(tests) | set(pages):
        clauses.setdefault(cid, Clause(cid, "not in RULINGS.md" if labels else ""))
    for cid, names in tests.items():
        clauses[cid].tests = names
    for cid, where in pages.items():
        clauses[cid].pages = where
    return clauses, bool(labels)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def readable_test_name(name: str) -> str:
    """A test's name in words, without ``test_`` and the clause IDs it carries.

    >>> readable_test_name("test_BI_3_a_higher_suit_always_wins")
    'a higher suit always wins'
    >>> readable_test_name("test_BI_EX_2_and_BI_A6_bets")
    'and bets'
    """
    words = TEST_NAME_CLAUSE.sub("_", name.removeprefix("test"))
    return " ".join(w for w in words.split("_") if w) or name


def _tests_cell(tests: list[str], limit: int = 4) -> str:
    if not tests:
        return "—"
    shown = "; ".join(_cell(readable_test_name(t.split("::", 1)[1])) for t in tests[:limit])
    return shown + (f"; and {len(tests) - limit} more" if len(tests) > limit else "")


def summary_markdown(root: Path, prefixes=("BI", "SK", "MA", "SC", "FP")) -> str:
    """One row per game: how many clauses, how many a test names, how many a page explains."""
    clauses, from_rulings = collect(root)
    lines = ["| Game | Clauses | Named by a test | Explained on a page | Tests naming a clause |",
             "|---|---:|---:|---:|---:|"]
    for prefix in prefixes:
        mine = [c for c in clauses.values() if c.clause_id.startswith(prefix + "-")]
        tests = {t for c in mine for t in c.tests}
        lines.append(f"| {GAME_PREFIXES[prefix]} (`{prefix}-`) | {len(mine)} | "
                     f"{sum(1 for c in mine if c.tests)} | {sum(1 for c in mine if c.pages)} | {len(tests)} |")
    source = ("Clauses are those numbered in RULINGS.md." if from_rulings else
              "RULINGS.md was not found beside the repository: only clauses named by tests or pages are listed.")
    return "\n".join(lines) + "\n\n" + source + "\n"


def coverage_markdown(root: Path, prefix: str, page_dir: str = "") -> str:
    """The table for one game (``prefix`` like ``"BI"``), as Markdown.

    Links to pages are written relative to the page showing the table; ``page_dir`` is that page's
    folder relative to ``book/`` ("" for ``book/checked.md``).
    """
    clauses, _ = collect(root)
    mine = sorted((c for c in clauses.values() if c.clause_id.startswith(prefix + "-")),
                  key=lambda c: clause_sort_key(c.clause_id))
    if not mine:
        return f"No clause of {GAME_PREFIXES[prefix]} is named yet.\n"
    up = "../" * len([p for p in page_dir.split("/") if p])
    lines = ["| Clause | Kind | About | Tests | Explained on |", "|---|---|---|---|---|"]
    for c in mine:
        pages = ", ".join(f"[{_cell(title)}]({up}{rel})" for title, rel in c.pages) or "—"
        lines.append(f"| **{c.clause_id}** | {c.kind} | {_cell(c.about) or '—'} | {_tests_cell(c.tests)} | {pages} |")
    return "\n".join(lines) + "\n"
