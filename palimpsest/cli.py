"""`palimpsest …` command line (typer): a thin transport over the launcher and MemoryService."""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

from palimpsest.settings import get_settings

if TYPE_CHECKING:
    from palimpsest.neo4j_local import LocalNeo4j

app = typer.Typer(no_args_is_help=True, add_completion=False, help="Palimpsest memory service.")
neo4j_app = typer.Typer(no_args_is_help=True, help="The local Neo4j (assembled from Maven).")
app.add_typer(neo4j_app, name="neo4j")


def _fail(message: str) -> None:
    typer.secho(f"error: {message}", fg=typer.colors.RED, err=True)
    raise typer.Exit(1)


def _local():  # noqa: ANN202 - import kept lazy so `--help` stays fast
    from palimpsest.neo4j_local import LocalNeo4j

    return LocalNeo4j(get_settings())


@neo4j_app.command("up")
def neo4j_up() -> None:
    """Build on first use, start on 127.0.0.1, wait for Bolt and HTTP. Idempotent."""
    from palimpsest.neo4j_local import Neo4jLocalError

    try:
        typer.echo(_local().up())
    except Neo4jLocalError as exc:
        _fail(str(exc))


@neo4j_app.command("down")
def neo4j_down() -> None:
    """Stop the server `up` started (by its recorded pid) and wait for it to exit."""
    typer.echo(_local().down())


@neo4j_app.command("status")
def neo4j_status() -> None:
    """Running or stopped, version, ports, data dir."""
    typer.echo(_local().status().describe())


@neo4j_app.command("logs")
def neo4j_logs(lines: int = typer.Option(50, "--lines", "-n")) -> None:
    """The last lines of the server log."""
    typer.echo(_local().logs(lines))


@app.command("migrate")
def migrate() -> None:
    """Apply the schema migrations of cypher/schema/ and wait for indexes to be ONLINE."""
    from graph.db import GraphUnavailable
    from graph.schema import migrate as run_migrations
    from palimpsest.wiring import open_graph

    try:
        graph = open_graph()
        version = run_migrations(graph)
    except GraphUnavailable as exc:
        _fail(str(exc))
    typer.echo(f"schema version {version}")


@app.command("serve")
def serve(
    no_neo4j: bool = typer.Option(False, "--no-neo4j", help="Do not start the local Neo4j."),
    sample: bool = typer.Option(False, "--sample", help="Load the built-in sample data."),
    dev: bool = typer.Option(
        False, "--dev", help="Development mode: the public dev keys, GraphiQL. Never in production."
    ),
    keep_neo4j: bool = typer.Option(
        False, "--keep-neo4j", help="Leave a Neo4j this command started running on exit."
    ),
) -> None:
    """Start the local Neo4j (unless --no-neo4j), migrate, and serve the app with uvicorn.
    On exit (Ctrl-C), a Neo4j this command started is stopped, unless --keep-neo4j; one that
    was already running is left running, and serve says so."""
    import uvicorn

    from graph.db import GraphUnavailable
    from palimpsest.access import parse_api_keys
    from palimpsest.app import create_app
    from palimpsest.neo4j_local import Neo4jLocalError, browser_url
    from palimpsest.service import MemoryService

    settings = get_settings()
    if dev:
        settings.dev_mode = True
    if "extract_worker" not in settings.model_fields_set:
        # A served ingest parses in a worker process, so reads keep the cores
        # (PALIMPSEST_EXTRACT_WORKER=false keeps it in the server's process).
        settings.extract_worker = True
    keys = settings.effective_api_keys()
    if not keys:
        _fail(
            'no API keys: set PALIMPSEST_API_KEYS to JSON {"<key>": "tenant:role"} (keys of 24+ '
            "characters), or run with --dev for the public development keys"
        )
    try:
        parse_api_keys(keys, allow_weak=settings.dev_mode)
    except ValueError as exc:
        _fail(str(exc))
    local = None if no_neo4j else _local()
    started_neo4j = False
    try:
        if local is not None:
            started_neo4j = not local.status().running
            typer.echo(local.up())
        service = MemoryService.from_settings(settings)
        start_worker = getattr(service.extractor, "start", None)
        if start_worker is not None:
            start_worker()  # the extraction worker loads its models while the app starts
    except (Neo4jLocalError, GraphUnavailable) as exc:
        if local is not None and started_neo4j:
            local.down()
        _fail(str(exc))
    if sample:
        from palimpsest.sample import load_sample

        tenant, receipts = load_sample(service)
        queued = sum(r.queued_for_review for r in receipts)
        created = sum(r.facts_created for r in receipts)
        typer.echo(
            f"sample: tenant {tenant!r}, {created} facts created, {queued} queued for review"
        )
    base = f"http://{settings.host}:{settings.port}"
    typer.echo(
        f"GraphQL:        {base}/graphql\nAdmin UI:       {base}/admin/\n"
        f"Health:         {base}/healthz\n"
        f"Neo4j Browser:  {browser_url(settings.neo4j_http_port, settings.neo4j_bolt_port)}\n"
        f"Browser guide:  :play http://localhost:{settings.port}/guide  (type it in Browser)"
    )
    typer.echo(f"API keys:       {describe_keys(keys, settings.dev_mode)}")
    if settings.graphiql_enabled and settings.dev_mode:
        typer.echo(f"GraphiQL:       {graphiql_link(base, 'dev-admin-key')}")
    try:
        uvicorn.run(create_app(service, settings), host=settings.host, port=settings.port)
    finally:
        service.close()
        if local is not None:
            typer.echo(_neo4j_on_exit(local, started_neo4j and not keep_neo4j))


