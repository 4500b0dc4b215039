"""The book's message catalogues: extract, update, compile and check (`make messages`, `make messages-check`).

Two kinds of catalogue, both gettext:

- the **engine** domain: every sentence the engine, the widgets, the pages' code cells and the book's
  scripts show a reader (the sources are listed in ``babel.cfg``; the keywords are ``N_`` and ``_`` in
  Python, ``citT`` in JavaScript). ``engine/locales/engine.pot`` is the template,
  ``engine/locales/<lang>/LC_MESSAGES/engine.po`` a language's translations, and the compiled ``engine.mo``
  beside it is what ``engine/words.py`` reads (shipped in the package, so the tables in the reader's
  browser read it too);
- the **pages**: ``book/locales/<lang>/LC_MESSAGES/<page>.po``, one per page, from Sphinx's gettext
  builder (the prose, headings, admonition titles, table cells; never the code) merged by sphinx-intl;
  the root page's (``book/intro.po``) has the parts' captions of ``_toc.yml`` too. Sphinx compiles them
  when it builds.

Commands (run from the repository root, or through make):

    python tools/messages.py update            # `make messages`: every catalogue up to date, the engine's compiled
    python tools/messages.py update --engine   # the engine catalogue only (seconds; the pages need a Sphinx read)
    python tools/messages.py check             # `make messages-check`: fail on drift (engine and pages)
    python tools/messages.py check --engine    # the engine catalogue and the finished pages' .po files only
    python tools/messages.py stats             # how much of each catalogue is translated

``check`` fails on: a template out of date with the sources; a ``.po`` that lacks a message of its
template or keeps one that is gone (obsolete); an untranslated or fuzzy message in a part declared
finished (``engine/locales/finished.toml`` lists sources, ``book/locales/finished.toml`` pages); a
translation whose ``{placeholders}`` differ from the English; a compiled ``engine.mo`` older than its
``.po``. Messages say what to run or which file to fill.
"""
from __future__ import annotations

import argparse
import fnmatch
import io
import subprocess
import sys
import tomllib
from dataclasses import dataclass, field
from typing import Any
from pathlib import Path
from string import Formatter

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract as babel_extract
from babel.messages.extract import extract_python
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("it",)
DOMAIN = "engine"
MAPPING = ROOT / "babel.cfg"
ENGINE_LOCALES = ROOT / "engine" / "locales"
ENGINE_TEMPLATE = ENGINE_LOCALES / f"{DOMAIN}.pot"
ENGINE_FINISHED = ENGINE_LOCALES / "finished.toml"
PAGE_LOCALES = ROOT / "book" / "locales"
PAGE_FINISHED = PAGE_LOCALES / "finished.toml"
PAGE_TEMPLATES = ROOT / "_build" / "gettext" / "pot"
#: the marking functions: N_ and _ (a message), C_ (a message in a context: its first argument, the game's
#: name, where one English word is said differently by game, engine/words.py), citT (the book's scripts)
KEYWORDS = {"N_": None, "_": None, "C_": ((1, "c"), 2), "citT": None}
COMMENT_TAGS = ["TRANSLATORS:"]
WIDTH = 100
PROJECT = "Carte in Tavola"
HEADER: dict[str, Any] = dict(project=PROJECT, version="0.1.0", copyright_holder="The Carte in Tavola authors",
              msgid_bugs_address="", charset="utf-8", fuzzy=False)


def engine_po(lang: str) -> Path:
    return ENGINE_LOCALES / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def engine_mo(lang: str) -> Path:
    return engine_po(lang).with_suffix(".mo")


# --- extraction -------------------------------------------------------------------------------------

def myst_code_cells(text: str) -> list[tuple[int, str]]:
    """The code cells of a MyST notebook page: (first line number of the code, code).

    >>> page = "# T\\n\\n```{code-cell} ipython3\\n:tags: [remove-input]\\nx = _('Hi')\\n```\\n\\n```python\\n>>> 1\\n```\\n"
    >>> myst_code_cells(page)
    [(5, "x = _('Hi')\\n")]
    """
    cells, lines = [], text.splitlines(keepends=True)
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("```{code-cell}"):
            fence = line[:len(line) - len(line.lstrip("`"))]
            i += 1
            while i < len(lines) and lines[i].startswith(":") and not lines[i].startswith("::"):
                i += 1                                    # the cell's options (:tags: ...)
            start = i
            while i < len(lines) and lines[i].rstrip() != fence:
                i += 1
            cells.append((start + 1, "".join(lines[start:i])))
        i += 1
    return cells


