"""Blind text world ``blind_bl``: the volunteers' group chat of a Sunderland community garden
and café ("the Kittiwake Garden & Café"), over two years.

Written blind from a brief of situations (not from the extractor's rules).  ``generate(seed)``
picks 10 to 14 volunteers (gardeners, café cooks, baristas, a grant officer, students,
retirees, parents, shift workers; about a quarter write in simplified Chinese), gives each
4 to 7 state slots (neighbourhood, employer, phone carrier, car, usual drink, gym, energy
supplier, streaming service, dentist, language being learnt, partner, clubs, instruments,
pets) whose values change one to three times, and writes the chat: mostly everyday talk
about beds, rotas, cakes and the weather, with the state news said straight out, shown only
by use, reported by others, told weeks late, planned, dropped, corrected, negated, scoped,
or buried in the middle of long chatty lines, beside distractors naming the same kind of
value without it being anyone's state.

The probes carry the ground truth (current, historical, as_of, coexisting, planning), with
the outdated, abandoned and merely-mentioned values.  Standard library only; deterministic
given the seed.  ``python -m bench.text_worlds.blind_bl`` runs a self-check on seeds 7/11/23.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_bl"
START = "2023-03-01T00:00:00+00:00"  # minutes are the time of day
LAST_DAY = 729
EN = "en"
ZH = "zh"

# name, language, pronoun (subject), role
PEOPLE: tuple[tuple[str, str, str, str], ...] = (
    ("Dot", EN, "she", "retiree"),
    ("Gary", EN, "he", "gardener"),
    ("Shona", EN, "she", "café cook"),
    ("Kenny", EN, "he", "shift worker"),
    ("Bethany", EN, "she", "student"),
    ("Callum", EN, "he", "barista"),
    ("Maureen", EN, "she", "retiree"),
    ("Priya", EN, "she", "grant officer"),
    ("Tariq", EN, "he", "parent"),
    ("Jodie", EN, "she", "parent"),
    ("Alan", EN, "he", "gardener"),
    ("Lorna", EN, "she", "barista"),
    ("Stevie", EN, "he", "café cook"),
    ("Femi", EN, "he", "student"),
    ("Rhiannon", EN, "she", "shift worker"),
    ("Wei", ZH, "he", "student"),
    ("Xiaoyu", ZH, "she", "barista"),
    ("Meilin", ZH, "she", "parent"),
    ("Jun", ZH, "he", "café cook"),
    ("Lanlan", ZH, "she", "gardener"),
    ("Haoran", ZH, "he", "shift worker"),
)
ZH_PRONOUN = {"she": "她", "he": "他"}
POSSESSIVE = {"she": "her", "he": "his"}


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: value pools and phrase fragments per language.

    Single-valued fragments: pres (first person, present), new (first person, the change),
    use (a whole line that shows the value only by using it), third ({n} = who), inf (plans,
    hypotheticals), past (old value in passing), dist (a whole line naming {x} as nobody's
    state), scope (optional: {v} in general, {x} for one part of life), we (optional: the
    household).  Multi-valued slots use has / add ({old} = the one already there) / drop.
    """

    key: str
    multi: bool
    pool: tuple[str, ...]
    zh_pool: tuple[str, ...]
    q: dict[str, dict[str, str]]
    f: dict[str, dict[str, tuple[str, ...]]]


NEIGHBOURHOOD = Slot(
    key="neighbourhood",
    multi=False,
    pool=(
        "Roker",
        "Hendon",
        "Fulwell",
        "Southwick",
        "Pallion",
        "Seaburn",
        "Grangetown",
        "Hylton Castle",
        "Millfield",
        "Castletown",
        "Ryhope",
        "Doxford Park",
        "Seaham",
        "Washington",
        "Monkwearmouth",
        "Kittiwake Row",
    ),  # fmt: skip
    zh_pool=(
        "Roker",
        "Hendon",
        "Fulwell",
        "Southwick",
        "Pallion",
        "Seaburn",
        "Millfield",
        "Ryhope",
        "Washington",
        "Monkwearmouth",
    ),  # fmt: skip
    q={
        EN: {
            "current": "Which part of Sunderland does {n} live in now?",
            "historical": "Where did {n} live before their current place?",
            "as_of": "Which neighbourhood did {n} live in at that time?",
            "planning": "Where is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在住在桑德兰哪个区？",
            "historical": "{n}之前住在哪里？",
            "as_of": "{n}那时候住在哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": (
                "I live in {v}",
                "home's in {v}",
                "I rent a flat in {v}",
                "I've got a little terrace in {v}",
            ),
            "new": (
                "I've moved to {v}",
                "I got the keys to a place in {v} and moved in",
                "I'm in {v} now, finally moved",
                "I've upped sticks to {v}",
            ),
            "use": (
                "The number 20 from {v} takes forever, I miss walking to the garden",
                "New neighbours in {v} brought round a lemon drizzle on moving day, lovely",
                "It's about fifteen minutes on the bike from my new place in {v}",
                "Still got boxes everywhere in the {v} flat but the kettle's unpacked",
            ),
            "third": (
                "{n} has moved to {v}",
                "{n}'s living over in {v} now",
                "{n} got a flat in {v}",
            ),
            "we": ("we've moved to {v}", "we're in {v} now, moved last weekend"),
            "inf": ("move to {v}", "look for a flat in {v}"),
            "past": ("back when I lived in {v}", "when I was in {v}"),
            "dist": (
                "There's a house going in {x} for silly money, anyone fancy it?",
                "{x} was on Look North tonight, flooding on the front again",
                "My cousin's just bought in {x}, she loves it",
                "Is {x} nice to live? Asking for a friend",
                "Anyone know a good chippy in {x}?",
            ),
            "scope": ("Weeknights I stop at my partner's in {x}, but home's still {v}",),
        },
        ZH: {
            "pres": ("我住在{v}", "我家在{v}", "我在{v}租了个小公寓"),
            "new": ("我搬到{v}了", "我已经搬去{v}住了", "我在{v}租到房子，已经搬进去了"),
            "use": (
                "从{v}过来要坐两趟公交，好累，还是以前走路方便",
                "{v}的新邻居给我送了个蛋糕，人真好",
                "新家在{v}，骑车到园子大概十五分钟",
            ),
            "third": ("{n}搬到{v}了", "{n}现在住在{v}", "{n}在{v}找到房子了"),
            "we": ("我们家搬到{v}了",),
            "inf": ("搬到{v}", "在{v}找房子"),
            "past": ("以前住在{v}的时候",),
            "dist": (
                "{x}有套房子在卖，挺便宜的，有人感兴趣吗？",
                "听说{x}那边又淹水了",
                "{x}住着怎么样？帮朋友问的",
            ),
        },
    },
)

EMPLOYER = Slot(
    key="employer",
    multi=False,
    pool=(
        "Nissan",
        "Sunderland Royal Hospital",
        "Greggs",
        "Tesco Extra",
        "Wearside Print Works",
        "Keel Square Books",
        "Harbour Lights Care Home",
        "Port of Sunderland",
        "Beacon Tyres",
        "Northern Spire Logistics",
        "Sunderland City Council",
        "Vaux Street Bakery",
        "Amazon",
    ),  # fmt: skip
    zh_pool=(
        "Nissan",
        "Sunderland Royal Hospital",
        "Tesco Extra",
        "Keel Square Books",
        "Northern Spire Logistics",
        "Golden Dragon Takeaway",
        "Amazon",
        "Wearside Print Works",
    ),  # fmt: skip
    q={
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before the current job?",
            "as_of": "Where was {n} working at that time?",
            "planning": "Which job is {n} planning to take?",
        },
        ZH: {
            "current": "{n}现在在哪里上班？",
            "historical": "{n}以前在哪里工作？",
            "as_of": "{n}那时候在哪里上班？",
            "planning": "{n}打算去哪里工作？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": ("I work at {v}", "I'm on shifts at {v}", "I'm at {v} in the week"),
            "new": (
                "I've started a new job at {v}",
                "I've taken a job at {v}",
                "I handed my notice in and I'm at {v} now",
            ),
            "use": (
                "Long shift at {v} today, my feet are done in",
                "Got my first payslip from {v}, not bad at all",
                "The canteen at {v} does a better bacon stottie than us, sorry Shona",
                "Induction day at {v} was three hours of fire safety videos",
            ),
            "third": ("{n}'s got a job at {v}", "{n} is working at {v} now", "{n} started at {v}"),
            "inf": ("apply to {v}", "take the job at {v}"),
            "past": ("back when I worked at {v}", "in my {v} days"),
            "dist": (
                "{x} are hiring again, saw it on Facebook",
                "Heard {x} are laying people off, awful for those families",
                "My neighbour's lad has just started at {x}",
                "Would anyone here ever work at {x}? Genuinely curious",
            ),
            "scope": ("Mostly I'm at {v}, but I do the odd Saturday at {x}",),
        },
        ZH: {
            "pres": ("我在{v}上班", "我在{v}打工"),
            "new": ("我换工作了，现在在{v}", "我在{v}找到工作了", "我已经去{v}上班了"),
            "use": ("今天在{v}上了十个小时的班，脚都废了", "{v}第一份工资到账了，还不错"),
            "third": ("{n}现在在{v}上班", "{n}去{v}工作了"),
            "inf": ("去{v}上班", "申请{v}的工作"),
            "past": ("以前在{v}上班的时候",),
            "dist": ("{x}又在招人了，Facebook上看到的", "听说{x}在裁员，好惨"),
            "scope": ("平时在{v}上班，周六偶尔去{x}帮忙",),
        },
    },
)

