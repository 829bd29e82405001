"""Blind text world ``blind_ad``: a Cardiff community choir's group chat over two years.

``generate(seed)`` invents ten to fourteen choir members (and their partners and families)
chatting in the choir's group chat: rehearsals, concerts, car-sharing, tea rotas and life
news.  Each person has four to seven state slots (neighbourhood, employer, voice part, phone
network, car, energy supplier, streaming service, gym, language being learnt, pets,
instruments) whose values change one to three times.  The changes are told straight out,
shown only by use, reported by somebody else (sometimes through a pronoun), told weeks
late, corrected, negated, planned and carried out, planned and dropped, or merely mused
about; distractor lines name values of the same kind without asserting them.  About a
quarter of the members write in simplified Chinese.

Written blind from a brief of situations, without knowledge of the extractor.  The returned
dict is read by ``bench.states.load_text_world``.  Standard library only; deterministic
given the seed.  ``python -m bench.text_worlds.blind_ad`` runs a self-check.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_ad"
START = "2023-01-02T08:00:00+00:00"
START_DT = datetime(2023, 1, 2, 8, 0)
LAST_DAY = 729
EN = "en"
ZH = "zh"

PEOPLE_EN = (
    ("Gwen", "f"), ("Rhys", "m"), ("Carys", "f"), ("Owain", "m"), ("Bethan", "f"),
    ("Gareth", "m"), ("Ffion", "f"), ("Huw", "m"), ("Megan", "f"), ("Tomos", "m"),
    ("Nia", "f"), ("Aled", "m"), ("Kath", "f"), ("Dave", "m"), ("Priya", "f"),
    ("Marcus", "m"), ("Lowri", "f"), ("Jonno", "m"), ("Sue", "f"), ("Ianto", "m"),
)  # fmt: skip
PEOPLE_ZH = (
    ("Mei", "f"), ("Tao", "m"), ("Xiaoyu", "f"), ("Hao", "m"), ("Lihua", "f"),
    ("Wei", "m"), ("Yan", "f"), ("Zhen", "m"),
)  # fmt: skip


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: value pools, questions and phrasings per language.

    Template groups: state (first-person present), new (first-person change or addition,
    may name {old}), use (the new value shown in passing), third ({n} = name or pronoun),
    past (with {when}, for late reports), plan, drop ({v} = the dropped plan, {old} = kept),
    dist (value {x} named without being anyone's state), ask (someone assumes {old}),
    scope (optional: {v} mostly, {x} for one part of life).
    """

    key: str
    multi: bool
    plans: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    t: dict[str, dict[str, tuple[str, ...]]]


HOME = Slot(
    key="neighbourhood",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Canton",
            "Pontcanna",
            "Roath",
            "Splott",
            "Llandaff",
            "Whitchurch",
            "Grangetown",
            "Cathays",
            "Penarth",
            "Rhiwbina",
            "Llanishen",
            "Radyr",
            "Pentwyn",
            "Cyncoed",
            "Butetown",
        )
    },  # fmt: skip
    q={
        EN: {
            "current": "Which part of Cardiff does {n} live in now?",
            "historical": "Where did {n} live before moving to {cur}?",
            "as_of": "Which part of Cardiff does {n} live in?",
            "planning": "Where is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在住在卡迪夫哪个区？",
            "historical": "{n}搬到{cur}之前住在哪里？",
            "as_of": "{n}住在哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    },  # fmt: skip
    t={
        EN: {
            "state": (
                "I live in {v}",
                "we're in {v}",
                "home's {v} these days",
                "I've got a little terrace in {v}",
                "I'm over in {v}",
            ),
            "new": (
                "we've moved to {v}",
                "we got the keys to the new place in {v} on Friday",
                "I've left {old} and moved to {v}",
                "I'm officially a {v} resident now",
                "the move is done and we're in {v}",
            ),
            "use": (
                "my walk to rehearsal from the new place in {v} is about twenty minutes, lovely in the evenings",
                "I'm still unpacking boxes in the new house in {v}",
                "the new neighbours here in {v} already brought round a lasagne",
                "there's a brilliant bakery round the corner from our new flat in {v}",
            ),
            "third": (
                "{n} has moved to {v}",
                "{n} lives in {v} now",
                "{n} has got a new place in {v}",
            ),
            "past": ("we moved to {v} {when}", "I moved house to {v} {when}"),
            "plan": (
                "we're thinking about moving to {v}",
                "we've put an offer in on a house in {v}",
                "we're looking at flats in {v}",
                "I'm hoping to move to {v} in the spring",
            ),
            "drop": (
                "the house in {v} fell through, so we're staying put in {old}",
                "we've decided against {v} in the end, staying in {old}",
                "forget {v}, the survey was a horror show, we're staying in {old}",
            ),
            "dist": (
                "there's a new café opened in {x}, anyone tried it?",
                "the traffic through {x} was horrendous tonight",
                "my cousin is selling a flat in {x} if anyone's looking",
                "would anyone actually choose to live in {x}? Asking for a friend 😂",
                "parking in {x} is a nightmare, I went round the block four times",
            ),
            "ask": (
                "{n}, you're still in {old}, aren't you? Could you do a pick-up on the way?",
                "{n} are you still over in {old}?",
            ),
        },
        ZH: {
            "state": ("我住在{v}", "我们家在{v}", "我现在住{v}那边"),
            "new": ("我们搬到{v}了", "新家在{v}，上周刚拿到钥匙", "我从{old}搬到{v}了"),
            "use": (
                "从{v}的新家走去排练大概二十分钟",
                "还在{v}的新家拆箱子，累死了",
                "{v}新家楼下有家很好吃的面包店",
            ),
            "third": ("{n}搬到{v}了", "{n}现在住在{v}"),
            "past": ("{when}我们就搬到{v}了",),
            "plan": ("我们在考虑搬到{v}", "最近在看{v}的房子", "打算明年春天搬去{v}"),
            "drop": ("{v}那套房子黄了，我们还是留在{old}", "不搬{v}了，还是住{old}"),
            "dist": (
                "{x}新开了一家奶茶店，有人去过吗？",
                "今天{x}堵车堵死了",
                "有朋友在{x}卖房子，有需要的可以找我",
            ),
            "ask": ("{n}，你还住在{old}吗？", "{n}还在{old}吧？顺路接一下人可以吗"),
        },
    },
)

EMPLOYER = Slot(
    key="employer",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Admiral",
            "Cardiff Council",
            "BBC Cymru Wales",
            "Glanmor Labs",
            "Dragon Print",
            "Taff Logistics",
            "Brains Brewery",
            "Hiraeth Games",
            "Castle Arcade Books",
            "Tŷ Bara Bakery",
            "Bayview Care Home",
            "Cardiff Met",
        )
    },  # fmt: skip
    q={
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before {cur}?",
            "as_of": "Where does {n} work?",
            "planning": "Which employer is {n} thinking of moving to?",
        },
        ZH: {
            "current": "{n}现在在哪里工作？",
            "historical": "{n}在{cur}之前在哪里工作？",
            "as_of": "{n}在哪里工作？",
            "planning": "{n}打算去哪里工作？",
        },
    },  # fmt: skip
    t={
        EN: {
            "state": (
                "I work at {v}",
                "I'm at {v} these days",
                "I've been at {v} for years",
                "I do the accounts for {v}",
            ),
            "new": (
                "I've started a new job at {v}",
                "I've left {old}, starting at {v} on Monday",
                "I got the job at {v}!",
                "first week at {v} done and dusted",
            ),
            "use": (
                "sorry I missed Thursday, the {v} induction ran late",
                "my new manager at {v} is lovely, bit of a change",
                "the canteen at {v} does a decent cawl on Fridays, who knew",
                "got my {v} lanyard today, feel very official",
            ),
            "third": (
                "{n} has got a new job at {v}",
                "{n} works at {v} now",
                "{n} has started at {v}",
            ),
            "past": ("I started at {v} {when}", "I actually moved jobs to {v} {when}"),
            "plan": (
                "I've got an interview at {v} next week",
                "I'm thinking of applying to {v}",
                "{v} have offered me a job, I'm weighing it up",
            ),
            "drop": (
                "I turned down {v} in the end, staying at {old}",
                "the {v} thing didn't happen, still at {old}",
            ),
            "dist": (
                "{x} are hiring if anyone knows someone looking",
                "did you see {x} in the news?",
                "my nephew wants to work for {x}, any tips?",
                "the {x} advert on the radio is so annoying",
            ),
            "ask": (
                "{n}, are you still at {old}? My friend wants to ask about jobs there",
                "{n} you still working at {old}?",
            ),
        },
        ZH: {
            "state": ("我在{v}上班", "我现在在{v}工作"),
            "new": (
                "我换工作了，现在在{v}",
                "我从{old}辞职了，下周一开始去{v}上班",
                "{v}的offer拿到了！",
            ),
            "use": ("刚办完{v}的入职手续，累死了", "{v}的新同事人都挺好的", "今天拿到{v}的工牌了"),
            "third": ("{n}现在在{v}上班", "{n}换工作去{v}了"),
            "past": ("{when}我就换到{v}上班了",),
            "plan": ("我下周去{v}面试", "在考虑要不要投{v}"),
            "drop": ("{v}那边我最后没去，还是留在{old}", "不去{v}了，还在{old}"),
            "dist": ("{x}在招人，有需要的可以看看", "新闻里说{x}要裁员了", "我侄子想去{x}工作"),
            "ask": ("{n}你还在{old}上班吗？",),
        },
    },
)

