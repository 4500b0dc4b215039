"""Build the in-browser play app (`make lite`): every play page of the book as a Voici app page that
runs on Pyodide in the reader's browser, with no server beyond static files and nothing fetched from
the internet.

Run with the separate ``.venv-lite`` (voici-core, jupyterlite-core, the Pyodide kernel; see
requirements-lite.txt); the Makefile prepares the inputs:

* ``--notebooks``: the folder of the play pages already converted to plain notebooks by
  tools/play_notebook.py (``_build/play/<game>/<NN_play>.ipynb``, one per ``book/**/*play*.md``),
  and, as arguments, the notebooks to ship (the Makefile names the current ones, so a page renamed
  since the last conversion leaves no stale copy in the app);
* ``--pyodide``: npm's ``pyodide`` package (.tgz), the core runtime only (no wheels in it);
* ``--wheels``: the start-up wheels downloaded with pip (IPython and its dependencies, micropip,
  comm, ipywidgets...) at the versions Pyodide's lock file names;
* ``--fontawesome``: npm's Font Awesome package folder (Voici's template links it from a CDN).

What it does, always from a clean folder (an incremental JupyterLite build can silently drop the
local ``pyodideUrl`` and send the kernel to a CDN):

1. unpack the runtime into ``<lite dir>/static/pyodide``, add the wheels there (start-up wheels, the
   kernel's own wheels from its extension's ``static/pypi``, an empty ``sqlite3`` placeholder, this
   project's wheel) and write a new ``pyodide-lock.json`` that lists exactly those, with their real
   sha256 (Pyodide's own lock names 356 packages that are not shipped);
2. copy each play notebook with the Pyodide kernelspec (``python``), without the "Play here" cell;
   a game whose engine imports a module Pyodide lacks here (numpy, scipy) at import time is left
   out, with the reason in ``games.json``;
3. run ``voici build`` with ``disablePyPIFallback`` and the start-up packages preloaded, so no
   index is ever asked;
4. point Font Awesome at a local copy, drop source maps, and write ``games.json``, which the book's
   "Play here" button (assets/js/cit-play-here.js) reads.

Usage: ``.venv-lite/bin/python tools/build_lite.py --output _build/html/lite --notebooks _build/play
--pyodide _vendor/npm/pyodide-0.29.0.tgz --wheels _build/lite-wheels
--fontawesome _vendor/npm/fontawesome/package _build/play/bisca/09_play.ipynb ...``
"""
from __future__ import annotations

import argparse
import ast
import base64
import hashlib
import json
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
# loaded when the kernel starts (the kernel installs nothing else: no index is ever asked)
STARTUP_PACKAGES = ["micropip", "piplite", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi",
                    "ipython", "ipywidgets", "carte-in-tavola"]
# modules the offline runtime cannot import (no Pyodide build of them is shipped here)
ABSENT_MODULES = {"numpy", "scipy"}
PLAY_HERE_CALL = "play_here("
FONTAWESOME_CDN = "https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@^5/css/"
# the file tree pages link Font Awesome 4 from a CDN: version 5 with its v4 shims draws the same icons
FONTAWESOME4_LINK = ('<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/font-awesome@4.5.0/css/'
                     'font-awesome.min.css" type="text/css" />')
# nbconvert's template imports Mermaid from a CDN when a page holds a Mermaid diagram. The play pages
# draw none, so the import never runs; it is pointed at a local path anyway so it could never go out.
MERMAID_CDN = "https://cdnjs.cloudflare.com/ajax/libs/"


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def wheel_metadata(path: Path) -> tuple[str, str, list[str]]:
    """(distribution name, version, top-level import names) read from a wheel."""
    with zipfile.ZipFile(path) as whl:
        names = whl.namelist()
        meta_name = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = whl.read(meta_name).decode("utf-8")
        top_name = meta_name.replace("METADATA", "top_level.txt")
        tops = (whl.read(top_name).decode().split() if top_name in names else [])
    fields = dict(line.split(": ", 1) for line in meta.splitlines() if ": " in line and not line[0].isspace())
    if not tops:
        tops = sorted({n.split("/", 1)[0].removesuffix(".py") for n in names
                       if not n.split("/", 1)[0].endswith((".dist-info", ".data"))})
    return fields["Name"], fields["Version"], tops


