"""Blind text world ``blind_aw``: a Coventry cycling-and-walking group with a community breakfast.

``generate(seed)`` invents ten to fourteen members of a neighbourhood group (ride leaders,
Sunday walkers, the breakfast cooks, the bike-loan volunteers, parents with kids on balance
bikes, retired members, and a few Chinese-speaking families from the university and the car
plant) who chat in the group over two years.  Most of the chat is small talk; woven through it,
each person has four to seven state slots (neighbourhood, employer, bike, phone carrier, energy
supplier, car, gym, the kids' school, dentist, pets, instruments) whose values change one to
three times.  Changes are said outright, shown only by use, reported by somebody else (with
pronouns pointing back), told weeks late, planned and carried out, planned and dropped,
negated, corrected, scoped, or buried inside long chatty lines; distractor lines name values of
the same kind that are nobody's state.  About a quarter of the writers write in Chinese.

Probes carry the ground truth (current, historical, as_of, planning, coexisting) together with
the outdated, abandoned and merely-mentioned values.  Standard library only; deterministic.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

START = "2024-01-06T08:00:00+00:00"
START_DT = datetime.fromisoformat(START)
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

EN_PEOPLE = (
    ("Dave", "m"), ("Sian", "f"), ("Gurpreet", "f"), ("Tomasz", "m"), ("Maureen", "f"),
    ("Kwame", "m"), ("Hannah", "f"), ("Rob", "m"), ("Aisha", "f"), ("Colin", "m"),
    ("Bethan", "f"), ("Marcus", "m"), ("Niamh", "f"), ("Declan", "m"), ("Priya", "f"),
    ("Ewan", "m"), ("Lorraine", "f"), ("Femi", "m"),
)  # fmt: skip
ZH_PEOPLE = (
    ("Li Na", "f"), ("Zhang Wei", "m"), ("Chen Jing", "f"), ("Liu Yang", "m"),
    ("Zhou Min", "f"), ("Huang Tao", "m"), ("Xu Lan", "f"), ("Sun Hao", "m"),
)  # fmt: skip
ROLES = ("ride leader", "Sunday walk leader", "breakfast cook", "bike-loan volunteer",
         "balance-bike parent", "retired member", "washing-up hero")  # fmt: skip
ZH_ROLES = ("华威的访问学者", "在车厂上班的工程师", "早餐帮厨", "带娃骑平衡车的家长")
MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")  # fmt: skip


@dataclass(frozen=True)
class Slot:
    """A kind of personal state: its values, its questions and its phrasing per language.

    Single-valued phrase keys: state (present), change (past, first person), switch (names
    {old}), use (the new value shown only by use), third (starts with {n}), we (household),
    inf (infinitive, for plans), scope ({v} generally, {x} for one thing), dist (distractors),
    memo (an old value mentioned, nothing changes), ask (someone asks if still {v}).
    Multi-valued slots use has / pair / add / remove / third instead of state / change.
    """

    key: str
    multi: bool
    plans: bool
    pool: tuple[str, ...]
    zh_pool: tuple[str, ...] | None
    questions: dict[str, dict[str, str]]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]
    who: str = "any"  # any | parent | worker

    def values_for(self, lang: str) -> tuple[str, ...]:
        return self.zh_pool if (lang == ZH and self.zh_pool) else self.pool


HOME = Slot(
    key="neighbourhood",
    multi=False,
    plans=True,
    pool=(
        "Earlsdon",
        "Chapelfields",
        "Stoke Aldermoor",
        "Tile Hill",
        "Radford",
        "Cheylesmore",
        "Wyken",
        "Allesley Park",
        "Canley",
        "Finham",
        "Whoberley",
        "Spon End",
        "Styvechale",
        "Binley Woods",
        "Hillfields",
    ),  # fmt: skip
    zh_pool=None,
    questions={
        EN: {
            "current": "Which part of Coventry does {n} live in now?",
            "historical": "Where did {n} live before the current place?",
            "as_of": "Which part of Coventry did {n} live in at that time?",
            "planning": "Where is {n} planning to move?",
        },
        ZH: {
            "current": "{n}现在住在考文垂哪个区？",
            "historical": "{n}搬到现在的地方之前住在哪里？",
            "as_of": "{n}那时候住在哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    },  # fmt: skip
    en={
        "state": (
            "I live in {v}",
            "we're in {v}, just off the main road",
            "home is {v}",
            "I've got a terraced house in {v}",
            "I'm a {v} lifer at this point",
        ),
        "change": (
            "I moved to {v}",
            "we finally moved to {v}",
            "I got the keys to a place in {v}",
            "we completed on the house in {v}",
        ),
        "switch": (
            "I left {old} and moved over to {v}",
            "we swapped {old} for {v}",
            "I packed up in {old} and landed in {v}",
        ),
        "use": (
            "the ride in from {v} to the breakfast takes me twice as long now, so save me a bacon roll",
            "new neighbours in {v} are lovely, one of them has already borrowed my pump",
            "my walk to the Sunday start from {v} now goes past that odd pink house",
            "the bins in {v} go out on Tuesdays, which I keep forgetting since the move",
        ),
        "third": (
            "{n} has moved to {v}",
            "{n} lives in {v} now",
            "{n} got a place in {v}",
            "{n} is in {v} these days",
        ),
        "we": ("we've moved to {v}, boxes everywhere", "we're settled in {v} now"),
        "inf": ("move to {v}", "find a place in {v}", "buy a house in {v}"),
        "scope": (
            "I live in {v}, but during the week I stay at my mum's in {x}",
            "home's {v}, though I'm at my partner's in {x} most weekends",
        ),
        "dist": (
            "Houses in {v} are going for silly money according to the Telegraph",
            "Anyone know a good chippy in {v}? Asking for a friend",
            "There's a new cycle lane planned for {v}, if the council ever gets round to it",
            "If I won the lottery I'd live in {v}, big gardens",
            "Saw a flyer for a street party in {v} next month",
        ),
        "memo": (
            "Rode back through {v} today, miss the old corner shop",
            "Still get post for the old address in {v}",
        ),
        "ask": ("Are you still in {v}?", "You're {v} way, aren't you?"),
    },  # fmt: skip
    zh={
        "state": ("我住在{v}", "我们家在{v}", "我们住{v}那边"),
        "change": ("我搬到{v}了", "我们终于搬去{v}了", "我在{v}租到房子，已经搬过去了"),
        "switch": ("我从{old}搬到{v}了", "我们离开{old}，搬去了{v}"),
        "use": (
            "从{v}骑到早餐那边要多骑二十分钟，大家给我留个鸡蛋",
            "{v}这边的邻居人很好，昨天还送了我们一盘饺子",
        ),
        "third": ("{n}搬到{v}了", "{n}现在住在{v}", "{n}在{v}买了房子"),
        "we": ("我们家搬到{v}了，箱子还没拆完",),
        "inf": ("搬到{v}", "在{v}买房"),
        "scope": ("我住{v}，不过平时上班住在{x}的宿舍",),
        "dist": (
            "听说{v}的房价又涨了",
            "{v}新开了一家中超，有人去过吗？",
            "如果有钱我想住{v}，学区好",
        ),
        "memo": ("今天骑车路过{v}，有点想念以前的房子",),
        "ask": ("你还住在{v}吗？",),
    },  # fmt: skip
)

EMPLOYER = Slot(
    key="employer",
    multi=False,
    plans=True,
    pool=(
        "Jaguar Land Rover",
        "University of Warwick",
        "Coventry University",
        "Meridian Freight",
        "Arden Lettings",
        "Sowe Valley Foods",
        "Tollgate Robotics",
        "Godiva Print Works",
        "Coventry Building Society",
        "Brightwell Pharmacy",
        "Kestrel Logistics",
        "Foleshill Tool & Die",
    ),  # fmt: skip
    zh_pool=None,
    questions={
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before the current job?",
            "as_of": "Where was {n} working at that time?",
            "planning": "Which employer is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在在哪里工作？",
            "historical": "{n}换工作之前在哪里上班？",
            "as_of": "{n}那时候在哪里工作？",
            "planning": "{n}打算去哪家公司工作？",
        },
    },  # fmt: skip
    en={
        "state": (
            "I work at {v}",
            "I'm at {v}, in the planning office",
            "I've been at {v} for years",
            "my day job is at {v}",
        ),
        "change": (
            "I started at {v}",
            "I took the job at {v}",
            "I joined {v}",
            "I handed in my notice and started at {v}",
        ),
        "switch": ("I left {old} and started at {v}", "I jumped ship from {old} to {v}"),
        "use": (
            "my new badge at {v} doesn't open the bike shed, so I'm locking up to a lamppost",
            "first week at {v} done, the canteen does a decent curry",
            "can't do Thursday rides any more, {v} has me on lates",
        ),
        "third": ("{n} has started at {v}", "{n} works at {v} now", "{n} got the job at {v}"),
        "inf": ("apply to {v}", "take the offer from {v}", "go for the job at {v}"),
        "scope": ("I'm employed by {v}, but I'm seconded to {x} three days a week",),
        "dist": (
            "{v} are hiring again, it was on the local news",
            "My cousin says {v} has a great cycle-to-work scheme",
            "Heard {v} might be laying people off, poor sods",
            "Anyone know someone at {v}? My nephew wants an apprenticeship",
        ),
        "memo": (
            "Bumped into an old colleague from {v} at the Co-op",
            "Still have a {v} fleece, it's the warmest thing I own",
        ),
        "ask": ("Still at {v}?", "Are you still working for {v}?"),
    },  # fmt: skip
    zh={
        "state": ("我在{v}上班", "我在{v}工作", "我在{v}做工程师"),
        "change": ("我去{v}上班了", "我换到{v}了", "我拿到了{v}的offer，已经入职了"),
        "switch": ("我从{old}跳槽到{v}了", "我离开了{old}，现在在{v}"),
        "use": ("{v}的班车不经过我们这边，只好每天骑车去", "刚在{v}上完第一周班，食堂还行"),
        "third": ("{n}去{v}上班了", "{n}现在在{v}工作", "{n}拿到了{v}的工作"),
        "inf": ("去{v}工作", "申请{v}的职位"),
        "scope": ("我是{v}的员工，不过每周有三天借调到{x}",),
        "dist": ("听说{v}在招人", "{v}好像要裁员了", "我表弟想去{v}实习"),
        "memo": ("在超市碰到了以前{v}的同事",),
        "ask": ("你还在{v}吗？",),
    },  # fmt: skip
    who="worker",
)

BIKE = Slot(
    key="bike",
    multi=False,
    plans=True,
    pool=(
        "Brompton",
        "Dawes Galaxy",
        "Pashley Sovereign",
        "Tern GSD",
        "Trek FX 2",
        "Carrera Subway",
        "Ribble CGR",
        "Kestrel Tourer",
        "Raleigh Pioneer",
        "Spokesmith 7",
        "Boardman ADV",
    ),  # fmt: skip
    zh_pool=None,
    questions={
        EN: {
            "current": "Which bike does {n} ride now?",
            "historical": "Which bike did {n} ride before the current one?",
            "as_of": "Which bike was {n} riding at that time?",
            "planning": "Which bike is {n} planning to get?",
        },
        ZH: {
            "current": "{n}现在骑什么自行车？",
            "historical": "{n}之前骑的是哪辆车？",
            "as_of": "{n}那时候骑的是哪辆车？",
            "planning": "{n}打算买哪辆自行车？",
        },
    },  # fmt: skip
    en={
        "state": (
            "I ride a {v}",
            "my bike's a {v}",
            "I do all my riding on a {v}",
            "the {v} is my everyday bike",
        ),
        "change": (
            "I bought a {v}",
            "I picked up a second-hand {v}",
            "I treated myself to a {v}",
            "I got a {v} through the cycle-to-work scheme",
        ),
        "switch": ("I sold the {old} and got a {v}", "I traded the {old} in for a {v}"),
        "use": (
            "the {v} fits in the boot of the car folded, which changes everything",
            "took the {v} up Kenilworth Road hill this morning and it flew",
            "new bell on the {v} is so loud the geese at Coombe scattered",
            "the {v} needs a new chain already, I've been riding it that much",
        ),
        "third": ("{n} has got a {v}", "{n} is riding a {v} now", "{n} bought a {v}"),
        "inf": ("buy a {v}", "get a {v}", "save up for a {v}"),
        "scope": ("I ride the {v} for everything, except the {x} I keep for the Sunday 50-milers",),
        "dist": (
            "There's a {v} on Facebook Marketplace for eighty quid, looks nicked",
            "Bike-loan scheme got a {v} donated this week, anyone want to test it?",
            "Saw a {v} review, apparently the gears are rubbish",
            "If you're short, a {v} is meant to be good for small riders",
            "Someone locked a {v} to the church railings and left it for a month",
        ),
        "memo": (
            "Found an old photo of me on the {v}, what a machine that was",
            "Still have the saddle off the {v} in the shed",
        ),
        "ask": ("Still on the {v}?", "Are you bringing the {v} on Sunday?"),
    },  # fmt: skip
    zh={
        "state": ("我骑的是{v}", "我平时骑{v}"),
        "change": ("我买了一辆{v}", "我入手了一辆二手{v}", "我换了一辆{v}"),
        "switch": ("我把{old}卖了，换了{v}", "我的{old}出掉了，现在骑{v}"),
        "use": ("{v}折起来能放进公交车，太方便了", "骑{v}上坡轻松多了，今天没掉队"),
        "third": ("{n}买了一辆{v}", "{n}现在骑{v}"),
        "inf": ("买一辆{v}", "换一辆{v}"),
        "scope": ("平时都骑{v}，只有周日长途才骑{x}",),
        "dist": ("闲鱼上有人卖{v}，挺便宜", "借车计划新收了一辆{v}", "听说{v}的变速不太好"),
        "memo": ("翻到以前骑{v}的照片，好怀念",),
        "ask": ("你还骑那辆{v}吗？",),
    },  # fmt: skip
)

CARRIER = Slot(
    key="phone_carrier",
    multi=False,
    plans=True,
    pool=(
        "giffgaff",
        "Voxi",
        "Lebara",
        "Tesco Mobile",
        "Vodafone",
        "O2",
        "Lark Mobile",
        "Smarty",
        "Pennant SIM",
    ),  # fmt: skip
    zh_pool=None,
    questions={
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before the current one?",
            "as_of": "Which mobile network was {n} on at that time?",
            "planning": "Which mobile network is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}之前用的是哪家运营商？",
            "as_of": "{n}那时候用哪家运营商？",
            "planning": "{n}打算换到哪家运营商？",
        },
    },  # fmt: skip
    en={
        "state": ("I'm on {v}", "my phone's with {v}", "I've got a {v} SIM"),
        "change": (
            "I switched my phone to {v}",
            "I ported my number to {v}",
            "I moved my contract over to {v}",
        ),
        "switch": ("I ditched {old} and went to {v}", "I left {old} for {v}"),
        "use": (
            "{v} signal at the Memorial Park gate is dreadful, so text me rather than ring",
            "got a text from {v} saying my data resets on the 3rd, so I'll share the route map then",
            "{v} roaming worked fine in Wales, which is more than I can say for the old lot",
        ),
        "third": ("{n} is on {v} now", "{n} switched to {v}", "{n} moved the phone to {v}"),
        "inf": ("switch to {v}", "go over to {v}", "port my number to {v}"),
        "scope": ("I'm on {v} for my own phone, but the work phone is {x}",),
        "dist": (
            "{v} have a ten-pound SIM deal on, saw it at the Arcade",
            "Is {v} any good round the Foleshill end? Asking before I recommend it",
            "Got cold-called by {v} again, they never give up",
            "My daughter says everyone at uni is on {v}",
        ),
        "memo": ("Still have the {v} SIM in a drawer somewhere",),
        "ask": ("Are you still on {v}?",),
    },  # fmt: skip
    zh={
        "state": ("我用的是{v}的卡", "我手机是{v}的"),
        "change": ("我换成{v}了", "我把号码转到{v}了"),
        "switch": ("我不用{old}了，换成了{v}", "从{old}换到{v}了，便宜一半"),
        "use": ("{v}在公园那边信号很差，有事发微信吧", "{v}这个月流量用完了，照片晚点发"),
        "third": ("{n}换成{v}了", "{n}现在用{v}"),
        "inf": ("换到{v}", "把号码转到{v}"),
        "scope": ("我自己的手机用{v}，工作手机是{x}",),
        "dist": ("{v}在搞活动，十镑一个月", "有人用过{v}吗？信号怎么样？"),
        "memo": ("抽屉里还有一张{v}的卡",),
        "ask": ("你还用{v}吗？",),
    },  # fmt: skip
)

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    plans=True,
    pool=(
        "Octopus",
        "British Gas",
        "OVO",
        "E.ON Next",
        "Spire Energy",
        "Greenlane Power",
        "Ecotricity",
        "Midlands Hearth Energy",
    ),  # fmt: skip
    zh_pool=None,
    questions={
        EN: {
            "current": "Which energy supplier is {n} with now?",
            "historical": "Which energy supplier was {n} with before the current one?",
            "as_of": "Which energy supplier was {n} with at that time?",
            "planning": "Which energy supplier is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}家现在用哪家能源公司？",
            "historical": "{n}家之前用的是哪家能源公司？",
            "as_of": "{n}家那时候用哪家能源公司？",
            "planning": "{n}打算换到哪家能源公司？",
        },
    },  # fmt: skip
    en={
        "state": ("we're with {v} for gas and electric", "I'm with {v}", "our energy is {v}"),
        "change": (
            "I switched us to {v}",
            "I moved our gas and electric to {v}",
            "I signed up with {v}",
        ),
        "switch": ("I left {old} and switched to {v}", "I finally dumped {old} and went to {v}"),
        "use": (
            "{v} sent a bloke round to fit the smart meter, took him all morning",
            "first bill from {v} came in lower, so the heating's going on",
            "{v} app says we used more on the day I did the breakfast batch cooking, unsurprisingly",
        ),
        "third": ("{n} is with {v} now", "{n} switched to {v}"),
        "we": ("we're with {v} now", "we went over to {v} last month"),
        "inf": ("switch to {v}", "move our account to {v}"),
        "scope": (
            "electricity is {v}, but the gas is still stuck with {x} till the contract ends",
        ),
        "dist": (
            "{v} were in the news for overcharging again",
            "Martin Lewis reckons {v} has a decent fix",
            "Leaflet through the door from {v}, straight in the recycling",
            "Is {v} the one with the free electricity hours?",
        ),
        "memo": ("Got a final statement from {v}, finally",),
        "ask": ("Are you still with {v}?",),
    },  # fmt: skip
    zh={
        "state": ("我们家用的是{v}", "我们的水电煤是{v}"),
        "change": ("我们换成{v}了", "我把电和气都转到{v}了"),
        "switch": ("我们不用{old}了，换成{v}", "从{old}换到{v}，账单低了不少"),
        "use": ("{v}的人今天来装智能电表了", "{v}第一张账单来了，比以前便宜"),
        "third": ("{n}家换成{v}了",),
        "we": ("我们家现在用{v}",),
        "inf": ("换到{v}",),
        "scope": ("电是{v}的，燃气还在{x}，合同没到期",),
        "dist": ("新闻说{v}又多收费了", "{v}发传单来了，直接扔了"),
        "memo": ("终于收到{v}的最后一张账单",),
        "ask": ("你们还在用{v}吗？",),
    },  # fmt: skip
)

CAR = Slot(
    key="car",
    multi=False,
    plans=True,
    pool=(
        "Nissan Leaf",
        "Skoda Octavia",
        "Toyota Yaris",
        "MG4",
        "BYD Atto 3",
        "Vauxhall Corsa",
        "Kia Niro",
        "Range Rover Evoque",
        "Honda Jazz",
        "Dacia Sandero",
    ),  # fmt: skip
    zh_pool=None,
    questions={
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before the current one?",
            "as_of": "What car was {n} driving at that time?",
            "planning": "Which car is {n} planning to get?",
        },
        ZH: {
            "current": "{n}现在开什么车？",
            "historical": "{n}之前开的是什么车？",
            "as_of": "{n}那时候开什么车？",
            "planning": "{n}打算买什么车？",
        },
    },  # fmt: skip
    en={
        "state": ("I drive a {v}", "we've got a {v}", "the car's a {v}"),
        "change": ("I bought a {v}", "we picked up a {v}", "I got a {v} on lease"),
        "switch": ("I part-exchanged the {old} for a {v}", "we sold the {old} and got a {v}"),
        "use": (
            "the {v} takes three balance bikes in the boot, so I can do the kids' run",
            "charged the {v} at the Tesco in Walsgrave while doing the breakfast shop",
            "parked the {v} behind the church hall, don't let me get blocked in",
        ),
        "third": ("{n} has got a {v}", "{n} drives a {v} now"),
        "we": ("we've gone for a {v}",),
        "inf": ("buy a {v}", "get a {v}", "lease a {v}"),
        "scope": ("I drive the {v} day to day, but for the tip runs I borrow my brother's {x}",),
        "dist": (
            "The {v} on Top Gear looked tiny",
            "Someone in a {v} nearly took me out on the ring road",
            "Is the {v} any good for a family of four?",
            "Advert for the {v} on the bus shelter again",
        ),
        "memo": ("Saw a {v} like my old one on the Foleshill Road",),
        "ask": ("Still driving the {v}?",),
    },  # fmt: skip
    zh={
        "state": ("我开的是{v}", "我们家的车是{v}"),
        "change": ("我买了一辆{v}", "我们家提了一辆{v}"),
        "switch": ("我把{old}卖了，换了{v}", "{old}置换成{v}了"),
        "use": ("{v}后备箱放得下两辆平衡车", "开{v}去Tesco充电，顺便买早餐的鸡蛋"),
        "third": ("{n}买了一辆{v}", "{n}现在开{v}"),
        "we": ("我们家换了{v}",),
        "inf": ("买一辆{v}", "换{v}"),
        "scope": ("平时开{v}，搬东西的时候借朋友的{x}",),
        "dist": ("环路上有辆{v}差点撞到我", "{v}的广告到处都是"),
        "memo": ("看到一辆跟我以前一样的{v}",),
        "ask": ("你还开那辆{v}吗？",),
    },  # fmt: skip
)

GYM = Slot(
    key="gym",
    multi=False,
    plans=True,
    pool=(
        "PureGym",
        "Xcel Leisure Centre",
        "Fargo Climbing Wall",
        "Foleshill Boxing Club",
        "Ironbridge Gym",
        "Lyng Hall Badminton Club",
        "AT7 Centre",
        "Godiva Harriers",
        "Warwick Sports Centre",
    ),  # fmt: skip
    zh_pool=None,
    questions={
        EN: {
            "current": "Which gym or sports club does {n} go to now?",
            "historical": "Which gym or club did {n} go to before the current one?",
            "as_of": "Which gym or club was {n} going to at that time?",
            "planning": "Which gym or club is {n} planning to join?",
        },
        ZH: {
            "current": "{n}现在去哪个健身房或运动俱乐部？",
            "historical": "{n}之前去的是哪个健身房？",
            "as_of": "{n}那时候去哪个健身房？",
            "planning": "{n}打算加入哪个健身房或俱乐部？",
        },
    },  # fmt: skip
    en={
        "state": ("I go to {v} twice a week", "I'm a member at {v}", "I train at {v}"),
        "change": ("I joined {v}", "I signed up at {v}", "I've started going to {v}"),
        "switch": ("I cancelled {old} and joined {v}", "I moved from {old} to {v}"),
        "use": (
            "legs are dead after the spin class at {v}, go easy on Sunday",
            "{v} changing rooms have a proper hairdryer, living the dream",
            "left my water bottle at {v} again",
        ),
        "third": ("{n} joined {v}", "{n} goes to {v} now"),
        "inf": ("join {v}", "sign up at {v}", "try {v}"),
        "scope": ("I go to {v} for the weights, plus swimming at {x} on Fridays",),
        "dist": (
            "{v} is doing a free week in January",
            "Heard {v} got flooded again",
            "My son reckons {v} is full of posers",
            "Would anyone fancy a taster session at {v}?",
        ),
        "memo": ("Still get emails from {v} asking me to come back",),
        "ask": ("Still going to {v}?",),
    },  # fmt: skip
    zh={
        "state": ("我在{v}健身", "我是{v}的会员"),
        "change": ("我办了{v}的卡", "我开始去{v}了"),
        "switch": ("我退了{old}的卡，改去{v}了", "从{old}换到{v}了"),
        "use": ("昨天在{v}练腿，今天走路都疼", "{v}的泳池人太多了"),
        "third": ("{n}去{v}了", "{n}现在在{v}锻炼"),
        "inf": ("去{v}", "办{v}的卡"),
        "scope": ("平时去{v}，周五去{x}游泳",),
        "dist": ("{v}一月份免费试用一周", "听说{v}又漏水了"),
        "memo": ("{v}还一直给我发邮件",),
        "ask": ("你还去{v}吗？",),
    },  # fmt: skip
)

SCHOOL = Slot(
    key="kids_school",
    multi=False,
    plans=True,
    pool=(
        "Little Acorns Nursery",
        "Sunflower Nursery",
        "Hearsall Primary",
        "Moat House Primary",
        "Templars Primary",
        "Spon Gate Primary",
        "Whitley Abbey Primary",
        "Hearsall Academy",
        "Stivichall Primary",
    ),  # fmt: skip
    zh_pool=None,
    questions={
        EN: {
            "current": "Which school or nursery does {n}'s child go to now?",
            "historical": "Which school or nursery did {n}'s child go to before?",
            "as_of": "Which school or nursery was {n}'s child at then?",
            "planning": "Which school is {n} planning to send the child to?",
        },
        ZH: {
            "current": "{n}的孩子现在在哪个学校或幼儿园？",
            "historical": "{n}的孩子之前在哪个学校？",
            "as_of": "{n}的孩子那时候在哪个学校？",
            "planning": "{n}打算让孩子去哪个学校？",
        },
    },  # fmt: skip
    en={
        "state": ("my little one goes to {v}", "our eldest is at {v}", "the kids are at {v}"),
        "change": (
            "our youngest started at {v}",
            "I moved the kids to {v}",
            "the little one started at {v}",
        ),
        "switch": (
            "we took the boys out of {old} and they're at {v} now",
            "the kids left {old} and started at {v}",
        ),
        "use": (
            "{v} finishes at quarter past three, so I'll leave the Sunday debrief early on weekdays",
            "{v} made them all do a sponsored balance-bike lap, I'll share the link",
            "nits letter from {v} again, brilliant",
        ),
        "third": ("{n}'s youngest has started at {v}", "{n}'s kids go to {v} now"),
        "we": ("we've got a place at {v}", "ours are at {v} now"),
        "inf": ("send the kids to {v}", "put {v} down as first choice"),
        "scope": ("the kids are at {v}, and they do breakfast club at {x} on Mondays",),
        "dist": (
            "{v} got a good Ofsted, it was in the Telegraph",
            "Is {v} the one with the forest school?",
            "Traffic outside {v} at drop-off is carnage",
            "Someone's selling {v} uniform, age 5-6",
        ),
        "memo": ("Found an old {v} jumper in the wash",),
        "ask": ("Are the kids still at {v}?",),
    },  # fmt: skip
    zh={
        "state": ("孩子在{v}上学", "我家老大在{v}"),
        "change": ("孩子开始上{v}了", "我们给孩子转到{v}了"),
        "switch": ("孩子从{old}转到{v}了",),
        "use": ("{v}三点一刻放学，我周末早餐要早点走", "{v}组织平衡车比赛，孩子拿了第二"),
        "third": ("{n}的孩子去{v}上学了",),
        "we": ("我们家孩子现在在{v}",),
        "inf": ("让孩子上{v}", "申请{v}"),
        "scope": ("孩子在{v}上学，周一去{x}的早餐班",),
        "dist": ("{v}的Ofsted评级不错", "{v}门口接送时堵死了"),
        "memo": ("洗衣机里翻出一件{v}的校服",),
        "ask": ("孩子还在{v}吗？",),
    },  # fmt: skip
    who="parent",
)

DENTIST = Slot(
    key="dentist",
    multi=False,
    plans=False,
    pool=(
        "Albany Road Dental",
        "Broadgate Smiles",
        "Charterhouse Dental Care",
        "Hollyfast Dental",
        "Daventry Road Dental",
        "Walsgrave Tooth Co",
    ),  # fmt: skip
    zh_pool=None,
    questions={
        EN: {
            "current": "Which dentist is {n} registered with now?",
            "historical": "Which dentist was {n} with before?",
            "as_of": "Which dentist was {n} with at that time?",
        },
        ZH: {
            "current": "{n}现在在哪家牙医诊所？",
            "historical": "{n}之前看的是哪家牙医？",
            "as_of": "{n}那时候在哪家牙医诊所？",
        },
    },  # fmt: skip
    en={
        "state": ("I'm registered at {v}", "my dentist is {v}"),
        "change": (
            "I got registered at {v}",
            "I moved to {v} for the teeth",
            "I finally got an NHS place at {v}",
        ),
        "switch": ("I left {old} and registered with {v}",),
        "use": (
            "filling at {v} this morning, so no bacon roll for me, just soup",
            "{v} sent a reminder text with the wrong time, nearly missed it",
        ),
        "third": ("{n} is with {v} now", "{n} got an NHS place at {v}"),
        "scope": ("I'm with {v}, but the hygienist I see is at {x}",),
        "dist": (
            "{v} are taking NHS patients, apparently",
            "Awful review of {v} on Google",
            "Is {v} the one above the bakery?",
        ),
        "memo": ("Got a final reminder letter from {v}",),
        "ask": ("Are you still at {v}?",),
    },  # fmt: skip
    zh={
        "state": ("我在{v}看牙",),
        "change": ("我在{v}注册了", "终于在{v}拿到NHS名额了"),
        "switch": ("我从{old}转到{v}了",),
        "use": ("今天在{v}补牙，早餐只能喝粥",),
        "third": ("{n}现在在{v}看牙",),
        "scope": ("看牙在{v}，洗牙在{x}",),
        "dist": ("听说{v}收NHS病人了", "{v}的评价好差"),
        "memo": ("收到了{v}的提醒信",),
        "ask": ("你还在{v}看牙吗？",),
    },  # fmt: skip
)

PETS = Slot(
    key="pets",
    multi=True,
    plans=False,
    pool=(
        "Winston",
        "Mabel",
        "Ziggy",
        "Nala",
        "Bramble",
        "Otis",
        "Luna",
        "Dexter",
        "Hector",
        "Poppy",
        "Juno",
        "Rufus",
    ),  # fmt: skip
    zh_pool=("汤圆", "豆豆", "球球", "Mochi", "Lucky", "花卷"),
    questions={
        EN: {
            "coexisting": "Which pets does {n} have now?",
            "historical": "Which pet did {n} use to have?",
        },
        ZH: {"coexisting": "{n}现在养了哪些宠物？", "historical": "{n}以前养过哪只宠物？"},
    },  # fmt: skip
    en={
        "has": (
            "we've got a rescue greyhound called {v}",
            "I have a cat, {v}, who rules the house",
            "{v} the spaniel comes on the Sunday walks with me",
        ),
        "pair": ("we've got two dogs, {v} and {x}", "it's me, {v} the lurcher and {x} the cat"),
        "add": (
            "we've adopted another one, a little terrier called {v}, so that's two now",
            "meet {v}, our new kitten, the other one is not impressed",
            "we added {v} to the family, a second greyhound from the rescue",
        ),
        "remove": (
            "we had to say goodbye to {v} last week, the house is very quiet",
            "{v} has gone to live with my mum, she dotes on him",
        ),
        "use": (
            "{v} chewed my cycling gloves, so I'm borrowing a pair from the loan box",
            "vet bill for {v} was eye-watering, new pets are expensive",
            "had to leave the walk early, {v} needs his jabs",
        ),
        "third": ("{n} has got a new dog called {v} as well", "{n} adopted a cat called {v}"),
        "dist": (
            "There's a lost dog called {v} on the lost-and-found Facebook page",
            "{v} is a great name for a dog, if anyone's stuck",
            "Neighbour's parrot is called {v}, it swears",
        ),
        "memo": ("Found one of {v}'s old toys under the sofa",),
    },  # fmt: skip
    zh={
        "has": ("我家有只猫叫{v}", "我们养了一只柯基，叫{v}"),
        "pair": ("家里有两只猫，{v}和{x}",),
        "add": ("我们又领养了一只小狗，叫{v}，现在家里有两只了", "新来的猫叫{v}，跟老大还在磨合"),
        "remove": ("{v}送给我妈养了", "{v}上周走了，很难过"),
        "use": ("{v}把我的骑行手套咬坏了", "带{v}打疫苗，周日徒步去不了了"),
        "third": ("{n}家又养了一只狗，叫{v}",),
        "dist": ("群里有人丢了一只叫{v}的狗", "{v}这个名字挺适合小猫的"),
        "memo": ("沙发底下翻出了{v}以前的玩具",),
    },  # fmt: skip
)

INSTRUMENT = Slot(
    key="instruments",
    multi=True,
    plans=False,
    pool=(
        "ukulele",
        "guitar",
        "piano",
        "violin",
        "cello",
        "drums",
        "trumpet",
        "accordion",
        "tin whistle",
        "banjo",
    ),  # fmt: skip
    zh_pool=("古筝", "二胡", "钢琴", "尤克里里", "小提琴", "长笛"),
    questions={
        EN: {
            "coexisting": "Which instruments does {n} play now?",
            "historical": "Which instrument did {n} give up?",
        },
        ZH: {
            "coexisting": "{n}现在会弹奏哪些乐器？",
            "historical": "{n}以前学过但放弃了哪种乐器？",
        },
    },  # fmt: skip
    en={
        "has": ("I play the {v} in a pub band", "I've been learning the {v} since lockdown"),
        "pair": ("I play the {v} and a bit of {x}",),
        "add": (
            "I've taken up the {v} as well, alongside the other one",
            "started {v} lessons on top of everything, I'm a glutton for punishment",
        ),
        "remove": ("I've given up the {v}, sold it to a student", "packed in the {v}, no time"),
        "use": (
            "can't do Tuesday, it's {v} lesson night now",
            "my fingertips are sore from the {v}, braking is agony",
        ),
        "third": ("{n} has started learning the {v} too",),
        "dist": (
            "Busker on Hertford Street playing the {v}, really good",
            "Anyone want a {v}? My neighbour is giving one away",
            "Heard a documentary about the {v} on Radio 4",
        ),
        "memo": ("Found my old {v} case in the loft",),
    },  # fmt: skip
    zh={
        "has": ("我在学{v}", "我弹{v}好多年了"),
        "pair": ("我会{v}，也会一点{x}",),
        "add": ("最近又开始学{v}了，两样一起练", "报了一个{v}班，跟原来的一起学"),
        "remove": ("{v}不学了，太难了", "把{v}送人了，没时间练"),
        "use": ("周二晚上要上{v}课，骑行去不了", "练{v}练得手指疼"),
        "third": ("{n}也开始学{v}了",),
        "dist": ("市中心有人在街头弹{v}，很好听", "有人要{v}吗？邻居要送人"),
        "memo": ("在阁楼找到了以前的{v}",),
    },  # fmt: skip
)

SINGLE_SLOTS = (HOME, EMPLOYER, BIKE, CARRIER, ENERGY, CAR, GYM, SCHOOL, DENTIST)
MULTI_SLOTS = (PETS, INSTRUMENT)

# -- generic wrappers, per language -----------------------------------------------------------

W = {
    EN: {
        "plan": (
            "I'm planning to {inf} in the new year",
            "the plan is to {inf} once things calm down",
            "I've more or less decided to {inf}",
            "I want to {inf}, just need to sort the paperwork",
            "we're looking to {inf} in the spring",
        ),
        "muse": (
            "sometimes I wonder whether I should {inf}",
            "part of me wants to {inf}, but probably not",
            "I keep daydreaming about whether to {inf}",
        ),
        "drop": (
            "update: not going to {inf} after all, it didn't add up",
            "scrapped the idea to {inf}, staying as I am",
            "decided against it, I won't {inf}",
        ),
        "late": (
            "forgot to mention, {c} back in {month}",
            "oh, did I never say? {c} in {month}",
            "meant to tell you all weeks ago: {c} in {month}",
        ),
        "neg": ("no, not any more, {c}", "not since {month}! {c}", "ha, no, that's old news, {c}"),
        "fix": (
            "sorry, I meant {v}, not {w}, typing on the bike",
            "*{v}, not {w}, autocorrect strikes again",
            "correction: {v}. {w} is what my brother has, got muddled",
        ),
        "pre": (
            "Morning all, what a frost, my fingers are only just working again.",
            "Lovely ride yesterday, thanks for waiting at the top of the hill.",
            "Right, quick catch-up before the breakfast shift.",
            "Sorry for going quiet, it's been a mad few weeks.",
        ),
        "post": (
            "Anyway, who's bringing the urn on Saturday?",
            "Also, the loan Raleigh needs a new tube.",
            "See you all at the church hall, I'll do the eggs.",
            "Oh and well done to the balance-bike kids, that race was chaos.",
        ),
        "intro": (
            "Saw {n} at the breakfast this morning.",
            "Had a long natter with {n} on the towpath.",
            "{n} was on the Sunday walk, first time in ages.",
            "Bumped into {n} at the Co-op.",
        ),
        "report": ("{c}, apparently.", "{c}, {p} told me.", "{c}, so {p} was full of news."),
    },
    ZH: {
        "plan": ("我打算{inf}", "计划明年春天{inf}", "我们准备{inf}，手续还在办"),
        "muse": ("有时候想要不要{inf}", "其实有点想{inf}，不过估计不会"),
        "drop": ("不{inf}了，算了一下不划算", "之前说要{inf}，后来放弃了"),
        "late": ("忘了说，{month}的时候{c}", "之前没跟大家说，{month}{c}"),
        "neg": ("不是了，{c}", "早就不是啦，{month}{c}"),
        "fix": ("打错了，是{v}，不是{w}", "更正一下：{v}，{w}是我弟弟的"),
        "pre": (
            "早上好，今天好冷啊。",
            "昨天骑得很开心，谢谢大家在坡顶等我。",
            "好久没冒泡了，最近太忙。",
        ),
        "post": ("周六谁带烧水壶？", "周日见，我带包子。", "平衡车比赛太好玩了。"),
        "intro": ("今天早餐见到{n}了。", "周日徒步碰到{n}了。", "在Co-op碰到了{n}。"),
        "report": ("{c}。", "{p}说{c}。"),
    },
}

# -- everyday chat (no state news) -----------------------------------------------------------

PLACES = ("Coombe Abbey", "the Memorial Park", "the Kenilworth Greenway", "the Canal Basin",
          "the Sowe Valley path", "Lunt Fort", "Draycote Water", "Brandon Marsh", "Ryton Pools",
          "the Cathedral ruins", "Abbey Fields", "the Lammas Road end")  # fmt: skip
FOODS = ("bacon rolls", "porridge", "shakshuka", "beans on toast", "veggie sausages",
         "banana bread", "scrambled eggs", "pancakes", "fried bread")  # fmt: skip
ZH_FOODS = ("包子", "葱油饼", "茶叶蛋", "豆浆", "煎饼")
FILLER_EN = (
    "Sunday ride leaves from {place} at nine, flat route, nobody gets dropped.",
    "Who's on the breakfast rota this week? I can do {food} if someone brings eggs.",
    "Massive pothole on the way to {place}, reported it on FixMyStreet, again.",
    "The {food} went down a storm, we ran out by half ten.",
    "Anyone got a spare 700c inner tube? The loan bike's flat again.",
    "Balance-bike session went well, one of the little ones did a full lap without feet down!",
    "Rain forecast Sunday, walk is still on, bring a brolly.",
    "Thanks {who} for leading yesterday, lovely pace.",
    "Lost a glove somewhere near {place}, black, slightly chewed.",
    "Reminder: subs for the bike-loan insurance are due, a fiver each.",
    "Geese at {place} were furious this morning.",
    "Does anyone know if the church hall is free on the bank holiday?",
    "Brilliant turnout today, 23 at breakfast, a record I think.",
    "Can someone bring the big frying pan? Ours has finally died.",
    "Headwind all the way back from {place}, I'm broken.",
    "Who left a helmet in the hall? Blue, kid-sized.",
    "Loved the walk, {who}. My knees less so.",
    "Coffee at {place} has gone up to four quid, scandalous.",
    "New volunteers welcome, no experience needed, just enthusiasm and a tolerance for washing up.",
    "Pictures from the ride are in the shared album.",
    "The loan scheme has lent out eleven bikes this month, amazing.",
    "Just a heads up, the towpath near {place} is closed for repairs.",
    "Anyone fancy a slow social ride Wednesday evening?",
    "Breakfast ran out of {food}, apologies to the late crowd.",
    "Happy birthday {who}! Cake at breakfast, obviously.",
    "Puncture count for today's ride: three. Personal best.",
    "Cracking sunrise over {place} this morning.",
    "What time are we meeting on Saturday? Half eight or nine?",
    "I'll do the washing up if someone else does the tables.",
    "Kids' bike check next week, bring anything that squeaks.",
    "Thank you for the 饺子 {who}, they were gone in minutes.",
    "The 包子 at breakfast were unreal, can we have them every week?",
    "Learnt to say 加油 from the kids, shouting it up every hill now.",
    "Is it just me or was that hill longer than last year?",
    "Parking by the hall is a nightmare on market days.",
)  # fmt: skip
FILLER_ZH = (
    "周日九点从{place}出发，路线比较平。",
    "今天早餐有{food}，大家早点来。",
    "谢谢{who}带队，今天骑得很开心。",
    "借车计划这周又借出去三辆车。",
    "孩子今天第一次骑平衡车绕了一整圈！",
    "明天下雨，徒步照常，记得带伞。",
    "{place}那边路上有个大坑，大家小心。",
    "我做了一锅{food}，带到早餐会。",
    "有人捡到一个蓝色的儿童头盔吗？",
    "今天来吃早餐的人好多，差点不够。",
    "周三晚上有人想一起慢骑吗？",
    "照片已经传到群相册了。",
    "{place}的日出太美了。",
    "洗碗我来，桌子谁收？",
    "今天逆风，回来累死了。",
    "下周有儿童自行车检查，有问题的车都带来。",
    "周六几点集合？八点半还是九点？",
    "Coffee太贵了，下次我带保温壶。",
)  # fmt: skip
REPLIES_EN = ("Ha, brilliant.", "Count me in.", "Can't make it this time, sorry.", "Same here!",
              "Thanks for sorting that.", "👍", "Good shout.", "Oh no!", "I'll bring the urn.")  # fmt: skip
REPLIES_ZH = ("好的！", "算我一个。", "这次去不了，下次吧。", "哈哈哈", "辛苦了！", "👍")


# -- people and the world ---------------------------------------------------------------------


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    role: str
    parent: bool
    retired: bool
    slots: list[Slot] = field(default_factory=list)

    def pron(self, lang: str) -> str:
        if lang == ZH:
            return "她" if self.gender == "f" else "他"
        return "she" if self.gender == "f" else "he"


@dataclass
class Builder:
    """Collects sessions (day, lines) and probes while the timelines are written."""

    rng: random.Random
    people: list[Person]
    sessions: list[tuple[int, list[tuple[str, str, str]]]] = field(default_factory=list)
    probes: list[dict[str, Any]] = field(default_factory=list)

    def others(self, p: Person) -> list[Person]:
        return [q for q in self.people if q.name != p.name]

    def emit(self, day: int, lines: list[tuple[Person, str]]) -> None:
        day = max(0, min(LAST_DAY, day))
        self.sessions.append((day, [(q.name, t, q.lang) for q, t in lines]))


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s and s[0].isascii() else s


def finish(s: str, lang: str) -> str:
    s = s.strip()
    if lang == ZH:
        return s if s[-1] in "。！？!?）" else s + "。"
    s = cap(s)
    return s if s[-1] in ".!?)" else s + "."


def month_of(day: int, lang: str) -> str:
    m = (START_DT + timedelta(days=day)).month
    return f"{m}月" if lang == ZH else MONTHS_EN[m - 1]


def frag(rng: random.Random, slot: Slot, lang: str, key: str, **kw: str) -> str:
    table = slot.zh if lang == ZH else slot.en
    return rng.choice(table[key]).format(**kw)


def wrap(rng: random.Random, lang: str, key: str, **kw: str) -> str:
    return rng.choice(W[lang][key]).format(**kw)


# -- timelines --------------------------------------------------------------------------------


def say_change(b: Builder, p: Person, slot: Slot, v: str, old: str | None, lang: str) -> str:
    """A first-person change clause (past), naming the old value sometimes."""
    if old is not None and b.rng.random() < 0.35:
        return frag(b.rng, slot, lang, "switch", v=v, old=old)
    return frag(b.rng, slot, lang, "change", v=v)


def third_party(b: Builder, p: Person, slot: Slot, key: str, v: str, day: int) -> None:
    """Somebody else reports p's news: named outright, or named first and then a pronoun."""
    rng = b.rng
    a = rng.choice(b.others(p))
    if rng.random() < 0.5:
        b.emit(day, [(a, finish(frag(rng, slot, a.lang, key, n=p.name, v=v), a.lang))])
        return
    c2 = rng.choice(b.others(p))
    intro = wrap(rng, a.lang, "intro", n=p.name)
    clause = frag(rng, slot, c2.lang, key, n=p.pron(c2.lang), v=v)
    report = wrap(rng, c2.lang, "report", c=clause, p=p.pron(c2.lang))
    lines = [(a, intro)]
    if c2.name != a.name:
        lines.append(
            (
                c2,
                rng.choice(
                    REPLIES_ZH
                    if c2.lang == ZH
                    else ("Oh?", "Ooh, how is she?")
                    if p.gender == "f"
                    else ("Oh?", "Ooh, how is he?")
                ),
            )
        )
    lines.append((c2, finish(report, c2.lang)))
    b.emit(day, lines)