VOICE = Slot(
    key="voice_part",
    multi=False,
    plans=True,
    pool={
        "en_f": ("soprano", "alto", "mezzo"),
        "en_m": ("tenor", "baritone", "bass"),
        "zh_f": ("女高音", "女中音", "女低音"),
        "zh_m": ("男高音", "男中音", "男低音"),
    },  # fmt: skip
    q={
        EN: {
            "current": "Which voice part does {n} sing now?",
            "historical": "Which part did {n} sing before {cur}?",
            "as_of": "Which voice part does {n} sing?",
            "planning": "Which voice part is {n} thinking of moving to?",
        },
        ZH: {
            "current": "{n}现在唱哪个声部？",
            "historical": "{n}唱{cur}之前唱什么声部？",
            "as_of": "{n}唱哪个声部？",
            "planning": "{n}打算换到哪个声部？",
        },
    },  # fmt: skip
    t={
        EN: {
            "state": ("I sing {v}", "I'm in the {v} section", "I've always sung {v}"),
            "new": (
                "I've moved over to {v}",
                "Eleri has put me in the {v} section from this term",
                "I'm singing {v} now",
                "I've switched from {old} to {v}",
            ),
            "use": (
                "my {v} line in the Fauré is all over the place, help",
                "sitting with the {v} section is so different, you hear everything",
                "can someone send me the {v} rehearsal track now I've changed parts?",
            ),
            "third": (
                "{n} is singing {v} now",
                "{n} has moved to the {v} section",
                "{n} sings {v} these days",
            ),
            "past": ("I moved to {v} {when}",),
            "plan": (
                "Eleri thinks I should try {v}",
                "I'm thinking of moving to {v} next term",
                "I might try {v} for the spring concert",
            ),
            "drop": (
                "tried {v} for a week, not for me, back to {old}",
                "I'm sticking with {old}, {v} was too much of a stretch",
            ),
            "dist": (
                "the {x} solo in the Karl Jenkins gives me goosebumps",
                "we really need more {x} voices for the summer concert",
                "my daughter's school choir has no {x} at all",
                "if I could sing {x} I'd be showing off all day 😂",
            ),
            "ask": (
                "{n}, still on {old}? Need to sort the seating plan",
                "{n} are you sitting with the {old} section on Saturday?",
            ),
        },
        ZH: {
            "state": ("我唱{v}", "我在{v}声部"),
            "new": ("我换到{v}声部了", "指挥让我从这学期开始唱{v}", "我从{old}换到{v}了"),
            "use": ("我的{v}声部谱子还没背熟", "坐在{v}那边听得特别清楚，换了声部感觉很不一样"),
            "third": ("{n}现在唱{v}", "{n}换到{v}声部了"),
            "past": ("{when}我就换去唱{v}了",),
            "plan": ("指挥觉得我可以试试{v}", "下学期想试试{v}"),
            "drop": ("试了一周{v}，还是回{old}了", "还是唱{old}吧，{v}太难了"),
            "dist": ("卡尔·詹金斯那首的{x}独唱太好听了", "我们合唱团太缺{x}了"),
            "ask": ("{n}还在{old}声部吗？排座位要用",),
        },
    },
)

PHONE = Slot(
    key="mobile_network",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Vodafone",
            "O2",
            "giffgaff",
            "Tesco Mobile",
            "Sky Mobile",
            "Lyca Mobile",
            "Dyfi Mobile",
            "Voxi",
            "Smarty",
        )
    },  # fmt: skip
    q={
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which network was {n} on before {cur}?",
            "as_of": "Which mobile network is {n} on?",
            "planning": "Which mobile network is {n} thinking of switching to?",
        },
        ZH: {
            "current": "{n}现在手机用哪家运营商？",
            "historical": "{n}换{cur}之前用哪家运营商？",
            "as_of": "{n}用哪家运营商？",
            "planning": "{n}打算换哪家运营商？",
        },
    },  # fmt: skip
    t={
        EN: {
            "state": ("I'm on {v}", "my phone's with {v}", "I've been with {v} for ages"),
            "new": (
                "I've switched my phone to {v}",
                "ported my number over to {v} yesterday",
                "left {old} and went to {v}, half the price",
            ),
            "use": (
                "the {v} signal in the cathedral is non-existent, that's why I didn't reply",
                "my new {v} SIM came today so I'm back online",
                "just had my first bill from {v}, so much cheaper",
            ),
            "third": ("{n} is on {v} now", "{n} has switched to {v}"),
            "past": ("I moved my phone over to {v} {when}",),
            "plan": (
                "I'm thinking of moving my phone to {v}",
                "my contract's up, probably going to {v}",
            ),
            "drop": (
                "stayed with {old} in the end, they matched the {v} price",
                "not bothering with {v}, {old} is fine",
            ),
            "dist": (
                "{x} are doing a deal on SIM-only if anyone's looking",
                "my brother says {x} is rubbish up the Valleys",
                "anyone know if {x} works in France? Asking for the tour",
                "that {x} advert with the dancing dog 🙄",
            ),
            "ask": ("{n}, you're still on {old}? Is the signal ok at the church hall?",),
            "scope": (
                "I'm on {v} for my own phone, but the work mobile is {x}",
                "{v} for everything personal, though work gave me a {x} phone",
            ),
        },
        ZH: {
            "state": ("我手机用的是{v}", "我的号是{v}的"),
            "new": ("我手机换到{v}了", "昨天把号码转到{v}了", "从{old}换成{v}了，便宜一半"),
            "use": ("新的{v}卡今天到了，终于有信号了", "{v}在教堂里一点信号都没有，所以没回消息"),
            "third": ("{n}手机换成{v}了", "{n}现在用{v}"),
            "past": ("{when}我就把手机换到{v}了",),
            "plan": ("合约到期了，想换{v}", "在考虑换到{v}"),
            "drop": ("最后没换{v}，{old}给我降价了",),
            "dist": ("{x}最近有优惠", "听说{x}在山谷那边信号很差"),
            "ask": ("{n}你还用{old}吗？",),
            "scope": ("我自己的手机用{v}，工作手机是{x}的",),
        },
    },
)

