"""Bisca's practice page is scored in the published page, with no kernel: every exercise answered
right and wrong by clicking, its feedback and the score line checked; the answers the page marks as
right are also checked against the engine."""
from __future__ import annotations

import re

import pytest

from engine import bisca

PAGE = "book/bisca/07_practice.html"
ORDER_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]


@pytest.fixture
def practice(page, book_server, built_book):
    page.goto(book_server + PAGE, wait_until="networkidle")
    practice_set = page.locator(".cit-practice").first
    practice_set.wait_for(state="visible", timeout=20_000)
    return page, practice_set


def exercises(practice_set) -> list:
    found = practice_set.locator(".cit-exercise")
    return [found.nth(i) for i in range(found.count())]


def options(exercise) -> list:
    found = exercise.locator(".cit-option")
    return [found.nth(i) for i in range(found.count())]


def is_right(option) -> bool:
    return option.get_attribute("data-correct") == "true"


def score(practice_set) -> str:
    return " ".join(practice_set.locator(".cit-score").inner_text().split())


def feedback(exercise) -> str:
    return " ".join(exercise.locator(".cit-feedback").inner_text().split())


def engine_answer(question: str, names: list[str]) -> set[str]:
    """The names of the options the rules make right, worked out again by the engine."""
    if "takes the trick" in question:
        plays = []
        for name in names:
            card, *rest = name.split()
            said = [w for w in rest if w in ("ALTA", "BASSA")]
            plays.append((card, said[0]) if said else card)
        return {names[bisca.trick_winner(plays)]}
    bets = re.search(r"(\d+) players?, (\d+) cards? each, and (?:the bets so far are ([\d, ]+)|nobody has bet yet)",
                     question)
    if bets:
        size = int(bets.group(2))
        made = [int(b) for b in bets.group(3).split(",")] if bets.group(3) else []
        return {str(b) for b in bisca.allowed_bets(size, made)}
    scored = re.search(r"You bet (\d+) and took (\d+) tricks?", question)
    if scored:
        points = bisca.round_score(int(scored.group(1)), int(scored.group(2)))
        return {f"{points:+d}" if points else "0"}
    if "may you play" in question:
        return set(names)          # no duty to follow suit: every card in hand may be played
    raise AssertionError(f"a practice question this test does not know how to check: {question!r}")


def test_there_are_at_least_eight_exercises_of_both_kinds(practice):
    _, practice_set = practice
    found = exercises(practice_set)
    assert len(found) >= 8
    kinds = [e.get_attribute("data-kind") for e in found]
    assert "single" in kinds and "multi" in kinds
    questions = " ".join(e.locator(".cit-question").inner_text() for e in found)
    assert "takes the trick" in questions and "Which bets may" in questions
    assert score(practice_set) == f"0 of {len(found)} right (0 answered)"


def test_the_marked_answers_are_the_engines(practice):
    _, practice_set = practice
    for exercise in exercises(practice_set):
        question = " ".join(exercise.locator(".cit-question").inner_text().split())
        names = [o.get_attribute("data-name") for o in options(exercise)]
        marked = {n for n, o in zip(names, options(exercise)) if is_right(o)}
        assert marked == engine_answer(question, names), question


def test_every_exercise_answered_right_by_clicking(practice):
    page, practice_set = practice
    found = exercises(practice_set)
    for done, exercise in enumerate(found, 1):
        exercise.scroll_into_view_if_needed()
        if exercise.get_attribute("data-kind") == "single":
            next(o for o in options(exercise) if is_right(o)).click()
            assert feedback(exercise).startswith("Right.")
            assert not feedback(exercise).removeprefix("Right. ")[0].islower(), "feedback is not a sentence"
        else:
            for option in options(exercise):
                if is_right(option):
                    option.click()
                    assert option.get_attribute("aria-pressed") == "true"
            exercise.locator(".cit-check").click()
            assert feedback(exercise).startswith("Right: exactly those.")
            assert exercise.locator(".cit-check").is_disabled()
        assert exercise.get_attribute("data-result") == "right"
        tail = "(all answered)" if done == len(found) else f"({done} answered)"
        assert score(practice_set) == f"{done} of {len(found)} right {tail}"
    assert page.record.problems() == []


def test_every_exercise_answered_wrong_explains_why_with_the_clause(practice):
    page, practice_set = practice
    found = exercises(practice_set)
    for done, exercise in enumerate(found, 1):
        exercise.scroll_into_view_if_needed()
        if exercise.get_attribute("data-kind") == "single":
            wrong = next(o for o in options(exercise) if not is_right(o))
            wrong.click()
            text = feedback(exercise)
            assert text.startswith("Not this one.") and "The right answer is marked" in text
            assert "(wrong)" in wrong.inner_text()
            right = next(o for o in options(exercise) if is_right(o))
            assert "cit-is-answer" in right.get_attribute("class")
            # a second click on the right answer shows why, but the first answer is what counts
            right.click()
            assert feedback(exercise).startswith("Right.")
        else:
            for option in options(exercise):        # tick exactly the wrong ones: every option is a mistake
                if not is_right(option):
                    option.click()
            exercise.locator(".cit-check").click()
            text = feedback(exercise)
            assert text.startswith("Not quite.")
            assert exercise.locator(".cit-feedback li").count() == len(options(exercise))
        clause = exercise.locator(".cit-feedback .cit-clause").first
        assert re.fullmatch(r"BI-(EX-\d+|A\d+|\d+)", clause.inner_text().strip())
        href = clause.get_attribute("href")
        assert href and href.startswith("99_clause_index.html#bi-")
        assert exercise.get_attribute("data-result") == "wrong"
        tail = "(all answered)" if done == len(found) else f"({done} answered)"
        assert score(practice_set) == f"0 of {len(found)} right {tail}"
    assert page.record.problems() == []


def test_try_again_clears_every_answer(practice):
    page, practice_set = practice
    found = exercises(practice_set)
    first_single = next(e for e in found if e.get_attribute("data-kind") == "single")
    first_multi = next(e for e in found if e.get_attribute("data-kind") == "multi")
    next(o for o in options(first_single) if is_right(o)).click()
    options(first_multi)[0].click()
    first_multi.locator(".cit-check").click()
    assert "(2 answered)" in score(practice_set)
    practice_set.locator(".cit-try-again").click()
    assert score(practice_set) == f"0 of {len(found)} right (0 answered)"
    for exercise in (first_single, first_multi):
        assert exercise.get_attribute("data-result") is None
        assert feedback(exercise) == ""
    assert all(o.get_attribute("aria-pressed") == "false" for o in options(first_multi))
    assert not first_multi.locator(".cit-check").is_disabled()
    assert page.record.problems() == []


def test_answers_work_from_the_keyboard(practice):
    page, practice_set = practice
    exercise = exercises(practice_set)[0]
    option = next(o for o in options(exercise) if is_right(o))
    option.focus()
    page.keyboard.press("Enter")
    assert feedback(exercise).startswith("Right.")
    assert exercise.locator(".cit-feedback").get_attribute("aria-live") == "polite"
    assert score(practice_set).startswith("1 of ")


def test_practice_fits_a_phone_screen(page, book_server, built_book):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(book_server + PAGE, wait_until="networkidle")
    page.locator(".cit-practice").first.wait_for(state="visible", timeout=20_000)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    box = page.locator(".cit-practice").first.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
