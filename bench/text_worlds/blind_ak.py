"""Blind text world ``blind_ak``: the group chat of a York repair café.

Volunteers who fix toasters, bikes and clothes on Saturday mornings, and the regulars who bring
things in, chat in the café's group chat over two years.  Most of what they say is everyday
chatter (kettles, fuses, zips, the weather on Walmgate); in between, people's own states change:
the neighbourhood they live in, where they work, the bike they ride, the phone they carry, their
energy supplier, their sewing machine, their GP surgery, what they drink, the car they drive, the
language they are learning, and (several at once) their pets, instruments and clubs.

Changes are said straight out, shown only by use, reported by somebody else (sometimes with a
pronoun pointing back to a name said a line earlier), told weeks late, planned and then done,
planned and dropped, idly wondered about, corrected ("sorry, I meant ..."), denied ("not X any
more"), scoped ("X for most things, but Y at work") and surrounded by distractors that name the
same kind of value without it being anyone's state.  About a quarter of the people write in
simplified Chinese.

``generate(seed)`` returns the dict read by ``bench.states.load_text_world``; ``main()`` is a
self-check (``python -m bench.text_worlds.blind_ak``).  Standard library only; deterministic.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

GENERATOR = "blind_ak"
START = "2023-03-04T09:00:00+00:00"  # a Saturday: day % 7 == 0 is café morning
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

EN_PEOPLE = (
    ("Maggie", "she"), ("Dev", "he"), ("Tom", "he"), ("Priya", "she"), ("Gareth", "he"),
    ("Siobhan", "she"), ("Kwame", "he"), ("Hannah", "she"), ("Rob", "he"), ("Aoife", "she"),
    ("Ollie", "he"), ("Beth", "she"), ("Sanjay", "he"), ("Fiona", "she"), ("Declan", "he"),
    ("Ruth", "she"), ("Stan", "he"), ("Imogen", "she"),
)  # fmt: skip
ZH_PEOPLE = (
    ("Mei", "she"), ("Jun", "he"), ("Xiaoyu", "she"), ("Hao", "he"), ("Lin", "she"),
    ("Bo", "he"), ("Qing", "she"), ("Wei", "he"),
)  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Everyday chatter (no state news).  {a} = another member's name.
# ---------------------------------------------------------------------------------------------

FILLER = {
    EN: (
        "Kettle's on at the hall from half nine, doors at ten.",
        "Anyone got a spare 13 amp fuse? The Morphy Richards toaster lady is back.",
        "That Dualit from last week works again! New element, cost us £6.",
        "Reminder: PAT testing kit needs to go back to the library by Friday.",
        "We fixed 23 things on Saturday. Record is 31, come on team.",
        "Who took the good wire strippers home? No judgement. Some judgement.",
        "Lovely lemon drizzle from {a} today, thank you!",
        "Rain again on Walmgate. Bring the bikes inside when you arrive please.",
        "Someone brought in a 1970s Teasmade. Nobody knows how it works, including the Teasmade.",
        "Can we get more sewing needles, the size 90s have all gone walkabout.",
        "Fixed a zip on a coat that's older than me. Very satisfying.",
        "Tea urn is making the noise again.",
        "Thanks {a} for staying late to finish that lamp.",
        "Note for next week: the lift at the community centre is out, ground floor only.",
        "Has anyone seen the box of spare brake pads? It was under the table by the window.",
        "Good crowd today, even with the Minster bells going off all morning.",
        "Hoover with a sock stuck in it. Third one this month. What are people doing",
        "Flyers for the spring session are at the printers, {a} is collecting them.",
        "Lost property: one blue umbrella, one solder sucker, one child's glove.",
        "Great to see so many new faces this morning!",
        "Can someone cover the front desk 10 to 11 next Saturday?",
        "The radio from the man with the dog works again. The dog was very pleased.",
        "Did anyone else's hands smell of WD-40 all weekend",
        "Please log every repair in the sheet, even the failures, the council likes numbers.",
        "Sewing table had a queue out the door today, we need a second machine out.",
        "Morning! Running ten minutes late, start without me.",
        "That steam iron was beyond saving, sadly. Descaler can only do so much.",
        "Quiet one today, the Knavesmire races must have pulled everyone away.",
        "Bike stand's wobbly again, I'll bring a spanner.",
        "Who's doing the biscuits rota in March?",
        "Brilliant work {a}, that food mixer looked dead.",
        "Posted the photos from Saturday on the noticeboard.",
        "Honestly the best bit of my week, this lot.",
        "Reminder the hall is booked by the pilates class until 9:45, don't barge in.",
        "Anyone know if a 2-pin shaver plug adapter is safe to use? Asking for a customer.",
        "Ha! Classic.",
        "Agreed.",
        "See you all Saturday.",
        "Thanks all x",
        "That's brilliant news.",
        "Has anyone got the key for the cupboard with the extension leads?",
        "Just a heads up the car park on Foss Islands is closed this weekend.",
        "Cheers for the 饺子 on Saturday {a}, they vanished in minutes.",
        "加油 everyone, busy one tomorrow.",
    ),
    ZH: (
        "今天来修东西的人好多，缝纫桌那边排到门口了。",
        "谁拿走了那把红色的螺丝刀？下周记得带回来哦。",
        "上周那个吹风机修好了，原来是保险丝的问题。",
        "明天早上我会早点到帮忙摆桌子。",
        "{a}做的柠檬蛋糕太好吃了！",
        "又下雨了，大家路上小心。",
        "有人知道电水壶的温控器哪里能买到吗？",
        "今天修了一个好老的收音机，客人感动得快哭了。",
        "下周六我可能晚到半小时。",
        "谢谢{a}帮我看那个台灯。",
        "哈哈哈哈",
        "同意！",
        "周六见～",
        "缝纫针又不够了，谁方便去 Boyes 买一点？",
        "今天的茶水桶声音好大，是不是要除垢了。",
        "大家辛苦了！",
        "照片我发到 Facebook 群里了。",
        "那个 Dualit 烤面包机真的救回来了？厉害！",
        "今天排队的人里有好几个新面孔。",
        "我把多余的拉链放在柜子第二层了。",
    ),
}

# Small talk wrapped around news in long chatty lines: (before, after).
CHATTY = {
    EN: (
        (
            "Morning all, what a week.",
            "Anyway, is anyone bringing the big soldering iron Saturday?",
        ),
        ("Sorry I missed Saturday, had a cold.", "Hope the toaster queue wasn't too mad."),
        (
            "Just back from Bettys, queue was round the corner as usual.",
            "Also who left their reading glasses by the sewing table?",
        ),
        ("Right, catching up on this chat.", "And well done on the record numbers!"),
        ("Beautiful out by the river today.", "Right, back to ironing patches onto jeans."),
    ),
    ZH: (
        ("大家早！这周好忙。", "对了，周六谁带大烙铁来？"),
        ("不好意思上周六没来，感冒了。", "希望那天修烤面包机的人不太多哈哈。"),
        ("刚从 Shambles 回来，人超多。", "还有，谁的眼镜落在缝纫桌上了？"),
        ("终于有空看群消息了。", "恭喜大家上周创纪录！"),
    ),
}

# Lines another member replies after some news (no state content).
REACT = {
    EN: ("Ooh nice!", "Good for you.", "Ha, about time.", "Fair enough!", "Oh wow, congrats.",
         "Makes sense.", "Keep us posted!", "Love that.", "Brave!"),
    ZH: ("不错哦！", "恭喜恭喜～", "哈哈终于", "有道理", "好羡慕", "加油！", "记得跟我们说结果"),
}  # fmt: skip

AGO = {
    EN: ("a few weeks back", "last month", "about three weeks ago", "at the start of the month",
         "a while ago now", "just before Easter", "over the summer"),
    ZH: ("几个星期前", "上个月", "大概三周前", "月初的时候", "前一阵子"),
}  # fmt: skip


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: value pools and phrase fragments per language.

    Placeholders: {v} the value, {old} the previous value, {x} another value (distractor,
    exception or slip), {n} the subject's name, {P}/{p} pronoun, {ago} how long ago,
    {a} another member's name.
    """

    key: str
    multi: bool
    plans: bool
    pool: dict[str, tuple[str, ...]]
    questions: dict[str, dict[str, str]]
    phr: dict[str, dict[str, tuple[str, ...]]]


def q(en: dict[str, str], zh: dict[str, str]) -> dict[str, dict[str, str]]:
    return {EN: en, ZH: zh}


