"""Play by pointing (widgets.direct.PickAndPlace), clicked from Python: the lit targets are the
engine's legal moves, a click on one plays it, a click elsewhere shows the engine's clause and changes
nothing."""
from __future__ import annotations

import re

import pytest

from engine import skemino
from widgets.skemino import play_skemino


def placements(state, card: str) -> set[str]:
    return {a.square for a in state.legal_actions() if isinstance(a, skemino.Place) and str(a.card) == card}


@pytest.fixture
def skemino_app():
    app = play_skemino(seed=3)
    assert app.state.current_player in app.humans
    return app


def test_skemino_hand_is_the_seat_to_move_and_the_board_has_36_squares(skemino_app):
    direct = skemino_app.direct
    state = skemino_app.state
    assert list(direct.card_buttons) == [str(c) for c in state.hand(state.current_player)]
    assert set(direct.squares) == set(skemino.rules.SQUARES)
    assert direct in skemino_app.body.children and skemino_app.picker in skemino_app.body.children
    # the board is drawn once, by the clickable layer; the table above keeps hands and status
    assert "cit-skemino-board" not in skemino_app.table.value
    assert "cit-skemino-board" in direct.board_picture.value


def test_skemino_picking_a_card_lights_exactly_its_legal_squares(skemino_app):
    direct, state = skemino_app.direct, skemino_app.state
    checked = 0
    for card in list(direct.card_buttons):
        direct.show(state)
        direct.click(card)
        legal = placements(state, card)
        if not legal:
            assert direct.picked == () and direct.message.value
            continue
        checked += 1
        assert direct.picked == (card,)
        assert direct.lit == legal
        assert {k for k, b in direct.squares.items() if "cit-dm-legal" in b._dom_classes} == legal
        assert "cit-dm-picked" in direct.cards[card][0]._dom_classes
        direct.click(card)                               # the same card again puts it back
        assert direct.picked == () and not any("cit-dm-legal" in b._dom_classes for b in direct.squares.values())
    assert checked


def test_skemino_a_click_on_a_lit_square_plays_the_move(skemino_app):
    app = skemino_app
    direct = app.direct
    card = next(c for c in direct.card_buttons if placements(app.state, c))
    square = sorted(placements(app.state, card))[0]
    before = len(app.states)
    direct.click(card)
    direct.click(square)
    assert app.notations[before - 1] == f"{card}@{square}"
    assert len(app.states) > before
    assert direct.picked == ()


def test_skemino_a_click_on_an_unlit_square_shows_the_engines_clause_and_changes_nothing(skemino_app):
    app = skemino_app
    direct = app.direct
    state = app.state
    card = next(c for c in direct.card_buttons if placements(state, c))
    wrong = next(sq for sq in skemino.rules.SQUARES if sq not in placements(state, card))
    direct.click(card)
    direct.click(wrong)
    expected = state.explain(skemino.actions.place(card, wrong))
    assert expected is not None
    assert re.search(r"SK-\d+", str(expected))
    assert str(expected).replace("'", "&#x27;") in direct.message.value
    assert app.state is state and len(app.states) == 1 + len(app.notations)
    assert direct.picked == (card,)                 # still holding the card: try another square


def test_a_square_before_any_card_asks_for_a_card(skemino_app):
    direct = skemino_app.direct
    direct.click("a1")
    assert "Pick a card" in direct.message.value
    assert len(skemino_app.states) == 1 + len(skemino_app.notations)


def test_nothing_is_clickable_when_it_is_not_a_persons_turn():
    app = play_skemino(seed=3, seats=["random", "random"])
    assert app.direct.state is None and app.direct.card_buttons == {}
    assert app.direct not in app.body.children
    before = len(app.states)
    app.direct.click("a1")
    assert len(app.states) == before


# --- La Scamorra: a card, then your piece, then its square -----------------------------------------------

def scamorra_in_move_phase():
    from widgets.scamorra import play_scamorra

    app = play_scamorra(seed=1)
    app._choose("first place")
    while app.state.phase == "place":
        direct = app.direct
        piece = next(iter(direct.card_buttons))
        direct.click(piece)
        direct.click(sorted(direct.lit)[0])
    assert app.state.phase == "move" and app.state.current_player in app.humans
    return app


def test_scamorra_placing_lights_the_empty_home_squares():
    from widgets.scamorra import play_scamorra

    app = play_scamorra(seed=1)
    app._choose("first place")
    direct, state = app.direct, app.state
    assert set(direct.card_buttons) == set(state.reserve(state.current_player))
    # the board is drawn once, by the clickable layer; the table keeps hands, scores and status
    assert "cit-scamorra-board" not in app.table.value and "cit-scamorra-board" in direct.board_picture.value
    direct.click("carta")
    from engine import scamorra

    legal = {a.square for a in state.legal_actions() if isinstance(a, scamorra.Place) and a.piece == "carta"}
    assert direct.lit == legal
    direct.click("c3")                                   # not the home row
    assert str(state.explain(state.parse_action("place carta c3"))).replace("'", "&#x27;") in direct.message.value
    assert app.state is state


