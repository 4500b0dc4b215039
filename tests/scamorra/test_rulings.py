"""One test per La Scamorra ruling SC-A1..SC-A23, named by its ID."""

import pytest

from engine import IllegalAction, scamorra
from engine.scamorra import new_game, position

from tests.scamorra.helpers import placed, random_match, south


def test_SC_A1_pawn_never_takes_straight_ahead_unless_the_variant_says_so():
    board = {"c2": ("South", "sasso"), "c3": ("North", "forbice")}
    p = south(["pedone", "torre", "torre"], board)
    with pytest.raises(IllegalAction, match="SC-A1"):
        p.apply("pedone c2-c3")
    variant = south(["pedone", "torre", "torre"], board, pawn_forward_capture=True)
    assert variant.apply("pedone c2-c3").piece_at("c3") == (0, "sasso")


def test_SC_A2_pawn_goes_diagonally_only_to_take():
    p = south(["pedone", "torre", "torre"], {"c2": ("South", "sasso")})
    with pytest.raises(IllegalAction, match="SC-A2"):
        p.apply("pedone c2-d3")
    with pytest.raises(IllegalAction, match="SC-17"):
        p.apply("pedone c2-d1")       # never backwards


def test_SC_A3_nothing_happens_on_the_far_row():
    p = south(["pedone", "torre", "torre"], {"c5": ("South", "sasso"), "a1": ("North", "carta")})
    assert scamorra.reachable(p, "c5", "pedone") == []
    assert scamorra.reachable(p, "c5", "torre") == ["a5", "b5", "c2", "c3", "c4", "d5", "e5"]
    with pytest.raises(IllegalAction, match="SC-A3"):
        p.apply("pedone c5-d5")
    assert "torre c5-c4" in [str(a) for a in p.legal_actions()]


def test_SC_A4_no_landing_on_own_or_untakeable_pieces():
    p = south(["torre"] * 3, {"a1": ("South", "sasso"), "a2": ("South", "carta"), "b1": ("North", "carta")})
    with pytest.raises(IllegalAction, match="SC-A4"):
        p.apply("torre a1-a2")
    with pytest.raises(IllegalAction, match="SC-29"):
        p.apply("torre a1-b1")        # carta wraps sasso


def test_SC_A5_the_re_moves_any_of_your_pieces():
    p = south(["re", "torre", "torre"], {"a1": ("South", "carta"), "e1": ("South", "sasso"),
                                         "c1": ("South", "forbice")})
    origins = {a.origin for a in p.legal_actions() if isinstance(a, scamorra.Move) and a.card == "re"}
    assert origins == {"a1", "c1", "e1"}


def test_SC_A6_the_re_takes_the_same_kind_but_never_your_own():
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d3": ("North", "sasso"),
                                         "c4": ("South", "carta")})
    assert p.is_legal("re c3-d3")
    with pytest.raises(IllegalAction, match="SC-A4"):
        p.apply("re c3-c4")


def test_SC_A7_reentry_only_on_an_empty_home_square_one_piece_per_card():
    p = south(["pedone", "torre", "torre"], {"c1": ("South", "carta"), "e5": ("North", "sasso")})
    reentries = sorted(str(a) for a in p.legal_actions() if isinstance(a, scamorra.Reenter))
    assert reentries == sorted(f"reenter {piece} {c}1" for piece in ("sasso", "forbice") for c in "abde")
    with pytest.raises(IllegalAction, match="SC-A7"):
        p.apply("reenter sasso c1")
    with pytest.raises(IllegalAction, match="SC-A7"):
        p.apply("reenter sasso b2")


def test_SC_A8_a_pedone_with_no_board_move_may_be_discarded_though_it_could_reenter():
    p = south(["pedone", "torre", "torre"], {"c5": ("South", "sasso"), "a1": ("North", "carta")})
    assert p.is_legal("discard pedone") and p.is_legal("reenter carta b1")


def test_SC_A9_a_card_with_a_move_cannot_be_thrown_away():
    p = south(["torre", "pedone", "pedone"], {"a1": ("South", "sasso"), "e5": ("North", "carta")})
    with pytest.raises(IllegalAction, match="SC-A9"):
        p.apply("discard torre")
    with pytest.raises(IllegalAction, match="SC-15"):
        p.apply("discard re")         # not in hand


def test_SC_A10_the_match_lasts_thirty_turns_and_the_second_mover_plays_last():
    checked = 0
    for seed in range(10):
        states = random_match(seed, seed)
        final = states[-1]
        if final.outcome.kind == "points":
            card_turns = [s for s in states[:-1] if s.phase == "move"]
            assert len(card_turns) == 30
            assert card_turns[-1].current_player == 1 - final.moves_first
            checked += 1
    assert checked >= 5


def test_SC_A11_cappotto_is_immediate_whatever_the_loser_holds():
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d4": ("North", "carta")},
              north_hand=["pedone"] * 3)
    assert p.apply("re c3-d4").outcome.kind == "cappotto"