HOME = Slot(
    key="neighbourhood",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Clifton",
            "Acomb",
            "Heworth",
            "Fulford",
            "Tang Hall",
            "Bishopthorpe",
            "South Bank",
            "Holgate",
            "Osbaldwick",
            "Haxby",
            "Dringhouses",
            "Huntington",
            "Leeman Road",
        ),
        ZH: (
            "Clifton",
            "Acomb",
            "Heworth",
            "Fulford",
            "Tang Hall",
            "South Bank",
            "Holgate",
            "Osbaldwick",
            "Haxby",
            "Dringhouses",
        ),
    },  # fmt: skip
    questions=q(
        {
            "current": "Which part of York does {n} live in now?",
            "historical": "Where in York did {n} live before moving to the current place?",
            "as_of": "Which part of York does {n} live in?",
            "planning": "Where is {n} thinking of moving to?",
        },
        {
            "current": "{n}现在住在约克哪个区？",
            "historical": "{n}之前住在约克哪里？",
            "as_of": "{n}住在约克哪个区？",
            "planning": "{n}打算搬到哪里？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "pres": (
                "I'm over in {v}, so it's a short walk to the hall",
                "we live in {v}, handy for the bus",
                "I've got a terrace in {v}, the one with the green door",
            ),
            "new": (
                "we've moved! New address is in {v}, boxes everywhere",
                "I finally left {old}, we're in {v} now",
                "keys collected, I officially live in {v} from today",
            ),
            "use": (
                "walked in from {v} this morning, took 25 minutes, not bad at all",
                "the bin men in {v} are so much better than on my old street",
                "new neighbours in {v} already asked me to fix their lawnmower, word travels",
            ),
            "third": (
                "{n}'s moved to {v}, did everyone know?",
                "just heard {n} has a new place in {v}",
            ),
            "pro": ("{P} said {p}'s living in {v} now.", "{P}'s in {v} these days apparently."),
            "late": (
                "forgot to mention, we moved to {v} {ago}, still unpacking",
                "oh I never said, I left {old} {ago}, I'm in {v} now",
            ),
            "plan": (
                "we're thinking about moving to {v}, the rent's daft where we are",
                "been looking at houses in {v}, fingers crossed",
            ),
            "done": (
                "it's done, we've got the keys in {v}!",
                "the move to {v} went through, tired but happy",
            ),
            "drop": (
                "the {v} house fell through, we're staying in {old} for now",
                "forget {v}, too far from everything, staying put in {old}",
            ),
            "idle": (
                "sometimes I fancy {v}, all those allotments",
                "if I won the lottery I'd live in {v}",
            ),
            "dist": (
                "anyone know a decent plumber in {x}? asking for my mum",
                "there's a flat going in {x} if anyone's looking, my cousin's leaving",
                "the Press says {x} is getting a new cycle path",
                "we should do a pop-up repair session in {x} sometime",
            ),
            "wrong": ("we've just settled in {x}",),
            "fix": ("sorry, I meant {v}! {x} is where my sister lives, brain not working",),
            "ask": ("{n}, are you still in {old}?",),
            "neg": (
                "no, not {old} any more, we moved to {v}",
                "nope, left {old} ages ago, {v} now",
            ),
        },
        ZH: {
            "pres": ("我住在{v}，走过来很方便", "我家在{v}，坐公交十分钟"),
            "new": ("我们搬家啦！现在住在{v}", "终于从{old}搬出来了，现在在{v}"),
            "use": ("今天从{v}走过来，二十分钟就到了", "{v}这边的邻居已经找我修割草机了哈哈"),
            "third": ("{n}搬到{v}了，你们知道吗？", "听说{n}在{v}找到新房子了"),
            "pro": ("{P}说现在住在{v}了。", "{P}现在住{v}。"),
            "late": ("忘了说，我们{ago}搬到{v}了", "之前没说，我{ago}就离开{old}了，现在住{v}"),
            "plan": ("我们在考虑搬去{v}，现在的房租太贵了", "最近在看{v}的房子"),
            "done": ("搞定了，{v}的钥匙拿到了！", "搬到{v}的事终于办完了"),
            "drop": ("{v}那套房子没谈成，我们先留在{old}", "不去{v}了，太远，还是住{old}"),
            "idle": ("有时候觉得住{v}也不错", "要是中彩票我就搬去{v}"),
            "dist": ("谁知道{x}有靠谱的水管工吗？帮我妈问的", "新闻说{x}要修新的自行车道"),
            "wrong": ("我们刚在{x}安顿下来",),
            "fix": ("说错了，是{v}！{x}是我姐姐住的地方",),
            "ask": ("{n}，你还住在{old}吗？",),
            "neg": ("不是{old}了，我们搬到{v}了",),
        },
    },
)

EMPLOYER = Slot(
    key="employer",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Aviva",
            "Nestlé",
            "University of York",
            "York Hospital",
            "Network Rail",
            "Bettys",
            "Fossgate Joinery",
            "Hungate Lettings",
            "Micklegate Print Works",
            "Ouse Valley Brewery",
            "Jorvik Software",
            "City of York Council",
        ),
        ZH: (
            "University of York",
            "York Hospital",
            "Aviva",
            "Nestlé",
            "Bettys",
            "Jorvik Software",
            "Hungate Lettings",
            "Network Rail",
            "Ouse Valley Brewery",
        ),
    },  # fmt: skip
    questions=q(
        {
            "current": "Where does {n} work now?",
            "historical": "Where did {n} work before?",
            "as_of": "Where does {n} work?",
            "planning": "Where is {n} hoping to work next?",
        },
        {
            "current": "{n}现在在哪里工作？",
            "historical": "{n}以前在哪里工作？",
            "as_of": "{n}在哪里工作？",
            "planning": "{n}打算去哪里工作？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "pres": ("I work at {v}, so Saturdays are my sanity", "I'm at {v} in the week"),
            "new": (
                "new job news: I've started at {v}!",
                "I left {old}, I'm at {v} now",
                "first week at {v} done, very tired",
            ),
            "use": (
                "the canteen at {v} does a better bacon roll than ours at the hall",
                "my manager at {v} wants me to run a repair stall at their open day",
            ),
            "third": ("{n} has started at {v}, good for them", "{n}'s got a job at {v} now"),
            "pro": ("{P}'s working at {v} now.", "{P} told me {p} left for {v}."),
            "late": (
                "forgot to say, I changed jobs {ago}, I'm at {v} now",
                "oh, old news but I left {old} {ago}, {v} now",
            ),
            "plan": (
                "I've got an interview at {v} next week, wish me luck",
                "thinking of applying to {v}, they're hiring",
            ),
            "done": ("got the job at {v}! Start next month", "I've accepted the {v} offer"),
            "drop": (
                "turned down {v} in the end, staying at {old}",
                "didn't get {v}, ah well, still at {old}",
            ),
            "idle": ("I could see myself at {v} one day", "imagine working at {v}, free cake"),
            "dist": (
                "{x} are hiring engineers, pass it on",
                "heard {x} is cutting jobs, grim",
                "my brother-in-law works at {x}, says it's chaos",
            ),
            "scoped": ("I'm still at {v}, but I do a day a week at {x} as well",),
            "wrong": ("I'm at {x} now by the way",),
            "fix": ("ugh, autocorrect, I meant {v}, not {x}!",),
            "ask": ("{n} are you still at {old}?",),
            "neg": ("not at {old} any more, I'm at {v}",),
        },
        ZH: {
            "pres": ("我在{v}上班", "我平时在{v}工作"),
            "new": ("我换工作了，现在在{v}！", "离开{old}了，现在在{v}上班"),
            "use": ("{v}的食堂比我们活动室的茶水好多了哈哈", "{v}的同事也想来修东西"),
            "third": ("{n}去{v}上班了", "听说{n}现在在{v}工作"),
            "pro": ("{P}现在在{v}上班。", "{P}跟我说跳槽去{v}了。"),
            "late": ("忘了说，我{ago}换工作了，现在在{v}", "其实我{ago}就离开{old}了，去了{v}"),
            "plan": ("下周去{v}面试，祝我好运", "在考虑申请{v}"),
            "done": ("{v}的offer拿到了！下个月入职", "我接受了{v}的工作"),
            "drop": ("最后没去{v}，还在{old}", "{v}没成，继续在{old}干"),
            "idle": ("以后说不定会去{v}", "在{v}上班应该挺好的吧"),
            "dist": ("{x}在招人，谁有兴趣？", "听说{x}要裁员"),
            "wrong": ("我现在在{x}上班了",),
            "fix": ("打错了，是{v}，不是{x}",),
            "ask": ("{n}，你还在{old}吗？",),
            "neg": ("早就不在{old}了，现在是{v}",),
        },
    },
)

