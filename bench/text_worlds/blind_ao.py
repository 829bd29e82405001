"""Blind text world ``blind_ao``: the group chat of a Durham climbing-wall and fell-walking club.

Route setters, weekend hikers, students and their families, and a few Chinese-speaking
postgraduates chat for two years, mostly about nothing much (projects at the wall, boggy
fells, exams, kids, the hut weekend).  Each person has four to six state slots (where they
live, who they work for, their phone network, car, climbing shoes, bank, energy supplier,
streaming service, diet, pets, instruments, languages being learnt) whose values change one to
three times.  Changes are said straight out, shown only by use, reported by somebody else,
told weeks late, corrected, negated, planned (done, dropped or still pending) and buried in
long chatty lines; distractor lines name values of the same kind without being anyone's state.

``generate(seed)`` returns the dict read by ``bench.states.load_text_world``; ``main()``
checks seeds 7, 11 and 23.  Standard library only; deterministic given the seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

START = "2023-03-01T08:00:00+00:00"
START_DT = datetime.fromisoformat(START)
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

# (name, pronoun "she"/"he", role in the club)
PEOPLE_EN = (
    ("Callum", "he", "setter"), ("Bethan", "she", "hiker"), ("Rhys", "he", "student"),
    ("Morag", "she", "parent"), ("Dev", "he", "setter"), ("Hannah", "she", "student"),
    ("Ollie", "he", "hiker"), ("Siobhan", "she", "parent"), ("Tariq", "he", "student"),
    ("Niamh", "she", "setter"), ("Gareth", "he", "parent"), ("Freya", "she", "hiker"),
    ("Kofi", "he", "student"), ("Isla", "she", "hiker"), ("Euan", "he", "parent"),
    ("Lottie", "she", "student"), ("Priya", "she", "setter"), ("Stuart", "he", "hiker"),
)  # fmt: skip
PEOPLE_ZH = (
    ("Xinyi", "she", "student"), ("Haoran", "he", "student"), ("Yuting", "she", "student"),
    ("Mingyu", "he", "student"), ("Jiahui", "she", "parent"), ("Zihan", "he", "student"),
)  # fmt: skip
ZH_PRON = {"she": "她", "he": "他"}


@dataclass(frozen=True)
class Slot:
    """A kind of personal state: its values and its phrase fragments per language.

    Fragment keys: pres (I have it now), new (the change, past tense; for multi slots the
    addition beside {old}), switch (the change naming {old}), past (it used to be),
    inf (infinitive for plans), third ({n} has it / changed to it), use (the value named in
    passing: the change shown only by use), dist (a line naming {x} as nobody's state),
    we (household, optional), scope (an exception {x} beside {v}, optional)."""

    key: str
    multi: bool
    pool: tuple[str, ...]
    zh_pool: tuple[str, ...] | None
    q: dict[str, dict[str, str]]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]
    scope_pool: tuple[str, ...] = ()


HOME = Slot(
    key="home_area",
    multi=False,
    pool=("Gilesgate", "Neville's Cross", "Framwellgate Moor", "Sherburn Village", "Belmont",
          "Bowburn", "Pity Me", "Newton Hall", "Ushaw Moor", "Langley Moor", "Chester-le-Street",
          "Crossgate", "Meadowfield", "Brandon"),
    zh_pool=None,
    scope_pool=("Leeds", "Kendal", "Hexham", "Whitby", "Carlisle"),
    q={
        EN: {"current": "Which part of Durham does {n} live in now?",
             "historical": "Where did {n} live before the current place?",
             "as_of": "Where was {n} living at that time?",
             "planning": "Where is {n} planning to move?"},
        ZH: {"current": "{n}现在住在哪里？", "historical": "{n}之前住在哪里？",
             "as_of": "{n}那时候住在哪里？", "planning": "{n}打算搬到哪里？"},
    },
    en={
        "pres": ("I live in {v}", "I'm in {v}", "home is a little terrace in {v}",
                 "I rent a room in {v}"),
        "new": ("I moved to {v}", "I got the keys to a flat in {v} and moved in",
                "I moved out to {v}", "I finally found a place in {v} and moved"),
        "switch": ("I left {old} and moved to {v}", "I swapped {old} for {v}",
                   "I packed up in {old} and landed in {v}"),
        "past": ("I lived in {v}", "I had a flat in {v}", "I was renting in {v}"),
        "inf": ("move to {v}", "look for a place in {v}", "buy somewhere in {v}"),
        "third": ("{n} has moved to {v}", "{n} lives in {v} now", "{n} got a flat in {v}"),
        "use": ("The 20 bus from {v} was late again so I missed the warm-up, sorry.",
                "Walk from my door in {v} to the wall is fifteen minutes now, game changer.",
                "New neighbours in {v} already asked me to water their tomatoes lol.",
                "Power cut on my street in {v} tonight, so I'm charging my head torch at the "
                "wall instead."),
        "dist": ("Anyone know if {x} floods? My cousin's looking at houses there.",
                 "House prices in {x} are daft now, saw a two-bed for silly money.",
                 "Car boot sale in {x} on Sunday if anyone wants cheap rope bags.",
                 "Did the Wednesday run go through {x}? Heard it was proper boggy."),
        "we": ("we moved to {v}", "we bought a house in {v}, moved in last weekend"),
        "scope": ("I'm in {v} in term time, but summers I'm back at my mum's in {x}",),
    },
    zh={
        "pres": ("我住在{v}", "我现在住{v}那边", "我在{v}租了个房间"),
        "new": ("我搬到{v}了", "刚在{v}租了新房子，已经搬过去了", "我搬去{v}住了"),
        "switch": ("从{old}搬到{v}了", "不住{old}了，搬去了{v}"),
        "past": ("我以前住在{v}", "之前在{v}租房"),
        "inf": ("搬到{v}", "在{v}找房子"),
        "third": ("{n}搬到{v}了", "{n}现在住在{v}"),
        "use": ("从{v}走到岩馆才十五分钟，太方便了。",
                "{v}这边的Tesco晚上十点就关门，好不方便。",
                "今天在{v}楼下碰到房东，说下个月来修暖气。"),
        "dist": ("有人知道{x}那边房租多少吗？我朋友想租。", "听说{x}新开了一家火锅店，有人去过吗？"),
        "we": ("我们家搬到{v}了",),
        "scope": ("上学期间住{v}，暑假回{x}的姑妈家",),
    },
)  # fmt: skip

JOB = Slot(
    key="employer",
    multi=False,
    pool=("Durham County Council", "Tanfield Gear", "Bede Analytics", "Northumbrian Water",
          "Cragline Outdoors", "Greggs", "Vertigo Works", "Wearside Logistics",
          "Prince Bishop Hotel", "Sage", "Hexa Robotics", "Elvet Veterinary"),
    zh_pool=None,
    q={
        EN: {"current": "Who does {n} work for now?",
             "historical": "Who did {n} work for before the current job?",
             "as_of": "Who was {n} working for at that time?",
             "planning": "Where is {n} hoping to work next?"},
        ZH: {"current": "{n}现在在哪里工作？", "historical": "{n}之前在哪里工作？",
             "as_of": "{n}那时候在哪里工作？", "planning": "{n}打算去哪里工作？"},
    },
    en={
        "pres": ("I work at {v}", "I'm at {v} these days", "I'm on the payroll at {v}"),
        "new": ("I started at {v}", "I took the job at {v}", "I joined {v}"),
        "switch": ("I handed my notice in at {old} and started at {v}", "I left {old} for {v}"),
        "past": ("I worked at {v}", "I was at {v}"),
        "inf": ("apply to {v}", "go for the job at {v}", "jump ship to {v}"),
        "third": ("{n} works at {v} now", "{n} got the job at {v}", "{n} has started at {v}"),
        "use": ("Induction day at {v} was mostly fire safety videos, brain is mush.",
                "Still wearing my {v} lanyard, came straight from work.",
                "My new line manager at {v} climbs too apparently, small world.",
                "Payday at {v} is the 28th so I'll pay the hut fee then, promise."),
        "dist": ("{x} are hiring apparently, if anyone's looking.",
                 "Saw on Look North that {x} are cutting jobs, grim.",
                 "My brother-in-law hates working for {x}, moans every Sunday dinner.",
                 "Would anyone actually work for {x}? Their adverts are everywhere."),
    },
    zh={
        "pres": ("我在{v}上班", "我现在在{v}工作"),
        "new": ("我入职{v}了", "我已经去{v}上班了"),
        "switch": ("从{old}辞职了，现在在{v}", "离开了{old}，去了{v}"),
        "past": ("我以前在{v}工作", "之前在{v}实习"),
        "inf": ("去{v}面试", "申请{v}的职位"),
        "third": ("{n}现在在{v}上班", "{n}拿到了{v}的offer，已经入职了"),
        "use": ("{v}的入职培训好无聊，全是消防视频。", "今天在{v}加班到八点，只能明天去爬了。"),
        "dist": ("{x}在招人，有兴趣的可以看看。", "新闻说{x}要裁员了。"),
    },
)  # fmt: skip

PHONE = Slot(
    key="mobile_network",
    multi=False,
    pool=("EE", "Vodafone", "giffgaff", "Tesco Mobile", "Lebara", "Voxi", "Smarty", "O2"),
    zh_pool=None,
    scope_pool=("Vodafone", "EE", "O2"),
    q={
        EN: {"current": "Which mobile network is {n} on now?",
             "historical": "Which mobile network was {n} on before?",
             "as_of": "Which mobile network was {n} on at that time?",
             "planning": "Which network is {n} planning to switch to?"},
        ZH: {"current": "{n}现在用哪家手机运营商？", "historical": "{n}之前用哪家运营商？",
             "as_of": "{n}那时候用哪家运营商？", "planning": "{n}打算换到哪家运营商？"},
    },
    en={
        "pres": ("I'm on {v}", "my phone's with {v}", "I've got a {v} SIM"),
        "new": ("I moved my number to {v}", "I switched to {v}", "I ported over to {v}"),
        "switch": ("I ditched {old} for {v}", "I left {old} and went to {v}"),
        "past": ("I was on {v}", "I had {v}"),
        "inf": ("switch to {v}", "port my number to {v}", "try {v}"),
        "third": ("{n} is on {v} now", "{n} moved to {v} for the phone"),
        "use": ("Text just came through from {v} saying my bill's gone down, result.",
                "No signal on {v} up at High Force, so if I'm quiet on Saturday that's why.",
                "First {v} bill arrived and it's half what I used to pay."),
        "dist": ("{x} have a deal on, 100GB for a tenner, if anyone cares.",
                 "Is {x} any good in the Dales or is it hopeless?",
                 "My mum's on {x} and can't get signal in her own kitchen."),
        "scope": ("{v} on my own phone, but the work phone they gave me is {x}",),
    },
    zh={
        "pres": ("我用的是{v}的卡", "我手机是{v}的"),
        "new": ("我换成{v}了", "把手机号转到{v}了"),
        "switch": ("不用{old}了，换了{v}", "把{old}的合约停了，转到{v}"),
        "past": ("我以前用{v}", "之前是{v}的卡"),
        "inf": ("换{v}", "把号码转到{v}"),
        "third": ("{n}换成{v}了", "{n}现在用{v}的卡"),
        "use": ("{v}在山上完全没信号，周末找不到我别担心。", "收到{v}的账单，比以前便宜一半。"),
        "dist": ("{x}现在有活动，十镑100G。", "听说{x}在湖区信号很差。"),
        "scope": ("自己的手机用{v}，公司给的手机是{x}",),
    },
)  # fmt: skip

CAR = Slot(
    key="car",
    multi=False,
    pool=("Skoda Octavia", "Dacia Duster", "Toyota Yaris", "Kia Niro", "Volvo V70", "Honda Jazz",
          "Fiat Panda", "VW Polo", "Nissan Leaf", "Subaru Forester"),
    zh_pool=None,
    q={
        EN: {"current": "What car does {n} drive now?",
             "historical": "What car did {n} drive before?",
             "as_of": "What car was {n} driving at that time?",
             "planning": "What car is {n} planning to get?"},
        ZH: {"current": "{n}现在开什么车？", "historical": "{n}之前开什么车？",
             "as_of": "{n}那时候开什么车？", "planning": "{n}打算买什么车？"},
    },
    en={
        "pres": ("I drive a {v}", "I've got a {v}", "my car's a {v}"),
        "new": ("I bought a {v}", "I picked up a {v}", "I got myself a {v}"),
        "switch": ("I sold the {old} and got a {v}", "I traded the {old} in for a {v}"),
        "past": ("I had a {v}", "I drove a {v}"),
        "inf": ("buy a {v}", "get a {v}", "lease a {v}"),
        "third": ("{n} has got a {v} now", "{n} is driving a {v}", "{n} bought a {v}"),
        "use": ("I can take four to Kielder on Saturday, the {v} swallows all the pads.",
                "Parked the {v} by the leisure centre, is that ok for tonight?",
                "Boot of the {v} already smells of wet rope, lovely.",
                "The {v} did the Hartside climb in fourth without complaining, impressed."),
        "dist": ("A {x} nearly took me out on the A167 this morning.",
                 "Top Gear reckon the {x} is the best value car this year, whatever that means.",
                 "If I won the lottery I'd get a {x} and drive straight to Skye.",
                 "Whose is the {x} blocking the gate? Not mine."),
        "we": ("we got a {v} as the family car", "we traded up to a {v}"),
    },
    zh={
        "pres": ("我开的是{v}", "我有一辆{v}"),
        "new": ("我买了一辆{v}", "提了辆{v}"),
        "switch": ("把{old}卖了，换了辆{v}", "{old}卖掉了，现在开{v}"),
        "past": ("以前开{v}", "之前有辆{v}"),
        "inf": ("买一辆{v}", "换一辆{v}"),
        "third": ("{n}买了辆{v}", "{n}现在开{v}"),
        "use": ("周六去Kielder我可以带四个人，{v}后备箱放得下抱石垫。",
                "{v}停在休闲中心旁边了，可以吗？"),
        "dist": ("在A167上差点被一辆{x}撞了。", "要是中彩票我就买辆{x}开去苏格兰。"),
    },
)  # fmt: skip

SHOES = Slot(
    key="climbing_shoes",
    multi=False,
    pool=("Scarpa Instinct", "La Sportiva Solution", "Five Ten Hiangle", "Evolv Shaman",
          "Tenaya Oasi", "Red Chili Voltage", "Ocun Ozone", "Boreal Joker", "Unparallel Flagship"),
    zh_pool=None,
    scope_pool=("La Sportiva TC Pro", "Scarpa Vapor", "Five Ten Anasazi"),
    q={
        EN: {"current": "Which climbing shoes does {n} climb in now?",
             "historical": "Which climbing shoes did {n} use before?",
             "as_of": "Which climbing shoes was {n} using at that time?",
             "planning": "Which climbing shoes is {n} planning to buy?"},
        ZH: {"current": "{n}现在穿什么攀岩鞋？", "historical": "{n}之前穿什么攀岩鞋？",
             "as_of": "{n}那时候穿什么攀岩鞋？", "planning": "{n}打算买什么攀岩鞋？"},
    },
    en={
        "pres": ("I climb in {v}", "my shoes are {v}", "I'm in {v} at the moment"),
        "new": ("I got new shoes, {v}", "I bought a pair of {v}", "I moved over to {v}"),
        "switch": ("I retired the {old} and got {v}", "I binned my {old}, I'm in {v} now"),
        "past": ("I climbed in {v}", "I wore {v}"),
        "inf": ("get a pair of {v}", "try {v}", "order some {v}"),
        "third": ("{n} is climbing in {v} now", "{n} got {v}"),
        "use": ("Toe hooks are so much easier in the {v}, finally sent the pink one in the cave.",
                "Broke in the {v} on the slab wall tonight, feet are wrecked.",
                "Left my {v} in the changing room, can someone grab them before the cleaners?"),
        "dist": ("The shop in Keswick has {x} half price this week.",
                 "Route setters all wear {x}, it's basically a uniform.",
                 "{x} would never fit my weird feet, tried them on once and cried."),
        "scope": ("{v} for bouldering, but I still wear my old {x} on long routes outside",),
    },
    zh={
        "pres": ("我穿{v}爬", "我的鞋是{v}"),
        "new": ("买了新鞋，{v}", "换了双{v}"),
        "switch": ("{old}退役了，现在穿{v}", "把{old}扔了，换成{v}"),
        "past": ("以前穿{v}", "之前一直穿{v}"),
        "inf": ("买双{v}", "试试{v}"),
        "third": ("{n}现在穿{v}", "{n}买了双{v}"),
        "use": ("穿{v}勾脚容易多了，终于把洞里那条粉色线爬完了。",
                "今晚在slab墙磨合{v}，脚好疼。"),
        "dist": ("Keswick那家店{x}打五折。", "定线员好像都穿{x}，跟制服一样。"),
        "scope": ("抱石穿{v}，户外长线还是穿旧的{x}",),
    },
)  # fmt: skip

BANK = Slot(
    key="bank",
    multi=False,
    pool=("Monzo", "Starling", "Nationwide", "Barclays", "Cumberland Building Society", "Lloyds",
          "Metro Bank", "Wearmouth Mutual", "HSBC"),
    zh_pool=None,
    q={
        EN: {"current": "Which bank does {n} use now?",
             "historical": "Which bank did {n} use before?",
             "as_of": "Which bank was {n} with at that time?",
             "planning": "Which bank is {n} planning to switch to?"},
        ZH: {"current": "{n}现在用哪家银行？", "historical": "{n}之前用哪家银行？",
             "as_of": "{n}那时候用哪家银行？", "planning": "{n}打算换到哪家银行？"},
    },
    en={
        "pres": ("I bank with {v}", "my account's with {v}", "I'm with {v} for banking"),
        "new": ("I moved my account to {v}", "I switched banks to {v}",
                "I opened an account with {v} and moved everything over"),
        "switch": ("I closed my {old} account and went to {v}", "I left {old} for {v}"),
        "past": ("I banked with {v}", "I was with {v}"),
        "inf": ("switch to {v}", "move my account to {v}"),
        "third": ("{n} banks with {v} now", "{n} moved all their money to {v}"),
        "use": ("I'll send the hut money from {v} tonight, their app is quicker.",
                "Got a notification from {v} that the club sub went out, so I'm paid up.",
                "The {v} card got declined at the cafe in Middleton, anyone else had that?"),
        "dist": ("{x} have a £200 switching bonus on at the moment.",
                 "Was {x} down this morning or just me? Half the office couldn't pay for lunch.",
                 "Don't get me started on {x}, my dad's been on hold for an hour."),
        "we": ("we moved our joint account to {v}", "we switched the household account to {v}"),
    },
    zh={
        "pres": ("我用{v}的卡", "我的账户在{v}"),
        "new": ("把账户转到{v}了", "开了个{v}账户，钱都转过去了"),
        "switch": ("关了{old}的账户，换成{v}", "不用{old}了，改用{v}"),
        "past": ("以前用{v}", "之前的账户在{v}"),
        "inf": ("换成{v}", "去{v}开户"),
        "third": ("{n}现在用{v}", "{n}把账户换到{v}了"),
        "use": ("小屋的钱晚上用{v}转给你，它的app快。", "{v}提醒我俱乐部会费已经扣了。"),
        "dist": ("{x}现在开户送两百镑。", "{x}今天早上是不是挂了？"),
    },
)  # fmt: skip

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    pool=("Octopus Energy", "Ovo", "E.ON Next", "British Gas", "EDF", "So Energy", "Bede Power"),
    zh_pool=None,
    q={
        EN: {"current": "Which energy supplier is {n} with now?",
             "historical": "Which energy supplier was {n} with before?",
             "as_of": "Which energy supplier was {n} with at that time?",
             "planning": "Which energy supplier is {n} planning to switch to?"},
        ZH: {"current": "{n}现在用哪家能源公司？", "historical": "{n}之前用哪家能源公司？",
             "as_of": "{n}那时候用哪家能源公司？", "planning": "{n}打算换哪家能源公司？"},
    },
    en={
        "pres": ("our gas and electric is with {v}", "I'm with {v} for energy"),
        "new": ("I switched the energy over to {v}", "I moved the gas and electric to {v}"),
        "switch": ("I left {old} for {v}", "I gave up on {old} and went with {v}"),
        "past": ("I was with {v}", "the energy was with {v}"),
        "inf": ("switch to {v}", "go with {v}"),
        "third": ("{n} is with {v} now", "{n} switched the energy to {v}"),
        "use": ("{v} are sending someone to fit a smart meter, so I'm stuck in till noon.",
                "First bill from {v} and it's actually lower, wonders never cease.",
                "The {v} app says I used more electric drying ropes than cooking this month."),
        "dist": ("That {x} advert is on again, the jingle is in my head forever.",
                 "Heard {x} got fined for something, not surprised.",
                 "Would {x} be any cheaper? Asking for my nan."),
        "we": ("we switched to {v} for gas and electric", "we moved the energy to {v}"),
    },
    zh={
        "pres": ("家里电和燃气是{v}的", "我们用{v}"),
        "new": ("能源换成{v}了", "电和燃气都转到{v}了"),
        "switch": ("不用{old}了，换成{v}", "从{old}换到了{v}"),
        "past": ("以前用{v}", "之前是{v}"),
        "inf": ("换成{v}", "转到{v}"),
        "third": ("{n}家换成{v}了",),
        "use": ("{v}明天上午来装智能电表，我得在家等。", "{v}第一张账单居然便宜了。"),
        "dist": ("{x}的广告又来了，好洗脑。", "听说{x}被罚款了。"),
        "we": ("我们家换成{v}了",),
    },
)  # fmt: skip

STREAM = Slot(
    key="streaming",
    multi=False,
    pool=("Netflix", "Disney+", "BritBox", "Apple TV+", "Paramount+", "Prime Video", "Mubi"),
    zh_pool=("Netflix", "iQIYI", "Bilibili", "Disney+", "Youku", "Tencent Video"),
    q={
        EN: {"current": "Which streaming service does {n} use now?",
             "historical": "Which streaming service did {n} use before?",
             "as_of": "Which streaming service was {n} using at that time?",
             "planning": "Which streaming service is {n} planning to get?"},
        ZH: {"current": "{n}现在用哪个视频平台？", "historical": "{n}之前用哪个视频平台？",
             "as_of": "{n}那时候用哪个视频平台？", "planning": "{n}打算开哪个视频平台的会员？"},
    },
    en={
        "pres": ("I've got {v}", "I only pay for {v}", "I watch everything on {v}"),
        "new": ("I signed up to {v}", "I cancelled everything and got {v}"),
        "switch": ("I cancelled {old} and got {v}", "I dropped {old} for {v}"),
        "past": ("I had {v}", "I paid for {v}"),
        "inf": ("sign up to {v}", "get {v}"),
        "third": ("{n} has {v} now", "{n} signed up to {v}"),
        "use": ("Watched the Free Solo thing on {v} last night, palms sweating the whole time.",
                "Anyone want my {v} login for the hut weekend? Wifi permitting.",
                "Fell asleep halfway through a {v} documentary about glaciers, very relaxing."),
        "dist": ("Apparently {x} are putting their prices up again.",
                 "Is that new climbing doc on {x}? Don't have it.",
                 "My flatmate keeps hogging the telly with {x}, send help."),
        "we": ("we cancelled the rest and got {v}", "we've gone over to {v} as a family"),
    },
    zh={
        "pres": ("我订的是{v}", "我平时用{v}看剧"),
        "new": ("开了{v}会员", "订了{v}"),
        "switch": ("把{old}退订了，换了{v}", "不续{old}了，改订{v}"),
        "past": ("以前用{v}", "之前订{v}"),
        "inf": ("开{v}会员", "订{v}"),
        "third": ("{n}开了{v}会员", "{n}现在用{v}看剧"),
        "use": ("昨晚在{v}上看了Free Solo，手心全是汗。", "小屋周末谁要用我的{v}账号？"),
        "dist": ("听说{x}又涨价了。", "那部攀岩纪录片是在{x}上吗？"),
    },
)  # fmt: skip

DIET = Slot(
    key="diet",
    multi=False,
    pool=("vegetarian", "vegan", "pescatarian", "flexitarian", "keto"),
    zh_pool=None,
    q={
        EN: {"current": "What diet is {n} following now?",
             "historical": "What diet did {n} follow before?",
             "as_of": "What diet was {n} following at that time?",
             "planning": "What diet is {n} planning to try?"},
        ZH: {"current": "{n}现在是什么饮食习惯？", "historical": "{n}之前是什么饮食习惯？",
             "as_of": "{n}那时候是什么饮食习惯？", "planning": "{n}打算尝试什么饮食？"},
    },
    en={
        "pres": ("I'm {v}", "I eat {v}", "I'm strictly {v}"),
        "new": ("I went {v}", "I turned {v}", "I decided to go {v}"),
        "switch": ("I stopped being {old} and went {v}", "I dropped {old} and I'm {v} now"),
        "past": ("I was {v}", "I ate {v}"),
        "inf": ("go {v}", "try being {v}"),
        "third": ("{n} is {v} now", "{n} has gone {v}"),
        "use": ("Can the hut menu have a {v} option please, that's me now.",
                "Bringing my own {v} stuff to the barbecue, don't let Callum near it.",
                "Turns out {v} flapjack is a decent summit snack, who knew."),
        "dist": ("The cafe in Ingleton does a great {x} breakfast, worth the detour.",
                 "My sister's gone {x}, Christmas dinner is going to be a negotiation.",
                 "Saw a documentary saying {x} is bad for climbers, probably nonsense."),
    },
    zh={
        "pres": ("我是{v}", "我现在吃{v}"),
        "new": ("我开始吃{v}了", "决定改成{v}了"),
        "switch": ("不吃{old}了，改成{v}", "从{old}改成{v}了"),
        "past": ("以前是{v}", "之前一直{v}"),
        "inf": ("试试{v}", "改成{v}"),
        "third": ("{n}现在是{v}", "{n}改成{v}了"),
        "use": ("小屋周末能不能准备{v}的菜？我现在只吃这个。", "烧烤我自己带{v}的东西。"),
        "dist": ("Ingleton那家咖啡馆的{x}早餐很好吃。", "我表姐改成{x}了，过年吃饭好麻烦。"),
    },
)  # fmt: skip

PETS = Slot(
    key="pets",
    multi=True,
    pool=("whippet", "border collie", "lurcher", "rabbit", "tortoise", "corn snake", "budgie",
          "guinea pig", "spaniel"),
    zh_pool=("柯基", "布偶猫", "仓鼠", "金毛", "橘猫", "鹦鹉"),
    q={
        EN: {"coexisting": "Which pets does {n} have now?",
             "current": "Which pet does {n} have now?",
             "as_of": "Which pets did {n} have at that time?",
             "planning": "What pet is {n} thinking of getting?"},
        ZH: {"coexisting": "{n}现在养了什么宠物？", "current": "{n}现在养什么宠物？", "as_of": "{n}那时候养了什么宠物？",
             "planning": "{n}打算养什么宠物？"},
    },
    en={
        "pres": ("I've got a {v}", "I have a {v} at home", "I share my flat with a {v}"),
        "new": ("we got a {v} to keep the {old} company", "I added a {v} to the household, "
                "the {old} is not impressed", "I adopted a {v} as well as the {old}"),
        "inf": ("get a {v}", "adopt a {v}"),
        "third": ("{n} has a {v} as well now", "{n} got a {v} alongside the {old}"),
        "use": ("Out walking the {old} and the new {v} before the session, total chaos.",
                "Vet bill for the {v} this week, so I'm skint till Friday, and the {old} "
                "needs jabs next month too."),
        "dist": ("Someone's {x} was tied up outside the wall all evening, poor thing.",
                 "There's a {x} for rehoming at the shelter in Consett, if anyone's tempted.",
                 "A {x} chased me halfway up Cross Fell, not even joking."),
    },
    zh={
        "pres": ("我养了一只{v}", "我家有只{v}"),
        "new": ("又养了一只{v}，跟{old}作伴", "家里多了一只{v}，{old}有点吃醋"),
        "inf": ("养一只{v}", "领养一只{v}"),
        "third": ("{n}又养了一只{v}", "{n}家除了{old}还有一只{v}了"),
        "use": ("早上遛{old}，晚上还要照顾新来的{v}，累死了。",),
        "dist": ("岩馆门口有人拴了一只{x}，等了一晚上。", "Consett收容所有只{x}在找领养。"),
    },
)  # fmt: skip

INSTRUMENT = Slot(
    key="instruments",
    multi=True,
    pool=("ukulele", "fiddle", "banjo", "cello", "Northumbrian pipes", "accordion", "piano",
          "bodhrán"),
    zh_pool=("二胡", "古筝", "吉他", "钢琴", "笛子"),
    q={
        EN: {"coexisting": "Which instruments does {n} play now?",
             "current": "Which instrument does {n} play now?",
             "as_of": "Which instruments did {n} play at that time?",
             "planning": "Which instrument is {n} thinking of learning?"},
        ZH: {"coexisting": "{n}现在会弹/拉什么乐器？", "current": "{n}现在玩什么乐器？", "as_of": "{n}那时候会什么乐器？",
             "planning": "{n}打算学什么乐器？"},
    },
    en={
        "pres": ("I play the {v}", "I'm in a folk session on the {v}", "I strum the {v}"),
        "new": ("I started learning the {v} as well as the {old}",
                "I took up the {v} too, still playing the {old}"),
        "inf": ("learn the {v}", "take up the {v}"),
        "third": ("{n} plays the {v} as well now", "{n} has taken up the {v} on top of the {old}"),
        "use": ("Practised the {v} for an hour and then the {old} for another, neighbours love me.",
                "Fingers are shredded from {v} practice, crimps tonight will hurt."),
        "dist": ("There's a {x} player busking on Elvet Bridge who is genuinely brilliant.",
                 "Anyone want a {x}? My uncle is clearing out his loft.",
                 "Imagine bringing a {x} to the hut, we'd never sleep."),
    },
    zh={
        "pres": ("我会{v}", "我平时练{v}"),
        "new": ("开始学{v}了，{old}也还在练", "除了{old}，我又学了{v}"),
        "inf": ("学{v}", "报个{v}班"),
        "third": ("{n}除了{old}又开始学{v}了",),
        "use": ("练了一小时{v}又练了一小时{old}，邻居肯定烦死我了。",),
        "dist": ("Elvet桥上有个弹{x}的街头艺人，超厉害。", "谁要{x}？我室友要送人。"),
    },
)  # fmt: skip

LANGS = Slot(
    key="languages_learning",
    multi=True,
    pool=("Mandarin", "Welsh", "Spanish", "Japanese", "German", "Norwegian", "Gaelic"),
    zh_pool=("日语", "西班牙语", "德语", "法语", "韩语"),
    q={
        EN: {"coexisting": "Which languages is {n} learning now?",
             "current": "Which language is {n} learning now?",
             "as_of": "Which languages was {n} learning at that time?",
             "planning": "Which language is {n} thinking of learning?"},
        ZH: {"coexisting": "{n}现在在学哪些语言？", "current": "{n}现在在学什么语言？", "as_of": "{n}那时候在学什么语言？",
             "planning": "{n}打算学什么语言？"},
    },
    en={
        "pres": ("I'm learning {v}", "I do {v} on Duolingo every night", "I'm doing a {v} class"),
        "new": ("I started {v} as well, still keeping up the {old}",
                "I signed up for {v} evening classes on top of {old}"),
        "inf": ("learn {v}", "pick up some {v}"),
        "third": ("{n} is learning {v} as well now", "{n} started {v} classes alongside {old}"),
        "use": ("My {v} homework is due Thursday and my {old} streak is at 200 days, send help.",
                "Tried ordering in {v} at the takeaway, got a very confused look."),
        "dist": ("Apparently {x} is the hardest language for English speakers.",
                 "The library has free {x} conversation evenings on Tuesdays.",
                 "Imagine trying to learn {x} at our age, mad."),
    },
    zh={
        "pres": ("我在学{v}", "我每天在Duolingo上练{v}"),
        "new": ("开始学{v}了，{old}也没停", "报了{v}夜校，{old}还在继续"),
        "inf": ("学{v}", "报个{v}班"),
        "third": ("{n}除了{old}又开始学{v}了",),
        "use": ("{v}作业周四要交，{old}打卡也不能断，好累。",),
        "dist": ("听说{x}是最难学的语言。", "图书馆周二有免费的{x}角。"),
    },
)  # fmt: skip

SINGLE_SLOTS = (HOME, JOB, PHONE, CAR, SHOES, BANK, ENERGY, STREAM, DIET)
MULTI_SLOTS = (PETS, INSTRUMENT, LANGS)

# ---------------------------------------------------------------------------------------------
# Sentence frames around the fragments.  Capitalised placeholders ({New}) take the fragment
# with its first letter upper-cased.
# ---------------------------------------------------------------------------------------------

FRAMES: dict[str, dict[str, tuple[str, ...]]] = {
    EN: {
        "init": (
            "{Pres}, for anyone who asked.",
            "{Pres}.",
            "Yeah, {pres}, have done for ages.",
            "For the new folk: {pres}.",
            "{Pres}, since someone asked.",
        ),
        "explicit": (
            "{New}.",
            "Quick update from me: {new}.",
            "So, news: {new}!",
            "{New}, about time really.",
            "Life admin finally done, {new}.",
        ),
        "switch": ("{Switch}.", "Finally did it, {switch}.", "Big week: {switch}."),
        "late": (
            "Forgot to mention, {new} back in {month}.",
            "Oh, I never said: {new} a few weeks ago, in {month}.",
            "Meant to tell you lot ages ago, {new} in {month}.",
        ),
        "third": (
            "{Third}, did everyone know?",
            "Heard at the wall tonight that {third}.",
            "Just so nobody's confused, {third}.",
            "Guess what, {third}!",
        ),
        "pron_a": (
            "Bumped into {n} at the market on Saturday.",
            "{n} turned up at the Tuesday session, first time in ages.",
            "Had a coffee with {n} after the walk.",
        ),
        "pron_b": (
            "{Third}, sounds like it's going well.",
            "Apparently {third}.",
            "{Third}, so {p} was in a very good mood.",
        ),
        "self": (
            "{Third}. Yes, {n} is talking about {n} in the third person, long week.",
            "Announcement: {third}. {n} is very pleased about this.",
            "Update from the {n} household: {third}.",
        ),
        "we": ("{We}.", "Household news: {we}.", "Me and the other half finally sorted it, {we}."),
        "ask": (
            "{n}, still {old}?",
            "Is it still {old} with you, {n}?",
            "{n}, still {old} or did that change?",
        ),
        "neg": (
            "No, not {old} any more! {New}.",
            "Not {old} these days, no. {New}.",
            "Nope, it's not {old} now. {New}.",
        ),
        "fix": (
            "Sorry, I meant {v}, not {wrong}! Brain or autocorrect, not sure which.",
            "Wait, typo: {v}, not {wrong}.",
            "Correction: {v}. Not {wrong}. Tired.",
        ),
        "long": ("{opener} Anyway, {new}, {closer}", "{opener} Oh and {new}, {closer}"),
        "scope": ("{Scope}.", "For the record, {scope}.", "To be precise, {scope}."),
        "plan": (
            "Thinking about whether to {inf}.",
            "I might {inf} this year, we'll see.",
            "Seriously considering whether to {inf}.",
            "Tempted to {inf}, watch this space.",
        ),
        "drop": (
            "Decided not to {inf} after all.",
            "Scrapped the idea to {inf}, not worth it.",
            "Forget what I said about wanting to {inf}, not happening.",
        ),
        "muse": (
            "Half tempted to {inf}, not that I ever will.",
            "Sometimes I think I should {inf}. Then I have a biscuit and it passes.",
        ),
        "pending": (
            "Planning to {inf} in the new year.",
            "Next step: {inf}. Already looking at the options.",
            "I've decided I'm going to {inf}, just need to sort the details.",
        ),
        "again": ("{Pres} still, nothing's changed there.", "Still the same: {pres}."),
        "oldmem": (
            "{Past} for a while, different life.",
            "Funny to think {past} not that long ago.",
            "Ha, {past} once, never again.",
        ),
    },
    ZH: {
        "init": ("{pres}。", "{pres}，有人问过。", "新来的朋友：{pres}。"),
        "explicit": ("{new}。", "跟大家说一下，{new}。", "好消息，{new}！"),
        "switch": ("{switch}。", "终于{switch}。"),
        "late": ("忘了说，{month}的时候{new}。", "之前忘了告诉大家：{new}，是{month}的事。"),
        "third": ("听说{third}。", "你们知道吗，{third}。"),
        "pron_a": ("周六在市场碰到{n}了。", "{n}今天来岩馆了，好久没见。"),
        "pron_b": ("{third}。", "听{p}说{third}，挺好的。"),
        "self": ("宣布一下：{third}。{n}很开心！", "{n}的近况：{third}。"),
        "we": ("{we}。", "家里的消息：{we}。"),
        "ask": ("{n}，还是{old}吗？", "{n}你还是{old}吧？"),
        "neg": ("不是{old}了，{new}。", "早就不是{old}了，{new}。"),
        "fix": ("打错了，是{v}，不是{wrong}。", "说错了，是{v}。不是{wrong}。"),
        "long": ("{opener}对了，{new}，{closer}",),
        "scope": ("{scope}。", "说清楚一点：{scope}。"),
        "plan": ("在考虑{inf}。", "今年可能会{inf}。", "有点想{inf}。"),
        "drop": ("想了想还是不{inf}了。", "{inf}的计划取消了。"),
        "muse": ("有时候想{inf}，想想而已。",),
        "pending": ("打算明年{inf}。", "下一步准备{inf}，正在看。"),
        "again": ("{pres}，一直没变。", "现在还是老样子，{pres}。"),
        "oldmem": ("{past}，感觉好久以前的事了。", "想起来{past}的时候，哈哈。"),
    },
}

OPENERS = {
    EN: (
        "Wet one on Cross Fell today, couldn't see a thing and my map turned to mush.",
        "Right, the kids have finally gone to bed and I've found the biscuits.",
        "Great session tonight, the new blues on the overhang are savage.",
        "Sorry I've been quiet, marking season has eaten my soul.",
        "Lovely walk along the Wear this morning, heron on every bend.",
    ),
    ZH: (
        "今天Cross Fell雾好大，什么都看不见。",
        "终于交了论文初稿，累死了。",
        "今晚的新线好难，悬岩那几条蓝色的根本上不去。",
    ),
}
CLOSERS = {
    EN: (
        "and then we had chips in Alston, which made up for everything.",
        "now who's in for Thursday?",
        "which is more admin than I wanted this month.",
        "so that's my news, back to the hangboard.",
    ),
    ZH: ("然后去中国超市买了一堆零食。", "周四谁去岩馆？", "这个月事情好多。"),
}
MONTHS_ZH = ("一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月",
             "十一月", "十二月")  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Everyday chat with no state news.
# ---------------------------------------------------------------------------------------------

FELLS = (
    "Cross Fell",
    "High Cup Nick",
    "Roseberry Topping",
    "Great Dun Fell",
    "Helvellyn",
    "Cauldron Snout",
    "Mickle Fell",
    "the Cheviot",
    "Blencathra",
    "Pen-y-ghent",
)
CRAGS = (
    "Bowden Doors",
    "Kyloe",
    "Almscliff",
    "the Wainstones",
    "Shepherd's Crag",
    "Crag Lough",
    "Ravensheugh",
)
GRADES = ("V3", "V4", "V5", "6a+", "6b", "6c+", "7a", "HVS", "E1")
COLOURS = ("pink", "yellow", "purple", "black", "white", "orange", "green")
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

FILLER_EN = (
    "Anyone up for {fell} on {day}? Forecast looks half decent.",
    "The {colour} {grade} on the left wall is a sandbag, I'm calling it.",
    "Set three new problems in the cave this morning, go easy on the {colour} one, it's a bit spicy.",
    "Who left a chalk bag in the lost property? It's {colour} and smells of regret.",
    "Boots still wet from {fell}, my hallway smells like a bog.",
    "Lift share to {crag} on {day}: I've got two spaces.",
    "Kids' session was mayhem today, one of them flashed the {colour} {grade} though, legend.",
    "Is the wall open on bank holiday {day}?",
    "Exam on {day}, so no climbing for me this week, send thoughts.",
    "Topped out {fell} in a hailstorm, in June, classic.",
    "Finally did my project, the {colour} {grade}, after six weeks of falling off the last move.",
    "Reminder: hut fees for the Langdale weekend are due by {day}.",
    "Who's got the club rope? The 60 metre one, not the fluffy one.",
    "Does anyone have a spare head torch? Mine died at the top of {fell}.",
    "Took my nephew bouldering, he's six and already better at heel hooks than me.",
    "Tea and flapjack at the cafe after, who's in?",
    "My forearms have not recovered from {day}, the new circuit is brutal.",
    "Midges at {crag} were biblical, never again in August.",
    "Congrats to everyone who did the Three Peaks, mad people.",
    "First aid course is on {day} evening, bring a pen.",
    "Anyone seen the forecast for {fell}? Looks like sideways rain again.",
    "Cathedral bells were going mad this morning, couldn't hear myself think.",
    "Loved the slideshow from the Skye trip, that ridge looks terrifying.",
    "Kit swap on {day}, bring your old harnesses and dodgy quickdraws.",
    "Just booked the minibus for {crag}, fingers crossed it's dry.",
    "Finger's taped up after the {colour} crimp problem, totally worth it.",
    "The wall is so busy on {day}s now, students everywhere.",
    "Went the wrong way off {fell} and ended up in the wrong valley, long walk back.",
    "Thanks for the 饺子 last night, best thing I've eaten all month.",
    "Xièxie for the lift everyone, 加油 for the comp on {day}!",
    "Someone taught me 慢慢来 and it's now my motto on slab.",
    "Fixed the leaky tap in the hut, I am basically a plumber now.",
    "Lost a glove on {fell}, if you find a lonely left one it's mine.",
    "Setting meeting moved to {day}, sorry for the faff.",
    "Anyone fancy a night walk up to Maiden Castle on {day}?",
)  # fmt: skip
FILLER_ZH = (
    "{day}有人去{crag}吗？天气好像还行。",
    "那条{colour}的{grade}好难，我试了二十次。",
    "今天在图书馆待了一整天，腰好疼。",
    "{fell}上风太大了，差点被吹跑。",
    "谁有多余的头灯？我的坏了。",
    "周末有人一起包饺子吗？我买了好多面粉。",
    "导师说下周要看数据，这周没法去爬了。",
    "今晚岩馆人好多，全是本科生。",
    "终于爬完了那条{grade}，开心！",
    "下雨天只能在宿舍练指力板了。",
    "有人知道Langdale小屋的费用什么时候交吗？",
    "刚从{fell}下来，腿已经不是我的了。",
    "谢谢大家上次带我去{crag}，风景太美了。",
    "英国的天气真是一天四季。",
    "这周的setting新线很有意思，大家去试试。",
)  # fmt: skip
ZH_COLOURS = {"pink": "粉色", "yellow": "黄色", "purple": "紫色", "black": "黑色",
              "white": "白色", "orange": "橙色", "green": "绿色"}  # fmt: skip
ZH_DAYS = dict(zip(DAYS, ("周一", "周二", "周三", "周四", "周五", "周六", "周日"), strict=True))
REPLIES = {
    EN: (
        "Ha, brilliant.",
        "Nice one!",
        "Count me in.",
        "Ugh, same.",
        "Sounds grim, well done.",
        "I'm in if it's dry.",
        "Can't, working, have fun though.",
        "Legend.",
        "Oof.",
        "Photos or it didn't happen.",
        "Good luck!",
        "Haha classic.",
    ),
    ZH: ("哈哈哈", "加油！", "我也去！", "好厉害", "辛苦了", "算我一个", "太惨了哈哈"),
}

# ---------------------------------------------------------------------------------------------
# The generator.
# ---------------------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    pron: str
    role: str
    zh: bool

    @property
    def lang(self) -> str:
        return ZH if self.zh else EN


@dataclass
class Track:
    """One person's slot: the values it held (value, actual start day, day it became known)."""

    held: list[tuple[str, int, int]] = field(default_factory=list)
    abandoned: list[str] = field(default_factory=list)
    mentioned: list[str] = field(default_factory=list)
    pending: str | None = None


def _fill(template: str, **kw: str) -> str:
    """Format a template; {Key} takes the value of key with its first letter upper-cased."""
    args: dict[str, str] = {}
    for k, v in kw.items():
        args[k] = v
        args[k[:1].upper() + k[1:]] = v[:1].upper() + v[1:] if v else v
    return template.format_map(args)


class Builder:
    """Collects the episodes and probes of one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 17)
        self.episodes: list[dict[str, Any]] = []
        self.probes: list[dict[str, Any]] = []
        self.sessions = 0
        self.people: list[Person] = []
        self.assigned: dict[str, list[str]] = {}

    # -- low-level helpers ------------------------------------------------------------------

    def pick(self, options: tuple[str, ...] | list[str]) -> str:
        return self.rng.choice(options)

    def frag(self, slot: Slot, lang: str, key: str, **kw: str) -> str:
        table = slot.zh if lang == ZH else slot.en
        return _fill(self.pick(table[key]), **kw)

    def frame(self, lang: str, key: str, **kw: str) -> str:
        return _fill(self.pick(FRAMES[lang][key]), **kw)

    def others(self, p: Person) -> list[Person]:
        return [q for q in self.people if q.name != p.name]

    def month(self, day: int, lang: str) -> str:
        d = START_DT + timedelta(days=day)
        return MONTHS_ZH[d.month - 1] if lang == ZH else d.strftime("%B")

    def emit(self, day: int, lines: list[tuple[Person, str]], chat: bool = True) -> None:
        """One conversation on `day`: the lines in order, sometimes with chat around them."""
        day = max(0, min(LAST_DAY, day))
        self.sessions += 1
        session = f"ao-{day:03d}-{self.sessions}"
        lines = list(lines)
        if chat and self.rng.random() < 0.3:
            q = self.pick(self.people)
            lines.insert(0, (q, self.filler_text(q)))
        if chat and self.rng.random() < 0.35:
            q = self.pick(self.others(lines[-1][0]))
            lines.append((q, self.pick(REPLIES[q.lang])))
        minute = self.rng.randint(7 * 60, 21 * 60)
        for who, text in lines:
            self.episodes.append(
                {
                    "day": day,
                    "minute": minute,
                    "speaker": who.name,
                    "text": text,
                    "session": session,
                    "language": who.lang,
                }
            )
            minute = min(1439, minute + self.rng.randint(1, 12))

    def filler_text(self, p: Person) -> str:
        rng = self.rng
        colour, day = rng.choice(COLOURS), rng.choice(DAYS)
        kw = {"fell": rng.choice(FELLS), "crag": rng.choice(CRAGS), "grade": rng.choice(GRADES)}
        if p.zh and rng.random() < 0.85:
            kw |= {"colour": ZH_COLOURS[colour], "day": ZH_DAYS[day]}
            return _fill(rng.choice(FILLER_ZH), **kw)
        return _fill(rng.choice(FILLER_EN), colour=colour, day=day, **kw)

    # -- people ----------------------------------------------------------------------------

    def cast(self) -> None:
        rng = self.rng
        n_zh = rng.choice((2, 3, 3))
        n_en = rng.randint(9, 10)
        en = rng.sample(PEOPLE_EN, n_en)
        zh = rng.sample(PEOPLE_ZH, n_zh)
        self.people = [Person(n, pr, r, False) for n, pr, r in en]
        self.people += [Person(n, pr, r, True) for n, pr, r in zh]
        rng.shuffle(self.people)

    # -- a change, in one of many situations ------------------------------------------------

    def say_change(
        self,
        p: Person,
        slot: Slot,
        tr: Track,
        v: str,
        old: str,
        day: int,
        pool: list[str],
        next_day: int,
    ) -> None:
        """Emit the change of `p`'s slot from `old` to `v`, which happened on `day`."""
        rng, lang = self.rng, p.lang
        kinds = ["explicit", "explicit", "late", "third", "pron", "self", "long", "use"]
        if not slot.multi:
            kinds += ["switch", "neg", "fix"]
        if "we" in (slot.zh if p.zh else slot.en):
            kinds.append("we")
        kind = rng.choice(kinds)
        said = day
        if kind == "late":
            said = day + rng.randint(21, 45)
            if said >= min(LAST_DAY, next_day - 6):
                kind, said = "explicit", day
        if kind == "fix" and not pool:
            kind = "explicit"
        tr.held.append((v, day, said))
        new = self.frag(slot, lang, "new", v=v, old=old)
        others = self.others(p)
        if p.zh and slot.zh_pool and any(q.zh for q in others):
            others = [q for q in others if q.zh]  # reported about in the values' language
        other = self.pick(others)
        if kind == "explicit":
            self.emit(day, [(p, self.frame(lang, "explicit", new=new))])
        elif kind == "switch":
            sw = self.frag(slot, lang, "switch", v=v, old=old)
            self.emit(day, [(p, self.frame(lang, "switch", switch=sw))])
        elif kind == "late":
            text = self.frame(lang, "late", new=new, month=self.month(day, lang))
            self.emit(said, [(p, text)])
        elif kind in ("third", "pron"):
            third = self.frag(slot, other.lang, "third", n=p.name, v=v, old=old)
            if kind == "third":
                self.emit(day, [(other, self.frame(other.lang, "third", third=third))])
            else:
                pr = ZH_PRON[p.pron] if other.zh else p.pron
                third_p = self.frag(slot, other.lang, "third", n=pr, v=v, old=old)
                a = self.frame(other.lang, "pron_a", n=p.name)
                b = self.frame(other.lang, "pron_b", third=third_p, p=pr)
                self.emit(day, [(other, a), (other, b)], chat=False)
        elif kind == "self":
            third = self.frag(slot, lang, "third", n=p.name, v=v, old=old)
            self.emit(day, [(p, self.frame(lang, "self", third=third, n=p.name))])
        elif kind == "we":
            we = self.frag(slot, lang, "we", v=v, old=old)
            self.emit(day, [(p, self.frame(lang, "we", we=we))])
        elif kind == "neg":
            ask = self.frame(other.lang, "ask", n=p.name, old=old)
            self.emit(day, [(other, ask), (p, self.frame(lang, "neg", old=old, new=new))])
        elif kind == "fix":
            wrong = pool.pop()
            tr.abandoned.append(wrong)
            bad = self.frag(slot, lang, "new", v=wrong, old=old)
            fix = self.frame(lang, "fix", v=v, wrong=wrong)
            self.emit(day, [(p, self.frame(lang, "explicit", new=bad)), (p, fix)], chat=False)
        elif kind == "long":
            text = self.frame(lang, "long", new=new, opener=self.pick(OPENERS[lang]),
                              closer=self.pick(CLOSERS[lang]))  # fmt: skip
            self.emit(day, [(p, text)])
        else:  # use: the new value only named in passing
            self.emit(day, [(p, self.frag(slot, lang, "use", v=v, old=old))])

    # -- one person's slot: its timeline, plans, distractors and probes ------------------------

    def values_pool(self, p: Person, slot: Slot) -> list[str]:
        pool = list(slot.zh_pool if p.zh and slot.zh_pool else slot.pool)
        self.rng.shuffle(pool)
        return pool

    def side_lines(self, p: Person, slot: Slot, tr: Track, pool: list[str], lo: int) -> None:
        """Dropped plans, idle musings, a pending plan and distractors for one slot."""
        rng, lang = self.rng, p.lang
        if pool and rng.random() < 0.35:  # a plan that is dropped later
            x = pool.pop()
            tr.abandoned.append(x)
            day = rng.randint(lo + 10, 620)
            self.emit(day, [(p, self.frame(lang, "plan", inf=self.frag(slot, lang, "inf", v=x)))])
            drop = self.frame(lang, "drop", inf=self.frag(slot, lang, "inf", v=x))
            self.emit(day + rng.randint(14, 60), [(p, drop)])
        if pool and rng.random() < 0.25:  # "thinking about" that never goes anywhere
            x = pool.pop()
            tr.abandoned.append(x)
            muse = self.frame(lang, "muse", inf=self.frag(slot, lang, "inf", v=x))
            self.emit(rng.randint(lo + 5, 700), [(p, muse)])
        last_known = max(h[2] for h in tr.held)
        if pool and rng.random() < 0.22 and last_known + 5 <= 715:  # still pending at the end
            x = pool.pop()
            tr.pending = x
            text = self.frame(lang, "pending", inf=self.frag(slot, lang, "inf", v=x))
            self.emit(rng.randint(max(last_known + 5, 600), 722), [(p, text)])
        for _ in range(rng.choice((1, 1, 2))):
            if not pool:
                break
            x = pool.pop()
            free = [q for q in self.others(p) if slot.key not in self.assigned[q.name]]
            who = p if rng.random() < 0.5 or not free else self.pick(free)
            if who is p:
                tr.mentioned.append(x)
            self.emit(rng.randint(0, LAST_DAY), [(who, self.frag(slot, who.lang, "dist", x=x))])

    def build_single(self, p: Person, slot: Slot) -> Track:
        rng, lang = self.rng, p.lang
        pool = self.values_pool(p, slot)
        n = min(rng.choice((1, 2, 2, 3)), len(pool) - 3)
        vals = [pool.pop() for _ in range(n + 1)]
        tr = Track()
        d0 = rng.randint(0, 70)
        tr.held.append((vals[0], d0, d0))
        self.emit(
            d0, [(p, self.frame(lang, "init", pres=self.frag(slot, lang, "pres", v=vals[0])))]
        )
        seg = (680 - 110) // n
        days = [110 + i * seg + rng.randint(10, seg - 30) for i in range(n)]
        for i, day in enumerate(days):
            prev_known = tr.held[-1][2]
            if rng.random() < 0.3 and day - 12 > prev_known + 4:  # a plan that happens
                pd = rng.randint(max(prev_known + 3, day - 40), day - 12)
                plan = self.frame(lang, "plan", inf=self.frag(slot, lang, "inf", v=vals[i + 1]))
                self.emit(pd, [(p, plan)])
            nxt = days[i + 1] if i + 1 < n else LAST_DAY + 1
            self.say_change(p, slot, tr, vals[i + 1], vals[i], day, pool, nxt)
        self.side_lines(p, slot, tr, pool, d0)
        cur, last_known = tr.held[-1][0], max(h[2] for h in tr.held)
        table = slot.zh if p.zh else slot.en
        if "scope" in table and slot.scope_pool and rng.random() < 0.35 and last_known < 715:
            taken = {*vals, *tr.abandoned, *tr.mentioned, tr.pending}
            free = [s for s in slot.scope_pool if s not in taken]
            if free:
                x = self.pick(free)
                tr.mentioned.append(x)
                scope = self.frag(slot, lang, "scope", v=cur, x=x)
                self.emit(
                    rng.randint(last_known + 3, 725), [(p, self.frame(lang, "scope", scope=scope))]
                )
        if rng.random() < 0.35 and last_known < 715:
            again = self.frame(lang, "again", pres=self.frag(slot, lang, "pres", v=cur))
            self.emit(rng.randint(last_known + 3, LAST_DAY), [(p, again)])
        if rng.random() < 0.3 and last_known < 715:
            past = self.frag(slot, lang, "past", v=self.pick(vals[:-1]))
            self.emit(
                rng.randint(last_known + 3, LAST_DAY), [(p, self.frame(lang, "oldmem", past=past))]
            )
        return tr

    def build_multi(self, p: Person, slot: Slot) -> Track:
        rng, lang = self.rng, p.lang
        pool = self.values_pool(p, slot)
        v0, v1 = pool.pop(), pool.pop()
        tr = Track()
        d0, add = rng.randint(0, 90), rng.randint(200, 640)
        tr.held.append((v0, d0, d0))
        self.emit(d0, [(p, self.frame(lang, "init", pres=self.frag(slot, lang, "pres", v=v0)))])
        if rng.random() < 0.3:
            plan = self.frame(lang, "plan", inf=self.frag(slot, lang, "inf", v=v1))
            self.emit(add - rng.randint(15, 45), [(p, plan)])
        self.say_change(p, slot, tr, v1, v0, add, [], LAST_DAY + 1)
        self.side_lines(p, slot, tr, pool, d0)
        return tr

    # -- probes ------------------------------------------------------------------------------

    def probe(
        self,
        p: Person,
        slot: Slot,
        kind: str,
        gold: list[str],
        tr: Track,
        outdated: list[str] | None = None,
        as_of_day: int | None = None,
    ) -> None:
        lang = ZH if p.zh else EN
        values = [h[0] for h in tr.held] + tr.abandoned + tr.mentioned
        values += [tr.pending] if tr.pending else []
        pr: dict[str, Any] = {
            "subject": p.name, "kind": kind, "question": slot.q[lang][kind].format(n=p.name),
            "slot": slot.key, "gold": list(gold), "outdated": list(outdated or []),
            "values": list(dict.fromkeys(values)), "abandoned": list(tr.abandoned),
        }  # fmt: skip
        if as_of_day is not None:
            pr["as_of_day"] = as_of_day
        self.probes.append(pr)

    def as_of_window(self, tr: Track) -> tuple[str, int] | None:
        """A value that held for a while before the last change, and a day inside that spell."""
        spells = []
        for i in range(len(tr.held) - 1):
            lo = max(tr.held[i][1], tr.held[i][2]) + 3
            hi = tr.held[i + 1][1] - 3
            if hi - lo >= 4:
                spells.append((tr.held[i][0], lo, hi))
        if not spells:
            return None
        v, lo, hi = self.rng.choice(spells)
        return v, self.rng.randint(lo, hi)

    def probes_for(self, p: Person, slot: Slot, tr: Track) -> None:
        rng = self.rng
        held = [h[0] for h in tr.held]
        if slot.multi:
            self.probe(p, slot, "coexisting", held, tr)
            spell = self.as_of_window(tr) if rng.random() < 0.4 else None
            if spell:
                self.probe(p, slot, "as_of", [spell[0]], tr, as_of_day=spell[1])
        else:
            self.probe(p, slot, "current", [held[-1]], tr, outdated=held[:-1])
            if rng.random() < 0.75:
                self.probe(p, slot, "historical", [held[-2]], tr)
            spell = self.as_of_window(tr) if rng.random() < 0.55 else None
            if spell:
                self.probe(p, slot, "as_of", [spell[0]], tr, as_of_day=spell[1])
        if tr.pending:
            self.probe(p, slot, "planning", [tr.pending], tr)

    # -- the whole world ---------------------------------------------------------------------

    def build(self) -> dict[str, Any]:
        rng = self.rng
        self.cast()
        for p in self.people:
            k = rng.choice((4, 4, 5, 5, 6))
            n_multi = rng.choice((0, 1, 1, 2))
            slots = rng.sample(MULTI_SLOTS, n_multi) + rng.sample(SINGLE_SLOTS, k - n_multi)
            rng.shuffle(slots)
            self.assigned[p.name] = [s.key for s in slots]
        for p in self.people:
            for slot in [
                s for s in (*SINGLE_SLOTS, *MULTI_SLOTS) if s.key in self.assigned[p.name]
            ]:
                tr = self.build_multi(p, slot) if slot.multi else self.build_single(p, slot)
                self.probes_for(p, slot, tr)
        # Everyday chat with no state news, until the target size.
        target = rng.randint(660, 780)
        while len(self.episodes) < target:
            first = self.pick(self.people)
            lines = [(first, self.filler_text(first))]
            for _ in range(rng.choice((0, 1, 1, 2, 3))):
                q = self.pick(self.others(lines[-1][0]))
                text = self.pick(REPLIES[q.lang]) if rng.random() < 0.6 else self.filler_text(q)
                lines.append((q, text))
            self.emit(rng.randint(0, LAST_DAY), lines, chat=False)
        # Keep the probe count in range: drop some non-current probes at random.
        while len(self.probes) > 140:
            extra = [i for i, pr in enumerate(self.probes) if pr["kind"] in ("historical", "as_of")]
            self.probes.pop(rng.choice(extra))
        order = sorted(
            range(len(self.episodes)),
            key=lambda i: (self.episodes[i]["day"], self.episodes[i]["minute"], i),
        )
        return {
            "generator": "blind_ao",
            "start": START,
            "episodes": [self.episodes[i] for i in order],
            "probes": self.probes,
        }


def generate(seed: int) -> dict[str, Any]:
    """The episodes and probes of one seed (see the module docstring)."""
    return Builder(seed).build()


# ---------------------------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------------------------


def _mentions(text: str, value: str) -> bool:
    """The scorer's notion of a mention: whole word for ASCII values, substring otherwise."""
    import re

    if not value.isascii():
        return value in text
    pattern = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in a generated world (empty when it is well formed)."""
    errors: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    datetime.fromisoformat(world["start"])
    speakers = {e["speaker"] for e in eps}
    last = (-1, -1)
    for i, e in enumerate(eps):
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] <= 1439):
            errors.append(f"episode {i}: day/minute out of range")
        if (e["day"], e["minute"]) < last:
            errors.append(f"episode {i}: out of time order")
        last = (e["day"], e["minute"])
        if e["language"] not in (EN, ZH) or not e["text"].strip() or not e["session"]:
            errors.append(f"episode {i}: bad language, text or session")
        if "{" in e["text"] or "}" in e["text"]:
            errors.append(f"episode {i}: unfilled placeholder: {e['text']}")
    texts = [e["text"] for e in eps]
    for j, p in enumerate(probes):
        tag = f"probe {j} ({p['subject']}/{p['slot']}/{p['kind']})"
        if p["kind"] not in KINDS:
            errors.append(f"{tag}: unknown kind")
        if p["subject"] not in speakers:
            errors.append(f"{tag}: subject never speaks")
        if not p["gold"] or not p["question"] or not p["slot"]:
            errors.append(f"{tag}: empty gold, question or slot")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errors.append(f"{tag}: gold {g!r} in no episode")
        gold, values = set(p["gold"]), set(p["values"])
        if gold & set(p["outdated"]) or gold & set(p["abandoned"]):
            errors.append(f"{tag}: gold also outdated or abandoned")
        if not (gold | set(p["outdated"]) | set(p["abandoned"])) <= values:
            errors.append(f"{tag}: values miss gold, outdated or abandoned")
        if (p["kind"] == "as_of") != (p.get("as_of_day") is not None):
            errors.append(f"{tag}: as_of_day missing or misplaced")
        for a in values:
            for b in values:
                if a != b and _mentions(a, b):
                    errors.append(f"{tag}: value {b!r} inside {a!r}")
    return errors


def summary(world: dict[str, Any]) -> dict[str, Any]:
    eps, probes = world["episodes"], world["probes"]
    kinds: dict[str, int] = {}
    for p in probes:
        kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
    return {
        "episodes": len(eps),
        "zh_episodes": sum(e["language"] == ZH for e in eps),
        "people": len({p["subject"] for p in probes}),
        "speakers": len({e["speaker"] for e in eps}),
        "slots": len({(p["subject"], p["slot"]) for p in probes}),
        "probes": len(probes),
        "kinds": dict(sorted(kinds.items())),
        "last_day": max(e["day"] for e in eps),
    }


def main() -> int:
    ok = True
    for seed in (7, 11, 23):
        world = generate(seed)
        if generate(seed) != world:
            print(f"seed {seed}: not deterministic")
            ok = False
        errors = validate(world)
        s = summary(world)
        if not (500 <= s["episodes"] <= 800 and 100 <= s["probes"] <= 140):
            errors.append(f"size out of range: {s['episodes']} episodes, {s['probes']} probes")
        print(f"seed {seed}: {s}")
        for err in errors[:20]:
            print("  ERROR", err)
        ok = ok and not errors
    print("ok" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