CAR = Slot(
    key="car",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Ford Fiesta",
            "Vauxhall Corsa",
            "Toyota Yaris",
            "Nissan Leaf",
            "Kia Niro",
            "Skoda Octavia",
            "Honda Jazz",
            "VW Polo",
            "Volvo XC40",
            "Mazda MX-5",
        )
    },  # fmt: skip
    q={
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What did {n} drive before the {cur}?",
            "as_of": "What car does {n} drive?",
            "planning": "Which car is {n} thinking of getting?",
        },
        ZH: {
            "current": "{n}现在开什么车？",
            "historical": "{n}在{cur}之前开什么车？",
            "as_of": "{n}开什么车？",
            "planning": "{n}打算买什么车？",
        },
    },  # fmt: skip
    t={
        EN: {
            "state": ("I drive a {v}", "I've got a {v}", "my car's a {v}"),
            "new": (
                "I've got a new car, a {v}!",
                "traded the {old} in for a {v}",
                "picked up the {v} on Saturday, very excited",
            ),
            "use": (
                "I can take three in the {v} on Thursday if anyone needs a lift",
                "the {v} is brilliant on the hills, so much better than the old one",
                "I'll be outside in the {v}, the blue one, new car so don't laugh at my parking",
            ),
            "third": (
                "{n} has got a {v} now",
                "{n} drives a {v} these days",
                "{n} has swapped cars, it's a {v}",
            ),
            "past": ("I changed my car for a {v} {when}",),
            "plan": ("I'm thinking about getting a {v}", "test drove a {v} today, very tempted"),
            "drop": (
                "decided against the {v}, keeping the {old} another year",
                "the {v} was way over budget, so the {old} lives on",
            ),
            "dist": (
                "someone's {x} was blocking the church car park again",
                "my neighbour's {x} alarm went off at 3am",
                "is a {x} any good? Asking for my sister",
                "saw the price of a new {x}, they want how much?!",
            ),
            "ask": ("{n}, are you bringing the {old} on Saturday? Need to know how many seats",),
            "scope": (
                "I drive the {v} day to day, but we take the family {x} on long trips",
                "the {v} is mine, though for the choir tour I'll borrow my brother's {x}",
            ),
        },
        ZH: {
            "state": ("我开的是{v}", "我有一辆{v}"),
            "new": ("换车了，新车是{v}", "把{old}卖了，买了辆{v}"),
            "use": ("周四我开{v}可以带三个人", "{v}上坡比以前那辆好开多了"),
            "third": ("{n}换了辆{v}", "{n}现在开{v}"),
            "past": ("{when}我就把车换成{v}了",),
            "plan": ("在考虑买一辆{v}", "今天试驾了{v}，有点心动"),
            "drop": ("{v}太贵了，{old}再开一年吧",),
            "dist": ("有人的{x}又把教堂停车场堵了", "{x}好开吗？帮我妹妹问的"),
            "ask": ("{n}周六开{old}来吗？要算座位",),
            "scope": ("平时开{v}，长途开家里的{x}",),
        },
    },
)

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Octopus",
            "British Gas",
            "EDF",
            "OVO",
            "E.ON",
            "Hafren Power",
            "Celtic Current",
            "Ecotricity",
        )
    },  # fmt: skip
    q={
        EN: {
            "current": "Which energy supplier is {n} with now?",
            "historical": "Which energy supplier was {n} with before {cur}?",
            "as_of": "Which energy supplier is {n} with?",
            "planning": "Which energy supplier is {n} thinking of switching to?",
        },
        ZH: {
            "current": "{n}家现在用哪家能源公司？",
            "historical": "{n}家换{cur}之前用哪家能源公司？",
            "as_of": "{n}家用哪家能源公司？",
            "planning": "{n}家打算换哪家能源公司？",
        },
    },  # fmt: skip
    t={
        EN: {
            "state": (
                "we're with {v} for gas and electric",
                "our energy's with {v}",
                "we're on {v}",
            ),
            "new": (
                "we've switched to {v}",
                "we've moved our energy to {v}",
                "left {old} and went to {v}, the app is miles better",
            ),
            "use": (
                "our first {v} bill came, much less than expected",
                "the {v} smart meter man came today and the dog hated him",
                "{v} sent us a fleece for signing up, very random",
            ),
            "third": ("{n} has switched energy to {v}", "{n}'s household is with {v} now"),
            "past": ("we moved our gas and electric to {v} {when}",),
            "plan": (
                "we're looking at switching to {v}",
                "thinking about {v}, their tariff looks better",
            ),
            "drop": (
                "didn't bother switching to {v} in the end, staying with {old}",
                "{old} matched the {v} quote so we stayed",
            ),
            "dist": (
                "{x} have put their prices up again",
                "my mum had a nightmare with {x}",
                "did you see {x} in the news?",
                "{x} keep cold calling me and I'm not even with them",
            ),
            "ask": ("{n}, you're with {old} aren't you? Are their tariffs ok?",),
        },
        ZH: {
            "state": ("我们家电和燃气用的是{v}", "我们家能源是{v}的"),
            "new": ("我们家换到{v}了", "从{old}换到{v}了，app好用多了"),
            "use": ("{v}第一张账单来了，比想象中便宜", "今天{v}来装智能电表了"),
            "third": ("{n}家换到{v}了", "{n}家现在用{v}"),
            "past": ("{when}我们家就换到{v}了",),
            "plan": ("在考虑换{v}", "{v}的价格好像更划算，想换"),
            "drop": ("最后没换{v}，{old}给我们降价了",),
            "dist": ("{x}又涨价了", "我妈跟{x}闹得很不愉快"),
            "ask": ("{n}你们家还是{old}吗？",),
        },
    },
)

STREAM = Slot(
    key="streaming",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Netflix",
            "Disney+",
            "BritBox",
            "Prime Video",
            "Apple TV+",
            "Paramount+",
            "S4C Clic",
            "Hayu",
        ),
        ZH: ("Netflix", "Disney+", "腾讯视频", "爱奇艺", "优酷", "Prime Video"),
    },  # fmt: skip
    q={
        EN: {
            "current": "Which streaming service does {n} use now?",
            "historical": "Which streaming service did {n} have before {cur}?",
            "as_of": "Which streaming service does {n} use?",
            "planning": "Which streaming service is {n} thinking of getting?",
        },
        ZH: {
            "current": "{n}现在用哪个视频平台？",
            "historical": "{n}用{cur}之前用哪个平台？",
            "as_of": "{n}用哪个视频平台？",
            "planning": "{n}打算订哪个平台？",
        },
    },  # fmt: skip
    t={
        EN: {
            "state": ("we've got {v}", "we watch everything on {v}", "we only have {v}"),
            "new": (
                "we cancelled {old} and got {v}",
                "we've gone over to {v}",
                "signed up to {v} this week",
            ),
            "use": (
                "binged a whole series on {v} last night, no regrets",
                "the kids have taken over the {v} profile already",
                "{v} keeps asking if I'm still watching. Yes. Judge me.",
            ),
            "third": ("{n} has got {v} now", "{n}'s lot switched to {v}"),
            "past": ("we switched to {v} {when}",),
            "plan": (
                "thinking of getting {v} for that new drama",
                "might sign up to {v} next month",
            ),
            "drop": ("didn't bother with {v}, sticking with {old}",),
            "dist": (
                "is {x} worth it?",
                "there's a documentary about choirs on {x} apparently",
                "{x} have put the price up again, glad we don't have it",
            ),
            "ask": ("{n}, do you still have {old}? Can I borrow your login 😂",),
        },
        ZH: {
            "state": ("我们家看{v}", "我们只订了{v}"),
            "new": ("把{old}退了，订了{v}", "我们换成{v}了"),
            "use": ("昨晚在{v}上刷了一整季，停不下来", "孩子已经把{v}的账号霸占了"),
            "third": ("{n}家现在看{v}", "{n}换成{v}了"),
            "past": ("{when}我们就换成{v}了",),
            "plan": ("想订{v}看那部新剧", "下个月可能订{v}"),
            "drop": ("{v}最后没订，还是用{old}",),
            "dist": ("{x}值得订吗？", "听说{x}上有个合唱团的纪录片"),
            "ask": ("{n}你还有{old}吗？借个账号哈哈",),
        },
    },
)

