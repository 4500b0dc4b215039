"""The game engine, clause by clause: MA-1..MA-18, MA-EX-5..8, MA-A3..MA-A12."""
import json
import random
from collections import Counter

import pytest

from engine import CorruptSave, Event, IllegalAction, InvalidSeat, UnreadableAction
from engine.bots import RandomBot
from engine.cards import FrenchCard, card_counts
from engine.captions import event_caption
from engine.core import play_out
from engine.machiavelli import (
    PACK, Draw, MachiavelliOptions, Play, State, best_play, is_valid_table, melds_of, new_game, position,
)


def cards(text):
    return melds_of([text])[0] if text else ()


def all_cards(state):
    return [c for h in state.hands for c in h] + list(state.stock) + [c for m in state.table for c in m]


def assert_unchanged(before, after_json):
    assert before.to_json() == after_json


# --- MA-1, MA-2, MA-7: players, pack and deal -------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_MA_1_two_to_six_players(players):
    state = new_game(players=players, seed=1)
    assert state.num_players == players


@pytest.mark.parametrize("players", [0, 1, 7, 10])
def test_MA_1_other_player_counts_are_refused(players):
    with pytest.raises(IllegalAction, match="MA-1"):
        new_game(players=players)


def test_MA_2_one_hundred_and_four_cards_no_jokers():
    assert len(PACK) == 104
    assert set(card_counts(PACK).values()) == {2} and len(card_counts(PACK)) == 52
    state = new_game(players=5, seed=2)
    assert Counter(all_cards(state)) == Counter(PACK)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_MA_7_thirteen_cards_each_rest_is_the_tallone(players):
    state = new_game(players=players, seed=9)
    assert [len(h) for h in state.hands] == [13] * players
    assert len(state.stock) == 104 - 13 * players
    assert state.table == ()


def test_MA_7_same_seed_same_deal_other_seed_other_deal():
    assert new_game(seed=4) == new_game(seed=4)
    assert new_game(seed=4).hands != new_game(seed=5).hands


def test_MA_EX_6_deal_arithmetic_with_four_players():
    state = new_game(players=4, seed=0)
    assert sum(len(h) for h in state.hands) == 52 and len(state.stock) == 52
    first = state.first_player
    top = state.stock[0]
    state = state.apply("draw")
    assert len(state.stock) == 51 and len(state.hands[first]) == 14 and top in state.hands[first]


# --- MA-4, MA-8, MA-A4, MA-A7: turn order and the first turn ---------------------------------------

def test_MA_A7_first_player_is_left_of_the_dealer():
    for seed in range(6):
        state = new_game(players=4, seed=seed)
        assert state.current_player == (state.dealer + 1) % 4


def test_MA_A7_first_dealer_depends_on_the_seed():
    assert len({new_game(players=6, seed=s).dealer for s in range(30)}) > 1


def test_MA_8_first_player_draws_the_top_card():
    state = new_game(players=3, seed=3)
    assert state.legal_actions() == [Draw()]
    top = state.stock[0]
    after = state.apply("draw")
    assert Counter(after.hands[state.first_player]) - Counter(state.hands[state.first_player]) == Counter([top])


def test_MA_A4_first_player_may_not_operate_on_the_first_turn():
    state = new_game(players=3, seed=3)
    hand = state.hands[state.first_player]
    saved = state.to_json()
    with pytest.raises(IllegalAction, match="MA-A4"):
        state.apply(Play((hand[:3],)))
    assert_unchanged(state, saved)


def test_MA_A4_normal_first_turn_variant():
    state = position(["7S 7H 7D 2C", None], first_turn="normal")
    fresh = new_game(players=2, seed=0, first_turn="normal")
    assert not fresh.opening and len(fresh.legal_actions()) >= 1
    assert len(fresh.hands[fresh.first_player]) == 13
    after = state.apply("play 7S 7H 7D")
    assert after.table == (cards("7S 7H 7D"),)


def test_MA_A4_draw_then_operate_variant():
    state = new_game(players=3, seed=3, first_turn="draw_then_operate")
    assert len(state.hands[state.first_player]) == 14 and len(state.stock) == 104 - 39 - 1
    assert not state.opening and len(state.legal_actions()) >= 1


