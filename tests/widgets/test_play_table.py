"""The play pages' table (widgets/play_table.py) and the pages themselves: in the book a still picture of a
dealt table that is plainly a picture (no control, plain words, no card hidden from you); under a kernel
(Voilà, JupyterLab) the live table; each play page shows it right under its top and tells how to play
at this table, with no typed notation and nothing of the old widgets."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from tests.table_checks import notation_problems
from widgets import play_table as module
from widgets.play_table import STILL_DEAL, play_table, still_table_html
from widgets.table import TableSession
from tests.load import module_at

ROOT = Path(__file__).resolve().parents[2]
GAMES = [spec.name for spec in engine.games()]
CONTROLS = re.compile(r"<(button|input|select|textarea|a|details|summary)\b|tabindex|onclick", re.I)
WORDS = re.compile(r'aria-label="([^"]*)"|<text[^>]*>([^<]*)</text>|<title>([^<]*)</title>|>([^<>]+)<')


def play_page(game: str) -> Path:
    [page] = sorted((ROOT / "book" / game).glob("*play*.md"))
    return page


def texts(markup: str) -> list[str]:
    """Every word a reader (or a screen reader) gets from the markup, CSS left out."""
    markup = re.sub(r"<style>.*?</style>", "", markup, flags=re.S)
    return [next(g for g in m.groups() if g is not None).strip() for m in WORDS.finditer(markup)
            if any(g and g.strip() for g in m.groups())]


@pytest.mark.parametrize("game", GAMES)
def test_the_still_picture_is_a_captioned_picture_in_plain_words(game):
    picture = still_table_html(game)
    assert picture.startswith(f'<figure class="cit-still-table" data-game="{game}">')
    assert not CONTROLS.search(picture), CONTROLS.search(picture)
    words = texts(picture)
    assert words[-1].startswith(f"A picture of a {engine.game(game).title} table, game number {STILL_DEAL}")
    assert "It is only a picture" in words[-1]
    bad = [(text, notation_problems(text)) for text in words if notation_problems(text)]
    assert not bad, bad
    assert picture.count("<svg") >= 3                       # the engine's pictures of cards and boards


@pytest.mark.parametrize("game", ["bisca", "machiavelli"])
def test_the_still_picture_shows_your_hand_and_no_card_of_the_others(game):
    table = TableSession(game, seed=STILL_DEAL, pause_ms=0)
    table.run_computers()
    mine = {str(c) for c in table.state.hands[0]}
    others = {str(c) for seat, hand in enumerate(table.state.hands) if seat for c in hand} - mine
    picture = still_table_html(game)
    labels = set(re.findall(r'aria-label="([^"]*)"', picture))
    assert mine <= labels
    assert not others & labels, others & labels


def test_under_a_kernel_the_cell_is_the_live_table(monkeypatch):
    from widgets import components
    from widgets.live import LiveTable

    assert play_table("skemino").data == still_table_html("skemino")      # no kernel: the picture
    monkeypatch.setattr(components, "live_kernel", lambda: True)
    live = play_table("skemino")
    assert isinstance(live, LiveTable) and live.view["game"] == "skemino"
    assert live.session.seats == ["human", "beginner"] and live.view["status"]["tone"] in ("turn", "think")


def test_an_unknown_game_is_named():
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        still_table_html("chess")
    assert module.__doc__ and "cit-still-table" in module.__doc__


def cells(page: Path) -> list[tuple[str, str, list[str]]]:
    """The page's cells as (kind, source, tags), read as jupytext reads them."""
    import jupytext

    notebook = jupytext.read(page)
    return [(c.cell_type, c.source, list(c.metadata.get("tags", []))) for c in notebook.cells]


@pytest.mark.parametrize("game", GAMES)
def test_each_play_page_shows_its_table_under_the_top_and_says_how_to_play_there(game):
    page = play_page(game)
    found = cells(page)
    code = [(source, tags) for kind, source, tags in found if kind == "code"]
    table = [(source, tags) for source, tags in code if "play_table(" in source]
    assert table == [(f'from widgets.play_table import play_table\nplay_table("{game}")',
                      ["remove-input", "cit-still-table"])]
    kinds = [kind for kind, _, _ in found]
    top = next(i for i, (_, source, _) in enumerate(found) if "play_here(" in source)
    where = next(i for i, (kind, source, tags) in enumerate(found) if "play_table(" in source)
    assert kinds[top:where] == ["code", "markdown", "markdown"][:where - top] and where - top <= 3
    prose = "\n".join(source for kind, source, _ in found[where:] if kind == "markdown")
    assert prose.lstrip().startswith("## How to play at this table")
    for text in ("Undo", "Review the game", "New game", "Presenter mode", "Table settings", "Replay game number",
                 "teacher's table", "Save or load this game", "show my cards"):
        assert text in " ".join(prose.split()), f"{page.name} does not mention {text!r}"
    # no typed notation (inline code), nothing of the old widgets
    assert "`" not in re.sub(r"\{(doc|clause|term)\}`[^`]*`", "", prose), "typed notation on the play page"
    old = re.compile(r"type a move|\bReady\b|table editor|Commit|Deal a new game|Roll the dice|deal no\.|"
                     r"Next computer move|list of moves|buttons offer", re.I)
    assert not old.search(prose), old.search(prose)
    imports = re.findall(r"from widgets\.(\w+) import", "\n".join(source for source, _ in code))
    assert set(imports) == {"play_here", "play_table"}


@pytest.mark.parametrize("game", GAMES)
def test_the_voila_notebook_of_a_play_page_runs_the_live_table(game, tmp_path):
    """`make play` turns the page into a notebook (tools/play_notebook.py): the book-only sentence goes,
    the table cell stays, and run under a kernel it is the live table (test above)."""
    path = ROOT / "tools" / "play_notebook.py"
    tool = module_at("play_notebook", path)
    target = tmp_path / "play.ipynb"
    tool.convert(play_page(game), target)
    import nbformat

    notebook = nbformat.read(str(target), as_version=4)
    sources = [c.source for c in notebook.cells]
    assert any(f'play_table("{game}")' in s for s in sources)
    assert not any("runs in your browser" in s for s in sources if "play_table" not in s)
    assert not any("{clause}" in s or "{doc}" in s for s in sources)
