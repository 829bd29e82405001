"""Clause modality: does a clause assert a state, report a change, plan one, or only mention a
value? (DESIGN.md: extraction, clause-level state assertions.)

A value of the right type in a sentence is not a state. The rules find candidate facts; this
module reads the clause each came from and decides its **modality** with a small learned
model (multinomial logistic regression) over features the pipeline already computes: the
clause's MiniLM vector (the fact text is embedded for the graph anyway), the cue families of
`extract.cues`, and hashed word n-grams. The weights ship in the repo
(`extract/models/assertion.npz`), trained by `python -m extract.models.train_assertion` on
labelled clauses
(`extract/models/data/assertion_labels.jsonl`); loading and prediction are numpy only, no LLM.

`gate` applies the decision to a candidate:

- mention / none: no fact (the value was named in passing);
- plan / consideration: a transition (INTENT cue), never current;
- abandonment: no fact (the dropped value must never read as current);
- current, change, past, negation (the clause asserts a state): as the rules read it, whose
  cues decide change and past.

The model only overrides the rules when it is confident (`CONFIDENT`).
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

import numpy as np

from extract.assembly import closed_values, denied_before, find_scope, told_in
from extract.changes import has_chinese
from extract.clauses import clause_of, without_told_late
from extract.cues import find_cues
from extract.embed import DIMENSIONS
from extract.fallback import IMPLIED, PLAN_USE, PROPOSED, PROPOSED_IMPLIED
from extract.holders import announces, holder_view
from extract.lexicon import INTERJECTION, STATE_BEGAN, SWAP_VERB, UNVOUCHED
from graph.types import NAMED_PREFIX, OPEN_ATTRIBUTE, CandidateFact, CausalLink, Cue
from graph.vocabulary import (
    fold,
    load_entries,
    names_a_kind,
    placed_in_context,
    slot_marked_by,
    state_slot_knowing,
)

MODALITIES: tuple[str, ...] = (
    "current", "change", "past", "plan", "consideration", "abandonment", "negation", "mention",
    "none",
)  # fmt: skip
CUE_FEATURES: tuple[Cue, ...] = tuple(Cue)
MODEL_PATH = Path(__file__).resolve().parent / "models" / "assertion.npz"
CONFIDENT = 0.6  # probability of the modality group before the model overrides the rules
# A reading the rules made in a vocabulary slot from its own cue ("drives {X}", "搬去{X}") is
# dropped as a mere mention only when the model is this sure, and never on the model's doubt
# alone: the cue already names the slot and the value, and the model, trained on few such
# lines, calls many of them mentions (a question or hypothetical still goes as before).
SLOT_READING_DROP = 0.8
ATTRIBUTE_MIN = 0.5  # attribute probability before an open statement takes that slot
# A statement the model places in a slot, said as a change ("I switched jobs and I'm at
# Unilever now"): the model's slot and the rules' change cue together are firmer than the
# bare open reading, enough to replace the slot's value (resolver.policy `trusted_write`).
PLACED_CHANGE_CONFIDENCE = 0.65
# ... and so is a statement placed without one when the model is this sure of its slot and
# that it asserts a state (a state shown by use: "10k this morning in the Saucony").
PLACED_SURE_ATTRIBUTE = 0.7
PLACED_SURE_ASSERTS = 0.6

_SECOND_PERSON = re.compile(r"\b(you|your|you['’]re|should i|do you|have you)\b", re.I)
_HEDGE = re.compile(r"\b(maybe|might|perhaps|someday|one day|wish|if only|would love)\b", re.I)
# What, beside the second person (`_SECOND_PERSON`), makes a line no statement of its
# speaker's own state: a question, a hypothetical.
_UNREAL = re.compile(r"[?？]|\b(?:imagine|if|would|could|should)\b|如果|要是|假如|你", re.I)


def _aside(text: str) -> bool:
    """Whether a line is a question, a hypothetical or said to someone else; not a question
    that only passes news on ("Did you all know Aisha has bought a Ford Fiesta?")."""
    told = told_in(text.strip())
    if told is not None and not _HEDGED.search(told):
        text = told
    return bool(_UNREAL.search(text) or _SECOND_PERSON.search(text))


# News passed on that is not vouched for, or not the person's own thing: "Did you know Aisha
# almost bought a Ford Fiesta?", "… apparently …", "… for her son?", "… test drove …".
_HEDGED = re.compile(
    rf"\b(?:almost|nearly|{UNVOUCHED}|test[- ]?dr\w+|"
    r"for (?:her|his|their) (?:son|daughter|kids?|mum|dad|wife|husband|partner)|"
    r"(?:she|he|they) says?)\b",
    re.IGNORECASE,
)


HASHED_DIMENSIONS = 2048
_WORD = re.compile(r"[a-z']+|[\u4e00-\u9fff]")


def hashed_ngrams(text: str, dimensions: int = HASHED_DIMENSIONS) -> np.ndarray:
    """Word unigrams and bigrams (Chinese: characters and character pairs), hashed into a
    fixed-size binary vector: modality lives in small words ("considered", "after all",
    "keeps telling me", "打算") that a sentence vector blurs. crc32, so stable across runs."""
    words = _WORD.findall(text.lower().replace("’", "'"))
    grams = words + [f"{a} {b}" for a, b in zip(words, words[1:], strict=False)]
    out = np.zeros(dimensions, np.float32)
    for g in grams:
        out[zlib.crc32(g.encode("utf-8")) % dimensions] = 1.0
    return out


def clause_features(text: str, vector: Sequence[float]) -> np.ndarray:
    """The model's input: the clause vector, cue families, surface flags, hashed n-grams."""
    cues = find_cues(text)
    flags = [1.0 if c in cues else 0.0 for c in CUE_FEATURES]
    flags += [
        1.0 if text.rstrip().endswith(("?", "？")) else 0.0,
        1.0 if _SECOND_PERSON.search(text) else 0.0,
        1.0 if _FIRST_PERSON.search(text) else 0.0,
        1.0 if _HEDGE.search(text) else 0.0,
    ]
    return np.concatenate(
        [np.asarray(vector, dtype=np.float32), np.asarray(flags, np.float32), hashed_ngrams(text)]
    )


