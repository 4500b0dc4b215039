"""A static step-through (``widgets.static_step_through``) in the published page: plain HTML with every
frame drawn at build time, stepped by the book's own script (assets/js/cit-step.js) with no kernel
and no widget manager. Pause stops where it is; with JavaScript off the frames read as a list.

Every page holding step-throughs, in both editions, is read without a browser: each step-through's frames
numbered from 0 to its last, each captioned "Step n of last" in the page's language, its controls named, the
script that steps them loaded. The browser steps through the first such page of each game's part in each
edition (``step_page``): the script is one for every page, what a page adds is its markup."""
from __future__ import annotations

import re

import pytest
from bs4 import BeautifulSoup

from engine.words import translate
from tests.browser.conftest import HTML, pages_with

STEP_CLASS = "cit-static-step"
SHOWN_FRAMES = """cls => {
    const box = document.querySelector('.' + cls);
    return [...box.querySelectorAll('.cit-frame')].filter(f => f.offsetParent !== null)
        .map(f => Number(f.dataset.step));
}"""


def shown_step(page) -> int:
    shown = page.evaluate(SHOWN_FRAMES, STEP_CLASS)
    assert len(shown) == 1, f"expected one visible frame, saw {shown}"
    return shown[0]


def wait_for_step(page, number: int) -> None:
    page.wait_for_function(f"cls => {{ const s = ({SHOWN_FRAMES})(cls); return s.length === 1 && s[0] === {number}; }}",
                           arg=STEP_CLASS, timeout=5_000)


def open_step_through(page, book_server, rel):
    page.goto(book_server + rel, wait_until="load")
    box = page.locator(f".{STEP_CLASS}").first
    box.wait_for(state="visible", timeout=20_000)
    box.scroll_into_view_if_needed()
    return box


def step_words(page, message: str, n: int, last: int) -> str:
    """``message`` (the catalogue's English source) in the page's own language (its ``<html lang>``)."""
    return in_language(page.evaluate("() => document.documentElement.lang") or "en", message, n=n, last=last)


def in_language(lang: str, message: str, **values) -> str:
    """``message`` (the catalogue's English source) in ``lang``, its ``values`` filled in."""
    words = translate(message, lang)
    assert lang == "en" or words != message, f"the engine catalogue has no {lang!r} for {message!r}"
    return words.format(**values)


def step_through_faults(rel: str) -> list[str]:
    """What is wrong with the step-throughs of the built page ``rel``, read from its HTML."""
    soup = BeautifulSoup((HTML / rel).read_text(encoding="utf-8"), "html.parser")
    lang = str(soup.html.get("lang", "en")) if soup.html else "en"
    faults = []
    if not [s for s in soup.select("script[src]") if re.search(r"(^|/)cit-step\.js", str(s["src"]))]:
        faults.append("the page does not load cit-step.js")
    for box in soup.select(f".{STEP_CLASS}"):
        where = f"#{box.get('id')}"
        last = int(str(box.get("data-last", "-1")))
        frames = box.select(".cit-frame")
        if last < 1 or [f.get("data-step") for f in frames] != [str(n) for n in range(last + 1)]:
            faults.append(f"{where}: frames {[f.get('data-step') for f in frames]} for a last step of {last}")
            continue
        if len(box.select(".cit-frame.cit-current")) != 1 or "cit-current" not in frames[0].get_attribute_list("class"):
            faults.append(f"{where}: the first frame is not the one shown")
        for n, frame in enumerate(frames):
            caption = frame.select_one(".cit-frame-caption")
            expected = in_language(lang, "Step {n} of {last}", n=n, last=last)
            if caption is None or not caption.get_text(" ", strip=True).startswith(expected):
                faults.append(f"{where}: frame {n}'s caption does not start with {expected!r}")
        for control in ("first", "previous", "next", "last"):
            button = box.select_one(f".cit-step-controls .cit-{control}")
            if button is None or not button.get("aria-label"):
                faults.append(f"{where}: no named {control} button")
        slider = box.select_one(".cit-step-controls .cit-slider")
        if slider is None or slider.get("max") != str(last) or not slider.get("aria-label"):
            faults.append(f"{where}: no named slider up to {last}")
        count = box.select_one(".cit-step-count")
        if count is None or count.get_text(strip=True) != in_language(lang, "step {n} of {last}", n=0, last=last):
            faults.append(f"{where}: the step count does not read step 0 of {last}")
    return faults


def test_every_step_through_of_both_editions_is_numbered_captioned_and_controlled(built_book):
    pages = pages_with(STEP_CLASS)
    assert any(rel.startswith("it/") for rel in pages) and any(not rel.startswith("it/") for rel in pages), pages
    faults = {rel: found for rel in pages if (found := step_through_faults(rel))}
    assert not faults, f"{len(faults)} of {len(pages)} pages: {list(faults.items())[:3]}"


def no_widget_manager(page) -> None:
    """Nothing of the ipywidgets HTML manager was loaded or drawn."""
    assert page.evaluate("() => typeof window.require === 'undefined' && !document.querySelector('.jupyter-widgets')")
    scripts = page.evaluate("() => [...document.scripts].map(s => s.src).filter(Boolean)")
    assert not [s for s in scripts if re.search(r"embed-amd|require\.js|html-manager", s)], scripts


