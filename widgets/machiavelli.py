"""Machiavelli at the table: a hand against computer players, with a table editor and a hint.

The editor holds no rule. It keeps a working copy of the table and of your hand; every verdict on a
group comes from ``engine.machiavelli.meld_error``, and what the whole working table means (the cards
laid, a draw, a failed operation's penalty, a refusal, which cards may go back to the hand) from
``state.table_outcome`` (MA-11, MA-13, MA-14, MA-15); the hint comes from
``engine.machiavelli.hints.best_play`` (the exact solver). *Commit* sends the outcome's action to the
engine, exactly as a typed move would be. The computer players are the game's own (``state.spec.make_bot``): a newcomer meets the beginner.
"""
from __future__ import annotations

import html
from collections import Counter
from itertools import permutations
from typing import Any

import ipywidgets as w

from engine import machiavelli
from engine.machiavelli import Draw, Play, hints, meld_error, meld_kind, notation
from engine.machiavelli.actions import group_words as notation_words
from engine.render import french_card_svg

from .app import GameApp, SetupPanel, seat_names, table_words
from .components import message_html
from .direct import PickAndPlace

#: The computer players the table offers, by the names of the game's spec.
BOT_KINDS = tuple(machiavelli.SPEC.bots)


def describe(state, action) -> str:
    """A short label for a listed move: the cards it lays (as the engine's event says) and the
    combinations of the proposed table that are new or changed."""
    if isinstance(action, Draw):
        return "draw a card"
    laid = state.apply(action).last_event.find("laid")
    lay = notation(machiavelli.rules.by_rank(machiavelli.rules.cards(laid.cards))) if laid else "nothing"
    old = Counter(state.table)
    changed = []
    for meld in action.table:
        if old[meld] > 0:
            old[meld] -= 1
        else:
            changed.append(meld)
    return f"lay {lay}: " + " | ".join(notation(m) for m in changed)


