"""Skèmino's position editor: chain cards laid on the board (stacks, each card Bianco's or Nero's),
each player's hand, and who plays next; every card left over forms the deck, shuffled by the game
number. The engine's ``position`` helper builds the state (the dice square kept from the table the
editor opened on) and the codec's check judges it: a hand over the limit, a loop that is not a hole,
more cards on the board than were laid are refused with their clause, unless it is a puzzle.

>>> from engine import skemino
>>> from engine.words import Reader
>>> editor = Editor(skemino.new_game(seed=16), Reader())
>>> editor.click("edit:clear", Reader()), editor.click("deck:7F", Reader()), editor.click("e3", Reader())
(None, None, None)
>>> editor.describe()["b"]
{'e3': [['7F', 0]]}
"""
from __future__ import annotations

from typing import Any

from engine.skemino import words
from engine.skemino.render import M, S, chain_card_svg, render_board
from engine.skemino.rules import CARD_TEXT, SQUARES, card, card_glossed
from engine.skemino.rules import NEUTRAL
from engine.skemino.setup import position
from engine.words import N_, Reader, Said, translate

from .editor import PositionEditor, PositionRefused, read_list
from .protocol import board_zone, card_item, cards_zone
from .skemino import PICTURE_SIZE, ROWS

DECK_KEY, HAND, BACK, LAY = "deck:", "hand:", "back", "lay:"
#: a hand in the editor may hold a few cards over the limit: the engine then says why that is refused
#: (SK-28), or a puzzle may keep them
HAND_SPARE = 5

HAND_LABEL = Said(N_("{side}'s hand"))
INTO_HAND = Said(N_("Into {side}'s hand"))
BOX_LABEL = Said(N_("The deck: the cards left, drawn in an order the game number shuffles"))
BACK_TO_DECK = Said(N_("Back into the deck"))
LAY_AS = Said(N_("Lay cards for {side}"))
TOP_OF = Said(N_("{card} on top of {square}"))
NONE_YET = Said(N_("none"))


def _sides(reader: Reader) -> list[str]:
    return [words.BIANCO().text(reader), words.NERO().text(reader)]


def build(description: Any, *, options: dict, seed: int = 0, players: int | None = None) -> Any:
    """The state a description makes (the engine's ``position``, its check left to the editor)."""
    if not isinstance(description, dict):
        raise PositionRefused("the position's description is damaged")
    board = {}
    for square, stack in dict(description.get("b") or {}).items():
        if square not in SQUARES:
            raise PositionRefused("the position's board is damaged")
        board[square] = [tuple(read_list(entry, "board", 2)) for entry in read_list(stack, "board")]
        if any(owner not in (0, 1, NEUTRAL) for _, owner in board[square]):
            raise PositionRefused("the position's board is damaged")
    hands = [list(h) for h in read_list(description.get("h", [[], []]), "hands", 2)]
    seen = [c for stack in board.values() for c, _ in stack] + [c for h in hands for c in h]
    if len(seen) != len(set(seen)) or any(c not in CARD_TEXT for c in seen):
        raise PositionRefused("the position's cards are damaged: each chain card is there once", "SK-1")
    turn, start = description.get("t", 0), description.get("st", "d2")
    if turn not in (0, 1) or start not in SQUARES:
        raise PositionRefused("the position's turn or start square is damaged")
    return position(board, hands=hands, to_move=turn, start=start, seed=seed, check=False, **options)


