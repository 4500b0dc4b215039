"""Skèmino's rulings SK-A1..SK-A32 and their variant options (RULINGS 1.4 and 6.1)."""
import dataclasses

import pytest

from engine import IllegalAction, skemino
from engine.skemino import SkeminoOptions, beats, loop_kind, new_game, position

from tests.skemino.helpers import all_cards, jammed, names, notations, play_avoiding_vertices, random_game

DEFAULTS = {
    "beaten_card_policy": "stack", "opening_hands": "both_5", "first_player": "die", "setup_card": False,
    "attack_requires_adjacency": False, "illegal_move_policy": "reject", "reverser_ignores_exclusivity": True,
    "draw_then_play": False, "refill_after_play": False, "deck_exhaustion": "on_forced_draw",
    "tie_break": "draw", "hand_limit": 10, "reroll_vertex_start": False, "max_placements": 200,
}


def test_SK_variant_table_defaults_are_the_rulings():
    assert SkeminoOptions().to_dict() == DEFAULTS
    assert skemino.Options is SkeminoOptions
    with pytest.raises(dataclasses.FrozenInstanceError):
        SkeminoOptions().hand_limit = 3  # type: ignore[misc]
    for bad in ({"opening_hands": "all"}, {"hand_limit": 4}, {"setup_card": "yes"}, {"max_placements": 0}):
        with pytest.raises(ValueError):
            SkeminoOptions(**bad)


def test_SK_A1_carta_does_not_beat_forbici():
    assert not beats("QC", "7F") and beats("7F", "QC")


def test_SK_A2_beaten_cards_stay_in_the_stack():
    p = position({"c3": [("9F", 0)]}, hands=(["2F"], ["3P"]), to_move=1)
    after = p.apply("3P@c3")
    assert names(c for c, _ in after.stack("c3")) == ["9F", "3P"] and names(after.hand(0)) == ["2F"]


def test_SK_A2_return_to_owner_variant_sends_the_beaten_card_home_and_has_no_loops():
    p = position({"c3": [("JF", 1)]}, hands=(["2P", "4C"], ["3F"]), to_move=0,
                 beaten_card_policy="return_to_owner")
    after = p.apply("2P@c3")
    assert after.stack("c3") == ((skemino.card("2P"), 0),)
    assert "JF" in names(after.hand(1)) and not after.holes
    for seed in range(5):
        for state in random_game(seed, seed, beaten_card_policy="return_to_owner"):
            assert not state.holes and all(len(s) <= 1 for s in state.board)
            assert sorted(all_cards(state)) == sorted(str(c) for c in skemino.rules.DECK)


def test_SK_A2_return_to_owner_draws_the_game_at_max_placements():
    end = random_game(3, 3, beaten_card_policy="return_to_owner", max_placements=6)[-1]
    if end.outcome.kind == "max_placements":
        assert end.placement_count == 6 and end.outcome.winner is None and end.returns() == [0.5, 0.5]
    else:
        assert end.placement_count <= 6
    ends = [random_game(s, s, beaten_card_policy="return_to_owner", max_placements=4)[-1] for s in range(20)]
    assert any(e.outcome.kind == "max_placements" for e in ends)


def test_SK_A3_a_losing_attack_is_illegal_and_the_card_stays_in_hand():
    p = position({"c3": [("9F", 0)]}, hands=(["2F"], ["4F", "3P"]), to_move=1)
    with pytest.raises(IllegalAction, match="SK-20") as err:
        p.apply("4F@c3")
    assert "so it stays in Nero's hand" in str(err.value) and "4F" in names(p.hand(1))


def test_SK_A4_king_cannot_be_added_on_the_ace():
    p = position({"b3": [("AP", 0)]}, hands=(["2C"], ["KP", "9C"]), to_move=1)
    assert not p.is_legal("KP@b3")
    assert loop_kind(["AP", "KP", "9C"]) == loop_kind(["KP", "9C", "AP"]) == "numeric"


