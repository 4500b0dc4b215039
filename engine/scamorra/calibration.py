"""The coach's calibration for La Scamorra, fitted by ``python -m engine.coach fit scamorra --games 400 --per-game 5 --seed 101 --write --workers 2``
(2000 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit 596f21cb7d0341d64bce3ac66f749bca1ecb80db with uncommitted engine changes).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'play': ((-3.61, -5.03), (-1.575, -2.532), (-0.92, -1.754), (-0.577, -1.16), (-0.298, -0.638), (-0.075, -0.584), (0.026, -0.077), (0.246, 0.459), (0.696, 1.071), (1.159, 1.451), (1.73, 2.86), (4.172, 5.293),),
    'setup': ((0.0, -5.293), (0.0, 0.0), (0.003, 5.293),),
}
FITTED_BY = 'python -m engine.coach fit scamorra --games 400 --per-game 5 --seed 101 --write --workers 2'
