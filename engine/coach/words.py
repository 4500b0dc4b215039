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

REVIEW_LINE = Said(N_("Move {step}: you chose “{move}”. {symbol} {grade} (your chance {chance} in 100)."))
BETTER_MOVE = Said(N_("Better: {move} ({chance} in 100)."))
# a tally, label then count, so that a count of 1 reads as well as any other in both languages
REVIEW_SUMMARY = Said(N_("Decisions judged: {decisions}. Best moves: {best}; good: {good}; inaccuracies: "
                         "{inaccuracy}; mistakes: {mistake}; blunders: {blunder}; only move: {forced}. "
                         "Accuracy: {accuracy} of 100."))
