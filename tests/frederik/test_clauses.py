"""come-quando-frederik-piange, one test (or a few) per rule clause FP-1..FP-31; the ID is in each name."""
import random

import pytest

from engine import IllegalAction
from engine.cards import french_deck
from engine.frederik import Interrupt, Pass, best_hand, hand_rank, new_game, reachable_sums

from tests.frederik.helpers import C, cards, finish_draw_phase, play, pos, strs, to_end


def all_cards(state):
    return list(state.pile) + list(state.drawn) + [c for slots in state.seats for c, _ in slots]


# --- components, players, aim -------------------------------------------------------------------

def test_FP_1_the_pile_is_one_52_card_deck_without_jokers():
    state = new_game(players=4, seed=3)
    every = all_cards(state)
    assert len(every) == 52 and set(every) == set(french_deck())


def test_FP_2_two_to_six_players():
    for players in range(2, 7):
        assert new_game(players=players, seed=1).num_players == players
    for players in (1, 7):
        with pytest.raises(ValueError, match="FP-2"):
            new_game(players=players)


def test_FP_3_the_strongest_poker_hand_wins():
    # seat 1 holds three of a kind, seat 0 a pair: after the last turn seat 1 wins
    state = pos([["KS", "KH", "4C"], ["7D", "7C", "7S"]], to_move=1, battle_round=2)
    end = state.apply("pass")
    assert end.is_terminal() and end.winners() == [1] and end.returns() == [0.0, 1.0]
    assert end.hand_of(1)[0].category == "three of a kind"


def test_FP_4_at_most_one_card_of_other_players_in_total():
    # two other players each show a king: only one may be borrowed, so no four of a kind
    rank, used = best_hand(cards("KS KH 2C"), cards("KD KC"))
    assert rank.category == "three of a kind"
    assert sum(c in cards("KD KC") for c in used) == 1
    assert len(used) <= 5


# --- the draw phase ---------------------------------------------------------------------------------

def test_FP_5_five_draw_rounds_clockwise_each_keeping_one_card_face_down():
    state = new_game(players=3, seed=2, first_player=1)
    seen = []
    while state.phase == "draw":
        if state.step == "keep":
            seen.append(state.current_player)
            assert len(state.drawn) == 5
            before = len(state.seats[state.current_player])
            state = state.apply("keep 2")
            assert len(state.seats[state.current_player]) == before + 1
            assert state.seats[state.current_player][-1][1] is False       # kept face down
        elif state.step == "bottom":
            state = state.apply("bottom 1")
        else:
            state = state.apply("leave 1")
    assert seen == [1, 2, 0] * 5
    assert [len(s) for s in state.seats] == [5, 5, 5]


def test_FP_6_the_other_four_go_under_the_pile_in_the_order_chosen():
    state = new_game(players=2, seed=5, first_player=0)
    drawn = list(state.drawn)
    state = state.apply("keep 1")                  # drawn[0] kept; drawn[1:] remain
    rest = drawn[1:]
    state = play(state, "bottom 3", "bottom 1", "bottom 2")    # rest[2], rest[0], then rest[3], then rest[1]
    assert list(state.pile[-4:]) == [rest[2], rest[0], rest[3], rest[1]]
    assert state.step == "face"


def test_FP_7_at_most_one_card_stays_face_down_after_a_draw_turn():
    state = new_game(players=2, seed=6, first_player=0)
    state = play(state, "keep 1", "bottom 1", "bottom 1", "bottom 1", "leave 1")   # seat 0: one card down
    state = play(state, "keep 1", "bottom 1", "bottom 1", "bottom 1", "all up")    # seat 1: all up
    assert len(state.face_down(0)) == 1 and len(state.face_down(1)) == 0
    state = play(state, "keep 3", "bottom 1", "bottom 1", "bottom 1")             # seat 0 has two down now
    assert len(state.face_down(0)) == 2
    assert strs(state.legal_actions()) == ["leave 1", "leave 2", "all up"]
    with pytest.raises(IllegalAction, match="FP-7"):
        state.apply("leave 3")
    after = state.apply("leave 2")
    assert after.face_down(0) == [state.face_down(0)[1]]


def test_FP_8_first_draw_round_may_keep_all_five_face_down():
    state = new_game(players=3, seed=8, first_player=0)
    drawn = list(state.drawn)
    state = state.apply("keep all")
    assert state.cards_of(0) == drawn and state.face_down(0) == drawn
    state = finish_draw_phase(state)
    assert state.cards_of(0) == drawn                                     # nothing more until the battle
    assert len(state.face_down(0)) == 5


# --- the battle phase ---------------------------------------------------------------------------

