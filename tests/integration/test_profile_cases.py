"""Issue 17 acceptance against the real Neo4j: a subject's profile card (now, asOf a past date,
invalidated by an ingest and by an audit decision) and cases with outcomes (three tries of
one trigger recalled newest first with their outcomes; "did it work" in English and Chinese;
"why did we switch to pnpm, and did it work?" gets the cause and the outcome)."""

from __future__ import annotations

import time
from datetime import UTC, datetime

import pytest

from graph.types import (
    EpisodeInput,
    EpisodeKind,
    Outcome,
    OutcomeStatus,
    Relation,
    StructuredFactInput,
)
from palimpsest.errors import BadInput, NotFound
from palimpsest.service import MemoryService

pytestmark = pytest.mark.integration


def _at(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, 10, tzinfo=UTC)


def _say(text: str, when: datetime, **kw: object) -> EpisodeInput:
    return EpisodeInput(text=text, occurred_at=when, speaker="user", **kw)  # type: ignore[arg-type]


LIFE = [  # in time order: moves, a job change, a scoped exception, a plan, an abandoned plan
    ("I live in Berlin.", _at(2019, 1, 5)),
    ("I work at Siemens.", _at(2019, 2, 1)),
    ("My editor is VS Code.", _at(2019, 3, 1)),
    ("I moved to Lisbon.", _at(2022, 6, 1)),
    ("I'm thinking about switching my editor to Emacs.", _at(2023, 2, 1)),
    ("I considered Emacs but stayed with VS Code.", _at(2023, 5, 1)),
    ("I now work at Google.", _at(2023, 9, 1)),
    ("I'm planning to move to Porto.", _at(2024, 1, 10)),
]


@pytest.fixture
def service(graph) -> MemoryService:  # noqa: ANN001
    return MemoryService(graph)


def _values(card, domain: str) -> dict[str, str]:  # noqa: ANN001
    for d in card.domains:
        if d.name == domain:
            return {s.attribute: s.fact.value for s in d.states}
    return {}


def _life(service: MemoryService, tenant: str) -> None:
    for text, when in LIFE:
        service.ingest(tenant, [_say(text, when)])
    # A scoped exception, stated as a structured fact with its scope.
    service.ingest_facts(tenant, [StructuredFactInput(
        subject="user", attribute="editor", value="Vim", valid_from=_at(2023, 10, 1),
        text="For client work I use Vim", scope="client work", source="user",
    )])  # fmt: skip


def test_the_card_now_and_as_of_a_past_date(service: MemoryService, tenant: str) -> None:
    _life(service, tenant)
    card = service.profile(tenant, "user")
    assert _values(card, "home") == {"home_city": "Lisbon"}
    assert _values(card, "work") == {"employer": "Google"}
    editor = next(s for d in card.domains for s in d.states if s.attribute == "editor")
    assert editor.fact.value == "VS Code"
    assert editor.since == _at(2019, 3, 1)
    assert [(e.value, e.scope) for e in editor.exceptions] == [("Vim", "client work")]
    assert [(t.attribute, t.fact.value, t.from_value) for t in card.in_flight] == [
        ("home_city", "Porto", "Lisbon")
    ]
    assert [(t.attribute, t.fact.value) for t in card.abandoned] == [("editor", "Emacs")]
    changes = [(c.attribute, c.old.value, c.new.value) for c in card.changes]
    assert changes[:2] == [("employer", "Siemens", "Google"), ("home_city", "Berlin", "Lisbon")]
    assert {t.attribute for t in card.traits} >= {"editor"}
    assert "Lisbon" in card.prompt and "Porto" in card.prompt and "Berlin → Lisbon" in card.prompt
    assert 0 < card.token_estimate <= 600 and not card.cached
    print(card.prompt)

    past = service.profile(tenant, "user", as_of=_at(2023, 3, 1))
    assert _values(past, "home") == {"home_city": "Lisbon"}
    assert _values(past, "work") == {"employer": "Siemens"}
    assert [(t.attribute, t.fact.value) for t in past.in_flight] == [("editor", "Emacs")]
    assert past.abandoned == [] and "Porto" not in past.prompt
    older = service.profile(tenant, "user", as_of=_at(2020, 1, 1))
    assert _values(older, "home") == {"home_city": "Berlin"} and older.changes == []
    assert older.in_flight == [] and "As of: 2020-01-01" in older.prompt

    tight = service.profile(tenant, "user", max_tokens=80)
    assert 0 < tight.token_estimate <= 80 and "Google" in tight.prompt


