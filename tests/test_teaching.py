"""Teaching with the book: each game's teacher's guide, its class quiz made from the practice page's own
exercises, the answer pages, the printable sheets (widgets/handouts.py) and the glossary of every
game's words. Read from the page sources and the handouts' markup; the printed PDFs are checked by
tests/browser/test_print.py."""
from __future__ import annotations

import html
import json
import re
import tomllib
from pathlib import Path

import pytest

import engine
from widgets import handouts
from widgets.practice import plain_text
from widgets.practice_sets import GAMES, practice_exercises

BOOK = Path(__file__).resolve().parents[1] / "book"
CLAUSE_ID = re.compile(r"(?<![\w-])(?:SK|SC|FP|BI|MA)-(?:EX-\d+|A\d+|\d+)(?![\w-])")
TERM = re.compile(r"\{term\}`(?:[^`<]*<([^>`]+)>|([^`]+))`")
# the words each game's learn page must link to the glossary
KEY_WORDS = {
    "bisca": {"mano", "ALTA", "BASSA", "scommessa", "round cieco", "Cuori"},
    "skemino": {"Carta", "Forbici", "Pietra", "vertice", "buco", "loop", "Ribaltone", "chain card"},
    "machiavelli": {"tallone", "operare", "chiudere", "scala", "tris", "di mano"},
    "scamorra": {"Carta", "sasso", "forbice", "morra cinese", "coppella", "cappotto", "pedone", "torre",
                 "alfiere", "cavallo", "regina", "re", "home row", "partita a 15"},
    "frederik": {"central pile", "battle", "protect", "interrupt", "force", "borrowed card"},
}


def source(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def title(path: Path) -> str:
    return next(line[2:].strip() for line in source(path).splitlines() if line.startswith("# "))


def one_page(game: str, pattern: str) -> Path:
    found = [p for p in sorted((BOOK / game).glob("[0-9][0-9]_*.md")) if re.search(pattern, p.stem)]
    assert len(found) == 1, f"{game}: expected one page matching {pattern!r}, found {[p.name for p in found]}"
    return found[0]


def catalogue(game: str) -> set[str]:
    with open(BOOK / game / "clauses.toml", "rb") as file:
        return {entry["id"] for entry in tomllib.load(file)["clause"]}


def quiz_numbers(game: str) -> list[int]:
    found = re.search(r'class_quiz\("' + game + r'", \[([\d, ]+)\]\)', source(one_page(game, r"_teaching$")))
    assert found, f"{game}'s teacher's guide draws no class quiz"
    return [int(n) for n in found.group(1).split(",")]


def glossary_entries() -> dict[str, str]:
    """Every glossary term with its definition (terms sharing a definition share it)."""
    entries, terms, body = {}, [], []  # type: dict, list, list
    text = source(BOOK / "glossary.md")
    for block in re.findall(r"```\{glossary\}\n(.*?)```", text, flags=re.DOTALL):
        for line in block.splitlines() + [""]:
            if line and not line.startswith(" "):
                if body:
                    entries.update({t: " ".join(body) for t in terms})
                    terms, body = [], []
                terms.append(line.strip())
            elif line.strip():
                body.append(line.strip())
        if terms:
            entries.update({t: " ".join(body) for t in terms})
            terms, body = [], []
    return entries


# --- the teacher's guides -------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_a_teachers_guide_titled_for_a_45_minute_lesson(game):
    guide = one_page(game, r"_teaching$")
    assert title(guide) == f"Teaching {engine.game(game).title}: a 45-minute lesson"


@pytest.mark.parametrize("game", GAMES)
def test_the_guide_comes_after_the_practice_and_quick_reference_and_before_the_play_page(game):
    stems = sorted(p.stem for p in (BOOK / game).glob("[0-9][0-9]_*.md"))
    where = {kind: next(i for i, s in enumerate(stems) if re.search(pattern, s))
             for kind, pattern in (("practice", r"_practice$"), ("reference", r"_quick_reference$"),
                                   ("guide", r"_teaching$"), ("play", r"play"))}
    assert where["practice"] < where["reference"] < where["guide"] < where["play"], stems


@pytest.mark.parametrize("game", GAMES)
def test_the_guide_plans_45_minutes_on_the_books_own_pages(game):
    text = source(one_page(game, r"_teaching$"))
    plan = text.split("## The lesson, minute by minute", 1)[1].split("\n## ", 1)[0]
    spans = [(int(a), int(b)) for a, b in re.findall(r"^\| (\d+)–(\d+) \|", plan, flags=re.MULTILINE)]
    assert spans[0][0] == 0 and spans[-1][1] == 45, spans
    assert all(end == start for (_, end), (start, _) in zip(spans, spans[1:])), f"gaps or overlaps: {spans}"
    linked = set(re.findall(r"\{doc\}`([^`]+)`", text))
    for pattern in (r"^index$", r"_practice$", r"_quick_reference$", r"play", r"_practice_answers$"):
        assert any(re.search(pattern, doc) for doc in linked), f"{game}'s guide never links a page like {pattern}"
    prose = " ".join(text.split())
    for words in ("Teacher's table", "Presenter mode", "PageDown", "PageUp", "Pause", "why"):
        assert words in prose, f"{game}'s guide does not explain {words!r}"
    assert f"../../play/{game}.html?teacher=1" in text


MINUTE_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
                "twenty": 20, "twenty-five": 25}
