"""Every game's Practice page, found by its file name (``book/<game>/NN_practice.md``), is scored in the
published page with no kernel: every exercise answered right and (where a wrong answer exists) wrong
by clicking, the feedback checked (the marks as drawn: ✓ for a chosen right answer, ✗ for a chosen
wrong one, "missed" for a right answer left unticked; a clause link on every wrong answer; the score
line "N of M right") and "Try again" checked; the sticky score bar never covers a question, on screen
or on paper. A new game's practice page joins with no edit here.

The answers each page marks as right are worked out again from the rules in the per-game tests
(``test_practice.py`` for Bisca, ``test_practice_<game>.py`` for the others)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from tests.browser.practice_page import exercises, feedback, is_right, open_practice, options, score

ROOT = Path(__file__).resolve().parents[2]
# the answer pages (NN_practice_answers.md) print the answers: they hold no practice set to score
PRACTICE_PAGES = sorted(path for path in ROOT.glob("book/*/[0-9]*practice*.md") if not path.stem.endswith("_answers"))


def game_of(source: Path) -> str:
    return source.parent.name


@pytest.fixture(params=PRACTICE_PAGES, ids=game_of)
def practice(request, page, book_server, built_book):
    source = request.param
    built = built_book / source.relative_to(ROOT).with_suffix(".html")
    assert built.is_file(), f"{source.relative_to(ROOT)} is not in the built book"
    practice_set = open_practice(page, book_server, source.relative_to(ROOT).with_suffix(".html").as_posix())
    return page, practice_set, engine.game(game_of(source)).clause_prefix


def mark(option) -> str:
    """The mark drawn beside an option (its ``.cit-mark::before`` content), "" when none is drawn."""
    return option.locator(".cit-mark").evaluate(
        """el => { const s = getComputedStyle(el, '::before');
                   return s.display === 'none' || getComputedStyle(el).display === 'none' || s.content === 'none'
                          ? '' : s.content.replace(/^"|"$/g, ''); }""")


def mark_colour(option) -> str:
    return option.locator(".cit-mark").evaluate("el => getComputedStyle(el, '::before').color")


def wrong_colour(page) -> str:
    """The colour the page uses for a wrong answer (css variable --cit-wrong), as the browser computes it."""
    return page.evaluate("""() => { const probe = document.createElement('span');
        probe.style.color = 'var(--cit-wrong)'; document.querySelector('.cit-practice').appendChild(probe);
        const colour = getComputedStyle(probe).color; probe.remove(); return colour; }""")


def score_line(right: int, answered: int, total: int) -> str:
    tail = "(all answered)" if answered == total else f"({answered} answered)"
    return f"{right} of {total} right {tail}"


def answer_right(exercise) -> None:
    if exercise.get_attribute("data-kind") == "single":
        next(o for o in options(exercise) if is_right(o)).click()
    else:
        for option in options(exercise):
            if is_right(option):
                option.click()
        exercise.locator(".cit-check").click()


def test_every_game_with_a_practice_page_is_found():
    """The glob finds the five games' pages (a renamed page would silently drop out otherwise)."""
    assert {game_of(p) for p in PRACTICE_PAGES} >= {"bisca", "frederik", "machiavelli", "scamorra", "skemino"}


def test_the_page_has_at_least_eight_exercises_each_with_one_answer_at_least(practice):
    _, practice_set, _ = practice
    found = exercises(practice_set)
    assert len(found) >= 8
    assert practice_set.get_attribute("data-total") == str(len(found))
    for exercise in found:
        marks = [is_right(o) for o in options(exercise)]
        assert len(marks) >= 2
        if exercise.get_attribute("data-kind") == "single":
            assert marks.count(True) == 1, exercise.inner_text()
        else:
            assert exercise.get_attribute("data-kind") == "multi"
    assert score(practice_set) == score_line(0, 0, len(found))


