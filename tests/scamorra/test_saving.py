"""A La Scamorra save loads only as a state the rules reach: tampered numbers are refused, naming the clause.

The states come from random matches (every variant option); the damage is what an auditor would try,
one field at a time.
"""
import functools
import json
import operator

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from engine import CorruptSave, Record
from engine.scamorra import State, new_game

from tests.scamorra.helpers import placed, random_match
from tests.scamorra.test_properties import VARIANTS


def saved(state) -> dict:
    return json.loads(state.to_json())


def load(data: dict):
    return State.from_json(json.dumps(data))


# --- the audit's cases ------------------------------------------------------------------------------

@pytest.mark.parametrize("phase", ["choose", "place"])
def test_SC_28_no_point_before_the_first_card(phase):
    game = new_game(seed=5)
    if phase == "place":
        game = game.apply("first move")
    data = saved(game)
    data["scores"] = [0, 1]
    with pytest.raises(CorruptSave, match="SC-28"):
        load(data)


def test_SC_28_a_point_needs_a_piece_taken():
    game = placed(seed=3)
    mover = game.current_player
    game = game.apply(game.legal_actions()[0])      # no card reaches the other home row (SC-14): no capture
    assert game.scores == (0, 0)
    data = saved(game)
    data["scores"][mover] = 1
    with pytest.raises(CorruptSave, match="SC-28"):
        load(data)


def _series_with(results, totals, **options):
    data = saved(new_game(seed=2, series=True, **options))
    data["results"] = results
    data["series_totals"] = totals
    return data


def test_SC_36_a_series_past_its_target_does_not_run_on():
    data = _series_with([{"scores": [15, 0], "winner": 0, "cappotto": False}], [15, 0])
    with pytest.raises(CorruptSave, match="SC-36"):
        load(data)


def test_SC_34_a_match_result_names_the_higher_score_as_winner():
    data = _series_with([{"scores": [1, 3], "winner": 0, "cappotto": False}], [1, 3])
    with pytest.raises(CorruptSave, match="SC-34"):
        load(data)


def test_SC_35_a_cappotto_result_has_at_least_three_points():
    data = _series_with([{"scores": [2, 0], "winner": 0, "cappotto": True}], [12, 0])
    with pytest.raises(CorruptSave, match="SC-35"):
        load(data)


def test_SC_37_series_totals_add_up_the_results():
    data = _series_with([{"scores": [3, 1], "winner": 0, "cappotto": False}], [3, 2])
    with pytest.raises(CorruptSave, match="SC-37"):
        load(data)


def test_SC_34_a_finished_match_is_won_by_the_higher_score():
    final = random_match(seed=8)[-1]
    assert final.outcome.kind == "points" and final.scores[0] != final.scores[1]
    data = saved(final)
    data["outcome"]["winner"] = 1 - data["outcome"]["winner"]
    with pytest.raises(CorruptSave, match="SC-34"):
        load(data)


def test_SC_15_a_save_whose_moves_do_not_lead_to_it_is_refused():
    states = random_match(seed=4)
    data = saved(states[20])
    data["history"][-1] = data["history"][-1][:-1]
    with pytest.raises(CorruptSave, match="SC-15"):
        load(data)


# --- field by field -----------------------------------------------------------------------------------

def numbers(data, path=()):
    """The path of every whole number in a save (true/false are not numbers here)."""
    if isinstance(data, bool):
        return
    if isinstance(data, int):
        yield path
    elif isinstance(data, dict):
        for key, value in data.items():
            yield from numbers(value, path + (key,))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from numbers(value, path + (index,))


def with_value(data: dict, path, value) -> dict:
    copy = json.loads(json.dumps(data))
    place = copy
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = value
    return copy


def reached_by_its_own_moves(state) -> bool:
    """Whether replaying the moves recorded in ``state`` from its seed and options gives ``state``."""
    record = Record.of(new_game(seed=state.seed, **state.options.to_dict()), [str(a) for a in state.actions])
    try:
        return record.states()[-1] == state
    except CorruptSave:
        return False


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(match=st.tuples(st.integers(0, 10**6), st.integers(0, 10**6), VARIANTS), data=st.data())
def test_SC_28_every_tampered_number_is_refused_or_changes_nothing(match, data):
    seed, choice, options = match
    states = random_match(seed, choice, **options)
    state = states[data.draw(st.integers(0, len(states) - 1), label="state")]
    original = saved(state)
    problems = []
    for path in numbers(original):
        value = original
        for key in path:
            value = value[key]
        drawn = data.draw(st.integers(-2, 40).filter(functools.partial(operator.ne, value)), label=f"{path}")
        for new in sorted({value - 1, value + 1, drawn}):
            try:
                loaded = load(with_value(original, path, new))
            except CorruptSave:
                continue
            if loaded == state:
                continue
            # another option value is another game: it must be one these very moves reach under it
            if path[0] == "options" and reached_by_its_own_moves(loaded):
                continue
            problems.append(f"{'/'.join(map(str, path))} = {new} (was {value}) loads a state the rules do not reach")
    assert not problems, "\n".join(problems[:10])
