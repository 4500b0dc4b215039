"""come-quando-frederik-piange at the live table, clicked from Python: the draw phase by clicking the drawn
cards, a battle action as your card, then the target, then only the verbs legal for that pair (said with why),
pairs, triples and N-th-card draws by picking cards, protect and interrupt as one click; refusals in the
engine's words; one action never offered twice; plain words only; nothing hidden shown or told."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from engine import EVERYONE
from engine.cards import parse_french_card
from engine.frederik import battle_position, narrate, words
from engine.frederik.actions import DrawNth, Redraw, Targeted
from engine.words import Reader, Said, Seat, placeholders, sentence
from tests.table_checks import (assert_hides_what_viewer_cannot_see, assert_plain_words, notation_problems,
                                play_by_clicks, worded_buttons)
from widgets.table import TableSession
from widgets.table.frederik import ADAPTER, PILE, sum_paths


def click(table, key):
    return table.handle({"do": "click", "key": key, "v": table.view()["v"]})


def table_at(state, seats=None):
    """A table seated as ``seats`` (you at seat 0 against the beginner by default) at a position set up by
    hand: the session's list of states starts there."""
    seats = seats or ["human"] + ["random"] * (state.num_players - 1)
    table = TableSession("frederik", seats=seats, seed=0, pause_ms=0)
    table.states = [state]
    return table


def zone(view, zone_id):
    return next(z for z in view["zones"] if z["id"] == zone_id)


def lit(view) -> set:
    found = {c["key"] for c in view["choices"] if c.get("lit")}
    for z in view["zones"]:
        found |= {item["key"] for item in z.get("items", ()) if item.get("lit")}
    return found


def choice_labels(view) -> dict:
    return {c["key"]: c["label"] for c in view["choices"]}


def history(view) -> list[str]:
    return [line["text"] for line in view["history"]]


def card(text):
    return parse_french_card(text)


# --- the draw phase: the drawn cards are clicked --------------------------------------------------------

def test_FP_5_a_draw_turn_is_made_by_clicking_the_drawn_cards_and_the_prompt_says_what_each_click_does():
    table = TableSession("frederik", seed=4, players=2, pause_ms=0, options={"first_player": 0})
    view = table.view()
    drawn = list(table.state.drawn)
    assert [item["key"] for item in zone(view, "drawn")["items"]] == [c.ascii for c in drawn]
    assert view["status"]["text"] == ("Your turn. Keep one of your five drawn cards face down: click it. On this "
                                      "first draw turn you may instead keep all five face down.")
    assert choice_labels(view) == {"keepall": "Keep all five face down"}
    view = click(table, drawn[1].ascii)                                  # FP-5: one click keeps it
    assert table.notations == ["keep 2"] and f"You keep the {drawn[1]} face down." in history(view)
    assert view["status"]["text"] == ("Your turn. Put your drawn cards under the pile: click the one to go next "
                                      "(4 cards left; the last one follows by itself).")
    rest = [c for c in drawn if c != drawn[1]]
    for c in rest[:3]:                                                    # FP-6: each click puts one under
        view = click(table, c.ascii)
    assert table.notations[1:] == ["bottom 1", "bottom 1", "bottom 1"]
    assert table.state.pile[-4:] == tuple(rest)                           # in the order clicked, the last after
    assert f"Your last drawn card, the {rest[3]}, goes under the pile after it." in history(view)
    assert view["status"]["text"] == ("Your turn. End your draw turn: click the one face-down card to leave face "
                                      "down (the others turn face up), or turn them all face up.")
    assert choice_labels(view) == {"allup": "Turn them all face up"}
    view = click(table, drawn[1].ascii)                                   # FP-7: the one card left face down
    assert table.notations[-1] == "leave 1" and f"You leave the {drawn[1]} face down." in history(view)


