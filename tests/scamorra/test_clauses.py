"""One test (or more) per La Scamorra clause SC-1..SC-37, named by its ID."""

import pytest

from engine import IllegalAction, scamorra
from engine.scamorra import DECK_COMPOSITION, can_capture, new_game
from engine.scamorra.rules import CARDS, PIECES, SQUARES, home_row

from tests.scamorra.helpers import FULL, all_cards, north, placed, random_match, south


def test_SC_1_two_players_short_match():
    game = new_game(seed=0)
    assert game.num_players == 2 and scamorra.SPEC.min_players == scamorra.SPEC.max_players == 2
    # a match is short: six placements, one choice and at most thirty cards
    assert len(random_match(4)) <= 1 + 1 + 6 + 30


def test_SC_2_goal_points_or_cappotto():
    kinds = {random_match(seed, seed).__getitem__(-1).outcome.kind for seed in range(40)}
    assert kinds <= {"points", "cappotto"} and "points" in kinds


def test_SC_3_board_is_five_by_five():
    assert len(SQUARES) == 25 and SQUARES[0] == "a1" and SQUARES[-1] == "e5"
    with pytest.raises(IllegalAction, match="SC-3"):
        new_game(seed=0).apply("place sasso f1")


def test_SC_4_three_pieces_each_told_apart_by_side():
    game = placed()
    for seat in (0, 1):
        assert sorted(game.piece_at(sq)[1] for sq in SQUARES if game.piece_at(sq) and game.piece_at(sq)[0] == seat) \
            == sorted(PIECES)


def test_SC_5_each_player_has_his_own_sixteen_card_deck():
    assert DECK_COMPOSITION == {"re": 1, "regina": 1, "alfiere": 3, "cavallo": 3, "torre": 3, "pedone": 5}
    game = new_game(seed=9)
    for seat in (0, 1):
        assert all_cards(game, seat) == sorted(FULL)


def test_SC_6_score_is_kept_and_initiative_drawn_at_random():
    initiatives = {new_game(seed=s).initiative for s in range(30)}
    assert initiatives == {0, 1}
    assert new_game(seed=0).scores == (0, 0)


def test_SC_7_decks_are_shuffled_from_the_seed():
    orders = {new_game(seed=s).decks[0] for s in range(10)}
    assert len(orders) > 1
    assert new_game(seed=5).decks == new_game(seed=5).decks


def test_SC_8_one_coppella_per_deck_is_set_aside_unseen():
    game = new_game(seed=2)
    assert len(game.coppelle) == 2
    for seat in (0, 1):
        assert len(game.decks[seat]) + len(game.hands[seat]) == 15
    assert "coppelle" not in game.view(0).to_dict()


def test_SC_9_three_cards_each_seen_only_by_their_owner():
    game = new_game(seed=2)
    view = game.view(0).to_dict()
    assert view["hands"][0] == game.hand(0) and view["hands"][1] is None and view["hand_sizes"] == [3, 3]


def test_SC_10_initiative_holder_acts_first():
    game = new_game(seed=11)
    assert game.current_player == game.initiative and game.phase == "choose"
    assert game.last_event.find("initiative").seat == game.initiative


def test_SC_11_the_holder_chooses_to_place_or_move_first():
    game = new_game(seed=11)
    assert [str(a) for a in game.legal_actions()] == ["first place", "first move"]
    other = 1 - game.initiative
    with pytest.raises(IllegalAction, match="SC-11"):
        game.apply_as(other, "first place")


def test_SC_12_pieces_are_placed_alternately_on_the_home_row():
    game = new_game(seed=0).apply("first place")
    p = game.to_move
    assert {a.square for a in game.legal_actions()} == {f"{c}{home_row(p)}" for c in "abcde"}
    game = game.apply(f"place sasso c{home_row(p)}")
    assert game.current_player == 1 - p
    with pytest.raises(IllegalAction, match="SC-12"):
        game.apply("place carta c3")


def test_SC_13_who_placed_second_moves_first():
    for choice in ("place", "move"):
        game = placed(seed=3, choice=choice)
        assert game.phase == "move" and game.current_player == 1 - game.places_first


