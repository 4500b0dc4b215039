"""Machiavelli at the live table: the players around, the table's combinations in the middle, your hand
below; your turn is built on the table itself and then played as a whole.

On your turn the session hands every click to a :class:`TurnBuilder` (the
:class:`~widgets.table.protocol.Workspace` of this game):

* click cards to pick them up, in your hand or in any group on the table (several at once; a second
  click puts one down), then click a group's *Put here*, *New group* or *Back to hand*; with a mouse,
  drag them there instead;
* every group says whether it is a run, a set or not valid, and why not (the engine's own meld checks);
* *Play this table* says what playing it would do (lay so many cards; draw, nothing being laid; or a
  failed operation and its penalty), from the engine's ``State.table_outcome``; *Draw a card*, *Start
  again* and *Hint* (the engine's best play) complete the turn's choices.

Only cards laid from your hand this turn may go back to it: the engine's ``take_back_error`` says so
(MA-11). Nothing here decides a rule. The hourglass of some tables (MA-18, MA-A12) is not kept here: a
table started with ``turn_timer_seconds`` says so.

>>> from engine.machiavelli import position
>>> from engine.words import Reader
>>> state = position(["6C 9H 9S 9D KH", None], "3C 4C 5C")
>>> turn = ADAPTER.workspace(state, 0, Reader(0, ("You", "Anna")))
>>> turn.click("c0", Reader(0)), [c["label"] for c in turn.choices(Reader(0))]    # 3♣ of the table
(('3♣ picked: click a group, New group or your hand to put it there.', None, 'note'), ['Draw a card', 'Start again', 'Hint'])
>>> turn.click("to:hand", Reader(0))[:2]
('3♣ was on the table when your turn began; table cards never go back into a hand', 'MA-11')
>>> turn.drop(["c7"], "to:0", Reader(0))[0]                                       # 6♣ of the hand
'3♣ 4♣ 5♣ 6♣ is a valid run.'
>>> [c["label"] for c in turn.choices(Reader(0))][0]
'Play this table: lay 1 card'
"""
from __future__ import annotations

from typing import Any

from engine import EVERYONE
from engine.cards import FrenchCard
from engine.machiavelli import narrate, words
from engine.machiavelli.actions import Draw, Play
from engine.machiavelli.hints import best_play
from engine.machiavelli.judge import table_changed
from engine.machiavelli.rules import arrange, hand_order, meld_kind, meld_problem, notation
from engine.render import french_card_svg
from engine.words import Message, Reader, Seat, sentence

from .protocol import Narrated, card_item, cards_zone, note_zone, scores_zone, seat_zone

PLAY = "play"
DRAW = "draw"
AGAIN = "again"
HINT = "hint"
TO = "to:"
TO_NEW = "to:new"
TO_HAND = "to:hand"
CARD = "c"


def card_picture(card: FrenchCard, *, laid: bool = False) -> str:
    """A card as the table draws it (outlined when it was laid from the hand this turn)."""
    return french_card_svg(card, margin=0, highlight=laid)


def group_label(group: Any, allow_both_aces: bool, reader: Reader) -> tuple[str, str, bool]:
    """A group's heading, its short reason when it is not valid, and whether it is valid (the engine's
    meld checks)."""
    kind = meld_kind(group, allow_both_aces)
    if kind is not None:
        return (words.LABEL_RUN if kind == "run" else words.LABEL_SET)().text(reader), "", True
    problem = meld_problem(group, allow_both_aces)
    reason = narrate.group_reason(problem, reader) if problem is not None else ""
    return words.LABEL_NOT_VALID().text(reader), reason, False


def refusal_words(fault: Any, reader: Reader) -> str:
    """Why a table cannot be played, said of the group at fault by its cards (the engine's refusal names
    it by its number, which the page does not show)."""
    message = fault.message
    if message is not None and message.said is words.GROUP_FAULT:
        reason = message.param("reason")
        if isinstance(reason, Message) and reason.param("cards") is not None:     # the reason names the group
            return sentence(words.NOT_PLAYABLE(reason=reason).text(reader))
        return sentence(words.NOT_PLAYABLE_GROUP(cards=message.param("cards"), reason=reason).text(reader))
    return sentence(words.NOT_PLAYABLE(reason=fault.words(reader)).text(reader))


