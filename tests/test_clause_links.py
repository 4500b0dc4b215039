"""The book's clause extension (_ext/cit_clauses.py), built with Sphinx on a small made-up repository:
clause IDs become links to the clause index, unknown IDs are warnings, code and headings are left alone."""
from __future__ import annotations

import io
import re
import textwrap
from pathlib import Path

import pytest
from sphinx.application import Sphinx
from sphinx.util.docutils import docutils_namespace

EXT = Path(__file__).resolve().parents[1] / "_ext"

CATALOGUE = """\
[[clause]]
id = "BI-3"
summary = "Higher suits win."
page = "01_cards"

[[clause]]
id = "BI-10"
summary = "Bets never total the hand size."
page = "03_betting"

[[clause]]
id = "BI-A6"
summary = "Every running total counts."
page = "03_betting"
"""

PAGES = {
    "book/bisca/index.md": "# Bisca\n\n```{toctree}\n01_cards\n03_betting\n99_clause_index\n```\n",
    "book/bisca/01_cards.md": "# The cards\n\nA higher suit wins (BI-3); see also BI-99.\n",
    "book/bisca/03_betting.md": textwrap.dedent("""\
        # Betting

        The running total may never equal the hand (BI-10), see {clause}`BI-A6` and {clause}`BI-98`.

        ## Why BI-10 matters

        In code it is written `BI-10`:

        ```python
        rule = "BI-10"
        ```

        A glossary aside about SC-4, a game with no catalogue here.
        """),
    "book/bisca/99_clause_index.md": "# Clause index\n\n```{clause-index} bisca\n```\n",
    "book/checked.md": "# How it is checked\n\n```{clause-coverage}\n```\n",
}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """(html folder, warnings) of a Sphinx build of the made-up repository."""
    repo = tmp_path_factory.mktemp("repo")
    (repo / "book" / "bisca").mkdir(parents=True)
    (repo / "book" / "bisca" / "clauses.toml").write_text(CATALOGUE, encoding="utf-8")
    for rel, text in PAGES.items():
        (repo / rel).write_text(text, encoding="utf-8")
    (repo / "tests" / "bisca").mkdir(parents=True)
    (repo / "tests" / "bisca" / "test_rules.py").write_text(
        "def test_BI_10_running_total_never_equals_hand_size(): ...\n"
        "def test_BI_3_a_higher_suit_always_wins(): ...\n", encoding="utf-8")
    (repo / "conf.py").write_text(textwrap.dedent(f"""\
        import sys
        sys.path.insert(0, {str(EXT)!r})
        extensions = ["myst_parser", "cit_clauses"]
        cit_repository_root = {str(repo)!r}
        root_doc = "book/checked"
        exclude_patterns = ["tests"]
        """), encoding="utf-8")
    (repo / "book" / "checked.md").write_text(PAGES["book/checked.md"] + "\n```{toctree}\nbisca/index\n```\n")
    warnings = io.StringIO()
    with docutils_namespace():     # the roles and directives registered here do not outlive the build
        app = Sphinx(str(repo), str(repo), str(repo / "_build" / "html"), str(repo / "_build" / "doctrees"),
                     "html", status=None, warning=warnings, freshenv=True)
        app.build()
    return repo / "_build" / "html", warnings.getvalue()


def test_prose_ids_and_the_role_link_to_the_clause_index_entry(built):
    html = (built[0] / "book" / "bisca" / "03_betting.html").read_text(encoding="utf-8")
    links = re.findall(r'<a class="cit-clause[^"]*" href="([^"]+)" title="([^"]+)">([^<]+)</a>', html)
    assert ("99_clause_index.html#bi-10", "BI-10: Bets never total the hand size.", "BI-10") in links
    assert ("99_clause_index.html#bi-a6", "BI-A6: Every running total counts.", "BI-A6") in links


def test_code_headings_and_other_games_are_left_alone(built):
    html = (built[0] / "book" / "bisca" / "03_betting.html").read_text(encoding="utf-8")
    heading = re.search(r"<h2>(.*?)</h2>", html, re.S).group(1)
    assert "Why BI-10 matters" in heading and "cit-clause" not in heading
    assert re.search(r'<code[^>]*><span class="pre">BI-10</span></code>', html)
    assert '"BI-10"' in html and "cit-clause" not in html.split('<div class="highlight')[1].split("</div>")[0]
    assert "about SC-4, a game" in html


def test_unknown_clause_ids_are_build_warnings(built):
    warnings = built[1]
    assert re.search(r"01_cards\.md:\d+: WARNING: unknown clause 'BI-99'", warnings)
    assert re.search(r"03_betting\.md:\d+: WARNING: unknown clause 'BI-98'", warnings)
    assert "SC-4" not in warnings
    html = (built[0] / "book" / "bisca" / "01_cards.html").read_text(encoding="utf-8")
    assert "see also BI-99." in html


def test_the_clause_index_has_an_anchor_a_page_and_the_tests_of_each_clause(built):
    html = (built[0] / "book" / "bisca" / "99_clause_index.html").read_text(encoding="utf-8")
    rows = dict(re.findall(r'<tr class="cit-clause-entry[^"]*" id="([^"]+)">(.*?)</tr>', html, re.S))
    assert list(rows) == ["bi-3", "bi-10", "bi-a6"]
    assert re.findall(r'<section id="([^"]+)"', html)[1:] == ["rule-clauses", "rulings"]   # no worked example
    assert '<a class="reference external" href="03_betting.html">Betting</a>' in rows["bi-10"]
    assert "running total never equals hand size" in rows["bi-10"] and "bisca/test_rules.py" in rows["bi-10"]
    assert "The cards" in rows["bi-3"] and "a higher suit always wins" in rows["bi-3"]
    assert "—" in rows["bi-a6"]          # no test names BI-A6


def test_the_coverage_tables_count_and_link_every_clause(built):
    html = (built[0] / "book" / "checked.html").read_text(encoding="utf-8")
    summary = re.search(r'<table class="[^"]*cit-clause-summary.*?</table>', html, re.S).group(0)
    cells = re.findall(r"<td><p>([^<]*)</p></td>", summary)
    assert cells == ["Bisca (BI-)", "2 / 0 / 1", "2", "2", "3"]   # 2 rules and a ruling; BI-A6 has no test
    assert 'href="bisca/99_clause_index.html#bi-a6"' in html
