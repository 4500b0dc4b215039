"""Playing the live table in a browser by pointing only, as a reader does: the same for the published
book's tables (Pyodide in the reader's browser) and for Voilà and JupyterLab (a kernel behind an
anywidget). Nothing here reads the game: it clicks what the table marks (a card or piece that can start a
move, the places lit after it, the worded choices, *Show my cards* when the device is passed) and waits
for the table to be drawn again after each click, so every click is made once, on the table as shown.

Every text a player sees (the table's visible text, its buttons' names and the pictures' aria-labels
and titles) is checked with the shared NOTATION patterns of tests/table_checks.py as the game goes.
"""
from __future__ import annotations

import random
import re
import time
from typing import Any, Callable

from tests.table_checks import notation_problems

# What the table shows a player: its visible text, every accessible name and picture label in it (but in
# a closed fold), and the folded lists of the game (every move so far, every move you can make now) as
# they read when unfolded.
SEEN = """root => {
  const names = [...root.querySelectorAll('[aria-label], [title]')]
    .filter(e => !e.closest('details:not([open])') || e.matches('details > summary'))
    .flatMap(e => [e.getAttribute('aria-label'), e.getAttribute('title')]).filter(Boolean);
  const folded = [...root.querySelectorAll('.cit-t-movelist button, .cit-t-history li')].map(e => e.textContent);
  return [root.innerText, ...names, ...folded];
}"""

# The table's state as the page draws it: whose turn (data-tone), whether a message is on its way
# (cit-t-waiting), and how many times it has been drawn since the driver started counting.
STATE = """root => ({tone: root.dataset.tone, waiting: root.classList.contains('cit-t-waiting'),
                    draws: root.citDraws || 0, game: root.dataset.game})"""

COUNT_DRAWS = """root => {
  if (root.citCounting) return;
  root.citCounting = true;
  root.citDraws = 0;
  new MutationObserver(() => { root.citDraws += 1; }).observe(root, {childList: true});
}"""

# Settled: drawn since the click, no message on its way, and a person's turn, a cover or the end
SETTLED = """([root, drawn]) => (root.citDraws || 0) > drawn && !root.classList.contains('cit-t-waiting')
                                && ['turn', 'end', 'cover'].includes(root.dataset.tone)"""

MACHIAVELLI_PLAY = re.compile(r"^Play this table: lay \d+ cards?$")


class TableDriver:
    """One live table on ``page`` (its root is the ``.cit-table`` inside ``where``)."""

    def __init__(self, page, where: str = "body", timeout_ms: int = 120_000, check_words: bool = True):
        self.page = page
        self.root = page.locator(f"{where} .cit-table").first
        self.timeout_ms = timeout_ms
        self.check_words = check_words
        self.clicks = 0
        self.words_seen = 0
        #: called after every click, once the table is drawn again (a check of each state the clicks reach)
        self.after_click: Callable[[], Any] | None = None
        self.root.wait_for(state="visible", timeout=timeout_ms)
        self.handle = self.root.element_handle()
        self.handle.evaluate(COUNT_DRAWS)

    # --- looking -------------------------------------------------------------------------------
    def state(self) -> dict:
        return self.handle.evaluate(STATE)

    def settle(self, drawn: int | None = None) -> dict:
        """Wait until the table is drawn again (after ``drawn`` draws) and waits on a person, or is over."""
        if drawn is None:
            self.page.wait_for_function("""root => !root.classList.contains('cit-t-waiting')
                && ['turn', 'end', 'cover'].includes(root.dataset.tone)""", arg=self.handle, timeout=self.timeout_ms)
        else:
            self.page.wait_for_function(SETTLED, arg=[self.handle, drawn], timeout=self.timeout_ms)
        return self.state()

    def plain_words(self) -> None:
        """Every text on the table is free of engine notation and program terms."""
        texts = self.handle.evaluate(SEEN)
        self.words_seen += len(texts)
        bad = [(text[:160], notation_problems(text)) for text in texts if notation_problems(text)]
        assert not bad, f"engine notation or program terms on the table: {bad[:4]}"

    def keys(self, selector: str) -> list[str]:
        return self.root.locator(selector).evaluate_all("els => els.map(e => e.getAttribute('data-key'))")

    # --- pointing ------------------------------------------------------------------------------
    def click(self, selector: str) -> dict:
        """Click the first element matching ``selector`` inside the table, then wait for its answer."""
        drawn = self.state()["draws"]
        self.root.locator(selector).first.click()
        self.clicks += 1
        settled = self.settle(drawn)
        if self.after_click is not None:
            self.after_click()
        return settled

    def click_key(self, key: str) -> dict:
        return self.click(f'[data-key="{key}"]')

    def choice(self, pattern: re.Pattern) -> str | None:
        """The key of the worded choice whose words match ``pattern`` (``None`` if there is none)."""
        found = self.root.locator(".cit-t-choices .cit-t-choice:not(.cit-off)").evaluate_all(
            "els => els.map(e => [e.getAttribute('data-key'), e.innerText])")
        return next((key for key, text in found if pattern.search(text)), None)

    def step(self, rng: random.Random) -> dict:
        """One click a reader might make now: a lit place if something is picked, else something that
        can start a move or a worded choice; *Show my cards* at a cover."""
        tone = self.state()["tone"]
        if tone == "cover":
            return self.click(".cit-t-ready")
        if self.state()["game"] == "machiavelli":
            return self.machiavelli_turn()
        lit = self.keys("[data-key].cit-lit")
        if lit:
            return self.click_key(rng.choice(lit))
        starts = self.keys("[data-key].cit-can") + self.keys(".cit-t-choices .cit-t-choice:not(.cit-off)")
        assert starts, f"nothing to click on a person's turn: {self.root.locator('.cit-t-status').inner_text()}"
        return self.click_key(rng.choice(starts))

    def machiavelli_turn(self) -> dict:
        """A turn built on the table: a card of the hand picked up and put down again (pointing), then
        the engine's best table (*Hint*) played if it lays a card, else a card drawn."""
        hand = self.keys(".cit-t-bottom button.cit-t-card[data-key]")
        # the first turn of a hand is only a draw (MA-A4): the table offers the draw alone, no Hint,
        # and a card clicked in the hand is refused with that rule, not picked up
        operating = self.choice(re.compile(r"^Hint$")) is not None
        if operating and hand and not self.keys("[data-key].cit-picked"):
            self.click_key(hand[0])
            picked = self.keys("[data-key].cit-picked")
            assert picked == [hand[0]], (f"a card clicked in the hand is not picked up ({picked}): "
                                         f"{self.root.locator('.cit-t-say').inner_text()}")
            self.click_key(hand[0])
        hint = self.choice(re.compile(r"^Hint$"))
        if hint is not None:
            self.click_key(hint)
        play = self.choice(MACHIAVELLI_PLAY)
        if play is not None:
            return self.click_key(play)
        draw = self.choice(re.compile(r"^Draw"))
        assert draw is not None, "neither a table to play nor a draw is offered"
        return self.click_key(draw)

    def play_to_the_end(self, seed: int = 0, max_clicks: int = 4000, every=None) -> float:
        """Play the person's turns by pointing until the game is over; the seconds it took. ``every()`` is
        called before each click (a check of the page as it stands)."""
        rng = random.Random(seed)
        began = time.monotonic()
        state = self.settle()
        while state["tone"] != "end":
            if self.check_words:
                self.plain_words()
            if every is not None:
                every()
            assert self.clicks < max_clicks, f"no end after {max_clicks} clicks"
            state = self.step(rng)
        if self.check_words:
            self.plain_words()
        return time.monotonic() - began
