"""The resolver policy: a candidate fact vs. its slot's active facts -> a `Decision`.

Pure functions over plain data (DESIGN.md: resolver policy, first version; rules, no LLM).
Nothing here touches the graph: `resolver.apply` writes what the decision says.

Rules, in the order they are tried (the first that speaks wins):

1. **Abandoned transition** (ABANDONED cue, "considered X but stayed with Y", 还是): when Y is
   already held, a duplicate of it; every active transition towards X is closed (historical).
   X is never made current. When the slot holds a different single value, queued.
2. **Negation** (NEGATION with an UPDATE or PAST cue, "no longer X", 不再): an active fact
   with value X is retired (historical, valid_until = the candidate's valid_from); the
   candidate merges into it as provenance (relation DUPLICATE). A bare negation ("not") of a
   held value, or a negation about a value the slot does not hold ("No, I moved to Munich"
   vs. "I no longer live in Paris"), is queued: cues cannot tell which value ended. With a
   past cue and no update cue, in a slot that holds nothing, it is a past value (rule 5); with
   a past cue, said by the statement that set the current value, that value's past.
3. **Completing a transition**: an UPDATE cue (or, on a normal-risk single slot, no cue and a
   newer time) whose value is an active transition's: the new fact becomes current, supersedes
   the old current, and the transition evolves to it and becomes historical.
4. **Duplicate**: same normalised value in the same scope, or `duplicate_similarity` at or
   above the threshold.
5. **Past** (PAST cue without UPDATE, "used to"): the candidate is historical; on a single slot
   holding another current value it is linked as superseded by that current, elsewhere it is
   closed at its valid_until (or valid_from).
6. **Scoped exception** (scope set or SCOPE cue): holds beside the current, `COEXISTS_WITH`.
   A different value for the same named scope on a single slot supersedes the old exception
   with an UPDATE cue, and is queued without one.
7. **Intent** (INTENT cue, "planning to", 打算): a transition, `EVOLVES_TO` from the current.
8. **Nothing held**: the candidate becomes current.
9. **Multi-valued slot**: coexisting, `COEXISTS_WITH` the most recent held value; unless
   the statement replaces one: it names the value it swaps out ("from chess to
   birdwatching"), says a held value ended before naming the new one ("cancelled Prime Video
   and got BritBox"), or switches ("switched to Go") while the slot holds one value only.
10. **Single-valued slot**: more than one current -> queued; older than the current -> out of
    order (historical, superseded by the current); UPDATE cue -> `SUPERSEDES`; no cue and newer
    on a normal-risk slot -> `SUPERSEDES` at lower confidence; otherwise queued.

Any decision whose confidence falls below `confident` is queued instead: the candidate becomes
`pending_review` and the decision's relation is the proposal for the audit item.

When the candidate's `valid_from` is unknown, `close_validity` is left out for the facts it
ends; the applier then closes them at the new fact's valid_from (the episode time), as a
`SUPERSEDES` edge does by definition.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from functools import lru_cache

from extract.assembly import denied_before
from extract.changes import LINES_KEPT
from graph.types import (
    ACTIVE_ROLES,
    NEW,
    OPEN_ATTRIBUTE,
    CandidateFact,
    Cardinality,
    Cue,
    Decision,
    EdgeType,
    Fact,
    FactRole,
    PlannedEdge,
    Relation,
    Risk,
    SlotSpec,
)
from graph.vocabulary import known_value_spans
from resolver.anchor import adds_beside, ended_for, ends, names_value, swaps, switches_to

# Confidence of each rule's verdict (not of the candidate itself).
CONF_DUPLICATE = 0.95
CONF_NEW_SLOT = 0.9
CONF_UPDATE = 0.9
CONF_ABANDONED = 0.9
CONF_OUT_OF_ORDER = 0.85
CONF_TRANSITION = 0.85
CONF_COEXISTING = 0.85
CONF_SCOPED = 0.85
CONF_RETIRE = 0.85
CONF_PAST = 0.8
CONF_NEWER_NO_CUE = 0.8
CONF_HIGH_RISK_PROPOSAL = 0.6
CONF_CONFLICT_PROPOSAL = 0.5
CONF_HUMAN = 1.0

# Cues that say something about how the slot changes; the others (memory trigger, causal) do not.
CHANGE_CUES: frozenset[Cue] = frozenset(
    {Cue.UPDATE, Cue.INTENT, Cue.ABANDONED, Cue.SCOPE, Cue.NEGATION, Cue.PAST}
)

_ARTICLES = ("the ", "a ", "an ")
# Punctuation that is part of a name ("C#", "R&D") survives normalisation.
_KEPT_PUNCTUATION = frozenset("#&%@")


@lru_cache(maxsize=65_536)  # pure; the resolver compares the same values many times
def normalise_value(value: str) -> str:
    """Value as compared for duplicates: casefolded, punctuation and leading article dropped."""
    text = unicodedata.normalize("NFKC", value).casefold()
    text = "".join(
        " " if unicodedata.category(ch).startswith("P") and ch not in _KEPT_PUNCTUATION else ch
        for ch in text
    )
    text = " ".join(text.split())
    for article in _ARTICLES:
        if text.startswith(article):
            return text[len(article) :]
    return text


def _same_scope(a: str | None, b: str | None) -> bool:
    return (normalise_value(a) if a else None) == (normalise_value(b) if b else None)


def _recency(fact: Fact) -> tuple[datetime, datetime]:
    return (fact.valid_from, fact.recorded_at)


def _most_recent(facts: Iterable[Fact]) -> Fact | None:
    return max(facts, key=_recency, default=None)


_ROLE_PREFERENCE = {
    FactRole.CURRENT: 0,
    FactRole.COEXISTING: 1,
    FactRole.SCOPED_EXCEPTION: 2,
    FactRole.TRANSITION: 3,
}


def _best(facts: Iterable[Fact]) -> Fact | None:
    """The fact a match should point at: the most current role, then the most recent."""
    newest_first = sorted(facts, key=_recency, reverse=True)
    return min(newest_first, key=lambda f: _ROLE_PREFERENCE[f.role], default=None)


@dataclass(frozen=True)
class _Slot:
    """The case at hand: a candidate and its slot's active facts."""

    candidate: CandidateFact
    active: tuple[Fact, ...]
    spec: SlotSpec
    similarity: Callable[[Fact], float] | None
    threshold: float

    @property
    def cues(self) -> frozenset[Cue]:
        return self.candidate.cues

    @property
    def single(self) -> bool:
        return self.spec.cardinality is Cardinality.SINGLE

    @property
    def high_risk(self) -> bool:
        return self.spec.risk is Risk.HIGH

    @property
    def no_change_cue(self) -> bool:
        return not (self.cues & CHANGE_CUES)

    @property
    def scoped(self) -> bool:
        return self.candidate.scope is not None or Cue.SCOPE in self.cues

    @property
    def peers(self) -> list[Fact]:
        """Active facts in the candidate's scope."""
        return [f for f in self.active if _same_scope(f.scope, self.candidate.scope)]

    @property
    def currents(self) -> list[Fact]:
        return [f for f in self.active if f.role is FactRole.CURRENT]

    @property
    def holders(self) -> list[Fact]:
        """Facts holding the slot's value now: current, plus coexisting on a multi slot."""
        roles = {FactRole.CURRENT} if self.single else {FactRole.CURRENT, FactRole.COEXISTING}
        return [f for f in self.active if f.role in roles]

    @property
    def value(self) -> str:
        return normalise_value(self.candidate.value)

    def same_value(self, fact: Fact) -> bool:
        return normalise_value(fact.value) == self.value or self.similar(fact)

    def similar(self, fact: Fact) -> bool:
        return self.similarity is not None and self.similarity(fact) >= self.threshold

    def newer_than(self, fact: Fact) -> bool:
        """Strictly newer; an unknown valid_from means "now", the newest."""
        vf = self.candidate.valid_from
        return vf is None or vf > fact.valid_from

    def older_than(self, fact: Fact) -> bool:
        vf = self.candidate.valid_from
        return vf is not None and vf < fact.valid_from

    def close_at(self, uids: Iterable[str]) -> dict[str, datetime]:
        vf = self.candidate.valid_from
        return {} if vf is None else {uid: vf for uid in uids}


