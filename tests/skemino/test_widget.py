"""Skèmino's combat explorer: every panel is the engine's verdict (the game itself is played at the
live table: test_table.py)."""


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
