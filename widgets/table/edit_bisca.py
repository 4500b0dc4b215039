"""Bisca's position editor: the round (how many cards each), every player's hand, and who bids first.
The engine's ``position`` helper builds the round's betting (the earlier rounds played out first, so
that the scores are ones the rules give) and the codec's check judges it: a hand short of the round's
cards, a card twice in a one-deck game are refused with their clause, unless it is a puzzle.

>>> from engine import bisca
>>> from engine.words import Reader
>>> editor = Editor(bisca.new_game(players=3, seed=2), Reader())
>>> editor.click("edit:clear", Reader()), editor.click("deck:AS", Reader()), editor.click("hand:1", Reader())
(None, None, None)
>>> editor.describe()["h"]
[[], ['AS'], []]
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from engine.bisca import words
from engine.bisca.rules import DECK, HAND_SIZES, decks_needed
from engine.bisca.setup import position
from engine.cards import parse_french_card
from engine.render import french_card_svg
from engine.words import N_, Reader, Said, Seat

from .editor import DECK_KEY, HAND, PositionEditor, PositionRefused, give_to_hand, read_list, take_card
from .protocol import card_item, cards_zone, note_zone

BACK = "back"
ROUND_DOWN, ROUND_UP = "round:down", "round:up"

PREVIOUS_ROUND = Said(N_("Previous round"))
NEXT_ROUND = Said(N_("Next round"))
INTO_HAND = Said(N_("Into {player}'s hand"), you=N_("Into your hand"))
BOX_LABEL = Said(N_("The deck: the cards nobody holds"))
BACK_TO_DECK = Said(N_("Back into the deck"))
LEFT = Said(N_("{n} left"))
NONE_YET = Said(N_("none"))
THE_CARD = Said(N_("{card} in {player}'s hand"), you=N_("{card} in your hand"))


def build(description: Any, *, options: dict, seed: int = 0, players: int | None = None) -> Any:
    """The state a description makes (the engine's ``position``)."""
    if not isinstance(description, dict):
        raise PositionRefused("the position's description is damaged")
    hands = read_list(description.get("h"), "hands")
    if players is not None and len(hands) != players or not all(isinstance(h, list) for h in hands):
        raise PositionRefused("the position's hands are damaged")
    round_index, first = description.get("r", 0), description.get("t", 0)
    if not isinstance(round_index, int) or not isinstance(first, int) or not 0 <= first < len(hands):
        raise PositionRefused("the position's round or first bidder is damaged")
    return position([[parse_french_card(str(c)) for c in h] for h in hands], round_index=round_index,
                    first_bidder=first, seed=seed, **options)


class Editor(PositionEditor):
    """Bisca's editor (see the module)."""

    game = "bisca"

    def start_from(self, state: Any) -> None:
        self.round_index = state.round_index if not state.is_terminal() else 0
        self.hands = [[c.ascii for c in hand] for hand in state.hands]
        if state.phase != "bet" or any(b is not None for b in state.bets):
            self.turn = state.round_leader           # the position is always a round's betting
        self.decks = decks_needed(self.players)

    @property
    def size(self) -> int:
        return HAND_SIZES[self.round_index]

    def describe(self) -> dict:
        return {"h": [list(h) for h in self.hands], "r": self.round_index, "t": self.turn}

    def clear(self) -> None:
        self.hands = [[] for _ in range(self.players)]

    def left(self) -> dict[str, int]:
        used = Counter(c for h in self.hands for c in h)
        return {c.ascii: self.decks - used[c.ascii] for c in DECK}

    def pickable(self) -> set[str]:
        keys = {f"{DECK_KEY}{c}" for c, n in self.left().items() if n > 0}
        for seat, hand in enumerate(self.hands):
            keys |= {f"{HAND}{seat}:{i}" for i in range(len(hand))}
        return keys

    def targets(self, picked: str) -> set[str]:
        found = {f"{HAND}{seat}" for seat, hand in enumerate(self.hands)
                 if len(hand) < self.size and not picked.startswith(f"{HAND}{seat}:")}
        if picked.startswith(HAND):
            found.add(BACK)
        return found

    def put(self, picked: str, target: str) -> Any:
        card = take_card(self.hands, picked)
        if card is not None:
            give_to_hand(self.hands, target, card)
        return None

    def click(self, key: str, reader: Reader) -> Any:
        if key in (ROUND_DOWN, ROUND_UP):
            self.round_index = max(0, min(len(HAND_SIZES) - 1, self.round_index + (1 if key == ROUND_UP else -1)))
            self.hands = [hand[:self.size] for hand in self.hands]      # the cards over the round's go back
            self.picked = None
            return None
        return super().click(key, reader)

    def choices(self, reader: Reader) -> list[dict]:
        found = super().choices(reader)
        rounds = []
        if self.round_index > 0:
            rounds.append({"key": ROUND_DOWN, "label": PREVIOUS_ROUND().text(reader)})
        if self.round_index < len(HAND_SIZES) - 1:
            rounds.append({"key": ROUND_UP, "label": NEXT_ROUND().text(reader)})
        return rounds + found

    # --- drawing -----------------------------------------------------------------------------------
    def key_words(self, key: str, reader: Reader) -> str:
        if key.startswith(HAND):
            seat, index = key[len(HAND):].split(":")
            card = parse_french_card(self.hands[int(seat)][int(index)])
            return THE_CARD(card=card, player=Seat(int(seat))).text(reader)
        return str(parse_french_card(key[len(DECK_KEY):]))

    def table_zones(self, reader: Reader) -> list[dict]:
        none = NONE_YET().text(reader)
        zones = [note_zone("round", words.ROUND_NOTE(number=self.round_index + 1, rounds=len(HAND_SIZES),
                                                     n=self.size).text(reader))]
        for seat, hand in enumerate(self.hands):
            items = [card_item(f"{HAND}{seat}:{i}", french_card_svg(parse_french_card(c), margin=0),
                               str(parse_french_card(c))) for i, c in enumerate(hand)]
            zones.append(cards_zone(f"hand{seat}", words.HAND_OF(player=Seat(seat)).text(reader), items,
                                    area="top", small=True, empty=none,
                                    target={"key": f"{HAND}{seat}", "label": INTO_HAND(player=Seat(seat)).text(reader)}))
        left = self.left()
        box = [card_item(f"{DECK_KEY}{c.ascii}", french_card_svg(c, margin=0), str(c),
                         caption=LEFT(n=left[c.ascii]).text(reader) if self.decks > 1 else "")
               for c in DECK if left[c.ascii]]
        zones.append(cards_zone("box", BOX_LABEL().text(reader), box, area="bottom", small=True, empty=none,
                                target={"key": BACK, "label": BACK_TO_DECK().text(reader)}))
        return zones
