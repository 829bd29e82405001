"""Blind text world ``blind_bn``: the group chat of a Plymouth open-water swimming group.

``generate(seed)`` invents ten to fourteen people (swimmers of all ages, a couple of coaches,
partners who tag along) chatting over two years: water temperatures, tides, jellyfish, cake,
lifts to Mount Batten.  Each person carries four to seven state slots (neighbourhood, employer,
wetsuit, car, phone carrier, post-swim drink, diet, energy supplier, bank, watch, streaming,
clubs, pets, instruments, languages being learnt) whose values change one to three times.

Changes are told straight out, shown by use, reported by someone else, told weeks late,
said with a slip and a correction, buried in long chatty lines, said as "we" for a
household, or by a person naming themselves.  Plans happen, are dropped, or fizzle.
Distractor lines name values of the same kinds without them being anyone's state.  About a
quarter of the writers write in simplified Chinese.

The returned dict is read by ``bench.states.load_text_world``; the probes carry gold,
outdated, abandoned and mentioned values.  Standard library only; deterministic per seed.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

START = "2023-03-06T07:00:00+00:00"
START_DT = datetime.fromisoformat(START)
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

# -- people -----------------------------------------------------------------------------------
# (name, language, pronoun key "f"/"m")
EN_PEOPLE = (
    ("Jess", "f"), ("Tom", "m"), ("Priya", "f"), ("Callum", "m"), ("Niamh", "f"),
    ("Dave", "m"), ("Harriet", "f"), ("Marcus", "m"), ("Olu", "m"), ("Becky", "f"),
    ("Ffion", "f"), ("Rory", "m"), ("Sunita", "f"), ("Gareth", "m"), ("Imogen", "f"),
    ("Kofi", "m"), ("Pete", "m"), ("Lou", "f"),
)  # fmt: skip
ZH_PEOPLE = (("陈静", "f"), ("周磊", "m"), ("Xiaoyu", "f"), ("刘洋", "m"), ("Mei", "f"),
             ("王浩", "m"))  # fmt: skip
PRON = {EN: {"f": ("she", "her"), "m": ("he", "him")}, ZH: {"f": ("她", "她"), "m": ("他", "他")}}
MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")  # fmt: skip

SPOTS = ("Tinside", "Firestone Bay", "Devil's Point", "Jennycliff", "Mount Batten", "Bovisand",
         "the Barbican steps", "Cawsand", "Wembury", "the Hoe")  # fmt: skip
ZH_SPRINKLES = ("加油", "好冷", "太棒了", "哈哈", "辛苦了")


@dataclass(frozen=True)
class Slot:
    """One kind of state: value pools and phrase fragments per language.

    Single-valued fragments (English): p = past verb phrase of the change ("moved to {v}"),
    v1 / v3 = present verb phrase for I / he-she, inf / ger = plan phrases, we = household
    past phrase, use = whole lines that show the value only by use, dist = whole lines that
    name a value that is nobody's state here, scoped = a line "{v} mostly, {x} for one thing".
    Multi-valued slots use v1 / v3 for holding, p for adding, rm for leaving, use2 for lines
    naming two held values together.  Chinese fragments use the same keys (no subject).
    """

    key: str
    multi: bool
    plans: bool
    household: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]


def _q(cur: str, hist: str, asof: str, plan: str) -> dict[str, str]:
    return {"current": cur, "historical": hist, "as_of": asof, "planning": plan,
            "coexisting": cur}  # fmt: skip


HOME = Slot(
    "neighbourhood", False, True, True,
    {EN: ("Mutley", "Peverell", "Plymstock", "Mannamead", "Stonehouse", "Devonport", "Hartley",
          "Oreston", "Saltash", "Ivybridge", "Lipson", "Compton", "Stoke")},
    {EN: _q("Which part of Plymouth does {n} live in now?",
            "Where did {n} live before the current place?",
            "Which part of Plymouth does {n} live in?", "Where is {n} planning to move to?"),
     ZH: _q("{n}现在住在普利茅斯哪个区？", "{n}之前住在哪里？", "{n}住在哪个区？",
            "{n}打算搬到哪里？")},
    {"p": ("moved to {v}", "got a flat in {v}", "finally made the move over to {v}"),
     "v1": ("live in {v}", "am living up in {v}"), "v3": ("lives in {v}", "has a place in {v}"),
     "inf": ("move to {v}", "look for a place in {v}"), "ger": ("moving to {v}", "buying in {v}"),
     "we": ("moved to {v}", "got the keys to a little terrace in {v}"),
     "use": ("The walk from my new place in {v} down to Tinside is twenty minutes, not bad at all.",
             "Anyone else live in {v}? Looking for a lift buddy now that I'm round here.",
             "Still unpacking boxes in {v} but I found the tow float, priorities sorted."),
     "dist": ("House prices in {v} are mental now, my cousin gave up looking.",
              "If I won the lottery I'd have one of those big houses in {v} with a sea view.",
              "Is parking in {v} as bad as everyone says?",
              "There's a new bakery in {v} apparently, someone report back.")},
    {"p": ("搬到{v}了", "在{v}租了个房子，已经搬进去了"), "v1": ("住在{v}",),
     "inf": ("搬去{v}",), "we": ("搬到{v}了",),
     "use": ("从{v}的新家走到Tinside二十分钟，还可以。", "{v}这边有人一起拼车吗？我刚搬过来。"),
     "dist": ("{v}的房价现在好离谱。", "我表哥在{v}看房子，看了半年还没买。")},
)  # fmt: skip

WETSUIT = Slot(
    "wetsuit", False, True, False,
    {EN: ("Orca", "Zone3", "Huub", "blueseventy", "Selkie Pro", "Kelpwear", "Saltskin")},
    {EN: _q("Which wetsuit brand does {n} swim in now?", "Which wetsuit did {n} use before?",
            "Which wetsuit brand does {n} swim in?", "Which wetsuit is {n} planning to buy?"),
     ZH: _q("{n}现在穿什么牌子的湿衣？", "{n}以前穿什么湿衣？", "{n}穿什么牌子的湿衣？",
            "{n}打算买什么湿衣？")},
    {"p": ("bought a {v} wetsuit", "switched to a {v} suit"),
     "v1": ("swim in a {v}", "wear a {v} suit"), "v3": ("swims in a {v}", "wears a {v} suit"),
     "inf": ("get a {v} wetsuit", "treat myself to a {v}"), "ger": ("getting a {v} wetsuit",),
     "use": ("The {v} is so much warmer round the shoulders, stayed in 40 mins today.",
             "Zipped myself into the {v} in record time this morning, no help needed for once.",
             "Small tear on the knee of my {v} already, anyone know a good repair place?"),
     "dist": ("Massive sale on {v} wetsuits at the shop on Vauxhall Street if anyone's looking.",
              "The {v} adverts are following me all over Instagram now.",
              "Is {v} any good or is it just hype?",
              "Saw a triathlete at Jennycliff in a {v}, very shiny.")},
    {"p": ("买了一件{v}的湿衣", "换成{v}的湿衣了"), "v1": ("穿{v}的湿衣",),
     "inf": ("买一件{v}的湿衣",),
     "use": ("新的{v}肩膀那里暖和多了，今天游了四十分钟。", "今天早上自己拉上了{v}的拉链，进步！"),
     "dist": ("Vauxhall Street那家店{v}的湿衣在打折。", "{v}真的好吗？还是只是广告做得好？")},
)  # fmt: skip

EMPLOYER = Slot(
    "employer", False, True, False,
    {EN: ("Derriford Hospital", "University of Plymouth", "Babcock", "Princess Yachts",
          "Tamar Bridge Roasters", "Harbourside Dental", "Plymouth City Council",
          "Barbican Gin Works", "Dartline Software", "Sutton Marine Supplies")},
    {EN: _q("Where does {n} work now?", "Where did {n} work before?", "Where does {n} work?",
            "Which job is {n} planning to take?"),
     ZH: _q("{n}现在在哪里工作？", "{n}以前在哪里工作？", "{n}在哪里工作？",
            "{n}打算去哪里工作？")},
    {"p": ("started at {v}", "took the job at {v}"),
     "v1": ("work at {v}", "am at {v} these days"), "v3": ("works at {v}", "is over at {v}"),
     "inf": ("apply for the job at {v}", "go to {v}"), "ger": ("applying to {v}",),
     "use": ("First week at {v} done, my inbox is already terrifying.",
             "Lunch break at {v}, sneaking a look at the tide times instead of eating.",
             "Can't do Thursday, {v} has me on a late shift."),
     "dist": ("{v} is hiring again, saw it on LinkedIn.",
              "My neighbour just got laid off from {v}, grim.",
              "Anyone know what it's like working at {v}? Asking for my nephew.")},
    {"p": ("去{v}上班了", "换工作了，现在在{v}"), "v1": ("在{v}工作",), "inf": ("去{v}工作",),
     "use": ("在{v}的第一周结束了，累死。", "周四来不了，{v}给我排了晚班。"),
     "dist": ("{v}又在招人了，LinkedIn上看到的。", "我邻居刚被{v}裁员了。")},
)  # fmt: skip

CAR = Slot(
    "car", False, True, True,
    {EN: ("Skoda Octavia", "Nissan Leaf", "VW Polo", "Toyota Yaris", "Honda Jazz", "Kia Niro",
          "Fiat Panda", "Volvo V70", "MG4")},
    {EN: _q("What car does {n} drive now?", "What car did {n} drive before?",
            "What car does {n} drive?", "Which car is {n} planning to get?"),
     ZH: _q("{n}现在开什么车？", "{n}以前开什么车？", "{n}开什么车？", "{n}打算买什么车？")},
    {"p": ("bought a {v}", "traded the old car in for a {v}"),
     "v1": ("drive a {v}", "get about in a {v}"), "v3": ("drives a {v}", "has a {v}"),
     "inf": ("buy a {v}", "get a {v}"), "ger": ("getting a {v}",),
     "we": ("bought a {v}", "swapped the family car for a {v}"),
     "use": ("Managed to fit three wetsuits, a flask and a dog into the {v}, impressive.",
             "Parked the {v} at Mount Batten, who needs a lift back into town?",
             "Sand all over the seats of the {v} again, worth it though."),
     "dist": ("Someone's {v} is blocking the slipway again, grr.",
              "Saw an advert for the new {v} on the side of a bus, cute colour.",
              "My dad keeps saying I should get a {v}, not happening."),
     "scoped": ("I drive the {v} for everything normally, but it's the {x} from the pool for work.",)},
    {"p": ("买了一辆{v}", "换了一辆{v}"), "v1": ("开{v}",), "inf": ("买一辆{v}",),
     "we": ("买了一辆{v}",),
     "use": ("{v}的后备箱装下了三件湿衣和一条狗，厉害。", "{v}停在Mount Batten了，谁要搭车回市区？"),
     "dist": ("又有一辆{v}挡住了下水的坡道。", "公交车上的{v}广告颜色挺好看。"),
     "scoped": ("平时开{v}，上班的时候开公司的{x}。",)},
)  # fmt: skip

PHONE = Slot(
    "phone_carrier", False, False, False,
    {EN: ("EE", "Vodafone", "O2", "giffgaff", "Tidal Mobile", "Smarty")},
    {EN: _q("Which mobile network is {n} on now?", "Which mobile network was {n} on before?",
            "Which mobile network is {n} on?", "Which network is {n} planning to switch to?"),
     ZH: _q("{n}现在用哪家手机运营商？", "{n}以前用哪家运营商？", "{n}用哪家运营商？",
            "{n}打算换哪家运营商？")},
    {"p": ("switched my phone over to {v}", "moved my mobile to {v}"),
     "v1": ("am on {v}", "use {v} for my phone"), "v3": ("is on {v}", "uses {v}"),
     "inf": ("switch to {v}",), "ger": ("switching to {v}",),
     "use": ("{v} signal at Firestone Bay is actually decent, sent you all the sunrise pics.",
             "Got a text from {v} saying my data's nearly gone, too many jellyfish videos."),
     "dist": ("{v} signal at Tinside is a joke, glad I'm not on it.",
              "Does anyone know if {v} works in Cawsand? Asking for the group swim.",
              "{v} are doing some deal with free roaming, seen the posters?"),
     "scoped": ("I'm on {v} for my own phone, but the work phone is {x}.",)},
    {"p": ("手机换到{v}了",), "v1": ("用{v}的卡",), "inf": ("换到{v}",),
     "use": ("{v}在Firestone Bay信号还挺好，照片都发上来了。",),
     "dist": ("{v}在Tinside根本没信号。", "有人知道{v}在Cawsand有信号吗？"),
     "scoped": ("我自己的手机用{v}，工作手机是{x}。",)},
)  # fmt: skip

DRINK = Slot(
    "post_swim_drink", False, False, False,
    {EN: ("oat flat white", "hot chocolate", "chai latte", "Yorkshire Tea", "Bovril",
          "green tea", "mocha"),
     ZH: ("姜茶", "热巧克力", "豆浆", "乌龙茶", "热柠檬水", "奶茶")},
    {EN: _q("What does {n} drink after a swim these days?", "What did {n} drink after swims before?",
            "What does {n} drink after a swim?", "What drink is {n} planning to switch to?"),
     ZH: _q("{n}现在游完泳喝什么？", "{n}以前游完泳喝什么？", "{n}游完泳喝什么？",
            "{n}打算改喝什么？")},
    {"p": ("switched my post-swim drink to {v}", "got completely hooked on {v} after swims"),
     "v1": ("have a {v} after every swim", "live on {v} after a dip"),
     "v3": ("has a {v} after every swim", "lives on {v} after a dip"),
     "inf": ("switch to {v}",), "ger": ("switching to {v}",),
     "use": ("{v} from the kiosk and my hands are finally thawing.",
             "Brought a flask of {v} for everyone, come find me by the steps."),
     "dist": ("The Hoe kiosk has a two-for-one on {v} this week.",
              "Who drinks {v} after a 12 degree swim? Madness.",
              "My gran used to swear by {v} for the shivers."),
     "scoped": ("{v} after most swims, but {x} when it's properly baltic.",)},
    {"p": ("游完泳改喝{v}了", "最近游完泳都喝{v}"), "v1": ("游完泳喝{v}",), "inf": ("改喝{v}",),
     "use": ("在kiosk买了杯{v}，手终于暖过来了。", "带了一壶{v}，大家来台阶那边找我。"),
     "dist": ("Hoe那个小亭子{v}买一送一。", "我奶奶说喝{v}能防抖，哈哈。"),
     "scoped": ("平时游完喝{v}，特别冷的时候喝{x}。",)},
)  # fmt: skip

DIET = Slot(
    "diet", False, True, False,
    {EN: ("vegetarian", "vegan", "pescatarian", "keto"), ZH: ("素食", "纯素", "生酮", "低碳水")},
    {EN: _q("What diet does {n} follow now?", "What diet did {n} follow before?",
            "What diet does {n} follow?", "What diet is {n} planning to try?"),
     ZH: _q("{n}现在吃什么饮食？", "{n}以前是什么饮食？", "{n}是什么饮食？",
            "{n}打算尝试什么饮食？")},
    {"p": ("went {v}", "properly went {v}"), "v1": ("am {v}", "have been {v} for a while"),
     "v3": ("is {v}", "has been {v} for a while"), "inf": ("go {v}", "try going {v}"),
     "ger": ("going {v}",),
     "use": ("Bringing a {v} bake for the Sunday social, don't panic, it's nice.",
             "Finding {v} food at the beach café is a nightmare, chips it is."),
     "dist": ("Apparently half the tri club is {v} now.", "Saw a documentary about going {v}, "
              "not convinced.", "My brother tried {v} for a week and lasted four days.")},
    {"p": ("开始吃{v}了", "改成{v}饮食了"), "v1": ("吃{v}",), "inf": ("试试{v}",),
     "use": ("周日聚餐我带{v}的菜，放心，好吃的。", "海边咖啡馆找{v}的东西太难了，只能吃薯条。"),
     "dist": ("听说tri club一半人都在吃{v}。", "我哥试了一周{v}，坚持了四天。")},
)  # fmt: skip

ENERGY = Slot(
    "energy_supplier", False, True, True,
    {EN: ("Octopus", "E.ON", "British Gas", "Tamar Energy", "Lumen Power", "OVO")},
    {EN: _q("Which energy supplier is {n} with now?", "Which energy supplier was {n} with before?",
            "Which energy supplier is {n} with?", "Which energy supplier is {n} planning to switch to?"),
     ZH: _q("{n}现在用哪家能源公司？", "{n}以前用哪家能源公司？", "{n}用哪家能源公司？",
            "{n}打算换哪家能源公司？")},
    {"p": ("switched to {v} for gas and electric", "moved our energy over to {v}"),
     "v1": ("am with {v} for energy", "get my gas and electric from {v}"),
     "v3": ("is with {v} for energy",), "inf": ("switch to {v}",), "ger": ("switching to {v}",),
     "we": ("switched to {v} for the energy", "moved the house over to {v}"),
     "use": ("The {v} app says my heated dryrobe drying habit is the worst offender.",
             "Just sent a meter reading to {v} with numb fingers, hope it's right."),
     "dist": ("{v} are putting prices up again apparently.",
              "Got a leaflet from {v} through the door, straight in the recycling.",
              "Has anyone actually had a good experience with {v}?")},
    {"p": ("电费换到{v}了",), "v1": ("用{v}的电",), "inf": ("换到{v}",), "we": ("家里换到{v}了",),
     "use": ("{v}的app说烘干湿衣最费电。", "刚给{v}报了电表读数，手冻得发抖。"),
     "dist": ("听说{v}又要涨价了。", "{v}的传单又塞进信箱了。")},
)  # fmt: skip

WATCH = Slot(
    "swim_watch", False, True, False,
    {EN: ("Garmin Swim 2", "Apple Watch", "Coros Pace 3", "Polar Vantage", "Wahoo Elemnt",
          "Suunto 9")},
    {EN: _q("Which watch does {n} track swims with now?", "Which watch did {n} use before?",
            "Which watch does {n} track swims with?", "Which watch is {n} planning to buy?"),
     ZH: _q("{n}现在用什么手表记录游泳？", "{n}以前用什么手表？", "{n}用什么手表？",
            "{n}打算买什么手表？")},
    {"p": ("upgraded to a {v}", "got myself a {v}"),
     "v1": ("track my swims on a {v}", "wear a {v} in the water"),
     "v3": ("tracks swims on a {v}", "wears a {v}"), "inf": ("buy a {v}",),
     "ger": ("getting a {v}",),
     "use": ("{v} says 2.3k, felt like about 5 with that chop.",
             "My {v} thinks I swam across to Drake's Island and back, GPS drift is wild."),
     "dist": ("My mate's {v} lost GPS for half the swim, he was fuming.",
              "The {v} is on offer at the big sports shop if anyone's tempted.",
              "Is the {v} waterproof enough for sea swimming, anyone know?")},
    {"p": ("换了一块{v}", "买了一块{v}"), "v1": ("用{v}记录游泳",), "inf": ("买一块{v}",),
     "use": ("{v}说我游了2.3公里，感觉像游了五公里。", "{v}以为我游到Drake's Island又回来了，GPS太飘。"),
     "dist": ("朋友的{v}游到一半GPS没了。", "{v}在打折，有人心动吗？")},
)  # fmt: skip

BANK = Slot(
    "bank", False, False, False,
    {EN: ("Monzo", "Starling", "Nationwide", "Barclays", "Drake Building Society", "Halifax")},
    {EN: _q("Which bank does {n} use now?", "Which bank did {n} use before?",
            "Which bank does {n} use?", "Which bank is {n} planning to move to?"),
     ZH: _q("{n}现在用哪家银行？", "{n}以前用哪家银行？", "{n}用哪家银行？", "{n}打算换哪家银行？")},
    {"p": ("moved my current account to {v}", "switched banks to {v}"),
     "v1": ("bank with {v}",), "v3": ("banks with {v}",), "inf": ("move to {v}",),
     "ger": ("moving to {v}",),
     "use": ("Just sent the kitty money for the Christmas swim from {v}, check you got it.",
             "{v} sent me a notification that I spent 40 quid on cake this month. Fair."),
     "dist": ("{v} are closing the branch on Royal Parade, end of an era.",
              "Anyone else had that scam text pretending to be {v}?",
              "My sister swears by {v}, I'm not convinced."),
     "scoped": ("{v} for day to day, but my savings sit with {x}.",)},
    {"p": ("把账户换到{v}了",), "v1": ("用{v}",), "inf": ("换到{v}",),
     "use": ("圣诞游泳的钱从{v}转过去了，查一下。",),
     "dist": ("{v}要关Royal Parade那个网点了。", "有人收到冒充{v}的诈骗短信吗？"),
     "scoped": ("日常用{v}，存款放在{x}。",)},
)  # fmt: skip

STREAM = Slot(
    "streaming", False, False, True,
    {EN: ("Netflix", "Disney+", "BritBox", "Prime Video", "Paramount+", "Apple TV+")},
    {EN: _q("Which streaming service does {n} have now?", "Which streaming service did {n} have before?",
            "Which streaming service does {n} have?", "Which streaming service is {n} planning to get?"),
     ZH: _q("{n}现在用哪个流媒体？", "{n}以前用哪个流媒体？", "{n}用哪个流媒体？",
            "{n}打算订哪个流媒体？")},
    {"p": ("cancelled everything and signed up to {v}", "switched my telly subscription to {v}"),
     "v1": ("only have {v} now",), "v3": ("only has {v}",), "inf": ("sign up to {v}",),
     "ger": ("getting {v}",), "we": ("cancelled the lot and kept just {v}", "switched over to {v}"),
     "use": ("Watched the whole Channel swim documentary on {v} last night, cried twice.",
             "{v} keeps recommending me shark films. Rude."),
     "dist": ("Is the new swimming drama on {v}? Can't find it anywhere.",
              "Everyone at work is talking about some show on {v}, no idea what it is.")},
    {"p": ("订阅换成{v}了",), "v1": ("只用{v}",), "inf": ("订{v}",), "we": ("家里只留了{v}",),
     "use": ("昨晚在{v}上看完了横渡英吉利海峡的纪录片，哭了两次。",),
     "dist": ("那个游泳的新剧是在{v}上吗？", "同事都在聊{v}上的一个剧。")},
)  # fmt: skip

CLUBS = Slot(
    "clubs", True, True, False,
    {EN: ("Tinside Dippers", "Plymouth Tri Club", "Mount Batten Bluetits", "Firestone Bay Swimmers",
          "Tamar Paddlers", "Plymouth Gig Club", "Hoe Lido Masters")},
    {EN: _q("Which clubs is {n} a member of now?", "Which club did {n} leave?",
            "Which club is {n} a member of?", "Which club is {n} planning to join?"),
     ZH: _q("{n}现在是哪些俱乐部的会员？", "{n}退出了哪个俱乐部？", "{n}是哪个俱乐部的会员？",
            "{n}打算加入哪个俱乐部？")},
    {"v1": ("swim with {v}", "am a member of {v}"), "v3": ("swims with {v}", "is in {v}"),
     "p": ("joined {v}", "signed up with {v}"), "rm": ("left {v}", "let my {v} membership lapse"),
     "inf": ("join {v}",), "ger": ("joining {v}",),
     "use2": ("Training with {v} on Tuesdays and {old} at the weekend now, knackered.",
              "Two club kits in the wash, {v} and {old}, the washing machine hates me."),
     "dist": ("{v} are doing a charity swim on the 14th, worth a look.",
              "Heard {v} lost their coach, anyone know what happened?",
              "Is {v} still meeting at 7 or did they move it?")},
    {"v1": ("是{v}的会员",), "p": ("加入了{v}",), "rm": ("退出了{v}",), "inf": ("加入{v}",),
     "use2": ("现在周二跟{v}练，周末还是跟{old}。",),
     "dist": ("{v}14号有个慈善游泳活动。", "听说{v}的教练走了。")},
)  # fmt: skip

PETS = Slot(
    "pets", True, True, True,
    {EN: ("Biscuit", "Nelson", "Luna", "Pickle", "Skipper", "Ziggy", "Marmite", "Dougal")},
    {EN: _q("Which pets does {n} have now?", "Which pet did {n} have before?",
            "Which pet does {n} have?", "Which pet is {n} planning to get?"),
     ZH: _q("{n}现在养了哪些宠物？", "{n}以前养的宠物叫什么？", "{n}养的宠物叫什么？",
            "{n}打算养什么宠物？")},
    {"v1": ("have a {sp} called {v}",), "v3": ("has a {sp} called {v}",),
     "p": ("adopted a {sp} called {v}", "brought home a {sp}, {v}"),
     "rm": ("rehomed {v} with my sister", "lost {v}, old age"),
     "inf": ("adopt a {sp} called {v}",), "ger": ("getting a {sp} called {v}",),
     "we": ("adopted a {sp} called {v}",),
     "use2": ("Walked {v} and {old} along the Hoe, {v} tried to follow me in.",
              "{v} and {old} shared the dryrobe this morning, so I just froze."),
     "dist": ("There's a {sp} called {v} who steals towels at Tinside, watch out.",
              "If I ever get a dog I'm calling it {v}, final answer.")},
    {"v1": ("养了一只{sp}，叫{v}",), "p": ("领养了一只{sp}，叫{v}",), "rm": ("把{v}送给我妹妹养了",),
     "inf": ("养一只{sp}，叫{v}",), "we": ("领养了一只{sp}，叫{v}",),
     "use2": ("带{v}和{old}去Hoe散步，{v}差点跟着我下水。",),
     "dist": ("Tinside有只叫{v}的{sp}专门偷毛巾。",)},
)  # fmt: skip
PET_SPECIES = {"Biscuit": ("spaniel", "小猎犬"), "Nelson": ("cat", "猫"), "Luna": ("lurcher", "灵缇"),
               "Pickle": ("terrier", "梗犬"), "Skipper": ("labrador", "拉布拉多"),
               "Ziggy": ("rabbit", "兔子"), "Marmite": ("cat", "猫"), "Dougal": ("collie", "牧羊犬")}  # fmt: skip

INSTRUMENTS = Slot(
    "instruments", True, True, False,
    {EN: ("ukulele", "guitar", "cello", "accordion", "fiddle", "bodhrán", "trumpet"),
     ZH: ("尤克里里", "吉他", "大提琴", "小提琴", "古筝", "钢琴")},
    {EN: _q("Which instruments does {n} play now?", "Which instrument did {n} give up?",
            "Which instrument does {n} play?", "Which instrument is {n} planning to learn?"),
     ZH: _q("{n}现在会弹哪些乐器？", "{n}放弃了哪个乐器？", "{n}弹什么乐器？",
            "{n}打算学什么乐器？")},
    {"v1": ("play the {v}",), "v3": ("plays the {v}",),
     "p": ("started learning the {v}", "took up the {v}"), "rm": ("gave up the {v}",),
     "inf": ("learn the {v}",), "ger": ("learning the {v}",),
     "use2": ("Practised the {v} for an hour then the {old} for ten minutes, neighbours thrilled.",
              "Bringing the {v} to the beach bonfire, the {old} stays home this time."),
     "dist": ("There was a bloke playing the {v} on the Barbican, surprisingly good.",
              "My kid wants to learn the {v}, send help.")},
    {"v1": ("弹{v}",), "p": ("开始学{v}了",), "rm": ("不弹{v}了",), "inf": ("学{v}",),
     "use2": ("练了一小时{v}，又弹了十分钟{old}，邻居应该很开心。",),
     "dist": ("Barbican有个人在弹{v}，还挺好听。", "我侄子想学{v}。")},
)  # fmt: skip

LANGUAGES = Slot(
    "languages_learning", True, True, False,
    {EN: ("Spanish", "Cornish", "Welsh", "Portuguese", "French", "Japanese", "Italian"),
     ZH: ("西班牙语", "法语", "日语", "德语", "意大利语")},
    {EN: _q("Which languages is {n} learning now?", "Which language did {n} stop learning?",
            "Which language is {n} learning?", "Which language is {n} planning to learn?"),
     ZH: _q("{n}现在在学哪些语言？", "{n}停了哪门语言？", "{n}在学什么语言？",
            "{n}打算学什么语言？")},
    {"v1": ("am learning {v}", "do a {v} class on Mondays"), "v3": ("is learning {v}",),
     "p": ("started {v} lessons", "signed up for a {v} evening class"),
     "rm": ("stopped the {v} lessons",), "inf": ("start {v}",), "ger": ("learning {v}",),
     "use2": ("Duolingo streak going strong: {v} in the morning, {old} before bed.",
              "Mixing up my {v} and my {old} vocab constantly now, it's a mess."),
     "dist": ("The library does free {v} conversation evenings, if anyone fancies it.",
              "Half the tourists at the Barbican today were speaking {v}.")},
    {"v1": ("在学{v}",), "p": ("开始学{v}了",), "rm": ("不学{v}了",), "inf": ("学{v}",),
     "use2": ("早上背{v}单词，晚上练{old}，脑子要炸了。",),
     "dist": ("图书馆有免费的{v}角。", "今天Barbican好多游客说{v}。")},
)  # fmt: skip

SLOTS = (HOME, WETSUIT, EMPLOYER, CAR, PHONE, DRINK, DIET, ENERGY, WATCH, BANK, STREAM, CLUBS,
         PETS, INSTRUMENTS, LANGUAGES)  # fmt: skip

# -- everyday chat (no state news; must not name any slot value) ------------------------------
FILLER_EN = (
    "Water was {temp} at {spot} this morning, brr.",
    "Who's in for {time} at {spot} tomorrow?",
    "Jellyfish spotted off {spot}, mostly moon jellies, nothing nasty.",
    "Tide's high at {time} on Saturday, perfect for {spot}.",
    "Anyone seen my blue tow float? Left it at {spot} I think.",
    "That sunrise though. Worth the alarm.",
    "Swell looks a bit much for {spot} today, maybe head round to the other side?",
    "Cake rota: I've got Sunday covered, someone take next week please.",
    "Does anyone have a spare pair of neoprene socks? Size 6ish.",
    "Met a seal at {spot}!! It just looked at me like I was an idiot.",
    "Lovely swim everyone, see you Thursday.",
    "Reminder: bright hats please, the boats can't see you otherwise.",
    "{temp} degrees and I still got in, I'm counting that as a win.",
    "Is the café at {spot} open in winter or is it just the summer?",
    "Anyone doing the Plymouth Breakwater swim this year?",
    "Ice cream after the swim was a mistake. Teeth still chattering.",
    "Somebody's left a towel with flamingos on it at {spot}, claim it.",
    "Proper mirror-flat at {spot} at {time}, you missed a treat.",
    "Forecast says gusts of 40 on Sunday, I vote we postpone.",
    "Thanks for the lift back, legend.",
    "Who had the flask of soup? Asking for my frozen self.",
    "Can we move Tuesday's swim to {time}? Work thing.",
    "Safety note: the current at {spot} was strong today, stay close to the shore.",
    "Did anyone else feel the cold shock today? Took me ages to get my breathing sorted.",
    "Sea is the colour of tea today after all the rain, maybe skip it.",
    "Happy birthday to our favourite mermaid! 🎂",
    "Photo from this morning's swim, look at that light.",
    "Plan for Sunday: meet at {spot} {time}, out to the buoy and back.",
    "Mackerel jumping all around us at {spot}, surreal.",
    "Coach says: long strokes, relax the shoulders, breathe out fully.",
    "Lost a glove somewhere between the car park and the steps, gutted.",
    "Remember the Boxing Day dip sign-up closes Friday.",
    "That moment when your feet stop hurting because you can't feel them anymore.",
    "My dryrobe smells like a wet labrador. Time for a wash.",
    "Goggles fogged the whole way, swam by vibes.",
    "We've moved the Sunday group swim to {spot} for the winter, pass it on.",
    "We raised over 600 quid with the sponsored dip, you lot are brilliant.",
    "{temp} in the water, {air} in the air. Glorious.",
)
FILLER_ZH = (
    "今天早上{spot}水温{temp}度，好冷。",
    "明天{time}有人去{spot}吗？",
    "{spot}那边有水母，小心一点。",
    "今天的日出太美了，早起值得。",
    "谁的浮标落在{spot}了？蓝色的。",
    "周日的蛋糕我来带。",
    "在{spot}看到海豹了！它一直盯着我看。",
    "浪有点大，今天要不要换个地方？",
    "谢谢大家，今天游得很开心。",
    "记得戴亮色泳帽，船才看得见。",
    "{temp}度我还是下水了，给自己点赞。",
    "周二能不能改到{time}？我有点事。",
    "手套丢了一只，在停车场和台阶之间。",
    "教练说：肩膀放松，呼气要呼干净。",
    "潮水周六{time}最高，适合去{spot}。",
    "我们周日的集体游泳冬天改去{spot}了。",
    "下了一周的雨，海水像咖啡一样的颜色，还是别游了。",
)
CHAT_BITS_EN = (
    "Water was glassy at {spot} earlier.", "My hands still haven't warmed up.",
    "The kids have been feral all week.", "Work has been a lot.",
    "Who's bringing cake on Sunday?", "That seal was back again today.",
    "Honestly the best swim of the year.", "Forecast looks grim for the weekend.",
)  # fmt: skip
CHAT_BITS_ZH = ("今天水好平。", "手到现在还没暖过来。", "这周工作好忙。", "周日谁带蛋糕？",
                "今天又看到那只海豹了。", "周末天气看起来不太好。")  # fmt: skip

# -- sentence frames ({P} = "I <past phrase>", {V1} = "I <present phrase>") --------------------
FR_EN = {
    "init": ("For the newcomers: {V1}.", "{V1}, for what it's worth.", "{b1} {V1}, by the way.",
             "Ha, {V1} too, small world.", "{V1} and have done for a while now."),
    "direct": ("Quick update: {P}.", "Well, {P}! Still feels strange.", "So... {P} last week 😅",
               "News from me: {P}.", "{P} at the weekend, very pleased with myself."),
    "neg": ("Not {old} any more, by the way: {P}.", "No more {old} for me. {P}.",
            "It's not {old} now, {P} a couple of weeks ago."),
    "late": ("Forgot to mention, {P} back in {month}.",
             "Meant to say ages ago: {P} in {month}, totally slipped my mind.",
             "Oh, did I never tell you lot? {P} back in {month}."),
    "third": ("Did you all hear? {n} {p3}. {Pro} told me on the steps.",
              "{n} {p3}, in case anyone wondered why {pro}'s been quiet.",
              "Gossip from the car park: {n} {p3}!"),
    "pro1": ("Had a lovely dip with {n} at {spot} earlier.", "Bumped into {n} at {spot} this morning.",
             "Caught up with {n} over a flask by the steps."),
    "pro2": ("{Pro} {v3} now, apparently, I had no idea.", "Turns out {pro} {v3} now.",
             "{Pro} was saying {pro} {v3} these days."),
    "long": ("{b1} {b2} Oh and {P}, long story, tell you Sunday. {b3}",
             "{b1} Anyway, in other news {P}, so that's that. {b2} See you at {spot}?"),
    "self": ("{n} here with a life update: {P}.", "Note from {n}: {P}, for anyone keeping track.",
             "Your correspondent {n} reporting: {P}."),
    "we": ("Big weekend for us: we {we}.", "We {we}, finally sorted.",
           "Household news: we {we}, {partner} is delighted."),
    "slip": ("Update: {P}!", "Right, done it: {P}."),
    "fix": ("*{v}, not {old}, sorry. Brain still frozen.",
            "Sorry, I meant {v}, not {old}. Typing with numb fingers."),
    "plan": ("I'm thinking of {ger}.", "Seriously considering {ger}, thoughts?",
             "Plan for this year: {inf}.", "I think I'm going to {inf}."),
    "done": ("Did it! {P}.", "Went through with it: {P}."),
    "pending": ("Next on the list: I'm going to {inf} in the spring.",
                "Decided: I'll {inf} once things calm down.", "Planning to {inf} next year, fingers crossed."),
    "drop": ("Scrap that idea about {ger}. {V1old}, and that's fine.",
             "Changed my mind, not going to {inf}. {V1old} still.",
             "Update on the big plan: not {ger} after all. Too much faff."),
    "drop0": ("Update on the big plan: not {ger} after all. Too much faff.",
              "Forget what I said about {ger}, not happening."),
    "fizzle": ("Idle thought: should I {inf}?", "Half tempted to {inf}. Discuss.",
               "Random thought on the swim: what if I {inf}? Anyway."),
    "add": ("{P} as well, on top of {old}.", "{P} too! Don't worry, {old} isn't going anywhere.",
            "Not content with {old}, {P} as well."),
    "add_late": ("Forgot to say, {P} back in {month}, alongside {old}.",),
    "add3": ("{n} {p3} too, on top of {old}, {pro} told me.", "Heard {n} {p3} as well as {old}!"),
    "rm": ("{R}, too much on at the moment.", "Sad news: {R}.", "{R}. Sticking with {keep}."),
    "ask": ("{n}, is it still {old} for you these days?", "Wait, {n}, is it not {old} any more?"),
    "nost": ("Weirdly miss {old}.", "Not missing {old} one bit.", "Saw something about {old} "
             "today and felt nothing, growth."),
}  # fmt: skip
FR_ZH = {
    "init": ("给新来的朋友介绍一下：我{V1}。", "我{V1}，顺便说一下。", "{b1}我{V1}。",
             "哈哈我也{V1}，世界真小。"),
    "direct": ("跟大家说一下，我{P}。", "我{P}！还有点不习惯。", "上周我{P}😅", "好消息：我{P}。"),
    "neg": ("不再是{old}了，我{P}。", "{old}已经不用了，我{P}。"),
    "late": ("忘了说，我{month}就{P}。", "一直忘了讲：我{month}{P}。"),
    "third": ("你们听说了吗？{n}{P}，{pro}在台阶那边跟我说的。", "八卦一下：{n}{P}！"),
    "pro1": ("今天早上在{spot}碰到{n}了。", "刚才和{n}在{spot}游了一圈。"),
    "pro2": ("{pro}说{pro}现在{v3}。", "原来{pro}现在{v3}了。"),
    "long": ("{b1}{b2}对了，我{P}，说来话长，周日细聊。{b3}", "{b1}另外，我{P}。{b2}"),
    "self": ("{n}报告一下：我{P}。", "{n}的近况更新：我{P}。"),
    "we": ("我们{we}。", "家里的大事：我们{we}，{partner}很高兴。"),
    "slip": ("更新一下：我{P}！",),
    "fix": ("打错了，是{v}，不是{old}。", "不好意思，我说错了，是{v}不是{old}。"),
    "plan": ("我在考虑{inf}。", "打算{inf}，大家觉得呢？"),
    "done": ("搞定了！我{P}。",),
    "pending": ("明年打算{inf}。", "决定了，等忙完这阵子就{inf}。"),
    "drop": ("算了，不{inf}了，还是{V1old}。", "改主意了，不{inf}了。"),
    "drop0": ("改主意了，不{inf}了。", "之前说的{inf}，算了，不搞了。"),
    "fizzle": ("有点想{inf}……", "游泳的时候突然想，要不要{inf}？算了。"),
    "add": ("我{P}，{old}也还在。", "我又{P}，不是不要{old}了哈。"),
    "add_late": ("忘了说，我{month}{P}，{old}也继续。",),
    "add3": ("{n}也{P}，{old}还在，{pro}跟我说的。",),
    "rm": ("我{R}，最近太忙了。", "难过，我{R}。"),
    "ask": ("{n}，你现在还是{old}吗？", "{n}你不是{old}吗？"),
    "nost": ("有点怀念{old}。", "一点都不怀念{old}。"),
}  # fmt: skip
REACT_EN = ("Ooh, nice one!", "Congrats!! 🎉", "Blimey, didn't see that coming.", "Love that for you.",
            "Good for you.", "Ha, about time.", "Noted 👍", "Wait what, since when?")  # fmt: skip
REACT_ZH = ("恭喜恭喜！", "哇，好厉害。", "收到👍", "真的假的？", "不错不错。")
LEAD_EN = ("Morning all.", "How's everyone doing?", "Anything new with anyone?", "Evening swimmers.",
           "Right, catch-up time.")  # fmt: skip
LEAD_ZH = ("大家早上好。", "最近怎么样？", "有什么新鲜事吗？")


@dataclass
class Person:
    name: str
    lang: str
    g: str
    role: str = "swimmer"
    partner: str | None = None
    sprinkle: bool = False


@dataclass
class Ep:
    day: int
    minute: int
    speaker: str
    text: str
    session: str
    lang: str
    filler: bool = False
    seq: int = 0


@dataclass
class Track:
    """One person's slot: its timeline and every value said about it."""

    person: Person
    slot: Slot
    # (actual day, day the group learns of it, values held from then on)
    history: list[tuple[int, int, tuple[str, ...]]] = field(default_factory=list)
    slips: set[str] = field(default_factory=set)
    mentioned: set[str] = field(default_factory=set)
    dropped: set[str] = field(default_factory=set)
    removed: list[str] = field(default_factory=list)
    pending: str | None = None
    free: list[str] = field(default_factory=list)

    def fresh(self) -> str | None:
        return self.free.pop() if self.free else None

    @property
    def held(self) -> list[str]:
        out: list[str] = []
        for _, _, vals in self.history:
            out += [v for v in vals if v not in out]
        return out