def test_the_cache_is_dropped_by_an_ingest_and_by_an_audit_decision(
    service: MemoryService, tenant: str
) -> None:
    service.ingest_facts(tenant, [StructuredFactInput(
        subject="user", attribute="bank", value="HSBC", valid_from=_at(2022, 1, 1),
        text="Profile import: bank HSBC")])  # fmt: skip
    first = service.profile(tenant, "user")
    assert not first.cached and _values(first, "home") == {"bank": "HSBC"}
    assert service.profile(tenant, "user").cached

    service.ingest(tenant, [_say("I live in Hangzhou.", _at(2023, 1, 1))])
    after_ingest = service.profile(tenant, "user")
    assert not after_ingest.cached
    assert _values(after_ingest, "home") == {"bank": "HSBC", "home_city": "Hangzhou"}
    # Another subject's write leaves the card cached.
    service.ingest(tenant, [EpisodeInput(text="I live in Oslo.", occurred_at=_at(2023, 2, 1),
                                         speaker="Maria")])  # fmt: skip
    assert service.profile(tenant, "user").cached

    receipt = service.ingest_facts(tenant, [StructuredFactInput(
        subject="user", attribute="bank", value="Chase", valid_from=_at(2024, 4, 1),
        text="Card statement from Chase")])  # fmt: skip
    assert receipt.queued_for_review == 1
    queued = service.profile(tenant, "user")
    assert [(r.attribute, r.fact.value, r.existing.value if r.existing else None)
            for r in queued.pending] == [("bank", "Chase", "HSBC")]  # fmt: skip
    assert "[unconfirmed] bank: Chase" in queued.prompt
    assert service.profile(tenant, "user").cached

    item = service.audit_queue(tenant).items[0]
    service.decide_audit(tenant, item.uid, Relation.SUPERSEDES)
    decided = service.profile(tenant, "user")
    assert not decided.cached and decided.pending == []
    assert _values(decided, "home")["bank"] == "Chase"
    assert [(c.old.value, c.new.value) for c in decided.changes if c.attribute == "bank"] == [
        ("HSBC", "Chase")
    ]


def test_profile_input_errors_and_tenants(service: MemoryService, tenant: str) -> None:
    service.ingest(tenant, [_say("I live in Berlin.", _at(2020, 1, 1))])
    with pytest.raises(BadInput):
        service.profile(tenant, "  ")
    with pytest.raises(BadInput):
        service.profile(tenant, "user", as_of=datetime(2020, 1, 1))  # noqa: DTZ001
    other = f"{tenant}-other"
    try:
        assert service.profile(other, "user").empty
        assert "Nothing is remembered" in service.profile(other, "user").prompt
    finally:
        service.graph.delete_tenant(other)


TRIES = [  # the same trigger three times, different outcomes
    ("The nightly build ran out of memory; we raised the JVM heap to 4 GB.", _at(2024, 1, 10),
     Outcome(OutcomeStatus.FAILURE, "still ran out of memory", "heap was not the cause")),
    ("The nightly build ran out of memory; we split the integration tests into two jobs.",
     _at(2024, 2, 12), Outcome(OutcomeStatus.PARTIAL, "fewer failures, one a week",
                               "the test suite is the load")),
    ("The nightly build ran out of memory; we moved the build to the 16 GB runner.",
     _at(2024, 3, 15), Outcome(OutcomeStatus.SUCCESS, "green for a month", "size runners to load")),
]  # fmt: skip
TRIGGER = "nightly build out of memory"


def _tries(service: MemoryService, tenant: str) -> list[str]:
    ids = []
    for text, when, outcome in TRIES:
        receipt = service.ingest(tenant, [EpisodeInput(
            text=text, occurred_at=when, kind=EpisodeKind.CASE, trigger=TRIGGER,
            outcome=outcome if outcome.status is not OutcomeStatus.SUCCESS else None,
        )])  # fmt: skip
        ids += receipt.episode_ids
    # The last try's outcome comes later.
    service.record_outcome(tenant, ids[-1], OutcomeStatus.SUCCESS, "green for a month",
                           "size runners to load")  # fmt: skip
    return ids


def test_three_tries_of_one_trigger_recalled_newest_first_with_outcomes(
    service: MemoryService, tenant: str
) -> None:
    ids = _tries(service, tenant)
    packet = service.evidence(tenant, "What happened the last time the nightly build ran out "
                                      "of memory?")  # fmt: skip
    got = [(c.episode.uid, c.episode.outcome.status.value if c.episode.outcome else None)
           for c in packet.cases]  # fmt: skip
    assert got == [(ids[2], "success"), (ids[1], "partial"), (ids[0], "failure")]
    assert all(c.episode.trigger == TRIGGER for c in packet.cases)
    assert "## Cases" in packet.prompt and "outcome: success (green for a month)" in packet.prompt
    print(packet.prompt)
    # asOf before the last try: two cases; a question that does not ask gets none.
    before = service.evidence(tenant, "did it work when the nightly build ran out of memory?",
                              as_of=_at(2024, 3, 1))  # fmt: skip
    assert [c.episode.uid for c in before.cases] == [ids[1], ids[0]]
    assert service.evidence(tenant, "Where do I live?").cases == []