class TableEditor(w.VBox):
    """Build your turn by hand: move cards between your hand and the table's groups, then commit.

    Select cards by clicking them (in your hand or in any group), then *New group* makes a group of
    them, *Move to group* adds them to the chosen group, *Back to hand* takes back cards you laid this
    turn (never a card that was on the table: MA-11). Each group shows whether it is a set, a run or
    why it is not valid; the line at the bottom says whether the whole table may be committed.
    """

    def __init__(self, on_commit, state=None):
        self.on_commit = on_commit
        self.state = None
        self.groups: list[list] = []
        self.hand: list = []
        self.selected: set[tuple] = set()      # ("hand", i) or (group index, i)
        self.rows = w.VBox()
        self.verdict = w.HTML()
        self.target = w.Dropdown(options=[], description="group", layout=w.Layout(width="150px"))
        buttons = {
            "new": ("New group", self.new_group), "move": ("Move to group", self.move_to_group),
            "back": ("Back to hand", self.back_to_hand), "clear": ("Clear selection", self.clear),
            "reset": ("Start again", self.reset), "hint": ("Hint", self.hint), "commit": ("Commit", self.commit),
        }
        self.buttons = {}
        for key, (text, handler) in buttons.items():
            button = w.Button(description=text, layout=w.Layout(width="auto", margin="2px"),
                              button_style="primary" if key == "commit" else "")
            button.add_class(f"cit-ma-{key}")
            button.on_click(lambda _, h=handler: h())
            self.buttons[key] = button
        b = self.buttons
        controls = w.HBox([b["new"], self.target, b["move"], b["back"], b["clear"]],
                          layout=w.Layout(flex_flow="row wrap"))
        finish = w.HBox([b["reset"], b["hint"], b["commit"]])
        super().__init__([w.HTML("<b style='font-size:13px'>Table editor</b>"), self.rows, controls,
                          self.verdict, finish])
        self.add_class("cit-ma-editor")
        if state is not None:
            self.load(state)

    # --- the working copy -------------------------------------------------------------------------
    def load(self, state) -> None:
        """Start from ``state``: its table and the hand of the player to move."""
        self.state = state
        self.groups = [list(m) for m in state.table]
        self.hand = list(state.hands[state.current_player]) if state.current_player is not None else []
        self.selected = set()
        self._draw()

    def reset(self) -> None:
        if self.state is not None:
            self.load(self.state)

    def working_table(self) -> tuple:
        return tuple(tuple(g) for g in self.groups if g)

    def outcome(self):
        """The engine's verdict on committing the working table now."""
        if self.state is None:
            raise ValueError("the table editor has no turn loaded")
        return self.state.table_outcome(self.working_table())

    def _take_selected(self) -> list:
        """Remove the selected cards from where they are and return them (hand cards first)."""
        chosen = []
        for where, i in sorted(self.selected, key=lambda s: (s[0] != "hand", str(s[0]), s[1])):
            source = self.hand if where == "hand" else self.groups[where]
            chosen.append((where, i, source[i]))
        for where, i, _ in sorted(chosen, key=lambda t: -t[1]):
            (self.hand if where == "hand" else self.groups[where]).pop(i)
        self.selected = set()
        return [card for _, _, card in chosen]

    def new_group(self) -> None:
        if not self.selected:
            return self._say("Select the cards of the new group first.")
        self.groups.append(self._take_selected())
        self._tidy()

    def move_to_group(self) -> None:
        if not self.selected or self.target.value is None:
            return self._say("Select cards, then choose the group they go to.")
        target = self.groups[self.target.value]
        moving = [(w_, i) for w_, i in self.selected if w_ != self.target.value]
        self.selected = set(moving)
        target.extend(self._take_selected())
        self._tidy()

    def back_to_hand(self) -> None:
        if not self.selected:
            return
        error = self.outcome().take_back_error(self.groups[where][i] for where, i in self.selected
                                               if where != "hand")
        if error is not None:
            return self._say(f"{error}.")
        cards = [c for c in self._take_selected()]
        self.hand.extend(cards)
        self.hand = list(machiavelli.rules.sort_hand(self.hand))
        self._tidy()

    def clear(self) -> None:
        self.selected = set()
        self._draw()

    def hint(self) -> None:
        """The solver's best move (as many cards laid as possible), loaded into the editor."""
        if self.state is None or self.state.is_terminal():
            return
        best = hints.best_play(self.state)
        self.load(self.state)
        if isinstance(best, Draw):
            return self._say("No card of your hand can be laid this turn, whatever you rearrange: draw.", "note")
        self.groups = [list(m) for m in best.table]
        laid = self.outcome().laid
        self.hand = list(machiavelli.rules.sort_hand((Counter(self.hand) - Counter(laid)).elements()))
        self._draw(f"Hint: this table lays {len(laid)} card(s), the most possible. Commit it, or change it.",
                   "note")

    def commit(self) -> None:
        if self.state is None:
            return
        self.on_commit(self.outcome().action)

    # --- drawing --------------------------------------------------------------------------------------
    def _tidy(self) -> None:
        self.groups = [g for g in self.groups if g]
        self._draw()

    def _say(self, text: str, kind: str = "error") -> None:
        self._draw(text, kind)

    def _toggle(self, key) -> None:
        self.selected ^= {key}

    def _card_button(self, card, key) -> w.ToggleButton:
        colour = "#c62828" if card.is_red else "#1b1b1b"
        button = w.ToggleButton(value=key in self.selected, description=str(card),
                                layout=w.Layout(width="56px", height="30px", margin="1px", padding="0"))
        button.style.text_color = colour
        button.add_class("cit-ma-card")
        button.observe(lambda change, k=key: self._toggle(k), names="value")
        return button

    def _draw(self, message: str | None = None, kind: str = "error") -> None:
        if self.state is None:
            self.rows.children = ()
            return
        allow = self.state.options.allow_ace_both_ends_in_one_run
        rows = []
        for g, group in enumerate(self.groups):
            error = meld_error(tuple(group), allow)
            tag = meld_kind(tuple(group), allow) or "not valid"
            colour = "#2e7d32" if error is None else "#c62828"
            label = w.HTML(f"<span style='font-size:12px;color:{colour}'>{g + 1}. {tag}</span>",
                           layout=w.Layout(width="80px"))
            cards = [self._card_button(c, (g, i)) for i, c in enumerate(group)]
            reason = w.HTML(f"<span style='font-size:12px;color:#c62828'>{html.escape(error)}</span>"
                            if error else "")
            rows.append(w.HBox([label] + cards + [reason], layout=w.Layout(flex_flow="row wrap")))
        hand_label = w.HTML("<span style='font-size:12px'>your hand</span>", layout=w.Layout(width="80px"))
        rows.append(w.HBox([hand_label] + [self._card_button(c, ("hand", i)) for i, c in enumerate(self.hand)],
                           layout=w.Layout(flex_flow="row wrap")))
        self.rows.children = tuple(rows)
        self.target.options = [(str(g + 1), g) for g in range(len(self.groups))]
        self.verdict.value = message_html(message, kind) + self._verdict_html()

    def _verdict_html(self) -> str:
        outcome = self.outcome()
        if not outcome.valid:
            cost = " It would be refused." if outcome.refused else \
                f" Committing it now costs {outcome.penalty} cards (MA-15)."
            return message_html(f"Not valid yet: {outcome.fault}.{cost}")
        if outcome.laid:
            return message_html(f"Valid: you lay {len(outcome.laid)} card(s) and do not draw ({outcome.clause}).",
                                "ok")
        if outcome.draws:
            return message_html(f"Nothing laid yet: committing now means drawing a card ({outcome.clause}).", "note")
        return message_html("Nothing laid yet, and the tallone is empty: committing now draws nothing (MA-A5).",
                            "note")


