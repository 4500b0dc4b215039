"""Why a computer player chose its move, in a sentence (the teacher's table shows it after each move).

The sentence comes from what the player itself worked out: a search's own figures (how many imagined
games it played, how often the chosen move won), or the rule of thumb a beginner follows. A computer
player that says nothing about its choice gets no sentence.
"""
from __future__ import annotations

from typing import Any

from engine.words import N_, Line, Reader, Said, Seat
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.core import GameState

CHOSE_BY_SEARCH = Said(
    N_("{player} chose “{move}”: in {games} imagined games it came out best of {options} moves, winning {share}% "
       "of them."),
    you=N_("You chose “{move}”: in {games} imagined games it came out best of {options} moves, winning {share}% "
           "of them."))
CHOSE_AT_RANDOM = Said(N_("{player} chose “{move}” at random among {options} moves."),
                       you=N_("You chose “{move}” at random among {options} moves."))
CHOSE_BY_RULE = Said(N_("{player} chose “{move}”: {rule}"), you=N_("You chose “{move}”: {rule}"))
ONLY_MOVE = Said(N_("{player} had only one move: “{move}”."), you=N_("You had only one move: “{move}”."))


def why(bot: Any, state: GameState[Any], action: Any, adapter: Any, reader: Reader) -> Line | None:
    """The reason ``bot`` gives for playing ``action`` in ``state``, as a sentence, or ``None``."""
    reason = getattr(bot, "last_reason", None)
    player = Seat(state.current_player)
    move = adapter.move_words(state, action, reader)
    options = len(state.legal_actions())
    if options == 1:
        return Line(ONLY_MOVE(player=player, move=move).text(reader))
    if not isinstance(reason, dict):
        return None
    kind = reason.get("kind")
    if kind == "search" and reason.get("games"):
        share = round(100 * reason.get("share", 0.0))
        return Line(CHOSE_BY_SEARCH(player=player, move=move, games=reason["games"], options=options,
                                    share=share).text(reader))
    if kind == "random":
        return Line(CHOSE_AT_RANDOM(player=player, move=move, options=options).text(reader))
    if kind == "rule" and reason.get("rule") is not None:
        return Line(CHOSE_BY_RULE(player=player, move=move, rule=reason["rule"]).text(reader))
    return None
