"""come-quando-frederik-piange's sentences: every one a :class:`~engine.words.Said` with named parameters,
in one place, so that it can be translated and said to "you" or about "Anna" (see :mod:`engine.words`).
Which sentence is said when is :mod:`engine.frederik.narrate`'s job; the refusals are raised by the
judge (:mod:`engine.frederik.judge`, :mod:`engine.frederik.conditions`) with these.

Cards are their symbols (``9♦``). The other players are named, never numbered; where a choice is
about another player's card the sentence says "their" (the reader has just clicked that card).
"""
from __future__ import annotations

from ..words import C_, N_, Said, Term

# --- game words ----------------------------------------------------------------------------------
SUITS = {"S": Term(N_("spade")), "H": Term(N_("heart")), "D": Term(N_("diamond")), "C": Term(N_("club"))}
#: "colore" read as red or black (the variant of FP-A1): the suit word becomes the colour's
COLOURS = {True: Term(N_("red card")), False: Term(N_("black card"))}
SUIT_WORD = Term(N_("suit"))
COLOUR_WORD = Term(N_("colour"))
ACTION_NOUNS = {"swap": Term(N_("swap")), "discard": Term(N_("discard")), "steal": Term(N_("steal")),
                "force": Term(N_("force"))}
STEAL_KINDS = {"steal_high": Term(N_("a high steal")), "steal_low": Term(N_("a low steal"))}
NONE_FACE_UP = Term(N_("none"))

# --- poker hands (FP-3) ------------------------------------------------------------------------------
#: the French cards' ranks (the queen is a "donna" at a card table, a "regina" on La Scamorra's chess cards)
RANK_ONE = {14: Term(N_("ace")), 13: Term(N_("king")), 12: Term(C_("frederik", "queen")), 11: Term(N_("jack"))}
RANK_MANY = {14: Term(N_("aces")), 13: Term(N_("kings")), 12: Term(N_("queens")), 11: Term(N_("jacks"))}
NUMBER_MANY = Said(N_("{number}s"))
HAND_HIGH_CARD = Said(N_("{high} high"))
HAND_PAIR = Said(N_("a pair of {ranks}"))
HAND_TWO_PAIR = Said(N_("two pair, {first} and {second}"))
HAND_THREE = Said(N_("three {ranks}"))
HAND_STRAIGHT = Said(N_("a straight to the {high}"))
HAND_FLUSH = Said(N_("a flush, {high} high"))
HAND_FULL_HOUSE = Said(N_("a full house, {first} over {second}"))
HAND_FOUR = Said(N_("four {ranks}"))
HAND_STRAIGHT_FLUSH = Said(N_("a straight flush to the {high}"))
HAND_NONE = Said(N_("no cards"))

# --- what happened (the log) ------------------------------------------------------------------------
STARTS = Said(N_("{player} starts: the draw phase begins."), you=N_("You start: the draw phase begins."))
DRAWS_HAND = Said(N_("{player} draws a card."), plural=N_("{player} draws {n} cards."),
                  you=N_("You draw a card: {cards}."), you_plural=N_("You draw {n} cards: {cards}."))
KEEPS = Said(N_("{player} keeps one of the drawn cards face down."), you=N_("You keep the {card} face down."))
#: a whole draw turn told at once (a step-through of a whole game): the card kept and the four put under
DRAW_TURN = Said(N_("{player} draws five cards, keeps one face down and puts the other four under the pile."),
                 you=N_("You draw five cards, keep one face down and put the other four under the pile."))
KEEPS_ALL = Said(N_("{player} keeps all five cards face down and waits for the battle."),
                 you=N_("You keep all five cards face down and wait for the battle."))
PUTS_UNDER = Said(N_("{player} puts a drawn card under the pile."), you=N_("You put the {card} under the pile."))
LAST_UNDER = Said(N_("{player}'s last drawn card goes under the pile after it."),
                  you=N_("Your last drawn card, the {card}, goes under the pile after it."))
