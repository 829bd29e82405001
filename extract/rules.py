"""The rule extractor: clause readings -> CandidateFacts, and the English (spaCy) reader.

A *reading* is what a language reader sees in one clause: who (subject), which slot
(attribute), what (value). `assemble` turns a reading into a `CandidateFact` the same way for
every language: time from `timeexpr`, cue families from `cues`, scope, and the few cue
combinations that change what a fact means ("no longer" makes a state historical;
"considered X but stayed with Y" keeps Y and records X). `chinese.py` reuses it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import datetime
from functools import cache

from spacy.tokens import Doc, Span, Token

from extract.causal import split_causal_clauses
from extract.cues import cue_spans, find_cues
from extract.entities import entity_kind
from extract.timeexpr import as_utc, resolve_time
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue, MemoryType
from graph.vocabulary import (
    CuePattern,
    KnownValue,
    attribute_for_alias,
    cue_patterns,
    fact_kind,
    find_known_values,
    known_value,
    load_entries,
    value_fits,
    value_heads,
    value_kind,
    work_cue_holds,
)

# --- shared: context, readings, assembly ---------------------------------------------------


@dataclass
class Speakers:
    """Who "I", "we" and "he/she" stand for in one episode."""

    speaker: str
    group: str
    last_person: str | None = None

    @classmethod
    def of(cls, speaker: str | None) -> Speakers:
        name = speaker or "user"
        return cls(speaker=name, group=f"{name}'s team")

    def is_speaker(self, name: str) -> bool:
        """Whether `name` is how the speaker calls themself: their name or its first word
        ("Sofia trains at …" said by Sofia Alvarez)."""
        folded = name.casefold().strip()
        full = self.speaker.casefold()
        return bool(folded) and folded in (full, full.split()[0])


@dataclass
class Reading:
    """One fact a reader found in a clause, before time and cues are applied."""

    subject: str
    attribute: str
    value: str
    kind: str
    memory_type: MemoryType = MemoryType.SEMANTIC
    considered: str | None = None
    past: bool = False  # a past state ("lived in", "used to")
    negated_value: bool = False  # the negation is part of the value ("no meat")
    negated: bool = False  # the clause denies the value ("I don't use Vim")
    confidence: float = 0.8
    value_label: str | None = None  # NER label of the value, when the reader knows it
    focus: str | None = None  # an open statement's main thing named ("switched to tram")


@dataclass
class UnitFacts:
    """A clause of an episode (offsets in the episode text) and the facts read from it."""

    text: str
    start: int
    end: int
    continues: bool  # same sentence as the unit before
    facts: list[CandidateFact] = field(default_factory=list)
    entities: list[tuple[str, str]] = field(default_factory=list)


_SCOPE_RULES: tuple[tuple[str, str], ...] = (
    (r"(?:for|in|on) (?:the )?project (\w[\w-]*)", "project {0}"),
    (r"(?:for|in|on) the (\w[\w-]*) project", "project {0}"),
    (r"(?:when|while) (?:i['’]m |i am |we['’]re |we are )?travell?ing|on the road", "travelling"),
    (r"(?:at|for) work|at the office", "work"),
    (r"at home", "home"),
    (r"on weekends", "weekends"),
    (r"except (?:for |when )?([\w .+#-]{1,30}?)(?=[,.;]|$| i | we )", "except {0}"),
    (r"only (?:for|when|at|on) ([\w .+#-]{1,30}?)(?=[,.;]|$| i | we )", "{0}"),
    (r"对于([^，。！？；,]{1,12}?)项目", "project {0}"),
    (r"对于([^，。！？；,]{1,12}?)(?:来说|而言)?[，,]", "{0}"),
    (r"在([^，。！？；,]{1,10}?)项目[里中上]?", "project {0}"),
    (r"除了([^，。！？；,]{1,12}?)项目", "except project {0}"),
    (r"除了([^，。！？；,]{1,12}?)(?:之外|以外)?[，,]", "except {0}"),
    (r"出差", "travelling"),
    (r"在([^，。！？；,]{1,10}?)的时候", "{0}"),
    (r"在公司|上班时", "work"),
    (r"在家", "home"),
)


@cache
def _scope_patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple((re.compile(p, re.IGNORECASE), label) for p, label in _SCOPE_RULES)


def find_scope(text: str) -> str | None:
    """The condition a statement is limited to ("project Atlas", "travelling"), if any."""
    for pattern, label in _scope_patterns():
        match = pattern.search(text)
        if match:
            return label.format(*(g.strip() for g in match.groups())).strip()
    return None


_WEIGHED = re.compile(
    r"\b(?:considered|thought (?:about|of)|(?:was|were) (?:going|planning|about) to|planned to|"
    r"wanted to|toyed with|(?:was|were) tempted to|nearly|almost)\b",
    re.IGNORECASE,
)


def assemble(
    reading: Reading,
    clause: str,
    sentence: str,
    span: tuple[int, int],
    occurred_at: datetime,
    sentence_cues: frozenset[Cue] = frozenset(),
    negated: bool | None = None,
) -> CandidateFact:
    """Apply time, cue families and scope to a reading; the result is a CandidateFact.
    `negated` is whether the parse puts a negation on the value's own predicate (None: not
    known); False drops a negation cue found elsewhere in the clause."""
    cues = set(find_cues(clause)) | (sentence_cues & {Cue.CAUSAL, Cue.MEMORY_TRIGGER})
    if Cue.ABANDONED in sentence_cues and _WEIGHED.search(clause):
        # "I considered moving to Nairobi but I stayed in Sydney": the plan this clause
        # weighs is the one the next clause drops.
        cues.add(Cue.ABANDONED)
    if negated is False:
        # "Nothing new there: I live in Seattle", "I moved to Rome and I'm not looking back":
        # the "not" belongs to another predicate; Seattle and Rome are asserted. So is PyCharm in
        # "I never mentioned it: I moved over to PyCharm", whatever a reader saw before it.
        cues.discard(Cue.NEGATION)
        reading = replace(reading, negated=False)
    time = resolve_time(clause, occurred_at)
    if time.expression is None:
        time = resolve_time(sentence, occurred_at)
    if time.expression and time.expression.casefold() in f"on {reading.value}".casefold():
        time = resolve_time("", occurred_at)  # "ship on Friday": Friday is the value
    valid_from: datetime | None = time.valid_from
    valid_until: datetime | None = None
    uncertain = not time.confident
    if reading.negated_value:
        cues.discard(Cue.NEGATION)  # "diet = no meat" affirms a value; nothing is denied
    if time.future:
        cues.add(Cue.INTENT)
    if Cue.INTENT in cues:
        cues.discard(Cue.UPDATE)  # "thinking about moving to Berlin" has not moved yet
    if Cue.ABANDONED in cues or reading.considered:
        # The plan was dropped: the value is what stayed, so it is neither a plan nor a change.
        cues -= {Cue.INTENT, Cue.UPDATE}
    day = as_utc(occurred_at).replace(hour=0, minute=0, second=0, microsecond=0)
    if (
        reading.memory_type is MemoryType.SEMANTIC
        and time.expression
        and not (time.since or time.future)
        and time.valid_from < day
        and not cues & {Cue.UPDATE, Cue.INTENT}
    ):
        cues.add(Cue.PAST)  # "去年我住在北京", "in 2019 I worked at X": a past state
    past = reading.past or (Cue.PAST in cues and Cue.UPDATE not in cues)
    if reading.negated and not reading.negated_value and cues & {Cue.UPDATE, Cue.PAST}:
        # "I no longer live in Beijing": Beijing was the value until now.
        cues.discard(Cue.UPDATE)
        cues.add(Cue.PAST)
        valid_from, valid_until, uncertain = None, as_utc(occurred_at), True
    elif past:
        cues.add(Cue.PAST)
        if time.expression is None:
            valid_from, uncertain = None, True
        valid_until = time.valid_until
    attribute, value = reading.attribute, reading.value
    if reading.negated and not reading.negated_value and Cue.PAST not in cues:
        attribute = f"not_{attribute}"  # a denial is its own multi-valued slot
    scope = find_scope(clause) or (find_scope(sentence) if Cue.CAUSAL not in cues else None)
    if scope:
        cues.add(Cue.SCOPE)
    confidence = reading.confidence - (0.1 if uncertain else 0.0)
    return CandidateFact(
        subject=reading.subject,
        attribute=attribute,
        value=value,
        text=sentence.strip(),
        valid_from=valid_from,
        valid_until=valid_until,
        memory_type=reading.memory_type,
        kind=reading.kind,
        confidence=round(max(0.1, min(confidence, 0.99)), 2),
        cues=frozenset(cues),
        scope=scope,
        span=span,
        considered=reading.considered,
        time_uncertain=uncertain,
        focus=reading.focus,
    )


def reading_entities(reading: Reading) -> list[tuple[str, str]]:
    """Entities a reading names: the value when its slot (or NER) gives it a kind."""
    if reading.negated_value or reading.attribute in ("rule", "note", "decision", OPEN_ATTRIBUTE):
        return []
    if value_kind(reading.attribute) == "thing":
        return []  # the slot says its values are not entities (emails, dates, diets)
    kind = entity_kind(reading.attribute, reading.value_label)
    return [(reading.value, kind)] if kind not in ("thing", "time") else []


def is_small_talk(text: str) -> bool:
    """Greetings, thanks, laughter and questions: nothing to remember."""
    stripped = text.strip().lower()
    if not stripped or stripped.endswith(("?", "？")) or re.search(r"[吗呢]\W*$", stripped):
        return True
    return bool(_SMALL_TALK.fullmatch(stripped))


_ASSISTANT_NAMES = frozenset(
    "assistant ai bot chatbot system agent model copilot gpt chatgpt claude gemini "
    "助手 机器人".split()
)


def is_assistant(speaker: str | None) -> bool:
    """Whether an episode's speaker is the assistant (or another model/system voice): its
    suggestions and confirmations are not facts about the user."""
    if not speaker:
        return False
    folded = speaker.strip().casefold()
    return folded in _ASSISTANT_NAMES or folded.startswith(("assistant:", "ai:", "bot:"))


# Values that carry nothing: pronouns, function words, answers, particles.
_JUNK_VALUES = frozenset(
    "it this that these those them him her me us you one ones something anything everything "
    "nothing thing things stuff yes no ok okay yeah yep nope sure maybe there here what which "
    "who whatever so a an the to of in on at for and or but lol haha "
    "了 的 吗 呢 吧 啊 呀 嘛 过 着 是 也 都 就 还 这 那 这个 那个 它 他 她 我 你 一下 东西".split()
)


def is_junk_value(value: str) -> bool:
    """Whether a value is too empty to remember (a pronoun, particle, yes/no, punctuation)."""
    stripped = value.strip(" \t'\"“”‘’.,!?;:。，！？；：、()（）")
    if not stripped:
        return True
    if stripped.casefold() in _JUNK_VALUES:
        return True
    return bool(re.fullmatch(r"[\W_]+", stripped))


# Debugging chatter: errors, flaky CI, restarts, "works now". Open readings of such clauses
# (states, outcomes, metrics, events) are one-off; only a rule or decision in them is kept.
DEBUG_CHATTER = re.compile(
    r"(?i:(?<![\w])(?:errors?|exceptions?|traceback|stack ?trace|bugs?|crash\w*|flak\w*|"
    r"timing out|timed? ?out|failing|failed|fails|broken|breaks|rerun\w*|retr(?:y|ied|ying)|"
    r"restart\w*|reboot\w*|typo|segfault\w*|404|500|ci is|build is|tests? (?:pass|fail)\w*|"
    r"(?:all )?green now|works? (?:now|again)|working (?:now|again)|fixed (?:it|that)|"
    r"that fixed|it passed|keeps? (?:dying|crashing|failing|breaking|hanging|freezing)|"
    r"not found|turns? out|(?:lost|wasted) (?:\d+|an?|two|three|half an?) (?:hours?|mins?|"
    r"minutes?|days?)|fighting (?:with )?(?:the|my|this))(?![\w]))"
    r"|(?<![A-Za-z])E[A-Z]{4,}(?![A-Za-z])|报错|出错|挂了|崩了|崩溃|修好了|搞定了|重启|超时|又好了"
)
# A moment, not a state: an observation tied to one of these is not worth keeping.
TRANSIENT = re.compile(
    r"(?i:(?<![\w])(?:today|tonight|this (?:morning|afternoon|evening)|right now|just now|"
    r"at the moment|atm)(?![\w]))|今天|今晚|刚才|此刻"
)
# Words a chat line opens with that are not part of what it says.
_INTERJECTION = re.compile(
    r"^(?:(?:lol|lmao|haha+|hah|ugh+|oh+|ah+|hmm+|wow|ok(?:ay)?|yeah|yep|nah|well|anyway|"
    r"btw|so|also|and|but|oops|argh+|meh|whoa|omg|ffs|sigh)\b[\s,.!]*)+",
    re.IGNORECASE,
)

# Atomic and possessive, longest words first: a run of "哈" or "ha" would split into repeats
# in exponentially many ways, and a line that is not small talk after all tried them all.
_SMALL_TALK = re.compile(
    r"(?:(?>hello|hey|hi|thanks|thank you|thx|ty|okay|ok|lol|lmao|(?:ha)+h?|cool|nice|great|"
    r"sure|yes|yeah|yep|nope|no worries|no|bye|good (?:morning|night|evening|afternoon)|"
    r"how are you|what['’]s up|sounds good|got it|np|awesome|perfect|wow|hmm+|ah+|oh|"
    r"你好|谢谢|哈+|好的|嗯+|拜拜|早上好|晚安|没事|收到|好吧|不客气)[\s!.,~。！，]*+)++"
)

# --- English reader ------------------------------------------------------------------------

_FILLER = (
    r"(?:(?:now|just|also|still|currently|really|actually|recently|finally|officially|already|"
    r"mostly|usually|definitely|happily|only|even|both)\s+)*"
)
# A value ends where a new clause, condition or time expression starts.
_VALUE_END = re.compile(
    r"\s+(?:because|since|so|but|and then|then|when|while|where|which|who|that|for|at work|"
    r"except|instead|now|anymore|any more|these days|nowadays|until|after|before|as|with|"
    r"from|to|last|next|this|in (?:19|20)\d\d|in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|"
    r"nov|dec)\w*|yesterday|today|tomorrow|ago|again|too|though|lol|haha|right now|for now|"
    r"full[- ]time|these|recently|a (?:few|couple)|\w+ (?:days|weeks|months|years) ago|"
    r"back in|in the|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|at the|is|are|was|were|"
    r"will|would|has|have|had|keeps?|kept|every|each)\b.*$",
    re.IGNORECASE,
)
_LIST_SPLIT = re.compile(r"\s*(?:,|\band\b|\bor\b|&|/)\s*", re.IGNORECASE)
_DETERMINERS = re.compile(r"^(?:a|an|the|my|our|some|his|her|their)\s+", re.IGNORECASE)
_NEGATORS = re.compile(
    r"(?<![\w])(?:not|\w*n['’]t|never|no longer|stopped|quit)(?![\w])", re.IGNORECASE
)
_USAGE = re.compile(
    r"(?<![\w])(?:use[sd]?|using|switch(?:ed|ing)?|mov(?:e|ed|ing)|migrat(?:e|ed|ing)|"
    r"prefer(?:s|red)?|lov(?:e|es|ed)|lik(?:e|es|ed)|stick|stuck|stay(?:ed)?|keep|kept|"
    r"tr(?:y|ied|ying)|pick(?:ed)?|cho(?:se|ose)|go(?:ing)? with|went with|adopt(?:ed)?|"
    r"rel(?:y|ies|ied) on|run(?:ning)?|on|installed|write|writing|wrote|code|coding|"
    r"program(?:ming)?|learn(?:ing|ed)?|replac(?:e|ed)|chang(?:e|ed)|deploy(?:ed)?|"
    r"host(?:ed)?|build(?:ing)?|built|develop(?:ing)?|fan of|main|favou?rite)(?![\w])",
    re.IGNORECASE,
)
_ALLOWED_WORDS = 6

_EVENT_VERBS = frozenset(
    "go visit meet attend travel fly see celebrate finish complete ship launch release deploy "
    "buy sell win lose graduate marry adopt present give host run join leave start".split()
)
_OUTCOME_VERBS = frozenset(
    "fail break crash work succeed pass fix resolve leak timeout die hang regress".split()
)
_PREFERENCE_VERBS = {"like": "likes", "love": "likes", "enjoy": "likes", "adore": "likes"}
_PREFERENCE_VERBS |= {"hate": "dislikes", "dislike": "dislikes", "detest": "dislikes"}
_METRIC_VERBS = frozenset(
    "drop fall rise increase decrease reach go grow improve be hit climb jump double halve "
    "reduce cut spike average stay".split()
)
_NUMBER = re.compile(
    r"(?<![A-Za-z\d])[$€£¥]?\d[\d,.]*\s?(?:%|ms|s|sec|secs|seconds|minutes|mins|min|hours|h|gb|mb|kb|tb|"
    r"k|m|x|percent|rps|qps|users|requests|dollars|usd|毫秒|秒|分钟|小时|个|人|倍|万)?(?![\w])",
    re.IGNORECASE,
)
_RULE_LEAD = re.compile(
    r"^(?:(?:please|from now on|going forward|remember to|make sure (?:to|you)|always|never|"
    r"note:|remember:|fyi|(?:the|our|my|a|house|team) (?:golden |one |hard |house )?rule"
    r"(?: is| here is)?:?|rule of thumb:?|in future,?|in the future,?)[\s,:]*)+",
    re.IGNORECASE,
)


# What an instruction's value drops; "always"/"never" stay, they are the rule.
_RULE_STRIP = re.compile(
    r"^(?:(?:please|from now on|going forward|remember to|make sure (?:to|you)|note:|remember:|"
    r"fyi|(?:the|our|my|a|house|team) (?:golden |one |hard |house )?rule(?: is| here is)?:?|"
    r"rule of thumb:?|in future,?|in the future,?)[\s,:]*)+",
    re.IGNORECASE,
)
_NOTE_LEAD = re.compile(
    r"^(?:(?:please )?(?:remember|note|keep in mind|don['’]t forget|for future reference)"
    r"(?: that)?[\s,:]*)",
    re.IGNORECASE,
)


# An imperative is a standing instruction (a rule) only with one of these; "Try docker
# compose ps" or "look at this" is a one-off request.
_STANDING = re.compile(
    r"(?i:(?<![\w])(?:always|never|don['’]t|do not|stop|avoid|skip|no more|please|only|"
    r"from now on|going forward|in future|in the future|whenever|every time|each time|"
    r"by default|make sure|keep|instead of|rather than|not)(?![\w]))"
)
# Polite requests read as imperatives: "can you write comments in British English?"
_REQUEST_LEAD = re.compile(
    r"^(?:(?:can|could|would|will) (?:you|u) (?:please |pls )?|(?:please|pls) )", re.IGNORECASE
)
# Words before a plain value that only grade it: "really bad motion sickness".
_GRADERS = re.compile(
    r"^(?:(?:really|very|quite|pretty|so|super|extremely|a bit of|a little|kind of|sort of|"
    r"bad|severe|serious|terrible|awful|mild|chronic|constant|a|an|the|some|full-time|"
    r"part-time|strict|strictly|fully|totally|completely)\s+)+",
    re.IGNORECASE,
)
_NAME_TITLES = r"(?:Dr|Dr\.|Mr|Mr\.|Mrs|Mrs\.|Ms|Ms\.|Prof|Prof\.|Professor|Dr)"
_PERSON_NAME = re.compile(
    rf"^(?:{_NAME_TITLES}\s+)?[A-Z][\w'’-]*(?:\s+(?:van|de|da|von|del|le|la)?\s*[A-Z][\w'’-]*)*"
)


def person_name(value: str) -> str | None:
    """The proper name a person-valued slot's value starts with ("Lucia turns 7" -> "Lucia");
    None when it starts with none (“my wife is amazing”). Non-Latin values pass unchanged."""
    if not value.isascii():
        return value
    m = _PERSON_NAME.match(value.strip())
    if not m:
        return None
    name = m.group(0).strip()
    return name if name.split()[-1] not in ("I", "Dr", "Mr", "Mrs", "Ms", "Prof") else None


@dataclass(frozen=True)
class _Compiled:
    spec: CuePattern
    regex: re.Pattern[str]
    anchor: str  # a literal word the text must contain before the regex is tried


@cache
def _english_patterns() -> tuple[_Compiled, ...]:
    compiled = []
    for spec in cue_patterns("en"):
        parts = [
            r"(?P<X>[^,;!?]+)" if word == "{X}" else word.replace("'", "['’]")
            for word in spec.pattern.split()
        ]
        body = (r"\s+" + _FILLER).join(parts)
        tail = "" if spec.pattern.endswith("{X}") else r"(?![\w])"
        regex = re.compile(r"(?<![\w'’])" + body + tail, re.IGNORECASE)
        literals = [w for w in spec.pattern.split() if re.fullmatch(r"[a-z]+", w)]
        compiled.append(_Compiled(spec, regex, max(literals, key=len) if literals else ""))
    return tuple(compiled)


@cache
def _alias_names() -> str:
    """The vocabulary's English attribute aliases as one regex alternation, longest first."""
    aliases = {
        alias
        for entry in load_entries().values()
        for alias in entry.spec.aliases
        if alias.isascii()
    }
    return "|".join(re.escape(a) for a in sorted(aliases, key=len, reverse=True))


