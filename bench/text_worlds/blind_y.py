"""Blind text world ``blind_y``: the group chat of a Cardiff community radio station.

The volunteers of a small community station (and a few of their partners) chat in one group
chat from early 2025 to early 2027: rota swaps, broken faders, gig sessions, rain.  Each person
also has four to six pieces of personal state (which part of Cardiff they live in, their day
job, phone network, car, gym, energy supplier, audio editor, instruments, pets, languages they
are learning) that change one to three times.  Changes are said straight out, shown only by
use, reported by a partner or friend (sometimes with a pronoun pointing back), told weeks late,
announced in the third person by the person themselves, said as "we" for a household, negated
or corrected, or buried in a long chatty message.  Plans happen, get dropped, or stay plans.
Distractor lines name the same kinds of values without them being anyone's state.  About a
quarter of the people write in simplified Chinese.

``generate(seed)`` returns the dict read by ``bench.states.load_text_world``; everything is
deterministic given the seed and uses only the standard library.  ``python -m
bench.text_worlds.blind_y`` runs a self-check over seeds 7, 11 and 23.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

START = "2025-02-03T08:00:00+00:00"
LAST_DAY = 728
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

# name -> pronoun gender ("m"/"f")
EN_PEOPLE = {
    "Rhys": "m", "Carys": "f", "Dafydd": "m", "Siân": "f", "Owain": "m", "Ffion": "f",
    "Gareth": "m", "Bethan": "f", "Megan": "f", "Tom": "m", "Priya": "f", "Kwame": "m",
    "Aled": "m", "Nia": "f", "Jamal": "m", "Lowri": "f", "Callum": "m", "Hannah": "f",
    "Iwan": "m", "Cerys": "f",
}  # fmt: skip
ZH_PEOPLE = {
    "Xiaoyu": "f", "Jun": "m", "Mei": "f", "Hao": "m", "Lingling": "f", "Zhiwei": "m",
    "Tingting": "f", "Bo": "m",
}  # fmt: skip
PRON = {EN: {"m": "he", "f": "she"}, ZH: {"m": "他", "f": "她"}}
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip
SHOWS = ("Sunday Soul Hour", "Bay Breakfast", "Late Night Lo-Fi", "Valleys Jukebox",
         "The Gig Guide", "Reggae Roots", "Sports Talk Caerdydd", "Folk on the Taff")  # fmt: skip
BANDS = ("Gentle Thunder", "Dead Seagulls", "Tidal Hum", "Mermaid Quay Revival", "Kite Weather",
         "The Lamplighters", "Slate & Sugar")  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
WEEKDAYS_ZH = ("一", "二", "三", "四", "五", "六", "日")


@dataclass(frozen=True)
class Slot:
    """One kind of personal state: value pools, probe questions and phrase fragments.

    Fragment kinds (single-valued): pres, new, impl, third ({n} = who), we, neg ({old}),
    plan, muse, drop ({cur} = what they keep), use, past, dist/ask ({x}), scoped ({x}).
    Multi-valued slots use has, add, impl, third, remove instead of pres/new/neg.
    """

    key: str
    multi: bool
    household: bool
    plans: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    f: dict[str, dict[str, tuple[str, ...]]]


HOME = Slot(
    key="neighbourhood", multi=False, household=True, plans=True,
    pool={EN: ("Canton", "Roath", "Splott", "Grangetown", "Cathays", "Pontcanna", "Llandaff",
               "Penarth", "Whitchurch", "Adamsdown", "Llanishen", "Rhiwbina", "Butetown",
               "Heath", "Ely", "Llandaff North")},
    q={EN: {"current": "Which part of Cardiff does {n} live in now?",
            "historical": "Where did {n} live before moving to the current place?",
            "as_of": "Which area of Cardiff was {n} living in at that time?",
            "planning": "Where is {n} planning to move to?"},
       ZH: {"current": "{n}现在住在卡迪夫哪个区？", "historical": "{n}搬家之前住在哪里？",
            "as_of": "{n}那时候住在哪个区？", "planning": "{n}打算搬到哪里？"}},
    f={EN: {
        "pres": ("I live in {v}", "my flat's in {v}", "I'm renting in {v} at the moment",
                 "home is a little terrace in {v}"),
        "new": ("I moved to {v}", "I've moved into a place in {v}",
                "I got the keys to a flat in {v} and moved in", "I left {old} and moved to {v}"),
        "impl": ("still unpacking boxes in the new place in {v}, can't find the kettle anywhere",
                 "the walk to the studio from {v} is twenty minutes shorter, loving the new flat",
                 "the new neighbours in {v} brought round welshcakes, already better than my old street"),
        "third": ("{n} has moved to {v}", "{n} moved to {v}, I helped carry the sofa up",
                  "{n} is living in {v} now"),
        "we": ("we've moved to {v}", "we finally got a house in {v} and moved in",
               "we're in {v} now, the old place is gone"),
        "neg": ("I'm not in {old} any more, I'm in {v} now", "no, not {old} now, I moved to {v}"),
        "plan": ("I'm thinking of moving to {v}",
                 "I've been viewing flats in {v}, hoping to move in the spring",
                 "I've put an offer in on a flat in {v}"),
        "muse": ("sometimes I fancy living in {v}, all those cafes",
                 "if rents ever drop I'd move to {v} in a heartbeat"),
        "drop": ("the flat in {v} fell through, staying where I am",
                 "not moving to {v} after all, the landlord wanted a fortune"),
        "use": ("my street in {v} has been dug up for the third time this year",
                "bin day in {v} and of course I forgot again",
                "the corner shop by me in {v} has started doing proper bara brith"),
        "past": ("walked past my old flat in {v} today, someone's painted the door yellow",
                 "miss the chippy near my old place in {v}"),
        "dist": ("anyone know a good plumber in {x}?", "parking in {x} is a nightmare on match days",
                 "advert in for the station: two-bed to let in {x}, reading it out at ten",
                 "if I won the lottery I'd buy one of those big houses in {x}"),
        "ask": ("is {x} nice to live in? asking for a friend",
                "my cousin just bought a house in {x}, paid way over asking"),
    }, ZH: {
        "pres": ("我住在{v}", "我现在住{v}那边", "我在{v}租了个小公寓"),
        "new": ("我搬到{v}了", "我搬进{v}的新家了", "我从{old}搬到{v}了"),
        "impl": ("{v}的新家还有好多箱子没拆，水壶都找不到", "从{v}走到电台只要二十分钟，新家太方便了"),
        "third": ("{n}搬到{v}了", "{n}现在住在{v}", "{n}已经搬去{v}了，我帮忙抬的沙发"),
        "we": ("我们搬到{v}了", "我们在{v}买了房子，已经搬进去了"),
        "neg": ("我已经不住{old}了，现在住{v}", "不是{old}啦，我搬到{v}了"),
        "plan": ("我在考虑搬到{v}", "最近在{v}看房，想春天搬过去"),
        "muse": ("有时候觉得住{v}也不错", "要是房租便宜点，我就搬去{v}"),
        "drop": ("{v}那套房子没谈成，不搬了", "不搬去{v}了，房东要价太高"),
        "use": ("{v}这边又修路了，我家门口全是坑", "今天{v}收垃圾，我又忘了"),
        "past": ("今天路过我以前在{v}住的地方，门被刷成黄色了", "好想念以前{v}家附近那家炸鱼薯条"),
        "dist": ("有人知道{x}哪里有靠谱的水管工吗？", "{x}比赛日停车太难了"),
        "ask": ("{x}住着怎么样？帮朋友问的", "我表姐刚在{x}买了房"),
    }},
)  # fmt: skip

JOB = Slot(
    key="employer", multi=False, household=False, plans=True,
    pool={EN: ("Admiral", "Cardiff Council", "BBC Cymru Wales", "Cardiff University",
               "Spillers Records", "Tiny Rebel", "Bayside Logistics", "Tafwys Design",
               "Castell Coffee", "Principality", "Gower Games", "Cardiff Met", "Lloyds")},
    q={EN: {"current": "Where does {n} work now?",
            "historical": "Where did {n} work before the current job?",
            "as_of": "Where was {n} working at that time?",
            "planning": "Which employer is {n} hoping to move to?"},
       ZH: {"current": "{n}现在在哪里工作？", "historical": "{n}之前在哪里工作？",
            "as_of": "{n}那时候在哪里工作？", "planning": "{n}想去哪里工作？"}},
    f={EN: {
        "pres": ("I work at {v}", "I'm at {v} in the week", "the day job is at {v}"),
        "new": ("I started at {v}", "I've left {old} and taken a job at {v}",
                "I handed my notice in at {old}, I'm at {v} now"),
        "impl": ("first payday at {v} and it's already gone on records",
                 "the {v} induction was four hours of fire safety videos",
                 "my new {v} lanyard is the ugliest thing I own"),
        "third": ("{n} has got a new job at {v}", "{n} started at {v} this month",
                  "{n} is working at {v} now"),
        "neg": ("I'm not at {old} any more, I'm at {v} now", "no, I left {old}, it's {v} now"),
        "plan": ("I've applied for a job at {v}",
                 "I've got a second interview at {v} next week, fingers crossed",
                 "thinking of applying to {v}"),
        "muse": ("sometimes I think I'd be happier at {v}",
                 "if {v} ever advertised a producer job I'd jump at it"),
        "drop": ("didn't take the {v} job in the end, the hours were awful",
                 "pulled out of the {v} interviews, not for me"),
        "use": ("long day at {v}, need a cuppa before my show",
                "{v} has us in the office most days now, ugh"),
        "past": ("bumped into my old boss from {v} in Tesco",
                 "still getting emails from {v} even though I left"),
        "dist": ("{x} are hiring, saw it on LinkedIn",
                 "there was a piece on the news about {x} cutting jobs",
                 "we've got {x} sponsoring the quiz prize this month"),
        "ask": ("anyone know what it's like working at {x}?",
                "my brother-in-law works at {x}, hates it"),
    }, ZH: {
        "pres": ("我在{v}上班", "我白天在{v}工作"),
        "new": ("我开始在{v}上班了", "我从{old}辞职了，现在在{v}", "换工作了，现在去{v}"),
        "impl": ("{v}第一次发工资，已经全花在唱片上了", "{v}的入职培训看了四个小时的消防视频"),
        "third": ("{n}在{v}找到新工作了", "{n}这个月开始在{v}上班", "{n}现在在{v}工作"),
        "neg": ("我已经不在{old}了，现在在{v}", "不是{old}了，早换到{v}了"),
        "plan": ("我投了{v}的简历", "下周去{v}二面，祈祷一下", "在考虑申请{v}"),
        "muse": ("有时候觉得去{v}上班会开心点",),
        "drop": ("最后没去{v}，工时太离谱了", "{v}的面试我推掉了，不适合我"),
        "use": ("在{v}忙了一整天，直播前得先喝杯茶", "{v}现在要求一周坐班四天，烦"),
        "past": ("在超市碰到我以前{v}的老板", "都离职了还在收{v}的邮件"),
        "dist": ("{x}在招人，领英上看到的", "新闻说{x}要裁员"),
        "ask": ("有人知道在{x}上班怎么样吗？", "我姐夫在{x}上班，天天抱怨"),
    }},
)  # fmt: skip

PHONE = Slot(
    key="mobile_network", multi=False, household=False, plans=True,
    pool={EN: ("EE", "Vodafone", "O2", "giffgaff", "Tesco Mobile", "Lebara", "Voxi",
               "Dragon Mobile", "Smarty")},
    q={EN: {"current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network was {n} on at that point?",
            "planning": "Which mobile network is {n} planning to switch to?"},
       ZH: {"current": "{n}现在用哪家手机运营商？", "historical": "{n}之前用哪家运营商？",
            "as_of": "{n}那时候用哪家运营商？", "planning": "{n}打算换哪家运营商？"}},
    f={EN: {
        "pres": ("I'm with {v}", "my phone's on {v}", "I'm on a {v} SIM"),
        "new": ("I switched my phone to {v}", "I've moved from {old} to {v}",
                "I ported my number over to {v}"),
        "impl": ("{v} signal in the studio basement is actually decent, unlike my last network",
                 "got my first {v} bill, half what I used to pay"),
        "third": ("{n} has switched to {v}", "{n} is on {v} now"),
        "neg": ("not with {old} any more, I'm on {v}", "no, I left {old}, it's {v} now"),
        "plan": ("thinking of switching to {v} when my contract ends",
                 "I've ordered a {v} SIM, will swap it over at the weekend"),
        "muse": ("might go to {v} one day, everyone says it's cheap",),
        "drop": ("didn't bother switching to {v} in the end, {cur} matched the price",
                 "cancelled the {v} SIM order, couldn't face porting the number"),
        "use": ("{v} is down again, can't load the rota", "my {v} data ran out mid-stream"),
        "past": ("still getting spam texts from {v} even though I left",),
        "dist": ("the {x} advert just played in the ad break, the one with the dancing dog",
                 "{x} had an outage all morning according to the news",
                 "the station's outside broadcast dongle is on {x}, for the record"),
        "ask": ("is {x} any good for signal in the Bay?",
                "my mam's on {x} and she's always complaining"),
        "scoped": ("{v} on my own phone, but the work mobile is on {x}",),
    }, ZH: {
        "pres": ("我用的是{v}的卡", "我的手机是{v}的套餐"),
        "new": ("我手机换成{v}了", "我从{old}转到{v}了", "我的号码已经转到{v}了"),
        "impl": ("{v}在录音室地下室居然有信号，比以前的好多了", "收到第一张{v}账单，比以前便宜一半"),
        "third": ("{n}换成{v}了", "{n}现在用{v}"),
        "neg": ("早就不用{old}了，现在是{v}",),
        "plan": ("合约到期想换{v}", "已经订了{v}的卡，周末换"),
        "muse": ("以后也许换{v}，听说便宜",),
        "drop": ("最后没换{v}，{cur}给我降价了",),
        "use": ("{v}又断网了，排班表都打不开", "直播到一半{v}流量用完了"),
        "past": ("都退网了{v}还给我发垃圾短信",),
        "dist": ("广告时间又放了{x}的广告", "新闻说{x}整个上午都断网"),
        "ask": ("{x}在Bay那边信号好吗？", "我妈用{x}，天天抱怨"),
        "scoped": ("自己的手机用{v}，工作手机是{x}的",),
    }},
)  # fmt: skip

CAR = Slot(
    key="car", multi=False, household=True, plans=True,
    pool={EN: ("Nissan Leaf", "Toyota Yaris", "Skoda Fabia", "VW Polo", "Kia Niro",
               "Vauxhall Corsa", "Honda Jazz", "Fiat 500", "MG4", "Dacia Sandero")},
    q={EN: {"current": "What car does {n} drive now?",
            "historical": "What car did {n} drive before the current one?",
            "as_of": "What car was {n} driving at that time?",
            "planning": "Which car is {n} planning to get?"},
       ZH: {"current": "{n}现在开什么车？", "historical": "{n}之前开什么车？",
            "as_of": "{n}那时候开什么车？", "planning": "{n}打算买什么车？"}},
    f={EN: {
        "pres": ("I drive a {v}", "I've got a {v}", "my car's a {v}"),
        "new": ("I bought a {v}", "I traded the {old} in for a {v}", "I picked up a {v}"),
        "impl": ("first big shop in the {v}, the boot is massive compared to the old one",
                 "took the {v} through the car wash and it came out the same colour of dirt",
                 "still getting used to the {v}, keep reaching for a handbrake that isn't there"),
        "third": ("{n} has bought a {v}", "{n} is driving a {v} now"),
        "we": ("we've got a {v} now, the {old} gave up the ghost", "we swapped the {old} for a {v}"),
        "neg": ("I don't have the {old} any more, it's a {v} now",),
        "plan": ("I'm looking at getting a {v}", "test drove a {v} today, very tempted",
                 "I've put a deposit down on a {v}"),
        "muse": ("one day I'll own a {v}, just you wait",),
        "drop": ("not getting the {v} after all, the insurance quote was silly",
                 "gave up on the {v}, the dealer was a cowboy"),
        "use": ("the {v} needs an MOT again", "parked the {v} outside the studio, hope it's still there"),
        "past": ("saw a {v} just like my old one on Cowbridge Road, nearly cried",),
        "dist": ("someone's {x} is blocking the station car park",
                 "they were giving away a {x} on the breakfast show competition, apparently"),
        "ask": ("is a {x} any good for a big dog?",
                "my neighbour just got a {x}, won't shut up about it"),
    }, ZH: {
        "pres": ("我开的是{v}", "我有一辆{v}"),
        "new": ("我买了一辆{v}", "把{old}卖了，换了辆{v}", "新车提回来了，{v}"),
        "impl": ("开{v}去超市大采购，后备箱比以前大多了", "{v}去洗了车，洗完还是一样脏"),
        "third": ("{n}买了一辆{v}", "{n}现在开{v}"),
        "we": ("我们家换了{v}，{old}终于报废了",),
        "neg": ("{old}已经卖了，现在开{v}",),
        "plan": ("在看{v}", "今天试驾了{v}，很心动", "已经交了{v}的定金"),
        "muse": ("总有一天我要买{v}",),
        "drop": ("不买{v}了，保险报价太离谱",),
        "use": ("{v}又要年检了", "{v}停在电台门口，希望别被贴条"),
        "past": ("在Cowbridge Road看到一辆跟我以前那辆一样的{v}",),
        "dist": ("有人的{x}挡住了电台停车场",),
        "ask": ("{x}适合带大狗吗？", "邻居刚买了{x}，天天炫耀"),
    }},
)  # fmt: skip

GYM = Slot(
    key="gym", multi=False, household=False, plans=True,
    pool={EN: ("PureGym", "The Gym Group", "Bay Crossfit", "Boulders", "Taff Boxing Club",
               "Tidal Yoga", "Nuffield Health", "Ironworks Gym")},
    q={EN: {"current": "Where does {n} work out now?",
            "historical": "Where did {n} work out before?",
            "as_of": "Where was {n} working out at that time?",
            "planning": "Which gym is {n} planning to join?"},
       ZH: {"current": "{n}现在在哪里健身？", "historical": "{n}之前在哪里健身？",
            "as_of": "{n}那时候在哪里健身？", "planning": "{n}打算去哪里健身？"}},
    f={EN: {
        "pres": ("I train at {v}", "I go to {v} before work", "I'm a member at {v}"),
        "new": ("I joined {v}", "I've cancelled {old} and signed up at {v}",
                "I've moved my membership to {v}"),
        "impl": ("legs destroyed after the {v} session, don't expect me on the stairs",
                 "the changing rooms at {v} are so much nicer than my old gym"),
        "third": ("{n} has joined {v}", "{n} goes to {v} now"),
        "neg": ("not at {old} any more, I go to {v}",),
        "plan": ("thinking of joining {v}", "I've booked a trial week at {v}"),
        "muse": ("I keep saying I'll try {v}",),
        "drop": ("gave up on the idea of {v}, too far from the studio",),
        "use": ("{v} was rammed tonight, everyone's doing their resolutions",
                "left my towel at {v} again"),
        "past": ("got an email from {v} asking me to come back, no chance",),
        "dist": ("{x} is doing a free open day on Saturday, they want us to plug it on air",
                 "saw a video of someone falling off a treadmill at {x}"),
        "ask": ("anyone been to {x}? is it worth it?",),
    }, ZH: {
        "pres": ("我在{v}健身", "我是{v}的会员"),
        "new": ("我办了{v}的卡", "把{old}退了，去{v}了"),
        "impl": ("在{v}练完腿，楼梯都下不去", "{v}的更衣室比我以前那家好太多"),
        "third": ("{n}去{v}健身了", "{n}办了{v}的会员"),
        "neg": ("不去{old}了，现在去{v}",),
        "plan": ("在考虑办{v}的卡", "约了{v}的体验课"),
        "muse": ("一直说要去{v}试试",),
        "drop": ("{v}太远了，不去了",),
        "use": ("{v}今晚人超多", "毛巾又忘在{v}了"),
        "past": ("{v}发邮件叫我回去，想都别想",),
        "dist": ("{x}周六免费开放日，让我们在节目里宣传一下",),
        "ask": ("有人去过{x}吗？值不值？",),
    }},
)  # fmt: skip

ENERGY = Slot(
    key="energy_supplier", multi=False, household=True, plans=True,
    pool={EN: ("Octopus", "British Gas", "OVO", "EDF", "E.ON", "Dyfi Energy", "Severn Power",
               "So Energy")},
    q={EN: {"current": "Who is {n}'s energy supplier now?",
            "historical": "Who was {n}'s energy supplier before?",
            "as_of": "Who was {n}'s energy supplier at that time?",
            "planning": "Which energy supplier is {n} thinking of switching to?"},
       ZH: {"current": "{n}现在用哪家能源公司？", "historical": "{n}之前用哪家能源公司？",
            "as_of": "{n}那时候用哪家能源公司？", "planning": "{n}打算换哪家能源公司？"}},
    f={EN: {
        "pres": ("my gas and electric are with {v}", "my energy's with {v}", "I'm with {v} for energy"),
        "new": ("I switched the energy to {v}", "I've moved the gas and electric from {old} to {v}",
                "I signed up with {v}, the switch went through"),
        "impl": ("first {v} bill arrived and it's actually reasonable",
                 "the {v} app says I used more electric than the whole street"),
        "third": ("{n} has switched to {v} for energy", "{n} is with {v} for gas and electric now"),
        "we": ("we've switched to {v}", "we moved the gas and electric over to {v}"),
        "neg": ("not with {old} any more, we went to {v}",),
        "plan": ("I'm thinking of switching to {v}", "got an energy quote from {v}, way cheaper"),
        "muse": ("might look at {v} one day, they do the green tariff",),
        "drop": ("not switching to {v} after all, the exit fees were daft",),
        "use": ("{v} sent me another smart meter email", "{v} want to put my direct debit up again"),
        "past": ("{v} still owes me a refund from when I left",),
        "dist": ("{x} are sponsoring the rugby phone-in now, ridiculous",
                 "news says {x} are putting prices up again"),
        "ask": ("is anyone with {x}? any good?",),
    }, ZH: {
        "pres": ("我家电和燃气都是{v}的", "我用的是{v}的电"),
        "new": ("电费换成{v}了", "从{old}换到{v}了"),
        "impl": ("{v}第一张账单来了，还挺合理", "{v}的app说我用电比整条街都多"),
        "third": ("{n}换成{v}了",),
        "we": ("我们家换成{v}了",),
        "neg": ("早就不是{old}了，换成{v}了",),
        "plan": ("在考虑换{v}", "拿到{v}的报价，便宜好多"),
        "muse": ("以后可能看看{v}",),
        "drop": ("不换{v}了，违约金太高",),
        "use": ("{v}又要涨我的自动扣款", "{v}又发邮件催我装智能电表"),
        "past": ("{v}到现在还欠我退款",),
        "dist": ("新闻说{x}又要涨价了",),
        "ask": ("有人用{x}吗？怎么样？",),
    }},
)  # fmt: skip

EDITOR = Slot(
    key="audio_editor", multi=False, household=False, plans=True,
    pool={EN: ("Audacity", "Reaper", "Adobe Audition", "Hindenburg", "GarageBand", "Ardour",
               "Logic Pro", "Ocenaudio")},
    q={EN: {"current": "Which audio editor does {n} use now?",
            "historical": "Which audio editor did {n} use before?",
            "as_of": "Which audio editor was {n} using at that time?",
            "planning": "Which audio editor is {n} planning to move to?"},
       ZH: {"current": "{n}现在用什么软件剪辑音频？", "historical": "{n}之前用什么软件剪辑？",
            "as_of": "{n}那时候用什么软件剪辑？", "planning": "{n}打算换成什么剪辑软件？"}},
    f={EN: {
        "pres": ("I edit in {v}", "I use {v} for my show edits", "I cut the podcast in {v}"),
        "new": ("I switched to {v} for editing", "I've ditched {old}, I'm editing in {v} now",
                "I moved all my projects over to {v}"),
        "impl": ("did this week's package in {v}, the noise reduction is witchcraft",
                 "{v} crashed mid-edit and ate my intro, cheers"),
        "third": ("{n} edits in {v} now", "{n} has switched to {v}"),
        "neg": ("not using {old} any more, it's {v} now",),
        "plan": ("I'm thinking of moving my editing to {v}",
                 "downloaded the {v} trial, going to try it on Sunday's show"),
        "muse": ("maybe I'll learn {v} one day",),
        "drop": ("gave up on {v}, too fiddly, sticking with {cur}",),
        "use": ("exported the interview from {v}, it's on the shared drive",
                "{v} wants another update, of course it does"),
        "past": ("found an old {v} project from my first show, so cringe",),
        "dist": ("there's a free {x} workshop at the library next month",
                 "someone on Reddit says {x} is the best thing ever, sure"),
        "ask": ("has anyone tried {x}? worth it?",),
        "scoped": ("{v} for most things, but at the station I use {x} because that's what the studio PC has",),
    }, ZH: {
        "pres": ("我用{v}剪节目", "我的播客都是在{v}里剪的"),
        "new": ("剪辑软件换成{v}了", "不用{old}了，现在用{v}"),
        "impl": ("这周的节目是用{v}剪的，降噪太神了", "{v}剪到一半崩了，开头全没了"),
        "third": ("{n}现在用{v}剪辑",),
        "neg": ("早就不用{old}了，改用{v}",),
        "plan": ("在考虑换成{v}", "下了{v}的试用版，周日试试"),
        "muse": ("以后也许学学{v}",),
        "drop": ("{v}太麻烦了，还是用{cur}",),
        "use": ("采访已经从{v}导出来了，在共享盘里", "{v}又要更新了"),
        "past": ("翻到一个很早的{v}工程文件，太尴尬了",),
        "dist": ("图书馆下个月有免费的{x}工作坊",),
        "ask": ("有人用过{x}吗？",),
        "scoped": ("平时都用{v}，但在电台用{x}，因为录音室电脑只装了那个",),
    }},
)  # fmt: skip

INSTRUMENT = Slot(
    key="instruments", multi=True, household=False, plans=True,
    pool={EN: ("guitar", "bass", "drums", "fiddle", "ukulele", "piano", "harp", "saxophone",
               "banjo", "mandolin", "trumpet"),
          ZH: ("吉他", "古筝", "二胡", "钢琴", "小提琴", "尤克里里", "琵琶", "笛子")},
    q={EN: {"coexisting": "Which instruments does {n} play now?",
            "historical": "Which instrument did {n} give up?",
            "planning": "Which instrument is {n} thinking of taking up?"},
       ZH: {"coexisting": "{n}现在会演奏哪些乐器？", "historical": "{n}放弃了哪种乐器？",
            "planning": "{n}打算学什么乐器？"}},
    f={EN: {
        "has": ("I play the {v}", "I've played the {v} since school",
                "I play the {v} in a ceilidh band on the side"),
        "add": ("I've started learning the {v} as well as the {old}",
                "I bought a second-hand {v}, lessons start Thursday, still keeping up the {old}",
                "I'm taking up the {v} alongside the {old}"),
        "impl": ("my fingers are wrecked from {v} practice, the neighbours must love me",
                 "second {v} lesson today and I can nearly play a scale"),
        "third": ("{n} has taken up the {v} too", "{n} is learning the {v} now, on top of everything else"),
        "remove": ("I've given up the {v}, sold it on Facebook Marketplace",
                   "I packed in the {v}, never had time to practise"),
        "plan": ("thinking of taking up the {v}",
                 "I've got my eye on a {v} in that music shop in Castle Arcade"),
        "muse": ("always fancied the {v}, maybe when I retire",),
        "drop": ("scrapping the {v} idea, far too expensive",),
        "use": ("restrung the {v} last night", "brought the {v} to the open mic, nobody clapped"),
        "dist": ("there's a {x} player busking outside the castle, he's really good",
                 "advert on air for {x} lessons, twenty quid an hour"),
        "ask": ("is the {x} hard to learn as an adult?",
                "my nephew got a {x} for Christmas, pray for my sister"),
    }, ZH: {
        "has": ("我会{v}", "我一直在练{v}", "我从小学{v}"),
        "add": ("最近开始学{v}了，{old}也还在练", "入手了{v}，周四开始上课，{old}也没放下"),
        "impl": ("练{v}练得手指好疼，邻居肯定恨死我了", "第二节{v}课上完了，终于有点样子了"),
        "third": ("{n}也开始学{v}了", "{n}最近在学{v}"),
        "remove": ("{v}不练了，已经在Facebook Marketplace上卖了", "{v}放弃了，实在没时间练"),
        "plan": ("在考虑学{v}", "看中了Castle Arcade那家琴行的{v}"),
        "muse": ("一直想学{v}，退休再说吧",),
        "drop": ("学{v}的事算了，太贵",),
        "use": ("昨晚给{v}调了音", "带{v}去了开放麦，没人鼓掌"),
        "dist": ("城堡外面有个街头艺人在演奏{x}，很厉害",),
        "ask": ("成年人学{x}难吗？", "我外甥圣诞收到一个{x}，替我姐默哀"),
    }},
)  # fmt: skip

PETS = Slot(
    key="pets", multi=True, household=True, plans=True,
    pool={EN: ("Bara", "Mabli", "Pixel", "Sosban", "Wilbur", "Nessa", "Pudding", "Gruff",
               "Tali", "Merlin", "Jasper", "Luna"),
          ZH: ("豆豆", "年糕", "汤圆", "可乐", "花卷", "布丁", "芝麻")},
    q={EN: {"coexisting": "What are the names of {n}'s pets now?",
            "historical": "Which pet does {n} no longer have?",
            "planning": "What is the pet {n} is planning to get going to be called?"},
       ZH: {"coexisting": "{n}现在养的宠物叫什么名字？", "historical": "{n}哪只宠物已经不在身边了？",
            "planning": "{n}打算养的宠物叫什么？"}},
    f={EN: {
        "has": ("my {s} {v} is sat on my keyboard again", "I've got a {s} called {v}",
                "{v}, my {s}, has learned to open the fridge"),
        "add": ("we've adopted a {s} called {v}, {old} is not impressed",
                "brought home a rescue {s}, {v}, and {old} is sulking",
                "meet {v}, our new {s}, {old} hasn't decided if it's a friend yet"),
        "impl": ("{v} knocked my coffee over the script, the little menace",
                 "vet says {v} is settling in well with the other one"),
        "third": ("{n} has got another {s}, called {v}", "{n} adopted a {s} named {v}"),
        "remove": ("{v} went to live with my parents in the countryside, they have the garden for it",
                   "we had to rehome {v}, the flat was too small"),
        "plan": ("thinking about getting a {s}, I'd call it {v}",
                 "we're on the rescue centre list for a {s}, already picked the name {v}"),
        "muse": ("one day I'll have a {s} called {v}",),
        "drop": ("not getting the {s} after all, the landlord said no, so no {v}",),
        "use": ("{v} had the vet today, all fine", "{v} is asleep in the laundry basket again"),
        "dist": ("a listener sent in a photo of their {s} {x} for the pet slot",
                 "someone's dog called {x} keeps running into the studio"),
        "ask": ("is {x} a silly name for a {s}?",),
    }, ZH: {
        "has": ("我家{s}叫{v}", "我养了一只{s}，叫{v}"),
        "add": ("我们又领养了一只{s}，叫{v}，{old}很不开心", "新成员{v}！{old}在生闷气"),
        "impl": ("{v}把我的耳机线咬断了", "兽医说{v}跟另一只相处得不错"),
        "third": ("{n}又养了一只{s}，叫{v}",),
        "remove": ("{v}送到我父母那边了，他们有院子", "只能把{v}送养了，公寓太小"),
        "plan": ("在考虑养一只{s}，名字都想好了，叫{v}",),
        "muse": ("以后要养一只{s}叫{v}",),
        "drop": ("房东不让养，{v}的计划泡汤了",),
        "use": ("{v}今天打疫苗了", "{v}又睡在洗衣篮里"),
        "dist": ("有听众发来他们家{s}{x}的照片",),
        "ask": ("给{s}取名叫{x}会不会很傻？",),
    }},
)  # fmt: skip
SPECIES = {"cat": "猫", "dog": "狗", "rabbit": "兔子"}

LANGUAGE = Slot(
    key="languages_learning", multi=True, household=False, plans=True,
    pool={EN: ("Welsh", "Spanish", "Mandarin", "Italian", "Polish", "Japanese", "Portuguese",
               "BSL"),
          ZH: ("威尔士语", "西班牙语", "日语", "法语", "韩语", "意大利语")},
    q={EN: {"coexisting": "Which languages is {n} learning now?",
            "historical": "Which language did {n} stop learning?",
            "planning": "Which language is {n} planning to learn?"},
       ZH: {"coexisting": "{n}现在在学哪些语言？", "historical": "{n}停学了哪门语言？",
            "planning": "{n}打算学哪门语言？"}},
    f={EN: {
        "has": ("I'm learning {v}", "I do {v} lessons on a Tuesday night"),
        "add": ("I've started {v} classes too, still keeping up the {old}",
                "I signed up for {v} at the community centre, on top of {old}"),
        "impl": ("my {v} homework tonight is ordering food, I can't even do that in English",
                 "my {v} teacher says my accent is 'brave'"),
        "third": ("{n} has started learning {v} as well", "{n} is doing {v} classes now too"),
        "remove": ("I've stopped {v}, couldn't keep up", "dropped {v}, the class moved to Wednesdays"),
        "plan": ("thinking of learning {v}", "might sign up for {v} in September"),
        "muse": ("I'd love to learn {v} one day",),
        "drop": ("not doing {v} after all, the class was full",),
        "use": ("did my {v} practice on the bus", "finally understood a whole {v} podcast episode"),
        "dist": ("there's a {x} conversation group at the library",
                 "a listener rang in speaking {x}, I had no idea what he said"),
        "ask": ("is {x} hard to pick up?",),
    }, ZH: {
        "has": ("我在学{v}", "每周二晚上上{v}课"),
        "add": ("又报了{v}课，{old}也还在学", "开始学{v}了，{old}没停"),
        "impl": ("今晚{v}作业是点餐，我英语都点不好", "{v}老师说我的口音很“勇敢”"),
        "third": ("{n}也开始学{v}了",),
        "remove": ("{v}不学了，跟不上", "{v}课改到周三，只好放弃了"),
        "plan": ("在考虑学{v}", "九月可能报{v}课"),
        "muse": ("以后想学{v}",),
        "drop": ("{v}课满了，不学了",),
        "use": ("在公交上练了{v}", "终于听懂了一整集{v}播客"),
        "dist": ("图书馆有{x}角",),
        "ask": ("{x}好学吗？",),
    }},
)  # fmt: skip

SLOTS = (HOME, JOB, PHONE, CAR, GYM, ENERGY, EDITOR, INSTRUMENT, PETS, LANGUAGE)

# -- generic wrappers around a fragment ({c}) -----------------------------------------------
W: dict[str, dict[str, tuple[str, ...]]] = {
    EN: {
        "init": ("{c}.", "{c}, if anyone's asking.", "fun fact: {c}.", "for the new folk: {c}."),
        "direct": ("{c}!", "news from me: {c}.", "{c}, finally.", "quick update: {c}.", "so, {c} 🎉"),
        "late": ("forgot to mention, {c} back in {m}.", "oh, meant to say weeks ago: {c}, that was in {m}.",
                 "old news now but {c} in {m}, never got round to telling you lot."),
        "self": ("update from the {n} desk: {c}.", "announcement: {c} 😎", "{c}, in case anyone was wondering."),
        "report": ("{c}, by the way.", "heads up: {c}.", "gossip corner: {c}."),
        "asker": ("has anyone heard from {n} lately?", "where's {n} been? missed the last two handovers.",
                  "saw {n} in the Bay yesterday looking very pleased with life."),
        "reply": ("yeah, {c}.", "{c}, did you not hear?", "oh, {c}. Big few weeks."),
        "negq": ("{n}, is it still {old} for you?", "{n}, still {old}?"),
        "corr": ("*{v}, not {wrong}. Typing on the bus, sorry.", "sorry, meant {v} not {wrong}, brain's fried.",
                 "correction: {v}. Not {wrong}. Long day."),
        "plan": ("{c}.", "{c}, we'll see.", "{c}, fingers crossed."),
        "pre": ("morning all, sorry I missed the rota call, it's been a mad week",
                "right, so the traffic on Newport Road was biblical this morning",
                "honestly the kettle in the studio kitchen needs replacing, it takes ten minutes to boil",
                "did anyone else hear that caller on the late show who thought we were a taxi firm"),
        "suf": ("Anyway, does anyone have the password for the playout laptop?",
                "Also who keeps moving the good headphones?",
                "And the rain has not stopped once, obviously.", "See you all at the quiz on Thursday."),
        "react": ("congrats!", "ooh nice one", "tidy 👌", "fair play", "about time!", "haha love it",
                  "lush", "good luck with it", "oh wow"),
        "sad": ("ah that's a shame", "oh no", "fair enough", "their loss"),
        "hope": ("ooh, go for it", "good luck!", "do it!", "keep us posted"),
        "meh": ("ha", "lol", "👍", "good to know", "same", "noted"),
    },
    ZH: {
        "init": ("{c}。", "顺便说一下，{c}。", "给新来的说一下，{c}。"),
        "direct": ("{c}！", "报告一下：{c}。", "更新一下近况：{c}。", "{c}，终于！"),
        "late": ("忘了说，{m}的时候{c}。", "之前一直忘了讲：{c}，是{m}的事。", "老新闻了，{m}{c}，一直没顾上说。"),
        "self": ("{n}本人报告：{c}。", "宣布一下：{c} 😎"),
        "report": ("顺便说一下，{c}。", "八卦一下：{c}。"),
        "asker": ("最近有人见到{n}吗？", "{n}最近怎么都不来交接班？"),
        "reply": ("对啊，{c}。", "{c}，你们不知道吗？"),
        "negq": ("{n}，你还是{old}吗？",),
        "corr": ("打错了，是{v}不是{wrong}。", "不好意思，我是说{v}，不是{wrong}。"),
        "plan": ("{c}。", "{c}，到时候再说。"),
        "pre": ("早上好，这周忙疯了，排班会议没赶上", "今天Newport Road堵得要命",
                "电台厨房的水壶该换了，烧一壶水要十分钟"),
        "suf": ("还有，谁知道播放电脑的密码？", "谁又把好耳机拿走了？", "周四问答之夜见！"),
        "react": ("恭喜！", "好耶", "哈哈哈", "厉害", "加油！", "哇"),
        "sad": ("可惜了", "啊，好吧", "没事没事"),
        "hope": ("冲！", "祝顺利", "有消息告诉我们"),
        "meh": ("哈哈", "👍", "好的", "了解"),
    },
}  # fmt: skip
MIXER_REACT = ("加油 mate!", "nice, 好厉害", "congrats, 恭喜!", "haha 哈哈 classic")

# Filler chat, tagged by what kind of answer it invites: ask (a favour), news, moan, bday.
FILLER = {
    EN: (
        "ask|can someone cover {show} on {wd}? I'm stuck in work",
        "moan|channel 4 on the desk is crackling again, I've put a note on it",
        "moan|who ate the last of the biscuits in the green room",
        "news|{band} were brilliant at the live session last night, getting the audio up by Friday",
        "news|reminder: volunteer meeting on {wd} at 7, bring ideas for the summer fundraiser",
        "news|the transmitter dropped out for ten minutes this morning, engineers are on it",
        "news|did anyone hear the phone-in? a woman rang about her allotment for twenty minutes",
        "moan|rain again. shocker.",
        "news|the new jingles sound lush",
        "news|playlist meeting moved to {wd}",
        "moan|someone left a pasty in the fridge since last {wd}, it's evolving",
        "ask|who has the key for the storage cupboard?",
        "news|we hit 2,000 listeners on the stream for {show}!",
        "ask|anyone going to the gig at Clwb Ifor Bach on {wd}?",
        "news|quiz night was carnage, we came fourth again",
        "moan|the mic arm in studio B has given up entirely",
        "bday|happy birthday {other}!! 🎂",
        "moan|please don't leave mugs on the desk, there's a ring on fader 3",
        "moan|the A470 was a car park this morning",
        "news|licence renewal form is in, fingers crossed",
        "news|{show} got a shout-out in the Echo!",
        "ask|can I swap my {wd} slot with anyone? family thing",
        "ask|the guest for {show} cancelled, anyone know a local poet who can do Sunday?",
        "moan|who put Bonnie Tyler on loop in the green room",
        "news|fundraiser total is up to £1,840, diolch everyone",
        "moan|the stream was buffering for half an hour, was it just me?",
        "news|bringing cake on {wd}, don't tell {other}",
        "ask|{band} want to come in for a session, who's free on {wd}?",
        "ask|training for new volunteers is on {wd}, can someone help with the desk bit?",
        "moan|the headphones in studio A smell of crisps",
    ),
    ZH: (
        "news|今天直播好紧张，手一直在抖", "ask|谁周{wdzh}有空帮忙值班？", "moan|又下雨了，大家带伞",
        "news|{band}的现场太好听了", "moan|录音室B的话筒架坏了", "moan|冰箱里那个馅饼放了一个礼拜了，谁的？",
        "news|{show}的听众留言好可爱", "news|周{wdzh}开志愿者会议，别忘了",
        "news|今天的播放列表我排好了，放在共享盘里", "news|电台的咖啡机终于修好了",
        "bday|{other}生日快乐！🎂", "moan|直播流又卡了，是我网络的问题吗？",
        "news|募捐已经到一千八百多镑了，谢谢大家", "ask|新来的志愿者培训周{wdzh}，谁能帮忙讲调音台？",
    ),
}  # fmt: skip
REPLIES = {
    EN: {"ask": ("I can do it", "not me sorry, away that weekend", "ask {other}, they did it last time",
                 "I'll check my rota and get back to you"),
         "news": ("ha, classic", "lush", "👍", "brilliant", "love that"),
         "moan": ("nightmare", "not me, I swear", "lol", "ugh, again?", "I'll sort it on {wd}"),
         "bday": ("happy birthday!! 🎉", "penblwydd hapus! 🎂", "have a good one")},
    ZH: {"ask": ("我可以", "我不行，那周不在", "问问{other}吧"),
         "news": ("哈哈", "👍", "太好了", "厉害"),
         "moan": ("不是我！", "又来了", "哈哈哈", "无语"),
         "bday": ("生日快乐！🎉", "生日快乐🎂")},
}  # fmt: skip


# -- generation ------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    lang: str
    sex: str
    partner: str | None = None
    mixer: bool = False  # an English writer who drops in the odd Chinese word


@dataclass
class Track:
    """One person's one slot: what it held, planned, dropped and mentioned."""

    person: Person
    slot: Slot
    held: list[str] = field(default_factory=list)  # single: the timeline; multi: ever added
    final: list[str] = field(default_factory=list)  # multi: the members at the end
    removed: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    mentioned: list[str] = field(default_factory=list)
    plan_open: str | None = None

    def values(self) -> list[str]:
        out = self.held + self.dropped + self.wrong + self.mentioned
        out += [self.plan_open] if self.plan_open else []
        return list(dict.fromkeys(out))


