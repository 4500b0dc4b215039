"""The book's page scripts (assets/js) and what they share: ``window.CIT`` from assets/js/cit-common.js.

The published book loads the scripts ``_config.yml``'s ``html_js_files`` lists, in that order, in the
page's <head>; Voila's template (assets/voila/cit/index.html.j2, fed by the Makefile's VOILA_ASSETS) loads
two of them without cit-common.js. The browser tests check what the scripts do; these check that each
one can find what it uses."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = ROOT / "assets" / "js"
COMMON = "js/cit-common.js"
USES_COMMON = re.compile(r"\bwindow\.CIT\b(?!_)")
#: the one use of window.CIT a script shared with Voila may make: the page's words where the book has loaded
#: them, the English text itself where it has not (Voila)
GUARDED_WORDS = "(window.CIT && window.CIT.t) || function (text) { return text; }"
OWN_WORDS = re.compile(r"\bfunction\s+citT\s*\(|window\.CIT_WORDS")


def book_scripts() -> list[str]:
    config = yaml.safe_load((ROOT / "_config.yml").read_text(encoding="utf-8"))
    return list(config["sphinx"]["config"]["html_js_files"])


def voila_scripts() -> list[str]:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assets = re.search(r"^VOILA_ASSETS\s*:=(.*)$", makefile, re.MULTILINE)
    assert assets, "the Makefile no longer names VOILA_ASSETS: update this test with it"
    return [Path(a).name for a in assets.group(1).split() if a.endswith(".js")]


def test_common_script_loads_first():
    scripts = book_scripts()
    assert scripts[0] == COMMON, f"html_js_files must start with {COMMON} (the others use window.CIT): {scripts}"


def test_every_script_is_loaded_by_the_book_or_voila():
    listed = {Path(s).name for s in book_scripts()} | set(voila_scripts())
    unlisted = sorted(p.name for p in SCRIPTS.glob("*.js") if p.name not in listed)
    assert not unlisted, f"assets/js scripts that no page loads: {unlisted}"


@pytest.mark.parametrize("name", voila_scripts())
def test_voila_scripts_do_without_common(name):
    # Voila's pages load these without cit-common.js: window.CIT is undefined there
    assert not USES_COMMON.search((SCRIPTS / name).read_text(encoding="utf-8").replace(GUARDED_WORDS, "")), \
        f"{name} uses window.CIT, which Voila's template does not load (add cit-common.js to it first)"


@pytest.mark.parametrize("name", [Path(s).name for s in book_scripts()[1:]])
def test_book_scripts_take_their_words_from_common(name):
    # one lookup of the page's words (CIT.t), so the Italian book's words reach every script the same way
    assert not OWN_WORDS.search((SCRIPTS / name).read_text(encoding="utf-8")), \
        f"{name} looks up the page's words itself: use `var citT = window.CIT.t;` (cit-common.js)"
