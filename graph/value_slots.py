"""Which vocabulary slots a value holds across a tenant: "Nexus" is two people's employer, so
"New job! I'm at Nexus now" is an employer, not a slot minted from Nexus. The resolver anchors
open statements by it (`resolver.anchor`); the read path settles open slots by it
(`recall.rank.settle_open_slots`). One indexed read (cypher/slots/value_slots.cypher)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from neo4j import ManagedTransaction

from graph.db import run
from graph.vocabulary import load_entries

# A value's slot learnt from the tenant wins when it holds the value for at least this many
# times as many subjects as any other slot does.
VALUE_SLOT_MARGIN = 2
# Only readings this sure teach a value's slot (the resolver's trusted write): a clause model's
# guess ("我们家电和燃气是Kielder Power的" read as a car) would spread to everyone who names it.
VALUE_SLOT_MIN_CONFIDENCE = 0.6
# The read path takes a value's slot from the tenant only when that many subjects hold it
# there: one subject's misread ("Beaumont Ward" as a home) would end the asked slot's value.
READ_MIN_SUBJECTS = 2

# (value, attribute, subjects) of a vocabulary slot holding or having held a value
# for anyone in the tenant (`value_slots`)
ValueSlotCount = tuple[str, str, int]


@dataclass
class ValueSlots:
    """Which vocabulary slots hold each value across the tenant, by folded value. Counts
    subjects per slot."""

    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    _seen: set[tuple[str, str, str]] = field(default_factory=set)

    @classmethod
    def of(cls, rows: Iterable[ValueSlotCount]) -> ValueSlots:
        slots = cls()
        for value, attribute, subjects in rows:
            slots.add(value, attribute, subjects)
        return slots

    def add(self, value: str, attribute: str, subjects: int = 1, subject: str = "") -> None:
        key = (value.casefold(), attribute, subject.casefold())
        if subject and key in self._seen:
            return
        self._seen.add(key)
        by_slot = self.counts.setdefault(value.casefold(), {})
        by_slot[attribute] = by_slot.get(attribute, 0) + subjects

    def slot_of(self, value: str, min_subjects: int = 1) -> str | None:
        """The slot holding `value` for clearly the most subjects (`VALUE_SLOT_MARGIN`), and
        for at least `min_subjects`."""
        ranked = sorted(self.counts.get(value.casefold(), {}).items(), key=lambda kv: -kv[1])
        if not ranked or (len(ranked) > 1 and ranked[0][1] < VALUE_SLOT_MARGIN * ranked[1][1]):
            return None
        if ranked[0][1] < min_subjects:
            return None
        return ranked[0][0]

    def slots_of(self, values: Iterable[str], min_subjects: int = 1) -> dict[str, str]:
        """Folded value -> its slot (`slot_of`), for the values that have one."""
        return {v.casefold(): slot for v in values if (slot := self.slot_of(v, min_subjects))}


def value_slots(tx: ManagedTransaction, tenant: str, values: Sequence[str]) -> list[ValueSlotCount]:
    """(value, attribute, subjects) of the vocabulary slots holding or having held each of
    `values` for anyone in `tenant`."""
    rows = run(tx, "slots/value_slots", tenant=tenant, values=list(values),
               attributes=sorted(load_entries()),
               min_confidence=VALUE_SLOT_MIN_CONFIDENCE)  # fmt: skip
    return [(r["value"], r["attribute"], r["subjects"]) for r in rows]
