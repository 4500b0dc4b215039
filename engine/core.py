"""The contract every game follows, the registry that lists the games, and the pieces they share.

A game is a package ``engine.<name>`` that calls :func:`register_game` with a :class:`GameSpec`
when imported. :func:`games` and :func:`game` read the registry; nothing here names a game.

A state is immutable: :meth:`GameState.apply` returns the next state, so a list of states is a
complete history (undo is ``states[-2]``, a step-through is an index). ``check_action`` is the one
judge of legality and raises :class:`~engine.errors.IllegalAction` naming the clause;
``parse_action`` raises its subclass :class:`~engine.errors.UnreadableAction` for text that is not
an action at all. Every state carries ``last_event``: who acted, what they did, what followed.

Randomness comes only from the seed given to ``new_game``; hidden information (the stock, other
hands) is in the state, and :meth:`GameState.view` gives what one seat may see.
"""
from __future__ import annotations

import dataclasses
import importlib
import inspect
import json
import pkgutil
import random
import types
import typing
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Mapping, Self, Sequence

from . import words
from .errors import CorruptSave, IllegalAction, InvalidSeat

if TYPE_CHECKING:    # saving.py and coach/ import this module: the codec and the coach are only named here
    from .coach.model import CoachModel
    from .saving import Codec

#: ``view(EVERYONE)`` shows every card: the table after the end, a teacher's or the book's picture.
EVERYONE = "all"


# --- seats, seeds, scores ---------------------------------------------------------------------------

def seat_label(seat: int | None, names: Sequence[str] | None = None) -> str:
    """How a seat is called on the page: its name if given, else ``Seat N``.

    >>> seat_label(2), seat_label(0, ["Anna", "Bruno"]), seat_label(None)
    ('Seat 2', 'Anna', 'nobody')
    """
    if seat is None:
        return "nobody"
    if names and 0 <= seat < len(names):
        return str(names[seat])
    return f"Seat {seat}"


def is_seat_number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_seed(seed: int) -> int:
    """A seed is a whole number (the same seed, the same game).

    >>> check_seed(7)
    7
    >>> check_seed(1.5)
    Traceback (most recent call last):
    ...
    ValueError: seed must be a whole number, not 1.5
    """
    if not is_seat_number(seed):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    return seed


def shared_win_returns(scores: Sequence[float], higher_is_better: bool = True) -> list[float]:
    """1 split among the seats with the best score, 0 for the rest (a shared victory is shared).

    >>> shared_win_returns([3, 7, 7])
    [0.0, 0.5, 0.5]
    """
    best = max(scores) if higher_is_better else min(scores)
    winners = [i for i, s in enumerate(scores) if s == best]
    return winners_returns(winners, len(scores))


def winners_returns(winners: Sequence[int], num_players: int) -> list[float]:
    """1 shared among ``winners``, 0 for the others; nobody wins: everyone gets an equal share.

    >>> winners_returns([1], 3), winners_returns([], 2)
    ([0.0, 1.0, 0.0], [0.5, 0.5])
    """
    if not winners:
        return [1.0 / num_players] * num_players
    return [1.0 / len(winners) if i in winners else 0.0 for i in range(num_players)]


def one_winner_returns(outcome: Any, num_players: int) -> list[float]:
    """``returns()`` of a game whose outcome names one ``winner`` (``None``: a draw): 0.0 each before the end.

    >>> from types import SimpleNamespace
    >>> one_winner_returns(None, 2), one_winner_returns(SimpleNamespace(winner=1), 2)
    ([0.0, 0.0], [0.0, 1.0])
    """
    if outcome is None:
        return [0.0] * num_players
    return winners_returns([] if outcome.winner is None else [outcome.winner], num_players)


def scaled_scores(scores: Sequence[float]) -> list[float]:
    """Scores squeezed into 0..1 (best 1, worst 0; all equal: an even share), for bots' estimates.

    >>> scaled_scores([10, 0, 5]), scaled_scores([4, 4])
    ([1.0, 0.0, 0.5], [0.5, 0.5])
    """
    low, high = min(scores), max(scores)
    if high == low:
        return [1.0 / len(scores)] * len(scores)
    return [(s - low) / (high - low) for s in scores]


# --- options --------------------------------------------------------------------------------------

