"""The coach's calibration for Bisca, fitted by ``python -m engine.coach fit bisca --games 400 --per-game 5 --seed 101 --write --workers 1``
(2000 decisions of 400 games between the ladder's players, seed 101; engine 0.1.0, commit c5833e35ac080d20491826e399d463c200a76803 with uncommitted engine changes).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'early': ((-0.845, -2.621), (0.658, 1.888),),
    'late': ((-3.964, -9.87), (3.853, 8.044),),
    'middle': ((-1.831, -4.974), (1.83, 4.561),),
}
FITTED_BY = 'python -m engine.coach fit bisca --games 400 --per-game 5 --seed 101 --write --workers 1'
