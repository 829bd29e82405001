"""Tune the packet's turn fusion (`recall.turns`) on LoCoMo's tune split only.

The tune conversations (`bench.locomo.TUNE`) are ingested once; every category 1-4 question
is asked once through `evidence`, whose trace keeps each turn arm's ranking
(`trace.turn_arms`). Each configuration of the grid (arm weights, RRF constant) then re-fuses
those rankings with `recall.turns.rank_turns`, so the grid costs no extra query. The held-out
conversations are never read here: `bench.locomo` scores them with the shipped constants.

Run: `python -m bench.locomo_tune [--locomo PATH]`; writes `bench/results/locomo_tune.{json,md}`.
"""

from __future__ import annotations

import argparse
import itertools
import json
import time
from collections.abc import Sequence
from typing import Any

from bench.common import (
    Timer,
    fmt_prop,
    fresh_tenant,
    locomo_path,
    machine_description,
    md_table,
    open_service,
    prop,
    write_result,
)
from bench.locomo import KS, TUNE, ingest_conversation, load_conversation, recall_flags
from recall.turns import TURN_RRF_K, TURN_WEIGHTS, rank_turns

GRID = {
    "episode_context": (1.0, 2.0, 3.0),
    "episode_vector": (1.0,),
    "speaker": (0.0, 0.5, 1.0),
    "facts": (0.0, 0.25, 0.5),
    "k": (5, 10, 20, 60),
}


def collect(service: Any, samples: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per question: its text, gold dia_ids and each turn arm's ranking (as dia_ids)."""
    timer = Timer()
    asked = []
    for sample in samples:
        turns, questions = load_conversation(sample)
        speaker = {t.dia_id: t.speaker for t in turns}
        with fresh_tenant(service, "locomo-tune", sample["sample_id"]) as tenant:
            ids, _ = ingest_conversation(service, tenant, sample["sample_id"], turns, timer)
            for q in questions:
                packet = service.evidence(tenant, q.question, max_items=max(KS))
                arms = {a: [ids[u] for u in r if u in ids]
                        for a, r in packet.trace["turn_arms"].items()}  # fmt: skip
                asked.append({"question": q.question, "gold": list(q.evidence), "arms": arms,
                              "speaker": speaker})  # fmt: skip
    return asked


def evaluate(asked: Sequence[dict[str, Any]], weights: dict[str, float], k: int) -> dict[str, Any]:
    """any@k and all@10 of the fused ranking over the collected questions. Pure."""
    hits: dict[str, int] = {}
    for a in asked:
        ranked = [u for u, _ in rank_turns(a["question"], a["arms"], a["speaker"], weights, k)]
        for depth in KS:
            hits[f"any@{depth}"] = hits.get(f"any@{depth}", 0) + recall_flags(
                ranked, a["gold"], depth)[0]  # fmt: skip
        hits["all@10"] = hits.get("all@10", 0) + recall_flags(ranked, a["gold"], 10)[1]
    return {m: prop(v, len(asked)) for m, v in hits.items()}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--locomo", default=None, help="path to locomo10-dev.json")
    args = ap.parse_args(argv)
    src = locomo_path(args.locomo)
    if not src.exists():
        print(f"LoCoMo data not found at {src}; skipped")
        return 0
    started = time.perf_counter()
    samples = [s for s in json.loads(src.read_text()) if s["sample_id"] in TUNE]
    service = open_service()
    asked = collect(service, samples)
    rows = []
    for ctx, vec, spk, facts, k in itertools.product(*GRID.values()):
        weights = {"episode_context": ctx, "episode_vector": vec, "speaker": spk, "facts": facts}
        rows.append({"weights": weights, "k": k, "scores": evaluate(asked, weights, k)})
    rows.sort(key=lambda r: (-r["scores"]["any@10"]["k"], -r["scores"]["any@1"]["k"]))
    shipped = {"weights": dict(TURN_WEIGHTS), "k": TURN_RRF_K,
               "scores": evaluate(asked, dict(TURN_WEIGHTS), TURN_RRF_K)}  # fmt: skip
    payload = {
        "benchmark": "locomo_tune", "seeds": "n/a (deterministic)",
        "data": {"path": str(src), "samples": [s["sample_id"] for s in samples],
                 "questions": len(asked)},
        "machine": machine_description(service.graph), "grid": GRID, "shipped": shipped,
        "best": rows[:10], "configurations": len(rows),
        "wall_seconds": time.perf_counter() - started,
    }  # fmt: skip
    metrics = [f"any@{d}" for d in KS] + ["all@10"]

    def row(r: dict[str, Any], label: str) -> list[str]:
        w = r["weights"]
        mix = "/".join(str(w[a]) for a in ("episode_context", "episode_vector", "speaker", "facts"))
        return [label, mix, str(r["k"])] + [fmt_prop(r["scores"][m]) for m in metrics]

    md = "\n\n".join([
        "# LoCoMo turn-fusion tuning (tune split only)",
        f"Data: {payload['data']}. {len(rows)} configurations re-fused from one evidence call "
        "per question; weights are context/vector/speaker/facts.",
        md_table(["", "weights", "k", *metrics],
                 [row(shipped, "shipped")]
                 + [row(r, f"#{i + 1}") for i, r in enumerate(rows[:10])]),
    ])  # fmt: skip
    write_result("locomo_tune", payload, md)
    print(md)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
