"""Build the book in its languages: English in ``_build/html`` (the same pages and URLs as ``jupyter-book
build .``), Italian in ``_build/html/it`` (the same page paths), from the one English source.

    python tools/build_book.py                         # both languages at once (`make book`)
    python tools/build_book.py --lang it               # the Italian book only (a translator's build)
    python tools/build_book.py --lang it --path-output /tmp/me        # elsewhere: /tmp/me/_build/html/it
    python tools/build_book.py --lang it book/bisca/03_betting.md --path-output /tmp/me-page   # one page
    python tools/build_book.py --gettext               # the pages' message templates, in _build/gettext/pot

Each language is its own Sphinx build, run by Jupyter Book's own ``build_sphinx`` with the settings its
``build`` command gives (``--all -W -n --keep-going``) plus ``language``. Jupyter Book's command line has
no ``-D``, and the language must be known before Sphinx loads its own translations (admonition titles,
the theme's labels), so it cannot be set later by an extension. The Italian build writes to
``_build/it/html`` (its doctrees, executed notebooks and kernels' outputs stay in ``_build/it``: MyST-NB
keeps them beside the output folder, so the English outputs are never reused) and is then copied to
``_build/html/it``. The two builds run side by side (two processes): most of a build is spent waiting
on the pages' kernels, one page at a time.

A kernel can lose the race for a random local port to another process ("Address already in use",
"Kernel died before replying"): that, and only that, earns one more try.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("en", "it")
SOURCE_LANGUAGE = "en"
PORT_RACE = ("Address already in use", "Kernel died before replying")


def html_folder(path_output: Path, lang: str) -> Path:
    """Where Sphinx writes a language's book (the Italian one is copied to ``_build/html/it`` after)."""
    build = path_output / "_build"
    return build / "html" if lang == SOURCE_LANGUAGE else build / lang / "html"


def templates_folder(path_output: Path) -> Path:
    """Where the pages' message templates go (``--gettext``)."""
    return path_output / "_build" / "gettext" / "pot"


def published_folder(path_output: Path, lang: str) -> Path:
    build = path_output / "_build" / "html"
    return build if lang == SOURCE_LANGUAGE else build / lang


def run_sphinx(lang: str, source: Path, path_output: Path, builder: str = "html", **overrides) -> int:
    """One Sphinx build of ``source`` (the book's folder, or one page) in ``lang``, in this process."""
    from jupyter_book.cli.main import build as jb_build
    from jupyter_book.sphinx import build_sphinx

    single_page = source.is_file()
    # one page is built inside the whole book's folder (only that page included), so it keeps its
    # docname (book/bisca/03_betting): its catalogue, its entry in finished.toml and locale_dirs resolve
    # as in the book (Jupyter Book's own page build makes the page's folder the source: an English page)
    path_config, source_folder, jb_overrides = jb_build.callback(
        str(ROOT if single_page else source), str(path_output), str(ROOT / "_config.yml"), None, True, True, True,
        False, "html", None, 0, False, False, get_config_only=True)
    # Sphinx keeps its doctrees, and MyST-NB its executed notebooks, beside the output folder: each
    # language and builder has its own, so none reads another's
    if builder == "html":
        outdir = html_folder(path_output, lang)
        if single_page:
            outdir = path_output / "_build" / "_page" / lang / "-".join(source.relative_to(ROOT).with_suffix("").parts) / "html"
    else:
        outdir = templates_folder(path_output)
    confoverrides = {**jb_overrides, "nitpicky": True, "language": lang, **overrides}
    if single_page:
        page = source.relative_to(ROOT)
        confoverrides.update(master_doc=page.with_suffix("").as_posix(), include_patterns=[page.as_posix()])
        confoverrides.pop("external_toc_path", None)
    else:
        confoverrides["external_toc_path"] = str(source_folder / "_toc.yml")
    print(f"Building the {lang} book ({builder}) into {outdir}", flush=True)
    # a fresh environment: force_all alone rewrites every page but re-reads (and so re-executes) only the
    # sources that changed, and a page whose source is the same still shows the engine and widgets of
    # the build before (Sphinx's -a without -E)
    result = build_sphinx(str(source_folder), str(outdir), doctreedir=str(outdir.parent / ".doctrees"),
                          noconfig=True, path_config=str(path_config), confoverrides=confoverrides,
                          builder=builder, force_all=True, freshenv=True,
                          warningiserror=builder == "html", keep_going=True, use_external_toc=not single_page)
    if result != 0:
        return 1
    if builder == "html" and lang != SOURCE_LANGUAGE and not single_page:
        published = published_folder(path_output, lang)
        shutil.rmtree(published, ignore_errors=True)
        shutil.copytree(outdir, published)
        print(f"The {lang} book is in {published}", flush=True)
    elif builder == "html" and single_page:
        print(f"The {lang} page is {outdir / source.relative_to(ROOT).with_suffix('.html')}", flush=True)
    elif builder == "html":
        print(f"The {lang} book is in {outdir}", flush=True)
    return 0


