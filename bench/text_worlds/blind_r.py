"""Blind text world ``blind_r``: the volunteers' group chat of a Glasgow animal-rescue charity.

``generate(seed)`` invents ten to fourteen volunteers of "Clyde Paws Rescue" (about a quarter
of them write in simplified Chinese) who chat from January 2025 to December 2026: kennel
rotas, fosters, fundraisers, weather, and now and then news about themselves.  Each volunteer
has four to seven state slots (neighbourhood, employer, car, phone network, gym, energy
supplier, bank, diet, current foster animal, own pets, instruments, languages being learnt)
whose values change one to three times.

Changes are told straight out, shown only by use, reported by somebody else (sometimes through
a pronoun), told weeks late, planned and then done, planned and dropped, corrected, or buried
in the middle of a long chatty line.  Distractor lines name values of the same kind that are
nobody's state (adverts, advice, other people's things, hypotheticals, questions).

The probes carry the ground truth: current, historical, point-in-time (``as_of_day``),
coexisting and planned values, with the outdated, abandoned and merely-mentioned ones.
Written blind from a brief of situations; standard library only; deterministic per seed.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_r"
START = "2025-01-01T09:00:00+00:00"
START_DT = datetime(2025, 1, 1, 9, 0)
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")


@dataclass(frozen=True)
class SlotDef:
    """One kind of personal state: value pools, questions and phrase fragments per language."""

    key: str
    multi: bool
    household: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    frags: dict[str, dict[str, tuple[str, ...]]]


# Fragment keys, single-valued slots:
#   have   first-person present clause ({v})       got    first-person change clause ({v}, {old})
#   got3   third-person change clause ({n})        use    sentence that only shows {v} in use
#   inf    infinitive for plans ({v})              echo   past mention of an old value ({old})
#   dist   distractor sentence naming {v} as nobody's state of the speaker
#   ask    another person asks {n} about {old}     scoped sentence, {v} generally but {x} somewhere
#   we     household change clause (optional)
# Multi-valued slots: have, add, add3, remove, use, dist.

HOME = SlotDef(
    key="neighbourhood",
    multi=False,
    household=True,
    pool={
        EN: (
            "Partick",
            "Dennistoun",
            "Shawlands",
            "Govanhill",
            "Finnieston",
            "Hyndland",
            "Battlefield",
            "Maryhill",
            "Cathcart",
            "Bearsden",
            "Rutherglen",
            "Paisley",
            "Pollokshields",
            "Anniesland",
            "Strathbungo",
            "Milngavie",
            "Garnethill",
        ),
        ZH: (
            "Partick",
            "Dennistoun",
            "Shawlands",
            "Govanhill",
            "Finnieston",
            "Hyndland",
            "Maryhill",
            "Cathcart",
            "Bearsden",
            "Rutherglen",
            "Pollokshields",
            "Anniesland",
        ),
    },  # fmt: skip
    q={
        EN: {
            "current": "Which part of Glasgow does {n} live in now?",
            "historical": "Where did {n} live before moving to the current place?",
            "as_of": "Which area was {n} living in?",
            "planning": "Where is {n} planning to move?",
        },
        ZH: {
            "current": "{n}现在住在格拉斯哥哪个区？",
            "historical": "{n}搬家之前住在哪里？",
            "as_of": "{n}当时住在哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    },
    frags={
        EN: {
            "have": (
                "I live in {v}",
                "I'm in {v}",
                "home is a wee flat in {v}",
                "I rent a place in {v}",
            ),
            "got": (
                "I've moved to {v}",
                "I finally got out of {old} and into a flat in {v}",
                "I've swapped {old} for {v}",
                "I got the keys to a place in {v}",
            ),
            "got3": (
                "{n} has moved to {v}",
                "{n}'s living in {v} now",
                "{n} left {old} and is in {v} these days",
            ),
            "use": (
                "Took the long way round {v} with the dog this morning, still learning the streets here",
                "The bins in my new close in {v} get emptied on a Tuesday, who knew",
                "Can anyone give me a lift from {v} on Saturday? Not sure of the buses from here yet",
            ),
            "inf": ("move to {v}", "find a flat in {v}", "look at places in {v}"),
            "echo": (
                "Walked past my old close in {old} yesterday, someone's painted the door yellow",
                "Miss the chippy I used to have round the corner in {old}",
            ),
            "dist": (
                "My cousin's just bought in {v}, prices there are mental",
                "Is {v} nice? Asking for a pal who's flat hunting",
                "There's a big adoption day in {v} library next month if anyone's near",
                "Saw a fox in {v} on the news last night, bold as you like",
            ),
            "ask": ("Still out in {old}, {n}?", "{n}, are you still in {old}? Need a lift sorted"),
            "we": ("we've moved to {v}", "we finally got a place in {v}"),
        },
        ZH: {
            "have": ("我住在{v}", "我家在{v}", "我在{v}租了个小公寓"),
            "got": ("我搬到{v}了", "我从{old}搬去{v}了", "我已经在{v}拿到新房子的钥匙了"),
            "got3": ("{n}搬到{v}了", "{n}现在住{v}", "{n}已经从{old}搬去{v}了"),
            "use": (
                "今天早上带狗在{v}附近绕了一大圈，新家这边的路还不熟",
                "周六谁能从{v}顺路载我一下？这边的公交我还没搞清楚",
            ),
            "inf": ("搬到{v}", "在{v}找房子"),
            "echo": (
                "昨天路过以前在{old}住的那栋楼，门被刷成黄色了",
                "有点想念{old}那家炸鱼薯条店",
            ),
            "dist": (
                "我表姐刚在{v}买了房，那边房价好夸张",
                "{v}怎么样？帮朋友问的，她在找房子",
                "下个月{v}图书馆有领养日活动，住附近的可以去看看",
            ),
            "ask": ("{n}你还住在{old}吗？", "{n}，你还在{old}那边吗？"),
            "we": ("我们搬到{v}了", "我们在{v}找到房子了"),
        },
    },
)

JOB = SlotDef(
    key="employer",
    multi=False,
    household=False,
    pool={
        EN: (
            "NHS Greater Glasgow",
            "Strathclyde Uni",
            "Barrhead Travel",
            "Clydeside Logistics",
            "Kelvin Data Labs",
            "Thistle Print Co",
            "Merchant City Bakehouse",
            "Tannoch Insurance",
            "Braehead Books",
            "Weir Street Vets",
            "Glasgow Caledonian",
            "Scotmid",
        ),
        ZH: (
            "格拉斯哥大学",
            "Clydeside Logistics",
            "Kelvin Data Labs",
            "NHS Greater Glasgow",
            "Tannoch Insurance",
            "Weir Street Vets",
            "Lidl",
            "Braehead Books",
        ),
    },  # fmt: skip
    q={
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before the current job?",
            "as_of": "Where was {n} working?",
            "planning": "Which employer is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在在哪里上班？",
            "historical": "{n}之前在哪里工作？",
            "as_of": "{n}当时在哪里工作？",
            "planning": "{n}打算去哪里工作？",
        },
    },
    frags={
        EN: {
            "have": ("I work at {v}", "I'm at {v} Monday to Friday", "my day job's at {v}"),
            "got": (
                "I've started a new job at {v}",
                "I handed my notice in at {old} and I'm at {v} now",
                "I got the job at {v}",
                "I've moved over to {v}",
            ),
            "got3": (
                "{n} has got a new job at {v}",
                "{n}'s working at {v} now",
                "{n} left {old} for {v}",
            ),
            "use": (
                "Can't do the Tuesday walk, {v} has me on a training day",
                "Lunch break at {v} and I'm looking at the adoption page again, send help",
                "My manager at {v} says I can take the Friday off for the fun run",
            ),
            "inf": ("apply to {v}", "go for the opening at {v}", "take the offer from {v}"),
            "echo": (
                "Got an email from my old team at {old}, they're still short-staffed",
                "Bumped into someone from {old} at Tesco, she says hi to the dogs",
            ),
            "dist": (
                "{v} are hiring drivers if anyone's looking",
                "Saw {v} on the news, they're sponsoring a dog show",
                "My brother-in-law works at {v} and never stops moaning about it",
                "Would anyone here ever work at {v}? Just curious",
            ),
            "ask": ("{n}, still at {old}?", "How's {old} treating you, {n}?"),
            "scoped": ("{v} is the main job, but I do a couple of Saturday shifts at {x} as well",),
        },
        ZH: {
            "have": ("我在{v}上班", "我在{v}工作", "我白天在{v}上班"),
            "got": (
                "我换工作了，现在在{v}",
                "我从{old}辞职了，已经去{v}上班了",
                "{v}的offer我接了，已经入职",
            ),
            "got3": ("{n}换工作了，去了{v}", "{n}现在在{v}上班", "{n}已经离开{old}去{v}了"),
            "use": ("周二遛狗我去不了，{v}安排我参加培训", "在{v}午休的时候又在刷领养网站了"),
            "inf": ("去{v}面试", "申请{v}的职位"),
            "echo": ("以前在{old}的同事给我发消息，说那边还是缺人", "在超市碰到{old}的老同事了"),
            "dist": (
                "{v}在招司机，有需要的可以看看",
                "新闻里说{v}赞助了一个狗展",
                "我老公的朋友在{v}上班，天天抱怨",
            ),
            "ask": ("{n}，你还在{old}上班吗？",),
            "scoped": ("我主要在{v}上班，不过周六还在{x}打点零工",),
        },
    },
)

CAR = SlotDef(
    key="car",
    multi=False,
    household=False,
    pool={
        EN: (
            "Vauxhall Corsa",
            "Nissan Leaf",
            "Kia Niro",
            "Fiat Panda",
            "Toyota Yaris",
            "Skoda Octavia",
            "Ford Fiesta",
            "MG4",
            "Dacia Sandero",
            "Honda Jazz",
            "VW Polo",
        ),
        ZH: (
            "Toyota Yaris",
            "Nissan Leaf",
            "Kia Niro",
            "MG4",
            "Honda Jazz",
            "Skoda Octavia",
            "BYD Atto 3",
            "VW Polo",
        ),
    },  # fmt: skip
    q={
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before the current one?",
            "as_of": "What car was {n} driving?",
            "planning": "Which car is {n} planning to get?",
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
            "have": ("I drive a {v}", "I've got a battered old {v}", "my car's a {v}"),
            "got": (
                "I've got a {v} now",
                "I sold the {old} and bought a {v}",
                "I traded the {old} in for a {v}",
                "I picked up a second-hand {v}",
            ),
            "got3": (
                "{n} has got a {v}",
                "{n}'s driving a {v} now",
                "{n} finally got rid of the {old}, it's a {v} now",
            ),
            "use": (
                "Fit three crates in the back of the {v} for the vet run, result",
                "The {v} did the Loch Lomond transport run on one charge, very pleased",
                "Dog hair all over the seats of the {v} already, it's been a week",
            ),
            "inf": ("get a {v}", "buy a {v}", "trade up to a {v}"),
            "echo": ("Saw a {old} just like my old one in the car park, felt weirdly emotional",),
            "dist": (
                "That advert for the {v} is on every bus stop in town",
                "My neighbour's {v} has been sitting on bricks for a month",
                "Would a {v} fit two big crates, does anyone know?",
                "Apparently the {v} got a terrible safety rating, saw it on the telly",
            ),
            "ask": ("{n}, is the {old} still going? Need someone for the vet run",),
            "scoped": (
                "I drive the {v} day to day, but for the long transport runs I borrow my dad's {x}",
            ),
        },
        ZH: {
            "have": ("我开一辆{v}", "我的车是{v}"),
            "got": ("我换车了，现在开{v}", "我把{old}卖了，买了辆{v}", "我提了一辆二手的{v}"),
            "got3": ("{n}换车了，现在开{v}", "{n}买了一辆{v}", "{n}把{old}卖了，换成{v}了"),
            "use": (
                "{v}后备箱居然放得下三个狗笼，太好了",
                "开{v}去了一趟Loch Lomond送狗，一次充电就够",
            ),
            "inf": ("买一辆{v}", "换成{v}"),
            "echo": ("停车场看到一辆跟我以前那辆一样的{old}，有点感慨",),
            "dist": (
                "公交站到处都是{v}的广告",
                "邻居的{v}停在楼下一个月没动了",
                "{v}放得下两个大狗笼吗？有人知道吗",
            ),
            "ask": ("{n}，你那辆{old}还能开吗？周六要送狗去看兽医",),
        },
    },
)

PHONE = SlotDef(
    key="phone_network",
    multi=False,
    household=False,
    pool={
        EN: ("Vodafone", "EE", "giffgaff", "Sky Mobile", "O2", "Lebara", "Tartan Mobile", "Smarty"),
        ZH: ("Vodafone", "EE", "giffgaff", "Sky Mobile", "O2", "Lebara", "Tartan Mobile"),
    },
    q={
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network was {n} using?",
            "planning": "Which mobile network is {n} planning to switch to?",
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
            "have": ("I'm on {v}", "my phone's with {v}", "I've been with {v} for years"),
            "got": (
                "I've switched my phone over to {v}",
                "I ported my number from {old} to {v}",
                "I finally left {old}, I'm on {v} now",
                "I moved to {v} for the cheaper deal",
            ),
            "got3": ("{n} has switched to {v}", "{n}'s on {v} now", "{n} ditched {old} for {v}"),
            "use": (
                "{v} signal is rubbish up at the kennels, text me rather than call",
                "Sorry for the late reply, {v} had an outage all morning",
                "Got a text from {v} saying my data's nearly gone, too many dog videos",
            ),
            "inf": ("switch to {v}", "port my number to {v}", "go over to {v}"),
            "echo": ("Still getting spam texts from {old} even though I left ages ago",),
            "dist": (
                "{v} have a half-price SIM deal on, if anyone's out of contract",
                "Is {v} any good out in the countryside? Asking for the Arrochar trip",
                "The {v} adverts with the singing dog drive me up the wall",
                "My mum's on {v} and her signal is terrible",
            ),
            "ask": ("{n}, are you still with {old}? I can't get through to you",),
            "scoped": ("I'm on {v} for my own phone, but the work phone is {x}",),
        },
        ZH: {
            "have": ("我用的是{v}", "我的手机卡是{v}的"),
            "got": ("我把手机卡换成{v}了", "我从{old}转到{v}了，号码没变", "我换到{v}了，便宜好多"),
            "got3": ("{n}换成{v}了", "{n}现在用{v}", "{n}不用{old}了，换了{v}"),
            "use": ("救助站那边{v}没信号，有事发微信", "不好意思回晚了，{v}今天上午一直断网"),
            "inf": ("换到{v}", "把号码转到{v}"),
            "echo": ("都换掉{old}好久了还在收他们的垃圾短信",),
            "dist": (
                "{v}现在SIM卡半价，合约到期的可以看看",
                "{v}在乡下信号好吗？",
                "我妈用{v}，信号超差",
            ),
            "ask": ("{n}你还在用{old}吗？电话总打不通",),
            "scoped": ("我自己的手机用{v}，工作手机是{x}的",),
        },
    },
)

GYM = SlotDef(
    key="gym",
    multi=False,
    household=False,
    pool={
        EN: (
            "PureGym Charing Cross",
            "Kelvin Hall",
            "Tollcross pool",
            "The Climbing Academy",
            "Anvil Strength Club",
            "Boulder Brae",
            "Bellahouston Leisure Centre",
            "Gorbals Boxing Club",
            "Scotstoun Leisure Centre",
        ),
        ZH: (
            "PureGym Charing Cross",
            "Kelvin Hall",
            "Tollcross pool",
            "Boulder Brae",
            "Anvil Strength Club",
            "Scotstoun Leisure Centre",
        ),
    },  # fmt: skip
    q={
        EN: {
            "current": "Which gym does {n} go to now?",
            "historical": "Which gym did {n} go to before?",
            "as_of": "Which gym was {n} going to?",
            "planning": "Which gym is {n} planning to join?",
        },
        ZH: {
            "current": "{n}现在去哪个健身房？",
            "historical": "{n}以前去哪个健身房？",
            "as_of": "{n}当时去哪个健身房？",
            "planning": "{n}打算去哪个健身房？",
        },
    },
    frags={
        EN: {
            "have": ("I go to {v}", "I've got a membership at {v}", "I'm at {v} most evenings"),
            "got": (
                "I've joined {v}",
                "I cancelled {old} and signed up at {v}",
                "I've moved my membership to {v}",
                "I go to {v} now instead of {old}",
            ),
            "got3": (
                "{n} has joined {v}",
                "{n} goes to {v} now",
                "{n} gave up on {old} and joined {v}",
            ),
            "use": (
                "Legs are done after {v} last night, might be slow on the dog walk",
                "Someone at {v} had a rescue greyhound sticker on their bag, gave them a leaflet",
                "The showers at {v} were freezing again this morning",
            ),
            "inf": ("join {v}", "sign up at {v}", "try a month at {v}"),
            "echo": ("Got a 'we miss you' email from {old}, no you don't",),
            "dist": (
                "{v} have a free week pass if anyone wants it",
                "Heard {v} is shutting for a refurb over summer",
                "My flatmate swears by {v}, I've never been",
                "Would {v} let us put up a fundraiser poster, do we think?",
            ),
            "ask": ("{n}, still going to {old}?",),
        },
        ZH: {
            "have": ("我去{v}健身", "我在{v}办了卡", "我晚上一般在{v}"),
            "got": ("我办了{v}的卡", "我把{old}的卡退了，改去{v}", "我现在去{v}，不去{old}了"),
            "got3": ("{n}去了{v}", "{n}现在在{v}健身", "{n}不去{old}了，换到{v}"),
            "use": ("昨晚在{v}练腿，今天遛狗可能走不快", "{v}的淋浴今天早上又是冷水"),
            "inf": ("去{v}办卡", "试一个月{v}"),
            "echo": ("{old}又给我发邮件说想我，呵呵",),
            "dist": (
                "{v}有免费体验周，有人要吗",
                "听说{v}夏天要装修关门",
                "我室友特别推荐{v}，我没去过",
            ),
            "ask": ("{n}，你还去{old}吗？",),
        },
    },
)

ENERGY = SlotDef(
    key="energy_supplier",
    multi=False,
    household=True,
    pool={
        EN: (
            "Octopus Energy",
            "ScottishPower",
            "OVO",
            "E.ON",
            "EDF",
            "Clyde Community Power",
            "So Energy",
        ),
        ZH: ("Octopus Energy", "ScottishPower", "OVO", "EDF", "Clyde Community Power"),
    },
    q={
        EN: {
            "current": "Which energy supplier is {n} with now?",
            "historical": "Which energy supplier was {n} with before?",
            "as_of": "Which energy supplier was {n} with?",
            "planning": "Which energy supplier is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}家现在用哪家能源公司？",
            "historical": "{n}家之前用哪家能源公司？",
            "as_of": "{n}家当时用哪家能源公司？",
            "planning": "{n}打算换到哪家能源公司？",
        },
    },
    frags={
        EN: {
            "have": ("we're with {v} for gas and electric", "I'm with {v}", "my energy's with {v}"),
            "got": (
                "I've switched energy to {v}",
                "I left {old} and went over to {v}",
                "I moved the gas and electric to {v}",
            ),
            "got3": ("{n} has switched to {v}", "{n}'s with {v} now for the energy"),
            "use": (
                "{v} sent me a wee graph of my usage, the heated dog bed is the culprit",
                "Meter reading done for {v}, the app actually works for once",
            ),
            "inf": ("switch to {v}", "move the energy over to {v}"),
            "echo": ("Still waiting on my final bill from {old}, months later",),
            "dist": (
                "{v} put their prices up again, saw it on the news",
                "Is {v} any better than the rest? My dad keeps asking",
                "{v} have a van parked outside the shelter, wonder what that's about",
            ),
            "ask": ("{n}, are you still with {old}? Thinking of switching",),
            "we": (
                "we've switched the energy to {v}",
                "we've gone over to {v} for gas and electric",
            ),
        },
        ZH: {
            "have": ("我家的电和气是{v}的", "我们家用的是{v}"),
            "got": ("我把电费换到{v}了", "我从{old}换到{v}了"),
            "got3": ("{n}家换成{v}了", "{n}现在用{v}的电"),
            "use": ("{v}的app给我发了用电图，原来是狗狗的加热垫最费电", "刚给{v}报了电表读数"),
            "inf": ("换到{v}", "把电费转到{v}"),
            "echo": ("{old}的最后一张账单到现在还没寄来",),
            "dist": ("新闻说{v}又涨价了", "{v}到底好不好？我爸一直问我"),
            "ask": ("{n}你家还用{old}吗？我也想换",),
            "we": ("我们家换成{v}了", "我们家电和气都转到{v}了"),
        },
    },
)

BANK = SlotDef(
    key="bank",
    multi=False,
    household=False,
    pool={
        EN: (
            "Monzo",
            "Starling",
            "Bank of Scotland",
            "Nationwide",
            "RBS",
            "Clydesdale Bank",
            "Virgin Money",
            "Thistle Credit Union",
        ),
        ZH: ("Monzo", "Starling", "Bank of Scotland", "Nationwide", "HSBC", "Virgin Money"),
    },
    q={
        EN: {
            "current": "Which bank does {n} use now?",
            "historical": "Which bank did {n} use before?",
            "as_of": "Which bank was {n} using?",
            "planning": "Which bank is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在用哪家银行？",
            "historical": "{n}之前用哪家银行？",
            "as_of": "{n}当时用哪家银行？",
            "planning": "{n}打算换到哪家银行？",
        },
    },
    frags={
        EN: {
            "have": ("I bank with {v}", "my account's with {v}", "I'm with {v} for banking"),
            "got": (
                "I've moved my current account to {v}",
                "I closed my {old} account and went to {v}",
                "I switched banks to {v}",
            ),
            "got3": ("{n} has moved banks to {v}", "{n} banks with {v} now"),
            "use": (
                "Sent the raffle money from my {v} account, shout if it hasn't landed",
                "{v} app says I've spent forty quid on dog treats this month, not even for my own dog",
            ),
            "inf": ("move my account to {v}", "switch to {v}"),
            "echo": ("{old} sent me a letter about an account I closed a while back",),
            "dist": (
                "{v} are giving two hundred quid to switch, if anyone's tempted",
                "Heard {v} is closing the branch on Byres Road",
                "Does the charity account take payments from {v}? Someone asked at the stall",
            ),
            "ask": ("{n}, is your bank still {old}? Need to send you the fuel money",),
        },
        ZH: {
            "have": ("我的银行账户在{v}", "我用{v}"),
            "got": ("我把工资卡换到{v}了", "我把{old}的账户关了，换成{v}", "我换银行了，现在用{v}"),
            "got3": ("{n}换到{v}了", "{n}现在用{v}"),
            "use": (
                "抽奖的钱我用{v}转过去了，没收到说一声",
                "{v}的app说我这个月给狗买零食花了四十镑",
            ),
            "inf": ("换到{v}", "开一个{v}账户"),
            "echo": ("{old}还给我寄信，那个账户早就关了",),
            "dist": ("{v}转账户送两百镑，有人心动吗", "听说{v}在Byres Road的网点要关了"),
            "ask": ("{n}，你还用{old}吗？油钱转给你",),
        },
    },
)

DIET = SlotDef(
    key="diet",
    multi=False,
    household=False,
    pool={
        EN: ("vegetarian", "vegan", "pescatarian", "flexitarian"),
        ZH: ("素食", "纯素", "鱼素", "生酮"),
    },
    q={
        EN: {
            "current": "What diet does {n} follow now?",
            "historical": "What diet did {n} follow before?",
            "as_of": "What diet was {n} following?",
            "planning": "Which diet is {n} planning to try?",
        },
        ZH: {
            "current": "{n}现在是什么饮食习惯？",
            "historical": "{n}之前是什么饮食？",
            "as_of": "{n}当时是什么饮食？",
            "planning": "{n}打算尝试什么饮食？",
        },
    },
    frags={
        EN: {
            "have": ("I'm {v}", "I've been {v} for a couple of years", "I keep strictly {v}"),
            "got": (
                "I've gone {v}",
                "I'm {v} now, not {old}",
                "I've been properly {v} since the summer",
            ),
            "got3": ("{n} has gone {v}", "{n}'s {v} now"),
            "use": (
                "Brought {v} tablet for the bake sale so I can actually eat some of it myself",
                "Can we get a {v} option at the quiz night? That's me now",
            ),
            "inf": ("go {v}", "try being {v}"),
            "echo": ("Remember when I was {old} and lived on lentils? Wild times",),
            "dist": (
                "Is the bake sale tablet {v}? Someone asked at the stall",
                "My sister went {v} for a month and lasted three days",
                "There's a new {v} cafe on Great Western Road, looks fancy",
            ),
            "ask": ("{n}, still {old}? Ordering the pizzas for the volunteer night",),
        },
        ZH: {
            "have": ("我吃{v}", "我是{v}的"),
            "got": ("我开始吃{v}了", "我不吃{old}了，现在是{v}", "我从夏天起就吃{v}了"),
            "got3": ("{n}改吃{v}了", "{n}现在吃{v}"),
            "use": (
                "义卖我带了{v}的点心，我自己也能吃",
                "志愿者聚餐能不能准备{v}的菜？我现在吃这个",
            ),
            "inf": ("试试{v}", "改吃{v}"),
            "echo": ("想起以前吃{old}的日子，天天吃扁豆",),
            "dist": ("义卖的蛋糕是{v}的吗？有人在摊位问", "我妹试了一个月{v}，三天就放弃了"),
            "ask": ("{n}，你还吃{old}吗？在订披萨",),
        },
    },
)

FOSTER = SlotDef(
    key="foster_animal",
    multi=False,
    household=True,
    pool={
        EN: (
            "Pickle",
            "Bramble",
            "Rolo",
            "Nessie",
            "Tattie",
            "Bovril",
            "Clootie",
            "Mabel",
            "Dougal",
            "Fudge",
            "Sprout",
            "Tinsel",
        ),
        ZH: ("Pickle", "Bramble", "豆豆", "年糕", "汤圆", "Dougal", "Fudge", "Tinsel"),
    },
    q={
        EN: {
            "current": "Which animal is {n} fostering at the moment?",
            "historical": "Which animal did {n} foster before the current one?",
            "as_of": "Which animal was {n} fostering?",
            "planning": "Which animal is {n} going to foster next?",
        },
        ZH: {
            "current": "{n}现在在寄养哪只动物？",
            "historical": "{n}之前寄养的是哪只？",
            "as_of": "{n}当时在寄养哪只动物？",
            "planning": "{n}接下来打算寄养哪只？",
        },
    },
    frags={
        EN: {
            "have": (
                "I'm fostering {v} just now",
                "{v} is staying with me as a foster",
                "my current foster is {v}",
            ),
            "got": (
                "{old} got adopted and I've taken on {v} as my new foster",
                "I've picked up {v} from the kennels, he's my foster now",
                "{v} moved in with me on foster yesterday",
            ),
            "got3": (
                "{n} has taken {v} on foster",
                "{n}'s fostering {v} now that {old} has gone to his forever home",
            ),
            "use": (
                "{v} ate a whole sock last night, foster life is glamorous",
                "Taking {v} to the vet at four, he's been scratching his ear all week",
                "{v} has finally learned to sit, proud foster parent moment",
            ),
            "inf": ("take {v} on foster", "foster {v}"),
            "echo": ("{old}'s adopters sent me a photo of him on a beach, I'm not crying you are",),
            "dist": (
                "{v} is up on the adoption page now, share it about",
                "Anyone able to foster {v}? He's struggling in kennels",
                "{v} went to his new home on Sunday, what a good boy",
                "If I had a garden I'd take {v} in a heartbeat",
            ),
            "ask": ("How's {old} getting on with you, {n}?",),
            "we": ("we've taken {v} in as our new foster", "we've got {v} on foster now"),
        },
        ZH: {
            "have": ("我现在在寄养{v}", "{v}现在在我家寄养"),
            "got": ("{old}被领养了，我又接了{v}来寄养", "我从救助站接了{v}，现在寄养在我家"),
            "got3": ("{n}接了{v}去寄养", "{old}走了以后{n}开始寄养{v}"),
            "use": ("{v}昨晚吞了一只袜子，寄养生活真精彩", "四点带{v}去看兽医，它这周一直挠耳朵"),
            "inf": ("寄养{v}", "把{v}接回家寄养"),
            "echo": ("{old}的新主人发来照片，它在海边跑，我好想哭",),
            "dist": (
                "{v}已经上领养网页了，大家帮忙转发",
                "有人能寄养{v}吗？它在救助站很不适应",
                "{v}周日去新家了，真乖",
            ),
            "ask": ("{n}，{old}在你家还好吗？",),
            "we": ("我们家接了{v}来寄养", "我们现在寄养的是{v}"),
        },
    },
)

PETS = SlotDef(
    key="pets",
    multi=True,
    household=True,
    pool={
        EN: (
            "Haggis",
            "Neep",
            "Mochi",
            "Doris",
            "Kevin",
            "Ziggy",
            "Pudding",
            "Salem",
            "Hobnob",
            "Marmite",
        ),
        ZH: ("年年", "芝麻", "Mochi", "布丁", "可乐", "Ziggy", "Hobnob"),
    },
    q={
        EN: {
            "coexisting": "Which pets does {n} have now?",
            "current": "Which pet does {n} have now?",
            "historical": "Which pet did {n} have before?",
            "as_of": "Which pet did {n} have?",
        },
        ZH: {
            "coexisting": "{n}现在养了哪些宠物？",
            "current": "{n}现在养的是哪只宠物？",
            "historical": "{n}以前养过哪只宠物？",
            "as_of": "{n}当时养的是哪只宠物？",
        },
    },
    frags={
        EN: {
            "have": (
                "I've got a daft old cat called {v}",
                "my own dog is {v}",
                "{v} is my lurcher",
            ),
            "add": (
                "we've adopted a second one, {v}, so it's a two-pet house now",
                "officially a foster fail: {v} is staying with me for good, alongside the other one",
                "I've added {v} to the household as well",
            ),
            "add3": (
                "{n} has adopted {v} as well",
                "{n}'s got {v} now too, on top of the first one",
            ),
            "remove": (
                "Sad news, we lost {v} last week. Fourteen, good innings",
                "{v} has gone to live with my mum in Ayr, she needed the company more than me",
            ),
            "use": (
                "{v} has claimed the radiator again, nobody else gets a look in",
                "Bought {v} a new harness, he looks like a wee superhero",
            ),
            "dist": (
                "Someone at the stall had a cat called {v}, what are the odds",
                "If I ever get a hamster I'm calling it {v}",
            ),
        },
        ZH: {
            "have": ("我养了一只猫叫{v}", "我家的狗叫{v}"),
            "add": (
                "我们又领养了一只，叫{v}，现在家里两只了",
                "寄养失败了哈哈，{v}留在我家不走了，跟老大作伴",
                "家里又添了{v}",
            ),
            "add3": ("{n}又领养了{v}", "{n}家现在也有{v}了"),
            "remove": ("难过，{v}上周走了，十四岁了", "{v}送去我妈家住了，她更需要陪伴"),
            "use": ("{v}又霸占了暖气片", "给{v}买了新胸背带，像个小超人"),
            "dist": ("摊位上有人的猫也叫{v}，太巧了", "以后养仓鼠就叫{v}"),
        },
    },
)

INSTRUMENTS = SlotDef(
    key="instruments",
    multi=True,
    household=False,
    pool={
        EN: (
            "fiddle",
            "ukulele",
            "bagpipes",
            "guitar",
            "piano",
            "accordion",
            "tin whistle",
            "cello",
        ),
        ZH: ("尤克里里", "吉他", "钢琴", "二胡", "小提琴", "风笛"),
    },
    q={
        EN: {
            "coexisting": "Which instruments does {n} play now?",
            "current": "Which instrument does {n} play now?",
            "historical": "Which instrument did {n} play before?",
            "as_of": "Which instrument was {n} playing?",
        },
        ZH: {
            "coexisting": "{n}现在会弹哪些乐器？",
            "current": "{n}现在弹什么乐器？",
            "historical": "{n}以前弹什么乐器？",
            "as_of": "{n}当时弹什么乐器？",
        },
    },
    frags={
        EN: {
            "have": ("I play the {v} in a wee session band", "I've played the {v} since school"),
            "add": (
                "I've started {v} lessons as well, on top of everything else",
                "I've picked up the {v} too, the neighbours are thrilled",
                "I'm learning the {v} now as well",
            ),
            "add3": ("{n} has started on the {v} as well", "{n}'s playing the {v} too now"),
            "remove": (
                "I've given up the {v}, sold it on Gumtree",
                "Not playing the {v} any more, no time",
            ),
            "use": (
                "Practised the {v} for an hour and the dog howled along the whole time",
                "Could I play the {v} at the Christmas fundraiser? Asking seriously",
            ),
            "dist": (
                "There was a guy playing the {v} outside Central Station, the dogs loved it",
                "My nephew wants a {v} for his birthday, God help my sister",
            ),
        },
        ZH: {
            "have": ("我会弹{v}", "我从小学{v}"),
            "add": ("我又开始学{v}了", "我最近也在练{v}", "我报了{v}课，跟原来的一起练"),
            "add3": ("{n}也开始学{v}了", "{n}现在还会{v}"),
            "remove": ("我不弹{v}了，在Gumtree上卖掉了", "{v}放弃了，实在没时间"),
            "use": ("练了一个小时{v}，狗在旁边一直嚎", "圣诞义演我可以表演{v}吗？认真的"),
            "dist": ("中央车站外面有人在演奏{v}，狗狗们很喜欢", "我侄子生日想要一把{v}"),
        },
    },
)

LANGUAGES = SlotDef(
    key="languages_learning",
    multi=True,
    household=False,
    pool={
        EN: ("Gaelic", "Spanish", "BSL", "Polish", "Italian", "Japanese", "Mandarin"),
        ZH: ("盖尔语", "西班牙语", "日语", "法语", "手语", "意大利语"),
    },
    q={
        EN: {
            "coexisting": "Which languages is {n} learning now?",
            "current": "Which language is {n} learning now?",
            "historical": "Which language was {n} learning before?",
            "as_of": "Which language was {n} learning?",
        },
        ZH: {
            "coexisting": "{n}现在在学哪些语言？",
            "current": "{n}现在在学什么语言？",
            "historical": "{n}以前学过什么语言？",
            "as_of": "{n}当时在学什么语言？",
        },
    },
    frags={
        EN: {
            "have": ("I'm learning {v} on the app every night", "I do an evening class in {v}"),
            "add": (
                "I've started {v} as well, my brain is full",
                "I've added {v} classes on Wednesdays too",
                "I'm doing {v} now as well as the other one",
            ),
            "add3": ("{n} has started learning {v} too", "{n}'s doing {v} classes as well now"),
            "remove": (
                "I've dropped {v}, the streak died and so did my motivation",
                "Gave up on {v}, too much going on",
            ),
            "use": (
                "Tried my {v} on the new volunteer from the uni and she was very polite about it",
                "My {v} tutor has a rescue cat, we spent the whole lesson on cats",
            ),
            "dist": (
                "The library does free {v} taster sessions, if anyone fancies it",
                "Would {v} be hard to learn, do you think?",
            ),
        },
        ZH: {
            "have": ("我每天晚上用app学{v}", "我在上{v}夜校"),
            "add": ("我又开始学{v}了，脑子不够用", "周三我还加了{v}课", "我现在同时在学{v}"),
            "add3": ("{n}也开始学{v}了", "{n}现在还在上{v}课"),
            "remove": ("{v}我放弃了，打卡断了就没动力了", "不学{v}了，太忙"),
            "use": (
                "跟新来的大学生志愿者说了几句{v}，她很给面子",
                "我的{v}老师也养了救助猫，整节课都在聊猫",
            ),
            "dist": ("图书馆有免费的{v}体验课，有兴趣的可以去", "{v}难学吗？"),
        },
    },
)

SINGLE_SLOTS = (HOME, JOB, CAR, PHONE, GYM, ENERGY, BANK, DIET, FOSTER)
MULTI_SLOTS = (PETS, INSTRUMENTS, LANGUAGES)

# (name, pronoun subject en, pronoun zh)
EN_NAMES = (
    ("Morag", "she", "她"), ("Declan", "he", "他"), ("Ailsa", "she", "她"), ("Fraser", "he", "他"),
    ("Isla", "she", "她"), ("Callum", "he", "他"), ("Kirsty", "she", "她"), ("Euan", "he", "他"),
    ("Shona", "she", "她"), ("Rab", "he", "他"), ("Niamh", "she", "她"), ("Tomasz", "he", "他"),
    ("Priya", "she", "她"), ("Hamish", "he", "他"), ("Agnes", "she", "她"), ("Jamal", "he", "他"),
)  # fmt: skip
ZH_NAMES = (
    ("Mei", "she", "她"), ("Jun", "he", "他"), ("Xiaoyu", "she", "她"), ("Hao", "he", "他"),
    ("Yating", "she", "她"), ("Wei", "he", "他"), ("Lin", "she", "她"),
)  # fmt: skip
# Shelter animals that are nobody's foster or pet in any story (filler chat).
SHELTER = ("Brodie", "Skye", "Murphy", "Luna", "Biscuit", "Maisie", "Archie", "Bella", "Rocco",
           "Poppy", "Shadow", "Toffee", "Jinty", "Ozzy")  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

# Everyday chat with no state news.  {a}/{b} shelter animals, {wd} a weekday, {p} another
# volunteer, {zp} a Chinese-writing volunteer, {k} a small number.
FILLER = {
    EN: (
        "Morning all! Who's on the {wd} kennel shift? I can cover the afternoon",
        "{a} did a massive zoomie round the paddock today, pure joy",
        "Reminder: the van needs fuel before {wd}, receipts in the tin please",
        "Anyone got spare towels? The laundry pile at the kennels has eaten them all",
        "{a} is back from the vet, stitches out, eating like a horse",
        "Raised £{k}0 at the tin shake outside the Buchanan Galleries, well done team",
        "The rain today was biblical. {a} refused to go past the gate",
        "Can someone check the cat room thermostat? It was roasting this morning",
        "Who left the good lead at reception? Green one, very chewed",
        "{p} you're a legend for doing the early shift, thank you",
        "Fun run sponsorship forms are in the office, grab one on your way out",
        "{a} and {b} are sharing a kennel now and they're inseparable",
        "Quiz night tickets are going fast, {k} left",
        "Has anyone seen the big bag of kibble that was delivered on {wd}?",
        "Just a heads up, the back gate latch is sticking again",
        "{a} met a toddler today and was SO gentle, my heart",
        "The tombola prizes are piling up in my hall, please come and get them",
        "Is the {wd} training session still on? Weather looks grim",
        "Just watched {a} try to herd the pigeons, no success whatsoever",
        "Thanks to whoever brought the tablet in, it didn't last ten minutes",
        "Calendar photo shoot is {wd}, bring treats and patience",
        "{a} has gone off his food again, vet's been told",
        "Can we get more poo bags on the next order? We're down to the last roll",
        "Heating in the office is broken again, wear layers",
        "{p}, did you manage to get the leaflets printed?",
        "Bucket collection at the Kelvingrove fair made £{k}5, not bad for a wet day",
        "Volunteer induction for the new folk is {wd} at 6, come say hello",
        "{a} is booked for her spay on {wd}, no breakfast for her that morning",
        "Who's doing the Instagram this week? {a} needs a glamour shot",
        "The Christmas jumper day photos are brilliant, {p} wins",
        "Someone donated a whole box of squeaky toys, the noise levels are unreal",
        "Reminder to sign the rota for the Easter holidays",
        "{a}'s adoption home check passed! Fingers crossed for {wd}",
        "I've left the first aid kit in the van, sorry, will bring it back {wd}",
        "Does anyone know a good dog trainer for reactive dogs? Asking for the shelter",
        "Snow day! Paddock is closed, leads only",
        "{a} learned to open the treat cupboard, we're doomed",
        "Thanks all for today, home for a bath, I smell of kennel",
        "Group walk round Pollok Park on {wd}? Bring the easy dogs",
        "Donations box at the pet shop is full again, can someone collect?",
        "Missed the chat today, what did I miss? Anything exciting?",
        "Shoutout to {p} for fixing the broken crate, absolute hero",
        "The new volunteer is lovely, {a} already adores her",
        "Tea's in the cupboard above the sink if anyone's in tomorrow",
        "{a} and {b} both went for walks with the uni students today, tired pups",
        "Can't make {wd}, sorry, can someone swap with me?",
        "That's the grant application in! Fingers crossed",
        "Thanks for the dumplings {zp}, 好吃! Gone in minutes",
        "{zp}, your photos of {a} are 太可爱了, as you'd say",
        "Big 加油 to everyone doing the fun run this weekend, as {zp} taught me",
    ),
    ZH: (
        "大家早！{wd}的班谁能顶一下？我下午可以",
        "{a}今天在草坪上疯跑了好几圈，太开心了",
        "提醒一下，{wd}之前面包车要加油，收据放铁盒里",
        "有没有多余的旧毛巾？救助站的洗衣堆把毛巾都吞了",
        "{a}看完兽医回来了，拆线了，胃口超好",
        "今天雨下得太大了，{a}死活不肯出门",
        "谁把那条绿色的牵引绳落在前台了？",
        "谢谢{p}帮忙上早班！",
        "义跑的赞助表在办公室，走的时候拿一份",
        "{a}和{b}现在住同一个笼子，形影不离",
        "{wd}的训练课还上吗？天气看着不太好",
        "有人看见{wd}送来的那大袋狗粮了吗？",
        "{a}今天见到小朋友特别温柔，心都化了",
        "抽奖的奖品都堆在我家门厅了，快来拿",
        "办公室暖气又坏了，多穿点",
        "{p}，传单印好了吗？",
        "日历拍照{wd}进行，带上零食和耐心",
        "{a}学会开零食柜了，完蛋",
        "下雪了！草坪关闭，只能牵绳遛",
        "今天辛苦大家了，回家洗澡，一身狗味",
        "{wd}去Pollok Park集体遛狗吗？",
        "新来的志愿者人很好，{a}已经很喜欢她了",
        "{wd}我来不了，有人能跟我换班吗？",
        "{a}的领养家访通过了！",
        "基金申请交上去了，祈祷",
        "今天的tablet太好吃了，谁做的？",
    ),
}

# Two-turn exchanges: (first speaker line, reply line) per language of the speaker.
EXCHANGES = {
    EN: (
        ("Is anyone free to drive {a} to the vet on {wd}?", "I can do it if it's after 3"),
        (
            "How did the home check go for {a}?",
            "Brilliant, they've got a huge garden and two kids who are dog daft",
        ),
        ("Who ate the last biscuits in the office?", "Not me. Probably {p}. Definitely {p}"),
        (
            "Are we doing a stall at the Christmas market this year?",
            "Yes! Need bodies for the Saturday",
        ),
        ("Did {a} settle last night?", "Cried for an hour then slept like a log"),
        ("What time's the meeting {wd}?", "Half six, in the portacabin"),
    ),
    ZH: (
        ("{wd}有人能送{a}去看兽医吗？", "三点以后的话我可以"),
        ("{a}的家访怎么样？", "很好，他们家有大花园"),
        ("今年圣诞市集我们还摆摊吗？", "摆！周六需要人手"),
        ("{a}昨晚适应了吗？", "哭了一个小时，后来睡得很香"),
    ),
}

OPENERS = {
    EN: ("", "", "Wee update: ", "News from me: ", "Oh and ", "So, ", "Right, ", "Big week, "),
    ZH: ("", "", "跟大家说一下，", "小更新：", "对了，", "说个事，"),
}
CLOSERS = {
    EN: (
        ".",
        ".",
        "!",
        ", finally.",
        " 🙂",
        ", if anyone was wondering.",
        ". Still getting used to it.",
    ),
    ZH: ("。", "！", "，终于。", "，还在适应中。", " 😄"),
}
CHATTER_PRE = {
    EN: (
        "What a day. Kennels were chaos, {a} escaped twice and I got soaked on the way in",
        "Sorry I've been quiet, work has been mental and the boiler packed in",
        "Lovely walk with {a} this morning, the frost on the canal was gorgeous",
        "Right, catching up on the chat, loads of messages",
    ),
    ZH: (
        "今天好累，救助站一团乱，{a}跑出去两次，我路上还被淋湿了",
        "最近没怎么说话，工作太忙了，锅炉又坏了",
        "早上带{a}散步，运河边的霜好漂亮",
    ),
}
CHATTER_POST = {
    EN: (
        "anyway, is the {wd} shift still short? I can probably do the morning",
        "but mainly I wanted to say {a} looked so happy today",
        "anyway, who's bringing the tablet for the stall?",
    ),
    ZH: ("对了，{wd}的班还缺人吗？我上午可以", "总之{a}今天看起来特别开心", "话说义卖谁带点心？"),
}
INTRO_OPENERS = {EN: ("", "", "So, ", "Right, ", "For the newsletter: "), ZH: ("", "", "对了，")}
INTRO_CLOSERS = {EN: (".", ".", "!", ", if anyone was wondering."), ZH: ("。", "！", "，哈哈。")}
LATE = {
    EN: (
        "Forgot to mention: {c}. That was back in {m}",
        "Oh, I never said, {c}! Happened in {m}, I'm useless",
        "Meant to tell you all ages ago, {c}. Back at the start of {m}",
        "Old news now but {c}, sometime in {m}",
    ),
    ZH: ("忘了说，{c}，{m}的事了", "一直忘了讲：{c}，其实{m}就这样了", "旧闻了：{c}，{m}的时候"),
}
PLAN = {
    EN: (
        "Thinking about trying to {i} this year",
        "I'm planning to {i} in the next few months",
        "Seriously considering whether to {i}",
        "Might {i}, watch this space",
    ),
    ZH: ("在考虑{i}", "我打算过几个月{i}", "有点想{i}，再看看"),
}
DROP = {
    EN: (
        "Decided not to {i} after all. {h}, and that's fine",
        "Scrap what I said about wanting to {i}, not happening. {h} still",
        "Update on the grand plan to {i}: nope. {h}",
    ),
    ZH: ("最后还是决定不{i}了，{h}，挺好的", "之前说要{i}，算了，{h}"),
}
NEG = {
    EN: (
        "Ha, no, not {o} any more. {h} now",
        "Nope! {h} these days, not {o}",
        "Not for a while. {h} now",
    ),
    ZH: ("早就不是{o}了，{h}", "没有啦，{h}，不是{o}了"),
}
CORRECT = {
    EN: ("Sorry, typo, I meant {v}! My brother's the {w} one", "Wait, no, {v}, not {w}. Long day"),
    ZH: ("说错了，是{v}，不是{w}", "打错了，应该是{v}，{w}是我弟弟的"),
}
REPORT_INTRO = {
    EN: (
        "Bumped into {n} at the Barras on Sunday!",
        "Has anyone heard from {n} lately?",
        "Had a coffee with {n} after the shift yesterday.",
        "Saw {n} at the fun run, looking well",
    ),
    ZH: ("周日在Barras碰到{n}了！", "最近有人见过{n}吗？", "昨天下班和{n}喝了咖啡"),
}
REPORT_PRONOUN = {
    EN: ("Aye, {c}, apparently", "Yeah I saw {o} last week, {c}", "{c}, so {s}'s been busy"),
    ZH: ("是啊，听说{c}", "我上周见过，{c}"),
}
PENDING = {
    EN: (
        "Next big thing: I'm going to {i} in the new year, it's all arranged",
        "Plan for January is to {i}, wish me luck",
        "Not done yet, but I'm definitely going to {i} early next year",
    ),
    ZH: ("下一步：明年年初我要{i}，已经安排好了", "计划一月份{i}，祝我好运"),
}
DONE = {
    EN: ("Did it: {c}", "Well, that's that done, {c}", "Update on the plan: {c}"),
    ZH: ("搞定了，{c}", "之前说的那件事办成了：{c}"),
}
INTRO_ASK = {
    EN: (
        "{n}, I don't think I know much about you yet! Tell us about yourself",
        "Welcome to the chat {n}! Where are you from, what do you do, all that",
        "Newsletter wants wee profiles of volunteers. {n}, you're up",
    ),
    ZH: ("{n}，欢迎加入！介绍一下自己吧", "{n}，简单说说你自己吧，通讯要做志愿者介绍"),
}
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")

# Change situations for single-valued slots, with weights.
SITUATIONS = (("straight", 5), ("use", 3), ("third", 3), ("pronoun", 2), ("late", 3),
              ("neg", 2), ("selfname", 1), ("mid", 3), ("plan_then", 3), ("correct", 1),
              ("we", 2))  # fmt: skip
MULTI_SITUATIONS = (("straight", 5), ("third", 2), ("pronoun", 1), ("late", 2), ("selfname", 1),
                    ("mid", 2))  # fmt: skip
# Slots whose Chinese values are Chinese words: reported only by same-language speakers.
WORDY = ("diet", "instruments", "languages_learning")


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


@dataclass
class Person:
    name: str
    lang: str
    subj: str
    zh_pron: str

    @property
    def obj(self) -> str:
        return "him" if self.subj == "he" else "her"

    def pron(self, lang: str) -> str:
        return self.zh_pron if lang == ZH else self.subj


@dataclass
class Bit:
    """One or more consecutive turns said on one day (a little conversation)."""

    day: int
    turns: list[tuple[str, str, str]]  # speaker, language, text
    order: int
    story: bool = True


@dataclass
class Track:
    """The true timeline of one person's slot."""

    person: Person
    slot: SlotDef
    values: list[str] = field(default_factory=list)  # single: in order held
    starts: list[int] = field(default_factory=list)  # day each value began
    reports: list[int] = field(default_factory=list)  # day each value was first told
    planned: list[str] = field(default_factory=list)
    abandoned: list[str] = field(default_factory=list)
    mentioned: set[str] = field(default_factory=set)
    wrong: set[str] = field(default_factory=set)
    removed: list[tuple[str, int]] = field(default_factory=list)  # multi: value, day
    as_of: list[tuple[int, str]] = field(default_factory=list)  # candidate (day, value)
    spare: list[str] = field(default_factory=list)

    @property
    def everything(self) -> set[str]:
        return (
            set(self.values) | set(self.planned) | set(self.abandoned) | self.mentioned | self.wrong
        )