def long_line(b: Builder, lang: str, core: str) -> str:
    rng = b.rng
    sep = "" if lang == ZH else " "
    return sep.join((wrap(rng, lang, "pre"), finish(core, lang), wrap(rng, lang, "post")))


def do_change(
    b: Builder,
    p: Person,
    slot: Slot,
    v: str,
    old: str,
    a: int,
    nxt: int,
    extra: list[str],
    wrongs: set[str],
    prev_known: int,
) -> int:
    """Write one real change of a single-valued slot; return the day it became known."""
    rng, L = b.rng, p.lang
    sits = ["direct", "direct", "long", "use", "third", "selfname", "late", "neg", "planned"]
    if "we" in slot.en and "we" in slot.zh:
        sits.append("we")
    if extra:
        sits.append("fix")
    sit = rng.choice(sits)
    if sit == "late":
        report = min(a + rng.randint(18, 45), nxt - 12, LAST_DAY)
        if report < a + 10:
            sit = "direct"
        else:
            c = say_change(b, p, slot, v, old, L)
            b.emit(report, [(p, finish(wrap(rng, L, "late", c=c, month=month_of(a, L)), L))])
            return report
    if sit == "planned":
        pa = a - rng.randint(25, 60)
        if pa > prev_known + 5 and "inf" in slot.en:
            inf = frag(rng, slot, L, "inf", v=v)
            b.emit(pa, [(p, finish(wrap(rng, L, "plan", inf=inf), L))])
        sit = "direct"
    if sit == "direct":
        b.emit(a, [(p, finish(say_change(b, p, slot, v, old, L), L))])
    elif sit == "long":
        b.emit(a, [(p, long_line(b, L, say_change(b, p, slot, v, old, L)))])
    elif sit == "use":
        b.emit(a, [(p, finish(frag(rng, slot, L, "use", v=v), L))])
    elif sit == "third":
        third_party(b, p, slot, "third", v, a)
    elif sit == "selfname":
        text = finish(frag(rng, slot, L, "third", n=p.name, v=v), L)
        if L == EN and rng.random() < 0.5:
            text = f"News from {p.name}: {text}"
        b.emit(a, [(p, text)])
    elif sit == "we":
        b.emit(a, [(p, finish(frag(rng, slot, L, "we", v=v), L))])
    elif sit == "neg":
        q = rng.choice(b.others(p))
        ask = frag(rng, slot, q.lang, "ask", v=old)
        c = say_change(b, p, slot, v, None, L)
        ans = wrap(rng, L, "neg", c=c, month=month_of(a, L))
        ask = f"{p.name}, {ask[0].lower()}{ask[1:]}" if q.lang == EN else f"{p.name}，{ask}"
        b.emit(a, [(q, ask), (p, finish(ans, L))])
    elif sit == "fix":
        w = extra.pop()
        wrongs.add(w)
        first = finish(say_change(b, p, slot, w, None, L), L)
        b.emit(a, [(p, first), (p, finish(wrap(rng, L, "fix", v=v, w=w), L))])
    return a


