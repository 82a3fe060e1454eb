"""Confidence intervals shared by the match scripts (scripts/match,
scripts/twogtp_results)."""

import math

Z95 = 1.959964


def wilson(wins, n, z=Z95):
    """The Wilson score interval (low, high) of a win rate of `wins` in
    `n` games, at the confidence `z` stands for (95 % by default);
    (0, 1) for no games."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)
