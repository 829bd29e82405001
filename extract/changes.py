"""Change constructions: the ways chat says a value changed, whatever the slot.

"Switched our broadband from Plusnet to TalkTalk", "New team for me: Integrity", "My coffee
order is now a flat white", "数据分析师→产品经理", "把小鹏P7卖了，换了大众朗逸": each says, in
its syntax alone, that the speaker's state moved to a new value (and often from which old
one), with or without a noun naming the attribute. The slot patterns of the vocabulary know
values by attribute; these constructions know change by form, so they hold for attributes no
pattern names (issue 11, failures 3 and 4).

`read_changes` finds them in a sentence (pure, regular expressions over the surface: the
small parser reads chat's dropped subjects and product names too loosely to lean on).
`apply_changes` (extract.pipeline) turns each into the episode's facts: the new value with
an update cue, in the slot the attribute noun names when the vocabulary knows it, else an
open statement the resolver anchors by the old value (resolver.anchor); a fact the rules
read for the old value becomes its past.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime

from extract.cues import find_cues
from extract.rules import KIN, Reading, Speakers, assemble, is_junk_value
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue
from graph.vocabulary import attribute_for_alias, load_entries

# Where a value ends: a clause break, a dash, or words that start a new thought.
_END = (
    r"(?=\s*(?:[.;!?,:(]|\s[-–—]\s|\s+(?:and|but|so|because|since|after|before|which|as|in|on|"
    r"at|for|from|with|a few|a couple|last|this|next|yesterday|today|now|lol|haha)\b|$))"
)
_VALUE = r"(?:(?:a|an|the|my|our)\s+)?(?P<new>[^\s.,;!?:()][^.,;!?:()]{0,40}?)" + _END
_OLD = r"(?:(?:a|an|the|my|our)\s+)?(?P<old>[^\s.,;!?:()][^.,;!?:()]{0,40}?)"
_CHANGE_VERBS = (
    r"switch\w*|swapp?\w*|mov(?:e|ed|ing)|chang\w*|convert\w*|migrat\w*|port(?:ed|ing)|"
    r"transferr?\w*|went|upgrad\w*|downgrad\w*|jump(?:ed|ing)|graduat\w*"
)
# "went to", "jumped to" say a trip or a leap, not a new state, without a "from".
_MOVE_TO_VERBS = _CHANGE_VERBS.replace("went|", "").replace("jump(?:ed|ing)|", "")
# Who may stand before the verb: nobody (chat drops the "I"), I or we, with small words.
_SELF = r"^(?:[^.;!?:]{0,30}:\s*)?(?:(?:in|on|since|last|this|after)\s+[^,.;]{1,20},\s*)?(?:\W*(?:so|ok|okay|well|yep|yeah|update|quick update|fyi|btw|also|finally|just|officially|i|we|i've|we've|i have|we have|i'm|we're|have|'ve)\b\W*)*"  # noqa: E501

_ENGLISH: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p, re.IGNORECASE)
    for p in (
        # "switched our broadband from Plusnet to TalkTalk", "I moved from paleo to dairy-free"
        _SELF + rf"(?:{_CHANGE_VERBS})\s+(?:over\s+)?"
        r"(?:(?:(?:my|our|the)\s+)?(?P<noun>[a-z][a-z ]{1,24}?)\s+)?"
        rf"from\s+{_OLD}\s+(?:to|for|onto|into)\s+{_VALUE}",
        # "I left Fraud Detection for the Platform Infra team", "replaced the Surface Laptop
        # with an HP Spectre"
        _SELF
        + r"(?P<names>)(?:left|quit|ditched|dropped|swapped|traded(?:\s+in)?|replaced|sold)\s+"
        rf"{_OLD}\s+(?:for|with)\s+{_VALUE}",
        # "my podcast these days is Decoder"
        r"\bmy\s+(?P<noun>[a-z]+(?:\s+[a-z]+)?)\s+(?:these days|nowadays|now)\s+(?:is|are)\s+"
        rf"(?P<at>at\s+)?{_VALUE}",
        # "Helix is my editor now", "The Green Fork is my favourite place to eat now"
        r"(?:^|[:;,—–]\s*)(?P<new>[A-Z0-9][^.,;!?:()]{0,40}?)\s+(?:is|are)\s+(?:now\s+)?my\s+"
        r"(?:new\s+|go-to\s+|main\s+|usual\s+)?(?P<noun>[a-z]+(?:\s+[a-z]+){0,3}?)\s+"
        r"(?:now|these days|nowadays)\b",
        # "Converted to cold brew", "Migrating to Joplin", "I've moved over to Linear"
        _SELF + rf"(?:{_MOVE_TO_VERBS})\s+(?:over\s+|back\s+)?(?:to|onto)\s+{_VALUE}",
        # "New team for me: Integrity", "my new role is engineering manager", "New phone day:
        # an iPhone 15", "new job is at Brightloop"
        r"(?:^|[—–;]\s*|\s-\s*|\bmy\s+|\bour\s+|^\W*)new\s+(?P<noun>[a-z]+(?:\s+[a-z]+)?)\s*"
        rf"(?:for me|for us|day)?\s*(?::|\bis\b|=|\bwill be\b)\s*(?P<at>at\s+)?{_VALUE}",
        # "Mateo's official coffee order is now a flat white", "my editor is Zed now"
        r"(?:^|\bmy\s+|\bour\s+|^(?P<name>[A-Z]\w+)['’]s\s+)(?:\w+\s+){0,2}?(?P<noun>[a-z]+(?:\s+order)?)\s+"
        rf"(?:is|are)\s+now\s+(?P<at>at\s+)?{_VALUE}",
        # "it's pescatarian for me now"
        r"\bit['’]?s\s+(?:(?:a|an|the)\s+)?(?P<new>[^.,;!?:()]{1,40}?)\s+for\s+(?:me|us)\s+now\b",
        # "most of us ended up in Checkout"
        rf"(?:^|\bi\s+|\bwe\s+|\bof us\s+)ended up\s+(?:in|at|on|with)\s+{_VALUE}",
    )
)
# "数据分析师→产品经理", "Mate 60 -> 小米14": an arrow between two names, any language.
_ARROW = re.compile(
    r"(?P<old>[^\s，,。！!？?；;：:→>-][^，,。！!？?；;：:→]{0,30}?)\s*(?:→|->|=>|➡️?)\s*"
    r"(?P<new>[^\s，,。！!？?；;][^，,。！!？?；;]{0,30}?)\s*(?=[，,。！!？?；;]|$)"
)
_ZH_VALUE = (
    r"(?P<new>[^，,。！!？?；;\s了][^，,。！!？?；;]{0,20}?)(?:了|啦|呢|吧|哈+|😂)*\s*"
    r"(?=[，,。！!？?；;]|$)"
)
_CHINESE: tuple[re.Pattern[str], ...] = tuple(
    re.compile(p)
    for p in (
        # "把小鹏P7卖了，换了大众朗逸", "Mate 60淘汰了，换了小米14"
        r"(?:把)?(?P<old>[^，,。！!？?；;把]{2,20}?)"
        r"(?:卖了|淘汰了|不用了|不练了|不喝了|退了|退掉了|换掉了|戒了|戒掉了)"
        r"[，,]\s*(?:现在|目前)?(?:换了|换成了?|改[成用喝吃练去听看玩骑开]了?|只用|只练|只喝)\s*"
        + _ZH_VALUE,
        # "从手冲改成了美式", "从A换到B"
        rf"从(?P<old>[^，,。！!？?；;]{{1,20}}?)(?:换成|改成|换到|转到|搬到|改用)了?\s*{_ZH_VALUE}",
        # "换成Zen Internet了", "换了大众朗逸" with the subject dropped or 我
        rf"(?:^|[，,]|我|我们)(?:[^，,。]{{0,10}}?(?:前|后|以来|起))?(?:就|已经|也|又|刚)?"
        rf"(?:换成了?|改成了?|改用了?|换了)\s*{_ZH_VALUE}",
        # "新东家是携程", "新手机：小米14"
        rf"新(?P<noun>[\u4e00-\u9fff]{{1,4}}?)(?:是|：|:)\s*{_ZH_VALUE}",
    )
)
# Nouns that, with "at", name a workplace ("new job is at Brightloop") or a place of study.
_AT_EMPLOYER = frozenset("job work gig position role 工作 东家 公司 单位".split())
# Nouns whose vocabulary reading differs in a change ("my new role is engineering manager" is
# a title, where "role" alone names a responsibility).
_CHANGE_NOUNS = {"role": "job_title", "position": "job_title", "东家": "employer",
                 "公司": "employer", "单位": "employer"}  # fmt: skip
_OTHERS = re.compile(
    rf"\b(?:{'|'.join(sorted(KIN))}|friend|colleague|coworker|boss|neighbou?r|flatmate|"
    r"roommate|he|she|they|his|her|their|you|your)\b",
    re.IGNORECASE,
)
_SKIP_CUES = frozenset({Cue.INTENT, Cue.ABANDONED, Cue.NEGATION})
_MAX_VALUE_WORDS = 5


@dataclass(frozen=True)
class ChangeReading:
    """A change a sentence says: the new value, the old one if named, the attribute if a noun
    names one the vocabulary knows (else None), and where the new value sits in the text."""

    new: str
    old: str | None
    attribute: str | None
    span: tuple[int, int]


_CLAUSE_BREAK = re.compile(r"[.;!?，,。！？；]|\s[-–—]\s")


def _clause_around(text: str, at: int) -> str:
    """The clause of `text` that holds position `at`."""
    starts = [m.end() for m in _CLAUSE_BREAK.finditer(text, 0, at)]
    end = _CLAUSE_BREAK.search(text, at)
    return text[starts[-1] if starts else 0 : end.start() if end else len(text)]


def _clean(value: str | None) -> str | None:
    if value is None:
        return None
    value = re.sub(r"^(?:(?:a|an|the|my|our|but|and|so|oh|well)\s+)+", "", value.strip(),
                   flags=re.IGNORECASE)  # fmt: skip
    value = value.strip(" '\"“”‘’*~")
    if not value or is_junk_value(value) or len(value.split()) > _MAX_VALUE_WORDS:
        return None
    return value


def _attribute(noun: str | None, at: bool) -> str | None:
    if not noun:
        return None
    noun = noun.strip().casefold()
    if at and noun in _AT_EMPLOYER:
        return "employer"
    return _CHANGE_NOUNS.get(noun) or attribute_for_alias(noun)


def read_changes(sentence: str, speaker: str) -> list[ChangeReading]:
    """The changes `sentence` says of its speaker (module docstring); none for a question, a
    plan, a dropped plan, a denial, or a sentence about someone else. Pure."""
    text = sentence.strip()
    if not text or text.endswith(("?", "？")):
        return []
    if re.search(r"[\u4e00-\u9fff]", text):
        if re.search(r"[他她]|朋友|同事|老公|老婆|女朋友|男朋友|爸|妈|儿子|女儿", text):
            return []
        patterns = _CHINESE
    else:
        if _OTHERS.search(text):
            return []
        patterns = _ENGLISH
    out: list[ChangeReading] = []
    for pattern in (*patterns, _ARROW):
        for m in pattern.finditer(text):
            groups = m.groupdict()
            name = groups.get("name")
            if name and name.casefold() != speaker.split()[0].casefold():
                continue  # "Tom's coffee order is now …": someone else's
            new = _clean(groups.get("new"))
            if new is None or any(r.new == new for r in out):
                continue
            if find_cues(_clause_around(text, m.start("new"))) & _SKIP_CUES:
                continue  # "not switching to X after all", "might move to X"
            old = _clean(groups.get("old"))
            if old is not None and old.casefold() == new.casefold():
                continue
            if groups.get("names") is not None and not (
                old and old[0].isupper() and new[0].isupper()
            ):
                continue  # "left early for the airport": with "left", names on both sides
            attribute = _attribute(groups.get("noun"), bool(groups.get("at")))
            out.append(ChangeReading(new, old, attribute, (m.start("new"), m.end("new"))))
    return out


# The extractor name of a fact a change construction made: it stands without the clause
# model's word (extract.assertion gates only the slot patterns' "rules" readings).
CHANGE_SAID = "rules:change"
CHANGE_CONFIDENCE = 0.7  # as firm as a slot pattern's reading


def _same(a: str, b: str) -> bool:
    """The same value, or one inside the other ("Manchester" of "the Manchester office")."""
    a, b = a.casefold(), b.casefold()
    return a == b or (min(len(a), len(b)) >= 3 and (b in a or a in b))


def apply_changes(
    facts: list[CandidateFact],
    sentences: Sequence[tuple[int, int, str]],
    speaker: str,
    occurred_at: datetime,
) -> tuple[list[CandidateFact], list[tuple[int, int]]]:
    """The episode's `facts` with each change its `sentences` ((start, end, text) in the
    episode) say (`read_changes`): a fact the rules read for the new value reports the
    change; one read for the old value becomes its past; a new value no fact holds becomes a
    fact of its own (`CHANGE_SAID`), in the slot its attribute noun names or an open
    statement anchored later. Returns the facts (new ones appended, so causal links keep
    their indexes) and the spans of the sentences that said a change. Pure."""
    out = list(facts)
    said: list[tuple[int, int]] = []
    for start, end, sentence in sentences:
        changes = read_changes(sentence, speaker)
        if not changes:
            continue
        said.append((start, end))
        here = [i for i, f in enumerate(out) if f.span is not None and start <= f.span[0] < end]
        for change in changes:
            handled = False
            for i in here:
                f = out[i]
                if change.old and _same(f.value, change.old) and not _same(f.value, change.new):
                    if f.subject == speaker:
                        out[i] = replace(f, cues=(f.cues - {Cue.UPDATE}) | {Cue.PAST})
                elif _same(f.value, change.new) or (f.focus and _same(f.focus, change.new)):
                    # The speaker's (or their group's) change, whoever else the rules took
                    # for its subject ("Mateo's new role" for "My new role is …"); in the
                    # slot its noun names.
                    own = f.subject in (speaker, Speakers.of(speaker).group)
                    out[i] = _as_change(f if own else replace(f, subject=speaker), change)
                    handled = True
            if not handled:
                out.append(_new_fact(change, sentence, (start, end), speaker, occurred_at))
    return out, said


def _as_change(fact: CandidateFact, change: ChangeReading | None = None) -> CandidateFact:
    """A fact said as a change: an update, neither past nor denied (a change dated ahead,
    "transferring to Manchester in March", stays a plan); an open statement goes into the
    slot the change's noun names, if any."""
    planned = Cue.INTENT in fact.cues
    cues = fact.cues if planned else (fact.cues - {Cue.PAST, Cue.NEGATION}) | {Cue.UPDATE}
    fact = replace(fact, cues=cues, valid_until=None,
                   confidence=max(fact.confidence, CHANGE_CONFIDENCE))  # fmt: skip
    entry = load_entries().get(change.attribute) if change and change.attribute else None
    if change is not None and entry is not None and fact.attribute == OPEN_ATTRIBUTE:
        fact = replace(fact, attribute=entry.spec.attribute, value=change.new, kind=entry.kind)
    return fact


def _new_fact(
    change: ChangeReading,
    sentence: str,
    span: tuple[int, int],
    speaker: str,
    occurred_at: datetime,
) -> CandidateFact:
    entry = load_entries().get(change.attribute) if change.attribute else None
    text = sentence.strip()
    if entry is not None and change.attribute is not None:
        reading = Reading(speaker, change.attribute, change.new, entry.kind,
                          confidence=CHANGE_CONFIDENCE)  # fmt: skip
    else:
        reading = Reading(speaker, OPEN_ATTRIBUTE, text.rstrip(" .!。！"), "note",
                          confidence=CHANGE_CONFIDENCE, focus=change.new)  # fmt: skip
    fact = assemble(reading, text, text, span, occurred_at)
    return replace(_as_change(fact), extractor=CHANGE_SAID)
