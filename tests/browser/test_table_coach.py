"""The coach at the live table in the published book (issue 23, "At the live table"), in the reader's
browser (Pyodide): a short game played by pointing in *Play here*, the coach's review opened (its
progress bar, Stop that stops it, every decision with its grade in words and symbol, the chance line),
one mistake followed (the table at that moment, both moves marked), a better move tried in *Learn from
your mistakes*, a hint asked for; the page hears ``cit-game-over`` and ``cit-review-ready``; no console
error; at 390 px nothing of the coach's is clipped.
"""
from __future__ import annotations

import random

from tests.browser.table_driver import TableDriver

ANSWER_MS = 120_000
TABLE = ".cit-play-here-table"
ROOT = f"{TABLE} .cit-table"

VIEW = f"() => document.querySelector('{TABLE}').citPlay.model.get('view')"

LISTEN = """() => { window.citHeard = [];
  for (const name of ['cit-game-over', 'cit-review-ready'])
    document.addEventListener(name, (event) => window.citHeard.push({name, detail: event.detail})); }"""

# Whatever of the coach's the table shows, measured against the window: parts wider than it, or cut off
CLIPPED = """(where) => {
  const root = document.querySelector(where);
  const width = document.documentElement.clientWidth;
  const out = [];
  for (const el of root.querySelectorAll('.cit-t-coach, .cit-t-coach *, .cit-t-coach-says, .cit-t-coach-says *, .cit-t-controls button')) {
    const box = el.getBoundingClientRect();
    if (!box.width) continue;
    if (box.left < -1 || box.right > width + 1) out.push(`${el.className || el.tagName}: ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`);
    const style = getComputedStyle(el);
    if (style.overflowX === 'hidden' && el.scrollWidth > el.clientWidth + 2) out.push(`${el.className}: cut off`);
  }
  return out;
}"""


def view(page) -> dict:
    return page.evaluate(VIEW)


def wait_view(page, condition: str) -> dict:
    page.wait_for_function(f"() => {{ const view = ({VIEW})(); return Boolean(view && ({condition})); }}",
                           timeout=ANSWER_MS)
    return view(page)