def extract_myst_code_cells(fileobj, keywords, comment_tags, options):
    """Babel extraction method for the pages: the messages of their code cells (``_("...")``)."""
    text = fileobj.read().decode("utf-8")
    for first_line, code in myst_code_cells(text):
        for lineno, funcname, message, comments in extract_python(io.BytesIO(code.encode("utf-8")), keywords,
                                                                   comment_tags, options):
            yield lineno + first_line - 1, funcname, message, comments


METHODS = {"myst_code_cells": extract_myst_code_cells}


def mapping() -> list[tuple[str, str]]:
    with MAPPING.open(encoding="utf-8") as cfg:
        method_map, _ = parse_mapping_cfg(cfg, str(MAPPING))
    return method_map


def source_files() -> list[tuple[Path, str]]:
    """Every source file of the engine domain with its extraction method, in ``babel.cfg``'s order."""
    from babel.util import pathmatch

    found, seen = [], set()
    for pattern, method in mapping():
        top = ROOT / pattern.split("/")[0]
        candidates = sorted(p for p in top.rglob("*") if p.is_file()) if top.is_dir() else []
        for path in candidates:
            rel = path.relative_to(ROOT)
            if rel in seen or any(part.startswith((".", "_")) and part != "__init__.py" or part == "__pycache__"
                                  for part in rel.parts):
                continue
            if pathmatch(pattern, rel.as_posix()):
                seen.add(rel)
                found.append((path, method))
    return found


def extract_engine() -> Catalog:
    """The engine domain's template, fresh from the sources (locations by file, without line numbers)."""
    catalog = Catalog(**HEADER)
    for path, method in source_files():
        rel = path.relative_to(ROOT).as_posix()
        with path.open("rb") as source:
            for lineno, message, comments, context in babel_extract(
                    METHODS.get(method, method), source, KEYWORDS, COMMENT_TAGS, {}, strip_comment_tags=True):
                if isinstance(message, tuple):
                    message = message[0]
                if not message:
                    continue
                catalog.add(message, None, [(rel, lineno)], auto_comments=comments, context=context)
    return catalog


def po_text(catalog: Catalog, **options) -> str:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=WIDTH, include_lineno=False, **options)
    return buffer.getvalue().decode("utf-8")


def _without_dates(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith(('"POT-Creation-Date:',
                                                                              '"PO-Revision-Date:')))


def write_if_changed(path: Path, text: str) -> bool:
    """Write ``text`` unless the file says the same apart from its dates (no churn in git)."""
    if path.is_file() and _without_dates(path.read_text(encoding="utf-8")) == _without_dates(text):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as po:
        return read_po(po, locale=locale)


def mo_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def drop_untranslated_obsolete(catalog: Catalog) -> None:
    """Obsolete messages nobody translated hold nothing worth keeping."""
    for key in [key for key, message in catalog.obsolete.items() if not message.string]:
        del catalog.obsolete[key]


def update_engine(prune: bool = False) -> list[str]:
    """The template from the sources, merged into each language's ``.po``, compiled to ``.mo``."""
    done = []
    template = extract_engine()
    if write_if_changed(ENGINE_TEMPLATE, po_text(template)):
        done.append(f"wrote {ENGINE_TEMPLATE.relative_to(ROOT)} ({len(template)} messages)")
    for lang in LANGUAGES:
        path = engine_po(lang)
        if path.is_file():
            catalog = read_catalog(path, lang)
            catalog.update(template, update_header_comment=False, update_creation_date=False)
        else:
            catalog = Catalog(locale=lang, domain=DOMAIN, last_translator="The Carte in Tavola authors", **HEADER)
            catalog.update(template, update_creation_date=False)
        drop_untranslated_obsolete(catalog)
        if prune:
            catalog.obsolete.clear()
        if write_if_changed(path, po_text(catalog)):
            done.append(f"wrote {path.relative_to(ROOT)}")
        compiled = mo_bytes(read_catalog(path, lang))
        mo = engine_mo(lang)
        if not mo.is_file() or mo.read_bytes() != compiled:
            mo.write_bytes(compiled)
            done.append(f"compiled {mo.relative_to(ROOT)}")
    return done


