"""The coach's calibration for Come quando Frederik piange, fitted by ``python -m engine.coach fit frederik --games 400 --per-game 5 --seed 101 --write --workers 1``
(2000 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit 108134c8084710522c445923ef3a809c8c374d0e).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'battle': ((-3.44, -1.129), (5.644, 1.548),),
    'draw': ((-1.153, 0.001), (1.799, 0.069),),
}
FITTED_BY = 'python -m engine.coach fit frederik --games 400 --per-game 5 --seed 101 --write --workers 1'