def change_days(rng: random.Random, start: int, end: int, n: int) -> list[int]:
    seg = (end - start) // n
    return [rng.randint(start + i * seg, start + i * seg + max(0, seg - 60)) for i in range(n)]


def single_slot(b: Builder, p: Person, slot: Slot) -> None:
    rng, L, n_ = b.rng, p.lang, p.name
    pool = list(slot.values_for(L))
    rng.shuffle(pool)
    n = rng.choice((1, 1, 2, 2, 2, 3))
    vals, extra = pool[: n + 1], pool[n + 1 :]
    if slot is SCHOOL:  # nursery before school, never the other way round
        vals.sort(key=lambda v: "Nursery" not in v)
    has_inf = "inf" in slot.en
    pending = slot.plans and has_inf and len(extra) > 2 and rng.random() < 0.3
    d0 = rng.randint(6, 75)
    actual = change_days(rng, d0 + 50, 590 if pending else 690, n)
    wrongs: set[str] = set()
    abandoned: list[str] = []
    mentioned: set[str] = set()

    # the first value
    v0 = vals[0]
    sit = rng.choice(("state", "state", "long", "third", "selfname", "we"))
    if sit == "we" and "we" not in slot.en:
        sit = "state"
    if sit == "state":
        b.emit(d0, [(p, finish(frag(rng, slot, L, "state", v=v0), L))])
    elif sit == "long":
        b.emit(d0, [(p, long_line(b, L, frag(rng, slot, L, "state", v=v0)))])
    elif sit == "third":
        third_party(b, p, slot, "third", v0, d0)
    elif sit == "selfname":
        b.emit(d0, [(p, finish(frag(rng, slot, L, "third", n=n_, v=v0), L))])
    else:
        b.emit(d0, [(p, finish(frag(rng, slot, L, "we", v=v0), L))])
    known = [d0]
    for i in range(1, n + 1):
        nxt = actual[i] if i < n else LAST_DAY + 40
        known.append(do_change(b, p, slot, vals[i], vals[i - 1], actual[i - 1], nxt, extra,
                               wrongs, known[-1]))  # fmt: skip
    last = known[-1]

    # a plan that is dropped, and a daydream that never goes anywhere
    if has_inf and slot.plans and extra and rng.random() < 0.4:
        d = extra.pop()
        abandoned.append(d)
        pd = rng.randint(d0 + 20, 640)
        inf = frag(rng, slot, L, "inf", v=d)
        b.emit(pd, [(p, finish(wrap(rng, L, "plan", inf=inf), L))])
        b.emit(pd + rng.randint(15, 60), [(p, finish(wrap(rng, L, "drop", inf=inf), L))])
    if has_inf and extra and rng.random() < 0.2:
        m = extra.pop()
        abandoned.append(m)
        inf = frag(rng, slot, L, "inf", v=m)
        b.emit(rng.randint(d0 + 10, LAST_DAY), [(p, finish(wrap(rng, L, "muse", inf=inf), L))])
    pv = None
    if pending and extra:
        pv = extra.pop()
        pday = rng.randint(min(last + 25, 700), 712)
        inf = frag(rng, slot, L, "inf", v=pv)
        b.emit(pday, [(p, finish(wrap(rng, L, "plan", inf=inf), L))])
    # a scoped restatement of the current value
    if extra and last < LAST_DAY - 30 and rng.random() < 0.25:
        x = extra.pop()
        mentioned.add(x)
        text = finish(frag(rng, slot, L, "scope", v=vals[-1], x=x), L)
        b.emit(rng.randint(last + 10, LAST_DAY), [(p, text)])
    # distractors: values of the same kind that are nobody's state
    for _ in range(rng.randint(1, 3)):
        dv = extra.pop() if extra else rng.choice(slot.values_for(L))
        if dv in vals or dv in abandoned or dv == pv:
            continue
        q = p if rng.random() < 0.45 else rng.choice(b.others(p))
        if q is p:
            mentioned.add(dv)
        b.emit(
            rng.randint(0, LAST_DAY), [(q, finish(frag(rng, slot, q.lang, "dist", v=dv), q.lang))]
        )
    # an old value mentioned again after the change (nothing changes)
    if rng.random() < 0.5 and last < LAST_DAY - 15:
        old = rng.choice(vals[:-1])
        b.emit(rng.randint(last + 8, LAST_DAY), [(p, finish(frag(rng, slot, L, "memo", v=old), L))])

    allv = sorted(set(vals) | wrongs | set(abandoned) | mentioned | ({pv} if pv else set()))
    qs = slot.questions[L]
    base = {"subject": n_, "slot": slot.key, "values": allv, "abandoned": list(abandoned)}
    outdated = sorted(set(vals[:-1]) | wrongs)
    b.probes.append({**base, "kind": "current", "question": qs["current"].format(n=n_),
                     "gold": [vals[-1]], "outdated": outdated})  # fmt: skip
    b.probes.append({**base, "kind": "historical", "question": qs["historical"].format(n=n_),
                     "gold": [vals[-2]], "outdated": []})  # fmt: skip
    spans = [(known[i] + 4, actual[i] - 4, vals[i]) for i in range(n) if actual[i] - known[i] >= 16]
    if spans:
        lo, hi, gv = rng.choice(spans)
        b.probes.append({**base, "kind": "as_of", "question": qs["as_of"].format(n=n_),
                         "gold": [gv], "outdated": [], "as_of_day": rng.randint(lo, hi)})  # fmt: skip
    if pv:
        b.probes.append({**base, "kind": "planning", "question": qs["planning"].format(n=n_),
                         "gold": [pv], "outdated": []})  # fmt: skip


