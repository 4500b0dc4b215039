"""Hints through the public state API: why a placement is refused, and which cards are Stronger,
Winner or Reverser right now (SK-32..SK-35 with the rulings SK-A19, SK-A20, SK-A21).

Stronger and Winner are informational (SK-A19, SK-A20): they change nothing in play. A Reverser
is a card whose placement would be a Ribaltone, which wins at once (SK-35).

>>> from engine.skemino import position
>>> p = position({"f1": [("4C", 0)], "e1": [("2C", 0)], "f2": [("9C", 0)]},
...              hands=(["AP"], ["5F", "5P"]), to_move=1)                     # SK-EX-11
>>> print(placement_error(p, "5P", "f1"))
SK-20: the 5 of Pietra does not beat the 4 of Carta on f1: Carta wraps Pietra, so it stays in Nero's hand
>>> reverser_cards(p)
[(ChainCard('5F'), 'f1')]
"""
from __future__ import annotations

from typing import Any, Sequence

from ..cards import ChainCard
from ..errors import IllegalAction
from . import rules, words
from .rules import BEATS, CARD_ID, VERTICES, refusal
from .state import PLAYERS, State


def _seat(state: State, player: int | None) -> int:
    if player is None:
        if state.current_player is None:
            raise ValueError("the game is over: name the seat")
        return state.current_player
    return state.check_seat(player)


def placement_error(state: State, card: Any, square: str, player: int | None = None) -> IllegalAction | None:
    """``None`` if ``player`` (default: the one to move) may place ``card`` on ``square`` now, else
    the :class:`IllegalAction` naming the clause that forbids it (SK-24's checks, with the rulings).

    >>> from engine.skemino import new_game
    >>> g = new_game(seed=16).apply("7F@d3")
    >>> placement_error(g, "6C", "e4").clause
    'SK-17'
    >>> placement_error(g, "6C", "d4") is None, placement_error(g, "7C", "d4").reason
    (True, "the 7 of Carta is in Bianco's hand, and it is Nero's turn")
    >>> print(placement_error(g, "9Z", "d4"))
    SK-1: '9Z' is not a chain card: write the rank (A, 2-10, J, Q, K) then the suit (C Carta, F Forbici, P Pietra)
    """
    return state.placement_error(card, square, player)


def legal_placements(state: State, player: int | None = None) -> list[str]:
    """Every placement ``player`` could make now, as notations (``[]`` at the end of the game).

    >>> from engine.skemino import new_game
    >>> legal_placements(new_game(seed=16))
    ['7F@d3', '7C@d3', '4C@d3', '2C@d3', 'QC@d3']
    """
    if state.is_terminal():
        return []
    return [str(a) for a in state.placements(player)]


def strength(card: Any, opponent_hand: Sequence) -> int:
    """How many of the opponent's cards ``card`` beats (SK-32, SK-A19).

    >>> strength("QF", ["2C", "KC", "3P", "9F"])
    3
    """
    c = CARD_ID[rules.card(card)]
    return sum(1 for o in opponent_hand if CARD_ID[rules.card(o)] in BEATS[c])


def is_stronger(card: Any, opponent_hand: Sequence) -> bool:
    """A Stronger card beats every card in the opponent's (non-empty) hand (SK-32, SK-A19).

    >>> is_stronger("QF", ["2C", "KC", "9F"]), is_stronger("QF", ["2C", "3P"]), is_stronger("QF", [])
    (True, False, False)
    """
    return bool(opponent_hand) and strength(card, opponent_hand) == len(opponent_hand)


def stronger_cards(state: State, player: int | None = None) -> list[ChainCard]:
    """The Stronger cards in ``player``'s hand (informational only, SK-A19)."""
    p = _seat(state, player)
    opp = state.hand(1 - p)
    return [c for c in state.hand(p) if is_stronger(c, opp)]


def _neighbour_tops(state: State, vertex: str) -> list[ChainCard]:
    """Top cards of the vertex's orthogonal neighbours, skipping empty squares and holes (SK-A20)."""
    tops = [(state.top(sq), sq) for sq in rules.orthogonal_neighbours(vertex)]
    return [top for top, sq in tops if top is not None and not state.is_hole(sq)]


