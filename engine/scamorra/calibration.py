"""The coach's calibration for La Scamorra, fitted by ``python -m engine.coach fit scamorra --games 2000 --per-game 2 --seed 101 --pieces 3 --write --workers 2``
(4000 decisions of 2000 games between the ladder's players, seed 101; engine 0.1.0, commit bc522f7b0c41da1d016487601dc53ec461b3177d).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'play': ((-11.333, -17.627), (-1.519, -2.321), (-0.647, -1.231), (0.0, -0.031), (0.584, 1.124), (1.468, 1.969), (12.364, 22.056),),
    'setup': ((0.0, -0.131), (0.089, 0.134),),
}
FITTED_BY = 'python -m engine.coach fit scamorra --games 2000 --per-game 2 --seed 101 --pieces 3 --write --workers 2'
