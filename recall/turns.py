"""Ranking the verbatim turns of a packet (DESIGN.md: read path, 2 and 5).

Facts alone lose recall on open questions, so a packet's `episodes` block is a turn ranking
of its own that is never weaker than a plain retriever over the same turns. Arms, fused with
weighted reciprocal-rank fusion (`recall.fusion.rrf`):

- `episode_context`: full-text search (English analyzer) over each turn and the turn before
  it (a reply is often worded by the question it answers);
- `episode_vector`: the turn's sentence vector;
- `speaker`: the candidates of the two arms above said by a speaker the question names
  ("what did Caroline say about …" is about Caroline's turns);
- `facts`: the source turns of the packet's facts, in fact rank order (the graph arm).

The weights and the fusion constant were tuned on part of LoCoMo dev and checked on the
rest (`bench/locomo.py`, result `bench/results/locomo.json`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache

from recall.fusion import rrf

TURN_RRF_K = 20
TURN_WEIGHTS: Mapping[str, float] = {
    "episode_context": 2.0,
    "episode_vector": 1.0,
    "speaker": 1.0,
    "facts": 0.5,
}


@cache
def word_pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE)


def named_speakers(query: str, speakers: Sequence[str | None]) -> set[str]:
    """The speakers (case kept) whose name the question contains as a whole word."""
    return {s for s in speakers if s and s.strip() and word_pattern(s.strip()).search(query)}


def rank_turns(
    query: str,
    arms: Mapping[str, Sequence[str]],
    speaker_of: Mapping[str, str | None],
    weights: Mapping[str, float] = TURN_WEIGHTS,
    k: int = TURN_RRF_K,
) -> list[tuple[str, float]]:
    """Episode uids best first with their fused score, from `arms` (each a ranking of uids:
    `episode_context`, `episode_vector`, `facts`); the `speaker` arm is derived here. Pure."""
    base = [arms.get("episode_context", ()), arms.get("episode_vector", ())]
    plain = [uid for uid, _ in rrf([r for r in base if r], k=k)]
    named = named_speakers(query, list({speaker_of.get(u) for u in plain}))
    rankings = {
        "episode_context": list(arms.get("episode_context", ())),
        "episode_vector": list(arms.get("episode_vector", ())),
        "speaker": [u for u in plain if speaker_of.get(u) in named] if named else [],
        "facts": list(arms.get("facts", ())),
    }
    used = [(name, r) for name, r in rankings.items() if r]
    if not used:
        return []
    return rrf([r for _, r in used], k=k, weights=[weights.get(name, 1.0) for name, _ in used])


def keep_slot_order(
    fused: Sequence[str], cited: Sequence[str], slot_of: Mapping[str, str]
) -> list[str]:
    """`fused` with the cited turns of each slot put back in their facts' order (`cited` is
    in fact rank order; `slot_of` gives the slot of a turn's best fact). Each slot keeps the
    places the fusion gave its turns, so a stale fact's source never climbs above the
    current fact's of the same slot, while turns of other slots rank freely. Pure."""
    queues: dict[str, list[str]] = {}
    for uid in cited:
        if uid in slot_of:
            queues.setdefault(slot_of[uid], []).append(uid)
    out = []
    for uid in fused:
        slot = slot_of.get(uid)
        out.append(queues[slot].pop(0) if slot is not None and uid in cited else uid)
    return out
