"""Baseline arms: the memories Palimpsest is measured against, all in process, no database.

- Turn retrieval (LoCoMo): BM25 over turns, dense MiniLM over turns, hybrid (reciprocal-rank
  fusion of both).
- State memories: flat vector top-k over episodes, recency window, latest-wins overwrite.
- Lag memories: recency window (last 20 items), one-shot compaction (destructive, or
  conservative: keeps every reference-code → value pair).
- Degradation memories: ungoverned store with top-5 majority vote, consolidation keeping the
  last 3 observations per topic.

Each arm only stores and exposes; the benchmark's reader turns what it exposes into an answer,
the same reader for every arm of a benchmark.
"""

from __future__ import annotations

import re
from collections import Counter, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

_TOKEN = re.compile(r"\w+", re.UNICODE)


def tokenize(text: str) -> list[str]:
    """Lower-cased word tokens (BM25's analyser)."""
    return _TOKEN.findall(text.lower())


# -- turn retrieval ------------------------------------------------------------------------


class BM25Turns:
    """BM25 (Okapi, rank-bm25 defaults) over a fixed list of documents."""

    def __init__(self, docs: Sequence[str]) -> None:
        from rank_bm25 import BM25Okapi

        self._n = len(docs)
        self._bm25 = BM25Okapi([tokenize(d) or ["∅"] for d in docs]) if docs else None

    def rank(self, query: str, k: int) -> list[int]:
        """Indexes of the top-k documents, best first (ties by index)."""
        if self._bm25 is None:
            return []
        scores = self._bm25.get_scores(tokenize(query))
        order = sorted(range(self._n), key=lambda i: (-scores[i], i))
        return order[:k]


class DenseTurns:
    """Cosine top-k over normalised document vectors (e.g. MiniLM)."""

    def __init__(self, vectors: Sequence[Sequence[float]]) -> None:
        self._m = np.asarray(vectors, dtype=np.float32) if len(vectors) else None

    def rank(self, query_vector: Sequence[float], k: int) -> list[int]:
        """Indexes of the top-k documents by dot product, best first (ties by index)."""
        if self._m is None:
            return []
        scores = self._m @ np.asarray(query_vector, dtype=np.float32)
        order = np.lexsort((np.arange(len(scores)), -scores))
        return [int(i) for i in order[:k]]


def rrf(rankings: Sequence[Sequence[int]], k: int = 60, top: int | None = None) -> list[int]:
    """Reciprocal-rank fusion: sum of 1/(k + rank) over rankings; best first, ties by first
    appearance."""
    score: dict[int, float] = {}
    first: dict[int, int] = {}
    pos = 0
    for ranking in rankings:
        for r, doc in enumerate(ranking, start=1):
            score[doc] = score.get(doc, 0.0) + 1.0 / (k + r)
            if doc not in first:
                first[doc] = pos
                pos += 1
    fused = sorted(score, key=lambda d: (-score[d], first[d]))
    return fused[:top] if top is not None else fused


# -- state memories -----------------------------------------------------------------------


@dataclass
class FlatVectorTopK:
    """Every episode kept with its vector; a query returns the k most similar texts."""

    k: int = 5
    texts: list[str] = field(default_factory=list)
    vectors: list[list[float]] = field(default_factory=list)

    def add(self, text: str, vector: Sequence[float]) -> None:
        self.texts.append(text)
        self.vectors.append(list(vector))

    def query(self, query_vector: Sequence[float]) -> list[str]:
        """The top-k texts, best first."""
        return [self.texts[i] for i in DenseTurns(self.vectors).rank(query_vector, self.k)]


@dataclass
class RecencyWindow:
    """Keeps everything, exposes only the last `size` items (newest last)."""

    size: int = 20
    _items: deque = field(default_factory=deque)

    def __post_init__(self) -> None:
        self._items = deque(maxlen=self.size)

    def add(self, text: str) -> None:
        self._items.append(text)

    def window(self) -> list[str]:
        return list(self._items)


