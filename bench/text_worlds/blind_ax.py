"""Blind text world ``blind_ax``: the volunteers' group chat of a Southampton hospital radio.

Written blind from a brief of situations (no knowledge of the extractor).  ``generate(seed)``
invents 10 to 14 volunteers of a hospital-radio station in Southampton (presenters, request
collectors on the wards, technicians, fundraisers, students on placement, retired members and
some Chinese-speaking volunteers and their families) who chat over two years, mostly about
nothing in particular: requests from the wards, the rota, broken faders, quiz nights, Saints.
Each person has four to seven state slots (neighbourhood, day job, phone network, car, studio
drink, clubs, pets, instruments, energy supplier, streaming, audio editor, show, ward,
dentist, languages being learnt) whose values change one to three times, told straight out,
shown by use, reported by others, told weeks late, planned and done, planned and dropped,
corrected, negated, or buried in long chatty lines, among distractors naming values of the
same kind that are nobody's state.  About a quarter of the writers write in Chinese.

Probes carry the ground truth (current, historical, as_of, coexisting, planning) with the
outdated, abandoned and merely-mentioned values.  Standard library only; deterministic.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

START = "2023-03-01T08:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"

# (name, gender, language, role at the station)
PEOPLE_EN = (
    ("Maureen", "f", "retired member who still does the Sunday hymns"),
    ("Kieran", "m", "technician"),
    ("Bethan", "f", "presenter"),
    ("Tomasz", "m", "request collector"),
    ("Gloria", "f", "fundraising lead"),
    ("Rhys", "m", "presenter"),
    ("Sunita", "f", "request collector"),
    ("Harold", "m", "retired member and archivist"),
    ("Ellie", "f", "student on placement"),
    ("Marcus", "m", "technician"),
    ("Joanne", "f", "fundraiser"),
    ("Dev", "m", "student on placement"),
    ("Pauline", "f", "request collector"),
    ("Callum", "m", "presenter"),
    ("Yvonne", "f", "retired member"),
    ("Declan", "m", "fundraiser"),
    ("Priya", "f", "presenter"),
    ("Stan", "m", "retired technician"),
)
PEOPLE_ZH = (
    ("Mei", "f", "request collector on the wards"),
    ("Haoran", "m", "technician"),
    ("Xiaoling", "f", "presenter of the Mandarin hour"),
    ("Jun", "m", "student on placement"),
    ("Lihua", "f", "volunteer and mum of two"),
    ("Zhiwei", "m", "fundraiser"),
    ("Yuting", "f", "student on placement"),
)


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: value pools and phrase fragments per language."""

    key: str
    multi: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]  # language -> probe kind -> question ({n})
    f: dict[str, dict[str, tuple[str, ...]]]  # language -> fragment key -> variants


# Fragment keys: have (first-person state), chg (first-person change), sw (change naming the
# old value {o}), we (household/team change), third ({w} = name or pronoun), use (a line that
# shows the value by use or consequence), inf (plan infinitive), dist (distractor, {x} is not
# the speaker's), scope (state {v} with an exception {x}), neg (no longer {o}), ask (someone
# asks {n} about {o}).  Multi slots: add ({v} added beside {o}), pair ({v} and {x}), lost ({o}).

HOME = Slot(
    "neighbourhood",
    False,
    {
        EN: (
            "Shirley",
            "Portswood",
            "Bitterne",
            "Woolston",
            "Ocean Village",
            "Highfield",
            "Sholing",
            "Bassett",
            "Totton",
            "Hedge End",
            "Freemantle",
            "Swaythling",
            "Lordshill",
            "Chandler's Ford",
            "Netley",
        ),
    },  # fmt: skip
    {
        EN: {
            "current": "Which part of Southampton does {n} live in now?",
            "historical": "Where did {n} live before?",
            "as_of": "Which part of Southampton does {n} live in?",
            "planning": "Where is {n} planning to move?",
        },
        ZH: {
            "current": "{n}现在住在南安普顿哪个区？",
            "historical": "{n}以前住在哪里？",
            "as_of": "{n}住在哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    },
    {
        EN: {
            "have": (
                "I live over in {v}",
                "I'm in {v}",
                "home is a little terrace in {v}",
                "I rent a flat in {v}",
            ),
            "chg": (
                "I've moved to {v}",
                "I finally got the keys to a place in {v}",
                "I'm living in {v} now",
                "the move to {v} is done",
            ),
            "sw": ("I've left {o} behind and I'm in {v} now", "I swapped {o} for {v}"),
            "we": ("we've moved to {v}", "we got the keys in {v} and we're in"),
            "third": (
                "{w} has moved to {v}",
                "{w}'s living in {v} now",
                "{w} is in {v} these days",
            ),
            "use": (
                "walked down from {v} this morning and the rain got me on the way",
                "the bus from {v} took forty minutes today, roadworks again",
                "my new neighbours in {v} have a cockerel, who keeps a cockerel in {v}??",
            ),
            "inf": ("move to {v}", "find a place in {v}", "rent something in {v}"),
            "dist": (
                "There's a flat going in {x} if anyone knows someone looking",
                "Did you see {x} made the Echo again, something about parking",
                "My cousin swears {x} is the best bit of Southampton, she's wrong",
                "Would you ever live in {x}? Asking for a friend",
            ),
            "neg": ("not in {o} any more",),
            "ask": ("{n}, are you still over in {o}?", "{n} you're still in {o} aren't you?"),
        },
        ZH: {
            "have": ("我住在{v}", "我们家在{v}"),
            "chg": ("我搬到{v}了", "我现在住{v}了", "新家在{v}，终于搬完了"),
            "sw": ("从{o}搬到{v}了",),
            "we": ("我们搬到{v}了", "我们家已经搬去{v}了"),
            "third": ("{w}搬到{v}了", "{w}现在住在{v}"),
            "use": ("今天从{v}走过来，下雨了，好狼狈", "{v}这边的超市比以前近多了，买菜方便"),
            "inf": ("搬到{v}", "在{v}租房子"),
            "dist": (
                "{x}有套房子出租，谁有朋友要找房吗？",
                "听说{x}那边停车特别难",
                "我朋友说{x}是最好的区，我不同意哈哈",
            ),
            "neg": ("已经不住{o}了",),
            "ask": ("{n}，你还住在{o}吗？",),
        },
    },
)

JOB = Slot(
    "day_job",
    False,
    {
        EN: (
            "Ordnance Survey",
            "Carnival UK",
            "Red Funnel",
            "Solent Freight",
            "Hamble Marine",
            "Bargate Books",
            "Itchen Print Co",
            "the Quayside Hotel",
            "Tesco Extra",
            "Wessex Water",
            "Shorefield Insurance",
            "Marchwood Labs",
        ),
    },  # fmt: skip
    {
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before?",
            "as_of": "Where does {n} work?",
            "planning": "Where is {n} hoping to work next?",
        },
        ZH: {
            "current": "{n}现在在哪里上班？",
            "historical": "{n}以前在哪里工作？",
            "as_of": "{n}在哪里工作？",
            "planning": "{n}打算去哪里工作？",
        },
    },
    {
        EN: {
            "have": (
                "my day job is at {v}",
                "I work at {v} in the week",
                "I'm at {v} Monday to Friday",
            ),
            "chg": ("I've started at {v}", "I took the job at {v}", "I'm working for {v} now"),
            "sw": (
                "I've left {o} and started at {v}",
                "I handed my notice in at {o}, I'm at {v} now",
            ),
            "third": ("{w} has started a new job at {v}", "{w}'s working at {v} now"),
            "use": (
                "induction week at {v} is wiping me out, sorry for the slow replies",
                "the canteen at {v} does a decent curry on Fridays, who knew",
                "got my {v} lanyard today, very official",
            ),
            "inf": ("apply to {v}", "go for the job at {v}"),
            "dist": (
                "{x} are hiring apparently, saw it on LinkedIn",
                "Anyone know anyone at {x}? Want to ask them about sponsoring the quiz",
                "Heard {x} are cutting jobs, grim news",
            ),
            "neg": ("not at {o} any more",),
            "ask": ("{n}, still at {o}?", "{n} how's {o} treating you?"),
        },
        ZH: {
            "have": ("我平时在{v}上班", "我在{v}工作"),
            "chg": ("我去{v}上班了", "我换工作了，现在在{v}"),
            "sw": ("我从{o}辞职了，现在去{v}",),
            "third": ("{w}去{v}上班了", "{w}现在在{v}工作"),
            "use": ("{v}这周培训太累了，回复慢了不好意思", "今天拿到{v}的工牌了"),
            "inf": ("申请{v}的工作", "去{v}上班"),
            "dist": ("{x}在招人，LinkedIn上看到的", "听说{x}要裁员了"),
            "neg": ("已经不在{o}了",),
            "ask": ("{n}，你还在{o}上班吗？",),
        },
    },
)

CARRIER = Slot(
    "phone_network",
    False,
    {
        EN: (
            "EE",
            "Vodafone",
            "giffgaff",
            "O2",
            "Lebara",
            "Kestrel Mobile",
            "Tidewave",
            "Sky Mobile",
        )
    },
    {
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network is {n} on?",
            "planning": "Which network is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}以前用哪家运营商？",
            "as_of": "{n}用哪家运营商？",
            "planning": "{n}打算换到哪家运营商？",
        },
    },
    {
        EN: {
            "have": ("I'm on {v}", "my phone's on {v}", "I've been with {v} for years"),
            "chg": (
                "I've switched my phone to {v}",
                "I ported my number over to {v}",
                "I'm on {v} now",
            ),
            "sw": ("I ditched {o} and went to {v}", "I moved from {o} to {v}"),
            "third": ("{w} is on {v} now", "{w} switched to {v}"),
            "use": (
                "{v} has zero signal in the basement studio, text me if I'm late",
                "first {v} bill came today and it's half what I paid before",
            ),
            "inf": ("switch to {v}", "move my contract to {v}"),
            "dist": (
                "{x} are doing 100GB for a tenner, if anyone's shopping around",
                "Was {x} down for everyone this morning?",
                "The {x} advert with the dancing pensioners is on every break, I can't escape it",
            ),
            "neg": ("not with {o} any more",),
            "ask": ("{n}, are you still on {o}?",),
        },
        ZH: {
            "have": ("我用的是{v}", "我手机是{v}的卡"),
            "chg": ("我换成{v}了", "我把号码转到{v}了"),
            "sw": ("把{o}退了，换了{v}",),
            "third": ("{w}换成{v}了", "{w}现在用{v}"),
            "use": (
                "{v}在地下室录音间完全没信号，迟到的话给我发短信",
                "第一张{v}的账单来了，比以前便宜一半",
            ),
            "inf": ("换到{v}", "转去{v}"),
            "dist": ("{x}现在十镑100GB，谁要换可以看看", "今天早上{x}是不是断网了？"),
            "neg": ("已经不用{o}了",),
            "ask": ("{n}，你还是用{o}吗？",),
        },
    },
)

