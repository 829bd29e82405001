"""Blind text world ``blind_ae``: the volunteers' group chat of an Edinburgh library homework club.

``generate(seed)`` invents 10 to 14 people (librarians, volunteer tutors and parents) who chat
for two years about rotas, biscuits, printers and the kids' reading, and now and then about
their own lives.  Each person has 4 to 7 state slots (neighbourhood, employer, phone network,
car, usual drink, gym, energy supplier, language being learnt, the kids' school, the tool
they run their tutoring group in, pets, instruments, hobbies) whose values change 1 to 3
times: said straight out, shown only by use, reported by someone else (sometimes through a
pronoun in the same conversation), told weeks late, corrected, negated, planned and done,
planned and dropped, or only mused about.  Distractor lines name values of the same kinds
without them being anyone's state.  About a quarter of the people write in Chinese.

The probes carry the ground truth (current, historical, as_of, planning and coexisting
values, with the outdated, abandoned and merely-mentioned values).  Standard library only;
everything is deterministic given the seed.  ``python -m bench.text_worlds.blind_ae`` runs a
self-check over seeds 7, 11 and 23.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

START = "2023-08-28T08:00:00+01:00"
START_DT = datetime(2023, 8, 28, 8, 0, tzinfo=timezone(timedelta(hours=1)))
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

Ph = dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: value pools, questions and phrasing per language."""

    key: str
    multi: bool
    plans: bool
    pool: tuple[str, ...]
    zh_pool: tuple[str, ...] | None  # None: Chinese writers use the English pool
    q: dict[str, dict[str, str]]
    en: Ph
    zh: Ph
    roles: tuple[str, ...] = ("librarian", "tutor", "parent")


# Single-valued slot phrase keys:
#   state  present clause (first person)      change  past clause of the change (first person)
#   use    a line that shows the value in use   third   clause about {s} (name or pronoun)
#   inf    infinitive for plans                 dist    distractor lines naming {x}
#   we     household clause (optional)          scoped  "mostly {v}, but {x} for ..." (optional)

HOME = Slot(
    key="neighbourhood",
    multi=False,
    plans=True,
    pool=(
        "Leith",
        "Morningside",
        "Gorgie",
        "Portobello",
        "Stockbridge",
        "Marchmont",
        "Bruntsfield",
        "Newington",
        "Corstorphine",
        "Abbeyhill",
        "Trinity",
        "Craigentinny",
        "Dalry",
        "Musselburgh",
        "Fountainbridge",
        "Granton",
        "Liberton",
    ),  # fmt: skip
    zh_pool=None,
    q={
        EN: {
            "current": "Which part of Edinburgh does {n} live in now?",
            "historical": "Where did {n} live before the current place?",
            "as_of": "Which part of Edinburgh did {n} live in at that time?",
            "planning": "Where is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在住在爱丁堡哪个区？",
            "historical": "{n}搬家之前住在哪里？",
            "as_of": "{n}那时候住在哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    },
    en={
        "state": ("I live in {v}", "we're in {v}", "home is a wee flat in {v}", "I'm over in {v}"),
        "change": (
            "we moved to {v}",
            "I finally moved to {v}",
            "I left {old} and moved to {v}",
            "we got the keys to a place in {v} and moved in",
        ),
        "use": (
            "Anyone know a decent chippy near {v}? Still finding my feet round here.",
            "Might be a bit late Saturday, the bus in from {v} takes ages. Need to leave earlier from now on.",
            "The neighbours in {v} are lovely, one of them brought round a whole tray of tablet as a welcome.",
        ),
        "third": ("{s} moved to {v}", "{s} has got a flat in {v} now", "{s} left {old} for {v}"),
        "inf": ("move to {v}", "find a flat in {v}"),
        "we": (
            "we flitted to {v}, all four of us and the hamster",
            "the whole household moved to {v}",
        ),
        "dist": (
            "My sister's looking at flats in {x}, the prices are mental.",
            "Did you see {x} got named one of the best places to live in the UK? Not on a volunteer's budget.",
            "If I won the lottery I'd buy one of those big stone houses in {x}.",
            "There's a pop-up book swap in {x} on Saturday if anyone's round that way.",
        ),
    },
    zh={
        "state": ("我住在{v}", "我们家在{v}", "我现在住{v}那边"),
        "change": ("我们搬到{v}了", "我从{old}搬到{v}了", "我们在{v}租了新房子，已经搬过去了"),
        "use": (
            "有人知道{v}附近哪里有好吃的中餐馆吗？刚来这边还不熟。",
            "周六可能会晚一点，从{v}坐公交过来要好久，以后得早点出门。",
        ),
        "third": ("{s}搬到{v}了", "{s}现在住在{v}", "{s}从{old}搬去{v}了"),
        "inf": ("搬到{v}", "在{v}找房子"),
        "we": ("我们一家搬到{v}了",),
        "dist": (
            "我朋友在{x}看房子，房价太夸张了。",
            "听说{x}那边新开了一家亚洲超市，有人去过吗？",
            "要是中了彩票我就在{x}买个大房子，哈哈。",
        ),
    },
)

JOB = Slot(
    key="employer",
    multi=False,
    plans=True,
    pool=(
        "NHS Lothian",
        "Lothian Buses",
        "Skyscanner",
        "Baillie Gifford",
        "Scottish Book Trust",
        "Edinburgh Napier",
        "City of Edinburgh Council",
        "Thistlebank Insurance",
        "Calder & Finch",
        "Forthview Logistics",
        "Brambles Bakery",
        "Greyfriars Games",
        "Lighthouse Bookshop",
    ),  # fmt: skip
    zh_pool=None,
    q={
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before the current job?",
            "as_of": "Where was {n} working at that time?",
            "planning": "Where is {n} hoping to work next?",
        },
        ZH: {
            "current": "{n}现在在哪里工作？",
            "historical": "{n}之前在哪里工作？",
            "as_of": "{n}那时候在哪里上班？",
            "planning": "{n}打算去哪里工作？",
        },
    },
    en={
        "state": ("I work at {v}", "I'm at {v} during the week", "my day job is at {v}"),
        "change": (
            "I started at {v}",
            "I left {old} and started at {v}",
            "I handed in my notice at {old} and joined {v}",
            "I took the job at {v}",
        ),
        "use": (
            "Can't do Thursday, it's the all-hands at {v} and as the new one I can't really skip it.",
            "First payday at {v}, so the caramel shortcake is on me this week.",
            "My {v} lanyard set off the library security gate again. Mortifying.",
        ),
        "third": (
            "{s} got a job at {v}",
            "{s} is working at {v} now",
            "{s} left {old} for a job at {v}",
        ),
        "inf": ("apply for a job at {v}", "move to {v}"),
        "scoped": ("I'm still mostly at {v}, but I do one day a week for {x} as well",),
        "dist": (
            "{x} are hiring again, if anyone knows somebody looking.",
            "Saw {x} in the Evening News for the wrong reasons again.",
            "My cousin reckons {x} is a great place to work, no idea myself.",
            "Does anyone know what it's like working at {x}? Asking for a friend, genuinely.",
        ),
    },
    zh={
        "state": ("我在{v}上班", "我在{v}工作"),
        "change": (
            "我已经去{v}上班了",
            "我从{old}辞职了，去了{v}",
            "我拿到了{v}的offer，已经入职了",
        ),
        "use": (
            "周四去不了，{v}那边要开全员大会，我是新人不好请假。",
            "第一次在{v}领工资，这周的饼干我请！",
        ),
        "third": ("{s}去{v}上班了", "{s}换工作了，现在在{v}", "{s}从{old}跳槽去了{v}"),
        "inf": ("去{v}工作", "申请{v}的职位"),
        "scoped": ("我主要还是在{v}上班，不过每周有一天去{x}帮忙",),
        "dist": (
            "{x}最近在招人，有朋友需要的话可以看看。",
            "{x}又上新闻了，好像不是什么好事。",
            "有人在{x}工作过吗？帮朋友问的。",
        ),
    },
)

CARRIER = Slot(
    key="phone_network",
    multi=False,
    plans=True,
    pool=(
        "giffgaff",
        "Vodafone",
        "O2",
        "EE",
        "Smarty",
        "Lebara",
        "Kelpie Mobile",
        "Tesco Mobile",
        "Sky Mobile",
    ),  # fmt: skip
    zh_pool=None,
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
    },
    en={
        "state": ("I'm with {v}", "my phone's on {v}", "I'm on a {v} SIM"),
        "change": (
            "I switched my phone to {v}",
            "I ported my number over to {v}",
            "I ditched {old} and went with {v}",
        ),
        "use": (
            "Sorry if I go quiet, {v} signal in the library basement is non-existent.",
            "Just had a text from {v} saying my bill's going up in April. Cheers for that.",
            "{v} roaming worked fine in Spain, for the record, no nasty surprises.",
        ),
        "third": ("{s} switched to {v}", "{s} is on {v} now", "{s} finally left {old} for {v}"),
        "inf": ("switch to {v}", "go over to {v}"),
        "scoped": ("my own phone is on {v}, but the work one they gave me is {x}",),
        "dist": (
            "Saw an advert on the 22: {x} doing unlimited data for a tenner. Sounds suspicious.",
            "My dad's been on {x} since about 1998, loyal as a golden retriever.",
            "Is {x} down for anyone else? My other half has no bars at all.",
        ),
    },
    zh={
        "state": ("我用的是{v}的卡", "我的手机是{v}的套餐"),
        "change": ("我把手机号转到{v}了", "我换成{v}了，比{old}便宜多了"),
        "use": (
            "图书馆地下室{v}完全没信号，有事请打座机。",
            "{v}刚发短信说四月要涨价，真无语。",
        ),
        "third": ("{s}换成{v}了", "{s}现在用{v}"),
        "inf": ("换到{v}", "转到{v}"),
        "scoped": ("我自己的手机是{v}，公司给的那部是{x}",),
        "dist": (
            "公交上看到{x}的广告，无限流量才十镑，不知道靠不靠谱。",
            "我家里人一直用{x}，说信号还行。",
        ),
    },
)

