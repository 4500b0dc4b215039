"""La Scamorra's words: every sentence a player reads, as a :class:`~engine.words.Said` with named
parameters, and the game's own words (the cards, the pieces, the sides) as :class:`~engine.words.Term`,
so that the English edition can say "rook (torre)" and the Italian one "torre" (see :mod:`engine.words`).

Which sentence is said when is :mod:`engine.scamorra.narrate`'s job; the refusals are raised by the
rules (:mod:`.rules`, :mod:`.state`) with these. A refusal names the side ("South") where the engine
speaks for itself, and says "you" to the player it is said to.

English grammar note: "scissors" is plural, so no sentence puts a piece before a verb that agrees
with it ("the scissors takes"); the player, a square or a card is the subject instead.
"""
from __future__ import annotations

from ..words import C_, N_, Said, Term

# --- the game's words ------------------------------------------------------------------------------

#: each chess card by its Italian name, as the edition names it
CARD_NAMES = {
    "re": Term(N_("king (re)")), "regina": Term(N_("queen (regina)")), "alfiere": Term(N_("bishop (alfiere)")),
    "cavallo": Term(N_("knight (cavallo)")), "torre": Term(N_("rook (torre)")), "pedone": Term(N_("pawn (pedone)")),
}
#: the same with the indefinite article ("a rook (torre)"; Italian "una torre")
A_CARD = {
    "re": Term(N_("a king (re)")), "regina": Term(N_("a queen (regina)")), "alfiere": Term(N_("a bishop (alfiere)")),
    "cavallo": Term(N_("a knight (cavallo)")), "torre": Term(N_("a rook (torre)")),
    "pedone": Term(N_("a pawn (pedone)")),
}
#: the word under a card's picture (the picture itself shows the Italian name)
CARD_CAPTIONS = {
    "re": Term(N_("king")), "regina": Term(C_("scamorra", "queen")), "alfiere": Term(N_("bishop")), "cavallo": Term(N_("knight")),
    "torre": Term(N_("rook")), "pedone": Term(N_("pawn")),
}
PIECE_NAMES = {"carta": Term(N_("paper (carta)")), "sasso": Term(N_("rock (sasso)")),
               "forbice": Term(N_("scissors (forbice)"))}
PIECE_PLURALS = {"carta": Term(N_("papers (carte)")), "sasso": Term(N_("rocks (sassi)")),
                 "forbice": Term(N_("scissors (forbici)"))}
# "scissors" is La Scamorra's forbice (one piece) and Skèmino's Forbici (a suit): a message of each game
PIECE_CAPTIONS = {"carta": Term(N_("paper")), "sasso": Term(N_("rock")), "forbice": Term(C_("scamorra", "scissors"))}
#: seat 0 and seat 1
SIDES = (Term(N_("South")), Term(N_("North")))

#: how each card moves, in a few words (rules.CARD_MOVES is made from these)
CARD_MOVES = {
    "re": Said(N_("one square in any direction, and it may take any enemy piece")),
    "regina": Said(N_("one to three squares in a straight line, along a row, a column or a diagonal, never over "
                      "a piece")),
    "alfiere": Said(N_("one to three squares diagonally, never over a piece")),
    "cavallo": Said(N_("an L (two squares one way, one square across), jumping over anything in between")),
    "torre": Said(N_("one to three squares along a row or a column, never over a piece")),
    "pedone": Said(N_("one square forward onto an empty square, or one square diagonally forward to take a piece")),
}

# --- rock-paper-scissors (SC-29) and the re (SC-30) ------------------------------------------------------

#: (winner, loser): the morra in three words
BEATS = {
    ("sasso", "forbice"): Said(N_("rock breaks scissors")),
    ("forbice", "carta"): Said(N_("scissors cut paper")),
    ("carta", "sasso"): Said(N_("paper wraps rock")),
}
SAME_KIND = Said(N_("two {pieces} cannot take each other"))
BEATEN_BY = Said(N_("{why}, so the {piece} cannot take it"))
KING_TAKES_ANY = Said(N_("with the king (re) any piece may take any enemy piece"))

