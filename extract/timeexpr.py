"""Time expressions in English and Chinese, resolved against the episode's time.

Rules, not dateparser: dateparser misses "last June", "上周三" and "三年前", and its relative
parsing is slower than these patterns. A named period ("in 2019", "last June", "yesterday")
gives `valid_from` at its start and `valid_until` at its end; a point or an open start
("two weeks ago", "since March") leaves `valid_until` empty. Every datetime is UTC-aware.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import cache

__all__ = ["TimeResolution", "resolve_time", "as_utc"]


@dataclass(frozen=True)
class TimeResolution:
    """When a sentence's fact holds.

    - `expression`: the text understood (None when the sentence has no time expression).
    - `confident`: False only when a time-looking phrase was not understood.
    - `future`: the expression points after the episode (an intent, not a state).
    - `since`: the expression opens a period that is still running.
    """

    valid_from: datetime
    valid_until: datetime | None
    expression: str | None
    confident: bool
    future: bool = False
    since: bool = False  # an open start ("since March", "从去年开始"), not a bounded period


def as_utc(moment: datetime) -> datetime:
    """A UTC-aware copy; naive datetimes are read as UTC."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


# --- calendar arithmetic -------------------------------------------------------------------


def _day(moment: datetime, offset: int = 0) -> datetime:
    start = moment.replace(hour=0, minute=0, second=0, microsecond=0)
    return start + timedelta(days=offset)


def _month(year: int, month: int, offset: int = 0) -> datetime:
    index = year * 12 + (month - 1) + offset
    return datetime(index // 12, index % 12 + 1, 1, tzinfo=UTC)


def _year(year: int) -> datetime:
    return datetime(year, 1, 1, tzinfo=UTC)


def _week(moment: datetime, offset: int = 0) -> datetime:
    return _day(moment, -moment.weekday() + 7 * offset)


def _shift_months(moment: datetime, months: int) -> datetime:
    first = _month(moment.year, moment.month, months)
    # Clamp the day: "a month ago" on 31 March is the end of February.
    last_day = (_month(first.year, first.month, 1) - timedelta(days=1)).day
    return _day(first.replace(day=min(moment.day, last_day)))


Span = tuple[datetime, datetime | None, bool]  # valid_from, valid_until, future


def _period(start: datetime, end: datetime, now: datetime) -> Span:
    return start, end, start > now


# --- vocabulary ----------------------------------------------------------------------------

_MONTHS = {
    name: i + 1
    for i, names in enumerate(
        [
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ]
    )
    for name in names
}
_WEEKDAYS = {
    d: i
    for i, d in enumerate(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    )
}
_EN_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "a couple of": 2,
    "couple of": 2,
    "three": 3,
    "a few": 3,
    "few": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "fifteen": 15,
    "twenty": 20,
    "thirty": 30,
}
_ZH_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5}
_ZH_DIGITS |= {"六": 6, "七": 7, "八": 8, "九": 9}
_ZH_WEEKDAYS = {"一": 0, "二": 1, "三": 2, "四": 3, "五": 4, "六": 5, "日": 6, "天": 6}

_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))
_WEEKDAY_RE = "|".join(_WEEKDAYS)
_EN_NUM_RE = "|".join(sorted(_EN_NUMBERS, key=len, reverse=True)) + r"|\d+"
_ZH_NUM_RE = r"[零一二两三四五六七八九十]+|\d+"


def _en_number(text: str) -> int:
    text = text.lower()
    return int(text) if text.isdigit() else _EN_NUMBERS[text]


def zh_number(text: str) -> int:
    """Parse a small Chinese or Arabic numeral ("三", "十二", "两", "25")."""
    if text.isdigit():
        return int(text)
    if "十" in text:
        tens, _, ones = text.partition("十")
        return (_ZH_DIGITS.get(tens, 1) if tens else 1) * 10 + (_ZH_DIGITS.get(ones, 0))
    return _ZH_DIGITS[text]


def _unit_shift(now: datetime, unit: str, amount: int) -> datetime:
    """`now` moved by `amount` units (negative is the past); units in English or Chinese."""
    unit = unit.lower().rstrip("s")
    if unit in ("day", "天", "日"):
        return _day(now, amount)
    if unit in ("week", "周", "个星期", "星期", "个礼拜", "礼拜"):
        return _day(now, 7 * amount)
    if unit in ("month", "个月", "月"):
        return _shift_months(now, amount)
    if unit in ("year", "年"):
        return _shift_months(now, 12 * amount)
    if unit in ("hour", "小时", "个小时"):
        return now + timedelta(hours=amount)
    raise ValueError(unit)


