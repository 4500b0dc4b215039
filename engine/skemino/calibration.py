"""The coach's calibration for Skèmino, fitted by ``python -m engine.coach fit skemino --games 60 --per-game 5 --workers 2 --write``
(300 decisions of 60 games between the ladder's players, seed 101; engine 0.1.0, commit 89d3b44ffde874da69d5fc6a03579dd2badb15f3 with uncommitted engine changes).

Each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = (
    (-1.009, -2.428),
    (0.608, -0.301),
    (1.519, 0.067),
    (2.061, 0.78),
    (2.803, 1.946),
)
FITTED_BY = 'python -m engine.coach fit skemino --games 60 --per-game 5 --workers 2 --write'
