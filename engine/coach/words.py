"""The coach's sentences (English source; the Italian is in the engine's catalogue)."""
from __future__ import annotations

from ..words import N_, Said

#: each grade as a reader reads it, with a symbol that does not rely on colour
GRADE_NAMES = {
    "best": Said(N_("best move")),
    "good": Said(N_("good move")),
    "inaccuracy": Said(N_("inaccuracy")),
    "mistake": Said(N_("mistake")),
    "blunder": Said(N_("blunder")),
    "forced": Said(N_("only move")),
}
GRADE_SYMBOLS = {"best": "★", "good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??", "forced": "□"}

RULE_OF_THUMB = Said(N_("The better move follows a rule of thumb: {rule}"))
RE_DEALT = Said(N_("In the games the coach imagined from {worlds} re-deals of the cards you could not see, the "
                   "better move wins about {best} in 100 and yours about {played}."))
COUNTED = Said(N_("Counted over every way the unseen cards can lie, the better move wins {best} times in 100 "
                  "and yours {played}."))

REVIEW_LINE = Said(N_("Move {step}: {move}. {symbol} {grade} (your chance {chance} in 100)."))
BETTER_MOVE = Said(N_("Better: {move} ({chance} in 100)."))
REVIEW_SUMMARY = Said(N_("{decisions} decisions: {best} best, {good} good, {inaccuracy} inaccuracies, {mistake} "
                         "mistakes, {blunder} blunders, {forced} with only one move; accuracy {accuracy} of 100."))