# --- the pages ---------------------------------------------------------------------------------------

def page_templates(templates: Path = PAGE_TEMPLATES) -> dict[str, Catalog]:
    """Each page's template (Sphinx's gettext builder, with no page executed), by docname. The root page's
    has the parts' captions of ``_toc.yml`` too (_ext/cit_i18n.py translates them from there)."""
    import shutil

    shutil.rmtree(templates, ignore_errors=True)
    status = subprocess.call([sys.executable, str(ROOT / "tools" / "build_book.py"), "--gettext"], cwd=ROOT,
                             stdout=subprocess.DEVNULL)
    if status != 0:
        raise SystemExit("Sphinx could not read the pages for their messages: run "
                         "`python tools/build_book.py --gettext` to see why")
    return {path.relative_to(templates).with_suffix("").as_posix(): read_catalog(path)
            for path in sorted(templates.rglob("*.pot"))}


def page_po(lang: str, docname: str) -> Path:
    return PAGE_LOCALES / lang / "LC_MESSAGES" / f"{docname}.po"


def update_pages(prune: bool = False) -> list[str]:
    """Every page's ``.po`` (sphinx-intl update: new messages added, changed ones fuzzy), and no ``.po``
    left for a page that is gone."""
    templates = page_templates()
    command = [sys.executable, "-m", "sphinx_intl", "update", "-p", str(PAGE_TEMPLATES), "-d", str(PAGE_LOCALES),
               "-w", str(WIDTH)] + [arg for lang in LANGUAGES for arg in ("-l", lang)]
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    done = [f"{len(templates)} page templates merged into book/locales/{{{','.join(LANGUAGES)}}}"]
    for lang in LANGUAGES:
        for path in sorted((PAGE_LOCALES / lang / "LC_MESSAGES").rglob("*.po")):
            docname = path.relative_to(PAGE_LOCALES / lang / "LC_MESSAGES").with_suffix("").as_posix()
            if docname not in templates:
                path.unlink()
                path.with_suffix(".mo").unlink(missing_ok=True)
                done.append(f"removed {path.relative_to(ROOT)}: its page is gone")
                continue
            catalog = read_catalog(path, lang)
            if catalog.obsolete and (prune or any(not m.string for m in catalog.obsolete.values())):
                drop_untranslated_obsolete(catalog)
                if prune:
                    catalog.obsolete.clear()
                path.write_text(po_text(catalog), encoding="utf-8")
    return done


# --- checks ------------------------------------------------------------------------------------------

@dataclass
class Report:
    problems: list[str] = field(default_factory=list)

    def add(self, text: str) -> None:
        self.problems.append(text)

    def extend(self, texts) -> None:
        self.problems.extend(texts)


_FORMATTER = Formatter()


def placeholders(text: str) -> set[str]:
    """The ``{named}`` placeholders of a message (a text Python's ``format`` cannot read: ``{"?"}``).

    >>> sorted(placeholders("{player} takes {card}.")), placeholders("{oops")
    (['card', 'player'], {'?'})
    """
    try:
        return {name for _, name, _, _ in _FORMATTER.parse(text) if name is not None}
    except ValueError:
        return {"?"}


def finished_sources(lang: str, path: Path = ENGINE_FINISHED) -> list[str]:
    return list(tomllib.loads(path.read_text(encoding="utf-8")).get(lang, {}).get("sources", [])) \
        if path.is_file() else []


def finished_pages(lang: str, path: Path = PAGE_FINISHED) -> list[str]:
    return list(tomllib.loads(path.read_text(encoding="utf-8")).get(lang, {}).get("pages", [])) \
        if path.is_file() else []


def in_sources(file: str, sources: list[str]) -> bool:
    return any(file == s or (s.endswith("/") and file.startswith(s)) for s in sources)


def text_of(value: str | tuple[str, ...] | list[str]) -> str:
    """A message's text (the book's catalogues hold no gettext plural forms: a plural is a message of its own)."""
    assert isinstance(value, str), f"a plural form in a catalogue: {value!r}"
    return value


def key(message: Message) -> tuple[str, str]:
    """A message as the catalogue tells it apart: its context (a game's name, or none) and its text."""
    return (message.context or "", text_of(message.id))


