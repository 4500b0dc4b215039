"""The coach's calibration for La Scamorra, fitted by ``python -m engine.coach fit scamorra --games 1000 --per-game 2 --seed 101 --pieces 3 --write --workers 1``
(2000 decisions of 1000 games between the ladder's players, seed 101; engine 0.1.0, commit 492bef2f002c2680830785dec291e37d1afac1c0).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'play': ((-9.667, -11.617), (-1.552, -2.512), (-0.651, -1.346), (0.0, -0.025), (0.584, 1.197), (1.478, 1.766), (10.951, 28.904),),
    'setup': ((0.0, -0.02), (0.089, 0.245),),
}
FITTED_BY = 'python -m engine.coach fit scamorra --games 1000 --per-game 2 --seed 101 --pieces 3 --write --workers 1'