GYM = Slot(
    key="gym",
    multi=False,
    plans=True,
    pool={
        EN: (
            "PureGym",
            "The Gym Group",
            "David Lloyd",
            "Maindy Leisure Centre",
            "Iron Dragon CrossFit",
            "Hiraeth Fitness",
            "Boulders Climbing",
            "Taff Valley Boxing",
        )
    },  # fmt: skip
    q={
        EN: {
            "current": "Which gym does {n} go to now?",
            "historical": "Which gym did {n} go to before {cur}?",
            "as_of": "Which gym does {n} go to?",
            "planning": "Which gym is {n} thinking of joining?",
        },
        ZH: {
            "current": "{n}现在去哪家健身房？",
            "historical": "{n}去{cur}之前在哪家健身房？",
            "as_of": "{n}去哪家健身房？",
            "planning": "{n}打算去哪家健身房？",
        },
    },  # fmt: skip
    t={
        EN: {
            "state": ("I go to {v}", "I train at {v}", "I've got a membership at {v}"),
            "new": (
                "I've joined {v}",
                "cancelled {old}, I'm at {v} now",
                "signed up at {v} on Monday",
            ),
            "use": (
                "absolutely broken after a class at {v} this morning",
                "the showers at {v} are freezing, bring back my old place",
                "the {v} app says I've been twelve times this month 💪",
            ),
            "third": ("{n} goes to {v} now", "{n} has joined {v}"),
            "past": ("I joined {v} {when}",),
            "plan": ("I'm thinking of joining {v}", "doing a free trial at {v} next week"),
            "drop": ("not joining {v} after all, too expensive, staying at {old}",),
            "dist": (
                "{x} is doing a free week if anyone fancies it",
                "is {x} any good?",
                "saw a bloke fall off a treadmill at {x} on TikTok",
            ),
            "ask": ("{n}, still going to {old}? Fancy a session?",),
            "scope": (
                "I'm at {v} most days, but I do the Sunday class at {x}",
                "{v} for the weights, though I swim at {x} on Saturdays",
            ),
        },
        ZH: {
            "state": ("我去{v}健身", "我办了{v}的卡"),
            "new": ("我办了{v}的卡", "把{old}退了，现在去{v}"),
            "use": ("今天早上在{v}上了节课，腿都废了", "{v}的淋浴是冷水，受不了"),
            "third": ("{n}现在去{v}", "{n}办了{v}的卡"),
            "past": ("{when}我就去{v}了",),
            "plan": ("在考虑去{v}", "下周去{v}免费体验一下"),
            "drop": ("{v}太贵了，不去了，还是{old}",),
            "dist": ("{x}有免费体验周", "{x}好不好？"),
            "ask": ("{n}还去{old}吗？一起去？",),
            "scope": ("平时去{v}，周末在{x}游泳",),
        },
    },
)

LANGUAGE = Slot(
    key="language_learning",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Welsh",
            "Spanish",
            "Italian",
            "Japanese",
            "French",
            "Mandarin",
            "Portuguese",
            "German",
        ),
        ZH: ("威尔士语", "西班牙语", "日语", "法语", "意大利语", "德语"),
    },  # fmt: skip
    q={
        EN: {
            "current": "Which language is {n} learning now?",
            "historical": "Which language was {n} learning before {cur}?",
            "as_of": "Which language is {n} learning?",
            "planning": "Which language is {n} thinking of learning next?",
        },
        ZH: {
            "current": "{n}现在在学什么语言？",
            "historical": "{n}学{cur}之前在学什么语言？",
            "as_of": "{n}在学什么语言？",
            "planning": "{n}打算学什么语言？",
        },
    },  # fmt: skip
    t={
        EN: {
            "state": ("I'm learning {v}", "I do a {v} class on Mondays", "I'm trying to learn {v}"),
            "new": (
                "I've given up on {old} and started {v}",
                "started {v} classes this week",
                "I'm doing {v} now instead of {old}",
            ),
            "use": (
                "my {v} homework is killing me",
                "hit a 100 day streak on Duolingo for {v}!",
                "the {v} tutor made me do a role play at a bakery 😳",
            ),
            "third": ("{n} is learning {v} now", "{n} has started {v} lessons"),
            "past": ("I switched to learning {v} {when}",),
            "plan": ("thinking about doing {v} next", "might sign up for {v} evening classes"),
            "drop": ("not doing {v} after all, carrying on with {old}",),
            "dist": (
                "the {x} exchange students at work are lovely",
                "apparently {x} is one of the hardest languages to learn",
                "my daughter's doing {x} GCSE, send help",
            ),
            "ask": ("{n}, are you still doing {old}?",),
        },
        ZH: {
            "state": ("我在学{v}", "我每周一上{v}课"),
            "new": ("{old}放弃了，开始学{v}", "这周开始上{v}课了"),
            "use": ("{v}作业好难", "多邻国{v}连续打卡一百天了！"),
            "third": ("{n}现在在学{v}", "{n}开始上{v}课了"),
            "past": ("{when}我就改学{v}了",),
            "plan": ("在考虑下一步学{v}", "可能报个{v}夜校"),
            "drop": ("{v}不学了，继续学{old}",),
            "dist": ("听说{x}特别难学", "我女儿GCSE考{x}"),
            "ask": ("{n}还在学{old}吗？",),
        },
    },
)

PETS = Slot(
    key="pets",
    multi=True,
    plans=False,
    pool={
        EN: (
            "greyhound",
            "spaniel",
            "cockapoo",
            "rabbit",
            "tortoise",
            "budgie",
            "whippet",
            "dachshund",
        ),
        ZH: ("金毛", "柯基", "布偶猫", "仓鼠", "乌龟", "鹦鹉", "英短"),
    },  # fmt: skip
    q={
        EN: {"coexisting": "Which pets does {n} have now?", "as_of": "Which pet does {n} have?"},
        ZH: {"coexisting": "{n}现在养了哪些宠物？", "as_of": "{n}养什么宠物？"},
    },
    t={
        EN: {
            "state": (
                "I've got a {v}",
                "our {v} is the boss of the house",
                "we have a {v} who thinks she's a person",
            ),
            "new": (
                "we've got a {v} now as well, the {old} is not impressed",
                "meet the newest member of the family: a {v}! The {old} is sulking",
                "we adopted a {v} from the rescue, so it's the {old} and the {v} now",
            ),
            "use": (
                "the new {v} chewed my music folder 🙈",
                "vet bills for the {v} already, and we've only had it a fortnight",
                "the {old} and the new {v} finally sat on the same sofa",
            ),
            "third": ("{n} has got a {v} as well now", "{n} has added a {v} to the menagerie"),
            "past": ("we got a {v} {when}, and the {old} has just about accepted it",),
            "dist": (
                "there's a {x} up for adoption at the rescue, look at his face",
                "my neighbour's {x} escaped again",
                "would you ever get a {x}?",
                "saw a {x} in a bandana in the rehearsal car park",
            ),
        },
        ZH: {
            "state": ("我养了一只{v}", "我家{v}是一家之主"),
            "new": ("家里又添了一只{v}，{old}很不高兴", "新成员：一只{v}！{old}在吃醋"),
            "use": ("新来的{v}把我的谱子咬了", "{old}和新来的{v}终于能待在一个沙发上了"),
            "third": ("{n}家又养了一只{v}", "{n}又添了一只{v}"),
            "past": ("{when}我们就养了一只{v}，忘了说",),
            "dist": ("救助站有只{x}等领养，太可爱了", "邻居家的{x}又跑出来了", "你们会养{x}吗？"),
        },
    },
)

INSTRUMENTS = Slot(
    key="instruments",
    multi=True,
    plans=False,
    pool={
        EN: (
            "piano",
            "ukulele",
            "harp",
            "violin",
            "guitar",
            "cello",
            "flute",
            "clarinet",
            "saxophone",
        ),
        ZH: ("钢琴", "古筝", "二胡", "尤克里里", "小提琴", "吉他", "长笛"),
    },  # fmt: skip
    q={
        EN: {
            "coexisting": "Which instruments does {n} play now?",
            "as_of": "Which instrument does {n} play?",
        },
        ZH: {"coexisting": "{n}现在会弹哪些乐器？", "as_of": "{n}弹什么乐器？"},
    },
    t={
        EN: {
            "state": ("I play the {v}", "I've played the {v} since I was a kid"),
            "new": (
                "I've started learning the {v} as well as the {old}",
                "took up the {v}, still playing the {old} too",
            ),
            "use": (
                "my {v} teacher says I'm making progress! Still doing the {old} as well",
                "bought a secondhand {v} off Marketplace, first lesson Tuesday, the {old} is jealous",
                "practising the {v} is driving the neighbours mad, the {old} was quieter",
            ),
            "third": ("{n} is learning the {v} too now", "{n} plays the {v} as well these days"),
            "past": ("I started the {v} {when}, on top of the {old}",),
            "dist": (
                "the {x} player at the concert was incredible",
                "anyone want a {x}? clearing out my loft",
                "I've always wanted to play the {x}, never will",
            ),
        },
        ZH: {
            "state": ("我会弹{v}", "我从小学{v}"),
            "new": ("开始学{v}了，{old}也还在练", "又学了{v}，{old}没放下"),
            "use": ("{v}老师说我进步了！{old}也还在练", "在网上买了把二手的{v}，{old}吃醋了"),
            "third": ("{n}现在也学{v}了", "{n}除了{old}还会{v}了"),
            "past": ("{when}我就开始学{v}了，{old}也还在练",),
            "dist": ("音乐会上那个{x}演奏太厉害了", "谁要{x}？我在清理阁楼"),
        },
    },
)