def _queued(relation: Relation, target: Fact | None, confidence: float, why: str) -> Decision:
    return Decision(
        relation=relation,
        new_role=FactRole.PENDING_REVIEW,
        confidence=confidence,
        reason=f"queued: {why}",
        target_uid=target.uid if target else None,
        queued=True,
    )


def _replace_plan(
    new_uid: str,
    superseded: Sequence[Fact],
    completed: Sequence[Fact],
    closes_at: datetime | None,
) -> tuple[dict[str, FactRole], dict[str, datetime], list[PlannedEdge]]:
    """Role changes, validity ends and edges when a new fact takes over the slot.

    Superseded facts become historical under a SUPERSEDES edge; completed transitions
    evolve to the new fact and become historical (they happened).
    """
    role_changes: dict[str, FactRole] = {}
    edges: list[PlannedEdge] = []
    for old in superseded:
        role_changes[old.uid] = FactRole.HISTORICAL
        edges.append(PlannedEdge(EdgeType.SUPERSEDES, new_uid, old.uid))
    for transition in completed:
        role_changes[transition.uid] = FactRole.HISTORICAL
        edges.append(PlannedEdge(EdgeType.EVOLVES_TO, transition.uid, new_uid))
    close = {} if closes_at is None else {uid: closes_at for uid in role_changes}
    return role_changes, close, edges


