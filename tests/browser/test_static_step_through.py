"""A static step-through (``widgets.static_step_through``) advances in the published page, with no
kernel: its buttons, slider and frames are linked in the browser alone (``jslink``)."""
from __future__ import annotations



STEP_CLASS = "cit-static-step"


def visible_frame_text(page) -> str:
    frame = page.locator(f".{STEP_CLASS}").first.locator(".cit-frame:visible")
    assert frame.count() == 1, f"expected one visible frame, saw {frame.count()}"
    return frame.inner_text()


def test_next_button_changes_the_visible_frame_without_a_kernel(page, book_server, built_book, step_page):
    assert step_page, f"no built page contains a .{STEP_CLASS} widget"
    rel = step_page
    page.goto(book_server + rel, wait_until="networkidle")
    box = page.locator(f".{STEP_CLASS}").first
    box.wait_for(state="visible", timeout=20_000)
    box.scroll_into_view_if_needed()
    before = visible_frame_text(page)
    nxt = box.locator("button.cit-next, .cit-next button")
    if nxt.count():
        nxt.first.click()
    else:
        # no next button: the step box (a number input) steps forward with its up arrow
        step = box.locator(".cit-step-box input")
        assert step.count() == 1, "the step-through has neither a next button (.cit-next) nor a step box"
        step.click()
        page.keyboard.press("ArrowUp")
        page.keyboard.press("Tab")  # the box commits its value on change (blur)
    page.wait_for_function(
        """([cls, before]) => {
            const box = document.querySelector('.' + cls);
            const shown = [...box.querySelectorAll('.cit-frame')].filter(f => f.offsetParent !== null);
            return shown.length === 1 && shown[0].innerText !== before;
        }""", arg=[STEP_CLASS, before], timeout=5_000)
    after = visible_frame_text(page)
    assert after != before
    assert page.record.problems() == []


def test_play_button_runs_through_the_frames_without_a_kernel(page, book_server, built_book, step_page):
    assert step_page, f"no built page contains a .{STEP_CLASS} widget"
    page.goto(book_server + step_page, wait_until="networkidle")
    box = page.locator(f".{STEP_CLASS}").first
    box.wait_for(state="visible", timeout=20_000)
    box.scroll_into_view_if_needed()
    before = visible_frame_text(page)
    play = box.locator(".widget-play button").first  # the first button of a Play widget starts it
    play.click()
    page.wait_for_function(
        """([cls, before]) => {
            const box = document.querySelector('.' + cls);
            const shown = [...box.querySelectorAll('.cit-frame')].filter(f => f.offsetParent !== null);
            return shown.length === 1 && shown[0].innerText !== before;
        }""", arg=[STEP_CLASS, before], timeout=10_000)
    assert page.record.problems() == []
