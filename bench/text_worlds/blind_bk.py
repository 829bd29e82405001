"""Blind text world ``blind_bk``: the group chat of a Bradford amateur photography club.

``generate(seed)`` invents ten to fourteen club members (hobbyists, a wedding photographer,
nurses and shift workers, students, retirees, parents, someone who works in a camera shop,
and a few members who write in Chinese) chatting over two years.  Most of the chat is
everyday noise: photo walks, the weather on Ilkley Moor, shifts, kids, exam stress.  Woven
into it, each member has four to seven personal "state slots" (camera body, neighbourhood,
workplace, mobile network, car, editing software, energy supplier, gym, pets, other clubs)
whose values change one to three times.  Changes are said outright, shown only by use,
reported by other members (sometimes with a pronoun pointing back), told weeks late,
planned then done, planned then dropped, corrected, negated, scoped, or buried in chatter.
Distractor lines name values of the same kind without them being anyone's state.

Probes carry the ground truth (current, historical, as-of, coexisting and planning values,
plus outdated, abandoned and merely-mentioned values).  Standard library only; everything
is deterministic given the seed.  ``python -m bench.text_worlds.blind_bk`` runs a self-check.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

GENERATOR = "blind_bk"
START = "2023-03-01T08:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"

# (name, gender, role, language) -- the seed picks 10-14 of these.
MEMBERS = (
    ("Dave", "m", "retiree", EN),
    ("Bev", "f", "retiree", EN),
    ("Imran", "m", "wedding", EN),
    ("Shazia", "f", "nurse", EN),
    ("Kieran", "m", "student", EN),
    ("Gemma", "f", "parent", EN),
    ("Rashid", "m", "shop", EN),
    ("Megan", "f", "nurse", EN),
    ("Colin", "m", "retiree", EN),
    ("Aisha", "f", "student", EN),
    ("Owen", "m", "shift", EN),
    ("Lucy", "f", "parent", EN),
    ("Hamza", "m", "shift", EN),
    ("Sandra", "f", "hobby", EN),
    ("Tariq", "m", "hobby", EN),
    ("Jude", "f", "wedding", EN),
    ("Wei", "m", "student", ZH),
    ("Xiaoling", "f", "nurse", ZH),
    ("Jun", "m", "shop", ZH),
    ("Meihua", "f", "parent", ZH),
    ("Haoran", "m", "shift", ZH),
    ("Yuting", "f", "student", ZH),
)

PRON = {  # subject pronoun, possessive
    (EN, "m"): ("he", "his"),
    (EN, "f"): ("she", "her"),
    (ZH, "m"): ("他", "他的"),
    (ZH, "f"): ("她", "她的"),
}


@dataclass(frozen=True)
class Slot:
    """A kind of personal state: value pool(s), questions and phrase templates per language.

    Single-valued templates: pres (I have it now), chg (I changed to {v}, may name {old}),
    use (the new value shown only by use), p3 ({n} has it; {n} may be a pronoun), plan,
    drop (a plan given up; {v} is the dropped value, {old} the kept one), dist ({x} named
    without being the speaker's state), we (household form, optional), scope ({v} mostly,
    {x} for one part of life; optional).  Multi-valued: pres, add, p3, remove, dist, use.
    """

    key: str
    multi: bool
    pool: tuple[str, ...]
    questions: dict[str, dict[str, str]]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]
    zh_pool: tuple[str, ...] = ()
    noun: tuple[str, str] = ("thing", "东西")


CAMERA = Slot(
    key="camera",
    multi=False,
    noun=("camera", "相机"),
    pool=(
        "Fujifilm X-T5",
        "Nikon Z6 II",
        "Canon EOS R6",
        "Sony A7 IV",
        "OM System OM-1",
        "Lumix G9",
        "Pentax K-3",
        "Canon 5D Mark IV",
        "Fujifilm X100V",
        "Sony A6400",
        "Nikon D750",
        "Leica Q2",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "Which camera does {n} shoot with now?",
            "historical": "Which camera did {n} use before the current one?",
            "as_of": "Which camera was {n} shooting with?",
            "planning": "Which camera is {n} planning to buy?",
        },
        ZH: {
            "current": "{n}现在用什么相机拍照？",
            "historical": "{n}之前用的是哪台相机？",
            "as_of": "{n}当时用的是什么相机？",
            "planning": "{n}打算买哪台相机？",
        },
    },  # fmt: skip
    en={
        "pres": (
            "I shoot on a {v}",
            "my {v} goes everywhere with me",
            "I've been using the {v} for everything",
        ),
        "chg": (
            "I sold the {old} and bought a {v}",
            "I've gone and got myself a {v}",
            "traded the {old} in for a {v}",
            "I upgraded to the {v}",
        ),
        "use": (
            "first proper outing with the {v} today and the eye AF is something else",
            "the {v} battery died halfway round Haworth, need a spare",
            "still learning where all the buttons are on the {v}, menus are a maze",
        ),
        "p3": ("{n} shoots on a {v}", "{n} is a {v} user now", "{n} has got a {v}"),
        "plan": (
            "I'm saving up for a {v}",
            "I'm thinking of getting a {v} in the new year",
            "I've put a deposit down on a {v}, should come next month",
        ),
        "drop": (
            "changed my mind about the {v}, the {old} does the job",
            "not buying the {v} after all, cancelled it",
        ),
        "dist": (
            "the shop has a {x} in the window for silly money",
            "reviews of the {x} say the autofocus hunts in low light",
            "if I won the lottery I'd get a {x}, just to look at it",
            "anyone tried the {x}? asking for my nephew",
            "never liked the {x}, the grip is horrible",
        ),
    },  # fmt: skip
    zh={
        "pres": ("我现在用{v}拍", "我的{v}天天带着", "我一直用{v}"),
        "chg": ("我把{old}卖了，换了一台{v}", "我入手了{v}", "我升级到{v}了"),
        "use": (
            "今天第一次带{v}出去扫街，对焦真快",
            "{v}电池在Haworth就没电了，得买块备用的",
            "{v}的菜单还没摸熟，找个设置找半天",
        ),
        "p3": ("{n}现在用{v}", "{n}换了{v}", "{n}用的是{v}"),
        "plan": ("我在攒钱买{v}", "我在考虑明年买一台{v}", "我订了一台{v}，下个月到"),
        "drop": ("{v}不买了，{old}够用", "想了想还是算了，不换{v}了"),
        "dist": (
            "店里橱窗有台{x}，价格离谱",
            "听说{x}暗光对焦不太行",
            "要是中彩票我就买台{x}",
            "有人用过{x}吗？帮我表弟问的",
        ),
    },  # fmt: skip
)

HOME = Slot(
    key="home",
    multi=False,
    noun=("neighbourhood", "住的地方"),
    pool=(
        "Saltaire",
        "Shipley",
        "Heaton",
        "Thornton",
        "Manningham",
        "Eccleshill",
        "Idle",
        "Baildon",
        "Queensbury",
        "Bingley",
        "Clayton",
        "Wibsey",
        "Allerton",
        "Greengates",
        "Wrose",
        "Low Moor",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "Which area does {n} live in now?",
            "historical": "Where did {n} live before moving to the current place?",
            "as_of": "Which area was {n} living in?",
            "planning": "Where is {n} planning to move?",
        },
        ZH: {
            "current": "{n}现在住在哪个区？",
            "historical": "{n}搬家之前住在哪里？",
            "as_of": "{n}当时住在哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    },  # fmt: skip
    en={
        "pres": (
            "I live up in {v}",
            "I'm in {v}, five minutes from the station",
            "home is a terrace in {v}",
        ),
        "chg": (
            "we moved out of {old} and into a place in {v}",
            "I've moved to {v}",
            "got the keys to the new house in {v}",
            "I've left {old}, I'm in {v} now",
        ),
        "use": (
            "the bins in {v} go out on Tuesdays, nobody told me, neighbours not impressed",
            "walked down to the canal from my new place in {v} at sunrise, gorgeous",
            "still unpacking boxes in {v}, cannot find the tripod anywhere",
        ),
        "p3": ("{n} lives in {v}", "{n} is living in {v} now", "{n} has moved over to {v}"),
        "plan": (
            "we're looking at houses in {v}",
            "thinking of moving to {v} next year",
            "we've had an offer accepted on a place in {v}",
        ),
        "drop": (
            "the {v} house fell through, staying in {old}",
            "we've decided against {v}, we're stopping in {old}",
        ),
        "dist": (
            "house prices in {x} have gone daft",
            "there's a camera fair in {x} on Saturday",
            "my cousin's just bought in {x}",
            "would you live in {x}? parking is a nightmare",
        ),
        "we": ("we live in {v}", "we've moved to {v}"),
    },  # fmt: skip
    zh={
        "pres": ("我住在{v}", "我家在{v}，离车站很近", "我在{v}租了个房子"),
        "chg": ("我从{old}搬到{v}了", "我搬到{v}了", "新房子在{v}，钥匙拿到了"),
        "use": (
            "{v}这边周二收垃圾，我都不知道，邻居不太高兴",
            "从{v}新家走到运河边拍日出，太美了",
            "在{v}还在拆箱子，三脚架找不到了",
        ),
        "p3": ("{n}住在{v}", "{n}搬到{v}了", "{n}现在住{v}"),
        "plan": ("我们在看{v}的房子", "打算明年搬到{v}", "{v}那套房子我们出价被接受了"),
        "drop": ("{v}那套没成，还是住{old}", "不搬{v}了，留在{old}"),
        "dist": ("{x}的房价涨疯了", "周六{x}有个相机市集", "我表姐刚在{x}买了房"),
        "we": ("我们住在{v}", "我们搬到{v}了"),
    },  # fmt: skip
)

WORK = Slot(
    key="work",
    multi=False,
    noun=("job", "工作"),
    pool=(
        "Bradford Royal Infirmary",
        "Airedale Hospital",
        "St Luke's Hospital",
        "Morrisons",
        "Lister Cameras",
        "Kirkgate Photo Supplies",
        "Aire Valley Logistics",
        "Pennine Print Works",
        "Yorkshire Building Society",
        "Salts Mill Gallery",
        "Bradford College",
        "Canal Road Bakery",
        "Wharfe Data Systems",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before the current job?",
            "as_of": "Where was {n} working?",
            "planning": "Where is {n} planning to work?",
        },
        ZH: {
            "current": "{n}现在在哪里工作？",
            "historical": "{n}之前在哪里工作？",
            "as_of": "{n}当时在哪里上班？",
            "planning": "{n}打算去哪里工作？",
        },
    },  # fmt: skip
    en={
        "pres": (
            "I work at {v}",
            "I'm at {v} these days, mostly lates",
            "I've been at {v} a few years now",
        ),
        "chg": (
            "I've handed my notice in at {old}, starting at {v} on Monday",
            "new job! I'm at {v} now",
            "I left {old} and took a job at {v}",
        ),
        "use": (
            "induction day at {v} was four hours of fire safety videos",
            "my new manager at {v} actually likes photography, might get me some shifts off",
            "the car park at {v} is full by half seven, it's ridiculous",
        ),
        "p3": ("{n} works at {v}", "{n} has got a job at {v}", "{n} is working at {v} now"),
        "plan": (
            "I've got an interview at {v} next week",
            "I've applied for a post at {v}",
            "thinking of going for a job at {v}",
        ),
        "drop": (
            "turned down the {v} job, staying at {old}",
            "pulled out of the {v} interview, couldn't face the commute",
        ),
        "dist": (
            "{x} are hiring again, saw it on Facebook",
            "my neighbour says {x} is a terrible place to work",
            "{x} was in the Telegraph & Argus this morning",
            "does anyone know anyone at {x}? my niece wants a placement",
        ),
    },  # fmt: skip
    zh={
        "pres": ("我在{v}上班", "我在{v}工作，经常上晚班", "我在{v}做了好几年了"),
        "chg": ("我从{old}辞职了，下周一去{v}上班", "换工作了！现在在{v}", "离开{old}了，去了{v}"),
        "use": (
            "{v}入职培训看了四个小时消防视频",
            "{v}的新经理也喜欢摄影，说不定能多给我放假",
            "{v}停车场七点半就满了",
        ),
        "p3": ("{n}在{v}上班", "{n}去{v}工作了", "{n}现在在{v}"),
        "plan": ("下周去{v}面试", "我投了{v}的职位", "在考虑去{v}上班"),
        "drop": ("{v}那份工作我拒了，还是留在{old}", "{v}的面试不去了，通勤太远"),
        "dist": ("{x}又在招人了", "邻居说{x}很难待", "今天本地新闻报了{x}"),
    },  # fmt: skip
)

CARRIER = Slot(
    key="carrier",
    multi=False,
    noun=("phone network", "手机运营商"),
    pool=(
        "Vodafone",
        "giffgaff",
        "EE",
        "Tesco Mobile",
        "Sky Mobile",
        "Smarty",
        "Lebara",
        "iD Mobile",
        "O2",
        "Voxi",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network was {n} on?",
            "planning": "Which mobile network is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在用哪家手机运营商？",
            "historical": "{n}之前用的是哪家运营商？",
            "as_of": "{n}当时用哪家运营商？",
            "planning": "{n}打算换到哪家运营商？",
        },
    },  # fmt: skip
    en={
        "pres": ("I'm on {v}", "my phone's on {v}", "my SIM is {v}"),
        "chg": (
            "ported my number from {old} to {v}",
            "I've switched to {v}",
            "ditched {old}, I'm with {v} now",
        ),
        "use": (
            "{v} has no signal at all up on Ilkley Moor, couldn't send the pics",
            "first {v} bill came through, half what I was paying",
            "{v} texted me a data warning already, uploading RAWs was a mistake",
        ),
        "p3": ("{n} is on {v}", "{n} has gone over to {v}", "{n} uses {v}"),
        "plan": (
            "thinking of moving to {v} when my contract ends",
            "I might go to {v}",
            "I'm going to switch to {v} next month",
        ),
        "drop": (
            "not bothering with {v}, {old} gave me a discount to stay",
            "staying with {old}, {v} wanted a credit check",
        ),
        "dist": (
            "{x} have a deal on, 100GB for a tenner",
            "{x} was down all morning apparently",
            "my mum rings {x} customer service weekly, it's her hobby",
            "is {x} any good round Keighley?",
        ),
    },  # fmt: skip
    zh={
        "pres": ("我用的是{v}", "我的手机卡是{v}", "我办的{v}的卡"),
        "chg": ("我把号码从{old}转到{v}了", "换成{v}了", "不用{old}了，现在是{v}"),
        "use": (
            "{v}在Ilkley Moor上一格信号都没有，照片发不出去",
            "{v}第一个月账单才一半",
            "{v}已经发短信提醒流量快用完了",
        ),
        "p3": ("{n}用{v}", "{n}换到{v}了", "{n}的卡是{v}"),
        "plan": ("合约到期打算换{v}", "可能会换到{v}", "下个月准备转到{v}"),
        "drop": ("不换{v}了，{old}给了我优惠", "还是留在{old}，{v}要查信用"),
        "dist": ("{x}在搞活动，十镑100G", "听说{x}今天上午断网了", "{x}在Keighley信号好吗？"),
    },  # fmt: skip
)

CAR = Slot(
    key="car",
    multi=False,
    noun=("car", "车"),
    pool=(
        "Toyota Yaris",
        "Skoda Octavia",
        "Vauxhall Corsa",
        "Kia Niro",
        "Nissan Leaf",
        "Ford Fiesta",
        "Honda Jazz",
        "VW Golf",
        "Dacia Duster",
        "MG4",
        "Volvo V60",
        "Hyundai Kona",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before the current one?",
            "as_of": "What car was {n} driving?",
            "planning": "What car is {n} planning to get?",
        },
        ZH: {
            "current": "{n}现在开什么车？",
            "historical": "{n}之前开的是什么车？",
            "as_of": "{n}当时开什么车？",
            "planning": "{n}打算买什么车？",
        },
    },  # fmt: skip
    en={
        "pres": ("I drive a {v}", "I've got an old {v}", "I run about in a {v}"),
        "chg": (
            "the {old} has gone, I've got a {v} now",
            "I've bought a {v}",
            "part-exchanged the {old} for a {v}",
        ),
        "use": (
            "fitted the whole kit and two tripods in the boot of the {v}, result",
            "the {v} did the Dales run on half the fuel, I'm converted",
            "first scrape on the {v} already, Asda car park strikes again",
        ),
        "p3": ("{n} drives a {v}", "{n} has bought a {v}", "{n} is in a {v} these days"),
        "plan": (
            "I'm looking at a {v}",
            "test driving a {v} on Saturday",
            "I've ordered a {v}, delivery in March apparently",
        ),
        "drop": (
            "gone off the {v}, keeping the {old} another year",
            "cancelled the {v}, the finance was silly",
        ),
        "dist": (
            "a {x} just parked across my drive again",
            "Top Gear slated the {x}",
            "my brother's {x} is in the garage for the third time",
            "would a {x} fit a pram and a tripod?",
        ),
        "we": ("we've got a {v}", "we've swapped to a {v}"),
    },  # fmt: skip
    zh={
        "pres": ("我开一辆{v}", "我的车是{v}", "我有辆旧{v}"),
        "chg": ("{old}卖掉了，现在开{v}", "我买了辆{v}", "{old}置换了一辆{v}"),
        "use": (
            "{v}后备箱塞下了全部器材加两个三脚架",
            "{v}跑了一趟Dales，油耗只有一半",
            "{v}已经第一次刮了，又是Asda停车场",
        ),
        "p3": ("{n}开{v}", "{n}买了辆{v}", "{n}现在开的是{v}"),
        "plan": ("我在看{v}", "周六去试驾{v}", "订了一辆{v}，说三月交车"),
        "drop": ("{v}不要了，{old}再开一年", "{v}取消了，贷款太贵"),
        "dist": ("又有辆{x}堵我家门口", "我哥的{x}第三次进修理厂了", "{x}能放下婴儿车和三脚架吗？"),
        "we": ("我们家开{v}", "我们换了辆{v}"),
    },  # fmt: skip
)

EDITOR = Slot(
    key="editor",
    multi=False,
    noun=("editing software", "修图软件"),
    pool=(
        "Lightroom Classic",
        "Capture One",
        "darktable",
        "Affinity Photo",
        "Luminar Neo",
        "RawTherapee",
        "DxO PhotoLab",
        "ON1 Photo RAW",
        "Photoshop",
        "Apple Photos",
    ),
    questions={
        EN: {
            "current": "Which software does {n} edit photos in now?",
            "historical": "Which editing software did {n} use before?",
            "as_of": "Which editing software was {n} using?",
            "planning": "Which editing software is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在用什么软件修图？",
            "historical": "{n}以前用什么软件修图？",
            "as_of": "{n}当时用什么软件修图？",
            "planning": "{n}打算换成什么修图软件？",
        },
    },  # fmt: skip
    en={
        "pres": (
            "I edit everything in {v}",
            "I do all my processing in {v}",
            "{v} is what I use for editing",
        ),
        "chg": (
            "I've cancelled {old} and moved everything over to {v}",
            "I've switched to {v} for editing",
            "gave up on {old}, it's {v} now",
        ),
        "use": (
            "spent all evening building presets in {v}, worth it",
            "the masking in {v} made short work of that sky",
            "{v} crashed twice exporting the gala pics, grr",
        ),
        "p3": ("{n} edits in {v}", "{n} has switched to {v}", "{n} uses {v} for editing"),
        "plan": (
            "trying the {v} trial, might switch",
            "thinking of moving to {v}",
            "I'm going to move my catalogue to {v} over Christmas",
        ),
        "drop": (
            "trial of {v} ended, not for me, back to {old}",
            "not switching to {v} after all, {old} stays",
        ),
        "dist": (
            "{x} has a new version out, the AI stuff looks gimmicky",
            "YouTube tutorial on {x} tonight if anyone fancies it",
            "my lad says {x} is what they teach at college",
            "{x} subscription went up again, glad I'm not paying it",
        ),
        "scope": (
            "{v} for most things, but {x} for the client work",
            "{v} for my own pictures, {x} when it's anything for work",
        ),
    },  # fmt: skip
    zh={
        "pres": ("我修图都用{v}", "我用{v}处理照片", "修图的话我用{v}"),
        "chg": ("{old}退订了，全部换到{v}", "修图换成{v}了", "不用{old}了，改用{v}"),
        "use": (
            "晚上在{v}里做了一堆预设",
            "{v}的蒙版一下就把天空抠出来了",
            "{v}导出的时候崩了两次",
        ),
        "p3": ("{n}用{v}修图", "{n}换成{v}了", "{n}修图用的是{v}"),
        "plan": ("在试用{v}，可能会换", "在考虑换{v}", "圣诞节打算把图库搬到{v}"),
        "drop": ("{v}试用结束了，不适合我，还是用{old}", "不换{v}了，继续用{old}"),
        "dist": ("{x}出新版本了", "今晚有{x}的教程直播", "{x}的订阅又涨价了"),
        "scope": ("平时用{v}，接单的活用{x}", "自己的照片用{v}，工作的用{x}"),
    },  # fmt: skip
)

ENERGY = Slot(
    key="energy",
    multi=False,
    noun=("energy supplier", "电力公司"),
    pool=(
        "Octopus Energy",
        "British Gas",
        "EDF",
        "OVO",
        "E.ON Next",
        "Scottish Power",
        "Good Energy",
        "Ecotricity",
        "Aire Power",
    ),  # fmt: skip
    questions={
        EN: {
            "current": "Who is {n}'s energy supplier now?",
            "historical": "Which energy supplier was {n} with before?",
            "as_of": "Which energy supplier was {n} with?",
            "planning": "Which energy supplier is {n} planning to switch to?",
        },
        ZH: {
            "current": "{n}现在用哪家电力公司？",
            "historical": "{n}之前用的是哪家电力公司？",
            "as_of": "{n}当时用哪家电力公司？",
            "planning": "{n}打算换哪家电力公司？",
        },
    },  # fmt: skip
    en={
        "pres": ("we're with {v} for gas and electric", "I'm with {v}", "my energy is {v}"),
        "chg": (
            "switched from {old} to {v}",
            "I've moved energy supplier to {v}",
            "left {old}, {v} for the gas and leccy now",
        ),
        "use": (
            "{v} app says I used 40p of electric scanning negatives all day",
            "{v} sent someone round to fit the smart meter, took five minutes",
            "first {v} direct debit is lower, can't complain",
        ),
        "p3": ("{n} is with {v}", "{n} has switched to {v}", "{n} gets energy from {v}"),
        "plan": ("thinking of switching to {v}", "I'm going to move to {v} in the spring"),
        "drop": ("looked at {v} but staying with {old}", "not switching to {v}, exit fees"),
        "dist": (
            "{x} put their prices up again, it's on the news",
            "{x} advert on the telly has that annoying jingle",
            "my dad's been on hold to {x} for an hour",
        ),
        "we": ("we're with {v} now", "we've switched to {v}"),
    },  # fmt: skip
    zh={
        "pres": ("我们家电和气用{v}", "我用{v}", "家里的电是{v}"),
        "chg": ("从{old}换到{v}了", "电力公司换成{v}了", "不用{old}了，改{v}"),
        "use": (
            "{v}的app说我扫了一天底片才用了40便士电",
            "{v}派人来装了智能电表",
            "{v}第一个月扣款少了",
        ),
        "p3": ("{n}用{v}", "{n}换到{v}了", "{n}家用{v}"),
        "plan": ("在考虑换{v}", "春天打算换到{v}"),
        "drop": ("看了{v}，还是留在{old}", "不换{v}了，违约金太高"),
        "dist": ("{x}又涨价了，新闻上说的", "{x}的电视广告好烦"),
        "we": ("我们家现在用{v}", "我们换到{v}了"),
    },  # fmt: skip
)

GYM = Slot(
    key="gym",
    multi=False,
    noun=("gym", "健身房"),
    pool=(
        "PureGym Bradford",
        "The Gym Group",
        "Richard Dunn Sports Centre",
        "Anytime Fitness",
        "Windsor Baths",
        "Squire Lane Leisure Centre",
        "Iron Foundry Gym",
        "Nuffield Health",
    ),
    questions={
        EN: {
            "current": "Which gym does {n} go to now?",
            "historical": "Which gym did {n} go to before?",
            "as_of": "Which gym was {n} going to?",
            "planning": "Which gym is {n} planning to join?",
        },
        ZH: {
            "current": "{n}现在去哪家健身房？",
            "historical": "{n}以前去哪家健身房？",
            "as_of": "{n}当时去哪家健身房？",
            "planning": "{n}打算办哪家健身房的卡？",
        },
    },  # fmt: skip
    en={
        "pres": ("I go to {v} before shifts", "I'm a member at {v}", "I train at {v}"),
        "chg": ("cancelled {old}, joined {v}", "I've joined {v}", "left {old} for {v}"),
        "use": (
            "leg day at {v}, can't crouch for low angles tomorrow",
            "the showers at {v} are freezing again",
            "6am at {v}, nobody else there",
        ),
        "p3": ("{n} goes to {v}", "{n} has joined {v}", "{n} trains at {v}"),
        "plan": ("thinking about joining {v}", "I'll sign up at {v} after Christmas"),
        "drop": ("didn't join {v} in the end, staying at {old}", "{v} was too dear, forget it"),
        "dist": ("{x} has a January offer", "{x} car park got flooded", "is {x} any good?"),
    },  # fmt: skip
    zh={
        "pres": ("我上班前去{v}", "我在{v}办了卡", "我在{v}练"),
        "chg": ("退了{old}，办了{v}", "我加入{v}了", "从{old}换到{v}"),
        "use": ("在{v}练腿，明天蹲不下拍低角度了", "{v}的淋浴又是冷水", "早上六点{v}就我一个人"),
        "p3": ("{n}去{v}", "{n}办了{v}的卡", "{n}在{v}练"),
        "plan": ("在考虑办{v}的卡", "圣诞后去{v}办卡"),
        "drop": ("最后没办{v}，还在{old}", "{v}太贵了，算了"),
        "dist": ("{x}一月有优惠", "{x}停车场被淹了", "{x}怎么样？"),
    },  # fmt: skip
)

PETS = Slot(
    key="pets",
    multi=True,
    noun=("pets", "宠物"),
    pool=(
        "Biscuit",
        "Pickle",
        "Bramble",
        "Otis",
        "Nala",
        "Pepper",
        "Digby",
        "Marmite",
        "Juniper",
        "Crumble",
        "Ziggy",
        "Tilly",
    ),  # fmt: skip
    zh_pool=("豆豆", "年糕", "花卷", "汤圆", "芝麻", "可乐", "布丁", "饺子"),
    questions={
        EN: {
            "coexisting": "Which pets does {n} have now?",
            "historical": "Which pet did {n} have before?",
            "as_of": "Which pet did {n} have?",
        },
        ZH: {
            "coexisting": "{n}现在养了哪些宠物？",
            "historical": "{n}以前养过哪只宠物？",
            "as_of": "{n}当时养的是哪只宠物？",
        },
    },  # fmt: skip
    en={
        "pres": (
            "I've got a rescue greyhound called {v}",
            "my cat {v} sits on the camera bag",
            "our dog {v} is my most patient model",
        ),
        "add": (
            "we've got a second cat, {v}, and {old} is not impressed",
            "brought home a puppy called {v}, {old} is already following it about",
            "adopted another one, {v}, alongside {old}",
        ),
        "remove": (
            "we had to say goodbye to {v} this week, sixteen years old",
            "{v} has gone to live with my mum, she's got the garden for it",
        ),
        "use": (
            "{v} knocked the lens cap under the sofa again",
            "took {v} to the vet, £90 for a nail trim, unreal",
        ),
        "p3": ("{n} has a pet called {v}", "{n} has got {v} now", "{n}'s pet is {v}"),
        "dist": (
            "someone's dog called {x} won the pet portrait comp",
            "if I got a kitten I'd call it {x}",
            "the Lister Park cat is called {x}",
        ),
    },  # fmt: skip
    zh={
        "pres": ("我家猫叫{v}", "我养了一只狗叫{v}", "{v}是我最有耐心的模特"),
        "add": ("又领养了一只，叫{v}，{old}不太高兴", "家里来了只小狗{v}，和{old}已经玩到一起了"),
        "remove": ("这周跟{v}告别了，十六岁了", "{v}送去我妈家住了，她那里有院子"),
        "use": ("{v}又把镜头盖踢到沙发底下了", "带{v}去看兽医，剪个指甲90镑"),
        "p3": ("{n}养了{v}", "{n}家有{v}", "{n}的宠物叫{v}"),
        "dist": ("宠物摄影比赛冠军是一只叫{x}的狗", "要是养猫我就叫它{x}"),
    },  # fmt: skip
)

CLUBS = Slot(
    key="clubs",
    multi=True,
    noun=("clubs", "俱乐部"),
    pool=(
        "Bingley Harriers",
        "Bradford Chess Club",
        "Aire Valley Ukulele Group",
        "Wharfedale Ramblers",
        "Bradford Bridge Club",
        "Pennine Voices Choir",
        "Bradford Film Society",
        "Bradford Cycling Club",
        "Undercliffe Cricket Club",
        "Lister Park parkrun",
        "Keighley Allotment Society",
    ),  # fmt: skip
    questions={
        EN: {
            "coexisting": "Which other clubs is {n} a member of now?",
            "historical": "Which club did {n} use to belong to?",
            "as_of": "Which other club was {n} a member of?",
        },
        ZH: {
            "coexisting": "{n}现在还参加哪些俱乐部？",
            "historical": "{n}以前参加过哪个俱乐部？",
            "as_of": "{n}当时还参加哪个俱乐部？",
        },
    },  # fmt: skip
    en={
        "pres": (
            "I'm in {v} as well, Thursday nights",
            "I'm also a member of {v}",
            "the other club I'm in is {v}",
        ),
        "add": (
            "I've joined {v} as well, on top of {old}",
            "signed up for {v} too, still doing {old}",
            "{v} has roped me in, so that's {old} and {v} now",
        ),
        "remove": (
            "I've packed in {v}, no time with the new shifts",
            "quit {v}, the committee drama was too much",
        ),
        "use": (
            "{v} social tonight so I'll miss the critique",
            "{v} AGM ran two hours, never again",
        ),
        "p3": ("{n} is in {v}", "{n} has joined {v}", "{n} goes to {v} as well"),
        "dist": (
            "{x} are looking for new members, poster in the library",
            "{x} got a mention on Look North",
            "my neighbour runs {x}, she's lovely",
        ),
    },  # fmt: skip
    zh={
        "pres": ("我还参加了{v}，每周四晚上", "我也是{v}的成员", "我另外在{v}"),
        "add": ("我又加入了{v}，{old}也还在", "报名了{v}，{old}继续"),
        "remove": ("{v}我退了，新排班没时间", "退出{v}了，委员会太多事"),
        "use": ("今晚{v}聚会，点评会去不了了", "{v}年会开了两个小时"),
        "p3": ("{n}参加了{v}", "{n}加入了{v}", "{n}也去{v}"),
        "dist": ("{x}在招新，图书馆有海报", "{x}上了本地新闻"),
    },  # fmt: skip
)

SLOTS = (CAMERA, HOME, WORK, CARRIER, CAR, EDITOR, ENERGY, GYM, PETS, CLUBS)

# -- everyday chat -------------------------------------------------------------------------

SPOTS = ("Ilkley Moor", "the Cow and Calf", "Malham Cove", "Salts Mill", "Lister Park",
         "City Park", "Cartwright Hall", "Haworth", "Brimham Rocks", "Hebden Bridge",
         "Bolton Abbey", "the Alhambra", "Five Rise Locks", "Hardcastle Crags")  # fmt: skip

FILLER_EN = (
    "Anyone out at {s} this weekend? Forecast says mist first thing",
    "Got a lovely one of the heron at {s} this morning, will post later",
    "Reminder: critique night is Wednesday, bring three prints max please",
    "Who's doing the monochrome theme this month? I'm struggling",
    "Rain again. Bradford in a nutshell",
    "That sunset tonight! Anyone catch it from {s}?",
    "Can someone remind me what the entry fee is for the Yorkshire salon?",
    "The light at {s} was flat as a pancake, came home with nothing",
    "Does anyone have a spare L bracket I could borrow for Saturday?",
    "Brilliant turnout at the {s} walk, thanks all",
    "My prints came back from the lab and the blacks are crushed, gutted",
    "Lovely shot {o}, what settings?",
    "Haha that's the best photo of a pigeon I've ever seen",
    "Is the Tuesday meet still on with the roadworks?",
    "Cup of tea and a stack of slides to scan, living the dream",
    "Who left a lens hood in the church hall? Black, 67mm",
    "Geese at {s} were having a proper row this morning",
    "Starlings over {s} tonight, didn't get a single sharp frame",
    "New members night went well, three sign-ups",
    "Just realised I've been shooting at ISO 6400 all afternoon, in daylight",
    "Fog on the tops, couldn't see my own feet",
    "Anyone know if the Alhambra lets you shoot from the balcony?",
    "Bradford Literature Festival are after volunteer photographers again",
    "Food photography challenge: my curry looked like a crime scene",
    "加油 everyone with the exhibition prints, nearly there",
    "That lantern festival set is 好看, really well done",
    "谢谢 for the lift home {o}",
    "Frost on the moor this morning, fingers still numb",
    "Whoever suggested the {s} dawn walk owes me three hours of sleep",
    "Club exhibition hanging is Sunday 10am, bring a spirit level",
)
FILLER_ZH = (
    "周末有人去{s}吗？天气预报说早上有雾",
    "今天在{s}拍到一只苍鹭，晚点发",
    "这个月黑白主题好难",
    "又下雨了，布拉德福德就是这样",
    "今晚的晚霞太美了，有人在{s}拍到了吗？",
    "{o}那张拍得真好，参数多少？",
    "点评会是周三吗？",
    "刚发现我一下午都在用ISO 6400，还是白天",
    "冲印的照片回来了，暗部全糊了",
    "{s}的雾太大了，什么都看不见",
    "展览挂画是周日上午十点吗？",
    "今天{s}人好多，三脚架都架不开",
    "谢谢{o}送我回家",
    "有人有多余的L板可以借我吗？",
)
ROLE_EN = {
    "nurse": ("Just off a run of four nights, camera hasn't left the bag",
              "Ward was mental today, need a quiet walk with the camera"),
    "shift": ("Earlies all week so I'll miss the Tuesday meet", "Back on nights, see you lot in a week"),
    "wedding": ("Three weddings this weekend, send coffee", "Bride wanted 400 edited by Friday, no chance"),
    "student": ("Dissertation due Friday so I'm hiding from this chat", "Exams done! Free to shoot again"),
    "retiree": ("Grandkids this weekend so no photos unless they count", "Hip's playing up, short walks only"),
    "parent": ("School run done, one coffee then I'm out with the camera", "Kids have a bug, cancelling Saturday"),
    "shop": ("Busy day at work, everyone wants sensor cleaning before their holidays",
             "We had a bloke in today trying to return a lens he'd dropped in the Aire"),
    "hobby": ("Spent the afternoon sorting old negatives, found my wedding photos", "New tripod head, finally level horizons"),
}  # fmt: skip
ROLE_ZH = {
    "nurse": ("刚上完四个夜班，相机都没拿出来", "今天病房忙疯了，想出去拍拍照放松"),
    "shift": ("这周都是早班，周二聚会去不了", "又轮到夜班了，下周见"),
    "student": ("论文周五截止，先潜水了", "考完试了！可以出去拍了"),
    "parent": ("送完孩子上学，喝杯咖啡就出门拍照", "孩子生病了，周六不去了"),
    "shop": ("今天店里好忙，大家出门旅游前都来清洗传感器", "今天有人来退镜头，说是掉进河里了"),
}  # fmt: skip
REPLY_EN = (
    "Ooh nice",
    "About time!",
    "Congrats!",
    "That's brilliant",
    "Pics or it didn't happen",
    "Good for you",
    "Ha, knew it",
    "Fair enough",
    "Oh no",
    "Lovely",
    "Really? Since when?",
)
REPLY_ZH = ("恭喜！", "不错啊", "羡慕", "哈哈", "真的吗？", "好事", "可以可以")
CHAT_EN = ("Ha", "Nice one", "Same here", "Where was this?", "Count me in", "Go on then", "Ooh",
           "Lovely", "Thanks for the heads up", "Ha, typical", "Not me, I'm working")  # fmt: skip
CHAT_ZH = ("哈哈", "同感", "在哪里？", "算我一个", "好的", "收到", "我那天上班")
CONFIRM_EN = ("Yep, that's right", "Guilty", "Can confirm", "Yes, that's me", "Ha, word gets round")
CONFIRM_ZH = ("对", "是的", "没错", "哈哈是我")
SMALL_EN = (("Morning all", "what a week"), ("Evening folks", "finally sat down"),
            ("Right then", "long day"), ("Hiya", "been a mad one"))  # fmt: skip
TAIL_EN = ("anyway, who's coming on Saturday?", "and the cat's been sick on my camera bag, lovely",
           "also the boiler's packed in again, so that's my weekend",
           "oh and I finally printed the Malham shots, they look grand")  # fmt: skip
SMALL_ZH = ("大家早上好，这周累死了", "晚上好，终于坐下来了", "今天好忙")
TAIL_ZH = ("周六谁去拍？", "另外锅炉又坏了，周末没了", "马勒姆的照片终于打印出来了，效果不错")

# -- the world ----------------------------------------------------------------------------

CHANGE_STYLES = ("explicit", "use", "third", "pronoun", "selfname", "late", "correction",
                 "negation", "long", "we", "plan")  # fmt: skip


@dataclass
class Member:
    name: str
    gender: str
    role: str
    lang: str

    @property
    def pronoun(self) -> str:
        return PRON[(self.lang, self.gender)][0]


@dataclass
class Track:
    """The ground truth of one member's slot."""

    member: Member
    slot: Slot
    held: list[tuple[int, str]] = field(default_factory=list)  # (day it began, value)
    values: set[str] = field(default_factory=set)
    abandoned: set[str] = field(default_factory=set)
    wrong: set[str] = field(default_factory=set)  # said by mistake, then corrected
    open_plan: str | None = None
    # multi-valued slots: (value, first day, last day or None)
    spans: list[tuple[str, int, int | None]] = field(default_factory=list)

    def value_at(self, day: int) -> str:
        cur = self.held[0][1]
        for start, v in self.held:
            if start <= day:
                cur = v
        return cur


