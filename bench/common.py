"""Shared benchmark plumbing: machine description, Wilson intervals, result files, tenants.

Every runner records the command, seeds, data and machine it ran on next to its figures, and
writes them as JSON + Markdown (+ PNG when it plots) under `bench/results/`.
"""

from __future__ import annotations

import json
import math
import os
import platform
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from uuid import uuid4

RESULTS_DIR = Path(__file__).resolve().parent / "results"
SEEDS: tuple[int, ...] = (7, 11, 23)


# -- statistics ---------------------------------------------------------------------------


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval (95% by default) for k successes out of n; (0, 1) when n == 0."""
    if n <= 0:
        return (0.0, 1.0)
    if not 0 <= k <= n:
        raise ValueError(f"k={k} outside [0, n={n}]")
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class Proportion:
    """k out of n, with its Wilson 95% interval."""

    k: int
    n: int

    @property
    def rate(self) -> float | None:
        return self.k / self.n if self.n else None

    def to_dict(self) -> dict[str, Any]:
        lo, hi = wilson(self.k, self.n)
        return {"k": self.k, "n": self.n, "rate": self.rate, "lo": lo, "hi": hi}


def prop(k: int, n: int) -> dict[str, Any]:
    """A proportion as a JSON-ready dict: k, n, rate, Wilson 95% lo/hi."""
    return Proportion(k, n).to_dict()


def fmt_prop(p: dict[str, Any] | None, digits: int = 3) -> str:
    """'0.933 [0.82, 0.98] (28/30)' for a `prop` dict; '—' when empty."""
    if not p or not p.get("n"):
        return "—"
    return f"{p['rate']:.{digits}f} [{p['lo']:.2f}, {p['hi']:.2f}] ({p['k']}/{p['n']})"


def percentiles(values: Sequence[float]) -> dict[str, float | None]:
    """p50 / p95 / p99 (nearest rank) and mean of a list of numbers (None when empty)."""
    if not values:
        return {"p50": None, "p95": None, "p99": None, "mean": None, "n": 0}
    ordered = sorted(values)

    def rank(q: float) -> float:
        return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]

    return {
        "p50": statistics.median(ordered),
        "p95": rank(0.95),
        "p99": rank(0.99),
        "mean": statistics.fmean(ordered),
        "n": len(ordered),
    }


# -- machine and command ------------------------------------------------------------------


def _cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def _ram_gib() -> float | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return round(int(line.split()[1]) / 1024 / 1024, 1)
    except OSError:
        pass
    return None


def neo4j_version(graph: Any | None) -> str | None:
    """The server's version string (via the driver's server info), or None without a graph."""
    if graph is None:
        return None
    try:
        info = graph.driver.get_server_info()
        return str(info.agent)
    except Exception:  # noqa: BLE001 - a description field must never fail a run
        return None


def machine_description(graph: Any | None = None) -> dict[str, Any]:
    """nproc, CPU model, RAM, Python, platform and (when a graph is given) the Neo4j version."""
    return {
        "nproc": os.cpu_count(),
        "cpu_model": _cpu_model(),
        "ram_gib": _ram_gib(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "neo4j": neo4j_version(graph),
    }


def command_line() -> str:
    """The command that produced a result (argv as run)."""
    return " ".join([Path(sys.argv[0]).name, *sys.argv[1:]]) if sys.argv else ""


# -- result files -------------------------------------------------------------------------


def md_table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A GitHub Markdown table."""
    out = ["| " + " | ".join(str(h) for h in headers) + " |"]
    out.append("|" + "|".join("---" for _ in headers) + "|")
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


def write_result(
    name: str,
    payload: dict[str, Any],
    markdown: str,
    *,
    results_dir: Path | None = None,
    figure: Any | None = None,
) -> list[Path]:
    """Write `<name>.json`, `<name>.md` (and `<name>.png` from a matplotlib figure).

    The JSON gets `name`, `written_at` and, if absent, `command`; the Markdown gets a footer
    with the command and machine. Returns the paths written.
    """
    out_dir = results_dir or RESULTS_DIR
    out_dir.mkdir(parents=True, exist_ok=True)
    body = {"name": name, "written_at": datetime.now(UTC).isoformat(), **payload}
    body.setdefault("command", command_line())
    paths = []
    jpath = out_dir / f"{name}.json"
    jpath.write_text(json.dumps(body, indent=2, default=str, ensure_ascii=False) + "\n")
    paths.append(jpath)
    machine = body.get("machine") or {}
    footer = (
        f"\n\n---\nCommand: `{body['command']}` · seeds: {body.get('seeds', '—')} · "
        f"machine: {machine.get('nproc')} cores, {machine.get('cpu_model')}, "
        f"{machine.get('ram_gib')} GiB RAM, Python {machine.get('python')}, "
        f"Neo4j {machine.get('neo4j')} · written {body['written_at']}\n"
    )
    if figure is not None:
        ppath = out_dir / f"{name}.png"
        figure.savefig(ppath, dpi=120, bbox_inches="tight")
        paths.append(ppath)
        markdown += f"\n\n![{name}]({ppath.name})\n"
    mpath = out_dir / f"{name}.md"
    mpath.write_text(markdown.rstrip() + footer)
    paths.append(mpath)
    return paths


