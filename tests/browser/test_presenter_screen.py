"""Presenter mode of the book's step-throughs on a classroom projector (1920 x 1080), as a teacher uses
it with a clicker: the board (or, for a card game, the table drawn in the frame) fills at least 70 %
of the screen's height, no text the class must read (the caption, the labels on the pieces and the
cards, the hands' titles and facts) is smaller than 24 px, and Space and PageDown (a clicker's "next")
step forward without ever leaving presenter mode.

Every frame of every step-through of every English page, and of the first one of each Italian learn
page, is measured (assets/js/cit-step.js fits the frames to the screen; css/cit-static.css).
"""
from __future__ import annotations

import pytest

from .conftest import built_pages, HTML

SCREEN = {"width": 1920, "height": 1080}
PICTURE_SHARE = 0.70                    # of the screen's height
SMALLEST_TEXT_PX = 24
STEP_CLASS = "cit-static-step"

#: What a class sees of every frame, each shown in turn: the height of the board (the drawing whose
#: class names a board) or, for a card game, of the table (everything the frame's drawing shows:
#: panels, cards, words; its caption aside), and every text in the frame that holds a letter or a
#: digit (a suit symbol alone is a picture) with its size on the screen: HTML text at its computed
#: size times its zoom, SVG text at its font size times the drawing's scale (text drawn by reference,
#: <use>, at the scale of the drawing that uses it).
MEASURE = """box => {
  const shown = el => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
  const words = text => /[\\p{L}\\p{N}]/u.test(text);
  const scaleOf = (svg, viewBox) => {
    const r = svg.getBoundingClientRect();
    const vb = viewBox || (svg.viewBox && svg.viewBox.baseVal);
    return vb && vb.width ? Math.min(r.width / vb.width, r.height / vb.height) : (svg.currentCSSZoom || 1);
  };
  const measure = frame => {
    const drawings = [...frame.querySelectorAll('svg')].filter(s => shown(s) && !s.parentElement.closest('svg'));
    const boards = drawings.filter(s => /board/.test(s.getAttribute('class') || ''));
    const parts = boards.length ? boards : [...frame.querySelectorAll('*')].filter(
        el => !el.closest('.cit-frame-caption') && !(el.closest('svg') && el.tagName.toLowerCase() !== 'svg')
              && !el.matches('.cit-frame-body, .cit-frame-body > .cit-state') && shown(el));
    let top = Infinity, bottom = -Infinity;
    for (const el of parts) {
      const r = el.getBoundingClientRect(); top = Math.min(top, r.top); bottom = Math.max(bottom, r.bottom); }
    const texts = [];
    const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode, el = node.parentElement;
      // the cards beneath a stack's top card are an aside for a reader close up (drawn small; the
      // square's name counts them), not words a class reads from the back
      if (!words(node.textContent) || !shown(el) || el.closest('.cit-aside')) continue;
      const svg = el.closest('svg');
      const size = parseFloat(getComputedStyle(el).fontSize);
      texts.push([svg ? size * scaleOf(svg) : size * (el.currentCSSZoom || 1), node.textContent.trim()]);
    }
    for (const use of frame.querySelectorAll('svg use')) {
      const svg = use.closest('svg');
      const symbol = document.getElementById((use.getAttribute('href') || '').slice(1));
      if (!symbol || !shown(svg)) continue;
      const vb = symbol.viewBox && symbol.viewBox.baseVal && symbol.viewBox.baseVal.width ? symbol.viewBox.baseVal : null;
      for (const t of symbol.querySelectorAll('text')) {
        if (words(t.textContent)) texts.push([parseFloat(getComputedStyle(t).fontSize) * scaleOf(svg, vb),
                                               t.textContent.trim()]); }
    }
    texts.sort((a, b) => a[0] - b[0]);
    return {step: Number(frame.dataset.step), picture: bottom - top, board: boards.length > 0,
            smallest: texts.slice(0, 3)};
  };
  const frames = [...box.querySelectorAll('.cit-frames > .cit-frame')];
  const current = frames.findIndex(f => f.classList.contains('cit-current'));
  const seen = frames.map(frame => {
    frames.forEach(f => f.classList.toggle('cit-current', f === frame));
    return measure(frame);
  });
  frames.forEach((f, i) => f.classList.toggle('cit-current', i === current));
  return {frames: seen, height: innerHeight, presenting: box.classList.contains('cit-presenter')};
}"""


def step_pages(italian: bool) -> list[str]:
    if not HTML.is_dir():
        return []
    found = []
    for rel in built_pages():
        if rel.startswith("it/") != italian or f'class="{STEP_CLASS}' not in (HTML / rel).read_text(encoding="utf-8"):
            continue
        if italian and not rel.endswith("/index.html"):
            continue
        found.append(rel)
    return found


