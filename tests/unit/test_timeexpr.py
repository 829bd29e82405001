"""Time expressions resolved against the episode time, with year boundaries."""

from datetime import UTC, datetime, timedelta, timezone

import pytest

from extract.timeexpr import resolve_time

pytestmark = pytest.mark.unit

MID = datetime(2024, 5, 15, 10, 30, tzinfo=UTC)  # a Wednesday
NEW_YEAR = datetime(2024, 1, 3, 9, 0, tzinfo=UTC)  # a Wednesday, just after a year boundary


def d(y: int, m: int, day: int) -> datetime:
    return datetime(y, m, day, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "now", "start", "end"),
    [
        # relative days
        ("I moved yesterday", MID, d(2024, 5, 14), d(2024, 5, 15)),
        ("the day before yesterday", MID, d(2024, 5, 13), d(2024, 5, 14)),
        ("yesterday", NEW_YEAR, d(2024, 1, 2), d(2024, 1, 3)),
        ("昨天", MID, d(2024, 5, 14), d(2024, 5, 15)),
        ("前天", NEW_YEAR, d(2024, 1, 1), d(2024, 1, 2)),
        ("大前天", NEW_YEAR, d(2023, 12, 31), d(2024, 1, 1)),
        # "N units ago": a point, no end
        ("two weeks ago", MID, d(2024, 5, 1), None),
        ("3 days ago", NEW_YEAR, d(2023, 12, 31), None),
        ("a month ago", NEW_YEAR, d(2023, 12, 3), None),
        ("三年前", MID, d(2021, 5, 15), None),
        ("两个月前", NEW_YEAR, d(2023, 11, 3), None),
        ("半年前", MID, d(2023, 11, 15), None),
        # named months and the year boundary
        ("last June", MID, d(2023, 6, 1), d(2023, 7, 1)),
        ("last December", NEW_YEAR, d(2023, 12, 1), d(2024, 1, 1)),
        ("last January", NEW_YEAR, d(2023, 1, 1), d(2023, 2, 1)),
        ("in March", MID, d(2024, 3, 1), d(2024, 4, 1)),
        ("in March", NEW_YEAR, d(2023, 3, 1), d(2023, 4, 1)),
        ("in May 2019", MID, d(2019, 5, 1), d(2019, 6, 1)),
        ("2021年3月", MID, d(2021, 3, 1), d(2021, 4, 1)),
        ("3月", NEW_YEAR, d(2023, 3, 1), d(2023, 4, 1)),
        # relative months, weeks and years
        ("last month", NEW_YEAR, d(2023, 12, 1), d(2024, 1, 1)),
        ("上个月", NEW_YEAR, d(2023, 12, 1), d(2024, 1, 1)),
        ("上个月", MID, d(2024, 4, 1), d(2024, 5, 1)),
        ("last year", MID, d(2023, 1, 1), d(2024, 1, 1)),
        ("去年", NEW_YEAR, d(2023, 1, 1), d(2024, 1, 1)),
        ("前年", MID, d(2022, 1, 1), d(2023, 1, 1)),
        ("last week", NEW_YEAR, d(2023, 12, 25), d(2024, 1, 1)),
        ("上周三", MID, d(2024, 5, 8), d(2024, 5, 9)),
        ("上周三", NEW_YEAR, d(2023, 12, 27), d(2023, 12, 28)),
        ("上周", MID, d(2024, 5, 6), d(2024, 5, 13)),
        ("last Friday", MID, d(2024, 5, 10), d(2024, 5, 11)),
        # years
        ("back in 2021 I lived in Beijing", MID, d(2021, 1, 1), d(2022, 1, 1)),
        ("in 2019", MID, d(2019, 1, 1), d(2020, 1, 1)),
        ("2019年", MID, d(2019, 1, 1), d(2020, 1, 1)),
        # absolute dates
        ("on 2023-05-01", MID, d(2023, 5, 1), d(2023, 5, 2)),
        ("March 3rd, 2022", MID, d(2022, 3, 3), d(2022, 3, 4)),
    ],
)
def test_past_expressions(text: str, now: datetime, start: datetime, end: datetime | None) -> None:
    r = resolve_time(text, now)
    assert (r.valid_from, r.valid_until, r.confident, r.future) == (start, end, True, False)


@pytest.mark.parametrize(
    ("text", "now", "start"),
    [
        ("since March", MID, d(2024, 3, 1)),
        ("since March", NEW_YEAR, d(2023, 3, 1)),
        ("since 2019", MID, d(2019, 1, 1)),
        ("since last year", MID, d(2023, 1, 1)),
        ("从去年开始", MID, d(2023, 1, 1)),
        ("2020年以来", MID, d(2020, 1, 1)),
    ],
)
def test_since_opens_a_running_period(text: str, now: datetime, start: datetime) -> None:
    r = resolve_time(text, now)
    assert (r.valid_from, r.valid_until, r.since, r.confident) == (start, None, True, True)


@pytest.mark.parametrize(
    ("text", "now", "start"),
    [
        ("next month", MID, d(2024, 6, 1)),
        ("next month", datetime(2023, 12, 20, tzinfo=UTC), d(2024, 1, 1)),
        ("tomorrow", MID, d(2024, 5, 16)),
        ("in two weeks", MID, d(2024, 5, 29)),
        ("next year", MID, d(2025, 1, 1)),
        ("明年", MID, d(2025, 1, 1)),
        ("下个月", datetime(2023, 12, 20, tzinfo=UTC), d(2024, 1, 1)),
        ("下周", MID, d(2024, 5, 20)),
    ],
)
def test_future_expressions_are_flagged(text: str, now: datetime, start: datetime) -> None:
    r = resolve_time(text, now)
    assert (r.valid_from, r.future) == (start, True)


def test_plain_sentence_sits_at_episode_time_confidently() -> None:
    r = resolve_time("I live in Shanghai", MID)
    assert (r.valid_from, r.valid_until, r.expression, r.confident) == (MID, None, None, True)


@pytest.mark.parametrize("text", ["when I was a kid I lived in Rome", "几年前", "a while ago"])
def test_unresolved_time_phrase_is_not_confident(text: str) -> None:
    r = resolve_time(text, MID)
    assert (r.valid_from, r.confident) == (MID, False)


def test_naive_and_offset_times_come_back_in_utc() -> None:
    naive = resolve_time("yesterday", datetime(2024, 5, 15, 1, 0))
    assert naive.valid_from == d(2024, 5, 14)
    shanghai = timezone(timedelta(hours=8))
    local = resolve_time("I live here", datetime(2024, 5, 15, 7, 0, tzinfo=shanghai))
    assert local.valid_from == datetime(2024, 5, 14, 23, 0, tzinfo=UTC)
    assert local.valid_from.tzinfo == UTC


def test_may_as_a_modal_is_not_a_month() -> None:
    assert resolve_time("I may move", MID).expression is None


def test_first_expression_wins() -> None:
    r = resolve_time("Yesterday I said that in 2019 I was in Rome", MID)
    assert r.expression == "Yesterday"
