"""Machiavelli at the live table, clicked from Python: a turn is built on the table itself (cards picked
in the hand or in any group, then put in a group, a new group or back in the hand, by clicks or by a
drop), each group says whether it is valid and why not, the play button says what playing would do, and
the engine judges the whole table; the log tells the turn in sentences ("you" and names, cards with
their suits); plain words only, no hidden card shown, a dozen worded buttons at most."""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from engine.cards import parse_french_cards
from engine.machiavelli import Play, new_game, position, words
from engine.machiavelli.narrate import describe
from engine.words import Reader, Said, Seat, placeholders
from tests.table_checks import assert_hides_what_viewer_cannot_see, assert_plain_words, notation_problems, \
    worded_buttons
from widgets.table import TableSession
from widgets.table.machiavelli import ADAPTER

NAMES = ("Dora", "Anna", "Bruno")


# --- helpers: a table, its places and its cards ---------------------------------------------------

def at_table(state, **kwargs) -> TableSession:
    """A person at seat 0 facing the beginner, seated at ``state`` (a position set up by hand)."""
    table = TableSession("machiavelli", players=state.num_players, pause_ms=0, **kwargs)
    table.states = [state]
    table.workspace = None
    return table


def send(table, message: dict) -> dict:
    return table.handle({**message, "v": table.view()["v"]})


def click(table, key: str) -> dict:
    return send(table, {"do": "click", "key": key})


def to_my_turn(table) -> dict:
    table.run_computers()
    return table.view()


def groups(view) -> list[dict]:
    """The table's groups as drawn (the new-group place last, while building a turn)."""
    return next((z["groups"] for z in view["zones"] if z["kind"] == "groups"), [])


def hand(view) -> dict:
    return next(z for z in view["zones"] if z["id"] == "hand")


def key_of(zone: dict, name: str) -> str:
    """The key of the card called ``name`` (7♣) in a zone."""
    return next(item["key"] for item in zone["items"] if item["name"] == name)


def group_with(view, names: str) -> tuple[int, dict]:
    wanted = Counter(names.split())
    return next((i, g) for i, g in enumerate(groups(view)) if Counter(it["name"] for it in g["items"]) == wanted)


def choice(view, key: str) -> dict | None:
    return next((c for c in view["choices"] if c["key"] == key), None)


def new_lines(table, at: int) -> list[str]:
    """The log's sentences about the move that made state number ``at``."""
    return [line.text for line in describe(table.states[at - 1], table.states[at], table.reader())]


# --- each kind of turn by pointing -------------------------------------------------------------------

def test_MA_14_drawing_is_one_click_on_the_first_worded_choice():
    table = TableSession("machiavelli", seed=11, pause_ms=0, options={"first_turn": "normal"})
    view = to_my_turn(table)
    draw = view["choices"][0]
    assert draw == {"key": "draw", "label": "Draw a card", "primary": True}
    held, at = len(table.state.hands[0]), len(table.states)
    click(table, "draw")
    assert table.notations[at - 1] == "draw" and len(table.states[at].hands[0]) == held + 1
    assert new_lines(table, at) == ["You draw a card from the tallone."]


def test_MA_8_the_opening_turn_is_only_a_draw_and_a_card_clicked_says_why():
    table = next(t for t in (TableSession("machiavelli", seed=s, pause_ms=0) for s in range(30))
                 if t.state.current_player == 0)
    view = table.view()
    assert table.state.opening
    assert [c["label"] for c in view["choices"]] == ["Draw a card"]
    assert view["status"]["text"] == "Your turn. The first turn of the hand is only a draw: click Draw a card."
    assert not any(item.get("drag") for item in hand(view)["items"])
    view = click(table, hand(view)["items"][0]["key"])
    assert len(table.states) == 1 and view["say"]["clause"] == "MA-A4"
    assert view["say"]["text"] == "On your first turn of the hand you only draw the top card of the tallone."


