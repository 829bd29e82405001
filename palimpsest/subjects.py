"""The service's profile and case operations (a part of `MemoryService`, kept in its own
module): `profile` serves a subject's card from the cache (`recall.profile_cache`) or builds
it (`recall.profile_read` then `recall.profile`); `record_outcome` adds a case's outcome
(`resolver.cases`). The service's writes call `profiles_changed` with what they touched.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from graph.keys import subject_key
from graph.types import Episode, Outcome, OutcomeStatus
from palimpsest.errors import BadInput, LimitExceeded
from palimpsest.validation import MAX_FIELD_BYTES, outcome_problems, text_problems
from recall.profile import SubjectProfile, build_profile, render_profile
from recall.profile_cache import ProfileCache
from recall.profile_read import load_subject
from resolver.cases import record_outcome

if TYPE_CHECKING:
    from graph.db import Graph
    from palimpsest.settings import Settings

MAX_PRODUCED = 100  # facts one recordOutcome may link


class SubjectsAndCases:
    graph: Graph
    settings: Settings
    profile_cache: ProfileCache

    def _init_subjects(self) -> None:
        self.profile_cache = ProfileCache(
            max_entries=self.settings.profile_cache_entries,
            ttl_seconds=self.settings.profile_cache_seconds,
        )

    def _check_tenant(self, tenant: str) -> None:  # MemoryService's
        raise NotImplementedError

    # -- profiles ------------------------------------------------------------------------

    def profile(
        self,
        tenant: str,
        subject: str,
        as_of: datetime | None = None,
        known_at: datetime | None = None,
        max_tokens: int = 600,
    ) -> SubjectProfile:
        """The subject's card (recall.profile) as it stood at `as_of` and as known at
        `known_at`, with its prompt under `max_tokens`; `cached` says where it came from."""
        self._check_tenant(tenant)
        subject = (subject or "").strip()
        problems = text_problems("subject", subject, MAX_FIELD_BYTES)
        if not subject:
            problems.append("subject: must not be empty")
        for name, when in (("asOf", as_of), ("knownAt", known_at)):
            if when is not None and (when.tzinfo is None or when.utcoffset() is None):
                problems.append(f"{name}: needs a timezone offset")
        if max_tokens < 1:
            problems.append("maxTokens: must be at least 1")
        if problems:
            raise BadInput("invalid profile request", details=problems)
        who = subject_key(subject)
        key = (tenant, who, as_of, known_at, max_tokens)
        found = self.profile_cache.get(key)
        if found is not None:
            return found
        generation = self.profile_cache.generation(tenant, who)
        slots = self.graph.read(lambda tx: load_subject(tx, tenant, subject, as_of, known_at),
                                tenant)  # fmt: skip
        card = build_profile(subject, slots, datetime.now(UTC), as_of, known_at)
        card.prompt, card.token_estimate = render_profile(card, max_tokens)
        self.profile_cache.put(key, _as_cached(card), generation)
        return card

    def profiles_changed(self, tenant: str, slots: Iterable[tuple[str, str]] | None) -> None:
        """Drop the cached cards of the subjects of `slots` ((subject, attribute) pairs), or
        all the tenant's (None)."""
        subjects = None if slots is None else {subject_key(s) for s, _ in slots}
        if subjects is None or subjects:
            self.profile_cache.invalidate(tenant, subjects)

    def profiles_changed_by_facts(self, tenant: str, uids: Sequence[str | None]) -> None:
        """Drop the cached cards of the subjects of these facts (e.g. an audit decision's)."""
        from graph import reads

        found = reads.facts_by_uid(self.graph, tenant, [u for u in uids if u])
        self.profiles_changed(tenant, [(f.subject, f.attribute) for f in found.values()])

    # -- cases ---------------------------------------------------------------------------

    def record_outcome(
        self,
        tenant: str,
        episode_uid: str,
        status: OutcomeStatus,
        result: str | None = None,
        lesson: str | None = None,
        trigger: str | None = None,
        produced_fact_uids: Sequence[str] = (),
    ) -> Episode:
        """Add (or change) the outcome of a case; idempotent (resolver.cases)."""
        self._check_tenant(tenant)
        if len(produced_fact_uids) > MAX_PRODUCED:
            raise LimitExceeded(
                f"producedFactIds: {len(produced_fact_uids)} exceeds the limit of {MAX_PRODUCED}"
            )
        result, lesson = _text(result), _text(lesson)
        trigger = _text(trigger)
        outcome = Outcome(OutcomeStatus(status), result, lesson)
        problems = outcome_problems("outcome", outcome)
        problems += text_problems("trigger", trigger, MAX_FIELD_BYTES)
        problems += [p for i, u in enumerate(produced_fact_uids)
                     for p in text_problems(f"producedFactIds[{i}]", u, 256)]  # fmt: skip
        if problems:
            raise BadInput("invalid outcome; nothing was recorded", details=problems)
        return self.graph.write(
            lambda tx: record_outcome(tx, tenant, episode_uid, outcome, trigger,
                                      list(produced_fact_uids), datetime.now(UTC)),
            tenant,
        )  # fmt: skip


def _text(value: str | None) -> str | None:
    return value.strip() or None if isinstance(value, str) else value


def _as_cached(card: SubjectProfile) -> SubjectProfile:
    from dataclasses import replace

    return replace(card, cached=True)
