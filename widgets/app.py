"""A game table that seats humans and computer players around any engine game."""
from __future__ import annotations

import html
import inspect
from typing import Callable, Sequence

import ipywidgets as w

from engine import EVERYONE, CorruptSave, Record, seat_label

from .components import (ActionLog, ActionPicker, StateView, StepThrough, message_html, presenter_style,
                         presenter_toggle)

HUMAN = "human"
#: How a set-up menu words a seat taken by someone at this device.
PERSON_HERE = "a person here"


def bot_choices(spec) -> list[tuple[str, str]]:
    """The game's computer players as ``(label, name)``, the newcomer's (``spec.default_bot``) first.

    The words are the spec's labels ("beginner", "strong"...): no widget names a bot of its own.
    """
    names = [spec.default_bot] + [name for name in spec.bots if name != spec.default_bot]
    return [(spec.bot_label(name), name) for name in names if name in spec.bots]


def seat_names(seats: Sequence[str], roles: Sequence[str] | None = None) -> list[str]:
    """Names for a table's seats: one person here is *You*, several are *Player 1*, *Player 3*...
    (by seat), the computers are *Computer 1*, *Computer 2*... in seat order. With ``roles`` (the
    seats' names in the game, e.g. Bianco and Nero) the role is added, or is the name itself for a
    person when several share the device.

    >>> seat_names(["human", "random", "search"])
    ['You', 'Computer 1', 'Computer 2']
    >>> seat_names(["human", "random", "human"])
    ['Player 1', 'Computer 1', 'Player 3']
    >>> seat_names(["human", "search"], roles=["Bianco", "Nero"]), seat_names(["human", "human"], ["South", "North"])
    (['You (Bianco)', 'Computer (Nero)'], ['South', 'North'])
    """
    people = sum(kind == HUMAN for kind in seats)
    names, k = [], 0
    for i, kind in enumerate(seats):
        role = roles[i] if roles else None
        if kind == HUMAN:
            if people == 1:
                names.append(f"You ({role})" if role else "You")
            else:
                names.append(role or f"Player {i + 1}")
        else:
            k += 1
            names.append(f"Computer ({role})" if role else f"Computer {k}")
    return names


def table_words(seats: Sequence[str]) -> str:
    """Who sits at the table, in words, for a title.

    >>> table_words(["human", "random"]), table_words(["human", "human", "search"])
    ('you and 1 computer player', '2 players at this device and 1 computer player')
    >>> table_words(["human", "human"])
    '2 players at this device'
    """
    people = sum(kind == HUMAN for kind in seats)
    computers = len(seats) - people
    bots = f"{computers} computer player{'s' if computers != 1 else ''}"
    if people == 0:
        return bots
    if people == 1:
        return f"you and {bots}" if computers else "you alone"
    here = f"{people} players at this device"
    return f"{here} and {bots}" if computers else here


def settings_for(factory, settings: dict) -> dict:
    """The ``settings`` a computer player's factory takes (a search's time and iterations mean
    nothing to the beginner), read from its signature rather than from the bot's name.

    >>> from engine.bots import RandomBot, SearchBot
    >>> settings_for(RandomBot, {"time_limit": 0.5}), settings_for(SearchBot, {"time_limit": 0.5})
    ({}, {'time_limit': 0.5})
    """
    try:
        params = inspect.signature(factory).parameters
    except (TypeError, ValueError):
        return {}
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values()):
        return dict(settings)
    return {key: value for key, value in settings.items() if key in params}