def test_FP_8_keeping_all_five_face_down_is_a_worded_choice_on_the_first_draw_turn():
    table = TableSession("frederik", seed=4, players=2, pause_ms=0, options={"first_player": 0})
    view = click(table, "keepall")
    assert table.notations == ["keep all"]
    assert "You keep all five cards face down and wait for the battle." in history(view)
    table.run_computers()                                   # FP-A11: every later draw turn of yours is skipped
    view = table.view()
    assert table.state.phase == "battle" and table.state.current_player == 0
    assert "You kept all five cards face down and skip this draw turn." in history(view)


def test_FP_A11_keeping_all_five_is_not_offered_after_the_first_draw_turn():
    table = TableSession("frederik", seed=4, players=2, pause_ms=0, options={"first_player": 0})
    drawn = table.state.drawn
    for key in [c.ascii for c in drawn[:4]] + ["allup"]:
        click(table, key)
    table.run_computers()
    view = table.view()
    assert table.state.phase == "draw" and table.state.round == 2 and table.state.current_player == 0
    assert "keepall" not in choice_labels(view)
    assert view["status"]["text"] == ("Your turn. Keep one of your drawn cards face down: click it. The others then "
                                      "go under the pile.")


def test_FP_7_turning_every_card_up_is_a_worded_choice_and_the_others_see_only_what_turns_up():
    table = TableSession("frederik", seed=4, players=2, pause_ms=0, options={"first_player": 0})
    kept = table.state.drawn[0]
    for key in [kept.ascii] + [c.ascii for c in table.state.drawn[1:4]]:
        click(table, key)
    view = click(table, "allup")
    assert table.notations[-1] == "all up" and f"You turn {kept} face up." in history(view)
    other = Reader(1, ("Ugo", "Anna"))
    told = [line.text for i in range(len(table.states) - 1)
            for line in narrate.describe(table.states[i - 1] if i else None, table.states[i], other)]
    assert told[:4] == ["Ugo starts: the draw phase begins.", "Ugo draws 5 cards.",
                        "Ugo keeps one of the drawn cards face down.", "Ugo puts a drawn card under the pile."]
    assert all(str(c) not in line for line in told for c in table.states[0].drawn)
    last = narrate.describe(table.states[-2], table.states[-1], other)
    assert last[0].text == f"Ugo turns {kept} face up." and last[1].text.startswith("You draw 5 cards: ")


def test_FP_5_another_players_draw_turn_shows_their_drawn_cards_as_backs_and_tells_no_card():
    table = TableSession("frederik", seed=4, players=2, pause_ms=0, options={"first_player": 1})
    view = table.view()
    assert table.state.current_player == 1
    drawn = zone(view, "drawn")
    assert drawn["label"] == "Anna's drawn cards" and all(item["key"] is None for item in drawn["items"])
    table.run_computers()
    view = table.view()
    for line in history(view):
        for c in table.states[0].drawn:
            if c not in table.state.face_up(1):
                assert str(c) not in line, line


# --- the battle: your card, the target, the verb ------------------------------------------------------------

def test_FP_16_your_card_then_their_card_offers_only_the_legal_verbs_each_said_with_why():
    table = table_at(battle_position([["9D", "4C", "(QH)"], ["8D", "3S", "KC"]]))
    view = click(table, "9D")
    assert lit(view) == {"8D", "3S", "hide"}           # K♣ is higher, and a low action at it needs a club
    view = click(table, "8D")
    assert choice_labels(view) == {
        "do:swap_high:9D:8D": "Swap: your higher 9♦ for their 8♦, the highest diamond they show",
        "do:discard_high:9D:8D": "Discard: your higher 9♦ and their 8♦, the highest diamond they show, "
                                 "both under the pile"}
    assert all(c["lit"] for c in view["choices"])
    view = click(table, "do:swap_high:9D:8D")
    assert table.notations == ["swap_high 9♦ 8♦"]
    assert history(view)[-2:] == ["You declare a swap: your 9♦ for Anna's 8♦.", "You swap your 9♦ for Anna's 8♦."]
    told_to_anna = [line.text for line in narrate.describe(table.states[0], table.states[1], Reader(1, ("Bea", "Anna")))]
    assert told_to_anna == ["Bea declares a swap: the 9♦ for your 8♦.", "Bea swaps the 9♦ for your 8♦."]