def test_MA_9_cards_of_the_hand_picked_then_put_in_a_new_group_are_laid_as_a_new_combination():
    table = at_table(position(["7S 7H 7D KC", None], "3C 4C 5C"))
    view = table.view()
    for name in ("7♠", "7♥", "7♦"):
        view = click(table, key_of(hand(view), name))
    assert view["say"]["text"] == "7♠ 7♥ 7♦ picked: click a group, New group or your hand to put them there."
    place = groups(view)[-1]
    assert place["drop"] == "to:new" and place["target"]["key"] == "to:new"
    view = click(table, "to:new")
    _, made = group_with(view, "7♠ 7♥ 7♦")
    assert made["ok"] is True and made["label"] == "Set"
    assert view["say"] == {"text": "7♠ 7♥ 7♦ is a valid set.", "tone": "ok"}
    assert choice(view, "play") == {"key": "play", "label": "Play this table: lay 3 cards", "primary": True}
    click(table, "play")
    assert table.state.table == position([None, None], "3C 4C 5C | 7S 7H 7D").table
    assert new_lines(table, 1) == ["You lay 7♠ 7♥ 7♦ as a new set."]


def test_MA_9_a_card_dragged_onto_a_group_joins_it_and_the_log_says_where():
    table = at_table(position(["6C KH", None], "3C 4C 5C | 9S 9H 9D"))
    view = table.view()
    index, run = group_with(view, "3♣ 4♣ 5♣")
    assert run["drop"] == f"to:{index}" and all(item["drag"] for item in hand(view)["items"])
    view = send(table, {"do": "drop", "keys": [key_of(hand(view), "6♣")], "to": run["drop"]})
    _, grown = group_with(view, "3♣ 4♣ 5♣ 6♣")
    assert grown["ok"] is True and [item["name"] for item in grown["items"]] == ["3♣", "4♣", "5♣", "6♣"]
    click(table, "play")
    assert new_lines(table, 1) == ["You add 6♣ to the run 3♣ 4♣ 5♣."]
    assert [line.text for line in describe(table.states[0], table.states[1], Reader(1, NAMES))] == \
        ["Dora adds 6♣ to the run 3♣ 4♣ 5♣."]


def test_MA_10_a_card_of_the_table_moved_to_another_group_and_a_card_laid_are_told_as_such():
    table = at_table(position(["AC KH", None], "2C 3C 4C 5C | 5S 5H 5D"), names=["Dora", "Anna"])
    view = table.view()
    view = click(table, key_of(group_with(view, "2♣ 3♣ 4♣ 5♣")[1], "5♣"))
    view = click(table, f"to:{group_with(view, '5♠ 5♥ 5♦')[0]}")
    assert group_with(view, "5♠ 5♥ 5♦ 5♣")[1]["ok"] is True and group_with(view, "2♣ 3♣ 4♣")[1]["ok"] is True
    assert choice(view, "play")["label"] == "Play this table: nothing laid, so draw a card"      # MA-A8
    view = click(table, key_of(hand(view), "A♣"))
    view = click(table, f"to:{group_with(view, '2♣ 3♣ 4♣')[0]}")
    assert choice(view, "play")["label"] == "Play this table: lay 1 card"
    click(table, "play")
    said = [line.text for line in describe(table.states[0], table.states[1], Reader(0, ("Dora", "Anna")))]
    assert said == ["You add A♣ to the run 2♣ 3♣ 4♣ 5♣.",             # in the order of the table played
                    "You move 5♣ from the run 2♣ 3♣ 4♣ 5♣ to the set 5♠ 5♥ 5♦."]
    said = [line.text for line in describe(table.states[0], table.states[1], Reader(1, ("Dora", "Anna")))]
    assert said[1] == "Dora moves 5♣ from the run 2♣ 3♣ 4♣ 5♣ to the set 5♠ 5♥ 5♦."


