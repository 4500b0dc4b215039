# Carte in Tavola: build, test and play the book.  Every target works from a fresh clone (it makes
# its own .venv) and is idempotent: stamp files make a second run fast.
#
#   make check   the quick loop while working: ruff, then tests/ (no browser, no Voila), the engine
#                and widgets doctests and the pages' `>>>` examples, on two workers; no book build
#   make book    the HTML book in _build/html, English, and its Italian edition in _build/html/it
#                (warnings are errors, every page executed in each language)
#   make messages        every message catalogue up to date with the sources (tools/messages.py)
#   make messages-check  fail when a catalogue has drifted from the sources or a finished translation
#                        is incomplete (the engine's part of it also runs in `make check`)
#   make test    everything `make book` does, then ruff and pytest: tests/, engine and widgets
#                doctests, the book pages' doctests, browser tests on the built book
#   make play    Voila on 127.0.0.1 serving the playable pages
#   make lite    the live tables that run in the reader's browser (Pyodide, offline), in
#                _build/html/play: each play page's "Play here" and the app pages play/<game>.html
#                (`make book` builds them too, then the book's offline copy: tools/build_offline.py)
#   make lab     JupyterLab on the book (127.0.0.1, with a token)
#   make bench   every bench/bench_*.py, printing its figures
#   make screenshots     full-page PNGs of the built book in _build/screenshots (tools/screenshots.py:
#                        PAGES=bisca/03 and ALL=1 for phone and dark too)
#   make numbers the simulations behind the "By the numbers" pages (data/numbers/<game>.json; a few minutes)
#   make coach   the coach's calibration fitted (engine/<game>/calibration.py) and measured (data/coach/<game>.json)

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := book
.DELETE_ON_ERROR:

PYTHON ?= $(shell command -v python3.11 || command -v python3)
HOST := 127.0.0.1
VENV := .venv
BIN := $(VENV)/bin
DEPS_STAMP := $(VENV)/.cit-deps

FONTAWESOME_VERSION := 5.15.4
# axe-core checks the built pages for accessibility in the browser tests only (never in the book)
AXE_VERSION := 4.14.1
AXE_JS := _vendor/axe/axe-$(AXE_VERSION).min.js
VOILA_TEMPLATE := _vendor/jupyter/voila/templates/cit
VENDOR_STAMP := _vendor/.cit-voila-$(FONTAWESOME_VERSION)
# Voila finds the "cit" template (no CDN) through JUPYTER_PATH
VOILA_ENV := JUPYTER_PATH=$(CURDIR)/_vendor/jupyter
# (jupytext's JupyterLab extension cannot load outside JupyterLab: it would log a console error)
# A class shares one server: a kernel (about 57 MB each) whose page was closed and that has been idle for
# 5 minutes is shut down (checked every minute); a kernel with its page still open is kept.
VOILA_ARGS := --no-browser --Voila.ip=$(HOST) --template=cit --show_tracebacks=True \
	--VoilaConfiguration.extension_denylist=jupyterlab-jupytext \
	--MappingKernelManager.cull_idle_timeout=300 --MappingKernelManager.cull_interval=60 \
	--MappingKernelManager.cull_connected=False

BOOK_STAMP := _build/html/.cit-built
# written last by `make lite` (tools/build_runtime.py)
RUNTIME_STAMP_OUT := _build/html/play/games.json
# written by tools/build_offline.py once the pages and the tables are built: what the browser keeps
OFFLINE_STAMP := _build/html/offline.json
# The pages run the engine and widgets, and _ext/ is the book's Sphinx extension. tests/ is left out
# on purpose, so that editing a test does not re-execute the book: the clause index pages and "How
# this book is checked" list the test names found in tests/ at the last book build, and those tables
# are refreshed on the next one (any change in book/, engine/, widgets/ or assets/ triggers it).
# The Italian build compiles the pages' catalogues (book/locales/**/*.mo) itself: they are left out.
BOOK_SOURCES := _config.yml _toc.yml pyproject.toml tools/build_book.py \
	$(shell find book engine widgets assets _ext data -type f -not -path '*/__pycache__/*' \
	  -not -path '*/.ipynb_checkpoints/*' -not -name '*.mo' 2>/dev/null)