def attribute_features(
    features: np.ndarray, value_vector: Sequence[float] | None, width: int | None = None
) -> np.ndarray:
    """The attribute head's input: the clause's features and the MiniLM vector of the value
    itself. What kind of thing the value is ("OnePlus 12", "Saucony", "Seville") says more
    about its slot than the words around it ("typing this on my …"). Zeros for no value; a
    model trained without value vectors (`width`) reads the clause's features alone."""
    features = np.asarray(features, np.float32).ravel()
    if width is not None and width == features.shape[0]:
        return features
    value = np.zeros(DIMENSIONS, np.float32)
    if value_vector is not None:
        value = np.asarray(value_vector, np.float32)
    return np.concatenate([features, value])


def _softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def _or_empty(a: np.ndarray | None) -> np.ndarray:
    # float16 on disk halves the file; predictions move by less than the rounding of a cue.
    return (a if a is not None else np.zeros(0)).astype(np.float16)


@dataclass(frozen=True)
class AssertionModel:
    """Two softmax regressions over the same clause features: the modality (`weights`,
    `bias`, `classes`) and the attribute a clause speaks of (`attribute_weights`,
    `attribute_bias`, `attributes`)."""

    weights: np.ndarray
    bias: np.ndarray
    classes: tuple[str, ...]
    attributes: tuple[str, ...] = ()
    attribute_weights: np.ndarray | None = None
    attribute_bias: np.ndarray | None = None

    def attribute_of(
        self, features: np.ndarray, value_vector: Sequence[float] | None = None
    ) -> tuple[str, float] | None:
        """The most likely attribute of one clause's features and the vector of the value it
        names (`attribute_features`), and its probability; None without an attribute model."""
        if self.attribute_weights is None or self.attribute_bias is None:
            return None
        row = attribute_features(features, value_vector, self.attribute_weights.shape[0])
        probs = _softmax(row[None, :] @ self.attribute_weights + self.attribute_bias)
        best = int(probs[0].argmax())
        return self.attributes[best], float(probs[0, best])

    def probabilities(self, features: np.ndarray) -> np.ndarray:
        """Class probabilities for a (n, features) matrix (or one feature vector)."""
        return _softmax(np.atleast_2d(features) @ self.weights + self.bias)

    def save(self, path: Path) -> None:
        np.savez_compressed(
            path,
            weights=self.weights.astype(np.float32),
            bias=self.bias.astype(np.float32),
            classes=np.array(self.classes),
            attributes=np.array(self.attributes),
            attribute_weights=_or_empty(self.attribute_weights),
            attribute_bias=_or_empty(self.attribute_bias),
        )

    @classmethod
    def load(cls, path: Path) -> AssertionModel:
        with np.load(path, allow_pickle=False) as data:
            attributes = tuple(str(a) for a in data["attributes"]) if "attributes" in data else ()
            return cls(
                data["weights"],
                data["bias"],
                tuple(str(c) for c in data["classes"]),
                attributes,
                data["attribute_weights"].astype(np.float32) if attributes else None,
                data["attribute_bias"].astype(np.float32) if attributes else None,
            )


