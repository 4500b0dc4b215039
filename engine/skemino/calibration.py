"""The coach's calibration for Skèmino, fitted by ``python -m engine.coach fit skemino --games 1200 --per-game 5 --seed 101 --write --workers 2``
(5982 decisions of 1200 games between the ladder's players, seed 101; engine 0.1.0, commit 18e6940443758a6a35c7b5f60a94130415460f9c).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    '1 card': ((-1.6, -1.038), (0.0, -0.38), (2.413, 3.675),),
    '2 cards': ((-2.197, -1.55), (0.0, -0.747), (3.476, 2.403),),
    '3 cards': ((-2.197, -2.137), (0.0, -0.873), (3.476, 2.353),),
    '4 cards': ((-2.197, -1.614), (0.0, -1.592), (2.55, 1.43),),
    '5 cards': ((-2.197, -1.737), (0.0, -1.715), (3.476, 2.579),),
}
FITTED_BY = 'python -m engine.coach fit skemino --games 1200 --per-game 5 --seed 101 --write --workers 2'
