"""The coach's calibration for Machiavelli, fitted by ``python -m engine.coach fit machiavelli --games 1000 --per-game 3 --seed 101 --write --workers 2``
(3000 decisions of 1000 games between the ladder's players, seed 101; engine 0.1.0, commit d8c5e58a7b982aa109c578a8dd3f3c204f017ae5).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'earlier hand': ((-6.055, -16.32), (0.0, -0.298), (6.742, 13.067),),
    'last hand': ((-10.041, -11.388), (0.0, 0.025), (9.866, 8.696),),
}
FITTED_BY = 'python -m engine.coach fit machiavelli --games 1000 --per-game 3 --seed 101 --write --workers 2'