@cache
def load_model(path: Path = MODEL_PATH) -> AssertionModel | None:
    """The shipped model, loaded once; None when the file is absent (the rules then decide)."""
    return AssertionModel.load(path) if path.is_file() else None


@dataclass(frozen=True)
class Modality:
    """A clause's modality and the model's probability for it (its group's, see `GROUPS`)."""

    label: str
    probability: float
    group: str
    asserts: float = 1.0  # probability of the "assert" group (current/change/past/negation)


GROUPS: dict[str, tuple[str, ...]] = {
    "assert": ("current", "change", "past", "negation"),
    "transition": ("plan", "consideration"),
    "abandon": ("abandonment",),
    "drop": ("mention", "none"),
}


def read_modality(model: AssertionModel, features: np.ndarray) -> list[Modality]:
    """One `Modality` per row: the most likely label; the probability of its group."""
    probs = model.probabilities(features)
    index = {c: i for i, c in enumerate(model.classes)}
    out = []
    for row in probs:
        label = model.classes[int(row.argmax())]
        group = next(g for g, members in GROUPS.items() if label in members)
        p = float(sum(row[index[m]] for m in GROUPS[group] if m in index))
        asserts = float(sum(row[index[m]] for m in GROUPS["assert"] if m in index))
        out.append(Modality(label, p, group, asserts))
    return out


def gate(candidate: CandidateFact, modality: Modality) -> CandidateFact | None:
    """The candidate as the clause's modality says (module docstring), or None for no fact.
    Pure. Below `CONFIDENT` (for the label's group, or for "does not assert" as a whole), and
    for a candidate the rules read as an abandoned transition, the rules' reading stands; a
    slot reading (`SLOT_READING_DROP`) falls to "mention" only at that probability."""
    # A clause that does not assert a state, when the model is sure of that much, even if it
    # is torn between plan, abandonment and mention.
    not_asserting = modality.group != "assert" and modality.asserts <= 1 - CONFIDENT
    # (not a plan given up, a question, a hypothetical or a line to someone else: "I
    # considered moving to Milan but stayed", "Would you ever move to Lisbon?")
    slot_reading = (
        candidate.attribute in load_entries()
        and not candidate.cues & {Cue.INTENT, Cue.ABANDONED}
        and not _aside(candidate.text)
    )
    if modality.probability < CONFIDENT and not (not_asserting and not slot_reading):
        return candidate
    cues = candidate.cues
    if Cue.ABANDONED in cues and candidate.considered:
        return candidate
    if modality.group == "drop":
        return candidate if slot_reading and modality.probability < SLOT_READING_DROP else None
    if modality.group == "abandon":
        return None
    if modality.group == "transition":
        if not cues & {Cue.INTENT, Cue.ABANDONED} and committed(candidate.text):
            return candidate  # the old one left or the new one signed: the change is made
        return replace(candidate, cues=(cues - {Cue.UPDATE}) | {Cue.INTENT})
    # An asserting clause keeps the rules' reading: their cues ("now", "used to", "back in")
    # decide change and past, which the model tells apart less well than it tells a state
    # from a mention (bench/results/assertion_model.md). An open statement has no reading
    # of its own beyond its cues: there the model's past ("in my twenties I lived on …")
    # and negation ("not drinking cold brew anymore") stand.
    if candidate.attribute == OPEN_ATTRIBUTE and not cues & {Cue.INTENT, Cue.PAST}:
        if modality.label == "past" and not (Cue.UPDATE in cues and _began(candidate.text)):
            # (not "I traded the old car in for a Honda Jazz a while back": the change was
            # then, the state it began may hold still)
            return replace(candidate, cues=(cues - {Cue.UPDATE}) | {Cue.PAST})
        if modality.label == "negation" and not denied_before(candidate.focus, candidate.text):
            # (the old value denied before the new one is a change: "not X any more, I got Y")
            return replace(candidate, cues=(cues - {Cue.UPDATE}) | {Cue.NEGATION, Cue.PAST})
    return candidate


