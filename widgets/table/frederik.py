"""come-quando-frederik-piange at the live table: the other players' cards in front of them, the pile,
the drawn cards in the draw phase, your cards below.

Every move is made by pointing, and what lights up comes from ``state.legal_actions()``:

* the draw phase: click the drawn card to keep face down, then each card to put under the pile next, then
  the one face-down card to leave down (the prompt says which click is asked); *keep all five face down*
  and *turn them all face up* are worded choices;
* a swap, discard or steal: your card, then another player's face-up card, then one of the verbs the rules
  allow for that pair (each said with why it is allowed); a steal then asks for its matching cards, clicked
  in any order;
* a force: your face-down card, then another player's face-down card; hiding: your face-up card, then
  *turn it face down*;
* a pair or a triple: its cards in the order they go under the pile, then the pile;
* drawing: the pile, then *draw the top card*, or your face-up cards whose numbers add up to N, then
  *draw card number N*;
* protecting and interrupting: one click on your card, or *let it pass*.

One action is never offered as two: the one path of a pair or a triple follows the order its cards go
under the pile (the engine's two orders are two different actions, FP-28), and the other orders of a
steal's matching cards or of the cards adding up to N make the same action.

>>> from engine.frederik import battle_position
>>> state = battle_position([["9C", "(9H)", "3D", "8S"], ["8D", "(2S)"]])
>>> for path in sorted(p for a in state.legal_actions() for p in ADAPTER.paths(state, a) if p[0] == "9H"):
...     print(path)
('9H', '8D', 'do:discard_high:9H:8D')
('9H', '8D', 'do:steal_high:9H:8D', '3D', '8S')
('9H', '8D', 'do:steal_high:9H:8D', '8S', '3D')
('9H', '8D', 'do:swap_high:9H:8D')
('9H', '9C', 'pile')
('9H', 'down:1:1')
"""
from __future__ import annotations

import math
from functools import lru_cache
from itertools import permutations
from typing import Any, Mapping, Sequence

from engine import EVERYONE
from engine.cards import FrenchCard, parse_french_card
from engine.frederik import judge, narrate, rules, words
from engine.frederik.actions import (
    TARGETED_KINDS, Bottom, DrawNth, DrawTop, Force, Hide, Interrupt, Keep, Leave, Pass, Protect, Redraw, Targeted,
)
from engine.render import french_card_svg
from engine.words import Reader, Seat

from .protocol import Narrated, card_item, cards_zone, note_zone, seat_zone

PILE = "pile"
TOP = "top"
NTH = "nth:"              # nth:12, draw card number 12 (after the cards that add up to it)
PASS = "pass"
HIDE = "hide"
KEEP_ALL = "keepall"
ALL_UP = "allup"
DOWN = "down:"            # down:2:1, seat 2's first face-down card (a force's target)
DO = "do:"                # do:swap_high:9C:8D, the verb for the card and the target picked
#: above this many click orders of the cards adding up to N, each set of cards is clicked left to right only
SUM_ORDERS_BUDGET = 4000
ORDER = {kind: i for i, kind in enumerate(TARGETED_KINDS)}


def down_key(seat: int, position: int) -> str:
    return f"{DOWN}{seat}:{position}"


def verb_key(kind: str, card: FrenchCard, target: Any) -> str:
    return f"{DO}{kind}:{card.ascii}:{target.ascii}"


def _card(key: str) -> Any:
    try:
        return parse_french_card(key)
    except ValueError:
        return None


def sum_paths(sets: Mapping[int, Sequence[Sequence[FrenchCard]]]) -> dict[int, list[tuple[str, ...]]]:
    """The click sequences of face-up cards (their keys) for each N, from the engine's sets of cards that add
    up to it (``State.draw_sums``, FP-13): every order of every set while there are few, else each set in
    the order the engine gives.

    >>> from engine.cards import parse_french_cards
    >>> sum_paths({3: [tuple(parse_french_cards("3C"))], 8: [tuple(parse_french_cards("3C 5D"))]})
    {3: [('3C',)], 8: [('3C', '5D'), ('5D', '3C')]}
    """
    return _click_orders(tuple((n, tuple(tuple(c.ascii for c in s) for s in group)) for n, group in sets.items()))


@lru_cache(maxsize=256)
def _click_orders(sets: tuple) -> dict[int, list[tuple[str, ...]]]:
    orders = sum(math.factorial(len(s)) for _, group in sets for s in group)
    every_order = orders <= SUM_ORDERS_BUDGET
    return {n: [p for s in group for p in (permutations(s) if every_order else [s])] for n, group in sets}


