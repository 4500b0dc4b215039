"""Handouts that print on A4: a practice set as a worksheet with a separate answer page, the teacher's
guides' class quizzes with their answer keys, La Scamorra's board, pieces and decks, and Bisca's score
sheet.

Everything is drawn when the book is built, from the engine and from the same exercise objects as the
practice pages (:mod:`widgets.practice_sets`), so a quiz's answer key can never disagree with the
practice page it comes from. The markup is plain HTML and SVG; the styles are in
``assets/css/cit-print.css`` and ``assets/js/cit-print.js`` (a running header naming the game on every
printed page, and the "Print ..." buttons that print one part of a page).

Keys work in greyscale: a single-choice question offers circles (◯, choose one), a "tick all that apply"
one squares (☐), and every mark on a picture has its own shape.

>>> practice = practice_exercises("bisca")
>>> sheet = worksheet_html(practice, [1, 2], title="Bisca: class quiz", section_id="quiz")
>>> sheet.count('class="cit-ws-question"'), sheet.count("◯") >= 4, sheet.count("☐") >= 6, "data-correct" in sheet
(2, True, True, False)
>>> key = answer_key_html(practice, [1, 2], title="Bisca: class quiz, answer key", section_id="key")
>>> 'data-number="2"' in key and 'data-answers="[&quot;0&quot;, &quot;1&quot;, &quot;3&quot;' in key
True
"""
from __future__ import annotations

import html
import json
import re
from typing import Any, Sequence, TYPE_CHECKING

from IPython.display import HTML

from engine.words import N_, current_language, join_words, translate
from widgets.practice import Exercise, clause_html, plain_text
from widgets.practice_sets import PracticeSet, practice_exercises

if TYPE_CHECKING:
    from engine.words import Message

__all__ = ["worksheet_html", "answer_key_html", "class_quiz", "practice_answers", "print_button_html",
           "answer_line", "why_line", "bisca_score_sheet", "scamorra_board_and_pieces", "scamorra_decks"]

SINGLE_MARK = "◯"
MULTI_MARK = "☐"
#: "tick all five": the count of boxes in words, from two to eight
COUNT_WORDS = {2: N_("two"), 3: N_("three"), 4: N_("four"), 5: N_("five"), 6: N_("six"), 7: N_("seven"),
               8: N_("eight")}


def how_to_answer() -> str:
    """What the worksheet's circles and squares mean, in the current language."""
    circle = translate(N_("a circle: choose one answer."))
    square = translate(N_("a square: tick every answer that applies."))
    return (f'<span aria-hidden="true">{SINGLE_MARK}</span> {circle} '
            f'<span aria-hidden="true">{MULTI_MARK}</span> {square}')


def _escape(text: str) -> str:
    return html.escape(str(text), quote=True)


def _sentence(text: str) -> str:
    """Feedback written to follow "... should be ticked:" starts in lower case; on its own it is a sentence,
    unless it starts with a square or a card, which keeps its own spelling.

    >>> _sentence("the bets would total 5"), _sentence("c3 is not South's home")
    ('The bets would total 5', "c3 is not South's home")
    """
    text = text.strip()
    first = re.split(r"[\s,.:;!?]", text, maxsplit=1)[0]
    if any(ch.isdigit() for ch in first):
        return text
    return text[:1].upper() + text[1:] if text else text


def _names(labels: Sequence[str]) -> str:
    """"0, 1 and 3" (names already plain text)."""
    return join_words(labels)


def right_names(exercise: Exercise) -> list[str]:
    """The right options, named as the practice page names its buttons (``data-name``)."""
    return [plain_text(o.label_html) for o in exercise.options if o.is_correct]


def answer_line(exercise: Exercise) -> str:
    """The answer in a few words: the one right option, or which boxes to tick.

    >>> ex = practice_exercises("bisca").exercises
    >>> answer_line(ex[0]), answer_line(ex[1])
    ('J♥ second', 'tick 0, 1, 3, 4 and 5; leave 2')
    >>> answer_line(ex[10])
    'tick all five'
    """
    right = right_names(exercise)
    if not exercise.multi:
        return right[0]
    wrong = [plain_text(o.label_html) for o in exercise.options if not o.is_correct]
    if not wrong:
        count = len(right)
        return translate(N_("tick all {count}")).format(
            count=translate(COUNT_WORDS[count]) if count in COUNT_WORDS else str(count))
    if not right:
        return translate(N_("tick none"))
    return translate(N_("tick {right}; leave {wrong}")).format(right=_names(right), wrong=_names(wrong))