# A change committed to, though its first day may be ahead ("Handed my notice in, starting at
# Helix on Monday", "Signed the contract, I'm joining Nexus", "signed up for an evening class
# in Mandarin"): read as made, not as a plan.
_COMMITTED = re.compile(
    r"\b(?:handed (?:in )?(?:my|his|her|their) notice|signed (?:the|my|his|her|their) contract|"
    r"accepted (?:the|their) offer|signed up (?:for|to)|enrolled (?:on|in|for))\b|"
    r"交了辞职信|辞职信交了|签了合同|合同签了|报了名|报名了",
    re.IGNORECASE,
)
# ... unless it only nearly was, or its start is a while off ("signed the contract for the flat
# in Leith, moving in March", "accepted the offer, start date TBC")
_NEARLY = re.compile(
    r"\b(?:nearly|almost|was going to|if|should i|would|might|could|haven['’]t|not)\b.{0,30}$",
    re.IGNORECASE,
)
_A_WHILE_OFF = re.compile(
    r"\b(?:next (?:week|month|year)|in (?:a few|two|three|\d+) (?:weeks|months)|start date|tbc|"
    r"in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b",
    re.IGNORECASE,
)


def committed(text: str) -> bool:
    """Whether `text` says a change committed to (`_COMMITTED`), not nearly made nor a while off."""
    m = _COMMITTED.search(text)
    if m is None:
        return False
    return not (_NEARLY.search(text[: m.start()]) or _A_WHILE_OFF.search(text[m.end() :]))


# Words that say a state is over, whatever verb began it ("I used to switch off at ten").
_OVER = re.compile(r"\b(?:used to|back then|in those days|formerly|previously)\b", re.IGNORECASE)


def _began(text: str) -> bool:
    """Whether a clause says a state began: a change verb, not a state said as over."""
    return bool(STATE_BEGAN.search(text) or SWAP_VERB.search(text)) and not _OVER.search(text)


_FIRST_PERSON = re.compile(r"\b(?:I|me|my|mine|we|us|our)\b|[我咱]", re.IGNORECASE)


def news_of_a_name(text: str, focus: str) -> bool:
    """Whether an implied statement opens with the name it is about and never names the
    speaker: news of the name ("Moorside Dental had a queue round the block"), not the
    speaker's use ("Back at PureGym this week" opens with another word)."""
    opening = re.sub(r"^\W*(?:the\s+)?", "", text, flags=re.IGNORECASE)
    return opening.casefold().startswith(focus.casefold()) and not _FIRST_PERSON.search(text)


