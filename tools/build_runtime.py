"""Build the in-browser tables (`make lite`): ``_build/html/play/``, where the book's play pages and the
app pages (``play/<game>.html``) run each game in the reader's browser, on Pyodide, from static files
only (no CDN, no server code, any static host).

What goes in (``--pyodide``: npm's ``pyodide`` package, the core runtime only; the project's sources):

* ``runtime-<hash>/``: Pyodide's ``pyodide.mjs``, ``pyodide.asm.js``, ``pyodide.asm.wasm`` and a
  ``python_stdlib.zip`` precompiled to ``.pyc`` and trimmed (tools/runtime_prepare.py);
* ``app-<hash>/``: the project's wheel (``engine`` and ``widgets``, ``pip wheel --no-deps``, with
  precompiled modules) and the pure-Python wheels it needs in the browser (``EXTRA_WHEELS``: segno,
  which draws a shared table's QR code; the version pinned in requirements.txt, from PyPI), a
  ``pyodide-lock.json`` that lists only those wheels (with their sha256), the
  worker and page scripts of ``runtime/`` and the table's renderer ``widgets/static/cit-table.mjs``
  with its CSS;
* ``<game>.html`` for every registered game: the table alone, full window;
* ``sw.js``: a retired service worker that steps aside for the book's own (sw.js at the site's root,
  tools/build_offline.py), which keeps the whole book, these folders with it;
* ``games.json`` (written last; the Makefile's stamp): which folders are current, their files'
  sizes, and the games with their app and book pages. ``assets/js/cit-play-here.js`` reads it.

``<hash>`` is the folders' content hash, so a static host may cache them forever and a new build can
never be mixed with an old one. No IPython, ipykernel, ipywidgets or JupyterLite goes in.

Then the shipped files are checked under Node with Pyodide itself (tools/runtime_check.py): every
module of ``engine`` (and ``widgets.table``) imports there, and every game registered with the engine
opens a table and plays; the build fails, naming the game, when one does not.

Usage: ``.venv/bin/python tools/build_runtime.py --pyodide _vendor/runtime/pyodide-0.29.5.tgz
--output _build/html/play``
"""
from __future__ import annotations

import argparse
import hashlib
import html
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "runtime"
TABLE = ROOT / "widgets" / "static"
PACKAGE = "carte-in-tavola"
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")
APP_SCRIPTS = ("cit-worker.mjs", "cit-play.mjs", "cit-play.css")
TABLE_FILES = ("cit-table.mjs", "cit-table.css")
# the reader's own records (the book's pages load the same script from _static): finished games counted
RECORDS_SCRIPT = ROOT / "assets" / "js" / "cit-records.js"
# standard library packages and modules no table imports (tests, debuggers, documentation, servers,
# mail, multiprocessing, XML but the xml.sax that segno writes SVG with, ctypes): left out of the
# runtime. The check below imports every module of the engine, plays every game and draws a shared
# table's QR code in the shipped runtime, so a needed one cannot go missing.
PRUNE = ("unittest", "doctest", "pdb", "pydoc", "_pyrepl", "idlelib", "turtle", "turtledemo", "xmlrpc",
         "wsgiref", "multiprocessing", "xml/dom", "xml/etree", "xml/parsers", "ctypes", "mailbox", "imaplib",
         "smtplib", "poplib",
         "ftplib", "pickletools", "__phello__", "antigravity", "this", "tabnanny", "pyclbr", "trace",
         "cProfile", "profile", "pstats", "timeit", "zipapp", "webbrowser", "dbm", "curses")


# what of the project's wheel goes to the browser: the engine and the table's pure-Python side, with the
# coach's drawings the table shows (widgets/review.py: the chance line); the other widgets import
# ipywidgets, which the runtime does not have
SHIP = ("engine/", "widgets/__init__.py", "widgets/table/", "widgets/review.py")
# pure-Python packages the table uses in the browser, each as its own wheel in the lock (at the version
# requirements.txt pins): segno draws the QR code of a shared table's link (widgets/table/sharing.py)
EXTRA_WHEELS = {"segno": "segno/"}


