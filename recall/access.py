"""Access statistics off the request's critical path (DESIGN.md: recall is read-only, except
batched access statistics).

`AccessRecorder.record(tenant, uids)` only counts in memory. A daemon thread writes the
counts (`access_count += n`, `last_accessed = now`) every `flush_ms` milliseconds, or sooner
once `max_pending` uids are waiting, with one UNWIND statement per tenant
(`cypher/recall/record_access.cypher`). `flush()` writes what is pending now, in the caller's
thread (tests, shutdown); `close()` stops the thread after a last flush.

Statistics are best effort: a failed write is logged and counted in `failures`, never raised
into a request. The temperature of a fact (`recall.temperature`) reads these properties.
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from collections.abc import Callable, Iterable
from datetime import UTC, datetime

from graph.db import Graph

log = logging.getLogger(__name__)


class AccessRecorder:
    """Batches fact accesses per tenant and writes them from a background thread."""

    def __init__(
        self,
        graph: Graph,
        flush_ms: int = 500,
        max_pending: int = 500,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.graph = graph
        self.flush_ms = flush_ms
        self.max_pending = max_pending
        self.clock = clock
        self.failures = 0
        self.written = 0
        self._pending: dict[str, Counter[str]] = {}
        self._size = 0
        self._lock = threading.Lock()
        self._wake = threading.Condition(self._lock)
        self._write_lock = threading.Lock()  # one batch written at a time, in order
        self._stopped = False
        self._thread: threading.Thread | None = None

    def record(self, tenant: str, uids: Iterable[str]) -> None:
        """Count one access of each fact of `uids` (returns at once; written later)."""
        uids = list(uids)
        if not uids:
            return
        with self._lock:
            if self._stopped:
                return
            counter = self._pending.setdefault(tenant, Counter())
            counter.update(uids)
            self._size += len(uids)
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._loop, name="palimpsest-access", daemon=True
                )
                self._thread.start()
            if self._size >= self.max_pending:
                self._wake.notify()

    def flush(self) -> int:
        """Write every pending count now, in this thread; returns the number of facts written.
        Waits for a batch the background thread is writing, so that after it returns every
        access recorded before the call is in the graph."""
        with self._write_lock:
            with self._lock:
                batch, self._pending, self._size = self._pending, {}, 0
            return self._write(batch)

    def close(self) -> None:
        """Stop the background thread after a last flush. Later `record` calls are ignored."""
        with self._lock:
            self._stopped = True
            self._wake.notify()
            thread = self._thread
        if thread is not None:
            thread.join(timeout=max(self.flush_ms / 1000 * 4, 5.0))
        self.flush()

    def _loop(self) -> None:
        while True:
            with self._lock:
                if not self._stopped and self._size < self.max_pending:
                    self._wake.wait(timeout=self.flush_ms / 1000)
                stopped = self._stopped
            self.flush()
            if stopped:
                return

    def _write(self, batch: dict[str, Counter[str]]) -> int:
        written = 0
        now = self.clock()
        for tenant, counter in batch.items():
            rows = [{"uid": uid, "count": n} for uid, n in counter.items()]
            try:
                self.graph.execute("recall/record_access", tenant=tenant, rows=rows, now=now)
                written += len(rows)
            except Exception:  # noqa: BLE001 - statistics must never fail a request
                self.failures += 1
                log.exception("access statistics for %d facts of %s not written", len(rows), tenant)
        self.written += written
        return written
