"""Machiavelli's sentences: every one a :class:`~engine.words.Said` with named parameters, in one place, so
that it can be translated and said to "you" or about "Anna" (see :mod:`engine.words`). Which sentence is
said when is :mod:`engine.machiavelli.narrate`'s job; the rules raise their refusals with these, and the
live table (``widgets/table/machiavelli.py``) labels its places and buttons with them.

Cards are written with their suit symbols (7♠); a group of cards is written as the table shows it,
one card after the other (``3♣ 4♣ 5♣``), and passed to a sentence as that text.
"""
from __future__ import annotations

from ..words import N_, Said, Term

# --- the game's words ---------------------------------------------------------------------------
RUN = Term(N_("run"))
SET = Term(N_("set"))
#: a group that is neither (a table being built, or a failed one)
GROUP = Term(N_("group"))

# --- the log: the deal ------------------------------------------------------------------------------
DEALS = Said(N_("{dealer} deals hand {number} of {hands}."),
             yours={"dealer": N_("You deal hand {number} of {hands}.")})
DI_MANO = Said(N_("{player} is di mano and plays first."), you=N_("You are di mano and play first."))
OPENING_DRAW = Said(N_("{player} draws the opening card, then takes an ordinary turn."),
                    you=N_("You draw the opening card, then take an ordinary turn."))

# --- the log: a turn --------------------------------------------------------------------------------
DRAWS = Said(N_("{player} draws a card from the tallone."), you=N_("You draw a card from the tallone."))
REARRANGES = Said(N_("{player} rearranges the table without laying a card."),
                  you=N_("You rearrange the table without laying a card."))
LAYS = Said(N_("{player} lays {cards} and does not draw."), you=N_("You lay {cards} and do not draw."))
# a change of the table told without the table as the turn began (an older save read on its own)
MOVES_ON_TABLE = Said(N_("{player} moves {cards} on the table."), you=N_("You move {cards} on the table."))
LAYS_ON_TABLE = Said(N_("{player} lays {cards} on the table."), you=N_("You lay {cards} on the table."))
LAYS_NEW = Said(N_("{player} lays {cards} as a new {kind}."), you=N_("You lay {cards} as a new {kind}."))
ADDS = Said(N_("{player} adds {cards} to the {kind} {group}."), you=N_("You add {cards} to the {kind} {group}."))
TAKES = Said(N_("{player} takes {cards} from the {kind} {group}."),
             you=N_("You take {cards} from the {kind} {group}."))
MOVES = Said(N_("{player} moves {cards} from the {kind} {group} to the {target_kind} {target}."),
             you=N_("You move {cards} from the {kind} {group} to the {target_kind} {target}."))
SPLITS_OFF = Said(N_("{player} splits {cards} off the {kind} {group} as a new {new_kind}."),
                  you=N_("You split {cards} off the {kind} {group} as a new {new_kind}."))
LAYS_AND_MOVES = Said(N_("{player} lays {cards} and moves {taken} from the {kind} {group} to make the new "
                         "{new_kind} {new_group}."),
                      you=N_("You lay {cards} and move {taken} from the {kind} {group} to make the new "
                             "{new_kind} {new_group}."))
MAKES_NEW = Said(N_("{player} makes the new {kind} {group}."), you=N_("You make the new {kind} {group}."))
MAKES_NEW_LAYING = Said(N_("{player} makes the new {kind} {group}, laying {cards} from the hand."),
                        you=N_("You make the new {kind} {group}, laying {cards} from your hand."))
CLOSES = Said(N_("{player} has no card left and closes."), you=N_("You have no card left and close."))

# --- the log: a failed operation ------------------------------------------------------------------
FAILS_BECAUSE = Said(N_("{player}'s table is not valid: {reason}."), you=N_("Your table is not valid: {reason}."))
FAILS_IN_GROUP = Said(N_("{player}'s table is not valid: in {group}, {reason}."),
                      you=N_("Your table is not valid: in {group}, {reason}."))
