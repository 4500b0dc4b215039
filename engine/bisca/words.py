"""Bisca's sentences: every one a :class:`~engine.words.Said` with named parameters, in one place, so
that it can be translated and said to "you" or about "Anna" (see :mod:`engine.words`). Which sentence is
said when is :mod:`engine.bisca.narrate`'s job; the refusals are raised by the rules with these.
"""
from __future__ import annotations

from ..words import N_, Said

DEAL = Said(N_("Round {number} of {rounds}: {dealer} deals 1 card to each player."),
            plural=N_("Round {number} of {rounds}: {dealer} deals {n} cards to each player."),
            yours={"dealer": N_("Round {number} of {rounds}: you deal {n} cards to each player.")})
DEAL_ONE_YOURS = Said(N_("Round {number} of {rounds}: you deal 1 card to each player."))
BLIND_ROUND = Said(N_("The blind round: everyone sees every card but their own."))
BETS = Said(N_("{player} bets 1 trick."), plural=N_("{player} bets {n} tricks."),
            you=N_("You bet 1 trick."), you_plural=N_("You bet {n} tricks."))
BETS_MADE = Said(N_("The bets are made: {leader} leads the first trick."),
                 yours={"leader": N_("The bets are made: you lead the first trick.")})
PLAYS = Said(N_("{player} plays {card}."), you=N_("You play {card}."))
PLAYS_ACE = Said(N_("{player} plays the A♥ as {said}: {meaning}"), you=N_("You play the A♥ as {said}: {meaning}"))
TURNS_UP = Said(N_("{player} turns up {card}."), you=N_("You turn up {card}."))
TURNS_UP_ACE = Said(N_("{player} turns up the A♥ and must declare it ALTA or BASSA."),
                    you=N_("You turn up the A♥: declare it ALTA or BASSA."))
DECLARES = Said(N_("{player} declares the A♥ {said}: {meaning}"), you=N_("You declare the A♥ {said}: {meaning}"))
BEATS_ALL = Said(N_("it beats every card."))
LOSES_ALL = Said(N_("it loses to every card."))
TAKES_TRICK = Said(N_("{player} takes the trick with {card}."), you=N_("You take the trick with {card}."))
ROUND_OVER = Said(N_("Round {number} of {rounds} is over."))
POINTS = Said(N_("{player} bet {bet} and took {took}: {points} (total {total})."),
              you=N_("You bet {bet} and took {took}: {points} (total {total})."))
WINS_WITH = Said(N_("{player} wins with {total} point."), plural=N_("{player} wins with {total} points."),
                 you=N_("You win with {total} point."), you_plural=N_("You win with {total} points."))
SHARES_WITH = Said(N_("{player} shares the victory with {total} point."),
                   plural=N_("{player} shares the victory with {total} points."),
                   you=N_("You share the victory with {total} point."),
                   you_plural=N_("You share the victory with {total} points."))

PROMPT_BET = Said(N_("Bet how many tricks you will take: {allowed}."))
PROMPT_PLAY = Said(N_("Play a card: click it in your hand."))
PROMPT_BLIND = Said(N_("Play your card blind: you cannot see it, everyone else can."))
PROMPT_DECLARE = Said(N_("Declare your A♥ ALTA (it beats every card) or BASSA (it loses to every card)."))

MOVE_BET = Said(N_("Bet 1 trick"), plural=N_("Bet {n} tricks"))
MOVE_PLAY = Said(N_("Play {card}"))
MOVE_PLAY_ACE = Said(N_("Play the A♥ as {said}"))
MOVE_BLIND = Said(N_("Play your card blind"))
MOVE_DECLARE = Said(N_("Declare the A♥ {said}"))
CHOICE_BET = Said(N_("Bet {n}"))
CHOICE_SAID = Said(N_("{said}: {meaning}"))
FORBIDDEN_BET = Said(N_("Bet {n} is not allowed: {why}"))

FACT_BET = Said(N_("bet {n}"))
FACT_NO_BET = Said(N_("no bet yet"))
FACT_TOOK = Said(N_("took {n}"))
FACT_POINTS = Said(N_("{points} point"), plural=N_("{points} points"))
FACT_CARDS = Said(N_("1 card in hand"), plural=N_("{n} cards in hand"))
FACT_DEALER = Said(N_("dealer"))
ROUND_NOTE = Said(N_("Round {number} of {rounds}: 1 card each."),
                  plural=N_("Round {number} of {rounds}: {n} cards each."))
TRICK_LABEL = Said(N_("The trick"))
NO_CARD_YET = Said(N_("No card played yet."))
LAST_TRICK = Said(N_("Last trick, taken by {player}"), yours={"player": N_("Last trick, taken by you")})
SCORES = Said(N_("Scores"))
ROUND_COLUMN = Said(N_("Round"))
TOTAL_ROW = Said(N_("Total"))
YOUR_HAND = Said(N_("Your hand"))
HAND_OF = Said(N_("{player}'s hand"), you=N_("Your hand"))
YOUR_BLIND_CARD = Said(N_("Your card, face down"))