class Chat:
    """Collects the bits of conversation and the true timelines while a world is built."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 104729)
        self.people: list[Person] = []
        self.bits: list[Bit] = []
        self.tracks: list[Track] = []
        self.order = 0

    # -- small helpers ---------------------------------------------------------------------

    def ctx(self, lang: str, speaker: str) -> dict[str, Any]:
        r = self.rng
        a, b = r.sample(SHELTER, 2)
        others = [p.name for p in self.people if p.name != speaker]
        zps = [p.name for p in self.people if p.lang == ZH and p.name != speaker] or others
        return {"a": a, "b": b, "wd": r.choice(WEEKDAYS if lang == EN else WEEKDAYS_ZH),
                "p": r.choice(others), "zp": r.choice(zps), "k": r.randint(2, 9)}  # fmt: skip

    def fill(self, template: str, speaker: Person, **kw: Any) -> str:
        d = self.ctx(speaker.lang, speaker.name)
        d.update(kw)
        return template.format(**d)

    def add(self, day: int, turns: list[tuple[Person, str]], story: bool = True) -> None:
        self.order += 1
        day = max(0, min(LAST_DAY, day))
        self.bits.append(Bit(day, [(p.name, p.lang, t) for p, t in turns], self.order, story))

    def fr(self, tr: Track, key: str, lang: str | None = None, **kw: Any) -> str:
        opts = tr.slot.frags[lang or tr.person.lang][key]
        return self.rng.choice(opts).format(**kw)

    def has(self, tr: Track, key: str, lang: str | None = None) -> bool:
        return key in tr.slot.frags[lang or tr.person.lang]

    def wrap(self, lang: str, clause: str, plain: bool = False, intro: bool = False) -> str:
        r = self.rng
        op = "" if plain else r.choice(INTRO_OPENERS[lang] if intro else OPENERS[lang])
        body = clause if op else cap(clause)
        end = "。" if lang == ZH else "."
        if plain:
            return op + body + end
        return op + body + r.choice(INTRO_CLOSERS[lang] if intro else CLOSERS[lang])

    def month(self, day: int, lang: str) -> str:
        d = START_DT + timedelta(days=day)
        return f"{d.month}月" if lang == ZH else d.strftime("%B")

    def other(self, p: Person, slot: SlotDef, strict: bool = True) -> Person | None:
        """Someone else to speak about p's slot (same language when the values are words)."""
        pool = [q for q in self.people if q is not p]
        if strict and (p.lang == ZH or slot.key in WORDY):
            pool = [q for q in pool if q.lang == p.lang]
        return self.rng.choice(pool) if pool else None

    def weighted(self, options: tuple[tuple[str, int], ...], allowed: set[str]) -> str:
        opts = [(s, w) for s, w in options if s in allowed]
        total = sum(w for _, w in opts)
        x = self.rng.uniform(0, total)
        for s, w in opts:
            x -= w
            if x <= 0:
                return s
        return opts[-1][0]

    def mid(self, p: Person, clause: str, news: bool = True) -> str:
        L, r = p.lang, self.rng
        pre = self.fill(r.choice(CHATTER_PRE[L]), p)
        post = self.fill(r.choice(CHATTER_POST[L]), p)
        if L == ZH:
            return f"{pre}。另外，{clause}。{post}。"
        joiner = r.choice(("Also", "Oh, and", "Other news:", "And"))
        tail = r.choice((", so that's been a thing", ", long story", "")) if news else ""
        post = cap(post) if post[-1] in "?!." else cap(post) + "."
        return f"{pre}. {joiner} {clause}{tail}. {post}"

    # -- telling a state -------------------------------------------------------------------

    def intro(self, tr: Track, v: str, day: int) -> None:
        """The first value of a slot, said in passing early on."""
        p, r, L = tr.person, self.rng, tr.person.lang
        clause = self.fr(tr, "have", v=v)
        style = r.choice(("state", "state", "qa", "mid"))
        if style == "qa":
            asker = self.other(p, tr.slot, strict=False)
            if asker is not None:
                ask = self.fill(r.choice(INTRO_ASK[asker.lang]), asker, n=p.name)
                self.add(day, [(asker, ask), (p, self.wrap(L, clause, plain=True))])
                return
        if style == "mid":
            self.add(day, [(p, self.mid(p, clause, news=False))])
            return
        self.add(day, [(p, self.wrap(L, clause, intro=True))])

    def tell(self, tr: Track, mode: str, v: str, old: str | None, lo: int, hi: int,
             floor: int) -> tuple[int, int]:  # fmt: skip
        """A change (single), an addition or a removal (multi), told in one of the situations.
        Returns (day it happened, day it was first told)."""
        p, r, L = tr.person, self.rng, tr.person.lang
        first = {"single": "got", "add": "add", "remove": "remove"}[mode]
        third = {"single": "got3", "add": "add3", "remove": "add3"}[mode]
        kw = {"v": v, "old": old or "", "n": p.name}
        if mode == "remove":
            allowed = {"straight"}
        else:
            allowed = {"straight", "mid", "third", "pronoun", "late", "selfname"}
        if mode == "single":
            allowed |= {"neg", "correct"}
            if self.has(tr, "use"):
                allowed.add("use")
            if tr.slot.household and self.has(tr, "we"):
                allowed.add("we")
            if lo - floor >= 25:
                allowed.add("plan_then")
            if not tr.spare:
                allowed.discard("correct")
        sit = self.weighted(SITUATIONS if mode == "single" else MULTI_SITUATIONS, allowed)
        q = None
        if sit in ("third", "pronoun", "neg"):
            q = self.other(p, tr.slot)
            if q is None or (sit == "neg" and not self.has(tr, "ask", q.lang)):
                sit = "straight"
        happen = r.randint(lo, max(lo, hi))
        report = happen
        end = "。" if L == ZH else "."
        if sit == "straight":
            self.add(happen, [(p, self.wrap(L, self.fr(tr, first, **kw), plain=mode == "remove"))])
        elif sit == "use":
            self.add(happen, [(p, self.wrap(L, self.fr(tr, "use", **kw), plain=True))])
        elif sit == "we":
            self.add(happen, [(p, self.wrap(L, self.fr(tr, "we", **kw)))])
        elif sit == "mid":
            self.add(happen, [(p, self.mid(p, self.fr(tr, first, **kw)))])
        elif sit == "selfname":
            self.add(happen, [(p, self.wrap(L, self.fr(tr, third, **kw)))])
        elif sit == "third" and q is not None:
            self.add(happen, [(q, self.wrap(q.lang, self.fr(tr, third, q.lang, **kw)))])
        elif sit == "pronoun" and q is not None:
            q1 = self.other(p, tr.slot, strict=False) or q
            hello = self.fill(r.choice(REPORT_INTRO[q1.lang]), q1, n=p.name)
            c = self.fr(tr, third, q.lang, **{**kw, "n": p.pron(q.lang)})
            said = r.choice(REPORT_PRONOUN[q.lang]).format(c=c, o=p.obj, s=p.subj)
            self.add(happen, [(q1, hello), (q, cap(said) + ("。" if q.lang == ZH else "."))])
        elif sit == "late":
            report = happen + r.randint(14, 45)
            c = self.fr(tr, first, **kw)
            self.add(report, [(p, r.choice(LATE[L]).format(c=c, m=self.month(happen, L)) + end)])
        elif sit == "neg" and q is not None:
            report = happen + r.randint(4, 20)
            ask = self.fr(tr, "ask", q.lang, n=p.name, old=old or "")
            h = self.fr(tr, "have", v=v)
            reply = r.choice(NEG[L]).format(o=old, h=cap(h) if L == EN else h) + end
            self.add(report, [(q, ask), (p, reply)])
        elif sit == "plan_then":
            plan_day = happen - r.randint(20, min(60, happen - floor))
            plan = r.choice(PLAN[L]).format(i=self.fr(tr, "inf", v=v)) + end
            self.add(plan_day, [(p, plan)])
            done = r.choice(DONE[L]).format(c=self.fr(tr, first, **kw))
            self.add(happen, [(p, done + r.choice(CLOSERS[L]))])
        elif sit == "correct":
            w = tr.spare.pop()
            tr.wrong.add(w)
            said = self.wrap(L, self.fr(tr, first, **{**kw, "v": w}))
            fix = r.choice(CORRECT[L]).format(v=v, w=w)
            self.add(happen, [(p, said), (p, fix)])
        return happen, report

    # -- single-valued slots ---------------------------------------------------------------

    def single(self, p: Person, slot: SlotDef) -> None:
        r, L = self.rng, p.lang
        tr = Track(p, slot)
        self.tracks.append(tr)
        pool = list(slot.pool[L])
        r.shuffle(pool)
        k = min(r.choice((1, 1, 2, 2, 2, 3)), len(pool) - 1)
        vals = pool[: k + 1]
        tr.spare = pool[k + 1 :]
        intro = r.randint(1, 75)
        self.intro(tr, vals[0], intro)
        tr.values, tr.starts, tr.reports = [vals[0]], [intro], [intro]
        span_lo, span_hi = intro + 45, 675
        seg = (span_hi - span_lo) // k
        for i in range(k):
            lo = max(span_lo + i * seg + 10, tr.reports[-1] + 25)
            hi = span_lo + (i + 1) * seg - 50
            h, rep = self.tell(tr, "single", vals[i + 1], vals[i], lo, hi, tr.reports[-1] + 3)
            tr.values.append(vals[i + 1])
            tr.starts.append(h)
            tr.reports.append(rep)
        self.single_extras(tr)

    def single_extras(self, tr: Track) -> None:
        """Point-in-time candidates, echoes of old values, plans dropped or pending, scopes."""
        p, r, L = tr.person, self.rng, tr.person.lang
        end = "。" if L == ZH else "."
        k = len(tr.values) - 1
        ivs = [(tr.reports[i] + 4, (tr.starts[i + 1] - 4) if i < k else LAST_DAY - 4)
               for i in range(k + 1)]  # fmt: skip
        for i in range(k):
            a, b = ivs[i]
            if b - a >= 6:
                tr.as_of.append((r.randint(a, b), tr.values[i]))
        for i in range(1, k + 1):
            a, b = ivs[i]
            if r.random() < 0.45 and b - a > 10 and self.has(tr, "echo"):
                echo = self.fr(tr, "echo", old=tr.values[i - 1])
                self.add(r.randint(a, b), [(p, self.wrap(L, echo, plain=True))])
        if r.random() < 0.4 and self.has(tr, "use"):
            i = r.randrange(k + 1)
            a, b = ivs[i]
            if b - a > 10:
                use = self.fr(tr, "use", v=tr.values[i])
                self.add(r.randint(a, b), [(p, self.wrap(L, use, plain=True))])
        if tr.spare and r.random() < 0.35:
            choices = [i for i in range(k + 1) if ivs[i][1] - ivs[i][0] >= 80]
            if choices:
                i = r.choice(choices)
                a, b = ivs[i]
                v = tr.spare.pop()
                tr.abandoned.append(v)
                d = r.randint(a, b - 70)
                self.add(d, [(p, r.choice(PLAN[L]).format(i=self.fr(tr, "inf", v=v)) + end)])
                if i == k or r.random() < 0.6:  # else: "thinking about" that never went anywhere
                    h = self.fr(tr, "have", v=tr.values[i])
                    drop = r.choice(DROP[L]).format(i=self.fr(tr, "inf", v=v),
                                                    h=cap(h) if L == EN else h)  # fmt: skip
                    self.add(d + r.randint(20, 60), [(p, drop + end)])
        if tr.spare and r.random() < 0.3:
            a, b = ivs[k]
            a = max(a, 625)
            if b - a >= 10:
                v = tr.spare.pop()
                tr.planned.append(v)
                plan = r.choice(PENDING[L]).format(i=self.fr(tr, "inf", v=v))
                self.add(r.randint(a, b), [(p, plan + end)])
        if tr.spare and self.has(tr, "scoped") and r.random() < 0.45:
            a, b = ivs[k]
            if b - a > 5:
                x = tr.spare.pop()
                tr.mentioned.add(x)
                line = self.fr(tr, "scoped", v=tr.values[k], x=x)
                self.add(r.randint(a, b), [(p, self.wrap(L, line, plain=True))])

    # -- multi-valued slots ----------------------------------------------------------------

    def multi(self, p: Person, slot: SlotDef) -> None:
        r, L = self.rng, p.lang
        tr = Track(p, slot)
        self.tracks.append(tr)
        pool = list(slot.pool[L])
        r.shuffle(pool)
        intro = r.randint(1, 100)
        self.intro(tr, pool[0], intro)
        tr.values, tr.starts, tr.reports = [pool[0]], [intro], [intro]
        n_add = 1 if slot is PETS or r.random() < 0.55 else 2
        for j in range(n_add):
            lo = max(150, tr.reports[-1] + 40)
            h, rep = self.tell(tr, "add", pool[1 + j], None, lo, min(lo + 200, 600), intro)
            tr.values.append(pool[1 + j])
            tr.starts.append(h)
            tr.reports.append(rep)
        tr.spare = pool[1 + n_add :]
        if tr.starts[1] - intro >= 14:
            tr.as_of.append((r.randint(intro + 4, tr.starts[1] - 4), pool[0]))
        gone_day = LAST_DAY
        if r.random() < 0.4:
            gone = r.choice(tr.values)
            gone_day = r.randint(tr.reports[-1] + 30, 710)
            self.tell(tr, "remove", gone, None, gone_day, gone_day, gone_day)
            tr.removed.append((gone, gone_day))
        if r.random() < 0.5:
            j = r.randrange(len(tr.values))
            a, b = tr.reports[j] + 3, gone_day - 3
            if b - a > 5:
                use = self.fr(tr, "use", v=tr.values[j])
                self.add(r.randint(a, b), [(p, self.wrap(L, use, plain=True))])

    # -- distractors and filler ------------------------------------------------------------

    def distractors(self) -> None:
        """Values of the same kind named without being anyone's state."""
        r = self.rng
        for tr in self.tracks:
            p = tr.person
            for _ in range(r.randint(1, 2)):
                s = p if r.random() < 0.6 else self.other(p, tr.slot)
                if s is None:
                    continue
                taken = set().union(*(t.everything for t in self.tracks
                                      if t.person is s and t.slot is tr.slot))  # fmt: skip
                if s is p:
                    taken |= set(tr.spare)
                free = [v for v in tr.slot.pool[s.lang] if v not in taken | tr.everything]
                if not free:
                    continue
                v = r.choice(free)
                if s is p:
                    tr.mentioned.add(v)
                line = self.fr(tr, "dist", s.lang, v=v)
                self.add(r.randint(0, LAST_DAY), [(s, self.wrap(s.lang, line, plain=True))])

    def filler(self, target: int) -> None:
        r = self.rng
        count = sum(len(b.turns) for b in self.bits)
        while count < target:
            day = r.randint(0, LAST_DAY)
            s = r.choice(self.people)
            same = [q for q in self.people if q is not s and q.lang == s.lang]
            if r.random() < 0.2 and same:
                q = r.choice(same)
                first, reply = r.choice(EXCHANGES[s.lang])
                ctx = self.ctx(s.lang, s.name)
                ctx["p"] = r.choice([x.name for x in self.people if x is not s and x is not q])
                self.add(day, [(s, first.format(**ctx)), (q, reply.format(**ctx))], story=False)
                count += 2
                continue
            options = [t for t in FILLER[s.lang] if "{zp}" not in t or s.lang == EN]
            self.add(day, [(s, self.fill(r.choice(options), s))], story=False)
            count += 1

    def episodes(self) -> list[dict[str, Any]]:
        """Bits laid out in time: each day's bits in order, filler shuffled among them."""
        r = self.rng
        by_day: dict[int, list[Bit]] = {}
        for b in self.bits:
            by_day.setdefault(b.day, []).append(b)
        out: list[dict[str, Any]] = []
        for day in sorted(by_day):
            bits = by_day[day]
            seq = sorted((b for b in bits if b.story), key=lambda b: b.order)
            for f in (b for b in bits if not b.story):
                seq.insert(r.randint(0, len(seq)), f)
            minute = r.randint(0, max(30, 560 - 70 * len(seq)))  # minutes after 09:00
            date = (START_DT + timedelta(days=day)).date().isoformat()
            for b in seq:
                session = f"chat-{date}-{'am' if minute < 180 else 'pm'}"
                for speaker, lang, text in b.turns:
                    out.append({"day": day, "minute": minute, "speaker": speaker, "text": text,
                                "session": session, "language": lang})  # fmt: skip
                    minute = min(minute + r.randint(1, 6), 890)
                minute = min(minute + r.randint(8, 75), 890)
        return out

    # -- probes ----------------------------------------------------------------------------

    def probes_of(self, tr: Track) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """(probes always asked, optional ones) for one track."""
        p, r, slot = tr.person, self.rng, tr.slot
        qlang = p.lang if p.lang == EN or r.random() < 0.8 else EN
        values = sorted(tr.everything)
        never = sorted(tr.abandoned)

        def probe(kind: str, gold: list[str], outdated: Any = (), day: int | None = None) -> dict:
            d = {"subject": p.name, "kind": kind,
                 "question": slot.q[qlang][kind].format(n=p.name), "slot": slot.key,
                 "gold": list(gold), "outdated": sorted(outdated), "values": values,
                 "abandoned": never}  # fmt: skip
            if day is not None:
                d["as_of_day"] = day
            return d

        must, optional = [], []
        if slot.multi:
            removed = [v for v, _ in tr.removed]
            final = [v for v in tr.values if v not in removed]
            if len(final) >= 2:
                must.append(probe("coexisting", final))
            else:
                must.append(probe("current", final, removed))
            if removed:
                optional.append(probe("historical", removed))
        else:
            must.append(probe("current", [tr.values[-1]], set(tr.values[:-1]) | tr.wrong))
            optional.append(probe("historical", [tr.values[-2]]))
            if tr.planned:
                must.append(probe("planning", tr.planned[-1:]))
        for day, v in tr.as_of:
            optional.append(probe("as_of", [v], day=day))
        return must, optional

    def probes(self, target: int) -> list[dict[str, Any]]:
        must, optional = [], []
        for tr in self.tracks:
            m, o = self.probes_of(tr)
            must += m
            optional += o
        self.rng.shuffle(optional)
        keep = max(0, target - len(must))
        chosen = {id(x) for x in optional[:keep]}
        return [x for tr in self.tracks for x in self.probes_of_cached(tr, must, optional, chosen)]

    @staticmethod
    def probes_of_cached(tr: Track, must: list[dict], optional: list[dict],
                         chosen: set[int]) -> list[dict]:  # fmt: skip
        """The kept probes of one track, in a stable order (must first)."""
        mine = [x for x in must if x["subject"] == tr.person.name and x["slot"] == tr.slot.key]
        return mine + [x for x in optional if id(x) in chosen and x["subject"] == tr.person.name
                       and x["slot"] == tr.slot.key]  # fmt: skip