def test_MA_10_a_run_split_with_a_card_laid_in_the_middle():
    state = position(["5C KH", None], "3C 4C 5C 6C 7C")
    split = next(a for a in state.legal_actions() if str(a) == "play 3C 4C 5C | 5C 6C 7C")
    after = state.apply(split)
    assert [line.text for line in describe(state, after, Reader(1, NAMES))] == [
        "Dora lays 5♣ and moves 6♣ 7♣ from the run 3♣ 4♣ 5♣ 6♣ 7♣ to make the new run 5♣ 6♣ 7♣."]
    assert [line.text for line in describe(state, after, Reader(0, NAMES))] == [
        "You lay 5♣ and move 6♣ 7♣ from the run 3♣ 4♣ 5♣ 6♣ 7♣ to make the new run 5♣ 6♣ 7♣."]
    assert ADAPTER.move_words(state, split, Reader(0)) == \
        "Lay 5♣ and move 6♣ 7♣ from the run 3♣ 4♣ 5♣ 6♣ 7♣ to make the new run 5♣ 6♣ 7♣"


def test_MA_10_a_move_of_several_steps_is_named_step_by_step_for_the_list_and_a_computers_reasons():
    state = position(["AC KH", None], "2C 3C 4C 5C | 5S 5H 5D")
    move = state.parse_action("play AC 2C 3C 4C | 5S 5H 5D 5C")
    assert ADAPTER.move_words(state, move, Reader(0)) == ("Add A♣ to the run 2♣ 3♣ 4♣ 5♣, then move 5♣ from the "
                                                          "run 2♣ 3♣ 4♣ 5♣ to the set 5♠ 5♥ 5♦")
    assert ADAPTER.move_words(state, state.parse_action("draw"), Reader(0)) == "Draw a card"


def test_MA_11_a_card_that_was_on_the_table_never_goes_back_to_the_hand_but_one_laid_this_turn_does():
    table = at_table(position(["6C KH", None], "3C 4C 5C"))
    view = table.view()
    before = json.dumps(groups(view))
    click(table, key_of(groups(view)[0], "5♣"))
    view = click(table, "to:hand")
    assert view["say"]["clause"] == "MA-11" and view["say"]["tone"] == "error"
    assert view["say"]["text"] == ("5♣ was on the table when your turn began; table cards never go back into a "
                                   "hand.")
    click(table, "again")
    assert json.dumps(groups(table.view())) == before
    view = send(table, {"do": "drop", "keys": [key_of(hand(table.view()), "6♣")], "to": "to:0"})
    view = click(table, key_of(groups(view)[0], "6♣"))
    assert hand(view)["target"] == {"key": "to:hand", "label": "Back to hand"}
    view = click(table, "to:hand")
    assert view["say"]["text"] == "6♣ went back to your hand." and "6♣" in [i["name"] for i in hand(view)["items"]]
    assert choice(view, "play") is None and choice(view, "draw")["label"] == "Draw a card"


def test_MA_11_the_identical_card_laid_this_turn_goes_back_instead_of_the_tables_own():
    table = at_table(position(["5C KH", None], "3C 4C 5C 6C | 5S 5H 5D"))
    view = table.view()
    view = send(table, {"do": "drop", "keys": [key_of(hand(view), "5♣")], "to": f"to:{group_with(view, '5♠ 5♥ 5♦')[0]}"})
    run = group_with(view, "3♣ 4♣ 5♣ 6♣")[1]
    view = send(table, {"do": "drop", "keys": [key_of(run, "5♣")], "to": "to:hand"})    # the run's own 5♣
    assert view["say"]["tone"] == "note"
    assert group_with(view, "3♣ 4♣ 5♣ 6♣")[1]["ok"] and group_with(view, "5♠ 5♥ 5♦")[1]["ok"]
    assert Counter(i["name"] for i in hand(view)["items"]) == Counter(["5♣", "K♥"])