def test_FP_17_a_low_swap_is_offered_only_against_the_lowest_card_of_the_suit_with_a_lower_card_of_it():
    table = table_at(battle_position([["2H", "7C"], ["KH", "10H", "4S"]]))
    view = click(table, "2H")
    assert "10H" in lit(view) and "KH" not in lit(view)
    view = click(table, "10H")
    assert choice_labels(view)["do:swap_low:2H:10H"] == "Swap: your lower 2♥ for their 10♥, the lowest heart they show"


def test_FP_31_a_protected_target_is_not_lit_and_a_click_on_it_says_why_and_changes_nothing():
    table = table_at(battle_position([["9D", "4C"], ["8D", "10D", "3S"]]))
    view = click(table, "9D")
    assert "8D" not in lit(view)
    states = len(table.states)
    view = click(table, "8D")
    assert len(table.states) == states and table.notations == [] and table.picked == ()
    assert view["say"] == {"text": "8♦ is protected by Anna's face-up 10♦: a high action needs the highest card of "
                                   "that suit its owner shows.", "clause": "FP-31", "tone": "error"}


def test_another_card_of_yours_clicked_after_a_card_of_yours_is_picked_instead():
    table = table_at(battle_position([["9D", "4C"], ["8D"]]))
    click(table, "9D")
    view = click(table, "4C")                      # another card of yours: a start of its own, it is picked instead
    assert table.picked == ("4C",) and view["say"]["tone"] == "note"
    view = click(table, "9D")
    assert table.picked == ("9D",)


def test_FP_22_a_steals_matching_cards_are_clicked_in_any_order_after_the_verb():
    state = battle_position([["9D", "8H", "3S", "(2S)"], ["8S", "4S", "KC"]])
    for order in (("8H", "3S"), ("3S", "8H")):
        table = table_at(state)
        click(table, "9D")
        view = click(table, "8S")
        verb = "do:steal_high:9D:8S"
        assert choice_labels(view)[verb] == ("Steal: their 8♠, the highest spade they show, for your higher 9♦; then "
                                            "pick 2 cards matching it")
        view = click(table, verb)
        assert lit(view) == {"8H", "3S", "2S"}
        view = click(table, order[0])
        assert lit(view) == {"8H", "3S", "2S"} - {order[0]}
        view = click(table, order[1])
        assert table.notations == ["steal_high 9♦ 8♠ with 3♠ 8♥"]
        assert "You declare a steal: your 9♦ for Anna's 8♠, showing 3♠ and 8♥ as matching cards." in history(view)


def test_FP_15_a_force_is_your_face_down_card_then_one_of_their_face_down_cards():
    table = table_at(battle_position([["5C", "(7H)"], ["8D", "(KD)", "(2S)"]]), seats=["human", "human"])
    table.handle({"do": "ready"})
    view = click(table, "7H")
    assert {"down:1:1", "down:1:2"} <= lit(view)
    names = {item["key"]: item["name"] for item in zone(view, "seat:1")["items"]}
    assert names["down:1:2"] == "Player 2's face-down card (2 of 2)"
    view = click(table, "down:1:2")
    assert view["cover"]["button"] == "I am Player 2: show my cards"     # the other person may interrupt
    table.handle({"do": "ready"})
    view = click(table, "pass")
    assert table.notations == ["force 7♥ 1:2", "pass"]
    assert history(view) == ["Player 1 turns up the 7♥ to force you to turn up one of your face-down cards.",
                             "You do not interrupt.", "You have to turn your 2♠ face up."]