class MachiavelliTable(Narrated):
    """The :class:`~widgets.table.protocol.TableAdapter` of Machiavelli."""

    narrate = narrate   # the game's words (Narrated)

    game = "machiavelli"

    def roles(self, num_players: int, reader: Reader) -> Any:
        return None

    # --- what the viewer sees --------------------------------------------------------------------
    def zones(self, state: Any, viewer: int | str | None, reader: Reader) -> list[dict]:
        view = state.view(viewer)
        zones = self.around(state, viewer, reader)
        allow = state.allow_both_aces
        groups = []
        for i, group in enumerate(state.table):
            label, reason, ok = group_label(group, allow, reader)
            groups.append(cards_zone(f"group:{i}", label, [card_item(None, card_picture(c), str(c)) for c in group],
                                     ok=ok, **({"note": reason} if reason else {})))
        if groups:
            zones.append({"id": "table", "kind": "groups", "label": words.TABLE_LABEL().text(reader),
                          "area": "middle", "groups": groups})
        else:
            zones.append(note_zone("table", words.TABLE_EMPTY().text(reader)))
        mine = view.player if isinstance(view.player, int) and not state.is_terminal() else None
        if mine is not None:
            hand = state.hands[mine]
            zones.append(cards_zone("hand", words.YOUR_HAND().text(reader),
                                    [card_item(None, card_picture(c), str(c)) for c in hand], area="bottom"))
        return zones + self.scores(state, reader)

    def around(self, state: Any, viewer: int | str | None, reader: Reader, below: int | None = None) -> list[dict]:
        """The seats (name, cards held, score, the dealer; every hand open to a viewer who sees all but
        the one drawn below the table, ``below``), then which hand of the match it is and the tallone."""
        zones = []
        over = state.is_terminal()
        for seat in range(state.num_players):
            held = len(state.hands[seat])
            info = [words.FACT_DEALER().text(reader) if seat == state.dealer and not over else "",
                    words.FACT_CARDS(n=held).text(reader) if held else words.FACT_CLOSED().text(reader),
                    words.FACT_SCORE(points=narrate.signed(state.scores[seat])).text(reader)]
            shown = []
            if viewer == EVERYONE and seat != below:
                shown = [card_item(None, card_picture(c), str(c)) for c in state.hands[seat]]
            zones.append(seat_zone(seat, reader.name(seat), info, shown, active=seat == state.current_player,
                                   you=isinstance(viewer, int) and seat == viewer))
        if not over:
            stock = len(state.stock)
            note = (words.HAND_NOTE(number=state.hand_index + 1, hands=state.options.hands_per_match, n=stock)
                    if stock else words.HAND_NOTE_EMPTY(number=state.hand_index + 1,
                                                        hands=state.options.hands_per_match))
            zones.append(note_zone("hand_note", note.text(reader)))
            if state.options.turn_timer_seconds:
                zones.append(note_zone("hourglass", words.HOURGLASS_NOT_HERE().text(reader)))
        return zones

    def scores(self, state: Any, reader: Reader) -> list[dict]:
        if not state.history:
            return []
        rows = [[str(i)] + [narrate.signed(p) for p in record.points] for i, record in enumerate(state.history, 1)]
        rows.append([words.TOTAL_ROW().text(reader)] + [narrate.signed(s) for s in state.scores])
        headers = [words.HAND_COLUMN().text(reader)] + [reader.name(s) for s in range(state.num_players)]
        return [scores_zone("scores", words.SCORES().text(reader), headers, rows)]

    # --- a turn is built in the workspace, not by paths of clicks --------------------------------
    def workspace(self, state: Any, seat: int, reader: Reader) -> "TurnBuilder":
        return TurnBuilder(self, state, seat)

    def paths(self, state: Any, action: Any) -> list[tuple]:
        return []          # every turn is built in the workspace (TurnBuilder), which the session routes clicks to

    def action_for(self, state, path):
        return None

    def key_words(self, state: Any, key: str, reader: Reader) -> str:
        labels = {PLAY: words.PLAY_REFUSED, DRAW: words.DRAW_CARD, AGAIN: words.START_AGAIN, HINT: words.HINT,
                  TO_NEW: words.LABEL_NEW_GROUP, TO_HAND: words.BACK_TO_HAND}
        said = labels.get(key)
        return said().text(reader) if said is not None else words.PUT_HERE().text(reader)