def test_MA_12_each_group_says_valid_or_not_with_the_engines_reason_as_it_is_built():
    table = at_table(position(["7S 7H KH", None], "3C 4C 5C 6C"))
    view = table.view()
    view = click(table, key_of(hand(view), "7♠"))
    view = click(table, "to:new")
    _, lone = group_with(view, "7♠")
    assert lone["ok"] is False and lone["label"] == "Not valid"
    assert lone["note"] == "Only 1 card: a combination needs at least 3."
    assert view["say"]["text"] == "7♠ is not valid yet: only 1 card: a combination needs at least 3."
    view = send(table, {"do": "drop", "keys": [key_of(hand(view), "K♥")], "to": f"to:{group_with(view, '7♠')[0]}"})
    _, mixed = group_with(view, "7♠ K♥")
    assert mixed["note"] == "Only 2 cards: a combination needs at least 3."
    view = send(table, {"do": "drop", "keys": [key_of(groups(view)[0], "6♣")], "to": f"to:{group_with(view, '7♠ K♥')[0]}"})
    _, three = group_with(view, "6♣ 7♠ K♥")
    assert three["ok"] is False and three["note"] == ("This group is neither a set (one rank, different suits) nor "
                                                      "a run (one suit, in sequence).")
    assert group_with(view, "3♣ 4♣ 5♣")[1]["ok"] is True


def test_MA_15_an_invalid_table_says_its_cost_and_playing_it_anyway_takes_the_penalty():
    table = at_table(position(["7S 7H 9C", None], "3C 4C 5C", stock_top="2D 3D 4D"))
    view = table.view()
    view = send(table, {"do": "drop", "keys": [key_of(hand(view), "7♠"), key_of(hand(view), "7♥")], "to": "to:new"})
    play = choice(view, "play")
    assert play == {"key": "play", "label": "Play it anyway: not valid, a failed operation costs 3 cards"}
    assert choice(view, "draw")["label"] == "Draw a card instead (the table goes back)"
    click(table, "play")
    after = table.state
    assert after.table == position([None, None], "3C 4C 5C").table and len(after.hands[0]) == 6
    assert new_lines(table, 1) == ["Your table is not valid: in 7♠ 7♥, only 2 cards: a combination needs at least 3.",
                                   "The table and your hand go back as they were.",
                                   "You take 3 cards as the penalty."]
    assert [line.clause for line in describe(table.states[0], after, table.reader())] == ["MA-6", "MA-A6", "MA-15"]


def test_MA_A6_with_no_penalty_an_invalid_table_cannot_be_played_and_says_why():
    table = at_table(position(["7S 7H 9C", None], "3C 4C 5C", failed_operation_penalty=0))
    view = table.view()
    view = send(table, {"do": "drop", "keys": [key_of(hand(view), "7♠"), key_of(hand(view), "7♥")], "to": "to:new"})
    play = choice(view, "play")
    assert play["off"] is True and play["clause"] == "MA-6"
    assert play["why"] == "This table cannot be played: in 7♠ 7♥, only 2 cards: a combination needs at least 3."
    view = click(table, "play")
    assert len(table.states) == 1 and view["say"]["clause"] == "MA-6" and view["say"]["tone"] == "error"
    view = send(table, {"do": "drop", "keys": [key_of(hand(view), "9♣")], "to": f"to:{group_with(view, '7♠ 7♥')[0]}"})
    assert choice(view, "play")["why"] == ("This table cannot be played: 7♠ 7♥ 9♣ is neither a set (one rank, "
                                           "different suits) nor a run (one suit, in sequence).")


def test_MA_13_start_again_puts_everything_back_and_the_hint_sets_out_the_best_table():
    table = at_table(position(["6H 6D 9S KH", None], "3C 4C 5C 6C"))
    view = table.view()
    start = json.dumps([groups(view), hand(view)])
    send(table, {"do": "drop", "keys": [key_of(hand(view), "9♠")], "to": "to:0"})
    view = click(table, "again")
    assert view["say"]["text"] == "The table and your hand are back as they were at the start of your turn."
    assert json.dumps([groups(view), hand(view)]) == start
    view = click(table, "hint")
    assert view["say"]["text"] == ("Hint: this table lays 2 cards, the most your hand can lay now. Play it, or "
                                   "change it.")
    assert group_with(view, "6♥ 6♦ 6♣")[1]["ok"] and group_with(view, "3♣ 4♣ 5♣")[1]["ok"]
    click(table, "play")
    assert table.state.hands[0] == position(["9S KH", None]).hands[0]


