"""Blind text world ``blind_ah``: the WhatsApp group of a Norwich allotment society.

Written blind from a brief of situations (no knowledge of how the memory service extracts
state).  ``generate(seed)`` invents 10 to 13 members of the group (plot holders, their
partners and grown-up kids, the committee) who chat for two years, mostly about weather,
seedlings, slugs, the water trough and the AGM.  Each person has 4 to 7 state slots (which
part of Norwich they live in, employer, car, energy supplier, phone network, bank, dentist,
diet, exercise, the language they are learning, committee role, which plot they hold, and
the multi-valued pets, instruments and clubs) whose values change one to three times.

Changes are told straight out, shown only by use, reported by somebody else (by name or by a
pronoun earlier in the same conversation), reported weeks late, negated ("not X any more"),
corrected ("sorry, I meant Y"), buried in long chatty lines, planned then done, planned then
dropped, or only mused about.  Distractor lines name values of the same kind without them
being anyone's state (adverts, recommendations, complaints, questions, hypotheticals).  About
a quarter of the writers write in simplified Chinese, mixing in English brand names.

Probes (current / historical / as_of / coexisting / planning) carry the ground truth.
Standard library only; deterministic given the seed.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import dataclass, field
from typing import Any

START = "2023-03-01T08:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"


@dataclass(frozen=True)
class Slot:
    """A kind of personal state: its values, questions and phrase fragments per language."""

    key: str
    multi: bool
    pool: tuple[str, ...]
    q: dict[str, tuple[str, str]]  # kind -> (English question, Chinese question)
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]] = field(default_factory=dict)
    pool_zh: tuple[str, ...] = ()  # values for Chinese writers (default: the same pool)

    def frags(self, lang: str) -> dict[str, tuple[str, ...]]:
        return self.zh if lang == ZH else self.en

    def values_for(self, lang: str) -> tuple[str, ...]:
        return self.pool_zh if (lang == ZH and self.pool_zh) else self.pool


# Fragment keys.  Single-valued: has (present, first person), new (a change, simple past),
# switch (change naming {old}), use (the value shown only by use), third ({who} = a name or a
# pronoun), plan, drop (a plan given up), ask (someone asks whether {n} still has {old}),
# scope (main value {v} with an exception {x}), dist (distractor lines naming {x}).
# Multi-valued: has, add (a second one alongside), remove, third, plan, drop, dist.

HOME = Slot(
    key="home_area",
    multi=False,
    pool=(
        "Hellesdon",
        "Sprowston",
        "Costessey",
        "Lakenham",
        "Mile Cross",
        "Thorpe St Andrew",
        "Earlham",
        "Poringland",
        "Wymondham",
        "Taverham",
        "Drayton",
        "Bowthorpe",
        "Blofield",
        "Catton",
        "Trowse",
        "Hethersett",
    ),
    q={
        "current": ("Which area does {n} live in now?", "{n}现在住在哪一带？"),
        "historical": ("Where did {n} live before the current place?", "{n}之前住在哪一带？"),
        "as_of": ("Which area did {n} live in at that time?", "{n}当时住在哪一带？"),
        "planning": ("Where is {n} planning to move to?", "{n}打算搬到哪里？"),
    },
    en={
        "has": (
            "we're in {v}",
            "I live out in {v}",
            "home is a little terrace in {v}",
            "we've got a bungalow in {v}",
        ),
        "new": (
            "we moved to {v}",
            "I finally moved out to {v}",
            "we got the keys to a place in {v}",
        ),
        "switch": ("we left {old} and moved to {v}", "we swapped {old} for {v}"),
        "use": (
            "the bus from {v} took forty minutes this morning, so I'm late up to the plot",
            "our new neighbours in {v} have hens, so that's the slug pellets conversation sorted",
            "the bin men in {v} come on Tuesdays, which I keep forgetting",
        ),
        "third": (
            "{who} has moved to {v}",
            "{who}'s moved out to {v}",
            "{who} is living in {v} now",
        ),
        "plan": (
            "we're thinking of moving to {v}",
            "we've been looking at houses in {v}",
            "I might move out to {v} next year",
        ),
        "drop": (
            "we've given up on moving to {v}, prices are silly",
            "the {v} move is off, we're staying put",
        ),
        "ask": ("{n}, are you still over in {old}?", "{n} do you still live in {old}?"),
        "dist": (
            "Anyone know if there's an allotment site in {x}? Asking for my cousin.",
            "Saw on the news they're building another 400 houses in {x}.",
            "If I ever won the lottery I'd buy one of those cottages in {x}.",
            "My sister lives in {x} and her garden is pure clay, poor thing.",
            "The traffic through {x} was a nightmare today.",
        ),
    },
    zh={
        "has": ("我们住在{v}", "我家在{v}"),
        "new": ("我们搬到{v}了", "我们终于搬去{v}了"),
        "switch": ("我们从{old}搬到{v}了",),
        "use": (
            "今天从{v}坐公交过来花了四十分钟，所以来地里晚了",
            "{v}这边的邻居也种菜，刚送了我们一袋土豆",
        ),
        "third": ("{who}搬到{v}了", "{who}现在住在{v}"),
        "plan": ("我们在考虑搬到{v}", "我们最近在{v}看房子"),
        "drop": ("搬去{v}的事不考虑了，房价太贵", "不搬{v}了，还是住这里"),
        "ask": ("{n}，你还住在{old}吗？",),
        "dist": (
            "有人知道{x}那边有没有菜地吗？帮朋友问的。",
            "新闻说{x}又要盖四百套房子。",
            "我表姐住{x}，她家院子全是粘土。",
        ),
    },
)

EMPLOYER = Slot(
    key="employer",
    multi=False,
    pool=(
        "Aviva",
        "Jarrold",
        "Bidwells",
        "Anglian Water",
        "Norwich Research Park",
        "Wensum Valley Bakery",
        "Riverside Vets",
        "Yare Print Works",
        "Broadland Council",
        "Colegate Books",
        "Kett's Brewery",
        "Lotus Cars",
        "Norfolk Archive Centre",
        "Strangers Hall Museum",
    ),
    q={
        "current": ("Where does {n} work now?", "{n}现在在哪里工作？"),
        "historical": ("Where did {n} work before the current job?", "{n}之前在哪里工作？"),
        "as_of": ("Where was {n} working at that time?", "{n}当时在哪里工作？"),
        "planning": ("Which employer is {n} hoping to move to?", "{n}打算去哪里工作？"),
    },
    en={
        "has": ("I work at {v}", "I'm at {v} during the week", "I've been at {v} for years"),
        "new": ("I started a new job at {v}", "I took the job at {v}", "I moved over to {v}"),
        "switch": (
            "I left {old} and started at {v}",
            "I handed my notice in at {old} and went to {v}",
        ),
        "use": (
            "the canteen at {v} does a decent jacket potato, who knew",
            "had my {v} induction today, so many fire-door rules",
            "my new {v} lanyard is bright orange, I look like a traffic cone",
        ),
        "third": (
            "{who} has got a job at {v}",
            "{who}'s working at {v} now",
            "{who} started at {v}",
        ),
        "plan": (
            "I've applied for a job at {v}",
            "I'm thinking of going for a post at {v}",
            "I've got an interview at {v} next month",
        ),
        "drop": ("I turned down the {v} job in the end", "the {v} thing fell through"),
        "ask": ("{n} are you still at {old}?", "{n}, still working at {old}?"),
        "scope": ("I'm at {v} most of the week, but I still do Saturdays at {x}",),
        "dist": (
            "{x} are hiring again, if anyone's kid is looking.",
            "Did you see {x} are laying people off? Grim.",
            "My nephew did work experience at {x} and loved it.",
            "Would you ever work at {x}? I've heard mixed things.",
        ),
    },
    zh={
        "has": ("我在{v}上班", "我在{v}工作好几年了"),
        "new": ("我换工作了，去了{v}", "我开始在{v}上班了"),
        "switch": ("我从{old}辞职了，现在去了{v}",),
        "use": ("{v}的食堂还不错，有烤土豆", "今天在{v}培训了一整天，好累"),
        "third": ("{who}去{v}上班了", "{who}现在在{v}工作"),
        "plan": ("我投了{v}的简历", "下个月去{v}面试"),
        "drop": ("{v}那份工作我最后没去", "{v}的面试没成"),
        "ask": ("{n}，你还在{old}上班吗？",),
        "dist": ("{x}在招人，谁家孩子在找工作可以看看。", "听说{x}在裁员。"),
    },
)

CAR = Slot(
    key="car",
    multi=False,
    pool=(
        "Nissan Leaf",
        "Skoda Octavia",
        "Toyota Yaris",
        "Citroen Berlingo",
        "Kia Niro",
        "Ford Fiesta",
        "Honda Jazz",
        "Volvo V70",
        "MG4",
        "Dacia Sandero",
        "Renault Zoe",
        "Land Rover Defender",
    ),
    q={
        "current": ("What car does {n} drive now?", "{n}现在开什么车？"),
        "historical": ("What car did {n} drive before the current one?", "{n}之前开什么车？"),
        "as_of": ("What car was {n} driving at that time?", "{n}当时开什么车？"),
        "planning": ("Which car is {n} thinking of getting?", "{n}打算买什么车？"),
    },
    en={
        "has": ("I drive a {v}", "we've got an old {v}", "the {v} is still going"),
        "new": ("we bought a {v}", "I picked up a second-hand {v}", "we traded up to a {v}"),
        "switch": (
            "we got rid of the {old} and bought a {v}",
            "I part-exchanged the {old} for a {v}",
        ),
        "use": (
            "got six bags of manure in the boot of the {v}, it'll never smell the same",
            "the {v} fits two water butts in the back if you fold the seats",
            "parked the {v} by the top gate, shout if it's in the way",
        ),
        "third": ("{who} has bought a {v}", "{who}'s driving a {v} now", "{who} got a {v}"),
        "plan": ("we're looking at a {v}", "I'm tempted by a {v}", "we might get a {v}"),
        "drop": ("we've decided against the {v}", "went off the idea of a {v}"),
        "ask": ("{n}, is that your {old} by the gate?", "{n} do you still have the {old}?"),
        "scope": ("the {v} for most things, but I borrow Dad's {x} for manure runs",),
        "dist": (
            "There's a {x} for sale on the noticeboard at the gate if anyone wants one.",
            "Who parks a {x} across the gate? Honestly.",
            "That {x} advert with the dog is everywhere.",
            "Would a {x} fit a wheelbarrow, do you reckon? Asking hypothetically.",
        ),
    },
    zh={
        "has": ("我开一辆{v}", "我们家有一辆旧{v}"),
        "new": ("我们买了一辆{v}", "我换了一辆二手{v}"),
        "switch": ("我们把{old}卖了，买了辆{v}",),
        "use": ("{v}后备箱装了六袋马粪，味道散不掉了", "我的{v}停在上面大门边，挡路的话叫我"),
        "third": ("{who}买了一辆{v}", "{who}现在开{v}"),
        "plan": ("我们在看{v}", "我有点想买{v}"),
        "drop": ("{v}不买了", "不考虑{v}了"),
        "ask": ("{n}，门口那辆{old}是你的吗？",),
        "dist": ("大门公告栏上有人卖{x}。", "谁把{x}停在大门口了？"),
    },
)

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    pool=(
        "Octopus",
        "British Gas",
        "EDF",
        "Ovo",
        "E.ON",
        "Broadland Power",
        "Fenland Energy",
        "Good Energy",
        "Wherry Power",
    ),
    q={
        "current": ("Which energy supplier is {n} with now?", "{n}现在用哪家能源公司？"),
        "historical": ("Which energy supplier was {n} with before?", "{n}之前用哪家能源公司？"),
        "as_of": ("Which energy supplier was {n} with at that time?", "{n}当时用哪家能源公司？"),
        "planning": (
            "Which energy supplier is {n} planning to switch to?",
            "{n}打算换哪家能源公司？",
        ),
    },
    en={
        "has": ("we're with {v} for gas and electric", "our energy's with {v}", "we're on {v}"),
        "new": (
            "we switched to {v}",
            "we moved our gas and electric over to {v}",
            "I finally changed supplier to {v}",
        ),
        "switch": ("we ditched {old} for {v}", "we left {old} and went to {v}"),
        "use": (
            "the {v} app says we used 3 kWh overnight, so the propagator's not too greedy",
            "{v} sent the smart meter man round, he admired my chillies",
            "just paid the {v} bill, ouch, still cheaper than last winter",
        ),
        "third": ("{who} has switched to {v}", "{who}'s gone over to {v} for the electric"),
        "plan": ("I'm thinking of switching to {v}", "we might move to {v} when the fix ends"),
        "drop": ("we're not switching to {v} after all", "decided against {v}, too much faff"),
        "ask": ("{n}, are you still with {old}?", "{n} still on {old}?"),
        "dist": (
            "Anyone else had the {x} advert on repeat? The one with the singing kettle.",
            "My neighbour swears by {x}, I've no idea why.",
            "{x} customer service is the worst, my brother was on hold two hours.",
            "Is {x} any good? Someone at work asked me.",
        ),
        "scope": ("we're with {v} for the house, but the shed meter is still on {x}",),
    },
    zh={
        "has": ("我们家用{v}的电和气", "我们的电是{v}的"),
        "new": ("我们换成{v}了", "我们把电和气都转到{v}了"),
        "switch": ("我们从{old}换到{v}了",),
        "use": ("{v}的app说昨晚用了3度电，育苗箱还挺省", "刚交了{v}的账单，比去年冬天便宜"),
        "third": ("{who}换成{v}了", "{who}现在用{v}"),
        "plan": ("我在考虑换到{v}", "合同到期可能换{v}"),
        "drop": ("不换{v}了，太麻烦", "{v}最后没换"),
        "ask": ("{n}，你们还在用{old}吗？",),
        "dist": ("{x}的广告天天在放。", "我邻居说{x}很好，不知道真的假的。", "{x}的客服太差了。"),
    },
)

PHONE = Slot(
    key="phone_network",
    multi=False,
    pool=(
        "Giffgaff",
        "EE",
        "Vodafone",
        "O2",
        "Tesco Mobile",
        "Wherry Mobile",
        "Smarty",
        "Lebara",
        "Sky Mobile",
    ),
    q={
        "current": ("Which phone network is {n} on now?", "{n}现在用哪家手机运营商？"),
        "historical": ("Which phone network was {n} on before?", "{n}之前用哪家手机运营商？"),
        "as_of": ("Which phone network was {n} on at that time?", "{n}当时用哪家手机运营商？"),
        "planning": ("Which network is {n} planning to move to?", "{n}打算换哪家运营商？"),
    },
    en={
        "has": ("I'm on {v}", "my phone's with {v}", "I've been on {v} for ages"),
        "new": ("I moved my number to {v}", "I switched to {v}", "I went over to {v}"),
        "switch": ("I left {old} for {v}", "I ported my number from {old} to {v}"),
        "use": (
            "zero bars up here again, {v} never reaches past the compost bays",
            "{v} texted to say I've used all my data, it's all those seedling photos",
            "{v} signal is much better by the sheds, funnily enough",
        ),
        "third": ("{who} has moved to {v}", "{who}'s on {v} now"),
        "plan": ("I'm thinking about moving to {v}", "I might switch to {v}"),
        "drop": ("staying put, not bothering with {v}", "forget {v}, the signal map is awful"),
        "ask": ("{n}, are you still on {old}? No signal for me either", "{n} still with {old}?"),
        "scope": ("{v} on my own phone, but the work one is {x}",),
        "dist": (
            "{x} have a deal on, twenty quid for unlimited, if anyone's looking.",
            "Does {x} get signal by the river? Asking for a friend.",
            "The {x} shop on Gentleman's Walk has closed down.",
        ),
    },
    zh={
        "has": ("我用{v}", "我的号是{v}的"),
        "new": ("我把号转到{v}了", "我换成{v}了"),
        "switch": ("我从{old}换到{v}了",),
        "use": ("地里又没信号，{v}在堆肥那边完全没格", "{v}发短信说我流量用完了，都是拍苗拍的"),
        "third": ("{who}换成{v}了",),
        "plan": ("我想换{v}", "可能换到{v}"),
        "drop": ("不换{v}了",),
        "ask": ("{n}，你还用{old}吗？",),
        "dist": ("{x}在搞活动，二十镑无限流量。", "{x}在河边有信号吗？"),
    },
)

BANK = Slot(
    key="bank",
    multi=False,
    pool=(
        "Monzo",
        "Nationwide",
        "Barclays",
        "Starling",
        "HSBC",
        "Anglia Mutual",
        "Lloyds",
        "Norwich & Peterborough",
        "Metro Bank",
    ),
    q={
        "current": ("Which bank does {n} use now?", "{n}现在用哪家银行？"),
        "historical": ("Which bank did {n} use before?", "{n}之前用哪家银行？"),
        "as_of": ("Which bank was {n} using at that time?", "{n}当时用哪家银行？"),
        "planning": ("Which bank is {n} planning to switch to?", "{n}打算换哪家银行？"),
    },
    en={
        "has": ("I bank with {v}", "my account's with {v}"),
        "new": (
            "I moved my account to {v}",
            "I switched banks to {v}",
            "I opened a {v} account and moved everything",
        ),
        "switch": ("I closed my {old} account and moved to {v}", "I ditched {old} for {v}"),
        "use": (
            "sent the plot rent from {v}, should be there by tonight",
            "my {v} card's been declined at the garden centre twice, mortifying",
        ),
        "third": ("{who} has switched to {v}", "{who} banks with {v} now"),
        "plan": ("I'm thinking of moving my account to {v}", "I might switch to {v}"),
        "drop": ("not moving to {v} after all", "gave up on switching to {v}"),
        "ask": ("{n}, are you still with {old}?",),
        "dist": (
            "{x} are giving £200 to switch, if anyone's tempted.",
            "Is {x} down again? My daughter can't pay for anything.",
            "The {x} branch on London Street is closing, sad.",
        ),
    },
    zh={
        "has": ("我用{v}", "我的账户在{v}"),
        "new": ("我把账户转到{v}了", "我换成{v}了"),
        "switch": ("我把{old}的账户关了，换到{v}",),
        "use": ("地租从{v}转过去了", "我的{v}卡在园艺中心被拒了两次"),
        "third": ("{who}换成{v}了",),
        "plan": ("我在考虑换到{v}",),
        "drop": ("不换{v}了",),
        "ask": ("{n}，你还用{old}吗？",),
        "dist": ("{x}转账户送两百镑。", "{x}又宕机了吗？"),
    },
)

DENTIST = Slot(
    key="dentist",
    multi=False,
    pool=(
        "Unthank Road Dental",
        "Colegate Dental",
        "Thorpe Dental Care",
        "Magdalen Smiles",
        "Bupa Dental",
        "Riverside Dental",
        "St Giles Orthodontics",
    ),
    q={
        "current": ("Which dentist does {n} go to now?", "{n}现在去哪家牙医？"),
        "historical": ("Which dentist did {n} go to before?", "{n}之前去哪家牙医？"),
        "as_of": ("Which dentist was {n} going to at that time?", "{n}当时去哪家牙医？"),
        "planning": ("Which dentist is {n} trying to register with?", "{n}想去哪家牙医登记？"),
    },
    en={
        "has": ("I'm registered at {v}", "my dentist is {v}"),
        "new": ("I registered with {v}", "I got us both into {v}, NHS too"),
        "switch": ("I left {old} and registered at {v}",),
        "use": (
            "filling at {v} this morning, so no talking for me today",
            "{v} sent a reminder text, check-up Thursday",
        ),
        "third": ("{who} has moved to {v}", "{who} got into {v}"),
        "plan": ("I'm on the waiting list for {v}", "I'm trying to get into {v}"),
        "drop": ("gave up on {v}, the list is two years long",),
        "ask": ("{n}, are you still at {old}?",),
        "dist": (
            "Apparently {x} is taking NHS patients again, pass it on.",
            "Heard a horror story about {x}, won't repeat it here.",
        ),
    },
    zh={
        "has": ("我在{v}看牙",),
        "new": ("我在{v}登记了",),
        "switch": ("我从{old}转到{v}了",),
        "use": ("今天上午在{v}补牙，说话不方便",),
        "third": ("{who}转到{v}了",),
        "plan": ("我在排{v}的名单",),
        "drop": ("{v}等太久，放弃了",),
        "ask": ("{n}，你还在{old}看牙吗？",),
        "dist": ("听说{x}又收NHS病人了。",),
    },
)

DIET = Slot(
    key="diet",
    multi=False,
    pool=("vegetarian", "vegan", "pescatarian", "flexitarian", "gluten-free", "low-carb"),
    q={
        "current": ("What diet does {n} follow now?", "{n}现在吃什么饮食？"),
        "historical": ("What diet did {n} follow before?", "{n}之前是什么饮食？"),
        "as_of": ("What diet was {n} following at that time?", "{n}当时是什么饮食？"),
        "planning": ("Which diet is {n} planning to try?", "{n}打算尝试什么饮食？"),
    },
    en={
        "has": ("I'm {v}", "I've been {v} for years", "I eat {v} these days"),
        "new": ("I went {v}", "I've gone {v} as of last month", "I decided to go {v}"),
        "switch": ("I stopped being {old} and went {v}",),
        "use": (
            "made a {v} lasagne with the courgette glut, nobody missed anything",
            "the {v} options at the AGM buffet were dismal, just saying",
        ),
        "third": ("{who} has gone {v}", "{who} is {v} now"),
        "plan": ("I'm thinking of going {v}", "I might try going {v} for a bit"),
        "drop": ("the {v} experiment lasted four days, never again",),
        "ask": ("{n}, are you still {old}? I'll bring the sausage rolls otherwise",),
        "dist": (
            "There's a {x} cookbook in the shed library if anyone wants it.",
            "Did you see the {x} thing on the news? Everyone's at it.",
            "What do you even feed a {x} at a barbecue?",
        ),
    },
)

EXERCISE = Slot(
    key="exercise",
    multi=False,
    pool=(
        "Sportspark",
        "Riverside Leisure Centre",
        "PureGym",
        "Yare Valley Rowing Club",
        "Heigham Park Tennis Club",
        "Norwich Lads Boxing",
        "Wensum Swim Club",
        "Bure Valley Harriers",
    ),
    q={
        "current": ("Where does {n} exercise now?", "{n}现在在哪里锻炼？"),
        "historical": ("Where did {n} exercise before?", "{n}之前在哪里锻炼？"),
        "as_of": ("Where was {n} exercising at that time?", "{n}当时在哪里锻炼？"),
        "planning": ("Where is {n} thinking of joining to exercise?", "{n}打算去哪里锻炼？"),
    },
    en={
        "has": ("I go to {v} three times a week", "I'm a member at {v}", "I train with {v}"),
        "new": ("I joined {v}", "I signed up at {v}", "I started going to {v}"),
        "switch": ("I cancelled {old} and joined {v}", "I gave up {old} and signed up at {v}"),
        "use": (
            "legs like jelly after {v} last night, so no digging for me",
            "left my {v} bag in the shed, if anyone finds a towel that's mine",
        ),
        "third": ("{who} has joined {v}", "{who} goes to {v} now"),
        "plan": ("I'm thinking of joining {v}", "I might sign up at {v} in the new year"),
        "drop": ("not joining {v} after all, digging is enough exercise",),
        "ask": ("{n}, still going to {old}?",),
        "dist": (
            "{x} have an open day Saturday, free taster sessions.",
            "Ever tried {x}? My son says it's brutal.",
            "Apparently {x} is putting its prices up again.",
        ),
    },
    zh={
        "has": ("我每周去{v}三次", "我是{v}的会员"),
        "new": ("我加入了{v}", "我开始去{v}了"),
        "switch": ("我退了{old}，去{v}了",),
        "use": ("昨晚在{v}练完腿软了，今天挖不动地", "我的{v}包落在工具棚里了"),
        "third": ("{who}加入了{v}",),
        "plan": ("我在考虑去{v}",),
        "drop": ("{v}不去了，挖地就够累了",),
        "ask": ("{n}，你还去{old}吗？",),
        "dist": ("{x}周六开放日，可以免费体验。", "听说{x}又涨价了。"),
    },
)

LANGUAGE = Slot(
    key="language_learning",
    multi=False,
    pool=(
        "Italian",
        "Spanish",
        "Welsh",
        "Dutch",
        "Japanese",
        "Portuguese",
        "German",
        "Greek",
        "Mandarin",
    ),
    pool_zh=("西班牙语", "日语", "法语", "德语", "意大利语", "韩语"),
    q={
        "current": ("Which language is {n} learning now?", "{n}现在在学什么语言？"),
        "historical": ("Which language was {n} learning before?", "{n}之前在学什么语言？"),
        "as_of": ("Which language was {n} learning at that time?", "{n}当时在学什么语言？"),
        "planning": ("Which language is {n} planning to learn next?", "{n}打算学什么语言？"),
    },
    en={
        "has": ("I'm learning {v}", "I'm doing {v} on the app every night"),
        "new": ("I started learning {v}", "I signed up for {v} evening classes"),
        "switch": ("I gave up on {old} and started {v}", "I dropped {old} for {v}"),
        "use": (
            "labelled all my seed trays in {v} for practice, good luck everyone",
            "my {v} teacher says 'courgette' is a lovely word, and she's right",
        ),
        "third": ("{who} is learning {v} now", "{who} has started {v} classes"),
        "plan": ("I'm thinking of starting {v}", "I might take up {v} next"),
        "drop": ("forget {v}, I haven't the time",),
        "ask": ("{n}, how's the {old} going?",),
        "dist": (
            "There's a {x} conversation group at the Forum, Tuesday nights.",
            "Anyone know the {x} for 'slug'? Asking for a crossword.",
            "My grandson says {x} is the hardest language, I don't believe him.",
        ),
    },
    zh={
        "has": ("我在学{v}", "我每天晚上用app学{v}"),
        "new": ("我开始学{v}了", "我报了{v}班"),
        "switch": ("{old}不学了，改学{v}",),
        "use": ("我用{v}给育苗盘写标签，练习一下", "{v}老师说我发音进步了"),
        "third": ("{who}在学{v}",),
        "plan": ("我想学{v}",),
        "drop": ("{v}不学了，没时间",),
        "ask": ("{n}，{old}学得怎么样？",),
        "dist": ("Forum有{x}角，周二晚上。", "听说{x}最难学。"),
    },
)

ROLE = Slot(
    key="committee_role",
    multi=False,
    pool=(
        "treasurer",
        "secretary",
        "chair",
        "lettings officer",
        "water rep",
        "shop volunteer",
        "newsletter editor",
        "site rep",
    ),
    q={
        "current": ("What is {n}'s role on the committee now?", "{n}现在在委员会担任什么职务？"),
        "historical": (
            "What role did {n} have on the committee before?",
            "{n}之前在委员会担任什么职务？",
        ),
        "as_of": ("What was {n}'s committee role at that time?", "{n}当时在委员会担任什么职务？"),
        "planning": ("Which committee role is {n} standing for?", "{n}打算竞选什么职务？"),
    },
    en={
        "has": ("I'm the society's {v}", "as {v} I have to remind everyone", "I'm still {v}"),
        "new": ("I took over as {v}", "I got voted in as {v} at the AGM", "I became {v}"),
        "switch": ("I stepped down as {old} and took on {v}",),
        "use": (
            "wearing my {v} hat: please, please lock the top gate",
            "{v} duties today, so I'll be in the hut with the cash tin",
        ),
        "third": ("{who} is our new {v}", "{who} has taken over as {v}"),
        "plan": (
            "I'm thinking of standing for {v} at the AGM",
            "I might put my name forward for {v}",
        ),
        "drop": ("I'm not standing for {v} after all",),
        "ask": ("{n}, are you still {old}? Who do I give the rent to?",),
        "dist": (
            "Does any society actually have a {x} who enjoys it?",
            "Another site's {x} has resigned, apparently, drama.",
            "We need a new {x} at the school PTA, any takers? Joking.",
        ),
    },
    zh={
        "has": ("我是协会的{v}",),
        "new": ("我在年会上被选为{v}了", "我接任{v}了"),
        "switch": ("我不当{old}了，改当{v}",),
        "use": ("以{v}的身份提醒大家：请锁好上面的大门", "今天做{v}的事，在小屋收钱"),
        "third": ("{who}是我们新的{v}",),
        "plan": ("我在考虑竞选{v}",),
        "drop": ("{v}我不竞选了",),
        "ask": ("{n}，你还是{old}吗？地租交给谁？",),
        "dist": ("别的协会的{x}辞职了，听说闹得挺大。",),
    },
)

PLOT = Slot(
    key="plot",
    multi=False,
    pool=(
        "Plot 12",
        "Plot 17",
        "Plot 23",
        "Plot 28",
        "Plot 31",
        "Plot 36",
        "Plot 44",
        "Plot 49",
        "Plot 53",
        "Plot 58",
        "Plot 62",
        "Plot 67",
    ),
    q={
        "current": ("Which plot does {n} have now?", "{n}现在用哪块地？"),
        "historical": ("Which plot did {n} have before?", "{n}之前用哪块地？"),
        "as_of": ("Which plot did {n} have at that time?", "{n}当时用哪块地？"),
        "planning": ("Which plot is {n} hoping to take on?", "{n}想换哪块地？"),
    },
    en={
        "has": ("I'm on {v}", "{v} is mine, the one with the blue shed", "we've got {v}"),
        "new": ("I moved to {v}", "I took on {v}", "we got {v} off the waiting list"),
        "switch": ("I gave up {old} and took {v}", "I swapped {old} for {v}"),
        "use": (
            "the rhubarb on {v} is going mad, come and take some",
            "dug the first potatoes on {v} this morning, cracking crop",
        ),
        "third": ("{who} has taken {v}", "{who} is on {v} now"),
        "plan": ("I've asked the lettings lot about {v}", "I'm hoping to get {v} when it's free"),
        "drop": ("I'm not taking {v} after all, too much couch grass",),
        "ask": ("{n}, are you still on {old}?",),
        "dist": (
            "Whoever is on {x}: your bean poles are in the path.",
            "{x} has blight, everyone check your tomatoes.",
            "If {x} ever comes up I'd fight you all for it. Joke. Mostly.",
        ),
    },
    zh={
        "has": ("我的地是{v}",),
        "new": ("我换到{v}了", "我拿到{v}了"),
        "switch": ("我把{old}退了，换了{v}",),
        "use": ("{v}的大黄长疯了，谁要来拿", "今天早上在{v}挖了第一批土豆"),
        "third": ("{who}拿到{v}了",),
        "plan": ("我问了能不能换{v}",),
        "drop": ("{v}不要了，杂草太多",),
        "ask": ("{n}，你还在{old}吗？",),
        "dist": ("{x}的豆架挡路了。", "{x}有晚疫病，大家检查番茄。"),
    },
)

PETS = Slot(
    key="pets",
    multi=True,
    pool=(
        "Biscuit",
        "Juniper",
        "Mabel",
        "Nutmeg",
        "Tinker",
        "Figaro",
        "Crumpet",
        "Noodle",
        "Ziggy",
        "Marmite",
        "Dumpling",
        "Rolo",
        "Waffle",
    ),
    q={
        "coexisting": ("Which pets does {n} have now?", "{n}现在养了哪些宠物？"),
        "current": ("Which pet does {n} have now?", "{n}现在养了什么宠物？"),
        "historical": ("Which pet did {n} have before?", "{n}以前养过什么宠物？"),
        "as_of": ("Which pet did {n} have at that time?", "{n}当时养了什么宠物？"),
        "planning": ("Which pet is {n} planning to get?", "{n}打算养什么宠物？"),
    },
    en={
        "has": ("our {sp} {v} comes up to the plot with me", "I've got a {sp} called {v}"),
        "add": (
            "we got a second {sp}, {v}",
            "{v} the {sp} has joined the family, alongside the old one",
            "we adopted a {sp} called {v}, so that's two of them now",
        ),
        "remove": (
            "we lost {v} last week, the house is very quiet",
            "{v} has gone to live with my sister, it wasn't working out",
        ),
        "use": (
            "{v} dug up my onion sets again, I could scream",
            "had to take {v} to the vet, ate a slug pellet, she's fine",
        ),
        "third": ("{who} has got a {sp} called {v}", "{who} adopted a {sp}, {v}"),
        "plan": (
            "we're thinking of getting a {sp}, would call it {v}",
            "might get a {sp}, the kids have already named it {v}",
        ),
        "drop": ("no {sp} after all, {v} will have to stay imaginary",),
        "dist": (
            "There's a {sp} called {x} at the rescue centre looking for a home, so sweet.",
            "My neighbour's {sp} {x} keeps getting into our garden.",
            "If I had a {sp} I'd call it {x}, obviously.",
        ),
    },
    zh={
        "has": ("我家的{sp}{v}每天跟我来地里", "我养了一只{sp}叫{v}"),
        "add": ("我们又养了一只{sp}，叫{v}，现在两只了",),
        "remove": ("{v}上周走了，家里好安静", "{v}送去我妹妹家了"),
        "use": ("{v}又把我的洋葱苗刨出来了", "带{v}去看兽医了，没事"),
        "third": ("{who}养了一只{sp}叫{v}",),
        "plan": ("我们想养只{sp}，名字都想好了叫{v}",),
        "drop": ("{sp}不养了，{v}只能是想象中的了",),
        "dist": ("救助站有只{sp}叫{x}在找主人。", "邻居家的{sp}{x}老跑到我们院子里。"),
    },
)
SPECIES = (
    ("dog", "狗"),
    ("cat", "猫"),
    ("rabbit", "兔子"),
    ("terrier", "小狗"),
    ("tortoise", "乌龟"),
)

INSTRUMENT = Slot(
    key="instruments",
    multi=True,
    pool=(
        "ukulele",
        "fiddle",
        "accordion",
        "banjo",
        "cello",
        "tin whistle",
        "mandolin",
        "saxophone",
        "harmonica",
    ),
    pool_zh=("尤克里里", "二胡", "吉他", "古筝", "钢琴", "口琴"),
    q={
        "coexisting": ("Which instruments does {n} play now?", "{n}现在会弹哪些乐器？"),
        "current": ("Which instrument does {n} play now?", "{n}现在弹什么乐器？"),
        "historical": ("Which instrument did {n} play before?", "{n}以前弹什么乐器？"),
        "as_of": ("Which instrument was {n} playing at that time?", "{n}当时弹什么乐器？"),
        "planning": ("Which instrument is {n} planning to learn?", "{n}打算学什么乐器？"),
    },
    en={
        "has": ("I play the {v}", "I've been playing the {v} since school"),
        "add": (
            "I've taken up the {v} as well",
            "I'm learning the {v} now too, on top of the other one",
        ),
        "remove": ("I've given up the {v}, sold it on Facebook",),
        "use": (
            "practised the {v} in the shed at lunch, the robins seemed to approve",
            "broke a string on the {v}, typical",
        ),
        "third": ("{who} is learning the {v} too", "{who} plays the {v} now as well"),
        "plan": ("I'm thinking of learning the {v}", "might take up the {v} this winter"),
        "drop": ("the {v} idea is shelved, my fingers won't cooperate",),
        "dist": (
            "Someone's busking on the {x} outside Jarrolds, very good.",
            "Anyone want a {x}? My dad's clearing his loft.",
            "Is it me or is the {x} the most annoying instrument ever invented?",
        ),
    },
    zh={
        "has": ("我会弹{v}", "我从小就学{v}"),
        "add": ("我又开始学{v}了，两样一起", "我现在也在学{v}"),
        "remove": ("{v}不弹了，卖掉了",),
        "use": ("中午在工具棚里练{v}，知更鸟好像挺喜欢", "{v}弦断了"),
        "third": ("{who}也在学{v}",),
        "plan": ("我想学{v}",),
        "drop": ("{v}不学了",),
        "dist": ("市中心有人弹{x}卖艺，很好听。", "谁要{x}？我爸在清阁楼。"),
    },
)

CLUBS = Slot(
    key="clubs",
    multi=True,
    pool=(
        "Wherry Singers",
        "Cathedral Bell Ringers",
        "Wensum Wheelers",
        "Norfolk Beekeepers",
        "Strangers' Book Club",
        "Carrow Quiz League",
        "Mousehold Morris",
        "Norwich Seed Swap",
        "Tombland Chess Club",
        "Forum Camera Club",
    ),
    q={
        "coexisting": ("Which clubs is {n} a member of now?", "{n}现在参加了哪些俱乐部？"),
        "current": ("Which club is {n} a member of now?", "{n}现在参加什么俱乐部？"),
        "historical": ("Which club was {n} in before?", "{n}以前参加什么俱乐部？"),
        "as_of": ("Which club was {n} in at that time?", "{n}当时参加什么俱乐部？"),
        "planning": ("Which club is {n} planning to join?", "{n}打算加入什么俱乐部？"),
    },
    en={
        "has": ("I'm in the {v}", "I've been with the {v} for years"),
        "add": (
            "I've joined the {v} as well",
            "I've signed up to the {v} too, so Tuesdays and Thursdays are gone",
        ),
        "remove": ("I've left the {v}, too many politics", "I packed in the {v}"),
        "use": (
            "{v} tonight so I'll water early",
            "the {v} lot want a tour of the site, I said yes",
        ),
        "third": ("{who} has joined the {v}", "{who} is in the {v} now as well"),
        "plan": ("I'm thinking of joining the {v}", "might join the {v} in the autumn"),
        "drop": ("not joining the {v} after all, too late in the evenings",),
        "dist": (
            "The {x} are recruiting, poster on the hut door.",
            "Saw the {x} on Look East last night!",
            "My husband says the {x} is a cult. He may be right.",
        ),
    },
    zh={
        "has": ("我参加了{v}", "我在{v}好几年了"),
        "add": ("我又加入了{v}", "我也报了{v}，周二周四都没空了"),
        "remove": ("我退出{v}了",),
        "use": ("今晚{v}有活动，我早点浇水", "{v}的人想来参观菜地"),
        "third": ("{who}也加入了{v}",),
        "plan": ("我在考虑加入{v}",),
        "drop": ("{v}不参加了，太晚了",),
        "dist": ("{x}在招新，海报贴在小屋门上。", "昨晚电视上看到{x}了！"),
    },
)

SLOTS: tuple[Slot, ...] = (
    HOME,
    EMPLOYER,
    CAR,
    ENERGY,
    PHONE,
    BANK,
    DENTIST,
    DIET,
    EXERCISE,
    LANGUAGE,
    ROLE,
    PLOT,
    PETS,
    INSTRUMENT,
    CLUBS,
)
ZH_SLOTS = tuple(s for s in SLOTS if s.zh)

# -- people -----------------------------------------------------------------------------------

EN_NAMES = (
    ("Maggie", "f"),
    ("Dennis", "m"),
    ("Pat", "f"),
    ("Trevor", "m"),
    ("Sue", "f"),
    ("Ken", "m"),
    ("Bev", "f"),
    ("Graham", "m"),
    ("Jo", "f"),
    ("Alan", "m"),
    ("Lorna", "f"),
    ("Rob", "m"),
    ("Hannah", "f"),
    ("Callum", "m"),
    ("Priti", "f"),
    ("Olu", "m"),
    ("Niamh", "f"),
    ("Stuart", "m"),
    ("Fay", "f"),
    ("Declan", "m"),
)
ZH_NAMES = (
    ("Mei", "f"),
    ("Jun", "m"),
    ("Xiaoling", "f"),
    ("Hao", "m"),
    ("Yan", "f"),
    ("Wenjie", "m"),
    ("Lihua", "f"),
)
ROLES_EN = ("plot holder", "committee member", "grown-up kid", "partner")
PRON = {"f": ("she", "She", "her", "她"), "m": ("he", "He", "his", "他")}


@dataclass
class Person:
    name: str
    sex: str
    lang: str
    kind: str  # plot holder / partner / ...
    slots: list[Slot] = field(default_factory=list)


# -- everyday chat (no state news) -----------------------------------------------------------

SEASON_EN = {
    "winter": (
        "Frost on everything this morning, the trough at the top gate is solid ice.",
        "Seed catalogues out on the kitchen table, this is the best bit of the year.",
        "Chitting the earlies on the windowsill, the cat keeps knocking them over.",
        "Anyone else's leeks looking sorry for themselves after that freeze?",
        "Dug the last of the parsnips, they were sweet as anything after the frost.",
        "Manure delivery has come, it's steaming by the car park, help yourselves.",
        "Too wet to dig, so I just sat in the shed with a flask and listened to the rain.",
    ),
    "spring": (
        "Broad beans are through! Small victories.",
        "Frost forecast tonight, fleece your potatoes everyone.",
        "Sowed two rows of carrots and a row of beetroot, fingers crossed.",
        "The skylarks over the back field were going mad this morning.",
        "Tomato seedlings pricked out, 48 of them, I have a problem.",
        "First asparagus spears! Only three, but still.",
        "Who's got spare canes? The wind had my pea sticks over.",
    ),
    "summer": (
        "Courgette glut: there's a box on the table by the hut, please take some.",
        "Watering at 6am is the only way, it's already baking up here.",
        "The blackfly have found my broad beans, I'm squishing them by hand.",
        "Sweet peas are unreal this year, the smell by the gate is lovely.",
        "Hosepipe ban rumours again, fill your water butts while you can.",
        "Picked the first tomatoes today, ate them standing in the path.",
        "Strawberries netted, and the blackbirds still got in. How?",
    ),
    "autumn": (
        "Onions lifted and drying on the shed roof, looks like a market stall.",
        "Garlic in for next year, the hardneck stuff from the seed swap.",
        "Leaf mould bags filled from the park, six sacks, back aching.",
        "Pumpkins are in, the big one needs two people to lift.",
        "Clocks go back this weekend, so it's dark by the time I get up here.",
        "Green tomato chutney recipe anyone? I've got a bucketful.",
        "Last of the runner beans pulled, the poles are stacked by the compost bays.",
    ),
}
SEASON_ZH = {
    "winter": (
        "今天早上全结霜了，大门口的水槽冻成冰了。",
        "在家看种子目录，一年最开心的时候。",
        "雨太大挖不了地，在小屋里喝茶听雨。",
    ),
    "spring": (
        "蚕豆发芽了！",
        "今晚有霜，大家记得给土豆盖布。",
        "番茄苗移栽了四十多棵，太多了。",
        "今天种了两行胡萝卜，希望能出。",
    ),
    "summer": (
        "西葫芦太多了，放在小屋桌上，大家随便拿。",
        "早上六点浇水最舒服，现在已经好热了。",
        "蚜虫爬满蚕豆了，只能一个个捏。",
        "今天摘了第一批番茄，站在地里就吃了。",
    ),
    "autumn": (
        "洋葱收了，在棚顶上晾着。",
        "种了明年的大蒜。",
        "南瓜收了，最大那个两个人才抬得动。",
        "有谁会做青番茄酱吗？我有一桶。",
    ),
}
SITE_EN = (
    "Skip arrives Saturday morning, no plastic or carpet please.",
    "Somebody left the top gate unlocked again last night. Please lock it!",
    "Work party Sunday 10am, clearing the path by the hedge. Bring gloves and cake.",
    "The AGM is at St Barnabas church hall, Thursday 7pm. Biscuits provided.",
    "Rent reminders go out this week, don't shoot the messenger.",
    "Water's off at the troughs for repairs until Wednesday.",
    "The shop hut is open Sunday mornings, we've got onion sets and bonemeal in.",
    "Reminder: no bonfires before 6pm, the neighbours on the lane have complained.",
    "Show schedule is on the hut door, entries by the Friday before.",
    "The wheelbarrows by the hut are for everyone, please bring them back.",
    "Muntjac spotted by the bottom hedge again, check your netting.",
    "Rats in the compost bays near the gate, careful where you put your hands.",
    "New noticeboard is up by the car park, photos of the open day on it.",
    "Lost: one pair of secateurs with a red handle, somewhere near the water trough.",
)
SITE_ZH = (
    "周六早上来大垃圾箱，不要放塑料。",
    "昨晚上面的大门又没锁，请大家记得锁门！",
    "周日上午十点集体劳动，清理树篱边的小路。",
    "水槽在维修，周三前没水。",
    "小屋商店周日上午开门，有洋葱苗和骨粉。",
    "堆肥那边有老鼠，大家小心。",
)
LIFE_EN = (
    "Norwich lost again. I'm going to go and weed something angrily.",
    "Off to Cromer with the grandkids tomorrow, someone water my beans?",
    "Roadworks on Dereham Road again, took me half an hour to get here.",
    "Knackered. Long week. Plot tomorrow, sofa tonight.",
    "Went to the Plantation Garden on Sunday, came home with ideas and no money.",
    "The market had lovely samphire today, if anyone's in town.",
    "Walked the dog round Mousehold Heath, the heather's out.",
    "My mum is 90 today and still weeding, happy birthday Mum!",
    "Anybody watching the snooker? No? Just me then.",
    "Power cut on our road last night, ate the ice cream by candlelight.",
    "My daughter's home from uni for the weekend, so the fridge is empty already.",
    "Cathedral was beautiful at the carol service, highly recommend.",
)
LIFE_ZH = (
    "周末带孩子去Cromer了，海边好冷。",
    "今天市场的菜很新鲜。",
    "这周上班好累，明天再去地里。",
    "在Mousehold Heath散步，石楠花开了。",
    "孩子放假回家，冰箱又空了。",
)
REPLY_EN = (
    "Ha! Brilliant.",
    "Ooh yes please, I'll pop by later.",
    "Same here, it's been a funny year.",
    "Thanks for the tip!",
    "Lovely photo.",
    "Good shout.",
    "Oh no, poor you.",
    "I'll bring a cake.",
    "Count me in.",
    "Ta very much.",
    "That's made my day.",
    "Ugh, tell me about it.",
)
REPLY_ZH = ("哈哈，太好了。", "谢谢！", "我等会儿过去拿。", "我也是。", "好的，收到。", "辛苦了！")
MIX_EN = (
    "谢谢 {z} for the pak choi seeds, they're up already!",
    "Made 饺子 with your chives, {z}, absolutely delicious.",
    "加油 with the digging everyone, nearly there.",
    "{z} taught me to say 你好 to the robins, they didn't answer.",
)
CHAT_PRE_EN = (
    "Morning all, frost on the brassicas again and the hose has split at the tap.",
    "Well what a week, the slugs have had every lettuce and the kettle in the hut's gone.",
    "Afternoon! Glorious up here, the sweet peas are going mad and the bees are everywhere.",
    "Evening all, just back from the plot, soaked through, never trust the forecast.",
    "Right, long message, sorry: first, thank you to whoever fixed the gate latch.",
)
CHAT_POST_EN = (
    "Anyway, has anyone got any spare fleece?",
    "Also the blackbirds have had my strawberries again, so that's nice.",
    "Tea in the hut Sunday if anyone's about.",
    "Oh and the skip comes Saturday, don't forget.",
    "Right, I'm off to water before it gets dark.",
)
CHAT_PRE_ZH = (
    "大家早，今天又结霜了，水管在龙头那里裂了。",
    "这周太惨了，生菜全被鼻涕虫吃了，小屋的水壶也不见了。",
    "下午好！地里太舒服了，香豌豆开疯了。",
)
CHAT_POST_ZH = ("对了，谁有多余的防寒布吗？", "周日小屋喝茶，有空来。", "我先去浇水了。")
INTRO_EN = (
    "Bumped into {n} at the water trough this morning.",
    "Saw {n} up at the plots earlier, first time in ages.",
    "Had a cuppa with {n} in the hut this afternoon.",
    "{n} came by my plot to borrow the rotavator.",
)
INTRO_ZH = (
    "今天早上在水槽边碰到{n}了。",
    "刚才在地里看到{n}了，好久没见。",
    "下午和{n}在小屋喝了杯茶。",
)

OPEN_EN = ("", "", "Quick update: ", "News from our house: ", "Well, ", "FYI all, ", "So, ")
OPEN_ZH = ("", "", "跟大家说一下，", "小更新：", "对了，")
SITUATIONS = (
    "direct",
    "use",
    "third_name",
    "third_pronoun",
    "late",
    "negation",
    "correction",
    "chatty",
    "planned",
    "self_name",
)
ADD_SITUATIONS = ("direct", "third_name", "chatty", "self_name", "late")


@dataclass
class Ep:
    day: int
    minute: int
    speaker: str
    text: str
    session: str
    lang: str


@dataclass
class Track:
    """One person's slot: its timeline (held values with actual and told days) and extras."""

    p: Person
    slot: Slot
    rest: list[str]
    held: list[str] = field(default_factory=list)
    actual: list[int] = field(default_factory=list)
    told: list[int] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    removed_day: int = 0
    mentioned: set[str] = field(default_factory=set)
    abandoned: list[str] = field(default_factory=list)
    pending: str | None = None
    species: dict[str, tuple[str, str]] = field(default_factory=dict)

    def take(self) -> str | None:
        return self.rest.pop() if self.rest else None


