"""Names and statements of each tenant's search indexes (graph/search.py), without Neo4j."""

from __future__ import annotations

import pytest

from graph.search import (
    SEARCH_INDEXES,
    create_statement,
    drop_statement,
    index_names,
    quoted,
    search_labels,
)

pytestmark = pytest.mark.unit


def test_every_search_index_and_label_names_its_tenant() -> None:
    assert index_names("acme") == {
        "fact_embedding": "fact_embedding@acme", "fact_text": "fact_text@acme",
        "episode_embedding": "episode_embedding@acme", "episode_text": "episode_text@acme",
        "episode_context": "episode_context@acme", "entity_name": "entity_name@acme",
    }  # fmt: skip
    assert search_labels("acme") == {"fact": "Fact@acme", "episode": "Episode@acme",
                                     "entity": "Entity@acme"}  # fmt: skip
    assert not set(index_names("acme").values()) & set(index_names("acme2").values())


def test_schema_statements_quote_the_names_they_cannot_take_as_parameters() -> None:
    by_key = {i.key: i for i in SEARCH_INDEXES}
    vector = create_statement(by_key["fact_embedding"], "t-1.a")
    assert "CREATE VECTOR INDEX `fact_embedding@t-1.a` IF NOT EXISTS" in vector
    assert "FOR (n:`Fact@t-1.a`) ON (n.`embedding`)" in vector
    assert "`vector.dimensions`: 384" in vector
    context = create_statement(by_key["episode_context"], "acme")
    assert "ON EACH [n.`search_text`]" in context and "'english'" in context
    text = create_statement(by_key["fact_text"], "acme")
    assert "ON EACH [n.`text`, n.`value`]" in text and "'standard-no-stop-words'" in text
    assert drop_statement(by_key["fact_text"], "acme") == "DROP INDEX `fact_text@acme` IF EXISTS"
    assert quoted("a`b") == "`a``b`"  # a back-quote cannot end the name early