def test_SK_A5_both_players_get_five_cards_by_default():
    g = new_game(seed=2)
    assert [len(h) for h in g.hands] == [5, 5] and len(g.deck) == 29
    lit = new_game(seed=2, opening_hands="literal")
    assert [len(h) for h in lit.hands] == [0, 5] and len(lit.deck) == 34
    if lit.current_player == 0:
        assert notations(lit.legal_actions()) == ["draw"]


def test_SK_A6_the_die_decides_who_starts():
    starts = {new_game(seed=s).current_player for s in range(40)}
    assert starts == {0, 1}
    assert {new_game(seed=s, first_player="g1").current_player for s in range(40)} == {0}


def test_SK_A7_no_setup_card_by_default_and_a_neutral_one_in_the_variant():
    g = new_game(seed=4)
    assert g.occ == 0 and all(not s for s in g.board)
    v = new_game(seed=4, setup_card=True)
    assert len(v.deck) == 28 and len(v.stack(v.start_square)) == 1
    assert v.stack(v.start_square)[0][1] == skemino.NEUTRAL and v.controller(v.start_square) is None
    v.check_consistency()


def test_SK_A8_setup_card_first_turn_places_beside_it_never_on_it():
    for seed in range(60):
        v = new_game(seed=seed, setup_card=True)
        actions = v.legal_actions()
        if not actions or not isinstance(actions[0], skemino.Place):
            continue
        after = v.apply(actions[0])
        start, hand = after.start_square, after.hand(after.to_move)
        beaters = {str(c) for c in hand if beats(c, after.top(start))}
        if not beaters:
            continue                    # the second player cannot beat the setup card: no test of it here
        assert all(a.square != start for a in actions)
        with pytest.raises(IllegalAction, match="SK-15"):
            v.apply(f"{actions[0].card}@{start}")
        # from the second turn on the setup card is an ordinary target: every card that beats it may go there
        assert {str(a.card) for a in after.legal_actions() if isinstance(a, skemino.Place) and a.square == start} \
            == beaters
        return
    pytest.fail("no seed where both players can beat the setup card in turn")


def test_SK_A9_attacking_an_occupied_square_needs_no_other_neighbour():
    lone = position({"d3": [("7F", 0)]}, hands=(["2C"], ["9F", "4C"]), to_move=1)
    assert lone.is_legal("9F@d3")                    # the lone first card can be attacked
    strict = position({"d3": [("7F", 0)]}, hands=(["2C"], ["9F", "4C"]), to_move=1,
                      attack_requires_adjacency=True)
    with pytest.raises(IllegalAction, match="SK-A9"):
        strict.apply("9F@d3")
    beside = position({"d3": [("7F", 0)], "d4": [("3P", 0)]}, hands=(["2C"], ["9F", "4C"]), to_move=1,
                      attack_requires_adjacency=True)
    assert beside.is_legal("9F@d3")


def test_SK_A10_your_own_square_needs_a_stronger_card():
    p = position({"c3": [("8F", 0)]}, hands=(["9F", "5F"], ["2C"]), to_move=0)
    assert p.is_legal("9F@c3") and not p.is_legal("5F@c3")
    assert p.apply("9F@c3").controller("c3") == 0


def test_SK_A11_for_distinct_cards_exactly_one_beats_the_other():
    deck = skemino.rules.DECK
    for a in deck:
        for b in deck:
            if a != b:
                assert beats(a, b) != beats(b, a)
            else:
                assert not beats(a, b)


def test_SK_A12_ace_king_rule_only_within_a_suit():
    assert beats("KC", "AP") and not beats("AP", "KC")
    assert skemino.card_value("AP") == 1


def test_SK_A13_symbolic_loop_with_more_than_three_cards():
    assert loop_kind(["2C", "3C", "4F", "5F", "6P"]) == "symbolic"
    assert loop_kind(["2C", "3C", "4F", "5F"]) is None