# --- play by pointing: a card, then the group it joins; or cards, then "new group" ----------------------------

NEW_GROUP = "new"
#: a new group of more cards than this is offered in one click order only (its reading order)
ANY_ORDER_UP_TO = 4


def _group_key(i: int) -> str:
    return f"group {i + 1}"


def action_parts(state, action):
    """The clicks that make a listed play: one hand card then the table group it joins (or splits),
    or the cards of a new combination (in any order, up to four cards) then *new group*. Plays that
    touch more, and drawing, stay on the list and in the table editor (``None``)."""
    if not isinstance(action, Play):
        return None
    left = Counter(action.table)             # the new table's groups not found on the old one
    changed = []                             # the old table's groups the play does not keep
    for i, meld in enumerate(state.table):
        if left[meld] > 0:
            left[meld] -= 1
        else:
            changed.append(i)
    new = list(left.elements())
    laid = list((Counter(action.cards()) - Counter(state.table_cards())).elements())
    if len(changed) == 1 and len(laid) == 1:
        return (str(laid[0]), _group_key(changed[0]))
    if not changed and len(new) == 1:
        cards = [str(c) for c in new[0]]
        if len(cards) <= ANY_ORDER_UP_TO:
            return [order + (NEW_GROUP,) for order in dict.fromkeys(permutations(cards))]
        return [tuple(cards) + (NEW_GROUP,)]
    return None


def why_not(state, path):
    """The engine's verdict (``state.play_error``, naming the clause) on the table the clicks would
    make; ``None`` while the clicks do not end on a group or on *new group*."""
    *cards, target = path
    groups = [notation_words(m) for m in state.table]
    if target == NEW_GROUP and cards:
        groups.append(" ".join(cards))
    elif target in [_group_key(i) for i in range(len(groups))] and len(cards) == 1:
        i = [_group_key(k) for k in range(len(groups))].index(target)
        groups[i] += " " + cards[0]
    else:
        return None
    return state.play_error(" | ".join(groups))


def _hand_pictures(state):
    if state.opening:
        return []
    return [(str(c), french_card_svg(c), str(c)) for c in state.hands[state.current_player]]


def _targets(state):
    groups = [(_group_key(i), f"{_group_key(i)}: {notation(m)}") for i, m in enumerate(state.table)]
    return groups + [(NEW_GROUP, "new group")]


def pick_and_place(on_choose) -> PickAndPlace:
    """Machiavelli by pointing: a card, then the lit group it joins; or the cards of a new
    combination, one after the other, then *new group*."""
    return PickAndPlace(on_choose, hand=_hand_pictures, parts=action_parts, state_parts=True, why_not=why_not,
                        choices=_targets, hand_title="Your hand: click a card, then a lit group "
                                                     "(or more cards, then new group)")


