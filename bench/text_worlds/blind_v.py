"""Blind text world ``blind_v``: the group chat of a Bristol allotment society, 2025 to 2027.

``generate(seed)`` invents ten to fourteen plot holders and family members who chat in the
society's group chat for two years: mostly slugs, courgettes, the water troughs and the shed
key, with their own news dropped in between.  Each person has four to seven state slots
(neighbourhood, employer, car, phone network, bank, energy supplier, streaming, gym, the
language they are learning, their plot, their committee role, their dentist, diet, pets,
instruments, clubs) whose values change one to three times.

Changes are told straight out, shown only by use, reported by somebody else (sometimes with a
pronoun pointing back to a name said a line earlier), told weeks late, corrected, negated,
scoped ("X for most things, but Y at work"), said with "we" for a household, or buried in a
long chatty message.  Plans happen, get dropped, or stay open; distractor lines name values of
the same kind that are nobody's state (adverts, news, jokes, questions, the society's own
"we").  About a quarter of the writers write in simplified Chinese.

The probes carry the ground truth (current, historical, as_of, coexisting and planning), with
the outdated, abandoned and merely mentioned values.  Deterministic given the seed; standard
library only.  Self-check: ``python -m bench.text_worlds.blind_v``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

GENERATOR = "blind_v"
START = "2025-03-01T08:00:00+00:00"
START_DT = datetime(2025, 3, 1, 8, 0, tzinfo=UTC)
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")  # fmt: skip

# (name, gender "f"/"m", language)
PEOPLE_EN = (
    ("Dave", "m"), ("Sue", "f"), ("Priya", "f"), ("Marcus", "m"), ("Jen", "f"), ("Rob", "m"),
    ("Aisha", "f"), ("Gareth", "m"), ("Niamh", "f"), ("Kwame", "m"), ("Hannah", "f"),
    ("Pete", "m"), ("Rosie", "f"), ("Callum", "m"), ("Maggie", "f"), ("Frank", "m"),
    ("Lorna", "f"), ("Imogen", "f"), ("Olu", "m"), ("Bev", "f"),
)  # fmt: skip
PEOPLE_ZH = (
    ("Mei", "f"), ("Jun", "m"), ("Xiaoling", "f"), ("Haoran", "m"), ("Lina", "f"),
    ("Zhiwei", "m"), ("Yun", "f"), ("Qing", "f"),
)  # fmt: skip


@dataclass(frozen=True)
class Slot:
    """One kind of state: value pools, questions and phrase fragments per language.

    Placeholders: {v} the value, {old} the previous value, {x} another value (scope, slip),
    {who}/{Who} a name or pronoun (third person), {n} the subject's name, {when} a month.
    Single-valued fragment keys: state, did, switch, use, third, plan, drop, dist, scope, we.
    Multi-valued: has, add, remove, use, third, dist, we.
    """

    key: str
    multi: bool
    plans: bool
    household: bool
    pool: dict[str, tuple[str, ...]]
    q: dict[str, dict[str, str]]
    frags: dict[str, dict[str, tuple[str, ...]]]


def _q(current: str, historical: str, as_of: str, planning: str = "", coexisting: str = ""):
    return {"current": current, "historical": historical, "as_of": as_of,
            "planning": planning, "coexisting": coexisting}  # fmt: skip


HOME = Slot(
    key="neighbourhood",
    multi=False,
    plans=True,
    household=True,
    pool={
        EN: (
            "Totterdown",
            "Bedminster",
            "Easton",
            "Southville",
            "Redland",
            "Bishopston",
            "Montpelier",
            "Knowle",
            "St Werburghs",
            "Fishponds",
            "Horfield",
            "Windmill Hill",
            "Brislington",
            "Lockleaze",
            "Portishead",
            "Keynsham",
        )
    },  # fmt: skip
    q={
        EN: _q(
            "Which part of Bristol does {n} live in now?",
            "Where did {n} live before?",
            "Where was {n} living?",
            "Where is {n} planning to move to?",
        ),
        ZH: _q(
            "{n}现在住在布里斯托哪个区？",
            "{n}以前住在哪里？",
            "{n}那时住在哪里？",
            "{n}打算搬到哪里？",
        ),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "I'm over in {v}, so it's a short walk to the site",
                "we've been in {v} for years now, can't see us leaving",
                "I live in {v}, top of the hill, so the barrow run is brutal",
            ),
            "did": (
                "I moved to {v}",
                "we finally got the keys for a place in {v}",
                "I left {old} and moved into a flat in {v}",
            ),
            "switch": ("swapped {old} for {v}, new address is on the noticeboard",),
            "use": (
                "took me twenty-five minutes to cycle up from {v} this morning, the new route is a killer",
                "the recycling lorry in {v} comes at 6am, nobody warned me when we moved in",
            ),
            "third": (
                "{Who}'s moved to {v}",
                "{Who} has got a new place in {v}",
                "{Who} left {old}, living in {v} now",
            ),
            "plan": (
                "we're thinking of moving to {v} next year",
                "been looking at flats in {v}",
                "I've put an offer in on a house in {v}",
            ),
            "drop": (
                "the {v} move is off, the survey was a horror show, staying put",
                "gone right off the idea of {v}, we're staying where we are",
            ),
            "dist": (
                "house prices in {v} are absolutely mad now, saw it on Points West",
                "anyone know a decent chippy in {v}?",
                "my cousin's just bought in {v}, three bed for the price of a garage",
            ),
            "we": ("we've moved to {v}, boxes everywhere", "we sold up and moved to {v} last week"),
        },
        ZH: {
            "state": ("我住在{v}，走路到菜地十分钟", "我们家在{v}，离这边不远"),
            "did": ("我搬到{v}了", "我们搬家了，现在住{v}"),
            "switch": ("从{old}搬到{v}了",),
            "use": ("今天从{v}骑车过来，新路线上坡太多了", "{v}这边的周六集市不错，搬过来才发现"),
            "third": ("{Who}搬到{v}了", "{Who}现在住在{v}"),
            "plan": ("我们在考虑搬到{v}", "最近在看{v}的房子，打算明年搬"),
            "drop": ("搬去{v}的事算了，房子问题太多，不搬了",),
            "dist": ("{v}的房价现在太夸张了", "有人知道{v}哪里有好吃的中餐吗？"),
            "we": ("我们搬到{v}了，到处都是箱子",),
        },
    },
)

JOB = Slot(
    key="employer",
    multi=False,
    plans=True,
    household=False,
    pool={
        EN: (
            "Airbus",
            "Aardman",
            "Brunel Print Co",
            "Kestrel Analytics",
            "Severn Lock Brewing",
            "Harbourside Books",
            "Avonvale Care",
            "Cabot Logistics",
            "Windmill Bakery",
            "Southmead Hospital",
            "Redcliffe Vets",
            "Tidemark Games",
        )
    },  # fmt: skip
    q={
        EN: _q(
            "Where does {n} work now?",
            "Where did {n} work before?",
            "Where was {n} working?",
            "Where is {n} hoping to work next?",
        ),
        ZH: _q(
            "{n}现在在哪里工作？",
            "{n}以前在哪里工作？",
            "{n}那时在哪里上班？",
            "{n}打算去哪里工作？",
        ),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "I work at {v}, so weekday evenings only for me",
                "I'm at {v}, have been for about six years",
                "the day job's at {v}, which pays for the manure",
            ),
            "did": (
                "I started at {v}",
                "I handed my notice in and I've joined {v}",
                "I left {old} and took a job at {v}",
            ),
            "switch": ("jacked in {old}, I'm at {v} now",),
            "use": (
                "can't make Saturday's work party, {v} have me on the early shift",
                "brought in a bag of courgettes for the team at {v} and they looked at me like I was mad",
            ),
            "third": (
                "{Who}'s got a new job at {v}",
                "{Who} started at {v} last month",
                "{Who} left {old}, working at {v} now",
            ),
            "plan": (
                "I've got a second interview at {v} on Thursday, fingers crossed",
                "thinking about applying to {v}, they're hiring",
            ),
            "drop": (
                "turned down the {v} job in the end, the commute would have killed me",
                "not going for {v} after all, staying where I am",
            ),
            "dist": (
                "{v} are laying people off, it was on the news",
                "my neighbour's lad just got an apprenticeship at {v}",
                "saw {v} advertising for a groundskeeper, anyone fancy it?",
            ),
        },
        ZH: {
            "state": ("我在{v}上班，只有周末能来", "我在{v}工作好几年了"),
            "did": ("我换工作了，现在在{v}", "我辞职了，去了{v}"),
            "switch": ("从{old}跳槽到{v}了",),
            "use": ("这周六去不了，{v}让我加班", "带了点菜去{v}分给同事，大家都很喜欢"),
            "third": ("{Who}去{v}上班了", "{Who}现在在{v}工作"),
            "plan": ("下周去{v}面试，想换工作", "在考虑去{v}，他们在招人"),
            "drop": ("{v}那个工作我没接，通勤太远了",),
            "dist": ("听说{v}在裁员", "{v}在招人，有兴趣的可以看看"),
        },
    },
)

CAR = Slot(
    key="car",
    multi=False,
    plans=True,
    household=False,
    pool={
        EN: (
            "Nissan Leaf",
            "Toyota Yaris",
            "Kia Niro",
            "Skoda Fabia",
            "VW Polo",
            "Renault Zoe",
            "Honda Jazz",
            "MG4",
            "Ford Fiesta",
            "Volvo V70",
            "Citroen Berlingo",
        )
    },  # fmt: skip
    q={
        EN: _q(
            "What car does {n} drive now?",
            "What car did {n} drive before?",
            "What car was {n} driving?",
            "Which car is {n} planning to get?",
        ),
        ZH: _q("{n}现在开什么车？", "{n}以前开什么车？", "{n}那时开什么车？", "{n}打算买什么车？"),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "I'll bring the {v} round for the manure, it's filthy already",
                "I drive a {v}, boot's big enough for two sacks of compost",
            ),
            "did": (
                "I got rid of the {old} and bought a {v}",
                "I picked up a secondhand {v}",
                "I traded the {old} in for a {v}",
            ),
            "switch": ("the {old}'s gone, it's a {v} now",),
            "use": (
                "got a whole bale of straw in the back of the {v}, very pleased with myself",
                "the {v} did the tip run in one go, dropped seats are a revelation",
            ),
            "third": ("{Who}'s bought a {v}", "{Who} got rid of the {old}, drives a {v} now"),
            "plan": (
                "thinking of getting a {v} when the MOT runs out",
                "test drove a {v} on Saturday, very tempted",
            ),
            "drop": (
                "forget the {v}, insurance quote was silly money",
                "not getting the {v} after all",
            ),
            "dist": (
                "someone's parked a {v} across the gate again",
                "advert on the radio for the new {v}, sounds like a spaceship",
                "my brother-in-law's {v} broke down on the M32, poor sod",
            ),
        },
        ZH: {
            "state": ("我开{v}，后备箱能装两袋肥料", "我的{v}可以帮大家运东西"),
            "did": ("我把{old}卖了，买了{v}", "新买了一辆二手{v}"),
            "switch": ("{old}卖掉了，现在开{v}",),
            "use": ("用{v}拉了一整捆稻草过来", "{v}后座放倒，一趟就把垃圾运走了"),
            "third": ("{Who}买了{v}", "{Who}换车了，现在开{v}"),
            "plan": ("在考虑换{v}", "周六试驾了{v}，挺想买的"),
            "drop": ("{v}不买了，保险太贵",),
            "dist": ("又有人把{v}停在大门口了", "广告里的新款{v}看起来像飞船"),
        },
    },
)

PHONE = Slot(
    key="phone_network",
    multi=False,
    plans=True,
    household=False,
    pool={EN: ("giffgaff", "Vodafone", "Smarty", "Lebara", "Voxi", "Tidewire Mobile", "EE", "O2")},
    q={
        EN: _q(
            "Which mobile network is {n} on now?",
            "Which network was {n} on before?",
            "Which mobile network was {n} on?",
            "Which network is {n} planning to switch to?",
        ),
        ZH: _q(
            "{n}现在用哪家手机运营商？",
            "{n}以前用哪家运营商？",
            "{n}那时用哪家运营商？",
            "{n}打算换到哪家运营商？",
        ),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "I'm on {v}, no signal at all past the compost bays",
                "I'm with {v}, so text me rather than ring",
            ),
            "did": (
                "I ported my number over to {v}",
                "I switched my phone to {v}",
                "I left {old} and went to {v}",
            ),
            "switch": ("cancelled {old}, on {v} now and it's half the price",),
            "use": (
                "{v} texted me to say I've used 20GB, that's all the plant ID photos",
                "only one bar of {v} up by the top gate, walked down to the road to ring the council",
            ),
            "third": ("{Who}'s on {v} now", "{Who} switched to {v}, new number's the same"),
            "plan": (
                "thinking of moving to {v} when my contract's up",
                "might switch to {v}, they do a cheap SIM-only deal",
            ),
            "drop": ("looked at {v} and didn't bother, staying put",),
            "dist": (
                "{v} had an outage all morning, it was on the news",
                "a {v} rep knocked on my door selling broadband, nearly set the dog on him",
                "does anyone know if {v} works up here?",
            ),
            "scope": ("I'm on {v} for my own phone, but the work mobile is {x}",),
        },
        ZH: {
            "state": ("我用{v}，菜地那边信号很差", "我的手机卡是{v}"),
            "did": ("我换到{v}了，号码没变", "把手机卡换成{v}了"),
            "switch": ("{old}取消了，现在用{v}，便宜一半",),
            "use": ("{v}发短信说我流量用完了，都是拍菜的照片", "菜地上面{v}只有一格信号"),
            "third": ("{Who}换成{v}了", "{Who}现在用{v}"),
            "plan": ("合约到期想换{v}", "在考虑换{v}，他们的SIM卡便宜"),
            "drop": ("{v}不换了，还是算了",),
            "dist": ("{v}今天上午断网了", "有人知道{v}在这边信号好吗？"),
            "scope": ("私人手机用{v}，工作手机是{x}",),
        },
    },
)

BANK = Slot(
    key="bank",
    multi=False,
    plans=True,
    household=False,
    pool={
        EN: (
            "Monzo",
            "Starling",
            "Nationwide",
            "Triodos",
            "Barclays",
            "Cabot Mutual",
            "Lloyds",
            "first direct",
        )
    },  # fmt: skip
    q={
        EN: _q(
            "Which bank does {n} use now?",
            "Which bank did {n} use before?",
            "Which bank was {n} with?",
            "Which bank is {n} planning to move to?",
        ),
        ZH: _q(
            "{n}现在用哪家银行？",
            "{n}以前用哪家银行？",
            "{n}那时用哪家银行？",
            "{n}打算换到哪家银行？",
        ),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "I bank with {v}, can send the plot rent straight over",
                "I'm with {v}, have been since uni",
            ),
            "did": (
                "I moved my current account to {v}",
                "I closed the {old} account and opened one with {v}",
                "I switched banks to {v}",
            ),
            "switch": ("done with {old}, everything's with {v} now",),
            "use": (
                "my {v} card got declined at the garden centre, mortifying, sorted now",
                "the {v} app says I spent £63 on seeds this year, do not tell anyone",
            ),
            "third": ("{Who}'s moved banks to {v}", "{Who} banks with {v} now"),
            "plan": (
                "thinking about moving to {v}, they pay a switching bonus",
                "I'm going to switch to {v} when the bonus offer comes back",
            ),
            "drop": ("never did switch to {v}, too much faff with the direct debits",),
            "dist": (
                "{v} are closing the branch on the high street, typical",
                "got a scam text pretending to be {v}, watch out everyone",
                "the society account is with {v}, if anyone's paying rent by transfer",
            ),
            "scope": ("{v} for everything day to day, but the savings are still with {x}",),
        },
        ZH: {
            "state": ("我用{v}，地租可以直接转账", "我的银行是{v}"),
            "did": ("我把账户转到{v}了", "我换银行了，现在用{v}"),
            "switch": ("{old}的账户关了，全部换到{v}",),
            "use": ("在园艺中心用{v}的卡付款被拒了，好尴尬", "{v}的app显示我今年买种子花了63镑"),
            "third": ("{Who}换到{v}了", "{Who}现在用{v}"),
            "plan": ("在考虑换到{v}，有开户奖励", "打算换{v}"),
            "drop": ("{v}最后没换，太麻烦了",),
            "dist": ("{v}要关掉市中心的网点了", "收到假冒{v}的诈骗短信，大家小心"),
            "scope": ("平时用{v}，存款还在{x}",),
        },
    },
)

ENERGY = Slot(
    key="energy_supplier",
    multi=False,
    plans=True,
    household=True,
    pool={
        EN: ("Octopus", "Ovo", "EDF", "E.ON Next", "Gorge Power", "Sunbeam Energy", "British Gas")
    },  # fmt: skip
    q={
        EN: _q(
            "Who is {n}'s energy supplier now?",
            "Which energy supplier did {n} have before?",
            "Who was {n}'s energy supplier?",
            "Which energy supplier is {n} planning to switch to?",
        ),
        ZH: _q(
            "{n}现在的电力公司是哪家？",
            "{n}以前用哪家电力公司？",
            "{n}那时用哪家电力公司？",
            "{n}打算换哪家电力公司？",
        ),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "I'm with {v} for gas and electric, the smart meter is my nemesis",
                "our energy's with {v}, can't complain",
            ),
            "did": ("I switched the gas and electric to {v}", "I left {old} and went with {v}"),
            "switch": ("bye bye {old}, it's {v} now",),
            "use": (
                "the {v} app says the propagator cost me 40p last night, worth it",
                "{v} sent an engineer to fit the new meter this morning, so I'm late down",
            ),
            "third": ("{Who}'s switched to {v}", "{Who} is with {v} now"),
            "plan": ("going to move to {v} when the fix ends", "looking at {v}, cheaper tariff"),
            "drop": ("not moving to {v} after all, the exit fee wasn't worth it",),
            "dist": (
                "{v} have put their standing charge up again, it's criminal",
                "we switched the clubhouse meter to {v}, committee decision, for the record",
                "saw an advert for {v} with a dancing kettle, what is the world coming to",
            ),
            "we": (
                "we've gone over to {v} for the gas and electric",
                "we ditched {old}, we're with {v} now",
            ),
        },
        ZH: {
            "state": ("我家电和气都是{v}的", "我们用{v}，还可以"),
            "did": ("我换到{v}了", "从{old}换成了{v}"),
            "switch": ("{old}不用了，换成{v}",),
            "use": ("{v}的app说育苗加热垫昨晚花了40便士", "{v}今天来装新电表，我晚点到"),
            "third": ("{Who}换到{v}了", "{Who}家现在用{v}"),
            "plan": ("固定合约到期就换{v}", "在看{v}，价格便宜一点"),
            "drop": ("{v}不换了，违约金不划算",),
            "dist": ("{v}又涨价了", "协会小屋的电表换成了{v}，委员会决定的"),
            "we": ("我们家换成{v}了",),
        },
    },
)

STREAM = Slot(
    key="streaming",
    multi=False,
    plans=False,
    household=True,
    pool={EN: ("Netflix", "BritBox", "Disney+", "MUBI", "Prime Video", "Paramount+")},
    q={
        EN: _q(
            "Which streaming service does {n} pay for now?",
            "Which streaming service did {n} have before?",
            "Which streaming service did {n} have?",
        ),
        ZH: _q("{n}现在订的是哪个流媒体？", "{n}以前订哪个流媒体？", "{n}那时订哪个流媒体？"),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "we only have {v}, so if it's not on there I haven't seen it",
                "I pay for {v} and nothing else",
            ),
            "did": ("I cancelled {old} and signed up to {v}", "I've moved over to {v}"),
            "switch": ("{old} got cancelled, {v} instead",),
            "use": (
                "watched that allotment documentary on {v} last night, cried at the marrows",
                "fell asleep in front of {v} again, woke up at 2am to the menu screen",
            ),
            "third": ("{Who} cancelled {old} and got {v}", "{Who}'s on {v} now"),
            "dist": (
                "{v} are putting their prices up again, apparently",
                "is that gardening show on {v}? someone said it was",
                "my sister says {v} is all true crime these days",
            ),
            "we": ("we've cancelled {old} and got {v} instead", "we've switched to {v}"),
        },
        ZH: {
            "state": ("我们只订了{v}", "我只用{v}看剧"),
            "did": ("{old}退订了，换成{v}", "我改订{v}了"),
            "switch": ("{old}不订了，换成{v}",),
            "use": ("昨晚在{v}上看了那部种菜的纪录片", "看{v}看到睡着了"),
            "third": ("{Who}退了{old}，改订{v}", "{Who}现在用{v}"),
            "dist": ("听说{v}又要涨价了", "那个园艺节目在{v}上有吗？"),
            "we": ("我们家换成{v}了",),
        },
    },
)

GYM = Slot(
    key="gym",
    multi=False,
    plans=True,
    household=False,
    pool={
        EN: (
            "PureGym",
            "The Gym Group",
            "Ashley Down Leisure Centre",
            "Bristol Climbing Centre",
            "Riverside Barbell",
            "Kingfisher Pool",
            "Anytime Fitness",
        )
    },  # fmt: skip
    q={
        EN: _q(
            "Which gym does {n} go to now?",
            "Which gym did {n} go to before?",
            "Which gym was {n} going to?",
            "Which gym is {n} planning to join?",
        ),
        ZH: _q(
            "{n}现在去哪个健身房？",
            "{n}以前去哪个健身房？",
            "{n}那时去哪个健身房？",
            "{n}打算去哪个健身房？",
        ),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "I go to {v} before work, which is why I'm useless by 5",
                "I'm a member at {v}, mostly for the sauna if I'm honest",
            ),
            "did": ("I joined {v}", "I cancelled {old} and signed up at {v}"),
            "switch": ("{old} membership's cancelled, going to {v} now",),
            "use": (
                "legs are jelly after a class at {v}, digging is not happening today",
                "left my trowel in my locker at {v}, don't ask",
            ),
            "third": ("{Who}'s joined {v}", "{Who} goes to {v} now"),
            "plan": ("might join {v}, they've got a January deal", "thinking of signing up at {v}"),
            "drop": ("not bothering with {v}, the allotment is my gym",),
            "dist": (
                "{v} is doing a free week, if anyone wants a go",
                "heard {v} had a leak and closed the changing rooms",
                "digging a trench is better than any {v} session, change my mind",
            ),
        },
        ZH: {
            "state": ("我每天早上去{v}", "我是{v}的会员"),
            "did": ("我办了{v}的卡", "{old}退了，改去{v}"),
            "switch": ("{old}不去了，现在去{v}",),
            "use": ("在{v}上完课腿都软了，今天挖不了地", "把小铲子忘在{v}的柜子里了"),
            "third": ("{Who}现在去{v}", "{Who}办了{v}的卡"),
            "plan": ("想办{v}的卡，一月有优惠", "在考虑去{v}"),
            "drop": ("{v}不办了，种菜就是锻炼",),
            "dist": ("{v}这周免费体验", "听说{v}漏水了"),
        },
    },
)

LEARN = Slot(
    key="language_learning",
    multi=False,
    plans=True,
    household=False,
    pool={
        EN: ("Welsh", "Spanish", "Italian", "Mandarin", "Portuguese", "Japanese", "Polish"),
        ZH: ("西班牙语", "日语", "法语", "意大利语", "德语", "韩语"),
    },  # fmt: skip
    q={
        EN: _q(
            "Which language is {n} learning now?",
            "Which language was {n} learning before?",
            "Which language was {n} learning?",
            "Which language is {n} planning to learn?",
        ),
        ZH: _q(
            "{n}现在在学什么语言？",
            "{n}以前学的是什么语言？",
            "{n}那时在学什么语言？",
            "{n}打算学什么语言？",
        ),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "I'm learning {v} on my lunch breaks, very slowly",
                "doing an evening class in {v}, homework is labelling vegetables",
            ),
            "did": ("I gave up on {old} and started {v}", "I've started learning {v}"),
            "switch": ("{old} is abandoned, it's {v} now",),
            "use": (
                "my {v} tutor made me describe my plot for ten minutes, I only know 'potato'",
                "120 day streak on the {v} app, I can now say 'the slug eats the lettuce'",
            ),
            "third": ("{Who}'s learning {v} now", "{Who} dropped {old} and is doing {v}"),
            "plan": (
                "I'm going to start {v} in September",
                "tempted to do {v} at the adult ed centre",
            ),
            "drop": ("not doing {v} after all, the class clashed with the work parties",),
            "dist": (
                "the library's got free {v} conversation on Wednesdays",
                "my grandson's doing {v} GCSE, he can't say carrot",
                "is 'allotment' even a word in {v}?",
            ),
        },
        ZH: {
            "state": ("我在学{v}，每天午休学一点", "我报了{v}晚班课"),
            "did": ("{old}放弃了，开始学{v}", "我开始学{v}了"),
            "switch": ("{old}不学了，改学{v}",),
            "use": ("{v}老师让我用{v}介绍我的菜地", "{v}打卡一百天了"),
            "third": ("{Who}在学{v}", "{Who}不学{old}了，改学{v}"),
            "plan": ("打算九月开始学{v}", "想去社区学校学{v}"),
            "drop": ("{v}不学了，时间跟菜地劳动撞了",),
            "dist": ("图书馆周三有免费的{v}角", "孙子在学{v}，连胡萝卜都不会说"),
        },
    },
)

PLOT = Slot(
    key="plot",
    multi=False,
    plans=True,
    household=False,
    pool={
        EN: (
            "plot 3A",
            "plot 7C",
            "plot 12B",
            "plot 15A",
            "plot 21D",
            "plot 26C",
            "plot 30B",
            "plot 34A",
            "plot 41C",
            "plot 44D",
        )
    },  # fmt: skip
    q={
        EN: _q(
            "Which plot does {n} have now?",
            "Which plot did {n} have before?",
            "Which plot did {n} have?",
            "Which plot is {n} hoping to move to?",
        ),
        ZH: _q("{n}现在是几号地？", "{n}以前是几号地？", "{n}那时是几号地？", "{n}想换到几号地？"),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "I'm on {v}, the one with the wonky shed",
                "I've had {v} since the waiting list finally coughed it up",
            ),
            "did": (
                "I've moved over to {v}",
                "I gave up {old} and took on {v}",
                "the committee let me swap to {v}",
            ),
            "switch": ("handed back {old}, I'm on {v} now",),
            "use": (
                "spent all morning double digging {v}, found a Victorian bottle",
                "the water trough by {v} has a frog in it, please don't tip it out",
            ),
            "third": ("{Who}'s taken over {v}", "{Who} moved from {old} to {v}"),
            "plan": (
                "I've asked to swap to {v} when it comes free",
                "hoping to get {v}, it's got a proper shed",
            ),
            "drop": ("not moving to {v} after all, it's all bindweed underneath",),
            "dist": (
                "{v} is up for grabs if anyone's on the waiting list",
                "someone's been nicking rhubarb from {v}, keep an eye out",
                "{v} flooded again, poor thing",
            ),
        },
        ZH: {
            "state": ("我是{v}，就是棚子歪的那块", "我排了两年队才拿到{v}"),
            "did": ("我换到{v}了", "{old}退了，接了{v}"),
            "switch": ("{old}交回去了，现在是{v}",),
            "use": ("在{v}挖了一上午地，挖出一个老瓶子", "{v}旁边的水槽里有只青蛙，别倒掉"),
            "third": ("{Who}接手了{v}", "{Who}从{old}换到{v}了"),
            "plan": ("申请了{v}，空出来就换", "想换到{v}，那块有个像样的棚子"),
            "drop": ("{v}不换了，底下全是旋花",),
            "dist": ("{v}空出来了，排队的可以问问", "有人偷{v}的大黄"),
        },
    },
)

ROLE = Slot(
    key="committee_role",
    multi=False,
    plans=True,
    household=False,
    pool={
        EN: (
            "treasurer",
            "secretary",
            "chair",
            "seed swap organiser",
            "water warden",
            "shop volunteer",
            "lettings officer",
        )
    },  # fmt: skip
    q={
        EN: _q(
            "What is {n}'s role on the committee now?",
            "What was {n}'s committee role before?",
            "What was {n}'s committee role?",
            "Which committee role is {n} standing for?",
        ),
        ZH: _q(
            "{n}现在在委员会担任什么？",
            "{n}以前在委员会担任什么？",
            "{n}那时在委员会担任什么？",
            "{n}打算竞选什么职位？",
        ),
    },  # fmt: skip
    frags={
        EN: {
            "state": ("as {v} I have to remind you all the rent's due", "I'm the {v}, for my sins"),
            "did": ("I took over as {v} at the AGM", "I stepped down as {old} and I'm {v} now"),
            "switch": ("no longer {old}, I got roped into being {v}",),
            "use": (
                "first job as {v}: someone has left a sofa by the skip",
                "doing the {v} paperwork at the kitchen table, send biscuits",
            ),
            "third": ("{Who} is {v} now", "{Who} took over as {v}, so go to them"),
            "plan": ("I'm standing for {v} at the AGM", "thinking of putting my name down for {v}"),
            "drop": ("withdrew my name for {v}, not enough hours in the day",),
            "dist": (
                "the other site's {v} has resigned, drama",
                "who actually wants to be {v}? honestly",
            ),
        },
        ZH: {
            "state": ("我是{v}，提醒大家交地租", "我在委员会当{v}"),
            "did": ("年会上我接任了{v}", "不当{old}了，现在是{v}"),
            "switch": ("{old}卸任了，被拉去当{v}",),
            "use": ("当{v}的第一件事：有人在垃圾箱旁边扔了沙发", "在家做{v}的文书工作"),
            "third": ("{Who}现在是{v}", "{Who}接任了{v}"),
            "plan": ("我打算在年会上竞选{v}", "想报名当{v}"),
            "drop": ("{v}我不选了，没时间",),
            "dist": ("别的协会的{v}辞职了", "谁真的想当{v}啊"),
        },
    },
)

DENTIST = Slot(
    key="dentist",
    multi=False,
    plans=False,
    household=False,
    pool={
        EN: (
            "Gloucester Road Dental",
            "Whiteladies Dental",
            "Paintworks Dental",
            "Harbourside Dental",
            "Wells Road Dental",
            "Cotham Family Dentist",
        )
    },  # fmt: skip
    q={
        EN: _q(
            "Which dentist does {n} go to now?",
            "Which dentist did {n} go to before?",
            "Which dentist was {n} going to?",
        ),
        ZH: _q("{n}现在看哪家牙医？", "{n}以前看哪家牙医？", "{n}那时看哪家牙医？"),
    },  # fmt: skip
    frags={
        EN: {
            "state": (
                "I'm registered at {v}, they're good with wimps like me",
                "my dentist is {v}, lovely hygienist",
            ),
            "did": ("I registered with {v}", "I left {old}, got into {v} on the NHS"),
            "switch": ("{old} went private so I moved to {v}",),
            "use": (
                "check-up at {v} on Thursday so I'll be late for the water rota",
                "{v} rang to move my appointment again, third time",
            ),
            "third": ("{Who}'s registered at {v} now", "{Who} moved to {v}"),
            "dist": ("{v} are taking NHS patients, pass it on", "heard {v} went private, typical"),
            "scope": ("I'm at {v} for check-ups, but the hygienist I see is at {x}",),
        },
        ZH: {
            "state": ("我在{v}看牙", "我的牙医是{v}"),
            "did": ("我在{v}登记了", "{old}转私立了，我换到{v}"),
            "switch": ("{old}不看了，换到{v}",),
            "use": ("周四在{v}检查牙齿，浇水值班会晚到", "{v}又打电话改预约了"),
            "third": ("{Who}换到{v}看牙了", "{Who}现在在{v}看牙"),
            "dist": ("{v}在收NHS病人，大家转告", "听说{v}转私立了"),
            "scope": ("平时在{v}检查，洗牙在{x}",),
        },
    },
)

DIET = Slot(
    key="diet",
    multi=False,
    plans=True,
    household=False,
    pool={EN: ("vegetarian", "vegan", "pescatarian", "flexitarian")},
    q={
        EN: _q(
            "What diet does {n} follow now?",
            "What diet did {n} follow before?",
            "What diet was {n} following?",
            "Which diet is {n} thinking of trying?",
        ),
    },
    frags={
        EN: {
            "state": (
                "I'm {v}, so don't bring me any of your bacon butties",
                "I've been {v} since I was a student",
            ),
            "did": ("I went {v}", "I've stopped being {old}, I'm {v} now"),
            "switch": ("not {old} any more, {v} these days",),
            "use": (
                "as a {v} the bring-and-share is a minefield, I'll bring my own",
                "my {v} chilli won the harvest supper cook-off, thank you very much",
            ),
            "third": ("{Who}'s gone {v}", "{Who} is {v} now, so no sausage rolls"),
            "plan": ("thinking about going {v} in the new year", "might try going {v}"),
            "drop": ("lasted two days trying {v}, back to normal",),
            "dist": (
                "there's a {v} stall at the harvest fair",
                "{v} cookbook going free in the shed",
                "my niece says {v} is a phase, she said that about eyeliner too",
            ),
            "scope": ("I'm {v} at home, but {x} when we eat out",),
        },
    },
)

PETS = Slot(
    key="pets",
    multi=True,
    plans=False,
    household=True,
    pool={
        EN: (
            "Biscuit",
            "Pickle",
            "Nutmeg",
            "Custard",
            "Bramble",
            "Pudding",
            "Ziggy",
            "Mabel",
            "Otis",
            "Juniper",
            "Clementine",
            "Wellington",
        ),
        ZH: ("团子", "豆豆", "花卷", "馒头", "Mochi", "Lucky", "Coco"),
    },  # fmt: skip
    q={
        EN: _q(
            "", "Which pet did {n} have before?", "", coexisting="Which pets does {n} have now?"
        ),
        ZH: _q("", "{n}以前养过什么宠物？", "", coexisting="{n}现在养了哪些宠物？"),
    },
    frags={
        EN: {
            "has": (
                "{v} the whippet came down the plot with me, she ate a raspberry cane",
                "I had to leave {v} at home, he digs up everything",
                "our cat {v} brought me a vole this morning, very proud of himself",
            ),
            "add": (
                "we've got a second dog, a rescue lurcher called {v}, {old} is furious",
                "meet {v}, our new kitten, {old} is pretending she doesn't exist",
                "I adopted a retired greyhound called {v}, so now it's {old} and {v}",
            ),
            "remove": (
                "we lost {old} last week, sixteen years old, buried him under the apple tree",
                "{old} has gone to live with my sister's family, she's got a farm, honestly",
            ),
            "use": (
                "{v} and {old} both need the vet on Tuesday, two for one, wish me luck",
                "walked {v} round the site, everyone wants to stroke {v}",
            ),
            "third": ("{Who}'s got a new puppy called {v}", "{Who} adopted a kitten, {v}"),
            "dist": (
                "someone's dog, I think it's called {v}, got into the hen run again",
                "if I ever get a tortoise I'm calling it {v}",
                "found a lost spaniel by the gate, collar says {v}, anyone?",
            ),
            "we": ("we've adopted a rescue cat called {v}, {old} is sulking",),
        },
        ZH: {
            "has": ("我家狗狗{v}又跟我来菜地了", "我的猫{v}今天抓了一只老鼠"),
            "add": (
                "我们又领养了一只猫，叫{v}，{old}很不高兴",
                "家里新来了一只小狗{v}，{old}吃醋了",
            ),
            "remove": (
                "{old}上周走了，十五岁了，埋在苹果树下",
                "{old}送给我妹妹家养了，她家有院子",
            ),
            "use": ("带{v}和{old}一起去看兽医，累死了", "{v}在菜地跑了一圈，大家都想摸它"),
            "third": ("{Who}养了一只小狗叫{v}", "{Who}领养了一只猫，叫{v}"),
            "dist": ("谁家的狗{v}又跑进鸡舍了", "如果养乌龟我就叫它{v}"),
            "we": ("我们领养了一只猫叫{v}，{old}在生气",),
        },
    },
)

INSTR = Slot(
    key="instruments",
    multi=True,
    plans=False,
    household=False,
    pool={
        EN: (
            "ukulele",
            "fiddle",
            "cello",
            "tin whistle",
            "accordion",
            "banjo",
            "bass guitar",
            "mandolin",
            "bodhran",
        ),
        ZH: ("二胡", "古筝", "笛子", "钢琴", "吉他", "ukulele"),
    },  # fmt: skip
    q={
        EN: _q(
            "",
            "Which instrument did {n} play before?",
            "",
            coexisting="Which instruments does {n} play now?",
        ),
        ZH: _q("", "{n}以前弹什么乐器？", "", coexisting="{n}现在会演奏哪些乐器？"),
    },
    frags={
        EN: {
            "has": (
                "I'll bring the {v} to the harvest party if nobody objects",
                "I play the {v} in a folk session on Thursdays",
                "been practising the {v} in the shed so the neighbours don't complain",
            ),
            "add": (
                "I've started learning the {v} as well, still doing the {old} though",
                "bought a secondhand {v} off a bloke in Stokes Croft, the {old} is jealous",
            ),
            "remove": (
                "sold the {old}, I never picked it up",
                "I've given up the {old}, arthritis",
            ),
            "use": (
                "sore fingers from the {v} and from weeding, can't win",
                "played the {v} for the hens, they did not care",
            ),
            "third": ("{Who}'s taken up the {v} too", "{Who} plays the {v} now as well"),
            "dist": (
                "the folk festival has a {v} workshop, anyone going?",
                "there's a busker on the {v} outside the Co-op every Saturday",
                "if you hear a {v} at 7am that's next door, not me",
            ),
        },
        ZH: {
            "has": ("我在棚子里练{v}，邻居听不到", "丰收派对我带{v}来"),
            "add": ("我又开始学{v}了，{old}也还在练", "买了一把二手{v}，{old}也没放下"),
            "remove": ("{old}卖了，一直没时间弹", "{old}不弹了，手指不行了"),
            "use": ("练{v}加上除草，手指都疼", "给鸡弹{v}，它们完全不在乎"),
            "third": ("{Who}也开始学{v}了", "{Who}现在也弹{v}"),
            "dist": ("音乐节有{v}工作坊，有人去吗？", "Co-op门口有人弹{v}卖艺"),
        },
    },
)

CLUBS = Slot(
    key="clubs",
    multi=True,
    plans=False,
    household=False,
    pool={
        EN: (
            "Lantern Choir",
            "Red Kite Ramblers",
            "Knight Moves Chess Club",
            "Mudlarks Running Club",
            "Hollyhock Quilting Circle",
            "Ferry Rowing Club",
            "Ninepin Skittles League",
            "Boxwood Book Club",
        ),
        ZH: (
            "华人合唱团",
            "太极班",
            "读书会",
            "Mudlarks Running Club",
            "Lantern Choir",
            "羽毛球俱乐部",
        ),
    },  # fmt: skip
    q={
        EN: _q(
            "",
            "Which club did {n} belong to before?",
            "",
            coexisting="Which clubs is {n} a member of now?",
        ),
        ZH: _q("", "{n}以前参加过什么俱乐部？", "", coexisting="{n}现在参加了哪些俱乐部？"),
    },
    frags={
        EN: {
            "has": (
                "can't do Tuesday, it's {v} night",
                "I'm in the {v}, we've got a do in June",
                "{v} meets Wednesdays so I'll water on Thursday instead",
            ),
            "add": (
                "I've joined the {v} as well, on top of the {old}",
                "signed up to the {v} too, so that's {old} on Tuesdays and {v} on Fridays",
            ),
            "remove": (
                "I've left the {old}, too many politics",
                "quit the {old}, my knees said no",
            ),
            "use": (
                "{v} social tonight, bringing a tray of the green tomato chutney",
                "the {v} lot want a tour of the site, is that ok?",
            ),
            "third": ("{Who}'s joined the {v}", "{Who} is in the {v} now too"),
            "dist": (
                "poster in the library for the {v}, they need members",
                "the {v} are doing a fundraiser at the Tobacco Factory",
                "my mate got thrown out of the {v}, long story",
            ),
        },
        ZH: {
            "has": ("周二是{v}，来不了", "我参加了{v}，六月有活动"),
            "add": ("我又参加了{v}，{old}也还在去", "报了{v}，{old}周二，{v}周五"),
            "remove": ("{old}退了，人际关系太复杂", "不去{old}了，膝盖受不了"),
            "use": ("今晚{v}聚会，带一盘青番茄酱", "{v}的朋友想来参观菜地，可以吗？"),
            "third": ("{Who}参加了{v}", "{Who}现在也在{v}"),
            "dist": ("图书馆有{v}的海报，他们在招人", "{v}在搞募捐活动"),
        },
    },
)

SLOTS = (HOME, JOB, CAR, PHONE, BANK, ENERGY, STREAM, GYM, LEARN, PLOT, ROLE, DENTIST, DIET,
         PETS, INSTR, CLUBS)  # fmt: skip

# ---------------------------------------------------------------------------------------------
# Everyday chat: no state news.  Kept free of every slot's values.
# ---------------------------------------------------------------------------------------------

CROPS = ("courgettes", "broad beans", "leeks", "rhubarb", "garlic", "squash", "runner beans",
         "kale", "beetroot", "raspberries", "spuds", "onion sets", "sweetcorn", "chard",
         "purple sprouting", "gooseberries", "tomatoes", "parsnips")  # fmt: skip
PESTS = ("slugs", "blackfly", "pigeons", "the rats", "carrot fly", "cabbage whites", "bindweed",
         "mare's tail", "the badger", "whitefly", "the foxes")  # fmt: skip
CROPS_ZH = ("西葫芦", "蚕豆", "韭葱", "大黄", "大蒜", "南瓜", "豆角", "羽衣甘蓝", "甜菜根",
            "覆盆子", "土豆", "小白菜", "番茄", "香菜", "豌豆苗")  # fmt: skip
PESTS_ZH = ("鼻涕虫", "蚜虫", "鸽子", "老鼠", "菜青虫", "旋花", "狐狸")
WEATHER = {  # by season (month -> key)
    "winter": ("frost on the water butts again", "ground's like concrete this morning",
               "sideways rain, gave up after ten minutes", "lovely crisp morning for once"),
    "spring": ("finally warm enough to sit on the bench", "hailstones at lunchtime, in April, why",
               "everything's waking up", "late frost forecast, cover your spuds"),
    "summer": ("too hot to dig, sat in the shade with a flask", "three weeks and no rain",
               "thunderstorm flattened the sweet peas", "glorious evening down here"),
    "autumn": ("leaves everywhere, bagging them for leaf mould", "misty and damp, perfect slug weather",
               "first proper frost last night", "windy enough to take the lid off the compost bin"),
}  # fmt: skip
WEATHER_ZH = {
    "winter": ("今天早上水桶都结冰了", "地冻得像石头"), "spring": ("终于暖和了", "四月居然下冰雹"),
    "summer": ("太热了，挖不动", "三个星期没下雨了"), "autumn": ("满地落叶", "昨晚第一次下霜"),
}  # fmt: skip
FILLER_EN = (
    "{weather}",
    "Morning all, {weather}.",
    "Anyone want some {crop}? I've got far too many, they're in a crate by the gate.",
    "{pest} have had half my {crop}. Again.",
    "Who's got the shed key? It's not on the hook.",
    "Reminder: skip day is Saturday, nothing electrical please.",
    "Manure delivery is coming Thursday, bring a barrow and a strong stomach.",
    "Does anyone know what's eating my {crop}? Little holes everywhere.",
    "Seed swap in the clubhouse on Sunday, 2 till 4. Bring envelopes.",
    "The water trough by the top gate is leaking again.",
    "First {crop} of the year! Photo to follow.",
    "Lost a pair of green gloves, probably by the compost bays.",
    "Has anyone tried nematodes for {pest}? Worth the money?",
    "The gate code changes on the 1st, check your email.",
    "Huge thanks to whoever left the jam on the bench. Delicious.",
    "Can someone water my {crop} tomorrow? Stuck at home.",
    "Anyone got a spare bean pole or six?",
    "Plot inspections next week, apparently. Time to hide the bindweed.",
    "Fox has been in the bins by the clubhouse again.",
    "Looks like someone's left the hose running overnight.",
    "My {crop} are finally doing something. Only took three months.",
    "Work party Saturday 10am: fixing the fence by the brook. Cake provided.",
    "Does anyone have a rotavator I could borrow for an hour?",
    "The hens laid six today, I'll leave some in the fridge in the shed.",
    "I've put a crate of windfall apples by the gate, help yourselves.",
    "Can we talk about the state of the communal loos?",
    "Bonfire rules: only dry stuff, only after 6pm. Please.",
    "Best way to store {crop} over winter? Asking for me.",
    "Spotted a slow worm by the compost bays, lovely.",
    "Anyone going to the open day planning meeting tonight?",
)
REPLIES_EN = ("Ha, same here.", "Thanks!", "I'll have some if there's any left.", "Ugh, {pest}.",
              "Count me in.", "Good to know, cheers.", "Classic.", "I've got a spare, I'll leave it out.",
              "Sorry, can't this week.", "Beer trap. Works every time.", "😂", "👍",
              "Can't make it, save me a slice.", "My {crop} are the same, don't feel bad.",
              "Saw that too, very annoying.")  # fmt: skip
FILLER_ZH = (
    "{weather}", "有人要{crop}吗？太多了，放在门口箱子里。", "{pest}把我的{crop}吃了一半。",
    "棚子钥匙谁拿了？钩子上没有。", "周日在活动室交换种子，两点到四点。",
    "第一批{crop}收了！", "周六十点集体劳动，修小溪边的篱笆，有蛋糕。",
    "谁能明天帮我浇一下{crop}？", "上面水槽又漏水了。", "{crop}冬天怎么储存比较好？",
    "门口放了一箱苹果，大家随便拿。", "有人有多余的竹竿吗？",
)  # fmt: skip
REPLIES_ZH = ("谢谢！", "好的", "我也是", "哈哈", "我要一点", "太好了", "👍", "{pest}真的烦人",
              "我去不了，给我留一块蛋糕")  # fmt: skip
# English writers who drop in a Chinese word now and then
SPRINKLES = ("加油 everyone, nearly there with the fence!", "The pak choi from {zh}'s seeds is 好吃, seriously.",
             "{zh} taught me 谢谢 and I've been saying it to the hens.",
             "{zh} says this is 很好 soil, I'll take it.", "辛苦了 to the work party crew!")  # fmt: skip
# Extra small talk to wrap news in long, chatty messages
CHAT_PRE = (
    "Morning all, {weather}, obviously.",
    "Right, catching up on this chat, blimey.",
    "Quick one before I forget.",
    "Sorry, been off grid, the {crop} took over my life.",
    "Just back from the site, {pest} everywhere.",
    "Lovely to see so many down on Sunday.",
)
CHAT_POST = (
    "Anyway, who's got the shed key?",
    "Anyway, anyone want {crop}?",
    "Also the trough by the top gate is leaking again, someone tell the committee.",
    "See you all Saturday, I'll bring cake.",
    "Right, off to do battle with {pest}.",
)
CHAT_PRE_ZH = (
    "早上好！{weather}。",
    "刚看完群消息。",
    "顺便说一下。",
    "刚从菜地回来，{pest}到处都是。",
)
CHAT_POST_ZH = ("对了，谁拿了棚子钥匙？", "有人要{crop}吗？", "周六见！")


def season(day: int) -> str:
    m = (START_DT + timedelta(days=day)).month
    return {12: "winter", 1: "winter", 2: "winter", 3: "spring", 4: "spring", 5: "spring",
            6: "summer", 7: "summer", 8: "summer"}.get(m, "autumn")  # fmt: skip


def fill(rng: random.Random, template: str, day: int, lang: str) -> str:
    if lang == ZH:
        return template.format(weather=rng.choice(WEATHER_ZH[season(day)]),
                               crop=rng.choice(CROPS_ZH), pest=rng.choice(PESTS_ZH))  # fmt: skip
    w = rng.choice(WEATHER[season(day)])
    return template.format(weather=w[0].upper() + w[1:] if template.startswith("{weather}") else w,
                           crop=rng.choice(CROPS), pest=rng.choice(PESTS))  # fmt: skip


def month_en(day: int) -> str:
    return MONTHS_EN[(START_DT + timedelta(days=day)).month - 1]


def month_zh(day: int) -> str:
    return f"{(START_DT + timedelta(days=day)).month}月份"


# ---------------------------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    slots: list[Slot] = field(default_factory=list)
    mate: str | None = None  # household partner or relative in the chat


@dataclass
class Conv:
    """One short conversation: lines said on one day, in order."""

    day: int
    lines: list[tuple[str, str]]


@dataclass
class Track:
    """The truth of one person's slot: held values with the day each became true."""

    person: Person
    slot: Slot
    held: list[tuple[str, int, int]] = field(default_factory=list)  # value, true day, told day
    removed: list[str] = field(default_factory=list)  # multi: values no longer held
    abandoned: list[str] = field(default_factory=list)
    planned: str | None = None
    scoped: list[str] = field(default_factory=list)
    slips: list[str] = field(default_factory=list)
    mentioned: list[str] = field(default_factory=list)
    spare: list[str] = field(default_factory=list)  # unused pool values, for distractors

    def all_values(self) -> list[str]:
        vals = [v for v, _, _ in self.held] + self.removed + self.abandoned + self.scoped
        vals += self.slips + self.mentioned + ([self.planned] if self.planned else [])
        out: list[str] = []
        for v in vals:
            if v not in out:
                out.append(v)
        return out