BIKE = Slot(
    key="bike",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Brompton",
            "Raleigh Pioneer",
            "Dawes Galaxy",
            "Trek FX",
            "Carrera Subway",
            "Claud Butler",
            "Ribble CGR",
            "Pashley Britannia",
            "Tern GSD",
            "Boardman MTX",
        ),
        ZH: (
            "Brompton",
            "Raleigh Pioneer",
            "Trek FX",
            "Carrera Subway",
            "Giant Escape",
            "Pashley Britannia",
            "Boardman MTX",
        ),
    },  # fmt: skip
    questions=q(
        {
            "current": "Which bike does {n} ride now?",
            "historical": "Which bike did {n} ride before?",
            "as_of": "Which bike does {n} ride?",
            "planning": "Which bike is {n} thinking of getting?",
        },
        {
            "current": "{n}现在骑什么自行车？",
            "historical": "{n}以前骑什么自行车？",
            "as_of": "{n}骑什么自行车？",
            "planning": "{n}打算买什么自行车？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "pres": (
                "I ride a {v}, it's older than some of our volunteers",
                "my bike's a {v}, nothing fancy",
            ),
            "new": ("sold the {old}, I've bought a {v}!", "new bike day: a second-hand {v}"),
            "use": (
                "the {v} flew up Lord Mayor's Walk this morning, gears are lovely",
                "got a puncture on the {v} outside the station, fixed it in ten minutes, smug",
            ),
            "third": ("{n} has a {v} now, saw it locked up outside", "{n} finally got a {v}"),
            "pro": ("{P} was riding a {v}, very shiny.", "{P}'s on a {v} now."),
            "late": (
                "forgot to say, I swapped the {old} for a {v} {ago}",
                "oh yeah I got a {v} {ago}, meant to bring it in to show you",
            ),
            "plan": (
                "I've got my eye on a {v}, there's one on Gumtree",
                "thinking about getting a {v} for the commute",
            ),
            "done": ("bought the {v}! Collected it from Selby", "picked up the {v} yesterday"),
            "drop": (
                "the {v} went to someone else, sticking with the {old}",
                "decided against the {v}, the {old} still has years in it",
            ),
            "idle": (
                "one day I'll have a {v}, one day",
                "I do love a {v}, if money were no object",
            ),
            "dist": (
                "someone brought a {x} in with a snapped chain today",
                "Cycle Heaven have a {x} in the window for a silly price",
                "would you ever buy a {x}? honest opinions",
            ),
            "scoped": ("the {v} for getting about, but I take the {x} for the Dales rides",),
            "wrong": ("been loving the {x} this week",),
            "fix": ("the {v} I mean, the {x} is my partner's",),
            "ask": ("{n} still riding the {old}?",),
            "neg": ("no, the {old} got nicked, I'm on a {v} now",),
        },
        ZH: {
            "pres": ("我骑的是{v}，很老了", "我的自行车是{v}"),
            "new": ("把{old}卖了，买了一辆{v}！", "新车到了：二手{v}"),
            "use": ("今天骑{v}上坡好轻松", "{v}在火车站门口扎胎了，十分钟就补好了"),
            "third": ("{n}换了辆{v}", "看到{n}骑着一辆{v}"),
            "pro": ("{P}现在骑{v}。", "{P}骑的是新的{v}，很亮。"),
            "late": ("忘了说，我{ago}把{old}换成{v}了", "我{ago}买了{v}，下次骑来给你们看"),
            "plan": ("看上了一辆{v}，Gumtree上有", "在考虑买{v}通勤"),
            "done": ("{v}买到了！", "昨天去提了{v}"),
            "drop": ("{v}被别人买走了，继续骑{old}", "不买{v}了，{old}还能骑好几年"),
            "idle": ("哪天我也想要一辆{v}", "{v}真好看，可惜太贵"),
            "dist": ("今天有人带了一辆{x}来修链条", "Cycle Heaven橱窗里有辆{x}，好贵"),
            "wrong": ("这周骑{x}骑得很开心",),
            "fix": ("我是说{v}，{x}是我对象的",),
            "ask": ("{n}还骑{old}吗？",),
            "neg": ("{old}被偷了，现在骑{v}",),
        },
    },
)

PHONE = Slot(
    key="phone",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Fairphone 4",
            "Pixel 7",
            "iPhone 12",
            "Moto G54",
            "Galaxy A54",
            "Nokia G22",
            "iPhone SE",
            "Pixel 6a",
            "Fairphone 5",
            "Sony Xperia 10",
        ),
        ZH: (
            "Fairphone 4",
            "iPhone 13",
            "Pixel 7",
            "Xiaomi Redmi Note 12",
            "Huawei P30",
            "Galaxy A54",
            "OnePlus Nord",
        ),
    },  # fmt: skip
    questions=q(
        {
            "current": "Which phone does {n} use now?",
            "historical": "Which phone did {n} have before?",
            "as_of": "Which phone does {n} use?",
            "planning": "Which phone is {n} planning to get?",
        },
        {
            "current": "{n}现在用什么手机？",
            "historical": "{n}以前用什么手机？",
            "as_of": "{n}用什么手机？",
            "planning": "{n}打算换什么手机？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "pres": ("I'm on a {v}, held together with hope", "my phone's a {v}, does the job"),
            "new": (
                "got a {v}! The {old} finally gave up",
                "retired the {old}, I've got a {v} now",
            ),
            "use": (
                "took the photos on the {v}, the camera is miles better",
                "my {v} battery lasted the whole Saturday session, a miracle",
            ),
            "third": ("{n} has a {v} now, very fancy", "{n}'s switched to a {v}"),
            "pro": ("{P} showed me {p}'s new {v}.", "{P}'s got a {v} now."),
            "late": (
                "forgot to mention, I got a {v} {ago}",
                "oh, I replaced the {old} with a {v} {ago}, should've said",
            ),
            "plan": (
                "thinking of getting a {v}, you can swap the battery yourself",
                "might get a {v} when my contract ends",
            ),
            "done": ("went for the {v} in the end, very happy", "the {v} arrived today!"),
            "drop": (
                "not getting the {v} after all, the {old} is fine with a new battery",
                "changed my mind on the {v}, keeping the {old}",
            ),
            "idle": (
                "a {v} would be nice, but who has the money",
                "I keep looking at the {v}, I won't buy one",
            ),
            "dist": (
                "someone brought in a {x} with a smashed screen, parts are impossible to get",
                "the {x} advert on the bus stop is everywhere",
                "would you lot recommend a {x} for my dad?",
            ),
            "scoped": ("{v} for everything, but work gave me a {x} for on-call",),
            "wrong": ("loving my {x}",),
            "fix": ("{v}! not {x}, I've no idea why I typed that",),
            "ask": ("{n} is that still the {old}?",),
            "neg": ("no, the {old} died, it's a {v} now",),
        },
        ZH: {
            "pres": ("我用的是{v}", "我的手机是{v}，还能用"),
            "new": ("换了{v}！{old}终于坏了", "{old}退休了，现在用{v}"),
            "use": ("照片是用{v}拍的，比以前清楚多了", "{v}的电池撑了一整个周六"),
            "third": ("{n}换了{v}", "{n}现在用{v}"),
            "pro": ("{P}给我看了新的{v}。", "{P}现在用{v}。"),
            "late": ("忘了说，我{ago}换了{v}", "我{ago}就把{old}换成{v}了"),
            "plan": ("在考虑买{v}，电池可以自己换", "合约到期想换{v}"),
            "done": ("最后买了{v}，很满意", "{v}今天到了！"),
            "drop": ("不换{v}了，{old}换个电池就好", "改主意了，继续用{old}"),
            "idle": ("{v}挺好的，可惜太贵", "老是看{v}，不过不会买"),
            "dist": ("有人拿来一台{x}，屏幕碎了，配件很难找", "公交站全是{x}的广告"),
            "wrong": ("我的{x}很好用",),
            "fix": ("是{v}！不是{x}，打错了",),
            "ask": ("{n}，还是那台{old}吗？",),
            "neg": ("{old}坏了，现在用{v}",),
        },
    },
)

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Octopus",
            "Ovo",
            "British Gas",
            "EDF",
            "Good Energy",
            "E.ON Next",
            "Ecotricity",
            "Ridings Power",
        ),
        ZH: ("Octopus", "Ovo", "British Gas", "EDF", "E.ON Next", "Ridings Power"),
    },  # fmt: skip
    questions=q(
        {
            "current": "Which energy supplier is {n} with now?",
            "historical": "Which energy supplier was {n} with before?",
            "as_of": "Which energy supplier is {n} with?",
            "planning": "Which energy supplier is {n} thinking of switching to?",
        },
        {
            "current": "{n}现在用哪家能源公司？",
            "historical": "{n}以前用哪家能源公司？",
            "as_of": "{n}用哪家能源公司？",
            "planning": "{n}打算换到哪家能源公司？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "pres": ("we're with {v} for gas and electric", "I'm with {v}, no complaints yet"),
            "new": ("we've switched to {v}, bye bye {old}", "moved our energy over to {v}"),
            "use": (
                "{v} sent me a smart meter reading that says the kettle costs more than the car",
                "the {v} app says we used less this month, the draught excluders worked",
            ),
            "third": ("{n}'s gone over to {v}", "{n} switched to {v}, says it's cheaper"),
            "pro": ("{P} switched to {v}.", "{P} said {p}'s with {v} now."),
            "late": (
                "forgot to mention, we changed to {v} {ago}",
                "oh we left {old} {ago}, we're with {v} now",
            ),
            "plan": (
                "thinking about moving to {v}, anyone with them?",
                "might switch to {v} when the fix ends",
            ),
            "done": ("done the switch to {v}", "{v} takes over on the 1st, all sorted"),
            "drop": (
                "not bothering with {v}, staying with {old}",
                "{v} wanted a massive deposit, so {old} it is",
            ),
            "idle": ("{v} always sounds nice on the radio", "maybe {v} one day"),
            "dist": (
                "{x} are on the news again for overcharging",
                "my mum's with {x}, she hates them",
                "is {x} any good? asking for the church hall",
            ),
            "wrong": ("we're on {x} now",),
            "fix": ("sorry, {v}, not {x}, {x} was the old flat",),
            "ask": ("{n}, still with {old}?",),
            "neg": ("no, we left {old}, {v} now",),
            "we": ("we're with {v} now, the whole house agreed",),
        },
        ZH: {
            "pres": ("我们家用{v}的电和气", "我用{v}，目前还行"),
            "new": ("我们换到{v}了，再见{old}", "电费换成{v}了"),
            "use": ("{v}的App说我们这个月用电少了", "{v}寄来的账单比以前便宜"),
            "third": ("{n}换到{v}了", "{n}说{v}更便宜，已经换了"),
            "pro": ("{P}换成{v}了。", "{P}现在用{v}。"),
            "late": ("忘了说，我们{ago}换到{v}了", "其实{ago}就离开{old}了，现在用{v}"),
            "plan": ("在考虑换{v}，有人用过吗？", "固定价格到期后可能换{v}"),
            "done": ("已经换到{v}了", "{v}下个月开始供电，搞定"),
            "drop": ("不换{v}了，继续用{old}", "{v}要押金太多，还是{old}"),
            "idle": ("{v}的广告听起来不错", "以后可能试试{v}"),
            "dist": ("{x}又上新闻了，多收费", "我朋友用{x}，一直在抱怨"),
            "wrong": ("我们现在用{x}",),
            "fix": ("说错了，是{v}，{x}是以前那套房子的",),
            "ask": ("{n}，还在用{old}吗？",),
            "neg": ("不用{old}了，现在是{v}",),
        },
    },
)