PLAY_PAGES := $(shell find book -type f -name '*play*.md' -not -path '*/.ipynb_checkpoints/*' 2>/dev/null | sort)
PLAY_NOTEBOOKS := $(patsubst book/%.md,_build/play/%.ipynb,$(PLAY_PAGES))

PLAY_PORT ?= 8866
LAB_PORT ?= 8888
PYTEST_WORKERS ?= 2
# --dist loadfile: a page's examples share one namespace, so a page must not be split across workers
PYTEST := $(BIN)/python -m pytest -n $(PYTEST_WORKERS) --dist loadfile --doctest-modules
TEST_PATHS := tests engine widgets book

.PHONY: check lint book test play lite lab bench numbers coach screenshots venv vendor browser clean messages messages-check

## --- set-up --------------------------------------------------------------------------------------

venv: $(DEPS_STAMP)

$(DEPS_STAMP): requirements.txt pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	# compiled at install (no --no-compile): where PYTHONDONTWRITEBYTECODE is set, nothing compiled later is
	# kept, and every kernel of the book build would compile its imports again (the build took 60 s longer)
	$(BIN)/python -m pip install --quiet -r requirements.txt
	$(BIN)/python -m pip install --quiet --no-deps -e .
	touch $@

vendor: $(VENDOR_STAMP) $(AXE_JS)

# Voila's template, served locally: Font Awesome from npm (pinned; Voila's own widget manager draws
# its icons with it) and the book's own reader scripts and styles that
# the live pages use (presenter keys, names for icon-only buttons, phone layout). The published book
# needs none of it: its pages are plain HTML with the book's small scripts (no widget manager).
VOILA_ASSETS := assets/js/cit-presenter.js assets/js/cit-a11y.js assets/css/cit-phone.css assets/css/cit-a11y.css

$(VENDOR_STAMP): assets/voila/cit/conf.json assets/voila/cit/index.html.j2 $(VOILA_ASSETS)
	@command -v npm >/dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	  echo "Installing npm with apt-get" && apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm; } || \
	  { echo "npm is needed to fetch Voila's Font Awesome: install it first (as root: apt-get install npm)"; exit 1; }
	rm -rf _vendor/npm _vendor/static _vendor/jupyter _vendor/.cit-js-* _vendor/.cit-voila-*
	mkdir -p _vendor/npm/fontawesome $(VOILA_TEMPLATE)/static/fontawesome
	cd _vendor/npm && npm pack --silent --loglevel=error @fortawesome/fontawesome-free@$(FONTAWESOME_VERSION) >/dev/null
	tar -xzf _vendor/npm/fortawesome-fontawesome-free-$(FONTAWESOME_VERSION).tgz -C _vendor/npm/fontawesome
	cp -r _vendor/npm/fontawesome/package/css _vendor/npm/fontawesome/package/webfonts \
	  _vendor/npm/fontawesome/package/LICENSE.txt $(VOILA_TEMPLATE)/static/fontawesome/
	cp assets/voila/cit/conf.json assets/voila/cit/index.html.j2 $(VOILA_TEMPLATE)/
	mkdir -p $(VOILA_TEMPLATE)/static/cit && cp $(VOILA_ASSETS) $(VOILA_TEMPLATE)/static/cit/
	test -s $(VOILA_TEMPLATE)/static/fontawesome/css/all.min.css
	touch $@

# tests/browser/every_page.py injects this file into each built page (outside _static/)
$(AXE_JS):
	mkdir -p _vendor/axe
	cd _vendor/axe && npm pack --silent --loglevel=error axe-core@$(AXE_VERSION) >/dev/null
	tar -xzf _vendor/axe/axe-core-$(AXE_VERSION).tgz -C _vendor/axe package/axe.min.js package/LICENSE
	mv _vendor/axe/package/axe.min.js $@ && mv _vendor/axe/package/LICENSE _vendor/axe/LICENSE-axe-core
	rm -rf _vendor/axe/package _vendor/axe/axe-core-$(AXE_VERSION).tgz
	test -s $@

