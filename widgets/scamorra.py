"""La Scamorra at the table: a match against the computer (or hot seat), and a move explorer that
works with no kernel.

Like every widget here it holds no rule: the buttons are ``state.legal_actions()``, every outcome
comes from ``state.apply``, and the explorer's panels are the engine's verdicts drawn at build time.
"""
from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from engine import scamorra

from .app import HUMAN, GameApp, SetupPanel, seat_names, table_words
from .components import choice_panels
from .direct import BoardGrid, PickAndPlace

SEAT_NAMES = ("South", "North")


def action_label(action) -> str:
    """A button's words for an action: the card first, then what it does."""
    if isinstance(action, scamorra.Move):
        return f"{action.card}: {action.origin} → {action.dest}"
    if isinstance(action, scamorra.Place):
        return f"{action.piece} on {action.square}"
    if isinstance(action, scamorra.Reenter):
        return f"pedone: {action.piece} back on {action.square}"
    if isinstance(action, scamorra.Discard):
        return f"discard the {action.card}"
    if isinstance(action, scamorra.Choose):
        return f"I {action.first} first"
    return str(action)


def _renderer(names, focus=None):
    """The table for one viewer: what each card in hand can do now and, when the reader asks (``focus``:
    a card and one of the viewer's pieces), that card's squares from that piece, judged by the engine."""
    def render(state, viewer) -> str:
        summary = scamorra.card_summary(state) if viewer == state.current_player and state.phase == "move" else None
        verdicts = origin = None
        if focus and focus.get("card") and focus.get("piece") and viewer in (0, 1) and state.phase == "move":
            origin = state.where(viewer, focus["piece"])
            if origin is not None:
                verdicts = scamorra.square_verdicts(state, origin, focus["card"])
        return scamorra.render_state(state, viewer, names=names, summary=summary, verdicts=verdicts, origin=origin)
    return render


# --- play by pointing: a card, then one of your pieces, then its square ----------------------------------

BACK = "back:"          # the key of a "bring back this piece" choice (a pedone's re-entry, SC-32)
DISCARD = "discard"     # the key of the "throw the card away" choice (SC-26)


def action_parts(action):
    """The clicks that make ``action``: card, piece's square, destination for a move; piece, square
    while placing; pedone, the piece to bring back, its square; card, *throw away*. The first-player
    choice stays on the list of moves (``None``)."""
    if isinstance(action, scamorra.Move):
        return (action.card, action.origin, action.dest)
    if isinstance(action, scamorra.Place):
        return (action.piece, action.square)
    if isinstance(action, scamorra.Reenter):
        return ("pedone", BACK + action.piece, action.square)
    if isinstance(action, scamorra.Discard):
        return (action.card, DISCARD)
    return None


def _make_action(state, path):
    """The action a path of clicks means, legal or not, for the engine to judge; ``None`` for a path
    that is not a whole action yet (or names one of your own pieces with no move for that card)."""
    if state.phase == "place":
        return scamorra.Place(path[0], path[1]) if len(path) == 2 else None
    if len(path) == 2 and path[1] == DISCARD:
        return scamorra.Discard(path[0])
    if len(path) == 3 and str(path[1]).startswith(BACK):
        return scamorra.Reenter(path[1][len(BACK):], path[2])
    if len(path) == 2 and path[1] in scamorra.SQUARES:
        here = state.piece_at(path[1])
        if here is not None and here[0] == state.current_player:
            return None                   # your piece, with no move for this card: said in words
        return scamorra.Move(path[0], path[1], path[1])   # the engine says why this square has no piece to move
    if len(path) == 3:
        return scamorra.Move(*path)
    return None


def _piece_picture(seat: int, piece: str, size: int = 48) -> str:
    kind = scamorra.PIECES.index(piece)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" role="img" aria-label="{piece}">'
            f'{scamorra.render.piece_svg(seat, kind, size / 2, size / 2, size)}</svg>')


def _hand_pictures(state):
    """While placing, the pieces still to place; then the cards in hand."""
    seat = state.current_player
    if state.phase == "place":
        return [(p, _piece_picture(seat, p), p) for p in state.reserve(seat)]
    if state.phase == "move":
        return [(c, scamorra.card_svg(c), c) for c in state.hand(seat)]
    return []