def _named_month(now: datetime, month: int, which: str) -> tuple[datetime, datetime]:
    """A month named without a year: last (strictly before), next (strictly after), or the
    most recent one not after `now` ("in March", "since March", "this March")."""
    if which == "last":
        year = now.year if month < now.month else now.year - 1
    elif which == "next":
        year = now.year if month > now.month else now.year + 1
    elif which == "this":
        year = now.year
    else:
        year = now.year if month <= now.month else now.year - 1
    start = _month(year, month)
    return start, _month(year, month, 1)


# --- English rules -------------------------------------------------------------------------

Handler = Callable[[re.Match[str], datetime], Span]


def _en_rules() -> list[tuple[str, Handler]]:
    def relative_day(offset: int) -> Handler:
        return lambda m, now: _period(_day(now, offset), _day(now, offset + 1), now)

    def ago(m: re.Match[str], now: datetime) -> Span:
        return _unit_shift(now, m["unit"], -_en_number(m["n"])), None, False

    def later(m: re.Match[str], now: datetime) -> Span:
        if _looks_back(m.string[: m.start()], m["unit"]):
            raise ValueError("a span looking back, not a time ahead")
        return _unit_shift(now, m["unit"], _en_number(m["n"])), None, True

    def relative_period(m: re.Match[str], now: datetime) -> Span:
        offset = {"last": -1, "past": -1, "this": 0, "next": 1}[m["which"].lower()]
        unit = m["unit"].lower()
        if unit == "week":
            start = _week(now, offset)
            return _period(start, start + timedelta(days=7), now)
        if unit == "weekend":
            start = _week(now, offset) + timedelta(days=5)
            return _period(start, start + timedelta(days=2), now)
        if unit == "month":
            start = _month(now.year, now.month, offset)
            return _period(start, _month(start.year, start.month, 1), now)
        start = _year(now.year + offset)
        return _period(start, _year(start.year + 1), now)

    def relative_weekday(m: re.Match[str], now: datetime) -> Span:
        which = (m["which"] or "on").lower()
        weekday = _WEEKDAYS[m["weekday"].lower()]
        if which in ("last", "next", "this"):
            offset = {"last": -1, "this": 0, "next": 1}[which]
            start = _week(now, offset) + timedelta(days=weekday)
        else:  # "on Tuesday": the most recent one before today
            back = (now.weekday() - weekday) % 7 or 7
            start = _day(now, -back)
        return _period(start, start + timedelta(days=1), now)

    def named_month(m: re.Match[str], now: datetime) -> Span:
        month = _MONTHS[m["month"].lower()]
        if m["year"]:
            start = _month(int(m["year"]), month)
            return _period(start, _month(start.year, month, 1), now)
        which = (m["which"] or "").lower()
        start, end = _named_month(now, month, which)
        return _period(start, end, now)

    def month_day(m: re.Match[str], now: datetime) -> Span:
        month = _MONTHS[m["month"].lower()]
        year = int(m["year"]) if m["year"] else now.year
        start = datetime(year, month, int(m["day"]), tzinfo=UTC)
        if not m["year"] and start > now:
            start = start.replace(year=year - 1)
        return _period(start, start + timedelta(days=1), now)

    def iso_date(m: re.Match[str], now: datetime) -> Span:
        start = datetime(int(m["y"]), int(m["mo"]), int(m["d"]), tzinfo=UTC)
        return _period(start, start + timedelta(days=1), now)

    def year(m: re.Match[str], now: datetime) -> Span:
        start = _year(int(m["year"]))
        return _period(start, _year(start.year + 1), now)

    def earlier_this(m: re.Match[str], now: datetime) -> Span:
        unit = m["unit"].lower()
        start = {"week": _week(now), "month": _month(now.year, now.month)}.get(unit)
        return (start or _year(now.year)), None, False

    def season(m: re.Match[str], now: datetime) -> Span:
        first = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}[m["season"]]
        year = now.year - 1 if m["which"].lower() == "last" or first > now.month else now.year
        if m["which"].lower() == "last" and first + 2 < now.month and first != 12:
            year = now.year
        start = _month(year, first)
        return _period(start, _month(year, first, 3), now)

    return [
        (r"the day before yesterday", relative_day(-2)),
        (r"the day after tomorrow", relative_day(2)),
        (r"yesterday|last night", relative_day(-1)),
        (r"today|tonight|this (?:morning|afternoon|evening)", relative_day(0)),
        (r"tomorrow", relative_day(1)),
        (rf"(?P<n>{_EN_NUM_RE}) (?P<unit>day|week|month|year|hour)s? ago", ago),
        (rf"in (?P<n>{_EN_NUM_RE}) (?P<unit>day|week|month|year)s?(?! ago)", later),
        (r"earlier this (?P<unit>week|month|year)", earlier_this),
        (r"(?P<which>last|this|next|past) (?P<unit>week(?:end)?|month|year)", relative_period),
        (rf"(?:(?P<which>last|next|this|on) )(?P<weekday>{_WEEKDAY_RE})", relative_weekday),
        (r"(?P<which>last|this) (?P<season>spring|summer|autumn|fall|winter)", season),
        (r"(?P<y>\d{4})-(?P<mo>\d{1,2})-(?P<d>\d{1,2})", iso_date),
        (
            rf"(?P<month>{_MONTH_RE})\.? (?P<day>\d{{1,2}})(?:st|nd|rd|th)?"
            rf"(?:,? (?P<year>\d{{4}}))?",
            month_day,
        ),
        (
            rf"(?:(?P<which>last|next|this|in|since|back in|during|early|late|of) )"
            rf"(?P<month>{_MONTH_RE})(?:,? (?P<year>\d{{4}}))?",
            named_month,
        ),
        (rf"(?P<month>{_MONTH_RE}) (?P<year>\d{{4}})", named_month),
        (r"(?:back in|in|since|during|around|until|by|of) (?P<year>(?:19|20)\d{2})", year),
        (r"(?P<year>(?:19|20)\d{2})(?= was| i | we )", year),
    ]


