"""Blind text world ``blind_bd``: the group chat of a church bell-ringing band in Lincoln.

``generate(seed)`` invents a tower band (the tower captain, learners, a retired couple,
university students, the steeple keeper, partners who only come to the pub after practice,
and a few Chinese-speaking ringers) chatting over two years.  Most turns are everyday chat
about practice nights, quarter peals, ropes, the pub and the weather; a minority carry state
news: where people live, where they work, their phones, cars, pub drinks, diets, pets,
instruments, sports, energy suppliers, dentists, the method they are learning, and so on.

Changes are said straight out, shown only by use, reported by someone else, reported weeks
late, planned (and done, dropped or left hanging), negated, corrected, scoped ("X mostly,
but Y when driving") or added alongside an earlier value (a second pet).  Distractor turns
name values of the same kind without them being anyone's state.

The probes carry the ground truth (current, historical, as_of, coexisting and planning) with
the outdated, abandoned and merely-mentioned values.  Standard library only; deterministic
given the seed.  ``python -m bench.text_worlds.blind_bd`` runs a self-check.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

GENERATOR = "blind_bd"
START = "2023-09-04T00:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")


@dataclass(frozen=True)
class Who:
    """A possible band member: name, role, gender ('f'/'m'), language, couple tag."""

    name: str
    role: str
    gender: str
    lang: str
    couple: str = ""


# Each tuple is a group the seed picks from; couples come as a pair.
CAPTAINS = (Who("Dave", "captain", "m", EN), Who("Helen", "captain", "f", EN))
KEEPERS = (Who("Keith", "keeper", "m", EN), Who("Brenda", "keeper", "f", EN))
COUPLES = (
    (Who("Margaret", "retired", "f", EN, "c1"), Who("Geoffrey", "retired", "m", EN, "c1")),
    (Who("Pauline", "retired", "f", EN, "c2"), Who("Roger", "retired", "m", EN, "c2")),
)
STUDENTS = (
    Who("Ollie", "student", "m", EN),
    Who("Freya", "student", "f", EN),
    Who("Hamza", "student", "m", EN),
    Who("Priya", "student", "f", EN),
    Who("Niamh", "student", "f", EN),
)
LEARNERS = (
    Who("Jade", "learner", "f", EN),
    Who("Callum", "learner", "m", EN),
    Who("Tom", "learner", "m", EN),
    Who("Bethany", "learner", "f", EN),
)
PARTNERS = (
    Who("Rob", "partner", "m", EN),
    Who("Anita", "partner", "f", EN),
    Who("Gareth", "partner", "m", EN),
)
ZH_PEOPLE = (
    Who("Xiaoyu", "student", "f", ZH),
    Who("Lei", "ringer", "m", ZH),
    Who("Meiling", "learner", "f", ZH),
    Who("Jun", "student", "m", ZH),
    Who("Yifan", "ringer", "f", ZH),
)

PRONOUN = {"f": ("she", "her"), "m": ("he", "him")}
ZH_PRONOUN = {"f": "她", "m": "他"}

# ---------------------------------------------------------------------------------------------
# Slot definitions.  Fragment keys for single-valued slots (per language):
#   pres   first-person present clause            pres3  third-person present ({n})
#   new    first-person change (past tense)       new3   third-person change ({n})
#   use    first-person line that shows the value only by use / consequence
#   past   first-person past state (nostalgia, history)
#   inf    infinitive phrase for plans            ask    question to the person about {old}
#   neg    "not {old} any more" clause            we     household present clause (shared)
#   scoped exception clause: main {v}, other {x}  dist   distractor lines naming {x}
# Multi-valued slots use has / add / add3 / use / remove / past / inf / dist.
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SlotDef:
    key: str
    pool: tuple[str, ...]
    frags: dict[str, dict[str, tuple[str, ...]]]
    questions: dict[str, dict[str, str]]
    zh_pool: tuple[str, ...] = ()
    multi: bool = False
    shared: bool = False
    plans: bool = True


HOME = SlotDef(
    key="home_area",
    shared=True,
    pool=(
        "Bailgate",
        "Bracebridge Heath",
        "North Hykeham",
        "Nettleham",
        "Washingborough",
        "Birchwood",
        "Cherry Willingham",
        "Skellingthorpe",
        "Waddington",
        "Monks Road",
        "the West End",
        "Ermine",
        "Branston",
        "Saxilby",
        "Heighington",
    ),  # fmt: skip
    frags={
        EN: {
            "pres": (
                "I live in {v}",
                "I'm in {v}",
                "home is {v} these days",
                "I've got a little terrace in {v}",
            ),
            "pres3": ("{n} lives out in {v}", "{n} is in {v}", "{n} has a place in {v}"),
            "new": (
                "I've moved to {v}",
                "I got the keys to a house in {v} and moved in",
                "I finally moved out to {v}",
                "I've relocated to {v}",
            ),
            "new3": (
                "{n} has moved to {v}",
                "{n} just moved house, to {v}",
                "{n} is living in {v} now",
            ),
            "use": (
                "the bus back to {v} after practice takes forever, I'll have to leave "
                "the pub early",
                "unpacking the last boxes in {v} and I still can't find the kettle",
                "new neighbours in {v} already complaining about my handbell practice",
            ),
            "past": ("I lived in {v}", "I was living in {v}", "I had a flat in {v}"),
            "inf": ("move to {v}", "look for a house in {v}", "buy somewhere in {v}"),
            "ask": ("are you still out in {old}?", "still living in {old}?"),
            "neg": ("I'm not in {old} any more", "I left {old} a while back"),
            "we": (
                "we've moved to {v}",
                "we've just moved into a bungalow in {v}",
                "we're in {v} now",
            ),
            "dist": (
                "There's a house for sale in {x} with a bell-shaped door knocker, someone buy it",
                "Traffic through {x} was awful tonight",
                "My cousin lives in {x}, says the chip shop is great",
                "Would you ever live in {x}? Seems a bit far from the tower",
                "Apparently {x} is getting a new Co-op",
            ),
        },
        ZH: {
            "pres": ("我住在{v}", "我现在住{v}", "我家在{v}"),
            "pres3": ("{n}住在{v}", "{n}家在{v}"),
            "new": ("我搬到{v}了", "我已经搬去{v}了", "我在{v}租了房子，已经搬过去了"),
            "new3": ("{n}搬到{v}了", "{n}已经搬去{v}住了"),
            "use": (
                "练完钟从塔楼回{v}的公交太慢了",
                "在{v}的新家还没拆完箱子，水壶都找不到",
                "{v}的新邻居说我练手铃太吵",
            ),
            "past": ("我还住在{v}", "我以前住{v}"),
            "inf": ("搬到{v}", "在{v}找房子"),
            "ask": ("你还住在{old}吗？",),
            "neg": ("我已经不住{old}了",),
            "we": ("我们搬到{v}了", "我们家现在在{v}"),
            "dist": (
                "{x}有套房子在卖，看起来不错",
                "今天晚上{x}那边堵车好严重",
                "听说{x}要开一家新的Co-op",
                "你们会考虑住{x}吗？离塔楼有点远",
            ),
        },
    },
    questions={
        EN: {
            "current": "Which part of Lincoln does {n} live in now?",
            "historical": "Where did {n} live before the current place?",
            "as_of": "Which part of Lincoln does {n} live in?",
            "planning": "Where is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在住在哪里？",
            "historical": "{n}之前住在哪里？",
            "as_of": "{n}住在哪里？",
            "planning": "{n}打算搬到哪里？",
        },
    },
)

EMPLOYER = SlotDef(
    key="employer",
    pool=(
        "Siemens Energy",
        "Lincoln County Hospital",
        "Witham Valley Joinery",
        "Minster Print Works",
        "Fosse Way Vets",
        "the Lincolnshire Co-op",
        "Brayford Analytics",
        "Bishop Grosseteste University",
        "Imp Logistics",
        "Steep Hill Bookshop",
        "Lindum Solicitors",
        "Castle Square Dental Lab",
        "Newport Arch Insurance",
        "Greetwell Garden Centre",
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I work at {v}", "I'm at {v}", "I'm on the payroll at {v}"),
            "pres3": ("{n} works at {v}", "{n} is at {v}"),
            "new": (
                "I've started a new job at {v}",
                "I've moved jobs, I'm at {v} now",
                "I've accepted an offer from {v} and started last week",
            ),
            "new3": (
                "{n} has got a new job at {v}",
                "{n} started at {v}",
                "{n} has gone to work for {v}",
            ),
            "use": (
                "the induction at {v} was four hours of fire safety videos",
                "can't make Thursday, {v} has me on a late shift",
                "my new lanyard from {v} got tangled in a sally tonight",
            ),
            "past": ("I worked at {v}", "I was at {v}"),
            "inf": ("apply to {v}", "go and work for {v}", "take the job at {v}"),
            "ask": ("still at {old}?", "how's {old} treating you?"),
            "neg": ("I'm not at {old} any more", "I left {old}"),
            "dist": (
                "{x} are hiring again, if anyone fancies it",
                "Saw {x} in the Lincolnshire Echo today, some big contract",
                "My brother-in-law hated working at {x}",
                "Does anyone know someone at {x}? Asking for a friend",
            ),
        },
        ZH: {
            "pres": ("我在{v}工作", "我在{v}上班"),
            "pres3": ("{n}在{v}工作", "{n}在{v}上班"),
            "new": ("我换工作了，现在在{v}", "我开始在{v}上班了", "我跳槽去{v}了"),
            "new3": ("{n}换工作了，现在在{v}", "{n}去{v}上班了"),
            "use": ("{v}的入职培训看了四个小时的消防视频", "周四来不了，{v}给我排了晚班"),
            "past": ("我还在{v}上班", "我以前在{v}工作"),
            "inf": ("去{v}工作", "申请{v}的职位"),
            "ask": ("你还在{old}上班吗？",),
            "neg": ("我已经不在{old}了",),
            "dist": ("{x}又在招人了", "今天新闻里说{x}拿了个大项目", "有人认识{x}的人吗？"),
        },
    },
    questions={
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before the current job?",
            "as_of": "Where does {n} work?",
            "planning": "Where is {n} planning to work?",
        },
        ZH: {
            "current": "{n}现在在哪里工作？",
            "historical": "{n}之前在哪里工作？",
            "as_of": "{n}在哪里工作？",
            "planning": "{n}打算去哪里工作？",
        },
    },
)


def qs(en: tuple[str, ...], zh: tuple[str, ...]) -> dict[str, dict[str, str]]:
    """Questions per language, in the order current, historical, as_of, planning/coexisting."""
    keys = ("current", "historical", "as_of", "planning")
    return {EN: dict(zip(keys, en, strict=True)), ZH: dict(zip(keys, zh, strict=True))}


PHONE = SlotDef(
    key="phone",
    plans=True,
    pool=(
        "iPhone 12",
        "iPhone 15",
        "Pixel 7",
        "Pixel 8a",
        "Samsung Galaxy S23",
        "Fairphone 5",
        "Motorola Edge",
        "Nokia G42",
        "Xiaomi 13",
        "OnePlus Nord",
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I've got a {v}", "I'm on a {v}", "my phone's a {v}"),
            "pres3": ("{n} has a {v}", "{n} uses a {v}"),
            "new": (
                "I've got a new phone, a {v}",
                "I upgraded to a {v}",
                "I finally replaced the old phone with a {v}",
            ),
            "new3": ("{n} has got a {v} now", "{n} switched phones, a {v}"),
            "use": (
                "the camera on the {v} is brilliant, look at this one of the ropes",
                "sorry for the typos, still getting used to the keyboard on the {v}",
                "the {v} battery lasted through a whole peal attempt and the pub",
            ),
            "past": ("I had a {v}", "I was using a {v}"),
            "inf": ("get a {v}", "switch to a {v}", "treat myself to a {v}"),
            "ask": ("is that still the old {old}?", "still on the {old}?"),
            "neg": ("it's not the {old} any more", "the {old} finally died"),
            "scoped": ("my own phone is a {v}, but work gave me a {x} for on-call",),
            "dist": (
                "The {x} is on offer at Currys this week",
                "My nephew dropped his {x} down the toilet",
                "Is the {x} any good? Asking for my mum",
                "Advert on the bus for the {x}, the one with the daft song",
            ),
        },
        ZH: {
            "pres": ("我用的是{v}", "我的手机是{v}"),
            "pres3": ("{n}用的是{v}", "{n}的手机是{v}"),
            "new": ("我换了新手机，{v}", "我换成{v}了", "终于买了{v}"),
            "new3": ("{n}换了{v}", "{n}的新手机是{v}"),
            "use": ("{v}拍钟绳的照片好清楚", "{v}的键盘还不习惯，打字老出错"),
            "past": ("我还用{v}", "我以前用{v}"),
            "inf": ("换{v}", "买一台{v}"),
            "ask": ("你还在用{old}吗？",),
            "neg": ("我不用{old}了",),
            "scoped": ("我自己的手机是{v}，不过公司给了我一台{x}值班用",),
            "dist": ("{x}这周在Currys打折", "有人用过{x}吗？好用吗？", "公交车上都是{x}的广告"),
        },
    },
    questions=qs(
        (
            "Which phone does {n} use now?",
            "Which phone did {n} have before?",
            "Which phone does {n} use?",
            "Which phone is {n} planning to get?",
        ),
        ("{n}现在用什么手机？", "{n}之前用什么手机？", "{n}用什么手机？", "{n}打算换什么手机？"),
    ),  # fmt: skip
)

CARRIER = SlotDef(
    key="mobile_network",
    plans=False,
    pool=("EE", "O2", "Vodafone", "giffgaff", "Lark Mobile", "Tenor SIM", "Voxi", "Lebara"),
    frags={
        EN: {
            "pres": ("I'm with {v}", "my network is {v}", "I'm on {v}"),
            "pres3": ("{n} is with {v}", "{n} is on {v}"),
            "new": (
                "I've switched my network to {v}",
                "I ported my number over to {v}",
                "I moved to {v} for my mobile",
            ),
            "new3": ("{n} switched to {v}", "{n} is on {v} now"),
            "use": (
                "{v} have zero signal in the ringing chamber, had to go out on the leads to reply",
                "got my first {v} bill and it's half what I was paying",
            ),
            "past": ("I was with {v}", "I was on {v}"),
            "inf": ("switch to {v}", "move my number to {v}"),
            "ask": ("are you still with {old}?",),
            "neg": ("I'm not with {old} any more", "I ditched {old}"),
            "dist": (
                "{x} are doing unlimited data for a tenner, apparently",
                "{x} had an outage all afternoon, glad I'm not on them",
                "Anyone know if {x} get signal up by the cathedral?",
            ),
        },
        ZH: {
            "pres": ("我用的是{v}的卡", "我的手机卡是{v}"),
            "pres3": ("{n}用{v}的卡",),
            "new": ("我换成{v}了", "我把号码转到{v}了"),
            "new3": ("{n}换成{v}的卡了",),
            "use": ("{v}在钟楼里完全没信号，只好出去回消息", "第一个月{v}的账单便宜了一半"),
            "past": ("我还用{v}的卡", "我以前用{v}"),
            "inf": ("换到{v}",),
            "ask": ("你还用{old}吗？",),
            "neg": ("我不用{old}了",),
            "dist": ("{x}现在十镑无限流量", "{x}今天下午断网了", "{x}在大教堂附近有信号吗？"),
        },
    },
    questions=qs(
        (
            "Which mobile network is {n} on now?",
            "Which mobile network was {n} on before?",
            "Which mobile network is {n} on?",
            "Which network is {n} planning to switch to?",
        ),
        (
            "{n}现在用哪家运营商？",
            "{n}之前用哪家运营商？",
            "{n}用哪家运营商？",
            "{n}打算换哪家运营商？",
        ),
    ),  # fmt: skip
)

CAR = SlotDef(
    key="car",
    pool=(
        "Skoda Fabia",
        "Toyota Yaris",
        "Nissan Leaf",
        "Honda Jazz",
        "MG4",
        "VW Polo",
        "Volvo V70",
        "Kia Niro",
        "Ford Fiesta",
        "Dacia Sandero",
        "Fiat 500",
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I drive a {v}", "I've got a {v}", "the car's a {v}"),
            "pres3": ("{n} drives a {v}", "{n} has a {v}"),
            "new": (
                "I've bought a {v}",
                "I traded the old car in for a {v}",
                "I picked up a second-hand {v}",
            ),
            "new3": ("{n} has got a {v}", "{n} bought a {v}"),
            "use": (
                "can give two people a lift to the outing, the {v} has room if nobody "
                "brings a handbell case",
                "parked the {v} on Wordsworth Street, got a ticket, typical",
                "the {v} did the Fens tower outing on one charge",
            ),
            "past": ("I drove a {v}", "I had a {v}"),
            "inf": ("buy a {v}", "get a {v}", "lease a {v}"),
            "ask": ("still driving the {old}?",),
            "neg": ("I sold the {old}", "the {old} is gone"),
            "dist": (
                "Someone's {x} is blocking the churchyard gate again",
                "Top Gear reckons the {x} is the best small car, don't believe it",
                "Would you ever get a {x}? Seems tiny",
                "There's a {x} for sale on the noticeboard at the Co-op",
            ),
        },
        ZH: {
            "pres": ("我开的是{v}", "我的车是{v}"),
            "pres3": ("{n}开{v}",),
            "new": ("我买了一辆{v}", "我把旧车换成{v}了"),
            "new3": ("{n}买了一辆{v}",),
            "use": ("出游那天我可以开{v}带两个人", "{v}停在Wordsworth Street被贴罚单了"),
            "past": ("我还开{v}", "我以前开{v}"),
            "inf": ("买一辆{v}", "换{v}"),
            "ask": ("你还开那辆{old}吗？",),
            "neg": ("那辆{old}卖掉了",),
            "dist": (
                "有人的{x}又挡住教堂门口了",
                "Co-op的布告栏上有辆{x}在卖",
                "你们觉得{x}怎么样？",
            ),
        },
    },
    questions=qs(
        (
            "Which car does {n} drive now?",
            "Which car did {n} drive before?",
            "Which car does {n} drive?",
            "Which car is {n} planning to buy?",
        ),
        ("{n}现在开什么车？", "{n}之前开什么车？", "{n}开什么车？", "{n}打算买什么车？"),
    ),  # fmt: skip
)

DRINK = SlotDef(
    key="pub_drink",
    plans=False,
    pool=(
        "Batemans XB",
        "Guinness",
        "lime and soda",
        "Aspall cider",
        "Imp Ale",
        "Steep Hill Stout",
        "Theakston Old Peculier",
        "ginger beer",
        "Doom Bar",
        "Tsingtao",
    ),  # fmt: skip
    zh_pool=("Tsingtao", "lime and soda", "Guinness", "Aspall cider", "热巧克力", "姜汁汽水"),
    frags={
        EN: {
            "pres": ("my usual is {v}", "I'm a {v} person", "I always have {v}"),
            "pres3": ("{n} drinks {v}", "{n}'s usual is {v}"),
            "new": ("I've switched to {v}", "I'm on {v} these days", "I've gone over to {v}"),
            "new3": ("{n} is on {v} now", "{n} has switched to {v}"),
            "use": (
                "whoever's at the bar first, mine's a {v}",
                "get me a {v} if you're up, I'll be five minutes, locking the tower",
            ),
            "past": ("I drank {v}", "my usual was {v}"),
            "inf": ("try {v}",),
            "ask": ("{old} as usual?",),
            "neg": ("not {old} any more", "I've gone off {old}"),
            "scoped": (
                "{v} normally, but {x} when I'm driving",
                "{v} most weeks, {x} if it's a school night",
            ),
            "dist": (
                "The Strugglers has {x} on again",
                "Who ordered the {x}? It's going flat on the table",
                "{x} tastes like pond water, fight me",
                "The Victoria has a guest {x} this week",
            ),
        },
        ZH: {
            "pres": ("我一般喝{v}", "我每次都点{v}"),
            "pres3": ("{n}一般喝{v}",),
            "new": ("我现在改喝{v}了", "我最近都喝{v}"),
            "new3": ("{n}现在改喝{v}了",),
            "use": ("谁先到吧台帮我点一杯{v}，我锁完塔楼就来",),
            "past": ("我以前喝{v}", "我那时候喝{v}"),
            "inf": ("试试{v}",),
            "ask": ("还是{old}吗？",),
            "neg": ("我不喝{old}了",),
            "scoped": ("平时喝{v}，开车的时候喝{x}",),
            "dist": ("The Strugglers今天有{x}", "谁点的{x}？都没气了", "{x}真的不好喝"),
        },
    },
    questions=qs(
        (
            "What does {n} usually drink at the pub now?",
            "What did {n} drink at the pub before?",
            "What does {n} usually drink at the pub?",
            "What is {n} going to try at the pub?",
        ),
        (
            "{n}现在在酒吧一般喝什么？",
            "{n}以前在酒吧喝什么？",
            "{n}在酒吧一般喝什么？",
            "{n}打算试什么饮料？",
        ),
    ),  # fmt: skip
)

DIET = SlotDef(
    key="diet",
    plans=True,
    pool=("vegetarian", "vegan", "pescatarian", "gluten-free", "dairy-free", "low-carb"),
    zh_pool=("吃素", "纯素", "不吃肉只吃鱼", "无麸质", "低碳水"),
    frags={
        EN: {
            "pres": ("I'm {v}", "I eat {v}", "I'm strictly {v}"),
            "pres3": ("{n} is {v}", "{n} eats {v}"),
            "new": ("I've gone {v}", "I'm trying {v} and sticking to it", "I went {v}"),
            "new3": ("{n} has gone {v}", "{n} is {v} now"),
            "use": (
                "the Strugglers' menu is hopeless when you're {v}, chips again",
                "brought {v} brownies for the quarter peal band, enjoy",
            ),
            "past": ("I was {v}", "I ate {v}"),
            "inf": ("go {v}", "try eating {v}"),
            "ask": ("still {old}?",),
            "neg": ("I'm not {old} any more", "I gave up being {old}"),
            "scoped": ("{v} at home, but I eat {x} at my mum's",),
            "dist": (
                "Article in the Guardian says {x} diets are a fad",
                "My sister's gone {x}, she won't shut up about it",
                "Does anyone know a {x} cake place for the tower anniversary?",
            ),
        },
        ZH: {
            "pres": ("我{v}", "我平时{v}"),
            "pres3": ("{n}{v}",),
            "new": ("我开始{v}了", "我现在{v}了"),
            "new3": ("{n}现在{v}了",),
            "use": ("Strugglers的菜单对{v}的人太不友好了，又是薯条",),
            "past": ("我以前{v}", "我那时候{v}"),
            "inf": ("{v}", "试试{v}"),
            "ask": ("你还{old}吗？",),
            "neg": ("我已经不{old}了",),
            "scoped": ("在家{v}，在我妈家就{x}",),
            "dist": ("新闻说{x}其实没用", "我表姐最近{x}，天天说"),
        },
    },
    questions=qs(
        (
            "What diet does {n} follow now?",
            "What diet did {n} follow before?",
            "What diet does {n} follow?",
            "What diet is {n} planning to try?",
        ),
        (
            "{n}现在是什么饮食习惯？",
            "{n}之前是什么饮食习惯？",
            "{n}是什么饮食习惯？",
            "{n}打算试什么饮食？",
        ),
    ),  # fmt: skip
)

ENERGY = SlotDef(
    key="energy_supplier",
    shared=True,
    pool=(
        "Octopus Energy",
        "British Gas",
        "EDF",
        "Ovo",
        "E.ON Next",
        "Witham Power",
        "Fenland Green Energy",
        "So Energy",
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I'm with {v} for gas and electric", "my energy is {v}"),
            "pres3": ("{n} is with {v}", "{n} gets energy from {v}"),
            "new": ("I've switched energy to {v}", "I moved the gas and electric to {v}"),
            "new3": ("{n} switched to {v} for energy",),
            "use": (
                "the {v} smart meter says the kettle costs more than the tower heater",
                "{v} sent me a voucher for a free cake, not complaining",
            ),
            "past": ("I was with {v}", "we were with {v}"),
            "inf": ("switch to {v}", "move over to {v}"),
            "ask": ("are you still with {old} for energy?",),
            "neg": ("we're not with {old} any more", "we left {old}"),
            "we": (
                "we've switched to {v} for energy",
                "we're with {v} now for the gas",
                "we moved over to {v}",
            ),
            "dist": (
                "{x} put their prices up again, glad we're not with them",
                "The PCC got a quote from {x} for the tower electrics",
                "{x} advert on the telly with the dancing kettle, awful",
            ),
        },
        ZH: {
            "pres": ("我家的电和煤气是{v}",),
            "pres3": ("{n}家用{v}",),
            "new": ("我把电和煤气换到{v}了",),
            "new3": ("{n}家换成{v}了",),
            "use": ("{v}的智能电表说烧水比塔楼的暖气还贵",),
            "past": ("我家以前用{v}",),
            "inf": ("换到{v}",),
            "ask": ("你们家还用{old}吗？",),
            "neg": ("我们不用{old}了",),
            "we": ("我们家换成{v}了",),
            "dist": ("{x}又涨价了", "电视上{x}的广告好烦"),
        },
    },
    questions=qs(
        (
            "Which energy supplier is {n} with now?",
            "Which energy supplier was {n} with before?",
            "Which energy supplier is {n} with?",
            "Which energy supplier is {n} planning to switch to?",
        ),
        (
            "{n}现在用哪家能源公司？",
            "{n}之前用哪家能源公司？",
            "{n}用哪家能源公司？",
            "{n}打算换哪家能源公司？",
        ),
    ),  # fmt: skip
)

DENTIST = SlotDef(
    key="dentist",
    plans=False,
    pool=(
        "Bailgate Dental",
        "Brayford Smiles",
        "Minster Dental Practice",
        "Newport Dental",
        "Carholme Dental Care",
        "Hykeham Family Dentists",
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("my dentist is {v}", "I'm registered at {v}"),
            "pres3": ("{n} goes to {v}", "{n} is registered at {v}"),
            "new": ("I've registered at {v}", "I finally got an NHS place at {v}"),
            "new3": ("{n} has moved to {v} for the dentist",),
            "use": (
                "can't do Tuesday, I've got a filling at {v}, mouth will be numb",
                "the hygienist at {v} asked if ringing is why my shoulders are so tight",
            ),
            "past": ("I was at {v}", "my dentist was {v}"),
            "inf": ("register at {v}",),
            "ask": ("still going to {old}?",),
            "neg": ("I'm not at {old} any more",),
            "dist": (
                "{x} have stopped taking NHS patients, apparently",
                "Heard {x} has a six month waiting list",
                "Is {x} any good?",
            ),
        },
        ZH: {
            "pres": ("我的牙医在{v}",),
            "pres3": ("{n}的牙医在{v}",),
            "new": ("我在{v}注册了牙医", "终于在{v}排到NHS牙医了"),
            "new3": ("{n}换到{v}看牙了",),
            "use": ("周二不行，要去{v}补牙",),
            "past": ("我以前在{v}看牙",),
            "inf": ("去{v}注册",),
            "ask": ("你还去{old}看牙吗？",),
            "neg": ("我不去{old}了",),
            "dist": ("听说{x}不收NHS病人了", "{x}要排六个月"),
        },
    },
    questions=qs(
        (
            "Which dentist is {n} registered with now?",
            "Which dentist was {n} at before?",
            "Which dentist is {n} registered with?",
            "Which dentist is {n} planning to register with?",
        ),
        (
            "{n}现在在哪家牙医诊所？",
            "{n}之前在哪家牙医诊所？",
            "{n}在哪家牙医诊所？",
            "{n}打算去哪家牙医诊所？",
        ),
    ),  # fmt: skip
)

METHOD = SlotDef(
    key="method_learning",
    plans=True,
    pool=(
        "Plain Bob Doubles",
        "Grandsire Doubles",
        "Plain Bob Minor",
        "Grandsire Triples",
        "Stedman Doubles",
        "Kent Treble Bob Minor",
        "Cambridge Surprise Minor",
        "Little Bob Major",
        "Yorkshire Surprise Major",
    ),  # fmt: skip
    frags={
        EN: {
            "pres": ("I'm learning {v}", "I'm working on {v}", "{v} is my current method"),
            "pres3": ("{n} is learning {v}", "{n} is on {v}"),
            "new": (
                "I've moved on to learning {v}",
                "I've started on {v}",
                "the captain reckons I'm ready for {v}, so that's what I'm learning now",
            ),
            "new3": ("{n} has started learning {v}", "{n} is onto {v} now"),
            "use": (
                "got lost in the second lead of {v} again tonight, sorry everyone",
                "drawing out the blue line for {v} on the back of a Co-op receipt",
            ),
            "past": ("I was learning {v}", "I was stuck on {v}"),
            "inf": ("start learning {v}", "have a go at {v}"),
            "ask": ("still plugging away at {old}?",),
            "neg": ("I'm done with {old}", "I'm past {old} now"),
            "dist": (
                "The Cathedral band rang a peal of {x} on Sunday",
                "The Ringing World has a piece on {x} this week",
                "Anyone fancy a touch of {x} at the end of practice?",
            ),
        },
        ZH: {
            "pres": ("我在学{v}", "我现在练{v}"),
            "pres3": ("{n}在学{v}",),
            "new": ("我开始学{v}了", "我现在改学{v}了"),
            "new3": ("{n}开始学{v}了",),
            "use": ("今晚{v}第二段又乱了，对不起大家", "在收据背面画{v}的蓝线"),
            "past": ("我还在学{v}", "我以前卡在{v}"),
            "inf": ("学{v}", "试试{v}"),
            "ask": ("你还在练{old}吗？",),
            "neg": ("{old}我已经学完了",),
            "dist": ("大教堂那边周日敲了一场{x}", "Ringing World这期写了{x}"),
        },
    },
    questions=qs(
        (
            "Which method is {n} learning now?",
            "Which method was {n} learning before?",
            "Which method is {n} learning?",
            "Which method is {n} planning to learn next?",
        ),
        (
            "{n}现在在学什么方法？",
            "{n}之前在学什么方法？",
            "{n}在学什么方法？",
            "{n}接下来打算学什么方法？",
        ),
    ),  # fmt: skip
)

LANGUAGE = SlotDef(
    key="language_learning",
    plans=True,
    pool=("Mandarin", "Welsh", "Italian", "Spanish", "Dutch", "Japanese", "Norwegian", "Polish"),
    zh_pool=("西班牙语", "日语", "法语", "德语", "韩语", "意大利语"),
    frags={
        EN: {
            "pres": ("I'm learning {v}", "I'm doing {v} on Duolingo", "I'm having a go at {v}"),
            "pres3": ("{n} is learning {v}",),
            "new": (
                "I've started learning {v}",
                "I've signed up for a {v} evening class",
                "I switched my Duolingo over to {v}",
            ),
            "new3": ("{n} has started learning {v}", "{n} is doing {v} now"),
            "use": (
                "my {v} teacher asked what I did at the weekend and I don't know the word "
                "for bell rope",
                "did my {v} homework in the ringing chamber waiting for the key",
            ),
            "past": ("I was learning {v}", "I was doing {v}"),
            "inf": ("learn {v}", "take up {v}", "do a {v} course"),
            "ask": ("how's the {old} going?",),
            "neg": ("I've dropped {old}", "I gave up on {old}"),
            "dist": (
                "There's a {x} conversation group at the library on Mondays",
                "My grandson is doing {x} GCSE",
                "Would {x} be hard to pick up?",
            ),
        },
        ZH: {
            "pres": ("我在学{v}", "我在Duolingo上学{v}"),
            "pres3": ("{n}在学{v}",),
            "new": ("我开始学{v}了", "我报了个{v}晚班", "我把Duolingo换成{v}了"),
            "new3": ("{n}开始学{v}了",),
            "use": ("{v}老师问我周末做了什么，我不会说钟绳", "在钟楼里等钥匙的时候写{v}作业"),
            "past": ("我以前学{v}", "我学过一阵{v}"),
            "inf": ("学{v}", "报个{v}班"),
            "ask": ("你的{old}学得怎么样了？",),
            "neg": ("{old}我不学了",),
            "dist": ("图书馆周一有{x}角", "{x}难不难学？"),
        },
    },
    questions=qs(
        (
            "Which language is {n} learning now?",
            "Which language was {n} learning before?",
            "Which language is {n} learning?",
            "Which language is {n} planning to learn?",
        ),
        (
            "{n}现在在学什么语言？",
            "{n}之前在学什么语言？",
            "{n}在学什么语言？",
            "{n}打算学什么语言？",
        ),
    ),  # fmt: skip
)

MULTI_Q = ("Which {what} does {n} have now?", "{n}现在有哪些{zwhat}？")

PETS = SlotDef(
    key="pets",
    multi=True,
    pool=(
        "greyhound",
        "whippet",
        "tortoise",
        "budgie",
        "border terrier",
        "Maine Coon",
        "rescue ferret",
        "cockapoo",
        "bearded dragon",
    ),  # fmt: skip
    zh_pool=("橘猫", "柯基", "仓鼠", "鹦鹉", "金鱼", "布偶猫"),
    frags={
        EN: {
            "has": (
                "I've got a {v}",
                "there's a {v} waiting at home for me",
                "my {v} is my best friend",
            ),
            "has3": ("{n} has a {v}",),
            "add": (
                "we've also got a {v} now, alongside the {old}",
                "I've added a {v} to the household, the {old} is not impressed",
                "I got a {v} as well",
            ),
            "add3": ("{n} has got a {v} too now", "{n} adopted a {v} as well"),
            "use": (
                "had to leave early, the {v} ate a sock",
                "the {v} sat on my method notes, so that's why I went wrong",
            ),
            "remove": (
                "we had to say goodbye to the {old} this week",
                "the {old} has gone to live with my sister",
            ),
            "past": ("I had a {v}",),
            "inf": ("get a {v}", "adopt a {v}"),
            "dist": (
                "There's a {x} tied up outside the Strugglers, so cute",
                "Would a {x} cope with the bells at full volume?",
                "Saw a video of a {x} howling along to a peal",
            ),
        },
        ZH: {
            "has": ("我养了一只{v}", "我家有只{v}"),
            "has3": ("{n}养了一只{v}",),
            "add": ("我们又养了一只{v}，{old}不太高兴", "除了{old}，我还养了一只{v}"),
            "add3": ("{n}又养了一只{v}",),
            "use": ("先走了，{v}把袜子吃了", "{v}坐在我的方法笔记上"),
            "remove": ("{old}送去我姐姐家了",),
            "past": ("我以前养过{v}",),
            "inf": ("养一只{v}",),
            "dist": ("酒吧门口拴着一只{x}，好可爱", "网上有个视频，{x}跟着钟声叫"),
        },
    },
    questions={
        EN: {"coexisting": "Which pets does {n} have now?"},
        ZH: {"coexisting": "{n}现在养了哪些宠物？"},
    },  # fmt: skip
)

INSTRUMENTS = SlotDef(
    key="instruments",
    multi=True,
    pool=(
        "handbells",
        "piano",
        "church organ",
        "cello",
        "ukulele",
        "violin",
        "trombone",
        "tin whistle",
        "bassoon",
    ),  # fmt: skip
    zh_pool=("二胡", "古筝", "钢琴", "小提琴", "竹笛", "handbells"),
    frags={
        EN: {
            "has": ("I play the {v}", "I've played the {v} since school"),
            "has3": ("{n} plays the {v}",),
            "add": (
                "I've taken up the {v} as well as the {old}",
                "I've started {v} lessons too, still doing the {old}",
            ),
            "add3": ("{n} is learning the {v} as well now",),
            "use": (
                "my fingers are shredded from {v} practice, tower bell ropes are bliss",
                "bringing the {v} to the carol service, don't laugh",
            ),
            "remove": ("I've given up the {old}", "sold the {old}, never played it"),
            "past": ("I played the {v}",),
            "inf": ("take up the {v}", "learn the {v}"),
            "dist": (
                "Someone busking with a {x} on the High Street, badly",
                "Concert in the cathedral Saturday, a {x} soloist",
                "Would handbell ringers make good {x} players?",
            ),
        },
        ZH: {
            "has": ("我在练{v}", "我从小学{v}"),
            "has3": ("{n}会{v}",),
            "add": ("除了{old}，我又开始学{v}了", "{old}之外我还在练{v}"),
            "add3": ("{n}又开始学{v}了",),
            "use": ("练{v}练得手指疼，拉钟绳反而舒服", "圣诞颂歌礼拜我带{v}去"),
            "remove": ("{old}我不练了",),
            "past": ("我以前练{v}",),
            "inf": ("学{v}",),
            "dist": ("High Street有人在街头拉{x}", "大教堂周六有{x}独奏音乐会"),
        },
    },
    questions={
        EN: {"coexisting": "Which instruments does {n} play now?"},
        ZH: {"coexisting": "{n}现在会哪些乐器？"},
    },  # fmt: skip
)

SPORTS = SlotDef(
    key="sports",
    multi=True,
    pool=(
        "badminton",
        "parkrun",
        "bouldering",
        "Pilates",
        "rowing",
        "swimming",
        "tai chi",
        "walking football",
        "netball",
    ),  # fmt: skip
    zh_pool=("羽毛球", "游泳", "乒乓球", "瑜伽", "太极", "攀岩"),
    frags={
        EN: {
            "has": ("I do {v}", "{v} is my thing on Saturdays", "I go to {v}"),
            "has3": ("{n} does {v}",),
            "add": ("I've started {v} as well as {old}", "{v} on top of {old} now"),
            "add3": ("{n} has taken up {v} too",),
            "use": (
                "legs are dead from {v}, go easy on me with the tenor",
                "straight from {v}, sorry if I smell",
            ),
            "remove": ("I've packed in {old}", "no more {old} for me, knee's had it"),
            "past": ("I did {v}",),
            "inf": ("take up {v}", "try {v}"),
            "dist": (
                "The uni has a {x} taster session next week",
                "{x} was on the telly, looked exhausting",
                "Anyone want to try {x} with me? Hypothetically",
            ),
        },
        ZH: {
            "has": ("我每周都练{v}", "我周末一般练{v}"),
            "has3": ("{n}常去{v}",),
            "add": ("除了{old}，我又开始{v}了",),
            "add3": ("{n}又开始{v}了",),
            "use": ("刚练完{v}腿好酸，今晚别给我次中音钟", "练完{v}直接过来的，有点累"),
            "remove": ("{old}我不去了",),
            "past": ("我以前去{v}",),
            "inf": ("试试{v}",),
            "dist": ("学校下周有{x}体验课", "电视上在放{x}比赛"),
        },
    },
    questions={
        EN: {"coexisting": "Which sports does {n} do now?"},
        ZH: {"coexisting": "{n}现在做哪些运动？"},
    },  # fmt: skip
)

SINGLE_SLOTS = (HOME, EMPLOYER, PHONE, CARRIER, CAR, DRINK, DIET, ENERGY, DENTIST, METHOD,
                LANGUAGE)  # fmt: skip
MULTI_SLOTS = (PETS, INSTRUMENTS, SPORTS)

# ---------------------------------------------------------------------------------------------
# Wrappers: how a fragment sits in a chat line.
# ---------------------------------------------------------------------------------------------

WRAP = {
    EN: {
        "direct": (
            "{F}.",
            "Quick update: {F}.",
            "News from me: {F}!",
            "Just so you all know, {F}.",
            "{F}, for anyone keeping track.",
            "In other news, {F}.",
        ),
        "chatty": (
            "{P} {F}, which is a whole saga I'll tell you about in the pub. {Q}",
            "{P} Oh and {F}, so that's nice. {Q}",
            "{P} Not much going on here really, work, the usual, {F}, and the cat next "
            "door keeps getting into the porch. {Q}",
        ),
        "use": ("{F}.", "{F} 🙄", "{P} {F}."),
        "late": (
            "Oh, forgot to mention (this was about {w} weeks ago now): {F}.",
            "Meant to say a few weeks back and never did: {F}. About {w} weeks ago.",
            "Belated news, {w} weeks late as usual: {F}.",
        ),
        "plan": (
            "Thinking about whether to {F} in the new year.",
            "I'm planning to {F}.",
            "Seriously considering whether to {F}. Thoughts?",
            "The plan is to {F} once things calm down.",
        ),
        "idle": (
            "Sometimes I think I should {F}. Probably won't.",
            "Random thought: maybe I'll {F} one day.",
            "Half tempted to {F}, but it's just a thought.",
        ),
        "drop": (
            "Update on the big plan: decided not to {F} after all.",
            "Remember I said I might {F}? Yeah, that's off. Staying put.",
            "Scrap that idea to {F}, not happening.",
        ),
        "selfname": ("Update from {n}: {F}.", "{n}'s news for the chat: {F}."),
        "past": (
            "Funny, back when {F} I never used to be this tired after practice.",
            "Reminds me of when {F}. Simpler times.",
            "Honestly miss the days when {F}.",
        ),
        "third": (
            "Did everyone hear? {F}.",
            "{F}, if you didn't know.",
            "FYI {F}, so be nice.",
            "Saw it on Facebook: {F}.",
        ),
        "scoped": ("{F}.", "For the record, {F}."),
        "neg_answer": ("No, {F}. {G}.", "Nope! {F}. {G}, keep up!", "Ha, no, {F}. {G}."),
        "correct": (
            "Sorry, autocorrect. {V}, not {W}.",
            "*{V}, I meant {V}. Not {W}. Typing on the bus.",
        ),
    },
    ZH: {
        "direct": ("{F}。", "跟大家说一下，{F}。", "更新一下：{F}。", "小消息：{F}！"),
        "chatty": (
            "{P}{F}，具体的去酒吧再跟你们说。{Q}",
            "{P}对了，{F}。{Q}",
            "{P}最近就是上班、练钟，{F}，没别的了。{Q}",
        ),
        "use": ("{F}。", "{F}😂", "{P}{F}。"),
        "late": ("忘了跟大家说，大概{w}个星期前{F}。", "好几个星期前的事了（大概{w}周）：{F}。"),
        "plan": ("我在考虑{F}。", "我打算明年{F}。", "想{F}，大家觉得怎么样？"),
        "idle": ("有时候想{F}，不过应该不会。", "突然想到，也许哪天会{F}。"),
        "drop": ("之前说想{F}，算了，不弄了。", "{F}的计划取消了。"),
        "selfname": ("{n}更新：{F}。",),
        "past": ("想起{F}的时候，练完钟都没这么累。", "{F}的时候真好。"),
        "third": ("你们听说了吗？{F}。", "{F}，大家知道吗？"),
        "scoped": ("{F}。", "说明一下，{F}。"),
        "neg_answer": ("没有，{F}，现在{G}。", "不是了，{F}。{G}。"),
        "correct": ("打错了，是{V}，不是{W}。",),
    },
}

PRE = {
    EN: (
        "Evening all!",
        "Morning from a very foggy Lincoln.",
        "Well, that was a chaotic practice.",
        "Bit late to this, but",
        "Right, catching up on the chat.",
        "Ugh, Mondays.",
        "Hello from the top of Steep Hill, out of breath.",
    ),  # fmt: skip
    ZH: ("大家晚上好！", "今天林肯好大雾。", "刚看完群消息。", "周一好累。"),
}
POST = {
    EN: (
        "Anyway, see you Thursday.",
        "Who's in the pub after?",
        "Also the tenor rope is fraying again, someone tell the steeple keeper.",
        "Still can't believe we got that touch of Stedman round.",
        "Mind the ice on the steps.",
        "Right, dinner.",
    ),  # fmt: skip
    ZH: ("周四见。", "练完去酒吧吗？", "另外次中音钟的绳子又磨坏了。", "我去做饭了。"),
}
ASK_PRE = {EN: ("{n}, random question:", "Hey {n},", "{n}!"), ZH: ("{n}，问一下，", "{n}，")}
WEEKS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
ZH_WEEKS = {2: "两", 3: "三", 4: "四", 5: "五", 6: "六"}
SPOTTED = {
    EN: (
        "Bumped into {n} at the Co-op on Monks Road yesterday.",
        "Had coffee with {n} after the Sunday service ring.",
        "Gave {n} a lift home after practice.",
    ),
    ZH: ("昨天在Co-op碰到{n}了。", "周日敲完钟和{n}喝了咖啡。"),
}


NO_CAP = ("giffgaff", "iPhone")


def cap(s: str) -> str:
    """Capitalise a line's first letter (not a brand that is written in lower case)."""
    if not s or not s[0].isascii() or s.startswith(NO_CAP):
        return s
    return s[:1].upper() + s[1:]


