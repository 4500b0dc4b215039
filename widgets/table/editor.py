"""Setting up a position to show: the editor a teacher opens from *Table settings > Set up a position*.

The editor is a mode of the live table, drawn by the same ``cit-table.mjs`` from a view: the board or
the hands as places to click, a palette of what is still in the box, whose turn as worded choices,
*Play from this position*, *Puzzle: allow a position the rules cannot reach* and *Cancel*. Like a
:class:`~widgets.table.protocol.Workspace`, it is an object the session keeps while it is open and
sends the clicks to. A click picks a piece or a card (in the box or already placed); the places that
can take it light up; a click on one puts it there. Nothing here decides a rule: what the editor lets
you place is only the shape of the table (a square holds one piece, a hand is a row of cards), and the
finished position is judged by the engine: the game's position helper builds it, and its codec's
``check`` refuses a position the rules cannot reach with the clause that says why, unless the teacher
marks it as a puzzle.

Each game's editor is ``widgets/table/edit_<game>.py``: ``Editor`` (a :class:`PositionEditor`) and
``build(position, *, options, seed, players)``, the state a position's description makes. The
description is small, plain JSON: a shared link carries it (:mod:`widgets.table.sharing`).
"""
from __future__ import annotations

import importlib
import re
from typing import Any, TYPE_CHECKING

import engine
from engine import EVERYONE, CorruptSave
from engine.words import N_, Reader, Said, Seat

from .protocol import Key, zone_keys

if TYPE_CHECKING:
    from engine.core import GameState

PLAY = "edit:play"
CANCEL = "edit:cancel"
PUZZLE = "edit:puzzle"
CLEAR = "edit:clear"
TURN = "turn:"
#: the games with a position editor: ``widgets/table/edit_<game>.py``
EDITORS = ("scamorra", "skemino", "bisca", "frederik", "machiavelli")

PLAY_FROM_HERE = Said(N_("Play from this position"))
PUZZLE_OFF = Said(N_("Puzzle: allow a position the rules cannot reach"))
PUZZLE_ON = Said(N_("Puzzle: a position the rules cannot reach is allowed"))
CANCEL_WORDS = Said(N_("Cancel"))
CLEAR_WORDS = Said(N_("Empty the table"))
PLAYS_NEXT = Said(N_("{player} plays next"), you=N_("You play next"))
PLAYS_NEXT_CHANGE = Said(N_("{player} plays next (click to pass it on)"), you=N_("You play next (click to pass it on)"))
#: more seats than this: whose turn is one button that passes it round
MANY_SEATS = 4
EDIT_PROMPT = Said(N_("Setting up a position: pick a piece or a card, then click a lit place for it. Then "
                      "choose who plays next and press Play from this position."))
PICKED_THING = Said(N_("{thing} picked: click a lit place for it, or click it again to put it down."))
PICK_SOMETHING = Said(N_("Pick a piece or a card first: then the places it can go light up."))
CANNOT_GO = Said(N_("{thing} cannot go there."))
GAME_ALREADY_OVER = Said(N_("Nothing can be played from this position: the game is already over there."))
NOTHING_TO_PLAY = Said(N_("Nothing can be played from this position: the engine finds no move there."))
ENGINE_CANNOT = Said(N_("The engine cannot play from this position, even as a puzzle: {reason}"))

_CLAUSE = re.compile(r"^([A-Z]{2}-[A-Z0-9-]*[0-9A-Z]):\s*(.*)$", re.S)
_CLAUSE_AFTER = re.compile(r"^(.*?)\s*\(([A-Z]{2}-[A-Z0-9-]*[0-9A-Z])\)\s*$", re.S)


class PositionRefused(ValueError):
    """A position the engine does not accept: the reason in words and its clause."""

    def __init__(self, text: str, clause: str | None = None):
        super().__init__(f"{clause}: {text}" if clause else text)
        self.text = text
        self.clause = clause

    @classmethod
    def of(cls, error: Exception) -> "PositionRefused":
        """From the engine's ``CorruptSave`` or ``ValueError``: ``"SC-28: reason"`` splits into both."""
        found = _CLAUSE.match(str(error))
        if found:
            return cls(found.group(2), found.group(1))
        found = _CLAUSE_AFTER.match(str(error))         # "... the deck has 1 (BI-2)"
        if found:
            return cls(found.group(1), found.group(2))
        return cls(str(error))


