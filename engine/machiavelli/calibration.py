"""The coach's calibration: not fitted yet (``python -m engine.coach fit machiavelli --write`` fits it)."""

POINTS: tuple = ()
FITTED_BY = ""
