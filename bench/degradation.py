"""Silent degradation: does answer quality rot as stale and hallucinated writes pile up?

12 topics (a contact's phone number each) whose truth changes 28 times over 100 steps; one
observation is written per step about a seeded random topic; 12% of observations are
hallucinated (a wrong number, the same phantom per topic, so errors can accumulate the way a
systematic extractor error does). Every topic is probed every 20 steps.

What an observation carries (every arm receives the same stream):

- `text`: a genuine observation reports the true value. When the truth changed since the
  topic's previous observation it is phrased as a change ("… is now 555-…", "现在…"); otherwise
  plainly ("… is 555-…"). A hallucinated observation is phrased plainly.
- `confidence`: the writer's confidence, genuine ~ U(0.60, 0.95), hallucinated ~ U(0.35, 0.75)
  (informative but overlapping). Palimpsest's resolver does not use it today (its rules key on
  cues and slot risk); it is passed through and recorded.
- `similarity`: the retrieval score a vector store would rank it by, U(0.55, 0.95),
  independent of truth.

Arms: ungoverned store (all kept, top-5 by similarity, majority vote); consolidation every
20 steps keeping the last 3 per topic (majority of them); latest-wins overwrite (reference);
Palimpsest: structured ingest into the high-risk single-valued `phone` slot, nothing filtered
by the benchmark — the resolver decides (a change cue supersedes; a plain conflicting value
on a high-risk slot goes to the review queue, the old value stays current); the answer is the
probed slot's fact in the packet's `current` block. A second Palimpsest arm phrases the
hallucinations as changes too, to show what the cue-based governance cannot catch. The
observed ceiling answers the latest genuine observation (what a perfect memory of the
non-hallucinated stream would say).

The probe arm (`bench.degradation_probes`, issue 13) runs the product's own probes and alarms:
the seed's 20-probe slice through `recall.alarms`, and the whole health watch on a polluted
stream; it writes `degradation_probes.{json,md}`.

Run: `python -m bench.degradation [--quick] [--seeds 7 11 23] [--no-palimpsest] [--probes-only]`.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.arms import (
    ConsolidationKeepLast,
    LatestWinsOverwrite,
    Observation,
    UngovernedMajority,
)
from bench.common import (
    SEEDS,
    Timer,
    fmt_prop,
    fresh_tenant,
    machine_description,
    md_table,
    open_service,
    prop,
    write_result,
)

NAMES = ("Ana", "Bruno", "Chen", "Dana", "Emeka", "Farah", "Goran", "Hana", "Ivo", "Jun",
         "Kemal", "Lena")  # fmt: skip
START = datetime(2024, 3, 1, 8, 0, tzinfo=UTC)
CHANGE_PHRASES = (
    "{n}'s phone number is now {v}.",
    "{n} changed numbers; it is now {v}.",
    "{n} switched to a new number: {v}.",
    "{n}现在的电话是{v}。",
)
PLAIN_PHRASES = (
    "{n}'s phone number is {v}.",
    "Called {n} on {v}.",
    "{n}'s number, per the CRM: {v}.",
)


@dataclass(frozen=True)
class Obs:
    step: int
    topic: int
    value: str
    hallucinated: bool
    changed: bool  # the truth changed since this topic's previous observation
    text: str
    text_cued: str  # the same observation phrased as a change (for the cued-hallucination arm)
    confidence: float
    similarity: float


@dataclass
class Stream:
    seed: int
    topics: int
    steps: int
    changes: dict[int, list[int]]
    observations: list[Obs]
    checkpoints: list[int]

    def truth(self, topic: int, step: int) -> str:
        return value_of(topic, 1 + sum(1 for c in self.changes[topic] if c <= step))

    def knowable(self, topic: int, step: int) -> bool:
        """True when the topic's true value at `step` was genuinely observed by then: a memory
        cannot be blamed for a change nobody reported."""
        true = self.truth(topic, step)
        return any(
            o.topic == topic and o.step <= step and not o.hallucinated and o.value == true
            for o in self.observations
        )


def value_of(topic: int, version: int) -> str:
    """The phone number of `topic` at `version` (opaque, distinct across topics/versions)."""
    return f"555-{(1000 + 137 * topic + 601 * version) % 9000 + 1000:04d}"


def phantom(topic: int) -> str:
    """The hallucinated number of a topic (never a true value)."""
    return f"555-9{topic:02d}7"


def generate_stream(
    seed: int,
    topics: int = 12,
    steps: int = 100,
    total_changes: int = 28,
    hallucination_rate: float = 0.12,
    every: int = 20,
) -> Stream:
    """The seeded observation stream (see the module doc)."""
    if not topics <= total_changes <= 4 * topics:
        raise ValueError("total_changes must give each topic 1-4 changes")
    rng = random.Random(seed)
    counts = [1] * topics
    while sum(counts) < total_changes:
        t = rng.randrange(topics)
        if counts[t] < 4:
            counts[t] += 1
    changes = {t: sorted(rng.sample(range(6, steps + 1), counts[t])) for t in range(topics)}
    stream = Stream(seed, topics, steps, changes, [], list(range(every, steps + 1, every)))
    last_seen: dict[int, str] = {}
    for s in range(1, steps + 1):
        t = rng.randrange(topics)
        true = stream.truth(t, s)
        halluc = rng.random() < hallucination_rate
        changed = t in last_seen and last_seen[t] != true
        value = phantom(t) if halluc else true
        name = NAMES[t % len(NAMES)]
        cued = rng.choice(CHANGE_PHRASES).format(n=name, v=value)
        plain = rng.choice(PLAIN_PHRASES).format(n=name, v=value)
        text = cued if (changed and not halluc) else plain
        conf = rng.uniform(0.35, 0.75) if halluc else rng.uniform(0.60, 0.95)
        sim = rng.uniform(0.55, 0.95)
        stream.observations.append(Obs(s, t, value, halluc, changed and not halluc, text,
                                       cued, round(conf, 3), round(sim, 3)))  # fmt: skip
        if not halluc:
            last_seen[t] = true
    return stream


# -- baseline arms -------------------------------------------------------------------------


def run_baselines(stream: Stream) -> dict[str, dict[int, list[bool]]]:
    """Per arm, per checkpoint: one correctness flag per topic."""
    raw, cons, latest = (
        UngovernedMajority(top=5),
        ConsolidationKeepLast(keep=3),
        LatestWinsOverwrite(),
    )
    ceiling: dict[int, str] = {}
    out: dict[str, dict[int, list[bool]]] = {
        "ungoverned-top5-majority": {},
        "consolidation-keep-last-3": {},
        "latest-wins-overwrite": {},
        "observed-ceiling": {},
    }
    for o in stream.observations:
        ob = Observation(o.topic, o.step, o.value, o.similarity)
        raw.write(ob)
        cons.write(ob)
        latest.write(str(o.topic), "phone", o.value, o.text)
        if not o.hallucinated:
            ceiling[o.topic] = o.value
        if o.step in stream.checkpoints:
            cons.consolidate()
            truth = [stream.truth(t, o.step) for t in range(stream.topics)]
            got = [latest.get(str(t), "phone") for t in range(stream.topics)]
            out["ungoverned-top5-majority"][o.step] = [
                raw.answer(t) == truth[t] for t in range(stream.topics)
            ]
            out["consolidation-keep-last-3"][o.step] = [
                cons.answer(t) == truth[t] for t in range(stream.topics)
            ]
            out["latest-wins-overwrite"][o.step] = [
                g is not None and g[0] == truth[t] for t, g in enumerate(got)
            ]
            out["observed-ceiling"][o.step] = [
                ceiling.get(t) == truth[t] for t in range(stream.topics)
            ]
    return out


# -- Palimpsest arm ------------------------------------------------------------------------


def step_time(step: int) -> datetime:
    return START + timedelta(hours=step)


def probe_question(name: str) -> str:
    return f"What is {name}'s phone number now?"


def read_current(packet: Any, subject: str, attribute: str = "phone") -> str | None:
    """The value of the probed slot's first fact in the packet's `current` block."""
    for item in packet.current:
        f = item.fact
        if (
            f is not None
            and f.attribute == attribute
            and f.subject.casefold() == subject.casefold()
        ):
            return f.value
    return None


def run_palimpsest(
    service: Any, stream: Stream, cued_hallucinations: bool = False, timer: Timer | None = None
) -> tuple[dict[int, list[bool]], dict[str, int]]:
    """Ingest the stream checkpoint by checkpoint into a fresh tenant; probe each topic."""
    from graph.types import StructuredFactInput

    timer = timer or Timer()
    out: dict[int, list[bool]] = {}
    counts = {"observations": 0, "superseded": 0, "queued_for_review": 0,
              "duplicates_reinforced": 0,
              "hallucinated_written": 0, "llm_calls": 0}  # fmt: skip
    label = "degr-cued" if cued_hallucinations else "degr"
    with fresh_tenant(service, label, stream.seed) as tenant:
        batch: list[Any] = []
        for o in stream.observations:
            text = o.text_cued if (cued_hallucinations and o.hallucinated) else o.text
            batch.append(
                StructuredFactInput(
                    subject=NAMES[o.topic % len(NAMES)], attribute="phone", value=o.value,
                    valid_from=step_time(o.step), text=text, source="tool", kind="contact",
                    confidence=o.confidence, idempotency_key=f"{tenant}:{o.step}",
                )
            )  # fmt: skip
            counts["hallucinated_written"] += o.hallucinated
            if o.step not in stream.checkpoints:
                continue
            with timer.time("ingest_facts"):
                r = service.ingest_facts(tenant, batch)
            counts["observations"] += len(batch)
            counts["superseded"] += r.superseded
            counts["queued_for_review"] += r.queued_for_review
            counts["duplicates_reinforced"] += r.facts_reinforced
            counts["llm_calls"] += r.llm_calls
            batch = []
            flags = []
            for t in range(stream.topics):
                name = NAMES[t % len(NAMES)]
                with timer.time("evidence"):
                    packet = service.evidence(tenant, probe_question(name), subject=name)
                flags.append(read_current(packet, name) == stream.truth(t, o.step))
            out[o.step] = flags
    return out, counts


# -- runner --------------------------------------------------------------------------------


def summarise(
    per_seed: dict[int, dict[int, list[bool]]],
    masks: dict[int, dict[int, list[bool]]] | None = None,
) -> dict[str, dict[str, Any]]:
    """Per checkpoint (pooled over seeds): proportion of topics answered correctly; with
    `masks` (seed -> step -> per-topic flag), only over the topics the mask keeps."""
    steps = sorted({s for res in per_seed.values() for s in res})
    out = {}
    for s in steps:
        flags = [
            f
            for seed, res in per_seed.items()
            for t, f in enumerate(res.get(s, []))
            if masks is None or masks[seed][s][t]
        ]
        out[str(s)] = prop(sum(flags), len(flags))
    return out


def knowable_masks(stream: Stream) -> dict[int, list[bool]]:
    """Per checkpoint, per topic: whether its current truth had been genuinely observed."""
    return {s: [stream.knowable(t, s) for t in range(stream.topics)] for s in stream.checkpoints}


def run(
    quick: bool = False,
    seeds: Sequence[int] = SEEDS,
    palimpsest: bool = True,
    results_dir: Path | None = None,
    write: bool = True,
    service: Any | None = None,
    cued_arm: bool = True,
) -> dict[str, Any]:
    """Run every arm on every seed; write degradation.{json,md,png}; return the payload.

    The stream is the issue's (12 topics, 28 changes, 100 steps) in both modes; it is small."""
    timer = Timer()
    if palimpsest and service is None:
        service = open_service()
    started = time.perf_counter()
    arms: dict[str, dict[int, dict[int, list[bool]]]] = {}
    receipts: dict[str, dict[int, Any]] = {}
    hallucinated = {}
    masks: dict[int, dict[int, list[bool]]] = {}
    for seed in seeds:
        stream = generate_stream(seed)
        masks[seed] = knowable_masks(stream)
        hallucinated[seed] = sum(o.hallucinated for o in stream.observations)
        for arm, res in run_baselines(stream).items():
            arms.setdefault(arm, {})[seed] = res
        if palimpsest:
            variants = [("palimpsest", False)] + ([("palimpsest-cued-hallucinations", True)]
                                                    if cued_arm else [])  # fmt: skip
            for arm, cued in variants:
                res, counts = run_palimpsest(service, stream, cued, timer)
                arms.setdefault(arm, {})[seed] = res
                receipts.setdefault(arm, {})[seed] = counts
    scores = {arm: summarise(res) for arm, res in arms.items()}
    scores_knowable = {arm: summarise(res, masks) for arm, res in arms.items()}
    payload: dict[str, Any] = {
        "benchmark": "degradation",
        "quick": quick,
        "seeds": list(seeds),
        "data": {"generator": "bench.degradation.generate_stream", "topics": 12, "steps": 100,
                 "changes": 28, "hallucination_rate": 0.12, "probe_every": 20,
                 "hallucinated_per_seed": hallucinated},
        "machine": machine_description(service.graph if service else None),
        "scores": scores,
        "scores_knowable": scores_knowable,
        "palimpsest_receipts": receipts,
        "timings": timer.summary(),
        "wall_seconds": time.perf_counter() - started,
    }  # fmt: skip
    if write:
        payload["files"] = [str(p) for p in write_result(
            "degradation", payload, render_markdown(payload), results_dir=results_dir,
            figure=plot(scores))]  # fmt: skip
    if palimpsest:
        payload["probe_arm"] = run_probe_arm(service, quick, seeds, results_dir, write)
    return payload


