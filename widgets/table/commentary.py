"""Why a computer player chose its move, in a sentence (the teacher's table shows it after each move, and
a look back shows it at each step).

The sentence comes from what the player itself worked out: a search's own figures (how many imagined
games it played, how often the chosen move won), or the rule of thumb a beginner follows. It follows the
move as the log tells it ("Bruno plays the alfiere from b6 to c5."), never the words of the list of moves,
which speak to the player to move ("your paper"). A computer player that says nothing about its choice
gets no sentence.

>>> from engine import scamorra
>>> from engine.words import Reader
>>> from widgets.table.scamorra import ADAPTER
>>> state = scamorra.new_game(seed=2)
>>> bot = scamorra.SPEC.make_bot("beginner", seed=1)
>>> action = bot.choose(state)
>>> print(why(bot, state, action, ADAPTER, Reader(None, ("Anna", "Bruno")), after=state.apply(action)).text)
Anna chooses to move first, so Bruno places the first piece. Anna's reason: a beginner wants to play the first card.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.words import N_, Line, Reader, Said, Seat

if TYPE_CHECKING:
    from engine.core import GameState

CHOSE_BY_SEARCH = Said(
    N_("{player}'s reason: in {games} imagined games this move came out best of {options}, winning {share}% of "
       "them."),
    you=N_("Your reason: in {games} imagined games this move came out best of {options}, winning {share}% of "
           "them."))
CHOSE_AT_RANDOM = Said(N_("{player} chose this move at random among {options}."),
                       you=N_("You chose this move at random among {options}."))
CHOSE_BY_RULE = Said(N_("{player}'s reason: {rule}"), you=N_("Your reason: {rule}"))
ONLY_MOVE = Said(N_("{player} had no other move."), you=N_("You had no other move."))


def why(bot: Any, state: GameState[Any], action: Any, adapter: Any, reader: Reader,
        after: GameState[Any] | None = None) -> Line | None:
    """The reason ``bot`` gives for playing ``action`` in ``state`` (``after``: the state it made), as the
    move in the log's words followed by the reason, or ``None``."""
    reason = getattr(bot, "last_reason", None)
    player = Seat(state.current_player)
    options = len(state.legal_actions())
    said = None
    if options == 1:
        said = ONLY_MOVE(player=player)
    elif isinstance(reason, dict):
        kind = reason.get("kind")
        if kind == "search" and reason.get("games"):
            share = round(100 * reason.get("share", 0.0))
            said = CHOSE_BY_SEARCH(player=player, games=reason["games"], options=options, share=share)
        elif kind == "random":
            said = CHOSE_AT_RANDOM(player=player, options=options)
        elif kind == "rule" and reason.get("rule") is not None:
            said = CHOSE_BY_RULE(player=player, rule=reason["rule"])
    if said is None:
        return None
    after = after if after is not None else state.apply(action)
    told = [line.text for line in adapter.describe(state, after, reader)[:1]]
    return Line(" ".join(told + [said.text(reader)]))
