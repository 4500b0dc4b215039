"""``legal_actions()`` lists exactly what ``check_action`` accepts: in every phase, under every variant
option, for every targeted action with every choice of matching cards.

The candidates are ``expressible_actions()``: a superset built without the rules (every kind of
action over every card that might be named, legal or not); the judge splits them, and the accepted
ones must be the listed ones. The move list and the judge share the engine's conditions, so a window
where they ask one condition (the protection of a target) is checked against the clauses read here.
"""
import random
from itertools import combinations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import french_deck
from engine.frederik import Force, FrederikOptions, Pass, Protect, Redraw, Targeted, battle_position, new_game

from tests.frederik.helpers import pos, strs

DECK = french_deck()
SETTINGS = settings(max_examples=40, deadline=None,       # whole random games: slow and large by design
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# every variant option with every value it takes (first_player is drawn per table size)
VARIANTS = {name: values for name, values in FrederikOptions.variants().items() if name != "first_player"}
options = st.fixed_dictionaries({name: st.sampled_from(values) for name, values in VARIANTS.items()})


def test_FP_A13_variant_a_two_card_player_may_steal_with_its_thrown_card_counted():
    # 9♠ matches 8♠ by suit, so with the variant it counts as one of the two matching cards
    table = pos([["9S", "8H"], ["8S", "4S"]], steal_count_includes_used_card=True)
    assert table.explain("steal_high 9S 8S with 8H") is None
    assert "steal_high 9♠ 8♠ with 8♥" in strs(table.legal_actions())
    # a steal_low needs three: the thrown 2♠ and two more
    low = pos([["2S", "8H", "5S"], ["8S", "AS"]], steal_count_includes_used_card=True)
    assert "steal_low 2♠ 8♠ with 5♠ 8♥" in strs(low.legal_actions())
    assert low.explain("steal_low 2S 8S with 5S 8H") is None


def test_FP_10_a_redraw_throws_away_two_or_three_cards_never_one_or_four():
    table = pos([["4S", "4H", "4D", "4C"], ["8S"]])
    assert table.explain(Redraw(tuple(table.cards_of(0)[:1]))).clause == "FP-10"
    assert table.explain(Redraw(tuple(table.cards_of(0)))).clause == "FP-11"
    assert table.explain("pair 4S 4H") is None and table.explain("triple 4S 4H 4D") is None


def test_FP_A13_the_candidates_name_every_steal_with_every_set_of_matching_cards():
    # the superset must hold each helper set a steal could name, legal or not, or the check below is blind
    table = pos([["9D", "8H", "3S", "8C"], ["8S", "4S"]])
    candidates = set(table.expressible_actions())
    mine = table.cards_of(0)
    for size in (1, 2, 3):
        for helpers in combinations(mine, size):
            assert Targeted("steal_high", mine[0], table.cards_of(1)[0], helpers) in candidates
            assert Targeted("steal_low", mine[2], table.cards_of(1)[1], helpers) in candidates


def protections_by_the_clauses(state) -> set:
    """The owner's cards that may protect the declared target, read from the clauses here, apart from the
    engine's conditions: only a face-down card is revealed (FP-A3); it shares the target's suit, or its
    colour where "colore" means red or black (FP-A1); against a high action it is higher than the target,
    against a low one lower, aces high (FP-A2, FP-A5); nothing protects against an equal action (FP-A2)."""
    act, owner = state.pending.action, state.pending.owner
    target, mode = act.target, act.kind.rsplit("_", 1)[1]
    if state.options.colour_means == "red_black":
        alike = lambda card: (card.suit in "HD") == (target.suit in "HD")
    else:
        alike = lambda card: card.suit == target.suit
    return {card for card, up in state.seats[owner] if not up and alike(card) and
            (mode == "high" and card.rank > target.rank or mode == "low" and card.rank < target.rank)}


def assert_protection_window_by_the_clauses(state):
    """In the response window, the protections listed and accepted are exactly the clauses' own."""
    expected = protections_by_the_clauses(state)
    listed = {action.card for action in state.legal_actions() if isinstance(action, Protect)}
    assert listed == expected, f"{state.pending.action}: listed {sorted(map(str, listed))}, the clauses say " \
                               f"{sorted(map(str, expected))}"
    for card, _ in state.seats[state.pending.owner]:
        assert (state.explain(Protect(card)) is None) == (card in expected), f"protect {card}"
    assert Pass() in state.legal_actions() and state.explain(Pass()) is None     # letting it pass is always allowed


def assert_listed_exactly_as_judged(state):
    if state.pending is not None and state.pending.window == "response":
        assert_protection_window_by_the_clauses(state)
    listed = state.legal_actions()
    assert len(set(listed)) == len(listed), "an action is listed twice"
    accepted = {action for action in state.expressible_actions() if state.explain(action) is None}
    missing = accepted - set(listed)
    extra = set(listed) - accepted
    where = f"phase {state.phase}, seat {state.current_player}, pending {state.pending}, {state.options}"
    assert not missing, f"accepted but not listed ({where}): {sorted(map(str, missing))[:8]}"
    assert not extra, f"listed but not accepted or not among the candidates ({where}): {sorted(map(str, extra))[:8]}"


@SETTINGS
@given(players=st.integers(2, 6), seed=st.integers(0, 10_000), options=options, data=st.data())
def test_FP_A13_played_positions_list_exactly_what_the_judge_accepts(players, seed, options, data):
    """Random positions of random games (draw phase, battle turns, protection and interrupt windows)."""
    first = data.draw(st.sampled_from(["random", *range(players)]), label="first_player")
    state = new_game(players=players, seed=seed, first_player=first, **options)
    rng = random.Random(seed)
    states = [state]
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    battle = [s for s in states if s.phase == "battle"]
    for picked in (data.draw(st.sampled_from(states), label="any"), data.draw(st.sampled_from(battle), label="battle")):
        assert_listed_exactly_as_judged(picked)


def random_table(rng, players):
    """A battle table with small, mixed hands (down to none), face up and down at random."""
    deck = list(DECK)
    rng.shuffle(deck)
    seats = []
    for _ in range(players):
        hand = [deck.pop() for _ in range(rng.choice([0, 1, 2, 2, 3, 3, 4, 5, 6]))]
        seats.append([c.ascii if rng.random() < 0.7 else f"({c.ascii})" for c in hand])
    return seats


@SETTINGS
@given(players=st.integers(2, 5), seed=st.integers(0, 10_000), options=options, data=st.data())
def test_FP_A12_hand_set_tables_and_their_answers_list_exactly_what_the_judge_accepts(players, seed, options, data):
    """Hand-set battle tables reach what random play seldom does (two-card steals, empty hands), and
    each declared action's protection and interrupt windows are checked too."""
    rng = random.Random(seed)
    state = battle_position(random_table(rng, players), to_move=rng.randrange(players), seed=seed, **options)
    assert_listed_exactly_as_judged(state)
    declared = [a for a in state.legal_actions() if isinstance(a, (Targeted, Force))]
    for action in declared:          # every declared action's protection window (a low one is rare: ~5 %)
        window = state.apply(action)
        if window.pending is not None and window.pending.window == "response":
            assert_protection_window_by_the_clauses(window)
    if declared:
        answering = state.apply(data.draw(st.sampled_from(declared), label="declared"))
        while answering.pending is not None:
            assert_listed_exactly_as_judged(answering)
            answering = answering.apply(rng.choice(answering.legal_actions()))
