"""La Scamorra at the live table: the two sides above, the board in the middle, your cards and your
waiting pieces below.

Every move is made by pointing, and what lights up comes from ``state.legal_actions()``:

* the initiative: two worded choices, *Place first* and *Move first*;
* placing: click one of your pieces to place, then a lit square of your home row (or the square
  first, then the piece);
* a move: click a card, then one of your lit pieces on the board, then a lit square (or your piece
  first, then one of the cards that can move it);
* a re-entry: click your taken piece, then a lit square of your home row (or a pawn (pedone) first);
* a card with no move: click it, then *Throw away*.

>>> from engine import scamorra
>>> state = scamorra.new_game(seed=3).apply("first move")
>>> sorted({path for a in state.legal_actions() for path in ADAPTER.paths(state, a)})[:3]
[('a1', 'carta'), ('a1', 'forbice'), ('a1', 'sasso')]
"""
from __future__ import annotations

from typing import Any

from engine import EVERYONE
from engine.scamorra import narrate, words
from engine.scamorra.actions import REENTRY_CARD, Choose, Discard, Move, Place, Reenter
from engine.scamorra.render import CELL, MARGIN, board_svg, card_svg, piece_svg
from engine.scamorra.rules import CARDS, HOME_SQUARES, PIECES, SQUARES, home_row
from engine.words import Reader, Seat

from .protocol import Narrated, board_zone, card_item, cards_zone, note_zone, scores_zone, seat_zone

FIRST = "first:"          # the initiative holder's choice: first:place, first:move
THROW = "throw:"          # throw away the picked card: throw:torre
SLOT = ":"                # the second and third card of a kind in hand: torre:2, torre:3
BOARD_SIZE = 2 * MARGIN + 5 * CELL
#: the board's rows from the top of the picture (North's home row 5 first)
BOARD_ROWS = [list(SQUARES[r * 5:(r + 1) * 5]) for r in reversed(range(5))]


def card_keys(hand: list[str]) -> list[str]:
    """One key per card in hand: its name, and ``torre:2`` for a second torre (so the one clicked is
    the one marked).

    >>> card_keys(["torre", "pedone", "torre"])
    ['torre', 'pedone', 'torre:2']
    """
    seen: dict[str, int] = {}
    keys = []
    for name in hand:
        seen[name] = seen.get(name, 0) + 1
        keys.append(name if seen[name] == 1 else f"{name}{SLOT}{seen[name]}")
    return keys


def card_of(key: str) -> str | None:
    """The card a key stands for (``torre:2`` -> ``torre``), or ``None``."""
    name = key.split(SLOT, 1)[0]
    return name if name in CARDS else None


def piece_picture(seat: int, piece: str, size: int = 56, label: bool = False) -> str:
    """One piece as the board draws it, on its own (a picture with a viewBox, so it scales). Off the board
    a piece is drawn smaller than its word can be read inside it: the word is left out (``label=False``)
    and the item's caption says it, in the page's type."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" viewBox="0 0 {size} {size}" '
            f'role="img" aria-label="{piece}">{piece_svg(seat, PIECES.index(piece), size / 2, size / 2, size, label)}'
            f'</svg>')


def last_move(state: Any) -> tuple[str, str] | None:
    """The squares of the last move, for the board's dashed outline."""
    event = state.last_event
    if event is None or event.seat is None or not event.action:
        return None
    try:
        action = state.parse_action(event.action)
    except ValueError:
        return None
    return (action.origin, action.dest) if isinstance(action, Move) else None


