"""Skèmino at the live table, clicked from Python: a card then a lit square lays it, drawing and passing
are worded choices, a refused square says the engine's reason and clause, the log tells the game in
sentences ("you" and names, cards in words), plain words only, nothing hidden shown."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from engine.core import Consequence, Event
from engine.skemino import SQUARES, Outcome, Place, narrate, new_game, position, words
from engine.words import Reader, Seat, sentence
from tests.table_checks import (assert_hides_what_viewer_cannot_see, assert_plain_words, notation_problems,
                                play_by_clicks, worded_buttons)
from widgets.table import TableSession
from widgets.table.skemino import ADAPTER

NAMES = ("Bea", "Ugo")
VICTORY_CLAUSES = {"SK-35", "SK-43", "SK-44", "SK-46"}


def click(table, key):
    return table.handle({"do": "click", "key": key, "v": table.view()["v"]})


def to_my_turn(table):
    table.run_computers()
    return table.view()


def hand_keys(view):
    return [item["key"] for zone in view["zones"] if zone["id"] == "hand" for item in zone["items"]]


def lit_squares(view):
    return {cell["key"] for zone in view["zones"] if zone["kind"] == "board" for cell in zone["cells"]
            if cell.get("lit")}


def table_until(predicate, seeds=range(200), **kwargs):
    """A table (a person at seat 0 against the beginner), played by random clicks until ``predicate(table)``
    holds on the person's turn."""
    for seed in seeds:
        table = TableSession("skemino", seed=seed, pause_ms=0, **kwargs)
        rng = random.Random(seed)
        while not table.state.is_terminal():
            to_my_turn(table)
            if table.state.is_terminal():
                break
            if predicate(table):
                return table
            key = rng.choice(sorted(table.next_keys(())))
            click(table, key)
            if table.picked:
                click(table, rng.choice(sorted(table.lit())))
    raise AssertionError("no deal reached the position asked for")


# --- every kind of turn by pointing ---------------------------------------------------------------

def test_SK_26_a_card_then_a_lit_square_lays_it_and_the_log_says_so_in_words():
    table = TableSession("skemino", seed=3, pause_ms=0)
    view = to_my_turn(table)
    state = table.state
    card = next(key for key in hand_keys(view) if key in table.next_keys(()))
    view = click(table, card)
    legal = {a.square for a in state.legal_actions() if isinstance(a, Place) and str(a.card) == card}
    assert lit_squares(view) == legal and legal
    assert view["say"]["tone"] == "note" and view["say"]["text"].endswith("picked: click a lit place, or click "
                                                                          "it again to put it back.")
    square = sorted(legal)[0]
    before = len(table.states)
    click(table, square)
    assert table.notations[before - 1] == f"{card}@{square}"
    line = narrate.describe(state, table.states[before], table.reader())[0]
    assert line.text.startswith("You lay the ") and line.text.endswith(f" on {square}.") and card not in line.text


def test_SK_18_the_first_card_lights_only_the_square_the_dice_chose():
    table = next(t for t in (TableSession("skemino", seed=s, pause_ms=0) for s in range(40))
                 if t.state.current_player == 0)
    view = table.view()
    assert view["status"]["text"] == (f"Your turn. Lay the first card on {table.state.start_square}, the square the "
                                      f"dice chose: click a card of your hand, then {table.state.start_square}.")
    view = click(table, hand_keys(view)[0])
    assert lit_squares(view) == {table.state.start_square}


def test_SK_27_with_no_card_to_lay_drawing_is_the_one_worded_choice():
    table = table_until(lambda t: "draw" in t.next_keys(()))
    view = table.view()
    assert [c["label"] for c in view["choices"]] == ["Draw a card"]
    assert view["status"]["text"] == "Your turn. No card of yours can be laid: draw one from the deck."
    held, at = len(table.state.hand(0)), len(table.states)
    view = click(table, "draw")
    assert table.notations[at - 1] == "draw" and len(table.states[at].hand(0)) == held + 1
    drawn = view["history"][len(table.log_lines(table.reader(), at - 1))]
    assert drawn["text"].startswith("You cannot lay any card and draw the ") and drawn["clause"] == "SK-27"