def cap(template: str, text: str) -> str:
    """Upper-case the first letter unless the line opens with a value (kept verbatim)."""
    if template.startswith("{") and not template.startswith("{Who}"):
        return text
    return text[:1].upper() + text[1:]


class Writer:
    """Renders fragments for a slot in the speaker's language."""

    def __init__(self, rng: random.Random, people: dict[str, Person]) -> None:
        self.rng = rng
        self.people = people
        self.last = ""

    def frag(self, slot: Slot, lang: str, key: str, **kw: str) -> str:
        frags = slot.frags.get(lang) or slot.frags[EN]
        options = frags.get(key) or slot.frags[EN][key]
        t = self.rng.choice(options)
        self.last = t
        return cap(t, t.format(**kw))

    def pron(self, name: str, lang: str) -> str:
        g = self.people[name].gender
        if lang == ZH:
            return "她" if g == "f" else "他"
        return "She" if g == "f" else "He"

    def pre(self, lang: str, day: int) -> str:
        t = self.rng.choice(CHAT_PRE_ZH if lang == ZH else CHAT_PRE)
        return fill(self.rng, t, day, lang)

    def post(self, lang: str, day: int) -> str:
        t = self.rng.choice(CHAT_POST_ZH if lang == ZH else CHAT_POST)
        return fill(self.rng, t, day, lang)


