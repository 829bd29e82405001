"""The Neo4j Browser guide of the explore queries (palimpsest.guide)."""

from __future__ import annotations

from pathlib import Path

import pytest

from palimpsest.guide import explore_queries, guide_html

pytestmark = pytest.mark.unit


def test_every_explore_query_becomes_a_card_with_its_sentence(tmp_path: Path) -> None:
    (tmp_path / "slot_timeline.cypher").write_text(
        "// A slot's timeline: every fact, oldest first.\n// $tenant: tenant name\n"
        "// Set it first, e.g. :params {tenant: 'demo'}\nMATCH (f:Fact {tenant: $tenant})\n"
        "WHERE f.value < 'b' RETURN f\n"
    )
    [query] = explore_queries(tmp_path)
    assert query.name == "Slot timeline"
    assert query.what == "A slot's timeline: every fact, oldest first."
    assert query.params == ["$tenant: tenant name"]
    assert query.cypher.startswith("MATCH") and query.cypher.endswith("RETURN f")
    page = guide_html([query])
    assert page.startswith('<article class="guide">') and page.count("<slide") == 2
    assert "&lt; &#x27;b&#x27;" in page  # the query is escaped, not markup
    assert page.count('class="pre-scrollable code runnable"') == 2  # params + the query


def test_the_shipped_explore_queries_all_have_a_sentence() -> None:
    queries = explore_queries()
    assert len(queries) >= 5
    starts = ("MATCH", "OPTIONAL", "CALL", "WITH")
    assert all(q.what and q.cypher.upper().lstrip().startswith(starts) for q in queries)
