"""Ranking the verbatim turns of a packet (DESIGN.md: read path, 2 and 5).

Facts alone lose recall on open questions, so a packet's `episodes` block is a turn ranking
of its own that is never weaker than a plain retriever over the same turns. Its candidates
come from three arms:

- `episode_context`: full-text search (English analyzer) over each turn and the turn before
  it (a reply is often worded by the question it answers);
- `episode_vector`: the turn's sentence vector;
- `facts`: the source turns of the packet's facts, in fact rank order (the graph arm).

Each candidate is scored by a small logistic model (`TurnRanker`) over `TURN_FEATURES`: its
place in each arm and its full-text score against the best, whether a speaker the question
names said it ("what did Caroline say about …" is about Caroline's turns), how much of it is
a question (a question is rarely the evidence), its length (a longer turn says more), and how
strongly the turns before and after it in its session matched (an answer sits next to the
turn that matched). Fixed rank-fusion weights could not learn these. The model is fitted on
LoCoMo's tune split by `bench.locomo_tune` and shipped as `recall/models/turn_ranker.json`;
`bench.locomo` checks it on held-out conversations. Without the file, the arms are fused by
weighted RRF (`fuse_arms`).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from recall.fusion import rrf

RANKER_PATH = Path(__file__).resolve().parent / "models" / "turn_ranker.json"
RANKED_ARMS = ("episode_context", "episode_vector", "facts")
OWN_FEATURES = (*RANKED_ARMS, "named_speaker", "asks", "length", "context_score")
TURN_FEATURES = (*OWN_FEATURES, "previous_place", "previous_score", "next_place", "next_score")
# A place in an arm counts RANK_DAMPING / (RANK_DAMPING + rank): the RRF shape, rank from 0.
RANK_DAMPING = 20
LENGTH_CAP = 400  # characters; beyond it a turn is no more likely to be the evidence
# The fallback without a model file (`fuse_arms`), tuned on the tune split before the model.
TURN_RRF_K = 20
TURN_WEIGHTS: Mapping[str, float] = {
    "episode_context": 2.0,
    "episode_vector": 1.0,
    "speaker": 1.0,
    "facts": 0.5,
}
_SENTENCE_END = re.compile(r"[.!?。！？]+")


@cache
def word_pattern(name: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE)


def named_speakers(query: str, speakers: Sequence[str | None]) -> set[str]:
    """The speakers (case kept) whose name the question contains as a whole word."""
    return {s for s in speakers if s and s.strip() and word_pattern(s.strip()).search(query)}


def asking_share(text: str) -> float:
    """The share of a turn's sentence ends that are question marks (0 for no punctuation)."""
    ends = _SENTENCE_END.findall(text)
    return sum(1 for e in ends if "?" in e or "？" in e) / len(ends) if ends else 0.0


def turn_features(
    uid: str,
    places: Mapping[str, Mapping[str, int]],
    named: set[str],
    speaker: str | None,
    text: str,
    context_score: float = 0.0,
) -> list[float]:
    """The `OWN_FEATURES` of one candidate turn. `places` maps each arm to {uid: rank from
    0}; `named` are the speakers the question names (empty: it names nobody, which scores
    every turn 0.5 on that feature); `context_score` is its full-text score over the arm's
    best (0 when not found). Pure."""
    arm_places = [
        RANK_DAMPING / (RANK_DAMPING + places[a][uid]) if uid in places.get(a, {}) else 0.0
        for a in RANKED_ARMS
    ]
    said_by_named = (1.0 if speaker in named else 0.0) if named else 0.5
    length = min(len(text), LENGTH_CAP) / LENGTH_CAP
    return [*arm_places, said_by_named, asking_share(text), length, context_score]


def _match_strength(own: Sequence[float] | None) -> list[float]:
    """How strongly a neighbouring turn matched: its best place in the search arms and its
    full-text score (zeros when it is not a candidate)."""
    if own is None:
        return [0.0, 0.0]
    return [max(own[0], own[1]), own[len(OWN_FEATURES) - 1]]


@dataclass(frozen=True)
class TurnRanker:
    """Logistic regression over standardised `TURN_FEATURES`: P(the turn is evidence)."""

    weights: tuple[float, ...]
    bias: float
    mean: tuple[float, ...]
    scale: tuple[float, ...]

    def probability(self, features: Sequence[float]) -> float:
        z = self.bias + sum(
            w * (f - m) / s
            for w, f, m, s in zip(self.weights, features, self.mean, self.scale, strict=True)
        )
        return 1.0 / (1.0 + math.exp(-z))

    def as_json(self) -> dict[str, object]:
        return {"features": list(TURN_FEATURES), "weights": list(self.weights),
                "bias": self.bias, "mean": list(self.mean), "scale": list(self.scale)}  # fmt: skip


def load_ranker(path: Path = RANKER_PATH) -> TurnRanker | None:
    """The shipped ranker, or None when the file is missing; a file written for other
    features is an error (it would score the wrong columns)."""
    if not path.exists():
        return None
    raw = json.loads(path.read_text(encoding="utf-8"))
    if tuple(raw["features"]) != TURN_FEATURES:
        raise ValueError(f"{path}: features {raw['features']} != {list(TURN_FEATURES)}")
    return TurnRanker(tuple(raw["weights"]), float(raw["bias"]), tuple(raw["mean"]),
                      tuple(raw["scale"]))  # fmt: skip