def multi_slot(b: Builder, p: Person, slot: Slot) -> None:
    """Coexisting values: a second (and third) added alongside, one perhaps given up."""
    rng, L, n_ = b.rng, p.lang, p.name
    pool = list(slot.values_for(L))
    rng.shuffle(pool)
    v0, v1, v2 = pool[:3]
    extra = pool[3:]
    pattern = rng.choice("ABC")
    d0 = rng.randint(6, 100)
    d1 = rng.randint(d0 + 60, 450)
    d2 = rng.randint(d1 + 40, 700)
    removed: list[str] = []
    mentioned: set[str] = set()

    def add(v: str, day: int) -> None:
        sit = rng.choice(("add", "add", "long", "third", "late"))
        if sit == "third":
            third_party(b, p, slot, "third", v, day)
        elif sit == "late" and day + 20 < LAST_DAY:
            c = frag(rng, slot, L, "add", v=v)
            b.emit(
                day + rng.randint(14, 30),
                [(p, finish(wrap(rng, L, "late", c=c, month=month_of(day, L)), L))],
            )
        elif sit == "long":
            b.emit(day, [(p, long_line(b, L, frag(rng, slot, L, "add", v=v)))])
        else:
            b.emit(day, [(p, finish(frag(rng, slot, L, "add", v=v), L))])

    if pattern == "A":  # one, then a second alongside it
        b.emit(d0, [(p, finish(frag(rng, slot, L, "has", v=v0), L))])
        add(v1, d1)
        current, allv = [v0, v1], [v0, v1]
    elif pattern == "B":  # two at once, then a third
        b.emit(d0, [(p, finish(frag(rng, slot, L, "pair", v=v0, x=v1), L))])
        add(v2, d1)
        current, allv = [v0, v1, v2], [v0, v1, v2]
    else:  # two, one given up, another added
        b.emit(d0, [(p, finish(frag(rng, slot, L, "pair", v=v0, x=v1), L))])
        b.emit(d1, [(p, finish(frag(rng, slot, L, "remove", v=v0), L))])
        add(v2, d2)
        removed.append(v0)
        current, allv = [v1, v2], [v0, v1, v2]
    # everyday use of a current value, an old one remembered, distractors
    if rng.random() < 0.6:
        b.emit(
            rng.randint(d0 + 5, LAST_DAY), [(p, finish(frag(rng, slot, L, "use", v=current[0]), L))]
        )
    if removed and rng.random() < 0.6:
        b.emit(rng.randint(d1 + 10, LAST_DAY), [(p, finish(frag(rng, slot, L, "memo", v=v0), L))])
    for _ in range(rng.randint(1, 2)):
        if not extra:
            break
        dv = extra.pop()
        q = p if rng.random() < 0.4 else rng.choice(b.others(p))
        if q is p:
            mentioned.add(dv)
        b.emit(
            rng.randint(0, LAST_DAY), [(q, finish(frag(rng, slot, q.lang, "dist", v=dv), q.lang))]
        )
    qs = slot.questions[L]
    base = {
        "subject": n_,
        "slot": slot.key,
        "values": sorted(set(allv) | mentioned),
        "abandoned": [],
    }
    b.probes.append({**base, "kind": "coexisting", "question": qs["coexisting"].format(n=n_),
                     "gold": current, "outdated": removed})  # fmt: skip
    if removed:
        b.probes.append({**base, "kind": "historical", "question": qs["historical"].format(n=n_),
                         "gold": removed, "outdated": []})  # fmt: skip