def month_of(day: int, lang: str) -> str:
    d = START_DT + timedelta(days=day)
    return MONTHS_EN[d.month - 1] if lang == EN else f"{d.month}月"


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s[:1].islower() and s[:1].isascii() else s


def third_person(t: str, g: str) -> str:
    """A first-person verb phrase read for he/she ("switched my phone" -> "switched her phone")."""
    pos = "her" if g == "f" else "his"
    t = re.sub(r"\bmyself\b", "herself" if g == "f" else "himself", t)
    return re.sub(r"\b(my|our)\b", pos, t)


def pool(slot: Slot, lang: str) -> tuple[str, ...]:
    return slot.pool.get(lang, slot.pool[EN])


def fill(
    t: str, lang: str, v: str | None = None, old: str | None = None, x: str | None = None
) -> str:
    sp = PET_SPECIES.get(v or "", ("pet", "宠物"))[0 if lang == EN else 1]
    for key, val in (("{v}", v), ("{old}", old), ("{x}", x)):
        if val and (val[0] in "AEIOaeio" or val.startswith("MG")):
            t = re.sub(r"\ba " + re.escape(key), "an " + key, t)
    return (
        t.replace("{v}", v or "")
        .replace("{old}", old or "")
        .replace("{x}", x or "")
        .replace("{sp}", sp)
    )


