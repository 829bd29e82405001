"""A thing's own news is no use of it (issue 11, failure class 1): "PureGym has a student
discount now" once replaced the gym the speaker goes to, because an implied statement naming
a known gym with a "now" joined the gym slot as a change (resolver.anchor). No database."""

from __future__ import annotations

import pytest

from resolver.anchor import thing_news

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("text", "focus"),
    [
        ("PureGym has a student discount now.", "PureGym"),
        ("PureGym现在有学生优惠。", "PureGym"),
        ("Efford Squash Club现在有学生优惠.", "Efford Squash Club"),
        ("Hoe Fitness is shutting for refurbishment over the summer.", "Hoe Fitness"),
        ("Lark Mobile have a ten-pound SIM deal on!", "Lark Mobile"),
        ("Apparently Octopus are raising prices again", "Octopus"),
        ("Monzo launched a new savings pot", "Monzo"),
        ("Anytime Fitness最近在搞活动", "Anytime Fitness"),
    ],
)
def test_the_things_news(text: str, focus: str) -> None:
    assert thing_news(text, focus)


@pytest.mark.parametrize(
    ("text", "focus"),
    [
        ("Octopus have put my direct debit up again", "Octopus"),  # my bill
        ("PureGym has been brilliant, three weeks in", "PureGym"),  # the speaker's experience
        ("早上在PureGym练了腿", "PureGym"),
        ("PureGym again this morning, legs are dead", "PureGym"),
        ("Sky Mobile的账单又涨了", "Sky Mobile"),  # the bill is the speaker's
        ("PureGym has a student discount, so I signed up", "PureGym"),  # said of me too
        ("Got my Monzo card today, Monzo has a nice app", "Monzo"),  # not the clause's opening
        ("O2 roaming worked fine in Wales", "O2"),
        # a clause more shows the use (review of round 49)
        ("Monzo has the bills pot sorted now, so much easier.", "Monzo"),
        ("Octopus have the app sorted, meter readings take seconds now.", "Octopus"),
        ("Aldi现在有会员卡了，每周都去", "Aldi"),
        ("PureGym is opening at 5am now, perfect before work.", "PureGym"),
        ("Anytime Fitness现在有24小时了，下班就去练", "Anytime Fitness"),
        ("Monzo现在有工资卡功能，这个月工资直接进Monzo了", "Monzo"),
        ("Aldi has the weekly shop covered now, fraction of the price.", "Aldi"),
    ],
)
def test_a_use_or_ones_own_is_no_news(text: str, focus: str) -> None:
    assert not thing_news(text, focus)