# --- what happened (narrate.describe) --------------------------------------------------------------------

DEALT = Said(N_("The decks are shuffled, a coppella is set aside from each, and each player is dealt three cards."))
HOLDS_INITIATIVE = Said(N_("{player} holds the initiative and chooses to place first or to move first."),
                        you=N_("You hold the initiative and choose to place first or to move first."))
CHOOSES_PLACE = Said(N_("{player} chooses to place first, so {other} plays the first card."),
                     you=N_("You choose to place first, so {other} plays the first card."),
                     yours={"other": N_("{player} chooses to place first, so you play the first card.")})
CHOOSES_MOVE = Said(N_("{player} chooses to move first, so {other} places the first piece."),
                    you=N_("You choose to move first, so {other} places the first piece."),
                    yours={"other": N_("{player} chooses to move first, so you place the first piece.")})
PLACES = Said(N_("{player} places the {piece} on {square}."), you=N_("You place your {piece} on {square}."))
ALL_PLACED = Said(N_("All six pieces are on the board: {player} placed last and plays the first card."),
                  you=N_("All six pieces are on the board: you placed last and play the first card."))
MOVES = Said(N_("{player} plays {a_card} and moves the {piece} from {origin} to {dest}."),
             you=N_("You play {a_card} and move your {piece} from {origin} to {dest}."))
TAKES = Said(N_("{why}: {player} takes {owner}'s {victim} on {square} and scores a point."),
             you=N_("{why}: you take {owner}'s {victim} on {square} and score a point."),
             yours={"owner": N_("{why}: {player} takes your {victim} on {square} and scores a point.")})
BRINGS_BACK = Said(N_("{player} plays {a_card} and brings the {piece} back to {square}."),
                   you=N_("You play {a_card} and bring your {piece} back to {square}."))
THROWS_AWAY = Said(N_("{player} throws away {a_card}: it could move no piece."),
                   you=N_("You throw away {a_card}: it could move no piece."))
CAPPOTTO = Said(N_("{player} wins by cappotto: no enemy piece is left on the board."),
                you=N_("You win by cappotto: no enemy piece is left on the board."),
                yours={"loser": N_("{player} wins by cappotto: none of your pieces is left on the board.")})
CAPPOTTO_BONUS = Said(N_("{player} adds a cappotto bonus of 1 point to the series."),
                      plural=N_("{player} adds a cappotto bonus of {n} points to the series."),
                      you=N_("You add a cappotto bonus of 1 point to the series."),
                      you_plural=N_("You add a cappotto bonus of {n} points to the series."))
WINS_ON_POINTS = Said(N_("Fifteen cards each: {winner} wins {high}–{low} on points."),
                      yours={"winner": N_("Fifteen cards each: you win {high}–{low} on points.")})
DRAWN_ON_POINTS = Said(N_("Fifteen cards each: the match ends {high}–{low}, a draw (patta)."))
WINS_MATCH = Said(N_("Fifteen cards each: {winner} wins this match {high}–{low}."),
                  yours={"winner": N_("Fifteen cards each: you win this match {high}–{low}.")})
MATCH_DRAWN = Said(N_("Fifteen cards each: this match ends {high}–{low}, a draw (patta)."))
WINS_SERIES = Said(N_("{winner} reaches {total} points and wins the series, {high}–{low}."),
                   yours={"winner": N_("You reach {total} points and win the series, {high}–{low}.")})
NEW_MATCH = Said(N_("Match {number} is dealt, and {player} holds the initiative."),
                 you=N_("Match {number} is dealt, and you hold the initiative."))

# --- how it ended (a note on the table at the end) --------------------------------------------------------