VEHICLE = Slot(
    "vehicle",
    False,
    {
        EN: (
            "Toyota Yaris",
            "Kia Niro",
            "Vauxhall Corsa",
            "Nissan Leaf",
            "Honda Jazz",
            "Fiat 500",
            "Skoda Octavia",
            "Ford Fiesta",
            "Brompton",
            "Renault Zoe",
        )
    },  # fmt: skip
    {
        EN: {
            "current": "What does {n} drive or ride to the hospital now?",
            "historical": "What did {n} drive before?",
            "as_of": "What does {n} drive to the hospital?",
            "planning": "What is {n} planning to get to drive?",
        },
        ZH: {
            "current": "{n}现在开什么车来医院？",
            "historical": "{n}以前开什么车？",
            "as_of": "{n}开什么车？",
            "planning": "{n}打算买什么车？",
        },
    },
    {
        EN: {
            "have": ("I drive a {v}", "I come in on my {v}", "the {v} gets me to the hospital"),
            "chg": (
                "I've bought a {v}",
                "I picked up a second-hand {v} at the weekend",
                "I've got a {v} now",
            ),
            "sw": ("I sold the {o} and got a {v}", "the {o} has gone, I've got a {v} now"),
            "we": ("we've traded in for a {v}",),
            "third": ("{w} has got a {v} now", "{w} bought a {v}"),
            "use": (
                "the {v} fits in the staff car park at last, tiny spaces",
                "parked the {v} by Tremona Road and got a ticket, brilliant",
                "folded the {v} up in the studio corner, hope no one minds",
            ),
            "inf": ("get a {v}", "buy a {v}"),
            "dist": (
                "Someone's left a {x} across two bays by the main entrance again",
                "My brother-in-law's {x} broke down on the Itchen Bridge, traffic chaos",
                "Would a {x} fit the PA kit in the boot? Hypothetically",
            ),
            "neg": ("no {o} any more",),
            "ask": ("{n}, still driving the {o}?",),
        },
        ZH: {
            "have": ("我开一辆{v}", "我平时开{v}来医院"),
            "chg": ("我买了一辆{v}", "周末提了一辆二手{v}"),
            "sw": ("把{o}卖了，换了辆{v}",),
            "third": ("{w}买了一辆{v}", "{w}现在开{v}"),
            "use": ("{v}终于停得进员工停车场了", "{v}停在Tremona Road被贴罚单了，气死"),
            "inf": ("买一辆{v}", "换成{v}"),
            "dist": ("有人的{x}又停在正门口两个车位上了", "我姐夫的{x}在Itchen Bridge上抛锚了"),
            "neg": ("不开{o}了",),
            "ask": ("{n}，你还开那辆{o}吗？",),
        },
    },
)

DRINK = Slot(
    "studio_drink",
    False,
    {
        EN: (
            "oat flat white",
            "builder's tea",
            "Earl Grey",
            "peppermint tea",
            "hot chocolate",
            "decaf coffee",
            "rooibos",
            "black coffee",
            "Bovril",
        ),
        ZH: ("绿茶", "菊花茶", "美式咖啡", "豆浆", "普洱", "奶茶", "红枣茶", "柠檬水"),
    },  # fmt: skip
    {
        EN: {
            "current": "What does {n} drink at the studio now?",
            "historical": "What did {n} drink at the studio before?",
            "as_of": "What does {n} drink at the studio?",
            "planning": "What drink is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在在录音室喝什么？",
            "historical": "{n}以前在录音室喝什么？",
            "as_of": "{n}在录音室喝什么？",
            "planning": "{n}打算改喝什么？",
        },
    },
    {
        EN: {
            "have": (
                "I live on {v} during the show",
                "it's {v} for me, always",
                "my mug's the one with {v} in it",
            ),
            "chg": ("I've gone over to {v}", "I'm on {v} now", "I've switched to {v}"),
            "sw": ("I've given up {o}, it's {v} now", "I swapped {o} for {v}"),
            "third": ("{w} only drinks {v} now", "{w} has switched to {v}"),
            "use": (
                "whoever keeps nicking my {v} from the cupboard, I know it's you",
                "made a {v} before the show and knocked it over the desk, nearly",
            ),
            "inf": ("switch to {v}", "try {v} instead"),
            "dist": (
                "The new café by the main entrance does {x} for £1.20",
                "Saw an article saying {x} is bad for your teeth, who knows",
                "Who drinks {x} anyway? Genuine question",
            ),
            "scope": (
                "{v} most of the time, but {x} on the late shift",
                "{v} for me, except {x} when I'm doing the night show",
            ),
            "neg": ("not {o} any more",),
            "ask": ("{n}, shall I get you a {o}?",),
        },
        ZH: {
            "have": ("我做节目的时候只喝{v}", "我一直喝{v}"),
            "chg": ("我改喝{v}了", "我现在喝{v}"),
            "sw": ("不喝{o}了，改成{v}",),
            "third": ("{w}现在只喝{v}", "{w}改喝{v}了"),
            "use": ("谁拿了我柜子里的{v}？", "节目前泡了杯{v}，差点打翻在调音台上"),
            "inf": ("改喝{v}", "试试{v}"),
            "dist": ("正门口新开的咖啡店有{x}，一镑二", "有人说{x}对牙齿不好，不知道真的假的"),
            "scope": ("平时喝{v}，不过夜班的时候喝{x}",),
            "neg": ("不喝{o}了",),
            "ask": ("{n}，要不要帮你带杯{o}？",),
        },
    },
)

ENERGY = Slot(
    "energy_supplier",
    False,
    {
        EN: (
            "Octopus Energy",
            "OVO",
            "British Gas",
            "EDF",
            "E.ON",
            "Solent Community Power",
            "Wessex Sun Energy",
        )
    },  # fmt: skip
    {
        EN: {
            "current": "Which energy supplier is {n} with now?",
            "historical": "Which energy supplier was {n} with before?",
            "as_of": "Which energy supplier is {n} with?",
            "planning": "Which energy supplier is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}家现在用哪家能源公司？",
            "historical": "{n}家以前用哪家能源公司？",
            "as_of": "{n}家用哪家能源公司？",
            "planning": "{n}打算换到哪家能源公司？",
        },
    },
    {
        EN: {
            "have": ("I'm with {v} for gas and electric", "our energy's with {v}"),
            "chg": ("I've switched energy to {v}", "I'm with {v} now for the electric"),
            "sw": ("I left {o} and went to {v}", "I finally escaped {o}, I'm with {v}"),
            "we": ("we've moved our energy over to {v}", "we're with {v} now"),
            "third": ("{w} switched to {v}", "{w}'s with {v} now"),
            "use": (
                "the {v} app says I used less than the house next door, smug",
                "had the {v} engineer round to fit the smart meter, two hours late",
            ),
            "inf": ("switch to {v}", "go over to {v}"),
            "dist": (
                "{x} put their prices up again, it was on the news",
                "Anyone with {x}? Are they any good on the phone?",
                "The {x} man knocked on my door twice this week, I'm not switching",
            ),
            "neg": ("not with {o} any more",),
            "ask": ("{n}, are you still with {o}?",),
        },
        ZH: {
            "have": ("我们家的电和气都是{v}的", "我家用{v}"),
            "chg": ("我们家换成{v}了", "电费现在交给{v}了"),
            "sw": ("从{o}换到{v}了",),
            "we": ("我们换到{v}了",),
            "third": ("{w}家换成{v}了",),
            "use": ("{v}的app说我们家比隔壁用电少", "{v}的师傅今天来装智能电表，迟到两小时"),
            "inf": ("换到{v}",),
            "dist": ("新闻说{x}又涨价了", "有人用{x}吗？客服怎么样？"),
            "neg": ("不用{o}了",),
            "ask": ("{n}，你们家还用{o}吗？",),
        },
    },
)

