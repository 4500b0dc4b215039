"""Bisca, one test (or a few) per rule clause and ruling; the ID is in each name."""
import json

import pytest

from engine import CorruptSave, IllegalAction, InvalidSeat, UnreadableAction, bisca
from engine.bisca import Play, PlayBlind
from engine.captions import event_caption
from engine.cards import card_counts, french_deck, parse_french_card


def play_until(state, predicate, chooser=None):
    """Apply the first legal action (or ``chooser``'s) until ``predicate(state)``."""
    for _ in range(2000):
        if predicate(state):
            return state
        actions = state.legal_actions()
        state = state.apply(chooser(state) if chooser else actions[0])
    raise AssertionError("predicate never met")


def test_BI_1_tricks_are_predicted_then_counted():
    state = bisca.new_game(players=3, seed=4)
    assert state.phase == "bet"
    state = play_until(state, lambda s: s.round_index == 1)
    record = state.rounds[0]
    assert sum(record.taken) == record.hand_size == 5


def test_BI_2_one_deck_up_to_six_two_decks_from_seven():
    assert bisca.decks_needed(2) == bisca.decks_needed(6) == 1
    assert bisca.decks_needed(7) == bisca.decks_needed(20) == 2
    state = bisca.new_game(players=7, seed=0)
    counts = card_counts([c for h in state.hands for c in h])
    assert max(counts.values()) <= 2 and sum(counts.values()) == 35


def test_BI_3_a_higher_suit_always_wins():
    assert bisca.beats("2H", "KS") and not bisca.beats("KS", "2H")        # BI-EX-1
    assert bisca.beats("2D", "AC") and bisca.beats("2C", "AS")
    assert bisca.SUIT_ORDER == ("S", "C", "D", "H")


def test_BI_4_within_a_suit_the_higher_rank_wins():
    ranks = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
    for low, high in zip(ranks, ranks[1:]):
        assert bisca.beats(high + "S", low + "S")


def test_BI_5_ace_of_hearts_high_beats_everything_low_loses_to_everything():
    assert bisca.beats(("AH", "ALTA"), "KH")                                # BI-EX-4
    assert not bisca.beats(("AH", "BASSA"), "AS")
    assert bisca.beats("AS", ("AH", "BASSA"))
    for card in french_deck():
        if card != bisca.ACE_OF_HEARTS:
            assert bisca.beats(card, ("AH", "BASSA"))                       # BI-A5: 2♠ included
            assert bisca.beats(("AH", "ALTA"), card)


def test_BI_5_playing_the_ace_of_hearts_requires_a_declaration():
    state = _state_with_ace_of_hearts_to_play()
    with pytest.raises(IllegalAction, match="BI-5"):
        state.apply("play AH")
    assert {str(a) for a in state.legal_actions()} >= {"play A♥ ALTA", "play A♥ BASSA"}
    with pytest.raises(IllegalAction, match="BI-5"):
        state.apply(Play(state.hands[state.current_player][0], "ALTA")
                    if state.hands[state.current_player][0] != bisca.ACE_OF_HEARTS
                    else Play(state.hands[state.current_player][-1], "BASSA"))


def _state_with_ace_of_hearts_to_play():
    for seed in range(200):
        state = bisca.new_game(players=4, seed=seed)
        state = play_until(state, lambda s: s.phase == "play")
        if bisca.ACE_OF_HEARTS in state.hands[state.current_player]:
            return state
    raise AssertionError("no deal with the A♥ to play")


def test_BI_6_nine_rounds_of_5_4_3_2_1_2_3_4_5():
    assert bisca.hand_sizes() == bisca.HAND_SIZES == (5, 4, 3, 2, 1, 2, 3, 4, 5)   # BI-EX-7
    state = play_until(bisca.new_game(players=3, seed=2), lambda s: s.is_terminal())
    assert [r.hand_size for r in state.rounds] == list(bisca.HAND_SIZES)