def test_MA_4_play_goes_clockwise():
    state = new_game(players=5, seed=8)
    seats = []
    for _ in range(7):
        seats.append(state.current_player)
        state = state.apply("draw")
    assert seats == [(seats[0] + k) % 5 for k in range(7)]


def test_MA_4_apply_as_refuses_the_wrong_seat():
    state = new_game(players=3, seed=1)
    assert state.current_player is not None
    wrong = (state.current_player + 1) % 3
    with pytest.raises(IllegalAction, match="MA-4"):
        state.apply_as(wrong, "draw")
    assert state.apply_as(state.current_player, "draw").current_player == wrong


# --- MA-9, MA-10, MA-13, MA-14: operating --------------------------------------------------------------

def test_MA_9_lay_a_new_combination_without_drawing():
    state = position(["7S 7H 7D 2C", None], "3C 4C 5C")
    after = state.apply("play 3C 4C 5C | 7S 7H 7D")
    assert after.hands[0] == cards("2C") and after.stock == state.stock
    assert after.current_player == 1


def test_MA_9_add_to_an_opponents_combination():
    state = position(["6C 2H", None], "3C 4C 5C")
    assert Play.of("3C 4C 5C 6C") in state.legal_actions()
    after = state.apply("play 3C 4C 5C 6C")
    assert after.table == (cards("3C 4C 5C 6C"),) and after.hands[0] == cards("2H")


def test_MA_9_a_card_not_in_hand_is_refused_and_the_state_is_unchanged():
    state = position(["6C 2H", None], "3C 4C 5C")
    saved = state.to_json()
    with pytest.raises(IllegalAction, match="MA-9") as err:
        state.apply("play 3C 4C 5C 6C 7C")
    assert "7♣" in str(err.value)
    assert_unchanged(state, saved)


def test_MA_9_a_card_held_once_cannot_be_laid_twice():
    state = position(["6C 2H", None], "3C 4C 5C | 7C 8C 9C")
    with pytest.raises(IllegalAction, match="MA-9"):
        state.apply("play 3C 4C 5C 6C | 6C 7C 8C 9C")


def test_MA_10_EX_5_rearranging_the_table_in_a_game():
    state = position(["6H 6D 9S", None], "3C 4C 5C 6C")
    after = state.apply("play 3C 4C 5C | 6C 6H 6D")
    assert after.hands[0] == cards("9S") and len(after.stock) == len(state.stock)
    assert is_valid_table(after.table)


def test_MA_10_best_play_finds_the_rearrangement():
    state = position(["6H 6D 9S", None], "3C 4C 5C 6C")
    play = best_play(state)
    after = state.apply(play)
    assert after.hands[0] == cards("9S")


def test_MA_13_laying_one_card_means_no_draw():
    state = position(["6C KH", None], "3C 4C 5C")
    after = state.apply("play 3C 4C 5C 6C")
    assert len(after.stock) == len(state.stock) and len(after.hands[0]) == 1


def test_MA_14_laying_nothing_means_drawing_one_card_and_the_turn_ends():
    state = position(["6C KH", None], "3C 4C 5C", stock_top="9D")
    after = state.apply("draw")
    assert Counter(after.hands[0]) == Counter(cards("6C KH 9D"))
    assert len(after.stock) == len(state.stock) - 1 and after.current_player == 1


def test_MA_5_there_is_no_discard_action():
    state = position(["6C KH", None], "3C 4C 5C")
    assert {type(a) for a in state.legal_actions()} <= {Draw, Play}
    with pytest.raises(IllegalAction, match="MA-9"):
        state.apply("discard KH")


def test_MA_A8_rearranging_without_laying_then_drawing():
    state = position(["KH", None], "3C 4C 5C 6C 7C 8C", stock_top="2D")
    after = state.apply("play 3C 4C 5C | 6C 7C 8C")
    assert after.table == (cards("3C 4C 5C"), cards("6C 7C 8C"))
    assert Counter(after.hands[0]) == Counter(cards("KH 2D"))
    event = after.last_event
    assert event.kinds() == ["rearranged", "taken", "new_group", "draw"] and event.find("rearranged").clause == "MA-A8"
    assert event.find("taken").cards == ("6♣", "7♣", "8♣") and event.find("taken").value == 0
    assert event.find("new_group").cards == ("6♣", "7♣", "8♣") and event.find("new_group").value == 0


