"""Turn a book page (a MyST Markdown notebook) into the notebook that Voilà serves for `make play`.

Voilà renders Markdown cells as plain CommonMark, so MyST syntax would show as raw text there. This
converter keeps every code cell as it is (they must all run) and rewrites the Markdown cells:

* a cell tagged ``book-only`` or ``remove-cell`` is dropped (e.g. "in the book this table is a
  still picture: run make play");
* a directive block (``:::{note}`` … ``:::`` or ```` ```{tip} ```` … ```` ``` ````) becomes a quote
  headed by its name or title;
* a role becomes its text: ``{doc}`../how_to_use` `` gives the linked page's title, ``{term}`mano` ``
  gives *mano*, ``{ref}`text <label>` `` gives *text*, ``{clause}`BI-10` `` gives BI-10.

Usage: ``python tools/play_notebook.py book/bisca/09_play.md _build/play/bisca/09_play.ipynb``
"""
from __future__ import annotations

import re
import sys
from pathlib import Path

import jupytext
import nbformat

DROP_TAGS = {"book-only", "remove-cell"}
ROLE = re.compile(r"\{(doc|ref|term|numref|download|eq|clause)\}`([^`]*)`")
EXPLICIT = re.compile(r"^(.*?)\s*<([^<>]+)>$", re.S)
DIRECTIVE_START = re.compile(r"^(?P<fence>:{3,}|`{3,})\{(?P<name>[\w-]+)\}\s*(?P<arg>.*)$")
OPTION = re.compile(r"^:[\w-]+:")


def page_title(path: Path) -> str | None:
    if not path.is_file():
        return None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return None


def rewrite_roles(text: str, page: Path) -> str:
    def one(match: re.Match) -> str:
        role, body = match.group(1), match.group(2)
        explicit = EXPLICIT.match(body)
        if explicit:
            return explicit.group(1)
        if role == "doc":
            title = page_title((page.parent / body).with_suffix(".md"))
            return title or body.rsplit("/", 1)[-1].replace("_", " ")
        if role == "ref":
            return body.replace("-", " ")
        return body

    return ROLE.sub(one, text)


def rewrite_directives(text: str) -> str:
    out: list[str] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        start = DIRECTIVE_START.match(lines[i])
        if not start:
            out.append(lines[i])
            i += 1
            continue
        fence, name, arg = start.group("fence"), start.group("name"), start.group("arg").strip()
        body: list[str] = []
        i += 1
        while i < len(lines) and lines[i].strip() != fence:
            body.append(lines[i])
            i += 1
        i += 1  # the closing fence
        while body and (OPTION.match(body[0]) or not body[0].strip()):
            body.pop(0)
        heading = arg if name == "admonition" and arg else name.replace("-", " ").capitalize()
        if name != "admonition" and arg:
            body.insert(0, arg)
        out.append(f"> **{heading}**")
        out.append(">")
        out.extend(f"> {line}".rstrip() for line in rewrite_directives("\n".join(body)).splitlines())
    return "\n".join(out)


def convert(source: Path, target: Path) -> None:
    notebook = jupytext.read(source)
    cells = []
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            if DROP_TAGS & set(cell.metadata.get("tags", [])):
                continue
            cell.source = rewrite_roles(rewrite_directives(cell.source), source)
        cells.append(cell)
    notebook.cells = cells
    target.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(notebook, str(target))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.split("\n\n")[-1])
    convert(Path(sys.argv[1]), Path(sys.argv[2]))
