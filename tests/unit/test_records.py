"""The one mapper per node kind (graph/records.py): the maps the projections of
cypher/projections/ return -> domain dataclasses, with no database."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from graph.records import audit_from_node, episode_from_node, fact_from_node, slot_from_node
from graph.types import (
    AuditStatus,
    Cardinality,
    FactRole,
    FactSource,
    MemoryType,
    Relation,
    Risk,
)

pytestmark = pytest.mark.unit


def test_fact_defaults_and_fixed_offsets() -> None:
    # Datetimes arrive as `toString(x)` of a Neo4j datetime; a named zone prints its offset.
    f = fact_from_node({
        "uid": "f1", "tenant": "t", "text": "I live in Berlin", "subject": "user",
        "attribute": "home_city", "value": "Berlin", "role": "historical",
        "valid_from": "2024-06-01T12:00:00+02:00[Europe/Berlin]",
        "valid_until": "2025-01-01T00:00:00Z", "recorded_at": "2025-01-02T00:00:00Z",
        "expired_at": None, "confidence": 0.9, "source": "tool", "memory_type": "episodic",
        "access_count": 3, "kind": None, "extractor": None, "scope": None,
    })  # fmt: skip
    assert (f.uid, f.tenant, f.value, f.role) == ("f1", "t", "Berlin", FactRole.HISTORICAL)
    assert (f.source, f.memory_type, f.access_count) == (FactSource.TOOL, MemoryType.EPISODIC, 3)
    assert (f.kind, f.extractor, f.scope, f.expired_at) == ("preference", "rules", None, None)
    assert f.valid_from.tzinfo == timezone(timedelta(hours=2))
    assert f.valid_from.isoformat() == "2024-06-01T12:00:00+02:00"
    assert f.valid_until is not None
    assert f.valid_until.isoformat() == "2025-01-01T00:00:00+00:00"
    assert f.last_accessed is None


def test_episode_parses_its_metadata() -> None:
    base = {"uid": "e1", "tenant": "t", "text": "hi", "occurred_at": "2024-05-02T00:00:00Z",
            "recorded_at": "2024-05-02T00:00:01Z"}  # fmt: skip
    ep = episode_from_node({**base, "metadata": '{"a": 1}', "seq": 2})
    assert (ep.metadata, ep.seq, ep.source, ep.content_hash) == ({"a": 1}, 2, "user", "")
    assert ep.occurred_at == datetime(2024, 5, 2, tzinfo=UTC)
    assert episode_from_node({**base, "metadata": None}).metadata == {}


def test_slot_and_audit_item() -> None:
    slot = slot_from_node({"uid": "s1", "tenant": "t", "key": "user::diet",
                           "cardinality": "single", "risk": "high"})  # fmt: skip
    assert (slot.key, slot.cardinality, slot.risk) == ("user::diet", Cardinality.SINGLE, Risk.HIGH)
    assert (slot.subject, slot.attribute) == ("", "")
    at = "2025-01-01T00:00:00Z"
    item = audit_from_node(
        {"uid": "a1", "tenant": "t", "status": "rejected", "proposed": "supersedes",
         "confidence": 0.5, "reason": "r", "created_at": at, "decision": "rejected"},
        "f-new", None,
    )  # fmt: skip
    assert (item.status, item.proposed, item.decision) == (
        AuditStatus.REJECTED, Relation.SUPERSEDES, None,
    )  # fmt: skip
    assert (item.new_fact_uid, item.existing_fact_uid) == ("f-new", None)
    assert item.created_at == datetime(2025, 1, 1, tzinfo=UTC)