def an(s: str) -> str:
    """'a iPhone' -> 'an iPhone', 'a Imp Ale' -> 'an Imp Ale' (not 'a OnePlus')."""
    return re.sub(r"\b([Aa]) (?=[AEIae]|O(?!ne)|i[A-Z])", r"\1n ", s)


@dataclass
class Person:
    who: Who
    partner: str = ""  # the household partner's name (couples, partners)
    keys: list[str] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.who.name

    @property
    def lang(self) -> str:
        return self.who.lang


@dataclass
class Track:
    """One state slot of one person (or a household): its timeline and what was said."""

    sdef: SlotDef
    holders: tuple[str, ...]
    lang: str
    values: list[str] = field(default_factory=list)  # single: the values in order
    days: list[int] = field(default_factory=list)  # the day each value became true
    told: list[int] = field(default_factory=list)  # the day each value was first said
    final: list[str] = field(default_factory=list)  # multi: the current set
    removed: list[str] = field(default_factory=list)  # multi: values no longer held
    wrong: set[str] = field(default_factory=set)  # corrected slips: never current
    mentioned: set[str] = field(default_factory=set)  # named by the holder, not held
    abandoned: set[str] = field(default_factory=set)  # dropped or idle plans
    pending: str = ""  # a plan still open at the end

    @property
    def key(self) -> str:
        return self.sdef.key

    def all_values(self) -> set[str]:
        vals = set(self.values) | set(self.final) | set(self.removed) | self.wrong
        vals |= self.mentioned | self.abandoned
        return vals | ({self.pending} if self.pending else set())


