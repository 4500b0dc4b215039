"""A match (or a series of matches) of La Scamorra as immutable states (SC-1..SC-37, SC-A1..A23).

Seat 0 is South (home row 1), seat 1 is North (home row 5). A match goes through three phases:

* ``"choose"``: the initiative holder says ``first place`` or ``first move`` (SC-10, SC-11);
* ``"place"``: the players put their three pieces on their home rows in turn (SC-12, SC-A18);
* ``"move"``: each turn plays one card: a move, a re-entry or a discard (SC-15, SC-A9);

and ends after fifteen cards each, or at once by cappotto (SC-34, SC-35). With ``series=True`` the
matches follow one another until a running total reaches 15 ("partita a 15", SC-36, SC-37).

>>> game = new_game(seed=3)
>>> game.phase, game.current_player == game.initiative, [len(h) for h in game.hands], [len(d) for d in game.decks]
('choose', True, [3, 3], [12, 12])
>>> [str(a) for a in game.legal_actions()]
['first place', 'first move']
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import ClassVar, Literal

from ..core import Consequence, Event, GameState, Options, SeatView, check_seed, is_seat_number, winners_returns
from ..errors import IllegalAction
from ..words import Seat
from . import rules, words
from .actions import (
    CHOOSE, DISCARD, MOVE, PLACE, REENTER, Choose, Discard, Move, Place, Reenter, parse_action,
)
from .rules import (
    CARD_INDEX, CARDS, DECK_COMPOSITION, HAND_SIZE, HOME_SQUARES, KIND, OWNER, PEDONE, PIECE_INDEX, PIECES,
    SEATS, SQ_INDEX, SQUARES, code, home_row, judge_move,
)


@dataclass(frozen=True)
class ScamorraOptions(Options):
    """Variant options (RULINGS 6.1, SC rows); every default is the ruling.

    >>> ScamorraOptions().series, ScamorraOptions().series_target
    (False, 15)
    >>> ScamorraOptions(series_check="never")
    Traceback (most recent call last):
    ...
    ValueError: option series_check='never' has the wrong type: expected 'immediate' or 'end_of_match'
    """

    pawn_forward_capture: bool = False                                  # SC-A1
    series: bool = False                                                # SC-36: play a "partita a 15"
    series_check: Literal["immediate", "end_of_match"] = "immediate"    # SC-A12
    series_target: int = 15                                             # SC-36
    cappotto_bonus: int = 10                                            # SC-37
    series_initiative: Literal["random", "loser_of_previous"] = "random"  # SC-A21

    def validate(self):
        self.check_choice("series_check", self.series_check, ("immediate", "end_of_match"))
        self.check_choice("series_initiative", self.series_initiative, ("random", "loser_of_previous"))
        if self.series_target < 1:
            raise ValueError(f"option series_target={self.series_target!r} must be at least 1")
        if self.cappotto_bonus < 0:
            raise ValueError(f"option cappotto_bonus={self.cappotto_bonus!r} must not be negative")


@dataclass(frozen=True)
class Outcome:
    """How the game ended: ``kind`` ``"points"`` (fifteen cards each), ``"cappotto"`` or ``"series"``
    (a series total reached the target); ``winner`` a seat or ``None`` for a draw (patta)."""

    kind: str
    winner: int | None

    def describe(self, names=None) -> str:
        who = "a draw (patta)" if self.winner is None else f"{_name(self.winner, names)} wins"
        how = {"points": "on points after fifteen cards each", "cappotto": "by cappotto",
               "series": "the series"}[self.kind]
        return f"{who} {how}" if self.winner is not None or self.kind != "points" else f"{who} on points"


@dataclass(frozen=True)
class MatchResult:
    """One finished match of a series: both scores, the winner (``None``: draw) and whether by cappotto."""

    scores: tuple[int, int]
    winner: int | None
    cappotto: bool


def _name(seat, names=None) -> str:
    if names and seat is not None and 0 <= seat < len(names):
        return str(names[seat])
    return SEATS[seat]


PHASES = ("choose", "place", "move", "over")


# --- fast move generation (the same answers as rules.destinations) --------------------------------------

# TAKES[attacker code][defender code]: an enemy piece the morra lets the attacker take (SC-29)
TAKES = tuple(tuple(bool(a and d and OWNER[a] != OWNER[d] and (KIND[a] - KIND[d]) % 3 == 2) for d in range(7))
              for a in range(7))
# ENEMY[attacker code][defender code]: any enemy piece (what the re may take, SC-30, SC-A6)
ENEMY = tuple(tuple(bool(a and d and OWNER[a] != OWNER[d]) for d in range(7)) for a in range(7))
_SLIDES = {c: tuple(tuple(tuple((sq, MOVE[c][o][sq]) for sq in ray) for ray in rules.RAYS[c][o]) for o in range(25))
           for c in rules.RAYS}
_JUMPS = {rules.CAVALLO: tuple(tuple((sq, MOVE[rules.CAVALLO][o][sq]) for sq in rules.KNIGHT_JUMPS[o])
                               for o in range(25)),
          rules.RE: tuple(tuple((sq, MOVE[rules.RE][o][sq]) for sq in rules.KING_STEPS[o]) for o in range(25))}
_PAWN_AHEAD = tuple(tuple((rules.PAWN_FORWARD[s][o], MOVE[PEDONE][o][rules.PAWN_FORWARD[s][o]])
                          if rules.PAWN_FORWARD[s][o] >= 0 else None for o in range(25)) for s in (0, 1))
_PAWN_TAKE = tuple(tuple(tuple((sq, MOVE[PEDONE][o][sq]) for sq in rules.PAWN_DIAGONALS[s][o]) for o in range(25))
                   for s in (0, 1))


def _moves(board, seat: int, origins, c: int, pawn_forward_capture: bool) -> list:
    out: list[Move] = []
    append = out.append
    if c in _SLIDES:
        table = _SLIDES[c]
        for o in origins:
            takes = TAKES[board[o]]
            for ray in table[o]:
                for sq, mv in ray:
                    there = board[sq]
                    if not there:
                        append(mv)
                        continue
                    if takes[there]:
                        append(mv)
                    break
    elif c != PEDONE:
        jumps = _JUMPS[c]
        for o in origins:
            takes = (ENEMY if c == rules.RE else TAKES)[board[o]]
            for sq, mv in jumps[o]:
                there = board[sq]
                if not there or takes[there]:
                    append(mv)
    else:
        ahead, diagonal = _PAWN_AHEAD[seat], _PAWN_TAKE[seat]
        for o in origins:
            takes = TAKES[board[o]]
            step = ahead[o]
            if step is not None:
                there = board[step[0]]
                if not there or (pawn_forward_capture and takes[there]):
                    append(step[1])
            for sq, mv in diagonal[o]:
                if takes[board[sq]]:
                    append(mv)
    return out



@dataclass(frozen=True)
class State(GameState):
    """One moment of La Scamorra. Build one with :func:`new_game` or :func:`position`.

    ``board``: 25 codes (see :mod:`.rules`); ``off_board[s]``: seat ``s``'s pieces not on the board
    (not yet placed while placing; taken, so ready to re-enter, while moving); ``hands``, ``decks``
    (next card first), ``discards`` (played cards, public) and ``coppelle`` (one hidden card per seat,
    out of the game) hold card indices of :data:`rules.CARDS`. ``history`` holds every action since the
    first deal, one tuple per match (the current match last): all of it public, and what a save is
    checked against (replayed from the seed, it must give this very state). :attr:`actions` lists them
    in one sequence.
    """

    game_name: ClassVar[str] = "scamorra"
    end_clause: ClassVar[str] = "SC-34"

    seed: int
    options: ScamorraOptions
    phase: str
    initiative: int
    places_first: int | None
    to_move: int
    board: tuple
    off_board: tuple
    hands: tuple
    decks: tuple
    coppelle: tuple
    discards: tuple
    scores: tuple = (0, 0)
    outcome: Outcome | None = None
    series_totals: tuple = (0, 0)
    results: tuple = ()
    next_deal: int = 0
    last_event: Event | None = None
    history: tuple = ((),)
    _cache: dict = field(default_factory=dict, init=False, compare=False, repr=False, hash=False)

    # --- whose turn -------------------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return 2

    @property
    def current_player(self) -> int | None:
        return None if self.outcome is not None else self.to_move

    def turn_clause(self) -> str:
        return {"choose": "SC-11", "place": "SC-12"}.get(self.phase, "SC-15")

    @property
    def moves_first(self) -> int | None:
        """The seat that played (or plays) the first card: the one that placed second (SC-13)."""
        return None if self.places_first is None else 1 - self.places_first

    @property
    def match_number(self) -> int:
        return len(self.results) + 1

    @property
    def actions(self) -> tuple:
        """Every action since the first deal, in order (a :class:`~engine.core.Record` of the game).

        >>> game = new_game(seed=3).apply("first move")
        >>> [str(a) for a in game.actions], [[str(a) for a in match] for match in game.history]
        (['first move'], [['first move']])
        """
        return tuple(action for match in self.history for action in match)

    # --- readable access ----------------------------------------------------------------------------
    def piece_at(self, sq) -> tuple[int, str] | None:
        """``(seat, piece)`` on a square, or ``None``."""
        c = self.board[SQ_INDEX[rules.square(sq)]]
        return None if not c else (OWNER[c], PIECES[KIND[c]])

    def where(self, seat: int, piece: str) -> str | None:
        """The square of ``seat``'s piece, or ``None`` if it is off the board."""
        c = code(seat, PIECE_INDEX[rules.piece(piece)])
        return SQUARES[self.board.index(c)] if c in self.board else None

    def hand(self, seat: int) -> list[str]:
        return [CARDS[c] for c in self.hands[seat]]

    def reserve(self, seat: int) -> list[str]:
        """Seat's pieces waiting off the board (taken, while moving; unplaced, while placing)."""
        return [PIECES[k] for k in self.off_board[seat]]

    # --- legality ---------------------------------------------------------------------------------
    def _board_moves(self, seat: int, card_index: int) -> list:
        """Every legal move of ``seat`` with one card (SC-17..SC-23, SC-A1..A6, SC-A16), from the tables
        below: the same answers as :func:`rules.destinations`, built for speed."""
        board = self.board
        base = 1 + 3 * seat
        origins = [board.index(base + k) for k in range(3) if base + k in board]
        return _moves(board, seat, origins, card_index, self.options.pawn_forward_capture)

    def _reentries(self, seat: int) -> list:
        board = self.board
        return [REENTER[k][sq] for k in sorted(self.off_board[seat]) for sq in HOME_SQUARES[seat] if not board[sq]]

    def legal_actions(self) -> list:
        got = self._cache.get("legal")
        if got is not None:
            return list(got)
        phase = self.phase
        if self.outcome is not None:
            out = []
        elif phase == "choose":
            out = [CHOOSE["place"], CHOOSE["move"]]
        elif phase == "place":
            p, board = self.to_move, self.board
            out = [PLACE[k][sq] for k in sorted(self.off_board[p]) for sq in HOME_SQUARES[p] if not board[sq]]
        else:
            p = self.to_move
            board = self.board
            base = 1 + 3 * p
            origins = [board.index(base + k) for k in range(3) if base + k in board]
            pfc = self.options.pawn_forward_capture
            out = []
            for c in sorted(set(self.hands[p])):
                moves = _moves(board, p, origins, c, pfc)
                out.extend(moves)
                if c == PEDONE and self.off_board[p]:
                    out.extend(self._reentries(p))          # SC-32, SC-33
                if not moves:
                    out.append(DISCARD[c])                  # SC-26, SC-27, SC-A8
        self._cache["legal"] = out
        return list(out)


    def expressible_actions(self) -> list:
        """Every action the notation can say, legal or not (see :mod:`.expressible`)."""
        from .expressible import expressible_actions

        return expressible_actions(self)

    def parse_action(self, text):
        return parse_action(text)

    def check_action(self, action) -> None:
        action = parse_action(action)
        if self.outcome is not None:
            raise IllegalAction(self.end_clause, words.GAME_IS_OVER())
        p, phase = self.to_move, self.phase
        who = {"player": Seat(p), "side": words.SIDES[p]}      # a refusal says "you" to the seat that tried
        if isinstance(action, Choose):
            if phase != "choose":
                raise IllegalAction("SC-11", words.CHOICE_IS_MADE())
            return
        if phase == "choose":
            raise IllegalAction("SC-11", words.MUST_CHOOSE_FIRST(**who))
        if isinstance(action, Place):
            if phase != "place":
                raise IllegalAction("SC-12", words.ALL_PIECES_PLACED())
            k, sq = PIECE_INDEX[action.piece], SQ_INDEX[action.square]
            if k not in self.off_board[p]:
                raise IllegalAction("SC-12", words.ALREADY_PLACED(**who, piece=words.PIECE_NAMES[action.piece],
                                                                  square=self.where(p, action.piece)))
            if sq not in HOME_SQUARES[p]:
                raise IllegalAction("SC-12", words.PLACE_ON_HOME_ROW(**who, square=action.square, row=home_row(p)))
            if self.board[sq]:
                raise IllegalAction("SC-A18", words.ONE_PIECE_PER_SQUARE(square=action.square))
            return
        if phase == "place":
            raise IllegalAction("SC-12", words.STILL_PLACING(**who))
        c = CARD_INDEX[action.card] if not isinstance(action, Reenter) else PEDONE
        if c not in self.hands[p]:
            clause = "SC-32" if isinstance(action, Reenter) else "SC-15"
            held = tuple(words.CARD_NAMES[name] for name in self.hand(p))
            said = words.CARD_NOT_HELD(**who, card=words.CARD_NAMES[CARDS[c]], hand=held) if held else \
                words.NO_CARD_HELD(**who, card=words.CARD_NAMES[CARDS[c]])
            raise IllegalAction(clause, said)
        if isinstance(action, Move):
            origin, dest = SQ_INDEX[action.origin], SQ_INDEX[action.dest]
            mine = self.board[origin]
            if not mine:
                raise IllegalAction("SC-15", words.NO_PIECE_THERE(square=action.origin))
            if OWNER[mine] != p:
                raise IllegalAction("SC-15", words.NOT_YOUR_PIECE(**who, piece=words.PIECE_NAMES[PIECES[KIND[mine]]],
                                                                  square=action.origin,
                                                                  owner_side=words.SIDES[OWNER[mine]]))
            verdict, clause, reason = judge_move(self.board, p, origin, dest, c, self.options.pawn_forward_capture)
            if verdict not in ("move", "capture"):
                raise IllegalAction(clause, reason)
            return
        if isinstance(action, Reenter):
            k, sq = PIECE_INDEX[action.piece], SQ_INDEX[action.square]
            if k not in self.off_board[p]:
                raise IllegalAction("SC-32", words.NOT_TAKEN(**who, piece=words.PIECE_NAMES[action.piece],
                                                             where=self.where(p, action.piece)))
            if sq not in HOME_SQUARES[p]:
                raise IllegalAction("SC-A7", words.BRING_BACK_ON_HOME_ROW(**who, square=action.square,
                                                                          row=home_row(p)))
            if self.board[sq]:
                raise IllegalAction("SC-A7", words.BRING_BACK_ON_EMPTY(square=action.square))
            return
        moves = self._board_moves(p, c)
        if moves:
            move = moves[0]
            moving = PIECES[KIND[self.board[SQ_INDEX[move.origin]]]]        # a listed move starts from a piece
            raise IllegalAction("SC-A9", words.CARD_CAN_MOVE(card=words.CARD_NAMES[CARDS[c]], origin=move.origin,
                                                             piece=words.PIECE_NAMES[moving],
                                                             dest=move.dest))

    # --- applying ------------------------------------------------------------------------------------
    def _apply(self, action) -> "State":
        if isinstance(action, Move):
            return self._after_card(action, CARD_INDEX[action.card])
        if isinstance(action, Reenter):
            return self._after_card(action, PEDONE)
        if isinstance(action, Discard):
            return self._after_card(action, CARD_INDEX[action.card])
        if isinstance(action, Place):
            return self._place(action)
        if isinstance(action, Choose):
            places_first, _ = rules.initiative_order(self.initiative, action.first)
            event = Event(self.to_move, str(action), (Consequence(
                "order", "{seat} places first; the other player places second and so moves first.",
                "SC-13", seat=places_first),))
            return self.evolve(phase="place", places_first=places_first, to_move=places_first, last_event=event,
                               history=_recorded(self.history, action))
        raise TypeError(f"not a La Scamorra action: {action!r}")   # pragma: no cover

    def _place(self, action: Place) -> "State":
        p = self.to_move
        k, sq = PIECE_INDEX[action.piece], SQ_INDEX[action.square]
        board = list(self.board)
        board[sq] = code(p, k)
        off = list(self.off_board)
        mine = list(off[p])
        mine.remove(k)
        off[p] = tuple(mine)
        consequences: tuple[Consequence, ...] = ()
        if not off[0] and not off[1]:
            first = self.places_first
            assert first is not None          # set when the placing began (SC-12)
            mover = 1 - first
            consequences = (Consequence("start", "All six pieces are placed: {seat} placed second and moves first.",
                                        "SC-13", seat=mover),)
            return self.evolve(board=tuple(board), off_board=tuple(off), phase="move", to_move=mover,
                               last_event=Event(p, str(action), consequences), history=_recorded(self.history, action))
        return self.evolve(board=tuple(board), off_board=tuple(off), to_move=1 - p,
                           last_event=Event(p, str(action), consequences), history=_recorded(self.history, action))

    def _after_card(self, action, c: int) -> "State":
        """Play card ``c`` (a move, a re-entry or a discard), draw, and pass the turn (SC-15, SC-16, SC-25)."""
        p, q = self.to_move, 1 - self.to_move
        hand = self.hands[p]
        i = hand.index(c)
        hand = hand[:i] + hand[i + 1:]
        deck = self.decks[p]
        if deck:
            hand, deck = hand + deck[:1], deck[1:]                   # SC-16, SC-A17
        hands = (hand, self.hands[1]) if p == 0 else (self.hands[0], hand)
        decks = (deck, self.decks[1]) if p == 0 else (self.decks[0], deck)
        played = self.discards[p] + (c,)
        discards = (played, self.discards[1]) if p == 0 else (self.discards[0], played)
        board, off, scores = self.board, self.off_board, self.scores
        consequences = []
        cappotto = False
        if isinstance(action, Move):
            origin, dest = SQ_INDEX[action.origin], SQ_INDEX[action.dest]
            mine, victim = board[origin], board[dest]
            b = list(board)
            b[dest], b[origin] = mine, 0
            board = tuple(b)
            if victim:
                k = KIND[victim]
                lost = off[q] + (k,)
                off = (off[0], lost) if q == 1 else (lost, off[1])
                scores = (scores[0] + 1, scores[1]) if p == 0 else (scores[0], scores[1] + 1)
                clause = "SC-30" if c == rules.RE and not rules._beats(KIND[mine], k) else "SC-28"
                consequences.append(Consequence(
                    "capture", f"{{seat}}'s {PIECES[KIND[mine]]} takes the enemy {PIECES[k]} on {action.dest}: "
                               "one point.", clause, seat=p, value=1, cards=(PIECES[KIND[mine]], PIECES[k])))
                cappotto = len(lost) == 3                             # SC-35, SC-A11
        elif isinstance(action, Reenter):
            k, sq = PIECE_INDEX[action.piece], SQ_INDEX[action.square]
            b = list(board)
            b[sq] = code(p, k)
            board = tuple(b)
            back = list(off[p])
            back.remove(k)
            off = (tuple(back), off[1]) if p == 0 else (off[0], tuple(back))
            consequences.append(Consequence("reentry", f"{{seat}}'s {action.piece} comes back on {action.square}.",
                                            "SC-32", seat=p, cards=(action.piece,)))
        else:
            consequences.append(Consequence("discard", f"{{seat}} discards the {action.card}: no piece moves.",
                                            "SC-27", seat=p, cards=(action.card,)))
        history = _recorded(self.history, action)
        if not consequences and (hands[0] or hands[1]):      # a plain move: the hot path of playouts
            return self.evolve(hands=hands, decks=decks, discards=discards, board=board, to_move=q,
                               last_event=Event(p, str(action)), history=history)
        new = self.evolve(hands=hands, decks=decks, discards=discards, board=board, off_board=off, scores=scores,
                          to_move=q, history=history)
        if cappotto:
            consequences.append(Consequence("cappotto", "{seat} wins by cappotto: no enemy piece is left on the "
                                                        "board.", "SC-35", seat=p))
            return new._end_match(p, p, consequences, str(action))
        if self.options.series and consequences and consequences[0].kind == "capture":
            running = new.series_totals[p] + new.scores[p]
            if running >= self.options.series_target and self.options.series_check == "immediate":
                return new._end_match(None, p, consequences, str(action), series_now=True)
        if not hands[0] and not hands[1]:
            return new._end_match(None, p, consequences, str(action))
        return new.evolve(last_event=Event(p, str(action), tuple(consequences)))

    def _end_match(self, cappotto_winner, actor, consequences, notation, series_now: bool = False) -> "State":
        """Close the match (SC-34, SC-35); in a series add the points and go on or end it (SC-36, SC-37)."""
        opts = self.options
        winner = rules.match_result(self.scores, cappotto_winner)
        if not opts.series:
            if cappotto_winner is None:
                if winner is None:
                    text = f"Fifteen cards each: {self.scores[0]}-{self.scores[1]}, a draw (patta)."
                else:
                    text = (f"Fifteen cards each: {{seat}} wins {max(self.scores)}-{min(self.scores)} on points.")
                consequences.append(Consequence("end", text, "SC-34", seat=winner))
            return self.evolve(outcome=Outcome("cappotto" if cappotto_winner is not None else "points", winner),
                               phase="over",
                               last_event=Event(actor, notation, tuple(consequences)))
        bonus = [0, 0]
        if cappotto_winner is not None:
            bonus[cappotto_winner] = opts.cappotto_bonus
            consequences.append(Consequence("bonus", f"{{seat}} adds the cappotto bonus of {opts.cappotto_bonus} "
                                                     "points.", "SC-37", seat=cappotto_winner,
                                            value=opts.cappotto_bonus))
        totals = tuple(self.series_totals[s] + self.scores[s] + bonus[s] for s in (0, 1))
        if not series_now and cappotto_winner is None:
            consequences.append(Consequence("end", f"Fifteen cards each: this match ends {self.scores[0]}-"
                                                   f"{self.scores[1]}.", "SC-34", seat=winner))
        results = self.results + (MatchResult(tuple(self.scores), winner, cappotto_winner is not None),)
        best = rules.series_winner(totals, opts.series_target)    # SC-A12 (both variants)
        if best is not None:
            consequences.append(Consequence("series_end", f"{{seat}} reaches {totals[best]} points and wins the "
                                                          f"series ({totals[0]}-{totals[1]}).", "SC-36", seat=best,
                                            value=totals[best]))
            return self.evolve(series_totals=totals, results=results, outcome=Outcome("series", best), phase="over",
                               last_event=Event(actor, notation, tuple(consequences)))
        rng = random.Random(self.next_deal)
        previous = results[-1].winner
        initiative = (1 - previous if opts.series_initiative == "loser_of_previous" and previous is not None
                      else None)
        fresh = _deal(self.seed, opts, rng, initiative)
        consequences.append(Consequence("new_match", f"Series {totals[0]}-{totals[1]}: match {len(results) + 1} is "
                                                     "dealt; {seat} has the initiative.", "SC-36",
                                        seat=fresh.initiative))
        return fresh.evolve(series_totals=totals, results=results, history=self.history + ((),),
                            last_event=Event(actor, notation, tuple(consequences)))

    # --- the end ------------------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return self.outcome is not None

    def returns(self) -> list[float]:
        if self.outcome is None:
            return [0.0, 0.0]
        winner = self.outcome.winner
        return winners_returns([] if winner is None else [winner], 2)

    def heuristic_returns(self) -> list[float]:
        """Points ahead count most; pieces on the board a little (a piece off the board cannot score)."""
        if self.outcome is not None:
            return self.returns()
        on = [3 - len(self.off_board[s]) if self.phase == "move" else 3 for s in (0, 1)]
        lead = (self.series_totals[0] + self.scores[0] - self.series_totals[1] - self.scores[1]
                + 0.4 * (on[0] - on[1]))
        p0 = 0.5 + 0.5 * math.tanh(lead / 2.0)
        return [p0, 1.0 - p0]

    # --- information --------------------------------------------------------------------------------
    def _view(self, player) -> "ScamorraView":
        return ScamorraView(self, player)

    def _determinize(self, player: int, rng) -> "State":
        """Resample what ``player`` cannot see: the order of both decks, the opponent's hand and both
        coppelle (SC-A14, SC-A19), and the next match's deal."""
        hands, decks, coppelle = list(self.hands), list(self.decks), list(self.coppelle)
        for s in (0, 1):
            pool = list(self.decks[s]) + [self.coppelle[s]]
            if s != player:
                pool += list(self.hands[s])
            pool.sort(key=str)      # the re-deal depends on what ``player`` knows and the rng alone
            rng.shuffle(pool)
            coppelle[s] = pool[0]
            rest = pool[1:]
            if s != player:
                n = len(self.hands[s])
                hands[s], rest = tuple(rest[:n]), rest[n:]
            decks[s] = tuple(rest)
        return self.evolve(hands=tuple(hands), decks=tuple(decks), coppelle=tuple(coppelle),
                           next_deal=rng.getrandbits(31))

    def _repr_svg_(self) -> str:
        from .render import board_svg

        return board_svg(self)


