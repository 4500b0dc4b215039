"""The conformance suite: every registered game keeps the one engine contract.

A game passes by registering itself (``engine.core.register_game``); nothing here names a game.
Random states come from random play under hypothesis-chosen seeds, player counts and lengths.
"""
from __future__ import annotations

import dataclasses
import html
import importlib
import json
import random
import re
import typing

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

import engine
from engine import CorruptSave, Event, IllegalAction, InvalidSeat, Record, UnreadableAction
from engine.bots import RandomBot
from engine.core import EVERYONE, GameState, Options, _matches
from engine.saving import Codec
from engine.words import Reader

SPECS = engine.games()
IDS = [spec.name for spec in SPECS]
MAX_STEPS = 5_000   # a random game of every registered game ends well within this
# random games are slow and large by design; hypothesis draws its seed anew each run (conftest.py prints it)
SETTINGS = settings(max_examples=25, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

games = pytest.mark.parametrize("spec", SPECS, ids=IDS)


def player_counts(spec) -> list[int]:
    top = min(spec.max_players, 6)
    return sorted({spec.min_players, spec.default_players, top})


def random_game(spec, seed: int, players: int | None = None) -> tuple[list[GameState], list]:
    """Every state of one random game, and the actions between them."""
    state = spec.start(seed=seed, players=players)
    bot = RandomBot(seed)
    states, actions = [state], []  # type: list[GameState], list
    for _ in range(MAX_STEPS):
        if state.is_terminal():
            return states, actions
        action = bot.choose(state)
        state = state.apply_trusted(action)
        states.append(state)
        actions.append(action)
    raise AssertionError(f"{spec.name}: a random game did not end in {MAX_STEPS} steps (seed {seed})")


_GAMES: dict = {}


def sample_game(spec, seed: int, players: int | None):
    key = (spec.name, seed, players)
    if key not in _GAMES:
        _GAMES[key] = random_game(spec, seed, players)
    return _GAMES[key]


def random_state(spec, data) -> GameState:
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    players = data.draw(st.sampled_from(player_counts(spec)), label="players")
    states, _ = random_game(spec, seed, players)
    return states[data.draw(st.integers(0, len(states) - 1), label="step")]


def some_states(spec) -> list[GameState]:
    """A fixed handful of states (deal, early, middle, late, end) for the heavier checks."""
    states, _ = sample_game(spec, 3, spec.default_players)
    n = len(states) - 1
    return [states[i] for i in sorted({0, 1, n // 4, n // 2, (3 * n) // 4, n - 1, n})]


# --- the registry ---------------------------------------------------------------------------------

@games
def test_spec_describes_the_game(spec):
    assert spec.state_class.game_name == spec.name and spec.state_class.spec is spec
    assert 1 <= spec.min_players <= spec.default_players <= spec.max_players
    assert issubclass(spec.options, Options) and spec.title and spec.clause_prefix
    assert isinstance(spec.codec, Codec) and spec.codec.fields, "a game saves through its codec (engine/saving.py)"
    assert "random" in spec.bots and spec.default_bot in spec.bots
    assert engine.game(spec.name) is spec
    start = spec.start(seed=0)
    assert start.num_players == spec.default_players and start.seed == 0
    assert isinstance(start.options, spec.options) and start.options == spec.options()


def test_unknown_game_is_named():
    with pytest.raises(ValueError, match="no-such-game"):
        engine.game("no-such-game")


# --- actions and their notation -------------------------------------------------------------------

@games
@SETTINGS
@given(data=st.data())
def test_every_legal_action_reads_back_from_its_notation(spec, data):
    state = random_state(spec, data)
    for action in state.legal_actions():
        again = state.parse_action(str(action))
        assert again == action and str(again) == str(action), (str(action), again)


@games
@SETTINGS
@given(data=st.data())
def test_legal_actions_pass_the_judge_and_apply_never_mutates(spec, data):
    state = random_state(spec, data)
    before = state.to_json()
    actions = state.legal_actions()
    assert bool(actions) != state.is_terminal()
    for action in random.Random(len(before)).sample(actions, min(len(actions), 8)):
        assert state.explain(action) is None
        checked = state.apply(action)
        assert checked.to_json() == state.apply_trusted(action).to_json()
        assert checked.to_json() == state.apply(str(action)).to_json()
        assert state.to_json() == before


# --- every action the notation can say, split by the judge ----------------------------------------

VARIANT_SETTINGS = settings(max_examples=30, deadline=None,
                            suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                   HealthCheck.filter_too_much])


APPLIED_PER_STATE = 15   # where the list is a sample: accepted actions applied and saved per state


def random_variant_state(spec, data) -> GameState:
    """A state of a random game (not its end) dealt under options drawn from every variant option's values."""
    options = {name: data.draw(st.sampled_from(values), label=name) for name, values in spec.options.variants().items()}
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    players = data.draw(st.sampled_from(player_counts(spec)), label="players")
    try:
        state = spec.start(seed=seed, players=players, **options)
    except ValueError:
        reject()            # options that do not go together (a fixed first seat not at this table)
    bot = RandomBot(seed)
    states = [state]
    while not state.is_terminal() and len(states) <= MAX_STEPS:
        state = state.apply_trusted(bot.choose(state))
        states.append(state)
    pick = random.Random(data.draw(st.integers(0, 2**32), label="pick"))
    return states[pick.randrange(len(states) - 1)]      # any state of the game but its end, evenly


@games
def test_every_variant_option_is_tried(spec):
    """Every option that can take more than one value is tried with two or more, its default among them, and
    each value tried starts a game that carries it (a value no game accepts is no variant)."""
    hints = typing.get_type_hints(spec.options)
    variants = spec.options.variants()
    for f in dataclasses.fields(spec.options):
        values = variants[f.name]
        fixed = typing.get_origin(hints[f.name]) is typing.Literal and len(typing.get_args(hints[f.name])) == 1
        assert f.default in values, f"option {f.name}: its default {f.default!r} is not tried"
        assert fixed or len(set(map(repr, values))) >= 2, f"option {f.name} is only ever tried at {values!r}"
        for value in values:
            started = spec.start(seed=0, **{f.name: value})
            assert getattr(started.options, f.name) == value, f"option {f.name}={value!r} is not the game's"


@games
@VARIANT_SETTINGS
@given(data=st.data())
def test_actions_the_notation_can_say_are_refused_unless_listed(spec, data):
    """Every listed action is among the expressible ones; where the list is complete, an expressible
    action is accepted exactly when it is listed; where it is a sample (any final table may be played),
    every listed action is accepted and every accepted one leads to a state that passes the save checks
    (the game's own tests judge its open move space against the clauses: tests/machiavelli/test_move_space.py)."""
    state = random_variant_state(spec, data)
    listed = [str(a) for a in state.legal_actions()]
    expressible = state.expressible_actions()
    said = {str(a) for a in expressible}
    assert set(listed) <= said, f"listed but not expressible: {sorted(set(listed) - said)[:5]}"
    for action in state.legal_actions():
        assert state.explain(action) is None, str(action)
    listed_set = set(listed)
    accepted = []
    for action in expressible:
        refusal = state.explain(action)
        if refusal is None:
            accepted.append(action)
        if spec.complete_actions:
            assert (refusal is None) == (str(action) in listed_set), \
                f"{action}: {'accepted but not listed' if refusal is None else f'listed but refused: {refusal}'}"
    if not spec.complete_actions:     # applying is slow here (a failed operation may rebuild the table)
        rng = random.Random(data.draw(st.integers(0, 1000), label="sample"))
        for action in rng.sample(accepted, min(len(accepted), APPLIED_PER_STATE)):
            after = state.apply(action)
            assert type(after).from_json(after.to_json()) == after, str(action)    # the load checks it all


@games
def test_unreadable_notation_has_its_own_error(spec):
    state = some_states(spec)[1]
    for text in ("@@ not a move @@", "", "play", "99 99 99"):
        with pytest.raises(UnreadableAction) as caught:
            state.parse_action(text)
        assert caught.value.clause and caught.value.reason
        assert isinstance(state.explain(text), UnreadableAction)
        with pytest.raises(UnreadableAction):
            state.apply(text)


# --- the end --------------------------------------------------------------------------------------

@games
@SETTINGS
@given(data=st.data())
def test_returns_are_defined_at_every_state(spec, data):
    state = random_state(spec, data)
    returns = state.returns()
    assert len(returns) == state.num_players and all(isinstance(r, float) for r in returns)
    if not state.is_terminal():
        assert returns == [0.0] * state.num_players and state.winners() == []
    else:
        assert abs(sum(returns) - 1.0) < 1e-9 and all(0.0 <= r <= 1.0 for r in returns)
    estimate = state.heuristic_returns()
    assert len(estimate) == state.num_players and all(0.0 <= r <= 1.0 for r in estimate)


@games
def test_nothing_is_accepted_after_the_end(spec):
    states, actions = sample_game(spec, 4, spec.default_players)
    end, last = states[-1], actions[-1]
    assert end.is_terminal() and end.current_player is None and end.legal_actions() == []
    for attempt in (last, str(last), *[str(a) for a in states[-2].legal_actions()[:5]]):
        with pytest.raises(IllegalAction) as caught:
            end.apply(attempt)
        assert caught.value.clause == end.end_clause
        assert end.explain(attempt) is not None
    with pytest.raises(IllegalAction):
        end.apply_as(0, last)


# --- events ---------------------------------------------------------------------------------------

@games
def test_every_state_says_what_just_happened(spec):
    states, actions = sample_game(spec, 5, spec.default_players)
    assert isinstance(states[0].last_event, Event)
    for before, action, after in zip(states, actions, states[1:]):
        event = after.last_event
        assert isinstance(event, Event)
        assert event.seat == before.current_player and event.action == str(action)
        assert Event.from_dict(json.loads(json.dumps(event.to_dict()))) == event


#: consequences told inside the sentence of another: Machiavelli's lay is told as the groups it adds to or
#: makes; frederik's revealed card in the sentence of what it protects or turns up
TOLD_WITHIN_ANOTHER = {"machiavelli": {"laid"}, "frederik": {"reveal"}}


@games
def test_every_event_is_told_in_sentences_in_every_language(spec):
    """The game's narrate says each event: something for every action, each line a sentence with no
    placeholder left, naming the seats by their names, and as many lines in Italian as in English (every
    sentence is a message of the catalogue, not text of the engine)."""
    narrate = importlib.import_module(f"engine.{spec.name}.narrate")
    states, _ = sample_game(spec, 5, spec.default_players)
    names = tuple(f"Name{i}" for i in range(states[0].num_players))
    told_kinds = set()
    for before, after in zip([None, *states], states):
        english = narrate.describe(before, after, Reader(names=names, lang="en"))
        italian = narrate.describe(before, after, Reader(names=names, lang="it"))
        event = after.last_event
        assert english or event.seat is None and not event.consequences, event.describe()
        assert len(english) == len(italian), event.describe()
        for line in english + italian:
            assert line.text and "{" not in line.text and "Seat " not in line.text, line.text
        told_clauses = {line.clause for line in english}
        for consequence in event.consequences:      # each consequence has a sentence under its own clause
            if consequence.kind not in TOLD_WITHIN_ANOTHER.get(spec.name, ()):
                assert consequence.clause in told_clauses, (consequence, [line.text for line in english])
        if english:
            told_kinds |= set(event.kinds())
    kinds = {kind for state in states for kind in state.last_event.kinds()}
    assert kinds and told_kinds == kinds


@games
def test_saves_carry_events_never_sentences(spec):
    """A save holds the last event as data (kinds, seats, cards, parameters), never an English sentence;
    a save of an older book, whose consequences kept their sentence as ``text``, still loads."""
    for state in some_states(spec):
        saved = json.loads(state.to_json())
        consequences = (saved["last_event"] or {}).get("consequences", [])
        for consequence in consequences:
            assert set(consequence) <= {"kind", "clause", "seat", "value", "cards", "params"}, consequence
            for value in consequence.get("params", {}).values():
                assert not isinstance(value, str) or " " not in value.strip(), f"a sentence in a save: {value!r}"
        older = dict(saved, last_event=dict(saved["last_event"], consequences=[
            dict(c, text="{seat} did something.") for c in consequences])) if saved["last_event"] else saved
        assert type(state).from_json(json.dumps(older)) == state


# --- saving and replaying -------------------------------------------------------------------------

@games
@SETTINGS
@given(data=st.data())
def test_json_round_trip_is_equal(spec, data):
    state = random_state(spec, data)
    again = type(state).from_json(state.to_json())
    assert again == state and again.to_json() == state.to_json()
    assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]


@games
def test_record_round_trip_replays_the_same_game(spec):
    for players in player_counts(spec):
        states, actions = sample_game(spec, 6, players)
        record = Record.of(states[0], [str(a) for a in actions])
        again = Record.from_json(record.to_json())
        assert again == record
        replayed = again.states()
        assert len(replayed) == len(states)
        assert replayed[-1].to_json() == states[-1].to_json()


@games
def test_same_seed_same_game(spec):
    assert spec.start(seed=11).to_json() == spec.start(seed=11).to_json()
    a, _ = random_game(spec, 12, spec.default_players)
    b, _ = random_game(spec, 12, spec.default_players)
    assert [s.to_json() for s in a] == [s.to_json() for s in b]


def _damaged_values(value):
    """Wrong values of every shape for one saved field."""
    out: list = [None, "x", -4, 10**6, 1.5, True, [], {}, [[None]]]
    if isinstance(value, list) and value:
        out += [value[:-1], value + [value[-1]], [None] + value[1:], ["zz"] + value[1:]]
    if isinstance(value, dict) and value:
        key = next(iter(value))
        out += [{k: v for k, v in value.items() if k != key}, {**value, key: "zz"}, {**value, key: -4}]
    if isinstance(value, int) and not isinstance(value, bool):
        out += [value + 1, value - 1]
    return [v for v in out if v != value or type(v) is not type(value)]


def _still_sound(state) -> None:
    """A save that loaded must be a game that works: views, moves, saving again."""
    for seat in [None, EVERYONE, *range(state.num_players)]:
        json.dumps(state.view(seat).to_dict())
    type(state).from_json(state.to_json())
    bot = RandomBot(1)
    for _ in range(60):
        if state.is_terminal():
            break
        state = state.apply(bot.choose(state))


@games
def test_damaged_saves_are_refused_at_load(spec):
    problems = []
    for state in some_states(spec):
        saved = json.loads(state.to_json())
        for key, value in saved.items():
            if key == "game":
                continue
            variants = [("removed", {k: v for k, v in saved.items() if k != key})]
            variants += [(repr(bad)[:40], {**saved, key: bad}) for bad in _damaged_values(value)]
            for label, damaged in variants:
                try:
                    loaded = type(state).from_json(json.dumps(damaged))
                except CorruptSave:
                    continue
                except Exception as err:   # noqa: BLE001 - any other error at load is the failure
                    problems.append(f"{key} {label}: load raised {type(err).__name__}: {err}")
                    continue
                try:
                    _still_sound(loaded)
                except Exception as err:   # noqa: BLE001 - the loaded game broke later
                    problems.append(f"{key} {label}: loaded, then {type(err).__name__}: {err}")
    assert not problems, "\n".join(problems[:20])


@games
def test_damaged_action_logs_are_refused(spec):
    states, actions = sample_game(spec, 7, spec.default_players)
    record = json.loads(Record.of(states[0], [str(a) for a in actions]).to_json())
    for key, bad in [("seed", 1.5), ("seed", "abc"), ("players", "4"), ("options", []),
                     ("options", {"no_such_option": 1}), ("actions", [str(actions[0])] * 3 + ["@@"]),
                     ("game", "no-such-game")]:
        with pytest.raises(CorruptSave):
            Record.from_json(json.dumps({**record, key: bad})).states()
    with pytest.raises(CorruptSave):
        Record.from_json("not json")


# --- what a seat may see --------------------------------------------------------------------------

@games
@SETTINGS
@given(data=st.data())
def test_a_seats_view_survives_resampling_what_it_cannot_see(spec, data):
    state = random_state(spec, data)
    rng = random.Random(data.draw(st.integers(0, 1000), label="rng"))
    for seat in range(state.num_players):
        view = state.view(seat).to_dict()
        json.dumps(view)
        world = state.determinize(seat, rng)
        world.check_consistency()
        assert world.view(seat).to_dict() == view
        assert world.current_player == state.current_player
        if state.current_player == seat:
            assert {str(a) for a in world.legal_actions()} == {str(a) for a in state.legal_actions()}
    for viewer in (None, EVERYONE):
        json.dumps(state.view(viewer).to_dict())
        assert isinstance(state.view(viewer)._repr_html_(), str)


SUIT_LETTERS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def _leaves(value, path=()):
    """(path, value) for every plain value inside nested mappings and lists."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, path + (key,))
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from _leaves(item, path + (i,))
    else:
        yield path, value


def _mentions(text: str, notation: str) -> bool:
    """Whether ``text`` names the card ``notation`` as a word, written with its suit symbol or letter."""
    forms = {notation}
    if notation[-1:] in SUIT_LETTERS:
        forms.add(notation[:-1] + SUIT_LETTERS[notation[-1]])
    return any(re.search(rf"(?<![\w-]){re.escape(form)}(?![\w-])", text) for form in forms)


@games
@SETTINGS
@given(data=st.data())
def test_the_html_a_seat_sees_shows_no_card_hidden_from_it(spec, data):
    """What a reader sees is the HTML: it must not change when the cards a seat cannot see are dealt
    again (a hidden card written anywhere, in a symbol, an aria-label or a title, would follow them),
    and it must not name a hidden card that the seat sees nowhere else (a second copy in its hand)."""
    state = random_state(spec, data)
    rng = random.Random(data.draw(st.integers(0, 1000), label="rng"))
    everything = dict(_leaves(state.view(EVERYONE).to_dict()))
    spectator = state.view(None)._repr_html_()
    for seat in range(state.num_players):
        page = state.view(seat)._repr_html_()
        hidden = set()
        for _ in range(3):
            world = state.determinize(seat, rng)
            assert world.view(seat)._repr_html_() == page, f"seat {seat}'s page changes with cards it cannot see"
            assert world.view(None)._repr_html_() == spectator, "a spectator's page changes with hidden cards"
            again = dict(_leaves(world.view(EVERYONE).to_dict()))
            hidden |= {v for k, v in everything.items() if isinstance(v, str) and v and again.get(k) != v}
        shown = json.dumps(state.view(seat).to_dict(), ensure_ascii=False)
        text = html.unescape(page)
        leaked = [card for card in hidden if not _mentions(shown, card) and _mentions(text, card)]
        assert not leaked, f"seat {seat}'s page names cards hidden from it: {leaked}"


@games
def test_seats_outside_the_table_are_refused(spec):
    state = some_states(spec)[1]
    seat = state.current_player
    assert seat is not None
    action = state.legal_actions()[0]
    for bad in (-1, state.num_players, state.num_players + 5, True, False, 1.0, "0", [0]):
        with pytest.raises(InvalidSeat):
            state.view(bad)  # type: ignore[arg-type]  # wrong on purpose
        with pytest.raises(InvalidSeat):
            state.determinize(bad, random.Random(0))  # type: ignore[arg-type]  # wrong on purpose
        with pytest.raises(InvalidSeat):
            state.apply_as(bad, action)  # type: ignore[arg-type]  # wrong on purpose
    with pytest.raises(InvalidSeat):
        state.determinize(None, random.Random(0))  # type: ignore[arg-type]  # wrong on purpose
    assert state.apply_as(seat, action).to_json() == state.apply(action).to_json()
    other = (seat + 1) % state.num_players
    if other != seat:
        with pytest.raises(IllegalAction) as caught:
            state.apply_as(other, action)
        assert caught.value.clause == state.turn_clause()


# --- setting up -----------------------------------------------------------------------------------

@games
@pytest.mark.parametrize("seed", [1.5, "abc", None, True, "3"])
def test_seeds_must_be_whole_numbers(spec, seed):
    with pytest.raises(ValueError, match="seed"):
        spec.start(seed=seed)


@games
def test_unknown_options_are_named(spec):
    with pytest.raises(ValueError, match="no_such_option"):
        spec.start(seed=0, no_such_option=1)


@games
def test_wrongly_typed_options_are_named(spec):
    hints = typing.get_type_hints(spec.options)
    for f in dataclasses.fields(spec.options):
        wrong = [v for v in (1.5, "zz-not-an-option", 7, True, None, ["x"]) if not _matches(v, hints[f.name])]
        assert wrong, f"option {f.name} accepts any value: give it a precise annotation"
        for value in wrong:
            with pytest.raises(ValueError, match=f.name):
                spec.start(seed=0, **{f.name: value})


@games
def test_player_counts_outside_the_range_are_refused(spec):
    if not spec.has_player_choice:
        with pytest.raises(ValueError):
            spec.start(seed=0, players=spec.min_players + 1)
        return
    for players in (spec.min_players - 1, spec.max_players + 1):
        with pytest.raises(ValueError):
            spec.start(seed=0, players=players)
    for players in player_counts(spec):
        assert spec.start(seed=0, players=players).num_players == players


# --- computer players -----------------------------------------------------------------------------

@games
def test_the_tables_bot_settings_are_the_bots_and_a_budget_makes_the_search_reproducible(spec):
    """``spec.bot_settings`` (what the pages give each computer player) names the game's bots and
    is taken by them; the search answers in time by its own time limit, and under an iteration
    budget alone (``time_limit=None``, as tests and benches run it) it is the same under the same seed."""
    assert set(spec.bot_settings) <= set(spec.bots)
    for name in spec.bot_settings:
        spec.make_bot(name, seed=1)         # a setting the bot does not take is refused here
    if "search" not in spec.bots:
        return
    if "search" in spec.bot_settings:
        assert spec.bot_settings["search"].get("time_limit") and spec.bot_settings["search"].get("iterations")
    searched = 0
    for state in some_states(spec):
        if state.is_terminal() or len(state.legal_actions()) < 2:
            continue
        bots = [spec.make_bot("search", seed=4, iterations=12, time_limit=None) for _ in range(2)]
        assert str(bots[0].choose(state)) == str(bots[1].choose(state))
        assert bots[0].last_iterations in (0, 12)     # 0: a choice the game's bot takes without searching
        searched += bots[0].last_iterations == 12
    assert searched


@games
def test_every_bot_plays_legal_moves(spec):
    states, _ = sample_game(spec, 8, spec.default_players)
    for name in spec.bots:
        settings = {"iterations": 15, "time_limit": None} if name == "search" else {}
        bot = spec.make_bot(name, seed=2, **settings)
        for state in states[:: max(1, len(states) // 6)]:
            if state.is_terminal():
                continue
            action = bot.choose(state)
            assert state.explain(action) is None, (name, str(action))
    with pytest.raises(ValueError, match="no-such-bot"):
        spec.make_bot("no-such-bot")
