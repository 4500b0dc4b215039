"""The coach's calibration for Come quando Frederik piange, fitted by ``python -m engine.coach fit frederik --games 2000 --per-game 2 --seed 101 --write --workers 2``
(4000 decisions of 2000 games between the ladder's players, seed 101; engine 0.1.0, commit 7d7e5d714581914741aa8dc193431527f294faad).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'battle': ((-3.915, -3.482), (0.0, -0.653), (5.513, 2.69),),
    'draw': ((-1.625, -0.185), (0.0, -0.169), (1.995, 0.695),),
}
FITTED_BY = 'python -m engine.coach fit frederik --games 2000 --per-game 2 --seed 101 --write --workers 2'
