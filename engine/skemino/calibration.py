"""The coach's calibration for Skèmino, fitted by ``python -m engine.coach fit skemino --games 4000 --per-game 3 --seed 101 --pieces 2 --write --workers 2``
(12000 decisions of 4000 games between the ladder's players, seed 101; engine 0.1.0, commit c8b31d119c43805a3280f2de4d73adcd9451590e).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    '1 card': ((-1.771, -1.645), (-0.533, -0.61), (0.0, -0.466), (0.437, 0.672), (2.436, 2.011),),
    '2 cards': ((-2.197, -1.548), (0.0, 0.311), (1.833, 0.329), (3.476, 5.258),),
    '3 cards': ((-2.197, -2.184), (0.0, -0.754), (1.4, 0.141), (3.476, 3.014),),
    '4 cards': ((-2.197, -1.579), (-0.2, -1.559), (0.0, -0.959), (1.372, -0.067), (3.476, 2.695),),
    '5 cards': ((-2.197, -2.14), (0.0, -1.569), (1.45, -0.012), (3.476, 2.46),),
}
FITTED_BY = 'python -m engine.coach fit skemino --games 4000 --per-game 3 --seed 101 --pieces 2 --write --workers 2'
