"""Property tests over random matches: MA-2 (every card accounted for), MA-12 (the table valid after every
turn), MA-16/MA-A3/MA-A5 (settlement) and MA-A6 (failed operations). Saving, notation and views are
checked for every game by tests/test_protocol.py."""
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.machiavelli import PACK, Draw, Play, State, best_lay, best_play, is_valid_table, new_game, position

VARIANTS = [
    {},
    {"first_turn": "normal", "stake_per_card": 2},
    {"first_turn": "draw_then_operate", "stock_exhausted": "pass_until_all_pass"},
    {"failed_operation_restore": "table_only", "failed_operation_penalty": 2},
    {"allow_ace_both_ends_in_one_run": False, "hands_per_match": 2},
]


def every_card(state):
    return [c for h in state.hands for c in h] + list(state.stock) + [c for m in state.table for c in m]


def check_invariants(before, action, after):
    assert Counter(every_card(after)) == Counter(PACK), "MA-2: the 104 cards are all somewhere, once per copy"
    assert is_valid_table(after.table, after.options.allow_ace_both_ends_in_one_run), "MA-12"
    assert State.from_json(after.to_json()) == after
    stake = after.options.stake_per_card
    if len(after.history) > len(before.history):
        # the hand just ended: the cards left are counted from the hands as the last turn began (only the
        # mover's hand changed in that turn), and the points from that count (MA-16, MA-A3, MA-A5)
        record, mover = after.history[-1], before.current_player
        assert [n for s, n in enumerate(record.cards_left) if s != mover] == \
            [len(h) for s, h in enumerate(before.hands) if s != mover]
        if record.closer is not None:
            assert record.closer == mover and record.cards_left[mover] == 0
            expected = [-stake * n for n in record.cards_left]         # each pays the closer his cards
            expected[record.closer] = stake * sum(record.cards_left)
        else:
            expected = [-stake * n for n in record.cards_left]         # nobody closed: each pays for his own
        assert list(record.points) == expected
    assert list(after.scores) == [sum(r.points[s] for r in after.history) for s in range(after.players)]
    if not after.is_terminal() and len(after.history) == len(before.history):
        # MA-11: within a hand no card ever leaves the table.
        assert not Counter(c for m in before.table for c in m) - Counter(c for m in after.table for c in m)


def botched_play(state, pick):
    """A play that moves a hand card into some group whether it fits or not (exercises MA-15)."""
    hand = state.hands[state.current_player]
    card = hand[pick % len(hand)]
    table = [list(m) for m in state.table]
    if table and pick % 3:
        table[pick % len(table)].append(card)
    elif len(hand) > 1:
        table.append([card, hand[(pick + 1) % len(hand)]])
    else:
        table.append([card])
    return Play(tuple(tuple(m) for m in table))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])   # a whole match: slow
@given(seed=st.integers(0, 10 ** 6), players=st.integers(2, 6), variant=st.sampled_from(VARIANTS),
       picks=st.lists(st.integers(0, 10 ** 6), min_size=1, max_size=80))
def test_MA_2_MA_12_invariants_through_random_turns(seed, players, variant, picks):
    state = new_game(players=players, seed=seed, **variant)
    for step, pick in enumerate(picks):
        if state.is_terminal():
            break
        actions = state.legal_actions()
        if step % 9 == 8 and not state.opening and state.hands[state.current_player]:
            action = botched_play(state, pick)
        else:
            action = actions[pick % len(actions)]
        after = state.apply(action)
        check_invariants(state, action, after)
        state = after


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10 ** 6), players=st.integers(2, 3))
def test_MA_16_settlement_sums_to_zero_when_someone_closes(seed, players):
    """Greedy players (best_lay every turn) play one hand; a closer collects exactly what the others pay."""
    state = new_game(players=players, seed=seed, hands_per_match=1)
    while not state.is_terminal():
        action = best_play(state)
        after = state.apply(action)
        check_invariants(state, action, after)           # the settlement, from a count of the hands
        state = after
    record = state.history[-1]
    if record.closer is not None:
        assert sum(state.scores) == 0
        assert state.scores[record.closer] == sum(record.cards_left)
    else:
        assert sum(state.scores) == -sum(record.cards_left)


@pytest.mark.parametrize("stake", [1, 3])
def test_MA_A5_a_hand_nobody_closes_costs_each_the_cards_still_held(stake):
    """The tallone runs out: each player pays for his own cards, counted from the hands (MA-A3, MA-A5)."""
    state = position(["7S 9H KD", None], "", stock_size=1, hands_per_match=1, stake_per_card=stake)
    while not state.is_terminal():
        after = state.apply(Draw())
        check_invariants(state, Draw(), after)
        state = after
    record = state.history[-1]
    assert record.closer is None and record.cards_left[0] == 4
    assert state.scores == (-4 * stake, -record.cards_left[1] * stake)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(1, 30))
def test_MA_10_best_play_lays_at_least_as_much_as_any_listed_action(seed, steps):
    state = new_game(players=3, seed=seed, first_turn="normal")
    for k in range(steps):
        if state.is_terminal():
            return
        actions = state.legal_actions()
        state = state.apply(actions[(seed * 7 + k) % len(actions)])
    if state.is_terminal():
        return
    seat = state.current_player
    lay = best_lay(state.table, state.hands[seat])
    on_table = len([c for m in state.table for c in m])
    for action in state.legal_actions():
        if isinstance(action, Play):
            assert len(action.cards()) - on_table <= lay.count


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10 ** 6), players=st.integers(2, 6), steps=st.integers(0, 60),
       narrow=st.booleans())
def test_MA_9_every_listed_play_lays_cards_from_the_hand_into_a_valid_table(seed, players, steps, narrow):
    state = new_game(players=players, seed=seed, first_turn="normal", allow_ace_both_ends_in_one_run=not narrow)
    for k in range(steps):
        if state.is_terminal():
            return
        actions = state.legal_actions()
        state = state.apply(actions[(seed + 3 * k) % len(actions)])
    if state.is_terminal():
        return
    hand = Counter(state.hands[state.current_player])
    before = Counter(c for m in state.table for c in m)
    for action in state.legal_actions():
        if not isinstance(action, Play):
            continue
        after = Counter(action.cards())
        laid = after - before
        assert not before - after, "MA-11: a listed play never takes a card off the table"
        assert laid and not laid - hand, "MA-9/MA-13: a listed play lays at least one card, all from the hand"
        assert is_valid_table(action.table, not narrow), "MA-12"
        assert state.play_error(action) is None