def _empty_pile_svg(label: str) -> str:
    """The place of the pile when it is empty: a dashed outline of a card."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="60" height="84" viewBox="0 0 60 84" role="img" '
            f'aria-label="{label}"><rect x="2" y="2" width="56" height="80" rx="6" fill="none" stroke="#595959" '
            'stroke-width="2" stroke-dasharray="5 4"/></svg>')


class FrederikTable(Narrated):
    """The :class:`~widgets.table.protocol.TableAdapter` of come-quando-frederik-piange."""

    narrate = narrate   # the game's words (Narrated)

    game = "frederik"

    def roles(self, num_players: int, reader: Reader) -> Any:
        return None

    # --- what the viewer sees --------------------------------------------------------------------
    @staticmethod
    def below(state, viewer):
        """Whose cards are drawn below, clickable: the viewer's; at a table where every card is open (a
        teacher's), the player to move's."""
        if isinstance(viewer, int) and not isinstance(viewer, bool):
            return viewer
        if viewer == EVERYONE and not state.is_terminal():
            return state.current_player
        return None

    def zones(self, state: Any, viewer: int | str | None, reader: Reader) -> list[dict]:
        below = self.below(state, viewer)
        over = state.is_terminal()
        seen = state.visible_seats(viewer)
        marked = self._marked(state)
        zones = []
        for seat in range(state.num_players):
            items = [] if seat == below else self._seat_items(state, seat, seen[seat], marked, reader)
            zones.append(seat_zone(seat, reader.name(seat), self._facts(state, seat, reader), items,
                                   active=seat == state.current_player, you=isinstance(viewer, int) and seat == viewer))
        if over:
            zones += self._best_hands(state, reader)
            return zones
        note = (words.NOTE_DRAW if state.phase == "draw" else words.NOTE_BATTLE)(round=state.round).text(reader)
        zones.append(note_zone("round", note))
        if state.pending is not None:
            pending = state.pending
            zones.append(note_zone("declared", narrate.declared(pending.action, pending.seat, pending.owner)
                                   .text(reader)))
        if state.phase == "draw":
            zones.append(self._drawn(state, viewer, below, reader))
        zones.append(self._pile(state, reader))
        if below is not None:
            zones.append(self._own(state, below, seen[below], marked, reader))
            best = narrate.best_now(state, below, reader)
            if best and isinstance(viewer, int):
                zones.append(note_zone("best", best, area="bottom"))
        return zones

    @staticmethod
    def _marked(state: Any) -> set:
        """The cards of the action waiting for answers (its card, and its target or the forced card's key)."""
        pending = state.pending
        if pending is None:
            return set()
        act = pending.action
        if isinstance(act, Force):
            return {act.card.ascii, down_key(act.seat, act.position)}
        return {act.card.ascii, act.target.ascii}

    def _facts(self, state: Any, seat: int, reader: Reader) -> list[str]:
        slots = state.seats[seat]
        up = sum(1 for _, face_up in slots if face_up)
        down = len(slots) - up
        facts = []
        if state.phase == "draw" and seat == state.to_move:
            facts.append(words.FACT_DRAWING().text(reader))
        if state.phase == "draw" and state.all_down[seat]:
            facts.append(words.FACT_ALL_DOWN().text(reader))
        if not slots:
            facts.append(words.FACT_NO_CARDS().text(reader))
        if up:
            facts.append(words.FACT_FACE_UP(n=up).text(reader))
        if down:
            facts.append(words.FACT_FACE_DOWN(n=down).text(reader))
        return facts

    def _seat_items(self, state: Any, seat: int, slots: Any, marked: set, reader: Reader) -> list[dict]:
        """Another player's cards, in their order on the table: face-up ones by their card, face-down ones
        by their place among that player's face-down cards (a force names them so)."""
        items = []
        count = sum(1 for _, up in slots if not up)
        position = 0
        owner = Seat(seat)
        tag = words.FACE_DOWN_TAG().text(reader)
        for card, up in slots:
            if up:
                items.append(card_item(card.ascii, french_card_svg(card, margin=0, highlight=card.ascii in marked),
                                       words.CARD_OF(owner=owner, card=card).text(reader)))
                continue
            position += 1
            key = down_key(seat, position)
            said = words.FACE_DOWN_OF_MANY if count > 1 else words.FACE_DOWN_OF
            name = said(owner=owner, position=position, count=count).text(reader)
            if card is None:
                picture = french_card_svg(None, face_up=False, margin=0, highlight=key in marked)
            else:                                # every card open (a teacher's table)
                picture = french_card_svg(card, margin=0, dim=True, note=tag, highlight=key in marked)
                name = words.CARD_FACE_DOWN(card=card).text(reader)
            items.append(card_item(key, picture, name, face_down=True))
        return items

    def _own(self, state: Any, seat: int, slots: Any, marked: set, reader: Reader) -> dict:
        tag = words.FACE_DOWN_TAG().text(reader)
        items = []
        for card, up in slots:
            if up:
                items.append(card_item(card.ascii, french_card_svg(card, margin=0, highlight=card.ascii in marked),
                                       str(card)))
            else:
                items.append(card_item(card.ascii, french_card_svg(card, margin=0, dim=True, note=tag,
                                                                   highlight=card.ascii in marked),
                                       words.CARD_FACE_DOWN(card=card).text(reader), face_down=True))
        return cards_zone("hand", words.CARDS_OF(player=Seat(seat)).text(reader), items, area="bottom",
                          empty=words.FACT_NO_CARDS().text(reader))

    def _drawn(self, state: Any, viewer: int | str | None, below: Any, reader: Reader) -> dict:
        drawer = state.to_move
        label = words.DRAWN_OF(player=Seat(drawer)).text(reader)
        shown = state.visible_drawn(viewer)
        if drawer == below and all(c is not None for c in shown):
            items = [card_item(c.ascii, french_card_svg(c, margin=0), str(c)) for c in shown]
        else:
            back = words.FACE_DOWN_TAG().text(reader)
            items = [card_item(None, french_card_svg(None, face_up=False, margin=0), back) for _ in shown]
        return cards_zone("drawn", label, items, wide=True)

    def _pile(self, state: Any, reader: Reader) -> dict:
        n = len(state.pile)
        name = words.PILE_NAME(n=n).text(reader) if n else words.PILE_EMPTY().text(reader)
        picture = french_card_svg(None, face_up=False, margin=0) if n else _empty_pile_svg(name)
        caption = words.PILE_COUNT(n=n).text(reader) if n else words.PILE_EMPTY().text(reader)
        return cards_zone("pile", words.PILE_LABEL().text(reader), [card_item(PILE, picture, name, caption=caption)])

    def _best_hands(self, state: Any, reader: Reader) -> list[dict]:
        """At the end: each player's best hand, the borrowed card marked (FP-3, FP-4)."""
        zones = []
        tag = words.BORROWED_TAG().text(reader)
        for seat in range(state.num_players):
            rank, used = state.hand_of(seat)
            own = set(state.cards_of(seat))
            items = []
            for card in used:
                borrowed = card not in own
                items.append(card_item(None, french_card_svg(card, margin=0, highlight=borrowed,
                                                             note=tag if borrowed else None),
                                       f"{card} ({tag})" if borrowed else str(card)))
            label = words.BEST_HAND_OF(player=Seat(seat), hand=narrate.hand_words(rank)).text(reader)
            zones.append(cards_zone(f"best:{seat}", label, items, small=True))
        return zones

    # --- what the clicks make --------------------------------------------------------------------
    def paths(self, state: Any, action: Any) -> list[tuple]:
        if isinstance(action, Keep):
            return [(KEEP_ALL,)] if action.position is None else [(state.drawn[action.position - 1].ascii,)]
        if isinstance(action, Bottom):
            return [(state.drawn[action.position - 1].ascii,)]
        if isinstance(action, Leave):
            if action.position is None:
                return [(ALL_UP,)]
            return [(state.face_down(state.to_move)[action.position - 1].ascii,)]
        if isinstance(action, Pass):
            return [(PASS,)]
        if isinstance(action, (Protect, Interrupt)):
            return [(action.card.ascii,)]
        if isinstance(action, Hide):
            return [(action.card.ascii, HIDE)]
        if isinstance(action, Force):
            return [(action.card.ascii, down_key(action.seat, action.position))]
        if isinstance(action, Redraw):
            return [tuple(c.ascii for c in action.cards) + (PILE,)]
        if isinstance(action, DrawTop):
            return [(PILE, TOP)]
        if isinstance(action, DrawNth):
            return [(PILE,) + cards + (f"{NTH}{action.n}",) for cards in self._sums(state).get(action.n, ())]
        if isinstance(action, Targeted):
            head = (action.card.ascii, action.target.ascii, verb_key(action.kind, action.card, action.target))
            return [head + order for order in permutations(h.ascii for h in action.helpers)]
        return []

    @staticmethod
    def _sums(state: Any) -> dict:
        return sum_paths(state.draw_sums(state.current_player))

    def action_for(self, state, path):
        """The action a complete path of clicks would be, legal or not (the engine then says why not)."""
        first = path[0]
        if first == PASS:
            return Pass()
        if first == KEEP_ALL:
            return Keep(None)
        if first == ALL_UP:
            return Leave(None)
        if first == PILE:
            return self._draw_for(state, path)
        card = _card(first)
        if card is None:
            return None
        if state.phase == "draw":
            return self._draw_phase_for(state, card)
        if state.pending is not None:
            return Protect(card) if state.pending.window == "response" else Interrupt(card)
        if len(path) == 1:
            return None
        second = path[1]
        if second == HIDE:
            return Hide(card)
        if second == PILE:
            return Redraw((card,))
        if second.startswith(DOWN):
            seat, position = second[len(DOWN):].split(":")
            return Force(card, int(seat), int(position))
        target = _card(second)
        if target is None:
            return None
        if state.owner_of(target) == state.current_player:
            return Redraw(tuple(c for c in map(_card, (k for k in path if k != PILE)) if c is not None))
        if len(path) > 2 and path[2].startswith(DO):
            helpers = tuple(c for c in map(_card, path[3:]) if c is not None)
            return Targeted(path[2][len(DO):].split(":")[0], card, target, helpers)
        return Targeted(self._refused_kind(state, card, target), card, target)

    @staticmethod
    def _refused_kind(state: Any, card: FrenchCard, target: Any) -> str:
        """For a card and a target that no verb joins, the one whose refusal explains most: the first of the
        swap, discard and steal of the cards' comparison that their numbers and suits allow."""
        return judge.closest_kind(card, target, state.options)

    @staticmethod
    def _draw_for(state, path):
        if len(path) < 2:
            return None
        last = path[-1]
        if last == TOP:
            return DrawTop()
        if last.startswith(NTH):
            return DrawNth(int(last[len(NTH):]))
        total = rules.sum_of([c for c in map(_card, path[1:]) if c is not None], state.options.nth_values)
        return None if total is None else DrawNth(total)

    @staticmethod
    def _draw_phase_for(state, card):
        if state.step == "face":
            downs = state.face_down(state.to_move)
            return Leave(downs.index(card) + 1) if card in downs else None
        if card not in state.drawn:
            return None
        position = state.drawn.index(card) + 1
        return Keep(position) if state.step == "keep" else Bottom(position)

    def key_words(self, state: Any, key: str, reader: Reader) -> str:
        if key == PILE:
            return words.THE_PILE().text(reader)
        if key == TOP:
            return words.CHOICE_TOP().text(reader)
        if key.startswith(NTH):
            return words.CHOICE_NTH(number=int(key[len(NTH):])).text(reader)
        if key == PASS:
            return (words.CHOICE_PASS if state.pending is None else words.CHOICE_LET_PASS)().text(reader)
        if key == HIDE:
            return words.CHOICE_HIDE().text(reader)
        if key == KEEP_ALL:
            return words.CHOICE_KEEP_ALL().text(reader)
        if key == ALL_UP:
            return words.CHOICE_ALL_UP().text(reader)
        if key.startswith(DO):
            kind, card, target = key[len(DO):].split(":")
            return narrate.verb_words(state, kind, parse_french_card(card), parse_french_card(target), reader)
        if key.startswith(DOWN):
            seat, position = map(int, key[len(DOWN):].split(":"))
            count = len(state.face_down(seat))
            said = words.FACE_DOWN_OF_MANY if count > 1 else words.FACE_DOWN_OF
            return said(owner=Seat(seat), position=position, count=count).text(reader)
        card = _card(key)
        if card is None:
            return key
        owner = state.owner_of(card)
        if owner is None:
            return str(card)
        return words.CARD_OF(owner=Seat(owner), card=card).text(reader)

    def choice_order(self, key: str) -> Any:
        if key.startswith(DO):
            return (0, ORDER.get(key[len(DO):].split(":")[0], 99), key)
        if key == TOP:
            return (1, 0, key)
        if key.startswith(NTH):
            return (1, int(key[len(NTH):]), key)
        return (2 if key != PASS else 3, 0, key)



ADAPTER = FrederikTable()

__all__ = ["ADAPTER", "FrederikTable", "sum_paths", "down_key", "verb_key"]