#: "about seven minutes", "for fifteen minutes", "(ten to fifteen minutes"
MINUTES_SAID = re.compile(r"(?:about|for|\()\s*([\w-]+)(?: to ([\w-]+))? minutes")


def plan_rows(game: str) -> list[tuple[int, int, str]]:
    """The lesson plan's rows: (start, end, what the class does)."""
    text = source(one_page(game, r"_teaching$"))
    plan = text.split("## The lesson, minute by minute", 1)[1].split("\n## ", 1)[0]
    return [(int(a), int(b), words) for a, b, words in
            re.findall(r"^\| (\d+)–(\d+) \| (.*?) \|", plan, flags=re.MULTILINE)]


def minutes_said(words: str) -> list[int]:
    """The minutes a row says its activities take, each at its longest ("ten to fifteen": 15)."""
    return [MINUTE_WORDS[(high or low).lower()] for low, high in MINUTES_SAID.findall(words)]


@pytest.mark.parametrize("game", GAMES)
def test_the_lesson_plan_gives_each_activity_the_minutes_it_says_it_takes(game):
    """A teacher plans by these minutes: the sets are handed out in a slot of their own, the pupils'
    game gets the time the plan says it takes, and the quiz its minutes plus the swapping and marking."""
    rows = plan_rows(game)
    handing_out = [(start, end) for start, end, words in rows if words.startswith("Hand out")]
    assert handing_out and all(end - start >= 2 for start, end in handing_out), f"{game}: {handing_out}"
    play = [(start, end, words) for start, end, words in rows if re.match(r"The (?:pairs|groups)\b.*?\bplay", words)]
    assert len(play) == 1, f"{game}: which row is the pupils' game? {[w[:40] for _, _, w in play]}"
    start, end, words = play[0]
    said = minutes_said(words)
    assert said and said[0] <= end - start, f"{game}: the pupils play {said} minutes in a {end - start}-minute slot"
    quiz = [(start, end, words) for start, end, words in rows if "class quiz" in words]
    assert len(quiz) == 1
    start, end, words = quiz[0]
    said = minutes_said(words)
    assert len(said) == 2 and "mark" in words, f"{game}: the quiz row gives no time to swap and mark: {words}"
    assert sum(said) <= end - start, f"{game}: a {said[0]}-minute quiz and {said[1]} to mark in {end - start}"