@cache
def _alias_pattern() -> re.Pattern[str]:
    names = _alias_names()
    return re.compile(
        rf"(?:(?<![\w])(?P<owner>my|our)\s+|^\W*(?:the\s+)?)(?P<alias>{names})\s*"
        rf"(?P<verb>is|are|was|were|has been|:|=|['’]s)\s+{_FILLER}(?P<X>[^,;!?]+)",
        re.IGNORECASE,
    )


@cache
def _value_first_alias_pattern() -> re.Pattern[str]:
    """ "Chess is my hobby now", "Neovim has been my editor for ages": the value first, the
    attribute named after it."""
    names = _alias_names()
    return re.compile(
        rf"(?:^|[:;—–]\s*|\b(?:so|oh|okay|well|anyway|yeah),?\s+)(?:the\s+)?"
        rf"(?P<X>[^,:;!?—–]{{1,60}}?)\s+(?P<verb>is|['’]s|has been|have been|was|remains|became)"
        rf"\s+{_FILLER}(?P<owner>my|our)\s+(?:new\s+|current\s+|favou?rite\s+|main\s+|usual\s+"
        rf"|go-to\s+|daily\s+|regular\s+|primary\s+)?(?P<alias>{names})\b",
        re.IGNORECASE,
    )


def clean_value(raw: str) -> str:
    """A short value from the text after a cue: cut at the next clause, drop determiners."""
    text = re.split(r"\.(?:\s|$)", raw.strip(), maxsplit=1)[0]
    text = _VALUE_END.sub("", " " + text).strip()
    text = _DETERMINERS.sub("", text)
    return text.strip(" '\"“”’.:-")


