"""Come quando Frederik piange's practice: which hand wins, which card to borrow, which N you may
draw, whether an attack may be announced, who may protect or interrupt it, from
:func:`engine.frederik.hints.practice_questions` (every verdict the engine's)."""
from __future__ import annotations

from engine.frederik import seat_row_html
from engine.frederik.hints import practice_questions
from engine.words import N_
from widgets.practice import choice_exercise, multi_choice_exercise

TITLE = N_("Practice: Come quando Frederik piange")
LEGEND = N_("A card marked \"down\" lies face down: only its owner may look at it. Every other card is face up.")


def picture(rows):
    return "".join(seat_row_html(caption, cards, width=38, down=down) for caption, cards, down in rows)


def exercises():
    built = []
    for q in practice_questions():
        make = multi_choice_exercise if q["multi"] else choice_exercise
        built.append(make(q["question"], q["options"], picture_html=picture(q["picture"]), clause=q["clause"]))
    return built
