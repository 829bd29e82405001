"""Entity names: normalisation, alias keys, per-tenant alias resolution, kind correction.

Pure and in memory; the graph layer persists what `EntityResolver` learns.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from graph.keys import entity_key
from graph.vocabulary import value_kind

# spaCy NER labels -> entity kinds of the graph.
NER_KINDS = {
    "PERSON": "person",
    "ORG": "organisation",
    "GPE": "place",
    "LOC": "place",
    "FAC": "place",
    "NORP": "group",
    "PRODUCT": "product",
    "LANGUAGE": "language",
    "EVENT": "event",
    "WORK_OF_ART": "thing",
    "DATE": "time",
}


def entity_kind(attribute: str | None, ner_label: str | None = None) -> str:
    """The kind of a value entity: the slot's value kind wins over the NER label
    (an employer is an organisation even when spaCy says GPE)."""
    slot_kind = value_kind(attribute) if attribute else None
    if slot_kind and slot_kind != "thing":
        return slot_kind
    if ner_label and ner_label in NER_KINDS:
        return NER_KINDS[ner_label]
    return slot_kind or "thing"


@dataclass
class EntityResolver:
    """One tenant's alias table: every alias key points at a canonical name."""

    tenant: str
    _canonical: dict[str, str] = field(default_factory=dict)  # key -> canonical name
    _kinds: dict[str, str] = field(default_factory=dict)  # canonical name -> kind
    _aliases: dict[str, set[str]] = field(default_factory=dict)  # canonical -> surface names

    def resolve(self, name: str) -> str | None:
        """The canonical name `name` is an alias of, or None if unseen."""
        return self._canonical.get(entity_key(name))

    def add(self, name: str, kind: str | None = None) -> str:
        """Register `name` (or find its canonical form); returns the canonical name.

        The first spelling seen becomes canonical. A more specific kind replaces "thing".
        """
        key = entity_key(name)
        canonical = self._canonical.setdefault(key, name.strip())
        self._aliases.setdefault(canonical, set()).add(name.strip())
        if kind and self._kinds.get(canonical, "thing") == "thing":
            self._kinds[canonical] = kind
        return canonical

    def alias(self, alias: str, canonical: str) -> str:
        """Declare `alias` a name of `canonical` (registered if new); returns the canonical."""
        target = self.add(canonical)
        self._canonical[entity_key(alias)] = target
        self._aliases[target].add(alias.strip())
        return target

    def kind(self, name: str) -> str:
        canonical = self.resolve(name)
        return self._kinds.get(canonical, "thing") if canonical else "thing"

    def aliases(self, name: str) -> frozenset[str]:
        """Every surface name seen for the entity `name` resolves to."""
        canonical = self.resolve(name)
        return frozenset(self._aliases.get(canonical, ())) if canonical else frozenset()
