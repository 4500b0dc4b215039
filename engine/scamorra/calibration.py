"""The coach's calibration for La Scamorra, fitted by ``python -m engine.coach fit scamorra --games 400 --per-game 5 --seed 101 --pieces 3 --write --workers 2``
(2000 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit a20eba1f901c8867c0a45486b3f4b0c057c68c7c with uncommitted engine changes).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'play': ((-9.667, -15.203), (-1.602, -2.472), (-0.632, -1.318), (0.0, -0.24), (0.584, 1.179), (1.409, 1.646), (12.364, 34.509),),
    'setup': ((0.0, 0.059), (0.067, 0.262),),
}
FITTED_BY = 'python -m engine.coach fit scamorra --games 400 --per-game 5 --seed 101 --pieces 3 --write --workers 2'
