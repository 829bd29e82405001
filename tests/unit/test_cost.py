"""The cost of a GraphQL request (gql.cost), read from its document: no database."""

from __future__ import annotations

import pytest
from graphql import parse

from gql.cost import (
    EVIDENCE_COST,
    EVIDENCE_ITEM_COST,
    MAX_COST,
    UNBOUNDED_LIST,
    request_cost,
)
from gql.schema import build_schema

pytestmark = pytest.mark.unit

SCHEMA = build_schema()._schema


def cost(document: str, variables: dict[str, object] | None = None) -> int:
    return request_cost(parse(document), SCHEMA, variables)


def test_a_plain_read_is_cheap() -> None:
    assert cost("{ whoami { tenant role } }") <= 3
    assert cost("{ __typename }") == 0


def test_evidence_costs_by_the_items_it_asks_for() -> None:
    one = cost('{ evidence(query: "where do I live", maxItems: 50) { prompt } }')
    assert one == 1 + EVIDENCE_COST + EVIDENCE_ITEM_COST * 50
    default = cost('{ evidence(query: "where do I live") { prompt } }')
    assert default < one
    # the size may come from a variable
    with_variable = cost(
        'query Q($n: Int) { evidence(query: "x", maxItems: $n) { prompt } }', {"n": 50}
    )
    assert with_variable == one


def test_thirty_aliased_evidence_calls_are_over_budget_and_two_are_not() -> None:
    """The request the outside user sent (issue 15): 30 aliases at maxItems 50."""
    many = (
        "{"
        + " ".join(f'e{i}: evidence(query: "q{i}", maxItems: 50) {{ prompt }}' for i in range(30))
        + "}"
    )
    assert cost(many) > MAX_COST
    two = (
        "{"
        + " ".join(f'e{i}: evidence(query: "q{i}", maxItems: 50) {{ prompt }}' for i in range(2))
        + "}"
    )
    assert cost(two) <= MAX_COST


def test_nested_lists_multiply() -> None:
    """`facts(first: 200) { … slot { facts { … } } }` runs the inner list once per fact."""
    flat = cost("{ facts(first: 200) { edges { node { value } } } }")
    nested = cost(
        "{ facts(first: 200) { edges { node {"
        " slot { facts { value slot { facts { value } } } } } } } }"
    )
    assert nested > MAX_COST >= flat
    assert nested >= 200 * UNBOUNDED_LIST * UNBOUNDED_LIST


def test_the_admin_ui_and_a_full_snapshot_fit_the_budget() -> None:
    """What the admin UI's queue asks (first: 25, items with their facts and sources) and a
    200-row snapshot of facts, episodes and the queue stay under the budget."""
    snapshot = """{
      facts(first: 200) { totalCount edges { node { id value role validUntil accessCount } } }
      episodes(first: 200) { totalCount edges { node { id text } } }
      auditQueue(status: null, first: 200) { totalCount edges { node { id status decision } } }
      stats { episodes facts auditPending auditDecided factsByRole { key count } }
    }"""
    assert cost(snapshot) <= MAX_COST
    queue = """{ auditQueue(first: 25) { totalCount edges { node { id reason
      newFact { id value sources { id text } slot { id key } }
      existingFact { id value sources { id text } slot { id key } } } } } }"""
    assert cost(queue) <= MAX_COST


def test_a_causal_chain_beside_a_costly_field_does_not_hide_it() -> None:
    """`maxDepth` once overwrote the document depth the model tracks, so a causalChain placed
    first made a costly sibling look too deep to price (cost 0, let through)."""
    costly = "facts(first: 200) { edges { node { slot { facts { slot { facts { value } } } } } } }"
    chain = 'causalChain(factId: "x", maxDepth: 6) { links { reason } }'
    assert cost("{ " + chain + " " + costly + " }") > MAX_COST


def test_fragments_cost_what_they_select() -> None:
    inline = cost("{ facts(first: 50) { edges { node { value text } } } }")
    spread = cost(
        "query { facts(first: 50) { edges { node { ...F } } } } fragment F on Fact { value text }"
    )
    assert spread == inline


def test_a_mutations_input_is_bounded_elsewhere_only_its_selection_counts() -> None:
    document = "mutation M($e: [EpisodeInput!]!) { ingest(episodes: $e) { accepted factsCreated } }"
    assert cost(document, {"e": [{"text": "hi", "occurredAt": "2024-01-01T00:00:00Z"}]}) <= 5
