"""`make coach`: fit the coach's calibration for every game, then measure the coach, then write it all.

For each game, in order (each step a ``python -m engine.coach`` command, so that any one can be run again
alone; the files say which command made them, and ``commands`` below gives exactly those commands):

1. ``fit GAME --games 400 --per-game 5 --seed 101 --write``: the calibration points, from 2,000 decisions
   of 400 games between the ladder's players (each game's sample where it differs: ``FIT_SAMPLE`` below),
   into ``engine/<game>/calibration.py`` (with the game's own curve options, ``FIT_OPTIONS`` below);
2. ``calibrate GAME --games 1000 --per-game 2 --seed 202 --write``: 2,000 decisions of 1,000 other games
   (``CALIBRATE_GAMES`` below where more), judged under two seeds, a tenth of the games' decisions also with
   ten times the re-deals, into ``data/coach/<game>.json`` (what the book's pages and ``make bench`` show).
   Two a game, not more: a player's decisions in one game share its end, so many games with few decisions
   each let chance move the calibration's groups least;
3. ``strength GAME --games 200 --seed 303 --write``: a seat playing the coach's best move among strong
   players, into the same file (``STRENGTH_GAMES`` below where more).

    python tools/make_coach.py [GAME ...] [--workers K] [--scale F] [--skip-fit]

``--scale`` multiplies the games (0.1 for a quick try: the files then say so in their command).
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402


# Where a game's curve needs another bound on its slope, chosen by cross-validating the fit's own decisions
# by game (four folds, three shuffles): the first tricks of a Bisca round score narrowly but part winners
# from losers (6.2-7.3 points with slopes bounded at 3, 3.8-5.0 at 6). (La Scamorra's one curve for all of
# play took three pieces a side; its stages of play, engine/scamorra/coach.py, do better with one.)
# Skèmino's coach, once its imagined opponent answered the toughest way (engine/skemino/coach.py), was 5.8
# points off in its worst tenth on its own fit's decisions with one piece a side; on 12,000 decisions of
# 4,200 games (seeds 101 and 404, cross-validated by game, two folds, four shuffles) one piece a side left
# the worst tenth 5.6 points off on average, two pieces 4.4, three 5.7, four 7.1 (Brier 0.1752, 0.1742,
# 0.1745, 0.1745).
FIT_OPTIONS = {"bisca": ["--max-slope", "6"], "skemino": ["--pieces", "2"]}
# A fit's games and decisions a game, where not 400 and 5. One game's decisions share its end, so five a
# game say less than their number: La Scamorra's 30-40 % tenth looked right on 2,000 decisions of 400 games
# (35 predicted, 35 won) but not on 4,000 measured apart (35 / 47) nor on 2,000 of 1,000 other games
# (35 / 42); fitted on those 1,000 games, the measured games' worst tenth went from 11.9 points off to 9.5,
# and on 2,000 games from 9.5 to 7.5 (30-40 %: 35 / 43); with its stages of play (below), on 4,000 games:
# each stage of play holds 7-27 % of the decisions, and fitted on two samples of 2,000 games the third
# sample's worst tenth came 4.3-6.3 points off (mean 5.0), fitted on one 4.1-7.0 (mean 5.5).
# Skèmino's lines fitted on 400 games differed from those of another 400 games by more than its stages
# differed from each other: it was fitted on 1,200, and with its tougher imagined opponent two such samples
# (1,200 games of five, 3,000 of two) still disagreed (each fitted, the other's worst tenth 7.5-8.1 points
# off): it is fitted on 4,000 games of three. Machiavelli's fit had 200 games of five decisions while
# finding a game's choices cost a solver's call a step (about 5 CPU seconds a game); since they are drawn
# without that (engine/coach/measure.py), 1,000 games of three. frederik's curve fitted on 400 games put
# decisions of 1,600 other games at 16.8 in 100 where 4.3 were won (69 of them, 95 % interval 1.5-12.0);
# cross-fitted by game on 2,000 games (two decisions each, one piece a side) the same decisions' worst tenth
# was 0.8 points off, Brier 0.1791 against 0.1801 (two or three pieces a side: 5.9-9.0 points;
# measured before its score counted face-down cards).
FIT_SAMPLE = {"scamorra": (4000, 2), "skemino": (4000, 3), "machiavelli": (1000, 3), "frederik": (2000, 2)}
# Skèmino, La Scamorra and frederik are measured on 2,000 games or more, to narrow what chance alone does to a
# tenth (Skèmino's worst tenth: 6.1 points on 800 games of five decisions each, 4.6 on 2,000 games of two).
# Machiavelli was measured on 1,600 games of six decisions (9,600; worst tenth 6.1 points), where chance
# alone would show a right coach's worst tenth at 7.2 points (median; a seat's decisions in one game share
# its end): too few games to tell. Larger fits did not help then (curves fitted on 200 and 400 games put
# other games' worst tenth 9.7 points off on average, Brier 0.1123 and 0.1118). The score was wrong:
# it drowned the points a seat already led by under its cards in hand (engine/machiavelli/coach.py says
# how it was mended). Its games' decisions, once found at a solver's call a step (3.6 s of CPU a game to
# play and draw from), now cost about 1.3 s, so it is measured like the others on two decisions a game,
# from 4,000 games: 8,000 decisions, worst tenth 4.95 points (60-70 %: 64.6 / 59.6 of 217), where chance
# alone gives a right coach 4.4 (median; 9 in 10 under 6.9); Brier 0.0972 (fair share 0.2000).
# La Scamorra's worst tenth was its curve's, not chance's: measured again on 2,500 other games (calibrate
# --games 2500 --seed 303 --deep-every 0, not written), its 30-40 % tenth predicted 35.0 and 42.0 were won
# (176 decisions; seed 202: 35.5 / 43.0 of 150), its 70-80 % tenth 75.9 / 80.7 of 711 with both samples:
# the same gaps in independent games. They were the stages of play (a seat's first card, early and late
# play) read through one curve: engine/scamorra/coach.py now names them, and says what each curve mended.
# On 2,000 games La Scamorra's worst tenth, 5.2 points, was what chance alone gives a right coach (median
# 5.2): it is measured on 5,000 (the same 2,000 first), where chance alone gives 3.3 (9 in 10 under 4.9)
# and its 30-40 % tenth is 5.0 points off (35.2 / 40.2 of 405), the 70-80 % one 3.9: the curve's, not
# chance's. At one score a strong player wins more than a beginner (given 61.8, won 73.7; given 30.6, won
# 17.0), and the curve sees the position, not who plays it. It did not see who plays first either, which a
# seat always knows: with each stage of play split by it (engine/scamorra/coach.py), the same 5,000 games'
# worst tenth is 4.4 points (20-30 %: 25.3 / 29.6 of 474), Brier 0.1114 (was 0.1186).
# Skèmino's coach with its tougher imagined opponent shows, on 2,000 games, what chance alone gives a right
# coach 5.3 points (median): samples of 2,000-3,000 games, each judged with one fitted curve, put its worst
# tenth 4 to 10 points off. It is measured on 4,000: worst tenth 3.7 points (chance alone 4.0, median).
CALIBRATE_GAMES = {"skemino": 4000, "scamorra": 5000, "frederik": 2000, "machiavelli": 4000}
# Skèmino, two players a table, was measured on 400 games (0.94x a fair share, 95 % interval 0.84-1.04), then
# on 1,000 (0.96x, 0.90-1.03; about 0.6 s of CPU a game): its imagined opponent answered the intermediate's
# way, as the strong player imagines it. Answering the toughest way (engine/skemino/coach.py) it is 1.35x
# (1.29-1.41) on the same 1,000 deals.
# frederik's games are quick (about 0.7 s of CPU each): on 200 games its coach looked a strong player's
# equal (0.94x, 0.73-1.19); on 1,000, the same first 200 among them, it was not (0.72x, 0.63-0.82) until
# it counted face-down cards as the strong player does (engine/frederik/coach.py): 1.00x (0.90-1.11).
# Machiavelli's coach, on 200 games 0.96x (0.78-1.16), on 400 (the same 200 first) 0.92x (0.79-1.06): about
# 3.5 s of CPU a game. Its best move is the strong player's (engine/machiavelli/coach.py), and the strong
# player itself in that seat of the same 400 deals wins 0.919x: the deals' figure, not the coach's.
STRENGTH_GAMES = {"skemino": 1000, "frederik": 1000, "machiavelli": 400}


def commands(name: str, scale: float = 1.0, workers: int = 1, fit: bool = True) -> list[list[str]]:
    """The ``python -m engine.coach`` commands (their arguments) that make ``name``'s coach files: those
    named in the committed files, with ``scale`` times the games and ``workers`` processes."""

    def games(n: int) -> str:
        return str(max(1, round(n * scale)))

    fit_games, fit_per_game = FIT_SAMPLE.get(name, (400, 5))
    steps = [["fit", name, "--games", games(fit_games), "--per-game", str(fit_per_game), "--seed", "101",
              *FIT_OPTIONS.get(name, []), "--write"]] if fit else []
    steps += [["calibrate", name, "--games", games(CALIBRATE_GAMES.get(name, 1000)), "--per-game", "2",
               "--seed", "202", "--write"],
              ["strength", name, "--games", games(STRENGTH_GAMES.get(name, 200)), "--seed", "303", "--write"]]
    return [[*step, "--workers", str(workers)] for step in steps]


def run(args: list[str]) -> None:
    began = time.perf_counter()
    print("$ python -m engine.coach " + " ".join(args), flush=True)
    subprocess.run([sys.executable, "-m", "engine.coach", *args], cwd=ROOT, check=True)
    print(f"  ({time.perf_counter() - began:.0f} s)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="games (default: every game)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--skip-fit", action="store_true", help="keep the calibration as it is")
    args = parser.parse_args()
    names = args.games or [spec.name for spec in engine.games()]
    for name in names:
        for step in commands(name, args.scale, args.workers, fit=not args.skip_fit):
            run(step)


if __name__ == "__main__":
    main()