class Chat:
    """The episode list being built, with the seed's random generator."""

    def __init__(self, rng: random.Random, people: list[Person]) -> None:
        self.rng = rng
        self.people = people
        self.by_name = {p.name: p for p in people}
        self.episodes: list[dict[str, Any]] = []
        self.n_sessions = 0

    def session(self, day: int) -> str:
        self.n_sessions += 1
        return f"d{day:03d}-s{self.n_sessions:04d}"

    def say(self, day: int, speaker: str, text: str, session: str = "", minute: int = 0) -> int:
        """Append one episode; returns its minute (so a conversation can continue after it)."""
        if not minute:
            minute = self.rng.randint(7 * 60, 22 * 60 + 30)
        lang = self.by_name[speaker].lang
        self.episodes.append({"day": day, "minute": minute, "speaker": speaker,
                              "text": an(cap(text)), "session": session or self.session(day),
                              "language": lang})  # fmt: skip
        return minute

    def convo(self, day: int, lines: list[tuple[str, str]]) -> None:
        """Several consecutive turns in one session, a few minutes apart."""
        sess = self.session(day)
        minute = self.rng.randint(7 * 60, 21 * 60)
        for speaker, text in lines:
            self.say(day, speaker, text, sess, minute)
            minute += self.rng.randint(1, 6)

    def other(self, not_names: tuple[str, ...], lang: str | None = None) -> str:
        pool = [p.name for p in self.people if p.name not in not_names
                and (lang is None or p.lang == lang)]  # fmt: skip
        if not pool:
            pool = [p.name for p in self.people if p.name not in not_names]
        return self.rng.choice(pool)

    def pick(self, options: tuple[str, ...]) -> str:
        return self.rng.choice(options)