CAR = Slot(
    key="car",
    multi=False,
    plans=True,
    pool=(
        "Kia Niro",
        "Nissan Leaf",
        "Skoda Fabia",
        "Toyota Yaris",
        "Vauxhall Corsa",
        "Honda Jazz",
        "Ford Fiesta",
        "Renault Zoe",
        "VW Golf",
        "Dacia Sandero",
    ),  # fmt: skip
    zh_pool=None,
    q={
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before?",
            "as_of": "What car was {n} driving at that time?",
            "planning": "Which car is {n} planning to buy?",
        },
        ZH: {
            "current": "{n}现在开什么车？",
            "historical": "{n}以前开什么车？",
            "as_of": "{n}那时候开的是什么车？",
            "planning": "{n}打算买什么车？",
        },
    },
    en={
        "state": ("I drive a {v}", "I've got an old {v}", "my car's a {v}"),
        "change": ("I bought a {v}", "I traded in the {old} for a {v}", "we got a {v}"),
        "use": (
            "If anyone needs a lift to the book sale, the {v} fits five and a lot of tote bags.",
            "Parked the {v} outside the library for ten minutes and got a ticket. Raging.",
        ),
        "third": ("{s} got a {v}", "{s} is driving a {v} now", "{s} sold the {old} and got a {v}"),
        "inf": ("buy a {v}", "get a {v}"),
        "dist": (
            "Honestly the {x} is the ugliest car ever made, fight me.",
            "My neighbour's {x} alarm went off at 3am again.",
            "If I had the money I'd get a {x}, but it's the bus for me.",
        ),
    },
    zh={
        "state": ("我开的是{v}", "我有一辆旧{v}"),
        "change": ("我买了一辆{v}", "我把{old}卖了，换了辆{v}"),
        "use": (
            "周六书展谁需要搭车？我的{v}能坐五个人。",
            "把{v}停在图书馆门口十分钟就被贴罚单了，气死。",
        ),
        "third": ("{s}买了辆{v}", "{s}现在开{v}"),
        "inf": ("买一辆{v}", "换一辆{v}"),
        "dist": ("邻居的{x}半夜三点又报警了。", "有钱的话我想买{x}，现在只能坐公交。"),
    },
)

DRINK = Slot(
    key="usual_drink",
    multi=False,
    plans=True,
    pool=(
        "oat flat white",
        "builder's tea",
        "decaf",
        "rooibos",
        "peppermint tea",
        "Irn-Bru",
        "black coffee",
        "hot chocolate",
        "chai latte",
    ),  # fmt: skip
    zh_pool=("乌龙茶", "燕麦拿铁", "菊花茶", "豆浆", "普洱", "绿茶", "美式咖啡"),
    q={
        EN: {
            "current": "What does {n} usually drink at the tea break now?",
            "historical": "What did {n} use to drink before?",
            "as_of": "What was {n}'s usual drink at that time?",
            "planning": "What is {n} planning to switch to drinking?",
        },
        ZH: {
            "current": "{n}现在平时喝什么？",
            "historical": "{n}以前平时喝什么？",
            "as_of": "{n}那时候平时喝什么？",
            "planning": "{n}打算改喝什么？",
        },
    },
    en={
        "state": ("I'm a {v} person", "my usual is {v}", "I mostly drink {v}"),
        "change": (
            "I switched to {v}",
            "I gave up {old} and went on to {v}",
            "I started drinking {v} instead",
        ),
        "use": (
            "Whoever's doing the tea run: {v} for me please, ta.",
            "Brought my own {v} in a flask, don't judge.",
        ),
        "third": ("{s} switched to {v}", "{s} only drinks {v} now", "{s} gave up {old} for {v}"),
        "inf": ("switch to {v}", "cut down and move on to {v}"),
        "scoped": ("it's {v} most of the time, but {x} on club nights to survive the P7s",),
        "dist": (
            "The café across the road has a {x} offer on, FYI.",
            "One of the kids asked if {x} counts as one of their five a day. Nice try.",
            "Who actually drinks {x}? Genuine question.",
        ),
    },
    zh={
        "state": ("我平时喝{v}", "我一般只喝{v}"),
        "change": ("我改喝{v}了", "我戒了{old}，现在喝{v}"),
        "use": ("谁去泡茶的话帮我带一杯{v}，谢谢！", "我自己带了一壶{v}来，别笑我。"),
        "third": ("{s}现在改喝{v}了", "{s}不喝{old}了，现在只喝{v}"),
        "inf": ("改喝{v}", "换成{v}"),
        "dist": ("对面咖啡店{x}买一送一。", "有人喜欢喝{x}吗？真心请教。"),
    },
)

GYM = Slot(
    key="gym",
    multi=False,
    plans=True,
    pool=(
        "PureGym",
        "Meadowbank Sports Centre",
        "Warrender Baths",
        "Glenogle Swim Centre",
        "EICA Ratho",
        "Bannatyne",
        "Kelvin CrossFit",
        "The Gym Group",
    ),  # fmt: skip
    zh_pool=None,
    q={
        EN: {
            "current": "Which gym or pool does {n} go to now?",
            "historical": "Which gym did {n} go to before?",
            "as_of": "Which gym was {n} going to at that time?",
            "planning": "Which gym is {n} thinking of joining?",
        },
        ZH: {
            "current": "{n}现在去哪个健身房？",
            "historical": "{n}以前去哪个健身房？",
            "as_of": "{n}那时候去哪个健身房？",
            "planning": "{n}打算去哪个健身房？",
        },
    },
    en={
        "state": ("I go to {v}", "I've got a membership at {v}", "I train at {v}"),
        "change": ("I joined {v}", "I cancelled {old} and joined {v}", "I signed up at {v}"),
        "use": (
            "Saw half the Tuesday tutors at {v} this morning, very wholesome.",
            "Legs are dead after {v} last night, be gentle with me on the stairs.",
        ),
        "third": ("{s} joined {v}", "{s} goes to {v} now", "{s} gave up on {old} and joined {v}"),
        "inf": ("join {v}", "sign up at {v}"),
        "dist": (
            "{x} has a January deal on if anyone's making resolutions.",
            "Apparently the changing rooms at {x} are freezing, just passing it on.",
            "Heard {x} might be closing for a refurb.",
        ),
    },
    zh={
        "state": ("我在{v}健身", "我办了{v}的卡"),
        "change": ("我办了{v}的会员", "我退了{old}的卡，去{v}了"),
        "use": ("今天早上在{v}碰到好几个周二的志愿者，哈哈。", "昨晚在{v}练腿，今天上楼梯好痛苦。"),
        "third": ("{s}去{v}健身了", "{s}办了{v}的卡"),
        "inf": ("去{v}办卡", "加入{v}"),
        "dist": ("{x}一月份有优惠，想健身的可以看看。", "听说{x}要装修关门一阵子。"),
    },
)

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    plans=True,
    pool=(
        "Octopus Energy",
        "Scottish Power",
        "OVO",
        "EDF",
        "E.ON",
        "British Gas",
        "Braeside Energy",
        "So Energy",
    ),  # fmt: skip
    zh_pool=None,
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
    },
    en={
        "state": (
            "we're with {v} for gas and electric",
            "our energy's with {v}",
            "we get our electricity from {v}",
        ),
        "change": ("we switched to {v}", "I moved us from {old} to {v}", "we went over to {v}"),
        "use": (
            "First {v} bill came in and it's actually less than I expected. Small mercies.",
            "{v} sent someone round to fit a smart meter, took all of ten minutes.",
        ),
        "third": ("{s} switched to {v}", "{s} is with {v} now", "{s} left {old} and went to {v}"),
        "inf": ("switch to {v}", "move over to {v}"),
        "we": ("the household finally switched to {v}",),
        "dist": (
            "{x} on the radio again promising cheaper bills. Aye, right.",
            "My mum's had nothing but grief with {x}.",
            "Anyone with {x}? Are they as bad as people say?",
        ),
    },
    zh={
        "state": ("我们家的电和燃气是{v}的", "我们用的是{v}"),
        "change": ("我们换成{v}了", "我们从{old}换到了{v}"),
        "use": ("{v}的第一张账单来了，比想象的便宜。", "{v}派人来装了智能电表，十分钟就好了。"),
        "third": ("{s}家换成{v}了", "{s}家现在用{v}"),
        "inf": ("换成{v}", "转到{v}"),
        "dist": ("电台里{x}又在说电费会降，谁信啊。", "我妈用{x}一直有问题。"),
    },
)

