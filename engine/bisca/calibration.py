"""The coach's calibration for Bisca, fitted by ``python -m engine.coach fit bisca --games 400 --per-game 5 --seed 101 --write --workers 1``
(2000 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit 7696f17f3a68f29be1ac4d6f642971ef07006ccd with uncommitted engine changes).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'early': ((-0.845, -2.636), (0.0, -0.1), (0.658, 1.874),),
    'late': ((-3.964, -12.532), (0.0, -0.639), (3.853, 7.54),),
    'middle': ((-1.831, -5.456), (0.0, 0.036), (1.83, 3.648),),
}
FITTED_BY = 'python -m engine.coach fit bisca --games 400 --per-game 5 --seed 101 --write --workers 1'
