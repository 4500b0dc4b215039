"""tools/play_notebook.py: what `make play` makes of a book page for Voila."""
from __future__ import annotations

import textwrap
from pathlib import Path

import nbformat
from tests.load import module_at

_path = Path(__file__).resolve().parents[1] / "tools" / "play_notebook.py"
play_notebook = module_at("play_notebook", _path)

PAGE = textwrap.dedent("""\
    ---
    jupytext:
      text_representation:
        extension: .md
        format_name: myst
    kernelspec:
      display_name: Python 3
      language: python
      name: python3
    ---

    # Play

    Bet with care: see {doc}`../rules`, the {term}`scommessa` and {ref}`the blind round <blind>`.

    :::{note}
    :class: dropdown
    The table needs a kernel.
    :::

    ```{code-cell} ipython3
    :tags: [remove-input]
    print("the table")
    ```

    +++ {"tags": ["book-only"]}

    In the book this table is a still picture.
    """)


def test_voila_notebook_keeps_code_and_rewrites_myst(tmp_path):
    (tmp_path / "rules.md").write_text("# The rules of Bisca\n")
    (tmp_path / "game").mkdir()
    source = tmp_path / "game" / "play.md"
    source.write_text(PAGE, encoding="utf-8")
    target = tmp_path / "out" / "play.ipynb"
    play_notebook.convert(source, target)
    nb = nbformat.read(str(target), as_version=4)
    kinds = [c.cell_type for c in nb.cells]
    assert kinds == ["markdown", "code"]  # the book-only cell is gone, the code cell stays
    text = nb.cells[0].source
    assert "see The rules of Bisca, the scommessa and the blind round." in text
    assert "> **Note**\n>\n> The table needs a kernel." in text
    assert "{" not in text and ":::" not in text and ":class:" not in text
    assert nb.cells[1].source == 'print("the table")'
    assert nb.metadata["kernelspec"]["name"] == "python3"
