"""Bisca at the live table, clicked from Python: every move by pointing, refusals in the engine's words,
plain words only, nothing hidden shown."""
import random

from hypothesis import given, settings, strategies as st

from engine.words import Reader
from tests.table_checks import (assert_hides_what_viewer_cannot_see, assert_plain_words, notation_problems,
                                play_by_clicks, worded_buttons)
from widgets.table import TableSession
from widgets.table.bisca import ADAPTER


def click(table, key):
    return table.handle({"do": "click", "key": key, "v": table.view()["v"]})


def to_my_turn(table):
    table.run_computers()
    return table.view()


def test_BI_9_a_bet_is_one_click_on_a_worded_choice():
    table = TableSession("bisca", seed=11, players=3, pause_ms=0)
    view = to_my_turn(table)
    bets = [c for c in view["choices"] if c["key"].startswith("bet:") and not c.get("off")]
    assert [c["label"] for c in bets][:2] == ["Bet 0", "Bet 1"]
    before = len(table.states)
    view = click(table, bets[0]["key"])
    assert table.states[before].last_event.action == "bet 0"
    assert any("You bet 0 tricks." == line["text"] for line in view["history"])


def test_BI_10_the_forbidden_bet_is_shown_with_the_rule_and_cannot_be_played():
    for seed in range(40):
        table = TableSession("bisca", seed=seed, players=3, pause_ms=0)
        view = to_my_turn(table)
        refused = [c for c in view["choices"] if c.get("off")]
        if refused:
            break
    assert refused and refused[0]["clause"] == "BI-10" and "not allowed" in refused[0]["why"]
    states = len(table.states)
    view = click(table, refused[0]["key"])
    assert len(table.states) == states                      # nothing played
    assert view["say"]["clause"] == "BI-10" and view["say"]["text"][0].isupper()


def test_BI_11_a_card_is_played_with_one_click_and_the_ace_of_hearts_asks_its_declaration():
    for seed in range(200):
        table = TableSession("bisca", seed=seed, players=2, pause_ms=0)
        while not table.state.is_terminal():
            view = to_my_turn(table)
            if table.state.is_terminal():
                break
            if table.state.phase == "play" and not table.state.is_blind_round and "AH" in table.next_keys(()):
                view = click(table, "AH")
                assert {c["key"] for c in view["choices"]} == {"say:ALTA", "say:BASSA"}
                assert all(c["lit"] for c in view["choices"])
                view = click(table, "say:BASSA")
                assert table.notations[-1] == "play A♥ BASSA"
                return
            keys = sorted(table.next_keys(()))
            click(table, keys[0])
            if table.picked:
                click(table, sorted(table.lit())[0])
    raise AssertionError("no seed gave the A♥ to the person at the table")


def test_BI_11_a_refused_click_names_the_rule_and_leaves_the_game_as_it_was():
    table = TableSession("bisca", seed=5, players=3, pause_ms=0)
    view = to_my_turn(table)
    assert table.state.phase == "bet"
    card = next(item for zone in view["zones"] if zone["id"] == "hand" for item in zone["items"])
    states = len(table.states)
    view = click(table, card["key"])
    assert len(table.states) == states
    assert view["say"]["tone"] == "error" and not notation_problems(view["say"]["text"])


def test_a_click_on_an_old_view_is_refused_in_words_not_applied():
    table = TableSession("bisca", seed=5, players=3, pause_ms=0)
    view = to_my_turn(table)
    key = next(c["key"] for c in view["choices"] if not c.get("off"))
    old = view["v"]
    table.handle({"do": "review", "step": 0})
    states = len(table.states)
    view = table.handle({"do": "click", "key": key, "v": old})
    assert len(table.states) == states and "changed before your click" in view["say"]["text"]


def test_two_new_deals_differ_and_a_typed_number_replays_the_same_deal():
    table = TableSession("bisca", players=3, pause_ms=0)
    first = table.deal
    table.handle({"do": "new"})
    assert table.deal != first
    table.handle({"do": "new", "seed": str(first)})
    assert table.deal == first and table.view()["say"]["text"].startswith(f"Game number {first} again")
    again = TableSession("bisca", players=3, seed=first)
    assert table.state.hands == again.state.hands


def test_a_saved_game_loads_with_its_players_and_seats():
    table = TableSession("bisca", seed=9, seats=["human", "human"], pause_ms=0)
    table.handle({"do": "ready"})
    click(table, next(c["key"] for c in table.view()["choices"] if not c.get("off")))
    text = table.save_text()
    other = TableSession("bisca", seed=1, players=4, pause_ms=0)
    other.load(text)
    assert other.seats == ["human", "human"] and other.notations == table.notations and other.deal == 9


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), clicks=st.integers(0, 2**32 - 1))
def test_a_whole_game_by_clicks_reads_in_plain_words_and_hides_the_other_hands(seed, players, clicks):
    table = TableSession("bisca", seed=seed, players=players, pause_ms=0)
    most = [0]

    def check(view):
        assert_plain_words(view)
        most[0] = max(most[0], worded_buttons(view))
        viewer = table.viewer()
        assert_hides_what_viewer_cannot_see(ADAPTER, table.state, viewer, Reader(viewer, tuple(table.names())))

    play_by_clicks(table, random.Random(clicks), check=check)
    assert table.state.is_terminal() and most[0] <= 12
    assert table.view()["status"]["tone"] == "end"
