"""The coach's calibration for Machiavelli, fitted by ``python -m engine.coach fit machiavelli --games 200 --per-game 5 --seed 101 --write --workers 1``
(1000 decisions of 200 games between the ladder's players, seed 101; engine 0.1.0, commit c5833e35ac080d20491826e399d463c200a76803 with uncommitted engine changes).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'earlier hand': ((-6.582, -10.696), (14.509, 22.261),),
    'last hand': ((-13.122, -4.068), (14.509, 4.836),),
}
FITTED_BY = 'python -m engine.coach fit machiavelli --games 200 --per-game 5 --seed 101 --write --workers 1'
