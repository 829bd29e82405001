"""Ingest throughput: LoCoMo dev turns through the whole write path, end to end and per stage.

Every turn of the LoCoMo development split goes through `MemoryService.ingest` (extraction,
embedding, resolver, Neo4j writes) into a fresh tenant, which is deleted afterwards. Reported:
turns/s end to end and per stage (`service.last_ingest.stage_seconds`, summed over batches),
round trips per batch, LLM calls (must be 0 in rules mode), and, as a reference, the spaCy
stage alone (`nlp.pipe` over the same turns). Models are loaded before the clock starts; the
load time is reported apart.

The data is not shipped (CC BY-NC): the path comes from `--locomo` or `$PALIMPSEST_LOCOMO`.
Without either, or when the file is absent, the benchmark says so and exits 0.

Run: `python -m bench.extract_throughput --locomo PATH [--batch-size 256] [--quick]`.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.common import (
    command_line,
    fresh_tenant,
    machine_description,
    md_table,
    open_service,
    write_result,
)

STAGES = ("extract", "embed", "resolve_write")
TARGET_TURNS_PER_S = 200.0


def find_data(arg: str | None) -> Path | None:
    """The LoCoMo file from the argument or $PALIMPSEST_LOCOMO, if it exists."""
    raw = arg or os.environ.get("PALIMPSEST_LOCOMO")
    if not raw:
        return None
    path = Path(raw)
    return path if path.is_file() else None


def spacy_reference(texts: Sequence[str], batch_size: int = 64) -> tuple[float, float]:
    """Wall and CPU seconds (all threads) the spaCy pipeline alone takes over `texts`
    (`nlp.pipe`, English only)."""
    from extract.pipeline import EpisodeText, language_of, load_nlp

    nlp = load_nlp()
    english = [t for t in texts if language_of(EpisodeText(t, None)) == "en"]  # type: ignore[arg-type]
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in nlp.pipe(english, batch_size=batch_size):
        pass
    return time.perf_counter() - wall, time.process_time() - cpu


def embed_reference(embedder: Any, texts: Sequence[str]) -> tuple[float, float]:  # noqa: ANN401
    """Wall and CPU seconds (all threads) the embedding model alone takes over `texts`, with
    an empty cache."""
    embedder.clear_cache()
    wall, cpu = time.perf_counter(), time.process_time()
    embedder.embed(list(texts))
    return time.perf_counter() - wall, time.process_time() - cpu


def compute_ceiling(turns: int, cpu_seconds: Sequence[float], cores: int) -> float | None:
    """Turns/s no pipeline can beat on `cores` cores when every turn needs all of the work
    measured as `cpu_seconds` (CPU time over all threads): cores / CPU seconds per turn."""
    per_turn = sum(cpu_seconds) / turns if turns else 0.0
    return cores / per_turn if per_turn > 0 else None


def rate(turns: int, seconds: float) -> float | None:
    return turns / seconds if seconds > 0 else None


def run(
    path: Path,
    *,
    batch_size: int = 256,
    quick: bool = False,
    results_dir: Path | None = None,
    progress: bool = True,
) -> dict[str, Any]:
    """Ingest the turns, measure, delete the tenant, write the result files."""
    from tqdm import tqdm

    from extract.pipeline import EpisodeText
    from palimpsest.importers import locomo_episodes

    conversations = locomo_episodes(path)
    if quick:
        first = next(iter(conversations))
        conversations = {first: conversations[first]}
    turns = [ep for eps in conversations.values() for ep in eps]
    texts = [ep.text for ep in turns]

    service = open_service()
    mode = getattr(service.settings, "extractor_mode", "rules")
    load_start = time.perf_counter()
    warm = EpisodeText("I live in Paris now.", turns[0].occurred_at, "warm-up")
    service.extractor.extract_batch([warm])  # spaCy (or the configured extractor) loaded
    service.embedder.embed(["warm-up sentence for the embedding model"])
    load_seconds = time.perf_counter() - load_start
    load_before = os.getloadavg()[0]  # other work on the machine makes the figures noisy

    stage_totals = dict.fromkeys(STAGES, 0.0)
    trips: list[int] = []
    batch_walls: list[float] = []
    totals = {"facts_created": 0, "facts_reinforced": 0, "superseded": 0, "transitions": 0,
              "coexisting": 0, "queued_for_review": 0, "causal_links": 0, "llm_calls": 0,
              "accepted": 0, "duplicates": 0}  # fmt: skip
    with fresh_tenant(service, "throughput", "rules") as tenant:
        bar = tqdm(total=len(turns), unit="turn", desc="ingest", disable=not progress)
        wall_start = time.perf_counter()
        for at in range(0, len(turns), batch_size):
            batch = turns[at : at + batch_size]
            t0 = time.perf_counter()
            receipt = service.ingest(tenant, batch)
            batch_walls.append(time.perf_counter() - t0)
            for name in totals:
                totals[name] += int(getattr(receipt, name, 0) or 0)
            for stage in STAGES:
                stage_totals[stage] += float(service.last_ingest.stage_seconds.get(stage, 0.0))
            trips.append(service.last_ingest.round_trips)
            bar.update(len(batch))
        wall = time.perf_counter() - wall_start
        bar.close()
    spacy_seconds, spacy_cpu = spacy_reference(texts)
    embed_seconds, embed_cpu = embed_reference(service.embedder, texts)
    ceiling = compute_ceiling(len(texts), (spacy_cpu, embed_cpu), os.cpu_count() or 1)
    machine = machine_description(service.graph)
    n = len(turns)
    other = max(0.0, wall - sum(stage_totals.values()))
    stages = {
        stage: {
            "seconds": secs,
            "turns_per_s": rate(n, secs),
            "share": secs / wall if wall else None,
        }
        for stage, secs in {**stage_totals, "other (validation, hashing)": other}.items()
    }
    payload: dict[str, Any] = {
        "command": command_line(),
        "seeds": "none (deterministic input)",
        "machine": machine,
        "note": f"1-minute load average when the run began: {load_before:.2f}, "
        f"on {os.cpu_count()} cores",
        "data": {"path": str(path), "conversations": list(conversations), "turns": n},
        "tenant": tenant,
        "extractor_mode": mode,
        "batch_size": batch_size,
        "batches": len(batch_walls),
        "model_load_seconds": load_seconds,
        "end_to_end": {"seconds": wall, "turns_per_s": rate(n, wall)},
        "stages": stages,
        "spacy_alone": {
            "seconds": spacy_seconds,
            "cpu_seconds": spacy_cpu,
            "turns_per_s": rate(n, spacy_seconds),
        },
        "embed_alone": {
            "seconds": embed_seconds,
            "cpu_seconds": embed_cpu,
            "turns_per_s": rate(n, embed_seconds),
            "backend": service.embedder.backend_name,
        },
        # spaCy and the embedding model, perfectly overlapped on every core, nothing else.
        "compute_ceiling_turns_per_s": ceiling,
        "round_trips_per_batch": {
            "min": min(trips),
            "max": max(trips),
            "mean": sum(trips) / len(trips),
        },  # fmt: skip
        "receipt_totals": totals,
        "llm_calls": totals["llm_calls"],
        "llm_calls_ok": totals["llm_calls"] == 0 if mode == "rules" else None,
        "target_turns_per_s": TARGET_TURNS_PER_S,
        "meets_target": (rate(n, wall) or 0) >= TARGET_TURNS_PER_S,
    }
    service.graph.close()
    write_result("extract_throughput", payload, markdown(payload), results_dir=results_dir)
    return payload


def _f(x: float | None, digits: int = 1) -> str:
    return "—" if x is None else f"{x:.{digits}f}"


def markdown(p: dict[str, Any]) -> str:
    rows = [["end to end", _f(p["end_to_end"]["seconds"], 2), _f(p["end_to_end"]["turns_per_s"]),
             "100%"]]  # fmt: skip
    for stage, s in p["stages"].items():
        share = "—" if s["share"] is None else f"{s['share']:.0%}"
        rows.append([stage, _f(s["seconds"], 2), _f(s["turns_per_s"]), share])
    rows.append(["spaCy alone (reference, nlp.pipe)", _f(p["spacy_alone"]["seconds"], 2),
                 _f(p["spacy_alone"]["turns_per_s"]), "—"])  # fmt: skip
    embed = p["embed_alone"]
    rows.append([f"embedding alone (reference, {embed['backend']}, all cores)",
                 _f(embed["seconds"], 2), _f(embed["turns_per_s"]), "—"])  # fmt: skip
    rt = p["round_trips_per_batch"]
    return "\n".join([
        "# Extraction + ingest throughput (LoCoMo dev turns)",
        "",
        f"{p['data']['turns']} turns from {', '.join(p['data']['conversations'])}; extractor mode "
        f"`{p['extractor_mode']}`; batch size {p['batch_size']} ({p['batches']} batches); "
        f"models loaded before timing ({_f(p['model_load_seconds'], 1)} s).",
        "",
        md_table(["stage", "seconds", "turns/s", "share of wall"], rows),
        "",
        "- Episode texts are embedded on a worker thread while extraction runs; `embed` is "
        "the wait for them after extraction plus the fact texts.",
        f"- Round trips to Neo4j per batch: mean {rt['mean']:.1f} (min {rt['min']}, "
        f"max {rt['max']}).",
        f"- LLM calls: {p['llm_calls']}"
        + (" (rules mode: must be 0)" if p["extractor_mode"] == "rules" else ""),
        f"- Target ≥ {p['target_turns_per_s']:.0f} turns/s end to end: "
        f"{'met' if p['meets_target'] else 'not met'}.",
        f"- Compute ceiling: {_f(p['compute_ceiling_turns_per_s'])} turns/s. The two references "
        f"used {p['spacy_alone']['cpu_seconds'] + p['embed_alone']['cpu_seconds']:.1f} CPU "
        f"seconds (all threads) for {p['data']['turns']} turns; on {p['machine'].get('nproc')} "
        "cores no schedule of spaCy and the embedding model as configured, with nothing "
        "else, is faster.",
        f"- Facts created {p['receipt_totals']['facts_created']}, reinforced "
        f"{p['receipt_totals']['facts_reinforced']}, superseded "
        f"{p['receipt_totals']['superseded']}, queued {p['receipt_totals']['queued_for_review']}.",
        f"- {p['note']}.",
    ])  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--locomo", help="LoCoMo JSON (default: $PALIMPSEST_LOCOMO)")
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--quick", action="store_true", help="first conversation only")
    parser.add_argument("--results-dir", type=Path, default=None)
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    path = find_data(args.locomo)
    if path is None:
        given = args.locomo or os.environ.get("PALIMPSEST_LOCOMO")
        where = f"at {given}" if given else "(give --locomo PATH or set PALIMPSEST_LOCOMO)"
        print(f"LoCoMo data not found {where}; skipped")
        return 0
    if args.batch_size < 1:
        parser.error("--batch-size must be >= 1")
    p = run(path, batch_size=args.batch_size, quick=args.quick, results_dir=args.results_dir,
            progress=not args.no_progress)  # fmt: skip
    print(f"{p['data']['turns']} turns, mode {p['extractor_mode']}, batch {p['batch_size']}")
    print(f"end to end: {_f(p['end_to_end']['turns_per_s'])} turns/s "
          f"({_f(p['end_to_end']['seconds'], 2)} s)")  # fmt: skip
    for stage, s in p["stages"].items():
        print(f"  {stage:28s} {_f(s['seconds'], 2):>8} s  {_f(s['turns_per_s']):>9} turns/s")
    print(f"  {'spaCy alone (reference)':28s} {_f(p['spacy_alone']['seconds'], 2):>8} s  "
          f"{_f(p['spacy_alone']['turns_per_s']):>9} turns/s")  # fmt: skip
    rt = p["round_trips_per_batch"]
    print(f"round trips/batch: mean {rt['mean']:.1f} (min {rt['min']}, max {rt['max']}); "
          f"LLM calls: {p['llm_calls']}")  # fmt: skip
    if p["llm_calls_ok"] is False:
        print("ERROR: LLM calls in rules mode", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
