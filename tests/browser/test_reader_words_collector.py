"""The collector of a page's words (tests/browser/reader_words.py's READER_WORDS) run on small pages of
its own, in the browser, without the built book: what it must find, and what it must leave alone.
The checks of the words it gathers are tests/test_reader_words.py."""
from __future__ import annotations

from tests.browser.reader_words import READER_WORDS, reader_word_problems


def problems_on(page, body: str) -> list[str]:
    page.set_content(f'<html lang="en"><body><article>{body}</article></body></html>')
    return reader_word_problems(page.evaluate(READER_WORDS))


def test_a_tables_line_of_news_with_nothing_after_it_is_a_label_with_no_value(page):
    # a Machiavelli table set up by hand once drew "Last: " and then the seats' panels
    empty = ('<div class="cit-last-event">Last: </div>'
             '<div><div class="cit-panel">Anna (you) <svg role="img" aria-label="7♠"></svg></div></div>')
    assert any(p.startswith("a label with no value") for p in problems_on(page, empty))
    told = '<div class="cit-last-event">Last: Carla draws a card from the tallone.</div><div>Anna</div>'
    assert problems_on(page, told) == []


def test_a_list_item_may_introduce_the_table_after_the_list(page):
    introduced = "<ol><li>Score each player:</li></ol><table><tr><td>Anna</td><td>+3</td></tr></table>"
    assert problems_on(page, introduced) == []


def test_words_in_pictures_names_and_step_frames_are_read_but_code_is_not(page):
    assert problems_on(page, '<svg><text>JF</text></svg>')
    assert problems_on(page, '<div aria-label="d1: JF (Bianco)">x</div>')
    assert problems_on(page, '<div class="cit-static-step" hidden><p>Bruno plays discard_low 4♥.</p></div>')
    assert problems_on(page, "<pre>play AH AD AC | 5S 5H 5C</pre><p>Anna plays <code>AH</code>.</p>") == []
