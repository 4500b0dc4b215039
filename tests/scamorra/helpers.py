"""Shared helpers for the La Scamorra tests: a random match, and positions in a few words."""
import random

from engine.scamorra import new_game, position

FULL = ["alfiere"] * 3 + ["cavallo"] * 3 + ["pedone"] * 5 + ["re"] + ["regina"] + ["torre"] * 3
FILLER = ["torre", "torre", "torre"]


def random_match(seed: int, choice_seed: int = 0, **options):
    """Every state of a match played with random legal actions."""
    rng = random.Random(choice_seed)
    states = [new_game(seed=seed, **options)]
    while not states[-1].is_terminal():
        states.append(states[-1].apply_trusted(rng.choice(states[-1].legal_actions())))
    return states


def south(hand, board, **kw):
    """A position with South to move, holding ``hand``; North holds three torri."""
    return position(board, hands=(hand, kw.pop("north_hand", FILLER)), to_move=0, **kw)


def north(hand, board, **kw):
    return position(board, hands=(kw.pop("south_hand", FILLER), hand), to_move=1, **kw)


def all_cards(state, seat):
    from engine.scamorra.rules import CARDS
    ids = list(state.hands[seat]) + list(state.decks[seat]) + list(state.discards[seat]) + [state.coppelle[seat]]
    return sorted(CARDS[c] for c in ids)


def placed(seed=0, choice="move", placements=None):
    """A new match after the choice and the six placements (default: carta a, sasso c, forbice e)."""
    state = new_game(seed=seed).apply(f"first {choice}")
    order = placements or {}
    for _ in range(6):
        p = state.to_move
        row = 1 if p == 0 else 5
        piece = state.reserve(p)[0]
        sq = order.get((p, piece), {"carta": "a", "sasso": "c", "forbice": "e"}[piece] + str(row))
        state = state.apply(f"place {piece} {sq}")
    return state