def cap(s: str) -> str:
    return s[0].upper() + s[1:] if s and s[0].isascii() and s[0].isalpha() else s


def end(lang: str, c: str) -> str:
    if lang == ZH:
        return c if c[-1] in "。！？" else c + "。"
    return cap(c) if c[-1] in ".!?" else cap(c) + "."


class Gen:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.convs: list[tuple[int, list[tuple[str, str]]]] = []
        self.people: list[Person] = []
        self.by_name: dict[str, Person] = {}
        self.species: dict[tuple[str, str], str] = {}
        self.tracks: list[Track] = []
        self.asof: list[tuple[Track, int, str]] = []

    # -- small helpers ----------------------------------------------------------------------

    def frag(self, slot: Slot, lang: str, kind: str, **kw: Any) -> str:
        return self.rng.choice(slot.f[lang][kind]).format(**kw)

    def wrap(self, lang: str, kind: str, **kw: Any) -> str:
        return self.rng.choice(W[lang][kind]).format(**kw)

    def say(
        self, day: int, lines: list[tuple[Person, str]], react: float = 0.0, mood: str = "react"
    ) -> None:
        day = max(0, min(LAST_DAY, day))
        out = [(p.name, cap(t) if p.lang == EN else t) for p, t in lines]
        if self.rng.random() < react:
            who = {p.name for p, _ in lines}
            o = self.rng.choice([q for q in self.people if q.name not in who])
            if o.mixer and mood == "react" and self.rng.random() < 0.5:
                out.append((o.name, self.rng.choice(MIXER_REACT)))
            else:
                out.append((o.name, cap(self.rng.choice(W[o.lang][mood]))))
        self.convs.append((day, out))

    def other(
        self, p: Person, exclude: tuple[str, ...] = (), lang: str | None = None
    ) -> Person | None:
        c = [q for q in self.people if q.name != p.name and q.name not in exclude
             and (lang is None or q.lang == lang)]  # fmt: skip
        return self.rng.choice(c) if c else None

    def spec(self, p: Person, v: str, lang: str) -> str:
        s = self.species.setdefault((p.name, v), self.rng.choice(tuple(SPECIES)))
        return SPECIES[s] if lang == ZH else s

    def kw(self, p: Person, v: str, lang: str, **extra: Any) -> dict[str, Any]:
        return {"v": v, "n": p.name, "s": self.spec(p, v, lang), **extra}

    def month(self, day: int, lang: str) -> str:
        d = datetime.fromisoformat(START) + timedelta(days=day)
        return f"{d.month}月" if lang == ZH else MONTHS[d.month - 1]

    # -- people -----------------------------------------------------------------------------

    def pick_people(self) -> None:
        rng = self.rng
        n = rng.randint(10, 14)
        n_zh = max(2, round(n / 4) + rng.choice((-1, 0, 0, 1)))
        names = [(m, EN, EN_PEOPLE[m]) for m in rng.sample(sorted(EN_PEOPLE), n - n_zh)]
        names += [(m, ZH, ZH_PEOPLE[m]) for m in rng.sample(sorted(ZH_PEOPLE), n_zh)]
        rng.shuffle(names)
        self.people = [Person(m, lang, sex) for m, lang, sex in names]
        self.by_name = {p.name: p for p in self.people}
        order = self.people[:]
        rng.shuffle(order)
        for i in range(rng.randint(2, 3)):
            a, b = order[2 * i], order[2 * i + 1]
            a.partner, b.partner = b.name, a.name
        for p in rng.sample([q for q in self.people if q.lang == EN], 2):
            p.mixer = True

    # -- one state change, in one of many shapes ------------------------------------------

    def reporter(
        self, p: Person, slot: Slot, v: str, exclude: tuple[str, ...] = ()
    ) -> Person | None:
        lang = ZH if not v.isascii() else None
        if p.partner and not slot.household and p.partner not in exclude:
            q = self.by_name[p.partner]
            if (lang is None or q.lang == lang) and self.rng.random() < 0.6:
                return q
        ex = exclude + ((p.partner,) if p.partner and slot.household else ())
        return self.other(p, ex, lang)

    def pick_mode(self, slot: Slot, spare: bool) -> str:
        modes = {"direct": 3.0, "impl": 2.0, "third": 1.5, "pronoun": 1.2, "self": 0.7,
                 "long": 1.2, "late": 1.0}  # fmt: skip
        if not slot.multi:
            modes |= {"neg": 1.0, "correction": 0.8 if spare else 0.0}
            if slot.household:
                modes["we"] = 1.5
        keys = list(modes)
        return self.rng.choices(keys, weights=[modes[k] for k in keys])[0]

    def change(
        self,
        p: Person,
        slot: Slot,
        day: int,
        v: str,
        old: str,
        mode: str,
        wrong: str | None = None,
        told: int | None = None,
    ) -> None:
        """Say that `p`'s `slot` became `v` (was / still has `old`) on `day` (told on `told`)."""
        L, rng = p.lang, self.rng
        new = "add" if slot.multi else "new"
        told = day if told is None else told
        k = self.kw(p, v, L, old=old)
        lines: list[tuple[Person, str]]
        if mode in ("third", "pronoun"):
            r = self.reporter(p, slot, v)
            a = self.other(p, (r.name,)) if r else None
            if r is None or a is None:
                mode = "direct"
        if mode == "direct":
            lines = [(p, self.wrap(L, "direct", c=self.frag(slot, L, new, **k)))]
        elif mode == "impl":
            lines = [(p, end(L, self.frag(slot, L, "impl", **k)))]
        elif mode == "we":
            lines = [(p, self.wrap(L, "direct", c=self.frag(slot, L, "we", **k)))]
        elif mode == "neg":
            q = self.other(p)
            assert q is not None
            lines = [(q, self.wrap(q.lang, "negq", n=p.name, old=old)),
                     (p, end(L, self.frag(slot, L, "neg", **k)))]  # fmt: skip
        elif mode == "long":
            c = self.frag(slot, L, new, **k)
            pre, suf = rng.choice(W[L]["pre"]), rng.choice(W[L]["suf"])
            text = f"{pre}。对了，{c}。{suf}" if L == ZH else f"{pre}. Oh and {c}. {suf}"
            lines = [(p, text)]
        elif mode == "late":
            c = self.frag(slot, L, new, **k)
            lines = [(p, self.wrap(L, "late", c=c, m=self.month(day, L)))]
        elif mode == "correction":
            assert wrong is not None
            c = self.frag(slot, L, new, **self.kw(p, wrong, L, old=old))
            lines = [(p, self.wrap(L, "direct", c=c)), (p, self.wrap(L, "corr", v=v, wrong=wrong))]
        elif mode == "self":
            c = self.frag(slot, L, "third", **k)
            lines = [(p, self.wrap(L, "self", c=c, n=p.name))]
        elif mode == "third":
            assert r is not None
            c = self.frag(slot, r.lang, "third", **self.kw(p, v, r.lang, old=old))
            lines = [(r, self.wrap(r.lang, "report", c=c))]
        else:  # pronoun: somebody names p, the reporter answers with he / she
            assert r is not None and a is not None
            pron = PRON[r.lang][p.sex]
            c = self.frag(slot, r.lang, "third", **self.kw(p, v, r.lang, old=old) | {"n": pron})
            lines = [
                (a, self.wrap(a.lang, "asker", n=p.name)),
                (r, self.wrap(r.lang, "reply", c=c)),
            ]
        self.say(told, lines, react=0.35)

    def plain(
        self, p: Person, slot: Slot, day: int, kind: str, v: str, react: float = 0.1, **extra: Any
    ) -> None:
        """One line by `p` from fragment `kind` (plan, drop, muse, use, past, ask, ...)."""
        c = self.frag(slot, p.lang, kind, **self.kw(p, v, p.lang, **extra))
        text = self.wrap(p.lang, "plan", c=c) if kind == "plan" else end(p.lang, c)
        mood = {"drop": "sad", "remove": "sad", "plan": "hope"}.get(kind, "meh")
        self.say(day, [(p, text)], react=react, mood=mood)

    # -- one person's one slot --------------------------------------------------------------

    def days(self, k: int, lo: int, hi: int, gap: int) -> list[int]:
        while True:
            ds = sorted(self.rng.randint(lo, hi) for _ in range(k))
            if all(b - a >= gap for a, b in zip([lo - gap, *ds], ds, strict=False)):
                return ds

    def side_lines(self, tr: Track, spare: list[str], pool: tuple[str, ...]) -> None:
        """Distractors: the person asks about / mentions a value; someone else names one."""
        p, slot, rng = tr.person, tr.slot, self.rng
        if spare and rng.random() < 0.35:
            x = spare.pop()
            tr.mentioned.append(x)
            self.plain(p, slot, rng.randint(5, LAST_DAY), "ask", x, react=0.3, x=x)
        for _ in range(rng.choice((0, 0, 1, 1, 2))):
            o = self.other(p)
            rest = [x for x in slot.pool.get(o.lang, slot.pool[EN]) if x not in tr.values()]
            if o is None or not rest:
                continue
            x = rng.choice(rest)
            c = self.frag(slot, o.lang, "dist", **self.kw(o, x, o.lang, x=x))
            self.say(rng.randint(0, LAST_DAY), [(o, end(o.lang, c))], react=0.3, mood="meh")

    def single(self, p: Person, slot: Slot) -> Track:
        rng, L = self.rng, p.lang
        tr = Track(p, slot)
        pool = slot.pool.get(L, slot.pool[EN])
        k = rng.choice((1, 1, 2, 2, 2, 3))
        vals = rng.sample(pool, min(len(pool), k + 5))
        held, spare = vals[: k + 1], vals[k + 1 :]
        tr.held = held
        d0 = rng.randint(0, 45)
        cd = [d0, *self.days(k, 90, 680, 80)]  # cd[i]: the day held[i] became true
        if rng.random() < 0.7:
            c = self.frag(slot, L, "pres", **self.kw(p, held[0], L))
            self.say(d0, [(p, self.wrap(L, "init", c=c))])
        else:
            self.plain(p, slot, d0, "use", held[0], react=0.0)
        told = [d0]
        for i in range(1, k + 1):
            nxt = cd[i + 1] if i < k else LAST_DAY
            mode = self.pick_mode(slot, bool(spare))
            t = cd[i]
            if mode == "late":
                t = cd[i] + rng.randint(14, 40)
                if t >= nxt - 10:
                    mode, t = "direct", cd[i]
            wrong = None
            if mode == "correction":
                wrong = spare.pop()
                tr.wrong.append(wrong)
            pd = cd[i] - rng.randint(12, 40)
            if rng.random() < 0.3 and pd > told[-1] + 5:
                self.plain(p, slot, pd, "plan", held[i], cur=held[i - 1])
            self.change(p, slot, cd[i], held[i], held[i - 1], mode, wrong=wrong, told=t)
            told.append(t)
        ends = [*cd[1:], LAST_DAY + 1]  # the day each held value stopped being true
        for i in range(k + 1):
            lo, hi = told[i] + 3, ends[i] - 3
            if hi > lo and rng.random() < 0.35:
                self.plain(p, slot, rng.randint(lo, hi), "use", held[i])
            if i < k and hi - lo >= 6:
                self.asof.append((tr, rng.randint(lo, hi), held[i]))
        if rng.random() < 0.3 and told[k] + 5 < LAST_DAY:
            old = rng.choice(held[:k])
            self.plain(p, slot, rng.randint(told[k] + 5, LAST_DAY), "past", old, react=0.3)
        open_plan = slot.plans and spare and rng.random() < 0.22 and told[k] < LAST_DAY - 60
        if spare and rng.random() < 0.3:  # a plan that is dropped
            j = rng.randrange(k if open_plan else k + 1)
            lo, hi = told[j] + 5, ends[j] - 55
            if hi > lo:
                x, a = spare.pop(), rng.randint(lo, hi)
                tr.dropped.append(x)
                self.plain(p, slot, a, "plan", x, react=0.3, cur=held[j])
                self.plain(p, slot, a + rng.randint(10, 45), "drop", x, react=0.3, cur=held[j])
        if spare and rng.random() < 0.2:  # musing that never goes anywhere
            x = spare.pop()
            tr.dropped.append(x)
            self.plain(p, slot, rng.randint(20, LAST_DAY - 10), "muse", x, react=0.2)
        if open_plan and spare:
            x = spare.pop()
            tr.plan_open = x
            self.plain(p, slot, rng.randint(told[k] + 20, LAST_DAY - 3), "plan", x, cur=held[k])
        if "scoped" in slot.f[L] and spare and rng.random() < 0.5 and told[k] < LAST_DAY - 20:
            x = spare.pop()
            tr.mentioned.append(x)
            c = self.frag(slot, L, "scoped", **self.kw(p, held[k], L, x=x))
            self.say(rng.randint(told[k] + 5, LAST_DAY), [(p, end(L, c))])
        self.side_lines(tr, spare, pool)
        return tr

    def multi(self, p: Person, slot: Slot) -> Track:
        rng, L = self.rng, p.lang
        tr = Track(p, slot)
        pool = slot.pool.get(L, slot.pool[EN])
        vals = rng.sample(pool, min(len(pool), 7))
        n_add = 2 if rng.random() < 0.55 else 1
        tr.held, spare = vals[: n_add + 1], vals[n_add + 1 :]
        members = [tr.held[0]]
        d0 = rng.randint(0, 45)
        c = self.frag(slot, L, "has", **self.kw(p, members[0], L))
        self.say(d0, [(p, self.wrap(L, "init", c=c))])
        last = d0
        for v in tr.held[1:]:
            day = rng.randint(last + 45, max(last + 46, min(last + 300, LAST_DAY - 90)))
            pd = day - rng.randint(12, 40)
            if rng.random() < 0.3 and pd > last + 5:
                self.plain(p, slot, pd, "plan", v)
            mode = self.pick_mode(slot, False)
            t = day + rng.randint(14, 40) if mode == "late" else day
            self.change(p, slot, day, v, rng.choice(members), mode, told=t)
            members.append(v)
            lo, hi = t + 3, LAST_DAY
            if rng.random() < 0.35:
                self.plain(p, slot, rng.randint(lo, hi), "use", v)
            last = t
        if n_add == 2 and rng.random() < 0.5 and last < LAST_DAY - 40:
            gone = members.pop(0)
            tr.removed.append(gone)
            last = rng.randint(last + 30, LAST_DAY - 5)
            self.plain(p, slot, last, "remove", gone, react=0.5)
        elif rng.random() < 0.5:
            self.plain(p, slot, rng.randint(d0 + 3, LAST_DAY), "use", members[0], react=0.1)
        tr.final = members
        if spare and rng.random() < 0.35:
            x, a = spare.pop(), rng.randint(30, LAST_DAY - 60)
            tr.dropped.append(x)
            self.plain(p, slot, a, "plan", x, react=0.3)
            self.plain(p, slot, a + rng.randint(10, 45), "drop", x, react=0.3)
        if spare and rng.random() < 0.25:
            x = spare.pop()
            tr.dropped.append(x)
            self.plain(p, slot, rng.randint(20, LAST_DAY - 10), "muse", x, react=0.2)
        if spare and rng.random() < 0.2 and last < LAST_DAY - 40:
            x = spare.pop()
            tr.plan_open = x
            self.plain(p, slot, rng.randint(last + 15, LAST_DAY - 3), "plan", x)
        self.side_lines(tr, spare, pool)
        return tr

    # -- filler chat ------------------------------------------------------------------------

    def filler(self, day: int) -> None:
        rng = self.rng
        p = rng.choice(self.people)
        tag, text = rng.choice(FILLER[p.lang]).split("|", 1)
        if p.mixer and rng.random() < 0.3:
            tag, text = rng.choice(MIXER_FILLER).split("|", 1)
        lines = [(p, self.fill(p, (text,), ()))]
        said = (p.name,)
        for _ in range(rng.choice((0, 1, 1, 2, 3))):
            q = self.other(p, said)
            if q is None:
                break
            said += (q.name,)
            lines.append((q, self.fill(q, REPLIES[q.lang][tag], said)))
        self.say(day, lines)

    def fill(self, p: Person, pool: tuple[str, ...], exclude: tuple[str, ...]) -> str:
        o = self.other(p, exclude) or self.other(p)
        assert o is not None
        return self.rng.choice(pool).format(
            show=self.rng.choice(SHOWS), band=self.rng.choice(BANDS), other=o.name,
            wd=self.rng.choice(WEEKDAYS), wdzh=self.rng.choice(WEEKDAYS_ZH),
        )  # fmt: skip


