"""Skèmino's sentences: every one a :class:`~engine.words.Said` with named parameters, in one place, so
that it can be translated and said to "you" or about "Anna" (see :mod:`engine.words`). Which sentence is
said when is :mod:`engine.skemino.narrate`'s job; the refusals are raised by the rules with these.

Cards are named in words ("the 7 of Carta"): the suits keep their Italian names, which are the game's
own terms, and the card's picture shows the suit.
"""
from __future__ import annotations

from ..words import C_, N_, Said

# --- cards --------------------------------------------------------------------------------------
ACE = Said(N_("Ace"))
JACK = Said(N_("Jack"))
QUEEN = Said(N_("Queen"))
KING = Said(N_("King"))
CARD_NAME = Said(N_("{rank} of {suit}"))
THE_CARD = Said(N_("the {rank} of {suit}"))
CARD_GLOSSED = Said(N_("{rank} of {suit} ({meaning})"))
PAPER = Said(N_("paper"))
SCISSORS = Said(C_("skemino", "scissors"))
STONE = Said(N_("stone"))

# --- who beats whom (the reason after a combat or a refusal) ------------------------------------
CARTA_WRAPS_PIETRA = Said(N_("Carta wraps Pietra"))
FORBICI_CUT_CARTA = Said(N_("Forbici cut Carta"))
PIETRA_BREAKS_FORBICI = Said(N_("Pietra breaks Forbici"))
SAME_CARD_KEEPS = Said(N_("the card already there keeps the square"))
ACE_BEATS_KING = Said(N_("the Ace beats the King of its suit"))
ACE_ONLY_KING = Said(N_("the Ace beats only the King of its suit"))
KING_NEVER_ACE = Said(N_("the King never beats the Ace of its suit"))
HIGHER_RANK = Said(N_("same suit, higher rank"))
ONLY_ACE_BEATS_KING = Said(N_("same suit, only the Ace beats the King"))
LOWER_RANK = Said(N_("same suit, lower rank"))

# --- what happened (the log) ----------------------------------------------------------------------
DICE = Said(N_("The dice show {column} and {row}: the first card goes on {square}, and {player} begins."),
            you=N_("The dice show {column} and {row}: the first card goes on {square}, and you begin."))
SETUP_CARD = Said(N_("{card} is laid on {square} and belongs to nobody."))
POSITION_SET_UP = Said(N_("The position is set up."))
LAYS = Said(N_("{player} lays {card} on {square}."), you=N_("You lay {card} on {square}."))
LAYS_AND_BEATS = Said(N_("{player} lays {card} on {square} and beats {beaten}: {reason}."),
                      you=N_("You lay {card} on {square} and beat {beaten}: {reason}."))
SYMBOLIC_LOOP = Said(N_("The stack on {square} now holds all three suits: a symbolic loop."))
NUMERIC_LOOP = Said(N_("The stack on {square} now holds the Ace and the King of {suit} and a card of "
                       "another suit: a numeric loop."))
BURNS_INTO_HOLE = Said(N_("The square {square} burns into a hole: no card may be laid there again."))
GOES_BACK = Said(N_("{card} goes back to {owner}'s hand."), yours={"owner": N_("{card} goes back to your hand.")})
GOES_UNDER_DECK = Said(N_("{card} goes under the deck."))
REFILLS = Said(N_("{player} draws {cards} to hold {size} cards again."),
               you=N_("You draw {cards} to hold {size} cards again."))
DRAWS = Said(N_("{player} cannot lay any card and draws {card}."),
             you=N_("You cannot lay any card and draw {card}."))
MAY_LAY_NOW = Said(N_("{player} may now lay a card, and the turn ends after it."),
                   you=N_("You may now lay a card, and your turn ends after it."))
PASSES_SETUP = Said(N_("{player} cannot beat the setup card and passes without drawing."),
                    you=N_("You cannot beat the setup card and pass without drawing."))
PASSES_FULL_HAND = Said(N_("{player} holds a full hand, cannot lay a card, and passes."),
                        you=N_("You hold a full hand, cannot lay a card, and pass."))
PASSES_NOTHING_TO_DRAW = Said(N_("{player} cannot lay a card, has nothing to draw, and passes."),
                              you=N_("You cannot lay a card, have nothing to draw, and pass."))
FORFEITS = Said(N_("{player}'s move is refused and the turn passes: {reason}."),
                you=N_("Your move is refused and the turn passes: {reason}."))

