"""The coach at the live table: a game reviewed move by move, "learn from your mistakes", and hints.

A :class:`TableCoach` belongs to a :class:`~widgets.table.session.TableSession` and runs wherever the
session runs (the reader's browser on Pyodide, Voilà, JupyterLab): the page sends it the session's
``{"do": "coach", ...}`` and ``{"do": "hint"}`` messages, and the session's view carries what it
says (``view["coach"]``, ``view["hint"]``) and the moves it lights (``coach`` on a zone's item or
square: ``"played"`` or ``"best"``, with ``coach_mark``, the symbol that says it without colour).

Nothing here judges a move: chances, grades and reasons come from :mod:`engine.coach`
(:class:`~engine.coach.ReviewRun` a few decisions at a time, so that the page can show a progress
bar and stop it between two slices; :func:`~engine.coach.hint`; :func:`~engine.coach.try_again`),
the chance line and the decisions in words from :mod:`widgets.review`, the moves in words from each
game's adapter.

>>> from widgets.table.session import TableSession
>>> table = TableSession("skemino", seed=3, coach_budget=4)
>>> table.run_computers()                                      # the computer's move first: now it is yours
>>> table.handle({"do": "hint"})["controls"]["hint"]          # hints are off until asked for
False
>>> view = table.handle({"do": "prefs", "hints": True})
>>> view["controls"]["hint"], "hint" in view
(True, False)
>>> marked = table.handle({"do": "hint"})
>>> marked["hint"]["text"].startswith("The coach's move: ")
True
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.coach import TO_LEARN, Judgement, ReviewRun, accuracy, hint, try_again
from engine.coach import words as coach_words
from engine.runner import derived_seed
from engine.words import N_, Reader, Said, Seat

if TYPE_CHECKING:                      # pragma: no cover
    from .session import TableSession

#: how long one slice of a review may run before the page gets its view back (seconds): short enough
#: that the progress bar moves and Stop is answered within a moment
SLICE_SECONDS = 0.35

# --- the coach's words at the table ---------------------------------------------------------------
COACH_TITLE = Said(N_("The coach's review"))
COACH_OF = Said(N_("The coach's review of {player}'s moves"), you=N_("The coach's review of your moves"))
JUDGING = Said(N_("The coach is judging: {done} of {total} decisions…"))
STOPPED = Said(N_("Stopped: {done} of {total} decisions judged. Go on judges the rest."))
SO_FAR = Said(N_("The moves so far: the game is not over."))
NOTHING_YET = Said(N_("{player} has made no decision yet in this game."), you=N_("You have made no decision yet in "
                                                                                   "this game."))
SUMMARY_NO_ACCURACY = Said(N_("One decision, with only one move: nothing to judge."),
                           plural=N_("{n} decisions, each with only one move: nothing to judge."))
CHOSEN = Said(N_("Move {step}: {symbol} {grade}."))
PLAYED = Said(N_("{player} chose “{move}” (chance {chance} in 100)."),
              you=N_("You chose “{move}” (your chance {chance} in 100)."))
BETTER = Said(N_("The coach's move: {move} ({chance} in 100)."))
SAME = Said(N_("That is the coach's move too."))
LIT_BOTH = Said(N_("On the table, ★ marks the coach's move and {symbol} the move played."))
LIT_ONE = Said(N_("On the table, ★ marks the move played, the coach's own."))
COUNTED = Said(N_("Counted exactly over every way the unseen cards can lie."))
REDEALT = Said(N_("Judged over {worlds} re-deals of the cards that could not be seen."))

HINT_MOVE = Said(N_("The coach's move: {move} (a chance of {chance} in 100), marked ★ on the table."))
HINT_OFF_CLASS = Said(N_("The teacher has switched hints off at this table."))
HINT_OPTION = Said(N_("{move}: {chance} in 100"))

LEARN_INTRO = Said(N_("Learn from your mistakes: {n} decision to look at again. Find a better move by pointing, as "
                      "in play."),
                   plural=N_("Learn from your mistakes: {n} decisions to look at again. Find a better move by "
                             "pointing, as in play."))
LEARN_AT = Said(N_("Mistake {index} of {n} (move {step}, {symbol} {grade}): {player} chose “{move}” here. Find a "
                   "better move."),
                you=N_("Mistake {index} of {n} (move {step}, {symbol} {grade}): you chose “{move}” here. Find a better "
                       "move."))
LEARN_GOOD = Said(N_("Well found: “{move}” keeps a chance of {chance} in 100, within 5 of the coach's best ({best} in "
                     "100)."))
LEARN_NOT = Said(N_("Not quite: “{move}” wins about {chance} in 100. The coach's move: {best_move} ({best} in 100)."))
LEARN_SAME = Said(N_("That is the move played in the game: the coach's move is {best_move} ({best} in 100)."))
LEARN_DONE = Said(N_("That was the last one: you found a good move at {found} of {n} decisions."))
LEARN_STATUS = Said(N_("Learn from your mistakes: point at a better move, as in play."))
LEARN_STATUS_TRIED = Said(N_("Learn from your mistakes: ★ marks the coach's move."))
LEARN_STATUS_OVER = Said(N_("Learn from your mistakes: done."))
LEARN_NONE = Said(N_("The coach found no mistake and no blunder to look at again."))

LABELS = {
    "coach_review": N_("Coach's review"), "coach_stop": N_("Stop"), "coach_go_on": N_("Go on"),
    "coach_learn": N_("Learn from your mistakes"), "coach_close": N_("Back to the game"),
    "coach_next": N_("Next mistake"), "coach_finish": N_("See the summary"),
    "coach_skip": N_("Show me the coach's move"), "hint": N_("Hint"),
    "hint_all": N_("Show every option"), "hints_pref": N_("Offer hints: the coach's move on request"),
    "class_hints": N_("Hints at this table (for a class: off for everyone who opens this table's link or save)"),
    "coach_decisions": N_("Each decision: choose one to see the table at that moment"),
    "coach_progress": N_("How much of the game the coach has judged"),
    "coach_seat": N_("Whose moves"), "coach_best_mark": N_("★ the coach's move"),
    "coach_played_mark": N_("the move played"),
    "hints_off_class": N_("The teacher has switched hints off at this table."),
}


@dataclass
class Review:
    """A review under way or done: the game (``"this"`` or ``"last"``), its states and moves, the seats
    judged and one :class:`ReviewRun` each, judged one seat after the other."""

    game: str
    states: list
    notations: list
    seats: list[int]
    runs: dict[int, ReviewRun]
    running: bool = True
    shown_seat: int = 0
    chosen: tuple[int, int] | None = None        # (seat, step) of the decision chosen
    _plot: dict = field(default_factory=dict)
    _words: dict = field(default_factory=dict)

    @property
    def done(self) -> int:
        return sum(run.done for run in self.runs.values())

    @property
    def total(self) -> int:
        return sum(run.total for run in self.runs.values())

    @property
    def finished(self) -> bool:
        return all(run.finished for run in self.runs.values())

    def judgement(self, seat: int, step: int) -> Judgement | None:
        run = self.runs.get(seat)
        return next((j for j in run.judgements if j.step == step), None) if run else None


@dataclass
class Learning:
    """A "learn from your mistakes" session: the decisions to look at again, where it is, what was
    found, and the game as it was (restored when it ends)."""

    queue: list[Judgement]
    states: list
    notations: list
    kept: dict
    index: int = 0
    tried: dict | None = None                    # the last try's outcome, until Next
    found: int = 0
    over: bool = False


class TableCoach:
    """The coach of one table session (see the module's docstring)."""

    def __init__(self, session: "TableSession", *, hints: bool = False, budget: int | None = None):
        self.session = session
        #: the person's preference: a Hint button while they play (off by default)
        self.hints = bool(hints)
        #: the re-deals per decision (``None``: the coach's own, more where a grade is unsure); tests fix it
        self.budget = budget
        self.review: Review | None = None
        self.learning: Learning | None = None
        self.hinted: dict | None = None            # {"at": states' length, "moves": [(notation, chance)], "all"}
        self._cache: dict[tuple[int, int], tuple[Any, str, Judgement]] = {}

    # --- when the table changes -----------------------------------------------------------------
    def reset(self) -> None:
        """A new game at the table: nothing judged yet."""
        self.end_learning()
        self.review = None
        self.hinted = None
        self._cache = {}

    @property
    def allowed(self) -> bool:
        """Hints may be offered: the teacher has not switched them off for the table."""
        return not self.session.no_hints

    def hint_offered(self) -> bool:
        s = self.session
        return (self.hints and self.allowed and s.my_turn() and self.learning is None and not s.teacher
                and s.state.current_player in s.humans)

    # --- messages -----------------------------------------------------------------------------------
    def handle(self, message: dict) -> None:
        what = message.get("what")
        if what == "review":
            self.start_review(message.get("game"))
        elif what == "more":
            self.more()
        elif what == "stop":
            if self.review is not None:
                self.review.running = False
        elif what == "go_on":
            if self.review is not None and not self.review.finished:
                self.review.running = True
                self.more()
        elif what == "choose":
            self.choose(message.get("seat"), message.get("step"))
        elif what == "seat":
            seat = message.get("seat")
            if self.review is None or seat not in self.review.seats:
                raise ValueError(f"there is no seat {seat!r} in this review")
            self.review.shown_seat = seat
            self.review.chosen = None
            self.session.review_step = None if self.learning is None else self.session.review_step
        elif what == "learn":
            self.start_learning()
        elif what == "next":
            self.next_mistake()
        elif what == "skip":
            self.skip()
        elif what == "close":
            self.close()
        else:
            raise ValueError(f"the coach does not know {str(what)[:30]!r}")

    # --- the review -----------------------------------------------------------------------------------
    def review_seats(self, seats: list, over: bool) -> list[int]:
        """Whose decisions are judged: the people here; every seat at a teacher's table (or where only
        computers play)."""
        s = self.session
        people = [i for i, kind in enumerate(seats) if kind == "human"]
        if s.teacher or not people:
            return list(range(len(seats)))
        return people

    def can_review(self, reviewing: bool) -> bool:
        """Whether the coach has a decision to judge in the game shown (this one, or the last one while it
        is looked back at): a decision of a seat it would judge."""
        s = self.session
        past = s.last_game if reviewing and s.review_game == "last" else None
        states, notations, seats = ((past.states, past.notations, past.seats) if past is not None
                                    else (s.states, s.notations, s.seats))
        judged = set(self.review_seats(list(seats), False))
        return any(states[i].current_player in judged for i in range(len(notations)))

    def start_review(self, game: str | None = None) -> None:
        s = self.session
        self.end_learning()
        if game not in (None, "this", "last") or game == "last" and s.last_game is None:
            raise ValueError(f"there is no game {game!r} to review")
        if game == "last":
            past = s.last_game
            assert past is not None
            states, notations, seats = past.states, past.notations, past.seats
        else:
            states, notations, seats = s.states, s.notations, s.seats
            game = "this"
        judged_seats = self.review_seats(list(seats), states[-1].is_terminal())
        runs = {}
        for seat in judged_seats:
            run = ReviewRun(states[:len(notations) + 1], notations, seat, seed=s.deal, budget=self.budget)
            for step, state, played in run.todo:          # what was judged before (the game went on since)
                cached = self._cache.get((seat, step)) if game == "this" else None
                if cached is None or cached[0] is not state or cached[1] != played:
                    break
                run.judgements.append(cached[2])
            runs[seat] = run
        shown = s.viewer() if isinstance(s.viewer(), int) and s.viewer() in judged_seats else judged_seats[0]
        self.review = Review(game, list(states), list(notations), judged_seats, runs, shown_seat=shown)
        # nothing judged yet in this answer: the page shows the bar and Stop at once, then asks for slices
        if self.review.finished:
            self.review.running = False

    def more(self) -> None:
        """One slice of the review (the page asks for the next one while ``running``)."""
        review = self.review
        if review is None or not review.running:
            return
        import time

        began = time.perf_counter()
        judged = False
        for seat in review.seats:
            run = review.runs[seat]
            if run.finished:
                continue
            if not judged:                      # at least one decision a slice, however slow
                run.step(max_decisions=1)
                judged = True
            left = SLICE_SECONDS - (time.perf_counter() - began)
            if left > 0:
                run.step(max_decisions=10_000, seconds=left)
            if review.game == "this":
                for j in run.judgements:
                    self._cache[(seat, j.step)] = (run.states[j.step], run.notations[j.step], j)
            if not run.finished:
                break
        if review.finished:
            review.running = False
        review._plot.clear()

    def choose(self, seat: Any, step: Any) -> None:
        """A decision chosen in the list: the table at that moment, both moves lit, the reason said."""
        review = self.review
        if review is None or not isinstance(step, int) or review.judgement(seat, step) is None:
            raise ValueError(f"there is no judged decision at step {step!r} to show")
        review.chosen = (seat, step)
        review.shown_seat = seat
        self.session.review(step, "last" if review.game == "last" else None)

    def close(self) -> None:
        self.end_learning()
        self.review = None
        s = self.session
        if s.review_step is not None:
            s.review(None)

    # --- learn from your mistakes -------------------------------------------------------------------
    def start_learning(self) -> None:
        s = self.session
        review = self.review
        if review is None:
            raise ValueError("the coach has no review to learn from yet")
        kinds = self._seat_kinds(review)
        people = [seat for seat in review.seats if kinds[seat] == "human"]
        queue = sorted((j for seat in people for j in review.runs[seat].judgements if j.grade in TO_LEARN),
                       key=lambda j: (j.step, j.seat))
        if not queue:
            s._tell(LEARN_NONE(), tone="note")
            return
        if review.game == "last":
            # the last game comes back to the table for the lesson (the game now is kept meanwhile)
            pass
        kept = {"states": s.states, "notations": s.notations, "review_step": s.review_step,
                "review_game": s.review_game, "ready_for": s.ready_for, "seats": s.seats,
                "teacher": s.teacher, "bots": s.bots, "reasons": s.reasons, "auto_taken": s.auto_taken}
        self.learning = Learning(queue, list(review.states), list(review.notations), kept)
        if review.game == "last":
            past = s.last_game
            assert past is not None
            s.seats, s.reasons, s.auto_taken = list(past.seats), dict(past.reasons), set(past.auto_taken)
            s.bots = {}
        s.review_step = None
        s.review_game = None
        self._go_to_mistake()

    def _go_to_mistake(self) -> None:
        s, learn = self.session, self.learning
        assert learn is not None
        j = learn.queue[learn.index]
        s.states = learn.states[:j.step + 1]
        s.notations = learn.notations[:j.step]
        s.ready_for = j.seat
        s.picked = ()
        s.workspace = None
        learn.tried = None
        self.hinted = None

    def learning_try(self, action: Any) -> None:
        """A move made at the table while learning: judged against the coach's, never played."""
        s, learn = self.session, self.learning
        assert learn is not None
        j = learn.queue[learn.index]
        state = s.state
        notation = str(action)
        good, chance = try_again(state, j, notation, seed=derived_seed(s.deal, j.step))
        same = notation == j.played
        good = good and not same
        learn.tried = {"move": notation, "good": good, "chance": chance, "same": same}
        if good:
            learn.found += 1
        s.picked = ()
        s.workspace = None
        s._workspace_for = None

    def blocks_play(self) -> bool:
        """While learning, after a try (or at the summary): the table is looked at, not played."""
        learn = self.learning
        return learn is not None and (learn.tried is not None or learn.over)

    def skip(self) -> None:
        learn = self.learning
        if learn is None or learn.tried is not None:
            return
        learn.tried = {"move": None, "good": False, "chance": None, "same": False}

    def next_mistake(self) -> None:
        learn = self.learning
        if learn is None:
            return
        if learn.index + 1 < len(learn.queue):
            learn.index += 1
            self._go_to_mistake()
        else:
            learn.over = True
            learn.tried = None

    def end_learning(self) -> None:
        """The game back at the table as it was before the lesson."""
        learn, s = self.learning, self.session
        if learn is None:
            return
        self.learning = None
        for name, value in learn.kept.items():
            setattr(s, name, value)
        s.picked = ()
        s.workspace = None
        s._workspace_for = None

    # --- hints ----------------------------------------------------------------------------------------
    def ask_hint(self, every: bool) -> None:
        s = self.session
        if not self.allowed:
            s._tell(HINT_OFF_CLASS(), tone="note")
            return
        if not self.hint_offered():
            s.click("")                   # says why not (whose turn it is, the game is over...)
            return
        at = len(s.states)
        if self.hinted is None or self.hinted["at"] != at or self.hinted["state"] is not s.state:
            moves = hint(s.state, s.state.current_player, seed=derived_seed(s.deal, at - 1), budget=self.budget)
            self.hinted = {"at": at, "state": s.state, "moves": moves, "all": False}
        self.hinted["all"] = self.hinted["all"] or every

    # --- what the view shows --------------------------------------------------------------------------
    def marks_for(self, state: Any, notation: str) -> tuple[set, set]:
        """The keys (and the card names, where a game's cards carry no key) a move is made with."""
        adapter = self.session.adapter
        action = state.parse_action(notation)
        own = getattr(adapter, "coach_marks", None)
        if own is not None:
            return own(state, action)
        keys: set = set()
        for path in adapter.paths(state, action)[:1]:
            keys |= set(path)
        return keys, set()

    def mark(self, zones: list, choices: list, state: Any, played: str | None, best: str | None,
             symbol: str = "") -> set:
        """Light two moves on the table: ``best`` (★) and ``played`` (its grade's symbol). Returns the
        kinds of mark drawn ("best", "played"): a move with nothing of it on the table (a bet, when
        looking back shows no choices) gets none, and the words must not point at it."""
        marks = []
        if best is not None:
            marks.append(("best", "★", *self.marks_for(state, best)))
        if played is not None and played != best:
            marks.append(("played", symbol or "•", *self.marks_for(state, played)))

        drawn: set = set()

        def visit(entry: dict) -> None:
            key, name = entry.get("key"), entry.get("name")
            for kind, sign, keys, names in marks:
                if key is not None and key in keys or name is not None and name in names:
                    entry["coach"] = kind
                    entry["coach_mark"] = sign
                    drawn.add(kind)
                    break

        for zone in zones:
            for entry in zone.get("items", ()):
                visit(entry)
            for entry in zone.get("cells", ()):
                visit(entry)
            for group in zone.get("groups", ()):
                for entry in group.get("items", ()):
                    visit(entry)
        for choice in choices:
            visit(choice)
        return drawn

    def view(self, reader: Reader, zones: list, choices: list) -> dict:
        """What the coach adds to the session's view (and the moves it lights in ``zones``)."""
        s = self.session
        out: dict[str, Any] = {}
        review = self.review
        if review is not None and review.game == "this" and self.learning is None and (
                len(review.notations) != len(s.notations) or review.states[0] is not s.states[0]):
            self.review = None                     # the game went on (or another began): judged again on request
        if self.learning is not None:
            out["coach"] = self._learning_view(reader, zones, choices)
        elif self.review is not None:
            out["coach"] = self._review_view(reader, zones, choices)
        if self.hinted is not None and self.hint_offered() and self.hinted["at"] == len(s.states):
            moves = self.hinted["moves"]
            best, chance = moves[0]
            said = HINT_MOVE(move=s.adapter.move_words(s.state, s.state.parse_action(best), reader),
                             chance=_in_100(chance)).text(reader)
            self.mark(zones, choices, s.state, None, best)
            out["hint"] = {"text": said}
            if self.hinted["all"]:
                out["hint"]["options"] = [
                    HINT_OPTION(move=s.adapter.move_words(s.state, s.state.parse_action(m), reader),
                                chance=_in_100(c)).text(reader) for m, c in moves]
        return out

    def _names(self, review: Review) -> list[str]:
        s = self.session
        return list(s.last_game.names_shown) if review.game == "last" and s.last_game else s.names()

    def _review_view(self, reader: Reader, zones: list, choices: list) -> dict:
        s, review = self.session, self.review
        assert review is not None
        names = self._names(review)
        seat = review.shown_seat
        seat_reader = Reader(seat=seat if self._speaks_to(seat) else None, names=tuple(names), lang=s.lang)
        run = review.runs[seat]
        judged = run.judgements
        over = review.states[len(review.notations)].is_terminal()
        out: dict[str, Any] = {
            "mode": "review", "game": review.game,
            "title": COACH_OF(player=Seat(seat)).text(seat_reader),
            "running": review.running, "done": review.done, "total": review.total,
            "finished": review.finished,
            "seats": ([{"seat": i, "name": names[i], "pressed": i == seat} for i in review.seats]
                      if len(review.seats) > 1 else []),
        }
        if review.running:
            out["progress"] = JUDGING(done=review.done, total=review.total).text(reader)
        elif not review.finished:
            out["progress"] = STOPPED(done=review.done, total=review.total).text(reader)
        if not over:
            out["so_far"] = SO_FAR().text(reader)
        if not run.total:
            out["empty"] = NOTHING_YET(player=Seat(seat)).text(seat_reader)
        items = []
        for j in judged:
            # each decision in words once (a slice's view is drawn while the review goes on: not again each time)
            key = (seat, j.step, s.lang, seat_reader.seat)
            if key not in review._words:
                state = review.states[j.step]
                review._words[key] = s.adapter.move_words(state, state.parse_action(j.played), seat_reader)
            items.append({"seat": seat, "step": j.step, "symbol": coach_words.GRADE_SYMBOLS[j.grade],
                          "grade": j.grade, "grade_words": coach_words.GRADE_NAMES[j.grade]().text(seat_reader),
                          "move": review._words[key], "number": j.step + 1, "chance": _in_100(j.chance_played),
                          "chosen": review.chosen == (seat, j.step)})
        out["items"] = items
        if judged:
            out["summary"] = _summary(judged, reader)
            if not review.running:             # the chance line once the review is done or stopped
                out["plot"] = self._plot(review, seat, names)
        every = [j for i in review.seats for j in review.runs[i].judgements]
        out["counts"] = {g: sum(1 for j in every if j.grade == g) for g in coach_words.GRADE_SYMBOLS}
        out["accuracy"] = accuracy(judged)
        learnable = [j for i in review.seats for j in review.runs[i].judgements
                     if j.grade in TO_LEARN and self._seat_kinds(review)[i] == "human"]
        out["can_learn"] = bool(learnable) and not review.running
        if review.chosen is not None and s.review_step is not None:
            chosen = review.judgement(*review.chosen)
            if chosen is not None and s.review_step == chosen.step:
                drawn = self.mark(zones, choices, review.states[chosen.step], chosen.played, chosen.best,
                                  coach_words.GRADE_SYMBOLS[chosen.grade])
                out["chosen"] = self._chosen_words(review, chosen, names, drawn)
        return out

    def _seat_kinds(self, review: Review) -> list:
        s = self.session
        return list(s.last_game.seats) if review.game == "last" and s.last_game else list(s.seats)

    def _speaks_to(self, seat: int) -> bool:
        """Whether the words say "you" to ``seat``: the one person at a table that is not a teacher's."""
        s = self.session
        return not s.teacher and s.humans == [seat]

    def _chosen_words(self, review: Review, j: Judgement, names: list, drawn: set) -> dict:
        s = self.session
        reader = Reader(seat=j.seat if self._speaks_to(j.seat) else None, names=tuple(names), lang=s.lang)
        state = review.states[j.step]
        symbol = coach_words.GRADE_SYMBOLS[j.grade]
        words = lambda n: s.adapter.move_words(state, state.parse_action(n), reader)   # noqa: E731
        lines = [CHOSEN(step=j.step + 1, symbol=symbol, grade=coach_words.GRADE_NAMES[j.grade]().text(reader)),
                 PLAYED(player=Seat(j.seat), move=words(j.played), chance=_in_100(j.chance_played))]
        if j.best != j.played:
            lines.append(BETTER(move=words(j.best), chance=_in_100(j.chance_best)))
            if j.reason is not None:
                lines.append(j.reason)
            if {"best", "played"} <= drawn:
                lines.append(LIT_BOTH(symbol=symbol))
        else:
            lines += [SAME()] + ([LIT_ONE()] if "best" in drawn else [])
        lines.append(COUNTED() if j.exact else REDEALT(worlds=j.worlds))
        return {"seat": j.seat, "step": j.step, "lines": [line.text(reader) for line in lines]}

    def _plot(self, review: Review, seat: int, names: list) -> str:
        key = (seat, review.done, self.session.lang)
        if review._plot.get("key") != key:
            from widgets.review import Reviewed, chance_plot

            run = review.runs[seat]
            shown = Reviewed(tuple(review.states[:len(review.notations) + 1]), tuple(review.notations), seat,
                             tuple(names), tuple(run.judgements))
            # in the table's language: TableSession.view draws the whole table inside speaking(its language)
            review._plot = {"key": key, "svg": chance_plot(shown)}
        return review._plot["svg"]

    def status_words(self, reader: Reader) -> str:
        """The line above the table while learning: what to do now."""
        learn = self.learning
        assert learn is not None
        if learn.over:
            return LEARN_STATUS_OVER().text(reader)
        return (LEARN_STATUS_TRIED if learn.tried is not None else LEARN_STATUS)().text(reader)

    def _learning_view(self, reader: Reader, zones: list, choices: list) -> dict:
        s, learn = self.session, self.learning
        assert learn is not None
        n = len(learn.queue)
        out: dict[str, Any] = {"mode": "learn", "title": s._t(LABELS["coach_learn"]), "index": learn.index, "n": n,
                               "over": learn.over}
        if learn.over:
            out["lines"] = [LEARN_DONE(found=learn.found, n=n).text(reader)]
            return out
        j = learn.queue[learn.index]
        state = s.state
        person = Reader(seat=j.seat if self._speaks_to(j.seat) else None, names=reader.names, lang=s.lang)
        words = lambda m: s.adapter.move_words(state, state.parse_action(m), person)   # noqa: E731
        symbol = coach_words.GRADE_SYMBOLS[j.grade]
        lines = [LEARN_AT(index=learn.index + 1, n=n, step=j.step + 1, symbol=symbol, player=Seat(j.seat),
                          grade=coach_words.GRADE_NAMES[j.grade]().text(person), move=words(j.played)).text(person)]
        if learn.index == 0 and learn.tried is None:
            lines.insert(0, LEARN_INTRO(n=n).text(person))
        tried = learn.tried
        out["tried"] = tried is not None
        if tried is not None:
            best = _in_100(j.chance_best)
            if tried["move"] is None:
                lines.append(BETTER(move=words(j.best), chance=best).text(person))
            elif tried["same"]:
                lines.append(LEARN_SAME(best_move=words(j.best), best=best).text(person))
            elif tried["good"]:
                lines.append(LEARN_GOOD(move=words(tried["move"]), chance=_in_100(tried["chance"]),
                                        best=best).text(person))
            else:
                lines.append(LEARN_NOT(move=words(tried["move"]), chance=_in_100(tried["chance"]),
                                       best_move=words(j.best), best=best).text(person))
            if not tried["good"] and j.reason is not None:
                lines.append(j.reason.text(person))
            out["good"] = tried["good"]
            out["last"] = learn.index + 1 >= n
            self.mark(zones, choices, state, tried["move"], j.best, "✓" if tried["good"] else "✗")
        out["lines"] = lines
        return out


def _in_100(p: float) -> int:
    return round(100 * p)


def _summary(judged: list[Judgement], reader: Reader) -> str:
    counts = {g: sum(1 for j in judged if j.grade == g) for g in coach_words.GRADE_SYMBOLS}
    score = accuracy(judged)
    if score is None:
        return SUMMARY_NO_ACCURACY(n=len(judged)).text(reader)
    return coach_words.REVIEW_SUMMARY(decisions=len(judged), accuracy=round(score), **counts).text(reader)


__all__ = ["TableCoach", "Review", "Learning", "LABELS", "SLICE_SECONDS"]