def test_BI_7_blind_round_shows_every_hand_but_your_own():
    state = play_until(bisca.new_game(players=4, seed=3), lambda s: s.round_index == 4)
    assert state.is_blind_round and state.hand_size == 1
    for viewer in range(4):
        hands = state.visible_hands(viewer)
        assert hands[viewer] == (None,)
        assert all(hands[s] == state.hands[s] for s in range(4) if s != viewer)
    state = play_until(state, lambda s: s.phase == "play")
    assert [str(a) for a in state.legal_actions()] == ["play blind"]
    with pytest.raises(IllegalAction, match="BI-7"):
        state.apply(Play(state.hands[state.current_player][0]))


def test_BI_7_view_does_not_leak_your_own_blind_card():
    state = play_until(bisca.new_game(players=3, seed=9), lambda s: s.round_index == 4)
    seat = state.current_player
    view = state.view(seat).to_dict()
    assert view["hands"][seat] == [None]
    own = str(state.hands[seat][0])
    assert own not in json.dumps(view["hands"][seat])


def test_BI_8_every_player_is_dealt_the_round_size():
    state = bisca.new_game(players=5, seed=1)
    for index, size in enumerate(bisca.HAND_SIZES):
        state = play_until(state, lambda s: s.round_index == index)
        assert [len(h) for h in state.hands] == [size] * 5


def test_BI_9_each_player_bets_in_turn_from_the_left_of_the_dealer():
    state = bisca.new_game(players=4, seed=6)
    order = []
    while state.phase == "bet":
        order.append(state.current_player)
        state = state.apply(state.legal_actions()[0])
    assert order == [(state.dealer + 1 + i) % 4 for i in range(4)]


def test_BI_9_bets_outside_zero_to_hand_size_are_refused():
    state = bisca.new_game(players=4, seed=6)
    for bad in ("bet 6", "bet -1"):
        with pytest.raises(IllegalAction, match="BI-9"):
            state.apply(bad)


def test_BI_10_running_total_never_equals_hand_size_seed_example():
    assert bisca.is_valid_bet(5, [], 2)                                      # BI-EX-2
    assert not bisca.is_valid_bet(5, [2], 3) and bisca.is_valid_bet(5, [2], 1)
    assert not bisca.is_valid_bet(5, [2, 1], 2) and bisca.is_valid_bet(5, [2, 1], 0)
    assert bisca.allowed_bets(5, [2, 1, 0]) == [0, 1, 3, 4, 5]
    assert bisca.allowed_bets(5, []) == [0, 1, 2, 3, 4]
    assert bisca.allowed_bets(5, [2]) == [0, 1, 2, 4, 5]


def test_BI_10_engine_refuses_a_bet_that_makes_the_total_and_keeps_the_state():
    state = bisca.new_game(players=4, seed=1).apply("bet 2").apply("bet 1")
    before = state.to_json()
    with pytest.raises(IllegalAction) as err:
        state.apply("bet 2")
    assert str(err.value).startswith("BI-10:") and "2 + 1 + 2 = 5" in str(err.value)
    assert state.to_json() == before


def test_BI_A6_blind_round_everyone_bets_zero():
    assert bisca.allowed_bets(1, []) == [0]                                  # BI-EX-6
    assert bisca.allowed_bets(1, [0]) == [0] and bisca.allowed_bets(1, [0, 0, 0]) == [0]   # BI-EX-9
    state = play_until(bisca.new_game(players=4, seed=5), lambda s: s.round_index == 4)
    assert [str(a) for a in state.legal_actions()] == ["bet 0"]


def test_BI_A6_last_bidder_only_variant_is_the_hook_rule():
    assert bisca.allowed_bets(5, [], "last_bidder_only", players=4) == [0, 1, 2, 3, 4, 5]
    assert bisca.allowed_bets(5, [2, 1, 0], "last_bidder_only", players=4) == [0, 1, 3, 4, 5]
    state = bisca.new_game(players=3, seed=0, bet_rule="last_bidder_only")
    assert 5 in [a.tricks for a in state.legal_actions()]


