"""Blind text world ``blind_as``: an Exeter canoe and kayak club's group chat over two years.

Paddlers, coaches, the safety-boat crew, parents of the junior squad, the committee and some
Chinese-speaking postgraduates from the university chat (mostly about river levels, pool
sessions and who has the trailer keys).  Each person has four to seven state slots (where
they live, their boat, phone network, energy supplier, pets, club role, ...) whose values
change one to three times.  Changes are said straight out, shown only by use, reported by
someone else, told weeks late, corrected, negated, planned and dropped, and buried in long
chatty lines; distractor turns name values of the same kind without them being anyone's
state.  About a quarter of the people write in simplified Chinese.

``generate(seed)`` returns the dict ``bench.states.load_text_world`` reads.  Written blind
from a brief of situations; standard library only, deterministic given the seed.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

START = "2023-03-01T08:00:00+00:00"
LAST_DAY = 730
EN, ZH = "en", "zh"
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip
ZH_MONTHS = tuple(f"{i}月" for i in range(1, 13))
START_MONTH = 3  # March 2023

EN_PEOPLE = (  # (name, gender, role)
    ("Gwen", "f", "coach"), ("Dave", "m", "safety"), ("Rhys", "m", "paddler"),
    ("Karen", "f", "parent"), ("Tom", "m", "parent"), ("Priya", "f", "committee"),
    ("Harriet", "f", "paddler"), ("Olly", "m", "coach"), ("Bryony", "f", "safety"),
    ("Marcus", "m", "committee"), ("Jess", "f", "parent"), ("Nigel", "m", "safety"),
    ("Sophie", "f", "paddler"), ("Callum", "m", "paddler"), ("Fiona", "f", "committee"),
    ("Ade", "m", "coach"), ("Lottie", "f", "paddler"), ("Pete", "m", "parent"),
)  # fmt: skip
ZH_PEOPLE = (
    ("Wang Lei", "m", "student"), ("Chen Yu", "f", "student"), ("Liu Mei", "f", "student"),
    ("Zhao Peng", "m", "student"), ("Xu Jing", "f", "student"), ("Sun Hao", "m", "student"),
)  # fmt: skip


@dataclass(frozen=True)
class Slot:
    """A kind of personal state: value pool, phrase fragments per language, questions.

    Single-valued fragments: has (first-person present), new (first-person change, past),
    use (the value named only through use or consequence), third ({n} = who), inf (plan
    infinitive), dist (distractor lines naming a value that is nobody's state here), scope
    (optional: "{v} mostly, but {x} for ..."), we (optional household/group change).
    Multi-valued slots use has / add / third / dist.
    """

    key: str
    multi: bool
    pool: tuple[str, ...]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]] | None
    q_en: dict[str, str]
    q_zh: dict[str, str] | None = None
    roles: tuple[str, ...] = ()  # empty: anyone; else only these roles
    plans: bool = True
    pool_zh: tuple[str, ...] = ()  # values Chinese writers use, if not the shared pool


HOME = Slot(
    "home_area", False,
    ("Heavitree", "St Thomas", "Pennsylvania", "Topsham", "Alphington", "Pinhoe", "Newtown",
     "St Leonards", "Exwick", "Wonford", "Crediton", "Cowick", "Mount Radford", "Polsloe"),
    en={
        "has": ("I live over in {v}", "I'm in {v}, ten minutes on the bike from the boathouse",
                "home is a little terrace in {v}", "we're renting in {v}"),
        "new": ("I moved to {v}", "I left {old} and moved to {v}",
                "I finally got the keys to a place in {v} and moved in",
                "I swapped {old} for {v}"),
        "use": ("the cycle from {v} down to the quay is so much nicer than my old route",
                "my new neighbours in {v} keep asking if the boat on the car is a canoe",
                "it's only fifteen minutes from my front door in {v} to the boathouse now"),
        "third": ("{n} has moved to {v}", "{n} lives in {v} now", "{n}'s got a flat in {v}"),
        "inf": ("move to {v}", "find somewhere to rent in {v}", "buy a place in {v}"),
        "we": ("we've moved to {v}", "we finally moved out of {old} and into {v}"),
        "dist": ("Anyone know a decent plumber in {v}?",
                 "There's a room going in {v} if anyone's looking, my cousin's landlord",
                 "{v} was on Spotlight tonight, flooding again by the look of it",
                 "Parking in {v} on match days is a joke"),
        "scope": ("I'm in {v} most of the week, but weekends I'm at my partner's in {x}",),
    },
    zh={
        "has": ("我住在{v}", "我现在住{v}，骑车到船库十分钟", "我在{v}租了个房间"),
        "new": ("我搬到{v}了", "我从{old}搬到了{v}", "上周末搬家了，现在在{v}"),
        "use": ("从{v}走到码头二十分钟，早上还挺舒服的",
                "{v}的新室友今天问我皮划艇是不是独木舟哈哈"),
        "third": ("{n}搬到{v}了", "{n}现在住在{v}"),
        "inf": ("搬到{v}", "在{v}找房子"),
        "dist": ("有人知道{v}那边哪里有好吃的中餐吗？", "听说{v}那边房租涨得厉害"),
    },
    q_en={"current": "Where does {n} live now?", "historical": "Where did {n} live before?",
          "as_of": "Where does {n} live?", "planning": "Where is {n} planning to move?"},
    q_zh={"current": "{n}现在住在哪里？", "historical": "{n}以前住在哪里？",
          "as_of": "{n}住在哪里？", "planning": "{n}打算搬到哪里？"},
)  # fmt: skip

BOAT = Slot(
    "boat", False,
    ("Pyranha Burn", "Dagger Katana", "Riverine Swift", "Otterbrook 12", "Jackson Zen",
     "Wavesport Diesel", "Exe Dart 390", "Tidewrack Kestrel", "Perception Pilot", "Valley Etain"),
    en={
        "has": ("I paddle a {v}", "my boat's a {v}", "I'm in a {v} these days"),
        "new": ("I bought a {v}", "I sold my {old} and picked up a {v}",
                "I've gone and got myself a {v}", "I upgraded to a {v}"),
        "use": ("the {v} boofs so much better than anything I've had, loved it at Trews Weir",
                "first proper swim-free session in the {v} today",
                "can someone help me lift the {v} onto the rack on Saturday, it's heavier than it looks"),
        "third": ("{n}'s got a {v} now", "{n} paddles a {v}", "{n} has switched to a {v}"),
        "inf": ("buy a {v}", "get a {v}", "trade up to a {v}"),
        "dist": ("There's a {v} on Facebook Marketplace for 400 quid, someone grab it",
                 "Saw a review of the {v}, apparently it's twitchy as anything",
                 "If you're a beginner I'd honestly look at a {v}",
                 "Who left the club's {v} out in the rain?"),
        "scope": ("I paddle the {v} for most things, but for sea trips I borrow the club {x}",),
    },
    zh={
        "has": ("我划的是{v}", "我的船是{v}"),
        "new": ("我买了一条{v}", "我把{old}卖了，换了{v}", "终于入手了{v}"),
        "use": ("今天用{v}下了Trews Weir，稳得很", "{v}比想象中重，周六谁能帮我抬一下"),
        "third": ("{n}换了一条{v}", "{n}现在划{v}"),
        "inf": ("买一条{v}", "换成{v}"),
        "dist": ("闲鱼上居然有人卖{v}，英国这边反而贵", "有人说{v}很容易翻，真的吗？"),
    },
    q_en={"current": "Which kayak does {n} paddle now?",
          "historical": "Which kayak did {n} paddle before?", "as_of": "Which kayak does {n} paddle?",
          "planning": "Which boat is {n} planning to buy?"},
    q_zh={"current": "{n}现在划什么船？", "historical": "{n}以前划什么船？",
          "as_of": "{n}划什么船？", "planning": "{n}打算买什么船？"},
)  # fmt: skip

PHONE = Slot(
    "phone_network", False,
    ("giffgaff", "Vodafone", "EE", "O2", "Lebara", "Kestrel Mobile", "Smarty", "Tesco Mobile",
     "Voxi", "Lyca"),
    en={
        "has": ("I'm on {v}", "my phone's with {v}", "I'm with {v} for my mobile"),
        "new": ("I switched my phone to {v}", "I left {old} and went to {v}",
                "I ported my number over to {v}"),
        "use": ("{v} has zero signal at Countess Wear, so don't expect replies from the water",
                "my {v} bill came in and it's half what I used to pay"),
        "third": ("{n}'s on {v} now", "{n} moved their phone to {v}"),
        "inf": ("switch to {v}", "move my number to {v}"),
        "dist": ("{v} are doing unlimited data for a tenner this month, if anyone cares",
                 "My sister says {v} customer service is the worst on earth",
                 "Does {v} get signal up at the Dawlish end?"),
        "scope": ("I'm on {v} for my own phone, but the safety-boat phone is on {x}",),
    },
    zh={
        "has": ("我用的是{v}的卡", "我手机卡是{v}"),
        "new": ("我换成{v}了", "我把号码从{old}转到{v}了", "刚办了{v}的卡"),
        "use": ("{v}在码头那边完全没信号，刚才没看到消息", "这个月{v}的账单才十镑，比以前便宜多了"),
        "third": ("{n}换成{v}了", "{n}现在用{v}"),
        "inf": ("换成{v}", "办一张{v}的卡"),
        "dist": ("新生群里都在推荐{v}，说留学生有优惠", "听说{v}信号在乡下很差"),
    },
    q_en={"current": "Which mobile network is {n} on now?",
          "historical": "Which mobile network was {n} on before?",
          "as_of": "Which mobile network is {n} on?",
          "planning": "Which mobile network is {n} planning to switch to?"},
    q_zh={"current": "{n}现在用哪家手机运营商？", "historical": "{n}以前用哪家运营商？",
          "as_of": "{n}用哪家运营商？", "planning": "{n}打算换哪家运营商？"},
)  # fmt: skip

ENERGY = Slot(
    "energy_supplier", False,
    ("Octopus", "British Gas", "EDF", "OVO", "Tamar Power", "Ecotricity", "Moorland Energy",
     "So Energy"),
    en={
        "has": ("our gas and electric are with {v}", "we're with {v} for energy",
                "I'm with {v} for electricity"),
        "new": ("I switched energy to {v}", "I finally moved us from {old} to {v}",
                "I signed up with {v} for the gas and electric"),
        "use": ("{v} sent someone round to fit the smart meter, took all morning",
                "the {v} app says I used more electric drying wetsuits than cooking, help"),
        "third": ("{n}'s switched to {v}", "{n} is with {v} now for energy"),
        "inf": ("switch to {v}", "move the energy over to {v}"),
        "we": ("we've switched to {v}", "we're on {v} now, left {old} at last"),
        "dist": ("{v} are in the news again for overcharging, glad I'm not with them",
                 "My mum swears by {v} but she'd swear by anything with a free kettle",
                 "Is {v} any good? Asking for a friend"),
    },
    zh=None,
    q_en={"current": "Which energy supplier is {n} with now?",
          "historical": "Which energy supplier was {n} with before?",
          "as_of": "Which energy supplier is {n} with?",
          "planning": "Which energy supplier is {n} planning to switch to?"},
    roles=("parent", "committee", "safety", "coach", "paddler"),
)  # fmt: skip

BANK = Slot(
    "bank", False,
    ("Monzo", "Starling", "Nationwide", "Lloyds", "Barclays", "HSBC", "Exe Mutual", "Revolut",
     "Santander"),
    en={
        "has": ("I bank with {v}", "my account's with {v}", "I'm a {v} customer"),
        "new": ("I moved my current account to {v}", "I ditched {old} and opened a {v} account",
                "I switched banks to {v}"),
        "use": ("{v} just pinged me that the club subs went out, so I'm paid up",
                "sent you the trailer money from my {v} account, shout if it hasn't landed"),
        "third": ("{n} banks with {v} now", "{n} switched to {v}"),
        "inf": ("switch to {v}", "open an account with {v}"),
        "dist": ("{v} is down again, nobody can pay for the chips",
                 "The club account is with {v}, not that anyone asked",
                 "{v} are offering 200 quid to switch, tempting for someone"),
    },
    zh={
        "has": ("我用{v}的卡", "我的银行账户在{v}"),
        "new": ("我开了{v}的账户，{old}那个不用了", "换到{v}了，转账快多了", "我把工资卡换成{v}了"),
        "use": ("刚用{v}把会费转过去了", "{v}的app提醒我泳池课的钱扣了"),
        "third": ("{n}换成{v}了", "{n}现在用{v}"),
        "inf": ("开一个{v}账户", "换到{v}"),
        "dist": ("{v}今天系统崩了，大家付款注意", "学校推荐留学生开{v}，有人用过吗？"),
    },
    q_en={"current": "Which bank does {n} use now?", "historical": "Which bank did {n} use before?",
          "as_of": "Which bank does {n} use?", "planning": "Which bank is {n} planning to switch to?"},
    q_zh={"current": "{n}现在用哪家银行？", "historical": "{n}以前用哪家银行？",
          "as_of": "{n}用哪家银行？", "planning": "{n}打算换哪家银行？"},
)  # fmt: skip

JOB = Slot(
    "employer", False,
    ("Met Office", "RD&E", "Exeter City Council", "Haldon Forest Park", "Clyst Valley Dairies",
     "Devon Harbourworks", "Wessex Water", "Southgate Surveys", "Kingfisher Outdoors",
     "Pinhoe Packaging", "Exe Estuary Trust"),
    en={
        "has": ("I work at {v}", "I'm at {v} during the week", "I'm employed by {v}"),
        "new": ("I started a new job at {v}", "I left {old} and I'm now at {v}",
                "I took the job at {v}", "I handed my notice in at {old} and started at {v}"),
        "use": ("can't make Wednesday pool, {v} have me on a late shift",
                "my new manager at {v} paddles too, small world",
                "first payday at {v}, so I'm buying the chips"),
        "third": ("{n} works at {v} now", "{n} got the job at {v}", "{n}'s started at {v}"),
        "inf": ("apply for the job at {v}", "go for the role at {v}"),
        "dist": ("{v} are hiring, if anyone wants a change", "My neighbour's just been laid off by {v}",
                 "{v} was in the Echo today for something daft"),
        "scope": ("I'm with {v} most days, but I still do Saturdays at {x}",),
    },
    zh=None,
    q_en={"current": "Where does {n} work now?", "historical": "Where did {n} work before?",
          "as_of": "Where does {n} work?", "planning": "Which job is {n} planning to take?"},
    roles=("parent", "committee", "safety", "coach", "paddler"),
)  # fmt: skip

CAR = Slot(
    "car", False,
    ("Skoda Octavia", "Volvo V70", "VW Caddy", "Toyota Yaris", "Kia Niro", "Ford Focus",
     "Dacia Duster", "Nissan Leaf", "Subaru Forester", "Citroen Berlingo"),
    en={
        "has": ("I drive a {v}", "my car's a {v}", "we've got a {v} with roof bars"),
        "new": ("I bought a {v}", "I traded the {old} in for a {v}", "I finally replaced the {old} with a {v}"),
        "use": ("I can fit three boats on the {v} if anyone needs a lift to the Dart",
                "the {v} did the run to Newbridge on a quarter of a tank, impressed"),
        "third": ("{n}'s driving a {v} now", "{n} got a {v}"),
        "inf": ("buy a {v}", "get a {v}"),
        "we": ("we've got a {v} now", "we sold the {old} and bought a {v}"),
        "dist": ("Someone's {v} is parked across the trailer again", "Top Gear reckons the {v} is a boring car for boring people",
                 "Would a {v} take a 4 metre boat on the roof?"),
    },
    zh=None,
    q_en={"current": "What car does {n} drive now?", "historical": "What car did {n} drive before?",
          "as_of": "What car does {n} drive?", "planning": "Which car is {n} planning to buy?"},
    roles=("parent", "committee", "safety", "coach", "paddler"),
)  # fmt: skip

ROLE = Slot(
    "club_role", False,
    ("treasurer", "secretary", "welfare officer", "coaching coordinator", "equipment officer",
     "chair", "social organiser", "safety officer"),
    en={
        "has": ("I'm the club {v}", "I do the {v} job on the committee"),
        "new": ("I took over as {v}", "I stepped down as {old} and I'm {v} now",
                "I got voted in as {v} at the AGM"),
        "use": ("as {v} I need everyone's forms back by Friday please",
                "wearing my {v} hat: please stop leaving the shed unlocked"),
        "third": ("{n} is our {v} now", "{n} took on {v}"),
        "inf": ("stand for {v}", "take on {v} at the AGM"),
        "dist": ("We still need a {v} at the regional association, any takers?",
                 "The {v} at Exmouth club is lovely, she helped me with the polo fixtures",
                 "Whoever ends up {v} next year, good luck"),
    },
    zh=None,
    q_en={"current": "What is {n}'s role on the club committee now?",
          "historical": "What committee role did {n} have before?",
          "as_of": "What committee role does {n} have?",
          "planning": "Which committee role is {n} planning to take on?"},
    roles=("committee", "coach", "safety", "parent"),
)  # fmt: skip

GYM = Slot(
    "gym", False,
    ("PureGym", "Riverside Leisure Centre", "Clip 'n Climb", "St Sidwell's Point",
     "Bay Fitness", "Parkside Gym", "Iron Quay Gym", "Exeter Climbing Wall"),
    en={
        "has": ("I train at {v}", "I go to {v} for winter fitness", "I'm a member at {v}"),
        "new": ("I joined {v}", "I cancelled {old} and joined {v}", "I signed up at {v}"),
        "use": ("legs destroyed after circuits at {v} last night, go easy on me Saturday",
                "the sauna at {v} is exactly what you need after a freezing session"),
        "third": ("{n} trains at {v} now", "{n} joined {v}"),
        "inf": ("join {v}", "sign up at {v}"),
        "dist": ("{v} has a half-price January offer apparently", "Heard {v} closes for refurbishment in the summer",
                 "Never set foot in {v} and never will"),
    },
    zh={
        "has": ("我在{v}健身", "我办的是{v}的卡"),
        "new": ("我办了{v}的会员", "我把{old}退了，去{v}了"),
        "use": ("昨天在{v}练腿，今天划船手脚都软", "{v}的桑拿太舒服了，冬训完必去"),
        "third": ("{n}去{v}健身了", "{n}现在在{v}练"),
        "inf": ("办{v}的卡", "去{v}"),
        "dist": ("{v}好像在搞半价活动", "{v}人太多了，我同学说根本抢不到器械"),
    },
    q_en={"current": "Which gym does {n} go to now?", "historical": "Which gym did {n} go to before?",
          "as_of": "Which gym does {n} go to?", "planning": "Which gym is {n} planning to join?"},
    q_zh={"current": "{n}现在去哪个健身房？", "historical": "{n}以前去哪个健身房？",
          "as_of": "{n}去哪个健身房？", "planning": "{n}打算去哪个健身房？"},
)  # fmt: skip

DENTIST = Slot(
    "dentist", False,
    ("Barnfield Dental", "Southernhay Smiles", "Cathedral Yard Dental", "Magdalen Road Dentists",
     "Bridge Street Dental", "Kenn Valley Dental"),
    en={
        "has": ("I'm registered at {v}", "my dentist is {v}"),
        "new": ("I registered with {v}", "I left {old} and signed up at {v}",
                "I finally got onto the NHS list at {v}"),
        "use": ("can't do Thursday, I've got a filling at {v} at five",
                "the hygienist at {v} told me off for grinding my teeth on the river"),
        "third": ("{n} goes to {v} now", "{n} got into {v}"),
        "inf": ("register with {v}", "move to {v}"),
        "dist": ("{v} are taking NHS patients again, tell everyone",
                 "My colleague had a horror story about {v}", "Is {v} the one by the bus station?"),
    },
    zh=None,
    q_en={"current": "Which dentist is {n} registered with now?",
          "historical": "Which dentist was {n} with before?",
          "as_of": "Which dentist is {n} registered with?",
          "planning": "Which dentist is {n} planning to register with?"},
    plans=False,
)  # fmt: skip

SCHOOL = Slot(
    "kids_school", False,
    ("St Peter's", "Isca Academy", "West Exe School", "Clyst Vale", "Exeter Mathematics School",
     "Ladysmith Juniors", "Pinhoe Primary", "St Luke's"),
    en={
        "has": ("our eldest is at {v}", "the kids go to {v}", "ours is at {v}"),
        "new": ("I moved our eldest to {v}", "we took her out of {old} and she started at {v}",
                "our lad got his place at {v} and started in September"),
        "use": ("{v} have a non-uniform day Friday so she wants to wear her club hoodie",
                "parents' evening at {v} clashes with junior squad, we'll be late",
                "the {v} bus drops him at the bridge so he can walk to the boathouse"),
        "third": ("{n}'s daughter goes to {v} now", "{n}'s kids are at {v}"),
        "inf": ("move them to {v}", "apply to {v} for Year 7"),
        "we": ("we've moved them to {v}", "we switched schools to {v}"),
        "dist": ("{v} got a rubbish Ofsted, poor teachers", "Anyone's kid at {v}? Need a lift share",
                 "{v} has a rowing club, not a paddling one, boo"),
    },
    zh=None,
    q_en={"current": "Which school do {n}'s kids go to now?",
          "historical": "Which school did {n}'s kids go to before?",
          "as_of": "Which school do {n}'s kids go to?",
          "planning": "Which school is {n} planning to move the kids to?"},
    roles=("parent",),
)  # fmt: skip

STREAM = Slot(
    "streaming", False,
    ("Netflix", "Disney+", "ITVX", "Prime Video", "Paramount+", "Apple TV+", "Tidefall+", "iQIYI",
     "Bilibili"),
    en={
        "has": ("we only have {v}", "I'm on {v} for telly"),
        "new": ("I cancelled {old} and got {v}", "I signed up to {v}", "I switched to {v}"),
        "use": ("watched that whitewater documentary on {v} last night, made me want to go to Norway",
                "{v} keep asking if I'm still watching, yes, it's raining and the river's too high"),
        "third": ("{n} has {v} now", "{n} switched to {v}"),
        "inf": ("get {v}", "sign up to {v}"),
        "we": ("we've got {v} now", "we dropped {old} and got {v}"),
        "dist": ("{v} is putting its prices up again", "Is the paddling film on {v} any good?",
                 "My brother-in-law shares his {v} with half of Devon"),
    },
    zh={
        "has": ("我看剧用{v}", "我只开了{v}的会员"),
        "new": ("我开了{v}的会员", "我把{old}退订了，换成{v}", "刚订了{v}"),
        "use": ("昨晚在{v}上看了一部皮划艇纪录片，太燃了", "下雨不能划，在家刷{v}"),
        "third": ("{n}开了{v}", "{n}现在用{v}看剧"),
        "inf": ("订{v}", "开{v}的会员"),
        "dist": ("{v}又涨价了", "有人说{v}上有新的冲浪纪录片"),
    },
    q_en={"current": "Which streaming service does {n} use now?",
          "historical": "Which streaming service did {n} use before?",
          "as_of": "Which streaming service does {n} use?",
          "planning": "Which streaming service is {n} planning to get?"},
    q_zh={"current": "{n}现在用哪个视频平台？", "historical": "{n}以前用哪个视频平台？",
          "as_of": "{n}用哪个视频平台？", "planning": "{n}打算开哪个平台的会员？"},
)  # fmt: skip

TOOL = Slot(
    "thesis_tool", False,
    ("Overleaf", "Zotero", "Obsidian", "Notion", "MATLAB", "RStudio", "Jupyter", "Mendeley",
     "LyX"),
    en={
        "has": ("I write everything in {v}", "I do my thesis in {v}"),
        "new": ("I moved my thesis over to {v}", "I gave up on {old} and switched to {v}"),
        "use": ("{v} crashed and ate my chapter, back up your stuff people",
                "spent the morning fighting {v} instead of writing"),
        "third": ("{n} uses {v} now", "{n} switched to {v}"),
        "inf": ("switch to {v}", "try {v} properly"),
        "dist": ("My supervisor keeps pushing {v} on everyone", "Has anyone used {v}? Is it worth it?"),
        "scope": ("I write in {v}, but my references live in {x}",),
    },
    zh={
        "has": ("我论文是用{v}写的", "我一直用{v}"),
        "new": ("我把论文搬到{v}上了", "{old}太难用了，换成{v}了", "我改用{v}了"),
        "use": ("{v}又崩了，一章白写了，大家记得备份", "今天一上午都在跟{v}较劲"),
        "third": ("{n}换成{v}了", "{n}现在用{v}"),
        "inf": ("换成{v}", "试试{v}"),
        "dist": ("导师一直安利{v}", "有人用过{v}吗？好用吗？"),
        "scope": ("我主要用{v}写论文，不过文献管理用的是{x}",),
    },
    q_en={"current": "Which tool does {n} use for the thesis now?",
          "historical": "Which thesis tool did {n} use before?",
          "as_of": "Which tool does {n} use for the thesis?",
          "planning": "Which tool is {n} planning to switch to?"},
    q_zh={"current": "{n}现在用什么软件写论文？", "historical": "{n}以前用什么软件写论文？",
          "as_of": "{n}用什么软件写论文？", "planning": "{n}打算换成什么软件？"},
    roles=("student", "committee"),
)  # fmt: skip

DRINK = Slot(
    "post_paddle_drink", False,
    ("Yorkshire Tea", "oat flat white", "Guinness", "hot chocolate", "Exeter Brewery Avocet",
     "Otter Ale", "kombucha", "peppermint tea"),
    en={
        "has": ("my post-paddle drink is a {v}", "I'm a {v} person after a session"),
        "new": ("I've switched to {v} after paddling", "I gave up {old} and it's {v} now"),
        "use": ("first round's on me, I'll have my usual {v}",
                "nothing beats a {v} on the quay after a cold one"),
        "third": ("{n} drinks {v} now", "{n}'s gone over to {v}"),
        "inf": ("switch to {v}", "try {v} instead"),
        "dist": ("The Prospect is doing {v} for two quid on Thursdays",
                 "Anyone who drinks {v} after a river session is a monster"),
    },
    zh=None,
    q_en={"current": "What does {n} drink after paddling now?",
          "historical": "What did {n} drink after paddling before?",
          "as_of": "What does {n} drink after paddling?", "planning": "What is {n} planning to drink?"},
    plans=False,
)  # fmt: skip

PETS = Slot(
    "pets", True,
    ("a spaniel called Biscuit", "a lurcher called Moss", "a cat called Pickle",
     "a rescue greyhound called Dash", "two guinea pigs called Salt and Vinegar",
     "a tortoise called Brian", "a collie called Tess", "a rabbit called Clover"),
    en={
        "has": ("we've got {v}", "I share my life with {v}"),
        "add": ("we've added {v} to the family", "meet the newest one: {v}, and no, {old} is not impressed",
                "I caved and got {v} as well"),
        "third": ("{n} has got {v} as well now", "{n} came home with {v}"),
        "dist": ("Someone at the quay was selling puppies, {v}, I said no",
                 "The Dawlish club has {v} as a mascot, adorable"),
    },
    zh={
        "has": ("我养了{v}", "我家有{v}"),
        "add": ("我又领养了{v}，家里更热闹了", "家里新来了{v}", "忍不住又养了{v}"),
        "third": ("{n}又养了{v}", "{n}家里多了{v}"),
        "dist": ("码头上有人在送{v}，可惜宿舍不让养", "同学发了{v}的照片，好可爱"),
    },
    q_en={"coexisting": "What pets does {n} have now?", "as_of": "What pets does {n} have?"},
    q_zh={"coexisting": "{n}现在养了什么宠物？", "as_of": "{n}养了什么宠物？"},
    plans=False,
    pool_zh=("一只叫年糕的猫", "一只叫豆豆的柯基", "两只叫汤圆和饺子的仓鼠", "一只叫小白的兔子",
             "一条叫旺财的金毛"),
)  # fmt: skip

INSTRUMENT = Slot(
    "instruments", True,
    ("ukulele", "fiddle", "bodhrán", "banjo", "cello", "trombone", "accordion", "tin whistle"),
    en={
        "has": ("I play the {v} in a pub band", "I've played {v} since school"),
        "add": ("I've started learning the {v} too, on top of the {old}",
                "I've taken up the {v} as well, the {old} is getting jealous"),
        "third": ("{n} plays the {v} now as well", "{n} has taken up the {v} too"),
        "dist": ("There's a {v} player busking by the Cathedral, class",
                 "Whoever brought a {v} to the campout, never again"),
    },
    zh={
        "has": ("我会弹{v}", "我从小学{v}"),
        "add": ("我最近又开始学{v}了，{old}也还在练", "除了{old}，我还报了个{v}班"),
        "third": ("{n}又开始学{v}了", "{n}现在也玩{v}"),
        "dist": ("大教堂门口有人在弹{v}，好听", "谁在露营的时候带了{v}，吵死了"),
    },
    q_en={"coexisting": "Which instruments does {n} play now?", "as_of": "Which instruments does {n} play?"},
    q_zh={"coexisting": "{n}现在会哪些乐器？", "as_of": "{n}会哪些乐器？"},
    plans=False,
    pool_zh=("古筝", "二胡", "尤克里里", "钢琴", "笛子", "琵琶"),
)  # fmt: skip

DISCIPLINE = Slot(
    "disciplines", True,
    ("canoe polo", "slalom", "sea kayaking", "marathon racing", "stand-up paddleboarding",
     "open canoe", "surf kayaking", "freestyle"),
    en={
        "has": ("my thing is {v}", "I mostly do {v}", "I'm in it for the {v}"),
        "add": ("I've started doing {v} as well as {old}", "I've got into {v} too, still doing {old}",
                "added {v} to my week, {old} on Thursdays still"),
        "third": ("{n} does {v} now as well", "{n} has got into {v} too"),
        "dist": ("Anyone watching the {v} at the Olympics?",
                 "Bristol club is running a {v} taster, not my cup of tea",
                 "My cousin tried {v} once and broke a thumb"),
    },
    zh={
        "has": ("我主要玩{v}", "我一直在练{v}"),
        "add": ("最近开始练{v}了，{old}也没停", "我报了{v}的训练，{old}周四照常"),
        "third": ("{n}也开始玩{v}了", "{n}现在也练{v}"),
        "dist": ("奥运会的{v}比赛有人看吗？", "布里斯托那边有{v}体验课，我不太感兴趣"),
    },
    q_en={"coexisting": "Which kinds of paddling does {n} do now?",
          "as_of": "Which kinds of paddling does {n} do?"},
    q_zh={"coexisting": "{n}现在练哪些项目？", "as_of": "{n}练哪些项目？"},
    plans=False,
    pool_zh=("皮划艇水球", "激流回旋", "海上皮划艇", "桨板", "马拉松皮划艇", "冲浪皮划艇"),
)  # fmt: skip

LEARNING = Slot(
    "languages_learning", True,
    ("Mandarin", "Welsh", "Spanish", "Cornish", "Japanese", "Italian", "Portuguese"),
    en={
        "has": ("I'm learning {v} on Duolingo", "I'm doing an evening class in {v}"),
        "add": ("I've started {v} as well, {old} still going", "I've added {v} to my Duolingo, {old} streak intact"),
        "third": ("{n} is learning {v} too now", "{n} has started {v} as well"),
        "dist": ("The library does free {v} conversation on Tuesdays",
                 "Why is the {v} owl so aggressive", "My kid wants to do {v} at GCSE, lol"),
    },
    zh=None,
    q_en={"coexisting": "Which languages is {n} learning now?", "as_of": "Which languages is {n} learning?"},
    plans=False,
)  # fmt: skip

SLOTS = (HOME, BOAT, PHONE, ENERGY, BANK, JOB, CAR, ROLE, GYM, DENTIST, SCHOOL, STREAM, TOOL,
         DRINK, PETS, INSTRUMENT, DISCIPLINE, LEARNING)  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Conversation wrappers (situations), per language.
# ---------------------------------------------------------------------------------------------

CHAT_PRE = {
    EN: ("Morning all!", "Evening paddlers.", "Right, quick one before I forget.", "Ugh, what a week.",
         "Anyone else still thawing out from Sunday?", "Thanks to everyone who helped with the boats today.",
         "Happy Friday, you lot.", "Back from holiday and already missing the sun."),
    ZH: ("大家早！", "今天好冷啊。", "刚下课，累死了。", "谢谢今天帮忙抬船的各位。", "周末愉快～"),
}  # fmt: skip
CHAT_MID = {
    EN: ("the kids were buzzing after polo and wouldn't go to bed", "my wetsuit still hasn't dried from Tuesday",
         "the cake at the AGM was better than the minutes", "the gauge at Trews said 1.2 so it was bouncy",
         "I've finally sorted the garage so the boats aren't in the hallway"),
    ZH: ("今天实验室的咖啡机又坏了", "我的潜水服到现在还没干", "上周的饺子聚会太开心了",
         "导师今天开会开了三个小时"),
}  # fmt: skip
CHAT_POST = {
    EN: ("Anyway, who's up for the Saturday river trip?", "See you all at the boathouse!",
         "Also the trailer light is still broken, someone tell the committee.",
         "River's dropping so Sunday looks on.", "Don't forget subs are due end of the month.",
         "Right, tea's ready, byeee."),
    ZH: ("周六有人一起去划吗？", "船库见！", "谁周四能带我一下？", "先去吃饭了～"),
}  # fmt: skip
PLAN = {
    EN: ("I'm planning to {inf}", "thinking I'll {inf} in the spring", "the plan is to {inf} before winter",
         "I'm going to {inf} once the bonus comes through", "I've decided to {inf}"),
    ZH: ("我打算{inf}", "准备过段时间{inf}", "我决定{inf}了"),
}  # fmt: skip
CONSIDER = {
    EN: ("half tempted to {inf}, who knows", "I keep daydreaming about whether to {inf}",
         "might {inf} one day, probably not"),
    ZH: ("有点想{inf}，还没想好", "在考虑要不要{inf}，随便想想"),
}  # fmt: skip
DROP = {
    EN: ("Not going to {inf} after all, {why}.", "Scrap what I said about wanting to {inf}, {why}.",
         "Update: I've given up on the idea to {inf}. {Why}."),
    ZH: ("算了，不{inf}了，{why}。", "之前说要{inf}，还是算了，{why}。"),
}  # fmt: skip
WHY = {
    EN: ("too expensive", "the timing's all wrong", "my other half talked me out of it",
         "couldn't face the hassle", "sense prevailed"),
    ZH: ("太贵了", "时间不合适", "太麻烦了", "钱不够"),
}  # fmt: skip
LATE = {
    EN: ("Forgot to mention, back in {month} {new}.", "Oh, I never said: {new} in {month}.",
         "Meant to post this ages ago, {new} back in {month}."),
    ZH: ("忘了说，{month}的时候{new}。", "一直没说，其实{month}的时候{new}。"),
}  # fmt: skip
DIRECT = {
    EN: ("{New}.", "Little bit of news: {new}.", "So, {new}! Feels weird.", "{New}, in case anyone wondered.",
         "Just so you all know, {new}."),
    ZH: ("{new}。", "告诉大家，{new}！", "小更新：{new}。"),
}  # fmt: skip
STATE = {
    EN: ("{Has}.", "For what it's worth, {has}.", "{Has}, if that helps anyone."),
    ZH: ("{has}。", "顺便说下，{has}。"),
}  # fmt: skip
REPORT = {
    EN: ("Btw, {third}.", "Just heard {third}!", "FYI, {third}.", "Not sure if everyone knows but {third}.",
         "Saw on Facebook that {third}."),
    ZH: ("顺便说一下，{third}。", "听说{third}！", "告诉大家，{third}。"),
}  # fmt: skip
SELF_NAME = {
    EN: ("{name} update: {third}.", "Announcement from {name}: {third}, no more excuses.",
         "Public service announcement, {name} edition: {third}."),
    ZH: ("{name}报告：{third}。", "{name}的最新消息：{third}～"),
}  # fmt: skip
ASK_ABOUT = {
    EN: ("Has anyone seen {n} lately? Not been at pool for ages.", "What's {n} up to these days?",
         "Where's {n} been hiding?"),
    ZH: ("最近有人见过{n}吗？好久没来了。", "{n}最近在忙什么？"),
}  # fmt: skip
ASK_STILL = {
    EN: ("{n}, is it still {old} for you?", "Still {old}, {n}?"),
    ZH: ("{n}，你还是{old}吗？",),
}  # fmt: skip
NEGATE = {
    EN: ("No, not {old} any more. {Has} now.", "Nope, it's not {old} these days, {has}."),
    ZH: ("不是{old}了，{has}。", "早就不是{old}了，现在{has}。"),
}  # fmt: skip
CORRECT = {
    EN: ("Sorry, I meant {v}, not {x}. Typing on a wet phone.", "Ignore me, it's {v}, not {x}! Long day."),
    ZH: ("打错了，是{v}，不是{x}。", "不好意思说错了，是{v}不是{x}"),
}  # fmt: skip
PRONOUN = {EN: {"f": "she", "m": "he"}, ZH: {"f": "她", "m": "他"}}


def cap(s: str) -> str:
    if not s or (len(s) > 1 and s[1].isupper()):  # leave brand spellings like iQIYI alone
        return s
    return s[:1].upper() + s[1:]


def fill(t: str, **kw: str) -> str:
    """Format a template; {X} capitalised variants of has/new/third are offered too."""
    extra = {k.capitalize(): cap(v) for k, v in kw.items() if isinstance(v, str)}
    out = t.format(**kw, **extra)
    return re.sub(r"\b([Aa]) (?=[AEIOaeio])", r"\1n ", out) if out.isascii() else out


@dataclass
class Person:
    name: str
    gender: str
    role: str
    zh: bool

    @property
    def lang(self) -> str:
        return ZH if self.zh else EN


@dataclass
class SlotRun:
    """The truth of one person's slot, gathered while writing its episodes."""

    person: Person
    slot: Slot
    segments: list[tuple[int, int, str]] = field(default_factory=list)  # (actual, told, value)
    mentioned: set[str] = field(default_factory=set)
    wrong: set[str] = field(default_factory=set)
    dropped: set[str] = field(default_factory=set)
    pending: str | None = None
    busy: list[int] = field(default_factory=list)  # days the slot was talked about


def month_of(day: int, lang: str) -> str:
    """The month a world day falls in (the world starts 1 March 2023)."""
    idx = (START_MONTH - 1 + int(day / 30.44)) % 12
    return ZH_MONTHS[idx] if lang == ZH else MONTHS[idx]


class Writer:
    """Writes the episodes of one seed and gathers each slot's truth."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.episodes: list[dict[str, Any]] = []
        self.people: list[Person] = []
        self.runs: list[SlotRun] = []

    # -- low level ---------------------------------------------------------------------------

    def say(self, day: int, who: Person, text: str, minute: int | None = None) -> None:
        day = max(0, min(LAST_DAY - 1, day))
        if minute is None:
            minute = self.rng.randint(400, 1380)
        self.episodes.append({"day": day, "minute": minute, "speaker": who.name, "text": text,
                              "session": f"chat-{day:03d}", "language": who.lang})  # fmt: skip

    def convo(self, day: int, lines: list[tuple[Person, str]]) -> None:
        m = self.rng.randint(400, 1300)
        for who, text in lines:
            self.say(day, who, text, m)
            m += self.rng.randint(1, 6)

    def pick(self, options: tuple[str, ...]) -> str:
        return self.rng.choice(options)

    def frag(self, slot: Slot, lang: str, key: str, **kw: str) -> str | None:
        frags = slot.zh if lang == ZH else slot.en
        if not frags or key not in frags:
            return None
        return fill(self.pick(frags[key]), **kw)

    def pool(self, p: Person, slot: Slot) -> list[str]:
        vals = list(slot.pool_zh if (p.zh and slot.pool_zh) else slot.pool)
        self.rng.shuffle(vals)
        return vals

    def reporters(self, p: Person, slot: Slot) -> list[Person]:
        out = []
        for q in self.people:
            if q is p or (q.zh and slot.zh is None):
                continue
            if p.zh and slot.pool_zh and not q.zh:
                continue
            out.append(q)
        return out

    def other(self, p: Person) -> Person:
        return self.rng.choice([q for q in self.people if q is not p])

    # -- situations --------------------------------------------------------------------------

    def state(self, run: SlotRun, day: int, v: str) -> None:
        """An initial or standing state, said by the person (or by name about themselves)."""
        p, slot, rng = run.person, run.slot, self.rng
        key = "has"
        has = self.frag(slot, p.lang, key, v=v)
        assert has is not None
        r = rng.random()
        if r < 0.55:
            self.say(day, p, fill(self.pick(STATE[p.lang]), has=has))
        elif r < 0.85:
            self.say(day, p, self.chatty(p.lang, has))
        else:
            third = self.frag(slot, p.lang, "third", n=p.name, v=v, old=v)
            self.say(day, p, fill(self.pick(SELF_NAME[p.lang]), name=p.name, third=third or ""))

    def chatty(self, lang: str, core: str) -> str:
        pre, mid, post = (self.pick(CHAT_PRE[lang]), self.pick(CHAT_MID[lang]),
                          self.pick(CHAT_POST[lang]))  # fmt: skip
        if lang == ZH:
            return f"{pre}{mid}。对了，{core}。{post}"
        joiner = self.pick(("Oh and", "Other news:", "Meanwhile", "In other news,", "Anyway,"))
        return f"{pre} {cap(mid)}. {joiner} {core}! {post}"

    def change(self, run: SlotRun, day: int, v: str, old: str, styles: tuple[str, ...]) -> None:
        """A change of a single-valued slot, phrased in one of `styles`."""
        p, slot, rng = run.person, run.slot, self.rng
        lang = p.lang
        new = self.frag(slot, lang, "new", v=v, old=old) or ""
        style = rng.choice(styles)
        reps = self.reporters(p, slot)
        if style in ("third", "pronoun") and not reps:
            style = "direct"
        if style == "we" and not self.frag(slot, lang, "we", v=v, old=old):
            style = "direct"
        if style == "direct":
            self.say(day, p, fill(self.pick(DIRECT[lang]), new=new))
        elif style == "chatty":
            self.say(day, p, self.chatty(lang, new))
        elif style == "use":
            use = self.frag(slot, lang, "use", v=v) or new
            self.say(day, p, cap(use) + ("。" if lang == ZH else self.pick((".", "!", " :)", ""))))
        elif style == "we":
            we = self.frag(slot, lang, "we", v=v, old=old) or new
            self.say(day, p, fill(self.pick(DIRECT[lang]), new=we))
        elif style == "selfname":
            third = self.frag(slot, lang, "third", n=p.name, v=v, old=old)
            self.say(day, p, fill(self.pick(SELF_NAME[lang]), name=p.name, third=third or new))
        elif style == "third":
            q = rng.choice(reps)
            third = self.frag(slot, q.lang, "third", n=p.name, v=v, old=old) or ""
            self.say(day, q, fill(self.pick(REPORT[q.lang]), third=third))
        elif style == "pronoun":
            q = rng.choice(reps)
            a = rng.choice([x for x in self.people if x is not p and x is not q])
            pron = PRONOUN[q.lang][p.gender]
            third = self.frag(slot, q.lang, "third", n=pron, v=v, old=old) or ""
            lead = self.pick(("", "Oh, ", "Didn't you hear? ")) if q.lang == EN else ""
            ending = "。" if q.lang == ZH else self.pick((".", "!", ", lucky thing."))
            self.convo(day, [(a, fill(self.pick(ASK_ABOUT[a.lang]), n=p.name)),
                             (q, lead + (third if lead else cap(third)) + ending)])  # fmt: skip
        elif style == "negation":
            q = self.other(p)
            has = self.frag(slot, lang, "has", v=v) or new
            self.convo(day, [(q, fill(self.pick(ASK_STILL[q.lang]), n=p.name, old=old)),
                             (p, fill(self.pick(NEGATE[lang]), old=old, has=has))])  # fmt: skip
        elif style == "correction":
            pool = [x for x in self.pool(p, slot) if x not in run.mentioned]
            x = pool[0]
            run.mentioned.add(x)
            run.wrong.add(x)
            wrong = self.frag(slot, lang, "new", v=x, old=old) or ""
            self.convo(day, [(p, fill(self.pick(DIRECT[lang]), new=wrong)),
                             (p, fill(self.pick(CORRECT[lang]), v=v, x=x))])  # fmt: skip
        run.busy.append(day)

    def plan(self, run: SlotRun, day: int, v: str, table: dict[str, tuple[str, ...]]) -> None:
        p = run.person
        inf = self.frag(run.slot, p.lang, "inf", v=v)
        if inf is None:
            return
        core = fill(self.pick(table[p.lang]), inf=inf)
        if self.rng.random() < 0.4:
            self.say(day, p, self.chatty(p.lang, core))
        else:
            self.say(day, p, cap(core) + ("。" if p.zh else self.pick((".", "!", "..."))))
        run.mentioned.add(v)
        run.busy.append(day)

    def drop(self, run: SlotRun, day: int, v: str) -> None:
        p = run.person
        inf = self.frag(run.slot, p.lang, "inf", v=v) or v
        why = self.pick(WHY[p.lang])
        self.say(day, p, fill(self.pick(DROP[p.lang]), inf=inf, why=why))
        run.busy.append(day)

    def distract(self, run: SlotRun, day: int, v: str, own: bool) -> None:
        """A line naming a value of this kind that is nobody's state (said by them or not)."""
        p, slot = run.person, run.slot
        who = p if own else self.rng.choice(self.reporters(p, slot) or [p])
        line = self.frag(slot, who.lang, "dist", v=v)
        if line is None:
            return
        if who is p:
            run.mentioned.add(v)
        self.say(day, who, line)

    # -- one slot's story ----------------------------------------------------------------------

    def run_single(self, p: Person, slot: Slot) -> SlotRun:
        rng = self.rng
        run = SlotRun(p, slot)
        spare = self.pool(p, slot)
        n = rng.choice((1, 1, 2, 2, 3))
        held = [spare.pop() for _ in range(n + 1)]
        run.mentioned.update(held)

        def take() -> str | None:
            while spare:
                u = spare.pop()
                if u not in run.mentioned:
                    return u
            return None

        d0 = rng.randint(0, 90)
        self.state(run, d0, held[0])
        run.segments.append((d0, d0, held[0]))
        lo, span = d0 + 40, (650 - d0 - 40) // n
        last_told = d0
        styles = ("direct", "direct", "chatty", "use", "use", "third", "pronoun", "negation",
                  "correction", "we", "selfname", "late")  # fmt: skip
        for i in range(n):
            c = lo + i * span + rng.randint(0, max(1, span - 35))
            c = max(c, last_told + 12)
            v, old = held[i + 1], held[i]
            if slot.plans and rng.random() < 0.35 and c - last_told > 40:
                self.plan(run, rng.randint(last_told + 8, c - 12), v, PLAN)
            told = c
            style = rng.choice(styles)
            nxt = lo + (i + 1) * span
            if style == "late" and (i + 1 == n or nxt - c > 80) and c + 60 < LAST_DAY:
                told = c + rng.randint(16, 50)
                new = self.frag(slot, p.lang, "new", v=v, old=old) or ""
                self.say(told, p, fill(self.pick(LATE[p.lang]), month=month_of(c, p.lang), new=new))
                run.busy.append(told)
            else:
                self.change(run, c, v, old, tuple(s for s in styles if s != "late"))
            run.segments.append((c, told, v))
            last_told = told
        # Plans and thoughts that go nowhere, and one that is still pending at the end.
        extra = rng.random()
        if slot.plans and extra < 0.3:
            u = take()
            if u:
                pd = rng.randint(d0 + 10, 640)
                self.plan(run, pd, u, PLAN)
                self.drop(run, pd + rng.randint(15, 70), u)
                run.dropped.add(u)
        elif slot.plans and extra < 0.45:
            u = take()
            if u:
                self.plan(run, rng.randint(d0 + 10, 700), u, CONSIDER)
                run.dropped.add(u)
        if slot.plans and last_told < 660 and rng.random() < 0.3:
            u = take()
            if u:
                self.plan(run, rng.randint(max(last_told + 10, 640), 725), u, PLAN)
                run.pending = u
        # A scoped exception beside the current value.
        frags = slot.zh if p.zh else slot.en
        if frags and "scope" in frags and last_told < 700 and rng.random() < 0.4:
            x = take()
            if x:
                line = self.frag(slot, p.lang, "scope", v=held[-1], x=x) or ""
                self.say(rng.randint(last_told + 5, 728), p, cap(line) + ("。" if p.zh else "."))
                run.mentioned.add(x)
        # Distractors: the same kind of value, nobody's state.
        for _ in range(rng.randint(1, 2)):
            u = take()
            if u:
                self.distract(run, rng.randint(0, 728), u, own=rng.random() < 0.5)
        return run

    def run_multi(self, p: Person, slot: Slot) -> SlotRun:
        rng = self.rng
        run = SlotRun(p, slot)
        spare = self.pool(p, slot)
        n = rng.choice((1, 1, 2))
        held = [spare.pop() for _ in range(n + 1)]
        run.mentioned.update(held)
        d0 = rng.randint(0, 120)
        self.state(run, d0, held[0])
        run.segments.append((d0, d0, held[0]))
        day = d0
        reps = self.reporters(p, slot)
        for i in range(n):
            day = min(rng.randint(day + 40, day + 40 + (600 - d0) // n), 715)
            v, old = held[i + 1], rng.choice(held[: i + 1])
            style = rng.choice(("direct", "direct", "chatty", "third", "pronoun"))
            add = self.frag(slot, p.lang, "add", v=v, old=old) or ""
            if style in ("third", "pronoun") and reps:
                q = rng.choice(reps)
                if style == "third":
                    third = self.frag(slot, q.lang, "third", n=p.name, v=v) or ""
                    self.say(day, q, fill(self.pick(REPORT[q.lang]), third=third))
                else:
                    a = rng.choice([x for x in self.people if x is not p and x is not q])
                    third = self.frag(slot, q.lang, "third", n=PRONOUN[q.lang][p.gender], v=v)
                    end = "。" if q.zh else "!"
                    self.convo(day, [(a, fill(self.pick(ASK_ABOUT[a.lang]), n=p.name)),
                                     (q, cap(third or "") + end)])  # fmt: skip
            elif style == "chatty":
                self.say(day, p, self.chatty(p.lang, add))
            else:
                self.say(day, p, fill(self.pick(DIRECT[p.lang]), new=add))
            run.segments.append((day, day, v))
            run.busy.append(day)
        for _ in range(rng.randint(1, 2)):
            rest = [u for u in spare if u not in run.mentioned]
            if rest:
                self.distract(run, rng.randint(0, 728), rest[0], own=rng.random() < 0.5)
                spare.remove(rest[0])
        return run


# ---------------------------------------------------------------------------------------------
# Everyday chat (no state news).
# ---------------------------------------------------------------------------------------------

SPOTS = ("Trews Weir", "Countess Wear", "the quay", "Haven Banks", "Double Locks", "Turf Locks",
         "the Dart at Newbridge", "Salcombe", "Dawlish", "the canal basin", "Bickleigh")  # fmt: skip
DAYS = ("Saturday", "Sunday", "Tuesday", "Thursday", "Wednesday night", "Friday")
ITEMS = ("spraydeck", "paddle", "helmet", "buoyancy aid", "throw line", "left boot", "car key",
         "flask", "fleece")  # fmt: skip
COLOURS = ("red", "blue", "green", "orange", "black", "yellow")
ZH_COLOURS = ("红色", "蓝色", "绿色", "橙色", "黑色", "黄色")
ZH_SPOTS = ("Trews Weir", "Countess Wear", "码头", "Haven Banks", "Double Locks", "Dawlish", "运河")
FILLER_EN = (
    "River's at {lvl} on the gauge, {verdict}.", "Who's got the trailer keys?",
    "Safety boat rota for {d} is up, {a} and {b} on the RIB.",
    "Juniors were brilliant at {s} today, so proud of them.",
    "Lost: one {c} {i}, last seen at {s}. Answers to 'oi'.", "Anyone fancy {s} on {d}?",
    "Photos from {s} are on the Drive, some very unflattering ones of {a}.",
    "Weather looks {w} for {d}, bring layers.", "Has anyone seen my {i}? It's {c}.",
    "Cake rota: {a} is on cake duty {d}, no pressure.", "Pool session {d} is cancelled, sorry all.",
    "Pool session {d} is on, bring your nose clips.", "Great roll session tonight, {a} nailed it!",
    "Reminder the boathouse code changes on {d}, check your email.",
    "Who left a {c} {i} in the shed? It's growing things.", "Thanks {a} for the lift!",
    "Seals at {s} again, they're getting cheeky.", "Anyone else's shoulders wrecked after {d}?",
    "{a}, you still ok to lead the {d} trip?", "Absolutely hammered it down at {s}, worth it though.",
    "Quick reminder to sign the attendance sheet, the insurance people ask.",
    "Trailer's back, one strap missing as usual.", "Can we not park on the grass, the council moaned again.",
    "Haha {a} that swim was majestic.", "Sunset paddle from {s} was unreal, pics to follow.",
    "The new buoyancy aids have arrived, {a} is sorting sizes.", "Anyone got a spare {i} for a newbie on {d}?",
    "Juniors' bake sale raised 214 quid, amazing!", "Frost on the pontoon this morning, careful.",
    "Big thanks to the safety crew, couldn't run it without you.",
    "谢谢 {a} for the dumplings, they were incredible!", "加油 juniors, smashed it!",
    "Happy Lunar New Year to our Chinese members! 新年快乐!", "That was proper 好吃, {a}, recipe please.",
)  # fmt: skip
FILLER_ZH = (
    "今天水位{lvl}，能划吗？", "周四泳池课有人去吗？", "谢谢{a}借我头盔！", "第一次翻滚成功了！！",
    "码头好冷，手都冻僵了", "有人{d}拼车去{s}吗？", "新生周摆摊我可以帮忙", "今天在{s}看到海豹了！",
    "论文写不完了，这周不来了", "谁捡到一个{c}的水瓶？", "{a}教的翻滚方法太有用了", "下周考试，先潜水了",
    "今天的夕阳太美了，照片发群相册了", "英国的天气真是说变就变", "有人知道泳池课几点开始吗？",
    "我的桨好像拿错了，{c}的那支是谁的？", "周末的饺子会大家都来啊", "刚在{s}翻船了，水好冰",
    "感谢安全艇的各位，今天辛苦了", "{a}划得好快，根本追不上",
)  # fmt: skip
VERDICT = ("perfect for the beginners", "bit low, bring your scrapey boat", "too high for juniors",
           "bouncy, proper fun", "going down fast")  # fmt: skip
WEATHER = ("grim", "glorious", "windy", "drizzly but fine", "baltic")


def filler_line(w: Writer, who: Person) -> str:
    rng = w.rng
    others = rng.sample([q.name for q in w.people if q is not who], 2)
    kw = {"lvl": f"{rng.uniform(0.3, 2.2):.1f}", "verdict": w.pick(VERDICT), "d": w.pick(DAYS),
          "s": w.pick(SPOTS), "c": w.pick(COLOURS), "i": w.pick(ITEMS), "w": w.pick(WEATHER),
          "a": others[0], "b": others[1]}  # fmt: skip
    if who.zh:
        kw.update(c=w.pick(ZH_COLOURS), s=w.pick(ZH_SPOTS))
        return w.pick(FILLER_ZH).format(**kw)
    return w.pick(FILLER_EN).format(**kw)


# ---------------------------------------------------------------------------------------------
# Probes.
# ---------------------------------------------------------------------------------------------


def question(run: SlotRun, kind: str) -> str:
    p, slot = run.person, run.slot
    qs = slot.q_zh if (p.zh and slot.q_zh) else slot.q_en
    return qs[kind].format(n=p.name)


def probe(run: SlotRun, kind: str, gold: list[str], outdated: list[str] = (),  # type: ignore[assignment]
          as_of_day: int | None = None) -> dict[str, Any]:  # fmt: skip
    values = sorted(run.mentioned | set(gold) | set(outdated) | run.dropped)
    out = {"subject": run.person.name, "kind": kind, "question": question(run, kind),
           "slot": run.slot.key, "gold": list(gold), "outdated": list(outdated), "values": values,
           "abandoned": sorted(run.dropped)}  # fmt: skip
    if as_of_day is not None:
        out["as_of_day"] = as_of_day
    return out


def as_of_window(run: SlotRun, i: int) -> tuple[int, int] | None:
    """Days on which segment i's value was both true and already said (None if too short)."""
    seg = run.segments[i]
    lo = seg[1] + 1
    hi = LAST_DAY - 2 if i + 1 == len(run.segments) else min(run.segments[i + 1][:2]) - 1
    return (lo, hi) if hi - lo >= 6 else None


def probes_for(run: SlotRun, rng: random.Random) -> list[dict[str, Any]]:
    held = [s[2] for s in run.segments]
    out = []
    if run.slot.multi:
        out.append(probe(run, "coexisting", held))
        win = as_of_window(run, 0)
        if win and rng.random() < 0.45:
            out.append(
                probe(run, "as_of", [held[0]], as_of_day=rng.randint(win[0] + 2, win[1] - 2))
            )
        return out
    cur = held[-1]
    outdated = [v for v in held[:-1] if v != cur] + sorted(run.wrong)
    out.append(probe(run, "current", [cur], outdated))
    if rng.random() < 0.5:
        out.append(probe(run, "historical", [v for v in held[:-1] if v != cur]))
    wins = [(i, w) for i in range(len(held) - 1) if (w := as_of_window(run, i))]
    if wins and rng.random() < 0.55:
        i, win = rng.choice(wins)
        out.append(probe(run, "as_of", [held[i]], as_of_day=rng.randint(win[0] + 2, win[1] - 2)))
    if run.pending:
        out.append(probe(run, "planning", [run.pending]))
    return out


# ---------------------------------------------------------------------------------------------
# The world.
# ---------------------------------------------------------------------------------------------


def generate(seed: int) -> dict[str, Any]:
    """One seed's world: episodes (time-ordered) and probes with gold values."""
    w = Writer(seed)
    rng = w.rng
    n_people = rng.randint(10, 14)
    n_zh = max(2, round(n_people / 4))
    picks = rng.sample(EN_PEOPLE, n_people - n_zh) + rng.sample(ZH_PEOPLE, n_zh)
    w.people = [Person(name, g, role, zh=role == "student") for name, g, role in picks]
    rng.shuffle(w.people)
    for p in w.people:
        eligible = [s for s in SLOTS
                    if (not s.roles or p.role in s.roles) and (not p.zh or s.zh is not None)]  # fmt: skip
        k = min(len(eligible), rng.randint(4, 7))
        for slot in rng.sample(eligible, k):
            run = w.run_multi(p, slot) if slot.multi else w.run_single(p, slot)
            w.runs.append(run)
    # Everyday chat, most of the history: a few quiet days, some busy ones.
    n_filler = rng.randint(260, 300)
    for _ in range(n_filler):
        day = rng.randint(0, LAST_DAY - 1)
        who = rng.choice(w.people)
        if rng.random() < 0.2:  # a little back-and-forth
            b = w.other(who)
            w.convo(day, [(who, filler_line(w, who)), (b, filler_line(w, b))])
        else:
            w.say(day, who, filler_line(w, who))
    episodes = sorted(w.episodes, key=lambda e: (e["day"], e["minute"]))
    probes = [pr for run in w.runs for pr in probes_for(run, rng)]
    if len(probes) > 140:  # keep every current / coexisting / planning probe, thin the rest
        spare = [i for i, pr in enumerate(probes) if pr["kind"] in ("historical", "as_of")]
        drop = set(rng.sample(spare, min(len(spare), len(probes) - 140)))
        probes = [pr for i, pr in enumerate(probes) if i not in drop]
    return {"start": START, "episodes": episodes, "probes": probes,
            "people": [p.name for p in w.people]}  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _said(value: str, texts: list[str]) -> bool:
    if not value.isascii():
        return any(value in t for t in texts)
    pat = re.compile(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", re.IGNORECASE)
    return any(pat.search(t) for t in texts)


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    errs = []
    eps, probes = world["episodes"], world["probes"]
    names = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] < LAST_DAY) or e["language"] not in (EN, ZH) or not e["text"]:
            errs.append(f"bad episode {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled template: {e['text']}")
        if (e["day"], e["minute"]) < last:
            errs.append("episodes out of order")
        last = (e["day"], e["minute"])
    for pr in probes:
        where = f"{pr['subject']}/{pr['slot']}/{pr['kind']}"
        if pr["kind"] not in KINDS or pr["subject"] not in names or not pr["gold"]:
            errs.append(f"bad probe {where}")
        if set(pr["gold"]) & set(pr["outdated"]) or set(pr["gold"]) & set(pr["abandoned"]):
            errs.append(f"gold also outdated/abandoned: {where}")
        if not set(pr["gold"]) <= set(pr["values"]):
            errs.append(f"gold outside values: {where}")
        for v in pr["gold"]:
            if not _said(v, texts):
                errs.append(f"gold {v!r} never said: {where}")
        if (pr["kind"] == "as_of") != ("as_of_day" in pr):
            errs.append(f"as_of_day mismatch: {where}")
        if not pr["question"] or "{" in pr["question"]:
            errs.append(f"bad question: {where}")
    return errs


def main() -> int:
    ok = True
    for seed in (7, 11, 23):
        a, b = generate(seed), generate(seed)
        if a != b:
            print(f"seed {seed}: not deterministic")
            ok = False
        errs = validate(a)
        for err in errs[:10]:
            print(f"seed {seed}: {err}")
        ok = ok and not errs
        eps, probes = a["episodes"], a["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        zh = sum(e["language"] == ZH for e in eps)
        slots = {(p["subject"], p["slot"]) for p in probes}
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes {kinds}, "
              f"{len(a['people'])} people, {len(slots)} slots probed")  # fmt: skip
    print("self-check ok" if ok else "self-check FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
