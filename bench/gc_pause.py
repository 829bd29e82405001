"""What a full cache of embeddings costs the garbage collector: lists of floats vs float32 arrays.

The embedder caches up to 50,000 vectors (`extract.embed.Embedder`). Held as Python lists,
every full collection walks each list's 384 references; held as numpy float32 arrays (what the
cache keeps), the collector does not track them at all. This times `gc.collect()` with a full
cache of each kind (best of `--repeats`), and reports the memory each takes (tracemalloc).

Run: `python -m bench.gc_pause [--vectors 50000] [--repeats 3] [--seed 7]`.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
import tracemalloc
from collections.abc import Sequence
from typing import Any

import numpy as np

from bench.common import command_line, machine_description, md_table, write_result
from extract.embed import DIMENSIONS

KINDS = ("lists of floats", "float32 arrays")


def _cache(kind: str, n: int, seed: int) -> dict[str, Any]:
    rng = np.random.default_rng(seed)
    rows = rng.random((n, DIMENSIONS), dtype=np.float32)
    if kind == "lists of floats":
        return {str(i): rows[i].tolist() for i in range(n)}
    return {str(i): rows[i].copy() for i in range(n)}


def measure(kind: str, n: int, repeats: int, seed: int) -> dict[str, float]:
    """Best gc.collect() milliseconds with the cache alive, and the cache's MiB."""
    gc.collect()
    tracemalloc.start()
    cache = _cache(kind, n, seed)
    mib = tracemalloc.get_traced_memory()[0] / 2**20
    tracemalloc.stop()
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        gc.collect()
        best = min(best, (time.perf_counter() - start) * 1000)
    del cache
    return {"gc_collect_ms": best, "cache_mib": mib}


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--vectors", type=int, default=50_000)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args(argv)
    results = {kind: measure(kind, args.vectors, args.repeats, args.seed) for kind in KINDS}
    ratio = results[KINDS[0]]["gc_collect_ms"] / results[KINDS[1]]["gc_collect_ms"]
    payload = {"command": command_line(), "seeds": [args.seed], "machine": machine_description(),
               "vectors": args.vectors, "dimensions": DIMENSIONS, "results": results,
               "gc_ratio_lists_over_arrays": ratio}  # fmt: skip
    md = "\n".join([
        "# Garbage-collection pause with a full embedding cache", "",
        f"{args.vectors:,} cached vectors of {DIMENSIONS} dimensions; `gc.collect()` best of "
        f"{args.repeats}; memory by tracemalloc.", "",
        md_table(["cache holds", "gc.collect() ms", "cache MiB"],
                 [[k, f"{v['gc_collect_ms']:.1f}", f"{v['cache_mib']:.0f}"]
                  for k, v in results.items()]),
        "", f"Lists over arrays: {ratio:.1f}x the pause.",
    ])  # fmt: skip
    write_result("gc_pause", payload, md)
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
