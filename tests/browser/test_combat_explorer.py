"""Skèmino's "which card wins?" explorer answers in the published page with no kernel: card pictures
in the picker and the panels, one panel shown at a time, never a card against itself."""
from __future__ import annotations

from engine import skemino
from engine.cards import chain_deck
from engine.skemino.rules import card_name

PAGE = "book/skemino/04_combat.html"
DECK = [str(c) for c in chain_deck()]
#: each card as a screen reader and a tooltip name it: in words, never in notation ("Ace of Carta")
NAMES = {str(c): card_name(c).text() for c in chain_deck()}


def open_explorer(page, book_server):
    page.goto(book_server + PAGE, wait_until="networkidle")
    explorer = page.locator(".cit-combat-explorer")
    explorer.wait_for(state="visible", timeout=20_000)
    explorer.scroll_into_view_if_needed()
    return explorer


def shown_panels(explorer) -> list[str]:
    panels = explorer.locator(".cit-cx-panel")
    return [panels.nth(i).get_attribute("data-attacker") for i in range(panels.count()) if panels.nth(i).is_visible()]


def check_panel(explorer, attacker: str) -> None:
    """The panel of ``attacker``: 38 pictures of the other cards, coloured by the engine's verdict."""
    panel = explorer.locator(f'.cit-cx-panel[data-attacker="{attacker}"]')
    cells = panel.locator(".cit-cx-cell[data-defender]")
    assert cells.count() == 38
    defenders = [cells.nth(i).get_attribute("data-defender") for i in range(cells.count())]
    assert attacker not in defenders and sorted(defenders) == sorted(d for d in DECK if d != attacker)
    for i, defender in enumerate(defenders):
        expected = "true" if skemino.beats(attacker, defender) else "false"
        assert cells.nth(i).get_attribute("data-wins") == expected, (attacker, defender)
    picture = cells.first.locator("svg")
    assert picture.get_attribute("aria-label") == NAMES[defenders[0]]
    box = picture.bounding_box()
    assert box and box["width"] > 20 and box["height"] > 30          # a card picture, drawn


def test_combat_explorer_changes_panel_without_a_kernel(page, book_server, built_book):
    explorer = open_explorer(page, book_server)
    labels = explorer.locator(".cit-cx-picker label")
    assert labels.count() == 39
    assert [labels.nth(i).locator("svg").get_attribute("aria-label") for i in range(39)] == [NAMES[c] for c in DECK]
    assert shown_panels(explorer) == ["7C"]
    check_panel(explorer, "7C")
    assert "Carta wraps Pietra (SK-3)" in explorer.locator('.cit-cx-panel[data-attacker="7C"]').inner_text()

    explorer.locator(f'.cit-cx-picker label[title="{NAMES["AF"]}"]').click()
    page.wait_for_function(
        "() => getComputedStyle(document.querySelector('.cit-cx-panel[data-attacker=\"AF\"]')).display !== 'none'",
        timeout=5_000)
    assert shown_panels(explorer) == ["AF"]
    check_panel(explorer, "AF")
    text = explorer.locator('.cit-cx-panel[data-attacker="AF"]').inner_text()
    assert "Forbici cut Carta (SK-3)" in text and "the Ace beats the King of its suit (SK-4)" in text
    assert page.record.problems() == []


def test_combat_explorer_works_from_the_keyboard(page, book_server, built_book):
    explorer = open_explorer(page, book_server)
    explorer.locator('input[value="7C"]').focus()
    page.keyboard.press("ArrowRight")
    assert shown_panels(explorer) == ["8C"]
    assert explorer.locator('input[value="8C"]').is_checked()
