"""The live table: one game at one table, drawn by ``widgets/static/cit-table.mjs``.

Pure Python (the engine and the standard library only): the same session runs under a Jupyter
kernel (:class:`widgets.live.LiveTable`) and in the reader's browser (:mod:`widgets.table.host`).
Each game's adapter is ``widgets/table/<game>.py`` (:class:`~widgets.table.protocol.TableAdapter`).
"""
from .protocol import TableAdapter
from .session import HUMAN, TableSession, adapter_for

__all__ = ["TableAdapter", "TableSession", "HUMAN", "adapter_for"]