def test_SK_15_when_the_opener_cannot_beat_the_setup_card_passing_is_the_one_worded_choice():
    table = next(t for t in (TableSession("skemino", seed=s, pause_ms=0, options={"setup_card": True})
                             for s in range(600)) if t.state.current_player == 0 and t.next_keys(()) == {"pass"})
    view = table.view()
    setup = narrate.the_card(table.state.top(table.state.start_square)).text(Reader())
    assert [c["label"] for c in view["choices"]] == ["Pass"]
    assert view["status"]["text"] == f"Your turn. No card of yours beats {setup}: pass, without drawing."
    click(table, "pass")
    assert table.notations == ["pass"]
    assert table.view()["history"][-1]["text"] == "You cannot beat the setup card and pass without drawing."


def test_SK_16_a_square_beside_no_card_is_refused_with_the_engines_reason_and_nothing_changes():
    table = TableSession("skemino", seed=3, pause_ms=0)
    view = to_my_turn(table)
    card = next(key for key in hand_keys(view) if key in table.next_keys(()))
    click(table, card)
    far = next(sq for sq in SQUARES if table.state.explain(f"{card}@{sq}") is not None
               and table.state.explain(f"{card}@{sq}").clause == "SK-16")
    states, notations = len(table.states), list(table.notations)
    error = table.state.explain(f"{card}@{far}")
    view = click(table, far)
    assert len(table.states) == states and table.notations == notations
    assert view["say"]["tone"] == "error" and view["say"]["clause"] == error.clause
    assert view["say"]["text"] == sentence(error.words(table.reader()))
    assert view["say"]["text"].startswith("The square ") and not notation_problems(view["say"]["text"])


def test_SK_20_a_square_whose_top_card_wins_is_refused_naming_both_cards_in_words():
    table = table_until(lambda t: t.state.last_square and any(
        t.state.explain(Place(c, t.state.last_square)).clause == "SK-20" for c in t.state.hand(0)
        if t.state.explain(Place(c, t.state.last_square)) is not None))
    square = table.state.last_square
    card = next(c for c in table.state.hand(0) if table.state.explain(Place(c, square)) is not None
                and table.state.explain(Place(c, square)).clause == "SK-20")
    click(table, str(card))
    states = len(table.states)
    view = click(table, square)
    assert len(table.states) == states and view["say"]["clause"] == "SK-20"
    assert " does not beat the " in view["say"]["text"] and view["say"]["text"].endswith("so it stays in your hand.")
    assert not notation_problems(view["say"]["text"])


def test_SK_26_a_square_clicked_before_a_card_is_refused_and_nothing_changes():
    table = TableSession("skemino", seed=3, pause_ms=0)
    to_my_turn(table)
    states = len(table.states)
    view = click(table, "c3")
    assert len(table.states) == states and view["say"]["tone"] == "error"
    assert view["say"]["text"].startswith("Pick one of your own cards")


def test_the_board_lights_in_the_tables_colour_not_a_square_colour_and_every_square_has_a_name():
    table = TableSession("skemino", seed=3, pause_ms=0)
    view = to_my_turn(table)
    board = next(zone for zone in view["zones"] if zone["kind"] == "board")
    assert len(board["cells"]) == 36 and all(":" in cell["name"] for cell in board["cells"])
    assert 'aria-label="Skèmino board"' in board["svg"] and "viewBox" in board["svg"]
    # the lit colour is the table's violet: no square of the engine's board is drawn in it
    assert "#7a1fa2" not in board["svg"].lower() and "#d59cf5" not in board["svg"].lower()