def normalize(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def placeholder_wheel(folder: Path, name: str, version: str = "1.0.0") -> Path:
    """An empty wheel: Pyodide 0.29's IPython asks for the compiled ``sqlite3`` module, which is not
    on PyPI; with this placeholder installed, IPython keeps its history in memory instead."""
    dist = f"{name}-{version}.dist-info"
    files = {
        f"{dist}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{dist}/WHEEL": "Wheel-Version: 1.0\nGenerator: carte-in-tavola\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
        f"{dist}/top_level.txt": "",
    }
    record = []
    for fname, text in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
        record.append(f"{fname},sha256={digest},{len(text.encode())}")
    record.append(f"{dist}/RECORD,,")
    files[f"{dist}/RECORD"] = "\n".join(record) + "\n"
    path = folder / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as whl:
        for fname, text in files.items():
            info = zipfile.ZipInfo(fname, date_time=(2020, 1, 1, 0, 0, 0))
            whl.writestr(info, text)
    return path


def project_wheel(folder: Path) -> Path:
    """This project's wheel (engine and widgets), built from a copy so the tree gets no build/."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(ROOT / name, src / name)
        for package in ("engine", "widgets"):
            shutil.copytree(ROOT / package, src / package,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "tests"))
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(folder), str(src)],
                       check=True)
    return next(folder.glob("carte_in_tavola-*.whl"))


def kernel_wheels() -> list[Path]:
    """The Pyodide kernel's own wheels (piplite, pyodide_kernel, its ipykernel and widgetsnbextension
    shims), shipped inside its JupyterLab extension."""
    share = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
    pypi = share / "static" / "pypi"
    if not pypi.is_dir():
        sys.exit(f"the Pyodide kernel's wheels are missing ({pypi}): is this .venv-lite?")
    wheels = sorted(pypi.glob("*.whl"))
    # widgetsnbextension: only the ipywidgets 8 shim
    return [w for w in wheels if not w.name.startswith("widgetsnbextension-3.")]


def write_runtime(pyodide_tgz: Path, wheel_dir: Path, target: Path) -> dict:
    """Unpack the runtime into ``target``, add every wheel and write the lock listing exactly them."""
    target.mkdir(parents=True)
    with tarfile.open(pyodide_tgz) as tar:
        for member in tar.getmembers():
            if not member.isfile() or member.name.endswith((".map", ".d.ts", ".html", "README.md")):
                continue
            rel = member.name.removeprefix("package/")
            data = tar.extractfile(member).read()
            (target / rel).parent.mkdir(parents=True, exist_ok=True)
            (target / rel).write_bytes(data)
    original = json.loads((target / "pyodide-lock.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory() as tmp:
        extra = [placeholder_wheel(Path(tmp), "sqlite3"), project_wheel(Path(tmp))]
        wheels = sorted(wheel_dir.glob("*.whl")) + kernel_wheels() + extra
        packages = {}
        for wheel in wheels:
            name, version, imports = wheel_metadata(wheel)
            shutil.copy2(wheel, target / wheel.name)
            packages[normalize(name)] = {
                "name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
                "sha256": sha256(wheel), "package_type": "package", "imports": imports, "depends": [],
                "unvendored_tests": False,
            }
    # keep Pyodide's dependency lists where both ends are shipped (e.g. ipython -> traitlets)
    by_name = {normalize(n): p for n, p in original["packages"].items()}
    for key, entry in packages.items():
        known = by_name.get(key, {}).get("depends", [])
        entry["depends"] = sorted(normalize(d) for d in known if normalize(d) in packages)
    packages["carte-in-tavola"]["depends"] = ["ipywidgets"]
    packages["ipywidgets"]["depends"] = sorted({"comm", "ipython", "traitlets"} & packages.keys())
    missing = [p for p in STARTUP_PACKAGES if normalize(p) not in packages]
    if missing:
        sys.exit(f"start-up packages without a wheel: {', '.join(missing)} (see the Makefile's lite wheels)")
    lock = {"info": original["info"], "packages": dict(sorted(packages.items()))}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1), encoding="utf-8")
    return lock


def absent_imports(game: str) -> list[str]:
    """Modules Pyodide lacks here that the game's engine or widgets import at import time
    (a module-level import; an import inside a function runs only when it is called)."""
    sources = list((ROOT / "engine" / game).rglob("*.py")) + list((ROOT / "widgets").glob(f"{game}*.py"))
    found = set()
    for source in sources:
        tree = ast.parse(source.read_text(encoding="utf-8"))
        statements = list(tree.body)
        while statements:
            node = statements.pop()
            if isinstance(node, (ast.If, ast.Try)):
                if isinstance(node, ast.Try):  # a guarded import has a fallback: fine
                    continue
                statements += node.body + node.orelse
            elif isinstance(node, ast.Import):
                found |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return sorted(found & ABSENT_MODULES)


def write_contents(notebooks: Path, pages: list[Path], contents: Path) -> dict:
    """Copy each play notebook for the Pyodide kernel; return games.json's entries."""
    games = {}
    for source in sorted(pages):
        rel = source.relative_to(notebooks)
        app = f"voici/render/{rel.with_suffix('.html').as_posix()}"
        game = rel.parts[0]
        missing = absent_imports(game)
        if missing:
            games[app] = {"page": rel.with_suffix("").as_posix(), "available": False,
                          "reason": (f"This game's engine needs {', '.join(missing)}, which the offline "
                                     "in-browser Python of this book does not include yet. "
                                     "Run `make play` to play it live.")}
            continue
        notebook = nbformat.read(source, as_version=4)
        notebook.cells = [c for c in notebook.cells
                          if not (c.cell_type == "code" and PLAY_HERE_CALL in c.source)]
        notebook.metadata["kernelspec"] = dict(KERNELSPEC)
        notebook.metadata.pop("jupytext", None)
        target = contents / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(notebook, str(target))
        games[app] = {"page": rel.with_suffix("").as_posix(), "available": True}
    return games