def test_review_a_game_follow_a_mistake_try_a_better_move_and_ask_a_hint(book_table):
    page = book_table("skemino", seed=3, pause=0)
    page.evaluate(LISTEN)
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    table = page.locator(ROOT)
    driver.play_to_the_end(seed=5)
    heard = page.evaluate("window.citHeard")
    assert [h["name"] for h in heard] == ["cit-game-over"]
    over = heard[0]["detail"]
    assert over["game"] == "skemino" and over["result"] in ("won", "lost", "shared") and over["level"] == "beginner"
    assert '"record"' in over["save"]

    # the review: a progress bar while it is computed, and Stop stops it
    table.locator(".cit-t-coach-review").click()
    table.locator(".cit-t-coach-bar").wait_for(state="visible", timeout=ANSWER_MS)
    # Stop (unless the review was done before the click could land: then there is nothing to stop)
    page.evaluate(f"() => document.querySelector('{ROOT} .cit-t-coach-stop')?.click()")
    stopped = wait_view(page, "view.coach && !view.coach.running")
    if not stopped["coach"]["finished"]:
        assert stopped["coach"]["progress"].startswith("Stopped: ")
        assert table.locator(".cit-t-coach-item").count() == stopped["coach"]["done"]
        page.wait_for_timeout(1500)                                  # nothing more is judged meanwhile
        assert view(page)["coach"]["done"] == stopped["coach"]["done"]
        table.locator(".cit-t-coach-go-on").click()
    done = wait_view(page, "view.coach && view.coach.finished")["coach"]
    items = table.locator(".cit-t-coach-item")
    assert items.count() == done["total"] > 0
    words = items.evaluate_all("els => els.map(e => [e.querySelector('.cit-t-coach-symbol').textContent, "
                               "e.querySelector('.cit-t-coach-grade').textContent])")
    assert all(symbol and grade for symbol, grade in words)
    assert table.locator(".cit-t-coach-plot svg[role=img][aria-label]").count() == 1
    page.wait_for_function("() => window.citHeard.some(h => h.name === 'cit-review-ready')", timeout=ANSWER_MS)
    ready = next(h["detail"] for h in page.evaluate("window.citHeard") if h["name"] == "cit-review-ready")
    assert ready["decisions"] == done["total"] and sum(ready["counts"].values()) == done["total"]

    # one mistake followed: the table at that moment, the coach's move and yours marked
    costly = table.locator(".cit-t-coach-item.cit-grade-mistake, .cit-t-coach-item.cit-grade-blunder").first
    assert costly.count(), f"no mistake in the game played: {words}"
    costly.click()
    chosen = wait_view(page, "view.coach && view.coach.chosen && view.review")
    assert table.locator(".cit-t-coach-best .cit-t-coach-mark").count() >= 1
    assert table.locator(".cit-t-coach-played .cit-t-coach-mark").count() >= 1
    says = table.locator(".cit-t-coach-says").inner_text()
    assert "The coach's move: " in says and chosen["status"]["tone"] == "review"
    driver.plain_words()

    # learn from your mistakes: a move tried by pointing, judged, then on to the next
    table.locator(".cit-t-coach-learn").click()
    wait_view(page, "view.coach && view.coach.mode === 'learn'")
    rng = random.Random(3)
    table.locator("[data-key].cit-can").nth(rng.randrange(table.locator("[data-key].cit-can").count())).click()
    table.locator("[data-key].cit-lit").first.wait_for(state="visible", timeout=ANSWER_MS)
    table.locator("[data-key].cit-lit").first.click()
    tried = wait_view(page, "view.coach && view.coach.mode === 'learn' && view.coach.tried")["coach"]
    assert any(line.startswith(("Well found: ", "Not quite: ", "That is the move played")) for line in tried["lines"])
    assert table.locator(".cit-t-coach-best .cit-t-coach-mark").count() >= 1
    table.locator(".cit-t-coach-says .cit-t-coach-close").click()
    wait_view(page, "!view.coach")

    # a hint: switched on in Table settings (off by default), the coach's move marked, every option listed
    assert table.locator(".cit-t-hint").count() == 0
    table.locator(".cit-t-new").click()
    wait_view(page, "view.controls && view.status.tone === 'turn'")
    table.locator(".cit-t-settings > summary").click()
    table.locator("input[name=hints]").check()
    wait_view(page, "view.prefs.hints")
    assert page.evaluate("JSON.parse(localStorage.getItem('cit-table-prefs')).hints") is True
    table.locator(".cit-t-settings > summary").click()          # folded again (its seat menus say "Seat 1")
    table.locator(".cit-t-hint").click()
    hinted = wait_view(page, "view.hint")
    assert hinted["hint"]["text"].startswith("The coach's move: ")
    assert table.locator(".cit-t-coach-best .cit-t-coach-mark").count() >= 1
    table.locator(".cit-t-hint-all").click()
    wait_view(page, "view.hint && view.hint.options")
    assert table.locator(".cit-t-hint-options li").count() == len(view(page)["hint"]["options"]) > 1
    driver.plain_words()
    assert page.record.problems() == []


def test_the_coachs_review_on_a_phone_clips_nothing(book_table):
    page = book_table("bisca", seed=7, players=3, pause=0, width=390, height=844)
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    table = page.locator(ROOT)
    driver.play_to_the_end(seed=2)
    table.locator(".cit-t-coach-review").click()
    done = wait_view(page, "view.coach && view.coach.finished")["coach"]
    assert table.locator(".cit-t-coach-item").count() == done["total"]
    assert page.evaluate(CLIPPED, ROOT) == []
    first = table.locator(".cit-t-coach-item").first
    first.click()
    wait_view(page, "view.coach && view.coach.chosen")
    assert page.evaluate(CLIPPED, ROOT) == []
    assert page.record.problems() == []