def load_result(name: str, results_dir: Path | None = None) -> dict[str, Any] | None:
    """A result JSON by name, or None when it was not written."""
    path = (results_dir or RESULTS_DIR) / f"{name}.json"
    if not path.exists():
        return None
    return json.loads(path.read_text())


# -- tenants and the service ---------------------------------------------------------------


def _local_neo4j() -> Any:  # noqa: ANN401 - palimpsest.neo4j_local.LocalNeo4j, imported lazily
    from palimpsest.neo4j_local import LocalNeo4j
    from palimpsest.settings import get_settings

    return LocalNeo4j(get_settings())


def neo4j_cpu_seconds() -> float | None:
    """CPU seconds (user + system, all threads) the local Neo4j server (`palimpsest neo4j up`)
    has used so far; None when the configured server is not that one or /proc is absent."""
    pid = _local_neo4j().status().pid
    if pid is None:
        return None
    try:  # fields after the ")" closing the command name: utime and stime are the 12th, 13th
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def neo4j_replans_since(since: datetime) -> int | None:
    """Cached query plans the local Neo4j discarded as stale since `since` (its debug.log:
    "Discarded stale query", logged when the statistics a plan was made with have diverged;
    the next run of that query is planned again). None when the log is not ours to read."""
    log = _local_neo4j().home / "logs" / "debug.log"
    try:
        lines = log.read_text(errors="replace").splitlines()
    except OSError:
        return None
    count = 0
    for line in lines:
        if "Discarded stale query" not in line:
            continue
        try:
            at = datetime.strptime(line[:28], "%Y-%m-%d %H:%M:%S.%f%z")
        except ValueError:
            continue
        count += at >= since
    return count


@contextmanager
def cpu_meter() -> Iterator[dict[str, float | None]]:
    """Measures the CPU seconds this process and the local Neo4j spend inside the block;
    the dict is filled on exit: `client`, `server` (None if unknown), `total`."""
    result: dict[str, float | None] = {}
    client0, server0 = time.process_time(), neo4j_cpu_seconds()
    try:
        yield result
    finally:
        server1 = neo4j_cpu_seconds()
        client = time.process_time() - client0
        server = None if server0 is None or server1 is None else server1 - server0
        result["client"], result["server"] = client, server
        result["total"] = None if server is None else client + server


def tenant_name(bench: str, seed: int | str) -> str:
    """A fresh tenant name for one benchmark run (valid for MemoryService's tenant check)."""
    return f"bench-{bench}-{seed}-{uuid4().hex[:6]}"


def open_service() -> Any:
    """A MemoryService connected to the configured Neo4j (imported lazily: heavy)."""
    from palimpsest.service import MemoryService

    return MemoryService.from_settings()


def delete_tenant(service: Any, tenant: str) -> None:
    """Remove every node of `tenant`."""
    service.graph.delete_tenant(tenant)


@contextmanager
def fresh_tenant(service: Any, bench: str, seed: int | str) -> Iterator[str]:
    """A fresh tenant name, deleted on exit (also on error)."""
    tenant = tenant_name(bench, seed)
    try:
        yield tenant
    finally:
        delete_tenant(service, tenant)


class Timer:
    """Collects wall-clock durations (seconds) of named operations."""

    def __init__(self) -> None:
        self.samples: dict[str, list[float]] = {}

    @contextmanager
    def time(self, name: str) -> Iterator[None]:
        start = time.perf_counter()
        try:
            yield
        finally:
            self.samples.setdefault(name, []).append(time.perf_counter() - start)

    def summary(self) -> dict[str, dict[str, float | None]]:
        return {k: percentiles(v) for k, v in self.samples.items()}


def locomo_path(arg: str | None = None) -> Path:
    """Where the LoCoMo dev file is: the argument, else $PALIMPSEST_LOCOMO, else
    `../shared/data/locomo/locomo10-dev.json` beside the repository."""
    raw = arg or os.environ.get("PALIMPSEST_LOCOMO")
    if raw:
        return Path(raw)
    return Path(__file__).resolve().parents[2] / "shared" / "data" / "locomo" / "locomo10-dev.json"
