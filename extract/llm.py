"""The optional LLM extractor: episodes -> candidate facts through litellm (any provider).

One call per long episode, or per pack of short episodes (each sent with an id). The model
answers with JSON in a fixed schema; pydantic validates it, and a malformed answer gets ONE
repair retry that sends the validation error back. Results are cached by content hash (an
in-memory LRU plus an optional on-disk JSON directory), so a repeated episode costs no call.
Tokens and cost (``litellm.completion_cost``; 0 for models without a price) are counted in
`ExtractionStats`.

litellm is imported lazily, inside `LLMExtractor`, after ``LITELLM_LOCAL_MODEL_COST_MAP=True``
is set so that importing it never reaches the network. Output is the same `Extraction` as the
rule pipeline; `extractor` on every fact is ``"llm:<model>"``.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from extract.cues import find_cues
from extract.pipeline import EpisodeText, Extraction
from graph.types import CandidateFact, CausalLink, Cue, MemoryType
from graph.vocabulary import load_entries, normalise_attribute

# Bump when the prompt or the schema changes: cached answers of an older prompt are not reused.
PROMPT_VERSION = "1"

CompletionFn = Callable[..., Any]


# -- stats ---------------------------------------------------------------------------------


@dataclass
class ExtractionStats:
    """What an extraction batch cost: LLM calls (repairs included), tokens, dollars."""

    llm_calls: int = 0
    repairs: int = 0
    cache_hits: int = 0
    failures: int = 0  # packs whose answer stayed invalid after the repair (or whose call failed)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def add(self, other: ExtractionStats) -> None:
        """Accumulate `other` into this one."""
        self.llm_calls += other.llm_calls
        self.repairs += other.repairs
        self.cache_hits += other.cache_hits
        self.failures += other.failures
        self.prompt_tokens += other.prompt_tokens
        self.completion_tokens += other.completion_tokens
        self.cost += other.cost

    def to_dict(self) -> dict[str, Any]:
        return {
            "llm_calls": self.llm_calls,
            "repairs": self.repairs,
            "cache_hits": self.cache_hits,
            "failures": self.failures,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "tokens": self.tokens,
            "cost": self.cost,
        }


class LLMExtractionError(RuntimeError):
    """The provider call itself failed (raised only when `raise_on_error` is set)."""


# -- the answer schema ---------------------------------------------------------------------


class LLMFact(BaseModel):
    """One atomic fact as the model states it."""

    model_config = ConfigDict(extra="ignore")

    subject: str = Field(min_length=1)
    attribute: str = Field(min_length=1)
    value: str = Field(min_length=1)
    text: str = ""
    kind: str = "preference"
    memory_type: MemoryType = MemoryType.SEMANTIC
    cues: list[Cue] = Field(default_factory=list)
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    scope: str | None = None
    considered: str | None = None
    confidence: float = Field(default=0.8, ge=0.0, le=1.0)

    @field_validator("valid_from", "valid_until", mode="before")
    @classmethod
    def _empty_time(cls, raw: object) -> object:
        return None if raw in ("", "null", "unknown") else raw


class LLMLink(BaseModel):
    """A CAUSES link between two facts of the same episode, by their index in `facts`."""

    model_config = ConfigDict(extra="ignore")

    cause: int = Field(ge=0)
    effect: int = Field(ge=0)
    cue: str = "llm"


class LLMEntity(BaseModel):
    model_config = ConfigDict(extra="ignore")

    name: str = Field(min_length=1)
    kind: str = "thing"


class LLMEpisode(BaseModel):
    """The model's answer for one episode of the pack."""

    model_config = ConfigDict(extra="ignore")

    id: int
    facts: list[LLMFact] = Field(default_factory=list)
    links: list[LLMLink] = Field(default_factory=list)
    entities: list[LLMEntity] = Field(default_factory=list)


class LLMAnswer(BaseModel):
    model_config = ConfigDict(extra="ignore")

    episodes: list[LLMEpisode]


