"""Why current probes fail on the text worlds: each missed "what is it now?" probe sorted by
cause, through the front door (issue 11's five failure classes, measured).

For every current probe the packet gets wrong, the subject's facts in the graph say why:

- `never extracted`: no fact of the subject states the right value, in any role (the text
  was not read as the subject's state: vocabulary, holder or phrasing);
- `only historical`: the right value is only history (wrongly superseded, or read as past);
- `only a plan`: only a transition (a change read as a plan);
- `pending review`: waiting in the audit queue;
- `held, not first`: the graph holds it now (current or coexisting) but the packet's first
  current value of the subject is another (ranking, a second slot, a coexisting old value).

Run: `python -m bench.states_causes [--worlds dev_b blind_o ...] [--seeds 7 11 23]`. Writes
`bench/results/states_causes.{json,md}`. Never run it on a blind world before its one scoring.
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from bench.common import (
    SEEDS,
    fresh_tenant,
    machine_description,
    md_table,
    open_service,
    write_result,
)
from bench.states import (
    Probe,
    World,
    _value_of,
    ingest_text_world,
    load_text_world,
    score_packet_values,
)

CAUSES = ("never extracted", "only historical", "only a plan", "pending review", "held, not first")
_HELD = {"current", "coexisting", "scoped_exception"}


def miss_cause(probe: Probe, facts: Iterable[Any], vocabulary: set[str]) -> str:
    """Why a missed current probe missed, from the subject's facts (any role). Pure."""
    every = vocabulary | probe.gold | probe.outdated | probe.never_current
    gold = {g.casefold() for g in probe.gold}
    roles = {f.role.value for f in facts if (_value_of(f, every) or "").casefold() in gold}
    if roles & _HELD:
        return "held, not first"
    if "pending_review" in roles:
        return "pending review"
    if "transition" in roles:
        return "only a plan"
    if "historical" in roles:
        return "only historical"
    return "never extracted"


def _all_facts(service: Any, tenant: str, subject: str) -> list[Any]:
    out, after = [], None
    while True:
        page = service.facts(tenant, subject=subject, first=200, after=after)
        out += page.items
        if not page.has_next:
            return out
        after = page.end_cursor


def diagnose(service: Any, world: World) -> tuple[Counter[str], int, list[dict[str, Any]]]:
    """(causes of the missed current probes, current probes, the misses) for one world seed."""
    causes: Counter[str] = Counter()
    misses: list[dict[str, Any]] = []
    current = [p for p in world.probes if p.kind == "current"]
    with fresh_tenant(service, f"causes-{world.name}", world.seed) as tenant:
        ingest_text_world(service, tenant, world)
        for p in current:
            vocabulary = world.values_of(p.person, p.attribute)
            packet = service.evidence(tenant, p.question, subject=p.person)
            if score_packet_values(p, packet, vocabulary).current_ok:
                continue
            cause = miss_cause(p, _all_facts(service, tenant, p.person), vocabulary)
            causes[cause] += 1
            misses.append({"seed": world.seed, "subject": p.person, "question": p.question,
                           "gold": sorted(p.gold), "cause": cause})  # fmt: skip
    return causes, len(current), misses


def run(worlds: Sequence[str], seeds: Sequence[int]) -> dict[str, Any]:
    service = open_service()
    by_world: dict[str, Any] = {}
    for name in worlds:
        total: Counter[str] = Counter()
        probes, misses = 0, []
        for seed in seeds:
            causes, n, missed = diagnose(service, load_text_world(name, seed))
            total.update(causes)
            probes += n
            misses += missed
        by_world[name] = {"current_probes": probes, "missed": sum(total.values()),
                          "causes": {c: total[c] for c in CAUSES}, "misses": misses}  # fmt: skip
    return {"seeds": list(seeds), "data": {"text_worlds": list(worlds)},
            "machine": machine_description(), "worlds": by_world}  # fmt: skip


def render_markdown(payload: dict[str, Any]) -> str:
    worlds = payload["worlds"]
    rows = [[cause, *(worlds[w]["causes"][cause] for w in worlds)] for cause in CAUSES]
    rows.append(["missed / current probes", *(f"{worlds[w]['missed']} / "
                 f"{worlds[w]['current_probes']}" for w in worlds)])  # fmt: skip
    return (
        "# Why current probes fail on the text worlds\n\n"
        f"Seeds {payload['seeds']}; text through `ingest`, questions through `evidence` (AUTO "
        "view, with the subject). Each missed current probe is sorted by what the graph holds "
        "of the right value for the subject (bench/states_causes.py).\n\n"
        + md_table(["cause of a missed current probe", *worlds], rows)
    )


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--worlds", nargs="+", default=["dev_b"])
    ap.add_argument("--seeds", type=int, nargs="+", default=list(SEEDS))
    ap.add_argument("--name", default="states_causes")
    args = ap.parse_args(argv)
    payload = run(args.worlds, args.seeds)
    markdown = render_markdown(payload)
    write_result(args.name, payload, markdown)
    print(markdown)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
