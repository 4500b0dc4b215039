"""The coach's calibration for Skèmino, fitted by ``python -m engine.coach fit skemino --games 1200 --per-game 5 --seed 101 --write --workers 1``
(5982 decisions of 1200 games between the ladder's players, seed 101; engine 0.1.0, commit 5693e3e223fe55d7d97db9be277380b5c89eca22).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    '1 card': ((-1.6, -1.869), (2.413, 2.412),),
    '2 cards': ((-2.197, -2.465), (3.476, 2.223),),
    '3 cards': ((-2.197, -2.923), (3.511, 2.026),),
    '4 cards': ((-0.2, -1.828), (2.683, 1.225),),
    '5 cards': ((0.189, -1.251), (3.476, 1.692),),
}
FITTED_BY = 'python -m engine.coach fit skemino --games 1200 --per-game 5 --seed 101 --write --workers 1'