# "The first new-to-me car in ten years", "the best holiday in years", "haven't been in two
# weeks": "in <n> <units>" counts back to now, not forward from it. A first or a superlative
# only before years ("first shift in two weeks" is a plan), a negation only in the perfect
# ("can't wait to start in two weeks", "won't be there in two weeks" still look ahead).
_FIRST_IN_YEARS = re.compile(
    r"(?<![\w'’])(?:first|best|worst|longest|biggest|never)"
    r"(?:[\s-]+(?!(?:is|are|was|will|starts?|begins?|comes?|arrives?|due)\b)[\w-]+){1,4}\s+$",
    re.IGNORECASE,
)
_NOT_IN_SINCE = re.compile(
    r"(?<![\w'’])(?:haven['’]t|hasn['’]t|hadn['’]t|(?:have|has|had)\s+not|not\s+been)"
    r"(?:\s+[\w'’-]+){0,5}\s+$",
    re.IGNORECASE,
)


def _looks_back(before: str, unit: str) -> bool:
    return bool(_NOT_IN_SINCE.search(before)) or (
        unit.lower() == "year" and bool(_FIRST_IN_YEARS.search(before))
    )


# Phrases that look like time but that no rule resolves: the fact's time is uncertain.
_EN_VAGUE = re.compile(
    r"(?<![\w])(?:\w+ ago|the other day|a while back|a while ago|back then|some time back|"
    r"when i was (?:a \w+|young|little|in \w+)|since (?:then|i was|we were|childhood|forever|"
    r"i moved|we moved|i started|we started)|in my (?:twenties|thirties|teens|youth)|"
    r"years back|long ago)(?![\w])",
    re.IGNORECASE,
)

# --- Chinese rules -------------------------------------------------------------------------


def _zh_rules() -> list[tuple[str, Handler]]:
    def relative_day(offset: int) -> Handler:
        return lambda m, now: _period(_day(now, offset), _day(now, offset + 1), now)

    def relative_year(offset: int) -> Handler:
        return lambda m, now: _period(_year(now.year + offset), _year(now.year + offset + 1), now)

    def relative_month(offset: int) -> Handler:
        def handler(m: re.Match[str], now: datetime) -> Span:
            start = _month(now.year, now.month, offset)
            return _period(start, _month(start.year, start.month, 1), now)

        return handler

    def relative_week(m: re.Match[str], now: datetime) -> Span:
        offset = {"上上": -2, "上": -1, "这": 0, "本": 0, "下": 1}[m["which"]]
        start = _week(now, offset)
        if m["weekday"]:
            start += timedelta(days=_ZH_WEEKDAYS[m["weekday"]])
            return _period(start, start + timedelta(days=1), now)
        return _period(start, start + timedelta(days=7), now)

    def ago(m: re.Match[str], now: datetime) -> Span:
        amount = 6 if m["n"] == "半" else zh_number(m["n"])
        unit = "个月" if m["n"] == "半" else m["unit"]
        return _unit_shift(now, unit, -amount), None, False

    def later(m: re.Match[str], now: datetime) -> Span:
        return _unit_shift(now, m["unit"], zh_number(m["n"])), None, True

    def full_date(m: re.Match[str], now: datetime) -> Span:
        year = int(m["year"])
        if not m["month"]:
            return _period(_year(year), _year(year + 1), now)
        month = zh_number(m["month"])
        if not m["day"]:
            return _period(_month(year, month), _month(year, month, 1), now)
        start = datetime(year, month, zh_number(m["day"]), tzinfo=UTC)
        return _period(start, start + timedelta(days=1), now)

    def bare_month(m: re.Match[str], now: datetime) -> Span:
        month = zh_number(m["month"])
        if not 1 <= month <= 12:
            raise ValueError(month)
        start, end = _named_month(now, month, "")
        if m["day"]:
            start = start.replace(day=zh_number(m["day"]))
            end = start + timedelta(days=1)
        return _period(start, end, now)

    n = _ZH_NUM_RE
    return [
        (r"大前天", relative_day(-3)),
        (r"前天", relative_day(-2)),
        (r"昨[天晚日]", relative_day(-1)),
        (r"今[天早晚日]", relative_day(0)),
        (r"明[天早晚]", relative_day(1)),
        (r"后天", relative_day(2)),
        (r"前年", relative_year(-2)),
        (r"去年", relative_year(-1)),
        (r"今年", relative_year(0)),
        (r"明年", relative_year(1)),
        (r"后年", relative_year(2)),
        (r"上上个?月", relative_month(-2)),
        (r"上个?月", relative_month(-1)),
        (r"(?:这个|本)月", relative_month(0)),
        (r"下个?月", relative_month(1)),
        (
            r"(?P<which>上上|上|这|本|下)(?:个)?(?:周|星期|礼拜)(?P<weekday>[一二三四五六日天])?",
            relative_week,
        ),
        (rf"(?P<n>{n}|半)(?P<unit>年|个月|天|日|周|个星期|个礼拜|个?小时)(?:以|之)?前", ago),
        (rf"(?P<n>{n})(?P<unit>年|个月|天|周|个星期|个礼拜)(?:以|之)?后", later),
        (
            rf"(?P<year>(?:19|20)\d{{2}})年(?:(?P<month>{n})月(?:份)?(?:(?P<day>{n})[日号])?)?",
            full_date,
        ),
        (
            rf"(?<![\d年])(?P<month>\d{{1,2}}|十[一二]?|[一二三四五六七八九])月(?:份)?"
            rf"(?:(?P<day>{n})[日号])?",
            bare_month,
        ),
    ]


