"""Blind text world ``blind_bg``: a Preston knitting and crochet circle's group chat.

``generate(seed)`` invents ten to fourteen members of a knit-and-natter group that meets weekly
in a library café (students, young parents, carers, retirees, a few men, and some members who
write in simplified Chinese).  Over two years they chat about yarn, patterns, charity knitting
drives and craft fairs; now and then somebody's own state changes: where they live, who they
work for, their phone, carrier, car, energy supplier, bank, pets, instruments, clubs, the
language they are learning, their café order, their diet, their dentist and so on.

Changes are told in many ways: straight out, by use ("charging the Leaf outside..."), by a
third person (with pronouns pointing back), by the person naming themselves, as "we" for a
household, weeks late ("forgot to mention..."), as plans that happen, plans that are dropped
and idle "thinking about" that never goes anywhere, as corrections and negations, as scoped
exceptions and as a second value beside the first (two pets, two clubs).  Distractor lines
name values of the same kind without them being anybody's state.

The probes carry the ground truth (current, historical, as_of, coexisting and planning), with
outdated, abandoned and merely-mentioned values.  Standard library only; deterministic.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

GENERATOR = "blind_bg"
START = "2023-02-06T09:00:00+00:00"
LAST_DAY = 728
EN = "en"
ZH = "zh"

# (name, gender, writes Chinese, life stage)
MEMBERS = (
    ("Doreen", "f", False, "retiree"),
    ("Megan", "f", False, "young parent"),
    ("Callum", "m", False, "student"),
    ("Bev", "f", False, "carer"),
    ("Harriet", "f", False, "student"),
    ("Marjorie", "f", False, "retiree"),
    ("Tariq", "m", False, "young parent"),
    ("Siobhan", "f", False, "carer"),
    ("Gareth", "m", False, "retiree"),
    ("Aisha", "f", False, "young parent"),
    ("Frank", "m", False, "retiree"),
    ("Lottie", "f", False, "student"),
    ("Ruth", "f", False, "carer"),
    ("Dilys", "f", False, "retiree"),
    ("Kieran", "m", False, "young parent"),
    ("Xiaoling", "f", True, "student"),
    ("Meiyu", "f", True, "young parent"),
    ("Haoran", "m", True, "student"),
    ("Lili", "f", True, "carer"),
    ("Yuqing", "f", True, "retiree"),
    ("Wenjie", "m", True, "young parent"),
)

PRON = {
    EN: {"f": ("She", "she", "her"), "m": ("He", "he", "his")},
    ZH: {"f": ("她", "她", "她的"), "m": ("他", "他", "他的")},
}


@dataclass
class Slot:
    """One kind of personal state: value pools, questions and phrase fragments per language.

    Fragment keys, single-valued slots: pres (first-person present), new (a change, simple
    past), use (the new value shown only by use), third ({P} = the person, as a pronoun or
    their own name), we (household), plan (infinitive), stay (sticking with {v}), ask
    (somebody asks about {old}), scoped ({v} in general but {x} for one thing), dist
    (distractors naming {d}).  Multi-valued slots use has / add / use / third / remove / dist.
    """

    key: str
    multi: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    fr: dict[str, dict[str, tuple[str, ...]]]
    who: tuple[str, ...] = ()  # life stages the slot suits (empty = everyone)

    def has(self, lang: str, key: str) -> bool:
        return bool(self.fr.get(lang, {}).get(key))


def _q(cur: str, hist: str, asof: str, plan: str = "", coex: str = "") -> dict[str, str]:
    out = {"current": cur, "historical": hist, "as_of": asof}
    if plan:
        out["planning"] = plan
    if coex:
        out["coexisting"] = coex
    return out


HOME = Slot(
    key="home_area",
    multi=False,
    pool={
        EN: (
            "Fulwood",
            "Ashton-on-Ribble",
            "Penwortham",
            "Ribbleton",
            "Longridge",
            "Leyland",
            "Walton-le-Dale",
            "Broughton",
            "Ingol",
            "Grimsargh",
            "Bamber Bridge",
            "Lostock Hall",
            "Frenchwood",
            "Deepdale",
            "Goosnargh",
            "Hutton",
        ),
        ZH: (
            "Fulwood",
            "Ashton-on-Ribble",
            "Penwortham",
            "Ribbleton",
            "Leyland",
            "Ingol",
            "Deepdale",
            "Bamber Bridge",
            "Broughton",
            "Frenchwood",
        ),
    },  # fmt: skip
    q={
        EN: _q(
            "Which part of Preston does {n} live in now?",
            "Where did {n} live before the current place?",
            "Which area was {n} living in at that point?",
            "Where is {n} planning to move?",
        ),
        ZH: _q(
            "{n}现在住在普雷斯顿哪个区？",
            "{n}之前住在哪里？",
            "{n}那时候住在哪个区？",
            "{n}打算搬到哪里？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": (
                "I live out in {v}",
                "home is {v} these days",
                "I'm in {v}",
                "we've got a little terrace in {v}",
            ),
            "new": (
                "I moved to {v}",
                "we finally got the keys to a place in {v}",
                "I left {old} and moved over to {v}",
                "I packed up in {old} and ended up in {v}",
            ),
            "use": (
                "the walk from my new place in {v} to the library is only twenty minutes, "
                "so I'll be on time for once",
                "the bin men in {v} come on a Tuesday, which nobody told me when I moved in",
                "still unpacking boxes of yarn in the new house in {v}, found three WIPs I'd "
                "forgotten about",
            ),
            "third": (
                "{P}'s moved to {v}",
                "{P} has a new place in {v} now",
                "{P} is living over in {v} these days",
            ),
            "we": ("we've moved to {v}", "we've bought a house in {v}, finally"),
            "plan": ("move to {v}", "put an offer in on a house in {v}", "look for a flat in {v}"),
            "stay": ("staying put in {v}", "we're stopping in {v} for now"),
            "ask": (
                "are you still over in {old}, {n}?",
                "{n} you're in {old} aren't you? could you drop the blanket squares off?",
            ),
            "dist": (
                "my cousin's just bought in {d}, prices there are mad",
                "anyone know if the bus from {d} still runs on Sundays?",
                "there's a new yarn pop-up in {d} apparently",
                "if I won the lottery I'd get one of those big houses in {d}",
                "road closures in {d} all week, avoid if you can",
            ),
        },
        ZH: {
            "pres": ("我住在{v}", "我家在{v}"),
            "new": ("我搬到{v}了", "我们已经从{old}搬到{v}了", "我们在{v}租了新房子，已经搬过去了"),
            "use": (
                "从{v}的新家走到图书馆才二十分钟，方便多了",
                "{v}这边的新家楼下就有超市，买毛线也方便",
            ),
            "third": ("{P}搬到{v}了", "{P}现在住在{v}"),
            "we": ("我们搬家了，现在在{v}",),
            "plan": ("搬到{v}", "在{v}找房子"),
            "stay": ("还是住在{v}",),
            "ask": ("{n}你还住在{old}吗？",),
            "dist": (
                "听说{d}那边新开了一家中国超市",
                "{d}的房价涨得好厉害",
                "有人知道{d}周日有公交车吗？",
            ),
        },
    },
)

JOB = Slot(
    key="employer",
    multi=False,
    pool={
        EN: (
            "Royal Preston Hospital",
            "UCLan",
            "Booths",
            "Lancashire County Council",
            "BAE Systems",
            "Ribble Print Works",
            "Harrison & Lund Solicitors",
            "Fishergate Opticians",
            "Preston Markets",
            "Cottam Care Homes",
            "Brindle Bakery",
            "Red Rose Insurance",
            "St Cuthbert's Primary",
        ),
        ZH: (
            "Royal Preston Hospital",
            "UCLan",
            "Booths",
            "Lancashire County Council",
            "Golden Dragon takeaway",
            "Ribble Print Works",
            "Red Rose Insurance",
            "Cottam Care Homes",
        ),
    },  # fmt: skip
    q={
        EN: _q(
            "Where does {n} work now?",
            "Where did {n} work before the current job?",
            "Who was {n} working for at that time?",
            "Where is {n} planning to work?",
        ),
        ZH: _q(
            "{n}现在在哪里工作？",
            "{n}以前在哪里工作？",
            "{n}那时候在哪里工作？",
            "{n}打算去哪里工作？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I work at {v}", "I'm at {v} these days, mostly admin", "I do shifts at {v}"),
            "new": (
                "I started at {v}",
                "I left {old} and took a job at {v}",
                "I handed my notice in at {old} and I've started at {v}",
                "I got the job at {v}",
            ),
            "use": (
                "first week at {v} done, my feet are killing me and I've not knitted a stitch",
                "the staff room at {v} has a brilliant radiator for blocking, not that I'd dare",
                "my new badge for {v} came today, the photo is tragic",
            ),
            "third": ("{P}'s got a job at {v}", "{P} works at {v} now", "{P} started at {v}"),
            "plan": ("apply for the job at {v}", "go for the opening at {v}", "move over to {v}"),
            "stay": ("staying at {v}", "sticking with {v}, better the devil you know"),
            "ask": ("{n} are you still at {old}? my niece is thinking of applying",),
            "scoped": ("I'm at {v} most of the week but I do Saturdays at {x}",),
            "dist": (
                "{d} are hiring again, there was an advert in the Post",
                "my brother-in-law has just been made redundant from {d}",
                "did anyone see {d} on the news last night?",
                "if anyone fancies a job, {d} want a receptionist",
            ),
        },
        ZH: {
            "pres": ("我在{v}上班", "我在{v}工作"),
            "new": ("我换工作了，现在在{v}", "我从{old}辞职了，去了{v}", "我开始在{v}上班了"),
            "use": ("在{v}上班第一周，累死了，一针都没织",),
            "third": ("{P}现在在{v}上班", "{P}去{v}工作了"),
            "plan": ("去{v}工作", "申请{v}的工作"),
            "stay": ("继续留在{v}",),
            "ask": ("{n}你还在{old}上班吗？",),
            "dist": ("{d}在招人，报纸上有广告", "我表哥在{d}上班，说很忙"),
        },
    },
)

PHONE = Slot(
    key="phone",
    multi=False,
    pool={
        EN: (
            "iPhone 12",
            "iPhone 15",
            "Pixel 7a",
            "Galaxy A54",
            "Moto G84",
            "Fairphone 5",
            "Nokia G22",
            "Galaxy S23",
            "iPhone SE",
        ),
        ZH: ("iPhone 13", "Huawei P30", "Xiaomi 13", "OPPO Reno 8", "Galaxy S23", "Pixel 7a"),
    },  # fmt: skip
    q={
        EN: _q(
            "Which phone does {n} use now?",
            "Which phone did {n} have before this one?",
            "Which phone did {n} have then?",
            "Which phone is {n} planning to get?",
        ),
        ZH: _q(
            "{n}现在用什么手机？",
            "{n}之前用的是什么手机？",
            "{n}那时候用什么手机？",
            "{n}打算换什么手机？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I've got a {v}", "my phone's a {v}", "I'm on a {v}"),
            "new": (
                "I got a {v}",
                "I finally replaced the old {old} with a {v}",
                "I treated myself to a {v}",
            ),
            "use": (
                "the camera on the {v} makes my colourwork look miles better, look at this",
                "sorry for the typos, still getting used to the keyboard on the {v}",
                "the {v} battery lasted the whole craft fair, the old one never would",
            ),
            "third": ("{P}'s got a {v} now", "{P} has swapped to a {v}"),
            "plan": ("get a {v}", "upgrade to a {v}", "trade in for a {v}"),
            "stay": ("keeping the {v} a bit longer", "sticking with my {v}"),
            "ask": ("{n} is that still the {old}? the photos look different",),
            "scoped": ("I use the {v} for everything, but there's a {x} for work calls",),
            "dist": (
                "the {d} is on offer at Argos this week",
                "my grandson dropped his {d} down the toilet, bless him",
                "saw a review saying the {d} overheats",
                "would a {d} be any good for video calls with my sister?",
            ),
        },
        ZH: {
            "pres": ("我用的是{v}", "我的手机是{v}"),
            "new": ("我换了{v}", "我把{old}换成{v}了", "买了个{v}"),
            "use": ("{v}拍毛线颜色好准，大家看看这个", "刚用{v}打字还不习惯，错字别介意"),
            "third": ("{P}换了{v}", "{P}现在用{v}"),
            "plan": ("换{v}", "买个{v}"),
            "stay": ("先继续用{v}",),
            "ask": ("{n}你还在用{old}吗？",),
            "dist": ("{d}在打折，要不要看看", "我儿子想要{d}，太贵了", "听说{d}电池不太行"),
        },
    },
)

CARRIER = Slot(
    key="mobile_network",
    multi=False,
    pool={
        EN: (
            "EE",
            "giffgaff",
            "Vodafone",
            "O2",
            "Tesco Mobile",
            "Smarty",
            "VOXI",
            "Sky Mobile",
            "iD Mobile",
        ),
        ZH: ("giffgaff", "Lebara", "EE", "Vodafone", "Lyca Mobile", "O2"),
    },  # fmt: skip
    q={
        EN: _q(
            "Which mobile network is {n} on now?",
            "Which network was {n} on before?",
            "Which mobile network was {n} on then?",
            "Which network is {n} planning to join?",
        ),
        ZH: _q(
            "{n}现在用哪家手机运营商？",
            "{n}之前用哪家运营商？",
            "{n}那时候用哪家运营商？",
            "{n}打算换哪家运营商？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I'm on {v}", "my contract's with {v}"),
            "new": (
                "I switched my number to {v}",
                "I left {old} and went to {v}",
                "I ported over to {v}",
            ),
            "use": (
                "{v} signal is rubbish in the library basement, that's why I missed your message",
                "got my first {v} bill and it's half what I was paying",
            ),
            "third": ("{P}'s on {v} now", "{P} switched to {v}"),
            "plan": ("switch to {v}", "move my number to {v}"),
            "stay": ("staying with {v}", "sticking on {v}"),
            "ask": ("are you still on {old}, {n}? you keep dropping out",),
            "dist": (
                "{d} are doing a free month apparently",
                "my daughter says {d} is useless in Longridge",
                "anyone know if {d} does roaming in Spain?",
            ),
        },
        ZH: {
            "pres": ("我用{v}的卡", "我的号码是{v}的"),
            "new": ("我换到{v}了", "我从{old}转到{v}了"),
            "use": ("{v}在图书馆地下室没信号，所以没看到消息",),
            "third": ("{P}换成{v}了",),
            "plan": ("换到{v}",),
            "stay": ("继续用{v}",),
            "ask": ("{n}你还用{old}吗？",),
            "dist": ("{d}最近有优惠", "听说{d}在乡下信号很差"),
        },
    },
)

CAR = Slot(
    key="car",
    multi=False,
    pool={
        EN: (
            "Ford Fiesta",
            "Honda Jazz",
            "Nissan Leaf",
            "Toyota Yaris",
            "Kia Niro",
            "Skoda Fabia",
            "Vauxhall Corsa",
            "MG4",
            "VW Polo",
            "Dacia Sandero",
        ),
        ZH: ("Toyota Yaris", "Nissan Leaf", "Kia Niro", "VW Polo", "MG4", "Honda Jazz"),
    },  # fmt: skip
    q={
        EN: _q(
            "What car does {n} drive now?",
            "What car did {n} drive before?",
            "What was {n} driving then?",
            "Which car is {n} planning to get?",
        ),
        ZH: _q(
            "{n}现在开什么车？", "{n}以前开什么车？", "{n}那时候开什么车？", "{n}打算买什么车？"
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I drive a {v}", "I've got an old {v}", "the {v} gets me everywhere"),
            "new": ("I got a {v}", "I part-exchanged the {old} for a {v}", "I bought a {v}"),
            "use": (
                "can fit six bags of charity blankets in the boot of the {v}, who knew",
                "the {v} wouldn't start this morning so I'll be late",
                "parked the {v} on Corporation Street, fingers crossed for no ticket",
            ),
            "third": ("{P}'s driving a {v} now", "{P} got a {v}"),
            "we": ("we've got a {v} now", "we traded the {old} in for a {v}"),
            "plan": ("get a {v}", "buy a second-hand {v}", "lease a {v}"),
            "stay": ("keeping the {v} for another year",),
            "ask": ("{n} still got the {old}? could you give me a lift to the fair?",),
            "dist": (
                "a {d} nearly took me out on the roundabout",
                "there's a {d} for sale on Facebook marketplace if anyone wants one",
                "the {d} advert on telly is so annoying",
                "would a {d} fit a double buggy, do you think?",
            ),
        },
        ZH: {
            "pres": ("我开{v}", "我有辆{v}"),
            "new": ("我买了{v}", "把{old}卖了，换了辆{v}"),
            "use": ("{v}后备箱能放六袋捐赠的毛毯",),
            "third": ("{P}现在开{v}",),
            "plan": ("买{v}", "换一辆{v}"),
            "stay": ("继续开{v}",),
            "ask": ("{n}你还开那辆{old}吗？",),
            "dist": ("二手网站上有人卖{d}", "{d}的广告好烦"),
        },
    },
)

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    pool={
        EN: (
            "Octopus Energy",
            "British Gas",
            "EDF",
            "E.ON Next",
            "OVO",
            "Good Energy",
            "Ecotricity",
            "Red Rose Power",
        ),
        ZH: ("Octopus Energy", "British Gas", "EDF", "OVO", "E.ON Next"),
    },  # fmt: skip
    q={
        EN: _q(
            "Who is {n}'s energy supplier now?",
            "Who supplied {n}'s energy before?",
            "Who was {n}'s energy supplier then?",
            "Which supplier is {n} planning to switch to?",
        ),
        ZH: _q(
            "{n}现在用哪家能源公司？",
            "{n}之前用哪家能源公司？",
            "{n}那时候用哪家能源公司？",
            "{n}打算换哪家能源公司？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I'm with {v} for gas and electric", "we're with {v}"),
            "new": ("I switched to {v}", "I left {old} and moved to {v}"),
            "use": (
                "the {v} app says the heated blanket is costing me 4p an hour, worth every penny",
                "had a smart meter fitted by {v} today, the engineer liked my tea cosy",
            ),
            "third": ("{P}'s with {v} now", "{P} switched to {v}"),
            "we": ("we've switched to {v}", "we've gone over to {v}"),
            "plan": ("switch to {v}", "go with {v}"),
            "stay": ("staying with {v}",),
            "ask": ("{n} are you still with {old}? what are they charging you?",),
            "dist": (
                "{d} put their prices up again, it was on the news",
                "a {d} bloke knocked on the door trying to sign me up",
                "my neighbour swears by {d}",
            ),
        },
        ZH: {
            "pres": ("我家用的是{v}",),
            "new": ("我们换到{v}了", "从{old}换到{v}了"),
            "use": ("{v}的app说电热毯一小时才四便士",),
            "third": ("{P}家换成{v}了",),
            "we": ("我们家换成{v}了",),
            "plan": ("换到{v}",),
            "stay": ("继续用{v}",),
            "ask": ("{n}你家还用{old}吗？",),
            "dist": ("新闻说{d}又涨价了", "有个{d}的推销员来敲门"),
        },
    },
)

BANK = Slot(
    key="bank",
    multi=False,
    pool={
        EN: (
            "Nationwide",
            "Monzo",
            "Starling",
            "Barclays",
            "Halifax",
            "Lloyds",
            "Santander",
            "First Direct",
            "Ribble Credit Union",
        ),
        ZH: ("Monzo", "HSBC", "Barclays", "Starling", "Lloyds", "Santander"),
    },  # fmt: skip
    q={
        EN: _q(
            "Which bank does {n} use now?",
            "Which bank was {n} with before?",
            "Which bank was {n} with then?",
            "Which bank is {n} planning to move to?",
        ),
        ZH: _q(
            "{n}现在用哪家银行？",
            "{n}以前用哪家银行？",
            "{n}那时候用哪家银行？",
            "{n}打算换哪家银行？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I bank with {v}", "my account's with {v}"),
            "new": ("I moved my account to {v}", "I closed the {old} account and went to {v}"),
            "use": (
                "paid for the raffle prizes with my {v} card and it pinged straight away",
                "my {v} card came in the post, bright orange, can't lose it",
            ),
            "third": ("{P} banks with {v} now", "{P} moved to {v}"),
            "we": ("we've moved the joint account to {v}",),
            "plan": ("move my account to {v}", "switch to {v}"),
            "stay": ("staying with {v}",),
            "ask": ("{n} are you still with {old}? did the branch close?",),
            "scoped": ("I use {v} for everyday, but the savings are still with {x}",),
            "dist": (
                "{d} are closing the Fishergate branch",
                "there's a scam text going round pretending to be {d}",
                "{d} are giving £200 to switch, if anyone's tempted",
            ),
        },
        ZH: {
            "pres": ("我用{v}的账户",),
            "new": ("我把账户转到{v}了", "把{old}的账户关了，开了{v}"),
            "use": ("用{v}的卡付了抽奖礼物的钱",),
            "third": ("{P}换到{v}了",),
            "plan": ("换到{v}",),
            "stay": ("继续用{v}",),
            "ask": ("{n}你还用{old}吗？",),
            "dist": ("{d}要关门一个分行", "有诈骗短信冒充{d}"),
        },
    },
)

PETS = Slot(
    key="pets",
    multi=True,
    pool={
        EN: (
            "greyhound",
            "cockapoo",
            "ragdoll",
            "tabby",
            "rabbit",
            "budgie",
            "tortoise",
            "guinea pigs",
            "labrador",
            "whippet",
            "hamster",
        ),
        ZH: ("橘猫", "柯基", "仓鼠", "兔子", "鹦鹉", "金毛"),
    },  # fmt: skip
    q={
        EN: _q(
            "What pets does {n} have now?",
            "What pet did {n} have before?",
            "What pets did {n} have then?",
            coex="Which pets does {n} have at the moment?",
        ),
        ZH: _q(
            "{n}现在养了什么宠物？",
            "{n}以前养过什么宠物？",
            "{n}那时候养了什么宠物？",
            coex="{n}现在家里有哪些宠物？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "has": (
                "I've got a {v} who sits on every bit of knitting",
                "my {v} is my only company most evenings",
                "we have a {v}, she's a menace with yarn",
            ),
            "add": (
                "we've got a {v} as well now, the {first} is not impressed",
                "I caved and adopted a {v}, so that's two of them alongside the {first}",
                "meet the newest member of the house: a {v}! the {first} is sulking",
            ),
            "use": (
                "the {v} chewed through a whole ball of merino last night, on top of the {first} "
                "shedding on everything",
                "had to take the {v} to the vet as well as the {first}, that's my yarn budget gone",
            ),
            "third": (
                "{P}'s got a {v} now as well as the {first}",
                "{P} adopted a {v} to keep the {first} company",
            ),
            "remove": (
                "we had to rehome the {v}, it broke my heart but it wasn't fair on him",
                "lost our {v} last week, he had a good long life",
            ),
            "dist": (
                "there's a {d} at the rescue centre that needs a home, look at his face",
                "knitting a jumper for my sister's {d}, pattern in the comments",
                "why does every {d} on TikTok look so smug",
                "would a {d} be ok in a flat?",
            ),
        },
        ZH: {
            "has": ("我家有一只{v}", "我养了一只{v}"),
            "add": ("我们又养了一只{v}，{first}有点吃醋", "家里新来了一只{v}，和{first}作伴"),
            "use": ("{v}昨晚把一团羊毛线咬坏了，{first}也在旁边捣乱",),
            "third": ("{P}又养了一只{v}，家里还有{first}",),
            "remove": ("我们的{v}送人了，太舍不得了",),
            "dist": ("救助站有一只{d}在找家", "给朋友家的{d}织了件小毛衣"),
        },
    },
)

CLUBS = Slot(
    key="clubs",
    multi=True,
    pool={
        EN: (
            "Fulwood WI",
            "Ribble Valley Ramblers",
            "Harris book club",
            "Preston Lantern Choir",
            "Penwortham Repair Café",
            "St George's bell ringers",
            "Avenham Gardening Club",
            "Preston Chess Club",
            "Moor Park Runners",
            "Preston Folk Jam",
        ),
        ZH: (
            "华人教会合唱团",
            "中文学校家长会",
            "广场舞队",
            "麻将小组",
            "Preston Lantern Choir",
            "Avenham Gardening Club",
        ),
    },  # fmt: skip
    q={
        EN: _q(
            "Which clubs does {n} belong to now, besides this one?",
            "Which club was {n} in before?",
            "Which clubs was {n} in then?",
            coex="Which other clubs is {n} a member of now?",
        ),
        ZH: _q(
            "{n}现在除了编织群还参加哪些团体？",
            "{n}以前参加过什么团体？",
            "{n}那时候参加哪些团体？",
            coex="{n}现在还参加了哪些团体？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "has": (
                "I'm in {v} on Thursdays so I can't do the evening meet",
                "I go to {v} too, it's where I learnt to cast on",
            ),
            "add": (
                "I've joined {v} as well, still doing {first} though",
                "signed up for {v}, on top of {first}, my diary is full",
            ),
            "use": ("can't stay late tonight, {v} committee meeting, and {first} tomorrow",),
            "third": ("{P}'s joined {v} too, alongside {first}",),
            "remove": (
                "I've packed in {v}, too much politics",
                "I stopped going to {v}, couldn't keep up with it",
            ),
            "dist": (
                "{d} are doing an open day on Saturday if anyone's curious",
                "saw a poster for {d} in the library, anyone been?",
                "my neighbour keeps trying to get me to join {d}",
            ),
        },
        ZH: {
            "has": ("我周四去{v}", "我还参加{v}"),
            "add": ("我又参加了{v}，{first}也还在去", "报名了{v}，加上{first}，周末都满了"),
            "use": ("今晚不能待太久，{v}要开会，明天还有{first}",),
            "third": ("{P}也加入了{v}，{first}也还去",),
            "remove": ("我不去{v}了，太累了",),
            "dist": ("图书馆贴了{d}的海报，有人去过吗？", "{d}周六开放日"),
        },
    },
)

INSTRUMENTS = Slot(
    key="instruments",
    multi=True,
    pool={
        EN: (
            "ukulele",
            "piano",
            "fiddle",
            "tin whistle",
            "guitar",
            "cello",
            "harmonica",
            "accordion",
        ),
        ZH: ("二胡", "古筝", "钢琴", "尤克里里", "葫芦丝", "笛子"),
    },  # fmt: skip
    q={
        EN: _q(
            "Which instruments does {n} play now?",
            "Which instrument did {n} play before?",
            "Which instruments did {n} play then?",
            coex="What instruments does {n} play?",
        ),
        ZH: _q(
            "{n}现在会弹哪些乐器？",
            "{n}以前玩什么乐器？",
            "{n}那时候玩哪些乐器？",
            coex="{n}现在玩哪些乐器？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "has": ("I play the {v}, badly", "I've played the {v} since school"),
            "add": (
                "I've started learning the {v} as well, still playing the {first}",
                "took up the {v} on top of the {first}, the neighbours love me",
            ),
            "use": (
                "knitted a cosy for my {v} case, it sits next to the {first} now",
                "practising the {v} every night this week, the {first} is gathering dust",
            ),
            "third": ("{P}'s learning the {v} now too, as well as the {first}",),
            "remove": (
                "I've sold the {v}, I never practised",
                "given up the {v}, my wrists can't do that and knitting",
            ),
            "dist": (
                "there's a {d} busker outside the station who's brilliant",
                "my lad wants a {d} for Christmas, heaven help me",
                "knitted a {d} for a toy band stall, it's ridiculous",
            ),
        },
        ZH: {
            "has": ("我会拉{v}", "我从小学{v}"),
            "add": ("我又开始学{v}了，{first}也还在练", "除了{first}，最近还在学{v}"),
            "use": ("给我的{v}织了个套子，放在{first}旁边",),
            "third": ("{P}也开始学{v}了，还有{first}",),
            "remove": ("我的{v}卖掉了，没时间练",),
            "dist": ("车站外面有人在弹{d}，好好听", "我儿子想学{d}"),
        },
    },
)

LANGUAGE = Slot(
    key="learning_language",
    multi=False,
    pool={
        EN: (
            "Spanish",
            "Italian",
            "Welsh",
            "BSL",
            "Mandarin",
            "Japanese",
            "French",
            "Polish",
            "Irish",
        ),
        ZH: ("日语", "法语", "西班牙语", "韩语", "意大利语", "德语"),
    },  # fmt: skip
    q={
        EN: _q(
            "Which language is {n} learning now?",
            "Which language was {n} learning before?",
            "Which language was {n} learning then?",
            "Which language is {n} planning to learn?",
        ),
        ZH: _q(
            "{n}现在在学什么语言？",
            "{n}之前在学什么语言？",
            "{n}那时候在学什么语言？",
            "{n}打算学什么语言？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I'm learning {v} on the app", "doing {v} classes at the college on Mondays"),
            "new": (
                "I've dropped {old} and started {v}",
                "I switched from {old} to {v}",
                "I started {v} classes",
            ),
            "use": (
                "my {v} teacher wants us to describe a hobby, so I've been learning the word "
                "for purl",
                "did my {v} homework on the bus, 200 day streak",
            ),
            "third": ("{P}'s learning {v} now", "{P} has started {v}"),
            "plan": ("start {v}", "sign up for {v} in September"),
            "stay": ("carrying on with {v}",),
            "ask": ("{n} how's the {old} going? still at it?",),
            "dist": (
                "the library has free {d} taster sessions",
                "my daughter's doing {d} GCSE",
                "anyone know the {d} word for crochet?",
            ),
        },
        ZH: {
            "pres": ("我在学{v}", "我每周上{v}课"),
            "new": ("我不学{old}了，改学{v}", "我开始学{v}了"),
            "use": ("{v}老师让我们介绍爱好，我查了好久“钩针”怎么说",),
            "third": ("{P}在学{v}",),
            "plan": ("学{v}", "报个{v}班"),
            "stay": ("继续学{v}",),
            "ask": ("{n}，{old}学得怎么样了？",),
            "dist": ("图书馆有免费的{d}体验课", "我女儿在学{d}"),
        },
    },
)

DRINK = Slot(
    key="cafe_order",
    multi=False,
    pool={
        EN: (
            "oat flat white",
            "builder's tea",
            "peppermint tea",
            "chai latte",
            "hot chocolate",
            "decaf latte",
            "Earl Grey",
            "americano",
        ),
        ZH: ("豆浆", "绿茶", "美式", "奶茶", "菊花茶", "热巧克力"),
    },  # fmt: skip
    q={
        EN: _q(
            "What does {n} order at the café now?",
            "What did {n} use to order at the café?",
            "What was {n}'s usual café order then?",
            "What is {n} planning to switch to drinking?",
        ),
        ZH: _q(
            "{n}现在在咖啡馆点什么喝的？",
            "{n}以前在咖啡馆点什么？",
            "{n}那时候常点什么喝的？",
            "{n}打算改喝什么？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I always have the {v}", "my usual is a {v}", "a {v} for me as always"),
            "new": (
                "I've gone off {old}, it's {v} from now on",
                "I switched to {v}",
                "I've given up {old} and I'm on {v} now",
            ),
            "use": (
                "can whoever's at the counter grab me a {v}? I'm stuck untangling this mohair",
                "spilt my {v} on the pattern, of course",
            ),
            "third": ("{P}'s drinking {v} now", "{P} has switched to {v}"),
            "plan": ("cut down and switch to {v}", "try {v} instead"),
            "stay": ("sticking with {v}",),
            "ask": ("{n}, usual {old}?", "shall I get you a {old}, {n}?"),
            "scoped": ("it's {v} most days but {x} at the Christmas meet, obviously",),
            "dist": (
                "the café's doing a {d} offer, two for three quid",
                "who on earth orders {d} in July",
                "my husband makes a terrible {d}",
            ),
        },
        ZH: {
            "pres": ("我一般喝{v}", "老样子，{v}"),
            "new": ("我不喝{old}了，改喝{v}", "现在只喝{v}"),
            "use": ("谁在柜台帮我带杯{v}？我在解毛线",),
            "third": ("{P}改喝{v}了",),
            "plan": ("改喝{v}",),
            "stay": ("还是喝{v}",),
            "ask": ("{n}，还是{old}吗？",),
            "dist": ("咖啡馆{d}买二送一", "我老公做的{d}太难喝了"),
        },
    },
)

DIET = Slot(
    key="diet",
    multi=False,
    pool={
        EN: ("vegetarian", "vegan", "pescatarian", "gluten-free", "dairy-free", "low-carb"),
        ZH: ("吃素", "纯素", "无麸质", "低碳水", "生酮"),
    },  # fmt: skip
    q={
        EN: _q(
            "What diet does {n} follow now?",
            "What diet did {n} follow before?",
            "What diet was {n} on then?",
            "Which diet is {n} planning to try?",
        ),
        ZH: _q(
            "{n}现在是什么饮食习惯？",
            "{n}之前是什么饮食？",
            "{n}那时候是什么饮食？",
            "{n}打算试什么饮食？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I'm {v}, so no sausage rolls for me at the fair", "I eat {v}"),
            "new": (
                "I've gone {v}",
                "I stopped being {old} and went {v}",
                "I went {v} in the new year",
            ),
            "use": (
                "I'll bring {v} brownies for the bake sale since that's what I eat now anyway",
                "does anyone know if the café's soup is {v}? that's me these days",
            ),
            "third": ("{P}'s gone {v}", "{P} is {v} now"),
            "plan": ("go {v}", "try {v} for a month"),
            "stay": ("staying {v}",),
            "ask": ("{n} you're {old}, aren't you? I'm doing the buffet list",),
            "dist": (
                "there's a {d} bakery opening on Friargate",
                "my doctor wants my dad to go {d}, good luck with that",
                "is the {d} thing just a fad?",
            ),
        },
        ZH: {
            "pres": ("我{v}", "我现在是{v}饮食"),
            "new": ("我开始{v}了", "我不{old}了，改成{v}"),
            "use": ("义卖我带{v}的点心，反正我现在就这么吃",),
            "third": ("{P}开始{v}了",),
            "plan": ("试试{v}",),
            "stay": ("继续{v}",),
            "ask": ("{n}你是{old}对吧？我在准备自助餐名单",),
            "dist": ("Friargate开了家{d}面包店", "医生让我爸{d}"),
        },
    },
)

YARN_SHOP = Slot(
    key="yarn_shop",
    multi=False,
    pool={
        EN: (
            "Woolly Mammoth Yarns",
            "The Purl Inn",
            "Ribble Yarn Co",
            "Loop & Lark",
            "Hobbycraft",
            "Wool Warehouse",
            "Fibre Fox",
            "Knit Wits of Friargate",
        ),
        ZH: ("Hobbycraft", "Wool Warehouse", "Woolly Mammoth Yarns", "The Purl Inn", "淘宝"),
    },  # fmt: skip
    q={
        EN: _q(
            "Where does {n} buy most of their yarn now?",
            "Where did {n} use to buy yarn?",
            "Where was {n} buying yarn then?",
            "Where is {n} planning to buy yarn from?",
        ),
        ZH: _q(
            "{n}现在主要在哪里买毛线？",
            "{n}以前在哪里买毛线？",
            "{n}那时候在哪里买毛线？",
            "{n}打算去哪里买毛线？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I get nearly all my yarn from {v}", "{v} is my yarn shop"),
            "new": (
                "I've stopped buying from {old}, it's all {v} now",
                "I moved my yarn spending to {v}",
                "I've switched to {v} for yarn",
            ),
            "use": (
                "my {v} order arrived, the DK is gorgeous",
                "the lady at {v} put aside the "
                "last three skeins for me again, that's why I'm there every week",
            ),
            "third": ("{P} buys everything from {v} now", "{P}'s loyal to {v} these days"),
            "plan": ("order from {v}", "try {v} for the blanket yarn"),
            "stay": ("sticking with {v}",),
            "ask": ("{n} are you still getting your yarn at {old}? is the sale on?",),
            "scoped": ("{v} for everything, except sock yarn which I still get from {x}",),
            "dist": (
                "{d} have 20% off this weekend",
                "did you see {d} on Countryfile?",
                "someone left a bad review of {d}, I think it's unfair",
                "is {d} any good for chunky?",
            ),
        },
        ZH: {
            "pres": ("我的毛线都在{v}买", "我常去{v}买线"),
            "new": ("我现在都在{v}买毛线了", "不在{old}买了，改在{v}买"),
            "use": ("{v}的快递到了，这个DK颜色好美",),
            "third": ("{P}现在都在{v}买线",),
            "plan": ("去{v}买", "在{v}下单"),
            "stay": ("还是在{v}买",),
            "ask": ("{n}你还在{old}买毛线吗？",),
            "dist": ("{d}周末打八折", "有人在{d}买过粗线吗？"),
        },
    },
)

PATTERN_APP = Slot(
    key="pattern_app",
    multi=False,
    pool={
        EN: ("Ravelry", "Stitch Fiddle", "knitCompanion", "PurlPad", "Loopsy", "Row Counter Pro"),
        ZH: ("Ravelry", "Stitch Fiddle", "knitCompanion", "小红书"),
    },  # fmt: skip
    q={
        EN: _q(
            "Which app does {n} use for patterns now?",
            "Which pattern app did {n} use before?",
            "Which pattern app was {n} using then?",
            "Which app is {n} planning to try?",
        ),
        ZH: _q(
            "{n}现在用什么应用看图解？",
            "{n}之前用什么看图解？",
            "{n}那时候用什么看图解？",
            "{n}打算用什么应用？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I keep all my patterns in {v}", "I use {v} for my charts"),
            "new": ("I moved all my patterns over to {v}", "I've ditched {old} for {v}"),
            "use": (
                "just highlighted my row in {v} and lost my place anyway",
                "the chart I made in {v} for the poppy blanket, have a look",
            ),
            "third": ("{P} uses {v} for everything now",),
            "plan": ("try {v}", "move everything into {v}"),
            "stay": ("sticking with {v}",),
            "ask": ("{n} is that still {old} you're using?",),
            "scoped": (
                "{v} for my own stuff, but {x} for the charity patterns because that's what "
                "the organiser uses",
            ),
            "dist": (
                "{d} has a free trial this month",
                "the {d} update broke everyone's row counters apparently",
                "my granddaughter showed me {d}, no idea what I'm doing",
            ),
        },
        ZH: {
            "pres": ("我用{v}看图解", "图解都存在{v}里"),
            "new": ("我把图解都搬到{v}了", "不用{old}了，改用{v}"),
            "use": ("在{v}上做了个罂粟花毯子的图解，大家看看",),
            "third": ("{P}现在用{v}",),
            "plan": ("试试{v}",),
            "stay": ("继续用{v}",),
            "ask": ("{n}你还在用{old}吗？",),
            "dist": ("{d}这个月免费试用", "听说{d}更新以后出问题了"),
        },
    },
)

EXERCISE = Slot(
    key="exercise",
    multi=False,
    pool={
        EN: (
            "aqua aerobics",
            "walking netball",
            "Pilates",
            "yoga",
            "parkrun",
            "spin classes",
            "wild swimming",
            "badminton",
            "tai chi",
        ),
        ZH: ("太极", "瑜伽", "游泳", "羽毛球", "广场舞"),
    },  # fmt: skip
    q={
        EN: _q(
            "What does {n} do for exercise now?",
            "What did {n} do for exercise before?",
            "What was {n} doing for exercise then?",
            "What exercise is {n} planning to take up?",
        ),
        ZH: _q(
            "{n}现在做什么运动？",
            "{n}以前做什么运动？",
            "{n}那时候做什么运动？",
            "{n}打算做什么运动？",
        ),
    },  # fmt: skip
    fr={
        EN: {
            "pres": ("I do {v} at West View", "{v} twice a week keeps me going"),
            "new": ("I've given up {old} and taken up {v}", "I started {v}"),
            "use": (
                "pulled something at {v} so I'm knitting with an ice pack today",
                "came straight from {v}, excuse the hair",
            ),
            "third": ("{P}'s doing {v} now", "{P} has taken up {v}"),
            "plan": ("take up {v}", "try {v}"),
            "stay": ("sticking with {v}",),
            "ask": ("{n} are you still doing {old}?",),
            "dist": (
                "there's a {d} taster at the leisure centre",
                "my physio says {d} is good for knitter's shoulders",
                "saw {d} on the telly, looked exhausting",
            ),
        },
        ZH: {
            "pres": ("我每周练{v}", "我平时做{v}"),
            "new": ("我不做{old}了，开始{v}", "我开始练{v}了"),
            "use": ("刚{v}回来，头发乱糟糟的",),
            "third": ("{P}开始练{v}了",),
            "plan": ("试试{v}", "开始练{v}"),
            "stay": ("继续{v}",),
            "ask": ("{n}你还在做{old}吗？",),
            "dist": ("休闲中心有{d}体验课", "电视上看到{d}，好累"),
        },
    },
)

SLOTS = (HOME, JOB, PHONE, CARRIER, CAR, ENERGY, BANK, PETS, CLUBS, INSTRUMENTS, LANGUAGE,
         DRINK, DIET, YARN_SHOP, PATTERN_APP, EXERCISE)  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Wrappers: how a clause becomes a chat line.  {c} = clause (first letter as written),
# {C} = clause with a capital, {when} = a month name, {old}/{v} values.
# ---------------------------------------------------------------------------------------------

W = {
    EN: {
        "direct": (
            "{C}!",
            "Quick update from me: {c}.",
            "So... {c}. Still can't quite believe it.",
            "{C} at the weekend, hence the radio silence.",
            "Bit of news, {c}.",
            "{C}. Should have done it years ago tbh.",
        ),
        "late": (
            "Forgot to mention, {c} back in {when}.",
            "Oh, meant to say ages ago: {c} in {when}.",
            "Not sure I ever told you lot, but {c} in {when}.",
            "Realised I never said: {c}, that was {when}.",
        ),
        "plan": (
            "I'm thinking I might {c}.",
            "Planning to {c} in the spring, we'll see.",
            "Seriously considering whether to {c}.",
            "Half tempted to {c}, any thoughts?",
        ),
        "pending": (
            "Right, decided: I'm going to {c}. Sorting it next month.",
            "I'm planning to {c}, it's all booked in for after the fair.",
            "Next big thing: I'm going to {c}. Wish me luck.",
        ),
        "idle": (
            "Every so often I think I should {c}, then I put the kettle on instead.",
            "Daydreaming about whether to {c}. Won't happen, but still.",
            "Part of me wants to {c}, the rest of me can't be bothered.",
        ),
        "done": ("Update on the plan: {c}.", "Well, I did it, {c}.", "Done and dusted: {c}."),
        "drop": (
            "Not going to {c} after all, {s}.",
            "Scrap that idea, I won't {c}. {S}.",
            "Changed my mind, I'm not going to {c}. {S}.",
        ),
        "neg": (
            "No, not {old} any more! {C}.",
            "Ha, no, it's not {old} now. {C}.",
            "Nope, done with {old}. {C}.",
        ),
        "corr": (
            "Sorry, I meant {v}, not {w}! Autocorrect.",
            "*{v}, not {w}. Need my glasses.",
            "Wait no, {v}. Not {w}, no idea why I typed that.",
        ),
        "self": (
            "Headline news: {C}.",
            "{C}, in case anyone was wondering 😂",
            "Announcement: {C}. That is all.",
        ),
        "react": (
            "Aw, good for {o}!",
            "Ooh, I'll have to ask {o} about it Thursday.",
            "That's brilliant news.",
            "Didn't know that!",
        ),
    },
    ZH: {
        "direct": ("跟大家说一下，{c}。", "{c}！", "更新一下：{c}。", "{c}，终于搞定了。"),
        "late": ("忘了跟大家说，{when}的时候{c}。", "好像一直没说，{c}，是{when}的事。"),
        "plan": ("我在考虑{c}。", "打算{c}，还没定。", "有点想{c}，大家觉得呢？"),
        "pending": ("决定了，我要{c}，下个月就办。", "我打算{c}，已经约好了。"),
        "idle": ("有时候想{c}，但也就想想。", "偶尔想过{c}，估计不会真的去做。"),
        "done": ("之前说的事办好了，{c}。", "搞定了，{c}。"),
        "drop": ("算了，不{c}了，{s}。", "我改主意了，不打算{c}了，{s}。"),
        "neg": ("不是了，早就不是{old}了，{c}。", "没有啦，{c}。"),
        "corr": ("打错了，是{v}，不是{w}。", "不好意思，是{v}不是{w}。"),
        "self": ("{c}，哈哈。", "报告一下：{c}。"),
        "react": ("真好！", "哇，恭喜{o}！", "下周四问问{o}。"),
    },
}

INTRO3 = {
    EN: (
        "Bumped into {n} in Booths yesterday.",
        "{n} popped into the café after you'd all gone.",
        "Was chatting to {n} at the craft fair on Saturday.",
        "Had a long phone call with {n} last night.",
    ),
    ZH: ("昨天在超市碰到{n}了。", "大家走了以后{n}来了咖啡馆。", "昨晚和{n}打了很久电话。"),
}
TAIL3 = {
    EN: (
        "{p} seemed really pleased about it",
        "{p} says it's the best decision {p} ever made",
        "{p} asked me to tell you all",
    ),
    ZH: ("{p}挺开心的", "{p}让我跟大家说一声"),
}
CHATTY = {
    EN: (
        "Morning all, what a week. The little one's had chickenpox, the washing machine flooded, "
        "and {c}, so I've hardly picked up my needles. Anyway, who's coming Thursday?",
        "Evening! Finished the second sleeve at last, then {c}, then spent an hour looking for "
        "my stitch markers which were in my hair the whole time. How's everyone's week?",
        "Sorry I missed the meet, mad busy. Mum's hospital appointment got moved twice, "
        "{c}, and the dog ate a pom-pom. Did anyone save me a slice of that lemon drizzle?",
        "Right, catching up on 84 messages. Love the poppies. Yes I'll do the raffle. Also "
        "{c}. And no, I still haven't finished that cardigan.",
    ),
    ZH: (
        "大家好，这周好忙。孩子发烧，洗衣机又坏了，还有{c}，所以都没时间织。周四谁去？",
        "晚上好！袖子终于织完了，然后{c}，然后找了一小时记号扣。大家这周怎么样？",
    ),
}


@dataclass
class Person:
    name: str
    gender: str
    zh: bool
    stage: str

    @property
    def lang(self) -> str:
        return ZH if self.zh else EN


@dataclass
class Track:
    """What one person's slot went through: the ground truth the probes are built from."""

    person: Person
    slot: Slot
    chain: list[tuple[int, int, str]] = field(default_factory=list)  # (actual, known, value)
    removed: list[tuple[int, str]] = field(default_factory=list)  # multi: (day, value) given up
    never: list[str] = field(default_factory=list)  # dropped plans, idle thoughts, slips
    pending: str | None = None
    mentioned: set[str] = field(default_factory=set)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s and s[0].isascii() else s


MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip


def month_of(day: int, lang: str) -> str:
    from datetime import datetime, timedelta

    d = datetime.fromisoformat(START) + timedelta(days=day)
    return f"{d.month}月" if lang == ZH else MONTHS[d.month - 1]


AN = re.compile(r"\b([Aa]) (?=[AEIOaeio])")
OBJ = {EN: {"f": "her", "m": "him"}, ZH: {"f": "她", "m": "他"}}
INIT = {
    EN: (
        "{C}.",
        "For the record, {c}.",
        "{C}, for anyone who didn't know.",
        "Ha, {c}, so yes.",
        "{C}, before anyone asks.",
    ),
    ZH: ("{c}。", "顺便说一下，{c}。", "{c}，大家有需要可以找我。"),
}


class Builder:
    """Accumulates episodes (conversations) and per-slot ground truth for one seed."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.eps: list[dict[str, Any]] = []
        self.people: list[Person] = []
        self.tracks: list[Track] = []
        self.mentions: list[tuple[str, str, str]] = []  # (speaker, slot key, value)
        self.n_conv = 0

    # -- low-level helpers ----------------------------------------------------------------

    def conv(self, day: int, turns: list[tuple[Person, str]], chat: bool = True) -> None:
        """One conversation: consecutive turns in one session, sometimes after small talk."""
        rng = self.rng
        day = max(0, min(LAST_DAY, day))
        self.n_conv += 1
        sid = f"{GENERATOR}-{self.seed}-c{self.n_conv:04d}"
        if chat and rng.random() < 0.3:
            turns = [self.filler_turn()] + turns
        if chat and rng.random() < 0.15:
            turns = turns + [self.filler_turn()]
        minute = rng.randint(0, 11 * 60)
        for who, text in turns:
            if not who.zh:
                text = AN.sub(r"\1n ", text)
            self.eps.append({"day": day, "minute": minute, "speaker": who.name, "text": text,
                             "session": sid, "language": who.lang})  # fmt: skip
            minute += rng.randint(1, 9)

    def frag(self, lang: str, slot: Slot, key: str, **kw: str) -> str:
        return self.rng.choice(slot.fr[lang][key]).format(**kw)

    def wrap(self, lang: str, key: str, c: str, **kw: str) -> str:
        return self.rng.choice(W[lang][key]).format(c=c, C=_cap(c), **kw)

    def others(self, p: Person, same_lang: bool = True) -> list[Person]:
        out = [o for o in self.people if o is not p and (not same_lang or o.zh == p.zh)]
        return out or [o for o in self.people if o is not p]

    def spread(self, k: int, lo: int, hi: int, gap: int) -> list[int]:
        """k sorted days in [lo, hi] at least `gap` apart."""
        for _ in range(200):
            days = sorted(self.rng.sample(range(lo, hi), k))
            if all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
                return days
        return [lo + i * gap for i in range(k)]

    # -- single-valued slots --------------------------------------------------------------

    def change(
        self,
        p: Person,
        slot: Slot,
        t: Track,
        d: int,
        old: str,
        new: str,
        spare: list[str],
        floor: int,
        limit: int,
    ) -> int:
        """Tell one change of p's slot from `old` to `new`, actually on day d. Returns the day
        the group learnt of it. `floor`/`limit`: the previous/next event days of this slot."""
        rng, lang, fr = self.rng, p.lang, slot.fr[p.lang]
        modes = ["direct"] * 3 + ["use"] * 2 + ["third"] * 2 + ["late"] * 2 + ["plan_done"] * 2
        modes += ["chatty", "self"]
        if fr.get("we"):
            modes += ["we"] * 2
        if fr.get("ask"):
            modes += ["neg"] * 2
        if spare:
            modes.append("corr")
        mode = rng.choice(modes)
        if mode == "late" and min(limit, LAST_DAY) - d < 25:
            mode = "direct"
        if mode == "plan_done" and d - floor < 30:
            mode = "use"
        c_new = self.frag(lang, slot, "new", v=new, old=old)
        pr = PRON[lang][p.gender]
        if mode == "direct":
            self.conv(d, [(p, self.wrap(lang, "direct", c_new))])
        elif mode == "use":
            self.conv(d, [(p, _cap(self.frag(lang, slot, "use", v=new)))])
        elif mode == "we":
            self.conv(
                d, [(p, self.wrap(lang, "direct", self.frag(lang, slot, "we", v=new, old=old)))]
            )
        elif mode == "chatty":
            self.conv(d, [(p, rng.choice(CHATTY[lang]).format(c=c_new))], chat=False)
        elif mode == "self":
            c = self.frag(lang, slot, "third", P=p.name, v=new)
            self.conv(d, [(p, self.wrap(lang, "self", c))])
        elif mode == "third":
            r = rng.choice(self.others(p))
            rl = r.lang
            if rl != lang:  # no reporter writing the subject's language: the subject says it
                self.conv(d, [(p, self.wrap(lang, "direct", c_new))])
                return d
            c = self.frag(lang, slot, "third", P=pr[0], v=new)
            tail = rng.choice(TAIL3[lang]).format(p=pr[1])
            sep = "，" if lang == ZH else ", "
            end = "。" if lang == ZH else "."
            turns = [(r, rng.choice(INTRO3[lang]).format(n=p.name)), (r, c + sep + tail + end)]
            if rng.random() < 0.6:
                q = rng.choice([o for o in self.people if o not in (p, r)] or [r])
                turns.append((q, rng.choice(W[q.lang]["react"]).format(o=OBJ[q.lang][p.gender])))
            self.conv(d, turns)
        elif mode == "late":
            known = min(limit - 5, LAST_DAY, d + rng.randint(18, 60))
            self.conv(known, [(p, self.wrap(lang, "late", c_new, when=month_of(d, lang)))])
            return known
        elif mode == "plan_done":
            a = rng.randint(max(floor + 5, d - 60), d - 20)
            self.conv(a, [(p, self.wrap(lang, "plan", self.frag(lang, slot, "plan", v=new)))])
            if rng.random() < 0.5:
                done = _cap(self.frag(lang, slot, "use", v=new))
            else:
                done = self.wrap(lang, "done", c_new)
            self.conv(d, [(p, done)])
        elif mode == "neg":
            q = rng.choice(self.others(p))
            if q.lang != lang:  # nobody else writes the subject's language: say it plainly
                self.conv(d, [(p, self.wrap(lang, "direct", c_new))])
                return d
            ask = _cap(rng.choice(slot.fr[lang]["ask"]).format(old=old, n=p.name))
            self.conv(d, [(q, ask), (p, self.wrap(lang, "neg", c_new, old=old))])
        elif mode == "corr":
            w = spare.pop()
            t.never.append(w)
            slip = self.wrap(lang, "direct", self.frag(lang, slot, "new", v=w, old=old))
            self.conv(d, [(p, slip), (p, self.wrap(lang, "corr", "", v=new, w=w))])
        return d

    def window(self, t: Track, i: int) -> tuple[int, int]:
        """A quiet stretch inside value i's time (no change being planned or told)."""
        lo = t.chain[i][1] + 4
        hi = t.chain[i + 1][0] - 65 if i + 1 < len(t.chain) else LAST_DAY - 120
        return lo, hi

    def single(self, p: Person, slot: Slot) -> Track:
        rng, lang = self.rng, p.lang
        pool = list(slot.pool[lang])
        rng.shuffle(pool)
        n_ch = min(rng.choice((1, 1, 2, 2, 2, 3)), len(pool) - 3)
        vals, spare = pool[: n_ch + 1], pool[n_ch + 1 :]
        t = Track(p, slot)
        d0 = rng.randint(0, 75)
        c0 = self.frag(lang, slot, "pres", v=vals[0])
        self.conv(d0, [(p, rng.choice(INIT[lang]).format(c=c0, C=_cap(c0)))])
        t.chain.append((d0, d0, vals[0]))
        days = self.spread(n_ch, 110, 650, 70)
        for i, d in enumerate(days):
            limit = days[i + 1] if i + 1 < len(days) else LAST_DAY
            known = self.change(p, slot, t, d, vals[i], vals[i + 1], spare, t.chain[-1][1], limit)
            t.chain.append((d, known, vals[i + 1]))
        self.single_extras(p, slot, t, spare)
        return t

    def single_extras(self, p: Person, slot: Slot, t: Track, spare: list[str]) -> None:
        """Dropped plans, idle thoughts, a pending plan, a scoped exception, distractors."""
        rng, lang, fr = self.rng, p.lang, slot.fr[p.lang]

        def quiet(span: int) -> tuple[int, int] | None:
            spans = [self.window(t, i) for i in range(len(t.chain))]
            spans = [(lo, hi) for lo, hi in spans if hi - lo >= span]
            return rng.choice(spans) if spans else None

        def value_at(day: int) -> str:
            return [v for a, k, v in t.chain if a <= day][-1]

        if spare and fr.get("plan") and fr.get("stay") and rng.random() < 0.35:
            w = quiet(45)
            if w:
                x = spare.pop()
                a = rng.randint(w[0], w[1] - 40)
                b = a + rng.randint(12, 38)
                plan = self.frag(lang, slot, "plan", v=x)
                self.conv(a, [(p, self.wrap(lang, "plan", plan))])
                stay = self.frag(lang, slot, "stay", v=value_at(b))
                self.conv(b, [(p, self.wrap(lang, "drop", plan, s=stay, S=_cap(stay)))])
                t.never.append(x)
        if spare and fr.get("plan") and rng.random() < 0.2:
            w = quiet(10)
            if w:
                x = spare.pop()
                a = rng.randint(w[0], w[1])
                self.conv(a, [(p, self.wrap(lang, "idle", self.frag(lang, slot, "plan", v=x)))])
                t.never.append(x)
        last_known = t.chain[-1][1]
        if spare and fr.get("plan") and rng.random() < 0.18 and last_known < LAST_DAY - 60:
            x = spare.pop()
            a = rng.randint(max(last_known + 10, LAST_DAY - 110), LAST_DAY - 6)
            self.conv(a, [(p, self.wrap(lang, "pending", self.frag(lang, slot, "plan", v=x)))])
            t.pending = x
        if spare and fr.get("scoped") and rng.random() < 0.45 and last_known < LAST_DAY - 20:
            x = spare.pop()
            a = rng.randint(last_known + 3, LAST_DAY - 3)
            c = self.frag(lang, slot, "scoped", v=t.chain[-1][2], x=x)
            self.conv(a, [(p, _cap(c) + ("。" if lang == ZH else "."))])
            t.mentioned.add(x)
        self.distract(p, slot, t, rng.randint(1, 2))

    def distract(self, p: Person, slot: Slot, t: Track, k: int) -> None:
        """Lines naming values of the slot's kind that are nobody's state."""
        rng = self.rng
        own = {v for _, _, v in t.chain} | set(t.never) | {t.pending} | t.mentioned
        for _ in range(k):
            who = p if rng.random() < 0.7 else rng.choice(self.others(p))
            choices = [v for v in slot.pool[who.lang] if v not in own]
            if not choices or not slot.fr[who.lang].get("dist"):
                continue
            d = rng.choice(choices)
            line = self.frag(who.lang, slot, "dist", d=d)
            end = "" if line[-1] in "?!？！" else ("。" if who.zh else ".")
            self.conv(rng.randint(5, LAST_DAY), [(who, _cap(line) + end)])
            self.mentions.append((who.name, slot.key, d))

    # -- multi-valued slots ---------------------------------------------------------------

    def multi(self, p: Person, slot: Slot) -> Track:
        rng, lang = self.rng, p.lang
        pool = list(slot.pool[lang])
        rng.shuffle(pool)
        t = Track(p, slot)
        pr = PRON[lang][p.gender]
        d0 = rng.randint(0, 80)
        c0 = self.frag(lang, slot, "has", v=pool[0])
        self.conv(d0, [(p, rng.choice(INIT[lang]).format(c=c0, C=_cap(c0)))])
        t.chain.append((d0, d0, pool[0]))
        d1 = rng.randint(130, 420)
        mode = rng.choice(("add", "add", "use", "third", "late"))
        known = d1
        if mode == "third":
            others = [o for o in self.others(p) if o.lang == lang]
            if not others:
                mode = "add"
            else:
                r = rng.choice(others)
                c = self.frag(lang, slot, "third", P=pr[0], v=pool[1], first=pool[0])
                end = "。" if lang == ZH else "."
                self.conv(d1, [(r, rng.choice(INTRO3[lang]).format(n=p.name)), (r, c + end)])
        if mode == "use":
            self.conv(d1, [(p, _cap(self.frag(lang, slot, "use", v=pool[1], first=pool[0])))])
        elif mode == "late":
            known = d1 + rng.randint(20, 50)
            c = self.frag(lang, slot, "add", v=pool[1], first=pool[0])
            self.conv(known, [(p, self.wrap(lang, "late", c, when=month_of(d1, lang)))])
        elif mode == "add":
            c = self.frag(lang, slot, "add", v=pool[1], first=pool[0])
            self.conv(d1, [(p, self.wrap(lang, "direct", c))])
        t.chain.append((d1, known, pool[1]))
        r2 = rng.random()
        d2 = rng.randint(known + 60, LAST_DAY - 40)
        if r2 < 0.35 and len(pool) > 3:
            first = rng.choice(pool[:2])
            c = self.frag(lang, slot, "add", v=pool[2], first=first)
            self.conv(d2, [(p, self.wrap(lang, "direct", c))])
            t.chain.append((d2, d2, pool[2]))
        elif r2 < 0.7:
            gone = rng.choice(pool[:2])
            c = self.frag(lang, slot, "remove", v=gone)
            self.conv(d2, [(p, _cap(c) + ("。" if lang == ZH else "."))])
            t.removed.append((d2, gone))
        self.distract(p, slot, t, rng.randint(1, 2))
        return t

    def held(self, t: Track, day: int) -> list[str]:
        """Multi slot: the values held on `day` (as the group knew it)."""
        gone = {v for d, v in t.removed if d <= day}
        return [v for a, k, v in t.chain if k <= day and v not in gone]

    # -- filler ---------------------------------------------------------------------------

    def filler_turn(self) -> tuple[Person, str]:
        rng = self.rng
        who = rng.choice(self.people)
        names = [o.name for o in self.people if o is not who]
        kw = {k: rng.choice(v) for k, v in BITS.items()}
        kw["name"] = rng.choice(names)
        kw["num"] = str(rng.randint(3, 60))
        if who.zh:
            pool = FILLER[ZH]
        elif rng.random() < 0.08:
            pool = MIXED
        else:
            pool = FILLER[EN]
        return who, rng.choice(pool).format(**kw)

    def filler(self, n: int) -> None:
        rng = self.rng
        while n > 0:
            k = min(n, rng.choice((1, 1, 2, 2, 3, 4)))
            turns = [self.filler_turn() for _ in range(k)]
            self.conv(rng.randint(0, LAST_DAY), turns, chat=False)
            n -= k