def _choices(state):
    if state.phase != "move":
        return []
    seat = state.current_player
    back = [(BACK + p, f"bring back the {p}") for p in dict.fromkeys(state.reserve(seat))]
    return back + [(DISCARD, "throw the card away")]


def _board_picture(focus: dict):
    """The board as the table draws it (with the move helper's verdicts when the reader asked)."""
    def picture(state) -> str:
        verdicts = origin = None
        seat = state.current_player
        if focus.get("card") and focus.get("piece") and seat in (0, 1) and state.phase == "move":
            origin = state.where(seat, focus["piece"])
            if origin is not None:
                verdicts = scamorra.square_verdicts(state, origin, focus["card"])
        return scamorra.board_svg(state, verdicts, origin, last_move=scamorra.render._last_move(state))
    return picture


def pick_and_place(names, focus: dict):
    """La Scamorra by pointing: a card, then your piece, then the lit square it goes to."""
    render = _renderer(names)
    board = BoardGrid(picture=_board_picture(focus),
                      rows=[scamorra.SQUARES[r * 5:(r + 1) * 5] for r in reversed(range(5))],
                      left=scamorra.render.MARGIN, top=scamorra.render.MARGIN, cell=scamorra.render.CELL,
                      width=2 * scamorra.render.MARGIN + 5 * scamorra.render.CELL)

    def table(state, viewer) -> str:        # everything but the board, which the clickable layer draws
        board_alone = scamorra.board_svg(state, None, None, last_move=scamorra.render._last_move(state))
        return render(state, viewer).replace(board_alone, "", 1)

    def build(on_choose) -> PickAndPlace:
        return PickAndPlace(on_choose, hand=_hand_pictures, parts=action_parts, make_action=_make_action,
                            board=board, choices=_choices, table_render=table,
                            hand_title="Click a card (or a piece to place), then a lit square")
    return build


def move_helper(app: GameApp, focus: dict) -> w.HBox:
    """Two pickers under the table: a card and one of your pieces; the board then shows where that
    piece could go with that card, and why not elsewhere (hover a square)."""
    card = w.Dropdown(options=[("(none)", "")] + [(c, c) for c in scamorra.CARDS], value="",
                      description="show the", layout=w.Layout(width="200px"))
    piece = w.Dropdown(options=list(scamorra.PIECES), value="carta", description="for my",
                       layout=w.Layout(width="200px"))
    card.add_class("cit-scamorra-show-card")
    piece.add_class("cit-scamorra-show-piece")

    def changed(_=None):
        focus["card"], focus["piece"] = card.value or None, piece.value
        app._refresh()

    card.observe(changed, names="value")
    piece.observe(changed, names="value")
    box = w.HBox([card, piece, w.HTML("<span style='font-size:12px;color:#555'>: where that piece could go "
                                      "with that card</span>")])
    box.card, box.piece = card, piece
    return box


def play_scamorra(seed: int = 0, bot: str | None = None, you: int | None = 0, seats=None, **options) -> GameApp:
    """A match with you as South (``you=0``) or North (``you=1``) against a computer player (the
    game's beginner unless ``bot`` says otherwise); ``you=None`` is two players at this device, each
    hand hidden between turns. ``seats`` gives both seats' kinds instead."""
    start = scamorra.new_game(seed=seed, **options)
    if seats is None:
        bot = bot or scamorra.SPEC.default_bot
        if you is None:
            seats = [HUMAN, HUMAN]
        elif you in (0, 1):
            seats = [HUMAN, bot] if you == 0 else [bot, HUMAN]
        else:
            raise ValueError("you play South (0), North (1), or None for two players at one screen")
    seats = list(seats)
    names = seat_names(seats, ("South", "North"))
    title = f"La Scamorra: {table_words(seats)}"
    focus: dict = {}
    app = GameApp(start, seats, names=names, seed=seed, render=_renderer(names, focus),
                  label=action_label, title=title, direct=pick_and_place(names, focus),
                  hint="or type a move: first move, place sasso c1, torre a1-a3, reenter carta b1, discard re")
    app.helper = move_helper(app, focus)
    children = list(app.children)
    children.insert(children.index(app.body) + 1, app.helper)
    app.children = tuple(children)
    return app


