"""LoCoMo evidence recall: does the evidence for a question come back in the top k?

Each conversation of the development split is ingested turn by turn (text "speaker: turn",
plus the image caption when the turn shared one), with the session date as the episode time
and the turn's `dia_id` as its external id. For every question of categories 1-4 each arm
returns a ranked list of turns; Palimpsest's packet items are mapped back to `dia_id`s
(episodes directly, facts through their source episodes), best score first.

- recall_any@k: at least one gold `dia_id` in the top k; recall_all@k: all of them. k = 1, 5,
  10, 20, per category and overall, with Wilson 95% intervals.
- Recall at a token budget (budget@N): at least one gold turn's verbatim text inside the first
  N estimated tokens (`recall.prompt.estimate_tokens`) of what the arm would hand a reader:
  Palimpsest's packet prompt, or a plain arm's ranked turns as "- " + turn lines.
- Category 5 (adversarial, unanswerable): the packet's `support` ("strong" | "weak" | "none").
  Detection rate: cat-5 questions whose packet says no evidence; false-alarm rate: cat 1-4
  questions whose packet says so. n/a while packets carry no `support`.
- Splits: fusion parameters are tuned on TUNE only, so every figure is also reported for the
  TUNE and HELD_OUT conversations apart; the held-out one is the honest figure.

Arms in the same run: BM25 over turns, dense MiniLM over turns, hybrid (RRF of both),
Palimpsest. All arms see the same turn text.

Run: `python -m bench.locomo [--quick] [--locomo PATH] [--no-palimpsest]` (path also from
$PALIMPSEST_LOCOMO; --quick: conv-30 only). Exits 0 with a message when the file is absent.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
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
from recall.prompt import estimate_tokens

KS = (1, 5, 10, 20)
BUDGETS = (500, 1000, 2000)  # estimated prompt tokens
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
ADVERSARIAL = 5
QUICK_SAMPLES = ("conv-30",)  # the smallest conversation of the dev split
TUNE = ("conv-26", "conv-30", "conv-41")
HELD_OUT = ("conv-42", "conv-43")
SPLITS = ("all", "tune", "held-out")
PLAIN_DEPTH = 100  # turns a plain arm ranks; enough text to fill the largest budget


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
    sample: str = ""


@dataclass(frozen=True)
class Outcome:
    """What one arm returned for one question."""

    question: Question
    ranked: tuple[str, ...]  # dia_ids, best first
    in_budget: Mapping[int, bool] = field(default_factory=dict)  # budget -> a gold turn inside
    support: str | None = None  # the packet's support; None: not available
    no_evidence: bool | None = None


def split_of(sample_id: str) -> str | None:
    """'tune', 'held-out', or None for a conversation outside the dev split."""
    if sample_id in TUNE:
        return "tune"
    if sample_id in HELD_OUT:
        return "held-out"
    return None


def parse_session_date(raw: str) -> datetime:
    """'1:56 pm on 8 May, 2023' -> an aware datetime (UTC)."""
    return datetime.strptime(raw.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def load_conversation(sample: dict[str, Any]) -> tuple[list[Turn], list[Question]]:
    """Turns (in session order) and the category 1-4 questions with evidence of one sample."""
    conv = sample["conversation"]
    sid = sample.get("sample_id", "")
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
        Question(q["question"], int(q["category"]), tuple(q.get("evidence") or ()), sid)
        for q in sample["qa"]
        if int(q["category"]) in CATEGORIES and q.get("evidence")
    ]
    return turns, questions


def load_adversarial(sample: dict[str, Any]) -> list[Question]:
    """The category 5 questions of one sample, with or without evidence (none is answerable)."""
    sid = sample.get("sample_id", "")
    return [
        Question(q["question"], ADVERSARIAL, tuple(q.get("evidence") or ()), sid)
        for q in sample["qa"]
        if int(q["category"]) == ADVERSARIAL
    ]


def recall_flags(ranked: Sequence[str], gold: Sequence[str], k: int) -> tuple[bool, bool]:
    """(any, all) gold ids within the first k ranked ids."""
    top = set(ranked[:k])
    hits = [g in top for g in gold]
    return any(hits), all(hits)


# -- recall at a token budget --------------------------------------------------------------


def token_prefix(text: str, budget: int) -> str:
    """The longest prefix of `text` within `budget` estimated tokens.

    The estimate never decreases as the prefix grows, so a binary search finds the cut."""
    if estimate_tokens(text) <= budget:
        return text
    lo, hi = 0, len(text)  # estimate(text[:lo]) <= budget < estimate(text[:hi])
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if estimate_tokens(text[:mid]) <= budget:
            lo = mid
        else:
            hi = mid
    return text[:lo]


def _indented(doc: str) -> str:
    # The prompt indents an episode's continuation lines; match that form too.
    return doc.replace("\n", "\n  ")


def appears(doc: str, text: str) -> bool:
    """Whether a turn's verbatim text occurs in `text`."""
    return doc in text or _indented(doc) in text