SEWING = Slot(
    key="sewing_machine",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Singer 201K",
            "Janome 525S",
            "Brother LS14",
            "Bernina 1008",
            "Pfaff Hobby 1142",
            "Jones Brother",
            "Toyota Oekaki",
        ),
        ZH: ("Singer 201K", "Janome 525S", "Brother LS14", "Bernina 1008", "Juki HZL"),
    },  # fmt: skip
    questions=q(
        {
            "current": "Which sewing machine does {n} use now?",
            "historical": "Which sewing machine did {n} use before?",
            "as_of": "Which sewing machine does {n} use?",
            "planning": "Which sewing machine is {n} thinking of buying?",
        },
        {
            "current": "{n}现在用哪台缝纫机？",
            "historical": "{n}以前用哪台缝纫机？",
            "as_of": "{n}用哪台缝纫机？",
            "planning": "{n}打算买哪台缝纫机？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "pres": ("I sew on a {v}, it was my gran's", "my machine at home is a {v}"),
            "new": (
                "the {old} has gone to a good home, I've got a {v} now",
                "treated myself to a {v}!",
            ),
            "use": (
                "hemmed six pairs of curtains on the {v} last night, it didn't even flinch",
                "the {v} does buttonholes in one step, I'm never going back",
            ),
            "third": ("{n}'s got a {v} now, lucky thing", "{n} traded up to a {v}"),
            "pro": ("{P} has a {v} now.", "{P} said {p} bought a {v}."),
            "late": (
                "forgot to tell you all, I got a {v} {ago}",
                "I sold the {old} {ago}, I'm on a {v} now",
            ),
            "plan": (
                "there's a {v} on Facebook Marketplace, should I?",
                "thinking of getting a {v}, they're built like tanks",
            ),
            "done": ("bought the {v}!", "the {v} is mine, collected it from Malton"),
            "drop": (
                "someone beat me to the {v}, back to the {old}",
                "not buying the {v}, the {old} just needed a service",
            ),
            "idle": ("a {v} is the dream", "if I see a {v} at a car boot I'm having it"),
            "dist": (
                "a lady brought in a {x} with a seized motor today",
                "there's a {x} in the British Heart Foundation shop on Gillygate",
                "does anyone have a manual for a {x}? customer's asking",
            ),
            "scoped": ("the {v} for most things, but I use the old {x} for leather and denim",),
            "wrong": ("the {x} is running beautifully",),
            "fix": ("the {v}, sorry, the {x} is the one at the hall",),
            "ask": ("{n}, still on the {old}?",),
            "neg": ("no, I let the {old} go, it's a {v} now",),
        },
        ZH: {
            "pres": ("我在家用的是{v}，奶奶留下的", "我的缝纫机是{v}"),
            "new": ("{old}送人了，现在用{v}", "给自己买了一台{v}！"),
            "use": ("昨晚用{v}改了六条窗帘，完全没问题", "{v}一步就能锁扣眼，太方便了"),
            "third": ("{n}买了一台{v}", "{n}换成{v}了"),
            "pro": ("{P}现在用{v}。", "{P}说买了{v}。"),
            "late": ("忘了说，我{ago}买了一台{v}", "我{ago}把{old}卖了，现在用{v}"),
            "plan": ("Facebook Marketplace上有台{v}，要不要买？", "在考虑买{v}"),
            "done": ("{v}买到了！", "{v}是我的了"),
            "drop": ("{v}被别人抢先买了，继续用{old}", "不买{v}了，{old}保养一下就好"),
            "idle": ("{v}是我的梦想", "二手市场看到{v}我一定买"),
            "dist": ("今天有人拿来一台{x}，电机卡住了", "谁有{x}的说明书？客人要"),
            "wrong": ("{x}用起来很顺",),
            "fix": ("是{v}，{x}是活动室那台",),
            "ask": ("{n}，还用{old}吗？",),
            "neg": ("{old}不用了，现在是{v}",),
        },
    },
)

GP = Slot(
    key="gp_surgery",
    multi=False,
    plans=False,
    pool={
        EN: (
            "Priory Medical Group",
            "Haxby Group",
            "Jorvik Gillygate",
            "Unity Health",
            "Clifton Moor Surgery",
            "Minster Health",
            "Front Street Practice",
        ),
        ZH: (
            "Priory Medical Group",
            "Haxby Group",
            "Unity Health",
            "Minster Health",
            "Clifton Moor Surgery",
        ),
    },  # fmt: skip
    questions=q(
        {
            "current": "Which GP surgery is {n} registered with now?",
            "historical": "Which GP surgery was {n} registered with before?",
            "as_of": "Which GP surgery is {n} registered with?",
            "planning": "",
        },
        {
            "current": "{n}现在在哪个诊所注册？",
            "historical": "{n}以前在哪个诊所注册？",
            "as_of": "{n}在哪个诊所注册？",
            "planning": "",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "pres": ("I'm registered at {v}, they're alright", "my GP is at {v}"),
            "new": (
                "I've registered with {v}, {old} was impossible to get through to",
                "changed GP to {v}, got an appointment the same week!",
            ),
            "use": (
                "sat in the {v} waiting room for an hour, read the whole of Country Life",
                "the nurse at {v} says my wrist is just a sprain, back on the soldering next week",
            ),
            "third": ("{n}'s moved to {v}", "{n} registered at {v} now"),
            "pro": ("{P} is at {v} now.", "{P} said {p} switched to {v}."),
            "late": ("forgot to mention, I switched to {v} {ago}", "I left {old} {ago}, {v} now"),
            "dist": (
                "{x} has a flu jab clinic on Saturday if anyone needs it",
                "the Press says {x} is closing its list to new patients",
                "my neighbour swears by {x}",
            ),
            "wrong": ("I'm at {x} these days",),
            "fix": ("{v} I mean, {x} is my mum's",),
            "ask": ("{n}, are you still at {old}?",),
            "neg": ("no, I'm not at {old} any more, {v} now",),
        },
        ZH: {
            "pres": ("我在{v}注册的", "我的家庭医生在{v}"),
            "new": ("我换到{v}了，{old}电话永远打不通", "换了诊所，{v}，一周就约到了"),
            "use": ("在{v}等了一个小时", "{v}的护士说我手腕只是扭伤"),
            "third": ("{n}换到{v}了", "{n}现在在{v}看病"),
            "pro": ("{P}现在在{v}。", "{P}说换到{v}了。"),
            "late": ("忘了说，我{ago}换到{v}了", "我{ago}离开{old}了，现在是{v}"),
            "dist": ("{x}周六有流感疫苗", "新闻说{x}不收新病人了"),
            "wrong": ("我现在在{x}",),
            "fix": ("是{v}，{x}是我妈妈的",),
            "ask": ("{n}，你还在{old}吗？",),
            "neg": ("不在{old}了，现在是{v}",),
        },
    },
)

DRINK = Slot(
    key="usual_drink",
    multi=False,
    plans=False,
    pool={
        EN: (
            "Yorkshire Tea",
            "Earl Grey",
            "rooibos",
            "oat flat white",
            "black coffee",
            "peppermint tea",
            "hot chocolate",
            "chai latte",
        ),
        ZH: ("乌龙茶", "美式咖啡", "豆浆", "普洱", "菊花茶", "绿茶"),
    },  # fmt: skip
    questions=q(
        {
            "current": "What does {n} usually drink now?",
            "historical": "What did {n} usually drink before?",
            "as_of": "What does {n} usually drink?",
            "planning": "",
        },
        {
            "current": "{n}现在平时喝什么？",
            "historical": "{n}以前平时喝什么？",
            "as_of": "{n}平时喝什么？",
            "planning": "",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "pres": ("{v} for me please, always", "I run on {v}, put me down for one"),
            "new": ("I've given up {old}, it's {v} for me now", "new regime: {v} only"),
            "use": (
                "can whoever's on the urn make mine a {v} from now on",
                "brought my own {v} bags in",
            ),
            "third": ("{n} drinks {v} now, put it on the rota sheet", "{n}'s on {v} these days"),
            "pro": ("{P} wants {v} now.", "{P}'s switched to {v}."),
            "late": ("forgot to say, I stopped {old} {ago}, it's {v} now",),
            "dist": (
                "the café on Fossgate does a {x} that's basically pudding",
                "someone left a whole box of {x} in the kitchen, help yourselves",
                "who drinks {x}, honestly",
            ),
            "scoped": ("{v} most of the time, but {x} at work to stay awake",),
            "wrong": ("{x} for me, thanks",),
            "fix": ("sorry, {v}! Not {x}, I don't even like {x}",),
            "ask": ("{n}, {old} as usual?",),
            "neg": ("no {old} for me any more, {v} please",),
        },
        ZH: {
            "pres": ("我要{v}，谢谢", "我一直喝{v}"),
            "new": ("我戒了{old}，现在只喝{v}", "最近改喝{v}了"),
            "use": ("下次帮我泡{v}就好", "我自己带了{v}"),
            "third": ("{n}现在喝{v}", "{n}改喝{v}了，记一下"),
            "pro": ("{P}现在喝{v}。", "{P}说改喝{v}了。"),
            "late": ("忘了说，我{ago}就不喝{old}了，现在喝{v}",),
            "dist": ("Fossgate那家店的{x}太甜了", "厨房有人留了一盒{x}，大家随便拿"),
            "scoped": ("平时喝{v}，上班的时候喝{x}提神",),
            "wrong": ("给我{x}就好",),
            "fix": ("说错了，是{v}，我不喝{x}",),
            "ask": ("{n}，还是{old}吗？",),
            "neg": ("不喝{old}了，{v}就好",),
        },
    },
)