def why_line(exercise: Exercise) -> str:
    """Why, in the practice page's own words: the right option's feedback for one choice; for "tick all
    that apply", why each box left empty must stay empty (or, when every box is right, why they are).

    >>> why_line(practice_exercises("bisca").exercises[1])
    '2: it is refused: the bets would total 1 + 2 + 2 = 5, the number of cards in hand; the running total of bets may never equal it.'
    """
    if not exercise.multi:
        return _sentence(next(o.feedback for o in exercise.options if o.is_correct))
    wrong = [o for o in exercise.options if not o.is_correct]
    if not wrong:
        return _sentence(exercise.options[0].feedback)
    seen, parts = set(), []
    for option in wrong:
        if option.feedback not in seen:
            seen.add(option.feedback)
            name = plain_text(option.label_html)
            feedback = option.feedback.strip()
            parts.append(feedback if feedback.startswith(name) else f"{name}: {feedback}")
    return " ".join(parts)


def _clauses(exercise: Exercise, link: Any) -> str:
    """The clause chips behind an answer: the exercise's own, then the ones its empty boxes cite."""
    found = [exercise.clause] if exercise.clause else []
    for option in exercise.options:
        if option.clause and option.clause not in found and (option.is_correct != exercise.multi):
            found.append(option.clause)
    return " ".join(clause_html(c, link) for c in found[:3])


def _numbered(practice: PracticeSet, numbers: Any) -> list[tuple[int, Exercise]]:
    return practice.numbered(numbers)


def print_button_html(section_id: str, label: str) -> str:
    """A button that prints one part of the page (``assets/js/cit-print.js``); it is not printed itself."""
    return (f'<button type="button" class="cit-print-button" data-cit-print="{_escape(section_id)}">'
            f'<span aria-hidden="true">🖶</span> {_escape(label)}</button>')


def _question_html(position: int, number: int, exercise: Exercise) -> str:
    mark = MULTI_MARK if exercise.multi else SINGLE_MARK
    how = translate(N_("Tick every answer that applies.") if exercise.multi else N_("Choose one answer."))
    answers_to = translate(N_("answers to question {position}")).format(position=position)
    options = "".join(
        f'<li class="cit-ws-option" data-name="{_escape(plain_text(o.label_html))}">'
        f'<span class="cit-ws-box" aria-hidden="true">{mark}</span>'
        f'<span class="cit-ws-label">{o.label_html}</span></li>' for o in exercise.options)
    picture = f'<div class="cit-ws-picture">{exercise.picture_html}</div>' if exercise.picture_html else ""
    return (f'<li class="cit-ws-question" data-number="{number}" data-kind="{"multi" if exercise.multi else "single"}">'
            f'<p class="cit-ws-text"><span class="cit-number">{position}.</span> {_escape(exercise.question)} '
            f'<span class="cit-ws-how">{how}</span></p>{picture}'
            f'<ul class="cit-ws-options" aria-label="{_escape(answers_to)}">{options}</ul></li>')


def worksheet_html(practice: PracticeSet, numbers: Any = None, *, title: str, section_id: str,
                   note: str = "", part_class: str = "") -> str:
    """Questions to answer on paper, with their pictures and every option, and nothing of the answers:
    a circle before each option of a one-answer question, a square for "tick all that apply".
    ``numbers`` chooses practice questions by their number on the practice page (all by default)."""
    chosen = _numbered(practice, numbers)
    items = "".join(_question_html(i, n, ex) for i, (n, ex) in enumerate(chosen, 1))
    note_html = f'<p class="cit-handout-note">{note}</p>' if note else ""
    if practice.legend:
        note_html += f'<p class="cit-handout-legend">{_escape(practice.legend)}</p>'
    name, class_, date = (translate(word) for word in (N_("Name"), N_("Class"), N_("Date")))
    return (f'<section class="cit-handout cit-worksheet {part_class}" id="{_escape(section_id)}" '
            f'data-game="{practice.game}" '
            f'aria-labelledby="{_escape(section_id)}-title">'
            f'<h2 class="cit-handout-title" id="{_escape(section_id)}-title">{_escape(title)}</h2>'
            f'<p class="cit-handout-who">{name} <span class="cit-blank"></span> {class_} '
            f'<span class="cit-blank cit-short"></span> {date} <span class="cit-blank cit-short"></span></p>'
            f'<p class="cit-handout-how">{how_to_answer()}</p>{note_html}'
            f'<ol class="cit-ws-questions">{items}</ol></section>')


