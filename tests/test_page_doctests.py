"""The collection of the book pages' worked examples (conftest.py) does what the pages rely on."""
from __future__ import annotations

import textwrap

import pytest
from sybil import Sybil

import conftest

PAGE = textwrap.dedent('''\
    # A page

    ```python
    >>> 1 + 1
    2
    ```

    Shown code, not an example:

    ```python
    this_is_not_run()
    ```

    ```{code-cell} ipython3
    this_is_left_to_the_book_build()
    ```

    ```python
    >>> total = 40
    >>> total + 2
    42

    ```
''')


def examples_of(tmp_path, text):
    page = tmp_path / "page.md"
    page.write_text(text, encoding="utf-8")
    sybil = Sybil(parsers=[conftest.PageDocTestParser(doctest_optionflags=conftest.DOCTEST_FLAGS)],
                  path=str(tmp_path), patterns=["*.md"])
    document = sybil.parse(page)
    return list(document)


def test_only_prompted_python_blocks_are_examples(tmp_path):
    examples = examples_of(tmp_path, PAGE)
    assert [e.parsed.source.strip() for e in examples] == ["1 + 1", "total = 40", "total + 2"]


def test_closing_fence_right_after_output_is_not_expected_output(tmp_path):
    examples = examples_of(tmp_path, PAGE)
    assert examples[0].parsed.want == "2\n"
    for example in examples:
        example.evaluate()  # raises on a mismatch


def test_a_wrong_answer_fails(tmp_path):
    (example,) = examples_of(tmp_path, "```python\n>>> 1 + 1\n3\n```\n")
    with pytest.raises(Exception) as failure:
        example.evaluate()
    assert "Expected:" in str(failure.value) and "3" in str(failure.value)


def test_book_pages_have_examples(repo_root):
    """The pages hold examples for conftest.py to collect: a silent zero would hide a break."""
    parser = conftest.PageDocTestParser(doctest_optionflags=conftest.DOCTEST_FLAGS)
    sybil = Sybil(parsers=[parser], path=str(repo_root / "book"), patterns=["*.md"])
    pages = sorted((repo_root / "book").rglob("*.md"))
    assert pages, "no book pages"
    assert sum(len(list(sybil.parse(page))) for page in pages) > 0
