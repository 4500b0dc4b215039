"""come-quando-frederik-piange: the worked examples FP-EX-1..FP-EX-9, played on the engine."""
from engine.frederik import best_hand, hand_rank, new_game, reachable_sums

from tests.frederik.helpers import C, cards, finish_draw_phase, play, pos, strs


def test_FP_EX_1_a_low_swap_on_a_king_protected_by_the_ten():
    # the 10♥ face up: K♥ is not the lowest heart, the swap cannot even be declared
    shown = pos([["2H"], ["KH", "10H"]])
    assert shown.explain("swap_low 2H KH").clause == "FP-31"
    # the 10♥ face down: the swap is declared, the owner reveals the 10♥ and the swap fails
    hidden = pos([["2H"], ["KH", "(10H)"]])
    declared = hidden.apply("swap_low 2H KH")
    assert declared.pending.window == "response" and "protect 10♥" in strs(declared.legal_actions())
    failed = declared.apply("protect 10H")
    assert failed.pile[-1] == C("2H") and not failed.cards_of(0)
    assert failed.cards_of(1) == cards("KH 10H") and failed.is_face_up(C("10H"))


def test_FP_EX_2_an_ace_cannot_discard_the_ten_of_spades_below_a_jack():
    assert pos([["AD"], ["10S", "JS"]]).explain("discard_high AD 10S").clause == "FP-31"
    alone = pos([["AD"], ["10S", "4C"]])
    done = alone.apply("discard_high AD 10S")              # nobody can answer: it resolves at once
    assert list(done.pile[-2:]) == cards("AD 10S") and done.cards_of(1) == cards("4C")
    hidden = pos([["AD"], ["10S", "(QS)"]])
    failed = play(hidden, "discard_high AD 10S", "protect QS")
    assert failed.pile[-1] == C("AD") and failed.cards_of(1) == cards("10S QS")


def test_FP_EX_3_borrow_one_king_for_three_of_a_kind_not_a_full_house():
    rank, used = best_hand(cards("KS KH 7D 3C 2S"), cards("KD 7C"))
    assert rank.category == "three of a kind" and strs(used) == ["K♠", "K♥", "K♦", "7♦", "3♣"]
    assert best_hand(cards("KS KH 7D 3C 2S"), cards("7C"))[0].category == "two pair"


def test_FP_EX_4_the_sums_of_face_up_numbers():
    assert sorted(reachable_sums(cards("3C 5D 9S"))) == [3, 5, 8, 9, 12, 14, 17]
    assert sorted(reachable_sums(cards("AD KS"))) == [1, 13, 14]


def test_FP_EX_5_after_the_draw_phase_five_cards_each_and_22_in_the_pile_with_six():
    state = finish_draw_phase(new_game(players=6, seed=12))
    assert [len(s) for s in state.seats] == [5] * 6 and len(state.pile) == 22
    assert all(len(state.face_down(s)) <= 1 for s in range(6))
    opener = new_game(players=6, seed=12, first_player=0).apply("keep all")
    opener = finish_draw_phase(opener)
    assert len(opener.face_down(0)) == 5 and len(opener.pile) == 22


def test_FP_EX_6_an_interrupt_by_number_or_by_suit_cancels_the_swap():
    table = [["9C", "AD"], ["8D", "3D"], ["9H", "2C"]]
    for card in ("9H", "2C"):
        stopped = play(pos(table), "swap_high 9C 8D", f"interrupt {card}")
        assert list(stopped.pile[-2:]) == [C("9C"), C(card)] and stopped.cards_of(1) == cards("8D 3D")


def test_FP_EX_7_an_equal_swap_ignores_higher_and_lower_hearts():
    state = pos([["9C"], ["9H", "10H", "2H"], ["(9S)"]])
    declared = state.apply("swap_equal 9C 9H")
    assert declared.pending.window == "interrupt" and declared.pending.queue == (2,)
    assert play(declared, "interrupt 9S").cards_of(1) == cards("9H 10H 2H")
    assert play(declared, "pass").cards_of(0) == cards("9H")


def test_FP_EX_8_steal_high_with_a_number_match_and_a_suit_match():
    state = pos([["9D", "8H", "3S"], ["8S", "4S"]])
    done = state.apply("steal_high 9D 8S with 8H 3S")
    assert done.pile[-1] == C("9D") and done.cards_of(0) == cards("8H 3S 8S") and done.is_face_up(C("8S"))


def test_FP_EX_9_poker_order_the_wheel_and_missing_kickers():
    assert hand_rank(cards("AS KS QS JS 10S")) > hand_rank(cards("9H 9D 9C 9S 2C"))
    assert hand_rank(cards("5D 4C 3H 2S AS")).category == "straight"
    assert hand_rank(cards("5D 4C 3H 2S AS")) < hand_rank(cards("6C 5D 4C 3H 2S"))
    assert hand_rank(cards("KS KH")) < hand_rank(cards("KD KC 2S"))