# ---------------------------------------------------------------------------------------------
# People and their slots.
# ---------------------------------------------------------------------------------------------


def pick_people(rng: random.Random) -> list[Person]:
    """The seed's band: captain, keeper, a retired couple, students, learners, partners and
    three or four Chinese-speaking ringers (10 to 14 people)."""
    whos = [rng.choice(CAPTAINS), rng.choice(KEEPERS), *rng.choice(COUPLES)]
    whos += rng.sample(STUDENTS, rng.randint(2, 3)) + rng.sample(LEARNERS, rng.randint(1, 2))
    ringers = [w for w in whos if w.role not in ("retired",)]
    partners = rng.sample(PARTNERS, rng.randint(1, 2))
    whos += partners + rng.sample(ZH_PEOPLE, rng.randint(3, 4))
    while len(whos) > 14:
        whos.remove(next(w for w in whos if w.role in ("learner", "student") and w.lang == EN))
    people = [Person(w) for w in whos]
    by = {p.name: p for p in people}
    couple = [p for p in people if p.who.couple]
    couple[0].partner, couple[1].partner = couple[1].name, couple[0].name
    free = [w.name for w in ringers if w.name in by and not by[w.name].partner]
    for w, mate in zip(partners, rng.sample(free, len(partners)), strict=True):
        by[w.name].partner, by[mate].partner = mate, w.name
    rng.shuffle(people)
    return people


