"""come-quando-frederik-piange's practice page: the answers the page marks as right are worked out
again here from what the reader sees (the cards drawn in each exercise, read from the pictures'
accessible names, and the words of the question): hands are ranked, tables are set up with
``battle_position`` and the moves asked about are put to the engine. The clicking, feedback, score
line and "Try again" are checked for every game in ``test_practice_every_game.py``."""
from __future__ import annotations

import re

import pytest

from engine import frederik
from engine.frederik import battle_position, rules

PAGE = "book/frederik/08_practice.html"
CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"


@pytest.fixture
def practice(page, book_server, built_book):
    page.goto(book_server + PAGE, wait_until="networkidle")
    practice_set = page.locator(".cit-practice").first
    practice_set.wait_for(state="visible", timeout=20_000)
    return page, practice_set


def picture_rows(exercise) -> dict[str, list[str]]:
    """Each row of cards drawn in the exercise, by its caption: {"Hand A": ["Q♠", ...], ...}."""
    rows = {}
    panels = exercise.locator(".cit-picture .cit-panel")
    for i in range(panels.count()):
        panel = panels.nth(i)
        cards = panel.locator("svg[aria-label]").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
        caption = panel.inner_text().strip().splitlines()[0].strip()
        rows[caption] = [c for c in cards if re.fullmatch(CARD, c)]
    return rows


def cards_in(words: str) -> list[str]:
    return re.findall(CARD, words)


def interrupting_cards(table, action: str, seat: int) -> set[str]:
    """The cards with which ``seat`` may answer ``action`` (everyone before it passing), by the engine."""
    state = battle_position(table).apply(action)
    while state.current_player != seat:
        state = state.apply("pass")
    return {str(a.card) for a in state.legal_actions() if getattr(a, "card", None) is not None}


def pile_after_the_draw(players: int, seed: int) -> int:
    """Play a draw phase in which every player keeps one card a turn and never keeps all five hidden."""
    game = frederik.new_game(players=players, seed=seed)
    while game.phase == "draw":
        game = game.apply({"keep": "keep 1", "bottom": "bottom 1", "face": "leave 1"}[game.step])
    return len(game.pile)


