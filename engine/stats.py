"""The statistics the engine's measurements share: intervals, calibration and a small logistic fit.

The simulations (:mod:`engine.simulate`), the ladder (:mod:`engine.ladder`) and the coach
(:mod:`engine.coach`) report their figures with these, so that a win share, a rating's matchup and a
coach's calibration are counted the same way. Pure Python: the coach runs in the reader's browser.

>>> low, high = wilson(50, 100)
>>> round(low, 4), round(high, 4)
(0.4038, 0.5962)
>>> round(brier([0.8, 0.2], [1, 0]), 6)
0.04
"""
from __future__ import annotations

import math
import random
from typing import Hashable, Sequence

#: z for a 95 % interval
Z95 = 1.959963984540054


def wilson(hits: float, trials: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson interval of a rate (``hits`` may be fractional: a shared win counts its share).

    >>> wilson(0, 0)
    (0.0, 1.0)
    >>> [round(x, 3) for x in wilson(20, 20)]
    [0.839, 1.0]
    """
    if trials <= 0:
        return (0.0, 1.0)
    p = hits / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(max(0.0, p * (1 - p)) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """A mean with its normal interval: ``(mean, low, high)``.

    >>> [round(x, 4) for x in mean_interval([1, 2, 3, 4])]
    [2.5, 1.2348, 3.7652]
    """
    n = len(values)
    if n == 0:
        raise ValueError("the mean of no values is not defined")
    mean = sum(values) / n
    if n < 2:
        return (mean, mean, mean)
    half = z * standard_error(values)
    return (mean, mean - half, mean + half)


def standard_error(values: Sequence[float]) -> float:
    """The standard error of the mean of ``values`` (0 for fewer than two).

    >>> standard_error([1, 1, 1]), round(standard_error([0, 1, 0, 1]), 4)
    (0.0, 0.2887)
    """
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)


def brier(predictions: Sequence[float], outcomes: Sequence[float]) -> float:
    """The mean squared difference between predicted chances and what happened (0 best)."""
    if len(predictions) != len(outcomes) or not predictions:
        raise ValueError("the Brier score needs as many outcomes as predictions, at least one")
    return sum((p - o) ** 2 for p, o in zip(predictions, outcomes)) / len(predictions)


def calibration_table(predictions: Sequence[float], outcomes: Sequence[float], groups: int = 10) -> list[dict]:
    """Predictions grouped in ``groups`` equal bands of chance (tenths by default): each band's count,
    mean prediction, the share of outcomes won and that share's Wilson interval.

    >>> table = calibration_table([0.05, 0.07, 0.93, 0.95], [0, 0, 1, 1])
    >>> [(row["band"], row["count"], row["won"]) for row in table if row["count"]]
    [([0.0, 0.1], 2, 0.0), ([0.9, 1.0], 2, 1.0)]
    """
    bands: list[list[tuple[float, float]]] = [[] for _ in range(groups)]
    for p, o in zip(predictions, outcomes):
        bands[min(groups - 1, max(0, int(p * groups)))].append((p, o))
    table = []
    for i, members in enumerate(bands):
        n = len(members)
        row: dict = {"band": [round(i / groups, 4), round((i + 1) / groups, 4)], "count": n}
        if n:
            won = sum(o for _, o in members)
            row.update(predicted=sum(p for p, _ in members) / n, won=won / n, won_ci=list(wilson(won, n)))
        table.append(row)
    return table


def worst_gap(table: Sequence[dict], least: int = 50) -> float | None:
    """The largest gap between a group's mean prediction and its share won, over the groups of
    :func:`calibration_table` holding ``least`` decisions or more (``None``: no such group)."""
    return max((abs(g["predicted"] - g["won"]) for g in table if g["count"] >= least), default=None)


def worst_gap_by_chance(predictions: Sequence[float], groups: int = 10, least: int = 50, trials: int = 400,
                        seed: int = 0, together: Sequence[Hashable] | None = None) -> tuple[float, float]:
    """The worst group gap that a perfectly calibrated predictor shows by chance alone on these
    predictions: each outcome drawn won with its predicted chance, ``trials`` times; the median and the
    90th percentile. A measured gap inside this range is what the sample's size allows, not a fault.

    Drawn apart, each outcome is its own; but a player's decisions in one game share that game's end.
    ``together`` gives each decision such a key (``(game, seat)``, the decisions of a key in the order
    they were taken): the decisions of a key then share one outcome, drawn with the chance of the key's
    last decision (a calibrated coach's chance, taken later in a game, is what its earlier chances
    average to). Fewer independent ends: a wider spread.

    >>> median, high = worst_gap_by_chance([0.35] * 100 + [0.65] * 100)
    >>> 0.02 < median < high < 0.12
    True
    >>> shared = worst_gap_by_chance([0.35] * 100 + [0.65] * 100, together=[i % 20 for i in range(200)])
    >>> shared[0] > median                      # 20 ends instead of 200
    True
    """
    rng = random.Random(seed)
    last: dict[Hashable, float] = {}
    if together is not None:
        if len(together) != len(predictions):
            raise ValueError("together needs one key for each prediction")
        for key, p in zip(together, predictions):
            last[key] = p
    gaps = []
    for _ in range(trials):
        if together is None:
            drawn = [1.0 if rng.random() < p else 0.0 for p in predictions]
        else:
            ends = {key: 1.0 if rng.random() < p else 0.0 for key, p in last.items()}
            drawn = [ends[key] for key in together]
        gap = worst_gap(calibration_table(predictions, drawn, groups), least)
        gaps.append(0.0 if gap is None else gap)
    gaps.sort()
    return gaps[len(gaps) // 2], gaps[int(0.9 * (len(gaps) - 1))]


def logit(p: float, clip: float = 1e-6) -> float:
    """The log-odds of a chance, kept finite at 0 and 1.

    >>> logit(0.5), round(logit(0.75), 4)
    (0.0, 1.0986)
    """
    p = min(1 - clip, max(clip, p))
    return math.log(p / (1 - p))


def sigmoid(x: float) -> float:
    """The chance whose log-odds is ``x``.

    >>> sigmoid(0.0), round(sigmoid(logit(0.3)), 6)
    (0.5, 0.3)
    """
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def fit_logistic(features: Sequence[Sequence[float]], outcomes: Sequence[float], ridge: float = 1e-3,
                 rounds: int = 50) -> list[float]:
    """Weights ``w`` (the first one the intercept) of ``chance = sigmoid(w0 + w1 x1 + ...)`` that fit
    ``outcomes`` (0..1, a shared win its share) best by likelihood; Newton's method with a small ridge.

    >>> w = fit_logistic([[x] for x in (-2, -1, 0, 1, 2) * 40], [0, 0, 0, 1, 1] * 20 + [0, 0, 1, 1, 1] * 20)
    >>> round(sigmoid(w[0]), 2), w[1] > 1
    (0.5, True)
    """
    rows = [[1.0, *map(float, x)] for x in features]
    if not rows:
        raise ValueError("a logistic fit needs at least one example")
    k = len(rows[0])
    w = [0.0] * k
    for _ in range(rounds):
        gradient = [-ridge * wi for wi in w]
        hessian = [[(ridge if i == j else 0.0) for j in range(k)] for i in range(k)]
        for x, y in zip(rows, outcomes):
            p = sigmoid(sum(wi * xi for wi, xi in zip(w, x)))
            for i in range(k):
                gradient[i] += (y - p) * x[i]
                for j in range(i, k):
                    hessian[i][j] += p * (1 - p) * x[i] * x[j]
        for i in range(k):
            for j in range(i):
                hessian[i][j] = hessian[j][i]
        step = _solve(hessian, gradient)
        w = [wi + si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix @ x = vector`` by Gaussian elimination with partial pivoting (a few unknowns)."""
    n = len(vector)
    a = [row[:] + [v] for row, v in zip(matrix, vector)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-15:
            continue
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col])]
    return [a[i][n] / a[i][i] if abs(a[i][i]) >= 1e-15 else 0.0 for i in range(n)]