def into_slot(
    candidate: CandidateFact,
    nearest: tuple[str, float] | None,
    asserts: float = 0.0,
    implied: bool = False,
) -> CandidateFact:
    """An open statement with a focus ("I transferred to Checkout") into the slot of the
    attribute the model reads (`team` = "Checkout"), when it is sure enough; else with that
    reading as its `attribute_hint`. Placed and said as a change, or placed surely and said
    by a clause that surely asserts (`asserts`, the model's probability of that group), it
    may replace the slot's value (`PLACED_CHANGE_CONFIDENCE`).
    The open attribute vocabulary: the same slot whatever the phrasing, so a later change
    supersedes. Pure."""
    if candidate.attribute != OPEN_ATTRIBUTE or not candidate.focus or nearest is None:
        return candidate
    if names_a_kind(candidate.focus):
        return candidate  # "the kids have been off school all week": a kind named, no value
    if implied and news_of_a_name(candidate.text, candidate.focus):
        return candidate  # "Barclays app is down again apparently": news of it, no one's use
    attribute, similarity = nearest
    marked = slot_marked_by(candidate.focus)
    knowing = state_slot_knowing(candidate.focus)
    if marked is not None and similarity >= ATTRIBUTE_MIN:
        attribute = marked  # a state, in the slot its name shows: "Moved to Castle Dental"
    elif knowing is not None and attribute != knowing and similarity >= ATTRIBUTE_MIN:
        # "switched to Mydentist": the slot that knows the name, not the one the model leans
        # to. An implied mention ("still waiting on my final bill from OVO") stays open: the
        # graph vouches for it or not (resolver.anchor), so an old provider named in passing
        # lands in that slot's past, not in its present.
        if implied:
            return replace(candidate, attribute_hint=(knowing, round(similarity, 3)))
        attribute = knowing
    if not placed_in_context(attribute, candidate.text):
        return candidate  # "I climb at Grip Factory": no job, whatever the model leans to
    if similarity < ATTRIBUTE_MIN or attribute.startswith("other:"):
        hint = None if attribute.startswith("other:") else (attribute, round(similarity, 3))
        return replace(candidate, attribute_hint=hint)
    entry = load_entries().get(attribute)
    settled = not candidate.cues & {Cue.PAST, Cue.INTENT, Cue.NEGATION, Cue.ABANDONED}
    says_change = Cue.UPDATE in candidate.cues and settled
    # A state shown by use replaces the old value like a change said outright (a high-risk
    # slot still queues it, resolver.policy).
    sure = settled and similarity >= PLACED_SURE_ATTRIBUTE and asserts >= PLACED_SURE_ASSERTS
    return replace(
        candidate,
        attribute=attribute,
        value=slot_value(attribute, candidate.focus, candidate.text),
        kind=entry.kind if entry is not None else candidate.kind,
        confidence=max(candidate.confidence, PLACED_CHANGE_CONFIDENCE)
        if says_change or sure
        else candidate.confidence,
    )


# What a provider's name goes with when the name is the value ("the Octopus app", "my Monzo
# card"): a longer focus ("比亚迪汉", "Pixel 8 Pro") is a value of its own.
_THING_OF_A_VALUE = frozenset(
    "app account card website site bill bills email emails tariff contract plan statement".split()
)


def slot_value(attribute: str, focus: str, text: str) -> str:
    """The value an open statement placed in `attribute` gives: its focus, or the slot's known
    value the focus holds ("Octopus app says ..." -> Octopus Energy), or, when the focus is
    no name, the one known value of the slot its sentence names ("started vegetarian this
    week ... a documentary about factory farming" -> vegetarian). Pure."""
    entry = load_entries().get(attribute)
    if entry is None or fold(focus) in entry.values:
        return focus
    inside = closed_values(attribute, focus)
    if inside and focus.split()[-1].lower() in _THING_OF_A_VALUE:
        return inside[0]
    around = closed_values(attribute, text)
    return around[0] if focus.islower() and len(around) == 1 else focus


def focus_texts(candidates: Sequence[CandidateFact]) -> list[str | None]:
    """The focus of each open statement the model may place in a slot (`into_slot`), and the
    value of each reading in a named slot (`kind_of`), else None: the values whose vectors
    the attribute head reads."""
    return [
        c.focus
        if c.attribute == OPEN_ATTRIBUTE and c.focus
        else c.value
        if c.attribute.startswith(NAMED_PREFIX) and c.value
        else None
        for c in candidates
    ]


def kind_of(candidate: CandidateFact, nearest: tuple[str, float] | None) -> CandidateFact:
    """A reading in a slot the speaker named ("my beans" -> `named:beans`) with the
    attribute the model reads its clause as, as its `attribute_hint`: the kind of slot it
    is, so a later change said under another name ("switched roasters to …") finds it
    (`resolver.anchor`). Pure."""
    if nearest is None or not candidate.attribute.startswith(NAMED_PREFIX):
        return candidate
    return replace(candidate, attribute_hint=(nearest[0], round(nearest[1], 3)))


