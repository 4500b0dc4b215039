"""A class on one `make play` server: how long a reader waits for the Bisca table when 1 and then 4
(and 16) readers open the play page at the same moment, and how much memory each reader's kernel holds.

Voilà starts one kernel per reader and runs the whole page in it before it answers (no progressive
rendering), so the time for the page to arrive is the time to a table ready to play. Voilà runs with
`make play`'s own arguments (VOILA_ARGS, read from the Makefile) on 127.0.0.1.

Run: ``.venv/bin/python bench/bench_voila_readers.py`` (after `make vendor`, for the Voilà template).
"""
from __future__ import annotations

import os
import re
import shlex
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

import psutil

ROOT = Path(__file__).resolve().parents[1]
TEMPLATES = ROOT / "_vendor" / "jupyter"
READERS = (1, 4, 16)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def makefile_voila_args() -> list[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    match = re.search(r"^VOILA_ARGS := ((?:.*\\\n)*.*)$", text, re.MULTILINE)
    return shlex.split(match.group(1).replace("\\\n", " ").replace("$(HOST)", "127.0.0.1"))


def open_page(url: str, seconds: list[float]) -> None:
    start = time.perf_counter()
    with urllib.request.urlopen(url, timeout=600) as response:
        body = response.read().decode("utf-8", errors="replace")
    assert "application/vnd.jupyter.widget-view+json" in body, "no live table"
    seconds.append(time.perf_counter() - start)


def kernels_mb(server: psutil.Process) -> list[float]:
    return [p.memory_info().rss / 1e6 for p in server.children(recursive=True)
            if "ipykernel" in " ".join(p.cmdline())]


def main() -> None:
    if not (TEMPLATES / "voila" / "templates" / "cit" / "index.html.j2").is_file():
        print("not measured: the Voila template is missing (make vendor)")
        return
    page = sorted((ROOT / "book" / "bisca").glob("*play*.md"))[0]
    with tempfile.TemporaryDirectory() as folder:
        notebook = Path(folder) / "bisca" / f"{page.stem}.ipynb"
        subprocess.run([sys.executable, str(ROOT / "tools" / "play_notebook.py"), str(page), str(notebook)],
                       check=True)
        port = free_port()
        log = open(Path(folder) / "voila.log", "w")
        proc = subprocess.Popen([str(Path(sys.executable).parent / "voila"), *makefile_voila_args(),
                                 f"--port={port}", folder], cwd=folder, stdout=log, stderr=subprocess.STDOUT,
                                env={**os.environ, "JUPYTER_PATH": str(TEMPLATES)})
        url = f"http://127.0.0.1:{port}/voila/render/bisca/{notebook.name}"
        try:
            deadline = time.monotonic() + 90
            while True:
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=5).close()
                    break
                except OSError:
                    if time.monotonic() > deadline or proc.poll() is not None:
                        print("not measured: Voila did not start")
                        return
                    time.sleep(0.5)
            server = psutil.Process(proc.pid)
            print(f"{os.cpu_count()} CPU cores; page {page.relative_to(ROOT)}")
            for readers in READERS:
                seconds: list[float] = []
                threads = [threading.Thread(target=open_page, args=(url, seconds)) for _ in range(readers)]
                for t in threads:
                    t.start()
                for t in threads:
                    t.join()
                memory = kernels_mb(server)
                print(f"{readers} reader(s) at once: time to table mean {sum(seconds) / len(seconds):.1f} s, "
                      f"slowest {max(seconds):.1f} s; {len(memory)} kernels alive, "
                      f"{sum(memory) / max(len(memory), 1):.0f} MB each (resident)")
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
            log.close()


if __name__ == "__main__":
    main()
