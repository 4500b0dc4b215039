"""Every game's computer players (engine/<game>/bots.py) and the ladder that measures them (engine/ladder.py).

Each level plays only legal actions under every variant, is reproducible under its seed with an
iteration budget, and says why it chose (``last_reason``, in words the table can say, in English and
Italian); a small seeded ladder sample checks that the levels are not badly out of order. No
assertion is timed: speed is in bench/bench_ladder.py.
"""
from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

import engine
from engine.bots import LEVELS
from engine.ladder import fit_ratings, ladder_levels, play_ladder, play_one, read_ladder, write_ladder
from engine.words import Message, Reader

GAMES = [spec.name for spec in engine.games()]
#: small budgets, so a whole game of each level is quick (the levels' own budgets are the ladder's)
QUICK = {"strong": {"iterations": 8, "samples": 2, "width": 3}, "intermediate": {"samples": 2, "width": 3}}
MAX_STEPS = 150


def quick_bot(spec, name: str, seed: int):
    return spec.make_bot(name, seed, budget_only=True, **QUICK.get(name, {}))


def test_every_game_offers_the_three_levels_and_seats_the_beginner_by_default():
    for spec in engine.games():
        assert ladder_levels(spec) == list(LEVELS), spec.name
        assert spec.default_bot == "beginner", spec.name
        assert list(spec.bots)[:3] == ["beginner", "intermediate", "strong"], spec.name
        labels = {spec.bot_label(name) for name in spec.bots}
        assert {"beginner", "intermediate", "strong"} <= labels, spec.name
        assert "for testing" in spec.bot_label("random")


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=3, deadline=None,            # whole games of every level: slow; options that clash are rejected
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(data=st.data())
def test_each_level_plays_only_legal_actions_under_every_variant(game, data):
    spec = engine.game(game)
    options = {name: data.draw(st.sampled_from(values), label=name) for name, values in spec.options.variants().items()}
    seed = data.draw(st.integers(0, 2**31 - 1), label="seed")
    players = data.draw(st.sampled_from([spec.min_players, spec.default_players]), label="players")
    try:
        state = spec.start(seed=seed, players=players, **options)
    except ValueError:
        reject()                      # options that do not go together
    seats = [LEVELS[1 + (k + seed) % 3] for k in range(players)]
    bots = [quick_bot(spec, name, seed + k) for k, name in enumerate(seats)]
    steps = 0
    while not state.is_terminal() and steps < MAX_STEPS:
        bot = bots[state.current_player]
        action = bot.choose(state)
        assert state.explain(action) is None, (seats[state.current_player], str(action))
        state = state.apply(action)
        steps += 1


def _moves(game: str, level: str, seed: int, steps: int = 40) -> list[str]:
    spec = engine.game(game)
    state = spec.start(seed=seed)
    bot = spec.make_bot(level, seed, budget_only=True)
    other = spec.make_bot("beginner", seed + 1, budget_only=True)
    played: list[str] = []
    while not state.is_terminal() and len(played) < steps:
        mover = bot if state.current_player == 0 else other
        action = mover.choose(state)
        played.append(str(action))
        state = state.apply_trusted(action)
    return played


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", ["beginner", "intermediate", "strong"])
def test_a_level_under_its_seed_and_budget_plays_the_same_game_twice(game, level):
    assert _moves(game, level, 5) == _moves(game, level, 5)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", ["beginner", "intermediate", "strong"])
def test_a_level_says_why_it_chose_in_english_and_italian(game, level):
    spec = engine.game(game)
    state = spec.start(seed=3)
    bot = quick_bot(spec, level, 3)
    said = 0
    for _ in range(60):
        if state.is_terminal():
            break
        action = bot.choose(state)
        reason = bot.last_reason
        assert isinstance(reason, dict) and reason["kind"] in {"rule", "search", "only", "random"}, reason
        if reason["kind"] == "rule":
            rule = reason["rule"]
            assert isinstance(rule, Message)
            english, italian = rule.text(Reader()), rule.text(Reader(lang="it"))
            assert english and "{" not in english and italian and "{" not in italian
            said += 1
        elif reason["kind"] == "search" and reason.get("games"):
            assert 0.0 <= reason["share"] <= 1.0 and reason["options"] == len(state.legal_actions())
            said += 1
        state = state.apply_trusted(action)
    assert said, f"{game}'s {level} never said why it chose"


def test_bisca_beginner_bets_its_aces_kings_and_hearts_and_says_so():
    from engine import bisca

    from engine.bisca import words

    state = bisca.new_game(players=3, seed=4)                 # the first bidder holds A♣ A♦ 8♥ J♥: four
    bot: Any = bisca.SPEC.make_bot("beginner", 1, budget_only=True)   # a beginner: it says its rule
    assert [str(c) for c in state.hands[state.current_player]] == ["8♠", "A♣", "A♦", "8♥", "J♥"]
    assert (str(bot.choose(state)), bot.last_reason["rule"]) == ("bet 4", words.BOT_HONOURS())
    # three honours, but after a bet of 2 a bet of 3 would make the five the hand size (BI-10): the nearest, 2
    state = bisca.new_game(players=3, seed=0).apply("bet 2")
    assert len([c for c in state.hands[state.current_player] if c.rank >= 13 or c.suit == "H"]) == 3
    assert 3 not in state.allowed_bets()
    assert (str(bot.choose(state)), bot.last_reason["rule"]) == ("bet 2", words.BOT_HONOURS_NEAREST(n=3))