BITS = {
    "proj": (
        "tea cosy",
        "baby blanket",
        "granny square cardigan",
        "amigurumi octopus",
        "twiddle muff",
        "bobble hat",
        "pair of fingerless gloves",
        "Christmas jumper",
        "shawl",
        "pair of bed socks",
        "chunky scarf",
        "hexagon cushion",
    ),
    "col": (
        "mustard",
        "teal",
        "dusky pink",
        "forest green",
        "charcoal",
        "rainbow",
        "lilac",
        "burnt orange",
        "cream",
        "navy",
    ),
    "event": (
        "the neonatal unit drive",
        "the Remembrance poppy cascade",
        "the Guild Hall craft fair",
        "the postbox toppers for the Jubilee trail",
        "the hospice blanket appeal",
        "the Flag Market Christmas stall",
        "the twiddle muff drive for the care homes",
    ),
    "day": ("Thursday", "Saturday", "next week", "after half term", "Tuesday night"),
    "zproj": ("茶壶套", "婴儿毯", "祖母方块开衫", "钩针章鱼", "毛线帽", "围巾", "手套", "圣诞毛衣"),
    "zcol": ("芥末黄", "蓝绿色", "灰粉色", "墨绿色", "奶白色", "彩虹色"),
}

FILLER = {
    EN: (
        "Finished the {proj} at last! {col} with a contrast edge, photos to follow.",
        "Who's bringing cake {day}? I did it last time.",
        "Is the café open {day} or is it the library staff training thing again?",
        "We've got {num} squares for {event} so far, keep them coming!",
        "Anyone got a spare 4mm crochet hook? Mine's vanished into the sofa.",
        "{name}, that {col} is gorgeous, what yarn is it?",
        "Frogged the whole {proj}. Third time. Don't talk to me.",
        "Can someone remind me how to do a magic ring, I always forget",
        "Reminder: drop-off for {event} is {day}, bags by the door please",
        "Lovely to see so many new faces this week 😊",
        "Tension square came out 2cm too big, story of my life",
        "The heating in the café was broken again, glad I had my {proj} on my knee",
        "We raised £{num}0 at the raffle, thank you everyone!",
        "Does anyone know a good pattern for a {proj}? Something easy for my niece",
        "{name} you're a star, thank you for the lift",
        "Who else is doing {event}? I could use a hand sewing up",
        "Rain again. Perfect knitting weather tbf",
        "Happy birthday {name}! 🎂🧶",
        "Do we need to book the room for {day}, or is it the usual?",
        "Counting stitches for the fourth time and still getting {num}. Should be 72.",
        "My cat has claimed the {col} yarn. It's his now.",
        "Sorry, can't make it {day}, hospital run with mum",
        "Can we do a stash swap at some point? I've got far too much {col}",
        "Anyone watching the Great British Sewing Bee?",
        "The little ones loved the story time upstairs while we knitted, win win",
        "Thanks for the tea {name}, I owe you one",
        "Just blocked my {proj}, the difference is unreal",
        "Tip: put your yarn in a teapot so it doesn't roll off the table",
        "Can anyone help me read this chart? Row {num} makes no sense",
        "Poor {name}, hope you feel better soon x",
        "Quiz question: is crochet harder than knitting? Discuss 😂",
        "{event} is nearly at target, only a few hats to go",
        "Has anyone tried the new {col} colourway? Looks lovely online but I don't trust photos",
        "Sewing in ends is the worst part of any {proj}, fight me",
        "I've got {num} rows to go and then it's a finished {proj}!",
        "Does anyone want to share a table at {event}? Split the fee?",
        "The librarian asked if we'd knit bunting for the summer reading thing, I said yes for all of us",
        "We've got the upstairs room till 4 {day}, so no rush",
        "{name} how did the hospital appointment go? Thinking of you",
        "Learnt Tunisian crochet off YouTube last night, my brain hurts",
        "Who left a {col} {proj} on the chair? It's in lost property",
        "I think my stash has become sentient",
        "Not a knitting question but does anyone know a good plumber?",
        "Can we get a group photo {day} for the newsletter?",
        "Just saw a man knitting on the train, we need to recruit him",
        "My mother-in-law critiqued my {proj}. I'm fine. I'm totally fine.",
        "Ok who wants to try the mystery knit-along? Starts {day}",
        "That moment when you realise you've knitted two left mittens",
        "Big thank you to {name} for sorting the tea rota 🙏",
        "Anyone doing the yarn bombing of the Harris steps again?",
        "Kids are off school {day} so I might bring them, hope that's ok",
        "Managed {num} rounds on my lunch break, colleagues think I'm mad",
        "I need a row counter that counts for me. And a nap.",
        "{name} your {proj} was the star of the show at {event}",
        "Put the {col} yarn in the wash by mistake. It's felt now. It's a coaster.",
    ),
    ZH: (
        "终于织完了{zproj}！{zcol}的，等下发照片。",
        "周四谁带蛋糕？上次是我。",
        "{name}，这个颜色太好看了，是什么线？",
        "钩针的魔术环怎么起来着？每次都忘。",
        "{zproj}拆了第三次，心累。",
        "今天咖啡馆好冷，幸好腿上有毛线。",
        "这周好多新朋友，真开心 😊",
        "有没有简单的{zproj}图解推荐？",
        "谢谢{name}送我回家！",
        "又下雨了，正好在家织毛线。",
        "数了四遍针数，还是{num}针，应该是72针啊。",
        "周四我去不了，要带孩子去医院。",
        "捐赠的方块已经有{num}个了，大家加油！",
        "生日快乐{name}！🎂",
        "{name}的{zproj}好漂亮，求图解！",
        "今天学会了Tunisian钩针，脑子转不过来了。",
        "{zcol}的线我买多了，谁要？",
        "下周四我带孩子一起来，可以吗？",
        "图书馆的咖啡馆换了新蛋糕，挺好吃的。",
        "织了{num}行，手好酸。",
        "我妈说我织的{zproj}太松了，哈哈。",
        "义卖那天我可以帮忙收钱。",
        "谁知道怎么藏线头比较好看？",
        "周末在家织了一整天，太舒服了。",
    ),
}
MIXED = (
    "谢谢 {name}, the pattern was so clear!",
    "Happy 新年 everyone, hope the new year is kind to your stash",
    "Finished the {proj}, 加油 to everyone still sewing up",
    "{name} taught me the word 毛线 today, I'm using it for everything",
    "Ta {name}! 谢谢 as they say, the dumplings were unreal",
    "Learning to say 钩针 for crochet, my pronunciation is tragic",
)

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _probe(
    b: Builder,
    t: Track,
    kind: str,
    gold: list[str],
    values: set[str],
    outdated: Sequence[str] = (),
    as_of_day: int | None = None,
) -> dict[str, Any]:
    p, slot = t.person, t.slot
    lang = p.lang if b.rng.random() < 0.85 else EN
    question = slot.q[lang][kind].format(n=p.name)
    return {
        "subject": p.name, "kind": kind, "question": question, "slot": slot.key,
        "gold": list(gold), "outdated": list(outdated) if kind == "current" else [],
        "values": sorted(values), "abandoned": list(t.never), "as_of_day": as_of_day,
        "language": lang,
    }  # fmt: skip


