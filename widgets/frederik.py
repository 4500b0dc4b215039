"""come-quando-frederik-piange at the table: a full game against computer players (you are asked to
protect or interrupt at the moment the rules allow it), and static step-throughs for the book.

Every choice comes from the engine: the buttons are ``state.candidate_actions()`` (the legal actions,
with the drawn cards named on the draw-phase buttons), every outcome is ``state.apply``, and the
captions are the engine's events.
"""
from __future__ import annotations

import html
from itertools import permutations

import ipywidgets as w

from engine import EVERYONE, frederik
from engine.bots import RandomBot
from engine.cards import parse_french_card
from engine.frederik import hints

from .app import GameApp, SetupPanel, seat_names, table_words
from .components import static_step_through
from .direct import PickAndPlace


def action_label(action) -> str:
    """A button's words: draw-phase choices name their card, the rest is the notation."""
    card = getattr(action, "card", None)
    if isinstance(action, frederik.Keep):
        return "keep all five face down" if action.position is None else f"keep {card or action}"
    if isinstance(action, frederik.Bottom):
        return f"under the pile: {card}" if card else str(action)
    if isinstance(action, frederik.Leave):
        return "turn every card face up" if action.position is None else f"leave {card or action} face down"
    return str(action)


def table_html(state, viewer=EVERYONE, names=None) -> str:
    """The table for ``viewer``; when that seat is asked to protect or interrupt, the options in words."""
    advice = []
    if viewer not in (None, EVERYONE) and not state.is_terminal():
        answer = hints.answer_advice(state) if state.current_player == viewer and state.pending is not None else None
        if answer:
            advice.append(html.escape(answer))
        rank, cards = hints.hand_now(state, viewer)
        if cards:
            advice.append(f"If the game ended now your best hand would be <b>{html.escape(rank.describe())}</b>: "
                          + " ".join(html.escape(str(c)) for c in cards) + ".")
    text = "".join(f'<div style="font-size:13px;color:#1b5e20">{line}</div>' for line in advice)
    return frederik.render_state(state, viewer=viewer, names=names, hints=text or None)


# --- play by pointing (battle phase): your card, then the card or seat it acts on, then what it does ------------

HIDE, REDRAW = "hide", "redraw"
MODE_WORDS = {"high": "higher", "low": "lower", "equal": "equal"}


def _slot_key(seat: int, position: int) -> str:
    return f"{seat}:{position}"


def action_parts(action):
    """The clicks that make a battle action: a targeted one is your card, the other player's face-up
    card, the action (swap, discard, steal), then a steal's helping cards in any order; *hide* and
    forcing name your card then *hide* or the other seat's face-down card; a pair or triple is its
    cards in the order they go under the pile, then *pair / triple*; a protection or an interruption
    is one click on the card. Drawing, passing and the draw phase stay on the list (``None``)."""
    if isinstance(action, frederik.Targeted):
        head = (str(action.card), str(action.target), action.kind)
        return [head + order for order in dict.fromkeys(permutations(str(c) for c in action.helpers))]
    if isinstance(action, frederik.Hide):
        return (str(action.card), HIDE)
    if isinstance(action, frederik.Force):
        return (str(action.card), _slot_key(action.seat, action.position))
    if isinstance(action, frederik.Redraw):
        return tuple(str(c) for c in action.cards) + (REDRAW,)
    if isinstance(action, (frederik.Protect, frederik.Interrupt)):
        return (str(action.card),)
    return None


def _make_action(state, path):
    """The action the clicks mean, legal or not, for ``state.explain``; ``None`` while incomplete."""
    card = parse_french_card
    *first, last = path
    if last == HIDE and len(first) == 1:
        return frederik.Hide(card(first[0]))
    if last == REDRAW and len(first) in (2, 3):
        return frederik.Redraw(tuple(card(c) for c in first))
    if ":" in str(last) and len(first) == 1:
        seat, position = map(int, last.split(":"))
        return frederik.Force(card(first[0]), seat, position)
    if len(path) >= 3 and path[2] in frederik.TARGETED_KINDS:
        return frederik.Targeted(path[2], card(path[0]), card(path[1]), tuple(card(c) for c in path[3:]))
    return None


def _battle_turn(state) -> bool:
    return state.phase == "battle" and state.current_player is not None


def _hand_pictures(state):
    if not _battle_turn(state):
        return []
    from engine.render import french_card_svg

    seat = state.current_player
    return [(str(c), french_card_svg(c, note=None if up else "face down"), f"{c}{'' if up else ' (face down)'}")
            for c, up in state.seats[seat]]


def _targets(names):
    def targets(state):
        if not _battle_turn(state) or state.pending is not None:
            return []                    # answering: a protection or an interruption is one click on your card
        from engine.render import french_card_svg

        seat = state.current_player
        out: list[tuple[str, ...]] = []
        for other in range(state.num_players):
            if other == seat:
                continue
            who = frederik.render.seat_label(other, names)
            down = 0
            for c, up in state.seats[other]:
                if up:
                    out.append((str(c), f"{who}'s {c}", french_card_svg(c)))
                else:
                    down += 1
                    out.append((_slot_key(other, down), f"{who}'s face-down card {down}",
                                french_card_svg(None, face_up=False)))
        out += [(kind, f"{frederik.actions.verb_of(kind)} ({MODE_WORDS[frederik.actions.mode_of(kind)]})")
                for kind in frederik.TARGETED_KINDS]
        return out + [(HIDE, "hide it"), (REDRAW, "pair / triple: under the pile")]
    return targets