def test_MA_A9_no_minimum_opening():
    state = position(["2S 3S 4S KD", None])
    assert state.apply("play 2S 3S 4S").hands[0] == cards("KD")


def test_MA_11_table_cards_never_go_to_the_hand_default_penalty():
    state = position(["KH", None], "3C 4C 5C 6C", stock_top="2D 3D 4D")
    after = state.apply("play 4C 5C 6C")  # 3♣ would go back to the hand
    assert after.table == state.table
    assert Counter(after.hands[0]) == Counter(cards("KH 2D 3D 4D"))
    assert after.last_event.find("refused").clause == "MA-11"


def test_MA_11_with_plain_reject_the_play_is_refused():
    state = position(["KH", None], "3C 4C 5C 6C", failed_operation_penalty=0)
    saved = state.to_json()
    with pytest.raises(IllegalAction, match="MA-11") as err:
        state.apply("play 4C 5C 6C")
    assert "3♣" in str(err.value)
    assert_unchanged(state, saved)


# --- MA-12, MA-15, MA-A6, MA-EX-8: failed operations ------------------------------------------------

def test_MA_EX_8_failed_operation_restores_and_takes_three():
    state = position(["7S 7H 9C", None], "", stock_top="2D 3D 4D 5D")
    after = state.apply("play 7S 7H")
    assert after.table == ()
    assert Counter(after.hands[0]) == Counter(cards("7S 7H 9C 2D 3D 4D"))
    assert after.stock[0] == FrenchCard(5, "D") and after.current_player == 1
    event = after.last_event
    assert event.kinds() == ["refused", "restored", "penalty"]
    assert event.find("refused").clause == "MA-6" and event.find("penalty").clause == "MA-15"
    assert event.find("penalty").value == 3 and event.find("penalty").seat == 0


def test_MA_12_invalid_group_named_in_the_penalty_note():
    state = position(["7S 7H 9C KD", None], "3C 4C 5C")
    after = state.apply("play 3C 4C 5C | 7S 7H | 9C KD")
    refused = after.last_event.find("refused")
    assert (refused.value, refused.cards) == (1, ("7♠", "7♥"))          # the second group of the proposed table
    assert event_caption(state, after, ["Anna", "Bruno"]).startswith(
        "Anna's table is not valid: in 7♠ 7♥, only 2 cards: a combination needs at least 3.")


def test_MA_A6_plain_reject_variant_names_the_group_and_clause():
    state = position(["7S 7H 9C", None], "3C 4C 5C", failed_operation_penalty=0)
    saved = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply("play 3C 4C 5C | 7S 7H")
    assert err.value.clause == "MA-6" and "group 2 [7♠ 7♥]" in err.value.reason
    assert_unchanged(state, saved)


def test_MA_A6_play_error_is_the_dry_run():
    state = position(["7S 7H 9C", None], "3C 4C 5C")
    assert state.play_error("3C 4C 5C | 7S 7H").clause == "MA-6"
    assert state.play_error("4C 5C").clause == "MA-11"
    assert isinstance(state.play_error("3C 4C 5C | 7S 7H 7D"), IllegalAction)
    assert state.play_error("3C 4C 5C | 7S 7H 7D").clause == "MA-9"
    assert state.play_error("3C 4C 5C") is None
    assert state.is_legal("play 3C 4C 5C | 7S 7H")  # legal, with the MA-15 penalty
    assert not position(["7S 7H 9C", None], "3C 4C 5C", failed_operation_penalty=0).is_legal(
        "play 3C 4C 5C | 7S 7H")


def test_MA_A6_penalty_size_is_an_option():
    state = position(["7S 7H 9C", None], "", stock_top="2D 3D", failed_operation_penalty=2)
    after = state.apply("play 7S 7H")
    assert len(after.hands[0]) == 5


def test_MA_A6_table_only_restore_leaves_laid_cards_on_the_table():
    state = position(["7D 9C", None], "7S 7H 7C | 8D 9D 10D", stock_top="2S 3S 4S",
                     failed_operation_restore="table_only")
    # The player botches it: 7♦ goes into a group with 7♣ and the diamonds. The others fix the table:
    # 7♦ stays, in 7-8-9-10♦ or with the other sevens.
    after = state.apply("play 7S 7H | 7C 7D 8D 9D 10D")
    assert Counter(c for m in after.table for c in m) == Counter(cards("7S 7H 7C 7D 8D 9D 10D"))
    assert is_valid_table(after.table)
    assert Counter(after.hands[0]) == Counter(cards("9C 2S 3S 4S"))


