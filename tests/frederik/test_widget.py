"""come-quando-frederik-piange's page widgets: step-throughs of scripted moves and of whole games,
captioned by the engine's events (the game itself is played at the live table: test_table.py)."""
from engine import frederik
from widgets.frederik import scripted, scripted_step_through, whole_game


def test_FP_9_step_throughs_show_every_state_with_the_engines_captions():
    start = frederik.battle_position([["9C"], ["8D"]])
    box = scripted_step_through(start, ["swap_high 9C 8D"])
    assert box.data.count('<li class="cit-frame') == 2 and "swap" in box.data
    states, captions = scripted(start, ["swap_high 9C 8D"])
    assert captions[1] == "Seat 0 declares a swap: the 9♣ for Seat 1's 8♦. Seat 0 swaps the 9♣ for Seat 1's 8♦."
    states, captions = whole_game(players=2, seed=1, bot_seed=1)
    assert states[-1].is_terminal() and len(states) == len(captions)