LANGUAGE = Slot(
    key="language_learning",
    multi=False,
    plans=True,
    pool=("Gaelic", "Spanish", "Italian", "Polish", "BSL", "Japanese", "Mandarin", "Portuguese"),
    zh_pool=("盖尔语", "西班牙语", "法语", "日语", "意大利语", "德语", "韩语"),
    q={
        EN: {
            "current": "Which language is {n} learning now?",
            "historical": "Which language was {n} learning before?",
            "as_of": "Which language was {n} learning at that time?",
            "planning": "Which language is {n} planning to learn?",
        },
        ZH: {
            "current": "{n}现在在学什么语言？",
            "historical": "{n}之前在学什么语言？",
            "as_of": "{n}那时候在学什么语言？",
            "planning": "{n}打算学什么语言？",
        },
    },
    en={
        "state": (
            "I'm learning {v}",
            "I'm doing an evening class in {v}",
            "I'm plugging away at {v} on Duolingo",
        ),
        "change": (
            "I started {v} classes",
            "I gave up {old} and started {v}",
            "I enrolled on the {v} course at Edinburgh College",
        ),
        "use": (
            "Tried out my {v} on the kids today and they laughed at me. Fair enough.",
            "The homework for my {v} class is harder than anything the P7s get.",
        ),
        "third": (
            "{s} is learning {v} now",
            "{s} started {v} lessons",
            "{s} dropped {old} and took up {v}",
        ),
        "inf": ("learn {v}", "take up {v}"),
        "dist": (
            "The library's got free {x} taster sessions in March, posters are by the door.",
            "One of the P5s speaks fluent {x}, puts us all to shame.",
            "Is {x} hard? My nephew wants to do it at uni.",
        ),
    },
    zh={
        "state": ("我在学{v}", "我在上{v}夜校"),
        "change": ("我开始学{v}了", "我不学{old}了，改学{v}"),
        "use": ("今天用{v}跟孩子们打招呼，被笑了，哈哈。", "{v}课的作业比P7的还难。"),
        "third": ("{s}在学{v}", "{s}报了{v}课"),
        "inf": ("学{v}", "报{v}课"),
        "dist": ("图书馆三月有免费的{x}体验课。", "有个P5的小朋友{x}说得特别好。"),
    },
)

SCHOOL = Slot(
    key="kids_school",
    multi=False,
    plans=True,
    pool=(
        "Towerbank Primary",
        "Sciennes Primary",
        "Flora Stevenson Primary",
        "Broughton High",
        "Drummond High",
        "Castlebrae High",
        "Craigour Park Primary",
        "Hermitage Academy",
        "St Columba's Primary",
    ),  # fmt: skip
    zh_pool=None,
    q={
        EN: {
            "current": "Which school do {n}'s kids go to now?",
            "historical": "Which school were {n}'s kids at before?",
            "as_of": "Which school were {n}'s kids at then?",
            "planning": "Which school is {n} hoping to move the kids to?",
        },
        ZH: {
            "current": "{n}家孩子现在在哪个学校？",
            "historical": "{n}家孩子以前在哪个学校？",
            "as_of": "{n}家孩子那时候在哪个学校？",
            "planning": "{n}打算让孩子转去哪个学校？",
        },
    },
    en={
        "state": ("my eldest goes to {v}", "our wee one's at {v}", "the kids are at {v}"),
        "change": (
            "we moved the kids to {v}",
            "our eldest started at {v}",
            "we got the placing request for {v} and the kids started there",
        ),
        "use": (
            "{v} parents' evening clashes with Thursday club, so I'll be late.",
            "The {v} uniform list is longer than my arm. Who needs three kinds of PE shorts?",
        ),
        "third": ("{s} moved {pp} kids to {v}", "{s} has got the kids into {v} now"),
        "inf": ("put in a placing request for {v}", "move the kids to {v}"),
        "we": ("we moved both kids over to {v}",),
        "dist": (
            "{x} got a glowing inspection report apparently.",
            "Heard {x} are fundraising for a new library, we should offer them our old shelves.",
            "One of the girls in my homework group is at {x}, sharp as a tack.",
        ),
    },
    zh={
        "state": ("我家孩子在{v}上学", "老大在{v}读书"),
        "change": ("孩子转到{v}了", "老大开始在{v}上学了"),
        "use": ("{v}的家长会跟周四的活动撞了，我会晚点到。", "{v}的校服清单好长啊。"),
        "third": ("{s}家孩子转到{v}了", "{s}家老大在{v}上学了"),
        "inf": ("申请{v}", "让孩子转去{v}"),
        "dist": ("听说{x}这次督导评估结果很好。", "我辅导的一个女孩在{x}上学，特别聪明。"),
    },
    roles=("parent",),
)

TOOL = Slot(
    key="tutoring_tool",
    multi=False,
    plans=True,
    pool=(
        "Google Classroom",
        "Seesaw",
        "Padlet",
        "Microsoft Teams",
        "Notion",
        "Trello",
        "Kahoot",
        "Beanstack",
        "Airtable",
    ),  # fmt: skip
    zh_pool=None,
    q={
        EN: {
            "current": "Which tool does {n} run the tutoring group in now?",
            "historical": "Which tool did {n} use for the group before?",
            "as_of": "Which tool was {n} using for the group at that time?",
            "planning": "Which tool is {n} planning to move the group to?",
        },
        ZH: {
            "current": "{n}现在用什么工具管理辅导小组？",
            "historical": "{n}以前用什么工具管理小组？",
            "as_of": "{n}那时候用什么工具管理小组？",
            "planning": "{n}打算把小组换到什么工具上？",
        },
    },
    en={
        "state": (
            "I use {v} for my group's worksheets",
            "I keep my tutoring notes in {v}",
            "I track the reading logs in {v}",
        ),
        "change": (
            "I moved my group over to {v}",
            "I switched from {old} to {v} for the reading logs",
            "I started using {v} for the worksheets",
        ),
        "use": (
            "Sent the fractions sheet round on {v}, shout if it didn't come through.",
            "Whoever keeps adding emoji reactions to my {v} board: I see you.",
        ),
        "third": ("{s} moved the group over to {v}", "{s} uses {v} for everything now"),
        "inf": ("move everything to {v}", "try {v} with the group"),
        "scoped": (
            "I use {v} for most things, but the P7 maths lot are still on {x} because they refuse to change",
        ),
        "dist": (
            "The council's pushing {x} on all the branches, no idea why.",
            "Has anyone tried {x}? Saw a webinar about it, looked slick.",
            "{x} was down all morning, glad I'm not on it.",
        ),
    },
    zh={
        "state": ("我用{v}给学生发练习题", "我的辅导笔记都在{v}里"),
        "change": ("我把小组都搬到{v}上了", "我从{old}换到{v}了"),
        "use": (
            "分数练习已经发到{v}上了，没收到的说一声。",
            "谁在我的{v}上一直点表情？我看到了哈哈。",
        ),
        "third": ("{s}把小组搬到{v}上了", "{s}现在什么都用{v}"),
        "inf": ("全部换到{v}", "试试{v}"),
        "scoped": ("大部分用{v}，不过P7数学组还在用{x}，他们不肯换",),
        "dist": ("市议会在推{x}，不知道为什么。", "有人用过{x}吗？看起来不错。"),
    },
    roles=("librarian", "tutor"),
)

# Multi-valued slot phrase keys: has (present clause), add (a second value beside {old}),
# third_add (about {s}), remove (first person, past), dist.  {kind} is a pet's species.

PETS = Slot(
    key="pets",
    multi=True,
    plans=False,
    pool=(
        "Dougal",
        "Bramble",
        "Juniper",
        "Misty",
        "Rolo",
        "Toffee",
        "Pickle",
        "Clyde",
        "Nutmeg",
        "Tumshie",
        "Ziggy",
        "Mabel",
    ),  # fmt: skip
    zh_pool=("团子", "豆豆", "芝麻", "布丁", "元宝", "年糕"),
    q={
        EN: {
            "coexisting": "Which pets does {n} have now?",
            "historical": "Which pet did {n} rehome?",
        },
        ZH: {"coexisting": "{n}现在养了哪些宠物？", "historical": "{n}把哪只宠物送走了？"},
    },  # fmt: skip
    en={
        "has": ("I've got a {kind} called {v}", "we have a {kind}, {v}, who rules the house"),
        "add": (
            "Meet {v}, our new {kind}! {old} is not impressed yet.",
            "We caved and got a second pet: a {kind} called {v}. {old} has company now.",
            "Late because {v} (new {kind}, long story) ate a hairband. {old} supervised, obviously.",
        ),
        "third_add": (
            "{s} got another pet, a {kind} called {v}",
            "{s} has a new {kind}, {v}, as well as {old}",
        ),
        "remove": (
            "we rehomed {v} with my parents, they've got the garden for it",
            "{v} went to live with my sister on her farm",
        ),
        "dist": (
            "The Dog and Cat Home has a {kind} called {x} up for adoption, look at that face.",
            "My neighbour's {kind} {x} keeps coming in through our back door.",
        ),
    },
    zh={
        "has": ("我养了一只{kind}，叫{v}", "我们家有只{kind}叫{v}"),
        "add": (
            "我们又养了一只{kind}，叫{v}，{old}终于有伴了。",
            "新成员{v}到家啦！是只{kind}，{old}还在观察它。",
        ),
        "third_add": ("{s}家又养了一只{kind}，叫{v}",),
        "remove": ("{v}送去我爸妈家养了，他们有院子",),
        "dist": ("领养中心有只{kind}叫{x}，太可爱了。",),
    },
)