def test_scamorra_card_then_piece_then_square_follows_the_engine():
    from engine import scamorra

    app = scamorra_in_move_phase()
    direct, state = app.direct, app.state
    moves = [a for a in state.legal_actions() if isinstance(a, scamorra.Move)]
    card = moves[0].card
    direct.click(card)
    assert direct.lit >= {a.origin for a in moves if a.card == card}
    origin = moves[0].origin
    direct.click(origin)
    assert direct.picked == (card, origin)
    assert direct.lit == {a.dest for a in moves if a.card == card and a.origin == origin}
    assert "cit-dm-picked" in direct.squares[origin]._dom_classes
    dest = sorted(direct.lit)[0]
    before = len(app.notations)
    direct.click(dest)
    assert app.notations[before] == str(scamorra.Move(card, origin, dest))


def test_scamorra_throwing_away_a_card_that_can_move_shows_the_engines_clause():
    from engine import scamorra

    app = scamorra_in_move_phase()
    direct, state = app.direct, app.state
    card = next(a.card for a in state.legal_actions() if isinstance(a, scamorra.Move))
    direct.click(card)
    direct.click("discard")
    reason = state.explain(scamorra.Discard(card))
    assert reason is not None and reason.clause in direct.message.value
    assert app.state is state


# --- Bisca: a click on a card plays it; the A♥ then takes its declaration -----------------------------------

def test_bisca_bets_stay_on_the_list_and_a_click_on_a_card_plays_it():
    from engine import bisca
    from widgets.bisca import play_bisca

    app = play_bisca(opponents=2, seed=5, bot="random")
    direct = app.direct
    assert app.state.phase == "bet" and direct.card_buttons == {}      # bets are buttons of the list
    app._choose(app.state.legal_actions()[0])
    while app.state.phase != "play" or app.state.current_player not in app.humans:
        app._choose(app.state.legal_actions()[0])
    state = app.state
    assert list(direct.card_buttons) == list(dict.fromkeys(str(c) for c in state.hands[state.current_player]))
    plays = {str(a.card) for a in state.legal_actions() if isinstance(a, bisca.Play)}
    assert {k for k in direct.card_buttons if "cit-dm-stuck" not in direct.cards[k][0]._dom_classes} == plays
    card = next(iter(direct.card_buttons))
    before = len(app.notations)
    direct.click(card)
    assert app.notations[before] == f"play {card}"


def test_bisca_the_ace_of_hearts_lights_its_declarations_and_plays_with_the_chosen_one():
    from engine import bisca
    from widgets.bisca import play_bisca

    app = play_bisca(opponents=2, seed=2, bot="random")
    direct = app.direct
    while "A♥" not in direct.card_buttons:
        assert not app.state.is_terminal()
        app._choose(app.state.legal_actions()[-1])
    state = app.state
    declarations = {a.declaration for a in state.legal_actions() if isinstance(a, bisca.Play) and a.declaration}
    direct.click("A♥")
    assert direct.picked == ("A♥",) and direct.lit == declarations and set(direct.choice_buttons) == declarations
    assert len(app.states) == 1 + len(app.notations) and app.state is state     # not played yet
    choice = sorted(declarations)[0]
    before = len(app.notations)
    direct.click(choice)
    assert app.notations[before] == str(state.parse_action(f"play A♥ {choice}"))


# --- Machiavelli: a card, then the group it joins; or cards, then "new group" --------------------------------

def machiavelli_with_a_lay():
    from widgets.machiavelli import play_machiavelli

    app = play_machiavelli(opponents=2, seed=4, bot="random")
    while not app.direct.paths:
        assert not app.state.is_terminal()
        app._choose(app.state.legal_actions()[0])
    return app


def test_machiavelli_a_card_lights_the_groups_it_may_join_and_a_click_lays_it():
    from engine import machiavelli

    app = machiavelli_with_a_lay()
    direct, state = app.direct, app.state
    card, group = next(p for p in direct.paths if len(p) == 2)
    direct.click(card)
    joins = {p[1] for p in direct.paths if len(p) == 2 and p[0] == card}
    assert joins and joins <= direct.lit
    before = len(app.notations)
    direct.click(group)
    played = state.parse_action(app.notations[before])
    assert played in state.legal_actions()
    assert isinstance(played, machiavelli.Play) and len(played.cards()) == len(state.table_cards()) + 1