class Builder:
    """Collects conversations (sessions of a few lines) and the tracks they tell."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.eps: list[Ep] = []
        self.nsess = 0
        self.people: list[Person] = []
        self.by_name: dict[str, Person] = {}
        self.tracks: list[Track] = []

    # -- conversations -------------------------------------------------------------------
    def convo(self, day: int, lines: list[tuple[Person, str, bool]]) -> None:
        day = max(0, min(LAST_DAY, day))
        self.nsess += 1
        sess = f"bn-d{day:03d}-{self.nsess}"
        minute = self.rng.randint(330, 1250)
        for p, text, fil in lines:
            self.eps.append(Ep(day, minute, p.name, text, sess, p.lang, fil, len(self.eps)))
            minute += self.rng.randint(1, 9)

    def other(self, p: Person, prefer_partner: bool = False) -> Person:
        if prefer_partner and p.partner and self.rng.random() < 0.6:
            return self.by_name[p.partner]
        return self.rng.choice([q for q in self.people if q.name != p.name])

    def reporter(self, p: Person, slot: Slot) -> Person:
        """Someone who tells the group about p; for slots whose values are words of one
        language, someone who writes that language."""
        r = self.other(p, prefer_partner=True)
        if ZH in slot.pool and r.lang != p.lang:
            same = [q for q in self.people if q.lang == p.lang and q.name != p.name]
            r = self.rng.choice(same) if same else r
        return r

    def say(self, day: int, p: Person, texts: list[str] | str, react: float = 0.5) -> None:
        """The person's statement lines, maybe after a lead-in and before a reaction."""
        lines: list[tuple[Person, str, bool]] = []
        if self.rng.random() < 0.3:
            o = self.other(p)
            lines.append((o, self.rng.choice(LEAD_EN if o.lang == EN else LEAD_ZH), True))
        for t in [texts] if isinstance(texts, str) else texts:
            lines.append((p, t, False))
        if self.rng.random() < react:
            o = self.other(p)
            lines.append((o, self.rng.choice(REACT_EN if o.lang == EN else REACT_ZH), True))
        self.convo(day, lines)

    # -- phrases ---------------------------------------------------------------------------
    def frag(self, slot: Slot, lang: str, key: str, v: str | None = None, old: str | None = None,
             x: str | None = None) -> str | None:  # fmt: skip
        d = slot.en if lang == EN else slot.zh
        opts = d.get(key)
        if not opts and lang == ZH and key in ("v3", "ger"):
            opts = d.get("v1" if key == "v3" else "inf")
        if not opts:
            return None
        return fill(self.rng.choice(opts), lang, v, old, x)

    def bits(self, lang: str) -> dict[str, str]:
        src = CHAT_BITS_EN if lang == EN else CHAT_BITS_ZH
        b = self.rng.sample(src, 3)
        spot = self.rng.choice(SPOTS)
        return {"b1": b[0].replace("{spot}", spot), "b2": b[1].replace("{spot}", spot),
                "b3": b[2].replace("{spot}", spot), "spot": spot}  # fmt: skip

    def frame(self, lang: str, kind: str, **kw: str) -> str:
        t = self.rng.choice((FR_EN if lang == EN else FR_ZH)[kind])
        return cap(t.format(**{**self.bits(lang), **kw}))

    def pro(self, subject: Person, lang: str) -> dict[str, str]:
        s = PRON[lang][subject.g][0]
        return {"pro": s, "Pro": cap(s)}

    def first(self, slot: Slot, lang: str, key: str, v: str, old: str | None = None) -> str:
        """A first-person clause: "I moved to X" (English) or the bare phrase (Chinese)."""
        f = self.frag(slot, lang, key, v, old) or ""
        return ("I'm " + f[3:] if f.startswith("am ") else f"I {f}") if lang == EN else f

    def partner_word(self, p: Person) -> str:
        return p.partner or ("the other half" if p.lang == EN else "另一半")

    # -- state statements ------------------------------------------------------------------
    def tell_init(self, t: Track, day: int, v: str) -> None:
        p, s = t.person, t.slot
        if self.rng.random() < 0.25:  # someone else, then a pronoun pointing back
            r = self.reporter(p, s)
            l1 = self.frame(r.lang, "pro1", n=p.name)
            v3 = self.frag(s, r.lang, "v3", v) or ""
            if r.lang == EN:
                v3 = third_person(v3, p.g)
            l2 = self.frame(r.lang, "pro2", v3=v3, **self.pro(p, r.lang))
            self.convo(day, [(r, l1, False), (r, l2, False)])
            return
        self.say(day, p, self.frame(p.lang, "init", V1=self.first(s, p.lang, "v1", v)), 0.3)

    def tell_change(self, t: Track, day: int, old: str, v: str, nxt: int) -> int:
        """Tell a single-valued change that happened on `day`; return the day it is told."""
        p, s, lang, rng = t.person, t.slot, t.person.lang, self.rng
        modes = ["direct", "direct", "neg", "use", "third", "pronoun", "long", "self", "late",
                 "slip", "planned", "ask"]  # fmt: skip
        if s.household and s.en.get("we"):
            modes.append("we")
        mode = rng.choice(modes)
        if mode == "late" and (nxt - day < 70 or day > 660):
            mode = "direct"
        if mode == "slip" and not t.free:
            mode = "neg"
        P = self.first(s, lang, "p", v)
        if mode == "planned":
            plan_day = day - rng.randint(15, 45)
            prev_known = t.history[-1][1] if t.history else 0
            if plan_day > prev_known + 5:
                ger = self.frag(s, lang, "ger", v) or ""
                self.say(
                    plan_day,
                    p,
                    self.frame(lang, "plan", ger=ger, inf=self.frag(s, lang, "inf", v) or ""),
                    0.6,
                )
                self.say(day, p, self.frame(lang, "done", P=P), 0.6)
                return day
            mode = "direct"
        if mode == "ask":  # someone assumes the old value; the answer corrects it
            o = self.other(p)
            neg = self.frame(lang, "neg", P=P, old=old)
            no = rng.choice(("No! ", "Ha, no. ", "Nah. ")) if lang == EN else "不是啦，"
            self.convo(day, [(o, self.frame(o.lang, "ask", n=p.name, old=old), False),
                             (p, no + neg, False)])  # fmt: skip
        elif mode in ("direct", "neg", "long", "self"):
            self.say(day, p, self.frame(lang, mode, P=P, old=old, n=p.name))
        elif mode == "use":
            self.say(day, p, self.frag(s, lang, "use", v) or P, 0.3)
        elif mode == "we":
            we = self.frag(s, lang, "we", v) or ""
            self.say(day, p, self.frame(lang, "we", we=we, partner=self.partner_word(p)))
        elif mode == "late":
            told = day + rng.randint(18, 45)
            self.say(told, p, self.frame(lang, "late", P=P, month=month_of(day, lang)))
            return told
        elif mode == "slip":
            wrong = t.fresh() or old
            t.slips.add(wrong)
            self.say(day, p, [self.frame(lang, "slip", P=self.first(s, lang, "p", wrong)),
                              self.frame(lang, "fix", v=v, old=wrong)])  # fmt: skip
        else:  # third / pronoun: someone else tells it
            r = self.reporter(p, s)
            pro = self.pro(p, r.lang)
            if mode == "third":
                p3 = self.frag(s, r.lang, "p", v) or ""
                if r.lang == EN:
                    p3 = third_person(p3, p.g)
                self.say(day, r, self.frame(r.lang, "third", n=p.name, p3=p3, P=p3, **pro))
            else:
                v3 = self.frag(s, r.lang, "v3", v) or ""
                if r.lang == EN:
                    v3 = third_person(v3, p.g)
                self.convo(day, [(r, self.frame(r.lang, "pro1", n=p.name), False),
                                 (r, self.frame(r.lang, "pro2", v3=v3, **pro), False)])  # fmt: skip
        return day

    def tell_add(self, t: Track, day: int, old: str, v: str, nxt: int) -> int:
        """Tell a value added alongside the held ones; return the day it is told."""
        p, s, lang, rng = t.person, t.slot, t.person.lang, self.rng
        mode = rng.choice(("add", "add", "use2", "third", "late", "we"))
        if mode == "late" and (nxt - day < 70 or day > 660):
            mode = "add"
        if mode == "we" and not (s.household and s.en.get("we")):
            mode = "add"
        P = self.first(s, lang, "p", v)
        if mode == "add":
            self.say(day, p, self.frame(lang, "add", P=P, old=old))
        elif mode == "use2":
            self.say(day, p, self.frag(s, lang, "use2", v, old) or P, 0.3)
        elif mode == "we":
            we = self.frag(s, lang, "we", v) or ""
            line = self.frame(lang, "we", we=we, partner=self.partner_word(p))
            self.say(day, p, line + (f" {old} is sulking." if lang == EN else f"{old}有点吃醋。"))
        elif mode == "late":
            told = day + rng.randint(18, 45)
            self.say(told, p, self.frame(lang, "add_late", P=P, old=old, month=month_of(day, lang)))
            return told
        else:
            r = self.reporter(p, s)
            p3 = self.frag(s, r.lang, "p", v) or ""
            if r.lang == EN:
                p3 = third_person(p3, p.g)
            self.say(day, r, self.frame(r.lang, "add3", n=p.name, p3=p3, P=p3, old=old,
                                        **self.pro(p, r.lang)))  # fmt: skip
        return day

    def tell_remove(self, t: Track, day: int, gone: str, keep: str) -> None:
        p, s, lang = t.person, t.slot, t.person.lang
        R = self.first(s, lang, "rm", gone)
        self.say(day, p, self.frame(lang, "rm", R=R, keep=keep))

    # -- plans, scope, distractors ----------------------------------------------------------
    def tell_plan(self, t: Track, day: int, v: str, kind: str, old: str | None = None) -> None:
        p, s, lang = t.person, t.slot, t.person.lang
        inf = self.frag(s, lang, "inf", v) or ""
        ger = self.frag(s, lang, "ger", v) or ""
        V1old = self.first(s, lang, "v1", old) if old else ""
        if kind == "drop" and not old:
            kind = "drop0"
        self.say(day, p, self.frame(lang, kind, inf=inf, ger=ger, V1old=V1old), 0.5)

    def tell_scoped(self, t: Track, day: int, v: str, x: str) -> None:
        line = self.frag(t.slot, t.person.lang, "scoped", v, x=x)
        if line:
            self.say(day, t.person, cap(line), 0.3)

    def tell_dist(self, t: Track, day: int, v: str) -> None:
        line = self.frag(t.slot, t.person.lang, "dist", v)
        if line:
            self.say(day, t.person, cap(line), 0.6)

    def tell_nost(self, t: Track, day: int, old: str) -> None:
        self.say(day, t.person, self.frame(t.person.lang, "nost", old=old), 0.4)

    # -- timelines -------------------------------------------------------------------------
    def spread(self, lo: int, hi: int, k: int, gap: int) -> list[int]:
        if k <= 0:
            return []
        for _ in range(60):
            days = sorted(self.rng.sample(range(lo, hi), k))
            if all(b - a >= gap for a, b in zip([lo - gap, *days], days, strict=False)):
                return days
        step = (hi - lo) // (k + 1)
        return [lo + step * (i + 1) for i in range(k)]

    def gaps(self, t: Track, need: int) -> list[tuple[int, int]]:
        """Quiet stretches between one value becoming known and the next change."""
        out = []
        for i in range(len(t.history) - 1):
            lo, hi = t.history[i][1] + 6, t.history[i + 1][0] - 50
            if hi - lo >= need:
                out.append((lo, hi))
        return out

    def build_single(self, t: Track) -> None:
        rng, p, s = self.rng, t.person, t.slot
        vals = list(pool(s, p.lang))
        rng.shuffle(vals)
        n_ch = min(rng.choice((1, 1, 2, 2, 2, 3)), len(vals) - 2)
        held, t.free = vals[: n_ch + 1], vals[n_ch + 1 :]
        init = rng.randint(0, 60) if rng.random() < 0.6 else rng.randint(60, 220)
        days = self.spread(init + 45, 690, max(1, min(n_ch, (690 - init) // 120)), 60)
        held, t.free = held[: len(days) + 1], held[len(days) + 1 :] + t.free
        self.tell_init(t, init, held[0])
        t.history.append((init, init, (held[0],)))
        for i, d in enumerate(days):
            nxt = days[i + 1] if i + 1 < len(days) else LAST_DAY + 1
            told = self.tell_change(t, d, held[i], held[i + 1], nxt)
            t.history.append((d, told, (held[i + 1],)))
        self.extras(t)

    def build_multi(self, t: Track) -> None:
        rng, p, s = self.rng, t.person, t.slot
        vals = list(pool(s, p.lang))
        rng.shuffle(vals)
        t.free = vals[1:]
        v0 = vals[0]
        init = rng.randint(0, 60) if rng.random() < 0.6 else rng.randint(60, 200)
        self.tell_init(t, init, v0)
        t.history.append((init, init, (v0,)))
        third = rng.random() < 0.45
        d1 = rng.randint(init + 45, 420 if third else 640)
        d2 = rng.randint(d1 + 110, 650) if third else LAST_DAY + 1
        v1 = t.fresh() or v0
        told = self.tell_add(t, d1, v0, v1, d2)
        t.history.append((d1, told, (v0, v1)))
        if third:
            v2 = t.fresh() or v0
            told = self.tell_add(t, d2, rng.choice((v0, v1)), v2, LAST_DAY + 1)
            t.history.append((d2, told, (v0, v1, v2)))
            if rng.random() < 0.55 and told + 50 < 715:
                d3 = rng.randint(told + 40, 715)
                gone = rng.choice((v0, v1))
                keep = tuple(v for v in (v0, v1, v2) if v != gone)
                self.tell_remove(t, d3, gone, keep[-1])
                t.history.append((d3, d3, keep))
                t.removed.append(gone)
        self.extras(t)

    def extras(self, t: Track) -> None:
        """Dropped plans, fizzled musings, a pending plan, a scoped exception, distractors."""
        rng, s = self.rng, t.slot
        last_known = max(h[1] for h in t.history)
        gaps = self.gaps(t, 40)
        if s.plans and gaps and t.free and rng.random() < 0.4:
            lo, hi = rng.choice(gaps)
            a = rng.randint(lo, hi - 35)
            v = t.fresh() or ""
            old = [h for h in t.history if h[0] <= a][-1][2][-1]
            self.tell_plan(t, a, v, "plan")
            self.tell_plan(t, a + rng.randint(12, 34), v, "drop", old if not s.multi else None)
            t.dropped.add(v)
        gaps = self.gaps(t, 10)
        if gaps and t.free and rng.random() < 0.3:
            lo, hi = rng.choice(gaps)
            v = t.fresh() or ""
            self.tell_plan(t, rng.randint(lo, hi), v, "fizzle")
            t.dropped.add(v)
        lo = max(last_known + 25, 590)
        if s.plans and t.free and lo < 722 and rng.random() < 0.35:
            t.pending = t.fresh()
            self.tell_plan(t, rng.randint(lo, 722), t.pending or "", "pending")
        if (
            not s.multi
            and s.en.get("scoped")
            and t.free
            and last_known < 700
            and rng.random() < 0.4
        ):
            x = t.fresh() or ""
            self.tell_scoped(t, rng.randint(last_known + 8, 725), t.history[-1][2][-1], x)
            t.mentioned.add(x)
        for _ in range(rng.randint(0, 2)):
            if t.free:
                v = t.fresh() or ""
                self.tell_dist(t, rng.randint(0, LAST_DAY), v)
                t.mentioned.add(v)
        gone = [v for v in t.held if v not in t.history[-1][2]]
        if gone and last_known < 700 and rng.random() < 0.35:
            self.tell_nost(t, rng.randint(last_known + 5, LAST_DAY), rng.choice(gone))

    # -- chat ------------------------------------------------------------------------------
    def filler(self, day: int) -> None:
        rng = self.rng
        lines = []
        for _ in range(rng.choice((1, 1, 2, 2, 3, 4))):
            p = rng.choice(self.people)
            t = rng.choice(FILLER_EN if p.lang == EN else FILLER_ZH)
            t = t.format(spot=rng.choice(SPOTS), temp=f"{rng.uniform(8.5, 19.5):.1f}",
                         air=str(rng.randint(2, 24)),
                         time=rng.choice(("6:30", "7am", "7:15", "8am", "noon", "5:30pm", "6pm")))  # fmt: skip
            if p.sprinkle and rng.random() < 0.35:
                t = f"{t} {rng.choice(ZH_SPRINKLES)}!"
            lines.append((p, t, True))
        self.convo(day, lines)

    # -- people ----------------------------------------------------------------------------
    def cast(self) -> None:
        rng = self.rng
        n = rng.randint(10, 14)
        n_zh = max(2, round(n * rng.uniform(0.22, 0.3)))
        people = [Person(nm, EN, g) for nm, g in rng.sample(EN_PEOPLE, n - n_zh)]
        people += [Person(nm, ZH, g) for nm, g in rng.sample(ZH_PEOPLE, n_zh)]
        rng.shuffle(people)
        for p in people[:2]:
            p.role = "coach"
        rest = people[2:]
        for a, b in ((rest[0], rest[1]), (rest[2], rest[3])):
            a.partner, b.partner, b.role = b.name, a.name, "partner"
        for p in [q for q in rest[4:] if q.lang == EN][:2]:
            p.sprinkle = True
        self.people = people
        self.by_name = {p.name: p for p in people}

    def assign_slots(self) -> None:
        rng = self.rng
        chosen: dict[str, list[Slot]] = {}
        for p in self.people:
            taken = {s.key for s in chosen.get(p.partner or "", []) if s.household}
            avail = [s for s in SLOTS if s.key not in taken]
            chosen[p.name] = rng.sample(avail, rng.randint(4, 7))
        while sum(len(v) for v in chosen.values()) < 54:
            p = rng.choice([q for q in self.people if len(chosen[q.name]) < 7])
            taken = {s.key for s in chosen.get(p.partner or "", []) if s.household}
            avail = [s for s in SLOTS if s not in chosen[p.name] and s.key not in taken]
            chosen[p.name].append(rng.choice(avail))
        for p in self.people:
            for s in chosen[p.name]:
                self.tracks.append(Track(p, s))

    # -- probes ----------------------------------------------------------------------------
    def probes_for(self, t: Track) -> list[dict[str, Any]]:
        rng, p, s = self.rng, t.person, t.slot
        qs = s.q[p.lang]
        everything = set(t.held) | t.slips | t.mentioned | t.dropped
        if t.pending:
            everything.add(t.pending)
        cur = list(t.history[-1][2])

        def probe(kind: str, gold: list[str], **kw: Any) -> dict[str, Any]:
            d = {"subject": p.name, "kind": kind, "question": qs[kind].format(n=p.name),
                 "slot": s.key, "gold": sorted(gold), "outdated": [], "values": sorted(everything),
                 "abandoned": sorted(t.dropped)}  # fmt: skip
            d.update(kw)
            return d

        out = []
        if s.multi:
            out.append(probe("coexisting", cur, outdated=sorted(t.removed)))
            if t.removed:
                out.append(probe("historical", list(t.removed)))
        else:
            old = [v for v in t.held if v not in cur] + sorted(t.slips - set(cur))
            out.append(probe("current", cur, outdated=old))
            if len(t.held) >= 2 and rng.random() < 0.7:
                out.append(probe("historical", [t.history[-2][2][-1]]))
        windows = []
        for i in range(len(t.history) - 1):
            lo, hi = t.history[i][1] + 4, t.history[i + 1][0] - 4
            if hi - lo >= 8:
                windows.append((lo, hi, list(t.history[i][2])))
        if windows and rng.random() < (0.4 if s.multi else 0.55):
            lo, hi, gold = rng.choice(windows)
            out.append(probe("as_of", gold, as_of_day=rng.randint(lo, hi)))
        if t.pending:
            out.append(probe("planning", [t.pending]))
        return out


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: start time, episodes in time order, probes (see the module doc)."""
    b = Builder(seed)
    b.cast()
    b.assign_slots()
    for t in b.tracks:
        (b.build_multi if t.slot.multi else b.build_single)(t)
    target = b.rng.randint(580, 760)
    while len(b.eps) < target:
        b.filler(b.rng.randint(0, LAST_DAY))
    spare = [e.seq for e in b.eps if e.filler]  # lead-ins and reactions can go if too many
    b.rng.shuffle(spare)
    cut = set(spare[: max(0, len(b.eps) - 780)])
    eps = sorted((e for e in b.eps if e.seq not in cut), key=lambda e: (e.day, e.minute, e.seq))
    probes = [pr for t in b.tracks for pr in b.probes_for(t)]
    optional = [i for i, pr in enumerate(probes) if pr["kind"] in ("as_of", "historical")]
    b.rng.shuffle(optional)
    drop = set(optional[: max(0, len(probes) - b.rng.randint(118, 140))])
    probes = [pr for i, pr in enumerate(probes) if i not in drop]
    return {
        "generator": "blind_bn",
        "seed": seed,
        "start": START,
        "people": [
            {"name": p.name, "language": p.lang, "role": p.role, "partner": p.partner}
            for p in b.people
        ],  # fmt: skip
        "episodes": [
            {
                "day": e.day,
                "minute": e.minute,
                "speaker": e.speaker,
                "text": e.text,
                "session": e.session,
                "language": e.lang,
            }
            for e in eps
        ],  # fmt: skip
        "probes": probes,
        "_filler": [i for i, e in enumerate(eps) if e.filler],
    }


# -- self-check ---------------------------------------------------------------------------------
def _mentions(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    pat = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pat, text, re.IGNORECASE) is not None


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in a generated world (empty when it is sound)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    texts = [e["text"] for e in eps]
    allvals = {v for s in SLOTS for vs in s.pool.values() for v in vs}
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    if not 10 <= len(world["people"]) <= 14:
        errs.append(f"{len(world['people'])} people")
    names = {p["name"] for p in world["people"]}
    last = (-1, -1)
    for e in eps:
        if not (0 <= e["day"] <= LAST_DAY and e["language"] in (EN, ZH) and e["text"].strip()):
            errs.append(f"bad episode {e}")
        if e["speaker"] not in names or "{" in e["text"] or "}" in e["text"]:
            errs.append(f"bad speaker or unfilled template: {e}")
        if (e["day"], e["minute"]) < last:
            errs.append(f"out of order: {e}")
        last = (e["day"], e["minute"])
    for i in world["_filler"]:
        hit = [v for v in allvals if _mentions(texts[i], v)]
        if hit:
            errs.append(f"filler names a value {hit}: {texts[i]}")
    for pr in probes:
        gold, out, ab = set(pr["gold"]), set(pr["outdated"]), set(pr["abandoned"])
        if pr["kind"] not in KINDS or pr["subject"] not in names or not gold:
            errs.append(f"bad probe {pr}")
        if not gold <= set(pr["values"]) or gold & out or gold & ab:
            errs.append(f"gold overlaps outdated/abandoned or not in values: {pr}")
        for g in gold:
            if not any(g in t for t in texts):
                errs.append(f"gold {g!r} said nowhere: {pr['question']}")
        if (pr["kind"] == "as_of") != ("as_of_day" in pr):
            errs.append(f"as_of_day mismatch: {pr}")
        elif pr["kind"] == "as_of" and not any(
            g in e["text"] and e["day"] <= pr["as_of_day"] for g in gold for e in eps
        ):
            errs.append(f"as_of gold not yet said by then: {pr}")
        if not re.fullmatch(r"[a-z_]+", pr["slot"]):
            errs.append(f"slot key {pr['slot']}")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        w = generate(seed)
        if w != generate(seed):
            print(f"seed {seed}: not deterministic")
            bad += 1
        errs = validate(w)
        kinds: dict[str, int] = {}
        for pr in w["probes"]:
            kinds[pr["kind"]] = kinds.get(pr["kind"], 0) + 1
        zh = sum(e["language"] == ZH for e in w["episodes"])
        print(f"seed {seed}: {len(w['people'])} people, {len(w['episodes'])} episodes "
              f"({zh} zh), {len(w['probes'])} probes {kinds}")  # fmt: skip
        for e in errs[:10]:
            print("  ERROR", e)
        bad += bool(errs)
    print("ok" if not bad else f"{bad} seed(s) failed")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
