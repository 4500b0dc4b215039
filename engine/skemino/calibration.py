"""The coach's calibration for Skèmino, fitted by ``python -m engine.coach fit skemino --games 1200 --per-game 5 --seed 101 --write --workers 1``
(5982 decisions of 1200 games between the ladder's players, seed 101; engine 0.1.0, commit 79d8611ec1757be7dc668d2b0217664318746fed).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    '1 card': ((-1.6, -1.038), (0.0, -0.38), (2.413, 3.675),),
    '2 cards': ((-2.197, -2.117), (0.0, -0.745), (3.476, 2.314),),
    '3 cards': ((-2.197, -3.141), (0.0, -0.999), (3.511, 2.003),),
    '4 cards': ((-0.2, -2.193), (0.0, -1.593), (2.683, 1.212),),
    '5 cards': ((0.189, -1.251), (3.476, 1.692),),
}
FITTED_BY = 'python -m engine.coach fit skemino --games 1200 --per-game 5 --seed 101 --write --workers 1'
