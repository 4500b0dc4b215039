"""Skèmino's position editor, clicked from Python (widgets/table/edit_skemino.py): a position set up by
clicks plays at the table (the engine then judges each card laid, as in any game) and shares as a link;
a hand over the limit is refused with the engine's clause unless the position is marked as a puzzle."""
from tests.table_checks import assert_plain_words, worded_buttons
from widgets.table import TableSession
from widgets.table.editor import build_position
from widgets.table.sharing import read_table_code


def click(table, key):
    return table.handle({"do": "click", "key": key, "v": table.version})


def test_a_position_set_up_by_clicks_plays_and_the_engine_judges_each_card():
    """SK-EX-6's position: Bianco's 7 of Forbici on e3, Nero to play holding the queens of Carta and Pietra."""
    table = TableSession("skemino", seed=16, pause_ms=0)
    view = table.handle({"do": "edit", "seats": ["random", "human"]})
    click(table, "edit:clear")
    for key in ("lay:0", "deck:7F", "e3", "deck:QC", "hand:1", "deck:QP", "hand:1"):
        view = click(table, key)
    view = click(table, "turn:1")
    assert_plain_words(view)
    assert worded_buttons(view) <= 12
    assert table.editor.describe()["b"] == {"e3": [["7F", 0]]}
    view = click(table, "edit:play")
    assert not view["editing"] and table.seats == ["random", "human"] and table.state.current_player == 1
    # the queen of Carta is cut by Forbici: the engine's own refusal, with its clause
    click(table, "QC")
    view = click(table, "e3")
    assert view["say"]["clause"] == "SK-20" and not table.notations
    click(table, "QP")
    click(table, "e3")
    # laid; the computer, with no card to lay, draws at once (a move that decides nothing)
    assert table.notations == ["QP@e3", "draw"]
    shared = read_table_code(table.share_code(), game="skemino", build_position=build_position)
    assert shared.states == table.states and shared.seats == ["random", "human"]


def test_a_card_laid_from_the_box_belongs_to_the_side_chosen_and_moves_with_its_owner():
    table = TableSession("skemino", seed=16)
    table.handle({"do": "edit"})
    click(table, "edit:clear")
    # laid on b2, picked up, put down again, picked up again
    for key in ("lay:1", "deck:2C", "b2", "b2", "b2", "b2"):
        click(table, key)
    click(table, "c2")
    assert table.editor.describe()["b"] == {"c2": [["2C", 1]]}
    view = click(table, "c2")
    assert "back" in {z.get("target", {}).get("key") for z in view["zones"]}
    click(table, "back")
    assert table.editor.describe()["b"] == {}


def test_SK_28_a_hand_over_the_limit_is_refused_unless_a_puzzle():
    table = TableSession("skemino", seed=16, pause_ms=0)
    table.handle({"do": "edit"})
    click(table, "edit:clear")
    for card in "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC".split():
        click(table, f"deck:{card}")
        click(table, "hand:0")
    click(table, "deck:3F")
    click(table, "hand:1")
    view = click(table, "edit:play")
    assert view["editing"] and view["say"]["clause"] == "SK-28"
    assert view["say"]["text"] == "Bianco holds 11 cards, over the limit."
    click(table, "edit:puzzle")
    view = click(table, "edit:play")
    assert not view["editing"] and table.puzzle and len(table.state.hand(0)) == 11