def test_BI_11_no_card_before_bets_and_only_cards_in_hand():
    state = bisca.new_game(players=4, seed=8)
    card = state.hands[state.current_player][0]
    with pytest.raises(IllegalAction, match="BI-9"):
        state.apply(Play(card))
    state = play_until(state, lambda s: s.phase == "play")
    seat = state.current_player
    stranger = next(c for c in french_deck() if c not in state.hands[seat])
    with pytest.raises(IllegalAction, match="BI-11") as err:
        state.apply(Play(stranger))
    assert str(stranger) in str(err.value)


def test_BI_12_no_duty_to_follow_suit():
    state = play_until(bisca.new_game(players=4, seed=11), lambda s: s.phase == "play")
    state = state.apply(state.legal_actions()[0])
    seat = state.current_player
    hand = state.hands[seat]
    playable = {a.card for a in state.legal_actions()}
    assert playable == set(hand)


def test_BI_13_strongest_card_wins_and_its_winner_leads():
    assert bisca.trick_winner(["5C", "2D", "KC"]) == 1                       # BI-EX-5
    assert bisca.trick_winner([("AH", "BASSA"), "2S"]) == 1
    assert bisca.trick_winner(["QS", ("AH", "ALTA"), "KH"]) == 1
    state = play_until(bisca.new_game(players=3, seed=2), lambda s: s.phase == "play")
    for _ in range(3):
        state = state.apply(state.legal_actions()[0])
    plays = [(c, d) if d else c for _, c, d in state.last_trick]
    winner = state.last_trick[bisca.trick_winner(plays)][0]
    assert state.last_trick_winner == winner == state.current_player == state.trick_leader


def test_BI_A3_identical_cards_first_played_wins_variant_last():
    assert bisca.trick_winner(["7C", "2S", "7C"]) == 0
    assert bisca.trick_winner(["7C", "2S", "7C"], duplicate_tie="last") == 2
    assert bisca.trick_winner([("AH", "ALTA"), ("AH", "ALTA")]) == 0


def test_BI_14_scoring_flat_three_one_for_zero_minus_difference():
    assert [bisca.round_score(*p) for p in [(3, 3), (0, 0), (2, 4), (3, 1)]] == [3, 1, -2, -2]   # BI-EX-3
    assert bisca.round_score(1, 1) == 3 and bisca.round_score(0, 2) == -2


def test_BI_A1_exact_score_variant_bet():
    assert bisca.round_score(4, 4, "bet") == 4 and bisca.round_score(0, 0, "bet") == 1
    state = play_until(bisca.new_game(players=3, seed=2, exact_score="bet"), lambda s: s.round_index == 1)
    record = state.rounds[0]
    assert record.points == tuple(bisca.round_score(b, t, "bet") for b, t in zip(record.bets, record.taken))


def test_BI_14_round_scores_are_added_to_totals():
    state = play_until(bisca.new_game(players=4, seed=12), lambda s: s.round_index == 2)
    assert state.scores == tuple(sum(r.points[s] for r in state.rounds) for s in range(4))


def test_BI_15_highest_total_wins_and_nothing_follows_the_end():
    state = play_until(bisca.new_game(players=3, seed=13), lambda s: s.is_terminal())
    assert state.current_player is None and state.legal_actions() == []
    best = max(state.scores)
    assert state.winners() == [s for s in range(3) if state.scores[s] == best]
    with pytest.raises(IllegalAction, match="BI-15"):
        state.apply("bet 0")


def test_BI_A9_equal_totals_share_the_victory():
    assert bisca.final_winners([3, 7, 7]) == [1, 2]


