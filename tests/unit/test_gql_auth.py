"""API keys → tenant and role (palimpsest.access), and role checks on every Query/Mutation
field (gql.auth).

The field checks run through the real schema. The context's service is a recorder that
fails the test if called: a refused call must never reach the service.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from gql.auth import RequestContext
from gql.errors import Forbidden
from gql.schema import build_schema
from palimpsest.access import (
    MIN_KEY_LENGTH,
    Principal,
    Role,
    Unauthenticated,
    authenticate,
    parse_api_keys,
)
from palimpsest.keys import key_digest, key_id_of
from palimpsest.settings import Settings

pytestmark = pytest.mark.unit

READER = "reader-key-0001-Vq8sLx2Zp4Rt"
WRITER = "writer-key-0002-Hm3Kd9Wq7Ny1"
ADMIN = "admin-key-00003-Bz6Jf1Tc8Ue5"
OTHER_ADMIN = "other-admin-004-Gy2Pn7Xs4Qa9"
KEYS = {READER: "acme:reader", WRITER: "acme:writer", ADMIN: "acme:admin",
        OTHER_ADMIN: "globex:admin"}  # fmt: skip


def test_parse_api_keys_maps_tenant_role_and_key_id() -> None:
    principals = parse_api_keys(KEYS)
    assert principals[key_digest(READER)] == Principal("acme", Role.READER, key_id_of(READER))
    assert principals[key_digest(ADMIN)].role is Role.ADMIN
    assert principals[key_digest(OTHER_ADMIN)].tenant == "globex"
    assert len({p.key_id for p in principals.values()}) == len(KEYS)


def test_a_key_id_reveals_nothing_of_the_key() -> None:
    for key in KEYS:
        key_id = key_id_of(key)
        assert key_id.startswith("kid-") and key_id == key_id_of(key)
        assert not any(key[i : i + 4] in key_id for i in range(len(key) - 3))


def test_parse_api_keys_accepts_any_role_case() -> None:
    principals = parse_api_keys({WRITER: "org.team:Writer"})
    assert principals[key_digest(WRITER)] == Principal("org.team", Role.WRITER, key_id_of(WRITER))


@pytest.mark.parametrize(
    ("key", "why"),
    [("zq", "shorter"), ("x" * (MIN_KEY_LENGTH - 1), "shorter"), ("zq" * 20, "distinct")],
)
def test_weak_keys_are_refused_unless_allowed(key: str, why: str) -> None:
    with pytest.raises(ValueError, match=why) as info:
        parse_api_keys({key: "acme:admin"})
    assert key not in str(info.value)
    assert parse_api_keys({key: "acme:admin"}, allow_weak=True)


def test_dev_keys_exist_only_in_development_mode() -> None:
    assert Settings(_env_file=None).effective_api_keys() == {}  # type: ignore[call-arg]
    dev = Settings(_env_file=None, dev_mode=True).effective_api_keys()  # type: ignore[call-arg]
    assert dev["dev-admin-key"] == "demo:admin"
    assert Settings(api_keys=KEYS, dev_mode=True).effective_api_keys() == KEYS
    assert not Settings(_env_file=None).graphiql_enabled  # type: ignore[call-arg]
    assert Settings(_env_file=None, dev_mode=True).graphiql_enabled  # type: ignore[call-arg]


@pytest.mark.parametrize(
    "spec",
    ["acme", "acme:", ":admin", "acme:owner", "acme:root",
     # a tenant no request could use: it names the tenant's search indexes (graph/search.py)
     "org:team:writer", "acme\n:reader", "acme :reader", "ac`me:reader"],
)  # fmt: skip
def test_parse_api_keys_refuses_malformed_entries(spec: str) -> None:
    with pytest.raises(ValueError, match="tenant:role"):
        parse_api_keys({"some-secret-key": spec})


def test_malformed_entry_error_does_not_echo_the_whole_key() -> None:
    with pytest.raises(ValueError) as info:
        parse_api_keys({"super-secret-key-value-9Xq": "acme:owner"})
    assert "super-secret" not in str(info.value)


def test_roles_are_ordered() -> None:
    assert Role.READER < Role.WRITER < Role.ADMIN


@pytest.mark.parametrize(
    "header",
    [None, "", "Bearer", "Bearer   ", "Basic cmVhZGVyOmtleQ==", READER, "Bearer nope"],
)
def test_authenticate_refuses_missing_malformed_and_unknown_keys(header: str | None) -> None:
    with pytest.raises(Unauthenticated):
        authenticate(header, parse_api_keys(KEYS))


def test_authenticate_finds_the_principal_case_insensitive_scheme() -> None:
    principals = parse_api_keys(KEYS)
    assert authenticate(f"Bearer {WRITER}", principals).role is Role.WRITER
    assert authenticate(f"bearer  {ADMIN} ", principals).tenant == "acme"


def test_authenticate_does_not_accept_a_prefix_of_a_key() -> None:
    with pytest.raises(Unauthenticated):
        authenticate(f"Bearer {READER[:-1]}", parse_api_keys(KEYS))


def test_require_orders_roles_and_decided_by_names_the_key() -> None:
    admin = Principal("acme", Role.ADMIN, "kid-0123456789ab")
    ctx = RequestContext(service=None, settings=Settings(api_keys=KEYS), principal=admin)  # type: ignore[arg-type]
    assert ctx.require(Role.READER) is admin
    assert ctx.tenant == "acme"
    assert admin.decided_by == "key:kid-0123456789ab"
    reader = RequestContext(
        service=None,  # type: ignore[arg-type]
        settings=Settings(api_keys=KEYS),
        principal=Principal("acme", Role.READER, "kid-ba9876543210"),
    )
    with pytest.raises(Forbidden):
        reader.require(Role.WRITER)


def test_require_without_principal_raises_the_recorded_auth_error() -> None:
    ctx = RequestContext(
        service=None,  # type: ignore[arg-type]
        settings=Settings(api_keys=KEYS),
        auth_error=Unauthenticated("unknown API key"),
    )
    with pytest.raises(Unauthenticated, match="unknown API key"):
        _ = ctx.tenant


# -- field permissions through the schema ---------------------------------------------------


class _MustNotBeCalled:
    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"service.{name} reached despite a refused role")


OPERATIONS: dict[str, tuple[Role, str]] = {
    "evidence": (Role.READER, '{ evidence(query: "x") { query } }'),
    "causalChain": (Role.READER, '{ causalChain(factId: "f") { links { reason } } }'),
    "fact": (Role.READER, '{ fact(id: "f") { id } }'),
    "facts": (Role.READER, "{ facts { totalCount } }"),
    "slot": (Role.READER, '{ slot(subject: "s", attribute: "a") { id } }'),
    "episodes": (Role.READER, "{ episodes { totalCount } }"),
    "episode": (Role.READER, '{ episode(id: "e") { id } }'),
    "auditQueue": (Role.READER, "{ auditQueue { totalCount } }"),
    "auditItem": (Role.READER, '{ auditItem(id: "a") { id } }'),
    "stats": (Role.READER, "{ stats { facts } }"),
    "whoami": (Role.READER, "{ whoami { tenant role } }"),
    "invariants": (Role.READER, "{ invariants { name ok } }"),
    "ingest": (
        Role.WRITER,
        'mutation { ingest(episodes: [{text: "hi", occurredAt: "2024-01-01T00:00:00Z"}])'
        " { accepted } }",
    ),
    "ingestFacts": (
        Role.WRITER,
        'mutation { ingestFacts(facts: [{subject: "u", attribute: "a", value: "v", '
        'validFrom: "2024-01-01T00:00:00Z", text: "t"}]) { accepted } }',
    ),
    "retractFact": (Role.WRITER, 'mutation { retractFact(id: "f", reason: "r") { id } }'),
    "decideAudit": (Role.ADMIN, 'mutation { decideAudit(id: "a", decision: REJECT) { id } }'),
    "forgetEpisode": (Role.ADMIN, 'mutation { forgetEpisode(id: "e") { episodeId } }'),
    "probes": (Role.ADMIN, "{ probes { id } }"),
    "healthRuns": (Role.ADMIN, "{ healthRuns { id } }"),
    "incidents": (Role.ADMIN, "{ incidents { id } }"),
    "addProbe": (
        Role.ADMIN,
        'mutation { addProbe(probe: {question: "q", expected: ["v"], slice: "s"}) { id } }',
    ),
    "generateProbes": (Role.ADMIN, "mutation { generateProbes { id } }"),
    "profile": (Role.READER, '{ profile(subject: "user") { prompt } }'),
    "recordOutcome": (
        Role.WRITER,
        'mutation { recordOutcome(episodeId: "e", status: SUCCESS, trigger: "t") { id } }',
    ),
    "runHealth": (Role.ADMIN, "mutation { runHealth { id } }"),
    "incident": (Role.ADMIN, '{ incident(id: "i") { id } }'),
    "healthPanels": (Role.ADMIN, "{ healthPanels { writeSide { facts } } }"),
    "updateProbe": (
        Role.ADMIN,
        'mutation { updateProbe(id: "p", probe: {question: "q", expected: ["v"], slice: "s"})'
        " { id } }",
    ),
    "retireProbe": (Role.ADMIN, 'mutation { retireProbe(id: "p") { id } }'),
    "acknowledgeIncident": (Role.ADMIN, 'mutation { acknowledgeIncident(id: "i") { id } }'),
    "closeIncident": (Role.ADMIN, 'mutation { closeIncident(id: "i") { id } }'),
    "reportOutcome": (
        Role.WRITER,
        "mutation { reportOutcome(outcome: {outcome: HELPFUL}) { id } }",
    ),
}


def _codes(role: Role | None, document: str, dev_mode: bool = False) -> list[str]:
    principal = Principal("acme", role, "test-key") if role is not None else None
    ctx = RequestContext(
        service=_MustNotBeCalled(),  # type: ignore[arg-type]
        settings=Settings(api_keys=KEYS, dev_mode=dev_mode),
        principal=principal,
        auth_error=None if principal else Unauthenticated("missing API key"),
    )
    result = asyncio.run(build_schema().execute(document, context_value=ctx))
    return [(e.extensions or {}).get("code") for e in result.errors or []]


def test_every_field_of_query_and_mutation_is_covered() -> None:
    gql_schema = build_schema()._schema
    names = set(gql_schema.query_type.fields) | set(gql_schema.mutation_type.fields)
    assert names == set(OPERATIONS)


@pytest.mark.parametrize("name", sorted(OPERATIONS))
def test_no_key_is_unauthenticated_everywhere(name: str) -> None:
    assert _codes(None, OPERATIONS[name][1]) == ["UNAUTHENTICATED"]


@pytest.mark.parametrize(
    ("name", "role"),
    [(n, r) for n, (needed, _) in sorted(OPERATIONS.items()) for r in Role if r < needed],
)
def test_roles_below_the_field_are_forbidden(name: str, role: Role) -> None:
    assert _codes(role, OPERATIONS[name][1]) == ["FORBIDDEN"]


def test_introspection_needs_a_key_outside_development_mode() -> None:
    schema = "{ __schema { queryType { name } } }"
    nested = '{ whoami { tenant } t: __type(name: "Query") { name } }'
    assert _codes(None, schema) == ["UNAUTHENTICATED"]
    assert _codes(None, nested) == ["UNAUTHENTICATED"]
    assert _codes(Role.READER, schema) == []
    assert _codes(None, schema, dev_mode=True) == []  # GraphiQL reads the schema first
    assert _codes(None, "{ __typename }") == []  # data, not the schema


def test_key_authority_checks_stored_keys_by_id_and_hash_and_remembers_them() -> None:
    from palimpsest.access import KeyAuthority
    from palimpsest.keys import StoredKey, hash_key, new_key

    key = new_key()
    stored = StoredKey(key_id_of(key), "acme", "writer", hash_key(key))
    lookups: list[str] = []

    def find(key_id: str) -> StoredKey | None:
        lookups.append(key_id)
        return stored if key_id == stored.id else None

    authority = KeyAuthority(parse_api_keys(KEYS), find)
    assert authority.authenticate(f"Bearer {ADMIN}").role is Role.ADMIN  # env key: no lookup
    assert lookups == []
    for _ in range(3):  # looked up and hashed once, then remembered
        assert authority.authenticate(f"Bearer {key}") == Principal("acme", Role.WRITER, stored.id)
    assert lookups == [stored.id]
    for _ in range(2):  # a wrong key is looked up once, then refused from memory
        with pytest.raises(Unauthenticated):
            authority.authenticate("Bearer plm_not-a-key-at-all-1234567890")
    assert len(lookups) == 2
    revoked = KeyAuthority({}, lambda _: StoredKey(stored.id, "acme", "writer", stored.hash, True))
    with pytest.raises(Unauthenticated):
        revoked.authenticate(f"Bearer {key}")
    with pytest.raises(Unauthenticated):  # same id, other key: the hash decides
        KeyAuthority({}, lambda _: stored).authenticate(f"Bearer {key}x")


def test_graphiql_page_points_every_locked_asset_at_the_app_and_refuses_others() -> None:
    from gql import graphiql

    page = (
        '<script crossorigin src="https://unpkg.com/react@18.2.0/umd/react.production.min.js"'
        ' integrity="sha384-x"></script>'
        '<link href="https://unpkg.com/@graphiql/plugin-explorer@1.0.2/dist/style.css">'
    )
    local = graphiql.page_html(page)
    assert "unpkg" not in local and 'integrity="sha384-x"' in local
    assert f"{graphiql.STATIC_PATH}/react__umd_react.production.min.js" in local
    assert f"{graphiql.STATIC_PATH}/graphiql_plugin-explorer__dist_style.css" in local
    with pytest.raises(ValueError, match="not in the lock"):
        graphiql.page_html('<script src="https://unpkg.com/react@19.0.0/umd/react.js"></script>')


def test_a_key_over_its_rate_waits_and_others_do_not() -> None:
    from palimpsest.access import KeyRateLimiter

    rates = KeyRateLimiter("2/minute;100/hour")
    assert rates.admit("key-a") is None and rates.admit("key-a") is None
    wait = rates.admit("key-a")
    assert wait is not None and 0 < wait <= 60
    assert rates.admit("key-b") is None  # counted per key
    assert KeyRateLimiter("").admit("key-a") is None  # no limit configured


def test_a_refused_request_is_not_counted() -> None:
    from palimpsest.access import KeyRateLimiter

    rates = KeyRateLimiter("1/minute;3/hour")
    assert rates.admit("k") is None
    for _ in range(5):
        assert rates.admit("k") is not None
    # Only the admitted request counts against the hourly limit.
    assert rates._limiter.get_window_stats(rates.items[1], "k").remaining == 2


def test_over_its_rate_a_request_is_refused_before_it_runs() -> None:
    ctx = RequestContext(
        service=_MustNotBeCalled(),  # type: ignore[arg-type]
        settings=Settings(api_keys=KEYS),
        principal=Principal("acme", Role.ADMIN, "test-key"),
        retry_after=2.5,
    )
    result = asyncio.run(build_schema().execute("{ stats { facts } }", context_value=ctx))
    assert [e.extensions for e in result.errors or []] == [
        {"code": "LIMIT_EXCEEDED", "retryAfter": 3}
    ]


def test_an_unknown_enum_value_in_a_variable_is_bad_user_input_not_internal(caplog) -> None:  # noqa: ANN001
    """graphql-core coerces variables before any resolver runs; an enum value it does not
    know surfaces as a KeyError inside. That is the caller's mistake: BAD_USER_INPUT, named,
    and not logged as a failure."""
    ctx = RequestContext(
        service=_MustNotBeCalled(),  # type: ignore[arg-type]
        settings=Settings(api_keys=KEYS),
        principal=Principal("acme", Role.ADMIN, "test-key"),
        auth_error=None,
    )
    for document, variables in (
        ('mutation($d: AuditDecision!) { decideAudit(id: "a", decision: $d) { id } }',
         {"d": "MAYBE"}),
        ("mutation($o: AnswerOutcomeInput!) { reportOutcome(outcome: $o) { id } }",
         {"o": {"outcome": "MAYBE"}}),
    ):  # fmt: skip
        result = asyncio.run(
            build_schema().execute(document, variable_values=variables, context_value=ctx)
        )
        assert [(e.extensions or {}).get("code") for e in result.errors or []] == ["BAD_USER_INPUT"]
        assert "MAYBE" in result.errors[0].message  # type: ignore[index]
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