def message_files(catalog: Catalog) -> dict[tuple[str, str], set[str]]:
    return {key(m): {file for file, _ in m.locations} for m in catalog if m.id}


def looks_untranslated(english: str, translated: str) -> bool:
    """A "translation" that is the English sentence itself (two words or more of letters)."""
    words = [w for w in english.split() if any(c.isalpha() for c in w) and "{" not in w]
    return translated.strip() == english.strip() and len(words) >= 2


def check_catalog_against(catalog: Catalog, template: Catalog, where: str) -> list[str]:
    """A ``.po`` that has every message of its template and nothing else."""
    problems = []
    wanted = {key(m) for m in template if m.id}
    have = {key(m) for m in catalog if m.id}
    missing, extra = sorted(wanted - have), sorted(have - wanted)
    if missing:
        problems.append(f"{where}: {len(missing)} message(s) of the sources are missing (first: {missing[0]!r}): "
                        "run `make messages`")
    if extra:
        problems.append(f"{where}: {len(extra)} message(s) no longer in the sources (first: {extra[0]!r}): "
                        "run `make messages`")
    if catalog.obsolete:
        first = next(iter(catalog.obsolete))
        problems.append(f"{where}: {len(catalog.obsolete)} obsolete message(s) (first: {first!r}): reuse their "
                        "translation if it still fits, then `python tools/messages.py update --prune`")
    return problems


def check_translations(catalog: Catalog, where: str, finished, what: str, same_is_english: bool = True) -> list[str]:
    """Untranslated or fuzzy messages where ``finished(message)``; placeholders of every translation.
    ``same_is_english``: a translation identical to a sentence of the English counts as not translated
    (the engine's sentences; a page's heading may rightly stay a name, "La Scamorra")."""
    problems = []
    untranslated, fuzzy, english = [], [], []
    for m in catalog:
        if not m.id:
            continue
        if m.string and not m.fuzzy and placeholders(text_of(m.id)) != placeholders(text_of(m.string)):
            problems.append(f"{where}: the translation of {m.id!r} has the placeholders "
                            f"{sorted(placeholders(text_of(m.string)))}, the English "
                            f"{sorted(placeholders(text_of(m.id)))}")
        if not finished(m):
            continue
        if m.fuzzy:
            fuzzy.append(m.id)
        elif not m.string:
            untranslated.append(m.id)
        elif same_is_english and looks_untranslated(text_of(m.id), text_of(m.string)):
            english.append(m.id)
    for kind, found in (("untranslated", untranslated), ("fuzzy (review it, then remove the fuzzy flag)", fuzzy),
                        ("left in English", english)):
        if found:
            problems.append(f"{where}: {len(found)} message(s) of {what} {kind}, first: {found[0]!r}")
    return problems


def check_engine() -> list[str]:
    problems = []
    template = extract_engine()
    if not ENGINE_TEMPLATE.is_file():
        return [f"{ENGINE_TEMPLATE.relative_to(ROOT)} is missing: run `make messages`"]
    committed = read_catalog(ENGINE_TEMPLATE)
    fresh_files, old_files = message_files(template), message_files(committed)
    added = sorted(set(fresh_files) - set(old_files))
    gone = sorted(set(old_files) - set(fresh_files))
    moved = sorted(m for m in set(fresh_files) & set(old_files) if fresh_files[m] != old_files[m])
    for kind, found in (("new in the sources", added), ("gone from the sources", gone),
                        ("said in other files now", moved)):
        if found:
            problems.append(f"{ENGINE_TEMPLATE.relative_to(ROOT)} is out of date: {len(found)} message(s) {kind} "
                            f"(first: {found[0]!r}): run `make messages`")
    for lang in LANGUAGES:
        path = engine_po(lang)
        where = str(path.relative_to(ROOT))
        if not path.is_file():
            problems.append(f"{where} is missing: run `make messages`")
            continue
        catalog = read_catalog(path, lang)
        problems += check_catalog_against(catalog, template, where)
        sources = finished_sources(lang)
        if not sources:
            problems.append(f"{ENGINE_FINISHED.relative_to(ROOT)} declares no finished source for {lang}")
        for source in sources:
            if not any(in_sources(file, [source]) for m in catalog if m.id for file, _ in m.locations):
                problems.append(f"{ENGINE_FINISHED.relative_to(ROOT)}: {source} (declared finished in {lang}) "
                                "says no message: a typo, or a file that moved?")
        problems += check_translations(
            catalog, where, lambda m: any(in_sources(file, sources) for file, _ in m.locations),
            "a finished source")
        mo = engine_mo(lang)
        if not mo.is_file() or mo.read_bytes() != mo_bytes(catalog):
            problems.append(f"{mo.relative_to(ROOT)} is older than its .po: run `make messages`")
    return problems


