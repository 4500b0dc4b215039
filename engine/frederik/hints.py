"""Advice for a player, computed only through the public state API (``view``, ``legal_actions``,
``explain``) and the pure rules: what your hand is worth now, which actions you have, and whether
you can answer the action on the table.

>>> from engine.frederik import position
>>> state = position([["9C", "(9H)"], ["8D", "3D"], ["2C"]])
>>> rank, cards = hand_now(state, 0)
>>> rank.describe(), [str(c) for c in cards]
('a pair of 9s', ['9♣', '9♥', '8♦'])
>>> sorted(action_families(state))
['discard_high', 'draw', 'hide', 'pair', 'pass', 'swap_high']
"""
from __future__ import annotations

from typing import Any

from ..cards import parse_french_card
from ..words import Reader
from ..words import translate as _
from . import rules
from .actions import Bottom, DrawNth, DrawTop, Force, Hide, Interrupt, Keep, Leave, Pass, Protect, Redraw, Targeted
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import HandRank
    from .actions import FrederikAction
    from .state import State


def hand_now(state: State, seat: int) -> Any:
    """``seat``'s best hand if the game ended now, from what ``seat`` sees (its own cards, others' face-up)."""
    seen = state.view(seat).to_dict()
    own = [parse_french_card(s["card"]) for s in seen["seats"][seat]]
    others = [parse_french_card(s["card"]) for i, row in enumerate(seen["seats"]) if i != seat
              for s in row if s["face_up"]]
    return rules.best_hand(own, others)


def family(action: FrederikAction) -> str:
    """The family an action belongs to, as the book's chapters group them."""
    if isinstance(action, Targeted):
        return action.kind
    if isinstance(action, Redraw):
        return "pair" if len(action.cards) == 2 else "triple"
    return {DrawTop: "draw", DrawNth: "draw", Hide: "hide", Force: "force", Pass: "pass", Protect: "protect",
            Interrupt: "interrupt", Keep: "keep", Bottom: "bottom", Leave: "leave"}[type(action)]


def action_families(state: State) -> dict[str, list]:
    """The legal actions of the seat to move, grouped by family."""
    groups: dict[str, list] = {}
    for action in state.legal_actions():
        groups.setdefault(family(action), []).append(action)
    return groups


__all__ = ["hand_now", "family", "action_families"]


# --- practice questions (the book's Practice page turns these into exercises) ----------------------

def _steal_words(action: Any) -> str:
    """A steal of the practice in words, against Bruno: "A high steal: Bruno's 8♠ for your 9♦, showing ..."."""
    from . import words
    said = words.PRACTICE_STEAL_HIGH if action.kind.endswith("high") else words.PRACTICE_STEAL_LOW
    return said(target=action.target, card=action.card, helpers=list(action.helpers)).text()


def _hand(rank: HandRank) -> str:
    """A poker hand in the reader's language ("a pair of kings")."""
    from .narrate import hand_words
    return hand_words(rank).text()