def test_SC_14_no_piece_crosses_from_home_to_home_in_one_move():
    for card in CARDS:
        for col in "abcde":
            p = south([card] * 1 + ["torre", "torre"] if card != "torre" else ["torre"] * 3,
                      {f"{col}1": ("South", "sasso")}, north_hand=["torre"] * 3)
            assert not any(sq.endswith("5") for sq in scamorra.reachable(p, f"{col}1", card))


def test_SC_15_a_card_moves_one_of_your_pieces_of_your_choice():
    p = south(["torre", "pedone", "pedone"], {"a1": ("South", "carta"), "e1": ("South", "sasso"),
                                              "c5": ("North", "forbice")})
    origins = {a.origin for a in p.legal_actions() if isinstance(a, scamorra.Move) and a.card == "torre"}
    assert origins == {"a1", "e1"}
    with pytest.raises(IllegalAction, match="SC-15"):
        p.apply("torre c5-c4")


def test_SC_16_draw_after_each_card_until_the_deck_is_empty():
    states = random_match(7, 1)
    for before, after in zip(states, states[1:]):
        if before.phase == "move" and after.phase in ("move", "over"):
            seat = before.current_player
            expected = 3 if before.decks[seat] else len(before.hands[seat]) - 1
            assert len(after.hands[seat]) == expected


def test_SC_17_pedone_steps_forward_or_takes_diagonally():
    p = south(["pedone", "torre", "torre"], {"c2": ("South", "sasso"), "d3": ("North", "forbice"),
                                             "b3": ("North", "carta")})
    assert scamorra.reachable(p, "c2", "pedone") == ["c3", "d3"]


def test_SC_18_a_pedone_may_serve_for_reentry():
    p = south(["pedone", "torre", "torre"], {"c2": ("South", "sasso"), "a5": ("North", "carta"),
                                             "e5": ("North", "sasso")})
    names = {str(a) for a in p.legal_actions()}
    assert "pedone c2-c3" in names and "reenter carta a1" in names


def test_SC_19_torre_slides_up_to_three_straight_and_cannot_jump():
    p = south(["torre"] * 3, {"a1": ("South", "sasso"), "a3": ("North", "sasso")})
    assert scamorra.reachable(p, "a1", "torre") == ["a2", "b1", "c1", "d1"]


def test_SC_20_cavallo_jumps_in_an_l():
    p = south(["cavallo"] * 3, {"b1": ("South", "sasso"), "b2": ("South", "carta"), "c2": ("North", "carta"),
                                "a2": ("North", "carta")})
    assert scamorra.reachable(p, "b1", "cavallo") == ["a3", "c3", "d2"]


def test_SC_21_alfiere_slides_diagonally_up_to_three():
    p = south(["alfiere"] * 3, {"a1": ("South", "sasso")})
    assert scamorra.reachable(p, "a1", "alfiere") == ["b2", "c3", "d4"]


def test_SC_22_regina_slides_any_line_up_to_three():
    p = south(["regina", "torre", "torre"], {"a1": ("South", "sasso")})
    assert scamorra.reachable(p, "a1", "regina") == ["a2", "a3", "a4", "b1", "b2", "c1", "c3", "d1", "d4"]


def test_SC_23_re_steps_one_square_any_direction():
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso")})
    assert scamorra.reachable(p, "c3", "re") == ["b2", "b3", "b4", "c2", "c4", "d2", "d3", "d4"]


def test_SC_24_a_played_card_is_public():
    game = placed(seed=1)
    action = game.legal_actions()[0]
    after = game.apply(action)
    seat = game.current_player
    assert after.view(1 - seat).to_dict()["discards"][seat] == [action.card]


def test_SC_25_after_the_move_draw_and_pass_the_turn():
    game = placed(seed=1)
    seat = game.current_player
    after = game.apply(game.legal_actions()[0])
    assert len(after.hands[seat]) == 3 and len(after.decks[seat]) == 11 and after.current_player == 1 - seat


def test_SC_26_a_card_with_no_move_is_discarded_and_the_turn_passes():
    p = south(["pedone", "torre", "torre"], {"c5": ("South", "sasso"), "a1": ("North", "carta")})
    assert "discard pedone" in [str(a) for a in p.legal_actions()]
    after = p.apply("discard pedone")
    assert after.board == p.board and after.current_player == 1
    assert after.last_event.find("discard").clause == "SC-27"