SYSTEM_PROMPT = """\
You extract long-term memories from conversation turns for a memory service.
For each episode, list the atomic facts worth remembering later (preferences, decisions,
identity, relationships, plans, rules, recurring routines, lasting outcomes). Skip small talk,
jokes, weather, greetings, one-off debugging steps and errors that were already resolved.

Answer with ONE JSON object and nothing else, in exactly this shape:
{"episodes": [{"id": <episode id>,
  "facts": [{"subject": str, "attribute": str, "value": str, "text": str,
             "kind": str, "memory_type": "semantic"|"episodic"|"procedural",
             "cues": [str], "valid_from": ISO-8601 or null, "valid_until": ISO-8601 or null,
             "scope": str or null, "considered": str or null, "confidence": 0..1}],
  "links": [{"cause": <fact index>, "effect": <fact index>, "cue": str}],
  "entities": [{"name": str, "kind": "person"|"organisation"|"place"|"product"|"project"|"thing"}]
}]}

Rules:
- One entry per episode id you were given, every id exactly once. No facts: "facts": [].
- subject: who or what the fact is about. "I"/"me"/"my" is the episode's speaker: use the
  speaker's name. "we" is "<speaker>'s team".
- attribute: prefer one of: {attributes}; otherwise a short snake_case noun.
- value: the value alone ("Hangzhou", "pnpm", "peanuts"), not a sentence.
- text: the sentence or clause of the episode that states the fact, copied verbatim.
- kind: preference, decision, metric, event, rule, outcome, identity, relationship, plan.
- cues: any of update, intent, abandoned, scope, negation, memory_trigger, causal, past.
- valid_from / valid_until: resolve relative times ("last June", "two weeks ago") against the
  episode's occurred_at; null when the text gives no time.
- scope: the condition or project the fact is limited to, else null.
- considered: for "considered X but kept Y", value is Y and considered is X.
- links: cause and effect are indexes into this episode's facts list ("because", "so").
"""


def _system_prompt() -> str:
    attributes = ", ".join(sorted(load_entries()))
    return SYSTEM_PROMPT.replace("{attributes}", attributes)


def _user_prompt(pack: Sequence[EpisodeText]) -> str:
    rows = [
        {
            "id": i,
            "speaker": e.speaker or "user",
            "occurred_at": e.occurred_at.isoformat(),
            "text": e.text,
        }
        for i, e in enumerate(pack)
    ]
    return "Episodes:\n" + json.dumps(rows, ensure_ascii=False, indent=1)


_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


def parse_answer(raw: str | None, expected_ids: int) -> LLMAnswer:
    """Validate a raw model answer for a pack of `expected_ids` episodes.

    Raises ValueError (with a message fit to send back to the model) when it is not valid JSON
    in the schema, when an id is missing, repeated or unknown, or when a link points outside
    its episode's facts.
    """
    text = (raw or "").strip()
    fenced = _FENCE.search(text)
    if fenced:
        text = fenced.group(1).strip()
    elif not text.startswith("{"):
        start, end = text.find("{"), text.rfind("}")
        if 0 <= start < end:
            text = text[start : end + 1]
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc}") from exc
    try:
        answer = LLMAnswer.model_validate(data)
    except ValidationError as exc:
        raise ValueError(f"JSON does not match the schema: {exc}") from exc
    ids = [e.id for e in answer.episodes]
    wanted = set(range(expected_ids))
    problems = []
    if sorted(ids) != sorted(wanted):
        missing = sorted(wanted - set(ids))
        extra = sorted(set(ids) - wanted)
        dup = sorted({i for i in ids if ids.count(i) > 1})
        problems.append(f"episode ids must be exactly {sorted(wanted)}; missing {missing}, "
                        f"unknown {extra}, repeated {dup}")  # fmt: skip
    for ep in answer.episodes:
        for n, link in enumerate(ep.links):
            if link.cause >= len(ep.facts) or link.effect >= len(ep.facts):
                problems.append(f"episode {ep.id} links[{n}] points outside its facts list")
            elif link.cause == link.effect:
                problems.append(f"episode {ep.id} links[{n}] links a fact to itself")
    if problems:
        raise ValueError("; ".join(problems))
    return answer


