"""The coach's calibration for Bisca, fitted by ``python -m engine.coach fit bisca --games 60 --per-game 5 --workers 2 --write``
(300 decisions of 60 games between the ladder's players, seed 101; engine 0.1.0, commit 0cc6502d93b582c01562e6be0fcd6480e1bfcf1a with uncommitted engine changes).

Each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = (
    (-1.057, -4.195),
    (-0.307, -2.793),
    (-0.081, -1.048),
    (0.036, 0.426),
    (0.103, 0.48),
    (0.214, 0.904),
    (0.812, 1.638),
)
FITTED_BY = 'python -m engine.coach fit bisca --games 60 --per-game 5 --workers 2 --write'
