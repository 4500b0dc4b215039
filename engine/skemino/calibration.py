"""The coach's calibration for Skèmino, fitted by ``python -m engine.coach fit skemino --games 400 --per-game 5 --seed 101 --write --workers 2``
(1996 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit 156489accd6263120bafd9d000aac1cb53739371 with uncommitted engine changes).

Each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = ((-2.197, -2.188), (3.511, 1.495),)
FITTED_BY = 'python -m engine.coach fit skemino --games 400 --per-game 5 --seed 101 --write --workers 2'
