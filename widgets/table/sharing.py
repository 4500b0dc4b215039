"""A table in a few characters: the code a shared link carries in its fragment (``#table=...``), and
the QR code of that link.

A code holds a whole game (its deal: seed, options, players; who sits where and their names) or a
position set up by hand (the editor's description of it, and whether it is a puzzle the rules could
not reach), then the moves played since. Each move is written as its place in ``legal_actions()``
at that step, and all of them together as one number in mixed radix (a move with 12 choices takes
log2(12) bits; a forced move none). Machiavelli lists only part of its plays, so there a play not in
the list is written out in notation. The header is a small JSON object; header and moves are joined,
deflated when that is shorter, and written in base64url (letters, digits, ``-`` and ``_``: nothing a
URL or a QR code needs to escape).

Reading a code replays every move with the engine, so a code that does not fit the game (damaged,
cut short, from another build whose rules differ) is refused with a reason, never half-read.

>>> from engine import bisca
>>> start = bisca.new_game(seed=5, players=3)
>>> states = [start]
>>> for _ in range(4):
...     states.append(states[-1].apply(states[-1].legal_actions()[-1]))
>>> code = table_code("bisca", states, seats=["human", "random", "random"])
>>> shared = read_table_code(code)
>>> shared.game, shared.seed, shared.seats, shared.notations == [str(s.last_event.action) for s in states[1:]]
('bisca', 5, ['human', 'random', 'random'], True)
>>> shared.states[-1] == states[-1]
True
>>> read_table_code("b" + code[1:-3])
Traceback (most recent call last):
...
widgets.table.sharing.LinkError: the code is damaged (its letters do not unpack)
"""
from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass, field
from typing import Any, Sequence, TYPE_CHECKING

import engine
from engine import CorruptSave, IllegalAction

if TYPE_CHECKING:
    from engine.core import GameSpec

#: the first letter of a code: its format, and whether the rest is deflated
PLAIN, PACKED = "a", "b"
#: the name of a link's fragment that holds a code: ``...play.html#table=<code>``
FRAGMENT = "table="
HUMAN_MARK = "h"
MAX_CODE = 12_000            # letters: a longer "code" is not one of ours
MAX_UNPACKED = 200_000       # bytes once inflated: a code never needs more
MAX_MOVES = 20_000


class LinkError(ValueError):
    """A code (or a link's fragment) that cannot be read: the reason in words."""


@dataclass
class SharedTable:
    """What a code holds, read and replayed: the game, the table around it, every state from the
    deal (or the position) on, and the moves' notations."""

    game: str
    seed: int
    players: int
    options: dict
    seats: list[str]
    names: list[str]
    position: dict | None = None
    puzzle: bool = False
    states: list = field(default_factory=list)
    notations: list[str] = field(default_factory=list)


# --- writing ------------------------------------------------------------------------------------------

def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def non_default_options(spec: GameSpec, options: dict) -> dict:
    """Only the options that differ from the game's defaults (a code leaves the defaults out)."""
    defaults = spec.options().to_dict()
    return {name: value for name, value in options.items() if defaults.get(name, object()) != value}


def move_number(states: Sequence, notations: Sequence[str], complete: bool) -> tuple[int, list[str]]:
    """The moves as one number in mixed radix (the first move in the lowest digit), and the
    notations of the moves the list of legal actions does not hold (written out apart)."""
    digits: list[tuple[int, int]] = []
    written: list[str] = []
    for state, notation in zip(states, notations):
        legal = [str(a) for a in state.legal_actions()]
        radix = len(legal) + (0 if complete else 1)
        if notation in legal:
            digits.append((legal.index(notation), radix))
        elif not complete:
            digits.append((len(legal), radix))
            written.append(notation)
        else:
            raise ValueError(f"the move {notation!r} is not among the legal actions of its step")
    number = 0
    for index, radix in reversed(digits):
        number = number * radix + index
    return number, written


