"""What a game gives the live table: the :class:`TableAdapter` protocol, and the shapes of the view.

The table (:class:`~widgets.table.session.TableSession`) knows no rule. For the seat to move it asks the
engine for ``legal_actions()`` and each game's adapter for the clicks that make each action
(:meth:`TableAdapter.paths`); a click that continues one of those paths lights what may follow, a
click that completes one plays that action, and a click on anything else gets the engine's own
refusal (:meth:`TableAdapter.action_for` builds the action the clicks would be, and
``state.explain`` judges it).

The view is plain data (JSON): zones of the table, each a row of items (cards, pieces) or a board
with squares, identified by *keys*; the JavaScript table (``widgets/static/cit-table.mjs``) draws
them and sends back the key of what was clicked. Keys are short strings the adapter chooses
(``"7C"`` for a card, ``"c3"`` for a square, ``"bet:2"`` for a choice); a key that no zone shows is
drawn as a worded choice button while it continues a legal path.
"""
from __future__ import annotations

from typing import Any, Iterable, Protocol, Sequence, TYPE_CHECKING, runtime_checkable

from engine.words import Line, Reader

if TYPE_CHECKING:
    from engine.core import GameState

Key = str
Path = tuple  # of keys
Zone = dict  # see the constructors below
Item = dict


class Narrated:
    """An adapter whose words are its game's ``narrate`` module (``engine/<game>/narrate.py``): the prompt,
    the log's lines and, where the module takes the state, a move in words."""

    narrate: Any

    def move_words(self, state: GameState[Any], action: Any, reader: Reader) -> str:
        return self.narrate.move_words(state, action, reader)

    def prompt(self, state: GameState[Any], reader: Reader) -> str:
        return self.narrate.prompt(state, reader)

    def describe(self, before: GameState[Any] | None, after: GameState[Any], reader: Reader) -> list[Line]:
        return self.narrate.describe(before, after, reader)


@runtime_checkable
class TableAdapter(Protocol):
    """How one game sits at the live table. Pure Python, no widget toolkit: it runs under a Jupyter
    kernel and in the reader's browser alike.

    Every method reads the engine; none decides a rule.
    """

    #: the game's short name (``engine.game(name)``)
    game: str

    def roles(self, num_players: int, reader: Reader) -> list[str] | None:
        """The seats' names in the game (``["White", "Black"]``), or ``None`` where seats have none."""

    def zones(self, state: GameState[Any], viewer: int | str | None, reader: Reader) -> list[Zone]:
        """What ``viewer`` sees of the table (a seat, ``None`` for an onlooker, ``"all"`` for every
        card), as zones (:func:`cards_zone`, :func:`board_zone`, :func:`seat_zone`...). Never a card
        hidden from ``viewer``: build from ``state.view(viewer)`` or the state's public parts."""

    def paths(self, state: GameState[Any], action: Any) -> list[Path]:
        """The click sequences (tuples of keys) that make the legal ``action``; ``[]`` leaves it to
        the list of moves (every action should have a path)."""

    def action_for(self, state: GameState[Any], path: Path) -> Any | None:
        """The action a complete sequence of clicks would be, legal or not (the engine then says why
        it is refused), or ``None`` when the clicks do not make an action."""

    def key_words(self, state: GameState[Any], key: Key, reader: Reader) -> str:
        """A key in words: a card's name (``7♣``), a square (``c3``), a choice's label (``Bet 2``)."""

    def move_words(self, state: GameState[Any], action: Any, reader: Reader) -> str:
        """A legal action in words, for the list of moves (keyboard and screen readers)."""

    def prompt(self, state: GameState[Any], reader: Reader) -> str:
        """What the seat to move is asked to do now, said to them (``Your turn: play a card.``)."""

    def describe(self, before: GameState[Any] | None, after: GameState[Any], reader: Reader) -> list[Line]:
        """What the last action did (``after.last_event``), in sentences for ``reader``: names, "you",
        card symbols; never a card hidden from the reader."""


