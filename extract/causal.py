"""Causal links between the candidate facts of one episode, from connectives alone.

Sentences are cut into clauses at causal connectives (`split_causal_clauses`); a clause's
leading connective then says which way the link runs:

- backward ("because", "due to", 因为, 由于): the clause is the cause of the clause before
  it; at the start of a sentence ("Because Y, X") the cause of the clause after it;
- forward ("so", "which is why", "that's why", 所以, 导致): the clause before is the cause,
  also across a sentence boundary ("It kept breaking. That's why we left.").

`find_causal_links` is pure over indexes: it never sees a fact, only which unit holds which.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from extract.cues import cue_spans
from graph.types import CausalLink, Cue

_BACKWARD = re.compile(
    r"^(?:because(?! of (?:that|this|it)\b)(?: of)?|since|due to|owing to|as a result of|"
    r"['’]?cause)(?![\w])|^(?:因为|由于)",
    re.IGNORECASE,
)
_FORWARD = re.compile(
    r"^(?:so|therefore|thus|hence|consequently|which is why|that['’]s why|that is why|"
    r"this is why|because of (?:that|this|it)|as a result|for that reason|which led to|"
    r"led to)(?![\w])|^(?:所以|因此|于是|导致|造成|结果|因而|这就是为什么|这也是为什么)",
    re.IGNORECASE,
)
# Connectives inside a sentence where a new clause starts.
_SPLIT_WORDS = re.compile(
    r"(?<![\w])(?:which is why|that['’]s why|that is why|this is why|as a result|"
    r"therefore|consequently|hence|due to|owing to|which led to|because)(?![\w])|"
    r"因为|由于|所以|因此|于是|导致|造成",
    re.IGNORECASE,
)
_EDGE = " \t\n,，;；:：、—-"

_Linker = Callable[[Sequence[int], Sequence[int], str], None]


@dataclass(frozen=True)
class Clause:
    """A piece of a sentence. `start`/`end` are offsets in the sentence; `lead` is the causal
    connective it opens with (lowercased), if any."""

    text: str
    start: int
    end: int
    lead: str | None


def leading_connective(text: str) -> tuple[str, bool] | None:
    """The causal connective `text` opens with, and whether it is forward (cause before)."""
    stripped = text.lstrip(_EDGE)
    forward = _FORWARD.match(stripped)
    if forward:
        return forward.group(0).lower(), True
    backward = _BACKWARD.match(stripped)
    if backward:
        return backward.group(0).lower(), False
    return None


def _boundaries(sentence: str) -> list[int]:
    cuts = {m.start() for m in _SPLIT_WORDS.finditer(sentence)}
    # "since" and "so" are causal only in context; the cue lexicon knows which.
    for start, end in cue_spans(sentence, Cue.CAUSAL):
        if sentence[start:end].lower().rstrip(",") in ("since", "so"):
            cuts.add(start)
    return sorted(c for c in cuts if sentence[:c].strip(_EDGE))


def split_causal_clauses(sentence: str) -> list[Clause]:
    """Cut a sentence at its causal connectives, keeping each connective on its clause.

    A sentence-initial backward clause ends at its first comma: "Because Y, X" -> [Y, X].
    """
    cuts = _boundaries(sentence)
    first = leading_connective(sentence)
    if first is not None and not first[1]:
        limit = cuts[0] if cuts else len(sentence)
        comma = re.search(r"[,，]", sentence[:limit])
        if comma and sentence[comma.end() : limit].strip(_EDGE):
            cuts = sorted({*cuts, comma.end()})
    clauses: list[Clause] = []
    for start, end in zip([0, *cuts], [*cuts, len(sentence)], strict=True):
        piece = sentence[start:end]
        left = len(piece) - len(piece.lstrip(_EDGE))
        text = piece.strip(_EDGE)
        if not text:
            continue
        lead = leading_connective(text)
        clauses.append(
            Clause(text, start + left, start + left + len(text), lead[0] if lead else None)
        )
    return clauses


def find_causal_links(
    sentences: Sequence[str],
    facts_by_sentence: Sequence[Sequence[int]],
    continues: Sequence[bool] | None = None,
) -> list[CausalLink]:
    """CAUSES candidates between the facts of consecutive text units.

    `sentences[i]` is a unit of text (a sentence, or a clause from `split_causal_clauses`),
    `facts_by_sentence[i]` the indexes of the facts extracted from it, and `continues[i]`
    whether unit i continues the sentence of unit i-1 (default: every unit is a sentence).
    A unit that still holds a connective mid-way links its own facts in text order.
    """
    count = len(sentences)
    joined = list(continues) if continues is not None else [False] * count
    links: list[CausalLink] = []

    def link(causes: Sequence[int], effects: Sequence[int], cue: str) -> None:
        for cause in causes:
            for effect in effects:
                candidate = CausalLink(cause=cause, effect=effect, cue=cue)
                if cause != effect and not any(
                    (x.cause, x.effect) == (cause, effect) for x in links
                ):
                    links.append(candidate)

    for i, text in enumerate(sentences):
        facts = facts_by_sentence[i]
        lead = leading_connective(text)
        if lead is not None and facts:
            word, forward = lead
            if forward and i > 0:
                previous = _previous_with_facts(facts_by_sentence, joined, i)
                link(previous, facts, word)
            elif not forward:
                if not joined[i] and i + 1 < count and joined[i + 1]:
                    link(facts, facts_by_sentence[i + 1], word)
                elif i > 0:
                    link(facts, _previous_with_facts(facts_by_sentence, joined, i), word)
        _link_inside(text, facts, link)
    return links


def _previous_with_facts(
    facts_by_sentence: Sequence[Sequence[int]], joined: Sequence[bool], i: int
) -> Sequence[int]:
    """Facts of the nearest earlier unit that has some, not past the previous sentence."""
    j = i - 1
    while j >= 0:
        if facts_by_sentence[j]:
            return facts_by_sentence[j]
        if not joined[j]:
            break  # reached the start of the previous sentence
        j -= 1
    return ()


def _link_inside(text: str, facts: Sequence[int], link: _Linker) -> None:
    """Fallback for an unsplit unit ("X because Y", "Because Y, X") with facts in text order."""
    clauses = split_causal_clauses(text)
    if len(facts) < 2 or len(clauses) < 2:
        return
    first = leading_connective(clauses[0].text)
    if first is not None and not first[1]:
        link([facts[0]], list(facts[1:]), first[0])
        return
    inner = next((c for c in clauses[1:] if c.lead), None)
    if inner is None or inner.lead is None:
        return
    forward = leading_connective(inner.text)
    if forward is not None and forward[1]:
        link([facts[0]], list(facts[1:]), inner.lead)
    else:
        link([facts[-1]], list(facts[:-1]), inner.lead)