def test_MA_A6_table_only_falls_back_to_full_restore():
    state = position(["7D 9C", None], "3S 4S 5S", stock_top="2S 3H 4H",
                     failed_operation_restore="table_only")
    after = state.apply("play 3S 4S 5S | 9C")
    assert after.table == state.table and Counter(after.hands[0]) == Counter(cards("7D 9C 2S 3H 4H"))


# --- MA-16, MA-A3, MA-A11, MA-EX-7: closing and settlement ----------------------------------------

def ex7_state(**options):
    return position(["7H", "2S 3S 9D JC", "2H 5H 8C 9C 10S JS KD"], "7S 7D 7C", **options)


def test_MA_EX_7_settlement_after_closing():
    after = ex7_state(hands_per_match=1).apply("play 7S 7H 7D 7C")
    assert after.is_terminal()
    assert after.history[-1].closer == 0 and after.history[-1].points == (11, -4, -7)
    assert after.scores == (11, -4, -7) and sum(after.scores) == 0


def test_MA_A11_closing_ends_the_hand_at_once_without_a_draw():
    state = ex7_state()
    after = state.apply("play 7S 7H 7D 7C")
    assert after.hand_index == 1 and len(after.history) == 1
    assert after.history[0].closer == 0
    # A new hand has been dealt (MA-17, MA-A7: the deal moves clockwise).
    assert [len(h) for h in after.hands] == [13, 13, 13] and after.dealer == (state.dealer + 1) % 3


def test_MA_A3_stake_per_card():
    after = ex7_state(stake_per_card=5, hands_per_match=1).apply("play 7S 7H 7D 7C")
    assert after.scores == (55, -20, -35)


def test_MA_16_closing_by_failed_table_is_impossible():
    state = ex7_state()
    after = state.apply("play 7S 7H | 7D 7C")
    assert len(after.hands[0]) == 4 and after.history == ()


# --- MA-A5: the tallone runs out ------------------------------------------------------------------------

def test_MA_A5_drawing_from_an_empty_tallone_ends_the_hand():
    state = position(["KH 2C", None], "3C 4C 5C", stock_size=0, hands_per_match=1)
    after = state.apply("draw")
    assert after.is_terminal() and after.history[0].closer is None
    assert after.scores == (-2, -len(state.hands[1]))


def test_MA_A5_penalty_larger_than_the_tallone():
    state = position(["7S 7H 2C", None], "3C 4C 5C", stock_size=2, hands_per_match=1)
    after = state.apply("play 3C 4C 5C | 7S 7H")
    assert after.is_terminal() and after.table == state.table
    assert after.history[0].cards_left[0] == 5 and after.history[0].closer is None


def test_MA_A5_last_card_drawn_then_next_draw_ends():
    state = position(["KH 2C", None], "3C 4C 5C", stock_size=1, hands_per_match=1)
    after = state.apply("draw")
    assert not after.is_terminal() and after.stock == ()
    assert after.apply("draw").is_terminal()


def test_MA_A5_pass_until_all_pass_variant():
    state = position(["KH 2C", None, None], "3C 4C 5C", stock_size=0, hands_per_match=1,
                     stock_exhausted="pass_until_all_pass")
    one = state.apply("draw")
    assert not one.is_terminal() and one.passes == 1 and one.current_player == 1
    two = one.apply("draw")
    assert not two.is_terminal()
    assert two.apply("draw").is_terminal()


def test_MA_A5_a_lay_resets_the_passes():
    state = position(["KH 2C", "6C 9H", None], "3C 4C 5C", stock_size=0, hands_per_match=1,
                     stock_exhausted="pass_until_all_pass")
    state = state.apply("draw").apply("play 3C 4C 5C 6C")
    assert state.passes == 0 and not state.is_terminal()


# --- MA-17, MA-A10: the match ---------------------------------------------------------------------------

def test_MA_17_match_of_four_hands_settled_hand_by_hand():
    states = play_out(new_game(players=3, seed=11), RandomBot(3).choose)
    end = states[-1]
    assert end.is_terminal() and len(end.history) == 4
    assert end.scores == tuple(sum(r.points[s] for r in end.history) for s in range(3))
    assert [r.dealer for r in end.history] == [(end.first_dealer + k) % 3 for k in range(4)]