def answer_key_html(practice: PracticeSet, numbers: Any = None, *, title: str | None, section_id: str,
                    clause_link: Any = "99_clause_index.html#{anchor}", part_class: str = "") -> str:
    """The answers of :func:`worksheet_html` for the same ``numbers``, each with its one-line why and
    its rule; ``data-answers`` holds the right options by name (the practice page's ``data-name``).
    ``title=None`` draws no heading (a page whose own title says what it is)."""
    chosen = _numbered(practice, numbers)
    items = []
    for position, (number, exercise) in enumerate(chosen, 1):
        answers = json.dumps(right_names(exercise), ensure_ascii=False)
        from_practice = translate(N_("(practice question {number})")).format(number=number)
        source = f' <span class="cit-key-from">{from_practice}</span>' if numbers is not None else ""
        items.append(
            f'<li class="cit-key-item" data-number="{number}" data-answers="{_escape(answers)}">'
            f'<p class="cit-key-question"><span class="cit-number">{position}.</span> {_escape(exercise.question)}'
            f'{source}</p>'
            f'<p class="cit-key-answer-line"><b class="cit-key-answer">{_escape(_sentence(answer_line(exercise)))}.</b> '
            f'<span class="cit-key-why">{_escape(why_line(exercise))}</span> {_clauses(exercise, clause_link)}</p></li>')
    heading = (f'<h2 class="cit-handout-title" id="{_escape(section_id)}-title">{_escape(title)}</h2>'
               if title else "")
    unnamed = translate(N_("{title}: answers")).format(title=practice.title)
    named = (f'aria-labelledby="{_escape(section_id)}-title"' if title else f'aria-label="{_escape(unnamed)}"')
    return (f'<section class="cit-handout cit-answer-key {part_class}" id="{_escape(section_id)}" '
            f'data-game="{practice.game}" {named}>{heading}'
            f'<ol class="cit-key-items">{"".join(items)}</ol></section>')


def _game_title(game: str) -> str:
    import engine

    return engine.game(game).title


def class_quiz(game: str, numbers: Sequence[int]) -> HTML:
    """The teacher's guide's class quiz (the practice questions ``numbers``, as a worksheet) and, on a
    page of its own, its answer key; each part has a button that prints it alone."""
    practice = practice_exercises(game)
    name = _game_title(game)
    quiz_id, key_id = f"cit-quiz-{game}", f"cit-quiz-key-{game}"
    note = translate(N_("{n} questions from the practice page, with the same pictures.")).format(n=len(numbers))
    print_quiz = print_button_html(quiz_id, translate(N_("Print the class quiz")))
    print_key = print_button_html(key_id, translate(N_("Print the answer key")))
    return HTML(
        f'<div class="cit-print-bar">{print_quiz}{print_key}</div>'
        + worksheet_html(practice, numbers, title=translate(N_("{game}: class quiz")).format(game=name),
                         section_id=quiz_id, note=note, part_class="cit-quiz-part")
        + answer_key_html(practice, numbers, title=translate(N_("{game}: class quiz, answer key")).format(game=name),
                          section_id=key_id, part_class="cit-quiz-part"))


def practice_answers(game: str) -> HTML:
    """Every practice question's answer with its one-line why: the practice page's answer page."""
    practice = practice_exercises(game)
    return HTML(answer_key_html(practice, title=None, section_id=f"cit-answers-{game}"))


# --- Bisca's score sheet ------------------------------------------------------------------------------