def mixed_feature_fit(features: Sequence[Sequence[float]], ys: Sequence[float], fixed: Sequence[float],
                      shares: Sequence[float], offset: float = 0.0, steps: int = 60,
                      max_slope: float = 3.0) -> list[float]:
    """Weights ``[a, b1, b2, ...]`` of ``z = a + b1 * x1 + b2 * x2 + ...`` (each ``b`` in (0, ``max_slope``])
    whose chance ``sigmoid(z + offset)`` makes ``fixed + share * chance`` closest to ``ys`` by least squares
    (Gauss-Newton, halving a step that does not help): a logistic calibration (Platt's) of a prediction
    that is only in part a score. The slopes are bounded: scores that barely differ (a stage where the
    score says little) must not be stretched into sure wins and sure losses. ``features`` holds each
    example's ``(x1, x2, ...)``.

    >>> from random import Random
    >>> rng = Random(3)
    >>> rows = [(rng.uniform(-2, 2), rng.uniform(-2, 2)) for _ in range(4000)]
    >>> ys = [1.0 if rng.random() < sigmoid(-0.4 + 1.5 * u + 0.5 * v) else 0.0 for u, v in rows]
    >>> a, b1, b2 = mixed_feature_fit(rows, ys, [0.0] * len(ys), [1.0] * len(ys))
    >>> abs(a + 0.4) < 0.15 and abs(b1 - 1.5) < 0.25 and abs(b2 - 0.5) < 0.15   # drawn from -0.4, 1.5, 0.5
    True
    """
    rows = [(1.0, *map(float, x)) for x in features]
    if not rows:
        raise ValueError("a calibration fit needs at least one example")
    k = len(rows[0])

    def loss(w: list[float]) -> float:
        return sum((y - f - s * sigmoid(sum(wi * xi for wi, xi in zip(w, x)) + offset)) ** 2
                   for x, y, f, s in zip(rows, ys, fixed, shares))

    def bounded(w: list[float]) -> list[float]:
        return [w[0]] + [min(max_slope, max(0.01, b)) for b in w[1:]]

    weights = [0.0] + [1.0] * (k - 1)
    current = loss(weights)
    for _ in range(steps):
        normal = [[0.0] * k for _ in range(k)]
        gradient = [0.0] * k
        for x, y, f, s in zip(rows, ys, fixed, shares):
            p = sigmoid(sum(wi * xi for wi, xi in zip(weights, x)) + offset)
            r = y - f - s * p
            d = s * p * (1 - p)                 # the prediction's slope in z
            for i in range(k):
                gradient[i] += d * r * x[i]
                for j in range(i, k):
                    normal[i][j] += d * d * x[i] * x[j]
        for i in range(k):
            for j in range(i):
                normal[i][j] = normal[j][i]
        direction = _solve(normal, gradient)
        step = 1.0
        while step > 1e-4:
            trial_weights = bounded([w + step * d for w, d in zip(weights, direction)])
            trial = loss(trial_weights)
            if trial <= current:
                break
            step /= 2
        else:
            break
        done = current - trial < 1e-12 * max(1.0, current)
        weights, current = trial_weights, trial
        if done:
            break
    return weights


