"""Saving one way: a game's codec knows its state; the state knows nothing of saving.

Each game's ``saving.py`` defines a :class:`Codec` (``CODEC``) and its ``__init__.py`` registers it
(``GameSpec(codec=CODEC)``). The base :class:`~engine.core.GameState` sends ``to_dict()``,
``from_dict()`` and ``check_consistency()`` to ``spec.codec``, so a game's State defines none of
them and never imports its saving module.

A codec does three jobs:

- :meth:`Codec.encode`: the state as plain JSON-able data;
- :meth:`Codec.decode`: the state back from that data, every field read strictly (the readers
  below), not yet cross-checked;
- :meth:`Codec.check`: what the fields must say together (no card lost, the turn, the scores),
  :class:`~engine.errors.CorruptSave` naming the clause for anything the rules cannot reach.

:meth:`Codec.load` does both reading and checking, and turns any other error a damaged save can
raise into :class:`~engine.errors.CorruptSave`, so a damaged save is refused at load, never later.

The readers are the field checks every save needs, written once:

>>> read_whole(3, "the round", 0, 8)
3
>>> read_whole(9, "the round", 0, 8)
Traceback (most recent call last):
...
engine.errors.CorruptSave: the round is 9, outside 0 to 8
>>> read_seat(True, "the dealer", 4)
Traceback (most recent call last):
...
engine.errors.CorruptSave: the dealer must be a seat number from 0 to 3, not True
>>> read_choice("play", "the phase", ("bet", "play"))
'play'
>>> read_list([1, 2], "the bets", 3)
Traceback (most recent call last):
...
engine.errors.CorruptSave: the bets must have 3 entries, not 2
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar, Generic, Iterable, TypeVar

from .core import Event, GameState, Options, is_seat_number
from .errors import CorruptSave

T = TypeVar("T")
OptionsT = TypeVar("OptionsT", bound=Options)
#: The game state a codec saves and loads.
StateT = TypeVar("StateT", bound=GameState)

#: The errors a damaged field can raise while a save is read or checked; :meth:`Codec.load` turns
#: each into :class:`CorruptSave`.
DAMAGE_ERRORS = (KeyError, TypeError, ValueError, IndexError, AttributeError, RecursionError)


class Codec(ABC, Generic[StateT]):
    """How one game is saved and loaded. Subclasses name the game (``title``) and the save's fields
    (``fields``: every one required, no other allowed) and implement the three jobs, for their game's
    state: ``class BiscaCodec(Codec[State])``."""

    title: ClassVar[str]
    fields: ClassVar[tuple[str, ...]]

    @abstractmethod
    def encode(self, state: StateT) -> dict:
        """The state as JSON-able data (a mapping with exactly :attr:`fields`)."""

    @abstractmethod
    def decode(self, data: dict) -> StateT:
        """The state from :meth:`encode`'s data (already known to hold exactly :attr:`fields`),
        every field read strictly; :class:`CorruptSave` for a field of the wrong kind."""

    @abstractmethod
    def check(self, state: StateT) -> None:
        """:class:`CorruptSave` naming the clause for any invariant ``state`` breaks."""

    def load(self, data: object) -> StateT:
        """The state saved as ``data``, read and checked; :class:`CorruptSave` for any damage."""
        try:
            state = self.decode(read_fields(data, self.fields, self.title))
            self.check(state)
        except CorruptSave:
            raise
        except DAMAGE_ERRORS as err:
            raise CorruptSave(f"the saved {self.title} game is damaged: {err}") from None
        return state


# --- the whole save ---------------------------------------------------------------------------------

def read_fields(data: object, fields: Iterable[str], title: str) -> dict:
    """``data`` if it is a mapping with exactly ``fields``; else :class:`CorruptSave` naming the
    missing and unknown ones.

    >>> read_fields({"seed": 1, "extra": 2}, ("seed", "phase"), "Bisca")
    Traceback (most recent call last):
    ...
    engine.errors.CorruptSave: the saved Bisca game's fields are wrong: missing phase, unknown extra
    """
    if not isinstance(data, dict):
        raise CorruptSave(f"a saved {title} game is a mapping of fields, not {type(data).__name__}")
    fields = tuple(fields)
    missing = [name for name in fields if name not in data]
    unknown = sorted(str(name) for name in set(data) - set(fields))
    if missing or unknown:
        raise CorruptSave(f"the saved {title} game's fields are wrong: missing {', '.join(missing) or 'none'}, "
                          f"unknown {', '.join(unknown) or 'none'}")
    return data


def read_options(options_class: type[OptionsT], value: object) -> OptionsT:
    """The game's options from their saved mapping (each option checked as ``new_game`` does)."""
    try:
        return options_class.from_dict(value)
    except (ValueError, TypeError) as err:
        raise CorruptSave(f"the saved options are damaged: {err}") from None


# --- one field -----------------------------------------------------------------------------------------

def read_whole(value: object, what: str, low: int | None = None, high: int | None = None) -> int:
    """A whole number (never ``True``/``False``), within ``low``..``high`` where given."""
    if not is_seat_number(value):
        raise CorruptSave(f"{what} must be a whole number, not {value!r}")
    assert isinstance(value, int)
    if low is not None and value < low or high is not None and value > high:
        if high is None:
            raise CorruptSave(f"{what} is {value}: it must be at least {low}")
        if low is None:
            raise CorruptSave(f"{what} is {value}: it must be at most {high}")
        raise CorruptSave(f"{what} is {value}, outside {low} to {high}")
    return value