def _told_clause(candidate: CandidateFact) -> str:
    """The clause of the candidate's value; for an open statement told late ("Bit of old
    news, but I've been at X since July"), the clause of its focus in the news after the
    lead (the lead's "but" would leave the lead alone as the clause)."""
    if candidate.attribute == OPEN_ATTRIBUTE and candidate.focus:
        news = without_told_late(candidate.text)
        if news != candidate.text:
            return clause_of(news, candidate.focus)
    return clause_of(candidate.text, candidate.value)


def clause_texts(candidates: Sequence[CandidateFact]) -> list[str]:
    """The clause each candidate's value sits in (`extract.clauses.clause_of`), without a lead
    that says the news is told late (`extract.clauses.without_told_late`) or an interjection,
    as its holder would say it when the turn names its holder (`extract.holders.holder_view`)."""
    clauses = [_told_clause(c) for c in candidates]
    clauses = [without_told_late(clause) for clause in clauses]
    # "Anyway, ported my number over to …": the news without the word that turns to it
    clauses = [INTERJECTION.sub("", clause) or clause for clause in clauses]
    return [
        holder_view(clause, c.subject) if c.named_holder or _names(clause, c.subject) else clause
        for c, clause in zip(candidates, clauses, strict=True)
    ]


def _names(clause: str, subject: str) -> bool:
    """Whether a Chinese clause, or one that announces news, names its holder ("跟大家说个
    消息，Lina买了一辆Ford Fiesta", "Heads up, Marcus's on O2 now"): read as the holder would
    say it, whoever said it. (An English clause that names its holder plainly, "Sofia's manager
    is Hiro", the model reads well as it is.)"""
    return (
        subject[:1].isupper()
        and (has_chinese(clause) or announces(clause))
        and re.search(rf"(?<![A-Za-z0-9]){re.escape(subject)}(?![A-Za-z0-9])", clause) is not None
    )


def said_as_change(candidate: CandidateFact) -> bool:
    """Whether a change construction read the candidate, naming the value it leaves ("X is
    ancient history, my dentist is Y"): it stands without the clause model's word, as the
    facts the construction makes itself do (`extract.changes.CHANGE_SAID`); the model still
    places an open one in a slot (`into_slot`)."""
    return (
        bool(candidate.leaves) and Cue.UPDATE in candidate.cues and Cue.INTENT not in candidate.cues
    )


# Cues under which a name is not in use: planned, given up, denied or past.
NOT_IN_USE = frozenset({Cue.INTENT, Cue.ABANDONED, Cue.NEGATION, Cue.PAST})