def test_a_hint_the_solver_cannot_work_out_leaves_the_turn_as_it_was(monkeypatch):
    import widgets.table.machiavelli as adapter

    def no_answer(state):
        raise ValueError("MA-12: no arrangement puts every table card in a valid combination")

    table = at_table(position(["6C KH", None], "3C 4C 5C"))
    view = send(table, {"do": "drop", "keys": [key_of(hand(table.view()), "6♣")], "to": "to:0"})
    monkeypatch.setattr(adapter, "best_play", no_answer)
    view = click(table, "hint")
    assert view["say"]["text"] == "No hint could be worked out for this table: build your turn by hand, or draw a card."
    assert group_with(view, "3♣ 4♣ 5♣ 6♣")[1]["ok"] and len(table.states) == 1


def test_MA_14_a_hint_with_nothing_to_lay_says_so():
    table = at_table(position(["KH 2S", None], "3C 4C 5C"))
    view = click(table, "hint")
    assert view["say"]["text"] == ("No card of your hand can be laid this turn, however the table is rearranged: "
                                   "draw a card.")


def test_MA_A5_with_the_tallone_empty_the_draw_says_what_follows():
    view = at_table(position(["KH 2S", None], "3C 4C 5C", stock_size=0)).view()
    assert choice(view, "draw")["label"] == "Draw: the tallone is empty, so the hand ends"
    view = at_table(position(["KH 2S", None], "3C 4C 5C", stock_size=0,
                             stock_exhausted="pass_until_all_pass")).view()
    assert choice(view, "draw")["label"] == "Pass: the tallone is empty"


def test_MA_A12_the_hourglass_is_said_not_to_be_kept_at_this_table():
    table = TableSession("machiavelli", seed=3, pause_ms=0, options={"turn_timer_seconds": 60})
    texts = [z.get("text") for z in to_my_turn(table)["zones"] if z["kind"] == "note"]
    assert "This table keeps no hourglass: take the time you need." in texts


def test_the_play_button_speaks_the_engines_outcome_for_every_table_built():
    """Whatever is built, the button's words are the engine's table_outcome, and playing does what it said."""
    rng = random.Random(4)
    for seed in range(6):
        table = TableSession("machiavelli", seed=seed, pause_ms=0, options={"first_turn": "normal"})
        view = to_my_turn(table)
        for _ in range(3):
            view = rearrange_at_random(table, view, rng)
        turn = table.current_workspace()
        outcome = turn.outcome()
        play = choice(view, "play")
        if play is None:
            assert not turn.changed()
            continue
        at = len(table.states)
        click(table, "play")
        event = table.states[at].last_event
        laid = len(outcome.laid)
        if outcome.valid and laid:
            assert play["label"] == f"Play this table: lay {laid} card{'s' if laid != 1 else ''}"
            assert event.find("laid").value == laid
        elif outcome.valid:
            assert play["label"] == "Play this table: nothing laid, so draw a card"
            assert event.find("rearranged") is not None and event.find("draw").value == outcome.draws
        else:
            assert play["label"] == f"Play it anyway: not valid, a failed operation costs {outcome.draws} cards"
            assert event.find("refused").clause == outcome.fault.clause
            assert event.find("penalty").value == outcome.draws


def test_a_click_on_an_old_view_is_refused_in_words_not_applied():
    table = at_table(position(["6C KH", None], "3C 4C 5C"))
    old = table.view()["v"]
    click(table, "hint")
    view = table.handle({"do": "click", "key": "play", "v": old})
    assert len(table.states) == 1 and "changed before your click" in view["say"]["text"]


def test_a_drop_of_something_that_is_not_a_card_changes_nothing():
    table = at_table(position(["6C KH", None], "3C 4C 5C"))
    view = send(table, {"do": "drop", "keys": ["c99"], "to": "to:0"})
    assert view["say"]["text"] == "That card is not one you can pick now." and len(table.states) == 1
    view = send(table, {"do": "click", "key": "to:7"})
    assert view["say"]["tone"] == "note"         # nothing picked: it says to pick first
    click(table, key_of(hand(table.view()), "6♣"))
    view = click(table, "to:7")
    assert view["say"]["text"] == "There is no such place on the table now: look again and click."