def test_SK_A14_numeric_loop_ignores_order_and_symbolic_is_reported_first():
    assert loop_kind(["7F", "AC", "KC"]) == "numeric"
    assert loop_kind(["AC", "KC", "7F", "2P"]) == "symbolic"


def test_SK_A15_holes_count_for_contiguity_have_no_controller_and_kill_exclusivity():
    p = position({"b2": [("5C", 1), ("JF", 0), ("2P", 1)], "c2": [("3C", 1)]},
                 hands=(["9C", "4F"], ["8F"]), to_move=0)
    assert p.is_hole("b2") and p.controller("b2") is None and p.vertex_exclusivity("a1") is None
    assert p.is_legal("9C@b1") and p.is_legal("9C@a2")          # next to the hole only
    corner = position({"a1": [("5C", 1), ("JF", 0), ("2P", 1)], "a2": [("3C", 1)]},
                      hands=(["9C"], ["8F"]), to_move=0)
    assert corner.is_hole("a1") and not corner.is_legal("9C@a1")
    assert not skemino.is_reverser(corner, 0, "9C", "a1")


def test_SK_A16_illegal_moves_are_rejected_by_default_and_forfeit_in_strict_mode():
    g = new_game(seed=16)
    with pytest.raises(IllegalAction):
        g.apply("QC@a1")
    with pytest.raises(IllegalAction, match="SK-18"):       # apply means one thing under every option
        new_game(seed=16, illegal_move_policy="forfeit_turn").apply("QC@a1")
    strict = new_game(seed=16, illegal_move_policy="forfeit_turn").apply_or_forfeit("QC@a1")
    assert strict.current_player == 1 and strict.last_event.action == "QC@a1"
    assert strict.last_event.kinds() == ["forfeit"] and strict.last_event.find("forfeit").clause == "SK-18"
    with pytest.raises(IllegalAction, match="SK-26"):
        new_game(seed=16, illegal_move_policy="forfeit_turn").apply_or_forfeit("nonsense")
    with pytest.raises(IllegalAction, match="SK-18"):       # the forfeit is the variant's, not the ruling's
        new_game(seed=16).apply_or_forfeit("QC@a1")


def test_SK_A17_exclusivity_forbids_only_the_opponent():
    base = {"b2": [("5C", 0)], "a2": [("3F", 1)]}
    holder = position(base, hands=(["9C", "2P"], ["8F"]), to_move=0)
    assert holder.is_legal("9C@a1")
    opponent = position(base, hands=(["9C"], ["8F", "2P"]), to_move=1)
    assert opponent.explain("8F@a1").clause == "SK-9"


def test_SK_A18_vertex_controller_and_the_free_vertex_for_victory_A():
    p = position({"a1": [("3C", 1)], "a2": [("4C", 1)]}, hands=(["8F"], ["2C", "9P"]), to_move=0)
    assert p.vertex_controller("a1") == 1 and not p.vertex_is_free("a1")
    after = p.apply("8F@a1")     # beats 3C and 4C: a Ribaltone, so D rather than A
    assert after.outcome.kind == "D"
    q = position({"a1": [("3C", 1)], "a2": [("KP", 0)]}, hands=(["8F"], ["2C", "9P"]), to_move=0)
    # 8F beats 3C but not KP: no Ribaltone; the vertex was Nero's, so no victory A either
    assert not q.apply("8F@a1").is_terminal()
    own = position({"a1": [("3C", 0)], "a2": [("KP", 1)]}, hands=(["8C"], ["2C", "9P"]), to_move=0)
    assert own.vertex_controller("a1") == 0 and own.apply("8C@a1").outcome.kind == "A"
    held = position({"b2": [("6C", 1)], "b1": [("3C", 0)]}, hands=(["AF", "9P"], ["2F"]), to_move=1)
    assert held.vertex_controller("a1") == 1 and held.apply("2F@a1").outcome.kind == "A"


