"""Fit the packet's turn ranker (`recall.turns.TurnRanker`) on LoCoMo's tune split only.

The tune conversations (`bench.locomo.TUNE`) are ingested once; every category 1-4 question
is asked once through `evidence`, whose trace keeps each turn arm's ranking
(`trace.turn_arms`). Every turn of the arms becomes one row of `recall.turns.TURN_FEATURES`,
labelled by whether it is one of the question's evidence turns. The logistic model is checked
by leave-one-conversation-out on the tune split (fitted on two conversations, scored on the
third) against the RRF fusion it replaces, then fitted on all three and, with `--write`,
saved to `recall/models/turn_ranker.json`. The held-out conversations are never read here:
`bench.locomo` scores them with the shipped model.

Run: `python -m bench.locomo_tune [--locomo PATH] [--write]`; writes
`bench/results/locomo_tune.{json,md}`.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

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
from extract.models.train_assertion import fit
from recall.turns import (
    RANKER_PATH,
    TURN_FEATURES,
    TurnRanker,
    candidate_features,
    fuse_arms,
    rank_turns,
)

SEED = 7
RATE, STEPS, L2 = 1.0, 400, 1e-2
# The RRF fusion the model replaced (`recall.turns` fallback): the untuned-by-model baseline.
RRF_BASELINE = "rrf"


def collect(service: Any, samples: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Per question: its conversation, text, gold dia_ids, each turn arm's ranking (as
    dia_ids) and scores, each candidate's neighbours in its session, and every turn's speaker
    and text."""
    timer = Timer()
    asked = []
    for sample in samples:
        turns, questions = load_conversation(sample)
        speaker = {t.dia_id: t.speaker for t in turns}
        text = {t.dia_id: t.doc for t in turns}  # what ingest stores as the episode's text
        with fresh_tenant(service, "locomo-tune", sample["sample_id"]) as tenant:
            ids, _ = ingest_conversation(service, tenant, sample["sample_id"], turns, timer)
            for q in questions:
                packet = service.evidence(tenant, q.question, max_items=max(KS))
                trace = packet.trace
                arms = {a: [ids[u] for u in r if u in ids]
                        for a, r in trace["turn_arms"].items()}  # fmt: skip
                scores = {a: {ids[u]: s for u, s in zip(trace["turn_arms"][a], ss, strict=True)
                              if u in ids}
                          for a, ss in trace["turn_arm_scores"].items()}  # fmt: skip
                links = {ids[u]: [ids.get(p or ""), ids.get(n or "")]
                         for u, (p, n) in trace["turn_links"].items() if u in ids}  # fmt: skip
                asked.append({"sample": sample["sample_id"], "question": q.question,
                              "gold": list(q.evidence), "arms": arms, "scores": scores,
                              "links": links, "speaker": speaker, "text": text})  # fmt: skip
    return asked


def _links(a: dict[str, Any]) -> dict[str, tuple[str | None, str | None]]:
    return {u: (p, n) for u, (p, n) in a["links"].items()}


def rows_of(asked: Sequence[dict[str, Any]]) -> tuple[np.ndarray, np.ndarray]:
    """Feature rows and labels (1: an evidence turn) of every candidate turn. Pure."""
    x, y = [], []
    for a in asked:
        for uid, features in candidate_features(a["question"], a["arms"], a["speaker"], a["text"],
                                                a["scores"], _links(a)):  # fmt: skip
            x.append(features)
            y.append(int(uid in a["gold"]))
    return np.asarray(x, dtype=np.float32), np.asarray(y, dtype=np.int64)


def fit_ranker(x: np.ndarray, y: np.ndarray, seed: int = SEED) -> TurnRanker:
    """A logistic `TurnRanker` on standardised features (class-balanced, L2; the 2-class
    softmax of `extract.models.train_assertion.fit`). Pure."""
    mean, scale = x.mean(axis=0), x.std(axis=0) + 1e-6
    w, b = fit((x - mean) / scale, y, 2, seed, rate=RATE, steps=STEPS, l2=L2)
    return TurnRanker(
        weights=tuple(float(v) for v in w[:, 1] - w[:, 0]),
        bias=float(b[1] - b[0]),
        mean=tuple(float(v) for v in mean),
        scale=tuple(float(v) for v in scale),
    )


