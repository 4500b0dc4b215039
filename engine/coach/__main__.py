"""The coach on the command line.

    python -m engine.coach review SAVE.json --seat K [--seed S] [--lang it] [--json]
    python -m engine.coach calibrate GAME --games N --seed S [--per-game D] [--deep-every K] [--workers W] [--json] [--write]
    python -m engine.coach fit GAME [--games N] [--seed S] [--per-game D] [--pieces P] [--max-slope M] [--workers W] [--write]
    python -m engine.coach strength GAME [--games N] [--seed S] [--workers W] [--json] [--write]

``SAVE.json`` is a game saved at a live table (*Save*) or an action log (:class:`engine.Record`). ``fit``
``--write`` writes the game's calibration points to ``engine/<game>/calibration.py``; ``calibrate`` and
``strength`` ``--write`` keep their figures in ``data/coach/<game>.json`` (what the book and ``make bench``
show), with the command that made them.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Sequence

from ..captions import move_caption
from ..core import Record, game as game_spec
from ..errors import CorruptSave
from ..runner import engine_commit, engine_version
from ..words import Reader, check_language
from . import words
from .review import accuracy, review

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data" / "coach"


def read_record(text: str) -> Record:
    """An action log, or a live table's saved game (which holds one); ``CorruptSave`` otherwise."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise CorruptSave(f"the file is not a saved game (not JSON: {error})") from None
    if isinstance(data, dict) and "position" in data:
        raise CorruptSave("a game from a position set up by hand cannot be replayed from its record: review it at "
                          "the live table")
    if isinstance(data, dict) and isinstance(data.get("record"), dict):
        data = data["record"]
    return Record.from_json(json.dumps(data))


def review_lines(record: Record, seat: int, seed: int = 0, lang: str = "en") -> list[str]:
    """A review in words, a line per decision, then the grades counted."""
    reader = Reader(seat=seat, lang=lang)
    states = record.states()
    judgements = review(record, seat, seed=seed)
    lines = []
    for j in judgements:
        state = states[j.step]
        name = words.GRADE_NAMES[j.grade]().text(reader)
        played = move_caption(state, j.played, reader)
        line = words.REVIEW_LINE(step=j.step + 1, move=played, grade=name, symbol=words.GRADE_SYMBOLS[j.grade],
                                 chance=round(100 * j.chance_played)).text(reader)
        if j.grade not in ("best", "good", "forced"):
            line += " " + words.BETTER_MOVE(move=move_caption(state, j.best, reader),
                                            chance=round(100 * j.chance_best)).text(reader)
            if j.reason is not None:
                line += " " + j.reason.text(reader)
        lines.append(line)
    counts = {g: sum(1 for j in judgements if j.grade == g) for g in words.GRADE_NAMES}
    lines.append(words.REVIEW_SUMMARY(decisions=len(judgements), **counts,
                                      accuracy=accuracy(judgements) if accuracy(judgements) is not None else 100)
                 .text(reader))
    return lines