def test_every_exercise_answered_right_by_clicking(practice):
    page, practice_set, _ = practice
    found = exercises(practice_set)
    for done, exercise in enumerate(found, 1):
        exercise.scroll_into_view_if_needed()
        answer_right(exercise)
        text = feedback(exercise)
        if exercise.get_attribute("data-kind") == "single":
            assert text.startswith("Right.")
            chosen = next(o for o in options(exercise) if is_right(o))
            assert "cit-right" in chosen.get_attribute("class")
            assert "(the right answer)" in chosen.inner_text()
            assert mark(chosen) == "✓"
            assert [mark(o) for o in options(exercise) if not is_right(o)] == [""] * (len(options(exercise)) - 1)
        else:
            assert text == "Right: exactly those."
            assert exercise.locator(".cit-check").is_disabled()
            for option in options(exercise):
                words = option.inner_text()
                assert "(wrong)" not in words and "(missed)" not in words
                if is_right(option):       # ticked, and right to be
                    assert "(ticked, right)" in words and mark(option) == "✓"
                else:                      # left unticked, and right to be: its empty box, no ✗
                    assert "(rightly left out)" in words and mark(option) == "☐"
        assert exercise.get_attribute("data-result") == "right"
        assert score(practice_set) == score_line(done, done, len(found))
    assert "cit-done" in practice_set.get_attribute("class")
    assert page.record.problems() == []


def test_every_exercise_answered_wrong_is_marked_with_its_clause(practice):
    page, practice_set, prefix = practice
    found = exercises(practice_set)
    clause = re.compile(rf"{prefix}-(EX-\d+|A\d+|\d+)")
    for done, exercise in enumerate(found, 1):
        exercise.scroll_into_view_if_needed()
        if exercise.get_attribute("data-kind") == "single":
            wrong = next(o for o in options(exercise) if not is_right(o))
            wrong.click()
            text = feedback(exercise)
            assert text.startswith("Not this one.") and text.endswith("The right answer is marked ✓.")
            assert len(text) > len("Not this one. The right answer is marked ✓.") + 10, "no reason is given"
            assert "(wrong)" in wrong.inner_text() and "cit-wrong" in wrong.get_attribute("class")
            assert mark(wrong) == "✗"
            right = next(o for o in options(exercise) if is_right(o))
            assert "cit-is-answer" in right.get_attribute("class")
            assert mark(right) == "✓" and "(the right answer)" in right.inner_text()
            right.click()            # shows why it is right, but the first answer is what counts
            assert feedback(exercise).startswith("Right.")
            wrong.click()            # back to the wrong answer's reason, with its clause
        else:
            # tick exactly the options that should not be ticked: every option is then a mistake
            for option in options(exercise):
                if not is_right(option):
                    option.click()
            exercise.locator(".cit-check").click()
            count = len(options(exercise))
            assert feedback(exercise).startswith("Not quite. " + ("One mistake:" if count == 1 else f"{count} mistakes:"))
            mistakes = exercise.locator(".cit-feedback li")
            assert mistakes.count() == count
            for option in options(exercise):
                if is_right(option):       # missed: marked as missed, never with a red ✗
                    assert "(missed)" in option.inner_text() and "cit-missed" in option.get_attribute("class")
                    assert mark(option) == "☐" and mark_colour(option) != wrong_colour(page)
                else:                      # ticked, but wrong: ✗
                    assert "(ticked, but wrong)" in option.inner_text() and mark(option) == "✗"
                    assert mark_colour(option) == wrong_colour(page)
        chip = exercise.locator(".cit-feedback .cit-clause").first
        assert clause.fullmatch(chip.inner_text().strip()), feedback(exercise)
        assert chip.get_attribute("href") == f"99_clause_index.html#{chip.inner_text().strip().lower()}"
        assert exercise.get_attribute("data-result") == "wrong"
        assert score(practice_set) == score_line(0, done, len(found))
    assert page.record.problems() == []


def test_the_clause_links_of_the_feedback_reach_the_clause_index(practice):
    page, practice_set, _ = practice
    exercise = exercises(practice_set)[0]
    exercise.scroll_into_view_if_needed()
    if exercise.get_attribute("data-kind") == "single":
        next(o for o in options(exercise) if not is_right(o)).click()
    else:
        for option in options(exercise):
            if not is_right(option):
                option.click()
        exercise.locator(".cit-check").click()
    chip = exercise.locator(".cit-feedback .cit-clause").first
    anchor = chip.get_attribute("href").split("#", 1)[1]
    chip.click()
    page.wait_for_url(re.compile(r"99_clause_index\.html#"))
    assert page.locator(f"[id='{anchor}']").count() == 1, f"the clause index has no entry #{anchor}"


