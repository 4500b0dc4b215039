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


# --- in front of a class: the answers hidden until the class has guessed, and presenter mode ---------

def open_explorer(page, book_server):
    page.goto(book_server + PAGE, wait_until="networkidle")
    explorer = page.locator(".cit-scamorra-explorer")
    explorer.wait_for(state="visible", timeout=20_000)
    explorer.scroll_into_view_if_needed()
    return explorer


def answers_seen(explorer) -> dict:
    """What of the shown panel's answers a class can see: the verdicts on the board, the list of reasons."""
    return explorer.evaluate("""box => {
        const panel = box.querySelector('.cit-choice-panel.cit-current');
        const seen = el => !!el && getComputedStyle(el).visibility === 'visible' && el.getBoundingClientRect().height > 0;
        return {marks: [...panel.querySelectorAll('svg [class~="cit-verdicts"]')].some(seen),
                reasons: seen(panel.querySelector('ul')), head: panel.innerText.includes('allowed')
                    && seen([...panel.querySelectorAll('span, div')].find(e => /allowed/.test(e.textContent)
                                                                             && !e.children.length))};
    }""")


def test_the_explorers_answers_stay_hidden_until_the_class_has_guessed(page, book_server, built_book):
    explorer = open_explorer(page, book_server)
    switch = explorer.locator(".cit-hide-answers")
    show = explorer.locator(".cit-show-answers")
    assert answers_seen(explorer) == {"marks": True, "reasons": True, "head": True}
    assert not show.is_visible(), "a Show button drawn while the answers show"
    switch.click()
    assert switch.get_attribute("aria-pressed") == "true"
    assert answers_seen(explorer) == {"marks": False, "reasons": False, "head": False}
    assert show.is_visible()
    show.click()
    assert answers_seen(explorer) == {"marks": True, "reasons": True, "head": True}
    choice(explorer, 0, "cavallo").click()            # the next question: hidden again
    assert answers_seen(explorer)["marks"] is False and show.is_visible()
    assert explorer.locator(".cit-choice-panel.cit-current svg[class*=board]").is_visible()   # the board stays
    switch.click()
    assert switch.get_attribute("aria-pressed") == "false"
    assert answers_seen(explorer) == {"marks": True, "reasons": True, "head": True}
    assert page.record.problems() == []


PANEL_SIZES = """box => {
    const panel = box.querySelector('.cit-choice-panel.cit-current');
    const board = panel.querySelector('svg[class*="board"]');
    const scale = board.getBoundingClientRect().height / board.viewBox.baseVal.height;
    const texts = [];
    const walker = document.createTreeWalker(panel, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
        const node = walker.currentNode, el = node.parentElement;
        const r = el.getBoundingClientRect();
        if (!/[\\p{L}\\p{N}]/u.test(node.textContent) || !r.width || el.closest('title')) continue;
        const size = parseFloat(getComputedStyle(el).fontSize);
        texts.push([el.closest('svg') ? size * scale : size * el.currentCSSZoom, node.textContent.trim()]);
    }
    texts.sort((a, b) => a[0] - b[0]);
    return {board: board.getBoundingClientRect().height, height: innerHeight, smallest: texts[0],
            presenting: box.classList.contains('cit-presenter')};
}"""


def test_the_explorers_presenter_mode_fills_a_projector_and_a_clicker_drives_it(page, book_server, built_book):
    page.set_viewport_size({"width": 1920, "height": 1080})
    explorer = open_explorer(page, book_server)
    explorer.locator(".cit-hide-answers").click()
    explorer.locator(".cit-presenter-toggle").click()
    page.wait_for_function("b => b.classList.contains('cit-presenter') && !b.classList.contains('cit-fitting')",
                           arg=explorer.element_handle(), timeout=10_000)
    for card in ("regina", "pedone"):
        choice(explorer, 0, card).click()
        explorer.locator(".cit-show-answers").click()
        seen = explorer.evaluate(PANEL_SIZES)
        assert seen["board"] >= 0.7 * seen["height"], f"{card}: the board is {seen['board']:.0f} px high"
        assert seen["smallest"][0] >= 24, f"{card}: {seen['smallest']}"
    choice(explorer, 0, "torre").click()
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    # a clicker: the answers first, then the next card, whatever has the focus
    assert answers_seen(explorer)["marks"] is False
    for key in ("Space", "PageDown"):
        page.keyboard.press(key)
        assert answers_seen(explorer)["marks"] is True, f"{key} did not show the answers"
        page.keyboard.press(key)
        assert answers_seen(explorer)["marks"] is False, f"{key} did not go on to the next card"
        assert explorer.evaluate("b => b.classList.contains('cit-presenter')"), f"{key} left presenter mode"
    # torre, then the two cards after it (the last one's next is the first)
    assert choice(explorer, 0, "re").get_attribute("aria-pressed") == "true"
    page.keyboard.press("PageUp")
    assert choice(explorer, 0, "pedone").get_attribute("aria-pressed") == "true"
    explorer.locator(".cit-presenter-toggle").focus()
    page.keyboard.press("Space")                                # the button has the focus: still a step
    assert explorer.evaluate("b => b.classList.contains('cit-presenter')")
    page.keyboard.press("Escape")
    assert not explorer.evaluate("b => b.classList.contains('cit-presenter')")
    assert page.record.problems() == []
