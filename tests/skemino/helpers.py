"""Shared helpers for the Skèmino tests (imported as ``tests.skemino.helpers``)."""
from __future__ import annotations

import random

from engine import skemino
from engine.skemino.rules import CARD_ID, DECK, SQ_INDEX, SQUARES


def names(cards) -> list[str]:
    return [str(c) for c in cards]


def notations(actions) -> list[str]:
    return [str(a) for a in actions]


def all_cards(state) -> list[str]:
    """Every card of the state, wherever it is (hands, deck, stacks)."""
    out = [str(DECK[c]) for c in state.deck]
    out += [str(DECK[c]) for h in state.hands for c in h]
    out += [str(DECK[c]) for s in state.board for c, _ in s]
    return out


def random_game(seed: int, choice_seed: int, **options) -> list:
    """Every state of a game played by uniform random choice."""
    rng = random.Random(choice_seed)
    state = skemino.new_game(seed=seed, **options)
    states = [state]
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
        assert len(states) < 2000, "a Skèmino game must end"
    return states


def play_avoiding_vertices(state, placements: int):
    """Make ``placements`` placements on non-vertex squares (first legal one each time)."""
    done = 0
    while done < placements:
        actions = state.legal_actions()
        chosen = next(a for a in actions if isinstance(a, skemino.Place) and a.square not in skemino.VERTICES)
        state = state.apply(chosen)
        done += 1
    return state


def hypothetical(state, **changes):
    """A copy of ``state`` with raw fields changed, *without* the card ledger check: for rules that
    the 39-card deck can never reach (see the Rulings page), tested on what the engine would do."""
    return state.evolve(**changes)


def ids(*cards) -> tuple[int, ...]:
    return tuple(CARD_ID[skemino.card(c)] for c in cards)


def sq(name: str) -> int:
    return SQ_INDEX[name]


__all__ = ["names", "notations", "all_cards", "random_game", "play_avoiding_vertices", "hypothetical", "ids",
           "sq", "SQUARES", "DECK"]


def jammed(hands, deck=(), to_move=0, top="KF", **options):
    """A *hypothetical* position (it breaks the 39-card ledger on purpose): every square holds the
    card ``top`` owned by nobody, so no card that fails to beat it can be placed anywhere. The
    39-card deck can never jam a hand this way (see the Rulings page); this tests what the engine
    does if it happens: pass at the limit (SK-29, SK-31), draw below it, victory B or C."""
    from engine.core import Event
    from engine.skemino.rules import NEUTRAL
    from engine.skemino.setup import SkeminoOptions
    from engine.skemino.state import SET_UP, State

    t = CARD_ID[skemino.card(top)]
    all_mask = (1 << 36) - 1
    return State(seed=0, options=SkeminoOptions(**options), dice=(2, "D", "G1"), start=SQ_INDEX["d2"],
                 first_player=0, board=tuple(((t, NEUTRAL),) for _ in range(36)), holes=frozenset(),
                 hands=tuple(ids(*h) for h in hands), deck=ids(*deck), to_move=to_move, turn=5,
                 last_event=Event(None, SET_UP), occ=all_mask, near=all_mask)
