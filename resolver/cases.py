"""Cases on the write side: a case PRODUCED the facts taken from it (at ingest, in the batch's
transaction), and `record_outcome` adds or changes a case's outcome later.

An outcome recorded again unchanged changes nothing (idempotent). A different one replaces it;
the replaced outcome is kept in `outcome_history` (JSON, oldest first): nothing is erased.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime

from neo4j import ManagedTransaction

from graph.db import run
from graph.errors import BadInput, NotFound
from graph.keys import trigger_key
from graph.records import episode_from_node
from graph.types import Episode, EpisodeKind, Outcome


def link_produced(tx: ManagedTransaction, tenant: str, episode_uids: Sequence[str],
                  now: datetime) -> None:  # fmt: skip
    """PRODUCED from each case among `episode_uids` to the facts extracted from it."""
    if episode_uids:
        run(tx, "cases/link_from_episodes", tenant=tenant, uids=list(episode_uids), now=now)


def _same(a: Outcome | None, b: Outcome) -> bool:
    return a is not None and (a.status, a.result, a.lesson) == (b.status, b.result, b.lesson)


def record_outcome(
    tx: ManagedTransaction,
    tenant: str,
    uid: str,
    outcome: Outcome,
    trigger: str | None,
    produced: Sequence[str],
    now: datetime,
) -> Episode:
    """Set the outcome of episode `uid` (it becomes a case), link the facts it produced, and
    return the episode as stored. NotFound for an episode not in `tenant`; BadInput when a
    case would have no trigger or a produced fact is not the tenant's."""
    rows = run(tx, "cases/lock_episode", tenant=tenant, uid=uid)
    if not rows:
        raise NotFound(f"episode {uid} not found")
    episode = episode_from_node(rows[0]["episode"])
    trigger = trigger or episode.trigger
    if not trigger:
        raise BadInput(f"trigger: episode {uid} is not a case yet; give the trigger that led to it")
    if not (_same(episode.outcome, outcome) and trigger == episode.trigger
            and episode.kind is EpisodeKind.CASE):  # fmt: skip
        history = list(json.loads(rows[0]["outcome_history"] or "[]"))
        if episode.outcome is not None and not _same(episode.outcome, outcome):
            old = episode.outcome
            history.append({"status": old.status.value, "result": old.result,
                            "lesson": old.lesson,
                            "recorded_at": old.recorded_at.isoformat() if old.recorded_at
                            else None})  # fmt: skip
        run(tx, "cases/set_outcome", tenant=tenant, uid=uid, trigger=trigger,
            trigger_key=trigger_key(trigger), status=outcome.status.value,
            result=outcome.result, lesson=outcome.lesson, now=now,
            history=json.dumps(history) if history else None)  # fmt: skip
    wanted = list(dict.fromkeys(produced))
    if wanted:
        linked = {r["uid"] for r in run(tx, "cases/link_facts", tenant=tenant, uid=uid,
                                          fact_uids=wanted, now=now)}  # fmt: skip
        missing = [f for f in wanted if f not in linked]
        if missing:
            raise BadInput("producedFactIds: unknown facts; nothing was recorded",
                           details=[f"fact {f} not found" for f in missing])  # fmt: skip
    rows = run(tx, "cases/lock_episode", tenant=tenant, uid=uid)
    return episode_from_node(rows[0]["episode"])
