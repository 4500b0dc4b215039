"""Test collection for the whole repository.

* The book pages' worked examples: every fenced ```` ```python ```` block on a ``book/**/*.md`` page
  that starts with a ``>>>`` prompt is a doctest, collected by sybil as one test per example (the
  examples of one page share one namespace, top to bottom, like a doctest file). Executed
  ``{code-cell}`` blocks are left to the book build, which runs them with warnings as errors.
  ``% skip: next`` before a block skips it (sybil's MyST skip syntax).
* ``pytest --doctest-modules engine widgets`` collects the docstring examples of the packages.
* Hypothesis draws from a seed chosen anew for each run (never derandomized), printed in the report's
  header; ``--hypothesis-seed=N`` (or ``CIT_HYPOTHESIS_SEED=N``) replays a run.
"""
from __future__ import annotations

import doctest
import os
import random
from pathlib import Path

import pytest
from sybil import Sybil
from sybil.parsers.myst import PythonCodeBlockParser, SkipParser

ROOT = Path(__file__).resolve().parent
DOCTEST_FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


class PageDocTestParser(PythonCodeBlockParser):
    """Only the ``>>>`` examples: a ```` ```python ```` block without prompts is shown code, not a test."""

    def __call__(self, document):
        for region in super().__call__(document):
            if region.parsed is not None and not isinstance(region.parsed, str):
                yield region  # a doctest example (sybil parsed it into a doctest.Example)


pytest_collect_file = Sybil(
    parsers=[PageDocTestParser(doctest_optionflags=DOCTEST_FLAGS), SkipParser()],
    path="book",
    patterns=["*.md"],
    excludes=["*.ipynb_checkpoints*", "_build/*"],
    name="book-page",
).pytest()


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """One seed for hypothesis per run, the same in every xdist worker (they inherit the environment)."""
    if config.getoption("hypothesis_seed", None) is None:
        seed = os.environ.get("CIT_HYPOTHESIS_SEED") or str(random.SystemRandom().randrange(2 ** 32))
        os.environ["CIT_HYPOTHESIS_SEED"] = seed
        config.option.hypothesis_seed = int(seed)


def pytest_report_header(config: pytest.Config) -> str:
    seed = config.getoption("hypothesis_seed", None)
    return f"hypothesis seed: {seed} (replay this run with --hypothesis-seed={seed})"


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository root (where pyproject.toml, _config.yml and _toc.yml are)."""
    return ROOT


@pytest.fixture(scope="session")
def built_book(repo_root) -> Path:
    """``_build/html`` of the last ``make book`` (or the book built elsewhere that ``CIT_BUILT_BOOK``
    names, e.g. ``jupyter-book build . --path-output /tmp/me`` then ``CIT_BUILT_BOOK=/tmp/me/_build/html``);
    tests that need it fail (not skip) when it is missing."""
    html = Path(os.environ.get("CIT_BUILT_BOOK") or repo_root / "_build" / "html")
    if not (html / "index.html").is_file():
        pytest.fail("the built book is missing: run `make book` (or `make test`, which builds it first)")
    return html
