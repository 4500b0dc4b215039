"""Practice exercises that are scored in the reader's browser, with no kernel.

A page computes every answer WITH THE ENGINE when the book is built, and this module turns the
answers into plain HTML (real ``<button>`` elements with data attributes). The small static script
``assets/js/cit-practice.js`` (listed in ``_config.yml`` under ``html_js_files``) marks answers right
or wrong, shows the feedback in an ``aria-live`` region and keeps the score line ("3 of 8 right");
"Try again" clears the set. The styles are in ``assets/css/cit-reader.css``.

Usage in a page (a ``{code-cell}`` tagged ``remove-input``)::

    from engine import bisca
    from engine.render import cards_row
    from widgets.practice import choice_exercise, multi_choice_exercise, practice_set

    cards = ["5C", "2D", "KC"]
    winner = bisca.trick_winner(cards)                    # the engine answers, at build time
    options = [(card, i == winner, "why this card wins or loses, in words")
               for i, card in enumerate(cards)]
    bets = [(str(b), b in bisca.allowed_bets(5, [2, 1]), "why", "BI-10") for b in range(6)]
    practice_set([
        choice_exercise("Which card takes this trick?", options, picture_html=cards_row(...), clause="BI-13"),
        multi_choice_exercise("Which bets may the third player make?", bets),
    ], title="Practice: tricks and bets")

The last line of the cell is the display object, so the page shows the exercises.

- ``options``: a list of ``(label_html, is_correct, feedback)`` or ``(label_html, is_correct,
  feedback, clause)``. ``label_html`` and ``picture_html`` are markup (the engine's card pictures,
  trusted); ``question`` and ``feedback`` are plain text and are escaped. A wrong answer's feedback
  should say why, and its clause (the option's own, else the exercise's) is shown beside it.
  Write feedback so that it reads both on its own (after "Right." / "Not this one.", where its
  first letter is capitalised) and after "<option> should be ticked:" in a multi-choice exercise.
- ``choice_exercise``: exactly one option is right; the first answer counts for the score, the
  right option is then marked, and the other options can still be clicked to read why.
- ``multi_choice_exercise``: tick every option that applies, then *Check*; it counts as right only
  when the ticked set is exactly the right set, and the feedback explains each mistake.
- ``refusal_html(error)``: an engine refusal (``IllegalAction``) drawn as a "Not allowed" box with
  the reason and the clause, for pages that show a deliberate refusal instead of a traceback.

>>> ex = choice_exercise("Which is larger?", [("2", False, "2 < 3"), ("3", True, "3 > 2")], clause="X-1")
>>> html = practice_set([ex], title="Numbers").data
>>> html.count('class="cit-option"'), 'data-correct="true"' in html, "0 of 1 right" in html
(2, True, True)
>>> from engine.errors import IllegalAction
>>> print(refusal_html(IllegalAction("BI-10", "the bets would total 5")))
<div class="cit-refusal" role="note"><span class="cit-refusal-title">Not allowed</span> <span class="cit-refusal-reason">the bets would total 5</span> <a class="cit-clause" href="99_clause_index.html#bi-10">BI-10</a></div>
"""
from __future__ import annotations

import html
import itertools
from dataclasses import dataclass
from html.parser import HTMLParser
from typing import Any, Callable, Iterable, Sequence

from IPython.display import HTML

from engine.words import N_, Reader, translate

__all__ = ["Exercise", "Option", "choice_exercise", "multi_choice_exercise", "practice_set",
           "practice_html", "refusal_html", "clause_html"]

_ids = itertools.count(1)


def _escape(text: str) -> str:
    return html.escape(str(text), quote=True)


@dataclass(frozen=True)
class Option:
    """One answer: its label (markup), whether it is right, why (text), and the clause saying so."""

    label_html: str
    is_correct: bool
    feedback: str = ""
    clause: str | None = None


@dataclass(frozen=True)
class Exercise:
    """A question with its options; ``multi`` means "tick all that apply"."""

    question: str
    options: tuple[Option, ...]
    picture_html: str = ""
    clause: str | None = None
    multi: bool = False


