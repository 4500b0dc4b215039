"""La Scamorra's position editor, clicked from Python (widgets/table/edit_scamorra.py): a position set up
by clicks plays at the table and shares as a link; one the rules cannot reach is refused with the
engine's clause unless it is marked as a puzzle; the editor's own words are plain and its buttons few."""
import pytest

from engine.scamorra.state import State
from tests.table_checks import assert_plain_words, worded_buttons
from widgets.table import TableSession
from widgets.table.editor import PositionRefused, build_position
from widgets.table.sharing import read_table_code

HOME_PIECES = {"a1": "box:0:carta", "c1": "box:0:sasso", "e1": "box:0:forbice",
               "a5": "box:1:carta", "c5": "box:1:sasso", "e5": "box:1:forbice"}


def click(table, key):
    return table.handle({"do": "click", "key": key, "v": table.version})


def lit(view) -> set:
    found = set()
    for zone in view["zones"]:
        found |= {i["key"] for i in zone.get("items", ()) if i.get("lit")}
        found |= {c["key"] for c in zone.get("cells", ()) if c.get("lit")}
        if zone.get("target", {}).get("lit"):
            found.add(zone["target"]["key"])
    return found


def set_up(table, pieces=HOME_PIECES, hands=(("torre", "pedone", "cavallo"), ("re", "torre", "alfiere")),
           played=((), ()), turn=0):
    """Open the editor, empty the table and set the position up by clicks; the last view."""
    table.handle({"do": "edit"})
    click(table, "edit:clear")
    for square, piece in pieces.items():
        click(table, piece)
        click(table, square)
    for seat in (0, 1):
        for card in hands[seat]:
            click(table, f"deck:{seat}:{card}")
            click(table, f"hand:{seat}")
        for card in played[seat]:
            click(table, f"deck:{seat}:{card}")
            click(table, f"played:{seat}")
    return click(table, f"turn:{turn}")


def test_a_position_set_up_by_clicks_plays_at_the_table_and_shares_as_a_link():
    table = TableSession("scamorra", seed=8, pause_ms=0, link_base="https://example.org/p.html")
    view = set_up(table)
    assert view["editing"] and view["status"]["tone"] == "edit"
    assert_plain_words(view)
    assert worded_buttons(view) <= 12
    view = click(table, "edit:play")
    assert not view["editing"] and view["say"]["text"] == "Playing from a position set up by hand."
    assert view["status"]["tone"] == "turn" and table.state.current_player == 0
    assert table.state.piece_at("c1") == (0, "sasso") and table.state.hand(1) == ["re", "torre", "alfiere"]
    # a move by pointing, as in any game: the rook (torre), the rock (sasso) on c1, then c3
    click(table, "torre")
    click(table, "c1")
    view = click(table, "c3")
    assert table.state.piece_at("c3") == (0, "sasso") and table.notations[0] == "torre c1-c3"
    shared = read_table_code(table.share_code(), game="scamorra", build_position=build_position)
    assert shared.position == table.position and shared.states == table.states
    assert view["share"]["link"].startswith("https://example.org/p.html#table=")


def test_picking_lights_the_places_a_thing_can_go_and_a_second_click_puts_it_back():
    table = TableSession("scamorra", seed=8)
    table.handle({"do": "edit"})
    view = click(table, "edit:clear")
    assert click(table, "a3")["say"]["text"].startswith("Pick a piece or a card first")
    view = click(table, "box:1:sasso")
    assert {"a1", "e5", "c3"} <= lit(view) and view["status"]["text"].startswith("North's rock (sasso) picked")
    view = click(table, "box:1:sasso")
    assert not lit(view)
    view = click(table, "deck:0:pedone")
    assert lit(view) == {"hand:0", "played:0"}
    view = click(table, "hand:0")
    view = click(table, "hand:0:0")
    assert lit(view) == {"played:0", "back:0"}
    click(table, "back:0")
    assert table.editor.describe()["h"] == [[], []]


def test_cancel_closes_the_editor_and_the_game_is_as_it_was():
    table = TableSession("scamorra", seed=8, pause_ms=0)
    table.run_computers()
    before = (list(table.states), list(table.notations))
    set_up(table)
    view = click(table, "edit:cancel")
    assert not view["editing"] and (table.states, table.notations) == before
    assert view["say"]["text"] == "The position editor is closed; the game is as it was."


def test_SC_28_a_piece_taken_with_no_card_played_is_refused_unless_a_puzzle():
    table = TableSession("scamorra", seed=8, pause_ms=0)
    pieces = {sq: key for sq, key in HOME_PIECES.items() if sq != "c5"}      # North's sasso off the board
    set_up(table, pieces=pieces)
    view = click(table, "edit:play")
    assert view["editing"] and view["say"]["clause"] == "SC-28" and view["say"]["tone"] == "error"
    assert "South took 1 pieces" in view["say"]["text"]
    view = click(table, "edit:puzzle")
    assert any(c["key"] == "edit:puzzle" and c["pressed"] for c in view["choices"])
    view = click(table, "edit:play")
    assert not view["editing"] and table.puzzle
    assert view["say"]["text"] == "Playing a puzzle: a position set up by hand that the rules cannot reach."
    assert table.state.reserve(1) == ["sasso"]


def test_SC_28_a_piece_taken_with_the_cards_played_to_take_it_plays():
    table = TableSession("scamorra", seed=8, pause_ms=0)
    pieces = {sq: key for sq, key in HOME_PIECES.items() if sq != "c5"}
    set_up(table, pieces=pieces, played=(("cavallo",), ("torre",)))
    view = click(table, "edit:play")
    assert not view["editing"], view["say"]
    assert table.state.scores == (1, 0)


def test_SC_16_a_hand_short_of_three_while_the_deck_lasts_is_refused():
    table = TableSession("scamorra", seed=8, pause_ms=0)
    set_up(table, hands=(("torre", "pedone"), ("re", "torre", "alfiere")))
    view = click(table, "edit:play")
    assert view["say"]["clause"] == "SC-16" and view["editing"]


def test_SC_5_a_side_given_more_cards_of_a_kind_than_its_deck_holds_is_refused():
    with pytest.raises(PositionRefused) as refused:
        build_position("scamorra", {"b": {}, "h": [["re", "re"], []], "d": [[], []], "t": 0}, {}, True)
    assert refused.value.clause == "SC-5" and "South has 2 cards of the king (re)" in refused.value.text


def test_the_editor_opened_on_a_game_under_way_holds_its_position():
    table = TableSession("scamorra", seed=8, pause_ms=0)
    while table.state.phase != "move":
        table.run_computers()
        table.handle({"do": "move", "i": 0, "v": table.version})
    state = table.state
    table.handle({"do": "edit"})
    built = build_position("scamorra", table.editor.describe(), state.options.to_dict(), False, seed=state.seed)
    assert isinstance(built, State) and built.board == state.board and built.hands == state.hands
    assert built.to_move == state.to_move


def test_a_puzzle_the_engine_cannot_play_from_is_refused_even_so():
    with pytest.raises(PositionRefused, match="Nothing can be played from this position"):
        # no piece of either side on the board and no card: the match is over before it starts
        build_position("scamorra", {"b": {}, "h": [[], []], "d": [[], []], "t": 0}, {}, True)