def test_both_open_hands_are_shown_by_name_and_yours_is_the_one_you_click():
    table = TableSession("skemino", seed=3, pause_ms=0)
    view = to_my_turn(table)
    seats = [zone for zone in view["zones"] if zone["kind"] == "seat"]
    assert [s["label"] for s in seats] == ["You", "Anna"] and [s["role"] for s in seats] == ["Bianco (white)",
                                                                                            "Nero (black)"]
    assert len(seats[1]["items"]) == len(table.state.hand(1)) and all(i["key"] is None for i in seats[1]["items"])
    assert sorted(hand_keys(view)) == sorted(str(c) for c in table.state.hand(0))
    names = [item["name"] for zone in view["zones"] if zone["id"] == "hand" for item in zone["items"]]
    assert all(" of " in name and "(" in name for name in names)       # "7 of Carta (paper)"


def test_SK_A28_at_a_teachers_table_every_hand_is_open_and_the_person_to_move_plays_from_their_seat():
    table = TableSession("skemino", seed=3, pause_ms=0, teacher=True)
    while table.computer_to_move():
        table.advance()
    view = table.view()
    seats = {zone["seat"]: zone for zone in view["zones"] if zone["kind"] == "seat"}
    assert not hand_keys(view) and all(len(seats[s]["items"]) == len(table.state.hand(s)) for s in (0, 1))
    assert not view["choices"]                              # the cards are on the table, not worded buttons
    card = next(item["key"] for item in seats[0]["items"] if item.get("can"))
    view = click(table, card)
    assert lit_squares(view) and all(item["key"] is None for item in seats[1]["items"])


# --- the words: each sentence said to you and about a name --------------------------------------

def both(lines_for):
    """A sentence as seat 0 and seat 1 read it."""
    return lines_for(Reader(0, NAMES)), lines_for(Reader(1, NAMES))


def first_line(before, after):
    return lambda reader: narrate.describe(before, after, reader)[0].text


def test_SK_11_the_dice_say_who_begins():
    game = new_game(seed=16)
    assert both(first_line(None, game)) == (
        "The dice show D and 3: the first card goes on d3, and you begin.",
        "The dice show D and 3: the first card goes on d3, and Bea begins.")


def test_SK_19_a_card_laid_on_an_empty_square():
    game = new_game(seed=16)
    assert both(first_line(game, game.apply("7F@d3"))) == ("You lay the 7 of Forbici on d3.",
                                                           "Bea lays the 7 of Forbici on d3.")


def test_SK_3_a_combat_won_says_both_cards_and_why():
    p = position({"e3": [("7F", "Bianco")]}, hands=([], ["QC", "QP"]), to_move=1)
    assert both(first_line(p, p.apply("QP@e3"))) == (
        "Ugo lays the Queen of Pietra on e3 and beats the 7 of Forbici: Pietra breaks Forbici.",
        "You lay the Queen of Pietra on e3 and beat the 7 of Forbici: Pietra breaks Forbici.")


def test_SK_A2_a_beaten_card_going_back_to_its_owner():
    p = position({"e3": [("7F", "Bianco")]}, hands=(["2C"], ["QP"]), to_move=1, beaten_card_policy="return_to_owner")
    lines = both(lambda r: [line.text for line in narrate.describe(p, p.apply("QP@e3"), r)][1])
    assert lines == ("The 7 of Forbici goes back to your hand.", "The 7 of Forbici goes back to Bea's hand.")


def test_SK_A23_a_hand_refilled_after_a_card_is_laid():
    game = new_game(seed=16, refill_after_play=True)
    after = game.apply("7F@d3")
    drawn = narrate.the_card(after.hand(0)[-1]).text(Reader())
    lines = both(lambda r: narrate.describe(game, after, r)[1].text)
    assert lines == (f"You draw {drawn} to hold 5 cards again.", f"Bea draws {drawn} to hold 5 cards again.")


