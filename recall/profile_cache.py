"""The profile cache: finished cards by (tenant, subject, asOf, knownAt, budget).

A write to a subject's slots (ingest, an audit decision, a retraction) drops that subject's
cards; a write whose subjects are not known (forgetting an episode) drops the tenant's. A
card read while such a write ran is not stored: each (tenant, subject) has a generation,
taken before the read and compared when the card is put. Entries also expire after
`ttl_seconds`, which bounds how long a card may miss a write made by another process (the
service keeps no state of its own: N workers each hold a cache). Thread-safe.
"""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable

from recall.profile import SubjectProfile


class ProfileCache:
    def __init__(
        self,
        max_entries: int = 2048,
        ttl_seconds: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.max_entries = max_entries
        self.ttl_seconds = ttl_seconds
        self._clock = clock
        self._lock = threading.Lock()
        self._entries: OrderedDict[tuple[Hashable, ...], tuple[float, SubjectProfile]] = (
            OrderedDict()
        )
        self._generations: dict[tuple[str, str], int] = {}
        self._tenant_generations: dict[str, int] = {}

    def generation(self, tenant: str, subject: str) -> tuple[int, int]:
        """Take before reading; hand to `put`."""
        with self._lock:
            return (self._tenant_generations.get(tenant, 0),
                    self._generations.get((tenant, subject), 0))  # fmt: skip

    def get(self, key: tuple[Hashable, ...]) -> SubjectProfile | None:
        with self._lock:
            found = self._entries.get(key)
            if found is None:
                return None
            stored_at, profile = found
            if self._clock() - stored_at > self.ttl_seconds:
                del self._entries[key]
                return None
            self._entries.move_to_end(key)
            return profile

    def put(self, key: tuple[Hashable, ...], profile: SubjectProfile,
            generation: tuple[int, int]) -> bool:  # fmt: skip
        """Store `profile` unless its subject was written since `generation` was taken."""
        tenant, subject = str(key[0]), str(key[1])
        with self._lock:
            now_gen = (self._tenant_generations.get(tenant, 0),
                       self._generations.get((tenant, subject), 0))  # fmt: skip
            if now_gen != generation or self.max_entries <= 0:
                return False
            self._entries[key] = (self._clock(), profile)
            self._entries.move_to_end(key)
            while len(self._entries) > self.max_entries:
                self._entries.popitem(last=False)
            return True

    def invalidate(self, tenant: str, subjects: Iterable[str] | None = None) -> int:
        """Drop the cards of `subjects` (subject keys) in `tenant`, or all the tenant's
        (None). Returns how many were dropped."""
        with self._lock:
            if subjects is None:
                self._tenant_generations[tenant] = self._tenant_generations.get(tenant, 0) + 1
                doomed = [k for k in self._entries if k[0] == tenant]
            else:
                wanted = set(subjects)
                for s in wanted:
                    self._generations[(tenant, s)] = self._generations.get((tenant, s), 0) + 1
                doomed = [k for k in self._entries if k[0] == tenant and k[1] in wanted]
            for k in doomed:
                del self._entries[k]
            return len(doomed)
