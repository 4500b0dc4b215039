"""Bisca, one test (or a few) per rule clause and ruling; the ID is in each name."""
import json

import pytest

import engine
from engine import CorruptSave, IllegalAction, Record, bisca
from engine.bisca import Bet, Play, PlayBlind
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


def test_same_seed_same_game_and_json_round_trip():
    a = play_until(bisca.new_game(players=5, seed=42), lambda s: s.round_index == 3)
    b = play_until(bisca.new_game(players=5, seed=42), lambda s: s.round_index == 3)
    assert a == b and bisca.State.from_json(a.to_json()) == a
    assert bisca.new_game(players=5, seed=43).hands != bisca.new_game(players=5, seed=42).hands


@pytest.mark.parametrize("damage, message", [
    (lambda d: d.update(hands=[["AH", "AH"]] + d["hands"][1:]), "cards"),
    (lambda d: d.update(scores=[99] + d["scores"][1:]), "BI-14"),
    (lambda d: d.update(round_index=12), "nine rounds"),
    (lambda d: d.update(hands="nonsense"), "damaged"),
    (lambda d: d["hands"][0].__setitem__(0, "ZZ"), "not a French card"),
])
def test_corrupt_saves_are_refused_with_a_reason(damage, message):
    state = play_until(bisca.new_game(players=3, seed=2), lambda s: s.round_index == 1 and s.phase == "play")
    data = json.loads(state.to_json())
    damage(data)
    with pytest.raises(CorruptSave, match=message):
        bisca.State.from_json(json.dumps(data))
    with pytest.raises(CorruptSave):
        bisca.State.from_json("{not json")


def test_bad_card_text_names_the_text():
    with pytest.raises(ValueError, match="'1X'"):
        parse_french_card("1X")
    state = play_until(bisca.new_game(players=3, seed=2), lambda s: s.phase == "play")
    with pytest.raises(IllegalAction, match="BI-11"):
        state.apply("play 1X")


def test_acting_out_of_turn_is_refused():
    state = bisca.new_game(players=3, seed=2)
    other = (state.current_player + 1) % 3
    with pytest.raises(IllegalAction, match="BI-9") as err:
        state.apply_as(other, "bet 0")
    assert f"not seat {other}" in str(err.value)


def test_record_replays_and_refuses_a_bad_log():
    start = bisca.new_game(players=3, seed=2)
    states = [start]
    for _ in range(10):
        states.append(states[-1].apply(states[-1].legal_actions()[0]))
    record = Record.of(start, [str(a) for a in _actions_between(states)])
    assert Record.from_json(record.to_json()).states()[-1] == states[-1]
    bad = json.loads(record.to_json())
    bad["actions"][2] = "bet 5"
    with pytest.raises(CorruptSave, match="step 3"):
        Record.from_json(json.dumps(bad)).states()


def _actions_between(states):
    out = []
    for a, b in zip(states, states[1:]):
        out.append(next(x for x in a.legal_actions() if a.apply(x) == b))
    return out


def test_illegal_action_is_a_value_error():
    assert issubclass(engine.IllegalAction, ValueError)
