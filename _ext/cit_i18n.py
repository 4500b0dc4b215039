"""Sphinx extension: the book in its languages, from the one English source (see DEVELOPERS.md,
"Translating the book").

A language's book is its own build (``tools/build_book.py --lang it``, which sets Sphinx's ``language``);
the English pages are the source, the Italian ones read the page catalogues
``book/locales/it/LC_MESSAGES/<page>.po`` (Sphinx's own gettext, ``gettext_compact: false``). This
extension:

- tells the pages' kernels the language (``CIT_LANG``, read by ``engine/words.py`` at import), so that
  what the code cells print (captions, refusals, the engine's pictures) is said in the page's language;
- gives every page a visible link to its twin in the other language and ``<link rel="alternate"
  hreflang>`` to both, and tells the play pages' script where the in-browser tables are
  (``<meta name="cit-play">``: the Italian book lives one folder down, in ``it/``);
- translates the parts' captions of ``_toc.yml`` from the root page's catalogue (sphinx-external-toc
  inserts the table of contents after Sphinx's own translation has run);
- gives the book's scripts their words (``_static/cit-words.js``: the translated messages of
  ``assets/js``, from the engine's catalogue);
- fails the build (a warning, and the build runs with ``-W``) when a page whose translation
  ``book/locales/finished.toml`` declares finished has a paragraph with no translation (a paragraph
  changed in English, or its translation marked fuzzy), or when a page whose outputs it declares
  finished prints an engine sentence in English (a kernel that did not get the language, a cell that
  bypasses the catalogue); the other translated pages that print English engine sentences are listed
  in the build's log.
"""
from __future__ import annotations

import fnmatch
import functools
import html
import json
import os
import re
import tomllib
from pathlib import Path

from html.parser import HTMLParser

from docutils import nodes
from sphinx.util import logging

ROOT = Path(__file__).resolve().parents[1]
SOURCE_LANGUAGE = "en"
#: the languages the book is built in, each with the name its switch shows (in that language)
LANGUAGE_NAMES = {"en": "English", "it": "Italiano"}
#: the variable engine/words.py reads at import (its LANGUAGES are these)
LANGUAGE_ENV = "CIT_LANG"
PAGE_LOCALES = ROOT / "book" / "locales"
FINISHED_FILE = PAGE_LOCALES / "finished.toml"
ENGINE_CATALOGUE = ROOT / "engine" / "locales" / "{lang}" / "LC_MESSAGES" / "engine.po"
#: where the published book keeps the in-browser tables, from the English book's root
PLAY_FOLDER = "play/"
WORDS_SCRIPT = "cit-words.js"
# the web app manifest of each edition (tools/build_offline.py), and the browser's bar in light and dark
MANIFEST = "manifest.webmanifest"
THEME_COLOURS = {"light": "#1b5e20", "dark": "#0d2b12"}
SCRIPT_SOURCES = ("assets/js/",)

logger = logging.getLogger(__name__)


# --- which language, and what is finished -----------------------------------------------------------

def book_language(config) -> str:
    lang = config.language or SOURCE_LANGUAGE
    return lang if lang in LANGUAGE_NAMES else SOURCE_LANGUAGE


def finished_pages(lang: str, path: Path = FINISHED_FILE, key: str = "pages") -> list[str]:
    """The docname patterns whose ``lang`` translation is declared finished: ``pages`` (their catalogue:
    the prose) or ``outputs`` (what their cells print)."""
    if not path.is_file():
        return []
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return list(data.get(lang, {}).get(key, []))


def is_finished(docname: str, patterns: list[str]) -> bool:
    return any(fnmatch.fnmatchcase(docname, pattern) for pattern in patterns)


def read_catalogue(path: Path) -> dict[str, str]:
    """A ``.po`` file's translated, non-fuzzy messages (Babel reads it; Sphinx depends on Babel)."""
    from babel.messages.pofile import read_po

    if not path.is_file():
        return {}
    with path.open("rb") as po:
        catalogue = read_po(po)
    return {m.id: m.string for m in catalogue if m.id and isinstance(m.id, str) and m.string
            and not m.fuzzy}


# --- config-inited ----------------------------------------------------------------------------------

def _set_language(app, config) -> None:
    lang = book_language(config)
    os.environ[LANGUAGE_ENV] = lang       # the kernels MyST-NB starts inherit the build's environment
    app.cit_lang = lang
    app.cit_finished = finished_pages(lang) if lang != SOURCE_LANGUAGE else []
    app.cit_finished_outputs = finished_pages(lang, key="outputs") if lang != SOURCE_LANGUAGE else []
    if lang != SOURCE_LANGUAGE:
        # each element with a translation status gets a class: a test finds what is left in English
        config.translation_progress_classes = "untranslated"
        config.html_js_files = [WORDS_SCRIPT, *config.html_js_files]


