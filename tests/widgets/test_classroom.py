"""A classroom at one device, at the live table (``widgets.table.TableSession``, clicked from Python as the
page's script would): several people pass the device and the cover hides every hand between their
turns, in the view the page draws (its zones, log, moves and saved text alike); a newcomer meets the
beginner; every game seats people who pass the device."""
from __future__ import annotations

import json
import re

import pytest

import engine
from engine import EVERYONE
from widgets.table import TableSession
from widgets.table.session import HUMAN

# the games whose hands are private (Skèmino's hands are open, SK-A28; frederik and La Scamorra are
# covered in their own table tests)
PRIVATE_HANDS = ["bisca", "machiavelli"]


def mentions(text: str, card: str) -> bool:
    """Whether ``card`` (``10♥``, ``A♠``...) is written anywhere in ``text``."""
    return re.search(rf"(?<![0-9A-Za-z]){re.escape(card)}", text) is not None


def shown(view: dict) -> str:
    return json.dumps(view, ensure_ascii=False)


def hands(state) -> list[set[str]]:
    return [{str(card) for card in hand} for hand in state.hands]


def click_first(table: TableSession) -> dict:
    """The person to move makes their first offered move (a bet, a draw...)."""
    view = table.view()
    keys = [c["key"] for c in view["choices"] if not c.get("off")] or sorted(table.next_keys(()))
    view = table.handle({"do": "click", "key": keys[0], "v": view["v"]})
    while table.picked:                     # a card picked: follow a lit place to a whole move
        view = table.handle({"do": "click", "key": sorted(table.lit())[0], "v": view["v"]})
    return view


@pytest.mark.parametrize("game", PRIVATE_HANDS)
def test_the_cover_hides_every_hand_until_the_next_person_is_ready(game):
    table = TableSession(game, seed=3, seats=[HUMAN] * 3, pause_ms=0)
    state = table.state
    held = hands(state)
    everyone = set().union(*held)
    # the test can fail: the table drawn for every eye shows these cards
    open_table = json.dumps(table.adapter.zones(state, EVERYONE, table.reader()), ensure_ascii=False)
    assert all(mentions(open_table, card) for card in everyone)

    view = table.view()
    me = state.current_player
    assert view["cover"]["button"] == f"I am {table.names()[me]}: show my cards"
    assert not [card for card in everyone if mentions(shown(view), card)]
    assert view["moves"] == [] and view["choices"] == []

    view = table.handle({"do": "ready"})
    assert "cover" not in view and view["status"]["tone"] == "turn"
    mine, others = held[me], everyone - held[me]
    assert all(mentions(shown(view), card) for card in mine)
    assert not [card for card in others if mentions(shown(view), card)]

    view = click_first(table)
    assert table.state.current_player != me and view.get("cover")
    assert not [card for card in set().union(*hands(table.state)) if mentions(shown(view), card)]


def test_undo_by_the_next_person_takes_back_only_their_own_move_and_shows_only_their_hand():
    table = TableSession("bisca", seed=3, seats=[HUMAN, HUMAN], pause_ms=0)
    table.handle({"do": "ready"})
    first = table.state.current_player
    click_first(table)
    second = table.state.current_player
    assert second != first and table.covered()
    table.handle({"do": "ready"})
    moves = len(table.states)
    view = table.handle({"do": "undo"})
    assert len(table.states) == moves and view["say"]["text"] == "There is no move of yours to take back."
    assert not [card for card in hands(table.state)[first] if mentions(shown(view), card)]


def test_a_loaded_game_is_covered_for_the_person_to_move():
    table = TableSession("bisca", seed=3, seats=[HUMAN, HUMAN], pause_ms=0)
    table.handle({"do": "ready"})
    click_first(table)
    saved = table.save_text()
    other = TableSession("bisca", seed=8, seats=[HUMAN, HUMAN], pause_ms=0)
    other.handle({"do": "ready"})
    view = other.handle({"do": "load", "text": saved})
    assert len(other.states) == 2 and view.get("cover") and other.covered()
    assert not [card for card in set().union(*hands(other.state)) if mentions(shown(view), card)]


@pytest.mark.parametrize("game", [spec.name for spec in engine.games()])
def test_a_newcomer_sits_down_against_the_beginner(game):
    spec = engine.game(game)
    view = TableSession(game, seed=1, pause_ms=0).view()
    assert spec.bot_label(spec.default_bot) == "beginner"
    setup = view["setup"]
    assert setup["seats"] == [HUMAN] + [spec.default_bot] * (setup["players"] - 1)
    assert [k["label"] for k in setup["kinds"][:2]] == ["a person here", "computer: beginner"]
    assert "computer: strong" in [k["label"] for k in setup["kinds"]]
    players = view["players"]
    assert players[0]["name"] == "You" and {p["level"] for p in players[1:]} == {"beginner"}


@pytest.mark.parametrize("game", [spec.name for spec in engine.games()])
def test_every_game_seats_people_who_pass_the_device(game):
    spec = engine.game(game)
    table = TableSession(game, seed=2, seats=[HUMAN] * spec.default_players, pause_ms=0)
    view = table.view()
    assert view.get("cover") and view["controls"]["ready"] and not view["moves"]
    view = table.handle({"do": "ready"})
    assert "cover" not in view and view["moves"] and view["status"]["tone"] == "turn"
