"""Advice for players and pictures, computed through the public state API only.

The renderer is handed what these functions return (it never judges a move itself):

* :func:`square_verdicts`: for one piece and one card, every square the card's shape reaches and
  whether the piece may go there, and why not;
* :func:`card_summary`: for the seat to move, what each card in hand can do now;
* :func:`practice_exercises`: multiple-choice questions whose answers come from the engine.

>>> from engine.scamorra import position
>>> p = position({"c1": ("South", "forbice"), "d2": ("North", "sasso")}, hands=(["alfiere"] * 3, ["torre"] * 3))
>>> v = square_verdicts(p, "c1", "alfiere")
>>> v["b2"][0], v["d2"][0], v["e3"][0]
('move', 'no_capture', 'blocked')
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..captions import event_caption
from ..words import N_, translate
from . import rules, words
from .actions import Discard, Move, Reenter
from .rules import CARD_INDEX, CARDS, SQ_INDEX, SQUARES

if TYPE_CHECKING:
    from .state import State


def square_verdicts(state: State, origin: str, card: str, seat: int | None = None) -> dict[str, tuple[str, str, str]]:
    """``{square: (verdict, clause, reason)}`` for the piece on ``origin`` and ``card``: every square
    the card's shape reaches on an empty board, judged on this board (verdicts as in
    :func:`rules.judge_move`). Squares hidden behind a blocking piece are ``"blocked"``.

    ``seat`` defaults to the owner of the piece on ``origin``.
    """
    i = SQ_INDEX[rules.square(origin)]
    c = CARD_INDEX[rules.card(card)]
    found = state.piece_at(SQUARES[i])
    if found is None:
        raise ValueError(str(words.NO_PIECE_FOR_VERDICTS(square=SQUARES[i])))
    owner = found[0] if seat is None else seat
    board = state.board
    pfc = state.options.pawn_forward_capture
    verdicts = {}
    for d in rules.pattern(c, owner, i):
        verdict, clause, reason = rules.judge_move(board, owner, i, d, c, pfc)
        verdicts[SQUARES[d]] = (verdict, clause, str(reason))      # pictures and practice read English text
    return verdicts


def reachable(state: State, origin: str, card: str) -> list[str]:
    """The squares the piece on ``origin`` may move to with ``card`` (moves and captures), sorted."""
    return sorted(sq for sq, (verdict, _, _) in square_verdicts(state, origin, card).items()
                  if verdict in ("move", "capture"))


def card_summary(state: State, seat: int | None = None) -> dict[str, dict]:
    """For each kind of card in ``seat``'s hand (default: the seat to move): how many moves it has,
    how many of them capture, whether it can bring a piece back, and whether it may be discarded.

    Computed from the legal actions when ``seat`` is to move; otherwise from the board alone.
    """
    seat = state.current_player if seat is None else seat
    out: dict[str, dict] = {}
    if seat is None:
        return out
    for name in sorted(set(state.hand(seat)), key=CARDS.index):
        out[name] = {"moves": 0, "captures": 0, "reentry": False, "discard": False}
    if state.current_player == seat and state.phase == "move":
        for action in state.legal_actions():
            if isinstance(action, Move):
                entry = out[action.card]
                entry["moves"] += 1
                if state.piece_at(action.dest) is not None:
                    entry["captures"] += 1
            elif isinstance(action, Reenter):
                out["pedone"]["reentry"] = True
            elif isinstance(action, Discard):
                out[action.card]["discard"] = True
    return out


def describe_card(name: str) -> str:
    """A card's movement in words.

    >>> describe_card("torre")
    'one to three squares along a row or a column, never over a piece'
    """
    return rules.CARD_MOVES[CARD_INDEX[rules.card(name)]]


# --- practice ---------------------------------------------------------------------------------------

def practice_exercises(seed: int = 0) -> list[dict]:
    """Multiple-choice questions with engine-computed answers, for the Practice page.

    Each is a dict: ``question`` (text), ``state`` (a position to draw), ``origin`` and ``card`` (the
    piece and card the question is about, or ``None``), ``options``: a list of ``(label, is_correct,
    feedback, clause)``, and ``clause``; ``multiple`` is True for "tick every square that applies".
    Every answer and every feedback sentence comes from the engine.

    >>> ex = practice_exercises()
    >>> len(ex) >= 8, all(sum(o[1] for o in e["options"]) >= 1 for e in ex)
    (True, True)
    """
    from .setup import position

    rng = random.Random(seed)
    exercises = []

    def where_can(board, hand, origin, card, question, clause, to_move=0, **options):
        p = position(board, hands=(hand, ["pedone", "torre", "torre"]) if to_move == 0
                     else (["pedone", "torre", "torre"], hand), to_move=to_move, **options)
        verdicts = square_verdicts(p, origin, card)
        legal = sorted(sq for sq, v in verdicts.items() if v[0] in ("move", "capture"))
        others = sorted(sq for sq, v in verdicts.items() if v[0] not in ("move", "capture"))
        opts = []
        for sq in sorted(verdicts):
            verdict, cl, reason = verdicts[sq]
            ok = verdict in ("move", "capture")
            opts.append((sq, ok, (translate(N_("Yes: {reason}.")) if ok else translate(N_("No: {reason}."))).format(
                reason=reason), cl))
        rng.shuffle(opts)
        exercises.append({"question": translate(question), "state": p, "origin": origin, "card": card,
                          "options": opts, "clause": clause, "multiple": True, "answer": legal,
                          "wrong": others})

    def yes_no(board, hand, action, question, clause, to_move=0, off=None, **options):
        hands = (hand, ["torre", "torre", "torre"]) if to_move == 0 else (["torre", "torre", "torre"], hand)
        p = position(board, hands=hands, to_move=to_move, **options)
        err = p.explain(action)
        ok = err is None
        if err is None:
            after = p.apply(action)
            why, cited = event_caption(p, after, [translate(side) for side in rules.SEATS]), clause
        else:
            why, cited = err.reason, err.clause
        exercises.append({"question": translate(question), "state": p, "origin": None, "card": None, "clause": clause,
                          "options": [(translate(N_("Yes, it is allowed")), ok, why, cited),
                                      (translate(N_("No, it is refused")), not ok, why, cited)],
                          "multiple": False})

    where_can({"c1": ("South", "forbice"), "d2": ("North", "carta"), "b2": ("South", "sasso")},
              ["alfiere", "pedone", "torre"], "c1", "alfiere",
              N_("South plays an alfiere for the forbice on c1. Which squares can it reach?"), "SC-21")
    where_can({"b1": ("South", "sasso"), "c3": ("North", "forbice"), "a3": ("North", "carta"),
               "b2": ("South", "carta")},
              ["cavallo", "pedone", "torre"], "b1", "cavallo",
              N_("South plays a cavallo for the sasso on b1. Where can it land?"), "SC-20")
    where_can({"c2": ("South", "sasso"), "c3": ("North", "carta"), "d3": ("North", "forbice"),
               "b3": ("North", "carta")}, ["pedone", "torre", "torre"], "c2", "pedone",
              N_("South plays a pedone for the sasso on c2. Which squares are allowed?"), "SC-17")
    where_can({"c3": ("South", "carta"), "c4": ("North", "forbice"), "d4": ("North", "sasso"),
               "b3": ("South", "sasso")}, ["re", "torre", "torre"], "c3", "re",
              N_("South plays the re for the carta on c3. Where can it go?"), "SC-23")
    where_can({"a1": ("South", "forbice"), "a3": ("North", "carta"), "d1": ("North", "sasso")},
              ["torre", "pedone", "pedone"], "a1", "torre",
              N_("South plays a torre for the forbice on a1. Which squares can it reach?"), "SC-19")
    where_can({"c4": ("North", "sasso"), "c3": ("South", "carta"), "d3": ("South", "forbice"),
               "b3": ("South", "sasso")},
              ["pedone", "torre", "torre"], "c4", "pedone",
              N_("North plays a pedone for the sasso on c4 (North moves down the board). Which squares?"),
              "SC-31", to_move=1)
    yes_no({"c3": ("South", "carta"), "d4": ("North", "forbice")}, ["alfiere", "torre", "torre"],
           "alfiere c3-d4", N_("South's carta on c3 plays an alfiere onto North's forbice on d4. Allowed?"), "SC-29")
    yes_no({"c3": ("South", "carta"), "d4": ("North", "forbice")}, ["re", "torre", "torre"],
           "re c3-d4", N_("South's carta on c3 plays the re onto North's forbice on d4. Allowed?"), "SC-30")
    yes_no({"b2": ("South", "sasso"), "a5": ("North", "carta"), "c5": ("North", "sasso")},
           ["pedone", "torre", "torre"], "reenter forbice c1",
           N_("South's forbice was taken earlier. South plays a pedone to bring it back on c1. Allowed?"), "SC-32")
    yes_no({"b2": ("South", "sasso"), "a5": ("North", "carta"), "c5": ("North", "sasso")},
           ["pedone", "torre", "torre"], "reenter forbice c3",
           N_("South's forbice was taken earlier. South plays a pedone to bring it back on c3. Allowed?"), "SC-A7")
    yes_no({"a1": ("South", "sasso"), "b2": ("South", "carta"), "e5": ("North", "carta"),
            "d5": ("North", "forbice"), "c5": ("North", "sasso"), "e1": ("South", "forbice")},
           ["cavallo", "torre", "torre"], "discard torre",
           N_("South holds torri that could move the sasso on a1. May South discard a torre?"), "SC-A9")
    return exercises
