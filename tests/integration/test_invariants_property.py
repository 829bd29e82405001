"""Property: random sequences of ingest / structured ingest / decide / retract / forget across
two tenants keep every invariant of DESIGN.md and never leak across tenants (real Neo4j)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from graph.invariants import check_invariants
from graph.types import EpisodeInput, Relation, StructuredFactInput
from palimpsest.errors import AlreadyDecided, BadInput, NotFound
from palimpsest.service import MemoryService

pytestmark = pytest.mark.integration

ATTRIBUTES = ["home_city", "employer", "bank", "spoken_language", "editor", "pet"]
VALUES = ["Paris", "Rome", "Oslo", "Acme", "Globex", "cat", "Vim", "Emacs"]
TEMPLATES = [
    "My {a} is {v}.",
    "I now switched my {a} to {v}.",
    "I'm planning to change my {a} to {v}.",
    "Back in 2019 my {a} was {v}.",
    "For project Atlas my {a} is {v}.",
    "I considered {v} but stayed with my {a}.",
]
EPISODE_TEXTS = [
    "I live in Paris.",
    "I moved to Rome.",
    "I work at Acme.",
    "I'm thinking about moving to Oslo.",
    "We switched from npm to pnpm because npm kept breaking the lockfile.",
    "I use Vim.",
]
BASE = datetime(2020, 1, 1, tzinfo=UTC)

structured = st.tuples(
    st.just("facts"),
    st.sampled_from(ATTRIBUTES),
    st.sampled_from(VALUES),
    st.sampled_from(TEMPLATES),
    st.integers(0, 60),
)
episode = st.tuples(st.just("ingest"), st.sampled_from(EPISODE_TEXTS), st.integers(0, 60))
decide = st.tuples(st.just("decide"), st.sampled_from(list(Relation) + [None]), st.integers(0, 9))
retract = st.tuples(st.just("retract"), st.integers(0, 99))
forget = st.tuples(st.just("forget"), st.integers(0, 99))
operation = st.tuples(
    st.sampled_from([0, 1]), st.one_of(structured, episode, decide, retract, forget)
)


def run_op(service: MemoryService, tenant: str, op: tuple) -> None:
    kind = op[0]
    if kind == "facts":
        _, attribute, value, template, month = op
        text = template.format(a=attribute.replace("_", " "), v=value)
        when = BASE + timedelta(days=30 * month)
        service.ingest_facts(tenant, [StructuredFactInput("user", attribute, value, when, text)])
    elif kind == "ingest":
        _, text, month = op
        service.ingest(
            tenant, [EpisodeInput(text, BASE + timedelta(days=30 * month), speaker="user")]
        )
    elif kind == "decide":
        _, relation, pick = op
        items = service.audit_queue(tenant).items
        if items:
            try:
                service.decide_audit(tenant, items[pick % len(items)].uid, relation, None, "prop")
            except BadInput:
                pass  # e.g. DUPLICATE with no existing fact: refused, nothing written
    elif kind == "retract":
        page = service.facts(tenant, first=200)
        if page.items:
            service.retract_fact(tenant, page.items[op[1] % len(page.items)].uid, "property test")
    elif kind == "forget":
        page = service.episodes(tenant, first=200)
        if page.items:
            service.forget_episode(tenant, page.items[op[1] % len(page.items)].uid)


@pytest.fixture(scope="module")
def service(graph) -> MemoryService:
    return MemoryService(graph)


EXAMPLES: list[int] = []


@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(ops=st.lists(operation, min_size=3, max_size=10))
def test_random_operations_keep_invariants(service: MemoryService, graph, ops) -> None:
    tenants = [f"prop-{uuid.uuid4().hex[:8]}", f"prop-{uuid.uuid4().hex[:8]}"]
    EXAMPLES.append(len(ops))
    try:
        for who, op in ops:
            run_op(service, tenants[who], op)
            for tenant in tenants:
                problems = {k: v for k, v in check_invariants(graph, tenant).items() if v}
                assert problems == {}, (op, problems)
        # No leak: every uid one tenant can list is invisible to the other.
        for me, other in (tenants, tenants[::-1]):
            uids = [f.uid for f in service.facts(me, first=200).items]
            assert service.facts_by_uid(other, uids) == {}
            for uid in uids[:3]:
                with pytest.raises(NotFound):
                    service.retract_fact(other, uid, "not mine")
            episodes = [e.uid for e in service.episodes(me, first=200).items]
            for uid in episodes[:3]:
                assert service.episode(other, uid) is None
                with pytest.raises(NotFound):
                    service.forget_episode(other, uid)
            for item in service.audit_queue(me).items[:2]:
                with pytest.raises((NotFound, AlreadyDecided)):
                    service.decide_audit(other, item.uid, Relation.SUPERSEDES, None, "x")
    finally:
        for tenant in tenants:
            graph.delete_tenant(tenant)


def test_property_run_tried_examples() -> None:
    """Runs after the property test in file order: it must have tried real examples."""
    assert len(EXAMPLES) >= 10, EXAMPLES
    print(f"property test tried {len(EXAMPLES)} examples, {sum(EXAMPLES)} operations")
