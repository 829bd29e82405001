"""Rendering a packet as a prompt under a token budget (DESIGN.md: read path, 5).

The prompt has state-labelled blocks, in this order, each shown only when it has items:

    ## Current facts
    ## Historical (no longer true)
    ## In transition
    ## Ambiguous (pending review)
    ## Causal chains
    ## Cases (what happened, newest first, with outcomes)
    ## Sources

and ends with an answer rule for the view. A neutral question (no state view asked: "what did
Caroline say about the adoption agency?") is answered from what was said, so in that view the
verbatim sources come first (`headings_for`): a reader with a small budget reads the turns
before the distilled facts. When the whole does not fit `max_tokens`, items
are dropped lowest score first (sources before facts at equal score), never cut mid-item.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from graph.types import FactRole
from recall.cases import CaseItem
from recall.packet import CausalChain, CausalLinkView, EvidenceItem, EvidencePacket
from recall.view import StateView

# CJK ideographs (with extension A and compatibility), kana, hangul, CJK punctuation, full-width
# forms: tokenizers spend about one token on each of these.
_CJK = re.compile(
    "[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]"
)
CHARS_PER_TOKEN = 4  # the usual rule of thumb for English with BPE tokenizers


def estimate_tokens(text: str) -> int:
    """Estimated token count: one per CJK character, plus one per 4 other characters (rounded up).

    A heuristic, no tokenizer: BPE tokenizers average about 4 characters per token on English
    prose and about one token per Chinese character.
    """
    cjk = len(_CJK.findall(text))
    other = len(text) - cjk
    return cjk + -(-other // CHARS_PER_TOKEN)


HEADINGS: tuple[tuple[str, str], ...] = (
    ("current", "## Current facts"),
    ("historical", "## Historical (no longer true)"),
    ("transition", "## In transition"),
    ("ambiguous", "## Ambiguous (pending review)"),
    ("causal_chains", "## Causal chains"),
    ("cases", "## Cases (what happened, newest first, with outcomes)"),
    ("episodes", "## Sources"),
)


def headings_for(view: StateView) -> tuple[tuple[str, str], ...]:
    """The blocks in prompt order for `view` (module docstring)."""
    if view is not StateView.NEUTRAL:
        return HEADINGS
    return (HEADINGS[-1], *HEADINGS[:-1])


ANSWER_RULES: dict[StateView, str] = {
    StateView.CURRENT: (
        "Answer for the requested view (current). Do not use historical memories as current "
        "facts; treat ambiguous items as uncertain; if no current fact answers, say so."
    ),
    StateView.HISTORICAL: (
        "Answer for the requested view (historical). Use the historical facts with their "
        "validity intervals; do not present current facts as the past state."
    ),
    StateView.TRANSITION: (
        "Answer for the requested view (transition). Say what changed, when and why, using "
        "the causal chains; keep the old and the new state apart."
    ),
    StateView.NEUTRAL: (
        "Answer for the requested view (neutral). Answer from the sources, with their dates; "
        "prefer current facts, and label any historical, transitional or ambiguous item as "
        "such."
    ),
}


def _date(t: datetime) -> str:
    return t.date().isoformat()


def _fact_line(item: EvidenceItem, block: str) -> str:
    fact = item.fact
    assert fact is not None
    label = fact.role.value
    if block == "ambiguous" and fact.role is FactRole.CURRENT:
        label = "conflicting current"  # a rival current fact in its slot, or a later one
    if fact.scope:
        label += f": {fact.scope}"
    if fact.valid_until is None:
        interval = f"valid since {_date(fact.valid_from)}"
    else:
        interval = f"valid {_date(fact.valid_from)} to {_date(fact.valid_until)}"
    return f"- [{label}] {fact.text} ({interval})"


def _episode_line(item: EvidenceItem) -> str:
    episode = item.episode
    assert episode is not None
    who = f", {episode.speaker}" if episode.speaker else ""
    # Verbatim text; continuation lines are indented so the list stays a list.
    text = episode.text.replace("\n", "\n  ")
    return f'- [{_date(episode.occurred_at)}{who}] "{text}"'


def _case_line(item: CaseItem) -> str:
    episode = item.episode
    out = episode.outcome
    outcome = "outcome not recorded"
    if out is not None:
        outcome = f"outcome: {out.status.value}"
        outcome += f" ({out.result})" if out.result else ""
        outcome += f"; lesson: {out.lesson}" if out.lesson else ""
    text = episode.text.replace("\n", "\n  ")
    return f'- [{_date(episode.occurred_at)}, trigger: {episode.trigger}] "{text}" → {outcome}'


def _because(link: CausalLinkView) -> str:
    return f" (because: {link.reason})" if link.reason else ""


def _chain_line(chain: CausalChain) -> str:
    """A contiguous chain as one path "A → B → C"; otherwise its links side by side."""
    links = chain.links
    if all(a.effect.uid == b.cause.uid for a, b in zip(links, links[1:], strict=False)):
        steps = [links[0].cause.text] + [link.effect.text + _because(link) for link in links]
        return "- " + " → ".join(steps)
    return "- " + "; ".join(
        f"{link.cause.text} → {link.effect.text}{_because(link)}" for link in links
    )


@dataclass
class PromptLine:
    """One droppable line of a prompt (an item), in the block it belongs to."""

    block: str
    text: str
    score: float
    tier: int  # at equal score, lower tiers are dropped first
    seq: int  # position in the packet; later lines are dropped first


def fit_lines(
    lines: Sequence[PromptLine], render: Callable[[list[PromptLine]], str], max_tokens: int
) -> tuple[str, int]:
    """`render(kept lines)` of at most `max_tokens` (by `estimate_tokens`), and its estimate.

    Lines are dropped lowest score first until it fits (at equal score the lower tier, then
    the later line first), never cut mid-line. What `render` adds around the lines is always
    kept; if that alone exceeds the budget, the result is ("", 0).
    """
    kept = list(lines)
    drop_order = sorted(kept, key=lambda line: (line.score, line.tier, -line.seq))
    text = render(kept)
    tokens = estimate_tokens(text)
    for line in drop_order:
        if tokens <= max_tokens:
            break
        kept.remove(line)
        text = render(kept)
        tokens = estimate_tokens(text)
    if tokens > max_tokens:
        return "", 0
    return text, tokens


def _chain_score(chain: CausalChain, fact_scores: dict[str, float]) -> float:
    """A chain ranks as its best fact present in the packet (0.0 if none is)."""
    uids = {f.uid for link in chain.links for f in (link.cause, link.effect)}
    return max((fact_scores[uid] for uid in uids if uid in fact_scores), default=0.0)


def _lines(packet: EvidencePacket) -> list[PromptLine]:
    lines: list[PromptLine] = []

    def add(block: str, text: str, score: float, tier: int) -> None:
        lines.append(PromptLine(block, text, score, tier, len(lines)))

    fact_scores: dict[str, float] = {}
    for block in ("current", "historical", "transition", "ambiguous"):
        for item in getattr(packet, block):
            if item.fact is not None:
                fact_scores[item.fact.uid] = item.score
                add(block, _fact_line(item, block), item.score, tier=2)
    for chain in packet.causal_chains:
        if chain.links:
            add("causal_chains", _chain_line(chain), _chain_score(chain, fact_scores), tier=1)
    for item in packet.cases:
        add("cases", _case_line(item), item.score, tier=1)
    for item in packet.episodes:
        if item.episode is not None:
            add("episodes", _episode_line(item), item.score, tier=0)
    return lines


def _render(packet: EvidencePacket, lines: list[PromptLine]) -> str:
    head = [f"# Memory for: {packet.query}", f"View: {packet.view.value} ({packet.view_reason})"]
    if packet.as_of is not None:
        head.append(f"As of: {packet.as_of.isoformat()}")
    if packet.known_at is not None:
        head.append(f"Known at: {packet.known_at.isoformat()}")
    parts = ["\n".join(head)]
    for block, heading in headings_for(packet.view):
        body = [line.text for line in lines if line.block == block]
        if body:
            parts.append("\n".join([heading, *body]))
    rule = ANSWER_RULES[packet.view]
    if any(line.block == "cases" for line in lines):
        rule += " For what happened or whether it worked, use the cases and their outcomes."
    parts.append("Answer rule: " + rule)
    return "\n\n".join(parts) + "\n"


def render_prompt(packet: EvidencePacket, max_tokens: int) -> tuple[str, int]:
    """The packet as a prompt of at most `max_tokens` (by `estimate_tokens`), and its estimate.

    Items are dropped lowest score first until it fits (sources, then causal chains, then facts
    at equal score; the later one first). The heading lines and the answer rule are always
    kept; if they alone exceed the budget, the result is ("", 0).
    """
    return fit_lines(_lines(packet), lambda kept: _render(packet, kept), max_tokens)
