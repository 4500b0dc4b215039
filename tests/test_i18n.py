"""The book in two languages from one source: the message catalogues match the sources, the parts declared
finished are completely translated, the checks fail on drift, and the engine, the table and the pages'
kernels speak Italian when asked (see DEVELOPERS.md, "Translating the book").

The built Italian book (hreflang, the switch, the search index, Italian text and tables in the browser)
is checked by tests/browser/test_italian.py.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from engine import bisca
from engine.words import Reader, Seat, current_language, set_language, translate
from widgets.table import TableSession
from tests.load import module_at

ROOT = Path(__file__).resolve().parents[1]
messages = module_at("messages", ROOT / "tools" / "messages.py")      # tools/ is not a package


def _extension():
    module = module_at("cit_i18n_for_tests", ROOT / "_ext" / "cit_i18n.py")
    return module


cit_i18n = _extension()


# --- the catalogues as they are --------------------------------------------------------------------

def test_the_engine_catalogue_matches_the_sources_and_its_finished_sources_are_translated():
    problems = messages.check_engine()
    assert problems == [], "run `make messages`, then translate:\n" + "\n".join(problems)


def test_the_pages_declared_finished_have_complete_catalogues():
    problems = messages.check_finished_pages()
    assert problems == [], "\n".join(problems)


def test_something_is_declared_finished_in_each_language():
    """The checks above must not pass on nothing: Bisca's words and the table, the front pages."""
    for lang in messages.LANGUAGES:
        sources = messages.finished_sources(lang)
        assert {"engine/bisca/", "widgets/table/session.py", "engine/words.py"} <= set(sources)
        assert {"book/intro", "book/how_to_use"} <= set(messages.finished_pages(lang))
        catalog = messages.read_catalog(messages.engine_po(lang), lang)
        done = [m for m in catalog if m.id and m.string and any(messages.in_sources(f, sources)
                                                                for f, _ in m.locations)]
        assert len(done) >= 150, f"only {len(done)} finished {lang} messages"