TURNS_UP = Said(N_("{player} turns {cards} face up."), you=N_("You turn {cards} face up."))
LEAVES_DOWN = Said(N_("{player} leaves one card face down."), you=N_("You leave the {card} face down."))
SKIPS = Said(N_("{player} kept all five cards face down and skips this draw turn."),
             you=N_("You kept all five cards face down and skip this draw turn."))
BATTLE_BEGINS = Said(N_("The draw phase is over: the battle begins, and {player} acts first."),
                     you=N_("The draw phase is over: the battle begins, and you act first."))
PASSES = Said(N_("{player} passes."), you=N_("You pass."))
DRAWS_TOP = Said(N_("{player} draws the top card of the pile: {card}, face up."),
                 you=N_("You draw the top card of the pile: {card}, face up."))
DRAWS_TOP_DOWN = Said(N_("{player} draws the top card of the pile face down."),
                      you=N_("You draw the top card of the pile face down: {card}."))
DRAWS_NTH = Said(N_("{player} draws card number {number} from the top of the pile: {card}, face up."),
                 you=N_("You draw card number {number} from the top of the pile: {card}, face up."))
DRAWS_NTH_DOWN = Said(N_("{player} draws card number {number} from the top of the pile, face down."),
                      you=N_("You draw card number {number} from the top of the pile, face down: {card}."))
PUTS_PAIR_UNDER = Said(N_("{player} puts the pair {cards} under the pile, in that order."),
                       you=N_("You put the pair {cards} under the pile, in that order."))
PUTS_TRIPLE_UNDER = Said(N_("{player} puts the triple {cards} under the pile, in that order."),
                         you=N_("You put the triple {cards} under the pile, in that order."))
DRAWS_UP = Said(N_("{player} draws a card face up: {cards}."), plural=N_("{player} draws {n} cards face up: {cards}."),
                you=N_("You draw a card face up: {cards}."), you_plural=N_("You draw {n} cards face up: {cards}."))
DRAWS_DOWN = Said(N_("{player} draws a card face down."), plural=N_("{player} draws {n} cards face down."),
                  you=N_("You draw a card face down: {cards}."), you_plural=N_("You draw {n} cards face down: {cards}."))
DRAWS_NOTHING = Said(N_("The pile is empty, so {player} draws nothing."),
                     you=N_("The pile is empty, so you draw nothing."))
HIDES = Said(N_("{player} turns the {card} face down."), you=N_("You turn the {card} face down."))
DECLARES_SWAP = Said(N_("{player} declares a swap: the {card} for {owner}'s {target}."),
                     you=N_("You declare a swap: your {card} for {owner}'s {target}."),
                     yours={"owner": N_("{player} declares a swap: the {card} for your {target}.")})
DECLARES_DISCARD = Said(N_("{player} declares a discard: the {card} and {owner}'s {target} under the pile."),
                        you=N_("You declare a discard: your {card} and {owner}'s {target} under the pile."),
                        yours={"owner": N_("{player} declares a discard: the {card} and your {target} under "
                                           "the pile.")})
DECLARES_STEAL = Said(N_("{player} declares a steal: the {card} for {owner}'s {target}, showing {helpers} as "
                         "matching cards."),
                      you=N_("You declare a steal: your {card} for {owner}'s {target}, showing {helpers} as "
                             "matching cards."),
                      yours={"owner": N_("{player} declares a steal: the {card} for your {target}, showing "
                                         "{helpers} as matching cards.")})
DECLARES_FORCE = Said(N_("{player} turns up the {card} to force {owner} to turn up a face-down card."),
                      you=N_("You turn up your {card} to force {owner} to turn up a face-down card."),
                      yours={"owner": N_("{player} turns up the {card} to force you to turn up one of your "
                                         "face-down cards.")})
DOES_NOT_PROTECT = Said(N_("{player} does not protect the {target}."), you=N_("You do not protect your {target}."))
DOES_NOT_INTERRUPT = Said(N_("{player} does not interrupt."), you=N_("You do not interrupt."))
PROTECTS = Said(N_("{player} protects the {target} with the {card}: the {action} fails."),
                you=N_("You protect your {target} with the {card}: the {action} fails."))