STREAM = Slot(
    "streaming",
    False,
    {
        EN: (
            "Netflix",
            "Disney+",
            "BritBox",
            "Paramount+",
            "Apple TV+",
            "Harbourflix",
            "Reelhouse",
        ),
        ZH: ("爱奇艺", "腾讯视频", "优酷", "Netflix", "Bilibili", "Disney+"),
    },  # fmt: skip
    {
        EN: {
            "current": "Which streaming service does {n} pay for now?",
            "historical": "Which streaming service did {n} have before?",
            "as_of": "Which streaming service does {n} pay for?",
            "planning": "Which streaming service is {n} planning to get?",
        },
        ZH: {
            "current": "{n}现在订的是哪个视频平台？",
            "historical": "{n}以前订哪个视频平台？",
            "as_of": "{n}订的是哪个视频平台？",
            "planning": "{n}打算订哪个视频平台？",
        },
    },
    {
        EN: {
            "have": ("the only subscription I pay for is {v}", "I've got {v}"),
            "chg": ("I've signed up to {v}", "I'm on {v} now", "I've got {v} now"),
            "sw": ("I cancelled {o} and got {v}", "I dropped {o} for {v}"),
            "we": ("we've gone over to {v}", "we've got {v} now"),
            "third": ("{w} has signed up to {v}", "{w} got {v}"),
            "use": (
                "binged the whole detective thing on {v} last night, no regrets",
                "{v} keeps asking if I'm still watching, yes, judgemental box",
            ),
            "inf": ("sign up to {v}", "get {v}"),
            "dist": (
                "{x} has that new baking show, my mum loves it",
                "Is {x} worth it? Everyone at work keeps on about it",
                "Saw {x} is putting prices up, glad I'm not on it",
            ),
            "neg": ("not paying for {o} any more",),
            "ask": ("{n}, have you still got {o}?",),
        },
        ZH: {
            "have": ("我只订了{v}", "我一直用{v}看剧"),
            "chg": ("我开了{v}的会员", "我现在用{v}"),
            "sw": ("退了{o}，订了{v}",),
            "we": ("我们家换成{v}了",),
            "third": ("{w}开了{v}会员",),
            "use": ("昨晚在{v}上一口气看完了一整季", "{v}又在问我还在不在看，烦死了"),
            "inf": ("订{v}", "开{v}会员"),
            "dist": ("{x}上有个新的综艺，我妈很喜欢", "{x}值得订吗？同事都在说"),
            "neg": ("不订{o}了",),
            "ask": ("{n}，你还有{o}会员吗？",),
        },
    },
)

EDITOR = Slot(
    "audio_editor",
    False,
    {
        EN: (
            "Audacity",
            "Reaper",
            "Adobe Audition",
            "GarageBand",
            "Hindenburg",
            "Wavecraft",
            "Ocenaudio",
        )
    },  # fmt: skip
    {
        EN: {
            "current": "Which audio editor does {n} use now?",
            "historical": "Which audio editor did {n} use before?",
            "as_of": "Which audio editor does {n} use?",
            "planning": "Which audio editor is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在用什么软件剪音频？",
            "historical": "{n}以前用什么软件剪音频？",
            "as_of": "{n}用什么软件剪音频？",
            "planning": "{n}打算换成什么剪辑软件？",
        },
    },
    {
        EN: {
            "have": ("I cut my links in {v}", "I edit everything in {v}", "{v} is my editor"),
            "chg": (
                "I've moved my editing over to {v}",
                "I'm editing in {v} now",
                "I've switched to {v} for editing",
            ),
            "sw": (
                "I've ditched {o}, it's {v} for editing now",
                "I gave up on {o} and went to {v}",
            ),
            "third": ("{w} edits in {v} now", "{w} switched to {v}"),
            "use": (
                "{v} crashed twice while I was cutting the carol service, lost an hour",
                "the noise reduction in {v} saved that ward interview, wind everywhere",
            ),
            "inf": ("switch to {v}", "learn {v} properly"),
            "dist": (
                "There's a free {x} course at the Central Library next month",
                "Is {x} any good for podcasts? A listener's son asked me",
                "Whoever installed {x} on the studio PC, it's eating the disk",
            ),
            "scope": (
                "{v} for pretty much everything, but {x} for the outside broadcasts",
                "I use {v} for the show and {x} only for the hymn recordings",
            ),
            "neg": ("not using {o} any more",),
            "ask": ("{n}, are you still editing in {o}?",),
        },
        ZH: {
            "have": ("我用{v}剪音频", "我剪节目都用{v}"),
            "chg": ("我现在改用{v}剪了", "我换成{v}了"),
            "sw": ("不用{o}了，换成{v}",),
            "third": ("{w}现在用{v}剪音频",),
            "use": ("{v}剪圣诞音乐会的时候崩了两次", "{v}的降噪把病房采访救回来了"),
            "inf": ("换成{v}", "好好学{v}"),
            "dist": ("中央图书馆下个月有免费的{x}课程", "录音室电脑上谁装了{x}，硬盘快满了"),
            "scope": ("一般用{v}，不过外场直播用{x}",),
            "neg": ("不用{o}了",),
            "ask": ("{n}，你还在用{o}吗？",),
        },
    },
)

SHOW = Slot(
    "show",
    False,
    {
        EN: (
            "Sunday Requests",
            "The Night Ward",
            "Golden Hour",
            "Bedside Breakfast",
            "Saturday Sport Desk",
            "Solent Sounds",
            "Harbour Lights",
            "Tea Trolley Tunes",
        )
    },  # fmt: skip
    {
        EN: {
            "current": "Which show does {n} present now?",
            "historical": "Which show did {n} present before?",
            "as_of": "Which show does {n} present?",
            "planning": "Which show is {n} planning to take over?",
        },
        ZH: {
            "current": "{n}现在主持哪个节目？",
            "historical": "{n}以前主持哪个节目？",
            "as_of": "{n}主持哪个节目？",
            "planning": "{n}打算接手哪个节目？",
        },
    },
    {
        EN: {
            "have": ("I present {v}", "{v} is my show", "I do {v} every week"),
            "chg": ("I've taken over {v}", "I'm presenting {v} now", "I've got {v} now"),
            "sw": ("I've handed {o} on and I'm doing {v} now", "I moved from {o} to {v}"),
            "third": ("{w} is presenting {v} now", "{w} has taken over {v}"),
            "use": (
                "prepping tonight's {v} running order, anyone got a good 60s B-side?",
                "a lady on the cardiac unit rang in to {v} to say hello to her grandson, lovely",
            ),
            "inf": ("take over {v}", "pitch myself for {v}"),
            "dist": (
                "Did anyone catch {x} last night? The jingle was out of sync",
                "Reminder: {x} is off air on the bank holiday",
                "Whoever had {x} left the mic live, we got ten seconds of crisp crunching",
            ),
            "neg": ("not doing {o} any more",),
            "ask": ("{n}, are you doing {o} this week?",),
        },
        ZH: {
            "have": ("我主持{v}", "我每周做{v}"),
            "chg": ("我接手{v}了", "我现在主持{v}"),
            "sw": ("把{o}交出去了，现在做{v}",),
            "third": ("{w}现在主持{v}",),
            "use": ("在准备今晚{v}的歌单", "心脏科有位阿姨打电话到{v}跟孙子问好，好感动"),
            "inf": ("接手{v}",),
            "dist": ("昨晚有人听{x}吗？片头音乐没对上", "提醒：{x}银行假日停播"),
            "neg": ("不做{o}了",),
            "ask": ("{n}，这周你做{o}吗？",),
        },
    },
)

WARD = Slot(
    "request_ward",
    False,
    {
        EN: (
            "Lymington Ward",
            "Beaulieu Ward",
            "Hythe Ward",
            "Wessex Ward",
            "Itchen Ward",
            "Solent Ward",
            "Romsey Ward",
            "Avon Ward",
        )
    },  # fmt: skip
    {
        EN: {
            "current": "Which ward does {n} collect requests on now?",
            "historical": "Which ward did {n} collect requests on before?",
            "as_of": "Which ward does {n} collect requests on?",
            "planning": "Which ward is {n} planning to move to?",
        },
        ZH: {
            "current": "{n}现在在哪个病房收点歌？",
            "historical": "{n}以前在哪个病房收点歌？",
            "as_of": "{n}在哪个病房收点歌？",
            "planning": "{n}打算换到哪个病房？",
        },
    },
    {
        EN: {
            "have": (
                "I collect requests on {v}",
                "{v} is my ward on Tuesdays",
                "I do the rounds on {v}",
            ),
            "chg": (
                "I've moved to {v} for requests",
                "I'm on {v} now",
                "I'm doing {v} from now on",
            ),
            "sw": ("I've swapped {o} for {v}", "I've left {o}, I'm on {v} now"),
            "third": ("{w} is collecting on {v} now", "{w} has moved to {v}"),
            "use": (
                "the sister on {v} gave me a custard cream, best ward in the building",
                "got eleven requests on {v} tonight, mostly Tom Jones",
            ),
            "inf": ("move to {v}", "ask for {v}"),
            "dist": (
                "{x} is closed to visitors this week, norovirus",
                "Anyone covering {x} on Thursday? They've got nobody",
                "Heard {x} is getting refurbished",
            ),
            "neg": ("not on {o} any more",),
            "ask": ("{n}, are you on {o} tonight?",),
        },
        ZH: {
            "have": ("我在{v}收点歌", "我负责{v}"),
            "chg": ("我换到{v}了", "我现在负责{v}"),
            "sw": ("从{o}换到{v}了",),
            "third": ("{w}现在负责{v}",),
            "use": ("{v}的护士长给了我一块饼干", "今晚在{v}收了十一首点歌，大部分是Tom Jones"),
            "inf": ("换到{v}",),
            "dist": ("{x}这周诺如病毒，不让探视", "周四谁能去{x}？那边没人"),
            "neg": ("不在{o}了",),
            "ask": ("{n}，今晚你去{o}吗？",),
        },
    },
)

