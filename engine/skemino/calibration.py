"""The coach's calibration for Skèmino, fitted by ``python -m engine.coach fit skemino --games 400 --per-game 5 --seed 101 --write --workers 2``
(1996 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit 33249303b4940c9bca9833b1d86095004daf1d48).

Each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = ((-2.197, -5.293), (-0.441, -1.304), (0.753, -0.173), (1.5, 0.0), (1.68, 0.074), (1.898, 0.075), (2.128, 0.878), (2.463, 1.267), (3.409, 5.293),)
FITTED_BY = 'python -m engine.coach fit skemino --games 400 --per-game 5 --seed 101 --write --workers 2'