FAILED_CARD_UNDER = Said(N_("{owner}'s {card} goes under the pile."),
                         yours={"owner": N_("Your {card} goes under the pile.")})
INTERRUPTS = Said(N_("{player} puts the {card} under the pile and cancels the {action}."),
                  you=N_("You put your {card} under the pile and cancel the {action}."))
INTERRUPTS_FORCE = Said(N_("{player} puts the {card} under the pile and cancels the force: the {used} stays face "
                           "up and nothing else is turned up."),
                        you=N_("You put your {card} under the pile and cancel the force: the {used} stays face "
                               "up and nothing else is turned up."))
CANCELLED_CARD_UNDER = Said(N_("{owner}'s {card} goes under the pile before it; the {target} stays where it is."),
                            yours={"owner": N_("Your {card} goes under the pile before it; the {target} stays "
                                               "where it is.")})
SWAPS = Said(N_("{player} swaps the {card} for {owner}'s {target}."),
             you=N_("You swap your {card} for {owner}'s {target}."),
             yours={"owner": N_("{player} swaps the {card} for your {target}.")})
DISCARDS = Said(N_("{player} puts the {card} under the pile, and {owner}'s {target} goes after it."),
                you=N_("You put your {card} under the pile, and {owner}'s {target} goes after it."),
                yours={"owner": N_("{player} puts the {card} under the pile, and your {target} goes after it.")})
STEALS = Said(N_("{player} puts the {card} under the pile and steals {owner}'s {target}."),
              you=N_("You put your {card} under the pile and steal {owner}'s {target}."),
              yours={"owner": N_("{player} puts the {card} under the pile and steals your {target}.")})
FORCED_UP = Said(N_("{player} has to turn the {card} face up."), you=N_("You have to turn your {card} face up."))
GAME_ENDS = Said(N_("After two battle rounds the game is over."))
WINS_WITH = Said(N_("{player} wins with {hand}."), you=N_("You win with {hand}."))
SHARES_WIN_WITH = Said(N_("{player} shares the win with {hand}."), you=N_("You share the win with {hand}."))

# --- what the player to move is asked (the line above the table) ----------------------------------------
PROMPT_KEEP = Said(N_("Keep one of your drawn cards face down: click it. The others then go under the pile."))
PROMPT_KEEP_OR_ALL = Said(N_("Keep one of your five drawn cards face down: click it. On this first draw turn "
                             "you may instead keep all five face down."))
PROMPT_BOTTOM = Said(N_("Put your drawn cards under the pile: click the one to go next (1 card left)."),
                     plural=N_("Put your drawn cards under the pile: click the one to go next ({n} cards left; "
                               "the last one follows by itself)."))
PROMPT_FACE = Said(N_("End your draw turn: click the one face-down card to leave face down (the others turn "
                      "face up), or turn them all face up."))
PROMPT_BATTLE = Said(N_("Battle round {round} of 2: click one of your cards and then what it acts on, or the pile "
                        "to draw, or pass."))
PROMPT_BATTLE_NO_PILE = Said(N_("Battle round {round} of 2: click one of your cards and then what it acts on, or "
                                "pass (the pile is empty)."))
#: the seat asked to answer is never the actor (FP-A4), so the actor is named, never "you"
PROMPT_PROTECT = Said(N_("{actor} declares a {action} against your {target}: click a face-down card of yours "
                         "that protects it (it turns face up), or let it pass."))
PROMPT_PROTECT_NONE = Said(N_("{actor} declares a {action} against your {target}, and none of your face-down cards "
                              "protects it: let it pass."))
PROMPT_INTERRUPT = Said(N_("{actor} declares a {action} with the {card}: you may cancel it by clicking a card of "
                           "yours of the same number or {suit}, which goes under the pile; or let it pass."))
