"""Blind text world ``blind_ar``: a Belfast community food bank's group chat over two years.

``generate(seed)`` invents eleven to thirteen people around a food bank in Belfast: volunteers,
van drivers, warehouse staff, trustees, Saturday students from the universities, and a few
Chinese-speaking volunteers from a local church group who write in simplified Chinese.  Most
of the chat is everyday food bank business (pallets, rotas, donations, the van, the weather);
in between, people's own state changes: where they live, who they work for, their phone
network, their car, their gym, their tea, their energy supplier, their pets and instruments.

Changes are told straight out, shown only by use, reported by somebody else (sometimes with
a pronoun pointing back to a name said a line earlier), told weeks late, planned and done,
planned and dropped, corrected, negated, scoped ("X at home but Y at the warehouse") or buried
in a long chatty line.  Distractor lines name values of the same kinds without them being
anyone's state.  Probes carry the ground truth.  Standard library only; deterministic per seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_ar"
START = "2023-03-06T08:00:00+00:00"
START_DT = datetime(2023, 3, 6, 8, 0)
LAST_DAY = 728
EN = "en"
ZH = "zh"

# (name, gender, role) -- English writers
EN_PEOPLE = (
    ("Siobhan", "f", "volunteer coordinator"),
    ("Ciaran", "m", "van driver"),
    ("Aoife", "f", "Saturday student"),
    ("Declan", "m", "warehouse supervisor"),
    ("Roisin", "f", "trustee"),
    ("Padraig", "m", "van driver"),
    ("Niamh", "f", "Saturday student"),
    ("Gareth", "m", "warehouse staff"),
    ("Moira", "f", "trustee"),
    ("Eamon", "m", "volunteer"),
    ("Bronagh", "f", "volunteer"),
    ("Colm", "m", "Saturday student"),
    ("Tanya", "f", "warehouse staff"),
    ("Marek", "m", "van driver"),
    ("Shauna", "f", "volunteer"),
    ("Wesley", "m", "trustee"),
)
# Chinese writers from the church group (romanised names, used as they sign themselves)
ZH_PEOPLE = (
    ("Li Na", "f", "church volunteer"),
    ("Zhou Min", "f", "church volunteer"),
    ("Chen Hui", "m", "church volunteer"),
    ("Wu Jun", "m", "church volunteer"),
    ("Lin Xiu", "f", "church volunteer"),
    ("Guo Ping", "m", "church volunteer"),
)

PRON = {
    EN: {"f": ("she", "her", "her"), "m": ("he", "him", "his")},
    ZH: {"f": ("她", "她", "她的"), "m": ("他", "他", "他的")},
}


@dataclass
class Person:
    name: str
    gender: str
    role: str
    lang: str

    def pron(self, lang: str | None = None) -> tuple[str, str, str]:
        return PRON[lang or self.lang][self.gender]


@dataclass
class Slot:
    """One kind of personal state: value pools, probe questions and phrasings per language."""

    key: str
    multi: bool
    plans: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    ph: dict[str, dict[str, tuple[str, ...]]]


# Placeholders: {v} value, {old} earlier value, {x} some other value, {N} a name or a pronoun
# as subject, {pos} possessive. Kinds (single-valued): init (present clause, first person),
# chg (change clause, past), use (change shown only by use/consequence, full sentence),
# third (clause about {N}), plan (gerund/inf phrase after "thinking of"/"打算"), drop (plan
# dropped, full sentence), past (old value remembered, no change), ask (question about {old}),
# dist (distractor lines naming {x}), scoped (optional: "{v} ... but {x} ..." clause).
# Multi-valued: has, add, remove, use, plan, dist.

HOME = Slot(
    "home_area",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Stranmillis",
            "Ballyhackamore",
            "Sydenham",
            "Finaghy",
            "Carryduff",
            "Lisburn",
            "Holywood",
            "Newtownabbey",
            "Dundonald",
            "Andersonstown",
            "Glengormley",
            "Cregagh",
            "Whiteabbey",
            "Ballysillan",
        ),
        ZH: (
            "Stranmillis",
            "Ballyhackamore",
            "Finaghy",
            "Lisburn",
            "Holywood",
            "Carryduff",
            "Newtownabbey",
            "Cregagh",
            "Dundonald",
            "Glengormley",
        ),
    },  # fmt: skip
    q={
        EN: {
            "current": "Which part of Belfast (or which town) does {n} live in now?",
            "historical": "Where did {n} live before moving to the current place?",
            "as_of": "Where was {n} living at that point?",
            "planning": "Where is {n} planning to move?",
        },
        ZH: {
            "current": "{n}现在住在哪个区？",
            "historical": "{n}搬家之前住在哪里？",
            "as_of": "{n}那时候住在哪里？",
            "planning": "{n}打算搬到哪里？",
        },
    },  # fmt: skip
    ph={
        EN: {
            "init": (
                "I live up in {v}",
                "we're in {v}, have been for years",
                "home's {v}, handy enough for the depot",
                "I'm renting in {v}",
            ),
            "chg": (
                "we moved to {v}",
                "I've moved house, it's {v} now",
                "I got the keys to a wee place in {v} and moved in",
                "we left {old} and we're living in {v} now",
            ),
            "use": (
                "Still unpacking boxes in the new house in {v}, the kettle's the only thing I can find.",
                "Took me forty minutes from {v} this morning, the new place is further out than {old} was.",
                "Our new neighbours in {v} left a bag of tins on the step for us to bring in, how good is that.",
            ),
            "third": (
                "{N} has moved to {v}",
                "{N}'s living in {v} now",
                "{N} got a house in {v} and moved out of {old}",
            ),
            "plan": ("moving to {v}", "getting a place in {v}", "looking at houses in {v}"),
            "drop": (
                "The {v} house fell through, we're staying put.",
                "Decided against {v} in the end, too far from everything.",
                "Forget what I said about {v}, the landlord wanted a fortune. Not moving.",
            ),
            "past": (
                "When I lived in {v} I could walk to the warehouse.",
                "Miss the chippy in {v} from my old place, I'll say that.",
            ),
            "ask": ("Are you still in {old}?", "You still living over in {old}?"),
            "dist": (
                "Anyone know a decent chippy in {x}?",
                "Burst water main in {x} on the news this morning, traffic's a nightmare.",
                "My cousin's selling her house in {x} if anyone's looking.",
                "If I won the lottery I'd buy one of those big houses in {x}.",
                "New collection point opening in {x} next month, they want volunteers.",
            ),
        },
        ZH: {
            "init": ("我住在{v}", "我们家在{v}，住了好几年了", "我现在租房住在{v}"),
            "chg": ("我们搬到{v}了", "我搬家了，现在住{v}", "我们从{old}搬到{v}了"),
            "use": (
                "新家在{v}，箱子还没拆完，只找到了水壶😂",
                "今天从{v}过来坐了四十分钟公交，比以前住{old}远多了。",
                "{v}的新邻居送了一袋罐头让我们带来食物银行，好感动。",
            ),
            "third": ("{N}搬到{v}了", "{N}现在住在{v}", "{N}从{old}搬走了，现在在{v}"),
            "plan": ("搬到{v}", "在{v}找房子"),
            "drop": ("{v}那套房子没成，我们不搬了。", "想了想还是不去{v}了，太远。"),
            "past": ("以前住{v}的时候走路就能到仓库。",),
            "ask": ("你还住在{old}吗？",),
            "dist": (
                "有人知道{x}哪里有好吃的中餐馆吗？",
                "新闻说{x}水管爆了，堵车很厉害。",
                "教会有个姐妹在{x}卖房子，有兴趣的可以问我。",
            ),
        },
    },  # fmt: skip
)

JOB = Slot(
    "employer",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Harland Logistics",
            "Lagan Valley Care",
            "Kainos",
            "Translink",
            "Belfast City Council",
            "Dunnes Stores",
            "Greenvale Bakery",
            "Sperrin Print",
            "Royal Victoria Hospital",
            "Musgrave",
            "Bridge Street Pharmacy",
            "Quayside Insurance",
            "Titanic Hotel",
        ),
        ZH: (
            "Harland Logistics",
            "Lagan Valley Care",
            "Kainos",
            "Dunnes Stores",
            "Greenvale Bakery",
            "Bridge Street Pharmacy",
            "金龙酒家",
            "Musgrave",
            "Quayside Insurance",
            "东方超市",
        ),
    },  # fmt: skip
    q={
        EN: {
            "current": "Who does {n} work for now (outside the food bank)?",
            "historical": "Who did {n} work for before the current job?",
            "as_of": "Who was {n} working for then?",
            "planning": "Where is {n} hoping to work next?",
        },
        ZH: {
            "current": "{n}现在在哪里上班？",
            "historical": "{n}之前在哪里工作？",
            "as_of": "{n}那时候在哪里工作？",
            "planning": "{n}打算去哪里工作？",
        },
    },  # fmt: skip
    ph={
        EN: {
            "init": (
                "I work at {v} during the week",
                "my day job's at {v}",
                "I'm with {v}, nine to five",
            ),
            "chg": (
                "I started at {v}",
                "I left {old} and I'm at {v} now",
                "I've a new job, {v} took me on",
                "I handed my notice in at {old} and went to {v}",
            ),
            "use": (
                "Sorry I missed the Tuesday run, first week at {v} and they had me on till seven.",
                "The canteen at {v} is doing a collection for us, I'll bring it down Friday.",
                "My new manager at {v} says I can swap shifts for the Christmas hampers, result.",
            ),
            "third": (
                "{N} is working at {v} now",
                "{N} left {old}, {N}'s at {v} these days",
                "{N} got taken on at {v}",
            ),
            "plan": ("applying to {v}", "going for a job at {v}", "moving to {v}"),
            "drop": (
                "Not going to {v} after all, the money wasn't there.",
                "Withdrew my application at {v}, couldn't face the commute.",
            ),
            "past": ("Back when I was at {v} we'd do a staff collection every Christmas.",),
            "ask": ("Still at {old}?", "Are you still working for {old}?"),
            "dist": (
                "{x} are hiring drivers, if anybody knows someone.",
                "Saw on the news {x} are cutting jobs, awful.",
                "My brother-in-law works for {x}, says it's grand.",
                "Would you ever work for {x}? I hear the pension's good.",
            ),
        },
        ZH: {
            "init": ("我平时在{v}上班", "我在{v}工作"),
            "chg": ("我换工作了，现在在{v}", "我从{old}辞职了，去了{v}", "我开始在{v}上班了"),
            "use": (
                "不好意思周二没来，{v}第一周上班加班到七点。",
                "{v}的同事们也给我们捐了一箱米。",
            ),
            "third": ("{N}现在在{v}上班", "{N}不在{old}做了，去了{v}"),
            "plan": ("去{v}上班", "申请{v}的工作"),
            "drop": ("{v}那边我不去了，工资太低。", "算了，{v}的工作我没接受。"),
            "past": ("以前在{v}的时候，圣诞节公司会组织捐款。",),
            "ask": ("你还在{old}上班吗？",),
            "dist": ("{x}在招人，有需要的朋友可以去看看。", "听说{x}要裁员，唉。"),
        },
    },  # fmt: skip
)

PHONE = Slot(
    "mobile_network",
    multi=False,
    plans=True,
    pool={
        EN: (
            "EE",
            "Vodafone",
            "giffgaff",
            "O2",
            "Tesco Mobile",
            "iD Mobile",
            "Sky Mobile",
            "Lebara",
        ),
        ZH: ("EE", "Vodafone", "giffgaff", "O2", "Lebara", "Tesco Mobile"),
    },  # fmt: skip
    q={
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network was {n} on at that time?",
            "planning": "Which network is {n} thinking of switching to?",
        },
        ZH: {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}以前用哪家运营商？",
            "as_of": "{n}那时候用哪家运营商？",
            "planning": "{n}打算换到哪家运营商？",
        },
    },  # fmt: skip
    ph={
        EN: {
            "init": (
                "I'm on {v} for the phone",
                "my phone's with {v}",
                "I've been with {v} for donkey's years",
            ),
            "chg": (
                "I moved my number over to {v}",
                "I switched the phone to {v}",
                "I ditched {old} and went to {v}",
                "I got a SIM-only deal with {v}",
            ),
            "use": (
                "No signal at all in the warehouse on {v}, I'll have to stand in the yard to ring anyone.",
                "{v} sent me a text welcoming me aboard, about time the number transferred.",
                "First bill from {v} came in, half what {old} were charging me.",
            ),
            "third": (
                "{N} is on {v} now",
                "{N} finally left {old} for {v}",
                "{N}'s phone is with {v} these days",
            ),
            "plan": ("switching to {v}", "moving the phone over to {v}", "trying {v}"),
            "drop": (
                "Not bothering with {v}, the coverage map for the depot is rubbish.",
                "Stuck with what I have, {v} wanted a credit check and I couldn't be bothered.",
            ),
            "past": ("{v} used to drop out every time I went past the Westlink.",),
            "ask": ("Are you still with {old}?", "Still on {old}? Your signal's been desperate."),
            "dist": (
                "{x} have a deal on, thirty gig for a tenner, just saying.",
                "{x} were down all morning apparently, half of Belfast had no signal.",
                "Which is better, {x} or the other crowd?",
                "Ad for {x} on the side of the Glider, they must be paying a fortune.",
            ),
            "scoped": ("{v} for my own phone, but the food bank work phone is on {x}",),
        },
        ZH: {
            "init": ("我的手机用的是{v}", "我一直用{v}"),
            "chg": ("我把号码转到{v}了", "我换成{v}了", "我不用{old}了，换了{v}"),
            "use": (
                "{v}在仓库里完全没信号，要打电话得去院子里。",
                "{v}第一个月账单来了，比{old}便宜一半。",
            ),
            "third": ("{N}现在用{v}", "{N}从{old}换到{v}了"),
            "plan": ("换到{v}", "试试{v}"),
            "drop": ("{v}不换了，信号不好。", "算了，不折腾了，{v}不考虑了。"),
            "past": ("以前用{v}的时候经常没信号。",),
            "ask": ("你还用{old}吗？",),
            "dist": ("{x}现在有优惠，十镑三十G。", "听说{x}今天上午断网了。", "{x}和别家哪个好？"),
            "scoped": ("我自己的手机用{v}，但是教会那部工作手机用{x}",),
        },
    },  # fmt: skip
)

CAR = Slot(
    "car",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Vauxhall Corsa",
            "Skoda Fabia",
            "Toyota Yaris",
            "Nissan Leaf",
            "Kia Ceed",
            "VW Polo",
            "Honda Jazz",
            "Ford Fiesta",
            "Hyundai i20",
            "Dacia Sandero",
        ),
        ZH: ("Toyota Yaris", "Nissan Leaf", "Kia Ceed", "VW Polo", "Honda Jazz", "Skoda Fabia"),
    },  # fmt: skip
    q={
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before?",
            "as_of": "What car was {n} driving then?",
            "planning": "What car is {n} planning to get?",
        },
        ZH: {
            "current": "{n}现在开什么车？",
            "historical": "{n}以前开什么车？",
            "as_of": "{n}那时候开什么车？",
            "planning": "{n}打算买什么车？",
        },
    },  # fmt: skip
    ph={
        EN: {
            "init": (
                "I drive a {v}",
                "I've an old {v} that gets me about",
                "the {v} is my pride and joy",
            ),
            "chg": (
                "I traded the {old} in for a {v}",
                "I bought a {v}",
                "I got rid of the {old}, it's a {v} now",
            ),
            "use": (
                "Fitted six crates in the boot of the {v} today, not bad for a wee car.",
                "Had to stop and fill the new {v} on the way in, sorry I'm late.",
                "Parked the new {v} out front, don't anybody reverse the van into it.",
            ),
            "third": (
                "{N} has a {v} now",
                "{N} sold the {old} and bought a {v}",
                "{N} is driving a {v} these days",
            ),
            "plan": ("getting a {v}", "buying a {v}", "trading up to a {v}"),
            "drop": (
                "Not getting the {v}, insurance quote was a joke.",
                "Went off the idea of a {v}, keeping what I've got.",
            ),
            "past": ("The old {v} never once started first time in winter.",),
            "ask": ("Still driving the {old}?", "Is that the {old} you're still in?"),
            "dist": (
                "Saw a {x} going cheap on Gumtree, anyone want it?",
                "{x} recall on the news, something about brakes.",
                "My son wants a {x}, I told him he can want.",
                "Would a {x} fit a pallet of beans? Asking for a friend.",
            ),
        },
        ZH: {
            "init": ("我开一辆{v}", "我的车是{v}"),
            "chg": ("我把{old}卖了，买了{v}", "我换车了，现在开{v}", "我买了一辆{v}"),
            "use": (
                "今天{v}后备箱装了六箱东西，小车也挺能装的。",
                "新的{v}停在门口了，倒车的时候小心点哦。",
            ),
            "third": ("{N}现在开{v}", "{N}把{old}换成了{v}"),
            "plan": ("买一辆{v}", "换{v}"),
            "drop": ("{v}不买了，保险太贵。", "不换车了，{v}先不考虑。"),
            "past": ("以前那辆{v}冬天老是打不着火。",),
            "ask": ("你还开那辆{old}吗？",),
            "dist": ("Gumtree上有辆{x}很便宜，谁要？", "新闻说{x}召回，刹车有问题。"),
        },
    },  # fmt: skip
)

GYM = Slot(
    "gym",
    multi=False,
    plans=True,
    pool={
        EN: (
            "PureGym",
            "Olympia Leisure Centre",
            "Avoniel Leisure Centre",
            "Anytime Fitness",
            "Grove Wellbeing Centre",
            "Lagan Fit Studio",
            "Andersonstown Leisure Centre",
            "The Gym Group",
        ),
        ZH: (
            "PureGym",
            "Olympia Leisure Centre",
            "Anytime Fitness",
            "Lagan Fit Studio",
            "The Gym Group",
        ),
    },  # fmt: skip
    q={
        EN: {
            "current": "Which gym does {n} go to now?",
            "historical": "Which gym did {n} go to before?",
            "as_of": "Which gym was {n} going to then?",
            "planning": "Which gym is {n} planning to join?",
        },
        ZH: {
            "current": "{n}现在去哪个健身房？",
            "historical": "{n}以前去哪个健身房？",
            "as_of": "{n}那时候去哪个健身房？",
            "planning": "{n}打算去哪个健身房？",
        },
    },  # fmt: skip
    ph={
        EN: {
            "init": ("I go to {v} most mornings", "I'm a member at {v}", "I do my swimming at {v}"),
            "chg": (
                "I joined {v}",
                "I cancelled {old} and signed up at {v}",
                "I moved my membership to {v}",
            ),
            "use": (
                "Legs are in bits after a class at {v}, don't put me on the heavy pallets today.",
                "Saw the food bank poster on the noticeboard at {v} this morning, somebody's doing good work.",
                "{v} has a wee cafe now, I had a scone after the spin class, defeats the purpose.",
            ),
            "third": ("{N} goes to {v} now", "{N} joined {v}", "{N} left {old} and trains at {v}"),
            "plan": ("joining {v}", "signing up at {v}"),
            "drop": (
                "Didn't join {v} in the end, the joining fee was daft.",
                "Gave up on the idea of {v}.",
            ),
            "past": ("The showers at {v} were freezing when I went there.",),
            "ask": ("Still going to {old}?",),
            "dist": (
                "{x} are doing a free week in January if anyone fancies it.",
                "Heard {x} is closing for a refurb.",
                "Is {x} any good? My daughter's asking.",
            ),
        },
        ZH: {
            "init": ("我平时去{v}锻炼", "我办了{v}的卡"),
            "chg": ("我换到{v}了", "我把{old}的卡退了，办了{v}"),
            "use": (
                "早上在{v}上了一节课，腿好酸，今天别让我搬重的。",
                "{v}的公告栏上有我们食物银行的海报！",
            ),
            "third": ("{N}现在去{v}", "{N}不去{old}了，改去{v}"),
            "plan": ("办{v}的卡", "去{v}"),
            "drop": ("{v}没办，入会费太贵。", "算了，{v}不去了。"),
            "past": ("以前去{v}的时候洗澡水是凉的。",),
            "ask": ("你还去{old}吗？",),
            "dist": ("{x}一月份免费体验一周。", "听说{x}要装修关门。"),
        },
    },  # fmt: skip
)

TEA = Slot(
    "tea",
    multi=False,
    plans=False,
    pool={
        EN: ("Punjana", "Barry's", "Nambarrie", "Yorkshire Tea", "Lyons", "Thompson's", "PG Tips"),
        ZH: ("铁观音", "普洱", "龙井", "茉莉花茶", "Yorkshire Tea", "乌龙茶"),
    },  # fmt: skip
    q={
        EN: {
            "current": "What tea does {n} drink these days?",
            "historical": "What tea did {n} drink before?",
            "as_of": "What tea was {n} drinking at that point?",
        },
        ZH: {
            "current": "{n}现在喝什么茶？",
            "historical": "{n}以前喝什么茶？",
            "as_of": "{n}那时候喝什么茶？",
        },
    },  # fmt: skip
    ph={
        EN: {
            "init": (
                "I'm a {v} drinker through and through",
                "it's {v} or nothing for me",
                "I only drink {v}",
            ),
            "chg": ("I've gone over to {v}", "I gave up {old} for {v}", "I switched to {v}"),
            "use": (
                "Brought my own box of {v} in, the stuff in the staff kitchen is like dishwater.",
                "Just had a {v} and a Tunnock's, ready for the afternoon now.",
            ),
            "third": ("{N} drinks {v} now", "{N} has gone off {old}, {N}'s on {v}"),
            "drop": ("",),
            "past": ("I drank {v} for thirty years, hard habit to break.",),
            "ask": ("Still a {old} drinker?", "{old} for you, is it?"),
            "dist": (
                "Somebody donated forty boxes of {x}, we'll be drinking it till 2030.",
                "{x} advert on the telly has that song stuck in my head.",
                "Do you think {x} is better than the rest or is it all the same?",
            ),
            "scoped": (
                "{v} at home, but {x} when I'm in the warehouse, because that's what's in the cupboard",
            ),
        },
        ZH: {
            "init": ("我只喝{v}", "我平时喝{v}"),
            "chg": ("我改喝{v}了", "我不喝{old}了，现在喝{v}"),
            "use": ("带了一罐{v}来仓库，大家可以泡。", "刚泡了一杯{v}，下午有精神了。"),
            "third": ("{N}现在喝{v}", "{N}不喝{old}了，改喝{v}"),
            "drop": ("",),
            "past": ("以前喝了好多年{v}。",),
            "ask": ("你还喝{old}吗？",),
            "dist": ("有人捐了四十盒{x}，够喝到2030年了。", "{x}和别的茶有什么区别？"),
            "scoped": ("在家喝{v}，但在仓库就喝{x}，因为柜子里只有那个",),
        },
    },  # fmt: skip
)

ENERGY = Slot(
    "energy_supplier",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Power NI",
            "SSE Airtricity",
            "Budget Energy",
            "Click Energy",
            "Electric Ireland",
            "Lagan Power",
        ),
        ZH: ("Power NI", "SSE Airtricity", "Budget Energy", "Click Energy"),
    },  # fmt: skip
    q={
        EN: {
            "current": "Which electricity supplier is {n} with now?",
            "historical": "Which electricity supplier was {n} with before?",
            "as_of": "Which electricity supplier was {n} with at the time?",
            "planning": "Which electricity supplier is {n} thinking of moving to?",
        },
        ZH: {
            "current": "{n}家现在用哪家电力公司？",
            "historical": "{n}家以前用哪家电力公司？",
            "as_of": "{n}家那时候用哪家电力公司？",
            "planning": "{n}打算换到哪家电力公司？",
        },
    },  # fmt: skip
    ph={
        EN: {
            "init": (
                "we're with {v} for the electric",
                "our electric's with {v}",
                "I'm on {v} for the electricity",
            ),
            "chg": (
                "we switched the electric to {v}",
                "I moved us from {old} to {v}",
                "we went over to {v}",
            ),
            "use": (
                "Topped up the {v} keypad on the way home, the prices are scandalous.",
                "Got the welcome pack from {v}, so the switch must have gone through.",
                "{v} rang me about the smart meter, I told them to ring back after the food bank.",
            ),
            "third": ("{N} is with {v} now for the electric", "{N} switched from {old} to {v}"),
            "plan": ("switching the electric to {v}", "going with {v}"),
            "drop": (
                "Not switching to {v} after all, the saving was pennies.",
                "Forget {v}, they wanted a year up front on direct debit.",
            ),
            "past": ("When we were with {v} the bills were all over the place.",),
            "ask": ("Are you still with {old} for the electric?",),
            "dist": (
                "{x} are putting their prices up again, it was on Nolan.",
                "A fella from {x} was door-knocking on our street selling contracts.",
                "The warehouse is on {x}, the trustees sorted that, it's nothing to do with me.",
                "Is {x} cheaper? Asking for the family we had in on Tuesday.",
            ),
        },
        ZH: {
            "init": ("我们家电费用的是{v}", "我家用{v}的电"),
            "chg": ("我们把电换到{v}了", "我们从{old}换成{v}了"),
            "use": (
                "回家路上给{v}的电表充了值，电价太贵了。",
                "收到{v}的欢迎信了，看来转换成功了。",
            ),
            "third": ("{N}家现在用{v}", "{N}家从{old}换到{v}了"),
            "plan": ("换到{v}", "用{v}"),
            "drop": ("不换{v}了，省不了几个钱。", "{v}算了，要求太多。"),
            "past": ("以前用{v}的时候账单很乱。",),
            "ask": ("你家还用{old}吗？",),
            "dist": ("听说{x}又要涨价了。", "仓库用的是{x}，是理事会定的。"),
        },
    },  # fmt: skip
)

PETS = Slot(
    "pets",
    multi=True,
    plans=True,
    pool={
        EN: (
            "Murphy",
            "Bella",
            "Dexter",
            "Nala",
            "Hector",
            "Misty",
            "Rocco",
            "Luna",
            "Tilly",
            "Bruno",
            "Poppy",
            "Oscar",
        ),
        ZH: ("Lucky", "豆豆", "Mimi", "旺财", "花花", "Coco"),
    },  # fmt: skip
    q={
        EN: {
            "coexisting": "Which pets does {n} have now?",
            "historical": "Which pet did {n} have that is no longer with {obj}?",
            "planning": "What is {n} planning to call the new pet?",
        },
        ZH: {
            "coexisting": "{n}现在养了哪些宠物？",
            "historical": "{n}以前养过但现在不在了的宠物叫什么？",
            "planning": "{n}打算给新宠物起什么名字？",
        },
    },  # fmt: skip
    ph={
        EN: {
            "has": (
                "I've a wee terrier called {v}",
                "our dog {v} runs the house",
                "I've a cat, {v}, who hates everybody",
            ),
            "add": (
                "we got a second dog, {v}, from the rescue, {old} is raging",
                "we adopted a kitten, {v}, to keep {old} company",
                "there's a new addition, a greyhound called {v}, and {old} has accepted {it}",
            ),
            "remove": (
                "We had to say goodbye to {v} last week. The house is very quiet.",
                "{v} went to live with my sister in Omagh, she has the garden for {it}.",
            ),
            "use": (
                "{v} ate a whole tray of mince pies off the counter, the state of {it}.",
                "Walked {v} round Ormeau Park before the shift, soaked the pair of us.",
                "Vet bill for {v} came to ninety quid, I nearly fainted.",
            ),
            "third": (
                "{N} has a new dog, {v}, as well as {old}",
                "{N} got a rescue cat called {v}",
            ),
            "plan": ("getting a puppy and calling it {v}", "adopting a dog we'd call {v}"),
            "drop": ("No puppy for us in the end, so {v} will have to stay an imaginary dog.",),
            "dist": (
                "The dog in the Dogs Trust advert is called {x}, I'd take him home tomorrow.",
                "Someone left a note about a lost cat called {x} on the noticeboard.",
                "If I got a dog I'd call it {x}, don't ask me why.",
            ),
        },
        ZH: {
            "has": ("我家有一只狗叫{v}", "我养了一只猫，叫{v}"),
            "add": ("我们又领养了一只猫，叫{v}，跟{old}作伴", "家里多了一只小狗{v}，{old}有点吃醋"),
            "remove": ("{v}上周走了，家里好安静。", "{v}送到我妹妹家去了，她家有院子。"),
            "use": ("{v}把桌上的饺子全偷吃了😂", "早上带{v}去公园散步，淋成落汤鸡。"),
            "third": ("{N}又养了一只宠物叫{v}，还有{old}", "{N}领养了一只猫叫{v}"),
            "plan": ("养一只小狗，叫{v}",),
            "drop": ("小狗不养了，{v}这个名字先留着吧。",),
            "dist": ("公告栏上有寻猫启事，猫叫{x}。", "如果我养狗就叫它{x}。"),
        },
    },  # fmt: skip
)

INSTR = Slot(
    "instruments",
    multi=True,
    plans=True,
    pool={
        EN: (
            "fiddle",
            "tin whistle",
            "bodhrán",
            "guitar",
            "ukulele",
            "accordion",
            "banjo",
            "piano",
            "mandolin",
        ),
        ZH: ("二胡", "古筝", "钢琴", "吉他", "小提琴", "ukulele"),
    },  # fmt: skip
    q={
        EN: {
            "coexisting": "Which instruments does {n} play now?",
            "historical": "Which instrument did {n} give up?",
            "planning": "Which instrument is {n} planning to learn?",
        },
        ZH: {
            "coexisting": "{n}现在会弹（拉）哪些乐器？",
            "historical": "{n}放弃了哪种乐器？",
            "planning": "{n}打算学什么乐器？",
        },
    },  # fmt: skip
    ph={
        EN: {
            "has": (
                "I play the {v} at the session in the Dockers on a Thursday",
                "I've played the {v} since I was a wean",
            ),
            "add": (
                "I've started learning the {v} as well, the {old} is jealous",
                "I picked up the {v} on top of the {old}, lessons on a Monday night",
            ),
            "remove": (
                "Sold the {v}, I hadn't touched it in a year.",
                "I've given up the {v}, my fingers aren't up to it any more.",
            ),
            "use": (
                "Brought the {v} to the Christmas do, sorry to anyone who had to listen.",
                "Practising the {v} till midnight, the neighbours love me.",
            ),
            "third": ("{N} is playing the {v} now too", "{N} took up the {v} as well as the {old}"),
            "plan": ("learning the {v}", "taking lessons on the {v}"),
            "drop": ("Not doing the {v} lessons after all, the teacher moved to Derry.",),
            "dist": (
                "There's a {x} going spare in the donations, anybody want it?",
                "Great {x} player busking on Royal Avenue today.",
                "My grandson wants a {x} for Christmas, God help us.",
            ),
        },
        ZH: {
            "has": ("我会拉{v}，在教会弹过几次", "我从小学{v}"),
            "add": ("我开始学{v}了，{old}也还在练", "除了{old}，我现在也在学{v}"),
            "remove": ("{v}我不练了，卖掉了。", "好久没碰{v}了，干脆放弃了。"),
            "use": ("圣诞聚会我带{v}来表演吧。", "昨晚练{v}练到半夜，邻居要投诉了😂"),
            "third": ("{N}现在也在学{v}", "{N}除了{old}还学了{v}"),
            "plan": ("学{v}",),
            "drop": ("{v}不学了，老师搬走了。",),
            "dist": (
                "捐赠物品里有一把{x}，有人要吗？",
                "今天在Royal Avenue看到有人弹{x}，好厉害。",
            ),
        },
    },  # fmt: skip
)

SLOTS = (HOME, JOB, PHONE, CAR, GYM, TEA, ENERGY, PETS, INSTR)

# ---------------------------------------------------------------------------------------------
# Everyday chat: no state news. {a}/{b} are other people's names, {k} a number.
# ---------------------------------------------------------------------------------------------

ITEMS_EN = ("tins of beans", "bags of pasta", "jars of peanut butter", "boxes of cereal",
            "packs of nappies", "tins of tomatoes", "bottles of squash", "bags of rice",
            "tins of tuna", "cartons of UHT milk", "packets of custard creams", "tins of soup",
            "boxes of teabags", "bars of soap", "packs of sanitary towels", "jars of pasta sauce")  # fmt: skip
ITEMS_ZH = ("罐头豆子", "意大利面", "花生酱", "麦片", "尿不湿", "番茄罐头", "大米", "金枪鱼罐头",
            "牛奶", "饼干", "汤罐头", "肥皂")  # fmt: skip
SMALL_EN = ("the rain hasn't stopped since Tuesday", "the heating in the warehouse is broke again",
            "the van needs its MOT", "I'm wrecked after the weekend", "the Glider was packed",
            "the kids are off school", "the roller door's sticking again", "I left my lanyard at home",
            "the coffee machine's been fixed, praise be", "we're low on carrier bags")  # fmt: skip
SMALL_ZH = ("这几天一直下雨", "仓库暖气又坏了", "周末累死了", "孩子们放假了", "今天公交好挤",
            "教会这周有聚餐", "仓库的卷帘门又卡住了")  # fmt: skip

FILLER_EN = (
    "Pallet from the Tesco collection is in, {k} {item}, all dated fine.",
    "Can somebody cover the front desk from 11? {a} has a hospital appointment.",
    "We're down to about {k} {item}, might need to put a shout out on Facebook.",
    "Van's back, {a} did the north Belfast run on their own, fair play.",
    "Reminder: induction for new volunteers is Saturday at ten, {a} is running it.",
    "Who left the freezer door open?? Lost {k} bags of frozen veg.",
    "Thanks to everyone who came in today, we did {k} parcels, a record for a Thursday.",
    "Anyone able to do a school pickup of donations from St Teresa's on Wednesday?",
    "{a}, the delivery notes are on the clipboard by the loading bay.",
    "Just a heads up, the alarm code has changed, ask {a} or {b} for it.",
    "Had a lovely wee woman in today who brought {k} {item} she'd bought out of her own pension.",
    "Christmas hamper sign-up sheet is on the fridge, put your name down for a shift.",
    "Referral agencies are asking if we can open Friday afternoons too, trustees to discuss.",
    "Lost property: one black umbrella and a Celtic scarf. Claim them or they go to the charity shop.",
    "Can we stop stacking the {item} on top of the eggs please, third time this week.",
    "Big thank you to {a} for sorting the stock spreadsheet, it actually makes sense now.",
    "Parking's a nightmare today, there's a match on.",
    "The student volunteers did a great job on Saturday, sorted {k} crates in two hours.",
    "Anyone know how to unjam the label printer? Asking for {a}.",
    "Running late, be there in twenty.",
    "Morning all! Kettle's on.",
    "Is the van free on Friday for the Sainsbury's pickup?",
    "{a} brought in traybakes, they're in the staff room, go quick.",
    "Food hygiene inspection went grand, thanks all.",
    "Please log the {item} on the sheet before they go on the shelves.",
    "{a} and {b}, can yous do the school holiday packs on Monday?",
    "The fundraiser quiz raised £{k}0, not bad at all.",
    "Lights were left on all night in the warehouse, last out please check.",
    "Who has the key for the cage? {a} thinks {b} took it home.",
    "We need more volunteers who can lift, the {item} delivery is huge.",
    "Lovely message from a family we helped last month, it's pinned on the board.",
    "Are we doing the Christmas jumper day again?",
    "Sorry all, bad dose of the cold, won't be in tomorrow.",
    "Great turnout at the church hall drop-off, {k} bags altogether.",
    "Date check done on aisle two, binned {k} {item} that were out.",
    "Can somebody show {a} how the referral system works on Saturday?",
    "Li Na taught me to say 加油 so 加油 everybody for the Christmas rush!",
    "Xièxie to the church group for the {item}, 谢谢!",
    "{a} says the 饺子 at the church lunch were unreal, I'm raging I missed it.",
    "Bin men didn't come again, the cardboard's piled up to the roof.",
    "Big delivery Tuesday, all hands on deck please.",
    "Does anyone have a spare hi-vis? Mine's gone walkabout.",
)  # fmt: skip
FILLER_ZH = (
    "今天教会送来了{k}箱{item}，已经放到仓库了。",
    "周六谁能来帮忙分拣？我们这边有{k}个人可以来。",
    "谢谢大家今天的辛苦！一共打包了{k}份。",
    "{a}，标签打印机又卡纸了，怎么弄？",
    "提醒一下：周三下午教会小组去仓库帮忙，两点集合。",
    "{item}快没有了，要不要在教会发个通知？",
    "今天有个家庭来领食物，孩子很可爱，送了我们一幅画。",
    "圣诞节的礼物篮报名表在冰箱上，大家记得签名。",
    "我今天晚点到，公交堵车。",
    "早上好各位！",
    "仓库冰柜门谁没关？{item}都化了😢",
    "{a}说下周需要更多人搬货，我可以来。",
    "教会的阿姨们包了饺子，明天带去仓库给大家吃。",
    "今天的{item}都检查过日期了，过期的{k}个已经扔了。",
    "有人有多余的荧光背心吗？我的找不到了。",
    "感谢{a}整理了库存表，现在清楚多了。",
    "下周二有大批货到，大家尽量来帮忙。",
    "新来的志愿者培训是周六十点，{a}负责。",
)  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------------------------

Turn = tuple[str, str, str]  # speaker, text, language


@dataclass
class Bundle:
    """Turns said together on one day, in order (one conversation)."""

    day: int
    turns: list[Turn]


@dataclass
class Track:
    """The ground truth of one person's slot."""

    person: Person
    slot: Slot
    held: list[str] = field(default_factory=list)  # single: values in order; multi: every value
    told: list[int] = field(default_factory=list)  # day each held value was first told
    eff: list[int] = field(default_factory=list)  # day each held value took effect
    current: list[str] = field(default_factory=list)  # multi: values held at the end
    removed: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)  # values said by mistake, then corrected
    dropped: list[str] = field(default_factory=list)
    pending: str | None = None
    mentioned: set[str] = field(default_factory=set)