SLOTS = {s.key: s for s in (HOME, EMPLOYER, VOICE, PHONE, CAR, ENERGY, STREAM, GYM, LANGUAGE,
                            PETS, INSTRUMENTS)}  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Everyday chat (no state news).  Kept free of the slot values on purpose.
# ---------------------------------------------------------------------------------------------

FILLER_EN = (
    "Reminder: rehearsal starts at 7:30 sharp on Thursday, not 7:45!",
    "Who's on the tea rota this week? I've lost the spreadsheet again",
    "Does anyone have a spare copy of Calon Lân? Mine has coffee all over it",
    "Lift share for Saturday: I'm leaving the church hall at 5:15 with two spare seats",
    "Can anyone give me a lift on Thursday? Happy to chip in for petrol",
    "Concert dress is black with the red scarves, Eleri says NO sequins 😂",
    "Tickets for the St David's Hall concert are on sale, tell your mams",
    "That was such a good rehearsal tonight, the Myfanwy finally came together",
    "Sectional on Monday at 7, bring pencils",
    "Has anyone seen a blue umbrella? Left it by the hymn books",
    "Eleri wants everyone off copy for Anfonaf Angel by March. No pressure!",
    "Running ten minutes late, save me a seat by the radiator",
    "Happy birthday to our lovely accompanist! 🎂",
    "Raffle prizes needed for the summer fair, bottles, chocolates, anything",
    "The bar at Hoddinott Hall closes at nine, just so you know",
    "Don't forget subs are due this month, you can pay by bank transfer",
    "I made welshcakes for the break, there's a gluten-free batch in the blue tin",
    "Did anyone else cry during the Fauré? Just me then",
    "Parking at the cathedral was a nightmare tonight, leave early on Saturday",
    "Thanks for the lift home, you're a star",
    "The Bohemian Rhapsody arrangement is chaos and I love it",
    "Quick poll: Christmas social at the pub or a curry night?",
    "Who took the key for the cupboard with the music stands? 🔑",
    "Our first performance at the Millennium Centre!! Still buzzing",
    "Heating in the church hall is broken again, bring a jumper",
    "Can someone share the link to the rehearsal tracks? The old one's dead",
    "Well done all, the cathedral concert raised over two thousand pounds for the food bank",
    "Sorry, can't make tonight, the little one has a temperature",
    "Is it the long version of Gwahoddiad or the short one on Saturday?",
    "Group photo from Sunday is on the website now, I look about ninety",
    "Anyone fancy a walk in Bute Park before Thursday's rehearsal?",
    "The roadworks on Cathedral Road are ridiculous, took me forty minutes",
    "Rugby's on Saturday so expect traffic near the stadium, plan your lifts",
    "Has anyone got a pitch pipe app they recommend?",
    "Mince pies in the break next week, I'm baking",
    "Just a reminder that the Eisteddfod entry deadline is Friday",
    "The new folders are in, collect yours from the front table",
    "Who's coming to the pub after? The Cricketers, usual table",
    "That high note in the last bar nearly killed me",
    "Absolutely chucking it down, drive safe everyone 🌧️",
    "Lost: one glove, purple, very sad",
    "Can we do the Karl Jenkins again next week? I'm still lost on page four",
    "Eleri says well done on the diction tonight, we sounded like actual words",
    "Summer tour to Brittany is confirmed! Details to follow",
    "Need two volunteers to sell programmes at the door",
)
FILLER_EN_MIXED = (
    "Mei taught me 加油 so: 加油 everyone for Saturday!",
    "Thank you for the dumplings tonight, 谢谢 Mei's mum 🥟",
    "Happy Chinese New Year everyone, 新年快乐!",
    "Right, 好的, I'll bring the folders then",
    "We sounded 很好 tonight if I say so myself",
)
FILLER_ZH = (
    "今晚排练几点开始？还是七点半吗？",
    "周六的演出服是黑色配红围巾对吧？",
    "谁能周四顺路捎我一下？油费我出",
    "今天排练太开心了，Myfanwy终于唱顺了",
    "我带了饺子，休息的时候大家来吃 🥟",
    "不好意思今晚去不了，孩子发烧了",
    "音乐会的票开始卖了，大家转发一下",
    "停车场又满了，大家早点出发",
    "Calon Lân的歌词我还是记不住，救命",
    "谢谢今晚送我回家！",
    "教堂那场演出太感人了，我都哭了",
    "下周休息时间我带月饼",
    "排练录音的链接谁能再发一次？",
    "圣诞聚会去哪里吃？我投咖喱",
    "雨好大，大家开车小心",
)
REACT_EN = ("Ooh exciting!", "Congrats!! 🎉", "Lush!", "Ah, good for you", "About time 😂",
            "Ha, brilliant", "Nice one", "Tidy!", "Oh wow, didn't know that", "Diolch for letting us know")  # fmt: skip
REACT_ZH = ("恭喜恭喜！🎉", "太好了！", "哈哈不错", "真的假的？", "好消息！")
OPEN_EN = ("Morning all! ", "Evening lovely people. ", "Quick one: ", "Right, ", "Oh and ", "",
           "", "", "Hiya! ", "Ha, ")  # fmt: skip
SMALL_EN = (
    "What a week it's been, honestly.",
    "Still thinking about Thursday's rehearsal, the basses-and-everyone bit was gorgeous.",
    "Weather's been grim, hasn't it.",
    "Kids are back at school so the house is finally quiet.",
    "Sorry for the essay.",
    "Just sat down with a cuppa for the first time today.",
    "Been meaning to post this for days.",
)
TAIL_EN = ("", "", " See you Thursday!", " Anyway, who's bringing biscuits?", " 😊", " x",
           " Right, back to learning my notes.", " Hope everyone's well!")  # fmt: skip
OPEN_ZH = ("大家好！", "跟大家说一下，", "对了，", "", "", "哈哈，")
SMALL_ZH = ("这周忙死了。", "最近天气真差。", "刚坐下喝口茶。", "孩子开学了，家里终于安静了。")
TAIL_ZH = ("", "", "周四见！", "😊", "大家周末愉快！")
SELF_EN = ("Announcement: {c}! 🎉", "{c}, {name} is very pleased with {pos}self",
           "News from the {name} household: {c}", "Yes, {c}. {name} has finally done it 😂")  # fmt: skip
SELF_ZH = ("宣布一下：{c}！🎉", "{c}，{name}很满意 😂")
ASKAFTER_EN = ("Has anyone heard from {n} lately?", "How's {n} getting on? Haven't seen {o} at rehearsal",
               "Where's {n} been hiding?", "Any news from {n}?")  # fmt: skip
ASKAFTER_ZH = ("{n}最近怎么样？好久没见了", "有人知道{n}最近在忙什么吗？")
ANSWER_PRE_EN = (
    "Yeah, bumped into {o} at Tesco, ",
    "Saw {o} on Sunday, ",
    "Oh yes, ",
    "{P} messaged me, ",
)
ANSWER_PRE_ZH = ("上周碰到{P}了，", "{P}跟我说了，", "有啊，")
CORRECT_EN = ("Sorry, I meant {v}, not {x}! Autocorrect 🙈", "*{v}, not {x}. Long day.",
              "Wait, no, {v}. Not {x}. Brain's gone.")  # fmt: skip
CORRECT_ZH = ("打错了，是{v}，不是{x}", "说错了，是{v}不是{x} 🙈")
NEG_EN = ("No, not {old} any more! {c}.", "Nope, no more {old}! {c} now.", "Not any more! {c}. {old} is ancient history!")  # fmt: skip
NEG_ZH = ("不是{old}了，{c}", "早就不是{old}了，{c}")
LATE_EN = (
    "Forgot to mention, {c}.",
    "Oh, I never said: {c}!",
    "Meant to tell you all ages ago, {c}.",
)
LATE_ZH = ("忘了跟大家说，{c}。", "一直忘了说，{c}。")
FINALLY_EN = ("Finally done: {c}!", "Well, it happened: {c}.", "Update on that: {c}!")
FINALLY_ZH = ("终于办好了：{c}！", "更新一下：{c}。")
REPLY_EN = ("Count me in!", "Yes please", "Same here", "Diolch!", "Haha", "I'll bring some",
            "Not me, sorry", "👍", "Oh no", "Good to know, thanks", "Can do!", "Ha, typical")  # fmt: skip
