"""A game table that seats humans and computer players around any engine game."""
from __future__ import annotations

import html
from typing import Callable, Sequence

import ipywidgets as w

from engine import CorruptSave, Record

from .components import ActionLog, ActionPicker, StateView, StepThrough, message_html

HUMAN = "human"


class SetupPanel(w.VBox):
    """Choices on top, a game number and a deal button, and the table below once dealt.

    A game's panel builds its own choice rows and says in :meth:`make_app` how to seat the table.
    """

    def __init__(self, rows, seed: int, seed_label: str, deal_label: str, css_class: str):
        self.seed = w.IntText(value=seed, description=seed_label, layout=w.Layout(width="180px"))
        self.start = w.Button(description=deal_label, button_style="primary")
        self.start.add_class("cit-deal")
        self.area = w.VBox()
        self.start.on_click(lambda _: self.deal())
        super().__init__(list(rows) + [w.HBox([self.seed, self.start]), self.area])
        self.add_class(css_class)

    def make_app(self) -> "GameApp":
        raise NotImplementedError

    def deal(self) -> "GameApp":
        app = self.make_app()
        self.area.children = (app,)
        return app


class GameApp(w.VBox):
    """Play a whole game: humans click, computer seats answer through the same engine.

    ``seats`` gives each seat's kind: ``"human"``, ``"random"`` or ``"search"``. With two or more
    human seats the table is hidden between their turns until the next player clicks *Ready*
    (hot seat), so nobody sees another's hand. ``render(state, viewer)`` draws the table for one
    seat (``viewer=None`` is a spectator, ``"all"`` shows every card: used after the end).
    """

    def __init__(self, start, seats: Sequence[str], names: Sequence[str] | None = None,
                 render: Callable | None = None, candidates: Callable | None = None, label: Callable = str,
                 bot_options: dict | None = None, seed: int = 0, title: str = "",
                 hint: str = "or type a move in its notation"):
        if len(seats) != start.num_players:
            raise ValueError(f"{len(seats)} seat kinds given for {start.num_players} players")
        spec = start.spec
        for kind in seats:
            if kind != HUMAN and kind not in spec.bots:
                raise ValueError(f"a seat is {HUMAN!r} or one of {spec.title}'s computer players "
                                 f"({', '.join(map(repr, spec.bots))}), not {kind!r}")
        self.seats = list(seats)
        self.names = list(names) if names else [
            ("You" if seats.count("human") == 1 else f"Player {i + 1}") if k == "human"
            else f"Computer {i + 1}" for i, k in enumerate(seats)
        ]
        self.render = render or (lambda state, viewer: state.view(viewer)._repr_html_())
        self.bots = {i: spec.make_bot(k, seed=seed + i, **(bot_options or {}) if k == "search" else {})
                     for i, k in enumerate(seats) if k != "human"}
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
        self.body = w.VBox([self.table, self.picker])
        super().__init__([
            self.title, self.status, self.body,
            w.HBox([self.undo, self.next_move, self.review_button]),
            w.HTML("<b style='font-size:13px'>Moves</b>"), self.action_log, saving, self.review_area,
        ])
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
            return "all"
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

    def _undo(self) -> None:
        """Back to this seat's previous decision (bot moves in between are taken back too)."""
        if len(self.states) < 2:
            return
        cut = len(self.states) - 1
        while cut > 0:
            cut -= 1
            if self.states[cut].current_player in self.humans:
                break
        del self.states[cut + 1:]
        del self.entries[cut:]
        del self.notations[cut:]
        self.ready_for = self.state.current_player
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
        self.states = states
        self.notations = list(record.actions)
        self.entries = [f"{self.names[s.current_player]}: {a}" for s, a in zip(states, record.actions)]
        self.save_message.value = message_html(f"Loaded {len(record.actions)} moves.", "ok")
        self._run_bots()
        self._refresh()

    # --- drawing ----------------------------------------------------------------------------
    def _review(self) -> None:
        if self.review_area.children:
            self.review_area.children = ()
            self.review_button.description = "Review the game"
            return
        viewer = "all" if self.state.is_terminal() else self.viewer()
        captions = ["the deal"] + self.entries
        self.review_area.children = (StepThrough(self.states, captions,
                                                 render=lambda s: self.render(s, viewer)),)
        self.review_button.description = "Close the review"

    def _refresh(self) -> None:
        state = self.state
        current = state.current_player
        hot_seat = len(self.humans) > 1
        covered = hot_seat and not state.is_terminal() and current in self.humans and self.ready_for != current
        if covered:
            self.cover_text.value = (f"<div style='padding:20px;font-size:15px'>Pass the device to "
                                     f"<b>{html.escape(self.names[current])}</b>. The table stays hidden "
                                     f"until they are ready.</div>")
            self.body.children = (self.cover_box,)
        else:
            self.table.value = self.render(state, self.viewer())
            self.body.children = (self.table, self.picker)
        human_turn = current in self.humans and not covered
        self.picker.show(state if human_turn else None, enabled=human_turn)
        if state.is_terminal():
            self.status.value = message_html("The game is over. Review it step by step, or start a new one.", "ok")
        elif current in self.humans:
            self.status.value = message_html(f"{self.names[current]}: your move.", "note")
        else:
            self.status.value = message_html(f"{self.names[current]} is thinking… press 'Next computer move'.",
                                             "note")
        self.undo.disabled = not self.humans or len(self.states) < 2
        self.next_move.layout.display = "none" if self.humans else None
        self.action_log.show(self.entries)
