"""Bisca's page widgets from Python: the bet helper (live and static) and the round's step-through (live and
static). The game itself is played at the live table (tests/bisca/test_table.py)."""
import html
import re

import ipywidgets as w

from engine import bisca
from widgets import StepThrough
from widgets.bisca import BetHelper, bet_helper_data, round_states, round_step_through, situation_key


def test_bet_helper_explains_refused_bets():
    helper = BetHelper(hand_size=5, previous="2 1 0")
    assert "0, 1, 3, 4, 5" in helper.out.value and "BI-10" in helper.out.value
    helper.previous.value = "2 x"
    assert "whole number" in helper.out.value
    helper.hand_size.value = 1
    helper.previous.value = ""
    assert "may bet <b>0</b>" in helper.out.value




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
                pending: list[list[int]] = [[]]
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
    states, captions = round_states(players=3, seed=1, names=["Anna", "Bruno", "Carla"])
    assert captions[0] == "Round 1 of 9: Anna deals 5 cards to each player."
    assert captions[1] == "Bruno bets 3 tricks."
    tricks = [c for s, c in zip(states, captions) if s.last_event.find("trick")]
    assert len(tricks) == 5 and all(re.search(r"takes the trick with [0-9JQKA]+[♠♥♦♣]", c) for c in tricks)
    assert "Round 1 of 9 is over" in captions[-1] and not any("Seat" in c for c in captions)


def test_presenter_mode_toggles_the_class_on_a_live_step_through():
    states, captions = round_states(players=3, seed=1)
    stepper = StepThrough(states, captions)
    stepper.presenter.value = True
    assert "cit-presenter" in stepper._dom_classes
    stepper.presenter.value = False
    assert "cit-presenter" not in stepper._dom_classes
    page = round_step_through(players=3, seed=1).data       # the book's: its script toggles the class
    assert '<button type="button" class="cit-presenter-toggle" aria-pressed="false"' in page
