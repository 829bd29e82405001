"""The evidence packet and how ranked facts are packed into its blocks (DESIGN.md: read path, 5).

The dataclasses mirror the GraphQL `EvidencePacket` contract. `assemble` is pure: it puts each
ranked fact in the block of its role and collects the verbatim episodes the facts came from.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from extract.lexicon import NEGATORS
from graph.types import Cardinality, Episode, Fact, FactRole, SlotSpec
from recall.cases import CaseItem
from recall.rank import ScoredFact
from recall.view import StateView


@dataclass
class EvidenceItem:
    """One packet item: a fact (with `episode` None) or a verbatim episode (with `fact` None)."""

    fact: Fact | None
    episode: Episode | None
    score: float
    why: str


@dataclass
class CausalLinkView:
    """One CAUSES edge as shown in a packet, with the episode that stated it if known."""

    cause: Fact
    effect: Fact
    episode: Episode | None = None
    reason: str | None = None


@dataclass
class CausalChain:
    """Causal links in order: each link's effect is normally the next link's cause."""

    links: list[CausalLinkView] = field(default_factory=list)


@dataclass
class Blocks:
    """The state-labelled blocks of a packet, each best first."""

    current: list[EvidenceItem] = field(default_factory=list)
    historical: list[EvidenceItem] = field(default_factory=list)
    transition: list[EvidenceItem] = field(default_factory=list)
    ambiguous: list[EvidenceItem] = field(default_factory=list)
    episodes: list[EvidenceItem] = field(default_factory=list)


@dataclass
class EvidencePacket:
    """What `evidence(query, …)` returns: the blocks, causal chains, prompt and trace."""

    query: str
    view: StateView
    view_reason: str
    as_of: datetime | None = None
    known_at: datetime | None = None
    current: list[EvidenceItem] = field(default_factory=list)
    historical: list[EvidenceItem] = field(default_factory=list)
    transition: list[EvidenceItem] = field(default_factory=list)
    ambiguous: list[EvidenceItem] = field(default_factory=list)
    episodes: list[EvidenceItem] = field(default_factory=list)
    causal_chains: list[CausalChain] = field(default_factory=list)
    cases: list[CaseItem] = field(default_factory=list)  # when the question asks (recall.cases)
    prompt: str = ""
    token_estimate: int = 0
    trace: dict[str, object] = field(default_factory=dict)
    support: str = "strong"  # strong | weak | none (recall.support)
    support_reason: str = ""

    @property
    def no_evidence(self) -> bool:
        """True when nothing in memory supports an answer (support "none")."""
        return self.support == "none"


# Block of each role; retracted facts have none. Conflicting current facts go to "ambiguous".
ROLE_BLOCK: Mapping[FactRole, str] = {
    FactRole.CURRENT: "current",
    FactRole.COEXISTING: "current",
    FactRole.SCOPED_EXCEPTION: "current",
    FactRole.HISTORICAL: "historical",
    FactRole.TRANSITION: "transition",
    FactRole.PENDING_REVIEW: "ambiguous",
}


# A negation a few words before a value, in its part of the statement: "Not bothering with
# the Nothing Phone after all", "计划有变，不把钱转到Lloyds了", "最后没换Octopus".
_DENIED_JUST_BEFORE = re.compile(
    # at most three words between, none of them joining a second clause ("stopped being
    # vegan and went pescatarian" denies the old value, not the new one)
    rf"(?:{NEGATORS.pattern}|(?<![\w])no(?![\w]))"
    r"(?:\s+(?!(?:and|but|so|then)\b)[\w'’-]+){0,3}\s+$"
    r"|[不没别][^\s,.;:!?，。；：！？]{0,8}$",
    re.IGNORECASE,
)


def denied_by_its_statement(fact: Fact) -> bool:
    """Whether the statement a fact was read from denies its value ("No, not switching to
    Lloyds after all"): waiting for review, such a value is no rival to the held one. Pure."""
    at = fact.text.casefold().find(fact.value.casefold())
    return at > 0 and _DENIED_JUST_BEFORE.search(fact.text[:at]) is not None


def conflicting(scored: Sequence[ScoredFact], slot_specs: Mapping[str, SlotSpec]) -> dict[str, str]:
    """Fact uid → explanation, for current facts of a single-valued slot that share it with
    another current fact, or with a later value pending review.

    A slot is (subject, attribute, scope); an attribute is single-valued when `slot_specs`
    says so (unknown attributes are multi-valued, as in the vocabulary). Facts linked by
    COEXISTS_WITH have role coexisting, so two `current` facts in one such slot conflict.
    """
    slots: dict[tuple[str, str, str | None], list[Fact]] = defaultdict(list)
    for item in scored:
        fact = item.fact
        spec = slot_specs.get(fact.attribute)
        if fact.role is FactRole.CURRENT and spec and spec.cardinality is Cardinality.SINGLE:
            slots[(fact.subject, fact.attribute, fact.scope)].append(fact)
    found: dict[str, str] = {}
    for (subject, attribute, _), facts in slots.items():
        if len(facts) > 1:
            for fact in facts:
                found[fact.uid] = (
                    f"conflicting: {len(facts)} current facts in single-valued slot "
                    f"{subject} · {attribute}"
                )
    # A later value of the slot that waits for review may have replaced the current one: until
    # a person decides, neither stands alone as the present. Not a value the slot already left
    # ("Clydesdale Bank sent me a letter about an account I closed"): that one is more likely
    # told about than returned to, and it waits in `ambiguous` on its own.
    left = {
        (f.subject, f.attribute, f.scope, f.value.casefold())
        for f in (item.fact for item in scored)
        if f.role is FactRole.HISTORICAL
    }
    for item in scored:
        later = item.fact
        if later.role is not FactRole.PENDING_REVIEW or denied_by_its_statement(later):
            continue
        if (later.subject, later.attribute, later.scope, later.value.casefold()) in left:
            continue
        for fact in slots.get((later.subject, later.attribute, later.scope), ()):
            # the same value restated replaces nothing
            if (
                fact.uid not in found
                and later.valid_from > fact.valid_from
                and later.value.casefold() != fact.value.casefold()
            ):
                found[fact.uid] = (
                    f"conflicting: a later value {later.value!r} awaits review in "
                    f"single-valued slot {later.subject} · {later.attribute}"
                )
    return found


def kept_items(scored: Sequence[ScoredFact], max_items: int) -> list[ScoredFact]:
    """The facts a packet keeps: the best `max_items` that belong to a block."""
    return [item for item in scored if item.fact.role in ROLE_BLOCK][: max(max_items, 0)]


def assemble(
    scored: Sequence[ScoredFact],
    episodes_by_fact: Mapping[str, Sequence[Episode]],
    max_items: int,
    slot_specs: Mapping[str, SlotSpec] | None = None,
) -> Blocks:
    """Pack ranked facts (best first) into blocks by role, keeping the best `max_items`.

    - current, coexisting, scoped exception → `current` (the fact's role labels it);
    - historical → `historical`; transition → `transition`;
    - pending review, conflicting (see `conflicting`) or in doubt (`ScoredFact.doubt`) →
      `ambiguous`;
    - retracted → nowhere.

    Conflicts are found among all of `scored`, before the cut, so a kept fact whose rival was
    cut is still flagged. `episodes` holds the verbatim sources of the kept facts, each once,
    in the order of the first (best) fact citing it, scored as that fact.
    """
    conflicts = conflicting(scored, slot_specs or {})
    blocks = Blocks()
    cited: dict[str, tuple[Episode, float, list[str]]] = {}
    for item in kept_items(scored, max_items):
        fact = item.fact
        why = "; ".join(item.why)
        doubt = conflicts.get(fact.uid) or item.doubt
        if doubt:
            block = "ambiguous"
            why = f"{doubt}; {why}" if why else doubt
        else:
            block = ROLE_BLOCK[fact.role]
        getattr(blocks, block).append(EvidenceItem(fact, None, item.score, why))
        for episode in episodes_by_fact.get(fact.uid, ()):
            if episode.uid not in cited:
                cited[episode.uid] = (episode, item.score, [])
            cited[episode.uid][2].append(fact.uid)
    for episode, score, fact_uids in cited.values():
        blocks.episodes.append(
            EvidenceItem(None, episode, score, "source of " + ", ".join(fact_uids))
        )
    return blocks