class ScamorraView(SeatView):
    """What one seat sees: the board, scores, played cards, deck and hand sizes, and its own hand
    (SC-A19). Nobody sees a coppella during play (SC-A14); ``view(EVERYONE)`` lists every card."""

    def to_dict(self) -> dict:
        s = self.state
        viewer = self.player
        out = {
            "phase": s.phase,
            "current_player": s.current_player,
            "initiative": s.initiative,
            "places_first": s.places_first,
            "board": {SQUARES[i]: {"seat": OWNER[c], "piece": PIECES[KIND[c]]} for i, c in enumerate(s.board) if c},
            "off_board": [s.reserve(0), s.reserve(1)],
            "hands": [s.hand(seat) if self.sees_all or viewer == seat else None for seat in (0, 1)],
            "hand_sizes": [len(h) for h in s.hands],
            "deck_sizes": [len(d) for d in s.decks],
            "discards": [[CARDS[c] for c in d] for d in s.discards],
            "scores": list(s.scores),
            "series_totals": list(s.series_totals),
            "match_number": s.match_number,
            "outcome": None if s.outcome is None else {"kind": s.outcome.kind, "winner": s.outcome.winner},
            "last_event": None if s.last_event is None else s.last_event.to_dict(),
        }
        if self.sees_all:
            out["decks"] = [[CARDS[c] for c in d] for d in s.decks]
            out["coppelle"] = [CARDS[c] for c in s.coppelle]
        return out

    def _repr_html_(self) -> str:
        from .render import render_state

        return render_state(self.state, self.player)


