"""The "Play here" marker of a play page: where the published book offers the game in the reader's
browser (Python on Pyodide, built by `make lite` into ``_build/html/lite``).

A play page calls :func:`play_here` in a hidden-input cell just above its table. In the book this
draws a small bar; ``assets/js/cit-play-here.js`` finds it and adds a "Play here" button, which loads
the in-browser game in place of the still picture below (only on click: the first start takes a
while), and a "full screen" link to the app page. The app page for ``book/<game>/<page>.md`` is
``lite/voici/render/<game>/<page>.html``; the script works that out from the page's own address, so a
page renumbered or a new game's play page needs nothing more than this call.

Inside the in-browser app itself (where Python runs on Pyodide, ``sys.platform == "emscripten"``)
the marker draws nothing: that page is already the game (`make lite` also drops this cell there).
The marker is hidden until the script fills it, so it shows nothing under Voila (`make play`, where
the table below is live) or with JavaScript off (the page's note then says how to play).

>>> html = marker_html()
>>> 'class="cit-play-here"' in html and "data-app" not in html
True
>>> 'data-app="lite/voici/render/bisca/09_play.html"' in marker_html("lite/voici/render/bisca/09_play.html")
True
"""
from __future__ import annotations

import html
import sys

from IPython.display import HTML, display

def marker_html(app: str | None = None) -> str:
    """The marker ``<div>``; ``app`` (a path from the book's root) overrides the page's own app."""
    target = f' data-app="{html.escape(app, quote=True)}"' if app else ""
    return f'<div class="cit-play-here" hidden{target}></div>'


def play_here(app: str | None = None) -> None:
    """Display the marker (nothing when already running in the reader's browser)."""
    if sys.platform == "emscripten":
        return
    display(HTML(marker_html(app)))