class MachiavelliApp(GameApp):
    """A hand (or a match) of Machiavelli: you are seat 0, the others are computer players.

    ``bot`` names one of the game's computer players (``state.spec.bots``): ``"random"`` (the
    beginner, the default), ``"greedy"`` (strong: lays as many cards as it can, using the exact solver)
    or ``"search"`` (Monte Carlo tree search over the engine's listed moves). ``seats`` gives every
    seat's kind instead (``"human"`` for each person passing the device).
    """

    children: tuple        # the app's parts (the VBox's trait), rebuilt when an hourglass is added

    def __init__(self, start, bot: str | None = None, names=None, seed: int = 0, title: str = "", seats=None):
        spec = start.spec
        bot = spec.default_bot if bot is None else bot
        if bot not in spec.bots:
            raise ValueError(f"a computer player is one of {', '.join(spec.bots)}, not {bot!r}")
        players = start.num_players
        self.bot_kind = bot
        seats = list(seats) if seats else ["human"] + [bot] * (players - 1)
        names = names or seat_names(seats)
        self.editor = TableEditor(self._commit)
        super().__init__(
            start, seats, names=names, seed=seed,
            render=lambda state, viewer: machiavelli.render_state(state, viewer=viewer, names=names),
            label=lambda action: describe(self.state, action),
            title=title, direct=pick_and_place,
        )
        self._add_hourglass(start.options.turn_timer_seconds)

    def _add_hourglass(self, seconds) -> None:
        """The optional hourglass (MA-18, MA-A12): it runs in the browser; when it empties during your
        turn, your work in the editor is put back and you draw one card, as if you had laid nothing (MA-14)."""
        self.hourglass: Any = None
        self._turn_seen: int | None = None
        if not seconds:
            return
        self.hourglass = w.Play(value=0, min=0, max=int(seconds), interval=1000, show_repeat=False)
        self.hourglass.add_class("cit-hourglass")
        sand = w.IntProgress(value=0, min=0, max=int(seconds), description="hourglass",
                             layout=w.Layout(width="260px"))
        w.jslink((self.hourglass, "value"), (sand, "value"))
        self.hourglass.observe(self._sand_ran_out, names="value")
        parts = tuple(self.children)
        self.children = (parts[0], w.HBox([self.hourglass, sand])) + parts[1:]
        self._refresh()

    def _sand_ran_out(self, change) -> None:
        if self.hourglass is None or change["new"] < self.hourglass.max or self.state.is_terminal() \
                or self.state.current_player not in self.humans:
            return
        draws = [a for a in self.state.legal_actions() if isinstance(a, Draw)]
        if draws:
            self.picker.error("")
            self._choose(draws[0])
            self.status.value = message_html("The sand ran out: your table was put back and you drew a card "
                                             "(MA-A12, MA-14).", "note")

    def _run_bots(self) -> None:
        """The computer players move; your forced opening draw (MA-8, the only legal move) is made for you."""
        super()._run_bots()
        while (self.humans and not self.state.is_terminal() and self.state.current_player in self.humans
               and self.state.opening):
            self._push(Draw())
            super()._run_bots()

    def _commit(self, action) -> None:
        self._choose(action)
        if self.state.current_player in self.humans:
            self.editor.verdict.value = self.picker.message.value + self.editor.verdict.value

    def _refresh(self) -> None:
        super()._refresh()
        if not hasattr(self, "editor"):
            return
        human_turn = not self.state.is_terminal() and self.state.current_player in self.humans \
            and not self.state.opening and not self.covered
        self.editor.layout.display = None if human_turn else "none"
        if human_turn:
            self.editor.load(self.state)
        if hasattr(self, "body") and self.editor not in self.body.children and self.table in self.body.children:
            self.body.children = tuple(self.body.children) + (self.editor,)
        hourglass = getattr(self, "hourglass", None)
        if hourglass is not None:
            turn = len(self.states) if human_turn else None
            if turn != self._turn_seen:       # a new turn of yours: turn the hourglass over
                self._turn_seen = turn
                hourglass.playing = False
                hourglass.value = 0
                hourglass.playing = human_turn


def play_machiavelli(opponents: int = 2, seed: int = 0, bot: str | None = None, names=None, seats=None,
                     **options) -> MachiavelliApp:
    """A game with you in seat 0 and 1 to 5 computer players; ``options`` are the RULINGS 6.1 variants.
    ``seats`` gives every seat's kind instead (``"human"`` for each person passing the device)."""
    seats = list(seats) if seats else ["human"] + [bot or machiavelli.SPEC.default_bot] * opponents
    if not 2 <= len(seats) <= 6:
        raise ValueError("Machiavelli seats 2 to 6 players: choose 1 to 5 computer players (MA-1)")
    start = machiavelli.new_game(players=len(seats), seed=seed, **options)
    return MachiavelliApp(start, bot=bot, names=names, seed=seed, seats=seats,
                          title=f"Machiavelli: {table_words(seats)}")


class MachiavelliSetup(SetupPanel):
    """Choose how many others sit down, who each seat is (a person here or a computer) and the match
    length, then deal."""

    def __init__(self, seed: int = 0):
        self.opponents = w.IntSlider(value=2, min=1, max=5, description="others")
        self.seats = self.seat_choices(machiavelli.SPEC, 3).follow(self.opponents, extra=1)
        self.hands = w.Dropdown(options=[("one hand", 1), ("a match of four hands", 4)], value=1,
                                description="play")
        self.timer = w.Dropdown(options=[("no hourglass", None), ("60 s hourglass", 60), ("120 s hourglass", 120)],
                                value=None, description="timer")
        super().__init__([self.opponents, self.seats, w.HBox([self.hands, self.timer])],
                         seed, "deal no.", "Deal", "cit-machiavelli-setup")

    def make_app(self) -> MachiavelliApp:
        return play_machiavelli(seed=self.seed.value, seats=self.seats.kinds, hands_per_match=self.hands.value, turn_timer_seconds=self.timer.value)


__all__ = ["TableEditor", "MachiavelliApp", "MachiavelliSetup", "play_machiavelli", "describe"]
