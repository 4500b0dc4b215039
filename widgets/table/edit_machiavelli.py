"""Machiavelli's position editor: every player's hand, the groups on the table and whose turn it is;
the cards of the two packs not placed form the tallone, shuffled by the game number. The engine's
``position`` helper builds the state (refusing a group that is neither a run nor a set, MA-12, and a
card a third time, MA-2, even in a puzzle: the engine cannot play from such a table) and the codec's
check judges the rest, unless it is a puzzle.

>>> from engine.machiavelli import new_game
>>> from engine.words import Reader
>>> editor = Editor(new_game(players=2, seed=1), Reader())
>>> editor.click("edit:clear", Reader()), editor.click("deck:3C", Reader()), editor.click("group:new", Reader())
(None, None, None)
>>> editor.describe()["g"]
[['3C']]
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from engine.cards import parse_french_card
from engine.machiavelli.rules import PACK
from engine.machiavelli.setup import position
from engine.render import french_card_svg
from engine.words import N_, Reader, Said, Seat

from .editor import DECK_KEY, HAND, PositionEditor, PositionRefused, give_to_hand, read_list, take_card
from .protocol import card_item, cards_zone

GROUP, NEW, BACK = "group:", "group:new", "back"

HAND_LABEL = Said(N_("{player}'s hand"), you=N_("Your hand"))
INTO_HAND = Said(N_("Into {player}'s hand"), you=N_("Into your hand"))
GROUP_LABEL = Said(N_("Group {n} on the table"))
INTO_GROUP = Said(N_("Into group {n}"))
NEW_GROUP = Said(N_("A new group on the table"))
START_GROUP = Said(N_("Start a new group"))
BOX_LABEL = Said(N_("The two packs: the cards not placed (the tallone, shuffled)"))
BACK_TO_PACK = Said(N_("Back into the packs"))
LEFT = Said(N_("{n} left"))
NONE_YET = Said(N_("none"))
TABLE_EMPTY = Said(N_("no group yet"))

#: the cards of the two packs, once each (each is there twice)
KINDS = tuple(dict.fromkeys(PACK))


def build(description: Any, *, options: dict, seed: int = 0, players: int | None = None) -> Any:
    """The state a description makes (the engine's ``position``)."""
    if not isinstance(description, dict):
        raise PositionRefused("the position's description is damaged")
    hands = read_list(description.get("h"), "hands")
    groups = read_list(description.get("g", []), "table")
    if not all(isinstance(h, list) and all(isinstance(c, str) for c in h) for h in hands + groups) or \
            players is not None and len(hands) != players:
        raise PositionRefused("the position's cards are damaged")
    turn = description.get("t", 0)
    return position([" ".join(h) for h in hands], [" ".join(g) for g in groups if g], to_move=turn, seed=seed,
                    **options)


class Editor(PositionEditor):
    """Machiavelli's editor (see the module)."""

    game = "machiavelli"

    def start_from(self, state: Any) -> None:
        self.hands = [[c.ascii for c in hand] for hand in state.hands]
        self.groups = [[c.ascii for c in group] for group in state.table]

    def describe(self) -> dict:
        return {"h": [list(h) for h in self.hands], "g": [list(g) for g in self.groups if g], "t": self.turn}

    def clear(self) -> None:
        self.hands = [[] for _ in range(self.players)]
        self.groups = []

    def left(self) -> dict[str, int]:
        used = Counter(c for h in self.hands + self.groups for c in h)
        whole = Counter(c.ascii for c in PACK)
        return {c.ascii: whole[c.ascii] - used[c.ascii] for c in KINDS}

    def pickable(self) -> set[str]:
        keys = {f"{DECK_KEY}{c}" for c, n in self.left().items() if n > 0}
        for seat, hand in enumerate(self.hands):
            keys |= {f"{HAND}{seat}:{i}" for i in range(len(hand))}
        for g, group in enumerate(self.groups):
            keys |= {f"g:{g}:{i}" for i in range(len(group))}
        return keys

    def targets(self, picked: str) -> set[str]:
        found = {f"{HAND}{seat}" for seat in range(self.players)} | {f"{GROUP}{g}" for g in range(len(self.groups))}
        found.add(NEW)
        if not picked.startswith(DECK_KEY):
            found.add(BACK)
        return found

    def put(self, picked: str, target: str) -> Any:
        card = take_card(self.hands, picked)
        if card is None:                        # a card of a group on the table: g:GROUP:INDEX
            _, g, index = picked.split(":")
            card = self.groups[int(g)].pop(int(index))
        if target == NEW:
            self.groups.append([card])
        elif target.startswith(GROUP):
            self.groups[int(target[len(GROUP):])].append(card)
        else:
            give_to_hand(self.hands, target, card)
        self.groups = [g for g in self.groups if g]
        return None

    # --- drawing -----------------------------------------------------------------------------------
    def key_words(self, key: str, reader: Reader) -> str:
        if key.startswith(HAND):
            seat, index = key[len(HAND):].split(":")
            return str(parse_french_card(self.hands[int(seat)][int(index)]))
        if key.startswith("g:"):
            _, g, index = key.split(":")
            return str(parse_french_card(self.groups[int(g)][int(index)]))
        return str(parse_french_card(key[len(DECK_KEY):]))

    def _item(self, key: str, text: str) -> dict:
        card = parse_french_card(text)
        return card_item(key, french_card_svg(card, margin=0), str(card))

    def table_zones(self, reader: Reader) -> list[dict]:
        none = NONE_YET().text(reader)
        zones = []
        for seat, hand in enumerate(self.hands):
            zones.append(cards_zone(f"hand{seat}", HAND_LABEL(player=Seat(seat)).text(reader),
                                    [self._item(f"{HAND}{seat}:{i}", c) for i, c in enumerate(hand)], area="top",
                                    small=True, empty=none,
                                    target={"key": f"{HAND}{seat}", "label": INTO_HAND(player=Seat(seat)).text(reader)}))
        for g, group in enumerate(self.groups):
            zones.append(cards_zone(f"group{g}", GROUP_LABEL(n=g + 1).text(reader),
                                    [self._item(f"g:{g}:{i}", c) for i, c in enumerate(group)], small=True,
                                    target={"key": f"{GROUP}{g}", "label": INTO_GROUP(n=g + 1).text(reader)}))
        zones.append(cards_zone("newgroup", NEW_GROUP().text(reader), [], small=True,
                                empty=TABLE_EMPTY().text(reader) if not self.groups else "",
                                target={"key": NEW, "label": START_GROUP().text(reader)}))
        left = self.left()
        box = [card_item(f"{DECK_KEY}{c.ascii}", french_card_svg(c, margin=0), str(c),
                         caption=LEFT(n=left[c.ascii]).text(reader)) for c in KINDS if left[c.ascii]]
        zones.append(cards_zone("box", BOX_LABEL().text(reader), box, area="bottom", small=True, empty=none,
                                target={"key": BACK, "label": BACK_TO_PACK().text(reader)}))
        return zones