# --- rules: each returns a Decision when it applies, else None --------------------------------


def _abandoned(s: _Slot) -> Decision | None:
    if Cue.ABANDONED not in s.cues:
        return None
    considered = s.candidate.considered
    dropped = [
        f
        for f in s.active
        if considered is not None
        and f.role is FactRole.TRANSITION
        and normalise_value(f.value) == normalise_value(considered)
    ]
    closing = {f.uid: FactRole.HISTORICAL for f in dropped}
    kept = _best(f for f in s.peers if f.role is not FactRole.TRANSITION and s.same_value(f))
    if kept is not None:
        return Decision(
            relation=Relation.DUPLICATE,
            new_role=kept.role,
            confidence=CONF_ABANDONED,
            reason=(
                f"abandoned transition: considered {considered!r} but stayed with "
                f"{s.candidate.value!r}; reinforces it, closes {len(dropped)} transition(s)"
            ),
            target_uid=kept.uid,
            role_changes=closing,
            close_validity=s.close_at(closing),
        )
    current = _most_recent(s.currents)
    if s.single and current is not None:
        return _queued(
            Relation.SUPERSEDES,
            current,
            CONF_CONFLICT_PROPOSAL,
            f"abandoned cue says stayed with {s.candidate.value!r} but the single-valued slot "
            f"holds {current.value!r}",
        )
    # Nothing held to stay with (or a multi slot): decide Y on its own, then close X.
    plain = replace(s.candidate, cues=s.cues - {Cue.ABANDONED}, considered=None)
    base = _resolve(replace(s, candidate=plain))
    if base.queued:
        return base
    base.role_changes.update(closing)
    base.close_validity.update(s.close_at(closing))
    base.reason = f"abandoned transition to {considered!r}; {base.reason}"
    return base


# Slots whose value is the line as said, its negation with it: an open statement ("I genuinely
# can't hear it from the back"), its denial reading, a rule ("never leave the van unlocked").
_SAID_AS_A_LINE = frozenset({OPEN_ATTRIBUTE, f"not_{OPEN_ATTRIBUTE}", "routine", *LINES_KEPT})


# A name in a line: a capitalised word past the line's first (not "I"), or a model ("V6").
_A_NAME_IN_A_LINE = re.compile(r"(?<=\s)(?!I\b|I['’])[A-Z][\w'’&+.-]*|\b[A-Za-z]+\d")


_DROPPED = re.compile(r"\b(?:after all|in the end|any\s?more|no longer)\b|最后|算了|了[。！!，,]?$")


def _names_a_value(line: str) -> bool:
    """Whether a line names something a slot could hold: a name ("I'm not a Guinness drinker",
    "not at Aviva") or a value the vocabulary knows ("I could never be vegetarian", "不报西班牙
    语班了"); not a short common word that happens to be one ("no idea", "not now"). Pure."""
    return _A_NAME_IN_A_LINE.search(line) is not None or any(
        len(m.group(0)) >= 5 or not m.group(0).isascii() for m in known_value_spans(line)
    )


