"""The widgets hold no rule: whatever a table needs to know (can this piece re-enter, which sums reach which
card, which verb a pair of cards allows, has the table changed) it asks the engine, and the adapters map
clicks to actions and nothing else. This test reads the widgets' source (never runs it) for the marks a
rule decided outside the engine leaves:

- a comparison of card ranks (``card.rank > target.rank``): the engine compares cards;
- in a live table's adapter, a word of a game's rules written out (``"pedone"``, ``"swap_high"``,
  ``"faces_excluded"``): the adapter takes the engine's own names (``REENTRY_CARD``, ``TARGETED_KINDS``);
- a building block of a rule assembled by hand (``nth_value`` summed up, ``mode_of`` compared): the
  engine gives the whole answer (``State.draw_sums``, ``rules.sum_of``, ``judge.closest_kind``);
- a comparison with the table a state holds (``... != Counter(state.table)``): whether a proposed table
  is a change is the engine's ``judge.table_changed``.
"""
from __future__ import annotations

import ast
import typing
from pathlib import Path

from engine.bisca.rules import HIGH, LOW
from engine.frederik import FrederikOptions
from engine.frederik.actions import TARGETED_KINDS
from engine.scamorra.rules import CARDS, PIECES

WIDGETS = Path(__file__).resolve().parents[2] / "widgets"
ADAPTERS = WIDGETS / "table"
#: Words of the games' rules that only the engine should spell out.
_OPTIONS = typing.get_type_hints(FrederikOptions)
RULE_WORDS = frozenset({*CARDS, *PIECES, *TARGETED_KINDS, *typing.get_args(_OPTIONS["nth_values"]),
                        *typing.get_args(_OPTIONS["colour_means"]), HIGH, LOW}) - {"suit"}
#: Pieces of a rule's arithmetic that the engine puts together itself.
RULE_PARTS = frozenset({"nth_value", "reachable_sums", "mode_of", "verb_of", "comparison_problem",
                        "same_suit_needed", "judge_move"})
#: Places that compare ranks to pick an example, not to judge one (each with why).
CHOOSING_AN_EXAMPLE = {
    # a trick where a lower suit's higher card loses: the exercise's answer is the engine's trick_winner
    ("practice_sets/bisca.py", "exercises"),
}


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings (their examples are not code of the widget)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _functions(tree: ast.AST) -> dict[int, str]:
    """Node id -> the name of the function it stands in."""
    inside: dict[int, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for child in ast.walk(node):
                inside.setdefault(id(child), node.name)
    return inside


def _is_rank(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "rank"


def _is_state_table(node: ast.AST) -> bool:
    """``state.table`` or ``self.state.table``: the table a state holds."""
    if not (isinstance(node, ast.Attribute) and node.attr == "table"):
        return False
    owner = node.value
    return isinstance(owner, ast.Name) and owner.id == "state" or \
        isinstance(owner, ast.Attribute) and owner.attr == "state"


def rule_marks(path: Path) -> list[str]:
    """Where ``path`` decides a rule itself: ``file:line what``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings, inside = _docstrings(tree), _functions(tree)
    where = path.relative_to(WIDGETS).as_posix()
    adapter = path.parent == ADAPTERS
    marks = []
    for node in ast.walk(tree):
        line = f"{where}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any(_is_rank(o) for o in operands) and (where, inside.get(id(node))) not in CHOOSING_AN_EXAMPLE:
                marks.append(f"{line} compares card ranks")
            if any(_is_state_table(n) for o in operands for n in ast.walk(o)):
                marks.append(f"{line} compares a proposed table with the state's own")
        elif isinstance(node, ast.Call):
            called = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
            if called in RULE_PARTS:
                marks.append(f"{line} puts a rule together from {called}()")
        elif adapter and isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docstrings and node.value in RULE_WORDS:
            marks.append(f"{line} spells out the rule word {node.value!r}")
    return sorted(marks, key=lambda mark: int(mark.split(":")[1].split()[0]))


def test_no_widget_decides_a_rule():
    marks = [mark for path in sorted(WIDGETS.rglob("*.py")) for mark in rule_marks(path)]
    assert not marks, "rules decided outside the engine:\n" + "\n".join(marks)


def test_the_reader_finds_each_kind_of_mark(tmp_path):
    """The marks are found where they are (a reader that finds nothing would pass any widget)."""
    table = tmp_path / "table"
    table.mkdir()
    sample = table / "sample.py"
    sample.write_text('"""A doc that may say "pedone"."""\n'
                      'def verb(card, target):\n'
                      '    return "high" if card.rank > target.rank else "low"\n'
                      'def reenter(key):\n'
                      '    return key == "pedone"\n'
                      'def sums(cards, scheme):\n'
                      '    return sum(nth_value(c, scheme) for c in cards)\n'
                      'def changed(groups, state):\n'
                      '    return Counter(groups) != Counter(state.table)\n', encoding="utf-8")
    global WIDGETS, ADAPTERS
    saved = WIDGETS, ADAPTERS
    WIDGETS, ADAPTERS = tmp_path, table
    try:
        marks = rule_marks(sample)
    finally:
        WIDGETS, ADAPTERS = saved
    assert marks == ["table/sample.py:3 compares card ranks", "table/sample.py:5 spells out the rule word 'pedone'",
                     "table/sample.py:7 puts a rule together from nth_value()",
                     "table/sample.py:9 compares a proposed table with the state's own"]
