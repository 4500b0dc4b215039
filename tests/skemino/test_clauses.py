"""Skèmino, one test (or a few) per rule clause SK-1..SK-52; the clause ID is in each name."""
import itertools

import pytest

from engine import IllegalAction, skemino
from engine.cards import chain_deck
from engine.skemino import PLAYERS, beats, hand_value, loop_kind, new_game, position
from engine.skemino.rules import COLUMNS, SQUARES

from tests.skemino.helpers import all_cards, jammed, names, notations, play_avoiding_vertices, random_game

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


# --- components and combat -------------------------------------------------------------------------

def test_SK_1_the_deck_is_39_distinct_chain_cards():
    deck = chain_deck()
    assert len(deck) == len(set(deck)) == 39
    assert sorted({c.suit for c in deck}) == ["C", "F", "P"]
    assert all(sum(1 for c in deck if c.suit == s) == 13 for s in "CFP")
    state = new_game(seed=11)
    assert sorted(all_cards(state)) == sorted(str(c) for c in deck)
    with pytest.raises(IllegalAction, match="SK-1"):
        skemino.card("JOKER")


def test_SK_2_two_players_bianco_and_nero():
    state = new_game(seed=0)
    assert state.num_players == 2 and PLAYERS == ("Bianco", "Nero")
    with pytest.raises(ValueError, match="SK-2"):
        new_game(seed=0, players=3)


def test_SK_3_suits_follow_rock_paper_scissors():
    assert beats("2P", "KF") and beats("2F", "KC") and beats("2C", "KP")
    assert not beats("KF", "2P") and not beats("KC", "2F") and not beats("KP", "2C")


def test_SK_4_same_suit_higher_rank_wins_but_ace_beats_only_king():
    for suit in "CFP":
        for i, j in itertools.permutations(range(13), 2):
            a, b = f"{RANKS[i]}{suit}", f"{RANKS[j]}{suit}"
            expected = (i > j and not (i == 12 and j == 0)) or (i == 0 and j == 12)
            assert beats(a, b) is expected, (a, b)


def test_SK_5_suit_has_priority_over_rank():
    assert beats("AC", "KP")        # a lowly Carta still wraps the highest Pietra
    assert not beats("KP", "AC")
    assert beats("2F", "QC") and not beats("QC", "2F")


# --- board ---------------------------------------------------------------------------------------------

def test_SK_6_board_is_6x6_a_to_f_by_1_to_6():
    assert len(SQUARES) == 36 and COLUMNS == "abcdef"
    assert skemino.square("D2") == "d2" and skemino.square("f6") == "f6"
    for bad in ("g1", "a0", "a7", "", "c33"):
        with pytest.raises(IllegalAction, match="SK-6"):
            skemino.square(bad)


def test_SK_7_vertices_and_their_colours():
    assert skemino.VERTICES == {"a1": "blue", "f1": "green", "a6": "red", "f6": "yellow"}
    assert all(skemino.is_vertex(v) for v in skemino.VERTICES) and not skemino.is_vertex("b2")


def test_SK_8_quadrants_vertices_and_centres():
    assert skemino.VERTEX_OF_CENTRE == {"b2": "a1", "e2": "f1", "b5": "a6", "e5": "f6"}
    expected = {"I": "abc123", "II": "def123", "III": "abc456", "IV": "def456"}
    for numeral, spec in expected.items():
        cols, rows = spec[:3], spec[3:]
        for c in cols:
            for r in rows:
                assert skemino.quadrant_of(f"{c}{r}") == numeral


def test_SK_9_centre_controller_has_vertex_exclusivity():
    p = position({"b2": [("5C", 1)], "a2": [("3F", 1)]}, hands=(["9C", "2P"], ["8F"]), to_move=0)
    assert p.vertex_exclusivity("a1") == 1 == p.controller("b2")
    with pytest.raises(IllegalAction, match="SK-9"):
        p.apply("9C@a1")
    assert "9C@a1" not in notations(p.legal_actions())
    assert "9C@a3" in notations(p.legal_actions())
    nero = position({"b2": [("5C", 1)], "a2": [("3F", 1)]}, hands=(["9C", "2P"], ["8F", "4F"]), to_move=1)
    assert "8F@a1" in notations(nero.legal_actions())


# --- setup and first turn ------------------------------------------------------------------------------

