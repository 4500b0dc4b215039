"""Run inside Pyodide (by tools/build_runtime.py, through tools/runtime_node.mjs): precompile what the
reader's browser would otherwise compile from source at every start.

Pyodide's ``python_stdlib.zip`` holds ``.py`` sources, so each start compiles every module Python
imports (about 180 before any game code runs) in WebAssembly. Here each module becomes a sourceless
``.pyc`` made by this same Python 3.13 (its magic number), and the standard library packages named
in ``CIT_PRUNE`` (test and debugging tools, servers, mail: nothing a table imports; the build's check
proves it) are left out. Pyodide's own packages keep their docstrings; the rest is compiled as
``python -OO`` would (no docstrings, no asserts), which makes the zip smaller.

The project's wheel keeps only what the runtime can import (the paths in ``CIT_SHIP``: the engine
and the table's pure-Python side; the ipywidgets pages stay out), each module as a sourceless ``.pyc``
without its docstrings (the doctests stay in the repository; asserts are kept).

Files: ``/host/in/python_stdlib.zip`` and ``/host/in/*.whl`` in, the same names in ``/host/out/``.
"""
from __future__ import annotations

import ast
import base64
import hashlib
import importlib.util
import marshal
import os
import zipfile
from pathlib import Path

IN, OUT = Path("/host/in"), Path("/host/out")
PRUNE = {name for name in os.environ.get("CIT_PRUNE", "").split(",") if name}
SHIP = tuple(path for path in os.environ.get("CIT_SHIP", "").split(",") if path)
# docstrings kept: Pyodide's own modules
KEEP_DOCS = {"pyodide", "_pyodide"}
UNCHECKED_HASH = 0b01  # PEP 552: hash-based, source never checked
STAMP = (2020, 1, 1, 0, 0, 0)


def entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, STAMP)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def without_docstrings(source: bytes, filename: str) -> ast.Module:
    """The module's syntax tree without its docstrings (line numbers unchanged)."""
    tree = ast.parse(source, filename)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass(lineno=body[0].lineno, col_offset=body[0].col_offset)]
    return tree


def pyc(source: bytes | ast.Module, filename: str, optimize: int, raw: bytes | None = None) -> bytes:
    code = compile(source, filename, "exec", dont_inherit=True, optimize=optimize)
    if raw is None:
        assert isinstance(source, bytes), "a module's source, or the bytes it was read from"
        raw = source
    return (importlib.util.MAGIC_NUMBER + UNCHECKED_HASH.to_bytes(4, "little")
            + importlib.util.source_hash(raw) + marshal.dumps(code))


def top_name(filename: str) -> str:
    return filename.split("/", 1)[0].removesuffix(".py")


def stdlib(source: Path, target: Path) -> tuple[int, int]:
    kept = pruned = 0
    with zipfile.ZipFile(source) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for info in src.infolist():
            # a name with a slash prunes a part of a package (xml/dom: segno needs only xml.sax.saxutils)
            if top_name(info.filename) in PRUNE or any(info.filename.startswith(name + "/") for name in PRUNE
                                                       if "/" in name):
                pruned += 1
                continue
            data = src.read(info)
            if info.filename.endswith(".py"):
                optimize = 0 if top_name(info.filename) in KEEP_DOCS else 2
                out.writestr(entry(info.filename + "c"), pyc(data, info.filename, optimize), compresslevel=9)
            else:
                out.writestr(entry(info.filename), data, compresslevel=9)
            kept += 1
    return kept, pruned


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def wheel(source: Path, target: Path) -> tuple[int, int]:
    files: dict[str, bytes] = {}
    left_out = 0
    with zipfile.ZipFile(source) as src:
        for info in src.infolist():
            name = info.filename
            if info.is_dir():
                continue
            # what is not shipped, and type stubs (nothing type-checks in the browser)
            if ".dist-info/" not in name and (not name.startswith(SHIP) or name.endswith((".pyi", "/py.typed"))):
                left_out += 1
                continue
            data = src.read(info)
            if name.endswith(".py") and ".dist-info/" not in name:
                files[name + "c"] = pyc(without_docstrings(data, name), name, 0, raw=data)
            else:
                files[name] = data
    record = next(name for name in files if name.endswith(".dist-info/RECORD"))
    files[record] = ("\n".join(record_line(name, data) for name, data in sorted(files.items()) if name != record)
                     + f"\n{record},,\n").encode()
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for name in sorted(files, key=lambda n: (n.endswith(".dist-info/RECORD"), n)):
            out.writestr(entry(name), files[name], compresslevel=9)
    return sum(name.endswith(".pyc") for name in files), left_out


OUT.mkdir(exist_ok=True)
kept, pruned = stdlib(IN / "python_stdlib.zip", OUT / "python_stdlib.zip")
print(f"standard library: {kept} files compiled or kept, {pruned} left out ({', '.join(sorted(PRUNE))})")
for whl in sorted(IN.glob("*.whl")):
    compiled, left_out = wheel(whl, OUT / whl.name)
    print(f"{whl.name}: {compiled} modules compiled, {left_out} files left out (not needed in the browser)")
