"""Random seeded matches keep La Scamorra's invariants (hypothesis)."""
import random

from hypothesis import given, settings, strategies as st

from engine import Record
from engine.scamorra import State

from tests.scamorra.helpers import FULL, all_cards, random_match

VARIANTS = st.fixed_dictionaries({}, optional={
    "pawn_forward_capture": st.booleans(),
    "series": st.booleans(),
    "series_check": st.sampled_from(["immediate", "end_of_match"]),
    "series_target": st.integers(1, 15),
    "cappotto_bonus": st.integers(0, 10),
    "series_initiative": st.sampled_from(["random", "loser_of_previous"]),
})
matches = st.tuples(st.integers(0, 10**6), st.integers(0, 10**6), VARIANTS)


@settings(max_examples=30, deadline=None)
@given(matches)
def test_SC_3_at_most_one_piece_per_square_and_three_pieces_a_side(match):
    seed, choice, options = match
    for state in random_match(seed, choice, **options):
        for seat in (0, 1):
            on = [c for c in state.board if c and (c - 1) // 3 == seat]
            assert len(on) == len(set(on)) and len(on) + len(state.off_board[seat]) == 3
        state.check_consistency()


@settings(max_examples=30, deadline=None)
@given(matches)
def test_SC_5_every_card_accounted_for(match):
    seed, choice, options = match
    for state in random_match(seed, choice, **options):
        for seat in (0, 1):
            assert all_cards(state, seat) == sorted(FULL)
            assert len(state.hands[seat]) <= 3


@settings(max_examples=30, deadline=None)
@given(matches)
def test_SC_28_scores_equal_captures(match):
    seed, choice, options = match
    states = random_match(seed, choice, **options)
    captured = [0, 0]
    for before, after in zip(states, states[1:]):
        if after.match_number != before.match_number:
            captured = [0, 0]
            continue
        capture = after.last_event.find("capture")
        if capture is not None:
            captured[capture.seat] += 1
        assert list(after.scores) == [before.scores[s] + (capture is not None and capture.seat == s)
                                      for s in (0, 1)]
    final = states[-1]
    if final.outcome.kind != "series":
        assert list(final.scores) == captured


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6), st.booleans())
def test_SC_34_fifteen_cards_each_unless_cappotto(seed, choice, pfc):
    final = random_match(seed, choice, pawn_forward_capture=pfc)[-1]
    played = [len(d) for d in final.discards]
    if final.outcome.kind == "points":
        assert played == [15, 15]
    else:
        assert final.outcome.kind == "cappotto" and max(played) <= 15
        assert len(final.off_board[1 - final.outcome.winner]) == 3


@settings(max_examples=20, deadline=None)
@given(matches)
def test_SC_A9_every_legal_action_is_judged_legal_and_reads_back(match):
    seed, choice, options = match
    for state in random_match(seed, choice, **options)[:40]:
        for action in state.legal_actions():
            assert state.parse_action(str(action)) == action
            assert state.explain(action) is None


@settings(max_examples=15, deadline=None)
@given(matches)
def test_SC_A19_views_and_saves(match):
    seed, choice, options = match
    states = random_match(seed, choice, **options)
    rng = random.Random(seed)
    for state in states[::5]:
        assert State.from_json(state.to_json()) == state
        for seat in (0, 1):
            world = state.determinize(seat, rng)
            assert world.view(seat).to_dict() == state.view(seat).to_dict()
            world.check_consistency()
    record = Record.of(states[0], [s.last_event.action for s in states[1:]])
    assert [s.to_json() for s in record.states()] == [s.to_json() for s in states]


@settings(max_examples=20, deadline=None)
@given(matches)
def test_SC_15_the_legal_moves_are_exactly_what_the_rules_allow(match):
    """The fast move generator agrees with the rule functions on every square, card and piece."""
    from engine.scamorra import rules
    from engine.scamorra.actions import Move

    seed, choice, options = match
    for state in random_match(seed, choice, **options):
        if state.phase != "move" or state.is_terminal():
            continue
        p = state.current_player
        generated = {str(a) for a in state.legal_actions() if isinstance(a, Move)}
        expected = set()
        for c in set(state.hands[p]):
            for origin, code in enumerate(state.board):
                if code and rules.OWNER[code] == p:
                    for dest in range(25):
                        verdict = rules.judge_move(state.board, p, origin, dest, c, state.options.pawn_forward_capture)[0]
                        if verdict in ("move", "capture"):
                            expected.add(f"{rules.CARDS[c]} {rules.SQUARES[origin]}-{rules.SQUARES[dest]}")
                    fast = {rules.SQUARES[d] for d, _ in rules.destinations(
                        state.board, p, origin, c, state.options.pawn_forward_capture)}
                    assert fast == {m.split("-")[1] for m in expected
                                    if m.startswith(f"{rules.CARDS[c]} {rules.SQUARES[origin]}-")}
        assert generated == expected
