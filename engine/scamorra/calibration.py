"""The coach's calibration for La Scamorra, fitted by ``python -m engine.coach fit scamorra --games 400 --per-game 5 --seed 101 --write --workers 2``
(2000 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit 5ae8deea02235a1ff10eebd2fc405895d4da7d55 with uncommitted engine changes).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'play': ((-9.667, -16.727), (12.364, 21.052),),
    'setup': ((0.0, 0.059), (0.067, 0.262),),
}
FITTED_BY = 'python -m engine.coach fit scamorra --games 400 --per-game 5 --seed 101 --write --workers 2'