def _translate_toc_captions(app, config) -> None:
    """The parts' captions in the book's language, after sphinx-external-toc has read ``_toc.yml``: it
    puts them in after Sphinx's own translation has run, so they are translated here, from the root
    page's catalogue (Sphinx's gettext builder lists them there, with the root page's messages)."""
    lang = book_language(config)
    site_map = getattr(config, "external_site_map", None)
    if lang == SOURCE_LANGUAGE or site_map is None:
        return
    root = str(site_map.root.docname).rsplit(".", 1)[0] if site_map.root.docname.endswith(".md") \
        else str(site_map.root.docname)
    captions = read_catalogue(PAGE_LOCALES / lang / "LC_MESSAGES" / f"{root}.po")
    for docname in site_map:
        for subtree in site_map[docname].subtrees:
            if subtree.caption and subtree.caption in captions:
                subtree.caption = captions[subtree.caption]


# --- each page: its twin, hreflang, where the tables are -------------------------------------------

def twin_root(content_root: str, lang: str, other: str) -> str:
    """The root of the ``other`` language's book, relative to a page of the ``lang`` book.

    >>> twin_root("../../", "en", "it"), twin_root("../../", "it", "en"), twin_root("./", "en", "it")
    ('../../it/', '../../../', './it/')
    """
    site = content_root if lang == SOURCE_LANGUAGE else content_root + "../"
    return site if other == SOURCE_LANGUAGE else site + other + "/"


def _page_links(app, pagename, templatename, context, doctree) -> None:
    lang = app.cit_lang
    root = context.get("content_root", "./")
    page = pagename + ".html"
    links, switch = [], []
    for other in LANGUAGE_NAMES:
        href = (twin_root(root, lang, other) if other != lang else root) + page
        links.append(f'<link rel="alternate" hreflang="{other}" href="{html.escape(href)}" />')
        if other != lang:
            switch.append(f'<a class="cit-lang-switch btn btn-sm" href="{html.escape(href)}" hreflang="{other}" '
                          f'lang="{other}">{LANGUAGE_NAMES[other]}</a>')
    play = (root if lang == SOURCE_LANGUAGE else root + "../") + PLAY_FOLDER
    links.append(f'<meta name="cit-play" content="{html.escape(play)}" />')
    # the edition's web app manifest (written by tools/build_offline.py beside the edition's index.html),
    # the bar's colour in light and dark mode, and the icon a phone's home screen takes
    links.append(f'<link rel="manifest" href="{html.escape(root)}{MANIFEST}" />')
    for scheme, colour in THEME_COLOURS.items():
        links.append(f'<meta name="theme-color" media="(prefers-color-scheme: {scheme})" content="{colour}" />')
    links.append(f'<link rel="apple-touch-icon" href="{html.escape(root)}_static/icons/icon-192.png" />')
    context["metatags"] = context.get("metatags", "") + "\n" + "\n".join(links)
    context["cit_language_switch"] = "".join(switch)


# --- a finished page may not drift -----------------------------------------------------------------

def _check_translated(app, doctree) -> None:
    """On a page declared finished, a paragraph left in English (no translation, or a fuzzy one) is a
    warning: with ``-W`` the build fails and names the paragraph and the catalogue to fill."""
    lang = app.cit_lang
    docname = app.env.docname
    if lang == SOURCE_LANGUAGE or not is_finished(docname, app.cit_finished):
        return
    catalogue = f"book/locales/{lang}/LC_MESSAGES/{docname}.po"
    for node in doctree.findall(nodes.Element):
        if node.get("translated") is False:
            text = " ".join(node.astext().split())
            if not text:
                continue
            logger.warning("no %s translation for %r: translate it in %s (tools/messages.py update adds it)",
                           LANGUAGE_NAMES[lang], text[:90], catalogue, location=node, type="cit",
                           subtype="untranslated")


# --- the book's scripts speak the page's language --------------------------------------------------

def script_words(lang: str) -> dict[str, str]:
    """The engine catalogue's translations of the messages the book's scripts show (``citT("...")``)."""
    from babel.messages.pofile import read_po

    path = Path(str(ENGINE_CATALOGUE).format(lang=lang))
    if not path.is_file():
        return {}
    with path.open("rb") as po:
        catalogue = read_po(po)
    return {m.id: m.string for m in catalogue
            if m.id and isinstance(m.id, str) and m.string and not m.fuzzy
            and any(file.startswith(SCRIPT_SOURCES) for file, _ in m.locations)}


def _write_script_words(app, exception) -> None:
    if exception is not None or app.builder.format != "html" or app.cit_lang == SOURCE_LANGUAGE:
        return
    words = json.dumps(script_words(app.cit_lang), ensure_ascii=False, sort_keys=True, indent=0)
    static = Path(app.outdir) / "_static"
    static.mkdir(exist_ok=True)
    (static / WORDS_SCRIPT).write_text(
        "/* The words of the book's scripts in this book's language (from engine/locales by _ext/cit_i18n.py):\n"
        "   citT(text) gives the translation of an English text, or the text itself. */\n"
        f"window.CIT_WORDS = {words};\n", encoding="utf-8")