def test_FP_14_hiding_is_your_face_up_card_then_a_worded_choice():
    table = table_at(battle_position([["5C", "9H"], ["8D"]]))
    click(table, "9H")
    view = click(table, "hide")
    assert table.notations == ["hide 9♥"] and history(view)[-1] == "You turn the 9♥ face down."


@pytest.mark.parametrize("clicks,notation,said", [
    (("7H", "7S", PILE), "pair 7♥ 7♠", "You put the pair 7♥ and 7♠ under the pile, in that order."),
    (("7S", "7H", PILE), "pair 7♠ 7♥", "You put the pair 7♠ and 7♥ under the pile, in that order."),
    (("7D", "7H", "7S", PILE), "triple 7♦ 7♥ 7♠", "You put the triple 7♦, 7♥ and 7♠ under the pile, in that order."),
])
def test_FP_10_FP_11_a_pair_or_a_triple_is_its_cards_in_the_order_they_go_under_the_pile_then_the_pile(
        clicks, notation, said):
    table = table_at(battle_position([["7H", "7S", "7D", "2C"], ["KC"]]))
    for key in clicks:
        view = click(table, key)
    assert table.notations == [notation]
    lines = history(view)
    assert said in lines and any(line.startswith("You draw ") and "cards face up: " in line for line in lines)


def test_FP_12_the_top_card_is_the_pile_then_a_worded_choice():
    table = table_at(battle_position([["5C"], ["8D"]], pile=["QS"]))
    view = click(table, PILE)
    assert choice_labels(view) == {"top": "Draw the top card"}
    view = click(table, "top")
    assert table.notations == ["draw top"]
    assert history(view)[-1] == "You draw the top card of the pile: Q♠, face up."


def test_FP_13_the_nth_card_is_the_pile_then_face_up_cards_adding_up_to_n_in_any_order():
    state = battle_position([["3C", "5D", "9S"], ["8D"]])
    for order in (("9S", "3C"), ("3C", "9S")):
        table = table_at(state)
        click(table, PILE)
        view = click(table, order[0])
        view = click(table, order[1])
        assert choice_labels(view)["nth:12"] == "Draw card number 12 from the top"
        view = click(table, "nth:12")
        assert table.notations == ["draw 12"]
        assert history(view)[-1] == f"You draw card number 12 from the top of the pile: {state.pile[11]}, face up."


def test_FP_13_every_reachable_n_can_be_clicked():
    state = battle_position([["3C", "5D", "9S", "AH"], ["8D"]])
    offered = {a.n for a in state.legal_actions() if isinstance(a, DrawNth)}
    clickable = {int(path[-1][4:]) for a in state.legal_actions() if isinstance(a, DrawNth)
                 for path in ADAPTER.paths(state, a)}
    assert offered == clickable == state.reachable(0)


def test_FP_13_many_face_up_cards_are_summed_left_to_right_to_keep_the_clicks_few():
    keys = tuple(f"{r}C" for r in range(2, 11))
    many = battle_position([list(keys), ["8D"]])
    paths = sum_paths(many.draw_sums(0))
    assert all(list(p) == sorted(p, key=keys.index) for group in paths.values() for p in group)
    few = battle_position([["3C", "5D"], ["8D"]])
    assert sum_paths(few.draw_sums(0))[8] == [("3C", "5D"), ("5D", "3C")]


# --- answers: one click, or let it pass ---------------------------------------------------------------------

def test_FP_A3_protection_is_one_click_on_the_face_down_card_that_protects():
    start = battle_position([["QC", "2S"], ["9H", "(KH)", "(3D)"]]).apply("swap_high QC 9H")
    table = table_at(start, seats=["random", "human"])
    view = table.view()
    assert view["status"]["text"] == ("Your turn. Anna declares a swap against your 9♥: click a face-down card of "
                                      "yours that protects it (it turns face up), or let it pass.")
    assert zone(view, "declared")["text"] == "Anna declares a swap: the Q♣ for your 9♥."
    assert table.next_keys(()) == {"KH", "pass"} and choice_labels(view) == {"pass": "Let it pass"}
    view = click(table, "KH")
    assert table.notations == ["protect K♥"]
    assert history(view)[-2:] == ["You protect your 9♥ with the K♥: the swap fails.", "Anna's Q♣ goes under the pile."]
    told_to_anna = [line.text for line in narrate.describe(table.states[0], table.states[1], Reader(0, ("Anna", "Ugo")))]
    assert told_to_anna == ["Ugo protects the 9♥ with the K♥: the swap fails.", "Your Q♣ goes under the pile."]