def test_SK_27_a_card_drawn_is_named_hands_being_open():
    p = position({"c3": [("7F", "Bianco")]}, hands=([], ["2C"]), to_move=0)
    after = p.apply("draw")
    drawn = narrate.the_card(after.hand(0)[0]).text(Reader())
    assert both(first_line(p, after)) == (f"You cannot lay any card and draw {drawn}.",
                                          f"Bea cannot lay any card and draws {drawn}.")


def test_SK_A22_after_a_draw_the_same_player_may_lay_a_card():
    p = position({"c3": [("7F", "Bianco")]}, hands=([], ["2C"]), to_move=0, draw_then_play=True)
    after = p.apply("draw")
    assert both(lambda r: narrate.describe(p, after, r)[1].text) == (
        "You may now lay a card, and your turn ends after it.", "Bea may now lay a card, and the turn ends after it.")
    assert narrate.prompt(after, Reader(0, NAMES)) == "You drew: now lay a card (click it, then a lit square)."


@pytest.mark.parametrize("clause,you,name", [
    ("SK-15", "You cannot beat the setup card and pass without drawing.",
     "Bea cannot beat the setup card and passes without drawing."),
    ("SK-29", "You hold a full hand, cannot lay a card, and pass.", "Bea holds a full hand, cannot lay a card, and passes."),
    ("SK-31", "You cannot lay a card, have nothing to draw, and pass.",
     "Bea cannot lay a card, has nothing to draw, and passes."),
])
def test_SK_29_a_pass_says_why(clause, you, name):
    game = new_game(seed=16)
    passed = game.evolve(to_move=1, last_event=Event(0, "pass", (Consequence("pass", clause, 0),)))
    assert both(first_line(game, passed)) == (you, name)


def test_SK_51_a_forfeited_move_gives_the_engines_reason():
    game = new_game(seed=16, illegal_move_policy="forfeit_turn")
    assert both(first_line(game, game.apply_or_forfeit("7F@d4"))) == (
        "Your move is refused and the turn passes: the first card goes on the square the dice chose, d3.",
        "Bea's move is refused and the turn passes: the first card goes on the square the dice chose, d3.")


def test_SK_35_the_ribaltone_wins_and_the_log_says_which_victory():
    p = position({"a1": [("3P", 1)], "a2": [("KF", 0)]}, hands=(["2C", "JP"], ["4F"]), to_move=0)
    after = p.apply("JP@a1")
    assert both(lambda r: narrate.describe(p, after, r)[-1].text) == (
        "You win by the Ribaltone on a1: the Jack of Pietra beats the card on the vertex and every card beside it "
        "(victory D).",
        "Bea wins by the Ribaltone on a1: the Jack of Pietra beats the card on the vertex and every card beside it "
        "(victory D).")
    assert narrate.describe(p, after, Reader(0, NAMES))[-1].clause == "SK-35"


def test_SK_43_the_last_card_on_a_free_vertex_wins():
    p = position({"a2": [("5C", 0)]}, hands=(["7C"], ["2P"]), to_move=0)
    after = p.apply("7C@a1")
    assert after.outcome.kind == "A"
    assert both(lambda r: narrate.describe(p, after, r)[-1].text) == (
        "You win with your last card, laid on the vertex a1 (victory A).",
        "Bea wins with the last card in hand, laid on the vertex a1 (victory A).")


def ended(kind, winner, totals, mover=1):
    game = new_game(seed=16)
    return game.evolve(outcome=Outcome(kind, winner, totals),
                       last_event=Event(mover, "draw", (Consequence("victory", "SK-46", winner),)))


