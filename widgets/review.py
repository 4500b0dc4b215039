"""A game reviewed by the coach, drawn for a book page: the seat's chance of winning move by move, every
decision's grade in words and symbol, and the table at the moments that cost the most.

Nothing here judges a move: the chances, the grades and the reasons come from :mod:`engine.coach`, the
moves in words from each game's ``narrate`` (:func:`engine.captions.move_caption`), the tables from each
game's ``render.py``. The chance line is an SVG drawn here (its ink the page's text colour, so it reads
in light and dark mode), named for a screen reader by the chances themselves; a grade is never told by
colour alone (:data:`engine.coach.words.GRADE_SYMBOLS`).

Skèmino's last card laid beside a free vertex instead of on it (SK-43), reviewed for Bianco:

>>> from engine.skemino import position
>>> last_card = position({"a2": [("3C", 1)]}, hands=(["8F"], ["2C", "4C"]), to_move=0)
>>> reviewed = review_moves("skemino", last_card, ["8F@a3"], seat=0)
>>> [(j.step, j.grade, j.best) for j in reviewed.judgements]
[(0, 'blunder', '8F@a1')]
>>> print(decision_line(reviewed, reviewed.judgements[0]))
Move 1 of the game: you chose “Lay the 8 of Forbici on a3”. ?? blunder (your chance 17 in 100). Better: Lay the 8 of Forbici on a1 (100 in 100). The better move follows a rule of thumb: this wins the game at once.
"""
from __future__ import annotations

import html
import importlib
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from engine import game as game_spec
from engine.captions import move_caption
from engine.coach import BEST_WITHIN, BORDERS, TO_LEARN, Judgement, review_states
from engine.coach import words as coach_words
from engine.core import GameState, play
from engine.render import cards_row
from engine.runner import derived_seed, play_game
from engine.words import N_, Reader, translate

#: the people at a table of the book's examples (La Scamorra and Skèmino name their sides instead)
PEOPLE = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Franco")
#: the largest number of moments a page stops at (the decisions that cost the most)
STOPS = 3


def seat_names(game: str, players: int) -> tuple[str, ...]:
    """The seats' names as the game's pages call them, in the page's language."""
    if game == "skemino":
        from engine.skemino.state import PLAYERS

        return tuple(PLAYERS)
    if game == "scamorra":
        from engine.scamorra.words import SIDES

        return tuple(side.text() for side in SIDES)
    return PEOPLE[:players]


# --- a reviewed game -----------------------------------------------------------------------------

@dataclass(frozen=True)
class Reviewed:
    """A whole game and one seat's decisions in it, judged by the coach: ``states[k]`` is the table before
    move ``k`` (``notations[k]``), the last one the end."""

    states: tuple[GameState, ...]
    notations: tuple[str, ...]
    seat: int
    names: tuple[str, ...]
    judgements: tuple[Judgement, ...]

    @property
    def game(self) -> str:
        return self.states[0].spec.name

    @property
    def reader(self) -> Reader:
        """The reviewed seat reads its own review ("you"), in the page's language."""
        return Reader(seat=self.seat, names=self.names)

    def result(self) -> float | None:
        """The seat's share of the win at the end (a shared win counts its share), or ``None`` before it."""
        end = self.states[-1]
        if not end.is_terminal():
            return None
        returns = list(end.returns())
        total = sum(returns)
        return returns[self.seat] / total if total > 0 else 1 / end.num_players

    def stops(self, most: int = STOPS) -> list[Judgement]:
        """The mistakes and blunders that cost the most (at most ``most``), in the order they were made."""
        costly = sorted((j for j in self.judgements if j.grade in TO_LEARN), key=lambda j: -j.drop)[:most]
        return sorted(costly, key=lambda j: j.step)


def review_moves(game: str, start: GameState | None, notations: Sequence[str], *, seat: int, seed: int = 0,
                 names: Sequence[str] | None = None, budget: int | None = None) -> Reviewed:
    """A scripted game (``start``: a position, else the game's deal of ``seed``) reviewed for ``seat``."""
    start = start if start is not None else game_spec(game).start(seed=seed)
    states = play(start, list(notations))
    notations = [str(state.parse_action(n)) for state, n in zip(states, notations)]
    judged = review_states(states, notations, seat, seed=seed, budget=budget)
    return Reviewed(tuple(states), tuple(notations), seat, tuple(names or seat_names(game, start.num_players)),
                    tuple(judged))