def is_winner_card(state: State, player: int, card: Any, vertex: str) -> bool:
    """SK-33 with SK-A20: ``card`` beats every card of the opponent's hand and the top card of every
    occupied square beside ``vertex``, and the opponent does not control that vertex (SK-A18).

    Where RULINGS is silent we also ask that the vertex is not a hole and that at least one card
    lies beside it (otherwise every Stronger card would be a Winner on an empty board).
    """
    v = rules.square(vertex)
    if v not in VERTICES:
        raise refusal("SK-7", words.NOT_A_VERTEX(square=v))
    c = rules.card(card)
    if state.is_hole(v) or state.vertex_controller(v) == 1 - player:
        return False
    if not is_stronger(c, state.hand(1 - player)):
        return False
    tops = _neighbour_tops(state, v)
    return bool(tops) and all(beats_id(c, t) for t in tops)


def beats_id(a: ChainCard, b: ChainCard) -> bool:
    return CARD_ID[b] in BEATS[CARD_ID[a]]


def winner_cards(state: State, player: int | None = None) -> list[tuple[ChainCard, str]]:
    """``(card, vertex)`` for every Winner card in ``player``'s hand (informational, SK-A20)."""
    p = _seat(state, player)
    return [(c, v) for c in state.hand(p) for v in VERTICES if is_winner_card(state, p, c, v)]


def is_reverser(state: State, player: int, card: Any, vertex: str) -> bool:
    """SK-34 with SK-A21: the opponent's card tops ``vertex`` (not a hole), ``card`` beats it, and it
    beats the top card of every occupied, non-hole square beside the vertex (at least one).

    >>> from engine.skemino import position
    >>> p = position({"a1": [("3P", 1)], "a2": [("KF", 0)]}, hands=(["2C", "JP"], ["4F"]), to_move=0)
    >>> is_reverser(p, 0, "2C", "a1"), is_reverser(p, 0, "JP", "a1")
    (False, True)
    """
    v = rules.square(vertex)
    if v not in VERTICES:
        return False
    return state.is_ribaltone(card, v, player)


def reverser_cards(state: State, player: int | None = None) -> list[tuple[ChainCard, str]]:
    """``(card, vertex)`` for every card in ``player``'s hand whose placement now is a Ribaltone."""
    p = _seat(state, player)
    return [(c, v) for c in state.hand(p) for v in VERTICES
            if is_reverser(state, p, c, v) and state.placement_error(c, v, p) is None]


def special_cards(state: State, player: int | None = None) -> dict:
    """The three badges at once: ``{"stronger": [...], "winner": [...], "reverser": [...]}``.

    >>> from engine.skemino import position
    >>> p = position({"a1": [("3P", 1)], "a2": [("KF", 0)]}, hands=(["2C", "JP"], ["4F"]), to_move=0)
    >>> special_cards(p)
    {'stronger': [ChainCard('JP')], 'winner': [], 'reverser': [(ChainCard('JP'), 'a1')]}
    """
    return {"stronger": stronger_cards(state, player), "winner": winner_cards(state, player),
            "reverser": reverser_cards(state, player)}


def hand_badges(state: State) -> dict[int, dict[str, str]]:
    """For each seat, the badge to draw on each special card of its hand: ``"Ribaltone"`` before
    ``"Winner"`` before ``"Stronger"`` (none once the game is over). :func:`~.render.render_state`
    is handed these; it computes no hint itself.

    >>> from engine.skemino import position
    >>> p = position({"a1": [("3P", 1)], "a2": [("KF", 0)]}, hands=(["2C", "JP"], ["4F"]), to_move=0)
    >>> hand_badges(p)
    {0: {'JP': 'Ribaltone'}, 1: {}}
    """
    badges: dict[int, dict[str, str]] = {0: {}, 1: {}}
    if state.is_terminal():
        return badges
    for p in (0, 1):
        strong = {str(c) for c in stronger_cards(state, p)}
        win = {str(c) for c, _ in winner_cards(state, p)} if strong else set()
        rev = {str(c) for c, _ in reverser_cards(state, p)}
        for c in map(str, state.hand(p)):
            note = "Ribaltone" if c in rev else "Winner" if c in win else "Stronger" if c in strong else None
            if note:
                badges[p][c] = note
    return badges


__all__ = ["placement_error", "legal_placements", "strength", "is_stronger", "stronger_cards",
           "is_winner_card", "winner_cards", "is_reverser", "reverser_cards", "special_cards", "hand_badges",
           "PLAYERS"]
