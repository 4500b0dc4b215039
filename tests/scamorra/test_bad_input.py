"""Bad input gets a clear refusal naming the clause, and the game is left unchanged."""
import pytest

from engine import CorruptSave, IllegalAction, InvalidSeat, UnreadableAction
from engine.scamorra import State, new_game

from tests.scamorra.helpers import placed, south


@pytest.mark.parametrize("text, clause, words", [
    ("place dragon a1", "SC-4", "not a piece"),
    ("torre a1-f9", "SC-3", "not a square"),
    ("castle a1-a2", "SC-5", "not a chess card"),
    ("discard joker", "SC-5", "not a chess card"),
    ("hello there", "SC-15", "not a La Scamorra action"),
    ("", "SC-15", "not a La Scamorra action"),
])
def test_SC_15_unreadable_text_is_refused_with_the_notation(text, clause, words):
    game = new_game(seed=0)
    with pytest.raises(UnreadableAction, match=clause) as err:
        game.apply(text)
    assert words in str(err.value)


def test_SC_15_moving_the_opponents_piece_or_an_empty_square():
    p = south(["torre", "pedone", "pedone"], {"a1": ("South", "sasso"), "c5": ("North", "carta")})
    before = p.to_json()
    with pytest.raises(IllegalAction, match=r"SC-15: the paper \(carta\) on c5 belongs to North"):
        p.apply("torre c5-c4")
    with pytest.raises(IllegalAction, match="SC-15: there is no piece on b3"):
        p.apply("torre b3-b4")
    with pytest.raises(IllegalAction, match=r"SC-15: South holds no knight \(cavallo\)"):
        p.apply("cavallo a1-b3")
    assert p.to_json() == before


def test_SC_15_out_of_turn_and_bad_seats():
    game = placed(seed=1)
    other = 1 - game.current_player
    with pytest.raises(IllegalAction, match="SC-15"):
        game.apply_as(other, game.legal_actions()[0])
    with pytest.raises(InvalidSeat):
        game.view(2)
    with pytest.raises(InvalidSeat):
        game.apply_as(5, game.legal_actions()[0])


def test_SC_12_wrong_phase_actions():
    game = new_game(seed=0)
    with pytest.raises(IllegalAction, match="SC-11"):
        game.apply("torre a1-a2")
    placing = game.apply("first place")
    with pytest.raises(IllegalAction, match="SC-11"):
        placing.apply("first move")
    with pytest.raises(IllegalAction, match="SC-12"):
        placing.apply("torre a1-a2")
    moving = placed(seed=0)
    with pytest.raises(IllegalAction, match="SC-12"):
        moving.apply("place sasso a1")


def test_SC_34_nothing_after_the_end():
    p = south(["re", "torre", "torre"], {"c3": ("South", "sasso"), "d4": ("North", "carta")})
    over = p.apply("re c3-d4")
    assert over.legal_actions() == [] and over.current_player is None
    with pytest.raises(IllegalAction, match="SC-34"):
        over.apply("torre d4-d3")


def test_SC_A23_bad_options_and_seeds():
    with pytest.raises(ValueError, match="series_check"):
        new_game(seed=0, series_check="sometimes")
    with pytest.raises(ValueError, match="pawn_forward_capture"):
        new_game(seed=0, pawn_forward_capture="yes")
    with pytest.raises(ValueError, match="series_target"):
        new_game(seed=0, series_target=0)
    with pytest.raises(ValueError, match="seed"):
        new_game(seed="x")  # type: ignore[arg-type]  # wrong on purpose


@pytest.mark.parametrize("damage", [
    lambda d: d["board"].update({"a3": [0, "sasso"]}),            # a fourth piece (two sassi)
    lambda d: d["hands"][0].append("re"),                          # a card too many
    lambda d: d["decks"][1].pop(),                                 # a card lost
    lambda d: d.update(to_move=1 - d["to_move"]),                  # turn order broken
    lambda d: d.update(scores=[-1, 0]),
    lambda d: d.update(phase="dance"),
    lambda d: d["board"].update({"z9": [0, "sasso"]}),
    lambda d: d.update(coppelle=["re"]),
    lambda d: d.update(outcome={"kind": "cappotto", "winner": 0}),
    lambda d: d.update(series_totals=[3, 0]),
])
def test_SC_5_damaged_saves_are_refused(damage):
    import json
    game = placed(seed=3)
    game = game.apply(game.legal_actions()[0])
    data = json.loads(game.to_json())
    damage(data)
    with pytest.raises(CorruptSave):
        State.from_json(json.dumps(data))


@pytest.mark.parametrize("players", [2.0, True, "2", None, 3])
def test_SC_A23_players_is_the_whole_number_two(players):
    import engine

    with pytest.raises(ValueError, match="players"):
        new_game(seed=0, players=players)
    if players is not None:             # the spec's start() reads None as "the game's own count"
        with pytest.raises(ValueError, match="players"):
            engine.game("scamorra").start(seed=0, players=players)
    assert engine.game("scamorra").start(seed=0, players=2).num_players == 2