class ScamorraTable(Narrated):
    """The :class:`~widgets.table.protocol.TableAdapter` of La Scamorra."""

    narrate = narrate   # the game's words (Narrated)

    game = "scamorra"
    #: the player's own things are cards and pieces (the table's words say so)
    pieces = True

    def roles(self, num_players: int, reader: Reader) -> Any:
        return [side.text(reader.language) for side in words.SIDES]

    # --- what the viewer sees --------------------------------------------------------------------
    @staticmethod
    def hand_seat(state, viewer):
        """Whose cards and waiting pieces are drawn below, clickable: the viewer's; at a table where
        every card is open (a teacher's), the player to move's."""
        if isinstance(viewer, int) and not isinstance(viewer, bool):
            return viewer
        if viewer == EVERYONE:
            return state.current_player
        return None

    def zones(self, state: Any, viewer: int | str | None, reader: Reader) -> list[dict]:
        below = self.hand_seat(state, viewer)
        placing = state.phase in ("choose", "place")
        zones = []
        for seat in (1, 0):                      # North, then South: the board's order, top to bottom
            info = [words.FACT_HOME_ROW(row=home_row(seat)).text(reader),
                    words.FACT_POINTS(n=state.scores[seat]).text(reader)]
            if state.options.series:
                info.append(words.FACT_SERIES_TOTAL(n=state.series_totals[seat]).text(reader))
            if state.phase == "choose" and seat == state.initiative and not state.is_terminal():
                info.append(words.FACT_INITIATIVE().text(reader))
            info.append(words.FACT_CARDS(n=len(state.hands[seat])).text(reader))
            info.append(words.FACT_DECK(n=len(state.decks[seat])).text(reader))
            if state.discards[seat]:
                info.append(words.FACT_LAST_CARD(card=narrate.card_name(CARDS[state.discards[seat][-1]])).text(reader))
            waiting = state.reserve(seat)
            if waiting:
                said = words.FACT_TO_PLACE if placing else words.FACT_LOST
                info.append(said(n=len(waiting)).text(reader))
            items = []
            if seat != below:
                items = [card_item(None, piece_picture(seat, p), narrate.piece_name(p).text(reader.language),
                                   caption=narrate.piece_name(p).text(reader.language)) for p in waiting]
                if viewer == EVERYONE:
                    items += [card_item(None, card_svg(c), narrate.card_name(c).text(reader.language))
                              for c in state.hand(seat)]
            zones.append(seat_zone(seat, reader.name(seat), info, items, active=seat == state.current_player,
                                   you=isinstance(viewer, int) and seat == viewer))
        zones.append(self._board(state, below, reader))
        note = self._note(state, reader)
        if note:
            zones.append(note_zone("note", note))
        if below is not None:
            zones += self._below(state, below, reader)
        if state.options.series and (state.results or state.series_totals != (0, 0)):
            zones.append(self._series(state, reader))
        return zones

    def _board(self, state: Any, seat: int, reader: Reader) -> dict:
        names = {sq: self._square_words(state, sq, seat, reader) for sq in SQUARES}
        picture = board_svg(state, last_move=last_move(state), title=words.BOARD_PICTURE().text(reader))
        return board_zone("board", words.BOARD_LABEL().text(reader), picture, BOARD_ROWS, left=MARGIN, top=MARGIN,
                          cell=CELL, width=BOARD_SIZE, height=BOARD_SIZE, names=names)

    def _note(self, state: Any, reader: Reader) -> str:
        outcome = narrate.outcome_message(state) if state.is_terminal() else None
        if outcome is not None:
            return outcome.text(reader)
        if state.phase == "place":
            return words.NOTE_PLACING().text(reader)
        if state.options.series:
            return words.NOTE_SERIES(number=state.match_number, target=state.options.series_target).text(reader)
        return ""

    def _below(self, state: Any, seat: int, reader: Reader) -> list[dict]:
        hand = state.hand(seat)
        cards = [card_item(key, card_svg(name), narrate.card_name(name).text(reader.language),
                           caption=words.CARD_CAPTIONS[name].text(reader.language))
                 for key, name in zip(card_keys(hand), hand)]
        zones = [cards_zone("hand", words.HAND_OF(player=Seat(seat)).text(reader), cards, area="bottom",
                            empty=words.NO_CARDS_LEFT().text(reader))]
        waiting = state.reserve(seat)
        if waiting and not state.is_terminal():
            placing = state.phase in ("choose", "place")
            pieces = [card_item(p, piece_picture(seat, p), narrate.piece_name(p).text(reader.language),
                                caption=narrate.piece_name(p).text(reader.language)) for p in waiting]
            label = (words.TO_PLACE_LABEL if placing else words.TAKEN_LABEL)(player=Seat(seat)).text(reader)
            extra = {} if placing else {"note": words.TAKEN_NOTE(player=Seat(seat)).text(reader)}
            # while placing, the pieces are what you click: next to the board, before the cards
            zones.insert(0 if placing else 1, cards_zone("pieces", label, pieces, area="bottom", **extra))
        return zones

    def _series(self, state: Any, reader: Reader) -> dict:
        rows = [[str(i)] + [str(s) for s in result.scores] for i, result in enumerate(state.results, 1)]
        if not state.is_terminal():
            rows.append([words.THIS_MATCH_ROW().text(reader)] + [str(s) for s in state.scores])
        totals = state.series_totals if state.is_terminal() else tuple(
            t + s for t, s in zip(state.series_totals, state.scores))
        rows.append([words.TOTAL_ROW().text(reader)] + [str(t) for t in totals])
        return scores_zone("series", words.SERIES_LABEL().text(reader),
                           [words.MATCH_COLUMN().text(reader), reader.name(0), reader.name(1)], rows)

    def _square_words(self, state: Any, square: str, seat: int, reader: Reader) -> str:
        """A square in words: ``c3``, or the piece on it ("your rock (sasso) on c3")."""
        found = state.piece_at(square)
        if found is None:
            return square
        owner, piece = found
        return words.PIECE_ON(owner=Seat(owner), piece=narrate.piece_name(piece), square=square).text(reader)

    # --- what the clicks make --------------------------------------------------------------------
    def paths(self, state: Any, action: Any) -> list[tuple]:
        seat = state.current_player
        if isinstance(action, Choose):
            return [(FIRST + action.first,)]
        if isinstance(action, Place):
            return [(action.piece, action.square), (action.square, action.piece)]
        keys = card_keys(state.hand(seat)) if seat is not None else []
        if isinstance(action, Move):
            mine = [k for k in keys if card_of(k) == action.card]
            return ([(k, action.origin, action.dest) for k in mine] +
                    [(action.origin, k, action.dest) for k in mine])
        if isinstance(action, Reenter):
            pawns = [k for k in keys if card_of(k) == action.card]
            return [(action.piece, action.square)] + [(k, action.piece, action.square) for k in pawns]
        if isinstance(action, Discard):
            return [(k, THROW + action.card) for k in keys if card_of(k) == action.card]
        return []

    def action_for(self, state, path):
        """The action the clicks would be, for the engine to judge; ``None`` when they make none (then
        the table says the clicks are not a move)."""
        seat = state.current_player
        if seat is None or not path:
            return None
        first, rest = path[0], path[1:]
        if first.startswith(FIRST):
            choice = first[len(FIRST):]
            return Choose(choice) if choice in ("place", "move") else None
        hand = state.hand(seat)
        if state.phase != "move":
            # the engine says why no card is played and no piece moved yet (choose first, place first)
            played = next((card_of(k) for k in path if card_of(k)), None)
            if played:
                return Discard(played)
            piece = first if first in PIECES else next((k for k in rest if k in PIECES), None)
            square = first if first in SQUARES else next((k for k in rest if k in SQUARES), None)
            waiting = state.reserve(seat)
            if square is None or not (piece or waiting):
                return None
            return Place(piece or waiting[0], square)
        card = card_of(first)
        if card:
            if not rest:
                return Discard(card)
            if rest[0].startswith(THROW):
                return Discard(card)
            if rest[0] in PIECES:
                return Reenter(rest[0], rest[1]) if card == REENTRY_CARD and len(rest) > 1 and rest[1] in SQUARES else None
            if rest[0] in SQUARES:
                return self._move_or_none(state, card, rest[0], rest[1] if len(rest) > 1 else None)
            return None
        if first in SQUARES:
            cards = [c for c in map(card_of, rest) if c]
            dest = next((k for k in rest if k in SQUARES), None)
            if not cards:
                found = state.piece_at(first)
                if found is not None and found[0] == seat:
                    return None                      # your own piece with no move: said in words
                return Move(hand[0], first, first) if hand else None   # no piece there, or not yours
            return self._move_or_none(state, cards[0], first, dest)
        if first in PIECES:
            if rest and rest[0] in SQUARES:
                return Reenter(first, rest[0])
            if REENTRY_CARD not in hand:
                return Reenter(first, SQUARES[HOME_SQUARES[seat][0]])   # the engine: no pedone to play
            return None
        return None

    @staticmethod
    def _move_or_none(state: Any, card: str, origin: str, dest: str | None) -> Any:
        """A card played on the piece at ``origin``: to ``dest``, or (no destination yet) the engine's
        word on a square with no piece of yours; your own piece that this card cannot move: ``None``."""
        if dest is not None:
            return Move(card, origin, dest)
        found = state.piece_at(origin)
        if found is not None and found[0] == state.current_player:
            return None
        return Move(card, origin, origin)

    def key_words(self, state: Any, key: str, reader: Reader) -> str:
        seat = state.current_player
        if key.startswith(FIRST):
            other = Seat(1 - seat) if seat is not None else Seat(1)
            said = words.CHOICE_PLACE_FIRST if key == FIRST + "place" else words.CHOICE_MOVE_FIRST
            return said(other=other).text(reader)
        thrown = card_of(key[len(THROW):]) if key.startswith(THROW) else None
        if thrown:
            return words.CHOICE_THROW_AWAY(card=narrate.card_name(thrown)).text(reader)
        card = card_of(key)
        if card:
            return narrate.card_name(card).text(reader.language)
        if key in PIECES:
            said = words.YOUR_PIECE if state.phase in ("choose", "place") else words.YOUR_TAKEN_PIECE
            return said(piece=narrate.piece_name(key)).text(reader)
        if key in SQUARES:
            return self._square_words(state, key, seat, reader)
        return key

    def choice_order(self, key: str) -> Any:
        return (0 if key == FIRST + "place" else 1, key)



ADAPTER = ScamorraTable()

__all__ = ["ADAPTER", "ScamorraTable", "card_keys", "card_of", "piece_picture"]