def test_MA_A10_hands_per_match_option():
    end = play_out(new_game(players=2, seed=2, hands_per_match=2), RandomBot(1).choose)[-1]
    assert len(end.history) == 2


def test_MA_A10_shared_win():
    state = ex7_state(hands_per_match=1)
    end = state.apply("play 7S 7H 7D 7C")
    assert end.winners() == [0] and end.returns() == [1.0, 0.0, 0.0]
    tied = end.evolve(scores=(0, 0, 0))     # scores no hand could give: only the tie rule is looked at
    assert tied.returns() == [1 / 3] * 3


def test_MA_17_no_action_after_the_end():
    end = ex7_state(hands_per_match=1).apply("play 7S 7H 7D 7C")
    assert end.current_player is None and end.legal_actions() == []
    with pytest.raises(IllegalAction, match="MA-17"):
        end.apply("draw")


# --- MA-18, MA-A12: the hourglass ------------------------------------------------------------------------

def test_MA_A12_turn_timer_is_an_option_only():
    timed = new_game(players=3, seed=5, turn_timer_seconds=60)
    plain = new_game(players=3, seed=5)
    assert timed.options.turn_timer_seconds == 60 and plain.options.turn_timer_seconds is None
    a = play_out(timed, RandomBot(2).choose)
    b = play_out(plain, RandomBot(2).choose)
    assert [s.hands for s in a] == [s.hands for s in b]
    with pytest.raises(ValueError):
        MachiavelliOptions(turn_timer_seconds=0)


# --- options, notation, saving, views -------------------------------------------------------------------

def test_MA_options_defaults_are_the_rulings():
    o = MachiavelliOptions()
    assert (o.allow_ace_both_ends_in_one_run, o.stake_per_card, o.first_turn, o.stock_exhausted,
            o.failed_operation_penalty, o.hands_per_match, o.turn_timer_seconds,
            o.failed_operation_restore) == (True, 1, "draw_only", "end_hand", 3, 4, None, "full")
    with pytest.raises(ValueError):
        new_game(stock_exhausted="reshuffle")
    with pytest.raises(ValueError):
        new_game(jokers=2)


def test_MA_A1_option_reaches_the_engine():
    full = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"
    state = position(["AS 2H", None], full, allow_ace_both_ends_in_one_run=False, failed_operation_penalty=0)
    with pytest.raises(IllegalAction, match="MA-A1"):
        state.apply("play " + full + " AS")
    allowed = position(["AS 2H", None], full)
    assert len(allowed.apply("play " + full + " AS").table[0]) == 14


def test_MA_2_unknown_card_notation_is_refused():
    state = position(["6C KH", None], "3C 4C 5C")
    saved = state.to_json()
    with pytest.raises(IllegalAction, match="MA-2"):
        state.apply("play 3C 4C 5C 6Z")
    with pytest.raises(IllegalAction, match="MA-9"):
        state.apply("fly away")
    assert_unchanged(state, saved)


def test_MA_2_corrupt_save_lost_or_duplicated_card():
    data = json.loads(new_game(players=3, seed=1).to_json())
    data["stock"] = data["stock"][1:]
    with pytest.raises(CorruptSave, match="MA-2"):
        State.from_json(json.dumps(data))
    data = json.loads(new_game(players=3, seed=1).to_json())
    data["stock"][0] = data["stock"][1] if data["stock"][0] != data["stock"][1] else data["stock"][2]
    with pytest.raises(CorruptSave):
        State.from_json(json.dumps(data))


def test_MA_12_corrupt_save_invalid_table():
    data = json.loads(position(["7S 7H 9C", None], "3C 4C 5C").to_json())
    data["table"] = [["3C", "4C"], ["5C", "7S", "7H"]]
    data["hands"][0] = ["9C"]
    with pytest.raises(CorruptSave, match="MA-12"):
        State.from_json(json.dumps(data))