def test_BI_A2_dealer_rotates_and_left_of_dealer_leads():
    state = bisca.new_game(players=4, seed=3)
    first = state.dealer
    for index in range(9):
        state = play_until(state, lambda s: s.round_index == index)
        assert state.dealer == (first + index) % 4
        assert state.current_player == (state.dealer + 1) % 4


def test_BI_A2_fixed_first_player_variant():
    state = bisca.new_game(players=4, seed=3, first_player_policy=2)
    state = play_until(state, lambda s: s.round_index == 1)
    assert state.current_player == 2


def test_BI_A4_blind_ace_of_hearts_is_turned_up_then_declared():
    for seed in range(400):
        state = play_until(bisca.new_game(players=6, seed=seed), lambda s: s.round_index == 4)
        if any(h == (bisca.ACE_OF_HEARTS,) for h in state.hands):
            break
    else:
        raise AssertionError("no blind round with the A♥")
    owner = next(s for s, h in enumerate(state.hands) if h == (bisca.ACE_OF_HEARTS,))
    state = play_until(state, lambda s: s.phase == "play" and s.current_player == owner)
    state = state.apply(PlayBlind())
    assert state.phase == "declare" and state.current_player == owner
    assert sorted(str(a) for a in state.legal_actions()) == ["declare ALTA", "declare BASSA"]
    state = state.apply("declare BASSA")
    declared = [d for s, c, d in (state.trick or state.last_trick) if s == owner]
    assert declared == ["BASSA"]


def test_BI_A4_the_last_player_of_the_trick_declaring_a_blind_ace_saves_and_loads():
    for seed in range(400):
        state = play_until(bisca.new_game(players=2, seed=seed), lambda s: s.round_index == 4 and s.phase == "play")
        last = (state.trick_leader + 1) % 2
        if state.hands[last] == (bisca.ACE_OF_HEARTS,):
            break
    else:
        raise AssertionError("no blind round where the A♥ is played last")
    state = state.apply("play blind").apply("play blind")
    assert state.phase == "declare" and len(state.trick) == 2
    assert bisca.State.from_json(state.to_json()) == state
    after = state.apply("declare ALTA")
    assert after.last_event.find("trick").seat == last


def test_BI_A7_two_to_twenty_players():
    for bad in (1, 21):
        with pytest.raises(ValueError, match="BI-A7"):
            bisca.new_game(players=bad)
    assert bisca.max_players() == 20                                          # BI-EX-8
    state = bisca.new_game(players=20, seed=1)
    assert sum(len(h) for h in state.hands) == 100


def test_BI_A8_cards_are_reshuffled_every_round():
    state = bisca.new_game(players=2, seed=0)
    first = state.hands
    state = play_until(state, lambda s: s.round_index == 8)
    assert state.hand_size == 5 and state.hands != first


def test_BI_A10_normal_round_you_see_only_your_hand():
    state = bisca.new_game(players=4, seed=2)
    for viewer in range(4):
        hands = state.visible_hands(viewer)
        assert hands[viewer] == state.hands[viewer]
        assert all(set(hands[s]) == {None} for s in range(4) if s != viewer)
    assert all(set(h) == {None} for h in state.visible_hands(None))


def test_BI_11_an_unreadable_card_names_the_text():
    with pytest.raises(ValueError, match="'1X'"):
        parse_french_card("1X")
    state = play_until(bisca.new_game(players=3, seed=2), lambda s: s.phase == "play")
    with pytest.raises(UnreadableAction, match="BI-11") as err:
        state.apply("play 1X")
    assert "'1X'" in str(err.value)


def test_BI_9_acting_out_of_turn_is_refused():
    state = bisca.new_game(players=3, seed=2)
    other = (state.current_player + 1) % 3
    with pytest.raises(IllegalAction, match="BI-9") as err:
        state.apply_as(other, "bet 0")
    assert f"not Seat {other}'s" in str(err.value)