def make_people(rng: random.Random) -> list[Person]:
    count = rng.randint(11, 14)
    n_zh = max(2, round(count * rng.uniform(0.22, 0.3)))
    picks = rng.sample(EN_PEOPLE, count - n_zh) + rng.sample(ZH_PEOPLE, n_zh)
    rng.shuffle(picks)
    people = []
    for name, gender in picks:
        zh = (name, gender) in ZH_PEOPLE
        role = rng.choice(ZH_ROLES if zh else ROLES)
        retired = role == "retired member"
        parent = not retired and (
            role in ("balance-bike parent", "带娃骑平衡车的家长") or rng.random() < 0.3
        )
        p = Person(name, gender, ZH if zh else EN, role, parent, retired)
        eligible = [s for s in SINGLE_SLOTS + MULTI_SLOTS
                    if not (s.who == "parent" and not parent) and not (s.who == "worker" and retired)]  # fmt: skip
        k = rng.randint(4, min(6, len(eligible)))
        p.slots = rng.sample(eligible, k)
        people.append(p)
    return people


INTROS_EN = ("Hi all, {n} here, I've signed up as a {r}, be gentle with me.",
             "Hello! I'm {n}. Mostly you'll find me at breakfast as a {r}.",
             "New to the group: {n}, {r}, very slow up hills.")  # fmt: skip
