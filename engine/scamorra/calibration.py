"""The coach's calibration for La Scamorra, fitted by ``python -m engine.coach fit scamorra --games 400 --per-game 5 --seed 101 --write --workers 2``
(2000 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit d2aa63ed3133d45666022063212ba674ecc2d3d8).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'play': ((-9.667, -16.373), (0.0, -0.162), (12.364, 21.433),),
    'setup': ((0.0, 0.059), (0.067, 0.262),),
}
FITTED_BY = 'python -m engine.coach fit scamorra --games 400 --per-game 5 --seed 101 --write --workers 2'