def check_finished_pages() -> list[str]:
    """The finished pages' catalogues: complete and current, without Sphinx (fast)."""
    problems = []
    for lang in LANGUAGES:
        patterns = finished_pages(lang)
        if not patterns:
            problems.append(f"{PAGE_FINISHED.relative_to(ROOT)} declares no finished page for {lang}")
        folder = PAGE_LOCALES / lang / "LC_MESSAGES"
        for pattern in patterns:
            paths = [p for p in sorted(folder.rglob("*.po"))
                     if fnmatch.fnmatchcase(p.relative_to(folder).with_suffix("").as_posix(), pattern)]
            if not paths:
                problems.append(f"{PAGE_FINISHED.relative_to(ROOT)}: no catalogue {folder.relative_to(ROOT)}/"
                                f"{pattern}.po for a page declared finished: run `make messages`")
            for path in paths:
                catalog = read_catalog(path, lang)
                where = str(path.relative_to(ROOT))
                if not any(m.id for m in catalog):
                    problems.append(f"{where}: an empty catalogue for a page declared finished")
                if catalog.obsolete:
                    problems.append(f"{where}: {len(catalog.obsolete)} obsolete message(s): remove them once "
                                    "their translation is reused")
                problems += check_translations(catalog, where, lambda m: True, "a finished page", same_is_english=False)
    return problems


def check_pages_current() -> list[str]:
    """Every page's ``.po`` has exactly its page's messages (reads every page with Sphinx: about a minute)."""
    problems = []
    templates = page_templates()
    for lang in LANGUAGES:
        folder = PAGE_LOCALES / lang / "LC_MESSAGES"
        for docname, template in templates.items():
            path = page_po(lang, docname)
            if not path.is_file():
                problems.append(f"{path.relative_to(ROOT)} is missing: run `make messages`")
                continue
            problems += check_catalog_against(read_catalog(path, lang), template, str(path.relative_to(ROOT)))
        for path in sorted(folder.rglob("*.po")):
            if path.relative_to(folder).with_suffix("").as_posix() not in templates:
                problems.append(f"{path.relative_to(ROOT)}: its page is gone: run `make messages`")
    return problems


def stats() -> list[str]:
    lines = []
    for lang in LANGUAGES:
        catalog = read_catalog(engine_po(lang), lang)
        messages = [m for m in catalog if m.id]
        done = [m for m in messages if m.string and not m.fuzzy]
        lines.append(f"{lang} engine: {len(done)} of {len(messages)} messages translated")
        total = translated = pages = finished = 0
        for path in sorted((PAGE_LOCALES / lang / "LC_MESSAGES").rglob("*.po")):
            messages = [m for m in read_catalog(path, lang) if m.id]
            ok = sum(1 for m in messages if m.string and not m.fuzzy)
            total, translated, pages = total + len(messages), translated + ok, pages + 1
            finished += ok == len(messages)
        lines.append(f"{lang} pages: {translated} of {total} messages translated; {finished} of {pages} "
                     "catalogues complete")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["update", "check", "stats"])
    parser.add_argument("--engine", action="store_true",
                        help="the engine catalogue only (and, for check, the finished pages' .po files)")
    parser.add_argument("--prune", action="store_true", help="update: drop the obsolete messages")
    args = parser.parse_args(argv)
    if args.command == "stats":
        print("\n".join(stats()))
        return 0
    if args.command == "update":
        done = update_engine(prune=args.prune)
        if not args.engine:
            done += update_pages(prune=args.prune)
        print("\n".join(done) or "every catalogue was already up to date")
        return 0
    problems = check_engine() + check_finished_pages()
    if not args.engine:
        problems += check_pages_current()
    if problems:
        print("The catalogues have drifted from the sources:\n- " + "\n- ".join(problems), file=sys.stderr)
        return 1
    print("The catalogues match the sources, and the finished translations are complete.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
