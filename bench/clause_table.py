"""The clause table through the extractor: what each expected clause value becomes.

`tests/data/clause_cases.yaml` (written blind) gives, per chat turn, the values it names with
their modality, attribute and holder. Each turn goes through the default extractor (rules,
then the clause-modality gate of `extract.assertion`, on the same vectors as in `ingest`), and
each expected value is scored:

- **assertions** (current, change, past, negation by the speaker): a fact of the speaker holds
  the value (coverage);
- **non-assertions** (plan, consideration, abandonment, mention, and other people's states):
  no fact of the speaker would make the value current (no ghost): the value is dropped, a
  transition, or about someone else;
- **holder**: when a fact holds the value, its subject is the speaker for "speaker"/"group"
  and someone else for "other";
- **attribute**: when a fact holds the value and the expected attribute is in the vocabulary,
  the fact's attribute is that one.

Run: `python -m bench.clause_table` (writes `bench/results/clause_table.{json,md}`).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import yaml

from bench.common import fmt_prop, machine_description, md_table, prop, write_result

TABLE = Path(__file__).resolve().parents[1] / "tests" / "data" / "clause_cases.yaml"
ASSERTING = {"current", "change", "past", "negation"}


@dataclass(frozen=True)
class Read:
    """One fact the extractor kept: subject, attribute, value, whether it is a transition."""

    subject: str
    attribute: str
    value: str
    transition: bool


def score_value(
    expect: dict[str, Any], speaker: str, facts: Sequence[Read], vocabulary: set[str]
) -> dict[str, bool | None]:
    """The outcome of one expected value (module docstring); None where it does not apply."""
    value = str(expect["value"]).casefold()
    holding = [f for f in facts if value in f.value.casefold() or f.value.casefold() in value]
    mine = [f for f in holding if f.subject.casefold() == speaker.casefold()]
    modality, holder = expect.get("modality"), expect.get("holder")
    out: dict[str, bool | None] = {"covered": None, "no_ghost": None, "holder": None,
                                   "attribute": None}  # fmt: skip
    if modality in ASSERTING and holder in ("speaker", "group"):
        out["covered"] = bool(mine)
    elif modality not in ASSERTING or holder == "other":
        out["no_ghost"] = not any(not f.transition for f in mine) or modality == "negation"
    if holding and holder:
        want_me = holder in ("speaker", "group")
        out["holder"] = bool(mine) if want_me else any(
            f.subject.casefold() != speaker.casefold() for f in holding)  # fmt: skip
    attribute = expect.get("attribute")
    if holding and attribute in vocabulary:
        out["attribute"] = any(f.attribute == attribute for f in holding)
    return out


def read_cases(cases: Sequence[dict[str, Any]]) -> list[list[Read]]:
    """Run the default extractor and the modality gate on every case's text."""
    from extract.assertion import gate_episodes
    from extract.embed import Embedder
    from extract.pipeline import EpisodeText, RuleExtractor
    from graph.types import Cue

    when = datetime(2024, 6, 1, tzinfo=UTC)
    extractions = RuleExtractor().extract_batch(
        [EpisodeText(c["text"], when, speaker=c.get("speaker")) for c in cases]
    )
    embedder = Embedder()
    vectors = iter(embedder.embed([f.text for ex in extractions for f in ex.facts]))
    gated = gate_episodes(
        [(ex.facts, ex.links, [next(vectors) for _ in ex.facts]) for ex in extractions],
        embedder.embed,
    )
    return [
        [Read(f.subject, f.attribute, f.value, Cue.INTENT in f.cues) for f in facts]
        for facts, _, _, _ in gated
    ]


def run(path: Path = TABLE, write: bool = True) -> dict[str, Any]:
    from graph.vocabulary import load_vocabulary

    started = time.perf_counter()
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))["cases"]
    names = set(load_vocabulary())
    reads = read_cases(cases)
    tallies: dict[str, dict[str, list[bool]]] = {}
    for case, facts in zip(cases, reads, strict=True):
        for expect in case.get("expect") or ():
            outcome = score_value(expect, str(case.get("speaker") or ""), facts, names)
            for metric, ok in outcome.items():
                if ok is not None:
                    for group in ("all", str(case.get("lang", "en"))):
                        tallies.setdefault(group, {}).setdefault(metric, []).append(ok)
    scores = {g: {m: prop(sum(v), len(v)) for m, v in ms.items()} for g, ms in tallies.items()}
    payload: dict[str, Any] = {
        "benchmark": "clause_table",
        "seeds": "n/a (deterministic)",
        "data": {"path": str(path), "cases": len(cases)},
        "machine": machine_description(),
        "scores": scores,
        "wall_seconds": time.perf_counter() - started,
    }
    if write:
        write_result("clause_table", payload, render_markdown(payload))
    return payload


def render_markdown(payload: dict[str, Any]) -> str:
    scores = payload["scores"]
    groups = list(scores)
    metrics = ("covered", "no_ghost", "holder", "attribute")
    rows = [[m] + [fmt_prop(scores[g].get(m)) for g in groups] for m in metrics]
    return "\n\n".join([
        "# Clause table through the extractor",
        f"Data: {payload['data']}. Wilson 95% intervals. covered: asserted values of the "
        "speaker that became a fact of the speaker; no_ghost: values only planned, dropped, "
        "mentioned or about others that no fact of the speaker makes current; holder, "
        "attribute: of the facts that hold an expected value.",
        md_table(["metric"] + groups, rows),
    ])  # fmt: skip


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.parse_args(argv)
    print(render_markdown(run()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