def plan_slots(rng: random.Random, people: list[Person]) -> list[Track]:
    """4 to 7 slots per person; households share their home (and the couple their energy)."""
    by = {p.name: p for p in people}
    tracks: list[Track] = []
    done: set[str] = set()
    for p in people:
        if p.name in done:
            continue
        if p.partner and p.partner in by:
            mate = by[p.partner]
            pair = (p.name, mate.name)
            tracks.append(Track(HOME, pair, p.lang))
            p.keys.append(HOME.key)
            mate.keys.append(HOME.key)
            if p.who.couple:
                tracks.append(Track(ENERGY, pair, p.lang))
                p.keys.append(ENERGY.key)
                mate.keys.append(ENERGY.key)
            done |= set(pair)
    for p in people:
        want = rng.randint(4, 7)
        choices = [s for s in (*SINGLE_SLOTS, *MULTI_SLOTS) if s.key not in p.keys]
        if p.who.role == "partner":
            choices = [s for s in choices if s is not METHOD]
        rng.shuffle(choices)
        # Ringers who are learning usually have a method slot; everyone likes variety.
        if p.who.role in ("learner", "student") and METHOD in choices:
            choices.remove(METHOD)
            choices.insert(0, METHOD)
        for s in choices[: max(0, want - len(p.keys))]:
            tracks.append(Track(s, (p.name,), p.lang))
            p.keys.append(s.key)
    return tracks


