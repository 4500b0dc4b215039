"""The coach's calibration for Machiavelli, fitted by ``python -m engine.coach fit machiavelli --games 60 --per-game 5 --workers 2 --write``
(300 decisions of 60 games between the ladder's players, seed 101; engine 0.1.0, commit ddcf9eb5b2adbe3686a0ee689e6d36fedc646f53).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'earlier hand': ((-2.95, -4.6), (-0.997, -2.741), (-0.547, -1.749), (-0.26, -1.476), (0.091, 0.043), (1.849, 1.245),),
    'last hand': ((-12.407, -4.6), (-4.71, -0.865), (7.655, 2.219),),
}
FITTED_BY = 'python -m engine.coach fit machiavelli --games 60 --per-game 5 --workers 2 --write'