def generate(seed: int) -> dict[str, Any]:
    """The world for one seed: ``start``, ``episodes`` (time-ordered) and ``probes``."""
    chat = Chat(seed)
    r = chat.rng
    n = r.randint(10, 14)
    n_zh = max(2, round(n / 4))
    people = [Person(nm, EN, s, z) for nm, s, z in r.sample(EN_NAMES, n - n_zh)]
    people += [Person(nm, ZH, s, z) for nm, s, z in r.sample(ZH_NAMES, n_zh)]
    r.shuffle(people)
    chat.people = people
    for p in people:
        m = r.randint(4, 7 if n <= 12 else 6)
        multi = r.sample(MULTI_SLOTS, r.choice((0, 1, 1, 2)))
        single = r.sample(SINGLE_SLOTS, m - len(multi))
        slots = single + multi
        r.shuffle(slots)
        for slot in slots:
            if slot.multi:
                chat.multi(p, slot)
            else:
                chat.single(p, slot)
    chat.distractors()
    story = sum(len(b.turns) for b in chat.bits)
    chat.filler(min(790, max(r.randint(560, 760), int(story * 1.8))))
    episodes = chat.episodes()
    probes = chat.probes(r.randint(112, 136))
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": probes}  # fmt: skip


# -- self-check ----------------------------------------------------------------------------