OUTCOME_POINTS = Said(N_("{winner} wins the match {high}–{low} on points."),
                      yours={"winner": N_("You win the match {high}–{low} on points.")})
OUTCOME_DRAW = Said(N_("The match is a draw (patta), {high}–{low}."))
OUTCOME_SERIES = Said(N_("{winner} wins the series, {high}–{low}."),
                      yours={"winner": N_("You win the series, {high}–{low}.")})

# --- what the player to move is asked (narrate.prompt) ------------------------------------------------------

PROMPT_CHOOSE = Said(N_("You hold the initiative: look at your cards, then choose to place first or to move "
                        "first."))
PROMPT_PLACE = Said(N_("Place a piece: click one of your pieces, then a lit square of your home row."))
PROMPT_MOVE = Said(N_("Play a card: click it, then one of your lit pieces, then a lit square."))
PROMPT_MOVE_OR_BRING_BACK = Said(N_("Play a card: click it, then one of your lit pieces, then a lit square. "
                                    "A pawn (pedone) can also bring back a taken piece."))
PROMPT_THROW_AWAY = Said(N_("No card in your hand can move a piece now: click one and throw it away."))

# --- the moves named (the folded list of every move) ------------------------------------------------------

MOVE_PLACE_FIRST = Said(N_("Place first"))
MOVE_MOVE_FIRST = Said(N_("Move first"))
MOVE_PLACE = Said(N_("Place your {piece} on {square}"))
MOVE_MOVE = Said(N_("Play {a_card}: your {piece} from {origin} to {dest}"))
MOVE_TAKE = Said(N_("Play {a_card}: take the {victim} on {dest} with your {piece} from {origin}"))
MOVE_BRING_BACK = Said(N_("Play {a_card}: bring your {piece} back to {square}"))
MOVE_THROW_AWAY = Said(N_("Throw away {a_card}"))

# --- worded choices and the names of what can be clicked ------------------------------------------------------

CHOICE_PLACE_FIRST = Said(N_("Place first (then {other} moves first)"),
                          yours={"other": N_("Place first (then you move first)")})
CHOICE_MOVE_FIRST = Said(N_("Move first (then {other} places first)"),
                         yours={"other": N_("Move first (then you place first)")})
CHOICE_THROW_AWAY = Said(N_("Throw away the {card}"))
PIECE_ON = Said(N_("{owner}'s {piece} on {square}"), yours={"owner": N_("your {piece} on {square}")})
YOUR_PIECE = Said(N_("your {piece}"))
YOUR_TAKEN_PIECE = Said(N_("your taken {piece}"))

# --- the table's labels and facts --------------------------------------------------------------------------

#: the board: a chessboard (scacchiera) here, Skèmino's tabellone there
BOARD_LABEL = Said(C_("scamorra", "The board"))
BOARD_PICTURE = Said(N_("La Scamorra board: North's home row at the top, South's at the bottom"))
HAND_OF = Said(N_("{player}'s cards"), you=N_("Your cards"))
NO_CARDS_LEFT = Said(N_("No cards left."))
TO_PLACE_LABEL = Said(N_("Your pieces to place"))
TAKEN_LABEL = Said(N_("Your pieces taken by the other side"))
TAKEN_NOTE = Said(N_("a pawn (pedone) brings one back to your home row"))
FACT_HOME_ROW = Said(N_("home row {row}"))
FACT_POINTS = Said(N_("1 point"), plural=N_("{n} points"))
FACT_CARDS = Said(N_("1 card in hand"), plural=N_("{n} cards in hand"))
FACT_DECK = Said(N_("1 card in the deck"), plural=N_("{n} cards in the deck"))
FACT_LAST_CARD = Said(N_("last played: {card}"))
FACT_TO_PLACE = Said(N_("1 piece to place"), plural=N_("{n} pieces to place"))
FACT_LOST = Said(N_("1 piece lost"), plural=N_("{n} pieces lost"))
FACT_INITIATIVE = Said(N_("holds the initiative"))
FACT_SERIES_TOTAL = Said(N_("series total {n}"))
NOTE_PLACING = Said(N_("Placing the pieces: one at a time, each on its own home row."))
NOTE_SERIES = Said(N_("Match {number} of a series to {target} points."))
SERIES_LABEL = Said(N_("The series"))
MATCH_COLUMN = Said(N_("Match"))
THIS_MATCH_ROW = Said(N_("this match"))
TOTAL_ROW = Said(N_("Total"))