def remember(memo: dict, key: object, value: Any, limit: int) -> Any:
    """Keep ``value`` under ``key`` in ``memo`` (a memo of pure answers) and return it; a memo holding more
    than ``limit`` answers is emptied first: a long session starts afresh rather than grow."""
    if len(memo) > limit:
        memo.clear()
    memo[key] = value
    return value


def _matches(value: object, hint: Any) -> bool:
    """Whether ``value`` fits a field's annotation (str, int, bool, float, unions, Literal, tuple)."""
    if hint is Any or hint is object:
        return True
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return any(_matches(value, h) for h in typing.get_args(hint))
    if origin is typing.Literal:
        return any(value == a and type(value) is type(a) for a in typing.get_args(hint))
    if origin in (tuple, list):
        return isinstance(value, (tuple, list))
    if hint is type(None):
        return value is None
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if isinstance(hint, type):
        return isinstance(value, hint)
    return True


@dataclass(frozen=True)
class Options:
    """Base for each game's frozen variant options, with the ruled defaults.

    Every field's value is checked against its annotation (a wrongly typed value raises
    ``ValueError`` naming the option), a field listed in ``CHOICES`` against its allowed values;
    subclasses check anything else in :meth:`validate`. Build from keyword arguments with :meth:`of`,
    which also names an unknown option. :meth:`variants` lists the values worth trying of every option.
    """

    #: Options that take one of a few values their annotation does not list (a ``str``): name -> values.
    CHOICES: ClassVar[Mapping[str, tuple]] = {}
    #: Values worth trying, for a test of every variant, of options that are neither a choice, a
    #: ``Literal`` nor a ``bool`` (a number, a seat): name -> values, the default first.
    SAMPLES: ClassVar[Mapping[str, tuple]] = {}

    def __post_init__(self):
        hints = typing.get_type_hints(type(self))
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if not _matches(value, hints.get(f.name, Any)):
                raise ValueError(f"option {f.name}={value!r} has the wrong type: expected "
                                 f"{_type_words(hints.get(f.name))}")
            if f.name in self.CHOICES:
                self.check_choice(f.name, value, self.CHOICES[f.name])
        self.validate()

    @classmethod
    def variants(cls) -> dict[str, tuple]:
        """Every option with the values a test of every variant tries: its ``CHOICES``, a ``Literal``'s
        values, both truth values, its ``SAMPLES``, else only the default.

        >>> @dataclass(frozen=True)
        ... class Example(Options):
        ...     CHOICES = {"scoring": ("flat", "bet")}
        ...     scoring: str = "flat"
        ...     blind: bool = False
        ...     target: int = 15
        >>> Example.variants()
        {'scoring': ('flat', 'bet'), 'blind': (False, True), 'target': (15,)}
        """
        hints = typing.get_type_hints(cls)
        out = {}
        for f in dataclasses.fields(cls):
            hint = hints.get(f.name)
            if f.name in cls.CHOICES:
                out[f.name] = tuple(cls.CHOICES[f.name])
            elif typing.get_origin(hint) is typing.Literal:
                out[f.name] = typing.get_args(hint)
            elif hint is bool:
                out[f.name] = (False, True)
            else:
                out[f.name] = tuple(cls.SAMPLES.get(f.name, (f.default,)))
        return out

    def validate(self) -> None:  # overridden where a field has a fixed set of values
        pass

    @classmethod
    def names(cls) -> list[str]:
        return [f.name for f in dataclasses.fields(cls)]

    @classmethod
    def of(cls, **options: Any) -> Self:
        """The options from keyword arguments; ``ValueError`` naming any unknown option."""
        unknown = set(options) - set(cls.names())
        if unknown:
            raise ValueError(f"unknown option(s) {', '.join(sorted(unknown))}; the options are "
                             f"{', '.join(cls.names()) or '(none)'}")
        return cls(**options)

    def to_dict(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Self:
        if not isinstance(data, dict):
            raise ValueError(f"options must be a mapping of names to values, not {data!r}")
        return cls.of(**data)

    @staticmethod
    def check_choice(name: str, value: object, choices: Iterable) -> None:
        choices = tuple(choices)
        if not any(value == c and type(value) is type(c) for c in choices):
            raise ValueError(f"option {name}={value!r} is not one of {', '.join(map(repr, choices))}")


def _type_words(hint: Any) -> str:
    if hint is None:
        return "a value"
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_type_words(h) for h in typing.get_args(hint))
    if origin is typing.Literal:
        return " or ".join(map(repr, typing.get_args(hint)))
    return {bool: "true or false", int: "a whole number", float: "a number", str: "text",
            type(None): "None"}.get(hint, getattr(hint, "__name__", str(hint)))


