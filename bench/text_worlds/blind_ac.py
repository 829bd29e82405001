"""Blind text world ``blind_ac``: a Bristol bike-repair co-op's group chat.

Volunteers and regulars of a bike-repair co-op under the railway arches, their flatmates and
partners, and a few Chinese-speaking engineering postgraduates who fix bikes there on
Saturdays, chat over two years.  Most lines are everyday chat (brake pads, the kettle, the
weather, the rota).  Scattered through it, each person's state changes: where they live, where
they work, their role at the co-op, phone network, bank, energy supplier, diet, gym, CAD
software, and the bikes, clubs, instruments, pets and languages they collect.

State news is told in many ways: straight out, only by use ("cycling home to X..."), by
somebody else, through a pronoun after a name, weeks late, as a correction, inside a long
chatty line, as plans that happen, plans that are dropped and daydreams that never go
anywhere.  Distractors name values of the same kind without being anyone's state.  About a
quarter of the people write in simplified Chinese.

``generate(seed)`` returns the dict read by ``bench.states.load_text_world``.  Standard library
only; deterministic given the seed.  ``python -m bench.text_worlds.blind_ac`` runs a self-check.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_ac"
START = "2023-03-04T09:00:00+00:00"
START_DT = datetime.fromisoformat(START)
LAST_DAY = 728
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

EN_PEOPLE = (("Maya", "she"), ("Tom", "he"), ("Priya", "she"), ("Dave", "he"), ("Rhiannon", "she"),
             ("Kwame", "he"), ("Hattie", "she"), ("Fergus", "he"), ("Niamh", "she"), ("Ollie", "he"),
             ("Bex", "she"), ("Jonah", "he"), ("Imogen", "she"), ("Callum", "he"), ("Sian", "she"),
             ("Marek", "he"), ("Lottie", "she"), ("Gus", "he"))  # fmt: skip
ZH_PEOPLE = (("Haoran", "he"), ("Xiaoyu", "she"), ("Jiawei", "he"), ("Mengqi", "she"),
             ("Zihan", "she"), ("Boyang", "he"), ("Yuting", "she"), ("Tianyi", "he"))  # fmt: skip
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip

# -- generic wrappers around a slot's clauses ------------------------------------------------
# {new} first-person change clause, {pres} first-person present clause, {t} third-person
# clause, {inf} infinitive phrase, {w} month of the change, {fa}/{fb} small talk, {P} pronoun.
WRAP = {
    EN: {
        "intro": (
            "{Pres}, for anyone who didn't know.",
            "{Pres}.",
            "Me? {Pres}.",
            "{Pres}, for what it's worth.",
            "Since people keep asking: {pres}.",
            "Answering {a}'s question from earlier: {pres}.",
            "{Pres}, since you asked.",
            "Not that anyone asked, but {pres}.",
        ),
        "direct": (
            "{New}.",
            "Small update: {new}.",
            "{New}. Happened last week, finally.",
            "So {new}. Feels weird but good.",
            "Quick one: {new}, in case it matters to anyone.",
            "News from me, {new}. Took long enough.",
        ),
        "late": (
            "Forgot to mention, {new} back in {w}.",
            "Oh, I never told you lot: {new} in {w}.",
            "Should've said ages ago, {new} in {w}. Slipped my mind.",
            "Not sure I ever said, but {new} in {w}.",
        ),
        "long": (
            "{Fa}. Anyway, {new}, {fb}",
            "{Fa}, and oh yeah, {new}, {fb}",
            "{Fa}; also {new}; {fb}",
        ),
        "self": ("{n} here, {new}.", "For the record: {t}.", "Public service announcement: {t}."),
        "third": (
            "Heard {t}.",
            "Did you all know {t}? Big news.",
            "Apparently {t}, {n} correct me if not.",
            "Not my news to share but {t}, so be nice.",
        ),
        "pron_intro": (
            "Bumped into {n} on Gloucester Road earlier.",
            "{n} came by on Thursday to borrow the headset press.",
            "Had a pint with {n} at the Cat and Wheel last night.",
            "{n} was in the workshop yesterday fixing a wobbly back wheel.",
        ),
        "pron_aside": (
            "How's {p} doing?",
            "Oh nice, haven't seen {p2} in ages.",
            "Tell {p2} we miss the cake.",
        ),
        "pron": (
            "{P} told me {t}.",
            "Apparently {t}.",
            "{P} was saying {t}, sounds like a good call.",
            "{P} mentioned {t}.",
        ),
        "confirm": ("Yep, true.", "Guilty.", "Ha, word travels fast.", "Yes! Was going to say."),
        "plan": (
            "Thinking of trying to {inf} in the new year.",
            "I'm planning to {inf}, anyone done it?",
            "Seriously considering whether to {inf}.",
            "Plan is to {inf} by the summer.",
        ),
        "drop": (
            "Scrap the idea to {inf}, not happening.",
            "Update on trying to {inf}: decided against it.",
            "Not going to {inf} after all, too much faff.",
        ),
        "never": (
            "Half tempted to {inf}, but I say that every year.",
            "In another life I'd {inf}. Not this one though.",
            "Every January I swear I'll {inf}, and every February I don't.",
        ),
        "neg": (
            "No, not {o} any more, {pres}.",
            "Not since {w}! {Pres} now.",
            "Ha, no, {pres} these days.",
            "Nope, {o} is ancient history, {pres}.",
        ),
        "slip": (
            "Sorry, I meant {v}, not {x}. No idea why I typed that.",
            "*{v}, not {x}. Autocorrect.",
            "Wait, {v}, I mean. Not {x}. Long day.",
        ),
        "echo": ("Can confirm, {v} it is.", "Yep. Still getting used to {v}.", "Can confirm."),
    },
    ZH: {
        "intro": (
            "{pres}，跟大家说一下。",
            "{pres}。",
            "我啊，{pres}，好久了。",
            "回答{a}刚才的问题：{pres}。",
        ),
        "direct": ("{new}。", "跟大家说一下，{new}。", "{new}，上周的事。", "报告一下，{new}。"),
        "late": (
            "忘了说，{w}的时候{new}。",
            "之前一直没说，{w}{new}。",
            "好像没跟你们讲过，{w}就{new}。",
        ),
        "long": ("{fa}，对了，{new}，{fb}", "{fa}。另外{new}。{fb}"),
        "self": ("{t}，{n}本人确认。",),
        "third": ("听说{t}。", "{t}，你们知道吗？", "{t}，{n}你自己说是不是。"),
        "pron_intro": ("今天在车棚碰到{n}了。", "刚才和{n}一起吃了饭。", "{n}下午来修车了。"),
        "pron_aside": ("{p}最近怎么样？", "好久没见{p}了。"),
        "pron": ("{P}说{t}。", "听{P}说{t}。", "{P}跟我说{t}。"),
        "confirm": ("对的。", "是的哈哈。", "消息传得真快。"),
        "plan": ("在考虑{inf}。", "打算明年{inf}，有人了解吗？", "我想{inf}，你们觉得呢？"),
        "drop": (
            "{inf}的事算了，不搞了。",
            "之前说要{inf}，后来放弃了。",
            "不打算{inf}了，太麻烦。",
        ),
        "never": ("有时候也想{inf}，想想而已。", "每年都说要{inf}，每年都没有。"),
        "neg": ("不是{o}了，{pres}。", "早就不是{o}了，{pres}。", "{w}以后就不是{o}了，{pres}。"),
        "slip": ("打错了，是{v}，不是{x}。", "不好意思，我说的是{v}，不是{x}。"),
        "echo": ("对，现在是{v}。", "是的。"),
    },
}

SMALL = {
    EN: {
        "fa": (
            "Knackered after truing wheels all afternoon and the kettle's broken again",
            "Rained on the whole way in, my socks are soup",
            "Someone left a box of inner tubes on the doorstep, no note, very mysterious",
            "Spent my whole lunch break watching a man fail to park a van",
            "The heating in the arches is doing that clanking thing again",
            "Finally found the missing cone spanner, it was in the fridge, don't ask",
            "My nan rang to ask if I still 'do the bicycles'",
            "Had the best pasty of my life at the market",
        ),
        "fb": (
            "who's bringing biscuits on Saturday?",
            "anyway, see you all at the stand.",
            "someone please fix the kettle.",
            "right, back to it.",
            "don't tell my mother.",
            "also we're out of brake blocks again.",
            "that's all my news, over and out.",
            "and I still owe someone a fiver, speak up.",
        ),
    },
    ZH: {
        "fa": (
            "今天实验室又停电了",
            "下午骑车回来淋成落汤鸡",
            "周六车棚的水壶又坏了",
            "昨天论文被导师改得满篇红",
            "食堂今天居然有饺子",
        ),
        "fb": ("周六见。", "先这样，我去吃饭了。", "谁周六带点零食？", "累死了。", "大家加油。"),
    },
}

# -- everyday chat with no state news ({a} = another person in the chat) --------------------
FILLER = {
    EN: (
        "Anyone know where the 15mm spanner went? It's not on the board.",
        "Kettle's fixed. You're welcome.",
        "Saturday was mental, I counted twenty-three punctures.",
        "Can someone cover the Wednesday evening session? I've got a thing.",
        "A kid brought in a bike with the fork on backwards and was so proud of it.",
        "Reminder: the parts bin is not a bin.",
        "Who ate the last of the flapjack? There were witnesses.",
        "Heavy rain forecast for Saturday, bring a towel and a sense of humour.",
        "Does anyone have a spare 9-speed chain? Customer's is basically rust.",
        "{a}, you left your hi-vis on the hook again.",
        "The donated bikes from the police auction arrived. Some of them are... ambitious.",
        "Spoke key has gone walkabout again, please put things back.",
        "Great session tonight, thanks all.",
        "Just seen a fox on a tandem. Well, near a tandem.",
        "If anyone's passing the wholesalers can you grab more brake cable?",
        "Is the stand still wobbly or did someone tighten it?",
        "Bottom bracket tool is in the red box now, I moved it, sorry.",
        "The Harbour looked gorgeous this morning, the mist was sitting right on the water.",
        "Who's on tea duty? Asking for my sanity.",
        "{a} that bodge on the mudguard is a thing of beauty.",
        "Happy birthday {a}! Cake at the arches Saturday.",
        "Anyone going to the Balloon Fiesta? Apparently it's on if the wind behaves.",
        "Someone has labelled all the drawers. Whoever you are, I love you.",
        "Dropped a pannier full of shopping on Park Street, eggs are now an omelette.",
        "Wheel truing workshop sign-up sheet is on the door.",
        "Do we have any 700c tubes left or did Saturday clear us out?",
        "The new volunteer asked what a quick release was and I nearly cried with joy.",
        "Front light died on the way home, had to follow a bus like a lost duckling.",
        "Is anyone else's back wrecked from bending over stands all day?",
        "Lovely note from a customer who said we saved her commute. Framing it.",
        "Please stop leaving greasy rags on the sofa. The sofa has done nothing to you.",
        "Is it me or are the pigeons under the arches getting bigger?",
        "Can we get a second track pump? The old one sounds like a dying goose.",
        "{a}, thanks for sorting the bike for the refugee centre, they were thrilled.",
        "Roads are properly icy this morning, go steady.",
        "Got my first proper wheel built. It's only slightly a taco.",
        "Carnival weekend, nobody's getting anything done, let's be honest.",
        "Shout out to whoever swept the floor. Actual hero.",
        "The skip outside has three perfectly good frames in it. I am weak.",
        "Anyone fancy chips after the session?",
        "Rota for next month is up, swap among yourselves, don't tell me.",
        "Just realised I've had grease on my nose all day and nobody said anything.",
        "Ordered more patches, should come Thursday.",
        "Came off on the cobbles on King Street. Pride bruised, bike fine.",
        "{a}, are you bringing the speaker on Saturday? The silence is unsettling.",
        "Anybody know a decent frame builder? Asking for a customer's cracked dropout.",
        "There's a bloke outside asking if we fix mobility scooters. Do we?",
        "The new shelving is up. It's only slightly wonky.",
        "That hill up to the arches gets worse every year, I swear they're adding to it.",
        "Sunny Saturday, queue out the door by ten, good times.",
        "Thanks for the 饺子 last week {a}, unreal.",
        "Saturday crew, 加油! Forty bikes to get through.",
        "Learned 谢谢 and 自行车 from {a}, basically fluent now.",
        "{a} said the Chinese word for inner tube is 内胎 and now I can't stop saying it.",
        "Found a tenner in a donated saddlebag. It's going in the tea fund.",
        "Who knows how to bleed hydraulic brakes? Asking before I make it worse.",
        "The roller door is jammed again. Use the side door.",
        "Is there a Saturday session over the bank holiday or are we all off?",
        "Never trust a bike that squeaks in a major key.",
        "Bristol drivers this morning, absolute chaos, everyone get home safe.",
    ),
    ZH: (
        "周六谁有空一起去车棚？",
        "有人看到那个15毫米的扳手了吗？",
        "今天修了十几个爆胎，手都黑了。",
        "导师又让我改PPT，周六可能晚点到。",
        "下雨了，大家骑车小心。",
        "食堂今天的咖喱好难吃。",
        "{a}你上次说的那家火锅店在哪？",
        "刚才在实验室睡着了。",
        "周六中午一起吃饭吗？",
        "车棚的水壶修好了吗？",
        "今天学会了怎么调变速，好有成就感。",
        "论文deadline快到了，救命。",
        "有人要拼单买零食吗？",
        "{a}谢谢你上次帮我调刹车。",
        "周末去看热气球节吗？",
        "英国的天气真是一天四季。",
        "今天在港口边上看到好多天鹅。",
        "晚上一起去Cabot Circus吗？",
        "组会又拖到七点。",
        "刚才骑车差点被公交车挤到，吓死了。",
        "谁会做辐条编圈？想学。",
        "周六来了个小朋友，自己修好了链条，好可爱。",
        "今天实验数据终于跑出来了。",
        "{a}周六能帮我看一下我的后轮吗？",
        "车棚新来的志愿者人很好。",
        "又要交报告了，不想写。",
        "中秋节大家一起吃月饼吧？",
        "下周开始夏令时，别迟到。",
        "今天终于晴天了！",
        "有人知道哪里能买到便宜的刹车片吗？",
    ),
}
TOUCH = {  # small variations around a chat line
    EN: {
        "pre": ("",) * 8 + ("Morning all. ", "Random one: ", "Right, so. ", "Honestly. ", "PSA: "),
        "post": ("",) * 8 + (" Cheers.", " x", " 😂", " Anyway.", " lol", " 🙃"),
    },
    ZH: {
        "pre": ("",) * 8 + ("哈哈", "对了，", "话说", "唉，"),
        "post": ("",) * 8 + ("😂", "。。。", "[捂脸]", "哈哈哈"),
    },
}
FLAT = {
    EN: (
        "Whose turn is it to take the bins out?",
        "Someone's left the back door open again.",
        "Pasta tonight, anyone in?",
        "There's a parcel for you on the stairs.",
        "The boiler's making the noise again.",
        "We're out of milk. And bread. And hope.",
        "Landlord's coming round Thursday, hide the bikes in the hall.",
        "I've put the heating on for an hour, don't tell anyone.",
    ),
    ZH: (
        "今晚谁做饭？",
        "垃圾今天要倒了。",
        "有你的快递，放门口了。",
        "热水器又不热了。",
        "周末要不要一起包饺子？",
        "房东周四来看房，收拾一下。",
    ),
}


@dataclass(frozen=True)
class SlotDef:
    """One kind of state: value pools, questions and phrase fragments per language.

    Single-valued fragments: pres (first-person present clause), new (first-person change
    clause, may name {o}), we/wepres (household or group), third ({n}'s change clause), use
    (a line that only shows the value in use), inf (infinitive phrase for plans), scope (a line
    with an exception {s}), dist (a line naming {x} as nobody's state), mem (a line naming an old
    value {o}), ask (someone checks {n} is still on {o}).  Multi-valued: has, add, use, third,
    lose, third_lose, inf, dist.
    """

    key: str
    multi: bool
    house: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    ph: dict[str, dict[str, tuple[str, ...]]]


SLOTS: dict[str, SlotDef] = {}


def _slot(key: str, multi: bool, house: bool, pool: dict, q: dict, ph: dict) -> None:
    SLOTS[key] = SlotDef(key, multi, house, pool, q, ph)


_slot("home", False, True,
      {EN: ("Easton", "Bedminster", "Totterdown", "Montpelier", "St Werburghs", "Southville", "Redland",
            "Cotham", "Bishopston", "Fishponds", "Kingsdown", "Hotwells", "Windmill Hill", "Horfield",
            "Brislington", "Knowle"),
       ZH: ("Redland", "Cotham", "Kingsdown", "Stokes Croft", "Hotwells", "Bedminster", "Fishponds",
            "Horfield", "Unite House", "Chantry Court")},
      {EN: {"current": "Which part of Bristol does {n} live in now?",
            "historical": "Where did {n} live before their current place?",
            "as_of": "Which part of Bristol does {n} live in?",
            "planning": "Where is {n} planning to move?"},
       ZH: {"current": "{n}现在住在哪里？", "historical": "{n}之前住在哪里？", "as_of": "{n}住在哪里？",
            "planning": "{n}打算搬到哪里？"}},
      {EN: {"pres": ("I live in {v}", "I'm in {v}", "home is a damp terrace in {v}", "I rent a room in {v}"),
            "new": ("I moved to {v}", "I finally moved out to {v}", "I left {o} for a flat in {v}"),
            "we": ("we moved to {v}", "we got the keys to a place in {v}", "we left {o} and moved into a place in {v}"),
            "wepres": ("we live in {v}", "we're in {v}, the house with the bike shed out front"),
            "third": ("{n} moved to {v}", "{n} left {o} for {v}", "{n} has got a new place in {v}"),
            "use": ("Cycling home to {v} in this wind is character-building, I tell you.",
                    "New commute from {v} is all downhill in the morning and all uphill at night, which feels like a scam.",
                    "Anyone in {v} want to split a bulk order of chain oil? Looks like I'm the only one down this end."),
            "inf": ("move to {v}", "find somewhere in {v}", "get a place in {v}"),
            "scope": ("I'm mostly at my place in {v}, but weeknights I end up at my partner's in {s}.",),
            "dist": ("There's a flat going in {x} if anyone's looking, landlord's a regular.",
                     "Rents in {x} are getting silly, saw a one-bed for fourteen hundred.",
                     "Would you ever live in {x}? Asking for a friend.",
                     "The {x} street party was brilliant, whoever organised it deserves a medal."),
            "mem": ("Walked past my old place in {o} today. Still no one's fixed that gate.",
                    "Miss the corner shop in {o}, the new one doesn't do samosas."),
            "ask": ("{n}, are you still in {o}? I could drop your wheel round.",
                    "{n} you're {o} way, aren't you? Can you take a box of tubes?")},
       ZH: {"pres": ("我住在{v}", "我现在住{v}那边"),
            "new": ("我搬到{v}了", "我从{o}搬去{v}了"),
            "we": ("我们搬到{v}了", "我们几个一起搬去{v}了"),
            "wepres": ("我们住在{v}", "我们合租在{v}"),
            "third": ("{n}搬到{v}了", "{n}已经从{o}搬去{v}了"),
            "use": ("从{v}骑到学校要二十分钟，上坡太累了。", "{v}附近有没有好吃的中餐？刚搬过来还不熟。"),
            "inf": ("搬去{v}", "在{v}找房子"),
            "dist": ("{x}那边有个房子在转租，谁需要吗？", "听说{x}的房租又涨了。"),
            "mem": ("今天路过{o}以前住的地方，那家炸鸡店还在。",),
            "ask": ("{n}你还住{o}吗？",)}})  # fmt: skip

_slot("job", False, False,
      {EN: ("Airbus", "Aardman", "Bristol Waste", "Harbourside Optics", "Gloucester Road Books",
            "Temple Quay Legal", "Redcliffe Bakery", "Southmead Hospital", "Rolls-Royce", "Kinsman Studio",
            "Boxhill Analytics", "Tobacco Factory")},
      {EN: {"current": "Where does {n} work now?",
            "historical": "Where did {n} work before their current job?",
            "as_of": "Where does {n} work?", "planning": "Where is {n} hoping to work next?"}},
      {EN: {"pres": ("I work at {v}", "I'm at {v} these days", "I do four days a week at {v}"),
            "new": ("I started at {v}", "I left {o} and took a job at {v}",
                    "I handed my notice in at {o} and started at {v}"),
            "third": ("{n} got a job at {v}", "{n} has started at {v}", "{n} left {o} for {v}"),
            "use": ("Lunch break at {v} and a colleague has brought in a whole bike to ask me about. Never telling people anything again.",
                    "Can't do Tuesday, {v} has me on the late shift all week.",
                    "New lanyard, new badge, and the {v} canteen is actually decent."),
            "inf": ("apply to {v}", "go for the job at {v}", "jump ship to {v}"),
            "scope": ("Day job's still {v}, but I do Saturday mornings at {s} for extra cash.",),
            "dist": ("{x} are hiring again, if anyone fancies it.",
                     "Saw {x} in the news, they're cutting jobs apparently.",
                     "My cousin's interview at {x} went terribly, bless him."),
            "mem": ("Bumped into my old manager from {o} in the queue at the bakery, awkward.",),
            "ask": ("{n}, still at {o}? Can you get us a discount?",)}})  # fmt: skip

_slot("role", False, False,
      {EN: ("workshop lead", "treasurer", "Saturday mechanic", "volunteer coordinator", "parts buyer",
            "kids' bike lead", "wheel-building tutor", "welcome desk lead", "social media person")},
      {EN: {"current": "What is {n}'s role at the co-op now?",
            "historical": "What did {n} do at the co-op before their current role?",
            "as_of": "What is {n}'s role at the co-op?",
            "planning": "Which co-op role is {n} planning to take on?"}},
      {EN: {"pres": ("I'm the co-op's {v}", "I do {v} at the co-op", "my job at the co-op is {v}"),
            "new": ("I took over as {v}", "I stepped down as {o} and took on {v}",
                    "I got voted in as {v} at the AGM"),
            "third": ("{n} is our new {v}", "{n} took over as {v}", "{n} swapped {o} for {v}"),
            "use": ("As {v}, can I remind everyone the sign-in sheet exists for a reason.",
                    "Wearing my {v} hat for a sec: please stop putting tyre levers in the spoke drawer."),
            "inf": ("take on {v}", "stand for {v} at the AGM"),
            "dist": ("We really need someone to be {x}, any takers?",
                     "Does anyone know what the {x} actually does all day?"),
            "mem": ("Honestly don't miss being {o}, the spreadsheets nearly broke me.",),
            "ask": ("{n}, you're still {o}, aren't you? Who do I ask about the rota?",)}})  # fmt: skip

_slot("phone", False, False,
      {EN: ("giffgaff", "Voxi", "Smarty", "EE", "Vodafone", "O2", "Lebara", "Lark Mobile", "iD Mobile",
            "Tesco Mobile"),
       ZH: ("giffgaff", "Voxi", "Lebara", "CMLink", "EE", "Vodafone", "O2", "Smarty", "Lark Mobile")},
      {EN: {"current": "Which mobile network is {n} on now?",
            "historical": "Which mobile network was {n} on before?",
            "as_of": "Which mobile network is {n} on?",
            "planning": "Which mobile network is {n} planning to switch to?"},
       ZH: {"current": "{n}现在用的是哪家手机运营商？", "historical": "{n}之前用的是哪家运营商？",
            "as_of": "{n}用的是哪家运营商？", "planning": "{n}打算换到哪家运营商？"}},
      {EN: {"pres": ("I'm on {v}", "my phone's on {v}", "my SIM's from {v}"),
            "new": ("I switched to {v}", "I ported my number over to {v}", "I ditched {o} for {v}"),
            "third": ("{n} switched to {v}", "{n} moved over to {v}", "{n} finally left {o} for {v}"),
            "use": ("Zero bars under the railway arches again. {v} coverage in here is a joke.",
                    "Got a text from {v} saying I've used all my data, which is what happens when you watch wheel-truing videos on the bus."),
            "inf": ("switch to {v}", "move my number to {v}"),
            "scope": ("Personal phone's on {v}, the work one is {s}, and neither works in the workshop.",),
            "dist": ("{x} have got a deal on at the moment, twenty gig for a tenner.",
                     "Anyone used {x}? My sister's thinking of it.",
                     "Saw a {x} advert at the bus stop that was basically just a dog in sunglasses.",
                     "Rang {x} for my dad yesterday, forty minutes on hold, never again."),
            "mem": ("Found my old {o} SIM in a drawer, no idea why I kept it.",),
            "ask": ("{n}, are you still on {o}? Is the signal any better than mine?",)},
       ZH: {"pres": ("我用的是{v}的卡", "我手机是{v}"),
            "new": ("我换成{v}了", "我把号码转到{v}了", "我从{o}换到{v}了"),
            "third": ("{n}换成{v}了", "{n}把卡换成{v}了"),
            "use": ("{v}在车棚下面一点信号都没有，气死了。", "刚收到{v}的短信说流量用完了。"),
            "inf": ("换成{v}", "办一张{v}的卡"),
            "scope": ("平时用{v}，打国内电话用{s}。",),
            "dist": ("{x}最近有活动，20G才十镑。", "有人用过{x}吗？听说信号不错。"),
            "mem": ("翻到以前{o}的卡了，不知道为什么还留着。",),
            "ask": ("{n}你还在用{o}吗？",)}})  # fmt: skip

_slot("bank", False, False,
      {EN: ("Monzo", "Starling", "Nationwide", "Triodos", "Barclays", "HSBC", "Co-operative Bank", "Lloyds",
            "Bristol Credit Union", "Santander"),
       ZH: ("Monzo", "HSBC", "Barclays", "Lloyds", "Starling", "Bank of China", "Santander", "Revolut")},
      {EN: {"current": "Which bank does {n} use now?", "historical": "Which bank did {n} use before?",
            "as_of": "Which bank does {n} use?", "planning": "Which bank is {n} planning to switch to?"},
       ZH: {"current": "{n}现在用哪家银行？", "historical": "{n}以前用哪家银行？", "as_of": "{n}用哪家银行？",
            "planning": "{n}打算换到哪家银行？"}},
      {EN: {"pres": ("I bank with {v}", "my account's with {v}", "everything goes through {v}"),
            "new": ("I moved my account to {v}", "I closed my {o} account and went to {v}",
                    "I switched banks to {v}"),
            "third": ("{n} moved banks to {v}", "{n} is with {v} now", "{n} closed the {o} account and went to {v}"),
            "use": ("The {v} app just told me I spent forty quid on inner tubes this month. Rude but fair.",
                    "Paid for the pizza, sort me out on {v} whenever, the details are the same as my name."),
            "inf": ("move to {v}", "open an account with {v}"),
            "scope": ("Everyday stuff is on {v}, but the savings are still with {s}.",),
            "dist": ("{x} have closed another branch, the one on the high street.",
                     "Ethical banking chat: is {x} actually any good?",
                     "My gran still thinks {x} is a building society.",
                     "The {x} app went down again on payday, whole internet moaning about it."),
            "mem": ("{o} are still emailing me even though I closed that account months ago.",),
            "ask": ("{n}, are you still with {o}? Need to send you money for the chain tool.",)},
       ZH: {"pres": ("我用的是{v}", "我的账户在{v}"),
            "new": ("我把账户换到{v}了", "我把{o}的卡注销了，现在用{v}"),
            "third": ("{n}换到{v}了", "{n}现在用{v}"),
            "use": ("{v}的app刚提醒我这个月买内胎花了四十镑。", "刚用{v}转给你了，查一下。"),
            "inf": ("换到{v}", "开个{v}的账户"),
            "scope": ("日常用{v}，奖学金还是打到{s}。",),
            "dist": ("听说{x}开户送五十镑，有人试过吗？", "{x}的客服太慢了，我室友等了一个小时。"),
            "mem": ("{o}还一直给我发邮件，烦死了。",),
            "ask": ("{n}你还在用{o}吗？",)}})  # fmt: skip

_slot("energy", False, True,
      {EN: ("Octopus", "Ovo", "British Gas", "Good Energy", "Ecotricity", "EDF", "Avon Power", "So Energy",
            "E.ON Next", "Bulb")},
      {EN: {"current": "Which energy supplier is {n}'s home with now?",
            "historical": "Which energy supplier was {n} with before?",
            "as_of": "Which energy supplier is {n} with?",
            "planning": "Which energy supplier is {n} planning to switch to?"}},
      {EN: {"pres": ("my gas and electric is with {v}", "I'm with {v} for energy"),
            "new": ("I switched the energy to {v}", "I moved us off {o} and onto {v}"),
            "we": ("we switched energy to {v}", "we switched our gas and electric to {v}",
                   "we finally left {o} for {v}"),
            "wepres": ("we're with {v} for energy", "our gas and electric is with {v}"),
            "third": ("{n} switched to {v} for energy", "{n} moved the energy over to {v}"),
            "use": ("{v} sent the smart meter bloke round and he spent the whole visit asking about my fixie.",
                    "Got a {v} email saying we're owed money back. Suspicious but I'll take it."),
            "inf": ("switch to {v}", "move the energy to {v}"),
            "dist": ("{x} put their prices up again, saw it on the news.",
                     "Is {x} the one with the creepy cartoon advert?",
                     "My mum swears by {x}, but she also swears by cod liver oil."),
            "mem": ("Final bill from {o} arrived. Tenner in credit, I'll frame it.",),
            "ask": ("{n}, are you still on {o}? Did your direct debit go up too?",)}})  # fmt: skip

_slot("diet", False, False,
      {EN: ("vegan", "vegetarian", "pescatarian", "flexitarian", "keto", "dairy-free", "paleo"),
       ZH: ("纯素", "素食", "低碳水", "轻断食", "生酮")},
      {EN: {"current": "What diet does {n} follow now?", "historical": "What diet did {n} follow before?",
            "as_of": "What diet does {n} follow?", "planning": "What diet is {n} planning to try?"},
       ZH: {"current": "{n}现在是什么饮食方式？", "historical": "{n}以前是什么饮食方式？",
            "as_of": "{n}是什么饮食方式？", "planning": "{n}打算试什么饮食？"}},
      {EN: {"pres": ("I'm {v}", "I eat {v} these days", "I've been {v} for a good while"),
            "new": ("I went {v}", "I gave up being {o} and went {v}", "I switched from {o} to {v}"),
            "third": ("{n} went {v}", "{n} is {v} now", "{n} quit being {o} and went {v}"),
            "use": ("Brought {v} flapjacks for Saturday, they're on the workbench, don't let anyone put grease on them.",
                    "Doing the {v} thing properly now, so if the quiz is at the pie place again I'm out."),
            "inf": ("go {v}", "try {v}"),
            "scope": ("Mostly {v}, but I'm {s} at my mum's on Sundays, she won't have it any other way.",),
            "dist": ("That new café on North Street is fully {x}, worth a look.",
                     "Joke of the day: how do you know someone's {x}? Don't worry, they'll tell you.",
                     "Read an article saying {x} is either a miracle or poison, depending on who paid for it."),
            "mem": ("Found a {o} cookbook in my bag, relic of a past life.",),
            "ask": ("{n}, you're {o}, right? Sorting out the Saturday lunch order.",)},
       ZH: {"pres": ("我现在是{v}", "我一直坚持{v}"),
            "new": ("我改成{v}了", "我从{o}改成{v}了"),
            "third": ("{n}改成{v}了", "{n}现在是{v}"),
            "use": ("今天带的是{v}的便当，大家别偷吃。", "按{v}的标准，学校食堂几乎没法吃。"),
            "inf": ("试试{v}", "改成{v}"),
            "scope": ("平时是{v}，但回国的时候就是{s}，入乡随俗。",),
            "dist": ("小红书上说{x}能减肥，真的假的？", "North Street新开了一家{x}餐厅。"),
            "mem": ("以前{o}的时候买的那些东西还在柜子里。",),
            "ask": ("{n}你还是{o}吗？周六订饭要问一下。",)}})  # fmt: skip

_slot("gym", False, False,
      {EN: ("The Climbing Academy", "Undercover Rock", "PureGym", "Bristol South Pool", "The Gym Group",
            "Mothership Bouldering", "Harbour Boxing", "Redpoint", "Hengrove Leisure"),
       ZH: ("PureGym", "The Gym Group", "The Climbing Academy", "Undercover Rock", "Redpoint",
            "Indoor Sports Centre", "Mothership Bouldering")},
      {EN: {"current": "Which gym does {n} go to now?", "historical": "Which gym did {n} go to before?",
            "as_of": "Which gym does {n} go to?", "planning": "Which gym is {n} planning to join?"},
       ZH: {"current": "{n}现在去哪个健身房？", "historical": "{n}以前去哪个健身房？",
            "as_of": "{n}去哪个健身房？", "planning": "{n}打算去哪个健身房？"}},
      {EN: {"pres": ("I go to {v}", "I've got a membership at {v}", "I'm at {v} three times a week"),
            "new": ("I joined {v}", "I cancelled {o} and signed up at {v}", "I moved my membership to {v}"),
            "third": ("{n} joined {v}", "{n} has signed up at {v}", "{n} dropped {o} for {v}"),
            "use": ("Forearms are destroyed after {v} last night, so if my truing is wobbly today, that's why.",
                    "Left my towel at {v} again, third time this month."),
            "inf": ("join {v}", "sign up at {v}"),
            "dist": ("{x} are doing a free week, worth a go if you've never tried it.",
                     "Someone got stuck on the roof of {x}, it was on Bristol Live.",
                     "Why does everyone at {x} wear the same leggings?"),
            "mem": ("Still getting {o} emails about my 'fitness journey'. Mate, I left.",),
            "ask": ("{n}, still going to {o}? Fancy a session?",)},
       ZH: {"pres": ("我在{v}办了卡", "我平时去{v}"),
            "new": ("我办了{v}的卡", "我把{o}退了，改去{v}"),
            "third": ("{n}办了{v}的卡", "{n}改去{v}了"),
            "use": ("昨天在{v}练太狠了，今天拧螺丝手都在抖。", "又把毛巾忘在{v}了。"),
            "inf": ("去{v}办卡", "换去{v}"),
            "dist": ("{x}这周免费体验，有人一起吗？", "听说{x}人特别多，晚上根本排不上。"),
            "mem": ("{o}还在给我发邮件，我早就退卡了。",),
            "ask": ("{n}你还去{o}吗？",)}})  # fmt: skip

_slot("cad", False, False,
      {EN: ("SolidWorks", "Fusion 360", "FreeCAD", "Onshape", "CATIA", "Creo", "Rhino"),
       ZH: ("SolidWorks", "Fusion 360", "FreeCAD", "Onshape", "CATIA", "Creo", "Rhino")},
      {EN: {"current": "Which CAD software does {n} use now?",
            "historical": "Which CAD software did {n} use before?",
            "as_of": "Which CAD software does {n} use?",
            "planning": "Which CAD software is {n} planning to switch to?"},
       ZH: {"current": "{n}现在用什么CAD软件？", "historical": "{n}以前用什么CAD软件？",
            "as_of": "{n}用什么CAD软件？", "planning": "{n}打算换成什么CAD软件？"}},
      {EN: {"pres": ("I do all my drawings in {v}", "I use {v} for CAD"),
            "new": ("I switched to {v}", "I gave up on {o} and moved to {v}", "I went over to {v} for CAD"),
            "we": ("we moved the whole team over to {v}", "work switched all of us to {v}"),
            "third": ("{n} switched to {v}", "{n} does everything in {v} now"),
            "use": ("Drew up a new chain-guide bracket in {v} last night, will print it for Saturday.",
                    "{v} crashed twice while I was modelling a dropout. Twice!"),
            "inf": ("switch to {v}", "learn {v} properly"),
            "scope": ("{v} for everything at home, but the office makes us use {s} for client drawings.",),
            "dist": ("Is {x} still free for students? Someone was asking.",
                     "Saw a guy on YouTube build a whole frame jig in {x}, bonkers.",
                     "The latest {x} update broke everyone's plugins apparently."),
            "mem": ("Opened an old {o} file by accident and got nostalgic. Not that nostalgic.",),
            "ask": ("{n}, you still drawing in {o}? Can you send me the STEP file?",)},
       ZH: {"pres": ("我画图用{v}", "我一直用{v}做CAD"),
            "new": ("我换成{v}了", "我把{o}卸了，改用{v}"),
            "we": ("我们组现在都用{v}了", "导师让我们全组换成{v}"),
            "third": ("{n}换成{v}了", "{n}现在全用{v}画图"),
            "use": ("昨晚用{v}画了一个新的挡泥板支架，周六打印出来。", "{v}又崩了，画了一半的后钩全没了。"),
            "inf": ("换成{v}", "好好学一下{v}"),
            "scope": ("自己的项目用{v}，但论文的图学院要求用{s}。",),
            "dist": ("{x}学生版还免费吗？", "B站有个up主用{x}画了一整个车架。"),
            "mem": ("不小心打开了以前{o}的文件，怀念了一秒钟。",),
            "ask": ("{n}你还在用{o}画图吗？",)}})  # fmt: skip

_slot("bikes", True, False,
      {EN: ("Brompton", "Dawes Galaxy", "Surly Cross-Check", "Genesis Croix de Fer", "Tern GSD",
            "Pashley Roadster", "Marin Muirwoods", "Specialized Allez", "Ribble CGR", "Dahon", "Carrera Subway"),
       ZH: ("Brompton", "Dahon", "Carrera Subway", "Specialized Allez", "Giant Escape", "Ribble CGR",
            "Marin Muirwoods", "Trek FX")},
      {EN: {"coexisting": "Which bikes does {n} have now?",
            "historical": "Which bike did {n} have before it was gone?"},
       ZH: {"coexisting": "{n}现在有哪几辆自行车？", "historical": "{n}以前有哪辆车后来没了？"}},
      {EN: {"has": ("I ride a {v}", "my bike is a {v}", "I've got a {v}, held together with cable ties"),
            "add": ("I bought a {v} as well", "I picked up a second-hand {v} to go with the {o}",
                    "I added a {v} to the shed"),
            "use": ("Took the new {v} up to the Downs, it climbs better than I do.",
                    "Anyone got a spare mudguard that'd fit a {v}? Mine just arrived bare."),
            "third": ("{n} bought a {v} as well", "{n} has added a {v} to the fleet"),
            "lose": ("my {v} got nicked from outside Temple Meads", "I sold the {v}",
                     "someone cut the lock and took my {v} from the shed"),
            "third_lose": ("{n}'s {v} got stolen", "{n} sold the {v}"),
            "inf": ("get a {v}", "buy a {v}"),
            "dist": ("There's a {x} on Gumtree for eighty quid, has to be stolen.",
                     "Someone brought a {x} in on Saturday with the brakes on backwards.",
                     "A {x} advert on Instagram keeps following me around.")},
       ZH: {"has": ("我骑的是{v}", "我有一辆{v}"),
            "add": ("我又买了一辆{v}", "我入了一辆二手{v}"),
            "use": ("新的{v}骑去学校快多了。", "有人有适合{v}的挡泥板吗？"),
            "third": ("{n}又买了一辆{v}", "{n}入了一辆{v}"),
            "lose": ("我的{v}在Temple Meads门口被偷了", "我把{v}卖了"),
            "third_lose": ("{n}的{v}被偷了", "{n}把{v}卖了"),
            "inf": ("买一辆{v}", "入一辆{v}"),
            "dist": ("Gumtree上有人卖{x}，才八十镑，肯定是偷的。", "周六有人推了一辆{x}来修，刹车装反了。")}})  # fmt: skip

_slot("clubs", True, False,
      {EN: ("Bristol Bike Polo", "Eastside Cycling Club", "Picton Street Choir", "Harbourside Rowing Club",
            "Thursday Book Club", "Severn Swimmers", "Cabot Chess Club", "Bristol Ultimate", "Avon Roller Derby")},
      {EN: {"coexisting": "Which clubs is {n} in now?", "historical": "Which club did {n} leave?"}},
      {EN: {"has": ("I'm in {v}", "I go to {v} every week"),
            "add": ("I joined {v} as well", "I signed up to {v} on top of {o}"),
            "use": ("Can't do Thursday, it's {v} night and they fine you a round for missing it.",
                    "Sore everything after {v} on Sunday."),
            "third": ("{n} joined {v} too", "{n} has signed up for {v} as well"),
            "lose": ("I quit {v}", "I left {v} because of all the drama"),
            "third_lose": ("{n} quit {v}", "{n} left {v}"),
            "inf": ("join {v}", "try {v}"),
            "dist": ("{x} are looking for new members, they had a stall at the Harbour Festival.",
                     "Watched {x} at the weekend, looked fun and terrifying.")}})  # fmt: skip

_slot("instruments", True, False,
      {EN: ("ukulele", "fiddle", "banjo", "accordion", "bass guitar", "cello", "tin whistle", "harmonica",
            "mandolin"),
       ZH: ("二胡", "古筝", "吉他", "钢琴", "笛子", "尤克里里", "琵琶")},
      {EN: {"coexisting": "Which instruments does {n} play now?",
            "historical": "Which instrument did {n} give up?"},
       ZH: {"coexisting": "{n}现在在练哪些乐器？", "historical": "{n}放弃了哪个乐器？"}},
      {EN: {"has": ("I play the {v}", "I've been playing the {v} for years"),
            "add": ("I started learning the {v} as well", "I took up the {v} alongside the {o}"),
            "use": ("{v} lesson ran over so I'll be late, save me a truing stand.",
                    "Neighbours banged on the wall during {v} practice again."),
            "third": ("{n} has taken up the {v} too", "{n} started learning the {v}"),
            "lose": ("I gave up the {v}", "I sold my {v}"),
            "third_lose": ("{n} gave up the {v}", "{n} sold the {v}"),
            "inf": ("learn the {v}", "take up the {v}"),
            "dist": ("There's a {x} busker outside Cabot Circus who only knows one song.",
                     "Free {x} on Freecycle if anyone wants it, no strings. Well, some strings.")},
       ZH: {"has": ("我从小学{v}", "我一直在练{v}"),
            "add": ("我最近又开始学{v}了", "除了{o}，我又开始练{v}"),
            "use": ("今天{v}课拖堂了，晚点到。", "练{v}的时候邻居又敲墙了。"),
            "third": ("{n}开始学{v}了", "{n}最近在练{v}"),
            "lose": ("我把{v}放弃了", "我把{v}卖了"),
            "third_lose": ("{n}不练{v}了", "{n}把{v}卖了"),
            "inf": ("学{v}", "开始练{v}"),
            "dist": ("Cabot Circus门口有个玩{x}的街头艺人，只会一首歌。", "有人要{x}吗？室友回国前要送人。")}})  # fmt: skip

_slot("pets", True, False,
      {EN: ("Mabel", "Ziggy", "Bramble", "Otis", "Juniper", "Pixel", "Dougal", "Winston", "Rosie", "Clover", "Moss",
            "Wren", "Nelson", "Percy", "Ruby", "Stanley", "Hazel", "Luna", "Tilly", "Murphy")},
      {EN: {"coexisting": "Which pets does {n} have now?", "historical": "Which pet did {n} use to have?"}},
      {EN: {"has": ("I've got a {k} called {v}", "my {k}, {v}, runs the house"),
            "add": ("we adopted a {k} called {v} to keep {o} company", "I got a {k} called {v} as well"),
            "use": ("{v} chewed through my spare brake cable, so that's a new hobby.",
                    "Late tonight, {v} needs the vet for jabs."),
            "third": ("{n} got a {k} as well, called {v}", "{n} adopted a {k} named {v}"),
            "lose": ("{v} went to live with my mum in Devon", "we rehomed {v} with a family who have a big garden"),
            "third_lose": ("{n} rehomed {v}", "{n}'s {k} {v} went to live with family in Devon"),
            "inf": ("adopt a {k} and call it {v}", "get a {k}, name already picked: {v}"),
            "dist": ("Someone's lost a {k} called {x}, posters all over Gloucester Road.",
                     "If I ever get a {k} I'm calling it {x}.",
                     "The {k} that hangs around the arches is called {x} apparently, it has its own Instagram.")}})  # fmt: skip

_slot("langs", True, False,
      {EN: ("Mandarin", "Welsh", "Spanish", "Portuguese", "Japanese", "BSL", "Polish", "Italian"),
       ZH: ("德语", "日语", "法语", "西班牙语", "韩语", "意大利语", "粤语")},
      {EN: {"coexisting": "Which languages is {n} learning now?",
            "historical": "Which language did {n} stop learning?"},
       ZH: {"coexisting": "{n}现在在学哪些语言？", "historical": "{n}不再学哪门语言了？"}},
      {EN: {"has": ("I'm learning {v}", "I'm doing {v} on Duolingo"),
            "add": ("I started {v} as well", "I started {v} alongside {o}"),
            "use": ("My {v} homework tonight is all about ordering food, which I'm already an expert in.",
                    "Three-hundred-day streak on {v}, no one is impressed, fine."),
            "third": ("{n} has started learning {v} too", "{n} is doing {v} evening classes now as well"),
            "lose": ("I've stopped {v}", "I dropped {v}, couldn't keep up"),
            "third_lose": ("{n} gave up on {v}", "{n} dropped {v}"),
            "inf": ("learn {v}", "start {v}"),
            "dist": ("Someone's running a {x} conversation night at the Old Market pub, apparently.",
                     "My nephew's school is dropping {x}, which seems daft.")},
       ZH: {"has": ("我在学{v}", "我在多邻国上学{v}"),
            "add": ("我又开始学{v}了", "除了{o}我还在学{v}"),
            "use": ("今晚{v}作业好多，周六可能晚点来。", "{v}打卡三百天了，没人夸我。"),
            "third": ("{n}也开始学{v}了", "{n}报了个{v}班"),
            "lose": ("我不学{v}了", "{v}我放弃了"),
            "third_lose": ("{n}不学{v}了", "{n}把{v}放弃了"),
            "inf": ("学{v}", "报个{v}班"),
            "dist": ("学校有个{x}角，每周三晚上。", "听说{x}是最难学的语言之一。")}})  # fmt: skip

PET_KINDS = ("cat", "dog", "greyhound", "rabbit", "tortoise", "lurcher", "hamster")
EN_SINGLE = ("home", "job", "role", "phone", "bank", "energy", "diet", "gym", "cad")
EN_MULTI = ("bikes", "clubs", "instruments", "pets", "langs")
ZH_SINGLE = ("home", "phone", "bank", "diet", "gym", "cad")
ZH_MULTI = ("bikes", "instruments", "langs")

PRONOUNS = {
    EN: {"he": ("he", "him"), "she": ("she", "her")},
    ZH: {"he": ("他", "他"), "she": ("她", "她")},
}
PLANNABLE = ("home", "job", "role", "phone", "bank", "energy", "diet", "gym", "cad")


@dataclass(eq=False)
class Person:
    name: str
    lang: str
    pron: str
    hh: int | None = None
    mate: Person | None = None


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _month(day: int, lang: str) -> str:
    m = (START_DT + timedelta(days=day)).month
    return f"{m}月" if lang == ZH else MONTHS[m - 1]


@dataclass
class Builder:
    """Builds one seed's world: episodes as chat conversations, probes with their truth."""

    seed: int
    rng: random.Random = field(init=False)
    people: list[Person] = field(default_factory=list)
    episodes: list[dict[str, Any]] = field(default_factory=list)
    must: list[dict[str, Any]] = field(default_factory=list)  # probes always kept
    extra: list[dict[str, Any]] = field(default_factory=list)  # probes kept to fill the target
    kinds: dict[str, str] = field(default_factory=dict)  # pet name -> kind of animal
    n_conv: int = 0
    taken: set[str] = field(default_factory=set)  # pet names already somebody's
    deck: list[bool] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed * 7919 + 101)

    # -- text helpers ---------------------------------------------------------------------

    def tpl(self, sd: SlotDef, lang: str, cat: str, has_old: bool = True) -> str:
        opts = [t for t in sd.ph[lang].get(cat, ()) if has_old or "{o}" not in t]
        return self.rng.choice(opts)

    def fill(self, t: str, /, **kw: Any) -> str:
        base = dict.fromkeys(("v", "o", "n", "k", "s", "x", "a", "w", "t", "inf", "new", "pres",
                              "fa", "fb", "p", "p2", "P"), "")  # fmt: skip
        base.update({k: ("" if v is None else v) for k, v in kw.items()})
        for key in ("new", "pres", "fa"):
            base[_cap(key)] = _cap(base[key])
        if "{k}" in t and not base["k"]:
            base["k"] = self.kinds.get(base["v"] or base["x"], "cat")
        return t.format(**base)

    def wrap(self, lang: str, cat: str, **kw: Any) -> str:
        return self.fill(self.rng.choice(WRAP[lang][cat]), **kw)

    def clause(self, sd: SlotDef, lang: str, cat: str, **kw: Any) -> str:
        kw.setdefault("k", self.kinds.get(kw.get("v") or "", ""))
        return self.fill(self.tpl(sd, lang, cat, bool(kw.get("o"))), **kw)

    def others(self, p: Person | list[Person], lang: str | None = None) -> list[Person]:
        skip = {q.name for q in (p if isinstance(p, list) else [p])}
        return [q for q in self.people if q.name not in skip and (lang is None or q.lang == lang)]

    # -- conversations --------------------------------------------------------------------

    def members(self, chan: str) -> list[Person]:
        if chan == "zh":
            return [p for p in self.people if p.lang == ZH]
        if chan.startswith("flat"):
            hh = int(chan[4:])
            return [p for p in self.people if p.hh == hh]
        return self.people

    def chat_line(self, sp: Person, chan: str, used: set[str] | None = None) -> str:
        rng = self.rng
        pool = FLAT[sp.lang] if chan.startswith("flat") and rng.random() < 0.7 else FILLER[sp.lang]
        pool = [t for t in pool if t not in (used or set())] or list(pool)
        line = rng.choice(pool)
        if used is not None:
            used.add(line)
        other = rng.choice(self.others(sp) or self.people).name
        pre, post = rng.choice(TOUCH[sp.lang]["pre"]), rng.choice(TOUCH[sp.lang]["post"])
        return pre + line.replace("{a}", other) + post

    def conv(self, day: int, chan: str, lines: list[tuple[Person, str]], pad: float = 0.2) -> None:
        """One conversation: the lines in order, maybe a little unrelated chat around them."""
        day = max(0, min(LAST_DAY, day))
        self.n_conv += 1
        session = f"{chan}-d{day}-{self.n_conv}"
        mem = self.members(chan)
        body = list(lines)
        if len(mem) > 1 and self.rng.random() < pad:
            sp = self.rng.choice(mem)
            body.insert(0, (sp, self.chat_line(sp, chan)))
        if len(mem) > 1 and self.rng.random() < pad:
            sp = self.rng.choice(mem)
            body.append((sp, self.chat_line(sp, chan)))
        minute = self.rng.randint(0, 690)
        for sp, text in body:
            minute += self.rng.randint(1, 7)
            self.episodes.append({"day": day, "minute": minute, "speaker": sp.name, "text": text,
                                  "session": session, "language": sp.lang})  # fmt: skip

    def chan_for(self, p: Person, house: bool = False) -> str:
        r = self.rng.random()
        if house and p.hh is not None and r < 0.45:
            return f"flat{p.hh}"
        if p.lang == ZH:
            return "zh" if r < 0.75 else "coop"
        return "coop"

    def reporter(self, subj: Person, sd: SlotDef, vals: list[str]) -> Person | None:
        """Someone who can report on subj in their own language (values must fit it)."""
        same = self.others(subj, subj.lang)
        cross = [q for q in self.others(subj) if q.lang != subj.lang and q.lang in sd.ph
                 and all(v in sd.pool.get(q.lang, ()) for v in vals)]  # fmt: skip
        if cross and (not same or self.rng.random() < 0.3):
            return self.rng.choice(cross)
        return self.rng.choice(same) if same else None

    def spread(self, lo: int, hi: int, n: int, gap: int) -> list[int] | None:
        for _ in range(60):
            days = sorted(self.rng.sample(range(lo, hi), n))
            if all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
                return days
        return None

    # -- statements -----------------------------------------------------------------------

    def first(
        self, subs: list[Person], sd: SlotDef, cat: str, we: str, v: str, o: str | None
    ) -> str:
        """A first-person clause: 'we' for a household (mostly) or now and then for a group."""
        lang = subs[0].lang
        if we in sd.ph[lang] and self.rng.random() < (0.75 if len(subs) > 1 else 0.2):
            return self.clause(sd, lang, we, v=v, o=o)
        return self.clause(sd, lang, cat, v=v, o=o)

    def intro(self, subs: list[Person], sd: SlotDef, v: str, day: int, cat: str = "pres") -> None:
        s = self.rng.choice(subs)
        pres = self.first(subs, sd, cat, "wepres", v, None)
        a = self.rng.choice(self.others(s)).name
        lines = [(s, self.wrap(s.lang, "intro", pres=pres, a=a))]
        if len(subs) > 1 and self.rng.random() < 0.5:
            mate = next(q for q in subs if q is not s)
            lines.append((mate, self.wrap(mate.lang, "echo", v=v)))
        self.conv(day, self.chan_for(s, sd.house), lines)

    def change(self, subs: list[Person], sd: SlotDef, old: str | None, new: str, h: int, prev: int,
               limit: int, spare: list[str], mentioned: set[str],
               cats: tuple[str, str] = ("new", "third"), modes: list[str] | None = None
               ) -> tuple[int, int]:  # fmt: skip
        """Tell one change (or addition/removal) in a chosen way; return (told day, actual day)."""
        rng = self.rng
        s = rng.choice(subs)
        lang, pair = s.lang, len(subs) > 1
        ph = sd.ph[lang]
        if modes is None:
            modes = ["direct", "direct", "late", "long", "plan"]
            modes += ["use"] if "use" in ph else []
            modes += ["neg"] if "ask" in ph and self.others(subs, lang) else []
            modes += ["slip"] if spare else []
            modes += (
                [] if pair else ["third", "pronoun", "third"] + (["self"] if lang == EN else [])
            )
        mode = rng.choice(modes)
        told = act = h
        rep = (
            self.reporter(s, sd, [v for v in (old, new) if v])
            if mode in ("third", "pronoun")
            else None
        )
        if (mode in ("third", "pronoun") and rep is None) or (mode == "slip" and not spare):
            mode = "direct"
        if mode == "late":
            told = h + rng.randint(20, 50)
            if told >= limit - 5:
                mode, told = "direct", h
        if mode == "plan":
            pd = h - rng.randint(20, 45)
            if pd > prev + 3:
                inf = self.clause(sd, lang, "inf", v=new, o=old)
                self.conv(pd, self.chan_for(s, sd.house), [(s, self.wrap(lang, "plan", inf=inf))])
            mode = "direct"
        if mode in ("use", "neg"):
            act = max(prev + 1, h - rng.randint(8, 30))

        def newc() -> str:
            return self.first(subs, sd, cats[0], "we" if cats[0] == "new" else "-", new, old)

        def third(n: str, rl: str) -> str:
            return self.fill(self.tpl(sd, rl, cats[1], bool(old)), n=n, v=new, o=old)

        chan = self.chan_for(s, sd.house)
        lines: list[tuple[Person, str]] = []
        if mode == "direct":
            lines.append((s, self.wrap(lang, "direct", new=newc())))
        elif mode == "late":
            lines.append((s, self.wrap(lang, "late", new=newc(), w=_month(h, lang))))
        elif mode == "long":
            fa, fb = rng.choice(SMALL[lang]["fa"]), rng.choice(SMALL[lang]["fb"])
            lines.append((s, self.wrap(lang, "long", new=newc(), fa=fa, fb=fb)))
        elif mode == "use":
            lines.append((s, self.fill(self.tpl(sd, lang, "use"), v=new, o=old)))
        elif mode == "neg":
            asker = rng.choice(self.others(subs, lang))
            pres = self.first(subs, sd, "pres", "wepres", new, None)
            lines.append((asker, self.clause(sd, lang, "ask", n=s.name, o=old)))
            lines.append((s, self.wrap(lang, "neg", o=old, pres=pres, w=_month(act, lang))))
            chan = "zh" if lang == ZH and rng.random() < 0.7 else "coop"
        elif mode == "slip":
            x = spare.pop()
            mentioned.add(x)
            wrong = self.fill(self.tpl(sd, lang, cats[0], bool(old)), v=x, o=old)
            lines.append((s, self.wrap(lang, "direct", new=wrong)))
            lines.append((s, self.wrap(lang, "slip", v=new, x=x)))
        elif mode == "self":
            lines.append((s, self.wrap(lang, "self", n=s.name, new=newc(), t=third(s.name, lang))))
        elif mode in ("third", "pronoun") and rep is not None:
            rl = rep.lang
            chan = "zh" if rl == ZH and lang == ZH else "coop"
            if mode == "third":
                lines.append((rep, self.wrap(rl, "third", t=third(s.name, rl), n=s.name)))
                if rng.random() < 0.5:
                    lines.append((s, rng.choice(WRAP[lang]["confirm"])))
            else:
                p, p2 = PRONOUNS[rl][s.pron]
                lines.append((rep, self.wrap(rl, "pron_intro", n=s.name)))
                asides = self.others([rep, s], rl)
                if asides and rng.random() < 0.35:
                    lines.append((rng.choice(asides), self.wrap(rl, "pron_aside", p=p, p2=p2)))
                lines.append((rep, self.wrap(rl, "pron", P=_cap(p), t=third(p, rl))))
        if pair and mode in ("direct", "late", "long") and rng.random() < 0.6:
            mate = next(q for q in subs if q is not s)
            lines.append((mate, self.wrap(mate.lang, "echo", v=new)))
        self.conv(told, chan, lines)
        return told, act

    def side(self, subs: list[Person], sd: SlotDef, cat: str, day: int, **kw: Any) -> Person:
        """A line by one of the subjects on its own little conversation."""
        s = self.rng.choice(subs)
        if cat in WRAP[s.lang]:
            text = self.wrap(s.lang, cat, **kw)
        else:
            text = self.clause(sd, s.lang, cat, **kw)
        self.conv(day, self.chan_for(s, sd.house), [(s, text)])
        return s

    def plan_drop(self, subs: list[Person], sd: SlotDef, p: str, lo: int, hi: int) -> bool:
        """A plan made and dropped between lo and hi; False if there is no room."""
        if hi - lo < 40:
            return False
        pd = self.rng.randint(lo, hi - 30)
        lang = subs[0].lang
        self.side(subs, sd, "plan", pd, inf=self.clause(sd, lang, "inf", v=p))
        self.side(
            subs, sd, "drop", pd + self.rng.randint(10, 28), inf=self.clause(sd, lang, "inf", v=p)
        )
        return True

    def distract(
        self, subs: list[Person], sd: SlotDef, avoid: set[str], mentioned: set[str]
    ) -> None:
        """Lines naming values of the slot that are nobody's state here."""
        rng, lang = self.rng, subs[0].lang
        for _ in range(rng.choice((0, 0, 1, 1, 2))):
            cands = [v for v in sd.pool[lang] if v not in avoid]
            if not cands:
                return
            x = rng.choice(cands)
            others = self.others(subs, lang)
            sp = rng.choice(subs) if rng.random() < 0.5 or not others else rng.choice(others)
            if sp in subs:
                mentioned.add(x)
            text = self.fill(self.tpl(sd, lang, "dist"), x=x)
            self.conv(rng.randint(0, LAST_DAY), self.chan_for(sp), [(sp, text)])

    def deal(self) -> bool:
        """Three in ten, dealt from a shuffled deck so every seed gets its share of open plans."""
        if not self.deck:
            self.deck = [True] * 3 + [False] * 7
            self.rng.shuffle(self.deck)
        return self.deck.pop()

    # -- slots ----------------------------------------------------------------------------

    def probe(self, s: Person, sd: SlotDef, kind: str, gold: list[str], values: set[str],
              outdated: list[str] | None = None, abandoned: list[str] | None = None,
              as_of: int | None = None, must: bool = False) -> None:  # fmt: skip
        q = sd.q.get(s.lang, sd.q[EN])[kind].format(n=s.name)
        d: dict[str, Any] = {"subject": s.name, "kind": kind, "question": q, "slot": sd.key,
                             "gold": list(gold), "outdated": list(outdated or []),
                             "values": sorted(values | set(gold)), "abandoned": list(abandoned or [])}  # fmt: skip
        if as_of is not None:
            d["as_of_day"] = as_of
        (self.must if must else self.extra).append(d)

    def single(self, subs: list[Person], key: str) -> None:
        """A single-valued slot (shared by a household when subs has two people)."""
        rng, sd = self.rng, SLOTS[key]
        lang = subs[0].lang
        pool = list(sd.pool[lang])
        rng.shuffle(pool)
        d0 = rng.randint(0, 80)
        nchg = rng.choice((1, 1, 2, 2, 3))
        days = self.spread(d0 + 45, 690, nchg, 60) or [rng.randint(d0 + 60, 600)]
        nchg = len(days)
        chain, spare = pool[: nchg + 1], pool[nchg + 1 :]
        mentioned, abandoned = set(chain), []
        known, actual = [d0], [d0]
        self.intro(subs, sd, chain[0], d0)
        for k in range(nchg):
            limit = days[k + 1] if k + 1 < nchg else LAST_DAY
            told, act = self.change(subs, sd, chain[k], chain[k + 1], days[k], known[-1], limit,
                                    spare, mentioned)  # fmt: skip
            known.append(told)
            actual.append(act)
        # a plan made and dropped in some quiet stretch
        if spare and rng.random() < 0.35:
            k = rng.randrange(nchg + 1)
            hi = actual[k + 1] - 10 if k < nchg else 700
            if self.plan_drop(subs, sd, spare[-1], known[k] + 5, hi):
                abandoned.append(spare.pop())
        # a daydream that never goes anywhere
        if spare and rng.random() < 0.25:
            q = spare.pop()
            abandoned.append(q)
            self.side(subs, sd, "never", rng.randint(d0 + 5, 720),
                      inf=self.clause(sd, lang, "inf", v=q))  # fmt: skip
        # a plan still open at the end
        pending, planner = None, None
        if spare and key in PLANNABLE and known[-1] + 15 < 712 and self.deal():
            pending = spare.pop()
            planner = self.side(subs, sd, "plan", rng.randint(known[-1] + 15, 715),
                      inf=self.clause(sd, lang, "inf", v=pending))  # fmt: skip
        # an exception alongside the current value
        if spare and not sd.house and "scope" in sd.ph[lang] and rng.random() < 0.3:
            sv = spare.pop()
            mentioned.add(sv)
            self.side(subs, sd, "scope", rng.randint(known[-1] + 3, LAST_DAY), v=chain[-1], s=sv)
        # an old value named in passing, no change
        if "mem" in sd.ph[lang] and rng.random() < 0.3:
            k = rng.randrange(nchg)
            self.side(subs, sd, "mem", rng.randint(known[k + 1] + 3, LAST_DAY), o=chain[k])
        self.distract(subs, sd, mentioned | set(abandoned) | {pending}, mentioned)
        values = mentioned | set(abandoned) | ({pending} if pending else set())
        for s in subs:
            self.probe(s, sd, "current", [chain[-1]], values, chain[:-1], abandoned, must=True)
            self.probe(s, sd, "historical", [chain[-2]], values)
            if pending and s is planner:
                self.probe(s, sd, "planning", [pending], values, must=True)
            spans = [(k, known[k] + 3, actual[k + 1] - 3) for k in range(nchg)]
            spans = [sp for sp in spans if sp[2] - sp[1] >= 4]
            if spans:
                k, lo, hi = rng.choice(spans)
                self.probe(s, sd, "as_of", [chain[k]], values, as_of=rng.randint(lo, hi))

    def multi(self, s: Person, key: str) -> None:
        """A slot holding several values at once: additions alongside, now and then a removal."""
        rng, sd, lang = self.rng, SLOTS[key], s.lang
        pool = [v for v in sd.pool[lang] if v not in self.taken]
        rng.shuffle(pool)
        v0, v1, v2 = pool[:3]
        spare = pool[3:]
        pattern = rng.choice("AABBCC")
        d0 = rng.randint(0, 120)
        d1 = rng.randint(d0 + 40, 420)
        d2 = rng.randint(d1 + 40, 600)
        d3 = rng.randint(d2 + 30, 700)
        cur, removed, mentioned, abandoned = [v0], [], {v0, v1}, []
        adds = ["direct", "direct", "use", "late", "long", "plan", "third", "pronoun"]
        adds += ["self"] if lang == EN else []
        self.intro([s], sd, v0, d0, cat="has")
        self.change([s], sd, rng.choice(cur), v1, d1, d0, d2, spare, mentioned,
                    cats=("add", "third"), modes=adds)  # fmt: skip
        cur.append(v1)
        if pattern in "BC":
            self.change([s], sd, rng.choice(cur), v2, d2, d1, d3, spare, mentioned,
                        cats=("add", "third"), modes=adds)  # fmt: skip
            cur.append(v2)
            mentioned.add(v2)
        if pattern == "C":
            self.change([s], sd, None, v0, d3, d2, LAST_DAY, spare, mentioned,
                        cats=("lose", "third_lose"), modes=["direct", "direct", "late", "third"])  # fmt: skip
            cur.remove(v0)
            removed.append(v0)
        if spare and rng.random() < 0.35 and self.plan_drop([s], sd, spare[-1], d1 + 5, 700):
            abandoned.append(spare.pop())
        if spare and rng.random() < 0.2:
            q = spare.pop()
            abandoned.append(q)
            self.side(
                [s], sd, "never", rng.randint(d0 + 5, 720), inf=self.clause(sd, lang, "inf", v=q)
            )
        self.distract([s], sd, mentioned | set(abandoned) | self.taken, mentioned)
        values = mentioned | set(abandoned)
        if key == "pets":  # pet names stay one owner's
            self.taken |= values
        self.probe(s, sd, "coexisting", cur, values, removed, abandoned, must=True)
        if removed:
            self.probe(s, sd, "historical", removed, values)

    # -- the world ------------------------------------------------------------------------

    def cast(self) -> None:
        """Pick the people, pair some of them into households."""
        rng = self.rng
        n = rng.randint(10, 14)
        nzh = 3 if n < 13 else rng.choice((3, 4))
        ens = rng.sample(EN_PEOPLE, n - nzh)
        zhs = rng.sample(ZH_PEOPLE, nzh)
        self.people = [Person(nm, EN, pr) for nm, pr in ens] + [
            Person(nm, ZH, pr) for nm, pr in zhs
        ]
        rng.shuffle(self.people)
        en = [p for p in self.people if p.lang == EN]
        zh = [p for p in self.people if p.lang == ZH]
        pairs = [(en[2 * i], en[2 * i + 1]) for i in range(rng.randint(2, 3))] + [(zh[0], zh[1])]
        for hh, (a, b) in enumerate(pairs):
            a.hh = b.hh = hh
            a.mate, b.mate = b, a
        for v in SLOTS["pets"].pool[EN]:
            self.kinds[v] = rng.choice(PET_KINDS)

    def assign(self) -> dict[str, list[str]]:
        """Which slots each person has (household slots shared, chosen once per household)."""
        rng = self.rng
        out: dict[str, list[str]] = {}
        for p in self.people:
            singles, multis = (EN_SINGLE, EN_MULTI) if p.lang == EN else (ZH_SINGLE, ZH_MULTI)
            fixed = []
            if p.hh is not None:
                fixed = ["home"] + (["energy"] if p.lang == EN else [])
            k = rng.choice((4, 4, 5, 5, 5, 6, 7))
            nm = rng.choice((1, 1, 2)) if p.lang == EN else rng.choice((1, 2))
            rest_s = [s for s in singles if s not in fixed and not (p.hh is None and False)]
            if p.hh is not None:
                rest_s = [s for s in rest_s if s not in ("home", "energy")]
            else:
                rest_s = [s for s in rest_s if s != "energy" or rng.random() < 0.5]
            chosen = fixed + rng.sample(multis, nm)
            chosen += rng.sample(rest_s, max(0, min(len(rest_s), k - len(chosen))))
            out[p.name] = chosen
        return out

    def build(self) -> dict[str, Any]:
        rng = self.rng
        self.cast()
        slots = self.assign()
        jobs: list[tuple[Any, ...]] = []
        done_house: set[tuple[int, str]] = set()
        for p in self.people:
            for key in slots[p.name]:
                sd = SLOTS[key]
                if sd.house and p.hh is not None and p.mate is not None:
                    if (p.hh, key) not in done_house:
                        done_house.add((p.hh, key))
                        jobs.append(("single", [p, p.mate], key))
                elif sd.multi:
                    jobs.append(("multi", p, key))
                else:
                    jobs.append(("single", [p], key))
        rng.shuffle(jobs)
        for kind, who, key in jobs:
            if kind == "single":
                self.single(who, key)
            else:
                self.multi(who, key)
        self.fill_chat(rng.randint(730, 795))
        self.episodes.sort(key=lambda e: (e["day"], e["minute"]))
        probes = self.pick_probes(rng.randint(112, 134))
        return {"generator": GENERATOR, "seed": self.seed, "start": START,
                "episodes": self.episodes, "probes": probes}  # fmt: skip

    def fill_chat(self, target: int) -> None:
        """Everyday chat with no state news, until the world has about `target` episodes."""
        rng = self.rng
        target = min(800, max(target, len(self.episodes) + 150))
        while len(self.episodes) < target - 2:
            r = rng.random()
            hhs = sorted({p.hh for p in self.people if p.hh is not None})
            chan = "coop" if r < 0.74 else "zh" if r < 0.8 else f"flat{rng.choice(hhs)}"
            mem = self.members(chan)
            if chan == "coop":  # the main chat is mostly English
                mem = mem + [p for p in mem if p.lang == EN]
            n = min(rng.randint(2, 5), target - len(self.episodes))
            lines, used = [], set()
            for _ in range(n):
                sp = rng.choice(mem)
                lines.append((sp, self.chat_line(sp, chan, used)))
            self.conv(rng.randint(0, LAST_DAY), chan, lines, pad=0.0)

    def pick_probes(self, target: int) -> list[dict[str, Any]]:
        """All current/coexisting/planning probes, then historical and as_of ones to the target."""
        extra = list(self.extra)
        self.rng.shuffle(extra)
        keep = self.must + extra[: max(0, target - len(self.must))]
        keep = keep[:140]
        order = {p.name: i for i, p in enumerate(self.people)}
        keep.sort(key=lambda d: (order[d["subject"]], d["slot"], KINDS.index(d["kind"])))
        return keep


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: start time, episodes (time order) and probes with gold values."""
    return Builder(seed).build()


# -- self-check -------------------------------------------------------------------------------


def _mentions(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def _pool_values() -> set[str]:
    return {v for sd in SLOTS.values() for pool in sd.pool.values() for v in pool}


def validate(world: dict[str, Any]) -> list[str]:
    """Every structural promise the benchmark relies on; returns the problems found."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    datetime.fromisoformat(world["start"])
    speakers = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    if not 10 <= len(speakers) <= 14:
        errs.append(f"{len(speakers)} people")
    keys = [(e["day"], e["minute"]) for e in eps]
    if keys != sorted(keys):
        errs.append("episodes not in time order")
    for e in eps:
        if not (
            0 <= e["day"] <= LAST_DAY and e["language"] in (EN, ZH) and e["text"] and e["session"]
        ):
            errs.append(f"bad episode {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled template: {e['text']}")
    seen = set()
    slots_of: dict[str, set[str]] = {}
    for p in probes:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        gold, values = set(p["gold"]), set(p["values"])
        slots_of.setdefault(p["subject"], set()).add(p["slot"])
        if tag in seen:
            errs.append(f"duplicate probe {tag}")
        seen.add(tag)
        if p["kind"] not in KINDS or p["subject"] not in speakers or not gold or not p["question"]:
            errs.append(f"bad probe {tag}")
        for g in gold:
            if not any(g in t for t in texts):
                errs.append(f"{tag}: gold {g!r} in no episode")
        if not (gold | set(p["outdated"]) | set(p["abandoned"])) <= values:
            errs.append(f"{tag}: values incomplete")
        if gold & (set(p["outdated"]) | set(p["abandoned"])):
            errs.append(f"{tag}: gold also outdated/abandoned")
        if (p["kind"] == "as_of") != ("as_of_day" in p):
            errs.append(f"{tag}: as_of_day mismatch")
        if "as_of_day" in p and not 0 <= p["as_of_day"] <= LAST_DAY:
            errs.append(f"{tag}: as_of_day out of range")
        for a in values:
            for b in values:
                if a != b and _mentions(b, a):
                    errs.append(f"{tag}: value {a!r} inside {b!r}")
    for name, slots in slots_of.items():
        if not 4 <= len(slots) <= 7:
            errs.append(f"{name} has {len(slots)} probed slots")
    pool = _pool_values()
    for lang in (EN, ZH):
        for line in FILLER[lang] + FLAT[lang] + SMALL[lang]["fa"] + SMALL[lang]["fb"]:
            for v in pool:
                if _mentions(line, v):
                    errs.append(f"chat line names a slot value {v!r}: {line}")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world)
        if world != again:
            errs.append("not deterministic")
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        zh_share = sum(e["language"] == ZH for e in eps) / len(eps)
        people = len({e["speaker"] for e in eps})
        print(f"seed {seed}: {len(eps)} episodes, {len(probes)} probes, {people} people, "
              f"zh share {zh_share:.2f}, kinds {kinds}, problems {len(errs)}")  # fmt: skip
        for e in errs[:20]:
            print("   ", e)
        bad += bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