def test_every_move_of_the_list_is_said_in_words_and_plays_that_move():
    table = TableSession("machiavelli", seed=8, pause_ms=0, seats=["human", "greedy", "greedy"],
                         options={"first_turn": "normal"})
    view = to_my_turn(table)
    moves = view["moves"]
    assert moves[0]["text"] == "Draw a card" and all(not notation_problems(m["text"]) for m in moves)
    assert len({m["text"] for m in moves}) == len(moves)
    last = moves[-1]
    send(table, {"do": "move", "i": last["i"]})
    assert table.notations[-1] == str(table.states[-2].legal_actions()[last["i"]])


# --- the events the log is told from ------------------------------------------------------------------

def rebuilt_table(before, event) -> tuple[Counter, Counter]:
    """The table ``event``'s change consequences make of ``before``'s, and the cards they took from the hand."""
    table = [Counter(group) for group in before.table]
    made, moving, from_hand = [], Counter(), Counter()  # type: list, Counter, Counter
    for c in event.consequences:
        cards = Counter(parse_french_cards(list(c.cards)))
        if c.kind == "taken":
            assert cards <= table[c.value], "taken from a group that does not hold the cards"
            table[c.value] -= cards
            moving += cards
        elif c.kind in ("added", "new_group"):
            came = cards & moving
            moving -= came
            from_hand += cards - came
            if c.kind == "added":
                table[c.value] += cards
            else:
                made.append(cards)
                assert c.value == sum((cards - came).values())
    assert not moving, "cards taken from a group and put nowhere"
    groups = Counter(frozenset(g.items()) for g in table + made if g)
    return groups, from_hand


@pytest.mark.parametrize("seed", range(4))
def test_MA_10_MA_13_a_turns_changes_rebuild_the_table_played_from_the_table_before(seed):
    """Every play, listed or rearranged at random: the 'taken', 'added' and 'new_group' consequences turn the
    table as it was into the table played, with exactly the cards laid from the hand."""
    rng = random.Random(seed)
    state = new_game(players=3, seed=seed, first_turn="normal")
    checked = 0
    while not state.is_terminal() and checked < 30:
        plays = [a for a in state.legal_actions() if isinstance(a, Play)][:4]
        plays += [a for a in rng.sample(state.expressible_actions(), 6) if isinstance(a, Play)
                  and state.explain(a) is None and state.table_outcome(a).valid]
        for play in plays:
            after = state.apply(play)
            groups, from_hand = rebuilt_table(state, after.last_event)
            played = state.parse_action(str(play)).table
            assert groups == Counter(frozenset(Counter(g).items()) for g in played), str(play)
            laid = after.last_event.find("laid")
            assert from_hand == Counter(parse_french_cards(list(laid.cards)) if laid else ())
            checked += 1
        state = state.apply(rng.choice(state.legal_actions()))
    assert checked >= 30


# --- the sentences: said to you, and by name ---------------------------------------------------------

SAMPLE = {"n": 2, "number": 1, "hands": 4, "cards": "5♣ 6♣ 7♣", "group": "3♣ 4♣ 5♣", "target": "5♠ 5♥ 5♦",
          "new_group": "5♣ 6♣ 7♣", "taken": "6♣ 7♣", "kind": words.RUN, "target_kind": words.SET,
          "new_kind": words.RUN, "reason": "only 2 cards: a combination needs at least 3", "points": "+3",
          "card": "5♣", "players": "7", "action": "Pass()", "why": "unreadable"}
SEAT_SENTENCES = sorted((name, said) for name, said in vars(words).items()
                        if isinstance(said, Said) and (said.you or said.yours))


@pytest.mark.parametrize("name,said", SEAT_SENTENCES, ids=[n for n, _ in SEAT_SENTENCES])
def test_every_sentence_about_a_player_is_said_to_you_and_by_name(name, said):
    seat_name = "dealer" if "dealer" in said.yours else "player"
    params = {k: v for k, v in SAMPLE.items() if k in placeholders(" ".join(said.texts())) or k == "n"}
    params[seat_name] = Seat(1)
    to_you = said(**params).text(Reader(1, NAMES))
    by_name = said(**params).text(Reader(0, NAMES))
    assert to_you != by_name and not notation_problems(to_you) and not notation_problems(by_name)
    assert "Anna" not in to_you and "you" in to_you.lower()
    if seat_name in placeholders(said.text):
        assert "Anna" in by_name


