"""Shared tables and kept games in the reader's browser (runtime/cit-play.mjs, assets/js/cit-play-here.js,
widgets/table/sharing.py): a shared position's link opens the same position in Play here, the table's
words being the engine's; the share fold's link and QR code open the same table again; a damaged link
opens a new game with a message; a reload keeps the game (and offers a new one instead). At 1280 px and
on a 390 px phone."""
import json

import pytest

from tests.browser.conftest import forget_kept_games, wait_for_table
from tests.scamorra.test_position_editor import HOME_PIECES, set_up
from widgets.table import TableSession, host

PHONE = {"width": 390, "height": 844}
WIDE = {"width": 1280, "height": 900}
SIZES = pytest.mark.parametrize("size", [WIDE, PHONE], ids=["1280", "390"])


def view_of(pg, where: str) -> dict:
    return pg.evaluate(f"() => document.querySelector({json.dumps(where)}).citPlay.model.get('view')")


def wait_for_view(pg, where: str, condition: str, timeout: int = 30_000) -> dict:
    """Wait until the table's view satisfies ``condition`` (a JavaScript expression of ``view``)."""
    pg.wait_for_function(f"() => {{ const t = document.querySelector({json.dumps(where)});"
                         f" const view = t && t.citPlay && t.citPlay.model.get('view'); return view && ({condition}); }}",
                         timeout=timeout)
    return view_of(pg, where)


def names_on_the_table(pg, where: str) -> dict:
    """Every clickable thing the page draws, by key, with the name it gives it (its aria-label)."""
    pairs = pg.eval_on_selector_all(f"{where} .cit-table [data-key]",
                                    "els => els.map((e) => [e.dataset.key, e.getAttribute('aria-label')])")
    return {key: name for key, name in pairs if name}


def names_in_view(view: dict) -> dict:
    found = {}
    for zone in view["zones"]:
        for entry in list(zone.get("items", ())) + list(zone.get("cells", ())):
            if entry.get("key") is not None:
                found[entry["key"]] = entry["name"]
    return found


def open_fresh(pg, book_server: str, address: str, size: dict) -> None:
    """Open ``address`` as a new page load (a link differing only in its fragment would otherwise just
    scroll the page already open), with no game kept in the browser."""
    forget_kept_games(pg, book_server)
    pg.goto("about:blank")
    pg.set_viewport_size(size)
    pg.record.clear()
    pg.goto(address, wait_until="domcontentloaded")


def fits(pg, width: int) -> None:
    assert pg.evaluate("document.documentElement.scrollWidth") <= width + 1, "the page is wider than the screen"


def a_position_code() -> tuple[str, TableSession]:
    """A La Scamorra position set up with the editor (as a teacher does at the table), one piece taken."""
    table = TableSession("scamorra", seed=8, pause_ms=0)
    set_up(table, pieces={sq: key for sq, key in HOME_PIECES.items() if sq != "c5"},
           played=(("cavallo",), ("torre",)))
    view = table.handle({"do": "click", "key": "edit:play", "v": table.version})
    assert not view["editing"], view["say"]
    return table.share_code(), table


@SIZES
def test_a_shared_position_link_opens_the_same_position_in_play_here(play_tab, book_server, play_manifest, size):
    code, table = a_position_code()
    page = next(g["book"] for g in play_manifest["games"] if g["name"] == "scamorra")
    open_fresh(play_tab, book_server, f"{book_server}{page}#table={code}", size)
    where = ".cit-play-here-table"
    wait_for_table(play_tab, where)      # Play here starts by itself for a shared link
    view = wait_for_view(play_tab, where, "view.say")
    assert view["say"]["text"] == "This table comes from a shared link: a position set up by hand, 0 moves so far."
    # the same position: the page names every square and card as the engine's table does for that code
    expected = json.loads(host.handle(json.dumps({"open": {"game": "scamorra", "table": code}})))["view"]
    assert names_on_the_table(play_tab, where) == names_in_view(expected)
    assert names_on_the_table(play_tab, where)["a1"] == "your paper (carta) on a1"
    assert view["zones"] == expected["zones"] and view["position"] == "Playing from a position set up by hand."
    # the link's table is kept: the address drops its fragment, so a reload goes on with the game
    assert "#table=" not in play_tab.url
    fits(play_tab, size["width"])
    assert not play_tab.record.console_errors and not play_tab.record.outside


