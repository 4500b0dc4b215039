"""Random seeded Skèmino games keep the game's invariants (hypothesis)."""
import random

from hypothesis import given, settings, strategies as st

from engine import CorruptSave, IllegalAction, Record, skemino
from engine.bots import RandomBot, SearchBot
from engine.skemino import SkeminoOptions
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
        assert err.clause == "SK-A31"
    else:
        raise AssertionError("an action after the end was accepted")


@settings(max_examples=20, deadline=None)
@given(games, st.integers(0, 200))
def test_SK_json_round_trip_at_random_points(game, k):
    seed, choice, options = game
    states = random_game(seed, choice, **options)
    state = states[k % len(states)]
    back = State.from_json(state.to_json())
    assert back == state and back.to_json() == state.to_json()
    assert [str(a) for a in back.legal_actions()] == [str(a) for a in state.legal_actions()]


@settings(max_examples=20, deadline=None)
@given(games, st.integers(0, 200))
def test_SK_A28_views_hide_only_the_deck_order(game, k):
    seed, choice, options = game
    states = random_game(seed, choice, **options)
    state = states[k % len(states)]
    for viewer in (None, 0, 1):
        data = state.view(viewer).to_dict()
        assert "deck" not in data and "seed" not in data and data["deck_size"] == len(state.deck)
        assert data["hands"] == [[str(DECK[c]) for c in h] for h in state.hands]   # public (SK-A28)
    world = state.determinize(0, random.Random(k))
    assert world.hands == state.hands and world.board == state.board
    assert sorted(world.deck) == sorted(state.deck)
    # two worlds differ only in the deck: the views of every seat are identical
    assert world.view(0).to_dict() == state.view(0).to_dict()


def test_SK_record_replays_a_game():
    states = random_game(12, 34)
    record = Record.of(states[0], [s.last_event.action for s in states[1:]])
    replay = Record.from_json(record.to_json()).states()
    assert replay[-1] == states[-1]


def test_SK_corrupt_saves_are_refused():
    state = random_game(5, 6)[8]
    data = state.to_dict()
    data["hands"][0].append(data["deck"].pop())          # still 39 cards: fine
    State.from_dict(data).check_consistency()
    lost = state.to_dict()
    lost["deck"].pop()
    for text in (state.to_json().replace('"deck": [', '"deck": ["7C", ', 1),
                 "not json", '{"game": "bisca"}'):
        try:
            State.from_json(text)
        except CorruptSave:
            pass
        else:
            raise AssertionError(f"accepted a damaged save: {text[:60]}")
    import json
    try:
        State.from_json(json.dumps({"game": "skemino", **lost}))
    except CorruptSave as err:
        assert "SK-1" in str(err)
    else:
        raise AssertionError("a lost card went unnoticed")


def test_SK_bots_play_whole_games():
    for seed in range(3):
        state = skemino.new_game(seed=seed)
        bots = [RandomBot(seed), SearchBot(seed=seed, iterations=30, time_limit=None, rollout_depth=12)]
        while not state.is_terminal():
            state = state.apply(bots[state.current_player].choose(state))
        assert state.outcome is not None
    assert 0.0 <= skemino.new_game(seed=1).heuristic_returns()[0] <= 1.0


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 60), st.sampled_from(["seed", "options", "dice", "start", "first_player", "board", "holes",
                                             "hands", "deck", "to_move", "turn", "placement_count", "drew", "last_event",
                                             "outcome"]),
       st.one_of(st.none(), st.integers(-3, 50), st.text(max_size=4), st.lists(st.integers(0, 3), max_size=3),
                 st.dictionaries(st.text(max_size=3), st.integers(), max_size=2)))
def test_SK_damaged_saves_raise_corrupt_save_only(step, key, value):
    import json
    state = random_game(21, 22)[min(step, 20)]
    data = json.loads(state.to_json())
    data[key] = value
    try:
        back = State.from_json(json.dumps(data))
    except CorruptSave:
        return
    back.check_consistency()          # whatever was accepted is a consistent game
    back.legal_actions()
