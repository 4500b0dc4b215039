"""Sphinx extension: clause IDs become links to each game's clause index (``book/<game>/clauses.toml``).

* The role ``{clause}`BI-10``` draws a small chip linking to ``BI-10`` on Bisca's clause index page.
* Clause IDs already written in prose ("(BI-10)", "SK-A24", "MA-EX-3") become the same chips by
  themselves; code, literal text, headings and existing links are left alone.
* An unknown clause ID (a prefix that has a catalogue, a number that is not in it) is a build warning,
  so ``-W`` fails on a typo.
* ``{clause-index} <game>`` draws a game's catalogue: ID (the anchor links point at), summary, the page
  explaining it and the tests naming it. ``{clause-coverage}`` draws the clause -> tests -> pages
  tables of every catalogued game for "How this book is checked".

Links are made when the page is written, relative to the page, and only to pages in this build, so
a page built on its own (``jupyter-book build book/bisca/99_clause_index.md``) has no broken link.
Test names are read from ``tests/`` when the page is built: the Makefile does not rebuild the book for
a change in ``tests/``, so the tables show the tests as of the last book build.
"""
from __future__ import annotations

import hashlib
import html
import importlib.util
import os
import sys
from pathlib import Path

import yaml
from docutils import nodes
from sphinx import addnodes
from sphinx.errors import ConfigError
from sphinx.transforms import SphinxTransform
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective, SphinxRole

ROOT = Path(__file__).resolve().parents[1]


