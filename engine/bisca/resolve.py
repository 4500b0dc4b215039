"""Moving a Bisca game on: :func:`apply` computes the state after an action the judge has accepted (or one
taken from ``legal_actions()``), and says what followed in its event (BI-11..BI-15, BI-A3, BI-A4, BI-A9).

>>> from engine.bisca import new_game
>>> state = new_game(players=3, seed=2)
>>> for bet in ("1", "0", "2"):
...     state = state.apply(bet)
>>> state.phase, state.last_event.find("bets")
('play', Consequence(kind='bets', clause='BI-11', seat=2, value=None, cards=(), params=()))
"""
from __future__ import annotations

import operator
from typing import TYPE_CHECKING

from ..cards import FrenchCard
from ..core import Consequence, Event, consequence, event
from . import rules, setup
from .actions import BiscaAction, Bet, Declare, Play
from .rules import ACE_OF_HEARTS, CARD_TEXT, HAND_SIZES
from .state import RoundRecord

if TYPE_CHECKING:
    from .state import State

_CARD_OF_PLAY = operator.itemgetter(1)      # (seat, card, declaration) -> card


def apply(state: State, action: BiscaAction) -> State:
    """The state after ``action``, which the judge accepts."""
    if type(action) is Play:                 # the common step, kept short: a card joins the trick
        trick, players = state.trick, state.players
        seat = (state.trick_leader + len(trick)) % players
        hand = list(state.hands[seat])
        hand.remove(action.card)
        hands = state.hands[:seat] + (tuple(hand),) + state.hands[seat + 1:]
        trick += ((seat, action.card, action.declaration),)
        if len(trick) < players and action.declaration is None:
            return state.evolve(trick=trick, hands=hands, last_event=event(seat, action._notation))
        return _after_play(state, seat, trick, hands, action)
    mover = state.current_player
    assert mover is not None, "the game is over"
    seat = mover
    if type(action) is Bet:
        bets = state.bets[:seat] + (action.tricks,) + state.bets[seat + 1:]
        if None in bets:
            return state.evolve(bets=bets, last_event=event(seat, action._notation))
        leader = state.round_leader
        closed = Consequence("bets", "BI-11", seat=leader)
        return state.evolve(bets=bets, phase="play", trick_leader=leader,
                            last_event=event(seat, action._notation, (closed,)))
    if type(action) is Declare:
        _, card, _ = state.trick[-1]
        return _after_play(state, seat, state.trick[:-1] + ((seat, card, action.declaration),), state.hands, action)
    # PlayBlind: the card is turned up as it is played (BI-7); an A♥ waits for its declaration (BI-A4).
    card = state.hands[seat][0]
    hands = _without(state, seat, card)
    if card == ACE_OF_HEARTS:
        shown = Consequence("turned_up", "BI-A4", seat=seat, cards=(str(card),))
        return state.evolve(hands=hands, trick=state.trick + ((seat, card, None),), phase="declare",
                            last_event=event(seat, "play blind", (shown,)))
    return _after_play(state, seat, state.trick + ((seat, card, None),), hands, action, turned_up=card)


def _without(state: State, seat: int, card: FrenchCard) -> tuple[tuple[FrenchCard, ...], ...]:
    hand = list(state.hands[seat])
    hand.remove(card)
    return state.hands[:seat] + (tuple(hand),) + state.hands[seat + 1:]


def _after_play(state: State, seat: int, trick: tuple, hands: tuple, action: BiscaAction,
                turned_up: FrenchCard | None = None) -> State:
    said = trick[-1][2]
    consequences: tuple[Consequence, ...]
    if turned_up is not None:
        consequences = (Consequence("turned_up", "BI-7", seat=seat, cards=(str(turned_up),)),)
    elif said is not None:
        consequences = (Consequence("declared", "BI-5", seat=seat, cards=("A♥",), params=(("said", said),)),)
    else:
        consequences = ()
    notation = str(action)
    if len(trick) < state.players:
        return state.evolve(trick=trick, hands=hands, phase="play", last_event=event(seat, notation, consequences))
    # The trick is complete (BI-13): the strictly strongest card takes it (BI-A3).
    index = rules.winning_play([(c, d) for _, c, d in trick], state.options.duplicate_tie)
    winner, card, _ = trick[index]
    taken = state.taken[:winner] + (state.taken[winner] + 1,) + state.taken[winner + 1:]
    consequences += (consequence("trick", "BI-13", winner, taken[winner], (CARD_TEXT[card.suit][card.rank],)),)
    played = state.played + tuple(map(_CARD_OF_PLAY, trick))
    done = event(seat, notation, consequences)
    after = state.evolve(trick=(), hands=hands, taken=taken, played=played, trick_leader=winner,
                         last_trick=trick, last_trick_winner=winner, phase="play", last_event=done)
    return after if any(hands) else _end_round(after, done)


def _end_round(state: State, done: Event) -> State:
    """BI-14: each seat scores its bet against its tricks; then the next round is dealt, or the game ends (BI-15)."""
    points = tuple(rules.round_score(b, t, state.options.exact_score) for b, t in zip(state.bets, state.taken))
    record = RoundRecord(state.hand_size, tuple(state.bets), state.taken, points)
    scores = tuple(s + p for s, p in zip(state.scores, points))
    number = state.round_index + 1
    consequences = done.consequences + (consequence("round_over", "BI-14", value=number),) + tuple(
        consequence("points", "BI-14", seat, p) for seat, p in enumerate(points))
    if number == len(HAND_SIZES):
        winners = rules.final_winners(scores)
        consequences += tuple(Consequence("winner", "BI-A9" if len(winners) > 1 else "BI-15", seat=w, value=scores[w])
                              for w in winners)
        return state.evolve(scores=scores, rounds=state.rounds + (record,), phase="over",
                            bets=(None,) * state.players, taken=(0,) * state.players, played=(),
                            last_event=event(done.seat, done.action, consequences))
    dealt = setup.deal(state.evolve(scores=scores, rounds=state.rounds + (record,), round_index=number))
    return dealt.evolve(last_event=event(done.seat, done.action, consequences + setup.deal_news(dealt)))


__all__ = ["apply"]