REPLY_ZH = ("好的", "收到👍", "我可以", "哈哈哈", "谢谢！", "+1")
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
SPOTS = ("the Bay", "the Heath", "town", "the university", "Central station", "Ely",
         "Fairwater", "Adamsdown", "the hospital end")  # fmt: skip
HALLS = ("the church hall", "St John's", "the Tabernacl vestry", "the school hall", "the cathedral")
SONGS = ("Calon Lân", "Myfanwy", "the Fauré", "Anfonaf Angel", "Gwahoddiad", "the Karl Jenkins",
         "Bohemian Rhapsody", "the Christmas medley", "Bread of Heaven")  # fmt: skip
MADE_EN = (
    "Anyone driving from {spot} on {dayname}? I need a lift, will bring snacks",
    "{dayname}'s rehearsal is at {hall}, {hour}:30 start",
    "Can we run {song} again next week? Bar {num} is still a mess",
    "Tea rota: {m} and {m2} this week, thank you both!",
    "I can pick up from {spot} on {dayname} if anyone's stuck",
    "Has anyone got the marked-up copy of {song}? I've lost my pencil notes",
    "Heads up, {hall} is locked till {hour} on {dayname}",
    "Thanks {m} for the lift home tonight!",
    "Loved {song} tonight, goosebumps at bar {num}",
    "Reminder: {m} is collecting subs on {dayname}",
)
MADE_ZH = (
    "{dayname}有人从{spot}出发吗？想蹭个车",
    "{dayname}排练在{hall}，{hour}点半开始",
    "{song}第{num}小节我还是唱不好",
    "谢谢{m}今晚送我回家！",
)
HALLS_ZH = ("教堂大厅", "St John's", "学校礼堂", "大教堂")
SONGS_ZH = ("Calon Lân", "Myfanwy", "福雷的安魂曲", "Gwahoddiad", "圣诞串烧")
DAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
NUM_EN = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"}
NUM_ZH = {3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八"}
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip


# ---------------------------------------------------------------------------------------------
# The world builder.
# ---------------------------------------------------------------------------------------------

MODES_SINGLE = ("direct", "direct", "use", "use", "third", "pronoun", "late", "selfname", "neg",
                "correct")  # fmt: skip
MODES_MULTI = ("direct", "direct", "use", "third", "pronoun", "late", "selfname")
ZH_END = "。！？!?~)）😂🎉🙈💪🥟😳🙄"


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s[:1].isascii() else s


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    slots: list[str] = field(default_factory=list)

    def pron(self, lang: str) -> str:
        if lang == ZH:
            return "她" if self.gender == "f" else "他"
        return "she" if self.gender == "f" else "he"

    @property
    def obj(self) -> str:
        return "her" if self.gender == "f" else "him"


@dataclass
class Scene:
    day: int
    lines: list[tuple[str, str]]
    news: bool = True


class Builder:
    """Plans each person's slot timelines, writes the scenes that tell them, and the probes."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.seed = seed
        self.people: list[Person] = []
        self.scenes: list[Scene] = []
        self.probes: list[dict[str, Any]] = []
        self.candidates: list[dict[str, Any]] = []

    # -- small helpers ------------------------------------------------------------------------

    def pool(self, p: Person, key: str) -> list[str]:
        pools = SLOTS[key].pool
        got = pools.get(f"{p.lang}_{p.gender}") or pools.get(p.lang) or pools[EN]
        return list(got)

    def tpl(self, lang: str, key: str, group: str, **kw: str) -> str:
        return self.rng.choice(SLOTS[key].t[lang][group]).format(**kw)

    def other(self, p: Person, lang: str | None = None, exclude: tuple[str, ...] = ()) -> Person:
        cands = [q for q in self.people if q.name != p.name and q.name not in exclude]
        same = [q for q in cands if q.lang == lang]
        return self.rng.choice(same or cands) if lang else self.rng.choice(cands)

    def say(self, p: Person, clause: str, long: bool | None = None) -> str:
        r = self.rng
        if long is None:
            long = r.random() < 0.22
        if p.lang == ZH:
            body = clause if clause[-1] in ZH_END else clause + "。"
            pre = r.choice(OPEN_ZH) + (r.choice(SMALL_ZH) if long else "")
            return pre + body + r.choice(TAIL_ZH)
        body = clause
        if body[-1].isalnum() or body[-1] == ")":
            body += r.choice((".", ".", "!"))
        if long:
            a, b = r.sample(SMALL_EN, 2)
            pre = r.choice([o for o in OPEN_EN if not o.endswith((", ", "and ", ": "))])
            return f"{pre}{a} {cap(body)} {b}{r.choice(TAIL_EN)}".strip()
        pre = r.choice(OPEN_EN)
        if not pre.endswith((", ", "and ", ": ")):
            body = cap(body)
        return (pre + body + r.choice(TAIL_EN)).strip()

    def when(self, said: int, day: int, lang: str) -> str:
        gap = said - day
        weeks = gap // 7
        if gap % 7 == 0 and weeks <= 5:
            return f"{NUM_ZH[weeks]}周前" if lang == ZH else f"{NUM_EN[weeks]} weeks ago"
        month = (START_DT + timedelta(days=day)).month
        return f"{month}月份" if lang == ZH else f"back in {MONTHS[month - 1]}"

    def add(self, day: int, lines: list[tuple[Person, str]], news: bool = True) -> None:
        self.scenes.append(Scene(day, [(q.name, t) for q, t in lines], news))

    def react(self, p: Person, lines: list[tuple[Person, str]]) -> None:
        if self.rng.random() < 0.2:
            q = self.other(p)
            lines.append((q, self.rng.choice(REACT_ZH if q.lang == ZH else REACT_EN)))

    # -- telling one change ---------------------------------------------------------------------

    def tell(self, p: Person, key: str, v: str, old: str, day: int, said: int, mode: str,
             spare: list[str], finally_: bool = False) -> set[str]:  # fmt: skip
        """Write the scene(s) telling that `v` became `p`'s value of `key` on `day` (told on
        `said`); returns any extra values the telling mentioned (a corrected slip)."""
        r, L = self.rng, p.lang
        kw = {"v": v, "old": old}
        lines: list[tuple[Person, str]] = []
        extra: set[str] = set()
        foreign = not v.isascii()
        if mode == "correct" and not spare:
            mode = "direct"
        if mode == "initial":
            if r.random() < 0.8:
                lines.append((p, self.say(p, self.tpl(L, key, "state", **kw))))
            else:
                q = self.other(p, L if foreign else None)
                lines.append((q, self.say(q, self.tpl(q.lang, key, "third", n=p.name, **kw))))
        elif mode in ("direct", "use"):
            c = self.tpl(L, key, "new" if mode == "direct" else "use", **kw)
            if finally_:
                c = r.choice(FINALLY_ZH if L == ZH else FINALLY_EN).format(c=c)
            lines.append((p, self.say(p, c)))
            self.react(p, lines)
        elif mode == "third":
            q = self.other(p, L if foreign else None)
            lines.append((q, self.say(q, self.tpl(q.lang, key, "third", n=p.name, **kw))))
            if r.random() < 0.5:
                lines.append(
                    (
                        p,
                        "是的哈哈"
                        if L == ZH
                        else r.choice(("Yep! 😄", "Guilty 😂", "Ha, news travels fast")),
                    )
                )
        elif mode == "pronoun":
            q1 = self.other(p, L if foreign else None)
            q2 = self.other(p, L if foreign else None, exclude=(q1.name,))
            ask = r.choice(ASKAFTER_ZH if q1.lang == ZH else ASKAFTER_EN)
            lines.append((q1, ask.format(n=p.name, o=p.obj)))
            pr = p.pron(q2.lang)
            pre = r.choice(ANSWER_PRE_ZH if q2.lang == ZH else ANSWER_PRE_EN)
            pre = pre.format(o=p.obj, P=cap(pr))
            body = self.tpl(q2.lang, key, "third", n=pr, **kw)
            lines.append((q2, pre + body + ("。" if q2.lang == ZH else "!")))
            self.react(p, lines)
        elif mode == "selfname":
            c = self.tpl(L, key, "third", n=p.name, **kw)
            form = r.choice(SELF_ZH if L == ZH else SELF_EN)
            lines.append((p, form.format(c=c, name=p.name, pos=p.obj)))
            self.react(p, lines)
        elif mode == "late":
            c = self.tpl(L, key, "past", when=self.when(said, day, L), **kw)
            lines.append((p, r.choice(LATE_ZH if L == ZH else LATE_EN).format(c=c)))
        elif mode == "neg":
            q = self.other(p, L if not old.isascii() else None)
            lines.append((q, self.tpl(q.lang, key, "ask", n=p.name, old=old)))
            c = self.tpl(L, key, "state", **kw)
            form = r.choice(NEG_ZH if L == ZH else NEG_EN)
            lines.append((p, form.format(old=old, c=c if L == ZH else cap(c))))
        elif mode == "correct":
            x = spare.pop()
            extra.add(x)
            lines.append((p, self.say(p, self.tpl(L, key, "new", v=x, old=old), long=False)))
            lines.append((p, r.choice(CORRECT_ZH if L == ZH else CORRECT_EN).format(v=v, x=x)))
        else:  # pragma: no cover - a mode name typo
            raise ValueError(mode)
        self.add(said, lines)
        return extra

    def distract(self, p: Person, key: str, x: str, day: int) -> None:
        r = self.rng
        if r.random() < 0.6:
            self.add(day, [(p, self.say(p, self.tpl(p.lang, key, "dist", x=x)))], news=False)
        else:
            q = self.other(p, p.lang if not x.isascii() else None)
            c = self.tpl(q.lang, key, "dist", x=x)
            self.add(day, [(q, f"{p.name}，{c}" if q.lang == ZH else f"{p.name}, {c}")], news=False)

    # -- timelines ------------------------------------------------------------------------------

    def change_days(self, d0: int, n: int) -> list[int]:
        r = self.rng
        for _ in range(200):
            ds = sorted(r.sample(range(d0 + 40, 700), n))
            if all(b - a >= 45 for a, b in zip([d0, *ds], ds, strict=False)):
                return ds
        step = (700 - d0) // (n + 1)
        return [d0 + step * (i + 1) for i in range(n)]

    def question(self, p: Person, key: str, kind: str, **kw: str) -> str:
        lang = ZH if p.lang == ZH and self.rng.random() < 0.7 else EN
        return SLOTS[key].q[lang][kind].format(n=p.name, **kw)

    def probe(self, p: Person, key: str, kind: str, gold: list[str], values: set[str],
              outdated: tuple[str, ...] = (), abandoned: tuple[str, ...] = (),
              as_of_day: int | None = None, **kw: str) -> dict[str, Any]:  # fmt: skip
        pr: dict[str, Any] = {
            "subject": p.name, "kind": kind, "question": self.question(p, key, kind, **kw),
            "slot": key, "gold": list(gold), "outdated": list(outdated),
            "values": sorted(values | set(gold)), "abandoned": list(abandoned),
        }  # fmt: skip
        if as_of_day is not None:
            pr["as_of_day"] = as_of_day
        return pr

    def single(self, p: Person, key: str) -> None:
        r, sl = self.rng, SLOTS[key]
        vals = self.pool(p, key)
        r.shuffle(vals)
        n = min(r.choice((1, 1, 1, 2, 2, 3)), max(1, len(vals) - 2))
        chain, spare = vals[: n + 1], vals[n + 1 :]
        d0 = r.randint(0, 100)
        starts = [d0, *self.change_days(d0, n)]
        modes = ["initial"] + [r.choice(MODES_SINGLE) for _ in range(n)]
        said = list(starts)
        for i in range(1, n + 1):
            if modes[i] == "correct" and not spare:
                modes[i] = "direct"
            if modes[i] == "late":
                s = starts[i] + 7 * r.randint(3, 8)
                limit = starts[i + 1] - 10 if i < n else LAST_DAY - 3
                if s < limit:
                    said[i] = s
                else:
                    modes[i] = "direct"
        values: set[str] = set(chain)
        abandoned: list[str] = []
        pending: str | None = None
        finally_at = -1
        # Quiet windows: value i is current and known, nothing else happens in the slot.
        wins = [(said[i] + 3, (starts[i + 1] if i < n else LAST_DAY) - 4) for i in range(n + 1)]
        if sl.plans and r.random() < 0.5:
            kind = r.choice(("done", "done", "dropped", "dropped", "musing", "pending"))
            if kind == "done":
                i = r.randint(1, n)
                pd = starts[i] - r.randint(14, 50)
                if modes[i] != "late" and pd > wins[i - 1][0]:
                    self.add(pd, [(p, self.say(p, self.tpl(p.lang, key, "plan", v=chain[i])))])
                    finally_at = i
                    if modes[i] not in ("direct", "use"):
                        modes[i] = "direct"
            elif spare and kind == "dropped":
                i = r.randrange(n + 1)
                lo, hi = wins[i]
                if hi - lo >= 50:
                    x = spare.pop()
                    pd = r.randint(lo, hi - 40)
                    dd = pd + r.randint(14, min(45, hi - pd))
                    self.add(pd, [(p, self.say(p, self.tpl(p.lang, key, "plan", v=x)))])
                    self.add(
                        dd, [(p, self.say(p, self.tpl(p.lang, key, "drop", v=x, old=chain[i])))]
                    )
                    abandoned.append(x)
                    values.add(x)
            elif spare and kind == "musing":
                i = r.randrange(n + 1)
                lo, hi = wins[i]
                hi = min(hi - 60, 600)
                if hi > lo:
                    x = spare.pop()
                    self.add(
                        r.randint(lo, hi), [(p, self.say(p, self.tpl(p.lang, key, "plan", v=x)))]
                    )
                    abandoned.append(x)
                    values.add(x)
            elif spare and kind == "pending":
                lo = max(wins[n][0], 640)
                if lo <= 720:
                    pending = spare.pop()
                    self.add(
                        r.randint(lo, 722),
                        [(p, self.say(p, self.tpl(p.lang, key, "plan", v=pending)))],
                    )
                    values.add(pending)
        for i in range(n + 1):
            old = chain[i - 1] if i else chain[0]
            values |= self.tell(p, key, chain[i], old, starts[i], said[i], modes[i], spare,
                                finally_=(i == finally_at))  # fmt: skip
        if "scope" in sl.t[p.lang] and spare and r.random() < 0.4 and wins[n][1] - wins[n][0] > 5:
            x = spare.pop()
            c = self.tpl(p.lang, key, "scope", v=chain[n], x=x)
            self.add(r.randint(*wins[n]), [(p, self.say(p, c))])
            values.add(x)
        others = [v for v in self.pool(p, key) if v not in values] + spare
        for _ in range(r.choice((1, 1, 2))):
            if others:
                x = r.choice(others)
                self.distract(p, key, x, r.randint(0, LAST_DAY))
                values.add(x)
        if n >= 1 and r.random() < 0.3:  # an old value named in passing, not as state
            self.distract(
                p, key, chain[0], r.randint(said[1] + 5, LAST_DAY) if said[1] < 720 else LAST_DAY
            )
        cur = chain[n]
        self.probes.append(self.probe(p, key, "current", [cur], values, tuple(chain[:n]),
                                      tuple(abandoned)))  # fmt: skip
        if pending:
            self.probes.append(self.probe(p, key, "planning", [pending], values))
        self.candidates.append(self.probe(p, key, "historical", [chain[n - 1]], values, cur=cur))
        i = r.randrange(n)
        lo, hi = said[i] + 5, starts[i + 1] - 5
        if hi > lo:
            self.candidates.append(self.probe(p, key, "as_of", [chain[i]], values,
                                              as_of_day=r.randint(lo, hi)))  # fmt: skip

    def multi(self, p: Person, key: str) -> None:
        r = self.rng
        vals = self.pool(p, key)
        r.shuffle(vals)
        n = r.choice((1, 1, 2))
        chain, spare = vals[: n + 1], vals[n + 1 :]
        d0 = r.randint(0, 120)
        starts = [d0, *self.change_days(d0, n)]
        said = list(starts)
        for i in range(n + 1):
            mode = "initial" if i == 0 else r.choice(MODES_MULTI)
            if mode == "late":
                s = starts[i] + 7 * r.randint(3, 8)
                limit = starts[i + 1] - 10 if i < n else LAST_DAY - 3
                if s < limit:
                    said[i] = s
                else:
                    mode = "direct"
            self.tell(
                p, key, chain[i], chain[i - 1] if i else chain[0], starts[i], said[i], mode, spare
            )
        values = set(chain)
        for _ in range(r.choice((1, 2))):
            if spare:
                x = spare.pop()
                self.distract(p, key, x, r.randint(0, LAST_DAY))
                values.add(x)
        self.probes.append(self.probe(p, key, "coexisting", chain, values))
        lo, hi = said[0] + 5, starts[1] - 5
        if hi > lo:
            self.candidates.append(self.probe(p, key, "as_of", [chain[0]], values,
                                              as_of_day=r.randint(lo, hi)))  # fmt: skip

    # -- the whole world ------------------------------------------------------------------------

    def build(self) -> dict[str, Any]:
        r = self.rng
        n_people = r.randint(10, 14)
        n_zh = max(2, round(n_people / 4))
        picked = [(nm, g, EN) for nm, g in r.sample(PEOPLE_EN, n_people - n_zh)]
        picked += [(nm, g, ZH) for nm, g in r.sample(PEOPLE_ZH, n_zh)]
        r.shuffle(picked)
        self.people = [Person(nm, g, lang) for nm, g, lang in picked]
        keys = [k for k in SLOTS if k != "voice_part"]
        for p in self.people:
            p.slots = ["voice_part", *r.sample(keys, r.choice((3, 3, 4, 4, 5, 6)))]
            r.shuffle(p.slots)
        for p in self.people:
            for key in p.slots:
                (self.multi if SLOTS[key].multi else self.single)(p, key)
        target = r.randint(108, 136)
        r.shuffle(self.candidates)
        self.probes += self.candidates[: max(0, target - len(self.probes))]
        self.filler(r.randint(640, 780))
        return self.render()

    def plan_only(self) -> Builder:
        self.build()
        self.scenes = [s for s in self.scenes if s.news]
        return self

    def filler(self, target: int) -> None:
        r = self.rng
        mixers = [p for p in self.people if p.lang == EN][:2]
        count = sum(len(s.lines) for s in self.scenes)
        target = max(target, min(800, 2 * count + 10))
        while count < target:
            k = min(r.choice((1, 1, 2, 2, 3, 4)), target - count)
            speakers = r.sample(self.people, k)
            lines = []
            for j, q in enumerate(speakers):
                if j and r.random() < 0.7:
                    text = r.choice(REPLY_ZH if q.lang == ZH else REPLY_EN)
                elif q in mixers and r.random() < 0.25:
                    text = r.choice(FILLER_EN_MIXED)
                else:
                    text = self.chat(q)
                if all(text != t for _, t in lines):
                    lines.append((q, text))
            self.add(r.randint(0, LAST_DAY), lines, news=False)
            count += len(lines)

    def chat(self, q: Person) -> str:
        """One everyday line (no state news) from `q`, fixed or assembled."""
        r = self.rng
        zh = q.lang == ZH
        if r.random() < 0.55:
            return r.choice(FILLER_ZH if zh else FILLER_EN)
        m, m2 = (x.name for x in r.sample([x for x in self.people if x is not q], 2))
        form = r.choice(MADE_ZH if zh else MADE_EN)
        hall = r.choice(HALLS_ZH if zh else HALLS)
        song = r.choice(SONGS_ZH if zh else SONGS)
        return form.format(spot=r.choice([x for x in SPOTS if not (zh and x.startswith("the "))]), dayname=r.choice(DAYS_ZH if zh else DAYS),
                           hall=hall, hour=r.choice((6, 7)), song=song,
                           num=r.randint(12, 96), m=m, m2=m2)  # fmt: skip

    def render(self) -> dict[str, Any]:
        r = self.rng
        by_day: dict[int, list[Scene]] = {}
        for s in self.scenes:
            by_day.setdefault(min(max(s.day, 0), LAST_DAY), []).append(s)
        langs = {p.name: p.lang for p in self.people}
        episodes = []
        for day in sorted(by_day):
            scenes = by_day[day]
            r.shuffle(scenes)
            spacing = min(60, 900 // len(scenes))
            for k, s in enumerate(scenes):
                minute = 450 + k * spacing + r.randint(0, max(0, spacing - 20))
                session = f"{GENERATOR}-d{day:03d}-{k}"
                for speaker, text in s.lines:
                    episodes.append({"day": day, "minute": minute, "speaker": speaker, "text": text,
                                     "session": session, "language": langs[speaker]})  # fmt: skip
                    minute += r.randint(1, 3)
        episodes.sort(key=lambda e: (e["day"], e["minute"]))
        r.shuffle(self.probes)
        return {"start": START, "generator": GENERATOR, "seed": self.seed,
                "people": [p.name for p in self.people], "episodes": episodes,
                "probes": self.probes}  # fmt: skip


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: ``start``, ``episodes`` and ``probes`` (see the module doc)."""
    return Builder(seed).build()


