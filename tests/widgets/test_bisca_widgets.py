"""Click the Bisca widgets from Python, as a reader would in a live page."""
import html
import re

import ipywidgets as w

from engine import bisca
from widgets import GameApp, StepThrough
from widgets.bisca import (BetHelper, GameSetup, bet_helper_data, play_bisca, round_states, round_step_through,
                           situation_key)


def enabled_buttons(app):
    return [b for b in app.picker.buttons.children if not b.disabled]


def test_a_full_game_is_played_to_the_end_by_clicks():
    app = play_bisca(opponents=2, seed=3, bot="random")
    clicks = 0
    while not app.state.is_terminal():
        enabled_buttons(app)[0].click()
        clicks += 1
    assert len(app.state.rounds) == 9
    assert "game is over" in app.status.value
    assert app.picker.buttons.children == ()
    assert clicks >= 29            # at least one click per card of the human's hands


def test_buttons_offer_exactly_the_legal_actions_and_refused_bets_say_why():
    app = play_bisca(opponents=3, seed=1, bot="random")
    state = app.state
    enabled = {b.description for b in enabled_buttons(app)}
    assert enabled == {str(a) for a in state.legal_actions()}
    refused = [b for b in app.picker.buttons.children if b.disabled]
    for button in refused:
        assert button.tooltip.startswith("BI-10")
        assert button.description in app.picker.note.value


def test_a_typed_illegal_move_shows_the_rule_and_changes_nothing():
    app = play_bisca(opponents=2, seed=5, bot="random")
    before = app.state
    # the log so far: one line per move made before the human's turn, "<who>: <move>"
    expected_log = [f"{app.names[state.current_player]}: {state.parse_action(move)}"
                    for state, move in zip(app.states, app.notations)]
    assert expected_log and len(expected_log) == len(app.states) - 1   # the computer players moved first
    log_html = app.action_log.value
    app.picker.text.value = "play 1X"
    app.picker.go.click()
    assert "BI-" in app.picker.message.value
    assert app.state is before and len(app.states) == len(expected_log) + 1
    assert app.entries == expected_log and app.action_log.value == log_html
    app.picker.text.value = "bet 99"
    app.picker.go.click()
    assert "BI-9" in app.picker.message.value and app.state is before


def test_undo_returns_to_the_previous_human_decision():
    app = play_bisca(opponents=2, seed=5, bot="random")
    first = app.state
    enabled_buttons(app)[0].click()
    assert app.state is not first
    app.undo.click()
    assert app.state == first


def test_hot_seat_hides_the_table_until_ready():
    start = bisca.new_game(players=2, seed=0)
    app = GameApp(start, ["human", "human"])
    assert app.body.children == (app.cover_box,)
    app.cover.click()
    assert app.table in app.body.children
    seat = app.state.current_player
    assert f"Seat {seat} (you)" in app.table.value
    enabled_buttons(app)[0].click()
    assert app.body.children == (app.cover_box,)       # the other player must confirm first


def test_loading_a_corrupt_save_changes_nothing_and_a_good_one_restores():
    app = play_bisca(opponents=2, seed=5, bot="random")
    enabled_buttons(app)[0].click()
    app.save_button.click()
    saved = app.save_box.value
    state = app.state
    app.save_box.value = saved.replace('"actions": [', '"actions": ["bet 9", ')
    app.load_button.click()
    assert "Not loaded" in app.save_message.value and app.state is state
    app.save_box.value = "{broken"
    app.load_button.click()
    assert "damaged" in app.save_message.value and app.state is state
    fresh = play_bisca(opponents=2, seed=5, bot="random")
    fresh.save_box.value = saved
    fresh.load_button.click()
    assert fresh.state == state


def test_bet_helper_explains_refused_bets():
    helper = BetHelper(hand_size=5, previous="2 1 0")
    assert "0, 1, 3, 4, 5" in helper.out.value and "BI-10" in helper.out.value
    helper.previous.value = "2 x"
    assert "whole number" in helper.out.value
    helper.hand_size.value = 1
    helper.previous.value = ""
    assert "may bet <b>0</b>" in helper.out.value


def test_setup_deals_a_game_with_the_chosen_opponents():
    setup = GameSetup(seed=2)
    setup.opponents.value = 4
    setup.seats.set_computers("random")
    setup.start.click()
    app = setup.area.children[0]
    assert isinstance(app, GameApp) and app.state.num_players == 5 and app.seats == ["human"] + ["random"] * 4


