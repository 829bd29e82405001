"""The LLM extractor, offline: litellm `mock_response` answers and hand-written fixtures in the
format the model is asked for (tests/fixtures/llm/). No network, no provider key."""

from __future__ import annotations

import os

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from dataclasses import dataclass  # noqa: E402
from datetime import UTC, datetime  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pytest  # noqa: E402

from extract.llm import (  # noqa: E402
    ExtractionStats,
    LLMExtractionError,
    LLMExtractor,
    ResultCache,
    parse_answer,
)
from extract.modes import build_extractor  # noqa: E402
from extract.pipeline import EpisodeText  # noqa: E402
from graph.types import Cue, MemoryType  # noqa: E402
from graph.vocabulary import normalise_attribute  # noqa: E402

pytestmark = pytest.mark.unit

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "llm"
MODEL = "gpt-4o-mini"  # priced in litellm's bundled cost map; mock usage is 10 + 20 tokens
AT = datetime(2024, 5, 10, 9, 30, tzinfo=UTC)

PNPM = EpisodeText(
    "We moved the monorepo to pnpm last month because npm installs took forever.", AT, "Alice"
)
PACK = [
    EpisodeText("I'm allergic to peanuts, so no satay for me.", AT, "Bob"),
    EpisodeText("haha nice one", AT, "Bob"),
    EpisodeText("我上个月搬到杭州了", AT, "Li"),
]


