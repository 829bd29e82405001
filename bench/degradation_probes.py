"""The probe arm of `bench.degradation` (issue 13): does the product's own health watch catch
a degradation, how many steps late, and how often does it cry wolf?

Two parts, both with the product's code, not a re-implementation:

1. **Alarm calibration** (`recall.alarms.step`, pure, many seeded trials): the seed's case, a
   20-probe slice whose per-probe pass rate falls from 0.58 to 0.33. Before the drop it runs
   `HEALTHY_RUNS` healthy runs after its calibration run; then degraded runs until an incident
   opens. Two calibrations: the seed's (the threshold from the true 0.58) and the product's (the
   baseline taken from its first run by the rule of succession). Reported: breaches per healthy
   run (the seed: 0.032), incidents per healthy run, breaches per degraded run (the seed:
   0.673 detection per run) and the delay from the drop to the incident in runs (the seed, two
   consecutive breaches: (1 + d) / d² = 3.7 runs at d = 0.673).
2. **Stream** (the whole product on Neo4j: structured ingest, the resolver, `HealthWatch.run`
   through `evidence`): the simulated stream's contacts, here 20 topics whose phone numbers
   stay true, one admin probe each in one slice of 20. One observation a step; a health run
   every `RUN_EVERY` steps. From step `DROP_STEP` on, each observation is, with probability
   `POLLUTION`, a hallucinated number, written one of two ways: `silent`, through the test-only
   write the health tests use (made current without supersession or review: the silent
   degradation the watch exists for), or `cued`, phrased as a change ("… is now …") through
   ingest, which the resolver applies as a SUPERSEDES. A control tenant gets the stream
   unpolluted. Reported: the detection delay in steps (first incident's step minus
   `DROP_STEP`), false alarms (incidents in the control tenant, and before the drop), and how
   many probes went stale.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Sequence
from datetime import timedelta
from typing import Any

from bench.common import fresh_tenant, prop
from bench.degradation import NAMES, START, phantom, value_of
from recall.alarms import (
    SliceState,
    SliceTally,
    alarm_threshold,
    binomial_below,
    detection_power,
    step,
)

SLICE_SIZE, P0, P1 = 20, 0.58, 0.33  # the seed's slice and drop
SEED_FIGURES = {"false_alarm_per_run": 0.032, "detection_per_run": 0.673,
                "expected_delay_runs_two_breaches": 3.7}  # fmt: skip
HEALTHY_RUNS = 30  # healthy runs after calibration, before the drop
MAX_DEGRADED_RUNS = 60

TOPICS = 20
STEPS = 80
DROP_STEP = 40
RUN_EVERY = 4
POLLUTION = 0.5


# -- 1. alarm calibration (pure) ---------------------------------------------------------------


def simulate_alarms(trials: int, seed: int, product_calibration: bool) -> dict[str, Any]:
    """Trials of calibration run, HEALTHY_RUNS healthy runs, degraded runs until an incident
    (module doc), through `recall.alarms.step`."""
    rng = random.Random(seed)
    fp = "slice"
    healthy_breaches = healthy_incidents = healthy_runs = 0
    degraded_breaches = degraded_runs = open_at_drop = 0
    delays: list[int] = []
    for trial in range(trials):

        def run(p: float) -> SliceTally:
            passed = sum(rng.random() < p for _ in range(SLICE_SIZE))
            return SliceTally("s", passed, SLICE_SIZE, 0, fp)

        first = step(None, run(P0), f"{trial}-0", "v", "k")
        state = first.state
        if not product_calibration:  # the seed's threshold: from the true healthy rate
            state = SliceState("s", fp, P0, alarm_threshold(SLICE_SIZE, P0))
        for i in range(HEALTHY_RUNS):
            r = step(state, run(P0), f"{trial}-h{i}", "v", "k")
            healthy_runs += 1
            healthy_breaches += r.breach
            healthy_incidents += r.opened
            state = r.state
        # The drop: whatever streak the healthy runs left goes on (a real slice would too).
        if state.incident_open:  # a false incident still open: the drop cannot open another
            open_at_drop += 1
            continue
        for i in range(1, MAX_DEGRADED_RUNS + 1):
            r = step(state, run(P1), f"{trial}-d{i}", "v", "k")
            degraded_runs += 1
            degraded_breaches += r.breach
            state = r.state
            if r.opened:
                delays.append(i)
                break
    return {
        "calibration": "product (first run, rule of succession)" if product_calibration
        else "seed (true healthy rate 0.58)",
        "trials": trials,
        "breach_per_healthy_run": prop(healthy_breaches, healthy_runs),
        "incidents_per_healthy_run": prop(healthy_incidents, healthy_runs),
        "breach_per_degraded_run": prop(degraded_breaches, degraded_runs),
        "open_at_drop": open_at_drop,
        "detected": prop(len(delays), trials - open_at_drop),
        "delay_runs_mean": statistics.fmean(delays) if delays else None,
        "delay_runs_median": statistics.median(delays) if delays else None,
    }  # fmt: skip


def exact_seed_case() -> dict[str, Any]:
    """The product's binomial arithmetic on the seed's case, exactly (no simulation)."""
    k = alarm_threshold(SLICE_SIZE, P0)
    d = detection_power(SLICE_SIZE, P0, P1)
    return {"threshold": k, "false_alarm_per_run": binomial_below(k, SLICE_SIZE, P0),
            "detection_per_run": d, "expected_delay_runs_two_breaches": (1 + d) / d**2}  # fmt: skip


# -- 2. the stream, through the whole product -----------------------------------------------------


def topic_name(t: int) -> str:
    return NAMES[t % len(NAMES)] + ("" if t < len(NAMES) else f" {t // len(NAMES) + 1}")


def run_stream(service: Any, seed: int, mode: str | None) -> dict[str, Any]:
    """One tenant through the stream (module doc), polluted `mode` ("silent", "cued") or not
    (None); the steps at which breaches and incidents happened."""
    from graph.search import search_labels
    from graph.types import FactRole, StructuredFactInput
    from palimpsest.service import now_utc
    from recall.probes import ProbeDraft, ProbeRule
    from recall.view import StateView

    polluted = mode is not None
    rng = random.Random(seed * 1000 + polluted)
    label = f"degr-probes-{mode or 'clean'}"
    opened: list[int] = []
    breaches: list[int] = []
    stale: list[int] = []
    wrong_written = 0
    with fresh_tenant(service, label, seed) as tenant:
        first = [StructuredFactInput(subject=topic_name(t), attribute="phone",
                                     value=value_of(t, 1), valid_from=START,
                                     text=f"{topic_name(t)}'s phone number is {value_of(t, 1)}.",
                                     source="tool", kind="contact")
                 for t in range(TOPICS)]  # fmt: skip
        service.ingest_facts(tenant, first)
        for t in range(TOPICS):
            name = topic_name(t)
            service.health.add_probe(tenant, ProbeDraft(
                f"What is {name}'s phone number?", (value_of(t, 1),), ProbeRule.CURRENT,
                "contacts", view=StateView.CURRENT, subject=name, attribute="phone"))  # fmt: skip
        service.health.run(tenant)  # calibration
        for s in range(1, STEPS + 1):
            t = rng.randrange(TOPICS)
            name = topic_name(t)
            bad = polluted and s > DROP_STEP and rng.random() < POLLUTION
            value = phantom(t) if bad else value_of(t, 1)
            text = (f"{name}'s phone number is now {value}." if bad
                    else f"{name}'s phone number is {value}.")  # fmt: skip
            wrong_written += bad
            if bad and mode == "silent":
                src = service.facts(tenant, subject=name, attribute="phone",
                                    role=FactRole.CURRENT, first=1).items[0]  # fmt: skip
                service.graph.execute(
                    "health/test_inject_fact", tenant, uid=src.uid, new_uid=f"inj-{tenant}-{s}",
                    value=value, text=text, valid_from=START + timedelta(hours=s),
                    now=now_utc(), labels=search_labels(tenant),
                )  # fmt: skip
            else:
                service.ingest_facts(tenant, [StructuredFactInput(
                    subject=name, attribute="phone", value=value,
                    valid_from=START + timedelta(hours=s), text=text, source="tool",
                    kind="contact", idempotency_key=f"{tenant}:{s}")])  # fmt: skip
            if s % RUN_EVERY == 0:
                run = service.health.run(tenant)
                line = run.slices[0]
                stale.append(line.stale)
                if line.breach:
                    breaches.append(s)
                if run.opened:
                    opened.append(s)
    return {"mode": mode or "control", "incident_steps": opened, "breach_steps": breaches,
            "wrong_written": wrong_written,
            "stale_probes_last_run": stale[-1] if stale else 0}  # fmt: skip


def run(
    service: Any | None, quick: bool, seeds: Sequence[int], stream: bool = True
) -> dict[str, Any]:
    started = time.perf_counter()
    trials = 2000 if quick else 20000
    out: dict[str, Any] = {
        "exact_seed_case": exact_seed_case(),
        "seed_figures": SEED_FIGURES,
        "simulated": [simulate_alarms(trials, seeds[0], product) for product in (False, True)],
        "config": {
            "slice": SLICE_SIZE,
            "p0": P0,
            "p1": P1,
            "healthy_runs": HEALTHY_RUNS,
            "topics": TOPICS,
            "steps": STEPS,
            "drop_step": DROP_STEP,
            "run_every_steps": RUN_EVERY,
            "pollution": POLLUTION,
        },  # fmt: skip
        "stream": [],
    }
    if stream and service is not None:
        for seed in seeds[:1] if quick else seeds:
            for mode in ("silent", "cued", None):
                polluted = mode is not None
                res = run_stream(service, seed, mode)
                first = next((s for s in res["incident_steps"] if s > DROP_STEP), None)
                early = [s for s in res["incident_steps"] if s <= DROP_STEP]
                false_alarms = len(early) if polluted else len(res["incident_steps"])
                delay = (first - DROP_STEP) if first else None
                res.update(seed=seed, detection_delay_steps=delay, false_alarms=false_alarms)
                out["stream"].append(res)
    out["wall_seconds"] = time.perf_counter() - started
    return out


def render_markdown(p: dict[str, Any]) -> str:
    from bench.common import fmt_prop, md_table

    e, seedf, c = p["exact_seed_case"], p["seed_figures"], p["config"]
    rows = [["false alarms per run (one breach)", f"{e['false_alarm_per_run']:.3f}",
             seedf["false_alarm_per_run"]],
            ["detection per run", f"{e['detection_per_run']:.3f}", seedf["detection_per_run"]],
            ["expected delay, two breaches (runs)", f"{e['expected_delay_runs_two_breaches']:.1f}",
             seedf["expected_delay_runs_two_breaches"]]]  # fmt: skip
    sim = [[s["calibration"], fmt_prop(s["breach_per_healthy_run"]),
            fmt_prop(s["incidents_per_healthy_run"]), fmt_prop(s["breach_per_degraded_run"]),
            fmt_prop(s["detected"]),
            "—" if s["delay_runs_mean"] is None else f"{s['delay_runs_mean']:.2f}",
            "—" if s["delay_runs_median"] is None else f"{s['delay_runs_median']:g}"]
           for s in p["simulated"]]  # fmt: skip
    parts = [
        "# Silent degradation: the probe arm (the product's own probes and alarms)",
        f"The seed's case: a slice of {c['slice']} probes, pass rate {c['p0']} → {c['p1']}. "
        f"Threshold {e['threshold']} (a run passing fewer breaches).",
        md_table(["figure", "product (exact binomial)", "seed"], rows),
        f"Simulated through `recall.alarms.step` ({p['simulated'][0]['trials']} trials each; "
        f"{c['healthy_runs']} healthy runs after calibration, then the drop; Wilson 95%):",
        md_table(
            [
                "calibration",
                "breach / healthy run",
                "incident / healthy run",
                "breach / degraded run",
                "detected",
                "delay (runs), mean",
                "median",
            ],
            sim,
        ),  # fmt: skip
    ]
    if p["stream"]:
        srows = [[r["seed"], r["mode"], r["wrong_written"], r["breach_steps"],
                  r["incident_steps"],
                  "—" if r["detection_delay_steps"] is None else r["detection_delay_steps"],
                  r["false_alarms"], r["stale_probes_last_run"]] for r in p["stream"]]  # fmt: skip
        parts += [
            f"The stream through the whole product on Neo4j: {c['topics']} contacts, one admin "
            f"probe each (one slice of {c['topics']}), a run every {c['run_every_steps']} "
            f"steps; from step {c['drop_step']}, each observation is a hallucinated number with "
            f"probability {c['pollution']}, written silently (no supersession, no review) or "
            "as a change through ingest (cued):",
            md_table(
                [
                    "seed",
                    "pollution",
                    "wrong writes",
                    "breach at steps",
                    "incident at steps",
                    "detection delay (steps)",
                    "false alarms",
                    "stale probes (last run)",
                ],
                srows,
            ),  # fmt: skip
            "A cued hallucination is applied by the resolver as a SUPERSEDES, which the watch "
            "reads as a confirmed change: the probe it contradicts goes stale (weight 0) "
            "instead of failing, so the retrieval side cannot see it; only the write side "
            "(overturns, outcomes) can.",
        ]
    return "\n\n".join(parts)
