"""Input limits checked at the edge, before anything reaches the extractor or Neo4j.

Each function returns the problems it finds as readable strings naming the field (empty when
the value is fine), so a batch reports every bad field at once and nothing is stored. Pure.

The limits keep values inside what Neo4j and the driver accept (an indexed property must be
small, text must be valid UTF-8, numbers finite) and bound what one request can make the
service store.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from datetime import datetime

MAX_ID_BYTES = 256  # idempotency keys, session ids, external ids, speakers, sources
MAX_FIELD_BYTES = 4096  # a structured fact's subject, attribute, value, scope
EARLIEST_YEAR, LATEST_YEAR = 1900, 2200
MAX_METADATA_DEPTH = 8
MAX_METADATA_BYTES = 16 * 1024
MAX_JSON_DEPTH = 64  # a whole GraphQL request body


def unicode_problem(name: str, text: str) -> list[str]:
    """A lone surrogate (from JSON "\\ud800") is not text Neo4j can store."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return [f"{name}: not valid Unicode (a lone surrogate)"]
    return []


def text_problems(name: str, value: object, max_bytes: int) -> list[str]:
    """`value` (optional) is valid Unicode text of at most `max_bytes` UTF-8 bytes."""
    if value is None:
        return []
    if not isinstance(value, str):
        return [f"{name}: not text"]
    problems = unicode_problem(name, value)
    size = len(value.encode("utf-8")) if not problems else 0
    if size > max_bytes:
        problems.append(f"{name}: {size} bytes exceeds the limit of {max_bytes}")
    return problems


def time_problems(name: str, when: object) -> list[str]:
    """A timezone-aware date-time between `EARLIEST_YEAR` and `LATEST_YEAR`."""
    if not isinstance(when, datetime):
        return [f"{name}: not a date-time"]
    if when.tzinfo is None or when.utcoffset() is None:
        return [f"{name}: needs a timezone offset"]
    if not EARLIEST_YEAR <= when.year <= LATEST_YEAR:
        return [f"{name}: year {when.year} is outside {EARLIEST_YEAR}-{LATEST_YEAR}"]
    return []


def number_problems(name: str, value: object, low: float, high: float) -> list[str]:
    """A finite number in [low, high]."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return [f"{name}: not a number"]
    if not math.isfinite(value) or not low <= value <= high:
        return [f"{name}: must be a finite number in [{low:g}, {high:g}]"]
    return []


def vector_problems(name: str, vector: Sequence[object] | None, dimensions: int) -> list[str]:
    if vector is None:
        return []
    if len(vector) != dimensions:
        return [f"{name}: {len(vector)} dimensions, expected {dimensions}"]
    if not all(isinstance(v, int | float) and math.isfinite(v) for v in vector):
        return [f"{name}: every component must be a finite number"]
    return []


def json_depth(value: object) -> int:
    """Nesting depth of a JSON-like value (a scalar is 0), without recursion."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(item, dict):
            stack += [(v, depth + 1) for v in item.values()]
        elif isinstance(item, list):
            stack += [(v, depth + 1) for v in item]
    return deepest


def metadata_problems(name: str, metadata: object) -> list[str]:
    """An episode's metadata: a JSON object of bounded depth and size, finite numbers, text
    keys and values in valid Unicode."""
    if metadata is None:
        return []
    if not isinstance(metadata, dict):
        return [f"{name}: must be a JSON object"]
    if json_depth(metadata) > MAX_METADATA_DEPTH:
        return [f"{name}: nested deeper than {MAX_METADATA_DEPTH} levels"]
    try:
        encoded = json.dumps(metadata, allow_nan=False, ensure_ascii=False).encode("utf-8")
    except (TypeError, UnicodeEncodeError):  # UnicodeEncodeError is a ValueError: first
        return [f"{name}: only JSON values in valid Unicode"]
    except ValueError:
        return [f"{name}: numbers must be finite (no NaN or Infinity)"]
    if len(encoded) > MAX_METADATA_BYTES:
        return [f"{name}: {len(encoded)} bytes exceeds the limit of {MAX_METADATA_BYTES}"]
    return []


def case_problems(name: str, kind: object, trigger: object, outcome: object) -> list[str]:
    """A case's fields: `kind` "case" or "message" (None: a trigger or an outcome makes it a
    case), a case has a non-empty trigger, a message has neither trigger nor outcome, and
    the trigger and the outcome's texts are within bounds."""
    is_case = (
        str(getattr(kind, "value", kind)) == "case"
        if kind is not None
        else (trigger is not None or outcome is not None)
    )
    problems = text_problems(f"{name}.trigger", trigger, MAX_FIELD_BYTES)
    if is_case and not (isinstance(trigger, str) and trigger.strip()):
        problems.append(f"{name}.trigger: a case needs a trigger (what led to it)")
    if not is_case and (trigger is not None or outcome is not None):
        problems.append(f"{name}: only a case has a trigger or an outcome (kind CASE)")
    if outcome is not None:
        problems += outcome_problems(f"{name}.outcome", outcome)
    return problems


def outcome_problems(name: str, outcome: object) -> list[str]:
    """An outcome's result and lesson are text within bounds."""
    return [
        *text_problems(f"{name}.result", getattr(outcome, "result", None), MAX_FIELD_BYTES),
        *text_problems(f"{name}.lesson", getattr(outcome, "lesson", None), MAX_FIELD_BYTES),
    ]