def _neo4j_on_exit(local: LocalNeo4j, stop: bool) -> str:
    """Stop the Neo4j serve started, or say in one line that one is still running."""
    if stop:
        return f"Neo4j {local.down()}"
    status = local.status()
    if not status.running:
        return "Neo4j is not running"
    return (f"Neo4j is still running (pid {status.pid}, {status.memory_mb} MB); "
            "stop it with `palimpsest neo4j down`")  # fmt: skip


def graphiql_link(base: str, key: str) -> str:
    """GraphiQL with `key` already in its headers (the page reads them from the URL)."""
    import json
    import urllib.parse

    headers = json.dumps({"Authorization": f"Bearer {key}"})
    return f"{base}/graphql?headers={urllib.parse.quote(headers)}"


def describe_keys(keys: dict[str, str], dev_mode: bool) -> str:
    """The keys as serve prints them: ids and roles, never a secret (the public development
    keys are shown whole in development mode: they are in the source anyway)."""
    from palimpsest.keys import key_id_of
    from palimpsest.settings import DEV_API_KEYS

    shown = []
    for key, spec in keys.items():
        public = dev_mode and DEV_API_KEYS.get(key) == spec
        shown.append(f"{key if public else key_id_of(key)} ({spec})")
    return ", ".join(shown)


@app.command("mcp")
def mcp_stdio(
    key: str = typer.Option(
        None, envvar="PALIMPSEST_MCP_KEY", help="API key: its tenant and role for the session"
    ),
) -> None:
    """Serve the MCP tools over stdio (for agent hosts that launch a command)."""
    from gql.app import key_authority
    from mcp_transport.server import CALLER, build_server
    from palimpsest.access import Unauthenticated

    service = _service()
    try:
        principal = key_authority(service, service.settings).authenticate(f"Bearer {key or ''}")
    except Unauthenticated as exc:
        _fail(f"{exc} (pass --key or set PALIMPSEST_MCP_KEY)")
    CALLER.set(principal)  # copied into the server's tasks
    build_server(service).run("stdio")


