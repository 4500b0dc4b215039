"""Properties of whole random games (hypothesis picks the table size, the seed and every choice)."""
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import french_deck
from engine.frederik import Interrupt, Pass, Protect, State, new_game

DECK = set(french_deck())


def random_game(players, seed, choice_seed, **options):
    rng = random.Random(choice_seed)
    state = new_game(players=players, seed=seed, **options)
    states = [state]
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    return states


def every_card(state):
    return list(state.pile) + list(state.drawn) + [c for slots in state.seats for c, _ in slots]


games = dict(players=st.integers(2, 6), seed=st.integers(0, 10_000), choice_seed=st.integers(0, 10_000))


@settings(max_examples=25, deadline=None)
@given(**games)
def test_FP_1_the_52_cards_are_always_accounted_for(players, seed, choice_seed):
    for state in random_game(players, seed, choice_seed):
        cards = every_card(state)
        assert len(cards) == 52 and set(cards) == DECK


@settings(max_examples=25, deadline=None)
@given(**games)
def test_FP_4_a_final_hand_borrows_at_most_one_card(players, seed, choice_seed):
    end = random_game(players, seed, choice_seed)[-1]
    for seat in range(players):
        rank, used = end.hand_of(seat)
        own = set(end.cards_of(seat))
        borrowed = [c for c in used if c not in own]
        assert len(used) <= 5 and len(borrowed) <= 1
        assert all(end.is_face_up(c) and end.owner_of(c) != seat for c in borrowed)     # FP-29


@settings(max_examples=25, deadline=None)
@given(**games)
def test_FP_25_interrupts_never_use_up_a_turn(players, seed, choice_seed):
    states = random_game(players, seed, choice_seed)
    turns_taken: Counter = Counter()
    for before, after in zip(states, states[1:]):
        if before.phase == "battle" and after.turn != before.turn:
            turns_taken[before.to_move] += 1
        if after.last_event.find("interrupt"):
            # the interrupter is not the seat whose turn it was, and only the actor's turn ends
            assert before.current_player != before.to_move and after.turn == before.turn + 1
    assert turns_taken == {seat: 2 for seat in range(players)}


@settings(max_examples=25, deadline=None)
@given(**games)
def test_FP_9_the_game_ends_after_two_battle_rounds(players, seed, choice_seed):
    states = random_game(players, seed, choice_seed)
    end = states[-1]
    assert end.is_terminal() and end.turn == 2 * players
    battle_turns = {(s.turn, s.to_move) for s in states if s.phase == "battle"}
    assert sorted(battle_turns) == [(t, (end.first_player + t) % players) for t in range(2 * players)]
    assert sum(end.returns()) == 1.0 and end.winners()


@settings(max_examples=15, deadline=None)
@given(**games)
def test_FP_A4_only_the_asked_seat_answers_and_the_actor_is_never_asked(players, seed, choice_seed):
    for state in random_game(players, seed, choice_seed):
        if state.pending is not None:
            assert state.current_player != state.pending.seat
            for action in state.legal_actions():
                assert isinstance(action, (Protect, Interrupt, Pass))


@settings(max_examples=10, deadline=None)
@given(**games)
def test_FP_A1_red_black_face_down_draw_games_save_load_and_stay_consistent(players, seed, choice_seed):
    for state in random_game(players, seed, choice_seed,
                             colour_means="red_black", battle_draw_face="down")[::7]:
        state.check_consistency()
        assert State.from_json(state.to_json()) == state


def test_every_hand_is_shown_when_the_game_is_over():
    """At the end the strongest combinations are compared (FP-3), face-down cards included: every seat sees every
    hand, and a re-deal of what a seat cannot see leaves the hands alone (once, a seat's page named another's
    best hand, '10 high', while its view kept that hand's face-down card hidden, so a re-deal changed it)."""
    import random

    from engine.bots import RandomBot
    from engine.core import EVERYONE
    from engine.frederik import new_game

    face_down_at_the_end = 0
    for seed in range(12):
        state, bot = new_game(players=6, seed=seed), RandomBot(seed)
        while not state.is_terminal():
            state = state.apply(bot.choose(state))
        face_down_at_the_end += any(not up for slots in state.seats for _, up in slots)
        for seat in range(state.num_players):
            assert state.visible_seats(seat) == state.visible_seats(EVERYONE)
            world = state.determinize(seat, random.Random(seed))
            assert world.seats == state.seats and world.view(seat)._repr_html_() == state.view(seat)._repr_html_()
    assert face_down_at_the_end, "no game ended with a card face down: the check checked nothing"