CAR = Slot(
    key="car",
    multi=False,
    plans=True,
    pool={
        EN: (
            "Nissan Leaf",
            "Honda Jazz",
            "Skoda Octavia",
            "VW Polo",
            "Toyota Yaris",
            "Ford Fiesta",
            "Kia Niro",
            "Volvo V70",
            "Renault Zoe",
        ),
        ZH: ("Nissan Leaf", "Honda Jazz", "Toyota Prius", "VW Golf", "MG4", "Kia Niro"),
    },  # fmt: skip
    questions=q(
        {
            "current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before?",
            "as_of": "What car does {n} drive?",
            "planning": "What car is {n} thinking of getting?",
        },
        {
            "current": "{n}现在开什么车？",
            "historical": "{n}以前开什么车？",
            "as_of": "{n}开什么车？",
            "planning": "{n}打算买什么车？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "pres": (
                "I drive a {v}, happy to ferry the big stuff",
                "my {v} can fit two hoovers and a lawnmower, ask me how I know",
            ),
            "new": ("traded the {old} in, we've got a {v}", "new car! Well, new to us: a {v}"),
            "use": (
                "the {v} fits the whole tool box in the boot, no more two trips",
                "charged the {v} at the Monks Cross chargers, took forever",
            ),
            "third": ("{n}'s got a {v} now", "{n} pulled up in a {v} on Saturday"),
            "pro": ("{P}'s driving a {v} now.", "{P} said {p} bought a {v}."),
            "late": ("forgot to mention, we sold the {old} {ago}, it's a {v} now",),
            "plan": ("thinking about a {v} when the MOT's due", "we might get a {v}"),
            "done": ("we bought the {v}!", "picked up the {v} from the garage on Layerthorpe"),
            "drop": (
                "not getting the {v}, the {old} passed its MOT",
                "forget the {v}, too pricey, keeping the {old}",
            ),
            "idle": ("a {v} would be lovely, in another life",),
            "dist": (
                "there's a {x} parked across the hall entrance again",
                "Which? says the {x} is the most reliable used car, for what it's worth",
                "would a {x} fit a tumble dryer?",
            ),
            "wrong": ("the {x} is in the garage again",),
            "fix": ("the {v}, sorry, the {x} was years ago",),
            "ask": ("{n}, still driving the {old}?",),
            "neg": ("no, the {old}'s gone, it's a {v} now",),
            "we": ("we've got a {v} now, the kids chose the colour",),
        },
        ZH: {
            "pres": ("我开{v}，大件的东西可以帮忙运", "我的{v}能装两台吸尘器"),
            "new": ("把{old}卖了，买了{v}", "换车了：{v}"),
            "use": ("{v}的后备箱能放下整个工具箱", "在Monks Cross给{v}充电充了好久"),
            "third": ("{n}换了{v}", "{n}周六开着{v}来的"),
            "pro": ("{P}现在开{v}。", "{P}说买了{v}。"),
            "late": ("忘了说，我们{ago}就把{old}卖了，现在开{v}",),
            "plan": ("年检到期想换{v}", "我们可能会买{v}"),
            "done": ("{v}买了！", "从车行提了{v}"),
            "drop": ("不买{v}了，{old}年检过了", "{v}太贵，继续开{old}"),
            "idle": ("{v}挺好，下辈子吧",),
            "dist": ("又有一辆{x}挡在活动室门口", "{x}能装下烘干机吗？"),
            "wrong": ("{x}又进修理厂了",),
            "fix": ("是{v}，{x}是好几年前的了",),
            "ask": ("{n}，还开{old}吗？",),
            "neg": ("{old}卖了，现在开{v}",),
        },
    },
)

LANGUAGE = Slot(
    key="language_learning",
    multi=False,
    plans=True,
    pool={
        EN: ("Welsh", "Polish", "Spanish", "Italian", "BSL", "Japanese", "Norwegian", "Mandarin"),
        ZH: ("西班牙语", "法语", "德语", "日语", "意大利语", "威尔士语"),
    },  # fmt: skip
    questions=q(
        {
            "current": "Which language is {n} learning at the moment?",
            "historical": "Which language was {n} learning before?",
            "as_of": "Which language is {n} learning?",
            "planning": "Which language is {n} thinking of learning next?",
        },
        {
            "current": "{n}现在在学什么语言？",
            "historical": "{n}之前在学什么语言？",
            "as_of": "{n}在学什么语言？",
            "planning": "{n}打算学什么语言？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "pres": (
                "I'm learning {v} on Tuesday nights at the adult college",
                "doing {v} on Duolingo, 200 day streak",
            ),
            "new": ("I've dropped {old}, I'm doing {v} now", "started {v} classes this week!"),
            "use": (
                "my {v} teacher made us describe our hobbies, I did the whole thing on fuses",
                "tried my {v} on a tourist at the station, they understood me!",
            ),
            "third": ("{n}'s learning {v} now, ask them something", "{n} has started {v}"),
            "pro": ("{P}'s doing {v} now.", "{P} said {p} started {v} classes."),
            "late": ("forgot to say, I switched to {v} {ago}",),
            "plan": ("thinking about starting {v} in September", "might sign up for {v}"),
            "done": ("signed up for {v}, first class Tuesday", "I've started {v}!"),
            "drop": ("not doing {v} after all, the class clashed, still on {old}",),
            "idle": ("I'd love to learn {v} one day", "{v} always sounds so lovely"),
            "dist": (
                "the library has free {x} conversation nights if anyone fancies it",
                "a customer today only spoke {x}, we managed with pointing",
                "is {x} harder than it looks?",
            ),
            "wrong": ("{x} is going well",),
            "fix": ("{v} I mean, {x} was years ago at school",),
            "ask": ("{n}, how's the {old} going?",),
            "neg": ("I stopped {old}, it's {v} now",),
        },
        ZH: {
            "pres": ("我在学{v}，每周二晚上上课", "在Duolingo上学{v}，连续两百天了"),
            "new": ("不学{old}了，现在学{v}", "这周开始上{v}课了！"),
            "use": (
                "{v}老师让我们介绍爱好，我讲了修保险丝",
                "在火车站用{v}跟游客说话，他们听懂了！",
            ),
            "third": ("{n}在学{v}", "{n}开始学{v}了"),
            "pro": ("{P}现在学{v}。", "{P}说报了{v}班。"),
            "late": ("忘了说，我{ago}就改学{v}了",),
            "plan": ("在考虑九月开始学{v}", "可能会报{v}班"),
            "done": ("报了{v}班，周二第一节课", "开始学{v}了！"),
            "drop": ("不学{v}了，时间冲突，继续学{old}",),
            "idle": ("以后想学{v}", "{v}听起来好好听"),
            "dist": ("图书馆有免费的{x}角，谁想去？", "今天有个客人只会说{x}"),
            "wrong": ("{x}学得还不错",),
            "fix": ("是{v}，{x}是以前在学校学的",),
            "ask": ("{n}，{old}学得怎么样？",),
            "neg": ("{old}不学了，现在学{v}",),
        },
    },
)

# Multi-valued slots: has (initial), add (a second value alongside {old}), remove ({v} gone).
PETS = Slot(
    key="pets",
    multi=True,
    plans=True,
    pool={
        EN: (
            "whippet",
            "tortoise",
            "ferret",
            "cockatiel",
            "lurcher",
            "rabbit",
            "border collie",
            "tabby cat",
            "guinea pig",
        ),
        ZH: ("柯基", "橘猫", "仓鼠", "鹦鹉", "乌龟", "兔子"),
    },  # fmt: skip
    questions=q(
        {
            "current": "What pet does {n} have now?",
            "historical": "What pet did {n} have before?",
            "as_of": "What pet does {n} have?",
            "planning": "What pet is {n} thinking of getting?",
            "coexisting": "Which pets does {n} have now?",
        },
        {
            "current": "{n}现在养什么宠物？",
            "historical": "{n}以前养过什么宠物？",
            "as_of": "{n}养什么宠物？",
            "planning": "{n}打算养什么宠物？",
            "coexisting": "{n}现在养了哪些宠物？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "has": (
                "my {v} chewed through a lamp flex, so I'm the one who needs a repair today",
                "we've got a {v}, she runs the house",
            ),
            "add": (
                "we've got a {v} as well now! The {old} is not impressed",
                "meet the newest member of the family: a {v}, joining the {old}",
            ),
            "use": ("took the {v} to the vet this morning, then the {old} sulked all afternoon",),
            "third": ("{n} has a {v} now as well as the {old}", "{n} adopted a {v}!"),
            "pro": ("{P}'s got a {v} now too.", "{P} adopted a {v} alongside the {old}."),
            "late": ("forgot to mention, we got a {v} {ago}, so it's two animals now",),
            "remove": (
                "sad news, our {v} died on Tuesday, she was seventeen",
                "the {v} has gone to live with my sister, she has a garden",
            ),
            "plan": (
                "thinking about getting a {v}, talk me out of it",
                "we might get a {v} from the rescue centre",
            ),
            "drop": ("not getting the {v} after all, the landlord said no",),
            "idle": ("I'd love a {v} one day", "a {v} would be perfect if we had the room"),
            "dist": (
                "there's a lost {x} on the Clifton Facebook group, anyone seen it?",
                "a customer brought a {x} in a carrier with her toaster, only in York",
                "would a {x} be a good first pet for a nine year old?",
            ),
            "we": ("we've got a {v} now as well as the {old}, the kids are thrilled",),
        },
        ZH: {
            "has": ("我家{v}把台灯的电线咬断了，今天要修的是我自己的东西", "我养了一只{v}"),
            "add": ("我们又养了一只{v}！{old}有点吃醋", "家里新成员：{v}，跟{old}作伴"),
            "use": ("今天带{v}去看兽医，回来{old}生气了一下午",),
            "third": ("{n}除了{old}又养了一只{v}", "{n}领养了一只{v}！"),
            "pro": ("{P}又养了一只{v}。", "{P}家现在有{old}和{v}。"),
            "late": ("忘了说，我们{ago}又养了一只{v}",),
            "remove": ("难过，我们的{v}上周走了", "{v}送到我姐姐家了，她有院子"),
            "plan": ("在考虑养一只{v}", "可能会从救助站领养{v}"),
            "drop": ("不养{v}了，房东不同意",),
            "idle": ("以后想养{v}", "要是房子大一点就养{v}"),
            "dist": ("Clifton群里有人丢了一只{x}，大家看到没？", "有个客人带着{x}来修烤面包机"),
        },
    },
)

