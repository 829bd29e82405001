"""The Chinese reader: rules only (there is no Chinese spaCy pipeline on PyPI).

Sentences split on 。！？；, clauses on commas, except that a clause opening with 最后/还是
stays with the one before ("考虑过Vim，最后还是用VS Code" is one thought). Pro-drop is
common, so a clause without a subject inherits the one before it, or the speaker.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from dataclasses import replace
from datetime import datetime
from functools import cache

from extract.assembly import (
    Reading,
    Speakers,
    UnitFacts,
    assemble,
    closed_values,
    free_value,
    is_hypothetical,
    is_junk_value,
    is_multi_valued,
    is_small_talk,
    leading_values,
    reading_entities,
    split_values,
    trailing_value,
)
from extract.causal import split_causal_clauses
from extract.cues import cue_spans, find_cues
from extract.fallback import PROPOSED, PROPOSED_CONFIDENCE, PROPOSED_IMPLIED
from extract.holders import (
    ZH_FAMILY,
    ZH_HE_SHE_ALONE,
    ZH_HE_SHE_KIN,
    chinese_holder,
    met_in_chinese,
)
from extract.lexicon import DEBUG_CHATTER, TRANSIENT
from extract.prefilter import CompiledCue, CueIndex
from extract.provider_use import provider_uses
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue, MemoryType
from graph.vocabulary import (
    KnownValue,
    attribute_for_alias,
    cue_patterns,
    fact_kind,
    find_known_values,
    known_value,
    load_entries,
    place_values,
    slot_for_aliased_value,
    slot_knowing,
    slot_marked_by,
    value_heads,
    value_kind,
    work_cue_holds,
)

SENTENCE = re.compile(r"[^。！？!?；;\n]+[。！？!?；;]*")  # a sentence of Chinese text
_COMMA = re.compile(r"[，,、]")
_KEEP_WITH_PREVIOUS = re.compile(r"^(?:最后|最终|但是?|不过|结果|后来)?(?:我们?)?(?:还是|没有?)")
_TIME_WORDS = (
    r"去年|今年|前年|明年|上上?个?月|这个月|本月|下个?月|上上?周[一二三四五六日天末]?|这周末?|本周末?|"
    r"下周末?|周末|"
    r"昨天|前天|今天|明天|昨晚|今晚|明晚|今早|\d{4}年(?:\d{1,2}月)?|[一二三四五六七八九十两半\d]+(?:年|个月|天|周)(?:以|之)?前|"
    r"以前|之前|当年|那时候?|小时候|最近|刚刚?|现在|目前|如今|第[一二三四五六七八九十两\d]+次|"
    r"日常|平时|平常|平日|主要|基本上|一般|通常"
)
# A heading before the news ("八卦一下：", "小更新："); not who says it ("我妈：她换成…",
# "Lydia说：…")
_HEADING = re.compile(r"^(?![^：:]*(?:我|他|她|说|[A-Za-z]))[^：:，,。！？!?]{1,10}[：:]\s*")
_LEAD = re.compile(
    rf"^(?:(?:所以|因此|于是|因为|由于|导致|但是?|不过|而且|并且|然后|后来|最后|最终|结果|其实|另外|"
    rf"对了|说实话|已经|也|还|都|就|又|一直|本来|原来|以后|今后|从现在开始|记一下|记住|注意|终于|总算|"
    # hearsay: "听说他换成giffgaff了" is his news, not a person called 听说他
    rf"听说|据说|好像|看来|"
    # "听她说她现在用Santander": what someone told, not the speaker's
    rf"听[他她]说|听[A-Za-z][A-Za-z0-9 ]{{0,20}}?说|听[\u4e00-\u9fff]{{1,3}}?说|"
    rf"考虑过?|想过|打算|准备|计划|决定|{_TIME_WORDS})"
    rf"[，,:：]?)+"
)

_VALUE_END = re.compile(
    rf"(?:了|的|啦|呢|吧|啊|呀|嘛|吗|已经|工作|上班|生活|因为|所以|但是?|不过|和|跟|还|也|都|"
    rf"以后|之后|快|很|一段时间|这边|那边|{_TIME_WORDS}).*$"
)
_USAGE = re.compile(
    r"用|使用|改用|换成|换到|换了|切换到|切到|迁移到|迁到|喜欢|习惯|选|装了|坚持|还是|写|学|部署|"
    r"跑在|基于|转向|转到|在用"
)
_EXCLUDED_BEFORE = re.compile(r"(?:从|不用|没用|放弃了?|不再用|替换掉?|而不是)\s*$")
_NO_SUBJECT = object()
# Signed up oneself, not for someone else ("给儿子报名了…", "帮女儿报名了…").
_SIGNED_UP_ONESELF = r"(?<![给帮替][\u4e00-\u9fff])(?<![给帮替][\u4e00-\u9fff]{2})报名了"
# A change to a Latin name, or a membership card taken out there ("办了X的卡"); not a plan
# (准备办…), which the plan cue reads, nor a visit (去了X玩).
_ZH_MARKED_CHANGE = re.compile(
    r"(?<!准备)(?<!打算)(?<!想)(?:换去|换到|换成|改去|转去|转到|加入了?|办了|"
    + _SIGNED_UP_ONESELF
    + r")\s?"
    r"(?P<X>(?-i:[A-Z])[A-Za-z0-9'’&.\- ]{1,40}?)\s?"
    r"(?=的(?:会员)?卡|(?:看牙|看病|健身|锻炼|游泳|上班)?了?(?:[，,。！!？?；;]|$))"
)


@cache
def _cue_index() -> CueIndex:
    return CueIndex(_patterns())


@cache
def _patterns() -> tuple[CompiledCue, ...]:
    compiled = []
    for spec in cue_patterns("zh"):
        body, tail = spec.pattern.split("{X}", 1) if "{X}" in spec.pattern else (spec.pattern, None)
        if tail is None:
            regex = body
        else:
            lazy = "?" if tail else ""
            regex = rf"{body}(?P<X>[^，。！？；,!?;]{{1,24}}{lazy}){tail}"
        compiled.append(CompiledCue(spec, re.compile(regex)))
    return tuple(compiled)


@cache
def _alias_pattern() -> re.Pattern[str]:
    aliases = {a for e in load_entries().values() for a in e.spec.aliases if not a.isascii()}
    names = "|".join(sorted(aliases, key=len, reverse=True))
    return re.compile(
        rf"我(?P<group>们)?(?:组|团队|公司|家)?(?:现在|目前|最近)?(?:主要|最常|平时)?(?:把)?的?"
        rf"(?P<alias>{names})(?:现在|已经|也|还|目前)?"
        # "我的领导从孙哥换成了赵总": the old value named on the way
        rf"(?:从[^，。！？；,!?;从]{{1,16}}?)?"
        rf"(?P<verb>是|叫|换成了?|变成了?|改成了?|调成了?|调到了?)(?P<X>[^，。！？；,!?;]+)"
    )


# What joins the items of a Chinese list: "剧本杀和书法", "普通话、粤语".
_ZH_LIST = re.compile(r"和|、|以及|及|还有|跟|与")


def zh_list_parts(attribute: str, raw: str) -> list[str]:
    """The items a captured Chinese value lists, for a multi-valued slot (each still to be
    cleaned); the raw value as one item otherwise."""
    if not is_multi_valued(attribute):
        return [raw]
    return [p for p in _ZH_LIST.split(raw) if p.strip()] or [raw]


def clean_zh_value(raw: str) -> str:
    """Trim particles, adverbs and time words off a captured Chinese value."""
    text = raw.strip()
    text = re.sub(r"^(?:了|在|到|去|的是|是|一[个名只家辆条位])+", "", text)
    if not text.isascii():
        end = _VALUE_END.search(text, 2)  # never cut a two-character name ("成都")
        text = text[: end.start()] if end else text
    return latin_name_of(text.strip(" 。，,.!！～~"))


# A Latin-script name written first, then the Chinese sentence running on without a break:
# "Toni & Guy剪头发", "Paydens拿药", "HSBC的", "16C号地": the run-on opens with a particle or a
# verb. Chinese before the name ("理想L7", "小鹏P7") or a noun after it ("QQ音乐", "5G套餐") is
# the name's own part and stays.
_LATIN_LEAD = re.compile(
    r"(?P<name>[A-Za-z0-9][A-Za-z0-9&'’.+-]*(?: [A-Za-z0-9&'’.+-]+)*)\s*"
    r"(?P<tail>[的了是在上下去来做拿取剪买卖用发看听吃喝办交寄开修玩给帮打跑住搬换改号里那这又也都还就才被把让跟和与很太真挺登注报签兼工].*)"
)


# Capitalised Latin words after a known value, to the end of what the cue took: the rest of
# its name ("换到PureGym Bradford" is PureGym's Bradford gym, not PureGym said before a word).
_NAME_RUNS_ON = re.compile(r"(?:\s+(?-i:[A-Z])[\w&'’.-]*){1,3}")


def _with_latin_name_after(known: str, taken: str) -> str:
    """`known`, or `taken` whole when it is `known` and a name's further capitalised words
    (`_NAME_RUNS_ON`). Pure."""
    if taken.isascii() and taken.casefold().startswith(known.casefold()):
        if _NAME_RUNS_ON.fullmatch(taken[len(known) :]):
            return taken
    return known


def latin_name_of(value: str) -> str:
    """The Latin-script name a mixed value opens with when Chinese runs on after it
    (`_LATIN_LEAD`), else the value as it is."""
    m = _LATIN_LEAD.fullmatch(value)
    if m is None or not re.search(r"[A-Za-z]", m["name"]) or len(m["name"]) < 2:
        return value
    return m["name"]


def split_clauses(sentence: str) -> list[tuple[int, int]]:
    """Comma-separated clauses of a Chinese sentence, as (start, end) offsets."""
    pieces: list[tuple[int, int]] = []
    start = 0
    for m in _COMMA.finditer(sentence):
        pieces.append((start, m.start()))
        start = m.end()
    pieces.append((start, len(sentence)))
    merged: list[tuple[int, int]] = []
    for s, e in pieces:
        if not sentence[s:e].strip():
            continue
        if merged and _KEEP_WITH_PREVIOUS.match(sentence[s:e].strip()):
            merged[-1] = (merged[-1][0], e)
        else:
            merged.append((s, e))
    return merged


# A clause saying only where ("在望京") right after one saying a home was rented or bought
# ("房子也租好了") names where that home is: the topic carries over the comma.
_HOME_SETTLED = re.compile(
    r"(?:房子?|住处|公寓|新家)(?:也|已经|都|终于)*(?:租|买|找|定)(?:好|到|下)了?"
    r"|(?:租|买)(?:好|到|下)?了(?:房子?|一套|一间|公寓)"
)
_ONLY_WHERE = re.compile(
    r"^(?:就|是)?在([\u4e00-\u9fffA-Za-z]{2,10}?)(?:附近|那边|那儿|那里|这边)?[。！!.]*$"
)

# 把 and its object before a move: something is moved (把排练表搬到…, 把车开到…), unless
# the object is the home itself (把家搬到了…).
_MOVES_A_THING = re.compile(r"把(?!(?:全家|一家|家里|家人|家))[^，,。！!？?；;]{1,12}$")

_OPENS_ON_HE_SHE = re.compile(r"^\s*(?:听说|好像|原来|听[他她]说)?" + ZH_HE_SHE_ALONE)

_RELATIVE_PLACES = frozenset("公司 单位 学校 家 家里 地铁站 这里 那里 这儿 那儿 附近".split())


# People named by what they are to someone, not by name: the state is theirs.
_ZH_PEOPLE = "大叔|阿姨|邻居|同事|朋友|老板|房东|室友|同学|老师|师傅"
_ZH_SOMEONE = re.compile(rf"(?:{_ZH_PEOPLE}|哥们|闺蜜|大爷|大妈|小哥|的人|那个人|这个人|亲戚)$")


# A capitalised Latin word or a number joined by a space after a known value: one longer name.
_LATIN_NAME_AFTER = re.compile(r"\s(?:\d|(?!(?:App|APP|Card|SIM|ID)\b)[A-Z])")
# Capitalised Latin words, all that is written before a known value that ends a cue's value:
# part of its name ("现在去Redway CrossFit": Redway CrossFit, not CrossFit).
_LATIN_NAME_BEFORE = re.compile(r"^\s*(?:[A-Z][\w'’&.-]*\s)+$")


class ChineseReader:
    def __init__(self, speakers: Speakers) -> None:
        self.who = speakers
        self.inherited: str | None = None
        self.previous: str | None = None  # the clause before, in the same sentence
        self.sentence: str | None = None  # the sentence being read

    def subject(self, prefix: str) -> str | None | object:
        """Who the text before a pattern names; `_NO_SUBJECT` when it names nobody."""
        # "八卦一下：Lydia家换成Octopus了", "小更新：我买了…": a heading before the news
        text = _HEADING.sub("", _LEAD.sub("", prefix.strip()).strip())
        text = re.sub(r"(?:从|由)[^，。！？；,]*$", "", text)  # "从成都搬到深圳": 从 starts a place
        text = _LEAD.sub("", text).strip()
        text = _RECURRING_LEAD.sub("", text)  # "每天坐地铁上班": 每天 is when, not who
        text = re.sub(
            r"(?:现在|已经|也|还|都|就|又|一直|刚|正在|在|对|开始|最近|继续|新)+$", "", text
        )
        # "Aisha不学Spanish了" / "Aisha现在在Lloyds上班": the denial, or the 现 of 现在 a
        # pattern's 在 split, is no part of who
        text = re.sub(r"(?:不再|不|没有|没|(?<=[A-Za-z])现)$", "", text)  # not 李现
        # "在考虑搬到Roath", "我打算换成EE": weighing a plan is no one's name
        text = re.sub(r"(?:在?(?:考虑|打算|准备|计划|想要?|决定))+$", "", text)
        text = re.sub(r"(?:现在|已经|也|还|都|就|又|一直|刚|正在|在|对|最近)+$", "", text)
        if not text:
            return _NO_SUBJECT
        if not text:
            return _NO_SUBJECT
        if text.startswith(("我们", "咱们")):
            return self.who.group
        # (kin named bare is the speaker's too: "老婆工作手机是giffgaff")
        family = re.match(rf"(?:我的?)?({ZH_FAMILY})", text)
        if family:
            return f"{self.who.speaker}'s {family.group(1)}"
        if text.startswith("我"):
            return self.who.speaker
        said = re.match(r"(?:他|她)(?:说|告诉我|觉得|讲|提到)[，,]?\s*", text)
        if said:
            # "她说Tomasz现在用Lebara": the one she speaks of; "她说她妹妹…": not hers
            text = text[said.end() :]
            if not text or text.startswith(("他", "她")):
                return None
        if text.startswith(("他们", "她们", "你", "谁", "哪位")) or _ZH_SOMEONE.search(text):
            return None  # "楼下的大叔住在Ancoats": someone nobody here tracks
        if re.match(ZH_HE_SHE_KIN, text):
            return None  # "她老公现在用Lebara": someone of hers nobody here tracks
        if text.startswith(("他", "她")):
            return self.who.last_person
        # "Gareth家现在用E.ON": a household is its named one's
        household = re.match(r"([A-Z][A-Za-z.'’-]*(?: [A-Z][A-Za-z.'’-]*)?)(?:们)?家$", text)
        if household:
            return household.group(1)
        # A Latin name ends where the Chinese begins: "Priya开始在Aardman上班了" is Priya's.
        name = re.match(r"([A-Z][A-Za-z.'’-]*(?: [A-Z][A-Za-z.'’-]*)?|[\u4e00-\u9fff]{2,3})$", text)
        if (
            name
            # "装了NixOS", "转到British Gas成功了": a verb and its ending, no one's name (成
            # ends names too: 李成)
            and not re.search(r"[了过着的到去]$", name.group(1))
            and name.group(1) not in _ZH_NOT_PEOPLE  # "全部换到Nationwide": everything
        ):
            self.who.last_person = name.group(1)
            return name.group(1)
        return _NO_SUBJECT

    def resolve(self, prefix: str) -> str | None:
        found = self.subject(prefix)
        if found is _NO_SUBJECT:
            return self.inherited or self.who.speaker
        self.inherited = found if isinstance(found, str) else self.inherited
        return found if isinstance(found, str) else None

    def read(self, clause: str) -> list[Reading]:
        referent = self.who.last_person
        if self.inherited is None and referent and _OPENS_ON_HE_SHE.match(clause):
            self.inherited = referent  # "他换车了，新车是Ford Fiesta": the next clause is his too
        elif self.inherited is None and (named := chinese_holder(clause, self.who)):
            self.inherited = named  # "Callum换工作了，去了Tombland Legal": his too
        scanned = self._scanned_readings(clause)
        claimed = {r.value.casefold() for r in scanned}
        readings = self._alias_readings(clause) + [  # "改用Rust" is a language, not a sport
            r
            for r in self._pattern_readings(clause)
            if not any(c in r.value.casefold() for c in claimed)
        ]
        readings += self._origin_readings(clause, readings)
        readings += scanned
        if not readings:
            readings = self._marked_readings(clause)
        if not readings:
            readings = self._provider_use_readings(clause)
        if not readings:
            readings = self._home_where(clause)
        readings = [r for r in readings if r.kind == "outcome" or not is_junk_value(r.value)]
        if not readings:
            readings = [
                r
                for r in self._open_readings(clause)
                if r.kind == "outcome" or not is_junk_value(r.value)
            ]
        unique: dict[tuple[str, str, str], Reading] = {}
        for r in readings:
            unique.setdefault((r.subject, r.attribute, r.value.casefold()), r)
        if re.match(
            r"^(?:以后|今后|从现在开始|请|记得|务必|一定要|每次)", _LEAD_SOFT.sub("", clause)
        ):
            for r in unique.values():
                r.memory_type, r.kind = MemoryType.PROCEDURAL, "rule"
        return list(unique.values())

    def _home_where(self, clause: str) -> list[Reading]:
        """ "房子也租好了，在望京": 望京 is where the rented (or bought) home is."""
        m = _ONLY_WHERE.match(clause.strip())
        if m is None or self.previous is None or not _HOME_SETTLED.search(self.previous):
            return []
        value = free_value("neighbourhood", m.group(1))
        if value is None or value in _RELATIVE_PLACES:
            return []  # "就在公司附近" says how near, not where
        who = self.inherited or self.who.speaker
        return [Reading(who, "neighbourhood", value, fact_kind("neighbourhood") or "identity")]

    def _origin_readings(self, clause: str, readings: list[Reading]) -> list[Reading]:
        """ "从成都搬到深圳": 成都 was home until the move (a past state)."""
        homes = [r for r in readings if r.attribute == "home_city" and not r.past]
        m = re.search(r"从([\u4e00-\u9fffA-Za-z]{2,8}?)(?:搬|迁|调)(?:到|去|回)", clause)
        if not homes or m is None:
            return []
        return [Reading(homes[0].subject, "home_city", m.group(1), homes[0].kind, past=True)]

    def _alias_readings(self, clause: str) -> list[Reading]:
        readings = []
        for m in _alias_pattern().finditer(clause):
            attribute = attribute_for_alias(m["alias"])
            if not attribute:
                continue
            parts = [clean_zh_value(p) for p in zh_list_parts(attribute, m["X"])]
            parts = [p for p in parts if p]
            value = parts[0] if parts else ""
            if not value:
                continue
            fitting = slot_for_aliased_value(attribute, value)
            if fitting is None:
                continue
            attribute = fitting
            owner = self.who.group if m["group"] else self.who.speaker
            if value_kind(attribute) == "person" and any(
                value.endswith(h) for h in value_heads("job_title") if not h.isascii()
            ):
                # "我老公是医生": a job of the person the alias names, not their name
                who = f"{owner}'s {m['alias']}"
                readings.append(
                    Reading(who, "job_title", value, fact_kind("job_title") or "identity")
                )
                continue
            for part in parts:
                for v in split_values(attribute, known_value(attribute, part) or part):
                    readings.append(
                        Reading(owner, attribute, v, fact_kind(attribute) or "preference")
                    )
        return readings

    def _pattern_readings(self, clause: str) -> list[Reading]:
        readings = []
        taken: set[tuple[str, bool]] = set()  # one per slot, one more for a state ended
        for c in _cue_index().candidates(clause):
            if (c.spec.attribute, c.spec.past) in taken:
                continue
            m = c.regex.search(clause)
            if m is None:
                continue
            attribute = c.spec.attribute
            raw = m.groupdict().get("X")
            before = clause[: m.start()]
            if raw is not None and c.spec.pattern.startswith("{X}"):
                # A leading value swallows the clause start: keep what follows the last
                # subject or verb word ("我们决定周五" -> "周五").
                head = re.split(r"决定|是|在|我们|我|对|的|要|会|打算|准备", raw)
                before += raw[: len(raw) - len(head[-1])]
                raw = head[-1]
            if raw is None:
                found = closed_values(attribute, m.group(0))
            elif c.spec.closed:
                found = [_with_latin_name_after(v, clean_zh_value(part))
                         for part in zh_list_parts(attribute, raw)
                         for v in leading_values(attribute, clean_zh_value(part))]  # fmt: skip
                if not found and (last := trailing_value(attribute, raw)) is not None:
                    found = [last]  # "我每天开车来": the value ends what the cue took
                    ahead = raw.rstrip()[: len(raw.rstrip()) - len(last)]
                    if raw.rstrip().endswith(last) and _LATIN_NAME_BEFORE.match(ahead):
                        found = [raw.strip()]
            else:
                found = []
                for part in zh_list_parts(attribute, raw):
                    free = free_value(attribute, clean_zh_value(part))
                    found += split_values(attribute, free) if free else []
                if value_kind(attribute) == "thing":
                    # "我新买了一台Huawei P60": a thing another slot knows is that slot's
                    found = [v for v in found if slot_knowing(v) in (None, attribute)]
            if not found or not work_cue_holds(c.spec, self.sentence or clause, found):
                continue
            if value_kind(attribute) == "place" and _MOVES_A_THING.search(before):
                continue  # "我把排练表搬到Excel了": a thing moved, not a home
            attribute, found = place_values(attribute, found)  # "加入了The Gym Group"
            subject = self.who.speaker if c.spec.own else self.resolve(before)
            if subject is None:
                continue
            taken.add((attribute, c.spec.past))
            negated = bool(re.search(r"(?:不|没有?|不再)$", before))
            named = leading_values(attribute, clean_zh_value(raw)) if raw and c.spec.negated else []
            denies_value = c.spec.negated and not named
            if named:  # "不吃素食了": the diet itself ends, it is not a diet of "no 素食"
                found, negated = named, True
            elif c.spec.negated:  # the denial is the value: "不吃肉"
                found = [re.sub(r"[了啦]+$", "", m.group(0))]
            for v in found:
                readings.append(
                    Reading(
                        subject,
                        attribute,
                        v,
                        fact_kind(attribute) or "preference",
                        past=c.spec.past,
                        negated_value=denies_value,
                        negated=negated and not denies_value,
                    )
                )
        return readings

    def _marked_readings(self, clause: str) -> list[Reading]:
        """A change to a Latin name that shows its slot ("我换去Queen's Leisure Centre了",
        "我办了Riverside Climbing Wall的卡"): the slot it marks, where no cue read the clause."""
        m = _ZH_MARKED_CHANGE.search(clause)
        if m is None:
            return []
        value = m["X"].strip()
        attribute = slot_marked_by(value)
        subject = self.resolve(_subject_prefix(clause[: m.start()])) if attribute else None
        if attribute is None or subject is None:
            return []
        return [Reading(subject, attribute, known_value(attribute, value) or value,
                        fact_kind(attribute) or "preference", confidence=0.8)]  # fmt: skip

    def _provider_use_readings(self, clause: str) -> list[Reading]:
        """A provider shown by its use ("义卖的钱一到账Starling就提醒我了"): the speaker's
        (`extract.provider_use`), where no cue read the clause."""
        uses = provider_uses(clause, chinese=True)
        subject = self.resolve(_subject_prefix(clause[: uses[0].start])) if uses else None
        if subject is None:
            return []
        return [Reading(subject, u.attribute, u.value, fact_kind(u.attribute) or "preference",
                        confidence=0.8, present=True) for u in uses]  # fmt: skip

    def _scanned_readings(self, clause: str) -> list[Reading]:
        # not "Edge" of "平时用Motorola Edge 40": a part of a longer Latin name (a make before
        # it is the value's own: "Google Pixel 8", "Google Chrome")
        found = [
            kv for kv in find_known_values(clause) if not _LATIN_NAME_AFTER.match(clause[kv.end :])
        ]
        if not found or not _USAGE.search(clause):
            return []
        abandoned = cue_spans(clause, Cue.ABANDONED)
        by_attribute: dict[str, list[KnownValue]] = {}
        for kv in found:
            by_attribute.setdefault(kv.attribute, []).append(kv)
        readings = []
        for attribute, values in by_attribute.items():
            considered = None
            if abandoned:
                before = [v for v in values if v.end <= abandoned[0][0]]
                values = [v for v in values if v.start >= abandoned[0][1]] or values
                considered = before[-1].value if before else None
            kept = [v for v in values if not _EXCLUDED_BEFORE.search(clause[: v.start])]
            for kv in kept or values[-1:]:
                subject = self.resolve(_subject_prefix(clause[: kv.start]))
                if subject is None:
                    continue
                negated = bool(re.search(r"(?:不|没)(?:再)?(?:用|使用)\s*$", clause[: kv.start]))
                readings.append(
                    Reading(
                        subject,
                        attribute,
                        kv.value,
                        fact_kind(attribute) or "preference",
                        considered=considered if considered != kv.value else None,
                        negated=negated,
                        confidence=0.85,
                    )
                )
        return readings

    def _open_readings(self, clause: str) -> list[Reading]:
        """What a clause no slot reads may still hold, tried in order: an instruction or a
        decision; a metric, a routine or an event (not in chatter or a passing moment); an
        outcome or a liking; a note to remember; else a statement about the speaker."""
        body = _LEAD_SOFT.sub("", clause).strip()
        quiet = DEBUG_CHATTER.search(clause) is not None or TRANSIENT.search(clause) is not None
        found = (
            self._instruction_readings(clause, body)
            or ([] if quiet else self._measured_readings(clause, body))
            or self._opinion_readings(clause, body)
        )
        if found:
            return found
        if Cue.MEMORY_TRIGGER in find_cues(clause) and body:
            return [Reading(self.who.speaker, "note", body.strip("。！"), "note", confidence=0.7)]
        if quiet:
            return []
        return self._self_statement(clause)

    def _instruction_readings(self, clause: str, body: str) -> list[Reading]:
        """A standing instruction ("以后都用pnpm") or a decision ("决定用Postgres")."""
        rule = re.match(
            r"^(?:以后|今后|从现在开始)?[，,]?(?:都|一律)?(请|记得|务必|一定要|每次|永远不要|不要|别|要)(.+)",
            body,
        )
        if rule:
            value = (
                rule.group(1) if rule.group(1) in ("每次", "永远不要", "不要", "别") else ""
            ) + rule.group(2)
            return [
                Reading(
                    self.who.speaker,
                    "rule",
                    value.strip("。！"),
                    "rule",
                    MemoryType.PROCEDURAL,
                    confidence=0.7,
                )
            ]
        decision = re.search(r"(?:决定|商定|约定|定了)了?(.+)", clause)
        if decision:
            subject = self.resolve(_subject_prefix(clause[: decision.start()])) or self.who.group
            return [
                Reading(
                    subject,
                    "decision",
                    decision.group(1).strip("。！"),
                    "decision",
                    confidence=0.75,
                )
            ]
        return []

    def _measured_readings(self, clause: str, body: str) -> list[Reading]:
        """A metric moved ("延迟降到了80ms"), a routine ("每天早上跑步"), an event ("去了杭州")."""
        metric = re.search(
            r"([\w\u4e00-\u9fff]{1,10}?)(?:从[\d.]+\w*)?(?:降到|降低到|下降到|减少到|提升到|提高到|涨到|增加到|达到|降至|升至)了?"
            r"\s*([\d.]+\s*(?:%|ms|毫秒|秒|分钟|小时|倍|万|个|人)?)",
            clause,
        )
        if metric:
            noun = re.sub(r"^(?:我们的?|我的|的)", "", _LEAD.sub("", metric.group(1)))
            if noun:
                owner = self.who.speaker if metric.group(1).startswith("我的") else self.who.group
                return [Reading(owner, noun, metric.group(2).strip(), "metric", confidence=0.7)]
        routine = _ROUTINE.search(clause)
        if routine:
            who = self.resolve(_subject_prefix(clause[: routine.start()]))
            value = body.strip("。！")
            if who and value:
                return [Reading(who, "routine", value, "habit", confidence=0.65)]
        event = re.search(
            r"(去了|参观了|见了|见到了|参加了|拜访了|回了|飞到了?|取消了|上线了|发布了|完成了)"
            # a Latin name whole ("去了Tombland Legal"), else a short Chinese one
            r"([A-Z][A-Za-z0-9&'’.+-]*(?: [A-Za-z0-9&'’.+-]+){0,5}|[^，。！？]{1,12})",
            clause,
        )
        if event:
            attribute = _EVENT_ATTRIBUTES[event.group(1).rstrip("了")]
            value = clean_zh_value(event.group(2))
            who = self.resolve(_subject_prefix(clause[: event.start()]))
            if value and who:
                return [
                    Reading(who, attribute, value, "event", MemoryType.EPISODIC, confidence=0.7)
                ]
        return []

    def _opinion_readings(self, clause: str, body: str) -> list[Reading]:
        """An outcome ("npm老是出问题") or a liking ("喜欢吃辣")."""
        outcome = re.search(
            r"^(.{1,12}?)(?:总是|老是|一直|又|经常)?(挂了|崩了|崩溃了|老出问题|出问题了?|出错|失败了|坏了|"
            r"修好了|太慢|太贵|太卡|不稳定|不够用|不够)",
            _LEAD.sub("", body),
        )
        if outcome:
            subject = re.sub(r"(?:总是|老是|一直|又|经常)$", "", outcome.group(1)).strip()
            if subject and subject not in ("我", "我们", "它", "这", "那"):
                return [
                    Reading(
                        subject,
                        _OUTCOME_ATTRIBUTES[outcome.group(2)],
                        "yes",
                        "outcome",
                        MemoryType.EPISODIC,
                        confidence=0.6,
                    )
                ]
        likes = re.search(r"(不喜欢|讨厌|喜欢|爱吃|爱)(.{1,12})", clause)
        if likes:
            who = self.resolve(_subject_prefix(clause[: likes.start()]))
            value = clean_zh_value(likes.group(2))
            attribute = "dislikes" if likes.group(1) in ("不喜欢", "讨厌") else "likes"
            if who and value:
                return [Reading(who, attribute, value, "preference", confidence=0.65)]
        return []

    def _self_statement(self, clause: str) -> list[Reading]:
        """A first-person statement no slot reads ("医生让我少吃盐", "我家养了两只猫",
        "儿子今年九月上小学了"): an open fact keeping the clause, under `statement`. Only a
        declarative clause about the speaker, their group or family (a bare kinship word
        opening the clause is the speaker's), naming something; not a question, a moment
        (刚才, 昨天), a mood (好累, 烦死了) or debugging chatter anywhere in the sentence."""
        sentence = self.sentence or clause
        # A question mark or a final 吗/呢 makes the sentence a question; a question word
        # only its own clause ("最近在纠结选哪个学校" leaves "我家老大叫乐乐" a statement).
        if _ZH_ASKS.search(sentence) or _ZH_QUESTION.search(clause):
            return []
        if _ZH_MOMENT.search(sentence) or _ZH_SENTENCE_MOOD.search(sentence):
            return []
        if DEBUG_CHATTER.search(sentence) or TRANSIENT.search(sentence):
            return []
        body = _LEAD.sub("", _LEAD_SOFT.sub("", clause).strip()).strip(" 。！!，,")
        named = _ZH_NAMED.match(body)
        if named:  # "我家老大叫乐乐": later 乐乐 and 他 are that child
            self.who.last_person = named.group(2)
        known = self.who.last_person
        # "Fiona换成iQIYI了": one of the conversation's people opens on a verb of change or
        # use (not "Wei是个好人", "Fiona在Tesco买了菜")
        holder = chinese_holder(body, self.who)
        if holder is None or not self.who.knows(holder):
            holder = None
        elif not _ZH_CHANGE_AFTER_NAME.match(body[body.find(holder) + len(holder) :]):
            holder = None
        own = (
            holder
            or re.search(r"我|咱们", body)
            or re.match(rf"(?:{ZH_FAMILY}|{_KIN_ZH})", body)
            # "他对牛奶蛋白过敏": what he or she is or has, not what they do now
            or (re.match(r"(?:他|她)(?!们)", body) and _ZH_STATIVE.search(body))
            # "乐乐对牛奶蛋白过敏" after "我家老大叫乐乐"
            or (
                known
                and not known.isascii()
                and body.startswith(known)
                and _ZH_STATIVE.search(body)
            )
            # "房租一个月四千二": the speaker's own money matters need no 我的
            or _ZH_OWN_AMOUNT.match(body)
            # "两个星期前就换成Zen Internet了": a change said with the subject dropped
            or _ZH_DROPPED_SUBJECT.match(body)
            or _ZH_HELD_NOW.match(clause.strip())
        )
        if own is None or _ZH_MOOD.search(body) or re.match(r"^(?:你|您)", body):
            return []
        content = _ZH_EMPTY.sub("", body)
        if len(re.findall(r"[\u4e00-\u9fffA-Za-z0-9]", content)) < 2:
            return []
        kin = re.match(rf"(?:我家的?|我的?)?({ZH_FAMILY}|{_KIN_ZH})", body)
        if body.startswith(("我们", "咱们")):
            who = self.who.group
        elif kin and kin.group(1) in ("我家", "家里"):
            who = f"{self.who.speaker}'s household"
        elif kin:
            who = f"{self.who.speaker}'s {kin.group(1)}"
        elif re.match(r"(?:他|她)", body):
            who = self.who.last_person or self.who.speaker
        elif holder is not None:
            who = holder
        elif known and body.startswith(known):
            who = known
        elif self.inherited and not re.search(r"我|咱们", body):
            who = self.inherited  # "她换工作了，现在在Moorcroft": the clause before named her
        else:
            who = self.who.speaker
        return [
            Reading(who, OPEN_ATTRIBUTE, body, "note", confidence=0.55, focus=chinese_focus(body))
        ]


# What a Chinese statement holds after its last change or holding verb: "我从手冲改成了美式"
# -> 美式, "我提了理想L7" -> 理想L7, "我的作息是十点睡六点起" -> 十点睡六点起.
_ZH_FOCUS_VERB = re.compile(
    r"(?:换成|改成|调成|转成|变成|换到|转到|搬到|搬去|改用|换了|提了|买了|入了|入职了?|加入了?|"
    r"养了|迷上了?|爱上了?|报名了|报了|开始学|开始去|开始在|开始|只喝|常喝|喝|只吃|吃|只练|练|在用|用的是|用上了?|用|开的是|开|住在|住|"
    r"改唱|唱(?![了得歌K])|在学|学会了?|也会|当上了?|是|在)(?:了)?"
)
_ZH_FOCUS_TAIL = re.compile(r"(?:了|啦|呢|吧|呀|哦|的)+$")


# After a holder's name, a change or a standing use: "换成", "现在用", "加入了" (not "转发",
# "改天", "开始觉得", "用Canva做了一张海报").
_ZH_CHANGE_AFTER_NAME = re.compile(
    r"\s*(?:已经|最近|也|都|终于|又|上周|这周)*"
    r"(?:换|改用|改成|改到|转到|转成|搬|加入|(?:现在|一直)在?用|在用)"
)


def chinese_focus(body: str) -> str | None:
    """The thing a Chinese open statement is about: what follows its last change or holding
    verb, up to the clause's end, without final particles; None when nothing is left."""
    matches = list(_ZH_FOCUS_VERB.finditer(body))
    if not matches:
        return None
    rest = re.split(r"[，,。！!？?；;、]", body[matches[-1].end() :], maxsplit=1)[0]
    # "我现在主持Harbour Lights": 在 of 现在 matched; the verb after it is no part of the name
    rest = re.sub(r"^[\u4e00-\u9fff]{1,4}(?=[A-Za-z])", "", rest.strip())
    rest = latin_name_of(_ZH_FOCUS_TAIL.sub("", rest))
    longest = 40 if rest.isascii() else 16  # "Taff Smile Studio" is one name
    return rest if 2 <= len(rest) <= longest else None


# First-person statements outside the vocabulary: what they must not be.
_KIN_ZH = (
    "老大|老二|老三|老幺|大儿子|小儿子|大女儿|小女儿|大宝|二宝|孩子|小孩|闺女|宝宝|爸妈|父母|"
    "老人|家里|我家|猫|狗"
)
_ZH_QUESTION = re.compile(
    r"[？?]|什么|怎么|为什么|为啥|哪里|哪儿|哪个|哪些|多少|吗[。！!]?$|呢[。！!]?$|"
    r"是不是|有没有|要不要|能不能|会不会|对不对|好不好|可不可以"
)
# "我家老大叫乐乐", "我女儿叫朵朵": a family member named.
_ZH_NAMED = re.compile(
    rf"(?:我家的?|我的?)?({ZH_FAMILY}|{_KIN_ZH})叫([\u4e00-\u9fff]{{1,3}}?)(?:[，,。！!]|$)"
)
_ZH_ASKS = re.compile(r"[？?]|[吗呢][。！!]?\s*$")
# What someone is or has (for 他/她 statements): a name, an age, a school year, an allergy,
# a condition, a standing restriction.
_ZH_STATIVE = re.compile(
    r"过敏|不耐受|叫|是|岁|年级|上学|读书|得了|确诊|患有?|有.{0,4}(?:病|症)|不能(?:吃|喝|碰)|"
    r"只能|从来不|一直在|在.{1,8}(?:上学|上班|工作|读)"
)
# Money matters of the speaker's said without 我的: "房租一个月四千二", "月薪两万".
_ZH_OWN_AMOUNT = re.compile(
    r"(?:房租|租金|月租|房贷|车贷|月供|工资|月薪|年薪|薪水|收入|学费|预算|物业费|保费|生活费|首付)"
    r"(?:是|大概|差不多|大约|一个?月|每个?月|一年|每年|才|要|有|就|也)*"
    r"[零一二两三四五六七八九十百千万\d]"
)
# A change or a sole choice said with the subject dropped, as chat does: after a time said
# first ("两个星期前就换成…", "上个月起只练…").
_ZH_DROPPED_SUBJECT = re.compile(
    r"^(?:[^，,。]{0,10}?(?:前|后|以来|起|开始))?(?:就|已经|也|都|又|现在|目前)?"
    r"(?:换成|改成|改用|换到|转到|搬到|搬去|转成|只练|只用|只去|只喝|只吃|加入了?|入职了?|开始学|"
    r"报了|" + _SIGNED_UP_ONESELF + r"|迷上了?|用上了?)"
)
# "…不在Tramlines Events了，现在在Blackburn Meadows Logistics": a named thing held now, the
# subject dropped (现在 itself is a lead the body loses).
# The clause ends at the name: "现在在Costa等你" is a moment.
_ZH_HELD_NOW = re.compile(
    r"^(?:现在|目前)(?:在|用|是)\s*[A-Z][A-Za-z0-9&'’+. -]*[A-Za-z0-9+]\s*(?:了|啦)?[。！!，,]?$"
)
# A mood said as its own clause ("…，无语"): the whole sentence is a moment.
_ZH_SENTENCE_MOOD = re.compile(r"无语|头大|崩溃|烦死|郁闷|笑死|气死|累死|心累")
_ZH_MOMENT = re.compile(
    r"现在(?:正)?(?:坐|躺|站|蹲)在|延误|堵车|"
    r"昨天|昨晚|前天|刚刚?|这会儿|一会儿|明天|待会|马上|晚点|正在|在(?:开会|上课|路上|忙|外面|排队|睡觉)"
)
_ZH_MOOD = re.compile(
    r"累|困|饿|烦|尴尬|开心|难过|无聊|生气|郁闷|笑死|哭|好热|好冷|头疼|无语|崩溃|心累|想睡"
)
# Pronouns, particles and light verbs: a statement must name something besides these.
_ZH_EMPTY = re.compile(
    r"我们|咱们|我|你|他|她|它|了|的|吗|呢|吧|啊|呀|嘛|过|着|也|都|就|还|很|太|挺|真|好|是|有|在|要|"
    r"想|喜欢|觉得|一下|一点|这个|那个|这|那|个|不|没"
)
# A recurring time makes a habit: 每天, 每周三, 每个月, 每晚.
_ROUTINE = re.compile(r"每(?:天|日|周|星期|礼拜|个?月|晚|早|年|次)")
_RECURRING_LEAD = re.compile(
    r"^(?:每(?:天|日|周[一二三四五六日天]?|星期[一二三四五六日天]?|礼拜[一二三四五六日天]?|个?月|晚|早|年|次)"
    r"(?:早上|上午|中午|下午|晚上)?)+"
)
_LEAD_SOFT = re.compile(r"^(?:记一下|记住|注意|备注)[:：，,]?")
_EVENT_ATTRIBUTES = {"去": "go_to", "参观": "visit", "见": "meet", "见到": "meet"}
_EVENT_ATTRIBUTES |= {"参加": "attend", "拜访": "visit", "回": "return_to", "飞到": "fly_to"}
_EVENT_ATTRIBUTES |= {"取消": "cancel", "上线": "launch", "发布": "release", "完成": "finish"}
_OUTCOME_ATTRIBUTES = {"挂了": "crash", "崩了": "crash", "崩溃了": "crash", "老出问题": "fail"}
_OUTCOME_ATTRIBUTES |= {"出问题": "fail", "出问题了": "fail", "出错": "fail", "失败了": "fail"}
_OUTCOME_ATTRIBUTES |= {"坏了": "break", "修好了": "fix", "太慢": "slow", "太贵": "expensive"}
_OUTCOME_ATTRIBUTES |= {"太卡": "slow", "不稳定": "unstable", "不够用": "insufficient"}
_OUTCOME_ATTRIBUTES |= {"不够": "insufficient"}


# Words a clause may open on before its verb that name no one.
_ZH_NOT_PEOPLE = frozenset(
    "全部 全都 所有 一切 其他 别的 这边 那边 这里 那里 自己 大家 整个 后来 然后 最后 终于 结果 "
    "平时 之后 最近 马上 干脆 顺便 反正 其实 本来 原来 今年 去年 明年 周末 "
    # the speaker's own things and doings: "账户换到Barclays了", "这周末正式搬到Kents Hill了"
    "账户 正式 电脑 手机 私人 工作".split()
)


def _subject_prefix(text: str) -> str:
    """The part of a clause before its verb that may name the subject."""
    # "在" as a verb ("在Anvil健身"), not inside 现在/正在/还在 ("Gareth家现在用E.ON")
    verbs = (
        r"用|使用|改用|换成|换到|切换到|迁移到|喜欢|决定|去了|见了|参加了|取消了|"
        r"(?<![现正还实存])在"
    )
    return re.split(verbs, text, maxsplit=1)[0]


# The last comma clause of a sentence, when it is the one that asks.
ZH_ASKED_LAST = re.compile(r"[，,][^，,]*(?:[？?]|[吗呢][。！!～~\s]*)\s*$")


def read_chinese(text: str, speakers: Speakers, occurred_at: datetime) -> list[UnitFacts]:
    """Every clause of a Chinese episode, with its candidate facts and entities."""
    reader = ChineseReader(speakers)
    units: list[UnitFacts] = []
    for sm in SENTENCE.finditer(text):
        sentence = sm.group(0)
        if is_small_talk(sentence):
            # Chat runs news and a question into one sentence ("我换成Smarty了，号码没变，周末
            # 回来吃饭吗？"): the news before the asking clause is still said.
            told = ZH_ASKED_LAST.sub("", sentence)
            if told == sentence or not told.strip() or is_small_talk(told):
                continue
            sentence = told
        if is_hypothetical(sentence):
            continue  # "想象一下我突然换成Xcode": not the case
        sentence_cues = find_cues(sentence)
        reader.inherited = None
        reader.previous = None
        reader.sentence = sentence
        first = True
        for cs, ce in split_clauses(sentence):
            piece = sentence[cs:ce]
            for clause in split_causal_clauses(piece):
                start = sm.start() + cs + clause.start
                end = start + len(clause.text)
                unit = UnitFacts(clause.text, start, end, continues=not first)
                first = False
                for reading in reader.read(clause.text):
                    unit.facts.append(
                        assemble(
                            reading, clause.text, sentence, (start, end), occurred_at, sentence_cues
                        )
                    )
                    unit.entities += reading_entities(reading)
                units.append(unit)
                reader.previous = clause.text
                if (met := met_in_chinese(clause.text, reader.who)) is not None:
                    reader.who.last_person = met  # "碰到Mei了，她现在用Lebara": she is Mei
    return units


# A Latin-script name inside Chinese text ("收到giffgaff的账单了", "今天送孩子去Kerry Doyle"):
# brands, places and people the Chinese rules have no word list for.
_LATIN_NAME = re.compile(r"[A-Za-z][A-Za-z0-9&'’.+-]*(?: [A-Za-z0-9&'’.+-]+)*")
_CODE_OR_LINK = re.compile(r"://|www\.|[(){}\[\]=<>;`$]|\b(?:def|import|return|null|None)\b")
# A clause about someone else: he, she, they, you, a friend.
_ZH_OTHERS_LEAD = re.compile(
    rf"^(?:他|她|他们|她们|你|您|人家|别人|朋友|同事|[^，。！？；,]{{0,6}}的(?:{_ZH_PEOPLE}|人))"
)
# A name that does or says something is a person ("Tom换工作去Google了", "Anna说…").
_PERSON_DOES = re.compile(r"^\s*(?:换工作|换了|去了|搬|跳槽|辞职|说|觉得|告诉|推荐|问)")
MAX_PROPOSALS_PER_TURN = 6  # a long turn is a story: its first named clauses carry its state


def latin_focus(clause: str, speakers: Speakers, skip: Collection[str] = ()) -> str | None:
    """The first Latin-script name in a Chinese clause, else None: two letters or more with a
    capital or a digit (a brand or place, not "email" or "coffee"), not a short all-caps word
    ("AI", "PR"), not the speaker's own name nor one in `skip` (a holder or the turn's frame),
    and not in a clause that carries a link or code."""
    if _CODE_OR_LINK.search(clause):
        return None
    skipped = {s.casefold() for s in skip}
    for m in _LATIN_NAME.finditer(clause):
        name = m.group(0).rstrip(" .'’-")
        letters = sum(c.isalpha() for c in name)
        if letters < 2 or not any(c.isupper() or c.isdigit() for c in name):
            continue
        if name.isupper() and len(name) <= 3:
            continue
        if not speakers.is_speaker(name) and name.casefold() not in skipped:
            return name
    return None


def propose_chinese(
    text: str,
    units: Sequence[UnitFacts],
    speakers: Speakers,
    occurred_at: datetime,
    frame: str | None = None,
) -> list[CandidateFact]:
    """Proposed open statements (extract.fallback) for the Chinese clauses the rules did not
    read that show a named thing: a state is often shown by use with no 我 at all
    ("在Mango TV上看了一晚上的剧"). `PROPOSED` when the clause speaks of the speaker (我,
    咱们), else `PROPOSED_IMPLIED`; the clause model keeps one or drops it. Not in a question,
    debugging chatter, or a clause about someone else; at most `MAX_PROPOSALS_PER_TURN`. A
    clause opening on someone else's name is theirs (`extract.holders.chinese_holder`); the
    turn's `frame` is never a focus. Pure."""
    sentences = [(m.start(), m.end(), m.group(0)) for m in SENTENCE.finditer(text)]
    out = []
    for unit in units:
        if unit.facts:
            continue
        sentence = next((s for a, b, s in sentences if a <= unit.start < b), unit.text)
        if _ZH_ASKS.search(sentence) or _ZH_QUESTION.search(unit.text):
            continue
        if DEBUG_CHATTER.search(sentence) or is_small_talk(sentence):
            continue
        body = unit.text.strip(" 。！!，,")
        holder = chinese_holder(body, speakers)
        if len(body) > 60 or (holder is None and _ZH_OTHERS_LEAD.match(_LEAD.sub("", body))):
            continue
        skip = [n for n in (holder, frame) if n]
        focus = latin_focus(unit.text, speakers, skip)
        if focus is None and holder is not None and speakers.knows(holder):
            # one of the conversation's people and what they now hold ("Haoran改唱男高音了")
            focus = chinese_focus(body[body.find(holder) + len(holder) :])
            if focus is not None and focus.startswith(("个", "一")):
                focus = None  # described ("Wei是个好人"), no thing held
        if focus is None and holder is not None:
            # the name was the thing itself, no holder ("Costco买的牛奶很好喝")
            holder = None
            if _ZH_OTHERS_LEAD.match(_LEAD.sub("", body)):
                continue
            focus = latin_focus(unit.text, speakers, [frame] if frame else [])
        if focus is None or (
            holder is None and _PERSON_DOES.match(body[body.find(focus) + len(focus) :])
        ):
            continue
        reading = Reading(holder or speakers.speaker, OPEN_ATTRIBUTE, body, "note",
                          confidence=PROPOSED_CONFIDENCE, focus=focus)  # fmt: skip
        fact = assemble(reading, unit.text, sentence, (unit.start, unit.end), occurred_at)
        named = holder is not None or re.search(r"我|咱们", unit.text) is not None
        out.append(replace(fact, extractor=PROPOSED if named else PROPOSED_IMPLIED,
                           named_holder=holder is not None))  # fmt: skip
        if len(out) == MAX_PROPOSALS_PER_TURN:
            break
    return out