def table_code(game: str, states: Sequence, *, notations: Sequence[str] | None = None,
               seats: Sequence[str] = (), names: Sequence[str] = (), position: dict | None = None,
               puzzle: bool = False) -> str:
    """The code of a table: ``states`` from the deal (or the position) to now; ``notations`` the
    moves between them (default: each state's last event). ``position`` is the editor's description
    of the first state when it was set up by hand (then ``seed``, options and players come from it)."""
    spec = engine.game(game)
    start = states[0]
    if notations is None:
        notations = [str(s.last_event.action) for s in states[1:]]
    number, written = move_number(states, notations, spec.complete_actions)
    header: dict[str, Any] = {"g": spec.name, "s": start.seed, "n": start.num_players}
    options = non_default_options(spec, start.options.to_dict())
    if options:
        header["o"] = options
    if seats:
        header["k"] = [HUMAN_MARK if kind == "human" else kind for kind in seats]
    if any(names):
        header["w"] = list(names)
    if position is not None:
        header["p"] = position
        if puzzle:
            header["z"] = 1
    header["m"] = len(notations)
    if written:
        header["x"] = written
    moves = number.to_bytes((number.bit_length() + 7) // 8, "big") if number else b""
    body = json.dumps(header, separators=(",", ":"), ensure_ascii=False).encode("utf-8") + b"\0" + moves
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = squeeze.compress(body) + squeeze.flush()
    return PACKED + _b64(packed) if len(packed) < len(body) else PLAIN + _b64(body)


def link(base: str, code: str) -> str:
    """The link that opens the table: the page (without a fragment), then ``#table=<code>``."""
    return f"{base.split('#', 1)[0]}#{FRAGMENT}{code}"


def code_in(text: str) -> str:
    """The code in a pasted link or fragment (``...#table=abc``, ``table=abc``, or the code itself)."""
    text = text.strip()
    if "#" in text:
        text = text.split("#", 1)[1]
    if text.startswith(FRAGMENT):
        text = text[len(FRAGMENT):]
    return text.split("&", 1)[0].strip()


# --- reading ------------------------------------------------------------------------------------------

def _body(code: str) -> tuple[dict, int]:
    if not isinstance(code, str) or not code:
        raise LinkError("there is no code")
    if len(code) > MAX_CODE:
        raise LinkError("the code is far too long to be a table's")
    kind, letters = code[0], code[1:]
    if kind not in (PLAIN, PACKED):
        raise LinkError("the code is not one this book writes (or was made by a newer one)")
    try:
        data = _unb64(letters)
        if kind == PACKED:
            unpack = zlib.decompressobj(-15)
            data = unpack.decompress(data, MAX_UNPACKED)
            if unpack.unconsumed_tail or not unpack.eof:
                raise zlib.error("incomplete or too long")
    except (binascii.Error, ValueError, zlib.error):
        raise LinkError("the code is damaged (its letters do not unpack)") from None
    text, sep, moves = data.partition(b"\0")
    try:
        header = json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise LinkError("the code is damaged (its description does not read)") from None
    if not sep or not isinstance(header, dict):
        raise LinkError("the code is damaged (its description does not read)")
    return header, int.from_bytes(moves, "big")


def _whole(value: object, what: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise LinkError(f"the code's {what} is damaged")
    return value


def read_table_code(code: str, *, game: str | None = None, build_position: Any = None) -> SharedTable:
    """The table a code holds, every move replayed by the engine. ``game``: the page's game (a code
    of another game is refused). ``build_position(game, position, options, puzzle)``: the state a
    hand-set position describes (the editors'; needed only for a position's code)."""
    header, number = _body(code)
    name = header.get("g")
    try:
        spec = engine.game(str(name))
    except (KeyError, ValueError):
        raise LinkError(f"the code is for a game this book does not have ({str(name)[:20]})") from None
    if game is not None and spec.name != engine.game(game).name:
        raise LinkError(f"the code is a table of {spec.title}, not of {engine.game(game).title}")
    seed = _whole(header.get("s"), "game number")
    players = _whole(header.get("n"), "number of players", 1)
    options = header.get("o", {})
    kinds = header.get("k", [])
    names = header.get("w", [])
    count = _whole(header.get("m", 0), "number of moves")
    written = header.get("x", [])
    if not isinstance(options, dict) or not isinstance(kinds, list) or not isinstance(names, list) or \
            not isinstance(written, list) or count > MAX_MOVES:
        raise LinkError("the code is damaged (its description does not read)")
    seats = ["human" if kind == HUMAN_MARK else kind for kind in kinds]
    if seats and (len(seats) != players or any(k != "human" and k not in spec.bots for k in seats)):
        raise LinkError("the code's seats do not fit the game")
    if not all(isinstance(n, str) and len(n) <= 40 for n in names) or len(names) > players:
        raise LinkError("the code's names are damaged")
    position, puzzle = header.get("p"), bool(header.get("z"))
    try:
        if position is not None:
            if build_position is None:
                raise LinkError("the code holds a position, which this table cannot set up")
            start = build_position(spec.name, position, options, puzzle, seed=seed, players=players)
        else:
            start = spec.start(seed=seed, players=players, **options)
    except LinkError:
        raise
    except (ValueError, TypeError, KeyError, CorruptSave) as err:
        raise LinkError(f"the code's game cannot be set up: {err}") from None
    if start.num_players != players:
        raise LinkError("the code's number of players does not fit its game")
    states, notations = [start], []
    written_left = list(written)
    for step in range(1, count + 1):
        state = states[-1]
        if state.is_terminal():
            raise LinkError(f"the code has moves after the end of the game (move {step})")
        legal = state.legal_actions()
        radix = len(legal) + (0 if spec.complete_actions else 1)
        number, index = divmod(number, radix)
        try:
            if index < len(legal):
                action = legal[index]
                states.append(state.apply_trusted(action))
                notations.append(str(action))
            else:
                if not written_left or not isinstance(written_left[0], str):
                    raise LinkError(f"the code's move {step} is missing")
                notation = written_left.pop(0)
                states.append(state.apply(notation))
                notations.append(str(state.parse_action(notation)))
        except IllegalAction as err:
            raise LinkError(f"the code's move {step} is not legal here ({err.clause})") from None
    if number or written_left:
        raise LinkError("the code holds more than its moves (damaged, or from another version of the book)")
    return SharedTable(game=spec.name, seed=seed, players=players, options=dict(options), seats=seats,
                       names=list(names), position=position, puzzle=puzzle, states=states, notations=notations)


# --- the QR code --------------------------------------------------------------------------------------

def qr_svg(text: str, label: str) -> str | None:
    """A QR code of ``text`` as an SVG picture (dark on white, with a viewBox, named ``label`` for
    screen readers), drawn here by segno with no network; ``None`` where segno is not installed."""
    try:
        import segno
    except ImportError:
        return None
    code = segno.make(text, error="m", micro=False)
    inner = code.svg_inline(scale=1, border=4, dark="#000", light="#fff", omitsize=True)
    # segno writes <svg viewBox=... class="segno">: name it, and make it a picture for screen readers
    escaped = label.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
    return inner.replace("<svg ", f'<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{escaped}" ', 1)
