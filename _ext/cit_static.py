"""The published book is static: plain HTML and the book's own small scripts, no widget manager.

- At ``config-inited`` the build sets ``CIT_STATIC_BOOK=1`` in its environment. The kernels that
  execute the pages inherit it, so ``widgets.components.static_step_through`` and the explorers draw
  plain HTML there (in JupyterLab or Voila the same calls give live ipywidgets). Setting it here, and
  not in the Makefile, covers a ``jupyter-book build`` run by hand too.
- The theme (pydata-sphinx-theme) loads Font Awesome's 1.5 MB script on every page, which only
  turns the theme's dozen ``<i class="fa-...">`` icons into inline SVG. The theme's stylesheet draws
  the same icons from its Font Awesome web font, so ``templates/layout.html`` leaves the script out
  (filter ``cit_without_icon_script``) and ``build-finished`` removes it from ``_static``, with the
  widget manager an older build copied there (``_static/widgets``), so that neither is published.
"""
from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

from markupsafe import Markup

#: the variable widgets/components.py reads (STATIC_BOOK_ENV there)
STATIC_BOOK_ENV = "CIT_STATIC_BOOK"
TEMPLATES = Path(__file__).resolve().parent / "templates"
ICON_SCRIPT = re.compile(r'\s*<script\b[^>]*\bsrc="[^"]*_static/scripts/fontawesome\.js[^"]*"[^>]*>\s*</script>')


def without_icon_script(markup) -> Markup:
    """The theme's head markup less its Font Awesome ``<script>``.

    >>> str(without_icon_script('<link href="a.css"/>\\n  <script defer src="../_static/scripts/fontawesome.js?digest=1"></script>'))
    '<link href="a.css"/>'
    """
    return Markup(ICON_SCRIPT.sub("", str(markup)))


def _static_book(app, config) -> None:
    os.environ[STATIC_BOOK_ENV] = "1"
    if str(TEMPLATES) not in config.templates_path:
        config.templates_path.append(str(TEMPLATES))


def _register_filter(app) -> None:
    templates = getattr(app.builder, "templates", None)
    if templates is not None:
        templates.environment.filters["cit_without_icon_script"] = without_icon_script


def _drop_icon_script(app, exception) -> None:
    if exception is not None or app.builder.format != "html":
        return
    static = Path(app.outdir) / "_static"
    for leftover in (static / "scripts").glob("fontawesome.js*"):
        leftover.unlink()
    shutil.rmtree(static / "widgets", ignore_errors=True)


def setup(app):
    app.connect("config-inited", _static_book)
    app.connect("builder-inited", _register_filter)
    app.connect("build-finished", _drop_icon_script)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
