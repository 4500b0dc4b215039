"""`make lab`: JupyterLab opens the book's pages as notebooks (Jupytext), with no news prompt, and the
Bisca play page, run, shows the live table, which answers a click.

JupyterLab runs as `make lab` runs it (the Makefile's LAB_ARGS, read from the Makefile so the two cannot
drift apart) on 127.0.0.1 with a token. The reader's own settings and workspaces go to a temporary
folder, where autosave is turned off so that running the page never rewrites the book's source.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import shlex
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.live

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def makefile_lab_args() -> list[str]:
    """LAB_ARGS of the Makefile, with $(HOST) and $(CURDIR) filled in."""
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    match = re.search(r"^LAB_ARGS := ((?:.*\\\n)*.*)$", text, re.MULTILINE)
    assert match, "the Makefile has no LAB_ARGS"
    line = match.group(1).replace("\\\n", " ").replace("$(HOST)", "127.0.0.1").replace("$(CURDIR)", str(ROOT))
    assert "$(" not in line, f"LAB_ARGS uses a variable this test does not know: {line}"
    return shlex.split(line)


def play_page() -> str:
    found = sorted((ROOT / "book" / "bisca").glob("*play*.md"))
    assert found, "book/bisca has no play page"
    return found[0].relative_to(ROOT).as_posix()


@pytest.fixture(scope="module")
def lab_server(tmp_path_factory):
    """(base URL, token) of JupyterLab started with the Makefile's arguments."""
    home = tmp_path_factory.mktemp("lab")
    user_settings = home / "user-settings"
    docmanager = user_settings / "@jupyterlab" / "docmanager-extension"
    docmanager.mkdir(parents=True)
    (docmanager / "plugin.jupyterlab-settings").write_text(json.dumps({"autosave": False}))
    port, token = free_port(), "cit-lab-test-token"
    log = (home / "lab.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", *makefile_lab_args(), f"--port={port}",
         f"--IdentityProvider.token={token}"],
        cwd=str(ROOT), stdout=log, stderr=subprocess.STDOUT,
        env={**os.environ, "JUPYTERLAB_SETTINGS_DIR": str(user_settings),
             "JUPYTERLAB_WORKSPACES_DIR": str(home / "workspaces"), "JUPYTER_RUNTIME_DIR": str(home / "runtime")})
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 120
        while True:
            assert proc.poll() is None, (home / "lab.log").read_text()[-3000:]
            try:
                with urllib.request.urlopen(f"{base}api/status?token={token}", timeout=5):
                    break
            except OSError:
                assert time.monotonic() < deadline, "JupyterLab did not start within 120 s"
                time.sleep(0.5)
        yield base, token
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def lab_setting(base: str, token: str, plugin: str) -> dict:
    """The plugin's settings as JupyterLab composes them: the reader's own over the defaults, which
    the project's overrides.json has replaced in the schema the server sends."""
    with urllib.request.urlopen(f"{base}lab/api/settings/{plugin}?token={token}", timeout=10) as response:
        answer = json.load(response)
    defaults = {key: prop.get("default") for key, prop in answer["schema"]["properties"].items()}
    return {**defaults, **answer["settings"]}


def test_lab_settings_open_pages_as_notebooks_and_ask_no_news(lab_server):
    base, token = lab_server
    viewers = lab_setting(base, token, "@jupyterlab/docmanager-extension:plugin")["defaultViewers"]
    assert viewers.get("markdown") == "Jupytext Notebook"
    notification = lab_setting(base, token, "@jupyterlab/apputils-extension:notification")
    assert notification["fetchNews"] == "false" and notification["checkForUpdates"] is False


def test_the_bisca_play_page_opens_as_a_notebook_and_plays(page, lab_server):
    base, token = lab_server
    rel = play_page()
    source = ROOT / rel
    before = hashlib.sha256(source.read_bytes()).hexdigest()
    page.set_default_timeout(60_000)
    page.goto(f"{base}lab/tree/{rel}?token={token}", wait_until="domcontentloaded")
    notebook = page.locator(".jp-NotebookPanel:visible .jp-Notebook")
    notebook.locator(".jp-Cell").first.wait_for(state="visible", timeout=120_000)
    # a notebook: Markdown cells drawn as text and code cells, not the page's raw MyST in an editor
    notebook.locator(".jp-MarkdownCell.jp-mod-rendered h1").first.wait_for(state="visible", timeout=60_000)
    # JupyterLab draws a notebook's cells in batches after the first: wait for the second code cell to be drawn
    notebook.locator(".jp-CodeCell").nth(1).wait_for(state="attached", timeout=60_000)
    assert page.locator(".jp-FileEditor:visible").count() == 0
    assert "```{code-cell}" not in notebook.inner_text()
    assert page.get_by_text("official Jupyter news").count() == 0
    # Run > Run All Cells, once the kernel is ready
    page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for(state="attached", timeout=120_000)
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
    # the live table (an anywidget: its front end comes with the project's environment) answers a click
    table = page.locator(".jp-NotebookPanel:visible .cit-table")
    table.wait_for(state="visible", timeout=180_000)
    page.wait_for_function("t => t.dataset.tone === 'turn'", arg=table.element_handle(), timeout=120_000)
    bet = table.locator(".cit-t-choices .cit-t-choice:not(.cit-off)").first
    said = bet.inner_text()                                  # "Bet 0"
    bet.click()
    page.wait_for_function("([t, n]) => [...t.querySelectorAll('.cit-t-recent li')].some(li => li.innerText"
                           ".startsWith('You bet ' + n + ' trick'))", arg=[table.element_handle(), said.split()[-1]],
                           timeout=60_000)
    assert page.record.outside == []
    assert hashlib.sha256(source.read_bytes()).hexdigest() == before, f"running {rel} in JupyterLab changed it"
