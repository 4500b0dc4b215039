"""Skèmino's worked examples SK-EX-1..SK-EX-14 (RULINGS 1.3), corrected where the rulings say so."""
import itertools

import pytest

from engine import IllegalAction, skemino
from engine.cards import chain_deck
from engine.skemino import beats, hand_value, loop_kind, new_game, play, position

from tests.skemino.helpers import names, notations, play_avoiding_vertices

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def test_SK_EX_1_seven_of_carta_beats_king_of_pietra():
    assert beats("7C", "KP") is True and beats("KP", "7C") is False


def test_SK_EX_2_suits_for_every_pair_of_ranks():
    for r, s in itertools.product(RANKS, RANKS):
        assert beats(f"{r}P", f"{s}F") and beats(f"{r}F", f"{s}C") and beats(f"{r}C", f"{s}P")
        assert not beats(f"{s}F", f"{r}P") and not beats(f"{s}C", f"{r}F") and not beats(f"{s}P", f"{r}C")


def test_SK_EX_3_same_suit_table():
    table = {"A": {"K"}, "2": {"A"}, "K": set(RANKS[1:12])}
    for i in range(2, 12):
        table[RANKS[i]] = set(RANKS[:i])
    for a, beaten in table.items():
        assert {b for b in RANKS if beats(f"{a}C", f"{b}C")} == beaten, a
    assert beats("AC", "KC") and not beats("KC", "AC") and beats("2C", "AC") and not beats("AC", "2C")
    assert beats("KC", "QC") and not beats("QC", "KC")


def test_SK_EX_4_centre_controller_holds_the_vertex():
    for who in (0, 1):
        p = position({"b2": [("6P", who)]}, hands=(["2C"], ["3C"]), to_move=0)
        assert p.controller("b2") == who and p.vertex_exclusivity("a1") == who


def test_SK_EX_5_dice_d2_g2():
    g = new_game(seed=9)
    assert g.dice == (2, "D", "G2") and g.start_square == "d2" and g.current_player == 1
    assert len(g.hands[1]) == 5 and len(g.hands[0]) == 5 and len(g.deck) == 29            # SK-A5
    literal = new_game(seed=9, opening_hands="literal")
    assert len(literal.hands[1]) == 5 and len(literal.hands[0]) == 0 and len(literal.deck) == 34


def test_SK_EX_6_corrected_combat_on_e3():
    p = position({"e3": [("7F", 0)]}, hands=(["2P"], ["QC", "QP", "AF", "8F"]), to_move=1)
    assert beats("QC", "7F") is False
    with pytest.raises(IllegalAction, match="SK-20") as err:
        p.apply("QC@e3")
    assert "Forbici cut Carta" in str(err.value)
    assert p.controller("e3") == 0 and "QC" in names(p.hand(1))
    after = p.apply("QP@e3")
    assert after.stack("e3") == ((skemino.card("7F"), 0), (skemino.card("QP"), 1))
    assert after.controller("e3") == 1
    assert p.is_legal("8F@e3") and not p.is_legal("AF@e3")


def test_SK_EX_7_symbolic_loop_on_c3():
    assert loop_kind(["5C", "JF", "2P"]) == "symbolic"
    assert beats("JF", "5C") and beats("2P", "JF")
    start = position({"c2": [("9C", 1)]}, hands=(["5C", "2P", "6C"], ["JF", "3C"]), to_move=0)
    states = play(start, ["5C@c3", "JF@c3", "2P@c3"])
    assert states[-1].is_hole("c3") and not states[-2].is_hole("c3")


def test_SK_EX_8_numeric_loop_on_b4_only_with_the_king_of_carta_laid_before_its_ace():
    assert loop_kind(["AC", "KC", "7F"]) == "numeric"
    start = position({"b3": [("9P", 1)]}, hands=(["KC", "7F", "4P"], ["AC", "3C"]), to_move=0)
    states = play(start, ["KC@b4", "AC@b4", "7F@b4"])
    assert states[-1].is_hole("b4")
    wrong = position({"b3": [("9P", 1)]}, hands=(["AC", "7F", "4P"], ["KC", "3C"]), to_move=0).apply("AC@b4")
    with pytest.raises(IllegalAction, match="SK-20"):
        wrong.apply("KC@b4")


def test_SK_EX_9_the_b3_hole_example_is_replayed_under_the_rule():
    assert loop_kind(["AP", "KP", "9C"]) == "numeric"
    assert loop_kind(["AP", "KP", "9C"]) != "symbolic"
    # the seed's order: AP first, then KP "added" on it, which SK-4 refuses
    seed_order = position({"b2": [("4F", 1)]}, hands=(["AP", "5F", "6F"], ["KP", "9C", "7F"]), to_move=0)
    after_ap = seed_order.apply("AP@b3")
    with pytest.raises(IllegalAction, match="SK-20"):
        after_ap.apply("KP@b3")
    # the legal route to the same hole: KP first, then AP, then 9C
    legal = position({"b2": [("4F", 1)]}, hands=(["KP", "5F", "9C"], ["AP", "7F"]), to_move=0)
    states = play(legal, ["KP@b3", "AP@b3", "9C@b3"])
    assert states[-1].is_hole("b3")


def test_SK_EX_10_hand_values():
    assert hand_value(["A", "5", "7"]) == 13 and hand_value(["Q", "K"]) == 25
    assert hand_value(["AC", "5F", "7P"]) < hand_value(["QC", "KF"])


def test_SK_EX_11_ribaltone_on_f1():
    p = position({"f1": [("4C", 0)], "e1": [("2C", 0)], "f2": [("9C", 0)]},
                 hands=(["AP", "3P"], ["5F", "5P", "8P"]), to_move=1)
    end = p.apply("5F@f1")
    assert end.outcome.kind == "D" and end.outcome.winner == 1
    with pytest.raises(IllegalAction, match="SK-20"):
        p.apply("5P@f1")


def test_SK_EX_12_targets_after_the_first_card_on_d2():
    first = new_game(seed=9)
    g = first.apply(first.legal_actions()[0])
    assert g.start_square == "d2"
    empty_targets = {a.square for a in g.legal_actions() if not g.stack(a.square)}
    assert empty_targets == {"d1", "d3", "c2", "e2"}
    for diagonal in ("c1", "e1", "c3", "e3"):
        assert g.explain(f"{g.hand(g.to_move)[0]}@{diagonal}").clause == "SK-17"
    d2_attackers = [c for c in g.hand(g.to_move) if beats(c, g.top("d2"))]
    assert {str(a) for a in g.legal_actions() if a.square == "d2"} == {f"{c}@d2" for c in d2_attackers}


def test_SK_EX_13_same_suit_beating_is_a_cycle():
    assert beats("2C", "AC") and beats("AC", "KC") and beats("KC", "2C")
    for a, b in itertools.combinations(chain_deck(), 2):
        assert beats(a, b) != beats(b, a)


def test_SK_EX_14_ten_placements_empty_both_hands_and_the_game_goes_on():
    g = play_avoiding_vertices(new_game(seed=16), 10)
    assert g.hands == ((), ()) and len(g.deck) == 29 and not g.is_terminal()
    assert notations(g.legal_actions()) == ["draw"]
    mover = g.current_player
    after = g.apply("draw")
    assert len(after.hands[mover]) == 1 and after.current_player == 1 - mover