# --- refusals (the reason after the clause: "BI-10: the bets would total ...") --------------------
NOT_AN_ACTION = Said(N_("{text} is not a Bisca action: {help}"))
NOTATION_HELP = Said(N_("write 'bet N', 'play CARD' (e.g. 'play 10H', 'play AH ALTA'), 'play blind' or "
                        "'declare ALTA|BASSA'"))
BET_NOT_A_NUMBER = Said(N_("a bet is a whole number of tricks: write e.g. 'bet 2', not {text}"))
WRITE_DECLARE = Said(N_("write 'declare ALTA' or 'declare BASSA', not {text}"))
DECLARATION_WORD = Said(N_("the ace of hearts is declared ALTA (high) or BASSA (low), not {text}"))
ONLY_ACE_DECLARED = Said(N_("only the ace of hearts is declared, not {card}"))
BET_RANGE = Said(N_("a bet is a number of tricks from 0 to {size}"))
BETS_TOTAL = Said(N_("the bets would total {total}, the number of cards in hand; {why}"))
RUNNING_SUM_WHY = Said(N_("the running total of bets may never equal it"))
LAST_BIDDER_WHY = Said(N_("under the last-bidder-only rule the last bidder may not make the total equal it"))
GAME_IS_OVER = Said(N_("the game is over: no action can follow the end"))
BETTING_IS_OVER = Said(N_("the betting is over: bets are made before the first card of the round is played"))
BLIND_PLAY_IT = Said(N_("in the blind round you cannot see your card: play it blind"))
NOT_IN_HAND = Said(N_("{card} is not in {player}'s hand"), you=N_("{card} is not in your hand"))
DECLARE_THE_ACE = Said(N_("declare the A♥ ALTA (beats everything) or BASSA (loses to everything)"))
ONLY_THE_ACE = Said(N_("only the A♥ is declared ALTA or BASSA, not {card}"))
ONLY_ONE_CARD_BLIND = Said(N_("only the one-card round is played blind: choose a card from your hand"))
DECLARATION_FOLLOWS = Said(N_("a declaration follows only an A♥ turned up in the blind round"))
DECLARED_AS = Said(N_("the A♥ is declared ALTA or BASSA, not {said}"))
NOT_A_BISCA_ACTION = Said(N_("{action} is not a Bisca action"))
MUST_BET_FIRST = Said(N_("{player} must bet first: no card is played before every bet is made"),
                      you=N_("you must bet first: no card is played before every bet is made"))
MUST_DECLARE_FIRST = Said(N_("{player} turned up the A♥ and must first declare it ALTA or BASSA"),
                          you=N_("you turned up the A♥ and must first declare it ALTA or BASSA"))
PLAY_A_CARD_NOW = Said(N_("the betting is over: play a card"))

# --- why a computer player chose its move (engine/bisca/bots.py; the table says "... chose X: {rule}") ----
BOT_HONOURS = Said(N_("one trick for each ace, king and heart in hand."))
BOT_HONOURS_NEAREST = Said(N_("one trick for each ace, king and heart in hand would be a bet of {n}, which is "
                              "not allowed, so the nearest bet."))
BOT_BLIND_BEGINNER = Said(N_("in the blind round, a trick is bet only when nobody else shows a heart."))
BOT_BLIND_PLAY = Said(N_("in the blind round the card is played unseen."))
BOT_PLAY_HIGH = Said(N_("the highest card, while the trick can still be taken."))
BOT_PLAY_LOW = Said(N_("the lowest card, as the trick cannot be taken."))
BOT_BET_MADE_LOW = Said(N_("the bet is made, so the lowest card."))
BOT_DECLARE = Said(N_("ALTA when the bet still needs a trick, BASSA when it does not."))
BOT_COUNT = Said(N_("the tricks these cards should take against the cards not yet seen: about {estimate}."))
BOT_BLIND_COUNT = Said(N_("the unseen card beats every card shown about {percent} times in 100."))
BOT_TAKE_CHEAP = Said(N_("one more trick to make, taken with the lowest card that should hold it."),
                      plural=N_("{n} more tricks to make: this one taken with the lowest card that should hold it."))
BOT_TAKE_ACE = Said(N_("one more trick to make, and only the A♥ ALTA is sure to take it."),
                    plural=N_("{n} more tricks to make, and only the A♥ ALTA is sure to take this one."))
BOT_CANNOT_TAKE = Said(N_("this trick cannot be made safely, so the lowest card goes."))
BOT_DUCK = Said(N_("the bet is made: the highest card that still loses the trick."))
BOT_FORCED_TAKE = Said(N_("every card takes this trick, so the highest one goes while it must win anyway."))
BOT_HOPE_OVERTAKEN = Said(N_("every card beats the trick so far: the lowest, hoping someone plays higher."))