@app.command("doctor")
def doctor(tenant: str = typer.Option(None, help="Check one tenant (default: all).")) -> None:
    """Check invariants 1-5 of DESIGN.md; exit 1 with a readable report on any violation."""
    from graph.db import GraphUnavailable
    from graph.invariants import check_invariants
    from palimpsest.wiring import open_graph

    try:
        results = check_invariants(open_graph(), tenant)
    except GraphUnavailable as exc:
        _fail(str(exc))
    bad = 0
    for name, violations in results.items():
        mark = "ok" if not violations else f"{len(violations)} violation(s)"
        typer.echo(f"{name:32s} {mark}")
        for v in violations[:20]:
            typer.echo(f"    [{v.tenant}] {v.subject}: {v.problem}")
        bad += len(violations)
    if bad:
        typer.secho(f"doctor: {bad} violation(s)", fg=typer.colors.RED, err=True)
        raise typer.Exit(1)
    typer.echo("doctor: all invariants hold")


health_app = typer.Typer(no_args_is_help=True, help="The health watch: probes and alarms.")
app.add_typer(health_app, name="health")


@health_app.command("run")
def health_run(
    tenant: str = typer.Option(None, help="Run one tenant's probes (default: every tenant's)."),
    known_at: str = typer.Option(
        None, "--known-at", help="The snapshot to read, ISO-8601 with offset (default: now)."
    ),
) -> None:
    """Evaluate the probes through `evidence` on a snapshot, store the run, open incidents."""
    from datetime import datetime

    from palimpsest.errors import ServiceError

    try:
        when = datetime.fromisoformat(known_at) if known_at else None
    except ValueError:
        _fail(f"--known-at: not ISO-8601: {known_at!r}")
    watch = _service().health
    try:
        runs = [watch.run(tenant, when)] if tenant else watch.run_all()
    except ServiceError as exc:
        _fail(f"{exc} {'; '.join(exc.details)}")
    for run in runs:
        snap = run.snapshot
        typer.echo(
            f"{run.tenant}: {run.probes} probes on {snap.version} "
            f"(knownAt {snap.known_at.isoformat()}) in {run.duration_ms:.0f} ms"
        )
        for s in run.slices:
            mark = "BREACH" if s.breach else ("calibrated" if s.calibrated else "ok")
            line = (f"  {s.slice:16s} {s.passed}/{s.total} (stale {s.stale}) "
                    f"alarm below {s.threshold}, baseline {s.baseline:.2f}: {mark}")  # fmt: skip
            if s.opened:
                line += " - incident opened"
            typer.echo(line + (f"\n    {s.warning}" if s.warning else ""))
    if not runs:
        typer.echo("no tenant has probes")


keys_app = typer.Typer(no_args_is_help=True, help="API keys stored in Neo4j (argon2id hashes).")
app.add_typer(keys_app, name="keys")


def _service():  # noqa: ANN202 - lazy import keeps `--help` fast
    from graph.db import GraphUnavailable
    from palimpsest.service import MemoryService

    try:
        return MemoryService.from_settings()
    except GraphUnavailable as exc:
        _fail(str(exc))


@keys_app.command("create")
def keys_create(
    tenant: str = typer.Option(..., help="the tenant the key reads and writes"),
    role: str = typer.Option("reader", help="reader, writer or admin"),
    label: str = typer.Option(None, help="what the key is for (shown by `keys list`)"),
) -> None:
    """Create a key; it is printed once and only its hash is stored."""
    from palimpsest.errors import ServiceError

    try:
        key, key_id = _service().create_api_key(tenant, role, label)
    except ServiceError as exc:
        _fail(f"{exc} {'; '.join(exc.details)}")
    typer.echo(f"key id: {key_id}\nkey:    {key}\n(shown once: store it now)")


@keys_app.command("list")
def keys_list(tenant: str = typer.Option(None, help="only this tenant's keys")) -> None:
    """Key ids, tenants, roles and labels (never a key or its hash)."""
    for k in _service().list_api_keys(tenant):
        state = f"revoked {k['revoked_at']}" if k["revoked_at"] else "active"
        typer.echo(f"{k['id']}  {k['tenant']}:{k['role']}  {state}  created {k['created_at']}"
                   f"  {k['label'] or ''}".rstrip())  # fmt: skip


