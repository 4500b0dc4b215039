"""The coach's calibration for La Scamorra, fitted by ``python -m engine.coach fit scamorra --games 4000 --per-game 2 --seed 101 --write --workers 2``
(8000 decisions of 4000 games between the ladder's players, seed 101; engine 0.1.0, commit a2c6e827a42fe8e88a0dd0634c70493ecd6e03eb).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'early play, answering': ((-3.31, -3.623), (0.0, 0.478), (3.224, 7.685),),
    'early play, playing first': ((-3.429, -8.531), (0.0, -0.408), (2.486, 1.89),),
    'first card, answering': ((-0.642, 0.378), (0.0, 0.682), (0.691, 2.46),),
    'first card, playing first': ((-0.703, -2.621), (0.0, -1.084), (0.178, -0.551),),
    'late play, answering': ((-6.235, -7.111), (0.0, 0.148), (12.364, 19.689),),
    'late play, playing first': ((-11.333, -11.706), (0.0, -0.53), (7.25, 7.756),),
    'middle play, answering': ((-6.105, -6.929), (0.0, 0.494), (6.737, 10.409),),
    'middle play, playing first': ((-6.8, -10.82), (0.0, -0.35), (3.84, 3.75),),
    'setup': ((0.0, -0.076), (0.089, 0.189),),
}
FITTED_BY = 'python -m engine.coach fit scamorra --games 4000 --per-game 2 --seed 101 --write --workers 2'