def end(text: str, lang: str) -> str:
    """Close a sentence with the language's full stop unless it already ends in one."""
    if text[-1:] in ".!?。！？":
        return text
    return text + ("。" if lang == ZH else ".")


NEWS_EN = ("", "", "Bit of news: ", "Update from me: ", "So, ", "For anyone keeping the list, ",
           "Right, ")  # fmt: skip
NEWS_ZH = ("", "", "跟大家说一下，", "更新一下：", "对了，")
HEARD_EN = ("", "", "Heard that ", "FYI, ", "News from the gate: ", "Apparently ")
HEARD_ZH = ("", "听说", "顺便说一下，")
SEEN_EN = (
    "Bumped into {n} by the compost bays this morning.",
    "Had a cuppa with {n} at the gate.",
    "Saw {n} at the seed swap, first time in ages.",
    "{n} popped round to borrow my loppers.",
)
SEEN_ZH = ("今天在堆肥区碰到{n}了。", "刚才在门口跟{n}喝了杯茶。", "在种子交换会上看到{n}了。")
ASK_EN = (
    "Oh nice, how's {p} getting on?",
    "Is {p} still coming to the work party?",
    "Oh, what's {p} up to these days?",
)
ASK_ZH = ("{p}最近怎么样？", "{p}还好吗？")
SELF_EN = ("{core}, for anyone keeping track.", "{core}. Update the contact list, committee!",
           "{core}, in case anyone was wondering.")  # fmt: skip