def _module(game: str) -> Any:
    name = engine.game(game).name
    if name not in EDITORS:
        return None
    try:
        return importlib.import_module(f"{__package__}.edit_{name}")
    except ModuleNotFoundError:
        return None


def editor_for(game: str) -> Any:
    """The game's editor class (``Editor(state, reader)``), or ``None`` where it has none."""
    module = _module(game)
    return getattr(module, "Editor", None) if module is not None else None


def build_position(game: str, position: Any, options: dict, puzzle: bool, *, seed: int = 0,
                   players: int | None = None) -> Any:
    """The state a position's description makes, judged by the engine: ``spec.codec.check`` refuses a
    position the rules cannot reach (:class:`PositionRefused`, with the clause), unless ``puzzle``;
    even a puzzle must be a position the engine can play from."""
    spec = engine.game(game)
    module = _module(spec.name)
    if module is None:
        raise PositionRefused(f"{spec.title} has no position editor")
    if not isinstance(options, dict):
        raise PositionRefused("the position's options are damaged")
    try:
        state = module.build(position, options=options, seed=seed, players=players)
    except PositionRefused:
        raise
    except (ValueError, TypeError, KeyError, IndexError, CorruptSave) as err:
        raise PositionRefused.of(err) from None
    if not puzzle and spec.codec is not None:
        try:
            spec.codec.check(state)
        except CorruptSave as err:
            raise PositionRefused.of(err) from None
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as err:
            raise PositionRefused(str(err)) from None
    reader = Reader()
    if state.is_terminal():
        raise PositionRefused(GAME_ALREADY_OVER().text(reader))
    try:
        legal = state.legal_actions()
        state.view(EVERYONE)
        if legal:
            state.apply(legal[0])
    except Exception as err:  # a puzzle the engine trips on is refused here, never at the table
        raise PositionRefused(ENGINE_CANNOT(reason=f"{type(err).__name__}: {err}").text(reader)) from None
    if not legal:
        raise PositionRefused(NOTHING_TO_PLAY().text(reader))
    return state


