"""What a reader reads on a built page, and the engine notation or program terms it must never hold.

``READER_WORDS`` (run in the page by tests/browser/every_page.py, once per visit) gathers every piece
of text a reader meets in the page's article: the visible words, block by block (a paragraph, a list
item, a table cell, a step-through caption: every frame of a step-through, not only the one shown);
the pictures' words (SVG ``<text>`` and ``<title>``); and the accessible names and tooltips
(``aria-label``, ``title``, ``alt``, ``aria-valuetext``). Code is left out: code blocks, inline code
and the "Check it in code" dropdowns keep the engine's notation on purpose (saves, tests and typed
moves speak it).

:func:`reader_word_problems` says what in them is not fit for a reader: an action name with an
underscore, a card in letter notation (``AH``, ``8C``, ``JF``), a ``|``-separated table, a seat
number, a Python ``None``, a label with no value after it, a sentence said twice in one caption.
Pure Python, so tests/test_reader_words.py checks the checks without a browser.
"""
from __future__ import annotations

import re

#: The article's words as the reader meets them: [{"where": ..., "text": ..., "kind": ...}, ...].
#: kind: "text" (a block's own words), "svg" (a picture's <text>/<title>), "name" (an accessible name or
#: tooltip); "label" marks a block that ends with a colon and has nothing after it in its box (a label
#: with no value).
READER_WORDS = r"""() => {
  const root = document.querySelector('article') || document.body;
  // the "Check it in code" dropdowns hold the doctests and the notation they use, on purpose
  for (const summary of root.querySelectorAll('details > summary')) {
    if (CODE_DROPDOWNS.includes(summary.textContent.trim())) summary.parentElement.setAttribute('data-cit-code', '');
  }
  const SKIP = 'script, style, template, pre, code, kbd, samp, .highlight, [data-cit-code]';
  const BLOCK = 'p, li, td, th, dt, dd, h1, h2, h3, h4, h5, h6, caption, figcaption, summary, label, button, ' +
                'option, blockquote, div, section, aside, header, footer, nav, form, legend, table, ul, ol, dl';
  const CAPTION = '.cit-static-step, .cit-state, figcaption, caption, .cit-event, .cit-last-event';
  const OWN_BOX = '.cit-event, .cit-last-event';
  const units = [];
  const describe = el => {
    const cls = (el.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean).slice(0, 2).join('.');
    return el.tagName.toLowerCase() + (cls ? '.' + cls : '');
  };
  const skipped = el => !!el.closest(SKIP);
  const langOf = el => { const marked = el.closest('[lang]'); return marked ? marked.getAttribute('lang') : ''; };
  const unit = (el, where, text, kind) => units.push({where, text, kind, lang: langOf(el),
                                                      caption: !!el.closest(CAPTION)});
  const own = new Map();      // a block -> the words whose nearest block it is
  const foreign = new Map();  // a block -> its words marked as another language than the page's (lang)
  const pageLang = (document.documentElement.getAttribute('lang') || '').slice(0, 2);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim() || skipped(parent)) continue;
    if (parent.closest('svg text, svg title')) continue;            // the pictures' words: below
    const block = parent.closest(BLOCK) || root;
    const lang = langOf(parent);
    if (lang && pageLang && !lang.startsWith(pageLang)) {
      const found = foreign.get(block) || {lang, text: ''};
      found.text += node.data;
      foreign.set(block, found);
    }
    own.set(block, (own.get(block) || '') + node.data);
  }
  for (const [block, text] of own) {
    const words = text.replace(/\s+/g, ' ').trim();
    if (!words) continue;
    const marked = foreign.get(block);
    if (!marked) { unit(block, describe(block), words, 'text'); continue; }
    // a passage marked as another language (the tests' names): checked for notation with the rest, and
    // left out of the language check
    units.push({where: describe(block), text: words, kind: 'text', lang: marked.lang,
                caption: !!block.closest(CAPTION)});
    const rest = text.replace(marked.text, '').replace(/\s+/g, ' ').trim();
    if (rest) units.push({where: describe(block), text: rest, kind: 'text', lang: langOf(block), caption: false,
                          languageOnly: true});
  }
  // a label ending in a colon with nothing after it in its box: "score:" and then nothing
  const shows = node => node.nodeType === Node.TEXT_NODE ? !!node.data.trim() :
    node.nodeType === Node.ELEMENT_NODE && !!(node.textContent.trim() || node.matches('svg, img, canvas, input, select') ||
                                              node.querySelector('svg, img, canvas, input, select'));
  for (const [block, text] of own) {
    if (!/:\s*$/.test(text) || block.querySelector('svg, img, canvas, ul, ol, dl, table, input, select')) continue;
    let follows = false;
    // the last words of a list item may introduce what follows the list ("4. Score each player:", a table);
    // a table's line of news ("Last:") holds its value in its own box, never in the next one
    for (let el = block.closest(OWN_BOX) ? null : block; el && !follows; el = el.parentElement && el.parentElement.matches('li, ol, ul')
         && el.parentElement !== root ? el.parentElement : null) {
      for (let next = el.nextSibling; next && !follows; next = next.nextSibling) follows = shows(next);
    }
    if (!follows) unit(block, describe(block), text.replace(/\s+/g, ' ').trim(), 'label');
  }
  for (const el of root.querySelectorAll('svg text, svg title')) {
    if (skipped(el)) continue;
    const words = el.textContent.replace(/\s+/g, ' ').trim();
    if (words) unit(el, 'svg ' + el.tagName.toLowerCase(), words, 'svg');
  }
  for (const el of root.querySelectorAll('[aria-label], [title], [alt], [aria-valuetext]')) {
    if (skipped(el)) continue;
    for (const attr of ['aria-label', 'title', 'alt', 'aria-valuetext']) {
      const value = (el.getAttribute(attr) || '').replace(/\s+/g, ' ').trim();
      if (value) unit(el, describe(el) + '[' + attr + ']', value, 'name');
    }
  }
  return units;
}"""
#: the titles of the dropdowns that hold a page's doctests, in every edition
CODE_DROPDOWNS = ("Check it in code", "Verificalo nel codice")
READER_WORDS = READER_WORDS.replace("CODE_DROPDOWNS", repr(list(CODE_DROPDOWNS)).replace("'", '"'))

