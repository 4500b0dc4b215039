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
    setup.seats.menus[0].value, setup.seats.menus[1].value = "search", "human"
    app = setup.deal()
    assert app.states[0].options.opening_hands == "literal" and app.seats == ["search", "human"]
    assert isinstance(app.states[0], skemino.State)


def test_SK_3_SK_4_combat_explorer_panels_come_from_the_engine():
    import re

    from engine import skemino
    from engine.cards import chain_deck
    from widgets.skemino import combat_explorer

    html = combat_explorer("7C").data
    deck = [str(c) for c in chain_deck()]
    panels = dict(re.findall(r'<div class="cit-cx-panel cit-cx-p\d+" data-attacker="(\w+)">(.*?)</ul></div>', html))
    assert sorted(panels) == sorted(deck)
    assert re.search(r'value="7C" checked', html) and html.count(" checked") == 1
    for attacker in ("7C", "AF", "KP"):
        panel = panels[attacker]
        shown = dict(re.findall(r'data-defender="(\w+)" data-wins="(true|false)"', panel))
        assert attacker not in shown and len(shown) == 38          # never the attacker against itself
        for defender in deck:
            if defender == attacker:
                continue
            verdict = skemino.combat_verdict(attacker, defender)
            assert shown[defender] == str(verdict.wins).lower()
            assert f"{verdict.reason} ({verdict.clause})" in panel
    assert "Carta wraps Pietra (SK-3)" in panels["7C"]
