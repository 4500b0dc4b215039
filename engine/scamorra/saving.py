"""Saving and loading a La Scamorra state, and the checks that refuse a damaged save.

:data:`CODEC` (registered on La Scamorra's spec) writes everything with names (squares, pieces,
cards), so a save reads like the table. Loading reads every field strictly with the shared readers
of :mod:`engine.saving`, checks every invariant (:func:`check_state`), and then that the save's own
moves (``history``), replayed from its seed and options, lead to exactly the saved state
(:func:`check_reached`): a save loads only as a state the rules reach. Anything else raises
:class:`~engine.errors.CorruptSave` naming the clause.

>>> from engine.scamorra import new_game
>>> game = new_game(seed=4).apply("first place")
>>> CODEC.load(CODEC.encode(game)) == game
True
>>> data = game.to_dict()
>>> data["scores"] = [1, 0]
>>> CODEC.load(data)
Traceback (most recent call last):
...
engine.errors.CorruptSave: SC-28: no point is scored before the first card: a point comes only with a piece taken
"""
from __future__ import annotations

from typing import Any, get_args

from collections import Counter

from ..errors import CorruptSave, IllegalAction
from ..saving import (
    DAMAGE_ERRORS, Codec, event_data, read_card, read_cards, read_choice, read_event, read_flag, read_list,
    read_mapping, read_options, read_seat, read_text, read_whole,
)
from . import rules
from .actions import parse_action
from .rules import (
    CARD_INDEX, CARDS, CARDS_PER_MATCH, DECK_COMPOSITION, HOME_SQUARES, KIND, OWNER, PEDONE, PIECE_INDEX, PIECES,
    SEATS, SQUARES,
)
from .setup import ScamorraOptions, new_game
from .state import PHASES, MatchResult, Outcome, OutcomeKind, State

OUTCOMES: tuple[OutcomeKind, ...] = get_args(OutcomeKind)


def _card(text: str) -> int:
    return CARD_INDEX[rules.card(text)]


def _piece(text: str) -> int:
    return PIECE_INDEX[rules.piece(text)]


def _pair(value: object, what: str) -> list:
    return read_list(value, f"{what} (one entry per seat, South then North)", 2)


def _seat(value: object, what: str, allow_none: bool = False) -> Any:
    return read_seat(value, what, 2, allow_none)


def _board(value: object) -> tuple:
    board = [0] * 25
    for sq, entry in read_mapping(value, "the board").items():
        try:
            square = rules.SQ_INDEX[rules.square(sq)]
        except ValueError as err:
            raise CorruptSave(f"SC-3: the board lists {sq!r}: {err}") from None
        entry = read_list(entry, f"the piece on {sq} ([seat, piece])", 2)
        board[square] = rules.code(_seat(entry[0], f"the owner of the piece on {sq}"),
                                   read_card(entry[1], f"the piece on {sq}", _piece))
    return tuple(board)


def _outcome(value: object) -> Outcome | None:
    if value is None:
        return None
    value = read_mapping(value, "the outcome")
    if set(value) != {"kind", "winner"}:
        raise CorruptSave(f"the outcome is {{kind, winner}}, not {value!r}")
    return Outcome(read_choice(value["kind"], "the outcome's kind", OUTCOMES),
                   _seat(value["winner"], "the winner", allow_none=True))


def _result(value: object, number: int) -> MatchResult:
    what = f"match {number}'s result"
    value = read_mapping(value, what)
    if set(value) != {"scores", "winner", "cappotto"}:
        raise CorruptSave(f"{what} is {{scores, winner, cappotto}}, not {value!r}")
    scores = _pair(value["scores"], f"{what}'s scores")
    return MatchResult((read_whole(scores[0], f"{what}'s score", 0), read_whole(scores[1], f"{what}'s score", 0)),
                       _seat(value["winner"], f"{what}'s winner", allow_none=True),
                       read_flag(value["cappotto"], f"{what}'s cappotto"))


