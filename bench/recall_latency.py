"""Evidence-packet latency at 10k and 100k facts, against a plain vector top-k query on the
same database in the same run (the baseline a vector store gives).

Facts come from bench.ingest_resolve.synthetic_facts through the real structured ingest, so
slots have realistic histories (supersessions, transitions, scoped exceptions, queued
conflicts). Their vectors are MiniLM embeddings of a small set of templates mixed with seeded
noise, so the vector index has realistic neighbourhoods without embedding 100k texts.
Questions are templated from the same attributes.

Latency is measured in steady state. A bulk load makes Neo4j's statistics diverge from those
the cached plans were made with, and Neo4j then discards and re-plans each query once (at most
every 10 s); a re-plan of the seed query costs up to a second on this machine. So after each
load the indexes are resampled and unmeasured questions run for `--settle-seconds` before the
clock starts, and the run reports how many plans were discarded during the measurement itself.

    python -m bench.recall_latency --sizes 10000 100000 --queries 200 --seed 7
"""

from __future__ import annotations

import argparse
import random
import time
from datetime import UTC, datetime

from tqdm import tqdm

from bench.common import (
    delete_tenant,
    machine_description,
    md_table,
    neo4j_replans_since,
    open_service,
    percentiles,
    tenant_name,
    write_result,
)
from bench.ingest_resolve import ATTRIBUTES, synthetic_facts
from graph.search import index_names

QUESTIONS = [
    "where does {s} live now?",
    "what was {s}'s home city before?",
    "which editor does {s} use?",
    "who does {s} work for now?",
    "why did {s} switch package manager?",
    "what languages does {s} speak?",
    "what is {s}'s diet these days?",
    "which bank did {s} use last year?",
]


def _mix(base: list[float], rng: random.Random, noise: float = 0.35) -> list[float]:
    vec = [b + rng.gauss(0, noise / 20) for b in base]
    norm = sum(x * x for x in vec) ** 0.5
    return [x / norm for x in vec]


def load(service, tenant: str, size: int, seed: int, batch: int = 1000) -> float:  # noqa: ANN001
    """Ingest `size` synthetic facts; return seconds taken."""
    facts = synthetic_facts(size, seed)
    rng = random.Random(seed + 2)
    prototypes = dict(zip(ATTRIBUTES, service.embedder.embed(
        [f"my {a.replace('_', ' ')} is {vals[0]}" for a, (vals, _) in ATTRIBUTES.items()]
    ), strict=True))  # fmt: skip
    for f in facts:
        f.embedding = _mix(prototypes[f.attribute], rng)
    started = time.perf_counter()
    for i in tqdm(range(0, size, batch), desc=f"load {size}", unit="batch", leave=False):
        service.ingest_facts(tenant, facts[i : i + batch])
    return time.perf_counter() - started


def settle(service, tenant: str, seconds: float) -> int:  # noqa: ANN001
    """Resample outdated indexes, then ask unmeasured questions for `seconds` (at least 10),
    so the re-planning the load triggered happens now. Returns the questions asked."""
    service.graph.run_autocommit("admin/resample_indexes")
    asked, deadline = 0, time.monotonic() + seconds
    while asked < 10 or (time.monotonic() < deadline and asked < 10_000):  # bounded
        template = QUESTIONS[asked % len(QUESTIONS)]
        service.evidence(tenant, template.format(s=f"warm-up-{asked}"))
        asked += 1
    return asked