INSTRUMENT = Slot(
    key="instruments",
    multi=True,
    plans=False,
    pool=(
        "fiddle",
        "ukulele",
        "piano",
        "cello",
        "bagpipes",
        "tin whistle",
        "guitar",
        "clarsach",
        "accordion",
    ),  # fmt: skip
    zh_pool=("古筝", "二胡", "钢琴", "尤克里里", "吉他", "长笛"),
    q={
        EN: {
            "coexisting": "Which instruments does {n} play now?",
            "historical": "Which instrument did {n} give up?",
        },
        ZH: {"coexisting": "{n}现在会哪些乐器？", "historical": "{n}放弃了哪种乐器？"},
    },  # fmt: skip
    en={
        "has": ("I play the {v}", "I'm learning the {v}", "I've been playing the {v} since school"),
        "add": (
            "I've taken up the {v} as well. The {old} is still my first love though.",
            "Started {v} lessons on top of the {old}, my neighbours are thrilled.",
            "Can't stay late tonight, I've got my first {v} lesson. Yes, another instrument. The {old} isn't jealous.",
        ),
        "third_add": ("{s} plays the {v} now as well as the {old}", "{s} took up the {v} too"),
        "remove": (
            "I sold the {v}, never had time to practise",
            "I gave the {v} to my niece, I'd stopped playing",
        ),
        "dist": (
            "There's a {x} busker outside Waverley who's amazing, stop and listen if you pass.",
            "One of the kids brought a {x} to show and tell. Absolute chaos.",
        ),
    },
    zh={
        "has": ("我会{v}", "我在学{v}"),
        "add": ("除了{old}，我最近开始学{v}了。", "报了{v}课，{old}也没放下，忙死了。"),
        "third_add": ("{s}除了{old}还开始学{v}了",),
        "remove": ("我把{v}送人了，一直没时间练",),
        "dist": ("Waverley门口有个{x}街头艺人特别厉害。",),
    },
)

HOBBY = Slot(
    key="hobbies",
    multi=True,
    plans=False,
    pool=(
        "ceilidh dancing",
        "knitting circle",
        "allotment",
        "community choir",
        "pottery",
        "chess",
        "parkrun",
        "wild swimming",
        "bouldering",
        "life drawing",
    ),  # fmt: skip
    zh_pool=("太极", "书法", "合唱团", "羽毛球", "烘焙", "陶艺"),
    q={
        EN: {
            "coexisting": "What hobbies does {n} have now?",
            "historical": "Which hobby did {n} give up?",
        },
        ZH: {"coexisting": "{n}现在有哪些爱好？", "historical": "{n}放弃了哪个爱好？"},
    },  # fmt: skip
    en={
        "has": ("I'm really into {v}", "{v} is my weekend thing", "I do {v} most weeks"),
        "add": (
            "I've started {v} as well as {old}. Weekends are fully booked.",
            "Went to my first {v} session last night, loved it. Still keeping up {old} too.",
        ),
        "third_add": ("{s} has taken up {v} on top of {old}", "{s} does {v} now as well"),
        "remove": (
            "I've given up {v}, no time",
            "I stopped going to {v}, it clashed with everything",
        ),
        "dist": (
            "There's a {x} taster at the community centre on Sunday, a fiver.",
            "My flatmate keeps trying to drag me to {x}. Never happening.",
        ),
    },
    zh={
        "has": ("我的爱好是{v}", "我周末一般去{v}"),
        "add": ("现在除了{old}，又多了个爱好：{v}。", "最近迷上了{v}，{old}也还在坚持。"),
        "third_add": ("{s}除了{old}，最近还迷上了{v}",),
        "remove": ("{v}不去了，实在没时间",),
        "dist": ("社区中心周日有{x}体验课，五镑一次。",),
    },
)

SLOTS = (HOME, JOB, CARRIER, CAR, DRINK, GYM, ENERGY, LANGUAGE, SCHOOL, TOOL, PETS, INSTRUMENT,
         HOBBY)  # fmt: skip
PET_KINDS = {EN: ("cat", "dog", "rabbit", "guinea pig"), ZH: ("猫", "狗", "兔子")}

# (name, gender, writes Chinese)
EN_PEOPLE = (("Morag", "f"), ("Fiona", "f"), ("Eilidh", "f"), ("Kirsty", "f"), ("Ailsa", "f"),
             ("Catriona", "f"), ("Shona", "f"), ("Niamh", "f"), ("Agnieszka", "f"), ("Priya", "f"),
             ("Callum", "m"), ("Euan", "m"), ("Fraser", "m"), ("Ruaridh", "m"), ("Graeme", "m"),
             ("Alasdair", "m"), ("Tomasz", "m"), ("Kwame", "m"), ("Marco", "m"), ("Stuart", "m"))  # fmt: skip
ZH_PEOPLE = (("Li Na", "f"), ("Zhang Wei", "m"), ("Chen Jing", "f"), ("Liu Yang", "m"),
             ("Xu Mei", "f"), ("Zhou Hao", "m"), ("Lin Xiaoyu", "f"), ("Wu Lei", "m"))  # fmt: skip
ROLES = ("librarian", "tutor", "parent")
ROLE_WORDS = {
    EN: {"librarian": "one of the librarians at the branch", "tutor": "a volunteer maths tutor",
         "parent": "mum/dad of two of the Thursday regulars"},
    ZH: {"librarian": "分馆的图书管理员", "tutor": "志愿辅导老师", "parent": "周四常来的两个孩子的家长"},
}  # fmt: skip


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    role: str
    sprinkle: bool = False  # an English writer who drops in a Chinese word now and then

    def pron(self, lang: str) -> str:
        if lang == ZH:
            return "她" if self.gender == "f" else "他"
        return "she" if self.gender == "f" else "he"

    def poss(self) -> str:
        return "her" if self.gender == "f" else "his"


@dataclass
class Msg:
    speaker: str
    text: str
    lang: str


@dataclass
class Thread:
    """One conversation: messages said one after another on a day (one session)."""

    day: int
    msgs: list[Msg]
    state: bool = False  # carries state news or a distractor (not plain filler)


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def fill(tpl: str, /, **kw: str) -> str:
    out = tpl.format(**kw)
    if "{" in out or "}" in out:
        raise ValueError(f"unfilled placeholder in {tpl!r}")
    return out


def month_name(day: int, lang: str) -> str:
    d = START_DT + timedelta(days=day)
    return f"{d.month}月" if lang == ZH else d.strftime("%B")