def practice_questions() -> list[dict]:
    """Questions whose answers the engine works out: each is a dict with ``question``, ``picture``
    (a list of ``(caption, cards, face_down_cards)`` rows to draw), ``options`` (``(label, is_correct,
    feedback, clause)``), ``multi`` (tick all that apply) and ``clause``.

    >>> questions = practice_questions()
    >>> len(questions) >= 8 and all(any(o[1] for o in q["options"]) for q in questions)
    True
    """
    from .setup import position, new_game

    out = []

    # 1. which hand is stronger (FP-3, FP-A20)
    for a, b in (("QS QH 9C 9D 2S", "KS KH 8C 8D 3S"), ("KS KH", "KD KC 2S")):
        ra, rb = rules.hand_rank(a.split()), rules.hand_rank(b.split())
        hand_a, hand_b, equal = _("Hand A"), _("Hand B"), _("They are equal")
        out.append({
            "question": _("Which hand is stronger?"), "multi": False, "clause": "FP-3",
            "picture": [(hand_a, a.split(), ()), (hand_b, b.split(), ())],
            "options": [(hand_a, ra > rb, _("Hand A is {a}, hand B {b}.").format(a=_hand(ra), b=_hand(rb)), "FP-3"),
                        (hand_b, rb > ra, _("Hand B is {b}, hand A {a}.").format(a=_hand(ra), b=_hand(rb)), "FP-3"),
                        (equal, ra == rb, _("Equal hands need the same category and the same ranks."),
                         "FP-A6")]})

    # 2. which card to borrow (FP-4)
    own, others = "9S 9H 5D 5C 2H".split(), ["9D", "AH", "5S", "KC"]
    best = rules.best_hand(own, [])[0]
    ranks = {c: rules.best_hand(own, [c])[0] for c in others}
    top = max(ranks.values())
    out.append({
        "question": _("You hold these five cards. Which one face-up card of the others should you borrow?"),
        "multi": True, "clause": "FP-4",
        "picture": [(_("Your cards"), own, ()), (_("Face up in front of the others"), others, ())],
        "options": [(str(rules.parse_french_card(c)), ranks[c] == top,
                     _("With it: {hand} (without borrowing: {best}).").format(hand=_hand(ranks[c]), best=_hand(best)),
                     "FP-4")
                    for c in others]})

    # 3. reachable N (FP-13)
    ups = ["2C", "5D", "AS"]
    sums = rules.reachable_sums(ups)
    is_sum = _("{n} is a sum of some of 2, 5 and 1 (the ace counts 1; the hidden 4♥ does not count).")
    not_sum = _("{n} is not a sum of some of 2, 5 and 1 (the ace counts 1; the hidden 4♥ does not count).")
    out.append({
        "question": _("Your face-up cards are these, and you have a face-down 4♥. Which N may you use for "
                      "'draw the N-th card'?"), "multi": True, "clause": "FP-13",
        "picture": [(_("Face up"), ups, ())],
        "options": [(str(n), n in sums, (is_sum if n in sums else not_sum).format(n=n), "FP-13")
                    for n in (1, 3, 4, 6, 7, 8, 9)]})

    # 4. a low swap against a protected card (FP-31)
    table = [["2H", "7C"], ["KH", "10H", "4S"]]
    state = position(table)
    reader = Reader(seat=0, names=("Anna", "Bruno"))
    for move in ("swap_low 2H KH", "swap_low 2H 10H"):
        err = state.explain(move)
        why = err.words(reader) if err is not None else ""
        target = rules.parse_french_card(move.split()[-1])
        out.append({
            "question": _("You are Anna and Bruno shows K♥ 10♥ 4♠. May you declare a low swap: your 2♥ for his "
                          "{target}?").format(target=target),
            "multi": False, "clause": "FP-31",
            "picture": [(_("You"), table[0], ()), ("Bruno", table[1], ())],
            "options": [(_("Yes"), err is None, _("The target is Bruno's lowest heart on show and your 2♥ is a lower "
                         "heart.") if err is None else _("No: {reason}.").format(reason=why), "FP-31"),
                        (_("No"), err is not None, _("It is refused: {reason}.").format(reason=why) if err else
                         _("Nothing protects the 10♥: it is the lowest heart Bruno shows."), "FP-31")]})

    # 5. which of your cards can interrupt (FP-24)
    table = [["9C", "AD"], ["8D", "3D"], ["9H", "2C", "KH", "(QC)"]]
    state = position(table).apply("swap_high 9C 8D")
    while state.current_player != 2:
        state = state.apply("pass")
    legal = {str(a.card) for a in state.legal_actions() if hasattr(a, "card")}
    out.append({
        "question": _("Anna declares a high swap against Bruno: her 9♣ for his 8♦. You hold 9♥, 2♣, K♥ and a "
                      "face-down Q♣. Which of your cards may interrupt?"), "multi": True, "clause": "FP-24",
        "picture": [(_("Your cards"), ["9H", "2C", "KH", "QC"], ("QC",))],
        "options": [(str(rules.parse_french_card(c)), str(rules.parse_french_card(c)) in legal,
                     _("Same number or same suit as the 9♣.") if str(rules.parse_french_card(c)) in legal
                     else _("Neither a 9 nor a club."), "FP-24") for c in ("9H", "2C", "KH", "QC")]})

    # 6. which hidden card protects (FP-A2)
    table = [["AC"], ["10S", "(4S)", "(QS)", "(KD)"]]
    state = position(table).apply("discard_high AC 10S")
    can = {str(a.card) for a in state.legal_actions() if hasattr(a, "card")}
    out.append({
        "question": _("Anna declares a high discard against you: her A♣ and your 10♠, both under the pile. Which "
                      "of your face-down cards can protect the 10♠?"), "multi": True, "clause": "FP-A2",
        "picture": [(_("Your cards"), ["10S", "4S", "QS", "KD"], ("4S", "QS", "KD"))],
        "options": [(str(rules.parse_french_card(c)), str(rules.parse_french_card(c)) in can,
                     _("A higher spade protects against a high action.") if str(rules.parse_french_card(c)) in can
                     else _("Only a spade higher than the 10♠ protects against a high action."), "FP-A2")
                    for c in ("4S", "QS", "KD")]})

    # 7. which steals are allowed (FP-22, FP-23, FP-A13)
    table = [["9D", "8H", "3S", "(2S)"], ["8S", "4S", "KC"]]
    state = position(table)
    moves = ["steal_high 9D 8S with 8H 3S", "steal_high 9D 8S with 8H", "steal_low 2S 8S with 8H 3S",
             "steal_high 9D 4S with 3S 2S"]
    out.append({
        "question": _("You hold 9♦, 8♥, 3♠ and a face-down 2♠; Bruno shows 8♠ 4♠ K♣. Which steals may you "
                      "declare?"), "multi": True, "clause": "FP-22",
        "picture": [(_("You"), ["9D", "8H", "3S", "2S"], ("2S",)), ("Bruno", table[1], ())],
        "options": [(_steal_words(state.parse_action(m)), refusal is None,
                     _("Allowed.") if refusal is None else f"{refusal.words(reader)}.",
                     refusal.clause if refusal is not None else "FP-22")
                    for m in moves for refusal in [state.explain(m)]]})

    # 8. the pile after the draw phase (FP-EX-5)
    game = new_game(players=5, seed=3)
    while game.phase == "draw":
        game = game.apply({"keep": "keep 1", "bottom": "bottom 1", "face": "leave 1"}[game.step])
    left = len(game.pile)
    out.append({
        "question": _("Five players finish the draw phase, nobody keeping all five cards face down. How many "
                      "cards are left in the pile?"), "multi": False, "clause": "FP-EX-5", "picture": [],
        "options": [(str(n), n == left, _("{left}: each of the 25 draw turns keeps one card, 52 - 25 = {left}.").format(
                     left=left), "FP-5") for n in (22, 27, 32, 47)]})

    # 9. who is asked first to interrupt (FP-A4)
    table = [["9C", "2S"], ["(3C)", "KS"], ["8D", "(4S)"], ["9H", "(5S)"]]
    state = position(table, to_move=1).apply("swap_high KS 8D").apply("pass")
    first = state.current_player
    names = ("Anna", "Bruno", "Carla", "Dario")
    out.append({
        "question": _("Anna, Bruno, Carla and Dario sit in that order, clockwise. Bruno declares a swap against "
                      "Carla, and Carla does not protect her card. Who is asked first whether to interrupt?"),
        "multi": False, "clause": "FP-A4", "picture": [],
        "options": [(name, seat == first, _("The interrupts go round clockwise from the actor's left, the "
                     "target's owner included; the actor is never asked."), "FP-A4")
                    for seat, name in enumerate(names)]})
    return out
