"""Reciprocal-rank fusion of seed rankings (DESIGN.md: read path, 2).

Vector search, full-text search and entity match each return ids in rank order. Their raw
scores are not comparable, their ranks are: RRF scores an id by `sum(w / (k + rank))` over
the rankings it appears in (rank starts at 1), as in Cormack, Clarke & Büttcher (2009).
"""

from __future__ import annotations

from collections.abc import Sequence


def rrf(
    rankings: Sequence[Sequence[str]],
    k: int = 60,
    weights: Sequence[float] | None = None,
) -> list[tuple[str, float]]:
    """Fuse `rankings` (each a list of ids, best first) into one list of (id, score), best first.

    - `k` damps the weight of the top ranks (60 is the customary value); it must be ≥ 0.
    - `weights` gives each ranking a weight (default 1.0 each); one weight per ranking.
    - An id repeated inside one ranking counts once, at its best rank.
    - Equal scores keep the order of first appearance (ranking by ranking, rank by rank), so
      the result is deterministic.
    """
    if k < 0:
        raise ValueError(f"k must be >= 0, got {k}")
    if weights is None:
        weights = [1.0] * len(rankings)
    if len(weights) != len(rankings):
        raise ValueError(f"{len(weights)} weights for {len(rankings)} rankings")
    scores: dict[str, float] = {}  # insertion order = first appearance
    for ranking, weight in zip(rankings, weights, strict=True):
        seen: set[str] = set()
        for rank, uid in enumerate(ranking, start=1):
            if uid in seen:
                continue
            seen.add(uid)
            scores[uid] = scores.get(uid, 0.0) + weight / (k + rank)
    order = {uid: i for i, uid in enumerate(scores)}
    return sorted(scores.items(), key=lambda item: (-item[1], order[item[0]]))
