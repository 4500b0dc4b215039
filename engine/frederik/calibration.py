"""The coach's calibration for Come quando Frederik piange, fitted by ``python -m engine.coach fit frederik --games 2000 --per-game 2 --seed 101 --write --workers 2``
(4000 decisions of 2000 games between the ladder's players, seed 101; engine 0.1.0, commit 9a0853fa21b4de59eee434b5069d2f7d740f3d96).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'battle': ((-4.246, -0.835), (0.0, -0.792), (5.815, 3.035),),
    'draw': ((-1.519, -0.144), (0.0, -0.129), (2.19, 0.823),),
}
FITTED_BY = 'python -m engine.coach fit frederik --games 2000 --per-game 2 --seed 101 --write --workers 2'