def review_ladder_game(game: str, seed: int, levels: Sequence[str], *, seat: int = 0, budget: int | None = None,
                       **options: Any) -> Reviewed:
    """A game dealt from ``seed`` between computer players of ``levels`` (one a seat), reviewed for ``seat``."""
    spec = game_spec(game)
    start = spec.start(seed=seed, players=len(levels), **options)
    bots = [spec.make_bot(level, derived_seed(seed, "review", s), budget_only=True) for s, level in enumerate(levels)]
    played = play_game(start, bots)
    states = play(start, played.notations)
    judged = review_states(states, played.notations, seat, seed=seed, budget=budget)
    return Reviewed(tuple(states), tuple(played.notations), seat, seat_names(game, len(levels)), tuple(judged))


# --- words ------------------------------------------------------------------------------------------

GRADE_HEAD = N_("Grade")
MEANING_HEAD = N_("What it means")
MEANS_BEST = N_("the coach's best move, or less than {points} point below it: no estimate tells them apart")
MEANS_BAND = N_("{low} to {high} points of 100 below the best move")
MEANS_WORST = N_("{low} points of 100 or more below the best move")
MEANS_FORCED = N_("the only move the rules allowed: nothing to judge")
GRADES_CAPTION = N_("The grades, by how far your move's chance of winning fell below the best move's")

PLOT_LABEL = N_("Line chart of your chance of winning after each of your {n} decisions, in 100: {chances}. "
                "{marks}{end}")
PLOT_MARKS = N_("Marked: {marks}. ")
PLOT_MARK = N_("{grade} at decision {decision}")
PLOT_END_WON = N_("You won the game.")
PLOT_END_LOST = N_("You lost the game.")
PLOT_END_SHARED = N_("You shared the win.")
PLOT_CAPTION = N_("Your chance of winning after each of your moves, as the coach judged it. A grey stroke rises to "
                  "where the better move would have kept it; its symbol is the grade. The dashed line is a fair "
                  "share: {fair} in 100. The last point is the game's result.")
PLOT_DECISIONS = N_("your decisions, in order")
PLOT_RESULT = N_("end")
#: a decision is numbered as the chance line's axis counts it, with its move's number in the whole game
MARK_TITLE = N_("Decision {decision}, move {step} of the game: you chose “{move}”. {symbol} {grade}, your chance {chance} "
                "in 100.")

LIST_SUMMARY = N_("Every decision, in words ({n})")

WALK_NONE = N_("The coach found no mistake and no blunder in your {n} decisions.")
WALK_COSTLIEST = N_("The decision that cost the most was graded {grade}; here it is, as the table stood when you "
                    "chose.")
WALK_SOME = N_("Of your {n} decisions, the coach graded {mistakes} a mistake or a blunder. Here are the {shown} "
               "that cost the most, as the table stood when you chose.")
WALK_ONE = N_("Of your {n} decisions, the coach graded one a mistake or a blunder. Here it is, as the table stood "
              "when you chose.")
STOP_TITLE = N_("Decision {decision} of {n}, move {step} of the game: {symbol} {grade}")
DECISION_LINE = N_("Move {step} of the game: you chose “{move}”. {symbol} {grade} (your chance {chance} in 100).")
STOP_PLAYED = N_("You chose “{move}” (your chance {chance} in 100).")
STOP_BETTER = N_("Better: {move} ({chance} in 100).")
STOP_SEEN = N_("The table as you saw it before your move.")
CARD_PLAYED = N_("yours")
CARD_BETTER = N_("better")
COUNTED_NOTE = N_("Counted exactly over every way the unseen cards can lie.")
REDEALT_NOTE = N_("Judged over {worlds} re-deals of the cards you could not see.")


def _chance(p: float) -> int:
    return round(100 * p)


def grade_words(grade: str, reader: Reader | None = None) -> str:
    """A grade as a reader reads it: its name (``blunder``)."""
    return coach_words.GRADE_NAMES[grade]().text(reader)


def grade_mark(grade: str, reader: Reader | None = None) -> str:
    """A grade's symbol and name, the symbol hidden from screen readers (the name says it)."""
    symbol = coach_words.GRADE_SYMBOLS[grade]
    return (f'<span class="cit-grade cit-grade-{grade}"><span class="cit-grade-symbol" aria-hidden="true">'
            f'{html.escape(symbol)}</span> {html.escape(grade_words(grade, reader))}</span>')