def test_SK_10_shuffle_comes_from_the_seed():
    assert new_game(seed=42) == new_game(seed=42)
    assert new_game(seed=42).to_json() == new_game(seed=42).to_json()
    assert new_game(seed=42).hands != new_game(seed=43).hands


def test_SK_11_three_dice_row_column_and_first_player():
    rolls = [new_game(seed=s).dice for s in range(300)]
    assert {r for r, _, _ in rolls} == set(range(1, 7))
    assert {c for _, c, _ in rolls} == set("ABCDEF")
    assert {g for _, _, g in rolls} == {"G1", "G2"}
    for s in range(50):
        g = new_game(seed=s)
        assert g.first_player == (1 if g.dice[2] == "G2" else 0) == g.current_player


def test_SK_12_start_square_is_column_then_row():
    assert skemino.start_square("D", 2) == "d2"
    for s in range(30):
        g = new_game(seed=s)
        row, col, _ = g.dice
        assert g.start_square == f"{col.lower()}{row}"


def test_SK_13_literal_deal_gives_g2_five_face_up_cards_and_34_in_the_deck():
    g = new_game(seed=5, opening_hands="literal")
    assert len(g.hands[1]) == 5 and len(g.hands[0]) == 0 and len(g.deck) == 34


def test_SK_14_first_player_starts():
    # [Primo Turno] names G1; with first_player="g1" G1 always starts (SK-A6 keeps the die as default)
    for s in range(20):
        assert new_game(seed=s, first_player="g1").current_player == 0


def test_SK_15_first_turn_with_a_setup_card_needs_a_card_that_beats_it():
    g = new_game(seed=16, setup_card=True)
    setup = g.top(g.start_square)
    assert g.controller(g.start_square) is None and g.stack(g.start_square)[0][1] == skemino.NEUTRAL
    mover = g.to_move
    actions = g.legal_actions()
    beaters = [c for c in g.hand(mover) if beats(c, setup)]
    if beaters:
        for a in actions:
            assert beats(a.card, setup) and a.square in skemino.orthogonal_neighbours(g.start_square)
    else:
        assert notations(actions) == ["pass"]
    # a seed where the first mover holds no card beating the setup card: he passes and draws nothing
    for seed in range(200):
        g = new_game(seed=seed, setup_card=True)
        if notations(g.legal_actions()) == ["pass"]:
            after = g.apply("pass")
            assert after.hands == g.hands and after.deck == g.deck
            assert after.current_player == 1 - g.current_player
            break
    else:
        pytest.fail("no seed with a first-turn pass")


# --- placement -------------------------------------------------------------------------------------------

def test_SK_16_a_card_must_share_a_side_with_a_card():
    g = new_game(seed=16).apply("7F@d3")
    with pytest.raises(IllegalAction, match="SK-16"):
        g.apply("6C@a6")
    assert g.apply("6C@d4").top("d4") == skemino.card("6C")


def test_SK_17_diagonal_placement_is_forbidden():
    g = new_game(seed=16).apply("7F@d3")
    for diagonal in ("c2", "e2", "c4", "e4"):
        with pytest.raises(IllegalAction, match="SK-17"):
            g.apply(f"6C@{diagonal}")


def test_SK_18_first_card_goes_on_the_dice_square():
    g = new_game(seed=16)
    assert {a.square for a in g.legal_actions()} == {"d3"}
    with pytest.raises(IllegalAction, match="SK-18"):
        g.apply("7F@d4")


def test_SK_19_free_square_needs_no_comparison():
    p = position({"c3": [("KP", 0)]}, hands=(["2F"], ["2P", "5C"]), to_move=1)
    assert not beats("2P", "KP")
    after = p.apply("2P@c4")      # 2P could never beat KP, but c4 is free
    assert after.top("c4") == skemino.card("2P")


def test_SK_20_occupied_square_means_combat():
    p = position({"c3": [("9F", 0)]}, hands=(["2F"], ["3P", "8F", "10F"]), to_move=1)
    legal = notations(p.legal_actions())
    assert "3P@c3" in legal and "10F@c3" in legal and "8F@c3" not in legal
    with pytest.raises(IllegalAction, match="SK-20"):
        p.apply("8F@c3")