# --- no English engine sentence on a translated page ----------------------------------------------

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
#: the shortest English text (letters) worth looking for: single words occur in any language
SHORTEST_SENTENCE = 14


def english_patterns(lang: str) -> list[tuple[str, re.Pattern]]:
    """A pattern for each engine sentence that has a ``lang`` translation different from its English:
    found on a ``lang`` page, it was said in English there.

    >>> found = dict(english_patterns("it"))["{player} takes the trick with {card}."]
    >>> bool(found.search("Seat 3 takes the trick with the A♦. Round 9")), bool(found.search("Anna prende la mano"))
    (True, False)
    """
    patterns = []
    path = Path(str(ENGINE_CATALOGUE).format(lang=lang))
    for english, translated in read_catalogue(path).items():
        words = PLACEHOLDER.sub("", english)
        if translated == english or sum(c.isalpha() for c in words) < SHORTEST_SENTENCE or " " not in words.strip():
            continue
        pieces = [re.escape(re.sub(r"\s+", " ", piece)) for piece in PLACEHOLDER.split(english)]
        body = r"\S(?:.{0,80}?\S)?".join(pieces)
        patterns.append((english, re.compile(r"(?<![\w'])" + body + r"(?![\w'])")))
    return patterns


class _OutputText(HTMLParser):
    """The readable text of a page's cell outputs (what its kernel printed: MyST-NB's ``cell_output``
    containers), leaving out code (``pre``, ``code``), scripts and styles. The prose around them is the
    page catalogue's business (a paragraph left in English is an untranslated message)."""

    SKIP = {"script", "style", "pre", "code", "textarea"}
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []      # (tag, opens an output) of the open elements
        self.outputs = 0
        self.skipping = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            return
        opens = "cell_output" in (dict(attrs).get("class") or "").split()
        self.stack.append((tag, opens))
        self.outputs += opens
        self.skipping += tag in self.SKIP

    def handle_endtag(self, tag):
        while self.stack:                              # close up to the matching element
            open_tag, opens = self.stack.pop()
            self.outputs -= opens
            self.skipping -= open_tag in self.SKIP
            if open_tag == tag:
                break

    def handle_data(self, data):
        if self.outputs and not self.skipping:
            self.parts.append(data)

    def text(self) -> str:
        return " ".join(" ".join(self.parts).split())


def output_text(markup: str) -> str:
    """What a page's code cells printed, as text.

    >>> output_text('<p>Not allowed here</p><div class="cell_output docutils"><p>Non permesso</p>'
    ...             '<pre>Not allowed</pre></div>')
    'Non permesso'
    """
    parser = _OutputText()
    parser.feed(markup)
    return parser.text()


def english_sentences(markup: str, patterns) -> list[str]:
    """The engine's English sentences found in what a page's cells printed (a sentence whose longest
    stretch of fixed words is not in the text cannot match: its pattern is not even tried)."""
    text = output_text(markup)
    return [english for english, pattern in patterns if _longest_piece(english) in text and pattern.search(text)]


@functools.cache
def _longest_piece(english: str) -> str:
    """The longest run of an engine sentence between its placeholders, spaces as its pattern reads them."""
    return max((re.sub(r"\s+", " ", piece) for piece in PLACEHOLDER.split(english)), key=len)


def _check_no_english_engine_words(app, exception) -> None:
    """A translated page whose cells print an engine sentence in English: a warning (the build fails) on
    a page declared finished; the other pages are listed once, since their game's words may not be
    translated yet."""
    if exception is not None or app.builder.format != "html" or app.cit_lang == SOURCE_LANGUAGE:
        return
    patterns = english_patterns(app.cit_lang)
    unfinished = {}
    for docname in sorted(app.env.found_docs):
        path = Path(app.outdir) / f"{docname}.html"
        if not path.is_file():
            continue
        found = english_sentences(path.read_text(encoding="utf-8"), patterns)
        if found and not is_finished(docname, app.cit_finished_outputs):
            unfinished[docname] = found
            continue
        for english in found:
            logger.warning("an engine sentence in English on the %s page %s: %r (its kernel did not get %s=%s, "
                           "or a cell shows it without the catalogue)", LANGUAGE_NAMES[app.cit_lang], docname,
                           english, LANGUAGE_ENV, app.cit_lang, type="cit", subtype="english")
    if unfinished:
        logger.info("%d %s pages not declared finished still print engine sentences in English: %s",
                    len(unfinished), LANGUAGE_NAMES[app.cit_lang],
                    "; ".join(f"{doc} ({len(found)}, e.g. {found[0]!r})" for doc, found in unfinished.items()))


def setup(app):
    app.connect("config-inited", _set_language, priority=400)
    app.connect("config-inited", _translate_toc_captions, priority=950)   # after sphinx-external-toc (900)
    app.connect("html-page-context", _page_links)
    app.connect("doctree-read", _check_translated)
    app.connect("build-finished", _write_script_words)
    app.connect("build-finished", _check_no_english_engine_words)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
