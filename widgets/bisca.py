"""Bisca on the pages: the bet helper and the step-through of a round (the live table is
``widgets.table.bisca``)."""
from __future__ import annotations

import html

import ipywidgets as w
from IPython.display import HTML
from typing import Any, Sequence

from engine import EVERYONE, IllegalAction, bisca
from engine.bisca import Bet
from engine.bisca.rules import allowed_bets, bet_error
from engine.captions import event_caption
from engine.words import N_, translate

from .components import data_script, live_kernel, message_html, static_step_through
from .practice import CLAUSE_INDEX_LINK, clause_html


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


#: what the bet helper offers: every hand size a round deals, 2 to 6 players, both bet rules
BET_HELPER_PLAYERS = tuple(range(2, 7))
BET_RULES = (("running_sum", N_("running total (ruling BI-A6)")), ("last_bidder_only", N_("last bidder only (variant)")))


def situation_key(hand_size: int, players: int, rule: str, bets: Any) -> str:
    """How the bet helper's data names a situation: ``"5|4|running_sum|2 1 0"``."""
    return f"{hand_size}|{players}|{rule}|{' '.join(map(str, bets))}"


def bet_helper_data() -> dict:
    """Every situation the bet helper offers, answered by the engine when the book is built.

    A situation is a hand size, a number of players, a bet rule and the bets made so far (each one
    a bet the engine allowed). ``refused`` lists, for each situation where the engine refuses a bet,
    ``[bet, clause, reason]`` from ``bet_error``; a situation not listed refuses none of the bets
    from 0 to the hand size (``allowed_bets`` says so: the data is checked against it in the tests).
    ``over`` is the engine's answer once every player has bet, per hand size, players and rule.

    >>> data = bet_helper_data()
    >>> data["refused"][situation_key(5, 4, "running_sum", [2, 1, 0])]
    [[2, 'BI-10', 'the bets would total 2 + 1 + 0 + 2 = 5, the number of cards in hand; the running total of bets may never equal it']]
    >>> situation_key(5, 4, "running_sum", [6]) in data["refused"]
    False
    """
    refused: dict[str, list] = {}
    over: dict[str, list] = {}
    hand_sizes = sorted(set(bisca.HAND_SIZES), reverse=True)
    for hand_size in hand_sizes:
        for players in BET_HELPER_PLAYERS:
            for rule, _ in BET_RULES:
                finished = bisca.betting_position(hand_size, [0] * players, players=players, bet_rule=rule)
                error = _refused(finished.explain(Bet(0)))
                over[situation_key(hand_size, players, rule, [])] = [error.clause, error.reason]
                pending: list[list[int]] = [[]]
                while pending:
                    bets = pending.pop()
                    if len(bets) == players:
                        continue
                    allowed = allowed_bets(hand_size, bets, rule, players)
                    no = [[bet, error.clause, error.reason] for bet in range(hand_size + 1) if bet not in allowed
                          for error in [_refused(bet_error(hand_size, bets, bet, rule, players))]]
                    if no:
                        refused[situation_key(hand_size, players, rule, bets)] = no
                    pending.extend(bets + [bet] for bet in allowed)
    return {"hands": hand_sizes, "players": list(BET_HELPER_PLAYERS), "rules": [list(r) for r in BET_RULES],
            "refused": refused, "over": over, "clauseLink": CLAUSE_INDEX_LINK}


def _refused(error: IllegalAction | None) -> IllegalAction:
    """The engine's refusal of a bet the rules forbid (``ValueError`` if the engine allowed it)."""
    if error is None:
        raise ValueError("the engine allowed a bet the bet helper lists as refused")
    return error