# Words that, right after a head noun, start what is said about it rather than the name:
# "a tutor on italki", "a nurse on nights", "a coach who ...".
_AFTER_HEAD = frozenset("on in at from via through who that which twice once for".split())
# A place-valued slot names a place, not a unit of an employer: "the London office" is where
# someone works (`work_location`), not the city they live in.
_WORKPLACE_UNIT = re.compile(
    r"(?i:\s(?:office|branch|hq|headquarters|campus))$|(?:办公室|分公司|总部|办事处|分部|园区)$"
)


# Words a title or role never holds before its head: "a question about my tutor" is no role.
_NOT_IN_TITLE = frozenset("about my our your his her their with for to from of".split())


def up_to_head(value: str, heads: tuple[str, ...]) -> str:
    """A head-noun value cut after its head when a preposition or relative follows it:
    "tutor on italki" -> "tutor"; "" when a preposition or possessive comes before the head
    ("question about my tutor"). Unchanged when it has no head."""
    words = value.split()
    end = next(
        (
            i + 1
            for i, word in enumerate(words)
            if word.lower() in heads
            and (i + 1 == len(words) or words[i + 1].lower() in _AFTER_HEAD)
        ),
        None,
    )
    if end is None:
        return value
    if any(w.lower() in _NOT_IN_TITLE for w in words[: end - 1]):
        return ""
    return " ".join(words[:end])


def free_value(attribute: str, raw: str) -> str | None:
    """The value a pattern captured, cleaned and checked against the slot's known values and
    head nouns (a job title must end in "engineer", "经理"...). A place-valued slot takes no
    employer unit ("London office") and no tool name ("moved to GitHub Actions")."""
    value = clean_value(raw) if raw.isascii() else raw.strip()
    heads = value_heads(attribute)
    if heads and value.isascii():
        value = up_to_head(value, heads)
    if not value or len(value.split()) > _ALLOWED_WORDS:
        return None
    last = value.split()[-1].lower()
    if heads and last not in heads and not any(value.endswith(h) for h in heads if not h.isascii()):
        return None
    if value_kind(attribute) == "person":
        value = person_name(value) or ""
    elif value.isascii():
        value = _GRADERS.sub("", value).strip()
    if not value or is_junk_value(value) or not value_fits(attribute, value):
        return None
    if value_kind(attribute) == "place" and (
        not re.search(r"[^\W\d_]", value)  # "moved to 3": a time, not a place
        or _WORKPLACE_UNIT.search(value)
        or any(k.start == 0 and k.end == len(value) for k in find_known_values(value))
    ):
        return None
    return known_value(attribute, value) or value


def closed_values(attribute: str, text: str) -> list[str]:
    """Known values of `attribute` inside `text`, in text order (for @closed patterns)."""
    entry = load_entries()[attribute]
    folded = text.casefold()
    found: dict[str, int] = {}
    taken: list[tuple[int, int]] = []
    for spelling in sorted(entry.values, key=len, reverse=True):
        # ASCII boundaries only: Chinese has none, and Latin names glue to it.
        for m in re.finditer(rf"(?<![a-z0-9]){re.escape(spelling)}(?![a-z0-9])", folded):
            if not any(s < m.end() and m.start() < e for s, e in taken):
                taken.append(m.span())
                found.setdefault(entry.values[spelling], m.start())
    return sorted(found, key=found.__getitem__)


def leading_values(attribute: str, text: str) -> list[str]:
    """Known values each list item of `text` starts with: "oat latte every day" -> oat latte;
    "learning Japanese" gives nothing (the value must lead, not just occur)."""
    spellings = sorted(load_entries()[attribute].values.items(), key=lambda s: -len(s[0]))
    found = []
    for part in _LIST_SPLIT.split(text.casefold()):
        part = _GRADERS.sub("", part)
        for spelling, canonical in spellings:
            if re.match(rf"{re.escape(spelling)}(?![a-z0-9])", part):
                found.append(canonical)
                break
    return found


def split_values(attribute: str, value: str) -> list[str]:
    """ "English and French" -> two values, for multi-valued slots."""
    entry = load_entries().get(attribute)
    if entry is None or entry.spec.cardinality.value != "multi":
        return [value]
    parts = [p for p in _LIST_SPLIT.split(value) if p]
    return [known_value(attribute, p) or p for p in parts] or [value]


def _negated_before(text: str, position: int) -> bool:
    return any(m.start() < position for m in _NEGATORS.finditer(text))