def test_MA_16_the_close_and_the_hand_results_are_said_to_each_reader():
    state = position(["7S 7H 7D 7C", "3S 4S 5S 6S", "2H 3H 4H 5H 6H 7H 8H"], "", hands_per_match=2)
    after = state.apply("play 7S 7H 7D 7C")
    to_you = [line.text for line in describe(state, after, Reader(0, NAMES))]
    by_name = [line.text for line in describe(state, after, Reader(1, NAMES))]
    assert to_you[:6] == ["You lay 7♠ 7♥ 7♦ 7♣ as a new set.", "You have no card left and close.", "Hand 1 is over.",
                          "You end the hand with no card: +11.", "Anna ends the hand with 4 cards: −4.",
                          "Bruno ends the hand with 7 cards: −7."]
    assert by_name[1] == "Dora has no card left and closes." and by_name[4] == "You end the hand with 4 cards: −4."


def test_MA_A10_the_match_ends_naming_the_winner_to_each_reader():
    state = position(["7S 7H 7D 7C", "3S 4S 5S 6S", None], "", hands_per_match=1)
    after = state.apply("play 7S 7H 7D 7C")
    assert [line.text for line in describe(state, after, Reader(0, NAMES))][-2:] == [
        "The match is over after 1 hand.", f"You win the match with +{4 + 13}."]
    assert describe(state, after, Reader(2, NAMES))[-1].text == "Dora wins the match with +17."


def test_MA_A5_an_empty_tallone_ends_the_hand_with_nobody_closing():
    state = position(["KH 2S", None], "3C 4C 5C", stock_size=0, hands_per_match=1)
    after = state.apply("draw")
    lines = [line.text for line in describe(state, after, Reader(0, ("Dora", "Anna")))]
    assert lines[:2] == ["You must draw, but the tallone is empty.",
                         "The tallone is empty: hand 1 ends with nobody closing."]


def test_MA_7_MA_8_the_deal_is_told_to_the_dealer_and_to_the_first_player():
    state = new_game(players=3, seed=2)
    dealer, first = state.dealer, state.first_player
    to_dealer = [line.text for line in describe(None, state, Reader(dealer, NAMES))]
    to_first = [line.text for line in describe(None, state, Reader(first, NAMES))]
    assert to_dealer[0] == "You deal hand 1 of 4." and to_first[1] == "You are di mano and play first."
    assert to_first[0] == f"{NAMES[dealer]} deals hand 1 of 4."


# --- whole games by clicks -------------------------------------------------------------------------

def rearrange_at_random(table, view, rng: random.Random) -> dict:
    """Pick one to three cards (of the hand or the table) and put them in a random place: a group, a new
    group or the hand; by clicks or by a drop."""
    cards = [item["key"] for g in groups(view) for item in g["items"]] + [i["key"] for i in hand(view)["items"]]
    if not cards or table.state.opening:
        return view
    picked = rng.sample(cards, min(len(cards), rng.randint(1, 3)))
    places = [g["drop"] for g in groups(view)] + ["to:hand"]
    target = rng.choice(places)
    if rng.random() < 0.5:
        return send(table, {"do": "drop", "keys": picked, "to": target})
    for key in picked:
        view = click(table, key)
    return click(table, target)


def assert_no_hidden_card(table, view) -> None:
    """Every card drawn is one the viewer may see (the table, their own hand; every hand for a viewer who
    sees all); a fresh turn built on a state whose hidden cards are dealt again looks the same."""
    state, viewer = table.state, table.viewer()
    seen = state.view(viewer).to_dict()
    visible = Counter(c for group in seen["table"] for c in group)
    if seen["hands"] is not None:
        visible += Counter(c for h in seen["hands"] for c in h)
    elif seen["my_hand"] is not None:
        visible += Counter(seen["my_hand"])
    shown = Counter(item["name"] for zone in view["zones"] for item in zone.get("items", ()))
    shown += Counter(item["name"] for g in groups(view) for item in g["items"])
    assert not shown - visible, f"cards shown that the viewer cannot see: {shown - visible}"
    if isinstance(viewer, int) and table.current_workspace() is not None:
        reader = table.reader()
        fresh = json.dumps(ADAPTER.workspace(state, viewer, reader).zones(reader), sort_keys=True)
        other = state.determinize(viewer, random.Random(1))
        again = json.dumps(ADAPTER.workspace(other, viewer, reader).zones(reader), sort_keys=True)
        assert fresh == again


