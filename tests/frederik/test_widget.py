"""Click the come-quando-frederik-piange widgets from Python, as a reader would in a live page."""
from engine import frederik
from widgets.frederik import GameSetup, action_label, play_frederik, scripted_step_through, whole_game


def enabled_buttons(app):
    return [b for b in app.picker.buttons.children if not b.disabled]


def test_FP_9_a_full_game_is_played_to_the_end_by_clicks():
    app = play_frederik(opponents=2, seed=4, bot="random")
    clicks = 0
    while not app.state.is_terminal():
        buttons = enabled_buttons(app)
        assert {b.description for b in buttons} == {action_label(a) for a in app.state.candidate_actions()}
        buttons[0].click()            # the first choice: keep the first card, then pass, never answer
        clicks += 1
    assert "game is over" in app.status.value and app.picker.buttons.children == ()
    assert clicks >= 5 * 5 + 2        # five draw turns of five choices, two battle turns at least
    assert app.record().states()[-1].to_json() == app.state.to_json()


def test_FP_5_draw_buttons_name_the_drawn_cards_but_the_log_does_not():
    app = play_frederik(opponents=1, seed=2, bot="random", first_player=0)
    drawn = [str(c) for c in app.state.drawn]
    assert [b.description for b in enabled_buttons(app)][:5] == [f"keep {c}" for c in drawn]
    enabled_buttons(app)[1].click()
    assert app.entries[0] == "You: keep 2"           # the table is told a position, not the card


def test_FP_A4_the_human_is_asked_to_interrupt_when_a_computer_acts():
    from widgets.app import GameApp
    from widgets.frederik import table_html

    table = frederik.battle_position([["9C", "2S"], ["(3C)", "KS"], ["8D", "9H"]], turn_seat=1)
    start = table.apply("swap_high KS 8D")           # a computer's action: only seat 0 can interrupt it
    app = GameApp(start, ["human", "random", "random"], names=["You", "Computer 1", "Computer 2"],
                  render=lambda s, v: table_html(s, v), candidates=lambda s: s.candidate_actions())
    assert app.state is start and app.state.current_player == 0
    assert [b.description for b in enabled_buttons(app)] == ["interrupt 2♠", "pass"]
    assert "you may interrupt with 2♠" in app.table.value
    enabled_buttons(app)[0].click()
    stopped = app.states[1]
    assert stopped.last_event.find("interrupt").seat == 0 and str(stopped.cards_of(2)[0]) == "8♦"


def test_FP_9_typed_illegal_moves_show_the_clause_and_change_nothing():
    app = play_frederik(opponents=1, seed=5, bot="random")
    before = app.state
    app.picker.text.value = "swap_high 9C 8D"
    app.picker.go.click()
    assert "FP-5" in app.picker.message.value and app.state is before
    app.picker.text.value = "dance"
    app.picker.go.click()
    assert "FP-9" in app.picker.message.value and app.state is before


def test_FP_9_setup_panel_deals_and_step_throughs_render():
    setup = GameSetup(seed=3)
    setup.opponents.value = 1
    setup.seats.set_computers("random")
    app = setup.deal()
    assert app.state.num_players == 2 and setup.area.children == (app,)
    box = scripted_step_through(frederik.battle_position([["9C"], ["8D"]]), ["swap_high 9C 8D"])
    assert box.data.count('<li class="cit-frame') == 2 and "swap" in box.data
    states, captions = whole_game(players=2, seed=1, bot_seed=1)
    assert states[-1].is_terminal() and len(states) == len(captions)
