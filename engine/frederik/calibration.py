"""The coach's calibration for come-quando-frederik-piange, fitted by ``python -m engine.coach fit frederik --games 60 --per-game 5 --workers 2 --write``
(300 decisions of 60 games between the ladder's players, seed 101; engine 0.1.0, commit 0cc6502d93b582c01562e6be0fcd6480e1bfcf1a with uncommitted engine changes).

Each stage of the game has its curve (its points for decisions taken at that stage); each point is ``(x, z)``: a score's log-odds against the fair share, and the log-odds against the
fair share of the games actually won from such scores (see :mod:`engine.coach.model`)."""

POINTS = {
    'battle': ((0.659, 0.503),),
    'draw': ((0.303, 0.131),),
}
FITTED_BY = 'python -m engine.coach fit frederik --games 60 --per-game 5 --workers 2 --write'