def test_SK_21_winning_card_takes_control():
    p = position({"c3": [("9F", 0)]}, hands=(["2F"], ["3P"]), to_move=1)
    assert p.controller("c3") == 0
    assert p.apply("3P@c3").controller("c3") == 1


def test_SK_22_losing_card_stays_in_hand():
    p = position({"c3": [("9F", 0)]}, hands=(["2F"], ["8F", "3P"]), to_move=1)
    with pytest.raises(IllegalAction, match="SK-20"):
        p.apply("8F@c3")
    assert names(p.hand(1)) == ["8F", "3P"] and names(c for c, _ in p.stack("c3")) == ["9F"]


def test_SK_23_tie_keeps_the_card_already_there():
    for c in chain_deck():
        assert not beats(c, c)  # the only possible tie: the incumbent keeps the square


def test_SK_24_validation_order_contiguity_then_combat_then_hole():
    p = position({"c3": [("5C", 0), ("JF", 1), ("2P", 0)], "d3": [("9F", 1)]},
                 hands=(["3F", "AC"], ["4C"]), to_move=0)
    assert p.is_hole("c3")
    assert p.explain("3F@c3").clause == "SK-39"          # hole
    assert p.explain("3F@a6").clause == "SK-16"          # contiguity
    assert p.explain("3F@d3").clause == "SK-20"          # combat lost (3F does not beat 9F)
    assert p.explain("AC@d4") is None


def test_SK_25_card_belongs_to_its_placer_and_gives_control():
    g = new_game(seed=16).apply("7F@d3").apply("6C@d4")
    assert g.stack("d3") == ((skemino.card("7F"), 0),) and g.controller("d3") == 0
    assert g.controller("d4") == 1


# --- turn structure, drawing, hand limit ----------------------------------------------------------------

def test_SK_26_turn_passes_after_a_placement_and_junk_is_refused():
    g = new_game(seed=16)
    after = g.apply("7F@d3")
    assert after.current_player == 1 and 7 not in [c.rank for c in after.hand(0) if c.suit == "F"]
    with pytest.raises(IllegalAction, match="SK-26"):
        after.apply("7C@d4")       # Bianco's card, Nero's turn
    with pytest.raises(IllegalAction, match="SK-26"):
        after.apply("place seven")


def test_SK_27_draw_only_when_no_placement_is_possible():
    g = play_avoiding_vertices(new_game(seed=16), 10)
    assert g.hand(g.current_player) == () and notations(g.legal_actions()) == ["draw"]
    after = g.apply("draw")
    assert len(after.hand(g.current_player)) == 1 and len(after.deck) == len(g.deck) - 1
    with pytest.raises(IllegalAction, match="SK-A23"):
        new_game(seed=16).apply("draw")


def test_SK_28_hand_never_exceeds_the_limit():
    assert skemino.SkeminoOptions().hand_limit == 10
    for seed in range(40):
        for state in random_game(seed, seed, hand_limit=5):
            assert all(len(h) <= 5 for h in state.hands)
    at_limit = jammed((["2F", "3F", "4F", "5F", "6F"], ["7F"]), deck=["8F"], hand_limit=5)
    with pytest.raises(IllegalAction, match="SK-29"):
        at_limit.apply("draw")


def test_SK_29_full_hand_and_no_placement_must_pass():
    at_limit = jammed((["2F", "3F", "4F", "5F", "6F"], ["7F"]), deck=["8F"], hand_limit=5)
    assert notations(at_limit.legal_actions()) == ["pass"]
    after = at_limit.apply("pass")
    assert after.current_player == 1 and after.hands == at_limit.hands and after.deck == at_limit.deck
    below = jammed((["2F", "3F", "4F", "5F"], ["7F"]), deck=["8F"], hand_limit=5)
    assert notations(below.legal_actions()) == ["draw"]
    with pytest.raises(IllegalAction, match="SK-27"):
        below.apply("pass")


def test_SK_30_no_drawing_to_replace_a_played_card():
    g = new_game(seed=16)
    after = g.apply("7F@d3")
    assert len(after.hand(0)) == 4 and after.deck == g.deck


def test_SK_31_empty_deck_and_full_hand_passes_to_the_opponent():
    stuck = jammed((["2F", "3F", "4F", "5F", "6F"], ["AF"]), deck=[], hand_limit=5)
    assert stuck.forced_action() == "pass" and notations(stuck.legal_actions()) == ["pass"]
    after = stuck.apply("pass")
    assert not after.is_terminal() and after.current_player == 1   # Nero's AF beats KF: he can place
    assert skemino.forced_action(False, 10, 0) == "pass"


