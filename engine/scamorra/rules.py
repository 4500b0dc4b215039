"""La Scamorra's rules as pure functions: the board, the pieces, the cards and how each card moves.

No state lives here. A board is a tuple of 25 small integers, square ``a1`` first, then ``b1`` ...
``e1``, ``a2`` ... ``e5``: 0 for an empty square, else ``1 + 3 * seat + piece`` (see :func:`code`).
Seat 0 is **South**, whose home row is row 1; seat 1 is **North**, whose home row is row 5 (SC-A15).

>>> DECK_COMPOSITION["pedone"], sum(DECK_COMPOSITION.values())
(5, 16)
>>> can_capture("sasso", "forbice", "torre"), can_capture("forbice", "sasso", "torre")
(True, False)
>>> can_capture("forbice", "sasso", "re")
True
"""
from __future__ import annotations

from typing import Any, Mapping

from ..words import Message
from . import words

SEATS = ("South", "North")
"""Seat 0 plays from row 1 upwards, seat 1 from row 5 downwards (SC-A15)."""

COLUMNS = "abcde"
SQUARES = tuple(f"{c}{r}" for r in range(1, 6) for c in COLUMNS)
SQ_INDEX = {sq: i for i, sq in enumerate(SQUARES)}

PIECES = ("carta", "sasso", "forbice")
"""The three pieces each side has (SC-4); index 0, 1, 2."""
PIECE_INDEX = {p: i for i, p in enumerate(PIECES)}

CARDS = ("re", "regina", "alfiere", "cavallo", "torre", "pedone")
"""The six kinds of chess card (SC-5); index 0 .. 5."""
CARD_INDEX = {c: i for i, c in enumerate(CARDS)}
RE, REGINA, ALFIERE, CAVALLO, TORRE, PEDONE = range(6)

DECK_COMPOSITION: Mapping[str, int] = {"re": 1, "regina": 1, "alfiere": 3, "cavallo": 3, "torre": 3, "pedone": 5}
"""Each player's own 16-card chess deck (SC-5)."""
DECK_SIZE = 16
HAND_SIZE = 3
CARDS_PER_MATCH = DECK_SIZE - 1
"""15 cards each: the 16 less the coppella (SC-8, SC-34, SC-EX-2)."""

#: the clause that defines each card's movement
CARD_CLAUSE = {RE: "SC-23", REGINA: "SC-22", ALFIERE: "SC-21", CAVALLO: "SC-20", TORRE: "SC-19", PEDONE: "SC-17"}
#: each card's movement in a few words (the sentences are in words.CARD_MOVES)
CARD_MOVES = {CARD_INDEX[name]: str(said()) for name, said in words.CARD_MOVES.items()}


def square(text: str) -> str:
    """A square's name checked and lower-cased; ``ValueError`` for anything off the board.

    >>> square("C3"), square(" e5 ")
    ('c3', 'e5')
    """
    sq = str(text).strip().lower()
    if sq not in SQ_INDEX:
        raise ValueError(f"{text!r} is not a square of the board: columns a-e, rows 1-5 (e.g. c3)")
    return sq


def piece(text: str) -> str:
    """A piece's name checked (``carta``, ``sasso``, ``forbice``; a few English and plural forms too).

    >>> piece("Sasso"), piece("rock"), piece("forbici")
    ('sasso', 'sasso', 'forbice')
    """
    word = str(text).strip().lower()
    word = _PIECE_ALIASES.get(word, word)
    if word not in PIECE_INDEX:
        raise ValueError(f"{text!r} is not a piece: the pieces are carta, sasso and forbice")
    return word


def card(text: str) -> str:
    """A chess card's name checked (``re``, ``regina``, ``alfiere``, ``cavallo``, ``torre``, ``pedone``;
    plurals and the English names are accepted too).

    >>> card("Cavallo"), card("knight"), card("pedoni")
    ('cavallo', 'cavallo', 'pedone')
    """
    word = str(text).strip().lower()
    word = _CARD_ALIASES.get(word, word)
    if word not in CARD_INDEX:
        raise ValueError(f"{text!r} is not a chess card: the cards are re, regina, alfiere, cavallo, torre "
                         "and pedone")
    return word