class PositionEditor:
    """What every game's editor shares: picking and placing, whose turn, the puzzle mark, play and
    cancel. A game's editor fills in the table (:meth:`table_zones`), what can be picked
    (:meth:`pickable`), where a picked thing may go (:meth:`targets`), putting it there (:meth:`put`),
    emptying the table (:meth:`clear`), the description (:meth:`describe`) and names (:meth:`key_words`).

    Zones may carry a ``target`` (``{"key", "label"}``: a worded place such as a hand): it is drawn
    only while it can take what is picked."""

    game = ""
    commit_keys = frozenset({PLAY, CANCEL})

    def __init__(self, state: GameState[Any], reader: Reader) -> None:
        self.players = state.num_players
        self.seed = state.seed
        self.options = state.options.to_dict()
        self.puzzle = False
        self.picked: Key | None = None
        current = state.current_player
        self.turn = current if isinstance(current, int) and not isinstance(current, bool) else 0
        self.start_from(state)

    # --- what a game's editor gives ------------------------------------------------------------------
    def start_from(self, state: GameState[Any]) -> None:
        """Fill the table from ``state`` (the live table as it was when the editor opened)."""
        raise NotImplementedError

    def describe(self) -> dict:
        """The position as small, plain JSON (the game's ``build`` makes the state from it)."""
        raise NotImplementedError

    def table_zones(self, reader: Reader) -> list[dict]:
        raise NotImplementedError

    def pickable(self) -> set[Key]:
        raise NotImplementedError

    def targets(self, picked: Key) -> set[Key]:
        raise NotImplementedError

    def put(self, picked: Key, target: Key) -> None:
        """Put what is picked on ``target``; may return a sentence to show ``(text, clause, tone)``."""
        raise NotImplementedError

    def clear(self) -> None:
        raise NotImplementedError

    def key_words(self, key: Key, reader: Reader) -> str:
        return key

    def seat_words(self, seat: int, reader: Reader) -> Any:
        """A seat as the turn's choice names it (default: the table's name for it)."""
        return Seat(seat)

    # --- the session's side -------------------------------------------------------------------------
    def build(self):
        """The state and its description, if the engine accepts it (:class:`PositionRefused` if not)."""
        position = self.describe()
        state = build_position(self.game, position, self.options, self.puzzle, seed=self.seed,
                               players=self.players)
        return state, position

    def prompt(self, reader: Reader) -> str:
        if self.picked is not None:
            return PICKED_THING(thing=self.key_words(self.picked, reader)).text(reader)
        return EDIT_PROMPT().text(reader)

    def zones(self, reader: Reader) -> list[dict]:
        zones = self.table_zones(reader)
        lit = self.targets(self.picked) if self.picked is not None else set()
        can = self.pickable() if self.picked is None else set()

        def mark(entry: dict) -> None:
            key = entry.get("key")
            if key is None:
                return
            if key in lit:
                entry["lit"] = True
            if key == self.picked:
                entry["picked"] = True
            if key in can:
                entry["can"] = True

        def walk(zone: dict) -> None:
            for entry in zone.get("items", ()):
                mark(entry)
            for cell in zone.get("cells", ()):
                mark(cell)
            for group in zone.get("groups", ()):
                walk(group)
            target = zone.get("target")
            if target is not None:
                if target["key"] in lit:
                    target["lit"] = True
                else:
                    del zone["target"]

        for zone in zones:
            walk(zone)
        return zones

    def choices(self, reader: Reader) -> list[dict]:
        if self.players <= MANY_SEATS:
            turns = [{"key": f"{TURN}{seat}", "label": PLAYS_NEXT(player=self.seat_words(seat, reader)).text(reader),
                      "pressed": seat == self.turn} for seat in range(self.players)]
        else:       # a big table: one button that passes the turn round (the worded buttons stay few)
            turns = [{"key": f"{TURN}{(self.turn + 1) % self.players}",
                      "label": PLAYS_NEXT_CHANGE(player=self.seat_words(self.turn, reader)).text(reader)}]
        return turns + [
            {"key": PUZZLE, "label": (PUZZLE_ON if self.puzzle else PUZZLE_OFF)().text(reader),
             "pressed": self.puzzle},
            {"key": CLEAR, "label": CLEAR_WORDS().text(reader)},
            {"key": PLAY, "label": PLAY_FROM_HERE().text(reader), "primary": True},
            {"key": CANCEL, "label": CANCEL_WORDS().text(reader)},
        ]

    def click(self, key: Key, reader: Reader) -> Any:
        """A click in the editor: a choice, a pick, or a place for what is picked."""
        if key.startswith(TURN):
            seat = key[len(TURN):]
            if seat.isdigit() and int(seat) < self.players:
                self.turn = int(seat)
            return None
        if key == PUZZLE:
            self.puzzle = not self.puzzle
            return None
        if key == CLEAR:
            self.clear()
            self.picked = None
            return None
        if self.picked is not None:
            if key == self.picked:
                self.picked = None
                return None
            if key in self.targets(self.picked):
                picked, self.picked = self.picked, None
                return self.put(picked, key)
        if key in self.pickable():
            self.picked = key
            return None
        if self.picked is not None:
            return (CANNOT_GO(thing=self.key_words(self.picked, reader)).text(reader), None, "error")
        return (PICK_SOMETHING().text(reader), None, "note")

    def shown_keys(self, reader: Reader) -> set[Key]:
        """Every clickable key the editor draws (for tests)."""
        return zone_keys(self.table_zones(reader))


#: the keys of a card in a hand (``hand:SEAT:INDEX``), of a hand as a target (``hand:SEAT``) and of a card
#: of the deck (``deck:CARD``), for the card games' editors
HAND, DECK_KEY = "hand:", "deck:"


def take_card(hands: list[list[str]], picked: str) -> str | None:
    """The card ``picked`` names, taken out of its hand if it was in one; ``None`` if it names no card of a
    hand or of the deck.

    >>> hands = [["AH", "2C"], []]
    >>> take_card(hands, "hand:0:1"), hands, take_card(hands, "deck:KS"), take_card(hands, "group:0:1")
    ('2C', [['AH'], []], 'KS', None)
    """
    if picked.startswith(HAND):
        seat, index = picked[len(HAND):].split(":")
        return hands[int(seat)].pop(int(index))
    if picked.startswith(DECK_KEY):
        return picked[len(DECK_KEY):]
    return None


def give_to_hand(hands: list[list[str]], target: str, card: str) -> bool:
    """Put ``card`` in the hand ``target`` names (``hand:SEAT``); whether it did."""
    if not target.startswith(HAND):
        return False
    hands[int(target[len(HAND):])].append(card)
    return True


def read_list(value: object, what: str, length: int | None = None) -> list:
    """A list in a position's description (``PositionRefused`` naming it otherwise)."""
    if not isinstance(value, list) or (length is not None and len(value) != length):
        raise PositionRefused(f"the position's {what} is damaged")
    return value