# --- special cards ------------------------------------------------------------------------------------

def test_SK_32_stronger_card_beats_every_card_of_the_opponent():
    assert skemino.strength("QF", ["2C", "KC", "3P", "9F"]) == 3
    assert skemino.is_stronger("QF", ["2C", "KC", "9F"])
    assert not skemino.is_stronger("QF", ["2C", "KC", "3P", "9F"])
    p = position({"c3": [("9F", 0)]}, hands=(["QF", "2C"], ["3C", "JF"]), to_move=0)
    assert names(skemino.stronger_cards(p)) == ["QF"]


def test_SK_33_winner_card_beats_opponent_hand_and_cards_around_a_free_vertex():
    p = position({"a2": [("3C", 1)], "b1": [("5C", 0)], "b2": [("9P", 0)]},
                 hands=(["8F", "AP"], ["2C", "4C"]), to_move=0)
    assert skemino.is_winner_card(p, 0, "8F", "a1")             # beats 2C, 4C, and 3C, 5C beside a1
    assert not skemino.is_winner_card(p, 0, "AP", "a1")
    assert [(str(c), v) for c, v in skemino.winner_cards(p)] == [("8F", "a1")]
    nero_holds = position({"a2": [("3C", 1)], "b1": [("5C", 0)], "b2": [("9P", 1)]},
                          hands=(["8F", "AP"], ["2C", "4C"]), to_move=0)
    assert not skemino.is_winner_card(nero_holds, 0, "8F", "a1")   # the vertex is Nero's (SK-A18)


def test_SK_34_reverser_beats_the_opponent_vertex_card_and_its_neighbours():
    p = position({"f1": [("4C", 0)], "e1": [("2C", 0)], "f2": [("9C", 0)]},
                 hands=(["AP"], ["5F", "5P", "3C", "JC"]), to_move=1)
    assert skemino.is_reverser(p, 1, "5F", "f1") and skemino.is_reverser(p, 1, "JC", "f1")
    assert not skemino.is_reverser(p, 1, "5P", "f1")     # does not beat 4C
    assert not skemino.is_reverser(p, 1, "3C", "f1")     # beats 2C but neither 4C nor 9C
    assert [(str(c), v) for c, v in skemino.reverser_cards(p)] == [("5F", "f1"), ("JC", "f1")]


def test_SK_35_ribaltone_wins_at_once():
    p = position({"f1": [("4C", 0)], "e1": [("2C", 0)], "f2": [("9C", 0)]},
                 hands=(["AP", "3P"], ["5F", "5P", "8P"]), to_move=1)
    after = p.apply("5F@f1")
    assert after.is_terminal() and after.outcome.kind == "D" and after.outcome.winner == 1
    assert after.returns() == [0.0, 1.0] and after.current_player is None
    assert after.legal_actions() == []


# --- loops and holes ---------------------------------------------------------------------------------

def test_SK_36_symbolic_loop_is_all_three_suits():
    assert loop_kind(["5C", "JF", "2P"]) == "symbolic"
    assert loop_kind(["2C", "9C", "JF", "3P"]) == "symbolic"
    assert loop_kind(["2C", "9C", "JF"]) is None


def test_SK_37_numeric_loop_is_ace_and_king_of_a_suit_plus_another_suit():
    assert loop_kind(["KC", "AC", "7F"]) == "numeric"
    assert loop_kind(["KC", "AC", "7C"]) is None        # one suit only
    assert loop_kind(["KC", "AF", "7F"]) is None        # A and K of different suits


def test_SK_38_a_loop_turns_its_square_into_a_hole():
    p = position({"c3": [("5C", 0), ("JF", 1)]}, hands=(["2P", "8C"], ["3F"]), to_move=0)
    assert not p.is_hole("c3")
    after = p.apply("2P@c3")
    assert after.is_hole("c3") and names(c for c, _ in after.stack("c3")) == ["5C", "JF", "2P"]


def test_SK_39_no_card_can_be_placed_on_a_hole():
    p = position({"c3": [("5C", 0), ("JF", 1), ("2P", 0)], "c4": [("3F", 1)]},
                 hands=(["8C", "KF"], ["4P"]), to_move=0)
    assert p.is_hole("c3") and beats("8C", "2P")
    with pytest.raises(IllegalAction, match="SK-39"):
        p.apply("8C@c3")
    assert all(a.square != "c3" for a in p.legal_actions())