DENTIST = Slot(
    "dentist",
    False,
    {
        EN: (
            "Hollybrook Dental",
            "Quayside Dental Care",
            "Abbey Smiles",
            "Northlands Dental",
            "Sotonia Dental",
            "Kingsland Dental",
        )
    },  # fmt: skip
    {
        EN: {
            "current": "Which dentist is {n} registered with now?",
            "historical": "Which dentist was {n} with before?",
            "as_of": "Which dentist is {n} registered with?",
            "planning": "Which dentist is {n} trying to register with?",
        },
        ZH: {
            "current": "{n}现在在哪家牙医诊所？",
            "historical": "{n}以前在哪家牙医诊所？",
            "as_of": "{n}在哪家牙医诊所？",
            "planning": "{n}想注册哪家牙医诊所？",
        },
    },
    {
        EN: {
            "have": ("I'm registered at {v}", "my dentist is {v}"),
            "chg": ("I've registered with {v}", "I'm with {v} now for teeth"),
            "sw": ("I left {o} and got into {v}", "I moved from {o} to {v}"),
            "third": ("{w} got a place at {v}", "{w} is with {v} now"),
            "use": (
                "check-up at {v} this morning, no fillings, small victories",
                "the hygienist at {v} told me off about flossing again",
            ),
            "inf": ("get on the list at {v}", "register with {v}"),
            "dist": (
                "{x} are taking NHS patients again apparently",
                "My neighbour waited two hours at {x}, avoid",
                "Is {x} still open? Asking for my nan",
            ),
            "neg": ("not at {o} any more",),
            "ask": ("{n}, are you still at {o}?",),
        },
        ZH: {
            "have": ("我在{v}看牙", "我的牙医是{v}"),
            "chg": ("我注册了{v}", "我现在在{v}看牙"),
            "sw": ("从{o}换到{v}了",),
            "third": ("{w}现在在{v}看牙",),
            "use": ("今天在{v}检查牙齿，没有蛀牙", "{v}的洁牙师又说我不用牙线"),
            "inf": ("注册{v}",),
            "dist": ("听说{x}又收NHS病人了", "我邻居在{x}等了两个小时"),
            "neg": ("不在{o}了",),
            "ask": ("{n}，你还在{o}看牙吗？",),
        },
    },
)

# Multi-valued slots: several values can hold at once.


def _mq(en_now: str, en_before: str, zh_now: str, zh_before: str, en_plan: str, zh_plan: str):
    return {
        EN: {"coexisting": en_now, "historical": en_before, "planning": en_plan},
        ZH: {"coexisting": zh_now, "historical": zh_before, "planning": zh_plan},
    }


CLUB = Slot(
    "clubs",
    True,
    {
        EN: (
            "Itchen Rowing Club",
            "Solent Swifts netball",
            "Riverside Badminton Club",
            "Old Town Ramblers",
            "Saxon Chess Club",
            "Solent Harmony Choir",
            "Southampton Sailing Club",
            "Kiln Lane Pottery Group",
            "Green Park Bowls Club",
        ),
        ZH: (
            "太极班",
            "广场舞队",
            "羽毛球俱乐部",
            "中文合唱团",
            "书法班",
            "Southampton Sailing Club",
            "乒乓球队",
        ),
    },  # fmt: skip
    _mq(
        "Which clubs does {n} belong to now?",
        "Which club did {n} leave?",
        "{n}现在参加哪些俱乐部？",
        "{n}以前参加过哪个俱乐部？",
        "Which club is {n} planning to join?",
        "{n}打算参加哪个俱乐部？",
    ),
    {
        EN: {
            "have": (
                "I'm in {v}",
                "Thursdays are {v} for me",
                "I've been a member of {v} for ages",
            ),
            "pair": ("I do {v} and {x}, so weekends are busy", "I'm in {v}, and {x} on top"),
            "add": (
                "I've joined {v} as well, so that's {o} and {v} now",
                "signed up to {v} too, still doing {o} mind",
            ),
            "lost": ("I've packed in {o}, knees said no", "I've left {o}, just couldn't keep up"),
            "third": ("{w} has joined {v} as well", "{w} is in {v} now too"),
            "use": (
                "{v} social tonight so I'll be late on the rota chat",
                "aching everywhere after {v} last night",
            ),
            "inf": ("join {v}", "give {v} a go"),
            "dist": (
                "{x} are looking for new members, there was a poster in the canteen",
                "Saw {x} in the Echo, they won something",
                "Anyone fancy trying {x}? I won't",
            ),
        },
        ZH: {
            "have": ("我参加了{v}", "每周四我去{v}"),
            "pair": ("我参加{v}和{x}，周末很忙",),
            "add": ("我又报了{v}，{o}也还在继续", "最近加入了{v}，{o}照常去"),
            "lost": ("{o}我不去了，膝盖受不了", "退出了{o}，实在没时间"),
            "third": ("{w}也参加了{v}",),
            "use": ("今晚{v}有活动，排班群我晚点回", "昨天{v}练完浑身酸痛"),
            "inf": ("参加{v}", "试试{v}"),
            "dist": ("食堂有{x}招新的海报", "{x}上了Echo报纸，好像得奖了"),
        },
    },
)

PETS = Slot(
    "pets",
    True,
    {
        EN: (
            "Biscuit",
            "Nelson",
            "Marmite",
            "Pickle",
            "Dotty",
            "Captain",
            "Bramble",
            "Pudding",
            "Ziggy",
        ),
        ZH: ("豆豆", "年糕", "汤圆", "Lucky", "咪咪", "球球", "Coco"),
    },  # fmt: skip
    _mq(
        "Which pets does {n} have now?",
        "Which pet did {n} have before?",
        "{n}现在养了哪些宠物？",
        "{n}以前养过哪只宠物？",
        "Which pet is {n} planning to get?",
        "{n}打算养哪只宠物？",
    ),
    {
        EN: {
            "have": (
                "my old cat {v} runs the house",
                "I've got a greyhound called {v}",
                "{v} the rabbit is the boss of our flat",
            ),
            "pair": ("I've got two, {v} and {x}", "it's {v} and {x} at home, chaos"),
            "add": (
                "we've adopted {v}, {o} is not impressed",
                "{v} joined the family this week, so it's {o} and {v} now",
            ),
            "lost": (
                "we lost {o} last week, he was sixteen",
                "{o} went to live with my sister, the flat was too small for him",
            ),
            "third": ("{w} has adopted {v}", "{w} has a new pet called {v} as well"),
            "use": (
                "{v} was sick on my show notes, sorry if tonight's a bit improvised",
                "vet bill for {v} was eye-watering, that's the fundraiser donation gone",
            ),
            "inf": ("adopt {v} from the rescue", "take {v} from the shelter"),
            "dist": (
                "The Blue Cross has a dog called {x} up for adoption, gorgeous",
                "A patient on the ward told me all about her parrot {x} for half an hour",
                "If I had a cat I'd call it {x}, just saying",
            ),
            "we": ("we've brought {v} home",),
        },
        ZH: {
            "have": ("我家有只猫叫{v}", "我养了一只狗叫{v}"),
            "pair": ("家里有两只，{v}和{x}",),
            "add": ("我们又领养了{v}，{o}很不高兴", "家里多了个{v}，现在{o}和{v}天天打架"),
            "lost": ("{o}上周走了，十六岁了", "{o}送去我妹妹家了，公寓太小"),
            "third": ("{w}领养了{v}",),
            "use": ("{v}把我的节目稿弄脏了，今晚只能即兴了", "{v}的兽医账单好贵"),
            "inf": ("领养{v}",),
            "dist": (
                "Blue Cross有只叫{x}的狗等领养，好可爱",
                "病房里一位阿姨跟我讲她的鹦鹉{x}讲了半小时",
            ),
            "we": ("我们把{v}接回家了",),
        },
    },
)

INSTRUMENT = Slot(
    "instruments",
    True,
    {
        EN: ("ukulele", "cello", "harmonica", "banjo", "accordion", "drums", "mandolin", "trumpet"),
        ZH: ("古筝", "二胡", "钢琴", "吉他", "笛子", "尤克里里"),
    },  # fmt: skip
    _mq(
        "Which instruments does {n} play now?",
        "Which instrument did {n} give up?",
        "{n}现在会弹哪些乐器？",
        "{n}以前学过哪个乐器？",
        "Which instrument is {n} planning to learn?",
        "{n}打算学什么乐器？",
    ),
    {
        EN: {
            "have": ("I play the {v}, badly", "I've played {v} since school"),
            "pair": ("I play {v} and a bit of {x}",),
            "add": (
                "I've started {v} lessons, on top of the {o}",
                "picked up a {v}, so it's {o} and {v} now, neighbours thrilled",
            ),
            "lost": ("I've sold the {o}, never played it", "given up the {o}, my fingers won't"),
            "third": ("{w} has taken up the {v} as well", "{w} plays {v} too now"),
            "use": (
                "played {v} on the children's ward for the Christmas special, went down a storm",
                "new strings for the {v} cost more than the {v}",
            ),
            "inf": ("learn the {v}", "take up the {v}"),
            "dist": (
                "There's a {x} for sale in the Oxfam on the high street",
                "Who plays {x} on that track a listener asked for? It's haunting",
                "Imagine Harold on {x}",
            ),
        },
        ZH: {
            "have": ("我会弹{v}", "我从小学{v}"),
            "pair": ("我会{v}，也会一点{x}",),
            "add": ("我开始学{v}了，{o}也还在练", "买了个{v}，现在{o}和{v}一起练"),
            "lost": ("{o}卖掉了，一直没练", "{o}不学了，手指不行"),
            "third": ("{w}也开始学{v}了",),
            "use": ("圣诞特辑在儿童病房弹了{v}，小朋友很喜欢", "{v}换弦比买{v}还贵"),
            "inf": ("学{v}",),
            "dist": ("大街上的Oxfam有个{x}在卖", "听众点的那首歌里的{x}好好听"),
        },
    },
)