@keys_app.command("revoke")
def keys_revoke(key_id: str = typer.Argument(..., help="the key id, kid-…")) -> None:
    """Revoke a key (takes effect within the servers' 30 s key cache)."""
    if not _service().revoke_api_key(key_id):
        _fail(f"no key with id {key_id!r}")
    typer.echo(f"revoked {key_id}")


ingest_app = typer.Typer(no_args_is_help=True, help="Ingest episodes from files.")
app.add_typer(ingest_app, name="ingest")


def _ingest_all(tenant: str, episodes: list, batch: int) -> None:  # noqa: ANN001
    from dataclasses import asdict, fields

    from tqdm import tqdm

    from graph.types import IngestReceipt
    from palimpsest.errors import ServiceError
    from palimpsest.service import MemoryService

    service = MemoryService.from_settings()
    total = IngestReceipt()
    with tqdm(total=len(episodes), unit="ep", desc=f"ingest → {tenant}") as bar:
        for i in range(0, len(episodes), batch):
            try:
                r = service.ingest(tenant, episodes[i : i + batch])
            except ServiceError as exc:
                _fail(f"{exc} {'; '.join(exc.details)}")
            for f in fields(IngestReceipt):
                if isinstance(getattr(r, f.name), int):
                    setattr(total, f.name, getattr(total, f.name) + getattr(r, f.name))
            total.warnings += r.warnings
            total.episode_ids += r.episode_ids
            bar.update(len(episodes[i : i + batch]))
    receipt = asdict(total)
    receipt["episode_ids"] = len(total.episode_ids)
    receipt["warnings"] = len(total.warnings)
    typer.echo("receipt: " + ", ".join(f"{k}={v}" for k, v in receipt.items()))


@ingest_app.command("locomo")
def ingest_locomo(
    path: str = typer.Argument(..., help="locomo10*.json"),
    sample: list[str] = typer.Option(None, "--sample", help="sample_id(s), e.g. conv-26"),
    tenant: str = typer.Option(None, help="default: locomo-<sample_id>"),
    batch: int = typer.Option(200, help="episodes per transaction"),
) -> None:
    """Ingest LoCoMo conversations (session dates as times, dia_id as externalId)."""
    from pathlib import Path

    from palimpsest.importers import locomo_episodes

    if not Path(path).is_file():
        _fail(f"no LoCoMo file at {path}")
    try:
        conversations = locomo_episodes(Path(path), sample or None)
    except ValueError as exc:
        _fail(str(exc))
    for sid, episodes in conversations.items():
        _ingest_all(tenant or f"locomo-{sid}", episodes, batch)


@ingest_app.command("jsonl")
def ingest_jsonl(
    path: str = typer.Argument(..., help="one JSON episode per line"),
    tenant: str = typer.Option(..., help="tenant to write to"),
    batch: int = typer.Option(200),
) -> None:
    """Ingest episodes from a JSON-lines file (text, occurredAt, speaker, sessionId, …)."""
    from pathlib import Path

    from palimpsest.importers import jsonl_episodes

    try:
        episodes = jsonl_episodes(Path(path))
    except (OSError, ValueError) as exc:
        _fail(str(exc))
    _ingest_all(tenant, episodes, batch)


bench_app = typer.Typer(no_args_is_help=True, help="Benchmarks (results under bench/results/).")
app.add_typer(bench_app, name="bench")


@bench_app.command("all")
def bench_all(
    quick: bool = typer.Option(False, "--quick", help="The small variants (minutes, not hours)."),
    readme: bool = typer.Option(True, help="Regenerate the README's headline table."),
) -> None:
    """Run every benchmark, write JSON + Markdown + PNG, and refresh the README table."""
    from bench.run_all import headline_table, run_all, update_readme
    from palimpsest.settings import REPO_ROOT

    files = run_all(quick)
    typer.echo(f"wrote {len(files)} result files under bench/results/")
    if readme and update_readme(REPO_ROOT / "README.md"):
        typer.echo("README headline table regenerated")
    typer.echo(headline_table())


def main() -> None:
    """Console-script entry point."""
    app(prog_name="palimpsest")


if __name__ == "__main__":
    main()