def gettext_templates(path_output: Path = ROOT) -> int:
    """The pages' message templates (``.pot``), read with no page executed, in ``_build/gettext/pot``."""
    return run_sphinx(SOURCE_LANGUAGE, ROOT, path_output, builder="gettext", nb_execution_mode="off")


def build_with_retry(lang: str, source: Path, path_output: Path, log: Path) -> subprocess.Popen:
    """A language's build in a child process, its output in ``log``."""
    command = [sys.executable, str(Path(__file__).resolve()), "--one", "--lang", lang,
               "--path-output", str(path_output), str(source)]
    log.parent.mkdir(parents=True, exist_ok=True)
    return subprocess.Popen(command, stdout=log.open("w", encoding="utf-8"), stderr=subprocess.STDOUT,
                            cwd=ROOT)


def build_languages(langs: list[str], source: Path, path_output: Path) -> int:
    """Each language's build at the same time, each retried once after a kernel's port race."""
    logs = {lang: path_output / "_build" / ("build.log" if lang == SOURCE_LANGUAGE else f"build.{lang}.log")
            for lang in langs}
    started = time.monotonic()
    running = {lang: build_with_retry(lang, source, path_output, logs[lang]) for lang in langs}
    failed = []
    took = {}
    for lang, process in running.items():
        status = process.wait()
        if status != 0 and any(m in logs[lang].read_text(encoding="utf-8", errors="replace") for m in PORT_RACE):
            print(f"The {lang} book: a kernel failed to start (port race), building it once more", flush=True)
            status = build_with_retry(lang, source, path_output, logs[lang]).wait()
        took[lang] = time.monotonic() - started
        sys.stdout.write(logs[lang].read_text(encoding="utf-8", errors="replace"))
        if status != 0:
            failed.append(lang)
    figures = ", ".join(f"{lang} done after {seconds:.0f} s" for lang, seconds in took.items())
    print(f"Built {' and '.join(langs)} in {time.monotonic() - started:.0f} s ({figures})", flush=True)
    if failed:
        print(f"The build failed for: {', '.join(failed)} (see {', '.join(str(logs[f]) for f in failed)})",
              file=sys.stderr)
        return 1
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("source", nargs="?", default=".", help="the book's folder (default) or one page")
    parser.add_argument("--lang", choices=[*LANGUAGES, "all"], default="all",
                        help="the language to build (default: all, side by side)")
    parser.add_argument("--path-output", type=Path, default=ROOT,
                        help="the folder that gets _build/ (default: the repository)")
    parser.add_argument("--gettext", action="store_true", help="only the pages' message templates")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)   # a child of build_languages
    args = parser.parse_args(argv)
    source = Path(args.source).resolve()
    if not source.exists():
        parser.error(f"{args.source} does not exist: give the book's folder or one page (book/bisca/index.md)")
    if source.is_file() and ROOT not in source.parents:
        parser.error(f"{args.source} is not a page of this book (a file under {ROOT})")
    path_output = args.path_output.resolve()
    if args.gettext:
        return gettext_templates(path_output)
    langs = list(LANGUAGES) if args.lang == "all" else [args.lang]
    if args.one or source.is_file():
        return max(run_sphinx(lang, source, path_output) for lang in langs)
    return build_languages(langs, source, path_output)


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main())