def budget_hits(
    text: str, gold_docs: Sequence[str], budgets: Sequence[int] = BUDGETS
) -> dict[int, bool]:
    """Budget -> whether a gold turn appears inside the first `budget` tokens of `text`."""
    return {b: any(appears(d, token_prefix(text, b)) for d in gold_docs) for b in budgets}


def plain_prompt(docs: Sequence[str], max_tokens: int = max(BUDGETS)) -> str:
    """A plain arm's ranked turns as a reader would get them: one "- turn" line each, stopping
    once the text is past `max_tokens` (nothing later can fall inside a budget)."""
    text = ""
    for doc in docs:
        if estimate_tokens(text) > max_tokens:
            break
        text += "- " + _indented(doc) + "\n"
    return text


# -- scoring -------------------------------------------------------------------------------


def score(outcomes: Sequence[Outcome]) -> dict[str, Any]:
    """any@k / all@k (and budget@N when every outcome has it) per category name and overall."""
    out: dict[str, Any] = {}
    groups: dict[str, list[Outcome]] = {"overall": list(outcomes)}
    for o in outcomes:
        groups.setdefault(CATEGORIES[o.question.category], []).append(o)
    for name, items in groups.items():
        out[name] = {}
        for k in KS:
            flags = [recall_flags(o.ranked, o.question.evidence, k) for o in items]
            out[name][f"any@{k}"] = prop(sum(a for a, _ in flags), len(flags))
            out[name][f"all@{k}"] = prop(sum(b for _, b in flags), len(flags))
        for b in BUDGETS:
            if all(b in o.in_budget for o in items):
                out[name][f"budget@{b}"] = prop(sum(o.in_budget[b] for o in items), len(items))
    return out


def by_split(outcomes: Sequence[Outcome]) -> dict[str, list[Outcome]]:
    """'all', 'tune', 'held-out' -> the outcomes of that part of the dev split."""
    parts: dict[str, list[Outcome]] = {s: [] for s in SPLITS}
    for o in outcomes:
        parts["all"].append(o)
        split = split_of(o.question.sample)
        if split is not None:
            parts[split].append(o)
    return parts


def split_scores(arms: Mapping[str, Sequence[Outcome]]) -> dict[str, dict[str, Any]]:
    """Split -> arm -> `score`."""
    parts = {arm: by_split(outs) for arm, outs in arms.items()}
    return {s: {arm: score(parts[arm][s]) for arm in arms} for s in SPLITS}


def packet_support(packet: Any) -> tuple[str | None, bool | None]:
    """(support, no_evidence) of a packet; (None, None) while packets carry no `support`."""
    support = getattr(packet, "support", None)
    no_evidence = getattr(packet, "no_evidence", None)
    if no_evidence is None and support is not None:
        no_evidence = support == "none"
    return support, None if no_evidence is None else bool(no_evidence)


def _no_evidence_rate(items: Sequence[Outcome]) -> dict[str, Any] | None:
    # One packet without the field makes the rate unknowable, not zero.
    if any(o.no_evidence is None for o in items):
        return None
    return prop(sum(bool(o.no_evidence) for o in items), len(items))


def adversarial_rates(
    answerable: Sequence[Outcome], adversarial: Sequence[Outcome]
) -> dict[str, Any]:
    """Detection (cat-5 with no evidence) and false-alarm (cat 1-4 with no evidence) rates,
    None when not available, and the support values seen."""
    return {
        "detection": _no_evidence_rate(adversarial),
        "false_alarm": _no_evidence_rate(answerable),
        "support_adversarial": dict(Counter(o.support or "n/a" for o in adversarial)),
        "support_answerable": dict(Counter(o.support or "n/a" for o in answerable)),
    }