def test_try_again_clears_every_answer(practice):
    page, practice_set, _ = practice
    found = exercises(practice_set)
    for exercise in found:
        exercise.scroll_into_view_if_needed()
        answer_right(exercise)
    assert score(practice_set) == score_line(len(found), len(found), len(found))
    practice_set.locator(".cit-try-again").click()
    assert score(practice_set) == score_line(0, 0, len(found))
    assert "cit-done" not in (practice_set.get_attribute("class") or "")
    for exercise in found:
        assert exercise.get_attribute("data-result") is None
        assert feedback(exercise) == ""
        for option in options(exercise):
            marks = set((option.get_attribute("class") or "").split())
            assert not marks & {"cit-chosen", "cit-right", "cit-wrong", "cit-is-answer", "cit-ticked", "cit-missed",
                                "cit-left-out"}
            if exercise.get_attribute("data-kind") == "multi":
                assert option.get_attribute("aria-pressed") == "false"
        if exercise.get_attribute("data-kind") == "multi":
            assert not exercise.locator(".cit-check").is_disabled()
    # and the set can be answered again: the first exercise, right this time, counts once
    answer_right(found[0])
    assert score(practice_set) == score_line(1, 1, len(found))
    assert page.record.problems() == []


def covered_by_score_bar(page, practice_set, element) -> bool:
    """Whether the score bar, where the browser draws it now, hides part of ``element``."""
    head = practice_set.locator(".cit-practice-head").bounding_box()
    box = element.bounding_box()
    return box["y"] < head["y"] + head["height"] - 1 and box["y"] + box["height"] > head["y"] + 1


# Whether anything is drawn over an element's top edge (the score bar, the theme's bars): the browser's
# own answer to "what is at this point", at three points along the edge.
HIDDEN_TOP = """el => { const r = el.getBoundingClientRect();
    return [0.1, 0.5, 0.9].some(f => { const hit = document.elementFromPoint(r.left + f * r.width, r.top + 2);
                                       return !hit || !(el === hit || el.contains(hit)); }); }"""


def hidden(element) -> bool:
    return element.evaluate(HIDDEN_TOP)


def test_the_score_bar_covers_no_question(practice):
    """On screen: nothing under the score bar when the page opens, when a question is brought into view
    (a link, a search) and when the keyboard moves through the answers; the bar still follows the
    reader down the page."""
    page, practice_set, _ = practice
    found = exercises(practice_set)
    first = found[0].locator(".cit-question")
    assert not covered_by_score_bar(page, practice_set, first), "question 1 lies under the score bar"
    head = practice_set.locator(".cit-practice-head")
    for exercise in found:
        exercise.evaluate("el => el.scrollIntoView({block: 'start'})")
        question = exercise.locator(".cit-question")
        assert not covered_by_score_bar(page, practice_set, question), question.inner_text()
        assert not hidden(question), f"something is drawn over {question.inner_text()!r}"
        assert not hidden(head.locator(".cit-score")), "the score bar is hidden"
    assert head.evaluate("el => getComputedStyle(el).position") == "sticky"
    assert head.bounding_box()["y"] < page.viewport_size["height"] / 2, "the score bar did not follow the reader"
    # down through the first questions with Tab, then back up with Shift+Tab (answers then come into view
    # from above, where the bar is)
    page.evaluate("window.scrollTo(0, 0)")
    options(found[0])[0].focus()
    steps = sum(len(options(e)) + 1 for e in found[:4])
    for key in ["Tab"] * steps + ["Shift+Tab"] * steps:
        page.keyboard.press(key)
        focused = page.locator(":focus")
        if focused.count() and focused.evaluate("el => !!el.closest('.cit-exercise')"):
            assert not covered_by_score_bar(page, practice_set, focused), f"{key}: {focused.inner_text()}"
            assert not hidden(focused), f"{key}: something is drawn over {focused.inner_text()!r}"
    assert page.record.problems() == []


def test_the_score_bar_covers_no_question_on_paper(practice):
    page, practice_set, _ = practice
    page.emulate_media(media="print")
    head = practice_set.locator(".cit-practice-head")
    assert head.evaluate("el => getComputedStyle(el).position") == "static"
    assert not covered_by_score_bar(page, practice_set, exercises(practice_set)[0].locator(".cit-question"))
