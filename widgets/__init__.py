"""The book's widgets, built from a few shared components; every rule comes from ``engine``.

``widgets.table`` (the live table's logic) is pure Python and runs in the reader's browser too, where
no widget toolkit is loaded: so nothing here is imported until it is asked for.
"""
from importlib import import_module
from typing import Any

_LAZY = {"StateView": ".components", "StepThrough": ".components", "static_step_through": ".components"}

__all__ = sorted(_LAZY)


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(import_module(_LAZY[name], __name__), name)
    raise AttributeError(f"module 'widgets' has no attribute {name!r}")
