"""The live table in the published book, finished (issue 26 and the live-table points of issue 27): a
game is never lost to a misclick (New game asks), a double click is no error, looking back answers a click,
the card just drawn is marked, the book opens dark on a dark system, the start speaks the page's language
and never of Python or files, the theme's "Back to top" never covers the table, presenter mode is readable
from the back of a room with its QR code on screen, "Show the QR code" fills the screen, and the pupils'
names typed in Table settings sit at the table.

The whole games on one screen are in test_a_whole_game_by_pointing.py.
"""
from __future__ import annotations

import random
import re

import pytest

from tests.browser.table_driver import TableDriver

ANSWER_MS = 60_000
TABLE = ".cit-play-here-table"


def table_view(page, where: str = TABLE) -> dict:
    return page.evaluate(f"document.querySelector('{where}').citPlay.model.get('view')")


def test_new_game_asks_before_throwing_a_game_away_and_no_keeps_it(book_table):
    page = book_table("scamorra", seed=4, pause=0)
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    table = page.locator(f"{TABLE} .cit-table")
    driver.settle()
    rng = random.Random(1)
    for _ in range(4):                              # a few moves of yours: a game under way
        driver.step(rng)
    before = table_view(page)
    drawn = driver.state()["draws"]
    table.locator(".cit-t-new").click()
    ask = table.locator(".cit-t-ask")
    ask.wait_for(state="visible", timeout=ANSWER_MS)
    assert ask.inner_text().startswith("This game is under way: leave it and deal a new one?")
    # the answer that keeps the game is the one focused (Enter keeps it)
    assert page.evaluate("document.activeElement.classList.contains('cit-t-ask-no')")
    page.keyboard.press("Enter")
    driver.settle(drawn)
    after = table_view(page)
    assert after["deal"] == before["deal"] and after["history"] == before["history"] and "ask" not in after
    # yes: a new deal, and the game left can be brought back
    table.locator(".cit-t-new").click()
    table.locator(".cit-t-ask-yes").click()
    page.wait_for_function(f"(deal) => document.querySelector('{TABLE}').citPlay.model.get('view').deal !== deal",
                           arg=before["deal"], timeout=ANSWER_MS)
    table.get_by_role("button", name="Back to the game you left").click()
    page.wait_for_function(f"(deal) => document.querySelector('{TABLE}').citPlay.model.get('view').deal === deal",
                           arg=before["deal"], timeout=ANSWER_MS)
    assert table_view(page)["history"] == before["history"]
    assert page.record.problems() == []


@pytest.mark.parametrize("game", ["scamorra", "machiavelli", "bisca"])
def test_a_double_click_is_taken_once_and_shows_no_error(book_table, game):
    page = book_table(game, seed=3, pause=0)
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    driver.settle()
    table = page.locator(f"{TABLE} .cit-table")
    # every sentence the table says from here on (a computer's move may wipe one away before we look)
    page.evaluate(f"""() => {{ const model = document.querySelector('{TABLE}').citPlay.model;
        window.citSaid = []; model.on('change:view', () => window.citSaid.push(model.get('view').say)); }}""")
    target = table.locator(".cit-t-choices .cit-t-choice:not(.cit-off), [data-key].cit-can").first
    target.dblclick()
    page.wait_for_timeout(500)
    driver.settle()
    said = [s for s in page.evaluate("window.citSaid") if s]
    assert not [s for s in said if s.get("tone") == "error"], said
    assert page.record.problems() == []


def test_a_click_while_looking_back_says_how_to_play_on(book_table):
    page = book_table("bisca", seed=5, players=3, pause=0)
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    rng = random.Random(2)
    for _ in range(3):
        driver.step(rng)
    table = page.locator(f"{TABLE} .cit-table")
    drawn = driver.state()["draws"]
    table.locator(".cit-t-review").click()
    page.wait_for_function(f"(n) => document.querySelector('{TABLE} .cit-table').dataset.tone === 'review'",
                           arg=drawn, timeout=ANSWER_MS)
    status = table.locator(".cit-t-status").inner_text()
    assert status.startswith("Looking back at the deal.") and "your turn" not in status.lower()
    assert table.locator("button.cit-t-card, button.cit-t-square").count() == 0      # nothing to play
    table.locator(".cit-t-card").first.click()
    table.locator(".cit-t-say").filter(has_text="looking back").wait_for(timeout=ANSWER_MS)
    assert page.record.problems() == []