def bisca_score_sheet(players: int = 6) -> HTML:
    """A score sheet for ``players`` (2 to 6): the nine rounds with their hand sizes, for each player a
    column for the bet, the tricks taken and the points, a total line, and the scoring rule in a line.
    The hand sizes, the blind round's forced bets and the points come from the engine."""
    from engine import bisca

    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 6:
        raise ValueError(f"a score sheet has columns for 2 to 6 players, not {players!r}")
    sizes = bisca.HAND_SIZES
    # mm: the round and cards columns, then bet, taken and points for each player
    round_w, cards_w = 10, 14
    bet_w, took_w, pts_w = 8, 8, 12
    group = bet_w + took_w + pts_w
    width = round_w + cards_w + players * group
    scale = min(1.0, 188 / width)
    name_h, head_h, row_h = 13, 7, 15
    height = name_h + head_h + row_h * (len(sizes) + 1)
    ink, line, fill = "#1f2328", "#595959", "#f1f3f5"
    parts = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="#fff"/>',
             f'<rect x="0" y="{name_h + head_h + row_h * len(sizes)}" width="{width}" height="{row_h}" fill="{fill}"/>']

    def text(x, y, words, size=3.4, anchor="middle", weight="normal", colour=ink):
        parts.append(f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" font-weight="{weight}" '
                     f'fill="{colour}" font-family="DejaVu Sans, Arial, sans-serif">{_escape(words)}</text>')

    # TRANSLATORS: the score sheet's column heads are printed small: keep them as short as the English
    text(round_w / 2, name_h + head_h - 2, translate(N_("Round")), 2.6, weight="bold")
    text(round_w + cards_w / 2, name_h + head_h - 2, translate(N_("Cards")), 2.6, weight="bold")
    bet_head, took_head, points_head = translate(N_("Bet")), translate(N_("Took")), translate(N_("Points"))
    for p in range(players):
        x0 = round_w + cards_w + p * group
        text(x0 + 2, 4.5, translate(N_("Player {number}")).format(number=p + 1), 2.6, anchor="start", colour=line)
        parts.append(f'<line x1="{x0 + 2}" y1="{name_h - 2}" x2="{x0 + group - 2}" y2="{name_h - 2}" '
                     f'stroke="{line}" stroke-width="0.3" stroke-dasharray="0.8 0.8"/>')
        for dx, w, label in ((0, bet_w, bet_head), (bet_w, took_w, took_head), (bet_w + took_w, pts_w, points_head)):
            text(x0 + dx + w / 2, name_h + head_h - 2, label, 2.6, weight="bold")
    blind_bets = bisca.allowed_bets(1, [])           # the one-card round: the first bet, and so every bet
    for r, size in enumerate(sizes):
        y = name_h + head_h + r * row_h
        text(round_w / 2, y + row_h / 2 + 1.5, str(r + 1), 4.2, weight="bold")
        text(round_w + cards_w / 2, y + row_h / 2 + 1.5, str(size), 4.2, weight="bold")
        if size == 1:
            text(round_w + cards_w / 2, y + row_h - 2, translate(N_("blind")), 2.4, colour=line)
            if blind_bets == [0]:
                for p in range(players):
                    x0 = round_w + cards_w + p * group
                    text(x0 + bet_w / 2, y + row_h / 2 + 1.5, "0", 4.2, colour=line)
    total_y = name_h + head_h + len(sizes) * row_h
    text((round_w + cards_w) / 2, total_y + row_h / 2 + 1.5, translate(N_("Total")), 3.6, weight="bold")
    # the grid: thin lines inside a player's columns, thick ones between players
    for r in range(len(sizes) + 2):
        y = name_h + head_h + r * row_h if r else name_h + head_h
        parts.append(f'<line x1="0" y1="{y}" x2="{width}" y2="{y}" stroke="{ink}" stroke-width="{0.5 if r in (0, len(sizes)) else 0.25}"/>')
    parts.append(f'<line x1="0" y1="{name_h}" x2="{width}" y2="{name_h}" stroke="{ink}" stroke-width="0.25"/>')
    xs = [0, round_w, round_w + cards_w]
    for p in range(players):
        x0 = round_w + cards_w + p * group
        xs += [x0 + bet_w, x0 + bet_w + took_w, x0 + group]
    thick = {0, round_w + cards_w, *[round_w + cards_w + (p + 1) * group for p in range(players)]}
    for x in xs:
        top = 0 if x in thick and x >= round_w + cards_w else name_h
        parts.append(f'<line x1="{x}" y1="{top}" x2="{x}" y2="{height}" stroke="{ink}" '
                     f'stroke-width="{0.6 if x in thick else 0.2}"/>')
    parts.append(f'<rect x="0" y="0" width="{width}" height="{height}" fill="none" stroke="{ink}" stroke-width="0.6"/>')
    label = translate(N_("Bisca score sheet for {players} players: nine rounds of {sizes} cards, and for each player "
                         "a column for the bet, the tricks taken and the points, with a total line")).format(
        players=players, sizes=", ".join(map(str, sizes)))
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" class="cit-score-sheet" viewBox="0 0 {width} {height}" '
           f'width="{width * scale:.1f}mm" height="{height * scale:.1f}mm" role="img" aria-label="{label}">'
           f'{"".join(parts)}</svg>')
    exact, zero, missed = bisca.round_score(3, 3), bisca.round_score(0, 0), bisca.round_score(3, 1)
    scoring = translate(N_("<b>Scoring:</b> took exactly your bet: <b>{exact}</b> (an exact bet of 0: <b>{zero}</b>); "
                           "missed: <b>minus the difference</b> (bet 3, took 1: {missed}).")).format(
        exact=f"{exact:+d}", zero=f"{zero:+d}", missed=f"{missed:+d}")
    betting = translate(N_("<b>Betting:</b> the running total of the bets may never equal the number of cards in "
                           "hand."))
    rule = f'<p class="cit-sheet-rule">{scoring} {betting}</p>'
    sheet = _escape(translate(N_("Bisca score sheet")))
    return HTML(f'<div class="cit-print-sheet cit-sheet-bisca" aria-label="{sheet}">{svg}{rule}</div>')