def _negated(s: _Slot) -> Decision | None:
    # Negation cues are broad ("not", "no", 不); only with an update or past cue ("no longer",
    # "anymore", 不再, "used to") do they retire a held value without a person.
    if Cue.NEGATION not in s.cues:
        return None
    if (
        s.candidate.attribute in _SAID_AS_A_LINE
        # a plain denial only: not one of a change, a plan or a plan dropped ("I'm not standing
        # for secretary after all", "不报西班牙语班了")
        and not s.cues & {Cue.ABANDONED, Cue.INTENT, Cue.UPDATE, Cue.PAST}
        and not _DROPPED.search(s.candidate.value)
        and not _names_a_value(s.candidate.value)
    ):
        # The negation is in the value itself and names nothing a slot could hold, so it
        # denies nothing held: the line is kept like any other (a repeat is a duplicate), with
        # nothing for a person to decide. ("I'm not a Guinness drinker" still goes to review.)
        plain = replace(s.candidate, cues=s.cues - {Cue.NEGATION})
        return _resolve(replace(s, candidate=plain))
    ended = _best(f for f in s.peers if s.same_value(f))
    if ended is None:
        return _negated_unheld(s)
    if not s.cues & {Cue.UPDATE, Cue.PAST}:
        return _queued(
            Relation.DUPLICATE,
            ended,
            CONF_CONFLICT_PROPOSAL,
            f"negation cue without an update cue contradicts {ended.role.value} {ended.value!r}",
        )
    return _retired(
        s,
        ended,
        f"negation cue retires {ended.role.value} {ended.value!r}: it becomes historical, "
        "the statement is kept as its provenance",
    )


def _retired(s: _Slot, ended: Fact, why: str) -> Decision:
    """`ended` becomes historical; the statement that ends it is kept as its provenance."""
    return Decision(
        relation=Relation.DUPLICATE,
        new_role=FactRole.HISTORICAL,
        confidence=CONF_RETIRE,
        reason=why,
        target_uid=ended.uid,
        role_changes={ended.uid: FactRole.HISTORICAL},
        close_validity=s.close_at([ended.uid]),
    )


def _negated_unheld(s: _Slot) -> Decision | None:
    """A negation about a value the slot does not hold (`_negated`)."""
    if not s.active and Cue.PAST in s.cues and Cue.UPDATE not in s.cues:
        # "not X any more" of a slot that holds nothing: a past value, no conflict to review.
        return None
    said_with = next((f for f in s.currents if f.text == s.candidate.text), None)
    if said_with is not None and Cue.PAST in s.cues:
        # "不是Bayside Lido了，我8月就开始去Tiger Yoga了": the statement that made Tiger Yoga
        # current ends Bayside Lido too; Bayside Lido is its past, not a conflict.
        return _out_of_order(s, said_with, "ended by the statement that set the current value")
    current = _most_recent(s.currents)
    other = _most_recent(s.holders)
    if s.single and current is not None:
        relation, target = Relation.SUPERSEDES, current
    elif other is not None:
        relation, target = Relation.COEXISTS_WITH, other
    else:
        relation, target = Relation.UNRELATED, None
    return _queued(
        relation,
        target,
        CONF_CONFLICT_PROPOSAL,
        f"negation cue about {s.candidate.value!r}, which the slot does not hold: "
        "the ended value or a new one?",
    )


def _completion(s: _Slot) -> Decision | None:
    planned = [f for f in s.peers if f.role is FactRole.TRANSITION and s.same_value(f)]
    if not planned:
        return None
    update = Cue.UPDATE in s.cues
    # A plan's valid_from is when it was meant to happen ("in a couple of months"); done
    # early is still done. At the plan's own instant it is the plan restated.
    newer = all(s.newer_than(f) for f in s.currents) and not any(
        s.candidate.valid_from == f.valid_from for f in planned
    )
    if not (update or (s.no_change_cue and s.single and newer)):
        return None
    current = _most_recent(s.currents)
    transition = max(planned, key=_recency)
    if s.high_risk and not update:
        return _queued(
            Relation.SUPERSEDES if current else Relation.EVOLVES_TO,
            current or transition,
            CONF_HIGH_RISK_PROPOSAL,
            "high-risk slot: transition would complete without an update cue",
        )
    # On a successive slot a plan carried out replaces what it followed ("Went through with
    # it, I got Paramount+"), as a change said outright does (`_succeeds`).
    successor = s.spec.successive and not s.single and _succeeds(s)
    superseded = s.currents if s.single else _plain(s.holders) if successor else []
    role_changes, close, edges = _replace_plan(NEW, superseded, planned, s.candidate.valid_from)
    holders = [f for f in s.holders if f not in superseded]
    new_role = FactRole.CURRENT if s.single or not holders else FactRole.COEXISTING
    if new_role is FactRole.COEXISTING:
        edges.append(PlannedEdge(EdgeType.COEXISTS_WITH, NEW, max(holders, key=_recency).uid))
    how = "update cue" if update else "newer statement without cue"
    return Decision(
        relation=Relation.SUPERSEDES if superseded else Relation.EVOLVES_TO,
        new_role=new_role,
        confidence=CONF_UPDATE if update else CONF_NEWER_NO_CUE,
        reason=f"completes transition to {transition.value!r} ({how})",
        target_uid=(_most_recent(superseded) or transition).uid,
        role_changes=role_changes,
        close_validity=close,
        edges=edges,
    )