def machiavelli_position():
    """Three sevens and a 6♣ in hand; 3♣ 4♣ 5♣ and three nines on the table."""
    from engine import machiavelli
    from widgets.machiavelli import MachiavelliApp

    return MachiavelliApp(machiavelli.position(["7S 7H 7D 6C KS KH", None], "3C 4C 5C | 9H 9S 9D"),
                          seats=["human", "random"])


def test_machiavelli_an_unlit_group_shows_the_engines_clause_and_changes_nothing():
    app = machiavelli_position()
    direct, state = app.direct, app.state
    direct.click("6♣")
    assert direct.lit == {"group 1"}                          # 3♣ 4♣ 5♣ takes it; the nines do not
    direct.click("group 2")
    error = state.play_error("3C 4C 5C | 9S 9H 9D 6C")
    assert error is not None and error.clause in direct.message.value
    assert app.state is state and app.notations == []


def test_machiavelli_a_new_group_is_its_cards_in_any_order_then_new_group():
    app = machiavelli_position()
    direct, state = app.direct, app.state
    direct.click("7♦")
    assert direct.lit == {"7♠", "7♥"}
    direct.click("7♠")
    direct.click("new")                                       # two cards: refused, with the clause
    assert state.play_error("3C 4C 5C | 9S 9H 9D | 7D 7S").clause in direct.message.value
    assert app.state is state
    direct.click("7♥")
    assert direct.lit == {"new"}
    direct.click("new")
    assert app.notations[0] == "play 3C 4C 5C | 9S 9H 9D | 7S 7H 7D"


# --- come-quando-frederik-piange: your card, the card it aims at, then the action -----------------------------

def frederik_battle_turn():
    from widgets.frederik import play_frederik

    app = play_frederik(opponents=1, seed=1, bot="random")
    while not (app.state.phase == "battle" and app.state.current_player in app.humans
               and app.state.pending is None):
        assert app.direct.card_buttons == {} or app.state.phase == "battle"    # the draw phase stays on the list
        app._choose(app.state.legal_actions()[0])
    return app


def test_frederik_a_card_then_a_target_lights_the_actions_the_engine_lists():
    from engine import frederik

    app = frederik_battle_turn()
    direct, state = app.direct, app.state
    targeted = [a for a in state.legal_actions() if isinstance(a, frederik.Targeted)]
    action = next(a for a in targeted if not a.helpers)
    card, target = str(action.card), str(action.target)
    direct.click(card)
    assert target in direct.lit
    direct.click(target)
    assert direct.lit == {a.kind for a in targeted if str(a.card) == card and str(a.target) == target}
    before = len(app.notations)
    direct.click(action.kind)
    assert app.notations[before] == str(action)


def test_frederik_an_unlit_action_shows_the_engines_clause_and_changes_nothing():
    from engine import frederik

    app = frederik_battle_turn()
    direct, state = app.direct, app.state
    action = next(a for a in state.legal_actions() if isinstance(a, frederik.Targeted))
    direct.click(str(action.card))
    direct.click(str(action.target))
    wrong = next(k for k in frederik.TARGETED_KINDS if k not in direct.lit)
    direct.click(wrong)
    error = state.explain(frederik.Targeted(wrong, action.card, action.target))
    assert error is not None and error.clause in direct.message.value
    assert app.state is state


def test_scamorra_another_of_your_pieces_for_the_same_card_takes_the_place_of_the_first():
    from engine import scamorra

    app = scamorra_in_move_phase()
    direct, state = app.direct, app.state
    moves = [a for a in state.legal_actions() if isinstance(a, scamorra.Move)]
    by_card = {}
    for a in moves:
        by_card.setdefault(a.card, set()).add(a.origin)
    card, origins = next((c, sorted(o)) for c, o in by_card.items() if len(o) >= 2)
    direct.click(card)
    direct.click(origins[0])
    direct.click(origins[1])
    assert direct.picked == (card, origins[1])
    assert direct.lit == {a.dest for a in moves if a.card == card and a.origin == origins[1]}
    assert app.state is state


def test_the_buttons_of_the_previous_position_are_closed_after_a_move(skemino_app):
    """A click the browser sends for the position just left reaches no widget (it cannot play a card
    that has since taken the same place in the hand)."""
    app = skemino_app
    direct = app.direct
    card = next(c for c in direct.card_buttons if placements(app.state, c))
    old_buttons = list(direct.card_buttons.values())
    direct.click(card)
    direct.click(sorted(placements(app.state, card))[0])
    assert all(button.comm is None for button in old_buttons)
    assert all(button.comm is not None for button in direct.card_buttons.values())