# --- La Scamorra's board, pieces and decks ------------------------------------------------------------

SQUARE_MM = 50
EDGE_MM = 6            # the coordinates round the board
FLAP_MM = 10           # the glue flap on the right half
INK = "#1f2328"
LIGHT_SQUARE, DARK_SQUARE = "#f3e3c7", "#dcc19c"
FONT = "DejaVu Sans, Arial, sans-serif"


def _text(message: Message) -> str:
    """A message in the page's language, escaped for HTML text and double-quoted attributes."""
    return html.escape(message.text(), quote=False).replace('"', "&quot;")


def _with_english(card_or_piece: str) -> str:
    """The Italian word, with the English one beside it in the English edition: "sasso (rock)"."""
    if current_language() == "en":
        return f"{card_or_piece} ({_english(card_or_piece)})"
    return card_or_piece


def _english(card_or_piece: str) -> str:
    """The English word beside the Italian one: "pawn" for pedone, "rock" for sasso (the engine's words)."""
    from engine.scamorra import words

    term = words.CARD_CAPTIONS.get(card_or_piece) or words.PIECE_CAPTIONS[card_or_piece]
    return term.text("en")


def _board_half(columns: str, first: bool) -> str:
    """One half of the 5x5 board at 50 mm a square: columns ``"abc"`` (the left sheet) or ``"de"`` (the
    right sheet, with a glue flap on its left edge). Row 1 is South's home, row 5 North's."""
    from engine.scamorra.rules import HOME_SQUARES, SQUARES

    from engine.scamorra import words

    home_rows = {SQUARES[HOME_SQUARES[seat][0]][1]: seat for seat in (0, 1)}
    flap = 0 if first else FLAP_MM
    width = flap + len(columns) * SQUARE_MM + EDGE_MM * (2 if first else 1)
    height = 5 * SQUARE_MM + 2 * EDGE_MM
    left: float = EDGE_MM if first else flap
    parts = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="#fff"/>']
    if not first:
        parts.append(f'<rect x="0" y="{EDGE_MM}" width="{flap}" height="{5 * SQUARE_MM}" fill="#eceff1" '
                     f'stroke="{INK}" stroke-width="0.3" stroke-dasharray="2 1.5"/>'
                     f'<text x="{flap / 2}" y="{EDGE_MM + 2.5 * SQUARE_MM}" font-size="3.2" fill="{INK}" '
                     f'font-family="{FONT}" text-anchor="middle" transform="rotate(-90 {flap / 2} '
                     f'{EDGE_MM + 2.5 * SQUARE_MM})">{_text(words.GLUE_FLAP())}</text>')
    for ci, column in enumerate(columns):
        col_index = "abcde".index(column)
        x = left + ci * SQUARE_MM
        for row in range(1, 6):
            y = EDGE_MM + (5 - row) * SQUARE_MM
            fill = LIGHT_SQUARE if (col_index + row) % 2 else DARK_SQUARE
            parts.append(f'<rect x="{x}" y="{y}" width="{SQUARE_MM}" height="{SQUARE_MM}" fill="{fill}" '
                         f'stroke="{INK}" stroke-width="0.35"/>')
            parts.append(f'<text x="{x + 3}" y="{y + 6}" font-size="4" fill="{INK}" fill-opacity="0.7" '
                         f'font-family="{FONT}">{column}{row}</text>')
            side = home_rows.get(str(row))
            if side is not None:
                # a home square: a house drawn in outline and the words, so a greyscale copy keeps it
                hx, hy = x + SQUARE_MM - 11, y + 3
                parts.append(f'<path d="M{hx},{hy + 4} l4,-4 l4,4 v4 h-8 z" fill="none" stroke="{INK}" '
                             f'stroke-width="0.5"/>'
                             f'<text x="{x + SQUARE_MM / 2}" y="{y + SQUARE_MM - 3}" font-size="3" fill="{INK}" '
                             f'font-family="{FONT}" text-anchor="middle">{_text(words.HOME_SQUARE(side=words.SIDES[side]))}</text>')
        parts.append(f'<text x="{x + SQUARE_MM / 2}" y="{height - 1.5}" font-size="4.5" font-weight="bold" '
                     f'text-anchor="middle" fill="{INK}" font-family="{FONT}">{column}</text>'
                     f'<text x="{x + SQUARE_MM / 2}" y="{EDGE_MM - 1.5}" font-size="4.5" font-weight="bold" '
                     f'text-anchor="middle" fill="{INK}" font-family="{FONT}">{column}</text>')
    # the home rows' outer edges, thick: South at the bottom, North at the top
    right = left + len(columns) * SQUARE_MM
    parts.append(f'<line x1="{left}" y1="{EDGE_MM + 5 * SQUARE_MM}" x2="{right}" y2="{EDGE_MM + 5 * SQUARE_MM}" '
                 f'stroke="{INK}" stroke-width="1.6"/><line x1="{left}" y1="{EDGE_MM}" x2="{right}" y2="{EDGE_MM}" '
                 f'stroke="{INK}" stroke-width="1.6"/>')
    for row in range(1, 6):
        label_y = EDGE_MM + (5 - row) * SQUARE_MM + SQUARE_MM / 2 + 1.5
        if first:
            parts.append(f'<text x="{EDGE_MM / 2}" y="{label_y}" font-size="4.5" font-weight="bold" text-anchor="middle" '
                         f'fill="{INK}" font-family="{FONT}">{row}</text>')
        else:
            parts.append(f'<text x="{right + EDGE_MM / 2}" y="{label_y}" font-size="4.5" font-weight="bold" '
                         f'text-anchor="middle" fill="{INK}" font-family="{FONT}">{row}</text>')
    picture = (words.HALF_LEFT_PICTURE if first else words.HALF_RIGHT_PICTURE)(south=words.SIDES[0],
                                                                                  north=words.SIDES[1])
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="cit-sheet-svg" viewBox="0 0 {width} {height}" '
            f'width="{width}mm" height="{height}mm" role="img" aria-label="{_text(picture)}">{"".join(parts)}</svg>')


