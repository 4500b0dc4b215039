"""Pictures of La Scamorra: hidden hands stay hidden in the HTML, verdicts are drawn as handed."""
from engine import scamorra

from tests.scamorra.helpers import placed, south


def _shown_cards(html):
    return sum(html.count(f'aria-label="{name}"') for name in scamorra.CARDS)


def test_SC_9_a_seat_sees_its_own_hand_face_up_and_the_other_face_down():
    game = placed(seed=3)
    own = game.view(0)._repr_html_()
    assert _shown_cards(own) == 3 and own.count('aria-label="hidden card"') == 3
    spectator = game.view(None)._repr_html_()
    assert _shown_cards(spectator) == 0 and spectator.count('aria-label="hidden card"') == 6
    assert _shown_cards(game.view("all")._repr_html_()) == 6


def test_SC_A14_the_coppella_is_never_drawn():
    game = placed(seed=3)
    html = game.view("all")._repr_html_()
    assert "coppella" not in html.lower()


def test_SC_A20_the_board_draws_the_verdicts_it_is_handed():
    p = south(["torre", "pedone", "pedone"], {"a1": ("South", "sasso"), "a3": ("North", "forbice"),
                                              "b1": ("South", "carta")})
    verdicts = scamorra.square_verdicts(p, "a1", "torre")
    svg = scamorra.board_svg(p, verdicts, "a1")
    assert "may take the piece here" in svg and "your own piece is here" in svg
    assert "blocked: a piece is in the way" in svg          # a4, behind the forbice
    assert {sq: v[0] for sq, v in verdicts.items()}["a4"] == "blocked"
    plain = scamorra.board_svg(p)
    assert "may move here" not in plain