class TurnBuilder:
    """One turn being built: the table's groups and the hand as the player rearranges them, card by card.

    Every card has a key for the whole turn (``c0``, ``c1``...: the table's cards first, then the hand's), so
    a card picked stays the card picked while the others move. Places are ``to:<n>`` (the group shown n-th),
    ``to:new`` and ``to:hand``; the choices are ``play``, ``draw`` (the two that end the turn), ``again`` and
    ``hint``. Whether a group is valid, what playing the table would do and whether a card may go back to
    the hand are the engine's answers.
    """

    commit_keys = frozenset({PLAY, DRAW})

    def __init__(self, adapter: MachiavelliTable, state: Any, seat: int) -> None:
        self.adapter, self.state, self.seat = adapter, state, seat
        self.allow = state.allow_both_aces
        self.cards: dict[str, FrenchCard] = {}
        self.from_hand: set[str] = set()
        self.reset()

    # --- the working copy --------------------------------------------------------------------------
    def reset(self) -> None:
        self.cards.clear()
        self.from_hand.clear()
        self.groups: list[list[str]] = []
        for group in self.state.table:
            self.groups.append([self._new_key(c) for c in group])
        self.hand: list[str] = []
        for c in self.state.hands[self.seat]:
            key = self._new_key(c)
            self.from_hand.add(key)
            self.hand.append(key)
        self.picked: list[str] = []
        self._outcome = None

    def _new_key(self, card: FrenchCard) -> str:
        key = f"{CARD}{len(self.cards)}"
        self.cards[key] = card
        return key

    def table(self) -> tuple:
        return tuple(tuple(self.cards[k] for k in group) for group in self.groups if group)

    def outcome(self):
        """The engine's verdict on playing the table as it stands now (kept until the table changes)."""
        if self._outcome is None:
            self._outcome = self.state.table_outcome(self.table())
        return self._outcome

    def changed(self) -> bool:
        return table_changed(self.state, self.table())

    def _tidy(self) -> None:
        """Empty groups go; each group is shown in reading order when it is a combination, else by suit."""
        self.groups = [self._ordered(g) for g in self.groups if g]
        self._outcome = None

    def _ordered(self, group: list[str]) -> list[str]:
        cards = [self.cards[k] for k in group]
        order = arrange(cards, self.allow) if meld_kind(cards, self.allow) else sorted(cards, key=hand_order)
        left = list(group)
        out = []
        for card in order:
            key = next(k for k in left if self.cards[k] == card)
            left.remove(key)
            out.append(key)
        return out

    def where(self, key: str) -> Any:
        """``"hand"``, the index of the group holding the card, or ``None``."""
        if key in self.hand:
            return "hand"
        return next((i for i, group in enumerate(self.groups) if key in group), None)

    # --- what the page draws --------------------------------------------------------------------------
    def zones(self, reader: Reader) -> list[dict]:
        state = self.state
        zones = self.adapter.around(state, reader.seat if reader.seat == EVERYONE else self.seat, reader,
                                    below=self.seat)
        opening = state.opening
        picked = set(self.picked)
        carrying = bool(self.picked)

        def item(key: str) -> dict:
            card = self.cards[key]
            laid = key in self.from_hand and key not in self.hand
            entry = card_item(key, card_picture(card, laid=laid), str(card), drag=not opening)
            if key in picked:
                entry["picked"] = True
            return entry

        groups = []
        for i, group in enumerate(self.groups):
            label, reason, ok = group_label([self.cards[k] for k in group], self.allow, reader)
            extra: dict[str, Any] = {"note": reason} if reason else {}
            if carrying and not all(k in picked for k in group):
                extra["target"] = {"key": f"{TO}{i}", "label": words.PUT_HERE().text(reader)}
            groups.append(cards_zone(f"group:{i}", label, [item(k) for k in group], ok=ok,
                                     drop=None if opening else f"{TO}{i}", **extra))
        if not opening:
            place: dict[str, Any] = ({"target": {"key": TO_NEW, "label": words.LABEL_NEW_GROUP().text(reader)}}
                                     if carrying else {})
            groups.append(cards_zone("group:new", "", [], drop=TO_NEW,
                                     empty=words.NEW_GROUP_EMPTY().text(reader), **place))
        if groups:
            zones.append({"id": "table", "kind": "groups", "label": words.TABLE_LABEL().text(reader),
                          "area": "middle", "groups": groups})
        else:
            zones.append(note_zone("table", words.TABLE_EMPTY().text(reader)))
        hand_label = (words.YOUR_HAND() if reader.is_you(self.seat) else words.HAND_OF(player=Seat(self.seat)))
        below: dict[str, Any] = {}
        if carrying and any(k not in self.hand for k in self.picked):
            below["target"] = {"key": TO_HAND, "label": words.BACK_TO_HAND().text(reader)}
        zones.append(cards_zone("hand", hand_label.text(reader), [item(k) for k in self.hand], area="bottom",
                                drop=None if opening else TO_HAND, **below))
        return zones + self.adapter.scores(state, reader)

    def choices(self, reader: Reader) -> list[dict]:
        state = self.state
        out = []
        changed = not state.opening and self.changed()
        if changed:
            outcome = self.outcome()
            if outcome.refused:
                fault = outcome.fault
                out.append({"key": PLAY, "label": words.PLAY_REFUSED().text(reader), "off": True,
                            "why": refusal_words(fault, reader), "clause": fault.clause})
            elif not outcome.valid:
                said = words.PLAY_FAILS(n=outcome.draws) if outcome.draws else words.PLAY_FAILS_NOTHING()
                out.append({"key": PLAY, "label": said.text(reader)})
            elif outcome.laid:
                out.append({"key": PLAY, "label": words.PLAY_LAYS(n=len(outcome.laid)).text(reader),
                            "primary": True})
            else:
                out.append({"key": PLAY, "label": words.PLAY_REARRANGED().text(reader), "primary": True})
        if state.stock:
            draw = words.DRAW_INSTEAD() if changed else words.DRAW_CARD()
        elif state.options.stock_exhausted == "end_hand":
            draw = words.DRAW_ENDS_HAND()
        else:
            draw = words.PASS_TURN()
        out.append({"key": DRAW, "label": draw.text(reader), **({} if changed else {"primary": True})})
        if changed or self.picked:
            out.append({"key": AGAIN, "label": words.START_AGAIN().text(reader)})
        if not state.opening:
            out.append({"key": HINT, "label": words.HINT().text(reader)})
        return out

    # --- clicks and drops -------------------------------------------------------------------------------
    def click(self, key: str, reader: Reader) -> Any:
        if key == AGAIN:
            self.reset()
            return words.STARTED_AGAIN().text(reader), None, "note"
        if key == HINT:
            return self.hint(reader)
        if self.state.opening:
            return self._opening_refusal(reader)
        if key in self.cards:
            if key in self.picked:
                self.picked.remove(key)
                return None
            self.picked.append(key)
            return self._picked_words(reader)
        if key.startswith(TO):
            if not self.picked:
                return words.PICK_FIRST().text(reader), None, "note"
            return self.put(key, reader)
        return words.UNKNOWN_PLACE().text(reader), None, "error"

    def drop(self, keys: list[str], target: str, reader: Reader) -> Any:
        if self.state.opening:
            return self._opening_refusal(reader)
        if not keys or any(k not in self.cards for k in keys):
            return words.NOT_YOUR_CARD().text(reader), None, "error"
        self.picked = list(dict.fromkeys(keys))
        return self.put(target, reader)

    def put(self, target: str, reader: Reader) -> Any:
        """Move the picked cards to ``target`` (a group, a new group or the hand)."""
        moving = list(self.picked)
        if target == TO_HAND:
            return self._back_to_hand(moving, reader)
        if target == TO_NEW:
            into = None
        else:
            try:
                into = int(target[len(TO):])
            except ValueError:
                return words.UNKNOWN_PLACE().text(reader), None, "error"
            if not 0 <= into < len(self.groups):
                return words.UNKNOWN_PLACE().text(reader), None, "error"
        destination = [] if into is None else self.groups[into]
        for key in moving:
            if key in destination:
                continue
            self._lift(key)
            destination.append(key)
        if into is None:
            self.groups.append(destination)
        self.picked = []
        self._tidy()
        where = self.where(moving[0])
        group = self.groups[where] if isinstance(where, int) else []
        return self._verdict([self.cards[k] for k in group], reader)

    def _lift(self, key: str) -> None:
        where = self.where(key)
        if where == "hand":
            self.hand.remove(key)
        elif where is not None:
            self.groups[where].remove(key)

    def _back_to_hand(self, moving: list[str], reader: Reader) -> Any:
        on_table = [k for k in moving if k not in self.hand]
        error = self.outcome().take_back_error([self.cards[k] for k in on_table])
        if error is not None:
            return error.words(reader), error.clause, "error"
        # a card the table had, but identical to one laid this turn: the one laid goes back (MA-11)
        back = []
        for key in on_table:
            if key not in self.from_hand:
                key = next(k for k in self.from_hand if k not in self.hand and k not in back
                           and self.cards[k] == self.cards[key])
            back.append(key)
        for key in back:
            self._lift(key)
        self.hand = sorted(self.hand + back, key=lambda k: hand_order(self.cards[k]))
        self.picked = []
        self._tidy()
        shown = notation(self.cards[k] for k in back)
        return words.BACK_IN_HAND(cards=shown).text(reader), "MA-11", "note"

    def hint(self, reader: Reader) -> Any:
        """The engine's best play (the most cards laid), set out on the table to play or change."""
        if self.state.opening:
            return self._opening_refusal(reader)
        try:
            best = best_play(self.state)
        except ValueError:          # the solver found no answer: the turn is left as it was
            return words.HINT_FAILED().text(reader), None, "note"
        self.reset()
        if isinstance(best, Draw):
            return words.HINT_NONE().text(reader), "MA-14", "note"
        wanted = list(best.table)
        pool = {k: c for k, c in self.cards.items()}
        table_keys = [k for g in self.groups for k in g]
        self.groups = []
        for group in wanted:
            keys = []
            for card in group:
                key = next((k for k in table_keys if pool.get(k) == card), None)   # a table card first
                if key is None:
                    key = next(k for k in self.hand if pool.get(k) == card)
                    self.hand.remove(key)
                else:
                    table_keys.remove(key)
                pool.pop(key)
                keys.append(key)
            self.groups.append(keys)
        self._tidy()
        return words.HINT_LOADED(n=len(self.outcome().laid)).text(reader), "MA-13", "note"

    def action(self, key: str) -> Any:
        """What a commit key plays: a draw, or the table as it stands (the engine's ``table_outcome``
        says which action that is: a draw when nothing changed)."""
        return Draw() if key == DRAW else self.outcome().action

    # --- what it says -------------------------------------------------------------------------------
    def _opening_refusal(self, reader: Reader) -> Any:
        error = self.state.explain(Play(self.state.table + (self.state.hands[self.seat][:1],)))
        if error is None:                   # not the opening after all: nothing to refuse
            return None
        return error.words(reader), error.clause, "error"

    def _picked_words(self, reader: Reader) -> Any:
        cards = [self.cards[k] for k in self.picked]
        return words.PICKED(cards=notation(cards), n=len(cards)).text(reader), None, "note"

    def _verdict(self, group: Any, reader: Reader) -> Any:
        kind = meld_kind(group, self.allow)
        shown = notation(arrange(group, self.allow) if kind else group)
        if kind is not None:
            return (words.NOW_VALID(group=shown, kind=words.RUN if kind == "run" else words.SET).text(reader),
                    None, "ok")
        problem = meld_problem(group, self.allow)
        if problem is None:
            return None
        if narrate.names_the_group(problem):          # the reason names the group already
            return problem.words(reader), problem.clause, "note"
        return words.NOT_VALID_YET(group=shown, reason=problem.words(reader)).text(reader), problem.clause, "note"


ADAPTER = MachiavelliTable()

__all__ = ["ADAPTER", "MachiavelliTable", "TurnBuilder"]