# --- refusals (the reason after the clause: "SC-12: c3 is not on your home row ...") ----------------------
# Said to the player who tried (``player``: "you"); otherwise they name the side (``side``: "South").

GAME_IS_OVER = Said(N_("the game is over: no action can follow the end"))
CHOICE_IS_MADE = Said(N_("the choice to place or move first is made once, before the pieces are placed"))
MUST_CHOOSE_FIRST = Said(N_("{side} holds the initiative and must first choose to place first or to move first"),
                         you=N_("you hold the initiative and must first choose to place first or to move first"))
ALL_PIECES_PLACED = Said(N_("all the pieces are already on the board: pieces are placed only at the start, and a "
                            "taken piece comes back with a pawn (pedone)"))
ALREADY_PLACED = Said(N_("{side}'s {piece} is already on {square}"), you=N_("your {piece} is already on {square}"))
PLACE_ON_HOME_ROW = Said(N_("{square} is not on {side}'s home row: pieces are placed on row {row}"),
                         you=N_("{square} is not on your home row: pieces are placed on row {row}"))
ONE_PIECE_PER_SQUARE = Said(N_("{square} is taken: one piece per square"))
STILL_PLACING = Said(N_("the pieces are still being placed: {side} places a piece before any card is played"),
                     you=N_("the pieces are still being placed: you place a piece before any card is played"))
CARD_NOT_HELD = Said(N_("{side} holds no {card}: the hand is {hand}"),
                     you=N_("you hold no {card}: your cards are {hand}"))
NO_CARD_HELD = Said(N_("{side} holds no {card}: no card is left in the hand"),
                    you=N_("you hold no {card}: you have no cards left"))
NO_PIECE_THERE = Said(N_("there is no piece on {square}"))
NOT_YOUR_PIECE = Said(N_("the {piece} on {square} belongs to {owner_side}: {side} moves only their own pieces"),
                      you=N_("the {piece} on {square} belongs to {owner_side}: you move only your own pieces"))
NOT_TAKEN = Said(N_("{side}'s {piece} is still on {where}: only a taken piece comes back"),
                 you=N_("your {piece} is still on {where}: only a taken piece comes back"))
BRING_BACK_ON_HOME_ROW = Said(N_("{square} is not on {side}'s home row: a piece comes back on row {row}"),
                              you=N_("{square} is not on your home row: a piece comes back on row {row}"))
BRING_BACK_ON_EMPTY = Said(N_("{square} is taken: a piece comes back only on an empty home square, and a "
                              "re-entry never captures"))
CARD_CAN_MOVE = Said(N_("the {card} can still move your {piece} from {origin} to {dest}: only a card with no move "
                        "may be thrown away"))

# --- a move judged (rules.judge_move): refusals, and why a move is allowed (for pictures and practice) -----

MUST_LEAVE = Said(N_("the {piece} must leave {square}: a move is never zero squares"))
FAR_ROW = Said(N_("{square} is on the far row: a pawn (pedone) has no forward move from there"))
FAR_ROW_OTHER_CARD = Said(N_("{square} is on the far row: a pawn (pedone) has no forward move from there; another "
                             "card still moves this piece"))
