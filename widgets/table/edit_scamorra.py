"""La Scamorra's position editor: the six pieces on the board (or off it, taken), each side's hand and
the cards it has played, and who plays next. The engine's ``position`` helper builds the state (the
moving phase; each side's other cards shuffled into its coppella and deck by the game number) and the
codec's check judges it: a side holding two cards while its deck lasts, points no card could have
scored, a turn out of step with the cards played are refused with their clause, unless it is a puzzle.

>>> from engine import scamorra
>>> from engine.words import Reader
>>> editor = Editor(scamorra.new_game(seed=3), Reader())
>>> editor.click("box:0:sasso", Reader()), editor.click("c1", Reader())
(None, None)
>>> editor.describe()["b"]
{'c1': [0, 'sasso']}
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from engine.scamorra import narrate, words
from engine.scamorra.render import CELL, MARGIN, board_svg, card_svg
from engine.scamorra.rules import CARDS, DECK_COMPOSITION, HAND_SIZE, PIECES, SQUARES
from engine.scamorra.setup import position
from engine.words import N_, Reader, Said

from .editor import PositionEditor, PositionRefused, read_list
from .protocol import board_zone, card_item, cards_zone
from .scamorra import BOARD_ROWS, BOARD_SIZE, piece_picture

BOX, DECK, HAND, PLAYED, BACK = "box:", "deck:", "hand:", "played:", "back:"

SIDE_PIECE = Said(N_("{side}'s {piece}"))
SIDE_PIECE_ON = Said(N_("{side}'s {piece} on {square}"))
SIDE_CARD = Said(N_("{side}'s {card}"))
OFF_BOARD = Said(N_("{side}'s pieces off the board (taken)"))
TAKE_OFF = Said(N_("Take it off the board"))
HAND_LABEL = Said(N_("{side}'s hand"))
PLAYED_LABEL = Said(N_("{side}'s cards played"))
DECK_LABEL = Said(N_("{side}'s other cards (deck and coppella)"))
INTO_HAND = Said(N_("Into {side}'s hand"))
INTO_PLAYED = Said(N_("Among {side}'s cards played"))
BACK_TO_DECK = Said(N_("Back into {side}'s deck"))
LEFT = Said(N_("{n} left"))
NONE_YET = Said(N_("none"))
TOO_MANY = Said(N_("{side} has {n} cards of the {card}, but a deck holds {most}"))
NO_COPPELLA = Said(N_("{side} has used all 16 cards, but one always lies aside as the coppella"))


def _side(seat: int, reader: Reader) -> str:
    return words.SIDES[seat].text(reader.language)


def build(description: Any, *, options: dict, seed: int = 0, players: int | None = None) -> Any:
    """The state a description makes (the engine's ``position``), its card counts checked first."""
    if not isinstance(description, dict):
        raise PositionRefused("the position's description is damaged")
    board = {}
    for square, entry in dict(description.get("b") or {}).items():
        entry = read_list(entry, "board", 2)
        if square not in SQUARES or entry[0] not in (0, 1) or entry[1] not in PIECES:
            raise PositionRefused("the position's board is damaged")
        board[square] = (entry[0], entry[1])
    hands = [list(h) for h in read_list(description.get("h", [[], []]), "hands", 2)]
    played = [list(d) for d in read_list(description.get("d", [[], []]), "played cards", 2)]
    for seat in (0, 1):
        cards = Counter(hands[seat] + played[seat])
        if any(c not in CARDS for c in cards):
            raise PositionRefused("the position's cards are damaged")
        for card, n in cards.items():
            if n > DECK_COMPOSITION[card]:
                raise PositionRefused(TOO_MANY(side=words.SIDES[seat], n=n, card=narrate.card_name(card),
                                               most=DECK_COMPOSITION[card]).text(Reader()), "SC-5")
        if sum(cards.values()) >= sum(DECK_COMPOSITION.values()):
            raise PositionRefused(NO_COPPELLA(side=words.SIDES[seat]).text(Reader()), "SC-8")
    turn = description.get("t", 0)
    if turn not in (0, 1):
        raise PositionRefused("the position's turn is damaged")
    return position(board, hands=hands, to_move=turn, discards=played, seed=seed, **options)


class Editor(PositionEditor):
    """La Scamorra's editor (see the module)."""

    game = "scamorra"

    def start_from(self, state: Any) -> None:
        self.board: dict[str, tuple[int, str]] = {}
        for square in SQUARES:
            found = state.piece_at(square)
            if found is not None:
                self.board[square] = (found[0], found[1])
        self.hands = [list(state.hand(seat))[:HAND_SIZE] for seat in (0, 1)]
        self.played = [[CARDS[c] for c in state.discards[seat]] for seat in (0, 1)]

    def describe(self) -> dict:
        return {"b": {sq: [seat, piece] for sq, (seat, piece) in sorted(self.board.items())},
                "h": [list(h) for h in self.hands], "d": [list(d) for d in self.played], "t": self.turn}

    def clear(self) -> None:
        self.board = {}
        self.hands = [[], []]
        self.played = [[], []]

    # --- what is where -----------------------------------------------------------------------------
    def off_board(self, seat: int) -> list[str]:
        on = {piece for s, piece in self.board.values() if s == seat}
        return [p for p in PIECES if p not in on]

    def left(self, seat: int) -> dict[str, int]:
        used = Counter(self.hands[seat] + self.played[seat])
        return {card: DECK_COMPOSITION[card] - used[card] for card in CARDS}

    def pickable(self) -> set[str]:
        keys = set(self.board)
        for seat in (0, 1):
            keys |= {f"{BOX}{seat}:{p}" for p in self.off_board(seat)}
            keys |= {f"{DECK}{seat}:{c}" for c, n in self.left(seat).items() if n > 0}
            keys |= {f"{HAND}{seat}:{i}" for i in range(len(self.hands[seat]))}
            keys |= {f"{PLAYED}{seat}:{i}" for i in range(len(self.played[seat]))}
        return keys

    def targets(self, picked: str) -> set[str]:
        if picked in SQUARES or picked.startswith(BOX):
            found = {sq for sq in SQUARES if sq != picked}
            if picked in SQUARES:
                found.add(f"{BOX}{self.board[picked][0]}")
            return found
        kind, seat, _ = picked.split(":")
        seat_n = int(seat)
        found = set()
        if kind + ":" != HAND and len(self.hands[seat_n]) < HAND_SIZE:
            found.add(f"{HAND}{seat}")
        if kind + ":" != PLAYED:
            found.add(f"{PLAYED}{seat}")
        if kind + ":" != DECK:
            found.add(f"{BACK}{seat}")
        return found

    def put(self, picked: str, target: str) -> Any:
        if picked in SQUARES or picked.startswith(BOX):
            if picked in SQUARES:
                piece = self.board.pop(picked)
            else:
                _, seat, name = picked.split(":")
                piece = (int(seat), name)
            if target in SQUARES:
                self.board[target] = piece          # a piece already there goes off the board
            return None
        kind, seat, what = picked.split(":")
        s = int(seat)
        if kind + ":" == DECK:
            card = what
        else:
            row = self.hands[s] if kind + ":" == HAND else self.played[s]
            card = row.pop(int(what))
        if target.startswith(HAND):
            self.hands[s].append(card)
        elif target.startswith(PLAYED):
            self.played[s].append(card)
        return None

    # --- drawing -----------------------------------------------------------------------------------
    def key_words(self, key: str, reader: Reader) -> str:
        if key in SQUARES:
            found = self.board.get(key)
            if found is None:
                return key
            return SIDE_PIECE_ON(side=words.SIDES[found[0]], piece=narrate.piece_name(found[1]),
                                 square=key).text(reader)
        kind, seat, what = key.split(":")
        side = words.SIDES[int(seat)]
        if kind + ":" == BOX:
            return SIDE_PIECE(side=side, piece=narrate.piece_name(what)).text(reader)
        if kind + ":" == DECK:
            card = what
        else:
            row = self.hands[int(seat)] if kind + ":" == HAND else self.played[int(seat)]
            card = row[int(what)]
        return SIDE_CARD(side=side, card=narrate.card_name(card)).text(reader)

    def seat_words(self, seat: int, reader: Reader) -> Any:
        return _side(seat, reader)

    def _preview(self):
        return position(dict(self.board), seed=self.seed)

    def table_zones(self, reader: Reader) -> list[dict]:
        zones = []
        for seat, area in ((1, "top"), (0, "bottom")):
            zones += self._side_zones(seat, area, reader)
        names = {sq: self.key_words(sq, reader) for sq in SQUARES}
        picture = board_svg(self._preview(), title=words.BOARD_PICTURE().text(reader))
        board = board_zone("board", words.BOARD_LABEL().text(reader), picture, BOARD_ROWS, left=MARGIN,
                           top=MARGIN, cell=CELL, width=BOARD_SIZE, height=BOARD_SIZE, names=names)
        zones.insert(len(zones) // 2, board)
        return zones

    def _side_zones(self, seat: int, area: str, reader: Reader) -> list[dict]:
        side = words.SIDES[seat]
        lang = reader.language
        off = [card_item(f"{BOX}{seat}:{p}", piece_picture(seat, p),
                         SIDE_PIECE(side=side, piece=narrate.piece_name(p)).text(reader),
                         caption=narrate.piece_name(p).text(lang)) for p in self.off_board(seat)]
        hand = [card_item(f"{HAND}{seat}:{i}", card_svg(c), narrate.card_name(c).text(lang),
                          caption=words.CARD_CAPTIONS[c].text(lang)) for i, c in enumerate(self.hands[seat])]
        played = [card_item(f"{PLAYED}{seat}:{i}", card_svg(c), narrate.card_name(c).text(lang))
                  for i, c in enumerate(self.played[seat])]
        left = self.left(seat)
        deck = [card_item(f"{DECK}{seat}:{c}" if left[c] else None, card_svg(c, dim=not left[c]),
                          narrate.card_name(c).text(lang), caption=LEFT(n=left[c]).text(reader))
                for c in CARDS]
        none = NONE_YET().text(reader)
        return [
            cards_zone(f"off{seat}", OFF_BOARD(side=side).text(reader), off, area=area, small=True, empty=none,
                       target={"key": f"{BOX}{seat}", "label": TAKE_OFF().text(reader)}),
            cards_zone(f"hand{seat}", HAND_LABEL(side=side).text(reader), hand, area=area, empty=none,
                       target={"key": f"{HAND}{seat}", "label": INTO_HAND(side=side).text(reader)}),
            cards_zone(f"played{seat}", PLAYED_LABEL(side=side).text(reader), played, area=area, small=True,
                       empty=none, target={"key": f"{PLAYED}{seat}", "label": INTO_PLAYED(side=side).text(reader)}),
            cards_zone(f"deck{seat}", DECK_LABEL(side=side).text(reader), deck, area=area, small=True,
                       target={"key": f"{BACK}{seat}", "label": BACK_TO_DECK(side=side).text(reader)}),
        ]