@pytest.mark.parametrize("game", GAMES)
def test_the_guide_says_how_long_preparing_the_lesson_takes(game):
    text = " ".join(source(one_page(game, r"_teaching$")).split())
    found = re.search(r"\*\*Prepar[^*]*\*\*(.*?)(?= \*\*|$)", text)
    assert found, f"{game}'s guide has no paragraph on preparing the lesson"
    assert re.search(r"(?:minutes|hours?)\b", found.group(1)), found.group(1)


def test_SC_29_the_guides_step_numbers_are_the_captures_of_the_match_it_steps_through():
    """"Stop at its five captures, steps 9, 10, 12, 15 and 20": the steps of the learn page's match
    where a piece is taken, as the engine plays it."""
    import ast

    from engine import scamorra

    learn = source(BOOK / "scamorra" / "index.md")
    match = ast.literal_eval(re.search(r"^MATCH = (\[.*?\])$", learn, flags=re.MULTILINE | re.DOTALL).group(1))
    seed = int(re.search(r"scamorra\.play\(scamorra\.new_game\(seed=(\d+)\), MATCH\)", learn).group(1))
    states = scamorra.play(scamorra.new_game(seed=seed), match)
    captures = [i for i, state in enumerate(states)
                if any(c.kind == "capture" for c in state.last_event.consequences)]
    guide = " ".join(source(one_page("scamorra", r"_teaching$")).split())
    said = re.search(r"stop at its (\w+) captures, steps ([\d, ]+) and (\d+)", guide)
    assert said, "the guide does not say at which steps the match's captures are"
    steps = [int(n) for n in said.group(2).split(", ")] + [int(said.group(3))]
    assert steps == captures and MINUTE_WORDS[said.group(1)] == len(captures), (steps, captures)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game", GAMES)
def test_every_quiz_question_stands_on_its_own_and_the_quiz_says_whose_pieces_are_whose(game, lang):
    """A class quiz is a few practice questions out of their page: none may lean on another question
    ("the same position", "instead") or on words the quiz does not print; when the questions name the
    sides, the quiz says how the pictures show them (the practice set's legend)."""
    import importlib

    from engine.words import set_language

    set_language(lang)
    try:
        module = importlib.import_module(f"widgets.practice_sets.{game}")
        exercises = module.exercises()
        legend = handouts.translate(module.LEGEND) if getattr(module, "LEGEND", None) else ""
    finally:
        set_language("en")
    leaning = re.compile(r"\b(same position|the same|instead|previous|above|stessa|invece|precedente|sopra)\b",
                         re.IGNORECASE)
    sides = {"scamorra": ("South", "North", "Sud", "Nord"), "skemino": ("Bianco", "Nero")}.get(game, ())
    named = False
    for number in quiz_numbers(game):
        question = exercises[number - 1].question
        assert not leaning.search(question), f"{game} ({lang}), quiz question from practice {number}: {question!r}"
        named = named or any(re.search(rf"\b{side}\b", question) for side in sides)
    if named:
        assert any(side in legend for side in sides), f"{game} ({lang}): the quiz names the sides, never which is which"


@pytest.mark.parametrize("game", GAMES)
def test_the_guides_mistakes_each_name_a_catalogued_rule_and_its_page(game):
    text = source(one_page(game, r"_teaching$"))
    table = text.split("## Mistakes beginners make, and what to say", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in table.splitlines() if line.startswith("| ") and not line.startswith("| the mistake")]
    assert len(rows) >= 6
    known = catalogue(game)
    pages = {p.stem for p in (BOOK / game).glob("*.md")}
    for row in rows:
        cited = CLAUSE_ID.findall(row)
        assert cited and set(cited) <= known, f"{game}: {row[:60]}... cites {cited}"
        docs = re.findall(r"\{doc\}`([^`]+)`", row)
        assert docs and set(docs) <= pages, f"{game}: {row[:60]}... links {docs}"