class _PlainText(HTMLParser):
    """The words of a label: text, and the ``aria-label`` of a picture instead of its inner text."""

    def __init__(self):
        super().__init__()
        self.words: list[str] = []
        self.depth_in_picture = 0

    def handle_starttag(self, tag, attrs):
        if self.depth_in_picture:
            self.depth_in_picture += 1
            return
        label = dict(attrs).get("aria-label")
        if tag == "svg" or label:
            self.depth_in_picture = 1
            if label:
                self.words.append(label)

    def handle_endtag(self, tag):
        if self.depth_in_picture:
            self.depth_in_picture -= 1

    def handle_data(self, data):
        if not self.depth_in_picture:
            self.words.append(data)


def plain_text(label_html: str) -> str:
    """What a label says in words (card pictures read by their ``aria-label``).

    >>> plain_text('<svg role="img" aria-label="10♥"><text>10</text></svg> and <b>2♠</b>')
    '10♥ and 2♠'
    """
    parser = _PlainText()
    parser.feed(label_html)
    parser.close()
    return " ".join(" ".join(parser.words).split())


def _options(options: Iterable) -> tuple[Option, ...]:
    built = []
    for item in options:
        if isinstance(item, Option):
            built.append(item)
            continue
        item = tuple(item)
        if len(item) not in (3, 4):
            raise ValueError(f"an option is (label_html, is_correct, feedback[, clause]), not {item!r}")
        label, correct, feedback = item[:3]
        if not isinstance(correct, bool):
            raise ValueError(f"is_correct must be True or False, not {correct!r} (option {label!r})")
        built.append(Option(str(label), correct, str(feedback), item[3] if len(item) == 4 else None))
    if len(built) < 2:
        raise ValueError("an exercise needs at least two options")
    return tuple(built)


def choice_exercise(question: str, options: Iterable, picture_html: str = "", clause: str | None = None) -> Exercise:
    """A question with exactly one right option (see the module docstring for ``options``)."""
    built = _options(options)
    right = sum(o.is_correct for o in built)
    if right != 1:
        raise ValueError(f"a choice exercise needs exactly one right option, not {right}: {question!r}")
    return Exercise(str(question), built, picture_html, clause, multi=False)


def multi_choice_exercise(question: str, options: Iterable, picture_html: str = "",
                          clause: str | None = None) -> Exercise:
    """"Tick all that apply": any number of right options (zero included), checked with *Check*."""
    return Exercise(str(question), _options(options), picture_html, clause, multi=True)


ClauseLink = Callable[[str], str | None] | str | None
CLAUSE_INDEX_LINK = "99_clause_index.html#{anchor}"
"""Where a clause chip points by default: the game's clause index page, beside the page showing it
(every game's pages share one folder, ``book/<game>/``, with its ``99_clause_index`` page)."""


def clause_html(clause: str | None, link: ClauseLink | None = None) -> str:
    """A clause ID as a small chip, a link when ``link`` gives an address: either a format string
    with ``{id}`` / ``{anchor}`` (``"99_clause_index.html#{anchor}"``) or a function of the ID.
    The chip looks like the ones the book's clause extension draws in prose (``assets/cit-clauses.css``)."""
    if not clause:
        return ""
    href = None
    if callable(link):
        href = link(clause)
    elif link:
        href = link.format(id=clause, anchor=clause.lower())
    if href:
        return f'<a class="cit-clause" href="{_escape(href)}">{_escape(clause)}</a>'
    return f'<span class="cit-clause">{_escape(clause)}</span>'


def _exercise_html(number: int, exercise: Exercise, uid: str, link: ClauseLink) -> str:
    kind = "multi" if exercise.multi else "single"
    qid = f"{uid}-q{number}"
    # on paper (a worksheet) there is no Check button to press: those words are for the screen only
    then_check = '<span class="cit-screen-only">' + translate(N_(", then press Check")) + "</span>"
    hint = (' <span class="cit-hint">' + translate(N_("Tick every answer that applies{then_check}.")).format(
        then_check=then_check) + "</span>" if exercise.multi else "")
    parts = [f'<li class="cit-exercise" data-kind="{kind}" aria-labelledby="{qid}">',
             f'<p class="cit-question" id="{qid}"><span class="cit-number">{number}.</span> '
             f'{_escape(exercise.question)}{hint}</p>']
    if exercise.picture_html:
        parts.append(f'<div class="cit-picture">{exercise.picture_html}</div>')
    parts.append(f'<div class="cit-options" role="group" aria-labelledby="{qid}">')
    for option in exercise.options:
        clause = clause_html(option.clause or exercise.clause, link)
        pressed = ' aria-pressed="false"' if exercise.multi else ""
        parts.append(
            f'<button type="button" class="cit-option" data-correct="{str(option.is_correct).lower()}"'
            f' data-name="{_escape(plain_text(option.label_html))}"{pressed}>'
            f'<span class="cit-mark" aria-hidden="true"></span><span class="cit-label">{option.label_html}</span>'
            f'<span class="cit-verdict"></span></button>'
            f'<template class="cit-why">{_escape(option.feedback)}{" " + clause if clause else ""}</template>')
    parts.append("</div>")
    if exercise.multi:
        parts.append('<button type="button" class="cit-check">' + translate(N_("Check")) + "</button>")
    parts.append('<div class="cit-feedback" aria-live="polite"></div></li>')
    return "".join(parts)