def run_probe_arm(
    service: Any | None,
    quick: bool,
    seeds: Sequence[int],
    results_dir: Path | None = None,
    write: bool = True,
) -> dict[str, Any]:
    """The probe arm (bench.degradation_probes); writes degradation_probes.{json,md}."""
    from bench import degradation_probes

    arm = degradation_probes.run(service, quick, seeds)
    machine = machine_description(service.graph if service else None)
    payload = {"benchmark": "degradation_probes", "quick": quick, "seeds": list(seeds),
               "machine": machine, **arm}  # fmt: skip
    if write:
        payload["files"] = [str(p) for p in write_result(
            "degradation_probes", payload, degradation_probes.render_markdown(payload),
            results_dir=results_dir)]  # fmt: skip
    return payload


def render_markdown(payload: dict[str, Any]) -> str:
    scores = payload["scores"]
    arms = list(scores)
    steps = sorted({int(s) for v in scores.values() for s in v})
    rows = [[s] + [fmt_prop(scores[a].get(str(s))) for a in arms] for s in steps]
    known = payload["scores_knowable"]
    krows = [[s] + [fmt_prop(known[a].get(str(s))) for a in arms] for s in steps]
    rec = payload.get("palimpsest_receipts") or {}
    rrows = [
        [arm, seed, c["observations"], c["hallucinated_written"], c["superseded"],
         c["queued_for_review"], c["llm_calls"]]
        for arm, by_seed in rec.items() for seed, c in by_seed.items()
    ]  # fmt: skip
    parts = [
        "# Silent degradation",
        f"Seeds {payload['seeds']}; stream: {payload['data']}. Share of topics answered with "
        "the true current value at each checkpoint, pooled over seeds, Wilson 95%.",
        md_table(["step"] + arms, rows),
        "The same, over knowable topics only (the current true value had been genuinely "
        "observed by the checkpoint; a change nobody reported cannot be remembered):",
        md_table(["step"] + arms, krows),
    ]
    if rrows:
        parts += ["What the resolver did (receipts):",
                  md_table(["arm", "seed", "observations", "hallucinated", "superseded",
                            "queued for review", "LLM calls"], rrows)]  # fmt: skip
    return "\n\n".join(parts)