# --- how the game ended ----------------------------------------------------------------------------
WINS_RIBALTONE = Said(N_("{player} wins by the Ribaltone on {square}: {card} beats the card on the vertex and "
                         "every card beside it (victory D)."),
                      you=N_("You win by the Ribaltone on {square}: {card} beats the card on the vertex and every "
                             "card beside it (victory D)."))
WINS_LAST_CARD = Said(N_("{player} wins with the last card in hand, laid on the vertex {square} (victory A)."),
                      you=N_("You win with your last card, laid on the vertex {square} (victory A)."))
BOARD_BLOCKED = Said(N_("Nobody can lay a card or draw any more (victory B)."))
DECK_EXHAUSTED = Said(N_("The deck is exhausted (victory C)."))
HAND_TOTALS = Said(N_("{player}'s hand totals {mine}, {other}'s {theirs}."),
                   you=N_("Your hand totals {mine}, {other}'s {theirs}."),
                   yours={"other": N_("{player}'s hand totals {mine}, yours {theirs}.")})
WINS_LOWER_TOTAL = Said(N_("{player} wins with the lower total."), you=N_("You win with the lower total."))
EQUAL_TOTALS_DRAW = Said(N_("The totals are equal: the game is a draw."))
EQUAL_TOTALS_NON_MOVER = Said(N_("The totals are equal, and {player} wins for not having moved last."),
                              you=N_("The totals are equal, and you win for not having moved last."))
PLACEMENT_LIMIT = Said(N_("The variant's limit of {n} placements is reached: the game is a draw."))

# --- what the player to move is asked -----------------------------------------------------------
PROMPT_FIRST = Said(N_("Lay the first card on {square}, the square the dice chose: click a card of your hand, "
                       "then {square}."))
PROMPT_SETUP = Said(N_("Lay a card that beats {card} on an empty square beside it: click the card, then a "
                       "lit square."))
PROMPT_LAY = Said(N_("Lay a card: click it in your hand, then a lit square."))
PROMPT_LAY_AFTER_DRAW = Said(N_("You drew: now lay a card (click it, then a lit square)."))
PROMPT_DRAW = Said(N_("No card of yours can be laid: draw one from the deck."))
PROMPT_PASS_FULL = Said(N_("No card of yours can be laid and your hand is full: pass."))
PROMPT_PASS_EMPTY = Said(N_("No card of yours can be laid and the deck is empty: pass."))
PROMPT_PASS_SETUP = Said(N_("No card of yours beats {card}: pass, without drawing."))

# --- the moves, for the list and the worded choices ---------------------------------------------
MOVE_LAY = Said(N_("Lay {card} on {square}"))
MOVE_DRAW = Said(N_("Draw a card"))
MOVE_PASS = Said(N_("Pass"))

# --- the table's labels and facts ---------------------------------------------------------------
BIANCO = Said(N_("Bianco (white)"))
NERO = Said(N_("Nero (black)"))
YOUR_HAND = Said(N_("Your hand"))
BOARD = Said(C_("skemino", "The board"))
THE_SQUARE = Said(N_("the square {square}"))
FACT_CARDS = Said(N_("1 card"), plural=N_("{n} cards"))
FACT_NO_CARDS = Said(N_("no cards"))
FACT_TOTAL = Said(N_("total {n}"))
DECK_LEFT = Said(N_("The deck: 1 card left."), plural=N_("The deck: {n} cards left."))
DECK_EMPTY = Said(N_("The deck is empty."))
START_NOTE = Said(N_("The dice chose {square} for the first card."))
STRONGER = Said(N_("Stronger"))
WINNER = Said(N_("Winner"))
RIBALTONE = Said(N_("Ribaltone"))
CARD_WITH_BADGE = Said(N_("{card}, {badge}"))
SQUARE_EMPTY = Said(N_("{square}: empty"))
SQUARE_HOLE = Said(N_("{square}: a hole"))
SQUARE_OWNED = Said(N_("{square}: {owner}'s {card}"), yours={"owner": N_("{square}: your {card}")})
SQUARE_OWNED_STACK = Said(N_("{square}: {owner}'s {card}, on top of a stack of {size}"),
                          yours={"owner": N_("{square}: your {card}, on top of a stack of {size}")})
SQUARE_NOBODYS = Said(N_("{square}: {card}, belonging to nobody"))
HOLE_MARK = Said(N_("HOLE"))
START_MARK = Said(N_("start"))

# --- refusals (the reason after the clause: "SK-20: the Queen of Carta does not beat ...") ---------
IN_OTHER_HAND = Said(N_("{card} is in {other}'s hand, and it is {player}'s turn"),
                     you=N_("{card} is in {other}'s hand, and it is your turn"),
                     yours={"other": N_("{card} is in your hand, and it is {player}'s turn")})