def test_MA_view_hides_other_hands_and_the_tallone_order():
    state = new_game(players=3, seed=2)
    view = state.view(1).to_dict()
    assert view["my_hand"] == [str(c) for c in state.hands[1]]
    assert view["hand_sizes"] == [13, 13, 13] and view["stock_count"] == 65
    text = json.dumps(view)
    assert str(state.stock[0]) not in json.dumps(view["table"]) and "stock" not in view
    assert all(str(c) not in text for c in set(state.hands[0]) - set(state.hands[1]))
    spectator = state.view(None).to_dict()
    assert spectator["my_hand"] is None
    html = state.view(1)._repr_html_()
    assert html.count("hidden card") == 26 and "<svg" in html


def test_MA_render_shows_table_hands_tallone_scores():
    end = ex7_state(hands_per_match=2).apply("play 7S 7H 7D 7C")
    html = end._repr_html_()
    assert "Machiavelli" in html and "tallone" in html and "+11" in html
    mid = position(["6C KH", None], "3C 4C 5C")
    assert "1. run" in mid._repr_html_()


def test_MA_A1_adding_and_splitting_long_runs_with_an_ace():
    # The 13-card run reads ace high (2..K-A) or ace low (A-2..K); every listed play must stay valid.
    state = position(["9S AS 2H", None], "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS")
    plays = [a for a in state.legal_actions() if isinstance(a, Play)]
    assert Play.of("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS") in plays  # the 14-card run (MA-A1)
    split = [p for p in plays if len(p.table) == 2]
    assert split and all(is_valid_table(p.table) for p in plays)
    narrow = position(["9S AS 2H", None], "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS",
                      allow_ace_both_ends_in_one_run=False)
    assert all(len(p.table[0]) < 14 for p in narrow.legal_actions() if isinstance(p, Play))


def test_MA_15_failed_operation_takes_three_cards_and_ends_the_turn():
    state = position(["9C 9D KS", None, None], "3C 4C 5C", stock_top="2H 3H 4H 5H")
    after = state.apply("play 3C 4C | 5C 9C 9D")
    assert after.current_player == 1 and after.table == state.table
    assert Counter(after.hands[0]) == Counter(cards("9C 9D KS 2H 3H 4H"))
    assert after.stock == state.stock[3:]


def test_MA_18_MA_A12_the_engine_has_no_clock():
    state = new_game(players=2, seed=3, turn_timer_seconds=30)
    assert "turn_timer_seconds" in state.to_dict()["options"]
    assert State.from_json(state.to_json()).options.turn_timer_seconds == 30
    assert state.legal_actions() == new_game(players=2, seed=3).legal_actions()


def test_MA_A4_draw_then_operate_draws_again_when_nothing_is_laid():
    state = new_game(players=2, seed=3, first_turn="draw_then_operate")
    first = state.current_player
    after = state.apply("draw")
    assert len(after.hands[first]) == 15


def test_MA_A13_order_inside_a_combination_is_presentation_only():
    assert Play.of("7D 7S 7C") == Play.of("7S 7D 7C") == Play.of("7C 7D 7S")
    assert Play.of("3S AS 2S") == Play.of("AS 2S 3S")
    assert str(Play.of("KS AS QS")) == "play QS KS AS"


def test_MA_A5_penalty_shortfall_with_pass_variant_counts_as_a_pass():
    state = position(["7S 7H 2C", None], "3C 4C 5C", stock_size=1, hands_per_match=1,
                     stock_exhausted="pass_until_all_pass")
    after = state.apply("play 3C 4C 5C | 7S 7H")
    assert not after.is_terminal() and after.passes == 1 and len(after.hands[0]) == 4


# --- MA-12, MA-A6: a stray "|" is punctuation, not an empty group ----------------------------------------

@pytest.mark.parametrize("text", ["play | 3C 4C 5C 6C | 9S 9H 9D", "play 3C 4C 5C 6C || 9S 9H 9D",
                                  "play 3C 4C 5C 6C | 9S 9H 9D |", "play |3C 4C 5C 6C| |9S 9H 9D"])
def test_MA_12_MA_A6_stray_bars_make_no_empty_group_and_no_penalty(text):
    state = position(["6C 9H 9S 9D KH", None], "3C 4C 5C")
    after = state.apply(text)
    assert after.hands[0] == cards("KH") and after.table == (cards("3C 4C 5C 6C"), cards("9S 9H 9D"))
    assert after.last_event.kinds() == ["laid", "added", "new_group"] and len(after.stock) == len(state.stock)


