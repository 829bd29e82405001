"""neomodel classes for the node model: admin CRUD and single-node reads.

The hot paths (ingest, resolver, recall, pages) stay on the named Cypher files in `cypher/`;
these classes serve where an object mapper is the simpler tool: reading or editing one node.

- Labels and property names mirror what the Cypher files write (cypher/ingest,
  cypher/resolver, cypher/audit). Undeclared properties are left alone: neomodel ignores them
  when it reads a node and does not touch them when it saves one.
- Schema is ours: constraints and indexes live in `cypher/schema/*.cypher`. No property
  declares `index` or `unique_index`, and nothing here calls `install_labels` /
  `install_all_labels`, so neomodel never creates a constraint or index.
- neomodel runs on the process's own driver (`bind`), never one it opens from a URL. Every
  read names the tenant's database (`Graph.database_for`) and filters on `tenant`: another
  tenant's uid reads as None, as on the Cypher paths.
- Temporal properties are Neo4j native datetimes (`datetime(...)` in Cypher), hence
  `DateTimeNeo4jFormatProperty`.
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timezone
from typing import Any, TypeVar

import neo4j
from neomodel import (
    ArrayProperty,
    DateTimeNeo4jFormatProperty,
    FloatProperty,
    IntegerProperty,
    JSONProperty,
    RelationshipTo,
    StringProperty,
    StructuredNode,
    StructuredRel,
    db,
    get_config,
)

from graph.db import Graph
from graph.records import audit_from_node, episode_from_node, fact_from_node, slot_from_node
from graph.search import search_label
from graph.types import AuditItem, Entity, Episode, Fact, StateSlot

T = TypeVar("T")
N = TypeVar("N", bound=StructuredNode)

# -- node classes ------------------------------------------------------------------------
# `uid` is unique per label and `tenant` scopes every node (cypher/schema/001_constraints);
# both are required here, and neither declares an index (the schema files own those).
# Embeddings (`embedding`, written by the ingest statements and read by recall's vector
# search) are left undeclared: single-node reads and admin edits have no use for 384 floats.


# The tenant a neomodel read runs for (`run_on`): its nodes carry that tenant's search label
# too (`Fact@acme`, graph/search.py), which neomodel must accept to map a node to its class.
_TENANT: contextvars.ContextVar[str | None] = contextvars.ContextVar("tenant", default=None)


class TenantNode(StructuredNode):
    """Every node has a `uid` and belongs to one `tenant` (no label of its own)."""

    __abstract_node__ = True

    uid = StringProperty(required=True)
    tenant = StringProperty(required=True)

    @classmethod
    def inherited_optional_labels(cls) -> list[str]:
        """The tenant's search label beside the class's own (neomodel resolves a node's class
        by its labels: `Fact` plus `Fact@acme` is still a FactNode)."""
        tenant = _TENANT.get()
        labels: list[str] = super().inherited_optional_labels()
        return [*labels, search_label(cls.__label__, tenant)] if tenant else labels


class ExtractedFrom(StructuredRel):
    """`(:Fact)-[:EXTRACTED_FROM {span}]->(:Episode)`: provenance, [start, end) in the text."""

    span = ArrayProperty(IntegerProperty())


class EpisodeNode(TenantNode):
    """Verbatim input (cypher/ingest/create_episodes.cypher)."""

    __label__ = "Episode"

    ingest_key = StringProperty()
    text = StringProperty()
    occurred_at = DateTimeNeo4jFormatProperty()
    recorded_at = DateTimeNeo4jFormatProperty()
    source = StringProperty()
    speaker = StringProperty()
    session_id = StringProperty()
    seq = IntegerProperty()
    external_id = StringProperty()
    idempotency_key = StringProperty()
    content_hash = StringProperty()
    metadata = JSONProperty()  # stored as a JSON string (service._prepare: json.dumps)


class EntityNode(TenantNode):
    """A subject (cypher/resolver/merge_slots.cypher); `key` is its normalised name."""

    __label__ = "Entity"

    key = StringProperty()
    name = StringProperty()
    kind = StringProperty()
    aliases = ArrayProperty(StringProperty())


class StateSlotNode(TenantNode):
    """One attribute of one subject (cypher/resolver/merge_slots.cypher)."""

    __label__ = "StateSlot"

    key = StringProperty()
    subject = StringProperty()
    attribute = StringProperty()
    cardinality = StringProperty()
    risk = StringProperty()

    of = RelationshipTo("EntityNode", "OF")


class FactNode(TenantNode):
    """A fact with its bi-temporal validity (cypher/resolver/create_facts.cypher; roles and
    validity change in update_facts / retract_facts / restore_superseded; access statistics in
    cypher/recall/record_access.cypher)."""

    __label__ = "Fact"

    text = StringProperty()
    subject = StringProperty()
    attribute = StringProperty()
    value = StringProperty()
    slot_key = StringProperty()
    memory_type = StringProperty()
    kind = StringProperty()
    role = StringProperty()
    valid_from = DateTimeNeo4jFormatProperty()
    valid_until = DateTimeNeo4jFormatProperty()
    recorded_at = DateTimeNeo4jFormatProperty()
    expired_at = DateTimeNeo4jFormatProperty()
    confidence = FloatProperty()
    source = StringProperty()
    extractor = StringProperty()
    scope = StringProperty()
    access_count = IntegerProperty()
    last_accessed = DateTimeNeo4jFormatProperty()
    retract_reason = StringProperty()

    slot = RelationshipTo("StateSlotNode", "IN_SLOT")
    about = RelationshipTo("EntityNode", "ABOUT")
    sources = RelationshipTo("EpisodeNode", "EXTRACTED_FROM", model=ExtractedFrom)


class AuditItemNode(TenantNode):
    """A queued decision (cypher/resolver/create_audits.cypher, cypher/audit/close_item)."""

    __label__ = "AuditItem"

    status = StringProperty()
    proposed = StringProperty()
    confidence = FloatProperty()
    reason = StringProperty()
    created_at = DateTimeNeo4jFormatProperty()
    subject = StringProperty()
    attribute = StringProperty()
    risk = StringProperty()
    decision = StringProperty()
    decided_at = DateTimeNeo4jFormatProperty()
    decided_by = StringProperty()
    note = StringProperty()
    locked_at = DateTimeNeo4jFormatProperty()

    new = RelationshipTo("FactNode", "NEW")
    existing = RelationshipTo("FactNode", "EXISTING")


# -- connection ----------------------------------------------------------------------------


def bind(driver: neo4j.Driver) -> None:
    """Make neomodel run on `driver` (ours, so neomodel never opens or closes one).

    neomodel's connection is process-wide (one driver for every thread), as is our one
    `Graph` per process; binding the driver already bound does nothing.
    """
    if db.driver is driver:
        return
    get_config().driver = driver  # what neomodel falls back to if asked to reconnect
    db.set_connection(driver=driver)


def run_on(graph: Graph, tenant: str, fn: Callable[[], T], write: bool = False) -> T:
    """Run `fn` (neomodel calls) in one transaction (read, or write) on `tenant`'s database.

    neomodel keeps its target database per context (a ContextVar with no public per-call
    setter in neomodel 7); it is set inside a copied context so the choice cannot leak into
    the caller's thread or task.
    """
    bind(graph.driver)

    def work() -> T:
        _TENANT.set(tenant)
        db._database_name = graph.database_for(tenant)
        with db.write_transaction if write else db.read_transaction:
            return fn()

    return contextvars.copy_context().run(work)


def get(graph: Graph, cls: type[N], tenant: str, uid: str) -> N | None:
    """The `cls` node with this uid in this tenant, or None."""
    return run_on(graph, tenant, lambda: cls.nodes.get_or_none(tenant=tenant, uid=uid))


# -- node -> domain dataclass ----------------------------------------------------------------


def properties(node: StructuredNode) -> dict[str, Any]:
    """The node's declared properties as a dict; datetimes carry a fixed UTC offset, as on
    the Cypher read paths (which parse `toString(x)`), rather than the driver's zone object."""
    return {name: _fixed(getattr(node, name)) for name, _ in type(node).__all_properties__}