def test_the_card_just_drawn_is_marked_and_named(book_table):
    page = book_table("machiavelli", seed=11, players=2, pause=0)
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    driver.settle()
    table = page.locator(f"{TABLE} .cit-table")
    for _ in range(6):
        draw = driver.choice(re.compile(r"^Draw a card$"))
        if draw is None:
            break
        driver.click_key(draw)
        driver.settle()
        fresh = table.locator(".cit-t-bottom .cit-t-card.cit-fresh")
        if fresh.count():
            card = fresh.first.get_attribute("data-card")
            assert fresh.first.inner_text().strip().endswith("new")
            history = [line["text"] for line in table_view(page)["history"]]
            assert f"You draw the {card} from the tallone." in history
            break
    else:
        pytest.fail("no card drawn was marked in the hand")
    assert page.record.problems() == []


def test_the_book_opens_dark_on_a_dark_system(browser, book_server, built_book):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, color_scheme="dark")
    try:
        page = context.new_page()
        [play] = sorted((built_book / "book" / "bisca").glob("*play*.html"))
        page.goto(book_server + play.relative_to(built_book).as_posix(), wait_until="load")
        page.wait_for_function("document.documentElement.dataset.theme !== 'auto'")
        assert page.evaluate("document.documentElement.dataset.theme") == "dark"
        page.goto(book_server + "play/index.html", wait_until="domcontentloaded")
        page.goto(book_server + "play/bisca.html", wait_until="domcontentloaded")
        assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    finally:
        context.close()


def test_the_start_speaks_the_pages_language_and_never_of_python_or_files(play_tab, book_server, built_book):
    from tests.browser.conftest import book_play_page, forget_kept_games, wait_for_table

    forget_kept_games(play_tab, book_server)
    play_tab.goto(book_server + "it/" + book_play_page(built_book, "skemino"), wait_until="domcontentloaded")
    play_tab.evaluate("""() => {
        window.citSaid = [];
        new MutationObserver(() => {
            const words = document.querySelector('.cit-play-words');
            if (words && words.textContent) window.citSaid.push(words.textContent);
        }).observe(document.body, {subtree: true, childList: true, characterData: true});
    }""")
    play_tab.wait_for_function("() => !document.querySelector('.cit-play-here-button').disabled", timeout=30_000)
    play_tab.locator(".cit-play-here-button").click()
    wait_for_table(play_tab, TABLE)
    said = play_tab.evaluate("window.citSaid")
    assert said and all(text.startswith("Preparo il tavolo") for text in said), said
    assert not [text for text in said if re.search(r"Python|file|MB|code|Starting", text)], said
    assert play_tab.record.problems() == []


def test_the_themes_back_to_top_never_covers_the_table_on_a_phone(book_table):
    page = book_table("frederik", seed=2, pause=0, width=390, height=844)
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    rng = random.Random(3)
    for _ in range(4):
        driver.step(rng)
    page.evaluate("window.scrollTo(0, 400); document.querySelector('.cit-play-overlay').scrollTop = 10000")
    page.wait_for_timeout(400)
    covered = page.evaluate(f"""() => {{
        const out = [];
        for (const part of document.querySelectorAll('{TABLE} .cit-t-recent li, {TABLE} .cit-t-controls button')) {{
            const box = part.getBoundingClientRect();
            if (!box.height || box.bottom < 0 || box.top > innerHeight) continue;
            const x = box.left + Math.min(box.width / 2, 40), y = box.top + box.height / 2;
            const top = document.elementFromPoint(x, y);
            if (top && !part.contains(top) && !top.contains(part)) out.push(top.outerHTML.slice(0, 80));
        }}
        return out;
    }}""")
    assert covered == [], covered


@pytest.fixture
def presenter(live_table):
    page = live_table("bisca", seed=3, players=3, seats="beginner,beginner,beginner", teacher=True, width=1920,
                      height=1080)
    table = page.locator("#cit-play-table .cit-table")
    driver = TableDriver(page, "#cit-play-table", timeout_ms=ANSWER_MS)
    for _ in range(4):
        drawn = driver.state()["draws"]
        table.locator(".cit-t-next").click()
        page.wait_for_function("([r, n]) => (r.citDraws || 0) > n", arg=[driver.handle, drawn], timeout=ANSWER_MS)
    table.locator(".cit-t-settings > summary").click()           # left open before presenting
    table.locator(".cit-t-presenter").click()
    page.wait_for_function("() => document.querySelector('#cit-play-table .cit-table').classList.contains('cit-presenter')")
    return page, table


