"""The scanner behind the book's page "How this book is checked" (tests/coverage_table.py)."""
from __future__ import annotations

import textwrap
from pathlib import Path

import importlib.util
import sys

import pytest

# imported by path: a top-level "tests" package installed by some other project must not shadow ours
_spec = importlib.util.spec_from_file_location("coverage_table", Path(__file__).with_name("coverage_table.py"))
ct = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("coverage_table", ct)
_spec.loader.exec_module(ct)

RULINGS = textwrap.dedent("""\
    ### 4.2 Rule clauses

    * **BI-3** [Gerarchia dei Semi] The suit order is fixed.
    * **BI-10** [Fasi del Round › 2. Scommesse] The running total never equals the hand size.

    ### 4.3 Worked examples

    * **BI-EX-2** *(seed, Scommesse; 5 cards, 4 players)* `is_valid_bet(5, [], 2) → True`

    ### 4.4 Ambiguities

    * **BI-A6 — What the betting constraint covers.** "In nessun momento" applies to every total.
    * **SK-9** [Esclusiva sui Vertici] Whoever controls a centre.
""")


@pytest.fixture
def repo(tmp_path):
    root = tmp_path / "main"
    (root / "tests" / "bisca").mkdir(parents=True)
    (root / "book" / "bisca").mkdir(parents=True)
    (root / "pyproject.toml").write_text("")
    (root / "_toc.yml").write_text("")
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "RULINGS.md").write_text(RULINGS, encoding="utf-8")
    (root / "tests" / "bisca" / "test_rules.py").write_text(textwrap.dedent("""\
        def test_BI_10_running_total_never_equals_hand_size(): ...
        def test_BI_EX_2_seed_example(): ...
        class TestBlind:
            def test_BI_A6_everyone_bets_zero(self): ...
        def helper_BI_3(): ...
        def test_deal_is_seeded(): ...
    """))
    (root / "book" / "bisca" / "03_betting.md").write_text("# Betting\n\nSee BI-10 and BI-A6.\n")
    (root / "book" / "checked.md").write_text("# Checked\n\nBI-3 is listed here, not explained.\n")
    return root


def test_clause_ids_come_from_rulings_in_order(repo):
    labels = ct.read_rulings(repo.parent / "shared" / "RULINGS.md")
    assert list(labels) == ["BI-3", "BI-10", "BI-EX-2", "BI-A6", "SK-9"]
    assert labels["BI-3"] == "Gerarchia dei Semi"
    assert labels["BI-EX-2"] == "seed, Scommesse; 5 cards, 4 players"
    assert labels["BI-A6"] == "What the betting constraint covers."


def test_tests_and_pages_are_matched_to_clauses(repo):
    clauses, from_rulings = ct.collect(repo)
    assert from_rulings
    assert clauses["BI-10"].tests == ["bisca/test_rules.py::test_BI_10_running_total_never_equals_hand_size"]
    assert clauses["BI-A6"].tests == ["bisca/test_rules.py::test_BI_A6_everyone_bets_zero"]
    assert clauses["BI-EX-2"].tests and not clauses["BI-EX-2"].pages
    assert clauses["BI-3"].tests == [] and clauses["BI-3"].pages == []  # helpers and checked.md don't count
    assert clauses["BI-10"].pages == [("Betting", "bisca/03_betting.md")]
    assert [c.kind for c in map(clauses.get, ["BI-3", "BI-EX-2", "BI-A6"])] == ["rule", "example", "ruling"]


def test_markdown_table_links_pages_relative_to_the_showing_page(repo):
    table = ct.coverage_markdown(repo, "BI")
    rows = [line for line in table.splitlines() if line.startswith("| **")]
    assert [row.split("|")[1].strip() for row in rows] == ["**BI-3**", "**BI-10**", "**BI-EX-2**", "**BI-A6**"]
    assert "[Betting](bisca/03_betting.md)" in rows[1]
    assert "running total never equals hand size" in rows[1]
    assert "[Betting](../bisca/03_betting.md)" in ct.coverage_markdown(repo, "BI", page_dir="bisca")
    summary = ct.summary_markdown(repo, prefixes=("BI", "SK"))
    assert "| Bisca (`BI-`) | 4 | 3 | 2 | 3 |" in summary
    assert "| Skèmino (`SK-`) | 1 | 0 | 0 | 0 |" in summary


def test_without_rulings_only_named_clauses_are_listed(repo):
    (repo.parent / "shared" / "RULINGS.md").unlink()
    clauses, from_rulings = ct.collect(repo)
    assert not from_rulings
    assert sorted(clauses, key=ct.clause_sort_key) == ["BI-10", "BI-EX-2", "BI-A6"]
    assert "not found" in ct.summary_markdown(repo)


def test_clauses_named_by_the_project_exist_in_rulings(repo_root):
    """Every clause ID in a test name or on a page is one that RULINGS.md defines (no typos)."""
    rulings = repo_root.parent / "shared" / "RULINGS.md"
    if not rulings.is_file():
        pytest.skip("../shared/RULINGS.md is not beside this checkout")
    known = set(ct.read_rulings(rulings))
    named = set(ct.scan_tests(repo_root / "tests")) | set(ct.scan_pages(repo_root / "book"))
    assert sorted(named - known, key=ct.clause_sort_key) == []