PROMPT_INTERRUPT_NONE = Said(N_("{actor} declares a {action} with the {card}, and no card of yours can cancel it: "
                                "let it pass."))

# --- the choices (worded buttons) and the moves in the list ----------------------------------------------
CHOICE_KEEP_ALL = Said(N_("Keep all five face down"))
CHOICE_ALL_UP = Said(N_("Turn them all face up"))
CHOICE_PASS = Said(N_("Pass"))
CHOICE_LET_PASS = Said(N_("Let it pass"))
CHOICE_HIDE = Said(N_("Turn it face down"))
CHOICE_TOP = Said(N_("Draw the top card"))
CHOICE_NTH = Said(N_("Draw card number {number} from the top"))
#: a verb for the card and the target picked, with why the rules allow it (FP-16..FP-23, FP-31)
CHOICE_VERBS = {
    "swap_high": Said(N_("Swap: your higher {card} for their {target}, the highest {suit} they show")),
    "swap_low": Said(N_("Swap: your lower {card} for their {target}, the lowest {suit} they show")),
    "swap_equal": Said(N_("Swap: your {card} for their {target}, of the same number")),
    "discard_high": Said(N_("Discard: your higher {card} and their {target}, the highest {suit} they show, "
                            "both under the pile")),
    "discard_low": Said(N_("Discard: your lower {card} and their {target}, the lowest {suit} they show, "
                           "both under the pile")),
    "discard_equal": Said(N_("Discard: your {card} and their {target}, of the same number, both under the pile")),
    "steal_high": Said(N_("Steal: their {target}, the highest {suit} they show, for your higher {card}; then "
                          "pick 1 card matching it"),
                       plural=N_("Steal: their {target}, the highest {suit} they show, for your higher {card}; then "
                                 "pick {n} cards matching it")),
    "steal_low": Said(N_("Steal: their {target}, the lowest {suit} they show, for your lower {card}; then pick "
                         "1 card matching it"),
                      plural=N_("Steal: their {target}, the lowest {suit} they show, for your lower {card}; then "
                                "pick {n} cards matching it")),
}
MOVE_KEEP = Said(N_("Keep the {card} face down"))
MOVE_KEEP_UNSEEN = Said(N_("Keep drawn card {number} face down"))
MOVE_KEEP_ALL = Said(N_("Keep all five cards face down"))
MOVE_BOTTOM = Said(N_("Put the {card} under the pile"))
MOVE_BOTTOM_UNSEEN = Said(N_("Put drawn card {number} under the pile"))
MOVE_LEAVE = Said(N_("Leave the {card} face down and turn the others up"))
MOVE_LEAVE_UNSEEN = Said(N_("Leave one card face down and turn the others up"))
MOVE_ALL_UP = Said(N_("Turn every card face up"))
MOVE_PASS = Said(N_("Pass"))
MOVE_NO_PROTECT = Said(N_("Do not protect"))
MOVE_NO_INTERRUPT = Said(N_("Do not interrupt"))
MOVE_PAIR = Said(N_("Put the pair {cards} under the pile, in that order, and draw {n} cards"))
MOVE_TRIPLE = Said(N_("Put the triple {cards} under the pile, in that order, and draw {n} cards"))
MOVE_TOP = Said(N_("Draw the top card of the pile"))
MOVE_NTH = Said(N_("Draw card number {number} from the top of the pile"))
MOVE_HIDE = Said(N_("Turn the {card} face down"))
MOVE_FORCE = Said(N_("Force: the {card} makes {owner} turn up a face-down card ({position} of {count})"),
                  yours={"owner": N_("Force: the {card} makes you turn up a face-down card ({position} of {count})")})
MOVE_SWAP = Said(N_("Swap: the {card} for {owner}'s {target}"), yours={"owner": N_("Swap: the {card} for your {target}")})
MOVE_DISCARD = Said(N_("Discard: the {card} and {owner}'s {target} under the pile"),
                    yours={"owner": N_("Discard: the {card} and your {target} under the pile")})