INTROS_ZH = ("大家好，我是{n}，{r}，请多关照。", "我是{n}，刚进群，{r}。")


def filler(b: Builder, day: int) -> None:
    rng = b.rng
    p = rng.choice(b.people)
    lang = p.lang if rng.random() < 0.88 else (EN if p.lang == ZH else p.lang)
    who = rng.choice(b.others(p)).name
    if lang == ZH:
        text = rng.choice(FILLER_ZH).format(
            place=rng.choice(PLACES).removeprefix("the "), food=rng.choice(ZH_FOODS), who=who
        )
    else:
        text = rng.choice(FILLER_EN).format(
            place=rng.choice(PLACES), food=rng.choice(FOODS), who=who
        )
    lines = [(Person(p.name, p.gender, lang, p.role, p.parent, p.retired), text)]
    for _ in range(rng.choice((0, 0, 1, 1, 2))):
        q = rng.choice(b.others(p))
        lines.append((q, rng.choice(REPLIES_ZH if q.lang == ZH else REPLIES_EN)))
    b.emit(day, lines)


def trim_probes(
    rng: random.Random, probes: list[dict[str, Any]], target: int
) -> list[dict[str, Any]]:
    """Drop some historical and as_of probes (never the only probe of a slot) to the target."""
    keep = list(probes)
    droppable = [i for i, pr in enumerate(keep) if pr["kind"] in ("as_of", "historical")]
    rng.shuffle(droppable)
    gone = set(droppable[: max(0, len(keep) - target)])
    return [pr for i, pr in enumerate(keep) if i not in gone]


