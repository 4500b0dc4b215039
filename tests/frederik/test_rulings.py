"""come-quando-frederik-piange: one test (or a few) per ruling FP-A1..FP-A27, variants included."""
import pytest

from engine import IllegalAction
from engine.frederik import FrederikOptions, best_hand, hand_rank, new_game, nth_value, reachable_sums

from tests.frederik.helpers import C, cards, finish_draw_phase, play, pos, strs


def test_FP_A1_colour_means_suit_unless_the_red_black_variant_is_chosen():
    table = [["(7H)", "2C"], ["(KS)", "(3C)"], ["5D"]]
    state = pos(table)
    assert state.apply("force 7H 1:1").pending.queue == (1,)            # 5♦ is not a heart: seat 2 not asked
    variant = pos(table, colour_means="red_black")
    asked = play(variant, "force 7H 1:1", "pass")
    assert asked.current_player == 2 and "interrupt 5♦" in strs(asked.legal_actions())
    with pytest.raises(ValueError, match="colour_means"):
        FrederikOptions.of(colour_means="green")
    # in the variant a red card shields a red card, and a steal counts red cards as matching a red target
    guarded = [["AC"], ["10H", "(QD)"]]
    assert strs(pos(guarded).apply("swap_high AC 10H").legal_actions()) == ["pass"]
    assert strs(pos(guarded, colour_means="red_black").apply("swap_high AC 10H").legal_actions()) == \
        ["protect Q♦", "pass"]
    thief = [["KS", "2D", "3D"], ["10H", "4C"]]
    assert not pos(thief).is_legal("steal_high KS 10H with 2D 3D")
    assert pos(thief, colour_means="red_black").is_legal("steal_high KS 10H with 2D 3D")


def test_FP_A2_higher_protects_from_high_lower_from_low_nothing_from_equal():
    table = [["QC", "2S", "9S"], ["9H", "10H", "2H"]]
    state = pos(table)
    assert not state.is_legal("swap_high QC 9H")          # 10♥ is higher: protected from a high action
    assert state.explain("swap_high QC 9H").clause == "FP-31"
    assert state.is_legal("swap_high QC 10H")
    assert not pos([["2H", "AC"], ["9H", "3H"]]).is_legal("swap_low 2H 9H")   # 3♥ is lower
    assert state.is_legal("swap_equal 9S 9H")             # equal actions are never protected


def test_FP_A3_only_face_up_cards_count_at_declaration_hidden_ones_must_be_revealed():
    state = pos([["QC"], ["9H", "(10H)"]])
    assert state.is_legal("swap_high QC 9H")              # the face-down 10♥ does not forbid it
    declared = state.apply("swap_high QC 9H")
    assert declared.pending.window == "response" and strs(declared.legal_actions()) == ["protect 10♥", "pass"]
    protected = declared.apply("protect 10H")
    assert protected.is_face_up(C("10H")) and C("9H") in protected.cards_of(1) and not protected.cards_of(0)


def test_FP_A4_response_first_then_interrupts_clockwise_from_the_actors_left_target_included():
    state = pos([["9C", "2S"], ["(3C)", "KS"], ["8D", "(4S)"], ["9H"]], to_move=1)
    declared = state.apply("swap_high KS 8D")             # seat 1 acts against seat 2
    assert declared.current_player == 2 and declared.pending.window == "response"
    assert strs(declared.legal_actions()) == ["pass"]      # the hidden 4♠ does not protect a diamond
    asked = declared.apply("pass")
    # from the actor's left: seat 2 (the target's owner), seat 3 (shows no K and no spade: skipped), seat 0
    assert asked.pending.queue == (2, 0)
    assert strs(asked.legal_actions()) == ["interrupt 4♠", "pass"]
    first = asked.apply("pass")
    assert first.current_player == 0 and "interrupt 2♠" in strs(first.legal_actions())
    stopped = first.apply("interrupt 2S")
    assert stopped.pending is None and C("8D") in stopped.cards_of(2) and C("KS") not in stopped.cards_of(1)
    assert stopped.current_player == 2 and stopped.turn == 2


def test_FP_A5_ace_is_high_in_comparisons_and_one_in_sums():
    state = pos([["AS"], ["KH"]])
    assert state.is_legal("swap_high AS KH") and not state.is_legal("swap_low AS KH")
    assert reachable_sums(cards("AD KS")) == {1, 13, 14}
    assert nth_value(C("KS"), "faces_count_10") == 10 and nth_value(C("AS"), "faces_count_10") == 1
    assert reachable_sums(cards("QS 2D"), "faces_excluded") == {2}
    assert pos([["QC", "2D"], ["4H"]], nth_values="faces_count_10").reachable(0) == {2, 10, 12}
    assert hand_rank(cards("AS 2D 3C 4H 5S")).category == "straight"     # the ace still plays low in poker