def test_FP_A3_a_face_down_card_that_does_not_protect_is_refused_with_the_rule():
    start = battle_position([["QC", "2S"], ["9H", "(KH)", "(3D)"]]).apply("swap_high QC 9H")
    table = table_at(start, seats=["random", "human"])
    view = click(table, "3D")
    assert table.notations == []
    assert view["say"]["clause"] == "FP-A2" and view["say"]["text"] == (
        "3♦ does not protect 9♥: against a high action it takes a higher card of the same suit.")


def test_FP_24_an_interrupt_is_one_click_on_a_matching_card_and_letting_it_pass_is_a_worded_choice():
    start = battle_position([["9C", "2S"], ["8D", "3D"], ["9H", "2C", "KH", "(QC)"]]).apply("swap_high 9C 8D")
    assert start.current_player == 2
    table = table_at(start, seats=["random", "random", "human"])
    view = table.view()
    assert view["status"]["text"] == ("Your turn. Anna declares a swap with the 9♣: you may cancel it by clicking a "
                                      "card of yours of the same number or suit, which goes under the pile; or let "
                                      "it pass.")
    assert table.next_keys(()) == {"9H", "2C", "QC", "pass"}
    view = click(table, "KH")
    assert view["say"]["clause"] == "FP-24" and table.notations == []
    view = click(table, "9H")
    assert table.notations == ["interrupt 9♥"]
    assert history(view)[-2:] == ["You put your 9♥ under the pile and cancel the swap.",
                                  "Anna's 9♣ goes under the pile before it; the 8♦ stays where it is."]


def test_FP_A4_letting_it_pass_is_said_to_you_and_by_name():
    start = battle_position([["9C", "2S"], ["8D", "3D"], ["9H", "2C", "KH", "(QC)"]]).apply("swap_high 9C 8D")
    table = table_at(start, seats=["random", "random", "human"])
    view = click(table, "pass")
    assert table.notations == ["pass"] and "You do not interrupt." in history(view)
    told_to_anna = narrate.describe(table.states[0], table.states[1], Reader(0, ("Anna", "Bruno", "Ugo")))
    assert [line.text for line in told_to_anna] == ["Ugo does not interrupt.", "You swap your 9♣ for Bruno's 8♦."]


# --- refusals, one action per path, words --------------------------------------------------------------------

def test_FP_A18_a_click_on_their_face_down_card_after_a_face_up_card_of_yours_is_refused_in_words():
    table = table_at(battle_position([["9D", "4C"], ["8D", "(KD)"]]))
    click(table, "9D")
    view = click(table, "down:1:1")
    assert table.notations == [] and view["say"]["clause"] == "FP-A18"
    assert view["say"]["text"] == "9♦ is already face up: you force with a face-down card."
    assert not notation_problems(view["say"]["text"])


def test_FP_9_passing_is_the_one_worded_choice_before_a_card_is_picked():
    table = table_at(battle_position([["9D", "4C"], ["8D"]]))
    view = table.view()
    assert choice_labels(view) == {"pass": "Pass"}
    view = click(table, "pass")
    assert table.notations == ["pass"] and "You pass." in history(view)