LANGS = Slot(
    "languages_learning",
    True,
    {
        EN: ("Mandarin", "Spanish", "BSL", "Welsh", "Polish", "Portuguese", "Cantonese"),
        ZH: ("粤语", "西班牙语", "法语", "日语", "手语", "意大利语"),
    },  # fmt: skip
    _mq(
        "Which languages is {n} learning now?",
        "Which language did {n} stop learning?",
        "{n}现在在学哪些语言？",
        "{n}以前学过哪种语言？",
        "Which language is {n} planning to learn?",
        "{n}打算学哪种语言？",
    ),
    {
        EN: {
            "have": ("I'm learning {v} on the app", "I'm doing an evening class in {v}"),
            "pair": ("I'm learning {v} and {x}, my brain is full",),
            "add": (
                "I've started {v} as well, {o} is still going",
                "added {v} to the app, so {o} and {v} now",
            ),
            "lost": ("I've dropped {o}, the app streak died", "gave up on {o}, too much homework"),
            "third": ("{w} is learning {v} too now", "{w} has started {v} lessons"),
            "use": (
                "said thank you in {v} to a patient today and she beamed",
                "my {v} homework is due and I've done none of it",
            ),
            "inf": ("learn {v}", "start {v} classes"),
            "dist": (
                "The uni has free {x} taster sessions in May",
                "A consultant on the ward was speaking {x} to a patient, so impressive",
                "Is {x} hard? Just curious",
            ),
        },
        ZH: {
            "have": ("我在学{v}", "我在上{v}夜校"),
            "pair": ("我在学{v}和{x}，脑子不够用",),
            "add": ("我又开始学{v}了，{o}也还在学", "报了{v}班，{o}继续"),
            "lost": ("{o}不学了，太难", "放弃{o}了，作业太多"),
            "third": ("{w}也在学{v}",),
            "use": ("今天用{v}跟一位病人说谢谢，她好开心", "{v}作业明天交，我还没写"),
            "inf": ("学{v}",),
            "dist": ("大学五月有免费的{x}体验课", "病房里有位医生跟病人说{x}，好厉害"),
        },
    },
)

SINGLE_SLOTS = (HOME, JOB, CARRIER, VEHICLE, DRINK, ENERGY, STREAM, EDITOR, SHOW, WARD, DENTIST)
MULTI_SLOTS = (CLUB, PETS, INSTRUMENT, LANGS)

# ---------------------------------------------------------------------------------------------
# Small talk: the station's everyday life (never names a slot value).
# ---------------------------------------------------------------------------------------------

SONGS = ("Delilah", "We'll Meet Again", "Dancing Queen", "Suspicious Minds", "Someone Like You",
         "Living Doll", "Son of a Preacher Man", "Moon River", "Sweet Caroline", "Jolene",
         "Bring Me Sunshine", "Wonderwall", "Mr Blue Sky", "Waterloo Sunset")  # fmt: skip
ZH_SONGS = ("月亮代表我的心", "甜蜜蜜", "朋友", "后来", "小幸运", "童年", "青花瓷", "但愿人长久")
UNITS = ("the children's ward", "maternity", "the cardiac unit", "the stroke unit",
         "the eye unit", "the day surgery unit", "the renal unit")  # fmt: skip
ZH_UNITS = ("儿童病房", "产科", "心脏科", "中风病房", "眼科", "肾科")
EVENTS = ("the quiz night", "the bucket collection at St Mary's", "the bag pack at Sainsbury's",
          "the sponsored walk round the Common", "the carol broadcast", "the cake sale in the atrium",
          "the Christmas raffle", "the open day")  # fmt: skip
ZH_EVENTS = (
    "问答之夜",
    "St Mary's的募捐",
    "超市打包募捐",
    "Common公园的慈善步行",
    "圣诞抽奖",
    "开放日",
)
KIT = ("fader four on desk two", "the CD player in studio B", "the outside-broadcast kit",
       "the guest mic", "the phone-in hybrid", "the playout PC", "the headphone amp")  # fmt: skip
ZH_KIT = (
    "二号调音台的四号推子",
    "B录音室的CD机",
    "外场直播设备",
    "嘉宾话筒",
    "热线电话系统",
    "播出电脑",
)

EN_TALK = (
    "Lovely lot on {u} tonight, one gentleman asked for {s} three times",
    "Rota for next month is up on the board, please check your slots",
    "{k} is playing up again, I've put a note on it",
    "Who's got the key to the cupboard with the raffle prizes?",
    "Reminder: {e} is on Saturday, we need two more people",
    "Saints lost again. Not talking about it.",
    "Anyone else's car park barrier card stopped working?",
    "Request from {u}: {s}, for a lady called Joan who's been in six weeks",
    "We raised £{m} at {e}, thank you everyone, amazing",
    "Did anyone see my blue scarf in the studio? Left it Tuesday",
    "Sorry, running ten minutes late, the Itchen Bridge is a car park",
    "The new jingles sound brilliant, well done whoever did those",
    "{k} is fixed, it was a loose cable, as always",
    "Can someone cover my Thursday? Family stuff, sorry",
    "Matron on {u} asked if we can do a birthday shout-out for a little lad tomorrow",
    "Just a heads up, the lift by the main entrance is out again",
    "Cheers for the cake, whoever brought it, it's already gone",
    "Does anyone have a copy of {s}? The library copy is scratched",
    "Committee meeting moved to the 14th, same room",
    "Great show tonight, the phones didn't stop",
    "Battery in the request tablet is dead, charging it in the office",
    "Fire alarm test at 10 tomorrow, don't panic if it goes off mid-link",
    "My placement report is due Friday, can someone sign my hours sheet?",
    "The Echo want to do a piece about us for the anniversary!",
    "Volunteer social at the pub on the 20th, all welcome",
    "Thanks all, 谢谢, as Mei taught me",
    "Good luck with the exams Jun, 加油!",
    "Anyone fancy a walk round the Common on Sunday?",
    "{u} has asked for more 60s music, so dust off the records",
    "Loads of requests for {s} this week, must have been on the telly",
)
ZH_TALK = (
    "今晚{u}的病人好热情，有位老先生点了三次《{zs}》",
    "下个月的排班表贴出来了，大家看看自己的时间",
    "{zk}又出问题了，我贴了张纸条",
    "{ze}周六举行，还差两个人帮忙",
    "今天{u2}有个小朋友过生日，明天能不能点首歌祝福一下？",
    "我们在{ze}筹了{m}镑，谢谢大家！",
    "不好意思，我晚十分钟到，桥上堵车",
    "新的片头音乐好好听，谁做的？",
    "谁有《{zs}》的CD？图书馆那张刮花了",
    "我的实习报告周五要交，谁能帮我签一下时数表？",
    "今天帮一位中国阿姨翻译点歌，她要听《{zs}》，好开心",
    "周日有人想去Common公园散步吗？",
    "谢谢大家的蛋糕，已经吃完了",
    "妈妈这周来南安普顿看我，带她来电台参观一下可以吗？",
    "今天Saints又输了，算了不说了",
    "孩子学校放假，这周我只能做周三的班",
)
EN_TAILS = ("anyway, how's everyone", "more news at eleven", "that's my news", "right, back to it",
            "see you all Tuesday", "don't all cheer at once")  # fmt: skip
EN_OPEN = ("", "", "Quick update: ", "Oh, and ", "Right, ", "News from me: ", "FYI ", "So, ")
ZH_OPEN = ("", "", "跟大家说一下，", "对了，", "汇报一下，", "顺便说一句，")
ZH_TAILS = ("大家最近怎么样", "就这些", "先这样", "周二见")
NUMS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s and s[0].isascii() else s


def fill(rng: random.Random, t: str) -> str:
    """Fill a small-talk template's placeholders."""
    return t.format(
        u=rng.choice(UNITS), s=rng.choice(SONGS), k=rng.choice(KIT), e=rng.choice(EVENTS),
        m=rng.choice((84, 112, 230, 347, 512, 640)), zs=rng.choice(ZH_SONGS),
        zk=rng.choice(ZH_KIT), ze=rng.choice(ZH_EVENTS), u2=rng.choice(ZH_UNITS),
    )  # fmt: skip


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    role: str
    slots: list[Slot] = field(default_factory=list)

    def pron(self, lang: str, cap_: bool = False) -> str:
        if lang == ZH:
            return "他" if self.gender == "m" else "她"
        p = "he" if self.gender == "m" else "she"
        return p.capitalize() if cap_ else p

    def obj(self) -> str:
        return "him" if self.gender == "m" else "her"


@dataclass
class Track:
    """One person's one slot: what it held and when, and everything said about it."""

    person: Person
    slot: Slot
    states: list[Any] = field(default_factory=list)  # single: value; multi: frozenset
    eff: list[int] = field(default_factory=list)  # effective day of each state
    told: list[int] = field(default_factory=list)  # day each state was first told
    mentioned: set[str] = field(default_factory=set)
    abandoned: set[str] = field(default_factory=set)
    pending: str | None = None
    removed: list[str] = field(default_factory=list)