# Generic wrappers around a slot's clauses.  {c} = the change clause, {w} = when.
DIRECT = {
    EN: ("Bit of news: {c} {w}!", "So, {c} {w}. Still getting used to it.", "Update from me — {c} {w}.",
         "{C} {w}, in case anyone was wondering why I've been quiet.", "{C} {w}. Big week!"),
    ZH: ("跟大家说一声，{w}{c}。", "更新一下：{w}{c}。", "{w}{c}，最近忙这个，所以回消息慢了。"),
}  # fmt: skip
WHEN_DIRECT = {
    EN: (("yesterday", 1), ("last weekend", 4), ("this week", 2), ("on Saturday", 3), ("last Tuesday", 5)),
    ZH: (("昨天", 1), ("上周末", 4), ("这周", 2), ("前几天", 3)),
}  # fmt: skip
LATE = {
    EN: ("Forgot to mention — {c} {w}.", "Meant to say ages ago: {c} {w}. Slipped my mind completely.",
         "Old news now, but {c} {w}. Never got round to telling you lot."),
    ZH: ("忘了说，{w}{c}。", "一直忘了告诉大家，{w}{c}。"),
}  # fmt: skip
PLAN = {
    EN: ("Thinking I might {i} in the new year.", "Plan is to {i} once things calm down.",
         "I'm seriously considering trying to {i}. Thoughts?", "Hoping to {i} sometime soon."),
    ZH: ("我在考虑{i}。", "打算过段时间{i}。", "想{i}，大家觉得怎么样？"),
}  # fmt: skip
PLAN_AGAIN = {
    EN: ("Still planning to {i}, just haven't got round to it yet.",
         "Still hoping to {i} at some point, I haven't forgotten."),
    ZH: ("还是打算{i}，只是还没顾上。", "{i}的事我没忘，还在计划中。"),
}  # fmt: skip
DROP = {
    EN: ("Change of plan: not going to {i} after all. Sticking with {cur}.",
         "Decided against it — I won't {i}. {Cur} it is, for now.",
         "Remember I said I'd {i}? Yeah, that's off. Staying with {cur}."),
    ZH: ("计划有变，不{i}了，还是{cur}。", "想了想还是算了，不{i}了，继续{cur}。"),
}  # fmt: skip
MUSE = {
    EN: ("Sometimes I think I should {i}. Probably never will, ha.",
         "Random thought on the bus: what if I {i}? Anyway.", "Part of me wants to {i}. The rest of me is lazy."),
    ZH: ("有时候想{i}，不过估计也就想想。", "突然想{i}，算了，随便说说。"),
}  # fmt: skip
SELF = {
    EN: ("Announcement: {t}. {n} has spoken.", "News from your pal {n}: {t}!",
         "Guess what — {t}. Yes, I'm talking about myself in the third person."),
    ZH: ("报告：{t}，哈哈。", "{n}本人宣布：{t}！"),
}  # fmt: skip
REPORT = {
    EN: ("Bumped into {n} in Sainsbury's — {t}!", "Did everyone know {t}? {n} told me at pickup.",
         "Just heard {t}. Good for {o}."),
    ZH: ("在超市碰到{n}，{t}！", "你们知道吗，{t}。{n}亲口说的。"),
}  # fmt: skip
ASK_ABOUT = {
    EN: ("Has anyone heard from {n} recently? Haven't seen {o} in ages.", "How's {n} getting on?",
         "Anyone know what {n}'s been up to?"),
    ZH: ("最近有人见到{n}吗？好久没看到了。", "{n}最近怎么样？"),
}  # fmt: skip
ANSWER_ABOUT = {
    EN: ("Yes! {T}, apparently. {P} seems happy.", "{T}! {P} told me last week.", "Oh, {t} — did you not hear?"),
    ZH: ("{T}，听说挺好的。", "{T}，{P}上周跟我说的。"),
}  # fmt: skip
ASK_STILL = {
    EN: ("{n}, is it still {old} for you?", "{n}, remind me — still {old}? Asking for the volunteer form.",
         "Hang on {n}, is it not {old} with you?"),
    ZH: ("{n}，你还是{old}吗？", "{n}，你现在还用{old}吧？"),
}  # fmt: skip
NEGATE = {
    EN: ("No, not {old} any more! {S} now.", "Nope, {old} is history. {S} these days.",
         "Not since ages ago — {s} now, not {old}."),
    ZH: ("早就不是{old}了，现在{s}。", "不是{old}了，{s}。"),
}  # fmt: skip
SLIP_FIX = {
    EN: ("Sorry, I meant {v}, not {wrong}. Too many tabs open in my brain.", "*{v}. Not {wrong}. Autocorrect, or age."),
    ZH: ("打错了，是{v}，不是{wrong}。", "更正：是{v}，不是{wrong}，哈哈。"),
}  # fmt: skip
INTRO = {
    EN: ("Hi all, {n} here, {r}. {S1}, and {s2}. Looking forward to it!", "Hello! I'm {n}, {r}. Quick facts: {s1}; {s2}."),
    ZH: ("大家好，我是{n}，{r}。{s1}，{s2}。请多关照！",),
}  # fmt: skip
STATE_LINE = {
    EN: ("By the way, {s}.", "For the record, {s}.", "{S}, in case anyone's keeping track.",
         "Random fact about me: {s}.", "Since someone asked on Thursday: {s}."),
    ZH: ("顺便说一下，{s}。", "{s}，大家知道一下。", "对了，{s}。", "我先说一下：{s}。"),
}  # fmt: skip
REMOVE_WRAP = {
    EN: ("Bit of a clear-out at ours: {c}.", "{C}. Sad, but it was the right thing.", "Update: {c}."),
    ZH: ("说一下，{c}。", "{c}，有点舍不得。"),
}  # fmt: skip
REACT_PLAN = {
    EN: ("Ooh, do it!", "Good luck!", "Keep us posted.", "Sounds like a plan.", "Brave. I approve."),
    ZH: ("加油！", "有消息告诉我们～", "支持！"),
}  # fmt: skip
REACT_NEUTRAL = {
    EN: ("Ha, fair.", "Noted.", "😂", "Same, honestly.", "Good to know.", "Ha!"),
    ZH: ("哈哈", "了解", "好的", "同感"),
}  # fmt: skip
REACT = {
    EN: ("Congrats!", "Oh nice!", "Ooh, how's it going?", "About time, ha.", "Brilliant 👏", "Good for you!",
         "Fair enough.", "Living the dream."),
    ZH: ("恭喜！", "不错不错！", "哇，怎么样？", "挺好的👍", "哈哈哈"),
}  # fmt: skip

# -- everyday chat (no state news) ---------------------------------------------------------

KIDS = ("Amir", "Lewis", "Sophie", "Orla", "Jayden", "Freya", "Maisie", "Rory", "Zainab", "Kacper",
        "Ellie", "Mohammed", "Isla", "Finlay", "Aria", "Cody")  # fmt: skip
BOOKS = ("The Gruffalo", "Katie Morag", "Wonder", "The Wild Robot", "Holes", "Diary of a Wimpy Kid",
         "Charlotte's Web", "Nevermoor", "Malamander", "The Boy at the Back of the Class",
         "Amari and the Night Brothers", "Skandar and the Unicorn Thief")  # fmt: skip
BOOKS_ZH = ("小王子", "夏洛的网", "哈利·波特", "神奇树屋", "窗边的小豆豆")
TOPICS = ("times tables", "fractions", "long division", "spelling test", "book reports",
          "persuasive writing", "telling the time", "decimals", "reading comprehension")  # fmt: skip
TOPICS_ZH = ("乘法表", "分数", "长除法", "拼写测验", "读书报告", "阅读理解")
YEARS = ("P3", "P4", "P5", "P6", "P7", "S1")
SUPPLIES = ("glue sticks", "pencil sharpeners", "A4 paper", "whiteboard pens", "graph paper",
            "rubbers", "reading record sheets")  # fmt: skip
SUPPLIES_ZH = ("胶棒", "卷笔刀", "A4纸", "白板笔", "橡皮")
TREATS = ("tablet", "shortbread", "caramel shortcake", "empire biscuits", "clementines",
          "a tin of Celebrations", "banana bread")  # fmt: skip
TREATS_ZH = ("月饼", "蛋挞", "饼干", "橘子", "香蕉蛋糕")
ROOMS = ("community room", "children's corner", "meeting room upstairs", "study room")
ROOMS_ZH = ("社区活动室", "儿童区", "楼上会议室", "自习室")
EVENTS = ("the Book Week Scotland quiz", "Halloween story night", "the kids' Burns night",
          "the Christmas craft session", "the author visit", "the summer reading challenge launch")  # fmt: skip
EVENTS_ZH = ("苏格兰读书周问答", "万圣节故事会", "圣诞手工活动", "作家见面会", "暑期阅读挑战启动会")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Saturday")
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周六")
WEATHER = ("baltic", "sideways rain", "haar all day", "glorious for once", "blowing a hoolie")
SHOWS = ("The Traitors", "Bake Off", "Shetland", "Only Connect", "Bluey")

FILLER = {
    EN: (
        "Reminder: homework club is in the {room} this {wd}, the usual room's booked for {ev}.",
        "{kid} read the whole of {book} this week. Very proud of that one.",
        "Does anyone have spare {sup}? We're out again.",
        "The printer on the first floor is jammed again. I've stuck a note on it.",
        "{kid} asked me what a 'semicolon' is actually for and I realised I don't really know.",
        "Who's on the rota for {wd}? I can swap if anyone needs.",
        "Lovely session today, the {yr}s smashed their {top}.",
        "Weather's {wx} again, bring a brolly for the walk home.",
        "Thanks to whoever left {tr} in the staff room 🙏",
        "Is the {book} display staying up till the end of the month?",
        "Can someone remind me of the wifi password for the {room}?",
        "Quick one: are we still doing {ev} this year?",
        "{kid}'s gran says thanks for the help with {top}, the test went fine!",
        "Anyone else watching {show}? No spoilers please, I'm two episodes behind.",
        "Running ten minutes late, start without me.",
        "Lost property: one pink water bottle and a single glove. Claims by {wd}.",
        "The {yr} group need more help with {top} than I thought. Any volunteers for an extra half hour?",
        "Just a heads-up, the lift's out again so the buggies will need to use the ramp.",
        "{kid} told me {book} was 'mid'. I have been informed this is a criticism.",
        "Does anybody know if the council's sending the new laptops before {ev}?",
        "Can we get more copies of {book}? There's a waiting list of six kids.",
        "Who borrowed the big stapler? No judgement, just need it back.",
        "Great turnout for {ev} yesterday, thanks everyone who helped set up.",
        "Random but the new cleaner in the branch is lovely, say hi if you see her.",
        "{kid} did their first ever book review out loud today, whole table clapped.",
        "Is it just me or is the heating broken in the {room} again?",
        "Could somebody pick up milk on the way in {wd}? We're out.",
        "I've left the {top} worksheets in the grey tray by the issue desk.",
        "Tea break at half six as usual? I'll bring {tr}.",
        "Parents' WhatsApp is asking about the Easter holiday dates — anyone know yet?",
    ),
    ZH: (
        "这周{wd}的作业辅导在{room}，原来的房间被{ev}占了。",
        "{kid}这周把《{book}》读完了，太棒了！",
        "有人有多余的{sup}吗？又用完了。",
        "一楼的打印机又卡纸了，我贴了张条子。",
        "今天{yr}的孩子们{top}做得很好。",
        "今天下大雨，回家记得带伞。",
        "谢谢谁放在休息室的{tr}！",
        "{wd}谁值班？我可以换。",
        "我会晚到十分钟，你们先开始吧。",
        "{yr}的孩子{top}还需要多练，有人能多留半小时吗？",
        "有人知道复活节假期的日期吗？家长群里在问。",
        "{kid}今天第一次当众读了自己的书评，大家都鼓掌了。",
        "{room}的暖气是不是又坏了？好冷。",
        "{ev}那天来了好多人，谢谢帮忙布置的各位。",
        "谁借了大订书机？用完还回来就行。",
    ),
}  # fmt: skip
REPLIES = {
    EN: ("Thanks!", "Will do 👍", "Ha, classic.", "I can cover.", "Cheers.", "Oh no!", "On it.",
         "Aye, same here.", "Love that.", "Noted.", "I'll bring some.", "Brilliant, thanks.", "😂"),
    ZH: ("好的👍", "收到", "谢谢！", "哈哈哈", "辛苦了", "没问题，我可以来。", "好的好的"),
}  # fmt: skip
SPRINKLE = ("谢谢 all!", "加油, P7s!", "OK, 好的, will do.", "Ha, 哈哈.", "Right, 加油 everyone.")
SMALL_PRE = {
    EN: ("What a week. The car park at Tesco was chaos, the kids have nits again and it hasn't stopped raining since Tuesday.",
         "Morning all! Finally finished {book} — the kids were right, it's brilliant.",
         "Sorry for the radio silence, work's been mad and then the boiler packed in."),
    ZH: ("这周好忙，孩子又感冒了，雨也一直下个不停。", "早上好！终于把《{book}》看完了，孩子们说得对，真好看。"),
}  # fmt: skip
SMALL_POST = {
    EN: ("See you all Thursday, I'll bring {tr}.", "Right! Who's in for the quiz on {wd}?",
         "Right, must dash, the dog needs walking."),
    ZH: ("好了，周四见，我带{tr}。", "先这样，周四见！"),
}  # fmt: skip


