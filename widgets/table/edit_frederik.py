"""come-quando-frederik-piange's position editor: a battle set up by hand. Every player's cards (each
face up or face down), the top of the pile, the battle round and whose turn it is; the rest of the
pack lies under the given top of the pile, shuffled by the game number. The engine's
``battle_position`` helper builds the state and the codec's check judges it, unless it is a puzzle.

>>> from engine.frederik import battle_position
>>> from engine.words import Reader
>>> editor = Editor(battle_position([["2H"], ["KH", "(10H)"]]), Reader())
>>> editor.describe()["s"]
[['2H'], ['KH', '(10H)']]
>>> editor.click("face:down", Reader()), editor.click("deck:AS", Reader()), editor.click("seat:0", Reader())
(None, None, None)
>>> editor.describe()["s"][0]
['2H', '(AS)']
"""
from __future__ import annotations

import random
from typing import Any

from engine.cards import parse_french_card
from engine.frederik.rules import BATTLE_ROUNDS, DECK
from engine.frederik.setup import battle_position
from engine.render import french_card_svg
from engine.words import N_, Reader, Said, Seat

from .editor import PositionEditor, PositionRefused, read_list
from .protocol import card_item, cards_zone

DECK_KEY, SEAT, PILE, BACK, FACE, ROUND = "deck:", "seat:", "pile", "back", "face:", "round:"

CARDS_OF = Said(N_("{player}'s cards"), you=N_("Your cards"))
TO_SEAT = Said(N_("To {player}'s cards"), you=N_("To your cards"))
PILE_LABEL = Said(N_("The top of the pile (the rest of the pack lies under it, shuffled)"))
ONTO_PILE = Said(N_("Onto the pile"))
BOX_LABEL = Said(N_("The pack: the cards not placed"))
BACK_TO_PACK = Said(N_("Back into the pack"))
FACE_UP = Said(N_("Lay cards face up"))
FACE_DOWN = Said(N_("Lay cards face down"))
BATTLE_ROUND = Said(N_("Battle round {n}"))
DOWN_CAPTION = Said(N_("face down"))
CARD_DOWN = Said(N_("{card}, face down"))
NONE_YET = Said(N_("none"))


def _card(text: str) -> Any:
    down = text.startswith("(") and text.endswith(")")
    return parse_french_card(text[1:-1] if down else text), down


def build(description: Any, *, options: dict, seed: int = 0, players: int | None = None) -> Any:
    """The state a description makes (the engine's ``battle_position``, its check left to the editor)."""
    if not isinstance(description, dict):
        raise PositionRefused("the position's description is damaged")
    seats = read_list(description.get("s"), "cards")
    top = read_list(description.get("p", []), "pile")
    if not all(isinstance(row, list) and all(isinstance(c, str) for c in row) for row in seats) or \
            not all(isinstance(c, str) for c in top) or players is not None and len(seats) != players:
        raise PositionRefused("the position's cards are damaged")
    used = {_card(c)[0] for row in seats for c in row} | {_card(c)[0] for c in top}
    rest = [c.ascii for c in DECK if c not in used]
    random.Random(f"frederik:position:{seed}").shuffle(rest)
    battle_round, turn = description.get("r", 1), description.get("t", 0)
    return battle_position(seats, to_move=turn, battle_round=battle_round, pile=list(top) + rest, seed=seed,
                           check=False, **options)