def site_config(lite_dir: Path) -> None:
    settings = {
        "pyodideUrl": "./static/pyodide/pyodide.js",
        "disablePyPIFallback": True,
        "loadPyodideOptions": {"packages": STARTUP_PACKAGES},
    }
    config = {"jupyter-lite-schema-version": 0,
              "jupyter-config-data": {"litePluginSettings": {
                  "@jupyterlite/pyodide-kernel-extension:kernel": settings}}}
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")


def local_fontawesome(output: Path, fontawesome: Path) -> int:
    """Copy Font Awesome into the app and rewrite the template's CDN links to it."""
    target = output / "static" / "fontawesome"
    for part in ("css", "webfonts", "LICENSE.txt"):
        src = fontawesome / part
        (shutil.copytree if src.is_dir() else shutil.copy2)(src, target / part)
    changed = 0
    for page in output.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        up = "../" * (len(page.relative_to(output).parts) - 1)
        css = f"{up}static/fontawesome/css/"
        new = (text.replace(FONTAWESOME_CDN, css)
               .replace(FONTAWESOME4_LINK, f'<link rel="stylesheet" href="{css}all.min.css" type="text/css" />'
                        f'<link rel="stylesheet" href="{css}v4-shims.min.css" type="text/css" />')
               .replace(MERMAID_CDN, f"{up}static/offline-absent/"))
        if new != text:
            page.write_text(new, encoding="utf-8")
            changed += 1
    return changed


def outside_links(output: Path) -> list[str]:
    """Pages of the app that still name a CDN (the build must leave none)."""
    hits = []
    for page in output.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        for cdn in ("cdn.jsdelivr.net", "unpkg.com", "cdnjs.cloudflare.com"):
            if cdn in text:
                hits.append(f"{page.relative_to(output)}: {cdn}")
    return hits


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=Path, required=True)
    parser.add_argument("--notebooks", type=Path, required=True, help="the folder of the converted play pages")
    parser.add_argument("pages", type=Path, nargs="*",
                        help="the play notebooks to ship (default: every .ipynb under --notebooks)")
    parser.add_argument("--pyodide", type=Path, required=True)
    parser.add_argument("--wheels", type=Path, required=True)
    parser.add_argument("--fontawesome", type=Path, required=True)
    parser.add_argument("--work", type=Path, default=ROOT / "_build" / "lite-src")
    args = parser.parse_args()
    args.work, args.output = args.work.resolve(), args.output.resolve()
    start = time.monotonic()

    for folder in (args.work, args.output):  # always clean (see the docstring)
        shutil.rmtree(folder, ignore_errors=True)
    contents = args.work / "contents"
    contents.mkdir(parents=True)
    pages = args.pages or sorted(args.notebooks.rglob("*.ipynb"))
    games = write_contents(args.notebooks, pages, contents)
    if not any(g["available"] for g in games.values()):
        sys.exit(f"no playable notebook found in {args.notebooks}")
    lock = write_runtime(args.pyodide, args.wheels, args.work / "static" / "pyodide")
    site_config(args.work)

    subprocess.run([str(Path(sys.executable).parent / "voici"), "build", "--lite-dir", str(args.work),
                    "--contents", str(contents), "--output-dir", str(args.output), "--no-sourcemaps",
                    "--no-libarchive"], check=True, cwd=str(args.work))
    for stale in [*args.output.rglob("*.map"), args.output / ".jupyterlite.doit.db"]:
        stale.unlink(missing_ok=True)
    # the document app's pages open a JupyterLab that is not shipped (its links only 404): Voici alone serves
    shutil.rmtree(args.output / "doc", ignore_errors=True)
    local_fontawesome(args.output, args.fontawesome)
    config = json.loads((args.output / "jupyter-lite.json").read_text(encoding="utf-8"))
    kernel = config["jupyter-config-data"]["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    if "pyodideUrl" not in kernel or "//" in kernel["pyodideUrl"]:
        sys.exit(f"the built site lost its local pyodideUrl: {kernel}")
    leaks = outside_links(args.output)
    if leaks:
        sys.exit("the app still links outside the site:\n  " + "\n  ".join(leaks))
    (args.output / "games.json").write_text(json.dumps(games, indent=2), encoding="utf-8")

    runtime = folder_size(args.output / "static" / "pyodide") if (args.output / "static" / "pyodide").is_dir() else 0
    print(f"lite: {sum(g['available'] for g in games.values())} of {len(games)} play pages in {args.output} "
          f"({folder_size(args.output) / 1e6:.1f} MB, Pyodide runtime and {len(lock['packages'])} wheels "
          f"{runtime / 1e6:.1f} MB) in {time.monotonic() - start:.0f} s")
    for app, entry in games.items():
        print(f"  {app}: " + ("ready" if entry["available"] else "left out: " + entry["reason"]))


if __name__ == "__main__":
    main()
