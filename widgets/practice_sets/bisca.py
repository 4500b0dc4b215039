"""Bisca's practice: which card takes a trick, which bets are open, what a round scores.

Every situation is dealt by the engine from a fixed deal number, and the engine answers: the trick's
winner (``bisca.trick_winner``), the bets (``State.explain``) and the score (``bisca.round_score``).
"""
from __future__ import annotations

import random

from engine import bisca
from engine.render import cards_row, french_card_svg
from engine.words import N_
from engine.words import translate as _
from widgets.practice import choice_exercise, multi_choice_exercise

TITLE = N_("Bisca practice")

SUIT = {"H": N_("hearts ♥"), "D": N_("diamonds ♦"), "C": N_("clubs ♣"), "S": N_("spades ♠")}
#: a card's place in the trick, written under it (the first card played...)
ORDINAL = [N_("first"), N_("second"), N_("third"), N_("fourth"), N_("fifth"), N_("sixth"), N_("seventh"),
           N_("eighth")]
#: the player who bets next
NEXT_PLAYER = [N_("the first player"), N_("the second player"), N_("the third player"), N_("the fourth player"),
               N_("the fifth player"), N_("the sixth player"), N_("the seventh player"), N_("the eighth player")]


def name(play):
    card, said = play
    return f"{card} {said}" if said else str(card)


def card_label(play, width=44, order=None):
    """A card as an answer button shows it: the engine's picture, the ALTA/BASSA call, the order."""
    card, said = play
    return (french_card_svg(card, width=width, note=said) + (f'<span class="cit-sr"> {said}</span>' if said else "")
            + ("<small>" + _(ORDINAL[order]) + "</small>" if order is not None else ""))


def why_it_loses(loser, winner):
    """Why ``loser`` does not take the trick from ``winner``: the reason and its clause."""
    (lc, ls), (wc, ws) = loser, winner
    if ws == "ALTA":
        return _("{card} beats every other card.").format(card=name(winner)), "BI-5"
    if ls == "BASSA":
        return _("the A♥ declared BASSA loses to every card, even the 2♠."), "BI-A5"
    if (lc, ls) == (wc, ws):
        return (_("two identical cards: {card} was played first, and a card takes the lead only if it is strictly "
                  "stronger.").format(card=name(winner)), "BI-A3")
    if lc.suit != wc.suit:
        return (_("{card} is in {suit}, which outranks {other} whatever the ranks: ♥ > ♦ > ♣ > ♠.").format(
            card=name(winner), suit=_(SUIT[wc.suit]), other=_(SUIT[lc.suit])), "BI-3")
    return _("same suit, and {card} is higher: A K Q J 10 … 2.").format(card=name(winner)), "BI-4"


def trick_exercise(plays, question=N_("These cards were played in this order. Which one takes the trick?"),
                   duplicate_tie="first"):
    winner = bisca.trick_winner([(c, s) if s else c for c, s in plays], duplicate_tie=duplicate_tie)
    options = []
    for i, play in enumerate(plays):
        if i == winner:
            options.append((card_label(play, order=i), True,
                            _("{card} is the strongest card of the trick, so its player takes it and leads the next "
                              "one.").format(card=name(play)), "BI-13"))
        else:
            reason, clause = why_it_loses(play, plays[winner])
            options.append((card_label(play, order=i), False,
                            _("{card} does not take it: {reason}").format(card=name(play), reason=reason), clause))
    return choice_exercise(_(question), options, clause="BI-13")


def dealt_trick(seed, players=4):
    """One card from each hand of a seeded deal, in playing order (a A♥ is declared at random)."""
    state = bisca.new_game(players=players, seed=seed)
    rng = random.Random(seed)
    plays = []
    for seat in range(players):
        card = rng.choice(state.hands[seat])
        plays.append((card, rng.choice(["ALTA", "BASSA"]) if card == bisca.ACE_OF_HEARTS else None))
    return plays


def first_trick(test, players=4):
    """The first seeded deal whose trick passes ``test`` (the engine deals, the page only chooses)."""
    return next(plays for plays in (dealt_trick(s, players) for s in range(1000)) if test(plays))


