"""Skèmino's move list: every placement a seat could make now (:func:`placements`, the search's hot path,
built from bit masks of the board), what the seat to move must do (:func:`forced_action`), the legal actions
and everything the notation can say (:func:`expressible_actions`, for the judge to split).

>>> from engine.skemino import new_game
>>> state = new_game(seed=16)
>>> [str(a) for a in legal_actions(state)]
['7F@d3', '7C@d3', '4C@d3', '2C@d3', 'QC@d3']
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules
from .actions import DRAW, PASS, PLACE, Place, SkeminoAction
from .rules import BEATS, CENTRE_ID_OF_VERTEX_ID, NEIGHBOURS, VERTEX_IDS

if TYPE_CHECKING:
    from .state import State

_VERTEX_CENTRES = tuple((v, CENTRE_ID_OF_VERTEX_ID[v]) for v in sorted(VERTEX_IDS))
_BITS_CACHE: dict[int, tuple[int, ...]] = {}
_CHUNK_AT = tuple(tuple(tuple(6 * k + b for b in range(6) if m >> b & 1) for m in range(64)) for k in range(6))
_CHUNK = _CHUNK_AT[0]


def _bits(mask: int) -> tuple[int, ...]:
    """The square ids set in ``mask``, ascending (memoised: boards repeat a lot)."""
    got = _BITS_CACHE.get(mask)
    if got is None:
        if len(_BITS_CACHE) > 100_000:
            _BITS_CACHE.clear()
        got = _BITS_CACHE[mask] = (_CHUNK[mask & 63] + _CHUNK_AT[1][mask >> 6 & 63] + _CHUNK_AT[2][mask >> 12 & 63]
                                   + _CHUNK_AT[3][mask >> 18 & 63] + _CHUNK_AT[4][mask >> 24 & 63]
                                   + _CHUNK_AT[5][mask >> 30 & 63])
    return got



def targets(state: State) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(empty squares next to a card, attackable occupied squares), shared by both seats."""
    got = state._cache.get("targets")
    if got is None:
        if not state.occ:
            got = ((state.start,), ())
        else:
            holes = 0
            for h in state.holes:
                holes |= 1 << h
            attack = state.occ & ~holes
            if state.options.attack_requires_adjacency:
                attack &= state.near
            got = (_bits(state.near & ~state.occ), _bits(attack))
        state._cache["targets"] = got
    return got


def placements(state: State, player: int) -> list[Place]:
    """Every placement ``player`` could make now, as if it were his turn (cached in the state)."""
    key = "pl0" if player == 0 else "pl1"
    got = state._cache.get(key)
    if got is not None:
        return got
    hand = state.hands[player]
    out: list[Place] = []
    if not hand:
        pass
    elif state.first_turn_setup():
        setup = state.board[state.start][-1][0]
        for cid in hand:
            if setup in BEATS[cid]:
                row = PLACE[cid]
                out.extend(row[j] for j in NEIGHBOURS[state.start] if not state.board[j])
    else:
        empty, attack = targets(state)
        board = state.board
        opponent, holes = 1 - player, state.holes
        blocked = [v for v, c in _VERTEX_CENTRES               # SK-9: the opponent holds the centre
                   if board[c] and board[c][-1][1] == opponent and c not in holes]
        ignore = state.options.reverser_ignores_exclusivity
        free = [i for i in empty if i not in blocked] if blocked else empty
        tops = [(i, board[i][-1][0]) for i in attack]
        for cid in hand:
            beaten = BEATS[cid]
            row = PLACE[cid]
            out.extend([row[i] for i in free])
            if not blocked:
                out.extend([row[i] for i, top in tops if top in beaten])
                continue
            for i, top in tops:
                if top in beaten and (i not in blocked or (ignore and state.ribaltone(player, cid, i))):
                    out.append(row[i])
    state._cache[key] = out
    return out


def forced_action(state: State) -> str:
    """What the player to move must do: ``"place"``, ``"draw"``, ``"pass"`` or ``"end_C"``
    (see :func:`rules.forced_action`); ``"over"`` once the game has ended."""
    if state.outcome is not None:
        return "over"
    p = state.to_move
    can_place = bool(placements(state, p))
    if state.first_turn_setup() and not can_place:
        return "pass"                                   # SK-15 with SK-A8
    return rules.forced_action(can_place, len(state.hands[p]), 0 if state.drew else len(state.deck),
                               state.options.hand_limit)


def legal_actions(state: State) -> list[SkeminoAction]:
    """The placements of the seat to move; else the draw or the pass it must make."""
    if state.outcome is not None:
        return []
    laid: list[SkeminoAction] = list(placements(state, state.to_move))
    if laid:
        return laid
    if forced_action(state) == "draw":
        return [DRAW]
    return [PASS]  # "pass"; "end_C" never waits on a seat (the game ends first), except in
    # hand-built positions, where passing is the only thing left to do


def expressible_actions(state: State) -> list[SkeminoAction]:
    """Everything Skèmino's notation can say: each of the 39 cards on each of the 36 squares, draw and pass."""
    actions: list[SkeminoAction] = [action for row in PLACE for action in row]
    return actions + [DRAW, PASS]


def is_blocked(state: State, player: int) -> bool:
    """No legal placement and no draw possible (hand at the limit or deck empty): SK-A25."""
    if state.deck and len(state.hands[player]) < state.options.hand_limit:
        return False          # he can always draw: no need to list his placements
    return not placements(state, player)


__all__ = ["placements", "targets", "forced_action", "legal_actions", "expressible_actions", "is_blocked"]