# --- what just happened -------------------------------------------------------------------------

#: What a consequence's parameters may hold: plain JSON values (a tuple of them is saved as a list).
ParamValue = str | int | bool | None | tuple[str | int, ...]


@dataclass(frozen=True)
class Consequence:
    """One thing that followed an action: a trick taken, a loop closed, a group refused, points.

    ``kind`` is the game's word for it (each game lists its kinds, and its ``narrate`` says each one
    in words); ``clause`` the rule it follows from; ``seat`` the seat concerned; ``value`` a number
    (points, a count, a group's place); ``cards`` the cards concerned, in notation; ``params`` any
    other facts the sentence needs (a square, a reason's kind), as ``(name, value)`` pairs. No prose:
    the words are the game's ``narrate`` module's, in the reader's language.
    """

    kind: str
    clause: str | None = None
    seat: int | None = None
    value: int | None = None
    cards: tuple[str, ...] = ()
    params: tuple[tuple[str, ParamValue], ...] = ()

    def param(self, name: str, default: ParamValue | None = None) -> ParamValue:
        """The parameter ``name`` (``default`` when the event does not carry it: an older save)."""
        for key, value in self.params:
            if key == name:
                return value
        return default

    def describe(self, names: Sequence[str] | None = None) -> str:
        """A developer's summary in notation (never a reader's sentence: see the game's ``narrate``).

        >>> Consequence("trick", "BI-13", 2, 1, ("K♠",)).describe()
        'trick: Seat 2, K♠, 1 (BI-13)'
        >>> Consequence("loop", "SK-36", params=(("square", "c3"),)).describe(["Anna"])
        'loop: square=c3 (SK-36)'
        """
        parts = [seat_label(self.seat, names)] if self.seat is not None else []
        if self.cards:
            parts.append(" ".join(self.cards))
        if self.value is not None:
            parts.append(str(self.value))
        parts += [f"{key}={_param_text(value)}" for key, value in self.params]
        said = f"{self.kind}: {', '.join(parts)}" if parts else self.kind
        return f"{said} ({self.clause})" if self.clause else said

    def to_dict(self) -> dict:
        data: dict[str, Any] = {"kind": self.kind}
        for key, value in (("clause", self.clause), ("seat", self.seat), ("value", self.value)):
            if value is not None:
                data[key] = value
        if self.cards:
            data["cards"] = list(self.cards)
        if self.params:
            data["params"] = {key: list(value) if isinstance(value, tuple) else value for key, value in self.params}
        return data

    @classmethod
    def from_dict(cls, data: dict) -> "Consequence":
        """A saved consequence; the ``text`` of older saves (a sentence, no longer kept) is passed over."""
        seat, value = data.get("seat"), data.get("value")
        if seat is not None and not is_seat_number(seat) or value is not None and not is_seat_number(value):
            raise CorruptSave(f"a consequence's seat or value is not a whole number: {data!r}")
        clause = data.get("clause")
        if clause is not None and not isinstance(clause, str):
            raise CorruptSave(f"a consequence's clause is not text: {data!r}")
        return cls(str(data["kind"]), clause, seat, value, tuple(str(c) for c in data.get("cards", ())),
                   _read_params(data.get("params", {})))


def _param_text(value: ParamValue) -> str:
    return " ".join(map(str, value)) if isinstance(value, tuple) else str(value)


def _read_params(data: object) -> tuple[tuple[str, ParamValue], ...]:
    """A consequence's saved parameters: a mapping of names to plain values or lists of them."""
    if not isinstance(data, dict):
        raise CorruptSave(f"a consequence's parameters are damaged: {data!r}")
    out: list[tuple[str, ParamValue]] = []
    for key, value in data.items():
        if isinstance(value, list) and all(isinstance(v, (str, int)) and not isinstance(v, bool) for v in value):
            out.append((str(key), tuple(value)))
        elif value is None or isinstance(value, (str, int, bool)):
            out.append((str(key), value))
        else:
            raise CorruptSave(f"a consequence's parameter {key!r} is damaged: {value!r}")
    return tuple(out)