def test_FP_9_two_battle_rounds_clockwise_each_player_may_act_once():
    state = finish_draw_phase(new_game(players=3, seed=9, first_player=2))
    assert state.phase == "battle"
    order = []
    while not state.is_terminal():
        if state.pending is None:
            order.append(state.current_player)
        state = state.apply("pass")
    assert order == [2, 0, 1, 2, 0, 1]


def test_FP_10_pair_redraw_discards_two_and_draws_four_uninterrupted():
    state = pos([["7H", "7S", "2C"], ["7D", "(7C)"]], pile=["AS", "KS", "QS", "JS", "10S"])
    after = state.apply("pair 7H 7S")
    assert after.cards_of(0) == cards("2C AS KS QS JS")
    assert list(after.pile[-2:]) == cards("7H 7S") and after.pile[0] == C("10S")
    assert after.pending is None and after.current_player == 1             # no interrupt window
    with pytest.raises(IllegalAction, match="FP-10"):
        state.apply("pair 7H 2C")


def test_FP_11_triple_redraw_discards_three_and_draws_six():
    state = pos([["9H", "9S", "9D", "3C"], ["4D"]], pile=["2S", "3S", "4S", "5S", "6S", "7S", "8S"])
    after = state.apply("triple 9D 9H 9S")
    assert after.cards_of(0) == cards("3C 2S 3S 4S 5S 6S 7S")
    assert list(after.pile[-3:]) == cards("9D 9H 9S") and after.pile[0] == C("8S")
    assert after.pending is None
    with pytest.raises(IllegalAction, match="FP-11"):
        state.apply("triple 9D 9H 3C")


def test_FP_12_draw_top_takes_the_first_card_of_the_pile():
    state = pos([["2C"], ["4D"]], pile=["QH", "3S"])
    after = state.apply("draw top")
    assert after.cards_of(0) == cards("2C QH") and after.pile[0] == C("3S")
    assert after.pending is None and after.last_event.find("draw").clause == "FP-12"


def test_FP_13_draw_the_nth_card_n_a_sum_of_face_up_numbers():
    state = pos([["3C", "5D", "(9S)"], ["4D"]], pile=["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H"])
    assert state.reachable(0) == {3, 5, 8}                 # the face-down 9♠ does not count
    after = state.apply("draw 8")
    assert after.cards_of(0)[-1] == C("9H") and C("9H") not in after.pile
    assert list(after.pile[:7]) == cards("2H 3H 4H 5H 6H 7H 8H")         # the pile keeps its order
    with pytest.raises(IllegalAction, match="FP-13"):
        state.apply("draw 4")


def test_FP_14_hide_turns_a_face_up_card_face_down():
    state = pos([["QC", "(2H)"], ["4D"]])
    after = state.apply("hide QC")
    assert after.face_down(0) == cards("QC 2H") and after.pending is None
    with pytest.raises(IllegalAction, match="FP-14"):
        state.apply("hide 2H")


def test_FP_15_reveal_to_force_another_player_to_turn_a_card_up():
    state = pos([["(7H)", "2C"], ["(KS)", "(4D)", "9C"], ["3S"]])
    declared = state.apply("force 7H 1:2")
    assert declared.is_face_up(C("7H"))
    assert declared.pending.queue == (1,)                  # seat 2 shows only 3♠: it cannot interrupt
    done = declared.apply("pass")
    assert done.is_face_up(C("4D")) and not done.is_face_up(C("KS"))
    assert done.last_event.find("force").cards == ("4♦",)
    # interrupted by a card of the same suit or number: nothing more is revealed, 7♥ stays up
    state2 = pos([["(7H)", "2C"], ["(KS)", "(4D)", "9C"], ["7S"]])
    stopped = play(state2, "force 7H 1:1", "pass", "interrupt 7S")
    assert stopped.is_face_up(C("7H")) and not stopped.is_face_up(C("KS"))
    assert stopped.pile[-1] == C("7S") and stopped.current_player == 1


def test_FP_16_swap_high_response_and_interrupt():
    state = pos([["9C", "2S"], ["8D", "3D", "(QD)"], ["9H"]])
    # succeeds when nobody answers: the cards change places, face up
    done = play(state, "swap_high 9C 8D", "pass", "pass", "pass")
    assert done.cards_of(0) == cards("8D 2S") and C("9C") in done.cards_of(1) and done.is_face_up(C("9C"))
    # the owner reveals a higher diamond: the actor discards, the owner keeps the target
    protected = play(state, "swap_high 9C 8D", "protect QD")
    assert protected.cards_of(0) == cards("2S") and protected.pile[-1] == C("9C")
    assert C("8D") in protected.cards_of(1) and protected.is_face_up(C("QD"))
    # any player interrupts with a 9 or a club: the actor discards, the owner keeps the target
    stopped = play(state, "swap_high 9C 8D", "pass", "pass", "interrupt 9H")
    assert stopped.cards_of(0) == cards("2S") and C("8D") in stopped.cards_of(1)
    assert list(stopped.pile[-2:]) == cards("9C 9H")