def play_game_by_clicks(table, rng: random.Random, check, max_steps: int = 4000) -> None:
    view = table.view()
    for _ in range(max_steps):
        check(view)
        if table.state.is_terminal():
            return
        if table.computer_to_move():
            view = table.handle({"do": "advance", "v": view["v"]})
            continue
        roll = rng.random()
        if roll < 0.45:
            view = rearrange_at_random(table, view, rng)
        elif roll < 0.6:
            view = click(table, "hint")
        elif roll < 0.65:
            view = click(table, "again")
        else:
            keys = [c["key"] for c in view["choices"] if not c.get("off") and c["key"] in ("play", "draw")]
            view = click(table, rng.choice(keys) if rng.random() < 0.3 else keys[0])
    raise AssertionError("the game did not end")


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10_000), clicks=st.integers(0, 2**32 - 1), players=st.integers(2, 4),
       variant=st.sampled_from([{}, {"failed_operation_restore": "table_only"}, {"failed_operation_penalty": 0},
                                {"stock_exhausted": "pass_until_all_pass"}, {"first_turn": "draw_then_operate"},
                                {"allow_ace_both_ends_in_one_run": False}]))
def test_a_whole_match_by_clicks_reads_in_plain_words_and_hides_the_other_hands(seed, clicks, players, variant):
    table = TableSession("machiavelli", seed=seed, players=players, pause_ms=0,
                         options={"hands_per_match": 1, **variant})
    most = [0]

    def check(view):
        assert_plain_words(view)
        most[0] = max(most[0], worded_buttons(view))
        assert_no_hidden_card(table, view)
        viewer = table.viewer()
        assert_hides_what_viewer_cannot_see(ADAPTER, table.state, viewer, Reader(viewer, tuple(table.names())))

    play_game_by_clicks(table, random.Random(clicks), check)
    view = table.view()
    assert table.state.is_terminal() and view["status"]["tone"] == "end" and most[0] <= 4
    assert view["history"][-1]["clause"] == "MA-A10"


def test_a_teachers_table_shows_every_hand_once_and_the_turn_is_built_below():
    table = TableSession("machiavelli", seed=4, pause_ms=0, teacher=True, names=list(NAMES),
                         options={"first_turn": "normal"})
    view = table.view()
    seats = {z["seat"]: z for z in view["zones"] if z["kind"] == "seat"}
    assert all(seats[s]["items"] for s in seats) and not [z for z in view["zones"] if z["id"] == "hand"]
    view = to_my_turn(table)
    seats = {z["seat"]: z for z in view["zones"] if z["kind"] == "seat"}
    assert table.current_workspace() is not None and table.state.current_player == 0
    assert not seats[0]["items"] and seats[1]["items"] and seats[2]["items"]
    assert [i["name"] for i in hand(view)["items"]] == [str(c) for c in table.state.hands[0]]
    assert hand(view)["label"] == "Dora's hand"
    assert_plain_words(view)


def test_the_table_reads_in_plain_words_in_italian_too():
    table = TableSession("machiavelli", seed=5, pause_ms=0, lang="it")
    assert_plain_words(to_my_turn(table))


def test_a_table_of_computers_is_watched_with_every_hand_hidden():
    table = TableSession("machiavelli", seed=6, seats=["random", "random"], pause_ms=0)
    view = table.view()
    assert table.viewer() is None and not [z for z in view["zones"] if z["id"] == "hand"]
    assert not any(z["items"] for z in view["zones"] if z["kind"] == "seat")
    assert_plain_words(view)
