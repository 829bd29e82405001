"""neomodel node -> domain dataclass conversion (graph/nodes.py), no database."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import pytest

from graph import nodes
from graph.types import (
    AuditStatus,
    Cardinality,
    Entity,
    FactRole,
    FactSource,
    MemoryType,
    Relation,
    Risk,
)

pytestmark = pytest.mark.unit

BERLIN = ZoneInfo("Europe/Berlin")


def test_fact_conversion_defaults_and_fixed_offsets() -> None:
    node = nodes.FactNode(
        uid="f1", tenant="t", text="I live in Berlin", subject="user", attribute="home_city",
        value="Berlin", role="historical", valid_from=datetime(2024, 6, 1, 12, tzinfo=BERLIN),
        valid_until=datetime(2025, 1, 1, tzinfo=UTC), recorded_at=datetime(2025, 1, 2, tzinfo=UTC),
        confidence=0.9, source="tool", memory_type="episodic", access_count=3,
    )  # fmt: skip
    f = nodes.to_fact(node)
    assert (f.uid, f.tenant, f.value, f.role) == ("f1", "t", "Berlin", FactRole.HISTORICAL)
    assert (f.source, f.memory_type, f.access_count) == (FactSource.TOOL, MemoryType.EPISODIC, 3)
    assert (f.kind, f.extractor, f.scope, f.expired_at) == ("preference", "rules", None, None)
    # A named zone becomes its fixed offset, as `toString()` on the Cypher paths gives it.
    assert f.valid_from == datetime(2024, 6, 1, 12, tzinfo=BERLIN)
    assert f.valid_from.tzinfo == timezone(timedelta(hours=2))
    assert f.valid_from.isoformat() == "2024-06-01T12:00:00+02:00"
    assert f.valid_until.isoformat() == "2025-01-01T00:00:00+00:00"


def test_episode_conversion_keeps_parsed_metadata() -> None:
    when = datetime(2024, 5, 2, tzinfo=UTC)
    base = {"uid": "e1", "tenant": "t", "text": "hi", "occurred_at": when, "recorded_at": when}
    ep = nodes.to_episode(nodes.EpisodeNode(**base, metadata={"a": 1}, seq=2))
    assert (ep.metadata, ep.seq, ep.source, ep.content_hash) == ({"a": 1}, 2, "user", "")
    assert nodes.to_episode(nodes.EpisodeNode(**base)).metadata == {}


def test_slot_entity_and_audit_conversion() -> None:
    slot = nodes.to_slot(nodes.StateSlotNode(uid="s1", tenant="t", key="user::diet",
                                              cardinality="single", risk="high"))  # fmt: skip
    assert (slot.key, slot.cardinality, slot.risk) == ("user::diet", Cardinality.SINGLE, Risk.HIGH)
    assert (slot.subject, slot.attribute) == ("", "")

    entity = nodes.to_entity(nodes.EntityNode(uid="n1", tenant="t", name="Ann", aliases=["ann"]))
    assert entity == Entity("n1", "t", "Ann", "thing", ("ann",))

    at = datetime(2025, 1, 1, tzinfo=UTC)
    item = nodes.AuditItemNode(
        uid="a1", tenant="t", status="rejected", proposed="supersedes", confidence=0.5,
        reason="r", created_at=at, decision="rejected",
    )  # fmt: skip
    audit = nodes.to_audit(item, "f-new", None)
    assert (audit.status, audit.proposed, audit.decision) == (
        AuditStatus.REJECTED, Relation.SUPERSEDES, None,
    )  # fmt: skip
    assert (audit.new_fact_uid, audit.existing_fact_uid, audit.created_at) == ("f-new", None, at)


@pytest.mark.parametrize(
    ("cls", "label"),
    [
        (nodes.EpisodeNode, "Episode"),
        (nodes.EntityNode, "Entity"),
        (nodes.StateSlotNode, "StateSlot"),
        (nodes.FactNode, "Fact"),
        (nodes.AuditItemNode, "AuditItem"),
    ],
)
def test_labels_match_and_no_schema_declared(cls: type, label: str) -> None:
    """Labels are the ones the Cypher files write; no property asks neomodel for an index or
    constraint (cypher/schema owns the schema)."""
    assert cls.__label__ == label
    assert cls.inherited_labels() == [label]
    for name, prop in cls.__all_properties__:
        assert not (prop.index or prop.unique_index or prop.fulltext_index), name
        assert getattr(prop, "vector_index", None) is None, name
    assert {"uid", "tenant"} <= set(cls.__required_properties__)