def sentence(lang: str, s: str) -> str:
    s = s.strip()
    if lang == ZH:
        return s if s.endswith(("。", "！", "？")) else s + "。"
    s = s[0].upper() + s[1:]
    return s if s.endswith((".", "!", "?")) else s + "."


class Builder:
    """Accumulates episodes and the people's tracks for one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 17)
        self.eps: list[Ep] = []
        self.n_sess = 0
        self.people: list[Person] = []
        self.tracks: list[Track] = []
        self.deck: list[str] = []

    # -- low-level -------------------------------------------------------------------------

    def convo(self, day: int, turns: list[tuple[Person, str]]) -> int:
        day = max(0, min(LAST_DAY, day))
        minute = self.rng.randint(400, 1250)
        self.n_sess += 1
        sid = f"ah-{self.n_sess:04d}"
        for p, text in turns:
            self.eps.append(Ep(day, minute, p.name, text, sid, p.lang))
            minute += self.rng.randint(1, 9)
        return day

    def fill(self, t: Track, lang: str, key: str, **kw: str) -> str:
        frags = t.slot.frags(lang)
        tpl = self.rng.choice(frags[key])
        args = {"v": "", "old": "", "x": "", "who": "", "n": t.p.name, "sp": ""}
        args.update(kw)
        if t.slot is PETS:
            val = kw.get("v") or kw.get("x") or ""
            if val not in t.species:
                t.species[val] = self.rng.choice(SPECIES)
            args["sp"] = t.species[val][1 if lang == ZH else 0]
        return tpl.format(**args)

    def opener(self, lang: str) -> str:
        return self.rng.choice(OPEN_ZH if lang == ZH else OPEN_EN)

    def said(self, t: Track, lang: str, key: str, **kw: str) -> str:
        """A whole line: opener plus the fragment as a sentence."""
        body = self.fill(t, lang, key, **kw)
        return sentence(lang, self.opener(lang) + body)

    def chatty(self, lang: str, news: str) -> str:
        r = self.rng
        if lang == ZH:
            return f"{r.choice(CHAT_PRE_ZH)}对了，{news}。{r.choice(CHAT_POST_ZH)}"
        mid = r.choice(("Anyway, news from me: ", "Oh, and ", "In other news, ", "Meanwhile "))
        return f"{r.choice(CHAT_PRE_EN)} {mid}{news}. {r.choice(CHAT_POST_EN)}"

    def other(self, p: Person, slot: Slot, same_lang: bool = False) -> Person:
        """Somebody else in the group who can talk about p's slot in their own language."""
        pool = [q for q in self.people if q is not p]
        cross_ok = bool(slot.zh) and not slot.pool_zh and not same_lang
        ok = [q for q in pool if q.lang == p.lang or cross_ok]
        return self.rng.choice(ok or pool)

    def next_situation(self, options: tuple[str, ...]) -> str:
        for _ in range(len(SITUATIONS) * 2):
            if not self.deck:
                self.deck = list(SITUATIONS)
                self.rng.shuffle(self.deck)
            sit = self.deck.pop()
            if sit in options:
                return sit
        return "direct"

    # -- single-valued slots ---------------------------------------------------------------

    def initial(self, t: Track, day: int) -> int:
        p, L = t.p, t.p.lang
        v = t.held[0]
        roll = self.rng.random()
        if roll < 0.6:
            return self.convo(day, [(p, self.said(t, L, "has", v=v))])
        if roll < 0.85:
            return self.convo(day, [(p, self.chatty(L, self.fill(t, L, "has", v=v)))])
        r = self.other(p, t.slot, same_lang=True)
        ask = (
            "大家好，新来的介绍一下自己吧！"
            if L == ZH
            else "Welcome to the group! Tell us about yourself."
        )
        return self.convo(day, [(r, ask), (p, self.said(t, L, "has", v=v))])

    def change(self, t: Track, i: int, d: int, sit: str) -> int:
        """The change to held[i] on day d, told in situation sit; returns the day it is told."""
        p, s, L, r = t.p, t.slot, t.p.lang, self.rng
        v, old = t.held[i], t.held[i - 1]
        key = "new" if s.multi or r.random() < 0.6 else "switch"
        if s.multi:
            key = "add"
        news = self.fill(t, L, key, v=v, old=old)
        if sit == "use" and "use" in s.frags(L):
            return self.convo(d, [(p, self.said(t, L, "use", v=v))])
        if sit in ("third_name", "third_pronoun"):
            rep = self.other(p, s)
            if sit == "third_name":
                line = self.fill(t, rep.lang, "third", v=v, who=p.name)
                tail = (
                    ""
                    if rep.lang == ZH
                    else r.choice(("", " Good for them.", " Did you all know?"))
                )
                turns = [(rep, sentence(rep.lang, line) + tail)]
                if r.random() < 0.5:
                    q = self.other(rep, s)
                    if q is not p:
                        turns.append((q, r.choice(REPLY_ZH if q.lang == ZH else REPLY_EN)))
                return self.convo(d, turns)
            pron = PRON[p.sex]
            intro = r.choice(INTRO_ZH if rep.lang == ZH else INTRO_EN).format(n=p.name)
            who = pron[3] if rep.lang == ZH else pron[1]
            line = self.fill(t, rep.lang, "third", v=v, who=who)
            lead = "" if rep.lang == ZH else r.choice(("", "Apparently ", "Turns out "))
            if lead:
                line = line[0].lower() + line[1:]
            asker = self.other(rep, s)
            if asker is p:
                asker = rep
            obj = "her" if p.sex == "f" else "him"
            mid = (
                r.choice(("真的？好久没见了。", "哦？有什么新闻？"))
                if asker.lang == ZH
                else r.choice(
                    (
                        f"Oh yes? How is {pron[0]}?",
                        "Ooh, any news?",
                        f"Haven't seen {obj} for weeks!",
                    )
                )
            )
            return self.convo(
                d, [(rep, intro), (asker, mid), (rep, sentence(rep.lang, lead + line))]
            )
        if sit == "late":
            told = min(LAST_DAY, d + r.randint(15, 45))
            weeks = max(2, (told - d) // 7)
            if L == ZH:
                text = f"忘了跟大家说，{weeks}周前{news}。"
            else:
                lead = r.choice(
                    (
                        "Forgot to mention, ",
                        "Meant to say ages ago: ",
                        "I never told you lot, did I? ",
                    )
                )
                text = f"{lead}{news} about {weeks} weeks ago."
            return self.convo(told, [(p, text)])
        if sit == "negation" and "ask" in s.frags(L):
            rep = self.other(p, s, same_lang=True)
            ask = self.fill(t, rep.lang, "ask", old=old, n=p.name)
            if L == ZH:
                reply = f"不是{old}了，{news}。"
            else:
                reply = f"No, not {old} any more! {sentence(L, news)}"
            return self.convo(d, [(rep, ask), (p, reply)])
        if sit == "correction":
            wrong = t.take()
            if wrong:
                t.mentioned.add(wrong)
                first = self.said(t, L, key, v=wrong, old=old)
                fix = (
                    f"打错了，是{v}，不是{wrong}。"
                    if L == ZH
                    else r.choice(
                        (
                            f"Sorry, I meant {v}, not {wrong}! Too many seed packets in my head.",
                            f"*{v}, not {wrong}. Autocorrect, honestly.",
                            f"Correction: {v}. Not {wrong}, no idea why I typed that.",
                        )
                    )
                )
                return self.convo(d, [(p, first), (p, fix)])
        if sit == "chatty":
            return self.convo(d, [(p, self.chatty(L, news))])
        if sit == "planned" and "plan" in s.frags(L):
            a = d - r.randint(20, 60)
            if i == 0 or a > t.told[i - 1] + 5:
                self.convo(a, [(p, self.said(t, L, "plan", v=v))])
                done = (
                    f"说到做到，{news}。"
                    if L == ZH
                    else r.choice(
                        (
                            f"Well, we did it: {news}.",
                            f"Update on that: {news}!",
                            f"Done it at last, {news}.",
                        )
                    )
                )
                return self.convo(d, [(p, done)])
        if sit == "self_name":
            line = self.fill(t, L, "third", v=v, who=p.name)
            tail = (
                f"没错，{p.name}真的做到了。"
                if L == ZH
                else r.choice(
                    (
                        f" Yes, {p.name} actually did it.",
                        f" {p.name} is very pleased with {'her' if p.sex == 'f' else 'him'}self.",
                        " Hold the applause.",
                    )
                )
            )
            return self.convo(d, [(p, sentence(L, line) + tail)])
        return self.convo(d, [(p, self.said(t, L, key, v=v, old=old))])

    # -- one person's slot, start to finish -------------------------------------------------

    def build_track(self, t: Track) -> None:
        r, s = self.rng, t.slot
        t0 = r.randint(0, 110)
        if s.multi:
            self.build_multi(t, t0)
        else:
            n_changes = r.choice((1, 2, 2, 3, 3))
            t.held = [v for v in (t.take() for _ in range(n_changes + 1)) if v]
            t.actual = [t0]
            t.told = [self.initial(t, t0)]
            lo, hi = t0 + 45, 690
            seg = (hi - lo) // (len(t.held) - 1)
            for i in range(1, len(t.held)):
                d = r.randint(lo + seg * (i - 1) + 8, lo + seg * i - 8)
                sit = self.next_situation(SITUATIONS)
                t.actual.append(d)
                t.told.append(self.change(t, i, d, sit))
        self.extras(t)

    def build_multi(self, t: Track, t0: int) -> None:
        r, p, L = self.rng, t.p, t.p.lang
        first = t.take()
        assert first is not None
        t.held, t.actual = [first], [t0]
        t.told = [self.initial(t, t0)]
        n_add = r.choice((1, 1, 2))
        lo, hi = t0 + 40, 620
        seg = (hi - lo) // n_add
        for i in range(1, n_add + 1):
            v = t.take()
            if v is None:
                break
            t.held.append(v)
            d = r.randint(lo + seg * (i - 1) + 8, lo + seg * i - 8)
            t.actual.append(d)
            t.told.append(self.change(t, i, d, self.next_situation(ADD_SITUATIONS)))
        if r.random() < 0.4:
            gone = t.held[0] if r.random() < 0.6 else t.held[-1]
            d = r.randint(max(t.told) + 20, 715)
            t.removed, t.removed_day = [gone], d
            line = self.fill(t, L, "remove", v=gone)
            if r.random() < 0.5:
                self.convo(d, [(p, self.chatty(L, line))])
            else:
                self.convo(d, [(p, sentence(L, self.opener(L) + line))])

    def extras(self, t: Track) -> None:
        """Dropped plans, idle musings, a pending plan, a scoped exception, distractors."""
        r, s, p, L = self.rng, t.slot, t.p, t.p.lang
        fr = s.frags(L)
        last = max(t.told + [t.removed_day])
        if r.random() < 0.3 and "drop" in fr:
            x = t.take()
            if x:
                a = r.randint(30, 560)
                t.abandoned.append(x)
                self.convo(a, [(p, self.said(t, L, "plan", v=x))])
                b = a + r.randint(15, 70)
                if r.random() < 0.5:
                    q = self.other(p, s, same_lang=True)
                    ask = (
                        f"{p.name}，{x}的事怎么样了？"
                        if L == ZH
                        else f"{p.name}, any news on the {x} thing?"
                    )
                    self.convo(b, [(q, ask), (p, self.said(t, L, "drop", v=x))])
                else:
                    self.convo(b, [(p, self.said(t, L, "drop", v=x))])
        if r.random() < 0.15:
            x = t.take()
            if x:
                t.abandoned.append(x)
                muse = self.fill(t, L, "plan", v=x)
                text = (
                    f"{muse}，不过也就是想想。"
                    if L == ZH
                    else r.choice(
                        (
                            f"Random thought: {muse}. Probably just talk, knowing me.",
                            f"Don't laugh, but {muse}. Or maybe not.",
                        )
                    )
                )
                self.convo(r.randint(20, 700), [(p, text)])
        if not s.multi and r.random() < 0.22 and last < 680:
            x = t.take()
            if x:
                t.pending = x
                d = r.randint(max(last + 10, 630), 722)
                self.convo(d, [(p, self.said(t, L, "plan", v=x))])
        if not s.multi and "scope" in fr and r.random() < 0.45 and last < 700:
            x = t.take()
            if x:
                t.mentioned.add(x)
                line = self.fill(t, L, "scope", v=t.held[-1], x=x)
                self.convo(r.randint(last + 3, 726), [(p, sentence(L, line))])
        for _ in range(r.choice((1, 1, 2))):
            x = t.take()
            if not x:
                break
            if r.random() < 0.7:
                t.mentioned.add(x)
                self.convo(r.randint(0, LAST_DAY), [(p, self.fill(t, L, "dist", x=x))])
            else:
                q = self.other(p, s, same_lang=True)
                self.convo(r.randint(0, LAST_DAY), [(q, self.fill(t, q.lang, "dist", x=x))])
        if r.random() < 0.4 and "use" in fr and last < 715:
            cur = [v for v in t.held if v not in t.removed]
            self.convo(
                r.randint(last + 2, LAST_DAY), [(p, self.said(t, L, "use", v=r.choice(cur)))]
            )

    # -- the cast and the everyday chat ----------------------------------------------------

    def cast(self) -> None:
        r = self.rng
        n = r.randint(10, 13)
        n_zh = max(2, round(n * 0.25))
        en = r.sample(EN_NAMES, n - n_zh)
        zh = r.sample(ZH_NAMES, n_zh)
        people = [Person(nm, sx, EN, r.choice(ROLES_EN)) for nm, sx in en]
        people += [Person(nm, sx, ZH, r.choice(ROLES_EN)) for nm, sx in zh]
        r.shuffle(people)
        self.people = people
        for p in people:
            choices = ZH_SLOTS if p.lang == ZH else SLOTS
            k = r.choice((4, 5, 5, 5, 6, 6, 7))
            p.slots = r.sample(list(choices), k)
            for s in p.slots:
                rest = list(s.values_for(p.lang))
                r.shuffle(rest)
                self.tracks.append(Track(p, s, rest))

    def season(self, day: int) -> str:
        month = (2 + int(day / 30.44)) % 12 + 1  # day 0 is 1 March
        return {
            12: "winter",
            1: "winter",
            2: "winter",
            3: "spring",
            4: "spring",
            5: "spring",
            6: "summer",
            7: "summer",
            8: "summer",
        }.get(month, "autumn")

    def filler(self, count: int) -> None:
        r = self.rng
        zh_people = [p for p in self.people if p.lang == ZH]
        made = 0
        while made < count:
            day = r.randint(0, LAST_DAY)
            p = r.choice(self.people)
            zh = p.lang == ZH
            roll = r.random()
            if roll < 0.35:
                line = r.choice((SEASON_ZH if zh else SEASON_EN)[self.season(day)])
            elif roll < 0.5:
                line = r.choice(SITE_ZH if zh else SITE_EN)
            elif roll < 0.65:
                line = r.choice(LIFE_ZH if zh else LIFE_EN)
            elif roll < 0.7 and not zh and zh_people:
                line = r.choice(MIX_EN).format(z=r.choice(zh_people).name)
            else:
                line = r.choice(
                    (SEASON_ZH if zh else SEASON_EN)[self.season(day)]
                    + (SITE_ZH if zh else SITE_EN)
                )
                turns = [(p, line)]
                for _ in range(r.randint(1, 3)):
                    q = r.choice([x for x in self.people if x is not turns[-1][0]])
                    turns.append((q, r.choice(REPLY_ZH if q.lang == ZH else REPLY_EN)))
                self.convo(day, turns)
                made += len(turns)
                continue
            self.convo(day, [(p, line)])
            made += 1


# -- probes -----------------------------------------------------------------------------------


def q_text(t: Track, kind: str) -> str:
    en, zh = t.slot.q[kind]
    return (zh if t.p.lang == ZH else en).format(n=t.p.name)


def probes_for(t: Track, rng: random.Random) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(mandatory probes, optional probes) for one track."""
    held = t.held
    values = sorted(
        set(held) | t.mentioned | set(t.abandoned) | ({t.pending} if t.pending else set())
    )
    base = {
        "subject": t.p.name,
        "slot": t.slot.key,
        "values": values,
        "abandoned": list(t.abandoned),
    }
    must: list[dict[str, Any]] = []
    opt: list[dict[str, Any]] = []

    def probe(kind: str, gold: list[str], outdated: list[str] = (), **extra: Any) -> dict[str, Any]:
        return {
            **base,
            "kind": kind,
            "question": q_text(t, kind),
            "gold": list(gold),
            "outdated": list(outdated),
            **extra,
        }

    if t.slot.multi:
        cur = [v for v in held if v not in t.removed]
        if len(cur) >= 2:
            must.append(probe("coexisting", cur, t.removed))
        else:
            must.append(probe("current", cur, t.removed))
        if t.removed:
            opt.append(probe("historical", t.removed))
        if len(held) >= 2 and t.actual[1] - t.told[0] >= 30:
            day = rng.randint(t.told[0] + 8, t.actual[1] - 8)
            opt.append(probe("as_of", [held[0]], as_of_day=day))
    else:
        must.append(probe("current", [held[-1]], held[:-1]))
        if len(held) >= 2:
            opt.append(probe("historical", [held[-2]]))
        spans = [i for i in range(len(held) - 1) if t.actual[i + 1] - t.told[i] >= 30]
        if spans:
            i = rng.choice(spans)
            day = rng.randint(t.told[i] + 8, t.actual[i + 1] - 8)
            opt.append(probe("as_of", [held[i]], as_of_day=day))
        if t.pending:
            must.append(probe("planning", [t.pending]))
    return must, opt


def generate(seed: int) -> dict[str, Any]:
    """The world for one seed: start time, episodes (time-ordered) and probes."""
    b = Builder(seed)
    b.cast()
    for t in b.tracks:
        b.build_track(t)
    target = b.rng.randint(560, 760)
    b.filler(max(180, target - len(b.eps)))
    b.eps.sort(key=lambda e: (e.day, e.minute, e.session))
    prng = random.Random(seed * 31 + 5)
    must: list[dict[str, Any]] = []
    opt: list[dict[str, Any]] = []
    for t in b.tracks:
        m, o = probes_for(t, prng)
        must += m
        opt += o
    want = prng.randint(112, 136)
    prng.shuffle(opt)
    probes = must + opt[: max(0, want - len(must))]
    probes = probes[:140]
    order = {p.name: i for i, p in enumerate(b.people)}
    probes.sort(key=lambda q: (order[q["subject"]], q["slot"], q["kind"]))
    episodes = [
        {
            "day": e.day,
            "minute": e.minute,
            "speaker": e.speaker,
            "text": e.text,
            "session": e.session,
            "language": e.lang,
        }
        for e in b.eps
    ]
    return {
        "start": START,
        "episodes": episodes,
        "probes": probes,
        "people": [{"name": p.name, "language": p.lang, "kind": p.kind} for p in b.people],
    }


# -- self-check -------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _said(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    return re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.I) is not None


def validate(world: dict[str, Any]) -> list[str]:
    """Problems found in one generated world (empty when it is well formed)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    texts = [e["text"] for e in eps]
    for e in eps:
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errs.append(f"bad time {e}")
        if e["language"] not in (EN, ZH) or not e["text"].strip() or "{" in e["text"]:
            errs.append(f"bad episode {e}")
    if [(e["day"], e["minute"]) for e in eps] != sorted((e["day"], e["minute"]) for e in eps):
        errs.append("episodes out of order")
    names = {e["speaker"] for e in eps}
    all_values = {v for s in SLOTS for v in s.pool + s.pool_zh}
    chat = [
        t
        for t in texts
        if any(
            t in group
            for group in (
                *SEASON_EN.values(),
                *SEASON_ZH.values(),
                SITE_EN,
                SITE_ZH,
                LIFE_EN,
                LIFE_ZH,
                REPLY_EN,
                REPLY_ZH,
                CHAT_PRE_EN,
                CHAT_POST_EN,
                CHAT_PRE_ZH,
                CHAT_POST_ZH,
            )
        )
    ]
    for t in chat:
        for v in all_values:
            if _said(t, v):
                errs.append(f"filler names a slot value {v!r}: {t}")
    for s in SLOTS:
        for v in s.pool:
            for other in SLOTS:
                if other is not s and any(_said(w, v) for w in other.pool):
                    errs.append(f"{v!r} of {s.key} occurs in {other.key} values")
    for s in SLOTS:  # a template never names another slot's value
        for frags in (s.en, s.zh):
            for tpls in frags.values():
                for tpl in tpls:
                    for v in all_values - set(s.pool + s.pool_zh):
                        if _said(tpl, v):
                            errs.append(f"template of {s.key} names {v!r}: {tpl}")
    for p in probes:
        if p["kind"] not in KINDS or p["subject"] not in names or not p["question"]:
            errs.append(f"bad probe {p}")
        if not p["gold"]:
            errs.append(f"no gold {p}")
        for g in p["gold"]:
            if not any(_said(t, g) for t in texts):
                errs.append(f"gold {g!r} never said ({p['question']})")
            if g in p["outdated"] or g in p["abandoned"]:
                errs.append(f"gold {g!r} also outdated/abandoned")
        if not set(p["gold"]) | set(p["outdated"]) | set(p["abandoned"]) <= set(p["values"]):
            errs.append(f"values incomplete {p}")
        if (p["kind"] == "as_of") != (p.get("as_of_day") is not None):
            errs.append(f"as_of_day mismatch {p}")
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    return errs


def main() -> int:
    ok = True
    for seed in (7, 11, 23):
        w = generate(seed)
        assert w == generate(seed), "not deterministic"
        errs = validate(w)
        kinds = {k: sum(p["kind"] == k for p in w["probes"]) for k in KINDS}
        zh = sum(e["language"] == ZH for e in w["episodes"])
        print(
            f"seed {seed}: {len(w['episodes'])} episodes ({zh} zh), {len(w['probes'])} probes "
            f"{kinds}, {len(w['people'])} people, {len(errs)} problems"
        )
        for e in errs[:15]:
            print("   ", e)
        ok = ok and not errs
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
