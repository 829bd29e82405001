"""The harness checks itself: five deliberate breaks, each must show as a clear drop.

Each break is a context manager that monkeypatches one production function (where it is looked
up) for the duration of a quick run of the suites that should notice it:

1. `never_supersede`: `resolver.batch.decide` turns every SUPERSEDES into COEXISTS_WITH
   (the new fact coexists; nothing becomes historical) -> states, degradation;
2. `view_always_neutral`: `recall.evidence.infer_view` always answers NEUTRAL -> states;
3. `drop_provenance`: packets lose their episodes (`recall.evidence.assemble` gets no
   sources, fact-less episodes are not added) -> lag (exact recall through provenance);
4. `ignore_as_of`: `recall.evidence.Recall.evidence` drops its `as_of` argument -> states;
5. `first_value_reader`: the benchmark's packet reader takes the first option of a
   multi-fact item instead of the one attached to the probed reference -> lag.

A break is detected when at least one watched metric moves by `MIN_DROP` (0.10 absolute) in
the bad direction versus the unbroken run of the same seed. Exit status 1 unless all five are.

Run: `python -m bench.mutation_check` (uses the quick suites, one seed).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

from bench.common import machine_description, md_table, open_service, write_result

MIN_DROP = 0.10
SEED = 7


@contextmanager
def _patched(obj: Any, name: str, value: Any) -> Iterator[None]:
    old = getattr(obj, name)
    setattr(obj, name, value)
    try:
        yield
    finally:
        setattr(obj, name, old)


@contextmanager
def never_supersede() -> Iterator[None]:
    """The resolver never supersedes: SUPERSEDES verdicts become COEXISTS_WITH."""
    import resolver.batch as batch
    from graph.types import NEW, EdgeType, FactRole, PlannedEdge, Relation

    real = batch.decide

    def decide(*args: Any, **kwargs: Any) -> Any:
        d = real(*args, **kwargs)
        if d.relation is not Relation.SUPERSEDES or d.queued:
            return d
        edges = [PlannedEdge(EdgeType.COEXISTS_WITH, NEW, d.target_uid)] if d.target_uid else []
        return replace(d, relation=Relation.COEXISTS_WITH, new_role=FactRole.COEXISTING,
                       role_changes={}, close_validity={}, edges=edges)  # fmt: skip

    with _patched(batch, "decide", decide):
        yield


@contextmanager
def view_always_neutral() -> Iterator[None]:
    """View inference always answers NEUTRAL (an explicit view too)."""
    import recall.evidence as ev
    from recall.view import StateView, ViewChoice

    def infer_view(question: str, explicit: Any = None) -> ViewChoice:
        return ViewChoice(StateView.NEUTRAL, "mutation: always neutral")

    with _patched(ev, "infer_view", infer_view):
        yield


@contextmanager
def drop_provenance() -> Iterator[None]:
    """Packets carry no episodes: facts lose their sources, fact-less episodes are not added."""
    import recall.evidence as ev

    real = ev.assemble

    def assemble(ranked: Any, episodes_by_fact: Any, *args: Any, **kwargs: Any) -> Any:
        return real(ranked, {}, *args, **kwargs)

    with (
        _patched(ev, "assemble", assemble),
        _patched(ev.Recall, "_add_matched_episodes", lambda self, *a, **k: None),
    ):
        yield


@contextmanager
def ignore_as_of() -> Iterator[None]:
    """`as_of` is ignored by recall."""
    import recall.evidence as ev

    real = ev.Recall.evidence

    def evidence(self: Any, *args: Any, **kwargs: Any) -> Any:
        kwargs["as_of"] = None
        if len(args) > 3:  # tenant, query, view, as_of, …
            args = (*args[:3], None, *args[4:])
        return real(self, *args, **kwargs)

    with _patched(ev.Recall, "evidence", evidence):
        yield


@contextmanager
def first_value_reader() -> Iterator[None]:
    """The packet reader takes the first option of a multi-fact item."""
    import bench.lag as lag

    with _patched_item(lag.READER, "reader", lag.read_first_option):
        yield


@contextmanager
def _patched_item(mapping: dict, key: str, value: Any) -> Iterator[None]:
    old = mapping[key]
    mapping[key] = value
    try:
        yield
    finally:
        mapping[key] = old


# metric extractors: (label, suite, getter, direction) ; direction +1 = higher is better
Metric = tuple[str, str, Callable[[dict[str, Any]], float | None], int]


def _states(metric: str) -> Callable[[dict[str, Any]], float | None]:
    return lambda r: r["states"]["scores"]["palimpsest-structured"][metric]["rate"]


def _lag(r: dict[str, Any]) -> float | None:
    return r["lag"]["scores"]["palimpsest"]["overall"]["rate"]


def _degradation(r: dict[str, Any]) -> float | None:
    s = r["degradation"]["scores"]["palimpsest"]
    return s[max(s, key=int)]["rate"]


WATCH: dict[str, list[Metric]] = {
    "never_supersede": [
        ("states current accuracy", "states", _states("current_ok"), +1),
        ("states stale leakage", "states", _states("leak"), -1),
        ("degradation accuracy at last checkpoint", "degradation", _degradation, +1),
    ],
    "view_always_neutral": [
        ("states historical answer ranked first", "states", _states("historical_top"), +1),
        ("states historical recovery", "states", _states("historical_ok"), +1),
        ("states transition hit", "states", _states("transition_ok"), +1),
        ("states current accuracy", "states", _states("current_ok"), +1),
        ("states stale leakage", "states", _states("leak"), -1),
    ],
    "drop_provenance": [("lag exact recall", "lag", _lag, +1)],
    "ignore_as_of": [("states asOf accuracy", "states", _states("as_of_ok"), +1)],
    "first_value_reader": [("lag exact recall", "lag", _lag, +1)],
}
BREAKS: dict[str, Callable[[], Any]] = {
    "never_supersede": never_supersede,
    "view_always_neutral": view_always_neutral,
    "drop_provenance": drop_provenance,
    "ignore_as_of": ignore_as_of,
    "first_value_reader": first_value_reader,
}


def run_suites(service: Any, suites: set[str]) -> dict[str, Any]:
    """Quick Palimpsest-only runs of the named suites (one seed), results not written."""
    from bench import degradation, lag, states

    out: dict[str, Any] = {}
    if "states" in suites:
        out["states"] = states.run(
            True, [SEED], write=False, service=service, baselines=False, text_worlds=(), text=False
        )
    if "lag" in suites:
        out["lag"] = lag.run(True, [SEED], write=False, service=service, baselines=False)
    if "degradation" in suites:
        out["degradation"] = degradation.run(True, [SEED], write=False, service=service,
                                             cued_arm=False)  # fmt: skip
    return out


def detected(
    base: dict[str, Any], broken: dict[str, Any], metrics: Sequence[Metric]
) -> tuple[bool, list[dict[str, Any]]]:
    """Whether any watched metric moved by MIN_DROP in the bad direction, with the details."""
    rows, hit = [], False
    for label, _, get, direction in metrics:
        b, x = get(base), get(broken)
        drop = None if b is None or x is None else (b - x) * direction
        ok = drop is not None and drop >= MIN_DROP
        hit = hit or ok
        rows.append({"metric": label, "unbroken": b, "broken": x, "drop": drop, "detected": ok})
    return hit, rows


def run(results_dir: Path | None = None) -> tuple[bool, dict[str, Any]]:
    """Unbroken run, then each break; write mutation_check.{json,md}; (all detected, payload)."""
    service = open_service()
    started = time.perf_counter()
    base = run_suites(service, {"states", "lag", "degradation"})
    report: dict[str, Any] = {}
    for name, brk in BREAKS.items():
        suites = {s for _, s, _, _ in WATCH[name]}
        with brk():
            broken = run_suites(service, suites)
        ok, rows = detected(base, broken, WATCH[name])
        report[name] = {"detected": ok, "metrics": rows}
        print(f"{name}: {'DETECTED' if ok else 'NOT DETECTED'}", flush=True)
    all_ok = all(r["detected"] for r in report.values())
    payload = {
        "benchmark": "mutation_check",
        "seeds": [SEED],
        "data": "quick suites (states, lag, degradation), Palimpsest arm only",
        "min_drop": MIN_DROP,
        "machine": machine_description(service.graph),
        "all_detected": all_ok,
        "breaks": report,
        "wall_seconds": time.perf_counter() - started,
    }
    table = [
        [name, m["metric"], _f(m["unbroken"]), _f(m["broken"]), _f(m["drop"]),
         "yes" if m["detected"] else "no"]
        for name, r in report.items() for m in r["metrics"]
    ]  # fmt: skip
    md = "\n\n".join([
        "# Mutation check",
        f"Every break must move a watched metric by ≥ {MIN_DROP} in the bad direction. "
        f"All detected: **{all_ok}**.",
        md_table(["break", "metric", "unbroken", "broken", "drop", "detected"], table),
    ])  # fmt: skip
    payload["files"] = [str(p) for p in write_result("mutation_check", payload, md,
                                                     results_dir=results_dir)]  # fmt: skip
    return all_ok, payload


def _f(x: float | None) -> str:
    return "—" if x is None else f"{x:.3f}"


def main(argv: Sequence[str] | None = None) -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    ok, _ = run()
    print("mutation check:", "every break detected" if ok else "SOME BREAK NOT DETECTED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