INSTRUMENTS = Slot(
    key="instruments",
    multi=True,
    plans=True,
    pool={
        EN: (
            "ukulele",
            "fiddle",
            "melodeon",
            "banjo",
            "cello",
            "tin whistle",
            "bass guitar",
            "concertina",
            "mandolin",
        ),
        ZH: ("尤克里里", "小提琴", "大提琴", "口琴", "二胡", "古筝"),
    },  # fmt: skip
    questions=q(
        {
            "current": "Which instrument does {n} play now?",
            "historical": "Which instrument did {n} play before?",
            "as_of": "Which instrument does {n} play?",
            "planning": "Which instrument is {n} thinking of taking up?",
            "coexisting": "Which instruments does {n} play now?",
        },
        {
            "current": "{n}现在弹什么乐器？",
            "historical": "{n}以前玩什么乐器？",
            "as_of": "{n}玩什么乐器？",
            "planning": "{n}打算学什么乐器？",
            "coexisting": "{n}现在会玩哪些乐器？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "has": (
                "I play the {v} in a folk session at the Golden Ball on Mondays",
                "I've played {v} since school, badly",
            ),
            "add": (
                "I've taken up the {v} as well, the {old} is feeling neglected",
                "started {v} lessons on top of the {old}, my neighbours love me",
            ),
            "use": ("played {v} at the session last night, then a {old} tune to finish",),
            "third": (
                "{n} plays the {v} now too, heard them at the Golden Ball",
                "{n} has added {v} to the {old}, very talented",
            ),
            "pro": ("{P} plays {v} now as well.", "{P} was playing a {v} at the pub."),
            "late": ("forgot to say, I started {v} {ago}, alongside the {old}",),
            "remove": (
                "I've given up the {v}, sold it to a student",
                "no more {v} for me, my wrist",
            ),
            "plan": (
                "thinking of learning {v}, anyone got one to lend?",
                "I might take up {v} in the new year",
            ),
            "drop": ("gave up on the idea of {v}, too many instruments already",),
            "idle": ("the {v} is such a lovely sound", "one day I'll learn {v}"),
            "dist": (
                "a man brought a {x} in with a cracked bridge, that's one for a luthier",
                "there's a {x} in the Oxfam window on Goodramgate",
                "is {x} easy to learn at 60?",
            ),
        },
        ZH: {
            "has": ("我会弹{v}，每周一在Golden Ball玩", "从小学{v}，弹得不怎么样"),
            "add": ("我又开始学{v}了，{old}有点冷落了", "除了{old}我还报了{v}课"),
            "use": ("昨晚在酒吧拉了{v}，最后又弹了一首{old}",),
            "third": ("{n}现在也会{v}了", "{n}除了{old}还学了{v}"),
            "pro": ("{P}现在还玩{v}。", "{P}在酒吧弹{v}。"),
            "late": ("忘了说，我{ago}开始学{v}了，{old}也还在练",),
            "remove": ("{v}不练了，卖给学生了", "手腕不好，不玩{v}了"),
            "plan": ("在考虑学{v}，谁能借我一个？", "新年可能学{v}"),
            "drop": ("不学{v}了，乐器已经太多了",),
            "idle": ("{v}的声音真好听", "以后想学{v}"),
            "dist": ("有人拿来一把{x}，琴码裂了", "Oxfam橱窗里有一把{x}"),
        },
    },
)

CLUBS = Slot(
    key="clubs",
    multi=True,
    plans=True,
    pool={
        EN: (
            "York Harriers",
            "Rowntree Park bowls club",
            "Clements Hall choir",
            "Monk Bar chess club",
            "Ouse rowing club",
            "Acomb allotment society",
            "Knavesmire parkrun",
            "York Ramblers",
        ),
        ZH: (
            "York Harriers",
            "Clements Hall choir",
            "Monk Bar chess club",
            "York Ramblers",
            "Knavesmire parkrun",
        ),
    },  # fmt: skip
    questions=q(
        {
            "current": "Which club is {n} part of now?",
            "historical": "Which club was {n} part of before?",
            "as_of": "Which club is {n} part of?",
            "planning": "Which club is {n} thinking of joining?",
            "coexisting": "Which clubs is {n} part of now?",
        },
        {
            "current": "{n}现在参加哪个俱乐部？",
            "historical": "{n}以前参加过哪个俱乐部？",
            "as_of": "{n}参加哪个俱乐部？",
            "planning": "{n}打算加入哪个俱乐部？",
            "coexisting": "{n}现在参加了哪些俱乐部？",
        },
    ),  # fmt: skip
    phr={
        EN: {
            "has": (
                "I'm in {v}, so I'm off after the café on Saturdays",
                "{v} is my other happy place, honestly",
            ),
            "add": (
                "I've joined {v} as well, so that's two evenings gone, plus {old}",
                "signed up for {v}! Still doing {old} too",
            ),
            "use": ("{v} was freezing last night, then {old} this morning, I'm broken",),
            "third": ("{n}'s joined {v}, as well as {old}", "{n} is in {v} now too"),
            "pro": ("{P}'s joined {v} as well.", "{P} is doing {v} too now."),
            "late": ("forgot to mention, I joined {v} {ago}, alongside {old}",),
            "remove": (
                "I've left {v}, the committee drama was too much",
                "stopped going to {v}, knees",
            ),
            "plan": ("thinking of joining {v}, anyone a member?", "might give {v} a go"),
            "drop": ("not joining {v} after all, Wednesday clashes with everything",),
            "idle": ("{v} looks fun, one day", "I keep meaning to try {v}"),
            "dist": (
                "{x} are looking for volunteers for their gala",
                "saw an advert for {x} in the library",
                "does anyone know what {x} costs a year?",
            ),
        },
        ZH: {
            "has": ("我参加了{v}，周六修完东西就过去", "每周三晚上是{v}的时间"),
            "add": ("我又加入了{v}，{old}也还在", "报名了{v}！{old}继续"),
            "use": ("昨晚{v}好冷，今天早上又去了{old}，累死",),
            "third": ("{n}除了{old}还加入了{v}", "{n}现在也在{v}"),
            "pro": ("{P}也加入了{v}。", "{P}现在还参加{v}。"),
            "late": ("忘了说，我{ago}加入了{v}，{old}也还在",),
            "remove": ("退出{v}了，人际关系太复杂", "不去{v}了，膝盖受不了"),
            "plan": ("在考虑加入{v}，有人是会员吗？", "可能去试试{v}"),
            "drop": ("不加入{v}了，时间冲突",),
            "idle": ("{v}看起来挺好玩", "一直想去{v}看看"),
            "dist": ("{x}在招志愿者", "图书馆有{x}的广告"),
        },
    },
)

SINGLE_SLOTS = (HOME, EMPLOYER, BIKE, PHONE, ENERGY, SEWING, GP, DRINK, CAR, LANGUAGE)
MULTI_SLOTS = (PETS, INSTRUMENTS, CLUBS)

# Generic lines for reports and self-reference.
INTRO = {
    EN: ("Bumped into {n} at the Shambles market on Sunday.",
         "{n} popped in while you were all on the tea break.",
         "Had a long natter with {n} at the bus stop on Tadcaster Road.",
         "{n} dropped off a box of spare fuses this morning, what a star."),
    ZH: ("周日在Shambles市场碰到{n}了。", "{n}刚才茶歇的时候来过。",
         "在公交站跟{n}聊了好久。"),
}  # fmt: skip
SELF = {
    EN: ("Big news from this end: {line}", "Announcement! {line}", "Just so you all know, {line}"),
    ZH: ("宣布一下，{line}", "通知大家：{line}"),
}  # fmt: skip
PRONOUNS = {
    EN: {"he": ("He", "he"), "she": ("She", "she")},
    ZH: {"he": ("他", "他"), "she": ("她", "她")},
}


@dataclass
class Person:
    name: str
    pron: str
    lang: str


@dataclass
class Scene:
    day: int
    turns: list[tuple[str, str, str]]  # (speaker, text, language)
    order: float = 0.0


@dataclass
class Track:
    """What one person's slot held, and everything else said about it."""

    person: Person
    slot: Slot
    values: list[str] = field(default_factory=list)
    slips: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    mentioned: list[str] = field(default_factory=list)
    pending: str | None = None
    spare: list[str] = field(default_factory=list)


def _fill(template: str, kw: dict[str, str]) -> str:
    if template[:1].isascii() and template[:1].islower():
        template = template[0].upper() + template[1:]
    return template.format_map(kw)


