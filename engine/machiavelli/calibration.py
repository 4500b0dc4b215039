"""The coach's calibration for Machiavelli, fitted by ``python -m engine.coach fit machiavelli --games 200 --per-game 5 --seed 101 --write --workers 1``
(1000 decisions of 200 games between the ladder's players, seed 101; engine 0.1.0, commit 7696f17f3a68f29be1ac4d6f642971ef07006ccd).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'earlier hand': ((-6.582, -19.92), (0.0, -0.174), (14.509, 17.992),),
    'last hand': ((-13.122, -4.781), (0.0, 0.288), (14.509, 4.405),),
}
FITTED_BY = 'python -m engine.coach fit machiavelli --games 200 --per-game 5 --seed 101 --write --workers 1'
