"""Every game's Practice page, found by its file name (``book/<game>/NN_practice.md``), is scored in the
published page with no kernel: every exercise answered right and (where a wrong answer exists) wrong
by clicking, the feedback checked (right/wrong marks, a clause link on every wrong answer, the score
line "N of M right") and "Try again" checked. A new game's practice page joins with no edit here.

The answers each page marks as right are worked out again from the rules in the per-game tests
(``test_practice.py`` for Bisca, ``test_practice_<game>.py`` for the others)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from tests.browser.practice_page import exercises, feedback, is_right, open_practice, options, score

ROOT = Path(__file__).resolve().parents[2]
PRACTICE_PAGES = sorted(ROOT.glob("book/*/[0-9]*practice*.md"))


def game_of(source: Path) -> str:
    return source.parent.name


@pytest.fixture(params=PRACTICE_PAGES, ids=game_of)
def practice(request, page, book_server, built_book):
    source = request.param
    built = built_book / source.relative_to(ROOT).with_suffix(".html")
    assert built.is_file(), f"{source.relative_to(ROOT)} is not in the built book"
    practice_set = open_practice(page, book_server, source.relative_to(ROOT).with_suffix(".html").as_posix())
    return page, practice_set, engine.game(game_of(source)).clause_prefix







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
        else:
            assert text == "Right: exactly those."
            assert exercise.locator(".cit-check").is_disabled()
            assert all("(wrong)" not in o.inner_text() and "(missed)" not in o.inner_text()
                       for o in options(exercise))
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
            right = next(o for o in options(exercise) if is_right(o))
            assert "cit-is-answer" in right.get_attribute("class")
            right.click()            # shows why it is right, but the first answer is what counts
            assert feedback(exercise).startswith("Right.")
            wrong.click()            # back to the wrong answer's reason, with its clause
        else:
            # tick exactly the options that should not be ticked: every option is then a mistake
            for option in options(exercise):
                if not is_right(option):
                    option.click()
            exercise.locator(".cit-check").click()
            assert feedback(exercise).startswith("Not quite. The right answers are marked ✓.")
            mistakes = exercise.locator(".cit-feedback li")
            assert mistakes.count() == len(options(exercise))
            for option in options(exercise):
                assert ("(missed)" if is_right(option) else "(ticked, but wrong)") in option.inner_text()
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
            assert not marks & {"cit-chosen", "cit-right", "cit-wrong", "cit-is-answer", "cit-ticked"}
            if exercise.get_attribute("data-kind") == "multi":
                assert option.get_attribute("aria-pressed") == "false"
        if exercise.get_attribute("data-kind") == "multi":
            assert not exercise.locator(".cit-check").is_disabled()
    # and the set can be answered again: the first exercise, right this time, counts once
    answer_right(found[0])
    assert score(practice_set) == score_line(1, 1, len(found))
    assert page.record.problems() == []