# -- conversion ----------------------------------------------------------------------------

_SELF = {"i", "me", "my", "myself", "speaker", "the speaker", "user", "the user", "我"}
_GROUP = {"we", "us", "our", "our team", "我们"}


def _as_utc(value: datetime | None, reference: datetime) -> datetime | None:
    if value is None:
        return None
    if value.tzinfo is None:
        return value.replace(tzinfo=reference.tzinfo or UTC)
    return value


def to_extraction(episode: EpisodeText, result: LLMEpisode, model: str) -> Extraction:
    """Map the model's answer for one episode to the pipeline's `Extraction`.

    Subjects "I"/"we" resolve to the speaker (as the rule extractor does), attributes go
    through the vocabulary, cues are the model's merged with `find_cues` on the fact text.
    """
    speaker = episode.speaker or "user"
    out = Extraction()
    index_map: dict[int, int] = {}
    for n, f in enumerate(result.facts):
        value = f.value.strip()
        if not value:
            continue
        subject = f.subject.strip()
        folded = subject.casefold()
        if folded in _SELF:
            subject = speaker
        elif folded in _GROUP:
            subject = f"{speaker}'s team"
        text = f.text.strip() or episode.text.strip()
        start = episode.text.find(text)
        span = (start, start + len(text)) if start >= 0 else None
        index_map[n] = len(out.facts)
        out.facts.append(
            CandidateFact(
                subject=subject,
                attribute=normalise_attribute(f.attribute),
                value=value,
                text=text,
                valid_from=_as_utc(f.valid_from, episode.occurred_at),
                valid_until=_as_utc(f.valid_until, episode.occurred_at),
                memory_type=f.memory_type,
                kind=f.kind.strip().lower() or "preference",
                confidence=f.confidence,
                cues=frozenset(f.cues) | find_cues(text),
                scope=(f.scope or None),
                span=span,
                extractor=f"llm:{model}",
                considered=(f.considered or None),
            )
        )
    for link in result.links:
        if link.cause in index_map and link.effect in index_map:
            out.links.append(CausalLink(index_map[link.cause], index_map[link.effect], link.cue))
    seen: set[str] = set()
    for entity in result.entities:
        key = entity.name.strip().casefold()
        if key and key not in seen:
            seen.add(key)
            out.entities.append((entity.name.strip(), entity.kind))
    return out


# -- cache ---------------------------------------------------------------------------------


class ResultCache:
    """Per-episode answers by content hash: an in-memory LRU, optionally backed by a directory
    of JSON files (one per episode, shared between processes and runs)."""

    def __init__(self, size: int = 10_000, directory: Path | str | None = None) -> None:
        self.size = size
        self.directory = Path(directory) if directory else None
        self._mem: OrderedDict[str, dict[str, Any]] = OrderedDict()
        self._lock = threading.Lock()

    def _path(self, key: str) -> Path:
        assert self.directory is not None
        return self.directory / key[:2] / f"{key}.json"

    def get(self, key: str) -> dict[str, Any] | None:
        with self._lock:
            hit = self._mem.get(key)
            if hit is not None:
                self._mem.move_to_end(key)
                return hit
        if self.directory is not None:
            path = self._path(key)
            try:
                hit = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                return None
            self._remember(key, hit)
            return hit
        return None

    def put(self, key: str, value: dict[str, Any]) -> None:
        self._remember(key, value)
        if self.directory is not None:
            path = self._path(key)
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(value, ensure_ascii=False), encoding="utf-8")
            tmp.replace(path)

    def _remember(self, key: str, value: dict[str, Any]) -> None:
        with self._lock:
            self._mem[key] = value
            self._mem.move_to_end(key)
            while len(self._mem) > self.size:
                self._mem.popitem(last=False)

    def __len__(self) -> int:
        return len(self._mem)


