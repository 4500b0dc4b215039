"""What every built page of the book must do, checked in ONE visit per page (tests/browser/test_every_page.py
for the English pages, test_every_page_it.py for the Italian ones: two files, so that pytest's workers,
which take a file each, walk the two editions side by side).

A visit opens the page in a phone's window (390 px), then widens the same tab to a desktop and lets the
reader's system turn from light to dark; the theme follows it (mode "auto", as for a reader who never
touched the switch). It fails on:

* **Offline and light.** A console error, an uncaught exception, a failed local request or any request
  outside 127.0.0.1; a page without a title; a page that loads the ipywidgets manager, RequireJS or the
  theme's Font Awesome script (the published book is plain HTML with the book's own small scripts).
* **A phone.** A page wider than the window, or a board, table or widget of its own cut off at the
  window's edge or scrolled sideways inside its box (only code blocks may do that); offenders are named.
  Boards, cards, tables, step-through bars and set-up panels must shrink, wrap or stack into the column
  (assets/css/cit-phone.css, viewBox on the engine's SVGs).
* **Words for a reader.** Every word the page shows a reader, its pictures' words and its accessible names
  and tooltips (tests/browser/reader_words.py gathers them): no engine notation or program term (an action
  name with an underscore, a card in letter notation such as ``AH`` or ``JF``, a ``|``-separated table, a
  seat number, ``None``, a label with no value, a sentence said twice in one caption); on an Italian page,
  no English sentence outside what the page marks ``lang="en"``.
* **Anyone can use it.** axe-core (pinned, fetched by `make vendor` into _vendor/axe/, never into the
  book's _static/: the tests' server serves it beside the book) against the WCAG 2 A and AA rules in light
  mode, and its rules of colour (contrast, links told from text) again in dark mode, on the English pages;
  an Italian page is drawn by the same stylesheet as its English twin (its words change, not its colours),
  so it meets every rule but those of colour, checked on its twin in both modes. Any violation in the
  project's own elements fails. The few theme elements no configuration can fix would be listed in
  THEME_LEFTOVERS, each with its reason, and only those left out (none today: the theme's unnamed menu
  toggles are named by assets/js/cit-a11y.js).

Screenshots for a person to look at are `make screenshots` (tools/screenshots.py), not part of the tests.
"""
from __future__ import annotations

import functools
import re
from pathlib import Path
from urllib.parse import urljoin

import pytest

from tests.browser.conftest import CHECKER_PATH, HTML
from tests.browser.reader_words import READER_WORDS, english_sentences, reader_word_problems

ROOT = Path(__file__).resolve().parents[2]
AXE_DIR = ROOT / "_vendor" / "axe"
WCAG_TAGS = ["wcag2a", "wcag2aa"]
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}

THEME_LEFTOVERS: dict[str, str] = {}

HEAVY_SCRIPTS = re.compile(r"embed-amd|require(\.min)?\.js|html-manager|fontawesome\.js")

# the rules whose verdict depends on the colours drawn: all that a change from light to dark mode can change
COLOUR_RULES = ["color-contrast", "link-in-text-block"]

AXE_RUN = """async ([tags, exclude, rules, skipped]) => {
  const only = rules && rules.length ? {type: 'rule', values: rules} : {type: 'tag', values: tags};
  const off = Object.fromEntries((skipped || []).map(rule => [rule, {enabled: false}]));
  const result = await axe.run({include: [document], exclude: exclude.map(s => [s])},
                               {runOnly: only, rules: off, resultTypes: ['violations']});
  return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
                                      nodes: v.nodes.map(n => n.target.join(' '))}));
}"""

# The theme's colours fade into the new mode and its sidebars slide in (CSS transitions, about 0.4 s a
# page): axe must see the colours the reader ends up with, so the fades are cut to nothing once the page
# has loaded (NO_FADES: the colours and sizes reached are the same, at once), and any finite animation
# left is waited for, after a frame in which it has started.
NO_FADES = """() => { const style = document.createElement('style'); style.id = 'cit-test-no-fades';
  style.textContent = '*, *::before, *::after { transition-duration: 0s !important; transition-delay: 0s !important; }';
  document.head.appendChild(style); }"""
SETTLED = """() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() =>
  Promise.all(document.getAnimations()
    .filter(a => a.effect && a.effect.getTiming().iterations !== Infinity)
    .map(a => a.finished.catch(() => null))).then(() => done()))))"""