def test_presenter_mode_reads_from_the_back_of_the_room(presenter):
    page, table = presenter
    sizes = page.evaluate("""() => {
        const root = document.querySelector('#cit-play-table .cit-table');
        const size = (sel) => [...root.querySelectorAll(sel)].filter((e) => e.getBoundingClientRect().height)
            .map((e) => parseFloat(getComputedStyle(e).fontSize));
        return {why: size('.cit-t-why-move'), log: size('.cit-t-recent li'), tags: size('.cit-t-clause')};
    }""")
    assert sizes["why"] and sizes["log"] and sizes["tags"], sizes
    assert min(sizes["why"] + sizes["log"] + sizes["tags"]) >= 24, sizes
    assert not table.locator(".cit-t-settings").is_visible()            # nothing left open over the table


def test_presenter_mode_keeps_the_share_qr_on_screen_and_show_qr_fills_it(presenter):
    page, table = presenter
    table.locator(".cit-t-share > summary").click()
    qr = table.locator(".cit-t-share .cit-t-qr svg")
    qr.wait_for(state="visible", timeout=ANSWER_MS)
    box = qr.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 1080 and box["x"] + box["width"] <= 1920, box
    table.locator(".cit-t-show-qr").click()
    big = table.locator(".cit-t-qr-full .cit-t-qr-big svg")
    big.wait_for(state="visible")
    box = big.bounding_box()
    assert box["height"] >= 0.7 * 1080 and box["y"] >= 0 and box["y"] + box["height"] <= 1080, box
    page.keyboard.press("Escape")
    big.wait_for(state="detached")


def test_the_pupils_names_typed_in_table_settings_sit_at_the_table(live_table):
    page = live_table("scamorra", seed=3, pause=0)
    table = page.locator("#cit-play-table .cit-table")
    driver = TableDriver(page, "#cit-play-table", timeout_ms=ANSWER_MS)
    driver.settle()
    table.locator(".cit-t-settings > summary").click()
    table.locator("select[name=seat1]").select_option("human")
    table.locator("input[name=name0]").fill("Giulia")
    table.locator("input[name=name1]").fill("Marco")
    drawn = driver.state()["draws"]
    table.get_by_role("button", name="Deal", exact=True).click()
    driver.settle(drawn)
    button = table.locator(".cit-t-ready").inner_text()
    assert button in ("I am Giulia: show my cards", "I am Marco: show my cards"), button
    assert table.locator(".cit-t-undo").count() == 0                  # nothing answers Undo on a covered table
    names = [p["name"] for p in table_view(page, "#cit-play-table")["players"]]
    assert names == ["Giulia", "Marco"]
    assert page.record.problems() == []


# every card (data-card) that Element.animate moves from here on: a slide or a fade-in
COUNT_SLIDES = """() => { window.citSlides = 0; const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
        if (this.hasAttribute && this.hasAttribute('data-card')) window.citSlides += 1;
        return animate.apply(this, args); }; }"""


def test_cards_slide_where_they_go_unless_the_reader_asks_for_reduced_motion(book_table):
    page = book_table("skemino", seed=6, pause=0)
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    driver.settle()
    page.evaluate(COUNT_SLIDES)
    rng = random.Random(4)
    for _ in range(4):                     # a card picked and laid, and the computer's answer
        driver.step(rng)
    assert page.evaluate("window.citSlides") > 0, "no card moved with a slide"
    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.citSlides = 0")
    for _ in range(4):
        driver.step(rng)
    assert page.evaluate("window.citSlides") == 0, "cards slide although the reader asked for reduced motion"
    page.emulate_media(reduced_motion="no-preference")
    # the computer's thinking is a ring drawn by CSS, not a glyph a font may lack
    ring = page.evaluate(f"""() => {{ const root = document.querySelector('{TABLE} .cit-table');
        root.dataset.tone = 'think';
        const after = getComputedStyle(root.querySelector('.cit-t-status'), '::after');
        return [after.content, after.borderTopStyle, after.borderRadius]; }}""")
    assert ring == ['""', "solid", "50%"], ring
    assert page.record.problems() == []