def _share(game: str, stronger: str, weaker: str, games: int, players: int | None = None, **options) -> float:
    spec = engine.game(game)
    players = players or spec.default_players
    total = 0.0
    for k in range(games):
        seats = [weaker] * players
        seats[k % players] = stronger
        result = play_one(game, seats, 1000 + k, 1000 + k, options or None)
        total += sum(r for name, r in zip(result["seats"], result["returns"]) if name == stronger)
    return total


@pytest.mark.parametrize("game, stronger, weaker, games, players, least", [
    ("scamorra", "intermediate", "beginner", 20, 2, 12),
    ("scamorra", "beginner", "random", 20, 2, 12),
    ("skemino", "strong", "beginner", 20, 2, 12),
    ("skemino", "intermediate", "beginner", 20, 2, 12),
    ("skemino", "beginner", "random", 20, 2, 12),
    ("bisca", "intermediate", "random", 12, 4, 4.5),      # a fair share of 12 four-player games is 3
    ("frederik", "beginner", "random", 12, 4, 4.5),
    ("frederik", "intermediate", "beginner", 20, 4, 7),   # a fair share of 20 four-player games is 5
])
def test_a_seeded_ladder_sample_keeps_the_levels_in_order(game, stronger, weaker, games, players, least):
    assert _share(game, stronger, weaker, games, players) >= least


def test_machiavelli_levels_keep_their_order_over_short_matches():
    """One-hand matches (the ladder plays the full four hands): more than a fair share (4 of 12, 2 of 6)."""
    assert _share("machiavelli", "beginner", "random", 12, 3, hands_per_match=1) > 4
    assert _share("machiavelli", "strong", "intermediate", 6, 3, hands_per_match=1) >= 3


def test_machiavelli_intermediate_rearranges_the_table_only_to_close():
    """MA-EX-5's table: 6♥ 6♦ join 6♣ only if the run gives it up; the intermediate sees that when
    the two sixes are its whole hand (it closes), not while it holds more than CLOSE_LOOK cards."""
    from engine.machiavelli import GreedyBot, position
    from engine.machiavelli.bots import CLOSE_LOOK, HandBot

    closing = position(["6H 6D", None], "3C 4C 5C 6C")
    bot = HandBot()
    assert str(bot.choose(closing)) == "play 3C 4C 5C | 6H 6D 6C"
    assert closing.explain(bot.choose(closing)) is None
    assert str(bot.last_reason["rule"]) == "this lays every card in hand and closes."
    long_hand = position(["6H 6D 9S 2H KD 10C", None], "3C 4C 5C 6C")
    assert len(long_hand.hands[0]) > CLOSE_LOOK
    assert str(bot.choose(long_hand)) == "draw"
    assert str(GreedyBot().choose(long_hand)) == "play 3C 4C 5C | 6H 6D 6C"


def test_ladder_file_round_trip_and_ratings_order(tmp_path):
    ladder = play_ladder("scamorra", ["random", "beginner"], games=4, bootstrap=20)
    written = write_ladder(ladder, tmp_path)
    assert written == tmp_path / "scamorra.json"
    back = read_ladder("scamorra", tmp_path)
    assert back["matchups"] == json.loads(json.dumps(ladder["matchups"]))
    assert {"command", "engine_version", "about", "ratings", "decision_times", "levels"} <= set(back)
    assert back["ratings"]["beginner"]["rating"] > back["ratings"]["random"]["rating"] == 0
    low, high = back["ratings"]["beginner"]["ci"]
    assert low <= back["ratings"]["beginner"]["rating"] <= high
    with pytest.raises(FileNotFoundError, match="python -m engine.ladder skemino --write"):
        read_ladder("skemino", tmp_path)


def test_ladder_refuses_unknown_levels_and_player_counts_in_words():
    with pytest.raises(ValueError, match="no computer player 'genius'"):
        play_ladder("scamorra", ["random", "genius"], games=1)
    with pytest.raises(ValueError, match="for 2 to 2 players, not 3"):
        play_ladder("scamorra", ["random", "beginner"], games=1, players=3)


def test_ratings_follow_a_lopsided_record():
    games = [{"seats": ["a", "b", "b"], "returns": [1.0, 0.0, 0.0]}] * 6 + \
            [{"seats": ["b", "a", "b"], "returns": [0.0, 0.0, 1.0]}] * 2
    ratings = fit_ratings(games, ["b", "a"], anchor="b", bootstrap=0)
    assert ratings["a"]["rating"] > 200