THIS_GROUP = Said(N_("this group"))
FAILS_LOSES = Said(N_("{player}'s table is not valid: it would lose {cards}, and table cards never go back "
                      "into a hand."),
                   you=N_("Your table is not valid: it would lose {cards}, and table cards never go back "
                          "into a hand."))
FAILS = Said(N_("{player}'s table is not valid."), you=N_("Your table is not valid."))
ALL_BACK = Said(N_("The table and {player}'s hand go back as they were."),
                you=N_("The table and your hand go back as they were."))
LAID_STAY = Said(N_("The cards {player} laid ({cards}) stay on the table, rearranged into valid combinations."),
                 you=N_("The cards you laid ({cards}) stay on the table, rearranged into valid combinations."))
PENALTY = Said(N_("{player} takes 1 card as the penalty."), plural=N_("{player} takes {n} cards as the penalty."),
               you=N_("You take 1 card as the penalty."), you_plural=N_("You take {n} cards as the penalty."))
NO_PENALTY_CARD = Said(N_("{player} owes the penalty, but the tallone has no card left to give."),
                       you=N_("You owe the penalty, but the tallone has no card left to give."))

# --- the log: the end of a hand and of the match --------------------------------------------------
MUST_DRAW_EMPTY = Said(N_("{player} must draw, but the tallone is empty."),
                       you=N_("You must draw, but the tallone is empty."))
PASSES = Said(N_("{player} cannot draw from the empty tallone and passes."),
              you=N_("You cannot draw from the empty tallone and pass."))
HAND_OVER = Said(N_("Hand {number} is over."))
HAND_OVER_EMPTY = Said(N_("The tallone is empty: hand {number} ends with nobody closing."))
HAND_OVER_PASSES = Said(N_("A full round of passes ends hand {number} with nobody closing."))
HAND_OVER_PENALTY = Said(N_("The tallone ran out during the penalty: hand {number} ends with nobody closing."))
HAND_OVER_NO_CLOSE = Said(N_("{player} has no card left after a failed operation, which is not a close: hand "
                             "{number} ends with nobody closing."),
                          you=N_("You have no card left after a failed operation, which is not a close: hand "
                                 "{number} ends with nobody closing."))
HAND_RESULT = Said(N_("{player} ends the hand with 1 card: {points}."),
                   plural=N_("{player} ends the hand with {n} cards: {points}."),
                   you=N_("You end the hand with 1 card: {points}."),
                   you_plural=N_("You end the hand with {n} cards: {points}."))
HAND_RESULT_NONE = Said(N_("{player} ends the hand with no card: {points}."),
                        you=N_("You end the hand with no card: {points}."))
MATCH_OVER = Said(N_("The match is over after 1 hand."), plural=N_("The match is over after {n} hands."))
WINS_MATCH = Said(N_("{player} wins the match with {points}."), you=N_("You win the match with {points}."))
SHARES_WIN = Said(N_("{player} shares the win with {points}."), you=N_("You share the win with {points}."))

# --- what the player to move is asked -------------------------------------------------------------
PROMPT_OPENING = Said(N_("The first turn of the hand is only a draw: click Draw a card."))
PROMPT_BUILD = Said(N_("Pick cards in your hand or on the table, then click where they go; or draw a card."))

# --- the moves, for the list of every move (the keyboard's way) and a computer's reasons ------------
# each step of a move starts in lower case: a move of several steps joins them ("move ... and add ..."),
# and the whole is then written with a capital
MOVE_DRAW = Said(N_("Draw a card"))
MOVE_LAY_NEW = Said(N_("lay {cards} as a new {kind}"))
MOVE_ADD = Said(N_("add {cards} to the {kind} {group}"))
MOVE_TAKE = Said(N_("take {cards} from the {kind} {group}"))
MOVE_MOVE = Said(N_("move {cards} from the {kind} {group} to the {target_kind} {target}"))
MOVE_SPLIT_OFF = Said(N_("split {cards} off the {kind} {group} as a new {new_kind}"))
MOVE_LAY_AND_MOVE = Said(N_("lay {cards} and move {taken} from the {kind} {group} to make the new {new_kind} "
                            "{new_group}"))