class Workspace(Protocol):
    """A turn built up before it is played (Machiavelli: the whole table rearranged, then committed).

    An adapter that has one returns it from ``adapter.workspace(state, seat)`` for the person to move
    (``None`` where a turn is made of single clicks). The session keeps it while the turn is built:
    clicks and drops go to it, its zones and choices are drawn instead of the adapter's, and a click on
    one of its :attr:`commit_keys` asks it for the action (:meth:`action`), which the engine judges
    like any other. It decides no rule: whether a group is valid, what a commit would do, why it is
    refused all come from the engine.
    """

    #: the keys of the choices that play the turn (e.g. "play the table", "draw a card")
    commit_keys: frozenset

    def zones(self, reader: Reader) -> list[Zone]:
        """The table as it is being built, each selected card marked ``picked``."""

    def choices(self, reader: Reader) -> list[dict]:
        """Worded buttons (commit, start again...): ``{"key", "label", "lit"?, "off"?, "why"?}``."""

    def click(self, key: Key, reader: Reader) -> None:
        """A click on a card or a group: select, or move the selection there. Returns a sentence to
        show (a note or a refusal, as ``(text, clause, tone)``) or ``None``."""

    def drop(self, keys: Sequence[Key], target: Key, reader: Reader) -> None:
        """Cards dragged onto a target (a group, a new group, the hand); returns like :meth:`click`."""

    def action(self, key: Key) -> None:
        """The action a commit key plays (the engine then judges it)."""


# --- the view's shapes ---------------------------------------------------------------------------

def card_item(key: Key | None, picture: str, name: str, *, caption: str = "", face_down: bool = False,
              **extra: Any) -> Item:
    """A card or piece: ``key`` (``None``: not clickable), its picture (the engine's SVG), its name
    in words (for screen readers and the tooltip), an optional caption under it."""
    item: dict = {"key": key, "svg": picture, "name": name}
    if caption:
        item["caption"] = caption
    if face_down:
        item["down"] = True
    item.update(extra)
    return item


def cards_zone(zone_id: str, label: str, items: Sequence[Item], *, area: str = "middle", **extra: Any) -> Zone:
    """A row of cards: a hand (``area="bottom"``), a trick, a group on the table."""
    return {"id": zone_id, "kind": "cards", "label": label, "area": area, "items": list(items), **extra}


def seat_zone(seat: int, name: str, info: Iterable[str] = (), items: Sequence[Item] = (), *,
              active: bool = False, you: bool = False, role: str = "", **extra: Any) -> Zone:
    """One player's place: the name, short facts (bets, scores, cards left) and any cards shown."""
    return {"id": f"seat:{seat}", "kind": "seat", "seat": seat, "label": name, "role": role,
            "info": [i for i in info if i], "items": list(items), "active": active, "you": you,
            "area": "top", **extra}


def board_zone(zone_id: str, label: str, picture: str, squares: Sequence[Sequence[Key | None]], *,
               left: float, top: float, cell: float, width: float, height: float,
               names: dict | None = None, area: str = "middle", **extra: Any) -> Zone:
    """A board: the engine's picture and the clickable squares on it. ``squares`` are rows of keys
    from the top of the picture (``None`` where there is no square); ``left``, ``top`` and ``cell``
    place them in the picture's own units, whose size is ``width`` x ``height``."""
    cells = []
    for r, row in enumerate(squares):
        for c, key in enumerate(row):
            if key is not None:
                cells.append({"key": key, "row": r, "col": c, "name": (names or {}).get(key, key)})
    return {"id": zone_id, "kind": "board", "label": label, "svg": picture, "area": area,
            "grid": {"left": left / width, "top": top / height, "cell_w": cell / width,
                     "cell_h": cell / height, "rows": len(squares),
                     "cols": max((len(r) for r in squares), default=0)},
            "cells": cells, **extra}


def note_zone(zone_id: str, text: str, *, area: str = "middle", **extra: Any) -> Zone:
    """A few words on the table (whose deal it is, the round, a reminder)."""
    return {"id": zone_id, "kind": "note", "label": "", "text": text, "area": area, **extra}


def scores_zone(zone_id: str, label: str, headers: Sequence[str], rows: Sequence[Sequence], *,
                area: str = "side", **extra: Any) -> Zone:
    """A small table of scores."""
    return {"id": zone_id, "kind": "scores", "label": label, "headers": list(headers),
            "rows": [[str(c) for c in row] for row in rows], "area": area, **extra}


def zone_keys(zones: Iterable[Zone]) -> set[Key]:
    """Every clickable key the zones show (cards, pieces, squares)."""
    keys = set()
    for zone in zones:
        for item in zone.get("items", ()):
            if item.get("key") is not None:
                keys.add(item["key"])
        for cell in zone.get("cells", ()):
            keys.add(cell["key"])
        for group in zone.get("groups", ()):
            keys |= zone_keys([group])
    return keys