def node() -> str:
    found = shutil.which("node")
    if not found:
        sys.exit("Node.js is needed to check the in-browser runtime (it comes with npm: apt-get install npm)")
    return found


def run_in_pyodide(runtime: Path, script: Path, *, lock: Path | None = None, packages: Path | None = None,
                   env: dict[str, str] | None = None) -> str:
    """Run a Python file inside the Pyodide of ``runtime`` (under Node); its output, or exit."""
    command = [node(), str(ROOT / "tools" / "runtime_node.mjs"), str(runtime), str(script)]
    if lock is not None:
        command += [str(lock), str(packages), PACKAGE]
    done = subprocess.run(command, capture_output=True, text=True, env={**os.environ, **(env or {})})
    if done.returncode != 0:
        lines = [line for line in done.stderr.splitlines() if line.strip()] or ["(no message)"]
        reason = lines[-1].removeprefix("NotInTheRuntime: ")
        sys.exit(f"{done.stdout[-2000:]}{done.stderr[-3000:]}\n{script.name} failed in the in-browser runtime: {reason}")
    return done.stdout


def unpack_runtime(pyodide_tgz: Path, target: Path) -> dict:
    """The core files of npm's pyodide package into ``target``; returns its lock file's ``info``."""
    target.mkdir(parents=True)
    wanted = {f"package/{name}" for name in (*RUNTIME_FILES, "pyodide-lock.json", "package.json")}
    with tarfile.open(pyodide_tgz) as tar:
        for member in tar.getmembers():
            if member.name in wanted:
                data = tar.extractfile(member)
                assert data is not None, f"{member.name} is not a file"
                (target / member.name.removeprefix("package/")).write_bytes(data.read())
    missing = wanted - {f"package/{p.name}" for p in target.iterdir()}
    if missing:
        sys.exit(f"{pyodide_tgz} lacks {', '.join(sorted(missing))}: is it npm's pyodide package?")
    lock = json.loads((target / "pyodide-lock.json").read_text(encoding="utf-8"))
    version = json.loads((target / "package.json").read_text(encoding="utf-8"))["version"]
    return {**lock["info"], "version": version}


def project_wheel(folder: Path) -> Path:
    """This project's wheel (engine and widgets), built from a copy so the tree gets no build/."""
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        for name in ("pyproject.toml", "README.md"):
            shutil.copy2(ROOT / name, src / name)
        for package in ("engine", "widgets"):
            shutil.copytree(ROOT / package, src / package, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                        "-w", str(folder), str(src)], check=True)
    return next(folder.glob("carte_in_tavola-*.whl"))


def pinned(name: str) -> str:
    """The version of ``name`` that requirements.txt pins (``name==1.2.3``)."""
    for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines():
        if line.split("==")[0].strip().lower() == name.lower() and "==" in line:
            return line.split("==", 1)[1].split()[0]
    sys.exit(f"requirements.txt pins no version of {name}, which the in-browser table needs")


def extra_wheels(folder: Path) -> list[Path]:
    """The ``EXTRA_WHEELS`` at their pinned versions, from PyPI (pip's cache after the first build)."""
    found = []
    for name in EXTRA_WHEELS:
        version = pinned(name)
        subprocess.run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
                        "--python-version", "3.13", "--implementation", "py", "-d", str(folder),
                        f"{name}=={version}"], check=True)
        found.append(next(folder.glob(f"{name}-{version}-*.whl")))
    return found


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def folder_hash(folder: Path, salt: str = "") -> str:
    digest = hashlib.sha256(salt.encode())
    for path in sorted(folder.iterdir()):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:12]


def versioned(folder: Path, prefix: str, salt: str = "") -> str:
    """Rename ``folder`` to ``<prefix>-<content hash>`` beside it (``salt`` hashed first); return the new name."""
    name = f"{prefix}-{folder_hash(folder, salt)}"
    folder.rename(folder.parent / name)
    return name


