"""The live tables of a page with no Jupyter kernel: the reader's browser runs this module on Pyodide
(a Web Worker), and the page's script sends it requests as JSON text.

>>> reply = json.loads(handle(json.dumps({"open": {"game": "bisca", "seed": 5, "players": 3}})))
>>> session = reply["session"]             # t1, t2, ... in the order the page opened them
>>> session.startswith("t"), reply["view"]["deal"]
(True, 5)
>>> json.loads(handle(json.dumps({"session": session, "message": {"do": "undo"}})))["view"]["game"]
'bisca'
>>> json.loads(handle('{"session": "t0", "message": {}}'))["error"]
'There is no table t0 on this page: reload the page to start again.'
>>> json.loads(handle('not json'))["error"].startswith("The table could not read")
True

A shared link's code opens the same table (``"table"``); a game the page kept in the browser is offered
back (``"resume"``); ``"link_base"`` is the address a shared link opens (the page's own):

>>> code = reply["view"]["share"]["code"]
>>> again = json.loads(handle(json.dumps({"open": {"game": "bisca", "table": code, "link_base": "https://x.org/p.html"}})))
>>> again["view"]["deal"], again["view"]["share"]["link"] == "https://x.org/p.html#table=" + code
(5, True)
>>> broken = json.loads(handle(json.dumps({"open": {"game": "bisca", "table": "b%%%"}})))
>>> broken["view"]["say"]["text"].startswith("This link could not be read, so a new game is dealt instead")
True
"""
from __future__ import annotations

import json
import traceback
from typing import Any

from engine.words import N_, Reader, Said

from .session import TableSession
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.words import Message

NO_TABLE = Said(N_("There is no table {session} on this page: reload the page to start again."))
UNREADABLE = Said(N_("The table could not read the page's request ({what}): nothing changed."))
CANNOT_OPEN = Said(N_("This table could not be set up: {reason}"))
FAILED = Said(N_("Something went wrong inside the table, and the game was left as it was: {what}"))

_sessions: dict[str, TableSession] = {}


def _error(message: Message, lang: str | None = None) -> str:
    return json.dumps({"error": message.text(Reader(lang=lang))}, ensure_ascii=False)


def handle(request: str) -> str:
    """Answer one request from the page (JSON text in, JSON text out); never raises."""
    try:
        data = json.loads(request)
        if not isinstance(data, dict):
            raise ValueError("not an object")
    except (TypeError, ValueError) as err:
        return _error(UNREADABLE(what=str(err)[:80]))
    try:
        if "simulate" in data:
            return _simulate(data["simulate"])
        if "open" in data:
            settings = data["open"]
            if not isinstance(settings, dict):
                raise TypeError("'open' must say which game")
            return _open(settings)
        session = _sessions.get(str(data.get("session")))
        if session is None:
            return _error(NO_TABLE(session=str(data.get("session"))[:20]))
        message = data.get("message")
        return json.dumps({"view": session.handle(message if isinstance(message, dict) else {})},
                          ensure_ascii=False)
    except (TypeError, ValueError) as err:
        return _error(CANNOT_OPEN(reason=str(err)))
    except Exception as err:  # a bug must not leave the page waiting forever: say so, keep the game
        traceback.print_exc()
        return _error(FAILED(what=f"{type(err).__name__}: {err}"))


def _simulate(request: Any) -> str:
    """A step of a By the numbers page's what-if lab (engine.simulate.lab_step): no table is opened.

    >>> step = json.loads(handle(json.dumps({"simulate": {"game": "scamorra", "start": 0, "stop": 2}})))
    >>> step["summary"]["games"], len(step["results"])
    (2, 2)
    >>> json.loads(handle(json.dumps({"simulate": {"game": "scamorra", "seats": ["wizard"], "stop": 2}})))["error"]
    "unknown seat kind 'wizard' for La Scamorra: choose beginner, intermediate, random, search, strong"
    """
    from engine.simulate import SimulationError, lab_step

    try:
        return json.dumps(lab_step(request), ensure_ascii=False)
    except SimulationError as refusal:
        return json.dumps({"error": str(refusal)}, ensure_ascii=False)


def _open(settings: dict) -> str:
    allowed = {"game", "lang", "seed", "players", "seats", "names", "options", "teacher", "saved", "pause_ms",
               "table", "resume", "link_base"}
    unknown = set(settings) - allowed
    if unknown:
        raise ValueError(f"unknown table setting(s) {', '.join(sorted(unknown))}")
    saved = settings.get("saved")
    session = TableSession(str(settings.get("game")), lang=settings.get("lang"), seed=settings.get("seed"),
                           players=settings.get("players"), seats=settings.get("seats"),
                           names=settings.get("names"), options=settings.get("options"),
                           teacher=bool(settings.get("teacher")), link_base=settings.get("link_base"),
                           **({"pause_ms": settings["pause_ms"]} if "pause_ms" in settings else {}))
    if settings.get("table"):
        session.open_code(str(settings["table"]))
    elif settings.get("resume"):
        session.resume(str(settings["resume"]))
    elif saved:
        session.load(saved)
    name = f"t{len(_sessions) + 1}"
    _sessions[name] = session
    return json.dumps({"session": name, "view": session.view()}, ensure_ascii=False)