SELF_ZH = ("{core}，跟大家报告一下。", "{core}，大家知道一下。")
OOO_EN = ("Forgot to mention, {core} back in {when}.", "Meant to say this weeks ago: {core}, in {when}.",
          "Old news now, but {core} back in {when}.")  # fmt: skip
OOO_ZH = ("忘了说，{when}的时候{core}。", "早就想说了，{when}{core}。")
DONE_EN = ("Done it: {core}.", "Well, it happened. {core}.", "Update on that: {core}.")
DONE_ZH = ("搞定了，{core}。", "之前说的事定了：{core}。")
PLAN_EN = ("", "", "Between us, ", "Don't tell anyone yet but ")
PLAN_ZH = ("", "", "偷偷说一句，")


def lower_start(text: str, template: str = "") -> str:
    """Lower-case an opening letter for use mid-sentence, keeping "I", names and values (a
    template that opens with a placeholder) as they are."""
    if template.startswith("{") or text[:2] in ("I ", "I'") or not text[:1].isupper():
        return text
    return text[:1].lower() + text[1:]


class Builder:
    """Builds each person's slot timelines as conversations, with the truth kept in tracks."""

    def __init__(self, rng: random.Random, people: list[Person]) -> None:
        self.rng = rng
        self.people = people
        self.by_name = {p.name: p for p in people}
        self.w = Writer(rng, self.by_name)
        self.convs: list[Conv] = []
        self.tracks: list[Track] = []

    # -- helpers ------------------------------------------------------------------------------

    def other(self, p: Person, prefer_mate: bool = True) -> Person:
        if prefer_mate and p.mate and self.rng.random() < 0.6:
            return self.by_name[p.mate]
        return self.rng.choice([q for q in self.people if q.name != p.name])

    def say(self, day: int, *lines: tuple[str, str]) -> None:
        self.convs.append(Conv(min(day, LAST_DAY), list(lines)))

    def f(self, slot: Slot, lang: str, key: str, **kw: str) -> str:
        return self.w.frag(slot, lang, key, **kw)

    def has(self, slot: Slot, lang: str, key: str) -> bool:
        return key in (slot.frags.get(lang) or slot.frags[EN])

    def news(self, lang: str, core: str) -> str:
        pre = self.rng.choice(NEWS_ZH if lang == ZH else NEWS_EN)
        return end(pre + (lower_start(core, self.w.last) if pre and lang == EN else core), lang)

    def heard(self, lang: str, core: str) -> str:
        """A report about somebody else (the core opens with their name)."""
        return end(self.rng.choice(HEARD_ZH if lang == ZH else HEARD_EN) + core, lang)

    def plan_line(self, slot: Slot, lang: str, v: str) -> str:
        pre = self.rng.choice(PLAN_ZH if lang == ZH else PLAN_EN)
        core = self.f(slot, lang, "plan", v=v)
        return end(pre + (lower_start(core, self.w.last) if pre and lang == EN else core), lang)

    def long(self, lang: str, day: int, core: str) -> str:
        sep = "" if lang == ZH else " "
        return sep.join((self.w.pre(lang, day), end(core, lang), self.w.post(lang, day)))

    # -- single-valued slots ------------------------------------------------------------------

    def change(self, tr: Track, old: str, new: str, day: int) -> int:
        """Say one change of a single-valued slot in a seed-chosen way; return the day told."""
        p, slot, rng = tr.person, tr.slot, self.rng
        L = p.lang
        styles = ["direct", "switch", "use", "third", "pron", "selfname", "ooo", "neg", "slip",
                  "long", "plan_done"]  # fmt: skip
        if slot.household and self.has(slot, L, "we"):
            styles += ["we", "we"]
        style = rng.choice(styles)
        if style == "slip" and not tr.spare:
            style = "direct"
        if style == "plan_done" and not slot.plans:
            style = "switch"
        if style == "ooo" and day + 50 > LAST_DAY - 20:
            style = "direct"
        kw = {"v": new, "old": old}
        if style == "direct":
            self.say(day, (p.name, self.news(L, self.f(slot, L, "did", **kw))))
        elif style == "switch":
            self.say(day, (p.name, end(self.f(slot, L, "switch", **kw), L)))
        elif style == "use":
            self.say(day, (p.name, end(self.f(slot, L, "use", **kw), L)))
        elif style == "third":
            r = self.other(p)
            core = self.f(slot, r.lang, "third", Who=p.name, **kw)
            self.say(day, (r.name, self.heard(r.lang, core)))
        elif style == "pron":
            r = self.other(p)
            lines = [(r.name, rng.choice(SEEN_ZH if r.lang == ZH else SEEN_EN).format(n=p.name))]
            if rng.random() < 0.5:
                q = self.other(r, prefer_mate=False)
                if q.name != p.name:
                    pr = self.w.pron(p.name, q.lang)
                    ask = rng.choice(ASK_ZH if q.lang == ZH else ASK_EN)
                    lines.append((q.name, ask.format(p=pr if q.lang == ZH else pr.lower())))
            who = self.w.pron(p.name, r.lang)
            lines.append((r.name, end(self.f(slot, r.lang, "third", Who=who, **kw), r.lang)))
            self.say(day, *lines)
        elif style == "selfname":
            core = self.f(slot, L, "third", Who=p.name, **kw).rstrip(".")
            self.say(day, (p.name, rng.choice(SELF_ZH if L == ZH else SELF_EN).format(core=core)))
        elif style == "we":
            self.say(day, (p.name, end(self.f(slot, L, "we", **kw), L)))
        elif style == "ooo":
            told = day + rng.randint(18, 45)
            core = self.f(slot, L, "did", **kw)
            when = month_zh(day) if L == ZH else month_en(day)
            t = rng.choice(OOO_ZH if L == ZH else OOO_EN)
            self.say(told, (p.name, t.format(core=lower_start(core, self.w.last), when=when)))
            return told
        elif style == "neg":
            q = self.other(p, prefer_mate=False)
            ask = f"{p.name}，你还是{old}吗？" if q.lang == ZH else f"{p.name}, still {old}?"
            core = self.f(slot, L, "did", **kw)
            reply = (
                f"不是{old}了，{end(core, L)}"
                if L == ZH
                else f"No, not {old} any more. {end(core, L)}"
            )
            self.say(day, (q.name, ask), (p.name, reply))
        elif style == "slip":
            wrong = tr.spare.pop()
            tr.slips.append(wrong)
            first = self.news(L, self.f(slot, L, "did", v=wrong, old=old))
            fix = (f"打错了，是{new}，不是{wrong}。" if L == ZH
                   else rng.choice((f"Sorry, I meant {new}, not {wrong}!",
                                    f"*{new}, not {wrong}. Autocorrect, honestly.")))  # fmt: skip
            self.say(day, (p.name, first), (p.name, fix))
        elif style == "long":
            key = rng.choice(("did", "switch", "use"))
            self.say(day, (p.name, self.long(L, day, self.f(slot, L, key, **kw))))
        else:  # plan_done: the plan first, then it happens
            plan_day = max(day - rng.randint(15, 40), 1)
            self.say(plan_day, (p.name, self.plan_line(slot, L, new)))
            core = self.f(slot, L, "did", **kw)
            t = rng.choice(DONE_ZH if L == ZH else DONE_EN)
            self.say(day, (p.name, t.format(core=lower_start(core, self.w.last))))
        return day

    def single(self, p: Person, slot: Slot) -> Track:
        rng, L = self.rng, p.lang
        pool = list(slot.pool.get(L) or slot.pool[EN])
        rng.shuffle(pool)
        n = min(rng.choice((1, 1, 2, 2, 2, 3)), len(pool) - 2)
        held_vals, tr = pool[: n + 1], Track(p, slot, spare=pool[n + 1 :])
        day = rng.randint(0, 100)
        v0 = held_vals[0]
        style = rng.choice(("state", "state", "long", "use"))
        if style == "use":
            self.say(day, (p.name, end(self.f(slot, L, "use", v=v0), L)))
        elif style == "long":
            self.say(day, (p.name, self.long(L, day, self.f(slot, L, "state", v=v0))))
        else:
            self.say(day, (p.name, end(self.f(slot, L, "state", v=v0), L)))
        tr.held.append((v0, day, day))
        cursor = day
        for i in range(1, n + 1):
            old, new = held_vals[i - 1], held_vals[i]
            if slot.plans and tr.spare and cursor < 420 and rng.random() < 0.3:
                # a plan or a passing thought that comes to nothing
                wv = tr.spare.pop()
                cursor += rng.randint(15, 40)
                self.say(cursor, (p.name, self.plan_line(slot, L, wv)))
                if rng.random() < 0.6:
                    cursor += rng.randint(15, 50)
                    self.say(cursor, (p.name, end(self.f(slot, L, "drop", v=wv, cur=old), L)))
                tr.abandoned.append(wv)
            room = (LAST_DAY - 60 - cursor) // (n - i + 1)
            if room < 45:
                tr.spare += held_vals[i:]
                break
            d = cursor + rng.randint(45, room)
            told = self.change(tr, old, new, d)
            tr.held.append((new, d, told))
            cursor = told
        cur = tr.held[-1][0]
        if self.has(slot, L, "scope") and tr.spare and cursor < 680 and rng.random() < 0.5:
            x = tr.spare.pop()
            cursor += rng.randint(10, 40)
            self.say(cursor, (p.name, end(self.f(slot, L, "scope", v=cur, x=x), L)))
            tr.scoped.append(x)
        if slot.plans and tr.spare and cursor < 670 and rng.random() < 0.35:
            wv = tr.spare.pop()
            cursor += rng.randint(10, 50)
            self.say(cursor, (p.name, self.plan_line(slot, L, wv)))
            tr.planned = wv
        self.tracks.append(tr)
        return tr

    # -- multi-valued slots (coexisting values) ----------------------------------------------

    def multi(self, p: Person, slot: Slot) -> Track:
        rng, L = self.rng, p.lang
        pool = list(slot.pool.get(L) or slot.pool[EN])
        rng.shuffle(pool)
        v0, v1, v2 = pool[:3]
        tr = Track(p, slot, spare=pool[3:])
        day = rng.randint(0, 150)
        self.say(day, (p.name, end(self.f(slot, L, "has", v=v0), L)))
        tr.held.append((v0, day, day))
        d1 = day + rng.randint(40, 250)
        self.add(tr, v1, v0, d1)
        tr.held.append((v1, d1, d1))
        if d1 < 480 and rng.random() < 0.5:
            d2 = d1 + rng.randint(40, 120)
            core = self.f(slot, L, "remove", old=v0)
            if rng.random() < 0.3:
                t = rng.choice(
                    ("忘了说，{core}。",)
                    if L == ZH
                    else ("Forgot to say, {core}.", "Late news: {core}.")
                )
                self.say(
                    d2 + rng.randint(15, 40),
                    (p.name, t.format(core=lower_start(core, self.w.last))),
                )
            else:
                self.say(d2, (p.name, end(core, L)))
            tr.held = [h for h in tr.held if h[0] != v0]
            tr.removed.append(v0)
            d3 = d2 + rng.randint(60, 120)
            self.add(tr, v2, v1, d3)
            tr.held.append((v2, d3, d3))
        else:
            tr.spare.append(v2)
        self.tracks.append(tr)
        return tr

    def add(self, tr: Track, new: str, old: str, day: int) -> None:
        p, slot, rng, L = tr.person, tr.slot, self.rng, tr.person.lang
        styles = ["add", "add", "use", "third", "pron", "long"]
        if slot.household and self.has(slot, L, "we"):
            styles.append("we")
        style = rng.choice(styles)
        kw = {"v": new, "old": old}
        if style in ("add", "use", "we"):
            self.say(day, (p.name, end(self.f(slot, L, style, **kw), L)))
        elif style == "long":
            self.say(day, (p.name, self.long(L, day, self.f(slot, L, "add", **kw))))
        elif style == "third":
            r = self.other(p)
            self.say(
                day, (r.name, self.heard(r.lang, self.f(slot, r.lang, "third", Who=p.name, **kw)))
            )
        else:
            r = self.other(p)
            seen = rng.choice(SEEN_ZH if r.lang == ZH else SEEN_EN).format(n=p.name)
            who = self.w.pron(p.name, r.lang)
            self.say(
                day,
                (r.name, seen),
                (r.name, end(self.f(slot, r.lang, "third", Who=who, **kw), r.lang)),
            )

    # -- distractors: values of the same kind that are nobody's state -------------------------

    def distractors(self) -> None:
        rng = self.rng
        mine = {(t.person.name, t.slot.key): t for t in self.tracks}
        for tr in self.tracks:
            for _ in range(rng.choice((0, 1, 1, 2))):
                sp = tr.person if rng.random() < 0.5 else self.other(tr.person, prefer_mate=False)
                own = mine.get((sp.name, tr.slot.key))
                taken = set(tr.all_values()) | set(own.all_values() if own else ())
                pool = [
                    v for v in (tr.slot.pool.get(sp.lang) or tr.slot.pool[EN]) if v not in taken
                ]
                if not pool:
                    continue
                v = rng.choice(pool)
                day = rng.randint(0, LAST_DAY)
                self.say(day, (sp.name, end(self.f(tr.slot, sp.lang, "dist", v=v), sp.lang)))
                if own is not None:
                    own.mentioned.append(v)

    # -- everyday chat ------------------------------------------------------------------------

    def filler(self, count: int) -> None:
        rng = self.rng
        for _ in range(count):
            day = rng.randint(0, LAST_DAY)
            a = rng.choice(self.people)
            lines = [(a.name, self.chat(FILLER_ZH if a.lang == ZH else FILLER_EN, day, a.lang))]
            for _ in range(rng.choice((0, 0, 1, 1, 2))):
                b = rng.choice([q for q in self.people if q.name != lines[-1][0]])
                lines.append(
                    (b.name, self.chat(REPLIES_ZH if b.lang == ZH else REPLIES_EN, day, b.lang))
                )
            self.say(day, *lines)
        zh = [p.name for p in self.people if p.lang == ZH]
        en = [p for p in self.people if p.lang == EN]
        for _ in range(rng.randint(3, 5)):
            t = rng.choice(SPRINKLES)
            if "{zh}" in t and not zh:
                continue
            self.say(
                rng.randint(0, LAST_DAY),
                (rng.choice(en).name, t.format(zh=rng.choice(zh) if zh else "")),
            )

    def chat(self, options: tuple[str, ...], day: int, lang: str) -> str:
        text = fill(self.rng, self.rng.choice(options), day, lang)
        return text[:1].upper() + text[1:]

    # -- probes -------------------------------------------------------------------------------

    def probes(self) -> list[dict[str, Any]]:
        rng, out = self.rng, []
        for tr in self.tracks:
            p, slot = tr.person, tr.slot
            lang = p.lang if p.lang in slot.q else EN
            q = {k: v.format(n=p.name) for k, v in slot.q[lang].items()}
            vals = tr.all_values()
            base = {
                "subject": p.name,
                "slot": slot.key,
                "values": vals,
                "abandoned": list(tr.abandoned),
            }
            held = [v for v, _, _ in tr.held]
            if slot.multi:
                out.append({**base, "kind": "coexisting", "question": q["coexisting"], "gold": held,
                            "outdated": list(tr.removed)})  # fmt: skip
                if tr.removed and rng.random() < 0.8:
                    out.append({**base, "kind": "historical", "question": q["historical"],
                                "gold": list(tr.removed), "outdated": []})  # fmt: skip
                continue
            out.append({**base, "kind": "current", "question": q["current"], "gold": [held[-1]],
                        "outdated": held[:-1] + tr.slips})  # fmt: skip
            if len(held) > 1 and rng.random() < 0.75:
                out.append({**base, "kind": "historical", "question": q["historical"],
                            "gold": held[:-1], "outdated": []})  # fmt: skip
            if len(held) > 1 and rng.random() < 0.5:
                windows = [
                    (k, tr.held[k][2] + 3, tr.held[k + 1][1] - 3) for k in range(len(held) - 1)
                ]
                windows = [w for w in windows if w[2] - w[1] >= 4]
                if windows:
                    k, lo, hi = rng.choice(windows)
                    out.append({**base, "kind": "as_of", "question": q["as_of"], "gold": [held[k]],
                                "outdated": [], "as_of_day": rng.randint(lo, hi)})  # fmt: skip
            if tr.planned:
                out.append({**base, "kind": "planning", "question": q["planning"],
                            "gold": [tr.planned], "outdated": []})  # fmt: skip
        while len(out) > 140:  # keep the probe count in range: drop a few secondary probes
            extra = [i for i, pr in enumerate(out) if pr["kind"] in ("historical", "as_of")]
            out.pop(rng.choice(extra))
        return out