def write_lock(info: dict, wheel: Path, target: Path, extras: Sequence[Path] = ()) -> None:
    """A lock that lists exactly what is shipped: the project's wheel, and the wheels it needs."""
    def entry(name: str, path: Path, imports: list[str], depends: list[str]) -> dict:
        return {"name": name, "version": path.name.split("-")[1], "file_name": path.name, "install_dir": "site",
                "sha256": sha256(path), "package_type": "package", "imports": imports, "depends": depends,
                "unvendored_tests": False}

    names = [path.name.split("-")[0].lower() for path in extras]
    packages = {PACKAGE: entry(PACKAGE, wheel, ["engine", "widgets"], names)}
    for name, path in zip(names, extras):
        packages[name] = entry(name, path, [EXTRA_WHEELS[name].rstrip("/")], [])
    lock = {"info": {k: v for k, v in info.items() if k != "version"}, "packages": packages}
    target.write_text(json.dumps(lock, indent=1), encoding="utf-8")


def starting_words() -> dict[str, dict[str, str]]:
    """What the page says while a table starts, in every language (widgets/table/starting.py)."""
    sys.path.insert(0, str(ROOT))
    from widgets.table.starting import all_starting_words

    return all_starting_words()


def play_pages() -> dict[str, dict]:
    """Each game's pages in the built book (paths from the book's root), by game: its play page
    (``book/<game>/NN_play.md``) and its clause index, where the table's clause links go."""
    pages: dict[str, dict] = {}
    for page in sorted((ROOT / "book").glob("*/*play*.md")):
        pages.setdefault(page.parent.name, {"book": f"book/{page.parent.name}/{page.stem}.html"})
    for game, entry in pages.items():
        index = ROOT / "book" / game / "99_clause_index.md"
        if index.is_file():
            entry["clauses"] = f"book/{game}/{index.stem}.html"
    return pages


def app_page(game: dict, app: str, manifest: dict) -> str:
    template = (SOURCES / "app.html").read_text(encoding="utf-8")
    return template.format(title=html.escape(game["title"]), game=game["name"], app=app,
                           book=f"../{game['book']}" if game.get("book") else "../index.html",
                           favicon="../_static/favicon.svg",
                           manifest=json.dumps(manifest, separators=(",", ":")).replace("</", "<\\/"))