def consequence(kind: str, clause: str | None = None, seat: int | None = None, value: int | None = None,
                cards: tuple[str, ...] = (), params: tuple[tuple[str, ParamValue], ...] = ()) -> Consequence:
    """``Consequence(...)`` built without the frozen dataclass's ``__init__`` (every step of a playout
    may make one; the fields are the same)."""
    made = object.__new__(Consequence)
    made.__dict__.update(kind=kind, clause=clause, seat=seat, value=value, cards=cards, params=params)
    return made


def event(seat: int | None, action: str | None, consequences: tuple[Consequence, ...] = ()) -> "Event":
    """``Event(seat, action, consequences)`` built without the frozen dataclass's ``__init__``."""
    made = object.__new__(Event)
    made.__dict__.update(seat=seat, action=action, consequences=consequences)
    return made


@dataclass(frozen=True)
class Event:
    """What just happened: who acted (``seat``; ``None`` for the deal), the action's notation, and
    its consequences in order. Logs, step-through captions and pages read this through the game's
    ``narrate``, never engine prose; :meth:`describe` is a developer's summary in notation.

    >>> e = Event(1, "bet 2")
    >>> e.describe(), e.describe(["Anna", "Bruno"])
    ('Seat 1: bet 2.', 'Bruno: bet 2.')
    >>> e = Event(0, "play K♠", (Consequence("trick", "BI-13", seat=2, cards=("K♠",)),))
    >>> e.describe(), e.find("trick").seat, Event.from_dict(e.to_dict()) == e
    ('Seat 0: play K♠. trick: Seat 2, K♠ (BI-13).', 2, True)
    """

    seat: int | None
    action: str | None
    consequences: tuple[Consequence, ...] = ()

    def describe(self, names: Sequence[str] | None = None) -> str:
        parts = []
        if self.action is not None:
            parts.append(f"{seat_label(self.seat, names)}: {self.action}." if self.seat is not None
                         else f"{self.action[:1].upper()}{self.action[1:]}.")
        parts += [f"{c.describe(names)}." for c in self.consequences]
        return " ".join(parts)

    def find(self, kind: str) -> Consequence | None:
        """The first consequence of that kind, or ``None``."""
        return next((c for c in self.consequences if c.kind == kind), None)

    def kinds(self) -> list[str]:
        return [c.kind for c in self.consequences]

    def to_dict(self) -> dict:
        return {"seat": self.seat, "action": self.action,
                "consequences": [c.to_dict() for c in self.consequences]}

    @classmethod
    def from_dict(cls, data: object) -> "Event | None":
        if data is None:
            return None
        if not isinstance(data, dict):
            raise CorruptSave(f"the last event is damaged: {data!r}")
        seat = data.get("seat")
        if seat is not None and not is_seat_number(seat):
            raise CorruptSave(f"the last event's seat is not a seat number: {seat!r}")
        action = data.get("action")
        return cls(seat, None if action is None else str(action),
                   tuple(Consequence.from_dict(c) for c in data.get("consequences", ())))