@cache
def shipped_ranker() -> TurnRanker | None:
    return load_ranker()


def candidate_features(
    query: str,
    arms: Mapping[str, Sequence[str]],
    speaker_of: Mapping[str, str | None],
    text_of: Mapping[str, str],
    scores: Mapping[str, Mapping[str, float]] | None = None,
    links: Mapping[str, tuple[str | None, str | None]] | None = None,
) -> list[tuple[str, list[float]]]:
    """Every turn of the arms (first appearance order) with its `TURN_FEATURES`. `scores`
    holds the arms' raw scores ({arm: {uid: score}}), `links` each turn's (previous, next)
    turn in its session. Pure."""
    places = {a: _first_places(arms.get(a, ())) for a in RANKED_ARMS}
    candidates = list(dict.fromkeys(u for a in RANKED_ARMS for u in arms.get(a, ())))
    named = named_speakers(query, list({speaker_of.get(u) for u in candidates}))
    context = (scores or {}).get("episode_context", {})
    best = max(context.values(), default=0.0)
    own = {
        u: turn_features(u, places, named, speaker_of.get(u), text_of.get(u, ""),
                         context.get(u, 0.0) / best if best > 0 else 0.0)
        for u in candidates
    }  # fmt: skip
    out = []
    for u in candidates:
        previous, following = (links or {}).get(u, (None, None))
        around = _match_strength(own.get(previous or "")) + _match_strength(
            own.get(following or "")
        )
        out.append((u, own[u] + around))
    return out


def _first_places(ranking: Sequence[str]) -> dict[str, int]:
    places: dict[str, int] = {}
    for rank, uid in enumerate(ranking):
        places.setdefault(uid, rank)
    return places


def fuse_arms(
    query: str, arms: Mapping[str, Sequence[str]], speaker_of: Mapping[str, str | None]
) -> list[tuple[str, float]]:
    """The fallback without a model file (and the baseline the model is checked against):
    weighted RRF of the arms plus a `speaker` arm, the context and vector candidates said by
    a speaker the question names. Pure."""
    base = [r for r in (arms.get("episode_context", ()), arms.get("episode_vector", ())) if r]
    plain = [uid for uid, _ in rrf(base, k=TURN_RRF_K)]
    named = named_speakers(query, list({speaker_of.get(u) for u in plain}))
    rankings = {a: list(arms.get(a, ())) for a in RANKED_ARMS}
    rankings["speaker"] = [u for u in plain if speaker_of.get(u) in named] if named else []
    used = [(a, r) for a, r in rankings.items() if r]
    return rrf([r for _, r in used], k=TURN_RRF_K, weights=[TURN_WEIGHTS[a] for a, _ in used])


def rank_turns(
    query: str,
    arms: Mapping[str, Sequence[str]],
    speaker_of: Mapping[str, str | None],
    text_of: Mapping[str, str],
    scores: Mapping[str, Mapping[str, float]] | None = None,
    links: Mapping[str, tuple[str | None, str | None]] | None = None,
    ranker: TurnRanker | None = None,
) -> list[tuple[str, float]]:
    """Episode uids best first with their score, from `arms` (each a ranking of uids:
    `episode_context`, `episode_vector`, `facts`; `candidate_features` for the rest), scored
    by `ranker` (default: the shipped one; `fuse_arms` when there is none). Ties keep first
    appearance. Pure."""
    model = ranker if ranker is not None else shipped_ranker()
    if model is None:
        return fuse_arms(query, arms, speaker_of)
    candidates = candidate_features(query, arms, speaker_of, text_of, scores, links)
    scored = [(uid, model.probability(features)) for uid, features in candidates]
    return sorted(scored, key=lambda pair: -pair[1])  # stable: ties keep first appearance


def keep_slot_order(
    fused: Sequence[str], cited: Sequence[str], fact_of: Mapping[str, tuple[str, str]]
) -> list[str]:
    """`fused` with the cited turns of each slot put back in their facts' order (`cited` is
    in fact rank order; `fact_of` gives the (slot, fact uid) of a turn's best fact). Each
    slot keeps the places the fusion gave its turns, so a stale fact's source never climbs
    above the current fact's of the same slot, while turns of other slots rank freely. The
    sources of one fact (a value said again) keep the fusion's order among themselves: none
    of them is staler than another. Pure."""
    place = {uid: i for i, uid in enumerate(fused)}
    fact_rank: dict[str, int] = {}
    for uid in cited:
        if uid in fact_of:
            fact_rank.setdefault(fact_of[uid][1], len(fact_rank))
    ordered = [u for u in dict.fromkeys(cited) if u in fact_of and u in place]
    ordered.sort(key=lambda u: (fact_rank[fact_of[u][1]], place[u]))
    queues: dict[str, list[str]] = {}
    for uid in ordered:
        queues.setdefault(fact_of[uid][0], []).append(uid)
    members = set(ordered)
    return [queues[fact_of[u][0]].pop(0) if u in members else u for u in fused]
