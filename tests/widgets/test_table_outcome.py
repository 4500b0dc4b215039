"""A finished game tells the page its outcome (view["over"]), from which the live table fires
``cit-game-over`` for the reader's own records (assets/js/cit-records.js, issue 28): the result for the
person at the table, the computers' level, the save and the table's code that opens it again."""
from __future__ import annotations

import random

import pytest

from tests.table_checks import play_by_clicks
from widgets.table import TableSession, sharing


def test_a_game_under_way_has_no_outcome():
    session = TableSession("bisca", seed=3, pause_ms=0)
    assert "over" not in session.view()


@pytest.mark.parametrize("seed", [3, 4])
def test_a_finished_game_says_who_won_against_which_level(seed):
    session = TableSession("skemino", seats=["human", "random"], seed=seed, pause_ms=0)
    play_by_clicks(session, random.Random(seed))
    over = session.view()["over"]
    winners = session.state.winners()
    assert over["result"] == ("lost" if 0 not in winners else "won" if winners == [0] else "shared")
    assert over["level"] == "random" and over["level_label"]
    assert over["moves"] == len(session.states) - 1
    again = TableSession("skemino", pause_ms=0)
    again.load(over["saved"])
    assert again.state.is_terminal() and len(again.states) == len(session.states)
    shared = sharing.read_table_code(over["code"], game="skemino")
    assert shared.states[-1].is_terminal()


def test_computers_alone_only_played():
    session = TableSession("bisca", seats=["random", "random"], seed=5, pause_ms=0)
    view = session.view()
    while not session.state.is_terminal():
        view = session.handle({"do": "advance", "v": view["v"]})
    over = session.view()["over"]
    assert over["result"] == "played" and over["level"] == "random"


def test_a_finished_bisca_game_draws_no_empty_trick():
    # at the end, the trick's box would stand empty ("No card played yet."): the scores say how it ended
    session = TableSession("bisca", seats=["random", "random"], seed=5, pause_ms=0)
    view = session.view()
    assert "trick" in [zone["id"] for zone in view["zones"]]
    while not session.state.is_terminal():
        view = session.handle({"do": "advance", "v": view["v"]})
    ids = [zone["id"] for zone in session.view()["zones"]]
    assert "trick" not in ids and "scores" in ids