@SIZES
def test_a_reload_keeps_the_game(live_table, size):
    pg = live_table("scamorra", seed=5, pause=0, width=size["width"], height=size["height"])
    where = "#cit-play-table"
    for moves in (1, 3):                 # two moves of mine from the list of moves, the computer's between
        wait_for_view(pg, where, "view.status.tone === 'turn'")
        if not pg.is_visible(".cit-t-moves .cit-t-move"):
            pg.click(".cit-t-moves summary")
        pg.click(".cit-t-moves .cit-t-move >> nth=0")
        wait_for_view(pg, where, f"view.history_steps >= {moves}")
    before = wait_for_view(pg, where, "view.status.tone === 'turn'")
    kept = pg.evaluate("() => JSON.parse(localStorage.getItem('cit-table:scamorra'))")
    assert kept["deal"] == 5 and kept["saved"] == before["keep"]
    pg.reload(wait_until="domcontentloaded")
    wait_for_table(pg)
    after = view_of(pg, where)
    assert after["say"]["text"] == (f"Your unfinished game is back, as you left it (game number 5, "
                                    f"{before['history_steps']} moves).")
    assert after["zones"] == before["zones"] and after["history"] == before["history"]
    fits(pg, size["width"])
    # one click starts a new game instead, and nothing is kept until it is under way
    pg.click(".cit-t-offer")
    # a new game number (never the one just played), once it waits on the person
    fresh = wait_for_view(pg, where, "view.deal !== 5 && view.status.tone === 'turn'")
    assert "offer" not in fresh
    kept = pg.evaluate("() => JSON.parse(localStorage.getItem('cit-table:scamorra'))")
    if fresh["keep"] is None:                          # nobody has moved yet: nothing to keep
        assert kept is None
    else:                                              # the computer moved first: the game is under way
        assert (kept["deal"], kept["saved"]) == (fresh["deal"], fresh["keep"])
    assert not pg.record.console_errors


def test_the_share_folds_link_and_qr_code_open_the_same_table(live_table, book_server):
    pg = live_table("skemino", seed=16, pause=0)
    where = "#cit-play-table"
    wait_for_view(pg, where, "view.status.tone === 'turn'")
    pg.click(".cit-t-moves summary")
    pg.click(".cit-t-moves .cit-t-move >> nth=0")
    view = wait_for_view(pg, where, "view.history_steps >= 2 && view.status.tone === 'turn'")
    pg.click(".cit-t-share summary")
    pg.wait_for_selector(".cit-t-share .cit-t-qr svg[role=img]")
    address = pg.input_value(".cit-t-share-link")
    assert address.startswith(f"{book_server}play/skemino.html#table=")
    assert address == wait_for_view(pg, where, "view.share.svg")["share"]["link"]
    open_fresh(pg, book_server, address, WIDE)
    wait_for_table(pg)
    again = wait_for_view(pg, where, "view.say")
    assert again["say"]["text"].startswith("This table comes from a shared link: game number 16")
    assert again["zones"] == view["zones"] and again["history"] == view["history"]


def test_a_damaged_link_opens_a_new_game_with_a_message(play_tab, book_server, play_manifest):
    page = next(g["book"] for g in play_manifest["games"] if g["name"] == "bisca")
    open_fresh(play_tab, book_server, f"{book_server}{page}#table=bXyZ-not-a-table", PHONE)
    where = ".cit-play-here-table"
    wait_for_table(play_tab, where)
    view = wait_for_view(play_tab, where, "view.say && view.status.tone === 'turn'")
    assert view["say"]["text"].startswith("This link could not be read, so a new game is dealt instead")
    # a new deal: the only moves are the computers' opening ones (the page asked for nothing but the
    # table's own 'advance', one computer move each), none the link's
    sent = play_tab.evaluate(f"() => document.querySelector({json.dumps(where)}).citPlay.model.requests"
                             ".map((r) => r.do)")
    assert set(sent) <= {"advance"} and view["history_steps"] <= len(sent), (sent, view["history"])
    assert "Traceback" not in play_tab.inner_text(where)
    fits(play_tab, PHONE["width"])
