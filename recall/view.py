"""State-view inference: which state of memory a question asks for (DESIGN.md: read path, 1).

A question asks for the **current** state ("where do I live now?"), a **historical** one
("where did I live before?"), a **transition** ("why did I switch?"), or none in particular
(**neutral**). Cues are English words (matched on ASCII word boundaries, so "know" and "snow"
never match "now") and Chinese words (matched as substrings; Chinese has no spaces).

Precedence when cues of several views occur in one question: transition > historical >
current.

- Transition outranks the others because a "why" or "what changed" question needs both the
  old and the new state, whatever time words it also uses ("why did I switch before?").
- Historical outranks current because a historical cue is the marked one: a current word
  beside it usually anchors the comparison ("where did I live before moving to Berlin
  now?"), while the question asks about the past.

This module also routes a question to a memory type (`memory_type_route`) and says whether it
asks for causes (`wants_causes`). All functions are pure.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from datetime import datetime

from graph.types import MemoryType


class StateView(str, enum.Enum):
    """The state of memory a question asks for. GraphQL's AUTO means "infer it" (no value)."""

    CURRENT = "current"
    HISTORICAL = "historical"
    TRANSITION = "transition"
    NEUTRAL = "neutral"


@dataclass(frozen=True)
class ViewChoice:
    """The view used for a question, why it was chosen, and the cue that decided it."""

    view: StateView
    reason: str
    cue: str | None = None


# ASCII word boundaries: `\b` would treat CJK characters as word characters, so "我now" fails.
_L = r"(?<![A-Za-z0-9])"
_R = r"(?![A-Za-z0-9])"
# A gap inside one clause, for cues like "how did … change".
_GAP = r"[^?.!;,。？！；，]{0,60}?"


def _en(*patterns: str) -> list[re.Pattern[str]]:
    return [re.compile(_L + p + _R, re.IGNORECASE) for p in patterns]


def _zh(*words: str) -> list[re.Pattern[str]]:
    return [re.compile(re.escape(w)) for w in words]


_CURRENT = _en(
    r"now",
    r"right now",
    r"nowadays",
    r"currently",
    r"current",
    r"these days",
    r"at the moment",
    r"at present",
    r"still",
    r"today",
    r"latest",
    r"any ?more",
) + _zh("现在", "目前", "当前", "如今")

_HISTORICAL = _en(
    r"used to",
    r"last (?:year|month|week)",
    r"previous(?:ly)?",
    r"former(?:ly)?",
    r"(?:in|during|back in|around) (?:19|20)\d{2}",
    r"back then",
    r"originally",
    r"at first",
    r"in the past",
    r"(?:years?|months?|weeks?) ago",
    # "did I … before" and "did I use to" stay historical even in a future frame.
    r"did (?:i|we|you)" + _GAP + r" before",
    r"did (?:i|we|you)" + _GAP + r" use to",
) + _zh("以前", "去年", "之前", "原来", "过去", "从前", "曾经", "当初", "当时")

# "before" alone is also a preposition of plans ("what should I pack before the trip?"):
# it counts as historical only outside a future or modal frame.
_BEFORE = _en(r"before")[0]
_FUTURE_FRAME = _en(
    r"should", r"need to", r"needs to", r"have to", r"has to", r"must", r"will", r"going to"
)

_TRANSITION = _en(
    r"why",
    r"how come",
    r"(?:how|when) (?:did|has|have|does)" + _GAP + r" chang(?:e|ed)",
    r"what(?:'s| has| have)? changed",
    r"switch(?:ed|ing)? from",
    r"plann?(?:ing|s)? to",
    r"considering",
    r"thinking (?:about|of)",
    r"since when",
) + _zh("为什么", "为何", "为啥", "怎么变", "变化", "打算", "考虑")

_CAUSES = _en(
    r"why",
    r"how come",
    r"because",
    r"reasons?",
    r"caus(?:e|ed|es)",
    r"what led to",
) + _zh("为什么", "为何", "为啥", "原因", "因为")

_DECISION = _en(
    r"decid(?:e|ed|es)",
    r"decisions?",
    r"what (?:did|have|has) (?:we|i|you|they) (?:agree|settle)d?",
) + _zh("决定", "决策", "商定")

_PROCEDURAL = _en(
    r"how (?:should|do|can|would) (?:i|we|you)",
    r"how to",
    r"steps?",
    r"procedures?",
    r"instructions?",
) + _zh("怎么做", "如何", "步骤", "流程", "该怎么")

_EPISODIC = _en(
    r"when did (?:i|we|you)",
    r"when was",
    r"what happened",
) + _zh("什么时候", "发生了什么", "哪天")


def _first_cue(question: str, patterns: list[re.Pattern[str]]) -> tuple[int, str] | None:
    """The earliest match among `patterns` as (position, cue text), or None."""
    best: tuple[int, str] | None = None
    for pattern in patterns:
        m = pattern.search(question)
        if m and (best is None or m.start() < best[0]):
            best = (m.start(), " ".join(m.group(0).lower().split()))
    return best


def _historical_cue(question: str) -> tuple[int, str] | None:
    found = _first_cue(question, _HISTORICAL)
    before = _BEFORE.search(question)
    if before and _first_cue(question, _FUTURE_FRAME) is None:
        if found is None or before.start() < found[0]:
            found = (before.start(), "before")
    return found


def infer_view(question: str, explicit: StateView | None = None) -> ViewChoice:
    """Choose the state view for `question`; an explicit view argument always wins.

    Cue precedence is transition > historical > current (see the module docstring). The
    returned reason names the deciding cue, and any lower-ranked cue it outranked.
    """
    if explicit is not None:
        return ViewChoice(explicit, "explicit view argument")
    found = [
        (view, cue)
        for view, cue in (
            (StateView.TRANSITION, _first_cue(question, _TRANSITION)),
            (StateView.HISTORICAL, _historical_cue(question)),
            (StateView.CURRENT, _first_cue(question, _CURRENT)),
        )
        if cue is not None
    ]
    if not found:
        return ViewChoice(StateView.NEUTRAL, "no state cue")
    (view, (_, cue)), others = found[0], found[1:]
    reason = f"cue '{cue}'"
    if others:
        reason += " (outranks " + ", ".join(f"{v.value} cue '{c}'" for v, (_, c) in others) + ")"
    return ViewChoice(view, reason, cue)


def wants_causes(question: str) -> bool:
    """True when the question asks for reasons ("why", "because", "为什么", "原因", …)."""
    return _first_cue(question, _CAUSES) is not None


def memory_type_route(question: str) -> tuple[MemoryType | None, str | None]:
    """The memory type and fact kind a question prefers, as (memory_type, kind).

    - "what did we decide" → kind `decision` (any memory type);
    - "how should I / how do I / steps" → procedural;
    - "when did I / what happened" → episodic;
    - otherwise (None, None). Earlier lines win when several match.
    """
    if _first_cue(question, _DECISION):
        return None, "decision"
    if _first_cue(question, _PROCEDURAL):
        return MemoryType.PROCEDURAL, None
    if _first_cue(question, _EPISODIC):
        return MemoryType.EPISODIC, None
    return None, None


def asks_for_state(view: StateView, as_of: datetime | None) -> bool:
    """Whether the question asks what held at some time (now, or `as_of`): only then is one
    value of a slot staler than another. Pure."""
    return view is StateView.CURRENT or as_of is not None