_PIECE_ALIASES = {"paper": "carta", "rock": "sasso", "stone": "sasso", "pietra": "sasso", "scissors": "forbice",
                  "forbici": "forbice"}
_CARD_ALIASES = {"king": "re", "queen": "regina", "bishop": "alfiere", "alfieri": "alfiere", "knight": "cavallo",
                 "cavalli": "cavallo", "rook": "torre", "torri": "torre", "pawn": "pedone", "pedoni": "pedone"}


# --- sides and rows -----------------------------------------------------------------------------

def home_row(seat: int) -> int:
    """The row (1-5) that is ``seat``'s casa: 1 for South, 5 for North (SC-31, SC-A15).

    >>> home_row(0), home_row(1)
    (1, 5)
    """
    return 1 if seat == 0 else 5


def forward(seat: int) -> int:
    """The row step that is "forward" for ``seat``: toward the opponent's home (SC-31).

    >>> forward(0), forward(1)
    (1, -1)
    """
    return 1 if seat == 0 else -1


HOME_SQUARES = tuple(tuple(i for i in range(25) if i // 5 + 1 == home_row(s)) for s in (0, 1))


# --- pieces and captures ------------------------------------------------------------------------

def code(seat: int, piece_index: int) -> int:
    """The board code of a seat's piece: 1-3 South's carta, sasso, forbice; 4-6 North's."""
    return 1 + 3 * seat + piece_index


# by board code; code 0 is an empty square, which has neither (-1: never looked up)
OWNER: tuple[int, ...] = (-1, 0, 0, 0, 1, 1, 1)
KIND: tuple[int, ...] = (-1, 0, 1, 2, 0, 1, 2)


def morra_beats(attacker: str, defender: str) -> bool:
    """Rock-paper-scissors (SC-29): sasso beats forbice, forbice beats carta, carta beats sasso.

    >>> morra_beats("carta", "sasso"), morra_beats("sasso", "carta"), morra_beats("sasso", "sasso")
    (True, False, False)
    """
    return _beats(PIECE_INDEX[piece(attacker)], PIECE_INDEX[piece(defender)])


def _beats(a: int, d: int) -> bool:
    # carta 0, sasso 1, forbice 2: the attacker wins exactly when it sits two steps after the defender
    return (a - d) % 3 == 2


def can_capture(attacker: str, defender: str, card_name: str) -> bool:
    """Whether ``attacker`` may take ``defender`` with the card played (SC-29, SC-30, SC-A6).

    With the re any piece takes any enemy piece, even one of its own kind; with any other card the
    morra decides (SC-EX-6).

    >>> [can_capture(a, d, "torre") for a, d in [("sasso", "forbice"), ("forbice", "carta"), ("carta", "sasso")]]
    [True, True, True]
    >>> can_capture("sasso", "sasso", "torre"), can_capture("sasso", "sasso", "re")
    (False, True)
    """
    a, d = PIECE_INDEX[piece(attacker)], PIECE_INDEX[piece(defender)]
    return CARD_INDEX[card(card_name)] == RE or _beats(a, d)


def capture_reason(attacker: str, defender: str) -> str:
    """Why (or why not) ``attacker`` takes ``defender`` by the morra, in words.

    >>> capture_reason("carta", "sasso"), capture_reason("sasso", "carta")
    ('paper wraps rock', 'paper wraps rock, so the rock (sasso) cannot take it')
    >>> capture_reason("forbice", "forbice")
    'two scissors (forbici) cannot take each other'
    """
    if (attacker, defender) in words.BEATS:
        return str(words.BEATS[(attacker, defender)]())
    if attacker == defender:
        return str(_why_not(attacker, defender))
    return str(words.BEATEN_BY(why=words.BEATS[(defender, attacker)](), piece=words.PIECE_NAMES[attacker]))


def _why_not(attacker: str, defender: str) -> Message:
    """Why the morra forbids ``attacker`` to take ``defender``: the same kind, or the defender wins."""
    if attacker == defender:
        return words.SAME_KIND(pieces=words.PIECE_PLURALS[attacker])
    return words.BEATS[(defender, attacker)]()


# --- geometry (precomputed) ---------------------------------------------------------------------

def _on(r: int, c: int) -> bool:
    return 0 <= r < 5 and 0 <= c < 5


#: how far a torre, an alfiere or a regina slides: one to this many squares
SLIDE_REACH = 3


def _rays(i: int, directions: Any) -> tuple[tuple[int, ...], ...]:
    r0, c0 = divmod(i, 5)
    rays = []
    for dr, dc in directions:
        ray = []
        for step in range(1, SLIDE_REACH + 1):
            r, c = r0 + dr * step, c0 + dc * step
            if not _on(r, c):
                break
            ray.append(r * 5 + c)
        if ray:
            rays.append(tuple(ray))
    return tuple(rays)


_STRAIGHT = ((1, 0), (-1, 0), (0, 1), (0, -1))
_DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
_KNIGHT = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))