def test_FP_A6_equal_hands_share_the_victory():
    end = pos([["KS", "KH", "4C"], ["KD", "KC", "4D"]], to_move=1, battle_round=2).apply("pass")
    assert end.winners() == [0, 1] and end.returns() == [0.5, 0.5]
    with pytest.raises(ValueError, match="tie_policy"):
        new_game(players=2, tie_policy="first")


def test_FP_A7_your_own_face_down_cards_count_in_your_hand():
    end = pos([["KS", "(KH)"], ["2C"]], to_move=1, battle_round=2).apply("pass")
    assert end.hand_of(0)[0].category == "pair"


def test_FP_A8_several_players_may_borrow_the_same_card_and_it_stays_put():
    end = pos([["QS", "QH"], ["9S", "9H"], ["AC"]], to_move=2, battle_round=2).apply("pass")
    assert C("AC") in end.hand_of(0)[1] and C("AC") in end.hand_of(1)[1]
    assert end.cards_of(2) == cards("AC")


def test_FP_A9_battle_draws_and_received_cards_are_face_up_unless_the_variant_says_down():
    state = pos([["2C"], ["4D"]], pile=["QH"])
    assert state.apply("draw top").is_face_up(C("QH"))
    down = pos([["2C"], ["4D"]], pile=["QH"], battle_draw_face="down").apply("draw top")
    assert not down.is_face_up(C("QH"))
    assert down.last_event.find("draw").cards == ()      # a face-down draw is not shown to the table
    swapped = play(pos([["(9C)"], ["8D"]]), "swap_high 9C 8D")
    assert swapped.is_face_up(C("9C")) and swapped.is_face_up(C("8D"))


def test_FP_A10_in_battle_several_cards_may_lie_face_down():
    state = pos([["QC", "JC", "(2H)"], ["4D"]])
    after = play(state, "hide QC", "pass", "hide JC")
    assert len(after.face_down(0)) == 3


def test_FP_A11_all_face_down_only_on_the_first_turn_then_skip_the_draws():
    state = new_game(players=2, seed=3, first_player=0)
    state = state.apply("keep all")
    assert state.current_player == 1 and strs(state.legal_actions())[-1] == "keep all"
    state = play(state, "keep 1", "bottom 1", "bottom 1", "bottom 1", "leave 1")
    assert state.current_player == 1 and "keep all" not in strs(state.legal_actions())  # seat 0 skips
    with pytest.raises(IllegalAction, match="FP-A11"):
        state.apply("keep all")
    off = new_game(players=2, seed=3, allow_all_face_down_opening=False)
    with pytest.raises(IllegalAction, match="FP-A11"):
        off.apply("keep all")


def test_FP_A12_low_swaps_need_the_same_suit_a_low_steal_does_not_unless_the_variant():
    table = [["2D", "7S", "AC", "7H"], ["7C", "KC"]]
    assert pos(table).is_legal("steal_low 2D 7C with 7H 7S AC")
    variant = pos(table, low_steal_requires_same_suit=True)
    assert variant.explain("steal_low 2D 7C with 7H 7S AC").clause == "FP-A12"
    assert not pos([["2D"], ["7C"]]).is_legal("swap_low 2D 7C")


def test_FP_A13_a_steals_matching_cards_are_other_cards_shown_to_the_table():
    state = pos([["9S", "(8H)", "3S"], ["8S", "4C"]])
    assert state.explain("steal_high 9S 8S with 8H").clause == "FP-22"     # the used 9♠ does not count
    declared = state.apply("steal_high 9S 8S with 8H 3S")
    assert declared.is_face_up(C("8H"))                                    # shown, and it stays
    variant = pos([["9S", "(8H)", "3S"], ["8S", "4C"]], steal_count_includes_used_card=True)
    assert variant.is_legal("steal_high 9S 8S with 8H")


def test_FP_A14_a_player_may_pass_the_battle_turn():
    state = pos([["2C"], ["4D"]])
    after = state.apply("pass")
    assert after.current_player == 1 and after.cards_of(0) == cards("2C")


def test_FP_A15_n_from_one_to_the_pile_size_from_a_non_empty_set():
    state = pos([["10C", "9D"], ["4D"]], pile=["2S", "3S"], rest_to=1)
    assert state.reachable(0) == set() and len(state.pile) == 2
    with pytest.raises(IllegalAction, match="FP-A15"):
        state.apply("draw 10")
    with pytest.raises(IllegalAction, match="FP-A15"):
        state.apply("draw 0")


def test_FP_A16_a_redraw_takes_what_is_left_when_the_pile_is_short():
    state = pos([["7H", "7S"], ["4D"]], pile=["2S", "3S"], rest_to=1)
    after = state.apply("pair 7H 7S")
    assert after.cards_of(0) == cards("2S 3S") and list(after.pile) == cards("7H 7S")