MODES = ("direct", "switch", "use", "third", "pronoun", "late", "planned", "negation",
         "correction", "chatty", "byname", "we")  # fmt: skip
MULTI_MODES = ("direct", "third", "use", "late", "planned", "chatty")


def held(t: Track) -> set[str]:
    """Every value a track held, mentioned, planned or dropped."""
    out = set(t.mentioned) | set(t.abandoned) | ({t.pending} if t.pending else set())
    for st in t.states:
        out |= {st} if isinstance(st, str) else set(st)
    return out


class Builder:
    """Accumulates the episodes of one seed's world."""

    def __init__(self, seed: int, people: list[Person]) -> None:
        self.rng = random.Random(seed * 7919 + 3)
        self.people = people
        self.eps: list[dict[str, Any]] = []
        self.n_sess = 0
        self.deck: list[str] = []
        self.mdeck: list[str] = []

    # -- basic output -----------------------------------------------------------------------

    def session(self, day: int) -> str:
        self.n_sess += 1
        return f"chat-{day:03d}-{self.n_sess}"

    def say(self, day: int, who: Person, text: str, sess: str | None = None,
            minute: int | None = None) -> int:  # fmt: skip
        minute = self.rng.randint(420, 1380) if minute is None else minute
        lang = ZH if who.lang == ZH and not text.isascii() else EN
        self.eps.append({"day": day, "minute": min(minute, 1439), "speaker": who.name,
                         "text": text, "session": sess or self.session(day), "language": lang})  # fmt: skip
        return minute

    def convo(self, day: int, turns: list[tuple[Person, str]]) -> None:
        """Several turns in one conversation, a few minutes apart."""
        sess, minute = self.session(day), self.rng.randint(420, 1300)
        for who, text in turns:
            self.say(day, who, text, sess, minute)
            minute += self.rng.randint(1, 12)

    def draw(self, multi: bool = False) -> str:
        deck = self.mdeck if multi else self.deck
        if not deck:
            deck.extend(MULTI_MODES if multi else MODES)
            self.rng.shuffle(deck)
        return deck.pop()

    # -- phrasing ---------------------------------------------------------------------------

    def frag(self, slot: Slot, lang: str, key: str, **kw: str) -> str | None:
        opts = slot.f[lang].get(key)
        if not opts:
            return None
        return self.rng.choice(opts).format(**kw)

    def first(self, who: Person, clause: str) -> str:
        """A first-person line around a clause, in the speaker's language."""
        r = self.rng
        if who.lang == ZH:
            return r.choice(ZH_OPEN) + clause + r.choice(("。", "！", "～", "。"))
        return cap(r.choice(EN_OPEN) + clause) + r.choice((".", "!", " :)", ".", ", anyway."))

    def chatty(self, who: Person, clause: str) -> str:
        """A long line with the news in the middle of small talk."""
        r = self.rng
        if who.lang == ZH:
            a, b = (fill(r, t).rstrip(".!?。？！") for t in r.sample(ZH_TALK, 2))
            return f"{a}。另外，{clause}。{b}。{r.choice(ZH_TAILS)}。"
        a, b = (cap(fill(r, t).rstrip(".!?。？！")) for t in r.sample(EN_TALK, 2))
        joiner = r.choice(("and in other news", "oh and", "meanwhile", "also"))
        return f"{a}. {cap(joiner)} {clause}, {r.choice(EN_TAILS)}. {b}."

    def others(self, p: Person, value: str | None = None) -> list[Person]:
        """People other than p who could write about the value (script permitting)."""
        out = [q for q in self.people if q is not p]
        if value is not None and not value.isascii():
            out = [q for q in out if q.lang == ZH]
        return out

    def third_line(self, who: Person, about: Person, slot: Slot, v: str) -> str:
        r, lang = self.rng, who.lang
        if lang == ZH:
            if r.random() < 0.5:
                clause = self.frag(slot, ZH, "third", w=about.pron(ZH), v=v)
                return f"在Westquay碰到{about.name}了，{clause}。"
            clause = self.frag(slot, ZH, "third", w=about.name, v=v)
            return f"{clause}，{about.pron(ZH)}募捐的时候跟我说的。"
        k = r.randrange(3)
        if k == 0:
            clause = self.frag(slot, EN, "third", w=about.pron(EN), v=v)
            return f"Bumped into {about.name} in Westquay, {clause}. Looked well!"
        if k == 1:
            clause = self.frag(slot, EN, "third", w=about.name, v=v)
            return f"{cap(clause)}, {about.pron(EN)} told me at the bucket collection."
        clause = self.frag(slot, EN, "third", w=about.pron(EN), v=v)
        return f"Passing on news from {about.name}, who's not on here much: {clause}."

    def asking(self, who: Person, about: Person) -> str:
        if who.lang == ZH:
            return self.rng.choice((f"最近有人见到{about.name}吗？好久没在电台看到{about.pron(ZH)}了",
                                    f"{about.name}最近怎么样？"))  # fmt: skip
        return self.rng.choice((
            f"Has anyone heard from {about.name}? Not seen {about.obj()} at the station for weeks",
            f"Where's {about.name} been lately? Missed {about.obj()} at the quiz",
            f"How's {about.name} getting on, anyone know?",
        ))  # fmt: skip

    def plan_line(self, who: Person, slot: Slot, v: str, soon: bool = False) -> str:
        inf = self.frag(slot, who.lang, "inf", v=v)
        if who.lang == ZH:
            return self.rng.choice(
                (f"我打算{inf}", f"最近在考虑{inf}，应该会的", f"下个月准备{inf}")
            )
        opts = [f"I'm planning to {inf}", f"thinking I'll {inf} after Christmas",
                f"going to {inf} once things calm down"]  # fmt: skip
        if soon:
            opts.append(f"the plan is to {inf} next month")
        return self.first(who, self.rng.choice(opts))

    # -- single-valued slots ----------------------------------------------------------------

    def build_single(self, t: Track) -> None:
        r, s, lang = self.rng, t.slot, t.person.lang
        pool = list(s.pool.get(lang, s.pool[EN]))
        n = r.choice((1, 1, 2, 2, 2, 3))
        vals = r.sample(pool, min(len(pool), n + 5))
        states, spare = vals[: n + 1], vals[n + 1 :]
        d0 = r.randint(0, 45)
        self.intro(t, d0, states[0])
        t.states, t.eff, t.told = [states[0]], [d0], [d0]
        lo, hi = d0 + 55, 650
        seg = (hi - lo) // n
        busy: list[tuple[int, int]] = []
        for i in range(n):
            rep = lo + i * seg + r.randint(0, seg - 45)
            eff = self.change(t, rep, states[i], states[i + 1], spare, busy)
            t.states.append(states[i + 1])
            t.eff.append(eff)
            t.told.append(rep)
        self.extras(t, spare, busy)

    def intro(self, t: Track, day: int, v: str) -> None:
        r, p, s = self.rng, t.person, t.slot
        k = r.randrange(4)
        if k == 3 and self.others(p, v):
            who = r.choice(self.others(p, v))
            clause = self.frag(s, who.lang, "third", w=p.name, v=v)
            if who.lang == ZH:
                self.say(day, who, r.choice((f"跟新来的朋友介绍一下：{clause}。",
                                             f"{clause}，有问题可以问{p.pron(ZH)}。")))  # fmt: skip
            else:
                self.say(day, who, r.choice((f"For anyone who doesn't know {p.name} yet: {clause}.",
                                             f"{cap(clause)}, so ask {p.obj()} if you need tips.")))  # fmt: skip
            return
        have = self.frag(s, p.lang, "have", v=v)
        self.say(day, p, self.chatty(p, have) if k == 2 else self.first(p, have))

    def change(self, t: Track, rep: int, old: str, v: str, spare: list[str],
               busy: list[tuple[int, int]]) -> int:  # fmt: skip
        """Tell one change of a single-valued slot; returns the day it took effect."""
        r, p, s, lang = self.rng, t.person, t.slot, t.person.lang
        prev = t.told[-1]
        mode = self.draw()
        if mode in ("third", "pronoun") and not self.others(p, v):
            mode = "direct"
        if mode == "correction" and not spare:
            mode = "switch"
        if mode == "we" and not s.f[lang].get("we"):
            mode = "chatty"
        if mode == "planned" and rep - 70 <= prev + 10:
            mode = "direct"
        chg = self.frag(s, lang, "chg", v=v, o=old)
        if mode == "direct":
            self.say(rep, p, self.first(p, chg))
        elif mode == "switch":
            self.say(rep, p, self.first(p, self.frag(s, lang, "sw", v=v, o=old)))
        elif mode == "use":
            self.say(rep, p, self.first(p, self.frag(s, lang, "use", v=v)))
        elif mode == "chatty":
            self.say(rep, p, self.chatty(p, chg))
        elif mode == "we":
            self.say(rep, p, self.first(p, self.frag(s, lang, "we", v=v)))
        elif mode == "byname":
            clause = self.frag(s, lang, "third", w=p.name, v=v)
            if lang == ZH:
                self.say(
                    rep, p, r.choice((f"更新一下通讯录：{clause}。", f"{p.name}报到！{clause}。"))
                )
            else:
                self.say(rep, p, r.choice((f"Update for the volunteer contacts sheet: {clause}.",
                                           f"{p.name} reporting in. {cap(clause)}, for the record.")))  # fmt: skip
        elif mode == "third":
            who = r.choice(self.others(p, v))
            self.say(rep, who, self.third_line(who, p, s, v))
        elif mode == "pronoun":
            a = r.choice(self.others(p))
            b = r.choice([q for q in self.others(p, v) if q is not a] or self.others(p, v))
            clause = self.frag(s, b.lang, "third", w=p.pron(b.lang, cap_=True), v=v)
            tail = "，所以最近比较忙" if b.lang == ZH else f", that's why {p.pron(EN)}'s been quiet"
            self.convo(rep, [(a, self.asking(a, p)), (b, clause + tail)])
        elif mode == "negation":
            asker = r.choice(self.others(p, old))
            ask = self.frag(s, asker.lang, "ask", n=p.name, o=old)
            neg = self.frag(s, lang, "neg", o=old)
            reply = f"没有啦，{neg}，{chg}" if lang == ZH else f"No, {neg}, {chg}"
            self.convo(rep, [(asker, ask), (p, reply)])
        elif mode == "correction":
            wrong = spare.pop()
            t.abandoned.add(wrong)
            t.mentioned.add(wrong)
            oops = self.frag(s, lang, "chg", v=wrong, o=old)
            fix = (r.choice((f"打错了，是{v}，不是{wrong}", f"更正：是{v}不是{wrong}，输入法的锅"))
                   if lang == ZH else r.choice((f"Sorry, I meant {v}, not {wrong}! Autocorrect",
                                                f"{v}, not {wrong}. Long day, ignore me")))  # fmt: skip
            self.convo(rep, [(p, self.first(p, oops)), (p, fix)])
        elif mode == "late":
            eff = max(prev + 6, rep - r.randint(16, 45))
            weeks = max(2, min(7, round((rep - eff) / 7)))
            if lang == ZH:
                text = f"忘了跟大家说，{weeks}个星期前{chg}"
            else:
                text = r.choice((f"Forgot to mention: {chg}, about {NUMS[weeks]} weeks ago now",
                                 f"Did I ever tell you lot? {cap(chg)}, a good {NUMS[weeks]} weeks back"))  # fmt: skip
            self.say(rep, p, text)
            return eff
        elif mode == "planned":
            pd = rep - r.randint(25, 60)
            busy.append((pd - 5, rep + 5))
            self.say(pd, p, self.plan_line(p, s, v))
            done = (f"之前说的事办好了，{chg}" if lang == ZH
                    else r.choice((f"Done it: {chg}", f"{cap(chg)}, as threatened", f"Well, {chg}. Told you I would")))  # fmt: skip
            self.say(rep, p, done)
        return rep

    def free(self, busy: list[tuple[int, int]], a: int, b: int) -> bool:
        return all(b < x or a > y for x, y in busy)

    def current_at(self, t: Track, day: int) -> Any:
        cur = t.states[0]
        for st, told in zip(t.states, t.told, strict=True):
            if told <= day:
                cur = st
        return cur

    def extras(self, t: Track, spare: list[str], busy: list[tuple[int, int]]) -> None:
        """Scoped exceptions, dropped plans, idle musings, a pending plan, plain use."""
        r, p, s, lang = self.rng, t.person, t.slot, t.person.lang
        last = t.told[-1]
        bounds = [*t.told, LAST_DAY]
        ends = [*t.eff[1:], LAST_DAY]  # a state ends when the next one took effect
        if s.f[lang].get("scope") and spare and r.random() < 0.7 and last < 700:
            x = spare.pop()
            t.mentioned.add(x)
            day = r.randint(last + 8, 725)
            busy.append((day, day))
            self.say(day, p, self.first(p, self.frag(s, lang, "scope", v=t.states[-1], x=x)))
        if spare and r.random() < 0.4:  # a plan that is dropped
            k = r.randrange(len(bounds) - 1)
            a = bounds[k] + r.randint(8, 30)
            b = a + r.randint(15, 35)
            if b < ends[k] - 12 and self.free(busy, a - 3, b + 3):
                x = spare.pop()
                t.abandoned.add(x)
                t.mentioned.add(x)
                busy.append((a, b))
                self.say(a, p, self.plan_line(p, s, x))
                cur = self.current_at(t, b)
                have = self.frag(s, lang, "have", v=cur)
                inf = self.frag(s, lang, "inf", v=x)
                if lang == ZH:
                    drop = r.choice(
                        (f"我决定不{inf}了，{have}，挺好的。", f"算了，不{inf}了，还是{have}。")
                    )
                else:
                    drop = r.choice((f"Change of plan, I'm not going to {inf} after all. {cap(have)} and that's that.",
                                     f"Scrap what I said about wanting to {inf}, not happening. {cap(have)}, still."))  # fmt: skip
                self.say(b, p, drop)
        if spare and r.random() < 0.3:  # thinking about it, never goes anywhere
            day = r.randint(bounds[0] + 5, 720)
            if self.free(busy, day - 2, day + 2):
                x = spare.pop()
                t.abandoned.add(x)
                t.mentioned.add(x)
                busy.append((day, day))
                inf = self.frag(s, lang, "inf", v=x)
                if lang == ZH:
                    self.say(day, p, f"有时候会想要不要{inf}，想想而已。")
                else:
                    self.say(day, p, r.choice((f"Sometimes I think I should {inf}. Then I have a lie down and it passes.",
                                               f"Half tempted to {inf}. Probably won't, knowing me.")))  # fmt: skip
        if spare and last < 660 and r.random() < 0.3:  # a plan still open at the end
            day = r.randint(max(last + 20, 675), 722)
            if self.free(busy, day - 5, LAST_DAY):
                x = spare.pop()
                t.pending = x
                t.mentioned.add(x)
                busy.append((day, LAST_DAY))
                self.say(day, p, self.plan_line(p, s, x, soon=True))
        if r.random() < 0.6:  # the current value shown by use, no news
            k = r.randrange(len(bounds) - 1)
            a, b = bounds[k] + 5, ends[k] - 5
            if b > a:
                day = r.randint(a, b)
                v = t.states[k]
                if isinstance(v, str) and day >= t.told[k]:
                    self.say(day, p, self.first(p, self.frag(s, lang, "use", v=v)))

    # -- multi-valued slots -----------------------------------------------------------------

    def build_multi(self, t: Track) -> None:
        r, p, s, lang = self.rng, t.person, t.slot, t.person.lang
        pool = list(s.pool.get(lang, s.pool[EN]))
        vals = r.sample(pool, min(len(pool), 6))
        scheme = r.choice("ABCD")
        d0 = r.randint(0, 60)
        if scheme in "BD":
            cur = [vals[0], vals[1]]
            self.say(d0, p, self.first(p, self.frag(s, lang, "pair", v=vals[0], x=vals[1])))
            nxt = 2
        else:
            cur = [vals[0]]
            self.intro(t, d0, vals[0])
            nxt = 1
        t.states, t.eff, t.told = [frozenset(cur)], [d0], [d0]
        steps = {"A": ["add"], "B": ["add"], "C": ["add", "lost", "add"], "D": ["lost", "add"]}[
            scheme
        ]
        lo, hi = d0 + 50, 640
        seg = (hi - lo) // len(steps)
        busy: list[tuple[int, int]] = []
        for i, step in enumerate(steps):
            rep = lo + i * seg + r.randint(0, seg - 45)
            if step == "lost":
                gone = cur.pop(0)
                t.removed.append(gone)
                text = self.frag(s, lang, "lost", o=gone)
                if r.random() < 0.3:
                    eff = max(t.told[-1] + 6, rep - r.randint(14, 30))
                    text = f"忘了说，{text}" if lang == ZH else f"Forgot to say, {text}"
                    self.say(rep, p, text)
                else:
                    eff = rep
                    self.say(rep, p, self.first(p, text))
            else:
                v = vals[nxt]
                nxt += 1
                eff = self.add(t, rep, v, cur[-1], busy)
                cur.append(v)
            t.states.append(frozenset(cur))
            t.eff.append(eff)
            t.told.append(rep)
        t.mentioned.update(vals[:nxt])
        spare = vals[nxt:]
        if spare and r.random() < 0.35:
            day = r.randint(t.told[-1] + 10, 700)
            if self.free(busy, day - 3, day + 40):
                x = spare.pop()
                t.abandoned.add(x)
                t.mentioned.add(x)
                self.say(day, p, self.plan_line(p, s, x))
                inf = self.frag(s, lang, "inf", v=x)
                self.say(day + r.randint(12, 30), p,
                         f"算了，不{inf}了，没时间。" if lang == ZH
                         else f"Forget what I said, I'm not going to {inf}, no time.")  # fmt: skip
        elif spare and r.random() < 0.4 and t.told[-1] < 660:
            x = spare.pop()
            t.pending = x
            t.mentioned.add(x)
            self.say(
                r.randint(max(t.told[-1] + 15, 690), 724), p, self.plan_line(p, s, x, soon=True)
            )
        if r.random() < 0.5:
            day = r.randint(t.told[-1] + 5, 728)
            self.say(day, p, self.first(p, self.frag(s, lang, "use", v=r.choice(cur))))

    def add(self, t: Track, rep: int, v: str, old: str, busy: list[tuple[int, int]]) -> int:
        r, p, s, lang = self.rng, t.person, t.slot, t.person.lang
        mode = self.draw(multi=True)
        if mode == "third" and not self.others(p, v):
            mode = "direct"
        add = self.frag(s, lang, "add", v=v, o=old)
        if mode == "direct":
            self.say(rep, p, self.first(p, add))
        elif mode == "chatty":
            self.say(rep, p, self.chatty(p, add))
        elif mode == "use":
            self.say(rep, p, self.first(p, self.frag(s, lang, "use", v=v)))
        elif mode == "third":
            who = r.choice(self.others(p, v))
            self.say(rep, who, self.third_line(who, p, s, v))
        elif mode == "late":
            eff = max(t.told[-1] + 6, rep - r.randint(16, 40))
            self.say(rep, p, f"忘了跟大家说，{add}" if lang == ZH else f"Forgot to mention, {add}")
            return eff
        elif mode == "planned":
            pd = max(t.told[-1] + 8, rep - r.randint(20, 45))
            busy.append((pd, rep))
            self.say(pd, p, self.plan_line(p, s, v))
            self.say(rep, p, f"说到做到，{add}" if lang == ZH else f"Did it! {cap(add)}")
        return rep

    # -- distractors and small talk ---------------------------------------------------------

    def distract(self, tracks: list[Track]) -> None:
        r = self.rng
        by_owner = {(t.person.name, t.slot.key): t for t in tracks}
        for t in tracks:
            for _ in range(r.choice((1, 1, 2))):
                who = t.person if r.random() < 0.4 else r.choice(self.people)
                own = by_owner.get((who.name, t.slot.key))
                taken = held(t) | (held(own) if own is not None else set())
                pool = [x for x in t.slot.pool.get(who.lang, t.slot.pool[EN]) if x not in taken]
                if not pool:
                    continue
                x = r.choice(pool)
                if own is not None:
                    own.mentioned.add(x)
                line = self.frag(t.slot, who.lang, "dist", x=x)
                self.say(r.randint(0, LAST_DAY), who, line + ("" if line[-1] in "?!。？！" else
                                                              ("。" if who.lang == ZH else ".")))  # fmt: skip

    def small_talk(self, target: int) -> None:
        r = self.rng
        for p in self.people:
            if p.lang == ZH:
                self.say(r.randint(0, 4), p, f"大家好，我是{p.name}，新来的志愿者，请多关照！")
            else:
                self.say(
                    r.randint(0, 4), p, f"Hi all, {p.name} here, {p.role}. Glad to be on the group!"
                )
        replies_en = ("Thanks!", "I can do it", "Brilliant, well done all", "On it", "Ha, classic",
                      "Count me in", "Oh no, poor thing", "Nice one", "Can't that week, sorry",
                      "Thanks, 谢谢!", "Ooh lovely")  # fmt: skip
        replies_zh = (
            "收到",
            "好的，没问题",
            "太好了！",
            "我可以帮忙",
            "哈哈哈",
            "辛苦了",
            "这周不行，抱歉",
        )
        while len(self.eps) < target:
            day = r.randint(0, LAST_DAY)
            first = r.choice(self.people)
            turns = [(first, cap(fill(r, r.choice(ZH_TALK if first.lang == ZH else EN_TALK))))]
            for _ in range(r.choice((0, 0, 1, 1, 2, 3))):
                q = r.choice(self.people)
                turns.append((q, r.choice(replies_zh if q.lang == ZH else replies_en)))
            self.convo(day, turns)


