"""Search indexes of one tenant: a tenant's hits and scores never depend on another's data.

Neo4j's vector and full-text indexes are built per label. One index shared by every tenant
mixes them twice over: the nearest neighbours and the top full-text hits are taken among all
tenants before the tenant filter runs (a small tenant beside a large one loses its hits), and
Lucene scores with the whole index's term statistics (another tenant's writes move this
tenant's scores and ranks, which `trace` shows: a side channel).

So each node a tenant writes also carries a label of that tenant's (`Fact@acme`), and each
tenant has six indexes of its own over those labels (`fact_embedding@acme`, …), created on
its first read or write (`TenantSearch.ensure`) and dropped with the tenant
(`TenantSearch.drop`). The statements that search take the index names as parameters
(`index_names`), the statements that write take the labels (`search_labels`); both come
from here only. Why this design over the alternatives (Neo4j 2026's filtered vector search,
an exact scan of small tenants): docs/tenant-search.md.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass
from string import Template

import neo4j
import neo4j.exceptions

from graph.cypher import cypher
from graph.keys import is_tenant_name

EMBEDDING_DIMENSIONS = 384  # all-MiniLM-L6-v2
AWAIT_SECONDS = 60  # a new tenant's empty indexes come online at once; a migrated one fills


@dataclass(frozen=True)
class SearchIndex:
    """One search index kind: its key (the name every tenant's index starts with), the node
    label it covers, vector or full-text, its properties, and a full-text analyzer."""

    key: str
    node_label: str
    vector: bool
    properties: tuple[str, ...]
    analyzer: str | None = None


SEARCH_INDEXES: tuple[SearchIndex, ...] = (
    SearchIndex("fact_embedding", "Fact", True, ("embedding",)),
    SearchIndex("fact_text", "Fact", False, ("text", "value")),
    SearchIndex("episode_embedding", "Episode", True, ("embedding",)),
    SearchIndex("episode_text", "Episode", False, ("text",)),
    # Each turn with the turn before it, stop words out and words stemmed (recall.turns).
    SearchIndex("episode_context", "Episode", False, ("search_text",), analyzer="english"),
    SearchIndex("entity_name", "Entity", False, ("name",)),
)
SEARCHED_LABELS = ("Fact", "Episode", "Entity")


def search_label(node_label: str, tenant: str) -> str:
    """The label a tenant's `node_label` nodes carry for its own indexes: `Fact@acme`."""
    return f"{node_label}@{tenant}"


def search_labels(tenant: str) -> dict[str, str]:
    """The write statements' `$labels` parameter: {"fact": "Fact@acme", …}."""
    return {label.lower(): search_label(label, tenant) for label in SEARCHED_LABELS}


def index_name(index: SearchIndex, tenant: str) -> str:
    return f"{index.key}@{tenant}"


def index_names(tenant: str) -> dict[str, str]:
    """The search statements' `$indexes` parameter: {"fact_embedding": "fact_embedding@acme",
    …}."""
    return {index.key: index_name(index, tenant) for index in SEARCH_INDEXES}


def quoted(name: str) -> str:
    """A schema name as Cypher writes it: back-quoted, back-quotes doubled."""
    return "`" + name.replace("`", "``") + "`"


def create_statement(index: SearchIndex, tenant: str) -> str:
    """The statement that creates `index` for `tenant` (IF NOT EXISTS). Schema statements
    take no parameters: the names go in quoted (`quoted`)."""
    label = search_label(index.node_label, tenant)
    if index.vector:
        template = cypher("search/create_vector_index")
        fields = {"property": quoted(index.properties[0]), "dimensions": EMBEDDING_DIMENSIONS}
    else:
        template = cypher("search/create_fulltext_index")
        fields = {
            "properties": ", ".join(f"n.{quoted(p)}" for p in index.properties),
            "analyzer": index.analyzer or "standard-no-stop-words",
        }
    return Template(template).substitute(
        index=quoted(index_name(index, tenant)), label=quoted(label), **fields
    )


def drop_statement(index: SearchIndex, tenant: str) -> str:
    return Template(cypher("search/drop_index")).substitute(index=quoted(index_name(index, tenant)))


Sessions = Callable[[str | None], AbstractContextManager[neo4j.Session]]


# Another process made the same index first (CREATE … IF NOT EXISTS still loses that race).
_ALREADY_MADE = frozenset({
    "Neo.ClientError.Schema.EquivalentSchemaRuleAlreadyExists",
    "Neo.ClientError.Schema.IndexAlreadyExists",
})  # fmt: skip


class SearchNotReady(RuntimeError):
    """A tenant's indexes did not come online in time (the caller may retry)."""


class TenantSearch:
    """Creates and drops tenants' search indexes, remembering which tenants have theirs so a
    request pays for the check once per process. Thread-safe; one tenant's first request
    never waits for another's."""

    def __init__(self, sessions: Sessions) -> None:
        self._sessions = sessions
        self._ready: set[str] = set()
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def _lock(self, tenant: str) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(tenant, threading.Lock())

    def ensure(self, tenant: str, wait_seconds: int = AWAIT_SECONDS) -> None:
        """Create `tenant`'s indexes if any is missing, then wait until they are online (not
        with `wait_seconds=0`). ValueError for a malformed tenant name; SearchNotReady when
        the indexes are not online in time."""
        if tenant in self._ready:
            return
        if not is_tenant_name(tenant):
            raise ValueError(f"malformed tenant name {tenant!r}")
        with self._lock(tenant):
            if tenant in self._ready:
                return
            with self._sessions(tenant) as session:
                made = self._make_missing(session, tenant)
                if made and wait_seconds:
                    try:
                        session.run(cypher("search/await_indexes"), names=made,
                                    timeout_seconds=wait_seconds).consume()  # fmt: skip
                    except neo4j.exceptions.ClientError as exc:
                        raise SearchNotReady(
                            f"search indexes of {tenant!r}: {exc.message}"
                        ) from exc
            if wait_seconds:
                self._ready.add(tenant)

    def _make_missing(self, session: neo4j.Session, tenant: str) -> list[str]:
        """Create the tenant's indexes that are missing, failed, or cover anything but its own
        label and properties; returns their names."""
        names = index_names(tenant)
        found = {r["name"]: r for r in session.run(cypher("search/tenant_indexes"),
                                                   names=list(names.values()))}  # fmt: skip
        made = []
        for index in SEARCH_INDEXES:
            row = found.get(index_name(index, tenant))
            covers = [search_label(index.node_label, tenant)], list(index.properties)
            if row is not None and (
                row["state"] == "FAILED" or (row["labels"], row["properties"]) != covers
            ):
                session.run(drop_statement(index, tenant)).consume()
                row = None
            if row is None:
                try:
                    session.run(create_statement(index, tenant)).consume()
                except neo4j.exceptions.ClientError as exc:
                    if exc.code not in _ALREADY_MADE:
                        raise
            if row is None or row["state"] != "ONLINE":
                made.append(index_name(index, tenant))
        return made

    def drop(self, tenant: str) -> None:
        """Drop `tenant`'s indexes (its nodes are deleted apart)."""
        if not is_tenant_name(tenant):
            raise ValueError(f"malformed tenant name {tenant!r}")
        with self._lock(tenant):
            self._ready.discard(tenant)
            with self._sessions(tenant) as session:
                for index in SEARCH_INDEXES:
                    session.run(drop_statement(index, tenant)).consume()

    def forget(self, tenant: str) -> None:
        """Forget that `tenant` has its indexes (another process dropped them)."""
        with self._lock(tenant):
            self._ready.discard(tenant)


def missing_search_index(error: neo4j.exceptions.ClientError) -> bool:
    """Whether `error` says a search index is missing ("There is no such fulltext schema
    index: fact_text@acme")."""
    return "no such" in (error.message or "") and "schema index" in (error.message or "")


def tenants_to_adopt(session: neo4j.Session) -> Iterator[str]:
    """Tenants whose nodes were written before they had labels of their own (a database
    migrated from the shared indexes)."""
    for record in session.run(cypher("search/unlabelled_tenants")):
        yield record["tenant"]