# Chromium for the browser tests, from Debian (never `playwright install`, which downloads a browser).
# Only root can install it; anyone else is told what to install, in one line.
browser:
	@if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ] || ! dpkg -s fonts-dejavu-core >/dev/null 2>&1; then \
	  if [ "$$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then \
	    echo "The browser tests need Chromium: install it first (as root: apt-get install chromium chromium-headless-shell fonts-dejavu-core)"; \
	    exit 1; \
	  fi; \
	  echo "Installing chromium, chromium-headless-shell, fonts-dejavu-core with apt-get"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
	    chromium chromium-headless-shell fonts-dejavu-core; \
	fi

## --- the book ------------------------------------------------------------------------------------

# the book, then its live tables in the reader's browser (see `make lite` below)
book: $(BOOK_STAMP) $(RUNTIME_STAMP_OUT) $(OFFLINE_STAMP)
	@echo "The book is in _build/html (open _build/html/index.html), its Italian edition in _build/html/it"

# A full rebuild (--all) whenever anything changed: the pages run the engine, so a change in
# engine/ must re-execute every page, and -W must see every page's warnings again.
# tools/build_book.py builds English (`jupyter-book build . --all -W -n --keep-going`, into _build/html)
# and Italian (the same with language=it, into _build/it/html, copied to _build/html/it) side by side,
# their logs in _build/build.log and _build/build.it.log; a kernel that lost the race for a local port
# ("Address already in use", "Kernel died before replying") earns its language one more try.
$(BOOK_STAMP): $(DEPS_STAMP) $(BOOK_SOURCES)
	rm -f $(BOOK_STAMP)
	mkdir -p _build
	$(BIN)/python tools/build_book.py
	touch $@

# The book in the reader's pocket: each edition's web app manifest, the list of every file with its
# hash (offline.json) and the service worker at the site's root that keeps them all after one visit
$(OFFLINE_STAMP): $(BOOK_STAMP) $(RUNTIME_STAMP_OUT) tools/build_offline.py runtime/cit-book-sw.js
	$(BIN)/python tools/build_offline.py --site _build/html

## --- translations --------------------------------------------------------------------------------

# The engine's catalogue (engine/locales: extracted, merged, compiled) and the pages' (book/locales:
# Sphinx reads every page, unexecuted, for its messages; sphinx-intl merges them). See DEVELOPERS.md,
# "Translating the book".
messages: $(DEPS_STAMP)
	$(BIN)/python tools/messages.py update

messages-check: $(DEPS_STAMP)
	$(BIN)/python tools/messages.py check

## --- tests ---------------------------------------------------------------------------------------

# pytest's exit status is the target's: 5 (nothing collected) fails like any other failure.
# `make check` is the loop while working: no book build, no browser, no Voila server.
check: $(DEPS_STAMP) lint
	$(PYTEST) -m "not browser and not live" $(TEST_PATHS)

# ruff then mypy (both configured in pyproject.toml) first: a lint or type error fails fast, before the book build
# --durations: the slowest tests named in the log, to see where the minutes go; every test's time is kept in
# _build/test-times.xml (python tools/test_times.py sums it by file)
test: $(DEPS_STAMP) lint browser $(AXE_JS) $(VENDOR_STAMP) $(BOOK_STAMP) $(RUNTIME_STAMP_OUT) $(OFFLINE_STAMP)
	$(PYTEST) --durations=25 --junitxml=_build/test-times.xml $(TEST_PATHS)

# mypy checks engine/, widgets/, tests/ and tools/ (the files listed in pyproject.toml's [tool.mypy])
lint: $(DEPS_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

## --- play and explore ----------------------------------------------------------------------------

# A playable page as a notebook for Voila (MyST syntax rewritten into plain Markdown, see the script)
_build/play/%.ipynb: book/%.md tools/play_notebook.py $(DEPS_STAMP)
	$(BIN)/python tools/play_notebook.py $< $@

play: $(DEPS_STAMP) $(VENDOR_STAMP) $(PLAY_NOTEBOOKS)
	@if [ -z "$(PLAY_NOTEBOOKS)" ]; then echo "No playable page yet (book/**/*play*.md)"; exit 1; fi
	@echo "Playable pages:"; for nb in $(PLAY_NOTEBOOKS); do \
	  echo "  http://$(HOST):$(PLAY_PORT)/voila/render/$${nb#_build/play/}"; done
	@echo "Voila is serving http://$(HOST):$(PLAY_PORT)/ (Ctrl-C stops it)"
	$(VOILA_ENV) $(BIN)/voila $(VOILA_ARGS) --port=$(PLAY_PORT) _build/play

## --- the game in the reader's browser -----------------------------------------------------------

# The live tables with no server (tools/build_runtime.py): Pyodide's core runtime from npm (pinned:
# no wheels of its own are shipped), the project's wheel, the worker and page scripts of runtime/ and
# the table's renderer (widgets/static), in versioned folders of _build/html/play that a static host
# may cache forever, plus an app page per game. Node (it comes with npm) runs the shipped runtime once
# to check that every registered game imports and plays there. Nothing is fetched from a CDN.
PYODIDE_VERSION := 0.29.5
PYODIDE_TGZ := _vendor/runtime/pyodide-$(PYODIDE_VERSION).tgz
RUNTIME_SOURCES := tools/build_runtime.py tools/runtime_prepare.py tools/runtime_check.py tools/runtime_node.mjs \
	$(wildcard runtime/*) $(wildcard widgets/static/*) pyproject.toml $(PLAY_PAGES) \
	$(shell find engine widgets -name '*.py' -not -path '*/__pycache__/*' 2>/dev/null)

$(PYODIDE_TGZ):
	@command -v npm >/dev/null && command -v node >/dev/null || { echo "npm and Node.js are needed to fetch and check "\
	  "the in-browser runtime: install them first (as root: apt-get install npm)"; exit 1; }
	mkdir -p $(dir $@)
	cd $(dir $@) && npm pack --silent --loglevel=error pyodide@$(PYODIDE_VERSION) >/dev/null
	test -s $@

lite: $(RUNTIME_STAMP_OUT)

# Always from clean folders (the script empties _build/html/play); the Voici app of earlier builds goes.
$(RUNTIME_STAMP_OUT): $(RUNTIME_SOURCES) $(PYODIDE_TGZ) $(DEPS_STAMP)
	rm -rf _build/html/lite _build/lite-src
	$(BIN)/python tools/build_runtime.py --pyodide $(PYODIDE_TGZ) --output _build/html/play

# The project's lab settings (lab/settings/overrides.json: defaults the reader can still change) open
# the book's Markdown pages as Jupytext notebooks and never ask about or fetch Jupyter news.
LAB_ARGS := --no-browser --ip=$(HOST) --allow-root --ServerApp.root_dir=$(CURDIR) \
	--LabApp.app_settings_dir=$(CURDIR)/lab/settings

lab: $(DEPS_STAMP)
	@token=$$($(BIN)/python -c 'import secrets; print(secrets.token_hex(16))'); \
	echo "JupyterLab: http://$(HOST):$(LAB_PORT)/lab/tree/book/intro.md?token=$$token (Ctrl-C stops it)"; \
	echo "Each page opens as a notebook: Run > Run All Cells plays it."; \
	$(BIN)/jupyter lab $(LAB_ARGS) --port=$(LAB_PORT) --IdentityProvider.token=$$token

bench: $(DEPS_STAMP)
	@shopt -s nullglob; files=(bench/bench_*.py); \
	if [ $${#files[@]} -eq 0 ]; then echo "No bench/bench_*.py yet"; exit 1; fi; \
	for f in "$${files[@]}"; do echo "== $$f"; $(BIN)/python "$$f"; done

# The "By the numbers" pages draw these files and never simulate; tests/test_numbers_data.py plays the
# first games of every run again and fails when the engine no longer agrees (then run this again).
numbers: $(DEPS_STAMP)
	nice -n 15 $(BIN)/python tools/make_numbers.py

# The coach's calibration (fitted on games of the ladder's players) and its figures (calibration, seed agreement,
# agreement with ten times the re-deals, strength), game by game: about an hour of CPU per game on this machine
coach: $(DEPS_STAMP)
	nice -n 15 $(BIN)/python tools/make_coach.py

# For a person to look at the pages (the tests check them without pictures)
screenshots: $(DEPS_STAMP) browser $(BOOK_STAMP)
	$(BIN)/python tools/screenshots.py $(PAGES) $(if $(ALL),--all)

clean:
	rm -rf _build _vendor
