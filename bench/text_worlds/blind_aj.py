"""Blind text world ``blind_aj``: the WhatsApp group of a Leeds parkrun's volunteers.

Run directors, marshals, tail-walkers, regular runners and their partners chat for two
years in one group: course conditions, the volunteer rota, cake, PBs, injuries, and now and
then a bit of personal news (a move across Leeds, a new job, new trainers, a new watch, a
dog, a second running club).  ``generate(seed)`` picks ten to thirteen people, four to six
state slots each, and writes each change in one of many ways: said straight out, shown only
by use, reported by someone else (sometimes with a pronoun in the next message), told weeks
late, corrected, negated, planned and done, planned and dropped, or merely mused about.
Roughly a quarter of the people write in simplified Chinese.  Distractor lines name values
of the same kind without them being anyone's state.

The probes carry the ground truth (current, historical, as_of, coexisting and planning),
with outdated, abandoned and every mentioned value.  Standard library only; deterministic.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

GENERATOR = "blind_aj"
START = datetime(2023, 1, 7, 7, 30, tzinfo=UTC)  # a Saturday, just before the briefing
LAST_DAY = 729
EN = "en"
ZH = "zh"

EN_NAMES = (
    ("Dave", "m"), ("Karen", "f"), ("Gaz", "m"), ("Priya", "f"), ("Siobhan", "f"),
    ("Tom", "m"), ("Beth", "f"), ("Hamza", "m"), ("Rachel", "f"), ("Mick", "m"),
    ("Jess", "f"), ("Aled", "m"), ("Fiona", "f"), ("Kwame", "m"), ("Lorna", "f"),
    ("Stu", "m"), ("Nadia", "f"), ("Ollie", "m"), ("Heather", "f"), ("Raj", "m"),
)  # fmt: skip
ZH_NAMES = (
    ("Wei", "m"), ("Xiaoling", "f"), ("Jun", "m"), ("Meimei", "f"), ("Haoran", "m"),
    ("Yuting", "f"), ("Lei", "m"), ("Fang", "f"),
)  # fmt: skip

MONTHS_ZH = "一二三四五六七八九十"


def date_of(day: int) -> datetime:
    return START + timedelta(days=day)


def month_en(day: int) -> str:
    return date_of(day).strftime("%B")


def month_zh(day: int) -> str:
    return f"{date_of(day).month}月"


# ---------------------------------------------------------------------------------------------
# Slot definitions.  Each slot has a value pool and phrase banks per language.  Placeholders:
#   {v} the value stated, {old} the value it replaces, {n} the subject's name, {p}/{pp} the
#   subject's pronoun (he/she, him/her; 他/她), {x} a scoped exception value, {w} when it
#   happened (late reports), {d} a distractor value, {o} some other group member, {me} the
#   speaker's own name, {partner} the speaker's partner, {sp} a pet's species.
# Banks (single-valued slots):
#   intro     first statement of the starting value      direct   a change said straight out
#   implicit  a change shown only by use or consequence  third    somebody else reports it
#   pron      two lines: the first names {n}, the second uses a pronoun and gives {v}
#   late      "forgot to mention" with {w}               neg      "not {old} any more"
#   corr      two lines: a slip naming {d}, then "sorry, I meant {v}"
#   selfname  the speaker refers to themself by name     plan     a plan or consideration
#   drop      the plan is dropped (current value {old})  idle     musing that goes nowhere
#   scoped    "{v} for most things, but {x} for ..."     dist     distractor lines ({d})
# Multi-valued slots use intro / add / add_third / add_pron / add_implicit / dist.
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SlotDef:
    key: str
    multi: bool
    pool: tuple[str, ...]
    questions: dict[str, dict[str, str]]
    banks: dict[str, dict[str, tuple[Any, ...]]]
    household: bool = False


HOME = SlotDef(
    key="home_area",
    multi=False,
    household=True,
    pool=(
        "Headingley",
        "Chapel Allerton",
        "Roundhay",
        "Horsforth",
        "Meanwood",
        "Kirkstall",
        "Armley",
        "Moortown",
        "Rodley",
        "Guiseley",
        "Oakwood",
        "Bramley",
        "Alwoodley",
        "Burley",
        "Holbeck",
        "Woodhouse",
        "Farsley",
        "Rawdon",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "Which part of Leeds does {n} live in now?",
            "historical": "Where did {n} live before {cur}?",
            "as_of": "Which part of Leeds did {n} live in at that point?",
            "planning": "Where is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在住在利兹哪个区？",
            "historical": "{n}搬到{cur}之前住在哪里？",
            "as_of": "{n}当时住在利兹哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    },
    banks={
        EN: {
            "intro": (
                "I'm only ten minutes' jog from the start, I live in {v}",
                "Anyone else coming from {v}? Happy to car share, I'm just off the main road",
                "Morning all, new here. I live in {v} and I've been lurking at the finish for weeks",
                "{v} resident checking in, the hill up from the ring road is my warm-up",
            ),
            "direct": (
                "Big news from me: we got the keys and I've moved to {v}!",
                "Finally done it, moved out of {old} and I'm now in {v}",
                "Just to update the volunteer contact sheet, my address is now {v}",
                "Moved house at the weekend. {v} now, so I'm a bit further from the park",
            ),
            "implicit": (
                "Anyone know a decent chippy in {v}? Still working out where everything is round my new place",
                "My new commute to parkrun from {v} is a whole extra 2k, I'm counting it as a warm-up",
                "The bin men in {v} come at 6am on a Saturday, worst part of the new house",
                "Unpacking boxes in {v} all day, so I'm missing this week, sorry RD",
            ),
            "third": (
                "Did you all know {n} has moved to {v}? Saw the removals van last week",
                "{n} is in {v} now, so {pp} lift share with me is off",
                "Heard from {n}'s neighbour that {p} moved to {v} a fortnight ago",
            ),
            "pron": (
                ("Has anyone heard from {n} lately?", "Yeah, {p} moved to {v}, still unpacking"),
                ("Was chatting to {n} in the funnel", "{p} says {p}'s living in {v} now, loves it"),
                (
                    "{n} wasn't at the start again",
                    "{p}'s moved to {v} so it's a longer trek for {pp}",
                ),
            ),
            "late": (
                "Forgot to mention, we actually moved to {v} back in {w}. Life's been chaos",
                "Oh, did I never say? I've been in {v} since {w}",
                "Random one but I realised I never told you lot: moved to {v} in {w}",
            ),
            "neg": (
                "No, I'm not in {old} any more, it's {v} now",
                "Not {old} now! Moved to {v}, keep up",
            ),
            "corr": (
                (
                    "Just moved to {d}, house warming soon!",
                    "Sorry, typo, I meant {v}. {d} is where my sister lives",
                ),
                ("We're in {d} now", "Ignore me, {v}, not {d}. Too early for typing"),
            ),
            "selfname": (
                "{me} has officially left {old}. {me} lives in {v} now. {me} is tired of boxes",
            ),
            "plan": (
                "We're thinking of moving to {v}, anyone know what the schools are like?",
                "Might move to {v} next year, the house prices are daft where I am",
                "Putting an offer in on a place in {v}, fingers crossed",
            ),
            "drop": (
                "The {v} move has fallen through, so I'm staying in {old} after all",
                "Decided against {v}. Staying put in {old}, the commute would've killed me",
            ),
            "idle": (
                "Sometimes I fancy living in {v}, all those cafes. Never going to happen though",
                "Walked through {v} on the long run, could see myself there one day",
            ),
            "we": (
                "{partner} and I have just moved to {v}, housewarming when the sofa arrives",
                "We've moved to {v}! {partner} is already on first name terms with the postie",
                "Our new place in {v} is lovely, {partner} has already claimed the spare room for the turbo trainer",
            ),
            "we_intro": (
                "{partner} and I live in {v}, we usually jog over together",
                "We're in {v}, me and {partner}, so we're always the last to arrive",
            ),
            "dist": (
                "House prices in {d} have gone mental according to the Evening Post",
                "There's a new parkrun being talked about near {d}, anyone heard anything?",
                "Roadworks in {d} again, avoid if you're driving in",
                "My cousin's flat in {d} is up for rent if anyone's looking",
                "Would you rather live in {d} or the Dales? Asking for a pub debate",
            ),
        },
        ZH: {
            "intro": (
                "大家好，我住在{v}，跑过来大概十分钟",
                "我家在{v}，有人顺路可以一起拼车吗？",
            ),
            "direct": (
                "跟大家说一声，我搬到{v}了！",
                "终于搬家了，从{old}搬到了{v}",
            ),
            "implicit": (
                "{v}这边有好吃的中餐馆吗？新家附近还不太熟",
                "今天从{v}新家跑过来，多了两公里，当热身了",
            ),
            "third": ("{n}已经搬到{v}了，上周看到搬家的车",),
            "pron": (("最近有人见到{n}吗？", "{p}搬到{v}了，还在整理东西"),),
            "late": (
                "忘了说，我们其实{w}就搬到{v}了，最近太忙",
                "好像一直没说，我从{w}开始住在{v}",
            ),
            "neg": ("我已经不住{old}了，现在在{v}",),
            "corr": (("刚搬到{d}！", "打错了，是{v}，不是{d}"),),
            "selfname": ("{me}正式搬到{v}啦，{old}再见",),
            "plan": (
                "我们在考虑搬到{v}，那边的学校怎么样？",
                "明年可能搬去{v}，房租实在太贵了",
            ),
            "drop": ("{v}那套房子没谈成，还是住在{old}",),
            "idle": ("有时候挺想住在{v}的，咖啡馆好多，不过也就想想",),
            "we": ("我和{partner}搬到{v}了，等沙发到了请大家来玩",),
            "we_intro": ("我和{partner}住在{v}，一般一起慢跑过来",),
            "dist": (
                "新闻说{d}的房价涨得很厉害",
                "{d}又在修路，开车的朋友注意",
            ),
        },
    },
)

EMPLOYER = SlotDef(
    key="employer",
    multi=False,
    pool=(
        "Calder Analytics",
        "First Direct",
        "Leeds Teaching Hospitals",
        "Brimstone Games",
        "Meanwood Valley Brewery",
        "Yorkshire Water",
        "Aire Logistics",
        "Sky Betting & Gaming",
        "Northern Ledger",
        "Kirkgate Design",
        "Royal Armouries",
        "Wharfedale Insurance",
        "Pennine Robotics",
        "Asda House",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before {cur}?",
            "as_of": "Who was {n} working for at that point?",
            "planning": "Where is {n} hoping to work next?",
        },
        ZH: {
            "current": "{n}现在在哪里工作？",
            "historical": "{n}去{cur}之前在哪里工作？",
            "as_of": "{n}当时在哪家公司工作？",
            "planning": "{n}打算去哪里工作？",
        },
    },
    banks={
        EN: {
            "intro": (
                "Can't do the 8am setup next week, I'm on call for {v} that weekend",
                "I work at {v} so Friday nights are rough, but I'll be there for tail walking",
                "Work at {v} have given us a volunteering day, so I might help with the new course recce",
            ),
            "direct": (
                "Handed my notice in! Starting at {v} on Monday",
                "New job news: I've left {old} and joined {v}",
                "First week at {v} done. Nice people, terrible coffee",
                "I've started at {v}, so my weekday runs move to lunchtimes",
            ),
            "implicit": (
                "The {v} lanyard is so ugly, I keep forgetting to take it off before parkrun",
                "Induction at {v} all week, brain is full, legs are fresh at least",
                "Got the {v} staff discount so I'm bringing better biscuits for the volunteers",
            ),
            "third": (
                "{n} got the job at {v}, by the way, {p} was too modest to say",
                "Congrats to {n} who's now at {v}! I saw it on LinkedIn",
            ),
            "pron": (
                (
                    "{n} was buzzing at the finish today",
                    "{p}'s just started at {v}, proper grown-up job",
                ),
                ("Did anyone catch up with {n}?", "Yes, {p} left {old}, {p}'s at {v} now"),
            ),
            "late": (
                "Forgot to say, I actually moved jobs in {w}, I'm at {v} now",
                "Only just realised I never told the group, I've been at {v} since {w}",
            ),
            "neg": (
                "I'm not at {old} any more, haven't been for a while. {v} now",
                "No, not {old} these days, I'm with {v}",
            ),
            "corr": (
                (
                    "Starting at {d} next week!",
                    "Wait, {v}, not {d}. Too many job applications, my head's gone",
                ),
            ),
            "selfname": ("{me} has a new job! {me} works at {v} now and {me} has a badge",),
            "plan": (
                "Got an interview at {v} on Thursday, any tips?",
                "Thinking of applying to {v}, they do a 4 day week apparently",
                "I've been offered something at {v}, weighing it up",
            ),
            "drop": (
                "Turned down {v} in the end. Staying at {old}, they matched the money",
                "Didn't get {v}. Onwards, still at {old} for now",
            ),
            "idle": ("One day I'll work somewhere like {v}, free lunches and a running club",),
            "dist": (
                "{d} are hiring loads at the moment if anyone's looking",
                "Saw {d} in the news again, something about their new offices",
                "My brother-in-law works at {d} and never stops complaining",
                "Would anyone at {d} sponsor the cake stall? Asking for the core team",
            ),
        },
        ZH: {
            "intro": (
                "我在{v}上班，周五经常加班，不过周六早上一定来",
                "下周的布置来不了，{v}那边要值班",
            ),
            "direct": (
                "辞职了！下周一开始去{v}上班",
                "换工作了，从{old}跳到了{v}",
            ),
            "implicit": (
                "{v}的入职培训一整周，脑子满了，腿倒是休息好了",
                "拿到{v}的员工折扣了，下次给志愿者带好一点的饼干",
            ),
            "third": ("{n}拿到{v}的offer了，{p}自己不好意思说",),
            "pron": (("今天见到{n}了", "{p}刚去{v}上班，很开心"),),
            "late": ("忘了说，我{w}就换工作了，现在在{v}",),
            "neg": ("我已经不在{old}了，现在在{v}",),
            "corr": (("下周去{d}上班！", "说错了，是{v}，不是{d}"),),
            "selfname": ("{me}换工作啦，{me}现在在{v}",),
            "plan": ("周四去{v}面试，有人有经验吗？", "在考虑要不要去{v}，听说他们一周四天班"),
            "drop": ("最后没去{v}，还是留在{old}，他们给我加薪了",),
            "idle": ("要是能在{v}上班就好了，不过也就说说",),
            "dist": ("{d}最近在大量招人，有需要的可以看看", "新闻上又看到{d}了，说是要搬新办公室"),
        },
    },
)

TRAINERS = SlotDef(
    key="running_shoes",
    multi=False,
    pool=(
        "Hoka Clifton",
        "Brooks Ghost",
        "Asics Novablast",
        "Saucony Endorphin",
        "Nike Pegasus",
        "New Balance 1080",
        "On Cloudmonster",
        "Inov-8 Roclite",
        "Altra Torin",
        "Fellgate Scree",
        "Mizuno Wave Rider",
        "Puma Deviate",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "Which running shoes does {n} run in now?",
            "historical": "Which shoes did {n} run in before the {cur}?",
            "as_of": "Which running shoes was {n} using at that point?",
            "planning": "Which running shoes is {n} planning to get?",
        },
        ZH: {
            "current": "{n}现在穿什么跑鞋？",
            "historical": "{n}换{cur}之前穿什么跑鞋？",
            "as_of": "{n}当时穿什么跑鞋？",
            "planning": "{n}打算买什么跑鞋？",
        },
    },
    banks={
        EN: {
            "intro": (
                "My {v} are the only thing keeping my knees going round that second lap",
                "I run in {v}, have done for years, they're like slippers",
                "Wore my {v} in the mud today, regretting it, they're white no more",
            ),
            "direct": (
                "Retired the {old} today, 800 miles. New {v} are bouncy as anything",
                "Bought {v} in the sale, so that's me switched over",
                "I've moved over to {v}, the {old} were killing my arches",
            ),
            "implicit": (
                "Broke in the new {v} this morning, took 20 seconds off my time, obviously the shoes",
                "Anyone got tips for lacing {v}? The new ones are rubbing my heel",
                "Those {v} are worth every penny, PB on the first outing in them",
            ),
            "third": (
                "{n} turned up in shiny {v} today, the {old} have finally gone in the bin",
                "Spotted {n} in {v} at the start, very flash",
            ),
            "pron": (
                ("{n} flew round today", "Must be {pp} new {v}, {p} won't shut up about them"),
            ),
            "late": (
                "Forgot to mention, I switched to {v} back in {w}, been meaning to do a review",
            ),
            "neg": ("Not in {old} any more, it's {v} for me now",),
            "corr": (
                ("Got myself some {d}", "Sorry, I meant {v}, {d} are what my husband wanted"),
            ),
            "selfname": ("{me} has new shoes. {me} runs in {v} now. {me} is unstoppable",),
            "plan": (
                "Thinking of trying {v} next, anyone run in them?",
                "Going to get some {v} when the {old} die, which is any day now",
            ),
            "drop": ("Tried {v} in the shop, too narrow. Sticking with my {old}",),
            "idle": ("Those {v} everyone's wearing look fun. Maybe one day when I'm rich",),
            "scoped": (
                "{v} for most runs, but I keep a pair of {x} for the muddy winter laps",
                "I do everything in {v} these days, except races, when I dig out the {x}",
            ),
            "dist": (
                "Sportshoes have {d} at half price, if anyone's looking",
                "Runner's World reckon the new {d} is the shoe of the year. I reckon it's sponsorship",
                "Someone left a pair of {d} in the lost property box, size 9",
                "Anyone want to buy some {d}? My brother wore them twice",
                "Are {d} any good or is it all hype?",
            ),
        },
        ZH: {
            "intro": ("我一直穿{v}，跑第二圈膝盖全靠它", "今天穿{v}跑泥地，白鞋变成黑鞋了"),
            "direct": ("{old}跑了800英里，退役了，新买的{v}很有弹性", "换成{v}了，打折买的"),
            "implicit": ("今天新{v}第一次上脚，快了20秒，肯定是鞋的功劳",),
            "third": ("{n}今天穿了一双新{v}，好闪",),
            "pron": (("{n}今天跑得好快", "{p}换了{v}，一直在夸"),),
            "late": ("忘了说，我{w}就换成{v}了",),
            "neg": ("已经不穿{old}了，现在穿{v}",),
            "corr": (("买了一双{d}", "说错了，是{v}，{d}是我老公想要的"),),
            "selfname": ("{me}换新鞋了，{me}现在穿{v}",),
            "plan": ("想试试{v}，有人穿过吗？",),
            "drop": ("去店里试了{v}，太窄了，还是穿我的{old}",),
            "idle": ("大家都穿{v}，看着挺好玩，以后有钱再说",),
            "scoped": ("平时都穿{v}，冬天泥地那几圈穿{x}",),
            "dist": ("Sportshoes的{d}半价，有需要的看看", "有人把一双{d}落在失物招领了，9码"),
        },
    },
)

WATCH = SlotDef(
    key="running_watch",
    multi=False,
    pool=(
        "Garmin Forerunner 255",
        "Coros Pace 3",
        "Apple Watch",
        "Polar Pacer",
        "Suunto Race",
        "Fitbit Charge",
        "Strido One",
        "Garmin Fenix",
        "Amazfit Balance",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "Which watch does {n} track runs with now?",
            "historical": "Which watch did {n} use before the {cur}?",
            "as_of": "Which watch was {n} using at that point?",
            "planning": "Which watch is {n} planning to buy?",
        },
        ZH: {
            "current": "{n}现在用什么手表记录跑步？",
            "historical": "{n}换{cur}之前用什么手表？",
            "as_of": "{n}当时用什么手表？",
            "planning": "{n}打算买什么手表？",
        },
    },
    banks={
        EN: {
            "intro": (
                "My {v} said 5.08k, so I'm claiming a PB on the watch if not on the results",
                "I track everything on my {v}, it bullies me about sleep",
            ),
            "direct": (
                "Upgraded to a {v}, the {old} battery was lasting about a day",
                "Got a {v} for my birthday, so goodbye {old}",
            ),
            "implicit": (
                "The {v} GPS is way better under the trees on the back straight",
                "Spent an hour setting up the {v} instead of actually running",
            ),
            "third": ("{n} has got a {v} now, you'll never hear the end of the data",),
            "pron": (
                (
                    "{n} was fiddling at the finish for ages",
                    "{p} got a {v} and hasn't worked out the buttons yet",
                ),
            ),
            "late": ("Forgot to say, I swapped to a {v} in {w}, loving it",),
            "neg": ("Not using the {old} any more, it's the {v} now",),
            "corr": (
                ("My new {d} is great", "Sorry, {v}! Not {d}, I don't know why I typed that"),
            ),
            "selfname": ("{me} has a {v} now. {me} now knows every heartbeat",),
            "plan": ("Thinking of getting a {v}, anyone got one?", "Saving up for a {v}"),
            "drop": ("Not bothering with the {v} after all, the {old} does the job",),
            "idle": ("A {v} would be nice but I'd only use it to check the time",),
            "scoped": ("{v} day to day, but I still use the old {x} for the long fell runs",),
            "dist": (
                "{d} have a new firmware out that apparently fixes the pace bug",
                "Someone found a {d} by the bandstand, it's with the RD",
                "Is a {d} worth it for a beginner? My niece is asking",
            ),
        },
        ZH: {
            "intro": ("我的{v}显示5.08公里，手表上算PB", "跑步都用{v}记录"),
            "direct": ("换成{v}了，{old}的电池只能撑一天", "生日收到一块{v}，{old}再见"),
            "implicit": ("{v}在树林那段GPS准多了",),
            "third": ("{n}买了{v}，以后天天听{p}讲数据",),
            "pron": (("{n}在终点弄了半天手表", "{p}买了{v}，还不会用"),),
            "late": ("忘了说，我{w}就换成{v}了",),
            "neg": ("已经不用{old}了，现在用{v}",),
            "corr": (("我的新{d}很好用", "说错了，是{v}，不是{d}"),),
            "selfname": ("{me}现在用{v}了",),
            "plan": ("想买一块{v}，有人用过吗？",),
            "drop": ("不买{v}了，{old}够用",),
            "idle": ("{v}挺好的，不过买了也只是看时间",),
            "scoped": ("平时用{v}，跑山的时候还是用旧的{x}",),
            "dist": ("{d}出了新固件，听说修好了配速的bug", "有人在音乐台旁边捡到一块{d}，在RD那里"),
        },
    },
)

ROLE = SlotDef(
    key="volunteer_role",
    multi=False,
    pool=(
        "run director",
        "tail walker",
        "marshal",
        "timekeeper",
        "barcode scanner",
        "photographer",
        "volunteer coordinator",
        "pacer",
        "funnel manager",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "What is {n}'s usual volunteer role now?",
            "historical": "What was {n}'s usual volunteer role before {cur}?",
            "as_of": "What was {n}'s usual volunteer role at that point?",
            "planning": "Which volunteer role is {n} planning to take on?",
        },
        ZH: {
            "current": "{n}现在通常做什么志愿者岗位？",
            "historical": "{n}做{cur}之前通常做什么岗位？",
            "as_of": "{n}当时通常做什么志愿者岗位？",
            "planning": "{n}打算做什么志愿者岗位？",
        },
    },
    banks={
        EN: {
            "intro": (
                "I'm usually {v} if nobody's bagged it, happy to do it again this week",
                "Put me down as {v} as normal",
            ),
            "direct": (
                "I've done my training so I'm officially a {v} now! Terrifying",
                "Stepping back from {old}, I'll be doing {v} from now on",
            ),
            "implicit": (
                "Being {v} means I finally get to see the back of the field, lovely chats",
                "First week as {v}, forgot the hi-vis, someone lent me theirs",
            ),
            "third": ("{n} has taken over as {v}, so direct rota questions to {pp}",),
            "pron": (("Shout out to {n} today", "{p}'s our new {v} and {p} smashed it"),),
            "late": ("Forgot to update you all, I've been doing {v} since {w}",),
            "neg": ("I'm not {old} any more, {v} now, so stop asking me about the stopwatches",),
            "corr": (
                ("Did the training, I'm a {d} now", "Sorry, {v}! Not {d}. Coffee hasn't kicked in"),
            ),
            "selfname": ("{me} is now a {v}. {me} is very proud",),
            "plan": ("Thinking of doing the {v} training, is it much work?",),
            "drop": ("Not doing {v} after all, too much admin. I'll stay {old}",),
            "idle": ("One day I'll be brave enough to be {v}",),
            "dist": (
                "We still need a {d} for Saturday, anyone?",
                "Reminder: {d} please collect your kit from the container by 8.40",
                "Does anyone fancy {d} for the Christmas Day run?",
                "The {d} role at Woodhouse Moor is short this week, spread the word",
            ),
        },
        ZH: {
            "intro": ("我一般做{v}，这周还可以",),
            "direct": ("培训完了，我现在正式是{v}了！", "不做{old}了，以后做{v}"),
            "implicit": ("做{v}终于能看到最后面的跑者，聊得很开心",),
            "third": ("{n}现在是{v}，排班问题问{p}",),
            "pron": (("今天要表扬{n}", "{p}是新的{v}，做得特别好"),),
            "late": ("忘了更新，我从{w}开始就做{v}了",),
            "neg": ("我已经不做{old}了，现在是{v}",),
            "corr": (("这周我做{d}", "说错了，是{v}，不是{d}"),),
            "selfname": ("{me}现在是{v}啦",),
            "plan": ("想去参加{v}的培训，累不累？",),
            "drop": ("不做{v}了，太多行政工作，继续做{old}",),
            "idle": ("哪天胆子大了也想做{v}",),
            "dist": ("周六还缺一个{d}，有人吗？", "提醒：{d}八点四十前去集装箱拿装备"),
        },
    },
)

CAR = SlotDef(
    key="car",
    multi=False,
    pool=(
        "Skoda Octavia",
        "Nissan Leaf",
        "VW Golf",
        "Toyota Yaris",
        "Kia Niro",
        "Vauxhall Corsa",
        "Honda Jazz",
        "MG4",
        "Ford Fiesta",
        "Volvo V60",
        "Dacia Sandero",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before the {cur}?",
            "as_of": "What car was {n} driving at that point?",
            "planning": "Which car is {n} planning to get?",
        },
        ZH: {
            "current": "{n}现在开什么车？",
            "historical": "{n}换{cur}之前开什么车？",
            "as_of": "{n}当时开什么车？",
            "planning": "{n}打算买什么车？",
        },
    },
    banks={
        EN: {
            "intro": (
                "I can bring the flags and cones, they fit in the back of my {v}",
                "Look for a muddy {v} in the car park if you need the first aid kit",
            ),
            "direct": (
                "Sold the {old}, picked up a {v} yesterday",
                "New car! Well, new to me. It's a {v}",
            ),
            "implicit": (
                "The {v} is so quiet I nearly ran over a marshal in the car park. Sorry Stu",
                "Anyone know where to charge a {v} near the park? New car problems",
            ),
            "third": ("{n} has swapped the {old} for a {v}, very posh",),
            "pron": (("Whose is the {v} by the gate?", "That's {n}'s, {p} just bought it"),),
            "late": ("Forgot to say, I traded the {old} in back in {w}, it's a {v} now",),
            "neg": ("I don't have the {old} any more, look for a {v}",),
            "corr": (("My {d} is in the garage", "I mean the {v}, I don't own a {d}, ha"),),
            "selfname": ("{me} drives a {v} now, {me} is very smug about it",),
            "plan": ("Thinking of getting a {v}, any drivers here?",),
            "drop": ("Not getting the {v}, the insurance was mad. Keeping the {old}",),
            "idle": ("A {v} would be nice one day",),
            "dist": (
                "Someone's {d} is blocking the container, can the owner move it please",
                "Can whoever owns the {d} with the lights on go and check it",
                "Top Gear did the {d} this week, they hated it",
            ),
        },
        ZH: {
            "intro": ("旗子和锥筒我可以带，放得进我的{v}",),
            "direct": ("把{old}卖了，昨天提了一辆{v}",),
            "implicit": ("{v}太安静了，停车场差点撞到志愿者",),
            "third": ("{n}把{old}换成{v}了",),
            "pron": (("门口那辆{v}是谁的？", "是{n}的，{p}刚买的"),),
            "late": ("忘了说，我{w}就把{old}换了，现在开{v}",),
            "neg": ("{old}已经卖了，现在开{v}",),
            "corr": (("我的{d}在修", "说错了，是{v}，我没有{d}"),),
            "selfname": ("{me}现在开{v}了",),
            "plan": ("想买一辆{v}，有人开过吗？",),
            "drop": ("{v}不买了，保险太贵，继续开{old}",),
            "idle": ("以后有机会想开{v}",),
            "dist": ("有一辆{d}挡住了集装箱，车主麻烦挪一下",),
        },
    },
)

GYM = SlotDef(
    key="gym",
    multi=False,
    pool=(
        "PureGym",
        "The Gym Group",
        "Nuffield Health",
        "Ironworks Gym",
        "Bodyworks",
        "The Edge",
        "Roundhay Fitness Barn",
        "John Charles Centre",
        "Virgin Active",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "Which gym does {n} go to now?",
            "historical": "Which gym did {n} go to before {cur}?",
            "as_of": "Which gym was {n} going to at that point?",
            "planning": "Which gym is {n} planning to join?",
        },
        ZH: {
            "current": "{n}现在去哪个健身房？",
            "historical": "{n}去{cur}之前去哪个健身房？",
            "as_of": "{n}当时去哪个健身房？",
            "planning": "{n}打算办哪个健身房的卡？",
        },
    },
    banks={
        EN: {
            "intro": (
                "Leg day at {v} yesterday, so if I'm walking the course that's why",
                "I'm at {v} most weekday mornings if anyone wants a gym buddy",
            ),
            "direct": (
                "Cancelled {old}, joined {v}, it's closer and the showers work",
                "I've signed up at {v}, first induction on Tuesday",
            ),
            "implicit": (
                "The spin instructor at {v} is even scarier than our RD",
                "New gym, new me. The rowers at {v} are actually maintained",
            ),
            "third": ("{n} goes to {v} now, I saw {pp} on the squat rack",),
            "pron": (("Saw {n} on Tuesday", "{p} was coming out of {v}, said {p}'s joined"),),
            "late": ("Forgot to mention I ditched {old} in {w}, I'm at {v} now",),
            "neg": ("Not at {old} any more, {v} is where you'll find me",),
            "corr": (("Joined {d}!", "Sorry, {v}. {d} is the one I left. Long day"),),
            "selfname": ("{me} has joined {v}. {me} will be huge by spring",),
            "plan": ("Thinking of joining {v}, is it worth the money?",),
            "drop": ("Looked round {v}, not for me. Staying at {old}",),
            "idle": ("{v} has a sauna... tempting, but no",),
            "scoped": ("{v} for the weights, but I swim at {x} on Sundays",),
            "dist": (
                "{d} are doing a January offer, half price for three months",
                "Apparently {d} are closing the pool for refurb",
                "Is {d} any good? My lodger is asking",
            ),
        },
        ZH: {
            "intro": ("昨天在{v}练腿，所以今天可能要走完全程",),
            "direct": ("退了{old}的卡，办了{v}，离家近", "在{v}办卡了，周二上入门课"),
            "implicit": ("{v}的动感单车教练比我们RD还凶",),
            "third": ("{n}现在去{v}，看到{p}在深蹲",),
            "pron": (("周二见到{n}了", "{p}从{v}出来，说刚办了卡"),),
            "late": ("忘了说，我{w}就不去{old}了，现在去{v}",),
            "neg": ("不去{old}了，现在去{v}",),
            "corr": (("办了{d}的卡！", "说错了，是{v}，{d}是我退掉的那家"),),
            "selfname": ("{me}办了{v}的卡",),
            "plan": ("想办{v}的卡，值不值？",),
            "drop": ("去{v}看了一下，不喜欢，还是去{old}",),
            "idle": ("{v}有桑拿，有点心动，算了",),
            "scoped": ("平时在{v}练力量，周日去{x}游泳",),
            "dist": ("{d}一月份有活动，三个月半价", "听说{d}的泳池要装修"),
        },
    },
)

DIET = SlotDef(
    key="diet",
    multi=False,
    pool=("vegetarian", "vegan", "pescatarian", "flexitarian", "gluten-free", "dairy-free"),
    questions={
        EN: {
            "current": "What diet does {n} follow now?",
            "historical": "What diet did {n} follow before going {cur}?",
            "as_of": "What diet was {n} following at that point?",
            "planning": "What diet is {n} planning to try?",
        },
    },
    banks={
        EN: {
            "intro": (
                "I'm {v}, so if someone's doing bacon butties after, I'll bring my own",
                "Any {v} options for the post-run cafe? That's me",
            ),
            "direct": (
                "I've gone {v}! Day 10 and I'd kill for a sausage roll",
                "Right, I'm {v} now, doctor's orders, so no more of Karen's lemon drizzle for me",
            ),
            "implicit": (
                "Made a {v} version of the flapjack for the volunteers, verdict please",
                "Day 30 of being {v} and my recovery is honestly better",
            ),
            "third": ("Don't offer {n} the brownies, {p}'s {v} now",),
            "pron": (("Made extra for {n}", "{p}'s gone {v} so I did a separate batch"),),
            "late": ("Forgot to mention I went {v} back in {w}, it's been fine",),
            "neg": ("I'm not {old} any more, I'm fully {v} now",),
            "corr": (("I'm {d} now", "Sorry, {v}, not {d}. Very different cake implications"),),
            "selfname": ("{me} is {v} now. {me} misses cheese",),
            "plan": ("Thinking about going {v} for a month, any tips?",),
            "drop": ("Tried {v} for a week, gave up. Back to being {old}",),
            "idle": ("I could never be {v}, I love a bacon butty too much",),
            "dist": (
                "The cafe now does a {d} cake, if anyone's interested",
                "Article in the Guardian about {d} runners, anyone read it?",
                "Can we have at least one {d} option on the cake table please",
            ),
        },
    },
)

LEARNING = SlotDef(
    key="language_learning",
    multi=False,
    pool=("Spanish", "Welsh", "Italian", "Japanese", "Mandarin", "Portuguese", "French", "German"),
    questions={
        EN: {
            "current": "Which language is {n} learning now?",
            "historical": "Which language was {n} learning before {cur}?",
            "as_of": "Which language was {n} learning at that point?",
            "planning": "Which language is {n} planning to learn?",
        },
        ZH: {
            "current": "{n}现在在学什么语言？",
            "historical": "{n}学{cur}之前在学什么语言？",
            "as_of": "{n}当时在学什么语言？",
            "planning": "{n}打算学什么语言？",
        },
    },
    banks={
        EN: {
            "intro": (
                "I'm learning {v} on the app, 200 day streak, don't talk to me about it",
                "Doing {v} evening classes on Wednesdays, so no club run for me",
            ),
            "direct": (
                "Given up on {old}, I've started {v} instead",
                "Started {v} lessons this week, the grammar is already beating me",
            ),
            "implicit": (
                "Practising my {v} on the tail walk today, sorry to whoever had to listen",
                "My {v} teacher says I have a Yorkshire accent in every language",
            ),
            "third": ("{n} has started learning {v}, {p} said good morning to me in it",),
            "pron": (
                (
                    "{n} was muttering all the way round",
                    "{p} was practising {v} verbs, {p}'s started lessons",
                ),
            ),
            "late": ("Forgot to say I switched to {v} in {w}, dropped {old}",),
            "neg": ("Not doing {old} any more, {v} is much more fun",),
            "corr": (("I'm learning {d}", "Sorry, {v}! {d} was last year's failed attempt"),),
            "selfname": ("{me} is learning {v} now. {me} can count to ten",),
            "plan": ("Thinking of starting {v} next, any good apps?",),
            "drop": ("Gave up on the idea of {v}, sticking with {old}",),
            "idle": ("I'd love to learn {v} one day, but who has the time",),
            "dist": (
                "There's a {d} conversation club at the library, if anyone's interested",
                "Heard a tourist asking for the start in {d} today, nobody could help",
                "{d} is apparently the hardest one for English speakers, says a podcast",
            ),
        },
        ZH: {
            "intro": ("我在用app学{v}，连续200天了",),
            "direct": ("{old}放弃了，开始学{v}", "这周开始上{v}课了"),
            "implicit": ("今天殿后的时候练习{v}，对不起听到的人",),
            "third": ("{n}开始学{v}了，今天用{v}跟我说早上好",),
            "pron": (("{n}一路都在念叨", "{p}在背{v}动词，刚开始上课"),),
            "late": ("忘了说，我{w}就改学{v}了，{old}不学了",),
            "neg": ("不学{old}了，{v}有意思多了",),
            "corr": (("我在学{d}", "说错了，是{v}，{d}是去年放弃的"),),
            "selfname": ("{me}现在在学{v}",),
            "plan": ("想开始学{v}，有好的app吗？",),
            "drop": ("不打算学{v}了，继续学{old}",),
            "idle": ("以后想学{v}，不过没时间",),
            "dist": ("图书馆有{d}角，有兴趣的可以去", "播客说{d}是最难学的语言"),
        },
    },
)

CLUBS = SlotDef(
    key="running_clubs",
    multi=True,
    pool=(
        "Valley Striders",
        "Kirkstall Harriers",
        "Hyde Park Harriers",
        "Meanwood Mudlarks",
        "Roundhay Runners",
        "Chapel Allerton Chasers",
        "Aire Valley Tri",
        "Otley AC",
        "Horsforth Harriers",
        "Leeds Fell Rats",
    ),  # fmt: skip
    questions={
        EN: {"coexisting": "Which running clubs does {n} belong to now?"},
        ZH: {"coexisting": "{n}现在是哪些跑步俱乐部的会员？"},
    },
    banks={
        EN: {
            "intro": (
                "I run with {v} on Tuesdays and Thursdays, we always need more slow people",
                "Club vest on today, {v} represent",
            ),
            "add": (
                "I've joined {v} as well, second claim, for the fell stuff. Still {old} for the road",
                "Signed up to {v} too, so now I've got two vests to wash",
            ),
            "add_third": ("{n} has joined {v} as well as {old}, greedy",),
            "add_pron": (
                (
                    "{n} was in a different vest today",
                    "{p}'s joined {v} on top of {old}, doing both",
                ),
            ),
            "add_implicit": (
                "First {v} session done, the hills were brutal. Still doing {old} on Tuesdays",
            ),
            "dist": (
                "{d} are doing a couch to 5k starting in March, tell your friends",
                "Well done to {d} for taking over the volunteer rota this week",
                "Anyone know if {d} still do the Sunday long run from the Skyrack?",
            ),
        },
        ZH: {
            "intro": ("我周二周四跟{v}跑，欢迎慢跑的朋友加入",),
            "add": ("又加入了{v}，跑山用的，公路还是跟{old}跑",),
            "add_third": ("{n}除了{old}又加入了{v}",),
            "add_pron": (("{n}今天穿了不一样的队服", "{p}在{old}之外又加入了{v}"),),
            "add_implicit": ("第一次参加{v}的训练，坡太狠了，周二还是跟{old}跑",),
            "dist": ("{d}三月开始有零基础5公里训练营，告诉朋友们",),
        },
    },
)

PET_SPECIES = {
    "Biscuit": ("whippet", "小灵狗"), "Pickle": ("spaniel", "西班牙猎犬"),
    "Bramble": ("border collie", "边牧"), "Nugget": ("beagle", "比格犬"),
    "Moss": ("lurcher", "猎犬"), "Pudding": ("cockapoo", "可卡颇"),
    "Ziggy": ("cat", "猫"), "Mabel": ("labrador", "拉布拉多"),
    "Tofu": ("shiba", "柴犬"), "Crumpet": ("dachshund", "腊肠犬"),
}  # fmt: skip

PETS = SlotDef(
    key="pets",
    multi=True,
    household=True,
    pool=tuple(PET_SPECIES),
    questions={
        EN: {"coexisting": "Which pets does {n} have now?"},
        ZH: {"coexisting": "{n}现在养了哪些宠物？"},
    },
    banks={
        EN: {
            "intro": (
                "Bringing {v} my {sp} for the dog-friendly week, {v} will try to eat the cones",
                "{v} (my {sp}) did her first parkrun today and dragged me to a PB",
            ),
            "add": (
                "Meet {v}, our new {sp}! {old} is not impressed",
                "We've got a second one: {v}, a rescue {sp}. {old} is sulking",
            ),
            "add_third": ("{n} has adopted a {sp} called {v}, so that's {old} and {v} now",),
            "add_pron": (
                (
                    "Was that {n} with two dogs today?",
                    "Yes, {p} got {v} the {sp} to keep {old} company",
                ),
            ),
            "add_implicit": (
                "Walking {old} and {v} at the same time is like steering two shopping trolleys",
            ),
            "dist": (
                "There's a {sp} called {d} that's always loose near the lake, be careful",
                "Lost dog poster by the cafe: {d}, a {sp}, please share",
                "My neighbour's {sp} {d} is the fastest thing in Roundhay",
            ),
        },
        ZH: {
            "intro": ("这周可以带狗，我带我的{sp}{v}来，{v}肯定会去咬锥筒",),
            "add": ("介绍一下{v}，我们新养的{sp}！{old}不太高兴",),
            "add_third": ("{n}领养了一只叫{v}的{sp}，现在有{old}和{v}了",),
            "add_pron": (("今天{n}带了两只狗？", "对，{p}养了{v}给{old}作伴"),),
            "add_implicit": ("同时遛{old}和{v}，像推两辆购物车",),
            "dist": ("湖边有只叫{d}的{sp}经常没拴绳，大家小心",),
        },
    },
)

SINGLE_SLOTS = (HOME, EMPLOYER, TRAINERS, WATCH, ROLE, CAR, GYM, DIET, LEARNING)
MULTI_SLOTS = (CLUBS, PETS)

# Late-report lead-ins and other small talk pieces.
HEDGES_EN = ("", "", "", "Morning all! ", "Right, ", "Quick one: ", "Ha, ", "Anyway, ")
TAILS_EN = ("", "", "", " 😂", " 👍", " x", "!", " Anyway, see you Saturday")
HEDGES_ZH = ("", "", "大家早！", "对了，", "哈哈，")
TAILS_ZH = ("", "", "😂", "👍", "，周六见")

WRAP_EN = (
    "Legs are in bits after the hill reps yesterday, and the weather's meant to be grim, but "
    "{core}. Anyway who's bringing the urn this week?",
    "Sorry for the essay. Had a mad week, the boiler packed in, the kids have nits, {core}, "
    "and I still haven't found my barcode",
    "Cheers for the results email Mick. Also, {core}. Does anyone know if the cafe's open at 9?",
    "Great to see so many first timers! Oh and {core}. Tail walking was lovely, chatted all the way",
)
WRAP_ZH = (
    "昨天练坡腿还在疼，天气预报说会下雨，不过{core}。对了这周谁带热水壶？",
    "不好意思写这么多，这周太乱了，热水器坏了，{core}，条形码还没找到",
)

# Everyday chat: no state news.  {o} another member, {t} a finish time, {k} a number.
FILLER_EN = (
    "Course is a bit icy by the lake, marshals please warn people on the bend",
    "Who's got the stopwatches? They weren't in the container",
    "Great turnout today, {k} finishers! Thanks to all {k2} volunteers",
    "Results are up, well done everyone",
    "{t} today, not a PB but I'll take it after last week",
    "Did anyone find a blue buff near the finish funnel?",
    "Cake rota: I've got this week, lemon drizzle or brownies?",
    "Brownies. Always brownies",
    "Still need two marshals and a timekeeper for Saturday please",
    "I can do Saturday, put me down for whatever",
    "Thanks {o}, you're a star",
    "Is it on this week? The council were saying something about a fun fair on the field",
    "Cancelled this week, sorry all, the course is flooded. Check the website",
    "Anyone doing the Leeds Half? Want a training buddy for the long runs",
    "Happy 100th parkrun to {o}! Milestone cake incoming",
    "Congrats on the 50 {o}, the t-shirt suits you",
    "Hill reps on Tuesday at 6.30 from the bandstand if anyone fancies it",
    "That wind on the back straight today was personal",
    "Geese on the path again, one of them hissed at the tail walker",
    "Can someone remind me where the spare scanners live?",
    "Top drawer in the container, under the hi-vis",
    "My calves are still recovering from Saturday, how is that possible",
    "Coffee after? The usual place",
    "Lovely run today, the leaves are turning",
    "Anyone got a spare safety pin? I'll be at the start",
    "Reminder that dogs need to be on a short lead please, we had a near miss",
    "{o} you left your flask in my car",
    "Ta, I'll grab it Saturday",
    "Pacing the 30 minute group next week if anyone wants to tag along",
    "First time tail walking today and honestly it was the best morning in ages",
    "Does anyone know the new barcode wristband things work with the scanners?",
    "Just tried it, yes they do",
    "Thanks to the RD team for a smooth one, despite the rain",
    "Sorry I missed it, kid's football",
    "The toilets by the cafe are locked again, heads up",
    "Well done {o}, massive PB! {t}!",
    "Who's up for the Yorkshire Three Peaks in summer? Just a thought",
    "Not me, my knees have retired",
    "Strava says I did 5.2k, parkrun says 5k, the truth is somewhere in between",
    "Bacon butties at the cafe are back on the menu, just saying",
    "Training session for new run directors is on the 14th, let me know if you're interested",
    "Met a lovely family from Bradford who were parkrun touring, they loved the course",
    "Fog so thick this morning I couldn't see the first marshal",
    "Thanks all for the birthday wishes!",
    "Can someone take photos this week? Our usual photographer is away",
    "I'll bring my camera",
    "Did anyone else get lapped by the lad with the buggy",
    "Every week. Every single week",
)
FILLER_ZH = (
    "今天湖边有点结冰，大家小心",
    "结果出来了，大家都很棒",
    "今天{t}，不是PB，不过比上周好",
    "这周谁带蛋糕？我可以做柠檬蛋糕",
    "周六还缺两个marshal，有人吗？",
    "我可以，随便安排",
    "谢谢{o}！",
    "这周取消了，跑道被淹了，看官网",
    "恭喜{o}跑满100次！",
    "今天风好大，背面那段太难了",
    "鹅又在路上了，差点被追",
    "有人捡到一条蓝色头巾吗？",
    "跑完一起喝咖啡？老地方",
    "今天天气真好，树叶都黄了",
    "谢谢大家的生日祝福！",
    "Strava说5.2公里，parkrun说5公里，哈哈",
    "雾太大了，第一个志愿者都看不见",
    "今天第一次做tail walker，好开心",
)
FILLER_EN_CHINESE_WORD = (
    "加油 everyone, see you at the start!",
    "{z} taught me 加油 so I'm shouting it at everyone on the hill now",
    "Brought dumplings for the cake table, 好吃 apparently, according to {z}",
)
SEASONAL_EN = (
    "Christmas Day run is on! Fancy dress optional but encouraged",
    "I'll bring mince pies for the volunteers on the 25th",
    "Happy New Year, 新年快乐 to our Chinese speaking crew!",
    "New Year's Day double is on again, Roundhay at 9 then Woodhouse Moor at 10.30",
)
SEASONAL_ZH = ("新年快乐！元旦两场parkrun都去吗？", "圣诞节那天也跑，可以穿圣诞服装")
STARTERS = {
    "My", "Thinking", "Tried", "Got", "Sold", "Bought", "Retired", "Upgraded", "Cancelled",
    "Handed", "First", "New", "Just", "Moved", "Finally", "Started", "Given", "Signed", "Meet",
    "Walking", "Broke", "Anyone", "Those", "Spent", "Being", "Stepping", "Put", "Any", "Made",
    "Day", "Decided", "Putting", "Might", "Turned", "Didn't", "Not", "No", "Going", "Saving",
    "Looked", "Big", "Unpacking", "Forgot", "Oh", "Random", "Only", "Right", "Leg", "Wore",
    "Induction", "Practising", "Bringing", "Congrats", "Spotted", "Heard", "Did", "Don't",
    "Sometimes", "One", "Walked", "Doing", "Club", "Look", "Can't", "Work", "Shout", "Was",
    "Has", "Whose", "Saw", "Yes", "Apparently",
}  # fmt: skip
REPLIES_EN = ("Ha!", "Brilliant", "Nice one", "Oh no!", "Congrats!", "Fair enough", "Same",
              "Love it", "Good luck!", "See you there", "Ooh", "👍", "Ta")  # fmt: skip
REPLIES_ZH = ("哈哈", "好的", "恭喜！", "太好了", "加油！", "👍", "收到")


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    partner: str | None = None
    slots: list[SlotDef] = field(default_factory=list)

    @property
    def p(self) -> str:
        if self.lang == ZH:
            return "他" if self.gender == "m" else "她"
        return "he" if self.gender == "m" else "she"

    @property
    def pp(self) -> str:
        if self.lang == ZH:
            return self.p
        return "him" if self.gender == "m" else "her"


def pron(gender: str, lang: str, obj: bool = False) -> str:
    if lang == ZH:
        return "他" if gender == "m" else "她"
    if obj:
        return "him" if gender == "m" else "her"
    return "he" if gender == "m" else "she"


@dataclass
class Msg:
    speaker: str
    text: str
    lang: str


@dataclass
class Beat:
    """One conversation: a few messages on one day (state news padded with small talk)."""

    day: int
    msgs: list[Msg]
    pad: bool = True


@dataclass
class Truth:
    """What a person's slot held and what was said about it."""

    held: list[tuple[int, str]] = field(default_factory=list)  # (actual day, value)
    said_days: list[int] = field(default_factory=list)  # when each change was first said
    wrong: set[str] = field(default_factory=set)  # slips that were corrected
    dropped: set[str] = field(default_factory=set)
    planned: str | None = None  # a plan still open at the end
    mentioned: set[str] = field(default_factory=set)
    scoped: set[str] = field(default_factory=set)
    first_said: int = 0


