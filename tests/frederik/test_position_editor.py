"""frederik's position editor, clicked from Python (widgets/table/edit_frederik.py): a battle set up by
clicks (cards face up and face down, the top of the pile, the round, whose turn) plays at the table and
shares as a link; a round the battle has not is refused with its clause."""
import pytest

from tests.table_checks import assert_plain_words, worded_buttons
from widgets.table import TableSession
from widgets.table.editor import PositionRefused, build_position
from widgets.table.sharing import read_table_code


def click(table, key):
    return table.handle({"do": "click", "key": key, "v": table.version})


def test_a_battle_set_up_by_clicks_plays_and_shares_as_a_link():
    table = TableSession("frederik", seed=3, players=3, pause_ms=0)
    table.handle({"do": "edit"})
    click(table, "edit:clear")
    for seat, cards in enumerate([["2H", "KS"], ["QD", "3S"], ["5C", "6D"]]):
        for card in cards:
            click(table, f"deck:{card}")
            click(table, f"seat:{seat}")
    click(table, "face:down")
    click(table, "deck:AH")
    click(table, "seat:1")
    click(table, "deck:9C")
    click(table, "pile")                      # the next card drawn
    click(table, "round:2")
    view = click(table, "turn:0")
    assert_plain_words(view)
    assert worded_buttons(view) <= 12
    assert table.editor.describe() == {"s": [["2H", "KS"], ["QD", "3S", "(AH)"], ["5C", "6D"]], "p": ["9C"],
                                       "r": 2, "t": 0}
    view = click(table, "edit:play")
    assert not view["editing"], view["say"]
    state = table.state
    assert state.phase == "battle" and state.current_player == 0 and state.round == 2
    assert state.face_down(1) and str(state.pile[0]) == "9♣"
    table.handle({"do": "move", "i": 0, "v": table.version})
    table.run_computers()
    shared = read_table_code(table.share_code(), game="frederik", build_position=build_position)
    assert shared.states == table.states


def test_FP_9_a_battle_round_the_game_has_not_is_refused_even_as_a_puzzle():
    with pytest.raises(PositionRefused) as refused:
        build_position("frederik", {"s": [["2H"], ["KH"]], "p": [], "r": 3, "t": 0}, {}, True, players=2)
    assert refused.value.clause == "FP-9"
