"""Extractor modes (settings.extractor_mode): `rules` (default), `llm`, `rules+llm`.

`build_extractor(settings)` returns a `ConfiguredExtractor` whose `extract_batch` gives one
`Extraction` per episode plus the `ExtractionStats` of the batch (LLM calls, tokens, cost):

- ``rules``: the offline rule/spaCy extractor; never an LLM call (``llm_calls == 0``).
- ``llm``: every episode goes to the LLM extractor.
- ``rules+llm``: the rules run first; only the episodes they found no fact in go to the LLM.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from extract.pipeline import EpisodeText, Extraction

MODES = ("rules", "llm", "rules+llm")


class Extractor(Protocol):
    """Anything that turns episodes into one Extraction each, in order."""

    name: str

    def extract_batch(self, episodes: Sequence[EpisodeText]) -> Any: ...


@dataclass
class ConfiguredExtractor:
    """The extractor the service uses, per the configured mode."""

    mode: str
    rules: Any | None = None  # extract.pipeline.RuleExtractor
    llm: Any | None = None  # extract.llm.LLMExtractor

    @property
    def name(self) -> str:
        if self.mode == "rules":
            return "rules"
        llm_name = self.llm.name if self.llm is not None else "llm"
        return llm_name if self.mode == "llm" else f"rules+{llm_name}"

    def read_again(self, episodes: Sequence[EpisodeText]) -> list[Extraction]:
        """The rules' reading of turns read once more (with who "he"/"she" means): no LLM
        call, whatever the mode; nothing in `llm` mode, which has no rules."""
        return [] if self.rules is None else list(self.rules.extract_batch(episodes))

    def extract_batch(self, episodes: Sequence[EpisodeText]) -> tuple[list[Extraction], Any]:
        """(one Extraction per episode, in order; ExtractionStats of this batch)."""
        from extract.llm import ExtractionStats

        if not episodes:
            return [], ExtractionStats()
        if self.mode == "llm":
            assert self.llm is not None
            return self.llm.extract_batch(episodes)
        assert self.rules is not None
        results: list[Extraction] = list(self.rules.extract_batch(episodes))
        if self.mode == "rules":
            return results, ExtractionStats()
        assert self.llm is not None
        empty = [i for i, ex in enumerate(results) if not ex.facts]
        if not empty:
            return results, ExtractionStats()
        found, stats = self.llm.extract_batch([episodes[i] for i in empty])
        for i, llm_ex in zip(empty, found, strict=True):
            rule_ex = results[i]
            known = {name.casefold() for name, _ in llm_ex.entities}
            llm_ex.entities += [(n, k) for n, k in rule_ex.entities if n.casefold() not in known]
            llm_ex.warnings = rule_ex.warnings + llm_ex.warnings
            results[i] = llm_ex
        return results, stats


def build_extractor(settings: Any, **llm_options: Any) -> ConfiguredExtractor:
    """The extractor for `settings.extractor_mode`.

    Reads `extractor_mode` and `llm_model`, and, when the settings have them,
    `llm_cache_dir`, `llm_pack_size`, `llm_short_chars`, and `extract_worker` (the `rules`
    mode in a worker process of lower CPU priority: extract.worker). `llm_options` go to
    `LLMExtractor` (e.g. ``completion=`` or ``mock_response=`` in tests). Raises ValueError
    for an unknown mode, or an LLM mode without `llm_model`.
    """
    mode = (getattr(settings, "extractor_mode", None) or "rules").strip().lower()
    if mode not in MODES:
        raise ValueError(f"extractor_mode must be one of {', '.join(MODES)}; got {mode!r}")
    if mode == "rules" and getattr(settings, "extract_worker", False):
        from extract.worker import ExtractorProcess

        niceness = int(getattr(settings, "extract_worker_niceness", 10))
        timeout = float(getattr(settings, "extract_worker_timeout", 120.0))
        return ExtractorProcess(niceness, timeout)  # type: ignore[return-value]  # same interface
    rules = None
    if mode in ("rules", "rules+llm"):
        from extract.pipeline import RuleExtractor

        rules = RuleExtractor()
    llm = None
    if mode in ("llm", "rules+llm"):
        model = getattr(settings, "llm_model", None)
        if not model:
            raise ValueError(f"extractor_mode={mode!r} needs llm_model (PALIMPSEST_LLM_MODEL)")
        from extract.llm import LLMExtractor

        options: dict[str, Any] = {}
        cache_dir = getattr(settings, "llm_cache_dir", None)
        if cache_dir:
            options["cache_dir"] = Path(cache_dir)
        for name, option in (("llm_pack_size", "pack_size"), ("llm_short_chars", "short_chars")):
            value = getattr(settings, name, None)
            if value:
                options[option] = int(value)
        options.update(llm_options)
        llm = LLMExtractor(model, **options)
    return ConfiguredExtractor(mode=mode, rules=rules, llm=llm)