@pytest.mark.parametrize("game", GAMES)
def test_the_class_quiz_is_made_of_practice_questions(game):
    numbers = quiz_numbers(game)
    practice = practice_exercises(game)
    assert 5 <= len(numbers) <= 8 and len(set(numbers)) == len(numbers)
    assert all(1 <= n <= len(practice.exercises) for n in numbers)
    quiz = handouts.class_quiz(game, numbers).data
    for n in numbers:
        exercise = practice.exercises[n - 1]
        assert html.escape(exercise.question, quote=True) in quiz
        right = [plain_text(o.label_html) for o in exercise.options if o.is_correct]
        assert f'data-number="{n}" data-answers="{html.escape(json.dumps(right, ensure_ascii=False))}"' in quiz


@pytest.mark.parametrize("game", GAMES)
def test_the_practice_page_and_its_answer_page_share_the_exercises(game):
    practice = source(one_page(game, r"_practice$"))
    answers = one_page(game, r"_practice_answers$")
    assert f'practice_exercises("{game}")' in practice and f"{answers.stem}" in practice
    assert f'practice_answers("{game}")' in source(answers)
    assert title(answers) == f"{engine.game(game).title} practice: answers"


# --- the handouts' markup -------------------------------------------------------------------------

def test_a_worksheet_shows_every_question_and_option_and_no_answer():
    practice = practice_exercises("skemino")
    sheet = handouts.worksheet_html(practice, title="Skèmino: worksheet", section_id="ws")
    assert sheet.count('class="cit-ws-question"') == len(practice.exercises)
    assert sheet.count('class="cit-ws-option"') == sum(len(e.options) for e in practice.exercises)
    assert "data-correct" not in sheet and "data-answers" not in sheet
    for exercise in practice.exercises:
        for option in exercise.options:
            assert html.escape(option.feedback, quote=True) not in sheet or not option.feedback


def test_an_answer_key_says_why_in_the_practice_pages_own_words():
    practice = practice_exercises("bisca")
    key = handouts.answer_key_html(practice, title=None, section_id="key")
    for exercise in practice.exercises:
        why = handouts.why_line(exercise)
        assert html.escape(why, quote=True) in key
        feedback = {o.feedback.strip() for o in exercise.options}
        assert any(f[1:] in why for f in feedback if f), f"{why!r} is not the practice page's feedback"
    one = practice.exercises[0]
    assert handouts.answer_line(one) == plain_text(next(o.label_html for o in one.options if o.is_correct))


def test_a_quiz_refuses_questions_the_practice_page_does_not_have():
    with pytest.raises(ValueError, match="Bisca practice has questions 1 to 12, not 13"):
        handouts.class_quiz("bisca", [1, 13])
    with pytest.raises(ValueError, match="chosen twice"):
        handouts.class_quiz("bisca", [2, 2])
    with pytest.raises(ValueError, match="no practice exercises for 'poker'"):
        handouts.class_quiz("poker", [1])


def test_BI_6_the_score_sheet_lists_the_nine_rounds_with_their_hand_sizes():
    from engine import bisca

    sheet = handouts.bisca_score_sheet(players=4).data
    rows = re.findall(r'<text x="[\d.]+" y="[\d.]+" font-size="4.2" text-anchor="middle" font-weight="bold" '
                      r'fill="#1f2328"[^>]*>(\d+)</text>', sheet)
    rounds, sizes = rows[0::2], rows[1::2]
    assert rounds == [str(n) for n in range(1, 10)] and sizes == [str(n) for n in bisca.HAND_SIZES]
    assert sheet.count(">Bet<") == sheet.count(">Took<") == sheet.count(">Points<") == 4
    assert "+3" in sheet and "+1" in sheet and "minus the difference" in sheet


def test_BI_EX_9_the_score_sheet_prints_the_blind_rounds_only_bet():
    sheet = handouts.bisca_score_sheet(players=5).data
    assert sheet.count(">0</text>") == 5 and ">blind<" in sheet


def test_a_score_sheet_for_too_many_players_is_refused_with_the_reason():
    for players in (1, 7, 4.0, True):
        with pytest.raises(ValueError, match="a score sheet has columns for 2 to 6 players"):
            handouts.bisca_score_sheet(players=players)  # type: ignore[arg-type]