def content_key(model: str, episode: EpisodeText) -> str:
    """Cache key: the model, the prompt version and everything the answer depends on."""
    raw = "\x1f".join(
        (PROMPT_VERSION, model, episode.speaker or "", episode.occurred_at.isoformat(),
         episode.text)
    )  # fmt: skip
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


# -- the extractor -------------------------------------------------------------------------


@dataclass
class _Pack:
    indexes: list[int] = field(default_factory=list)
    chars: int = 0


def _load_litellm() -> Any:
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    litellm.suppress_debug_info = True
    return litellm


class LLMExtractor:
    """Episodes -> `Extraction`s through one LLM call per pack of episodes.

    - `model`: any litellm model string ("gpt-4o-mini", "ollama/llama3.1", ...).
    - `completion`: the completion function (default ``litellm.completion``); injectable so a
      test can feed a scripted sequence of answers.
    - `mock_response`: passed through to litellm (a string, or an Exception to raise).
    - `short_chars` / `pack_size` / `pack_chars`: episodes up to `short_chars` characters are
      packed, up to `pack_size` per call and `pack_chars` characters in total; longer episodes
      get a call of their own.
    - `raise_on_error`: a failing provider call raises `LLMExtractionError`; by default the
      episodes of that pack are kept with no facts and a warning.
    """

    def __init__(
        self,
        model: str,
        *,
        completion: CompletionFn | None = None,
        mock_response: str | Exception | None = None,
        cache: ResultCache | None = None,
        cache_dir: Path | str | None = None,
        short_chars: int = 400,
        pack_size: int = 8,
        pack_chars: int = 3000,
        temperature: float = 0.0,
        timeout: float = 60.0,
        json_mode: bool = True,
        raise_on_error: bool = False,
        extra_kwargs: dict[str, Any] | None = None,
    ) -> None:
        if not model:
            raise ValueError("LLMExtractor needs a model (settings.llm_model)")
        self.model = model
        self.name = f"llm:{model}"
        self._completion = completion
        self.mock_response = mock_response
        self.cache = cache or ResultCache(directory=cache_dir)
        self.short_chars = short_chars
        self.pack_size = max(1, pack_size)
        self.pack_chars = pack_chars
        self.temperature = temperature
        self.timeout = timeout
        self.json_mode = json_mode
        self.raise_on_error = raise_on_error
        self.extra_kwargs = dict(extra_kwargs or {})
        self._litellm: Any = None

    # The pipeline-compatible entry point.
    def extract_batch(
        self, episodes: Sequence[EpisodeText]
    ) -> tuple[list[Extraction], ExtractionStats]:
        """One Extraction per episode, in order, and what the calls cost."""
        stats = ExtractionStats()
        answers: list[LLMEpisode | None] = [None] * len(episodes)
        warnings: list[list[str]] = [[] for _ in episodes]
        keys = [content_key(self.model, e) for e in episodes]
        todo: list[int] = []
        first_of: dict[str, int] = {}
        for i, key in enumerate(keys):
            hit = self.cache.get(key)
            if hit is not None:
                answers[i] = LLMEpisode.model_validate(hit)
                stats.cache_hits += 1
            elif key in first_of:
                stats.cache_hits += 1  # same content twice in one batch: one call
            else:
                first_of[key] = i
                todo.append(i)
        for pack in self._packs(episodes, todo):
            got, problem = self._call(episodes, pack.indexes, stats)
            for local, i in enumerate(pack.indexes):
                if got is None:
                    warnings[i].append(f"llm extraction failed ({self.model}): {problem}")
                    continue
                answers[i] = got[local]
                self.cache.put(keys[i], got[local].model_dump(mode="json"))
        results: list[Extraction] = []
        for i, episode in enumerate(episodes):
            answer = answers[i]
            if answer is None and keys[i] in first_of and first_of[keys[i]] != i:
                answer = answers[first_of[keys[i]]]
                warnings[i] += warnings[first_of[keys[i]]]
            extraction = (
                to_extraction(episode, answer, self.model) if answer is not None else Extraction()
            )
            extraction.warnings += warnings[i]
            results.append(extraction)
        return results, stats

    def extract(self, episode: EpisodeText) -> Extraction:
        return self.extract_batch([episode])[0][0]

    # -- internals -------------------------------------------------------------------------

    def _packs(self, episodes: Sequence[EpisodeText], todo: list[int]) -> list[_Pack]:
        packs: list[_Pack] = []
        current = _Pack()
        for i in todo:
            size = len(episodes[i].text)
            if size > self.short_chars:
                packs.append(_Pack([i], size))
                continue
            if current.indexes and (
                len(current.indexes) >= self.pack_size or current.chars + size > self.pack_chars
            ):
                packs.append(current)
                current = _Pack()
            current.indexes.append(i)
            current.chars += size
        if current.indexes:
            packs.append(current)
        return packs

    def _complete(self, messages: list[dict[str, str]]) -> Any:
        if self._litellm is None:
            self._litellm = _load_litellm()
        fn = self._completion or self._litellm.completion
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "temperature": self.temperature,
            "timeout": self.timeout,
            **self.extra_kwargs,
        }
        if self.json_mode:
            kwargs["response_format"] = {"type": "json_object"}
            kwargs["drop_params"] = True
        if self.mock_response is not None:
            kwargs["mock_response"] = self.mock_response
        return fn(**kwargs)

    def _account(self, response: Any, stats: ExtractionStats) -> None:
        stats.llm_calls += 1
        usage = _get(response, "usage")
        stats.prompt_tokens += int(_get(usage, "prompt_tokens") or 0)
        stats.completion_tokens += int(_get(usage, "completion_tokens") or 0)
        try:
            stats.cost += float(self._litellm.completion_cost(completion_response=response) or 0)
        except Exception:  # noqa: BLE001 - unknown model or no price: cost counts as 0
            pass

    def _call(
        self, episodes: Sequence[EpisodeText], indexes: list[int], stats: ExtractionStats
    ) -> tuple[list[LLMEpisode] | None, str]:
        """One call (plus at most one repair) for a pack; answers ordered like `indexes`."""
        pack = [episodes[i] for i in indexes]
        messages = [
            {"role": "system", "content": _system_prompt()},
            {"role": "user", "content": _user_prompt(pack)},
        ]
        problem = ""
        for attempt in range(2):
            try:
                response = self._complete(messages)
            except Exception as exc:  # noqa: BLE001 - provider errors vary by provider
                stats.failures += 1
                if self.raise_on_error:
                    raise LLMExtractionError(f"{self.model}: {exc}") from exc
                return None, f"call failed: {type(exc).__name__}: {exc}"
            self._account(response, stats)
            raw = _content(response)
            try:
                answer = parse_answer(raw, len(pack))
            except ValueError as exc:
                problem = str(exc)
                if attempt == 0:
                    stats.repairs += 1
                    messages += [
                        {"role": "assistant", "content": raw or ""},
                        {
                            "role": "user",
                            "content": "Your answer was invalid: "
                            + problem[:2000]
                            + "\nReturn only the corrected JSON object, in the same schema.",
                        },
                    ]
                continue
            by_id = {e.id: e for e in answer.episodes}
            return [by_id[n] for n in range(len(pack))], ""
        stats.failures += 1
        return None, f"invalid answer after one repair: {problem[:300]}"


def _get(obj: Any, name: str) -> Any:
    if obj is None:
        return None
    if isinstance(obj, dict):
        return obj.get(name)
    return getattr(obj, name, None)


def _content(response: Any) -> str | None:
    choices = _get(response, "choices") or []
    if not choices:
        return None
    message = _get(choices[0], "message")
    return _get(message, "content")
