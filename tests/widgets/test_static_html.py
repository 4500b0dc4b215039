"""The same calls draw plain HTML for the published book and live widgets in a running kernel.

The book's build sets CIT_STATIC_BOOK=1 (_ext/cit_static.py) and the kernels executing the pages
inherit it; JupyterLab and Voila do not set it, and there a kernel is running."""
from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import IPython
import ipywidgets as w
import pytest

from engine import bisca
from widgets import components
from widgets.bisca import BetHelper, bet_helper
from widgets.components import STATIC_BOOK_ENV, StepThrough, choice_panels, live_kernel, static_step_through
from tests.load import module_at

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def in_a_kernel(monkeypatch):
    """As in JupyterLab or Voila: IPython runs inside a kernel, and the book's variable is not set."""
    monkeypatch.delenv(STATIC_BOOK_ENV, raising=False)
    monkeypatch.setattr(IPython, "get_ipython", lambda: SimpleNamespace(kernel=object()))


def test_the_book_build_sets_the_variable_the_widgets_read(monkeypatch):
    extension = module_at("cit_static", ROOT / "_ext" / "cit_static.py")
    assert extension.STATIC_BOOK_ENV == STATIC_BOOK_ENV
    monkeypatch.setenv(STATIC_BOOK_ENV, "0")          # restored after the test, whatever the hook sets
    config = SimpleNamespace(templates_path=[])
    extension._static_book(None, config)
    assert __import__("os").environ[STATIC_BOOK_ENV] == "1" and config.templates_path == [str(extension.TEMPLATES)]


def test_no_kernel_means_plain_html(monkeypatch):
    monkeypatch.delenv(STATIC_BOOK_ENV, raising=False)
    monkeypatch.setattr(IPython, "get_ipython", lambda: None)
    assert not live_kernel()
    assert "cit-static-step" in static_step_through([1, 2], render=str).data


def test_a_live_kernel_gets_the_live_widgets(in_a_kernel):
    assert live_kernel()
    states = [bisca.new_game(players=2, seed=1)]
    assert isinstance(static_step_through(states, ["the deal"]), StepThrough)
    helper = bet_helper(hand_size=4, previous=[1], players=3, rule="last_bidder_only")
    assert isinstance(helper, BetHelper) and helper.players.value == 3 and helper.rule.value == "last_bidder_only"
    assert "may bet <b>0, 1, 2, 3, 4</b>" in helper.out.value
    box = choice_panels([("suit", ["a", "b"]), ("size", ["s", "l"])],
                        {(i, j): f"<p>{i}{j}</p>" for i in range(2) for j in range(2)}, selected=(1, 0))
    rows, shown = box.children[:2], box.children[2]
    assert all(isinstance(r, w.ToggleButtons) for r in rows) and shown.value == "<p>10</p>"
    rows[1].index = 1
    assert shown.value == "<p>11</p>"


def test_the_book_build_wins_over_a_kernel(in_a_kernel, monkeypatch):
    monkeypatch.setenv(STATIC_BOOK_ENV, "1")
    assert not live_kernel()
    assert "cit-bet-helper" in bet_helper().data


def test_choice_panels_refuse_a_missing_panel():
    with pytest.raises(ValueError, match=r"no panel for the choice \(1,\)"):
        components.choice_panels_html([("x", ["a", "b"])], {(0,): "<p>a</p>"})
    with pytest.raises(ValueError, match="at least one state"):
        components.step_through_html([])


def test_bet_helper_refuses_an_opening_the_engine_refuses():
    with pytest.raises(ValueError, match="BI-10"):
        bet_helper(hand_size=5, previous=[2, 3])