def test_BI_9_a_bet_that_is_not_a_whole_number_says_what_to_write():
    state = bisca.new_game(players=3, seed=2)
    for text in ("bet two", "bet 1.5", "bet"):
        with pytest.raises(UnreadableAction, match="BI-9: a bet is a whole number"):
            state.apply(text)


# --- saves that contradict the rules are refused at load ---------------------------------------

def saved(state) -> dict:
    return json.loads(state.to_json())


def load(data):
    return bisca.State.from_json(json.dumps(data))


def test_BI_9_a_save_whose_bets_break_the_bidding_order_is_refused():
    state = bisca.new_game(players=4, seed=1).apply("bet 2")
    first = state.last_event.seat
    data = saved(state)
    other = (first + 2) % 4
    data["bets"] = [2 if seat == other else None for seat in range(4)]   # a bet from a seat not yet asked
    with pytest.raises(CorruptSave, match="BI-9"):
        load(data)
    data["bets"] = [0, 0, 0, 0]
    data["bets"][first] = None                                        # everyone but the first bidder
    with pytest.raises(CorruptSave, match="BI-9"):
        load(data)


def test_BI_10_a_save_whose_bets_break_the_running_total_is_refused():
    state = bisca.new_game(players=4, seed=1).apply("bet 2").apply("bet 1")
    data = saved(state)
    second = state.last_event.seat
    data["bets"][second] = 3                                           # 2 + 3 = 5 cards
    with pytest.raises(CorruptSave, match="BI-10"):
        load(data)


def test_BI_A2_a_save_with_a_dealer_or_leader_not_at_the_table_is_refused():
    state = bisca.new_game(players=4, seed=1)
    for key, value in (("first_dealer", 9), ("trick_leader", 7), ("first_dealer", -1)):
        with pytest.raises(CorruptSave, match=key):
            load({**saved(state), key: value})
    fixed = bisca.new_game(players=4, seed=1, first_player_policy=3)
    data = saved(fixed)
    data["options"]["first_player_policy"] = 5
    with pytest.raises(CorruptSave, match="BI-A2"):
        load(data)


def test_BI_A2_first_player_policy_is_the_rotating_rule_or_a_seat():
    for bad in (True, False, "left", -1, 1.0):
        with pytest.raises(ValueError, match="first_player_policy"):
            bisca.new_game(players=4, first_player_policy=bad)
    with pytest.raises(ValueError, match="BI-A2"):
        bisca.new_game(players=4, first_player_policy=4)
    assert bisca.new_game(players=4, seed=3, first_player_policy=0).current_player == 0


def test_BI_A6_an_unknown_option_is_named():
    with pytest.raises(ValueError, match="bet_rules"):
        bisca.new_game(players=4, bet_rules="last_bidder_only")


def test_BI_A8_the_seed_that_fixes_the_deals_is_a_whole_number():
    for bad in (1.5, "1", None, True):
        with pytest.raises(ValueError, match="seed"):
            bisca.new_game(players=4, seed=bad)  # type: ignore[arg-type]  # wrong on purpose


def test_BI_13_a_save_with_the_wrong_trick_winner_is_refused():
    state = play_until(bisca.new_game(players=3, seed=2), lambda s: s.phase == "play" and s.last_trick
                       and s.round_index == 0)
    data = saved(state)
    data["last_trick_winner"] = (state.last_trick_winner + 1) % 3
    with pytest.raises(CorruptSave, match="BI-13"):
        load(data)


def test_BI_14_a_save_whose_points_do_not_follow_from_the_bets_is_refused():
    state = play_until(bisca.new_game(players=3, seed=2), lambda s: s.round_index == 1 and s.phase == "play")
    data = saved(state)
    data["rounds"][0][3][0] += 1
    data["scores"][0] += 1                     # the totals still add up, the round's points do not
    with pytest.raises(CorruptSave, match="BI-14"):
        load(data)
    data = saved(state)
    data["scores"][0] = 99
    with pytest.raises(CorruptSave, match="BI-14"):
        load(data)


