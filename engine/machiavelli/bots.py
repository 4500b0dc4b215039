"""Machiavelli's computer players, from the beginner up (the ladder in :mod:`engine.ladder` measures them).

- ``BeginnerBot`` lays what it can see at a glance: the biggest combination its hand makes by itself,
  or one card added where it fits on the table (the moves the table lists), never rearranging the
  table; else it draws.
- ``HandBot`` (the intermediate) lays every group its hand makes by itself at once (the biggest first,
  then the biggest of what is left), else a card where it fits. Once its hand is down to
  ``CLOSE_LOOK`` cards it also looks for a rearrangement of the whole table that lays them all, and
  closes with it: seeing the close is what lifts it above the beginner (measured with the ladder).
- ``GreedyBot`` (the strong player) asks the exact solver (:func:`~engine.machiavelli.hints.best_play`)
  for the largest lay each turn, rearranging the whole table when that helps, and draws when nothing
  can be laid. (Keeping small lays back while the tallone was long lost to it: 2 of 12 three-player
  matches keeping up to two cards, 0 of 6 keeping a lone card; laying only the smallest listed lay
  unless it could close won 24% of 60 three-player matches against two greedy players; doing so only
  while every other seat held 10 or more cards won 34%, 12 or more 32%, of 180 one-hand matches; and
  choosing among the largest lays by what stays in hand (cards close to each other, or to the table)
  won 30-31% of 180-270: no better than greedy's fair third.)

The players that call the solver load it when they are seated (scipy's first import takes about
half a second), so that no decision pays for it.

``seed`` is kept for the common bot signature: these players are deterministic.

>>> from engine.machiavelli import position
>>> state = position(["6H 6D 9S", None], "3C 4C 5C 6C")
>>> str(GreedyBot().choose(state))
'play 3C 4C 5C | 6H 6D 6C'
>>> state = position(["6H 9S 9C 9D 10D JD", None], "3C 4C 5C 6C 7C")
>>> bot = HandBot()
>>> str(bot.choose(state)), str(bot.last_reason["rule"])
('play 3C 4C 5C 6C 7C | 9S 9D 9C', 'every group its hand makes by itself, laid at once: 3 cards.')
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from ..bots import RuleBot
from . import words
from .actions import Draw, Play
from .hints import best_play
from .solver import highs_available
from .moves import melds_from_hand
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .actions import MachiavelliAction
    from .state import State

#: The intermediate looks for a closing rearrangement of the table once it holds this many cards or fewer.
CLOSE_LOOK = 3


def load_solver() -> None:
    """Import the solver's scipy now (when a player is seated), not during its first decision."""
    highs_available()


def cards_laid(state: State, action: MachiavelliAction) -> int:
    """How many hand cards ``action`` puts on the table."""
    if not isinstance(action, Play):
        return 0
    return len(action.cards()) - len(state.table_cards())


class BeginnerBot(RuleBot):
    """The biggest combination in hand, or a card where it fits; never rearranges the table."""

    name = "beginner"

    def decide(self, state, actions):
        best = max(actions, key=lambda a: cards_laid(state, a))
        laid = cards_laid(state, best)
        if laid == 0:
            return Draw(), words.BOT_NOTHING_AT_A_GLANCE()
        if laid == len(state.hands[state.current_player]):
            return best, words.BOT_CLOSES()
        return best, words.BOT_AT_A_GLANCE()


def hand_groups(hand: Any) -> list[tuple]:
    """Groups the hand makes by itself, none sharing a card: the biggest first, then the biggest of
    what is left, and so on (quick, where the exact solver can take a while on a long hand)."""
    left = Counter(hand)
    groups = []
    for meld in sorted(melds_from_hand(hand), key=len, reverse=True):
        need = Counter(meld)
        if all(left[card] >= n for card, n in need.items()):
            groups.append(tuple(meld))
            left -= need
    return groups


class HandBot(BeginnerBot):
    """Every group its hand makes by itself at once (the biggest first), else a card where it fits;
    rearranges the table only to close, once it holds ``CLOSE_LOOK`` cards or fewer."""

    name = "intermediate"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        load_solver()

    def choose(self, state):
        # A close by rearrangement is never among the listed moves: look for it before them.
        hand = state.hands[state.current_player] if not state.is_terminal() else ()
        if hand and not state.opening and len(hand) <= CLOSE_LOOK:
            play = best_play(state)
            if cards_laid(state, play) == len(hand):
                self.last_reason = {"kind": "rule", "rule": words.BOT_CLOSES(),
                                    "options": len(state.legal_actions())}
                return play
        return super().choose(state)

    def decide(self, state, actions):
        hand = state.hands[state.current_player]
        groups = hand_groups(hand)
        laid = sum(len(g) for g in groups)
        if groups:
            play = Play(tuple(state.table) + tuple(groups))
            if laid == len(hand):
                return play, words.BOT_CLOSES()
            return play, words.BOT_HAND_GROUPS(n=laid)
        return super().decide(state, actions)


class GreedyBot(RuleBot):
    """The exact solver's biggest lay, else a draw."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        load_solver()

    def choose(self, state):
        # The table lists only the simplest lays (a rearrangement is any final table), so a turn
        # whose only listed move is a draw may still lay cards: the solver is asked every turn.
        actions = state.legal_actions()
        if not actions:
            raise ValueError("the game is over: there is no move to choose")
        if state.opening:
            self.last_reason = {"kind": "only", "options": 1}
            return actions[0]
        action, rule = self.decide(state, actions)
        self.last_reason = {"kind": "rule", "rule": rule, "options": len(actions)}
        return action

    def decide(self, state, actions):
        play = best_play(state)
        laid = cards_laid(state, play)
        if laid == 0:
            return Draw(), words.BOT_NOTHING_TO_LAY()
        if laid == len(state.hands[state.current_player]):
            return play, words.BOT_CLOSES()
        return play, words.BOT_MOST_CARDS(n=laid)


__all__ = ["BeginnerBot", "HandBot", "GreedyBot", "CLOSE_LOOK", "cards_laid", "load_solver"]