NOT_IN_HAND = Said(N_("{card} is not in {player}'s hand"), you=N_("{card} is not in your hand"))
IS_A_HOLE = Said(N_("the square {square} is a hole: no card can ever be placed there"))
SETUP_MUST_BEAT = Said(N_("on the first turn the card must beat the setup card, {setup}, and {card} does not"))
SETUP_BESIDE = Said(N_("on the first turn the card goes on an empty square next to {square}, where the setup "
                       "card lies"))
FIRST_ON_DICE_SQUARE = Said(N_("the first card goes on the square the dice chose, {square}"))
ATTACK_NEEDS_NEIGHBOUR = Said(N_("the square {square} has no occupied square beside it: in this variant a card may attack "
                                 "only a square that touches another card"))
ONLY_DIAGONAL = Said(N_("the square {square} touches {squares} only diagonally: a card must be placed beside a card, "
                        "never diagonally"))
NOT_BESIDE_A_CARD = Said(N_("the square {square} is not next to any card: a card must share a side with a card on the board"))
EXCLUSIVITY = Said(N_("{other} holds the centre {centre}, so the vertex {square} is closed to {player}"),
                   you=N_("{other} holds the centre {centre}, so the vertex {square} is closed to you"),
                   yours={"other": N_("you hold the centre {centre}, so the vertex {square} is closed to {player}")})
EXCLUSIVITY_EVEN_RIBALTONE = Said(
    N_("{other} holds the centre {centre}, so the vertex {square} is closed to {player}; in this variant not even "
       "a Ribaltone opens it"),
    you=N_("{other} holds the centre {centre}, so the vertex {square} is closed to you; in this variant not even "
           "a Ribaltone opens it"),
    yours={"other": N_("you hold the centre {centre}, so the vertex {square} is closed to {player}; in this variant "
                       "not even a Ribaltone opens it")})
LOSES_COMBAT = Said(N_("{card} does not beat {defender} on {square}: {reason}, so it stays in {player}'s hand"),
                    you=N_("{card} does not beat {defender} on {square}: {reason}, so it stays in your hand"))
GAME_IS_OVER = Said(N_("the game is over: no action can follow the end"))
CAN_LAY_NO_DRAW = Said(N_("{player} can lay a card, and a card is drawn only when none can be laid"),
                       you=N_("you can lay a card, and a card is drawn only when none can be laid"))
SETUP_NO_DRAW = Said(N_("on the first turn with a setup card, a player who cannot beat it passes without "
                        "drawing"))
FULL_HAND_MUST_PASS = Said(N_("{player} holds {n} cards, the limit: with no card to lay, the turn is passed"),
                           you=N_("you hold {n} cards, the limit: with no card to lay, you pass"))
NOTHING_TO_DRAW = Said(N_("the deck is empty: there is nothing to draw"))
ONE_DRAW_A_TURN = Said(N_("only one card is drawn per turn"))
CAN_LAY_NO_PASS = Said(N_("{player} can lay a card: passing is allowed only when no card can be laid"),
                       you=N_("you can lay a card: passing is allowed only when no card can be laid"))
MUST_DRAW = Said(N_("{player} cannot lay a card and holds fewer than {limit} cards, so must draw, not pass"),
                 you=N_("you cannot lay a card and hold fewer than {limit} cards, so you must draw, not pass"))
NOT_A_VERTEX = Said(N_("the square {square} is not a vertex: the vertices are a1, f1, a6 and f6"))

# --- why a computer player chose its move (engine/skemino/bots.py; the table says "... chose X: {rule}") ----
BOT_NOTHING_TO_LAY = Said(N_("no card can be laid."))
BOT_LAST_ON_CORNER = Said(N_("the last card in hand goes on a corner it wins on."))
BOT_BEAT_MOST_VALUABLE = Said(N_("lay the card that beats the most valuable enemy card it can."))
BOT_LAY_LOWEST = Said(N_("no enemy card can be beaten, so the lowest card goes on a free square."))
BOT_WINS_NOW = Said(N_("this wins the game at once."))
BOT_NO_WAY_OUT = Said(N_("every move leaves the opponent a winning move; this one at least plays on."))
BOT_CORNERS = Said(N_("this keeps more corners to finish on than it leaves the opponent."))
BOT_CENTRE = Said(N_("a quadrant's centre: its corner is closed to the opponent."))
BOT_SHED_HIGH = Said(N_("no threat either way, so a high card goes: the lower total wins at the end."))