PAWN_STEPS = Said(N_("a pawn (pedone) moves the {piece} one square forward to {square}"))
OWN_PIECE_THERE = Said(N_("{square} holds your own {piece}"))
OWN_PIECE_LANDING = Said(N_("{square} holds your own {piece}: no piece may end on a square held by its own side"))
PAWN_TAKES_AHEAD = Said(N_("with the forward-capture variant, the {piece} may take the {victim} straight ahead"))
PAWN_NOT_INTO_PIECE = Said(N_("{square} is occupied: a pawn (pedone) moves forward only onto an empty square and "
                              "takes only diagonally"))
PAWN_DIAGONAL_EMPTY = Said(N_("{square} is empty: a pawn (pedone) goes diagonally only to take a piece"))
PAWN_TAKES_DIAGONALLY = Said(N_("the {piece} may take the {victim} diagonally"))
PAWN_SHAPE = Said(N_("a pawn (pedone) goes one square forward (toward row {row}) or takes one square diagonally "
                     "forward: {square} is neither from {origin}"))
CARD_SHAPE = Said(N_("{a_card} moves {how}: {square} is not such a move from {origin}"))
BLOCKED_BY_YOURS = Said(N_("the way is blocked by your {piece} on {square}: {a_card} cannot jump"))
BLOCKED_BY_ENEMY = Said(N_("the way is blocked by the enemy {piece} on {square}: {a_card} cannot jump"))
MAY_MOVE = Said(N_("the {piece} may move from {origin} to {square}"))
KING_CAPTURE = Said(N_("with the king (re) the {piece} may take the {victim}, whatever rock-paper-scissors says"))
MORRA_CAPTURE = Said(N_("the {piece} may take the {victim}: {why}"))
CANNOT_TAKE = Said(N_("the {piece} on {origin} cannot take the {victim} on {square}: {why}, and only the king (re) "
                      "lets a piece take any enemy piece"))
NO_PIECE_FOR_VERDICTS = Said(N_("there is no piece on {square} to judge the moves of"))

# --- why a computer player chose its move (engine/scamorra/bots.py; the table says "... chose X: {rule}") ----
BOT_WANTS_TO_MOVE = Said(N_("a beginner wants to play the first card."))
BOT_PLACE_CENTRE = Said(N_("each piece on the free home square nearest the middle."))
BOT_TAKE_ALWAYS = Said(N_("take a piece whenever a card allows it."))
BOT_COME_BACK = Said(N_("a taken piece comes back whenever a pawn (pedone) allows it."))
BOT_MARCH = Said(N_("the move that brings a piece nearest the enemy's home row."))
BOT_NO_MOVE = Said(N_("no card in hand moves a piece, so one is thrown away."))
BOT_CAPPOTTO = Said(N_("this takes the last enemy piece on the board: cappotto."))
BOT_TAKE_SAFELY = Said(N_("a point now, weighed against the cards that could take the piece back."))
BOT_SAFE_STEP = Said(N_("the move that risks least from the cards the opponent may hold and prepares a capture."))
BOT_LEAST_RISK = Said(N_("every move leaves a piece in danger: this one risks least."))
BOT_COME_BACK_SAFE = Said(N_("a taken piece back on the board, where it is safest."))
BOT_DISCARD_LEAST = Said(N_("no card in hand moves a piece: the one that matters least is thrown away."))
BOT_PLACE_FIRST = Said(N_("placing first, and moving second, keeps the pieces home one turn longer."))
BOT_PLACE_FACING = Said(N_("each piece faces an enemy piece it beats, away from one that beats it."))

# --- the rule pages' pictures, tables and the move explorer (book/scamorra, widgets/scamorra.py) ------------