def evaluate(asked: Sequence[dict[str, Any]], ranker: TurnRanker | str) -> dict[str, Any]:
    """any@k and all@10 of the ranking over the questions (`RRF_BASELINE`: the RRF fallback).
    Pure."""
    hits: dict[str, int] = {}
    for a in asked:
        if ranker == RRF_BASELINE:
            ranked = [u for u, _ in fuse_arms(a["question"], a["arms"], a["speaker"])]
        else:
            assert isinstance(ranker, TurnRanker)
            ranked = [u for u, _ in rank_turns(a["question"], a["arms"], a["speaker"], a["text"],
                                               a["scores"], _links(a), ranker)]  # fmt: skip
        for depth in KS:
            hits[f"any@{depth}"] = hits.get(f"any@{depth}", 0) + recall_flags(
                ranked, a["gold"], depth)[0]  # fmt: skip
        hits["all@10"] = hits.get("all@10", 0) + recall_flags(ranked, a["gold"], 10)[1]
    return {m: prop(v, len(asked)) for m, v in hits.items()}


def cross_validate(asked: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Leave one tune conversation out: fit on the others, score the one left out; the RRF
    fallback scored on the same questions."""
    model_hits: dict[str, int] = {}
    rrf_hits: dict[str, int] = {}
    for left_out in sorted({a["sample"] for a in asked}):
        train = [a for a in asked if a["sample"] != left_out]
        test = [a for a in asked if a["sample"] == left_out]
        ranker = fit_ranker(*rows_of(train))
        for hits, scores in ((model_hits, evaluate(test, ranker)),
                             (rrf_hits, evaluate(test, RRF_BASELINE))):  # fmt: skip
            for m, p in scores.items():
                hits[m] = hits.get(m, 0) + p["k"]
    n = len(asked)
    return {
        "model": {m: prop(v, n) for m, v in model_hits.items()},
        RRF_BASELINE: {m: prop(v, n) for m, v in rrf_hits.items()},
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--locomo", default=None, help="path to locomo10-dev.json")
    ap.add_argument("--write", action="store_true", help=f"save the fitted model to {RANKER_PATH}")
    ap.add_argument("--model-path", default=str(RANKER_PATH), help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    src = locomo_path(args.locomo)
    if not src.exists():
        print(f"LoCoMo data not found at {src}; skipped")
        return 0
    started = time.perf_counter()
    samples = [s for s in json.loads(src.read_text()) if s["sample_id"] in TUNE]
    service = open_service()
    asked = collect(service, samples)
    x, y = rows_of(asked)
    cv = cross_validate(asked)
    ranker = fit_ranker(x, y)
    if args.write:
        Path(args.model_path).write_text(json.dumps(ranker.as_json(), indent=2) + "\n")
    fitted = evaluate(asked, ranker)
    payload = {
        "benchmark": "locomo_tune", "seeds": {"fit": SEED},
        "data": {"path": str(src), "samples": [s["sample_id"] for s in samples],
                 "questions": len(asked), "candidate_turns": int(len(y)),
                 "evidence_turns": int(y.sum())},
        "machine": machine_description(service.graph),
        "training": {"rate": RATE, "steps": STEPS, "l2": L2, "features": list(TURN_FEATURES)},
        "model": ranker.as_json(), "written_to": args.model_path if args.write else None,
        "leave_one_conversation_out": cv, "fitted_on_all_tune": fitted,
        "wall_seconds": time.perf_counter() - started,
    }  # fmt: skip
    metrics = [f"any@{d}" for d in KS] + ["all@10"]
    weights = ", ".join(f"{f} {w:+.2f}" for f, w in zip(TURN_FEATURES, ranker.weights, strict=True))
    md = "\n\n".join([
        "# LoCoMo turn ranker (fitted on the tune split only)",
        f"Data: {payload['data']}. Standardised-feature weights: {weights}.",
        "Leave one tune conversation out (fit on two, score the third), against the RRF "
        "fusion the model replaces; then the model fitted on all three, scored on them "
        "(in-sample, for reference only).",
        md_table(["ranking", *metrics],
                 [["RRF (context 2, vector 1, speaker 1, facts 0.5; k 20), left-out conversation",
                   *[fmt_prop(cv[RRF_BASELINE][m]) for m in metrics]],
                  ["turn ranker, left-out conversation",
                   *[fmt_prop(cv["model"][m]) for m in metrics]],
                  ["turn ranker fitted on all tune (in-sample)",
                   *[fmt_prop(fitted[m]) for m in metrics]]]),
    ])  # fmt: skip
    write_result("locomo_tune", payload, md)
    print(md)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