def engine_answer(exercise, question: str, names: list[str]) -> set[str]:
    rows = picture_rows(exercise)
    if question == "Which hand is stronger?":
        a, b = rules.hand_rank(rows["Hand A"]), rules.hand_rank(rows["Hand B"])
        return {"Hand A" if a > b else "Hand B" if b > a else "They are equal"}
    if "face-up card of the others should you borrow" in question:
        assert set(names) == set(rows["Face up in front of the others"])
        ranks = {card: rules.best_hand(rows["Your cards"], [card])[0] for card in names}
        return {card for card in names if ranks[card] == max(ranks.values())}
    if m := re.match(r"Your face-up cards are these, and you have a face-down (\S+)\. Which N may you use", question):
        sums = rules.reachable_sums(rows["Face up"])
        return {n for n in names if int(n) in sums}
    if m := re.match(r"You are Anna and Bruno shows (.+?)\. May you declare a (high|low) swap: your (\S+) for his "
                     r"(\S+)\?", question):
        assert rows["Bruno"] == cards_in(m[1])
        legal = battle_position([rows["You"], rows["Bruno"]]).is_legal(f"swap_{m[2]} {m[3]} {m[4]}")
        return {"Yes" if legal else "No"}
    if m := re.match(r"Anna declares a (high|low) (swap|discard) against Bruno: her (\S+) for his (\S+)\. You hold .* "
                     r"and a face-down (\S+)\. Which of your cards may interrupt\?", question):
        mine = [f"({c})" if c == m[5] else c for c in rows["Your cards"]]
        return set(names) & interrupting_cards([[m[3]], [m[4]], mine], f"{m[2]}_{m[1]} {m[3]} {m[4]}", seat=2)
    if m := re.match(r"Anna declares a (high|low) (swap|discard) against you: her (\S+) and your (\S+), both under "
                     r"the pile\. Which of your face-down cards can protect", question):
        mine = [f"({c})" if c in names else c for c in rows["Your cards"]]
        return set(names) & interrupting_cards([[m[3]], mine], f"{m[2]}_{m[1]} {m[3]} {m[4]}", seat=1)
    if m := re.match(r"You hold (.+) and a face-down (\S+); Bruno shows (.+?)\. Which steals may you declare\?",
                     question):
        mine = [f"({c})" if c == m[2] else c for c in rows["You"]]
        assert rows["Bruno"] == cards_in(m[3]) and rows["You"] == cards_in(m[1]) + [m[2]]
        state = battle_position([mine, rows["Bruno"]])
        right = set()
        for name in names:                  # "A high steal: Bruno's 8♠ for your 9♦, showing 3♠ and 8♥"
            steal = re.fullmatch(r"A (high|low) steal: Bruno's (\S+) for your (\S+), showing (.+)", name)
            assert steal, name
            if state.is_legal(f"steal_{steal[1]} {steal[3]} {steal[2]} with {' '.join(cards_in(steal[4]))}"):
                right.add(name)
        return right
    if m := re.match(r"(\w+) players finish the draw phase, nobody keeping all five cards face down\. How many "
                     r"cards are left in the pile\?", question):
        players = {"Three": 3, "Four": 4, "Five": 5, "Six": 6}[m[1]]
        left = {pile_after_the_draw(players, seed) for seed in (0, 1, 11)}   # the same whatever the deal
        assert len(left) == 1
        return {str(left.pop())}
    if m := re.match(r"(.+) sit in that order, clockwise\. (\w+) declares a swap against (\w+), and \3 does not "
                     r"protect her card\. Who is asked first whether to interrupt\?", question):
        seated = re.split(r", | and ", m[1])
        assert seated == names                               # the options are the players, in their order
        actor, target = seated.index(m[2]), seated.index(m[3])
        players = len(names)
        # every seat holds a spade, so anyone may interrupt the K♠: the order alone decides
        table = [[f"{rank}S"] for rank in "23567"[:players]]
        table[actor], table[target] = ["KS", "4D"], ["8D", "(9S)"]
        state = battle_position(table, to_move=actor).apply("swap_high KS 8D")
        assert state.current_player == target                # the target is asked to protect first
        state = state.apply("pass")                          # and declines
        return {names[state.current_player]}
    raise AssertionError(f"a practice question this test does not know how to check: {question!r}")


def test_the_marked_answers_are_the_engines(practice):
    _, practice_set = practice
    found = practice_set.locator(".cit-exercise")
    kinds = set()
    for i in range(found.count()):
        exercise = found.nth(i)
        question = re.sub(r"^\d+\.\s*", "", " ".join(exercise.locator(".cit-question").inner_text().split()))
        question = question.removesuffix(" Tick every answer that applies, then press Check.")
        options = exercise.locator(".cit-option")
        names = [options.nth(k).get_attribute("data-name") for k in range(options.count())]
        marked = {n for k, n in enumerate(names) if options.nth(k).get_attribute("data-correct") == "true"}
        assert marked == engine_answer(exercise, question, names), question
        kinds.add(exercise.get_attribute("data-kind"))
    assert found.count() >= 8 and kinds == {"single", "multi"}


def test_the_pictures_show_the_cards_the_questions_name(practice):
    """What the reader is told in words is what the picture draws (the checks above read both)."""
    _, practice_set = practice
    found = practice_set.locator(".cit-exercise")
    checked = 0
    for i in range(found.count()):
        exercise = found.nth(i)
        question = exercise.locator(".cit-question").inner_text()
        if m := re.search(r"You hold (.+?) and a face-down (\S+?)[.;]", question):
            rows = picture_rows(exercise)
            drawn = rows.get("Your cards") or rows.get("You")
            assert drawn == cards_in(m[1]) + [m[2]], question
            checked += 1
    assert checked >= 2