class SeatChoices(w.VBox):
    """One menu per seat: *a person here* or one of the game's computer players by its label.

    The first seat is a person, the others the spec's ``default_bot`` (the beginner): a newcomer
    meets a gentle opponent. Several people pass the device: :class:`GameApp` hides the table
    between their turns. ``roles`` names the seats where the game does (Bianco, Nero...).
    ``resize(n)`` follows a player-count control, keeping the choices already made.
    """

    def __init__(self, spec, players: int, roles: Sequence[str] | None = None):
        self.spec = spec
        self.roles = list(roles) if roles else None
        self.options = [(PERSON_HERE, HUMAN)] + [(f"computer: {label}", name) for label, name in bot_choices(spec)]
        self.menus: list[w.Dropdown] = []
        self.rows = w.VBox()
        parts = [self.rows]
        if spec.max_players == 2:
            # the common case of a classroom or a kitchen table, one click away
            self.two_here = w.Button(description="two players at this device", layout=w.Layout(width="auto"))
            self.two_here.add_class("cit-two-here")
            self.two_here.on_click(lambda _: self.everyone_here())
            parts.append(self.two_here)
        super().__init__(parts)
        self.add_class("cit-seats")
        self.resize(players)

    def _label(self, i: int) -> str:
        # counted from 1, as the people at the table are named (Player 1, Player 2...)
        return self.roles[i] if self.roles and i < len(self.roles) else f"player {i + 1}"

    def resize(self, players: int) -> None:
        while len(self.menus) < players:
            i = len(self.menus)
            menu = w.Dropdown(options=self.options, value=HUMAN if i == 0 else self.spec.default_bot,
                              description=self._label(i), layout=w.Layout(width="300px"))
            menu.add_class("cit-seat-choice")
            self.menus.append(menu)
        del self.menus[players:]
        self.rows.children = tuple(self.menus)

    def everyone_here(self) -> None:
        """Every seat is a person at this device (they pass it between turns)."""
        for menu in self.menus:
            menu.value = HUMAN

    def follow(self, control: w.ValueWidget, extra: int = 0) -> "SeatChoices":
        """Keep one menu per player as ``control`` (a player count, or ``extra`` less) changes."""
        control.observe(lambda change: self.resize(change["new"] + extra), names="value")
        self.resize(control.value + extra)
        return self

    @property
    def kinds(self) -> list[str]:
        return [menu.value for menu in self.menus]

    def set_computers(self, name: str) -> None:
        """Every computer seat plays as ``name`` (one of the spec's bots)."""
        for menu in self.menus:
            if menu.value != HUMAN:
                menu.value = name


class SetupPanel(w.VBox):
    """Choices on top, a game number and a deal button, and the table below once dealt.

    A game's panel builds its own choice rows and says in :meth:`make_app` how to seat the table;
    a :class:`SeatChoices` row (``self.seats``, from :meth:`seat_choices`) lets every seat be a
    person at this device or one of the game's computer players.
    """

    def __init__(self, rows, seed: int, seed_label: str, deal_label: str, css_class: str):
        self.seed = w.IntText(value=seed, description=seed_label, layout=w.Layout(width="180px"))
        self.start = w.Button(description=deal_label, button_style="primary")
        self.start.add_class("cit-deal")
        self.area = w.VBox()
        self.start.on_click(lambda _: self.deal())
        super().__init__(list(rows) + [w.HBox([self.seed, self.start]), self.area])
        self.add_class(css_class)

    @staticmethod
    def seat_choices(spec, players: int, roles: Sequence[str] | None = None) -> SeatChoices:
        return SeatChoices(spec, players, roles)

    def make_app(self) -> "GameApp":
        raise NotImplementedError

    def deal(self) -> "GameApp":
        app = self.make_app()
        self.area.children = (app,)
        return app