def practice_html(exercises: Sequence[Exercise], title: str = "Practice",
                  clause_link: ClauseLink = CLAUSE_INDEX_LINK, legend: str = "") -> str:
    """The markup of :func:`practice_set` (a string), for embedding in other HTML; ``legend`` says how to
    read the pictures (on screen and on the printed worksheet)."""
    exercises = list(exercises)
    if not exercises:
        raise ValueError("a practice set needs at least one exercise")
    for exercise in exercises:
        if not isinstance(exercise, Exercise):
            raise TypeError(f"not an exercise: {exercise!r} (use choice_exercise or multi_choice_exercise)")
    uid = f"cit-practice-{next(_ids)}"
    total = len(exercises)
    # the same words as assets/js/cit-practice.js writes once answers come in (one catalogue entry each)
    score = translate(N_("{right} of {total} right")).format(right=0, total=total)
    answered = translate(N_("({answered} answered)")).format(answered=0)
    no_script = translate(N_("The answers are checked by a small script: turn on JavaScript to use them."))
    try_again = translate(N_("Try again"))
    body = "".join(_exercise_html(i, ex, uid, clause_link) for i, ex in enumerate(exercises, 1))
    legend_html = f'<p class="cit-practice-legend">{_escape(legend)}</p>' if legend else ""
    return (f'<section class="cit-practice" id="{uid}" data-total="{total}" aria-labelledby="{uid}-title">'
            f'<div class="cit-practice-head"><h3 class="cit-practice-title" id="{uid}-title">{_escape(title)}</h3>'
            f'<p class="cit-score" aria-live="polite">{score} <span class="cit-answered">{answered}</span></p></div>'
            f'{legend_html}<noscript><p>{no_script}</p></noscript>'
            f'<ol class="cit-exercises">{body}</ol>'
            f'<button type="button" class="cit-try-again">{try_again}</button></section>')


def practice_set(exercises: Sequence[Exercise], title: str = "Practice",
                 clause_link: ClauseLink = CLAUSE_INDEX_LINK, legend: str = "") -> HTML:
    """The exercises with a score line and a *Try again* button, as a displayable HTML object.

    Clause chips link to the game's clause index page (``clause_link``; ``None`` for plain chips);
    ``legend`` says how to read the pictures (a game's ``PracticeSet.legend``)."""
    return HTML(practice_html(exercises, title, clause_link, legend))


def refusal_html(error: Any, clause_link: ClauseLink = CLAUSE_INDEX_LINK, names: Sequence[str] | None = None) -> str:
    """An engine refusal (``IllegalAction``: ``.clause`` and ``.reason``) as a "Not allowed" box;
    its clause chip links to the game's clause index page (``clause_link=None``: a plain chip).
    ``names`` are the seats' names, for a reason that names a seat ("it is Anna's turn").

    ``None`` (what ``state.explain(action)`` gives for a legal action) raises ``ValueError``: a page
    that means to show a refusal must not publish one for a move the engine allows."""
    if error is None:
        raise ValueError("refusal_html(None): the example that should be refused was allowed by the engine "
                         "(state.explain(...) gave None); show a move that is refused, or say in words that "
                         "it is legal")
    clause = getattr(error, "clause", None)
    reason = getattr(error, "reason", None)
    if names and getattr(error, "message", None) is not None:
        reason = error.words(Reader(names=tuple(names)))
    if reason is None:
        reason = str(error)
    tag = clause_html(clause, clause_link)
    title = translate(N_("Not allowed"))
    return (f'<div class="cit-refusal" role="note"><span class="cit-refusal-title">{title}</span> '
            f'<span class="cit-refusal-reason">{_escape(reason)}</span>{" " + tag if tag else ""}</div>')
