"""Every action La Scamorra's notation can say, legal or not, for the conformance suite to split with
the judge (``State.expressible_actions``): built from the names of the cards, pieces and squares
alone, without the rules.

>>> from engine.scamorra import new_game
>>> state = new_game(seed=1)
>>> len(state.expressible_actions()), set(map(str, state.legal_actions())) <= set(map(str, EVERY_ACTION))
(3908, True)
"""
from __future__ import annotations

from .actions import CHOOSE, DISCARD, MOVE, PLACE, REENTER

#: Whatever the phase: both first choices, each piece placed on each square, each card moving a piece
#: from each square to each square, each piece re-entering on each square, each card discarded.
EVERY_ACTION = (*CHOOSE.values(), *(a for row in PLACE for a in row),
                *(a for card in MOVE for row in card for a in row), *(a for row in REENTER for a in row), *DISCARD)


def expressible_actions(state) -> list:
    """Every action the notation can say (the same list in every phase: the judge refuses the rest)."""
    return list(EVERY_ACTION)
