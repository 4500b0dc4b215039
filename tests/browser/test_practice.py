"""Bisca's practice page: the answers it marks as right are the engine's, and it works from the keyboard
and on a phone. Answering every exercise right and wrong by clicking, the feedback, the score line and
"Try again" are checked for every game's page in ``test_practice_every_game.py``."""
from __future__ import annotations

import re

import pytest

from engine import bisca
from tests.browser.practice_page import exercises, feedback, is_right, open_practice, options, score

PAGE = "book/bisca/07_practice.html"
ORDER_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"]


@pytest.fixture
def practice(page, book_server, built_book):
    return page, open_practice(page, book_server, PAGE)


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