def random_positions(count, seed=0):
    """States of random games (every phase, every answer window), under several variants."""
    rng = random.Random(seed)
    variants: list[dict] = [{}, {"battle_draw_face": "down"}, {"colour_means": "red_black"},
                {"steal_count_includes_used_card": True}, {"low_steal_requires_same_suit": True},
                {"nth_values": "faces_excluded"}]
    out: list = []
    game = 0
    while len(out) < count:
        table = TableSession("frederik", seed=game, players=rng.randint(2, 6), pause_ms=0,
                             options=variants[game % len(variants)])
        state = table.state
        while not state.is_terminal():
            if rng.random() < 0.25 or state.phase == "battle":
                out.append(state)
            state = state.apply(rng.choice(state.legal_actions()))
        game += 1
    return out[:count]


def test_one_action_is_never_offered_as_two_and_every_legal_action_has_its_clicks():
    for state in random_positions(150):
        seen: dict = {}
        for action in state.legal_actions():
            paths = ADAPTER.paths(state, action)
            assert paths, f"no clicks make {action}"
            for path in paths:
                assert path not in seen, f"{path} makes both {seen[path]} and {action}"
                seen[path] = action
                assert ADAPTER.action_for(state, path) == action
        # a pair's two orders are two actions (FP-28): each is clicked in the order its cards go under the pile
        for action in state.legal_actions():
            if isinstance(action, Redraw):
                assert ADAPTER.paths(state, action) == [tuple(c.ascii for c in action.cards) + (PILE,)]


def test_the_verbs_for_a_card_and_a_target_are_few_distinct_and_said_in_plain_words():
    table_states = random_positions(120, seed=5)
    for state in table_states:
        if state.phase != "battle" or state.pending is not None:
            continue
        reader = Reader(state.current_player, ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio"))
        verbs: dict = {}
        for action in state.legal_actions():
            if isinstance(action, Targeted):
                verbs.setdefault((action.card, action.target), set()).add(action.kind)
        for (mine, target), kinds in verbs.items():
            labels = [narrate.verb_words(state, kind, mine, target, reader) for kind in kinds]
            assert len(labels) == len(set(labels)) <= 3
            assert not [label for label in labels if notation_problems(label)]


def test_a_refused_click_names_the_engines_clause_and_leaves_the_game_unchanged():
    rng = random.Random(3)
    refused = 0
    for state in random_positions(150, seed=9):
        if state.phase != "battle" or state.pending is not None:
            continue
        seats = ["random"] * state.num_players
        seats[state.current_player] = "human"
        table = table_at(state, seats=seats)
        view = table.view()
        mine = [item["key"] for item in zone(view, "hand")["items"]]
        first = rng.choice(mine)
        if first not in table.next_keys(()):
            continue
        click(table, first)
        others = [item["key"] for z in table.view()["zones"] if z["kind"] == "seat"
                  for item in z["items"] if item["key"] and item["key"] not in table.lit()]
        if not others:
            continue
        second = rng.choice(others)
        error = state.explain(ADAPTER.action_for(state, (first, second)))
        view = click(table, second)
        assert table.notations == [] and table.states == [state] and table.picked == ()
        assert view["say"] == {"text": sentence(error.words(table.reader())), "clause": error.clause, "tone": "error"}
        assert not notation_problems(view["say"]["text"]), view["say"]
        refused += 1
    assert refused >= 10


# --- every sentence with a "you" variant is said to you ------------------------------------------------

def _params(said: Said) -> dict:
    seats = {"player": Seat(0), "owner": Seat(1), "other": Seat(2), "actor": Seat(3)}
    names = set()
    for text in said.texts():
        names |= placeholders(text)
    out: dict = {}
    for name in names:
        if name in seats:
            out[name] = seats[name]
        elif name in ("cards", "helpers"):
            out[name] = [card("8H"), card("3S")]
        elif name in ("card", "target", "guard", "used"):
            out[name] = card({"card": "9D", "target": "8D", "guard": "10D", "used": "9C"}[name])
        else:
            out[name] = "x"
    out["n"] = 2
    return out


YOU_SENTENCES = sorted((name, value) for name, value in vars(words).items()
                       if isinstance(value, Said) and (value.you or value.yours))
NAMES = ("Anna", "Bruno", "Carla", "Dario")


@pytest.mark.parametrize("name,said", YOU_SENTENCES, ids=[n for n, _ in YOU_SENTENCES])
def test_a_sentence_with_a_you_variant_says_you_to_that_seat_and_the_name_to_the_others(name, said):
    params = _params(said)
    message = said(**params)
    onlooker = message.text(Reader(5, NAMES))
    readers = ([("player", 0)] if said.you else []) + [(seat, params[seat].number) for seat in said.yours]
    for seat_name, seat in readers:
        own = message.text(Reader(seat, NAMES))
        assert own != onlooker
        assert NAMES[seat] not in own, own
        assert "you" in own.lower(), own
        assert NAMES[seat] in onlooker, onlooker


def test_FP_16_a_swap_against_you_is_told_with_the_actors_name_and_your_card():
    table = battle_position([["QD", "2S"], ["9D", "3H"]])
    swapped = table.apply("swap_high QD 9D")
    said = [line.text for line in narrate.describe(table, swapped, Reader(1, ("Anna", "Ugo")))]
    assert said == ["Anna declares a swap: the Q♦ for your 9♦.", "Anna swaps the Q♦ for your 9♦."]


# --- whole games by clicks --------------------------------------------------------------------------------

def assert_log_tells_nothing_hidden(table, rng):
    """Every sentence of the last move, said to each other seat, is the same whatever the cards that seat
    cannot see are (a card kept, put under the pile or drawn face down is told only to its holder)."""
    if len(table.states) < 2:
        return
    before, after = table.states[-2], table.states[-1]
    if after.is_terminal():
        return
    names = tuple(table.names())
    for seat in range(after.num_players):
        if seat == after.last_event.seat:
            continue
        reader = Reader(seat, names)
        told = [line.text for line in narrate.describe(before, after, reader)]
        again = [line.text for line in narrate.describe(before.determinize(seat, rng), after.determinize(seat, rng),
                                                        reader)]
        assert told == again, (told, again)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6), clicks=st.integers(0, 2**32 - 1),
       variant=st.sampled_from([{}, {"battle_draw_face": "down"}, {"colour_means": "red_black"},
                                {"steal_count_includes_used_card": True}]))
