"""Skèmino at the live table: both open hands by the players' names, the board in the middle, your hand
below.

A card is laid with two clicks: a card of your hand, then one of the squares that light up (the
table's violet, with a ring and a dot: a colour no square of the board uses). Drawing and passing are
worded choices, offered only when the rules ask for them. Everything offered comes from
``state.legal_actions()``; a refused square gets the engine's own reason and clause.

>>> from engine import skemino
>>> state = skemino.new_game(seed=16)
>>> sorted({path for a in state.legal_actions() for path in ADAPTER.paths(state, a)})[:2]
[('2C', 'd3'), ('4C', 'd3')]
"""
from __future__ import annotations

from typing import Any

from engine.skemino import narrate, words
from engine.skemino.actions import DRAW, PASS, Draw, Pass, Place, place
from engine.skemino.hints import hand_badges
from engine.skemino.render import M, S, chain_card_svg, render_board
from engine.skemino.rules import COLUMNS, SQ_INDEX, card, card_glossed, card_name
from engine.words import Reader, translate

from .protocol import Narrated, board_zone, card_item, cards_zone, note_zone, seat_zone

DRAW_KEY = "draw"
PASS_KEY = "pass"
#: the squares as the picture draws them: row 1 at the top
ROWS = tuple(tuple(f"{column}{row}" for column in COLUMNS) for row in range(1, 7))
PICTURE_SIZE = M + 6 * S + 6
BADGES = {"Ribaltone": words.RIBALTONE, "Winner": words.WINNER, "Stronger": words.STRONGER}


class SkeminoTable(Narrated):
    """The :class:`~widgets.table.protocol.TableAdapter` of Skèmino."""

    narrate = narrate   # the game's words (Narrated)

    game = "skemino"

    def roles(self, num_players: int, reader: Reader) -> Any:
        return [words.BIANCO().text(reader), words.NERO().text(reader)]

    def end_words(self, state: Any, reader: Reader) -> str:
        """Which of the four victories ended the game, and who won, in the status line (a game stopped at
        the placement limit has no victory of its own: the table then says who won in general words)."""
        outcome = state.outcome
        if outcome is None or outcome.kind == "max_placements":
            return ""
        return " ".join(line.text for line in narrate.victory_lines(state, reader))

    # --- what the viewer sees --------------------------------------------------------------------
    def zones(self, state: Any, viewer: int | str | None, reader: Reader) -> list[dict]:
        over = state.is_terminal()
        mine = viewer if isinstance(viewer, int) and not isinstance(viewer, bool) and not over else None
        badges = hand_badges(state)
        roles = self.roles(2, reader)
        zones = []
        for seat in (0, 1):
            hand = state.hand(seat)
            info = [(words.FACT_CARDS(n=len(hand)) if hand else words.FACT_NO_CARDS()).text(reader),
                    words.FACT_TOTAL(n=state.hand_total(seat)).text(reader)]
            # both hands are open (SK-A28); the cards of the player to move stay clickable where no hand of
            # the viewer is drawn below (a teacher's table, or everyone's view)
            key = (lambda c: str(c)) if seat == state.current_player and mine is None else (lambda c: None)
            shown = [] if seat == mine else [self._card(c, key(c), reader, badges[seat].get(str(c))) for c in hand]
            zones.append(seat_zone(seat, reader.name(seat), info, shown, role=roles[seat],
                                   active=seat == state.current_player, you=seat == viewer))
        if not over:
            deck = len(state.deck)
            note = (words.DECK_LEFT(n=deck) if deck else words.DECK_EMPTY()).text(reader)
            if not state.occ:
                note = f"{words.START_NOTE(square=state.start_square).text(reader)} {note}"
            zones.append(note_zone("deck", note))
        names = {sq: narrate.square_words(state, sq, reader) for row in ROWS for sq in row}
        picture = render_board(state, square_label=names.get,
                               texts={"start": words.START_MARK().text(reader), "hole": words.HOLE_MARK().text(reader),
                                      "cards": translate(words.FACT_CARDS.plural or words.FACT_CARDS.text, reader.language)})
        zones.append(board_zone("board", words.BOARD().text(reader), picture, ROWS, left=M, top=M, cell=S,
                                width=PICTURE_SIZE, height=PICTURE_SIZE, names=names))
        if mine is not None:
            items = [self._card(c, str(c), reader, badges[mine].get(str(c))) for c in state.hand(mine)]
            zones.append(cards_zone("hand", words.YOUR_HAND().text(reader), items, area="bottom",
                                    empty=words.FACT_NO_CARDS().text(reader)))
        return zones

    def _card(self, c: Any, key: str | None, reader: Reader, badge: str | None) -> dict:
        note = BADGES[badge]().text(reader) if badge else None
        name = card_glossed(c).text(reader)
        if note:
            name = words.CARD_WITH_BADGE(card=name, badge=note).text(reader)
        return card_item(key, chain_card_svg(c, note=note, label=name), name)

    # --- what the clicks make --------------------------------------------------------------------
    def paths(self, state: Any, action: Any) -> list[tuple]:
        if isinstance(action, Place):
            return [(str(action.card), action.square)]
        if isinstance(action, Draw):
            return [(DRAW_KEY,)]
        if isinstance(action, Pass):
            return [(PASS_KEY,)]
        return []

    def action_for(self, state, path):
        first = path[0]
        if first == DRAW_KEY:
            return DRAW
        if first == PASS_KEY:
            return PASS
        if len(path) < 2:
            return None
        try:
            return place(first, path[1])
        except ValueError:
            return None

    def key_words(self, state: Any, key: str, reader: Reader) -> str:
        if key == DRAW_KEY:
            return words.MOVE_DRAW().text(reader)
        if key == PASS_KEY:
            return words.MOVE_PASS().text(reader)
        if key in SQ_INDEX:
            return words.THE_SQUARE(square=key).text(reader)
        try:
            return card_name(card(key)).text(reader)
        except ValueError:
            return key

    def choice_order(self, key: str) -> Any:
        return (0 if key == DRAW_KEY else 1 if key == PASS_KEY else 2, key)

    def move_words(self, state: Any, action: Any, reader: Reader) -> str:
        return narrate.move_words(action, reader)



ADAPTER = SkeminoTable()

__all__ = ["ADAPTER", "SkeminoTable"]