def month_name(day: int, lang: str) -> str:
    d = START_DT + timedelta(days=day)
    return f"{d.month}月" if lang == ZH else d.strftime("%B")


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


class World:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 41)
        self.bundles: list[Bundle] = []
        self.tracks: list[Track] = []
        self.introduced: set[str] = set()
        rng = self.rng
        n = rng.randint(11, 13)
        n_zh = rng.choice((3, 3, 4))
        en = rng.sample(EN_PEOPLE, n - n_zh)
        zh = rng.sample(ZH_PEOPLE, n_zh)
        self.people = [Person(a, g, r, EN) for a, g, r in en] + [
            Person(a, g, r, ZH) for a, g, r in zh
        ]
        rng.shuffle(self.people)

    # -- small helpers ------------------------------------------------------------------------

    def other(self, p: Person, same_lang: bool = False) -> Person:
        cands = [q for q in self.people if q is not p and (not same_lang or q.lang == p.lang)]
        return self.rng.choice(cands or [q for q in self.people if q is not p])

    def fill(self, t: str, lang: str, **kw: str) -> str:
        kw.setdefault("it", "it" if lang == EN else "")
        return t.format(**kw)

    def ph(self, slot: Slot, lang: str, kind: str) -> str:
        return self.rng.choice(slot.ph[lang][kind])

    def add(self, day: int, turns: list[Turn]) -> None:
        self.bundles.append(Bundle(max(0, min(LAST_DAY, day)), turns))

    def say(self, day: int, who: Person, text: str) -> None:
        self.add(day, [(who.name, text, who.lang)])

    def end(self, lang: str) -> str:
        if lang == ZH:
            return self.rng.choice(("。", "！", "～", "。🙂"))
        return self.rng.choice((".", "!", ".", " 🙂", ", just so yous know."))

    def small(self, lang: str) -> str:
        return self.rng.choice(SMALL_ZH if lang == ZH else SMALL_EN)

    def pick_other_value(self, tr: Track, lang: str, avoid: set[str]) -> str | None:
        pool = [v for v in tr.slot.pool[lang] if v not in avoid and v not in tr.held]
        return self.rng.choice(pool) if pool else None

    # -- one change, in a chosen situation --------------------------------------------------

    def tell_change(self, tr: Track, day: int, v: str, old: str, style: str) -> int:
        """Render the change of `tr` to `v` (from `old`) that takes effect on `day`; return
        the day it was told."""
        p, s, rng = tr.person, tr.slot, self.rng
        lang = p.lang
        if style == "use":
            self.say(day, p, self.fill(self.ph(s, lang, "use"), lang, v=v, old=old))
            return day
        if style in ("third", "pronoun"):
            r = self.other(p)
            rl = r.lang
            sub = p.pron(rl)[0] if style == "pronoun" else p.name
            clause = self.fill(self.ph(s, rl, "third"), rl, N=sub, v=v, old=old)
            if rl == ZH:
                intro = rng.choice((f"刚才在仓库碰到{p.name}了。", f"{p.name}今天来送了一箱东西。",
                                    f"和{p.name}一起做了周六的班。"))  # fmt: skip
            else:
                intro = rng.choice((f"Bumped into {p.name} at the Connswater Tesco.",
                                    f"{p.name} was in earlier dropping off a bag of tins.",
                                    f"Did the Saturday shift with {p.name}."))  # fmt: skip
            if style == "third":
                text = intro + (f"{clause}。" if rl == ZH else f" {cap(clause)}, apparently.")
                self.add(day, [(r.name, text, rl)])
            else:
                mid = rng.choice([q for q in self.people if q is not r and q is not p])
                ack = (
                    "哦？" if mid.lang == ZH else rng.choice(("Oh aye?", "And?", "How's the form?"))
                )
                follow = (
                    f"{clause}，是{p.pron(rl)[0]}自己说的。"
                    if rl == ZH
                    else f"{cap(clause)}, {sub} was saying."
                )
                self.add(
                    day, [(r.name, intro, rl), (mid.name, ack, mid.lang), (r.name, follow, rl)]
                )
            return day
        if style == "selfname":
            clause = self.fill(self.ph(s, lang, "third"), lang, N=p.name, v=v, old=old)
            text = (f"{p.name}报告一下：{clause}。" if lang == ZH
                    else rng.choice((f"Update from {p.name}: {clause}.", f"Breaking news, {clause}! {p.name} out.")))  # fmt: skip
            self.say(day, p, text)
            return day
        chg = self.fill(self.ph(s, lang, "chg"), lang, v=v, old=old)
        if style == "late":
            told = day + rng.randint(14, 45)
            m = month_name(day, lang)
            text = (f"忘了说，{m}的时候{chg}。" if lang == ZH
                    else rng.choice((f"Forgot to mention, {chg} back in {m}.",
                                     f"Meant to say weeks ago, {chg} at the start of {m}.")))  # fmt: skip
            self.say(told, p, text)
            return told
        if style == "correct":
            w = self.pick_other_value(tr, lang, {v, old} | set(tr.dropped))
            if w is not None:
                tr.wrong.append(w)
                bad = self.fill(self.ph(s, lang, "chg"), lang, v=w, old=old)
                fix = (f"打错了，是{v}，不是{w}。" if lang == ZH
                       else rng.choice((f"Sorry, I meant {v}, not {w}. Brain's fried.",
                                        f"*{v}. Not {w}. Autocorrect, don't ask.")))  # fmt: skip
                self.add(day, [(p.name, cap(bad) + self.end(lang), lang), (p.name, fix, lang)])
                return day
        if style == "negate" and s.ph[lang].get("ask"):
            q = self.other(p)
            ask = self.fill(self.rng.choice(s.ph[q.lang]["ask"]), q.lang, old=old)
            if q.lang == ZH:
                ask = f"{p.name}，{ask}"
            elif ask.split()[0] in ("Are", "Still", "Is", "You"):
                ask = f"{p.name}, {ask[:1].lower() + ask[1:]}"
            else:
                ask = f"{ask} Asking you, {p.name}."
            pres = self.fill(self.ph(s, lang, "init"), lang, v=v)
            ans = (f"不是{old}了，{pres}。" if lang == ZH
                   else rng.choice((f"No, not {old} any more, {pres} now.", f"Not at all, {pres} these days.")))  # fmt: skip
            self.add(day, [(q.name, ask, q.lang), (p.name, ans, lang)])
            return day
        if style == "chatty":
            if lang == ZH:
                text = f"{self.small(lang)}，对了，{chg}，{self.small(lang)}，大家周六见！"
            else:
                text = (f"Morning all, {self.small(lang)} and {self.small(lang)}, oh and {chg}, "
                        f"anyway, can someone save me a seat at the quiz, see yous later")  # fmt: skip
            self.say(day, p, text)
            return day
        pre = (
            ""
            if lang == ZH
            else rng.choice(("", "", "News from me: ", "Small update, ", "Right so, "))
        )
        self.say(day, p, pre + (chg if pre else cap(chg)) + self.end(lang))
        return day

    # -- timelines ---------------------------------------------------------------------------

    def say_init(self, tr: Track, day: int, v: str) -> None:
        p, lang, rng = tr.person, tr.person.lang, self.rng
        kind = "has" if tr.slot.multi else "init"
        clause = self.fill(self.ph(tr.slot, lang, kind), lang, v=v)
        hello = p.name not in self.introduced and rng.random() < 0.6
        if hello:
            self.introduced.add(p.name)
        if lang == ZH:
            text = (f"大家好，我是{p.name}，{clause}，以后请多关照！" if hello
                    else rng.choice((f"{clause}。", f"{self.small(lang)}。顺便说一下，{clause}。")))  # fmt: skip
        else:
            text = (f"Hi all, {p.name} here, {p.role}, {clause}, so if you need anything give me a shout."
                    if hello else
                    rng.choice((cap(clause) + ".", f"Ha, {self.small(lang)}. For what it's worth {clause}.")))  # fmt: skip
        self.say(day, p, text)

    def plan_line(self, tr: Track, day: int, v: str, firm: bool) -> None:
        p, lang, rng = tr.person, tr.person.lang, self.rng
        ph = self.fill(self.ph(tr.slot, lang, "plan"), lang, v=v)
        if lang == ZH:
            text = (rng.choice((f"我打算{ph}，已经在办了。", f"下个月准备{ph}。")) if firm
                    else rng.choice((f"我在考虑{ph}，还没决定。", f"有点想{ph}，你们觉得呢？")))  # fmt: skip
        else:
            text = (rng.choice((f"I'm planning on {ph}, sorting it out this month.",
                                f"Going to be {ph} soon, all going well."))
                    if firm else
                    rng.choice((f"Thinking about {ph}, not sure yet.",
                                f"Half tempted by {ph}, what do yous reckon?",
                                f"Might end up {ph}, who knows.")))  # fmt: skip
        self.say(day, p, text)

    def free_window(self, tr: Track, lo: int, hi: int, length: int, busy: list[int]) -> int | None:
        """A start day in [lo, hi] such that no busy day falls within [start-5, start+length]."""
        for _ in range(30):
            d = self.rng.randint(lo, hi)
            if hi >= lo and all(not (d - 5 <= b <= d + length) for b in busy):
                return d
        return None

    def build_single(self, tr: Track) -> None:
        s, p, rng = tr.slot, tr.person, self.rng
        lang = p.lang
        n_chg = rng.choice((1, 1, 2, 2, 2, 3))
        vals = rng.sample(s.pool[lang], min(len(s.pool[lang]), n_chg + 1))
        init_day = rng.randint(1, 80)
        gaps = sorted(rng.sample(range(110, 690, 10), len(vals) - 1))
        days = [init_day]
        for g in gaps:
            days.append(max(g + rng.randint(0, 9), days[-1] + 70))
        days = [d for d in days if d <= 700]
        vals = vals[: len(days)]
        tr.held = list(vals)
        tr.eff = list(days)
        self.say_init(tr, init_day, vals[0])
        tr.told = [init_day]
        styles = [
            "direct",
            "use",
            "third",
            "pronoun",
            "selfname",
            "late",
            "correct",
            "negate",
            "chatty",
        ]
        if s.plans:
            styles += ["planned", "planned"]
        busy = list(days)
        for i in range(1, len(vals)):
            st = rng.choice(styles)
            if st == "planned":
                self.plan_line(tr, days[i] - rng.randint(15, 50), vals[i], firm=rng.random() < 0.6)
                st = rng.choice(("direct", "use", "chatty"))
            told = self.tell_change(tr, days[i], vals[i], vals[i - 1], st)
            tr.told.append(told)
            busy.append(told)
            if rng.random() < 0.35 and told + 20 < LAST_DAY:  # the old value remembered, no change
                self.say(rng.randint(told + 10, min(LAST_DAY, told + 120)), p,
                         self.fill(self.ph(s, lang, "past"), lang, v=vals[i - 1]))  # fmt: skip
        used = set(vals) | set(tr.wrong)
        # a "thinking about" that never goes anywhere: overtaken by a different change
        if len(vals) > 1 and s.plans and rng.random() < 0.3:
            i = rng.randint(1, len(vals) - 1)
            w = self.pick_other_value(tr, lang, used)
            lo, hi = tr.told[i - 1] + 5, days[i] - 20
            if w and hi > lo:
                self.plan_line(tr, rng.randint(lo, hi), w, firm=False)
                tr.dropped.append(w)
                used.add(w)
        # a plan that is announced and later dropped
        if s.plans and rng.random() < 0.4:
            w = self.pick_other_value(tr, lang, used)
            d = self.free_window(tr, tr.told[0] + 10, 560, 80, busy)
            if w and d is not None:
                self.plan_line(tr, d, w, firm=rng.random() < 0.5)
                self.say(d + rng.randint(20, 75), p, self.fill(self.ph(s, lang, "drop"), lang, v=w))
                tr.dropped.append(w)
                used.add(w)
        # a plan still open at the end
        if s.plans and rng.random() < 0.2:
            w = self.pick_other_value(tr, lang, used)
            start = max(tr.told[-1], tr.eff[-1]) + 10
            if w and start < 712:
                self.plan_line(tr, rng.randint(max(start, 650), 718), w, firm=True)
                tr.pending = w
                used.add(w)
        # scope: the current value for most things, another one in one place
        if "scoped" in s.ph[lang] and rng.random() < 0.5:
            x = self.pick_other_value(tr, lang, used | set(tr.wrong))
            start = max(tr.told[-1], tr.eff[-1]) + 5
            if x and start < 720:
                clause = self.fill(self.ph(s, lang, "scoped"), lang, v=vals[-1], x=x)
                text = (f"说明一下，{clause}。" if lang == ZH
                        else f"To clear it up, {clause}, don't ask me why.")  # fmt: skip
                self.say(rng.randint(start, LAST_DAY - 2), p, text)
                tr.mentioned.add(x)
                used.add(x)
        tr.mentioned |= used | set(tr.wrong)
        self.distract(tr, used | set(tr.wrong))

    def distract(self, tr: Track, avoid: set[str]) -> None:
        """Lines naming values of the same kind that are nobody's state (or not this person's)."""
        rng, s, p = self.rng, tr.slot, tr.person
        for _ in range(rng.randint(1, 3)):
            who = p if rng.random() < 0.4 else self.other(p)
            x = self.pick_other_value(tr, who.lang, avoid)
            if x is None:
                continue
            line = self.fill(self.ph(s, who.lang, "dist"), who.lang, x=x)
            if who is not p and rng.random() < 0.5:
                line = (f"{p.name}，{line}" if who.lang == ZH
                        else f"{p.name}, you'd know this one. {line}")  # fmt: skip
            self.say(rng.randint(5, LAST_DAY), who, line)
            tr.mentioned.add(x)

    def build_multi(self, tr: Track) -> None:
        s, p, rng = tr.slot, tr.person, self.rng
        lang = p.lang
        remove = rng.random() < 0.4
        k = 3 if remove or rng.random() < 0.3 else 2
        vals = rng.sample(s.pool[lang], k)
        d0 = rng.randint(1, 120)
        self.say_init(tr, d0, vals[0])
        tr.held, tr.told, tr.eff = [vals[0]], [d0], [d0]
        day = d0
        for i in range(1, k):
            day = rng.randint(day + 60, day + 220)
            st = rng.choice(("direct", "direct", "third", "pronoun", "late", "selfname", "use"))
            old = vals[i - 1]
            if st in ("third", "pronoun", "selfname"):
                r = p if st == "selfname" else self.other(p)
                rl = r.lang
                sub = p.pron(rl)[0] if st == "pronoun" else p.name
                clause = self.fill(self.ph(s, rl, "third"), rl, N=sub, v=vals[i], old=old)
                if st == "pronoun":
                    intro = (f"{p.name}今天带了照片来给大家看。" if rl == ZH
                             else f"{p.name} was in on Saturday, in great form.")  # fmt: skip
                    self.add(day, [(r.name, intro, rl), (r.name, cap(clause) + self.end(rl), rl)])
                else:
                    self.say(day, r, cap(clause) + self.end(rl))
                told = day
            elif st == "late":
                told = day + rng.randint(14, 40)
                add = self.fill(self.ph(s, lang, "add"), lang, v=vals[i], old=old)
                m = month_name(day, lang)
                self.say(told, p, f"忘了告诉大家，{m}{add}。" if lang == ZH
                         else f"Never told yous, back in {m} {add}.")  # fmt: skip
            elif st == "use":
                # the new one shown in use, with the old one alongside
                use = self.fill(self.ph(s, lang, "use"), lang, v=vals[i])
                both = self.fill(self.ph(s, lang, "add"), lang, v=vals[i], old=old)
                self.say(day, p, f"{cap(both)}{self.end(lang)} {use}")
                told = day
            else:
                add = self.fill(self.ph(s, lang, "add"), lang, v=vals[i], old=old)
                self.say(day, p, cap(add) + self.end(lang))
                told = day
            tr.held.append(vals[i])
            tr.told.append(told)
            tr.eff.append(day)
            day = told
        cur = list(vals)
        if remove and day < 640:
            gone = rng.choice(vals[:-1])
            rd = rng.randint(day + 20, min(LAST_DAY - 5, day + 200))
            self.say(rd, p, self.fill(self.ph(s, lang, "remove"), lang, v=gone))
            cur.remove(gone)
            tr.removed.append(gone)
        tr.current = cur
        for v in cur:  # a current one mentioned in passing, no news
            if rng.random() < 0.5:
                self.say(
                    rng.randint(day + 5, LAST_DAY), p, self.fill(self.ph(s, lang, "use"), lang, v=v)
                )
        used = set(vals)
        if rng.random() < 0.25:
            w = self.pick_other_value(tr, lang, used)
            if w:
                d = rng.randint(d0 + 30, 560)
                self.plan_line(tr, d, w, firm=False)
                self.say(d + rng.randint(20, 90), p, self.fill(self.ph(s, lang, "drop"), lang, v=w))
                tr.dropped.append(w)
                used.add(w)
        elif rng.random() < 0.35:
            w = self.pick_other_value(tr, lang, used)
            if w and day < 690:
                self.plan_line(tr, rng.randint(max(day + 10, 640), 718), w, firm=True)
                tr.pending = w
                used.add(w)
        tr.mentioned |= used
        self.distract(tr, used)

    def filler(self, count: int) -> None:
        rng = self.rng
        for _ in range(count):
            who = rng.choice(self.people)
            a, b = (q.name for q in rng.sample([q for q in self.people if q is not who], 2))
            if who.lang == ZH:
                t = rng.choice(FILLER_ZH)
                text = t.format(a=a, b=b, k=rng.randint(3, 60), item=rng.choice(ITEMS_ZH))
            else:
                t = rng.choice(FILLER_EN)
                text = t.format(a=a, b=b, k=rng.randint(3, 60), item=rng.choice(ITEMS_EN))
                if rng.random() < 0.25:
                    text = f"{cap(self.small(EN))}. {text}"
            turns = [(who.name, text, who.lang)]
            if rng.random() < 0.3:  # a reply
                r = rng.choice([q for q in self.people if q is not who])
                rep = (
                    rng.choice(("好的", "收到👍", "谢谢！", "我可以来"))
                    if r.lang == ZH
                    else rng.choice(
                        (
                            "Sound.",
                            "No bother.",
                            "I'll do it.",
                            "Grand, cheers.",
                            "👍",
                            "Dead on.",
                            "Ach no!",
                        )
                    )
                )
                turns.append((r.name, rep, r.lang))
            self.add(rng.randint(0, LAST_DAY), turns)

    # -- probes --------------------------------------------------------------------------------

    def question(self, tr: Track, kind: str) -> str:
        p = tr.person
        t = tr.slot.q[p.lang][kind]
        return t.format(n=p.name, obj=p.pron(EN)[1])

    def probes_for(self, tr: Track) -> list[dict[str, Any]]:
        rng, p, key = self.rng, tr.person, tr.slot.key
        values = sorted(set(tr.held) | tr.mentioned | set(tr.dropped) | set(tr.wrong)
                        | ({tr.pending} if tr.pending else set()))  # fmt: skip
        out: list[dict[str, Any]] = []

        def probe(kind: str, gold: list[str], **extra: Any) -> None:
            d = {"subject": p.name, "kind": kind, "question": self.question(tr, kind), "slot": key,
                 "gold": gold, "outdated": [], "values": values, "abandoned": sorted(tr.dropped)}  # fmt: skip
            d.update(extra)
            out.append(d)

        if tr.slot.multi:
            probe("coexisting", sorted(tr.current))
            if tr.removed:
                probe("historical", sorted(tr.removed))
        else:
            probe("current", [tr.held[-1]], outdated=sorted(set(tr.held[:-1]) | set(tr.wrong)))
            if len(tr.held) > 1 and rng.random() < 0.45:
                probe("historical", sorted(set(tr.held[:-1])))
            if len(tr.held) > 1 and rng.random() < 0.4:
                k = rng.randint(0, len(tr.held) - 2)
                lo, hi = tr.told[k] + 3, tr.eff[k + 1] - 3
                if hi > lo:
                    probe("as_of", [tr.held[k]], as_of_day=rng.randint(lo, hi))
        if tr.pending:
            probe("planning", [tr.pending])
        return out


