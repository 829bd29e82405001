"""Keys of the ground floor: an entity name's match key and a slot's key (one slot per subject,
attribute and tenant). The extractors, the resolver and recall all key by these."""

from __future__ import annotations

import re
import unicodedata

# Corporate suffixes: "Alibaba Group", "Acme Inc." and "Acme" name the same organisation.
_SUFFIXES = re.compile(
    r"(?:[\s,]+(?:group|holdings?|inc|incorporated|ltd|limited|llc|plc|gmbh|ag|sa|co|corp|"
    r"corporation|company|technologies|technology|labs?))+$"
)
# A tenant's name: it names the tenant's search labels and indexes (graph/search.py), so it
# is checked in full (no trailing newline, which `$` would let through).
_TENANT_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]{0,63}")


def is_tenant_name(name: object) -> bool:
    """Whether `name` is a valid tenant name: a letter or digit, then up to 63 letters,
    digits, '_', '.' or '-'."""
    return isinstance(name, str) and _TENANT_NAME.fullmatch(name) is not None


_ZH_SUFFIXES = re.compile(r"(?:股份有限公司|有限责任公司|有限公司|集团|公司|科技)+$")
_PUNCT = re.compile(r"[^\w\s+#&]")  # keep "C++", "C#", "AT&T"


def normalise_entity_name(name: str) -> str:
    """Case-, punctuation- and suffix-insensitive form: "Alibaba Group Ltd." -> "alibaba"."""
    text = unicodedata.normalize("NFKC", name).casefold().strip()
    text = re.sub(r"^the\s+", "", text)
    text = re.sub(r"\.(?=\s|$)", "", text)  # "Co." -> "co"; keeps "node.js" intact
    text = _SUFFIXES.sub("", text)
    text = _ZH_SUFFIXES.sub("", text) or text
    text = " ".join(_PUNCT.sub(" ", text).split())
    return text or " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def entity_key(name: str) -> str:
    """Match key of a name: normalised with spaces and dots removed ("VS Code" ~ "vscode")."""
    return re.sub(r"[\s.\-_]", "", normalise_entity_name(name))


def subject_key(subject: str) -> str:
    """A subject's key: the first part of each of its slots' keys."""
    return entity_key(subject) or subject.strip().casefold()


def slot_key(subject: str, attribute: str) -> str:
    """The slot key: normalised subject + attribute (one slot per pair and tenant)."""
    return f"{subject_key(subject)}::{attribute}"


def trigger_key(trigger: str) -> str:
    """A case trigger's match key: cases with the same key are tries of the same thing."""
    return normalise_entity_name(trigger)