def bet_answer_html(hand_size: int, players: int, rule: str, bets: Any) -> str:
    """What the bet helper says about one situation, as plain text (no control): the page shows it
    for the first situation, so that it reads with JavaScript off too. ``assets/js/cit-choices.js``
    draws the same words with the bets to click."""
    # the words in the page's language (engine/locales); assets/js/cit-choices.js says the same ones
    bets = list(bets)
    made = "<b>" + (", ".join(map(str, bets)) if bets else translate(N_("none yet"))) + "</b>"
    head = "<p>" + (translate(N_("Bets so far: {bets} (total {total}).")).format(bets=made, total=sum(bets)) if bets
                    else translate(N_("Bets so far: {bets}.")).format(bets=made)) + "</p>"
    if len(bets) >= players:
        state = bisca.betting_position(hand_size, bets, players=players, bet_rule=rule)
        error = _refused(state.explain(Bet(0)))
        everyone = translate(N_("Every one of the {players} players has bet.")).format(players=players)
        return head + f'<p>{everyone} {html.escape(error.reason)} {clause_html(error.clause, CLAUSE_INDEX_LINK)}</p>'
    allowed = allowed_bets(hand_size, bets, rule, players)
    not_allowed = translate(N_("{bet}: not allowed."))
    rows = "".join(f'<li>{not_allowed.format(bet=f"<b>{bet}</b>")} {html.escape(error.reason)} '
                   f'{clause_html(error.clause, CLAUSE_INDEX_LINK)}</li>'
                   for bet in range(hand_size + 1) if bet not in allowed
                   for error in [_refused(bet_error(hand_size, bets, bet, rule, players))])
    may_bet = translate(N_("Bidder {number} of {players} may bet {allowed}.")).format(
        number=len(bets) + 1, players=players, allowed="<b>" + ", ".join(map(str, allowed)) + "</b>")
    return head + f"<p>{may_bet}</p>" + (f'<ul class="cit-bet-refused">{rows}</ul>' if rows else "")


def bet_helper_html(hand_size: int = 5, previous: Any = (2, 1, 0), players: int = 4, rule: str = "running_sum") -> str:
    """The bet helper for the published book: choose the cards in hand, the players and the rule,
    then make the bets one by one by clicking them; every answer is the engine's, worked out when
    the page is built (:func:`bet_helper_data`). ``previous`` is the bidding it opens on."""
    bets = [int(b) for b in previous]
    for i in range(len(bets)):                    # the opening bids must be ones the engine allows
        if bets[i] not in allowed_bets(hand_size, bets[:i], rule, players):
            raise ValueError(str(bet_error(hand_size, bets[:i], bets[i], rule, players)))
    data = bet_helper_data()
    data["start"] = {"hand": hand_size, "players": players, "rule": rule, "bets": bets}

    def menu(cls: str, label: str, options: Any, chosen: Any) -> str:
        items = "".join(f'<option value="{value}"{" selected" if value == chosen else ""}>{html.escape(str(text))}'
                        f'</option>' for value, text in options)
        return f'<label class="cit-bet-menu">{label} <select class="{cls}">{items}</select></label>'

    controls = (menu("cit-bet-hand", translate(N_("cards in hand")), [(h, h) for h in data["hands"]], hand_size)
                + menu("cit-bet-players", translate(N_("players")), [(p, p) for p in data["players"]], players)
                + menu("cit-bet-rule", translate(N_("rule")), [(r, translate(text)) for r, text in BET_RULES], rule))
    return (f'<div class="cit-bet-helper">{data_script(data)}<div class="cit-bet-controls">{controls}</div>'
            f'<div class="cit-bet-answer" aria-live="polite">{bet_answer_html(hand_size, players, rule, bets)}</div>'
            f'</div>')


def bet_helper(hand_size: int = 5, previous: Any = (2, 1, 0), players: int = 4, rule: str = "running_sum") -> Any:
    """The bet helper: plain HTML in the published book (:func:`bet_helper_html`), the live
    :class:`BetHelper` in a running kernel (JupyterLab, Voila)."""
    if live_kernel():
        helper = BetHelper(hand_size=hand_size, previous=" ".join(map(str, previous)))
        helper.players.value, helper.rule.value = players, rule
        return helper
    return HTML(bet_helper_html(hand_size, previous, players, rule))


def round_states(players: int = 4, seed: int = 0, bot_seed: int = 0, names: Sequence[str] | None = None) -> Any:
    """The states of one whole round, played by random computer players, and a caption for each
    (what just happened, in the words layer's sentences, the players called by ``names``): for
    step-throughs."""
    state = bisca.new_game(players=players, seed=seed)
    bot = state.spec.make_bot("random", seed=bot_seed)
    states = [state]
    while state.round_index == 0 and not state.is_terminal():
        state = state.apply_trusted(bot.choose(state))
        states.append(state)
    return states, [event_caption(before, s, names) for before, s in zip([None, *states], states)]


def round_step_through(players: int = 4, seed: int = 0, bot_seed: int = 0, names: Sequence[str] | None = None) -> Any:
    """A static step-through of a seeded round with every hand face up (works with no kernel)."""
    states, captions = round_states(players, seed, bot_seed, names)
    before = dict(zip(map(id, states[1:]), states))     # each state's move was played on the one before it
    return static_step_through(states, captions,
                               render=lambda s: bisca.render_state(s, viewer=EVERYONE, names=names,
                                                                   before=before.get(id(s))))
