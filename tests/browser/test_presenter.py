"""A static step-through in the published book steps with the arrow keys once it has the focus (and
only then), and its Presenter mode button enlarges it, with no kernel (assets/js/cit-step.js).

The page is the first built page holding a static step-through. To check one page without building
the whole book, build it alone and point ``CIT_PRESENTER_HTML`` at its ``html`` folder, e.g.
``jupyter-book build book/bisca/02_round.md --config _config.yml --path-output /tmp/one`` and
``CIT_PRESENTER_HTML=/tmp/one/_build/_page/02_round/html pytest tests/browser/test_presenter.py``.
"""
from __future__ import annotations

import functools
import http.server
import os
import re
import threading
from pathlib import Path

import pytest

STEP_CLASS = "cit-static-step"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="module")
def step_page_url(request):
    """(URL of a built page with a static step-through, the folder served)."""
    override = os.environ.get("CIT_PRESENTER_HTML")
    root = Path(override) if override else request.getfixturevalue("built_book")
    pages = sorted(p for p in root.rglob("*.html") if "_static" not in p.parts and "_sources" not in p.parts
                   and STEP_CLASS in p.read_text(encoding="utf-8"))
    if not pages:
        pytest.fail(f"no page under {root} holds a .{STEP_CLASS} widget")
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/{pages[0].relative_to(root).as_posix()}"
    server.shutdown()
    server.server_close()


def problems(page) -> list[str]:
    """The page's problems; a page built alone has no search index (the whole book has one)."""
    alone = bool(os.environ.get("CIT_PRESENTER_HTML"))
    return [p for p in page.record.problems() if not (alone and "searchindex.js" in p)]


def shown_step(box) -> int:
    """The number of the frame on show (its caption starts 'Step i of n')."""
    frames = box.locator(".cit-frame:visible")
    assert frames.count() == 1, f"expected one visible frame, saw {frames.count()}"
    return int(re.search(r"Step (\d+) of", frames.inner_text()).group(1))


def wait_for_step(page, box, number: int) -> None:
    page.wait_for_function(
        """([cls, n]) => {
            const box = document.querySelector('.' + cls);
            const shown = [...box.querySelectorAll('.cit-frame')].filter(f => f.offsetParent !== null);
            return shown.length === 1 && shown[0].innerText.includes('Step ' + n + ' of');
        }""", arg=[STEP_CLASS, number], timeout=5_000)
    assert shown_step(box) == number


def press_and_let_it_be_handled(page, key: str) -> None:
    """Press ``key`` and wait until the page has handled it: a listener on the window, the last place a
    key event reaches, marks it seen (so a check after this sees whatever the page did with it)."""
    page.evaluate("""() => { window.citKeySeen = false;
        window.addEventListener('keydown', () => { window.citKeySeen = true; }, {once: true}); }""")
    page.keyboard.press(key)
    page.wait_for_function("() => window.citKeySeen === true", timeout=5_000)


def open_step_through(page, url):
    page.goto(url, wait_until="networkidle")
    box = page.locator(f".{STEP_CLASS}").first
    box.wait_for(state="visible", timeout=20_000)
    box.scroll_into_view_if_needed()
    page.wait_for_function(f"() => document.querySelector('.{STEP_CLASS}').hasAttribute('tabindex')",
                           timeout=5_000)
    return box


