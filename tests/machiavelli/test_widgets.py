"""The Machiavelli table editor and live table hold no rules: every verdict comes from the engine."""
import pytest

pytest.importorskip("ipywidgets")

from engine.machiavelli import Draw, Play, position  # noqa: E402
from widgets.machiavelli import TableEditor, describe, play_machiavelli  # noqa: E402


def editor_for(hand, table, **options):
    committed = []
    state = position([hand, None], table, **options)
    return TableEditor(committed.append, state), committed, state


def select(editor, *keys):
    editor.selected = set(keys)


def at(editor, where, name):
    """The selection key of the card called ``name`` in the hand (``"hand"``) or a group (its index)."""
    cards = editor.hand if where == "hand" else editor.groups[where]
    return where, next(i for i, c in enumerate(cards) if str(c) == name)


def test_MA_9_new_group_from_hand_cards_and_commit():
    editor, committed, state = editor_for("7S 7H 7D KC", "3C 4C 5C")
    select(editor, ("hand", 0), ("hand", 1), ("hand", 2))  # the hand is sorted ♠ ♥ ♦ ♣: 7♠ 7♥ 7♦ K♣
    editor.new_group()
    assert [str(c) for c in editor.groups[-1]] == ["7♠", "7♥", "7♦"]
    assert "Valid: you lay 3" in editor.verdict.value
    editor.commit()
    assert committed == [Play.of("3C 4C 5C | 7S 7H 7D")]
    assert state.apply(committed[0]).hands[0] == state.hands[0][3:]


def test_MA_6_invalid_group_is_shown_with_its_reason():
    editor, committed, _ = editor_for("7S 7H KC", "3C 4C 5C")
    select(editor, ("hand", 0), ("hand", 1))
    editor.new_group()
    assert "MA-6" in editor.verdict.value and "costs 3 cards" in editor.verdict.value
    texts = [child.value for row in editor.rows.children for child in row.children if hasattr(child, "value")
             and isinstance(child.value, str)]
    assert any("only 2 cards" in t for t in texts)


def test_MA_11_table_cards_cannot_go_back_to_the_hand():
    editor, committed, _ = editor_for("6C KD", "3C 4C 5C")
    select(editor, (0, 0))
    editor.back_to_hand()
    assert "MA-11" in editor.verdict.value and len(editor.hand) == 2


def test_MA_10_move_cards_between_groups_then_take_back_a_laid_card():
    editor, committed, _ = editor_for("6H 6D 9S", "3C 4C 5C 6C")
    select(editor, at(editor, 0, "6♣"), at(editor, "hand", "6♥"), at(editor, "hand", "6♦"))
    editor.new_group()
    assert "Valid: you lay 2" in editor.verdict.value
    editor.target.value = 0
    select(editor, at(editor, "hand", "9♠"))  # 9♠ into the clubs run: invalid
    editor.move_to_group()
    assert "Not valid yet" in editor.verdict.value
    select(editor, at(editor, 0, "9♠"))
    editor.back_to_hand()
    assert [str(c) for c in editor.hand] == ["9♠"] and "Valid" in editor.verdict.value
    editor.commit()
    assert committed[-1] == Play.of("3C 4C 5C | 6C 6H 6D")


def test_MA_10_hint_loads_the_solver_answer():
    editor, committed, state = editor_for("10H QH 2C", "8D 9D 10D JD | JC JH JS | KD KH KS")
    editor.hint()
    assert "lays 2 card(s)" in editor.verdict.value
    editor.commit()
    after = state.apply(committed[-1])
    assert [str(c) for c in after.hands[0]] == ["2♣"]


def test_MA_14_committing_nothing_draws():
    editor, committed, _ = editor_for("KD", "3C 4C 5C")
    editor.commit()
    assert committed == [Draw()]


def test_MA_describe_labels_listed_moves():
    state = position(["6C 7H 7D 7S", None], "3C 4C 5C")
    labels = {describe(state, a) for a in state.legal_actions()}
    assert "draw a card" in labels
    assert "lay 6♣: 3♣ 4♣ 5♣ 6♣" in labels
    assert "lay 7♠ 7♥ 7♦: 7♠ 7♥ 7♦" in labels