def test_FP_A17_a_random_seat_starts_fixed_by_the_seed_or_the_option():
    firsts = {new_game(players=4, seed=s).current_player for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(players=4, seed=5).current_player == new_game(players=4, seed=5).current_player
    assert new_game(players=4, seed=5, first_player=2).current_player == 2
    with pytest.raises(ValueError, match="FP-A17"):
        new_game(players=3, first_player=3)
    battle = finish_draw_phase(new_game(players=3, seed=1, first_player=1))
    assert battle.current_player == 1


def test_FP_A18_force_needs_your_hidden_card_and_a_hidden_card_of_the_target():
    state = pos([["7H", "(2C)"], ["KS", "9C"]])
    assert state.explain("force 7H 1:1").clause == "FP-A18"              # 7♥ is already face up
    assert state.explain("force 2C 1:1").clause == "FP-A18"              # seat 1 has nothing hidden
    state = pos([["(2C)"], ["(KS)", "(9C)"]])
    assert strs(state.legal_actions()).count("force 2♣ 1:1") == 1 and "force 2♣ 1:2" in strs(state.legal_actions())
    assert state.explain("force 2C 1:3").clause == "FP-A18"


def test_FP_A19_the_actors_card_goes_under_first():
    done = pos([["JS"], ["10C"]]).apply("discard_high JS 10C")        # nobody can answer: it resolves
    assert list(done.pile[-2:]) == cards("JS 10C")
    stopped = play(pos([["JS"], ["10C", "JD"]]), "discard_high JS 10C", "interrupt JD")
    assert list(stopped.pile[-2:]) == cards("JS JD")


def test_FP_A20_short_hands_missing_kickers_and_five_card_straights():
    assert hand_rank(cards("KS KH")) < hand_rank(cards("KD KC 2S"))
    assert hand_rank(cards("2C 3D 4H 5S")).category == "high card"       # four in a row is no straight
    assert hand_rank(cards("AS")) > hand_rank(cards("KS QS"))
    assert best_hand(cards("9C 9D"), [])[0] == hand_rank(cards("9C 9D"))


def test_FP_A21_equal_numbers_only_use_the_equal_actions():
    state = pos([["9C"], ["9H"]])
    assert state.explain("swap_high 9C 9H").clause == "FP-A21"
    assert state.explain("discard_low 9C 9H").clause == "FP-A21"
    assert state.is_legal("swap_equal 9C 9H")


def test_FP_A22_any_own_card_may_act_the_target_is_another_players_face_up_card():
    state = pos([["(KC)", "QD"], ["QC"]])
    assert state.is_legal("swap_high KC QC")
    assert state.explain("swap_high KC QD").clause == "FP-A22"           # your own card is no target
    assert state.explain("swap_high JH QC").clause == "FP-A22"           # J♥ is not yours


def test_FP_A23_example_one_reads_given_that_the_opponent_has_the_ten():
    state = pos([["2H"], ["KH", "10H"]])
    assert state.explain("swap_low 2H KH").clause == "FP-31"


def test_FP_A24_draw_first_then_discard_and_no_draw_from_an_empty_pile():
    state = pos([["7H", "7S", "2C"], ["4D"]], pile=["AS", "KS", "QS", "JS"], rest_to=1)
    after = state.apply("pair 7H 7S")
    assert after.cards_of(0) == cards("2C AS KS QS JS") and list(after.pile) == cards("7H 7S")
    empty = pos([["2C"], ["4D"]], rest_to=1)
    assert empty.explain("draw top").clause == "FP-A24" and "draw top" not in strs(empty.legal_actions())


def test_FP_A25_the_target_cannot_interrupt_its_own_action():
    state = pos([["9C", "2S"], ["8C", "(3D)"]])
    asked = play(state, "swap_high 9C 8C", "pass")
    assert asked.current_player == 1 and strs(asked.legal_actions()) == ["pass"]
    assert asked.explain("interrupt 8C").clause == "FP-A25"


def test_FP_A26_a_face_down_acting_card_turns_up_and_is_discarded_if_the_action_fails():
    state = pos([["(9C)"], ["8D", "(QD)"]])
    declared = state.apply("swap_high 9C 8D")
    assert declared.is_face_up(C("9C"))
    failed = declared.apply("protect QD")
    assert failed.pile[-1] == C("9C") and not failed.cards_of(0)


def test_FP_A27_a_player_without_cards_may_draw_or_pass_and_cannot_interrupt():
    state = pos([[], ["9C", "2S"], ["8D", "(5H)"]])
    assert strs(state.legal_actions()) == ["pass", "draw top"]
    acted = play(state, "pass", "swap_high 9C 8D", "pass")
    assert acted.pending.queue == (2,)                     # seat 0, with no card, is never asked