def shown_step(box) -> int:
    return box.evaluate("b => Number(b.querySelector('.cit-frame.cit-current').dataset.step)")


def present(page, box) -> None:
    box.scroll_into_view_if_needed()
    box.locator(".cit-presenter-toggle").click()
    page.wait_for_function("b => b.classList.contains('cit-presenter') && !b.classList.contains('cit-fitting')",
                           arg=box.element_handle(), timeout=10_000)


def check_frames(box, where: str) -> None:
    """Every frame: the board fills 70 % of the screen's height (a board game), or the table does in the
    frame where it is largest (a card game: a frame with fewer cards shows the same table at the same
    size); no text smaller than 24 px."""
    seen = box.evaluate(MEASURE)
    assert seen["presenting"], f"{where}: presenter mode was left"
    frames = seen["frames"]
    if frames[0]["board"]:
        for frame in frames:
            share = frame["picture"] / seen["height"]
            assert share >= PICTURE_SHARE, (f"{where}, step {frame['step']}: the board is {frame['picture']:.0f} px "
                                            f"high, {share:.0%} of the screen")
    else:
        largest = max(frames, key=lambda frame: frame["picture"])
        share = largest["picture"] / seen["height"]
        assert share >= PICTURE_SHARE, (f"{where}: the table is at most {largest['picture']:.0f} px high "
                                        f"(step {largest['step']}), {share:.0%} of the screen")
    for frame in frames:
        size, text = frame["smallest"][0]
        assert size >= SMALLEST_TEXT_PX, (f"{where}, step {frame['step']}: {text!r} is {size:.1f} px "
                                          f"(smallest: {frame['smallest']})")


def measure_every_step_through(page, book_server, rel: str, only_first: bool = False) -> None:
    page.set_viewport_size(SCREEN)
    page.goto(book_server + rel, wait_until="load")
    page.evaluate("document.fonts.ready.then(() => true)")      # sizes are measured
    boxes = page.locator(f".{STEP_CLASS}")
    count = 1 if only_first else boxes.count()
    assert count >= 1
    for index in range(count):
        box = boxes.nth(index)
        present(page, box)
        check_frames(box, f"{rel} #{index + 1}")
        page.keyboard.press("Escape")
        page.wait_for_function("b => !b.classList.contains('cit-presenter')", arg=box.element_handle(), timeout=5_000)
    assert page.record.problems() == []


@pytest.mark.parametrize("rel", step_pages(italian=False) or ["none"])
def test_presenter_mode_fills_a_projector_screen_with_text_a_class_can_read(page, book_server, built_book, rel):
    assert rel != "none", "no built page holds a step-through"
    measure_every_step_through(page, book_server, rel)


@pytest.mark.parametrize("rel", step_pages(italian=True) or ["none"])
def test_italian_presenter_mode_fills_the_screen_too(page, book_server, built_book, rel):
    assert rel != "none", "no built Italian learn page holds a step-through"
    measure_every_step_through(page, book_server, rel, only_first=True)


@pytest.mark.parametrize("key", ["Space", "PageDown"])
def test_a_clickers_next_key_steps_forward_and_never_leaves_presenter_mode(page, book_server, built_book, key):
    """Whatever has the focus (the Presenter mode button just pressed, the box, the page), the clicker's
    next key steps forward; only Escape or the button leaves."""
    page.set_viewport_size(SCREEN)
    page.goto(book_server + "book/scamorra/index.html", wait_until="networkidle")
    box = page.locator(f".{STEP_CLASS}").first
    present(page, box)
    start = shown_step(box)
    for focus in ("button", "box", "page", "play"):
        if focus == "button":
            box.locator(".cit-presenter-toggle").focus()
        elif focus == "box":
            box.focus()
        elif focus == "play":
            box.locator(".cit-next").focus()
        else:
            page.evaluate("() => { document.activeElement && document.activeElement.blur(); }")
        before = shown_step(box)
        page.keyboard.press(key)
        # the key's answer: the next step, or presenter mode left (the button pressed by Space)
        page.wait_for_function(f"""b => Number(b.querySelector('.cit-frame.cit-current').dataset.step) !== {before}
                                   || !b.classList.contains('cit-presenter')""", arg=box.element_handle(), timeout=5_000)
        assert box.evaluate("b => b.classList.contains('cit-presenter')"), f"{key} on the {focus} left presenter mode"
        assert shown_step(box) == before + 1, f"{key} on the {focus} did not step forward"
    assert shown_step(box) == start + 4
    page.keyboard.press("PageUp")
    page.wait_for_function(f"b => Number(b.querySelector('.cit-frame.cit-current').dataset.step) === {start + 3}",
                           arg=box.element_handle(), timeout=5_000)
    page.keyboard.press("Escape")
    page.wait_for_function("b => !b.classList.contains('cit-presenter')", arg=box.element_handle(), timeout=5_000)
    assert page.record.problems() == []