def pool_for(sdef: SlotDef, lang: str) -> tuple[str, ...]:
    return sdef.zh_pool if lang == ZH and sdef.zh_pool else sdef.pool


def spread_days(rng: random.Random, n: int, lo: int, hi: int, gap: int) -> list[int]:
    """n sorted days in [lo, hi] at least `gap` apart (fewer if they do not fit)."""
    for _ in range(200):
        days = sorted(rng.sample(range(lo, hi), n))
        if all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
            return days
    return [lo + i * gap for i in range(n) if lo + i * gap <= hi]


def fix_timeline(rng: random.Random, tr: Track) -> str:
    """Choose the values and their days; returns the plan outcome for the slot."""
    pool = list(pool_for(tr.sdef, tr.lang))
    rng.shuffle(pool)
    d0 = rng.randint(0, 70)
    if tr.sdef.multi:
        n_vals = rng.choice((2, 2, 3))
        tr.values = pool[:n_vals]
        tr.days = [d0, *spread_days(rng, n_vals - 1, 110, 640, 60)]
        tr.told = list(tr.days)
        tr.final = list(tr.values) if n_vals == 2 else tr.values[1:]
        tr.removed = [] if n_vals == 2 else tr.values[:1]
        if rng.random() < 0.3:
            tr.abandoned.add(pool[n_vals])
            return "idle"
        return "none"
    outcome = "none"
    if tr.sdef.plans:
        outcome = rng.choice(("none", "done", "done", "dropped", "idle", "pending"))
    n_changes = rng.choice((1, 1, 2, 2, 3))
    hi = 600 if outcome == "pending" else 690
    tr.values = pool[: n_changes + 1]
    tr.days = [d0, *spread_days(rng, n_changes, 110, hi, 55)]
    tr.told = list(tr.days)
    for i in range(1, len(tr.days)):
        if rng.random() < 0.2:
            told = tr.days[i] + rng.randint(14, 42)
            nxt = tr.days[i + 1] if i + 1 < len(tr.days) else LAST_DAY
            if told < nxt - 20:
                tr.told[i] = told
    if outcome in ("dropped", "idle", "pending"):
        extra = pool[len(tr.values)]
        if outcome == "pending":
            tr.pending = extra
        else:
            tr.abandoned.add(extra)
    return outcome


# ---------------------------------------------------------------------------------------------
# Writing the state news into the chat.
# ---------------------------------------------------------------------------------------------


