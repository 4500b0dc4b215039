"""The live table under a Jupyter kernel (Voilà, JupyterLab): an anywidget over a
:class:`~widgets.table.session.TableSession`.

The page draws the table with ``widgets/static/cit-table.mjs``, the same module the published book
runs in the reader's browser; here each click travels to the kernel as a widget message and the
session's new view comes back as the synced ``view`` trait.

>>> table = LiveTable("bisca", seed=3, players=3)
>>> table.view["game"], table.view["deal"]
('bisca', 3)
>>> table._on_message(table, {"do": "undo"}, [])
>>> table.view["say"]["text"]
'There is no move of yours to take back.'
"""
from __future__ import annotations

from pathlib import Path

import anywidget
import traitlets
from typing import Any

from .table.session import TableSession

STATIC = Path(__file__).parent / "static"


class LiveTable(anywidget.AnyWidget):
    """A game at a table, played by pointing (see :class:`~widgets.table.session.TableSession` for the
    settings: ``seats``, ``players``, ``seed``, ``names``, ``lang``, ``options``, ``teacher``)."""

    _esm = STATIC / "cit-table.mjs"
    _css = STATIC / "cit-table.css"
    view = traitlets.Dict().tag(sync=True)
    #: where a clause's small link points (the game's clause index page); empty: a plain tag
    clause_base = traitlets.Unicode("").tag(sync=True)

    def __init__(self, game: str, *, clause_base: str = "", **settings: Any) -> None:
        self.session = TableSession(game, **settings)
        super().__init__(view=self.session.view(), clause_base=clause_base)
        self.on_msg(self._on_message)

    def _on_message(self, widget: Any, content: Any, buffers: Any) -> None:
        self.view = self.session.handle(content if isinstance(content, dict) else {})

    def handle(self, message: dict) -> dict:
        """What a click sends, from Python (tests, notebooks): the new view."""
        self._on_message(self, message, [])
        return self.view