CARRIER = Slot(
    key="phone_carrier",
    multi=False,
    pool=(
        "EE",
        "Vodafone",
        "giffgaff",
        "Tesco Mobile",
        "Lebara",
        "Sky Mobile",
        "Voxi",
        "iD Mobile",
        "Wearphone",
        "Smarty",
    ),  # fmt: skip
    zh_pool=("EE", "Vodafone", "giffgaff", "Lebara", "Voxi", "Smarty", "Lyca Mobile"),
    q={
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network was {n} on at that time?",
            "planning": "Which network is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}以前用哪家运营商？",
            "as_of": "{n}那时候用哪家运营商？",
            "planning": "{n}打算换到哪家运营商？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": ("I'm with {v}", "my phone's on {v}", "I'm on {v} for my mobile"),
            "new": (
                "I've switched my phone to {v}",
                "I ported my number over to {v}",
                "I've gone over to {v} for the mobile",
            ),
            "use": (
                "Signal on {v} is rubbish down by the polytunnel, can't even load the rota",
                "{v} texted to say my bill's gone down, result",
                "Got the {v} SIM in and the data's miles faster",
            ),
            "third": ("{n}'s on {v} now", "{n} switched to {v}", "{n} has gone with {v}"),
            "inf": ("switch to {v}", "go over to {v}"),
            "past": ("when I was on {v}",),
            "dist": (
                "That {x} advert with the dancing dog is on again, it's doing my head in",
                "{x} is down across the north east apparently, glad it's not me",
                "Is {x} any good? My mam's asking",
                "{x} have a deal on, £8 a month",
            ),
            "scope": ("Personal phone's on {v}, but the café's phone is on {x}",),
        },
        ZH: {
            "pres": ("我用的是{v}", "我的手机卡是{v}的"),
            "new": ("我把手机号转到{v}了", "我换成{v}了"),
            "use": ("{v}在大棚那边一点信号都没有", "{v}的新卡装上了，网速快多了"),
            "third": ("{n}换成{v}了", "{n}现在用{v}"),
            "inf": ("换到{v}", "把号码转到{v}"),
            "past": ("以前用{v}的时候",),
            "dist": ("{x}在搞活动，一个月8镑", "听说{x}今天整个东北部都断网了"),
        },
    },
)

VEHICLE = Slot(
    key="vehicle",
    multi=False,
    pool=(
        "Vauxhall Corsa",
        "Ford Fiesta",
        "Toyota Yaris",
        "Kia Niro",
        "Skoda Fabia",
        "Honda Jazz",
        "MG4",
        "Fiat Panda",
        "Dacia Sandero",
        "Brompton",
    ),  # fmt: skip
    zh_pool=("Toyota Yaris", "Kia Niro", "MG4", "Honda Jazz", "BYD Atto 3", "Brompton"),
    q={
        EN: {
            "current": "What does {n} drive or ride to get about now?",
            "historical": "What did {n} drive before?",
            "as_of": "What was {n} driving at that time?",
            "planning": "What vehicle is {n} planning to get?",
        },
        ZH: {
            "current": "{n}现在开什么车？",
            "historical": "{n}以前开什么车？",
            "as_of": "{n}那时候开什么车？",
            "planning": "{n}打算买什么车？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": ("I drive a {v}", "I get about in my {v}", "I've got an old {v}"),
            "new": (
                "I've bought a {v}",
                "I picked up a second-hand {v}",
                "I've traded the old car in for a {v}",
            ),
            "use": (
                "Just about fit six bags of compost in the boot of the {v}",
                "Parked the {v} round the back by the polytunnel, shout if it's in the way",
                "Took the {v} for its first MOT, passed, phew",
            ),
            "third": ("{n}'s got a {v} now", "{n} is driving a {v} these days", "{n} bought a {v}"),
            "inf": ("buy a {v}", "get a {v}"),
            "past": ("when I had the {v}",),
            "dist": (
                "Some lad in a {x} took the wing mirror off a van on Chester Road",
                "Would a {x} be any good for a learner? Asking for my niece",
                "{x} on the telly with a sofa strapped to the roof, only in Sunderland",
                "If I won the Euromillions I'd get a {x}, dream big",
            ),
        },
        ZH: {
            "pres": ("我开的是{v}", "我有辆旧{v}"),
            "new": ("我买了辆{v}", "我换车了，现在开{v}"),
            "use": ("{v}的后备箱刚好塞下六袋堆肥", "{v}停在大棚后面，挡路的话叫我"),
            "third": ("{n}买了辆{v}", "{n}现在开{v}"),
            "inf": ("买辆{v}", "换成{v}"),
            "past": ("以前开{v}的时候",),
            "dist": ("{x}的广告又来了", "有人开过{x}吗？我表妹想买"),
        },
    },
)

DRINK = Slot(
    key="usual_drink",
    multi=False,
    pool=(
        "oat latte",
        "cortado",
        "builder's tea",
        "rooibos",
        "chai latte",
        "decaf americano",
        "matcha latte",
        "peppermint tea",
        "Earl Grey",
        "mocha",
    ),  # fmt: skip
    zh_pool=("oat latte", "jasmine tea", "美式", "珍珠奶茶", "matcha latte", "Earl Grey"),
    q={
        EN: {
            "current": "What is {n}'s usual drink now?",
            "historical": "What did {n} usually drink before?",
            "as_of": "What was {n}'s usual drink at that time?",
            "planning": "What drink is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在平时喝什么？",
            "historical": "{n}以前平时喝什么？",
            "as_of": "{n}那时候平时喝什么？",
            "planning": "{n}打算改喝什么？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": ("my usual is a {v}", "I always have a {v}", "I live on {v}"),
            "new": (
                "I've switched to {v}",
                "I'm on {v} these days, doctor's orders",
                "I've gone over to {v}",
            ),
            "use": (
                "Could someone stick a {v} on for me when I'm back from the beds?",
                "Third {v} of the morning and it's not even ten",
                "Cheers for the {v} Callum, you're a star",
            ),
            "third": ("{n}'s on {v} now", "{n} only drinks {v} these days"),
            "inf": ("switch to {v}", "try {v} instead"),
            "past": ("back in my {v} days",),
            "dist": (
                "New {x} on the specials board this week, go on, try it",
                "Costa want £4.20 for a {x}, criminal",
                "Does anyone actually order the {x}? We've got a tin going stale",
                "My sister swears by {x}, can't stand it myself",
            ),
            "scope": ("Mostly {v}, but at work it's {x} out the machine",),
        },
        ZH: {
            "pres": ("我一般喝{v}", "我每天都喝{v}"),
            "new": ("我现在改喝{v}了", "我最近只喝{v}"),
            "use": ("谁帮我做杯{v}？我从菜地回来就喝", "今天第三杯{v}了"),
            "third": ("{n}现在只喝{v}", "{n}改喝{v}了"),
            "inf": ("改喝{v}", "试试{v}"),
            "past": ("以前天天喝{v}",),
            "dist": ("这周特价菜单上有{x}，大家试试", "Costa的{x}要4镑多，太贵了"),
        },
    },
)

GYM = Slot(
    key="gym",
    multi=False,
    pool=(
        "PureGym",
        "The Gym Group",
        "Raich Carter Sports Centre",
        "Aquatic Centre",
        "Ironworks Boxing",
        "Wearside Climbing Wall",
        "Bodyworks Fitness",
        "Anytime Fitness",
    ),  # fmt: skip
    zh_pool=(
        "PureGym",
        "The Gym Group",
        "Aquatic Centre",
        "Wearside Climbing Wall",
        "Anytime Fitness",
    ),  # fmt: skip
    q={
        EN: {
            "current": "Which gym or sports centre does {n} go to now?",
            "historical": "Which gym did {n} go to before?",
            "as_of": "Which gym was {n} going to at that time?",
            "planning": "Which gym is {n} planning to join?",
        },
        ZH: {
            "current": "{n}现在去哪个健身房？",
            "historical": "{n}以前去哪个健身房？",
            "as_of": "{n}那时候去哪个健身房？",
            "planning": "{n}打算去哪个健身房？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": ("I go to {v}", "I'm a member at {v}", "I train at {v}"),
            "new": (
                "I've joined {v}",
                "I cancelled my old membership and signed up at {v}",
                "I'm going to {v} now",
            ),
            "use": (
                "Legs are in bits after {v} last night, don't ask me to dig",
                "Saw half of the Thursday crew at {v} this morning, small world",
                "The 6am class at {v} is brutal but I feel great",
            ),
            "third": ("{n}'s joined {v}", "{n} goes to {v} now"),
            "inf": ("join {v}", "sign up at {v}"),
            "past": ("when I went to {v}",),
            "dist": (
                "{x} are doing a January offer, half price",
                "Heard {x} had the police round, someone nicked the weights",
                "Anyone been to {x}? Is it full of posers?",
            ),
        },
        ZH: {
            "pres": ("我在{v}健身", "我是{v}的会员"),
            "new": ("我办了{v}的卡", "我换到{v}了"),
            "use": ("昨晚在{v}练腿，今天挖不动地了", "{v}早上六点的课太狠了"),
            "third": ("{n}去{v}了", "{n}办了{v}的卡"),
            "inf": ("办{v}的卡", "去{v}"),
            "past": ("以前去{v}的时候",),
            "dist": ("{x}一月份半价", "有人去过{x}吗？"),
        },
    },
)

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    pool=(
        "Octopus Energy",
        "British Gas",
        "EDF",
        "E.ON Next",
        "OVO",
        "Ecotricity",
        "Good Energy",
        "Wear Valley Power",
    ),  # fmt: skip
    zh_pool=("Octopus Energy", "British Gas", "EDF", "OVO", "E.ON Next"),
    q={
        EN: {
            "current": "Which energy supplier is {n} with now?",
            "historical": "Which energy supplier was {n} with before?",
            "as_of": "Which energy supplier was {n} with at that time?",
            "planning": "Which energy supplier is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}家现在用哪家能源公司？",
            "historical": "{n}家以前用哪家能源公司？",
            "as_of": "{n}家那时候用哪家能源公司？",
            "planning": "{n}打算换到哪家能源公司？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": ("I'm with {v} for gas and electric", "my energy's with {v}"),
            "new": ("I've switched energy to {v}", "I moved my gas and electric over to {v}"),
            "use": (
                "{v} have put my direct debit up again, cheeky",
                "Bloke from {v} came to fit the smart meter, took all morning",
                "{v} sent me a £40 credit for using less at peak times, get in",
            ),
            "third": ("{n} has switched to {v}", "{n}'s with {v} now"),
            "we": ("we've switched the house over to {v}", "we're with {v} now"),
            "inf": ("switch to {v}", "go with {v}"),
            "past": ("when we were with {v}",),
            "dist": (
                "{x} on the news again for overcharging",
                "Is {x} any good? Leaflet through the door this morning",
                "My dad's been on hold to {x} for an hour",
            ),
        },
        ZH: {
            "pres": ("我家用的是{v}", "我家的电和气是{v}的"),
            "new": ("我家换成{v}了", "我们把电和气都转到{v}了"),
            "use": ("{v}又涨了我的直接扣款", "{v}的人今天来装智能电表，弄了一上午"),
            "third": ("{n}家换成{v}了", "{n}现在用{v}"),
            "we": ("我们家换到{v}了",),
            "inf": ("换到{v}", "用{v}"),
            "past": ("以前用{v}的时候",),
            "dist": ("{x}又上新闻了，多收费", "门口又塞了{x}的传单"),
        },
    },
)