class _Fmt(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"  # left visible so the self-check catches it


def cap(text: str) -> str:
    """Capitalise the first letter; "a Apple Watch" becomes "an Apple Watch"."""
    text = re.sub(r"\b([Aa]) (?=[AEIOaeio])", r"\1n ", text)
    return text[0].upper() + text[1:] if text and text[0].islower() else text


class Builder:
    """Builds one seed's people, conversations and probes."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 13)
        self.people: list[Person] = []
        self.beats: list[Beat] = []
        self.truths: dict[tuple[str, str], Truth] = {}
        self.probes: list[dict[str, Any]] = []
        self.day_now = 0

    # -- helpers ---------------------------------------------------------------------------

    def person(self, name: str) -> Person:
        return next(p for p in self.people if p.name == name)

    def others(self, who: Person, lang_ok: set[str] | None = None) -> list[Person]:
        return [p for p in self.people if p is not who and (lang_ok is None or p.lang in lang_ok)]

    def fmt(self, tpl: str, **kw: Any) -> str:
        return cap(tpl.format_map(_Fmt(kw)))

    def line(self, slot: SlotDef, lang: str, bank: str) -> Any:
        banks = slot.banks.get(lang) or slot.banks[EN]
        return self.rng.choice(banks.get(bank) or banks["direct"])

    def add(self, day: int, msgs: list[Msg], pad: bool = True) -> None:
        self.beats.append(Beat(max(0, min(LAST_DAY, day)), msgs, pad))

    def decorate(self, text: str, lang: str) -> str:
        if self.rng.random() < 0.6:
            return text
        if lang == ZH:
            return self.rng.choice(HEDGES_ZH) + text + self.rng.choice(TAILS_ZH)
        hedge = self.rng.choice(HEDGES_EN)
        first = text.split(" ", 1)[0]
        if hedge and text.startswith(hedge.strip(" ,:!")):
            hedge = ""
        tail = self.rng.choice(TAILS_EN)
        if tail.startswith(" Anyway") and text[-1].isalnum():
            tail = "." + tail
        if hedge.endswith(", ") and first not in ("I", "I'm", "I've") and first in STARTERS:
            text = text[0].lower() + text[1:]
        return hedge + text + tail

    def kw_for(self, subject: Person, speaker: Person, **kw: Any) -> dict[str, Any]:
        base = {
            "n": subject.name,
            "p": pron(subject.gender, speaker.lang),
            "pp": pron(subject.gender, speaker.lang, obj=True),
            "me": speaker.name,
            "partner": speaker.partner or "",
        }
        base.update(kw)
        return base

    def when(self, day: int, lang: str) -> str:
        if lang == ZH:
            return month_zh(day)
        return self.rng.choice(("{m}", "early {m}", "late {m}", "mid {m}")).format(m=month_en(day))

    def reporter(self, subject: Person, slot: SlotDef) -> Person:
        langs = set(slot.banks)
        if subject.partner and self.rng.random() < 0.5:
            partner = self.person(subject.partner)
            if partner.lang in langs:
                return partner
        return self.rng.choice(self.others(subject, langs))

    # -- single-valued slots ---------------------------------------------------------------

    def say_change(self, mode: str, who: Person, slot: SlotDef, v: str, old: str, day: int,
                   t: Truth, spare: list[str]) -> None:  # fmt: skip
        """One change of `who`'s slot to `v`, told on `day` in the given mode."""
        lang = who.lang
        if mode in ("third", "pron"):
            rep = self.reporter(who, slot)
            kw = self.kw_for(who, rep, v=v, old=old)
            tpl = self.line(slot, rep.lang, mode)
            if isinstance(tpl, tuple):
                self.add(day, [Msg(rep.name, self.fmt(tpl[0], **kw), rep.lang),
                               Msg(rep.name, self.fmt(tpl[1], **kw), rep.lang)])  # fmt: skip
            else:
                self.add(day, [Msg(rep.name, self.decorate(self.fmt(tpl, **kw), rep.lang),
                                   rep.lang)])  # fmt: skip
            return
        if mode == "corr" and spare:
            d = spare.pop()
            t.wrong.add(d)
            a, b = self.line(slot, lang, "corr")
            kw = self.kw_for(who, who, v=v, old=old, d=d)
            self.add(day, [Msg(who.name, self.fmt(a, **kw), lang),
                           Msg(who.name, self.fmt(b, **kw), lang)])  # fmt: skip
            return
        if mode == "late":
            kw = self.kw_for(who, who, v=v, old=old, w=self.when(t.held[-1][0], lang))
        else:
            kw = self.kw_for(who, who, v=v, old=old)
        bank = {"wrap": "direct", "corr": "direct"}.get(mode, mode)
        text = self.fmt(self.line(slot, lang, bank), **kw)
        if mode == "wrap":
            core = text if text.startswith(("I ", "I'")) else text[0].lower() + text[1:]
            text = self.rng.choice(WRAP_ZH if lang == ZH else WRAP_EN).format(
                core=core.rstrip("!.")
            )
        else:
            text = self.decorate(text, lang)
        self.add(day, [Msg(who.name, text, lang)])

    def single_story(self, who: Person, slot: SlotDef, couple: Person | None = None) -> Truth:
        rng = self.rng
        pool = list(slot.pool)
        rng.shuffle(pool)
        n_changes = rng.choice((1, 1, 2, 2, 2, 3))
        vals, spare = pool[: n_changes + 1], pool[n_changes + 1 :]
        t = Truth()
        d0 = rng.randint(0, 75)
        t.first_said = d0
        t.held.append((d0, vals[0]))
        lang = who.lang
        kw = self.kw_for(who, who, v=vals[0])
        if couple is not None:
            text = self.fmt(self.line(slot, lang, "we_intro"), **kw)
        elif "scoped" in slot.banks.get(lang, {}) and rng.random() < 0.35 and spare:
            x = spare.pop()
            t.scoped.add(x)
            text = self.fmt(self.line(slot, lang, "scoped"), x=x, **kw)
        else:
            text = self.fmt(self.line(slot, lang, "intro"), **kw)
        self.add(d0, [Msg(who.name, self.decorate(text, lang), lang)])
        # the change days, one per segment of the remaining time
        span = (120, 690)
        seg = (span[1] - span[0]) // n_changes
        days = [span[0] + i * seg + rng.randint(0, seg - 30) for i in range(n_changes)]
        modes = ("direct", "direct", "implicit", "implicit", "third", "pron", "late", "neg",
                 "corr", "selfname", "plan", "wrap")  # fmt: skip
        for i, cd in enumerate(days):
            v, old = vals[i + 1], vals[i]
            nxt = days[i + 1] if i + 1 < len(days) else LAST_DAY
            mode = rng.choice(modes)
            if couple is not None:
                mode = rng.choice(("we", "we", "plan", "late"))
            said = cd
            if mode == "late":
                said = cd + rng.randint(25, 55)
                if said > nxt - 12:
                    mode, said = "direct", cd
            if mode == "plan":
                prev = t.held[-1][0]
                pd = cd - rng.randint(20, 50)
                if pd > prev + 5:
                    pkw = self.kw_for(who, who, v=v, old=old)
                    self.add(pd, [Msg(who.name, self.fmt(self.line(slot, lang, "plan"), **pkw),
                                      lang)])  # fmt: skip
                mode = "we" if couple is not None else rng.choice(("direct", "implicit"))
            speaker = who
            if mode == "we" and couple is not None and rng.random() < 0.5:
                speaker = couple
            t.held.append((cd, v))
            t.said_days.append(said)
            self.say_change(mode, speaker, slot, v, old, said, t, spare)
        self.single_extras(who, slot, t, spare)
        return t

    def value_at(self, t: Truth, day: int) -> str:
        cur = t.held[0][1]
        for d, v in t.held:
            if d <= day:
                cur = v
        return cur

    def single_extras(self, who: Person, slot: SlotDef, t: Truth, spare: list[str]) -> None:
        """Dropped plans, idle musing, a plan still open at the end, and distractors."""
        rng, lang = self.rng, who.lang
        bounds = [d for d, _ in t.held] + [LAST_DAY]
        said = [t.first_said, *t.said_days, LAST_DAY]
        if spare and rng.random() < 0.4:  # a plan that is dropped inside one stable stretch
            k = rng.randrange(len(t.held))
            lo, hi = max(bounds[k], said[k]) + 5, bounds[k + 1] - 8
            if hi - lo > 30:
                pd = rng.randint(lo, hi - 25)
                dd = rng.randint(pd + 12, hi)
                dv = spare.pop()
                t.dropped.add(dv)
                kw = self.kw_for(who, who, v=dv, old=self.value_at(t, dd))
                self.add(pd, [Msg(who.name, self.fmt(self.line(slot, lang, "plan"), **kw), lang)])
                drop = self.fmt(self.line(slot, lang, "drop"), **kw)
                self.add(dd, [Msg(who.name, self.decorate(drop, lang), lang)])
        if spare and rng.random() < 0.25:  # musing that goes nowhere
            iv = spare.pop()
            t.dropped.add(iv)
            kw = self.kw_for(who, who, v=iv)
            self.add(rng.randint(20, 700),
                     [Msg(who.name, self.fmt(self.line(slot, lang, "idle"), **kw), lang)])  # fmt: skip
        last = max(bounds[-2], said[-2])
        if spare and last < 640 and rng.random() < 0.3:  # a plan still open at the end
            pv = spare.pop()
            t.planned = pv
            kw = self.kw_for(who, who, v=pv, old=t.held[-1][1])
            text = self.fmt(self.line(slot, lang, "plan"), **kw)
            self.add(rng.randint(last + 15, 715), [Msg(who.name, self.decorate(text, lang), lang)])
        for _ in range(rng.choice((1, 1, 2))):  # distractors: same kind, nobody's state
            pool = [v for v in slot.pool if v not in {h for _, h in t.held}]
            d = rng.choice(pool)
            speaker = who if rng.random() < 0.5 else rng.choice(self.others(who, set(slot.banks)))
            if speaker is who:
                t.mentioned.add(d)
            text = self.fmt(self.line(slot, speaker.lang, "dist"), d=d)
            self.add(rng.randint(5, 725), [Msg(speaker.name, text, speaker.lang)])

    # -- multi-valued slots ----------------------------------------------------------------

    def multi_story(self, who: Person, slot: SlotDef) -> Truth:
        rng, lang = self.rng, who.lang
        pool = list(slot.pool)
        rng.shuffle(pool)
        t = Truth()
        n_vals = rng.choice((2, 2, 3))
        vals = pool[:n_vals]
        d = rng.randint(0, 120)
        t.first_said = d
        t.held.append((d, vals[0]))

        def sp(v: str, lng: str) -> str:
            pair = PET_SPECIES.get(v)
            return "" if pair is None else pair[1 if lng == ZH else 0]

        kw = self.kw_for(who, who, v=vals[0], sp=sp(vals[0], lang))
        self.add(d, [Msg(who.name, self.fmt(self.line(slot, lang, "intro"), **kw), lang)])
        for v in vals[1:]:
            d = rng.randint(d + 60, min(d + 330, 700))
            mode = rng.choice(("add", "add", "add_third", "add_pron", "add_implicit"))
            speaker = who if mode in ("add", "add_implicit") else self.reporter(who, slot)
            joiner = "和" if speaker.lang == ZH else " and "
            old = joiner.join(h for _, h in t.held)
            kw = self.kw_for(who, speaker, v=v, old=old, sp=sp(v, speaker.lang))
            tpl = self.line(slot, speaker.lang, mode)
            if isinstance(tpl, tuple):
                msgs = [Msg(speaker.name, self.fmt(x, **kw), speaker.lang) for x in tpl]
            else:
                msgs = [Msg(speaker.name, self.decorate(self.fmt(tpl, **kw), speaker.lang),
                            speaker.lang)]  # fmt: skip
            self.add(d, msgs)
            t.held.append((d, v))
            t.said_days.append(d)
        dv = rng.choice([v for v in slot.pool if v not in vals])
        speaker = rng.choice(self.others(who, set(slot.banks)))
        kw = {"d": dv, "sp": sp(dv, speaker.lang)}
        self.add(rng.randint(10, 725),
                 [Msg(speaker.name, self.fmt(self.line(slot, speaker.lang, "dist"), **kw),
                      speaker.lang)])  # fmt: skip
        return t

    # -- people ----------------------------------------------------------------------------

    def cast(self) -> None:
        rng = self.rng
        n = rng.randint(11, 13)
        n_zh = max(2, round(n / 4))
        en = rng.sample(EN_NAMES, n - n_zh)
        zh = rng.sample(ZH_NAMES, n_zh)
        self.people = [Person(nm, g, EN) for nm, g in en] + [Person(nm, g, ZH) for nm, g in zh]
        rng.shuffle(self.people)
        # two couples (one may be mixed-language), sharing a home
        singles = list(self.people)
        rng.shuffle(singles)
        for _ in range(2):
            a, b = singles.pop(), singles.pop()
            a.partner, b.partner = b.name, a.name
        for p in self.people:
            singles_ok = [s for s in SINGLE_SLOTS if p.lang in s.banks]
            k = rng.randint(4, 6)
            chosen: list[SlotDef] = []
            if p.partner:
                chosen.append(HOME)
            if rng.random() < 0.5:
                chosen.append(rng.choice(MULTI_SLOTS))
            for s in rng.sample(singles_ok, len(singles_ok)):
                if len(chosen) >= k:
                    break
                if s not in chosen:
                    chosen.append(s)
            p.slots = chosen

    # -- the stories, the small talk, and the probes ----------------------------------------

    def stories(self) -> None:
        for p in self.people:
            for slot in p.slots:
                key = (p.name, slot.key)
                if key in self.truths:
                    continue
                if slot.multi:
                    self.truths[key] = self.multi_story(p, slot)
                    continue
                couple = self.person(p.partner) if (slot.household and p.partner) else None
                if couple is not None and HOME not in couple.slots:
                    couple = None
                t = self.single_story(p, slot, couple)
                self.truths[key] = t
                if couple is not None:
                    self.truths[(couple.name, slot.key)] = t

    def filler_line(self, speaker: Person) -> str:
        rng = self.rng
        zh_people = [p.name for p in self.people if p.lang == ZH] or ["Wei"]
        winter = date_of(self.day_now).month in (12, 1)
        if winter and rng.random() < 0.25:
            tpl = rng.choice(SEASONAL_ZH if speaker.lang == ZH else SEASONAL_EN)
        elif speaker.lang == ZH:
            tpl = rng.choice(FILLER_ZH)
        elif rng.random() < 0.05:
            tpl = rng.choice(FILLER_EN_CHINESE_WORD)
        else:
            tpl = rng.choice(FILLER_EN)
        other = rng.choice(self.others(speaker)).name
        return tpl.format(o=other, z=rng.choice(zh_people), k=rng.randint(140, 420),
                          k2=rng.randint(18, 35),
                          t=f"{rng.randint(19, 38)}:{rng.randint(0, 59):02d}")  # fmt: skip

    def reply(self, speaker: Person) -> str:
        return self.rng.choice(REPLIES_ZH if speaker.lang == ZH else REPLIES_EN)

    def small_talk(self) -> None:
        rng = self.rng
        for b in self.beats:
            if not b.pad:
                continue
            news = {m.speaker for m in b.msgs}
            self.day_now = b.day
            if rng.random() < 0.3:
                s = rng.choice(self.people)
                b.msgs.insert(0, Msg(s.name, self.filler_line(s), s.lang))
            for _ in range(rng.choice((0, 0, 0, 1, 1, 2))):
                s = rng.choice([p for p in self.people if p.name not in news])
                b.msgs.append(Msg(s.name, self.reply(s), s.lang))
        target = rng.randint(540, 740)
        total = sum(len(b.msgs) for b in self.beats)
        while total < target:
            day = rng.randint(0, LAST_DAY)
            if rng.random() < 0.6:
                day -= day % 7  # Saturdays are busiest
            self.day_now = day
            msgs = []
            for _ in range(rng.randint(2, 5)):
                s = rng.choice(self.people)
                text = self.filler_line(s) if not msgs or rng.random() < 0.6 else self.reply(s)
                msgs.append(Msg(s.name, text, s.lang))
            self.beats.append(Beat(day, msgs, pad=False))
            total += len(msgs)

    def episodes(self) -> list[dict[str, Any]]:
        rng = self.rng
        by_day: dict[int, list[Beat]] = {}
        for b in self.beats:
            by_day.setdefault(b.day, []).append(b)
        out = []
        for day in sorted(by_day):
            beats = by_day[day]
            rng.shuffle(beats)
            cursor = rng.randint(0, 90)
            for i, b in enumerate(beats):
                for m in b.msgs:
                    out.append({"day": day, "minute": min(cursor, 1439), "speaker": m.speaker,
                                "text": m.text, "session": f"g{day:03d}-{i}",
                                "language": m.lang})  # fmt: skip
                    cursor += rng.randint(1, 7)
                cursor += rng.randint(15, 150)
        return out

    def question(self, who: Person, slot: SlotDef, kind: str, **kw: Any) -> str:
        qs = slot.questions.get(who.lang) or slot.questions[EN]
        return qs[kind].format(n=who.name, **kw)

    def make_probes(self) -> None:
        rng = self.rng
        for p in self.people:
            for slot in p.slots:
                t = self.truths[(p.name, slot.key)]
                held = [v for _, v in t.held]
                values = sorted(set(held) | t.wrong | t.dropped | t.scoped | t.mentioned
                                | ({t.planned} if t.planned else set()))  # fmt: skip
                base = {"subject": p.name, "slot": slot.key, "values": values, "outdated": [],
                        "abandoned": [], "as_of_day": None}  # fmt: skip
                if slot.multi:
                    q = self.question(p, slot, "coexisting")
                    self.probes.append({**base, "kind": "coexisting", "question": q,
                                        "gold": held})  # fmt: skip
                    continue
                cur = held[-1]
                outdated = sorted((set(held[:-1]) | t.wrong) - {cur})
                self.probes.append({**base, "kind": "current", "gold": [cur],
                                    "question": self.question(p, slot, "current"),
                                    "outdated": outdated, "abandoned": sorted(t.dropped)})  # fmt: skip
                if len(held) > 1 and rng.random() < 0.7:
                    self.probes.append({**base, "kind": "historical", "gold": [held[-2]],
                                        "question": self.question(p, slot, "historical",
                                                                  cur=cur)})  # fmt: skip
                said = [t.first_said, *t.said_days]
                windows = []
                for k in range(len(t.held) - 1):
                    lo, hi = max(t.held[k][0], said[k]) + 3, t.held[k + 1][0] - 3
                    if hi - lo >= 10:
                        windows.append((lo, hi, t.held[k][1]))
                if windows and rng.random() < 0.5:
                    lo, hi, v = rng.choice(windows)
                    self.probes.append({**base, "kind": "as_of", "gold": [v],
                                        "as_of_day": rng.randint(lo, hi),
                                        "question": self.question(p, slot, "as_of")})  # fmt: skip
                if t.planned:
                    self.probes.append({**base, "kind": "planning", "gold": [t.planned],
                                        "question": self.question(p, slot, "planning")})  # fmt: skip
        optional = [i for i, pr in enumerate(self.probes) if pr["kind"] in ("historical", "as_of")]
        extra = len(self.probes) - 140
        if extra > 0:
            drop = set(rng.sample(optional, min(extra, len(optional))))
            self.probes = [pr for i, pr in enumerate(self.probes) if i not in drop]


def generate(seed: int) -> dict[str, Any]:
    """One seed's world: ``start``, time-ordered ``episodes`` and ``probes`` (module doc)."""
    b = Builder(seed)
    b.cast()
    b.stories()
    b.small_talk()
    b.make_probes()
    return {
        "generator": GENERATOR,
        "seed": seed,
        "start": START.isoformat(),
        "people": [p.name for p in b.people],
        "episodes": b.episodes(),
        "probes": b.probes,
    }


KINDS = {"current", "historical", "as_of", "coexisting", "planning"}


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with one generated world (empty when it is sound)."""
    problems = []
    eps, probes = world["episodes"], world["probes"]
    people = set(world["people"])
    texts = [e["text"] for e in eps]
    blob = "\n".join(texts)
    last = (-1, -1)
    for e in eps:
        if (e["day"], e["minute"]) < last:
            problems.append(f"episodes out of order at day {e['day']}")
        last = (e["day"], e["minute"])
        if e["speaker"] not in people:
            problems.append(f"unknown speaker {e['speaker']}")
        if e["language"] not in (EN, ZH):
            problems.append(f"bad language {e['language']}")
        if "{" in e["text"] or "}" in e["text"]:
            problems.append(f"unfilled placeholder: {e['text']}")
        if not 0 <= e["day"] <= LAST_DAY:
            problems.append(f"day out of range: {e['day']}")
    for p in probes:
        if p["kind"] not in KINDS:
            problems.append(f"bad kind {p['kind']}")
        if p["subject"] not in people:
            problems.append(f"unknown subject {p['subject']}")
        if not p["gold"]:
            problems.append(f"no gold: {p['question']}")
        for g in p["gold"]:
            if g not in blob:
                problems.append(f"gold {g!r} not in any episode")
            if g in p["outdated"] or g in p["abandoned"]:
                problems.append(f"gold {g!r} also outdated/abandoned for {p['subject']}")
            if g not in p["values"]:
                problems.append(f"gold {g!r} missing from values")
        if (p["kind"] == "as_of") != (p["as_of_day"] is not None):
            problems.append(f"as_of_day mismatch: {p['question']}")
        if "{" in p["question"]:
            problems.append(f"unfilled question: {p['question']}")
    if not 500 <= len(eps) <= 800:
        problems.append(f"{len(eps)} episodes (want 500-800)")
    if not 100 <= len(probes) <= 140:
        problems.append(f"{len(probes)} probes (want 100-140)")
    if not 10 <= len(people) <= 14:
        problems.append(f"{len(people)} people (want 10-14)")
    return problems


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        w = generate(seed)
        assert w == generate(seed), "not deterministic"
        problems = validate(w)
        kinds: dict[str, int] = {}
        for p in w["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        zh = sum(e["language"] == ZH for e in w["episodes"])
        print(f"seed {seed}: {len(w['people'])} people, {len(w['episodes'])} episodes "
              f"({zh} zh), {len(w['probes'])} probes {dict(sorted(kinds.items()))}")  # fmt: skip
        for pr in problems[:20]:
            print("  PROBLEM:", pr)
        bad += len(problems)
    print("ok" if not bad else f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
