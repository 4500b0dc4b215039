"""The pictures: an SVG board with quadrants, vertices, stacks, holes and the last move."""
import re

from engine.skemino import hand_badges, new_game, position, render_board, render_state
from engine.skemino.render import SUIT_COLOURS, VERTEX_FILL


def test_SK_7_board_svg_shows_vertex_colours_quadrants_and_centres():
    svg = render_board(new_game(seed=16))
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    for colour in VERTEX_FILL.values():
        assert colour in svg
    assert svg.count('stroke-dasharray="4 3"') == 4       # the four centre rings (SK-8)
    assert ">start</text>" in svg                          # the dice square before the first card


def test_SK_38_holes_are_black_and_stacks_show_their_depth():
    p = position({"c3": [("5C", 0), ("JF", 1), ("2P", 0)], "d3": [("9F", 1), ("QP", 0)]},
                 hands=(["8C"], ["3P"]), to_move=0)
    svg = render_board(p)
    assert 'fill="#111"' in svg and "HOLE" in svg
    assert ">+1</text>" in svg                             # one card under QP on d3
    shown = render_board(p, show_stacks=True)
    # the cards beneath, drawn small: 9F under QP on d3, and the hole's three cards
    assert shown.count("<rect") - svg.count("<rect") == 4
    assert 'aria-label="d3: Bianco&#x27;s Queen of Pietra, on top of a stack of 2"' in svg
    assert 'aria-label="c3: a hole"' in svg


def test_SK_26_last_move_is_outlined_and_hands_are_drawn_without_emoji():
    g = new_game(seed=16).apply("7F@d3")
    svg = render_board(g)
    assert svg.count('stroke="#f9a825"') == 1
    html = render_state(g)
    assert "Nero</b> to move" in html and "total" in html
    assert not re.search("[\U0001F300-\U0001FAFF\u2600-\u27BF]", html)   # no emoji, no dingbats
    for colour in SUIT_COLOURS.values():
        assert colour in html
    assert g._repr_html_() == g.view(None)._repr_html_()
    assert g._repr_svg_().startswith("<svg") and g.view(1)._repr_svg_().startswith("<svg")


def test_SK_35_game_over_is_reported():
    end = position({"f1": [("4C", 0)], "e1": [("2C", 0)], "f2": [("9C", 0)]},
                   hands=(["AP"], ["5F"]), to_move=1).apply("5F@f1")
    assert "Game over" in render_state(end) and "Ribaltone" in render_state(end)
    assert ("Nero wins by the Ribaltone on f1: the 5 of Forbici beats the card on the vertex and every card "
            "beside it (victory D).") in render_state(end)                         # the ending, told in words


def test_SK_33_hand_badges_name_winner_stronger_and_ribaltone_cards():
    p = position({"a2": [("3C", 1)], "b1": [("5C", 0)], "b2": [("9P", 0)]},
                 hands=(["8F", "AP", "QF"], ["2C", "4C"]), to_move=0)
    assert ">Winner</text>" not in render_state(p)          # drawing computes no hint: it is handed them
    assert hand_badges(p) == {0: {"8F": "Winner", "QF": "Winner"}, 1: {}}
    html = render_state(p, badges=hand_badges(p))
    assert html.count(">Winner</text>") == 2 and ">Stronger</text>" not in html
    assert p.view(0)._repr_html_() == render_state(p, 0, badges=hand_badges(p))
    f1 = position({"f1": [("4C", 0)], "e1": [("2C", 0)], "f2": [("9C", 0)]},
                  hands=(["AP", "3P"], ["5F", "5P", "JC"]), to_move=1)
    html = render_state(f1, badges=hand_badges(f1))
    assert html.count(">Ribaltone</text>") == 2 and html.count(">Stronger</text>") == 1   # 5P beats AP, 3P
