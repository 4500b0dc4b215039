"""Serve the live table to a browser with the table sessions running in this Python process: the
quick way to work on the table (widgets/static/cit-table.mjs and widgets/table/) without building the
book or starting Pyodide, and the server behind the table's fast browser tests.

    .venv/bin/python tools/table_server.py [--port 8765]
    then open http://127.0.0.1:8765/bisca (or /skemino, /scamorra, /frederik, /machiavelli);
    add ?seed=12&players=3&lang=it&pause=0&dark=1 as needed.

The page gives cit-table.mjs the same small model object as the published book's runtime does
(get/on/off/send), but each message goes to this server (POST /api) instead of to a Web Worker.
"""
from __future__ import annotations

import argparse
import html
import json
import sys
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlparse

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from widgets.table import host  # noqa: E402

STATIC = ROOT / "widgets" / "static"
LOCK = threading.Lock()          # one request at a time, as the worker answers them in the browser

PAGE = """<!doctype html>
<html lang="{lang}"{theme}><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{game}: the live table</title>
<link rel="stylesheet" href="/static/cit-table.css">
<style>body {{ margin: 0; padding: 8px; background: {bg}; }}</style>
</head><body>
<main id="table"></main>
<script type="module">
import table from "/static/cit-table.mjs";
const settings = {settings};
const listeners = new Set();
let view = null, session = null, queue = Promise.resolve();
async function call(body) {{
  const response = await fetch("/api", {{ method: "POST", body: JSON.stringify(body) }});
  const reply = await response.json();
  if (reply.error) {{ document.body.dataset.error = reply.error; console.error(reply.error); return; }}
  if (reply.session) session = reply.session;
  view = reply.view;
  for (const f of listeners) f();
}}
const model = {{
  get: (name) => name === "view" ? view : name === "clause_base" ? null : undefined,
  on: (name, f) => listeners.add(f),
  off: (name, f) => listeners.delete(f),
  send: (message) => {{ queue = queue.then(() => call({{ session, message }})); }},
}};
await call({{ open: settings }});
table.render({{ model, el: document.getElementById("table") }});
document.body.dataset.ready = "1";
</script></body></html>
"""


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):     # quiet: tests read their own output
        pass

    def _send(self, body: bytes, kind: str, status: int = HTTPStatus.OK) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlparse(self.path)
        if url.path.startswith("/static/"):
            target = (STATIC / url.path[len("/static/"):]).resolve()
            if target.parent != STATIC.resolve() or not target.is_file():
                return self._send(b"not found", "text/plain", HTTPStatus.NOT_FOUND)
            kind = "text/javascript" if target.suffix == ".mjs" else "text/css"
            return self._send(target.read_bytes(), kind + "; charset=utf-8")
        game = url.path.strip("/") or "bisca"
        query = {k: v[-1] for k, v in parse_qs(url.query).items()}
        settings: dict[str, object] = {"game": html.escape(game)}
        for name in ("seed", "players"):
            if name in query and query[name].isdigit():
                settings[name] = int(query[name])
        if "lang" in query:
            settings["lang"] = query["lang"]
        if "pause" in query and query["pause"].isdigit():
            settings["pause_ms"] = int(query["pause"])
        if "teacher" in query:
            settings["teacher"] = True
        if "seats" in query:
            settings["seats"] = query["seats"].split(",")
        dark = query.get("dark") == "1"
        page = PAGE.format(game=html.escape(game), lang=html.escape(query.get("lang", "en")),
                           settings=json.dumps(settings), theme=' data-theme="dark"' if dark else "",
                           bg="#111" if dark else "#fff")
        self._send(page.encode(), "text/html; charset=utf-8")

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8")
        with LOCK:
            reply = host.handle(body)
        self._send(reply.encode("utf-8"), "application/json")


def serve(port: int = 8765) -> ThreadingHTTPServer:
    server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=8765)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    print(f"The live table: http://127.0.0.1:{args.port}/bisca (Ctrl-C stops it)")
    server.serve_forever()


if __name__ == "__main__":
    main()
