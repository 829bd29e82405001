"""Profile-card latency, cold (built from the graph) and warm (from the cache), at a given
number of facts; a sibling of bench.recall_latency, on the same synthetic data.

Facts come from bench.ingest_resolve.synthetic_facts through the real structured ingest
(`bench.recall_latency.load`: 200 subjects, slots with supersessions, transitions, scoped
exceptions and queued conflicts). Cold: the subject's cards are dropped from the cache
before each call (`profiles_changed`), so each call reads the subject's slots and builds the
card. Warm: the same subjects asked again with the cache filled. Targets (issue 17): p95 ≤ 150
ms cold and ≤ 30 ms warm at 100k facts.

    python -m bench.profile_latency --sizes 100000 --queries 200 --seed 7
"""

from __future__ import annotations

import argparse
import random
import time

from bench.common import (
    delete_tenant,
    machine_description,
    md_table,
    open_service,
    percentiles,
    tenant_name,
    write_result,
)
from bench.recall_latency import load

COLD_P95_MS, WARM_P95_MS = 150.0, 30.0


def measure(service, tenant: str, queries: int, seed: int, subjects: int = 200) -> dict:  # noqa: ANN001
    """Latencies (ms) of cold and warm profile cards, and the cards' sizes."""
    rng = random.Random(seed + 5)
    asked = [f"person-{rng.randrange(subjects)}" for _ in range(queries)]
    for s in asked[:10]:  # plans and connections, unmeasured
        service.profile(tenant, s)
    cold, warm, states, tokens = [], [], [], []
    for s in asked:
        service.profiles_changed(tenant, [(s, "")])
        t = time.perf_counter()
        card = service.profile(tenant, s)
        cold.append((time.perf_counter() - t) * 1000)
        assert not card.cached
        states.append(sum(len(d.states) for d in card.domains))
        tokens.append(card.token_estimate)
    for s in asked:
        service.profile(tenant, s)  # cached now whatever the order
    for s in asked:
        t = time.perf_counter()
        card = service.profile(tenant, s)
        warm.append((time.perf_counter() - t) * 1000)
        assert card.cached
    return {
        "cold_ms": percentiles(cold),
        "warm_ms": percentiles(warm),
        "states_per_card": percentiles(states),
        "tokens_per_card": percentiles(tokens),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[100_000])
    ap.add_argument("--queries", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--keep", action="store_true", help="keep the tenants (for inspection)")
    args = ap.parse_args()
    service = open_service()
    rows = []
    for size in args.sizes:
        tenant = tenant_name("profile", args.seed)
        try:
            load_s = load(service, tenant, size, args.seed)
            service.graph.run_autocommit("admin/resample_indexes")
            result = measure(service, tenant, args.queries, args.seed)
        finally:
            if not args.keep:
                delete_tenant(service, tenant)
        rows.append({"facts": size, "load_seconds": load_s, **result,
                     "meets_cold_target": result["cold_ms"]["p95"] <= COLD_P95_MS,
                     "meets_warm_target": result["warm_ms"]["p95"] <= WARM_P95_MS})  # fmt: skip
    table = md_table(
        ["facts", "cold p50 ms", "p95", "p99", "warm p50 ms", "p95", "p99", "states/card p50",
         "tokens/card p50"],
        [[r["facts"], *(f"{r['cold_ms'][p]:.2f}" for p in ("p50", "p95", "p99")),
          *(f"{r['warm_ms'][p]:.3f}" for p in ("p50", "p95", "p99")),
          f"{r['states_per_card']['p50']:.0f}", f"{r['tokens_per_card']['p50']:.0f}"]
         for r in rows],
    )  # fmt: skip
    md = (
        "# Profile card latency, cold and warm\n\n"
        f"{args.queries} cards per size over 200 synthetic subjects "
        "(bench.ingest_resolve.synthetic_facts through structured ingest). Cold: the subject's "
        "cards dropped from the cache before each call (one read of its slots, the card built "
        "and rendered); warm: served from the cache. Targets: p95 ≤ "
        f"{COLD_P95_MS:.0f} ms cold, ≤ {WARM_P95_MS:.0f} ms warm at 100k facts.\n\n" + table
    )
    write_result(
        "profile_latency",
        {"seeds": [args.seed], "data": "bench.ingest_resolve.synthetic_facts, 200 subjects",
         "machine": machine_description(service.graph), "rows": rows,
         "targets_ms": {"cold_p95": COLD_P95_MS, "warm_p95": WARM_P95_MS}},
        md,
    )  # fmt: skip
    print(md)
    service.close()


if __name__ == "__main__":
    main()
