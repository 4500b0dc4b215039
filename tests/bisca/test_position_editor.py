"""Bisca's position editor, clicked from Python (widgets/table/edit_bisca.py): a round set up by clicks
plays at the table and shares as a link; a position the rules cannot reach is refused with the engine's
clause unless it is a puzzle."""
import pytest

from tests.table_checks import assert_plain_words, worded_buttons
from widgets.table import TableSession
from widgets.table.editor import PositionRefused, build_position
from widgets.table.sharing import read_table_code


def click(table, key):
    return table.handle({"do": "click", "key": key, "v": table.version})


def deal_by_clicks(table, hands, rounds_up=0, first=0):
    table.handle({"do": "edit"})
    click(table, "edit:clear")
    for _ in range(rounds_up):
        click(table, "round:up")
    for seat, hand in enumerate(hands):
        for card in hand:
            click(table, f"deck:{card}")
            click(table, f"hand:{seat}")
    return click(table, f"turn:{first}")


def test_a_round_set_up_by_clicks_plays_and_shares_as_a_link():
    table = TableSession("bisca", seed=3, players=3, pause_ms=0)
    view = deal_by_clicks(table, [["AH", "KS", "2C"], ["QD", "3S", "4H"], ["5C", "6D", "7S"]], rounds_up=2)
    assert_plain_words(view)
    assert worded_buttons(view) <= 12 and view["zones"][0]["text"] == "Round 3 of 9: 3 cards each."
    view = click(table, "edit:play")
    assert not view["editing"], view["say"]
    state = table.state
    assert state.round_index == 2 and state.current_player == 0 and len(state.rounds) == 2
    assert sorted(c.ascii for c in state.hands[0]) == ["2C", "AH", "KS"]
    assert {c["label"] for c in view["choices"]} >= {"Bet 0", "Bet 1"}
    click(table, "bet:1")
    table.run_computers()
    shared = read_table_code(table.share_code(), game="bisca", build_position=build_position)
    assert shared.states == table.states and shared.position == table.position


def test_BI_8_a_hand_short_of_the_rounds_cards_is_refused_unless_a_puzzle():
    table = TableSession("bisca", seed=3, players=3, pause_ms=0)
    deal_by_clicks(table, [["AH", "KS"], ["QD", "3S", "4H"], ["5C", "6D", "7S"]], rounds_up=2)
    view = click(table, "edit:play")
    assert view["editing"] and view["say"]["clause"] == "BI-8"
    click(table, "edit:puzzle")
    view = click(table, "edit:play")
    assert not view["editing"] and table.puzzle and len(table.state.hands[0]) == 2


def test_BI_2_a_card_twice_in_a_one_deck_game_is_refused():
    with pytest.raises(PositionRefused) as refused:
        build_position("bisca", {"h": [["AS"], ["AS"], ["2C"]], "r": 4, "t": 0}, {}, False, seed=1, players=3)
    assert refused.value.clause == "BI-2" and refused.value.text == "A♠ appears 2 times; the deck has 1"


def test_changing_the_round_puts_the_cards_over_its_size_back():
    table = TableSession("bisca", seed=3, players=4)
    table.handle({"do": "edit"})
    assert [len(h) for h in table.editor.hands] == [5, 5, 5, 5]
    click(table, "round:up")
    assert [len(h) for h in table.editor.hands] == [4, 4, 4, 4]
    view = click(table, "round:up")
    assert "round:down" in {c["key"] for c in view["choices"]}