def fill_bits(rng: random.Random, lang: str) -> dict[str, str]:
    zh = lang == ZH
    return {
        "room": rng.choice(ROOMS_ZH if zh else ROOMS),
        "wd": rng.choice(WEEKDAYS_ZH if zh else WEEKDAYS),
        "ev": rng.choice(EVENTS_ZH if zh else EVENTS),
        "kid": rng.choice(KIDS),
        "book": rng.choice(BOOKS_ZH if zh else BOOKS),
        "sup": rng.choice(SUPPLIES_ZH if zh else SUPPLIES),
        "yr": rng.choice(YEARS),
        "top": rng.choice(TOPICS_ZH if zh else TOPICS),
        "wx": rng.choice(WEATHER),
        "tr": rng.choice(TREATS_ZH if zh else TREATS),
        "show": rng.choice(SHOWS),
    }


def filler_thread(rng: random.Random, people: list[Person], day: int) -> Thread:
    """A short everyday exchange: an opener and zero to three replies."""
    opener = rng.choice(people)
    msgs = [Msg(opener.name, fill(rng.choice(FILLER[opener.lang]), **fill_bits(rng, opener.lang)),
                opener.lang)]  # fmt: skip
    for _ in range(rng.choice((0, 1, 1, 2, 3))):
        p = rng.choice([q for q in people if q.name != msgs[-1].speaker])
        if p.sprinkle and rng.random() < 0.3:
            text = rng.choice(SPRINKLE)
        elif rng.random() < 0.25:
            text = fill(rng.choice(FILLER[p.lang]), **fill_bits(rng, p.lang))
        else:
            text = rng.choice(REPLIES[p.lang])
        msgs.append(Msg(p.name, text, p.lang))
    return Thread(day, msgs)


# -- state timelines -------------------------------------------------------------------------


@dataclass
class Track:
    """One person's slot: what it held when, what was planned, what was merely mentioned."""

    person: Person
    slot: Slot
    lang: str
    spare: list[str]  # unused pool values, drawn from for plans, slips and distractors
    held: list[tuple[int, int, str]] = field(default_factory=list)  # (real day, told day, value)
    removed: list[tuple[int, str]] = field(default_factory=list)
    plans: list[tuple[str, str]] = field(default_factory=list)  # (value, done/dropped/muse/open)
    wrong: set[str] = field(default_factory=set)
    mentioned: set[str] = field(default_factory=set)
    scoped: set[str] = field(default_factory=set)
    kinds: dict[str, int] = field(default_factory=dict)  # pet name -> species index
    intro_day: int | None = None

    def take(self) -> str | None:
        return self.spare.pop() if self.spare else None

    def ph(self, key: str, lang: str | None = None) -> tuple[str, ...]:
        return (self.slot.zh if (lang or self.lang) == ZH else self.slot.en).get(key, ())

    def current(self) -> list[str]:
        gone = {v for _, v in self.removed}
        vals = [v for _, _, v in self.held]
        return [v for v in vals if v not in gone] if self.slot.multi else vals[-1:]

    def value_told_by(self, day: int) -> str:
        told = [v for _, t, v in self.held if t <= day]
        return told[-1] if told else self.held[0][2]


