"""Entity kinds: the kind of a value a reading names, from its slot and its NER label. Pure.

Name keys live on the ground floor (`graph.keys.entity_key`).
"""

from __future__ import annotations

from graph.vocabulary import value_kind

# spaCy NER labels -> the kinds the extractors give the names they find.
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
