"""Bisca's worked examples (BI-EX-n), one test each, with the answers worked by hand from the rules."""
from engine import bisca


def test_BI_EX_1_a_heart_beats_a_spade_whatever_the_ranks():
    assert bisca.beats("2H", "KS") is True          # hearts outrank spades
    assert bisca.beats("KS", "2H") is False


def test_BI_EX_2_bets_never_bring_the_running_total_to_five():
    # five cards, four players: the bets 2, 1, 0 are made in turn, the fourth player bets last
    assert bisca.is_valid_bet(5, [], 2)
    assert not bisca.is_valid_bet(5, [2], 3)       # 2 + 3 = 5
    assert bisca.is_valid_bet(5, [2], 1)           # 2 + 1 = 3
    assert not bisca.is_valid_bet(5, [2, 1], 2)    # 2 + 1 + 2 = 5
    assert bisca.is_valid_bet(5, [2, 1], 0)
    assert bisca.allowed_bets(5, [2, 1, 0]) == [0, 1, 3, 4, 5]   # anything but 2
    assert bisca.allowed_bets(5, []) == [0, 1, 2, 3, 4]
    assert bisca.allowed_bets(5, [2]) == [0, 1, 2, 4, 5]


def test_BI_EX_3_round_scores():
    assert bisca.round_score(3, 3) == 3            # exact
    assert bisca.round_score(0, 0) == 1            # exact zero
    assert bisca.round_score(2, 4) == -2           # two too many
    assert bisca.round_score(3, 1) == -2           # two too few


def test_BI_EX_4_the_ace_of_hearts_high_and_low():
    assert bisca.beats(("AH", "ALTA"), "KH") is True
    assert bisca.beats(("AH", "BASSA"), "AS") is False
    assert bisca.beats("AS", ("AH", "BASSA")) is True
    assert bisca.beats("2S", ("AH", "BASSA")) is True


def test_BI_EX_5_who_takes_the_trick():
    assert bisca.trick_winner(["5C", "2D", "KC"]) == 1             # the only diamond
    assert bisca.trick_winner([("AH", "BASSA"), "2S"]) == 1
    assert bisca.trick_winner(["QS", ("AH", "ALTA"), "KH"]) == 1


def test_BI_EX_6_the_first_blind_bet_can_only_be_zero():
    assert bisca.allowed_bets(1, []) == [0]        # a bet of 1 would make the total equal the hand


def test_BI_EX_7_hand_sizes_and_cards_held_over_a_game():
    assert tuple(bisca.hand_sizes()) == (5, 4, 3, 2, 1, 2, 3, 4, 5)
    assert sum(bisca.hand_sizes()) == 29


def test_BI_EX_8_decks_needed_and_the_largest_table():
    assert bisca.decks_needed(6) == 1
    assert bisca.decks_needed(7) == 2
    assert bisca.max_players() == 104 // 5 == 20


def test_BI_EX_9_after_a_blind_zero_everyone_bets_zero():
    assert bisca.allowed_bets(1, [0]) == [0]
    assert bisca.allowed_bets(1, [0, 0, 0]) == [0]


def test_BI_A5_a_low_ace_of_hearts_loses_even_to_the_two_of_spades():
    assert bisca.beats("2S", ("AH", "BASSA")) and not bisca.beats(("AH", "BASSA"), "2S")
    assert bisca.trick_winner([("AH", "BASSA"), "2S"]) == 1


def test_BI_A11_a_round_has_as_many_tricks_as_cards_in_each_hand():
    state = bisca.new_game(players=3, seed=6)
    while not state.is_terminal():
        state = state.apply(state.legal_actions()[0])
    assert [r.hand_size for r in state.rounds] == list(bisca.hand_sizes())
    assert [sum(r.taken) for r in state.rounds] == [r.hand_size for r in state.rounds]
