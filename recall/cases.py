"""Cases on the read path: which questions ask for them, and which cases a packet shows.

A question asks for cases when it asks what happened, how it went last time or whether it
worked (`wants_cases`, English and Chinese cues). Its cases are found in one read transaction
of two statements:

1. `cypher/cases/seeds`: cases among the episode full-text and vector hits of the question,
   and the cases that PRODUCED the packet's facts ("why did we switch to pnpm, and did it
   work?" finds the switch's case through the pnpm fact);
2. `pick_triggers` (pure) keeps the triggers of the best hits, and `cypher/cases/by_trigger`
   brings every case of those triggers, newest first: the tries of one thing, with their
   outcomes, in the order they happened.

An outcome recorded after `known_at` is not shown: the one the case had then (from its
`outcome_history`) is, if any.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

from neo4j import ManagedTransaction

from graph.db import run
from graph.records import episode_from_node
from graph.search import index_names
from graph.types import Episode, Outcome, OutcomeStatus

_EN = re.compile(
    r"\b(what happened|happened (?:when|last|the last)|last time|previous time|"
    r"did (?:it|that|this|they|we|the \w+|our \w+) (?:\w+ )?(?:work|help|succeed|go|pay off)|"
    r"(?:has|have) it worked|how did (?:it|that|this) go|work(?:ed)? out|outcome|"
    r"what was the result|lessons? learn(?:ed|t)|when we tried|tried before)\b",
    re.IGNORECASE,
)
_ZH = re.compile(r"上次|上一次|那次|那一次|结果|有没有用|管用|有用吗|有效吗|奏效|成功了吗|成功没|"
                 r"效果|发生了什么|怎么样了|教训|行不行得通|行得通吗")  # fmt: skip

CASES_LIMIT = 6
TRIGGERS = 2  # a packet shows the cases of at most this many triggers
MIN_VECTOR = 0.45  # a vector hit below this cosine does not pick a trigger
ARM_ORDER = {"produced": 0, "text": 1, "vector": 2}


def wants_cases(query: str) -> bool:
    """True when the question asks what happened or whether something worked."""
    return bool(_EN.search(query) or _ZH.search(query))


@dataclass
class CaseItem:
    """A case in a packet: the episode (trigger, outcome) and the facts it produced."""

    episode: Episode
    score: float
    why: str
    produced: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class CaseHit:
    uid: str
    arm: str
    score: float
    trigger_key: str | None


def pick_triggers(hits: Sequence[CaseHit], limit: int = TRIGGERS) -> list[str]:
    """The trigger keys of the best hits: produced first, then full-text, then vector hits of
    at least `MIN_VECTOR`, each arm best score first."""
    usable = [h for h in hits if h.trigger_key and (h.arm != "vector" or h.score >= MIN_VECTOR)]
    usable.sort(key=lambda h: (ARM_ORDER.get(h.arm, 9), -h.score, h.uid))
    keys: list[str] = []
    for h in usable:
        if h.trigger_key not in keys:
            keys.append(str(h.trigger_key))
    return keys[:limit]


def find_cases(
    tx: ManagedTransaction,
    tenant: str,
    text_query: str | None,
    embedding: list[float],
    fact_uids: Sequence[str],
    as_of: datetime | None = None,
    known_at: datetime | None = None,
    limit: int = CASES_LIMIT,
    fetch: int = 30,
) -> list[CaseItem]:
    """The cases for a question (module docstring), newest first."""
    rows = run(
        tx, "cases/seeds", tenant=tenant, text_query=text_query, embedding=embedding,
        fact_uids=list(fact_uids), as_of=as_of, known_at=known_at, fetch=fetch,
        indexes=index_names(tenant),
    )  # fmt: skip
    hits = [CaseHit(r["uid"], r["arm"], float(r["score"]), r["trigger_key"]) for r in rows]
    keys = pick_triggers(hits)
    if not keys:
        return []
    why_of: dict[str, str] = {}
    for h in sorted(hits, key=lambda h: ARM_ORDER.get(h.arm, 9)):
        why_of.setdefault(h.uid, {"produced": "produced a fact in this packet",
                                  "text": "matches the question",
                                  "vector": "close to the question"}[h.arm])  # fmt: skip
    rows = run(tx, "cases/by_trigger", tenant=tenant, trigger_keys=keys, as_of=as_of,
               known_at=known_at, limit=limit)  # fmt: skip
    items = []
    for i, r in enumerate(rows):
        episode = outcome_known(
            episode_from_node(r["episode"]), known_at, outcome_history(r["outcome_history"])
        )
        why = why_of.get(episode.uid, "same trigger")
        items.append(CaseItem(episode, round(1.0 - i * 0.01, 4), why, list(r["produced"])))
    return items


def outcome_history(text: str | None) -> list[Outcome]:
    """The outcomes a case had before its current one (`outcome_history`: JSON, oldest
    first, each with its `recorded_at`)."""
    return [
        Outcome(OutcomeStatus(h["status"]), h.get("result"), h.get("lesson"),
                datetime.fromisoformat(h["recorded_at"]) if h.get("recorded_at") else None)
        for h in json.loads(text or "[]")
    ]  # fmt: skip


def outcome_known(
    episode: Episode, known_at: datetime | None, history: Sequence[Outcome] = ()
) -> Episode:
    """The case as known at `known_at`: its current outcome if recorded by then, else the
    latest outcome of its `history` (oldest first) recorded by then, else none. An outcome
    without a recording time counts as known."""
    out = episode.outcome
    if known_at is None or out is None or out.recorded_at is None or out.recorded_at <= known_at:
        return episode
    then = [h for h in history if h.recorded_at is None or h.recorded_at <= known_at]
    return dataclasses.replace(episode, outcome=then[-1] if then else None)
