"""Temperature of a fact: how recently and how often it is used (DESIGN.md: read path, 4).

The last touch is the later of `last_accessed` and `recorded_at` (a fact never read is as
fresh as its recording). With `age` = now − last touch:

| temperature | rule | weight |
|---|---|---|
| hot | age ≤ 7 days, or access_count ≥ 10 and age ≤ 30 days | 1.0 |
| warm | age ≤ 30 days | 0.85 |
| cool | age ≤ 180 days | 0.6 |
| frozen | older | 0.3 |

Frozen facts are left out of recall unless asked for; the weight only orders the others.
"""

from __future__ import annotations

import enum
from datetime import datetime, timedelta


class Temperature(str, enum.Enum):
    HOT = "hot"
    WARM = "warm"
    COOL = "cool"
    FROZEN = "frozen"


HOT_WITHIN = timedelta(days=7)
FREQUENT_ACCESSES = 10  # this many accesses keep a fact hot for up to WARM_WITHIN
WARM_WITHIN = timedelta(days=30)
COOL_WITHIN = timedelta(days=180)

TEMPERATURE_WEIGHT: dict[Temperature, float] = {
    Temperature.HOT: 1.0,
    Temperature.WARM: 0.85,
    Temperature.COOL: 0.6,
    Temperature.FROZEN: 0.3,
}


def temperature(
    last_accessed: datetime | None,
    access_count: int,
    recorded_at: datetime,
    now: datetime,
) -> Temperature:
    """The temperature of a fact at `now`, by the thresholds in the module docstring."""
    last_touch = recorded_at if last_accessed is None else max(last_accessed, recorded_at)
    age = max(now - last_touch, timedelta(0))  # a touch "in the future" (clock skew) is fresh
    if age <= HOT_WITHIN or (access_count >= FREQUENT_ACCESSES and age <= WARM_WITHIN):
        return Temperature.HOT
    if age <= WARM_WITHIN:
        return Temperature.WARM
    if age <= COOL_WITHIN:
        return Temperature.COOL
    return Temperature.FROZEN
