"""Cost: LLM calls and tokens per episode per extractor mode, ingest throughput, evidence latency.

- LLM calls per episode are measured: a small sample is ingested with each extractor mode
  available in this build, and the receipts' `llm_calls` are summed. Tokens are 0 when no call
  is made; an LLM mode that is not configured is reported as "not measured", never estimated.
- Throughput and latency are gathered from the other benchmarks' result files of the same
  run (their timers), so they describe the same machine and data.

Run: `python -m bench.cost` (after the other benchmarks, to pick up their timings).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.common import (
    fresh_tenant,
    load_result,
    machine_description,
    md_table,
    open_service,
    write_result,
)

SAMPLE = (
    "I moved to Berlin last month because my partner got a job there.",
    "We decided to use Postgres instead of MySQL for the billing service.",
    "I'm planning to switch to Neovim next week.",
    "My manager is Dana now.",
    "我现在住在上海。",
    "For project Apollo I use Emacs.",
    "Had a long lunch, nothing new.",
    "I no longer work at Siemens; I joined Klarna.",
)


def measure_rules(service: Any, repeats: int = 3) -> dict[str, Any]:
    """Ingest the sample `repeats` times (fresh texts) with the rule extractor; count calls."""
    from graph.types import EpisodeInput

    calls = episodes = facts = 0
    seconds = 0.0
    with fresh_tenant(service, "cost", "rules") as tenant:
        for r in range(repeats):
            eps = [EpisodeInput(text=f"{t} (note {r}-{i})",
                                occurred_at=datetime(2024, 1, 1, tzinfo=UTC) + timedelta(hours=i))
                   for i, t in enumerate(SAMPLE)]  # fmt: skip
            t0 = time.perf_counter()
            receipt = service.ingest(tenant, eps)
            seconds += time.perf_counter() - t0
            calls += receipt.llm_calls
            episodes += receipt.accepted
            facts += receipt.facts_created + receipt.facts_reinforced
    return {"mode": "rules (default)", "episodes": episodes, "facts": facts, "llm_calls": calls,
            "llm_calls_per_episode": calls / episodes if episodes else None,
            "tokens_per_episode": 0 if calls == 0 else None,
            "episodes_per_second": episodes / seconds if seconds else None}  # fmt: skip


def llm_mode_available() -> bool:
    """Whether this build has an LLM extractor to measure."""
    try:
        import extract.llm  # noqa: F401
    except ImportError:
        return False
    return True


def gathered(results_dir: Path | None = None) -> list[dict[str, Any]]:
    """Throughput and latency figures from the other result files."""
    rows = []
    for name in ("states", "lag", "degradation", "locomo"):
        r = load_result(name, results_dir)
        if not r:
            continue
        t = r.get("timings", {})
        for op, s in t.items():
            rows.append({"benchmark": name, "operation": op, **s})
    return rows


def run(results_dir: Path | None = None, service: Any | None = None) -> dict[str, Any]:
    """Measure extractor-mode costs and gather timings; write cost.{json,md}."""
    service = service or open_service()
    modes = [measure_rules(service)]
    if llm_mode_available():
        modes.append({"mode": "llm", "note": "extractor present but not configured here: "
                      "not measured"})  # fmt: skip
    else:
        modes.append({"mode": "llm", "note": "no LLM extractor in this build: not measured"})
    timings = gathered(results_dir)
    payload = {"benchmark": "cost", "seeds": "n/a", "data": {"sample_episodes": len(SAMPLE)},
               "machine": machine_description(service.graph), "modes": modes,
               "timings": timings}  # fmt: skip
    mrows = [[m["mode"], m.get("llm_calls_per_episode", "—"), m.get("tokens_per_episode", "—"),
              _f(m.get("episodes_per_second")), m.get("note", "")] for m in modes]  # fmt: skip
    trows = [[t["benchmark"], t["operation"], t["n"], _ms(t["p50"]), _ms(t["p95"])]
             for t in timings]  # fmt: skip
    md = "\n\n".join([
        "# Cost",
        md_table(["extractor mode", "LLM calls / episode", "tokens / episode",
                  "episodes/s (small batches)", "note"], mrows),
        "Latencies from the benchmarks of this run (per call; ingest calls are batches):",
        md_table(["benchmark", "operation", "calls", "p50 ms", "p95 ms"], trows),
    ])  # fmt: skip
    payload["files"] = [str(p) for p in write_result("cost", payload, md, results_dir=results_dir)]
    return payload


def _f(x: float | None) -> str:
    return "—" if x is None else f"{x:.1f}"


def _ms(x: float | None) -> str:
    return "—" if x is None else f"{1000 * x:.0f}"


def main(argv: Sequence[str] | None = None) -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    run()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