def test_FP_17_swap_low_needs_a_lower_card_of_the_same_suit_on_the_lowest():
    state = pos([["2H", "5C"], ["KH", "AS"]])
    done = play(state, "swap_low 2H KH", "pass")
    assert done.cards_of(0) == cards("KH 5C") and done.cards_of(1) == cards("2H AS")
    with pytest.raises(IllegalAction, match="FP-17"):
        state.apply("swap_low 5C KH")                      # not the same suit
    with pytest.raises(IllegalAction, match="FP-17"):
        pos([["2H", "5S"], ["KH", "4S"]]).apply("swap_low 5S 4S")   # not lower


def test_FP_18_swap_equal_has_no_protection_and_no_response():
    state = pos([["9C"], ["9H", "10H", "2H", "(JH)"]])
    declared = state.apply("swap_equal 9C 9H")
    assert declared.pending.window == "interrupt"          # straight to the interrupts
    done = declared.apply("pass")
    assert done.cards_of(0) == cards("9H") and C("9C") in done.cards_of(1)


def test_FP_19_discard_high_makes_the_other_discard_the_target():
    state = pos([["JS", "2D"], ["10C", "4C"]])
    done = play(state, "discard_high JS 10C", "pass")
    assert done.cards_of(0) == cards("2D") and done.cards_of(1) == cards("4C")
    assert list(done.pile[-2:]) == cards("JS 10C")


def test_FP_20_discard_low_needs_the_same_suit_and_the_lowest():
    state = pos([["3S", "KD"], ["8S", "QS"]])
    done = play(state, "discard_low 3S 8S", "pass")
    assert done.cards_of(1) == cards("QS") and list(done.pile[-2:]) == cards("3S 8S")
    with pytest.raises(IllegalAction, match="FP-31"):
        state.apply("discard_low 3S QS")                   # 8♠ is lower: Q♠ is not the lowest


def test_FP_21_discard_equal_ignores_protection():
    state = pos([["QD"], ["QH", "KH", "2H"]])
    done = play(state, "discard_equal QD QH", "pass")
    assert done.cards_of(1) == cards("KH 2H") and not done.cards_of(0)


def test_FP_22_steal_high_needs_two_matching_cards():
    state = pos([["10D", "8H", "3S", "4C"], ["8S", "4S"]])
    done = play(state, "steal_high 10D 8S with 8H 3S", "pass")
    assert C("8S") in done.cards_of(0) and done.is_face_up(C("8S")) and done.pile[-1] == C("10D")
    assert done.cards_of(1) == cards("4S")
    with pytest.raises(IllegalAction, match="FP-22"):
        state.apply("steal_high 10D 8S with 8H 4C")        # 4♣ matches 8♠ in neither number nor suit


def test_FP_23_steal_low_needs_three_matching_cards():
    state = pos([["2D", "7S", "AC", "7H"], ["7C", "KC"]])
    done = play(state, "steal_low 2D 7C with 7H 7S AC", "pass")
    assert C("7C") in done.cards_of(0) and done.cards_of(1) == cards("KC")
    with pytest.raises(IllegalAction, match="FP-23"):
        state.apply("steal_low 2D 7C with 7H 7S")          # only two named


def test_FP_24_an_interrupt_matches_the_acting_card_in_suit_or_number():
    state = pos([["9C", "2S"], ["8D", "3D"], ["9H", "2C", "KH"]])
    asked = state.apply("swap_high 9C 8D")
    assert asked.pending.queue == (2,)                     # seat 1 shows no 9 and no club: not asked
    assert strs(asked.legal_actions()) == ["interrupt 9♥", "interrupt 2♣", "pass"]
    with pytest.raises(IllegalAction, match="FP-24"):
        asked.apply("interrupt KH")


def test_FP_25_interrupting_does_not_use_up_your_turn():
    state = pos([["9C", "2S"], ["8D", "3D"], ["9H", "KH"]])
    stopped = play(state, "swap_high 9C 8D", "interrupt 9H")
    assert stopped.current_player == 1 and stopped.turn == 1               # seat 1's own turn, as planned
    stopped = stopped.apply("pass")
    assert stopped.current_player == 2                                     # the interrupter still has its turn


def test_FP_26_players_may_remember_cards_every_move_is_public():
    state = pos([["9C", "2S"], ["8D", "3D"], ["9H", "KH"]])
    stopped = play(state, "swap_high 9C 8D", "interrupt 9H")
    # what happened, with the cards that went under the pile, is in the event every seat sees
    for viewer in (0, 1, 2, None):
        event = stopped.view(viewer).to_dict()["last_event"]
        moved = [c for cons in event["consequences"] for c in cons.get("cards", [])]
        assert "9♥" in moved and "9♣" in moved