def fixture(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


@dataclass
class Scripted:
    """A completion function that answers each call with the next scripted response, through
    litellm's own mock_response (so usage and cost come from litellm as in production)."""

    responses: list[str | Exception]

    def __post_init__(self) -> None:
        self.calls: list[list[dict[str, str]]] = []

    def __call__(self, **kwargs: Any) -> Any:
        import litellm

        self.calls.append([dict(m) for m in kwargs["messages"]])
        if not self.responses:
            raise AssertionError("more LLM calls than scripted")
        kwargs["mock_response"] = self.responses.pop(0)
        return litellm.completion(**kwargs)


def one_call_cost() -> float:
    import litellm

    response = litellm.completion(
        model=MODEL, messages=[{"role": "user", "content": "x"}], mock_response="{}"
    )
    return float(litellm.completion_cost(completion_response=response))


# -- parsing -------------------------------------------------------------------------------


def test_parse_answer_accepts_the_fixture() -> None:
    answer = parse_answer(fixture("pnpm_episode.json"), 1)
    assert [len(e.facts) for e in answer.episodes] == [2]
    assert answer.episodes[0].links[0].cause == 1


@pytest.mark.parametrize("name", ["fenced_answer.txt", "fenced_only.txt"])
def test_parse_answer_strips_code_fences_and_prose(name: str) -> None:
    answer = parse_answer(fixture(name), 1)
    assert answer.episodes[0].facts[0].value == "Neovim"


@pytest.mark.parametrize(
    ("name", "expected", "message"),
    [
        ("malformed_truncated.txt", 1, "not valid JSON"),
        ("wrong_schema.json", 1, "does not match the schema"),
        ("missing_id.json", 2, "episode ids must be exactly [0, 1]"),
        ("pnpm_episode.json", 2, "missing [1]"),
    ],
)
def test_parse_answer_rejects_bad_answers(name: str, expected: int, message: str) -> None:
    with pytest.raises(ValueError, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse_answer(fixture(name), expected)


def test_parse_answer_rejects_links_outside_the_facts() -> None:
    raw = '{"episodes": [{"id": 0, "facts": [], "links": [{"cause": 0, "effect": 1}]}]}'
    with pytest.raises(ValueError, match="outside its facts"):
        parse_answer(raw, 1)


# -- extraction through litellm mock_response ------------------------------------------------


def test_one_episode_maps_to_candidate_facts_with_usage_and_cost() -> None:
    extractor = LLMExtractor(MODEL, mock_response=fixture("pnpm_episode.json"))
    [ex], stats = extractor.extract_batch([PNPM])
    assert stats.llm_calls == 1 and stats.repairs == 0 and stats.failures == 0
    assert (stats.prompt_tokens, stats.completion_tokens, stats.tokens) == (10, 20, 30)
    assert stats.cost == pytest.approx(one_call_cost()) and stats.cost > 0
    pnpm, npm = ex.facts
    assert pnpm.subject == "Alice's team"  # "we" resolves to the speaker's group
    assert pnpm.attribute == "package_manager" == normalise_attribute("package manager")
    assert pnpm.value == "pnpm" and pnpm.kind == "decision" and pnpm.scope == "monorepo"
    assert pnpm.extractor == f"llm:{MODEL}"
    assert pnpm.valid_from == datetime(2024, 4, 1, tzinfo=UTC)  # naive -> episode's zone
    assert pnpm.span == (0, len("We moved the monorepo to pnpm last month"))
    assert Cue.UPDATE in pnpm.cues
    assert npm.memory_type is MemoryType.EPISODIC and npm.valid_from is None
    assert npm.attribute == normalise_attribute("install speed") == "install_speed"
    assert [(link.cause, link.effect, link.cue) for link in ex.links] == [(1, 0, "because")]
    assert ("pnpm", "product") in ex.entities and ex.warnings == []


def test_cues_are_merged_with_find_cues_on_the_fact_text() -> None:
    raw = fixture("fenced_only.txt").replace(
        "I use Neovim for everything", "From now on I use Neovim for everything"
    )
    episode = EpisodeText("From now on I use Neovim for everything.", AT, "Bob")
    [ex], _ = LLMExtractor(MODEL, mock_response=raw).extract_batch([episode])
    # The model listed no cue; find_cues adds the update and memory-trigger families.
    assert {Cue.UPDATE, Cue.MEMORY_TRIGGER} <= ex.facts[0].cues


def test_short_episodes_are_packed_into_one_call() -> None:
    scripted = Scripted([fixture("pack_three.json")])
    extractions, stats = LLMExtractor(MODEL, completion=scripted).extract_batch(PACK)
    assert stats.llm_calls == 1 and len(scripted.calls) == 1
    prompt = scripted.calls[0][-1]["content"]
    assert all(e.text in prompt for e in PACK) and '"id": 2' in prompt
    peanut, nothing, hangzhou = extractions
    assert [(f.subject, f.attribute, f.value) for f in peanut.facts] == [
        ("Bob", "allergies", "peanuts")
    ]
    assert nothing.facts == []
    assert [(f.subject, f.attribute, f.value) for f in hangzhou.facts] == [
        ("Li", "home_city", "杭州")
    ]
    assert Cue.UPDATE in hangzhou.facts[0].cues


def test_long_episodes_get_a_call_each_and_costs_sum() -> None:
    answer = '{"episodes": [{"id": 0, "facts": []}]}'
    scripted = Scripted([answer, answer, answer])
    extractor = LLMExtractor(MODEL, completion=scripted, short_chars=10)
    episodes = [EpisodeText(f"A long enough episode number {n}.", AT, "Al") for n in range(3)]
    _, stats = extractor.extract_batch(episodes)
    assert stats.llm_calls == 3 and stats.tokens == 90
    assert stats.cost == pytest.approx(3 * one_call_cost())
    total = ExtractionStats()
    total.add(stats)
    total.add(stats)
    assert total.llm_calls == 6 and total.cost == pytest.approx(6 * one_call_cost())


def test_malformed_then_repaired() -> None:
    scripted = Scripted([fixture("malformed_truncated.txt"), fixture("pnpm_episode.json")])
    [ex], stats = LLMExtractor(MODEL, completion=scripted).extract_batch([PNPM])
    assert stats.llm_calls == 2 and stats.repairs == 1 and stats.failures == 0
    assert stats.tokens == 60
    assert [f.value for f in ex.facts] == ["pnpm", "very slow"] and ex.warnings == []
    repair = scripted.calls[1]
    assert repair[-2]["role"] == "assistant"
    assert repair[-2]["content"] == fixture("malformed_truncated.txt")
    assert repair[-1]["role"] == "user" and "not valid JSON" in repair[-1]["content"]


def test_schema_error_is_sent_back_once_then_given_up() -> None:
    scripted = Scripted([fixture("wrong_schema.json"), fixture("malformed_truncated.txt")])
    [ex], stats = LLMExtractor(MODEL, completion=scripted).extract_batch([PNPM])
    assert stats.llm_calls == 2 and stats.repairs == 1 and stats.failures == 1
    assert "value" in scripted.calls[1][-1]["content"]  # the validation error names the field
    assert ex.facts == [] and "invalid answer after one repair" in ex.warnings[0]


def test_provider_error_is_a_warning_or_raises_when_asked() -> None:
    boom = RuntimeError("provider down")
    [ex], stats = LLMExtractor(MODEL, mock_response=boom).extract_batch([PNPM])
    assert ex.facts == [] and "call failed" in ex.warnings[0] and stats.failures == 1
    assert stats.llm_calls == 0
    with pytest.raises(LLMExtractionError):
        LLMExtractor(MODEL, mock_response=boom, raise_on_error=True).extract_batch([PNPM])


# -- cache ---------------------------------------------------------------------------------


def test_cache_hits_make_no_call(tmp_path: Path) -> None:
    scripted = Scripted([fixture("pnpm_episode.json")])
    extractor = LLMExtractor(MODEL, completion=scripted, cache_dir=tmp_path)
    first, stats1 = extractor.extract_batch([PNPM])
    again, stats2 = extractor.extract_batch([PNPM, PNPM])
    assert stats1.llm_calls == 1 and stats2.llm_calls == 0 and stats2.cache_hits == 2
    assert [f.value for f in again[1].facts] == [f.value for f in first[0].facts]
    # A new process (empty memory) reads the on-disk cache.
    cold = LLMExtractor(MODEL, completion=Scripted([]), cache_dir=tmp_path)
    [ex], stats3 = cold.extract_batch([PNPM])
    assert stats3.llm_calls == 0 and stats3.cache_hits == 1 and len(ex.facts) == 2
    # Another model does not share the answers.
    other = LLMExtractor("gpt-4o", completion=Scripted([fixture("pnpm_episode.json")]),
                         cache_dir=tmp_path)  # fmt: skip
    assert other.extract_batch([PNPM])[1].llm_calls == 1


def test_same_text_twice_in_one_batch_is_one_call() -> None:
    scripted = Scripted([fixture("pnpm_episode.json")])
    results, stats = LLMExtractor(MODEL, completion=scripted).extract_batch([PNPM, PNPM])
    assert stats.llm_calls == 1 and stats.cache_hits == 1
    assert [len(r.facts) for r in results] == [2, 2]


def test_failed_answers_are_not_cached() -> None:
    cache = ResultCache()
    bad = LLMExtractor(MODEL, cache=cache, mock_response=RuntimeError("down"))
    bad.extract_batch([PNPM])
    assert len(cache) == 0


def test_lru_evicts_oldest() -> None:
    cache = ResultCache(size=2)
    for key in "abc":
        cache.put(key, {"id": 0})
    assert cache.get("a") is None and cache.get("c") == {"id": 0}


# -- modes ---------------------------------------------------------------------------------


@dataclass
class FakeSettings:
    extractor_mode: str = "rules"
    llm_model: str | None = None


def test_rules_mode_makes_no_llm_call() -> None:
    extractor = build_extractor(FakeSettings("rules"))
    assert extractor.llm is None and extractor.name == "rules"
    results, stats = extractor.extract_batch([EpisodeText("I live in Hangzhou now.", AT, "Li")])
    assert stats.llm_calls == 0 and results[0].facts


def test_rules_plus_llm_calls_only_for_episodes_the_rules_found_nothing_in() -> None:
    scripted = Scripted([fixture("fenced_only.txt")])
    extractor = build_extractor(FakeSettings("rules+llm", MODEL), completion=scripted)
    found = EpisodeText("I live in Hangzhou now.", AT, "Li")
    empty = EpisodeText("Neovim all the way, ever since the summer", AT, "Bob")
    rule_only = extractor.rules.extract_batch([found, empty])
    assert rule_only[0].facts, "precondition: the rules read the first episode"
    assert not rule_only[1].facts, "precondition: the rules find nothing in the second one"
    results, stats = extractor.extract_batch([found, empty])
    assert stats.llm_calls == 1 and len(scripted.calls) == 1
    prompt = scripted.calls[0][-1]["content"]
    assert empty.text in prompt and found.text not in prompt
    assert results[0].facts[0].extractor == "rules"
    assert [(f.value, f.extractor) for f in results[1].facts] == [("Neovim", f"llm:{MODEL}")]
    # Nothing empty: no call at all.
    _, stats = extractor.extract_batch([found])
    assert stats.llm_calls == 0


def test_llm_mode_sends_everything() -> None:
    scripted = Scripted([fixture("pack_three.json")])
    extractor = build_extractor(FakeSettings("llm", MODEL), completion=scripted)
    assert extractor.rules is None and extractor.name == f"llm:{MODEL}"
    results, stats = extractor.extract_batch(PACK)
    assert stats.llm_calls == 1 and [len(r.facts) for r in results] == [1, 0, 1]


def test_build_extractor_rejects_bad_settings() -> None:
    with pytest.raises(ValueError, match="extractor_mode must be one of"):
        build_extractor(FakeSettings("magic"))
    with pytest.raises(ValueError, match="needs llm_model"):
        build_extractor(FakeSettings("llm", None))