def read_flag(value: object, what: str) -> bool:
    """``True`` or ``False`` (never 0 or 1)."""
    if not isinstance(value, bool):
        raise CorruptSave(f"{what} must be true or false, not {value!r}")
    return value


def read_list(value: object, what: str, length: int | None = None) -> list:
    """A list, of ``length`` entries where given."""
    if not isinstance(value, list):
        raise CorruptSave(f"{what} must be a list, not {value!r}")
    if length is not None and len(value) != length:
        raise CorruptSave(f"{what} must have {length} entries, not {len(value)}")
    return value


def read_mapping(value: object, what: str) -> dict:
    """A mapping (a JSON object)."""
    if not isinstance(value, dict):
        raise CorruptSave(f"{what} must be a mapping, not {value!r}")
    return value


def read_text(value: object, what: str) -> str:
    """A string."""
    if not isinstance(value, str):
        raise CorruptSave(f"{what} must be text, not {value!r}")
    return value


def read_choice(value: T, what: str, choices: Iterable[T]) -> T:
    """One of ``choices`` (of the same type: ``True`` is not ``1``).

    >>> read_choice(None, "the declaration", ("ALTA", "BASSA", None)) is None
    True
    >>> read_choice(1, "the owner", (0, 1, 2)), read_choice(True, "a flag", (True, False))
    (1, True)
    >>> read_choice(True, "the owner", (0, 1, 2))
    Traceback (most recent call last):
    ...
    engine.errors.CorruptSave: the owner must be one of 0, 1, 2, not True
    """
    choices = tuple(choices)
    if not any(value == c and type(value) is type(c) for c in choices):
        raise CorruptSave(f"{what} must be one of {', '.join(map(repr, choices))}, not {value!r}")
    return value


def read_seat(value: object, what: str, players: int, allow_none: bool = False) -> Any:
    """A seat number at a table of ``players`` (``None`` too where ``allow_none``)."""
    if value is None and allow_none:
        return None
    if not is_seat_number(value) or not 0 <= value < players:   # type: ignore[operator]
        raise CorruptSave(f"{what} must be a seat number from 0 to {players - 1}"
                          f"{' or null' if allow_none else ''}, not {value!r}")
    return value


def read_card(value: object, what: str, parse: Callable[[str], T]) -> T:
    """A card from its notation; ``parse`` is the game's reader (``ValueError`` for bad text)."""
    if not isinstance(value, str):
        raise CorruptSave(f"{what} must be a card in notation, not {value!r}")
    try:
        return parse(value)
    except (ValueError, KeyError) as err:
        raise CorruptSave(f"{what}: {err}") from None


def read_cards(value: object, what: str, parse: Callable[[str], T], length: int | None = None) -> tuple[T, ...]:
    """A list of cards in notation (``length`` of them where given), as a tuple."""
    return tuple(read_card(item, f"a card in {what}", parse) for item in read_list(value, what, length))


def read_event(value: object, players: int, required: bool = True) -> Event | None:
    """The last event (``None`` only where not ``required``), naming only seats at the table.

    >>> read_event({"seat": 5, "action": "bet 1", "consequences": []}, 4)
    Traceback (most recent call last):
    ...
    engine.errors.CorruptSave: the last event names seat 5, which is not at this table of 4
    """
    if value is None:
        if required:
            raise CorruptSave("the last event is missing: every state records what just happened")
        return None
    if not isinstance(value, dict):
        raise CorruptSave(f"the last event is damaged: {value!r}")
    consequences = read_list(value.get("consequences", []), "the last event's consequences")
    if not all(isinstance(c, dict) for c in consequences):
        raise CorruptSave(f"the last event's consequences are damaged: {consequences!r}")
    event = Event.from_dict(value)
    assert event is not None
    for seat in [event.seat] + [c.seat for c in event.consequences]:
        if seat is not None and not 0 <= seat < players:
            raise CorruptSave(f"the last event names seat {seat}, which is not at this table of {players}")
    return event


def event_data(event: Event | None) -> dict | None:
    """The last event as saved data (``None`` stays ``None``)."""
    return None if event is None else event.to_dict()


def read_all(values: Iterable[Any], read: Callable[..., T], what: str, *args: Any) -> tuple[T, ...]:
    """``read`` applied to each value, named by its position: ``seat 2's bet`` and the like.

    >>> read_all([3, 1], read_whole, "seat {}'s score")
    (3, 1)
    >>> read_all([3, None], read_whole, "seat {}'s score")
    Traceback (most recent call last):
    ...
    engine.errors.CorruptSave: seat 1's score must be a whole number, not None
    """
    return tuple(read(value, what.format(i), *args) for i, value in enumerate(values))


__all__ = [
    "Codec", "DAMAGE_ERRORS", "read_fields", "read_options", "read_whole", "read_flag", "read_list",
    "read_mapping", "read_text", "read_choice", "read_seat", "read_card", "read_cards", "read_event",
    "event_data", "read_all",
]