def _pieces_column() -> str:
    """The six pieces to cut out, 30 mm discs: South's light, North's dark, each with its picture, its
    Italian name (drawn by the engine) and the English one."""
    from engine.scamorra import words
    from engine.scamorra.render import piece_svg
    from engine.scamorra.rules import PIECES

    disc, gap = 28, 4
    width, height = 2 * disc + gap + 2, 3 * (disc + 9) + 12
    parts = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="#fff"/>']
    for seat in (0, 1):
        x = 1 + seat * (disc + gap)
        parts.append(f'<text x="{x + disc / 2}" y="6" font-size="3.6" font-weight="bold" text-anchor="middle" '
                     f'fill="{INK}" font-family="{FONT}">'
                     f'{_text((words.SIDE_LIGHT if seat == 0 else words.SIDE_DARK)(side=words.SIDES[seat]))}</text>')
        for kind, piece in enumerate(PIECES):
            y = 10 + kind * (disc + 9)
            parts.append(f'<circle cx="{x + disc / 2}" cy="{y + disc / 2}" r="{disc / 2 - 0.5}" fill="none" '
                         f'stroke="{INK}" stroke-width="0.3" stroke-dasharray="1.5 1"/>')
            # the engine's piece, drawn in its own units and scaled to the disc
            parts.append(f'<svg x="{x}" y="{y}" width="{disc}" height="{disc}" viewBox="0 0 44 44">'
                         f'{piece_svg(seat, kind, 22, 22, 56)}</svg>')
            parts.append(f'<text x="{x + disc / 2}" y="{y + disc + 4.5}" font-size="3.4" text-anchor="middle" '
                         f'fill="{INK}" font-family="{FONT}">{_with_english(piece)}</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="cit-sheet-svg cit-pieces" viewBox="0 0 {width} {height}" '
            f'width="{width}mm" height="{height}mm" role="img" '
            f'aria-label="{_text(words.PIECES_PICTURE(south=words.SIDES[0], north=words.SIDES[1]))}">'
            f'{"".join(parts)}</svg>')


