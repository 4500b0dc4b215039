"""Bad input: every refusal names its clause, and the state never changes."""
import pytest

from engine import IllegalAction, UnreadableAction, skemino
from engine.skemino import new_game, position

CASES = [
    ("SK-1", "ZZ@d3"), ("SK-1", "14C@d3"), ("SK-1", "7X@d3"),
    ("SK-6", "7F@g3"), ("SK-6", "7F@d9"), ("SK-6", "7F@a0"),
    ("SK-26", "hello"), ("SK-26", ""), ("SK-26", "7F"), ("SK-26", 42),
    ("SK-26", "6C@d3"),                          # Nero's card on Bianco's turn
    ("SK-18", "7F@d4"),                          # first card off the dice square
    ("SK-A23", "draw"), ("SK-A23", "pass"),
]


@pytest.mark.parametrize("clause,text", CASES)
def test_SK_26_bad_actions_are_refused_with_their_clause(clause, text):
    g = new_game(seed=16)
    before = g.to_json()
    with pytest.raises(IllegalAction) as err:
        g.apply(text)
    assert err.value.clause == clause and str(err.value).startswith(clause)
    assert g.to_json() == before and g == new_game(seed=16)
    assert g.explain(text).clause == clause and not g.is_legal(text)


POSITION_CASES = [
    ("SK-39", "8C@c3"), ("SK-16", "8C@a6"), ("SK-17", "8C@e4"), ("SK-20", "4F@d3"),
    ("SK-9", "8C@a1"), ("SK-26", "3P@d4"),
]


@pytest.mark.parametrize("clause,text", POSITION_CASES)
def test_SK_24_refusals_in_play_name_the_clause(clause, text):
    p = position({"c3": [("5C", 0), ("JF", 1), ("2P", 0)], "d3": [("9F", 1)], "b1": [("6P", 1)],
                  "b2": [("QC", 1)], "a2": [("2C", 1)]},
                 hands=(["8C", "4F", "KF"], ["3P"]), to_move=0)
    before = p.to_dict()
    with pytest.raises(IllegalAction, match=clause):
        p.apply(text)
    assert p.to_dict() == before
    assert skemino.placement_error(p, *text.split("@")).clause == clause


def test_SK_1_placement_error_wraps_card_and_square_errors():
    g = new_game(seed=16)
    assert isinstance(skemino.placement_error(g, "1C", "d3"), UnreadableAction)
    assert skemino.placement_error(g, "1C", "d3").clause == "SK-1"
    assert skemino.placement_error(g, "7F", "z3").clause == "SK-6"
    assert skemino.placement_error(g, "7F", "d3") is None
    end = position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0).apply("8F@a1")
    assert str(skemino.placement_error(end, "2C", "a3")).startswith("SK-A31: the game is over")


def test_SK_variant_options_refuse_unknown_names_and_wrong_values_with_value_error():
    with pytest.raises(ValueError, match="unknown option.*colour"):
        new_game(seed=1, colour="red")
    with pytest.raises(ValueError, match="colour"):
        position({}, colour="red")
    with pytest.raises(ValueError, match="first_player"):
        new_game(seed=1, first_player="g3")
    with pytest.raises(ValueError, match="hand_size"):
        skemino.SkeminoOptions.from_dict({"hand_size": 3})
    with pytest.raises(ValueError, match="setup_card"):
        new_game(seed=1, setup_card="yes")


@pytest.mark.parametrize("seed", ["abc", None, 1.5, True, "7"])
def test_SK_10_the_seed_is_a_whole_number(seed):
    with pytest.raises(ValueError, match="seed"):
        new_game(seed=seed)
    with pytest.raises(ValueError, match="seed"):
        position({}, seed=seed)


def test_SK_10_every_game_reloads_from_its_own_save():
    for seed in (0, 7, -3, 10**12):
        g = new_game(seed=seed)
        assert skemino.State.from_json(g.to_json()) == g
        after = g.apply(g.legal_actions()[0])
        assert skemino.State.from_json(after.to_json()) == after