def suits(plays):
    return [c.suit for c, s in plays if s is None]


def winner_of(plays):
    return plays[bisca.trick_winner([(c, s) if s else c for c, s in plays])]


def duplicate_trick(seed):
    """Two identical cards in a two-deck game (eight players), with another card between them."""
    state = bisca.new_game(players=8, seed=seed)
    shared = sorted(set(state.hands[0]) & set(state.hands[1]) - {bisca.ACE_OF_HEARTS}, key=str)
    if not shared:
        return None
    card = shared[0]
    middle = [c for c in state.hands[2] if c != card and bisca.trick_winner([card, c]) == 0]
    return [(card, None), (middle[0], None), (card, None)] if middle else None


def bets_exercise(seed, players, round_index, bids_made):
    """Which bets may the next bidder make? The deal is seeded, earlier bets picked at random among
    the allowed ones, and every answer comes from ``State.explain``."""
    rng = random.Random(seed)
    state = bisca.new_game(players=players, seed=seed)
    while state.round_index < round_index:
        state = state.apply(rng.choice(state.legal_actions()))
    made = []
    for turn in range(bids_made):
        bet = rng.choice(state.allowed_bets())
        state = state.apply(f"bet {bet}")
        made.append(bet)
    size = bisca.HAND_SIZES[round_index]
    options = []
    for bet in range(size + 1):
        refusal = state.explain(f"bet {bet}")
        if refusal is None:
            total = " + ".join(map(str, made + [bet]))
            options.append((str(bet), True, _("it is allowed: the bets would total {sum} = {total}, not {size}.").format(
                sum=total, total=sum(made) + bet, size=size), "BI-10"))
        else:
            options.append((str(bet), False, _("it is refused: {reason}.").format(reason=refusal.reason),
                            refusal.clause))
    so_far = (_("the bets so far are {bets}").format(bets=", ".join(map(str, made))) if made
              else _("nobody has bet yet"))
    blind = " " + _("This is the blind round.") if size == 1 else ""
    each = (_("{players} players, {n} cards each, and {so_far}.") if size > 1
            else _("{players} players, {n} card each, and {so_far}.")).format(players=players, n=size, so_far=so_far)
    question = each + blind + " " + _("Which bets may {player} make?").format(player=_(NEXT_PLAYER[len(made)]))
    return multi_choice_exercise(question, options, clause="BI-10")


def first_bets(test, players, round_index, bids_made):
    for seed in range(1000):
        exercise = bets_exercise(seed, players, round_index, bids_made)
        if test(exercise):
            return exercise
    raise LookupError(f"no seeded deal gives the bets exercise wanted ({players} players, round {round_index + 1})")


def refused_count(exercise):
    return sum(not o.is_correct for o in exercise.options)


def score_exercise(bet, taken):
    points = bisca.round_score(bet, taken)                # the engine scores; the page only explains
    exact, miss = bet == taken, abs(bet - taken)
    tricks = (_("{n} trick") if taken == 1 else _("{n} tricks")).format(n=taken)
    why = (_("a bet of {bet} with {tricks} taken scores {points}").format(bet=bet, tricks=tricks, points=f"{points:+d}")
           if points else _("it scores {points}").format(points=points))

    def reason(shown):
        """Why ``shown`` points is not the score (clause BI-14, or BI-A1 for a score that grows with the bet)."""
        if exact and shown == bet and bet > 1:
            return _("an exact bet is worth a flat +3, however many tricks were bet; {why}.").format(why=why), "BI-A1"
        if exact and bet == 0:
            return _("an exact bet of 0 is worth +1, not {shown}; {why}.").format(
                shown=f"{shown:+d}" if shown else _("nothing"), why=why), "BI-14"
        if exact and shown == 1:
            return _("+1 is only for an exact bet of 0; any other exact bet scores +3. So {why}.").format(why=why), "BI-14"
        if exact:
            return _("an exact bet of 1 or more scores +3; {why}.").format(why=why), "BI-14"
        if shown > 0:
            return _("only an exact bet scores points; a miss loses the difference, here {miss}. So {why}.").format(
                miss=miss, why=why), "BI-14"
        return _("a miss loses the difference between bet and tricks taken, here {miss}. So {why}.").format(
            miss=miss, why=why), "BI-14"

    options = []
    for shown in sorted({points, 3, 1, bet, taken, -miss, miss, 0}):
        label = f"{shown:+d}" if shown else "0"
        if shown == points:
            verdict = _("exactly right.") if exact else _("a miss by {miss}.").format(miss=miss)
            options.append((label, True, _("{why}: {verdict}").format(why=why, verdict=verdict), "BI-14"))
        else:
            options.append((label, False, *reason(shown)))
    return choice_exercise(_("You bet {bet} and took {tricks}. What do you score for the round?").format(
        bet=bet, tricks=tricks), options, clause="BI-14")