def test_FP_27_nobody_may_look_through_the_pile():
    state = finish_draw_phase(new_game(players=3, seed=11))
    for viewer in (0, 1, 2, None):
        seen = state.view(viewer).to_dict()
        assert seen["pile_size"] == len(state.pile) and "pile" not in seen
    # a computer player imagining the unseen cards reshuffles the pile with the others' hidden cards
    world = state.determinize(0, random.Random(1))
    hidden = sorted(state.pile + tuple(c for s in (1, 2) for c in state.face_down(s)))
    assert sorted(world.pile + tuple(c for s in (1, 2) for c in world.face_down(s))) == hidden
    assert len(world.pile) == len(state.pile) and world.view(0).to_dict() == state.view(0).to_dict()


def test_FP_28_discards_go_to_the_bottom_of_the_pile():
    state = pos([["JS", "2D"], ["10C", "4C"]], pile=["AH"])
    done = play(state, "discard_high JS 10C", "pass")
    assert done.pile[0] == C("AH") and list(done.pile[-2:]) == cards("JS 10C")


def test_FP_29_face_down_cards_of_others_cannot_be_targeted_or_scored():
    state = pos([["QC", "2H"], ["(JC)", "3S"]])
    with pytest.raises(IllegalAction, match="FP-29"):
        state.apply("swap_high QC JC")
    # the message for a face-down card is the one for a card in the pile: it gives nothing away
    assert str(state.explain("swap_high QC JC")).replace("J♣", "X") == \
        str(state.explain("swap_high QC JH")).replace("J♥", "X")
    end = pos([["QC", "2H"], ["(QD)", "3S"]], to_move=1, battle_round=2).apply("pass")
    assert end.hand_of(0)[0].category == "high card"       # the face-down Q♦ cannot be borrowed


def test_FP_30_you_may_use_your_own_face_down_cards():
    state = pos([["(KC)", "2H"], ["QC", "3S"]])
    declared = state.apply("swap_high KC QC")
    assert declared.is_face_up(C("KC"))
    done = declared.apply("pass")
    assert C("QC") in done.cards_of(0)


def test_FP_31_same_suit_cards_protect_each_other_in_number_order():
    state = pos([["2H", "AC"], ["KH", "10H"]])
    with pytest.raises(IllegalAction, match="FP-31"):
        state.apply("swap_low 2H KH")
    assert state.is_legal("swap_low 2H 10H")               # the 10♥ is the lowest heart shown
    state = pos([["AC"], ["10S", "JS"]])
    with pytest.raises(IllegalAction, match="FP-31"):
        state.apply("discard_high AC 10S")
    assert state.is_legal("discard_high AC JS")


def test_FP_3_hand_order_follows_poker():
    assert hand_rank(cards("2C 3D 4H 5S 7C")) < hand_rank(cards("2C 2D 4H 5S 7C")) < \
        hand_rank(cards("2C 2D 4H 4S 7C")) < hand_rank(cards("2C 2D 2H 5S 7C")) < \
        hand_rank(cards("2C 3D 4H 5S 6C")) < hand_rank(cards("2C 5C 7C 9C JC")) < \
        hand_rank(cards("2C 2D 2H 5S 5C")) < hand_rank(cards("2C 2D 2H 2S 7C")) < \
        hand_rank(cards("2C 3C 4C 5C 6C"))


def test_FP_13_sums_are_over_any_set_of_face_up_cards():
    assert reachable_sums(cards("2C 2D")) == {2, 4}
    assert reachable_sums(cards("AC")) == {1}


def test_FP_24_the_first_interrupt_closes_the_window():
    state = pos([["9C", "2S"], ["8D", "3D", "9S"], ["9H"]])
    stopped = play(state, "swap_high 9C 8D", "interrupt 9S")       # seat 1 is asked first
    assert stopped.pending is None and C("9H") in stopped.cards_of(2)
    assert stopped.last_event.find("interrupt").seat == 1
    assert isinstance(state.apply("swap_high 9C 8D").legal_actions()[-1], Pass)
    assert all(isinstance(a, (Interrupt, Pass)) for a in state.apply("swap_high 9C 8D").legal_actions())


def test_FP_9_after_two_battle_rounds_the_game_is_over():
    state = to_end(finish_draw_phase(new_game(players=2, seed=4)))
    assert state.is_terminal() and state.current_player is None and state.legal_actions() == []
    with pytest.raises(IllegalAction, match="FP-9"):
        state.apply("pass")
