"""Play by pointing: click a card in your hand, then the square, piece or choice it goes to.

:class:`PickAndPlace` is the one component every live game uses for this. It holds no rule:

* what can be clicked comes from ``state.legal_actions()``, each action cut into the *path* of clicks
  that makes it by the game's adapter ``parts(action)``: ``("7C", "c3")`` for a Skèmino placement
  (card, then square), ``("10H",)`` for a Bisca card played with one click, ``("AH", "BASSA")`` for the
  ace of hearts and its declaration. Actions whose ``parts`` is ``None`` (draw, pass, bets...) stay on
  the list of moves only;
* when a card is picked, the targets that continue one of its paths light up;
* a click on a target that ends a path plays that action (``on_choose``, the table's usual way in);
* a click on any other target asks the game's ``make_action(state, path)`` for the action those
  clicks would mean and shows the engine's verdict, ``state.explain(action)``, which names the
  clause. The game is left as it was.

Every clickable thing is an ordinary ipywidgets ``Button`` (no extra JavaScript: it works alike in
JupyterLab, under Voilà and in the in-browser app). A card is the engine's picture with a transparent
button laid over it in a one-cell grid; a board is the engine's picture of the board with a grid of
transparent buttons laid over its squares (:class:`BoardGrid` gives where the squares are).
The list of moves (:class:`~widgets.components.ActionPicker`) stays below for the keyboard and for
screen readers; the card and square buttons are focusable too and carry their names.
"""
from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Callable, Hashable, Sequence

import ipywidgets as w

from .components import message_html

#: The look of the clickable layer. The buttons are transparent so the engine's picture shows
#: through; a picked card is outlined in orange, the targets it may go to are tinted green.
DIRECT_CSS = """
.cit-direct .cit-dm-hit { background: transparent !important; box-shadow: none !important;
  border: 3px solid transparent !important; border-radius: 6px; color: transparent !important;
  font-size: 1px !important; padding: 0 !important; margin: 0 !important; cursor: pointer;
  height: 100% !important; width: 100% !important; min-width: 0 !important; overflow: hidden; }
.cit-direct .cit-dm-hit:focus-visible { outline: 3px solid #1565c0 !important; outline-offset: -3px; }
.cit-direct .cit-dm-card { line-height: 0; margin: 2px; }
.cit-direct .cit-dm-card.cit-dm-stuck { opacity: 0.55; }
.cit-direct .cit-dm-picked .cit-dm-hit, .cit-direct .cit-dm-hit.cit-dm-picked {
  border-color: #e65100 !important; background: rgba(255, 152, 0, 0.22) !important; }
.cit-direct .cit-dm-hit.cit-dm-legal { border-color: #2e7d32 !important;
  background: rgba(76, 175, 80, 0.32) !important; }
.cit-direct .cit-dm-choice.cit-dm-legal { background: #c8e6c9 !important; border: 2px solid #2e7d32 !important; }
.cit-direct .cit-dm-choice.cit-dm-hit { color: inherit !important; font-size: 13px !important;
  padding: 0 10px !important; width: auto !important; }
.cit-direct .cit-dm-hit.cit-dm-square { height: auto !important; aspect-ratio: 1 / 1; }
.cit-direct .cit-dm-board { max-width: 100%; }
.cit-direct .cit-dm-board .widget-html-content { line-height: 0; }
.cit-direct .cit-dm-board svg { max-width: 100%; height: auto; display: block; }
.cit-presenter .cit-direct .cit-dm-board, .cit-presenter .cit-direct .cit-dm-card { zoom: 1.45; }
"""

Path = tuple
Key = Hashable


@dataclass(frozen=True)
class BoardGrid:
    """Where the squares of a board picture are: ``rows`` of target keys (``None`` where there is no
    square), the top-left corner of the first square in the picture (``left``, ``top``, in pixels),
    the size of a square (``cell``) and the picture's width (``width``). ``picture(state)`` draws the
    board (the engine's SVG, with a viewBox). The buttons are placed in fractions of the width, so
    they stay on their squares when the picture shrinks to a narrow column (a phone)."""

    picture: Callable[[object], str]
    rows: Sequence[Sequence[Key | None]]
    left: int
    top: int
    cell: int
    width: int