STREAMING = Slot(
    key="streaming",
    multi=False,
    pool=(
        "Netflix",
        "BritBox",
        "Disney+",
        "Discovery+",
        "Paramount+",
        "Mubi",
        "Apple TV+",
        "Prime Video",
    ),  # fmt: skip
    zh_pool=("Netflix", "iQIYI", "Bilibili", "Disney+", "Tencent Video", "Prime Video"),
    q={
        EN: {
            "current": "Which streaming service does {n} pay for now?",
            "historical": "Which streaming service did {n} have before?",
            "as_of": "Which streaming service did {n} have at that time?",
            "planning": "Which streaming service is {n} planning to get?",
        },
        ZH: {
            "current": "{n}现在订的是哪个视频会员？",
            "historical": "{n}以前订的是哪个视频会员？",
            "as_of": "{n}那时候订的是哪个视频会员？",
            "planning": "{n}打算订哪个视频会员？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": ("I pay for {v}", "I've got {v}", "the only thing I subscribe to is {v}"),
            "new": (
                "I cancelled the old one and signed up to {v}",
                "I've switched to {v}",
                "I've gone over to {v}",
            ),
            "use": (
                "Binged the whole of that detective thing on {v} last night, no regrets",
                "{v} keeps asking if I'm still watching, yes I am, leave me alone",
                "Put {v} on for the grandkids and got two hours of peace",
            ),
            "third": ("{n}'s got {v} now", "{n} switched to {v}"),
            "we": ("we've got {v} now", "we ditched the old one and got {v}"),
            "inf": ("get {v}", "sign up to {v}"),
            "past": ("when I had {v}",),
            "dist": (
                "{x} have put their prices up again, glad I'm not with them",
                "Is anything good on {x} at the minute?",
                "My son keeps telling me to get {x}, not a chance",
            ),
        },
        ZH: {
            "pres": ("我订的是{v}", "我只开了{v}的会员"),
            "new": ("我把旧的退了，开了{v}", "我换成{v}了"),
            "use": ("昨晚在{v}上刷了一整季，停不下来", "{v}一直问我还在不在看"),
            "third": ("{n}开了{v}", "{n}现在用{v}看剧"),
            "we": ("我们家现在用{v}",),
            "inf": ("开{v}的会员", "订{v}"),
            "past": ("以前用{v}的时候",),
            "dist": ("{x}又涨价了", "{x}最近有什么好看的吗？"),
        },
    },
)

DENTIST = Slot(
    key="dentist",
    multi=False,
    pool=(
        "Keel Dental",
        "Wearmouth Dental Care",
        "Lighthouse Dental",
        "Vaux Smiles",
        "Beacon Dental",
        "Bridge Street Dental",
        "Minster Dental Studio",
    ),  # fmt: skip
    zh_pool=("Keel Dental", "Lighthouse Dental", "Vaux Smiles", "Bridge Street Dental"),
    q={
        EN: {
            "current": "Which dental practice is {n} registered with now?",
            "historical": "Which dentist was {n} with before?",
            "as_of": "Which dentist was {n} registered with at that time?",
            "planning": "Which dentist is {n} hoping to register with?",
        },
        ZH: {
            "current": "{n}现在在哪家牙医诊所登记？",
            "historical": "{n}以前在哪家牙医诊所？",
            "as_of": "{n}那时候在哪家牙医诊所？",
            "planning": "{n}打算去哪家牙医诊所登记？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": ("I'm registered at {v}", "my dentist is {v}"),
            "new": (
                "I've finally got an NHS place at {v}",
                "I've registered with {v}",
                "I've moved dentists to {v}",
            ),
            "use": (
                "Check-up at {v} this morning, no fillings, I'm claiming that as a win",
                "{v} rang to move my appointment again",
                "Hygienist at {v} told me off for the flapjacks",
            ),
            "third": ("{n}'s registered with {v} now", "{n} got in at {v}"),
            "inf": ("register with {v}", "get on the list at {v}"),
            "past": ("when I was at {v}",),
            "dist": (
                "{x} are taking NHS patients again apparently, tell everyone",
                "Waiting list at {x} is two years, two years!",
                "Does anyone know if {x} is any good with nervous patients?",
            ),
        },
        ZH: {
            "pres": ("我在{v}看牙", "我的牙医是{v}"),
            "new": ("我终于在{v}登记上NHS了", "我换到{v}看牙了"),
            "use": ("今天在{v}检查牙齿，没有蛀牙", "{v}又打电话来改预约时间"),
            "third": ("{n}在{v}登记了", "{n}现在去{v}看牙"),
            "inf": ("去{v}登记", "排{v}的名单"),
            "past": ("以前在{v}看牙的时候",),
            "dist": ("听说{x}又收NHS病人了", "{x}要排两年队"),
        },
    },
)

LANGUAGE = Slot(
    key="learning_language",
    multi=False,
    pool=("Mandarin", "Spanish", "BSL", "Welsh", "Portuguese", "Italian", "Arabic", "Japanese"),
    zh_pool=("西班牙语", "日语", "法语", "德语", "BSL", "韩语"),
    q={
        EN: {
            "current": "Which language is {n} learning now?",
            "historical": "Which language was {n} learning before?",
            "as_of": "Which language was {n} learning at that time?",
            "planning": "Which language is {n} planning to start learning?",
        },
        ZH: {
            "current": "{n}现在在学什么语言？",
            "historical": "{n}以前在学什么语言？",
            "as_of": "{n}那时候在学什么语言？",
            "planning": "{n}打算开始学什么语言？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": ("I'm learning {v}", "I'm doing {v} on the app every night"),
            "new": (
                "I've given up on the old one and started {v}",
                "I've started an evening class in {v}",
                "I'm learning {v} now",
            ),
            "use": (
                "Did my {v} homework on the Metro, the woman next to me corrected it",
                "Three hundred day streak on {v}, the owl is pleased with me",
                "Tried my {v} on the bloke at the market, he laughed but kindly",
            ),
            "third": ("{n}'s learning {v} now", "{n} started {v} classes"),
            "inf": ("learn {v}", "start {v} classes"),
            "past": ("back when I was doing {v}",),
            "dist": (
                "The library's got free {x} taster sessions on Thursdays",
                "My niece is doing {x} at uni, she's fluent already",
                "Would anyone fancy a {x} conversation table in the café?",
            ),
        },
        ZH: {
            "pres": ("我在学{v}", "我每天晚上用app学{v}"),
            "new": ("我开始学{v}了", "我报了个{v}夜校"),
            "use": ("在地铁上做{v}作业，旁边的阿姨还帮我改", "{v}连续打卡三百天了"),
            "third": ("{n}在学{v}", "{n}报了{v}课"),
            "inf": ("学{v}", "报个{v}班"),
            "past": ("以前学{v}的时候",),
            "dist": ("图书馆周四有免费的{x}体验课", "我表妹在大学学{x}"),
        },
    },
)