class Writer:
    """Turns each track's timeline into chat lines, in many styles."""

    def __init__(self, chat: Chat) -> None:
        self.chat = chat
        self.rng = chat.rng

    def frag(self, tr: Track, lang: str, key: str, **kw: str) -> str:
        opts = tr.sdef.frags[lang].get(key) or tr.sdef.frags[lang]["pres" if not tr.sdef.multi
                                                                     else "has"]  # fmt: skip
        args = {"v": "", "old": "", "n": "", "x": ""} | kw
        return self.rng.choice(opts).format(**args)

    def wrap(self, lang: str, style: str, f: str, **kw: str) -> str:
        args = {"F": f, "P": self.rng.choice(PRE[lang]), "Q": self.rng.choice(POST[lang]),
                "n": "", "w": "", "G": "", "V": "", "W": ""} | kw  # fmt: skip
        template = self.rng.choice(WRAP[lang][style])
        if "{P} {F}" in template:
            args["F"] = cap(f)
        return template.format(**args)

    def lang(self, name: str) -> str:
        return self.chat.by_name[name].lang

    def reporter(self, tr: Track, holder: str) -> str:
        """Who tells the chat about someone else: their partner if any, else a friend."""
        mate = self.chat.by_name[holder].partner
        if mate in self.chat.by_name and mate not in tr.holders and self.rng.random() < 0.6:
            return mate
        return self.chat.other(tr.holders, self.lang(holder))

    def spare(self, tr: Track) -> str:
        """A value of the slot's pool that the track never uses (or '' if none is left)."""
        left = [v for v in pool_for(tr.sdef, tr.lang) if v not in tr.all_values()]
        return self.rng.choice(left) if left else ""

    # -- single-valued slots ---------------------------------------------------------------

    def single(self, tr: Track, outcome: str) -> None:
        for i, v in enumerate(tr.values):
            if i == 0:
                self.initial(tr, v, tr.told[0])
            else:
                self.change(tr, i)
            if i and self.rng.random() < 0.45:  # nostalgia: the old value, nothing changed
                hi = (tr.told[i + 1] if i + 1 < len(tr.values) else LAST_DAY) - 3
                lo = tr.told[i] + 8
                if lo < hi:
                    h = self.rng.choice(tr.holders)
                    lg = self.lang(h)
                    f = self.frag(tr, lg, "past", v=tr.values[i - 1])
                    self.chat.say(self.rng.randint(lo, hi), h, self.wrap(lg, "past", f))
        self.plans(tr, outcome)
        if "scoped" in tr.sdef.frags[tr.lang] and self.rng.random() < 0.4:
            lo, x = tr.told[-1] + 5, self.spare(tr)
            if lo < LAST_DAY - 5 and x:
                h = tr.holders[0]
                f = self.frag(tr, self.lang(h), "scoped", v=tr.values[-1], x=x)
                self.chat.say(self.rng.randint(lo, LAST_DAY - 2), h,
                              self.wrap(self.lang(h), "scoped", f))  # fmt: skip
                tr.mentioned.add(x)

    def initial(self, tr: Track, v: str, day: int) -> None:
        h = self.rng.choice(tr.holders)
        lg = self.lang(h)
        styles = ["direct", "direct", "chatty", "third"]
        if len(tr.holders) > 1 and "we" in tr.sdef.frags[lg]:
            styles += ["we", "we", "we"]
        style = self.rng.choice(styles)
        if style == "third":
            r = self.reporter(tr, h)
            rl = self.lang(r)
            f = self.frag(tr, rl, "pres3", n=h, v=v)
            self.chat.say(day, r, self.wrap(rl, "third", f))
        elif style == "we":
            self.chat.say(day, h, self.wrap(lg, "direct", self.frag(tr, lg, "we", v=v)))
        else:
            self.chat.say(day, h, self.wrap(lg, style, self.frag(tr, lg, "pres", v=v)))

    def change(self, tr: Track, i: int) -> None:
        v, old, day = tr.values[i], tr.values[i - 1], tr.told[i]
        h = self.rng.choice(tr.holders)
        lg = self.lang(h)
        shared = len(tr.holders) > 1 and "we" in tr.sdef.frags[lg]
        new = self.frag(tr, lg, "we" if shared and self.rng.random() < 0.7 else "new", v=v,
                        old=old)  # fmt: skip
        if day > tr.days[i]:  # told weeks after it happened
            weeks = min(6, max(2, round((day - tr.days[i]) / 7)))
            w = ZH_WEEKS[weeks] if lg == ZH else WEEKS[weeks]
            self.chat.say(day, h, self.wrap(lg, "late", new, w=w))
            return
        styles = ["direct", "direct", "chatty", "use", "use", "third", "pronoun", "neg",
                  "correct"]  # fmt: skip
        if self.chat.by_name[h].who.role in ("retired", "keeper", "captain"):
            styles.append("selfname")
        style = self.rng.choice(styles)
        if style in ("direct", "chatty"):
            self.chat.say(day, h, self.wrap(lg, style, new))
        elif style == "use":
            self.chat.say(day, h, self.wrap(lg, "use", self.frag(tr, lg, "use", v=v)))
        elif style == "third":
            r = self.reporter(tr, h)
            rl = self.lang(r)
            self.chat.say(day, r, self.wrap(rl, "third", self.frag(tr, rl, "new3", n=h, v=v)))
        elif style == "pronoun":  # a friend (not the household) saw them; then "she ..."
            mate = self.chat.by_name[h].partner
            r = self.chat.other((*tr.holders, mate), lg)
            rl = self.lang(r)
            g = self.chat.by_name[h].who.gender
            pron = ZH_PRONOUN[g] if rl == ZH else PRONOUN[g][0]
            tail = self.rng.choice(("。", "，挺好的。")) if rl == ZH else self.rng.choice(
                (".", ", apparently.", f". Good for {PRONOUN[g][1]}."))  # fmt: skip
            self.chat.convo(day, [
                (r, self.rng.choice(SPOTTED[rl]).format(n=h)),
                (r, cap(self.frag(tr, rl, "new3", n=pron, v=v)) + tail),
            ])  # fmt: skip
        elif style == "neg":
            a = self.chat.other(tr.holders, lg)
            al = self.lang(a)
            ask = self.rng.choice(ASK_PRE[al]).format(n=h) + " " + self.frag(tr, al, "ask", old=old)
            g = cap(self.frag(tr, lg, "pres", v=v))
            neg = self.frag(tr, lg, "neg", old=old)
            self.chat.convo(day, [(a, ask.replace("， ", "，")),
                                  (h, self.wrap(lg, "neg_answer", neg, G=g))])  # fmt: skip
        elif style == "correct" and (w := self.spare(tr)):
            slip = self.frag(tr, lg, "new", v=w, old=old)
            tr.wrong.add(w)
            self.chat.convo(day, [(h, self.wrap(lg, "direct", slip)),
                                  (h, self.wrap(lg, "correct", "", V=v, W=w))])  # fmt: skip
        else:  # selfname (or a correction with no spare value)
            f = self.frag(tr, lg, "new3", n=h, v=v)
            self.chat.say(day, h, self.wrap(lg, "selfname", f, n=h))

    def plans(self, tr: Track, outcome: str) -> None:
        h = tr.holders[0]
        lg = self.lang(h)
        if outcome == "done" and len(tr.values) > 1:
            lo = tr.told[-2] + 5
            hi = tr.days[-1] - 15
            if lo < hi:
                f = self.frag(tr, lg, "inf", v=tr.values[-1])
                self.chat.say(self.rng.randint(max(lo, hi - 60), hi), h, self.wrap(lg, "plan", f))
        elif outcome in ("dropped", "idle"):
            p = next(iter(sorted(tr.abandoned)))
            day = self.rng.randint(tr.told[0] + 10, 560)
            f = self.frag(tr, lg, "inf", v=p)
            if outcome == "idle":
                self.chat.say(day, h, self.wrap(lg, "idle", f))
            else:
                self.chat.say(day, h, self.wrap(lg, "plan", f))
                self.chat.say(day + self.rng.randint(20, 100), h, self.wrap(lg, "drop", f))
        elif outcome == "pending":
            lo = max(tr.told[-1] + 10, 640)
            f = self.frag(tr, lg, "inf", v=tr.pending)
            self.chat.say(self.rng.randint(lo, max(lo, 720)), h, self.wrap(lg, "plan", f))

    # -- multi-valued slots ------------------------------------------------------------------

    def multi(self, tr: Track, outcome: str) -> None:
        h = tr.holders[0]
        lg = self.lang(h)
        first, second = tr.values[0], tr.values[1]
        style = self.rng.choice(("direct", "chatty", "third"))
        if style == "third":
            r = self.reporter(tr, h)
            rl = self.lang(r)
            self.chat.say(tr.days[0], r, self.wrap(rl, "third", self.frag(tr, rl, "has3", n=h,
                                                                          v=first)))  # fmt: skip
        else:
            self.chat.say(tr.days[0], h, self.wrap(lg, style, self.frag(tr, lg, "has", v=first)))
        # the second value comes alongside the first
        style = self.rng.choice(("direct", "chatty", "third", "use_both"))
        if style == "third":
            r = self.reporter(tr, h)
            rl = self.lang(r)
            f = self.frag(tr, rl, "add3", n=h, v=second)
            self.chat.say(tr.days[1], r, self.wrap(rl, "third", f))
        elif style == "use_both":  # shown by use, then the old one named in passing
            self.chat.say(tr.days[1], h, self.wrap(lg, "use", self.frag(tr, lg, "use", v=second)))
            f = self.frag(tr, lg, "has", v=first)
            later = min(LAST_DAY, tr.days[1] + self.rng.randint(5, 30))
            tail = "，这个一直没变。" if lg == ZH else " too, still."
            self.chat.say(later, h, cap(f) + tail)
        else:
            f = self.frag(tr, lg, "add", v=second, old=first)
            self.chat.say(tr.days[1], h, self.wrap(lg, style, f))
        if len(tr.values) > 2:  # the first one goes, a third arrives
            third = tr.values[2]
            f = self.frag(tr, lg, "remove", old=first)
            g = self.frag(tr, lg, "add", v=third, old=second)
            joiner = "。另外，" if lg == ZH else ". On a happier note, "
            self.chat.say(tr.days[2], h, cap(f) + joiner + g + ("。" if lg == ZH else "."))
        if outcome == "idle" and tr.abandoned:
            p = next(iter(sorted(tr.abandoned)))
            f = self.frag(tr, lg, "inf", v=p)
            self.chat.say(self.rng.randint(80, 700), h, self.wrap(lg, "idle", f))

    # -- distractors ---------------------------------------------------------------------

    def distractors(self, tr: Track, taken: dict[tuple[str, str], set[str]]) -> None:
        """Lines naming values of the same kind that are nobody's state."""
        for _ in range(self.rng.randint(1, 2)):
            if self.rng.random() < 0.5:
                speaker = tr.holders[0]
            else:
                speaker = self.chat.other(tr.holders)
            sl = self.lang(speaker)
            own = taken.get((speaker, tr.key), set())
            left = [v for v in pool_for(tr.sdef, sl) if v not in own and v not in tr.all_values()]
            if speaker in tr.holders:
                left = [v for v in left if v not in tr.all_values()]
            if not left:
                continue
            x = self.rng.choice(left)
            if speaker in tr.holders:
                tr.mentioned.add(x)
            else:
                # a friend's remark may also name the holder's old value, as a question
                if (
                    tr.values
                    and self.rng.random() < 0.3
                    and not tr.sdef.multi
                    and sl == tr.lang
                    and tr.values[0] not in own
                ):
                    x = tr.values[0]
            text = self.rng.choice(tr.sdef.frags[sl]["dist"]).format(x=x)
            self.chat.say(self.rng.randint(0, LAST_DAY), speaker, text)


# ---------------------------------------------------------------------------------------------
# Everyday chat with no state news.
# ---------------------------------------------------------------------------------------------

METHODS = ("Plain Bob", "Grandsire", "Stedman", "Cambridge", "Kent", "Little Bob", "call changes")
TOWERS = ("St Botolph's", "St Giles", "St Peter at Gowts", "St Mary le Wigford", "the Cathedral",
          "St Swithin's", "St Nicholas", "St Benedict's")  # fmt: skip
PUBS = ("the Strugglers", "the Victoria", "the Morning Star", "the Jolly Brewer", "the Wig & Mitre")
WEEKDAY = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

FILLER = {
    EN: (
        "Practice as normal on {d}, 7:30 start. Bring a jumper, the heater's broken.",
        "Who's up for the quarter peal attempt at {t} on {d}? Need a {m} band.",
        "That touch of {m} tonight was the best we've rung all year, well done all.",
        "Sorry everyone, I lost it in the {m} again, my brain left the building.",
        "Reminder: wedding on Saturday, ringing from 1:15. Smart clothes please!",
        "Anyone seen my glasses? Think I left them on the ringing chamber windowsill.",
        "Who's in {p} after? I'll get the first round in.",
        "The clock's stopped again. Tower captain says don't touch it.",
        "Great turnout tonight, 14 ringers! Even the ones who only come for the pub.",
        "District striking competition is at {t} this year. Practice, practice, practice.",
        "Snow on the steps, be careful coming up the spiral, it's lethal.",
        "There's a bat in the belfry again. Don't panic, it's protected.",
        "Cake for the band on {d}, it's my birthday. No singing please.",
        "Has anyone got a spare copy of the Diary? Mine's full of tea stains.",
        "Outing to the Fens towers in June, sign up on the sheet in the porch.",
        "The new ropes for {t} arrived, they're lovely and fluffy.",
        "Tenor went over the balance, stay was fine, nobody hurt, just my pride.",
        "Remembrance Sunday ringing half-muffled, muffles are in the cupboard.",
        "Learners' session on {d} morning, all help welcome.",
        "That rain on the way to {p}, honestly. Lincoln in November.",
        "Lovely evening at {t}, their back six are a joy to ring.",
        "Who took my pen, the one that says 'property of the tower secretary'?",
        "Christmas Market traffic means park elsewhere this weekend.",
        "Reminder subs are due, £15, cash or bank transfer to the treasurer.",
        "Thanks all for ringing for the Coronation rehearsal, what a day.",
        "Met a visiting band from Yorkshire at {t}, very friendly, rang {m} beautifully.",
        "Steep Hill in the ice should be an Olympic event.",
        "Does anyone know if {t} still practise on {d}s?",
        "Quiz night at {p} next {d}, we need a team name. 'Treble Trouble'?",
        "Note to self: don't eat a curry before ringing {m}.",
        "Ringing World says the national 12-bell final is on the telly, sort of.",
        "I've left my rope gloves in {p}, if anyone's passing.",
        "We're ringing for the Mayor's service on {d}, 10:15 at the door please.",
        "Well done on your first quarter peal, absolutely brilliant!",
        "Belfry maintenance day on {d}: grease, spanners and biscuits provided.",
        "Happy 新年 to everyone celebrating! 🧧",
        "Xièxie for the dumplings last week, they were 好吃!",
        "Can someone explain bobs and singles in {m} to me again, slowly?",
        "Brilliant striking in the rounds tonight, I could hear the difference.",
        "Heads up: {t} is closed for repairs until spring.",
    ),
    ZH: (
        "今晚的{m}敲得真好！",
        "{d}练习照常吗？",
        "我又在{m}里乱了，不好意思大家。",
        "谁去{p}？我请第一轮。",
        "楼梯上有冰，大家小心。",
        "下周{d}有人去{t}吗？",
        "钟楼里又有蝙蝠了😂",
        "新年快乐！饺子我带去练习的时候吃。",
        "{t}的新钟绳到了，摸起来很舒服。",
        "有人能再讲一下{m}的bob和single吗？",
        "今晚来了好多人，好热闹。",
        "圣诞市场人太多了，这周末别在那边停车。",
        "婚礼敲钟周六一点十五，记得穿正式一点。",
        "第一次完成quarter peal，好激动！",
        "林肯的雨什么时候停啊。",
        "我把手套忘在{p}了，谁路过帮我拿一下？",
    ),
}