def _history(value: object) -> tuple:
    """The moves, one list per match (the current match last)."""
    matches = read_list(value, "the moves (history: one list per match)")
    if not matches:
        raise CorruptSave("the moves (history) list at least the current match")
    history = []
    for number, match in enumerate(matches, 1):
        actions = []
        for step, text in enumerate(read_list(match, f"match {number}'s moves"), 1):
            try:
                actions.append(parse_action(read_text(text, f"move {step} of match {number}")))
            except IllegalAction as err:
                raise CorruptSave(f"{err.clause}: move {step} of match {number} is unreadable: {err.reason}") from None
        history.append(tuple(actions))
    return tuple(history)


class ScamorraCodec(Codec[State]):
    """La Scamorra's saves: the board by square, pieces and cards by name, the scores, the series so far,
    and every action since the first deal (``history``, one list per match), against which a loaded save
    is replayed."""

    title = "La Scamorra"
    fields = ("seed", "options", "phase", "initiative", "places_first", "to_move", "board", "off_board", "hands",
              "decks", "coppelle", "discards", "scores", "outcome", "series_totals", "results", "next_deal",
              "last_event", "history")

    def encode(self, state: State) -> dict:
        return {
            "seed": state.seed,
            "options": state.options.to_dict(),
            "phase": state.phase,
            "initiative": state.initiative,
            "places_first": state.places_first,
            "to_move": state.to_move,
            "board": {SQUARES[i]: [OWNER[c], PIECES[KIND[c]]] for i, c in enumerate(state.board) if c},
            "off_board": [[PIECES[k] for k in o] for o in state.off_board],
            "hands": [[CARDS[c] for c in h] for h in state.hands],
            "decks": [[CARDS[c] for c in d] for d in state.decks],
            "coppelle": [CARDS[c] for c in state.coppelle],
            "discards": [[CARDS[c] for c in d] for d in state.discards],
            "scores": list(state.scores),
            "outcome": None if state.outcome is None else {"kind": state.outcome.kind,
                                                           "winner": state.outcome.winner},
            "series_totals": list(state.series_totals),
            "results": [{"scores": list(r.scores), "winner": r.winner, "cappotto": r.cappotto}
                        for r in state.results],
            "next_deal": state.next_deal,
            "last_event": event_data(state.last_event),
            "history": [[str(action) for action in match] for match in state.history],
        }

    def decode(self, data: dict) -> State:
        scores, totals = _pair(data["scores"], "the scores"), _pair(data["series_totals"], "the series totals")
        return State(
            seed=read_whole(data["seed"], "the seed"), options=read_options(ScamorraOptions, data["options"]),
            phase=read_choice(data["phase"], "the phase", PHASES),
            initiative=_seat(data["initiative"], "the initiative"),
            places_first=_seat(data["places_first"], "the seat placing first", allow_none=True),
            to_move=_seat(data["to_move"], "the seat to move"),
            board=_board(data["board"]),
            off_board=tuple(read_cards(o, "the pieces off the board", _piece)
                            for o in _pair(data["off_board"], "the pieces off the board")),
            hands=tuple(read_cards(h, "a hand", _card) for h in _pair(data["hands"], "the hands")),
            decks=tuple(read_cards(d, "a deck", _card) for d in _pair(data["decks"], "the decks")),
            coppelle=read_cards(data["coppelle"], "the coppelle", _card, 2),
            discards=tuple(read_cards(d, "the played cards", _card) for d in _pair(data["discards"], "the played cards")),
            scores=(read_whole(scores[0], "South's score", 0), read_whole(scores[1], "North's score", 0)),
            outcome=_outcome(data["outcome"]),
            series_totals=(read_whole(totals[0], "South's series total", 0),
                           read_whole(totals[1], "North's series total", 0)),
            results=tuple(_result(r, n) for n, r in enumerate(read_list(data["results"], "the match results"), 1)),
            next_deal=read_whole(data["next_deal"], "the next deal's number", 0),
            last_event=read_event(data["last_event"], 2),
            history=_history(data["history"]),
        )

    def check(self, state: State) -> None:
        check_state(state)

    def load(self, data: object) -> State:
        """The saved state, read and checked (:meth:`Codec.load`), then replayed from its seed
        (:func:`check_reached`). The replay is for loading only: :meth:`check` also judges the worlds
        a computer player imagines, whose hidden cards no seed deals."""
        state = super().load(data)
        try:
            check_reached(state)
        except CorruptSave:
            raise
        except DAMAGE_ERRORS as err:
            raise CorruptSave(f"the saved {self.title} game is damaged: {err}") from None
        return state