PARTNER = Slot(
    key="partner",
    multi=False,
    pool=("Gavin", "Aisha", "Connor", "Leanne", "Marcus", "Kirsty", "Declan", "Nisha"),
    zh_pool=("Tom", "Ben", "小林", "阿杰", "Sophie", "Ming"),
    q={
        EN: {
            "current": "Who is {n}'s partner now?",
            "historical": "Who was {n}'s partner before?",
            "as_of": "Who was {n}'s partner at that time?",
            "planning": "Who is {n} planning to move in with?",
        },
        ZH: {
            "current": "{n}现在的另一半是谁？",
            "historical": "{n}以前的另一半是谁？",
            "as_of": "{n}那时候的另一半是谁？",
            "planning": "{n}打算和谁在一起？",
        },
    },  # fmt: skip
    f={
        EN: {
            "pres": ("I'm with {v}", "{v} and I have been together a while now"),
            "new": (
                "I'm seeing {v} now",
                "{v} and I are officially a thing",
                "I've got a new fella, well, {v}, and it's going well",
            ),
            "use": (
                "{v} made me breakfast in bed, I've still got jam on the pillow",
                "Me and {v} are doing the 10k for the garden fund",
                "{v} says hello to everyone and wants to help at the plant sale",
            ),
            "third": ("{n} is with {v} now", "{n} and {v} are together"),
            "inf": ("move in with {v}",),
            "past": ("when I was with {v}",),
            "dist": (
                "{x} off Love Island has the worst patter",
                "My mate {x} is single if anyone's asking, ha",
                "Did {x} from the Tuesday bakers ever get his cake tin back?",
            ),
        },
        ZH: {
            "pres": ("我和{v}在一起", "{v}是我对象"),
            "new": ("我现在和{v}在一起了", "我和{v}确定关系了"),
            "use": ("{v}今天给我做了早饭", "{v}说周末来帮忙卖花苗"),
            "third": ("{n}和{v}在一起了", "{n}现在的对象是{v}"),
            "inf": ("和{v}住到一起",),
            "past": ("以前和{v}在一起的时候",),
            "dist": ("我朋友{x}还单身哦", "{x}上次借的蛋糕盒还没还"),
        },
    },
)

PETS = Slot(
    key="pets",
    multi=True,
    pool=(
        "Dougal",
        "Mabel",
        "Ziggy",
        "Nelson",
        "Wilma",
        "Otis",
        "Hattie",
        "Rocco",
        "Winnie",
        "Percy",
        "Lola",
        "Monty",
    ),  # fmt: skip
    zh_pool=("团子", "旺财", "咪咪", "花卷", "Lucky", "Coco"),
    q={
        EN: {
            "coexisting": "Which pets does {n} have now?",
            "historical": "Which pet did {n} have before that is gone now?",
            "as_of": "Which pets did {n} have at that time?",
            "planning": "Which pet is {n} planning to get?",
        },
        ZH: {
            "coexisting": "{n}现在养了哪些宠物？",
            "historical": "{n}以前养过、现在已经不在的宠物是哪只？",
            "as_of": "{n}那时候养了哪些宠物？",
            "planning": "{n}打算养哪只宠物？",
        },
    },  # fmt: skip
    f={
        EN: {
            "has": (
                "I've got a {s} called {v}",
                "{v}, my {s}, runs the house",
                "my {s} {v} says hello",
            ),
            "add": (
                "we've taken on a {s} called {v} to keep {old} company",
                "{v} the {s} has joined the family, {old} is not impressed",
                "I've adopted a {s}, {v}, so it's {old} and {v} now",
            ),
            "drop": (
                "{v} has gone to live with my sister, she's got a proper garden",
                "we lost {v} last week, fourteen good years",
            ),
            "use": (
                "{v} ate half a tray of lettuce seedlings, little monster",
                "Vet bill for {v} came to £180, I'm in the wrong job",
                "Can I bring {v} to the Sunday session? Very well behaved, mostly",
            ),
            "third": ("{n} has got a {s} called {v}", "{n}'s new {s} is called {v}"),
            "inf": ("adopt a {s} and call it {v}",),
            "dist": (
                "There's a {s} called {x} at the rescue centre looking for a home",
                "Someone's lost a {s} called {x} near the Stadium of Light, keep an eye out",
                "If I ever get a {s} I'm calling it {x}",
            ),
        },
        ZH: {
            "has": ("我养了一只{s}，叫{v}", "我家{s}{v}跟大家问好"),
            "add": ("我们又领养了一只{s}，叫{v}，给{old}作伴", "{v}来我们家了，{old}有点吃醋"),
            "drop": ("{v}送去我姐姐家了，她家有大院子",),
            "use": ("{v}把一盘生菜苗吃了一半", "{v}看兽医花了180镑"),
            "third": ("{n}养了一只{s}叫{v}",),
            "inf": ("领养一只{s}叫{v}",),
            "dist": ("救助站有只{s}叫{x}在找主人", "Stadium of Light附近有人丢了只叫{x}的{s}"),
        },
    },
)
SPECIES = {EN: ("greyhound", "tabby", "rescue cat", "collie cross", "rabbit", "lurcher",
                "budgie", "tortoise"),
           ZH: ("猫", "狗", "兔子", "柯基", "鹦鹉")}  # fmt: skip

INSTRUMENTS = Slot(
    key="instruments",
    multi=True,
    pool=(
        "ukulele",
        "mandolin",
        "accordion",
        "banjo",
        "tin whistle",
        "cello",
        "bodhrán",
        "saxophone",
        "harmonica",
    ),  # fmt: skip
    zh_pool=("二胡", "古筝", "尤克里里", "钢琴", "笛子", "吉他"),
    q={
        EN: {
            "coexisting": "Which instruments does {n} play now?",
            "historical": "Which instrument did {n} give up?",
            "as_of": "Which instruments was {n} playing at that time?",
            "planning": "Which instrument is {n} planning to take up?",
        },
        ZH: {
            "coexisting": "{n}现在会弹哪些乐器？",
            "historical": "{n}以前弹过、现在不弹的乐器是什么？",
            "as_of": "{n}那时候弹哪些乐器？",
            "planning": "{n}打算学什么乐器？",
        },
    },  # fmt: skip
    f={
        EN: {
            "has": ("I play the {v}", "I've been playing the {v} since school"),
            "add": (
                "I've started learning the {v} as well, still keeping up the {old}",
                "picked up a {v} at the car boot, so it's {old} and {v} now",
            ),
            "drop": ("I've sold the {v}, never touched it", "I've packed in the {v}"),
            "use": (
                "Practising {v} till midnight, the neighbours love me",
                "Brought the {v} for the harvest do, requests welcome",
                "Snapped a string on the {v} mid-song, very rock and roll",
            ),
            "third": ("{n} plays the {v} now", "{n} has taken up the {v}"),
            "inf": ("take up the {v}", "learn the {v}"),
            "dist": (
                "Bloke busking with a {x} outside the Bridges, he was class",
                "Anyone want a {x}? My uncle's clearing the loft",
                "The {x} is the hardest instrument going, fight me",
            ),
        },
        ZH: {
            "has": ("我会弹{v}", "我从小学{v}"),
            "add": ("我又开始学{v}了，{old}也还在练", "在跳蚤市场买了个{v}，现在{old}和{v}都玩"),
            "drop": ("{v}卖掉了，一直没碰",),
            "use": ("半夜练{v}，邻居肯定很爱我", "丰收节我带{v}来，大家可以点歌"),
            "third": ("{n}开始学{v}了",),
            "inf": ("学{v}",),
            "dist": ("Bridges门口有人在街头拉{x}，超好听", "有人要{x}吗？我叔叔在清阁楼"),
        },
    },
)

CLUBS = Slot(
    key="clubs",
    multi=True,
    pool=(
        "Bishopwearmouth Chess Club",
        "Wear Wanderers Running Club",
        "Keel Row Book Club",
        "Tuesday Pottery Circle",
        "Sunderland Camera Club",
        "Lighthouse Quiz Team",
        "Tyne & Wear Birders",
        "Northern Lights Choir",
        "Wearside Strummers",
    ),  # fmt: skip
    zh_pool=(
        "Keel Row Book Club",
        "Northern Lights Choir",
        "Sunderland Camera Club",
        "Wear Wanderers Running Club",
        "华人羽毛球会",
        "周末中文学校家长会",
    ),
    q={
        EN: {
            "coexisting": "Which clubs is {n} a member of now?",
            "historical": "Which club did {n} leave?",
            "as_of": "Which clubs was {n} in at that time?",
            "planning": "Which club is {n} planning to join?",
        },
        ZH: {
            "coexisting": "{n}现在参加了哪些俱乐部？",
            "historical": "{n}退出了哪个俱乐部？",
            "as_of": "{n}那时候参加了哪些俱乐部？",
            "planning": "{n}打算加入哪个俱乐部？",
        },
    },  # fmt: skip
    f={
        EN: {
            "has": ("I'm in the {v}", "I go to the {v} every week"),
            "add": (
                "I've joined the {v} too, on top of the {old}",
                "signed up for the {v}, so that's {old} and {v} on my calendar",
            ),
            "drop": ("I've packed in the {v}, too many late nights", "I've left the {v}"),
            "use": (
                "{v} tonight, wish me luck",
                "Can't do Wednesday, it's the {v}",
                "The {v} lot want to do a bake sale here, can I say yes?",
            ),
            "third": ("{n} has joined the {v}", "{n} is in the {v} now"),
            "inf": ("join the {v}",),
            "dist": (
                "The {x} are looking for new members, poster's on the café board",
                "Saw the {x} in the Echo, they won something",
                "Would anyone fancy the {x}? Not for me but thought I'd ask",
            ),
        },
        ZH: {
            "has": ("我参加了{v}", "我每周都去{v}"),
            "add": ("我又加入了{v}，{old}也还去", "报名了{v}，现在{old}和{v}都参加"),
            "drop": ("我退出{v}了，太晚了",),
            "use": ("今晚{v}活动，祝我好运", "周三不行，要去{v}"),
            "third": ("{n}加入了{v}",),
            "inf": ("加入{v}",),
            "dist": ("{x}在招新成员，海报贴在咖啡馆的板子上", "Echo报纸上有{x}的消息"),
        },
    },
)

