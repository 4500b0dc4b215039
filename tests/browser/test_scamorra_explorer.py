"""La Scamorra's move explorer answers clicks in the published page with no kernel: every panel is the
engine's verdict drawn at build time (widgets.scamorra.move_explorer), shown by assets/js/cit-choices.js.
The squares it allows are worked out again here from the engine."""
from __future__ import annotations

import re

from engine import scamorra
from widgets.scamorra import explorer_position

PAGE = "book/scamorra/03_moves.html"


def allowed_squares(card: str, piece: str) -> list[str]:
    state = explorer_position()
    verdicts = scamorra.square_verdicts(state, state.where(0, piece), card)
    return sorted(sq for sq, (verdict, _, _) in verdicts.items() if verdict in ("move", "capture"))


def refusal(card: str, piece: str, square: str) -> str:
    """The engine's reason why ``card`` does not take ``piece`` to ``square``, as the panel words it."""
    state = explorer_position()
    verdict, _, reason = scamorra.square_verdicts(state, state.where(0, piece), card)[square]
    assert verdict not in ("move", "capture"), f"{card} takes {piece} to {square}"
    return reason


def choice(explorer, axis: int, name: str):
    options = scamorra.CARDS if axis == 0 else scamorra.PIECES
    return explorer.locator(f'.cit-choice[data-axis="{axis}"][data-index="{list(options).index(name)}"]')


def shown_panel(explorer):
    panels = explorer.locator(".cit-choice-panel:visible")
    assert panels.count() == 1
    return panels.first


def ticked_squares(panel) -> list[str]:
    return sorted(re.findall(r"✔ ([a-e][1-5])", panel.inner_text()))


def test_scamorra_move_explorer_answers_clicks_with_the_engines_verdicts(page, book_server, built_book):
    page.goto(book_server + PAGE, wait_until="networkidle")
    explorer = page.locator(".cit-scamorra-explorer")
    explorer.wait_for(state="visible", timeout=20_000)
    explorer.scroll_into_view_if_needed()
    assert "Queen (regina) for South's paper (carta) on c2" in shown_panel(explorer).inner_text()
    assert ticked_squares(shown_panel(explorer)) == allowed_squares("regina", "carta")

    choice(explorer, 0, "pedone").click()
    assert choice(explorer, 1, "sasso").inner_text() == "sasso (b1)"
    choice(explorer, 1, "sasso").click()
    text = shown_panel(explorer).inner_text()
    assert "Pawn (pedone) for South's rock (sasso) on b1" in text
    assert "diagonally only to take" in refusal("pedone", "sasso", "a2")       # the empty diagonal square
    assert refusal("pedone", "sasso", "a2") in text, text
    assert ticked_squares(shown_panel(explorer)) == allowed_squares("pedone", "sasso")
    assert choice(explorer, 0, "pedone").get_attribute("aria-pressed") == "true"
    assert choice(explorer, 0, "regina").get_attribute("aria-pressed") == "false"

    # the piece chosen stays chosen when the card changes
    choice(explorer, 0, "torre").click()
    assert "Rook (torre) for South's rock (sasso) on b1" in shown_panel(explorer).inner_text()
    assert ticked_squares(shown_panel(explorer)) == allowed_squares("torre", "sasso")
    for card in scamorra.CARDS:                       # every card, from the keyboard
        choice(explorer, 0, card).focus()
        page.keyboard.press("Enter")
        assert ticked_squares(shown_panel(explorer)) == allowed_squares(card, "sasso"), card
    assert page.record.problems() == []


def test_the_front_pages_suits_are_chosen_by_clicks(page, book_server, built_book):
    page.goto(book_server + "book/intro.html", wait_until="networkidle")
    explorer = page.locator(".cit-notation-explorer")
    explorer.scroll_into_view_if_needed()
    assert "Cuori: written ♥ or H" in shown_panel(explorer).inner_text()
    explorer.locator(".cit-choice", has_text="Picche").click()
    panel = shown_panel(explorer)
    assert "Picche: written ♠ or S" in panel.inner_text()
    labels = [panel.locator("svg[aria-label]").nth(i).get_attribute("aria-label") for i in range(13)]
    assert labels[0] == "A♠" and labels[-1] == "2♠" and all(label.endswith("♠") for label in labels)
    assert page.record.problems() == []
