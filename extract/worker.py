"""Rule extraction in a worker process of its own, at a lower CPU priority.

spaCy's parse holds the GIL and a core for as long as an episode takes. In the server's
process, an ingest slows every read that shares the interpreter. In a worker process with
a higher niceness, reads (and Neo4j) get the cores first and the GIL is not shared; the
ingest waits instead. Only the `rules` mode runs here: the LLM modes wait on the network,
not on a core (extract.modes).

The worker is started on first use (spawned, so it shares no state with the server) and
loads the models once. One worker: extraction of concurrent ingests queues behind itself,
as it did behind the GIL. A batch that takes longer than `timeout` seconds ends the worker
(a hung parse would hold every ingest behind it) and answers Unavailable; so does a worker
that dies twice. Nothing is written before extraction returns, so a retry loses nothing.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool
from datetime import UTC, datetime
from typing import Any

from extract.pipeline import EpisodeText, Extraction
from graph.errors import Unavailable

log = logging.getLogger(__name__)
DEFAULT_TIMEOUT_SECONDS = 120.0  # one batch's extraction, the models' loading included

_EXTRACTOR: Any = None  # the worker's RuleExtractor, built once by `_start`


def _start(niceness: int, parent: int | None = None) -> None:
    global _EXTRACTOR
    # Ctrl-C reaches the whole process group; the server decides when the worker ends.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
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

    def __init__(self, niceness: int = 10, timeout: float = DEFAULT_TIMEOUT_SECONDS) -> None:
        self.niceness = niceness
        self.timeout = timeout
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self._closed = False

    def _worker(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._closed:
                raise Unavailable("the extraction worker is shut down; retry on a running server")
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
        self._worker().submit(_ready).add_done_callback(_log_failure)

    def _discard(self, pool: ProcessPoolExecutor) -> None:
        """Stop `pool`'s worker now (it may be hung) and forget the pool."""
        with self._lock:
            if self._pool is pool:
                self._pool = None
        _end_workers(pool, hung=True)
        pool.shutdown(wait=False, cancel_futures=True)

    def extract_batch(self, episodes: Sequence[EpisodeText]) -> tuple[list[Extraction], Any]:
        """(one Extraction per episode, in order; the batch's ExtractionStats: no LLM)."""
        from extract.llm import ExtractionStats

        if not episodes:
            return [], ExtractionStats()
        for attempt in (1, 2):
            pool = self._worker()
            try:
                found = pool.submit(_extract, list(episodes)).result(timeout=self.timeout)
                return found, ExtractionStats()
            except FutureTimeout:
                self._discard(pool)
                raise Unavailable(
                    f"extraction took over {self.timeout:g} s; nothing was written, retry"
                ) from None
            except BrokenProcessPool:
                # The worker died (killed, out of memory): a new one, once.
                self._discard(pool)
                if attempt == 2:
                    raise Unavailable(
                        "the extraction worker stopped; nothing was written, retry"
                    ) from None
        raise AssertionError("unreachable")

    def read_again(self, episodes: Sequence[EpisodeText]) -> list[Extraction]:
        """The rules' reading of turns read once more (with who "he"/"she" means), in the
        worker like every other."""
        return self.extract_batch(episodes)[0]

    def close(self) -> None:
        """Stop the worker; later batches answer Unavailable."""
        with self._lock:
            self._closed = True
            pool, self._pool = self._pool, None
        if pool is not None:
            _end_workers(pool, hung=False)  # a batch in flight is not waited for
            pool.shutdown(wait=True, cancel_futures=True)


def _end_workers(pool: ProcessPoolExecutor, hung: bool) -> None:
    """End `pool`'s worker processes: killed when one may be hung, else asked to stop."""
    for process in list((pool._processes or {}).values()):  # noqa: SLF001 - no public kill
        process.kill() if hung else process.terminate()


def _log_failure(started: Future[bool]) -> None:
    if started.exception() is not None:
        log.error("the extraction worker did not start: %r", started.exception())
