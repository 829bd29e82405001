"""Who holds a clause's state when it is not the speaker (holder resolution, DESIGN.md: extract).

The readers take "I" and "we" as the speaker. Two kinds of turn say otherwise:

- a turn framed as news of a named group ("For Bracken Hill Farm: our milk goes to …",
  "Kestle Valley Vets update: we order …", "Here at the Tron, …", 关于Brindle Farm：…,
  Brindle Farm这边，…): its "we" and its clauses that name no holder are that group's
  (`turn_frame`, `frame_holders`);
- a clause whose subject is someone else's name, with a thing of theirs named after it
  ("Sorrel banks with Nationwide", "Kestle Valley Vets moved their broadband over to
  Fibrelink", 听说Liang Guofu把拖拉机换成Massey Ferguson了): the named one holds it
  (`english_holder`, `chinese_holder`).

A group a speaker framed one turn for is also who their later "we" means for a group's
things (`speaks_for`, applied by the service across turns). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from spacy.tokens import Span, Token

from extract.assembly import Speakers
from graph.types import CandidateFact
from graph.vocabulary import (
    is_state_slot,
    load_entries,
    slot_knowing,
    value_kind,
    we_means_speaker,
)

# A name as a frame writes it: capitalised words, "&" or "of" between them ("Bank of Leith").
_NAME_WORD = r"[A-Z][\w&'’.-]*"
_NAME_MORE = r"(?:\s+(?:of\s+|&\s+|and\s+)?" + _NAME_WORD + r")"
_NAME = _NAME_WORD + _NAME_MORE + "{0,5}"
_NAME_OF_TWO = _NAME_WORD + _NAME_MORE + "{1,5}"
_LATIN_NAME = r"[A-Z][A-Za-z0-9&'’.-]*(?: [A-Z][A-Za-z0-9&'’.-]*){0,5}"
_START = r"(?:^|(?<=[.!?…:;\n])\s*)"
_ENGLISH_FRAMES = (
    # "For Bracken Hill Farm:", "Re Kestle Valley Vets —", "News from X:", "Here at the Tron,"
    re.compile(
        _START + r"(?i:for|re:?|news from|update from|word from|here at(?: the)?)\s+"
        r"(?P<name>" + _NAME + r")\s*(?::|,|—|–| - )"
    ),
    # "From Kestle Valley Vets:", "Over at Brindle Farm," ("From Paris,", "Over at Sarah's,"
    # name a place or a visit)
    re.compile(
        _START + r"(?i:from|over at(?: the)?)\s+(?P<name>" + _NAME_OF_TWO + r")\s*(?::|,|—|–| - )"
    ),
    # "Kestle Valley Vets update:", "Brindle Farm news —": a name of two words or more ("Car
    # update:", "Same here," name none)
    re.compile(
        _START + r"(?P<name>" + _NAME_OF_TWO + r")\s+(?i:update|news|here|stuff)\s*(?::|—|–| - )"
    ),
)
_CHINESE_FRAMES = (
    re.compile(
        r"(?:关于|说到|至于)\s*(?P<name>" + _LATIN_NAME + r")\s*(?:这边|那边|的事)?\s*[：:，,]"
    ),
    re.compile(r"(?P<name>" + _LATIN_NAME + r")\s*这边\s*[：:，,]"),
)
# Words a frame pattern may catch that name no group ("For Monday:", "Re Friday,").
_NOT_GROUPS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday january february march april "
    "may june july august september october november december christmas easter today "
    "tomorrow tonight now reference example context info instance starters the "
    # "Breaking news:", "Quick update,", "Life update:": kinds of news, not groups
    "breaking big good bad great quick small little exciting sad happy fun weekend life "
    "status career health work job house home family travel random some more latest general "
    "daily weekly monthly personal brief short minor major important final another other "
    "team project office company school uni college holiday news update my our your "
    # days of the year and places a turn is sent from, not groups ("For Thanksgiving,")
    "thanksgiving halloween diwali eid hanukkah mother's father's valentine's new paris london "
    "same likewise evening morning afternoon night raining snowing sunny car kitchen baby".split()
)

# 他/她 as "he"/"she": not 他们/她们, nor inside 其他 ("other") or 吉他 ("guitar").
ZH_HE_SHE = r"(?<![其吉])[他她](?!们)"
# Family, friends and people at work, by how they stand to someone ("我老公", "她妈妈").
ZH_FAMILY = (
    "老婆|老公|妻子|丈夫|女朋友|男朋友|对象|爱人|妈妈|爸爸|母亲|父亲|儿子|女儿|哥哥|姐姐|弟弟|妹妹|"
    "表姐|表哥|表妹|表弟|堂姐|堂哥|堂妹|堂弟|舅舅|阿姨|叔叔|姑姑|奶奶|爷爷|外婆|外公|邻居|大叔|大爷|大妈|"
    "朋友|同事|室友|经理|老板|领导|老爸|老妈|妈|爸"
)
# Someone of his or hers: "她老公", "他的妈妈".
_OF_HIS_OR_HERS = rf"的?(?:{ZH_FAMILY})"
ZH_HE_SHE_KIN = ZH_HE_SHE + _OF_HIS_OR_HERS
# 他/她 as the holder, not someone of theirs.
ZH_HE_SHE_ALONE = ZH_HE_SHE + rf"(?!{_OF_HIS_OR_HERS})"
# "he"/"she" in a turn (English or Chinese): it may speak of someone named before it.
HE_OR_SHE = re.compile(r"\b(?:he|she)\b|" + ZH_HE_SHE, re.IGNORECASE)
_GROUP_WORDS = re.compile(r"\b(?:we|we['’](?:re|ve|ll|d)|our|ours|us|ourselves)\b", re.I)
_OWN_WORDS = re.compile(r"\b(?:i|i['’](?:m|ve|ll|d)|my|me|mine|myself)\b", re.I)
_ZH_GROUP = re.compile(r"我们|咱们|我们的|咱")
_ZH_OWN = re.compile(r"我(?!们)")


def turn_frame(text: str, speakers: Speakers) -> tuple[str, tuple[int, int]] | None:
    """The group a turn is framed as news of, and the frame's span in the text; None when
    the turn has no frame, or the frame names the speaker or a day."""
    for pattern in (*_ENGLISH_FRAMES, *_CHINESE_FRAMES):
        for m in pattern.finditer(text):
            name = m["name"].strip(" .'’-")
            if name.casefold().split()[0] in _NOT_GROUPS or speakers.is_speaker(name):
                continue
            return name, m.span()
    return None


def speaks_as_group(clause: str) -> bool:
    """Whether a clause speaks as "we" and not as "I" ("we order our meds from Pennant",
    我们场里现在用Brannock了)."""
    if _OWN_WORDS.search(clause) or _ZH_OWN.search(clause):
        return False
    return bool(_GROUP_WORDS.search(clause) or _ZH_GROUP.search(clause))


def names_no_holder(clause: str) -> bool:
    """Whether a clause names no holder of its own: no I, we, he, she or they ("Plowright
    renewal letter came")."""
    return not re.search(
        r"\b(?:i|i['’]m|my|me|we|our|us|he|she|his|her|they|their|them)\b|我|他|她",
        clause,
        re.I,
    )


def _names(clause: str, speaker: str) -> bool:
    first = speaker.split()[0] if speaker.split() else speaker
    return re.search(rf"(?<![A-Za-z]){re.escape(first)}(?![A-Za-z])", clause) is not None


def frame_holders(
    candidates: Sequence[CandidateFact], frame: str, speakers: Speakers
) -> list[CandidateFact]:
    """In a turn framed as news of `frame`: its clauses said as "we" (or the speaker's group),
    and those that name no holder, are the group's; what the speaker says of "I" stays
    theirs."""
    out = []
    for c in candidates:
        ours = c.subject == speakers.group or (
            # "our milk goes to Westmead": read as the speaker's milk, the group's in a frame
            c.subject.startswith(f"{speakers.speaker}'s ") and speaks_as_group(c.text)
        )
        own = c.subject == speakers.speaker and (
            speaks_as_group(c.text)
            # a holderless clause, unless it names the speaker ("Bianca works as …")
            or (names_no_holder(c.text) and not _names(c.text, speakers.speaker))
        )
        out.append(replace(c, subject=frame, named_holder=True) if ours or own else c)
    return out


def speaks_for(
    candidates: Sequence[CandidateFact], group: str, speakers: Speakers
) -> list[CandidateFact]:
    """A speaker's "we" in a turn with no frame, when they framed an earlier turn for
    `group`: the clauses said as "we" that the readers gave to the speaker are the group's,
    except in a slot of the speaker's household ("we replaced the old car", "we moved to
    Leith": `graph.vocabulary.we_means_speaker`)."""
    return [
        replace(c, subject=group, named_holder=True)
        if c.subject in (speakers.speaker, speakers.group)
        and speaks_as_group(c.text)
        and not _household(c)
        else c
        for c in candidates
    ]


def _household(c: CandidateFact) -> bool:
    """Whether a fact is in a vocabulary slot "we" holds as the speaker's household."""
    return c.attribute in load_entries() and we_means_speaker(c.attribute, c.kind)


# -- named holders ------------------------------------------------------------------------

_SUBJECTS = ("nsubj", "nsubjpass")
_NOT_NAMES = (
    frozenset("i we you he she they it this that there someone everyone nobody anyone".split())
    | _NOT_GROUPS
)


def tagged_or_known_person(t: Token, speakers: Speakers) -> bool:
    """Whether a word names a person: the parser tags it so, or the conversation knows it
    (`Speakers.knows`: a speaker's name, however the parser tags it)."""
    return t.ent_type_ == "PERSON" or speakers.knows(t.text)


def _is_name(t: Token) -> bool:
    return (
        t.lower_ not in _NOT_NAMES
        and t.text[:1].isupper()
        and (t.pos_ == "PROPN" or t.ent_type_ in ("PERSON", "ORG"))
    )


def _name_tokens(t: Token) -> list[Token]:
    """A name's words: the token and the compound words before it ("Kestle Valley Vets")."""
    start = t
    while start.i > t.sent.start and start.nbor(-1).dep_ == "compound" and _is_name(start.nbor(-1)):
        start = start.nbor(-1)
    return list(t.doc[start.i : t.i + 1])


# The small parser often reads "Sorrel banks with Nationwide" as a noun phrase and "fyi
# Sorrel's on Barclays" as a name: a sentence that opens (after a lead-in) on a name and a
# verb of holding or change is read on its surface.
_SURFACE_HOLDER = re.compile(
    r"^(?:(?i:fyi|btw|ps|so|oh|also|and|ok|okay|right|heard|apparently|word is|news|"
    r"for the record|update|heads up|guess what|news flash|big news|quick update|"
    # where or when it was heard: "Heard at the wall tonight that Stuart banks with Lloyds"
    r"(?P<heard>(?:i )?heard [\w'’ ]{1,40}? that))[,:!]?\s+)*"
    r"(?P<name>[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,4})"
    r"(?:['’]s?\s+(?=(?i:on|with|at|in|now|been|got|gone|moved|switched|changed|left|started|"
    r"finally|just|using|back|signed|joined|ditched|dropped)\b)|\s+(?=(?i:banks|moved|"
    r"switched|changed|swapped|has|have|uses|went|got|left|joined|started|signed|finally|now|"
    r"goes|drives|lives|works|trains|runs|ditched|dropped|bought|is|are)\b))"
)


def surface_holder(sentence: Span, speakers: Speakers) -> tuple[str, set[int]] | None:
    m = _SURFACE_HOLDER.match(sentence.text)
    if m is None:
        return None
    name = m["name"]
    if name.casefold().split()[0] in _NOT_NAMES or speakers.is_speaker(name):
        return None
    if m["heard"] and not speakers.knows(name):
        return None  # "Heard today that Lloyds is closing the branch": no one's
    rest = sentence.text[m.end() :]
    # a thing of theirs named after them, unless the name is one of the conversation's people
    # ("Apparently Callum is chair now": no product misread as a holder)
    if not re.search(r"\b[A-Z][\w&-]+", rest) and not speakers.knows(name):
        return None
    start = sentence.start_char + m.start("name")
    words = [t for t in sentence if start <= t.idx < start + len(name)]
    if not words or not (speakers.knows(name) or all(_is_name(t) for t in words)):
        return None  # "Finally got a Garmin", "Traffic is terrible on the M25": no one's
    return name, {t.i for t in words}


def person_holding(sentence: Span, focus: str, speakers: Speakers) -> tuple[str, int] | None:
    """The person a named thing is stated of when that is not the speaker: the subject of the
    predicate the thing hangs on is a person's name ("Not my news to share but Rhiannon has
    signed up at Bristol South Pool" -> Rhiannon), however the sentence opens; with the index
    of the name's first word, where the person's clause begins."""
    at = sentence.text.find(focus)
    if at < 0:
        return None
    token = next((t for t in sentence if t.idx - sentence.start_char >= at), None)
    while token is not None and token.pos_ not in ("VERB", "AUX") and token.head.i != token.i:
        token = token.head
    if token is None or token.pos_ not in ("VERB", "AUX") or token.dep_ in ("advcl", "mark"):
        return None  # "since Priya showed me Octopus Energy I switched": the speaker's
    # the small parser reads "Tom trains at Hatch" as a compound "Tom trains"
    subject = next((c for c in token.children if c.dep_ in _SUBJECTS), None) or next(
        (c for c in token.lefts if c.dep_ in ("compound", "amod")
         and tagged_or_known_person(c, speakers)),
        None,
    )  # fmt: skip
    if subject is None or not (_is_name(subject) or speakers.knows(subject.text)):
        return None
    if any(c.dep_ == "conj" and c.lower_ in ("i", "me") for c in subject.children):
        return None  # "Tom and I both joined PureGym": the speaker's too
    words = _name_tokens(subject)
    name = " ".join(w.text for w in words).strip(" '’")
    if speakers.is_speaker(name) or name.casefold().split()[0] in _NOT_GROUPS:
        return None
    if name.casefold() in focus.casefold() or focus.casefold() in name.casefold():
        return None  # "Apparently Amazon Prime is cheaper now": the thing itself, no holder
    return name, words[0].i


_HEARSAY_VERBS = frozenset({"hear", "know", "see"})
# A firm named after a person is where things come from, not company kept ("hire their van
# from Arnold Clark", "bought it through John Lewis"); "sat next to Alun" names company.
_SUPPLIED_BY = frozenset({"from", "through", "via", "at"})


def _supplied_by(w: Token) -> bool:
    noun = w
    while noun.dep_ == "compound" and noun.head.i != noun.i:
        noun = noun.head
    return noun.dep_ == "pobj" and noun.head.lower_ in _SUPPLIED_BY


def _describes(predicate: Token) -> bool:
    """Whether a predicate describes its subject rather than says what it holds or did:
    "was packed", "is great"."""
    return predicate.pos_ == "ADJ" or any(
        c.dep_ in ("acomp", "auxpass") for c in predicate.children
    )


def english_holder(sentence: Span, speakers: Speakers) -> tuple[str, set[int]] | None:
    """The name that holds an English sentence's state when it is not the speaker, and its
    token indexes: the sentence's first subject is a name (or a name's thing: "Kestle
    Valley Vets' internet provider is Hillwave"), and another capitalised thing follows it.
    None when the first subject is the speaker, "we" or a pronoun, or nothing is named after
    the subject ("Rumina wants another update": a product, not a holder)."""
    surface = surface_holder(sentence, speakers)
    if surface is not None:
        return surface
    for t in sentence:
        if t.dep_ not in _SUBJECTS or (t.lower_ == "you" and t.head.lemma_ in _HEARSAY_VERBS):
            continue  # "did you hear Ailsa signed up at …": the news is Ailsa's
        if t.head.dep_ == "relcl" and t.lower_ in ("who", "that", "which"):
            continue  # "news from Marcus, who's not on here much: he …": not the clause's
        referent = speakers.last_person
        if t.lower_ in ("he", "she") and referent and not speakers.is_speaker(referent):
            return referent, {t.i}  # "oh and he's dropped gluten-free", after "Sat next to Alun"
        owner = next((c for c in t.children if c.dep_ == "poss"), None)
        holder = owner if owner is not None and _is_name(owner) else t
        if not _is_name(holder):
            return None
        words = _name_tokens(holder)
        if not speakers.knows(" ".join(w.text for w in words)) and speakers.knows(holder.text):
            words = [holder]  # "Heard Fergus dropped …": the known name, not the lead word
        name = " ".join(w.text for w in words).strip(" '’")
        if speakers.is_speaker(name) or speakers.is_speaker(words[0].text):
            return None
        if _describes(t.head):
            return None  # "Equinox was packed tonight with Sam": the place, described
        taken = {w.i for w in words}
        # A thing of theirs named after them; a person named after is company, not a thing.
        # One of the conversation's people needs none: the name is no misread product.
        after = [w for w in sentence if w.i > holder.i and w.i not in taken and w.text[:1].isupper()
                 and w.pos_ in ("PROPN", "NOUN") and w.lower_ not in _NOT_NAMES
                 and (w.ent_type_ != "PERSON" or _supplied_by(w))]  # fmt: skip
        return (name, taken) if after or speakers.knows(name) else None
    return None


_ZH_HEARD = (
    r"(?:听说|据说|好像|原来|对了|顺便说一下|说个事|(?:你们|你)知道吗|(?:朋友圈|群里)?看到"
    r"|[，,\s])*"
)
# The name is followed by what a holder does: 把…换成, 改用, 一直在, 开始, 是 ("Pennant的货到了"
# names a supplier, not a holder).
_ZH_HOLDS = re.compile(
    r"^" + _ZH_HEARD + r"(?P<name>" + _LATIN_NAME + r")\s*"
    # a thing of theirs between name and verb: "Saltmarket Players灯光换成…", "X的面料是从…"
    r"(?:的?(?:[\u4e00-\u9fff]{1,4}?|[A-Z]{2,3}))?"
    r"(?:已经|现在|最近|早就|也|一直|都|终于|又)*"
    r"(?=把|换|改|用|在|是|开始|加入|搬|买|转|签|跳槽)"
)


# ... or, for one of the conversation's people, a verb of holding, learning or singing after
# the name and its time words ("Priya现在唱alto", "Maggie周六开着Honda Jazz来的"); not one who
# says, asks or is described (Haoran说…, Wei是个好人, Jess当时在上海, Wei唱了一首歌)
_ZH_PERSON_LEAD = re.compile(
    r"^" + _ZH_HEARD + r"(?P<name>" + _LATIN_NAME + r")\s*"
    r"(?:现在|已经|最近|早就|也|一直|都|终于|又|周[一二三四五六日末]|上周|这周)*"
    r"(?=改唱|唱(?![了得歌K])|在学|学会|也会|会[弹拉吹打说讲]|当上|开着|开的是|住在|搬|换|改|加入)"
)
_ZH_PRONOUN_LEAD = re.compile(r"^" + _ZH_HEARD + r"(?:嗯|哦|噢)?[，,]?\s*" + ZH_HE_SHE_ALONE)


# The speaker met or was with someone the conversation knows ("在Westquay碰到Mei了", "昨天跟
# Tomasz吃饭"): a 他/她 in a later clause of the turn is that person.
_ZH_MET = re.compile(
    r"(?:碰到|碰见|遇到|遇见|见到|看到|撞见|跟|和)了?\s*(?P<name>" + _LATIN_NAME + r")(?!\s*的)"
)


def met_in_chinese(clause: str, speakers: Speakers) -> str | None:
    """The one person of the conversation a Chinese clause says the speaker met or was with,
    else None (none, two, or the speaker)."""
    named = {
        m["name"]
        for m in _ZH_MET.finditer(clause)
        if speakers.knows(m["name"]) and not speakers.is_speaker(m["name"])
    }
    return named.pop() if len(named) == 1 else None


def chinese_holder(clause: str, speakers: Speakers) -> str | None:
    """The Latin-script name a Chinese clause opens on as its holder ("听说Liang Guofu把拖拉机
    换成Massey Ferguson了", "Zhou Min一直在生酮"), when it is not the speaker's and another
    thing is named after it."""
    referent = speakers.last_person
    if referent and not speakers.is_speaker(referent) and _ZH_PRONOUN_LEAD.match(clause):
        return referent  # "她最近换到Mobiq了", after "今天有人见到Zhou Min了吗"
    m = _ZH_HOLDS.match(clause)
    if m is None:
        # one of the conversation's people opens the clause on a verb of holding
        # (`_ZH_PERSON_LEAD`: "Priya现在唱alto", "Maggie周六开着Honda Jazz来的")
        m = _ZH_PERSON_LEAD.match(clause)
        if m is None or not speakers.knows(m["name"].strip(" .'’-")):
            return None
    name = m["name"].strip(" .'’-")
    if speakers.is_speaker(name) or name.casefold().split()[0] in _NOT_GROUPS:
        return None
    named_after = re.search(r"[A-Z][A-Za-z0-9]|[\u3400-\u9fff]{2,}", clause[m.end() :])
    return name if named_after else None


_HEARSAY = re.compile(
    r"^(?:(?i:heard|i heard|apparently|word is|turns out)\s+(?:that\s+)?|听说|据说)"
)
# What may stand before a named holder's clause and is no part of it: "Saw on Instagram
# that …", "Fun fact: …", "Did you hear …", "For the record, …".
_LEAD_BEFORE_HOLDER = re.compile(
    r"(?:\bthat|[:?!,—–：，！？]|\b(?i:heard|hear|know|apparently|news|fyi|btw))\s*$"
)


def announces(clause: str) -> bool:
    """Whether a clause opens on an announcement of news (`_NEWS_LEAD`)."""
    return _NEWS_LEAD.match(clause) is not None


# An announcement before the news itself, the holder named in it or not: "Big news from the
# Marcus household:", "Heads up,", "Wei的最新消息：", "跟大家说个消息，".
_NEWS_LEAD = re.compile(
    r"^\W*(?:(?i:(?:big |some |quick )?news|(?:an? )?update|heads up)\b[^:,!.]{0,40}|"
    r"[^，,：:。！!？?]{0,16}消息)\s*[:,!：，！]\s*"
)
_NOT_THIRD_PERSON = frozenset("us bus gas plus yes this thus always perhaps".split())
# "we" then a verb in the third person, as a named holder's clause reads once it is "we":
# agreement restored for the model, which learned from people speaking of themselves.
_WE_AGREES = (
    (re.compile(r"\bwe (is|was|has|does)(n['’]t)?\b", re.I),
     lambda m: "we " + {"is": "are", "was": "were", "has": "have", "does": "do"}[m[1].lower()]
     + (m[2] or "")),
    (re.compile(r"\bwe ((?:also |just |now |still |always |finally |recently )?)"
                r"([a-z]+?)(ies|sses|shes|ches|xes|zes|oes|s)\b"),
     lambda m: m[0] if (m[2] + m[3]) in _NOT_THIRD_PERSON else "we " + m[1] + m[2]
     + {"ies": "y", "sses": "ss", "shes": "sh", "ches": "ch", "xes": "x", "zes": "z",
        "oes": "o"}.get(m[3], "")),
)  # fmt: skip
# After "X's", a participle makes it "X has" ("Brindle Farm's moved …").
_PARTICIPLE = r"(?:\w+ed|gone|got|been|taken|done|left|bought|sold|become|begun|made|found)"
_HAS_AFTER = re.compile(r"^\s+" + _PARTICIPLE + r"\b", re.I)


def _agree(clause: str) -> str:
    for pattern, fix in _WE_AGREES:
        clause = pattern.sub(fix, clause)
    return clause


# After "X's", a word that makes it "X is/has" ("Brindle Farm's on Pryce feed now", "Sorrel's
# moved her bank"); otherwise it is the possessive ("Kestle Valley Vets' internet provider").
_IS_AFTER = re.compile(
    r"^\s+(?:on|with|at|in|now|been|got|gone|moved|switched|changed|left|started|finally|just|"
    r"using|back|off|signed|joined|taken|dropped|ditched|not|no|still|always|a|an)\b",
    re.I,
)


def _we_of(clause: str) -> str:
    return "我们" if re.search(r"[\u3400-\u9fff]", clause) else "we"


def holder_view(clause: str, subject: str) -> str:
    """The clause as its holder would say it, for the clause model to judge: a named holder
    in the clause becomes "we" (我们), its frame and a hearsay lead ("heard", 听说) go
    ("Heard Brindle Farm's moved their shearing over to McArdle" -> "we're moved their
    shearing over to McArdle"). The model learned modality from people speaking of
    themselves; someone else's state read as theirs is a mention to it. The clause as is
    when it does not name `subject`."""
    if subject.casefold() not in clause.casefold():
        # "he"/"she" for a person named earlier in the session: "we", "our" as the holder
        # would say it
        clause = re.sub(
            r"\b(?:s?he)['’]s(?=\s+" + _PARTICIPLE + r"\b)",
            "we've",
            clause,
            flags=re.I,
        )
        clause = re.sub(r"\b(?:s?he)['’]s\b", "we're", clause, flags=re.I)
        clause = re.sub(r"\b(?:his|her)\b", "our", clause, flags=re.I)
        return _agree(HE_OR_SHE.sub(_we_of(clause), clause))
    if not subject[:1].isupper():
        return clause
    for pattern in (*_ENGLISH_FRAMES, *_CHINESE_FRAMES):
        m = pattern.search(clause)
        if m is not None and m["name"].strip(" .'’-").casefold() == subject.casefold():
            rest = clause[m.end() :].strip()
            clause = rest if rest else clause
            break
    clause = _HEARSAY.sub("", clause.strip())
    rest = _NEWS_LEAD.sub("", clause)
    clause = rest if subject.casefold() in rest.casefold() else clause
    at = clause.casefold().find(subject.casefold())
    if at > 0 and _LEAD_BEFORE_HOLDER.search(clause[:at]):
        # the holder's clause begins at their name: "Saw on Instagram that X changed …"
        clause = clause[at:].rstrip(" ?")
    chinese = re.search(r"[\u3400-\u9fff]", clause) is not None

    def spoken(m: re.Match[str]) -> str:
        if chinese:
            return "我们"
        if m["s"] is None:
            return "we"
        after = clause[m.end() :]
        if _HAS_AFTER.match(after):
            return "we've"
        return "we're" if _IS_AFTER.match(after) else "our"

    said = re.sub(
        r"(?<![A-Za-z0-9])" + re.escape(subject) + r"(?![A-Za-z0-9])(?P<s>['’]s?)?",
        spoken,
        clause,
        flags=re.I,
    )
    return said if chinese else _agree(re.sub(r"\btheir\b", "our", said))


# -- joint holders --------------------------------------------------------------------------

# "Padraig and I moved …", "me and Tom joined …", "Lorraine and me got …", 我和Junjie搬到…,
# Junjie和我…: two people as one subject, at the start of the clause that holds the value
# (after a lead-in such as "Oh I never said,"), before the verb. Not a talk, a meeting or a
# parting of the two ("Tom and I split up", 我跟Tom说了, Lily和我说…).
_TOGETHER_NOT = (
    r"(?:talked|spoke|chatted|split|broke|argued|fell|went\s+to\s+see|met|had\s+a|"
    r"were\s+talking|caught\s+up|discuss\w*|asked|considered|thought)\b"
)
_JOINT_EN = re.compile(
    r"(?:^|[,:;.!?—–]\s*|\b(?i:so|and|oh|well|finally|anyway)\s+)"
    r"(?:(?P<a>[A-Z][a-z][\w'-]*(?: [A-Z][a-z][\w'-]*)?) and (?:I|me)|(?i:me|I) and "
    r"(?P<b>[A-Z][a-z][\w'-]*(?: [A-Z][a-z][\w'-]*)?))(?= (?:have |had |just |finally |"
    r"both |already |(?:['’]ve|['’]re) )?(?!" + _TOGETHER_NOT + r")[a-z]+(?:ed|ve|re)?\b)"
)
_JOINT_ZH = re.compile(
    r"(?:^|[，,：:。！!；;]\s*)(?:其实|终于|对了|那个)?"
    r"(?:我(?:和|跟)(?P<a>[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)?)"
    r"|(?P<b>[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*)?)(?:和|跟)我)"
    r"(?=\s*(?:已经|都|一起|终于|刚|也)*(?!说|聊|讲|商量|讨论|借|见|吵|分手|打)[\u4e00-\u9fff])"
)
# Words that open a line before "and I" without naming anyone ("Oh and I switched …").
_NOT_JOINT = frozenset(
    "oh ah aw and so well yeah yes yep no nah naw aye ok okay right sorry hey hi lol also but "
    "then now today yesterday finally anyway honestly basically plus btw".split()
)


def joint_holder(clause: str, speakers: Speakers) -> str | None:
    """The other person of a clause whose subject is the speaker and someone named ("Padraig
    and I moved into …", 我和Junjie搬到…), or None."""
    for pattern in (_JOINT_EN, _JOINT_ZH):
        m = pattern.search(clause)
        if m is None:
            continue
        name = (m["a"] or m["b"]).strip()
        first = name.casefold().split()[0]
        if first in _NOT_NAMES | _NOT_JOINT or speakers.is_speaker(name):
            continue
        return name
    return None


# Two of the conversation's people as one subject ("Eleri and Nia moved to Canton",
# Tom和Jess搬到…): what the clause says they hold, each holds.
_PAIR_EN = re.compile(
    r"(?:^|[,:;.!?—–]\s*|\b(?i:so|and|oh|well|finally|anyway|apparently|heard)\s+)"
    r"(?P<a>[A-Z][a-z][\w'-]*) and (?P<b>[A-Z][a-z][\w'-]*)(?= (?:have |had |just |finally |"
    r"both |already |(?:['’]ve|['’]re) )?(?!" + _TOGETHER_NOT + r")[a-z]+\b)"
)
_PAIR_ZH = re.compile(
    r"(?:^|[，,：:。！!；;]\s*)(?:听说|其实|终于|对了)?"
    r"(?P<a>[A-Z][A-Za-z'-]*)(?:和|跟)(?P<b>[A-Z][A-Za-z'-]*)"
    r"(?=\s*(?:已经|都|一起|终于|刚|也)*(?!说|聊|讲|商量|讨论|借|见|吵|分手|打)[\u4e00-\u9fff])"
)


def named_pair(clause: str, speakers: Speakers) -> tuple[str, str] | None:
    """The two people of a clause whose subject is two of the conversation's people by name
    ("Eleri and Nia moved to Canton"), or None; names it does not know may be one firm
    ("Marks and Spencer")."""
    for pattern in (_PAIR_EN, _PAIR_ZH):
        m = pattern.search(clause)
        if m is not None and all(speakers.knows(n) and not speakers.is_speaker(n)
                                 for n in (m["a"], m["b"])):  # fmt: skip
            return m["a"], m["b"]
    return None


_CLAUSE_BREAK = re.compile(r"[,;.!?，；。！？]")


def _clause_up_to(text: str, value: str) -> str:
    """The part of `text` from the last clause break before `value` up to it ("我和Tom以前住在
    Bristol，现在我搬到Leeds了" -> "现在我搬到Leeds" for Leeds)."""
    at = text.casefold().find(value.casefold())
    if at < 0:
        return text
    breaks = [m.end() for m in _CLAUSE_BREAK.finditer(text, 0, at)]
    return text[breaks[-1] if breaks else 0 : at + len(value)].strip()


def share_joint_holdings(facts: list[CandidateFact], speakers: Speakers) -> list[CandidateFact]:
    """Each fact of a clause two people hold together, held by both: "Padraig and I moved
    into the new house in Carryduff" is Padraig's home and the speaker's."""
    out: list[CandidateFact] = []
    for fact in facts:
        out.append(fact)
        if not fact.value or not is_state_slot(fact.attribute):
            continue  # an open statement or an event: what the two did, not what they hold
        clause = _clause_up_to(fact.text, fact.value)
        pair = named_pair(clause, speakers)
        if pair is not None and speakers.is_speaker(fact.subject):
            # read as the speaker's for want of a holder (Tom和Jess搬到…): the two's
            out[-1] = replace(fact, subject=pair[0], named_holder=True)
            out.append(replace(fact, subject=pair[1], named_holder=True))
            continue
        if pair is not None and fact.subject.casefold() in (pair[0].casefold(), pair[1].casefold()):
            partner = pair[1] if fact.subject.casefold() == pair[0].casefold() else pair[0]
            out.append(replace(fact, subject=partner))
            continue
        other = joint_holder(clause, speakers)
        if other is None:
            continue
        if fact.subject.casefold() == other.casefold():
            out.append(replace(fact, subject=speakers.speaker, named_holder=False))
        elif speakers.is_speaker(fact.subject):
            out.append(replace(fact, subject=other))
    return out


# -- holders that are no one ------------------------------------------------------------

# A name's household, home or base holds what its person holds ("Gareth's household is with
# EDF now", "Nia HQ"); a family is others as well ("Nobody in my family eats mushrooms").
_HOMES = "household|house|home|flat|place"
_HOME_OF = re.compile(rf"^(?P<name>.+?)(?:['’]s?\s+(?:{_HOMES})|\s+HQ)$")
# Words a line opens on that a reader may take for a name ("Quick one: ported my number …").
_OPENING_WORDS = frozenset(
    "quick announcement update news anyway heads so well ok okay right also plus".split()
)
# Things a reader may take for the holder of a state they show ("new SIM from Sky Mobile
# arrived today"): the speaker's, as a thing of theirs.
_THINGS_OF_THE_SPEAKER = frozenset({"sim", "sim card", "esim", "new sim", "new sim card"})


def _household_owner(subject: str, text: str, speakers: Speakers) -> str | None:
    """The person whose household or base a holder is: named in it ("Gareth's household"),
    or, for a bare "household", in the line ("Tom's household is with EDF now"), or the
    one person of the conversation named before "his/her household" ("Saw Ken at the park,
    his household is with OVO now")."""
    own = _HOME_OF.match(subject)
    if own is not None:
        return own["name"].strip()
    if not re.fullmatch(_HOMES, subject, re.IGNORECASE):
        return None
    m = re.search(rf"\b([A-Z][\w-]*(?:\s[A-Z][\w-]*)?)['’]s?\s+{re.escape(subject)}\b", text)
    if m is not None:
        return m[1].strip()
    # "she's household" is a slip for "her household", never "she is household"
    pronoun = re.search(rf"\b(?i:his|her|he['’]s|she['’]s)\s+{re.escape(subject)}\b", text)
    if pronoun is None:
        return None
    before = text[: pronoun.start()]
    named = [
        next(n for n in (m[0] + (m[1] or ""), m[0]) if speakers.knows(n))
        for m in re.finditer(r"\b[A-Z][\w-]*(?=(\s[A-Z][\w-]*)?)", before)
        if (speakers.knows(m[0] + (m[1] or "")) or speakers.knows(m[0]))
        # "Saw Jodie's dad at the match, his household …": Jodie's dad's, not Jodie's
        and not re.match(r"(?:\s[A-Z][\w-]*)?['’]s\b", before[m.end() :])
    ]
    named = [n for n in named if not speakers.is_speaker(n)]
    # two people named before it: whose "her" is unsaid
    return named[-1] if len({n.split()[0] for n in named}) == 1 else None


# Slots a pet holds for its owner: "Rolo is registered at Warwick Road Vets now" is Ken's
# dog's vet, said by Ken; "Derek's dog is on Naturo" is Derek's.
_KEPT_FOR_A_PET = frozenset({"vet", "pet_food"})
_PET = r"(?:the\s+|our\s+|my\s+)?(?:dog|cat|pup|puppy|kitten|dogs|cats|pups)"
_PET_OF = re.compile(rf"^(?P<name>.+?)['’]s?\s+{_PET}$", re.IGNORECASE)
# (a pet's Chinese name is two characters: "旺财", not one for kin, friends or work)
_ZH_PET = re.compile(
    r"(?:狗|猫|狗狗|猫咪|狗粮|猫粮|"
    r"[\u4e00-\u9fff]{2}(?<![妈爸姐哥弟妹婆公儿女友事居板师生]))"
)
# What is said of a pet, not of a person: "Rolo is registered at …", "Coco wolfed …".
_SAID_OF_A_PET = (
    r"(?:(?:is|'s|was|has\s+been)\s+(?:now\s+)?(?:registered|on)\b|"
    r"(?:wolfed|scoffed|gobbled|inhaled|demolished|loves|hates|won['’]t\s+touch)\b|"
    r"(?:现在)?(?:吃|换成|改吃))"
)
# A pet of someone the conversation does not know: no one's to hold here.
_ANOTHERS_PET = ""


def _pet_owner(subject: str, attribute: str, text: str, speakers: Speakers) -> str | None:
    """Whose pet holds a pet's slot: the person named with it ("Derek's dog"); the speaker
    for their own, called "the dog" or by a name said as a pet's ("Rolo is registered at
    …", "Coco wolfed his Forthglade down"), not a person's doing ("Sandra switched to …");
    `_ANOTHERS_PET` for "my cousin's cat"; None for any other slot or holder."""
    if attribute not in _KEPT_FOR_A_PET:
        return None
    named = _PET_OF.match(subject)
    if named is not None:
        return named["name"] if speakers.knows(named["name"]) else _ANOTHERS_PET
    if re.fullmatch(_PET, subject, re.IGNORECASE) or _ZH_PET.fullmatch(subject):
        whose = re.search(rf"\b([\w-]+)['’]s\s+{re.escape(subject)}\b", text, re.IGNORECASE)
        if whose is None:
            return speakers.speaker
        return whose[1] if speakers.knows(whose[1]) else _ANOTHERS_PET
    said_as_a_pet = re.search(rf"\b{re.escape(subject)}\s+{_SAID_OF_A_PET}", text)
    if said_as_a_pet and not speakers.knows(subject):
        return speakers.speaker
    return None


def _is_no_one(subject: str) -> bool:
    """Whether a holder a reader gave is a word the line opens on ("Quick one: ported my
    number …") or a thing of the speaker's ("new SIM from Sky Mobile …"), no person."""
    return subject.casefold().strip() in _OPENING_WORDS | _THINGS_OF_THE_SPEAKER


def mend_holders(facts: Sequence[CandidateFact], speakers: Speakers) -> list[CandidateFact]:
    """Each fact whose holder a reader took from a word the line opens on (`_is_no_one`) is
    the speaker's; one held by the household or base of the speaker or one of the
    conversation's people is that person's ("Gareth's household is with EDF now"), for the
    attributes a household's "we" gives its speaker (`we_means_speaker`); a firm's base is
    the firm's ("Monzo HQ is in London"); a pet's vet or food is its owner's (`_pet_owner`),
    and dropped when the pet is someone else's the conversation does not know. Pure."""
    out = []
    for f in facts:
        subject = f.subject
        if subject in (speakers.speaker, speakers.group) or speakers.knows(subject):
            out.append(f)
            continue
        owner = _pet_owner(subject, f.attribute, f.text, speakers)
        if owner == _ANOTHERS_PET:
            continue
        if owner is not None:
            own = speakers.is_speaker(owner)
            out.append(replace(f, subject=owner, named_holder=not own))
            continue
        name = _household_owner(subject, f.text, speakers)
        if name is not None and speakers.knows(name) and we_means_speaker(f.attribute, f.kind):
            own = speakers.is_speaker(name)
            out.append(replace(f, subject=speakers.speaker if own else name,
                               named_holder=not own))  # fmt: skip
        elif _is_no_one(subject) or _is_a_provider(subject, f):
            out.append(replace(f, subject=speakers.speaker, named_holder=False))
        else:
            out.append(f)
    return out


def _is_a_provider(subject: str, fact: CandidateFact) -> bool:
    """Whether a holder a reader gave is a firm the vocabulary lists as a slot's value, named
    after the fact's value: the subject of a later clause taken for a dropped "I" ("Switched
    to So Energy, British Gas had me on hold"), no person."""
    slot = slot_knowing(subject)
    if slot is None or value_kind(slot) != "organisation":
        return False
    value_at, holder_at = fact.text.find(fact.value), fact.text.find(subject)
    return 0 <= value_at < holder_at