def generate(seed: int) -> dict[str, Any]:
    """The world for one seed: start time, episodes in time order, probes with gold values."""
    rng = random.Random(seed * 7919 + 2024)
    people = make_people(rng)
    b = Builder(rng, people)
    for p in people:
        d = rng.randint(0, 5)
        if p.lang == ZH:
            b.emit(d, [(p, rng.choice(INTROS_ZH).format(n=p.name, r=p.role))])
        else:
            b.emit(d, [(p, rng.choice(INTROS_EN).format(n=p.name, r=p.role))])
    for p in people:
        for slot in p.slots:
            (multi_slot if slot.multi else single_slot)(b, p, slot)
    target = rng.randint(560, 760)
    while sum(len(lines) for _, lines in b.sessions) < target:
        filler(b, rng.randint(0, LAST_DAY))
    # minutes: sessions of a day follow one another; lines of a session a few minutes apart
    order = sorted(range(len(b.sessions)), key=lambda i: (b.sessions[i][0], rng.random()))
    cursor: dict[int, int] = {}
    episodes = []
    for k, i in enumerate(order):
        day, lines = b.sessions[i]
        minute = min(1430, max(cursor.get(day, rng.randint(400, 600)), 0) + rng.randint(3, 70))
        for speaker, text, lang in lines:
            episodes.append({"day": day, "minute": minute, "speaker": speaker, "text": text,
                             "session": f"aw{seed}-s{k}", "language": lang})  # fmt: skip
            minute = min(1439, minute + rng.randint(1, 6))
        cursor[day] = minute
    probes = trim_probes(rng, b.probes, rng.randint(108, 136))
    return {"start": START, "episodes": episodes, "probes": probes}


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (an empty list when it is sound)."""
    errs = []
    eps, probes = world["episodes"], world["probes"]
    texts = [e["text"] for e in eps]
    speakers = {e["speaker"] for e in eps}
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errs.append(f"episode time {e['day']}/{e['minute']}")
        if e["language"] not in (EN, ZH) or not e["text"].strip() or "{" in e["text"]:
            errs.append(f"episode text/language: {e['text']!r}")
        if (e["day"], e["minute"]) < last:
            errs.append("episodes out of order")
        last = (e["day"], e["minute"])
    for pr in probes:
        tag = f"{pr['subject']}/{pr['slot']}/{pr['kind']}"
        if pr["kind"] not in KINDS or not pr["gold"] or pr["subject"] not in speakers:
            errs.append(f"probe {tag}")
        for g in pr["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"gold {g!r} not in any episode ({tag})")
            if g not in pr["values"]:
                errs.append(f"gold {g!r} not in values ({tag})")
        if set(pr["gold"]) & (set(pr["outdated"]) | set(pr["abandoned"])):
            errs.append(f"gold also outdated/abandoned ({tag})")
        if (pr["kind"] == "as_of") != (pr.get("as_of_day") is not None):
            errs.append(f"as_of_day ({tag})")
        if "{" in pr["question"]:
            errs.append(f"question {pr['question']!r}")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        w = generate(seed)
        assert w == generate(seed), "not deterministic"
        errs = validate(w)
        bad += len(errs)
        for e in errs[:10]:
            print("  !", e)
        eps, probes = w["episodes"], w["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        people = {p["subject"] for p in probes}
        zh = sum(e["language"] == ZH for e in eps)
        print(
            f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, "
            f"{len(people)} people; " + ", ".join(f"{k} {v}" for k, v in kinds.items())
        )
    print("ok" if not bad else f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
