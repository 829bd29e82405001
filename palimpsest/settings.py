"""Service settings, read from `PALIMPSEST_*` environment variables (pydantic-settings)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from graph.paths import DEFAULT_DATA_DIR, REPO_ROOT

# Public, weak keys for a laptop: accepted only in development mode (`dev_mode`).
DEV_API_KEYS = {
    "dev-admin-key": "demo:admin",
    "dev-writer-key": "demo:writer",
    "dev-reader-key": "demo:reader",
}


class Settings(BaseSettings):
    """Everything configurable. Defaults give a development server on loopback."""

    model_config = SettingsConfigDict(env_prefix="PALIMPSEST_", env_file=".env", extra="ignore")

    # Unset: the local server's Bolt port on loopback.
    neo4j_uri: str = ""
    neo4j_user: str = "neo4j"
    neo4j_password: str = ""
    neo4j_database: str = "neo4j"
    # How long a transaction is retried on transient errors and an outage is waited out
    # before the caller gets UNAVAILABLE (graph/db.py); and the connect timeout.
    neo4j_retry_seconds: float = 1.0
    neo4j_connect_seconds: float = 1.0
    # tenant -> database, for deployments that give tenants their own database.
    tenant_databases: dict[str, str] = Field(default_factory=dict)

    # Local (Maven-assembled) Neo4j.
    data_dir: Path = DEFAULT_DATA_DIR
    neo4j_bolt_port: int = 7687
    neo4j_http_port: int = 7474
    neo4j_heap: str = "1g"
    neo4j_pagecache: str = "512m"
    # Transaction logs kept after checkpoints: they serve backups and clustering, neither of
    # which a local server has; "1 days" kept 12 GB after a day of benchmarks.
    neo4j_tx_log_retention: str = "512M size"
    neo4j_start_timeout: float = 180.0

    # Service.
    host: str = "127.0.0.1"
    port: int = 8000
    # JSON {"key": "tenant:role"}; roles: reader, writer, admin. Keys must be strong
    # (palimpsest/access.py); with none configured, only development mode has keys (DEV_API_KEYS).
    api_keys: dict[str, str] = Field(default_factory=dict)
    # Development mode: the public dev keys, GraphiQL, weak keys accepted. Never in production.
    dev_mode: bool = False
    # GraphiQL at GET /graphql; unset: on in development mode only.
    graphiql: bool | None = None
    # Requests one API key may make (`limits` notation, several separated by ";"); "" = no
    # limit. Counted per process, per key id.
    rate_limit: str = "20/second;600/minute"

    # Ingest limits and policy.
    max_episode_bytes: int = 64 * 1024
    max_batch_episodes: int = 1000
    # Profile cards (palimpsest.subjects): how many are cached, and for how long a card may
    # miss another process's write (this process's writes drop the cards they touch).
    profile_cache_entries: int = 2048
    profile_cache_seconds: float = 30.0
    extractor_mode: str = "rules"  # rules | llm | rules+llm
    # The rules extractor in a worker process at this much lower CPU priority, so an ingest's
    # parse never holds the cores or the GIL reads need (extract.worker). `serve` turns it on.
    extract_worker: bool = False
    extract_worker_niceness: int = 10
    extract_worker_timeout: float = 120.0  # seconds for one batch; then Unavailable, retry
    llm_model: str | None = None
    llm_cache_dir: Path | None = None
    duplicate_similarity: float = 0.92
    # Health watch (palimpsest/health.py): seconds between scheduled runs of every tenant's
    # probes inside the server; 0 = no schedule (runs on demand: CLI, GraphQL).
    health_interval_seconds: float = 0.0
    # Sentence embeddings: auto (onnx when onnxruntime is installed, else torch) | torch | onnx.
    embedding_backend: str = "auto"

    def model_post_init(self, __context: object) -> None:
        if not self.neo4j_uri:
            self.neo4j_uri = f"bolt://127.0.0.1:{self.neo4j_bolt_port}"

    def effective_api_keys(self) -> dict[str, str]:
        """The keys the API accepts: the configured ones, or in development mode with none
        configured, the public development keys."""
        if self.api_keys or not self.dev_mode:
            return dict(self.api_keys)
        return dict(DEV_API_KEYS)

    @property
    def graphiql_enabled(self) -> bool:
        return self.dev_mode if self.graphiql is None else self.graphiql

    def database_for(self, tenant: str) -> str:
        """The Neo4j database that holds `tenant`'s graph."""
        return self.tenant_databases.get(tenant, self.neo4j_database)

    @property
    def neo4j_home(self) -> Path:
        return REPO_ROOT / "docker" / "neo4j" / "target" / "neo4j-home"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """Process-wide settings (read once)."""
    return Settings()
