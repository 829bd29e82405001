"""Blind text world ``blind_ai``: the WhatsApp group of a Manchester community radio station.

``generate(seed)`` invents ten to fourteen volunteers (presenters, producers, engineers) who
chat in the station's group over two years.  Most messages are everyday chatter about rotas,
the transmitter, the kettle in the green room and the football.  Buried in it, each person's
life moves on: where they live, where they work, their phone and network, their car, their
diet, gym, energy supplier, streaming service, the audio editor they cut shows in, the
language they are learning, and (many-valued) their instruments, pets and clubs.

Changes are told straight out, shown only by use, reported by somebody else (sometimes with a
pronoun pointing back to a name said earlier), told weeks late, planned and then done or
dropped, corrected, negated, scoped ("X for most things but Y at the station") or buried in
a long ramble.  Distractor lines name the same kinds of value without them being anyone's
state.  About a quarter of the volunteers write in simplified Chinese.

The probes carry the ground truth.  Standard library only; deterministic given the seed.
Self-check: ``python -m bench.text_worlds.blind_ai``.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_ai"
START = "2023-02-06T07:30:00+00:00"
START_DT = datetime.fromisoformat(START)
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

# (name, pronoun-subject, possessive) for English writers; Chinese writers use 他/她.
EN_PEOPLE = (
    ("Dave", "he", "his"),
    ("Shona", "she", "her"),
    ("Kwame", "he", "his"),
    ("Niamh", "she", "her"),
    ("Tariq", "he", "his"),
    ("Bex", "she", "her"),
    ("Gaz", "he", "his"),
    ("Lorraine", "she", "her"),
    ("Femi", "he", "his"),
    ("Ellie", "she", "her"),
    ("Rhys", "he", "his"),
    ("Marisol", "she", "her"),
    ("Jonno", "he", "his"),
    ("Aisha", "she", "her"),
    ("Col", "he", "his"),
    ("Hannah", "she", "her"),
)
ZH_PEOPLE = (
    ("Wei", "他", "他的"),
    ("Xiaoyu", "她", "她的"),
    ("Haoran", "他", "他的"),
    ("Meiling", "她", "她的"),
    ("Jun", "他", "他的"),
    ("Yating", "她", "她的"),
)
ROLES = (
    ("I present the Sunday soul show", "周日灵魂乐节目的主持"),
    ("I produce the breakfast show", "早餐节目的制作"),
    ("I look after the transmitter", "发射机维护"),
    ("I read the community news bulletin", "社区新闻播报"),
    ("I run the late-night electronic slot", "深夜电子乐时段"),
    ("I engineer the live sessions", "现场录音的工程"),
    ("I co-host the folk hour", "民谣一小时的联合主持"),
    ("I do the Saturday sport phone-in", "周六体育热线"),
)


@dataclass
class SlotDef:
    """A kind of personal state: value pools, question wording and phrase fragments.

    Fragment placeholders: {v} the new value, {old} the previous one, {x} some other value,
    {n} who (a name or a pronoun), {pp} their possessive.  Keys for single-valued slots:
    has (first-person present), new (first-person change), switch (change naming {old}),
    third (third person, {n}), use (the value shown only by use), plan / drop / muse
    (plans), neg (negation of {old}), scope ("{v} mostly, {x} for one thing"), we
    (household), past (an old value remembered), dist (distractors naming {x}).
    Multi-valued slots use has, add, third, use, remove, past, dist.
    """

    key: str
    multi: bool
    plans: bool
    household: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    frags: dict[str, dict[str, tuple[str, ...]]]


SLOTS: dict[str, SlotDef] = {}


def _slot(s: SlotDef) -> None:
    SLOTS[s.key] = s


_AREAS = (
    "Chorlton",
    "Levenshulme",
    "Didsbury",
    "Ancoats",
    "Salford",
    "Stretford",
    "Prestwich",
    "Withington",
    "Fallowfield",
    "Rusholme",
    "Hulme",
    "Whalley Range",
    "Stockport",
    "Urmston",
    "Gorton",
    "Longsight",
)
_slot(
    SlotDef(
        key="home_area",
        multi=False,
        plans=True,
        household=True,
        pool={EN: _AREAS, ZH: _AREAS},
        q={
            EN: {
                "current": "Which part of Manchester does {n} live in now?",
                "historical": "Where did {n} live before the current place?",
                "as_of": "Which part of Manchester was {n} living in?",
                "planning": "Where is {n} planning to move to?",
            },
            ZH: {
                "current": "{n}现在住在曼彻斯特哪个区？",
                "historical": "{n}搬到现在的地方之前住在哪里？",
                "as_of": "{n}当时住在哪个区？",
                "planning": "{n}打算搬到哪里？",
            },
        },
        frags={
            EN: {
                "has": (
                    "I'm in {v}, so the studio's a short bus ride",
                    "I live in {v}, have done for a few years",
                    "I rent a terrace in {v} with a yard the size of a tea towel",
                ),
                "new": (
                    "I've moved to {v}! Boxes everywhere",
                    "keys collected, I'm officially a {v} resident",
                    "finally moved into the new flat in {v}",
                ),
                "switch": (
                    "I've left {old} and moved over to {v}",
                    "swapped {old} for {v}, the landlord in {old} was a nightmare",
                ),
                "third": (
                    "{n}'s moved to {v}",
                    "{n} has got a new place in {v}",
                    "{n} lives in {v} now",
                ),
                "use": (
                    "anyone know a decent chippy near me in {v}? still finding my way round the new area",
                    "the walk from my new place in {v} to the studio is only twenty minutes, game changer",
                    "bins in {v} go out on a Tuesday apparently, learnt that the hard way in my first week here",
                ),
                "plan": (
                    "thinking of moving to {v} when the lease is up",
                    "we've been looking at flats in {v}",
                    "I might try and get a place in {v} later this year",
                ),
                "drop": (
                    "scrapped the {v} idea, rents are mental",
                    "not moving to {v} after all, staying put",
                ),
                "muse": (
                    "sometimes I think I'd be happier in {v}, all those cafes",
                    "{v} would be lovely to live in, one day maybe",
                ),
                "neg": ("not in {old} any more, I'm in {v} now",),
                "we": (
                    "we've moved to {v}, the cat is furious",
                    "we finally got the keys to the house in {v}",
                ),
                "past": (
                    "miss the bakery on the corner back in {old}",
                    "walked past my old street in {old} today, weird feeling",
                ),
                "dist": (
                    "there's a flat in {x} going for silly money on Rightmove, who pays that",
                    "my cousin's just bought in {x}, says it's all coffee shops now",
                    "anyone fancy a litter pick in {x} on Saturday?",
                    "if I won the lottery I'd buy one of those big houses in {x}",
                    "did you see the news about the flooding in {x}?",
                ),
            },
            ZH: {
                "has": ("我住在{v}，坐公交到电台很方便", "我在{v}租了个小房子"),
                "new": ("我搬到{v}了！到处都是箱子", "新家在{v}，终于搬完了"),
                "switch": ("我从{old}搬到{v}了", "离开{old}了，现在住{v}"),
                "third": ("{n}搬到{v}了", "{n}现在住在{v}"),
                "use": (
                    "有人知道{v}这边哪里有好吃的外卖吗？我刚搬过来还不熟",
                    "从我{v}的新家走到电台只要二十分钟，太爽了",
                ),
                "plan": ("打算租约到期后搬去{v}", "我们在看{v}的房子"),
                "drop": ("不搬去{v}了，房租太贵", "{v}那边算了，还是留在原地"),
                "muse": ("有时候觉得住在{v}会更开心",),
                "neg": ("我已经不住{old}了，现在在{v}",),
                "we": ("我们搬到{v}了，猫很生气",),
                "past": ("有点想念{old}街角那家面包店",),
                "dist": (
                    "Rightmove上{x}有套房子贵得离谱",
                    "我表姐刚在{x}买了房",
                    "如果中了彩票我就在{x}买个大房子",
                ),
            },
        },
    )
)

_JOBS = (
    "Auto Trader",
    "Boohoo",
    "Halden Logistics",
    "Pennine Water",
    "Kellogg's",
    "Ferrow Print",
    "Marlowe & Finch",
    "Central Library",
    "Brindle Games",
    "Co-op",
)
_slot(
    SlotDef(
        key="employer",
        multi=False,
        plans=True,
        household=False,
        pool={EN: _JOBS, ZH: _JOBS},
        q={
            EN: {
                "current": "Where does {n} work now (day job)?",
                "historical": "Where did {n} work before the current job?",
                "as_of": "Where was {n} working?",
                "planning": "Where is {n} hoping to start working?",
            },
            ZH: {
                "current": "{n}现在白天在哪里上班？",
                "historical": "{n}现在这份工作之前在哪里上班？",
                "as_of": "{n}那时候在哪里上班？",
                "planning": "{n}打算去哪里上班？",
            },
        },
        frags={
            EN: {
                "has": (
                    "day job's at {v}, which pays for my record habit",
                    "I work at {v} in the week, so I can only do evening shifts",
                ),
                "new": (
                    "first day at {v} today, wish me luck",
                    "I've started a new job at {v}",
                    "signed the contract with {v}, start Monday",
                ),
                "switch": (
                    "handed my notice in at {old}, I'm going to {v}",
                    "left {old} on Friday, started at {v} this week",
                ),
                "third": ("{n}'s started at {v}", "{n} works at {v} now", "{n} got the job at {v}"),
                "use": (
                    "the canteen at {v} does a mean jacket potato, first perk of the new job",
                    "stuck in induction training at {v} all day, I now know eleven fire exits",
                    "my new manager at {v} listens to the show, no pressure then",
                ),
                "plan": (
                    "I've got a second interview at {v} next week",
                    "applying for a role at {v}, fingers crossed",
                ),
                "drop": (
                    "turned down the {v} offer in the end, the commute would've killed me",
                    "{v} didn't work out, they went with someone internal",
                ),
                "muse": ("I could see myself working at {v} one day",),
                "neg": ("I'm not at {old} any more, I'm at {v}",),
                "past": (
                    "bumped into an old colleague from {old} at the Arndale",
                    "they still haven't fixed the lift at {old}, according to the group chat I never left",
                ),
                "dist": (
                    "{x} are hiring sound techs apparently, if anyone's after work",
                    "saw on the news {x} are laying people off, grim",
                    "my brother-in-law works at {x}, hates it",
                    "anyone know what it's like working at {x}?",
                ),
            },
            ZH: {
                "has": ("我白天在{v}上班", "我的正职在{v}"),
                "new": ("今天是在{v}上班第一天", "我换工作了，现在在{v}"),
                "switch": ("我从{old}辞职了，去了{v}",),
                "third": ("{n}去{v}上班了", "{n}现在在{v}工作"),
                "use": ("{v}食堂的烤土豆太好吃了，新工作的第一个福利", "在{v}培训了一整天，累死"),
                "plan": ("下周去{v}二面", "我在申请{v}的职位"),
                "drop": ("最后还是拒了{v}的offer，通勤太远", "{v}没成，他们招了内部的人"),
                "muse": ("以后说不定会去{v}工作",),
                "neg": ("我已经不在{old}了，现在在{v}",),
                "past": ("在Arndale碰到以前{old}的同事",),
                "dist": ("听说{x}在招音响技术员", "新闻说{x}要裁员", "有人知道在{x}上班怎么样吗？"),
            },
        },
    )
)

_PHONES = (
    "Pixel 7",
    "Pixel 8",
    "iPhone 13",
    "iPhone 15",
    "Galaxy S23",
    "Fairphone 5",
    "Nothing Phone",
    "Moto G54",
)
_slot(
    SlotDef(
        key="phone",
        multi=False,
        plans=True,
        household=False,
        pool={EN: _PHONES, ZH: _PHONES},
        q={
            EN: {
                "current": "What phone does {n} use now?",
                "historical": "What phone did {n} have before the current one?",
                "as_of": "What phone was {n} using?",
                "planning": "Which phone is {n} planning to get?",
            },
            ZH: {
                "current": "{n}现在用什么手机？",
                "historical": "{n}现在这部手机之前用的是什么？",
                "as_of": "{n}当时用的是什么手机？",
                "planning": "{n}打算换什么手机？",
            },
        },
        frags={
            EN: {
                "has": (
                    "I'm on a {v}, the camera's decent for gig photos",
                    "my {v} is holding up fine",
                ),
                "new": ("got a {v} today, setting it up now", "treated myself to a {v}"),
                "switch": (
                    "finally retired the {old}, I've got a {v} now",
                    "swapped the {old} for a {v}",
                ),
                "third": ("{n}'s got a {v} now", "{n} has switched to a {v}"),
                "use": (
                    "recorded the whole vox pop on the {v} and it sounds better than the Zoom, mad",
                    "the {v} battery lasted the entire outside broadcast, first time I haven't needed a charger",
                ),
                "plan": ("thinking about getting a {v} when my contract's up", "eyeing up the {v}"),
                "drop": (
                    "went off the {v} idea, too pricey",
                    "not bothering with the {v} after all",
                ),
                "muse": ("the {v} looks nice but I'm not made of money",),
                "neg": ("not on the {old} any more, it's a {v} now",),
                "scope": (
                    "{v} for everything, but the station lent me a {x} for the outside broadcasts",
                ),
                "past": ("found my old {old} in a drawer, the battery still holds charge",),
                "dist": (
                    "the {x} advert before every YouTube video is doing my head in",
                    "my nan's got a {x}, she rings me by accident daily",
                    "is the {x} any good for recording interviews?",
                    "{x} prices dropped on Black Friday apparently",
                ),
            },
            ZH: {
                "has": ("我用的是{v}，拍演出照片还行",),
                "new": ("今天买了{v}，正在设置", "换了{v}"),
                "switch": ("终于把{old}退役了，现在用{v}",),
                "third": ("{n}换了{v}", "{n}现在用{v}"),
                "use": ("整段街头采访都是用{v}录的，音质比Zoom还好", "{v}的电池撑完了整场外景直播"),
                "plan": ("合约到期想换{v}", "在考虑买{v}"),
                "drop": ("{v}太贵了，不买了",),
                "muse": ("{v}挺好看的，可惜没钱",),
                "neg": ("早就不用{old}了，现在是{v}",),
                "scope": ("平时用{v}，外景直播的时候用电台借的{x}",),
                "past": ("在抽屉里找到以前的{old}，居然还有电",),
                "dist": ("YouTube上{x}的广告烦死了", "我奶奶也用{x}", "{x}录采访好用吗？"),
            },
        },
    )
)

_CARRIERS = (
    "giffgaff",
    "Vodafone",
    "EE",
    "Smarty",
    "Lebara",
    "Tesco Mobile",
    "Voxi",
    "Kestrel Mobile",
)
_slot(
    SlotDef(
        key="carrier",
        multi=False,
        plans=True,
        household=False,
        pool={EN: _CARRIERS, ZH: _CARRIERS},
        q={
            EN: {
                "current": "Which mobile network is {n} on now?",
                "historical": "Which mobile network was {n} on before the current one?",
                "as_of": "Which mobile network was {n} on?",
                "planning": "Which network is {n} planning to switch to?",
            },
            ZH: {
                "current": "{n}现在用哪家手机运营商？",
                "historical": "{n}之前用的是哪家运营商？",
                "as_of": "{n}当时用哪家运营商？",
                "planning": "{n}打算换到哪家运营商？",
            },
        },
        frags={
            EN: {
                "has": ("I'm on {v}, signal in the studio basement is rubbish though",),
                "new": ("ported my number to {v}", "I've gone over to {v}, half the price"),
                "switch": ("left {old} and went to {v}", "ditched {old} for {v}"),
                "third": ("{n}'s moved to {v}", "{n} is on {v} now"),
                "use": (
                    "{v} sent me a text saying I've used 2GB streaming our own show, the irony",
                ),
                "plan": (
                    "might move to {v}, they've got a deal on",
                    "getting my PAC code to go to {v}",
                ),
                "drop": ("forget {v}, my mate says the coverage is awful",),
                "muse": ("{v} looks cheap, dunno",),
                "neg": ("I'm not with {old} now, it's {v}",),
                "past": ("{old} still emails me every week, I left them ages ago",),
                "dist": (
                    "{x} is down across the North West, anyone else's phone dead?",
                    "{x} ads on the tram are so smug",
                    "which is better, {x} or whatever?",
                ),
            },
            ZH: {
                "has": ("我用{v}，地下室信号很差",),
                "new": ("号码转到{v}了", "换成{v}了，便宜一半"),
                "switch": ("从{old}换到{v}了",),
                "third": ("{n}换到{v}了", "{n}现在用{v}"),
                "use": ("{v}发短信说我用了2G流量，听的还是我们自己的节目",),
                "plan": ("可能会换{v}，他们在搞活动",),
                "drop": ("{v}算了，朋友说信号很烂",),
                "muse": ("{v}好像挺便宜的",),
                "neg": ("我不用{old}了，现在是{v}",),
                "past": ("{old}还每周给我发邮件",),
                "dist": ("{x}在西北地区断网了", "电车上{x}的广告好烦"),
            },
        },
    )
)

_CARS = (
    "Corsa",
    "Fiesta",
    "Nissan Leaf",
    "Yaris",
    "Skoda Fabia",
    "Kia Niro",
    "VW Polo",
    "Honda Jazz",
)
_slot(
    SlotDef(
        key="car",
        multi=False,
        plans=True,
        household=True,
        pool={EN: _CARS, ZH: _CARS},
        q={
            EN: {
                "current": "What car does {n} drive now?",
                "historical": "What car did {n} drive before the current one?",
                "as_of": "What car was {n} driving?",
                "planning": "Which car is {n} thinking of buying?",
            },
            ZH: {
                "current": "{n}现在开什么车？",
                "historical": "{n}之前开的是什么车？",
                "as_of": "{n}当时开什么车？",
                "planning": "{n}打算买什么车？",
            },
        },
        frags={
            EN: {
                "has": (
                    "I drive a battered old {v}, happy to give lifts to the OB",
                    "the {v} is parked round the back if anyone needs the van keys moved",
                ),
                "new": (
                    "picked up a {v} from the garage today",
                    "bought a {v}, second hand but clean",
                ),
                "switch": (
                    "the {old} finally died, got a {v} now",
                    "traded the {old} in for a {v}",
                ),
                "third": ("{n}'s got a {v} now", "{n} is driving a {v}"),
                "use": (
                    "fitted all the OB kit into the boot of the {v}, tetris champion",
                    "the {v} did the round trip to the Lakes on one charge of the stereo's patience",
                ),
                "plan": ("looking at a {v} at the weekend", "thinking of getting a {v}"),
                "drop": ("walked away from the {v}, the dealer was a shark",),
                "muse": ("a {v} would be nice, maybe next year",),
                "neg": ("don't have the {old} any more, it's a {v}",),
                "we": ("we've bought a {v}, finally a car with working heating",),
                "past": ("saw a {old} just like my old one on Princess Road, nostalgia",),
                "dist": (
                    "some idiot in a {x} just parked across the studio gate",
                    "the {x} recall is all over the news",
                    "would a {x} fit a PA speaker in the back, anyone know?",
                ),
            },
            ZH: {
                "has": ("我开一辆旧{v}，外景可以帮忙搬东西",),
                "new": ("今天提了一辆{v}", "买了辆二手{v}"),
                "switch": ("{old}彻底坏了，换了{v}",),
                "third": ("{n}换了辆{v}", "{n}现在开{v}"),
                "use": ("外景设备全塞进{v}后备箱了",),
                "plan": ("周末去看一辆{v}", "想买{v}"),
                "drop": ("{v}不买了，车行太坑",),
                "muse": ("以后有钱买辆{v}",),
                "neg": ("{old}早卖了，现在开{v}",),
                "we": ("我们家买了辆{v}",),
                "past": ("在Princess Road看到一辆跟我以前那辆一样的{old}",),
                "dist": ("有辆{x}把电台门口堵住了", "新闻说{x}召回了"),
            },
        },
    )
)

_slot(
    SlotDef(
        key="diet",
        multi=False,
        plans=False,
        household=False,
        pool={
            EN: ("vegetarian", "vegan", "pescatarian", "flexitarian", "gluten-free"),
            ZH: ("素食", "纯素", "鱼素", "低碳水", "无麸质"),
        },
        q={
            EN: {
                "current": "What diet does {n} follow now?",
                "historical": "What diet did {n} follow before?",
                "as_of": "What diet was {n} following?",
            },
            ZH: {
                "current": "{n}现在是什么饮食？",
                "historical": "{n}以前是什么饮食？",
                "as_of": "{n}当时是什么饮食？",
            },
        },
        frags={
            EN: {
                "has": (
                    "I'm {v}, so no bacon butties for me at the breakfast show",
                    "being {v} I'll bring my own lunch to the away day",
                ),
                "new": ("I've gone {v}, day four and going strong", "decided to go {v} this year"),
                "switch": ("been {old} for ages but I've gone full {v} now",),
                "third": ("{n}'s gone {v}", "{n} is {v} now, so order accordingly"),
                "use": ("can we get the {v} option at the Christmas do, for me obviously",),
                "neg": ("not {old} any more, I'm {v} these days",),
                "past": ("back when I was {old} I ate so much halloumi",),
                "dist": (
                    "there's a new {x} place on Oldham Street, anyone tried it?",
                    "my sister's gone {x}, family Christmas will be interesting",
                    "article in the paper about {x} diets being a fad, the comments are carnage",
                ),
            },
            ZH: {
                "has": ("我吃{v}的，早餐节目的培根三明治就不要给我了",),
                "new": ("我开始吃{v}了", "今年决定改成{v}"),
                "switch": ("以前是{old}，现在彻底{v}了",),
                "third": ("{n}现在吃{v}", "{n}改成{v}了，点外卖注意"),
                "use": ("圣诞聚会能不能订{v}餐？给我的",),
                "neg": ("我不是{old}了，现在是{v}",),
                "past": ("以前{old}的时候吃了好多halloumi",),
                "dist": ("Oldham Street新开了家{x}餐厅", "我表妹改{x}了", "报纸说{x}是一阵风"),
            },
        },
    )
)

_GYMS = (
    "PureGym",
    "The Gym Group",
    "Ironbridge Fitness",
    "Anytime Fitness",
    "Rockface Bouldering",
    "Blackmoor Boxing",
)
_slot(
    SlotDef(
        key="gym",
        multi=False,
        plans=True,
        household=False,
        pool={EN: _GYMS, ZH: _GYMS},
        q={
            EN: {
                "current": "Which gym does {n} go to now?",
                "historical": "Which gym did {n} go to before the current one?",
                "as_of": "Which gym was {n} going to?",
                "planning": "Which gym is {n} thinking of joining?",
            },
            ZH: {
                "current": "{n}现在去哪家健身房？",
                "historical": "{n}之前去的是哪家健身房？",
                "as_of": "{n}当时去哪家健身房？",
                "planning": "{n}打算办哪家健身房的卡？",
            },
        },
        frags={
            EN: {
                "has": ("I'm a member at {v}, go before my shift most days",),
                "new": ("joined {v} today", "signed up at {v}, induction tomorrow"),
                "switch": ("cancelled {old}, joined {v} instead", "left {old} for {v}"),
                "third": ("{n}'s joined {v}", "{n} goes to {v} now"),
                "use": (
                    "legs destroyed after leg day at {v}, might have to present sitting down",
                    "the changing rooms at {v} smell of Lynx Africa, can confirm",
                ),
                "plan": (
                    "might join {v}, they've got a January offer",
                    "thinking about {v}, it's near work",
                ),
                "drop": ("not joining {v} after all, the contract was a scam",),
                "muse": ("{v} looks fun, one day",),
                "neg": ("I'm not at {old} any more, I'm at {v} now",),
                "past": ("{old} still charging me a fiver a month for a locker I never used",),
                "dist": (
                    "{x} are doing a free week, if anyone wants a taster",
                    "heard {x} got flooded last night",
                    "{x} advert on the radio, ours actually, we get paid for that one",
                ),
            },
            ZH: {
                "has": ("我是{v}的会员，上班前去",),
                "new": ("今天办了{v}的卡", "报名了{v}"),
                "switch": ("退了{old}，改去{v}",),
                "third": ("{n}办了{v}的卡", "{n}现在去{v}"),
                "use": ("在{v}练完腿，今天主持只能坐着了",),
                "plan": ("想办{v}，一月有优惠",),
                "drop": ("{v}不办了，合同太坑",),
                "muse": ("{v}看起来挺好玩的",),
                "neg": ("我不去{old}了，现在去{v}",),
                "past": ("{old}还每个月扣我五镑储物柜费",),
                "dist": ("{x}免费体验一周", "听说{x}昨晚漏水了"),
            },
        },
    )
)

_ENERGY = ("Octopus", "OVO", "British Gas", "E.ON", "EDF", "Brightwater Energy")
_slot(
    SlotDef(
        key="energy",
        multi=False,
        plans=True,
        household=True,
        pool={EN: _ENERGY, ZH: _ENERGY},
        q={
            EN: {
                "current": "Which energy supplier is {n} with now?",
                "historical": "Which energy supplier was {n} with before?",
                "as_of": "Which energy supplier was {n} with?",
                "planning": "Which energy supplier is {n} planning to switch to?",
            },
            ZH: {
                "current": "{n}现在用哪家能源公司？",
                "historical": "{n}之前用的是哪家能源公司？",
                "as_of": "{n}当时用哪家能源公司？",
                "planning": "{n}打算换到哪家能源公司？",
            },
        },
        frags={
            EN: {
                "has": ("I'm with {v} for gas and electric",),
                "new": ("switched my energy to {v}", "I'm with {v} now"),
                "switch": ("moved from {old} to {v}, the bills were daylight robbery",),
                "third": ("{n}'s gone over to {v}", "{n} is with {v} now"),
                "use": (
                    "{v} sent me a smart meter reading saying I boil the kettle 14 times a day, accurate",
                ),
                "plan": ("thinking of switching to {v}", "comparing tariffs, {v} looks cheapest"),
                "drop": ("stuck with what I've got, {v} wanted a huge exit fee",),
                "muse": ("{v}'s app looks nice, if I ever get round to switching",),
                "neg": ("not with {old} any more, {v} now",),
                "we": ("we've switched the house over to {v}", "we went with {v} in the end"),
                "past": ("{old} still owe me forty quid in credit",),
                "dist": (
                    "{x} profits are up again, disgusting",
                    "the {x} advert with the dancing kettle is on every ad break",
                    "anyone with {x}? is the app any good?",
                ),
            },
            ZH: {
                "has": ("我家电和燃气用的是{v}",),
                "new": ("能源换成{v}了",),
                "switch": ("从{old}换到{v}了，账单太离谱",),
                "third": ("{n}换成{v}了",),
                "use": ("{v}的智能电表说我一天烧14次水壶，真准",),
                "plan": ("在考虑换{v}",),
                "drop": ("不换{v}了，违约金太高",),
                "muse": ("{v}的app看起来不错",),
                "neg": ("不用{old}了，现在是{v}",),
                "we": ("我们家换成{v}了",),
                "past": ("{old}还欠我四十镑余额",),
                "dist": ("{x}利润又涨了", "{x}的广告天天放"),
            },
        },
    )
)

_STREAM = ("Netflix", "Mubi", "BritBox", "Crunchyroll", "Paramount Plus", "Apple TV", "Flickbox")
_slot(
    SlotDef(
        key="streaming",
        multi=False,
        plans=False,
        household=True,
        pool={EN: _STREAM, ZH: _STREAM},
        q={
            EN: {
                "current": "Which streaming service does {n} subscribe to now?",
                "historical": "Which streaming service did {n} have before?",
                "as_of": "Which streaming service was {n} subscribed to?",
            },
            ZH: {
                "current": "{n}现在订的是哪个流媒体？",
                "historical": "{n}之前订的是哪个流媒体？",
                "as_of": "{n}当时订的是哪个流媒体？",
            },
        },
        frags={
            EN: {
                "has": ("I've only got {v}, can't justify more than one",),
                "new": ("signed up to {v}", "I've got {v} now, cancelled everything else"),
                "switch": ("cancelled {old}, got {v} instead",),
                "third": ("{n}'s signed up to {v}", "{n} has {v} now"),
                "use": ("binged the whole of that Danish thing on {v} last night, no regrets",),
                "neg": ("I don't have {old} any more, it's {v}",),
                "we": ("we cancelled everything and just kept {v}",),
                "past": ("miss the documentaries on {old} sometimes",),
                "dist": (
                    "{x} put their prices up again",
                    "anything good on {x} at the moment?",
                    "{x} just cancelled that show everyone liked, typical",
                ),
            },
            ZH: {
                "has": ("我只订了{v}",),
                "new": ("订了{v}", "现在用{v}，其他都退了"),
                "switch": ("退了{old}，改订{v}",),
                "third": ("{n}订了{v}",),
                "use": ("昨晚在{v}上一口气看完那部丹麦剧",),
                "neg": ("不订{old}了，现在是{v}",),
                "we": ("我们家只留了{v}",),
                "past": ("有时候想念{old}上的纪录片",),
                "dist": ("{x}又涨价了", "{x}最近有啥好看的？"),
            },
        },
    )
)

_DAWS = ("Audacity", "Reaper", "Adobe Audition", "Hindenburg", "Ableton", "Logic Pro", "Wavecraft")
_slot(
    SlotDef(
        key="audio_editor",
        multi=False,
        plans=True,
        household=False,
        pool={EN: _DAWS, ZH: _DAWS},
        q={
            EN: {
                "current": "Which audio editor does {n} use for editing now?",
                "historical": "Which audio editor did {n} use before?",
                "as_of": "Which audio editor was {n} using?",
                "planning": "Which audio editor is {n} planning to move to?",
            },
            ZH: {
                "current": "{n}现在用什么软件剪音频？",
                "historical": "{n}以前用什么软件剪音频？",
                "as_of": "{n}当时用什么软件剪音频？",
                "planning": "{n}打算换用什么剪辑软件？",
            },
        },
        frags={
            EN: {
                "has": ("I cut everything in {v}, old habits",),
                "new": ("moved my editing over to {v}", "I edit in {v} now"),
                "switch": (
                    "gave up on {old}, using {v} now",
                    "{old} crashed one time too many, I'm on {v}",
                ),
                "third": ("{n} edits in {v} now", "{n}'s switched to {v}"),
                "use": ("made a lovely crossfade in {v} for the jingle, listen out for it",),
                "plan": ("going to try {v} for the podcast edits", "might move over to {v}"),
                "drop": ("tried the {v} trial, hated it, not switching",),
                "muse": ("{v} looks powerful but the learning curve...",),
                "neg": ("not using {old} any more, {v} now",),
                "scope": (
                    "{v} for most things, but {x} for the podcast because of the chapter markers",
                ),
                "past": ("found an old {old} project file from 2019, couldn't even open it",),
                "dist": (
                    "there's a free {x} workshop at the library on Thursday",
                    "{x} update broke everyone's plugins, apparently",
                    "why does {x} cost that much, honestly",
                ),
            },
            ZH: {
                "has": ("我一直用{v}剪辑",),
                "new": ("剪辑改用{v}了", "现在用{v}剪"),
                "switch": ("{old}老崩，换成{v}了",),
                "third": ("{n}现在用{v}剪辑",),
                "use": ("用{v}给片头做了个很顺的淡入淡出",),
                "plan": ("播客想试试用{v}剪",),
                "drop": ("试用了{v}，不喜欢，不换了",),
                "muse": ("{v}很强但是太难学",),
                "neg": ("不用{old}了，现在用{v}",),
                "scope": ("平时都用{v}，播客用{x}，因为有章节标记",),
                "past": ("翻到一个2019年的{old}工程文件，打不开了",),
                "dist": ("周四图书馆有免费的{x}工作坊", "{x}更新把插件都搞坏了"),
            },
        },
    )
)

_slot(
    SlotDef(
        key="learning_language",
        multi=False,
        plans=False,
        household=False,
        pool={
            EN: (
                "Spanish",
                "Welsh",
                "Urdu",
                "Japanese",
                "Polish",
                "Italian",
                "Mandarin",
                "Portuguese",
            ),
            ZH: ("西班牙语", "日语", "法语", "韩语", "意大利语", "粤语", "德语"),
        },
        q={
            EN: {
                "current": "Which language is {n} learning now?",
                "historical": "Which language was {n} learning before?",
                "as_of": "Which language was {n} learning?",
            },
            ZH: {
                "current": "{n}现在在学什么语言？",
                "historical": "{n}之前学的是什么语言？",
                "as_of": "{n}当时在学什么语言？",
            },
        },
        frags={
            EN: {
                "has": ("I'm learning {v} on the side, Duolingo owl is relentless",),
                "new": ("started {v} evening classes", "I've taken up {v}"),
                "switch": ("gave up {old}, doing {v} instead",),
                "third": ("{n}'s learning {v}", "{n} has started {v} lessons"),
                "use": ("did my first ever link in {v} on air tonight, did anyone notice?",),
                "neg": ("not doing {old} any more, it's {v} now",),
                "past": ("I can still count to ten in {old}, that's about it",),
                "dist": (
                    "there's a {x} conversation group at the library, if anyone's interested",
                    "my niece is doing {x} GCSE",
                    "we had a caller on the phone-in speaking {x} today, loved it",
                ),
            },
            ZH: {
                "has": ("我业余在学{v}",),
                "new": ("报了{v}夜校", "开始学{v}了"),
                "switch": ("{old}放弃了，改学{v}",),
                "third": ("{n}在学{v}", "{n}开始上{v}课了"),
                "use": ("今晚第一次在节目里用{v}说了一段，有人听到吗？",),
                "neg": ("不学{old}了，现在学{v}",),
                "past": ("{old}我现在只会数到十",),
                "dist": ("图书馆有{x}角", "我外甥女在考{x}"),
            },
        },
    )
)

_slot(
    SlotDef(
        key="instruments",
        multi=True,
        plans=False,
        household=False,
        pool={
            EN: (
                "ukulele",
                "cello",
                "drums",
                "violin",
                "saxophone",
                "trumpet",
                "mandolin",
                "banjo",
                "bass guitar",
            ),
            ZH: ("尤克里里", "大提琴", "古筝", "二胡", "钢琴", "小号", "萨克斯"),
        },
        q={
            EN: {
                "coexisting": "Which instruments does {n} play now?",
                "current": "Which instrument does {n} play now?",
                "historical": "Which instrument did {n} use to play?",
                "as_of": "Which instrument was {n} playing?",
            },
            ZH: {
                "coexisting": "{n}现在会弹哪些乐器？",
                "current": "{n}现在玩什么乐器？",
                "historical": "{n}以前玩过什么乐器？",
                "as_of": "{n}当时在玩什么乐器？",
            },
        },
        frags={
            EN: {
                "has": ("I play {v} in a ceilidh band, which is why I can't do Fridays",),
                "add": (
                    "I've started learning {v} as well, the neighbours are thrilled",
                    "picked up a second-hand {v}, adding it to the collection",
                ),
                "third": ("{n} plays {v} too now", "{n}'s taken up {v} as well"),
                "use": ("blisters from two hours of {v} practice, totally worth it",),
                "remove": (
                    "sold my {v}, I just wasn't playing it any more",
                    "I've packed in the {v}, no time",
                ),
                "past": ("still have dreams about my {old} recitals",),
                "dist": (
                    "there's a {x} for sale in the Oxfam on Wilmslow Road",
                    "we should get a {x} player in for a live session",
                    "that {x} solo in the 9pm track was unreal",
                ),
            },
            ZH: {
                "has": ("我在一个乐队里弹{v}，所以周五来不了",),
                "add": ("我又开始学{v}了，邻居很崩溃",),
                "third": ("{n}现在也在学{v}",),
                "use": ("练了两个小时{v}，手指起泡了",),
                "remove": ("把{v}卖了，好久没碰了",),
                "past": ("还梦到以前{old}考级",),
                "dist": ("Wilmslow Road的Oxfam在卖一把{x}", "可以请个{x}乐手来做现场"),
            },
        },
    )
)

_slot(
    SlotDef(
        key="pets",
        multi=True,
        plans=False,
        household=True,
        pool={
            EN: (
                "Biscuit",
                "Pickle",
                "Mango",
                "Dotty",
                "Bruno",
                "Pudding",
                "Ziggy",
                "Marmite",
                "Nacho",
                "Bramble",
            ),
            ZH: (
                "Biscuit",
                "Pickle",
                "Mango",
                "Dotty",
                "Bruno",
                "Pudding",
                "Ziggy",
                "Tofu",
                "Nacho",
                "Momo",
            ),
        },
        q={
            EN: {
                "coexisting": "What are the names of {n}'s pets now?",
                "current": "What is the name of {n}'s pet now?",
                "historical": "What was the name of the pet {n} used to have?",
                "as_of": "What was {n}'s pet called?",
            },
            ZH: {
                "coexisting": "{n}现在养的宠物叫什么名字？",
                "current": "{n}现在的宠物叫什么？",
                "historical": "{n}以前养的宠物叫什么？",
                "as_of": "{n}当时的宠物叫什么？",
            },
        },
        frags={
            EN: {
                "has": ("my {sp} {v} sat on the laptop during my show prep again",),
                "add": (
                    "we've adopted a {sp}! meet {v}",
                    "brought home a rescue {sp} called {v}, the other one is sulking",
                ),
                "third": ("{n} has got a {sp} called {v} as well now", "{n}'s adopted a {sp}, {v}"),
                "use": (
                    "{v} chewed through my headphone cable, little monster",
                    "had to leave early, {v} has a vet appointment",
                ),
                "remove": (
                    "we had to say goodbye to {v} this week, gutted",
                    "{v} has gone to live with my mum, she's got the garden for it",
                ),
                "past": ("found one of {old}'s old toys behind the sofa, set me off",),
                "dist": (
                    "Dogs Trust has a {sp} called {x} up for adoption, look at that face",
                    "a listener emailed asking us to shout out their {sp} {x}",
                    "if I ever got a {sp} I'd call it {x}",
                ),
            },
            ZH: {
                "has": ("我家{sp}{v}又趴在电脑上了",),
                "add": ("我们领养了一只{sp}！叫{v}", "家里新来了一只{sp}，叫{v}"),
                "third": ("{n}家又养了一只{sp}，叫{v}",),
                "use": ("{v}把我的耳机线咬断了", "今天早走，{v}要去看兽医"),
                "remove": ("这周{v}走了，很难过", "{v}送去我妈家了，她有院子"),
                "past": ("沙发后面找到{old}以前的玩具",),
                "dist": ("有个听众让我们在节目里问候她的{sp}{x}", "如果我养{sp}就叫它{x}"),
            },
        },
    )
)

_slot(
    SlotDef(
        key="clubs",
        multi=True,
        plans=False,
        household=False,
        pool={
            EN: (
                "Irwell Wheelers",
                "Red Brick Runners",
                "Mancunian Chess Circle",
                "Knit and Natter",
                "Tuesday Choir",
                "Bridgewater Rowing Club",
                "Canalside Cricket Club",
            ),
            ZH: (
                "Irwell Wheelers",
                "Red Brick Runners",
                "Mancunian Chess Circle",
                "Tuesday Choir",
                "Bridgewater Rowing Club",
                "华人羽毛球会",
            ),
        },
        q={
            EN: {
                "coexisting": "Which clubs is {n} a member of now?",
                "current": "Which club is {n} a member of now?",
                "historical": "Which club did {n} use to belong to?",
                "as_of": "Which club was {n} a member of?",
            },
            ZH: {
                "coexisting": "{n}现在参加了哪些俱乐部？",
                "current": "{n}现在参加哪个俱乐部？",
                "historical": "{n}以前参加过哪个俱乐部？",
                "as_of": "{n}当时参加哪个俱乐部？",
            },
        },
        frags={
            EN: {
                "has": ("I'm in {v}, we meet Wednesdays so swap me off that rota",),
                "add": (
                    "joined {v} as well, because I clearly have too much free time",
                    "I'm a member of {v} now too",
                ),
                "third": ("{n}'s joined {v} too", "{n} is in {v} as well now"),
                "use": ("{v} social tonight, so I'll be late for handover",),
                "remove": (
                    "I've quit {v}, the politics got too much",
                    "left {v}, couldn't make the sessions",
                ),
                "past": ("{old} still send me the newsletter",),
                "dist": (
                    "{x} are looking for new members, could be a nice feature for the community slot",
                    "saw {x} on the news, they won something",
                    "has anyone heard of {x}?",
                ),
            },
            ZH: {
                "has": ("我参加了{v}，周三活动",),
                "add": ("我又加入了{v}", "现在也是{v}的会员了"),
                "third": ("{n}也加入了{v}",),
                "use": ("今晚{v}有聚会，交接会晚到",),
                "remove": ("退出{v}了，人际关系太复杂",),
                "past": ("{old}还在给我发通讯",),
                "dist": ("{x}在招新，可以做个社区节目", "新闻上看到{x}得奖了"),
            },
        },
    )
)

SPECIES = {
    EN: ("cat", "dog", "rabbit", "greyhound", "guinea pig"),
    ZH: ("猫", "狗", "兔子", "仓鼠"),
}

# -- small talk ----------------------------------------------------------------------------

PRE_EN = (
    "Morning all, the tram was rammed and someone's dog licked my hand the whole way from Piccadilly",
    "Right, quick one before I forget because my brain is mush after the overnight cover",
    "Honestly what a week, the mixing desk in Studio B ate my playlist twice",
    "Anyone else still recovering from the quiz night? my head is pounding",
    "Sorry for the radio silence (ha), been a mad couple of weeks",
)
POST_EN = (
    "Anyway, who's bringing biscuits Thursday?",
    "Also the kettle in the green room is making that noise again.",
    "Oh and can someone check the fader on channel 3, it crackles.",
    "Anyway, see you all at the AGM, bring a pen.",
    "Right, back to the playlist, it won't schedule itself.",
)
PRE_ZH = (
    "早上好，今天电车挤爆了",
    "先说一句，不然我又忘了，通宵代班脑子不转了",
    "这周太忙了，B录音室的调音台吞了我两次歌单",
    "抱歉最近没怎么说话",
)
POST_ZH = (
    "对了，周四谁带饼干？",
    "还有休息室的水壶又在响了。",
    "顺便，3号推子有杂音，谁看一下。",
    "好了，回去排歌单了。",
)

SHOWS = ("Sunday Soul Kitchen", "Breakfast with the Bees", "Folk Off", "Night Shift Frequencies",
         "Terrace Talk", "Community Hour", "Brass Tacks", "Dub Club Radio")  # fmt: skip
ARTISTS = ("Elbow", "New Order", "Joy Division", "the Smiths", "Doves", "Badly Drawn Boy",
           "Everything Everything", "Aitch", "Blossoms", "the Stone Roses")  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

FILLER_EN = (
    "Can anyone cover {show} on {wd}? I've got a family thing",
    "Transmitter's dropping out again, I've emailed the engineer",
    "Great show last night {a}, that {artist} deep cut was spot on",
    "Reminder: playlist meeting {wd} at 7, biscuits provided",
    "Who left the studio door on the latch? Found it wide open at 6am",
    "Mic 2 in Studio B is crackly, please don't use it for guests",
    "We had a listener ring in from Bolton to request {artist}, we're basically national now",
    "The streaming encoder needs a restart, doing it now, ignore the silence",
    "Anyone got the new password for the playout system?",
    "Cake in the green room, help yourselves, it's lemon drizzle",
    "Rain again. Shocked. Absolutely shocked.",
    "City or United tonight? Don't answer that, I know this group",
    "Fundraiser raffle tickets are in the tin by the desk, a quid each",
    "{a} you left your charger in Studio A",
    "Tram replacement bus all weekend, allow extra time for your shifts",
    "Has anyone seen the spare XLR cables? The drawer is empty",
    "OFCOM paperwork done, pour me a drink",
    "Just heard {show} on the repeat, sounds class",
    "lol the jingle with the goose honk is still my favourite thing we've ever made",
    "Can we please stop putting milk back in the fridge with a teaspoon of milk left in it",
    "Who's up for a pint after the volunteers' meeting?",
    "Reminder the building's shut on the bank holiday, pre-record your shows",
    "Anyone know how to get the studio clock to stop running two minutes fast?",
    "Listener email: 'more {artist} please'. Noted.",
    "That storm knocked the aerial sideways, engineer's going up on {wd}",
    "The new headphones arrived, please don't stand on them",
    "Honestly thank you all for covering last week, I owe you",
    "{a} is the guest on {show} this week, tune in",
)
FILLER_ZH = (
    "谁能帮我代{wd}的《{show}》？家里有事",
    "发射机又掉线了，已经发邮件给工程师",
    "{a}昨晚的节目太棒了，那首{artist}选得好",
    "提醒：{wd}晚上7点开歌单会",
    "谁走的时候没锁录音室门？",
    "B录音室2号麦有杂音，别给嘉宾用",
    "休息室有蛋糕，随便吃",
    "又下雨了，一点都不意外",
    "募捐抽奖券在桌上的罐子里，一镑一张",
    "有人看到备用的XLR线吗？",
    "这周末电车停运，上班早点出门",
    "听众来信：请多放{artist}",
    "新耳机到了，别踩",
    "谢谢大家上周帮我代班",
    "志愿者会议后有人去喝一杯吗？",
)
REACT_EN = ("congrats!!", "ooh nice one", "about time", "living the dream", "fair play",
            "noted 👍", "ha, love it", "good stuff", "oh wow, didn't see that coming")  # fmt: skip
REACT_ZH = ("恭喜！", "厉害", "不错啊", "哈哈好的", "收到👍", "真的假的")
REPLY_EN = ("ugh, again?", "on it", "I can do it if nobody else can", "cheers", "lol",
            "thanks for the heads up", "👍", "classic", "I'll bring a pen")  # fmt: skip
REPLY_ZH = ("又来？", "我来吧", "谢谢提醒", "哈哈哈", "👍", "收到")
ASK_EN = ("Anyone heard from {n} lately?", "{n} was in doing cover on {show} today",
          "Haven't seen {n} at the station for a bit", "Saw {n} at the gig on Saturday")  # fmt: skip
ASK_ZH = ("最近有人见过{n}吗？", "{n}今天来代了《{show}》", "好久没在电台见到{n}了")
ZH_SPRINKLE = ("加油", "辛苦了", "好吃")  # a few English writers drop in a Chinese word


@dataclass
class Person:
    name: str
    lang: str
    pron: str
    poss: str
    role: tuple[str, str]
    slots: list[str] = field(default_factory=list)


@dataclass
class Ep:
    day: int
    minute: int
    speaker: str
    text: str
    session: str
    language: str


def month_name(day: int) -> str:
    return (START_DT + timedelta(days=day)).strftime("%B")


def zh_month(day: int) -> str:
    return f"{(START_DT + timedelta(days=day)).month}月"


class _Fmt(dict):  # type: ignore[type-arg]
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


class Gen:
    """One seeded world under construction."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 13)
        self.eps: list[Ep] = []
        self.probes: list[dict[str, Any]] = []
        self.sid = 0
        rng = self.rng
        n = rng.randint(10, 14)
        n_zh = max(2, round(n / 4))
        en = rng.sample(EN_PEOPLE, n - n_zh)
        zh = rng.sample(ZH_PEOPLE, n_zh)
        self.people: list[Person] = []
        for name, pron, poss in en:
            self.people.append(Person(name, EN, pron, poss, rng.choice(ROLES)))
        for name, pron, poss in zh:
            self.people.append(Person(name, ZH, pron, poss, rng.choice(ROLES)))
        rng.shuffle(self.people)
        keys = list(SLOTS)
        for p in self.people:
            p.slots = rng.sample(keys, rng.randint(4, 7))
        # every value named for a person's slot (the reader's vocabulary)
        self.named: dict[tuple[str, str], set[str]] = {}
        self.pending_probes: list[Any] = []
        self.todo_distract: list[tuple[Person, str, set[str]]] = []

    # -- low-level ------------------------------------------------------------------------

    def others(self, p: Person, k: int = 1) -> list[Person]:
        return self.rng.sample([q for q in self.people if q is not p], k)

    def convo(self, day: int, lines: list[tuple[Person, str]]) -> None:
        """One conversation (a session): consecutive messages on one day."""
        self.sid += 1
        sess = f"chat-{self.sid:04d}"
        minute = self.rng.randint(6 * 60, 21 * 60)
        for who, text in lines:
            if who.lang == EN:
                text = re.sub(r"\b([Aa]) (?=[AEIOUaeiou])", r"\1n ", text)
            self.eps.append(Ep(day, minute, who.name, text, sess, who.lang))
            minute += self.rng.randint(1, 14)

    def frag(self, lang: str, slot: str, key: str, **kw: str) -> str | None:
        opts = SLOTS[slot].frags[lang].get(key)
        if not opts:
            return None
        kw.setdefault("sp", self.rng.choice(SPECIES[lang]))
        return self.rng.choice(opts).format_map(_Fmt(kw))

    def pron(self, subj: Person, lang: str) -> str:
        male = subj.pron in ("he", "他")
        if lang == ZH:
            return "他" if male else "她"
        return "he" if male else "she"

    def note(self, p: Person, slot: str, *values: str) -> None:
        self.named.setdefault((p.name, slot), set()).update(v for v in values if v)

    def react(self, subj: Person) -> tuple[Person, str]:
        r = self.others(subj)[0]
        if r.lang == ZH:
            return r, self.rng.choice(REACT_ZH)
        text = self.rng.choice(REACT_EN)
        if self.rng.random() < 0.12:
            text += " " + self.rng.choice(ZH_SPRINKLE)
        return r, text

    @staticmethod
    def cap(text: str) -> str:
        if text and text[0].islower() and not text.startswith(("giffgaff", "iPhone")):
            return text[0].upper() + text[1:]
        return text

    # -- saying a state -------------------------------------------------------------------

    def state_line(
        self, p: Person, slot: str, mode: str, v: str, old: str, day: int, real: int
    ) -> list[tuple[Person, str]]:
        """The messages that tell `p`'s slot took value `v` (from `old`), in `mode`."""
        rng, lang = self.rng, p.lang
        f = self.frag
        if mode == "has":
            return [(p, self.cap(f(lang, slot, "has", v=v) or ""))]
        if mode == "new" or (mode == "switch" and not old):
            return [(p, self.cap(f(lang, slot, "new", v=v) or ""))]
        if mode == "switch":
            return [(p, self.cap(f(lang, slot, "switch", v=v, old=old) or ""))]
        if mode == "use":
            return [(p, self.cap(f(lang, slot, "use", v=v) or ""))]
        if mode == "we":
            return [(p, self.cap(f(lang, slot, "we", v=v) or ""))]
        if mode == "neg":
            r = self.others(p)[0]
            q = (f"{p.name}，你还是{old}吗？" if r.lang == ZH
                 else rng.choice((f"{p.name} are you still on {old}?",
                                  f"Is it still {old} for you {p.name}?")))  # fmt: skip
            return [(r, q), (p, self.cap(f(lang, slot, "neg", v=v, old=old) or ""))]
        if mode == "third":
            r = self.others(p)[0]
            t = f(r.lang, slot, "third", v=v, n=p.name) or ""
            lead = (rng.choice(("顺便说一下，", "听说", "")) if r.lang == ZH
                    else rng.choice(("btw ", "Did you hear? ", "Heads up, ", "")))  # fmt: skip
            out = [(r, self.cap(lead + t))]
            if rng.random() < 0.5:
                out.append(
                    (
                        p,
                        "对，哈哈"
                        if lang == ZH
                        else rng.choice(("yep!", "guilty 🙈", "news travels fast")),
                    )
                )
            return out
        if mode == "selfname":
            t = f(lang, slot, "third", v=v, n=p.name) or ""
            if lang == ZH:
                return [(p, f"{p.name}播报：{t}。{p.name}很满意。")]
            tail = rng.choice(
                (f" {p.name} is very pleased with {p.poss}self.", f" {p.name} has spoken.", "")
            )
            return [(p, f"Update from {p.name} HQ: {t}.{tail}")]
        if mode == "pronoun":
            a, b = self.others(p, 2)
            ask = rng.choice(ASK_ZH if a.lang == ZH else ASK_EN).format(
                n=p.name, show=rng.choice(SHOWS)
            )
            t = f(b.lang, slot, "third", v=v, n=self.pron(p, b.lang)) or ""
            ans = (
                ("对，" + t + "了" if not t.endswith("了") else "对，" + t)
                if b.lang == ZH
                else "yeah " + t
            )
            return [(a, ask), (b, ans)]
        if mode == "late":
            body = f(lang, slot, "has", v=v) or ""
            if lang == ZH:
                return [(p, f"忘了说，{zh_month(real)}的时候就变了：{body}")]
            when = rng.choice(
                (f"back in {month_name(real)}", "a few weeks ago", "last month actually")
            )
            if when == "last month actually" and day - real < 25:
                when = "a few weeks ago"
            return [(p, f"Forgot to mention, I sorted this {when}: {body}")]
        if mode == "long":
            body = f(lang, slot, "new", v=v) or ""
            if lang == ZH:
                return [(p, f"{rng.choice(PRE_ZH)}。还有，{body}。{rng.choice(POST_ZH)}")]
            return [(p, f"{rng.choice(PRE_EN)}, and in other news {body}. {rng.choice(POST_EN)}")]
        raise ValueError(mode)

    # -- one single-valued slot's timeline --------------------------------------------------

    def probe(self, p: Person, slot: str, kind: str, gold: list[str], **extra: Any) -> None:
        q = SLOTS[slot].q[p.lang if self.rng.random() < 0.85 else EN][kind].format(n=p.name)
        self.probes.append({"subject": p.name, "kind": kind, "question": q, "slot": slot,
                            "gold": sorted(gold), **extra})  # fmt: skip

    def single(self, p: Person, slot: str) -> None:
        rng, sd = self.rng, SLOTS[slot]
        pool = list(sd.pool[p.lang])
        rng.shuffle(pool)
        n_changes = rng.choice((1, 1, 2, 2, 2, 3))
        held = pool[: n_changes + 1]
        spare = pool[n_changes + 1 :]
        d0 = rng.randint(0, 80)
        seg = (690 - d0) // (n_changes + 1)
        real = [d0] + [
            d0 + seg * i + rng.randint(-seg // 5, seg // 5) for i in range(1, n_changes + 1)
        ]
        known = list(real)
        outdated: list[str] = []
        abandoned: list[str] = []
        # the first value
        m0 = rng.choice(("has", "has", "has", "third", "long_has", "we", "scope"))
        if m0 == "we" and "we" not in sd.frags[p.lang]:
            m0 = "has"
        if m0 == "scope" and ("scope" not in sd.frags[p.lang] or not spare):
            m0 = "has"
        if m0 == "scope":
            x = spare.pop()
            self.note(p, slot, x)
            self.convo(d0, [(p, self.cap(self.frag(p.lang, slot, "scope", v=held[0], x=x) or ""))])
        elif m0 == "long_has":
            body = self.frag(p.lang, slot, "has", v=held[0])
            if p.lang == ZH:
                self.convo(
                    d0, [(p, f"{rng.choice(PRE_ZH)}。说到这个，{body}。{rng.choice(POST_ZH)}")]
                )
            else:
                self.convo(
                    d0,
                    [
                        (
                            p,
                            f"{rng.choice(PRE_EN)}. For the new rota spreadsheet: {body}. {rng.choice(POST_EN)}",
                        )
                    ],
                )
        elif m0 == "third":
            self.convo(d0, self.state_line(p, slot, "third", held[0], "", d0, d0))
        else:
            self.convo(d0, self.state_line(p, slot, m0, held[0], "", d0, d0))
        # the changes
        modes = ["new", "switch", "switch", "use", "third", "selfname", "pronoun", "late", "late",
                 "correct", "neg", "long"]  # fmt: skip
        if "we" in sd.frags[p.lang]:
            modes.append("we")
        for i in range(1, n_changes + 1):
            v, old, r = held[i], held[i - 1], real[i]
            mode = rng.choice(modes)
            if mode == "correct" and not spare:
                mode = "new"
            if sd.plans and spare and rng.random() < 0.3:  # a plan that then happens
                pd = r - rng.randint(20, 60)
                if pd > known[i - 1] + 5:
                    self.convo(pd, [(p, self.cap(self.frag(p.lang, slot, "plan", v=v) or ""))])
            said = r
            if mode == "late":
                said = r + rng.randint(16, 45)
                lines = self.state_line(p, slot, mode, v, old, said, r)
            elif mode == "correct":
                w = spare.pop()
                outdated.append(w)
                self.note(p, slot, w)
                first = self.cap(self.frag(p.lang, slot, "new", v=w) or "")
                fix = (rng.choice((f"打错了，是{v}不是{w}", f"更正：是{v}，{w}是我弟弟用的"))
                       if p.lang == ZH else
                       rng.choice((f"sorry, I meant {v}, not {w}. autocorrect or brain, one of them",
                                   f"*{v} not {w}, {w} is what my brother has, ignore me",
                                   f"no wait, it's {v}. I'm thinking of {w} because of the advert")))  # fmt: skip
                lines = [(p, first), (p, fix)]
            else:
                if mode in ("third", "pronoun"):
                    said = r + rng.randint(0, 4)
                lines = self.state_line(p, slot, mode, v, old, said, r)
            if rng.random() < 0.35 and mode not in ("third", "pronoun"):
                lines.append(self.react(p))
            self.convo(said, lines)
            known[i] = said
            outdated.append(old)
            # an old value remembered, later on
            nxt = real[i + 1] if i < n_changes else LAST_DAY
            if rng.random() < 0.4 and nxt - said > 30:
                t = self.frag(p.lang, slot, "past", old=old)
                if t:
                    self.convo(rng.randint(said + 10, nxt - 5), [(p, self.cap(t))])
        last_known = known[-1]
        pending = None
        # a dropped plan or an idle thought in the last stretch
        if sd.plans and spare and rng.random() < 0.45:
            y = spare.pop()
            abandoned.append(y)
            a = rng.randint(last_known + 8, max(last_known + 9, min(last_known + 90, 680)))
            if rng.random() < 0.7:
                self.convo(a, [(p, self.cap(self.frag(p.lang, slot, "plan", v=y) or ""))])
                self.convo(min(a + rng.randint(12, 40), 715),
                           [(p, self.cap(self.frag(p.lang, slot, "drop", v=y) or ""))])  # fmt: skip
            else:
                self.convo(a, [(p, self.cap(self.frag(p.lang, slot, "muse", v=y) or ""))])
        if sd.plans and spare and rng.random() < 0.3:
            pending = spare.pop()
            self.convo(rng.randint(max(last_known + 30, 640), 724),
                       [(p, self.cap(self.frag(p.lang, slot, "plan", v=pending) or ""))])  # fmt: skip
        self.todo_distract.append((p, slot, set(held) | set(abandoned) | {pending or ""}))
        self.note(p, slot, *held, *abandoned, pending or "")
        key = (p.name, slot)
        self.pending_probes.append((p, slot, held, known, real, outdated, abandoned, pending, key))

    def single_probes(self, p: Person, slot: str, held: list[str], known: list[int],
                      real: list[int], outdated: list[str], abandoned: list[str],
                      pending: str | None, key: tuple[str, str]) -> None:  # fmt: skip
        rng = self.rng
        values = sorted(self.named[key])
        base = {"values": values, "outdated": [], "abandoned": []}
        self.probe(p, slot, "current", [held[-1]], values=values, outdated=sorted(set(outdated)),
                   abandoned=sorted(abandoned))  # fmt: skip
        if rng.random() < 0.5:
            self.probe(p, slot, "historical", [held[-2]], **base)
        spans = [i for i in range(len(held) - 1) if real[i + 1] - known[i] >= 40]
        if spans and rng.random() < 0.45:
            i = rng.choice(spans)
            day = rng.randint(known[i] + 12, real[i + 1] - 12)
            self.probe(p, slot, "as_of", [held[i]], as_of_day=day, **base)
        if pending:
            self.probe(p, slot, "planning", [pending], **base)

    # -- one many-valued slot (instruments, pets, clubs) -----------------------------------

    def multi(self, p: Person, slot: str) -> None:
        rng = self.rng
        pool = list(SLOTS[slot].pool[p.lang])
        rng.shuffle(pool)
        v0, v1, v2 = pool[0], pool[1], pool[2]
        d0 = rng.randint(0, 120)
        lines = self.state_line(p, slot, "has", v0, "", d0, d0)
        self.convo(d0, lines)
        held = [v0]
        removed: list[str] = []
        add_day = rng.randint(d0 + 90, 400)
        mode = rng.choice(("add", "add", "third", "pronoun", "late", "long", "use"))
        said = add_day
        f = self.frag
        if mode == "add":
            lines = [(p, self.cap(f(p.lang, slot, "add", v=v1) or ""))]
        elif mode == "use":
            lines = [(p, self.cap(f(p.lang, slot, "use", v=v1) or ""))]
        elif mode == "long":
            body = f(p.lang, slot, "add", v=v1)
            lines = [(p, f"{rng.choice(PRE_ZH)}。另外，{body}。{rng.choice(POST_ZH)}" if p.lang == ZH
                      else f"{rng.choice(PRE_EN)}. Also {body}. {rng.choice(POST_EN)}")]  # fmt: skip
        elif mode == "late":
            said = add_day + rng.randint(16, 40)
            body = f(p.lang, slot, "add", v=v1)
            lines = [(p, f"忘了说，{zh_month(add_day)}的时候：{body}" if p.lang == ZH
                      else f"Forgot to say, back in {month_name(add_day)} {body}")]  # fmt: skip
        else:  # third / pronoun: somebody else tells it
            lines = self.state_line(p, slot, mode, v1, v0, add_day, add_day)
        if rng.random() < 0.4 and mode not in ("third", "pronoun"):
            lines.append(self.react(p))
        self.convo(said, lines)
        held.append(v1)
        as_of = rng.randint(d0 + 20, add_day - 20) if add_day - d0 >= 50 else None
        if rng.random() < 0.45:  # the first one goes
            rd = rng.randint(said + 40, 600)
            self.convo(rd, [(p, self.cap(f(p.lang, slot, "remove", v=v0) or ""))])
            held.remove(v0)
            removed.append(v0)
            if rng.random() < 0.5:
                t = f(p.lang, slot, "past", old=v0)
                if t:
                    self.convo(rng.randint(rd + 10, 700), [(p, self.cap(t))])
        if rng.random() < 0.3:  # a third one alongside
            ad = rng.randint(610, 700)
            self.convo(ad, [(p, self.cap(f(p.lang, slot, "add", v=v2) or ""))])
            held.append(v2)
        elif rng.random() < 0.5:  # shown in use later on
            self.convo(
                rng.randint(said + 5, 720),
                [(p, self.cap(f(p.lang, slot, "use", v=held[-1]) or ""))],
            )
        self.todo_distract.append((p, slot, {v0, v1, v2}))
        self.note(p, slot, v0, v1, *held)
        self.pending_probes.append((p, slot, held, removed, v0, as_of))

    def multi_probes(self, p: Person, slot: str, held: list[str], removed: list[str], v0: str,
                     as_of: int | None) -> None:  # fmt: skip
        values = sorted(self.named[(p.name, slot)])
        base = {"values": values, "outdated": [], "abandoned": []}
        kind = "coexisting" if len(held) > 1 else "current"
        self.probe(p, slot, kind, list(held), values=values, outdated=sorted(removed), abandoned=[])
        if removed and self.rng.random() < 0.6:
            self.probe(p, slot, "historical", removed, **base)
        if as_of is not None and self.rng.random() < 0.35:
            self.probe(p, slot, "as_of", [v0], as_of_day=as_of, **base)

    # -- distractors and chatter ------------------------------------------------------------

    def distract(self, p: Person, slot: str, avoid: set[str]) -> None:
        rng = self.rng
        for _ in range(rng.choice((1, 1, 2, 2, 3))):
            who = p if rng.random() < 0.5 else self.others(p)[0]
            mine = {
                v for (n, s), vs in self.named.items() if n == who.name and s == slot for v in vs
            }
            choices = [x for x in SLOTS[slot].pool[who.lang] if x not in avoid and x not in mine]
            if not choices:
                continue
            x = rng.choice(choices)
            t = self.frag(who.lang, slot, "dist", x=x)
            if not t:
                continue
            if slot in who.slots:
                self.note(who, slot, x)
            self.convo(rng.randint(0, LAST_DAY), [(who, self.cap(t))])

    def chatter(self, count: int) -> None:
        rng = self.rng
        for _ in range(count):
            day = rng.randint(0, LAST_DAY)
            who = rng.choice(self.people)
            a = rng.choice([q for q in self.people if q is not who])
            kw = {"a": a.name, "show": rng.choice(SHOWS), "artist": rng.choice(ARTISTS),
                  "wd": rng.choice(WEEKDAYS)}  # fmt: skip
            if who.lang == ZH:
                kw["wd"] = "周" + "一二三四五六日"[WEEKDAYS.index(kw["wd"])]
                text = rng.choice(FILLER_ZH).format(**kw)
            else:
                text = rng.choice(FILLER_EN).format(**kw)
                if rng.random() < 0.05:
                    text += " " + rng.choice(ZH_SPRINKLE)
            lines = [(who, text)]
            for _ in range(rng.choice((0, 0, 1, 1, 2))):
                r = rng.choice([q for q in self.people if q is not who])
                lines.append((r, rng.choice(REPLY_ZH if r.lang == ZH else REPLY_EN)))
            self.convo(day, lines)


# -- the world -------------------------------------------------------------------------------


def generate(seed: int) -> dict[str, Any]:
    """The seeded world: episodes (time-ordered) and probes, in ``load_text_world``'s format."""
    g = Gen(seed)
    rng = g.rng
    for p in g.people:
        for slot in p.slots:
            if SLOTS[slot].multi:
                g.multi(p, slot)
            else:
                g.single(p, slot)
    for p, slot, avoid in g.todo_distract:
        g.distract(p, slot, avoid)
    for args in g.pending_probes:
        if len(args) == 9:
            g.single_probes(*args)
        else:
            g.multi_probes(*args)
    # keep the probe count in range: drop some non-current probes if there are too many
    cap = rng.randint(120, 140)
    while len(g.probes) > cap:
        extra = [i for i, pr in enumerate(g.probes) if pr["kind"] in ("historical", "as_of")]
        if not extra:
            break
        g.probes.pop(rng.choice(extra))
    target = rng.randint(600, 760)
    while len(g.eps) < target:
        g.chatter(1)
    # a sprinkle of role talk, so people are more than their slots
    for p in g.people:
        text = (f"给新来的志愿者：我是{p.name}，负责{p.role[1]}，有事找我" if p.lang == ZH
                else f"For the new volunteers: I'm {p.name}, {p.role[0]}, shout if you need me")  # fmt: skip
        g.convo(rng.randint(0, 60), [(p, text)])
    g.eps.sort(key=lambda e: (e.day, e.minute, e.session))
    episodes = [
        {"day": e.day, "minute": e.minute, "speaker": e.speaker, "text": e.text,
         "session": e.session, "language": e.language}
        for e in g.eps
    ]  # fmt: skip
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": g.probes}  # fmt: skip


def _said(value: str, texts: list[str]) -> bool:
    if value.isascii():
        low = value.casefold()
        return any(low in t.casefold() for t in texts)
    return any(value in t for t in texts)


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well-formed)."""
    errs: list[str] = []
    eps = world["episodes"]
    texts = [e["text"] for e in eps]
    names = {e["speaker"] for e in eps}
    last = (-1, -1)
    for i, e in enumerate(eps):
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode {i}: keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY) or not (0 <= e["minute"] < 1440):
            errs.append(f"episode {i}: time {e['day']}/{e['minute']}")
        if (e["day"], e["minute"]) < last:
            errs.append(f"episode {i}: out of order")
        last = (e["day"], e["minute"])
        if not e["text"].strip() or "{" in e["text"] or "}" in e["text"]:
            errs.append(f"episode {i}: bad text {e['text']!r}")
        if e["language"] not in (EN, ZH):
            errs.append(f"episode {i}: language {e['language']}")
    for j, pr in enumerate(world["probes"]):
        tag = f"probe {j} ({pr.get('subject')}/{pr.get('slot')}/{pr.get('kind')})"
        if pr["kind"] not in KINDS:
            errs.append(f"{tag}: kind")
        if pr["subject"] not in names:
            errs.append(f"{tag}: subject never speaks")
        if not pr["gold"] or not pr["question"] or not pr["slot"]:
            errs.append(f"{tag}: empty gold/question/slot")
        for v in pr["gold"]:
            if not _said(v, texts):
                errs.append(f"{tag}: gold {v!r} never said")
        if not set(pr["gold"]) <= set(pr["values"]):
            errs.append(f"{tag}: gold not among values")
        if set(pr["gold"]) & (set(pr["outdated"]) | set(pr["abandoned"])):
            errs.append(f"{tag}: gold also outdated/abandoned")
        if pr["kind"] == "as_of" and not isinstance(pr.get("as_of_day"), int):
            errs.append(f"{tag}: as_of without a day")
        if pr["kind"] == "coexisting" and len(pr["gold"]) < 2:
            errs.append(f"{tag}: coexisting with one value")
    return errs


def main() -> None:
    from collections import Counter

    ok = True
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world)
        if world != again:
            errs.append("not deterministic")
        eps, probes = world["episodes"], world["probes"]
        people = sorted({p["subject"] for p in probes})
        kinds = Counter(p["kind"] for p in probes)
        zh = sum(e["language"] == ZH for e in eps)
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, "
              f"{len(people)} people; " + ", ".join(f"{k} {kinds[k]}" for k in KINDS))  # fmt: skip
        for e in errs[:20]:
            print("  ERROR", e)
        ok = ok and not errs
    print("OK" if ok else "FAILED")
    if not ok:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
