"""A module of the repository that is no package's (a tool, a bench, the book's Sphinx extension), loaded by
its path for a test."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def module_at(name: str, path: Path) -> ModuleType:
    """The module in the file ``path``, run once under ``name``."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, f"{path} is not a Python module"
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module          # as an import would (a dataclass in it looks its module up there)
    spec.loader.exec_module(module)
    return module