def test_SC_27_a_dead_card_may_be_discarded_even_with_other_playable_cards():
    p = south(["pedone", "torre", "torre"], {"c5": ("South", "sasso"), "a1": ("North", "carta")})
    assert any(str(a).startswith("torre") for a in p.legal_actions())
    assert p.is_legal("discard pedone")


def test_SC_28_a_capture_scores_one_point():
    p = south(["cavallo", "torre", "torre"], {"b1": ("South", "sasso"), "c3": ("North", "forbice"),
                                              "a5": ("North", "carta"), "e5": ("North", "sasso")})
    after = p.apply("cavallo b1-c3")
    assert after.scores == (p.scores[0] + 1, p.scores[1]) and after.piece_at("c3") == (0, "sasso")
    assert after.reserve(1) == ["forbice"]
    assert after.last_event.find("capture").value == 1


def test_SC_29_morra_decides_who_takes_whom():
    assert [can_capture(a, d, "torre") for a in PIECES for d in PIECES] == [
        False, True, False,      # carta takes sasso
        False, False, True,      # sasso takes forbice
        True, False, False]      # forbice takes carta


def test_SC_30_the_re_takes_anything():
    assert all(can_capture(a, d, "re") for a in PIECES for d in PIECES)
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d4": ("North", "carta"),
                                         "a5": ("North", "sasso")})
    assert p.apply("re c3-d4").scores == (p.scores[0] + 1, p.scores[1])


def test_SC_31_forward_is_toward_the_opponents_home():
    assert scamorra.forward(0) == 1 and scamorra.forward(1) == -1
    p = north(["pedone", "torre", "torre"], {"c4": ("North", "sasso"), "a1": ("South", "carta")})
    assert scamorra.reachable(p, "c4", "pedone") == ["c3"]


def test_SC_32_reentry_with_a_pedone_ends_the_turn():
    p = south(["pedone", "torre", "torre"], {"b2": ("South", "sasso"), "a1": ("South", "carta"),
                                             "c5": ("North", "carta")})
    after = p.apply("reenter forbice c1")
    assert after.piece_at("c1") == (0, "forbice") and after.current_player == 1
    assert after.piece_at("b2") == (0, "sasso") and after.last_event.find("reentry").clause == "SC-32"


def test_SC_33_reentry_is_optional_and_excludes_a_move():
    p = south(["pedone", "torre", "torre"], {"b2": ("South", "sasso"), "a1": ("South", "carta"),
                                             "c5": ("North", "carta")})
    moved = p.apply("pedone b2-b3")
    assert moved.reserve(0) == ["forbice"]
    assert [CARDS[c] for c in moved.discards[0]] == ["pedone"] and moved.current_player == 1


def test_SC_34_fifteen_cards_each_then_the_higher_score_wins():
    checked = 0
    for seed in range(15):
        final = random_match(seed, seed)[-1]
        if final.outcome.kind == "points":
            assert [len(d) for d in final.discards] == [15, 15]
            assert final.outcome.winner == scamorra.match_result(final.scores)
            checked += 1
    assert checked >= 5


def test_SC_35_cappotto_when_only_one_colour_remains():
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d4": ("North", "carta")})
    after = p.apply("re c3-d4")
    assert after.is_terminal() and after.outcome.kind == "cappotto" and after.outcome.winner == 0
    assert after.returns() == [1.0, 0.0]


def test_SC_36_partita_a_15_adds_up_matches():
    final = random_match(2, 2, series=True)[-1]
    assert final.outcome.kind == "series"
    assert max(final.series_totals) >= 15 and final.series_totals[final.outcome.winner] >= 15
    assert len(final.results) >= 1


def test_SC_37_cappotto_bonus_adds_ten():
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d4": ("North", "carta")}, series=True,
              series_target=100)
    after = p.apply("re c3-d4")
    # South had taken two pieces before (they are off the board), takes the third, and adds the bonus
    assert p.scores == (2, 2)
    assert after.series_totals == (3 + 10, 2) and after.phase == "choose" and after.match_number == 2