class Editor(PositionEditor):
    """Skèmino's editor (see the module)."""

    game = "skemino"

    def start_from(self, state: Any) -> None:
        self.board: dict[str, list[tuple[str, int]]] = {}
        for square in SQUARES:
            stack = [(str(c), owner) for c, owner in state.stack(square)]
            if stack:
                self.board[square] = stack
        self.hands = [[str(c) for c in state.hand(seat)] for seat in (0, 1)]
        self.start = SQUARES[state.start]
        self.hand_limit = state.options.hand_limit
        self.lay_as = self.turn

    def describe(self) -> dict:
        return {"b": {sq: [list(entry) for entry in stack] for sq, stack in sorted(self.board.items())},
                "h": [list(h) for h in self.hands], "t": self.turn, "st": self.start}

    def clear(self) -> None:
        self.board = {}
        self.hands = [[], []]

    def in_box(self) -> list[str]:
        used = {c for stack in self.board.values() for c, _ in stack} | {c for h in self.hands for c in h}
        return [c for c in CARD_TEXT if c not in used]

    def pickable(self) -> set[str]:
        keys = set(self.board) | {f"{DECK_KEY}{c}" for c in self.in_box()}
        for seat in (0, 1):
            keys |= {f"{HAND}{seat}:{i}" for i in range(len(self.hands[seat]))}
        return keys

    def targets(self, picked: str) -> set[str]:
        found = {sq for sq in SQUARES if sq != picked}
        for seat in (0, 1):
            inside = picked.startswith(f"{HAND}{seat}:")
            if not inside and len(self.hands[seat]) < self.hand_limit + HAND_SPARE:
                found.add(f"{HAND}{seat}")
        if not picked.startswith(DECK_KEY):
            found.add(BACK)
        return found

    def _take(self, picked: str) -> tuple[str, int]:
        """Lift what is picked from where it is: the card and whose it would be when laid."""
        if picked in SQUARES:
            stack = self.board[picked]
            entry = stack.pop()
            if not stack:
                del self.board[picked]
            return entry
        if picked.startswith(HAND):
            seat, index = picked[len(HAND):].split(":")
            return self.hands[int(seat)].pop(int(index)), int(seat)
        return picked[len(DECK_KEY):], self.lay_as

    def put(self, picked: str, target: str) -> Any:
        c, owner = self._take(picked)
        if target in SQUARES:
            self.board.setdefault(target, []).append((c, owner))
        elif target.startswith(HAND):
            self.hands[int(target[len(HAND):])].append(c)
        return None

    def click(self, key: str, reader: Reader) -> Any:
        if key.startswith(LAY):
            side = key[len(LAY):]
            if side in ("0", "1"):
                self.lay_as = int(side)
            return None
        return super().click(key, reader)

    def choices(self, reader: Reader) -> list[dict]:
        sides = _sides(reader)
        lays = [{"key": f"{LAY}{seat}", "label": LAY_AS(side=sides[seat]).text(reader), "pressed": seat == self.lay_as}
                for seat in (0, 1)]
        found = super().choices(reader)
        return found[:2] + lays + found[2:]

    # --- drawing -----------------------------------------------------------------------------------
    def seat_words(self, seat: int, reader: Reader) -> Any:
        return _sides(reader)[seat]

    def key_words(self, key: str, reader: Reader) -> str:
        if key in SQUARES:
            stack = self.board.get(key)
            if not stack:
                return words.THE_SQUARE(square=key).text(reader)
            return TOP_OF(card=card_glossed(card(stack[-1][0])), square=key).text(reader)
        if key.startswith(HAND):
            seat, index = key[len(HAND):].split(":")
            return card_glossed(card(self.hands[int(seat)][int(index)])).text(reader)
        return card_glossed(card(key[len(DECK_KEY):])).text(reader)

    def table_zones(self, reader: Reader) -> list[dict]:
        sides = _sides(reader)
        none = NONE_YET().text(reader)

        def hand_zone(seat: int, area: str) -> dict:
            items = [card_item(f"{HAND}{seat}:{i}", chain_card_svg(card(c), label=card_glossed(card(c)).text(reader)),
                               card_glossed(card(c)).text(reader)) for i, c in enumerate(self.hands[seat])]
            return cards_zone(f"hand{seat}", HAND_LABEL(side=sides[seat]).text(reader), items, area=area, empty=none,
                              target={"key": f"{HAND}{seat}", "label": INTO_HAND(side=sides[seat]).text(reader)})

        preview = position({sq: list(stack) for sq, stack in self.board.items()}, hands=[[], []],
                           start=self.start, seed=self.seed, check=False, **self.options)
        names = {sq: self.key_words(sq, reader) for row in ROWS for sq in row}
        picture = render_board(preview, square_label=names.get,
                               texts={"start": words.START_MARK().text(reader), "hole": words.HOLE_MARK().text(reader),
                                      "cards": translate(words.FACT_CARDS.plural or words.FACT_CARDS.text,
                                                         reader.language)})
        board = board_zone("board", words.BOARD().text(reader), picture, ROWS, left=M, top=M, cell=S,
                           width=PICTURE_SIZE, height=PICTURE_SIZE, names=names)
        box = [card_item(f"{DECK_KEY}{c}", chain_card_svg(card(c), label=card_glossed(card(c)).text(reader)),
                         card_glossed(card(c)).text(reader)) for c in self.in_box()]
        return [hand_zone(1, "top"), board, hand_zone(0, "bottom"),
                cards_zone("box", BOX_LABEL().text(reader), box, area="bottom", small=True, empty=none,
                           target={"key": BACK, "label": BACK_TO_DECK().text(reader)})]

