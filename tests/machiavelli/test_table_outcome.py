"""``State.table_outcome``: the engine says what committing a proposed table means (MA-11, MA-13,
MA-14, MA-15), and what it says is what ``apply`` then does."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.bots import RandomBot
from engine.machiavelli import Draw, Play, new_game, position


def names(cards) -> list[str]:
    return [str(c) for c in cards]


def test_MA_13_a_valid_table_lays_its_new_cards_and_draws_nothing():
    state = position(["7S 7H 7D KC", None], "3C 4C 5C")
    outcome = state.table_outcome("3C 4C 5C | 7S 7H 7D")
    assert outcome.valid and not outcome.refused and outcome.fault is None
    assert names(outcome.laid) == ["7♠", "7♥", "7♦"] and outcome.draws == 0 and outcome.penalty == 0
    assert outcome.clause == "MA-13" and outcome.action == Play.of("3C 4C 5C | 7S 7H 7D")


def test_MA_14_the_table_as_it_was_is_a_draw_of_one_card():
    state = position(["7S 7H KC", None], "3C 4C 5C | 9H 9D 9S")
    for same in ("3C 4C 5C | 9H 9D 9S", "9S 9D 9H | 5C 3C 4C"):     # order is presentation (MA-A13)
        outcome = state.table_outcome(same)
        assert outcome.action == Draw() and outcome.valid and outcome.laid == ()
        assert outcome.draws == 1 and outcome.clause == "MA-14"


def test_MA_14_MA_A5_with_the_tallone_empty_a_draw_takes_nothing():
    state = position(["7S 7H KC", None], "3C 4C 5C", stock_size=0)
    outcome = state.table_outcome("3C 4C 5C")
    assert outcome.action == Draw() and outcome.draws == 0


def test_MA_A8_a_rearrangement_that_lays_nothing_still_draws():
    state = position(["KC", None], "3C 4C 5C 6C 7C 8C")
    outcome = state.table_outcome("3C 4C 5C | 6C 7C 8C")
    assert outcome.valid and outcome.action == Play.of("3C 4C 5C | 6C 7C 8C") and outcome.draws == 1
    after = state.apply(outcome.action)
    assert len(after.hands[0]) == 2 and after.last_event.find("rearranged") is not None


def test_MA_15_a_faulty_table_costs_the_penalty_which_apply_then_takes():
    state = position(["7S 7H KC", None], "3C 4C 5C")
    outcome = state.table_outcome("3C 4C 5C | 7S 7H")
    assert not outcome.valid and not outcome.refused
    assert outcome.penalty == 3 and outcome.draws == 3 and outcome.clause == "MA-6"
    after = state.apply(outcome.action)
    assert after.last_event.find("penalty").value == outcome.draws
    assert len(after.hands[0]) == len(state.hands[0]) + outcome.draws


def test_MA_15_MA_A5_a_short_tallone_gives_fewer_penalty_cards():
    state = position(["7S 7H KC", None], "3C 4C 5C", stock_size=2)
    outcome = state.table_outcome("3C 4C 5C | 7S 7H")
    assert outcome.penalty == 3 and outcome.draws == 2


def test_MA_11_a_table_that_loses_a_card_is_a_failed_operation():
    state = position(["KC", None], "3C 4C 5C 6C")
    outcome = state.table_outcome("3C 4C 5C")
    assert not outcome.valid and outcome.clause == "MA-11" and "6♣" in outcome.fault.reason


def test_MA_11_only_cards_laid_this_turn_may_go_back_to_the_hand():
    state = position(["6C 6H KD", None], "3C 4C 5C")
    outcome = state.table_outcome("3C 4C 5C 6C")
    assert outcome.take_back_error(Play.of("6C").cards()) is None
    refusal = outcome.take_back_error(Play.of("5C").cards())
    assert refusal.clause == "MA-11" and "5♣" in refusal.reason
    assert outcome.take_back_error(Play.of("6C 6C").cards()).clause == "MA-11"     # laid once, not twice


def test_MA_9_a_card_not_in_the_hand_is_refused_outright():
    state = position(["7S 7H KC", None], "3C 4C 5C")
    outcome = state.table_outcome("3C 4C 5C | 7S 7H 7D")
    assert outcome.refused and not outcome.valid and outcome.clause == "MA-9"
    assert outcome.draws == 0 and outcome.penalty == 0


def test_MA_A4_on_the_opening_turn_every_play_is_refused():
    state = new_game(players=3, seed=4)
    hand = state.hands[state.current_player]
    outcome = state.table_outcome(Play(((hand[0],),)))
    assert outcome.refused and outcome.clause == "MA-A4"
    assert state.table_outcome(()).action == Draw()


def test_MA_A6_with_no_penalty_a_faulty_table_is_refused():
    state = position(["7S 7H KC", None], "3C 4C 5C", failed_operation_penalty=0)
    outcome = state.table_outcome("3C 4C 5C | 7S 7H")
    assert outcome.refused and outcome.clause == "MA-6" and outcome.draws == 0


def test_MA_2_an_unreadable_table_is_refused_with_its_clause():
    state = position(["7S 7H KC", None], "3C 4C 5C")
    outcome = state.table_outcome("3C 4C 5X")
    assert outcome.refused and outcome.clause == "MA-2"


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 60))
def test_MA_13_MA_14_MA_15_the_outcome_is_what_apply_does(seed, steps):
    """At random states, for listed plays and for damaged ones: the cards laid and taken that the
    outcome announces are the ones ``apply`` lays and takes."""
    state = new_game(players=3, seed=seed)
    bot = RandomBot(seed)
    for _ in range(steps):
        if state.is_terminal():
            return
        state = state.apply_trusted(bot.choose(state))
    if state.is_terminal():
        return
    seat = state.current_player
    tables = [a.table for a in state.legal_actions() if isinstance(a, Play)][:6] + [state.table]
    if state.table:       # the table with one of its cards taken away: never valid (MA-11)
        tables.append((state.table[0][1:],) + state.table[1:])
    for table in tables:
        outcome = state.table_outcome(table)
        if outcome.refused:
            assert state.explain(outcome.action) is not None
            continue
        after = state.apply(outcome.action)
        event = after.last_event
        laid = event.find("laid")
        assert (laid.cards if laid else ()) == tuple(names(outcome.laid) if outcome.valid else ())
        taken = event.find("penalty").value if not outcome.valid else \
            (1 if event.find("draw") and outcome.draws else 0)
        assert taken == outcome.draws, str(outcome.action)
        if event.find("hand_over") is None:        # a new hand's deal would refill every hand
            kept = len(outcome.laid) if outcome.valid else 0
            assert len(after.hands[seat]) == len(state.hands[seat]) - kept + outcome.draws
