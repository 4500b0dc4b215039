"""The protocol every game follows, and the pieces the games share.

A game lives in ``engine.<game>`` and offers ``new_game(seed=..., **options)`` returning an immutable
:class:`GameState`. A state knows whose decision it waits on (``current_player``), which actions are
legal now, and returns the next state from :meth:`GameState.apply`. Nothing is ever mutated, so a
list of states is a complete history: undo is ``states[-2]``, step-through is an index.

Randomness comes only from the seed given to ``new_game``; hidden information (the stock, other
hands) is in the state, and :meth:`GameState.view` gives what one seat may see.
"""
from __future__ import annotations

import dataclasses
import importlib
import json
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Iterable, Sequence

from .errors import CorruptSave, IllegalAction

GAMES = ("bisca", "skemino", "machiavelli")


def game_module(name: str):
    """The engine module of a game, by its short name (``"bisca"``, ``"skemino"`` ...)."""
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r}: the games are {', '.join(GAMES)}")
    return importlib.import_module(f"engine.{name}")


@dataclass(frozen=True)
class Options:
    """Base for each game's frozen variant options (RULINGS section 6.1).

    Subclasses list their fields with the ruled defaults and check values in ``validate``.
    """

    def __post_init__(self):
        self.validate()

    def validate(self) -> None:  # overridden where a field has a fixed set of values
        pass

    def to_dict(self) -> dict:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict):
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(
                f"unknown option(s) {', '.join(sorted(unknown))}; the options are {', '.join(sorted(known))}"
            )
        return cls(**data)

    @staticmethod
    def check_choice(name: str, value, choices: Iterable) -> None:
        choices = tuple(choices)
        if value not in choices:
            raise ValueError(f"option {name}={value!r} is not one of {', '.join(map(repr, choices))}")


class GameState(ABC):
    """One moment of a game. Immutable: :meth:`apply` returns a new state."""

    game_name: ClassVar[str]

    # --- whose turn, what may be done --------------------------------------------------------
    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @property
    @abstractmethod
    def current_player(self) -> int | None:
        """The one seat the engine waits on now (``None`` once the game is over)."""

    @abstractmethod
    def legal_actions(self) -> list:
        """Every action allowed now, as action objects whose ``str`` is their notation."""

    @abstractmethod
    def _apply(self, action) -> "GameState":
        """Apply an action already known to be legal."""

    @abstractmethod
    def check_action(self, action) -> None:
        """Raise :class:`IllegalAction` naming the clause if ``action`` is not legal now."""

    @abstractmethod
    def parse_action(self, text):
        """Turn notation (or an action object) into an action; ``IllegalAction`` if unreadable."""

    def apply(self, action) -> "GameState":
        """The state after ``action`` (an action object or its notation).

        Raises :class:`IllegalAction`, naming the clause, for anything not legal now; the state
        itself never changes.
        """
        if self.is_terminal():
            raise IllegalAction(self.end_clause, "the game is over: no action can follow the end")
        action = self.parse_action(action)
        self.check_action(action)
        return self._apply(action)

    def candidate_actions(self) -> list:
        """The actions a player might think of now, legal or not (default: the legal ones).

        A game lists more where a reader benefits from seeing why an option is refused
        (Bisca: every bet from 0 to the hand size); ``explain`` gives each refusal's reason.
        """
        return self.legal_actions()

    def is_legal(self, action) -> bool:
        try:
            action = self.parse_action(action)
            self.check_action(action)
        except ValueError:
            return False
        return not self.is_terminal()

    def explain(self, action) -> str | None:
        """``None`` if ``action`` is legal now, else the clause and reason it is not."""
        try:
            if self.is_terminal():
                raise IllegalAction(self.end_clause, "the game is over")
            self.check_action(self.parse_action(action))
        except ValueError as err:
            return str(err)
        return None

    # --- the end ------------------------------------------------------------------------------
    end_clause: ClassVar[str] = "end"

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def returns(self) -> list[float]:
        """Per seat: 1 for a sole win, shared wins split, 0 for a loss (at the end only)."""

    def heuristic_returns(self) -> list[float]:
        """An estimate of :meth:`returns` for a state that is not over (bots cut rollouts here)."""
        if self.is_terminal():
            return self.returns()
        return [1.0 / self.num_players] * self.num_players

    # --- information ---------------------------------------------------------------------------
    @abstractmethod
    def view(self, player: int):
        """What ``player`` may see: an object with ``to_dict()`` and ``_repr_html_()``."""

    @abstractmethod
    def determinize(self, player: int, rng) -> "GameState":
        """A full state that ``player`` cannot tell from this one: hidden cards resampled."""

    # --- saving ---------------------------------------------------------------------------------
    @abstractmethod
    def to_dict(self) -> dict: ...

    @classmethod
    @abstractmethod
    def from_dict(cls, data: dict) -> "GameState": ...

    def to_json(self) -> str:
        return json.dumps({"game": self.game_name, **self.to_dict()}, ensure_ascii=False, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "GameState":
        """The state saved by :meth:`to_json`; :class:`CorruptSave` for anything else."""
        try:
            data = json.loads(text)
        except (TypeError, json.JSONDecodeError) as err:
            raise CorruptSave(f"the saved game is not valid JSON ({err})") from None
        if not isinstance(data, dict) or data.pop("game", None) != cls.game_name:
            raise CorruptSave(f"the saved game is not a {cls.game_name} game")
        try:
            state = cls.from_dict(data)
        except CorruptSave:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as err:
            raise CorruptSave(f"the saved {cls.game_name} game is damaged: {err}") from None
        state.check_consistency()
        return state

    def check_consistency(self) -> None:
        """Raise :class:`CorruptSave` if the state breaks an invariant (cards lost, bad turn)."""

    def _repr_html_(self) -> str:
        return self.view(None)._repr_html_()


class SeatView:
    """What one seat may see (``player=None``: a spectator). Each game says what in ``to_dict``
    and draws it in ``_repr_html_``; neither may reveal a card hidden from that seat."""

    def __init__(self, state: "GameState", player: int | None = None):
        self.state = state
        self.player = player

    def to_dict(self) -> dict:
        raise NotImplementedError

    def _repr_html_(self) -> str:
        raise NotImplementedError


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
        module = game_module(self.game)
        kwargs = dict(self.options)
        if self.players is not None and "players" in module.new_game.__code__.co_varnames:
            kwargs["players"] = self.players
        return module.new_game(seed=self.seed, **kwargs)

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
            record = cls(data["game"], int(data["seed"]), dict(data["options"]),
                         tuple(str(a) for a in data["actions"]), data.get("players"))
        except (TypeError, KeyError, ValueError, json.JSONDecodeError) as err:
            raise CorruptSave(f"the action log is damaged: {err}") from None
        return record


def play_out(state: GameState, choose, max_steps: int = 100_000) -> list[GameState]:
    """Play from ``state`` to the end, asking ``choose(state)`` for each action; all states."""
    states = [state]
    for _ in range(max_steps):
        if state.is_terminal():
            return states
        state = state.apply(choose(state))
        states.append(state)
    raise RuntimeError(f"no end after {max_steps} steps")


def shared_win_returns(scores: Sequence[float], higher_is_better: bool = True) -> list[float]:
    """1 split among the seats with the best score, 0 for the rest (a shared victory is shared)."""
    best = max(scores) if higher_is_better else min(scores)
    winners = [i for i, s in enumerate(scores) if s == best]
    return [1.0 / len(winners) if i in winners else 0.0 for i in range(len(scores))]