SLOTS: tuple[Slot, ...] = (NEIGHBOURHOOD, EMPLOYER, CARRIER, VEHICLE, DRINK, GYM, ENERGY,
                           STREAMING, DENTIST, LANGUAGE, PARTNER, PETS, INSTRUMENTS,
                           CLUBS)  # fmt: skip
NO_PLANS = {"partner"}

# ---------------------------------------------------------------------------------------------
# Chat around the news: openers and closers of long chatty lines, late-report frames, plans.
# ---------------------------------------------------------------------------------------------

SMALL_PRE = {
    EN: ("Morning all! Hoses are back on at the top beds and someone's left the shed unlocked "
         "again, not naming names.",
         "Right, quick catch-up before I forget: the tomatoes in the polytunnel are finally "
         "turning and Maureen's scones sold out by eleven.",
         "Evening folks, sorry I've been quiet, what a fortnight.",
         "Hiya, just seen all the messages about the compost delivery, sounds like chaos.",
         "Soaked through from the walk in, this weather honestly.",
         "Thanks everyone for Saturday, the soup went down a storm."),
    ZH: ("大家早！上面菜地的水管又通了，工具房又没锁。",
         "晚上好，最近好忙没怎么说话。",
         "刚看到大家说堆肥送货的事，好乱哈哈。",
         "周六谢谢大家，汤卖得特别好。"),
}  # fmt: skip
SMALL_POST = {
    EN: ("Anyway, who's on the till Saturday? I can do the morning but not after two.",
         "Anyway, enough about me, did anyone water the seedlings?",
         "Oh and the big urn's making that noise again, might need a new element.",
         "Also if anyone's got spare jam jars, bring them in for the chutney.",
         "Right, kettle's on, see you all Sunday.",
         "Anyway, how's everyone else doing?"),
    ZH: ("对了，周六谁看收银？我上午可以，两点以后不行。",
         "话说回来，有人给苗浇水了吗？",
         "有多余的果酱瓶请带过来做酸辣酱。",
         "好了，周日见。"),
}  # fmt: skip
LATE = {
    EN: ("Forgot to mention, {new} back in {month}.",
         "Oh, meant to say weeks ago and it went clean out of my head: {new} at the start of "
         "{month}.",
         "Not sure I ever told you lot, but {new} in {month}, so it's been a while now.",
         "Belated news as ever from me: {new} sometime in {month}."),
    ZH: ("忘了跟大家说，{month}的时候{new}。", "早就想说了一直忘：{month}初{new}。"),
}  # fmt: skip
DIRECT = {
    EN: ("{New}.", "Bit of news: {new}.", "{New}, so that's that sorted.",
         "Well, {new}! Took long enough.", "Quick update for the contact sheet: {new}."),
    ZH: ("{new}。", "跟大家说一声，{new}。", "小更新：{new}。"),
}  # fmt: skip
PLAN = {
    EN: ("Thinking I might {inf} in the new year.", "I'm planning to {inf}, fingers crossed.",
         "Seriously considering whether to {inf}, any thoughts?",
         "Going to {inf} once the money's sorted."),
    ZH: ("我在考虑{inf}。", "我打算{inf}，祝我好运。", "等钱凑够了我就{inf}。"),
}  # fmt: skip
PLAN_DONE = {
    EN: ("Did it! {New}.", "Told you I'd do it: {new}."),
    ZH: ("搞定了！{new}。", "说到做到：{new}。"),
}  # fmt: skip
PLAN_DROP = {
    EN: ("Not going to {inf} after all, it just doesn't add up.",
         "Scrapped the idea to {inf}, staying put for now.",
         "Change of plan, I won't {inf}. Too much faff."),
    ZH: ("算了，不{inf}了，不划算。", "改主意了，先不{inf}了。"),
}  # fmt: skip
MUSE = {
    EN: ("Sometimes I think I should {inf}, then I have a cup of tea and it passes.",
         "Half tempted to {inf}. Half. Don't hold me to it.",
         "Daydreaming about whether to {inf} while weeding, as you do."),
    ZH: ("有时候想{inf}，喝杯茶就算了。", "有点想{inf}，就是想想而已。"),
}  # fmt: skip
PAST = {
    EN: ("Funny, {past} I'd never have had time for the garden.",
         "{Past} everything felt simpler, or so I tell myself.",
         "Found an old photo from {past}, what a state I was in."),
    ZH: ("{past}，哪有时间来园子。", "{past}，感觉是上辈子的事了。"),
}  # fmt: skip
THIRD = {
    EN: ("Did you hear? {third}.", "{Third}, {pron} told me at the plant sale.",
         "Just so you all know, {third}, so update the contact sheet.",
         "Passing on news: {third}. Don't tell {obj} I blabbed."),
    ZH: ("你们听说了吗？{third}。", "顺便说一下，{third}，通讯录记得更新。"),
}  # fmt: skip
SELF_NAME = {
    EN: ("Update from {n} HQ: {third}.", "Announcement: {third}. {n} has spoken."),
    ZH: ("{n}报告：{third}。",),
}  # fmt: skip
BUMPED = {
    EN: ("Bumped into {n} outside the Bridges yesterday.",
         "Had a long natter with {n} at the bus stop.",
         "{n} popped into the café while you were all out on the beds."),
    ZH: ("昨天在Bridges门口碰到{n}了。", "今天在公交站和{n}聊了好久。"),
}  # fmt: skip
HOW = {EN: ("Aw, how's {pron} doing?", "Oh yeah? What's new with {obj}?", "Go on then, spill."),
       ZH: ("哦？{pron}最近怎么样？", "快说说。")}  # fmt: skip
ASK_STILL = {
    EN: ("@{n} is it still {old} with you these days?", "{n}, you still {old}? For the form."),
    ZH: ("@{n} 你还是{old}吗？", "{n}，你现在还是{old}吗？填表用。"),
}  # fmt: skip
NOT_ANY_MORE = {
    EN: ("No, not {old} any more, {new}.", "Nope, {old} is ancient history: {new}."),
    ZH: ("不是{old}了，{new}。", "早就不是{old}了，{new}。"),
}  # fmt: skip
OOPS = {
    EN: ("Sorry, I meant {v}, not {wrong}! Typing with muddy hands.",
         "Correction: {v}, not {wrong}. Brain's fried."),
    ZH: ("打错了，是{v}，不是{wrong}。", "更正一下：是{v}，不是{wrong}。"),
}  # fmt: skip
RECOMMEND = {
    EN: ("@{n} you should {inf}, honestly.", "@{n} have you thought about whether to {inf}?"),
    ZH: ("@{n} 你应该{inf}，真的。", "@{n} 你考虑过{inf}吗？"),
}  # fmt: skip
MONTHS_ZH = ("1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月",
             "12月")  # fmt: skip


def fill(t: str, **kw: str) -> str:
    """Put the values into a template: {key} as given, {Key} with its first letter capital."""
    for k, v in kw.items():
        t = t.replace("{" + k + "}", v).replace("{" + k.capitalize() + "}", cap(v))
    return t


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


@dataclass
class Who:
    name: str
    lang: str
    pron: str
    role: str

    def pron_in(self, lang: str) -> str:
        return ZH_PRONOUN[self.pron] if lang == ZH else self.pron

    def obj(self, lang: str) -> str:
        return ZH_PRONOUN[self.pron] if lang == ZH else ("her" if self.pron == "she" else "him")


@dataclass
class Ep:
    day: int
    minute: int
    speaker: str
    text: str
    session: str
    language: str
    filler: bool = False


@dataclass
class Track:
    """One person's slot: what it held when (effective day, reported day, value or set)."""

    who: Who
    slot: Slot
    timeline: list[tuple[int, int, Any]] = field(default_factory=list)
    values: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    abandoned: list[str] = field(default_factory=list)
    open_plan: str | None = None
    dropped: list[str] = field(default_factory=list)
    late: set[int] = field(default_factory=set)  # timeline indexes reported late

    def note(self, *vs: str) -> None:
        for v in vs:
            if v not in self.values:
                self.values.append(v)


SPECIES_PAIRS = (("greyhound", "灵缇犬"), ("tabby", "虎斑猫"), ("rescue cat", "流浪猫"),
                 ("collie cross", "牧羊犬"), ("rabbit", "兔子"), ("lurcher", "猎犬"),
                 ("budgie", "虎皮鹦鹉"), ("tortoise", "乌龟"))  # fmt: skip
INTRO = {
    EN: ("{Pres}, for anyone who doesn't know me yet.",
         "Hiya, {n} here, new to the Saturday crew. {Pres}, and I'm a {role} the rest of the week.",
         "{Pres}. Just filling in the volunteer form, what a palaver.",
         "{pre} Oh, and {pres}, before anyone asks."),
    ZH: ("大家好，我是{n}，新来的。{pres}。", "{pres}，填志愿者表格顺便说一下。",
         "{pre}顺便说一下，{pres}。"),
}  # fmt: skip
AGAIN = {  # later "by the way" lines from someone already introduced
    EN: ("{Pres}, by the way, in case it ever comes up.", "For the volunteer form, {pres}.",
         "{pre} Oh, and {pres}, before anyone asks.", "Random fact about me: {pres}.",
         "Someone asked on Saturday, so: {pres}."),
    ZH: ("顺便说一下，{pres}。", "填表用：{pres}。", "{pre}对了，{pres}。",
         "有人周六问我，{pres}。"),
}  # fmt: skip
END = {EN: ".", ZH: "。"}