def test_a_whole_game_by_clicks_reads_in_plain_words_hides_what_it_must_and_shows_at_most_12_buttons(
        seed, players, clicks, variant):
    table = TableSession("frederik", seed=seed, players=players, pause_ms=0, options=variant)
    most = [0]
    rng = random.Random(seed)

    def check(view):
        assert_plain_words(view)
        most[0] = max(most[0], worded_buttons(view))
        viewer = table.viewer()
        reader = Reader(viewer, tuple(table.names()))
        assert_hides_what_viewer_cannot_see(ADAPTER, table.state, viewer, reader)
        assert_log_tells_nothing_hidden(table, rng)

    play_by_clicks(table, random.Random(clicks), check=check)
    assert table.state.is_terminal() and most[0] <= 12
    view = table.view()
    assert view["status"]["tone"] == "end"
    best = [z for z in view["zones"] if z["id"].startswith("best:")]
    assert len(best) == players and all(z["label"] for z in best)


def test_a_teachers_table_and_an_onlooker_see_plain_words_too():
    for viewer_seats in (["random"] * 3, ["human"] * 3):
        table = TableSession("frederik", seed=12, seats=viewer_seats, pause_ms=0, teacher=viewer_seats[0] == "human")
        for _ in range(40):
            view = table.view()
            assert_plain_words(view)
            if table.state.is_terminal():
                break
            if table.computer_to_move():
                table.handle({"do": "advance", "v": view["v"]})
            else:
                table.handle({"do": "move", "i": 0, "v": view["v"]})
        assert table.viewer() in (None, EVERYONE)
