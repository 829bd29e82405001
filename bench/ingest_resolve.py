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
import os
import random
import time
from collections import Counter
from datetime import UTC, datetime, timedelta

from tqdm import tqdm

from bench.common import (
    cpu_meter,
    fresh_tenant,
    machine_description,
    md_table,
    open_service,
    write_result,
)
from graph.search import search_labels
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


def write_floor(
    service, tenant: str, facts: list[StructuredFactInput], batch: int
) -> tuple[float, int]:  # noqa: ANN001
    """Seconds to store the load with only the statements no ingest can skip, and the number of
    facts stored: per batch one transaction running the service's own `create_episodes`,
    `merge_slots` (new slots only) and `create_facts`, rows built before the clock starts; no
    look-ups, no decisions, no session chain, no edges, no audit items. A fact is stored
    whenever an input's value differs from the previous input value of its slot (about the
    resolver's "created"); the others are episodes only."""
    from graph.db import run as run_cypher
    from graph.records import Vector, iso
    from graph.types import Cardinality, Risk
    from graph.vocabulary import normalise_attribute
    from palimpsest.service import new_uid
    from resolver.batch import slot_key

    now = datetime.now(UTC)
    last: dict[str, str] = {}
    seen_slots: set[str] = set()
    batches = []
    stored = 0
    for at in range(0, len(facts), batch):
        episodes, slots, new_facts = [], [], []
        for f in facts[at : at + batch]:
            uid, key = new_uid(), slot_key(f.subject, normalise_attribute(f.attribute))
            episodes.append({
                "uid": uid, "ingest_key": f"floor:{uid}", "text": f.text,
                "occurred_at": iso(f.valid_from), "source": f.source, "speaker": None,
                "session_id": f.session_id, "seq": None, "external_id": None,
                "idempotency_key": None, "content_hash": uid, "metadata": None, "embedding": None,
            })  # fmt: skip
            if key not in seen_slots:
                seen_slots.add(key)
                slots.append({"key": key, "uid": new_uid(), "subject": f.subject,
                              "attribute": normalise_attribute(f.attribute),
                              "cardinality": Cardinality.SINGLE.value, "risk": Risk.NORMAL.value,
                              "entity_key": key.split("::", 1)[0],
                              "entity_uid": new_uid()})  # fmt: skip
            if last.get(key) != f.value:
                last[key] = f.value
                new_facts.append({
                    "uid": new_uid(), "text": f.text, "subject": f.subject,
                    "attribute": normalise_attribute(f.attribute), "value": f.value,
                    "slot_key": key, "memory_type": "semantic", "kind": "identity",
                    "role": "current", "valid_from": iso(f.valid_from), "valid_until": None,
                    "recorded_at": iso(now), "confidence": 1.0, "source": "system_import",
                    "extractor": "structured", "scope": None,
                    "embedding": Vector(f.embedding or []), "episode_uid": uid, "span": None,
                })  # fmt: skip
        stored += len(new_facts)
        batches.append((episodes, slots, new_facts))

    labels = search_labels(tenant)

    def write(tx, rows) -> None:  # noqa: ANN001
        episodes, slots, new_facts = rows
        run_cypher(
            tx, "ingest/create_episodes", tenant=tenant, now=now, rows=episodes, labels=labels
        )
        if slots:
            run_cypher(
                tx, "resolver/merge_slots", tenant=tenant, now=now, rows=slots, labels=labels
            )
        run_cypher(
            tx, "resolver/create_facts", tenant=tenant, now=now, rows=new_facts, labels=labels
        )

    t0 = time.perf_counter()
    for rows in tqdm(batches, desc=f"write floor {len(facts)}", unit="batch"):
        service.graph.write(lambda tx, rows=rows: write(tx, rows), tenant)
    return time.perf_counter() - t0, stored


DECISIONS = ("facts_created", "facts_reinforced", "superseded", "transitions", "coexisting",
             "queued_for_review")  # fmt: skip


def batched(service, tenant: str, facts: list[StructuredFactInput], batch: int) -> dict:  # noqa: ANN001
    """`ingest_facts` over the load, `batch` facts per call: seconds, CPU, trips, decisions."""
    decisions: Counter[str] = Counter()
    trips: list[int] = []
    t0 = time.perf_counter()
    with cpu_meter() as cpu:
        for i in tqdm(range(0, len(facts), batch), desc=f"batched {len(facts)}", unit="batch"):
            r = service.ingest_facts(tenant, facts[i : i + batch])
            trips.append(service.last_ingest.round_trips)
            for name in DECISIONS:
                decisions[name] += getattr(r, name)
    return {"seconds": time.perf_counter() - t0, "cpu": cpu, "trips": trips,
            "decisions": decisions}  # fmt: skip


