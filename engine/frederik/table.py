"""The plain data of a come-quando-frederik-piange table besides its cards: the variant options and a
declared action waiting for its answers.

>>> FrederikOptions().colour_means, FrederikOptions.of(colour_means="red_black").colour_means
('suit', 'red_black')
>>> FrederikOptions.of(first_player="left")
Traceback (most recent call last):
...
ValueError: option first_player='left' is 'random' or a seat number (FP-A17)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal, Mapping

from ..core import Options
from .actions import Force, Targeted

PHASES = ("draw", "battle", "over")
STEPS = ("keep", "bottom", "face")
WINDOWS = ("response", "interrupt")


@dataclass(frozen=True)
class FrederikOptions(Options):
    """Variant options (RULINGS 6.1); the defaults are the rulings."""

    SAMPLES: ClassVar[Mapping[str, tuple]] = {"first_player": ("random", 0, 1)}

    colour_means: Literal["suit", "red_black"] = "suit"                          # FP-A1
    interrupt_order: Literal["clockwise_from_actor"] = "clockwise_from_actor"    # FP-A4
    allow_counter_interrupts: Literal[False] = False                              # FP-A4
    nth_values: Literal["standard", "faces_count_10", "faces_excluded"] = "standard"  # FP-A5
    tie_policy: Literal["shared"] = "shared"                                      # FP-A6
    battle_draw_face: Literal["up", "down"] = "up"                               # FP-A9
    allow_all_face_down_opening: bool = True                                      # FP-A11
    low_steal_requires_same_suit: bool = False                                    # FP-A12
    steal_count_includes_used_card: bool = False                                  # FP-A13
    first_player: int | str = "random"                                            # FP-A17

    def validate(self):
        fp = self.first_player
        if isinstance(fp, str) and fp != "random" or isinstance(fp, int) and fp < 0:
            raise ValueError(f"option first_player={fp!r} is 'random' or a seat number (FP-A17)")


DEFAULT_OPTIONS = FrederikOptions()


@dataclass(frozen=True)
class Pending:
    """A declared Force or targeted action waiting for its answers (FP-A4).

    ``window`` is ``"response"`` (the target's owner may protect) or ``"interrupt"``; ``queue`` lists
    the seats still to be asked in the interrupt window, the one asked now first.
    """

    seat: int
    action: Force | Targeted
    owner: int
    window: str
    queue: tuple[int, ...] = ()


__all__ = ["PHASES", "STEPS", "WINDOWS", "FrederikOptions", "DEFAULT_OPTIONS", "Pending"]