def test_BI_6_a_save_outside_the_nine_rounds_is_refused():
    state = play_until(bisca.new_game(players=3, seed=2), lambda s: s.round_index == 1)
    with pytest.raises(CorruptSave, match="nine rounds"):
        load({**saved(state), "round_index": 12})
    with pytest.raises(CorruptSave, match="BI-6"):
        load({**saved(state), "rounds": []})


def test_BI_2_a_save_with_a_card_twice_in_one_deck_is_refused():
    state = play_until(bisca.new_game(players=3, seed=2), lambda s: s.round_index == 1 and s.phase == "play")
    data = saved(state)
    data["hands"][0][0] = data["hands"][1][0]
    with pytest.raises(CorruptSave, match="BI-2"):
        load(data)
    data["hands"][0][0] = "ZZ"
    with pytest.raises(CorruptSave, match="not a French card"):
        load(data)


# --- refusals give the right reason ----------------------------------------------------------

def _blind_round_with_ace_of_hearts(players=6):
    for seed in range(400):
        state = play_until(bisca.new_game(players=players, seed=seed), lambda s: s.round_index == 4)
        if any(h == (bisca.ACE_OF_HEARTS,) for h in state.hands):
            return state
    raise AssertionError("no blind round with the A♥")


def test_BI_A4_playing_blind_while_the_declaration_is_pending_names_the_declaration():
    state = _blind_round_with_ace_of_hearts()
    owner = next(s for s, h in enumerate(state.hands) if h == (bisca.ACE_OF_HEARTS,))
    state = play_until(state, lambda s: s.phase == "play" and s.current_player == owner).apply("play blind")
    assert state.phase == "declare"
    for attempt in ("play blind", "bet 0", "play AH ALTA"):
        err = state.explain(attempt)
        assert err.clause == "BI-A4" and "declare" in err.reason, attempt


def test_BI_A6_last_bidder_only_refusal_says_the_hook_rule():
    state = bisca.new_game(players=3, seed=0, bet_rule="last_bidder_only").apply("bet 2").apply("bet 1")
    err = state.explain("bet 2")
    assert err.clause == "BI-10" and "last bidder" in err.reason and "running total" not in err.reason
    assert state.bet_error(2) == err and state.bet_error(3) is None
    assert bisca.bet_error(5, [2, 1], 2, "last_bidder_only", players=3) == err


def test_BI_7_a_seat_not_at_the_table_sees_nothing_in_the_blind_round():
    state = play_until(bisca.new_game(players=4, seed=3), lambda s: s.round_index == 4)
    for bad in (99, -1, True, 1.0, "1"):
        with pytest.raises(InvalidSeat):
            state.view(bad)
        with pytest.raises(InvalidSeat):
            state.visible_hands(bad)
    everything = state.view("all").to_dict()
    assert everything["hands"] == [[str(c) for c in h] for h in state.hands]
    json.dumps(everything)


# --- what just happened -------------------------------------------------------------------

def test_BI_8_the_first_event_is_the_deal():
    state = bisca.new_game(players=4, seed=1)
    event = state.last_event
    assert event.seat is None and event.find("deal").seat == state.dealer
    assert event.find("deal").value == 5
    assert event_caption(None, state) == f"Round 1 of 9: Seat {state.dealer} deals 5 cards to each player."


def test_BI_9_a_bet_is_an_event_and_the_last_bet_says_who_leads():
    state = bisca.new_game(players=3, seed=2)
    bidder = state.current_player
    state = state.apply("bet 1")
    assert (state.last_event.seat, state.last_event.action) == (bidder, "bet 1")
    state = play_until(state, lambda s: s.phase == "play")
    closed = state.last_event.find("bets")
    assert closed is not None and closed.seat == state.current_player == state.round_leader