def test_SK_46_an_exhausted_deck_ends_on_the_hand_totals_said_to_each_reader():
    end = ended("C", 0, (12, 30))
    you = [line.text for line in narrate.victory_lines(end, Reader(0, NAMES))]
    other = [line.text for line in narrate.victory_lines(end, Reader(1, NAMES))]
    assert you == ["The deck is exhausted (victory C).", "Your hand totals 12, Ugo's 30.",
                   "You win with the lower total."]
    assert other == ["The deck is exhausted (victory C).", "Your hand totals 30, Bea's 12.",
                     "Bea wins with the lower total."]
    onlooker = [line.text for line in narrate.victory_lines(end, Reader(None, NAMES))]
    assert onlooker[1] == "Bea's hand totals 12, Ugo's 30."


def test_SK_44_a_blocked_board_with_equal_totals_is_a_draw():
    assert [line.text for line in narrate.victory_lines(ended("B", None, (20, 20)), Reader(0, NAMES))] == [
        "Nobody can lay a card or draw any more (victory B).", "Your hand totals 20, Ugo's 20.",
        "The totals are equal: the game is a draw."]


def test_SK_50_equal_totals_may_favour_the_player_who_did_not_move_last():
    end = ended("B", 0, (20, 20), mover=1)
    assert [line.text for line in narrate.victory_lines(end, Reader(0, NAMES))][-1] == (
        "The totals are equal, and you win for not having moved last.")
    assert [line.text for line in narrate.victory_lines(end, Reader(1, NAMES))][-1] == (
        "The totals are equal, and Bea wins for not having moved last.")
    assert [line.text for line in narrate.victory_lines(end, Reader(1, NAMES))][1] == "Your hand totals 20, Bea's 20."
    assert words.HAND_TOTALS(player=Seat(1), mine=20, other=Seat(0), theirs=20).text(Reader(0, NAMES)) == (
        "Ugo's hand totals 20, yours 20.")


def test_SK_25_a_square_is_named_with_its_owner_to_each_reader():
    p = position({"e3": [("7F", "Bianco")]}, hands=([], ["QC", "QP"]), to_move=1)
    after = p.apply("QP@e3")
    assert both(lambda r: narrate.square_words(p, "e3", r)) == ("e3: your 7 of Forbici", "e3: Bea's 7 of Forbici")
    assert both(lambda r: narrate.square_words(after, "e3", r)) == (
        "e3: Ugo's Queen of Pietra, on top of a stack of 2", "e3: your Queen of Pietra, on top of a stack of 2")


# --- refusals said to you and by name ------------------------------------------------------------

def refusal(state, action):
    error = state.explain(action)
    return error.clause, error.words(Reader(0, NAMES)), error.words(Reader(1, NAMES))


def test_SK_26_a_card_of_the_other_hand_is_refused_to_each_reader():
    game = new_game(seed=16).apply("7F@d3")
    assert refusal(game, "7C@d4") == ("SK-26", "the 7 of Carta is in your hand, and it is Ugo's turn",
                                      "the 7 of Carta is in Bea's hand, and it is your turn")
    assert refusal(game, "7F@d4")[1:] == ("the 7 of Forbici is not in Ugo's hand",
                                          "the 7 of Forbici is not in your hand")


def test_SK_9_the_exclusivity_names_who_holds_the_centre():
    p = position({"b2": [("5C", "Nero")], "a2": [("3F", "Nero")]}, hands=(["9C", "2P"], ["8F"]), to_move="Bianco")
    assert refusal(p, "9C@a1") == ("SK-9", "Ugo holds the centre b2, so the vertex a1 is closed to you",
                                   "you hold the centre b2, so the vertex a1 is closed to Bea")
    held = {"a1": [("3C", "Nero")], "a2": [("4C", "Nero")], "b2": [("JF", "Nero")]}
    strict = position(held, hands=(["8F", "2P"], ["2C"]), reverser_ignores_exclusivity=False)
    assert refusal(strict, "8F@a1")[1:] == (
        "Ugo holds the centre b2, so the vertex a1 is closed to you; in this variant not even a Ribaltone opens it",
        "you hold the centre b2, so the vertex a1 is closed to Bea; in this variant not even a Ribaltone opens it")


