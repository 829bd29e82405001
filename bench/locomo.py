"""LoCoMo evidence recall: does the evidence for a question come back in the top k?

Each conversation of the development split is ingested turn by turn (text "speaker: turn",
plus the image caption when the turn shared one), with the session date as the episode time
and the turn's `dia_id` as its external id. For every question of categories 1-4 each arm
returns a ranked list of turns; Palimpsest's packet items are mapped back to `dia_id`s
(episodes directly, facts through their source episodes), best score first.

recall_any@k: at least one gold `dia_id` in the top k; recall_all@k: all of them. k = 1, 5, 10,
20, per category and overall, with Wilson 95% intervals. Arms in the same run: BM25 over turns,
dense MiniLM over turns, hybrid (RRF of both), Palimpsest. All arms see the same turn text.

Run: `python -m bench.locomo [--quick] [--locomo PATH] [--no-palimpsest]` (path also from
$PALIMPSEST_LOCOMO). Exits 0 with a message when the file is absent.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bench.arms import BM25Turns, DenseTurns, rrf
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

KS = (1, 5, 10, 20)
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
QUICK_SAMPLES = ("conv-30",)  # the smallest conversation of the dev split


@dataclass(frozen=True)
class Turn:
    dia_id: str
    speaker: str
    text: str
    session: int
    when: datetime

    @property
    def doc(self) -> str:
        return f"{self.speaker}: {self.text}"


@dataclass(frozen=True)
class Question:
    question: str
    category: int
    evidence: tuple[str, ...]


def parse_session_date(raw: str) -> datetime:
    """'1:56 pm on 8 May, 2023' -> an aware datetime (UTC)."""
    return datetime.strptime(raw.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def load_conversation(sample: dict[str, Any]) -> tuple[list[Turn], list[Question]]:
    """Turns (in session order) and the category 1-4 questions with evidence of one sample."""
    conv = sample["conversation"]
    turns: list[Turn] = []
    n = 1
    while f"session_{n}" in conv:
        when = parse_session_date(conv[f"session_{n}_date_time"])
        for t in conv[f"session_{n}"]:
            text = t["text"]
            if t.get("blip_caption"):
                text += f" [shares an image: {t['blip_caption']}]"
            turns.append(Turn(t["dia_id"], t["speaker"], text, n, when))
        n += 1
    questions = [
        Question(q["question"], int(q["category"]), tuple(q.get("evidence") or ()))
        for q in sample["qa"]
        if int(q["category"]) in CATEGORIES and q.get("evidence")
    ]
    return turns, questions


def recall_flags(ranked: Sequence[str], gold: Sequence[str], k: int) -> tuple[bool, bool]:
    """(any, all) gold ids within the first k ranked ids."""
    top = set(ranked[:k])
    hits = [g in top for g in gold]
    return any(hits), all(hits)


def score(rankings: Sequence[tuple[Question, list[str]]]) -> dict[str, Any]:
    """recall_any@k / recall_all@k per category name and overall."""
    out: dict[str, Any] = {}
    groups: dict[str, list[tuple[Question, list[str]]]] = {"overall": list(rankings)}
    for q, r in rankings:
        groups.setdefault(CATEGORIES[q.category], []).append((q, r))
    for name, items in groups.items():
        out[name] = {}
        for k in KS:
            flags = [recall_flags(r, q.evidence, k) for q, r in items]
            out[name][f"any@{k}"] = prop(sum(a for a, _ in flags), len(flags))
            out[name][f"all@{k}"] = prop(sum(b for _, b in flags), len(flags))
    return out


def packet_dia_ids(packet: Any, episode_ids: dict[str, str]) -> list[str]:
    """A packet's items as dia_ids, best score first: episodes by their external id, facts
    through the episodes that cite them (the packet's `episodes` block says 'source of …')."""
    sources: dict[str, list[str]] = {}
    items = []
    for block in ("current", "historical", "transition", "ambiguous", "episodes"):
        for it in getattr(packet, block):
            items.append(it)
            if it.episode is not None and it.fact is None:
                for uid in (it.why or "").replace("source of", "").split(","):
                    sources.setdefault(uid.strip(), []).append(it.episode.uid)
    items.sort(key=lambda it: -float(it.score or 0.0))
    ranked: list[str] = []
    for it in items:
        uids = [it.episode.uid] if it.episode is not None else sources.get(it.fact.uid, [])
        for uid in uids:
            dia = episode_ids.get(uid)
            if dia and dia not in ranked:
                ranked.append(dia)
    return ranked


def run(
    quick: bool = False,
    path: str | None = None,
    palimpsest: bool = True,
    results_dir: Path | None = None,
    write: bool = True,
    service: Any | None = None,
) -> dict[str, Any] | None:
    """Run the arms over the dev split (quick: one conversation). None when data is absent."""
    from extract.embed import Embedder

    src = locomo_path(path)
    if not src.exists():
        print(f"LoCoMo data not found at {src}; skipped")
        return None
    samples = json.loads(src.read_text())
    if quick:
        samples = [s for s in samples if s["sample_id"] in QUICK_SAMPLES] or samples[:1]
    if palimpsest and service is None:
        service = open_service()
    embedder = service.embedder if service is not None else Embedder()
    timer = Timer()
    started = time.perf_counter()
    arms: dict[str, list[tuple[Question, list[str]]]] = {"bm25": [], "dense-minilm": [],
                                                          "hybrid-rrf": []}  # fmt: skip
    if palimpsest:
        arms["palimpsest"] = []
    receipts: dict[str, Any] = {}
    n_turns = n_questions = 0
    for sample in samples:
        turns, questions = load_conversation(sample)
        n_turns += len(turns)
        n_questions += len(questions)
        docs = [t.doc for t in turns]
        bm25 = BM25Turns(docs)
        with timer.time("embed_turns"):
            dense = DenseTurns(embedder.embed(docs))
        qvecs = embedder.embed([q.question for q in questions])
        depth = max(KS)
        for q, qv in zip(questions, qvecs, strict=True):
            b, d = bm25.rank(q.question, 100), dense.rank(qv, 100)
            arms["bm25"].append((q, [turns[i].dia_id for i in b[:depth]]))
            arms["dense-minilm"].append((q, [turns[i].dia_id for i in d[:depth]]))
            arms["hybrid-rrf"].append((q, [turns[i].dia_id for i in rrf([b, d], top=depth)]))
        if palimpsest:
            receipts[sample["sample_id"]] = _run_palimpsest(
                service, sample["sample_id"], turns, questions, arms["palimpsest"], timer
            )
    scores = {arm: score(r) for arm, r in arms.items()}
    payload: dict[str, Any] = {
        "benchmark": "locomo",
        "quick": quick,
        "seeds": "n/a (deterministic)",
        "data": {"path": str(src), "samples": [s["sample_id"] for s in samples],
                 "turns": n_turns, "questions_cat1_4": n_questions},
        "machine": machine_description(service.graph if service else None),
        "scores": scores,
        "palimpsest_receipts": receipts,
        "timings": timer.summary(),
        "wall_seconds": time.perf_counter() - started,
    }  # fmt: skip
    if write:
        payload["files"] = [str(p) for p in write_result(
            "locomo", payload, render_markdown(payload), results_dir=results_dir)]  # fmt: skip
    return payload


def _run_palimpsest(
    service: Any,
    sample_id: str,
    turns: list[Turn],
    questions: list[Question],
    out: list[tuple[Question, list[str]]],
    timer: Timer,
) -> dict[str, Any]:
    from graph.types import EpisodeInput

    counts = {"episodes": 0, "facts_created": 0, "llm_calls": 0, "ingest_seconds": 0.0}
    with fresh_tenant(service, "locomo", sample_id) as tenant:
        episode_ids: dict[str, str] = {}
        t0 = time.perf_counter()
        for n in sorted({t.session for t in turns}):
            session = [t for t in turns if t.session == n]
            eps = [EpisodeInput(text=t.doc, occurred_at=t.when, speaker=t.speaker,
                                session_id=f"{sample_id}-s{n}", external_id=t.dia_id,
                                idempotency_key=f"{sample_id}:{t.dia_id}")
                   for t in session]  # fmt: skip
            with timer.time("ingest_session"):
                r = service.ingest(tenant, eps)
            for t, uid in zip(session, r.episode_ids, strict=True):
                episode_ids[uid] = t.dia_id
            counts["episodes"] += r.accepted
            counts["facts_created"] += r.facts_created
            counts["llm_calls"] += r.llm_calls
        counts["ingest_seconds"] = time.perf_counter() - t0
        for q in questions:
            with timer.time("evidence"):
                packet = service.evidence(tenant, q.question, max_items=max(KS),
                                          max_tokens=4000)  # fmt: skip
            out.append((q, packet_dia_ids(packet, episode_ids)[: max(KS)]))
    return counts


def render_markdown(payload: dict[str, Any]) -> str:
    scores = payload["scores"]
    arms = list(scores)
    rows = []
    for group in ["overall"] + [c for c in CATEGORIES.values() if c in scores[arms[0]]]:
        for metric in ("any@1", "any@5", "any@10", "any@20", "all@10"):
            rows.append([group, metric] + [fmt_prop(scores[a][group][metric]) for a in arms])
    return "\n\n".join([
        "# LoCoMo evidence recall",
        f"Data: {payload['data']}. Categories 1-4; Wilson 95% intervals.",
        md_table(["category", "metric"] + arms, rows),
    ])  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--locomo", default=None, help="path to locomo10-dev.json")
    ap.add_argument("--no-palimpsest", action="store_true", help="baselines only (no Neo4j)")
    args = ap.parse_args(argv)
    payload = run(args.quick, args.locomo, palimpsest=not args.no_palimpsest)
    if payload is not None:
        print(render_markdown(payload))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