def test_static_step_through_is_plain_html_with_every_frame():
    """In the book (no live kernel) the step-through is HTML, one frame per state, each the engine's
    picture with the engine's caption; repeated card pictures are written once (as SVG symbols)."""
    box = round_step_through(players=3, seed=1)
    states, captions = round_states(players=3, seed=1)
    page = box.data
    assert not isinstance(box, w.Widget) and 'class="cit-static-step"' in page
    frames = re.findall(r'<li class="cit-frame[^"]*" data-step="(\d+)">', page)
    assert frames == [str(i) for i in range(len(states))]
    assert f"<b>Step 1 of {len(states) - 1}</b> · {html.escape(captions[1])}" in page
    assert page.count("cit-current") == 1 and f'max="{len(states) - 1}"' in page
    assert page.count("<symbol ") > 10 and page.count("<use href=") > page.count("<symbol ")


def test_BI_10_bet_helper_data_is_the_engines_answer_in_every_situation_offered():
    """Every situation the static bet helper can reach (hand size, players, rule, bets clicked so far)
    refuses exactly the bets the engine's state refuses, with its words; a situation the data does not
    list refuses none. Checked on a real game state for a sample, and through the rules for all."""
    import random

    data = bet_helper_data()
    assert data["hands"] == [5, 4, 3, 2, 1] and data["players"] == [2, 3, 4, 5, 6]
    reached, rng, sampled = 0, random.Random(3), 0
    for hand in data["hands"]:
        for players in data["players"]:
            for rule, _ in data["rules"]:
                pending = [[]]
                while pending:
                    bets = pending.pop()
                    if len(bets) == players:
                        continue
                    reached += 1
                    listed = data["refused"].get(situation_key(hand, players, rule, bets), [])
                    no = {bet for bet, _, _ in listed}
                    allowed = [b for b in range(hand + 1) if b not in no]
                    assert allowed == bisca.allowed_bets(hand, bets, rule, players), (hand, players, rule, bets)
                    if rng.random() < 0.01 or bets == [2, 1, 0]:
                        state = bisca.betting_position(hand, bets, players=players, bet_rule=rule)
                        errors = [[bet, e.clause, e.reason] for bet, e in bisca.bet_advice(state) if e is not None]
                        assert listed == errors and state.allowed_bets() == allowed
                        sampled += 1
                    pending.extend(bets + [b] for b in allowed)
    assert reached > 20_000 and sampled > 200
    over = data["over"][situation_key(5, 4, "running_sum", [])]
    error = bisca.betting_position(5, [2, 1, 0, 1], players=4).explain(bisca.Bet(0))
    assert over == [error.clause, error.reason]


def test_kernel_step_through_buttons_move():
    states, captions = round_states(players=3, seed=1)
    stepper = StepThrough(states, captions, render=lambda s: bisca.render_state(s, viewer="all"))
    buttons = stepper.children[0].children
    next_button = next(b for b in buttons if "cit-next" in b._dom_classes)
    last_button = next(b for b in buttons if "cit-last" in b._dom_classes)
    next_button.click()
    assert stepper.slider.value == 1 and "Step 1" in stepper.caption.value
    last_button.click()
    assert stepper.slider.value == len(states) - 1
    next_button.click()
    assert stepper.slider.value == len(states) - 1


def test_BI_A6_bet_helper_shows_the_engines_reason_for_the_variant():
    helper = BetHelper(hand_size=5, previous="2 1 0")
    helper.rule.value = "last_bidder_only"
    assert "may bet <b>0, 1, 3, 4, 5</b>" in helper.out.value      # the fourth and last bidder
    assert "last bidder" in helper.out.value and "running total" not in helper.out.value
    helper.previous.value = "2"
    assert "may bet <b>0, 1, 2, 3, 4, 5</b>" in helper.out.value and "not allowed" not in helper.out.value
    helper.rule.value = "running_sum"
    state = bisca.betting_position(5, [2], players=4)
    assert html.escape(str(state.explain("bet 3"))) in helper.out.value
    helper.previous.value = "2 1 0 1"
    assert "Every one of the 4 players has bet" in helper.out.value and "BI-9" in helper.out.value


def test_BI_13_round_step_captions_are_the_engines_events():
    states, captions = round_states(players=3, seed=1)
    assert captions[0] == states[0].last_event.describe() and "deals 5 cards" in captions[0]
    tricks = [c for s, c in zip(states, captions) if s.last_event.find("trick")]
    assert len(tricks) == 5 and all("takes the trick with the" in c for c in tricks)
    assert "Round 1 of 9 is over" in captions[-1]
