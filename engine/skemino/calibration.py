"""The coach's calibration for Skèmino, fitted by ``python -m engine.coach fit skemino --games 400 --per-game 5 --seed 101 --write --workers 1``
(1996 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit 108134c8084710522c445923ef3a809c8c374d0e with uncommitted engine changes).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    '1 card': ((-1.6, -1.83), (2.413, 2.204),),
    '2 cards': ((-2.197, -2.525), (3.476, 2.196),),
    '3 cards': ((-2.197, -3.589), (3.511, 2.309),),
    '4 cards': ((-0.2, -2.568), (2.55, 1.311),),
    '5 cards': ((0.306, -1.105), (2.398, 0.497),),
}
FITTED_BY = 'python -m engine.coach fit skemino --games 400 --per-game 5 --seed 101 --write --workers 1'