#: What a reader must never read: (why, pattern)
NOTATION = [
    ("an action name with an underscore", re.compile(r"\b[a-z]+_[a-z_]+\b")),
    ("a seat number", re.compile(r"\b(?:[Ss]eats? \d+(?:-\d+)?|[Pp]ost[oi] \d+)\b|\bseat[_ ]?\d\b")),
    ("a card in letter notation", re.compile(r"(?<![\w/.-])(?:10|[2-9AJQKT])[HDCSFP](?![\w/.-])")),
    ("a table in notation", re.compile(r"(?:[♠♥♦♣]|\b(?:10|[2-9AJQKT])[HDCSFP]) \| \S")),
    ("a Python None", re.compile(r"\bNone\b")),
    ("a placeholder left unfilled", re.compile(r"\{[a-z_]+\}")),
    ("a label with no value", re.compile(r"[\w)]:\s*(?:·|,|;)")),
]

_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")
QUOTES = "“\"«'‘"
_CLAUSE_SPLIT = re.compile(r"[.,;:!?…()·]")


def repeated_clause(text: str, min_words: int = 4) -> str | None:
    """A clause of ``min_words`` words or more said twice in ``text`` (one caption), if any.

    >>> repeated_clause("South chooses to place first, so North plays. South chooses to place first, so North waits.")
    'south chooses to place first'
    >>> repeated_clause("Anna plays the 7. Bruno plays the 8.") is None
    True
    >>> repeated_clause("the most, “no opening at all”, and the share, “no opening at all”, too") is None
    True
    """
    seen: set[str] = set()
    for clause in _CLAUSE_SPLIT.split(text):
        words = " ".join(clause.lower().split())
        if len(words.split()) < min_words or words[:1] in QUOTES:
            continue                                     # a name quoted twice ("the variant ...") is no repeat
        if words in seen:
            return words
        seen.add(words)
    return None