def test_MA_1_live_table_plays_a_hand():
    app = play_machiavelli(opponents=2, seed=3, bot="random", hands_per_match=1)
    assert app.state.current_player == 0 or app.state.is_terminal()
    for _ in range(25):
        if app.state.is_terminal():
            break
        app._choose(app.state.legal_actions()[-1])
    assert app.state.is_terminal() or app.state.current_player == 0
    with pytest.raises(ValueError, match="MA-1"):
        play_machiavelli(opponents=6)


def test_MA_13_greedy_computer_players_lay_cards():
    app = play_machiavelli(opponents=1, seed=5, first_turn="normal", bot="greedy")
    assert app.bots[1].name == "greedy"
    app._choose("draw")
    # The computer's best lay is the solver's: both sets it holds.
    assert app.entries == ["You: draw", "Computer 1: play 5S 5H 5C | 9S 9H 9C"]
    assert app.state.current_player == 0


def test_MA_8_the_forced_opening_draw_is_made_for_you():
    for seed in range(8):
        app = play_machiavelli(opponents=2, seed=seed, bot="random")
        assert not app.state.opening and app.state.current_player == 0
        if app.states[0].current_player == 0:
            assert app.entries[0] == "You: draw"
            return
    raise AssertionError("no deal among the seeds tried makes seat 0 the first player")


def test_MA_17_a_game_saved_from_the_table_loads_back():
    app = play_machiavelli(opponents=2, seed=3, bot="random")
    app.editor.hint()
    app.editor.commit()
    app._save()
    other = play_machiavelli(opponents=2, seed=99, bot="random")
    other.save_box.value = app.save_box.value
    other._load()
    assert other.state == app.state and "Loaded" in other.save_message.value


def test_MA_A12_hourglass_runs_out_and_the_player_draws():
    from engine.machiavelli import Draw
    from widgets.machiavelli import play_machiavelli

    app = play_machiavelli(opponents=1, seed=4, bot="random", turn_timer_seconds=30)
    assert app.hourglass is not None and app.hourglass.max == 30
    assert app.state.current_player == 0 and not app.state.opening
    assert app.hourglass.playing and app.hourglass.value == 0
    hand_before = len(app.state.hands[0])
    turns_before = len(app.states)
    app.hourglass.value = 29                       # sand still running: nothing happens
    assert len(app.states) == turns_before
    app.hourglass.value = 30                       # the sand runs out during your turn
    assert app.notations[turns_before - 1] == str(Draw())
    assert "sand ran out" in app.status.value
    if not app.state.is_terminal() and app.state.current_player == 0:
        assert app.hourglass.value == 0 and app.hourglass.playing   # turned over for the next turn
    assert len(app.states[turns_before].hands[0]) == hand_before + 1


def test_MA_A12_no_hourglass_by_default():
    from widgets.machiavelli import play_machiavelli

    assert play_machiavelli(opponents=1, seed=4, bot="random").hourglass is None


def test_MA_1_a_newcomer_meets_the_beginner_and_may_choose_the_strong_player():
    from engine.machiavelli import SPEC
    from widgets.machiavelli import MachiavelliSetup

    app = play_machiavelli(opponents=2, seed=1)
    assert app.seats == ["human", SPEC.default_bot, SPEC.default_bot] and SPEC.bot_label(SPEC.default_bot) == "beginner"
    setup = MachiavelliSetup()
    menu = setup.seats.menus[1]
    labels = dict(menu.options)
    assert menu.value == SPEC.default_bot and menu.options[1][1] == SPEC.default_bot
    assert labels["computer: strong"] == "greedy" and set(labels.values()) == set(SPEC.bots) | {"human"}
    with pytest.raises(ValueError, match="not 'clever'"):
        play_machiavelli(opponents=1, bot="clever")


def test_MA_15_the_editor_says_whether_committing_costs_cards_or_is_refused():
    editor, _, _ = editor_for("7S 7H 9C", "3C 4C 5C")
    select(editor, at(editor, "hand", "7♠"), at(editor, "hand", "7♥"))
    editor.new_group()
    assert "MA-6" in editor.verdict.value and "costs 3 cards" in editor.verdict.value
    strict, _, _ = editor_for("7S 7H 9C", "3C 4C 5C", failed_operation_penalty=0)
    select(strict, at(strict, "hand", "7♠"), at(strict, "hand", "7♥"))
    strict.new_group()
    assert "MA-6" in strict.verdict.value and "would be refused" in strict.verdict.value
