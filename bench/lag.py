"""Exact recall vs age: does a fact stay recallable as it gets older?

A seeded trace of N simulated days. Each day has one log entry recording a few decisions, each
under an opaque reference code ("ZQ01 chose option B (keb)"), on distinct topics (a topic never
repeats within a day, so "what was chosen under ZQ01" is never ambiguous), with options assigned
round-robin (no majority-class baseline), plus filler activity. Each day ends with probes that
always look back, with a lag drawn from 1 … day−1, so lags grow with the day number (fixed short
lags would let any recency window pass).

Arms, fed the same events and read by the same position-aware reader:

- recency window: keeps everything, exposes the last 20 items;
- destructive compaction: every 2 days the history becomes a prose brief (topics, no codes);
- conservative compaction: same cadence, keeps every code → option pair;
- Palimpsest: structured ingest of each decision (subject = its code, source text = the day's
  log entry), filler ingested as episodes; the reader reads the verbatim source episodes the
  evidence packet cites (exact recall through provenance).

Run: `python -m bench.lag [--quick] [--seeds 7 11 23] [--days 30] [--no-palimpsest]`.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import string
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.arms import Compaction, RecencyWindow, conservative_brief, destructive_brief
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

TOPICS = ("keb", "rix", "vun", "dal", "mor", "pex", "sul", "tav", "yor", "zin", "quo", "fam")
OPTIONS = ("A", "B", "C", "D")
BUCKETS: tuple[tuple[int, int], ...] = (
    (1, 1),
    (2, 2),
    (3, 4),
    (5, 6),
    (7, 13),
    (14, 29),
    (30, 10**6),
)
START = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
FILLER = (
    "Day {d}: standup, reviewed the {t} backlog; nothing decided.",
    "Day {d}: ran the nightly build and archived the logs.",
    "Day {d}: paired on flaky tests in the {t} module.",
    "Day {d}: answered support questions about {t}.",
    "Day {d}: updated the onboarding notes.",
    "Day {d}: profiled memory use of the {t} worker.",
    "Day {d}: cleaned up stale branches.",
    "Day {d}: read the incident report from last quarter.",
    "Day {d}: benchmarked the {t} cache under load.",
)

CODE_RE = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?![A-Za-z0-9])")
OPTION_RE = re.compile(r"option\s+([A-D])\b")


@dataclass(frozen=True)
class Decision:
    day: int
    code: str
    topic: str
    option: str


@dataclass
class Event:
    day: int
    text: str
    kind: str  # "log" | "filler"
    decisions: list[Decision] = field(default_factory=list)


@dataclass(frozen=True)
class Probe:
    day: int  # asked at the end of this day
    code: str
    fact_day: int
    gold: str

    @property
    def lag(self) -> int:
        return self.day - self.fact_day


@dataclass
class Trace:
    seed: int
    days: int
    events: dict[int, list[Event]]
    decisions: list[Decision]
    probes: list[Probe]


def bucket_of(lag: int) -> str:
    """The lag bucket label ('1', '2', '3-4', '5-6', '7-13', '14-29', '30+')."""
    for lo, hi in BUCKETS:
        if lo <= lag <= hi:
            return str(lo) if lo == hi else (f"{lo}+" if hi >= 10**6 else f"{lo}-{hi}")
    raise ValueError(f"lag {lag} < 1")


def generate_trace(
    seed: int,
    days: int = 30,
    facts_per_day: int = 3,
    filler_per_day: int = 7,
    probes_per_day: int = 1,
) -> Trace:
    """The seeded trace: events per day, the decisions, and look-back probes (see module doc)."""
    if facts_per_day > len(TOPICS):
        raise ValueError("more facts per day than topics: a topic would repeat within a day")
    rng = random.Random(seed)
    codes: set[str] = set()
    events: dict[int, list[Event]] = {}
    decisions: list[Decision] = []
    rr = 0
    for d in range(1, days + 1):
        today: list[Decision] = []
        for topic in rng.sample(TOPICS, facts_per_day):  # distinct topics within a day
            while True:
                code = (
                    "".join(rng.choices(string.ascii_uppercase, k=2)) + f"{rng.randint(0, 99):02d}"
                )
                if code not in codes:
                    codes.add(code)
                    break
            today.append(Decision(d, code, topic, OPTIONS[rr % len(OPTIONS)]))  # round-robin
            rr += 1
        decisions += today
        log = (
            f"Day {d} log: "
            + "; ".join(f"{x.code} chose option {x.option} ({x.topic})" for x in today)
            + "."
        )
        day_events = [Event(d, log, "log", today)]
        for _ in range(filler_per_day):
            day_events.append(
                Event(d, rng.choice(FILLER).format(d=d, t=rng.choice(TOPICS)), "filler")
            )
        rng.shuffle(day_events)
        events[d] = day_events
    by_day: dict[int, list[Decision]] = {}
    for x in decisions:
        by_day.setdefault(x.day, []).append(x)
    probes: list[Probe] = []
    pick = 0
    for d in range(2, days + 1):
        for _ in range(probes_per_day):
            lag = rng.randint(1, d - 1)  # always looks back; the range grows with the day
            fact = by_day[d - lag][pick % facts_per_day]
            pick += 1
            probes.append(Probe(d, fact.code, fact.day, fact.option))
    return Trace(seed, days, events, decisions, probes)


# -- readers -------------------------------------------------------------------------------


def read_option(texts: Sequence[str], code: str) -> str | None:
    """Position-aware reader: find `code`, read the option written after it (up to the next
    code); when the option comes before the code, the nearest one before it. Later texts win
    (they are the newest in a window; a code is unique, so it matters only for copies)."""
    for text in reversed(list(texts)):
        for m in re.finditer(rf"(?<![A-Za-z0-9]){re.escape(code)}(?![A-Za-z0-9])", text):
            nxt = CODE_RE.search(text, m.end())
            segment = text[m.end() : nxt.start() if nxt else len(text)]
            after = OPTION_RE.search(segment)
            if after:
                return after.group(1)
            prev_codes = [c.end() for c in CODE_RE.finditer(text, 0, m.start())]
            before = list(OPTION_RE.finditer(text, prev_codes[-1] if prev_codes else 0, m.start()))
            if before:
                return before[-1].group(1)
    return None


def read_first_option(texts: Sequence[str], code: str) -> str | None:
    """The broken reader the mutation check plants: the first option of the first text that
    mentions the code, whichever fact it belongs to."""
    for text in reversed(list(texts)):
        if code in text:
            m = OPTION_RE.search(text)
            return m.group(1) if m else None
    return None


READER: dict[str, Callable[[Sequence[str], str], str | None]] = {"reader": read_option}


def reader() -> Callable[[Sequence[str], str], str | None]:
    """The reader in use (a lookup, so the mutation check can swap it)."""
    return READER["reader"]


# -- scoring -------------------------------------------------------------------------------


def score_by_bucket(results: Sequence[tuple[Probe, bool]]) -> dict[str, dict[str, Any]]:
    """Per lag bucket (and 'overall'): proportion of probes answered correctly."""
    out: dict[str, list[bool]] = {}
    for probe, ok in results:
        out.setdefault(bucket_of(probe.lag), []).append(ok)
        out.setdefault("overall", []).append(ok)
    return {b: prop(sum(v), len(v)) for b, v in out.items()}


# -- arms ----------------------------------------------------------------------------------


def run_baselines(trace: Trace) -> dict[str, list[tuple[Probe, bool]]]:
    """Recency window (20), destructive and conservative compaction, over one trace."""
    window = RecencyWindow(20)
    destructive = Compaction(destructive_brief, every_days=2)
    conservative = Compaction(conservative_brief, every_days=2)
    out: dict[str, list[tuple[Probe, bool]]] = {
        "recency-window-20": [],
        "compaction-destructive": [],
        "compaction-conservative": [],
    }
    read = reader()
    probes = {d: [p for p in trace.probes if p.day == d] for d in range(1, trace.days + 1)}
    for d in range(1, trace.days + 1):
        for ev in trace.events[d]:
            window.add(ev.text)
            item = {
                "text": ev.text,
                "pairs": [(x.code, x.option) for x in ev.decisions],
                "topics": [x.topic for x in ev.decisions],
            }
            destructive.add(d, item)
            conservative.add(d, item)
        destructive.end_of_day(d)
        conservative.end_of_day(d)
        for p in probes[d]:
            out["recency-window-20"].append((p, read(window.window(), p.code) == p.gold))
            out["compaction-destructive"].append((p, read(destructive.expose(), p.code) == p.gold))
            out["compaction-conservative"].append(
                (p, read(conservative.expose(), p.code) == p.gold)
            )
    return out


def day_time(day: int, minute: int = 0) -> datetime:
    return START + timedelta(days=day - 1, minutes=minute)


def probe_question(code: str) -> str:
    return f"Which option was chosen under reference {code}?"


def packet_texts(packet: Any) -> list[str]:
    """The verbatim source episodes a packet cites (its provenance), best first."""
    return [it.episode.text for it in packet.episodes if it.episode is not None]


def run_palimpsest(
    service: Any, trace: Trace, timer: Timer | None = None
) -> tuple[list[tuple[Probe, bool]], dict[str, Any]]:
    """Ingest the trace day by day into a fresh tenant, probing at the end of each day."""
    from graph.types import EpisodeInput, StructuredFactInput

    timer = timer or Timer()
    results: list[tuple[Probe, bool]] = []
    read = reader()
    receipts = {"facts": 0, "episodes": 0, "superseded": 0, "queued": 0, "llm_calls": 0}
    with fresh_tenant(service, "lag", trace.seed) as tenant:
        for d in range(1, trace.days + 1):
            facts, fillers = [], []
            for i, ev in enumerate(trace.events[d]):
                when = day_time(d, 10 * i)
                if ev.kind == "log":
                    for x in ev.decisions:
                        facts.append(
                            StructuredFactInput(
                                subject=x.code, attribute="decision", value=x.option,
                                valid_from=when, text=ev.text, source="tool", kind="decision",
                                idempotency_key=f"{tenant}:{x.code}",
                            )
                        )  # fmt: skip
                else:
                    fillers.append(EpisodeInput(text=ev.text, occurred_at=when, source="tool"))
            with timer.time("ingest_facts"):
                r1 = service.ingest_facts(tenant, facts)
            with timer.time("ingest_episodes"):
                r2 = service.ingest(tenant, fillers) if fillers else None
            for r in (r1, r2):
                if r is None:
                    continue
                receipts["episodes"] += r.accepted
                receipts["superseded"] += r.superseded
                receipts["queued"] += r.queued_for_review
                receipts["llm_calls"] += r.llm_calls
            receipts["facts"] += r1.facts_created
            for p in (p for p in trace.probes if p.day == d):
                with timer.time("evidence"):
                    packet = service.evidence(tenant, probe_question(p.code), max_items=8)
                results.append((p, read(packet_texts(packet), p.code) == p.gold))
    return results, receipts


# -- runner --------------------------------------------------------------------------------


def config(quick: bool) -> dict[str, int]:
    """Trace sizes: quick keeps the whole suite in minutes on 2 cores."""
    if quick:
        return {"days": 20, "facts_per_day": 3, "filler_per_day": 7, "probes_per_day": 1}
    return {"days": 30, "facts_per_day": 3, "filler_per_day": 7, "probes_per_day": 2}


def run(
    quick: bool = False,
    seeds: Sequence[int] = SEEDS,
    palimpsest: bool = True,
    results_dir: Path | None = None,
    write: bool = True,
    service: Any | None = None,
    baselines: bool = True,
) -> dict[str, Any]:
    """Run every arm on every seed; write lag.{json,md,png}; return the payload."""
    cfg = config(quick)
    timer = Timer()
    per_arm: dict[str, list[tuple[Probe, bool]]] = {}
    per_seed: dict[str, dict[int, dict[str, Any]]] = {}
    receipts: dict[int, Any] = {}
    if palimpsest and service is None:
        service = open_service()
    started = time.perf_counter()
    for seed in seeds:
        trace = generate_trace(seed, **cfg)
        arms = run_baselines(trace) if baselines else {}
        if palimpsest:
            arms["palimpsest"], receipts[seed] = run_palimpsest(service, trace, timer)
        for arm, res in arms.items():
            per_arm.setdefault(arm, []).extend(res)
            per_seed.setdefault(arm, {})[seed] = score_by_bucket(res)
    scores = {arm: score_by_bucket(res) for arm, res in per_arm.items()}
    spread = {
        arm: {
            b: statistics.pstdev([s[b]["rate"] for s in seeds_.values() if b in s])
            for b in scores[arm]
        }
        for arm, seeds_ in per_seed.items()
    }
    payload: dict[str, Any] = {
        "benchmark": "lag",
        "quick": quick,
        "seeds": list(seeds),
        "data": {"generator": "bench.lag.generate_trace", **cfg,
                 "probes_per_seed": len(generate_trace(seeds[0], **cfg).probes)},
        "machine": machine_description(service.graph if service else None),
        "scores": scores,
        "per_seed": per_seed,
        "std_across_seeds": spread,
        "palimpsest_receipts": receipts,
        "timings": timer.summary(),
        "wall_seconds": time.perf_counter() - started,
    }  # fmt: skip
    if write:
        payload["files"] = [str(p) for p in write_result(
            "lag", payload, render_markdown(payload), results_dir=results_dir,
            figure=plot(scores))]  # fmt: skip
    return payload


def bucket_order(scores: dict[str, dict[str, Any]]) -> list[str]:
    labels = [bucket_of(lo) for lo, _ in BUCKETS]
    present = {b for s in scores.values() for b in s}
    return [b for b in labels if b in present]


def render_markdown(payload: dict[str, Any]) -> str:
    scores = payload["scores"]
    buckets = bucket_order(scores)
    arms = list(scores)
    rows = [[b] + [fmt_prop(scores[a].get(b)) for a in arms] for b in buckets + ["overall"]]
    spread = payload["std_across_seeds"]
    srows = [[a] + [f"{spread[a].get(b, 0):.3f}" for b in buckets] for a in arms]
    return "\n\n".join([
        "# Exact recall vs age (lag)",
        f"Seeds {payload['seeds']}; trace: {payload['data']}. Correct answer rate per lag "
        "bucket (days), pooled over seeds, Wilson 95% interval, (correct/probes).",
        md_table(["lag (days)"] + arms, rows),
        "Standard deviation of the bucket rate across seeds:",
        md_table(["arm"] + buckets, srows),
    ])  # fmt: skip


def plot(scores: dict[str, dict[str, Any]]) -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    buckets = bucket_order(scores)
    fig, ax = plt.subplots(figsize=(7, 4))
    for arm, s in scores.items():
        xs = [i for i, b in enumerate(buckets) if b in s]
        ys = [s[buckets[i]]["rate"] for i in xs]
        lo = [max(0.0, y - s[buckets[i]]["lo"]) for i, y in zip(xs, ys, strict=True)]
        hi = [max(0.0, s[buckets[i]]["hi"] - y) for i, y in zip(xs, ys, strict=True)]
        ax.errorbar(xs, ys, yerr=[lo, hi], marker="o", capsize=3, label=arm)
    ax.set_xticks(range(len(buckets)), buckets)
    ax.set_xlabel("lag (days)")
    ax.set_ylabel("exact recall (Wilson 95%)")
    ax.set_ylim(-0.05, 1.05)
    ax.set_title("Exact recall vs lag")
    ax.legend(fontsize=8)
    return fig


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--seeds", type=int, nargs="+", default=list(SEEDS))
    ap.add_argument("--no-palimpsest", action="store_true", help="baselines only (no Neo4j)")
    args = ap.parse_args(argv)
    payload = run(args.quick, args.seeds, palimpsest=not args.no_palimpsest)
    print(render_markdown(payload))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