def grades_table(reader: Reader | None = None) -> str:
    """Every grade with its symbol and what it means, from the coach's own borders."""
    rows = [("best", translate(MEANS_BEST).format(points=_number(BEST_WITHIN)))]
    low = 0.0
    for name, border in BORDERS:
        if name != "good":
            rows.append((name, translate(MEANS_BAND).format(low=_number(low), high=_number(border))))
        else:
            rows.append((name, translate(MEANS_BAND).format(low=_number(BEST_WITHIN), high=_number(border))))
        low = border
    rows.append(("blunder", translate(MEANS_WORST).format(low=_number(low))))
    rows.append(("forced", translate(MEANS_FORCED)))
    body = "".join(f"<tr><td>{grade_mark(g, reader)}</td><td>{html.escape(m)}</td></tr>" for g, m in rows)
    return (f'<table class="cit-review-grades"><caption>{html.escape(translate(GRADES_CAPTION))}</caption>'
            f'<thead><tr><th scope="col">{html.escape(translate(GRADE_HEAD))}</th>'
            f'<th scope="col">{html.escape(translate(MEANING_HEAD))}</th></tr></thead><tbody>{body}</tbody></table>')


def _number(x: float) -> str:
    """A border in points: ``5``, ``1``, ``2.5`` (``2,5`` in Italian)."""
    text = f"{x:g}"
    return text.replace(".", ",") if Reader().language == "it" else text


# --- the chance line ----------------------------------------------------------------------------------

WIDTH, HEIGHT = 360, 210
LEFT, RIGHT, TOP, BOTTOM = 34, 10, 24, 36


def _ticks(last: int) -> list[int]:
    """Four or five round move numbers from 1 to ``last``."""
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500, 1000) if last / s <= 5)
    return [1] + [t for t in range(step, last + 1, step) if t > 1]


