"""Computer players for come-quando-frederik-piange: the protocol's bots, with the search bot told
to spend no time on the order of the cards it slides under the pile (a choice that rarely matters)."""
from __future__ import annotations

from ..bots import STANDARD_BOT_LABELS, RandomBot
from ..bots import SearchBot as _SearchBot


class SearchBot(_SearchBot):
    """ISMCTS (``engine.bots.SearchBot``), except for the draw phase's ``bottom`` choices, taken at once."""

    def choose(self, state):
        if state.phase == "draw" and state.step == "bottom":
            return self.rng.choice(state.legal_actions())
        return super().choose(state)


BOTS = {"random": RandomBot, "search": SearchBot}
BOT_LABELS = dict(STANDARD_BOT_LABELS)

__all__ = ["SearchBot", "RandomBot", "BOTS", "BOT_LABELS"]