def _recorded(history: tuple, action) -> tuple:
    """``history`` with ``action`` added to the current match (matches kept apart: a short copy per move)."""
    return history[:-1] + (history[-1] + (action,),)


# --- building games ---------------------------------------------------------------------------------

def _full_deck() -> list[int]:
    return [CARD_INDEX[name] for name, n in DECK_COMPOSITION.items() for _ in range(n)]


def _deal(seed: int, options: ScamorraOptions, rng: random.Random, initiative: int | None = None) -> State:
    """Shuffle both decks (SC-7), set a coppella aside from each (SC-8), deal three cards each (SC-9)
    and draw the initiative (SC-10)."""
    hands, decks, coppelle = [], [], []
    for _ in (0, 1):
        deck = _full_deck()
        rng.shuffle(deck)
        coppelle.append(deck[0])
        hands.append(tuple(deck[1:1 + HAND_SIZE]))
        decks.append(tuple(deck[1 + HAND_SIZE:]))
    drawn = rng.randrange(2)
    if initiative is None:
        initiative = drawn
    event = Event(None, "the decks are shuffled, a coppella is set aside from each and three cards are dealt",
                  (Consequence("initiative", "{seat} has the initiative and chooses to place or to move first.",
                               "SC-10", seat=initiative),))
    return State(seed=seed, options=options, phase="choose", initiative=initiative, places_first=None,
                 to_move=initiative, board=(0,) * 25, off_board=((0, 1, 2), (0, 1, 2)), hands=tuple(hands),
                 decks=tuple(decks), coppelle=tuple(coppelle), discards=((), ()),
                 next_deal=rng.getrandbits(31), last_event=event)