def scamorra_board_and_pieces() -> HTML:
    """Two A4 sheets: the board's left half (columns a to c), and its right half (d and e, with a glue
    flap) beside the six pieces to cut out."""
    from engine.scamorra import words

    left = _board_half("abc", first=True)
    right = _board_half("de", first=False)
    return HTML(
        f'<section class="cit-print-sheet cit-scamorra-sheet" aria-label="{_text(words.SHEET_LEFT_LABEL())}">'
        f'<p class="cit-sheet-caption">{_text(words.SHEET_LEFT())}</p>' + left + '</section>'
        f'<section class="cit-print-sheet cit-scamorra-sheet" aria-label="{_text(words.SHEET_RIGHT_LABEL())}">'
        f'<p class="cit-sheet-caption">{_text(words.SHEET_RIGHT())}</p><div class="cit-sheet-row">' + right
        + _pieces_column() + '</div></section>')


def _card_diagram(card: str, x: float, y: float, cell: float) -> str:
    """Where a piece on the centre square may go with ``card``, as the engine judges it on an empty board
    (the pedone with two enemy pieces diagonally ahead): a dot to move, a ring only to take."""
    from engine import scamorra

    if card == "pedone":
        board = {"c3": ("South", "sasso"), "b4": ("North", "forbice"), "d4": ("North", "forbice")}
        hand = ["pedone", "torre", "torre"]
    else:
        board = {"c3": ("South", "sasso")}
        hand = [card, "pedone", "pedone"]
    state = scamorra.position(board, hands=(hand, ["torre"] * 3))
    verdicts = scamorra.square_verdicts(state, "c3", card)
    parts = []
    for col in range(5):
        for row in range(5):
            square = f"{'abcde'[col]}{row + 1}"
            sx, sy = x + col * cell, y + (4 - row) * cell
            parts.append(f'<rect x="{sx}" y="{sy}" width="{cell}" height="{cell}" fill="#fff" stroke="{INK}" '
                         f'stroke-width="0.2"/>')
            cx, cy = sx + cell / 2, sy + cell / 2
            if square == "c3":
                parts.append(f'<rect x="{cx - cell * 0.3}" y="{cy - cell * 0.3}" width="{cell * 0.6}" '
                             f'height="{cell * 0.6}" fill="{INK}"/>')
            elif verdicts.get(square, ("",))[0] == "move":
                parts.append(f'<circle cx="{cx}" cy="{cy}" r="{cell * 0.22}" fill="{INK}"/>')
            elif verdicts.get(square, ("",))[0] == "capture":
                parts.append(f'<circle cx="{cx}" cy="{cy}" r="{cell * 0.3}" fill="none" stroke="{INK}" '
                             f'stroke-width="0.5"/>')
    return "".join(parts)