class GameApp(w.VBox):
    """Play a whole game: humans click, computer seats answer through the same engine.

    ``seats`` gives each seat's kind: ``"human"`` or one of the game's computer players
    (``spec.bots``, e.g. ``"random"``, ``"search"``). With two or more human seats the people pass the
    device: between their turns everything but the title and whose turn it is is hidden (table, move
    buttons, log, review, save box) until the next player clicks *Ready*, and Undo or Load that hands
    the move to another person covers the table again. ``render(state, viewer)`` draws the table for
    one seat (``viewer=None`` is a spectator, ``EVERYONE`` shows every card: used after the end). At the
    end the status says why the game ended (the engine's last event) and who won (``winners()``).
    Computer players get the settings of the game's ``spec.bot_settings`` (``spec.make_bot``);
    ``bot_options`` overrides them, for the settings a bot takes.
    """

    def __init__(self, start, seats: Sequence[str], names: Sequence[str] | None = None,
                 render: Callable | None = None, candidates: Callable | None = None, label: Callable = str,
                 bot_options: dict | None = None, seed: int = 0, title: str = "",
                 hint: str = "or type a move in its notation", direct: Callable | None = None):
        if len(seats) != start.num_players:
            raise ValueError(f"{len(seats)} seat kinds given for {start.num_players} players")
        spec = start.spec
        for kind in seats:
            if kind != HUMAN and kind not in spec.bots:
                raise ValueError(f"a seat is {HUMAN!r} or one of {spec.title}'s computer players "
                                 f"({', '.join(map(repr, spec.bots))}), not {kind!r}")
        self.seats = list(seats)
        self.names = list(names) if names else seat_names(seats)
        self.render = render or (lambda state, viewer: state.view(viewer)._repr_html_())
        self.bots = {i: spec.make_bot(k, seed=seed + i, **settings_for(spec.bots[k], bot_options or {}))
                     for i, k in enumerate(seats) if k != HUMAN}
        self.states = [start]
        self.entries: list[str] = []
        self.notations: list[str] = []
        self.ready_for: int | None = None      # the hot-seat player who has confirmed being at the table
        self.cover_shown = False

        self.title = w.HTML(f"<h4 style='margin:2px 0'>{html.escape(title)}</h4>" if title else "")
        self.status = w.HTML()
        self.status.add_class("cit-status")
        self.table = StateView(render=lambda s: "")
        self.picker = ActionPicker(self._choose, label=label, candidates=candidates, hint=hint)
        # play by pointing (widgets.direct.PickAndPlace): built by the game from our way in, _choose
        self.direct = direct(self._choose) if direct else None
        self.action_log = ActionLog()
        self.cover = w.Button(description="Ready", button_style="primary")
        self.cover.add_class("cit-ready")
        self.cover.on_click(lambda _: self._ready())
        self.cover_text = w.HTML()
        self.cover_box = w.VBox([self.cover_text, self.cover])
        self.undo = w.Button(description="Undo", tooltip="take back your last move")
        self.undo.add_class("cit-undo")
        self.undo.on_click(lambda _: self._undo())
        self.next_move = w.Button(description="Next computer move")
        self.next_move.add_class("cit-next-move")
        self.next_move.on_click(lambda _: self._bot_step())
        self.review_button = w.Button(description="Review the game")
        self.review_button.add_class("cit-review")
        self.review_button.on_click(lambda _: self._review())
        self.save_box = w.Textarea(placeholder="a saved game (JSON) appears here; paste one to load it",
                                   layout=w.Layout(width="100%", height="70px"))
        self.save_button = w.Button(description="Save")
        self.save_button.on_click(lambda _: self._save())
        self.load_button = w.Button(description="Load")
        self.load_button.add_class("cit-load")
        self.load_button.on_click(lambda _: self._load())
        self.save_message = w.HTML()
        self.review_area = w.VBox()
        saving = w.Accordion([w.VBox([w.HBox([self.save_button, self.load_button]), self.save_box,
                                      self.save_message])], titles=("Save or load this game",))
        saving.selected_index = None
        self.saving = saving
        self.body = w.VBox([self.table, self.picker])
        self.presenter = presenter_toggle(self)
        self.controls = w.HBox([self.undo, self.next_move, self.review_button, self.presenter, presenter_style()])
        self.log_title = w.HTML("<b style='font-size:13px'>Moves</b>")
        super().__init__([
            self.title, self.status, self.body, self.controls,
            self.log_title, self.action_log, saving, self.review_area,
        ])
        self.covered = False
        self.add_class("cit-game-app")
        self._run_bots()
        self._refresh()

    # --- state ------------------------------------------------------------------------------
    @property
    def state(self):
        return self.states[-1]

    @property
    def humans(self) -> list[int]:
        return [i for i, k in enumerate(self.seats) if k == "human"]

    def viewer(self):
        """Whose eyes the table is drawn for."""
        if self.state.is_terminal():
            return EVERYONE
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        if not humans:
            return None
        current = self.state.current_player
        return current if current in humans else self.ready_for

    def _push(self, action) -> None:
        seat = self.state.current_player
        new = self.state.apply(action)   # raises IllegalAction and leaves everything as it was
        action = self.state.parse_action(action)
        self.states.append(new)
        self.notations.append(str(action))
        self.entries.append(f"{self.names[seat]}: {action}")

    def _choose(self, action) -> None:
        seat = self.state.current_player
        if seat not in self.humans:
            self.picker.error("It is not your turn: a computer player is to move.")
            return
        try:
            self._push(action)
        except ValueError as err:     # IllegalAction names the clause; the game is unchanged
            self.picker.error(str(err))
            return
        self._run_bots()
        self._refresh()

    def _run_bots(self) -> None:
        if not self.humans:
            return   # spectating: bots move one at a time on "Next computer move"
        while not self.state.is_terminal() and self.state.current_player in self.bots:
            self._bot_move()

    def _bot_move(self) -> None:
        seat = self.state.current_player
        self._push(self.bots[seat].choose(self.state))

    def _bot_step(self) -> None:
        if not self.state.is_terminal() and self.state.current_player in self.bots:
            self._bot_move()
        self._refresh()

    def _ready(self) -> None:
        self.ready_for = self.state.current_player
        self._refresh()

    def _pass_on_if_needed(self, at_the_device) -> None:
        """After Undo or Load: if another person is now to move, cover the table until they are ready."""
        current = self.state.current_player
        self.ready_for = current if current == at_the_device else None

    def _undo(self) -> None:
        """Back to this seat's previous decision (bot moves in between are taken back too)."""
        if len(self.states) < 2:
            return
        cut = len(self.states) - 1
        while cut > 0:
            cut -= 1
            if self.states[cut].current_player in self.humans:
                break
        at_the_device = self.viewer()
        del self.states[cut + 1:]
        del self.entries[cut:]
        del self.notations[cut:]
        self._pass_on_if_needed(at_the_device)
        self._refresh()

    # --- saving -----------------------------------------------------------------------------
    def record(self) -> Record:
        return Record.of(self.states[0], self.notations)

    def _save(self) -> None:
        self.save_box.value = self.record().to_json()
        self.save_message.value = message_html("Saved: copy the text to keep this game.", "ok")

    def _load(self) -> None:
        try:
            record = Record.from_json(self.save_box.value)
            if record.game != self.state.game_name:
                raise CorruptSave(f"this is a saved {record.game} game, not {self.state.game_name}")
            states = record.states()
            if states[0].num_players != len(self.seats):
                raise CorruptSave(f"the saved game has {states[0].num_players} players, this table {len(self.seats)}")
        except ValueError as err:
            self.save_message.value = message_html(f"Not loaded, the game is unchanged. {err}")
            return
        at_the_device = self.viewer()
        self.states = states
        self._pass_on_if_needed(at_the_device)
        self.notations = list(record.actions)
        self.entries = [f"{seat_label(s.current_player, self.names)}: {a}" for s, a in zip(states, record.actions)]
        self.save_message.value = message_html(f"Loaded {len(record.actions)} moves.", "ok")
        self._run_bots()
        self._refresh()

    # --- drawing ----------------------------------------------------------------------------
    def _review(self) -> None:
        if self.review_area.children:
            self.review_area.children = ()
            self.review_button.description = "Review the game"
            return
        viewer = EVERYONE if self.state.is_terminal() else self.viewer()
        captions = ["the deal"] + self.entries
        self.review_area.children = (StepThrough(self.states, captions,
                                                 render=lambda s: self.render(s, viewer)),)
        self.review_button.description = "Close the review"

    def end_message(self) -> str:
        """Why the game ended and who won, in a sentence or two: the consequences of the engine's last
        event told with the players' names, then :meth:`~engine.core.GameState.winners` (never parsed
        from prose)."""
        state = self.state
        if not state.is_terminal():
            return ""
        event, names = state.last_event, self.event_names()
        # what the last move brought about (the move itself is in the log: a Machiavelli table is long)
        why = "" if event is None else (" ".join(c.describe(names) for c in event.consequences)
                                        if event.consequences else event.describe(names))
        winners = state.winners()
        people = self.humans
        if len(winners) == state.num_players and state.num_players > 1:
            who = "Nobody wins: the game ends level."
        elif winners == people and len(people) == 1 and self.names[people[0]].startswith("You"):
            who = "You win!"
        else:
            named = [self.names[s] for s in winners]
            who = (f"Winner: {named[0]}." if len(named) == 1 else
                   f"Winners: {', '.join(named[:-1])} and {named[-1]}.")
        return f"The game is over. {why} {who}".replace("  ", " ")

    def event_names(self) -> list[str]:
        """Names for the engine's sentences, which speak of every seat in the third person
        (``{seat} takes the trick``): *You* becomes *Player 1 (you)*, *You (Bianco)* *Bianco (you)*."""
        names = []
        for i, name in enumerate(self.names):
            if name == "You":
                name = f"Player {i + 1} (you)"
            elif name.startswith("You (") and name.endswith(")"):
                name = f"{name[5:-1]} (you)"
            names.append(name)
        return names

    def _refresh(self) -> None:
        state = self.state
        current = state.current_player
        hot_seat = len(self.humans) > 1
        covered = hot_seat and not state.is_terminal() and current in self.humans and self.ready_for != current
        self.covered = covered
        # passing the device: nothing private stays on screen (the review and the table are
        # dropped, not just hidden), and everything below the cover is out of sight
        for part in (self.controls, self.log_title, self.action_log, self.saving, self.review_area):
            part.layout.display = "none" if covered else None
        if covered:
            self.cover_text.value = (f"<div style='padding:20px;font-size:15px'>Pass the device to "
                                     f"<b>{html.escape(self.names[current])}</b>. The table stays hidden "
                                     f"until they are ready.</div>")
            self.table.value = ""
            if self.review_area.children:
                self._review()                 # closes it
            self.body.children = (self.cover_box,)
        else:
            direct = self.direct if current in self.humans and not state.is_terminal() else None
            pointing = direct is not None
            render = direct.table_render if direct is not None and direct.table_render else self.render
            self.table.value = render(state, self.viewer())
            self.body.children = (self.table, self.direct, self.picker) if pointing else (self.table, self.picker)
        human_turn = current in self.humans and not covered
        self.picker.show(state if human_turn else None, enabled=human_turn)
        if self.direct is not None:
            self.direct.show(state if human_turn else None, enabled=human_turn)
        if state.is_terminal():
            self.status.value = message_html(self.end_message() + " Review it step by step, or start a new one.",
                                             "ok")
        elif covered:
            self.status.value = message_html(f"{self.names[current]} is to move next.", "note")
        elif current in self.humans:
            self.status.value = message_html(f"{self.names[current]}: your move.", "note")
        else:
            self.status.value = message_html(f"{self.names[current]} is thinking… press 'Next computer move'.",
                                             "note")
        self.undo.disabled = not self.humans or len(self.states) < 2
        self.next_move.layout.display = "none" if self.humans else None
        self.action_log.show(self.entries)
