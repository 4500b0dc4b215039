"""Checks every game's live table must pass, shared by the games' table tests.

``player_texts(view)``: every text a player reads in a table view (and the words inside the engine's
pictures: their aria-labels and text); ``notation_problems(text)``: engine notation or program terms
in one of them; ``zones_hide_what_the_viewer_cannot_see``: a seat's table is the same whatever the cards
it cannot see are (the engine resamples them with ``determinize``).
"""
from __future__ import annotations

import json
import random
import re

from engine import EVERYONE

#: what a player must never read: (why, pattern)
NOTATION = [
    ("an action name with an underscore", re.compile(r"\b[a-z]+_[a-z_]+\b")),
    ("a seat number", re.compile(r"\b[Ss]eat \d+\b|\bseat[_ ]?\d\b")),
    ("a card in letter notation", re.compile(r"(?<![\w/-])(?:10|[2-9AJQKT])[HDCS](?![\w])")),
    ("a card@square", re.compile(r"\w@\w")),
    ("a Python None", re.compile(r"\bNone\b")),
    ("a traceback", re.compile(r"Traceback|Error:|\bline \d+, in\b")),
    ("'You' with a third-person verb", re.compile(r"\b[Yy]ou (?!(?:pass|miss|cross|press|discuss|guess)\b)"
                                                    r"(?:is|has|does|was|[a-z]+[^s\W]s)\b")),
    ("a seat and position code", re.compile(r"\b\d:\d\b")),
    ("an empty name", re.compile(r"\(\)|\{[a-z_]+\}")),
]
_SVG_WORDS = re.compile(r'aria-label="([^"]*)"|<text[^>]*>([^<]*)</text>|<title>([^<]*)</title>')
_SKIP = {"key", "keys", "svg", "game", "lang", "v", "clause", "kind", "area", "id", "tone", "value", "seats",
         "kinds", "drop", "saved", "auto",
         "keep", "code", "link",     # the kept game's save text, a shared table's code and link: for programs
         "save", "result", "level", "grade", "mode"}   # a finished game for the page; the coach's grade names


def player_texts(view: dict) -> list[str]:
    """Every text a player reads in a table view (labels, sentences, names, the pictures' words)."""
    found: list[str] = []

    def walk(node, name=""):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("svg", "plot") and isinstance(value, str):
                    found.extend(next(g for g in m.groups() if g is not None) for m in _SVG_WORDS.finditer(value))
                elif key not in _SKIP:
                    walk(value, key)
        elif isinstance(node, list):
            for value in node:
                walk(value, name)
        elif isinstance(node, str) and name not in _SKIP:
            found.append(node)

    walk(view)
    return [text for text in found if text.strip()]


def notation_problems(text: str) -> list[str]:
    """Why ``text`` is not fit for a player (engine notation, program terms), if it is not."""
    return [why for why, pattern in NOTATION if pattern.search(text)]


def assert_plain_words(view: dict) -> None:
    bad = [(text, notation_problems(text)) for text in player_texts(view) if notation_problems(text)]
    assert not bad, f"engine notation or program terms shown to a player: {bad[:5]}"


def worded_buttons(view: dict) -> int:
    """How many worded buttons the table shows at once (the folded list of every move excepted)."""
    return len(view.get("choices") or [])


def assert_hides_what_viewer_cannot_see(adapter, state, viewer, reader, tries: int = 1) -> None:
    """The viewer's table is the same whatever the cards it cannot see are: the engine resamples them
    (``determinize``) and the drawn zones must not change."""
    if not isinstance(viewer, int) or state.is_terminal():
        return
    shown = json.dumps(adapter.zones(state, viewer, reader), sort_keys=True)
    rng = random.Random(0)
    for _ in range(tries):
        other = state.determinize(viewer, rng)
        again = json.dumps(adapter.zones(other, viewer, reader), sort_keys=True)
        assert again == shown, ("the table shows seat %s something it cannot see: it changed when the hidden "
                                "cards were resampled" % viewer)


def play_by_clicks(session, rng: random.Random, max_steps: int = 5000, check=None) -> int:
    """Play a session to its end by clicks only (a random start, then random lit keys), with the
    computers' moves between; ``check(view)`` is called on every view. Returns the number of clicks."""
    clicks = 0
    view = session.view()
    for _ in range(max_steps):
        if check is not None:
            check(view)
        if session.state.is_terminal():
            return clicks
        if session.computer_to_move():
            view = session.handle({"do": "advance", "v": view["v"]})
            continue
        keys = _clickable(session, view)
        assert keys, f"nothing to click on a person's turn: {view['status']}"
        view = session.handle({"do": "click", "key": rng.choice(keys), "v": view["v"]})
        clicks += 1
    raise AssertionError(f"no end after {max_steps} steps")


def _clickable(session, view) -> list[str]:
    """What a reader could sensibly click now: lit places while something is picked, else what starts
    a move (marked on the table, or a worded choice)."""
    keys = [c["key"] for c in view.get("choices") or [] if not c.get("off")]
    workspace = getattr(session, "current_workspace", lambda: None)()
    if workspace is not None:
        return keys
    if session.picked:
        return sorted(session.lit()) + [k for k in keys if k not in session.lit()]
    return sorted(session.next_keys(())) or keys


def viewers(session) -> list:
    return [s for s in range(session.state.num_players)] + [None, EVERYONE]
