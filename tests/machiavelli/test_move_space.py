"""Machiavelli's open move space, checked against a reading of the clauses written here, apart from the engine.

Any final table may be played, so ``legal_actions()`` is a sample (``complete_actions=False``) and the
conformance suite cannot split the expressible plays by "listed or not". Here every play of
``expressible_actions()`` (built by the engine from the hand and the table alone) is judged twice: by the
engine and by this file's own reading of MA-3, MA-5, MA-6, MA-9, MA-11, MA-12, MA-15, MA-A1 and MA-A4.
"""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bots import RandomBot
from engine.machiavelli import Draw, MachiavelliOptions, Play, new_game

ACE = 14
VARIANTS = {name: values for name, values in MachiavelliOptions.variants().items() if name != "turn_timer_seconds"}


def is_set(group) -> bool:
    """MA-5: three or four cards of one rank, each of a different suit."""
    return len(group) in (3, 4) and len({c.rank for c in group}) == 1 and len({c.suit for c in group}) == len(group)


def is_run(group, both_aces: bool) -> bool:
    """MA-6, MA-A1: three or more cards of one suit in an unbroken sequence; the ace sits below the two or
    above the king (at both ends of the thirteen-card run where the variant allows)."""
    if len(group) < 3 or len({c.suit for c in group}) != 1:
        return False
    ranks = sorted(c.rank for c in group)
    aces = ranks.count(ACE)
    plain = ranks[:len(ranks) - aces]
    if len(set(plain)) != len(plain) or aces > 2 or aces == 2 and not both_aces:
        return False
    if aces == 2:                                  # A-2-...-K-A: every plain rank from two to king
        return plain == list(range(2, 14))
    for low in ([1] if aces else []) + [0]:       # the ace as one, below the two; or as fourteen
        line = sorted(([1] if aces and low else [ACE] * aces) + plain)
        if line == list(range(line[0], line[0] + len(line))):
            return True
    return False


def verdict(state, play: Play) -> tuple[bool, bool]:
    """(refused, valid) by the clauses: a card not in the hand is refused (MA-9), and so is any play on the
    draw-only first turn (MA-A4); the table is valid when no table card left it (MA-11) and every group is
    a set or a run (MA-12); a faulty table is refused only where the variant takes no penalty (MA-15)."""
    hand, before = Counter(state.hands[state.current_player]), Counter(c for g in state.table for c in g)
    after = Counter(c for g in play.table for c in g)
    both = state.options.allow_ace_both_ends_in_one_run
    valid = not before - after and all(is_set(g) or is_run(g, both) for g in play.table)
    refused = bool(after - before - hand) or state.opening or state.options.failed_operation_penalty == 0 and not valid
    return refused, valid


def random_state(data):
    options = {name: data.draw(st.sampled_from(values), label=name) for name, values in VARIANTS.items()}
    seed = data.draw(st.integers(0, 2 ** 31 - 1), label="seed")
    players = data.draw(st.integers(2, 6), label="players")
    state = new_game(players=players, seed=seed, **options)
    bot, states = RandomBot(seed), [state]
    while not state.is_terminal() and len(states) < 400:
        state = state.apply_trusted(bot.choose(state))
        states.append(state)
    live = [s for s in states if not s.is_terminal()]
    return live[random.Random(data.draw(st.integers(0, 2 ** 32), label="pick")).randrange(len(live))]


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_MA_A6_every_expressible_play_is_judged_as_the_clauses_say(data):
    state = random_state(data)
    plays = [action for action in state.expressible_actions() if isinstance(action, Play)]
    assert plays and Draw() in state.expressible_actions()
    seen: Counter = Counter()
    for play in plays:
        refused, valid = verdict(state, play)
        refusal = state.explain(play)
        assert (refusal is not None) == refused, f"{play}: the clauses {'refuse' if refused else 'accept'} it, " \
                                                 f"the engine says {refusal}"
        if not refused:
            outcome = state.table_outcome(play)
            assert outcome.valid == valid, f"{play}: the clauses call it {'valid' if valid else 'faulty'}"
            assert outcome.penalty == (0 if valid else state.options.failed_operation_penalty), str(play)
        seen[refused, valid] += 1
    assert seen[False, False] + seen[True, False] or state.opening, "the sample holds faulty tables too"


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_MA_9_every_listed_play_is_among_the_expressible_ones_and_valid_by_the_clauses(data):
    state = random_state(data)
    expressible = {str(action) for action in state.expressible_actions()}
    for action in state.legal_actions():
        assert str(action) in expressible, str(action)
        if isinstance(action, Play):
            assert verdict(state, action) == (False, True), str(action)


def test_the_clauses_read_here_know_sets_and_runs():
    from engine.machiavelli.rules import cards

    assert is_set(cards("7S 7H 7D")) and not is_set(cards("7S 7S 7D")) and not is_set(cards("7S 7H"))
    assert is_run(cards("AS 2S 3S"), True) and is_run(cards("QS KS AS"), True) and not is_run(cards("KS AS 2S"), True)
    every = cards("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")
    assert is_run(every, True) and not is_run(every, False) and not is_run(cards("3C 4C 6C"), True)