def test_SK_40_a_hole_does_not_block_play_beside_it():
    p = position({"c3": [("5C", 0), ("JF", 1), ("2P", 0)]}, hands=(["8C", "KF"], ["4P"]), to_move=0)
    targets = {a.square for a in p.legal_actions()}
    assert targets == {"c2", "c4", "b3", "d3"}      # the hole is the only card: its sides are open


def test_SK_41_a_hole_lasts_for_the_rest_of_the_game():
    for seed in range(30):
        states = random_game(seed, seed + 1)
        for before, after in zip(states, states[1:]):
            assert before.holes <= after.holes
            for h in before.holes:
                assert after.board[h] == before.board[h]


def test_SK_42_loop_detected_the_moment_it_forms():
    p = position({"b4": [("KC", 0), ("AC", 1)]}, hands=(["7F", "2C"], ["3P"]), to_move=0)
    after = p.apply("7F@b4")
    assert after.is_hole("b4") and after.controller("b4") is None
    assert after.current_player == 1 and "3P@b4" not in notations(after.legal_actions())


# --- victory ---------------------------------------------------------------------------------------------

def test_SK_43_last_card_on_a_free_or_controlled_vertex_wins():
    free = position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0)
    won = free.apply("8F@a1")
    assert won.outcome.kind == "A" and won.outcome.winner == 0 and won.outcome.square == "a1"
    not_last = position({"a2": [("3C", 1)]}, hands=(["8F", "9F"], ["2C", "4C"]), to_move=0)
    assert not not_last.apply("8F@a1").is_terminal()
    not_vertex = position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0)
    assert not not_vertex.apply("8F@a3").is_terminal()


def test_SK_44_blocked_board_lower_total_wins():
    stuck = jammed((["2F"], ["3F", "4F"]), deck=[])
    # neither seat can place (nothing beats KF but AF) and the deck is empty: B at once after any action
    assert stuck.forced_action() == "end_C"
    both = jammed((["2F", "3F", "4F", "5F", "6F"], ["7F", "8F", "9F", "10F", "JF"]), deck=["QF"], hand_limit=5)
    after = both.apply("pass")
    assert after.outcome.kind == "B" and after.outcome.totals == (20, 45) and after.outcome.winner == 0


def test_SK_45_card_values():
    assert [skemino.card_value(f"{r}C") for r in RANKS] == list(range(1, 14))


def test_SK_46_exhausted_deck_lower_total_wins():
    for seed in range(100):
        end = random_game(seed, seed)[-1]
        if end.outcome.kind == "C":
            assert not end.deck
            t0, t1 = hand_value(end.hand(0)), hand_value(end.hand(1))
            assert end.outcome.totals == (t0, t1) and t0 != t1
            assert end.outcome.winner == (0 if t0 < t1 else 1)
            break
    else:
        pytest.fail("no game ended by victory C")


def test_SK_47_ribaltone_beats_every_other_victory():
    # Nero's last card is a Ribaltone on a vertex: it would also be victory A if the vertex were his
    p = position({"f1": [("4C", 0)], "e1": [("2C", 0)], "f2": [("9C", 0)], "e2": [("3P", 1)]},
                 hands=(["AP"], ["5F"]), to_move=1)
    assert p.vertex_controller("f1") == 1
    end = p.apply("5F@f1")
    assert end.outcome.kind == "D" and end.outcome.winner == 1


# --- priorities and disputes -----------------------------------------------------------------------------

def test_SK_48_combat_rules_come_first():
    # even a vertex held by the opponent must be won in combat: a card that loses is refused
    p = position({"f1": [("4C", 0)], "e1": [("2C", 0)], "f2": [("9C", 0)]},
                 hands=(["AP"], ["5P", "8P"]), to_move=1)
    with pytest.raises(IllegalAction, match="SK-20"):
        p.apply("5P@f1")


def test_SK_49_quadrant_control_follows_the_centre():
    p = position({"b2": [("5C", 0)], "a2": [("3F", 1)]}, hands=(["9C"], ["8F", "2P"]), to_move=1)
    assert p.vertex_exclusivity("a1") == 0
    after = p.apply("8F@b2")
    assert after.vertex_exclusivity("a1") == 1 and after.vertex_controller("a1") == 1


