"""La Scamorra's move explorer: its panels come from the engine (the game itself is played at the
live table: test_table.py)."""
import re

from engine import scamorra
from widgets.scamorra import explorer_position, move_explorer


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