def _fixed(value: Any) -> Any:
    if isinstance(value, datetime) and value.tzinfo is not None:
        offset = value.utcoffset()
        if offset is not None:
            return value.replace(tzinfo=timezone(offset))
    return value


def to_fact(node: FactNode) -> Fact:
    return fact_from_node(properties(node))


def to_episode(node: EpisodeNode) -> Episode:
    # `metadata` is already parsed by JSONProperty; the shared converter expects the string.
    episode = episode_from_node({**properties(node), "metadata": None})
    return replace(episode, metadata=dict(node.metadata or {}))


def to_slot(node: StateSlotNode) -> StateSlot:
    return slot_from_node(properties(node))


def to_entity(node: EntityNode) -> Entity:
    return Entity(
        uid=node.uid,
        tenant=node.tenant,
        name=node.name or "",
        kind=node.kind or "thing",
        aliases=tuple(node.aliases or ()),
    )


def to_audit(node: AuditItemNode, new_uid: str, existing_uid: str | None) -> AuditItem:
    return audit_from_node(properties(node), new_uid, existing_uid)


# -- single-node reads -------------------------------------------------------------------------


def fact(graph: Graph, tenant: str, uid: str) -> Fact | None:
    """The tenant's fact `uid`, or None."""
    node = get(graph, FactNode, tenant, uid)
    return to_fact(node) if node is not None else None


def episode(graph: Graph, tenant: str, uid: str) -> Episode | None:
    """The tenant's episode `uid`, or None."""
    node = get(graph, EpisodeNode, tenant, uid)
    return to_episode(node) if node is not None else None