def stop(text: str, lang: str) -> str:
    """The line with a full stop unless it already ends in punctuation."""
    return text if text[-1:] in ".!?。！？" else text + END[lang]


SINGLE_MODES = ("direct", "direct", "chatty", "chatty", "use", "use", "third", "pronoun",
                "self_name", "late", "late", "negation", "correction", "we")  # fmt: skip
MULTI_OPS = (("add",), ("add", "add"), ("add", "drop", "add"), ("add", "add", "drop"))


class Builder:
    """Writes one seed's chat: tracks (people's slots), then filler around them."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.eps: list[Ep] = []
        self.sid = 0
        self.start = datetime.fromisoformat(START)
        self.people: list[Who] = []
        self.species: dict[str, int] = {}
        self.tracks: list[Track] = []
        self.introduced: set[str] = set()

    # -- low level --------------------------------------------------------------------------

    def session(self) -> str:
        self.sid += 1
        return f"s{self.sid:04d}"

    def say(self, day: int, who: Who, text: str, filler: bool = False) -> None:
        self.convo(day, [(who, text)], filler)

    def convo(self, day: int, lines: list[tuple[Who, str]], filler: bool = False) -> None:
        s = self.session()
        m = self.rng.randint(420, 1300)
        for who, text in lines:
            self.eps.append(Ep(day, m, who.name, text, s, who.lang, filler))
            m += self.rng.randint(1, 9)

    def other(self, who: Who, *also: Who) -> Who:
        return self.rng.choice([p for p in self.people if p is not who and p not in also])

    def month(self, day: int, lang: str) -> str:
        d = self.start + timedelta(days=day)
        return MONTHS_ZH[d.month - 1] if lang == ZH else d.strftime("%B")

    def s_of(self, v: str, lang: str) -> str:
        i = self.species.setdefault(v, self.rng.randrange(len(SPECIES_PAIRS)))
        return SPECIES_PAIRS[i][1 if lang == ZH else 0]

    def fr(self, lang: str, slot: Slot, key: str, v: str = "", **kw: str) -> str | None:
        opts = slot.f[lang].get(key)
        if not opts:
            return None
        return fill(self.rng.choice(opts), v=v, s=self.s_of(v, lang), **kw)

    def pick(self, table: dict[str, tuple[str, ...]], lang: str, **kw: str) -> str:
        return fill(self.rng.choice(table[lang]), **kw)

    # -- one piece of news, in one of many ways ---------------------------------------------

    def emit(self, t: Track, mode: str, e: int, v: str, old: str, key: str,
             spare: list[str]) -> int:  # fmt: skip
        """Tell that `t` changed to `v` (effective day `e`) in `mode`; return the report day."""
        rng, who, slot, lang = self.rng, t.who, t.slot, t.who.lang
        first = self.fr(lang, slot, key, v=v, old=old) or ""
        if mode == "we" and slot.f[lang].get("we"):
            self.say(e, who, self.pick(DIRECT, lang, new=self.fr(lang, slot, "we", v=v) or first))
        elif mode == "chatty":
            pre, post = rng.choice(SMALL_PRE[lang]), rng.choice(SMALL_POST[lang])
            mid = f"Oh and {first}!" if lang == EN else f"对了，{first}！"
            self.say(e, who, f"{pre} {mid} {post}" if lang == EN else f"{pre}{mid}{post}")
        elif mode == "use" and key in ("new", "add"):
            self.say(e, who, stop(self.fr(lang, slot, "use", v=v) or first, lang))
        elif mode in ("third", "pronoun", "self_name") and key in ("new", "add"):
            if mode == "self_name":
                third = self.fr(lang, slot, "third", v=v, n=who.name) or first
                self.say(e, who, self.pick(SELF_NAME, lang, n=who.name, third=third))
                return e
            rep = self.other(who)
            rl = rep.lang
            if mode == "third":
                third = self.fr(rl, slot, "third", v=v, n=who.name) or ""
                text = self.pick(THIRD, rl, third=third, pron=who.pron_in(rl), obj=who.obj(rl))
                self.say(e, rep, text)
            else:
                ask = self.other(who, rep)
                third = self.fr(rl, slot, "third", v=v, n=who.pron_in(rl)) or ""
                tail = ". Sounds like it's going well." if rl == EN else "，挺好的。"
                self.convo(e, [
                    (rep, self.pick(BUMPED, rl, n=who.name)),
                    (ask, self.pick(HOW, ask.lang, pron=who.pron_in(ask.lang),
                                    obj=who.obj(ask.lang))),
                    (rep, cap(third) + tail),
                ])  # fmt: skip
        elif mode == "late":
            r = e + rng.randint(18, 35)
            self.say(r, who, self.pick(LATE, lang, new=first, month=self.month(e, lang)))
            t.late.add(len(t.timeline))
            return r
        elif mode == "negation" and old:
            ask = self.other(who)
            self.convo(e, [(ask, self.pick(ASK_STILL, ask.lang, n=who.name, old=old)),
                           (who, self.pick(NOT_ANY_MORE, lang, old=old, new=first))])  # fmt: skip
        elif mode == "correction" and spare and key == "new":
            wrong = spare.pop()
            t.wrong.append(wrong)
            t.note(wrong)
            said = self.fr(lang, slot, key, v=wrong, old=old) or ""
            self.convo(e, [(who, self.pick(DIRECT, lang, new=said)),
                           (who, self.pick(OOPS, lang, v=v, wrong=wrong))])  # fmt: skip
        else:
            self.say(e, who, self.pick(DIRECT, lang, new=first))
        return e

    def first_day(self, who: Who) -> int:
        """A person's first slot is told in their first days in the chat, the rest later."""
        return (
            self.rng.randint(0, 3) if who.name not in self.introduced else self.rng.randint(4, 60)
        )

    def intro(self, t: Track, day: int, v: str, key: str) -> None:
        lang = t.who.lang
        pres = self.fr(lang, t.slot, key, v=v) or ""
        table = AGAIN if t.who.name in self.introduced else INTRO
        self.introduced.add(t.who.name)
        self.say(day, t.who, self.pick(table, lang, pres=pres, n=t.who.name, role=t.who.role,
                                       pre=self.rng.choice(SMALL_PRE[lang])))  # fmt: skip

    # -- single-valued slots ----------------------------------------------------------------

    def single(self, who: Who, slot: Slot) -> Track:
        rng, lang = self.rng, who.lang
        pool = list(slot.zh_pool if lang == ZH else slot.pool)
        rng.shuffle(pool)
        k = min(rng.choice((1, 2, 2, 2, 3, 3)), len(pool) - 2)
        vals, spare = pool[: k + 1], pool[k + 1 :]
        t = Track(who, slot)
        t.note(*vals)
        r0 = self.first_day(who)
        self.intro(t, r0, vals[0], "pres")
        t.timeline.append((r0, r0, vals[0]))
        span = (700 - 90) // k
        modes = [m for m in SINGLE_MODES if m != "we" or slot.f[lang].get("we")]
        rng.shuffle(modes)
        plans = slot.key not in NO_PLANS
        for i in range(1, k + 1):
            e = rng.randint(90 + (i - 1) * span + 20, 90 + i * span - 40)
            mode = modes[(i - 1) % len(modes)]
            if plans and mode in ("direct", "chatty", "use") and rng.random() < 0.35:
                inf = self.fr(lang, slot, "inf", v=vals[i]) or ""
                self.say(e - rng.randint(20, 45), who, self.pick(PLAN, lang, inf=inf))
                if mode == "direct":
                    first = self.fr(lang, slot, "new", v=vals[i]) or ""
                    self.say(e, who, self.pick(PLAN_DONE, lang, new=first))
                    t.timeline.append((e, e, vals[i]))
                    continue
            r = self.emit(t, mode, e, vals[i], vals[i - 1], "new", spare)
            t.timeline.append((e, r, vals[i]))
        self.extras(t, spare, plans)
        return t

    # -- multi-valued slots (coexisting values) ---------------------------------------------

    def multi(self, who: Who, slot: Slot) -> Track:
        rng, lang = self.rng, who.lang
        pool = list(slot.zh_pool if lang == ZH else slot.pool)
        rng.shuffle(pool)
        ops = rng.choice(MULTI_OPS)
        n_add = ops.count("add")
        vals, spare = pool[: n_add + 1], pool[n_add + 1 :]
        t = Track(who, slot)
        t.note(*vals)
        cur = [vals[0]]
        r0 = self.first_day(who)
        self.intro(t, r0, vals[0], "has")
        t.timeline.append((r0, r0, frozenset(cur)))
        span = 610 // len(ops)
        nxt = 1
        for i, op in enumerate(ops, 1):
            e = rng.randint(90 + (i - 1) * span + 20, 90 + i * span - 40)
            if op == "add":
                v = vals[nxt]
                nxt += 1
                old = rng.choice(cur)
                mode = rng.choice(("direct", "chatty", "use", "third", "pronoun", "self_name",
                                   "late"))  # fmt: skip
                if mode in ("direct", "chatty") and rng.random() < 0.3:
                    inf = self.fr(lang, slot, "inf", v=v) or ""
                    self.say(e - rng.randint(20, 45), who, self.pick(PLAN, lang, inf=inf))
                r = self.emit(t, mode, e, v, old, "add", spare)
                cur.append(v)
            else:
                v = rng.choice(cur)
                cur.remove(v)
                t.dropped.append(v)
                r = self.emit(t, rng.choice(("direct", "chatty", "late")), e, v, "", "drop", spare)
            t.timeline.append((e, r, frozenset(cur)))
        self.extras(t, spare, True)
        return t

    # -- plans, musings, scopes, old values in passing, distractors ---------------------------

    def gaps(self, t: Track, end: int) -> list[tuple[int, int]]:
        """Quiet stretches of a track: from one report to the next change, and after the last."""
        tl = t.timeline
        out = [(tl[i][1], tl[i + 1][0]) for i in range(len(tl) - 1)]
        return out + [(max(r for _, r, _ in tl), end)]

    def extras(self, t: Track, spare: list[str], plans: bool) -> None:
        rng, who, slot, lang = self.rng, t.who, t.slot, t.who.lang
        last_r = max(r for _, r, _ in t.timeline)
        end = 726
        if plans and spare and last_r < 650 and rng.random() < 0.35:
            p = spare.pop()
            day = rng.randint(last_r + 30, 722)
            self.say(day, who, self.pick(PLAN, lang, inf=self.fr(lang, slot, "inf", v=p) or p))
            t.open_plan = p
            t.note(p)
            end = day - 5
        if plans and spare and rng.random() < 0.4:
            good = [(a, b) for a, b in self.gaps(t, end) if b - a >= 70]
            if good:
                a, b = rng.choice(good)
                w = spare.pop()
                p = a + rng.randint(8, 20)
                d = p + rng.randint(15, 40)
                inf = self.fr(lang, slot, "inf", v=w) or w
                self.say(p, who, self.pick(PLAN, lang, inf=inf))
                if rng.random() < 0.5:
                    ask = self.other(who)
                    ainf = self.fr(ask.lang, slot, "inf", v=w) or w
                    q = (f"@{who.name} did you ever {ainf}?" if ask.lang == EN
                         else f"@{who.name} 你后来{ainf}了吗？")  # fmt: skip
                    self.convo(d, [(ask, q), (who, self.pick(PLAN_DROP, lang, inf=inf))])
                else:
                    self.say(d, who, self.pick(PLAN_DROP, lang, inf=inf))
                t.abandoned.append(w)
                t.note(w)
        if plans and spare and rng.random() < 0.25:
            good = [(a, b) for a, b in self.gaps(t, end) if b - a >= 30]
            if good:
                a, b = rng.choice(good)
                w = spare.pop()
                inf = self.fr(lang, slot, "inf", v=w) or w
                self.say(a + rng.randint(5, 20), who, self.pick(MUSE, lang, inf=inf))
                t.abandoned.append(w)
                t.note(w)
        if not slot.multi and spare and slot.f[lang].get("scope") and rng.random() < 0.3:
            x = spare.pop()
            cur = t.timeline[-1][2]
            self.say(rng.randint(last_r + 5, 727), who,
                     stop(self.fr(lang, slot, "scope", v=cur, x=x) or "", lang))  # fmt: skip
            t.note(x)
        if not slot.multi and len(t.timeline) > 1 and rng.random() < 0.45:
            past = self.fr(lang, slot, "past", v=t.timeline[0][2])
            if past:
                day = rng.randint(t.timeline[1][1] + 5, 727)
                self.say(day, who, self.pick(PAST, lang, past=past))
        pool = slot.zh_pool if lang == ZH else slot.pool
        for _ in range(rng.randint(1, 2)):
            cands = spare or [v for v in pool if v not in t.values]
            if not cands:
                break
            x = rng.choice(cands)
            day = rng.randint(0, 727)
            r = rng.random()
            if r < 0.45:
                self.say(day, who, stop(self.fr(lang, slot, "dist", v=x, x=x) or "", lang))
                t.note(x)
            elif r < 0.7 and slot.key not in NO_PLANS:
                o = self.other(who)
                inf = self.fr(o.lang, slot, "inf", v=x) or x
                self.say(day, o, self.pick(RECOMMEND, o.lang, n=who.name, inf=inf))
                t.note(x)
            else:
                o = self.other(who)
                self.say(day, o, stop(self.fr(o.lang, slot, "dist", v=x, x=x) or "", o.lang))

    # -- probes --------------------------------------------------------------------------------

    def probes(self, t: Track) -> list[dict[str, Any]]:
        rng, who, slot = self.rng, t.who, t.slot
        q = slot.q[who.lang]
        out: list[dict[str, Any]] = []

        def add(kind: str, gold: list[str], outdated: list[str] = (), day: int | None = None):
            p = {"subject": who.name, "kind": kind, "question": fill(q[kind], n=who.name),
                 "slot": slot.key, "gold": list(gold), "outdated": list(outdated),
                 "values": list(t.values), "abandoned": list(t.abandoned)}  # fmt: skip
            if day is not None:
                p["as_of_day"] = day
            out.append(p)

        tl = t.timeline
        if not slot.multi:
            vals = [v for _, _, v in tl]
            add("current", [vals[-1]], [v for v in vals[:-1] if v != vals[-1]] + t.wrong)
            if rng.random() < 0.65:
                add("historical", [vals[-2]])
        else:
            add("coexisting", sorted(tl[-1][2]), list(t.dropped))
            if t.dropped and rng.random() < 0.7:
                add("historical", [t.dropped[0]])
        if rng.random() < 0.55:
            cands = [(tl[i][1] + 5, tl[i + 1][0] - 35, tl[i][2]) for i in range(len(tl) - 1)]
            cands = [c for c in cands if c[1] - c[0] >= 5]
            if cands:
                lo, hi, v = rng.choice(cands)
                add("as_of", sorted(v) if slot.multi else [v], day=rng.randint(lo, hi))
        if t.open_plan:
            add("planning", [t.open_plan])
        return out