def _stacked(*children: w.Widget, **layout) -> w.GridBox:
    """Children drawn on top of each other (all in the one cell of a grid), the last one on top."""
    for child in children:
        child.layout.grid_area = "1 / 1 / 2 / 2"
    return w.GridBox(list(children), layout=w.Layout(grid_template_columns="auto", grid_template_rows="auto",
                                                      width="max-content", **layout))


def _hit(name: str, width: str = "100%", height: str = "100%") -> w.Button:
    button = w.Button(description=name, tooltip=name, layout=w.Layout(width=width, height=height))
    button.add_class("cit-dm-hit")
    return button


class PickAndPlace(w.VBox):
    """A hand of clickable cards and the targets they go to (a board, and/or a row of choices).

    ``hand(state)`` lists the cards of the seat to move as ``(key, picture_html, name)``;
    ``parts(action)`` gives an action's path of keys (first the card) or ``None``, or a list of
    paths when several click orders make it (``parts(state, action)`` with ``state_parts=True``, for a
    game whose actions only make sense against the table, like Machiavelli's whole-table plays);
    ``make_action(state, path)`` the action a complete path means (legal or not) or ``None`` when
    the path is not complete, judged by ``state.explain``; or ``why_not(state, path)`` gives the
    engine's error itself; ``board`` a :class:`BoardGrid`; ``choices(state)`` extra targets shown as
    labelled buttons, as ``(key, label)`` (e.g. a declaration, a group on the table), or as
    pictures, ``(key, name, picture_html)`` (e.g. another player's card to aim at).
    ``table_render(state, viewer)``, when given, is what the table above shows while this is in use
    (e.g. everything but the board, which this draws itself).
    """

    def __init__(self, on_choose: Callable, hand: Callable, parts: Callable, make_action: Callable | None = None,
                 board: BoardGrid | None = None, choices: Callable | None = None,
                 table_render: Callable | None = None, hand_title: str = "Your hand: click a card",
                 state_parts: bool = False, why_not: Callable | None = None):
        self.on_choose = on_choose
        self.state_parts = state_parts
        self.why_not = why_not
        self.hand = hand
        self.parts = parts
        self.make_action = make_action
        self.board = board
        self.choices = choices
        self.table_render = table_render
        self.state = None
        self.paths: dict[Path, object] = {}      # complete path -> legal action
        self.picked: Path = ()
        self.cards: dict[Key, list[w.GridBox]] = {}     # two copies of a card share one key
        self.card_buttons: dict[Key, w.Button] = {}
        self.choice_buttons: dict[Key, w.Button] = {}
        self.squares: dict[Key, w.Button] = {}
        self._hand_pool: list[w.GridBox] = []          # card frames kept from turn to turn
        self._choice_pool: list[w.GridBox] = []
        self.hand_row = w.Box(layout=w.Layout(flex_flow="row wrap", align_items="flex-end"))
        self.hand_label = w.HTML(f"<b style='font-size:13px'>{html.escape(hand_title)}</b>")
        self.choice_row = w.Box(layout=w.Layout(flex_flow="row wrap"))
        self.message = w.HTML()
        self.message.add_class("cit-dm-message")
        parts_shown = []
        if board is not None:
            self.board_picture = w.HTML()
            grid_buttons = []
            columns = max(len(row) for row in board.rows)
            for row in board.rows:
                for key in row:
                    if key is None:
                        grid_buttons.append(w.Box())
                        continue
                    button = _hit(str(key), height="auto")
                    button.add_class("cit-dm-square")
                    button.on_click(lambda _, k=key: self.click(k))
                    self.squares[key] = button
                    grid_buttons.append(button)
            share = 100 / board.width      # a percentage margin, even the top one, is of the width
            self.board_picture.layout.margin = "0"
            self.grid = w.GridBox(grid_buttons, layout=w.Layout(
                grid_template_columns=f"repeat({columns}, 1fr)", align_self="flex-start",
                width=f"{columns * board.cell * share:.4f}%",
                margin=f"{board.top * share:.4f}% 0 0 {board.left * share:.4f}%", grid_gap="0"))
            self.grid.add_class("cit-dm-grid")
            stack = _stacked(self.board_picture, self.grid)
            stack.add_class("cit-dm-board")
            parts_shown.append(stack)
        parts_shown += [self.hand_label, self.hand_row, self.choice_row, self.message]
        style = w.HTML(f"<style>{DIRECT_CSS}</style>", layout=w.Layout(display="none"))
        super().__init__(parts_shown + [style])
        self.add_class("cit-direct")

    # --- what the engine allows ----------------------------------------------------------------
    def show(self, state, enabled: bool = True) -> None:
        """Draw ``state`` for the seat to move; nothing is clickable when ``enabled`` is false."""
        self.state = state if enabled and state is not None and not state.is_terminal() else None
        self.picked = ()
        self.message.value = ""
        self.paths = {}
        if self.state is not None:
            for action in self.state.legal_actions():
                path = self.parts(self.state, action) if self.state_parts else self.parts(action)
                for one in (path if isinstance(path, list) else [] if path is None else [path]):
                    self.paths.setdefault(tuple(one), action)
        if self.board is not None and state is not None:
            self.board_picture.value = self.board.picture(state)
        self.cards, self.card_buttons = {}, {}
        cards = []
        for i, (key, picture, name) in enumerate(self.hand(self.state) if self.state is not None else ()):
            card, button = self._card(self._hand_pool, i, key, picture, name)
            button.add_class("cit-dm-card-button")
            if not self.next_keys((key,)) and (key,) not in self.paths:
                card.add_class("cit-dm-stuck")       # no legal move with this card now
            self.cards.setdefault(key, []).append(card)
            self.card_buttons.setdefault(key, button)
            cards.append(card)
        self.hand_row.children = tuple(cards)
        self._retire(self._hand_pool[len(cards):])
        self.hand_label.layout.display = None if cards else "none"
        for old in self.choice_row.children:
            if "cit-dm-choice" in old._dom_classes:
                old.close()
        self.choice_buttons = {}
        choices = []
        pictures = 0
        for key, label, *picture in (self.choices(self.state) if self.choices and self.state is not None else ()):
            if picture:                            # a card to aim at (another player's), drawn by the engine
                choice, button = self._card(self._choice_pool, pictures, key, picture[0], label)
                pictures += 1
            else:
                button = choice = _hit(label, width="auto", height="30px")
                button.add_class("cit-dm-choice")
                button.on_click(lambda _, k=key: self.click(k))
            self.choice_buttons[key] = button
            choices.append(choice)
        self.choice_row.children = tuple(choices)
        self._retire(self._choice_pool[pictures:])
        for button in self.squares.values():
            button.disabled = self.state is None
        self._light()

    def _card(self, pool: list, i: int, key: Key, picture: str, name: str) -> tuple[w.GridBox, w.Button]:
        """The ``i``-th card of a row: its frame and picture are kept from one turn to the next (making
        widgets is what takes the time), its button is new, so a click sent for the previous
        position reaches a closed button and goes nowhere."""
        if i == len(pool):
            holder = w.Box(layout=w.Layout(width="100%", height="100%"))
            frame = _stacked(w.HTML(), holder)
            frame.add_class("cit-dm-card")
            pool.append(frame)
        frame = pool[i]
        drawing, holder = frame.children
        if drawing.value != picture:
            drawing.value = picture
        for old in holder.children:
            old.close()
        button = _hit(name)
        button.on_click(lambda _, k=key: self.click(k))
        holder.children = (button,)
        for name_of_class in ("cit-dm-stuck", "cit-dm-picked"):
            frame.remove_class(name_of_class)
        return frame, button

    @staticmethod
    def _retire(frames: list) -> None:
        """Close the buttons of the card frames not shown now (kept for a later turn)."""
        for frame in frames:
            holder = frame.children[1]
            for old in holder.children:
                old.close()
            holder.children = ()

    def next_keys(self, prefix: Path) -> set:
        """The keys that continue ``prefix`` towards a legal action."""
        n = len(prefix)
        return {path[n] for path in self.paths if len(path) > n and path[:n] == prefix}

    @property
    def lit(self) -> set:
        """The targets lit now (those continuing the picked card's paths)."""
        return self.next_keys(self.picked) if self.picked else set()

    # --- clicks --------------------------------------------------------------------------------
    def click(self, key: Key) -> None:
        """A click on a card, a square or a choice (what the buttons call; tests call it too)."""
        if self.state is None:
            return
        if key in self.card_buttons and not self.picked:
            self._pick(key)
        elif key in self.card_buttons and key not in self.lit:
            # another card of the hand (or the same one again): pick it instead, or put it back
            self._pick(None if self.picked == (key,) else key)
        elif not self.picked:
            self._say("Pick a card of your hand first, then where it goes.", "note")
        else:
            self._drop(key)

    def _pick(self, key: Key | None) -> None:
        self.picked = () if key is None else (key,)
        self.message.value = ""
        if key is not None and (key,) in self.paths and not self.next_keys((key,)):
            self._play((key,))                    # a card played with one click
            return
        if key is not None and not self.next_keys((key,)):
            self._refuse((key,), f"{self._name(key)} has no legal move now.")
            self.picked = ()
        elif key is not None:
            self._say(f"{self._name(key)} picked: click a lit target, or the card again to put it back.", "note")
        self._light()

    def _drop(self, key: Key) -> None:
        path = self.picked + (key,)
        if path in self.paths and not self.next_keys(path):
            self._play(path)
        elif key in self.lit:
            self.picked = path                    # a step of a longer path (e.g. a piece, then its square)
            self._say(f"{' → '.join(self._name(k) for k in path)}: now click where it goes.", "note")
            self._light()
        elif any(key in self.next_keys(self.picked[:cut]) for cut in range(1, len(self.picked))):
            # another choice at an earlier step (e.g. another of your pieces for the same card)
            cut = max(c for c in range(1, len(self.picked)) if key in self.next_keys(self.picked[:c]))
            self.picked = self.picked[:cut]
            self._drop(key)
        else:
            self._refuse(path, f"{' → '.join(self._name(k) for k in path)} is not a legal move now.")

    def _play(self, path: Path) -> None:
        action = self.paths[path]
        self.picked = ()
        self._light()
        self.on_choose(action)

    def _refuse(self, path: Path, fallback: str) -> None:
        """Say why ``path`` is not allowed, in the engine's words (its clause) when it is a whole action."""
        state = self.state
        if state is None:             # nothing to refuse: no one points at this table now
            return
        action = self.make_action(state, path) if self.make_action else None
        reason = self.why_not(state, path) if self.why_not else None
        if action is not None and reason is None:
            try:
                reason = state.explain(action)
            except ValueError as err:             # e.g. a card or square the notation cannot name
                reason = err
        self._say(str(reason) if reason is not None else fallback)

    def _say(self, text: str, kind: str = "error") -> None:
        self.message.value = message_html(text, kind)

    def error(self, text: str) -> None:
        self._say(text)

    def _name(self, key: Key) -> str:
        for buttons in (self.card_buttons, self.squares, self.choice_buttons):
            if key in buttons:
                return buttons[key].tooltip or str(key)
        return str(key)

    def _light(self) -> None:
        lit = self.lit
        for key, copies in self.cards.items():
            for card in copies:
                (card.add_class if self.picked[:1] == (key,) else card.remove_class)("cit-dm-picked")
        for key, button in list(self.squares.items()) + list(self.choice_buttons.items()) + \
                list(self.card_buttons.items()):
            (button.add_class if key in lit else button.remove_class)("cit-dm-legal")
            on_path = key in self.picked[1:]
            (button.add_class if on_path else button.remove_class)("cit-dm-picked")
