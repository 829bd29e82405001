"""State-view inference, cause detection and memory-type routing (recall.view)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from graph.types import MemoryType
from recall.view import StateView, asks_for_state, infer_view, memory_type_route, wants_causes

pytestmark = pytest.mark.unit

C, H, T, N = StateView.CURRENT, StateView.HISTORICAL, StateView.TRANSITION, StateView.NEUTRAL

VIEW_CASES: list[tuple[str, StateView, str | None]] = [
    # current, English
    ("Where do I live now?", C, "now"),
    ("Where do I currently work?", C, "currently"),
    ("What editor am I using these days?", C, "these days"),
    ("What am I reading at the moment?", C, "at the moment"),
    ("Do I still drink coffee?", C, "still"),
    ("What is on my plate today?", C, "today"),
    ("What's my current phone number?", C, "current"),
    ("Nowadays, which gym do I go to?", C, "nowadays"),
    ("NOW: what's my salary?", C, "now"),
    ("Which laptop am I using right now?", C, "right now"),
    ("Do I play chess anymore?", C, "anymore"),
    # current, Chinese
    ("我现在住在哪里？", C, "现在"),
    ("我目前在哪家公司工作？", C, "目前"),
    ("当前的项目负责人是谁？", C, "当前"),
    ("如今我用什么编辑器？", C, "如今"),
    ("我now住哪", C, "now"),
    # historical, English
    ("Where did I live before?", H, "did i live before"),
    ("What car did I use to drive?", H, "did i use to"),
    ("Which team was I on last year?", H, "last year"),
    ("Where did I work previously?", H, "previously"),
    ("Who was formerly my manager?", H, "formerly"),
    ("What language did I code in in 2019?", H, "in 2019"),
    ("What did I eat back then?", H, "back then"),
    ("What was the plan originally?", H, "originally"),
    ("Did I ever visit Japan before?", H, "did i ever visit japan before"),
    ("What was my previous job?", H, "previous"),
    ("Where did I live two years ago?", H, "years ago"),
    ("What did I prefer in the past?", H, "in the past"),
    ("Which framework did we pick at first?", H, "at first"),
    ("I used to play tennis, right?", H, "used to"),
    # historical, Chinese
    ("我以前住在哪里？", H, "以前"),
    ("我去年在哪个团队？", H, "去年"),
    ("之前的经理是谁？", H, "之前"),
    ("原来的方案是什么？", H, "原来"),
    ("我过去喜欢喝什么？", H, "过去"),
    ("我曾经学过什么乐器？", H, "曾经"),
    # transition, English
    ("Why did I move to Berlin?", T, "why"),
    ("How did my diet change?", T, "how did my diet change"),
    ("What changed in my setup?", T, "what changed"),
    ("Did I switch from Vim to Emacs?", T, "switch from"),
    ("What am I planning to do about my job?", T, "planning to"),
    ("Which cities am I considering?", T, "considering"),
    ("Since when do I run in the mornings?", T, "since when"),
    ("How come I stopped cycling?", T, "how come"),
    ("When did my address change?", T, "when did my address change"),
    ("What has changed since March?", T, "what has changed"),
    ("Am I thinking about a new laptop?", T, "thinking about"),
    # transition, Chinese
    ("我为什么搬到柏林？", T, "为什么"),
    ("我的饮食怎么变了？", T, "怎么变"),
    ("为何换了工作？", T, "为何"),
    ("我打算去哪里？", T, "打算"),
    ("我的作息有什么变化？", T, "变化"),
    # precedence between views
    ("Why did I switch editors before?", T, "why"),
    ("Where did I live before moving to Lisbon now?", H, "did i live before"),
    ("Why do I still use Vim?", T, "why"),
    ("What did I use to do now and then?", H, "did i use to"),
    ("我以前住在哪里，现在住在上海", H, "以前"),
    ("为什么我现在不喝咖啡了？", T, "为什么"),
    ("I'm planning to move; where do I live now?", T, "planning to"),
    # neutral, and word-boundary traps
    ("What do I know about Rust?", N, None),
    ("Do I like snow?", N, None),
    ("Is there nowhere quiet to work?", N, None),
    ("What's my knowledge of Go?", N, None),
    ("What should I pack before the trip?", N, None),
    ("Which tool should I use to lint?", N, None),
    ("What do I need to do before the meeting?", N, None),
    ("Who is my dentist?", N, None),
    ("Tell me about my cat.", N, None),
    ("我喜欢什么颜色？", N, None),
    ("Is the currency in Japan the yen?", N, None),
    ("What is the stillwater address?", N, None),
    ("Whyte Avenue — where is it?", N, None),
]


def test_table_is_large_enough() -> None:
    assert len(VIEW_CASES) >= 60


@pytest.mark.parametrize(("question", "view", "cue"), VIEW_CASES)
def test_infer_view(question: str, view: StateView, cue: str | None) -> None:
    choice = infer_view(question)
    assert (choice.view, choice.cue) == (view, cue)
    if cue is None:
        assert choice.reason == "no state cue"
    else:
        assert choice.reason.startswith(f"cue '{cue}'")


def test_reason_names_the_outranked_cue() -> None:
    choice = infer_view("Why did I switch editors before?")
    assert choice.reason == "cue 'why' (outranks historical cue 'did i switch editors before')"
    choice = infer_view("Where did I live before moving to Lisbon now?")
    assert choice.reason == "cue 'did i live before' (outranks current cue 'now')"


@pytest.mark.parametrize("explicit", list(StateView))
def test_explicit_view_wins(explicit: StateView) -> None:
    choice = infer_view("Why did I live elsewhere before, and where now?", explicit)
    assert choice == infer_view("", explicit)
    assert (choice.view, choice.reason, choice.cue) == (explicit, "explicit view argument", None)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Why did I quit?", True),
        ("Was it because of the commute?", True),
        ("What was the reason for the move?", True),
        ("What caused the outage?", True),
        ("What led to the decision?", True),
        ("How come the build broke?", True),
        ("我为什么辞职？", True),
        ("搬家的原因是什么？", True),
        ("Where do I live now?", False),
        ("Is Whyte Avenue far?", False),
        ("我住在哪里？", False),
    ],
)
def test_wants_causes(question: str, expected: bool) -> None:
    assert wants_causes(question) is expected


@pytest.mark.parametrize(
    ("question", "route"),
    [
        ("What did we decide about the database?", (None, "decision")),
        ("Which decisions were made last week?", (None, "decision")),
        ("我们决定用哪个数据库？", (None, "decision")),
        ("How should I deploy the service?", (MemoryType.PROCEDURAL, None)),
        ("How do I reset the router?", (MemoryType.PROCEDURAL, None)),
        ("What are the steps to release?", (MemoryType.PROCEDURAL, None)),
        ("如何部署这个服务？", (MemoryType.PROCEDURAL, None)),
        ("When did I last see the doctor?", (MemoryType.EPISODIC, None)),
        ("What happened at the offsite?", (MemoryType.EPISODIC, None)),
        ("我什么时候去的北京？", (MemoryType.EPISODIC, None)),
        ("How did my diet change?", (None, None)),
        ("Where do I live now?", (None, None)),
        ("How do I know what we decided?", (None, "decision")),
    ],
)
def test_memory_type_route(question: str, route: tuple[MemoryType | None, str | None]) -> None:
    assert memory_type_route(question) == route


def test_a_state_is_asked_for_now_or_at_a_time() -> None:
    at = datetime(2024, 5, 1, tzinfo=UTC)
    assert asks_for_state(StateView.CURRENT, None)
    assert asks_for_state(StateView.NEUTRAL, at) and asks_for_state(StateView.HISTORICAL, at)
    assert not asks_for_state(StateView.NEUTRAL, None)
    assert not asks_for_state(StateView.HISTORICAL, None)
    assert not asks_for_state(StateView.TRANSITION, None)