def test_a_case_read_at_known_at_shows_the_outcome_it_had_then(
    service: MemoryService, tenant: str
) -> None:
    ids = _tries(service, tenant)
    between = datetime.now(UTC)
    time.sleep(0.01)
    service.record_outcome(tenant, ids[-1], OutcomeStatus.FAILURE, "OOM again in May")
    question = "What happened the last time the nightly build ran out of memory?"

    def last(known_at: datetime | None) -> tuple[str, str | None]:
        out = service.evidence(tenant, question, known_at=known_at).cases[0].episode.outcome
        assert out is not None
        return out.status.value, out.result

    assert last(between) == ("success", "green for a month")
    assert last(None) == ("failure", "OOM again in May")


@pytest.mark.parametrize(
    "question",
    ["Did it work when we fixed the nightly build running out of memory?",
     "上次 nightly build 内存不够的时候，我们的办法有用吗？结果怎么样？"],
)  # fmt: skip
def test_did_it_work_in_english_and_chinese(
    service: MemoryService, tenant: str, question: str
) -> None:
    ids = _tries(service, tenant)
    packet = service.evidence(tenant, question)
    assert packet.cases and packet.cases[0].episode.uid == ids[2]
    assert packet.cases[0].episode.outcome is not None
    assert packet.cases[0].episode.outcome.status is OutcomeStatus.SUCCESS
    assert "outcome: success" in packet.prompt


RESULT, LESSON = "CI installs went from 4 min to 40 s", "pnpm's store pays off"


def test_why_did_we_switch_to_pnpm_and_did_it_work(service: MemoryService, tenant: str) -> None:
    service.ingest(tenant, [_say("We use npm as our package manager.", _at(2023, 1, 5))])
    receipt = service.ingest(tenant, [EpisodeInput(
        text="Because npm installs were too slow in CI, we switched to pnpm.",
        occurred_at=_at(2024, 2, 1), speaker="user", kind=EpisodeKind.CASE,
        trigger="slow npm installs in CI")])  # fmt: skip
    case_id = receipt.episode_ids[0]
    case = service.record_outcome(tenant, case_id, OutcomeStatus.SUCCESS, RESULT, LESSON)
    # Idempotent: the same outcome again changes nothing.
    again = service.record_outcome(tenant, case_id, OutcomeStatus.SUCCESS, RESULT, LESSON)
    assert again.outcome == case.outcome
    packet = service.evidence(tenant, "Why did we switch to pnpm, and did it work?")
    assert any(i.fact.value == "pnpm" for i in packet.current if i.fact is not None)
    assert packet.cases and packet.cases[0].episode.uid == case_id
    assert packet.cases[0].why == "produced a fact in this packet"
    pnpm = next(i.fact for i in packet.current if i.fact is not None and i.fact.value == "pnpm")
    assert pnpm.uid in packet.cases[0].produced
    assert packet.causal_chains or "too slow" in packet.prompt
    assert "outcome: success (CI installs went from 4 min to 40 s)" in packet.prompt
    print(packet.prompt)


def test_record_outcome_is_validated_and_tenant_isolated(
    service: MemoryService, tenant: str
) -> None:
    plain = service.ingest(tenant, [_say("I live in Berlin.", _at(2020, 1, 1))]).episode_ids[0]
    with pytest.raises(BadInput, match="trigger"):
        service.record_outcome(tenant, plain, OutcomeStatus.SUCCESS, "ok")
    with pytest.raises(NotFound):
        service.record_outcome(tenant, "no-such-episode", OutcomeStatus.SUCCESS, trigger="x")
    with pytest.raises(BadInput):
        service.ingest(tenant, [EpisodeInput(text="x", occurred_at=_at(2020, 1, 1),
                                             kind=EpisodeKind.CASE)])  # fmt: skip
    with pytest.raises(BadInput):
        service.ingest(tenant, [EpisodeInput(text="x", occurred_at=_at(2020, 1, 1),
                                             kind=EpisodeKind.MESSAGE, trigger="t")])  # fmt: skip
    other = f"{tenant}-other"
    try:
        with pytest.raises(NotFound):
            service.record_outcome(other, plain, OutcomeStatus.SUCCESS, trigger="moving")
        foreign = service.ingest(other, [_say("I live in Oslo.", _at(2020, 1, 1))])
        fact = service.facts(other).items[0].uid
        with pytest.raises(BadInput, match="unknown facts"):
            service.record_outcome(tenant, plain, OutcomeStatus.SUCCESS, trigger="moving",
                                   produced_fact_uids=[fact])  # fmt: skip
        assert foreign.accepted == 1
    finally:
        service.graph.delete_tenant(other)
    # A rejected produced link recorded nothing: the episode is still a message.
    assert service.episode(tenant, plain).kind is EpisodeKind.MESSAGE  # type: ignore[union-attr]
    changed = service.record_outcome(tenant, plain, OutcomeStatus.PARTIAL, "half", trigger="moving")
    assert changed.kind is EpisodeKind.CASE and changed.trigger == "moving"
    replaced = service.record_outcome(tenant, plain, OutcomeStatus.SUCCESS, "all")
    assert replaced.outcome is not None and replaced.outcome.status is OutcomeStatus.SUCCESS