def new_game(seed: int = 0, **options) -> State:
    """A new match (or series, with ``series=True``) dealt from ``seed``.

    >>> game = new_game(seed=1)
    >>> sorted(game.hand(0) + game.hand(1)) == sorted(game.hand(0) + game.hand(1)), game.initiative in (0, 1)
    (True, True)
    >>> new_game(seed=1, players=3)
    Traceback (most recent call last):
    ...
    ValueError: SC-A23: option players=3: La Scamorra is for exactly two players
    >>> new_game(seed=1, players=2.0)
    Traceback (most recent call last):
    ...
    ValueError: SC-A23: option players=2.0: La Scamorra is for exactly two players (a whole number: 2)
    >>> new_game(seed=1, colour="red")
    Traceback (most recent call last):
    ...
    ValueError: unknown option(s) colour; the options are pawn_forward_capture, series, series_check, series_target, cappotto_bonus, series_initiative
    """
    check_seed(seed)
    players = options.pop("players", 2)
    if not is_seat_number(players):
        raise ValueError(f"SC-A23: option players={players!r}: La Scamorra is for exactly two players "
                         "(a whole number: 2)")
    if players != 2:
        raise ValueError(f"SC-A23: option players={players!r}: La Scamorra is for exactly two players")
    key = tuple(sorted(options.items()))
    opts = _OPTIONS_SEEN.get(key) if all(isinstance(v, (bool, int, str)) for _, v in key) else None
    if opts is None or any(type(v) is not type(getattr(opts, k)) for k, v in key):
        opts = ScamorraOptions.of(**options)
        if len(_OPTIONS_SEEN) < 64:
            _OPTIONS_SEEN[key] = opts
    return _deal(seed, opts, random.Random(seed))