# ---------------------------------------------------------------------------------------------
# Probes
# ---------------------------------------------------------------------------------------------


def _q(t: Track, kind: str) -> str:
    lang = ZH if t.person.lang == ZH else EN
    return t.slot.q[lang][kind].format(n=t.person.name)


def probes_for(t: Track, rng: random.Random) -> list[dict[str, Any]]:
    name, key = t.person.name, t.slot.key
    out: list[dict[str, Any]] = []

    def probe(kind: str, gold: list[str], **extra: Any) -> None:
        values = set(t.mentioned) | set(gold) | set(t.abandoned)
        for st in t.states:
            values |= {st} if isinstance(st, str) else set(st)
        if t.pending:
            values.add(t.pending)
        out.append({"subject": name, "kind": kind, "question": _q(t, kind), "slot": key,
                    "gold": sorted(gold), "outdated": sorted(extra.pop("outdated", ())),
                    "values": sorted(values), "abandoned": sorted(t.abandoned), **extra})  # fmt: skip

    if t.slot.multi:
        final = sorted(t.states[-1])
        probe("coexisting", final)
        if t.removed:
            probe("historical", list(t.removed))
    else:
        cur = t.states[-1]
        probe("current", [cur], outdated=[v for v in t.states[:-1] if v != cur])
        kinds = (
            ["historical", "as_of"]
            if len(t.states) > 2 or rng.random() < 0.45
            else [rng.choice(("historical", "as_of"))]
        )
        if "historical" in kinds:
            probe("historical", [v for v in t.states[:-1] if v != cur])
        if "as_of" in kinds:
            k = rng.randrange(len(t.states) - 1)
            a, b = t.told[k] + 4, t.eff[k + 1] - 4
            if b > a:
                probe("as_of", [t.states[k]], as_of_day=rng.randint(a, b))
    if t.pending:
        probe("planning", [t.pending])
    return out


