"""gql/schema.graphql is the published contract: it must be exactly what build_schema() prints,
and it must hold DESIGN.md's GraphQL contract."""

from __future__ import annotations

import pytest
from graphql import GraphQLEnumType, GraphQLNonNull, print_ast
from graphql import build_schema as parse_sdl

from gql.export import SDL_PATH, main, render_sdl

pytestmark = pytest.mark.unit


def test_exported_sdl_matches_build_schema() -> None:
    assert SDL_PATH.read_text(encoding="utf-8") == render_sdl(), (
        "gql/schema.graphql is stale: run `python -m gql.export`"
    )


def test_check_mode_reports_a_stale_file(tmp_path) -> None:  # noqa: ANN001
    stale = tmp_path / "schema.graphql"
    stale.write_text("type Query { old: Int }\n", encoding="utf-8")
    assert main(["--check", "--path", str(stale)]) == 1
    assert main(["--path", str(stale)]) == 0
    assert main(["--check", "--path", str(stale)]) == 0


@pytest.fixture(scope="module")
def sdl():  # noqa: ANN201
    return parse_sdl(SDL_PATH.read_text(encoding="utf-8"))


ENUMS = {
    "StateView": {"AUTO", "CURRENT", "HISTORICAL", "TRANSITION", "NEUTRAL"},
    "FactRole": {
        "CURRENT",
        "HISTORICAL",
        "TRANSITION",
        "COEXISTING",
        "SCOPED_EXCEPTION",
        "PENDING_REVIEW",
        "RETRACTED",
    },
    "Relation": {
        "DUPLICATE",
        "SUPERSEDES",
        "EVOLVES_TO",
        "COEXISTS_WITH",
        "SCOPED_EXCEPTION",
        "UNRELATED",
    },
    "AuditStatus": {"PENDING", "APPROVED", "REJECTED", "AMENDED"},
    "CausalDirection": {"UPSTREAM", "DOWNSTREAM", "BOTH"},
}


@pytest.mark.parametrize("name", sorted(ENUMS))
def test_contract_enums(sdl, name: str) -> None:  # noqa: ANN001
    enum = sdl.get_type(name)
    assert isinstance(enum, GraphQLEnumType)
    assert set(enum.values) == ENUMS[name]


def test_audit_decision_is_relation_plus_reject(sdl) -> None:  # noqa: ANN001
    assert set(sdl.get_type("AuditDecision").values) == ENUMS["Relation"] | {"REJECT"}


CONTRACT_ARGS = {
    "Query": {
        "evidence": {"query", "view", "asOf", "knownAt", "subject", "maxItems", "maxTokens"},
        "causalChain": {"factId", "direction", "maxDepth"},
        "fact": {"id"},
        "facts": {"subject", "attribute", "role", "first", "after"},
        "slot": {"subject", "attribute"},
        "episodes": {"sessionId", "from", "to", "first", "after"},
        "auditQueue": {"status", "first", "after"},
        "stats": set(),
    },
    "Mutation": {
        "ingest": {"episodes"},
        "decideAudit": {"id", "decision", "note"},
        "retractFact": {"id", "reason"},
        "forgetEpisode": {"id"},
    },
}


@pytest.mark.parametrize(
    ("root", "field"), [(r, f) for r, fields in CONTRACT_ARGS.items() for f in fields]
)
def test_contract_fields_and_arguments_exist(sdl, root: str, field: str) -> None:  # noqa: ANN001
    fields = sdl.get_type(root).fields
    assert field in fields
    assert CONTRACT_ARGS[root][field] <= set(fields[field].args)


def test_contract_nullability_of_arguments(sdl) -> None:  # noqa: ANN001
    # The contract's optional arguments must stay optional (nullable) for existing clients.
    evidence = sdl.get_type("Query").fields["evidence"].args
    assert isinstance(evidence["query"].type, GraphQLNonNull)
    for name in ("view", "asOf", "knownAt", "subject", "maxItems", "maxTokens"):
        assert not isinstance(evidence[name].type, GraphQLNonNull), name
    defaults = {name: print_ast(arg.ast_node.default_value) for name, arg in evidence.items()
                if arg.ast_node.default_value is not None}  # fmt: skip
    assert defaults["view"] == "AUTO"
    assert defaults["maxItems"] == "8"
    assert defaults["maxTokens"] == "800"
    assert defaults["includeFrozen"] == "false"
    facts = sdl.get_type("Query").fields["facts"].args
    assert not isinstance(facts["first"].type, GraphQLNonNull)


def test_ingest_receipt_fields(sdl) -> None:  # noqa: ANN001
    assert set(sdl.get_type("IngestReceipt").fields) == {
        "episodeIds",
        "accepted",
        "duplicates",
        "factsCreated",
        "factsReinforced",
        "superseded",
        "transitions",
        "coexisting",
        "queuedForReview",
        "causalLinks",
        "llmCalls",
        "warnings",
    }


def test_fact_and_packet_fields(sdl) -> None:  # noqa: ANN001
    fact = set(sdl.get_type("Fact").fields)
    assert {
        "sources",
        "supersedes",
        "supersededBy",
        "evolvesTo",
        "evolvedFrom",
        "coexistsWith",
        "causes",
        "causedBy",
        "slot",
        "validFrom",
        "validUntil",
        "recordedAt",
        "expiredAt",
    } <= fact
    packet = set(sdl.get_type("EvidencePacket").fields)
    assert {
        "query",
        "view",
        "viewReason",
        "asOf",
        "current",
        "historical",
        "transition",
        "ambiguous",
        "episodes",
        "causalChains",
        "prompt",
        "tokenEstimate",
        "trace",
    } <= packet
    assert set(sdl.get_type("EvidenceItem").fields) == {"fact", "episode", "score", "why"}
    assert {"edges", "pageInfo", "totalCount"} <= set(sdl.get_type("FactConnection").fields)
    assert set(sdl.get_type("FactEdge").fields) >= {"type", "from", "to", "at", "reason"}