def test_a_second_visit_in_the_other_language_speaks_it(browser, book_server, built_book, play_manifest):
    """The English table first (Python's memory is then kept in the browser's cache), then the Italian
    page's Play here in the same browser: Python restored from that memory, and the table in Italian."""
    from tests.browser.conftest import book_play_page, wait_for_promise, wait_for_table, watched

    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        watched(page)
        for prefix in ("", "it/"):
            page.goto(book_server + prefix + book_play_page(built_book, "bisca"), wait_until="domcontentloaded")
            page.wait_for_function("() => !document.querySelector('.cit-play-here-button').disabled", timeout=60_000)
            page.locator(".cit-play-here-button").click()
            wait_for_table(page, TABLE)
            if not prefix:
                wait_for_promise(page, """async (app) => (await (await caches.open('cit-play-' + app)).keys())
                    .some((r) => r.url.endsWith('python-memory.snapshot'))""", play_manifest["app"][:-1])
                # no kept game, so a new deal in Italian: cleared as the next page starts, since the English
                # table keeps its game in progress as it is left (cleared before, the page could open on it)
                page.add_init_script("localStorage.clear()")
        assert page.evaluate(f"document.querySelector('{TABLE}').citPlay.timings.snapshot") is True
        view = table_view(page)
        words = page.locator(f"{TABLE} .cit-table").inner_text()
        assert view["lang"] == "it" and "Nuova partita" in words, words[:300]
        assert not re.search(r"\b(is thinking|Your turn|Game number|points)\b", words), words[:400]
        assert page.record.problems() == []
    finally:
        context.close()


def smallest_words(page, where: str) -> list:
    """The words drawn smallest in ``where`` (their size on the screen, an SVG's text scaled with its picture):
    ``[size in px, the words]`` for the five smallest visible texts."""
    return page.evaluate(f"""() => {{
        const root = document.querySelector('{where}'), sizes = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {{
            const text = node.textContent.trim(), holder = node.parentElement;
            if (!text || !holder) continue;
            const range = document.createRange(); range.selectNodeContents(node);
            const box = range.getBoundingClientRect();
            if (!box.width || !box.height || holder.closest('[aria-hidden="true"] .cit-sr, .cit-sr')) continue;
            const style = getComputedStyle(holder);
            if (style.visibility === 'hidden' || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
            let size = parseFloat(style.fontSize);
            const svgText = holder.closest('text');
            if (svgText) size *= svgText.getScreenCTM().a;          // the picture's scale on the screen
            sizes.push([Math.round(size * 10) / 10, text.slice(0, 30)]);
        }}
        return sizes.sort((a, b) => a[0] - b[0]).slice(0, 5);
    }}""")


def test_la_scamorras_words_are_readable_on_a_phone(book_table):
    """On a 390 px phone every word of La Scamorra's table (the sides' labels, the pieces' words on the
    board, your cards' names) is drawn at 11 px or more."""
    page = book_table("scamorra", seed=6, pause=0, width=390, height=844)
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    rng = random.Random(4)
    for _ in range(5):                              # pieces placed: the board has words on it
        driver.step(rng)
    smallest = smallest_words(page, f"{TABLE} .cit-table")
    assert smallest and smallest[0][0] >= 11, smallest


def test_a_picked_card_in_machiavelli_leaves_every_corner_in_sight(book_table):
    """Machiavelli's hand overlaps like a hand held: each card shows its corner (rank and suit). A picked
    card rises in its place and must not come over its neighbour's corner."""
    page = book_table("machiavelli", seed=11, players=2, pause=0, width=390, height=844)
    driver = TableDriver(page, TABLE, timeout_ms=ANSWER_MS)
    driver.settle()
    hand = page.locator(f"{TABLE} .cit-t-zone-hand button.cit-t-card")
    assert hand.count() >= 3
    hand.nth(1).click()
    page.mouse.move(1, 1)                           # a card under the pointer comes forward, by design
    page.wait_for_timeout(400)                      # the rise's transition
    assert page.locator(f"{TABLE} .cit-t-zone-hand .cit-t-card.cit-picked").count() == 1
    hidden = page.evaluate(f"""() => [...document.querySelectorAll('{TABLE} .cit-t-zone-hand .cit-t-card')]
        .filter((card) => {{
            const box = card.getBoundingClientRect();
            const top = document.elementFromPoint(box.left + 6, box.top + 10);
            return !(top && card.contains(top));
        }}).map((card) => card.dataset.card)""")
    assert hidden == [], hidden
    assert page.record.problems() == []