def _card_face(card: str, seat: int) -> str:
    """One chess card, 45 x 63 mm: the chess symbol, the Italian and English names, how it moves from
    the centre of the board (forward is away from you; a sliding card says how far), and whose deck it
    belongs to."""
    from engine.scamorra import words
    from engine.scamorra.render import CARD_GLYPH

    from engine.scamorra.rules import SLIDE_REACH

    w, h, cell = 45, 63, 4.4
    side = words.SIDES[seat].text()
    # the diagram's board is the real one, 5 x 5: from its centre a sliding card shows two squares each
    # way, so the card says how far it really goes
    reach = (f'<text x="{w / 2}" y="{h - 7.6}" font-size="2.8" font-weight="bold" text-anchor="middle" '
             f'fill="{INK}" font-family="{FONT}">{_text(words.CARD_REACH(n=SLIDE_REACH))}</text>'
             if card in ("torre", "alfiere", "regina") else "")
    mark_fill, mark_ink = ("#fff", INK) if seat == 0 else (INK, "#fff")
    parts = [f'<rect x="0.6" y="0.6" width="{w - 1.2}" height="{h - 1.2}" rx="2.5" fill="#fff" stroke="{INK}" '
             f'stroke-width="0.4"/>',
             f'<text x="{w / 2}" y="15" font-size="13" text-anchor="middle" fill="{INK}" font-family="{FONT}">'
             f'{CARD_GLYPH[card]}</text>',
             f'<text x="{w / 2}" y="21.5" font-size="5" font-weight="bold" text-anchor="middle" fill="{INK}" '
             f'font-family="{FONT}">{card}</text>',
             f'<text x="{w / 2}" y="26" font-size="3.6" text-anchor="middle" fill="{INK}" font-family="{FONT}">'
             f'{_english(card) if current_language() == "en" else ""}</text>',
             _card_diagram(card, (w - 5 * cell) / 2, 28, cell), reach,
             f'<text x="{w / 2}" y="{h - 3.5}" font-size="2.6" text-anchor="middle" fill="{INK}" '
             f'font-family="{FONT}">{_text(words.PAWN_FORWARD() if card == "pedone" else words.CARD_FORWARD())}</text>',
             f'<circle cx="5.5" cy="5.5" r="3" fill="{mark_fill}" stroke="{INK}" stroke-width="0.4"/>'
             f'<text x="5.5" y="6.8" font-size="3.4" font-weight="bold" text-anchor="middle" fill="{mark_ink}" '
             f'font-family="{FONT}">{side[0]}</text>']
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}mm" height="{h}mm" '
            f'role="img" aria-label="{_text(words.CARD_OF_DECK(card=_with_english(card), side=words.SIDES[seat]))}">'
            f'{"".join(parts)}</svg>')


def scamorra_decks() -> HTML:
    """Two A4 sheets of sixteen cards, one deck for each player (the engine's deck composition), 45 x 63
    mm each with cut lines; South's cards carry a light S, North's a dark N."""
    from engine import scamorra
    from engine.scamorra import words

    deck = [card for card, count in scamorra.DECK_COMPOSITION.items() for _ in range(count)]
    sheets = []
    for seat in (0, 1):
        cells = "".join(f'<div class="cit-deck-cell">{_card_face(card, seat)}</div>' for card in deck)
        side = words.SIDES[seat]
        composition = ", ".join(f"{n} {c}" for c, n in scamorra.DECK_COMPOSITION.items())
        caption = words.DECK_SHEET(side=side, n=len(deck), composition=composition)
        sheets.append(f'<section class="cit-print-sheet cit-scamorra-sheet" aria-label="{_text(words.DECK_OF(side=side))}">'
                      f'<p class="cit-sheet-caption">{_text(caption)}</p><div class="cit-deck-grid">{cells}</div>'
                      '</section>')
    return HTML("".join(sheets))