def _cap(template: str) -> str:
    """Capitalise an English template unless it starts with a value (brand spellings)."""
    return template if template.startswith("{") else template[:1].upper() + template[1:]


class Builder:
    """Collects episodes and ground truth for one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 17)
        self.episodes: list[dict[str, Any]] = []
        self.n_sessions = 0
        self.members: list[Member] = []
        self.tracks: list[Track] = []
        self.style_deck: list[str] = []
        self.dist_lines: list[tuple[int, Member, Slot]] = []

    # -- output -------------------------------------------------------------------------

    def say(self, day: int, lines: list[tuple[Member, str]]) -> None:
        """One conversation: consecutive lines in one session, a few minutes apart."""
        rng = self.rng
        day = max(0, min(LAST_DAY, day))
        self.n_sessions += 1
        sid = f"bk-d{day:03d}-{self.n_sessions}"
        minute = rng.randint(390, 1250)
        for who, text in lines:
            self.episodes.append({"day": day, "minute": minute, "speaker": who.name,
                                  "text": text, "session": sid, "language": who.lang})  # fmt: skip
            minute += rng.randint(1, 6)

    def t(self, who: Member, slot: Slot, key: str, **kw: str) -> str:
        """A phrase of `slot` for `key` in the language `who` writes, filled in."""
        table = slot.zh if who.lang == ZH else slot.en
        template = self.rng.choice(table[key])
        return template.format(**kw)

    def end(self, who: Member, text: str) -> str:
        """Finish a sentence in the speaker's style."""
        if who.lang == ZH:
            return text + self.rng.choice(("。", "！", "", "～"))
        text = text[:1].upper() + text[1:] if not text[:1].isupper() and self._capok(text) else text
        return text + self.rng.choice((".", "!", "", " :)", "."))

    def _capok(self, text: str) -> bool:
        """Do not capitalise a leading brand spelled in lower case (giffgaff, darktable)."""
        first = text.split(" ", 1)[0]
        pool = {v.split(" ", 1)[0] for s in SLOTS for v in s.pool}
        return first not in pool

    def other(self, who: Member, lang: str | None = None) -> Member:
        """Another member (writing in `lang`, if given)."""
        cands = [m for m in self.members if m is not who and (lang is None or m.lang == lang)]
        return self.rng.choice(cands or [m for m in self.members if m is not who])

    def reply(self, who: Member, news: bool = True) -> tuple[Member, str]:
        r = self.other(who)
        if news:
            return r, self.rng.choice(REPLY_ZH if r.lang == ZH else REPLY_EN)
        return r, self.rng.choice(CHAT_ZH if r.lang == ZH else CHAT_EN)

    def maybe_reply(self, who: Member, lines: list[tuple[Member, str]], p: float = 0.45,
                    news: bool = True) -> None:  # fmt: skip
        if self.rng.random() < p:
            lines.append(self.reply(who, news))

    def reporter(self, about: Member, value: str) -> Member:
        """Someone to pass on news about `about`; Chinese values need a Chinese writer."""
        return self.other(about, ZH if not value.isascii() else None)

    def spot(self) -> str:
        return self.rng.choice(SPOTS)

    def next_style(self) -> str:
        if not self.style_deck:
            self.style_deck = list(CHANGE_STYLES)
            self.rng.shuffle(self.style_deck)
        return self.style_deck.pop()

    # -- single-valued slots --------------------------------------------------------------

    def pool(self, who: Member, slot: Slot) -> tuple[str, ...]:
        return slot.zh_pool if (slot.zh_pool and who.lang == ZH) else slot.pool

    def single_track(self, m: Member, slot: Slot) -> Track:
        rng = self.rng
        tr = Track(m, slot)
        n_ch = rng.choice((1, 1, 2, 2, 2, 3))
        vals = rng.sample(self.pool(m, slot), n_ch + 5)
        held, spare = vals[: n_ch + 1], vals[n_ch + 1 :]
        t0 = rng.randint(0, 100)
        first = t0 + 60
        span = (LAST_DAY - 40 - first) // n_ch
        days = [first + i * span + rng.randint(0, span - 50) for i in range(n_ch)]
        tr.held.append((t0, held[0]))
        tr.values.update(held)
        self.initial(tr, t0, held[0], spare)
        bounds = [t0, *days, LAST_DAY]
        for i, c in enumerate(days):
            begun = self.change(tr, c, held[i], held[i + 1], spare, bounds[i], bounds[i + 2])
            tr.held.append((begun, held[i + 1]))
        self.extras(tr, spare, bounds)
        return tr

    def initial(self, tr: Track, day: int, v: str, spare: list[str]) -> None:
        rng, m, slot = self.rng, tr.member, tr.slot
        kinds = ["pres", "pres", "long", "third"] + (["scope"] * 2 if "scope" in slot.en else [])
        kind = rng.choice(kinds)
        lines: list[tuple[Member, str]] = []
        if kind == "pres":
            lines.append((m, self.end(m, self.t(m, slot, "pres", v=v))))
        elif kind == "long":
            lines.append((m, self.long(m, self.t(m, slot, "pres", v=v))))
        elif kind == "third":
            r = self.reporter(m, v)
            p3 = self.t(r, slot, "p3", n=m.name, v=v)
            if r.lang == ZH:
                lines.append(
                    (
                        r,
                        f"{p3}，上次聚会她自己说的"
                        if m.gender == "f"
                        else f"{p3}，上次聚会他自己说的",
                    )
                )
            else:
                lines.append((r, self.end(r, rng.choice((
                    f"{p3}, if anyone wants to ask about it", f"For the newbies: {p3}",
                    f"{p3}, I only found that out last week", f"{p3}, so now you know")))))  # fmt: skip
            lines.append((m, rng.choice(CONFIRM_ZH if m.lang == ZH else CONFIRM_EN)))
        else:
            x = spare.pop()
            tr.values.add(x)
            lines.append((m, self.end(m, self.t(m, slot, "scope", v=v, x=x))))
        self.maybe_reply(m, lines, 0.3)
        self.say(day, lines)

    def long(self, m: Member, news: str) -> str:
        """The news in the middle of small talk."""
        rng = self.rng
        if m.lang == ZH:
            return f"{rng.choice(SMALL_ZH)}。{news}。{rng.choice(TAIL_ZH)}"
        a, b = rng.choice(SMALL_EN)
        return f"{a}, {b}. {_cap(news)}, {rng.choice(TAIL_EN)}"

    def change(self, tr: Track, day: int, old: str, v: str, spare: list[str], lo: int,
               hi: int) -> int:  # fmt: skip
        """Tell the change old -> v (around `day`); return the day it really happened."""
        rng, m, slot = self.rng, tr.member, tr.slot
        zh = m.lang == ZH
        style = self.next_style()
        if style == "we" and "we" not in slot.en:
            style = "explicit"
        if style == "late" and day + 35 >= hi - 10:
            style = "explicit"
        if style == "plan" and day - 50 <= lo + 45:
            style = "use"
        lines: list[tuple[Member, str]] = []
        happened = day
        if style == "explicit":
            lines.append((m, self.end(m, self.t(m, slot, "chg", v=v, old=old))))
            self.maybe_reply(m, lines)
        elif style == "use":
            lines.append((m, self.end(m, self.t(m, slot, "use", v=v))))
            self.maybe_reply(m, lines, 0.3)
        elif style == "third":
            r = self.reporter(m, v)
            p3 = self.t(r, slot, "p3", n=m.name, v=v)
            if r.lang == ZH:
                lines.append((r, rng.choice((f"听说{p3}了", f"周二聚会听说的：{p3}"))))
            else:
                lines.append((r, self.end(r, rng.choice((f"Heard from the Tuesday lot that {p3}",
                                                         f"News from critique night: {p3}",
                                                         f"{p3}, {m.name} told me at the pub")))))  # fmt: skip
            self.maybe_reply(r, lines, 0.5)
        elif style == "pronoun":
            r = self.reporter(m, v)
            p3 = self.t(r, slot, "p3", n=PRON[(r.lang, m.gender)][0], v=v)
            s = self.spot()
            if r.lang == ZH:
                lines.append(
                    (r, rng.choice((f"昨天在{s}碰到{m.name}了。", f"刚才跟{m.name}喝了杯咖啡。")))
                )
                lines.append(
                    (r, p3 + rng.choice(("，看起来挺开心的", "，我都不知道", "，瞒得挺好")))
                )
            else:
                lines.append((r, rng.choice((f"Bumped into {m.name} at {s} yesterday.",
                                             f"Had a brew with {m.name} after the {s.removeprefix('the ')} walk.",
                                             f"{m.name} turned up at {s} on Sunday, first time in ages."))))  # fmt: skip
                lines.append(
                    (
                        r,
                        self.end(
                            r,
                            f"{_cap(p3)}, "
                            + rng.choice(
                                (
                                    "sounds well chuffed about it",
                                    "news to me",
                                    "kept that quiet",
                                    "apparently it was a long time coming",
                                )
                            ),
                        ),
                    )
                )
        elif style == "selfname":
            p3 = self.t(m, slot, "p3", n=m.name, v=v)
            if zh:
                lines.append((m, rng.choice((f"通知一下：{p3}。", f"{p3}，特此通知"))))
            else:
                lines.append((m, rng.choice((f"Announcement: {p3}. That is all.",
                                             f"{p3}, in case anyone's keeping score"))))  # fmt: skip
            self.maybe_reply(m, lines, 0.6)
        elif style == "late":
            weeks = rng.randint(3, 5)
            table = slot.zh if zh else slot.en
            plain = [
                c for c in table["chg"] if not any(w in c for w in ("now", "Monday", "!", "下周"))
            ]
            chg = rng.choice(plain or list(table["chg"])).format(v=v, old=old)
            happened = day
            day = day + 7 * weeks
            if zh:
                lines.append(
                    (
                        m,
                        rng.choice(
                            (f"忘了说，{weeks}个星期前{chg}", f"一直忘了讲，{chg}，已经{weeks}周了")
                        ),
                    )
                )
            else:
                lines.append((m, rng.choice((f"Forgot to mention, {chg} about {weeks} weeks ago",
                                             f"Meant to say ages back: {chg}. That was {weeks} weeks ago now"))))  # fmt: skip
            self.maybe_reply(m, lines)
        elif style == "correction" and spare:
            w = spare.pop()
            tr.wrong.add(w)
            tr.values.add(w)
            lines.append((m, self.end(m, self.t(m, slot, "chg", v=w, old=old))))
            if zh:
                lines.append((m, f"打错了，是{v}，不是{w}"))
            else:
                lines.append((m, rng.choice((f"Sorry, {v} I mean, not {w}! Typing on the bus",
                                             f"*{v}, not {w}. Autocorrect, honestly"))))  # fmt: skip
            self.maybe_reply(m, lines, 0.3)
        elif style == "negation":
            r = self.other(m)
            if r.lang == ZH:
                lines.append((r, f"{m.name}，你还是{old}吗？"))
            else:
                lines.append((r, rng.choice((f"{m.name} is it still {old} for you?",
                                             f"@{m.name} still {old}, or have you changed?"))))  # fmt: skip
            pres = self.t(m, slot, "pres", v=v)
            if zh:
                lines.append((m, f"早就不是{old}了，{pres}"))
            else:
                lines.append((m, self.end(m, f"No, not {old} any more. {_cap(pres)} now")))
        elif style == "long":
            lines.append((m, self.long(m, self.t(m, slot, "chg", v=v, old=old))))
            self.maybe_reply(m, lines, 0.3)
        elif style == "we":
            we = self.t(m, slot, "we", v=v)
            lines.append(
                (m, f"我们家更新一下：{we}" if zh else self.end(m, f"Update from our house: {we}"))
            )
            self.maybe_reply(m, lines)
        else:  # plan, then done
            p_day = day - rng.randint(20, 45)
            self.say(p_day, [(m, self.end(m, self.t(m, slot, "plan", v=v)))])
            lines.append((m, self.end(m, self.t(m, slot, "chg", v=v, old=old))))
            self.maybe_reply(m, lines)
        self.say(day, lines)
        return happened

    def extras(self, tr: Track, spare: list[str], bounds: list[int]) -> None:
        """Dropped plans, idle daydreams, a plan still open at the end, distractor requests."""
        rng, m, slot = self.rng, tr.member, tr.slot
        zh = m.lang == ZH
        if spare and rng.random() < 0.4:
            i = rng.randrange(len(bounds) - 1)
            lo, hi = bounds[i] + 45, bounds[i + 1] - 50
            if hi > lo:
                p = rng.randint(lo, hi)
                x = spare.pop()
                tr.values.add(x)
                tr.abandoned.add(x)
                self.say(p, [(m, self.end(m, self.t(m, slot, "plan", v=x)))])
                gave_up = [(m, self.end(m, self.t(m, slot, "drop", v=x, old=tr.value_at(p))))]
                self.maybe_reply(m, gave_up, 0.3)
                self.say(p + rng.randint(12, 35), gave_up)
        if spare and rng.random() < 0.2:
            x = spare.pop()
            tr.values.add(x)
            tr.abandoned.add(x)
            text = (f"又在幻想{x}了，想想而已" if zh else rng.choice((
                f"Daydreaming about {x} again. Won't happen, but a person can dream",
                f"Had a look at {x} online, then had a look at my bank balance")))  # fmt: skip
            self.say(rng.randint(30, 700), [(m, text)])
        last = bounds[-2]
        if spare and last < 640 and rng.random() < 0.12:
            y = spare.pop()
            tr.values.add(y)
            tr.open_plan = y
            self.say(rng.randint(max(last + 40, 650), 715),
                     [(m, self.end(m, self.t(m, slot, "plan", v=y)))])  # fmt: skip
        for _ in range(rng.randint(1, 2)):
            self.dist_lines.append((rng.randint(0, LAST_DAY), m, slot))

    # -- multi-valued slots ---------------------------------------------------------------

    def multi_track(self, m: Member, slot: Slot) -> Track:
        rng = self.rng
        tr = Track(m, slot)
        zh = m.lang == ZH
        vals = rng.sample(self.pool(m, slot), 3)
        v0, v1, v2 = vals
        t0 = rng.randint(0, 120)
        tr.values.update((v0, v1))
        if rng.random() < 0.7:
            lines = [(m, self.end(m, self.t(m, slot, "pres", v=v0)))]
        else:
            r = self.reporter(m, v0)
            lines = [(r, self.end(r, self.t(r, slot, "p3", n=m.name, v=v0)))]
        self.maybe_reply(m, lines, 0.3)
        self.say(t0, lines)
        spans = {v0: [t0, None]}
        a = rng.randint(t0 + 60, 420)
        add = self.t(m, slot, "add", v=v1, old=v0)
        if rng.random() < 0.3:
            weeks = rng.randint(2, 5)
            text = (f"忘了说，{weeks}个星期前{add}" if zh
                    else f"Forgot to mention, {add}. That was {weeks} weeks ago")  # fmt: skip
            lines = [(m, text)]
            self.maybe_reply(m, lines)
            self.say(a + 7 * weeks, lines)
        else:
            lines = [(m, self.end(m, add))]
            self.maybe_reply(m, lines)
            self.say(a, lines)
        spans[v1] = [a, None]
        if rng.random() < 0.3:  # shown by use in a later line
            self.say(
                rng.randint(a + 50, LAST_DAY), [(m, self.end(m, self.t(m, slot, "use", v=v1)))]
            )
        roll = rng.random()
        if roll < 0.45:
            r_day = rng.randint(a + 60, 700)
            gone = rng.choice((v0, v1))
            lines = [(m, self.end(m, self.t(m, slot, "remove", v=gone)))]
            self.maybe_reply(m, lines, 0.6)
            self.say(r_day, lines)
            spans[gone][1] = r_day
        elif roll < 0.8:
            a2 = rng.randint(a + 60, 690)
            tr.values.add(v2)
            lines = [(m, self.end(m, self.t(m, slot, "add", v=v2, old=v1)))]
            self.maybe_reply(m, lines)
            self.say(a2, lines)
            spans[v2] = [a2, None]
        tr.spans = [(v, s, e) for v, (s, e) in spans.items()]
        tr.held = [(t0, v0)]
        for _ in range(rng.randint(1, 2)):
            self.dist_lines.append((rng.randint(0, LAST_DAY), m, slot))
        return tr

    # -- distractors and filler -----------------------------------------------------------

    def distractors(self) -> None:
        """Lines naming values of a slot that are not the speaker's state."""
        rng = self.rng
        extra = [(rng.randint(0, LAST_DAY), rng.choice(self.members), rng.choice(SLOTS))
                 for _ in range(len(self.members) * 2)]  # fmt: skip
        mine = {(t.member.name, t.slot.key): t for t in self.tracks}
        for day, m, slot in self.dist_lines + extra:
            tr = mine.get((m.name, slot.key))
            own = set(tr.values) if tr else set()
            choices = [x for x in self.pool(m, slot) if x not in own]
            if not choices:
                continue
            x = rng.choice(choices)
            if tr:
                tr.values.add(x)
            lines = [(m, self.end(m, self.t(m, slot, "dist", x=x)))]
            self.maybe_reply(m, lines, 0.35, news=False)
            self.say(day, lines)

    def filler(self, target: int) -> None:
        rng = self.rng
        while len(self.episodes) < target:
            m = rng.choice(self.members)
            zh = m.lang == ZH
            roles = ROLE_ZH if zh else ROLE_EN
            if m.role in roles and rng.random() < 0.3:
                first = rng.choice(roles[m.role])
            else:
                first = rng.choice(FILLER_ZH if zh else FILLER_EN)
            o = self.other(m)
            lines = [(m, first.format(s=self.spot(), o=o.name))]
            for _ in range(rng.choice((0, 1, 1, 2, 3))):
                r = self.other(m)
                if rng.random() < 0.6:
                    lines.append((r, rng.choice(CHAT_ZH if r.lang == ZH else CHAT_EN)))
                else:
                    pool = FILLER_ZH if r.lang == ZH else FILLER_EN
                    lines.append((r, rng.choice(pool).format(s=self.spot(), o=m.name)))
            self.say(rng.randint(0, LAST_DAY), lines)

    # -- probes ---------------------------------------------------------------------------

    def probe(self, tr: Track, kind: str, gold: list[str], *, outdated: list[str] = (),
              as_of_day: int | None = None, qkind: str | None = None) -> dict[str, Any]:  # fmt: skip
        m, slot = tr.member, tr.slot
        question = slot.questions[m.lang][qkind or kind].format(n=m.name)
        return {"subject": m.name, "kind": kind, "question": question, "slot": slot.key,
                "gold": list(gold), "outdated": sorted(set(outdated) - set(gold)),
                "values": sorted(tr.values | set(gold)), "abandoned": sorted(tr.abandoned),
                "as_of_day": as_of_day}  # fmt: skip

    def probes_for(self, tr: Track) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """(probes always asked, optional probes) for one track."""
        rng = self.rng
        must: list[dict[str, Any]] = []
        maybe: list[dict[str, Any]] = []
        if tr.slot.multi:
            now = [v for v, _, e in tr.spans if e is None]
            gone = [v for v, _, e in tr.spans if e is not None]
            if len(now) >= 2:
                must.append(self.probe(tr, "coexisting", now))
            else:
                must.append(self.probe(tr, "current", now, outdated=gone, qkind="coexisting"))
            if gone:
                maybe.append(self.probe(tr, "historical", gone))
            v0, t0, _ = tr.spans[0]
            a = tr.spans[1][1]
            if a - t0 >= 30:
                maybe.append(self.probe(tr, "as_of", [v0], as_of_day=(t0 + a) // 2))
            return must, maybe
        final = tr.held[-1][1]
        earlier = [v for _, v in tr.held[:-1]]
        must.append(self.probe(tr, "current", [final], outdated=earlier + sorted(tr.wrong)))
        maybe.append(self.probe(tr, "historical", [tr.held[-2][1]]))
        ends = [d for d, _ in tr.held[1:]] + [LAST_DAY]
        spans = [(s, e, v) for (s, v), e in zip(tr.held, ends, strict=True) if e - s >= 20]
        if spans:
            s, e, v = rng.choice(spans)
            maybe.append(self.probe(tr, "as_of", [v], as_of_day=(s + e) // 2))
        if tr.open_plan:
            must.append(self.probe(tr, "planning", [tr.open_plan]))
        return must, maybe


def _pick_members(rng: random.Random) -> list[Member]:
    n = rng.randint(10, 14)
    n_zh = (n + 2) // 4
    en = [x for x in MEMBERS if x[3] == EN]
    zh = [x for x in MEMBERS if x[3] == ZH]
    while True:
        chosen = rng.sample(en, n - n_zh)
        roles = {x[2] for x in chosen}
        if {"wedding", "shop", "nurse"} <= roles:
            break
    chosen += rng.sample(zh, n_zh)
    rng.shuffle(chosen)
    return [Member(*x) for x in chosen]


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: {start, episodes, probes} as `bench.states.load_text_world` reads."""
    b = Builder(seed)
    rng = b.rng
    b.members = _pick_members(rng)
    for m in b.members:
        allowed = [s for s in SLOTS if not (s is WORK and m.role == "retiree")]
        for slot in rng.sample(allowed, rng.randint(4, 7)):
            b.tracks.append(b.multi_track(m, slot) if slot.multi else b.single_track(m, slot))
    b.distractors()
    b.filler(rng.randint(590, 730))
    order = sorted(range(len(b.episodes)),
                   key=lambda i: (b.episodes[i]["day"], b.episodes[i]["minute"], i))  # fmt: skip
    episodes = [b.episodes[i] for i in order]
    must: list[dict[str, Any]] = []
    maybe: list[dict[str, Any]] = []
    for tr in b.tracks:
        a, c = b.probes_for(tr)
        must += a
        maybe += c
    total = rng.randint(112, 136)
    want = min(len(maybe), max(40, total - len(must)))
    keep = {id(p) for p in rng.sample(maybe, want)}
    if len(must) > total - want:  # too many slots: ask about fewer current values
        plain = [p for p in must if p["kind"] == "current"]
        drop = rng.sample(plain, min(len(plain), len(must) - (total - want)))
        keep |= {id(p) for p in must if p not in drop}
    else:
        keep |= {id(p) for p in must}
    probes = [p for p in must + maybe if id(p) in keep]
    for p in probes:
        if p["as_of_day"] is None:
            del p["as_of_day"]
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": probes}  # fmt: skip


# -- self-check ---------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (an empty list when it is well formed)."""
    bad: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    people = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    if not 500 <= len(eps) <= 800:
        bad.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        bad.append(f"{len(probes)} probes")
    if not 10 <= len(people) <= 14:
        bad.append(f"{len(people)} people")
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            bad.append(f"episode keys {sorted(e)}")
        if e["language"] not in (EN, ZH) or not e["text"].strip():
            bad.append(f"episode {e}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            bad.append(f"episode time {e['day']}/{e['minute']}")
        has_cjk = any("\u4e00" <= ch <= "\u9fff" for ch in e["text"])
        if e["language"] == ZH and not has_cjk:
            bad.append(f"zh episode without Chinese: {e['text']!r}")
        if (e["day"], e["minute"]) < last:
            bad.append("episodes out of order")
        last = (e["day"], e["minute"])
    slots: dict[str, set[str]] = {}
    for p in probes:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        slots.setdefault(p["subject"], set()).add(p["slot"])
        if p["kind"] not in KINDS or p["subject"] not in people or not p["question"]:
            bad.append(f"probe {tag}")
        if not p["gold"]:
            bad.append(f"no gold: {tag}")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                bad.append(f"gold {g!r} never said: {tag}")
        if not set(p["gold"]) <= set(p["values"]):
            bad.append(f"gold outside values: {tag}")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            bad.append(f"gold also outdated/abandoned: {tag}")
        if (p["kind"] == "as_of") != ("as_of_day" in p):
            bad.append(f"as_of_day: {tag}")
        for v in p["values"]:
            if not any(v in t for t in texts):
                bad.append(f"value {v!r} never said: {tag}")
    for who, keys in slots.items():
        if not 2 <= len(keys) <= 7:
            bad.append(f"{who} has {len(keys)} probed slots")
    return bad


def main() -> int:
    from collections import Counter

    failed = False
    for seed in (7, 11, 23):
        world = generate(seed)
        if world != generate(seed):
            print(f"seed {seed}: not deterministic")
            failed = True
        problems = validate(world)
        eps = world["episodes"]
        kinds = Counter(p["kind"] for p in world["probes"])
        zh = sum(e["language"] == ZH for e in eps)
        people = len({e["speaker"] for e in eps})
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(world['probes'])} probes, "
              f"{people} people; " + ", ".join(f"{k} {kinds[k]}" for k in KINDS))  # fmt: skip
        for msg in problems[:20]:
            print("  problem:", msg)
        failed = failed or bool(problems)
    print("self-check", "FAILED" if failed else "ok")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