def test_SK_A19_stronger_is_only_a_badge():
    p = position({"c3": [("9F", 0)]}, hands=(["QF", "2C"], ["3C", "JF"]), to_move=0)
    assert names(skemino.stronger_cards(p)) == ["QF"]
    assert not skemino.is_stronger("QF", [])
    assert {str(a) for a in p.legal_actions() if a.card == skemino.card("2C")} == \
        {f"2C@{s}" for s in ("c2", "c4", "b3", "d3")}     # no rule effect: 2C plays like any card


def test_SK_A20_winner_uses_orthogonal_neighbours_only():
    p = position({"b2": [("KC", 1)], "a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=1)
    q = position({"b2": [("KC", 0)], "a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0)
    # b2 is diagonal to a1, so its KC does not matter; b2 is Bianco's here so the vertex is his
    assert skemino.is_winner_card(q, 0, "8F", "a1")
    assert not skemino.is_winner_card(p, 0, "8F", "a1")        # Nero holds b2: a1 is his


def test_SK_A21_ribaltone_needs_a_neighbour_and_beats_all_of_them():
    lonely = position({"a1": [("3C", 1)], "a2": [("4C", 1)]}, hands=(["8F", "6F"], ["2C"]), to_move=0)
    assert skemino.is_reverser(lonely, 0, "8F", "a1")
    mixed = position({"a1": [("3C", 1)], "a2": [("4C", 1)], "b1": [("9F", 0)]},
                     hands=(["8F"], ["2C"]), to_move=0)
    assert not skemino.is_reverser(mixed, 0, "8F", "a1")     # must beat Bianco's own 9F too
    # exclusivity: Nero holds b2; the Ribaltone still goes in by default, not in the variant
    held = {"a1": [("3C", 1)], "a2": [("4C", 1)], "b2": [("JF", 1)]}
    default = position(held, hands=(["8F", "2P"], ["2C"]), to_move=0)
    assert default.apply("8F@a1").outcome.kind == "D"
    strict = position(held, hands=(["8F", "2P"], ["2C"]), to_move=0, reverser_ignores_exclusivity=False)
    with pytest.raises(IllegalAction, match="SK-9"):
        strict.apply("8F@a1")
    # a Ribaltone that turns the vertex into a hole still wins
    hole = position({"a1": [("KC", 0), ("AC", 1)], "a2": [("4C", 1)]}, hands=(["8F", "2P"], ["2C"]),
                    to_move=0)
    end = hole.apply("8F@a1")
    assert end.is_hole("a1") and end.outcome.kind == "D" and end.outcome.winner == 0


def test_SK_A22_draw_one_card_and_the_turn_ends():
    g = play_avoiding_vertices(new_game(seed=16), 10)
    mover = g.current_player
    after = g.apply("draw")
    assert len(after.hands[mover]) == 1 and after.current_player == 1 - mover
    v = play_avoiding_vertices(new_game(seed=16, draw_then_play=True), 10)
    after = v.apply("draw")
    assert after.current_player == mover and after.drew
    assert all(isinstance(a, skemino.Place) for a in after.legal_actions())
    placed = after.apply(next(a for a in after.legal_actions() if a.square not in skemino.VERTICES))
    assert placed.current_player == 1 - mover and not placed.drew


def test_SK_A23_no_voluntary_draw_and_the_refill_variant():
    g = new_game(seed=16)
    with pytest.raises(IllegalAction, match="SK-A23"):
        g.apply("draw")
    with pytest.raises(IllegalAction, match="SK-A23"):
        g.apply("pass")
    r = new_game(seed=16, refill_after_play=True)
    after = r.apply(r.legal_actions()[0])
    assert len(after.hands[0]) == 5 and len(after.deck) == 28


def test_SK_A24_exhaustion_on_forced_draw_and_the_immediate_variant():
    stuck = jammed((["2F"], ["3F"]), deck=[])
    assert stuck.forced_action() == "end_C"
    # Nero's AF beats KF and plays; then Bianco, jammed with an empty deck and 2 cards, loses by C
    p = jammed((["2C", "3C"], ["AF", "2F"]), deck=[], to_move=1)
    end = p.apply("AF@c3")
    assert end.outcome.kind == "C" and end.outcome.totals == (5, 2) and end.outcome.winner == 1
    both_stuck = jammed((["2C", "3C"], ["AF", "4C"]), deck=[], to_move=1).apply("AF@c3")
    assert both_stuck.outcome.kind == "B"            # nobody can place any more: B comes first
    for seed in range(60):
        states = random_game(seed, seed, deck_exhaustion="immediate")
        if states[-1].outcome.kind == "C":
            assert not states[-1].deck and states[-1].last_event.action == "draw"
            break
    else:
        pytest.fail("no immediate exhaustion")


def test_SK_A25_an_empty_hand_with_cards_in_the_deck_is_not_blocked():
    g = play_avoiding_vertices(new_game(seed=16), 10)
    assert g.hands == ((), ()) and not g.is_terminal()


def test_SK_A26_equal_totals_are_a_draw():
    hands = (["2F", "3F", "4F", "5F", "6F"], ["7F", "AC", "2C", "3C", "7C"])
    end = jammed(hands, deck=["9F"], hand_limit=5).apply("pass")
    assert end.outcome.winner is None


def test_SK_A27_victory_order_D_then_A_then_B():
    # victory A even when the last card turns the vertex into a hole
    p = position({"a1": [("KC", 0), ("AC", 0)], "a2": [("4P", 1)]}, hands=(["7F"], ["2C", "3P"]), to_move=0)
    assert p.vertex_controller("a1") == 0
    end = p.apply("7F@a1")
    assert end.is_hole("a1") and end.outcome.kind == "A" and end.outcome.winner == 0


def test_SK_A28_hands_are_public_only_the_deck_order_is_hidden():
    g = new_game(seed=16)
    for viewer in (None, 0, 1):
        data = g.view(viewer).to_dict()
        assert data["hands"] == g.to_dict()["hands"]
        assert "deck" not in data and data["deck_size"] == 29 and "seed" not in data
    everything = g.view("all").to_dict()                  # the teacher's view: the deck too, in order
    assert everything["deck"] == g.to_dict()["deck"] and everything["viewer"] == "all"


def test_SK_A29_meta_rules_leave_no_ambiguity_at_runtime():
    # every state offers a definite set of actions, and apply is deterministic
    for state in random_game(7, 7):
        if not state.is_terminal():
            actions = state.legal_actions()
            assert actions and all(state.apply(a) == state.apply(a) for a in actions[:3])


def test_SK_A30_vertex_start_allowed_unless_rerolled():
    starts = [new_game(seed=s).start_square for s in range(400)]
    assert any(s in skemino.VERTICES for s in starts)
    rerolled = [new_game(seed=s, reroll_vertex_start=True).start_square for s in range(400)]
    assert not any(s in skemino.VERTICES for s in rerolled)
    seed = next(s for s in range(400) if new_game(seed=s).start_square in skemino.VERTICES)
    g = new_game(seed=seed)
    assert g.apply(g.legal_actions()[0]).top(g.start_square) is not None


def test_SK_A31_outcome_reports_winner_totals_and_trigger():
    end = jammed((["2F", "3F", "4F", "5F", "6F"], ["7F", "8F", "9F", "10F", "JF"]), deck=["QF"],
                 hand_limit=5).apply("pass")
    assert (end.outcome.kind, end.outcome.winner, end.outcome.totals) == ("B", 0, (20, 45))
    assert "victory B" in end.outcome.describe() and end.outcome.clause == "SK-44"


def test_SK_A32_exactly_two_players():
    with pytest.raises(ValueError, match="SK-A32"):
        new_game(players=4)
    assert new_game(players=2).num_players == 2
