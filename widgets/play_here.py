"""The "Play here" bar at the top of a play page: where the published book runs the game's live
table in the reader's browser (Python on Pyodide in a Web Worker, built by `make lite` into
``_build/html/play``).

A play page calls :func:`play_here` with its game in a hidden-input cell at the top. In the book this
draws an empty marker; ``assets/js/cit-play-here.js`` fills it with a "Play here" button, a "full
window" link to the game's app page (``play/<game>.html``) and the status while the table starts, and
mounts the table right under it (the cells tagged ``cit-still-table``, the table's still picture,
are hidden then). The marker is hidden until the script fills it, so under Voila (`make play`, where
the table below is live) and with JavaScript off it shows nothing.

>>> marker_html("bisca")
'<div class="cit-play-here" data-game="bisca" hidden></div>'
>>> marker_html("no such game")
Traceback (most recent call last):
...
ValueError: play_here: 'no such game' is not a registered game (choose bisca, frederik, machiavelli, scamorra, skemino)
"""
from __future__ import annotations

import engine
from IPython.display import HTML, display


def marker_html(game: str) -> str:
    """The marker ``<div>`` for a registered game (its short name, as ``engine.game`` knows it)."""
    names = [spec.name for spec in engine.games()]
    if game not in names:
        raise ValueError(f"play_here: {game!r} is not a registered game (choose {', '.join(names)})")
    return f'<div class="cit-play-here" data-game="{game}" hidden></div>'


def play_here(game: str) -> None:
    """Display the marker of ``game``'s live table."""
    display(HTML(marker_html(game)))
