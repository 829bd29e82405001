"""Rule extraction in a worker process of its own, at a lower CPU priority.

spaCy's parse holds the GIL and a core for as long as an episode takes. In the server's
process, an ingest slows every read that shares the interpreter. In a worker process with
a higher niceness, reads (and Neo4j) get the cores first and the GIL is not shared; the
ingest waits instead. Only the `rules` mode runs here: the LLM modes wait on the network,
not on a core (extract.modes).

The worker is started on first use (spawned, so it shares no state with the server) and
loads the models once. One worker: extraction of concurrent ingests queues behind itself,
as it did behind the GIL. If the worker dies, the next batch starts a new one.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from datetime import UTC, datetime
from typing import Any

from extract.pipeline import EpisodeText, Extraction

_EXTRACTOR: Any = None  # the worker's RuleExtractor, built once by `_start`


def _start(niceness: int, parent: int | None = None) -> None:
    global _EXTRACTOR
    if niceness > 0:
        os.nice(niceness)
    if parent is not None:
        threading.Thread(target=_exit_with, args=(parent,), daemon=True).start()
    from extract.pipeline import RuleExtractor

    _EXTRACTOR = RuleExtractor()
    # Load the parser and vocabularies now, not at the first ingest.
    _EXTRACTOR.extract_batch([EpisodeText("I live in Leeds.", datetime.now(UTC), speaker="w")])


def _exit_with(parent: int) -> None:
    """End the worker when the process that started it is gone (killed, say), instead of
    holding its memory as an orphan."""
    while os.getppid() == parent:
        time.sleep(1.0)
    os._exit(0)


def _ready() -> bool:
    return _EXTRACTOR is not None


def _extract(episodes: list[EpisodeText]) -> list[Extraction]:
    return list(_EXTRACTOR.extract_batch(episodes))


class ExtractorProcess:
    """The `rules` extractor (`extract.modes.ConfiguredExtractor`'s interface) run in a
    worker process at `niceness` above the caller's."""

    mode = "rules"
    name = "rules"

    def __init__(self, niceness: int = 10) -> None:
        self.niceness = niceness
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()

    def _worker(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._pool is None:
                self._pool = ProcessPoolExecutor(
                    1,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_start,
                    initargs=(self.niceness, os.getpid()),
                )
            return self._pool

    def start(self) -> None:
        """Start the worker and load its models in the background, so the first ingest does
        not wait for them."""
        self._worker().submit(_ready)

    def _discard(self, pool: ProcessPoolExecutor) -> None:
        with self._lock:
            if self._pool is pool:
                self._pool = None
        pool.shutdown(wait=False, cancel_futures=True)

    def extract_batch(self, episodes: Sequence[EpisodeText]) -> tuple[list[Extraction], Any]:
        """(one Extraction per episode, in order; the batch's ExtractionStats: no LLM)."""
        from extract.llm import ExtractionStats

        if not episodes:
            return [], ExtractionStats()
        for attempt in (1, 2):
            pool = self._worker()
            try:
                return pool.submit(_extract, list(episodes)).result(), ExtractionStats()
            except BrokenProcessPool:
                # The worker died (killed, out of memory): a new one, once; the episodes are
                # not written until extraction returns, so nothing is lost.
                self._discard(pool)
                if attempt == 2:
                    raise
        raise AssertionError("unreachable")

    def close(self) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
