"""Bisca at the live table: the seats around, the trick in the middle, your hand below.

A card is played with one click on it; the A♥ then asks ALTA or BASSA; bets and the blind card are
worded choices. Everything offered comes from ``state.legal_actions()``.

>>> from engine import bisca
>>> state = bisca.new_game(players=3, seed=4)
>>> sorted({path[0][:4] for a in state.legal_actions() for path in ADAPTER.paths(state, a)})
['bet:']
"""
from __future__ import annotations

from typing import Any

from engine.bisca import narrate, words
from engine.bisca.actions import Bet, Declare, Play, PlayBlind
from engine.bisca.rules import HAND_SIZES, HIGH, LOW
from engine.cards import parse_french_card
from engine.render import french_card_svg
from engine.words import Reader, Seat

from .protocol import Narrated, card_item, cards_zone, note_zone, scores_zone, seat_zone

BLIND = "blind"
BET = "bet:"
SAY = "say:"


class BiscaTable(Narrated):
    """The :class:`~widgets.table.protocol.TableAdapter` of Bisca."""

    narrate = narrate   # the game's words (Narrated)

    game = "bisca"

    def roles(self, num_players: int, reader: Reader) -> Any:
        return None

    # --- what the viewer sees --------------------------------------------------------------------
    def zones(self, state: Any, viewer: int | str | None, reader: Reader) -> list[dict]:
        hands = state.visible_hands(viewer)
        zones = []
        over = state.is_terminal()
        for seat in range(state.num_players):
            bet = state.bets[seat]
            info = [words.FACT_DEALER().text(reader) if seat == state.dealer and not over else "",
                    (words.FACT_NO_BET() if bet is None else words.FACT_BET(n=bet)).text(reader) if not over else "",
                    words.FACT_TOOK(n=state.taken[seat]).text(reader) if not over else "",
                    words.FACT_POINTS(n=abs(state.scores[seat]), points=narrate.minus(state.scores[seat])).text(reader)]
            shown = []
            if seat != viewer and not over:
                hand = hands[seat]
                if any(c is not None for c in hand):    # the blind round: you see the others' cards
                    shown = [card_item(None, french_card_svg(c, margin=0), str(c)) for c in hand if c is not None]
                else:
                    info.append(words.FACT_CARDS(n=len(state.hands[seat])).text(reader))
            zones.append(seat_zone(seat, reader.name(seat), info, shown, active=seat == state.current_player,
                                   you=isinstance(viewer, int) and seat == viewer))
        if not over:
            zones.append(note_zone("round", words.ROUND_NOTE(number=state.round_index + 1, rounds=len(HAND_SIZES),
                                                             n=state.hand_size).text(reader)))
        if not over:    # a finished game has no trick in play: its scores say how it ended
            trick = [card_item(None, french_card_svg(card, margin=0, note=said), str(card) + (f" {said}" if said else ""),
                               caption=reader.name(seat)) for seat, card, said in state.trick]
            zones.append(cards_zone("trick", words.TRICK_LABEL().text(reader), trick,
                                    empty=words.NO_CARD_YET().text(reader), wide=True))
        if state.last_trick and not over:
            winner = state.last_trick_winner
            last = [card_item(None, french_card_svg(card, margin=0, note=said, highlight=seat == winner),
                              str(card), caption=reader.name(seat)) for seat, card, said in state.last_trick]
            zones.append(cards_zone("last_trick", words.LAST_TRICK(player=Seat(winner)).text(reader), last,
                                    small=True))
        if isinstance(viewer, int) and not over:
            hand = hands[viewer]
            if state.is_blind_round and hand and hand[0] is None:
                items = [card_item(BLIND, french_card_svg(None, face_up=False, margin=0),
                                   words.YOUR_BLIND_CARD().text(reader), face_down=True)]
            else:
                items = [card_item(c.ascii, french_card_svg(c, margin=0), str(c)) for c in hand if c is not None]
            zones.append(cards_zone("hand", words.YOUR_HAND().text(reader), items, area="bottom"))
        if state.rounds:
            rows = [[f"{i} ({r.hand_size})"] + [narrate.signed(p) for p in r.points] for i, r in enumerate(state.rounds, 1)]
            rows.append([words.TOTAL_ROW().text(reader)] + [narrate.minus(s) for s in state.scores])
            zones.append(scores_zone("scores", words.SCORES().text(reader),
                                     [words.ROUND_COLUMN().text(reader)] + [reader.name(s) for s in range(state.num_players)],
                                     rows))
        return zones

    # --- what the clicks make --------------------------------------------------------------------
    def paths(self, state: Any, action: Any) -> list[tuple]:
        if isinstance(action, Bet):
            return [(f"{BET}{action.tricks}",)]
        if isinstance(action, Play):
            return [(action.card.ascii,) + ((SAY + action.declaration,) if action.declaration else ())]
        if isinstance(action, PlayBlind):
            return [(BLIND,)]
        if isinstance(action, Declare):
            return [(SAY + action.declaration,)]
        return []

    def action_for(self, state, path):
        first = path[0]
        if first.startswith(BET):
            return Bet(int(first[len(BET):]))
        if first == BLIND:
            return PlayBlind()
        if first.startswith(SAY):
            return Declare(first[len(SAY):])
        try:
            card = parse_french_card(first)
        except ValueError:
            return None
        said = path[1][len(SAY):] if len(path) > 1 and path[1].startswith(SAY) else None
        return Play(card, said)

    def key_words(self, state: Any, key: str, reader: Reader) -> str:
        if key.startswith(BET):
            return words.CHOICE_BET(n=int(key[len(BET):])).text(reader)
        if key.startswith(SAY):
            said = key[len(SAY):]
            return words.CHOICE_SAID(said=said, meaning=narrate.meaning(said)()).text(reader)
        if key == BLIND:
            return words.MOVE_BLIND().text(reader)
        try:
            return str(parse_french_card(key))
        except ValueError:
            return key

    def choice_order(self, key: str) -> Any:
        if key.startswith(BET):
            return (0, int(key[len(BET):]))
        return (1, 0 if key == SAY + HIGH else 1 if key == SAY + LOW else 2, key)

    def move_words(self, state: Any, action: Any, reader: Reader) -> str:
        return narrate.move_words(action, reader)


    def refused_choices(self, state: Any, reader: Reader) -> list[dict]:
        """The bet the running total forbids, shown but not clickable, with the engine's reason."""
        if state.phase != "bet":
            return []
        out = []
        for bet in range(state.hand_size + 1):
            error = state.bet_error(bet)
            if error is not None:
                out.append({"key": f"{BET}{bet}", "label": words.CHOICE_BET(n=bet).text(reader), "off": True,
                            "why": words.FORBIDDEN_BET(n=bet, why=error.words(reader)).text(reader),
                            "clause": error.clause})
        return out


ADAPTER = BiscaTable()

__all__ = ["ADAPTER", "BiscaTable"]