def pick_and_place(names):
    def build(on_choose) -> PickAndPlace:
        return PickAndPlace(on_choose, hand=_hand_pictures, parts=action_parts, make_action=_make_action,
                            choices=_targets(names),
                            hand_title="Your cards: click one, then another player's card and a lit action")
    return build


def play_frederik(opponents: int = 3, seed: int = 0, bot: str | None = None, names=None, seats=None,
                  **options) -> GameApp:
    """A game with you in seat 0 and ``opponents`` computer players (1-5), the game's beginner unless
    ``bot`` says otherwise; or ``seats`` gives every seat's kind (``"human"`` for each person passing
    the device)."""
    seats = list(seats) if seats else ["human"] + [bot or frederik.SPEC.default_bot] * opponents
    players = len(seats)
    start = frederik.new_game(players=players, seed=seed, **options)
    names = names or seat_names(seats)
    return GameApp(
        start, seats, names=names, seed=seed,
        render=lambda state, viewer: table_html(state, viewer, names),
        candidates=lambda state: state.candidate_actions(), label=action_label,
        title=f"come-quando-frederik-piange: {table_words(seats)}",
        hint="or type a move, e.g. 'keep 2', 'draw top', 'swap_high 9C 8D', 'interrupt 9H', 'pass'",
        direct=pick_and_place(names),
    )


class GameSetup(SetupPanel):
    """Choose how many others sit down and who each seat is (a person here or a computer), then deal."""

    def __init__(self, seed: int = 0):
        self.opponents = w.IntSlider(value=2, min=1, max=5, description="others")
        self.seats = self.seat_choices(frederik.SPEC, 3).follow(self.opponents, extra=1)
        super().__init__([self.opponents, self.seats], seed, "deal no.", "Deal a new game",
                         "cit-frederik-setup")

    def make_app(self) -> GameApp:
        return play_frederik(seed=self.seed.value, seats=self.seats.kinds)


# --- step-throughs for the book ------------------------------------------------------------------

def scripted(start, moves, names=None):
    """The states after each move of a script, and a caption per state from the engine's events."""
    states, captions = [start], ["the table before the move"]
    for move in moves:
        state = states[-1].apply(move)
        states.append(state)
        captions.append(state.last_event.describe(names))
    return states, captions


def scripted_step_through(start, moves, names=None, viewer=EVERYONE):
    """A static step-through (no kernel needed) of a scripted sequence of moves."""
    states, captions = scripted(start, moves, names)
    return static_step_through(states, captions, render=lambda s: frederik.render_state(s, viewer, names))


DRAW_KINDS = ("keep", "bottom", "face")


def _turn_words(events, names) -> str:
    """One turn told in words: a draw turn in one sentence, battle events as the engine says them."""
    words = []
    draw_seat = next((e.seat for e in events if e.consequences and e.consequences[0].kind in DRAW_KINDS), None)
    if draw_seat is not None:
        who = frederik.render.seat_label(draw_seat, names)
        if any(c.kind == "keep" and c.value == 5 for e in events for c in e.consequences):
            words.append(f"{who} keeps all five drawn cards face down (allowed on the first draw turn only).")
        else:
            words.append(f"{who} draws five cards, keeps one face down and puts the other four under the pile.")
    for event in events:
        if event.action == "pass" and event.seat is not None and (
                not event.consequences or event.consequences[0].kind != "pass"):
            words.append(f"{frederik.render.seat_label(event.seat, names)} passes.")
        for c in event.consequences:
            if c.kind in DRAW_KINDS:
                if c.kind == "face":
                    words.append(c.describe(names))
                continue
            if c.kind == "keep":
                continue
            words.append(c.describe(names))
        if event.consequences and event.consequences[0].kind in ("declare", "reveal") and \
                event.find("declare") is not None:
            words.insert(len(words) - len(event.consequences),
                         f"{frederik.render.seat_label(event.seat, names)} plays {event.action}.")
    return " ".join(words)


def whole_game(players: int = 2, seed: int = 0, bot_seed: int = 0, names=None):
    """A whole game between random players, one frame per finished turn (answers shown within it)."""
    bot = RandomBot(bot_seed)
    state = frederik.new_game(players=players, seed=seed)
    states, captions = [state], [state.last_event.describe(names) if state.last_event else ""]
    events = []
    while not state.is_terminal():
        before = state
        state = state.apply(bot.choose(state))
        events.append(state.last_event)
        turn_over = state.turn != before.turn or state.phase != before.phase or state.is_terminal()
        if turn_over:
            states.append(state)
            captions.append(_turn_words(events, names))
            events = []
    return states, captions


def whole_game_step_through(players: int = 2, seed: int = 0, bot_seed: int = 0, names=None):
    states, captions = whole_game(players, seed, bot_seed, names)
    return static_step_through(states, captions, render=lambda s: frederik.render_state(s, EVERYONE, names))


__all__ = ["action_label", "table_html", "play_frederik", "GameSetup", "scripted", "scripted_step_through",
           "whole_game", "whole_game_step_through"]