MIXER_FILLER = (
    "news|谢谢 for covering {show}, I owe you one",
    "news|{other} taught me 加油, so: 加油 for the fundraiser everyone!",
    "news|the dumplings at the Chinese New Year stall were 好吃, no notes",
    "news|the 火锅 place on City Road was 好吃, no notes",
)


# -- the world ---------------------------------------------------------------------------------


def _probe(
    tr: Track,
    kind: str,
    gold: list[str],
    outdated: list[str] | None = None,
    as_of_day: int | None = None,
) -> dict[str, Any]:
    p = tr.person
    return {
        "subject": p.name, "kind": kind, "slot": tr.slot.key,
        "question": tr.slot.q[p.lang][kind].format(n=p.name),
        "gold": gold, "outdated": outdated or [], "values": tr.values(),
        "abandoned": list(tr.dropped), "as_of_day": as_of_day,
    }  # fmt: skip


def generate(seed: int) -> dict[str, Any]:
    """The seeded world: start time, episodes (time-ordered) and probes (see the module doc)."""
    g = Gen(seed)
    rng = g.rng
    g.pick_people()
    for p in g.people:
        taken = set()
        if p.partner:
            taken = {
                t.slot.key for t in g.tracks if t.person.name == p.partner and t.slot.household
            }
        choices = [s for s in SLOTS if s.key not in taken]
        for slot in rng.sample(choices, min(len(choices), rng.choice((4, 4, 5, 5, 5, 6, 7)))):
            g.tracks.append(g.multi(p, slot) if slot.multi else g.single(p, slot))

    base: list[dict[str, Any]] = []
    for tr in g.tracks:
        if tr.slot.multi:
            base.append(_probe(tr, "coexisting", list(tr.final)))
            if tr.removed:
                base.append(_probe(tr, "historical", list(tr.removed)))
        else:
            outdated = tr.held[:-1] + [w for w in tr.wrong if w not in tr.held]
            base.append(_probe(tr, "current", [tr.held[-1]], outdated))
            base.append(_probe(tr, "historical", [tr.held[-2]]))
        if tr.plan_open:
            base.append(_probe(tr, "planning", [tr.plan_open]))
    asof = g.asof[:]
    rng.shuffle(asof)
    target = rng.randint(112, 136)
    room = min(rng.randint(14, 22), len({(t.person.name, t.slot.key) for t, _, _ in asof}))
    while len(base) > target - room:  # keep room for point-in-time questions
        hist = [i for i, pr in enumerate(base) if pr["kind"] == "historical"]
        base.pop(rng.choice(hist))
    probes = base[:]
    seen: set[tuple[str, str]] = set()
    for tr, day, v in asof:
        if len(probes) >= target:
            break
        if (tr.person.name, tr.slot.key) in seen:
            continue
        seen.add((tr.person.name, tr.slot.key))
        probes.append(_probe(tr, "as_of", [v], as_of_day=day))
    while len(probes) > 140:
        hist = [i for i, pr in enumerate(probes) if pr["kind"] == "historical"]
        probes.pop(rng.choice(hist))
    probes.sort(key=lambda pr: [p.name for p in g.people].index(pr["subject"]))

    n_state = sum(len(lines) for _, lines in g.convs)
    total = min(795, max(rng.randint(620, 780), n_state + 250))
    while sum(len(lines) for _, lines in g.convs) < total:
        g.filler(rng.randint(0, LAST_DAY))

    episodes: list[dict[str, Any]] = []
    convs = sorted(g.convs, key=lambda c: c[0])
    by_day: dict[int, list[list[tuple[str, str]]]] = {}
    for day, lines in convs:
        by_day.setdefault(day, []).append(lines)
    for day in sorted(by_day):
        minute = rng.randint(420, 560)
        for j, lines in enumerate(by_day[day]):
            minute = min(1430, minute + rng.randint(5, 90))
            for name, text in lines:
                minute = min(1439, minute + rng.randint(0, 3))
                episodes.append({
                    "day": day, "minute": minute, "speaker": name, "text": text,
                    "session": f"radio-{day:03d}-{j}", "language": g.by_name[name].lang,
                })  # fmt: skip
    return {"start": START, "generator": "blind_y", "episodes": episodes, "probes": probes}