def test_MA_9_a_play_that_names_no_group_is_unreadable_and_costs_nothing():
    state = position(["6C KH", None], "3C 4C 5C")
    saved = state.to_json()
    for text in ("play", "play |", "play || |"):
        with pytest.raises(UnreadableAction, match="MA-9"):
            state.apply(text)
    assert_unchanged(state, saved)


# --- MA-A5, MA-A6, MA-A11: nobody closes by a failed operation --------------------------------------------

@pytest.mark.parametrize("stock_exhausted", ["end_hand", "pass_until_all_pass"])
@pytest.mark.parametrize("players", [2, 3])
def test_MA_A5_MA_A6_MA_A11_a_failed_operation_that_empties_the_hand_is_not_a_close(stock_exhausted, players):
    # table_only keeps the laid 7♦ on the table and the tallone has no penalty card to give.
    state = position(["7D"] + [None] * (players - 1), "7S 7H 7C | 8D 9D 10D", stock_size=0, hands_per_match=1,
                     failed_operation_restore="table_only", stock_exhausted=stock_exhausted)
    after = state.apply("play 7S 7H | 7C 7D 8D 9D 10D")
    assert after.is_terminal() and after.history[0].closer is None
    assert after.scores[0] == 0 and all(after.scores[s] == -len(state.hands[s]) for s in range(1, players))
    event = after.last_event
    assert "close" not in event.kinds() and event.find("refused") is not None
    assert event.find("hand_over").seat == 0 and event.find("hand_over").clause == "MA-A5"
    assert Counter(c for m in after.table for c in m) == Counter(cards("7S 7H 7C 7D 8D 9D 10D"))


def test_MA_A6_table_only_with_penalty_cards_left_keeps_the_hand_going():
    state = position(["7D", None], "7S 7H 7C | 8D 9D 10D", stock_top="2S 3S 4S",
                     failed_operation_restore="table_only")
    after = state.apply("play 7S 7H | 7C 7D 8D 9D 10D")
    assert not after.history and Counter(after.hands[0]) == Counter(cards("2S 3S 4S"))


# --- saves refused at load, field by field ----------------------------------------------------------------

def _damaged(state, **fields):
    data = json.loads(state.to_json())
    data.update(fields)
    return json.dumps(data)


def test_MA_A4_the_opening_draw_cannot_be_pending_mid_hand():
    state = new_game(players=3, seed=2)
    assert state.opening
    middle = state.apply("draw").apply("draw")
    with pytest.raises(CorruptSave, match="MA-A4"):
        State.from_json(_damaged(middle, opening=True))
    with pytest.raises(CorruptSave, match="MA-A4"):
        State.from_json(_damaged(new_game(players=3, seed=2, first_turn="normal"), opening=True))


@pytest.mark.parametrize("passes", [-4, 1, 3, True, 1.0, "1"])
def test_MA_A5_passes_are_refused_unless_they_can_stand(passes):
    state = position(["KH 2C", None, None], "3C 4C 5C", stock_size=2, stock_exhausted="pass_until_all_pass")
    with pytest.raises(CorruptSave):
        State.from_json(_damaged(state, passes=passes))   # stock not empty, or not a count
    empty = position(["KH 2C", None, None], "3C 4C 5C", stock_size=0, stock_exhausted="pass_until_all_pass")
    assert State.from_json(_damaged(empty, passes=2)).passes == 2
    with pytest.raises(CorruptSave):
        State.from_json(_damaged(empty, passes=3))


@pytest.mark.parametrize("field, value", [("turn", True), ("hand_index", -1), ("seed", 2.0), ("over", 1),
                                          ("hands", "KH"), ("scores", [0, 0, "0"]), ("history", [[0]]),
                                          ("last_event", "drew")])
def test_MA_17_each_damaged_field_is_refused_at_load(field, value):
    with pytest.raises(CorruptSave):
        State.from_json(_damaged(new_game(players=3, seed=3).apply("draw"), **{field: value}))


# --- options and seeds ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name, value", [("allow_ace_both_ends_in_one_run", 1), ("stake_per_card", True),
                                         ("first_turn", "skip"), ("failed_operation_penalty", 2.5),
                                         ("hands_per_match", 0), ("turn_timer_seconds", True),
                                         ("first_player_policy", True)])
