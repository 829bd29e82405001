"""A provider shown by its use: "Monzo app pinged me", "EDF sent us a smart meter reading",
"paid with the Loch Ness Credit Union card", "got a credit back from OVO", "an E.ON Next
email saying we're in credit", "义卖的钱一到账Starling就提醒我了". Whoever a bank, an energy
supplier or a mobile network writes to, bills or credits is its customer, though the line
never says "I bank with". Only a name the vocabulary knows as a provider, or marks as one
("… Credit Union"), counts: "Tom sent me a link" names none. Pure."""

from __future__ import annotations

import re
from dataclasses import dataclass

from graph.vocabulary import known_value, slot_marked_by

# Slots whose values write to, bill and credit their customers.
PROVIDER_SLOTS = ("bank", "home_energy", "mobile_carrier")

# A name as written: capitalised words, a dot or "+" inside ("E.ON Next"), up to five words.
_NAME = (
    r"(?P<V>(?-i:[A-Z0-9][\w'’&+]*(?:\.[\w'’&+]+)*(?:\s+[A-Z0-9][\w'’&+]*(?:\.[\w'’&+]+)*){0,4}))"
)
_TO_US = r"(?:me|us)\b"
_ENGLISH = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        # "Monzo app pinged me", "EDF sent us a smart meter reading", "British Gas emailed me"
        _NAME + r"(?:\s+app)?\s+(?:just\s+|finally\s+|has\s+|have\s+)?"
        r"(?:pinged|buzzed|notified|sent|emailed|texted|billed|charged|refunded|credited|"
        r"paid)\s+" + _TO_US,
        # "got a credit back from OVO", "a refund from Octopus"
        r"\b(?:credit|refund|rebate|bill|statement|letter|text|notification)\s+(?:back\s+)?"
        r"from\s+(?:the\s+)?" + _NAME,
        # "paid for the pies with the Loch Ness Credit Union card", "on my Starling card"
        r"\b(?:with|on|using|from)\s+(?:the|my|our)\s+" + _NAME + r"\s+(?:card|debit card|app)\b",
        # "Got an E.ON Next email saying we're in credit"
        r"\b(?:an?|the|my|our)\s+" + _NAME + r"\s+(?:email|letter|text|bill|statement|"
        r"notification)\s+(?:saying|says|said|to say|telling)\b",
    )
)
_CHINESE = tuple(
    re.compile(p)
    for p in (
        # "义卖的钱一到账Starling就提醒我了", "Octopus给我发了账单"
        r"(?P<V>[A-Za-z0-9][A-Za-z0-9_.&+’' -]{0,40}?)\s*(?:的?(?:app|App|APP))?\s*"
        r"(?:就|又|刚|马上)?"
        r"(?:提醒(?:了)?我|通知(?:了)?我|给我(?:们)?(?:发|寄|退))",
    )
)
# What makes the use another's or not real: a wish, a condition, someone else's card.
_NOT_OWN = re.compile(
    r"\b(?:if|would|could|might|should|wish|never|not|didn['’]t|doesn['’]t|don['’]t|"
    r"his|her|their|mum['’]s|dad['’]s)\b|如果|要是|没有?|不是|他的|她的",
    re.IGNORECASE,
)


# How far before a use a wish or a denial still bears on it.
_LEAD = 40


@dataclass(frozen=True)
class ProviderUse:
    """A provider (`value`, canonical where the vocabulary knows it) of `attribute`, shown by
    its use at `start` in the clause."""

    start: int
    attribute: str
    value: str
    # The provider wrote to the speaker ("EDF sent us …"): theirs, whoever the sentence's
    # subject is.
    to_speaker: bool = False


def _provider(name: str) -> tuple[str, str] | None:
    """(slot, canonical value) of a provider's name, dropping a leading "The"."""
    for candidate in (name, re.sub(r"^(?:The|the)\s+", "", name)):
        for attribute in PROVIDER_SLOTS:
            if (value := known_value(attribute, candidate)) is not None:
                return attribute, value
        if slot_marked_by(candidate) in PROVIDER_SLOTS:
            return str(slot_marked_by(candidate)), candidate
    return None


def provider_uses(clause: str, chinese: bool = False) -> list[ProviderUse]:
    """The providers `clause` shows its speaker using (module docstring), in order."""
    found: list[ProviderUse] = []
    for k, pattern in enumerate(_CHINESE if chinese else _ENGLISH):
        for m in pattern.finditer(clause):
            if _NOT_OWN.search(clause[max(0, m.start() - _LEAD) : m.end()]):
                continue  # "If EDF sent us a refund …" (not "…, not bad" after it)
            provider = _provider(m["V"].strip())
            if provider is not None and all(u.value != provider[1] for u in found):
                found.append(ProviderUse(m.start("V"), *provider, to_speaker=k == 0))
    return sorted(found, key=lambda u: u.start)