@pytest.mark.parametrize("check", ["immediate", "end_of_match"])
def test_SC_A12_when_the_series_target_is_checked(check):
    # North 14 after earlier matches; North takes one piece: immediate ends the series now
    p = position({"c3": ("North", "sasso"), "d2": ("South", "forbice"), "a1": ("South", "carta"),
                  "e1": ("South", "sasso"), "a5": ("North", "carta"), "e5": ("North", "forbice")},
                 hands=(["torre"] * 3, ["re", "torre", "torre"]), to_move=1, series=True, series_check=check,
                 scores=(0, 0))
    p = p.evolve(series_totals=(0, 14), results=(scamorra.MatchResult((0, 14), 1, False),))
    after = p.apply("re c3-d2")
    if check == "immediate":
        assert after.is_terminal() and after.outcome.winner == 1 and after.series_totals == (0, 15)
    else:
        assert not after.is_terminal() and after.scores == (0, 1)


def test_SC_A13_the_bonus_is_added_to_the_capture_points():
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d4": ("North", "carta")}, series=True)
    after = p.apply("re c3-d4")
    assert after.series_totals[0] == p.scores[0] + 1 + 10


def test_SC_A14_the_coppella_is_never_shown_to_a_player():
    game = placed(seed=5)
    for seat in (0, 1, None):
        assert "coppelle" not in game.view(seat).to_dict()
    assert len(game.view("all").to_dict()["coppelle"]) == 2


def test_SC_A15_south_home_is_row_one_north_row_five():
    assert scamorra.home_row(0) == 1 and scamorra.home_row(1) == 5
    game = new_game(seed=0).apply("first place")
    p = game.to_move
    assert all(a.square.endswith(str(scamorra.home_row(p))) for a in game.legal_actions())


def test_SC_A16_slides_stop_at_a_piece_and_a_move_is_never_zero_squares():
    p = south(["regina", "torre", "torre"], {"a1": ("South", "sasso"), "a2": ("North", "forbice"),
                                             "b2": ("North", "carta")})
    assert scamorra.reachable(p, "a1", "regina") == ["a2", "b1", "c1", "d1"]
    with pytest.raises(IllegalAction, match="SC-A16"):
        p.apply("regina a1-a3")
    with pytest.raises(IllegalAction, match="SC-A16"):
        p.apply("regina a1-a1")


def test_SC_A17_a_card_is_drawn_after_a_reentry_or_a_discard():
    p = south(["pedone", "torre", "torre"], {"c5": ("South", "sasso"), "a1": ("North", "carta")})
    for action in ("discard pedone", "reenter carta b1"):
        after = p.apply(action)
        assert len(after.hands[0]) == 3 and len(after.decks[0]) == len(p.decks[0]) - 1


def test_SC_A18_placements_alternate_six_in_all_one_per_square():
    game = new_game(seed=8).apply("first move")
    seats = []
    for _ in range(6):
        seats.append(game.current_player)
        game = game.apply(game.legal_actions()[0])
    assert seats == [seats[0], 1 - seats[0]] * 3 and game.phase == "move"
    start = new_game(seed=8).apply("first place")
    p = start.to_move
    taken = start.apply(f"place sasso c{scamorra.home_row(p)}").apply(
        start.apply(f"place sasso c{scamorra.home_row(p)}").legal_actions()[0])
    with pytest.raises(IllegalAction, match="SC-A18"):
        taken.apply(f"place carta c{scamorra.home_row(p)}")


def test_SC_A19_hands_are_private_deck_sizes_and_played_cards_public():
    game = placed(seed=2)
    game = game.apply(game.legal_actions()[0])
    view = game.view(None).to_dict()
    assert view["hands"] == [None, None] and view["deck_sizes"] == [len(d) for d in game.decks]
    assert sum(len(d) for d in view["discards"]) == 1
    # capturing is never compulsory: a non-capturing move is legal beside a capture
    p = south(["torre"] * 3, {"a1": ("South", "sasso"), "a2": ("North", "forbice")})
    assert p.is_legal("torre a1-a2") and p.is_legal("torre a1-b1")


def test_SC_A20_pictures_are_drawn_from_engine_states():
    p = south(["alfiere"] * 3, {"c1": ("South", "forbice")})
    svg = scamorra.board_svg(p, scamorra.square_verdicts(p, "c1", "alfiere"), "c1")
    assert "cit-scamorra-board" in svg and "may move here" in svg


@pytest.mark.parametrize("rule", ["random", "loser_of_previous"])
def test_SC_A21_initiative_in_later_matches(rule):
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d4": ("North", "carta")}, series=True,
              series_initiative=rule)
    after = p.apply("re c3-d4")
    assert after.match_number == 2
    if rule == "loser_of_previous":
        assert after.initiative == 1
    else:
        seen = {south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d4": ("North", "carta")},
                      series=True, seed=s).apply("re c3-d4").initiative for s in range(20)}
        assert seen == {0, 1}


def test_SC_A22_a_full_home_row_blocks_reentry():
    board = {"a1": ("South", "sasso"), "b1": ("North", "carta"), "c1": ("North", "sasso"),
             "d1": ("North", "forbice"), "e1": ("South", "carta")}
    p = south(["pedone", "pedone", "pedone"], board)
    actions = [str(a) for a in p.legal_actions()]
    assert not any(a.startswith("reenter") for a in actions)
    # the pedone has a board move (a1-a2), so it cannot be discarded either
    assert "pedone a1-a2" in actions and "discard pedone" not in actions


def test_SC_A23_exactly_two_players():
    with pytest.raises(ValueError, match="SC-A23"):
        new_game(seed=0, players=3)
    assert scamorra.SPEC.start(seed=0, players=2).num_players == 2
