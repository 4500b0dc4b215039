"""Clicks per turn at the live table, per game: whole games played from Python as the page's script would
(each click a ``{"do": "click"}`` message), one person against beginners (frederik: at four, against intermediates that attack), who picks at random among the
moves the table offers by pointing and clicks each key of that move's shortest click sequence. A turn is
one of the person's moves in the record, made by their clicks or by the table for them (a move that decides
nothing); the figure is the person's clicks divided by their turns. Also printed: how many of those moves
the table made for them, and the clicks per turn when they ask to be asked even then (*Ask me even when I
have only one move*).

Machiavelli's turn is counted as the table offers it in words (a draw, one click, or the suggested table
played, two clicks: Hint and Play), not as the cards a person may move one by one.

Run: ``.venv/bin/python bench/bench_table_clicks.py``; ``CIT_BENCH_GAMES=3`` plays more games per game.
The same script runs against an older tree (``PYTHONPATH=<tree>``) where TableSession had no preference.
"""
from __future__ import annotations

import os
import random
import sys
from pathlib import Path

if not os.environ.get("PYTHONPATH"):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from widgets.table import TableSession  # noqa: E402

# frederik at four against computers that attack, so that the person is asked to protect or interrupt
SEATS = {"frederik": ["human", "intermediate", "intermediate", "intermediate"]}
GAMES = int(os.environ.get("CIT_BENCH_GAMES", "2"))


def whole_game(game: str, seed: int, ask_always: bool) -> tuple[int, int, int]:
    """(clicks, turns, moves made for the person) of one whole game against beginners."""
    spec = engine.game(game)
    seats = SEATS.get(game) or ["human"] + ["beginner"] * (spec.min_players - 1)
    table = TableSession(game, seats=seats, seed=seed, pause_ms=0)
    if hasattr(table, "ask_always"):
        table.handle({"do": "prefs", "ask_always": ask_always})
    rng = random.Random(seed)
    clicks = 0
    while not table.state.is_terminal():
        table.run_computers()
        if table.state.is_terminal():
            break
        shortest: dict = {}
        for path, action in table.paths().items():
            known = shortest.get(str(action))
            if known is None or len(path) < len(known):
                shortest[str(action)] = path
        if not shortest:
            clicks += worded_turn(table)
            continue
        for key in shortest[rng.choice(sorted(shortest))]:
            click(table, key)
            clicks += 1
    made = len(getattr(table, "auto_taken", ()))
    return clicks, turns(table.states), made


def click(table: TableSession, key: str) -> dict:
    return table.handle({"do": "click", "key": key, "v": table.version})


def worded_turn(table: TableSession) -> int:
    """Machiavelli's turn in its worded choices: the suggested table played (Hint, then Play) where it lays
    a card, else a draw; the clicks it took."""
    offered = {c["key"] for c in table.view()["choices"] if not c.get("off")}
    if "hint" in offered:
        play = [c["key"] for c in click(table, "hint")["choices"] if c["label"].startswith("Play this table")]
        if play:
            click(table, play[0])
            return 2
        click(table, "draw")           # (Hint only told this bench that no card can be laid)
        return 1
    assert "draw" in offered, f"neither a table to play nor a draw is offered: {offered}"
    click(table, "draw")
    return 1


def turns(states: list) -> int:
    """The person's turns: each time the game comes to seat 0 and stays there for one move or more."""
    seats = [s.current_player for s in states[:-1]]
    return sum(1 for i, seat in enumerate(seats) if seat == 0 and (i == 0 or seats[i - 1] != 0))


def main() -> None:
    print(f"{'game':<12} {'clicks/turn':>11} {'turns':>6} {'made for you':>13} {'asked always':>13}")
    for spec in engine.games():
        totals = [0, 0, 0]
        asked = [0, 0]
        for seed in range(1, GAMES + 1):
            clicks, turns, made = whole_game(spec.name, seed, ask_always=False)
            totals = [totals[0] + clicks, totals[1] + turns, totals[2] + made]
            clicks, turns, _ = whole_game(spec.name, seed, ask_always=True)
            asked = [asked[0] + clicks, asked[1] + turns]
        print(f"{spec.name:<12} {totals[0] / totals[1]:>11.2f} {totals[1]:>6} {totals[2]:>13} "
              f"{asked[0] / asked[1]:>13.2f}")


if __name__ == "__main__":
    main()