def _minute_order(world: World) -> list[dict[str, Any]]:
    rng = world.rng
    by_day: dict[int, list[Bundle]] = {}
    for b in world.bundles:
        by_day.setdefault(b.day, []).append(b)
    episodes = []
    for day in sorted(by_day):
        minute = rng.randint(0, 90)
        for b in by_day[day]:
            minute += rng.randint(4, 120)
            for speaker, text, lang in b.turns:
                episodes.append({"day": day, "minute": minute, "speaker": speaker, "text": text,
                                 "session": f"foodbank-chat-d{day:03d}", "language": lang})  # fmt: skip
                minute += rng.randint(1, 4)
    return episodes


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: episodes (time-ordered) and probes (see the module doc)."""
    w = World(seed)
    rng = w.rng
    singles = [s for s in SLOTS if not s.multi]
    multis = [s for s in SLOTS if s.multi]
    for p in w.people:
        k = rng.randint(4, 6)
        m = 1 if rng.random() < 0.45 else 0
        chosen = rng.sample(singles, k - m) + rng.sample(multis, m)
        for s in chosen:
            tr = Track(p, s)
            w.tracks.append(tr)
            if s.multi:
                w.build_multi(tr)
            else:
                w.build_single(tr)
    n_state = sum(len(b.turns) for b in w.bundles)
    w.filler(max(80, rng.randint(560, 680) - n_state))
    episodes = _minute_order(w)
    probes = [d for tr in w.tracks for d in w.probes_for(tr)]
    while len(probes) > 136:  # keep the size in range: drop a random history/as-of probe
        extra = [i for i, d in enumerate(probes) if d["kind"] in ("historical", "as_of")]
        del probes[rng.choice(extra)]
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": probes}  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Self-check
# ---------------------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _said(value: str, texts: list[str]) -> bool:
    import re

    if not value.isascii():
        return any(value in t for t in texts)
    pat = re.compile(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", re.IGNORECASE)
    return any(pat.search(t) for t in texts)


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is sound)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    texts = [e["text"] for e in eps]
    names = {e["speaker"] for e in eps}
    last = (-1, -1)
    for e in eps:
        if (
            not (0 <= e["day"] <= LAST_DAY)
            or e["language"] not in (EN, ZH)
            or not e["text"].strip()
        ):
            errs.append(f"bad episode {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled placeholder: {e['text']}")
        if (e["day"], e["minute"]) < last:
            errs.append(f"episodes out of order at {e}")
        last = (e["day"], e["minute"])
    for p in probes:
        if p["kind"] not in KINDS or p["subject"] not in names or not p["question"]:
            errs.append(f"bad probe {p}")
        if not p["gold"]:
            errs.append(f"no gold: {p}")
        for g in p["gold"]:
            if not _said(g, texts):
                errs.append(f"gold never said: {g!r} in {p['question']}")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"gold also outdated/abandoned: {p}")
        if not (set(p["gold"]) | set(p["outdated"]) | set(p["abandoned"])) <= set(p["values"]):
            errs.append(f"values incomplete: {p}")
        if p["kind"] == "as_of" and p.get("as_of_day") is None:
            errs.append(f"as_of without day: {p}")
        if "{" in p["question"]:
            errs.append(f"unfilled question: {p['question']}")
    n_people = len({p["subject"] for p in probes})
    if not (500 <= len(eps) <= 800):
        errs.append(f"{len(eps)} episodes")
    if not (100 <= len(probes) <= 140):
        errs.append(f"{len(probes)} probes")
    if not (10 <= n_people <= 14):
        errs.append(f"{n_people} people")
    return errs


def main() -> None:
    for seed in (7, 11, 23):
        world = generate(seed)
        assert world == generate(seed), "not deterministic"
        errs = validate(world)
        for e in errs[:20]:
            print("  !", e)
        kinds: dict[str, int] = {}
        for p in world["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        zh = sum(e["language"] == ZH for e in world["episodes"])
        people = len({p["subject"] for p in world["probes"]})
        print(f"seed {seed}: {len(world['episodes'])} episodes ({zh} zh), {len(world['probes'])} probes, "
              f"{people} people, kinds {dict(sorted(kinds.items()))}, {'ok' if not errs else 'FAILED'}")  # fmt: skip
        if errs:
            raise SystemExit(1)


if __name__ == "__main__":
    main()