def test_SK_20_a_losing_card_stays_in_the_hand_of_whoever_tried_it():
    p = position({"e3": [("7F", "Bianco")]}, hands=([], ["QC", "QP"]), to_move=1)
    clause, to_bea, to_ugo = refusal(p, "QC@e3")
    assert clause == "SK-20"
    assert to_ugo == ("the Queen of Carta does not beat the 7 of Forbici on e3: Forbici cut Carta, so it stays in "
                      "your hand")
    assert to_bea.endswith("so it stays in Ugo's hand")
    assert str(p.explain("QC@e3")).endswith("so it stays in Nero's hand")     # developers read the game's names


def test_SK_A23_draw_and_pass_are_refused_while_a_card_can_be_laid():
    game = new_game(seed=16)
    assert refusal(game, "draw") == ("SK-A23", "you can lay a card, and a card is drawn only when none can be laid",
                                     "Bea can lay a card, and a card is drawn only when none can be laid")
    assert refusal(game, "pass")[1:] == ("you can lay a card: passing is allowed only when no card can be laid",
                                         "Bea can lay a card: passing is allowed only when no card can be laid")


def test_SK_27_passing_is_refused_while_a_card_can_be_drawn():
    p = position({"c3": [("7F", "Bianco")]}, hands=([], ["2C"]), to_move=0)
    assert refusal(p, "pass") == ("SK-27", "you cannot lay a card and hold fewer than 10 cards, so you must draw, "
                                           "not pass",
                                  "Bea cannot lay a card and holds fewer than 10 cards, so must draw, not pass")


def test_SK_29_the_full_hand_refusal_is_said_to_you_and_by_name():
    # a full hand with no card to lay needs a nearly full board: the sentence is checked on its own
    message = words.FULL_HAND_MUST_PASS(player=Seat(0), n=10)
    assert (message.text(Reader(0, NAMES)), message.text(Reader(1, NAMES))) == (
        "you hold 10 cards, the limit: with no card to lay, you pass",
        "Bea holds 10 cards, the limit: with no card to lay, the turn is passed")


# --- whole games by clicks ------------------------------------------------------------------------

def test_a_click_on_an_old_view_is_refused_in_words_not_applied():
    table = TableSession("skemino", seed=5, pause_ms=0)
    view = to_my_turn(table)
    key = sorted(table.next_keys(()))[0]
    old = view["v"]
    table.handle({"do": "review", "step": 0})
    states = len(table.states)
    view = table.handle({"do": "click", "key": key, "v": old})
    assert len(table.states) == states and "changed before your click" in view["say"]["text"]


def test_the_table_speaks_italian_where_the_catalogue_has_no_sentence_yet_english():
    table = TableSession("skemino", seed=5, pause_ms=0, lang="it")
    assert_plain_words(to_my_turn(table))


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), clicks=st.integers(0, 2**32 - 1),
       variant=st.sampled_from([{}, {"beaten_card_policy": "return_to_owner"}, {"refill_after_play": True},
                                {"draw_then_play": True}, {"hand_limit": 5}, {"setup_card": True}]))
def test_a_whole_game_by_clicks_reads_in_plain_words_and_ends_saying_which_victory(seed, clicks, variant):
    table = TableSession("skemino", seed=seed, pause_ms=0, options=variant)
    most = [0]

    def check(view):
        assert_plain_words(view)
        most[0] = max(most[0], worded_buttons(view))
        viewer = table.viewer()
        assert_hides_what_viewer_cannot_see(ADAPTER, table.state, viewer, Reader(viewer, tuple(table.names())))

    play_by_clicks(table, random.Random(clicks), check=check)
    view = table.view()
    assert table.state.is_terminal() and most[0] <= 12
    assert view["status"]["tone"] == "end"
    kind = table.state.outcome.kind
    clauses = {line["clause"] for line in view["history"][-3:]}
    assert kind == "max_placements" or clauses & VICTORY_CLAUSES, view["history"][-3:]