def test_SK_50_ambiguous_ties_may_favour_the_non_mover():
    # equal totals under B: a draw by default (SK-A26); tie_break="non_mover" applies SK-50 literally
    hands = (["2F", "3F", "4F", "5F", "6F"], ["7F", "AC", "2C", "3C", "7C"])   # Carta never beats KF
    assert hand_value(hands[0]) == hand_value(hands[1]) == 20
    end = jammed(hands, deck=["9F"], hand_limit=5).apply("pass")
    assert end.outcome.kind == "B" and end.outcome.totals == (20, 20) and end.outcome.winner is None
    assert end.returns() == [0.5, 0.5]
    literal = jammed(hands, deck=["9F"], hand_limit=5, tie_break="non_mover").apply("pass")
    assert literal.outcome.winner == 1                                       # Bianco moved last


def test_SK_51_illegal_move_cancelled_and_turn_passes_in_strict_mode():
    g = new_game(seed=16, illegal_move_policy="forfeit_turn")
    after = g.apply_or_forfeit("7F@d4")
    assert after.current_player == 1 and after.hands == g.hands and after.occ == 0
    forfeit = after.last_event.find("forfeit")
    assert after.last_event.action == "7F@d4" and forfeit.clause == "SK-18" and forfeit.seat == 0
    with pytest.raises(IllegalAction, match="SK-18"):
        new_game(seed=16).apply("7F@d4")


def test_SK_52_explicit_rules_beat_the_seed_examples():
    # SK-EX-6 as printed (QC takes 7F) contradicts Regola 1: the engine follows the rule
    p = position({"e3": [("7F", 0)]}, hands=(["2P"], ["QC", "QP"]), to_move=1)
    assert not p.is_legal("QC@e3") and p.is_legal("QP@e3")


def test_SK_43_victory_A_needs_an_empty_hand_after_the_move_under_return_to_owner():
    # Bianco's last card beats his own 3C on the vertex a1 (SK-A10); with return_to_owner the 3C comes
    # back to his hand, so he has not placed his last card: no victory A, and Nero plays on.
    board = {"a1": [("3C", 0)], "a2": [("9F", 1)]}
    home = position(board, hands=(["8C"], ["2C", "4C"]), to_move=0, beaten_card_policy="return_to_owner")
    after = home.apply("8C@a1")
    assert not after.is_terminal() and [str(c) for c in after.hand(0)] == ["3C"]
    assert after.current_player == 1 and after.last_event.find("returned").seat == 0
    assert after.last_event.find("victory") is None and after.returns() == [0.0, 0.0]
    # the same move with the beaten card kept in the stack empties the hand: victory A
    stacked = position(board, hands=(["8C"], ["2C", "4C"]), to_move=0).apply("8C@a1")
    assert stacked.outcome.kind == "A" and stacked.outcome.winner == 0
    assert stacked.last_event.find("victory").clause == "SK-43"


def test_SK_A31_returns_are_defined_before_the_result_and_nothing_follows_it():
    g = new_game(seed=16)
    assert g.returns() == [0.0, 0.0] and g.winners() == []
    end = position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0).apply("8F@a1")
    with pytest.raises(IllegalAction) as err:
        end.apply("2C@a3")
    assert err.value.clause == end.end_clause == "SK-A31"
    with pytest.raises(IllegalAction, match="SK-26"):
        g.apply_as(1, "6C@d3")                  # out of turn: the turn clause


def test_SK_51_the_forfeit_goes_through_the_one_judge():
    strict = new_game(seed=16, illegal_move_policy="forfeit_turn")
    assert strict.explain("7F@d4").clause == "SK-18" and not strict.is_legal("7F@d4")
    lost = strict.apply_or_forfeit("7F@d4")
    assert lost.last_event.find("forfeit").clause == strict.explain("7F@d4").clause
    assert lost.to_json() != strict.to_json() and skemino.State.from_json(lost.to_json()) == lost
    with pytest.raises(IllegalAction, match="SK-26"):
        strict.apply_or_forfeit("nonsense")     # unreadable text is never a forfeit
    legal = strict.legal_actions()[0]
    assert strict.apply(legal) == strict.apply_trusted(legal)