MOVE_STEAL = Said(N_("Steal: {owner}'s {target} for the {card}, showing {helpers}"),
                  yours={"owner": N_("Steal: your {target} for the {card}, showing {helpers}")})
#: a steal named in a practice question, allowed or not (its kind, high or low, is what is asked)
PRACTICE_STEAL_HIGH = Said(N_("A high steal: Bruno's {target} for your {card}, showing {helpers}"))
PRACTICE_STEAL_LOW = Said(N_("A low steal: Bruno's {target} for your {card}, showing {helpers}"))
MOVE_PROTECT = Said(N_("Protect the {target} with the {card}"))
MOVE_INTERRUPT = Said(N_("Cancel it with the {card}"))

# --- what a click names (the note after a pick) ---------------------------------------------------------
CARD_OF = Said(N_("{owner}'s {card}"), yours={"owner": N_("your {card}")})
FACE_DOWN_OF = Said(N_("{owner}'s face-down card"), yours={"owner": N_("your face-down card")})
FACE_DOWN_OF_MANY = Said(N_("{owner}'s face-down card ({position} of {count})"),
                         yours={"owner": N_("your face-down card ({position} of {count})")})
THE_PILE = Said(N_("the pile"))

# --- the table ---------------------------------------------------------------------------------------------
CARDS_OF = Said(N_("{player}'s cards"), you=N_("Your cards"))
DRAWN_OF = Said(N_("{player}'s drawn cards"), you=N_("Your drawn cards"))
FACE_DOWN_TAG = Said(N_("down"))
BORROWED_TAG = Said(N_("borrowed"))
CARD_FACE_DOWN = Said(N_("{card}, face down"))
FACT_FACE_UP = Said(N_("1 face up"), plural=N_("{n} face up"))
FACT_FACE_DOWN = Said(N_("1 face down"), plural=N_("{n} face down"))
FACT_NO_CARDS = Said(N_("no cards yet"))
FACT_DRAWING = Said(N_("drawing"))
FACT_ALL_DOWN = Said(N_("all five face down"))
PILE_LABEL = Said(N_("The pile"))
PILE_COUNT = Said(N_("1 card"), plural=N_("{n} cards"))
PILE_NAME = Said(N_("The pile: 1 card"), plural=N_("The pile: {n} cards"))
PILE_EMPTY = Said(N_("The pile is empty."))
NOTE_DRAW = Said(N_("Draw phase, round {round} of 5."))
NOTE_BATTLE = Said(N_("Battle, round {round} of 2."))
BEST_NOW = Said(N_("If the game ended now, your best hand would be {hand}: {cards}."))
BORROWED_FROM = Said(N_("The {card} is borrowed from {owner}."), yours={"owner": N_("The {card} is borrowed from you.")})
BEST_HAND_OF = Said(N_("{player}'s best hand: {hand}"), you=N_("Your best hand: {hand}"))

# --- refusals (the reason after the clause: "FP-31: 9♥ is protected by ...") ------------------------------
GAME_IS_OVER = Said(N_("the game is over: no action can follow the end"))
NOT_AN_ACTION = Said(N_("{action} is not a come-quando-frederik-piange action"))
DRAW_PHASE_OVER = Said(N_("the draw phase is over: cards are no longer kept, put under the pile or left face down"))
NOTHING_TO_ANSWER = Said(N_("there is no action to answer: it is {player}'s battle turn"),
                         you=N_("there is no action to answer: it is your battle turn"))