def probes_for(b: Builder, t: Track) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(required, optional) probes for one track."""
    rng = b.rng
    values = {v for _, _, v in t.chain} | set(t.never) | t.mentioned
    if t.pending:
        values.add(t.pending)
    need: list[dict[str, Any]] = []
    extra: list[dict[str, Any]] = []
    if t.slot.multi:
        now = b.held(t, LAST_DAY)
        gone = [v for _, v in t.removed]
        need.append(_probe(b, t, "coexisting", now, values))
        if gone:
            extra.append(_probe(b, t, "current", now, values, gone))
            extra.append(_probe(b, t, "historical", gone, values))
        lo, hi = t.chain[0][1] + 5, t.chain[1][0] - 5
        if hi - lo > 10:
            extra.append(
                _probe(b, t, "as_of", [t.chain[0][2]], values, as_of_day=rng.randint(lo, hi))
            )
        return need, extra
    final = t.chain[-1][2]
    old = [v for _, _, v in t.chain[:-1]]
    need.append(_probe(b, t, "current", [final], values, old))
    if t.pending:
        need.append(_probe(b, t, "planning", [t.pending], values))
    if old:
        hist = _probe(b, t, "historical", [old[-1]], values)
        (need if rng.random() < 0.35 else extra).append(hist)
    spans = [(i, t.chain[i][1] + 4, t.chain[i + 1][0] - 4) for i in range(len(t.chain) - 1)]
    spans = [s for s in spans if s[2] - s[1] >= 8]
    for i, lo, hi in rng.sample(spans, min(2, len(spans))):
        extra.append(_probe(b, t, "as_of", [t.chain[i][2]], values, as_of_day=rng.randint(lo, hi)))
    return need, extra


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: episodes in time order and probes with their ground truth."""
    b = Builder(seed)
    rng = b.rng
    n = rng.randint(10, 14)
    zh_n = max(2, round(n / 4) + rng.choice((-1, 0, 0, 1)))
    zh = rng.sample([m for m in MEMBERS if m[2]], zh_n)
    en = rng.sample([m for m in MEMBERS if not m[2]], n - zh_n)
    b.people = [Person(name, g, z, s) for name, g, z, s in en + zh]
    rng.shuffle(b.people)
    for p in b.people:
        k = rng.randint(4, 7)
        for slot in rng.sample(SLOTS, k):
            b.tracks.append(b.multi(p, slot) if slot.multi else b.single(p, slot))
    by_key = {(t.person.name, t.slot.key): t for t in b.tracks}
    for who, key, value in b.mentions:
        t = by_key.get((who, key))
        if t is not None and value not in {v for _, _, v in t.chain}:
            t.mentioned.add(value)
    target = rng.randint(560, 760)
    b.filler(max(0, target - len(b.eps)))
    need: list[dict[str, Any]] = []
    extra: list[dict[str, Any]] = []
    for t in b.tracks:
        a, o = probes_for(b, t)
        need += a
        extra += o
    want = rng.randint(108, 136)
    rng.shuffle(extra)
    probes = need + extra[: max(0, want - len(need))]
    probes.sort(key=lambda q: (q["subject"], q["slot"], KINDS.index(q["kind"])))
    episodes = sorted(b.eps, key=lambda e: (e["day"], e["minute"]))
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": probes}  # fmt: skip