@dataclass
class LatestWinsOverwrite:
    """A key-value memory: each write about (subject, attribute) overwrites the value."""

    values: dict[tuple[str, str], tuple[str, str]] = field(default_factory=dict)

    def write(self, subject: str, attribute: str, value: str, text: str) -> None:
        self.values[(subject.casefold(), attribute)] = (value, text)

    def get(self, subject: str, attribute: str) -> tuple[str, str] | None:
        """(value, source text) last written for the key, or None."""
        return self.values.get((subject.casefold(), attribute))


# -- lag memories --------------------------------------------------------------------------


@dataclass
class Compaction:
    """One-shot compaction every `every_days`: the history so far becomes a running brief.

    `brief_line(day_from, day_to, items)` renders one compacted window; destructive
    compaction paraphrases (names topics, drops codes and values), conservative compaction
    keeps every code → value pair and drops the prose. Items of the window not yet compacted
    are exposed raw.
    """

    brief_line: Callable[[int, int, list[dict]], str]
    every_days: int = 2
    brief: list[str] = field(default_factory=list)
    pending: list[dict] = field(default_factory=list)
    _window_start: int | None = None

    def add(self, day: int, item: dict) -> None:
        """`item`: {"text": str, "pairs": [(code, value), …], "topics": [str, …]}."""
        if self._window_start is None:
            self._window_start = day
        self.pending.append({**item, "day": day})

    def end_of_day(self, day: int) -> None:
        """Compact when the window spans `every_days` days."""
        if self._window_start is not None and day - self._window_start + 1 >= self.every_days:
            self.brief.append(self.brief_line(self._window_start, day, self.pending))
            self.pending = []
            self._window_start = None

    def expose(self) -> list[str]:
        return list(self.brief) + [p["text"] for p in self.pending]


def destructive_brief(day_from: int, day_to: int, items: list[dict]) -> str:
    """A prose brief: which topics were decided, not which option under which reference."""
    topics = sorted({t for it in items for t in it.get("topics", ())})
    if not topics:
        return f"Days {day_from}-{day_to}: routine activity, no decisions."
    return (
        f"Days {day_from}-{day_to}: the team settled open questions on {', '.join(topics)}; "
        "the chosen options were applied and the work moved on."
    )


def conservative_brief(day_from: int, day_to: int, items: list[dict]) -> str:
    """A brief that keeps every reference code → value pair and drops the rest."""
    pairs = [f"{code} option {value}" for it in items for code, value in it.get("pairs", ())]
    return f"Days {day_from}-{day_to}: " + ("; ".join(pairs) if pairs else "no decisions") + "."


# -- degradation memories ------------------------------------------------------------------


@dataclass
class Observation:
    """One written observation: topic, step, value, and the retrieval score it is ranked by."""

    topic: int
    step: int
    value: str
    score: float


def majority(cands: Sequence[Observation]) -> str | None:
    """Most frequent value; ties go to the value observed most recently."""
    if not cands:
        return None
    tally = Counter(o.value for o in cands)
    latest = {v: max(o.step for o in cands if o.value == v) for v in tally}
    return max(tally, key=lambda v: (tally[v], latest[v]))


@dataclass
class UngovernedMajority:
    """Every observation kept; the answer is the majority of the top-`top` by score."""

    top: int = 5
    entries: list[Observation] = field(default_factory=list)

    def write(self, obs: Observation) -> None:
        self.entries.append(obs)

    def answer(self, topic: int) -> str | None:
        cands = sorted(
            (o for o in self.entries if o.topic == topic), key=lambda o: (-o.score, -o.step)
        )
        return majority(cands[: self.top])


@dataclass
class ConsolidationKeepLast:
    """Periodic consolidation: per topic, keep the last `keep` observations; answer their
    majority."""

    keep: int = 3
    entries: list[Observation] = field(default_factory=list)

    def write(self, obs: Observation) -> None:
        self.entries.append(obs)

    def consolidate(self) -> None:
        kept: list[Observation] = []
        for topic in sorted({o.topic for o in self.entries}):
            mine = sorted((o for o in self.entries if o.topic == topic), key=lambda o: -o.step)
            kept += mine[: self.keep]
        self.entries = kept

    def answer(self, topic: int) -> str | None:
        mine = sorted((o for o in self.entries if o.topic == topic), key=lambda o: -o.step)
        return majority(mine[: self.keep])