def check_state(state: State) -> None:
    """:class:`CorruptSave` for any broken invariant: a piece lost or doubled, a card lost or doubled,
    a hand too big, the turn order broken, scores out of step with the pieces taken, a match or series
    result the rules cannot give, a series that should have ended.

    These hold for every state the rules reach and for the worlds a computer player imagines
    (:meth:`State.determinize`); :func:`check_reached` adds, at load, that the save's moves lead to it.
    """
    opts = state.options
    if len(state.board) != 25 or any(c not in range(7) for c in state.board):
        raise CorruptSave("SC-3: the board has 25 squares, each empty or holding one piece")
    for s in (0, 1):
        on = sorted(KIND[c] for c in state.board if c and OWNER[c] == s)
        if sorted(on + list(state.off_board[s])) != [0, 1, 2]:
            raise CorruptSave(f"SC-4: {SEATS[s]} must have exactly one carta, one sasso and one forbice, "
                              "on the board or off it")
        cards = Counter(state.hands[s] + state.decks[s] + state.discards[s] + (state.coppelle[s],))
        if cards != Counter({CARD_INDEX[n]: k for n, k in DECK_COMPOSITION.items()}):
            raise CorruptSave(f"SC-5: {SEATS[s]}'s 16 cards are not all there once (hand, deck, played "
                              "cards and coppella)")
        if len(state.hands[s]) > rules.HAND_SIZE or (state.decks[s] and len(state.hands[s]) != rules.HAND_SIZE):
            raise CorruptSave(f"SC-16: {SEATS[s]} holds {len(state.hands[s])} cards: three while the deck "
                              "lasts, never more")
    played = [len(d) for d in state.discards]
    phase = state.phase
    over = state.outcome is not None
    if over != (phase == "over"):
        raise CorruptSave("SC-34: the outcome and the phase disagree")
    if phase in ("choose", "place") and state.scores != (0, 0):
        raise CorruptSave("SC-28: no point is scored before the first card: a point comes only with a piece taken")
    if phase == "choose":
        if any(state.board) or any(played) or state.to_move != state.initiative or state.places_first is not None:
            raise CorruptSave("SC-11: before the choice the board is empty, no card is played and the initiative "
                              "holder is to act")
    elif phase == "place":
        pf = state.places_first
        if pf is None or any(played):
            raise CorruptSave("SC-12: while placing, someone places first and no card is played yet")
        done = [3 - len(state.off_board[s]) for s in (0, 1)]
        expected = pf if done[pf] == done[1 - pf] else 1 - pf
        if done[pf] - done[1 - pf] not in (0, 1) or state.to_move != expected:
            raise CorruptSave("SC-A18: placements alternate, starting with the seat that places first")
        for i, c in enumerate(state.board):
            if c and i not in HOME_SQUARES[OWNER[c]]:
                raise CorruptSave(f"SC-12: the piece on {SQUARES[i]} was not placed on its home row")
    else:
        if state.places_first is None:
            raise CorruptSave("SC-13: once cards are played, the seat that placed first is known")
        first = 1 - state.places_first
        if played[first] - played[1 - first] not in (0, 1):
            raise CorruptSave("SC-15: the players play one card each in turn")
        if not over and state.to_move != (first if played[first] == played[1 - first] else 1 - first):
            raise CorruptSave("SC-13: the turn order is broken")
        _check_scores(state, played)
        if not over and (len(state.off_board[0]) == 3 or len(state.off_board[1]) == 3):
            raise CorruptSave("SC-35: a side with no piece on the board means the match ended by cappotto")
        if not over and not (state.hands[0] or state.hands[1]):
            raise CorruptSave("SC-34: with every card played the match is over")
    if over:
        _check_outcome(state)
    if not opts.series and (state.series_totals != (0, 0) or state.results):
        raise CorruptSave("SC-36: series totals exist only in a series")
    if opts.series:
        _check_series(state)