# -- self-check --------------------------------------------------------------------------------


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in a generated world (empty when it is well formed)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    datetime.fromisoformat(world["start"])
    speakers = {e["speaker"] for e in eps}
    last = (-1, -1)
    for i, e in enumerate(eps):
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode {i}: keys {sorted(e)}")
        if e["language"] not in (EN, ZH) or not e["text"].strip():
            errs.append(f"episode {i}: language/text")
        if not 0 <= e["day"] <= LAST_DAY or not 0 <= e["minute"] < 1440:
            errs.append(f"episode {i}: day/minute")
        if (e["day"], e["minute"]) < last:
            errs.append(f"episode {i}: out of time order")
        last = (e["day"], e["minute"])
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"episode {i}: unfilled template: {e['text']}")
    texts = [e["text"] for e in eps]
    for i, p in enumerate(probes):
        tag = f"probe {i} ({p['subject']}/{p['slot']}/{p['kind']})"
        if p["kind"] not in KINDS or p["subject"] not in speakers or not p["question"]:
            errs.append(f"{tag}: kind/subject/question")
        if not p["gold"]:
            errs.append(f"{tag}: no gold")
        for v in p["gold"]:
            if not any(v in t for t in texts):
                errs.append(f"{tag}: gold {v!r} not in any episode")
        vals = set(p["values"])
        if not set(p["gold"]) | set(p["outdated"]) | set(p["abandoned"]) <= vals:
            errs.append(f"{tag}: values do not cover gold/outdated/abandoned")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"{tag}: gold overlaps outdated/abandoned")
        if (p["kind"] == "as_of") != (p.get("as_of_day") is not None):
            errs.append(f"{tag}: as_of_day")
        if p["kind"] == "coexisting" and len(p["gold"]) < 2:
            errs.append(f"{tag}: coexisting needs two values")
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    if not 10 <= len(speakers) <= 14:
        errs.append(f"{len(speakers)} people")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world)
        if world != again:
            errs.append("not deterministic")
        kinds: dict[str, int] = {}
        for p in world["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        people = {e["speaker"] for e in world["episodes"]}
        zh = sum(e["language"] == ZH for e in world["episodes"])
        print(f"seed {seed}: {len(world['episodes'])} episodes ({zh} zh), "
              f"{len(world['probes'])} probes {dict(sorted(kinds.items()))}, "
              f"{len(people)} people, {len(errs)} problems")  # fmt: skip
        for err in errs[:20]:
            print("  ", err)
        bad += bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
