"""Machiavelli's practice page: the answers it marks as right are worked out again by the engine from
what the page shows (the cards drawn, the question); a wrong verdict gives the engine's reason; it fits
a phone. Clicking every exercise right and wrong, the feedback, the score line and "Try again" are
checked in ``test_practice_every_game.py``."""
from __future__ import annotations

import re

import pytest

from engine import machiavelli
from tests.browser.practice_page import exercises, feedback, is_right, open_practice, options, score

PAGE = "book/machiavelli/08_practice.html"
CLAUSE = re.compile(r"MA-(EX-\d+|A\d+|\d+)")


@pytest.fixture
def practice(page, book_server, built_book):
    return page, open_practice(page, book_server, PAGE)


def card_names(locator) -> list[str]:
    """The cards drawn inside ``locator``, read from the pictures' accessible names."""
    cards = locator.locator("svg.cit-card")
    return [cards.nth(i).get_attribute("aria-label") for i in range(cards.count())]


def picture_table(exercise) -> list[str]:
    """The table of an exercise's picture: one group of card names per drawn combination."""
    melds = exercise.locator(".cit-picture .cit-meld")
    return [" ".join(card_names(melds.nth(i))) for i in range(melds.count())]


def picture_hand(question: str) -> str:
    return re.search(r"You hold (.+?)\. ", question).group(1) if "You hold" in question else ""


def engine_answer(exercise, question: str, names: list[str]) -> set[str]:
    """The names of the options the rules make right, worked out again by the engine."""
    if question.startswith("Is this group a combination"):
        group = " ".join(card_names(exercise.locator(".cit-picture")))
        return {"Yes" if machiavelli.is_meld(group) else "No"}
    if question.startswith("Tick every group"):
        return {name for name in names if machiavelli.is_meld(name)}
    if "How many of these cards can you lay" in question:
        return {str(machiavelli.best_lay(picture_table(exercise), picture_hand(question)).count)}
    if "Which of these moves lays the most" in question:
        hand = " ".join(card_names(exercise.locator(".cit-picture > .cit-state > div:last-child")))
        most = machiavelli.best_lay(picture_table(exercise), hand).count
        return {name for name in names if name.startswith(f"Lay {most} ")}
    closed = re.search(r"Bruno still holds (\d+) cards and Carla (\d+); the stake is (\d+)", question)
    if closed:
        held = [int(closed.group(1)), int(closed.group(2))]
        return {str(machiavelli.settle_hand([0, *held], closer=0, stake=int(closed.group(3)))[0])}
    ran_out = re.search(r"Anna holds (\d+) cards, Bruno (\d+) and Carla (\d+)", question)
    if ran_out:
        points = machiavelli.settle_hand([int(g) for g in ran_out.groups()], closer=None)[0]
        return {f"{points:+d}" if points else "0"}
    raise AssertionError(f"a practice question this test does not know how to check: {question!r}")


def test_there_are_at_least_eight_exercises_of_every_kind(practice):
    _, practice_set = practice
    found = exercises(practice_set)
    assert len(found) >= 8
    kinds = [e.get_attribute("data-kind") for e in found]
    assert "single" in kinds and "multi" in kinds
    questions = " ".join(e.locator(".cit-question").inner_text() for e in found)
    assert questions.count("Is this group a combination") >= 3
    assert questions.count("How many of these cards can you lay") >= 5      # the five puzzles
    assert "Which of these moves lays the most" in questions
    assert score(practice_set) == f"0 of {len(found)} right (0 answered)"


def test_the_marked_answers_are_the_engines(practice):
    _, practice_set = practice
    for exercise in exercises(practice_set):
        question = re.sub(r"^\d+\.\s*", "", " ".join(exercise.locator(".cit-question").inner_text().split()))
        names = [o.get_attribute("data-name") for o in options(exercise)]
        marked = {n for n, o in zip(names, options(exercise)) if is_right(o)}
        assert marked == engine_answer(exercise, question, names), question


def test_a_wrong_group_verdict_gives_the_engines_reason(practice):
    """Saying yes to K♦ A♦ 2♦ is answered with the rule it breaks: the ace goes round the corner."""
    _, practice_set = practice
    corner = next(e for e in exercises(practice_set)
                  if card_names(e.locator(".cit-picture")) == ["K♦", "A♦", "2♦"])
    corner.scroll_into_view_if_needed()
    next(o for o in options(corner) if o.get_attribute("data-name") == "Yes").click()
    text = feedback(corner)
    assert "round the corner" in text
    assert corner.locator(".cit-feedback .cit-clause").first.inner_text().strip() == "MA-A1"


def test_practice_fits_a_phone_screen(page, book_server, built_book):
    """Wide pictures (the fourteen-card run, whole tables) scroll inside their box, not the page."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(book_server + PAGE, wait_until="networkidle")
    page.locator(".cit-practice").first.wait_for(state="visible", timeout=20_000)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    box = page.locator(".cit-practice").first.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
