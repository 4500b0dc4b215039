"""Bisca's computer players, from the beginner up (the ladder in :mod:`engine.ladder` measures them).

- ``BeginnerBot`` follows the rules of thumb a new player uses: bet one trick for each ace, king and
  heart (the highest suit) in hand, play the highest card while the trick can still be taken, else the
  lowest. Its mistakes are a beginner's: a K♠ is counted as a sure trick though every heart beats it,
  and so is a 2♥.
- ``IntermediateBot`` counts: it bets the tricks its cards should take against the cards it cannot
  see, then plays to make exactly its bet (the cheapest card that takes a trick it needs, the
  highest card that loses a trick it does not).
- ``StrongBot`` searches (ISMCTS, :class:`engine.bots.SearchBot`): imagined rounds dealt from the
  cards it cannot see, played out by the intermediate's rules, each scored at the round's end by the
  chance of winning the game with those totals.

Every bot sees only what its seat sees: its own cards (the others' in the blind round), the trick,
the cards played this round and the bets.

>>> from engine import bisca
>>> state = bisca.new_game(players=3, seed=4)
>>> [sorted(map(str, hand)) for hand in state.hands][state.current_player]
['8♠', '8♥', 'A♣', 'A♦', 'J♥']
>>> bot = BeginnerBot(seed=1)
>>> str(bot.choose(state)), str(bot.last_reason["rule"])
('bet 4', 'one trick for each ace, king and heart in hand.')
>>> str(IntermediateBot(seed=1).choose(state))
'bet 3'
"""
from __future__ import annotations

import math
from typing import Any

from ..bots import RuleBot, SearchBot
from . import words
from .actions import DECLARATIONS, PLAY_BLIND, Bet, Play
from .rules import HAND_SIZES, HIGH, LOW, SUIT_RANK, decks_needed, round_score
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..cards import FrenchCard
    from .state import State

TOP, BOTTOM = 100, -100            # the A♥ declared ALTA beats everything, BASSA loses to everything
_ALL_STRENGTHS = [16 * SUIT_RANK[s] + r for s in SUIT_RANK for r in range(2, 15)]


def strength(card: FrenchCard, said: str | None = None) -> int:
    """A card's place in Bisca's one order (suit first, then rank); the A♥ at either end when declared."""
    if said == HIGH:
        return TOP
    if said == LOW:
        return BOTTOM
    return 16 * SUIT_RANK[card.suit] + card.rank


def _is_ace_of_hearts(card: FrenchCard) -> bool:
    return card.rank == 14 and card.suit == "H"


def _best_so_far(trick: Any) -> int:
    return max((strength(c, d) for _, c, d in trick), default=BOTTOM - 1)


def _unseen_strengths(state: State, me: int) -> list[int]:
    """The cards ``me`` cannot see this round, as strengths (the A♥ counted as the top card)."""
    counts: dict[int, int] = {}
    copies = decks_needed(state.players)
    for s in _ALL_STRENGTHS:
        counts[s] = copies
    seen = list(state.hands[me]) + list(state.played) + [c for _, c, _ in state.trick]
    for card in seen:
        counts[16 * SUIT_RANK[card.suit] + card.rank] -= 1
    return [s for s, n in counts.items() for _ in range(n)]


def _chance_unbeaten(card_strength: int, unseen: list[int], opponents_cards: int) -> float:
    """The chance that none of ``opponents_cards`` cards dealt from ``unseen`` is stronger."""
    total = len(unseen)
    if total == 0 or opponents_cards <= 0:
        return 1.0
    stronger = sum(1 for s in unseen if s > card_strength)
    chance = 1.0
    for i in range(min(opponents_cards, total)):
        if total - i <= 0:
            break
        chance *= max(0.0, (total - stronger - i) / (total - i))
    return chance


def _nearest_allowed(wanted: float, actions: list) -> Bet:
    bets = [a for a in actions if isinstance(a, Bet)]
    return min(bets, key=lambda b: (abs(b.tricks - wanted), b.tricks))


def _declaration_for(state: State, me: int) -> Any:
    """ALTA when the bet still needs a trick, else BASSA."""
    bet = state.bets[me]
    need = (bet or 0) - state.taken[me]
    return (DECLARATIONS[0] if need > 0 else DECLARATIONS[1]), need


# --- the beginner ---------------------------------------------------------------------------------

