"""La Scamorra's practice: moves, captures and the pedone's second use, from
:func:`engine.scamorra.hints.practice_exercises` (positions set up and answered by the engine), each
drawn on the engine's board with the piece in question framed."""
from __future__ import annotations

from engine import scamorra
from engine.words import N_
from widgets.practice import choice_exercise, multi_choice_exercise

TITLE = N_("Practice: moves, captures and returns")
LEGEND = N_("In the pictures South's pieces are light and start on row 1 at the bottom; North's are dark and "
            "start on row 5 at the top. The piece a question is about has a thick frame.")


def exercises():
    built = []
    for ex in scamorra.practice_exercises(seed=7):
        picture = scamorra.board_svg(ex["state"], origin=ex["origin"], size=40)
        make = multi_choice_exercise if ex["multiple"] else choice_exercise
        built.append(make(ex["question"], ex["options"], picture_html=picture, clause=ex["clause"]))
    return built