ONE_PLAYERS_DECK = Said(N_("One player's deck:"))
HOME_ROWS_PICTURE = Said(N_("{south}'s pieces on row 1, {north}'s on row 5"))
COLUMN_CARD = Said(N_("card"))
COLUMN_HOW_MANY = Said(N_("how many"))
COLUMN_HOW_IT_MOVES = Said(N_("how it moves a piece"))
COLUMN_PLAYER = Said(N_("player"))
COLUMN_IN_HAND = Said(N_("in hand"))
COLUMN_IN_DECK = Said(N_("in the deck"))
COLUMN_COPPELLA = Said(N_("coppella"))
COLUMN_TO_PLAY = Said(N_("cards to play"))
AFTER_THE_DEAL = Said(N_("Right after the deal"))
SQUARES_FOR_CARD = Said(N_("Squares for {a_card} from {square}"))
REFUSED_HERE = Said(N_("Refused here:"))
AFTER_THIS = Said(N_("After this: {what}"))
OUT_OF_REACH = Said(N_("With a piece on {square}, {dest} is out of reach"))
WITH_CARD = Said(N_("with {a_card}"))
PIECE_WITH_CARD = Said(N_("{piece} with {a_card}"))
PIECE_WITH_KING = Said(N_("{piece} with the king (re)"))
WITH_KING = Said(N_("with the king (re)"))
OFF_THE_BOARD = Said(N_("Before: the {piece} is off the board"))
MOVES_LISTED = Said(N_("{side}'s moves, as the table lists them:"))
ROW_BEFORE_MATCH = Said(N_("before this match"))
ROW_CAPTURES = Said(N_("captures in this match"))
ROW_CAPPOTTO_BONUS = Said(N_("cappotto bonus"))
AXIS_PIECE = Said(N_("piece"))
EXPLORER_HEAD = Said(N_("{card} for {side}'s {piece} on {square}: 1 square allowed ({squares})."),
                     plural=N_("{card} for {side}'s {piece} on {square}: {n} squares allowed ({squares})."))
EXPLORER_HEAD_NONE = Said(N_("{card} for {side}'s {piece} on {square}: no square allowed."))
CARD_MOVES_HOW = Said(N_("{a_card} moves {how}."))

# --- the printable board, pieces and decks (widgets/handouts.py) -------------------------------------------

SHEET_LEFT = Said(N_("La Scamorra board, sheet 1 of 2: columns a to c. Cut along the outer line of column c."))
SHEET_RIGHT = Said(N_("La Scamorra board, sheet 2 of 2: columns d and e, with a glue flap; the six pieces to cut "
                      "out."))
SHEET_LEFT_LABEL = Said(N_("Board sheet 1"))
SHEET_RIGHT_LABEL = Said(N_("Board sheet 2 and the pieces"))
HALF_LEFT_PICTURE = Said(N_("La Scamorra board, left half, columns a to c: 50 mm squares, rows 1 to 5, {south}'s "
                            "home on row 1 and {north}'s on row 5"))
HALF_RIGHT_PICTURE = Said(N_("La Scamorra board, right half, columns d and e: 50 mm squares, rows 1 to 5, "
                             "{south}'s home on row 1 and {north}'s on row 5"))
HOME_SQUARE = Said(N_("{side}'s home (casa)"))
GLUE_FLAP = Said(N_("glue: slide under column c of the left half"))
SIDE_LIGHT = Said(N_("{side} (light)"))
SIDE_DARK = Said(N_("{side} (dark)"))
PIECES_PICTURE = Said(N_("Six pieces to cut out: {south}'s light and {north}'s dark carta, sasso and forbice"))
DECK_OF = Said(N_("{side}'s deck"))
CARD_OF_DECK = Said(N_("{card}, {side}'s deck"))
DECK_SHEET = Said(N_("La Scamorra: {side}'s deck, {n} cards ({composition}). Cut along the dashed lines."))
CARD_FORWARD = Said(N_("↑ forward"))
#: under a sliding card's picture, whose 5 x 5 board shows only two squares each way from the centre
CARD_REACH = Said(N_("1 to {n} squares in a line"))
PAWN_FORWARD = Said(N_("○ only to take · ↑ forward"))
