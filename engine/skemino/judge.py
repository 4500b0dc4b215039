"""The judge of Skèmino: :func:`check_action` raises the :class:`~engine.errors.IllegalAction` that refuses an
action, naming its clause; :func:`placement_refusal` checks a placement in the order of SK-24.

>>> from engine.skemino import position
>>> p = position({"e3": [("7F", "Bianco")]}, hands=([], ["QC", "QP"]), to_move=1)   # SK-EX-6
>>> print(p.explain("QC@e3"))
SK-20: the Queen of Carta does not beat the 7 of Forbici on e3: Forbici cut Carta, so it stays in Nero's hand
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import IllegalAction, UnreadableAction
from ..words import Seat
from . import moves, rules, words
from .actions import Draw, Pass, Place, SkeminoAction
from .rules import BEATS, CENTRE_ID_OF_VERTEX_ID, DECK, DIAGONALS, NEIGHBOURS, SQUARES, VERTEX_IDS, refusal, the_card

if TYPE_CHECKING:
    from .state import State


def check_action(state: State, action: SkeminoAction) -> None:
    """The one judge: raise :class:`IllegalAction` naming the clause if ``action`` is not legal now."""
    if state.outcome is not None:
        raise refusal(state.end_clause, words.GAME_IS_OVER())
    p = state.to_move
    if isinstance(action, Place):
        err = placement_refusal(state, p, action.card_id, action.square_id)
        if err is not None:
            raise err
        return
    can_place = bool(moves.placements(state, p))
    if isinstance(action, Draw):
        if can_place:
            raise refusal("SK-A23", words.CAN_LAY_NO_DRAW(player=Seat(p)))
        if state.first_turn_setup():
            raise refusal("SK-15", words.SETUP_NO_DRAW())
        if len(state.hands[p]) >= state.options.hand_limit:
            raise refusal("SK-29", words.FULL_HAND_MUST_PASS(player=Seat(p), n=len(state.hands[p])))
        if not state.deck:
            raise refusal("SK-27", words.NOTHING_TO_DRAW())
        if state.drew:
            raise refusal("SK-A22", words.ONE_DRAW_A_TURN())
        return
    if isinstance(action, Pass):
        if can_place:
            raise refusal("SK-A23", words.CAN_LAY_NO_PASS(player=Seat(p)))
        if not state.first_turn_setup() and len(state.hands[p]) < state.options.hand_limit \
                and state.deck and not state.drew:
            raise refusal("SK-27", words.MUST_DRAW(player=Seat(p), limit=state.options.hand_limit))
        return
    raise UnreadableAction("SK-26", f"{action!r} is not a Skèmino action")


def placement_refusal(state: State, player: int, cid: int, i: int) -> IllegalAction | None:
    """The refusal of ``player`` laying card id ``cid`` on square id ``i``, in SK-24's order."""
    c, sq = DECK[cid], SQUARES[i]
    if cid not in state.hands[player]:
        other = 1 - player
        if cid in state.hands[other]:
            return refusal("SK-26", words.IN_OTHER_HAND(card=the_card(c), other=Seat(other), player=Seat(player)))
        return refusal("SK-26", words.NOT_IN_HAND(card=the_card(c), player=Seat(player)))
    if i in state.holes:
        return refusal("SK-39", words.IS_A_HOLE(square=sq))
    s = state.board[i]
    if state.first_turn_setup():
        setup = state.board[state.start][-1][0]
        if setup not in BEATS[cid]:
            return refusal("SK-15", words.SETUP_MUST_BEAT(setup=the_card(DECK[setup]), card=the_card(c)))
        if s or i not in NEIGHBOURS[state.start]:
            return refusal("SK-15", words.SETUP_BESIDE(square=state.start_square))
        return None
    if not state.occ:
        if i != state.start:
            return refusal("SK-18", words.FIRST_ON_DICE_SQUARE(square=state.start_square))
        return None
    if s:
        if state.options.attack_requires_adjacency and not (state.near >> i & 1):
            return refusal("SK-A9", words.ATTACK_NEEDS_NEIGHBOUR(square=sq))
    elif not (state.near >> i & 1):
        diag = [SQUARES[j] for j in DIAGONALS[i] if state.board[j]]
        if diag:
            return refusal("SK-17", words.ONLY_DIAGONAL(square=sq, squares=diag))
        return refusal("SK-16", words.NOT_BESIDE_A_CARD(square=sq))
    if i in VERTEX_IDS and state.excluded(player, i):
        rib = state.ribaltone(player, cid, i)
        if not (rib and state.options.reverser_ignores_exclusivity):
            said = words.EXCLUSIVITY_EVEN_RIBALTONE if rib else words.EXCLUSIVITY
            return refusal("SK-9", said(other=Seat(1 - player), centre=SQUARES[CENTRE_ID_OF_VERTEX_ID[i]],
                                        square=sq, player=Seat(player)))
    if s:
        top = s[-1][0]
        if top not in BEATS[cid]:
            return refusal("SK-20", words.LOSES_COMBAT(card=the_card(c), defender=the_card(DECK[top]), square=sq,
                                                       reason=rules.combat_reason(c, DECK[top]),
                                                       player=Seat(player)))
    return None


__all__ = ["check_action", "placement_refusal"]
