"""Machiavelli's computer players, from the beginner up (the ladder in :mod:`engine.ladder` measures them).

- ``BeginnerBot`` lays what it can see at a glance: the biggest combination its hand makes by itself,
  or one card added where it fits on the table (the moves the table lists), never rearranging the
  table; else it draws.
- ``GreedyBot`` (the intermediate) asks the exact solver (:func:`~engine.machiavelli.hints.best_play`)
  for the largest lay each turn, rearranging the whole table when that helps, and draws when nothing
  can be laid.
- ``StrongBot`` lays like the greedy player, but keeps a lone card in hand while the tallone is long
  and nobody is near closing: a card kept is a card the next turns can combine (and a card on the
  table is one the others can use), while the closer collects every card the others hold.

``seed`` is kept for the common bot signature: these players are deterministic.

>>> from engine.machiavelli import position
>>> state = position(["6H 6D 9S", None], "3C 4C 5C 6C")
>>> str(GreedyBot().choose(state))
'play 3C 4C 5C | 6H 6D 6C'
>>> bot = StrongBot()
>>> str(bot.choose(state)), str(bot.last_reason["rule"])
('play 3C 4C 5C | 6H 6D 6C', 'the rearrangement that lays the most cards: 2.')
>>> state = position(["6H 9S 10D", None], "3C 4C 5C 6C 7C | 6S 6D 6C")
>>> str(bot.choose(state)), str(bot.last_reason["rule"])
('draw', 'only one card could be laid: it is kept for a bigger lay, as the tallone is long and nobody is near closing.')
"""
from __future__ import annotations

from ..bots import RuleBot
from . import words
from .actions import Draw, Play
from .hints import best_play


def cards_laid(state, action) -> int:
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


class GreedyBot(RuleBot):
    """The exact solver's biggest lay, else a draw."""

    name = "greedy"

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


class StrongBot(GreedyBot):
    """The greedy lay, but a small one is kept in hand while the tallone is long and nobody is near closing."""

    name = "strong"

    def __init__(self, seed: int = 0, hold_below: int = 2, stock_above: int = 30, danger: int = 7):
        super().__init__(seed=seed)
        self.hold_below, self.stock_above, self.danger = hold_below, stock_above, danger

    def decide(self, state, actions):
        play, said = super().decide(state, actions)
        laid = cards_laid(state, play)
        me = state.current_player
        if 0 < laid < self.hold_below and laid < len(state.hands[me]) and len(state.stock) > self.stock_above:
            fewest = min(len(h) for seat, h in enumerate(state.hands) if seat != me)
            if fewest > self.danger:
                return Draw(), words.BOT_HOLD_BACK(n=laid)
        return play, said


__all__ = ["BeginnerBot", "GreedyBot", "StrongBot", "cards_laid"]