def measure(service, tenant: str, queries: int, seed: int, settle_seconds: float = 15.0) -> dict:  # noqa: ANN001
    """Latencies (ms) of evidence packets and of the plain vector baseline, interleaved."""
    rng = random.Random(seed + 3)
    questions = [rng.choice(QUESTIONS).format(s=f"person-{rng.randrange(200)}")
                 for _ in range(queries)]  # fmt: skip
    warm_up = settle(service, tenant, settle_seconds)
    service.embedder.clear_cache()  # every size embeds its questions (no vectors carried over)
    started = datetime.now(UTC)
    packet_ms, baseline_ms = [], []
    stages: dict[str, list[float]] = {}
    for q in tqdm(questions, desc="queries", leave=False):
        t = time.perf_counter()
        packet = service.evidence(tenant, q, max_items=8, max_tokens=800)
        packet_ms.append((time.perf_counter() - t) * 1000)
        for stage, ms in packet.trace["timings_ms"].items():  # type: ignore[union-attr]
            stages.setdefault(stage, []).append(ms)
        t = time.perf_counter()
        vec = service.embedder.embed_one(q)
        service.graph.query(
            "recall/plain_vector_topk",
            tenant,
            embedding=vec,
            k=8,
            fetch=40,
            indexes=index_names(tenant),
        )
        baseline_ms.append((time.perf_counter() - t) * 1000)
    return {
        "warm_up_questions": warm_up,
        "plans_discarded_during_measurement": neo4j_replans_since(started),
        "evidence_ms": percentiles(packet_ms),
        "vector_topk_ms": percentiles(baseline_ms),
        "stage_ms": {stage: percentiles(ms) for stage, ms in stages.items()},
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--keep", action="store_true", help="keep the tenants (for inspection)")
    ap.add_argument("--settle-seconds", type=float, default=15.0,
                    help="unmeasured questions after each load (re-plans happen then)")  # fmt: skip
    args = ap.parse_args()
    service = open_service()
    rows = []
    for size in args.sizes:
        tenant = tenant_name("recall", args.seed)
        try:
            load_s = load(service, tenant, size, args.seed)
            result = measure(service, tenant, args.queries, args.seed, args.settle_seconds)
        finally:
            if not args.keep:
                delete_tenant(service, tenant)
        ev, base = result["evidence_ms"], result["vector_topk_ms"]
        rows.append({"facts": size, "load_seconds": load_s, **result,
                     "p95_ratio_to_baseline": ev["p95"] / base["p95"]})  # fmt: skip
    growth = (
        rows[-1]["evidence_ms"]["p95"] / rows[0]["evidence_ms"]["p95"] if len(rows) > 1 else None
    )
    table = md_table(
        ["facts", "packet p50 ms", "p95", "p99", "vector top-k p50", "p95", "p99", "p95 ratio",
         "plans discarded while measuring"],
        [[r["facts"], *(f"{r['evidence_ms'][p]:.1f}" for p in ("p50", "p95", "p99")),
          *(f"{r['vector_topk_ms'][p]:.1f}" for p in ("p50", "p95", "p99")),
          f"{r['p95_ratio_to_baseline']:.1f}x",
          "—" if r["plans_discarded_during_measurement"] is None
          else r["plans_discarded_during_measurement"]] for r in rows],
    )  # fmt: skip
    md = (
        "# Evidence packet latency vs plain vector top-k\n\n"
        f"{args.queries} templated questions per size, interleaved with the baseline on the "
        "same database; query embedding included in both. After each load: indexes resampled, "
        f"then unmeasured questions for {args.settle_seconds:.0f} s (steady state; see the "
        "module docstring).\n\n" + table
    )
    if growth is not None:
        md += f"\n\np95 growth from {rows[0]['facts']} to {rows[-1]['facts']} facts: {growth:.2f}x"
    stage_names = [s for s in rows[-1]["stage_ms"] if s != "total"]
    md += "\n\nWhere the time goes (stage timings from each packet's trace, p50 / p95 ms):\n\n"
    md += md_table(
        ["facts", *stage_names],
        [[r["facts"], *(f"{r['stage_ms'][s]['p50']:.1f} / {r['stage_ms'][s]['p95']:.1f}"
                        if s in r["stage_ms"] else "-" for s in stage_names)] for r in rows],
    )  # fmt: skip
    write_result(
        "recall_latency",
        {"seeds": [args.seed], "data": "bench.ingest_resolve.synthetic_facts + templated questions",
         "machine": machine_description(service.graph), "rows": rows, "p95_growth": growth},
        md,
    )  # fmt: skip
    print(md)


if __name__ == "__main__":
    main()
