"""Blind text world ``blind_bj``: the group chat of a Sunderland community garden and cafe.

``generate(seed)`` invents ten to fourteen volunteers of a community garden with a small cafe
in Sunderland (gardeners, cafe cooks, baristas, a grant officer, students, retirees, parents,
shift workers, and members who mostly write in Chinese) and two years of their group chat.
Most of the chat is everyday talk (the polytunnel, the rota, slugs, the soup of the day, the
grant report); in between, people's own circumstances change: where they live, who they work
for, their phone network, how they get to the garden, what they drink, their gym, energy
supplier and bank, their job on the garden rota, their pets and their clubs.

Changes are said straight out, shown only by use, reported by someone else (sometimes with a
pronoun pointing back to a name said earlier in the conversation), told weeks late, planned and
then done, planned and dropped, negated in answer to a question, corrected after a slip, or
buried in the middle of a long chatty message. Distractor lines name the same kind of value
without it being anyone's state (adverts, recommendations, news, other people's things).

Probes carry the ground truth: current, historical, as-of, coexisting and planning questions,
with the outdated, abandoned and merely mentioned values. Standard library only, deterministic
given the seed. Self-check: ``python -m bench.text_worlds.blind_bj``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_bj"
START = "2023-03-06T00:00:00+00:00"  # minutes count from midnight
START_DT = datetime(2023, 3, 6)
LAST_DAY = 728
EN = "en"
ZH = "zh"

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip


def month_of(day: int, lang: str = EN) -> str:
    """The month a day falls in, as a person would say it ("back in March", "三月份")."""
    m = (START_DT + timedelta(days=day)).month
    return f"{m}月份" if lang == ZH else MONTHS[m - 1]


# ---------------------------------------------------------------------------------------------
# People.  (name, gender, language, role).  Roles only colour the filler talk.
# ---------------------------------------------------------------------------------------------

PEOPLE_EN = (
    ("Maureen", "f", "retiree"), ("Gary", "m", "cook"), ("Shannon", "f", "barista"),
    ("Dev", "m", "grants"), ("Aoife", "f", "parent"), ("Callum", "m", "student"),
    ("Brenda", "f", "retiree"), ("Kieran", "m", "shift"), ("Jade", "f", "parent"),
    ("Tom", "m", "gardener"), ("Nadia", "f", "cook"), ("Ewan", "m", "student"),
    ("Sophie", "f", "barista"), ("Ray", "m", "retiree"), ("Leanne", "f", "shift"),
    ("Dariusz", "m", "gardener"),
)  # fmt: skip
PEOPLE_ZH = (
    ("Xiaoyu", "f", "student"), ("Jun", "m", "cook"), ("Meiling", "f", "parent"),
    ("Hao", "m", "shift"), ("Yuting", "f", "barista"), ("Guofeng", "m", "retiree"),
)  # fmt: skip


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    role: str
    sprinkles_zh: bool = False  # an English writer who drops in the odd Chinese word

    def he(self, lang: str = EN) -> str:
        if lang == ZH:
            return "她" if self.gender == "f" else "他"
        return "she" if self.gender == "f" else "he"


# ---------------------------------------------------------------------------------------------
# Slots.  Fragment keys, per language:
#   state   first-person present clause          third  third-person change ({n} = who)
#   change  first-person change, past tense      use    a line showing the new value in use
#   plan    a plan or "thinking about" clause    drop   the plan given up
#   neg     "not {old} any more" answer          ask    somebody asking "still {old}?" ({n})
#   scoped  main value {v} with exception {x}    dist   lines naming {x} as nobody's state
#   we      household clause (optional)
# Multi-valued slots use has / add / remove instead of state / change.
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Slot:
    key: str
    multi: bool
    pool: tuple[str, ...]
    zh_pool: tuple[str, ...] | None
    q: dict[str, str]
    qz: dict[str, str]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]

    def values_for(self, lang: str) -> tuple[str, ...]:
        return self.zh_pool if (lang == ZH and self.zh_pool) else self.pool

    def frags(self, lang: str, key: str) -> tuple[str, ...]:
        table = self.zh if lang == ZH else self.en
        return table.get(key, ())


HOME = Slot(
    key="home_area",
    multi=False,
    pool=(
        "Roker",
        "Hendon",
        "Millfield",
        "Ashbrooke",
        "Seaburn",
        "Fulwell",
        "Southwick",
        "Pallion",
        "Washington",
        "Houghton-le-Spring",
        "Hylton Castle",
        "Grangetown",
        "Barnes",
        "Thornhill",
        "Castletown",
        "Whitburn",
    ),  # fmt: skip
    zh_pool=None,
    q={
        "current": "Which part of Sunderland does {n} live in now?",
        "historical": "Where did {n} live before moving to the current place?",
        "as_of": "Which area did {n} live in at that point?",
        "planning": "Where is {n} planning to move to?",
    },  # fmt: skip
    qz={
        "current": "{n}现在住在桑德兰哪个区？",
        "historical": "{n}搬家之前住在哪里？",
        "as_of": "{n}那时候住在哪个区？",
        "planning": "{n}打算搬到哪里？",
    },  # fmt: skip
    en={
        "state": (
            "I live up in {v}",
            "I'm in {v}, ten minutes from the garden",
            "home's {v} these days",
            "I rent a little terrace in {v}",
        ),
        "change": (
            "I moved to {v}",
            "I've finally moved over to {v}",
            "we got the keys for the place in {v} and moved in",
            "I left {old} and moved to {v}",
        ),
        "third": (
            "{n}'s moved to {v}",
            "{n} has just moved into a flat in {v}",
            "{n} finally got out of {old}, living in {v} now",
        ),
        "use": (
            "the new neighbours in {v} are lovely, one of them brought round a stottie cake",
            "bus from {v} took forty minutes this morning, nearly missed the café opening",
            "my street in {v} floods every time it rains, wellies on the doorstep",
        ),
        "plan": (
            "we're thinking about moving to {v}",
            "I'm looking at rentals in {v}",
            "might put an offer in on a house in {v}",
        ),
        "drop": (
            "the {v} house fell through, we're staying put",
            "decided against {v} in the end, the rent is silly",
        ),
        "neg": ("not in {old} any more, I'm in {v} now", "nope, left {old}, {v} since the spring"),
        "ask": (
            "{n} are you still over in {old}?",
            "{n} is it still {old} for you? need addresses for the grant form",
        ),
        "dist": (
            "there's a house for sale in {x} with a massive garden, someone buy it",
            "my cousin says {x} is the place to live now, I'm not convinced",
            "Echo says they're building 300 flats in {x}",
            "anyone know a good chippy in {x}?",
        ),
        "we": ("we've moved to {v}", "we're in {v} now, the kids changed schools and everything"),
    },
    zh={
        "state": ("我住在{v}", "我家在{v}，离菜园很近", "我现在租的房子在{v}"),
        "change": ("我搬到{v}了", "我从{old}搬到{v}了", "我们已经搬进{v}的新家了"),
        "third": ("{n}搬到{v}去了", "{n}现在住{v}了", "听说{n}已经从{old}搬到{v}了"),
        "use": ("从{v}坐公交过来要四十分钟，今天差点迟到", "{v}这边的邻居人很好，还送了我蛋糕"),
        "plan": ("我们在考虑搬去{v}", "最近在看{v}的房子", "想搬到{v}去，还没决定"),
        "drop": ("{v}那套房子没谈成，不搬了", "{v}太贵了，算了，不搬了"),
        "neg": ("早就不住{old}了，现在在{v}", "没有啦，{old}那边退租了，现在住{v}"),
        "ask": ("{n}你还住在{old}吗？", "{n}你还在{old}吗？填表要地址"),
        "dist": (
            "{x}有套房子在卖，带大花园，谁去买",
            "新闻说{x}要盖好多新公寓",
            "{x}有什么好吃的中餐馆吗？",
        ),
    },
)

EMPLOYER = Slot(
    key="employer",
    multi=False,
    pool=(
        "Nissan",
        "Sunderland Royal",
        "Stadium of Light",
        "Tesco Extra",
        "Greggs",
        "Sunderland Council",
        "Barbour",
        "Vaux Brewery",
        "Sunderland Uni",
        "Leighton Logistics",
        "Empire Cinema",
        "Arriva",
        "Doxford Call Centre",
        "Wearside Bakehouse",
    ),  # fmt: skip
    zh_pool=None,
    q={
        "current": "Where does {n} work now?",
        "historical": "Where did {n} work before the current job?",
        "as_of": "Where was {n} working at that time?",
        "planning": "Where is {n} hoping to work next?",
    },  # fmt: skip
    qz={
        "current": "{n}现在在哪里上班？",
        "historical": "{n}之前在哪里工作？",
        "as_of": "{n}那时候在哪里上班？",
        "planning": "{n}打算去哪里上班？",
    },  # fmt: skip
    en={
        "state": (
            "I work at {v}",
            "I'm on shifts at {v}",
            "I do admin at {v}",
            "I've been at {v} a couple of years now",
        ),
        "change": (
            "I started at {v}",
            "I've taken a job at {v}",
            "I handed my notice in at {old} and started at {v}",
            "I left {old}, I'm at {v} now",
        ),
        "third": (
            "{n}'s got a new job at {v}",
            "{n} started at {v} last week",
            "{n} has left {old} for {v}",
        ),
        "use": (
            "induction day at {v} was four hours of fire safety videos",
            "the canteen at {v} does a better bacon sarnie than ours, sorry cooks",
            "got my {v} lanyard today, photo is criminal",
        ),
        "plan": (
            "I've applied for a job at {v}",
            "I've got an interview at {v} on Thursday",
            "thinking of going for a role at {v}",
        ),
        "drop": (
            "didn't take the {v} job in the end, the hours were awful",
            "pulled out of the {v} interview, not for me",
        ),
        "neg": ("not at {old} any more, I'm at {v} now", "no, I left {old}, it's {v} these days"),
        "ask": (
            "{n} are you still at {old}?",
            "{n} still working at {old}? can you ask about their surplus veg",
        ),
        "dist": (
            "{x} are hiring, if anyone's looking",
            "saw on the news {x} are cutting jobs",
            "my nephew got turned down by {x}, their loss",
            "{x} donated two boxes of tea bags to the café, legends",
        ),
    },
    zh={
        "state": ("我在{v}上班", "我在{v}打工", "我在{v}做了两年了"),
        "change": ("我换工作了，现在在{v}", "我从{old}辞职了，去了{v}", "我开始在{v}上班了"),
        "third": ("{n}去{v}上班了", "{n}换工作了，现在在{v}", "听说{n}从{old}跳槽到{v}了"),
        "use": ("{v}的食堂比我们的咖啡馆还便宜", "今天在{v}培训了一整天，累死"),
        "plan": ("我投了{v}的简历", "下周四去{v}面试", "在考虑要不要去{v}"),
        "drop": ("{v}那个工作我没去，时间太不固定", "最后没去{v}面试"),
        "neg": ("早就不在{old}了，现在在{v}", "没有，{old}我辞了，现在在{v}"),
        "ask": ("{n}你还在{old}上班吗？", "{n}还在{old}吗？"),
        "dist": ("{x}在招人，有需要的可以去看看", "新闻说{x}要裁员", "{x}给咖啡馆捐了两箱茶包"),
    },
)

CARRIER = Slot(
    key="phone_network",
    multi=False,
    pool=(
        "EE",
        "Vodafone",
        "O2",
        "giffgaff",
        "Tesco Mobile",
        "Smarty",
        "Lebara",
        "Sky Mobile",
        "Wearline Mobile",
        "iD Mobile",
    ),  # fmt: skip
    zh_pool=None,
    q={
        "current": "Which mobile network is {n} on now?",
        "historical": "Which phone network was {n} on before?",
        "as_of": "Which phone network was {n} on then?",
        "planning": "Which network is {n} planning to switch to?",
    },  # fmt: skip
    qz={
        "current": "{n}现在用哪家手机运营商？",
        "historical": "{n}以前用哪家运营商？",
        "as_of": "{n}那时候用哪家运营商？",
        "planning": "{n}打算换到哪家运营商？",
    },  # fmt: skip
    en={
        "state": ("I'm on {v}", "my phone's on {v}", "I've been with {v} for years"),
        "change": (
            "I switched my phone to {v}",
            "I ported my number over to {v}",
            "I finally ditched {old} and went to {v}",
        ),
        "third": (
            "{n}'s gone over to {v}",
            "{n} switched to {v}, that's why the number looked weird",
        ),
        "use": (
            "{v} signal in the polytunnel is actually decent, who knew",
            "got a text from {v} saying I've used all my data, it's the 9th",
            "new SIM from {v} came today, if my number bounces that's why",
        ),
        "plan": ("thinking of switching to {v}", "might move to {v} when my contract's up"),
        "drop": (
            "not bothering with {v}, they wanted a credit check",
            "stayed put, {v} weren't any cheaper in the end",
        ),
        "neg": ("not with {old} any more, it's {v}", "nah left {old} ages ago, on {v} now"),
        "ask": ("{n} are you still on {old}? the WhatsApp calls keep dropping",),
        "scoped": (
            "{v} for my own phone, but the work one's on {x}",
            "I'm on {v}, except the old tablet which is still on {x}",
        ),
        "dist": (
            "{x} have a deal on, twelve quid unlimited",
            "{x} had an outage all morning apparently",
            "my daughter's on {x} and it never works at the coast",
            "anyone tried {x}? any good?",
        ),
    },
    zh={
        "state": ("我用的是{v}", "我手机卡是{v}的"),
        "change": ("我把手机号转到{v}了", "我换成{v}了", "我终于把{old}退了，换了{v}"),
        "third": ("{n}换成{v}了", "{n}的手机换到{v}了，所以号码显示不一样"),
        "use": ("{v}在温室里信号居然还不错", "刚收到{v}的短信说流量用完了"),
        "plan": ("想换{v}", "合约到期了打算换成{v}"),
        "drop": ("{v}要信用审核，算了不换了", "最后没换{v}，没便宜多少"),
        "neg": ("早就不用{old}了，现在用{v}", "没有，{old}退了，现在是{v}"),
        "ask": ("{n}你还是用{old}吗？视频老是断",),
        "scoped": ("我自己的手机是{v}，工作手机是{x}",),
        "dist": ("{x}在搞活动，十二镑无限流量", "{x}今天早上好像断网了", "有人用过{x}吗？"),
    },
)

CAR = Slot(
    key="car",
    multi=False,
    pool=(
        "Corsa",
        "Fiesta",
        "Yaris",
        "Kia Niro",
        "Skoda Octavia",
        "Dacia Sandero",
        "Honda Jazz",
        "VW Polo",
        "Renault Zoe",
        "Ford Transit",
        "Citroen Berlingo",
        "Hyundai i10",
    ),  # fmt: skip
    zh_pool=None,
    q={
        "current": "What car does {n} drive now?",
        "historical": "What car did {n} drive before?",
        "as_of": "What car was {n} driving at that time?",
        "planning": "What car is {n} planning to get?",
    },  # fmt: skip
    qz={
        "current": "{n}现在开什么车？",
        "historical": "{n}以前开什么车？",
        "as_of": "{n}那时候开什么车？",
        "planning": "{n}打算买什么车？",
    },  # fmt: skip
    en={
        "state": (
            "I drive a {v}",
            "I've got an old {v}",
            "I run a {v}, it's not pretty but it goes",
        ),
        "change": (
            "I bought a {v}",
            "I got rid of the {old} and picked up a {v}",
            "I traded the {old} in for a {v}",
        ),
        "third": ("{n}'s got a {v} now", "{n} sold the {old}, drives a {v} these days"),
        "use": (
            "fitted eight bags of compost in the boot of the {v}, result",
            "the {v} wouldn't start this morning, walked in",
            "parked the {v} by the gate, shout if it's in the way",
        ),
        "plan": (
            "thinking of getting a {v}",
            "looking at a secondhand {v}",
            "tempted by a {v}, cheap to run",
        ),
        "drop": (
            "went off the idea of a {v}",
            "not getting the {v} after all, the insurance quote was daft",
        ),
        "neg": (
            "haven't got the {old} any more, it's a {v} now",
            "no, the {old}'s gone, I've a {v}",
        ),
        "ask": ("{n} is the {old} still yours? it's blocking the skip",),
        "dist": (
            "there's a {x} for sale on Pallion Road, cheap",
            "the council's trialling a {x} for the parks team",
            "my neighbour swears by his {x}",
            "would you ever get a {x}? genuinely asking",
        ),
        "we": ("we've swapped the {old} for a {v}", "we got a {v}, the {old} finally died"),
    },
    zh={
        "state": ("我开一辆{v}", "我的车是{v}，旧是旧了点"),
        "change": ("我买了辆{v}", "我把{old}卖了，买了辆{v}"),
        "third": ("{n}换车了，现在开{v}", "{n}把{old}卖了，现在开{v}"),
        "use": (
            "{v}后备箱装了八袋堆肥",
            "{v}今天早上打不着火，只好走过来",
            "我的{v}停在门口，挡路的话说一声",
        ),
        "plan": ("想买辆{v}", "在看二手的{v}", "在考虑{v}，省油"),
        "drop": ("{v}保险太贵了，算了", "不买{v}了"),
        "neg": ("{old}早就卖了，现在开{v}", "没有，现在是{v}了"),
        "ask": ("{n}，那辆{old}还是你的吗？挡着垃圾箱了",),
        "dist": ("Pallion Road有辆{x}在卖，挺便宜", "我邻居说{x}很好开", "市政府在试用{x}"),
    },
)

DRINK = Slot(
    key="usual_drink",
    multi=False,
    pool=(
        "flat white",
        "cortado",
        "oat latte",
        "chai latte",
        "Earl Grey",
        "decaf americano",
        "hot chocolate",
        "builder's tea",
        "matcha latte",
        "peppermint tea",
    ),  # fmt: skip
    zh_pool=("flat white", "豆浆", "oat latte", "绿茶", "美式", "matcha latte", "奶茶", "红茶"),
    q={
        "current": "What does {n} usually drink at the café now?",
        "historical": "What did {n} used to drink?",
        "as_of": "What was {n}'s usual drink then?",
        "planning": "What drink is {n} planning to switch to?",
    },  # fmt: skip
    qz={
        "current": "{n}现在在咖啡馆一般喝什么？",
        "historical": "{n}以前一般喝什么？",
        "as_of": "{n}那时候一般喝什么？",
        "planning": "{n}打算改喝什么？",
    },  # fmt: skip
    en={
        "state": ("my usual's a {v}", "I'm a {v} person", "it's always a {v} for me"),
        "change": (
            "I've gone over to {v}",
            "I've switched from {old} to {v}",
            "I gave up {old}, it's {v} now",
        ),
        "third": ("{n} drinks {v} now, make a note", "{n}'s moved on to {v}, don't make {old}"),
        "use": (
            "cheers for the {v} this morning whoever was on the machine, saved my life",
            "left my {v} on the potting bench again, it's stone cold",
        ),
        "plan": (
            "trying to cut down, might switch to {v}",
            "doctor says less caffeine, thinking {v}",
        ),
        "drop": ("tried the {v} thing for a day, nope", "{v} isn't for me after all"),
        "neg": ("not {old} any more, {v} please", "no {old} for me now, it's {v}"),
        "ask": ("{n} is it still {old}? doing a round",),
        "scoped": (
            "{v} most days, but {x} after two o'clock or I don't sleep",
            "usually {v}, {x} on Saturdays when I'm on the till",
        ),
        "dist": (
            "new supplier's doing a {x} syrup, anyone want to try it?",
            "customer sent a {x} back three times today",
            "the café in Roker charges four quid for a {x}",
            "{x} is the most ordered thing on the till report this month",
        ),
    },
    zh={
        "state": ("我一般喝{v}", "我每次都点{v}"),
        "change": ("我现在改喝{v}了", "不喝{old}了，换成{v}"),
        "third": ("{n}现在喝{v}了，别再做{old}了", "{n}改喝{v}了"),
        "use": ("谢谢今天早上的{v}，救命了", "我的{v}又忘在育苗台上了，全凉了"),
        "plan": ("想少喝点咖啡因，可能改喝{v}", "医生说要少喝咖啡，在考虑{v}"),
        "drop": ("试了一天{v}，还是不行", "{v}不适合我"),
        "neg": ("不喝{old}了，要{v}", "没有，现在是{v}"),
        "ask": ("{n}还是{old}吗？我去点单",),
        "scoped": ("平时喝{v}，下午两点以后喝{x}", "一般是{v}，周六收银的时候喝{x}"),
        "dist": (
            "新供应商有{x}糖浆，要不要试试",
            "今天有个客人把{x}退了三次",
            "这个月收银机上卖最多的是{x}",
        ),
    },
)

GYM = Slot(
    key="gym",
    multi=False,
    pool=(
        "PureGym",
        "Puls8 Fitness",
        "Sunderland Aquatic Centre",
        "Raich Carter Centre",
        "Roker Boxing Club",
        "The Gym Group",
        "Silksworth Sports Complex",
        "Anytime Fitness",
        "Hetton Leisure Centre",
        "Forge CrossFit",
    ),  # fmt: skip
    zh_pool=None,
    q={
        "current": "Which gym does {n} go to now?",
        "historical": "Which gym did {n} go to before?",
        "as_of": "Which gym was {n} using then?",
        "planning": "Which gym is {n} planning to join?",
    },  # fmt: skip
    qz={
        "current": "{n}现在去哪个健身房？",
        "historical": "{n}以前去哪个健身房？",
        "as_of": "{n}那时候去哪个健身房？",
        "planning": "{n}打算去哪个健身房？",
    },  # fmt: skip
    en={
        "state": ("I go to {v}", "I'm a member at {v}", "I train at {v} three nights a week"),
        "change": (
            "I joined {v}",
            "I cancelled {old} and signed up at {v}",
            "I've moved over to {v}",
        ),
        "third": ("{n}'s joined {v}", "{n} goes to {v} now, saw the bag"),
        "use": (
            "legs are wrecked from {v} last night, someone else can do the digging",
            "the showers at {v} were freezing again",
            "bumped into my old PE teacher at {v} of all places",
        ),
        "plan": ("thinking of joining {v}", "might sign up at {v} in January, new year new me"),
        "drop": (
            "not joining {v}, the contract is twelve months minimum",
            "{v} never happened, the digging is my gym",
        ),
        "neg": ("not at {old} any more, it's {v} now", "I cancelled {old}, going to {v} instead"),
        "ask": ("{n} you still going to {old}? fancy a session",),
        "scoped": ("I go to {v}, but for swimming it's {x} on Sundays",),
        "dist": (
            "{x} are doing a free week if anyone fancies it",
            "my sister's at {x}, says it's rammed",
            "{x} has put its prices up again apparently",
            "leaflet for {x} came through the door",
        ),
    },
    zh={
        "state": ("我去{v}健身", "我办的是{v}的卡"),
        "change": ("我办了{v}的卡", "我把{old}退了，去{v}了"),
        "third": ("{n}去{v}了", "{n}现在在{v}健身"),
        "use": ("昨晚在{v}练腿，今天挖不动土了", "{v}的淋浴又是冷水"),
        "plan": ("想去{v}办卡", "一月份可能去{v}"),
        "drop": ("{v}要签一年合同，算了", "没去{v}，种菜就当健身了"),
        "neg": ("不去{old}了，现在去{v}", "{old}退了，现在是{v}"),
        "ask": ("{n}你还去{old}吗？一起去",),
        "dist": ("{x}有免费体验周", "我姐在{x}，说人超多", "{x}又涨价了"),
    },
)

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    pool=(
        "Octopus",
        "British Gas",
        "E.ON Next",
        "EDF",
        "OVO",
        "Northern Spark Energy",
        "So Energy",
        "Utility Warehouse",
    ),  # fmt: skip
    zh_pool=None,
    q={
        "current": "Who is {n}'s energy supplier now?",
        "historical": "Who was {n}'s energy supplier before?",
        "as_of": "Who supplied {n}'s energy at that time?",
        "planning": "Which energy supplier is {n} planning to switch to?",
    },  # fmt: skip
    qz={
        "current": "{n}家现在用哪家能源公司？",
        "historical": "{n}家以前用哪家能源公司？",
        "as_of": "{n}家那时候用哪家能源公司？",
        "planning": "{n}打算换哪家能源公司？",
    },  # fmt: skip
    en={
        "state": (
            "we're with {v} for the gas and electric",
            "I'm with {v}",
            "my energy's with {v}",
        ),
        "change": ("I switched the energy to {v}", "I finally moved from {old} to {v}"),
        "third": ("{n}'s switched to {v}", "{n} went over to {v} after the bill shock"),
        "use": (
            "the {v} app says I used half what I did last winter",
            "{v} sent me a smart meter letter, third one",
        ),
        "plan": ("thinking about switching to {v}", "might go to {v}, their tariff looks better"),
        "drop": (
            "looked at {v} but stayed put",
            "the {v} switch fell through, still waiting on nothing",
        ),
        "neg": ("not with {old} any more, {v} since the autumn", "no, left {old}, it's {v}"),
        "ask": ("{n} are you still with {old}? thinking of them for the café",),
        "dist": (
            "{x} are giving out free electric blankets apparently",
            "the café's energy is with {x}, the grant officer sorted it",
            "advert for {x} on the Metro, the dancing one",
            "is {x} any good? asking for my mam",
        ),
        "we": ("we've gone over to {v}", "we switched to {v} in the end"),
    },
    zh={
        "state": ("我家用的是{v}", "我们家电和燃气都是{v}"),
        "change": ("我家换成{v}了", "我们从{old}换到{v}了"),
        "third": ("{n}家换到{v}了",),
        "use": ("{v}的app说我这个冬天用电少了一半", "{v}又寄信来让装智能电表"),
        "plan": ("在考虑换{v}", "{v}的价格好像便宜点，想换"),
        "drop": ("看了{v}，最后没换", "{v}没换成"),
        "neg": ("不用{old}了，现在是{v}", "早换了，{v}"),
        "ask": ("{n}你家还是{old}吗？",),
        "dist": ("听说{x}在送电热毯", "咖啡馆的电是{x}的", "地铁上有{x}的广告"),
    },
)

BANK = Slot(
    key="bank",
    multi=False,
    pool=(
        "Monzo",
        "Starling",
        "Nationwide",
        "Barclays",
        "Lloyds",
        "Wearside Credit Union",
        "Santander",
        "Chase",
        "NatWest",
        "Halifax",
    ),  # fmt: skip
    zh_pool=None,
    q={
        "current": "Which bank does {n} use now?",
        "historical": "Which bank did {n} use before?",
        "as_of": "Which bank was {n} with then?",
        "planning": "Which bank is {n} planning to move to?",
    },  # fmt: skip
    qz={
        "current": "{n}现在用哪家银行？",
        "historical": "{n}以前用哪家银行？",
        "as_of": "{n}那时候用哪家银行？",
        "planning": "{n}打算换到哪家银行？",
    },  # fmt: skip
    en={
        "state": ("I bank with {v}", "my account's with {v}", "I'm a {v} customer"),
        "change": (
            "I moved my account to {v}",
            "I closed the {old} account and opened one with {v}",
        ),
        "third": ("{n}'s moved banks to {v}", "{n} banks with {v} now"),
        "use": (
            "{v} pinged me for the café float payment, all done",
            "new {v} card came, I'll pay the seed order",
        ),
        "plan": ("thinking of moving to {v}", "might open a {v} account for the switching bonus"),
        "drop": (
            "didn't bother with {v} in the end",
            "the {v} switch was more faff than it's worth",
        ),
        "neg": ("not {old} any more, it's {v}", "closed the {old} one, use {v} for everything"),
        "ask": ("{n} still with {old}? need your details for the expenses",),
        "scoped": (
            "{v} for everything, apart from the savings which sit with {x}",
            "my money's with {v}, just the mortgage is {x}",
        ),
        "dist": (
            "{x} are closing the branch on Fawcett Street",
            "the grant money goes into the {x} account, not mine",
            "{x} had an outage, card declined at Asda",
            "anyone with {x}? is the app decent",
        ),
    },
    zh={
        "state": ("我用{v}", "我的账户在{v}"),
        "change": ("我把账户转到{v}了", "{old}的账户关了，开了{v}"),
        "third": ("{n}换到{v}了",),
        "use": ("{v}刚提醒我咖啡馆零钱那笔钱到了", "新的{v}卡到了，种子我来付"),
        "plan": ("想换到{v}", "想开个{v}账户拿奖励"),
        "drop": ("{v}太麻烦了，没换", "最后没开{v}"),
        "neg": ("不用{old}了，现在用{v}", "{old}关了，都用{v}"),
        "ask": ("{n}你还是用{old}吗？报销要填",),
        "dist": (
            "Fawcett Street的{x}要关门了",
            "{x}今天系统出问题，在Asda刷不了卡",
            "有人用{x}吗？",
        ),
    },
)

ROTA = Slot(
    key="garden_job",
    multi=False,
    pool=(
        "the polytunnel",
        "the café kitchen",
        "the till",
        "the compost bays",
        "the beehives",
        "the kids' club",
        "the seed library",
        "the orchard",
        "the veg boxes",
    ),  # fmt: skip
    zh_pool=(
        "温室",
        "咖啡馆厨房",
        "收银台",
        "堆肥区",
        "蜂箱",
        "儿童班",
        "种子图书馆",
        "果园",
        "蔬菜箱",
    ),
    q={
        "current": "What is {n}'s job on the garden rota now?",
        "historical": "What was {n}'s rota job before?",
        "as_of": "What was {n} doing on the rota then?",
        "planning": "Which rota job is {n} planning to take on?",
    },  # fmt: skip
    qz={
        "current": "{n}现在在菜园负责哪一块？",
        "historical": "{n}以前负责哪一块？",
        "as_of": "{n}那时候负责哪一块？",
        "planning": "{n}打算去负责哪一块？",
    },  # fmt: skip
    en={
        "state": ("I'm on {v}", "I look after {v} on Saturdays", "put me down for {v} as usual"),
        "change": (
            "I've moved from {old} to {v}",
            "I've taken over {v}",
            "I'm doing {v} from now on",
        ),
        "third": ("{n}'s running {v} now", "{n} moved over to {v}, ask them how it's going"),
        "use": (
            "{v} was chaos this morning but we got through it",
            "someone left {v} in a state, not naming names",
        ),
        "plan": ("I'd like to have a go at {v}", "could I swap onto {v} next season?"),
        "drop": ("actually I'll leave {v} to someone else", "forget {v}, too many early starts"),
        "neg": (
            "I'm not on {old} any more, I'm on {v}",
            "no, somebody else has {old} now, I do {v}",
        ),
        "ask": ("{n} are you still doing {old} Saturday?",),
        "dist": (
            "we need someone on {x} next week, any takers?",
            "{x} could do with a proper clean before the inspection",
            "the funder wants photos of {x} for the report",
            "who's in charge of {x}? the door's jammed",
        ),
    },
    zh={
        "state": ("我负责{v}", "周六我在{v}"),
        "change": ("我从{old}换到{v}了", "我现在负责{v}"),
        "third": ("{n}现在负责{v}", "{n}调去{v}了"),
        "use": ("今天早上{v}忙疯了", "谁把{v}弄得乱七八糟的"),
        "plan": ("我想试试{v}", "下一季能不能让我去{v}？"),
        "drop": ("{v}还是算了，太早了", "{v}让别人去吧"),
        "neg": ("我不在{old}了，现在在{v}", "没有，{old}给别人了，我在{v}"),
        "ask": ("{n}周六还在{old}吗？",),
        "dist": ("下周{x}缺人，有人吗？", "检查之前{x}要好好打扫", "资助方要{x}的照片"),
    },
)

# Multi-valued slots: has / has2 / add / third_add / remove / use / plan / drop / dist.
PETS = Slot(
    key="pets",
    multi=True,
    pool=(
        "greyhound",
        "cockapoo",
        "border collie",
        "tabby cat",
        "rabbit",
        "tortoise",
        "budgie",
        "ferret",
        "staffie",
        "guinea pig",
        "bearded dragon",
    ),  # fmt: skip
    zh_pool=("柯基", "橘猫", "仓鼠", "金鱼", "兔子", "鹦鹉", "布偶猫", "乌龟"),
    q={
        "coexisting": "Which pets does {n} have now?",
        "historical": "Which pet did {n} use to have?",
    },  # fmt: skip
    qz={"coexisting": "{n}现在养了哪些宠物？", "historical": "{n}以前养过什么宠物？"},
    en={
        "has": ("I've got a {v}", "me and my {v} say hi", "my {v} is the boss of the house"),
        "has2": ("I've got a {v} and a {x}", "there's a {v} and a {x} at mine, chaos"),
        "add": (
            "we've got a {v} now as well as the {old}",
            "meet the new {v}, the {old} is not impressed",
            "I adopted a {v} from the rescue, so that's two of them now",
        ),
        "third_add": ("{n}'s got a {v} as well now", "{n} took in a {v}, on top of the {old}"),
        "remove": (
            "we lost the {v} last week, gutted",
            "the {v} has gone to live with my sister, long story",
        ),
        "use": (
            "the {v} ate my seed catalogue",
            "had to take the {v} to the vet, forty quid for a nail trim",
        ),
        "plan": ("thinking about getting a {v}", "the kids are on at me for a {v}"),
        "drop": ("no {v}, the landlord said no", "talked myself out of the {v}, one is enough"),
        "dist": (
            "someone's {x} got into the raised beds again",
            "the rescue on Hylton Road has a {x} needing a home",
            "there was a {x} on the telly doing tricks, unreal",
            "never get a {x}, my cousin's one wrecked his sofa",
        ),
    },
    zh={
        "has": ("我养了一只{v}", "我家{v}向大家问好"),
        "has2": ("我养了一只{v}和一只{x}", "家里有{v}和{x}，天天打架"),
        "add": ("我们又领养了一只{v}，{old}不太高兴", "家里多了一只{v}，加上{old}两只了"),
        "third_add": ("{n}又养了一只{v}", "{n}除了{old}还养了一只{v}"),
        "remove": ("我们的{v}上周走了，很难过", "{v}送给我妹妹养了"),
        "use": ("{v}把我的种子目录咬烂了", "带{v}去看兽医，剪个指甲四十镑"),
        "plan": ("在考虑养一只{v}", "孩子一直吵着要养{v}"),
        "drop": ("房东不让养{v}，算了", "不养{v}了，一只就够了"),
        "dist": ("不知道谁家的{x}又跑进菜地了", "Hylton Road的救助站有只{x}在找主人"),
    },
)

CLUBS = Slot(
    key="clubs",
    multi=True,
    pool=(
        "Wearside Community Choir",
        "Seaburn Sea Swimmers",
        "Hendon Chess Club",
        "Sunderland Camera Club",
        "Roker Rowing Club",
        "Ashbrooke Cricket Club",
        "Fulwell Quilters",
        "Sunderland Ukulele Orchestra",
        "Millfield Book Club",
        "Tuesday Walkers",
        "Wearside Wargamers",
    ),  # fmt: skip
    zh_pool=None,
    q={
        "coexisting": "Which clubs is {n} in now?",
        "historical": "Which club was {n} in before?",
    },  # fmt: skip
    qz={"coexisting": "{n}现在参加哪些俱乐部？", "historical": "{n}以前参加过哪个俱乐部？"},
    en={
        "has": ("I'm in {v}", "I go to {v} on Thursdays", "I've been with {v} for ages"),
        "has2": ("I do {v} and {x}", "Thursdays are {v}, Sundays {x}"),
        "add": (
            "I've joined {v} as well, still doing {old}",
            "signed up for {v} on top of {old}, no free evenings now",
        ),
        "third_add": ("{n} has joined {v} too", "{n}'s in {v} now as well as {old}"),
        "remove": ("I've packed in {v}, too much politics", "left {v}, couldn't keep up"),
        "use": (
            "{v} went on till ten last night, shattered",
            "got roped into doing the raffle for {v}",
        ),
        "plan": ("thinking of joining {v}", "might give {v} a go"),
        "drop": ("not joining {v} after all", "{v} clashes with the café late shift, so no"),
        "dist": (
            "{x} are looking for new members, poster's on the shed door",
            "{x} want to use the garden for a photo day",
            "my neighbour's in {x}, never stops talking about it",
            "{x} got in the Echo this week",
        ),
    },
    zh={
        "has": ("我参加了{v}", "我每周四去{v}"),
        "has2": ("我参加了{v}和{x}", "周四{v}，周日{x}"),
        "add": ("我又加入了{v}，{old}也还在去", "报名了{v}，加上{old}，晚上都没空了"),
        "third_add": ("{n}也加入了{v}", "{n}除了{old}还参加了{v}"),
        "remove": ("我退出{v}了", "{v}不去了，跟不上"),
        "use": ("昨晚{v}搞到十点，累死", "被{v}拉去卖抽奖券"),
        "plan": ("想加入{v}", "可能去试试{v}"),
        "drop": ("{v}还是不去了", "{v}跟咖啡馆晚班冲突，算了"),
        "dist": ("{x}在招新成员，海报贴在棚子门上", "{x}上本周的报纸了"),
    },
)

SLOTS = (HOME, EMPLOYER, CARRIER, CAR, DRINK, GYM, ENERGY, BANK, ROTA, PETS, CLUBS)

# ---------------------------------------------------------------------------------------------
# Filler: everyday chat that changes nobody's state.
# ---------------------------------------------------------------------------------------------

VEG = ("broad beans", "courgettes", "tomatoes", "kale", "rhubarb", "leeks", "runner beans",
       "strawberries", "beetroot", "squash", "garlic", "chard", "potatoes", "sweet peas")  # fmt: skip
DISHES = ("leek and potato soup", "cheese scones", "veggie chilli", "rhubarb crumble",
          "pease pudding stotties", "lentil dhal", "carrot cake", "egg fried rice", "pan haggerty",
          "spicy parsnip soup", "bacon sandwiches", "flapjacks")  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
VEG_ZH = (
    "蚕豆",
    "西葫芦",
    "番茄",
    "羽衣甘蓝",
    "大黄",
    "韭葱",
    "豆角",
    "草莓",
    "甜菜根",
    "南瓜",
    "大蒜",
    "土豆",
)
DISHES_ZH = (
    "韭葱土豆汤",
    "芝士司康",
    "素辣椒",
    "大黄酥",
    "扁豆汤",
    "胡萝卜蛋糕",
    "蛋炒饭",
    "防风草汤",
)
WEEKDAYS_ZH = ("周一", "周二", "周三", "周四", "周五", "周六", "周日")
FILLER_EN = (
    "the {veg} are finally up, only took a month",
    "slugs have had half the {veg} overnight, I'm going to war",
    "soup of the day is {dish}, come and get it before the cooks eat it all",
    "who left the polytunnel door open? the {veg} are flattened",
    "café did forty covers on {wd}, that's a record for a wet day",
    "reminder the grant report for the Lottery fund is due {wd}, I need photos please",
    "anyone free to cover the till {wd} morning?",
    "the water butt's leaking again, I've put a bucket under it",
    "kids' session {wd} was brilliant, they planted all the {veg}",
    "we're out of oat milk, can someone grab some on the way in",
    "rain all day, perfect day for the café, terrible day for the {veg}",
    "the {dish} went in an hour, might do double next week",
    "massive thanks to whoever weeded the herb spiral",
    "the hens got out again, found one in the café",
    "can someone remind me the code for the shed lock",
    "the seed swap is {wd}, bring your spares",
    "dishwasher's making that noise again",
    "frost forecast tonight, I've fleeced the {veg}",
    "lovely sunset over the garden tonight, photo in the album",
    "compost is steaming, that's how you know it's working",
    "did anyone take the big trowel home? no judgement",
    "the health and safety visit went fine, ta everyone",
    "bin men didn't come again, the café bins are overflowing",
    "harvest table has loads of {veg}, help yourselves",
    "new volunteers' induction is {wd} at ten, be nice to them",
    "running low on compostable cups, can the grant budget stretch to more",
    "Lottery said yes to the polytunnel repair money!! drinks on me (tea)",
    "exam week so I'm off the rota till the 20th, sorry all",
    "on nights all week so I'll only see this at 3am, carry on",
    "brought the little one to the kids' session, she's now obsessed with worms",
    "the funder visit went well, they loved the {dish}",
    "can someone swap my {wd} shift? got a double at work",
    "dissertation on urban growing is finally handed in, the garden got a whole chapter",
    "half-term craft morning {wd}, we need egg boxes and loo rolls",
    "does anyone know how to fix a strimmer? asking for the garden",
    "the bees are grumpy today, suit up if you're going near",
    "fire alarm test at 11, don't panic",
    "who's bringing the gazebo for the Roker fair?",
    "the coffee machine's descaled, took an hour, never again",
    "anyone want rhubarb? I've got loads and no ideas",
    "good turnout for the litter pick, eleven bags",
    "Mackems 2 Newcastle 0 in my dreams, anyway the {veg} need watering",
    "it's blowing a gale, I've weighed the cold frames down with bricks",
    "the Echo want to do a piece on the café, who wants to be in the photo",
)  # fmt: skip
FILLER_ZH = (
    "{veg}终于发芽了",
    "昨晚蛞蝓把{veg}吃了一半，气死了",
    "今天的汤是{dish}，快来",
    "谁没关温室的门？",
    "{wd}谁能帮忙看一下收银台？",
    "燕麦奶没了，谁路过帮忙买一点",
    "下雨天咖啡馆人好多",
    "今天的{dish}一个小时就卖完了",
    "谢谢帮忙除草的人",
    "鸡又跑出来了，在咖啡馆里找到一只",
    "棚子的密码是多少来着？",
    "{wd}有种子交换活动，大家带多余的种子来",
    "今晚有霜冻，我把{veg}盖上了",
    "今天的夕阳好美，照片发相册了",
    "大铲子谁拿回家了？",
    "收获桌上有很多{veg}，随便拿",
    "今天风太大了，冷床上压了砖头",
    "这周上夜班，只能凌晨回消息",
    "孩子今天在儿童班玩泥巴玩疯了",
    "论文交了，终于可以来菜园帮忙了",
    "{wd}的班谁能跟我换一下？",
    "蜜蜂今天脾气不好，去蜂箱那边要穿防护服",
    "我包了饺子，明天带来给大家尝尝",
    "新来的志愿者{wd}十点培训",
    "菜园里的{veg}长得比去年好",
)  # fmt: skip
REPLIES_EN = ("ha, brilliant", "ta for that", "on it", "I'll be in after ten", "no bother",
              "love this", "nightmare", "can't make it, sorry", "count me in", "ooh nice",
              "👍", "will do", "haha classic", "mint", "canny good that")  # fmt: skip
REPLIES_ZH = ("好的", "收到", "哈哈哈", "谢谢", "我十点以后到", "来不了，抱歉", "算我一个", "👍",
              "太好了", "辛苦了")  # fmt: skip
REACT_EN = ("ooh congrats!", "about time haha", "fancy!", "nice one", "noted 👍",
            "good for you", "how's that going?", "oh I didn't know that", "wow, big news")  # fmt: skip
REACT_ZH = ("恭喜！", "哇，不错", "好的，知道了", "终于啊哈哈", "怎么样？", "厉害")
SPRINKLES = (
    " 加油!",
    " xiexie!",
    " (谢谢, as our Chinese members taught me)",
    " 好吃!",
    " hen hao",
)
MENTION_EN = ("saw {n} at the Metro this morning", "{n} brought scones in today, bless",
              "has anyone heard from {n}? not seen them for a bit",
              "bumped into {n} at the Bridges", "{n} was asking about the seed swap")  # fmt: skip
MENTION_ZH = ("今天早上在地铁站看到{n}了", "{n}今天带了司康饼来", "最近有人见过{n}吗？",
              "在商场碰到{n}了")  # fmt: skip
LONG_PRE_EN = ("Morning all, grim out there, the wind nearly took the gazebo.",
               "Right, quick one before my shift.", "Sorry been quiet, mad week.",
               "Evening everyone! Lovely session today.", "So the kids have been off school all week and I'm losing it.")  # fmt: skip
LONG_POST_EN = ("Has anyone seen the big trowel btw?", "Also the {veg} need thinning, just saying.",
                "And whoever made the {dish}, marry me.", "See you all Saturday, bring gloves.",
                "Oh and the water butt is leaking again.")  # fmt: skip
LONG_PRE_ZH = (
    "大家早，今天风好大。",
    "上班前说一下。",
    "这周太忙了，没怎么看群。",
    "晚上好！今天的活动很棒。",
)
LONG_POST_ZH = (
    "对了，有人看到大铲子了吗？",
    "另外{veg}要间苗了。",
    "周六见，记得带手套。",
    "{dish}是谁做的，太好吃了。",
)
SELF_TAGS_EN = (" (yes, talking about myself in the third person)", ", for the contact list",
                ", says {n}", ", {n} here confirming")  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Generation.
# ---------------------------------------------------------------------------------------------

KW = ("v", "old", "x", "n")
LOWER_VALUES = tuple(v for s in SLOTS for v in s.pool + (s.zh_pool or ()) if v[:1].islower())


@dataclass
class Scene:
    day: int
    turns: list[tuple[Person, str]]


@dataclass
class Track:
    """One person's slot: its values over time and everything else said about it."""

    person: Person
    slot: Slot
    timeline: list[tuple[str, int, int]] = field(default_factory=list)  # value, from, said
    outdated_extra: set[str] = field(default_factory=set)
    dropped: list[str] = field(default_factory=list)
    pending: str | None = None
    mentioned: set[str] = field(default_factory=set)
    removed: list[str] = field(default_factory=list)
    current: list[str] = field(default_factory=list)

    def used(self) -> set[str]:
        vals = {t[0] for t in self.timeline} | set(self.dropped) | self.mentioned
        vals |= self.outdated_extra | set(self.removed) | set(self.current)
        return vals | ({self.pending} if self.pending else set())