# What of the page's own content passes the window's right edge (cut off, or only seen by scrolling a
# box sideways): outermost elements only. Code blocks scroll sideways by design and are left out.
STICKING_OUT = """w => {
  const out = [];
  const describe = el => {
    const cls = (el.getAttribute('class') || '').trim().split(/\\s+/).slice(0, 3).join('.');
    return el.tagName.toLowerCase() + (cls ? '.' + cls : '');
  };
  for (const el of document.querySelectorAll('article *')) {
    if (el.closest('pre, .highlight')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0) continue;
    const style = getComputedStyle(el);
    if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 2)
      out.push(`${describe(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
    else if (r.right > w + 1 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > w + 1))
      out.push(`${describe(el)} reaches ${Math.round(r.right)} px`);
    if (out.length >= 5) break;
  }
  return out;
}"""


@functools.cache
def axe_file() -> Path:
    found = sorted(AXE_DIR.glob("axe-*.min.js"))
    if not found:
        pytest.fail("axe-core is missing from _vendor/axe: run `make vendor` (or `make test`)")
    return found[-1]


def axe_script() -> str:
    return axe_file().read_text(encoding="utf-8")


# the theme (pydata-sphinx-theme) keeps the reader's choice of light, dark or auto in localStorage "mode"
# and draws it as <html data-theme="...">
def choose_mode(page, mode: str) -> None:
    """Every page opened from now on comes up in ``mode``, as if the reader had picked it."""
    page.add_init_script(f"localStorage.setItem('mode', '{mode}'); localStorage.setItem('theme', '{mode}');")


def axe_url(book_server: str) -> str:
    """Where the book's test server serves axe-core (beside the book, not in it: tests/browser/conftest.py)."""
    return urljoin(book_server, CHECKER_PATH.lstrip("/") + axe_file().name)


def axe_violations(page, script_url: str, rules: list[str] | None = None, skipped: list[str] | None = None) -> list[dict]:
    """axe's WCAG 2 A/AA violations on the page as it is drawn now (only ``rules``, if given; never those
    ``skipped``; the script, at ``script_url``, is added once per page)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(url=script_url)
    return page.evaluate(AXE_RUN, [WCAG_TAGS, list(THEME_LEFTOVERS), rules or [], skipped or []])


def described(violations: list[dict], where: str) -> list[str]:
    lines = []
    for v in violations:
        nodes = ", ".join(v["nodes"][:4]) + (f" (+{len(v['nodes']) - 4} more)" if len(v["nodes"]) > 4 else "")
        lines.append(f"{where}: {v['id']} ({v['impact']}, {len(v['nodes'])} elements): {v['help']}: {nodes}")
    return lines


def visit(page, book_server: str, rel: str) -> None:
    """One visit of the built page ``rel``: phone, desktop light, desktop dark. Fails with every problem found."""
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    choose_mode(page, "auto")
    page.emulate_media(color_scheme="light")
    page.set_viewport_size(PHONE)
    # plain HTML, drawn once loaded and its fonts in (what is measured on a phone depends on them); an
    # edition's index.html sends the reader on to its first page, which is the page checked
    redirect = (HTML / rel).read_text(encoding="utf-8").lstrip().startswith('<meta http-equiv="Refresh"')
    page.goto(book_server + rel, wait_until="networkidle" if redirect else "load")
    page.evaluate("document.fonts.ready.then(() => true)")
    page.evaluate(NO_FADES)
    problems: list[str] = []
    if not page.title():
        problems.append("the page has no title")
    heavy = [u for u in requested if HEAVY_SCRIPTS.search(u)]
    if heavy:
        problems.append(f"loads a widget manager or icon script: {heavy}")
    words = page.evaluate(READER_WORDS)
    wording = reader_word_problems(words) + (english_sentences(words) if rel.startswith("it/") else [])
    problems += wording[:20] + ([f"... and {len(wording) - 20} more of the words above"] if len(wording) > 20 else [])

    width = page.evaluate("document.documentElement.scrollWidth")
    out = page.evaluate(STICKING_OUT, PHONE["width"])
    if width > PHONE["width"] or out:
        problems.append(f"does not fit a phone {PHONE['width']} px wide: page {width} px wide; " + "; ".join(out))

    page.set_viewport_size(DESKTOP)
    for mode in ("light",) if rel.startswith("it/") else ("light", "dark"):
        if mode != "light":  # the page opened in light mode
            page.emulate_media(color_scheme=mode)
        # the theme in "auto" follows the system's scheme (its own listener sets <html data-theme>)
        page.wait_for_function("m => document.documentElement.dataset.theme === m", arg=mode, timeout=5_000)
        page.evaluate(SETTLED)
        # every rule in light mode (an Italian page: all but those of colour, its twin's); in dark mode the
        # rules of colour, the only ones a mode can change
        if mode == "dark":
            found = axe_violations(page, axe_url(book_server), rules=COLOUR_RULES)
        else:
            found = axe_violations(page, axe_url(book_server), skipped=COLOUR_RULES if rel.startswith("it/") else None)
        problems += described(found, f"{mode} mode")

    problems += page.record.problems()
    assert not problems, f"{rel}:\n" + "\n".join(problems)