PILE_EMPTY_NO_TOP = Said(N_("the pile is empty: there is no top card to draw"))
NTH_OUT_OF_PILE = Said(N_("the card to draw is counted from 1 to the {size} cards of the pile, not {number}"))
NTH_NOT_A_SUM = Said(N_("{number} is not a sum of your face-up cards' numbers (face up: {cards})"))
NOT_YOUR_CARD = Said(N_("{card} is not one of your cards"))
ALREADY_FACE_DOWN = Said(N_("{card} is already face down"))
REDRAW_SIZE = Said(N_("a redraw throws away two cards (a pair) or three (a triple), not {number}"))
NAME_DIFFERENT_CARDS = Said(N_("name different cards"))
NOT_SAME_NUMBER = Said(N_("{cards} do not all have the same number"))
DRAW_PHASE_ON = Said(N_("the draw phase is on ({player} is drawing): battle actions come after it"),
                     you=N_("the draw phase is on (you are drawing): battle actions come after it"))
KEEP_FIRST = Said(N_("first keep one of the five drawn cards face down"))
ALL_DOWN_FIRST_TURN = Said(N_("all five cards may be kept face down only on your first draw turn"))
ALL_DOWN_OFF = Said(N_("this table plays without the all-face-down opening: keep one card face down"))
KEEP_POSITION = Said(N_("you drew 1 card: keep it by its place, 1"),
                     plural=N_("you drew {n} cards: keep one of them by its place, 1 to {n}"))
BOTTOM_FIRST = Said(N_("put the other drawn cards at the bottom of the pile first"))
BOTTOM_POSITION = Said(N_("1 drawn card remains: choose it by its place, 1"),
                       plural=N_("{n} drawn cards remain: choose one by its place, 1 to {n}"))
LEAVE_FIRST = Said(N_("end your draw turn first: leave one face-down card down and turn the rest up, or turn "
                      "them all up"))
LEAVE_POSITION = Said(N_("you have 1 face-down card: name it, 1, or turn every card up"),
                      plural=N_("you have {n} face-down cards: name one, 1 to {n}, or turn every card up"))
ANSWER_PROTECT_FIRST = Said(N_("{player} must first answer {other}'s {action}: protect the {target} or let it pass"),
                            you=N_("you must first answer {other}'s {action}: protect your {target} or let it pass"),
                            yours={"other": N_("{player} must first answer your {action}: protect the {target} "
                                               "or let it pass")})
ANSWER_INTERRUPT_FIRST = Said(N_("{player} may cancel {other}'s {action} or let it pass, nothing else"),
                              you=N_("you may cancel {other}'s {action} or let it pass, nothing else"),
                              yours={"other": N_("{player} may cancel your {action} or let it pass, nothing else")})
PROTECT_FACE_DOWN_ONLY = Said(N_("{card} is not one of your face-down cards: only a face-down card is revealed to "
                                 "protect"))
NOTHING_PROTECTS_EQUAL = Said(N_("nothing protects {target} from an equal action"))
DOES_NOT_PROTECT_HIGH = Said(N_("{card} does not protect {target}: against a high action it takes a higher card of "
                                "the same {suit}"))
DOES_NOT_PROTECT_LOW = Said(N_("{card} does not protect {target}: against a low action it takes a lower card of "
                               "the same {suit}"))
TARGET_CANNOT_INTERRUPT = Said(N_("{card} is the target of the action: it cannot interrupt it"))
DOES_NOT_MATCH = Said(N_("{card} does not match {used}: an interrupt needs the same number or {suit}"))
ALREADY_FACE_UP_FORCE = Said(N_("{card} is already face up: you force with a face-down card"))
FORCE_YOURSELF = Said(N_("you cannot force yourself: choose a face-down card of another player"))
NO_SUCH_SEAT = Said(N_("there is no seat {number} at this table: the seats are numbered 0 to {last}"))
NO_FACE_DOWN_TO_FORCE = Said(N_("{player} has no face-down card to turn up"),
                             you=N_("you have no face-down card to turn up"))
FORCE_POSITION = Said(N_("{player} has 1 face-down card: choose it, 1"),
                      plural=N_("{player} has {n} face-down cards: choose one, 1 to {n}"),
                      you=N_("you have 1 face-down card: choose it, 1"),
                      you_plural=N_("you have {n} face-down cards: choose one, 1 to {n}"))