def _check_scores(state: State, played: Any) -> None:
    """A point is a piece taken (SC-28): each side's score is the enemy pieces off the board plus
    those brought back, and a piece comes back only with a pedone (SC-32)."""
    for s in (0, 1):
        taker, taken_off = SEATS[1 - s], len(state.off_board[s])
        brought_back = state.scores[1 - s] - taken_off
        if brought_back < 0:
            raise CorruptSave(f"SC-28: {taker} has {state.scores[1 - s]} points but {taken_off} of {SEATS[s]}'s "
                              "pieces are off the board: every piece taken scores one point")
        if brought_back > state.discards[s].count(PEDONE):
            raise CorruptSave(f"SC-28: {taker} has {state.scores[1 - s]} points, but only {taken_off} of "
                              f"{SEATS[s]}'s pieces are off the board and {SEATS[s]} has played "
                              f"{state.discards[s].count(PEDONE)} pedoni to bring the others back (SC-32)")
        if state.scores[s] + brought_back > played[s]:
            raise CorruptSave(f"SC-28: {SEATS[s]} took {state.scores[s]} pieces and brought back {brought_back}, "
                              f"with only {played[s]} cards played: each takes or brings back with one card")


def _check_outcome(state: State) -> None:
    assert state.outcome is not None            # checked only for a finished game
    kind, winner = state.outcome.kind, state.outcome.winner
    if kind == "cappotto" and (winner is None or len(state.off_board[1 - winner]) != 3):
        raise CorruptSave("SC-35: a cappotto leaves the loser no piece on the board")
    if kind == "points" and ((state.hands[0] or state.hands[1]) or winner != rules.match_result(state.scores)):
        raise CorruptSave("SC-34: a match ends on points after all cards are played, the higher score winning")
    if kind == "series" and (not state.options.series or winner is None):
        raise CorruptSave("SC-36: only a series ends with a series winner")
    if kind != "series" and state.options.series:
        raise CorruptSave("SC-36: a series ends only when a total reaches the target")


def _check_series(state: State) -> None:
    """Each finished match's result is one the rules give (SC-34, SC-35), the totals add them up
    (SC-37), and the series ended exactly when a total reached the target (SC-36, SC-A12)."""
    opts, target = state.options, state.options.series_target
    immediate = opts.series_check == "immediate"
    over = state.outcome is not None
    totals = [0, 0]
    for number, result in enumerate(state.results, 1):
        if any(points > CARDS_PER_MATCH for points in result.scores):
            raise CorruptSave(f"SC-34: match {number} gives {result.scores[0]}-{result.scores[1]}: a match has at "
                              f"most {CARDS_PER_MATCH} cards a side, so at most {CARDS_PER_MATCH} points")
        if result.cappotto:
            if result.winner is None or result.scores[result.winner] < 3:
                raise CorruptSave(f"SC-35: match {number} is won by cappotto with {result.scores[0]}-"
                                  f"{result.scores[1]}: a cappotto takes all three enemy pieces, three points at "
                                  "least for the winner")
        elif result.winner != rules.match_result(result.scores):
            raise CorruptSave(f"SC-34: match {number} ended {result.scores[0]}-{result.scores[1]}, so "
                              f"{_winner_words(rules.match_result(result.scores))}, not "
                              f"{_winner_words(result.winner)}")
        before = totals
        bonus = [opts.cappotto_bonus if result.cappotto and result.winner == s else 0 for s in (0, 1)]
        totals = [before[s] + result.scores[s] + bonus[s] for s in (0, 1)]
        last = number == len(state.results)
        if not (last and over):
            if rules.series_winner(totals, target) is not None:
                raise CorruptSave(f"SC-36: the series reached {totals[0]}-{totals[1]} after match {number}, so it "
                                  f"ended there (target {target}), yet it goes on")
            if immediate and any(before[s] + result.scores[s] >= target for s in (0, 1)):
                raise CorruptSave(f"SC-A12: a running total reached {target} during match {number}: the series "
                                  "ends at that moment")
    if list(state.series_totals) != totals:
        raise CorruptSave("SC-37: the series totals do not add up to the finished matches' points and bonuses")
    if not over:
        if immediate and any(state.series_totals[s] + state.scores[s] >= target for s in (0, 1)):
            raise CorruptSave(f"SC-A12: a running total of {target} ends the series at once, yet this match goes on")
        return
    if not state.results or list(state.results[-1].scores) != list(state.scores):
        raise CorruptSave("SC-36: a finished series records its last match, with the scores on the table")
    assert state.outcome is not None            # a finished series
    final, winner = state.results[-1], state.outcome.winner
    if rules.series_winner(totals, target) != winner or winner is None:
        raise CorruptSave(f"SC-36: the series ends {totals[0]}-{totals[1]} with target {target}, so "
                          f"{_winner_words(rules.series_winner(totals, target))}, not {_winner_words(winner)}")
    if final.cappotto and len(state.off_board[1 - final.winner]) != 3:
        raise CorruptSave("SC-35: a cappotto leaves the loser no piece on the board")
    # each total as it stood in the last match, before any cappotto bonus
    running = [totals[s] - (opts.cappotto_bonus if final.cappotto and final.winner == s else 0) for s in (0, 1)]
    if immediate:
        # the series ended the moment the winner's total reached the target: by that point (SC-A12),
        # or by the cappotto that came with it (SC-37)
        reached = running[winner] <= target if final.cappotto else running[winner] == target
        if not reached or running[1 - winner] >= target:
            raise CorruptSave(f"SC-A12: the series ends the moment a running total reaches {target}: "
                              f"{running[0]}-{running[1]} in the last match is not such a moment")
    elif not final.cappotto and (state.hands[0] or state.hands[1]):
        raise CorruptSave("SC-A12: with the end_of_match check a series ends only when a match ends")