_ZH_VAGUE = re.compile(
    r"几(?:年|个月|天|周|个星期)(?:以|之)?前|小时候|那时候?|那年|前些日子|不久前"
)


@cache
def _compiled() -> tuple[
    list[tuple[re.Pattern[str], Handler]], list[tuple[re.Pattern[str], Handler]]
]:
    en = [(re.compile(rf"(?<![\w]){p}(?![\w])", re.IGNORECASE), h) for p, h in _en_rules()]
    zh = [(re.compile(p), h) for p, h in _zh_rules()]
    return en, zh


@cache
def _maybe_time() -> re.Pattern[str]:
    """Words every rule needs one of: most sentences have none and skip the rules."""
    words = "|".join([_MONTH_RE, _WEEKDAY_RE])
    return re.compile(
        rf"\d|(?<![\w])(?:{words}|yesterday|today|tonight|tomorrow|morning|afternoon|evening|"
        rf"night|days?|hours?|weeks?|weekends?|months?|years?|spring|summer|autumn|fall|winter|ago)"
        rf"(?![\w])|"
        rf"[年月日天周期拜前后晚早十]",
        re.IGNORECASE,
    )


def _first_match(text: str, now: datetime) -> tuple[re.Match[str], Span] | None:
    if not _maybe_time().search(text):
        return None
    en, zh = _compiled()
    best: tuple[re.Match[str], Span] | None = None
    for pattern, handler in en + zh:
        for match in pattern.finditer(text):
            if best is not None and match.start() >= best[0].start():
                break
            try:
                best = (match, handler(match, now))
            except (ValueError, KeyError):
                continue  # e.g. "31 February": not a date; try other rules
            break
    return best


def resolve_time(text: str, occurred_at: datetime) -> TimeResolution:
    """Resolve the first time expression of `text` against `occurred_at`.

    No expression: the fact holds from `occurred_at`, confidently. An expression that looks
    like time but is not understood ("when I was a kid", "几年前"): `occurred_at`, not
    confident.
    """
    now = as_utc(occurred_at)
    found = _first_match(text, now)
    if found is not None:
        match, (start, end, future) = found
        expression = match.group(0).strip()
        # "since March", "从去年开始", "2020年以来": an open start, not a bounded period.
        escaped = re.escape(expression)
        open_start = re.match(r"since\b", expression, re.IGNORECASE) or re.search(
            rf"(?:since\s+|自从|从){escaped}|{escaped}\s*(?:以来|开始|起)", text, re.IGNORECASE
        )
        return TimeResolution(
            valid_from=start,
            valid_until=None if open_start else end,
            expression=expression,
            confident=True,
            future=future,
            since=bool(open_start),
        )
    vague = _EN_VAGUE.search(text) or _ZH_VAGUE.search(text)
    if vague is not None:
        return TimeResolution(now, None, vague.group(0), confident=False)
    return TimeResolution(now, None, None, confident=True)