def cap(text: str) -> str:
    """Capitalise a sentence, unless it starts with a value written in lower case ("giffgaff")."""
    if not (text[:1].isascii() and text[:1].islower()) or text.startswith(LOWER_VALUES):
        return text
    return text[:1].upper() + text[1:]


class Builder:
    """Holds the seeded state while one world is generated."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.scenes: list[Scene] = []
        self.tracks: list[Track] = []
        rng = self.rng
        n = rng.randint(10, 14)
        n_zh = max(2, round(n / 4))
        chosen = rng.sample(PEOPLE_EN, n - n_zh) + rng.sample(PEOPLE_ZH, n_zh)
        rng.shuffle(chosen)
        self.people = [Person(nm, g, ZH if (nm, g, r) in PEOPLE_ZH else EN, r)
                       for nm, g, r in chosen]  # fmt: skip
        for p in rng.sample([p for p in self.people if p.lang == EN], 2):
            p.sprinkles_zh = True

    # -- small helpers ------------------------------------------------------------------------

    def others(self, *not_these: Person) -> Person:
        return self.rng.choice([p for p in self.people if p not in not_these])

    def frag(self, lang: str, slot: Slot, key: str, **kw: str | None) -> str | None:
        given = {k: v for k, v in kw.items() if v is not None}
        opts = [t for t in slot.frags(lang, key)
                if all("{" + k + "}" not in t or k in given for k in KW)]  # fmt: skip
        return self.rng.choice(opts).format(**given) if opts else None

    def sentence(self, lang: str, clause: str, prefix: bool = True) -> str:
        rng = self.rng
        if lang == ZH:
            pre = (
                rng.choice(("", "", "", "跟大家说一下，", "更新一下：", "哈哈，")) if prefix else ""
            )
            end = "" if clause[-1] in "。！？～" else rng.choice(("。", "！", "～", ""))
            return pre + clause + end
        pre = (
            rng.choice(("", "", "", "", "Small update: ", "FYI ", "So, ", "News: ", "Oh and "))
            if prefix
            else ""
        )
        end = "" if clause[-1] in ".!?" else rng.choice((".", ".", "!", "", " 🙂", " lol"))
        return cap(pre + cap(clause) if not pre else pre + clause) + end

    def long(self, lang: str, clause: str, new: bool = True) -> str:
        """The news in the middle of small talk (``new``: it is a change, not a standing fact)."""
        rng = self.rng
        if lang == ZH:
            fmt = {"veg": rng.choice(VEG_ZH), "dish": rng.choice(DISHES_ZH)}
            pre, post = rng.choice(LONG_PRE_ZH), rng.choice(LONG_POST_ZH).format(**fmt)
            mid = rng.choice(("另外，", "还有，", "")) + clause + "，"
            tails = (
                ("所以周末可能晚点到。", "慢慢习惯中。")
                if new
                else ("新来的朋友可能不知道。", "一直都是。")
            )
            return f"{pre}{mid}{rng.choice(tails)}{post}"
        fmt = {"veg": rng.choice(VEG), "dish": rng.choice(DISHES)}
        pre, post = rng.choice(LONG_PRE_EN), rng.choice(LONG_POST_EN).format(**fmt)
        mid = rng.choice(("Anyway ", "In other news ", "Also ", "")) + clause
        tail = rng.choice((", so I might be a bit late Saturday.", ", still getting used to it.",
                           ", which has been a whole saga.", ", long story, tell you at the café.")
                          if new else (", for the new folk who don't know me yet.", ", same as ever.",
                                       ", if anyone was wondering."))  # fmt: skip
        return f"{pre} {cap(mid)}{tail} {post}"

    def add(self, day: int, *turns: tuple[Person, str]) -> None:
        self.scenes.append(Scene(max(0, min(LAST_DAY, day)), list(turns)))

    def react(self, subject: Person) -> tuple[Person, str]:
        r = self.others(subject)
        return r, self.rng.choice(REACT_ZH if r.lang == ZH else REACT_EN)

    def maybe_react(self, day: int, subject: Person, *turns: tuple[Person, str]) -> None:
        extra = [self.react(subject)] if self.rng.random() < 0.5 else []
        self.add(day, *turns, *extra)

    # -- single-valued slots ------------------------------------------------------------------

    def change_text(self, p: Person, slot: Slot, v: str, old: str | None) -> str:
        return self.frag(p.lang, slot, "change", v=v, old=old) or v

    def single(self, p: Person, slot: Slot) -> Track:
        rng = self.rng
        t = Track(p, slot)
        n_ch = rng.choice((1, 1, 2, 2, 3))
        pool = list(slot.values_for(p.lang))
        vals = rng.sample(pool, min(len(pool), n_ch + 5))
        timeline, spare = vals[: n_ch + 1], vals[n_ch + 1 :]
        d0 = rng.randint(0, 150)
        seg = (700 - d0 - 40) // n_ch
        effs = [d0] + [d0 + 40 + i * seg + rng.randint(seg // 4, 3 * seg // 4) for i in range(n_ch)]
        lang = p.lang
        # The first value.
        v0 = timeline[0]
        mode0 = rng.choice(("state", "state", "long", "scoped"))
        if mode0 == "scoped" and slot.frags(lang, "scoped") and spare:
            x = spare.pop()
            t.mentioned.add(x)
            self.maybe_react(
                d0, p, (p, self.sentence(lang, self.frag(lang, slot, "scoped", v=v0, x=x) or v0))
            )
        elif mode0 == "long":
            self.add(
                d0, (p, self.long(lang, self.frag(lang, slot, "state", v=v0) or v0, new=False))
            )
        else:
            self.maybe_react(
                d0, p, (p, self.sentence(lang, self.frag(lang, slot, "state", v=v0) or v0))
            )
        t.timeline.append((v0, d0, d0))
        modes = ["direct", "direct", "use", "third", "pronoun", "late", "selfname", "neg", "plan_done",
                 "long", "correction"] + (["we"] if slot.frags(lang, "we") else [])  # fmt: skip
        for i in range(1, n_ch + 1):
            v, old, eff = timeline[i], timeline[i - 1], effs[i]
            mode = rng.choice(modes)
            said = self.change_scene(t, mode, v, old, eff, spare)
            t.timeline.append((v, eff, said))
        self.plans(t, spare, effs)
        return t

    def change_scene(
        self, t: Track, mode: str, v: str, old: str, eff: int, spare: list[str]
    ) -> int:
        """Write the scene(s) for one change; return the day it was first said."""
        rng, p, slot, lang = self.rng, t.person, t.slot, t.person.lang
        said = eff
        if mode == "use":
            self.add(eff, (p, self.sentence(lang, self.frag(lang, slot, "use", v=v) or v, False)))
        elif mode in ("third", "pronoun"):
            r = self.others(p)
            if mode == "pronoun":
                a = self.others(p, r)
                intro = rng.choice(MENTION_ZH if a.lang == ZH else MENTION_EN).format(n=p.name)
                who = p.he(r.lang)
                line = self.frag(r.lang, slot, "third", n=who, v=v, old=old) or v
                turns = [(a, self.sentence(a.lang, intro, False)),
                         (r, self.sentence(r.lang, ("对，" if r.lang == ZH else "oh aye, ") + line, False))]  # fmt: skip
            else:
                line = self.frag(r.lang, slot, "third", n=p.name, v=v, old=old) or v
                turns = [(r, self.sentence(r.lang, line, False))]
            if rng.random() < 0.5:
                turns.append((p, rng.choice(("对的哈哈", "消息传得真快")) if lang == ZH
                              else rng.choice(("yep!", "news travels fast haha", "guilty 🙋"))))  # fmt: skip
            said = eff + rng.randint(0, 6)
            self.add(said, *turns)
        elif mode == "selfname":
            line = self.frag(lang, slot, "third", n=p.name, v=v, old=old) or v
            tag = (
                "，大家更新一下通讯录" if lang == ZH else rng.choice(SELF_TAGS_EN).format(n=p.name)
            )
            self.maybe_react(eff, p, (p, self.sentence(lang, line + tag)))
        elif mode == "late":
            said = eff + rng.randint(18, 45)
            clause = self.change_text(p, slot, v, old)
            if lang == ZH:
                text = f"忘了说，{month_of(eff, ZH)}的时候{clause}。"
            else:
                when = (
                    f"back in {month_of(eff)}"
                    if month_of(eff) != month_of(said)
                    else "a few weeks ago"
                )
                text = f"{rng.choice(('Forgot to mention, ', 'Meant to say, ', 'Oh I never said, '))}{clause} {when}."
            self.maybe_react(said, p, (p, text))
        elif mode == "neg":
            a = self.others(p)
            q = self.frag(a.lang, slot, "ask", n=p.name, old=old) or f"{p.name}?"
            ans = self.frag(lang, slot, "neg", v=v, old=old) or v
            said = eff + rng.randint(5, 30)
            self.add(said, (a, cap(q)), (p, self.sentence(lang, ans, False)))
        elif mode == "plan_done":
            plan = self.frag(lang, slot, "plan", v=v) or v
            self.maybe_react(eff - rng.randint(12, 35), p, (p, self.sentence(lang, plan)))
            done = self.change_text(p, slot, v, old)
            done = (
                rng.choice(("搞定了，", "最后决定了，", "")) + done
                if lang == ZH
                else rng.choice(("went for it in the end, ", "done it! ", "")) + done
            )
            self.maybe_react(eff, p, (p, self.sentence(lang, done, False)))
        elif mode == "long":
            self.add(eff, (p, self.long(lang, self.change_text(p, slot, v, old))))
        elif mode == "correction" and spare:
            w = spare.pop()
            t.outdated_extra.add(w)
            slip = self.change_text(p, slot, w, old)
            fix = (rng.choice(("打错了，是{v}，不是{w}", "不好意思，我说错了，是{v}")) if lang == ZH
                   else rng.choice(("sorry, I meant {v}, not {w}", "*{v}, not {w}, autocorrect",
                                    "wait no, {v}. {w} was the other one I looked at")))  # fmt: skip
            self.add(eff, (p, self.sentence(lang, slip)), (p, cap(fix.format(v=v, w=w))))
        elif mode == "we" and slot.frags(lang, "we"):
            self.maybe_react(
                eff, p, (p, self.sentence(lang, self.frag(lang, slot, "we", v=v, old=old) or v))
            )
        else:
            self.maybe_react(eff, p, (p, self.sentence(lang, self.change_text(p, slot, v, old))))
        return said

    def plans(self, t: Track, spare: list[str], effs: list[int]) -> None:
        """A dropped plan (sometimes never mentioned again) and a plan still pending at the end."""
        rng, p, slot, lang = self.rng, t.person, t.slot, t.person.lang
        if spare and rng.random() < 0.4 and len(t.timeline) > 1:
            k = rng.randrange(len(t.timeline) - 1)
            lo, hi = t.timeline[k][2] + 5, t.timeline[k + 1][1] - 40
            if hi - lo > 10:
                x = spare.pop()
                day = rng.randint(lo, hi - 5)
                t.dropped.append(x)
                self.maybe_react(
                    day, p, (p, self.sentence(lang, self.frag(lang, slot, "plan", v=x) or x))
                )
                if rng.random() < 0.7:
                    drop = self.frag(lang, slot, "drop", v=x) or x
                    self.add(rng.randint(day + 3, hi), (p, self.sentence(lang, drop, False)))
        last_said = max(s for _, _, s in t.timeline)
        if spare and rng.random() < 0.25 and last_said + 25 < LAST_DAY - 10:
            x = spare.pop()
            t.pending = x
            day = rng.randint(last_said + 25, LAST_DAY - 10)
            self.maybe_react(
                day, p, (p, self.sentence(lang, self.frag(lang, slot, "plan", v=x) or x))
            )
        # Distractors: this person names values of the slot that are nobody's state.
        for _ in range(rng.choice((0, 1, 1, 2))):
            if not spare:
                break
            x = spare.pop()
            t.mentioned.add(x)
            line = self.frag(lang, slot, "dist", x=x) or x
            self.add(rng.randint(0, LAST_DAY), (p, self.sentence(lang, line, False)))

    # -- multi-valued slots -------------------------------------------------------------------

    def multi(self, p: Person, slot: Slot) -> Track:
        rng, lang = self.rng, p.lang
        t = Track(p, slot)
        pool = list(slot.values_for(lang))
        vals = rng.sample(pool, min(len(pool), 7))
        d0 = rng.randint(0, 200)
        if rng.random() < 0.5:
            a, b = vals.pop(), vals.pop()
            text = self.frag(lang, slot, "has2", v=a, x=b) or f"{a}, {b}"
            t.current += [a, b]
            t.timeline += [(a, d0, d0), (b, d0, d0)]
        else:
            a = vals.pop()
            text = self.frag(lang, slot, "has", v=a) or a
            t.current.append(a)
            t.timeline.append((a, d0, d0))
        self.maybe_react(d0, p, (p, self.sentence(lang, text)))
        day = d0
        for _ in range(rng.choice((1, 1, 2)) if len(t.current) == 2 else rng.choice((1, 2))):
            day = rng.randint(day + 40, min(LAST_DAY - 20, day + 260))
            v, old = vals.pop(), rng.choice(t.current)
            mode = rng.choice(("direct", "direct", "third", "long", "use"))
            if mode == "third":
                r = self.others(p)
                line = self.frag(r.lang, slot, "third_add", n=p.name, v=v, old=old) or v
                self.maybe_react(day, p, (r, self.sentence(r.lang, line, False)))
            elif mode == "long":
                self.add(day, (p, self.long(lang, self.frag(lang, slot, "add", v=v, old=old) or v)))
            else:
                self.maybe_react(
                    day,
                    p,
                    (p, self.sentence(lang, self.frag(lang, slot, "add", v=v, old=old) or v)),
                )
                if mode == "use":  # later, the new one in passing
                    use = self.frag(lang, slot, "use", v=v) or v
                    self.add(rng.randint(day + 5, day + 40), (p, self.sentence(lang, use, False)))
            t.current.append(v)
            t.timeline.append((v, day, day))
        if len(t.current) >= 3 and rng.random() < 0.5:
            gone = rng.choice(t.current[:-1])
            day = rng.randint(min(day + 20, LAST_DAY - 5), LAST_DAY - 5)
            self.maybe_react(
                day, p, (p, self.sentence(lang, self.frag(lang, slot, "remove", v=gone) or gone))
            )
            t.current.remove(gone)
            t.removed.append(gone)
        if vals and rng.random() < 0.4:
            x = vals.pop()
            t.dropped.append(x)
            pd = rng.randint(d0 + 10, LAST_DAY - 40)
            self.maybe_react(
                pd, p, (p, self.sentence(lang, self.frag(lang, slot, "plan", v=x) or x))
            )
            if rng.random() < 0.6:
                drop = self.frag(lang, slot, "drop", v=x) or x
                self.add(pd + rng.randint(5, 30), (p, self.sentence(lang, drop, False)))
        if vals and rng.random() < 0.6:
            x = vals.pop()
            t.mentioned.add(x)
            self.add(
                rng.randint(0, LAST_DAY),
                (p, self.sentence(lang, self.frag(lang, slot, "dist", x=x) or x, False)),
            )
        return t

    # -- everyday chat ------------------------------------------------------------------------

    def filler_line(self, p: Person) -> str:
        rng = self.rng
        fmt = {"veg": rng.choice(VEG), "dish": rng.choice(DISHES), "wd": rng.choice(WEEKDAYS)}
        if p.lang == ZH:
            fmt = {
                "veg": rng.choice(VEG_ZH),
                "dish": rng.choice(DISHES_ZH),
                "wd": rng.choice(WEEKDAYS_ZH),
            }
            return self.sentence(ZH, rng.choice(FILLER_ZH).format(**fmt), False)
        text = self.sentence(EN, rng.choice(FILLER_EN).format(**fmt), False)
        if p.sprinkles_zh and rng.random() < 0.3:
            text += rng.choice(SPRINKLES)
        return text

    def filler(self, count: int) -> None:
        rng = self.rng
        made = 0
        while made < count:
            first = rng.choice(self.people)
            turns = [(first, self.filler_line(first))]
            for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
                r = self.others(turns[-1][0])
                if rng.random() < 0.25:
                    turns.append((r, self.filler_line(r)))
                else:
                    turns.append((r, rng.choice(REPLIES_ZH if r.lang == ZH else REPLIES_EN)))
            made += len(turns)
            self.add(rng.randint(0, LAST_DAY), *turns)

    # -- assembly -----------------------------------------------------------------------------

    def pick_slots(self, p: Person) -> list[Slot]:
        ok = [s for s in SLOTS if not (s is EMPLOYER and p.role == "retiree")]
        return self.rng.sample(ok, self.rng.randint(4, 7))

    def probes_for(self, t: Track) -> list[dict[str, Any]]:
        rng, p, slot = self.rng, t.person, t.slot
        zh_q = p.lang == ZH and rng.random() < 0.75

        def probe(kind: str, gold: list[str], opt: bool, **extra: Any) -> dict[str, Any]:
            return {"subject": p.name, "kind": kind,
                    "question": (slot.qz if zh_q else slot.q)[kind].format(n=p.name),
                    "slot": slot.key, "gold": gold, "outdated": extra.pop("outdated", []),
                    "values": sorted(t.used()), "abandoned": sorted(t.dropped), "_opt": opt,
                    **extra}  # fmt: skip

        if slot.multi:
            out = [probe("coexisting", sorted(t.current), False, outdated=sorted(t.removed))]
            if t.removed:
                out.append(probe("historical", list(t.removed), True))
            return out
        vals = [v for v, _, _ in t.timeline]
        outdated = sorted(set(vals[:-1]) | t.outdated_extra)
        out = [probe("current", [vals[-1]], False, outdated=outdated)]
        if len(vals) > 1:
            out.append(probe("historical", [vals[-2]], True))
            windows = []
            for k in range(len(t.timeline) - 1):
                lo = max(t.timeline[k][1], t.timeline[k][2]) + 3
                hi = t.timeline[k + 1][1] - 3
                if hi - lo >= 6:
                    windows.append((k, lo, hi))
            if windows:
                k, lo, hi = rng.choice(windows)
                out.append(probe("as_of", [vals[k]], True, as_of_day=rng.randint(lo, hi)))
        if t.pending:
            out.append(probe("planning", [t.pending], False))
        return out


def generate(seed: int) -> dict[str, Any]:
    """One world: ``start``, ``episodes`` (time-ordered) and ``probes`` (see the module doc)."""
    b = Builder(seed)
    rng = b.rng
    for p in b.people:
        for slot in b.pick_slots(p):
            b.tracks.append(b.multi(p, slot) if slot.multi else b.single(p, slot))
    # A few distractors said by people who do not have the slot at all.
    for _ in range(rng.randint(8, 16)):
        p, slot = rng.choice(b.people), rng.choice(SLOTS)
        if any(t.person is p and t.slot is slot for t in b.tracks):
            continue
        x = rng.choice(slot.values_for(p.lang))
        b.add(
            rng.randint(0, LAST_DAY),
            (p, b.sentence(p.lang, b.frag(p.lang, slot, "dist", x=x) or x, False)),
        )
    said = sum(len(s.turns) for s in b.scenes)
    b.filler(max(0, rng.randint(560, 770) - said))
    probes = [pr for t in b.tracks for pr in b.probes_for(t)]
    optional = [i for i, pr in enumerate(probes) if pr["_opt"]]
    rng.shuffle(optional)
    cut = set(optional[: max(0, len(probes) - rng.randint(108, 138))])
    probes = [pr for i, pr in enumerate(probes) if i not in cut]
    for pr in probes:
        del pr["_opt"]
    episodes: list[dict[str, Any]] = []
    per_day: dict[int, int] = {}
    timed = []
    for s in b.scenes:
        start = rng.randint(420, 1250)
        timed.append((s.day, start, s))
    timed.sort(key=lambda x: (x[0], x[1]))
    for day, minute, s in timed:
        k = per_day[day] = per_day.get(day, 0) + 1
        session = f"garden-chat-{day:03d}-{k}"
        for who, text in s.turns:
            episodes.append({"day": day, "minute": min(minute, 1439), "speaker": who.name,
                             "text": text, "session": session, "language": who.lang})  # fmt: skip
            minute += rng.randint(1, 9)
    episodes.sort(key=lambda e: (e["day"], e["minute"]))
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": probes, "people": [p.name for p in b.people]}  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def _said_somewhere(value: str, texts: list[str]) -> bool:
    import re

    if not value.isascii():
        return any(value in t for t in texts)
    pat = re.compile(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])")
    return any(value in t and pat.search(t) for t in texts)


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in one world (empty when it is well formed)."""
    errs: list[str] = []
    names = set(world["people"])
    eps = world["episodes"]
    texts = [e["text"] for e in eps]
    last = (-1, -1)
    for i, e in enumerate(eps):
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode {i}: keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] <= 1439):
            errs.append(f"episode {i}: time {e['day']}/{e['minute']}")
        if (e["day"], e["minute"]) < last:
            errs.append(f"episode {i}: out of time order")
        last = (e["day"], e["minute"])
        if e["speaker"] not in names or e["language"] not in (EN, ZH) or not e["text"].strip():
            errs.append(f"episode {i}: {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"episode {i}: unfilled template: {e['text']}")
    for j, pr in enumerate(world["probes"]):
        tag = f"probe {j} ({pr['subject']}/{pr['slot']}/{pr['kind']})"
        if pr["kind"] not in KINDS or pr["subject"] not in names or not pr["question"]:
            errs.append(f"{tag}: malformed")
        gold, vals = set(pr["gold"]), set(pr["values"])
        if not gold or not gold <= vals:
            errs.append(f"{tag}: gold {gold} not within values")
        if gold & set(pr["outdated"]) or gold & set(pr["abandoned"]):
            errs.append(f"{tag}: gold also outdated/abandoned")
        if pr["kind"] == "coexisting" and len(gold) < 2:
            errs.append(f"{tag}: coexisting with one value")
        if (pr["kind"] == "as_of") != (pr.get("as_of_day") is not None):
            errs.append(f"{tag}: as_of_day")
        for v in vals | set(pr["outdated"]) | set(pr["abandoned"]):
            if not _said_somewhere(v, texts):
                errs.append(f"{tag}: value {v!r} never said verbatim")
    return errs


def main() -> int:
    from collections import Counter

    bad = 0
    for seed in (7, 11, 23):
        w = generate(seed)
        errs = validate(w)
        if w != generate(seed):
            errs.append("not deterministic")
        n_ep, n_pr = len(w["episodes"]), len(w["probes"])
        if not (500 <= n_ep <= 800 and 100 <= n_pr <= 140 and 10 <= len(w["people"]) <= 14):
            errs.append(f"size out of range: {n_ep} episodes, {n_pr} probes")
        zh = sum(e["language"] == ZH for e in w["episodes"])
        kinds = Counter(p["kind"] for p in w["probes"])
        print(f"seed {seed}: {len(w['people'])} people, {n_ep} episodes ({zh} zh), {n_pr} probes "
              f"{dict(sorted(kinds.items()))}, last day {w['episodes'][-1]['day']}")  # fmt: skip
        for e in errs[:20]:
            print("  ERROR", e)
        bad += len(errs)
    print("ok" if not bad else f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
