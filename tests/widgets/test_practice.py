"""The practice kit's markup: structure the browser script relies on, escaping, refusals."""
from html.parser import HTMLParser

import pytest

from engine.errors import IllegalAction
from widgets.practice import (choice_exercise, clause_html, multi_choice_exercise, plain_text, practice_html,
                              practice_set, refusal_html)


class Tags(HTMLParser):
    """Every start tag as (tag, attributes); fails on unbalanced tags."""

    VOID = {"br", "img", "input", "meta", "link", "hr"}

    def __init__(self):
        super().__init__()
        self.tags, self.stack, self.text = [], [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
        self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def parse(markup):
    tags = Tags()
    tags.feed(markup)
    tags.close()
    assert tags.stack == [], f"unclosed tags {tags.stack}"
    return tags


def with_class(tags, name):
    return [attrs for tag, attrs in tags.tags if name in attrs.get("class", "").split()]


def two_exercises():
    return [
        choice_exercise("Which card wins?", [("<b>K♠</b>", False, "spades are the lowest suit", "BI-3"),
                                            ("<b>2♥</b>", True, "hearts beat every other suit")],
                        picture_html="<svg aria-label='cards'></svg>", clause="BI-13"),
        multi_choice_exercise("Which bets are allowed?", [(str(b), b != 2, f"bet {b}") for b in range(4)],
                              clause="BI-10"),
    ]


def test_practice_set_has_buttons_score_and_live_feedback():
    tags = parse(practice_html(two_exercises(), title="Tricks"))
    (section,) = with_class(tags, "cit-practice")
    assert section["data-total"] == "2"
    exercises = with_class(tags, "cit-exercise")
    assert [e["data-kind"] for e in exercises] == ["single", "multi"]
    options = with_class(tags, "cit-option")
    assert len(options) == 6
    assert all(tag == "button" and attrs["type"] == "button" for tag, attrs in tags.tags
               if "cit-option" in attrs.get("class", "").split())
    assert [o["data-correct"] for o in options] == ["false", "true", "true", "true", "false", "true"]
    assert [o.get("aria-pressed") for o in options] == [None, None] + ["false"] * 4   # only multi toggles
    assert [o["data-name"] for o in options[:2]] == ["K♠", "2♥"]
    feedback = with_class(tags, "cit-feedback")
    assert len(feedback) == 2 and all(f["aria-live"] == "polite" for f in feedback)
    assert len(with_class(tags, "cit-check")) == 1          # only the multi-choice exercise has Check
    assert len(with_class(tags, "cit-try-again")) == 1
    (score,) = with_class(tags, "cit-score")
    assert score["aria-live"] == "polite"
    assert "0 of 2 right" in "".join(tags.text)
    assert len(with_class(tags, "cit-picture")) == 1


def test_feedback_carries_the_option_clause_else_the_exercise_clause():
    markup = practice_html(two_exercises(), clause_link=None)
    whys = markup.split('<template class="cit-why">')[1:]
    assert 'spades are the lowest suit <span class="cit-clause">BI-3</span>' in whys[0]
    assert 'hearts beat every other suit <span class="cit-clause">BI-13</span>' in whys[1]
    assert all('<span class="cit-clause">BI-10</span>' in w for w in whys[2:])


def test_clause_chips_link_to_the_clause_index_beside_the_page_by_default():
    markup = practice_html(two_exercises())
    assert '<a class="cit-clause" href="99_clause_index.html#bi-3">BI-3</a>' in markup
    assert '<a class="cit-clause" href="99_clause_index.html#bi-5">BI-5</a>' in refusal_html(IllegalAction("BI-5", "x"))


def test_clause_links_follow_the_given_address():
    assert clause_html("BI-10", "99_clause_index.html#{anchor}") == (
        '<a class="cit-clause" href="99_clause_index.html#bi-10">BI-10</a>')
    assert clause_html("BI-10", lambda c: f"x.html#{c}") == '<a class="cit-clause" href="x.html#BI-10">BI-10</a>'
    assert clause_html(None) == ""


def test_question_and_feedback_text_is_escaped_but_labels_are_markup():
    markup = practice_html([choice_exercise("Is <script>alert(1)</script> & co shown?",
                                            [("<i>yes</i>", True, 'it says "<b>" & more'),
                                             ("no", False, "x")])])
    assert "<script>" not in markup
    assert "Is &lt;script&gt;alert(1)&lt;/script&gt; &amp; co shown?" in markup
    assert "it says &quot;&lt;b&gt;&quot; &amp; more" in markup
    assert '<span class="cit-label"><i>yes</i></span>' in markup
    parse(markup)


def test_each_set_gets_its_own_ids():
    first, second = practice_html(two_exercises()), practice_html(two_exercises())
    id_of = lambda m: with_class(parse(m), "cit-practice")[0]["id"]
    assert id_of(first) != id_of(second)


def test_practice_set_is_a_displayable_html_object():
    shown = practice_set(two_exercises(), title="T")
    assert 'class="cit-practice"' in shown._repr_html_()


@pytest.mark.parametrize("options, message", [
    ([("a", True, "")], "at least two"),
    ([("a", True, ""), ("b", True, "")], "exactly one right"),
    ([("a", False, ""), ("b", False, "")], "exactly one right"),
    ([("a", 1, ""), ("b", False, "")], "True or False"),
    ([("a", True), ("b", False, "")], "label_html, is_correct, feedback"),
])
def test_malformed_exercises_are_refused(options, message):
    with pytest.raises(ValueError, match=message):
        choice_exercise("q", options)


def test_a_multi_choice_exercise_may_have_no_right_option():
    exercise = multi_choice_exercise("Which of these are allowed?", [("5", False, "no"), ("6", False, "no")])
    assert exercise.multi and not any(o.is_correct for o in exercise.options)


def test_empty_practice_set_is_refused():
    with pytest.raises(ValueError, match="at least one exercise"):
        practice_html([])
    with pytest.raises(TypeError, match="not an exercise"):
        practice_html(["question?"])  # type: ignore[list-item]


def test_refusal_box_names_the_reason_and_the_clause_escaped():
    box = refusal_html(IllegalAction("BI-5", "declare the A♥ <ALTA> or BASSA"), clause_link=None)
    tags = parse(box)
    assert with_class(tags, "cit-refusal")[0]["role"] == "note"
    assert "Not allowed" in "".join(tags.text)
    assert "declare the A♥ &lt;ALTA&gt; or BASSA" in box
    assert '<span class="cit-clause">BI-5</span>' in box
    assert "cit-clause" not in refusal_html(ValueError("no clause here"))


def test_a_refusal_box_for_an_allowed_example_stops_the_page():
    """``state.explain(action)`` is None when the action is legal: a page drawing that as a refusal is wrong."""
    with pytest.raises(ValueError, match="was allowed"):
        refusal_html(None)


def test_plain_text_reads_pictures_by_their_label():
    assert plain_text('<svg role="img" aria-label="A♥"><text>A</text></svg>') == "A♥"
    assert plain_text("bet <b>3</b>") == "bet 3"
