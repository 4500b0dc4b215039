"""``legal_actions()`` lists exactly what ``check_action`` accepts: in every phase, under every variant
option, for every targeted action with every choice of matching cards.

The candidates are a superset built without the rules (every kind of action over every card that
might be named, legal or not); the judge splits them, and the accepted ones must be the listed ones.
"""
import random
from itertools import combinations, permutations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import french_deck
from engine.frederik import (
    TARGETED_KINDS, Bottom, DrawNth, DrawTop, Force, Hide, Interrupt, Keep, Leave, Pass, Protect, Redraw,
    Targeted, battle_position, new_game,
)

from tests.frederik.helpers import pos, strs

DECK = french_deck()
SETTINGS = settings(max_examples=40, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

# every variant option with every value it takes (first_player is drawn per table size)
VARIANTS = {
    "colour_means": ["suit", "red_black"],
    "nth_values": ["standard", "faces_count_10", "faces_excluded"],
    "battle_draw_face": ["up", "down"],
    "allow_all_face_down_opening": [True, False],
    "low_steal_requires_same_suit": [False, True],
    "steal_count_includes_used_card": [False, True],
}
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


def helper_choices(mine):
    """Every set of up to three of one's own cards (a steal names two or three, FP-22, FP-23), one of
    four, and sets holding a card that is not one's own."""
    sets = [()]
    for size in range(1, 4):
        sets += list(combinations(mine, size))
    stranger = next(c for c in DECK if c not in mine)
    return sets + [tuple(mine[:4]), (stranger,), (stranger,) + tuple(mine[:1]), (stranger,) + tuple(mine[:2])]


def targeted_candidates(state, seat):
    """Every targeted action with every acting card, target and helper set worth naming, legal or not."""
    mine = state.cards_of(seat)
    theirs = [c for other in range(state.players) if other != seat for c in state.cards_of(other)]
    acting = mine + [c for c in DECK if c not in mine][:1]
    targets = theirs + mine[:1] + list(state.pile[:1])
    for kind in TARGETED_KINDS:
        for card in acting:
            for target in targets:
                if kind.startswith("steal"):
                    for helpers in helper_choices(mine):
                        yield Targeted(kind, card, target, helpers)
                else:
                    yield Targeted(kind, card, target)
                    if mine:
                        yield Targeted(kind, card, target, (mine[-1],))


def candidates(state):
    """A superset of the legal actions, from the table's cards and numbers only."""
    n = state.players
    yield Pass()
    for i in range(0, 8):
        yield Keep(i)
        yield Bottom(i)
        yield Leave(i)
    yield Keep(None)
    yield Leave(None)
    if state.phase != "battle":
        return
    seat = state.turn_seat if state.pending is None else state.current_player
    mine = state.cards_of(seat)
    everyone = [c for s in range(n) for c in state.cards_of(s)]
    yield DrawTop()
    for k in range(0, len(state.pile) + 2):
        yield DrawNth(k)
    for size in range(1, 5):
        for group in combinations(mine, size):
            # every order of cards of one number; cards of mixed numbers in one order is enough
            yield from map(Redraw, permutations(group)) if len({c.rank for c in group}) == 1 else [Redraw(group)]
    extra = list(state.pile[:1])
    for card in everyone + extra:
        yield Hide(card)
        yield Protect(card)
        yield Interrupt(card)
    for card in mine + extra:
        for other in range(-1, n + 1):
            for place in range(0, 8):
                yield Force(card, other, place)
    yield from targeted_candidates(state, seat)


def assert_listed_exactly_as_judged(state):
    listed = state.legal_actions()
    assert len(set(listed)) == len(listed), "an action is listed twice"
    accepted = {action for action in candidates(state) if state.explain(action) is None}
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
    state = battle_position(random_table(rng, players), turn_seat=rng.randrange(players), seed=seed, **options)
    assert_listed_exactly_as_judged(state)
    declared = [a for a in state.legal_actions() if isinstance(a, (Targeted, Force))]
    if declared:
        answering = state.apply(data.draw(st.sampled_from(declared), label="declared"))
        while answering.pending is not None:
            assert_listed_exactly_as_judged(answering)
            answering = answering.apply(rng.choice(answering.legal_actions()))