# --- the registry ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class GameSpec:
    """What a game tells the engine about itself when it registers.

    ``new_game(seed=..., **options)`` (and ``players=`` when ``min_players < max_players``) starts a
    game. ``bots`` maps a bot's name to a factory ``bot(seed=0, **settings)``; ``bot_labels`` gives the
    words a reader sees for them ("beginner", "strong"); ``default_bot`` is the newcomer's opponent;
    ``bot_settings`` the settings the live table gives each of them (a search's iterations, time limit
    and rollout depth), in one place for the pages, the widgets and the benches.
    ``complete_actions`` is False where ``legal_actions()`` is a sample of an open action space
    (Machiavelli: any final table may be played). ``codec`` saves and loads the game's states
    (:class:`engine.saving.Codec`, from the game's ``saving.py``) and ``view`` is what a seat sees and
    the resampling of what it cannot (:class:`SeatView`, from the game's ``view.py``): the state
    imports neither, so its rules never depend on saving or on pictures.
    ``coach`` is the game's :class:`engine.coach.CoachModel` (from its ``coach.py``): how the coach
    imagines and scores the rest of a game; a game without one is coached with random players.
    """

    name: str
    title: str
    min_players: int
    max_players: int
    default_players: int
    options: type["Options"]
    new_game: Callable[..., "GameState[Any]"]
    state_class: type["GameState[Any]"]
    bots: Mapping[str, Callable[..., "Bot"]] = field(default_factory=dict)
    bot_labels: Mapping[str, str] = field(default_factory=dict)
    bot_settings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    default_bot: str = "random"
    complete_actions: bool = True
    clause_prefix: str = ""
    codec: "Codec[Any] | None" = None
    view: "type[SeatView] | None" = None
    coach: "CoachModel | None" = None

    @property
    def has_player_choice(self) -> bool:
        return self.min_players < self.max_players

    def start(self, seed: int = 0, players: int | None = None, **options: Any) -> "GameState[Any]":
        """A new game; ``players`` is passed only where the game lets you choose."""
        if players is not None and not is_seat_number(players):
            raise ValueError(f"option players={players!r} must be a whole number")
        if players is not None and self.has_player_choice:
            return self.new_game(seed=seed, players=players, **options)
        if players is not None and players != self.min_players:
            raise ValueError(f"{self.title} is for {self.min_players} players, not {players}")
        return self.new_game(seed=seed, **options)

    def make_bot(self, name: str, seed: int = 0, *, budget_only: bool = False, **settings: Any) -> "Bot":
        """A computer player by name, with the table's :attr:`bot_settings` for it and ``settings`` over
        them, keeping only the settings its factory takes (a rule-of-thumb player takes no search
        budget). ``budget_only`` drops its clock (``time_limit=None``), so that its moves depend on the
        seed alone (the ladder, the simulations, the coach's measurements). ``ValueError`` lists the
        names for an unknown one.

        >>> game("bisca").make_bot("beginner", seed=1, time_limit=0.5).name
        'beginner'
        """
        factory = self.bots.get(name)
        if factory is None:
            raise ValueError(f"unknown computer player {name!r} for {self.title}: choose "
                             f"{', '.join(repr(n) for n in self.bots)}")
        merged = {**self.bot_settings.get(name, {}), **settings}
        if budget_only:
            merged["time_limit"] = None
        return factory(seed=seed, **accepted_settings(factory, merged))

    def bot_label(self, name: str) -> str:
        return self.bot_labels.get(name, name)


def accepted_settings(factory: Callable, settings: Mapping[str, Any]) -> dict[str, Any]:
    """The ``settings`` a computer player's factory takes: all of them when it takes any keyword.

    >>> def beginner(seed=0): ...
    >>> accepted_settings(beginner, {"seed": 1, "time_limit": 0.5})
    {'seed': 1}
    """
    try:
        params = inspect.signature(factory).parameters
    except (TypeError, ValueError):
        return {}
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return dict(settings)
    return {key: value for key, value in settings.items() if key in params}


_REGISTRY: dict[str, GameSpec] = {}


def register_game(spec: GameSpec) -> GameSpec:
    """Add a game to the registry (a game package calls this when imported)."""
    old = _REGISTRY.get(spec.name)
    if old is not None and old.state_class.__module__ != spec.state_class.__module__:
        raise ValueError(f"two games are called {spec.name!r}")
    _REGISTRY[spec.name] = spec
    spec.state_class.spec = spec
    return spec


def _discover() -> None:
    """Import every game package under ``engine`` (each registers itself)."""
    import engine

    for info in pkgutil.iter_modules(engine.__path__):
        if info.ispkg:
            importlib.import_module(f"engine.{info.name}")


def games() -> list[GameSpec]:
    """Every registered game, in name order.

    >>> "bisca" in [spec.name for spec in games()]
    True
    """
    _discover()
    return sorted(_REGISTRY.values(), key=lambda spec: spec.name)


def game(name: str) -> GameSpec:
    """One game's spec by its short name.

    >>> game("bisca").title
    'Bisca'
    """
    if name not in _REGISTRY:
        _discover()
    if name not in _REGISTRY:
        raise ValueError(f"unknown game {name!r}: the games are {', '.join(s.name for s in games())}")
    return _REGISTRY[name]


# --- the state ------------------------------------------------------------------------------------

#: A game's action type (each game's ``actions.py`` defines it: frozen dataclasses whose ``str`` is their notation).
ActionT = typing.TypeVar("ActionT")


