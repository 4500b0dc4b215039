"""The Skèmino table widget offers only legal moves and shows the engine's refusals."""
from engine import skemino
from widgets.skemino import SkeminoSetup, play_skemino


def test_SK_26_the_table_offers_exactly_the_legal_moves():
    app = play_skemino(seed=16, bot="random")
    state = app.state
    assert state.current_player == 0
    labels = [b.description for b in app.picker.buttons.children]
    assert labels == [f"{a.card} → {a.square}" for a in state.legal_actions()]


def test_SK_18_a_refused_move_names_its_clause_and_changes_nothing():
    app = play_skemino(seed=16, bot="random")
    before = list(app.states)
    app._choose("7F@a1")
    assert "SK-18" in app.picker.message.value and app.states == before
    app._choose("7F@d3")
    assert app.states[1].last_square == "d3" and app.state.current_player == 0   # the computer answered


def test_SK_A5_setup_switches_variants():
    setup = SkeminoSetup(seed=3)
    setup.literal.value = True
    setup.seat.value = 1
    app = setup.deal()
    assert app.states[0].options.opening_hands == "literal" and app.seats == ["search", "human"]
    assert isinstance(app.states[0], skemino.State)