def packet_dia_ids(packet: Any, episode_ids: dict[str, str]) -> list[str]:
    """A packet's turns as dia_ids in the packet's own turn order: the `episodes` block (the
    facts' sources and the turns that match the question, fused by `recall.turns`), best
    score first; then turns reached only through a fact's sources ('source of …').

    Ties keep block order (the sort is stable); when some item has no numeric score, block
    order is kept throughout."""
    sources: dict[str, list[str]] = {}
    turns: list[Any] = []
    facts: list[Any] = []
    for block in ("current", "historical", "transition", "ambiguous", "episodes"):
        for it in getattr(packet, block):
            (turns if it.fact is None else facts).append(it)
            if it.episode is not None and it.fact is None:
                for uid in (it.why or "").replace("source of", "").split(","):
                    sources.setdefault(uid.strip(), []).append(it.episode.uid)
    for items in (turns, facts):
        if all(_numeric(it.score) for it in items):
            items.sort(key=lambda it: -float(it.score))
    ranked: list[str] = []
    for it in turns + facts:
        uids = [it.episode.uid] if it.episode is not None else sources.get(it.fact.uid, [])
        for uid in uids:
            dia = episode_ids.get(uid)
            if dia and dia not in ranked:
                ranked.append(dia)
    return ranked


def _numeric(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


# -- the run -------------------------------------------------------------------------------


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
    arms: dict[str, list[Outcome]] = {"bm25": [], "dense-minilm": [], "hybrid-rrf": []}
    if palimpsest:
        arms["palimpsest"] = []
    adversarial: list[Outcome] = []
    receipts: dict[str, Any] = {}
    n_turns = n_questions = n_adversarial = 0
    depth = max(KS)
    for sample in samples:
        turns, questions = load_conversation(sample)
        cat5 = load_adversarial(sample)
        n_turns += len(turns)
        n_questions += len(questions)
        n_adversarial += len(cat5)
        doc_of = {t.dia_id: t.doc for t in turns}
        docs = [t.doc for t in turns]
        bm25 = BM25Turns(docs)
        with timer.time("embed_turns"):
            dense = DenseTurns(embedder.embed(docs))
        qvecs = embedder.embed([q.question for q in questions])
        for q, qv in zip(questions, qvecs, strict=True):
            gold = [doc_of[e] for e in q.evidence if e in doc_of]
            b, d = bm25.rank(q.question, PLAIN_DEPTH), dense.rank(qv, PLAIN_DEPTH)
            for arm, order in (("bm25", b), ("dense-minilm", d), ("hybrid-rrf", rrf([b, d]))):
                text = plain_prompt([turns[i].doc for i in order])
                ranked = tuple(turns[i].dia_id for i in order[:depth])
                arms[arm].append(Outcome(q, ranked, budget_hits(text, gold)))
        if palimpsest:
            receipts[sample["sample_id"]] = _run_palimpsest(
                service, sample["sample_id"], turns, questions, cat5, arms["palimpsest"],
                adversarial, timer,
            )  # fmt: skip
    splits = split_scores(arms)
    answerable = by_split(arms.get("palimpsest", []))
    cat5_parts = by_split(adversarial)
    payload: dict[str, Any] = {
        "benchmark": "locomo",
        "quick": quick,
        "seeds": "n/a (deterministic)",
        "data": {"path": str(src), "samples": [s["sample_id"] for s in samples],
                 "splits": {s["sample_id"]: split_of(s["sample_id"]) for s in samples},
                 "turns": n_turns, "questions_cat1_4": n_questions,
                 "questions_cat5": n_adversarial},
        "machine": machine_description(service.graph if service else None),
        "scores": splits["all"],
        "split_scores": {s: splits[s] for s in SPLITS if s != "all"},
        "adversarial": {s: adversarial_rates(answerable[s], cat5_parts[s]) for s in SPLITS}
        if palimpsest else None,
        "palimpsest_receipts": receipts,
        "timings": timer.summary(),
        "wall_seconds": time.perf_counter() - started,
    }  # fmt: skip
    if write:
        payload["files"] = [str(p) for p in write_result(
            "locomo", payload, render_markdown(payload), results_dir=results_dir)]  # fmt: skip
    return payload


def ingest_conversation(
    service: Any, tenant: str, sample_id: str, turns: Sequence[Turn], timer: Timer
) -> tuple[dict[str, str], dict[str, Any]]:
    """Ingest a conversation session by session ("speaker: turn", session date, dia_id as
    external id); returns episode uid -> dia_id and the receipt counts."""
    from graph.types import EpisodeInput

    counts: dict[str, Any] = {"episodes": 0, "facts_created": 0, "llm_calls": 0,
                              "ingest_seconds": 0.0}  # fmt: skip
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
    return episode_ids, counts


def _run_palimpsest(
    service: Any,
    sample_id: str,
    turns: list[Turn],
    questions: list[Question],
    cat5: list[Question],
    out: list[Outcome],
    adversarial: list[Outcome],
    timer: Timer,
) -> dict[str, Any]:
    doc_of = {t.dia_id: t.doc for t in turns}
    with fresh_tenant(service, "locomo", sample_id) as tenant:
        episode_ids, counts = ingest_conversation(service, tenant, sample_id, turns, timer)
        for q in [*questions, *cat5]:
            with timer.time("evidence"):
                # The largest budget as max_tokens: the prompt is long enough to cut from.
                packet = service.evidence(tenant, q.question, max_items=max(KS),
                                          max_tokens=max(BUDGETS))  # fmt: skip
            support, no_evidence = packet_support(packet)
            ranked = tuple(packet_dia_ids(packet, episode_ids)[: max(KS)])
            if q.category == ADVERSARIAL:
                adversarial.append(Outcome(q, ranked, {}, support, no_evidence))
            else:
                gold = [doc_of[e] for e in q.evidence if e in doc_of]
                hits = budget_hits(packet.prompt, gold)
                out.append(Outcome(q, ranked, hits, support, no_evidence))
    return counts


# -- report --------------------------------------------------------------------------------

SPLIT_TITLES = {
    "all": "Overall (every conversation)",
    "tune": f"Tune split ({', '.join(TUNE)}): fusion parameters are tuned here",
    "held-out": f"Held-out split ({', '.join(HELD_OUT)}): not tuned on",
}


def _fmt(p: dict[str, Any] | None) -> str:
    return "n/a" if p is None else fmt_prop(p)


def render_markdown(payload: dict[str, Any]) -> str:
    splits = {"all": payload["scores"], **payload.get("split_scores", {})}
    arms = list(payload["scores"])
    data = payload["data"]
    parts = [
        "# LoCoMo evidence recall",
        f"Data: `{data['path']}`; conversations {data['samples']} "
        f"(splits: {data.get('splits')}); {data['turns']} turns, "
        f"{data['questions_cat1_4']} questions of categories 1-4, "
        f"{data.get('questions_cat5', '—')} of category 5. Wilson 95% intervals.",
    ]
    metrics = [f"any@{k}" for k in KS] + [f"all@{k}" for k in KS]
    for split, scores in splits.items():
        groups = ["overall"] + [c for c in CATEGORIES.values() if c in scores[arms[0]]]
        rows = [[g, m] + [_fmt(scores[a][g].get(m)) for a in arms]
                for g in groups for m in metrics]  # fmt: skip
        parts += [f"## {SPLIT_TITLES.get(split, split)}",
                  md_table(["category", "metric"] + arms, rows)]  # fmt: skip
    parts += [
        "## Recall at a token budget",
        "Share of category 1-4 questions with at least one evidence turn, verbatim, inside the "
        "first N estimated tokens of what the arm hands a reader: Palimpsest's packet prompt "
        '(facts first, then sources), a plain arm\'s ranked turns as "- turn" lines.',
    ]
    rows = []
    for split, scores in splits.items():
        groups = ["overall"]
        if split == "all":
            groups += [c for c in CATEGORIES.values() if c in scores[arms[0]]]
        for g in groups:
            for b in BUDGETS:
                rows.append([split, g, f"{b:,} tokens"]
                            + [_fmt(scores[a][g].get(f"budget@{b}")) for a in arms])  # fmt: skip
    parts.append(md_table(["split", "category", "budget"] + arms, rows))
    parts.append("## Category 5 (adversarial): does the packet say there is no evidence?")
    adv = payload.get("adversarial")
    if not adv:
        parts.append("Palimpsest arm not run.")
    else:
        parts.append(
            'Detection: share of category 5 questions whose packet has support "none"; false '
            "alarm: share of category 1-4 questions whose packet has it. n/a: the packets carry "
            "no `support` field."
        )
        rows = [[s, _fmt(a["detection"]), _fmt(a["false_alarm"]),
                 ", ".join(f"{k} {v}" for k, v in sorted(a["support_adversarial"].items())),
                 ", ".join(f"{k} {v}" for k, v in sorted(a["support_answerable"].items()))]
                for s, a in adv.items()]  # fmt: skip
        parts.append(md_table(["split", "detection (cat. 5)", "false alarm (cat. 1-4)",
                               "support, cat. 5", "support, cat. 1-4"], rows))  # fmt: skip
    return "\n\n".join(parts)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="conv-30 only")
    ap.add_argument("--locomo", default=None, help="path to locomo10-dev.json")
    ap.add_argument("--no-palimpsest", action="store_true", help="baselines only (no Neo4j)")
    args = ap.parse_args(argv)
    payload = run(args.quick, args.locomo, palimpsest=not args.no_palimpsest)
    if payload is not None:
        print(render_markdown(payload))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
