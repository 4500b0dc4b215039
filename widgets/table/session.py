"""One game at one table: who sits where, the moves so far, what the reader has clicked; and the view.

A :class:`TableSession` is pure Python (the engine and the standard library): the same object runs
under a Jupyter kernel (:class:`widgets.live.LiveTable`) and in the reader's browser
(:mod:`widgets.table.host`). The page sends it messages (:meth:`TableSession.handle`) and draws what
:meth:`TableSession.view` returns; nothing on the page decides anything.

>>> table = TableSession("bisca", seed=7, players=3)
>>> view = table.view()
>>> view["game"], view["deal"], [z["label"] for z in view["zones"] if z["kind"] == "seat"]
('bisca', 7, ['You', 'Anna', 'Bruno'])
>>> table.state.current_player in (0, 1, 2)
True
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

import engine
from engine import EVERYONE, CorruptSave, IllegalAction, Record
from engine.bots import LEVELS
from engine.words import (N_, Line, Reader, Said, Seat, check_language, current_language, sentence, speaking,
                          translate)

from . import coaching, commentary, sharing
from .protocol import Key, Path, TableAdapter

if TYPE_CHECKING:
    from engine.words import Message

HUMAN = "human"
#: Computer players are called by name, not by seat number; the first letters follow the seats.
COMPUTER_NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Giulia", "Luca", "Marta", "Nino",
                  "Olga", "Piero", "Rita", "Sandro", "Teresa", "Ugo", "Vera", "Walter", "Zoe", "Aldo")
#: a click made on a view older than this one is refused (the table moved on under it)
PLAY_IT = "__play__"
#: what may be asked while learning from a mistake without ending the lesson
COACH_KEEPS = ("click", "move", "drop", "look", "coach", "hint", "language", "share", "prefs")
#: how long the page waits before asking for a computer player's move (so each move can be seen)
COMPUTER_PAUSE_MS = 650
LOG_SHOWN = 6

# --- the words of the table itself (the games' own words are in each adapter) --------------------
YOUR_TURN = Said(N_("{player}: your turn. {prompt}"), you=N_("Your turn. {prompt}"))
IS_TO_MOVE = Said(N_("{player} is to play."), you=N_("You are to play."))
IS_THINKING = Said(N_("{player} is thinking…"), you=N_("You are thinking…"))
PASS_TO = Said(N_("Pass the device to {player}. The table stays covered until they are ready."),
               you=N_("Your turn: the table stays covered until you are ready."))
READY_BUTTON = Said(N_("I am {player}: show my cards"), you=N_("Show my cards"))
PICKED = Said(N_("{thing} picked: click a lit place, or click it again to put it back."))
PICKED_MORE = Said(N_("{things}: now click a lit place."))
PICK_FIRST = Said(N_("Pick one of your own cards first: the ones you can use now are marked."))
PICK_FIRST_PIECES = Said(N_("Pick one of your own cards or pieces first: the ones you can use now are marked."))
OTHERS_CARDS = Said(N_("Those are {player}'s: pick one of your own, marked below."),
                    you=N_("Pick one of your own cards: the ones you can use now are marked."))
ON_THE_TABLE = Said(N_("That is on the table: pick one of your own cards first, the ones you can use now are "
                       "marked."))
LOOKING_BACK = Said(N_("You are looking back at an earlier moment: press “Back to the game” to play on."))
NO_MOVE_WITH = Said(N_("{thing} has no legal move now."))
NOT_A_MOVE = Said(N_("{things} is not a legal move now."))
NOT_YOUR_TURN = Said(N_("It is {player}'s turn, not yours: wait for their move."),
                     you=N_("It is your turn."))
GAME_OVER = Said(N_("The game is over: start a new game, or review this one."))
STALE_CLICK = Said(N_("The table changed before your click arrived, so nothing was played: look again "
                      "and click."))
WINS = Said(N_("{player} wins."), you=N_("You win!"))
SHARE_WIN = Said(N_("{players} share the victory."))
NOBODY_WINS = Said(N_("Nobody wins: the game ends level."))
GAME_ENDS = Said(N_("The game is over. {who}"))
NEW_DEAL = Said(N_("Game number {deal}: a new deal."))
REPLAY_DEAL = Said(N_("Game number {deal} again: the same deal as before."))
UNDONE = Said(N_("Your last move is taken back."))
NOTHING_TO_UNDO = Said(N_("There is no move of yours to take back."))
SAVED = Said(N_("Saved: copy this text to keep the game, or paste it back later to go on."))
LOADED = Said(N_("Loaded game number {deal}, {n} move."), plural=N_("Loaded game number {deal}, {n} moves."))
NOT_LOADED = Said(N_("Not loaded, the game is unchanged: {reason}"))
REVIEW_STEP = Said(N_("After move {step} of {steps}"))
REVIEW_START = Said(N_("The deal"))
BAD_MESSAGE = Said(N_("The table did not understand that request ({what}): nothing changed."))
BAD_SETTING = Said(N_("That game could not be set up, so the table is unchanged: {reason}"))
YOU = Said(N_("You"))
PLAYER_N = Said(N_("Player {number}"))
PERSON_HERE = Said(N_("a person here"))
COMPUTER_CHOICE = Said(N_("computer: {level}"))
RESUMED = Said(N_("Your unfinished game is back, as you left it (game number {deal}, {n} move)."),
               plural=N_("Your unfinished game is back, as you left it (game number {deal}, {n} moves)."))
RESUMED_POSITION = Said(N_("Your unfinished game from a position set up by hand is back, as you left it."))
NOT_RESUMED = Said(N_("The game kept in this browser could not be read, so it is dropped and a new game is "
                      "dealt: {reason}"))
FROM_LINK = Said(N_("This table comes from a shared link: game number {deal}, {n} move so far."),
                 plural=N_("This table comes from a shared link: game number {deal}, {n} moves so far."))
FROM_LINK_POSITION = Said(N_("This table comes from a shared link: a position set up by hand, {n} move so far."),
                          plural=N_("This table comes from a shared link: a position set up by hand, {n} moves "
                                    "so far."))
FROM_LINK_PUZZLE = Said(N_("This table comes from a shared link: a puzzle (a position the rules cannot reach), "
                           "{n} move so far."),
                        plural=N_("This table comes from a shared link: a puzzle (a position the rules cannot "
                                  "reach), {n} moves so far."))
BAD_LINK = Said(N_("This link could not be read, so a new game is dealt instead: {reason}."))
NEW_INSTEAD = Said(N_("Start a new game instead"))
ASK_NEW = Said(N_("This game is under way: leave it and deal a new one?"))
ASK_NEW_YES = Said(N_("Yes, deal a new game"))
ASK_NEW_NO = Said(N_("No, go on with this one"))
GO_ON = Said(N_("The game goes on as it was."))
LEFT_KEPT = Said(N_("The game you left is kept: “Review the last game” shows it move by move."))
BACK_TO_LEFT = Said(N_("Back to the game you left"))
LEFT_BACK = Said(N_("The game you left is back, as it was; the new one is kept as the last game."))
ONLY_MOVE = Said(N_("{player} had only one move, and the table made it:"),
                 you=N_("You had only one move, and the table made it for you:"))
REVIEW_AT = Said(N_("Looking back, after move {step} of {steps}. {who}"))
REVIEW_AT_START = Said(N_("Looking back at the deal. {who}"))
REVIEW_LAST_AT = Said(N_("Looking back at the last game, after move {step} of {steps}. {who}"))
REVIEW_LAST_AT_START = Said(N_("Looking back at the last game: the deal. {who}"))
WAS_TO_MOVE = Said(N_("{player} is to play here."), you=N_("You are to play here."))
ENDED_HERE = Said(N_("The game ends here."))
SHARE_QR = Said(N_("QR code of the link to this table"))
FROM_POSITION = Said(N_("Playing from a position set up by hand."))
FROM_PUZZLE = Said(N_("Playing a puzzle: a position set up by hand that the rules cannot reach."))
NO_EDITOR = Said(N_("This game has no position editor yet."))
EDIT_CANCELLED = Said(N_("The position editor is closed; the game is as it was."))

#: Button and heading words the page shows, sent with every view (so they come in the reader's language).
LABELS = {
    "undo": N_("Undo"), "new_game": N_("New game"), "replay": N_("Replay game number"),
    "play_number": N_("Deal it"), "game_number": N_("Game number"), "next_move": N_("Next move"),
    "review": N_("Review the game"), "close_review": N_("Back to the game"), "first": N_("First"),
    "previous": N_("Previous"), "next": N_("Next"), "last": N_("Last"), "moves_so_far": N_("What happened"),
    "all_moves": N_("Every move you can make now (for the keyboard)"), "save": N_("Save"),
    "load": N_("Load"), "save_or_load": N_("Save or load this game"), "settings": N_("Table settings"),
    "players": N_("Players"), "seat": N_("Seat"), "deal": N_("Deal"), "play_it": N_("Play this"),
    "your_hand": N_("Your hand"), "rule": N_("rule"), "presenter": N_("Presenter mode"),
    "leave_presenter": N_("Leave presenter mode"), "play": N_("Play"), "pause": N_("Pause"),
    "name": N_("Name"), "thinking": N_("thinking…"), "lit_hint": N_("lit: a place you can play to"),
    "paste_here": N_("A saved game appears here; paste one to load it."), "table": N_("The table"),
    "whose_turn": N_("to play"), "computer": N_("computer"), "you": N_("you"), "speed": N_("Speed"),
    "slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"),
    "teacher_table": N_("Teacher's table: every hand open, the computers move one step at a time"),
    "share": N_("Share this table"), "share_link": N_("A link that opens this table as it is now, on any "
                                                       "device with this book:"),
    "share_code": N_("The table's code (paste it into Save or load to open the same table):"),
    "copy": N_("Copy the link"), "copied": N_("Copied"), "set_up": N_("Set up a position"),
    "share_qr": N_("Point a phone's camera at the code to open the table there."),
    "show_qr": N_("Show the QR code"), "close": N_("Close"), "review_last": N_("Review the last game"),
    "ask_always": N_("Ask me even when I have only one move"), "seat_name": N_("Name (optional)"),
    "new_card": N_("new"),
}


def new_deal_number(avoid: int | None = None) -> int:
    """A fresh game number for "New game" (never the one just played)."""
    rng = random.SystemRandom()
    while True:
        number = rng.randint(1, 99_999)
        if number != avoid:
            return number


#: the longest name a person may give a seat (a shared link carries the names)
NAME_LENGTH = 40


def clean_names(names: Any, seats: int) -> list[str]:
    """The names typed for the seats (``""`` where none): trimmed, at most :data:`NAME_LENGTH` letters.

    >>> clean_names(["  Giulia ", "", 7], 3)
    ['Giulia', '', '']
    """
    if not names:
        return []
    if not isinstance(names, (list, tuple)):
        raise ValueError("the names are a list, one a seat")
    out = [" ".join(n.split())[:NAME_LENGTH] if isinstance(n, str) else "" for n in list(names)[:seats]]
    return out if any(out) else []


@dataclass
class PastGame:
    """A game a new deal replaced: kept to be reviewed move by move, or brought back if it was not over."""

    states: list
    notations: list
    seats: list
    names: list
    deal: int
    options: dict
    teacher: bool
    reasons: dict
    auto_taken: set
    position: Any
    puzzle: bool
    names_shown: list

    @property
    def over(self) -> bool:
        return self.states[-1].is_terminal()


def adapter_for(game: str) -> TableAdapter:
    """The live-table adapter of a registered game (``widgets/table/<game>.py``, attribute ``ADAPTER``)."""
    import importlib

    spec = engine.game(game)
    module = importlib.import_module(f"{__package__}.{spec.name}")
    return module.ADAPTER


class TableSession:
    """A game at a table: ``seats`` gives each seat's kind, ``"human"`` (a person here) or one of the
    game's computer players (``spec.bots``: ``"random"``, ``"search"``...). By default the first seat is
    you and the others the game's beginner. ``seed`` is the game number (``None``: a new deal).

    With two or more people at the device, each one's turn starts covered until they say they are
    there (``{"do": "ready"}``); with ``teacher=True`` every hand is open and computer players move
    only when asked (``{"do": "advance"}``).

    A move that decides nothing (a person's single legal action: a pass, an answer with no choice) is
    made by the table and told in the log, unless the person asked to be asked (``ask_always``, or
    ``{"do": "prefs", "ask_always": true}``). New game while a game is under way asks first
    (``view["ask"]``); the game it replaces is kept (``last_game``) to be reviewed, or brought back.
    """

    def __init__(self, game: str, *, seats: Sequence[str] | None = None, players: int | None = None,
                 seed: int | None = None, names: Sequence[str] | None = None, lang: str | None = None,
                 options: dict | None = None, teacher: bool = False, pause_ms: int = COMPUTER_PAUSE_MS,
                 link_base: str | None = None, ask_always: bool = False, hints: bool = False,
                 no_hints: bool = False, coach_budget: int | None = None):
        self.spec = engine.game(game)
        if not isinstance(pause_ms, int) or isinstance(pause_ms, bool) or not 0 <= pause_ms <= 10_000:
            raise ValueError(f"pause_ms is a whole number of milliseconds from 0 to 10000, not {pause_ms!r}")
        self.pause_ms = pause_ms
        self.adapter = adapter_for(self.spec.name)
        self.lang = check_language(lang or current_language())
        self.version = 0
        self.say: Line | None = None
        self.saved_text = ""
        #: the address of the page a shared link opens (its fragment then holds the table's code)
        self.link_base = link_base if isinstance(link_base, str) and link_base else None
        self.sharing = False                     # the "Share this table" fold is open: draw the QR code
        self._share_cache: tuple | None = None
        #: the person's preference: be asked even for a move that decides nothing (a single legal action)
        self.ask_always = bool(ask_always)
        #: the game a new deal (or a load) replaced, kept to be reviewed or brought back (:class:`PastGame`)
        self.last_game: PastGame | None = None
        #: a question waiting for the person's answer (New game while a game is under way)
        self.ask: dict | None = None
        self._last_click: tuple | None = None    # (version, key) of the last click applied
        #: the teacher switched hints off for the class (travels in the table's save and link)
        self.no_hints = bool(no_hints)
        #: the coach: a review of the game, learning from its mistakes, hints (widgets/table/coaching.py)
        self.coach = coaching.TableCoach(self, hints=hints, budget=coach_budget)
        self._setup(seats=seats, players=players, seed=seed, names=names, options=options, teacher=teacher)
        self._take_forced()

    # --- setting up a table ------------------------------------------------------------------------
    def _setup(self, *, seats: Any, players: int | None, seed: Any, names: Sequence[str] | None, options: Any,
               teacher: bool, start: Any = None, position: Any = None, puzzle: bool = False) -> None:
        spec = self.spec
        self.coach.reset()
        if seats is None:
            count = players if players is not None else spec.default_players
            seats = [HUMAN] + [spec.default_bot] * (count - 1)
        seats = list(seats)
        for kind in seats:
            if kind != HUMAN and kind not in spec.bots:
                raise ValueError(f"a seat is {HUMAN!r} or one of {spec.title}'s computer players "
                                 f"({', '.join(map(repr, spec.bots))}), not {kind!r}")
        if players is not None and players != len(seats):
            raise ValueError(f"{len(seats)} seats given for {players} players")
        deal = new_deal_number() if seed is None else engine.core.check_seed(seed)
        if start is None:
            start = spec.start(seed=deal, players=len(seats), **(options or {}))
            position, puzzle = None, False
        if start.num_players != len(seats):
            raise ValueError(f"{spec.title} is played by {start.num_players}, not {len(seats)}")
        self.seats = seats
        self.custom_names = clean_names(names, len(seats))
        self.options = dict(options or {})
        self.teacher = teacher
        self.deal = deal
        self.states = [start]
        self.notations: list[str] = []
        self.bots = {i: self._make_bot(kind, deal + i) for i, kind in enumerate(seats) if kind != HUMAN}
        self.picked: Path = ()
        self.ready_for: int | None = None
        self.review_step: int | None = None
        #: ``"last"`` while the kept last game is reviewed (``review_step`` is then a step of that game)
        self.review_game: str | None = None
        #: the indexes of the states made by a move the table took for a person (their only legal move)
        self.auto_taken: set[int] = set()
        #: the cards new in the person's hand since they last changed (a card drawn), marked on the table
        self.fresh: list[str] = []
        self._hand_seen: tuple | None = None
        self.ask = None
        self.reasons: dict[int, Line] = {}          # state index -> why a computer chose the move that made it
        self.workspace = None                    # a turn being built (Machiavelli), for the current state
        self._workspace_for: int | None = None
        self._paths_for: tuple | None = None
        self._paths: dict[Path, Any] = {}
        self._log_cache: dict = {}
        #: the editor's description of the first state when it was set up by hand (else ``None``)
        self.position = position
        self.puzzle = bool(puzzle)
        self.editor: Any = None                  # the position editor (editor.PositionEditor), while it is open
        self.offer: dict | None = None           # a sentence with one button (a game offered back)
        #: what the table said as it opened (a link, a kept game): shown until the person does something,
        #: so a computer's move at once does not wipe it away
        self.notice: tuple | None = None

    def _make_bot(self, kind: str, seed: int) -> Any:
        return self.spec.make_bot(kind, seed=seed)

    # --- who is who ------------------------------------------------------------------------------
    @property
    def state(self):
        return self.states[-1]

    @property
    def humans(self) -> list[int]:
        return [i for i, kind in enumerate(self.seats) if kind == HUMAN]

    def names(self) -> list[str]:
        """Each seat's name on this table: a person alone is *You*, several are *Player 1*... unless
        named; computers are called by name (Anna, Bruno...)."""
        people = self.humans
        names, computers = [], 0
        for seat, kind in enumerate(self.seats):
            custom = self.custom_names[seat] if seat < len(self.custom_names) else ""
            if custom:
                names.append(custom)
            elif kind == HUMAN:
                # "You" only where the sentences speak to that person (not at a teacher's table, where
                # every seat is spoken of by name)
                names.append(self._t(YOU.text) if len(people) == 1 and not self.teacher else
                             PLAYER_N(number=seat + 1).text(Reader(lang=self.lang)))
            else:
                names.append(COMPUTER_NAMES[computers % len(COMPUTER_NAMES)])
            if kind != HUMAN:
                computers += 1
        return names

    def viewer(self):
        """Whose eyes the table is drawn for: the person at the device; every card once the game is over
        or at a teacher's table; an onlooker's when only computers play."""
        if self.teacher or self.state.is_terminal():
            return EVERYONE
        people = self.humans
        if not people:
            return None
        if len(people) == 1:
            return people[0]
        current = self.state.current_player
        if current in people:
            return current if self.ready_for == current else None
        return self.ready_for if self.ready_for in people else None

    def reader(self) -> Reader:
        viewer = self.viewer()
        if viewer == EVERYONE and len(self.humans) == 1 and not self.teacher:
            viewer = self.humans[0]         # the game is over, but the sentences still speak to you
        return Reader(seat=viewer, names=tuple(self.names()), lang=self.lang)

    def _t(self, text: str) -> str:
        return translate(text, self.lang)

    def covered(self) -> bool:
        """Passing the device: the person to move has not yet said they are at the table."""
        current = self.state.current_player
        return (len(self.humans) > 1 and not self.teacher and not self.state.is_terminal()
                and current in self.humans and self.ready_for != current)

    def my_turn(self) -> bool:
        """A person here is to move and may click (not covered, not reviewing, not over)."""
        state = self.state
        return (not state.is_terminal() and state.current_player in self.humans and not self.covered()
                and self.review_step is None and self.editor is None and not self.coach.blocks_play())

    def current_workspace(self):
        """The turn being built by the person to move, where the game builds turns (else ``None``)."""
        make = getattr(self.adapter, "workspace", None)
        if make is None or not self.my_turn():
            return None
        if self._workspace_for != len(self.states) or self.workspace is None:
            self.workspace = make(self.state, self.state.current_player, self.reader())
            self._workspace_for = len(self.states)
        return self.workspace

    def _say_back(self, said: tuple[str, str | None, str] | None) -> None:
        """Show what a workspace answered: ``None``, or ``(text, clause, tone)``."""
        if said:
            text, clause, tone = said
            self.say = Line(sentence(text), clause)
            self.say_tone = tone

    # --- what the clicks can make ------------------------------------------------------------------
    def paths(self) -> dict[Path, Any]:
        """Every click sequence that makes a legal action now, for the person to move."""
        key = (len(self.states), id(self.state))
        if self._paths_for != key:
            self._paths = {}
            if self.my_turn():
                for action in self.state.legal_actions():
                    for path in self.adapter.paths(self.state, action):
                        self._paths.setdefault(tuple(path), action)
            self._paths_for = key
        return self._paths

    def next_keys(self, prefix: Path) -> set[Key]:
        n = len(prefix)
        return {path[n] for path in self.paths() if len(path) > n and path[:n] == prefix}

    def lit(self) -> set[Key]:
        return self.next_keys(self.picked) if self.picked else set()

    # --- messages from the page ------------------------------------------------------------------
    def handle(self, message: dict) -> dict:
        """Do what the page asks and return the new view. A click on an old view (its ``v`` is not the
        current version) is refused in words, never applied to a table it was not made on."""
        self.say = None
        if not isinstance(message, dict) or not isinstance(message.get("do"), str):
            self._tell(BAD_MESSAGE(what=repr(message)[:60]))
            return self._bump()
        kind = message["do"]
        if kind not in ("advance", "share", "review", "language", "look", "coach", "hint"):
            self.offer = None                    # the person did something: the offer is answered
            self.notice = None
            self.ask = None                      # ... and so is a question
        clicked_on = message.get("v")
        if kind in ("click", "move", "advance", "drop") and clicked_on is not None and clicked_on != self.version:
            # the page's own timer, or the second click of a double click (the first one was taken): nothing
            # to say; any other click on an old view is refused in words
            if kind != "advance" and not (kind == "click" and self._last_click == (clicked_on, message.get("key"))):
                self._tell(STALE_CLICK())
            return self._bump()
        try:
            if self.coach.learning is not None and kind not in COACH_KEEPS:
                self.coach.end_learning()         # anything else ends the lesson: the game is back as it was
            if self.editor is not None and kind in ("click", "move", "drop", "undo", "review", "advance", "look"):
                if kind == "click":
                    self.edit_click(str(message.get("key")))
            elif kind == "click":
                self._last_click = (clicked_on, message.get("key"))
                self.click(str(message.get("key")))
            elif kind == "look":
                self.look(message.get("zone"))
            elif kind == "move":
                self.play_listed(message.get("i"))
            elif kind == "advance":
                self.advance()
            elif kind == "drop":
                self.drop(message.get("keys"), message.get("to"))
            elif kind == "undo":
                self.undo()
            elif kind == "ready":
                self.ready()
            elif kind == "new":
                if self.under_way() and not message.get("sure"):
                    self.ask_first(message)
                else:
                    self.editor = None
                    self.new_game(seed=message.get("seed"), players=message.get("players"),
                                  seats=message.get("seats"), names=message.get("names"),
                                  teacher=message.get("teacher"))
            elif kind == "keep":
                self._tell(GO_ON(), tone="note")
            elif kind == "back":
                self.back_to_left()
            elif kind == "prefs":
                self.set_prefs(message)
            elif kind == "review":
                self.review(message.get("step"), message.get("game"))
            elif kind == "save":
                self.save()
            elif kind == "load":
                self.load(message.get("text", ""))
            elif kind == "share":
                self.sharing = bool(message.get("open"))
            elif kind == "edit":
                self.edit(seats=message.get("seats"), teacher=message.get("teacher"))
            elif kind == "language":
                self.lang = check_language(str(message.get("lang")))
            elif kind == "coach":
                self.coach.handle(message)
            elif kind == "hint":
                self.coach.ask_hint(bool(message.get("all")))
            else:
                self._tell(BAD_MESSAGE(what=kind[:40]))
        except (TypeError, ValueError) as err:
            self._tell(BAD_SETTING(reason=str(err)))
        return self._bump()

    def _bump(self) -> dict:
        self.version += 1
        return self.view()

    def _tell(self, message: Message, clause: str | None = None, tone: str = "error") -> None:
        text = message.text(self.reader()) if hasattr(message, "text") else str(message)
        self.say = Line(sentence(text), clause)
        self.say_tone = tone

    def click(self, key: Key) -> None:
        """A click on a card, a square or a worded choice."""
        if self.state.is_terminal():
            self._tell(GAME_OVER())
            return
        if not self.my_turn():
            current = self.state.current_player
            self._tell(NOT_YOUR_TURN(player=Seat(current)), self.state.turn_clause())
            return
        workspace = self.current_workspace()
        if workspace is not None:
            if key in workspace.commit_keys:
                self.play(workspace.action(key))
                if len(self.states) and self._workspace_for != len(self.states):
                    self.workspace = None
            else:
                self._say_back(workspace.click(key, self.reader()))
            return
        if self._shortcut(key):
            return
        paths = self.paths()
        if key == PLAY_IT and self.picked in paths:
            self._play(paths[self.picked])
            return
        starts = self.next_keys(())
        if not self.picked:
            if (key,) in paths and not self.next_keys((key,)):
                self._play(paths[(key,)])
            elif key in starts:
                self.picked = (key,)
                self._tell(PICKED(thing=self._words(key)), tone="note")
            else:
                self._refuse((key,), NO_MOVE_WITH(thing=self._words(key)) if self._place_of(key) == "hand"
                             else (PICK_FIRST_PIECES if getattr(self.adapter, "pieces", False) else PICK_FIRST)())
            return
        path = self.picked + (key,)
        if path in paths and not self.next_keys(path):
            self._play(paths[path])
        elif key in self.next_keys(self.picked):
            self.picked = path
            self._tell(PICKED_MORE(things=" → ".join(self._words(k) for k in path)), tone="note")
        elif key == self.picked[-1]:
            self.picked = self.picked[:-1]               # clicked again: put it back
            self.say = None
        elif key in starts:
            self.picked = (key,)                          # another card of the hand instead
            self._tell(PICKED(thing=self._words(key)), tone="note")
        elif self._place_of(key) == "hand" and not any(key in self.next_keys(self.picked[:cut])
                                                        for cut in range(1, len(self.picked))):
            self._refuse((key,), NO_MOVE_WITH(thing=self._words(key)))   # another card, with no move now
        else:
            for cut in range(len(self.picked) - 1, 0, -1):   # a different choice at an earlier step
                if key in self.next_keys(self.picked[:cut]):
                    self.picked = self.picked[:cut]
                    self.click(key)
                    return
            # the card picked stays picked: the next click may be the right place for it
            self._refuse(path, NOT_A_MOVE(things=" → ".join(self._words(k) for k in path)), keep=True)

    def _shortcut(self, key: Key) -> bool:
        """A worded choice that makes several moves of one turn at once (``adapter.shortcut(state, key)``
        gives the next of them, ``None`` once done): frederik's "put them under as they lie". Each move is
        judged by the engine like any other."""
        make = getattr(self.adapter, "shortcut", None)
        if make is None or self.picked:
            return False
        seat = self.state.current_player
        action = make(self.state, key)
        if action is None:
            return False
        while action is not None and not self.state.is_terminal() and self.state.current_player == seat:
            error = self.state.explain(action)
            if error is not None:
                self._tell(error.message if error.message is not None else error.reason, error.clause)
                return True
            self._push(action)
            if self.coach.learning is not None:
                return True                      # a lesson's try: judged, not played
            action = make(self.state, key)
        self.picked = ()
        self.say = None
        self._take_forced()
        return True

    def drop(self, keys: Any, target: Any) -> None:
        """Cards dragged onto a target (where the game builds its turns)."""
        workspace = self.current_workspace()
        if workspace is None:
            self.click("")          # says why nothing can be dropped now
            return
        if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys) or not isinstance(target, str):
            raise ValueError("a drop names the cards (a list of keys) and where they go (a key)")
        self._say_back(workspace.drop(keys, target, self.reader()))

    def _place_of(self, key: Key) -> str:
        """Where a key is on the table: ``"square"`` (a board's), ``"hand"`` (the person's own cards
        below the table, or in their own seat), else ``"other"``."""
        viewer = self.viewer()
        for zone in self.adapter.zones(self.state, viewer, self.reader()):
            if any(cell["key"] == key for cell in zone.get("cells", ())):
                return "square"
            own = zone.get("area") == "bottom" or zone.get("kind") == "seat" and zone.get("seat") == viewer
            if own and any(item.get("key") == key for item in zone.get("items", ())):
                return "hand"
        return "other"

    def _words(self, key: Key) -> str:
        return self.adapter.key_words(self.state, key, self.reader())

    def _refuse(self, path: Path, fallback: Any, keep: bool = False) -> None:
        """Say why the clicks are not a legal move: the engine's refusal when they make an action. With
        ``keep``, what was picked stays picked."""
        try:
            action = self.adapter.action_for(self.state, path)
        except ValueError:
            action = None
        error = None
        if action is not None:
            error = self.state.explain(action)
        if error is not None:
            self._tell(error.message if error.message is not None else error.reason, error.clause)
        else:
            self._tell(fallback)
        if not keep:
            self.picked = ()

    def play_listed(self, index: Any) -> None:
        """Play the ``index``-th move of the listed moves (the keyboard's way)."""
        if not self.my_turn():
            self.click("")   # says why not
            return
        legal = self.state.legal_actions()
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(legal):
            raise ValueError(f"there is no move number {index!r} in the list")
        self._play(legal[index])

    def play(self, action: Any) -> None:
        """Play ``action`` (an action or its notation) for the person to move: the engine judges it."""
        if not self.my_turn():
            self.click("")
            return
        error = self.state.explain(action)
        if error is not None:
            self._tell(error.message if error.message is not None else error.reason, error.clause)
            return
        self._play(self.state.parse_action(action))

    def _play(self, action: Any) -> None:
        self._push(action)
        self.picked = ()
        self.say = None
        self._take_forced()

    def _push(self, action: Any) -> None:
        if self.coach.learning is not None:
            self.coach.learning_try(action)      # learning from a mistake: the move is judged, never played
            return
        new = self.state.apply(action)
        self.states.append(new)
        self.notations.append(str(action))

    # --- moves that decide nothing --------------------------------------------------------------------
    def forced_action(self):
        """The one move the player to move can make, when it decides nothing (a single legal action: a
        pass, an answer with no choice, the last card), else ``None``. Where the engine lists only part of
        the moves (Machiavelli), the adapter says when a move is forced (``adapter.forced``)."""
        state = self.state
        if state.is_terminal():
            return None
        own = getattr(self.adapter, "forced", None)
        if own is not None:
            return own(state)
        if not self.spec.complete_actions:
            return None
        legal = state.legal_actions()
        return legal[0] if len(legal) == 1 else None

    def _take_forced(self) -> None:
        """Make the moves that decide nothing: a person's only move (unless they asked to be asked, or
        at a teacher's table), told in the log; a computer's only move, at once (no pause before it)."""
        while (self.editor is None and self.review_step is None and not self.teacher
               and not self.state.is_terminal()):
            seat = self.state.current_player
            if seat in self.bots:
                if self.forced_action() is None:
                    return
                self._computer_move(seat)
                continue
            if seat not in self.humans or self.ask_always:
                return
            action = self.forced_action()
            if action is None:
                return
            if self._hand_seen is None:      # the hand before the move, so that a card it draws is marked new
                viewer = self.viewer()
                self._mark_fresh(self.adapter.zones(self.state, viewer, self.reader()), viewer)
            self._push(action)
            self.auto_taken.add(len(self.states) - 1)
            self.picked = ()

    def set_prefs(self, message: dict) -> None:
        """The person's preferences: ``ask_always`` (be asked even for a move that decides nothing)."""
        if "ask_always" in message:
            self.ask_always = bool(message["ask_always"])
            if not self.ask_always:
                self._take_forced()
        if "hints" in message:
            self.coach.hints = bool(message["hints"])
        if "class_hints" in message:
            if not self.teacher:
                raise ValueError("only the teacher's table switches hints on or off for a class")
            self.no_hints = not message["class_hints"]

    def computer_to_move(self) -> bool:
        state = self.state
        return (not state.is_terminal() and state.current_player in self.bots and self.review_step is None
                and self.editor is None)

    def _computer_move(self, seat: int) -> None:
        bot = self.bots[seat]
        before = self.state
        action = bot.choose(before)
        self._push(action)
        reason = commentary.why(bot, before, action, self.adapter, self.reader(), after=self.state)
        if reason is not None:
            self.reasons[len(self.states) - 1] = reason

    def advance(self) -> None:
        """One computer player's turn (the page asks for it after a pause, or the teacher clicks): its
        move, and the moves of the same turn that follow at once (frederik's draw turn: keep, put under,
        leave face down), then every move that decides nothing. At a teacher's table, one move a step."""
        if not self.computer_to_move():
            return
        seat = self.state.current_player
        self._computer_move(seat)
        if self.teacher:
            return
        same_turn = getattr(self.adapter, "same_turn", None)
        while (same_turn is not None and self.computer_to_move() and self.state.current_player == seat
               and same_turn(self.states[-2], self.state)):
            self._computer_move(seat)
        self._take_forced()

    def run_computers(self) -> None:
        """Every computer move until a person is to move or the game ends (tests and notebooks)."""
        while self.computer_to_move() and self.humans:
            self.advance()

    def ready(self) -> None:
        self.ready_for = self.state.current_player

    def _undo_cut(self) -> int | None:
        """The state Undo goes back to: the last one where the person at the device made a decision (not a
        move the table made for them), or ``None``."""
        at_device = self.viewer()
        people = self.humans
        for cut in range(len(self.states) - 2, -1, -1):
            player = self.states[cut].current_player
            if player in people and (len(people) == 1 or player == at_device) and cut + 1 not in self.auto_taken:
                return cut
        return None

    def undo(self) -> None:
        """Back to the last decision of the person at the device (computer moves since are taken back)."""
        at_device = self.viewer()
        cut = self._undo_cut()
        if cut is None:
            self._tell(NOTHING_TO_UNDO(), tone="note")
            return
        del self.states[cut + 1:]
        del self.notations[cut:]
        self.reasons = {i: r for i, r in self.reasons.items() if i <= cut}
        self.auto_taken = {i for i in self.auto_taken if i <= cut}
        self._hand_seen = None          # the cards back in the hand are not new ones
        self.picked = ()
        self.workspace = None
        self.ready_for = at_device if self.state.current_player == at_device else None
        self._tell(UNDONE(), tone="note")

    def new_game(self, seed: Any = None, players: int | None = None, seats: Any = None,
                 names: Sequence[str] | None = None, teacher: bool | None = None) -> None:
        """A new deal (a new game number unless ``seed`` replays one), with the same table unless told. The
        game it replaces is kept as the last game (to be reviewed, or brought back if it was not over)."""
        if seats is None:
            count = players if players is not None else len(self.seats)
            seats = (self.seats + [self.spec.default_bot] * count)[:count]
        replay = seed not in (None, "")
        number = seed if replay else new_deal_number(avoid=self.deal)
        if isinstance(number, str):
            number = int(number.strip()) if number.strip().isdigit() else number
        teacher = self.teacher if teacher is None else bool(teacher)
        left = self._past()
        self._setup(seats=seats, players=None, seed=number, names=names if names is not None else self.custom_names,
                    options=self.options, teacher=teacher)
        if left is not None:
            self.last_game = left
        self._tell((REPLAY_DEAL if replay else NEW_DEAL)(deal=self.deal), tone="note")
        self._notice(opening=False)
        if left is not None and not left.over:
            self.offer = {"button": BACK_TO_LEFT().text(self.reader()), "message": {"do": "back"}}
        self._take_forced()

    # --- a game under way, and the game left -----------------------------------------------------------
    def under_way(self) -> bool:
        """A person here has made a move of this game, and it is not over: a new deal would throw it away."""
        if self.state.is_terminal() or not self.humans:
            return False
        people = set(self.humans)
        return any(self.states[i].current_player in people and i + 1 not in self.auto_taken
                   for i in range(len(self.states) - 1))

    def ask_first(self, message: dict) -> None:
        """New game while a game is under way: ask before throwing it away (the answer resends the message)."""
        reader = self.reader()
        again = {k: v for k, v in message.items() if k != "v"}
        self.ask = {"text": ASK_NEW().text(reader),
                    "yes": {"label": ASK_NEW_YES().text(reader), "message": {**again, "sure": True}},
                    "no": {"label": ASK_NEW_NO().text(reader), "message": {"do": "keep"}}}

    def _past(self) -> "PastGame | None":
        """This game as the last game, once another replaces it (``None`` before any move)."""
        if not self.notations:
            return None
        return PastGame(states=list(self.states), notations=list(self.notations), seats=list(self.seats),
                        names=list(self.custom_names), deal=self.deal, options=dict(self.options),
                        teacher=self.teacher, reasons=dict(self.reasons), auto_taken=set(self.auto_taken),
                        position=self.position, puzzle=self.puzzle, names_shown=self.names())

    def back_to_left(self) -> None:
        """The game a new deal replaced comes back as it was; the new one becomes the last game."""
        left = self.last_game
        if left is None or left.over:
            self._tell(NOTHING_TO_UNDO(), tone="note")
            return
        now = self._past()
        self._setup(seats=left.seats, players=None, seed=left.deal, names=left.names, options=left.options,
                    teacher=left.teacher, start=left.states[0], position=left.position, puzzle=left.puzzle)
        self.states, self.notations = list(left.states), list(left.notations)
        self.reasons, self.auto_taken = dict(left.reasons), set(left.auto_taken)
        self.last_game = now
        self._tell(LEFT_BACK(), tone="note")

    # --- review -------------------------------------------------------------------------------------
    def review(self, step: Any, game: str | None = None) -> None:
        """Step through the game so far (``step`` 0 is the deal; ``None`` goes back to the table), or the
        last game (``game="last"``: the one a new deal replaced)."""
        if step is None:
            self.review_step = None
            self.review_game = None
            self._take_forced()
            return
        if not isinstance(step, int) or isinstance(step, bool):
            raise ValueError(f"a review step is a whole number, not {step!r}")
        if game not in (None, "last") or game == "last" and self.last_game is None:
            raise ValueError(f"there is no game {game!r} to review")
        if game is not None or self.review_game is None:
            self.review_game = game
        states = self.review_states()
        self.review_step = max(0, min(step, len(states) - 1))
        self.picked = ()

    def review_states(self) -> list:
        """The states of the game being reviewed (this one, or the last game)."""
        return self.last_game.states if self.review_game == "last" and self.last_game else self.states

    def look(self, zone: Any) -> None:
        """A click on something that is no move (another player's cards, a card on the table, anything
        while looking back or waiting): say why nothing happens, and what would."""
        if self.review_step is not None:
            self._tell(LOOKING_BACK(), tone="note")
            return
        if self.state.is_terminal():
            self._tell(GAME_OVER(), tone="note")
            return
        if self.covered() or not self.my_turn():
            self.click("")          # whose turn it is
            self.say_tone = "note"
            return
        seat = None
        if isinstance(zone, str) and zone.startswith("seat:") and zone[5:].isdigit():
            seat = int(zone[5:])
        if seat is not None and seat != self.state.current_player:
            self._tell(OTHERS_CARDS(player=Seat(seat)), tone="note")
        else:
            self._tell(ON_THE_TABLE(), tone="note")

    # --- saving --------------------------------------------------------------------------------------
    def record(self) -> Record:
        return Record.of(self.states[0], self.notations)

    def save_text(self) -> str:
        """The game as text (its record, seats and names; a position set up by hand as the editor
        describes it): :meth:`load` reads it back, and the book's pages keep it in the browser."""
        import json

        data = {"record": json.loads(self.record().to_json()), "seats": self.seats, "names": self.custom_names}
        if self.teacher:
            data["teacher"] = True
        if self.no_hints:
            data["no_hints"] = True
        if self.position is not None:
            data["position"] = self.position
            data["puzzle"] = self.puzzle
        return json.dumps(data, ensure_ascii=False)

    def keep_text(self) -> str | None:
        """What the page keeps in the browser after each move so that a reload brings the game back:
        the save text while a game is under way (``None`` once it is over, or before any move of a
        dealt game: then there is nothing to offer back)."""
        if self.state.is_terminal() or not (self.notations or self.position is not None):
            return None
        return self.save_text()

    def outcome(self) -> dict:
        """A finished game for the reader's own records (the page fires ``cit-game-over`` with it): the
        result for the people at the table (``won``, ``shared`` when a person shares the best result with
        another seat, ``lost``; ``played`` when no person sat or the game was a teacher's), the
        computers' level (their kind, or ``people`` when only persons played), the save text and the
        table's code (a shared link's ``#table=`` opens the finished game, to be looked back at)."""
        winners = self.state.winners()
        people = self.humans
        if not people or self.teacher:
            result = "played"
        elif any(seat in winners for seat in people):
            result = "won" if all(seat in people for seat in winners) else "shared"
        else:
            result = "lost"
        levels = sorted({kind for kind in self.seats if kind != HUMAN})
        return {"result": result, "level": ",".join(levels) or "people",
                "level_label": ", ".join(self._t(self.spec.bot_label(kind)) for kind in levels),
                "saved": self.save_text(), "code": self.share_code(), "moves": len(self.states) - 1}

    def save(self) -> None:
        self.saved_text = self.save_text()
        self._tell(SAVED(), tone="ok")

    def _read_saved(self, text: str) -> sharing.SharedTable:
        """A saved game (:meth:`save_text`), a table's code or a link holding one, read and replayed;
        ``CorruptSave`` or :class:`~widgets.table.sharing.LinkError` (both ``ValueError``) saying why not."""
        import json

        from .editor import build_position

        if not isinstance(text, str) or not text.strip():
            raise CorruptSave("there is nothing to load")
        if not text.lstrip().startswith("{"):
            return sharing.read_table_code(sharing.code_in(text), game=self.spec.name,
                                           build_position=build_position)
        data = json.loads(text)
        if not isinstance(data, dict) or "record" not in data:
            raise CorruptSave("this is not a saved game of this book")
        record = Record.from_json(json.dumps(data["record"]))
        if record.game != self.spec.name:
            raise CorruptSave(f"this is a saved {record.game} game, not {self.spec.title}")
        position, puzzle = data.get("position"), data.get("puzzle", False)
        if position is None:
            states = record.states()
        else:
            if not isinstance(puzzle, bool):
                raise CorruptSave("the saved game's puzzle mark is damaged")
            states = [build_position(self.spec.name, position, record.options, puzzle, seed=record.seed,
                                     players=record.players)]
            for step, notation in enumerate(record.actions, 1):
                try:
                    states.append(states[-1].apply(notation))
                except IllegalAction as err:
                    raise CorruptSave(f"step {step} ({notation!r}) cannot be replayed: {err}") from None
        seats = data.get("seats") or [HUMAN] + [self.spec.default_bot] * (states[0].num_players - 1)
        if not isinstance(seats, list) or len(seats) != states[0].num_players or any(
                k != HUMAN and k not in self.spec.bots for k in seats):
            raise CorruptSave("the seats of the saved game do not fit its players")
        names = data.get("names") or []
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise CorruptSave("the names of the saved game are damaged")
        return sharing.SharedTable(game=self.spec.name, seed=record.seed, players=states[0].num_players,
                                   options=dict(record.options), seats=seats, names=names, position=position,
                                   puzzle=bool(puzzle), teacher=data.get("teacher") is True,
                                   no_hints=data.get("no_hints") is True, states=states,
                                   notations=list(record.actions))

    def _install(self, shared: sharing.SharedTable) -> None:
        """A game read from a save or a code replaces this one."""
        seats = shared.seats or [HUMAN] + [self.spec.default_bot] * (shared.players - 1)
        self._setup(seats=seats, players=None, seed=shared.seed, names=shared.names, options=shared.options,
                    teacher=self.teacher or shared.teacher, start=shared.states[0], position=shared.position,
                    puzzle=shared.puzzle)
        self.no_hints = self.no_hints or shared.no_hints
        self.states = list(shared.states)
        self.notations = list(shared.notations)
        self._take_forced()

    def load(self, text: str) -> None:
        """A saved game (from :meth:`save_text`), or a table's code or link, replaces this one (which is
        kept as the last game); anything damaged leaves it unchanged."""
        try:
            shared = self._read_saved(text)
        except (ValueError, TypeError) as err:
            self._tell(NOT_LOADED(reason=str(err)))
            return
        left = self._past()
        self._install(shared)
        if left is not None:
            self.last_game = left
        self._tell(LOADED(deal=self.deal, n=len(self.notations)), tone="ok")

    def resume(self, text: str) -> None:
        """The game the page kept in the browser, offered back (with a one-click way to a new game
        instead); a damaged or stale one is dropped with a message, and a finished one is not offered."""
        try:
            shared = self._read_saved(text)
        except (ValueError, TypeError) as err:
            self._tell(NOT_RESUMED(reason=str(err)))
            self._notice()
            return
        if shared.states[-1].is_terminal():
            return
        self._install(shared)
        said = (RESUMED(deal=self.deal, n=len(self.notations)) if self.position is None else RESUMED_POSITION())
        self._tell(said, tone="note")
        self._notice()
        self.offer = {"button": NEW_INSTEAD().text(self.reader()), "message": {"do": "new", "sure": True}}

    def open_code(self, code: str) -> bool:
        """The table a shared link holds (its fragment's code); a code that cannot be read leaves a new
        game, with a message saying why."""
        from .editor import build_position

        try:
            shared = sharing.read_table_code(sharing.code_in(code), game=self.spec.name,
                                             build_position=build_position)
        except (ValueError, TypeError) as err:
            self._tell(BAD_LINK(reason=str(err).rstrip(".")))
            self._notice()
            return False
        self._install(shared)
        n = len(self.notations)
        said = (FROM_LINK(deal=self.deal, n=n) if self.position is None else
                FROM_LINK_PUZZLE(n=n) if self.puzzle else FROM_LINK_POSITION(n=n))
        self._tell(said, tone="note")
        self._notice()
        return True

    def share_code(self) -> str:
        """The code of this table as it is now (see :mod:`widgets.table.sharing`)."""
        key = (len(self.states), id(self.state), tuple(self.seats), tuple(self.custom_names), id(self.position),
               self.teacher, self.no_hints)
        if self._share_cache is None or self._share_cache[0] != key:
            code = sharing.table_code(self.spec.name, self.states, notations=self.notations, seats=self.seats,
                                      names=self.custom_names, position=self.position, puzzle=self.puzzle,
                                      teacher=self.teacher, no_hints=self.no_hints)
            self._share_cache = (key, code)
        return self._share_cache[1]

    def _share_view(self, reader: Reader) -> dict:
        code = self.share_code()
        share: dict[str, Any] = {"code": code}
        if self.link_base:
            share["link"] = sharing.link(self.link_base, code)
            if self.sharing:
                picture = sharing.qr_svg(share["link"], SHARE_QR().text(reader))
                if picture:
                    share["svg"] = picture
        return share

    # --- setting up a position --------------------------------------------------------------------
    def edit(self, seats: Any = None, teacher: bool | None = None) -> None:
        """Open the position editor (Table settings > Set up a position), starting from the table as it
        is now; ``seats`` (and ``teacher``) are how the position will be played."""
        from .editor import editor_for

        make = editor_for(self.spec.name)
        if make is None:
            self._tell(NO_EDITOR(), tone="note")
            return
        if seats is not None:
            if not isinstance(seats, list) or any(k != HUMAN and k not in self.spec.bots for k in seats) or not (
                    self.spec.min_players <= len(seats) <= self.spec.max_players):
                raise ValueError(f"a seat is {HUMAN!r} or one of {self.spec.title}'s computer players "
                                 f"({', '.join(map(repr, self.spec.bots))})")
        seats = list(seats) if seats is not None else list(self.seats)
        shown = self.states[self.review_step] if self.review_step is not None else self.state
        if shown.num_players != len(seats):
            shown = self.spec.start(seed=self.deal, players=len(seats), **self.options)
        if teacher is not None:
            self.teacher = bool(teacher)
        self.review_step = None
        self.editor = make(shown, self.reader())
        self.edit_seats = seats

    def edit_click(self, key: Key) -> None:
        """A click while the position editor is open: the editor places and picks; its play key sets
        the position up if the engine accepts it (or it is a puzzle), its cancel key closes it."""
        from .editor import CANCEL, PLAY, PositionRefused

        editor = self.editor
        reader = self.reader()
        if key == CANCEL:
            self.editor = None
            self._tell(EDIT_CANCELLED(), tone="note")
            return
        if key != PLAY:
            self._say_back(editor.click(key, reader))
            return
        try:
            start, position = editor.build()
        except PositionRefused as refusal:
            self.say = Line(sentence(refusal.text), refusal.clause)
            self.say_tone = "error"
            return
        puzzle = editor.puzzle
        self._setup(seats=self.edit_seats, players=None, seed=start.seed, names=self.custom_names,
                    options=start.options.to_dict(), teacher=self.teacher, start=start, position=position,
                    puzzle=puzzle)
        self._tell(FROM_PUZZLE() if puzzle else FROM_POSITION(), tone="note")

    # --- the view ---------------------------------------------------------------------------------
    def log_lines(self, reader: Reader, upto: int | None = None, states: list | None = None,
                  auto_taken: set | None = None) -> list[Line]:
        """What happened, move by move, in sentences for ``reader`` (this game's, or ``states``')."""
        states = self.states if states is None else states
        auto_taken = self.auto_taken if auto_taken is None else auto_taken
        last = len(states) if upto is None else upto + 1
        lines: list[Line] = []
        for i in range(last):
            key = (i, reader.seat, tuple(reader.names), reader.lang, id(states[i]))
            if key not in self._log_cache:
                before = states[i - 1] if i else None
                self._log_cache[key] = self.adapter.describe(before, states[i], reader)
            if i in auto_taken and i:
                lines.append(Line(ONLY_MOVE(player=Seat(states[i - 1].current_player)).text(reader)))
            lines += self._log_cache[key]
        return lines

    def status(self, reader: Reader) -> tuple[str, str]:
        """The line above the table and its tone (``turn``, ``wait``, ``end``, ``cover``)."""
        state = self.state
        if self.editor is not None:
            return self.editor.prompt(reader), "edit"
        if self.coach.learning is not None:
            return self.coach.status_words(reader), "learn"
        if self.review_step is not None:
            return self.review_words(reader), "review"
        if state.is_terminal():
            return self.end_words(reader), "end"
        current = state.current_player
        if self.covered():
            return PASS_TO(player=Seat(current)).text(reader), "cover"
        if current in self.humans and not self.teacher:
            prompt = self.adapter.prompt(state, reader)
            return YOUR_TURN(player=Seat(current), prompt=prompt).text(reader), "turn"
        if current in self.bots and self.humans and not self.teacher:
            return IS_THINKING(player=Seat(current)).text(reader), "think"
        return IS_TO_MOVE(player=Seat(current)).text(reader), "wait"

    def review_words(self, reader: Reader) -> str:
        """The line above the table while looking back: which moment is shown, and who is to play there
        (never "your turn": nothing is played while looking back)."""
        states = self.review_states()
        step, steps = self.review_step or 0, len(states) - 1
        shown = states[step]
        if shown.is_terminal():
            who = ENDED_HERE().text(reader) + " " + self.end_words(reader, shown)
        else:
            who = WAS_TO_MOVE(player=Seat(shown.current_player)).text(reader)
        if self.review_game == "last":
            said = REVIEW_LAST_AT(step=step, steps=steps, who=who) if step else REVIEW_LAST_AT_START(who=who)
        else:
            said = REVIEW_AT(step=step, steps=steps, who=who) if step else REVIEW_AT_START(who=who)
        return said.text(reader)

    def end_words(self, reader: Reader, state: Any = None) -> str:
        """Who won, said to the reader: the game's own sentence where it has one (``adapter.end_words``:
        who won and how), else who won (the why is in the last lines of the log)."""
        state = self.state if state is None else state
        own = getattr(self.adapter, "end_words", None)
        if own is not None:
            said = own(state, reader)
            if said:
                return said
        winners = state.winners()
        if not winners or len(winners) == state.num_players and state.num_players > 1:
            who = NOBODY_WINS()
        elif len(winners) == 1:
            who = WINS(player=Seat(winners[0]))
        else:
            who = SHARE_WIN(players=[Seat(w) for w in winners])
        return GAME_ENDS(who=who).text(reader)

    def view(self) -> dict:
        """Everything the page draws, as plain data (see ``widgets/static/cit-table.mjs``), in the table's language
        (pictures' words included)."""
        with speaking(self.lang):
            return self._view()

    def _view(self) -> dict:
        reader = self.reader()
        reviewing = self.review_step is not None
        learning = self.coach.learning is not None
        past = self.last_game if reviewing and self.review_game == "last" else None
        states = self.review_states() if reviewing else self.states
        step = self.review_step
        shown = states[step] if step is not None else self.state
        viewer = self.viewer()
        if past is not None:
            people = [i for i, kind in enumerate(past.seats) if kind == HUMAN]
            viewer = EVERYONE if past.over or past.teacher else people[0] if len(people) == 1 else None
            reader = Reader(seat=reader.seat, names=tuple(past.names_shown), lang=self.lang)
        editing = self.editor is not None
        covered = self.covered() and not reviewing and not editing
        workspace = None if reviewing or editing else self.current_workspace()
        zones = (self.editor.zones(reader) if editing else workspace.zones(reader) if workspace is not None else
                 self.adapter.zones(shown, None if covered else viewer, reader))
        if not reviewing and not editing and not covered:
            self._mark_fresh(zones, viewer)
        choices, moves = [], []
        if editing:
            choices = self.editor.choices(reader)
        elif workspace is not None:
            choices = workspace.choices(reader)
            moves = [{"i": i, "text": self.adapter.move_words(self.state, a, reader)}
                     for i, a in enumerate(self.state.legal_actions())]
        elif self.my_turn():
            choices = self._mark(zones, reader)
            moves = [{"i": i, "text": self.adapter.move_words(self.state, a, reader)}
                     for i, a in enumerate(self.state.legal_actions())]
        coached = {} if editing else self.coach.view(reader, zones, choices)
        if reviewing or self.coach.blocks_play():
            zones = _without_keys(zones)      # nothing is played while looking back
        status, tone = self.status(reader)
        seats = past.seats if past is not None else self.seats
        names = past.names_shown if past is not None else self.names()
        roles = self.adapter.roles(len(seats), reader) or []
        log = self.log_lines(reader, self.review_step, states=states,
                             auto_taken=past.auto_taken if past is not None else None)
        view: dict[str, Any] = {
            "v": self.version, "game": self.spec.name, "title": self.spec.title, "lang": self.lang,
            "deal": past.deal if past is not None else self.deal, "status": {"text": status, "tone": tone},
            "say": self._said(),
            "zones": zones, "choices": choices, "moves": moves,
            "log": [line.to_dict() for line in log[-LOG_SHOWN:]],
            "history": [line.to_dict() for line in log],
            "players": [{"seat": i, "name": name, "kind": kind, "role": roles[i] if i < len(roles) else "",
                         "level": "" if kind == HUMAN else self._t(self.spec.bot_label(kind))}
                        for i, (name, kind) in enumerate(zip(names, seats))],
            "controls": {
                # never drawn where it cannot answer: not on a covered table, nor at a teacher's
                "undo": (bool(self.humans) and not reviewing and not self.teacher and not editing and not covered
                         and not learning and self._undo_cut() is not None),
                "advance": self.computer_to_move() and (self.teacher or not self.humans),
                "review": len(self.states) > 1 and not covered and not editing and not learning,
                "review_last": (self.last_game is not None and not covered and not editing and not reviewing
                                and not learning),
                "ready": covered,
                "edit": not editing and not learning and self._can_edit(),
                # the coach's review: of this game (or the last one, while looking back at it)
                "coach": (not covered and not editing and not learning and self.coach.review is None
                          and self.coach.can_review(reviewing)),
                "hint": self.coach.hint_offered(),
            },
            "auto": self.pause_ms if (self.computer_to_move() and self.humans and not self.teacher
                                          and not covered) else None,
            "setup": self._setup_view(reader),
            "prefs": {"ask_always": self.ask_always, "hints": self.coach.hints},
            "labels": {name: self._t(text) for name, text in {**LABELS, **coaching.LABELS}.items()},
            **coached,
        }
        if covered:
            view["cover"] = {"text": status,
                             "button": READY_BUTTON(player=Seat(self.state.current_player)).text(reader)}
        if reviewing:
            step, steps = self.review_step, len(states) - 1
            view["review"] = {"step": step, "steps": steps, "game": self.review_game or "this",
                              "to_move": shown.current_player,
                              "caption": (REVIEW_STEP(step=step, steps=steps).text(reader)
                                          if step else REVIEW_START().text(reader))}
        if self.saved_text:
            view["saved"] = self.saved_text
        reasons = past.reasons if past is not None else self.reasons
        shown_index = step if step is not None else len(self.states) - 1
        if (self.teacher or reviewing) and shown_index in reasons:
            view["why"] = reasons[shown_index].to_dict()
        view["teacher"] = self.teacher
        view["history_steps"] = len(self.states) - 1
        view["editing"] = editing
        if not editing:
            view["share"] = self._share_view(reader)
        view["keep"] = self.keep_text()
        if self.state.is_terminal():
            view["over"] = self.outcome()
        if self.offer is not None:
            view["offer"] = self.offer
        if self.ask is not None:
            view["ask"] = self.ask
        if self.position is not None and not editing:
            view["position"] = (FROM_PUZZLE() if self.puzzle else FROM_POSITION()).text(reader)
        return view

    def _mark_fresh(self, zones: list, viewer: Any) -> None:
        """Mark the cards new in the person's hand (a card drawn): the hand's cards are compared by name
        with the hand before the last move, and the ones added stay marked until the hand gains others (a
        whole new hand, a deal, marks none)."""
        hand = [item for zone in zones if zone.get("id") == "hand" and zone.get("area") == "bottom"
                for item in zone.get("items", ())]
        # a card by what it is (``card``, where its name changes as it turns face up or down), else its name
        names = [str(item.get("card") or item.get("name", "")) for item in hand]
        seen, here = self._hand_seen, ((self.deal, viewer), len(self.states))
        if seen is None or seen[0] != here[0]:
            self.fresh = []
            self._hand_seen = (*here, tuple(names))
        elif seen[1] != here[1]:           # a move was made since: what did the hand gain?
            added = Counter(names) - Counter(seen[2])
            if added and sum(added.values()) < len(names):
                self.fresh = list(added.elements())
            else:               # nothing new, or a whole new hand (a deal): no card stands out
                self.fresh = [n for n in self.fresh if n in names] if not added else []
            self._hand_seen = (*here, tuple(names))
        # (within one move, as a turn is built, cards leave the hand and come back: nothing new)
        left = Counter(self.fresh)
        for item, name in zip(reversed(hand), reversed(names)):
            if left[name] > 0:
                left[name] -= 1
                item["fresh"] = True

    def _said(self) -> dict | None:
        if self.notice is not None and (self.say is None or self.say is self.notice[0]):
            line, tone, opening = self.notice
            # "opening": what the table said as the page opened it (a kept game back, a link read): the
            # page shows it at the top, where a returning reader looks first
            return {**line.to_dict(), "tone": tone, **({"opening": True} if opening else {})}
        if self.say is not None:
            return {**self.say.to_dict(), "tone": getattr(self, "say_tone", "error")}
        return None

    def _notice(self, opening: bool = True) -> None:
        """Keep what was just said until the person does something (a computer's move does not wipe
        it away): the table's opening notice, or (``opening=False``) the sentence of a new deal."""
        self.notice = (self.say, self.say_tone, opening) if self.say is not None else None

    def _can_edit(self) -> bool:
        from .editor import editor_for

        return editor_for(self.spec.name) is not None

    def _mark(self, zones: list, reader: Reader) -> list[dict]:
        """Light what continues the picked path (and mark what can start a move); the keys no zone
        shows become worded choices (at most a dozen at once: the adapter keeps them few)."""
        lit = self.lit()
        starts = self.next_keys(())
        picked = set(self.picked)
        shown = set()

        def mark(entry: dict) -> None:
            key = entry.get("key")
            if key is None:
                return
            shown.add(key)
            if key in lit:
                entry["lit"] = True
            if key in picked:
                entry["picked"] = True
            if not self.picked and key in starts:
                entry["can"] = True

        for zone in zones:
            for item in zone.get("items", ()):
                mark(item)
            for cell in zone.get("cells", ()):
                mark(cell)
        keys = lit if self.picked else starts
        choices = [{"key": key, "label": self._words(key), "lit": bool(self.picked)}
                   for key in sorted(keys - shown, key=self._choice_order)]
        if self.picked and self.picked in self.paths():
            choices.append({"key": PLAY_IT, "label": self._t(LABELS["play_it"]), "lit": True})
        shortcuts = getattr(self.adapter, "shortcuts", None)
        if shortcuts and not self.picked:
            choices += shortcuts(self.state, reader)
        refused = getattr(self.adapter, "refused_choices", None)
        if refused and not self.picked:
            choices = sorted(choices + refused(self.state, reader), key=lambda c: self._choice_order(str(c["key"])))
        return choices

    def _choice_order(self, key: Key) -> Any:
        order = getattr(self.adapter, "choice_order", None)
        return order(key) if order else key

    def _setup_view(self, reader: Reader) -> dict:
        """The *New game* panel's choices: how many players, and who takes each seat."""
        spec = self.spec
        # the levels a person chooses among (the players kept for testing are offered only where one is
        # seated already, by an old save or link)
        offered = [spec.default_bot] + [n for n in LEVELS if n in spec.bots and n not in (spec.default_bot, "random")]
        offered += [kind for kind in dict.fromkeys(self.seats) if kind != HUMAN and kind not in offered]
        kinds = [{"value": HUMAN, "label": PERSON_HERE().text(reader)}] + [
            {"value": name, "label": COMPUTER_CHOICE(level=self._t(spec.bot_label(name))).text(reader)}
            for name in offered]
        return {"min_players": spec.min_players, "max_players": min(spec.max_players, 8),
                "players": len(self.seats), "seats": list(self.seats), "kinds": kinds,
                "names": list(self.custom_names), "teacher": self.teacher, "class_hints": not self.no_hints}


def _without_keys(zones: list) -> list:
    """The zones with nothing clickable (a look back at an earlier moment); a square the coach marks
    stays, to be seen, not clicked."""
    def bare(entry: dict) -> dict:
        out = dict(entry)
        if "key" in out:
            out["key"] = None
        for name in ("items", "groups"):
            if name in out:
                out[name] = [bare(e) for e in out[name]]
        if "cells" in out:
            out["cells"] = [{**cell, "key": None, "lit": False, "can": False, "picked": False}
                            for cell in out["cells"] if cell.get("coach")]
        for name in ("target", "drop"):
            out.pop(name, None)
        return out
    return [bare(zone) for zone in zones]


def refusal_words(error: IllegalAction, reader: Reader) -> Line:
    """An engine refusal as a player reads it: the reason in words, the clause apart."""
    return Line(error.words(reader), error.clause)