def _steps(i: int, deltas: Any) -> tuple[int, ...]:
    r0, c0 = divmod(i, 5)
    return tuple((r0 + dr) * 5 + c0 + dc for dr, dc in deltas if _on(r0 + dr, c0 + dc))


#: RAYS[card][square]: the lines a sliding card follows (each up to 3 squares, nearest first)
RAYS = {
    TORRE: tuple(_rays(i, _STRAIGHT) for i in range(25)),
    ALFIERE: tuple(_rays(i, _DIAGONAL) for i in range(25)),
    REGINA: tuple(_rays(i, _STRAIGHT + _DIAGONAL) for i in range(25)),
}
KING_STEPS = tuple(_steps(i, _STRAIGHT + _DIAGONAL) for i in range(25))
KNIGHT_JUMPS = tuple(_steps(i, _KNIGHT) for i in range(25))
#: PAWN_FORWARD[seat][square]: the square ahead, or -1 on the far row (SC-A3)
PAWN_FORWARD = tuple(tuple((i + 5 * forward(s)) if 0 <= i // 5 + forward(s) < 5 else -1 for i in range(25))
                     for s in (0, 1))
#: PAWN_DIAGONALS[seat][square]: the one or two squares diagonally forward (SC-A2)
PAWN_DIAGONALS = tuple(tuple(_steps(i, ((forward(s), -1), (forward(s), 1))) for i in range(25)) for s in (0, 1))


def pattern(card_index: int, seat: int, origin: int) -> tuple[int, ...]:
    """Every square the card's shape reaches from ``origin`` on an empty board, pieces ignored."""
    if card_index in RAYS:
        return tuple(sq for ray in RAYS[card_index][origin] for sq in ray)
    if card_index == CAVALLO:
        return KNIGHT_JUMPS[origin]
    if card_index == RE:
        return KING_STEPS[origin]
    ahead = PAWN_FORWARD[seat][origin]
    return ((ahead,) if ahead >= 0 else ()) + PAWN_DIAGONALS[seat][origin]


def destinations(board: Any, seat: int, origin: int, card_index: int, pawn_forward_capture: bool = False) -> Any:
    """The legal landing squares for ``seat``'s piece on ``origin`` with a card: a list of
    ``(square index, captured board code or 0)`` (SC-17..SC-23, SC-28..SC-30, SC-A1..A6, SC-A16).

    >>> board = [0] * 25
    >>> board[SQ_INDEX["c1"]] = code(0, PIECE_INDEX["forbice"])
    >>> sorted(SQUARES[d] for d, _ in destinations(board, 0, SQ_INDEX["c1"], ALFIERE))   # SC-EX-3
    ['a3', 'b2', 'd2', 'e3']
    """
    mine = board[origin]
    kind = KIND[mine]
    out = []
    if card_index in RAYS:
        for ray in RAYS[card_index][origin]:
            for sq in ray:
                there = board[sq]
                if not there:
                    out.append((sq, 0))
                    continue
                if OWNER[there] != seat and (kind - KIND[there]) % 3 == 2:
                    out.append((sq, there))
                break
        return out
    if card_index == CAVALLO or card_index == RE:
        for sq in (KNIGHT_JUMPS[origin] if card_index == CAVALLO else KING_STEPS[origin]):
            there = board[sq]
            if not there:
                out.append((sq, 0))
            elif OWNER[there] != seat and (card_index == RE or (kind - KIND[there]) % 3 == 2):
                out.append((sq, there))
        return out
    ahead = PAWN_FORWARD[seat][origin]
    if ahead >= 0:
        there = board[ahead]
        if not there:
            out.append((ahead, 0))
        elif pawn_forward_capture and OWNER[there] != seat and (kind - KIND[there]) % 3 == 2:
            out.append((ahead, there))
    for sq in PAWN_DIAGONALS[seat][origin]:
        there = board[sq]
        if there and OWNER[there] != seat and (kind - KIND[there]) % 3 == 2:
            out.append((sq, there))
    return out


def judge_move(board: Any, seat: int, origin: int, dest: int, card_index: int,
               pawn_forward_capture: bool = False) -> tuple[str, str, Message]:
    """The verdict on one move, for explanations: ``(verdict, clause, reason)``; the reason is a
    message of :mod:`.words` (``str()`` gives its English).

    ``verdict`` is ``"move"`` or ``"capture"`` when legal; otherwise ``"shape"`` (the card does not
    go there), ``"blocked"`` (a piece stands in the way), ``"own"`` (your own piece is there),
    ``"no_capture"`` (the piece there cannot be taken) or ``"pawn"`` (a pawn's special limits).

    >>> board = [0] * 25
    >>> board[SQ_INDEX["c3"]], board[SQ_INDEX["d4"]] = code(0, 0), code(1, 2)      # SC-EX-5
    >>> verdict, clause, reason = judge_move(board, 0, SQ_INDEX["c3"], SQ_INDEX["d4"], ALFIERE)
    >>> verdict, clause, str(reason)
    ('no_capture', 'SC-29', 'the paper (carta) on c3 cannot take the scissors (forbice) on d4: scissors cut paper, and only the king (re) lets a piece take any enemy piece')
    >>> judge_move(board, 0, SQ_INDEX["c3"], SQ_INDEX["d4"], RE)[:2]
    ('capture', 'SC-30')
    """
    name = CARDS[card_index]
    mine = board[origin]
    attacker = PIECES[KIND[mine]]
    piece = words.PIECE_NAMES[attacker]
    here, there_sq = SQUARES[origin], SQUARES[dest]
    there = board[dest]
    victim = PIECES[KIND[there]] if there else ""      # "": no piece there
    if dest == origin:
        return "shape", "SC-A16", words.MUST_LEAVE(piece=piece, square=here)
    if card_index == PEDONE:
        ahead = PAWN_FORWARD[seat][origin]
        if ahead < 0 and (dest in PAWN_DIAGONALS[seat][origin] or dest // 5 == origin // 5 + forward(seat)):
            return "shape", "SC-A3", words.FAR_ROW(square=here)
        if ahead < 0:
            return "shape", "SC-A3", words.FAR_ROW_OTHER_CARD(square=here)
        if dest == ahead:
            if not there:
                return "move", "SC-17", words.PAWN_STEPS(piece=piece, square=there_sq)
            if OWNER[there] == seat:
                return "own", "SC-A4", words.OWN_PIECE_THERE(square=there_sq, piece=words.PIECE_NAMES[victim])
            if pawn_forward_capture:
                if (KIND[mine] - KIND[there]) % 3 == 2:
                    return "capture", "SC-A1", words.PAWN_TAKES_AHEAD(piece=piece, victim=words.PIECE_NAMES[victim])
                return "no_capture", "SC-29", _no_capture_reason(attacker, here, victim, there_sq)
            return "pawn", "SC-A1", words.PAWN_NOT_INTO_PIECE(square=there_sq)
        if dest in PAWN_DIAGONALS[seat][origin]:
            if not there:
                return "pawn", "SC-A2", words.PAWN_DIAGONAL_EMPTY(square=there_sq)
            if OWNER[there] == seat:
                return "own", "SC-A4", words.OWN_PIECE_THERE(square=there_sq, piece=words.PIECE_NAMES[victim])
            if (KIND[mine] - KIND[there]) % 3 == 2:
                return "capture", "SC-17", words.PAWN_TAKES_DIAGONALLY(piece=piece, victim=words.PIECE_NAMES[victim])
            return "no_capture", "SC-29", _no_capture_reason(attacker, here, victim, there_sq)
        return "shape", "SC-17", words.PAWN_SHAPE(row=home_row(1 - seat), square=there_sq, origin=here)
    if dest not in pattern(card_index, seat, origin):
        return "shape", CARD_CLAUSE[card_index], words.CARD_SHAPE(a_card=words.A_CARD[name], how=words.CARD_MOVES[name](),
                                                                  square=there_sq, origin=here)
    if card_index in RAYS:
        for ray in RAYS[card_index][origin]:
            if dest in ray:
                for sq in ray[:ray.index(dest)]:
                    if board[sq]:
                        said = words.BLOCKED_BY_YOURS if OWNER[board[sq]] == seat else words.BLOCKED_BY_ENEMY
                        return "blocked", "SC-A16", said(piece=words.PIECE_NAMES[PIECES[KIND[board[sq]]]],
                                                         square=SQUARES[sq], a_card=words.A_CARD[name])
    if not there:
        return "move", CARD_CLAUSE[card_index], words.MAY_MOVE(piece=piece, origin=here, square=there_sq)
    if OWNER[there] == seat:
        return "own", "SC-A4", words.OWN_PIECE_LANDING(square=there_sq, piece=words.PIECE_NAMES[victim])
    if card_index == RE:
        return "capture", "SC-30", words.KING_CAPTURE(piece=piece, victim=words.PIECE_NAMES[victim])
    if (KIND[mine] - KIND[there]) % 3 == 2:
        return "capture", "SC-29", words.MORRA_CAPTURE(piece=piece, victim=words.PIECE_NAMES[victim],
                                                        why=words.BEATS[(attacker, victim)]())
    return "no_capture", "SC-29", _no_capture_reason(attacker, here, victim, there_sq)


def _no_capture_reason(attacker: str, here: str, victim: str, there: str) -> Message:
    return words.CANNOT_TAKE(piece=words.PIECE_NAMES[attacker], origin=here, victim=words.PIECE_NAMES[victim],
                             square=there, why=_why_not(attacker, victim))


# --- the match --------------------------------------------------------------------------------

def initiative_order(initiative: int, choice: str) -> tuple[int, int]:
    """``(places first, moves first)`` for the initiative holder's choice (SC-11, SC-13, SC-EX-1).

    >>> initiative_order(0, "move"), initiative_order(0, "place")
    ((1, 0), (0, 1))
    """
    if choice == "place":
        return initiative, 1 - initiative
    if choice == "move":
        return 1 - initiative, initiative
    raise ValueError(f"the initiative holder chooses 'place' or 'move' first, not {choice!r}")


def match_result(scores: Any, cappotto_winner: int | None = None) -> int | None:
    """The winning seat of a finished match, or ``None`` for a draw (patta) (SC-34, SC-35, SC-EX-8).

    >>> match_result((4, 4)), match_result((5, 3)), match_result((0, 2), cappotto_winner=0)
    (None, 0, 0)
    """
    if cappotto_winner is not None:
        return cappotto_winner
    if scores[0] == scores[1]:
        return None
    return 0 if scores[0] > scores[1] else 1


def series_winner(totals: Any, target: int = 15) -> int | None:
    """The first seat whose series total reached ``target`` (SC-36), else ``None``; with both there,
    the higher total (the ``end_of_match`` variant), and ``None`` when they are equal.

    >>> series_winner((4 + 3 + 10, 9)), series_winner((14, 9)), series_winner((15, 15))
    (0, None, None)
    """
    reached = [s for s in (0, 1) if totals[s] >= target]
    if not reached:
        return None
    if len(reached) == 1:
        return reached[0]
    return None if totals[0] == totals[1] else (0 if totals[0] > totals[1] else 1)
