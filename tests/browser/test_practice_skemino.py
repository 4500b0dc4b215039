"""Skèmino's practice page: the answers it marks as right are worked out again here by the engine, from
the words of each question; a wrong square names its rule; it fits a phone. Clicking every exercise
right and wrong, the feedback and the score line are checked in ``test_practice_every_game.py``."""
from __future__ import annotations

import re

import pytest

from engine import skemino
from engine.cards import chain_deck
from engine.skemino import position
from engine.skemino.rules import card_name
from tests.browser.practice_page import exercises, is_right, open_practice, options, score

PAGE = "book/skemino/08_practice.html"
LOOP_WORDS = {"symbolic": "a symbolic loop", "numeric": "a numeric loop", None: "no loop"}


@pytest.fixture
def practice(page, book_server, built_book):
    return page, open_practice(page, book_server, PAGE)


#: a card's name in words, as the page says it ("7 of Carta"), back to the engine's notation ("7C")
CARDS = {card_name(c).text(): str(c) for c in chain_deck()}


def card_of(words: str) -> str:
    """'the 7 of Carta' (or '7 of Carta') -> '7C'."""
    return CARDS[words.strip().removeprefix("the ")]


def cards_of(words: str) -> list[str]:
    """'5 of Carta, Jack of Forbici and 2 of Pietra' -> ['5C', 'JF', '2P']."""
    return [card_of(w) for w in re.split(r", | and ", words)]


def board_of(words: str) -> dict:
    """"Nero's 5 of Carta on d2 and Nero's 3 of Forbici on a2" -> the board for ``position``."""
    board: dict = {}
    for owner, card, square in re.findall(r"(Bianco|Nero)'s (.+?) on ([a-f][1-6])", words):
        board.setdefault(square, []).append((card_of(card), owner))
    return board


def engine_answer(question: str, names: list[str]) -> set[str]:
    """The names of the options the rules make right, worked out again by the engine (the cards of the
    questions and of the options are named in words, as a reader reads them)."""
    if m := re.search(r"Does (.+) win when laid on (.+)\?", question):
        wins = skemino.beats(card_of(m.group(1)), card_of(m.group(2)))
        return {"Yes, it takes the square" if wins else "No, it may not be laid there"}
    if m := re.search(r"Which of these cards may be laid on (.+)\?", question):
        return {n for n in names if skemino.beats(card_of(n), card_of(m.group(1)))}
    if m := re.search(r"Is the stack (.+) \(bottom to top\) a loop\?", question):
        return {LOOP_WORDS[skemino.loop_kind(cards_of(m.group(1)))]}
    if m := re.search(r"What is a hand of (.+) worth\?", question):
        return {str(skemino.hand_value(cards_of(m.group(1))))}
    if m := re.search(r"On the board: (.+)\. Bianco holds (.+?)\. Which of the marked squares", question):
        card = card_of(m.group(2))
        state = position(board_of(m.group(1)), hands=([card], ["2C"]), to_move="Bianco")
        return {sq for sq in names if state.is_legal(f"{card}@{sq}")}
    if m := re.search(r"On the board: (.+)\. Nero holds (.+)\. Which of Nero's cards would win the game at once "
                      r"on ([a-f][1-6])\?", question):
        state = position(board_of(m.group(1)), hands=(["AP", "3P"], cards_of(m.group(2))), to_move="Nero")
        right = set()
        for name in names:                      # lay it and see whether the game ends by the Ribaltone
            move = f"{card_of(name)}@{m.group(3)}"
            if state.is_legal(move) and getattr(state.apply(move).outcome, "kind", None) == "D":
                right.add(name)
        return right
    if m := re.search(r"Bianco holds (.+); Nero holds (.+)\. Who wins\?", question):
        bianco, nero = skemino.hand_value(cards_of(m.group(1))), skemino.hand_value(cards_of(m.group(2)))
        return {"Bianco" if bianco < nero else "Nero" if nero < bianco else "a draw"}
    raise AssertionError(f"a practice question this test does not know how to check: {question!r}")


def test_there_are_at_least_eight_exercises_of_the_three_kinds_asked_for(practice):
    _, practice_set = practice
    found = exercises(practice_set)
    assert len(found) >= 8
    kinds = [e.get_attribute("data-kind") for e in found]
    assert "single" in kinds and "multi" in kinds
    questions = " ".join(e.locator(".cit-question").inner_text() for e in found)
    assert "win when laid on" in questions            # does this card win?
    assert not re.search(r"\b(?:10|[2-9AJQK])[CFP]\b", questions)   # cards named in words, never in notation
    assert "Which of the marked squares" in questions  # where may you lay this card?
    assert "a loop?" in questions                      # is this a loop?
    assert practice_set.locator(".cit-exercise svg").count() >= 12   # the engine's pictures of cards and boards
    assert score(practice_set) == f"0 of {len(found)} right (0 answered)"


def test_the_marked_answers_are_the_engines(practice):
    _, practice_set = practice
    for exercise in exercises(practice_set):
        question = " ".join(exercise.locator(".cit-question").inner_text().split())
        names = [o.get_attribute("data-name") for o in options(exercise)]
        marked = {n for n, o in zip(names, options(exercise)) if is_right(o)}
        assert marked == engine_answer(question, names), question


def test_a_wrong_square_names_the_rule_that_refuses_it(practice):
    _, practice_set = practice
    exercise = next(e for e in exercises(practice_set) if "Which of the marked squares" in e.inner_text())
    refused = next(o for o in options(exercise) if not is_right(o))
    square = refused.get_attribute("data-name")
    refused.click()
    exercise.locator(".cit-check").click()
    mistake = exercise.locator(".cit-feedback li", has_text=f"{square} is refused").first
    assert re.search(r"SK-\d+", mistake.inner_text())


def test_practice_fits_a_phone_screen(page, book_server, built_book):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(book_server + PAGE, wait_until="networkidle")
    page.locator(".cit-practice").first.wait_for(state="visible", timeout=20_000)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