class Builder:
    """Builds the threads of one seed's world."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 17)
        self.seed = seed
        self.people: list[Person] = []
        self.tracks: list[Track] = []
        self.threads: list[Thread] = []

    # ---- small helpers
    def other(self, *not_names: str, lang: str | None = None) -> Person:
        pool = [
            p for p in self.people if p.name not in not_names and (lang is None or p.lang == lang)
        ]
        return self.rng.choice(pool or [p for p in self.people if p.name not in not_names])

    def kind_word(self, tr: Track, v: str, lang: str) -> str:
        kinds = PET_KINDS[lang]
        return kinds[tr.kinds.setdefault(v, self.rng.randrange(4)) % len(kinds)]

    def clause(self, tr: Track, key: str, v: str, lang: str | None = None, **kw: str) -> str:
        lang = lang or tr.lang
        kw.setdefault("old", tr.held[-1][2] if tr.held else v)
        kw.setdefault("s", tr.person.name)
        kw.setdefault("pp", tr.person.poss())
        if tr.slot.key == "pets":
            kw.setdefault("kind", self.kind_word(tr, v, lang))
        options = [t for t in tr.ph(key, lang) if "{old}" not in t or kw["old"] != v]
        return fill(self.rng.choice(options), v=v, **kw)

    def add(
        self, day: int, *msgs: tuple[Person, str], react: float = 0.0, tone: str = "news"
    ) -> None:
        out = [Msg(p.name, text, p.lang) for p, text in msgs]
        if self.rng.random() < react * 0.6:
            r = self.other(*(m.speaker for m in out))
            pool = {"news": REACT, "plan": REACT_PLAN, "neutral": REACT_NEUTRAL}[tone]
            out.append(Msg(r.name, self.rng.choice(pool[r.lang]), r.lang))
        self.threads.append(Thread(max(0, min(LAST_DAY, day)), out, state=True))

    def when_late(self, delay: int, real: int, lang: str) -> str:
        if lang == ZH:
            return "几个星期前" if delay <= 25 else f"{month_name(real, ZH)}份的时候"
        if delay <= 25:
            return self.rng.choice(("a few weeks ago", "a couple of weeks back"))
        return f"back in {month_name(real, EN)}"

    # ---- people and tracks
    def make_people(self) -> None:
        rng = self.rng
        n = rng.randint(10, 13)
        n_zh = max(2, round(n * rng.uniform(0.22, 0.3)))
        chosen = [(nm, g, EN) for nm, g in rng.sample(EN_PEOPLE, n - n_zh)]
        chosen += [(nm, g, ZH) for nm, g in rng.sample(ZH_PEOPLE, n_zh)]
        rng.shuffle(chosen)
        for i, (nm, g, lang) in enumerate(chosen):
            role = ROLES[i % 3] if i < 3 else rng.choice(ROLES)
            self.people.append(
                Person(nm, g, lang, role, sprinkle=lang == EN and rng.random() < 0.2)
            )

    def make_tracks(self) -> None:
        rng = self.rng
        for p in self.people:
            fits = [s for s in SLOTS if p.role in s.roles]
            singles = [s for s in fits if not s.multi]
            multis = [s for s in fits if s.multi]
            k = rng.choice((4, 4, 5, 5, 5, 6, 7))
            n_multi = min(len(multis), rng.choice((0, 1, 1, 2)))
            chosen = rng.sample(multis, n_multi) + rng.sample(singles, k - n_multi)
            rng.shuffle(chosen)
            intro = rng.random() < 0.35
            intro_day = rng.randint(0, 12)
            for j, s in enumerate(chosen):
                pool = list(s.zh_pool if (p.lang == ZH and s.zh_pool) else s.pool)
                rng.shuffle(pool)
                tr = Track(p, s, p.lang, pool)
                if intro and j < 2:
                    tr.intro_day = intro_day
                self.tracks.append(tr)

    # ---- a single-valued slot's life
    def change_days(self, d0: int, k: int) -> list[int]:
        for _ in range(60):
            days = sorted(self.rng.sample(range(d0 + 60, 680), k))
            if all(b - a >= 75 for a, b in zip(days, days[1:], strict=False)):
                return days
        return [self.rng.randint(d0 + 60, 680)]

    def single(self, tr: Track) -> None:
        rng, p = self.rng, tr.person
        v0 = tr.take()
        assert v0 is not None
        d0 = tr.intro_day if tr.intro_day is not None else rng.randint(0, 140)
        tr.held.append((-400, d0, v0))
        if tr.intro_day is None:
            s = self.clause(tr, "state", v0)
            self.add(
                d0,
                (p, fill(rng.choice(STATE_LINE[p.lang]), s=s, S=cap(s))),
                react=0.2,
                tone="neutral",
            )
        k = rng.choice((1, 1, 1, 2, 2, 3))
        modes = ["direct"] * 3 + ["use"] * 2 + ["third"] * 2 + ["pronoun", "late", "late", "neg",
                 "slip", "long", "self"]  # fmt: skip
        if tr.ph("we"):
            modes.append("we")
        if tr.slot.plans:
            modes += ["planned", "planned"]
        for d in self.change_days(d0, k):
            v = tr.take()
            if v is None:
                break
            self.change(tr, d, v, rng.choice(modes))
        last_told = max(t for _, t, _ in tr.held)
        if tr.slot.plans and last_told < 690:
            r = rng.random()
            lo = last_told + 10
            if r < 0.25:
                self.plan(tr, rng.randint(lo, min(715, lo + 120)), "open")
            elif r < 0.45 and lo < 670:
                self.plan(tr, rng.randint(lo, 675), "dropped")
            elif r < 0.6:
                self.plan(tr, rng.randint(lo, 720), "muse")
        if tr.ph("scoped") and rng.random() < 0.35 and max(t for _, t, _ in tr.held) < 715:
            x = tr.take()
            if x is not None:
                day = rng.randint(max(t for _, t, _ in tr.held) + 5, 725)
                tr.scoped.add(x)
                s = self.clause(tr, "scoped", tr.current()[0], x=x)
                self.add(day, (p, cap(s) + "." if p.lang == EN else s + "。"))
        self.distractors(tr)

    def change(self, tr: Track, d: int, v: str, mode: str) -> None:
        rng, p, L = self.rng, self.person_of(tr), tr.lang
        old = tr.held[-1][2]
        w, off = rng.choice(WHEN_DIRECT[L])
        real, told = d - off, d
        zh_vals = tr.slot.zh_pool is not None and L == ZH
        if (
            mode in ("third", "pronoun")
            and zh_vals
            and not [q for q in self.people if q.lang == ZH and q is not p]
        ):
            mode = "direct"

        def reporter(*skip: str) -> Person:
            return self.other(p.name, *skip, lang=ZH if zh_vals else None)

        if mode == "direct" or mode == "we" or mode == "planned":
            if mode == "planned":
                pd = max(tr.held[-1][1] + 3, real - rng.randint(20, 60))
                if pd < real - 5:
                    tr.plans.append((v, "done"))
                    i = self.clause(tr, "inf", v)
                    self.add(pd, (p, fill(rng.choice(PLAN[L]), i=i)), react=0.3, tone="plan")
            c = self.clause(tr, "we" if mode == "we" else "change", v, old=old)
            self.add(d, (p, fill(rng.choice(DIRECT[L]), c=c, C=cap(c), w=w)), react=0.5)
        elif mode == "use":
            real = d
            self.add(d, (p, self.clause(tr, "use", v)), react=0.2, tone="neutral")
        elif mode == "third":
            r = reporter()
            tpl = rng.choice(REPORT[r.lang])
            s = p.pron(r.lang) if 0 <= tpl.find("{n}") < tpl.find("{t}") else p.name
            t = self.clause(tr, "third", v, lang=r.lang, old=old, s=s)
            o = "her" if p.gender == "f" else "him"
            real = d - rng.randint(2, 10)
            self.add(d, (r, fill(tpl, t=t, n=p.name, o=o)), react=0.3)
        elif mode == "pronoun":
            a = self.other(p.name)
            b = reporter(a.name)
            o = "her" if p.gender == "f" else "him"
            pr = p.pron(b.lang)
            t = self.clause(tr, "third", v, lang=b.lang, old=old, s=pr)
            ask = fill(rng.choice(ASK_ABOUT[a.lang]), n=p.name, o=o)
            ans = fill(rng.choice(ANSWER_ABOUT[b.lang]), t=t, T=cap(t), P=cap(pr))
            real = d - rng.randint(5, 20)
            self.add(d, (a, ask), (b, ans))
        elif mode == "late":
            delay = rng.randint(18, 50)
            real, told = d, min(LAST_DAY, d + delay)
            c = self.clause(tr, "change", v, old=old)
            wl = self.when_late(told - real, real, L)
            self.add(told, (p, fill(rng.choice(LATE[L]), c=c, w=wl)), react=0.3)
        elif mode == "neg":
            a = self.other(p.name)
            real = d - rng.randint(10, 25)
            s = self.clause(tr, "state", v)
            ask = fill(rng.choice(ASK_STILL[a.lang]), n=p.name, old=old)
            self.add(d, (a, ask), (p, fill(rng.choice(NEGATE[L]), old=old, s=s, S=cap(s))))
        elif mode == "slip":
            wrong = tr.take()
            c = self.clause(tr, "change", wrong or v, old=old)
            first = fill(rng.choice(DIRECT[L]), c=c, C=cap(c), w=w)
            if wrong is None:
                self.add(d, (p, first))
            else:
                tr.wrong.add(wrong)
                self.add(d, (p, first), (p, fill(rng.choice(SLIP_FIX[L]), v=v, wrong=wrong)))
        elif mode == "long":
            bits = fill_bits(rng, L)
            pre = fill(rng.choice(SMALL_PRE[L]), **bits)
            post = fill(rng.choice(SMALL_POST[L]), **bits)
            c = self.clause(tr, "change", v, old=old)
            text = f"{pre}对了，{w}{c}。{post}" if L == ZH else f"{pre} Anyway, {c} {w}. {post}"
            self.add(d, (p, text), react=0.3)
        elif mode == "self":
            t = self.clause(tr, "third", v, old=old, s=p.name)
            self.add(d, (p, fill(rng.choice(SELF[L]), t=t, n=p.name)), react=0.4)
        tr.held.append((real, told, v))

    def person_of(self, tr: Track) -> Person:
        return tr.person

    def plan(self, tr: Track, day: int, outcome: str) -> None:
        rng, p, L = self.rng, tr.person, tr.lang
        v = tr.take()
        if v is None:
            return
        tr.plans.append((v, outcome))
        i = self.clause(tr, "inf", v)
        if outcome == "muse":
            self.add(day, (p, fill(rng.choice(MUSE[L]), i=i)), react=0.3, tone="plan")
            return
        self.add(day, (p, fill(rng.choice(PLAN[L]), i=i)), react=0.4, tone="plan")
        if outcome == "open" and day + 30 < LAST_DAY and rng.random() < 0.5:
            self.add(rng.randint(day + 15, LAST_DAY), (p, fill(rng.choice(PLAN_AGAIN[L]), i=i)))
        if outcome == "dropped":
            cur = tr.current()[0]
            i2 = self.clause(tr, "inf", v)
            text = fill(rng.choice(DROP[L]), i=i2, cur=cur, Cur=cap(cur))
            self.add(
                rng.randint(day + 20, min(LAST_DAY, day + 120)),
                (p, text),
                react=0.3,
                tone="neutral",
            )

    # ---- a multi-valued slot's life (two pets, two instruments, ...)
    def multi(self, tr: Track) -> None:
        rng, p, L = self.rng, tr.person, tr.lang
        v0 = tr.take()
        assert v0 is not None
        d0 = tr.intro_day if tr.intro_day is not None else rng.randint(0, 140)
        tr.held.append((d0, d0, v0))
        if tr.intro_day is None:
            s = self.clause(tr, "has", v0)
            self.add(
                d0, (p, fill(rng.choice(STATE_LINE[L]), s=s, S=cap(s))), react=0.3, tone="neutral"
            )
        zh_vals = tr.slot.zh_pool is not None and L == ZH
        n_add = rng.choice((1, 1, 2))
        for d in self.change_days(d0, n_add):
            v = tr.take()
            if v is None:
                break
            old = rng.choice(tr.current())
            mode = rng.choice(("direct", "direct", "third", "pronoun", "self"))
            others_same = [q for q in self.people if q is not p and (q.lang == ZH or not zh_vals)]
            if mode in ("third", "pronoun") and not others_same:
                mode = "direct"
            if mode == "direct":
                self.add(d, (p, self.clause(tr, "add", v, old=old)), react=0.5)
            elif mode == "self":
                t = self.clause(tr, "third_add", v, old=old, s=p.name)
                self.add(d, (p, fill(rng.choice(SELF[L]), t=t, n=p.name)), react=0.4)
            elif mode == "third":
                r = rng.choice(others_same)
                tpl = rng.choice(REPORT[r.lang])
                s = p.pron(r.lang) if 0 <= tpl.find("{n}") < tpl.find("{t}") else p.name
                t = self.clause(tr, "third_add", v, lang=r.lang, old=old, s=s)
                o = "her" if p.gender == "f" else "him"
                self.add(d, (r, fill(tpl, t=t, n=p.name, o=o)), react=0.3)
            else:
                b = rng.choice(others_same)
                a = self.other(p.name, b.name)
                pr = p.pron(b.lang)
                t = self.clause(tr, "third_add", v, lang=b.lang, old=old, s=pr)
                o = "her" if p.gender == "f" else "him"
                ask = fill(rng.choice(ASK_ABOUT[a.lang]), n=p.name, o=o)
                ans = fill(rng.choice(ANSWER_ABOUT[b.lang]), t=t, T=cap(t), P=cap(pr))
                self.add(d, (a, ask), (b, ans))
            tr.held.append((d, d, v))
        last = tr.held[-1][1]
        if len(tr.held) >= 3 and rng.random() < 0.5 and last < 700:
            gone = rng.choice([v for _, _, v in tr.held[:-1]])
            day = rng.randint(last + 20, 725)
            c = self.clause(tr, "remove", gone)
            self.add(
                day, (p, fill(rng.choice(REMOVE_WRAP[L]), c=c, C=cap(c))), react=0.3, tone="neutral"
            )
            tr.removed.append((day, gone))
        self.distractors(tr)

    def distractors(self, tr: Track) -> None:
        rng, p = self.rng, tr.person
        zh_vals = tr.slot.zh_pool is not None and tr.lang == ZH
        for _ in range(rng.choice((0, 0, 1, 1, 2))):
            x = tr.take()
            if x is None:
                return
            sp = (
                p
                if (zh_vals or rng.random() < 0.7)
                else self.other(p.name, lang=EN if tr.slot.zh_pool else None)
            )
            kw: dict[str, str] = {"x": x}
            if tr.slot.key == "pets":
                kw["kind"] = self.kind_word(tr, x, sp.lang)
            self.add(
                rng.randint(0, LAST_DAY),
                (sp, fill(rng.choice(tr.ph("dist", sp.lang)), **kw)),
                react=0.3,
                tone="neutral",
            )
            if sp is p:
                tr.mentioned.add(x)

    def intros(self) -> None:
        rng = self.rng
        by_day: dict[int, list[Person]] = {}
        for tr in self.tracks:
            if tr.intro_day is not None and tr.person not in by_day.get(tr.intro_day, []):
                by_day.setdefault(tr.intro_day, []).append(tr.person)
        for day, people in sorted(by_day.items()):
            host = self.other(*(q.name for q in people))
            opener = (
                "欢迎新志愿者！大家介绍一下自己吧👋"
                if host.lang == ZH
                else "Welcome to the new folk on the chat! Say hi 👋"
            )
            msgs = [Msg(host.name, opener, host.lang)]
            for p in people:
                mine = [t for t in self.tracks if t.person is p and t.intro_day is not None][:2]
                cl = [
                    self.clause(t, "has" if t.slot.multi else "state", t.held[0][2]) for t in mine
                ]
                while len(cl) < 2:
                    cl.append("很高兴认识大家" if p.lang == ZH else "happy to help wherever")
                r = ROLE_WORDS[p.lang][p.role]
                if p.role == "parent":
                    r = r.replace("mum/dad", "mum" if p.gender == "f" else "dad")
                    r += ("妈妈" if p.gender == "f" else "爸爸") if p.lang == ZH else ""
                text = fill(
                    rng.choice(INTRO[p.lang]), n=p.name, r=r, s1=cl[0], S1=cap(cl[0]), s2=cl[1]
                )
                msgs.append(Msg(p.name, text, p.lang))
            self.threads.append(Thread(day, msgs, state=True))

    # ---- the whole world
    def build(self) -> dict[str, Any]:
        rng = self.rng
        self.make_people()
        self.make_tracks()
        for tr in self.tracks:
            (self.multi if tr.slot.multi else self.single)(tr)
        self.intros()
        n_state = sum(len(t.msgs) for t in self.threads)
        want = max(rng.randint(600, 780) - n_state, n_state + 40)
        n_fill = 0
        while n_fill < want and n_state + n_fill < 794:
            th = filler_thread(rng, self.people, rng.randint(0, LAST_DAY))
            n_fill += len(th.msgs)
            self.threads.append(th)
        order = list(range(len(self.threads)))
        rng.shuffle(order)
        rank = {i: k for k, i in enumerate(order)}
        threads = sorted(enumerate(self.threads), key=lambda it: (it[1].day, rank[it[0]]))
        episodes: list[dict[str, Any]] = []
        minute_of_day: dict[int, int] = {}
        for j, (_, th) in enumerate(threads):
            m = minute_of_day.get(th.day, rng.randint(0, 120)) + rng.randint(10, 90)
            for msg in th.msgs:
                m += rng.randint(1, 6)
                episodes.append({"day": th.day, "minute": min(m, 900), "speaker": msg.speaker,
                                 "text": msg.text, "session": f"ae{self.seed}-d{th.day}-t{j}",
                                 "language": msg.lang})  # fmt: skip
            minute_of_day[th.day] = m
        return {"start": START, "episodes": episodes, "probes": self.probes(),
                "people": [p.name for p in self.people]}  # fmt: skip

    def probes(self) -> list[dict[str, Any]]:
        rng = self.rng
        out: list[dict[str, Any]] = []
        for tr in self.tracks:
            p, s = tr.person, tr.slot
            ql = ZH if (p.lang == ZH and rng.random() < 0.8) else EN
            vals = [v for _, _, v in tr.held]
            every = sorted(
                set(vals) | {v for v, _ in tr.plans} | tr.wrong | tr.mentioned | tr.scoped
            )
            dropped = sorted(v for v, o in tr.plans if o in ("dropped", "muse"))

            base = {"subject": p.name, "slot": s.key, "values": every, "abandoned": dropped}

            def probe(kind: str, gold: list[str], _b: dict = base, _q: dict = s.q[ql],
                      **extra: Any) -> None:  # fmt: skip
                q = fill(_q[kind], n=str(_b["subject"]))
                out.append({**_b, "kind": kind, "question": q, "gold": gold,
                            "outdated": extra.pop("outdated", []), **extra})  # fmt: skip

            if s.multi:
                cur = tr.current()
                if len(cur) >= 2:
                    probe("coexisting", cur)
                if tr.removed:
                    probe("historical", [tr.removed[0][1]])
                continue
            cur = vals[-1]
            probe("current", [cur], outdated=sorted((set(vals[:-1]) | tr.wrong) - {cur}))
            if len(vals) >= 2:
                probe("historical", [vals[-2]])
                spans = []
                for i in range(len(tr.held) - 1):
                    lo = max(tr.held[i][0], tr.held[i][1]) + 4
                    hi = min(tr.held[i + 1][0], tr.held[i + 1][1]) - 4
                    if hi - lo >= 6:
                        spans.append((lo, hi, tr.held[i][2]))
                if spans and rng.random() < 0.75:
                    lo, hi, v = rng.choice(spans)
                    probe("as_of", [v], as_of_day=rng.randint(lo, hi))
            for v, o in tr.plans:
                if o == "open":
                    probe("planning", [v])
        while len(out) > 140:
            cands = [i for i, q in enumerate(out) if q["kind"] in ("as_of", "historical")]
            out.pop(rng.choice(cands))
        return out


def generate(seed: int) -> dict[str, Any]:
    """One world: ``start``, ``episodes`` (time-ordered) and ``probes`` (see the module doc)."""
    world = Builder(seed).build()
    world.pop("people")
    return world


# -- self-check ------------------------------------------------------------------------------


def _word_in(text: str, value: str) -> bool:
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in a world (empty when it is well formed)."""
    bad: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    datetime.fromisoformat(world["start"])
    speakers = {e["speaker"] for e in eps}
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            bad.append(f"episode keys {sorted(e)}")
        if not 0 <= e["day"] <= LAST_DAY or e["language"] not in (EN, ZH) or not e["text"].strip():
            bad.append(f"episode {e}")
        if (e["day"], e["minute"]) < last:
            bad.append(f"episode out of order {e}")
        last = (e["day"], e["minute"])
        if "{" in e["text"] or "}" in e["text"]:
            bad.append(f"placeholder left in {e['text']!r}")
    texts = [e["text"] for e in eps]
    for p in probes:
        gold, values = set(p["gold"]), set(p["values"])
        if p["kind"] not in KINDS or not gold or not p["question"] or not p["slot"]:
            bad.append(f"probe {p}")
        if p["subject"] not in speakers:
            bad.append(f"subject never speaks: {p['subject']}")
        if not gold <= values or gold & set(p["outdated"]) or gold & set(p["abandoned"]):
            bad.append(f"gold overlaps or not in values: {p}")
        if (p["kind"] == "as_of") != (p.get("as_of_day") is not None):
            bad.append(f"as_of_day: {p}")
        for g in gold:
            if not any((g in t) if not g.isascii() else _word_in(t, g) for t in texts):
                bad.append(f"gold {g!r} never said")
        for a in values:
            for b in values:
                if a != b and (_word_in(b, a) if a.isascii() else a in b):
                    bad.append(f"value {a!r} inside {b!r}")
    return bad


def main() -> int:
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        assert world == again, "not deterministic"
        problems = validate(world)
        if problems:
            print(f"seed {seed}: {len(problems)} problems")
            for msg in problems[:20]:
                print("  ", msg)
            return 1
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        people = {p["subject"] for p in probes}
        zh = sum(e["language"] == ZH for e in eps)
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, "
              f"{len(people)} people, days {eps[0]['day']}-{eps[-1]['day']}; {kinds}")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