MOVE_MAKE_NEW = Said(N_("make the new {kind} {group}"))
MOVE_MAKE_NEW_LAYING = Said(N_("make the new {kind} {group}, laying {cards} from your hand"))
MOVE_REARRANGE = Said(N_("Rearrange the table, lay nothing and draw a card"))
MOVE_THEN = Said(N_("{first}, then {then}"))

# --- the table: places, facts and labels ------------------------------------------------------------
TABLE_LABEL = Said(N_("The table"))
TABLE_EMPTY = Said(N_("The table is empty: no combination has been laid yet."))
YOUR_HAND = Said(N_("Your hand"))
HAND_OF = Said(N_("{player}'s hand"), you=N_("Your hand"))
LABEL_RUN = Said(N_("Run"))
LABEL_SET = Said(N_("Set"))
LABEL_NOT_VALID = Said(N_("Not valid"))
LABEL_NEW_GROUP = Said(N_("New group"))
NEW_GROUP_EMPTY = Said(N_("Put cards here to start a new group."))
PUT_HERE = Said(N_("Put here"))
BACK_TO_HAND = Said(N_("Back to hand"))
FACT_CARDS = Said(N_("1 card"), plural=N_("{n} cards"))
FACT_SCORE = Said(N_("score {points}"))
FACT_DEALER = Said(N_("dealer"))
FACT_CLOSED = Said(N_("closed"))
HAND_NOTE = Said(N_("Hand {number} of {hands}. The tallone has 1 card."),
                 plural=N_("Hand {number} of {hands}. The tallone has {n} cards."))
HAND_NOTE_EMPTY = Said(N_("Hand {number} of {hands}. The tallone is empty."))
HOURGLASS_NOT_HERE = Said(N_("This table keeps no hourglass: take the time you need."))
SCORES = Said(N_("Scores"))
HAND_COLUMN = Said(N_("Hand"))
TOTAL_ROW = Said(N_("Total"))

# --- building a turn (the workspace) -------------------------------------------------------------
PLAY_LAYS = Said(N_("Play this table: lay 1 card"), plural=N_("Play this table: lay {n} cards"))
PLAY_REARRANGED = Said(N_("Play this table: nothing laid, so draw a card"))
PLAY_FAILS = Said(N_("Play it anyway: not valid, a failed operation costs 1 card"),
                  plural=N_("Play it anyway: not valid, a failed operation costs {n} cards"))
PLAY_FAILS_NOTHING = Said(N_("Play it anyway: not valid, a failed operation (the tallone has no penalty card "
                             "left)"))
PLAY_REFUSED = Said(N_("Play this table"))
NOT_PLAYABLE = Said(N_("This table cannot be played: {reason}"))
NOT_PLAYABLE_GROUP = Said(N_("This table cannot be played: in {cards}, {reason}"))
DRAW_CARD = Said(N_("Draw a card"))
DRAW_ENDS_HAND = Said(N_("Draw: the tallone is empty, so the hand ends"))
PASS_TURN = Said(N_("Pass: the tallone is empty"))
DRAW_INSTEAD = Said(N_("Draw a card instead (the table goes back)"))
START_AGAIN = Said(N_("Start again"))
HINT = Said(N_("Hint"))
PICK_FIRST = Said(N_("Pick cards first: click them in your hand or on the table, then click where they go."))
PICKED = Said(N_("{cards} picked: click a group, New group or your hand to put it there."),
              plural=N_("{cards} picked: click a group, New group or your hand to put them there."))
NOW_VALID = Said(N_("{group} is a valid {kind}."))
NOT_VALID_YET = Said(N_("{group} is not valid yet: {reason}."))
BACK_IN_HAND = Said(N_("{cards} went back to your hand."))
STARTED_AGAIN = Said(N_("The table and your hand are back as they were at the start of your turn."))
HINT_LOADED = Said(N_("Hint: this table lays 1 card, the most your hand can lay now. Play it, or change it."),
                   plural=N_("Hint: this table lays {n} cards, the most your hand can lay now. Play it, or "
                             "change it."))