def write_filler(chat: Chat, count: int) -> None:
    """Everyday threads of one to four turns, spread over the two years."""
    rng = chat.rng
    written = 0
    while written < count:
        day = rng.randint(0, LAST_DAY)
        n = min(count - written, rng.choice((1, 1, 2, 2, 3, 4)))
        lines = []
        for _ in range(n):
            who = rng.choice(chat.people)
            text = rng.choice(FILLER[who.lang]).format(
                d=rng.choice(WEEKDAY), t=rng.choice(TOWERS), p=rng.choice(PUBS),
                m=rng.choice(METHODS))  # fmt: skip
            lines.append((who.name, text))
        chat.convo(day, lines)
        written += n


# ---------------------------------------------------------------------------------------------
# Probes.
# ---------------------------------------------------------------------------------------------


def question(tr: Track, holder: str, lang: str, kind: str) -> str:
    qs_ = tr.sdef.questions[lang]
    return qs_[kind].format(n=holder)


def track_probes(rng: random.Random, tr: Track, langs: dict[str, str]) -> tuple[list, list]:
    """(must-keep probes, optional probes) for one track."""
    must: list[dict[str, Any]] = []
    optional: list[dict[str, Any]] = []
    values = sorted(tr.all_values())

    def probe(holder: str, kind: str, gold: list[str], **extra: Any) -> dict[str, Any]:
        return {"subject": holder, "kind": kind, "slot": tr.key,
                "question": question(tr, holder, langs[holder], kind), "gold": gold,
                "outdated": extra.get("outdated", []), "values": values,
                "abandoned": sorted(tr.abandoned),
                **({"as_of_day": extra["as_of_day"]} if "as_of_day" in extra else {})}  # fmt: skip

    if tr.sdef.multi:
        must.append(probe(tr.holders[0], "coexisting", sorted(tr.final),
                          outdated=sorted(tr.removed)))  # fmt: skip
        return must, optional
    cur = tr.values[-1]
    old = sorted((set(tr.values[:-1]) | tr.wrong) - {cur})
    for h in tr.holders:
        must.append(probe(h, "current", [cur], outdated=old))
    if tr.pending:
        must.append(probe(tr.holders[0], "planning", [tr.pending]))
    if len(tr.values) > 1:
        optional.append(probe(rng.choice(tr.holders), "historical", [tr.values[-2]]))
    windows = []
    for i, v in enumerate(tr.values):
        lo = tr.told[i] + 4
        hi = (tr.days[i + 1] if i + 1 < len(tr.values) else LAST_DAY) - 4
        if hi - lo >= 10 and (i + 1 < len(tr.values) or len(tr.values) == 1):
            windows.append((lo, hi, v))
    if windows:
        lo, hi, v = rng.choice(windows)
        optional.append(probe(rng.choice(tr.holders), "as_of", [v],
                              as_of_day=rng.randint(lo, hi)))  # fmt: skip
    return must, optional


# ---------------------------------------------------------------------------------------------
# The world.
# ---------------------------------------------------------------------------------------------


def generate(seed: int) -> dict[str, Any]:
    """The seeded band's chat: episodes (time-ordered) and probes with gold values."""
    rng = random.Random(f"{GENERATOR}:{seed}")
    people = pick_people(rng)
    chat = Chat(rng, people)
    writer = Writer(chat)
    tracks = plan_slots(rng, people)
    outcomes = [fix_timeline(rng, tr) for tr in tracks]
    for tr, outcome in zip(tracks, outcomes, strict=True):
        if tr.sdef.multi:
            writer.multi(tr, outcome)
        else:
            writer.single(tr, outcome)
    taken: dict[tuple[str, str], set[str]] = {}
    for tr in tracks:
        for h in tr.holders:
            taken.setdefault((h, tr.key), set()).update(tr.all_values())
    for tr in tracks:
        writer.distractors(tr, taken)
    target = rng.randint(560, 760)
    write_filler(chat, max(0, target - len(chat.episodes)))
    order = sorted(
        range(len(chat.episodes)),
        key=lambda i: (chat.episodes[i]["day"], chat.episodes[i]["minute"], i),
    )
    episodes = [chat.episodes[i] for i in order]
    langs = {p.name: p.lang for p in people}
    must: list[dict[str, Any]] = []
    optional: list[dict[str, Any]] = []
    for tr in tracks:
        m, o = track_probes(rng, tr, langs)
        must += m
        optional += o
    rng.shuffle(optional)
    want = max(0, rng.randint(110, 136) - len(must))
    probes = must + optional[:want]
    probes.sort(key=lambda p: (p["subject"], p["slot"], KINDS.index(p["kind"])))
    return {
        "generator": GENERATOR,
        "seed": seed,
        "start": START,
        "people": [{"name": p.name, "role": p.who.role, "language": p.lang,
                    "partner": p.partner, "slots": list(p.keys)} for p in people],
        "episodes": episodes,
        "probes": probes,
    }  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------------------------


def _mentions(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    pattern = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in a generated world (an empty list when it is sound)."""
    errors: list[str] = []
    people = {p["name"]: p for p in world["people"]}
    if not 10 <= len(people) <= 14:
        errors.append(f"{len(people)} people")
    for p in people.values():
        if not 4 <= len(p["slots"]) <= 7:
            errors.append(f"{p['name']} has {len(p['slots'])} slots")
    eps = world["episodes"]
    if not 500 <= len(eps) <= 800:
        errors.append(f"{len(eps)} episodes")
    last = (-1, -1)
    for i, e in enumerate(eps):
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errors.append(f"episode {i} keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 24 * 60):
            errors.append(f"episode {i} time {e['day']}/{e['minute']}")
        if (e["day"], e["minute"]) < last:
            errors.append(f"episode {i} out of order")
        last = (e["day"], e["minute"])
        if e["speaker"] not in people or e["language"] != people[e["speaker"]]["language"]:
            errors.append(f"episode {i} speaker/language")
        if not e["text"].strip() or "{" in e["text"] or "}" in e["text"]:
            errors.append(f"episode {i} text {e['text']!r}")
    texts = [e["text"] for e in eps]
    probes = world["probes"]
    if not 100 <= len(probes) <= 140:
        errors.append(f"{len(probes)} probes")
    for j, p in enumerate(probes):
        tag = f"probe {j} ({p['subject']}/{p['slot']}/{p['kind']})"
        if p["kind"] not in KINDS or p["subject"] not in people or not p["question"]:
            errors.append(f"{tag}: kind/subject/question")
        if not p["slot"].replace("_", "").isalpha() or p["slot"] != p["slot"].lower():
            errors.append(f"{tag}: slot name")
        gold, outdated = set(p["gold"]), set(p["outdated"])
        abandoned, values = set(p["abandoned"]), set(p["values"])
        if not gold:
            errors.append(f"{tag}: no gold")
        for g in gold:
            if not any(g in t for t in texts):
                errors.append(f"{tag}: gold {g!r} never said")
        if gold & outdated or gold & abandoned:
            errors.append(f"{tag}: gold also outdated/abandoned")
        if not (gold | outdated | abandoned) <= values:
            errors.append(f"{tag}: values incomplete")
        for a in values:
            for b in values:
                if a != b and _mentions(b, a):
                    errors.append(f"{tag}: value {a!r} inside {b!r}")
        if (p["kind"] == "as_of") != ("as_of_day" in p):
            errors.append(f"{tag}: as_of_day")
        zh_q = any("\u4e00" <= ch <= "\u9fff" for ch in p["question"])
        if zh_q != (people[p["subject"]]["language"] == ZH):
            errors.append(f"{tag}: question language")
    if len({(p["subject"], p["slot"], p["kind"]) for p in probes}) != len(probes):
        errors.append("duplicate probes")
    return errors


def main() -> int:
    failed = False
    for seed in (7, 11, 23):
        world = generate(seed)
        errors = validate(world)
        if generate(seed) != world:
            errors.append("not deterministic")
        kinds: dict[str, int] = {}
        for p in world["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        zh_eps = sum(e["language"] == ZH for e in world["episodes"])
        zh_people = sum(p["language"] == ZH for p in world["people"])
        print(f"seed {seed}: {len(world['people'])} people ({zh_people} zh), "
              f"{len(world['episodes'])} episodes ({zh_eps} zh), {len(world['probes'])} probes "
              f"{dict(sorted(kinds.items()))}")  # fmt: skip
        for err in errors[:20]:
            print("  ERROR", err)
        failed = failed or bool(errors)
    print("self-check", "FAILED" if failed else "ok")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