# ---------------------------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def said_in(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in a generated world (empty when it is sound)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    people = set(world["people"])
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    if not 10 <= len(people) <= 14:
        errs.append(f"{len(people)} people")
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errs.append(f"episode time {e['day']}/{e['minute']}")
        if (e["day"], e["minute"]) < last:
            errs.append("episodes out of order")
        last = (e["day"], e["minute"])
        if e["speaker"] not in people or e["language"] not in (EN, ZH) or not e["text"].strip():
            errs.append(f"bad episode {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled template: {e['text']}")
    sessions: dict[str, list[dict[str, Any]]] = {}
    for e in eps:
        sessions.setdefault(e["session"], []).append(e)
    for pr in probes:
        tag = f"{pr['subject']}/{pr['slot']}/{pr['kind']}"
        if pr["kind"] not in KINDS or pr["subject"] not in people or not pr["gold"]:
            errs.append(f"bad probe {tag}")
        vals = set(pr["values"])
        if not set(pr["gold"]) <= vals or set(pr["gold"]) & (
            set(pr["outdated"]) | set(pr["abandoned"])
        ):
            errs.append(f"gold vs values/outdated/abandoned {tag}")
        if (pr["kind"] == "as_of") != ("as_of_day" in pr):
            errs.append(f"as_of_day {tag}")
        for g in pr["gold"]:
            # The gold must be said in a conversation the subject takes part in or is named in.
            if not any(any(said_in(e["text"], g) for e in ss)
                       and any(e["speaker"] == pr["subject"] or pr["subject"] in e["text"] for e in ss)
                       for ss in sessions.values()):  # fmt: skip
                errs.append(f"gold {g!r} never said about {tag}")
        for a in vals:
            for b in vals:
                if a != b and said_in(b, a):
                    errs.append(f"value {a!r} inside {b!r} ({tag})")
        if pr["kind"] == "as_of" and not 0 <= pr["as_of_day"] <= LAST_DAY:
            errs.append(f"as_of_day range {tag}")
    every = {v for s in SLOTS.values() for pool in s.pool.values() for v in pool}
    made = MADE_EN + MADE_ZH + SPOTS + HALLS + SONGS + REPLY_EN + REPLY_ZH + REACT_EN + REACT_ZH
    for line in FILLER_EN + FILLER_EN_MIXED + FILLER_ZH + SMALL_EN + SMALL_ZH + made:
        for v in every:
            if said_in(line, v):
                errs.append(f"filler names a value {v!r}: {line}")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world)
        if world != again:
            errs.append("not deterministic")
        kinds: dict[str, int] = {}
        for pr in world["probes"]:
            kinds[pr["kind"]] = kinds.get(pr["kind"], 0) + 1
        zh = sum(e["language"] == ZH for e in world["episodes"])
        news = sum(len(s.lines) for s in Builder(seed).plan_only().scenes)
        print(f"seed {seed}: {len(world['people'])} people, {len(world['episodes'])} episodes "
              f"({zh} zh, {news} telling state news), {len(world['probes'])} probes {dict(sorted(kinds.items()))}"
              f"{'' if not errs else f', {len(errs)} problems'}")  # fmt: skip
        for err in errs[:20]:
            print("  -", err)
        bad += bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