def test_next_previous_first_last_and_slider_step_without_a_kernel(page, book_server, built_book, step_page):
    assert step_page, f"no built page holds a .{STEP_CLASS}"
    box = open_step_through(page, book_server, step_page)
    no_widget_manager(page)
    last = int(box.get_attribute("data-last"))
    assert last >= 1 and shown_step(page) == 0
    assert box.locator(".cit-first").is_disabled() and box.locator(".cit-previous").is_disabled()
    box.locator(".cit-next").click()
    wait_for_step(page, 1)
    assert box.locator(".cit-step-count").inner_text() == step_words(page, "step {n} of {last}", 1, last)
    caption = box.locator(".cit-frame:visible .cit-frame-caption").inner_text()
    assert caption.startswith(step_words(page, "Step {n} of {last}", 1, last)), caption
    box.locator(".cit-first").click()
    wait_for_step(page, 0)
    box.locator(".cit-last").click()
    wait_for_step(page, last)
    assert box.locator(".cit-next").is_disabled() and box.locator(".cit-last").is_disabled()
    box.locator(".cit-previous").click()
    wait_for_step(page, last - 1)
    box.locator(".cit-slider").fill(str(last))          # dragging the slider to its end
    wait_for_step(page, last)
    assert box.locator(".cit-slider").get_attribute("aria-valuetext") == step_words(page, "step {n} of {last}", last,
                                                                                    last)
    assert page.record.problems() == []


def test_pause_stops_where_it_is_and_play_goes_on_from_there(page_of_its_own, book_server, built_book):
    """On the Bisca learn page (a long step-through): play, pause mid-way, stay there, play on. The page
    runs on Playwright's clock, paused, which moves only when the test moves it: each step's timer fires then
    (the clock is its browser context's: a context of its own)."""
    page = page_of_its_own
    page.clock.install()
    box = open_step_through(page, book_server, "book/bisca/index.html")
    # an installed clock still runs at the real pace: paused, it moves only by run_for (a busy machine's
    # slow clicks would otherwise add steps)
    page.clock.pause_at(page.evaluate("Date.now()") + 1_000)
    last = int(box.get_attribute("data-last"))
    assert last >= 4
    speed = box.locator(".cit-speed select")
    speed.select_option(label="fast")
    fast = int(speed.input_value())
    play = box.locator(".cit-play")
    assert play.get_attribute("aria-pressed") == "false" and "Play" in play.inner_text()
    play.click()
    assert play.get_attribute("aria-pressed") == "true" and "Pause" in play.inner_text()
    page.clock.run_for(2 * fast)                       # two steps' time: two steps
    assert shown_step(page) == 2
    play.click()                                       # pause
    assert play.get_attribute("aria-pressed") == "false"
    page.clock.run_for(10 * fast)                      # ten steps' time, paused
    assert shown_step(page) == 2                       # still where it was paused, not back at 0
    play.click()                                       # and on from there
    page.clock.run_for(fast)
    assert shown_step(page) == 3
    speed.select_option(label="normal")                # a new speed while playing
    normal = int(speed.input_value())
    page.clock.run_for(normal - 1)
    assert shown_step(page) == 3                       # not before a whole step at the new speed
    page.clock.run_for(1)
    assert shown_step(page) == 4
    play.click()
    assert page.record.problems() == []


def test_play_stops_at_the_last_step_and_starts_again_from_the_first(page, book_server, built_book):
    box = open_step_through(page, book_server, "book/skemino/07_victories.html")
    last = int(box.get_attribute("data-last"))
    box.locator(".cit-speed select").select_option(label="fast")
    box.locator(".cit-last").click()
    wait_for_step(page, last)
    box.locator(".cit-play").click()                   # at the end: play starts from the first step
    wait_for_step(page, 1)
    box.locator(".cit-last").click()                   # stepping while playing: it plays on to the end
    page.wait_for_function("() => document.querySelector('.cit-static-step .cit-play')"
                           ".getAttribute('aria-pressed') === 'false'", timeout=5_000)
    assert shown_step(page) == last
    assert page.record.problems() == []


@pytest.fixture
def page_without_javascript(browser):
    context = browser.new_context(java_script_enabled=False, viewport={"width": 1280, "height": 900})
    yield context.new_page()
    context.close()


def test_without_javascript_the_frames_read_as_a_list_and_no_control_shows(page_without_javascript, book_server,
                                                                           built_book):
    page = page_without_javascript
    page.goto(book_server + "book/bisca/index.html", wait_until="load")
    box = page.locator(f".{STEP_CLASS}").first
    last = int(box.get_attribute("data-last"))
    frames = box.locator(".cit-frame")
    assert frames.count() == last + 1
    assert all(frames.nth(i).is_visible() for i in range(last + 1))
    captions = [frames.nth(i).locator(".cit-frame-caption").inner_text() for i in (0, last)]
    assert captions[0].startswith(f"Step 0 of {last}") and captions[1].startswith(f"Step {last} of {last}")
    assert not box.locator(".cit-step-controls").is_visible()
    assert page.locator("button:visible", has_text="Presenter mode").count() == 0
