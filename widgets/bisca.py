"""Bisca at the table: a full game against computer players, a bet helper, a static round replay."""
from __future__ import annotations

import html

import ipywidgets as w

from engine import EVERYONE, IllegalAction, bisca
from engine.render import french_card_svg
from engine.bisca import Bet

from .app import GameApp, SetupPanel, seat_names, table_words
from .components import message_html, static_step_through
from .direct import PickAndPlace


def action_parts(action):
    """The clicks that make ``action``: a card played is one click on it; the A♥ is the card, then its
    declaration. Bets, the blind card and a declaration in the blind round stay on the list (``None``)."""
    if isinstance(action, bisca.Play):
        return (str(action.card),) + ((action.declaration,) if action.declaration else ())
    return None


def _make_action(state, path):
    return state.parse_action("play " + " ".join(path))    # refused by the engine if not a card in hand


def _hand_pictures(state):
    if state.phase != "play" or state.is_blind_round:
        return []
    hand = state.hands[state.current_player]
    return [(str(c), french_card_svg(c), str(c)) for c in hand]


def _declarations(state):
    """The declarations the legal plays carry (the A♥'s), as targets after picking the card."""
    found = [a.declaration for a in state.legal_actions() if isinstance(a, bisca.Play) and a.declaration]
    return [(d, f"declare {d}") for d in dict.fromkeys(found)]


def pick_a_card(on_choose) -> PickAndPlace:
    """Bisca by pointing: click a card of your hand to play it (the A♥, then its declaration)."""
    return PickAndPlace(on_choose, hand=_hand_pictures, parts=action_parts, make_action=_make_action,
                        choices=_declarations, hand_title="Your hand: click a card to play it")


def play_bisca(opponents: int = 3, seed: int = 0, bot: str | None = None, names=None, seats=None,
               **options) -> GameApp:
    """A game with you in seat 0 and ``opponents`` computer players (1-19; the book offers 1-5), the
    game's beginner unless ``bot`` says otherwise; or ``seats`` gives every seat's kind (``"human"``
    for each person passing the device)."""
    seats = list(seats) if seats else ["human"] + [bot or bisca.SPEC.default_bot] * opponents
    players = len(seats)
    start = bisca.new_game(players=players, seed=seed, **options)
    names = names or seat_names(seats)
    bot_options = {"time_limit": 0.25, "iterations": 300, "rollout_depth": 4 * players}
    return GameApp(
        start, seats, names=names, seed=seed, bot_options=bot_options,
        render=lambda state, viewer: bisca.render_state(state, viewer=viewer, names=names),
        candidates=lambda state: state.candidate_actions(),
        title=f"Bisca: {table_words(seats)}", direct=pick_a_card,
        hint="or type a move, e.g. 'bet 2', 'play 10H', 'play AH BASSA'",
    )


class GameSetup(SetupPanel):
    """Choose how many others sit down and who each seat is (a person here or a computer), then deal."""

    def __init__(self, seed: int = 0):
        self.opponents = w.IntSlider(value=3, min=1, max=5, description="others")
        self.seats = self.seat_choices(bisca.SPEC, 4).follow(self.opponents, extra=1)
        super().__init__([self.opponents, self.seats], seed, "deal no.", "Deal a new game",
                         "cit-bisca-setup")

    def make_app(self) -> GameApp:
        return play_bisca(seed=self.seed.value, seats=self.seats.kinds)


class BetHelper(w.VBox):
    """Pick the hand size and the bets already made: see which bets are allowed and why the others are not.

    The helper holds no rule of its own: it makes the bets in a real game position and shows the
    engine's answers (``state.explain``, ``state.allowed_bets``) word for word.
    """

    def __init__(self, hand_size: int = 5, previous: str = "2 1 0"):
        self.hand_size = w.Dropdown(options=sorted(set(bisca.HAND_SIZES)), value=hand_size,
                                    description="cards")
        self.previous = w.Text(value=previous, description="bets so far",
                               placeholder="e.g. 2 1 0", continuous_update=True)
        self.rule = w.Dropdown(options=[("running total (ruling BI-A6)", "running_sum"),
                                        ("last bidder only (variant)", "last_bidder_only")],
                               value="running_sum", description="rule", layout=w.Layout(width="360px"))
        self.players = w.IntSlider(value=4, min=2, max=6, description="players")
        self.out = w.HTML()
        self.out.add_class("cit-bet-help")
        self._positions: dict = {}
        for control in (self.hand_size, self.previous, self.rule, self.players):
            control.observe(lambda _: self.update(), names="value")
        super().__init__([w.HBox([self.hand_size, self.players]), self.previous, self.rule, self.out])
        self.update()

    def _start(self):
        """The betting of a round with the chosen hand size, before any bet (kept: it is replayed once)."""
        key = (self.hand_size.value, self.players.value, self.rule.value)
        if key not in self._positions:
            self._positions[key] = bisca.betting_position(self.hand_size.value, [], players=self.players.value,
                                                          bet_rule=self.rule.value)
        return self._positions[key]

    def update(self) -> None:
        state = self._start()
        for number, word in enumerate(self.previous.value.replace(",", " ").split(), 1):
            try:
                state = state.apply(f"bet {word}")
            except IllegalAction as err:      # the engine's own refusal, shown as it is
                self.out.value = message_html(f"Bet {number} ({word}) was not allowed. {err}")
                return
        if state.phase != "bet":
            self.out.value = message_html(f"Every one of the {state.num_players} players has bet. "
                                          f"{state.explain(Bet(0))}")
            return
        made = state.bets_in_order
        rows = []
        for bet, refusal in bisca.bet_advice(state):
            if refusal is None:
                rows.append(f"<li><b>{bet}</b>: allowed (total {sum(made) + bet})</li>")
            else:
                rows.append(f"<li style='color:#b71c1c'><b>{bet}</b>: not allowed. "
                            f"{html.escape(str(refusal))}</li>")
        allowed = ", ".join(map(str, state.allowed_bets()))
        self.out.value = (f"<div style='font-size:13px'>Bidder {len(made) + 1} of {state.num_players} may bet "
                          f"<b>{allowed}</b>.<ul>{''.join(rows)}</ul></div>")


def round_states(players: int = 4, seed: int = 0, bot_seed: int = 0):
    """The states of one whole round, played by random computer players, and a caption for each
    (the engine's account of what just happened): for step-throughs."""
    state = bisca.new_game(players=players, seed=seed)
    bot = state.spec.make_bot("random", seed=bot_seed)
    states = [state]
    while state.round_index == 0 and not state.is_terminal():
        state = state.apply_trusted(bot.choose(state))
        states.append(state)
    return states, [s.last_event.describe() for s in states]


def round_step_through(players: int = 4, seed: int = 0, bot_seed: int = 0):
    """A static step-through of a seeded round with every hand face up (works with no kernel)."""
    states, captions = round_states(players, seed, bot_seed)
    return static_step_through(states, captions, render=lambda s: bisca.render_state(s, viewer=EVERYONE))
