"""Structured ingest throughput: batched (UNWIND, one transaction per batch) against the same
load written one fact per transaction, in the same run, on the same database.

Synthetic slot histories over 2,000 slots (200 subjects x 10 attributes): moves with update
cues, plain re-statements (duplicates), intents, scoped exceptions, out-of-order reports, and
high-risk changes without a cue (queued for review). Embeddings are seeded pseudo-random unit
vectors so the benchmark measures the resolver and Neo4j writes; the embedding model's cost is
measured by bench/extract_throughput.py.

    python -m bench.ingest_resolve --sizes 10000 100000 --seed 7
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from datetime import UTC, datetime, timedelta

from tqdm import tqdm

from bench.common import fresh_tenant, machine_description, md_table, open_service, write_result
from graph.types import StructuredFactInput

ATTRIBUTES = {
    # attribute: (values, phrasing of a change)
    "home_city": (["Paris", "Rome", "Oslo", "Lima", "Kyoto", "Quito", "Porto"], "I moved to {v}"),
    "employer": (["Acme", "Globex", "Initech", "Umbrella", "Hooli"], "I now work at {v}"),
    "editor": (["Vim", "Emacs", "VS Code", "Helix", "Zed"], "I switched to {v}"),
    "package_manager": (["npm", "pnpm", "yarn", "bun"], "I switched to {v}"),
    "diet": (["vegan", "vegetarian", "keto", "omnivore"], "I'm now {v}"),
    "bank": (["HSBC", "Chase", "ING", "Revolut"], "My bank is {v}"),
    "phone": (["Pixel", "iPhone", "Fairphone"], "I now use a {v}"),
    "spoken_language": (["French", "German", "Spanish", "Hindi"], "I also speak {v}"),
    "hobby": (["chess", "climbing", "baking", "running"], "I took up {v}"),
    "timezone": (["UTC", "CET", "JST", "PST"], "My timezone is now {v}"),
}
START = datetime(2020, 1, 1, tzinfo=UTC)


def synthetic_facts(n: int, seed: int, subjects: int = 200) -> list[StructuredFactInput]:
    """n facts over subjects x attributes slots, in mostly increasing time."""
    rng = random.Random(seed)
    vec_rng = random.Random(seed + 1)
    last: dict[tuple[int, str], str] = {}
    facts = []
    for i in range(n):
        s, attr = rng.randrange(subjects), rng.choice(list(ATTRIBUTES))
        values, change = ATTRIBUTES[attr]
        when = START + timedelta(hours=i * 2 + rng.randrange(48))
        roll = rng.random()
        held = last.get((s, attr))
        if held is not None and roll < 0.25:
            value, text = held, f"As I said, my {attr.replace('_', ' ')} is {held}"
        elif roll < 0.35:
            value = rng.choice(values)
            text = f"I'm planning to switch my {attr.replace('_', ' ')} to {value}"
        elif roll < 0.40:
            value = rng.choice(values)
            text = f"For project Atlas my {attr.replace('_', ' ')} is {value}"
        elif roll < 0.45:
            value, when = rng.choice(values), START - timedelta(days=rng.randrange(1, 900))
            text = f"Back then my {attr.replace('_', ' ')} was {value}"
        elif roll < 0.60:
            value = rng.choice(values)
            text = f"My {attr.replace('_', ' ')}: {value}"  # no cue: queued on high-risk slots
        else:
            value = rng.choice(values)
            text = change.format(v=value)
        if not text.startswith(("I'm planning", "For project", "Back then")):
            last[(s, attr)] = value
        vec = [vec_rng.gauss(0, 1) for _ in range(384)]
        norm = sum(x * x for x in vec) ** 0.5
        facts.append(
            StructuredFactInput(
                subject=f"person-{s}", attribute=attr, value=value, valid_from=when,
                text=f"{text} (note {i})", source="system_import", session_id=f"s{s}",
                embedding=[x / norm for x in vec],
            )
        )  # fmt: skip
    return facts


def run(sizes: list[int], seed: int, batch: int, naive_sample: int) -> dict:
    service = open_service()
    rows = []
    for size in sizes:
        facts = synthetic_facts(size, seed)
        with fresh_tenant(service, "ingest", seed) as tenant:
            decisions: Counter[str] = Counter()
            trips: list[int] = []
            t0 = time.perf_counter()
            for i in tqdm(range(0, size, batch), desc=f"batched {size}", unit="batch"):
                r = service.ingest_facts(tenant, facts[i : i + batch])
                trips.append(service.last_ingest.round_trips)
                for name in ("facts_created", "facts_reinforced", "superseded", "transitions",
                             "coexisting", "queued_for_review"):  # fmt: skip
                    decisions[name] += getattr(r, name)
            batched_s = time.perf_counter() - t0
        sample = facts[:naive_sample]
        with fresh_tenant(service, "ingest-naive", seed) as tenant:
            t0 = time.perf_counter()
            for f in tqdm(sample, desc=f"naive (first {len(sample)})", unit="fact"):
                service.ingest_facts(tenant, [f])
            naive_s = time.perf_counter() - t0
        total = sum(decisions[k] for k in ("facts_created", "facts_reinforced"))
        rows.append({
            "facts": size,
            "batch_size": batch,
            "batched_facts_per_s": size / batched_s,
            "batched_seconds": batched_s,
            "round_trips_per_batch": sum(trips) / len(trips),
            "naive_facts": len(sample),
            "naive_facts_per_s": len(sample) / naive_s,
            "speedup": (size / batched_s) / (len(sample) / naive_s),
            "decisions": dict(decisions),
            "decision_share": {k: v / total for k, v in decisions.items() if total},
        })  # fmt: skip
    return {"rows": rows, "service": service}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--batch", type=int, default=1000)
    ap.add_argument("--naive-sample", type=int, default=1000,
                    help="facts written one per transaction (the naive arm's rate)")  # fmt: skip
    args = ap.parse_args()
    out = run(args.sizes, args.seed, args.batch, args.naive_sample)
    rows = out["rows"]
    table = md_table(
        ["facts", "batched facts/s", "round trips/batch", "naive facts/s (sample)", "speedup",
         "created", "reinforced", "superseded", "transitions", "coexisting", "queued"],
        [[r["facts"], f"{r['batched_facts_per_s']:.0f}", f"{r['round_trips_per_batch']:.1f}",
          f"{r['naive_facts_per_s']:.0f} ({r['naive_facts']})", f"{r['speedup']:.1f}x",
          *(r["decisions"].get(k, 0) for k in ("facts_created", "facts_reinforced", "superseded",
                                               "transitions", "coexisting", "queued_for_review"))]
         for r in rows],
    )  # fmt: skip
    md = (
        "# Structured ingest: batched vs one fact per transaction\n\n"
        "Synthetic slot histories over 2,000 slots; embeddings are seeded random vectors "
        "(model cost is in extract_throughput). The naive arm writes the first "
        f"{args.naive_sample} facts of the same load one per transaction, same run.\n\n" + table
    )
    write_result(
        "ingest_resolve",
        {"seeds": [args.seed], "data": "bench.ingest_resolve.synthetic_facts",
         "machine": machine_description(out["service"].graph), "rows": rows},
        md,
    )  # fmt: skip
    print(md)


if __name__ == "__main__":
    main()
