"""The La Scamorra table widget offers only legal moves and shows the engine's refusals; the
explorer's panels come from the engine."""
import re

from engine import scamorra
from widgets.scamorra import ScamorraSetup, action_label, explorer_position, move_explorer, play_scamorra


def test_SC_11_the_table_offers_exactly_the_legal_actions():
    app = play_scamorra(seed=4, bot="random", you=0)
    labels = [b.description for b in app.picker.buttons.children]
    assert labels == [action_label(a) for a in app.state.legal_actions()]


def test_SC_15_a_whole_match_by_clicks_against_the_computer():
    app = play_scamorra(seed=4, bot="random", you=0)
    clicks = 0
    while not app.state.is_terminal():
        assert app.state.current_player == 0
        button = app.picker.buttons.children[0]
        button.click()
        clicks += 1
        assert clicks < 40
    assert app.state.outcome is not None
    assert "wins" in app.table.value or "draw" in app.table.value


def test_SC_A9_a_refused_move_names_its_clause_and_changes_nothing():
    app = play_scamorra(seed=4, bot="random", you=0)
    while app.state.phase != "move" or app.state.current_player != 0:
        app.picker.buttons.children[0].click()
    before = list(app.states)
    app._choose("torre a1-e5")               # no torre move goes four squares along a diagonal
    assert "SC-" in app.picker.message.value and app.states == before
    app._choose("dance c3")
    assert "SC-15" in app.picker.message.value and app.states == before


def test_SC_A1_setup_switches_variants_and_hot_seat():
    setup = ScamorraSetup(seed=3)
    setup.pawn_forward.value = True
    setup.series.value = True
    setup.seats.two_here.click()
    app = setup.deal()
    assert app.states[0].options.pawn_forward_capture and app.states[0].options.series
    assert app.seats == ["human", "human"]
    # hot seat: the table is covered until the player to act says Ready
    assert app.body.children == (app.cover_box,)
    app.cover.click()
    assert app.table in app.body.children and app.picker in app.body.children


def test_SC_19_explorer_panels_are_the_engines_verdicts():
    page = move_explorer("torre", "carta").data
    panels = dict(re.findall(r'<div class="cit-choice-panel[^"]*" data-key="(\d\.\d)">(.*?)(?=<div class="cit-choice-panel|$)',
                             page, re.DOTALL))
    assert len(panels) == 6 * 3 and page.count("cit-current") == 1
    state = explorer_position()
    torre_carta = panels[f"{scamorra.CARDS.index('torre')}.{scamorra.PIECES.index('carta')}"]
    reachable = scamorra.reachable(state, state.where(0, "carta"), "torre")
    assert reachable and all(f"✔ {sq}" in torre_carta for sq in reachable)
    assert 'data-key="0.0"' in page and 'aria-pressed="true">torre<' in page


def test_SC_27_the_table_says_what_each_card_in_hand_can_do():
    app = play_scamorra(seed=4, bot="random", you=0)
    while app.state.phase != "move" or app.state.current_player != 0:
        app.picker.buttons.children[0].click()
    summary = scamorra.card_summary(app.state)
    for name, entry in summary.items():
        assert f"<b>{name}</b>" in app.table.value
        if entry["discard"]:
            assert "may be thrown away" in app.table.value
    moves = sum(entry["moves"] for entry in summary.values())
    assert moves == sum(1 for a in app.state.legal_actions() if isinstance(a, scamorra.Move))


def test_SC_19_the_table_shows_a_chosen_cards_squares_for_a_chosen_piece():
    app = play_scamorra(seed=4, bot="random", you=0)
    while app.state.phase != "move" or app.state.current_player != 0:
        app.picker.buttons.children[0].click()
    board = app.direct.board_picture       # on your turn the board is the clickable one (widgets.direct)
    assert "may move here" not in board.value
    app.helper.piece.value = "sasso"
    app.helper.card.value = "torre"
    origin = app.state.where(0, "sasso")
    expected = scamorra.square_verdicts(app.state, origin, "torre")
    for sq in expected:
        assert f"<title>{sq}: " in board.value
    app.helper.card.value = ""
    assert "<title>" + origin + ": " not in board.value