def test_BI_13_the_event_names_who_took_the_trick_with_which_card():
    state = play_until(bisca.new_game(players=3, seed=2), lambda s: s.phase == "play")
    for _ in range(3):
        before, state = state, state.apply(state.legal_actions()[0])
    trick = state.last_event.find("trick")
    plays = [(c, d) if d else c for _, c, d in state.last_trick]
    seat, card, _ = state.last_trick[bisca.trick_winner(plays)]
    assert trick.seat == seat == state.last_trick_winner and trick.cards == (str(card),)
    assert trick.clause == "BI-13"
    assert event_caption(before, state).endswith(f"Seat {seat} takes the trick with {card}.")


def test_BI_5_the_event_of_an_ace_of_hearts_tells_its_declaration():
    state = _state_with_ace_of_hearts_to_play().apply("play AH BASSA")
    assert state.last_event.action == "play A♥ BASSA"
    assert state.last_event.find("declared").clause == "BI-5"


def test_BI_14_the_round_over_event_gives_each_seats_points():
    state = play_until(bisca.new_game(players=4, seed=12), lambda s: s.round_index == 1)
    event = state.last_event
    points = [c for c in event.consequences if c.kind == "points"]
    assert [c.seat for c in points] == [0, 1, 2, 3]
    assert [c.value for c in points] == list(state.rounds[0].points)
    assert event.find("round_over").value == 1 and event.find("deal").value == 4


def test_BI_15_the_last_event_names_the_winners():
    state = play_until(bisca.new_game(players=3, seed=13), lambda s: s.is_terminal())
    winners = [c.seat for c in state.last_event.consequences if c.kind == "winner"]
    best = max(state.scores)
    assert winners == state.winners() == [s for s in range(3) if state.scores[s] == best]
    assert state.last_event.find("winner").value == best
    assert bisca.new_game(players=3, seed=13).returns() == [0.0, 0.0, 0.0]


def test_BI_A8_each_round_is_a_fresh_seeded_shuffle_of_the_whole_deck():
    # The engine's inlined shuffle must deal exactly what random.shuffle of the deck would.
    import random

    from engine.cards import shuffled

    def by_strength(cards):
        return tuple(sorted(cards, key=lambda c: (bisca.SUIT_ORDER.index(c.suit), c.rank)))

    for players in (2, 4, 7):
        state = bisca.new_game(players=players, seed=21)
        for index in range(3):
            state = play_until(state, lambda s: s.round_index == index)
            deck = shuffled(french_deck(bisca.decks_needed(players)), random.Random(f"bisca:21:{index}"))
            size = state.hand_size
            assert state.hands == tuple(by_strength(deck[p * size:(p + 1) * size]) for p in range(players))


def test_BI_9_a_save_whose_last_event_is_not_the_last_bet_is_refused():
    state = bisca.new_game(players=4, seed=1).apply("bet 2")
    bidder = state.last_event.seat
    for damage in ({"seat": (bidder + 1) % 4}, {"action": "bet 1"}, {"action": "play K♠"}, {"seat": None}):
        data = saved(state)
        data["last_event"].update(damage)
        with pytest.raises(CorruptSave, match="last event"):
            load(data)
    data = saved(state)
    data["last_event"] = None
    with pytest.raises(CorruptSave, match="last event"):
        load(data)


def test_BI_5_an_action_object_with_a_made_up_declaration_is_refused():
    state = _state_with_ace_of_hearts_to_play()
    err = state.explain(Play(bisca.ACE_OF_HEARTS, "MEDIA"))
    assert err is not None and err.clause == "BI-5"
    blind = _blind_round_with_ace_of_hearts()
    owner = next(s for s, h in enumerate(blind.hands) if h == (bisca.ACE_OF_HEARTS,))
    blind = play_until(blind, lambda s: s.phase == "play" and s.current_player == owner).apply("play blind")
    assert blind.explain(bisca.Declare("MEDIA")).clause == "BI-5"
