"""The practice exercises of every game, worked out by the engine when the book is built.

Each game's module (``bisca``, ``skemino``, ``machiavelli``, ``scamorra``, ``frederik``) gives a
``TITLE`` and ``exercises()``, a list of :class:`widgets.practice.Exercise`, and where its pictures need
it a ``LEGEND``: how to read them (whose pieces are whose, what a mark means) in words that hold on
paper and in greyscale, printed with every worksheet and quiz drawn from the set. Three kinds of page show
the same list, so they can never disagree: the practice page (scored in the reader's browser, by
:func:`widgets.practice.practice_set`), its answer page, and the teacher's guide's class quiz with its
answer key (both drawn by :mod:`widgets.handouts`). A question's number is its place in the list, the
number the practice page shows.

>>> practice = practice_exercises("bisca")
>>> practice.title, len(practice.exercises), practice.exercises[0].multi
('Bisca practice', 12, False)
>>> practice_exercises("chess")
Traceback (most recent call last):
...
ValueError: no practice exercises for 'chess' (choose bisca, frederik, machiavelli, scamorra, skemino)
"""
from __future__ import annotations

import functools
import importlib
from dataclasses import dataclass
from typing import Any

from engine.words import translate
from widgets.practice import Exercise

__all__ = ["GAMES", "PracticeSet", "practice_exercises"]

GAMES = ("bisca", "frederik", "machiavelli", "scamorra", "skemino")


@dataclass(frozen=True)
class PracticeSet:
    """A game's practice exercises in the order the practice page numbers them (from 1)."""

    game: str
    title: str
    exercises: tuple[Exercise, ...]
    legend: str = ""

    def numbered(self, numbers: Any = None) -> list[tuple[int, Exercise]]:
        """``(number, exercise)`` pairs: every exercise, or the ones ``numbers`` names, in that order.

        >>> [n for n, _ in practice_exercises("bisca").numbered([3, 1])]
        [3, 1]
        >>> practice_exercises("bisca").numbered([13])
        Traceback (most recent call last):
        ...
        ValueError: Bisca practice has questions 1 to 12, not 13
        """
        if numbers is None:
            return list(enumerate(self.exercises, 1))
        chosen = []
        for number in numbers:
            if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= len(self.exercises):
                raise ValueError(f"{self.title} has questions 1 to {len(self.exercises)}, not {number!r}")
            chosen.append((number, self.exercises[number - 1]))
        if len({n for n, _ in chosen}) != len(chosen):
            raise ValueError(f"a question of {self.title} is chosen twice: {list(numbers)}")
        return chosen


@functools.cache
def practice_exercises(game: str) -> PracticeSet:
    """The practice exercises of ``game`` (its engine name), built once per process."""
    if game not in GAMES:
        raise ValueError(f"no practice exercises for {game!r} (choose {', '.join(GAMES)})")
    module = importlib.import_module(f"{__name__}.{game}")
    legend = getattr(module, "LEGEND", None)
    return PracticeSet(game, translate(module.TITLE), tuple(module.exercises()), translate(legend) if legend else "")