def plot(scores: dict[str, dict[str, Any]]) -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    for arm, s in scores.items():
        xs = sorted(int(k) for k in s)
        ys = [s[str(x)]["rate"] for x in xs]
        lo = [max(0.0, y - s[str(x)]["lo"]) for x, y in zip(xs, ys, strict=True)]
        hi = [max(0.0, s[str(x)]["hi"] - y) for x, y in zip(xs, ys, strict=True)]
        ax.errorbar(xs, ys, yerr=[lo, hi], marker="o", capsize=3, label=arm)
    ax.set_xlabel("step")
    ax.set_ylabel("accuracy (Wilson 95%)")
    ax.set_ylim(-0.05, 1.05)
    ax.set_title("Silent degradation: accuracy per checkpoint")
    ax.legend(fontsize=8)
    return fig


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--seeds", type=int, nargs="+", default=list(SEEDS))
    ap.add_argument("--no-palimpsest", action="store_true", help="baselines only (no Neo4j)")
    ap.add_argument("--probes-only", action="store_true", help="only the probe arm (issue 13)")
    args = ap.parse_args(argv)
    if args.probes_only:
        from bench import degradation_probes

        arm = run_probe_arm(None if args.no_palimpsest else open_service(), args.quick, args.seeds)
        print(degradation_probes.render_markdown(arm))
        return 0
    payload = run(args.quick, args.seeds, palimpsest=not args.no_palimpsest)
    print(render_markdown(payload))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