class Bot(typing.Protocol):
    """A computer player: it picks one of a state's legal actions."""

    def choose(self, state: Any) -> Any: ...


class GameState(ABC, typing.Generic[ActionT]):
    """One moment of a game. Immutable: :meth:`apply` returns a new state.

    A game implements the abstract methods; the public entry points here check seats, the end of the
    game and notation once, for every game. A game is over when its ``phase`` is ``"over"`` (each
    game types its phases as a ``Literal``). What a seat sees and the resampling of what it cannot
    are the game's view (``spec.view``, from its ``view.py``), so the state never imports pictures.
    """

    game_name: ClassVar[str]
    spec: ClassVar[GameSpec]
    end_clause: ClassVar[str] = "end"
    # every game's state carries its seed, options and phase (Record and the saves read them)
    seed: int
    options: Options

    if TYPE_CHECKING:     # each game's field or property, typed as a Literal of its phases (one is "over")
        @property
        def phase(self) -> str: ...

    # --- whose turn, what may be done --------------------------------------------------------
    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The one seat the engine waits on now (``None`` once the game is over)."""

    @abstractmethod
    def legal_actions(self) -> list[ActionT]:
        """The actions allowed now, as action objects whose ``str`` is their notation.

        Every legal action, unless the game's spec says ``complete_actions=False``.
        """

    @abstractmethod
    def parse_action(self, text: "ActionT | str") -> ActionT:
        """Notation (or an action object) to an action; :class:`UnreadableAction` if unreadable."""

    @abstractmethod
    def check_action(self, action: ActionT) -> None:
        """The one judge: raise :class:`IllegalAction` naming the clause if ``action`` is not legal now."""

    @abstractmethod
    def _apply(self, action: ActionT) -> Self:
        """The next state, for an action already known to be legal."""

    def turn_clause(self) -> str:
        """The clause that says whose turn it is (cited when a seat acts out of turn)."""
        return self.end_clause

    def apply(self, action: "ActionT | str") -> Self:
        """The state after ``action`` (an action object or its notation).

        Raises :class:`IllegalAction`, naming the clause, for anything not legal now; the state
        itself never changes. This is its only meaning, in every game and under every option.
        """
        self._check_not_over()
        parsed = self.parse_action(action)
        self.check_action(parsed)
        return self._apply(parsed)

    def apply_trusted(self, action: ActionT) -> Self:
        """The state after ``action``, which must be one of :meth:`legal_actions`' own objects.

        No parsing, no judging: bots and playouts use it on every step. Anything else goes
        through :meth:`apply`.
        """
        return self._apply(action)

    def apply_as(self, seat: int, action: "ActionT | str") -> Self:
        """:meth:`apply`, checking first that ``seat`` is at the table and that it is its turn."""
        self.check_seat(seat)
        self._check_not_over()
        turn = self.current_player
        assert turn is not None      # a game that is not over waits on a seat
        if seat != turn:
            raise IllegalAction(self.turn_clause(), words.TURN_OF(player=words.Seat(turn), other=words.Seat(seat)))
        return self.apply(action)

    def _check_not_over(self) -> None:
        if self.is_terminal():
            raise IllegalAction(self.end_clause, words.GAME_OVER())

    def expressible_actions(self) -> list[ActionT]:
        """Every action the game's notation can say now, legal or not: a superset of
        :meth:`legal_actions` built without the rules (every card on every target the phase names),
        which the conformance suite splits with the judge. Each game implements it."""
        raise NotImplementedError(f"{type(self).__module__}.{type(self).__qualname__} lists no expressible actions")

    def candidate_actions(self) -> list[ActionT]:
        """The actions a player might think of now, legal or not (default: the legal ones).

        A game lists more where a reader benefits from seeing why an option is refused
        (Bisca: every bet from 0 to the hand size); :meth:`explain` gives each refusal.
        """
        return self.legal_actions()

    def explain(self, action: "ActionT | str") -> IllegalAction | None:
        """``None`` if ``action`` is legal now, else the :class:`IllegalAction` that refuses it."""
        try:
            self._check_not_over()
            self.check_action(self.parse_action(action))
        except IllegalAction as err:
            return err
        return None

    def is_legal(self, action: "ActionT | str") -> bool:
        return self.explain(action) is None

    # --- the end ------------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        """Whether the game is over: its phase is ``"over"``."""
        return self.phase == "over"

    @abstractmethod
    def returns(self) -> list[float]:
        """Per seat: 1 for a sole win, shared wins split, 0 for a loss; all 0 before the end."""

    def winners(self) -> list[int]:
        """The seats with the best result once the game is over (several share a victory)."""
        if not self.is_terminal():
            return []
        r = self.returns()
        return [i for i, v in enumerate(r) if v == max(r)]

    def heuristic_returns(self) -> list[float]:
        """An estimate of :meth:`returns` for a state that is not over (bots cut rollouts here)."""
        if self.is_terminal():
            return self.returns()
        return [1.0 / self.num_players] * self.num_players

    # --- what just happened ---------------------------------------------------------------------
    last_event: Event | None = None

    # --- information ---------------------------------------------------------------------------
    def check_seat(self, seat: object) -> int:
        """``seat`` if it is a seat number at this table, else :class:`InvalidSeat`."""
        if not is_seat_number(seat) or not 0 <= seat < self.num_players:   # type: ignore[operator]
            raise InvalidSeat(seat, self.num_players)
        assert isinstance(seat, int)
        return seat

    def check_viewer(self, viewer: object) -> int | None | str:
        """A seat number, ``None`` (a spectator) or :data:`EVERYONE`; else :class:`InvalidSeat`."""
        if viewer is None or viewer == EVERYONE:
            return EVERYONE if viewer is not None else None
        if not is_seat_number(viewer) or not 0 <= viewer < self.num_players:   # type: ignore[operator]
            raise InvalidSeat(viewer, self.num_players, f"or None for a spectator, {EVERYONE!r} for every card")
        assert isinstance(viewer, int)
        return viewer

    @classmethod
    def _view_class(cls) -> "type[SeatView[Any]]":
        view = cls.spec.view
        if view is None:
            raise TypeError(f"{cls.game_name} registers no view: give GameSpec(view=...) from its view.py")
        return view

    def view(self, player: int | None | str = None) -> "SeatView[Self]":
        """What ``player`` may see; ``None`` is a spectator, :data:`EVERYONE` sees every card."""
        return self._view_class()(self, self.check_viewer(player))

    def determinize(self, player: int, rng: random.Random) -> Self:
        """A full state that ``player`` cannot tell from this one: hidden cards resampled (the game's
        view does it: :meth:`SeatView.determinize`)."""
        return self._view_class().determinize(self, self.check_seat(player), rng)

    # --- copying -----------------------------------------------------------------------------------
    def evolve(self, **changes: Any) -> Self:
        """A copy with ``changes``: ``dataclasses.replace`` without re-running ``__init__`` (hot path).

        A per-state ``_cache`` dict, where a game keeps one, starts empty in the copy.
        """
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        if "_cache" in self.__dict__:
            new.__dict__["_cache"] = {}
        return new

    # --- saving (through the game's codec: engine/saving.py and the game's saving.py) --------------
    @classmethod
    def _codec(cls) -> "Codec[Self]":
        codec = cls.spec.codec
        if codec is None:
            raise TypeError(f"{cls.game_name} registers no codec: give GameSpec(codec=...) from its saving.py")
        return codec

    def to_dict(self) -> dict:
        """The state as JSON-able data (the game's codec writes it)."""
        return self._codec().encode(self)

    @classmethod
    def from_dict(cls, data: dict) -> Self:
        """The state saved by :meth:`to_dict`, read and checked; :class:`CorruptSave` for any damage."""
        return cls._codec().load(data)

    def check_consistency(self) -> None:
        """Raise :class:`CorruptSave` if the state breaks an invariant (cards lost, bad turn)."""
        self._codec().check(self)

    def to_json(self) -> str:
        return json.dumps({"game": self.game_name, **self.to_dict()}, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Self:
        """The state saved by :meth:`to_json`; :class:`CorruptSave` for anything else (the codec's
        :meth:`~engine.saving.Codec.load` turns every error a damaged save raises into one)."""
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as err:
            raise CorruptSave(f"the saved game is not valid JSON ({err})") from None
        if not isinstance(data, dict) or data.pop("game", None) != cls.game_name:
            raise CorruptSave(f"the saved game is not a {cls.game_name} game")
        return cls.from_dict(data)

    def _repr_html_(self) -> str:
        return self.view(EVERYONE)._repr_html_()


StateT = typing.TypeVar("StateT", bound=GameState)


class SeatView(typing.Generic[StateT]):
    """What one seat may see (``player=None``: a spectator; :data:`EVERYONE`: every card). Each game
    says what in ``to_dict`` and draws it in ``_repr_html_``; neither may reveal a card hidden from
    that seat. :meth:`determinize` is the other side of it: every card the seat cannot see dealt again.
    A game's view lives in its ``view.py`` and names its state: ``class BiscaView(SeatView["State"])``."""

    def __init__(self, state: StateT, player: int | None | str = None):
        self.state = state
        self.player = player

    @property
    def sees_all(self) -> bool:
        return self.player == EVERYONE

    def to_dict(self) -> dict:
        raise NotImplementedError

    def _repr_html_(self) -> str:
        raise NotImplementedError

    def _repr_svg_(self) -> str | None:
        """The board alone, where a game draws one (``None``: the notebook shows the HTML instead)."""
        return None

    @staticmethod
    def determinize(state: Any, player: int, rng: random.Random) -> Any:
        """A full state ``player`` cannot tell from ``state``: every card it cannot see resampled (for
        an already checked seat; :meth:`GameState.determinize` is the public entry)."""
        raise NotImplementedError


# --- whole games -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Record:
    """A whole game as its seed, options and action notations: replays to every state.

    >>> from engine import bisca
    >>> record = Record.play(bisca.new_game(players=3, seed=5), ["1", "0"])
    >>> record.to_json() == Record.from_json(record.to_json()).to_json()
    True
    >>> len(record.states())
    3
    """

    game: str
    seed: int
    options: dict
    actions: tuple[str, ...] = field(default_factory=tuple)
    players: int | None = None

    @classmethod
    def play(cls, start: GameState, actions: Sequence) -> "Record":
        state = start
        notations = []
        for action in actions:
            action = state.parse_action(action)
            state = state.apply(action)
            notations.append(str(action))
        return cls.of(start, notations)

    @classmethod
    def of(cls, start: GameState, notations: Sequence[str]) -> "Record":
        return cls(start.game_name, start.seed, start.options.to_dict(), tuple(notations), start.num_players)

    def start(self) -> GameState:
        try:
            return game(self.game).start(seed=self.seed, players=self.players, **self.options)
        except ValueError as err:
            raise CorruptSave(f"the action log's game cannot be set up: {err}") from None

    def states(self) -> list[GameState]:
        """Every state from the deal to the last action; a bad action names its step."""
        states = [self.start()]
        for step, notation in enumerate(self.actions, 1):
            try:
                states.append(states[-1].apply(notation))
            except IllegalAction as err:
                raise CorruptSave(f"step {step} ({notation!r}) cannot be replayed: {err}") from None
        return states

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> "Record":
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or not isinstance(data["options"], dict):
                raise TypeError("not an action log")
            players = data.get("players")
            if not is_seat_number(data["seed"]) or players is not None and not is_seat_number(players):
                raise TypeError("the seed and the number of players are whole numbers")
            record = cls(str(data["game"]), data["seed"], dict(data["options"]),
                         tuple(str(a) for a in data["actions"]), players)
        except (TypeError, KeyError, ValueError, json.JSONDecodeError) as err:
            raise CorruptSave(f"the action log is damaged: {err}") from None
        return record


def play(state: StateT, actions: Iterable) -> list[StateT]:
    """Every state from ``state`` through each action in turn (a step-through's frames); each action
    is judged as :meth:`GameState.apply` judges it.

    >>> from engine import bisca
    >>> states = play(bisca.new_game(players=3, seed=5), ["1", "0"])
    >>> len(states), states[-1].bets
    (3, (None, 1, 0))
    """
    states = [state]
    for action in actions:
        states.append(states[-1].apply(action))
    return states


def play_out(state: StateT, choose: Callable[[StateT], Any], max_steps: int = 100_000) -> list[StateT]:
    """Play from ``state`` to the end, asking ``choose(state)`` for each action; all states."""
    states = [state]
    for _ in range(max_steps):
        if state.is_terminal():
            return states
        state = state.apply(choose(state))
        states.append(state)
    raise RuntimeError(f"no end after {max_steps} steps")