class Editor(PositionEditor):
    """frederik's editor (see the module)."""

    game = "frederik"

    def start_from(self, state: Any) -> None:
        if state.phase == "battle" and not state.is_terminal():
            self.seats = [[c.ascii if up else f"({c.ascii})" for c, up in row] for row in state.seats]
            self.round = min(max(1, state.round), BATTLE_ROUNDS) if hasattr(state, "round") else 1
        else:       # a draw phase or a finished game: start from empty places
            self.seats = [[] for _ in range(self.players)]
            self.round = 1
        self.top: list[str] = []
        self.face_up = True

    def describe(self) -> dict:
        return {"s": [list(row) for row in self.seats], "p": list(self.top), "r": self.round, "t": self.turn}

    def clear(self) -> None:
        self.seats = [[] for _ in range(self.players)]
        self.top = []

    def _used(self) -> set[str]:
        return {_card(c)[0].ascii for row in self.seats for c in row} | {_card(c)[0].ascii for c in self.top}

    def pickable(self) -> set[str]:
        used = self._used()
        keys = {f"{DECK_KEY}{c.ascii}" for c in DECK if c.ascii not in used}
        for seat, row in enumerate(self.seats):
            keys |= {f"{SEAT}{seat}:{i}" for i in range(len(row))}
        return keys | {f"{PILE}:{i}" for i in range(len(self.top))}

    def targets(self, picked: str) -> set[str]:
        found = {f"{SEAT}{seat}" for seat in range(self.players)} | {PILE}
        if not picked.startswith(DECK_KEY):
            found.add(BACK)
        return found

    def put(self, picked: str, target: str) -> Any:
        if picked.startswith(SEAT):
            seat, index = picked[len(SEAT):].split(":")
            card = _card(self.seats[int(seat)].pop(int(index)))[0].ascii
        elif picked.startswith(PILE):
            card = _card(self.top.pop(int(picked[len(PILE) + 1:])))[0].ascii
        else:
            card = picked[len(DECK_KEY):]
        if target.startswith(SEAT):
            self.seats[int(target[len(SEAT):])].append(card if self.face_up else f"({card})")
        elif target == PILE:
            self.top.append(card)
        return None

    def click(self, key: str, reader: Reader) -> Any:
        if key.startswith(FACE):
            self.face_up = key == f"{FACE}up"
            return None
        if key.startswith(ROUND):
            number = key[len(ROUND):]
            if number.isdigit() and 1 <= int(number) <= BATTLE_ROUNDS:
                self.round = int(number)
            return None
        return super().click(key, reader)

    def choices(self, reader: Reader) -> list[dict]:
        found = super().choices(reader)
        turns = [c for c in found if c["key"].startswith("turn:")]
        rest = [c for c in found if not c["key"].startswith("turn:")]
        rounds = [{"key": f"{ROUND}{n}", "label": BATTLE_ROUND(n=n).text(reader), "pressed": n == self.round}
                  for n in range(1, BATTLE_ROUNDS + 1)]
        faces = [{"key": f"{FACE}up", "label": FACE_UP().text(reader), "pressed": self.face_up},
                 {"key": f"{FACE}down", "label": FACE_DOWN().text(reader), "pressed": not self.face_up}]
        return turns + rounds + faces + rest

    # --- drawing -----------------------------------------------------------------------------------
    def _name(self, text: str, reader: Reader) -> str:
        card, down = _card(text)
        return CARD_DOWN(card=card).text(reader) if down else str(card)

    def key_words(self, key: str, reader: Reader) -> str:
        if key.startswith(SEAT):
            seat, index = key[len(SEAT):].split(":")
            return self._name(self.seats[int(seat)][int(index)], reader)
        if key.startswith(PILE):
            return self._name(self.top[int(key[len(PILE) + 1:])], reader)
        return str(parse_french_card(key[len(DECK_KEY):]))

    def _item(self, key: str, text: str, reader: Reader) -> dict:
        card, down = _card(text)
        return card_item(key, french_card_svg(card, margin=0), self._name(text, reader),
                         caption=DOWN_CAPTION().text(reader) if down else "")

    def table_zones(self, reader: Reader) -> list[dict]:
        none = NONE_YET().text(reader)
        zones = []
        for seat, row in enumerate(self.seats):
            items = [self._item(f"{SEAT}{seat}:{i}", c, reader) for i, c in enumerate(row)]
            zones.append(cards_zone(f"seat{seat}", CARDS_OF(player=Seat(seat)).text(reader), items, area="top",
                                    small=True, empty=none,
                                    target={"key": f"{SEAT}{seat}", "label": TO_SEAT(player=Seat(seat)).text(reader)}))
        pile = [self._item(f"{PILE}:{i}", c, reader) for i, c in enumerate(self.top)]
        zones.append(cards_zone("pile", PILE_LABEL().text(reader), pile, small=True, empty=none,
                                target={"key": PILE, "label": ONTO_PILE().text(reader)}))
        used = self._used()
        box = [card_item(f"{DECK_KEY}{c.ascii}", french_card_svg(c, margin=0), str(c)) for c in DECK
               if c.ascii not in used]
        zones.append(cards_zone("box", BOX_LABEL().text(reader), box, area="bottom", small=True, empty=none,
                                target={"key": BACK, "label": BACK_TO_PACK().text(reader)}))
        return zones