def _ended(s: _Slot) -> Decision | None:
    """A held value the statement says ended, said after it ("I've joined Bradford Cycling
    Club", later "I've packed in Bradford Cycling Club"): it retires, as a denial with "any
    more" retires it, rather than repeating it as a duplicate."""
    if Cue.PAST not in s.cues or s.cues & {Cue.UPDATE, Cue.INTENT, Cue.ABANDONED}:
        return None
    if not ends(s.candidate.text, s.candidate.value):
        return None
    ended = _best(f for f in s.holders if s.same_value(f) and s.newer_than(f))
    if ended is None:
        return None
    return _retired(s, ended, f"ended: {ended.role.value} {ended.value!r} becomes historical")


def _duplicate(s: _Slot) -> Decision | None:
    match = _best(f for f in s.peers if normalise_value(f.value) == s.value)
    if match is not None:
        return Decision(
            relation=Relation.DUPLICATE,
            new_role=match.role,
            confidence=CONF_DUPLICATE,
            reason=f"duplicate: same normalised value as {match.role.value} {match.value!r}",
            target_uid=match.uid,
        )
    # A near-identical value on a high-risk slot (two phone numbers, two IBANs) is a change,
    # not a duplicate: only the exact normalised value counts there.
    if s.similarity is None or s.high_risk:
        return None
    scored = [(s.similarity(f), f) for f in s.peers]
    score, match = max(scored, key=lambda p: p[0], default=(0.0, None))
    if match is None or score < s.threshold:
        return None
    return Decision(
        relation=Relation.DUPLICATE,
        new_role=match.role,
        confidence=score,
        reason=f"duplicate: similarity {score:.2f} to {match.role.value} {match.value!r}",
        target_uid=match.uid,
    )


def _past(s: _Slot) -> Decision | None:
    if Cue.PAST not in s.cues or Cue.UPDATE in s.cues:
        return None
    current = _most_recent(s.currents)
    if s.single and current is not None:
        return _out_of_order(s, current, "past cue")
    end = s.candidate.valid_until or s.candidate.valid_from
    return Decision(
        relation=Relation.UNRELATED,
        new_role=FactRole.HISTORICAL,
        confidence=CONF_PAST,
        reason=f"past cue: {s.candidate.value!r} recorded as historical",
        close_validity={} if end is None else {NEW: end},
    )


def _scoped(s: _Slot) -> Decision | None:
    if not s.scoped:
        return None
    base = _most_recent(f for f in s.currents if f.scope is None)
    rivals = [f for f in s.peers if f.role is not FactRole.TRANSITION]
    if s.candidate.scope is not None and s.single and rivals:
        rival = max(rivals, key=_recency)
        if Cue.UPDATE not in s.cues:
            return _queued(
                Relation.SUPERSEDES,
                rival,
                CONF_CONFLICT_PROPOSAL,
                f"conflicting values for scope {s.candidate.scope!r} without an update cue",
            )
        role_changes, close, edges = _replace_plan(NEW, rivals, [], s.candidate.valid_from)
        if base is not None:
            edges.append(PlannedEdge(EdgeType.COEXISTS_WITH, NEW, base.uid))
        return Decision(
            relation=Relation.SUPERSEDES,
            new_role=FactRole.SCOPED_EXCEPTION,
            confidence=CONF_UPDATE,
            reason=f"update cue within scope {s.candidate.scope!r}: supersedes {rival.value!r}",
            target_uid=rival.uid,
            role_changes=role_changes,
            close_validity=close,
            edges=edges,
        )
    if base is None:
        return Decision(
            relation=Relation.UNRELATED,
            new_role=FactRole.SCOPED_EXCEPTION,
            confidence=CONF_SCOPED,
            reason="scope cue with nothing current: a scoped exception on its own",
        )
    return Decision(
        relation=Relation.SCOPED_EXCEPTION,
        new_role=FactRole.SCOPED_EXCEPTION,
        confidence=CONF_SCOPED,
        reason=f"scope cue: exception to current {base.value!r}, which stays current",
        target_uid=base.uid,
        edges=[PlannedEdge(EdgeType.COEXISTS_WITH, NEW, base.uid)],
    )