def _mentions(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    pattern = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in a generated world (empty when it is sound)."""
    errors: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    datetime.fromisoformat(world["start"])
    last = (-1, -1)
    speakers = set()
    for i, e in enumerate(eps):
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errors.append(f"episode {i}: keys {sorted(e)}")
        if (e["day"], e["minute"]) < last:
            errors.append(f"episode {i}: out of time order")
        last = (e["day"], e["minute"])
        if (
            not 0 <= e["day"] <= LAST_DAY
            or not 0 <= e["minute"] < 900
            or e["language"] not in (EN, ZH)
        ):
            errors.append(f"episode {i}: day or language")
        if not e["text"].strip() or "{" in e["text"] or "}" in e["text"]:
            errors.append(f"episode {i}: bad text {e['text']!r}")
        speakers.add(e["speaker"])
    if not 500 <= len(eps) <= 800:
        errors.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errors.append(f"{len(probes)} probes")
    subjects = {p["subject"] for p in probes}
    if not 10 <= len(subjects) <= 14 or not subjects <= speakers:
        errors.append(f"{len(subjects)} subjects")
    for j, p in enumerate(probes):
        tag = f"probe {j} ({p['subject']}/{p['slot']}/{p['kind']})"
        gold, out = set(p["gold"]), set(p["outdated"])
        never, values = set(p["abandoned"]), set(p["values"])
        if p["kind"] not in KINDS or not gold or not p["question"] or not p["slot"]:
            errors.append(f"{tag}: malformed")
        if gold & out or gold & never:
            errors.append(f"{tag}: gold also outdated or abandoned")
        if not (gold | out | never) <= values:
            errors.append(f"{tag}: values incomplete")
        for g in gold:
            said = [e for e in eps if _mentions(e["text"], g)]
            if not said:
                errors.append(f"{tag}: gold {g!r} never said")
            elif p["kind"] == "as_of" and not any(e["day"] <= p["as_of_day"] for e in said):
                errors.append(f"{tag}: gold {g!r} only said after the as_of day")
        if p["kind"] == "as_of" and not 0 <= p.get("as_of_day", -1) <= LAST_DAY:
            errors.append(f"{tag}: as_of_day")
        for a in values:
            for b in values:
                if a != b and _mentions(b, a):
                    errors.append(f"{tag}: value {a!r} is inside {b!r}")
    per_person: dict[str, set[str]] = {}
    for p in probes:
        per_person.setdefault(p["subject"], set()).add(p["slot"])
    for name, slots in per_person.items():
        if not 4 <= len(slots) <= 7:
            errors.append(f"{name}: {len(slots)} slots probed")
    return errors


def main() -> int:
    ok = True
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errors = validate(world)
        if world != again:
            errors.append("not deterministic")
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        zh = sum(e["language"] == ZH for e in eps)
        people = len({p["subject"] for p in probes})
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, "
              f"{people} people, kinds {kinds}")  # fmt: skip
        for err in errors[:20]:
            print("  ERROR", err)
        ok = ok and not errors
    print("self-check", "passed" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