class EnglishReader:
    """Reads clauses of a parsed English sentence into readings."""

    def __init__(self, speakers: Speakers) -> None:
        self.who = speakers
        self.request = False  # the clause asks the assistant to do something ("can you ...")
        self.sentence: Span | None = None  # the sentence being read
        # The episode has named one of the speaker's people or pets ("my sister Ines", "my
        # dog"): a later "she" or a bare "wedding's in May" is about them.
        self.topic = False

    # subjects

    def subject_at(self, span: Span, position: int, end: int | None = None) -> str | None:
        """The subject of the clause part before `position` (episode offset). When the only
        subject lies inside the cue itself (`position`..`end`: "my last day at X", "new
        place is in X"), the owner of that noun is meant: "my" the speaker, "our" the group."""
        tokens = [t for t in span if t.dep_ in ("nsubj", "nsubjpass")]
        before = [t for t in tokens if t.idx < position]
        token = before[-1] if before else (tokens[0] if tokens else None)
        if token is None:
            return self.who.speaker  # "Moved to Hangzhou last month."
        if not before and end is not None and position <= token.idx < end:
            if token.lower_ in ("nobody", "everyone", "everybody"):
                return self._name(token)
            owner = next((c.lower_ for c in token.children if c.dep_ == "poss"), None)
            return self.who.group if owner == "our" else self.who.speaker
        for earlier in before[:-1]:
            self._name(earlier)  # "my daughter Lucia ... and she": who "she" is
        if not before and token.i > span.start and token.nbor(-1).lower_ in ("new", "old"):
            return self.who.speaker  # "new place is a flat in Clifton": the speaker's place
        return self._name(token)

    def _name(self, token: Token) -> str | None:
        t = token
        low = t.lower_
        if low in ("i", "me", "myself") or (t.pos_ == "PROPN" and self.who.is_speaker(t.text)):
            return self.who.speaker
        if low in ("we", "us", "ourselves"):
            return self.who.group
        if low in ("you", "u") and self.request:
            return self.who.speaker  # "can you write it in British English?"
        if low in ("he", "she", "him", "her"):
            return self.who.last_person
        if low in _BARE_KIN and not any(c.dep_ in ("det", "poss") for c in t.children):
            return f"{self.who.speaker}'s {low}"  # "dad has ...": the speaker's dad
        if low in ("nobody", "everyone", "everybody", "noone") or (
            low == "one" and t.nbor(-1).lower_ == "no" if t.i > 0 else False
        ):
            return self._household(t)
        if t.pos_ == "PRON" or low in ("there", "someone"):
            return None
        words = [c.text for c in t.lefts if c.dep_ in ("compound", "amod")] + [t.text]
        noun = " ".join(words)
        owner = next((self._owner(c) for c in t.children if c.dep_ == "poss"), None)
        named = next((c for c in t.children if c.dep_ == "appos" and c.pos_ == "PROPN"), None)
        if named is not None and owner in ("my", "our"):
            self.who.last_person = named.text  # "my daughter Lucia ... she"
        if owner == "my":
            slot = attribute_for_alias(noun)
            return (  # "my editor" is the speaker's slot; "my husband" is a person
                self.who.speaker
                if slot and value_kind(slot) != "person"
                else f"{self.who.speaker}'s {noun.lower()}"
            )
        if owner == "our" or noun.lower() in ("team", "the team", "group"):
            return (
                self.who.group
                if noun.lower() in ("team", "group", "squad") or attribute_for_alias(noun)
                else f"{self.who.speaker}'s {noun.lower()}"
            )

        if t.pos_ == "PROPN" or t.ent_type_ in ("PERSON", "ORG") or t.text.istitle():
            # spaCy often tags a sentence-initial name as NOUN; a capital still marks a name.
            if t.ent_type_ in ("PERSON", ""):
                self.who.last_person = noun
            return noun
        return noun.lower()

    def _household(self, token: Token) -> str | None:
        """ "nobody in my house" / "everyone in our family": the speaker's household."""
        for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ == "in"):
            for pobj in (g for g in prep.children if g.dep_ == "pobj"):
                owner = next((c.lower_ for c in pobj.children if c.dep_ == "poss"), None)
                if owner in ("my", "our"):
                    noun = "household" if pobj.lower_ in ("house", "home", "flat") else pobj.lower_
                    return f"{self.who.speaker}'s {noun}"
        return None

    # readings

    def read(self, clause: str, span: Span, base: int) -> list[Reading]:
        """Readings of one clause. `base` is the clause's offset in the episode."""
        self.request = _request(clause)
        scanned = self._scanned_readings(clause, base, span)
        claimed = {r.value.casefold() for r in scanned}
        readings = self._alias_readings(clause, base, span)
        readings += [  # "moved to GitHub Actions" is a tool, not a city
            r
            for r in self._pattern_readings(clause, base, span)
            if not any(c in r.value.casefold() for c in claimed)
        ]
        readings += self._origin_readings(clause, readings, claimed)
        readings += scanned
        readings = [r for r in readings if r.kind == "outcome" or not is_junk_value(r.value)]
        if not readings:
            readings = [
                r
                for r in self._open_readings(clause, span)
                if r.kind == "outcome" or not is_junk_value(r.value)
            ]
        unique: dict[tuple[str, str, str], Reading] = {}
        for r in readings:
            unique.setdefault((r.subject, r.attribute, r.value.casefold()), r)
        if _RULE_LEAD.match(clause) or self._imperative(span) or _request(clause):
            for r in unique.values():
                r.memory_type, r.kind = MemoryType.PROCEDURAL, "rule"
        return list(unique.values())

    def _origin_readings(
        self, clause: str, readings: list[Reading], claimed: set[str]
    ) -> list[Reading]:
        """ "moving from Leeds to Bristol": Leeds was home until the move (a past state)."""
        homes = [r for r in readings if r.attribute == "home_city" and not r.past]
        m = _ORIGIN.search(clause)
        if not homes or m is None or m["A"].casefold() in claimed:
            return []
        home = homes[0]
        return [
            Reading(
                home.subject,
                "home_city",
                m["A"],
                home.kind,
                past=True,
                confidence=0.7,
                value_label=home.value_label,
            )
        ]

    def _alias_readings(self, clause: str, base: int, span: Span) -> list[Reading]:
        readings = []
        matches = list(_alias_pattern().finditer(clause))
        if not matches:
            matches = list(_value_first_alias_pattern().finditer(clause))
        for m in matches:
            attribute = attribute_for_alias(m["alias"])
            value = clean_value(_cut_at_clause(span, base + m.start("X"), m["X"]))
            if not attribute or not value or len(value.split()) > _ALLOWED_WORDS:
                continue
            if value_kind(attribute) == "person":
                value = person_name(value) or ""
            elif m["owner"] is None and not value[:1].isupper():
                continue  # "the city is lovely": only "city is Leeds" names a value
            if not value or is_junk_value(value) or not value_fits(attribute, value):
                continue
            owner = (
                self.who.group if m["owner"] and m["owner"].lower() == "our" else self.who.speaker
            )
            for v in split_values(attribute, known_value(attribute, value) or value):
                readings.append(
                    Reading(
                        owner,
                        attribute,
                        v,
                        fact_kind(attribute) or "preference",
                        past=m["verb"].lower() in ("was", "were"),
                        negated=_negated_before(clause[m.start("X") :], 1),
                        value_label=_label(span, base + m.start("X")),
                    )
                )
        return readings

    def _pattern_readings(self, clause: str, base: int, span: Span) -> list[Reading]:
        readings = []
        lowered = clause.lower()
        taken: set[str] = set()
        for c in _english_patterns():
            if c.anchor not in lowered or c.spec.attribute in taken:
                continue
            m = c.regex.search(clause)
            if m is None:
                continue
            attribute = c.spec.attribute
            raw = m.groupdict().get("X")
            if raw is not None:
                raw = _cut_at_clause(span, base + m.start("X"), raw)
            if raw is None:
                found = closed_values(attribute, m.group(0))
            elif c.spec.closed:
                found = leading_values(attribute, clean_value(raw))
            else:
                free = free_value(attribute, raw)
                found = split_values(attribute, free) if free else []
            if not found or not work_cue_holds(c.spec, span.text, found):
                continue
            label = _label(span, base + (m.start("X") if raw else m.start()))
            if c.spec.pattern.startswith(("left ", "leaving ")) and label in ("GPE", "LOC"):
                continue  # "I left Leeds and moved to Ghent": a place left, not an employer
            subject: str | None
            if c.spec.pattern.startswith(("my ", "our ")):  # "that's my climbing night"
                subject = self.who.speaker if c.spec.pattern[0] == "m" else self.who.group
            else:
                subject = self.subject_at(span, base + m.start(), base + m.end())
            if subject is None:
                continue
            taken.add(attribute)
            if value_kind(attribute) == "person":
                self.who.last_person = found[-1]  # "my daughter Lucia ..., and she's ..."
            negated = _negated_before(clause[: m.start() + 1], m.start() + 1)
            if c.spec.negated:
                found, negated = [f"no {v}" for v in found], False
            for v in found:
                readings.append(
                    Reading(
                        subject,
                        attribute,
                        v,
                        fact_kind(attribute) or "preference",
                        memory_type=MemoryType.EPISODIC if c.spec.event else MemoryType.SEMANTIC,
                        past=c.spec.past,
                        negated_value=c.spec.negated,
                        negated=negated,
                        confidence=0.85 if c.spec.closed else 0.8,
                        value_label=label,
                    )
                )
        return readings

    def _scanned_readings(self, clause: str, base: int, span: Span) -> list[Reading]:
        found = find_known_values(clause)
        if not found or not _USAGE.search(clause) or DEBUG_CHATTER.search(clause):
            return []  # "turns out i had to re-register my mac": debugging, not a setup
        abandoned = cue_spans(clause, Cue.ABANDONED)
        excluded = {
            m.start(1)
            for m in re.finditer(
                r"(?:from|instead of|rather than|over|replaced|replace|not|than)\s+(\S)",
                clause,
                re.IGNORECASE,
            )
        }
        readings = []
        by_attribute: dict[str, list[KnownValue]] = {}
        for kv in found:
            by_attribute.setdefault(kv.attribute, []).append(kv)
        subjects = {  # "npm kept breaking", "cargo build keeps dying": the subject's words
            w.idx - base
            for t in span
            if t.dep_ in ("nsubj", "nsubjpass")
            for w in t.lefts
            if w.dep_ == "compound"
        } | {t.idx - base for t in span if t.dep_ in ("nsubj", "nsubjpass")}
        for attribute, values in by_attribute.items():
            values = [v for v in values if v.start not in subjects]  # "npm kept breaking"
            if not values:
                continue
            considered = None
            if abandoned:
                cut = abandoned[0][1]
                before = [v for v in values if v.end <= abandoned[0][0]]
                values = [v for v in values if v.start >= cut] or values
                considered = before[-1].value if before else None
            kept = [v for v in values if v.start not in excluded] or values[-1:]
            for kv in kept:
                subject = self.subject_at(span, base + kv.start)
                if subject is None:
                    continue
                readings.append(
                    Reading(
                        subject,
                        attribute,
                        kv.value,
                        fact_kind(attribute) or "preference",
                        considered=considered if considered != kv.value else None,
                        negated=_negated_before(clause[: kv.start], kv.start),
                        confidence=0.85,
                    )
                )
        return readings

    def _imperative(self, span: Span) -> bool:
        """Whether the clause is a command: it opens (after "please", "always", "never") with
        a base-form verb at its root and has no subject. A clause opening with an
        interjection ("lol my cat...") is not."""
        tokens = [
            t for t in span if not t.is_punct and t.lower_ not in ("please", "always", "never")
        ]
        if not tokens or _INTERJECTION.match(tokens[0].text + " "):
            return False
        first = tokens[0]
        has_subject = any(t.dep_ in ("nsubj", "nsubjpass") for t in span)
        return first.tag_ == "VB" and first.dep_ == "ROOT" and not has_subject

    def _open_readings(self, clause: str, span: Span) -> list[Reading]:
        """Facts outside the vocabulary: decisions, metrics, events, outcomes, rules, notes."""
        tokens = list(span)
        if not tokens:
            return []
        cues = find_cues(clause)
        body = _NOTE_LEAD.sub("", _RULE_STRIP.sub("", clause)).strip(" ,.")
        command = self._imperative(span) or _request(clause)
        if (_RULE_LEAD.match(clause) and Cue.MEMORY_TRIGGER not in cues) or (
            command and _STANDING.search(clause)
        ):
            return [
                Reading(
                    self.who.speaker, "rule", body, "rule", MemoryType.PROCEDURAL, confidence=0.7
                )
            ]
        for t in tokens:
            if t.lemma_ in ("decide", "agree") and any(c.dep_ == "xcomp" for c in t.children):
                decider = _clause_subject(tokens, t)
                if decider is not None and not _can_decide(decider):
                    continue  # "my laptop decided to install updates": things do not decide
                x = next(c for c in t.children if c.dep_ == "xcomp")
                subject = self.subject_at(span, t.idx) or self.who.group
                value = clean_value(_subtree_text(x, skip_first_to=True)) or _subtree_text(x)
                return [Reading(subject, "decision", value, "decision", confidence=0.75)]
        if command:
            return []  # a one-off request ("Try docker compose ps") is not a fact
        chatter = DEBUG_CHATTER.search(clause) is not None
        moment = TRANSIENT.search(clause) is not None
        fragment = _FRAGMENT_RULE.match(_INTERJECTION.sub("", clause.strip()))
        if fragment and not (chatter or moment):
            thing = (fragment["X"] or fragment["Y"]).strip()
            if thing.split()[-1].lower() not in _NOT_RULE_WORDS and not is_junk_value(thing):
                value = f"no {thing}" if fragment["no"] else f"{thing} only"
                return [
                    Reading(
                        self.who.speaker,
                        "rule",
                        value,
                        "rule",
                        MemoryType.PROCEDURAL,
                        confidence=0.65,
                    )
                ]
        metric = None if chatter or moment else self._metric(tokens, clause)
        if metric:
            return [metric]
        routine = (
            None
            if chatter or moment
            else self._routine(span, clause) or self._fragment_routine(span, clause)
        )
        if routine:
            return [routine]
        for t in tokens:
            if t.pos_ not in ("VERB", "AUX") or t.dep_ not in ("ROOT", "xcomp", "conj", "advcl"):
                continue
            lemma = t.lemma_.lower()
            if lemma in _PREFERENCE_VERBS and not chatter:
                obj = _object_of(t)
                who = self.subject_at(span, t.idx)
                if obj and who:
                    return [
                        Reading(who, _PREFERENCE_VERBS[lemma], obj, "preference", confidence=0.65)
                    ]
            if lemma in _OUTCOME_VERBS:
                actor = _clause_subject(tokens, t)
                if actor is not None and actor.pos_ in ("PROPN", "NOUN"):
                    obj = _object_of(t) or "yes"
                    return [
                        Reading(
                            actor.text, lemma, obj, "outcome", MemoryType.EPISODIC, confidence=0.6
                        )
                    ]
            if lemma in _EVENT_VERBS and t.tag_ in ("VBD", "VBN") and not (chatter or moment):
                who = self.subject_at(span, t.idx)
                target = _event_target(t)
                if who and target and not is_junk_value(target[1]):
                    attribute, obj, label = target
                    return [
                        Reading(
                            who,
                            attribute,
                            obj,
                            "event",
                            MemoryType.EPISODIC,
                            confidence=0.7,
                            value_label=label,
                        )
                    ]
        state = self._state(tokens)
        if state:
            return [state]
        if Cue.MEMORY_TRIGGER in cues and body:
            return [Reading(self.who.speaker, "note", body, "note", confidence=0.7)]
        if chatter or (moment and not _LIFE_EVENT.search(clause)):
            return []
        statement = self._self_statement(span, clause)
        return [statement] if statement else []

    def _self_statement(self, span: Span, clause: str) -> Reading | None:
        """A first-person statement no slot reads ("I'm a nervous flyer", "I manage a team of
        six", "our warehouse is Snowflake", "my son Felix ... he's autistic"): an open fact
        keeping the clause's words, under the attribute `statement`. Only a declarative clause
        about the speaker (or the speaker's family, pets and things) that names something; not
        a question, a moment ("just", "last night"), a mood ("I'm exhausted"), reported speech,
        or a request ("I have a question"). A life change ("handed in my notice", "got
        engaged") is kept even when said to have happened today or just now."""
        sent = self.sentence if self.sentence is not None else span
        sentence = sent.text
        life = _LIFE_EVENT.search(clause) is not None
        if _QUESTIONISH.search(sentence) or (_MOMENT.search(sentence) and not life):
            return None
        if DEBUG_CHATTER.search(sentence) or (TRANSIENT.search(sentence) and not life):
            return None
        family = self.topic or any(
            t.lower_ in ("my", "our") and t.head.lemma_.lower() in KIN for t in sent
        )
        background = _BACKGROUND.search(sentence) is not None
        if _APOLOGY.match(sentence) or _JOKE.search(sentence):
            return None  # "sorry I was in a meeting": an excuse for now; "... jk": a joke
        if not life and any(
            t.lower_ == "just" and t.head.tag_ == "VBD" and t.head.lemma_ not in _CHANGE_VERBS
            for t in sent
        ):
            return None  # "the postman just brought yarn I'd ordered": a moment
        for anchor in [t for t in span if t.dep_ in ("nsubj", "nsubjpass")]:
            if not self._own_subject(anchor, family, background):
                continue
            if self._passing(anchor.head, anchor) and not life:
                continue  # "I'm melting", "my cat just walked across the keyboard"
            reading = self._statement_at(span, clause, anchor, anchor.head, life)
            if reading is not None:
                return reading
        for t in span:
            # "my husband's a nurse on nights": parsed as a possessive, meant as "is"
            if (
                t.dep_ == "poss"
                and t.lemma_.lower() in KIN
                and any(c.lower_ in ("my", "our") for c in t.children)
                and t.i + 2 < len(t.doc)
                and t.nbor(1).lower_ in ("'s", "’s")
                and t.nbor(2).lower_ in ("a", "an")
            ):
                reading = self._statement_at(span, clause, t, t.head, life)
                if reading is not None:
                    return reading
        first = next((t for t in span if not (t.is_punct or t.pos_ == "INTJ")), None)
        if (
            self.topic
            and first is not None
            and first.pos_ == "NOUN"
            and first.lemma_.lower() not in _NOT_ACTIVITIES
            and first.dep_ not in ("nsubj", "nsubjpass")
            and first.i + 1 < len(first.doc)
            and first.nbor(1).lower_ in ("'s", "’s", "is", "was")
            and any(
                w.ent_type_ in ("DATE", "GPE", "LOC", "FAC", "ORG") or w.pos_ == "PROPN"
                for w in span
                if w.i > first.i + 1
            )
        ):
            # "wedding's next june in Lyon" (parsed without a subject) after family news
            reading = self._statement_at(span, clause, first, span.root, life)
            if reading is not None:
                return reading
        root = span.root
        if not any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in span) and (
            # "still paying off my car loan": the "I'm" dropped, "my" says whose
            (
                root.pos_ in ("VERB", "AUX")
                and root.tag_ in ("VBG", "VBP", "VBZ")
                and (any(t.lower_ in ("my", "our") for t in span) or _standing_lead(root, clause))
                and not self._passing(root, root)
            )
            # "handed in my notice at Barclays today": a life change, subject dropped
            or life
        ):
            return self._statement_at(span, clause, None, root, life)
        lead = next((t for t in span if not (t.is_punct or t.pos_ == "INTJ")), None)
        if (
            lead is not None
            and lead.tag_ == "VBG"
            and not any(c.dep_ in ("nsubj", "nsubjpass", "aux") for c in lead.children)
            and _standing_lead(lead, clause)
            and lead.lemma_.lower() not in _NOW_VERBS
            and not self._passing(lead, lead)
        ):
            # "charging at home on an octopus tariff, ... so i set the car to ...": a line
            # opening with an -ing verb of its own has dropped its "I'm"
            return self._statement_at(span, clause, None, lead, life)
        return None

    def _statement_at(
        self, span: Span, clause: str, anchor: Token | None, predicate: Token, life: bool
    ) -> Reading | None:
        """The statement a clause makes about `anchor` (None: the speaker, subject dropped)
        through `predicate`, if it names something."""
        skip = (
            {anchor.i} | {c.i for c in anchor.children if c.dep_ in ("poss", "det")}
            if anchor is not None
            else set()
        )
        content = [
            t
            for t in span
            if t.i not in skip
            and t.ent_type_ not in ("DATE", "TIME")
            and t.lemma_.lower() not in EMPTY_NOUNS
            and t.lower_ not in _FIRST_PERSON
            and (
                (t.pos_ in ("NOUN", "PROPN") and any(ch.isalpha() for ch in t.text))
                or (t.pos_ == "ADJ" and t.dep_ in ("acomp", "oprd", "attr") and t.head == predicate)
            )
        ]
        if not content and not life:  # "got engaged last night!!" names nothing, but matters
            return None
        if (
            predicate.tag_ == "VBD"
            and not life
            and not _has_got(predicate)
            and predicate.lemma_.lower() not in _STATE_CHANGE_VERBS
            and not any(t.pos_ == "PROPN" for t in content)
        ):
            # "I burned the toast": a past one-off unless it names something or begins a
            # state ("I moved on to espresso", "I traded climbing for squash")
            return None
        value = _INTERJECTION.sub("", _STATEMENT_LEAD.sub("", clause.strip())).strip(" ,.;:!")
        words = value.split()
        if not words:
            return None
        value = " ".join(words[:_STATEMENT_WORDS])
        negated = any(c.dep_ == "neg" for c in predicate.children)
        if anchor is not None and (
            anchor.lemma_.lower() in KIN
            or (anchor.pos_ == "PRON" and anchor.lower_ in ("he", "she", "they"))
        ):
            self.topic = True  # "my dad ..." / "she ...": later "she"s are that person
        return Reading(
            (self._name(anchor) if anchor is not None else None) or self.who.speaker,
            OPEN_ATTRIBUTE,
            value,
            "note",
            negated=negated,
            confidence=0.55,
            focus=statement_focus(*_own_part(span, content, predicate), self.who.speaker),
        )

    def _owner(self, poss: Token) -> str:
        """A possessive as "my" when it is the speaker's own name ("Sofia's manager")."""
        return "my" if self.who.is_speaker(poss.text) else poss.lower_

    def _own_subject(self, t: Token, family: bool, background: bool = False) -> bool:
        """Whether a subject is the speaker, the speaker's group, something of theirs ("my
        son", "our warehouse"), or he/she/they in a sentence naming the speaker's family (or
        an episode that named one earlier). He/she also when the sentence gives background
        ("bit of context, she's a retired greyhound") or states what the person is or has
        ("she's a nurse", "he's got asthma"); a bare noun ("wedding's in Porto") only in
        an episode about the speaker's family."""
        low = t.lower_
        if low in ("i", "we") or self.who.is_speaker(t.text):
            return True
        if low in ("he", "she", "they"):
            return family or background or (low != "they" and _stative(t.head))
        owner = next((self._owner(c) for c in t.children if c.dep_ == "poss"), None)
        if owner == "my" and attribute_for_alias(t.text):
            return True  # "Sofia's manager is Omar", said by Sofia
        if t.lower_ in _BARE_KIN and owner is None and not any(c.dep_ == "det" for c in t.children):
            return True  # "dad has early-stage alzheimer's": the speaker's dad
        if (
            t.pos_ == "PROPN"
            and owner is None
            and ((self.topic and t.text == self.who.last_person) or _LIFE_EVENT.search(t.sent.text))
        ):
            # "my daughter Maya ... Maya starts school", "Ines is getting married in May"
            return True
        if owner in ("his", "her", "their") and t.pos_ == "NOUN":
            # "her name's Pepper", "his school is St Mary's": of the person talked about
            return (family or background) and t.head.tag_ in ("VBZ", "VBP")
        if owner is None and t.pos_ == "NOUN" and self.topic:
            # "wedding's next may in Porto" after "my sister Ines got engaged"
            return (
                not any(c.dep_ == "det" for c in t.children)
                and t.lemma_.lower() not in _NOT_ACTIVITIES  # "weather's awful in Leeds"
                and (t.head.lemma_ == "be" or t.head.lower_ in ("'s", "’s"))
                and any(
                    w.ent_type_ in ("DATE", "GPE", "LOC", "FAC", "ORG") or w.pos_ == "PROPN"
                    for w in t.head.subtree
                    if w.i != t.i
                )
            )
        if owner not in ("my", "our") or t.pos_ not in ("NOUN", "PROPN"):
            return False
        person = t.lemma_.lower() in KIN or value_kind(attribute_for_alias(t.text) or "") == (
            "person"
        )
        # A thing of the speaker's counts in the present only ("our warehouse is X", not
        # "my laptop decided to install updates").
        return person or t.head.tag_ in ("VBZ", "VBP") or _has_got(t.head)

    def _passing(self, verb: Token, subject: Token) -> bool:
        """A passing moment or mood rather than a state: "I just spilled tea", "I'm going to
        the gym", "I'm exhausted", "my wife says ...", "I have a question"."""
        lemma = verb.lemma_.lower()
        children = list(verb.children)
        if verb.tag_ == "VBD" and any(c.lower_ == "just" for c in children):
            return True
        if lemma in _MOTION and verb.tag_ in ("VBG", "VBD"):
            return True
        if lemma == "be" and not any(c.dep_ in ("attr", "acomp", "oprd") for c in children):
            # "I'm at the dentist", "we're out of milk": where one is now, not a state;
            # "I'm in Lisbon" names a place and stays.
            places = [
                g for c in children if c.dep_ == "prep" for g in c.subtree if g.dep_ == "pobj"
            ]
            if any(c.dep_ == "prep" and c.lower_ == "as" for c in children):
                return False  # "I'm on Ravelry as agnesk": a membership, a handle
            if _restricted(verb):
                return False  # "he's only on the salmon kibble": a standing restriction
            if places and all(g.pos_ != "PROPN" for g in places):
                return True
        if (
            lemma in _PASSING_WORDS
            or verb.lower_ in _PASSING_WORDS
            or any(
                a.lemma_.lower() in _PASSING_WORDS and not _authority_says(a)
                for a in verb.ancestors
            )
        ):
            return True  # also what is said or thought: "my wife says I cook like a robot"
        complements = [c for c in children if c.dep_ in ("acomp", "oprd", "dobj", "attr")]
        if any(c.lemma_.lower() in _PASSING_WORDS for c in complements):
            return True
        return lemma in ("have", "get") and any(
            c.lemma_.lower() in _REQUEST_NOUNS for c in complements
        )

    def _routine(self, span: Span, clause: str) -> Reading | None:
        """ "I swim at 6am on Mondays", "we do standup every morning": a habit, said in the
        present simple with a recurring time ("every", "on Fridays", "at 7am", "daily")."""
        if not _HABITUAL.search(clause):
            return None
        for t in span:
            if t.dep_ not in ("ROOT", "ccomp") or t.pos_ != "VERB" or t.tag_ not in ("VBP", "VBZ"):
                continue
            if t.lemma_.lower() in _NOT_HABITS:
                return None
            if any(c.dep_ == "aux" or c.dep_ == "neg" for c in t.children):
                return None
            subject = next((c for c in t.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            if subject is None:
                return None
            who = self._name(subject)
            if who is None:
                return None
            # A coordinated clause ("..., so recipes that keep are ideal") is not part of
            # the habit: its whole subtree goes; a coordinated word only itself.
            other = {
                w.i
                for c in t.children
                if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX")
                for w in c.subtree
            }
            words = [
                w
                for w in t.subtree
                if w.i >= t.i and w.dep_ not in ("cc", "punct") and w.i not in other
            ]
            words = [w for w in words if not (w.dep_ == "conj" and w.head == t)]
            value = "".join(w.text_with_ws for w in words).strip(" ,.")
            value = re.split(r",\s", value, maxsplit=1)[0]
            value = _HABIT_TAIL.sub("", value)  # "... and then no coffee for an hour"
            if not value or len(value.split()) > 12:
                return None
            return Reading(who, "routine", value, "habit", confidence=0.65)
        return None

    def _fragment_routine(self, span: Span, clause: str) -> Reading | None:
        """ "Anki every morning plus a tutor twice a week", "yoga on Tuesdays": a verbless
        chat fragment naming what the speaker does with a recurring time is a habit. One
        time of day alone ("meeting at 3pm") is not recurring."""
        if not _RECURRING.search(clause):
            return None
        tokens = [t for t in span if not t.is_punct]
        if not tokens or any(t.pos_ in ("VERB", "AUX") for t in tokens):
            return None
        root = span.root
        if root.pos_ not in ("NOUN", "PROPN") or root.ent_type_ in ("DATE", "TIME"):
            return None
        if root.lemma_.lower() in _NOT_ACTIVITIES or _LATELY.search(clause):
            return None  # "rain every day this week": weather, and a stretch of time
        value = _INTERJECTION.sub("", clause.strip()).strip(" ,.!")
        if not value or len(value.split()) > 12:
            return None
        return Reading(self.who.speaker, "routine", value, "habit", confidence=0.6)

    def _state(self, tokens: list[Token]) -> Reading | None:
        """ "npm was too slow": a named thing's state (an outcome worth keeping as a cause)."""
        for t in tokens:
            if t.lemma_ == "be" and t.dep_ in ("ROOT", "advcl", "conj"):
                complement = next((c for c in t.children if c.dep_ == "acomp"), None)
                subject = _clause_subject(tokens, t)
                if (
                    complement is not None
                    and subject is not None
                    and subject.pos_ in ("NOUN", "PROPN")
                ):
                    return Reading(
                        subject.text, "state", _subtree_text(complement), "outcome", confidence=0.6
                    )
        return None

    def _metric(self, tokens: list[Token], clause: str) -> Reading | None:
        numbers = list(_NUMBER.finditer(clause))
        if not numbers:
            return None
        verb = next((t for t in tokens if t.lemma_ in _METRIC_VERBS and t.dep_ == "ROOT"), None)
        if verb is None:
            return None
        subject = _clause_subject(tokens, verb)
        if subject is None or subject.pos_ not in ("NOUN", "PROPN"):
            return None
        # A number inside the subject names it ("Pixel 8 still going strong"), not a measure.
        named = {t.text for t in subject.subtree if t.like_num or t.pos_ == "NUM"}
        # A measure follows what it measures ("my rent went up to 1200"); a number before
        # the subject is another clause's ("we lost 4-1, my ankle is gone").
        at = re.search(rf"(?<!\w){re.escape(subject.text)}(?!\w)", clause)
        after = at.start() if at else -1
        numbers = [m for m in numbers if m.group(0).strip() not in named and m.start() > after]
        if not numbers:
            return None
        words = [c.text.lower() for c in subject.lefts if c.dep_ in ("compound", "amod", "nmod")]
        attribute = "_".join([*words, subject.text.lower()])
        target = next((m for m in numbers if re.search(r"\bto\s*$", clause[: m.start()])), None)
        value = (target or numbers[-1]).group(0).strip()
        owner = next((c.lower_ for c in subject.children if c.dep_ == "poss"), None)
        who = self.who.speaker if owner == "my" else self.who.group
        return Reading(who, attribute, value, "metric", confidence=0.7)


# --- first-person statements outside the vocabulary ----------------------------------------

_FIRST_PERSON = frozenset("i me my mine myself we us our ours ourselves".split())
# People (and pets) of the speaker's: "my son ..., he's ...".
KIN = frozenset(
    "son daughter kid child baby wife husband partner boyfriend girlfriend fiance fiancee "
    "spouse mum mom mother dad father parent brother sister sibling grandma grandpa "
    "grandmother grandfather granny nan aunt uncle cousin twin family dog cat puppy kitten "
    "flatmate roommate housemate".split()
)
# A question anywhere in the sentence: what it says is the question's context, not a fact.
_QUESTIONISH = re.compile(
    r"\?|(?i:(?<![\w])(?:(?:what|why|how|where|when|which|who)(?:['’]s|\s+(?:do|does|did|is|"
    r"are|was|were|can|could|should|would|will|am|have|has)(?![\w]))|any (?:idea|ideas|tips|"
    r"advice|thoughts|suggestions|recommendations)|anyone know|wondering (?:if|whether)))"
)
# Moments beyond `TRANSIENT`: yesterday, last night, tomorrow, "for an hour", "mid-song".
_MOMENT = re.compile(
    r"(?i:(?<![\w])(?:yesterday|last night|tomorrow|earlier|this week|a (?:minute|second|"
    r"moment) ago|for (?:an?|a few|a couple of|\d+|two|three) (?:hours?|minutes?|mins?)|"
    r"mid-\w+|for ages|brb|rn|gtg|g2g|afk|omw|in (?:\d+|a few|a couple of|two|five|"
    r"ten) (?:mins?|minutes?|secs?|seconds?))(?![\w]))"
)
# Moods, evaluations and reported speech: what one feels or says now, not what one is.
_PASSING_WORDS = frozenset(
    "tired exhausted sleepy hungry thirsty bored busy sorry glad happy sad angry annoyed upset "
    "stressed excited worried scared late early slow stuck done ready back sure fine ok okay "
    "good great sick ill cold hot amazing awesome lovely nice terrible awful annoying funny "
    "cute sweet weird crazy hilarious embarrassing embarrassed melt die cry laugh freak "
    "struggle panic sweat wait type hurry rush feel think guess say tell wonder reckon suppose "
    "hope mean joke kid bet".split()
)
_MOTION = frozenset("go come head leave walk drive run".split())
# "I have a question": a request, not a possession.
_REQUEST_NOUNS = frozenset("question problem issue idea request favour favor doubt".split())
# Nouns that name nothing on their own.
EMPTY_NOUNS = frozenset(
    "thing stuff lol haha lmao time day week month year hour minute second bit lot way idea "
    "question context sec moment today tonight tomorrow yesterday morning evening night "
    "afternoon".split()
)
# What a chat line opens with before it says anything: "some context:", "separate thing,".
_STATEMENT_LEAD = re.compile(
    r"^(?:(?:some |for |quick |(?:a )?bit of )?(?:context|background|fyi|heads up|side note|"
    r"separate thing|other thing|another thing|general thing|unrelated|for future reference|"
    r"btw|by the way)\s*[:,-]\s*)+",
    re.IGNORECASE,
)
_STATEMENT_WORDS = 24
_JOKE = re.compile(r"(?i:(?<![\w])(?:jk|j/k|just kidding|kidding|joking)(?![\w]))")
# A sentence opening as background: "bit of context, she's a retired greyhound".
_BACKGROUND = re.compile(
    r"(?i:^\W*(?:(?:ok|okay|so|oh|and|also|btw|cool|right)\W+)*(?:(?:some|quick|for|"
    r"(?:a )?bit of)\s+)?(?:context|background)(?![\w]))"
)
# Life changes: kept even when they happened "today" or "just".
_LIFE_EVENT = re.compile(
    r"(?i:(?<![\w])(?:hand(?:ed|ing)? in (?:my|his|her|our) notice|resign(?:ed|ing)?|"
    r"quit (?:my|his|her) job|(?:got|getting|get|am|is|are|was|been) (?:engaged|married|"
    r"divorced|promoted|diagnosed|pregnant|laid off|made redundant)|got (?:the job|the offer|"
    r"into)|accepted (?:an?|the) (?:offer|job|place)|enrol(?:l?ed|ling)|graduat(?:ed|ing)|"
    r"retir(?:ed|ing)|gave birth|passed away|expecting a baby|signed (?:a|the) (?:lease|"
    r"contract))(?![\w]))"
)
# Verbs of joining, leaving and starting: a line opening with one ("starting a bootcamp in
# july") is the speaker's, with or without "I'm".
_CHANGE_VERBS = frozenset(
    "start begin join leave quit move relocate study train enrol enroll retire switch".split()
)
# Verbs whose past tense begins (or ends) a standing state rather than telling a one-off.
_STATE_CHANGE_VERBS = _CHANGE_VERBS | frozenset(
    "trade swap replace ditch drop adopt buy get pick take sign convert upgrade migrate "
    "transfer land settle fall become change make".split()
)


# What one calls someone, or catches for a week: not what they are or have.
_VERDICTS = frozenset(
    "nightmare legend idiot genius angel star hero pain joke mess disaster menace saint diva "
    "liar sweetheart darling gem wreck muppet clown flu cold cough fever temperature headache "
    "migraine hangover bug virus covid sniffle sniffles tummy appointment interview meeting "
    "call exam test deadline party date".split()
)
# What one is doing right now, said without "I'm": "sitting in traffic", "scrolling ...".
_NOW_VERBS = frozenset(
    "sit stand queue wait watch eat drink cook clean tidy wash scrape scroll stare lie sweat "
    "shiver sort fight".split()
)


# What someone is for good, said as an adjective.
_CONDITIONS = frozenset(
    "allergic intolerant deaf blind autistic diabetic vegan vegetarian pescatarian pregnant "
    "epileptic dyslexic dyspraxic asthmatic coeliac celiac colourblind colorblind disabled "
    "paralysed paralyzed immunocompromised anaemic anemic diabetic arthritic adhd".split()
)
# Parents and grandparents named without "my": "dad has ...", "mum's had ...".
_BARE_KIN = frozenset(
    "mum mom mummy mommy dad daddy mother father grandma grandpa gran granny nan nana "
    "grandad granddad".split()
)
# A standing cost: "1200 a month", "£30 per month", "pcm".
_PER_PERIOD = re.compile(
    r"(?i:\d[\d,.]*k?\s*(?:quid|pounds|dollars|euros|bucks)?\s*(?:a|per|/|each)\s*"
    r"(?:month|year|week|yr|mo|wk)|(?<![\w])(?:pcm|p/m|pm|pw|monthly|annually)(?![\w]))"
)


# A standing arrangement: "on an octopus tariff", "on a student visa", "on the waiting list".
_ARRANGEMENT = re.compile(
    r"(?i:(?<![\w])on (?:a|an|the|my|our) [\w'’ -]{0,30}?(?:tariff|plan|contract|subscription|"
    r"membership|scheme|diet|course|programme|program|waiting list|visa|lease|rota|shift|"
    r"pension|mortgage|loan)s?(?![\w]))"
)


_FOCUS_ENTITIES = frozenset(
    {"ORG", "PRODUCT", "GPE", "LOC", "FAC", "PERSON", "WORK_OF_ART", "NORP", "LANGUAGE", "EVENT"}
)
_FOCUS_DEPS = frozenset({"dobj", "pobj", "attr", "appos", "oprd", "conj", "npadvmod", "nsubj"})


# Common nouns too general to name a state a slot could hold ("swamped with the kids",
# "grateful for the support"): a statement about them stays an open statement.
_GENERIC_NOUNS = frozenset(
    "people kid kids child family friend life thing stuff difference picture photo pic "
    "challenge struggle journey support world work home part lot idea chance experience "
    "moment fun love care help advice news story step goal dream plan time place".split()
)


def _vocative(name: Span) -> bool:
    """A name the sentence addresses ("Hey Caroline, …", "I agree, Melanie."), not names."""
    doc = name.doc
    before = doc[name.start - 1] if name.start > 0 else None
    after = doc[name.end] if name.end < len(doc) else None
    opens = before is None or before.lower_ in ("hey", "hi", "hello", "thanks", "yo", "dear")
    closes = after is None or after.is_punct
    return (opens and closes) or (before is not None and before.text == "," and closes)


def predicate_part(span: Span, predicate: Token) -> Span | None:
    """The part of `span` under `predicate` ("I train at Hatch now — Blok got too crowded":
    "I train at Hatch now"), None when none of it is."""
    tokens = [t for t in predicate.subtree if span.start <= t.i < span.end]
    return span.doc[tokens[0].i : tokens[-1].i + 1] if tokens else None


def _own_part(span: Span, content: list[Token], predicate: Token) -> tuple[Span, list[Token]]:
    """`predicate_part` with its content words; all of `span` when no content is left."""
    part = predicate_part(span, predicate)
    if part is None:
        return span, content
    mine = [t for t in content if part.start <= t.i < part.end]
    return (part, mine) if mine else (span, content)


# A swap names the old value and then the new one: "traded in my Pixel 7a for a Galaxy S23",
# "dropped Kotlin for Swift the other week", "switched from TypeScript to Clojure".
# The verbs of a swap, shared with the resolver's slot anchoring (`resolver.anchor`).
SWAP_VERBS = (
    r"swapp?\w*|trad(?:e|ed|ing)(?:\s+in)?|switch\w*|dropp?\w*|ditch\w*|left|leaving|"
    r"replac\w*|went|mov(?:e|ed|ing)|chang\w*|upgrad\w*|downgrad\w*|gave up|giv\w* up|"
    r"port(?:ed|ing)|migrat\w*|transferr?\w*|convert\w*"
)
_SWAP_VERB = re.compile(rf"\b(?:{SWAP_VERBS})\b", re.IGNORECASE)
_SWAP_PIVOT = re.compile(r"^(?:\W*\w+){1,6}?\s+(?:for|to|with|into|onto|over to)\s+", re.I)


def swap_target(span: Span) -> str | None:
    """The new value of a swap in `span` ("I dropped Kotlin for Swift the other week" ->
    Swift): the noun phrase after the pivot that follows the swap verb and the old value,
    determiners cut. None when the span holds no swap."""
    verb = _SWAP_VERB.search(span.text)
    if verb is None:
        return None
    pivot = _SWAP_PIVOT.match(span.text[verb.end() :])
    if pivot is None:
        return None
    start = span.start_char + verb.end() + pivot.end()
    for chunk in span.noun_chunks:
        if chunk.start_char <= start < chunk.end_char:
            words = [t for t in chunk if t.dep_ not in ("det", "poss") and not t.is_punct]
            text = " ".join(t.text for t in words).strip()
            return text or None
    return None


_MODEL_NUMBER = re.compile(r"^(?:[A-Z]{0,3}\d{1,4}[a-z]?|Pro|Max|Plus|Mini|Ultra|Air|SE)$")


def _name_goes_on(token: Token, model_number_only: bool = False) -> bool:
    """Whether a name runs on into `token`: a proper noun, or a model number ("Pixel 8",
    "ThinkPad X1", "Galaxy S24 Ultra", "Polestar 2"); not a count of what follows ("Wordle
    3 weeks ago") nor the pronoun I."""
    if token.lower_ == "i" or (token.like_num and token.head.i > token.i):
        return False
    if _MODEL_NUMBER.match(token.text):
        return True
    return not model_number_only and token.pos_ == "PROPN"


def statement_focus(span: Span, content: list[Token], speaker: str) -> str | None:
    """The thing an open statement is about, for a slot to hold ("I transferred to Checkout"
    -> Checkout, "switched to tram" -> tram): the new value of a swap (`swap_target`), else
    the last named entity, else the last run of proper nouns, else the last content noun's
    phrase (determiners and possessives cut); None when nothing stands out. The last,
    because a change names the new value last."""
    swapped = swap_target(span)
    if swapped is not None and swapped != speaker:
        return swapped
    ents = [e for e in span.ents
            if e.label_ in _FOCUS_ENTITIES and e.text != speaker
            and not (e.label_ == "PERSON" and _vocative(e))]  # fmt: skip
    if ents:
        end = ents[-1].end  # "Northside" of "Northside YMCA": the name runs on
        while end < span.end and _name_goes_on(span.doc[end]):
            end += 1
        return span.doc[ents[-1].start : end].text.strip()
    propn = [t for t in content if t.pos_ == "PROPN" and t.text != speaker
             and not _vocative(span.doc[t.i : t.i + 1])]  # fmt: skip
    if propn:
        last = propn[-1]
        while last.dep_ == "compound" and last.head.i == last.i + 1:
            last = last.head  # "Northside YMCA" with YMCA read as a common noun
        start = propn[-1]
        while start.i > span.start and start.nbor(-1).pos_ == "PROPN":
            start = start.nbor(-1)
        end = last.i + 1
        while end < span.end and _name_goes_on(span.doc[end], model_number_only=True):
            end += 1
        return span.doc[start.i : end].text
    nouns = [t for t in content if t.pos_ == "NOUN" and t.dep_ in _FOCUS_DEPS
             and t.tag_ != "NNS" and t.lemma_.lower() not in _GENERIC_NOUNS]  # fmt: skip
    if not nouns:
        return None
    head = nouns[-1]
    words = [t for t in head.subtree if t.i <= head.i and t.dep_ in ("compound", "amod", "nmod")
             or t.i == head.i]  # fmt: skip
    return " ".join(t.text for t in words) or None


def _standing_lead(verb: Token, clause: str) -> bool:
    """Whether a line opening with an -ing verb and no subject ("starting a bootcamp in
    july", "charging at home on an octopus tariff", "paying 1200 a month for rent") says
    something standing about the speaker: a change of job, school or home with what or when,
    a standing arrangement, or a regular cost."""
    if _ARRANGEMENT.search(clause) or _PER_PERIOD.search(clause):
        return True
    if verb.lemma_.lower() not in _CHANGE_VERBS:
        return False
    if any(c.dep_ in ("xcomp", "ccomp") for c in verb.children):
        return False  # "starting to think i need a new laptop"
    return any(w.pos_ == "PROPN" or w.ent_type_ == "DATE" for w in verb.subtree if w.i != verb.i)


def _has_got(verb: Token) -> bool:
    """ "she's got asthma", "I've got a Kia": `got` after 's/'ve is the present "has"."""
    return (
        verb.lower_ == "got"
        and verb.i > 0
        and verb.nbor(-1).lower_ in ("'s", "’s", "'ve", "’ve", "has", "have", "s")
    )


# Whose word on health is a finding, not chatter: "vet said he's got a sensitive stomach".
_AUTHORITIES = frozenset(
    "vet doctor doc gp dentist nurse consultant specialist physio physiotherapist therapist "
    "optician pharmacist midwife paediatrician pediatrician surgeon dermatologist "
    "cardiologist neurologist psychiatrist allergist dietitian nutritionist".split()
)


def _authority_says(verb: Token) -> bool:
    """ "the vet said ...", "my GP says ...": a professional's finding."""
    return verb.lemma_.lower() in ("say", "tell", "confirm", "think") and any(
        c.dep_ == "nsubj" and c.lower_ in _AUTHORITIES for c in verb.children
    )


def _restricted(verb: Token) -> bool:
    """ "she's only on wet food", "he's only allowed X": `only` before a place or thing."""
    children = list(verb.children)
    complements = [c for c in children if c.dep_ in ("prep", "acomp", "attr")]
    return bool(complements) and any(
        c.lower_ == "only" for c in [*children, *(g for c in complements for g in c.children)]
    )


def _stative(verb: Token) -> bool:
    """What someone is or has, in the present: "she's a nurse", "he has asthma", "she's got
    a chicken intolerance" (not "she's tired", "he's at work", "she lives in Rome")."""
    lemma = verb.lemma_.lower()
    present = verb.tag_ in ("VBZ", "VBP") or _has_got(verb)
    if not present:
        return False
    if lemma == "be" and _restricted(verb):
        return True
    if lemma == "be" and any(
        c.dep_ == "acomp" and c.lemma_.lower() in _CONDITIONS for c in verb.children
    ):
        return True  # "he's allergic to bee stings", "she's deaf in one ear"
    wanted = {"be": ("attr",), "have": ("dobj",), "get": ("dobj",)}.get(lemma)
    if wanted is None:
        return False
    return any(
        c.dep_ in wanted
        and c.pos_ in ("NOUN", "PROPN")
        and c.lemma_.lower() not in _PASSING_WORDS
        and c.lemma_.lower() not in _VERDICTS
        and c.lemma_.lower() not in EMPTY_NOUNS
        and c.lemma_.lower() not in _REQUEST_NOUNS
        for c in verb.children
    )


_APOLOGY = re.compile(r"(?i:^\W*(?:sorry|oops|apologies|my bad)(?![\w]))")
# A verbless avoidance or restriction: "no mushrooms please", "direct flights only".
_FRAGMENT_RULE = re.compile(
    r"^(?:(?P<no>no|zero|nothing with|without)\s+(?P<X>[\w][\w '’-]{1,40}?)|"
    r"(?P<Y>[\w][\w '’-]{1,40}?)\s+only)(?:,?\s+(?:please|pls|thanks|thx))?[\s.!]*$",
    re.IGNORECASE,
)
_NOT_RULE_WORDS = frozenset(
    "idea problem problems worries worry way clue thanks rush chance luck kidding doubt "
    "one time need comment".split()
)

_ORIGIN = re.compile(
    r"(?<![\w])(?i:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing)) (?i:from) "
    r"(?P<A>[A-Z][\w.-]*(?:\s[A-Z][\w.-]*)?) (?i:to) "
)
_HABITUAL = re.compile(
    r"(?i:(?<![\w])(?:every|each|daily|weekly|nightly|twice a|once a|\w+ times a|usually|"
    r"normally|typically|on (?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weekdays|mornings|evenings|"
    r"at \d{1,2}(?::\d\d)?\s?(?:am|pm)?|\d{1,2}(?::\d\d)?\s?(?:am|pm)|"
    r"in the (?:morning|evening|afternoon)s?|before (?:work|bed|breakfast)|after work)(?![\w]))"
)
# Recurring times only (no single clock time): what makes a verbless fragment a habit.
_RECURRING = re.compile(
    r"(?i:(?<![\w])(?:every|each|daily|weekly|nightly|twice a|once a|\w+ times a|usually|"
    r"normally|typically|on (?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weekdays)(?![\w]))"
)
# Where a habit's words end: a new clause ("and then", "which", "so").
_HABIT_TAIL = re.compile(r"(?i:\s+(?:and then|then|which|so|but|because|though)\s.*$)")
# What happens to someone rather than what they do: never a habit on its own.
_NOT_ACTIVITIES = frozenset(
    "rain snow sun sunshine wind storm fog heat cold weather traffic delay queue".split()
)
_LATELY = re.compile(r"(?i:(?<![\w])(?:(?:this|last) (?:week|month|year)|lately|so far)(?![\w]))")
# Verbs that say what someone thinks, has or wants, not what they do regularly.
_NOT_HABITS = frozenset(
    "be have think guess feel know want need hope mean see say get like love hate prefer "
    "believe understand remember forget wonder suppose seem look sound".split()
)


# Who can take a decision besides people named or pointed at ("we", "Ana"): groups.
_DECIDERS = frozenset(
    "team group company board management committee council family school leadership "
    "org organisation organization department everyone everybody".split()
)


def _can_decide(subject: Token) -> bool:
    """Whether a clause subject can decide: a pronoun, a name, a person or a group."""
    if subject.pos_ in ("PRON", "PROPN") or subject.ent_type_ in ("PERSON", "ORG", "NORP"):
        return True
    lemma = subject.lemma_.lower()
    slot = attribute_for_alias(subject.text)
    return lemma in _DECIDERS or lemma in KIN or (slot is not None and value_kind(slot) == "person")


def _request(clause: str) -> bool:
    """ "can you write it in British English?", "please ...": a polite command."""
    return _REQUEST_LEAD.match(_INTERJECTION.sub("", clause.strip())) is not None


def _cut_at_clause(span: Span, start: int, raw: str) -> str:
    """`raw` (at episode offset `start`) up to a coordinated clause: "Lisbon and works CET
    hours" -> "Lisbon "; "English and French" stays whole (no verb follows the "and")."""
    end = start + len(raw)
    subjects = ("nsubj", "nsubjpass")
    for t in span:
        if not start < t.idx < end or t.dep_ != "cc" or t.i + 1 >= len(t.doc):
            continue
        following = t.nbor(1)
        if (
            following.pos_ in ("VERB", "AUX")
            or following.dep_ in subjects
            or following.head.dep_ in subjects  # "and my partner lives ..."
        ):
            return raw[: t.idx - start]
    return raw


def _label(span: Span, position: int) -> str | None:
    for ent in getattr(span, "ents", ()):
        if ent.start_char <= position < ent.end_char:
            return str(ent.label_)
    return None


def _clause_subject(tokens: list[Token], verb: Token) -> Token | None:
    for t in tokens:
        if t.dep_ in ("nsubj", "nsubjpass") and (t.head == verb or t.head == verb.head):
            return t
    return None


def _subtree_text(token: Token, skip_first_to: bool = False) -> str:
    words = [t for t in token.subtree]
    if skip_first_to and words and words[0].lower_ == "to":
        words = words[1:]
    return "".join(t.text_with_ws for t in words).strip()


def _object_of(verb: Token) -> str | None:
    for child in verb.children:
        if child.dep_ in ("dobj", "attr", "xcomp", "ccomp", "oprd"):
            text = clean_value(_subtree_text(child))
            return text if text and len(text.split()) <= _ALLOWED_WORDS else None
    return None


def _event_target(verb: Token) -> tuple[str, str, str | None] | None:
    lemma = verb.lemma_.lower()
    for child in verb.children:
        if child.dep_ == "dobj" and child.ent_type_ not in ("DATE", "TIME"):
            value = clean_value(_subtree_text(child))
            return (lemma, value, child.ent_type_ or None) if value else None
        if child.dep_ == "prep" and child.lower_ in ("to", "at", "in", "with", "for"):
            pobj = next((g for g in child.children if g.dep_ == "pobj"), None)
            if pobj is not None and pobj.ent_type_ not in ("DATE", "TIME"):
                value = clean_value(_subtree_text(pobj))
                if value:
                    return f"{lemma}_{child.lower_}", value, pobj.ent_type_ or None
    return None


_SENTENCE_END = re.compile(r"[.!?…:;)\]\"'’”]\s*$|\n\s*$")


def _sentences(doc: Doc) -> list[Span]:
    """The parser's sentences, except that a boundary not after sentence-final punctuation
    or a line break is not trusted: chat lines without punctuation ("shooting on an old
    Pentax K1000 I got from my dad") are split mid-phrase by the parser."""
    merged: list[Span] = []
    for sent in doc.sents:
        if merged and not _SENTENCE_END.search(doc.text[merged[-1].start_char : sent.start_char]):
            merged[-1] = doc[merged[-1].start : sent.end]
        else:
            merged.append(sent)
    return merged


# Words that negate the predicate they attach to ("nothing", "nobody" negate their own slot).
_NEGATING_WORDS = frozenset({"not", "n't", "never", "no"})


def value_negated(span: Span, value: str) -> bool | None:
    """Whether a negation sits on the predicate that governs `value` in the parse (its own
    head verb, that verb's auxiliaries, the verb it is conjoined to or complements), or on
    the value itself ("no cats"); None when the value is not found in `span` as tokens."""
    at = span.text.casefold().find(value.casefold())
    if not value or at < 0:
        return None
    tokens = [t for t in span if at <= t.idx - span.start_char < at + len(value)]
    if not tokens:
        return None
    value_root = min(tokens, key=lambda t: len(list(t.ancestors)))
    if any(c.lower_ in _NEGATING_WORDS for c in value_root.children):
        return True
    predicate = value_root
    while predicate.pos_ not in ("VERB", "AUX") and predicate.head.i != predicate.i:
        predicate = predicate.head
    if predicate.pos_ not in ("VERB", "AUX"):
        return None
    governing = [predicate]
    # "I don't live or work in Paris", "I don't want to live in Paris": the negation sits on
    # the verb this one is conjoined to or complements.
    if predicate.dep_ in ("conj", "xcomp") and predicate.head.i != predicate.i:
        governing.append(predicate.head)
    # "We stopped using Jenkins", "I quit drinking coffee": the governing verb itself ends it.
    return any(verb.lemma_.lower() in ("stop", "quit") for verb in governing) or any(
        c.dep_ == "neg"
        or c.lower_ in _NEGATING_WORDS
        or (c.dep_ == "advmod" and c.lower_ == "longer")
        for verb in governing
        for c in verb.children
    )


def read_english_doc(doc: Doc, speakers: Speakers, occurred_at: datetime) -> list[UnitFacts]:
    """Every clause of a parsed English episode, with its candidate facts and entities."""
    reader = EnglishReader(speakers)
    units: list[UnitFacts] = []
    for sent in _sentences(doc):
        text = sent.text
        reader.sentence = sent
        if is_small_talk(text) and not (text.strip().endswith("?") and _request(text)):
            continue
        sentence_cues = find_cues(text)
        for k, clause in enumerate(split_causal_clauses(text)):
            start = sent.start_char + clause.start
            end = start + len(clause.text)
            span = doc.char_span(start, end, alignment_mode="expand")
            unit = UnitFacts(clause.text, start, end, continues=k > 0)
            if span is not None:
                for reading in reader.read(clause.text, span, start):
                    negated = value_negated(span, reading.value)
                    unit.facts.append(
                        assemble(reading, clause.text, text, (start, end), occurred_at,
                                 sentence_cues, negated)
                    )  # fmt: skip
                    unit.entities += reading_entities(reading)
                scope = find_scope(clause.text)
                if scope and scope.startswith("project "):
                    unit.entities.append((scope.removeprefix("project "), "project"))
                unit.entities += [
                    (e.text, entity_kind(None, e.label_))
                    for e in span.ents
                    if e.label_ in ("PERSON", "ORG", "GPE", "LOC", "PRODUCT", "FAC")
                ]
            units.append(unit)
    return units