class ScamorraSetup(SetupPanel):
    """Choose who plays South and North (a person here or a computer: two people for two players at
    this device) and the variants, then deal."""

    def __init__(self, seed: int = 0):
        self.seats = self.seat_choices(scamorra.SPEC, 2, roles=["South (row 1)", "North (row 5)"])
        wide = {"style": {"description_width": "initial"}, "layout": w.Layout(width="auto")}
        self.pawn_forward = w.Checkbox(value=False, description="a pedone may also take straight ahead", **wide)
        self.series = w.Checkbox(value=False, description="play a partita a 15 (matches until 15 points)", **wide)
        super().__init__([self.seats, w.HBox([self.pawn_forward, self.series])],
                         seed, "game no.", "Deal", "cit-scamorra-setup")

    def make_app(self) -> GameApp:
        options: dict[str, Any] = {}
        if self.pawn_forward.value:
            options["pawn_forward_capture"] = True
        if self.series.value:
            options["series"] = True
        return play_scamorra(seed=self.seed.value, seats=self.seats.kinds, **options)


# --- the move explorer (no kernel needed) ---------------------------------------------------------------

EXPLORER_BOARD = {
    "b1": ("South", "sasso"), "c2": ("South", "carta"), "d2": ("South", "forbice"),
    "c4": ("North", "sasso"), "a3": ("North", "carta"), "e4": ("North", "forbice"),
}


def explorer_position():
    """The position the explorer works on: South to move, every piece on the board."""
    hand = ["torre", "alfiere", "cavallo"]
    return scamorra.position(EXPLORER_BOARD, hands=(hand, hand), to_move=0)


def explorer_panel(state, origin: str, card: str) -> str:
    """One panel: the board with the card's squares judged by the engine, and the reasons in words."""
    verdicts = scamorra.square_verdicts(state, origin, card)
    board = scamorra.board_svg(state, verdicts, origin, size=48,
                               title=f"{card} for the piece on {origin}")
    piece = state.piece_at(origin)[1]
    lines = []
    for sq in sorted(verdicts):
        verdict, clause, reason = verdicts[sq]
        ok = verdict in ("move", "capture")
        mark = "✔" if ok else "✘"
        colour = "#1b5e20" if ok else "#b71c1c"
        lines.append(f'<li><span style="color:{colour};font-weight:600">{mark} {sq}</span>: '
                     f'{html.escape(reason)} <span style="color:#595959;font-size:11px">{clause}</span></li>')
    legal = [sq for sq in sorted(verdicts) if verdicts[sq][0] in ("move", "capture")]
    head = (f'<div style="margin:4px 0"><b>{card}</b> for the South <b>{piece}</b> on {origin}: '
            f'{len(legal)} square{"s" if len(legal) != 1 else ""} allowed'
            f'{" (" + ", ".join(legal) + ")" if legal else ""}. {"An" if card[0] in "aeiou" else "A"} {card} moves '
            f'{html.escape(scamorra.describe_card(card))}.</div>')
    return (f'<div style="font-size:13px">{head}<div style="display:flex;flex-wrap:wrap;gap:10px">'
            f'<div>{board}</div><ul style="margin:0;padding-left:1.2em;max-width:380px">{"".join(lines)}</ul>'
            f'</div></div>')


def move_explorer(card: str = "torre", piece: str = "carta"):
    """Choose a card and one of South's pieces: the board shows where the piece may go, and the list
    says why every other square the card's shape reaches is refused.

    Every panel is computed by the engine when the page is built (6 cards x 3 pieces): in the
    published book they are plain HTML and ``assets/js/cit-choices.js`` shows the one chosen, with no
    kernel; in a live kernel the choices redraw the panel (``widgets.components.choice_panels``).

    >>> html = move_explorer("regina", "carta").data
    >>> html.count("data-key="), "<b>regina</b> for the South <b>carta</b> on c2" in html
    (18, True)
    """
    state = explorer_position()
    cards, pieces = list(scamorra.CARDS), list(scamorra.PIECES)
    card, piece = scamorra.rules.card(card), scamorra.rules.piece(piece)
    panels = {(c, p): explorer_panel(state, state.where(0, pieces[p]), cards[c])
              for c in range(len(cards)) for p in range(len(pieces))}
    axes = [("card", cards), ("piece", [f"{p} ({state.where(0, p)})" for p in pieces])]
    return choice_panels(axes, panels, selected=(cards.index(card), pieces.index(piece)),
                         css_class="cit-scamorra-explorer")