def make_people(rng: random.Random) -> list[Person]:
    n = rng.randint(10, 14)
    n_zh = max(2, round(n / 4) + rng.choice((-1, 0, 0, 1)))
    picks = [(nm, g, ZH) for nm, g in rng.sample(PEOPLE_ZH, n_zh)]
    picks += [(nm, g, EN) for nm, g in rng.sample(PEOPLE_EN, n - n_zh)]
    rng.shuffle(picks)
    people = [Person(nm, g, lang) for nm, g, lang in picks]
    seconds = set()
    for i in range(rng.randint(2, 3)):  # households with two people in the chat
        a, b = people[2 * i], people[2 * i + 1]
        a.mate, b.mate = b.name, a.name
        seconds.add(b.name)
    for p in people:
        eligible = [s for s in SLOTS if (p.lang == EN or ZH in s.frags)
                    and not (p.name in seconds and s.household)]  # fmt: skip
        p.slots = rng.sample(eligible, min(len(eligible), rng.choice((4, 5, 5, 6, 6, 7))))
    return people


def generate(seed: int) -> dict[str, Any]:
    """The world for one seed: episodes in time order and probes with their gold values."""
    rng = random.Random(f"{GENERATOR}:{seed}")
    people = make_people(rng)
    b = Builder(rng, people)
    for p in people:
        for slot in p.slots:
            if slot.multi:
                b.multi(p, slot)
            else:
                b.single(p, slot)
    b.distractors()
    b.filler(rng.randint(160, 215))
    probes = b.probes()
    raw = []
    for i, conv in enumerate(b.convs):
        minute = rng.randint(6 * 60, 21 * 60)
        for j, (speaker, text) in enumerate(conv.lines):
            minute += rng.randint(1, 9) if j else 0
            lang = b.by_name[speaker].lang
            raw.append((conv.day, minute, i, j, {
                "day": conv.day, "minute": minute, "speaker": speaker, "text": text,
                "session": f"{GENERATOR}-{seed}-d{conv.day:03d}-c{i}", "language": lang}))  # fmt: skip
    raw.sort(key=lambda r: r[:4])
    return {"generator": GENERATOR, "seed": seed, "start": START,
            "episodes": [r[4] for r in raw], "probes": probes}  # fmt: skip


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found in a generated world (empty when it is well formed)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys: {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY) or e["language"] not in (EN, ZH) or not e["text"]:
            errs.append(f"bad episode: {e}")
        if "{" in e["text"] or "}" in e["text"]:
            errs.append(f"unfilled placeholder: {e['text']}")
        if (e["day"], e["minute"]) < last:
            errs.append(f"episodes out of order at day {e['day']}")
        last = (e["day"], e["minute"])
    seen = set()
    for p in probes:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS or not p["question"] or not p["gold"]:
            errs.append(f"bad probe {tag}")
        if p["subject"] not in speakers:
            errs.append(f"subject never speaks: {tag}")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"gold {g!r} not in any episode ({tag})")
            if g not in p["values"]:
                errs.append(f"gold {g!r} not in values ({tag})")
        bad = set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"]))
        if bad:
            errs.append(f"gold also outdated/abandoned {bad} ({tag})")
        if (p["kind"] == "as_of") != (p.get("as_of_day") is not None):
            errs.append(f"as_of_day mismatch ({tag})")
        if not set(p["outdated"]) | set(p["abandoned"]) <= set(p["values"]):
            errs.append(f"outdated/abandoned not in values ({tag})")
        key = (p["subject"], p["slot"], p["kind"])
        if key in seen:
            errs.append(f"duplicate probe {tag}")
        seen.add(key)
    return errs


def main() -> int:
    from collections import Counter

    failed = False
    for seed in (7, 11, 23):
        world = generate(seed)
        if generate(seed) != world:
            print(f"seed {seed}: not deterministic")
            failed = True
        errs = validate(world)
        for e in errs[:20]:
            print(f"seed {seed}: {e}")
        failed |= bool(errs)
        eps, probes = world["episodes"], world["probes"]
        people = sorted({p["subject"] for p in probes})
        kinds = Counter(p["kind"] for p in probes)
        zh = sum(e["language"] == ZH for e in eps)
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes, "
              f"{len(people)} people, kinds {dict(sorted(kinds.items()))}")  # fmt: skip
    print("self-check", "FAILED" if failed else "ok")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