def _load_catalogue_module():
    """widgets/catalogue.py by its path: plain Python, so the book's extension does not import the
    widgets package (ipywidgets and the game apps) just to read the catalogues."""
    spec = importlib.util.spec_from_file_location("cit_catalogue", ROOT / "widgets" / "catalogue.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module          # dataclasses look their module up while being created
    spec.loader.exec_module(module)
    return module


cat = _load_catalogue_module()

logger = logging.getLogger(__name__)
NO_LINKS = "cit-no-clause-links"        # a class: no automatic clause links inside this node
CSS_FILE = "cit-clauses.css"            # in assets/, which the book serves as _static


class clause_link(nodes.Inline, nodes.TextElement):
    """A clause chip, made into a link to the clause index once the page's place is known."""


class page_link(nodes.Inline, nodes.TextElement):
    """A link to a page given by its path relative to the repository (``book/bisca/03_betting.md``)."""


# --- the catalogues --------------------------------------------------------------------------------

def _root(env) -> Path:
    """The repository whose catalogues, tests and pages are read (``cit_repository_root``, for tests)."""
    return Path(env.config.cit_repository_root or ROOT)


def _load(app) -> None:
    try:
        app.cit_books = cat.catalogues(_root(app))
    except cat.CatalogueError as err:      # a broken clauses.toml: its file and entry, no traceback
        raise ConfigError(str(err)) from None
    app.cit_by_prefix = {book.prefix: book for book in app.cit_books.values()}
    app.cit_digest = hashlib.sha256(b"".join(book.path.read_bytes() for book in app.cit_books.values())).hexdigest()


def _outdated(app, env, added, changed, removed) -> list[str]:
    """A changed catalogue changes the chips of every page: re-read them all (for builds without --all)."""
    if getattr(env, "cit_catalogue_digest", None) == app.cit_digest:
        return []
    env.cit_catalogue_digest = app.cit_digest
    return sorted(env.found_docs - set(added) - set(changed))


def _note_tests(env) -> None:
    """The tables list test names: a page drawing them is re-read when a test file changes."""
    for path in (_root(env) / "tests").rglob("test_*.py"):
        env.note_dependency(str(path))


def _books(env):
    if not hasattr(env.app, "cit_books"):
        _load(env.app)
    return env.app.cit_books, env.app.cit_by_prefix


def _catalogue_of(env, clause_id: str):
    """(the catalogue of the clause's game or None, whether the clause is in it)."""
    _, by_prefix = _books(env)
    book = by_prefix.get(clause_id.split("-", 1)[0])
    return book, book is not None and clause_id in book


def _chip(env, clause_id: str, rawtext: str = "") -> clause_link:
    book, known = _catalogue_of(env, clause_id)
    node = clause_link(rawtext, clause_id, clause_id=clause_id)
    if known:
        node["game"] = book.game
        node["summary"] = book.clauses[clause_id].summary
    return node


_SUMMARIES: dict[tuple[str, str], dict[str, str]] = {}


def translated_summary(env, game: str, summary: str) -> str:
    """A clause's summary in the build's language: the translation its game's clause index page has
    (``book/locales/<lang>/LC_MESSAGES/book/<game>/99_clause_index.po``), else the English."""
    lang = env.config.language or "en"
    if lang == "en":
        return summary
    key = (lang, game)
    if key not in _SUMMARIES:
        from babel.messages.pofile import read_po

        po = _root(env) / "book" / "locales" / lang / "LC_MESSAGES" / "book" / game / f"{cat.CLAUSE_INDEX_PAGE}.po"
        found: dict[str, str] = {}
        if po.is_file():
            with po.open("rb") as handle:
                found = {m.id: m.string for m in read_po(handle) if m.id and m.string and not m.fuzzy}
        _SUMMARIES[key] = found
    return _SUMMARIES[key].get(summary, summary)


def _toc_parts(root: Path) -> list[tuple[str, list[str]]]:
    """(caption, chapter files) of each part of _toc.yml, in the book's order."""
    toc = root / "_toc.yml"
    if not toc.is_file():
        return []
    return [(part.get("caption", ""), [chapter.get("file", "") for chapter in part.get("chapters", [])])
            for part in yaml.safe_load(toc.read_text(encoding="utf-8")).get("parts", [])]


def _game_title(root: Path, game: str) -> str:
    """The caption of the game's part in _toc.yml, else the title of its first page."""
    for caption, files in _toc_parts(root):
        if f"book/{game}/index" in files and caption:
            return caption
    return cat.page_title(root / "book" / game / "index.md")


def _book_order(root: Path, game: str) -> tuple[int, str]:
    """Games in the order of their parts in the book, then by name."""
    parts = _toc_parts(root)
    found = [n for n, (_, files) in enumerate(parts) if f"book/{game}/index" in files]
    return (found[0] if found else len(parts), game)


# --- the role and the prose transform --------------------------------------------------------------

class ClauseRole(SphinxRole):
    """``{clause}`BI-10```: a chip linking to the clause's entry on its game's clause index."""

    def run(self):
        clause_id = self.text.strip()
        _, known = _catalogue_of(self.env, clause_id)
        if not known:
            logger.warning("unknown clause %r: no book/*/clauses.toml lists it", clause_id,
                           location=self.get_location(), type="cit", subtype="clause")
        return [_chip(self.env, clause_id, self.rawtext)], []


SKIP = (nodes.literal, nodes.literal_block, nodes.FixedTextElement, nodes.title, nodes.subtitle,
        nodes.rubric, nodes.reference, nodes.target, nodes.raw, nodes.comment, nodes.term, nodes.math,
        nodes.substitution_definition, nodes.field_name, addnodes.pending_xref, clause_link, page_link)


def _skipped(node: nodes.Node) -> bool:
    parent = node.parent
    while parent is not None:
        if isinstance(parent, SKIP) or NO_LINKS in parent.get("classes", ()):
            return True
        parent = parent.parent
    return False


class LinkClauseIds(SphinxTransform):
    """Plain clause IDs in prose become clause chips (the prefixes of the catalogues only)."""

    default_priority = 700

    def apply(self, **kwargs) -> None:
        _, by_prefix = _books(self.env)
        if not by_prefix:
            return
        pattern = cat.text_pattern(by_prefix)
        for text in list(self.document.findall(nodes.Text)):
            source = text.astext()
            if not pattern.search(source) or _skipped(text):
                continue
            pieces: list[nodes.Node] = []
            start = 0
            for match in pattern.finditer(source):
                clause_id = match.group(0)
                if clause_id not in by_prefix[clause_id.split("-", 1)[0]]:
                    logger.warning("unknown clause %r: it is not in book/%s/clauses.toml", clause_id,
                                   by_prefix[clause_id.split("-", 1)[0]].game, location=text.parent,
                                   type="cit", subtype="clause")
                    continue
                if match.start() > start:
                    pieces.append(nodes.Text(source[start:match.start()]))
                pieces.append(_chip(self.env, clause_id, clause_id))
                start = match.end()
            if not pieces:
                continue
            if start < len(source):
                pieces.append(nodes.Text(source[start:]))
            text.parent.replace(text, pieces)


class ResolveLinks(SphinxPostTransform):
    """Clause chips and page links get their address, relative to the page being written."""

    default_priority = 10

    def _uri(self, target_doc: str | None) -> str | None:
        if target_doc is None or target_doc not in self.env.found_docs:
            return None      # not part of this build (a page built on its own): no link, no warning
        try:
            return self.app.builder.get_relative_uri(self.env.docname, target_doc)
        except NotImplementedError:
            return None

    def run(self, **kwargs) -> None:
        for node in list(self.document.findall(clause_link)):
            clause_id, game = node["clause_id"], node.get("game")
            index = _root(self.env) / "book" / str(game) / f"{cat.CLAUSE_INDEX_PAGE}.md"
            uri = self._uri(self.env.path2doc(str(index))) if game else None
            if uri is None:
                new = nodes.inline(clause_id, clause_id, classes=["cit-clause"])
            else:
                summary = translated_summary(self.env, str(game), node["summary"])
                new = nodes.reference(clause_id, clause_id, refuri=f"{uri}#{cat.anchor(clause_id)}",
                                      classes=["cit-clause"], reftitle=f"{clause_id}: {summary}")
            node.replace_self(new)
        for node in list(self.document.findall(page_link)):
            uri = self._uri(self.env.path2doc(str(_root(self.env) / node["target"])))
            label = node.astext()
            # the page's own title as this build has it (translated in a translated book)
            target = self.env.path2doc(str(_root(self.env) / node["target"]))
            if target in self.env.titles:
                label = self.env.titles[target].astext()
            node.replace_self(nodes.reference(label, label, refuri=uri) if uri else nodes.inline(label, label))


# --- the tables ------------------------------------------------------------------------------------

def _translatable(node: nodes.Element, directive: SphinxDirective) -> nodes.Element:
    """A node the page's catalogue translates (Sphinx translates only nodes that know their source)."""
    node.source, node.line = directive.get_source_info()
    return node


def _table(widths: list[int], header: list[str], rows: list[nodes.row], classes: list[str],
           directive: SphinxDirective | None = None) -> nodes.table:
    table = nodes.table(classes=["cit-clause-table", NO_LINKS, *classes])
    group = nodes.tgroup(cols=len(widths))
    table += group
    group += [nodes.colspec(colwidth=w) for w in widths]
    head = nodes.thead()
    head += _row([_translatable(nodes.paragraph(text=h), directive) if directive else nodes.paragraph(text=h)
                  for h in header])
    group += head
    body = nodes.tbody()
    body += rows
    group += body
    return table


def _row(cells: list[nodes.Node], **attributes) -> nodes.row:
    row = nodes.row(**attributes)
    for content in cells:
        entry = nodes.entry()
        entry += content
        row += entry
    return row


def _page(root: Path, rel: str) -> page_link:
    """A link to ``book/<rel>`` (``bisca/03_betting.md``) titled with the page's title."""
    return page_link("", cat.page_title(root / "book" / rel), target=f"book/{rel}")


def _tests_cell(tests: list[cat.NamedTest], limit: int | None = None) -> list[nodes.Node]:
    """The tests in words, grouped by file: ``machiavelli/test_game.py``: two to six players; ..."""
    if not tests:
        return [nodes.paragraph(text="—")]
    shown = tests[:limit]
    by_file: dict[str, list[str]] = {}
    for test in shown:
        by_file.setdefault(test.file, []).append(cat.readable_test_name(test.name))
    # the tests' names are English in every edition (they are the code's names, in words): marked so,
    # for screen readers and for the Italian pages' language check
    more = f"; and {len(tests) - len(shown)} more" if len(tests) > len(shown) else ""
    paragraphs = []
    for i, (file, names) in enumerate(by_file.items()):
        para = nodes.paragraph(classes=["cit-tests"])
        para += nodes.literal(file, file, classes=["cit-test-file"])
        words = ": " + "; ".join(names) + (more if i == len(by_file) - 1 else "")
        para += nodes.inline(words, words, classes=["language-en"])   # docutils writes lang="en"
        paragraphs.append(para)
    return paragraphs


KIND_TITLES = {"rule": "Rule clauses", "example": "Worked examples", "ruling": "Rulings"}


class ClauseIndex(SphinxDirective):
    """``{clause-index} bisca``: every clause of the game, with an anchor, its page and its tests."""

    required_arguments = 1

    def run(self):
        game = self.arguments[0].strip()
        books, _ = _books(self.env)
        if game not in books:
            raise self.error(f"no catalogue book/{game}/{cat.CATALOGUE_FILE}")
        book = books[game]
        self.env.note_dependency(str(book.path))
        _note_tests(self.env)
        root = _root(self.env)
        rows: dict[str, list[nodes.row]] = {kind: [] for kind in KIND_TITLES}
        for entry in cat.coverage(root, book):
            clause = entry.clause
            row = _row([nodes.paragraph("", "", nodes.strong(text=clause.id)),
                        _translatable(nodes.paragraph(text=clause.summary), self),
                        _paragraph(_page(root, f"{game}/{clause.page}.md")),
                        _tests_cell(entry.tests)],
                       ids=[cat.anchor(clause.id)], classes=["cit-clause-entry"])
            self.state.document.ids[cat.anchor(clause.id)] = row
            rows[clause.kind].append(row)
        # one section per kind, so the page's contents lead to rules, worked examples and rulings
        sections = []
        for kind, title in KIND_TITLES.items():
            if not rows[kind]:
                continue
            section = nodes.section(names=[nodes.fully_normalize_name(title)])
            section += _translatable(nodes.title(text=title), self)
            section += _table([9, 41, 16, 34], ["Clause", "In short", "Explained on", "Checked by"], rows[kind],
                              ["cit-clause-index"], self)
            self.state.document.note_implicit_target(section)
            sections.append(section)
        return sections


def _paragraph(*children: nodes.Node) -> nodes.paragraph:
    para = nodes.paragraph()
    para += children
    return para


class ClauseCoverage(SphinxDirective):
    """``{clause-coverage}``: a summary of every catalogued game, then one clause -> tests -> pages table
    per game."""

    def run(self):
        books, _ = _books(self.env)
        root = _root(self.env)
        _note_tests(self.env)
        summary_rows, sections = [], []
        prefixes = cat.known_prefixes(books)
        tests, pages = cat.scan_tests(root / "tests", prefixes), cat.scan_pages(root / "book", prefixes)
        for game in sorted(books, key=lambda name: _book_order(root, name)):
            book = books[game]
            self.env.note_dependency(str(book.path))
            entries = cat.coverage(root, book, tests, pages)
            kinds = [e.clause.kind for e in entries]
            title = _game_title(root, game)
            summary_rows.append(_row([
                nodes.paragraph(text=f"{title} ({book.prefix}-)"),
                nodes.paragraph(text=f"{kinds.count('rule')} / {kinds.count('example')} / {kinds.count('ruling')}"),
                nodes.paragraph(text=str(sum(1 for e in entries if e.tests))),
                nodes.paragraph(text=str(len({t for e in entries for t in e.tests}))),
                nodes.paragraph(text=str(sum(1 for e in entries if book.page_path(e.clause).is_file()))),
            ]))
            rows = []
            for entry in entries:
                clause = entry.clause
                also = [p for p in entry.mentioned_on if p != f"{game}/{clause.page}.md"]
                pages = _paragraph(_page(root, f"{game}/{clause.page}.md"))
                if also:
                    pages += nodes.Text("; ")
                    for n, rel in enumerate(also):
                        pages += nodes.Text(", " if n else "")
                        pages += _page(root, rel)
                rows.append(_row([_paragraph(_chip(self.env, clause.id, clause.id)),
                                  _translatable(nodes.paragraph(text=clause.kind), self),
                                  _tests_cell(entry.tests, limit=4), pages]))
            # one folded table per game, under the game's name (the summary table above counts its clauses):
            # the page stays readable, a click opens the game's clauses
            opening = f'<details class="cit-clause-details"><summary>{html.escape(title)}</summary>'
            sections += [nodes.raw("", opening, format="html"),
                         _table([10, 10, 45, 35], ["Clause", "Kind", "Checked by", "Explained on"], rows,
                                ["cit-clause-coverage"], self),
                         nodes.raw("", "</details>", format="html")]
        summary = _table([30, 20, 15, 15, 20],
                         ["Game", "Rules / examples / rulings", "Clauses a test names", "Tests naming a clause",
                          "Clauses with their page"], summary_rows, ["cit-clause-summary"], self)
        return [summary, *sections]


def _repository_paths(app, config) -> None:
    """A page built on its own (``jupyter-book build book/bisca/03_betting.md --config _config.yml``) has its
    folder as the configuration folder: static files and the favicon named relative to the repository root
    are then found there (Sphinx would warn that they do not exist)."""
    def found(entry: str) -> str:
        if os.path.isabs(entry) or (Path(app.confdir) / entry).exists() or not (ROOT / entry).exists():
            return entry
        return str(ROOT / entry)

    config.html_static_path = [found(entry) for entry in config.html_static_path]
    for name in ("html_favicon", "html_logo"):
        value = getattr(config, name, None)
        if isinstance(value, str) and value and "://" not in value:
            setattr(config, name, found(value))


def _visit_inline_node(self, node) -> None:      # only if a builder writes a node before it is resolved
    self.body.append(self.starttag(node, "span", "", CLASS="cit-clause"))


def _depart_inline_node(self, node) -> None:
    self.body.append("</span>")


def setup(app):
    app.add_config_value("cit_repository_root", "", "env", types=[str])
    app.add_node(clause_link, html=(_visit_inline_node, _depart_inline_node))
    app.add_node(page_link, html=(_visit_inline_node, _depart_inline_node))
    app.add_role("clause", ClauseRole())
    app.add_directive("clause-index", ClauseIndex)
    app.add_directive("clause-coverage", ClauseCoverage)
    app.add_transform(LinkClauseIds)
    app.add_post_transform(ResolveLinks)
    app.connect("config-inited", _repository_paths)   # before Sphinx checks those paths
    app.connect("builder-inited", _load)
    app.connect("env-get-outdated", _outdated)
    app.add_css_file(CSS_FILE)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