def gate_candidates(
    candidates: Sequence[CandidateFact],
    links: Sequence[CausalLink],
    vectors: Sequence[Sequence[float]],
    clause_vectors: Sequence[Sequence[float]],
    model: AssertionModel | None = None,
    focus_vectors: Sequence[Sequence[float] | None] | None = None,
) -> tuple[list[CandidateFact], list[CausalLink], list[Sequence[float]], int]:
    """Gate an episode's rule candidates by the modality of their clauses (`gate`), keeping
    the causal links between the candidates that stay. `vectors` are the fact texts' vectors
    (kept with the facts), `clause_vectors` those of `clause_texts(candidates)`,
    `focus_vectors` those of the open statements' focuses (`focus_texts`). Returns
    (candidates, links, vectors, how many were dropped). Pure given the model."""
    model = model if model is not None else load_model()
    if model is None or not candidates:
        return list(candidates), list(links), list(vectors), 0
    clauses = clause_texts(candidates)
    features = np.stack(
        [clause_features(t, v) for t, v in zip(clauses, clause_vectors, strict=True)]
    )
    kept: list[tuple[int, CandidateFact]] = []
    readings = read_modality(model, features)
    rows = zip(candidates, readings, clauses, features, strict=True)
    for i, (c, m, clause, row) in enumerate(rows):
        implied = c.extractor == PROPOSED_IMPLIED
        focus_vector = focus_vectors[i] if focus_vectors is not None else None
        if c.extractor in (PROPOSED, PROPOSED_IMPLIED):
            # A proposal (extract.fallback) stands only on the model's confident word, or as
            # the use of a planned value, which the graph alone can tell (`PLAN_USE`).
            if m.group not in ("assert", "transition") or m.probability < CONFIDENT:
                if c.focus and not c.cues & NOT_IN_USE and m.group != "abandon":
                    kept.append((i, replace(c, extractor=PLAN_USE)))
                continue
            c = replace(c, extractor="rules")
        elif said_as_change(c):
            nearest = model.attribute_of(row, focus_vector)
            kept.append((i, kind_of(into_slot(c, nearest, m.asserts), nearest)))
            continue
        elif c.extractor != "rules":
            if m.group in ("assert", "transition"):
                c = kind_of(c, model.attribute_of(row, focus_vector))
            kept.append((i, c))
            continue
        gated = gate(c, m)
        if gated is not None and m.group in ("assert", "transition"):
            nearest = model.attribute_of(row, focus_vector)
            gated = kind_of(into_slot(gated, nearest, m.asserts, implied), nearest)
        if (
            implied
            and gated is not None
            and gated.attribute == OPEN_ATTRIBUTE
            and Cue.INTENT not in gated.cues
        ):
            # A speaker only implied and a slot the model cannot name: the graph must vouch.
            # A plan needs no voucher ("Signing up for a German course next term"): a chat
            # line's dropped subject is its speaker, and a plan is never a current value.
            gated = replace(gated, extractor=IMPLIED)
        if gated is not None and gated.scope is None and clause != c.text:
            # "Mostly Vim, though for client work I'm stuck with VS Code": the scope is the
            # clause's, not the sentence's.
            gated = replace(gated, scope=find_scope(clause))
        if gated is not None:
            kept.append((i, gated))
    kept_candidates, new_links, kept_vectors = keep_only(kept, links, vectors)
    uses_only = sum(1 for _, c in kept if c.extractor == PLAN_USE)  # no fact unless a plan's
    return kept_candidates, new_links, kept_vectors, len(candidates) - len(kept) + uses_only


def keep_only(
    kept: Sequence[tuple[int, CandidateFact]],
    links: Sequence[CausalLink],
    vectors: Sequence[Sequence[float]],
) -> tuple[list[CandidateFact], list[CausalLink], list[Sequence[float]]]:
    """An episode's candidates cut down to `kept` ((old index, candidate), in order), with
    their vectors and the causal links between the ones that stay, renumbered. Pure."""
    index = {old: new for new, (old, _) in enumerate(kept)}
    new_links = [
        replace(link, cause=index[link.cause], effect=index[link.effect])
        for link in links
        if link.cause in index and link.effect in index
    ]
    return [c for _, c in kept], new_links, [vectors[i] for i, _ in kept]


def gate_episodes(
    episodes: Sequence[
        tuple[Sequence[CandidateFact], Sequence[CausalLink], Sequence[Sequence[float]]]
    ],
    embed: Callable[[list[str]], Sequence[Sequence[float]]],
    model: AssertionModel | None = None,
) -> list[tuple[list[CandidateFact], list[CausalLink], list[Sequence[float]], int]]:
    """`gate_candidates` for a batch of episodes, each (candidates, links, fact vectors). A
    clause that is its whole fact text reuses the fact's vector; the clauses cut out of longer
    sentences and the open statements' focuses (`focus_texts`) are embedded with `embed` in
    one call for the whole batch."""
    clauses = [clause_texts(cands) for cands, _, _ in episodes]
    apart = [t for (cands, _, _), ts in zip(episodes, clauses, strict=True)
             for c, t in zip(cands, ts, strict=True) if t != c.text]  # fmt: skip
    focuses = [f for cands, _, _ in episodes for f in focus_texts(cands) if f is not None]
    embedded = list(embed(apart + focuses)) if apart or focuses else []
    apart_vectors = iter(embedded[: len(apart)])
    focus_vectors = iter(embedded[len(apart) :])
    out = []
    for (cands, links, vectors), ts in zip(episodes, clauses, strict=True):
        clause_vectors = [
            vec if t == c.text else next(apart_vectors)
            for c, t, vec in zip(cands, ts, vectors, strict=True)
        ]
        focus = [None if f is None else next(focus_vectors) for f in focus_texts(cands)]
        out.append(gate_candidates(cands, links, vectors, clause_vectors, model=model,
                                   focus_vectors=focus))  # fmt: skip
    return out
