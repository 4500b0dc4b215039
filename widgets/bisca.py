"""Bisca at the table: a full game against computer players, a bet helper, a static round replay."""
from __future__ import annotations

import html

import ipywidgets as w

from engine import bisca
from engine.bots import RandomBot

from .app import GameApp, SetupPanel
from .components import message_html, static_step_through


def play_bisca(opponents: int = 3, seed: int = 0, bot: str = "search", names=None, **options) -> GameApp:
    """A game with you in seat 0 and ``opponents`` computer players (1-19; the book offers 1-5)."""
    players = opponents + 1
    start = bisca.new_game(players=players, seed=seed, **options)
    seats = ["human"] + [bot] * opponents
    names = names or ["You"] + [f"Computer {i}" for i in range(1, players)]
    bot_options = {"time_limit": 0.25, "iterations": 300, "rollout_depth": 4 * players}
    return GameApp(
        start, seats, names=names, seed=seed, bot_options=bot_options,
        render=lambda state, viewer: bisca.render_state(state, viewer=viewer, names=names),
        candidates=lambda state: state.candidate_actions(),
        title=f"Bisca: you and {opponents} computer player{'s' if opponents > 1 else ''}",
        hint="or type a move, e.g. 'bet 2', 'play 10H', 'play AH BASSA'",
    )


class GameSetup(SetupPanel):
    """Choose the number of computer players and the kind of bot, then deal."""

    def __init__(self, seed: int = 0):
        self.opponents = w.IntSlider(value=3, min=1, max=5, description="opponents")
        self.bot = w.Dropdown(options=[("search (plays well)", "search"), ("random (learning)", "random")],
                              value="search", description="computer")
        super().__init__([w.HBox([self.opponents, self.bot])], seed, "deal no.", "Deal a new game",
                         "cit-bisca-setup")

    def make_app(self) -> GameApp:
        return play_bisca(self.opponents.value, seed=self.seed.value, bot=self.bot.value)


class BetHelper(w.VBox):
    """Pick the hand size and the bets already made: see which bets are allowed and why the others are not."""

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
        for control in (self.hand_size, self.previous, self.rule, self.players):
            control.observe(lambda _: self.update(), names="value")
        super().__init__([w.HBox([self.hand_size, self.players]), self.previous, self.rule, self.out])
        self.update()

    def update(self) -> None:
        words = self.previous.value.replace(",", " ").split()
        if not all(word.isdigit() for word in words):
            self.out.value = message_html("BI-9: bets are whole numbers of tricks, e.g. '2 1 0'.")
            return
        bets = [int(word) for word in words]
        size, rule, players = self.hand_size.value, self.rule.value, self.players.value
        if len(bets) >= players:
            self.out.value = message_html(f"BI-9: with {players} players, {players} bets close the bidding.")
            return
        for i in range(len(bets)):
            error = bisca.bet_error(size, bets[:i], bets[i], rule) if rule == "running_sum" else (
                None if 0 <= bets[i] <= size else f"BI-9: a bet is a number of tricks from 0 to {size}")
            if error:
                self.out.value = message_html(f"Bet {i + 1} ({bets[i]}) was not allowed. {error}")
                return
        allowed = bisca.allowed_bets(size, bets, rule, players)
        rows = []
        for bet in range(size + 1):
            if bet in allowed:
                rows.append(f"<li><b>{bet}</b>: allowed (total {sum(bets) + bet})</li>")
            else:
                reason = bisca.bet_error(size, bets, bet, "running_sum")
                rows.append(f"<li style='color:#b71c1c'><b>{bet}</b>: not allowed. {html.escape(reason)}</li>")
        who = len(bets) + 1
        self.out.value = (f"<div style='font-size:13px'>Bidder {who} of {players} may bet "
                          f"<b>{', '.join(map(str, allowed))}</b>.<ul>{''.join(rows)}</ul></div>")


def round_states(players: int = 4, seed: int = 0, bot_seed: int = 0):
    """The states of one whole round, played by random computer players: for step-throughs."""
    state = bisca.new_game(players=players, seed=seed)
    bot = RandomBot(bot_seed)
    states, captions = [state], ["the deal"]
    while state.round_index == 0 and not state.is_terminal():
        seat = state.current_player
        action = bot.choose(state)
        state = state.apply(action)
        states.append(state)
        caption = f"Seat {seat}: {action}"
        if state.last_trick_winner is not None and not state.trick and states[-2].trick:
            caption += f"; the trick goes to Seat {state.last_trick_winner}"
        if state.round_index == 1:
            caption += ". Round over: points are scored and the next round is dealt"
        captions.append(caption)
    return states, captions


def round_step_through(players: int = 4, seed: int = 0, bot_seed: int = 0):
    """A static step-through of a seeded round with every hand face up (works with no kernel)."""
    states, captions = round_states(players, seed, bot_seed)
    return static_step_through(states, captions, render=lambda s: bisca.render_state(s, viewer="all"))
