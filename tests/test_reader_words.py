"""The checks that every built page's words pass (tests/browser/reader_words.py, run in each page's visit by
tests/browser/every_page.py), checked here without a browser: each kind of notation the issue's readers met
is caught, and the plain words a page should say instead are not."""
from __future__ import annotations

import pytest

from tests.browser.reader_words import english_sentences, reader_word_problems, repeated_clause


def text(words: str, kind: str = "text", caption: bool = True, lang: str = "en") -> dict:
    return {"where": "p", "text": words, "kind": kind, "caption": caption, "lang": lang}


@pytest.mark.parametrize("words, why", [
    ("Bruno plays discard_low 4♥ 5♥.", "an action name with an underscore"),
    ("Last: Bruno: play AH AD AC | 5S 5H 5C | 9S 9H 9C", "a card in letter notation"),
    ("Last: Bruno: play A♥ A♦ A♣ | 5♠ 5♥ 5♣", "a table in notation"),
    ("dealer: Seat 3", "a seat number"),
    ("Game over: Seat 2 wins (BI-15)", "a seat number"),
    ("Seat 0-2", "a seat number"),
    ("Anna (seat 0)", "a seat number"),
    ("mazziere: Posto 2", "a seat number"),
    ("Tick 0; leave None.", "a Python None"),
    ("d1: JF (Bianco)", "a card in letter notation"),
    ("Does 7C win when laid on KP?", "a card in letter notation"),
    ("score: · pieces taken: ·", "a label with no value"),
    ("It is {player}'s turn.", "a placeholder left unfilled"),
])
def test_each_kind_of_notation_is_caught(words, why):
    problems = reader_word_problems([text(words)])
    assert any(p.startswith(why) for p in problems), problems


@pytest.mark.parametrize("words", [
    "Bruno discards his 4♥ and Anna's 5♥, both under the pile.",
    "Bruno lays A♥ A♦ A♣, 5♠ 5♥ 5♣ and 9♠ 9♥ 9♣.",
    "The dealer is Dario. Anna wins with 15 points (BI-15).",
    "d1: the Jack of Forbici, Bianco's",
    "Print it on A4 paper: one page.",
    "Scores: Anna 3, Bruno 5.",
])
def test_plain_words_pass(words):
    assert reader_word_problems([text(words)]) == []


def test_a_label_with_nothing_after_it_is_caught():
    assert reader_word_problems([text("score:", kind="label")])


def test_a_clause_said_twice_in_a_caption_is_caught_but_not_in_a_list_of_answers():
    twice = ("South chooses to place first, so North plays the first card. South chooses to place first, "
             "so North will place second.")
    assert repeated_clause(twice) == "south chooses to place first"
    assert reader_word_problems([text(twice)])
    assert reader_word_problems([text(twice, caption=False)]) == []


def test_an_english_sentence_on_an_italian_page_is_caught_unless_marked_english():
    english = [text("A dot (green): may move there. A ring (orange): may take.", lang="it"),
               text("pedone (pawn)", lang="it"),
               text("sasso takes forbice", kind="name", lang="it"),
               text("hidden card", kind="name", lang="it")]
    assert len(english_sentences(english)) == 4
    italian = [text("Un punto (verde): la pedina può andare lì.", lang="it"),
               text("il sasso mangia la forbice", kind="name", lang="it"),
               text("test_BI_10_running_total: the bets may never equal the cards", lang="en"),
               text("Anna: 7♣ 8♣", lang="it"), text("Skèmino", lang="it"),
               text("pawn", kind="text", lang="it"),          # a glossary's English term: a name
               text("il regolamento chiama la smazzata «round»", lang="it")]
    assert english_sentences(italian) == []


def test_a_table_set_up_by_hand_draws_no_line_of_news_with_nothing_in_it():
    """A position set up for a page has no move to tell: its table says nothing rather than "Last: "."""
    from engine.bisca import position as bisca_position
    from engine.bisca.render import render_state as bisca_table
    from engine.machiavelli import position as machiavelli_position
    from engine.machiavelli.render import render_state as machiavelli_table

    tables = [machiavelli_table(machiavelli_position(["7S 7H 7D 7C", "9D 10D", "2S 5H 8C"], "3C 4C 5C | JD QD KD",
                                                     hands_per_match=1), viewer=0, names=["Anna", "Bruno", "Carla"]),
              bisca_table(bisca_position([["QD", "4S"], ["2S", "2C"]], round_index=3), names=["Anna", "Bruno"])]
    for table in tables:
        assert "Last: <" not in table and "Last:</" not in table