def _intent(s: _Slot) -> Decision | None:
    if Cue.INTENT not in s.cues:
        return None
    current = _most_recent(s.holders)
    if current is None:
        return Decision(
            relation=Relation.UNRELATED,
            new_role=FactRole.TRANSITION,
            confidence=CONF_TRANSITION,
            reason="intent cue with nothing current: a plan (transition) on its own",
        )
    return Decision(
        relation=Relation.EVOLVES_TO,
        new_role=FactRole.TRANSITION,
        confidence=CONF_TRANSITION,
        reason=f"intent cue: transition from current {current.value!r}, which stays current",
        target_uid=current.uid,
        edges=[PlannedEdge(EdgeType.EVOLVES_TO, current.uid, NEW)],
    )


def _nothing_held(s: _Slot) -> Decision | None:
    if s.holders:
        return None
    return Decision(
        relation=Relation.UNRELATED,
        new_role=FactRole.CURRENT,
        confidence=CONF_NEW_SLOT,
        reason="empty slot: first current value",
    )


def _multi(s: _Slot) -> Decision | None:
    if s.single:
        return None
    # "Switched from chess to birdwatching": a change that names the value it replaces ends
    # that value, however many the slot may hold.
    replaced = [f for f in s.holders if Cue.UPDATE in s.cues and not s.same_value(f)
                and not s.older_than(f)
                and swaps(s.candidate.text, f.value, s.candidate.value)]  # fmt: skip
    if replaced:
        return _supersede(s, replaced, CONF_UPDATE, "change naming the value it replaces")
    # "I cancelled Amazon Prime Video and got BritBox instead": a held value the statement
    # says ended, before it names the new one, is replaced by it.
    ended = [f for f in s.holders if not s.same_value(f) and not s.older_than(f)
             and ended_for(s.candidate.text, f.value, s.candidate.value)]  # fmt: skip
    if ended:
        return _supersede(s, ended, CONF_UPDATE, "statement ending the value it replaces")
    # "I switched to Amazon Prime Video" with one value held: a switch replaces; beside two
    # or more it cannot say which, and the new value joins them.
    if (
        Cue.UPDATE in s.cues
        and len(s.holders) == 1
        and s.holders[0].scope is None
        and not s.same_value(s.holders[0])
        and not s.older_than(s.holders[0])
        and switches_to(s.candidate.text, s.candidate.value)
    ):
        return _supersede(s, s.holders, CONF_UPDATE, "switch on a slot holding one value")
    if s.spec.successive and _succeeds(s):
        confidence = CONF_NEWER_NO_CUE if s.no_change_cue else CONF_UPDATE
        why = "successive slot, nothing kept or added"
        return _supersede(s, _plain(s.holders), confidence, why)
    other = max(s.holders, key=_recency)  # _nothing_held ran first: not empty
    return Decision(
        relation=Relation.COEXISTS_WITH,
        new_role=FactRole.COEXISTING,
        confidence=CONF_COEXISTING,
        reason=f"multi-valued slot: coexists with {other.value!r}",
        target_uid=other.uid,
        edges=[PlannedEdge(EdgeType.COEXISTS_WITH, NEW, other.uid)],
    )


def _succeeds(s: _Slot) -> bool:
    """Whether the candidate follows the held values of a successive slot ("I'm learning Greek
    now" after French): newer than each, unscoped, not said with one of them ("learning Polish
    and Portuguese"), naming none of them ("still keeping up the Polish") and adding nothing
    beside them ("started Italian as well")."""
    text = s.candidate.text
    plain = _plain(s.holders)
    return (
        not s.scoped
        and bool(plain)
        and not adds_beside(text)
        and all(
            s.newer_than(f) and f.text != text and not _kept_by_name(text, f.value, s)
            for f in plain
        )
    )


def _kept_by_name(text: str, held: str, s: _Slot) -> bool:
    """Whether the statement names a held value to keep it ("still keeping up the French"),
    not to deny it before the new one ("Not Disney+ any more, I've got Netflix")."""
    return names_value(text, held) and not denied_before(s.candidate.value, text)


def _plain(facts: list[Fact]) -> list[Fact]:
    """The facts held without a scope: a scoped exception ("Disney+ for one month a year")
    is no value a successor follows or keeps."""
    return [f for f in facts if f.scope is None]


