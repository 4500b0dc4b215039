"""Machiavelli's position editor, clicked from Python (widgets/table/edit_machiavelli.py): hands and
table groups set up by clicks play at the table and share as a link; a group that is neither a run
nor a set is refused with its clause, even as a puzzle (the engine cannot play from such a table)."""
from tests.table_checks import assert_plain_words, worded_buttons
from widgets.table import TableSession
from widgets.table.editor import build_position
from widgets.table.sharing import read_table_code


def click(table, key):
    return table.handle({"do": "click", "key": key, "v": table.version})


def set_up(table, hands, groups, turn=0):
    table.handle({"do": "edit"})
    click(table, "edit:clear")
    for seat, hand in enumerate(hands):
        for card in hand:
            click(table, f"deck:{card}")
            click(table, f"hand:{seat}")
    for g, group in enumerate(groups):
        for i, card in enumerate(group):
            click(table, f"deck:{card}")
            click(table, "group:new" if i == 0 else f"group:{g}")
    return click(table, f"turn:{turn}")


def test_hands_and_a_table_set_up_by_clicks_play_and_share_as_a_link():
    table = TableSession("machiavelli", seed=3, players=2, pause_ms=0)
    view = set_up(table, [["6C", "6H", "KS"], ["2D", "9S"]], [["3C", "4C", "5C"]])
    assert_plain_words(view)
    assert worded_buttons(view) <= 12
    view = click(table, "edit:play")
    assert not view["editing"], view["say"]
    state = table.state
    assert [c.ascii for c in state.table[0]] == ["3C", "4C", "5C"] and len(state.hands[0]) == 3
    # laying the 6♣ on the run, by the list of moves: the table's own way to play it
    add = next(i for i, m in enumerate(view["moves"]) if "6♣" in m["text"] and "run" in m["text"])
    table.handle({"do": "move", "i": add, "v": table.version})
    table.run_computers()
    shared = read_table_code(table.share_code(), game="machiavelli", build_position=build_position)
    assert shared.states == table.states and shared.position == table.position


def test_MA_12_a_group_neither_run_nor_set_is_refused_even_as_a_puzzle():
    table = TableSession("machiavelli", seed=3, players=2, pause_ms=0)
    set_up(table, [["6C"], ["2D"]], [["3C", "9H", "KS"]])
    click(table, "edit:puzzle")
    view = click(table, "edit:play")
    assert view["editing"] and view["say"]["clause"] == "MA-12"