def mixed_piecewise_fit(xs: Sequence[float], ys: Sequence[float], fixed: Sequence[float], shares: Sequence[float],
                        knots: Sequence[float], offset: float = 0.0, steps: int = 60,
                        max_slope: float = 3.0) -> list[tuple[float, float]]:
    """:func:`mixed_feature_fit` of an increasing curve straight between ``knots`` (sorted) and flat
    beyond the first and the last: each piece's slope in (0, ``max_slope``]. The curve's points ``(knot,
    z)``, for :func:`interpolate`.

    >>> from random import Random
    >>> rng = Random(4)
    >>> xs = [rng.uniform(-3, 3) for _ in range(6000)]
    >>> truth = [(-3, -2.5), (-1, -0.5), (0, 0.5), (3, 2.0)]      # steep in the middle, flatter outside
    >>> ys = [1.0 if rng.random() < sigmoid(interpolate(truth, x)) else 0.0 for x in xs]
    >>> points = mixed_piecewise_fit(xs, ys, [0.0] * len(xs), [1.0] * len(xs), [-3, -1, 0, 3])
    >>> all(abs(z - want) < 0.3 for (_, z), (_, want) in zip(points, truth))
    True
    """
    knots = sorted(knots)
    pieces = list(zip(knots, knots[1:]))

    def along(x: float) -> list[float]:
        # how far ``x`` lies along each piece, from where that piece meets x = 0 (so that ``a`` is z at
        # x = 0, where the fit starts from a curve through the fair share)
        return [min(max(x, left), right) - min(max(0.0, left), right) for left, right in pieces]

    a, *slopes = mixed_feature_fit([along(x) for x in xs], ys, fixed, shares, offset, steps, max_slope)
    return [(knot, a + sum(b * f for b, f in zip(slopes, along(knot)))) for knot in knots]


def interpolate(knots: Sequence[tuple[float, float]], x: float) -> float:
    """The piecewise-linear function through ``knots`` (sorted by x) at ``x``, flat beyond the ends.

    >>> interpolate([(0, 0), (2, 1)], 1), interpolate([(0, 0), (2, 1)], 5)
    (0.5, 1)
    """
    if x <= knots[0][0]:
        return knots[0][1]
    for (x0, y0), (x1, y1) in zip(knots, knots[1:]):
        if x <= x1:
            return y0 + (y1 - y0) * (x - x0) / (x1 - x0) if x1 > x0 else y1
    return knots[-1][1]