_OPTIONS_SEEN: dict = {}   # options already checked (checking them reads type hints: slow for playouts)


def position(board=None, hands=None, to_move: int = 0, scores=None, discards=None, seed: int = 0,
             **options) -> State:
    """A hand-built position in the moving phase, for examples and tests.

    ``board`` maps squares to ``(seat, piece)`` (seat 0/"South", 1/"North"); pieces not on the board
    are taken ones, waiting to re-enter. ``hands`` lists each seat's cards (three while a deck lasts). The rest of each seat's
    16 cards are shuffled from ``seed`` into a coppella and the deck, unless ``discards`` lists cards
    already played. ``scores`` defaults to the number of enemy pieces off the board.

    >>> p = position({"b1": ("South", "sasso"), "a1": ("South", "carta"), "e1": ("South", "forbice"),
    ...               "c3": ("North", "forbice"), "a5": ("North", "carta"), "e5": ("North", "sasso")}, hands=(["cavallo", "pedone", "torre"], ["re", "torre", "torre"]))
    >>> after = p.apply("cavallo b1-c3")                                             # SC-EX-4
    >>> after.scores, after.reserve(1), after.last_event.describe(SEATS)
    ((1, 0), ['forbice'], "South: cavallo b1-c3. South's sasso takes the enemy forbice on c3: one point.")
    """
    opts = ScamorraOptions.of(**options)
    rng = random.Random(seed)
    cells = [0] * 25
    for sq, (seat, name) in (board or {}).items():
        seat = _seat(seat)
        cells[SQ_INDEX[rules.square(sq)]] = code(seat, PIECE_INDEX[rules.piece(name)])
    off = tuple(tuple(k for k in range(3) if code(s, k) not in cells) for s in (0, 1))
    hands = hands if hands is not None else ((), ())
    discards = discards if discards is not None else ((), ())
    hand_ids = tuple(tuple(CARD_INDEX[rules.card(c)] for c in h) for h in hands)
    played = tuple(tuple(CARD_INDEX[rules.card(c)] for c in d) for d in discards)
    decks, coppelle = [], []
    for s in (0, 1):
        rest = _full_deck()
        for c in hand_ids[s] + played[s]:
            rest.remove(c)
        rng.shuffle(rest)
        coppelle.append(rest[0])
        decks.append(tuple(rest[1:]))
    if scores is None:
        scores = (len(off[1]), len(off[0]))
    mover = _seat(to_move)
    moves_first = mover if len(played[0]) == len(played[1]) else 1 - mover
    state = State(seed=seed, options=opts, phase="move", initiative=moves_first,
                  places_first=1 - moves_first, to_move=mover, board=tuple(cells), off_board=off,
                  hands=hand_ids, decks=tuple(decks), coppelle=tuple(coppelle), discards=played,
                  scores=tuple(scores), next_deal=rng.getrandbits(31), last_event=Event(None, "a position is set up"))
    return state


def _seat(value) -> int:
    names = {"south": 0, "s": 0, "north": 1, "n": 1}
    if isinstance(value, str) and value.strip().lower() in names:
        return names[value.strip().lower()]
    if value in (0, 1) and not isinstance(value, bool):
        return value
    raise ValueError(f"{value!r} is not a seat: 0 = South, 1 = North")