# -- self-check ---------------------------------------------------------------------------------

CJK = re.compile(r"[\u4e00-\u9fff]")


def _said(value: str, texts: list[str]) -> bool:
    if not value.isascii():
        return any(value in t for t in texts)
    pat = re.compile(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", re.IGNORECASE)
    return any(pat.search(t) for t in texts)


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well-formed)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    texts = [e["text"] for e in eps]
    speakers = {e["speaker"] for e in eps}
    for i, e in enumerate(eps):
        if set(e) < {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode {i}: missing keys")
        if not 0 <= e["day"] <= LAST_DAY or not e["text"].strip():
            errs.append(f"episode {i}: bad day or empty text")
        if e["language"] not in (EN, ZH):
            errs.append(f"episode {i}: language {e['language']}")
        if e["language"] == ZH and not CJK.search(e["text"]):
            errs.append(f"episode {i}: zh without Chinese: {e['text']}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"episode {i}: unfilled template: {e['text']}")
    order = [(e["day"], e["minute"]) for e in eps]
    if order != sorted(order):
        errs.append("episodes not in time order")
    for j, p in enumerate(probes):
        tag = f"probe {j} ({p['subject']}/{p['slot']}/{p['kind']})"
        if p["kind"] not in KINDS:
            errs.append(f"{tag}: kind")
        if p["subject"] not in speakers:
            errs.append(f"{tag}: subject never speaks")
        if not p["gold"] or not p["question"] or not p["slot"]:
            errs.append(f"{tag}: empty gold/question/slot")
        for g in p["gold"]:
            if not _said(g, texts):
                errs.append(f"{tag}: gold {g!r} never said")
            if g not in p["values"]:
                errs.append(f"{tag}: gold {g!r} not in values")
        bad = set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"]))
        if bad:
            errs.append(f"{tag}: gold also outdated/abandoned {bad}")
        if not set(p["outdated"]) <= set(p["values"]) or not set(p["abandoned"]) <= set(
            p["values"]
        ):
            errs.append(f"{tag}: outdated/abandoned outside values")
        if (p["kind"] == "as_of") != (p["as_of_day"] is not None):
            errs.append(f"{tag}: as_of_day")
        if "{" in p["question"]:
            errs.append(f"{tag}: unfilled question")
    return errs


def main() -> int:
    ok = True
    for seed in (7, 11, 23):
        world = generate(seed)
        errs = validate(world)
        if generate(seed) != world:
            errs.append("not deterministic")
        eps, probes = world["episodes"], world["probes"]
        people = sorted({p["subject"] for p in probes})
        zh_eps = sum(e["language"] == ZH for e in eps)
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        slots = {(p["subject"], p["slot"]) for p in probes}
        print(f"seed {seed}: {len(eps)} episodes ({zh_eps} zh), {len(probes)} probes, "
              f"{len(people)} people, {len(slots)} slots; {kinds}")  # fmt: skip
        if not 500 <= len(eps) <= 800 or not 100 <= len(probes) <= 140:
            errs.append("size out of range")
        for e in errs[:20]:
            print("  ERROR", e)
        ok = ok and not errs
    print("ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
