"""The coach's calibration for Bisca, fitted by ``python -m engine.coach fit bisca --games 400 --per-game 5 --seed 101 --max-slope 6 --write --workers 1``
(2000 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit bc522f7b0c41da1d016487601dc53ec461b3177d).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'early': ((-0.845, -5.167), (0.0, -0.096), (0.658, 3.007),),
    'late': ((-3.964, -24.395), (0.0, -0.609), (3.853, 7.447),),
    'middle': ((-1.831, -10.827), (0.0, 0.156), (1.83, 3.607),),
}
FITTED_BY = 'python -m engine.coach fit bisca --games 400 --per-game 5 --seed 101 --max-slope 6 --write --workers 1'