def reader_word_problems(units: list[dict]) -> list[str]:
    """Every piece of notation or program term in ``units`` (as :data:`READER_WORDS` gathers them), one
    line each: why, where and the words."""
    problems = []
    for unit in units:
        text, kind = unit["text"], unit["kind"]
        if unit.get("languageOnly"):
            continue                       # the same words were checked whole, with their marked passage
        if kind == "label":
            problems.append(f"a label with no value ({unit['where']}): {text[-80:]!r}")
            continue
        for why, pattern in NOTATION:
            if why == "a label with no value" and kind != "text":
                continue
            found = pattern.search(text)
            if found:
                start = max(0, found.start() - 40)
                problems.append(f"{why} ({unit['where']}): {text[start:found.end() + 40]!r}")
        if kind == "text" and unit.get("caption"):
            again = repeated_clause(text)
            if again:
                problems.append(f"a sentence said twice ({unit['where']}): {again!r}")
    return problems


# --- the Italian edition: no English sentence outside what a page marks lang="en" ------------------------

#: words that are English and never Italian (so a sentence holding them is English)
ENGLISH_WORDS = frozenset("""
the and of to is are was you your with that this for on each every one from its it which what when
not may must can cannot takes take plays play wins win has have his her their they there here
card cards trick tricks bet bets player players game hand hands deck board step next previous first last
turn by at hidden empty dot ring cross allowed score seat none nobody yes move moves piece pieces
pawn rook bishop knight queen king dealer round rounds scissors stone rock paper
""".split())
#: English game words that have an Italian term of their own: one alone makes a sentence English
ENGLISH_TERMS = frozenset("pawn rook bishop knight queen dealer trick tricks round rounds scissors rock "
                          "takes beats wins plays draws".split())
ITALIAN_WORDS = frozenset("""
il lo la le gli i di del della dei delle e è che un una uno per con non si sono ogni carta carte mano
presa prese scommessa giocatore giocatori partita gioca giocare alla al nel nella tutte tutti quando quale
tu tua tuo tuoi ha hai può puoi dove casella caselle pedina pedine mazzo turno vince prende
""".split())
_WORD = re.compile(r"[a-zà-ù]+")
_QUOTED = re.compile(r"“[^”]*”|«[^»]*»|‘[^’]*’|\"[^\"]*\"")


def english_sentences(units: list[dict]) -> list[str]:
    """The units of an Italian page (as :data:`READER_WORDS` gathers them) that read in English, outside
    passages marked as another language (``lang="en"``: the tests' names in the clause indexes): one that
    holds two English words or more and fewer Italian ones, or an English game word that has an Italian
    term of its own (pawn, trick, round...) or a verb of the games (takes, beats...)."""
    found = []
    for unit in units:
        if unit["kind"] == "label" or not (unit.get("lang") or "it").startswith("it"):
            continue
        # a word mentioned in quotes ("the rules call it «round»") is a mention, not English said
        words = _WORD.findall(_QUOTED.sub(" ", unit["text"]).lower())
        if len(words) < 2:
            continue                       # one word alone is a name (a glossary's English term), not a sentence
        english = sum(w in ENGLISH_WORDS for w in words)
        italian = sum(w in ITALIAN_WORDS for w in words)
        if english >= 2 and english > italian or ENGLISH_TERMS.intersection(words):
            found.append(f"English on an Italian page ({unit['where']}): {unit['text'][:100]!r}")
    return found