def test_arrow_keys_step_a_focused_static_step_through(page, step_page_url):
    box = open_step_through(page, step_page_url)
    last = int(box.locator(".cit-slider").get_attribute("max"))
    assert last >= 2 and shown_step(box) == 0

    # not focused: the arrows belong to the page
    page.evaluate("() => { document.activeElement && document.activeElement.blur(); document.body.focus(); }")
    press_and_let_it_be_handled(page, "ArrowRight")
    assert shown_step(box) == 0

    box.locator(".cit-frame:visible").click(position={"x": 5, "y": 5})   # clicking it gives it the focus
    assert page.evaluate(f"() => document.activeElement.closest('.{STEP_CLASS}') !== null")
    page.keyboard.press("ArrowRight")
    wait_for_step(page, box, 1)
    page.keyboard.press("ArrowRight")
    wait_for_step(page, box, 2)
    page.keyboard.press("ArrowLeft")
    wait_for_step(page, box, 1)
    page.keyboard.press("End")
    wait_for_step(page, box, last)
    press_and_let_it_be_handled(page, "ArrowRight")     # nothing after the last step
    assert shown_step(box) == last
    page.keyboard.press("Home")
    wait_for_step(page, box, 0)
    # the slider and the step count follow
    assert box.locator(".cit-slider").input_value() == "0"
    assert box.locator(".cit-step-count").inner_text() == f"step 0 of {last}"
    assert problems(page) == []


def test_the_step_through_is_reached_with_the_tab_key(page, step_page_url):
    box = open_step_through(page, step_page_url)
    assert box.get_attribute("tabindex") == "0" and box.get_attribute("role") == "group"
    assert "arrow keys" in box.get_attribute("aria-label")
    assert "keys step" in box.locator(".cit-keys-hint").inner_text()     # said on screen too
    box.focus()
    page.keyboard.press("ArrowRight")
    wait_for_step(page, box, 1)
    assert problems(page) == []


def test_presenter_mode_enlarges_the_step_through_without_a_kernel(page, step_page_url):
    box = open_step_through(page, step_page_url)
    frame = box.locator(".cit-frame:visible")
    small = frame.bounding_box()
    toggle = box.locator(".cit-presenter-toggle")
    toggle.click()
    page.wait_for_function(f"() => document.querySelector('.{STEP_CLASS}').classList.contains('cit-presenter')",
                           timeout=5_000)
    assert toggle.get_attribute("aria-pressed") == "true"
    large = frame.bounding_box()
    assert large["height"] > small["height"] * 1.2
    assert box.bounding_box()["width"] >= 1200          # the step-through fills the 1280 px window
    page.keyboard.press("ArrowRight")                   # the button has the focus: the keys step
    wait_for_step(page, box, 1)
    toggle.click()
    page.wait_for_function(f"() => !document.querySelector('.{STEP_CLASS}').classList.contains('cit-presenter')",
                           timeout=5_000)
    toggle.click()
    page.wait_for_function(f"() => document.querySelector('.{STEP_CLASS}').classList.contains('cit-presenter')",
                           timeout=5_000)
    page.keyboard.press("Escape")                       # Escape leaves presenter mode too
    page.wait_for_function(f"() => !document.querySelector('.{STEP_CLASS}').classList.contains('cit-presenter')",
                           timeout=5_000)
    assert toggle.get_attribute("aria-pressed") == "false"
    assert problems(page) == []


def test_a_clickers_page_down_and_page_up_step_it_in_presenter_mode(page, step_page_url):
    """A presentation clicker sends PageDown and PageUp: they step a focused step-through, and one in
    presenter mode wherever the focus is; otherwise they scroll the page as usual."""
    box = open_step_through(page, step_page_url)
    page.evaluate("() => { document.activeElement && document.activeElement.blur(); document.body.focus(); }")
    press_and_let_it_be_handled(page, "PageDown")       # not focused, not presenting: the page's key
    assert shown_step(box) == 0
    box.locator(".cit-presenter-toggle").click()
    page.wait_for_function(f"() => document.querySelector('.{STEP_CLASS}').classList.contains('cit-presenter')",
                           timeout=5_000)
    page.evaluate("() => { document.activeElement && document.activeElement.blur(); document.body.focus(); }")
    page.keyboard.press("PageDown")
    wait_for_step(page, box, 1)
    page.keyboard.press("PageDown")
    wait_for_step(page, box, 2)
    page.keyboard.press("PageUp")
    wait_for_step(page, box, 1)
    page.keyboard.press("Escape")
    page.wait_for_function(f"() => !document.querySelector('.{STEP_CLASS}').classList.contains('cit-presenter')",
                           timeout=5_000)
    assert problems(page) == []
