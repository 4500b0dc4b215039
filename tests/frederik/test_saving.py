"""A save holding a declared action that waits for answers is loaded only if that action was legal
when it was declared: the load judges it again with the live judge, against the table as it stood.
"""
import json

import pytest

from engine import CorruptSave
from engine.frederik import State

from tests.frederik.helpers import play, pos


def with_pending(state, action, owner, window="response", queue=()):
    """``state``'s save with ``action`` written in as declared by the seat whose turn it is."""
    data = json.loads(state.to_json())
    data["pending"] = {"seat": state.to_move, "action": action, "owner": owner, "window": window,
                       "queue": list(queue)}
    return json.dumps(data)


def refusal(text):
    with pytest.raises(CorruptSave) as info:
        State.from_json(text)
    return str(info.value)


def test_FP_31_a_saved_swap_of_a_protected_target_is_refused():
    # seat 1 shows 10♥ beside 9♥: 9♥ is not its highest heart, so no high action may aim at it
    table = pos([["QC", "2S"], ["9H", "10H", "(3D)"]])
    assert table.explain("swap_high QC 9H").clause == "FP-31"
    message = refusal(with_pending(table, "swap_high Q♣ 9♥", owner=1))
    assert "FP-31" in message and "swap_high Q♣ 9♥" in message


def test_FP_18_a_saved_equal_swap_of_different_numbers_is_refused():
    table = pos([["QC", "2S"], ["9H", "(3D)"], ["4C"]])
    message = refusal(with_pending(table, "swap_equal Q♣ 9♥", owner=1, window="interrupt", queue=(1, 2)))
    assert "FP-18" in message


@pytest.mark.parametrize("steal, clause", [
    ("steal_high Q♣ 9♥", "FP-22"),                      # no matching card named at all
    ("steal_high Q♣ 9♥ with 2♠ 3♠", "FP-22"),           # two cards that match 9♥ in nothing
    ("steal_high Q♣ 9♥ with Q♣ 3♠", "FP-A13"),          # the thrown card counted as its own helper
])
def test_FP_A13_a_saved_steal_without_its_matching_cards_is_refused(steal, clause):
    table = pos([["QC", "2S", "3S"], ["9H", "(3D)"]])
    assert table.explain(steal).clause == clause
    assert clause in refusal(with_pending(table, steal, owner=1))


def test_FP_A18_a_saved_force_is_judged_with_its_card_still_face_down():
    # the acting card is turned up at declaration (FP-A26): the load must judge it face down, so a
    # genuine declared force loads, and one aimed at the actor's own seat is refused
    declared = pos([["(7H)", "2C"], ["(KS)", "3C"], ["5H"]]).apply("force 7H 1:1")
    assert declared.pending is not None and declared.is_face_up(declared.pending.action.card)
    assert State.from_json(declared.to_json()) == declared
    data = json.loads(declared.to_json())
    data["pending"]["action"] = "force 7♥ 0:1"
    data["pending"]["owner"] = 0
    with pytest.raises(CorruptSave):
        State.from_json(json.dumps(data))


def test_FP_A13_a_saved_steal_keeps_its_matching_cards_face_up():
    table = pos([["9D", "8H", "(3S)"], ["8S", "4S", "9C"]])
    declared = table.apply("steal_high 9D 8S with 8H 3S")
    assert State.from_json(declared.to_json()) == declared
    data = json.loads(declared.to_json())
    data["seats"][0] = [[card, card != "3S" and up] for card, up in data["seats"][0]]
    assert "FP-A13" in refusal(json.dumps(data))


def test_FP_A4_a_saved_interrupt_queue_asks_exactly_the_seats_that_could_interrupt():
    # seat 2 shows 5♦ only: it neither matches 9♣ nor holds a face-down card, so it is never asked
    table = pos([["9C", "2S"], ["8D", "3D"], ["5D"], ["(AH)"]])
    declared = table.apply("swap_high 9C 8D")
    assert declared.pending.window == "interrupt" and declared.pending.queue == (3,)
    assert State.from_json(declared.to_json()) == declared
    data = json.loads(declared.to_json())
    data["pending"]["queue"] = [2, 3]
    assert "FP-A4" in refusal(json.dumps(data))


def test_FP_A4_every_pending_answer_of_a_played_game_loads_back():
    state = pos([["QC", "(9C)", "2S"], ["9H", "(10H)"], ["(KC)", "4C"]])
    states = [state.apply("swap_high QC 9H")]
    states.append(states[-1].apply("pass"))               # no protection: the interrupts are asked
    states.append(play(states[-1], "pass"))
    for saved in states:
        if saved.pending is not None:
            assert State.from_json(saved.to_json()) == saved