def played_results(seed, players=4):
    """(bet, taken) pairs of a whole game between random players, from the engine's score sheet."""
    rng = random.Random(seed)
    state = bisca.new_game(players=players, seed=seed)
    while not state.is_terminal():
        state = state.apply(rng.choice(state.legal_actions()))
    return [(r.bets[p], r.taken[p]) for r in state.rounds for p in range(players)]


def first_result(test):
    """The first (bet, taken) of the seeded games' score sheets that passes ``test``."""
    return next(r for seed in range(5, 500) for r in played_results(seed) if test(*r))


def follow_suit_exercise(seed, players=3):
    """After a card is led, which cards of the next player's hand may be played? (All of them.)"""
    rng = random.Random(seed)
    state = bisca.new_game(players=players, seed=seed)
    while state.phase == "bet":
        state = state.apply(rng.choice(state.legal_actions()))
    lead = rng.choice(state.legal_actions())
    state = state.apply(lead)
    seat = state.current_player
    assert seat is not None, "a card was just led, so someone plays next"
    hand = state.hands[seat]
    playable = {a.card for a in state.legal_actions() if isinstance(a, bisca.Play)}
    assert isinstance(lead, bisca.Play)          # a trick is led with a card
    led = lead.card
    options = [(card_label((c, None)), c in playable,
                (_("{card} may be played: nobody has to follow suit, any card of your hand is always playable.")
                 if c in playable else _("{card} may not be played now.")).format(card=c), "BI-12") for c in hand]
    return multi_choice_exercise(_("The {card} was led. These are your cards: which of them may you play?").format(
        card=led),
                                 options, picture_html=cards_row([led], width=48), clause="BI-12")


def exercises():
    # 1. a low heart (or diamond) against higher ranks of lower suits
    suit_beats_rank = first_trick(lambda p: winner_of(p)[1] is None and
                                  any(c.rank > winner_of(p)[0].rank for c, s in p if s is None))
    # 2. two or more cards of the winning suit: the rank decides
    rank_decides = first_trick(lambda p: winner_of(p)[1] is None and suits(p).count(winner_of(p)[0].suit) >= 2
                               and p != suit_beats_rank)
    # 3. the ace of hearts declared BASSA
    ace_low = first_trick(lambda p: any(s == "BASSA" for c, s in p))
    # 4. two identical cards in a two-deck game (eight players): the first one played wins
    duplicate = next(t for t in map(duplicate_trick, range(1000)) if t)
    exact = first_result(lambda bet, taken: bet == taken >= 2)
    exact_zero = first_result(lambda bet, taken: bet == taken == 0)
    missed = first_result(lambda bet, taken: bet != taken and bet > 0 and taken > 0)
    return [
        trick_exercise(suit_beats_rank),
        first_bets(lambda ex: refused_count(ex) == 1 and ex.options[-1].is_correct, 4, 0, 2),
        trick_exercise(rank_decides),
        first_bets(lambda ex: True, 3, 1, 0),
        score_exercise(*exact),
        first_bets(lambda ex: refused_count(ex) == 0, 4, 2, 3),
        trick_exercise(ace_low),
        score_exercise(*missed),
        bets_exercise(3, 4, 4, 2),
        trick_exercise(duplicate, N_("Eight players, so two decks. These cards were played in this order. "
                                     "Which one takes the trick?")),
        follow_suit_exercise(4),
        score_exercise(*exact_zero),
    ]