def _out_of_order(s: _Slot, current: Fact, why: str) -> Decision:
    """The current fact supersedes the candidate, which is recorded as history."""
    ended = s.candidate.valid_until or (current.valid_from if s.older_than(current) else None)
    return Decision(
        relation=Relation.SUPERSEDES,
        new_role=FactRole.HISTORICAL,
        confidence=CONF_OUT_OF_ORDER if s.older_than(current) else CONF_PAST,
        reason=f"{why}: historical, superseded by current {current.value!r}",
        target_uid=current.uid,
        close_validity={} if ended is None else {NEW: ended},
        edges=[PlannedEdge(EdgeType.SUPERSEDES, current.uid, NEW)],
    )


def _single(s: _Slot) -> Decision:
    currents = s.currents
    current = max(currents, key=_recency)  # _nothing_held ran first: not empty
    if len(currents) > 1:
        return _queued(
            Relation.SUPERSEDES,
            current,
            CONF_CONFLICT_PROPOSAL,
            f"single-valued slot already holds {len(currents)} current facts",
        )
    if s.older_than(current):
        return _out_of_order(s, current, "out of order (valid_from before the current's)")
    if Cue.UPDATE in s.cues:
        return _supersede(s, [current], CONF_UPDATE, "update cue on single-valued slot")
    # Earlier rules took every other change cue; what is left has none.
    if not s.newer_than(current):
        return _queued(
            Relation.SUPERSEDES,
            current,
            CONF_CONFLICT_PROPOSAL,
            "conflicting value on single-valued slot, no cue and not newer",
        )
    if s.high_risk:
        return _queued(
            Relation.SUPERSEDES,
            current,
            CONF_HIGH_RISK_PROPOSAL,
            "high-risk slot: newer value without an update cue",
        )
    return _supersede(
        s, [current], CONF_NEWER_NO_CUE, "newer value without cue on normal-risk slot"
    )


def _supersede(s: _Slot, replaced: Sequence[Fact], confidence: float, why: str) -> Decision:
    """The candidate takes the place of `replaced` (the first is the audit target)."""
    role_changes, close, edges = _replace_plan(NEW, replaced, [], s.candidate.valid_from)
    return Decision(
        relation=Relation.SUPERSEDES,
        new_role=FactRole.CURRENT,
        confidence=confidence,
        reason=f"{why}: {s.candidate.value!r} supersedes {replaced[0].value!r}",
        target_uid=replaced[0].uid,
        role_changes=role_changes,
        close_validity=close,
        edges=edges,
    )


_RULES: tuple[Callable[[_Slot], Decision | None], ...] = (
    _abandoned,
    _negated,
    _completion,
    _ended,
    _duplicate,
    _past,
    _scoped,
    _intent,
    _nothing_held,
    _multi,
)


def _resolve(s: _Slot) -> Decision:
    for rule in _RULES:
        decision = rule(s)
        if decision is not None:
            return decision
    return _single(s)


def _below(confident: float) -> float:
    """A confidence that stays under the auto-apply bar."""
    return max(0.0, round(confident - 0.01, 4))


def decide(
    candidate: CandidateFact,
    active: Sequence[Fact],
    spec: SlotSpec,
    *,
    duplicate_similarity: Callable[[Fact], float] | None = None,
    similarity_threshold: float = 0.92,
    confident: float = 0.75,
    trusted_write: float = 0.6,
) -> Decision:
    """Decide how `candidate` relates to its slot's `active` facts (see the module docstring).

    `active` holds the slot's facts in ACTIVE_ROLES (others are ignored). `duplicate_similarity`
    scores the candidate against a known fact (e.g. embedding cosine). A decision below
    `confident` is queued for review; a queued decision's confidence is always below it.
    A write whose own confidence is below `trusted_write` (a shaky extraction, an unsure tool)
    may add to memory but never replaces a current value by itself: that goes to review.
    """
    slot = _Slot(
        candidate=candidate,
        active=tuple(f for f in active if f.role in ACTIVE_ROLES),
        spec=spec,
        similarity=duplicate_similarity,
        threshold=similarity_threshold,
    )
    decision = _resolve(slot)
    replaces_current = any(
        role is FactRole.HISTORICAL and f.uid == uid and f.role is FactRole.CURRENT
        for uid, role in decision.role_changes.items()
        for f in slot.active
    )
    if not decision.queued and replaces_current and candidate.confidence < trusted_write:
        return _queued(
            decision.relation,
            next((f for f in slot.active if f.uid == decision.target_uid), None),
            min(decision.confidence, _below(confident)),
            f"low-confidence write ({candidate.confidence:.2f} < {trusted_write:.2f}) would "
            f"replace a current value: {decision.reason}",
        )
    if decision.queued:
        decision.confidence = min(decision.confidence, _below(confident))
        return decision
    if decision.confidence < confident:
        return _queued(
            decision.relation,
            next((f for f in slot.active if f.uid == decision.target_uid), None),
            decision.confidence,
            f"confidence {decision.confidence:.2f} below {confident:.2f}: {decision.reason}",
        )
    return decision


