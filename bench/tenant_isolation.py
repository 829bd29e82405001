"""Tenant-correct search (issue 15): tenant A's packets for 100 questions, before and after
tenant B writes 100k look-alike facts, compared item by item with every search score.

A is a text world sent through `ingest` (the front door); its questions are the world's
probes. B writes A's own texts again, numbered, with vectors next to A's (A's vector plus a
little seeded noise): the worst neighbour a shared index could have, crowding A's nearest
neighbours and changing its full-text term statistics. Reads go through a `Recall` that
records no access statistics, so asking twice changes nothing by itself.

Before each tenant had indexes of its own, 60 look-alike episodes in B took A's hits from
16/16/16 to 0/1/1 (issue 15). The run also times A's packets before and after (same run, so
the ratio is the figure) and B's, at 100k facts.

    python -m bench.tenant_isolation --world blind_j --facts 100000 --questions 100 --seed 7
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

from tqdm import tqdm

from bench.common import (
    fmt_prop,
    fresh_tenant,
    machine_description,
    md_table,
    open_service,
    percentiles,
    prop,
    write_result,
)
from bench.states import episode_time, load_text_world
from graph.types import EpisodeInput, StructuredFactInput
from recall.evidence import Recall

BLOCKS = ("current", "historical", "transition", "ambiguous", "episodes")


def comparable(packet: Any) -> dict[str, object]:
    """What search decides in a packet: each block's items in order with their scores, and
    the trace's hits, ranks and scores (not its timings)."""
    return {
        **{
            b: [
                (i.fact.uid if i.fact else i.episode.uid, round(i.score, 6))
                for i in getattr(packet, b)
            ]
            for b in BLOCKS
        },  # fmt: skip
        **{k: v for k, v in packet.trace.items() if k != "timings_ms"},
    }


def look_alikes(
    texts: Sequence[str], vectors: Sequence[Sequence[float]], count: int, seed: int
) -> list[StructuredFactInput]:
    """`count` facts repeating `texts`, numbered, each with its text's vector plus noise."""
    rng = random.Random(seed)
    when = datetime(2025, 6, 1, tzinfo=UTC)
    out = []
    for n in range(count):
        k = n % len(texts)
        noisy = [x + rng.gauss(0, 0.02) for x in vectors[k]]
        norm = sum(x * x for x in noisy) ** 0.5
        out.append(StructuredFactInput(
            subject=f"person-{n % 2000}", attribute="note", value=f"{texts[k]} ({n})",
            valid_from=when + timedelta(minutes=n), text=f"{texts[k]} ({n})",
            embedding=[x / norm for x in noisy],
        ))  # fmt: skip
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--world", default="blind_j", help="text world of tenant A")
    ap.add_argument("--facts", type=int, default=100_000, help="look-alike facts B writes")
    ap.add_argument("--questions", type=int, default=100)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    service = open_service()
    recall = Recall(service.graph, service.embedder)
    world = load_text_world(args.world, args.seed)
    probes = world.probes[: args.questions]
    with fresh_tenant(service, "isolation-a", args.seed) as a, \
            fresh_tenant(service, "isolation-b", args.seed) as b:  # fmt: skip
        started = time.perf_counter()
        episodes = [
            EpisodeInput(text=e.text, occurred_at=episode_time(e), speaker=e.person,
                         session_id=e.session or f"{e.person}-d{e.day}", idempotency_key=str(i))
            for i, e in enumerate(world.events)
        ]  # fmt: skip
        for i in range(0, len(episodes), 500):
            service.ingest(a, episodes[i : i + 500])
        a_ingest_s = time.perf_counter() - started

        def ask(tenant: str) -> tuple[list[dict[str, object]], list[float]]:
            packets, ms = [], []
            for p in probes:
                t = time.perf_counter()
                packet = recall.evidence(tenant, p.question, subject=p.person, as_of=p.as_of)
                ms.append((time.perf_counter() - t) * 1000)
                packets.append(comparable(packet))
            return packets, ms

        ask(a)  # warm: plans and caches
        before, before_ms = ask(a)
        texts = sorted({e.text for e in world.events})
        facts = look_alikes(texts, service.embedder.embed(texts), args.facts, args.seed)
        started = time.perf_counter()
        for i in tqdm(range(0, len(facts), 1000), desc="tenant B", unit="batch", leave=False):
            service.ingest_facts(b, facts[i : i + 1000])
        b_load_s = time.perf_counter() - started
        ask(a)
        after, after_ms = ask(a)
        b_packets, b_ms = ask(b)

    same = sum(x == y for x, y in zip(before, after, strict=True))
    hits_before = sum(sum(p["arm_hits"].values()) for p in before)  # type: ignore[union-attr]
    hits_after = sum(sum(p["arm_hits"].values()) for p in after)  # type: ignore[union-attr]
    result = {
        "world": f"bench.text_worlds.{args.world}", "seeds": [args.seed],
        "questions": len(probes), "b_facts": args.facts,
        "identical_packets": prop(same, len(probes)),
        "a_arm_hits_before": hits_before, "a_arm_hits_after": hits_after,
        "a_evidence_ms_before": percentiles(before_ms),
        "a_evidence_ms_after": percentiles(after_ms),
        "b_evidence_ms": percentiles(b_ms),
        "b_items_found": sum(len(p["current"]) + len(p["episodes"]) for p in b_packets),  # type: ignore[arg-type]
        "a_ingest_seconds": a_ingest_s, "b_load_seconds": b_load_s,
    }  # fmt: skip
    p95_ratio = result["a_evidence_ms_after"]["p95"] / result["a_evidence_ms_before"]["p95"]  # type: ignore[index,operator]
    md = (
        "# Tenant-correct search\n\n"
        f"Tenant A: `{result['world']}` (seed {args.seed}) through `ingest`, "
        f"{len(probes)} of its probe questions. Tenant B: {args.facts:,} facts repeating A's "
        "texts, numbered, with vectors next to A's. A asked before and after B wrote.\n\n"
        + md_table(
            [
                "A's packets identical (items, scores, trace)",
                "A's arm hits before",
                "after",
                "A p95 ms before",
                "after",
                "ratio",
                f"B p95 ms (at {args.facts:,} facts)",
            ],
            [
                [
                    fmt_prop(result["identical_packets"]),
                    hits_before,
                    hits_after,
                    f"{result['a_evidence_ms_before']['p95']:.0f}",
                    f"{result['a_evidence_ms_after']['p95']:.0f}",
                    f"{p95_ratio:.2f}x",
                    f"{result['b_evidence_ms']['p95']:.0f}",
                ]
            ],
        )  # fmt: skip
    )
    write_result("tenant_isolation", {**result, "machine": machine_description(service.graph)}, md)
    print(md)


if __name__ == "__main__":
    main()
