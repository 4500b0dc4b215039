"""Random seeded games keep Bisca's invariants (hypothesis)."""
import random

from hypothesis import given, settings, strategies as st

from engine import bisca
from engine.cards import card_counts, french_deck


def random_game(players, seed, choice_seed):
    rng = random.Random(choice_seed)
    state = bisca.new_game(players=players, seed=seed)
    states = [state]
    while not state.is_terminal():
        state = state.apply_trusted(rng.choice(state.legal_actions()))
        states.append(state)
    return states


games = st.tuples(st.integers(2, 7), st.integers(0, 10**6), st.integers(0, 10**6))


@settings(max_examples=12, deadline=None)
@given(games)
def test_BI_2_every_card_accounted_for(game):
    states = random_game(*game)
    deck = card_counts(french_deck(bisca.decks_needed(game[0])))
    for state in states[:-1]:
        in_play = [c for h in state.hands for c in h] + list(state.played) + [c for _, c, _ in state.trick]
        assert len(in_play) == state.players * state.hand_size
        assert all(n <= deck[c] for c, n in card_counts(in_play).items())
        state.check_consistency()


@settings(max_examples=12, deadline=None)
@given(games)
def test_BI_14_scores_are_the_sum_of_round_scores(game):
    final = random_game(*game)[-1]
    assert len(final.rounds) == 9
    for seat in range(final.players):
        assert final.scores[seat] == sum(r.points[seat] for r in final.rounds)
    for r in final.rounds:
        assert sum(r.taken) == r.hand_size
        assert r.points == tuple(bisca.round_score(b, t) for b, t in zip(r.bets, r.taken))


@settings(max_examples=12, deadline=None)
@given(games)
def test_BI_10_bets_obey_the_running_total_rule(game):
    states = random_game(*game)
    for state in states:
        if state.phase == "bet":
            for bet in state.allowed_bets():
                assert sum(state.bets_in_order) + bet != state.hand_size
    for r in states[-1].rounds:
        order = r.bets   # by seat; the rule holds for every prefix in bidding order, checked above
        assert all(0 <= b <= r.hand_size for b in order)


@settings(max_examples=12, deadline=None)
@given(games)
def test_BI_6_game_ends_after_nine_rounds_and_nothing_follows(game):
    states = random_game(*game)
    final = states[-1]
    assert final.is_terminal() and final.legal_actions() == [] and final.current_player is None
    assert sum(1 for s in states if s.is_terminal()) == 1
    declarations = sum(1 for s in states if s.phase == "declare")   # a blind A♥ is declared after it is turned up
    assert len(states) - 1 == sum(final.players * (1 + size) for size in bisca.HAND_SIZES) + declarations


@settings(max_examples=15, deadline=None)
@given(games, st.integers(0, 500))
def test_BI_A10_views_hide_what_they_must(game, index):
    states = random_game(*game)
    state = states[index % len(states)]
    for viewer in range(state.players):
        seen = state.view(viewer).to_dict()["hands"]
        for seat, hand in enumerate(seen):
            hidden = (seat == viewer) == state.is_blind_round
            assert all((c is None) == hidden for c in hand) or not hand