HINT_FAILED = Said(N_("No hint could be worked out for this table: build your turn by hand, or draw a card."))
HINT_NONE = Said(N_("No card of your hand can be laid this turn, however the table is rearranged: draw a card."))
NOT_YOUR_CARD = Said(N_("That card is not one you can pick now."))
UNKNOWN_PLACE = Said(N_("There is no such place on the table now: look again and click."))

# --- refusals (the reason after the clause: "MA-9: 7♣ is not in your hand ...") ---------------------
PLAYERS_RANGE = Said(N_("Machiavelli is for 2 to 6 players, not {players}"))
TOO_FEW = Said(N_("only 1 card: a combination needs at least 3"),
               plural=N_("only {n} cards: a combination needs at least 3"))
SET_TOO_BIG = Said(N_("a set has at most 4 cards, one of each suit; {cards} has {n}"))
SET_SUIT_TWICE = Said(N_("a set needs different suits, and {card} appears twice"))
RUN_CARD_TWICE = Said(N_("{card} appears twice: a run holds each card once"))
RUN_THREE_ACES = Said(N_("a run holds at most two aces (one at each end), {cards} has {n}"))
BOTH_ACES_NOT_HERE = Said(N_("{cards} uses both aces, and at this table an ace ends a run at one end only"))
BOTH_ACES_FULL_RUN = Said(N_("two aces fit in one run only as the complete run A-2-...-K-A of fourteen cards; "
                             "{cards} is not"))
ROUND_THE_CORNER = Said(N_("{cards} goes round the corner (K-A-2): the ace is high (Q-K-A) or low (A-2-3), never "
                           "both at once"))
GAP = Said(N_("{cards} is not an unbroken sequence: {card} is missing"))
NEITHER = Said(N_("{cards} is neither a set (one rank, different suits) nor a run (one suit, in sequence)"))
MATCH_IS_OVER = Said(N_("the match is over: no action can follow the end"))
NOT_AN_ACTION = Said(N_("{action} is not a Machiavelli action"))
OPENING_ONLY_DRAWS = Said(N_("on his first turn the first player only draws the top card (MA-8)"),
                          you=N_("on your first turn of the hand you only draw the top card of the tallone"))
NOT_IN_HAND = Said(N_("{card} is not in your hand: only cards from your own hand are added to the table"))
NOT_IN_HAND_TWICE = Said(N_("{card} is not in your hand more than once: only cards from your own hand are added "
                            "to the table"))
NOT_IN_HAND_SO_OFTEN = Said(N_("{card} is not in your hand that often: only cards from your own hand are added "
                               "to the table"))
TABLE_WOULD_LOSE = Said(N_("the table would lose {cards}: table cards may never go back into a hand"))
GROUP_FAULT = Said(N_("group {number} [{cards}]: {reason} (MA-12: the table must end valid)"))
TABLE_CARD_STAYS = Said(N_("{card} was on the table when your turn began; table cards never go back into a hand"))
TABLE_UNREADABLE = Said(N_("the proposed table cannot be read: {why}"))

# --- why a computer player chose its move (engine/machiavelli/bots.py; the table says "... chose X: {rule}") ----
BOT_AT_A_GLANCE = Said(N_("the biggest group its hand makes by itself, or a card where it fits, without "
                          "rearranging the table."))
BOT_NOTHING_AT_A_GLANCE = Said(N_("no group in hand and no card that fits as the table stands, so it draws."))
BOT_NOTHING_TO_LAY = Said(N_("no rearrangement of the table lets it lay a card, so it draws."))
BOT_MOST_CARDS = Said(N_("the rearrangement that lays the most cards: one."),
                      plural=N_("the rearrangement that lays the most cards: {n}."))
BOT_CLOSES = Said(N_("this lays every card in hand and closes."))
BOT_HAND_GROUPS = Said(N_("every group its hand makes by itself, laid at once: one card."),
                       plural=N_("every group its hand makes by itself, laid at once: {n} cards."))
