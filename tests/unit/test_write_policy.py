"""Scoring of the write-policy benchmark (bench/write_policy.py) and the labelled set's shape."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bench.write_policy import (
    DATA,
    Planted,
    Session,
    Turn,
    Written,
    fmt_rate,
    key_in,
    load_sessions,
    score,
    trigger_writer,
)

pytestmark = pytest.mark.unit

AT = datetime(2024, 1, 1, tzinfo=UTC)


def session(
    sid: str = "s", planted: tuple[Planted, ...] = (), turns: tuple[Turn, ...] = ()
) -> Session:
    turns = turns or (
        Turn("A", "we use pnpm now", "fact"),
        Turn("A", "CI is red, rerunning", "distractor"),
    )
    return Session(sid, "software", AT, turns, planted)


PNPM = Planted("pnpm", 0, "uses pnpm")
GO = Planted("Go", 0, "writes Go", exact_case=True)


def test_writing_nothing_gives_zero_coverage_and_undefined_noise() -> None:
    result = score([session(planted=(PNPM,))], [])
    assert result["coverage"]["k"] == 0 and result["coverage"]["rate"] == 0.0
    assert result["noise"]["n"] == 0 and result["noise"]["rate"] is None
    assert fmt_rate(result["noise"]) == "undefined (0/0)"
    assert result["meets_target"] is None  # not "met": an empty write cannot pass


def test_coverage_and_noise_counts_with_wilson_intervals() -> None:
    s = session(planted=(PNPM, Planted("Vercel", 0, "deploys to Vercel")))
    written = [
        Written("s", 0, "we use pnpm now", "pnpm"),
        Written("s", 1, "CI is red", "red"),
        Written("s", 1, "rerunning", "rerunning"),
    ]
    result = score([s], written)
    assert (result["coverage"]["k"], result["coverage"]["n"]) == (1, 2)
    assert (result["noise"]["k"], result["noise"]["n"]) == (2, 3)
    assert result["coverage"]["lo"] < 0.5 < result["coverage"]["hi"]
    assert result["distractor_turns_written"]["k"] == 1
    assert [m["key"] for m in result["missed"]] == ["Vercel"]
    assert result["meets_target"] is False


def test_perfect_writer_meets_the_target() -> None:
    result = score([session(planted=(PNPM,))], [Written("s", 0, "we use pnpm now", "pnpm")])
    assert result["coverage"]["rate"] == 1.0 and result["noise"]["rate"] == 0.0
    assert result["meets_target"] is True


def test_keys_count_only_within_their_own_session() -> None:
    a, b = session("a", (PNPM,)), session("b", (GO,))
    result = score([a, b], [Written("b", 0, "pnpm everywhere", "pnpm")])
    assert result["coverage"]["k"] == 0  # pnpm was planted in a, written from b
    assert result["noise"]["k"] == 1


def test_key_matching_rules() -> None:
    assert key_in("peanut", "allergic to Peanuts")
    assert key_in("Fly.io", "the API lives on Fly.io")
    assert not key_in("Go", "going to go home", exact_case=True)
    assert key_in("Go", "server side is Go", exact_case=True)
    assert not key_in("swim", "swimming")  # a word start and a plural only, not any prefix
    assert key_in("杭州", "我们家老人住在杭州")
    assert not key_in("", "anything") and not key_in("x", "")


def test_value_alone_can_carry_the_key() -> None:
    assert score([session(planted=(PNPM,))], [Written("s", 0, "switched", "pnpm")])["coverage"]["k"]


def test_trigger_baseline_writes_only_trigger_sentences() -> None:
    s = session(
        turns=(
            Turn("A", "Please remember I use pnpm. CI is red.", "fact"),
            Turn("A", "记一下：我不吃香菜。今天好热", "fact"),
            Turn("A", "I live in Lisbon", "fact"),
        )
    )
    written = trigger_writer([s])
    assert [w.text for w in written] == ["Please remember I use pnpm.", "记一下：我不吃香菜。"]


def test_the_labelled_set_has_the_promised_shape() -> None:
    sessions = load_sessions(DATA)
    assert len(sessions) >= 20
    assert sum(len(s.planted) for s in sessions) >= 40
    assert sum(s.language == "zh" for s in sessions) >= 2
    assert len({s.domain for s in sessions}) >= 8
    assert all(len(s.turns) >= 3 for s in sessions)
    assert sum(t.label == "distractor" for s in sessions for t in s.turns) >= 20
    for s in sessions:
        for p in s.planted:  # the key is really said in the turn the fact is planted in
            assert key_in(p.key, s.turns[p.turn].text, p.exact_case), (s.id, p.key)


def test_split_is_two_thirds_dev_in_file_order() -> None:
    from bench.write_policy import select_split, split_of

    assert [split_of(n, 25) for n in (0, 16, 17, 24)] == ["dev", "dev", "held-out", "held-out"]
    sessions = load_sessions(DATA)
    dev, held = select_split(sessions, "dev"), select_split(sessions, "held-out")
    blind = select_split(sessions, "blind")
    assert len(dev) + len(held) + len(blind) == len(sessions)
    assert not {s.id for s in dev} & {s.id for s in held}
    assert not {s.id for s in dev + held} & {s.id for s in blind}
    assert [s.id for s in dev + held + blind] == [s.id for s in select_split(sessions, "all")]
    with pytest.raises(ValueError):
        select_split(sessions, "test")


def test_blind_sessions_leave_dev_and_held_out_membership_unchanged() -> None:
    from bench.write_policy import select_split

    sessions = load_sessions(DATA)
    dev, held = select_split(sessions, "dev"), select_split(sessions, "held-out")
    assert [s.id[:3] for s in dev] == [f"s{n:02d}" for n in range(1, 18)]
    assert [s.id[:3] for s in held] == [f"s{n:02d}" for n in range(18, 26)]
    blind = select_split(sessions, "blind")
    assert all(s.split == "blind" for s in blind)
    assert len(blind) >= 10 and sum(len(s.planted) for s in blind) >= 20
    assert sum(s.language == "zh" for s in blind) >= 3
    # a blind session in front does not shift the positional split of the others
    marked = Session("b", "software", AT, (), (), split="blind")
    plain = [session(f"p{n}") for n in range(3)]
    assert [s.id for s in select_split([marked, *plain], "dev")] == ["p0", "p1"]
    assert [s.id for s in select_split([marked, *plain], "blind")] == ["b"]


def test_a_session_marker_overrides_its_position() -> None:
    from bench.write_policy import select_split

    marked = Session("m", "software", AT, (), (), split="held-out")
    assert select_split([marked, session("a")], "dev") == [session("a")]
