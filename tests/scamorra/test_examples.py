"""The worked examples SC-EX-1..SC-EX-11, worked by hand from the rules."""
import pytest

from engine import IllegalAction, scamorra
from engine.scamorra import can_capture, initiative_order, new_game, position

from tests.scamorra.helpers import random_match, south


def test_SC_EX_1_the_choice_decides_who_moves_first():
    assert initiative_order(0, "move") == (1, 0)        # B places first, A moves first
    assert initiative_order(0, "place") == (0, 1)       # A places first, B moves first
    game = new_game(seed=4)
    a = game.initiative
    assert game.apply("first move").current_player == 1 - a
    assert game.apply("first place").current_player == a


def test_SC_EX_2_fifteen_playable_cards_and_hands_that_shrink():
    game = new_game(seed=6)
    assert [len(h) + len(d) for h, d in zip(game.hands, game.decks)] == [15, 15]
    checked = 0
    for seed in range(10):
        states = random_match(seed, seed)
        if states[-1].outcome.kind == "points":
            for seat in (0, 1):
                sizes = [len(s.hands[seat]) for s in states if s.phase == "move" and s.current_player == seat]
                assert sizes == [3] * 13 + [2, 1] and len(sizes) == 15
            checked += 1
    assert checked >= 5


def test_SC_EX_3_forbice_two_squares_diagonally_with_the_alfiere():
    p = south(["alfiere", "torre", "torre"], {"c1": ("South", "forbice"), "a5": ("North", "carta")})
    assert scamorra.reachable(p, "c1", "alfiere") == ["a3", "b2", "d2", "e3"]
    after = p.apply("alfiere c1-e3")
    assert after.piece_at("e3") == (0, "forbice") and len(after.hands[0]) == 3
    blocked = south(["alfiere", "torre", "torre"], {"c1": ("South", "forbice"), "d2": ("South", "sasso"),
                                                    "a5": ("North", "carta")})
    with pytest.raises(IllegalAction, match="SC-A16"):
        blocked.apply("alfiere c1-e3")


def test_SC_EX_4_sasso_takes_forbice_with_the_cavallo():
    p = south(["cavallo", "torre", "torre"], {"b1": ("South", "sasso"), "c3": ("North", "forbice"),
                                              "a5": ("North", "carta"), "e5": ("North", "sasso")})
    after = p.apply("cavallo b1-c3")
    assert after.scores[0] == p.scores[0] + 1 and after.reserve(1) == ["forbice"]


def test_SC_EX_5_carta_takes_forbice_only_with_the_re():
    board = {"c3": ("South", "carta"), "d4": ("North", "forbice"), "a5": ("North", "sasso")}
    with_re = south(["re", "torre", "torre"], board)
    assert with_re.apply("re c3-d4").scores[0] == with_re.scores[0] + 1
    with_alfiere = south(["alfiere", "torre", "torre"], board)
    with pytest.raises(IllegalAction, match="SC-29"):
        with_alfiere.apply("alfiere c3-d4")
    assert with_alfiere.is_legal("alfiere c3-b4") and with_alfiere.is_legal("alfiere c3-d2")


def test_SC_EX_6_can_capture_table():
    assert can_capture("sasso", "forbice", "torre") and can_capture("forbice", "carta", "torre")
    assert can_capture("carta", "sasso", "torre")
    assert not can_capture("forbice", "sasso", "torre") and not can_capture("sasso", "sasso", "torre")
    assert all(can_capture(a, d, "re") for a in scamorra.PIECES for d in scamorra.PIECES)


def test_SC_EX_7_pedone_either_reenters_or_moves_never_both():
    p = south(["pedone", "torre", "torre"], {"b2": ("South", "sasso"), "a1": ("South", "carta"),
                                             "c5": ("North", "carta")})
    back = p.apply("reenter forbice c1")
    assert back.piece_at("c1") == (0, "forbice") and back.piece_at("b2") == (0, "sasso")
    assert back.current_player == 1 and len(back.hands[0]) == 3
    moved = p.apply("pedone b2-b3")
    assert moved.piece_at("b3") == (0, "sasso") and moved.reserve(0) == ["forbice"]
    # both at once: the turn has passed after either, so South cannot follow up
    with pytest.raises(IllegalAction):
        back.apply_as(0, "pedone b2-b3")


def test_SC_EX_8_equal_points_is_a_draw():
    assert scamorra.match_result((4, 4)) is None
    assert scamorra.match_result((5, 3)) == 0 and scamorra.match_result((3, 5)) == 1


def test_SC_EX_9_cappotto_at_once_even_with_pedoni_in_hand():
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d4": ("North", "forbice")},
              north_hand=["pedone", "pedone", "pedone"])
    after = p.apply("re c3-d4")
    assert after.is_terminal() and after.outcome.kind == "cappotto" and after.outcome.winner == 0


def test_SC_EX_10_series_won_by_cappotto():
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d4": ("North", "forbice")}, series=True,
              scores=(2, 0))
    p = p.evolve(series_totals=(4, 9), results=(scamorra.MatchResult((4, 9), 1, False),))
    after = p.apply("re c3-d4")
    assert after.series_totals == (4 + 3 + 10, 9)
    assert after.is_terminal() and after.outcome.kind == "series" and after.outcome.winner == 0


def test_SC_EX_11_the_pedone_of_each_side():
    board = {"c2": ("South", "sasso"), "a5": ("North", "carta")}
    p = south(["pedone", "torre", "torre"], board)
    assert p.is_legal("pedone c2-c3") and not p.is_legal("pedone c2-d3")
    p = south(["pedone", "torre", "torre"], {**board, "d3": ("North", "forbice")})
    assert p.is_legal("pedone c2-d3")
    p = south(["pedone", "torre", "torre"], {**board, "d3": ("North", "carta")})
    assert not p.is_legal("pedone c2-d3")
    p = south(["pedone", "torre", "torre"], {**board, "c3": ("North", "forbice")})
    assert p.explain("pedone c2-c3").clause == "SC-A1"
    n = position({"c4": ("North", "sasso"), "a1": ("South", "carta")},
                 hands=(["torre"] * 3, ["pedone", "torre", "torre"]), to_move=1)
    assert scamorra.reachable(n, "c4", "pedone") == ["c3"]
