"""Every page opens as a notebook in JupyterLab and Voilà: jupytext must read it as MyST."""
from pathlib import Path

import jupytext
import pytest

BOOK = Path(__file__).resolve().parents[1] / "book"
PAGES = sorted(p for p in BOOK.rglob("*.md") if "{code-cell}" in p.read_text(encoding="utf-8"))


@pytest.mark.parametrize("page", PAGES, ids=[str(p.relative_to(BOOK)) for p in PAGES])
def test_page_with_code_cells_reads_as_a_myst_notebook(page):
    notebook = jupytext.read(page)
    code_cells = [c for c in notebook.cells if c.cell_type == "code"]
    assert code_cells, f"{page.name}: jupytext sees no code cell (is the front matter MyST with extension .md?)"
    assert notebook.metadata.get("kernelspec", {}).get("name") == "python3"
    assert not any("{code-cell}" in c.source for c in notebook.cells if c.cell_type == "markdown")