# ---------------------------------------------------------------------------------------------
# Everyday chat: no state news (and no slot values) in any of it.
# ---------------------------------------------------------------------------------------------

VEG = ("courgettes", "runner beans", "kale", "rhubarb", "leeks", "potatoes", "strawberries",
       "garlic", "onions", "beetroot", "squash", "chard", "broad beans", "raspberries")  # fmt: skip
CAKE = ("lemon drizzle", "flapjacks", "carrot cake", "cheese scones", "brownies",
        "stottie sandwiches", "bread pudding", "ginger parkin")  # fmt: skip
VEG_ZH = (
    "西葫芦",
    "四季豆",
    "羽衣甘蓝",
    "大黄",
    "韭葱",
    "土豆",
    "草莓",
    "大蒜",
    "甜菜根",
    "小白菜",
)
WEEKDAY_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
WEEKDAY = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
FILLER = {
    EN: ("Who's got the key to the seed cupboard? It's not on the hook.",
         "The {veg} are going mad this year, take some home please, I'm begging.",
         "Can someone cover the café {day} morning? I've got a hospital appointment.",
         "Slugs have had all the {veg} again. War has been declared.",
         "Made a batch of {cake} for the counter, they're in the blue tub.",
         "Reminder: grant report is due at the end of the month, I'll need photos of the beds.",
         "Anyone know why the big urn keeps tripping the fuse?",
         "Rota for next month is up on the board and in the shared folder.",
         "Lovely crowd in for the {day} lunch club, we did forty-two soups!",
         "Does anyone have a spare pair of gloves, mine have finally given up.",
         "Fox has been in the compost again, bits of eggshell everywhere.",
         "Thank you whoever fixed the gate, it doesn't squeal any more.",
         "Sunderland lost again. I'm not talking about it.",
         "Can we stop putting teabags in the green bin, they're not breaking down.",
         "Kids from the primary are coming {day} to plant {veg}, all hands please.",
         "Power cut on the high street, we're doing cash only for now.",
         "Herb spiral is looking amazing, well done everyone.",
         "Who left the polytunnel door open overnight? It was freezing.",
         "Plant sale raised £386! Best one yet.",
         "Reminder to log your volunteer hours, the funders love a number.",
         "Dishwasher's making a grinding noise, I've put a sign on it.",
         "Bees are swarming on the fence by the shed, keep the kids back.",
         "Got a donation of twenty bags of manure, smells like success.",
         "Is the apple day still on for {day}? Need to know for the poster.",
         "The {veg} seedlings are hardening off outside, don't knock them over!",
         "Has anyone seen the big green watering can? It's gone walkabout.",
         "First frost tonight apparently, can we get the fleece on the {veg}?",
         "Health and safety training is {day} at 6, biscuits provided.",
         "The lunch club asked for more {cake}, I think that's a compliment.",
         "Storm's knocked the bean poles over, I'll sort them tomorrow.",
         "Mural's finished! Come and see it, the kids did a brilliant job.",
         "Council are coming to look at the drains {day}, finally.",
         "Can someone bring milk on the way in? We're down to the dregs.",
         "Three wheelbarrows and none with a working tyre, how is this possible.",
         "Harvest festival planning meeting {day} after the session.",
         "Tried a new soup, {veg} and lentil, verdict please.",
         "Just to say thanks for the card and flowers, it meant a lot.",
         "Pigeons have found the {veg}. Netting goes on tomorrow.",
         "Anyone free {day} to help unload the pallet of compost? Bring gloves.",
         "Soup of the day is {veg} and it's actually gorgeous, even if I say so myself.",
         "Lost property box is overflowing, one odd wellie, three hats and a lunchbox.",
         "Grant officer hat on: can everyone send me one sentence about why they volunteer?",
         "Wind's taken two panes out of the greenhouse, taped it up for now.",
         "Made {cake} for the bake table, don't let Gary near them.",
         "Dropped the float off at the bank, all balanced to the penny for once.",
         "Is it just me or is the café busier on rainy days?",
         "Who fancies a litter pick along the river {day}? Bags and grabbers provided.",
         "The wormery is thriving. I've never been prouder of anything."),
    ZH: ("谁有种子柜的钥匙？挂钩上没有。",
         "今年{veg}长疯了，大家拿点回家吧。", "{veg}被虫子咬了好多洞，有什么办法吗？",
         "{day}小学的孩子们来种{veg}，需要人手！", "第一次霜冻要来了，记得给{veg}盖上布。",
         "{day}上午谁能帮我看一下咖啡馆？我要去医院。",
         "我做了一批点心放在蓝色盒子里，大家尝尝。",
         "蛞蝓又把菜吃光了，气死我了。",
         "园子里的香草长得真好，大家辛苦了！",
         "大棚的门昨晚谁没关？冻死了。",
         "植物义卖筹了386镑！太棒了。",
         "洗碗机有怪声，我贴了个纸条。",
         "下个月的排班表已经发到共享文件夹了。",
         "今天午餐会来了好多人，汤都卖完了。",
         "狐狸又翻堆肥了，满地蛋壳。",
         "记得登记志愿时间哦。",
         "暴风把豆架吹倒了，明天我来弄。",
         "谁顺路带点牛奶？快没了。",
         "今天做了新的汤，大家给点意见。",
         "谢谢大家的卡片和花，很感动。"),
}  # fmt: skip
MIXED = ("谢谢 {who} for covering my shift, you're a star.",
         "Big 加油 to everyone doing the plant sale tomorrow!",
         "Those dumplings {who} brought in were 好吃, seriously.",
         "{who} taught me to say 你好 properly today, progress.",
         "Happy 新年 everyone, the lanterns in the café look class.")  # fmt: skip