# ---------------------------------------------------------------------------------------------
# The world
# ---------------------------------------------------------------------------------------------

ROLE_SLOT = {"presenter": SHOW, "request collector": WARD, "technician": EDITOR}


def cast(rng: random.Random) -> list[Person]:
    """Pick the volunteers of this seed and their slots."""
    n = rng.randint(10, 14)
    n_zh = max(2, round(n / 4))
    picks = rng.sample(PEOPLE_EN, n - n_zh) + rng.sample(PEOPLE_ZH, n_zh)
    people = []
    for name, gender, role in picks:
        lang = ZH if (name, gender, role) in PEOPLE_ZH else EN
        p = Person(name, gender, lang, role)
        k = rng.randint(4, 7)
        chosen: list[Slot] = []
        for word, slot in ROLE_SLOT.items():
            if word in role or (word == "presenter" and "Mandarin hour" in role):
                chosen.append(slot)
        rest = [s for s in SINGLE_SLOTS if s not in chosen]
        if rng.random() < 0.7:
            chosen.append(rng.choice(MULTI_SLOTS))
        if rng.random() < 0.25:
            chosen.append(rng.choice([s for s in MULTI_SLOTS if s not in chosen]))
        chosen += rng.sample(rest, max(0, k - len(chosen)))
        p.slots = chosen[:7]
        rng.shuffle(p.slots)
        people.append(p)
    rng.shuffle(people)
    return people


def generate(seed: int) -> dict[str, Any]:
    """The world for one seed: episodes (time-ordered) and probes with gold values."""
    rng = random.Random(seed)
    people = cast(rng)
    b = Builder(seed, people)
    tracks = []
    for p in people:
        for s in p.slots:
            t = Track(p, s)
            (b.build_multi if s.multi else b.build_single)(t)
            tracks.append(t)
    b.distract(tracks)
    b.small_talk(rng.randint(560, 760))
    episodes = sorted(b.eps, key=lambda e: (e["day"], e["minute"]))
    probes = [pr for t in tracks for pr in probes_for(t, rng)]
    if len(probes) > 138:  # keep every current and coexisting probe, thin the rest
        keep = [pr for pr in probes if pr["kind"] in ("current", "coexisting", "planning")]
        rest = [pr for pr in probes if pr not in keep]
        rng.shuffle(rest)
        chosen = rest[: max(0, 138 - len(keep))]
        probes = [pr for pr in probes if pr in keep or pr in chosen]
    return {"start": START, "episodes": episodes, "probes": probes}


# ---------------------------------------------------------------------------------------------
# Self-check
# ---------------------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    errs = []
    eps, probes = world["episodes"], world["probes"]
    texts = [e["text"] for e in eps]
    speakers = {e["speaker"] for e in eps}
    for e in eps:
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errs.append(f"bad time {e}")
        if e["language"] not in (EN, ZH) or not e["text"].strip() or not e["session"]:
            errs.append(f"bad episode {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled template: {e['text']}")
    if [(e["day"], e["minute"]) for e in eps] != sorted((e["day"], e["minute"]) for e in eps):
        errs.append("episodes not in time order")
    for p in probes:
        if p["kind"] not in KINDS or not p["gold"] or not p["question"]:
            errs.append(f"bad probe {p}")
        if p["subject"] not in speakers:
            errs.append(f"unknown subject {p['subject']}")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"gold {g!r} never said ({p['subject']}/{p['slot']})")
            if g not in p["values"]:
                errs.append(f"gold {g!r} not among values")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"gold also outdated/abandoned: {p}")
        if (p["kind"] == "as_of") != (p.get("as_of_day") is not None):
            errs.append(f"as_of_day mismatch: {p}")
        if p["kind"] == "coexisting" and len(p["gold"]) < 2:
            errs.append(f"coexisting with one value: {p}")
    return errs


def main() -> int:
    status = 0
    for seed in (7, 11, 23):
        w = generate(seed)
        if w != generate(seed):
            print(f"seed {seed}: not deterministic")
            status = 1
        errs = validate(w)
        people = {p["subject"] for p in w["probes"]}
        slots = {(p["subject"], p["slot"]) for p in w["probes"]}
        kinds = {k: sum(p["kind"] == k for p in w["probes"]) for k in KINDS}
        zh = sum(e["language"] == ZH for e in w["episodes"])
        print(f"seed {seed}: {len(w['episodes'])} episodes ({zh} zh), {len(w['probes'])} probes, "
              f"{len(people)} people, {len(slots)} slots; {kinds}")  # fmt: skip
        for e in errs[:10]:
            print("  ", e)
        if errs:
            status = 1
    return status


if __name__ == "__main__":
    raise SystemExit(main())