def chance_plot(reviewed: Reviewed) -> str:
    """The seat's chance of winning after each decision, a line with each costly decision marked by its
    grade's symbol and a stroke up to the better move's chance; named by the chances in words. The
    decisions are evenly spaced (a game's decisions can crowd into a few moves: frederik's battle)."""
    reader = reviewed.reader
    judged = reviewed.judgements
    n = len(judged)
    players = reviewed.states[0].num_players
    fair = 1 / players
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    bottom = TOP + inner_h

    def x(k: float) -> float:
        """The ``k``-th decision (from 1); the game's end is ``n + 1``."""
        return LEFT + inner_w * (k - 1) / max(1, n)

    def y(p: float) -> float:
        return TOP + inner_h * (1 - p)

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" class="cit-review-plot" '
             f'role="img" aria-label="{html.escape(_plot_label(reviewed))}" '
             f'style="width:100%;height:auto;max-width:30rem;font:12px sans-serif">']
    for p in (0, 0.25, 0.5, 0.75, 1):
        parts.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(p):.1f}" y2="{y(p):.1f}" stroke="currentColor" '
                     f'stroke-opacity="0.18"/>'
                     f'<text x="{LEFT - 6}" y="{y(p) + 4:.1f}" text-anchor="end" fill="currentColor">'
                     f'{round(100 * p)}</text>')
    parts.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(fair):.1f}" y2="{y(fair):.1f}" '
                 f'stroke="currentColor" stroke-dasharray="5 4" stroke-opacity="0.7"/>')
    for t in _ticks(max(1, n)):
        parts.append(f'<line x1="{x(t):.1f}" x2="{x(t):.1f}" y1="{bottom}" y2="{bottom + 4}" '
                     f'stroke="currentColor"/><text x="{x(t):.1f}" y="{bottom + 16}" text-anchor="middle" '
                     f'fill="currentColor">{t}</text>')
    parts.append(f'<text x="{LEFT + inner_w / 2}" y="{HEIGHT - 4}" text-anchor="middle" fill="currentColor">'
                 f'{html.escape(translate(PLOT_DECISIONS))}</text>'
                 f'<line x1="{LEFT}" x2="{LEFT}" y1="{TOP}" y2="{bottom}" stroke="currentColor"/>'
                 f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{bottom}" y2="{bottom}" stroke="currentColor"/>')
    points = [(x(k), y(j.chance_played)) for k, j in enumerate(judged, 1)]
    result = reviewed.result()
    if result is not None:
        points.append((x(n + 1), y(result)))
    if points:
        path = " ".join(f"{'M' if i == 0 else 'L'}{px:.1f},{py:.1f}" for i, (px, py) in enumerate(points))
        parts.append(f'<path d="{path}" fill="none" class="cit-review-line" stroke-width="2" '
                     f'style="stroke:var(--cit-accent,#1a5fb4)"/>')
    placed: list[tuple[float, float]] = []        # where words are written, so that none covers another

    def free(tx: float, ty: float) -> bool:
        return all(abs(tx - ax) >= 16 or abs(ty - ay) >= 13 for ax, ay in placed)

    if result is not None:
        px, py = x(n + 1), y(result)
        end_y = py + 16 if result >= 0.5 else py - 8
        placed.append((px - 10, end_y))
        parts.append(f'<rect x="{px - 4:.1f}" y="{py - 4:.1f}" width="8" height="8" fill="currentColor"/>'
                     f'<text x="{px + 4:.1f}" y="{end_y:.1f}" text-anchor="end" fill="currentColor" '
                     f'font-size="11">{html.escape(translate(PLOT_RESULT))}</text>')
    for k, j in enumerate(judged, 1):
        px, py = x(k), y(j.chance_played)
        title = html.escape(_mark_title(j, reviewed, reader))
        parts.append(f'<g class="cit-review-mark cit-grade-{j.grade}"><title>{title}</title>')
        if j.grade in ("best", "good"):
            parts.append(f'<circle cx="{px:.1f}" cy="{py:.1f}" r="2.6" style="fill:var(--cit-accent,#1a5fb4)"/>')
        elif j.grade == "forced":
            parts.append(f'<rect x="{px - 2.6:.1f}" y="{py - 2.6:.1f}" width="5.2" height="5.2" fill="none" '
                         f'stroke="currentColor" stroke-width="1.2"/>')
        else:
            top = y(j.chance_best)
            parts.append(f'<line x1="{px:.1f}" x2="{px:.1f}" y1="{top:.1f}" y2="{py:.1f}" stroke="currentColor" '
                         f'stroke-opacity="0.45" stroke-width="3"/>'
                         f'<circle cx="{px:.1f}" cy="{py:.1f}" r="4" stroke="currentColor" stroke-width="1.2" '
                         f'style="fill:var(--cit-wrong,#b3261e)"/>')
            # the symbol above the stroke, or higher, or under the point: wherever it covers no other word
            spots = [c for c in (top - 6, top - 19, top - 32, py + 17, py + 30) if 10 <= c <= bottom - 3]
            ty = next((c for c in spots if free(px, c)), spots[0] if spots else max(10.0, top - 6))
            placed.append((px, ty))
            parts.append(f'<text x="{px:.1f}" y="{ty:.1f}" text-anchor="middle" font-weight="bold" '
                         f'fill="currentColor">{html.escape(coach_words.GRADE_SYMBOLS[j.grade])}</text>')
        parts.append("</g>")
    parts.append("</svg>")
    caption = translate(PLOT_CAPTION).format(fair=_chance(fair))
    return (f'<figure class="cit-review-figure">{"".join(parts)}'
            f'<figcaption>{html.escape(caption)}</figcaption></figure>')


def _decision(reviewed: Reviewed, j: Judgement) -> int:
    """The decision's number among the seat's decisions (the chance line's axis), from 1."""
    return next(k for k, other in enumerate(reviewed.judgements, 1) if other.step == j.step)


def _mark_title(j: Judgement, reviewed: Reviewed, reader: Reader) -> str:
    return translate(MARK_TITLE).format(decision=_decision(reviewed, j), step=j.step + 1,
                                        move=move_caption(reviewed.states[j.step], j.played, reader),
                                symbol=coach_words.GRADE_SYMBOLS[j.grade], grade=grade_words(j.grade, reader),
                                chance=_chance(j.chance_played))


def _plot_label(reviewed: Reviewed) -> str:
    reader = reviewed.reader
    judged = reviewed.judgements
    marks = [translate(PLOT_MARK).format(grade=grade_words(j.grade, reader), decision=k)
             for k, j in enumerate(judged, 1) if j.grade not in ("best", "good", "forced")]
    result = reviewed.result()
    end = ("" if result is None else translate(PLOT_END_WON) if result == 1 else translate(PLOT_END_LOST) if result == 0
           else translate(PLOT_END_SHARED))
    return translate(PLOT_LABEL).format(n=len(judged), chances=", ".join(str(_chance(j.chance_played)) for j in judged),
                                marks=translate(PLOT_MARKS).format(marks=", ".join(marks)) if marks else "", end=end)


# --- every decision in words ---------------------------------------------------------------------------

def decision_line(reviewed: Reviewed, j: Judgement) -> str:
    """One decision in words: the move, its grade and chance, and for a costly one the better move and why."""
    reader = reviewed.reader
    state = reviewed.states[j.step]
    # the list numbers the decisions as the chance line's axis does; each says its move in the whole game
    line = translate(DECISION_LINE).format(step=j.step + 1, move=move_caption(state, j.played, reader),
                                           grade=grade_words(j.grade, reader), symbol=coach_words.GRADE_SYMBOLS[j.grade],
                                           chance=_chance(j.chance_played))
    if j.grade not in ("best", "good", "forced"):
        line += " " + coach_words.BETTER_MOVE(move=move_caption(state, j.best, reader),
                                              chance=_chance(j.chance_best)).text(reader)
        if j.reason is not None:
            line += " " + j.reason.text(reader)
    return line


def decision_list(reviewed: Reviewed, *, folded: bool = True) -> str:
    """Every decision of the seat in words, folded under a summary line (open with ``folded=False``)."""
    items = "".join(f'<li class="cit-grade-{j.grade}">{html.escape(decision_line(reviewed, j))}</li>'
                    for j in reviewed.judgements)
    summary = html.escape(translate(LIST_SUMMARY).format(n=len(reviewed.judgements)))
    return (f'<details class="cit-review-list"{"" if folded else " open"}><summary>{summary}</summary>'
            f'<ol>{items}</ol></details>')


# --- the table at a decision -----------------------------------------------------------------------

def _square_of(action: Any) -> str | None:
    return getattr(action, "dest", None) or getattr(action, "square", None)


def _table(reviewed: Reviewed, j: Judgement) -> str:
    """The table before the decision, as the seat saw it, with the better move lit where the game's own
    picture can light a square (Skèmino, La Scamorra), and the two cards named where the moves are cards."""
    state, seat, names = reviewed.states[j.step], reviewed.seat, list(reviewed.names)
    before = reviewed.states[j.step - 1] if j.step else None
    game = reviewed.game
    render = importlib.import_module(f"engine.{game}.render")
    played, best = state.parse_action(j.played), state.parse_action(j.best)
    symbol = coach_words.GRADE_SYMBOLS[j.grade]
    if game == "skemino":
        picture = render.render_state(state, player=seat)
        marks = {}
        if _square_of(played):
            marks[_square_of(played)] = symbol
        if _square_of(best):
            marks[_square_of(best)] = "★"
        plain = render.render_board(state)
        if marks and plain in picture:
            # render_state draws the board with render_board(state): draw it again with both moves marked
            picture = picture.replace(plain, render.render_board(state, highlight=[_square_of(best)] if
                                                                _square_of(best) else None, marks=marks))
    elif game == "scamorra":
        square = _square_of(best)
        verdicts = None
        if square:
            taken = state.piece_at(square) if hasattr(state, "piece_at") else None
            verdicts = {square: ("capture" if taken else "move", None, translate(STOP_BETTER).format(
                move=move_caption(state, best, reviewed.reader), chance=_chance(j.chance_best)))}
        picture = render.render_state(state, viewer=seat, names=names, verdicts=verdicts,
                                      origin=getattr(best, "origin", None), before=before)
    elif game == "frederik":
        picture = render.render_state(state, viewer=seat, names=names, before=before)
    else:
        picture = render.render_state(state, viewer=seat, names=names, before=before)
    cards = _cards_of(game, played, best)
    return picture + cards


def _cards_of(game: str, played: Any, best: Any) -> str:
    """The card each move plays, side by side (Bisca's cards: a card is the move)."""
    if game != "bisca":
        return ""
    mine, better = getattr(played, "card", None), getattr(best, "card", None)
    if mine is None or better is None or mine == better:
        return ""
    return (f'<div class="cit-review-cards">'
            f'{cards_row([mine, better], width=44, highlight=[1], notes={0: translate(CARD_PLAYED), 1: translate(CARD_BETTER)})}'
            f'</div>')


def stop(reviewed: Reviewed, j: Judgement, *, numbered: bool = True) -> str:
    """One costly decision: its grade, the table as the seat saw it, the move played, the better move and
    the reason (``numbered``: the title says the move's number in the game)."""
    reader = reviewed.reader
    state = reviewed.states[j.step]
    symbol = coach_words.GRADE_SYMBOLS[j.grade]
    title = (translate(STOP_TITLE).format(decision=_decision(reviewed, j), n=len(reviewed.judgements), step=j.step + 1,
                                          symbol=symbol, grade=grade_words(j.grade, reader)) if numbered
             else f"{symbol} {grade_words(j.grade, reader)}")
    lines = [translate(STOP_PLAYED).format(move=move_caption(state, j.played, reader), chance=_chance(j.chance_played)),
             translate(STOP_BETTER).format(move=move_caption(state, j.best, reader), chance=_chance(j.chance_best))]
    if j.reason is not None:
        lines.append(j.reason.text(reader))
    how = translate(COUNTED_NOTE) if j.exact else translate(REDEALT_NOTE).format(worlds=j.worlds)
    said = "".join(f"<p>{html.escape(line)}</p>" for line in lines)
    return (f'<section class="cit-review-stop cit-grade-{j.grade}">'
            f'<p class="cit-review-stop-title"><strong>{html.escape(title)}</strong></p>'
            f'<div class="cit-review-table" role="group" aria-label="{html.escape(translate(STOP_SEEN))}">{_table(reviewed, j)}</div>'
            f'{said}<p class="cit-review-how">{html.escape(how)}</p></section>')


def walk(reviewed: Reviewed, most: int = STOPS) -> str:
    """The walk through a reviewed game: how many decisions went wrong, then each costly one pictured."""
    n = len(reviewed.judgements)
    wrong = [j for j in reviewed.judgements if j.grade in TO_LEARN]
    shown = reviewed.stops(most)
    if not wrong:
        said = f'<p>{html.escape(translate(WALK_NONE).format(n=n))}</p>'
        costliest = max((j for j in reviewed.judgements if j.grade not in ("best", "forced")), key=lambda j: j.drop,
                        default=None)
        if costliest is None:
            return said
        said += f'<p>{html.escape(translate(WALK_COSTLIEST).format(grade=grade_words(costliest.grade, reviewed.reader)))}</p>'
        return f'<div class="cit-review-walk">{said}{stop(reviewed, costliest)}</div>'
    intro = (translate(WALK_ONE).format(n=n) if len(wrong) == 1 else
             translate(WALK_SOME).format(n=n, mistakes=len(wrong), shown=len(shown)))
    return f'<div class="cit-review-walk"><p>{html.escape(intro)}</p>{"".join(stop(reviewed, j) for j in shown)}</div>'


def position_judged(state: GameState, seat: int, played: str, names: Sequence[str] | None = None) -> str:
    """A worked example: one decision set up by hand, judged and pictured as a page's stop."""
    reviewed = review_moves(state.spec.name, state, [played], seat=seat, names=names)
    return stop(reviewed, reviewed.judgements[0], numbered=False)


CALIBRATED = N_("Its scores become chances through a curve fitted on games between the book's computer players, so "
                "that a position it gives 30 in 100 is one that was won about 30 times in 100 there.")
NOT_CALIBRATED = N_("This game's coach has not been fitted to games played yet: its scores are read as chances as "
                    "they are, so take its figures as rough.")


def calibration_words(game: str) -> str:
    """Whether the game's coach turns its scores into chances fitted on games played, in a sentence."""
    from engine.coach import model_for

    points = model_for(game_spec(game)).calibration
    fitted = any(points.values()) if isinstance(points, Mapping) else bool(points)
    return translate(CALIBRATED if fitted else NOT_CALIBRATED)


def paragraph(text: str) -> str:
    return f"<p>{html.escape(text)}</p>"


def show(html_text: str) -> Any:
    """The drawing for a page's hidden-input cell."""
    from IPython.display import HTML

    return HTML(html_text)


__all__ = ["Reviewed", "review_moves", "review_ladder_game", "seat_names", "grades_table", "grade_mark",
           "chance_plot", "decision_list", "decision_line", "stop", "walk", "position_judged", "show",
           "calibration_words", "paragraph"]