class World:
    """Builds the scenes (conversations) and probes of one seed."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = random.Random(seed * 7919 + 31)
        self.scenes: list[Scene] = []
        self.probes: list[dict[str, Any]] = []
        self.people = self._pick_people()

    # -- people -----------------------------------------------------------------------------

    def _pick_people(self) -> list[Person]:
        rng = self.rng
        n = rng.randint(10, 14)
        n_zh = max(3, round(n / 4))
        en = rng.sample(EN_PEOPLE, n - n_zh)
        zh = rng.sample(ZH_PEOPLE, n_zh)
        people = [Person(a, b, EN) for a, b in en] + [Person(a, b, ZH) for a, b in zh]
        rng.shuffle(people)
        return people

    def other(self, person: Person, need_zh: bool = False) -> Person:
        cands = [p for p in self.people if p is not person and (not need_zh or p.lang == ZH)]
        return self.rng.choice(cands)

    def kw(self, person: Person, lang: str, **extra: str) -> dict[str, str]:
        big, small = PRONOUNS[lang][person.pron]
        d = {"n": person.name, "P": big, "p": small, "ago": self.rng.choice(AGO[lang]),
             "a": self.other(person).name, "v": "", "old": "", "x": ""}  # fmt: skip
        d.update(extra)
        return d

    def line(self, slot: Slot, lang: str, key: str, person: Person, **extra: str) -> str:
        text = _fill(self.rng.choice(slot.phr[lang][key]), self.kw(person, lang, **extra))
        return re.sub(r"\b([Aa]) (?=[AEIOaeio])", r"\1n ", text) if lang == EN else text

    def chatty(self, text: str, lang: str) -> str:
        """Sometimes bury a line in small talk."""
        if self.rng.random() > 0.22:
            return text
        before, after = self.rng.choice(CHATTY[lang])
        stop = "。" if lang == ZH else "."
        if text[-1] not in ".!?。！？":
            text += stop
        return f"{before} {text} {after}" if lang == EN else f"{before}{text}{after}"

    def scene(self, day: int, *turns: tuple[Person, str], react: float = 0.3) -> None:
        day = max(0, min(LAST_DAY, day))
        rows = [(p.name, t, p.lang) for p, t in turns]
        if self.rng.random() < react:
            r = self.other(turns[-1][0])
            rows.append((r.name, self.rng.choice(REACT[r.lang]), r.lang))
        self.scenes.append(Scene(day, rows, self.rng.random()))

    # -- reporting a value ------------------------------------------------------------------

    def report(self, tr: Track, day: int, mode: str, v: str, old: str) -> int:
        """Say that `v` became the subject's value (real change on `day`); returns the day
        the news was said (late reports come weeks after)."""
        rng, p, s = self.rng, tr.person, tr.slot
        lang = p.lang
        keys = s.phr[lang]
        kwargs = {"v": v, "old": old}
        if mode in ("third", "pro", "self") and not v.isascii() and lang != ZH:
            mode = "direct"
        if mode == "we" and "we" not in keys:
            mode = "direct"
        if mode == "late":
            said = day + rng.randint(14, 40)
            self.scene(said, (p, self.chatty(self.line(s, lang, "late", p, **kwargs), lang)))
            return said
        if mode == "use" and "use" in keys:
            self.scene(day, (p, self.chatty(self.line(s, lang, "use", p, **kwargs), lang)))
        elif mode == "third" or mode == "pro":
            r = self.other(p, need_zh=not v.isascii())
            if mode == "third":
                self.scene(day, (r, self.line(s, r.lang, "third", p, **kwargs)))
            else:
                intro = _fill(rng.choice(INTRO[r.lang]), self.kw(p, r.lang))
                self.scene(day, (r, intro), (r, self.line(s, r.lang, "pro", p, **kwargs)))
        elif mode == "self":
            said = self.line(s, lang, "third", p, **kwargs)
            self.scene(day, (p, _fill(rng.choice(SELF[lang]), {"line": said})))
        elif mode == "neg" and old:
            r = self.other(p, need_zh=not old.isascii())
            ask = self.line(s, r.lang, "ask", p, **kwargs)
            self.scene(day, (r, ask), (p, self.line(s, lang, "neg", p, **kwargs)))
        elif mode == "correct" and self.spare(tr):
            x = self.take(tr)
            tr.slips.append(x)
            wrong = self.line(s, lang, "wrong", p, v=x, x=x)
            fix = self.line(s, lang, "fix", p, v=v, x=x)
            self.scene(day, (p, wrong), (p, fix))
        elif mode == "we":
            self.scene(day, (p, self.line(s, lang, "we", p, **kwargs)))
        else:
            key = "new" if (not s.multi and "new" in keys) else "add"
            if key == "new" and not old:
                key = "pres"
            self.scene(day, (p, self.chatty(self.line(s, lang, key, p, **kwargs), lang)))
        return day

    # -- spare values (never held) -----------------------------------------------------------

    def spare(self, tr: Track) -> bool:
        return bool(tr.spare)

    def take(self, tr: Track) -> str:
        return tr.spare.pop()

    # -- one single-valued slot ----------------------------------------------------------------

    def spread(self, start: int, end: int, k: int) -> list[int]:
        """k days in [start, end], at least a few weeks apart."""
        part = (end - start) // k
        return [start + i * part + self.rng.randint(12, max(13, part - 12)) for i in range(k)]

    def single(self, p: Person, s: Slot) -> None:
        rng, lang = self.rng, p.lang
        pool = list(s.pool[lang])
        rng.shuffle(pool)
        k = min(rng.choice((1, 2, 2, 3)), len(pool) - 3)
        tr = Track(p, s, values=pool[: k + 1], spare=pool[k + 1 :])
        d0 = rng.randint(0, 60)
        real = [d0, *self.spread(d0 + 45, 680, k)]
        first = "we" if ("we" in s.phr[lang] and rng.random() < 0.2) else "pres"
        self.scene(d0, (p, self.chatty(self.line(s, lang, first, p, v=tr.values[0]), lang)))
        said = [d0]
        modes = ["direct", "direct", "use", "use", "third", "pro", "late", "neg", "correct",
                 "self", "we"] + (["plan", "plan"] if s.plans else [])  # fmt: skip
        for i in range(1, k + 1):
            v, old, day = tr.values[i], tr.values[i - 1], real[i]
            mode = rng.choice(modes)
            nxt = real[i + 1] if i < k else LAST_DAY + 40
            if mode == "late" and day + 45 >= nxt - 5:
                mode = "direct"
            if mode == "plan":
                pday = day - rng.randint(15, 45)
                if pday <= said[-1] + 3:
                    mode = "direct"
                else:
                    self.scene(pday, (p, self.line(s, lang, "plan", p, v=v, old=old)))
                    self.scene(day, (p, self.line(s, lang, "done", p, v=v, old=old)))
                    said.append(day)
                    continue
            said.append(self.report(tr, day, mode, v, old))
        self.extras(tr, said, real)
        self.single_probes(tr, said, real)

    def extras(self, tr: Track, said: list[int], real: list[int]) -> None:
        """Dropped plans, idle wishes, pending plans, distractors and scoped exceptions."""
        rng, p, s = self.rng, tr.person, tr.slot
        lang, keys = p.lang, tr.slot.phr[p.lang]
        k = len(tr.values) - 1
        last_busy = max(said)
        if s.plans and tr.spare and rng.random() < 0.4:
            j = rng.randint(0, k)
            start = said[j] + 3
            end = (real[j + 1] - 3) if j < k else LAST_DAY - 10
            if end - start >= 45:
                x = self.take(tr)
                a = rng.randint(start, end - 40)
                cur = tr.values[j] if s.multi is False else rng.choice(tr.values[: j + 1])
                self.scene(a, (p, self.line(s, lang, "plan", p, v=x, old=cur)))
                b = a + rng.randint(10, 35)
                self.scene(b, (p, self.line(s, lang, "drop", p, v=x, old=cur)))
                tr.dropped.append(x)
                last_busy = max(last_busy, b)
        if "idle" in keys and tr.spare and rng.random() < 0.3:
            x = self.take(tr)
            self.scene(rng.randint(said[0] + 5, LAST_DAY), (p, self.line(s, lang, "idle", p, v=x)))
            tr.dropped.append(x)
        if s.plans and tr.spare and last_busy < 660 and rng.random() < 0.3:
            x = self.take(tr)
            cur = tr.values[-1]
            self.scene(rng.randint(last_busy + 12, LAST_DAY - 3),
                       (p, self.line(s, lang, "plan", p, v=x, old=cur)))  # fmt: skip
            tr.pending = x
        for _ in range(rng.randint(1, 2)):
            if not tr.spare:
                break
            x = self.take(tr)
            day = rng.randint(0, LAST_DAY)
            if rng.random() < 0.5:
                self.scene(day, (p, self.chatty(self.line(s, lang, "dist", p, x=x), lang)))
                tr.mentioned.append(x)
            else:
                r = self.other(p, need_zh=not x.isascii())
                self.scene(day, (r, self.line(s, r.lang, "dist", r, x=x)))
        if not s.multi and "scoped" in keys and tr.spare and rng.random() < 0.45:
            x = self.take(tr)
            day = rng.randint(min(said[-1] + 5, LAST_DAY - 2), LAST_DAY)
            self.scene(day, (p, self.chatty(self.line(s, lang, "scoped", p, v=tr.values[-1], x=x),
                                            lang)))  # fmt: skip
            tr.mentioned.append(x)

    # -- probes ------------------------------------------------------------------------------

    def probe(self, tr: Track, kind: str, gold: list[str], outdated: list[str] = (),
              as_of_day: int | None = None) -> None:  # fmt: skip
        p, s = tr.person, tr.slot
        values = tr.values + tr.slips + tr.dropped + tr.mentioned
        if tr.pending:
            values.append(tr.pending)
        row: dict[str, Any] = {
            "subject": p.name, "kind": kind,
            "question": s.questions[p.lang][kind].format(n=p.name),
            "slot": s.key, "gold": list(gold), "outdated": list(outdated),
            "values": sorted(set(values)), "abandoned": list(tr.dropped),
        }  # fmt: skip
        if as_of_day is not None:
            row["as_of_day"] = as_of_day
        self.probes.append(row)

    def as_of_windows(self, said: list[int], real: list[int]) -> list[tuple[int, int, int]]:
        out = []
        for j in range(len(real) - 1):
            lo, hi = said[j] + 3, real[j + 1] - 3
            if hi - lo >= 10:
                out.append((j, lo, hi))
        return out

    def single_probes(self, tr: Track, said: list[int], real: list[int]) -> None:
        rng = self.rng
        self.probe(tr, "current", [tr.values[-1]], tr.values[:-1] + tr.slips)
        if rng.random() < 0.55:
            self.probe(tr, "historical", [tr.values[-2]])
        windows = self.as_of_windows(said, real)
        if windows and rng.random() < 0.5:
            j, lo, hi = rng.choice(windows)
            self.probe(tr, "as_of", [tr.values[j]], as_of_day=rng.randint(lo, hi))
        if tr.pending:
            self.probe(tr, "planning", [tr.pending])

    # -- one multi-valued slot (several at once) -----------------------------------------------

    def multi(self, p: Person, s: Slot) -> None:
        rng, lang = self.rng, p.lang
        pool = list(s.pool[lang])
        rng.shuffle(pool)
        n = rng.choice((2, 2, 3))
        tr = Track(p, s, values=pool[:n], spare=pool[n:])
        d0 = rng.randint(0, 90)
        real = [d0, *self.spread(d0 + 45, 600, n - 1)]
        self.scene(d0, (p, self.chatty(self.line(s, lang, "has", p, v=tr.values[0]), lang)))
        said = [d0]
        held = [tr.values[0]]
        modes = ["direct", "direct", "use", "third", "pro", "late", "self", "we"]
        modes += ["plan"] if s.plans else []
        for i in range(1, n):
            v, day = tr.values[i], real[i]
            old = rng.choice(held)
            mode = rng.choice(modes)
            nxt = real[i + 1] if i + 1 < n else LAST_DAY + 40
            if mode == "late" and day + 45 >= nxt - 5:
                mode = "direct"
            if mode == "plan" and day - 45 > said[-1] + 3:
                self.scene(day - rng.randint(15, 45), (p, self.line(s, lang, "plan", p, v=v)))
                mode = "direct"
            said.append(self.report(tr, day, mode, v, old))
            held.append(v)
        removed = None
        if n == 3 and rng.random() < 0.55 and max(said) < LAST_DAY - 40:
            removed = rng.choice(held[:2])
            day = rng.randint(max(said) + 15, LAST_DAY - 10)
            self.scene(day, (p, self.chatty(self.line(s, lang, "remove", p, v=removed), lang)))
            held.remove(removed)
            said.append(day)
            real.append(day)
        self.extras(tr, said, real[:n])
        gone = [removed] if removed else []
        self.probe(tr, "coexisting", held, gone)
        if removed and rng.random() < 0.8:
            self.probe(tr, "historical", gone)
        lo, hi = said[0] + 3, real[1] - 3
        if hi - lo >= 10 and rng.random() < 0.4:
            self.probe(tr, "as_of", [tr.values[0]], as_of_day=rng.randint(lo, hi))
        if tr.pending:
            self.probe(tr, "planning", [tr.pending])

    # -- everyday chatter --------------------------------------------------------------------

    def filler(self, target: int) -> None:
        rng = self.rng
        while sum(len(sc.turns) for sc in self.scenes) < target:
            day = rng.randint(0, LAST_DAY)
            if rng.random() < 0.5:
                day -= day % 7  # café Saturday
                day += rng.choice((0, 0, 0, 6))  # or the Friday before the next one
            turns = []
            for _ in range(rng.choice((1, 1, 2, 2, 3))):
                sp = rng.choice(self.people)
                turns.append((sp, _fill(rng.choice(FILLER[sp.lang]), self.kw(sp, sp.lang))))
            self.scene(day, *turns, react=0.15)

    # -- assembly ----------------------------------------------------------------------------

    def build(self) -> dict[str, Any]:
        rng = self.rng
        slots = list(SINGLE_SLOTS) + list(MULTI_SLOTS)
        for p in self.people:
            chosen: list[Slot] = []
            want = rng.randint(4, 7)
            for s in rng.sample(slots, len(slots)):
                if len(chosen) >= want:
                    break
                if s.multi and sum(c.multi for c in chosen) >= 2:
                    continue
                chosen.append(s)
            for s in chosen:
                (self.multi if s.multi else self.single)(p, s)
        self.trim_probes()
        self.filler(rng.randint(560, 760))
        return {"start": START, "episodes": self.episodes(), "probes": self.probes,
                "generator": GENERATOR, "seed": self.seed}  # fmt: skip

    def trim_probes(self) -> None:
        """Keep 100 to 140 probes: drop optional (historical/as_of) ones when over."""
        rng = self.rng
        while len(self.probes) > 140:
            optional = [
                i for i, pr in enumerate(self.probes) if pr["kind"] in ("historical", "as_of")
            ]
            del self.probes[rng.choice(optional)]

    def episodes(self) -> list[dict[str, Any]]:
        rng = self.rng
        out = []
        by_day: dict[int, list[Scene]] = {}
        for sc in self.scenes:
            by_day.setdefault(sc.day, []).append(sc)
        for day in sorted(by_day):
            minute = rng.randint(540, 600) if day % 7 == 0 else rng.randint(420, 1080)
            for n, sc in enumerate(sorted(by_day[day], key=lambda x: x.order)):
                session = f"ak{self.seed}-d{day}-{n}"
                for speaker, text, lang in sc.turns:
                    out.append({"day": day, "minute": minute, "speaker": speaker, "text": text,
                                "session": session, "language": lang})  # fmt: skip
                    minute = min(1439, minute + rng.randint(1, 4))
                minute = min(1439, minute + rng.randint(3, 25))
        return out


def generate(seed: int) -> dict[str, Any]:
    """The episodes and probes of one seed (see the module doc)."""
    return World(seed).build()


# ---------------------------------------------------------------------------------------------
# Self-check
# ---------------------------------------------------------------------------------------------


def _said(value: str, texts: list[str]) -> bool:
    if not value.isascii():
        return any(value in t for t in texts)
    pat = re.compile(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])")
    return any(pat.search(t) for t in texts)


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with one generated world (empty when it is sound)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    texts = [e["text"] for e in eps]
    names = {e["speaker"] for e in eps}
    last = (-1, -1)
    for e in eps:
        for key in ("day", "minute", "speaker", "text", "session", "language"):
            if key not in e:
                errs.append(f"episode missing {key}: {e}")
        if e["language"] not in (EN, ZH) or not e["text"].strip():
            errs.append(f"bad episode: {e}")
        if not 0 <= e["day"] <= LAST_DAY or not 0 <= e["minute"] < 1440:
            errs.append(f"episode out of range: {e}")
        if (e["day"], e["minute"]) < last:
            errs.append(f"episodes out of order at {e}")
        last = (e["day"], e["minute"])
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled placeholder: {e['text']}")
    for pr in probes:
        tag = f"{pr['subject']}/{pr['slot']}/{pr['kind']}"
        if pr["kind"] not in KINDS:
            errs.append(f"{tag}: unknown kind")
        if pr["subject"] not in names:
            errs.append(f"{tag}: subject never speaks")
        if not pr["gold"] or not pr["question"]:
            errs.append(f"{tag}: empty gold or question")
        for g in pr["gold"]:
            if not _said(g, texts):
                errs.append(f"{tag}: gold {g!r} never said")
            if g not in pr["values"]:
                errs.append(f"{tag}: gold {g!r} not in values")
        if set(pr["gold"]) & (set(pr["outdated"]) | set(pr["abandoned"])):
            errs.append(f"{tag}: gold is also outdated/abandoned")
        if not set(pr["outdated"]) <= set(pr["values"]) or not set(pr["abandoned"]) <= set(
            pr["values"]
        ):
            errs.append(f"{tag}: outdated/abandoned outside values")
        if (pr["kind"] == "as_of") != ("as_of_day" in pr):
            errs.append(f"{tag}: as_of_day mismatch")
        if pr["kind"] == "coexisting" and len(pr["gold"]) < 2:
            errs.append(f"{tag}: coexisting with one value")
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes (want 500-800)")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes (want 100-140)")
    if not 10 <= len(names) <= 14:
        errs.append(f"{len(names)} people (want 10-14)")
    return errs


def main() -> int:
    from collections import Counter

    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world)
        if world != again:
            errs.append("not deterministic")
        eps, probes = world["episodes"], world["probes"]
        zh = sum(e["language"] == ZH for e in eps)
        kinds = Counter(p["kind"] for p in probes)
        people = len({e["speaker"] for e in eps})
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, {people} people, "
              f"days {eps[0]['day']}-{eps[-1]['day']}, kinds {dict(sorted(kinds.items()))}")  # fmt: skip
        for err in errs[:20]:
            print("  PROBLEM:", err)
        bad += len(errs)
    print("ok" if not bad else f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
