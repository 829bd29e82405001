"""The packet's support level (recall.support): who said what the question asks about."""

from __future__ import annotations

import pytest

from recall.support import support_level, without_names

pytestmark = pytest.mark.unit


def test_said_by_another_person_is_unsupported() -> None:
    s = support_level({"Caroline"}, {"Caroline": 2.0, "Melanie": 8.0})
    assert s.level == "none" and "Melanie" in s.reason
    assert support_level({"Caroline"}, {"Caroline": 6.0, "Melanie": 8.0}).level == "weak"
    assert support_level({"Caroline"}, {"Caroline": 9.0, "Melanie": 8.0}).level == "strong"


def test_edges() -> None:
    assert support_level(set(), {"Melanie": 8.0}).level == "strong"
    assert support_level({"Caroline"}, {}).level == "none"
    assert support_level({"Caroline"}, {"Caroline": 1.0}).level == "strong"


def test_names_are_taken_out_of_the_question() -> None:
    assert without_names("What did Caroline realize?", {"Caroline"}) == "What did realize?"
    assert without_names("What did Carolines do?", {"Caroline"}) == "What did Carolines do?"
