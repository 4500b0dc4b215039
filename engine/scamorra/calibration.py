"""The coach's calibration for La Scamorra, fitted by ``python -m engine.coach fit scamorra --games 4000 --per-game 2 --seed 101 --write --workers 2``
(8000 decisions of 4000 games between the ladder's players, seed 101; engine 0.1.0, commit d665b5c3f8d795491a9d4be1ab8fdedbcdb887b8 with uncommitted engine changes).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'early play': ((-3.429, -7.046), (0.0, -0.058), (3.224, 5.853),),
    'first card': ((-0.703, -2.018), (0.0, -0.162), (0.691, 1.909),),
    'late play': ((-11.333, -12.382), (0.0, -0.164), (12.364, 16.688),),
    'middle play': ((-6.8, -9.692), (0.0, 0.129), (6.737, 8.845),),
    'setup': ((0.0, -0.076), (0.089, 0.189),),
}
FITTED_BY = 'python -m engine.coach fit scamorra --games 4000 --per-game 2 --seed 101 --write --workers 2'