def index_page(games: list[dict]) -> str:
    links = "\n".join(f'<li><a href="{g["name"]}.html">{html.escape(g["title"])}</a></li>' for g in games)
    return ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<title>Play · Carte in Tavola</title>\n<link rel=\"icon\" href=\"../_static/favicon.svg\">\n"
            "</head>\n<body>\n<h1>Carte in Tavola: play in your browser</h1>\n<ul>\n"
            f"{links}\n</ul>\n<p><a href=\"../index.html\">The book</a></p>\n</body>\n</html>\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pyodide", type=Path, required=True, help="npm's pyodide package (.tgz)")
    parser.add_argument("--output", type=Path, required=True, help="the folder to build (_build/html/play)")
    parser.add_argument("--work", type=Path, default=ROOT / "_build" / "runtime-work")
    args = parser.parse_args()
    start = time.monotonic()
    output, work = args.output.resolve(), args.work.resolve()
    missing = [f"widgets/static/{name}" for name in TABLE_FILES if not (TABLE / name).is_file()]
    missing += [f"runtime/{name}" for name in (*APP_SCRIPTS, "cit-sw.js", "app.html") if not (SOURCES / name).is_file()]
    if missing:
        sys.exit(f"the in-browser table needs {', '.join(missing)}")
    for folder in (work, output):  # always from clean folders: nothing of an older build survives
        shutil.rmtree(folder, ignore_errors=True)

    # 1. the runtime and the wheel, precompiled inside Pyodide itself
    original = work / "pyodide"
    info = unpack_runtime(args.pyodide, original)
    (work / "in").mkdir(parents=True)
    shutil.copy2(original / "python_stdlib.zip", work / "in")
    project_wheel(work / "in")
    extras = [path.name for path in extra_wheels(work / "in")]
    ship = SHIP + tuple(EXTRA_WHEELS.values())
    print(run_in_pyodide(original, ROOT / "tools" / "runtime_prepare.py",
                         env={"CIT_HOST": str(work), "CIT_PRUNE": ",".join(PRUNE), "CIT_SHIP": ",".join(ship)}).strip())

    runtime, app = output / "runtime", output / "app"
    runtime.mkdir(parents=True)
    app.mkdir()
    for name in RUNTIME_FILES:
        shutil.copyfile(work / "out" / name if name == "python_stdlib.zip" else original / name, runtime / name)
    wheel = next((work / "out").glob("carte_in_tavola-*.whl"))
    shutil.copyfile(wheel, app / wheel.name)
    for name in extras:
        shutil.copyfile(work / "out" / name, app / name)
    write_lock(info, app / wheel.name, app / "pyodide-lock.json", [app / name for name in extras])
    for name in APP_SCRIPTS:
        shutil.copy2(SOURCES / name, app / name)
    for name in TABLE_FILES:
        shutil.copy2(TABLE / name, app / name)
    shutil.copy2(RECORDS_SCRIPT, app / RECORDS_SCRIPT.name)

    # 2. every registered game in the shipped runtime, or no build
    out = run_in_pyodide(runtime, ROOT / "tools" / "runtime_check.py", lock=app / "pyodide-lock.json",
                         packages=app)
    report = json.loads(next(line for line in out.splitlines() if line.startswith("CIT-CHECK "))[10:])

    # 3. versioned folders, pages, the service worker, the manifest last
    runtime_name = versioned(runtime, "runtime")
    # the app's name changes with the runtime's too: Python's memory saved in its cache is that runtime's
    app_name = versioned(app, "app", salt=runtime_name)
    pages = play_pages()
    games = [{"name": g["name"], "title": g["title"], "page": f"{g['name']}.html", **pages.get(g["name"], {})}
             for g in report["games"]]
    files = {f"{folder}/{path.name}": path.stat().st_size
             for folder in (runtime_name, app_name) for path in sorted((output / folder).iterdir())}
    manifest = {"runtime": f"{runtime_name}/", "app": f"{app_name}/", "pyodide": info["version"],
                "python": report["python"], "files": files, "games": games, "words": starting_words()}
    for game in games:
        (output / game["page"]).write_text(app_page(game, f"{app_name}/", manifest), encoding="utf-8")
    (output / "index.html").write_text(index_page(games), encoding="utf-8")
    caches = json.dumps([runtime_name, app_name])[1:-1]
    (output / "sw.js").write_text((SOURCES / "cit-sw.js").read_text(encoding="utf-8")
                                  .replace('"__CACHES__"', caches), encoding="utf-8")
    (output / "NOTICE.txt").write_text(
        f"The Python runtime in {runtime_name}/ is Pyodide {info['version']} (Mozilla Public License 2.0),\n"
        "unchanged from npm's pyodide package except python_stdlib.zip, which holds the same standard\n"
        "library compiled to .pyc with some unused modules left out. Sources: https://github.com/pyodide/pyodide\n",
        encoding="utf-8")
    (output / "games.json").write_text(json.dumps(manifest, indent=1), encoding="utf-8")

    size = sum(files.values())
    print(f"play: {len(games)} games in {output} ({size / 1e6:.1f} MB: Pyodide {info['version']}, "
          f"Python {report['python']}) in {time.monotonic() - start:.0f} s")
    for game in report["games"]:
        table = f"NO TABLE YET: {game['table']}" if "table" in game else "a table opens"
        print(f"  {game['name']}: imports, {game['moves']} moves played{' to the end' if game['finished'] else ''}, "
              f"every computer player answers; {table} ({game['seconds']} s)")


if __name__ == "__main__":
    main()