def _winner_words(seat: int | None) -> str:
    return "a draw (patta)" if seat is None else f"{SEATS[seat]} wins"


#: The fields a replay of the saved moves must give back, in the order they are compared, with the
#: clause that makes each what it is.
_REPLAYED_FIELDS = (
    ("phase", "SC-34", "the phase"), ("to_move", "SC-15", "the seat to move"), ("board", "SC-15", "the board"),
    ("off_board", "SC-28", "the pieces off the board"), ("scores", "SC-28", "the scores"),
    ("hands", "SC-16", "the hands"), ("discards", "SC-15", "the played cards"), ("decks", "SC-7", "the decks"),
    ("coppelle", "SC-8", "the coppelle"), ("initiative", "SC-10", "the initiative"),
    ("places_first", "SC-11", "the seat that placed first"), ("results", "SC-36", "the finished matches"),
    ("series_totals", "SC-37", "the series totals"), ("outcome", "SC-34", "the outcome"),
    ("next_deal", "SC-36", "the next match's deal"), ("last_event", "SC-15", "the last event"),
    ("history", "SC-36", "the split of the moves into matches"),
)


def check_reached(state: State) -> None:
    """:class:`CorruptSave` unless the state's moves (``history``), replayed from its seed and options
    by the rules' own judge, give exactly this state: then a loaded save is a state the rules reach.

    >>> from engine.scamorra import new_game
    >>> game = new_game(seed=4).apply("first place").apply("place sasso c5")
    >>> check_reached(game.evolve(to_move=1 - game.to_move))
    Traceback (most recent call last):
    ...
    engine.errors.CorruptSave: SC-15: the save's 2 moves, replayed from seed 4, do not give the seat to move it holds
    """
    replayed = new_game(seed=state.seed, **state.options.to_dict())
    moves = state.actions
    for step, action in enumerate(moves, 1):
        try:
            replayed = replayed.apply(action)
        except IllegalAction as err:
            raise CorruptSave(f"{err.clause}: the save's move {step} ({action}) cannot be played from seed "
                              f"{state.seed}: {err.reason}") from None
    for name, clause, what in _REPLAYED_FIELDS:
        if getattr(replayed, name) != getattr(state, name):
            raise CorruptSave(f"{clause}: the save's {len(moves)} moves, replayed from seed {state.seed}, "
                              f"do not give {what} it holds")
    if replayed != state:     # every field is compared above; this guards a field added later
        raise CorruptSave(f"SC-15: the save is not what its {len(moves)} moves give, replayed from seed "
                          f"{state.seed}")


CODEC = ScamorraCodec()
