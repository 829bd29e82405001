"""The write path through MemoryService against the real Neo4j: the scripted scenario of
issue 3, idempotency, atomic batches, review, retraction, forgetting; doctor after each step."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from graph.invariants import check_invariants
from graph.types import AuditStatus, FactRole, Relation, StructuredFactInput
from palimpsest.errors import AlreadyDecided, BadInput, NotFound
from palimpsest.service import MemoryService

pytestmark = pytest.mark.integration


def d(year: int, month: int = 1, day: int = 1) -> datetime:
    return datetime(year, month, day, tzinfo=UTC)


def fact(attribute: str, value: str, when: datetime, text: str, **kw) -> StructuredFactInput:
    return StructuredFactInput("user", attribute, value, when, text, **kw)


@pytest.fixture(scope="module")
def service(graph) -> MemoryService:
    return MemoryService(graph)


def roles(service: MemoryService, tenant: str, attribute: str) -> dict[str, str]:
    view = service.slot(tenant, "user", attribute)
    assert view is not None
    return {f.value: f.role.value for f in view.facts}


def assert_doctor_clean(graph, tenant: str) -> None:
    problems = {k: v for k, v in check_invariants(graph, tenant).items() if v}
    assert problems == {}


def test_scripted_scenario(service: MemoryService, graph, tenant: str) -> None:
    # 1. Move city: supersede.
    r = service.ingest_facts(tenant, [fact("home_city", "Shanghai", d(2022), "I live in Shanghai")])
    assert (r.accepted, r.facts_created) == (1, 1)
    r = service.ingest_facts(
        tenant, [fact("home_city", "Hangzhou", d(2024, 3), "I moved to Hangzhou")]
    )
    assert r.superseded == 1
    assert roles(service, tenant, "home_city") == {"Shanghai": "historical", "Hangzhou": "current"}
    assert_doctor_clean(graph, tenant)

    # 2. Plan a job change: a transition; the employer stays.
    service.ingest_facts(tenant, [fact("employer", "Alibaba", d(2021), "I work at Alibaba")])
    r = service.ingest_facts(
        tenant, [fact("employer", "Tencent", d(2024, 5), "I'm planning to join Tencent")]
    )
    assert r.transitions == 1
    assert roles(service, tenant, "employer") == {"Alibaba": "current", "Tencent": "transition"}
    assert_doctor_clean(graph, tenant)

    # 3. Complete it: supersede, and the transition evolves into the new current fact.
    r = service.ingest_facts(
        tenant, [fact("employer", "Tencent", d(2024, 7), "I have now switched to Tencent")]
    )
    assert r.superseded == 1
    view = service.slot(tenant, "user", "employer")
    by_role = {(f.value, f.role) for f in view.facts}
    assert ("Alibaba", FactRole.HISTORICAL) in by_role
    assert ("Tencent", FactRole.CURRENT) in by_role
    kinds = {e.type.value for e in view.edges}
    assert {"SUPERSEDES", "EVOLVES_TO"} <= kinds
    assert_doctor_clean(graph, tenant)

    # 4. A second language: coexisting.
    service.ingest_facts(tenant, [fact("spoken_language", "English", d(2020), "I speak English")])
    r = service.ingest_facts(
        tenant, [fact("spoken_language", "French", d(2024), "I also speak French")]
    )
    assert r.coexisting == 1
    assert roles(service, tenant, "spoken_language") == {
        "English": "current",
        "French": "coexisting",
    }
    assert_doctor_clean(graph, tenant)

    # 5. A scoped editor exception: VS Code stays current.
    service.ingest_facts(tenant, [fact("editor", "VS Code", d(2023), "I use VS Code")])
    r = service.ingest_facts(
        tenant,
        [fact("editor", "Emacs", d(2024), "For project Atlas I use Emacs", scope="project Atlas")],
    )
    assert roles(service, tenant, "editor") == {"VS Code": "current", "Emacs": "scoped_exception"}
    assert_doctor_clean(graph, tenant)

    # 6. Out of order: "back in 2021" becomes historical directly.
    r = service.ingest_facts(
        tenant, [fact("home_city", "Beijing", d(2021), "Back in 2021 I lived in Beijing")]
    )
    assert roles(service, tenant, "home_city")["Beijing"] == "historical"
    assert roles(service, tenant, "home_city")["Hangzhou"] == "current"
    assert_doctor_clean(graph, tenant)

    # 7. An ambiguous high-risk change is queued, then approved.
    service.ingest_facts(tenant, [fact("bank", "HSBC", d(2020), "My bank is HSBC")])
    r = service.ingest_facts(tenant, [fact("bank", "Chase", d(2024), "My bank is Chase")])
    assert r.queued_for_review == 1
    assert roles(service, tenant, "bank") == {"HSBC": "current", "Chase": "pending_review"}
    queue = service.audit_queue(tenant)
    assert queue.total == 1
    item = queue.items[0]
    assert item.status is AuditStatus.PENDING and item.proposed is Relation.SUPERSEDES
    decided = service.decide_audit(tenant, item.uid, Relation.SUPERSEDES, "confirmed", "tester")
    assert decided.status is AuditStatus.APPROVED and decided.decided_by == "tester"
    assert roles(service, tenant, "bank") == {"HSBC": "historical", "Chase": "current"}
    with pytest.raises(AlreadyDecided):
        service.decide_audit(tenant, item.uid, Relation.COEXISTS_WITH, None, "someone else")
    assert service.audit_queue(tenant).total == 0
    assert_doctor_clean(graph, tenant)

    # 8. Retracting the move restores the old value.
    hangzhou = next(f for f in service.slot(tenant, "user", "home_city").facts
                    if f.value == "Hangzhou")  # fmt: skip
    retracted = service.retract_fact(tenant, hangzhou.uid, "wrong: I never moved")
    assert retracted.role is FactRole.RETRACTED
    assert roles(service, tenant, "home_city") == {
        "Shanghai": "current",
        "Hangzhou": "retracted",
        "Beijing": "historical",
    }
    assert_doctor_clean(graph, tenant)
    stats = service.stats(tenant)
    assert stats.audit_decided == 1 and stats.overturn_rate == 0.0


def test_idempotent_retry_writes_nothing(service: MemoryService, tenant: str) -> None:
    batch = [
        fact("pet", "cat", d(2023), "I have a cat"),
        fact("diet", "vegan", d(2023), "I am vegan"),
    ]
    first = service.ingest_facts(tenant, batch)
    again = service.ingest_facts(tenant, batch)
    assert (first.accepted, first.duplicates, first.facts_created) == (2, 0, 2)
    assert (again.accepted, again.duplicates, again.facts_created) == (0, 2, 0)
    assert again.episode_ids == first.episode_ids
    assert service.stats(tenant).facts == 2


def test_retried_conversation_batch_is_not_extracted_again(
    service: MemoryService, tenant: str, monkeypatch
) -> None:  # noqa: ANN001
    from graph.types import EpisodeInput
    from palimpsest.errors import Unavailable

    turns = [EpisodeInput(text="I moved to Lisbon last year.", occurred_at=d(2024, 3, 1),
                          speaker="Ana", session_id="s1"),
             EpisodeInput(text="My sister Rita is a nurse.", occurred_at=d(2024, 3, 2),
                          speaker="Ana", session_id="s1")]  # fmt: skip
    first = service.ingest(tenant, turns)
    assert first.accepted == 2 and first.facts_created >= 2
    extracted: list[str] = []
    real = service.extractor.extract_batch

    def spy(episodes):  # noqa: ANN001, ANN202
        extracted.extend(e.text for e in episodes)
        return real(episodes)

    monkeypatch.setattr(service.extractor, "extract_batch", spy)
    again = service.ingest(tenant, [*turns, EpisodeInput(text="I also speak Portuguese.",
                                                         occurred_at=d(2024, 3, 3), speaker="Ana",
                                                         session_id="s1")])  # fmt: skip
    assert extracted == ["I also speak Portuguese."]  # the two stored turns cost nothing
    assert (again.accepted, again.duplicates) == (1, 2)
    assert again.episode_ids[:2] == first.episode_ids
    # An episode judged stored before extraction but gone by the write (forgotten meanwhile):
    # the batch is refused whole and can be retried.
    before = service.stats(tenant)
    monkeypatch.setattr(service, "_mark_stored", lambda t, prepared: [
        *(setattr(p, "stored", True) or p for p in prepared)])  # fmt: skip
    with pytest.raises(Unavailable, match="retry the batch"):
        service.ingest(tenant, [EpisodeInput(text="I now live in Porto.", occurred_at=d(2024, 4),
                                             speaker="Ana", session_id="s1")])  # fmt: skip
    after = service.stats(tenant)
    assert (after.episodes, after.facts) == (before.episodes, before.facts)


def test_idempotency_key_wins_over_content(service: MemoryService, tenant: str) -> None:
    a = fact("pet", "dog", d(2023), "I have a dog", idempotency_key="req-1")
    b = fact("pet", "dog", d(2023), "I have a dog (resent)", idempotency_key="req-1")
    assert service.ingest_facts(tenant, [a]).accepted == 1
    assert service.ingest_facts(tenant, [b]).duplicates == 1


def test_bad_batch_writes_nothing(service: MemoryService, tenant: str) -> None:
    good = fact("pet", "cat", d(2023), "I have a cat")
    naive = StructuredFactInput("user", "pet", "dog", datetime(2023, 1, 1), "I have a dog")
    empty = fact("pet", "fish", d(2023), "   ")
    with pytest.raises(BadInput) as err:
        service.ingest_facts(tenant, [good, naive, empty])
    assert any("timezone" in p for p in err.value.details)
    assert any("empty" in p for p in err.value.details)
    assert service.stats(tenant).episodes == 0
    huge = fact("pet", "cat", d(2023), "x" * (64 * 1024 + 1))
    with pytest.raises(BadInput, match="invalid"):
        service.ingest_facts(tenant, [huge])
    with pytest.raises(BadInput, match="tenant"):
        service.ingest_facts("bad tenant!", [good])


def test_reject_and_amend_count_as_overturns(service: MemoryService, tenant: str) -> None:
    first = [
        fact("bank", "HSBC", d(2020), "My bank is HSBC"),
        fact("partner", "Ann", d(2020), "My partner is Ann"),
    ]
    service.ingest_facts(tenant, first)
    then = [
        fact("bank", "Chase", d(2024), "My bank is Chase"),
        fact("partner", "Bo", d(2024), "My partner is Bo"),
    ]
    service.ingest_facts(tenant, then)
    items = service.audit_queue(tenant).items
    assert len(items) == 2
    bank = next(i for i in items if service.fact(tenant, i.new_fact_uid).attribute == "bank")
    partner = next(i for i in items if i is not bank)
    service.decide_audit(tenant, bank.uid, None, "not true", "tester")
    service.decide_audit(tenant, partner.uid, Relation.COEXISTS_WITH, None, "tester")
    assert roles(service, tenant, "bank") == {"HSBC": "current", "Chase": "retracted"}
    assert service.stats(tenant).overturn_rate == 1.0
    statuses = {i.status for i in service.audit_queue(tenant, status=None).items}
    assert statuses == {AuditStatus.REJECTED, AuditStatus.AMENDED}


def test_forget_episode_removes_sole_facts_and_restores(
    service: MemoryService, graph, tenant: str
) -> None:
    service.ingest_facts(tenant, [fact("home_city", "Paris", d(2020), "I live in Paris")])
    r = service.ingest_facts(tenant, [fact("home_city", "Rome", d(2023), "I moved to Rome")])
    rome_episode = r.episode_ids[0]
    receipt = service.forget_episode(tenant, rome_episode)
    assert (receipt.facts_deleted, receipt.facts_restored) == (1, 1)
    assert roles(service, tenant, "home_city") == {"Paris": "current"}
    assert service.episode(tenant, rome_episode) is None
    with pytest.raises(NotFound):
        service.forget_episode(tenant, rome_episode)
    assert_doctor_clean(graph, tenant)


def test_forget_shared_episode_only_unlinks(service: MemoryService, graph, tenant: str) -> None:
    r1 = service.ingest_facts(tenant, [fact("pet", "cat", d(2023), "I have a cat")])
    service.ingest_facts(tenant, [fact("pet", "cat", d(2023, 2), "my cat, as I said")])
    receipt = service.forget_episode(tenant, r1.episode_ids[0])
    assert (receipt.facts_deleted, receipt.facts_unlinked) == (0, 1)
    cat = service.slot(tenant, "user", "pet").facts[0]
    assert [e.text for e in service.fact_sources(tenant, cat.uid)] == ["my cat, as I said"]
    assert_doctor_clean(graph, tenant)


def test_other_tenant_sees_nothing(service: MemoryService, tenant: str) -> None:
    service.ingest_facts(tenant, [fact("home_city", "Oslo", d(2023), "I live in Oslo")])
    other = tenant + "-other"
    try:
        assert service.slot(other, "user", "home_city") is None
        uid = service.slot(tenant, "user", "home_city").facts[0].uid
        assert service.fact(other, uid) is None
        with pytest.raises(NotFound):
            service.retract_fact(other, uid, "not mine")
        assert service.fact(tenant, uid).role is FactRole.CURRENT
    finally:
        service.graph.delete_tenant(other)