def _write(game: str, key: str, figures: dict, command: str) -> Path:
    DATA.mkdir(parents=True, exist_ok=True)
    path = DATA / f"{game}.json"
    data = json.loads(path.read_text()) if path.exists() else {"game": game}
    data[key] = {**figures, "command": command, "engine_version": engine_version(), "engine_commit": engine_commit()}
    path.write_text(json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n")
    return path


def write_calibration(game: str, fitted: dict, command: str) -> Path:
    """``engine/<game>/calibration.py``: the fitted points, with the command that made them."""
    path = ROOT / "engine" / game / "calibration.py"
    curves = fitted["calibration"]

    def points(pairs: Sequence[Sequence[float]]) -> str:
        return "(" + ", ".join(f"({x!r}, {z!r})" for x, z in pairs) + ",)"

    if isinstance(curves, dict):
        body = "{\n" + "".join(f"    {stage!r}: {points(pairs)},\n" for stage, pairs in curves.items()) + "}"
        about = "Each stage of the game has its curve (its points for decisions taken at that stage); each point"
    else:
        body = points(curves)
        about = "Each point"
    path.write_text(
        f'"""The coach\'s calibration for {game_spec(game).title}, fitted by ``{command}``\n'
        f"({fitted['decisions']} decisions of {fitted['games']} games between the ladder's players, seed "
        f"{fitted['seed']}; engine {engine_version()}, commit {engine_commit()}).\n\n"
        f"{about} is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the\n"
        'fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""\n\n'
        f"POINTS = {body}\n"
        f"FITTED_BY = {command!r}\n")
    return path


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.coach", description=__doc__.split("\n\n")[0])
    verbs = parser.add_subparsers(dest="verb", required=True)
    one = verbs.add_parser("review", help="a saved game reviewed for one seat, in words")
    one.add_argument("save")
    one.add_argument("--seat", type=int, required=True)
    one.add_argument("--seed", type=int, default=0)
    one.add_argument("--lang", default="en")
    one.add_argument("--json", action="store_true")
    for name in ("calibrate", "fit", "strength"):
        sub = verbs.add_parser(name)
        sub.add_argument("game")
        sub.add_argument("--games", type=int, default=400 if name != "strength" else 100)
        sub.add_argument("--seed", type=int, default={"calibrate": 202, "fit": 101, "strength": 303}[name])
        sub.add_argument("--workers", type=int, default=os.cpu_count() or 1)
        sub.add_argument("--write", action="store_true")
        sub.add_argument("--json", action="store_true")
        if name != "strength":
            sub.add_argument("--per-game", type=int, default=5)
        if name == "fit":
            sub.add_argument("--pieces", type=int, default=1, help="the curve's straight pieces on each side of "
                             "the fair share (1: Platt's logistic calibration in two pieces)")
            sub.add_argument("--max-slope", type=float, default=3.0, help="the steepest a piece may rise, in log-odds "
                             "for one of score")
        if name == "calibrate":
            sub.add_argument("--deep-every", type=int, default=10, help="judge every K-th game's decisions with "
                             "ten times the re-deals too (0: never)")
    args = parser.parse_args(argv)
    command = "python -m engine.coach " + " ".join(argv if argv is not None else sys.argv[1:])
    if args.verb == "review":
        try:
            check_language(args.lang)
            record = read_record(Path(args.save).read_text())
            spec = game_spec(record.game)
            if not isinstance(args.seat, int) or not 0 <= args.seat < (record.players or spec.default_players):
                raise CorruptSave(f"--seat {args.seat} is not at this table: the seats are 0 to "
                                  f"{(record.players or spec.default_players) - 1}")
            if args.json:
                judged = review(record, args.seat, seed=args.seed)
                print(json.dumps([j.to_dict(Reader(seat=args.seat, lang=args.lang)) for j in judged], indent=1,
                                 ensure_ascii=False))
            else:
                print("\n".join(review_lines(record, args.seat, args.seed, args.lang)))
        except (OSError, ValueError) as error:
            print(f"Cannot review {args.save}: {error}", file=sys.stderr)
            return 2
        return 0
    from . import measure

    try:
        game_spec(args.game)
    except ValueError as error:
        parser.error(str(error))
    if args.games < 1:
        parser.error("--games is a whole number of at least 1")
    if args.verb == "fit":
        if args.pieces < 1:
            parser.error("--pieces is a whole number of at least 1")
        if not args.max_slope > 0:
            parser.error("--max-slope is a number above 0")
        fitted = measure.fit(args.game, args.games, args.seed, args.per_game, args.workers, args.pieces,
                             args.max_slope)
        if args.write:
            print(f"written to {write_calibration(args.game, fitted, command)}", file=sys.stderr)
        print(json.dumps(fitted, indent=1))
        return 0
    if args.verb == "calibrate":
        figures = measure.measure(args.game, args.games, args.seed, args.per_game, args.workers, args.deep_every)
        key = "calibrate"
    else:
        figures = measure.strength(args.game, args.games, args.seed, workers=args.workers)
        key = "strength"
    if args.write:
        print(f"written to {_write(args.game, key, figures, command)}", file=sys.stderr)
    print(json.dumps(figures, indent=1) if args.json else measure.describe(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
