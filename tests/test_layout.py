"""One shape for every registered game: the same rooms with the same roles, the same names for the same
things, and imports that run one way (the rules never depend on pictures, advice, words told to a
reader or computer players).

The rooms of a game package ``engine/<game>/``:

- the rules: ``actions`` (the action types and their notation), ``rules`` (pure rule facts), ``state``
  (the state dataclass and its facts), ``setup`` (options, ``new_game``, dealing, ``position``), ``judge``
  (``check_action`` and its conditions), ``moves`` (``legal_actions``, ``expressible_actions``) and
  ``resolve`` (the next state and its event); a game adds a solver where it needs one;
- around them: ``view`` (what a seat sees, and the resampling of what it cannot), ``saving``, ``narrate``
  and ``words`` (the sentences), ``render`` (pictures), ``hints``, ``bots`` and ``numbers``.

Nothing here names a game: a new game is held to the same shape by registering.
"""
from __future__ import annotations

import ast
import importlib
import typing
from pathlib import Path

import pytest

import engine
from engine.core import GameState, SeatView

SPECS = engine.games()
games = pytest.mark.parametrize("spec", SPECS, ids=[spec.name for spec in SPECS])
ENGINE = Path(engine.__file__).resolve().parent

RULE_MODULES = ("actions", "rules", "state", "setup", "judge", "moves", "resolve")
AROUND = ("view", "saving", "narrate", "words", "render", "bots", "numbers", "coach", "calibration")
#: Rooms a game may add to the rules where its rules need them (Machiavelli's table solver).
RULE_EXTRAS = ("solver", "exact")
#: What the rules may import from the rest of the engine: the contract, cards, errors, and the
#: message catalogues (refusals are worded with them).
SHARED = {"engine", "engine.core", "engine.cards", "engine.errors", "engine.words"}
#: What the rules must never reach, even inside a function: pictures, advice, told words, players.
AROUND_RULES = ("render", "hints", "narrate", "bots", "coach", "calibration", "view", "numbers", "saving", "captions")


def _modules(spec) -> set[str]:
    return {path.stem for path in (ENGINE / spec.name).glob("*.py") if path.stem != "__init__"}


def _type_checking(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:``: imports for the type checker only, never run."""
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"
                                         or isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _nodes(tree: ast.AST, in_functions: bool):
    """The nodes of a module, leaving out ``if TYPE_CHECKING:`` blocks, and function bodies unless asked."""
    for child in ast.iter_child_nodes(tree):
        if _type_checking(child):
            continue
        if not in_functions and isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        yield child
        yield from _nodes(child, in_functions)


def _imports(module: str, in_functions: bool = False) -> set[str]:
    """The engine modules ``module`` imports (``from . import x`` counts as importing ``x``): at its top, and
    inside its functions and methods too where ``in_functions``."""
    path = Path(importlib.import_module(module).__file__ or "")
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in _nodes(ast.parse(path.read_text(encoding="utf-8")), in_functions):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{base}.{node.module}" if node.module else base
            else:
                base = node.module or ""
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return {name for name in found if name.startswith("engine") and _is_module(name)}


def _is_module(name: str) -> bool:
    try:
        importlib.import_module(name)
    except ImportError:
        return False
    return True


def _reached(start: str) -> dict[str, str]:
    """Every engine module reached from ``start`` through imports, each with the module that imports it:
    every import of ``start`` (even inside a method), then what those modules import when imported. A
    package's ``__init__`` is not followed: Python runs it before any of its modules, whatever they import."""
    seen = {start: start}
    todo = [start]
    while todo:
        here = todo.pop()
        for name in _imports(here, in_functions=here == start):
            if name not in seen:
                seen[name] = here
                if not hasattr(importlib.import_module(name), "__path__"):
                    todo.append(name)
    return seen


def _path(reached: dict[str, str], end: str) -> str:
    steps = [end]
    while reached[steps[-1]] != steps[-1]:
        steps.append(reached[steps[-1]])
    return " <- ".join(steps)


@games
def test_every_game_has_the_same_rooms(spec):
    have = _modules(spec)
    missing = [room for room in RULE_MODULES + AROUND if room not in have]
    assert not missing, f"engine/{spec.name} lacks {missing}"
    unknown = sorted(have - set(RULE_MODULES + AROUND + RULE_EXTRAS + ("hints",)))
    assert not unknown, f"engine/{spec.name} has rooms no other game has: {unknown}"


@games
def test_each_room_holds_what_its_name_says(spec):
    package = f"engine.{spec.name}"
    assert spec.state_class.__module__ == f"{package}.state"
    assert spec.new_game.__module__ == f"{package}.setup" and spec.options.__module__ == f"{package}.setup"
    position = importlib.import_module(package).position
    assert position.__module__ == f"{package}.setup", "position() builds a position in every game"
    assert callable(importlib.import_module(f"{package}.judge").check_action)
    moves = importlib.import_module(f"{package}.moves")
    assert callable(moves.legal_actions) and callable(moves.expressible_actions)
    assert callable(importlib.import_module(f"{package}.resolve").apply)
    view = spec.view
    assert view is not None and view.__module__ == f"{package}.view" and issubclass(view, SeatView)
    assert "determinize" in vars(view), "the view resamples what its seat cannot see"
    assert spec.codec is not None and type(spec.codec).__module__ == f"{package}.saving"
    for room in ("narrate", "words", "bots", "numbers", "render"):
        importlib.import_module(f"{package}.{room}")


@games
def test_the_same_names_for_the_same_things(spec):
    state = spec.start(seed=1)
    phases = typing.get_args(importlib.import_module(f"engine.{spec.name}.state").Phase)
    assert "over" in phases and state.phase in phases, "a game's phases are a Literal, one of them 'over'"
    assert type(state).is_terminal is GameState.is_terminal, "a finished game is phase == 'over', in core"
    for old in ("turn_seat", "over", "best_play"):
        assert not hasattr(state, old), f"{spec.name}'s state still answers to {old!r}"
    assert "apply" not in vars(type(state)), "apply has one meaning, the core's: no game overrides it"


@games
@pytest.mark.parametrize("room", RULE_MODULES)
def test_the_rules_never_reach_pictures_advice_words_told_or_players(spec, room):
    start = f"engine.{spec.name}.{room}"
    reached = _reached(start)
    allowed = SHARED | {f"engine.{spec.name}"} | {f"engine.{spec.name}.{r}" for r in
                                                    RULE_MODULES + RULE_EXTRAS + ("words",)}
    wrong = sorted(name for name in reached if name not in allowed)
    assert not wrong, "\n".join(f"{_path(reached, name)}" for name in wrong)
    assert not any(name.rsplit(".", 1)[-1] in AROUND_RULES for name in reached)
