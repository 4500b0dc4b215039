"""come-quando-frederik-piange's own figures for engine/simulate.py: which hands players end with and
which win, next to five cards dealt at random from the same pack (FP-1, FP-3)."""
from __future__ import annotations

import random

from . import rules
from .state import State


class Facts:
    def __init__(self, start: State):
        self.seed = start.seed

    def step(self, before: State, after: State) -> None:
        pass  # the final hands say it at the end

    def result(self, final: State) -> dict:
        returns = final.returns()
        held: dict[str, int] = {}
        winning: dict[str, int] = {}
        wins: dict[str, list[float]] = {}
        for seat, (rank, _) in enumerate(final.final_hands()):
            category = rank.category
            held[category] = held.get(category, 0) + 1
            pair = wins.setdefault(category, [0.0, 0])
            pair[0] += returns[seat]
            pair[1] += 1
            if returns[seat] > 0:
                winning[category] = winning.get(category, 0) + 1
        # as many hands of five cards dealt at random from a full pack, one per seat, for comparison
        rng = random.Random(f"frederik-five-at-random:{self.seed}")
        at_random: dict[str, int] = {}
        for _ in range(final.players):
            category = rules.hand_rank(rng.sample(rules.DECK, 5)).category
            at_random[category] = at_random.get(category, 0) + 1
        return {"tallies": {"wins_by_final_hand": wins},
                "histograms": {"final_hands": held, "winning_hands": winning, "five_at_random": at_random}}