def test_the_compiled_catalogue_is_in_the_wheel(tmp_path):
    """The in-browser tables install the wheel: engine.mo must be in it (pyproject's package-data)."""
    for part in ("engine", "widgets", "pyproject.toml", "README.md"):
        source = ROOT / part
        (shutil.copytree(source, tmp_path / part, ignore=shutil.ignore_patterns("__pycache__"))
         if source.is_dir() else shutil.copy(source, tmp_path / part))
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", ".", "-w",
                    str(tmp_path / "dist")], cwd=tmp_path, check=True, capture_output=True)
    [wheel] = (tmp_path / "dist").glob("*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for lang in messages.LANGUAGES:
        assert f"engine/locales/{lang}/LC_MESSAGES/engine.mo" in names


# --- the checks fail on drift ------------------------------------------------------------------------

def _catalog(*entries, obsolete=()) -> Catalog:
    catalog = Catalog(locale="it")
    for english, italian, flags, location in entries:
        catalog.add(english, italian, [(location, 0)], flags=flags)
    for english in obsolete:
        catalog.obsolete[english] = catalog.__class__(locale="it").add(english, "vecchio")
    return catalog


def test_a_placeholder_missing_from_a_translation_is_caught():
    catalog = _catalog(("{player} takes the trick.", "prende la mano.", (), "engine/bisca/words.py"))
    [problem] = messages.check_translations(catalog, "it.po", lambda m: False, "x")
    assert "placeholders" in problem and "player" in problem


def test_untranslated_fuzzy_and_english_messages_of_a_finished_source_are_caught():
    catalog = _catalog(("You win!", "", (), "engine/bisca/words.py"),
                       ("You lose.", "Hai perso.", ("fuzzy",), "engine/bisca/words.py"),
                       ("Your turn now.", "Your turn now.", (), "engine/bisca/words.py"),
                       ("Not finished.", "", (), "engine/frederik/words.py"))
    finished = lambda m: any(messages.in_sources(f, ["engine/bisca/"]) for f, _ in m.locations)
    problems = " ".join(messages.check_translations(catalog, "it.po", finished, "a finished source"))
    assert "untranslated" in problems and "fuzzy" in problems and "left in English" in problems
    assert "Not finished." not in problems


def test_missing_and_obsolete_messages_are_caught():
    template = _catalog(("New sentence.", "", (), "engine/words.py"))
    catalog = _catalog(("Old sentence.", "Frase vecchia.", (), "engine/words.py"), obsolete=["Gone."])
    problems = " ".join(messages.check_catalog_against(catalog, template, "it.po"))
    assert "missing" in problems and "no longer in the sources" in problems and "obsolete" in problems


def test_a_page_role_dropped_by_a_translation_is_caught():
    catalog = _catalog(("See {doc}`03_betting` and {clause}`BI-10`.", "Vedi {doc}`03_betting`.", (), "page"))
    [problem] = messages.check_translations(catalog, "page.po", lambda m: True, "a page", same_is_english=False)
    assert "clause" in problem


def test_the_pages_code_cells_are_read_for_messages():
    page = "# T\n\n```{code-cell} ipython3\n:tags: [remove-input]\nHTML(_('A caption'))\n```\n"
    found = list(messages.extract_myst_code_cells(__import__("io").BytesIO(page.encode()), messages.KEYWORDS, [],
                                                  {}))
    assert [(line, message) for line, _, message, _ in found] == [(5, "A caption")]


# --- the engine and the table in Italian --------------------------------------------------------------

@pytest.fixture
def italian():
    before = current_language()
    set_language("it")
    yield
    set_language(before)


def test_a_sentence_agrees_with_a_name_and_with_you():
    from engine.bisca.words import TAKES_TRICK

    said = TAKES_TRICK(player=Seat(1), card="7♣")
    assert said.text(Reader(0, ("Tu", "Anna"), "it")) == "Anna prende la mano con 7♣."
    assert said.text(Reader(1, ("Tu", "Anna"), "it")) == "Prendi la mano con 7♣."


def test_a_refusal_reads_in_italian(italian):
    state = bisca.new_game(players=4, seed=1).apply("bet 2").apply("bet 1")
    refusal = state.explain("bet 2")
    assert refusal.clause == "BI-10"
    assert refusal.words(Reader(lang="it")).startswith("le scommesse farebbero 2 + 1 + 2 = 5")
    assert str(refusal).startswith("BI-10: le scommesse farebbero")


def test_the_language_comes_from_the_environment_a_build_sets():
    code = ("from engine import bisca; s = bisca.new_game(players=4, seed=1).apply('bet 2').apply('bet 1'); "
            "print(s.explain('bet 2').reason)")
    said = subprocess.run([sys.executable, "-c", code], env={**os.environ, cit_i18n.LANGUAGE_ENV: "it"},
                          capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert said.startswith("le scommesse farebbero"), said


def test_an_italian_table_reads_in_italian():
    table = TableSession("bisca", seed=7, players=3, lang="it")
    view = table.view()
    assert view["lang"] == "it"
    assert view["labels"]["undo"] == "Annulla" and view["labels"]["new_game"] == "Nuova partita"
    assert [p["name"] for p in view["players"]][0] == "Tu"
    table.run_computers()
    view = table.view()
    assert view["status"]["text"].startswith("Tocca a te. Scommetti quante mani prenderai")
    assert any(line["text"].startswith("Smazzata 1 di 9") for line in view["log"])


def test_the_in_browser_host_opens_a_table_in_the_language_asked():
    from widgets.table import host

    reply = json.loads(host.handle(json.dumps({"open": {"game": "bisca", "seed": 5, "players": 3, "lang": "it"}})))
    view = reply["view"]
    assert view["lang"] == "it" and view["labels"]["review"] == "Riguarda la partita"
    refused = json.loads(host.handle(json.dumps({"open": {"game": "bisca", "lang": "klingon"}})))
    assert "klingon" in refused["error"]


def test_english_stays_the_source():
    assert translate("Your hand", "en") == "Your hand"
    assert translate("Your hand", "it") == "Le tue carte"
    assert translate("A sentence no catalogue has", "it") == "A sentence no catalogue has"


# --- the book's extension --------------------------------------------------------------------------

def test_each_page_links_to_its_twin():
    assert cit_i18n.twin_root("../", "en", "it") == "../it/"
    assert cit_i18n.twin_root("../", "it", "en") == "../../"


def test_english_engine_words_are_found_only_in_what_the_cells_printed():
    patterns = cit_i18n.english_patterns("it")
    printed = ('<p>The page says: Anna takes the trick with 7♣.</p><div class="cell_output docutils container">'
               '<p>Bruno takes the trick with K♠.</p><pre>Carla takes the trick with 2♥.</pre></div>')
    assert cit_i18n.english_sentences(printed, patterns) == ["{player} takes the trick with {card}."]
    italian = '<div class="cell_output docutils container"><p>Bruno prende la mano con K♠.</p></div>'
    assert cit_i18n.english_sentences(italian, patterns) == []


def test_the_finished_lists_name_pages_that_exist():
    for lang in messages.LANGUAGES:
        for key in ("pages", "outputs"):
            for pattern in cit_i18n.finished_pages(lang, key=key):
                assert list(ROOT.glob(pattern + ".md")), f"{key}: {pattern} is not a page"


# --- the pages' code speaks through the catalogue -------------------------------------------------------

def _page_code(page: Path) -> str:
    return "\n".join(code for _line, code in messages.myst_code_cells(page.read_text(encoding="utf-8")))


def _translating_pages() -> list[Path]:
    return [page for page in sorted((ROOT / "book").rglob("*.md"))
            if "translate as _" in page.read_text(encoding="utf-8")]


@pytest.mark.parametrize("page", _translating_pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_a_page_that_translates_keeps_its_underscore_and_shows_every_message_to_the_catalogue(page):
    """``_`` is the page's translator: a ``for _ in ...`` or ``x, _ = ...`` would silently replace it, and a
    message written inside an f-string is invisible to the extractor (it stays English in every language)."""
    import ast

    tree = ast.parse(_page_code(page))
    rebound = [node.lineno for node in ast.walk(tree)
               if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store)]
    assert not rebound, f"{page.name}: `_` is assigned in its code (lines {rebound} of its cells): use another name"
    hidden = [node.lineno for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
              for call in ast.walk(node) if isinstance(call, ast.Call) and getattr(call.func, "id", None) == "_"]
    assert not hidden, f"{page.name}: `_(...)` inside an f-string (lines {hidden} of its cells): build the text outside it"


def test_some_pages_translate_their_code():
    assert {"intro.md", "index.md", "03_betting.md"} <= {page.name for page in _translating_pages()}


def test_no_message_of_the_engine_or_the_widgets_hides_in_an_f_string():
    import ast

    hidden = []
    for path in sorted([*(ROOT / "engine").rglob("*.py"), *(ROOT / "widgets").rglob("*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        hidden += [f"{path.relative_to(ROOT)}:{node.lineno}" for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
                   for call in ast.walk(node)
                   if isinstance(call, ast.Call) and getattr(call.func, "id", None) in messages.KEYWORDS]
    assert not hidden, f"N_(...) or _(...) inside an f-string is never extracted: {hidden}"