REPLY = {
    EN: ("Ha, classic.", "I'll bring some in Thursday.", "Count me in.", "Can't that day, sorry!",
         "👍", "Thanks pet.", "Legend.", "Oh no! Hope it gets sorted.", "On it.",
         "Nice one!", "Not me, honest.", "I'll have a look when I'm in."),
    ZH: ("好的！", "哈哈哈", "我周四带过来", "收到", "👍", "辛苦了！", "没问题", "不是我哈"),
}  # fmt: skip


def _filler(b: Builder, count: int) -> None:
    rng = b.rng
    while count > 0:
        day = rng.randint(0, LAST_DAY)
        first = rng.choice(b.people)
        lines: list[tuple[Who, str]] = []
        if first.lang == EN and rng.random() < 0.08:
            text = fill(rng.choice(MIXED), who=b.other(first).name)
        else:
            zh = first.lang == ZH
            text = fill(rng.choice(FILLER[first.lang]), veg=rng.choice(VEG_ZH if zh else VEG),
                        cake=rng.choice(CAKE),
                        day=rng.choice(WEEKDAY_ZH if zh else WEEKDAY))  # fmt: skip
        lines.append((first, text))
        for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
            who = b.other(lines[-1][0])
            lines.append((who, rng.choice(REPLY[who.lang])))
        lines = lines[:count]
        b.convo(day, lines, filler=True)
        count -= len(lines)


def generate(seed: int) -> dict[str, Any]:
    """One seed's world: {"start", "episodes", "probes"} (see the module docstring)."""
    b = Builder(seed)
    rng = b.rng
    n_people = rng.randint(10, 14)
    n_zh = max(2, round(n_people / 4))
    en = [p for p in PEOPLE if p[1] == EN]
    zh = [p for p in PEOPLE if p[1] == ZH]
    chosen = rng.sample(en, n_people - n_zh) + rng.sample(zh, n_zh)
    rng.shuffle(chosen)
    b.people = [Who(*p) for p in chosen]
    for who in b.people:
        for slot in rng.sample(SLOTS, rng.randint(4, 7)):
            b.tracks.append(b.multi(who, slot) if slot.multi else b.single(who, slot))
    probes = [p for t in b.tracks for p in b.probes(t)]
    if len(probes) > 138:  # trim the optional kinds, keep every current/coexisting/planning
        optional = [i for i, p in enumerate(probes) if p["kind"] in ("historical", "as_of")]
        drop = set(rng.sample(optional, min(len(optional), len(probes) - 138)))
        probes = [p for i, p in enumerate(probes) if i not in drop]
    target = rng.randint(600, 760)
    _filler(b, max(150, target - len(b.eps)))
    order = sorted(range(len(b.eps)), key=lambda i: (b.eps[i].day, b.eps[i].minute, i))
    episodes = [
        {"day": b.eps[i].day, "minute": b.eps[i].minute, "speaker": b.eps[i].speaker,
         "text": b.eps[i].text, "session": b.eps[i].session, "language": b.eps[i].language}
        for i in order
    ]  # fmt: skip
    return {"start": START, "generator": GENERATOR, "episodes": episodes, "probes": probes,
            "people": [w.name for w in b.people]}  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Self-check
# ---------------------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _mentioned(value: str, text: str) -> bool:
    if not value.isascii():
        return value in text
    low, v = text.casefold(), value.casefold()
    i = low.find(v)
    while i >= 0:
        before = low[i - 1] if i else " "
        after = low[i + len(v)] if i + len(v) < len(low) else " "
        if not (before.isascii() and before.isalpha()) and not (
            after.isascii() and after.isalpha()
        ):
            return True
        i = low.find(v, i + 1)
    return False


def validate(world: dict[str, Any]) -> list[str]:
    """Everything the loader and scorer rely on; returns the problems found (none = good)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    datetime.fromisoformat(world["start"])
    names = set(world["people"])
    for e in eps:
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errs.append(f"episode time out of range: {e}")
        if e["speaker"] not in names or e["language"] not in (EN, ZH) or not e["text"].strip():
            errs.append(f"bad episode: {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled template: {e['text']}")
    if [(e["day"], e["minute"]) for e in eps] != sorted((e["day"], e["minute"]) for e in eps):
        errs.append("episodes not in time order")
    texts = [e["text"] for e in eps]
    all_values = {v for s in SLOTS for v in (*s.pool, *s.zh_pool)}
    for p in probes:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS or p["subject"] not in names or not p["question"]:
            errs.append(f"bad probe {tag}")
        gold, vals = set(p["gold"]), set(p["values"])
        if not gold or not gold <= vals:
            errs.append(f"gold not in values: {tag}")
        if gold & set(p["outdated"]) or gold & set(p["abandoned"]):
            errs.append(f"gold also outdated/abandoned: {tag}")
        for g in gold:
            if not any(g in t for t in texts):
                errs.append(f"gold never said verbatim: {tag} {g}")
        if (p["kind"] == "as_of") != ("as_of_day" in p):
            errs.append(f"as_of_day mismatch: {tag}")
        if "{" in p["question"]:
            errs.append(f"unfilled question: {tag}")
    # Everyday chat must carry no slot value at all (it is not anyone's state).
    return errs + [f"value {v!r} in filler: {t}" for t in _filler_texts(world)
                   for v in all_values if _mentioned(v, t)]  # fmt: skip


def _filler_texts(world: dict[str, Any]) -> list[str]:
    return [fill(t, veg=v, cake=c, day=d, who="X") for t in (*FILLER[EN], *FILLER[ZH], *MIXED)
            for v in VEG[:1] for c in CAKE[:1] for d in WEEKDAY[:1]] + [
            t for r in REPLY.values() for t in r] + [fill(t, veg=v) for t in FILLER[EN]
            for v in VEG] + [fill(t, cake=c) for t in FILLER[EN] for c in CAKE]  # fmt: skip


def summary(world: dict[str, Any]) -> str:
    kinds: dict[str, int] = {}
    for p in world["probes"]:
        kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
    zh = sum(e["language"] == ZH for e in world["episodes"])
    people = len(world["people"])
    slots = len({(p["subject"], p["slot"]) for p in world["probes"]})
    return (f"episodes={len(world['episodes'])} (zh {zh}) probes={len(world['probes'])} "
            f"people={people} slots_probed={slots} "
            f"kinds={dict(sorted(kinds.items()))}")  # fmt: skip


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        if generate(seed) != world:
            print(f"seed {seed}: NOT deterministic")
            bad += 1
        errs = validate(world)
        n_ep, n_pr = len(world["episodes"]), len(world["probes"])
        if not (500 <= n_ep <= 800):
            errs.append(f"episode count {n_ep} outside 500..800")
        if not (100 <= n_pr <= 140):
            errs.append(f"probe count {n_pr} outside 100..140")
        if not (10 <= len(world["people"]) <= 14):
            errs.append("people count outside 10..14")
        for err in errs[:20]:
            print(f"seed {seed}: {err}")
        bad += bool(errs)
        print(f"seed {seed}: {summary(world)}{'' if not errs else f'  [{len(errs)} problems]'}")
    print("self-check", "FAILED" if bad else "ok")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
