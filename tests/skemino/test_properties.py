"""Random seeded Skèmino games keep the game's invariants (hypothesis)."""
import json

import pytest
from hypothesis import given, settings, strategies as st

from engine import CorruptSave, IllegalAction, skemino
from engine.skemino.state import State
from engine.skemino.rules import DECK, NEIGHBOURS, SQUARES

from tests.skemino.helpers import all_cards, random_game

FULL = sorted(str(c) for c in DECK)
VARIANTS = st.fixed_dictionaries({}, optional={
    "opening_hands": st.sampled_from(["both_5", "literal"]),
    "first_player": st.sampled_from(["die", "g1"]),
    "setup_card": st.booleans(),
    "attack_requires_adjacency": st.booleans(),
    "reverser_ignores_exclusivity": st.booleans(),
    "draw_then_play": st.booleans(),
    "refill_after_play": st.booleans(),
    "deck_exhaustion": st.sampled_from(["on_forced_draw", "immediate"]),
    "tie_break": st.sampled_from(["draw", "non_mover"]),
    "hand_limit": st.integers(5, 12),
    "reroll_vertex_start": st.booleans(),
    "beaten_card_policy": st.sampled_from(["stack", "return_to_owner"]),
})
games = st.tuples(st.integers(0, 10**6), st.integers(0, 10**6), VARIANTS)


@settings(max_examples=25, deadline=None)
@given(games)
def test_SK_1_all_39_cards_always_accounted_for(game):
    seed, choice, options = game
    for state in random_game(seed, choice, **options):
        assert sorted(all_cards(state)) == FULL
        state.check_consistency()
        assert all(len(h) <= state.options.hand_limit for h in state.hands)


@settings(max_examples=25, deadline=None)
@given(games)
def test_SK_39_holes_never_receive_a_card(game):
    seed, choice, options = game
    states = random_game(seed, choice, **options)
    for before, after in zip(states, states[1:]):
        for h in before.holes:
            assert after.board[h] == before.board[h] and h in after.holes


@settings(max_examples=25, deadline=None)
@given(games)
def test_SK_16_a_placement_lands_next_to_a_card_or_on_one(game):
    seed, choice, options = game
    states = random_game(seed, choice, **options)
    for before, after in zip(states, states[1:]):
        if after.last_square is not None:
            i = SQUARES.index(after.last_square)
            if before.occ == 0:
                assert i == before.start                                    # SK-18
            elif before.board[i]:
                assert before.top(SQUARES[i]) != after.top(SQUARES[i])      # a combat won (SK-21)
            else:
                assert any(before.board[j] for j in NEIGHBOURS[i])         # SK-16


@settings(max_examples=25, deadline=None)
@given(games)
def test_SK_26_the_game_ends_and_nothing_follows_the_end(game):
    seed, choice, options = game
    end = random_game(seed, choice, **options)[-1]
    assert end.is_terminal() and end.current_player is None and end.legal_actions() == []
    assert sorted(end.returns()) in ([0.0, 1.0], [0.5, 0.5])
    try:
        end.apply("draw")
    except IllegalAction as err:
        assert err.clause == end.end_clause == "SK-A31"
    else:
        raise AssertionError("an action after the end was accepted")


# The protocol's own checks (JSON and record round trips, views and determinize, damaged saves, bots)
# are in tests/test_protocol.py; here are the Skèmino invariants a save must keep.

def _saved(state) -> dict:
    return json.loads(state.to_json())


def _refused(data) -> CorruptSave:
    with pytest.raises(CorruptSave) as err:
        State.from_json(json.dumps({"game": "skemino", **data}))
    return err.value


def _middle(states):
    return next(s for s in states[len(states) // 2:] if not s.is_terminal() and s.last_event.seat is not None)


def test_SK_1_a_save_that_loses_or_doubles_a_card_is_refused():
    state = _middle(random_game(5, 6))
    moved = _saved(state)
    moved["hands"][0].append(moved["deck"].pop())          # still 39 cards, each once: a sound position
    assert len(State.from_json(json.dumps(moved)).hands[0]) == len(state.hands[0]) + 1
    lost = _saved(state)
    lost["deck"].pop()
    assert "SK-1" in str(_refused(lost))
    doubled = _saved(state)
    doubled["deck"].append(doubled["deck"][0])
    assert "SK-1" in str(_refused(doubled))


def test_SK_A31_a_save_with_an_outcome_the_moves_did_not_bring_is_refused():
    states = random_game(21, 22)
    middle, end = _middle(states), states[-1]
    fake = _saved(middle)
    fake["outcome"] = {"kind": "B", "winner": 0, "totals": [middle.hand_total(0), middle.hand_total(1)],
                       "square": None}
    assert "SK-A31" in str(_refused(fake))
    for key, value in (("winner", 1 - end.outcome.winner if end.outcome.winner is not None else 0),
                       ("kind", "C" if end.outcome.kind != "C" else "B"), ("totals", [0, 0])):
        data = _saved(end)
        data["outcome"][key] = value
        _refused(data)
    unfinished = _saved(end)
    unfinished["outcome"] = None
    assert "SK-A31" in str(_refused(unfinished))


def test_SK_A22_a_save_claiming_a_draw_this_turn_is_refused():
    data = _saved(_middle(random_game(21, 22)))
    data["drew"] = True
    assert "SK-A22" in str(_refused(data))
    for state in random_game(3, 4, draw_then_play=True):
        if state.drew:                                   # a real one loads
            assert State.from_json(state.to_json()) == state
            break
    else:
        pytest.fail("no draw followed by a placement in that game")


def test_SK_26_a_save_whose_turn_counter_says_nothing_happened_is_refused():
    middle = _middle(random_game(21, 22))
    data = _saved(middle)
    data["turn"] = 0
    assert "SK-26" in str(_refused(data))
    deal = _saved(skemino.new_game(seed=3))
    deal["to_move"] = 1 - deal["to_move"]                 # before the first action it is the first player's turn
    _refused(deal)