class BeginnerBot(RuleBot):
    """Bets its aces, kings and hearts; plays high while the trick can be taken, else low."""

    name = "beginner"

    def decide(self, state, actions):
        me = state.current_player
        assert me is not None, "a bot is asked only while the game waits on a seat"
        if state.phase == "declare":
            action, _ = _declaration_for(state, me)
            return action, words.BOT_DECLARE()
        if state.phase == "bet":
            if state.is_blind_round:
                others = [c for s, hand in enumerate(state.hands) if s != me for c in hand]
                wanted = 0 if any(c.suit == "H" for c in others) else 1
                return _nearest_allowed(wanted, actions), words.BOT_BLIND_BEGINNER()
            honours = sum(1 for c in state.hands[me] if c.rank >= 13 or c.suit == "H")
            bet = _nearest_allowed(honours, actions)
            if bet.tricks != honours:
                return bet, words.BOT_HONOURS_NEAREST(n=honours)
            return bet, words.BOT_HONOURS()
        if actions == [PLAY_BLIND]:
            return PLAY_BLIND, words.BOT_BLIND_PLAY()
        best = _best_so_far(state.trick)
        plays = [(strength(a.card, a.declaration), a) for a in actions]
        highest = max(plays, key=lambda p: p[0])
        lowest = min(plays, key=lambda p: p[0])[1]
        if state.taken[me] >= (state.bets[me] or 0):
            return lowest, words.BOT_BET_MADE_LOW()
        if highest[0] > best:
            return highest[1], words.BOT_PLAY_HIGH()
        return lowest, words.BOT_PLAY_LOW()


# --- the intermediate -----------------------------------------------------------------------------

def _expected_tricks(state: State, me: int) -> float:
    """How many tricks ``me``'s hand should take: for each card, the chance that every opponent's card
    in its trick is lower (each opponent's card one of those ``me`` cannot see), and the A♥ as half a
    trick (it can take one or lose one at will)."""
    unseen = sorted(_unseen_strengths(state, me))
    total = len(unseen) or 1
    others = state.players - 1
    expected = 0.0
    for card in state.hands[me]:
        if _is_ace_of_hearts(card):
            expected += 0.5
        else:
            s = strength(card)
            below = sum(1 for u in unseen if u < s)
            expected += (below / total) ** others
    return expected


def _blind_bet(state: State, me: int, actions: list) -> Any:
    """The blind round: my card is one of those I cannot see; bet 1 if it more likely beats every card
    shown (or is the A♥, which can be declared either way) than not."""
    shown = [c for s, hand in enumerate(state.hands) if s != me for c in hand]
    best_shown = max((strength(c) for c in shown), default=BOTTOM)
    pool = _unseen_strengths(state, me)
    pool += [strength(c) for c in state.hands[me]]          # my own card is among those I cannot see
    pool = [s for s in pool if s not in (strength(c) for c in shown)] or pool
    ace = sum(1 for s in pool if s == 16 * SUIT_RANK["H"] + 14) / len(pool)
    above = sum(1 for s in pool if s > best_shown and s != 16 * SUIT_RANK["H"] + 14) / len(pool)
    value_one = 3 * (above + ace) - (1 - above - ace)
    value_zero = 1 * (1 - above) - above
    wanted = 1 if value_one > value_zero else 0
    return _nearest_allowed(wanted, actions), above + ace


