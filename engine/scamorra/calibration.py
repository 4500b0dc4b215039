"""The coach's calibration for La Scamorra, fitted by ``python -m engine.coach fit scamorra --games 60 --per-game 5 --workers 2 --write``
(300 decisions of 60 games between the ladder's players, seed 101; engine 0.1.0, commit 72ef89dbbb6c16a6f702eb94e59660a8c27bba60).

Each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = (
    (-2.515, -4.29),
    (-0.493, -1.81),
    (-0.062, -0.511),
    (0.376, 0.929),
    (3.022, 4.554),
)
FITTED_BY = 'python -m engine.coach fit scamorra --games 60 --per-game 5 --workers 2 --write'