def ceiling(facts: int, cpu: dict, cores: int) -> float | None:
    """Facts/s no schedule of the same work beats on `cores` cores: all the CPU seconds the
    arm cost (client and Neo4j server), spread perfectly over every core."""
    return cores * facts / cpu["total"] if cpu.get("total") else None


def run(sizes: list[int], seed: int, batch: int, naive_sample: int) -> dict:
    service = open_service()
    cores = os.cpu_count() or 1
    rows = []
    for size in sizes:
        facts = synthetic_facts(size, seed)
        with fresh_tenant(service, "ingest", seed) as tenant:
            b = batched(service, tenant, facts, batch)
        with fresh_tenant(service, "ingest-floor", seed) as tenant, cpu_meter() as floor_cpu:
            floor_s, floor_stored = write_floor(service, tenant, facts, batch)
        sample = facts[:naive_sample]
        with fresh_tenant(service, "ingest-naive", seed) as tenant:
            t0 = time.perf_counter()
            for f in tqdm(sample, desc=f"naive (first {len(sample)})", unit="fact"):
                service.ingest_facts(tenant, [f])
            naive_s = time.perf_counter() - t0
        decisions = b["decisions"]
        total = sum(decisions[k] for k in ("facts_created", "facts_reinforced"))
        rows.append({
            "facts": size,
            "batch_size": batch,
            "batched_facts_per_s": size / b["seconds"],
            "batched_seconds": b["seconds"],
            "batched_cpu_seconds": b["cpu"],
            "batched_cpu_ceiling_facts_per_s": ceiling(size, b["cpu"], cores),
            "round_trips_per_batch": sum(b["trips"]) / len(b["trips"]),
            "floor_facts_per_s": size / floor_s,
            "floor_seconds": floor_s,
            "floor_cpu_seconds": floor_cpu,
            "floor_facts_stored": floor_stored,
            "naive_facts": len(sample),
            "naive_facts_per_s": len(sample) / naive_s,
            "speedup": (size / b["seconds"]) / (len(sample) / naive_s),
            "decisions": dict(decisions),
            "decision_share": {k: v / total for k, v in decisions.items() if total},
        })  # fmt: skip
    return {"rows": rows, "service": service}


def _f0(x: float | None) -> str:
    return "—" if x is None else f"{x:.0f}"


def _cpu_per_1000(row: dict) -> str:
    cpu, k = row["batched_cpu_seconds"], row["facts"] / 1000
    if cpu.get("server") is None:
        return f"{cpu['client'] / k:.2f} + ?"
    return f"{cpu['client'] / k:.2f} + {cpu['server'] / k:.2f}"


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
        ["facts", "batched facts/s", "CPU s per 1000 (client + Neo4j)", "CPU ceiling facts/s",
         "write floor facts/s (facts stored)", "round trips/batch",
         "naive facts/s (sample)", "speedup",
         "created", "reinforced", "superseded", "transitions", "coexisting", "queued"],
        [[r["facts"], f"{r['batched_facts_per_s']:.0f}", _cpu_per_1000(r),
          _f0(r["batched_cpu_ceiling_facts_per_s"]),
          f"{r['floor_facts_per_s']:.0f} ({r['floor_facts_stored']})",
          f"{r['round_trips_per_batch']:.1f}",
          f"{r['naive_facts_per_s']:.0f} ({r['naive_facts']})", f"{r['speedup']:.1f}x",
          *(r["decisions"].get(k, 0) for k in ("facts_created", "facts_reinforced", "superseded",
                                               "transitions", "coexisting", "queued_for_review"))]
         for r in rows],
    )  # fmt: skip
    md = (
        "# Structured ingest: batched vs one fact per transaction\n\n"
        "Synthetic slot histories over 2,000 slots; embeddings are seeded random vectors "
        "(model cost is in extract_throughput). The naive arm writes the first "
        f"{args.naive_sample} facts of the same load one per transaction, same run.\n\n"
        "The write floor stores the same load with only the statements no ingest can skip "
        "(episodes, new slots, facts: the service's own Cypher, rows prebuilt, one transaction "
        "per batch, no look-ups or decisions): the cost of writing the graph's nodes alone "
        "with these statements on this database.\n\n"
        "CPU: seconds of CPU (all threads) this process and the local Neo4j server spent on the "
        "batched arm; the ceiling is cores x facts / CPU seconds, the rate no schedule of the "
        f"same work could beat on this machine's {os.cpu_count()} cores.\n\n" + table
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