NOT_A_TARGETED_KIND = Said(N_("{kind} is not a swap, discard or steal"))
TARGET_IS_YOURS = Said(N_("{target} is yours: the target is another player's face-up card"))
NOT_A_FACE_UP_TARGET = Said(N_("{target} is not a face-up card of another player: only face-up cards can be "
                               "targeted"))
NOT_SAME_NUMBER_PAIR = Said(N_("{card} and {target} do not have the same number"))
SAME_NUMBER_NOT_EQUAL = Said(N_("{card} and {target} have the same number: only an equal swap or an equal discard "
                                "uses cards of the same number"))
NOT_SAME_SUIT = Said(N_("{card} is not of the same suit as {target}"))
NOT_HIGHER = Said(N_("{card} is not higher than {target}"))
NOT_LOWER = Said(N_("{card} is not lower than {target}"))
SHIELDED_HIGH = Said(N_("{target} is protected by {owner}'s face-up {guard}: a high action needs the highest card "
                        "of that {suit} its owner shows"),
                     yours={"owner": N_("{target} is protected by your face-up {guard}: a high action needs the "
                                        "highest card of that {suit} its owner shows")})
SHIELDED_LOW = Said(N_("{target} is protected by {owner}'s face-up {guard}: a low action needs the lowest card "
                       "of that {suit} its owner shows"),
                    yours={"owner": N_("{target} is protected by your face-up {guard}: a low action needs the "
                                       "lowest card of that {suit} its owner shows")})
ONLY_STEAL_NAMES = Said(N_("only a steal names matching cards"))
MATCHING_OTHER_CARDS = Said(N_("the matching cards are other cards of yours, each named once"))
MATCHES_NEITHER = Said(N_("{card} matches {target} in neither number nor {suit}"))
STEAL_NEEDS = Said(N_("{steal} needs 1 other card of yours matching {target} in number or {suit}"),
                   plural=N_("{steal} needs {n} other cards of yours matching {target} in number or {suit}"))

# --- why a computer player chose its move (engine/frederik/bots.py; the table says "... chose X: {rule}") ----
BOT_KEEP_BEST = Said(N_("the drawn card that makes its hand best."))
BOT_KEEP_ALL = Said(N_("the first five cards hold a pair or better, so all five are kept."))
BOT_BOTTOM_ANY = Said(N_("the order of the cards under the pile hardly matters."))
BOT_HIGHEST_STAYS_DOWN = Said(N_("the highest face-down card stays down, where the others cannot see it."))
BOT_PROTECT = Said(N_("a card that can be protected is protected."))
BOT_NEVER_INTERRUPT = Said(N_("a beginner lets the others' actions be."))
BOT_BEST_HAND_NOW = Said(N_("the move that makes its own hand best at once."))
BOT_NOTHING_BETTER = Said(N_("no move makes its hand better, so it passes."))
BOT_KEEP_ALL_TWO_PAIR = Said(N_("the first five cards hold two pair or better, so all five are kept."))
BOT_FURTHEST_AHEAD = Said(
    N_("over {n} guess at the cards it cannot see, this move puts its hand furthest ahead of the best other hand."),
    plural=N_("over {n} guesses at the cards it cannot see, this move puts its hand furthest ahead of the best "
              "other hand."))
BOT_NOTHING_AHEAD = Said(
    N_("over {n} guess at the cards it cannot see, no move puts its hand further ahead, so it passes."),
    plural=N_("over {n} guesses at the cards it cannot see, no move puts its hand further ahead, so it passes."))
BOT_ANSWER_WORTH_IT = Said(
    N_("over {n} guess at the cards it cannot see, stopping this action is worth the card the answer costs."),
    plural=N_("over {n} guesses at the cards it cannot see, stopping this action is worth the card the answer "
              "costs."))
BOT_LET_IT_BE = Said(
    N_("over {n} guess at the cards it cannot see, the action costs it less than an answer would, so it lets it be."),
    plural=N_("over {n} guesses at the cards it cannot see, the action costs it less than an answer would, so it "
              "lets it be."))
