"""Bad input gets a clear refusal naming the clause, and the game is left as it was."""
import json

import pytest

from engine import CorruptSave, IllegalAction, InvalidSeat, UnreadableAction
from engine.frederik import State, new_game

from tests.frederik.helpers import pos


@pytest.mark.parametrize("text, clause", [
    ("swap_high 1X 8D", "FP-1"), ("hide ZZ", "FP-1"), ("fold", "FP-9"), ("", "FP-9"),
    ("force 9C seat2", "FP-15"), ("draw many", "FP-13"), ("keep 0", "FP-5"),
    ("steal_high 9C 8D 3S", "FP-22"),
])
def test_FP_9_unreadable_text_is_refused_with_the_notation_expected(text, clause):
    state = pos([["9C", "(3D)"], ["8D", "(QD)"]])
    with pytest.raises(UnreadableAction) as info:
        state.apply(text)
    assert info.value.clause == clause


@pytest.mark.parametrize("move, clause", [
    ("swap_high 9C QD", "FP-29"),        # a face-down card
    ("swap_high 9C 8H", "FP-29"),        # a card in the pile
    ("swap_high 3D 8D", "FP-16"),        # not higher
    ("swap_low 3C 8D", "FP-A22"),        # not one of yours
    ("protect QD", "FP-A4"),             # nothing to answer
    ("interrupt 9C", "FP-A4"),
    ("keep 1", "FP-9"),                  # a draw-phase choice in the battle
    ("draw 60", "FP-A15"),
    ("force 3D 0:1", "FP-15"),           # yourself
    ("pair 9C 3D", "FP-10"),
])
def test_FP_A22_illegal_battle_moves_name_their_clause_and_change_nothing(move, clause):
    state = pos([["9C", "(3D)"], ["8D", "(QD)"]])
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(move)
    assert info.value.clause == clause and state.to_json() == before


def test_FP_A4_answers_out_of_turn_and_wrong_answers_are_refused():
    state = pos([["9C", "2S"], ["8D", "(QD)"], ["9H"]]).apply("swap_high 9C 8D")
    assert state.current_player == 1
    with pytest.raises(IllegalAction, match="FP-A4"):
        state.apply_as(2, "interrupt 9H")            # seat 2 is asked later, not now
    with pytest.raises(IllegalAction, match="FP-A4"):
        state.apply("draw top")
    with pytest.raises(IllegalAction, match="FP-A2"):
        pos([["9C"], ["8D", "(2D)"]]).apply("swap_high 9C 8D").apply("protect 2D")
    asked = state.apply("pass").apply("pass")
    assert asked.current_player == 2
    with pytest.raises(IllegalAction, match="FP-24"):
        asked.apply("interrupt 8D")                  # not seat 2's card


def test_FP_5_draw_phase_refusals():
    state = new_game(players=2, seed=1)
    with pytest.raises(IllegalAction, match="FP-5"):
        state.apply("bottom 1")
    with pytest.raises(IllegalAction, match="FP-5"):
        state.apply("keep 6")
    with pytest.raises(IllegalAction, match="FP-5"):
        state.apply("draw top")
    with pytest.raises(IllegalAction, match="FP-6"):
        state.apply("keep 1").apply("leave 1")


def test_FP_2_bad_seats_seeds_and_options_are_refused():
    state = new_game(players=3, seed=2)
    with pytest.raises(InvalidSeat):
        state.view(3)
    with pytest.raises(InvalidSeat):
        state.apply_as(-1, "keep 1")
    for seed in (1.5, "7", None, True):
        with pytest.raises(ValueError, match="seed"):
            new_game(players=3, seed=seed)  # type: ignore[arg-type]  # wrong on purpose
    with pytest.raises(ValueError, match="unknown option"):
        new_game(players=3, colour="suit")
    with pytest.raises(ValueError, match="battle_draw_face"):
        new_game(players=3, battle_draw_face="sideways")
    with pytest.raises(ValueError, match="first_player"):
        new_game(players=3, first_player="left")


@pytest.mark.parametrize("damage", [
    lambda d: d["pile"].append(d["pile"][0]),                            # a card twice
    lambda d: d["pile"].pop(),                                           # a card lost
    lambda d: d.update(turn=99),
    lambda d: d.update(phase="lunch"),
    lambda d: d["seats"][0].append(["ZZ", True]),
    lambda d: d.update(all_down=[True]),
    lambda d: d.update(pending={"seat": 0, "action": "pass", "owner": 1, "window": "interrupt", "queue": [1]}),
    lambda d: d.update(players=9),
    lambda d: d.update(seed="x"),
])
def test_FP_1_a_damaged_save_is_refused(damage):
    state = pos([["9C", "(3D)"], ["8D", "(QD)"]])
    data = json.loads(state.to_json())
    damage(data)
    with pytest.raises(CorruptSave):
        State.from_json(json.dumps(data))


def test_FP_5_the_drawer_may_name_a_drawn_card_instead_of_its_position():
    state = new_game(players=2, seed=4, first_player=0)
    card = state.drawn[2]
    assert str(state.parse_action(f"keep {card.ascii}")) == "keep 3"
    kept = state.apply(f"keep {card}")
    assert kept.face_down(0) == [card]
    with pytest.raises(UnreadableAction, match="FP-6"):
        kept.apply(f"bottom {card.ascii}")           # no longer in hand
    with pytest.raises(UnreadableAction, match="FP-1"):
        state.apply("keep 1Z")