def test_MA_A1_MA_A10_options_are_checked_and_named(name, value):
    with pytest.raises(ValueError, match=name):
        new_game(**{name: value})
    with pytest.raises(ValueError, match=name):
        position(["KH", None], **{name: value})


@pytest.mark.parametrize("seed", [1.5, "3", None, True])
def test_MA_A7_the_seed_is_a_whole_number(seed):
    with pytest.raises(ValueError, match="seed"):
        new_game(seed=seed)
    with pytest.raises(ValueError, match="seed"):
        position(["KH", None], seed=seed)


# --- views -------------------------------------------------------------------------------------------

@pytest.mark.parametrize("bad", [-1, 3, True, 1.0, "1"])
def test_MA_4_a_view_is_for_a_seat_at_the_table(bad):
    state = new_game(players=3, seed=2)
    with pytest.raises(InvalidSeat):
        state.view(bad)
    with pytest.raises(InvalidSeat):
        state.determinize(bad, random.Random(0))


def test_MA_2_the_view_of_everyone_shows_every_hand_but_not_the_tallone():
    from engine.machiavelli import MachiavelliView

    state = new_game(players=3, seed=2)
    view = state.view("all").to_dict()
    assert view["hands"] == [[str(c) for c in h] for h in state.hands] and "stock" not in view
    assert MachiavelliView(state, "all").to_dict() == view
    assert state.view(0).to_dict()["hands"] is None and state.view(None).to_dict()["hands"] is None
    json.dumps(view)


# --- events: what just happened ---------------------------------------------------------------------

def test_MA_7_MA_8_the_deal_is_an_event():
    state = new_game(players=3, seed=2)
    event = state.last_event
    assert event.seat is None and event.find("deal").seat == state.dealer
    assert event.find("first_player").seat == state.first_player == state.current_player


def test_MA_14_a_draw_is_an_event():
    state = new_game(players=3, seed=2)
    event = state.apply("draw").last_event
    assert event == Event(state.current_player, "draw", event.consequences)
    assert event.kinds() == ["draw"] and event.find("draw").clause == "MA-14"


def test_MA_13_the_event_counts_and_names_the_cards_laid():
    state = position(["6C 9H 9S 9D KH", None], "3C 4C 5C")
    event = state.apply("play 3C 4C 5C 6C | 9S 9H 9D").last_event
    laid = event.find("laid")
    assert laid.value == 4 and laid.clause == "MA-13" and sorted(laid.cards) == sorted(["6♣", "9♠", "9♥", "9♦"])
    assert event.describe(["Anna", "Bruno"]).startswith("Anna: play 3C 4C 5C 6C | 9S 9H 9D. laid: Anna,")


def test_MA_16_the_event_says_who_closed_the_final_table_and_the_scores():
    event = ex7_state(hands_per_match=2).apply("play 7S 7H 7D 7C").last_event
    assert event.kinds()[:4] == ["laid", "added", "close", "hand_over"]
    assert event.find("close").seat == 0 and event.find("hand_over").seat == 0
    assert event.find("hand_over").cards == ("7♠ 7♥ 7♦ 7♣",)
    assert [c.value for c in event.consequences if c.kind == "hand_score"] == [11, -4, -7]
    assert event.kinds()[-2:] == ["deal", "first_player"]


def test_MA_A10_the_last_event_names_the_winners():
    event = ex7_state(hands_per_match=1).apply("play 7S 7H 7D 7C").last_event
    assert event.find("match_over").clause == "MA-17"
    assert [(c.seat, c.value) for c in event.consequences if c.kind == "winner"] == [(0, 11)]


def test_MA_A5_a_pass_is_an_event():
    state = position(["KH 2C", None, None], "3C 4C 5C", stock_size=0, stock_exhausted="pass_until_all_pass")
    event = state.apply("draw").last_event
    assert event.kinds() == ["pass"] and event.find("pass").clause == "MA-A5"


def test_MA_A6_MA_A13_a_table_rebuilt_under_table_only_is_kept_in_reading_order():
    # the rebuilt thirteen-card run must read A-high as every other table does, so the state saves
    # and loads back equal (it came back A-low from the solver)
    state = position(["AD KS", None], "2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD", failed_operation_restore="table_only")
    failed = state.apply("play 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD | AD")
    assert [str(c) for c in failed.table[0]][-1] == "A♦"
    assert type(failed).from_json(failed.to_json()) == failed
