"""Value anchoring: an open statement that leaves a value the subject holds joins its slot.

"I ditched NixOS for Arch Linux" names no attribute the extractor knows, so it becomes an
open `statement` fact, and the operating system slot that holds NixOS stays as it was: the
old value remains current (issue 11, failure 4). But the statement names a value the
subject is known to hold in a slot, and reports a change: the value it names last (its
`focus`) is the slot's new value. The slot is found by the value, not by the wording, so it
holds however the change is phrased.

`anchor_statements` applies this to one batch in time order, with what the graph already
holds (`cypher/ingest/known_values.cypher`) and what earlier candidates of the batch
established. It anchors only when the known values named belong to exactly one slot and the
statement carries a change signal; anything else stays an open statement. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from neo4j import ManagedTransaction

from graph.db import run
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue
from graph.vocabulary import load_entries

# An anchored statement's confidence: the known value it leaves and its change signal are
# evidence the bare open reading lacks (enough to replace a current value, resolver.policy
# `trusted_write`), still below a slot pattern's own reading.
ANCHORED_CONFIDENCE = 0.7

# A report of change: leaving one thing, arriving at or taking up another. The pivot words
# ("for", "to", "onto") only count after the old value ("swapped X for Y").
_LEAVING = re.compile(
    r"\b(?:ditch\w*|dump\w*|drop\w*|left|leav\w*|quit\w*|swap\w*|switch\w*|trad\w*|replac\w*|"
    r"mov\w*|migrat\w*|wrap\w* up|pack\w* up|sold|sell\w*|gave up|giv\w* up|retir\w*|"
    r"said goodbye|goodbye to|farewell|no longer|not anymore|any ?more|ended|finish\w*|"
    r"upgrad\w*|downgrad\w*|chang\w*|convert\w*|transferr?\w*|jump\w*|land\w*|"
    r"is history|was history|instead|now|these days)\b",
    re.IGNORECASE,
)
_PIVOT_AFTER_OLD = re.compile(r"^\W*(?:\w+\W+){0,4}?(?:for|to|onto|into|over to)\b", re.I)
_ZH_CHANGE = re.compile(r"换|改|搬|转|不再|不用|弃|卖了|辞|离开|告别|从.+到")


def _named(text: str, value: str) -> int:
    """Where `value` is named in `text` as whole words (case-insensitive), or -1."""
    if not value:
        return -1
    pattern = rf"(?<!\w){re.escape(value)}(?!\w)" if value[:1].isascii() else re.escape(value)
    match = re.search(pattern, text, re.IGNORECASE)
    return match.start() if match else -1


def reports_change(text: str, old: str) -> bool:
    """Whether `text` reports leaving `old` for something else (see the module docstring)."""
    at = _named(text, old)
    if at < 0:
        return False
    if _ZH_CHANGE.search(text):
        return True
    after_old = text[at + len(old) :]
    return bool(_LEAVING.search(text) or _PIVOT_AFTER_OLD.match(after_old))


def anchor(candidate: CandidateFact, known: Mapping[str, str]) -> CandidateFact:
    """`candidate` in the slot its change leaves, when it is an open statement with a focus
    that names exactly one slot's known value (`known`: value casefolded -> attribute, of
    the candidate's subject) and reports leaving it; else as is. Pure."""
    focus = candidate.focus
    if candidate.attribute != OPEN_ATTRIBUTE or not focus or focus.casefold() in known:
        return candidate
    left = {attr for value, attr in known.items()
            if value != focus.casefold() and _named(candidate.text, value) >= 0
            and reports_change(candidate.text, value)}  # fmt: skip
    if len(left) != 1:
        return candidate
    attribute = left.pop()
    entry = load_entries().get(attribute)
    return replace(
        candidate,
        attribute=attribute,
        value=focus,
        kind=entry.kind if entry is not None else candidate.kind,
        cues=candidate.cues | {Cue.UPDATE},
        confidence=max(candidate.confidence, ANCHORED_CONFIDENCE),
    )


def anchor_statements(
    candidates: Sequence[CandidateFact], known: Iterable[tuple[str, str, str]]
) -> list[CandidateFact]:
    """`anchor` over a batch's candidates in time order. `known` holds (subject, attribute,
    value) of the values the graph holds in named slots; each candidate with a named slot
    adds its own value for the candidates after it. Pure."""
    values: dict[str, dict[str, str]] = {}
    for subject, attribute, value in known:
        values.setdefault(subject.casefold(), {})[value.casefold()] = attribute
    out = []
    for c in candidates:
        mine = values.setdefault(c.subject.casefold(), {})
        anchored = anchor(c, mine)
        if anchored.attribute != OPEN_ATTRIBUTE and anchored.value:
            mine[anchored.value.casefold()] = anchored.attribute
        out.append(anchored)
    return out


def known_values(
    tx: ManagedTransaction, tenant: str, subjects: Sequence[str]
) -> list[tuple[str, str, str]]:
    """(subject, attribute, value) the graph holds for `subjects` in named slots."""
    rows = run(tx, "ingest/known_values", tenant=tenant, subjects=list(subjects),
               open_attribute=OPEN_ATTRIBUTE)  # fmt: skip
    return [(r["subject"], r["attribute"], r["value"]) for r in rows]