def decision_for_review(
    relation: Relation,
    new: Fact,
    existing: Fact | None,
    active: Sequence[Fact],
    spec: SlotSpec,
) -> Decision:
    """The decision to apply once a person chose `relation` for a pending-review fact.

    `new` is the pending fact (its uid is used in edges), `existing` the fact the audit item
    points at, `active` the slot's active facts. Decided by a human, so confidence is 1.0.

    - SUPERSEDES: `new` takes `existing`'s place (current, or its coexisting/scoped role);
      on a single slot every other current in the same scope is superseded too (invariant 1),
      and active transitions to the same value are completed.
    - EVOLVES_TO: `new` is a transition from `existing`.
    - COEXISTS_WITH / SCOPED_EXCEPTION: `new` coexists with `existing` / is an exception to it.
    - DUPLICATE: `new` merges into `existing` (the applier moves its provenance).
    - UNRELATED: `new` stands alone: current when the slot is multi-valued or holds no
      current; on a single slot that holds one, coexisting without an edge, so the slot
      keeps one current (invariant 1) and nothing is superseded.
    """
    others = [f for f in active if f.uid != new.uid and f.role in ACTIVE_ROLES]
    single = spec.cardinality is Cardinality.SINGLE
    if existing is None and relation in (Relation.SUPERSEDES, Relation.DUPLICATE):
        raise ValueError(f"{relation.value} needs an existing fact")

    def human(
        role: FactRole,
        edges: Sequence[PlannedEdge] = (),
        role_changes: dict[str, FactRole] | None = None,
        close_validity: dict[str, datetime] | None = None,
    ) -> Decision:
        return Decision(
            relation=relation,
            new_role=role,
            confidence=CONF_HUMAN,
            reason=f"human review: {relation.value}",
            target_uid=existing.uid if existing else None,
            role_changes=role_changes or {},
            close_validity=close_validity or {},
            edges=list(edges),
        )

    if relation is Relation.SUPERSEDES:
        assert existing is not None
        superseded = [existing] + [
            f
            for f in others
            if single
            and f.role is FactRole.CURRENT
            and f.uid != existing.uid
            and _same_scope(f.scope, new.scope)
        ]
        completed = [
            f
            for f in others
            if f.role is FactRole.TRANSITION
            and f.uid != existing.uid
            and normalise_value(f.value) == normalise_value(new.value)
        ]
        role_changes, close, edges = _replace_plan(new.uid, superseded, completed, new.valid_from)
        keeps = {FactRole.COEXISTING, FactRole.SCOPED_EXCEPTION}
        role = existing.role if existing.role in keeps else FactRole.CURRENT
        return human(role, edges, role_changes, close)
    if relation is Relation.DUPLICATE:
        assert existing is not None
        return human(existing.role)
    if relation is Relation.UNRELATED:
        holds_current = any(f.role is FactRole.CURRENT for f in others)
        return human(FactRole.COEXISTING if single and holds_current else FactRole.CURRENT)
    role, edge = {
        Relation.EVOLVES_TO: (FactRole.TRANSITION, EdgeType.EVOLVES_TO),
        Relation.COEXISTS_WITH: (FactRole.COEXISTING, EdgeType.COEXISTS_WITH),
        Relation.SCOPED_EXCEPTION: (FactRole.SCOPED_EXCEPTION, EdgeType.COEXISTS_WITH),
    }[relation]
    if existing is None:
        return human(role)
    # A transition evolves from the old state; the others point from the new fact.
    src, dst = (existing.uid, new.uid) if edge is EdgeType.EVOLVES_TO else (new.uid, existing.uid)
    return human(role, [PlannedEdge(edge, src, dst)])