def intermediate_decision(state: State, actions: list | None = None) -> Any:
    """The intermediate's choice and why: ``(action, Said, params)``. Also the strong player's
    rollout policy (without the words)."""
    actions = actions if actions is not None else state.legal_actions()
    me = state.current_player
    assert me is not None, "a bot is asked only while the game waits on a seat"
    phase = state.phase
    if phase == "declare":
        action, need = _declaration_for(state, me)
        return action, words.BOT_DECLARE, {}
    if phase == "bet":
        if state.is_blind_round:
            bet, chance = _blind_bet(state, me, actions)
            return bet, words.BOT_BLIND_COUNT, {"percent": round(100 * chance)}
        expected = _expected_tricks(state, me)
        bet = _nearest_allowed(expected, actions)
        return bet, words.BOT_COUNT, {"estimate": f"{expected:.1f}"}
    if len(actions) == 1:
        return actions[0], words.BOT_BLIND_PLAY, {}
    need = (state.bets[me] or 0) - state.taken[me]
    trick = state.trick
    best = _best_so_far(trick)
    tie_wins = state.options.duplicate_tie == "last"
    cards = [a for a in actions if isinstance(a, Play)]            # the trick phase lists plays only
    plays = sorted(((strength(a.card, a.declaration), a) for a in cards), key=lambda p: p[0])
    plain = [p for p in plays if not _is_ace_of_hearts(p[1].card)]
    ace = {p[1].declaration: p for p in plays if _is_ace_of_hearts(p[1].card)}
    later = state.players - len(trick) - 1          # players still to play after me

    def takes(s: int) -> bool:
        return s > best or (tie_wins and s == best)

    if need > 0:
        cards_left = len(state.hands[me])
        if later == 0:
            winners = [p for p in plain if takes(p[0])]
            if winners:
                return winners[0][1], words.BOT_TAKE_CHEAP, {"n": need}
            if HIGH in ace:
                return ace[HIGH][1], words.BOT_TAKE_ACE, {"n": need}
            return plain[0][1], words.BOT_CANNOT_TAKE, {}
        unseen = _unseen_strengths(state, me)
        safe = [p for p in plain if takes(p[0]) and _chance_unbeaten(p[0], unseen, later) >= 0.6]
        if safe:
            return safe[0][1], words.BOT_TAKE_CHEAP, {"n": need}
        if need >= cards_left and HIGH in ace:
            return ace[HIGH][1], words.BOT_TAKE_ACE, {"n": need}
        if need >= cards_left and plain and takes(plain[-1][0]):
            return plain[-1][1], words.BOT_TAKE_CHEAP, {"n": need}
        pool = plain or [ace[LOW]]
        return pool[0][1], words.BOT_CANNOT_TAKE, {}
    # The bet is made (or broken): lose the trick with the highest card that loses.
    losers = [p for p in plain if not takes(p[0])]
    if losers:
        return losers[-1][1], words.BOT_DUCK, {}
    if LOW in ace:
        return ace[LOW][1], words.BOT_DUCK, {}
    if later == 0:
        return plain[-1][1], words.BOT_FORCED_TAKE, {}
    return plain[0][1], words.BOT_HOPE_OVERTAKEN, {}


def intermediate_policy(state, rng=None):
    """The intermediate's move alone (the strong player's rollouts play it on every step)."""
    return intermediate_decision(state)[0]


class IntermediateBot(RuleBot):
    """Bets what its cards should take against the unseen ones; plays to make exactly that."""

    name = "intermediate"

    def decide(self, state, actions):
        action, said, params = intermediate_decision(state, actions)
        return action, said(**params)


# --- the strong player ----------------------------------------------------------------------------

def end_of_round(start: Any, state: State) -> bool:
    """A rollout stops when the round the search began in is over (its points are known)."""
    return state.round_index != start.round_index or state.phase == "over"


def win_chances(state: State) -> list[float]:
    """Each seat's chance of winning the game from its total, by how far it stands from the others
    and how many rounds are left (a softmax whose temperature grows with the rounds to play)."""
    if state.is_terminal():
        return state.returns()
    rounds_left = len(HAND_SIZES) - state.round_index
    projected = [state.scores[seat] + _this_round(state, seat) for seat in range(state.players)]
    spread = 2.0 + 2.0 * rounds_left
    top = max(projected)
    weights = [math.exp((p - top) / spread) for p in projected]
    total = sum(weights)
    return [w / total for w in weights]


def _this_round(state: State, seat: int) -> float:
    """The round's points so far when a rollout is cut before its end: a bet already broken by
    too many tricks counts its loss, anything else nothing yet."""
    bet, taken = state.bets[seat], state.taken[seat]
    if bet is None or taken <= bet:
        return 0.0
    return round_score(bet, taken, state.options.exact_score)


class StrongBot(SearchBot):
    """ISMCTS over the cards it cannot see, with the intermediate's rules in the imagined rounds."""

    name = "strong"

    def __init__(self, iterations: int = 150, time_limit: float | None = 0.8, seed: int = 0,
                 exploration: float = 0.7):
        super().__init__(iterations=iterations, time_limit=time_limit, seed=seed, exploration=exploration,
                         rollout_policy=intermediate_policy, rollout_until=end_of_round, evaluate=win_chances)


__all__ = ["BeginnerBot", "IntermediateBot", "StrongBot", "intermediate_decision", "intermediate_policy",
           "strength", "win_chances"]