def test_SC_3_the_printed_board_has_five_columns_and_rows_of_50_mm_squares():
    sheets = handouts.scamorra_board_and_pieces().data
    squares = re.findall(r'<rect x="[\d.]+" y="[\d.]+" width="50" height="50" fill="#[0-9a-f]+" stroke', sheets)
    assert len(squares) == 25
    labels = re.findall(r">([a-e][1-5])</text>", sheets)
    assert sorted(labels) == sorted(f"{c}{r}" for c in "abcde" for r in range(1, 6))


def test_SC_31_the_printed_board_marks_both_home_rows_in_words_and_shape():
    sheets = handouts.scamorra_board_and_pieces().data
    assert sheets.count("South's home (casa)") == 5 and sheets.count("North's home (casa)") == 5
    assert sheets.count("l4,-4 l4,4 v4 h-8 z") == 10           # a house drawn on each home square


def test_SC_5_each_printed_deck_holds_the_sixteen_cards_with_english_names():
    from engine import scamorra

    decks = handouts.scamorra_decks().data
    for side in ("South", "North"):
        for card, count in scamorra.DECK_COMPOSITION.items():
            english = handouts._english(card)
            assert decks.count(f'aria-label="{card} ({english}), {side}\'s deck"') == count


def test_SC_17_the_pedone_card_shows_a_step_ahead_and_two_rings_to_take():
    diagram = handouts._card_diagram("pedone", 0, 0, 5)
    assert diagram.count("<circle") == 3 and diagram.count('fill="none"') == 2


def test_SC_29_the_printed_pieces_carry_italian_and_english_names():
    sheets = handouts.scamorra_board_and_pieces().data
    for words in ("carta (paper)", "sasso (rock)", "forbice (scissors)"):
        assert sheets.count(f">{words}</text>") == 2           # under a light and a dark disc


# --- the glossary ---------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_each_learn_page_links_its_key_words_to_the_glossary(game):
    linked = {a or b for a, b in TERM.findall(source(BOOK / game / "index.md"))}
    missing = KEY_WORDS[game] - linked
    assert not missing, f"{game}/index.md does not link {sorted(missing)} with {{term}}"


def test_every_word_the_pages_link_is_in_the_glossary():
    entries = glossary_entries()
    for page in BOOK.rglob("*.md"):
        for a, b in TERM.findall(source(page)):
            assert (a or b) in entries, f"{page.relative_to(BOOK)} links {a or b!r}, which the glossary lacks"


def test_every_glossary_word_says_which_page_explains_it():
    entries = glossary_entries()
    assert len(entries) >= 60
    pages = {p.relative_to(BOOK).with_suffix("").as_posix() for p in BOOK.rglob("*.md")}
    for term, definition in entries.items():
        docs = re.findall(r"\{doc\}`([^`]+)`", definition)
        assert docs and set(docs) <= pages, f"glossary {term!r}: pages {docs}"


def test_the_glossary_has_every_games_words():
    entries = glossary_entries()
    for word in ("coppella", "cappotto", "morra", "tallone", "Ribaltone", "mano", "presa", "chiudere", "ALTA",
                 "BASSA", "pedone", "torre", "alfiere", "cavallo", "regina", "re", "Carta", "Forbici", "Pietra",
                 "loop", "black hole", "vertex", "sasso", "forbice", "central pile", "interrupt"):
        assert word in entries, f"the glossary lacks {word!r}"
    text = source(BOOK / "glossary.md")
    for name in ("Bisca", "Skèmino", "Machiavelli", "La Scamorra", "come-quando-frederik-piange"):
        assert f"\n## {name}\n" in text


def test_clauses_the_glossary_names_are_catalogued():
    known = set().union(*(catalogue(game) for game in GAMES))
    cited = set(CLAUSE_ID.findall(source(BOOK / "glossary.md")))
    assert cited and cited <= known, sorted(cited - known)
