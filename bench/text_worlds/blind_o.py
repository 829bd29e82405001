"""Blind text world ``blind_o``: a Manchester bicycle courier co-op and the households around it.

``generate(seed)`` invents a small courier co-operative (riders, a dispatcher, a mechanic and a
bookkeeper) plus a partner, a parent and a flatmate, who chat in a group chat and in DMs over
two years starting 2024-03-04.  Three of the ten write mostly in simplified Chinese, with English
brand and place names embedded; a few slots have Chinese-only values for them.

Some state slots are held by the co-op itself (depot, dispatch app, insurer, bank, ...), stated
with "we"/"our", the co-op's name or a framing ("Co-op news:", "Re the depot —"); the rest are
held by people (neighbourhood, gym, bike, diet, pets, ...).  Changes are said directly, implied
by use after a plan, reported late ("back in May we moved ..."), reported by someone else or
through a pronoun pointing back to someone named earlier in the same DM, corrected mid-message,
or buried in chatty multi-clause messages.  Plans are carried out, dropped or left pending;
values are merely considered, used only within a scope, or added alongside existing ones.
Around the state turns sit distractors (news, advice, other people's things) and chit-chat.

The probes carry gold values derived from the generated timelines; ``main()`` re-checks every
probe against those timelines (``python3 -m bench.text_worlds.blind_o``).  Deterministic for a
seed, standard library only.
"""

from __future__ import annotations

import random
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

GENERATOR = "blind_o"
START_DATE = date(2024, 3, 4)
START = "2024-03-04T00:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "why", "planning", "coexisting")

Bank = dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class Slot:
    """One kind of state: value pools, phrase banks per language and question templates.

    Placeholders: {v} value, {old} the value before, {cur} the value now (plans, drops,
    scopes), {s} a third-person subject, {sp} its possessive, {w} a second value (pairs),
    {scope} the scope of an exception.  Single-valued banks: is1 (first-person present), is3,
    chg1 (first-person change), chg3, past1 (first-person past clause, for late reports),
    plan1, drop1, use1 (use that implies the change), scoped1, dist (distractors).
    Multi-valued banks: has1, pair1, add1, add3, rem1, is3, dist.
    """

    key: str
    coop: bool
    multi: bool
    pool: tuple[str, ...]
    en: Bank
    zh: Bank
    q: dict[str, tuple[str, str]]
    pool_zh: tuple[str, ...] = ()
    reasons: tuple[tuple[str, str, str, str], ...] = ()
    scopes: tuple[tuple[str, str], ...] = ()
    topic: tuple[str, str] = ("", "")
    advice: bool = True
    consider: bool = True


# =============================================================================================
# Slots held by the co-op.  First-person forms speak as "we" (a member talking for the co-op).
# =============================================================================================

DEPOT = Slot(
    key="depot", coop=True, multi=False, topic=("depot", "仓库"),
    pool=("Jersey Street", "Pollard Street", "Crusader Mill", "Red Bank", "Cambridge Street",
          "Ducie Street", "Hope Mill", "Chapeltown Street"),
    en=dict(
        is1=("we're operating out of {v}", "the depot's at {v}", "we're based at {v}"),
        is3=("{s} works out of a unit at {v}", "{s} is based at {v}"),
        chg1=("we've moved the depot to {v}", "the depot is officially at {v} now",
              "we got the keys to the unit at {v} and the depot's there from today",
              "we've cleared out of {old}, the depot is {v} from now on"),
        chg3=("{s} has moved its depot to {v}", "{s} has relocated to a unit at {v}"),
        past1=("we moved the depot to {v}", "we shifted everything over to the unit at {v}"),
        plan1=("we're looking at moving the depot to {v}",
               "the committee wants to take the unit at {v}",
               "we're planning to move the depot to {v} when the lease on {cur} is up"),
        drop1=("we're not moving to {v} after all, staying at {cur}",
               "the {v} unit fell through, so we're staying put at {cur}"),
        use1=("first morning loading out of {v}, the roller door sticks but otherwise fine",
              "parked up at {v} for the first shift there, feels weird not going to {old}"),
        dist=("there's a unit going at {v}, way too pricey for us",
              "did anyone see the flooding on {v} last night?",
              "Pedal Power in Liverpool nearly took a unit on {v} once",
              "the café near {v} does a decent bacon barm"),
    ),
    zh=dict(
        is1=("我们车队的仓库在{v}", "我们车队现在在{v}出车"),
        is3=("{s}的仓库在{v}",),
        chg1=("我们车队的仓库搬到{v}了", "仓库正式搬去{v}了，今天开始在那边出车"),
        chg3=("{s}把仓库搬到{v}了",),
        past1=("我们车队把仓库搬到了{v}",),
        plan1=("我们车队打算把仓库搬去{v}", "委员会想租{v}那个仓库"),
        drop1=("仓库不搬去{v}了，还是留在{cur}",),
        use1=("今天第一次在{v}装车出发，卷帘门有点卡，其他都还好",),
        dist=("{v}那边有个仓库在出租，贵得离谱", "昨晚{v}那边是不是淹水了？"),
    ),
    q=dict(
        cur=("Where is {s}'s depot now?", "{s}的仓库现在在哪里？"),
        hist=("Where was {s}'s depot before it moved to {v}?", "{s}的仓库搬到{v}之前在哪里？"),
        asof=("Where was {s}'s depot on {date}?", "{date}的时候{s}的仓库在哪里？"),
        plan=("Where is {s} planning to move its depot?", "{s}打算把仓库搬到哪里？"),
        why=("Why did {s} move its depot to {v}?", "{s}为什么把仓库搬到{v}？"),
    ),
    reasons=(("the landlord doubled the rent", "landlord", "房东把租金翻倍了", "房东"),
             ("the old unit had mould everywhere", "mould", "旧仓库到处发霉", "发霉"),
             ("we outgrew the old unit once the cargo fleet arrived", "outgrew",
              "货运车来了以后旧仓库放不下了", "放不下")),
    advice=False,
)  # fmt: skip

DISPATCH = Slot(
    key="dispatch_app", coop=True, multi=False, topic=("dispatch app", "派单系统"),
    pool=("Onfleet", "Tookan", "Shipday", "Routific", "Detrack", "Bringg", "Track-POD"),
    en=dict(
        is1=("we're on {v} for dispatch", "dispatch runs through {v}",
             "all our jobs come through {v}"),
        is3=("{s} runs dispatch on {v}", "{s} uses {v} for dispatch"),
        chg1=("we've switched dispatch over to {v}",
              "dispatch is on {v} from today, you can delete {old}",
              "we've gone live on {v} for every job"),
        chg3=("{s} has moved dispatch over to {v}", "{s} has ditched {old} for {v}"),
        past1=("we switched dispatch over to {v}", "we moved all the jobs onto {v}"),
        plan1=("we're planning to move dispatch over to {v}",
               "we're trialling {v} with a view to dropping {cur}",
               "the plan is to get dispatch onto {v} next quarter"),
        drop1=("we're not switching to {v} after all, sticking with {cur}",
               "scrap the {v} idea, dispatch stays on {cur}"),
        use1=("first full week on {v} and nobody's got lost yet",
              "{v} pinged me fourteen jobs this morning, so much quicker than {old}"),
        scoped1=("just for {scope} we're running jobs through {v}, everything else stays on {cur}",
                 "for {scope} only, dispatch is on {v}"),
        dist=("{v} just put their per-seat price up again",
              "the Leeds co-op are trialling {v}",
              "someone on the courier forum reckons {v} drains your battery",
              "{v} has a new route optimiser, looks flashy"),
    ),
    zh=dict(
        is1=("我们车队用{v}派单", "我们车队现在单子都走{v}"),
        is3=("{s}用{v}派单",),
        chg1=("派单系统换成{v}了，{old}可以删了", "从今天开始我们车队所有单子都走{v}"),
        chg3=("{s}的派单换成{v}了",),
        past1=("我们车队把派单换到了{v}",),
        plan1=("我们车队打算把派单换成{v}", "下个季度准备把派单从{cur}迁到{v}"),
        drop1=("不换{v}了，派单还是用{cur}",),
        use1=("用{v}派了一整周单了，没人跑错地方",),
        scoped1=("{scope}我们临时用{v}派单，其他时候还是{cur}",),
        dist=("{v}又涨价了", "听说 Leeds 那边的车队在试{v}"),
    ),
    q=dict(
        cur=("Which dispatch app does {s} use now?", "{s}现在用什么派单系统？"),
        hist=("Which dispatch app did {s} use before {v}?", "{s}换成{v}之前用的是什么派单系统？"),
        asof=("Which dispatch app was {s} using on {date}?", "{date}的时候{s}用什么派单系统？"),
        plan=("Which dispatch app is {s} planning to move to?", "{s}打算换成什么派单系统？"),
        why=("Why did {s} switch dispatch to {v}?", "{s}为什么把派单换成{v}？"),
    ),
    reasons=(("the old app kept crashing mid-shift", "crashing", "旧的 app 老是闪退", "闪退"),
             ("it's half the subscription cost", "subscription", "订阅费便宜一半", "订阅费")),
    scopes=(("the Christmas rush", "圣诞高峰期"), ("the hospital samples contract", "医院送样本的合同期间")),
)  # fmt: skip

CARGO = Slot(
    key="cargo_bike_supplier", coop=True, multi=False, topic=("cargo bikes", "货运车"),
    pool=("Urban Arrow", "Larry vs Harry", "Douze Cycles", "Babboe", "Tern", "Riese & Müller",
          "Carqon"),
    en=dict(
        is1=("our cargo bikes come from {v}", "we lease the cargo fleet from {v}"),
        is3=("{s} gets its cargo bikes from {v}",),
        chg1=("we've signed with {v} for the cargo fleet",
              "the cargo bikes are coming from {v} now, contract's signed",
              "we've dropped {old} and the cargo fleet is with {v} now"),
        chg3=("{s} has switched its cargo bike supplier to {v}",
              "{s} has signed a fleet deal with {v}"),
        past1=("we signed the cargo fleet deal with {v}",
               "we switched our cargo bike supplier to {v}"),
        plan1=("we're thinking of getting the next batch of cargo bikes from {v}",
               "the plan is to sign with {v} for the cargo fleet"),
        drop1=("the {v} deal is off, we're staying with {cur} for the cargo bikes",
               "not going with {v} after all, {cur} matched their price"),
        use1=("the first {v} cargo bikes turned up this morning, they're massive",
              "rode one of the new {v} cargo bikes to Stockport and back, no complaints"),
        scoped1=("just for {scope} we've hired a few extra cargo bikes from {v}, the fleet's still {cur}",
                 "for {scope} only we're borrowing cargo bikes from {v}"),
        dist=("{v} had a recall on some frames, nothing to do with us",
              "saw a {v} with a dog in the box on Deansgate, living the dream",
              "the nursery on our route does the school run on a {v}"),
    ),
    zh=dict(
        is1=("我们车队的货运车是从{v}租的",),
        is3=("{s}的货运车是{v}的",),
        chg1=("我们车队跟{v}签了货运车的合同", "以后车队的货运车都从{v}来了"),
        chg3=("{s}的货运车换成{v}了",),
        past1=("我们车队跟{v}签了货运车合同",),
        plan1=("我们车队打算下一批货运车从{v}订",),
        drop1=("{v}那边谈崩了，货运车还是用{cur}",),
        use1=("第一批{v}的货运车今天到了，好大一台",),
        scoped1=("{scope}我们从{v}临时租了几台货运车，平时还是{cur}",),
        dist=("{v}有一批车架召回了，还好跟我们没关系",),
    ),
    q=dict(
        cur=("Who supplies {s}'s cargo bikes now?", "{s}现在的货运车是哪家供应的？"),
        hist=("Who supplied {s}'s cargo bikes before {v}?", "{s}的货运车在{v}之前是哪家供应的？"),
        asof=("Who was supplying {s}'s cargo bikes on {date}?", "{date}的时候{s}的货运车是哪家的？"),
        plan=("Which cargo bike supplier is {s} planning to go with?", "{s}打算跟哪家订货运车？"),
        why=("Why did {s} switch its cargo bikes to {v}?", "{s}为什么把货运车换成{v}？"),
    ),
    reasons=(("the old frames kept cracking", "cracking", "旧车架老是开裂", "开裂"),
             ("the old lease terms were a rip-off", "rip-off", "之前的租赁条款太坑", "太坑")),
    scopes=(("the Christmas rush", "圣诞高峰期"), ("Pride weekend", "Pride 周末")),
)  # fmt: skip

INSURER = Slot(
    key="insurer", coop=True, multi=False, topic=("insurance", "保险"),
    pool=("Zego", "Hiscox", "Laka", "Aviva", "Simply Business", "Cycleplan", "Markel"),
    en=dict(
        is1=("we're insured with {v}", "our cover's with {v}"),
        is3=("{s} is insured with {v}",),
        chg1=("we've moved our insurance over to {v}", "the new policy with {v} starts today",
              "we've left {old}, insurance is with {v} now"),
        chg3=("{s} has switched its insurer to {v}",),
        past1=("we moved our insurance to {v}", "we switched insurer to {v}"),
        plan1=("we're planning to switch insurer to {v} at renewal",
               "we've got a quote from {v} and we'll probably move"),
        drop1=("not moving to {v} after all, their small print is awful, so we're staying with {cur}",),
        use1=("first claim through {v} paid out in two days, impressed",
              "got the {v} certificate for the hospital contract paperwork"),
        dist=("{v} quoted my brother a fortune for his van",
              "there's an advert for {v} on every bus stop on Oxford Road",
              "the London co-ops mostly use {v} I think"),
    ),
    zh=dict(
        is1=("我们车队的保险是{v}的",),
        is3=("{s}的保险在{v}",),
        chg1=("车队的保险换到{v}了", "{v}的新保单今天生效"),
        chg3=("{s}的保险换成{v}了",),
        past1=("我们车队把保险换到了{v}",),
        plan1=("续保的时候我们车队打算换到{v}",),
        drop1=("不换{v}了，条款太坑，还是用{cur}",),
        use1=("第一次用{v}理赔，两天就到账了",),
        dist=("{v}给我哥的面包车报价贵死了",),
    ),
    q=dict(
        cur=("Who insures {s} now?", "{s}现在的保险公司是哪家？"),
        hist=("Who was {s} insured with before {v}?", "{s}换到{v}之前是哪家保险？"),
        asof=("Who was {s} insured with on {date}?", "{date}的时候{s}的保险是哪家？"),
        plan=("Which insurer is {s} planning to switch to?", "{s}打算换哪家保险？"),
        why=("Why did {s} switch its insurance to {v}?", "{s}为什么把保险换到{v}？"),
    ),
    reasons=(("the premium went up forty percent at renewal", "premium", "续保时保费涨了四成", "保费"),
             ("the old lot took months to settle a stolen bike claim", "stolen bike claim",
              "之前那家被偷的车理赔拖了好几个月", "理赔")),
)  # fmt: skip

ACCOUNTS = Slot(
    key="accounting_software", coop=True, multi=False, topic=("accounts", "账目"),
    pool=("Xero", "QuickBooks", "FreeAgent", "Zoho Books", "Pandle", "KashFlow"),
    en=dict(
        is1=("we do the books on {v}", "the accounts live in {v}"),
        is3=("{s} keeps its books on {v}",),
        chg1=("we've moved the books over to {v}",
              "the accounts are on {v} now, I've migrated everything off {old}"),
        chg3=("{s} has moved its accounts to {v}",),
        past1=("we moved the books over to {v}", "I migrated our accounts to {v}"),
        plan1=("we're planning to move the books to {v} at year end",
               "I want to migrate our accounts from {cur} to {v}"),
        drop1=("forget {v}, we're staying on {cur} for the books",),
        use1=("did the first VAT return out of {v}, painless",
              "reconciled the whole quarter in {v} in one afternoon"),
        dist=("my sister's firm uses {v} and she hates it",
              "{v} sponsors every podcast I listen to",
              "{v} is putting prices up in April, glad I'm not a sole trader"),
    ),
    zh=dict(
        is1=("我们车队的账在{v}上做",),
        is3=("{s}用{v}记账",),
        chg1=("车队的账目都搬到{v}上了",),
        chg3=("{s}的账换到{v}了",),
        past1=("我们车队把账迁到了{v}",),
        plan1=("年底我们车队打算把账迁到{v}",),
        drop1=("不迁{v}了，账还是用{cur}",),
        use1=("第一次用{v}报 VAT，挺顺的",),
        dist=("我姐公司用{v}，她天天骂",),
    ),
    q=dict(
        cur=("Which accounting software does {s} use now?", "{s}现在用什么记账软件？"),
        hist=("Which accounting software did {s} use before {v}?", "{s}换成{v}之前用什么记账？"),
        asof=("Which accounting software was {s} using on {date}?", "{date}的时候{s}用什么记账软件？"),
        plan=("Which accounting software is {s} planning to move to?", "{s}打算换成什么记账软件？"),
        why=("Why did {s} move its books to {v}?", "{s}为什么把账迁到{v}？"),
    ),
    reasons=(("the old software couldn't do Making Tax Digital", "Making Tax Digital",
              "旧软件不支持 Making Tax Digital", "Making Tax Digital"),
             ("our accountant insisted", "accountant", "会计师坚持要换", "会计师")),
)  # fmt: skip

TYRES = Slot(
    key="tyre_brand", coop=True, multi=False, topic=("tyres", "轮胎"),
    pool=("Schwalbe", "Panaracer", "Vittoria", "Michelin", "Maxxis", "Continental", "Hutchinson"),
    en=dict(
        is1=("the whole fleet runs on {v} tyres", "we fit {v} on everything"),
        is3=("{s} fits {v} tyres on its fleet",),
        chg1=("we've switched the fleet over to {v} tyres",
              "all the workshop tyre stock is {v} now",
              "no more {old}, the fleet's on {v} tyres"),
        chg3=("{s} has switched its fleet to {v} tyres",),
        past1=("we switched the fleet to {v} tyres",),
        plan1=("we're planning to switch the fleet to {v} tyres",
               "next tyre order is going to be {v}, fleet-wide"),
        drop1=("not switching to {v} after all, the price was daft, staying on {cur}",),
        use1=("fitted the first set of {v} on the cargo bikes, they roll lovely",
              "two weeks on the {v} tyres and not one flat across the fleet"),
        scoped1=("just for {scope} we're fitting {v}, everything else stays {cur}",),
        dist=("{v} are doing a Black Friday sale",
              "a pro on the Tour was on {v} tyres apparently",
              "my mate swears {v} tyres are made of paper"),
    ),
    zh=dict(
        is1=("我们车队的车都用{v}的胎",),
        is3=("{s}的车都用{v}轮胎",),
        chg1=("车队的轮胎全换成{v}了",),
        chg3=("{s}的车队轮胎换成{v}了",),
        past1=("我们车队把轮胎换成了{v}",),
        plan1=("我们车队打算把轮胎都换成{v}",),
        drop1=("不换{v}了，还是用{cur}",),
        use1=("货运车换上{v}的胎两周了，一次都没出问题",),
        scoped1=("{scope}先用{v}，其他的还是{cur}",),
        dist=("{v}黑五打折",),
    ),
    q=dict(
        cur=("Which tyre brand does {s} use on its fleet now?", "{s}的车队现在用什么牌子的轮胎？"),
        hist=("Which tyres did {s} run before {v}?", "{s}换成{v}之前用什么轮胎？"),
        asof=("Which tyre brand was {s} using on {date}?", "{date}的时候{s}用什么轮胎？"),
        plan=("Which tyres is {s} planning to switch to?", "{s}打算换什么轮胎？"),
        why=("Why did {s} switch its fleet to {v} tyres?", "{s}为什么把轮胎换成{v}？"),
    ),
    reasons=(("we were getting punctures every other day", "punctures", "几乎隔天就扎胎", "扎胎"),
             ("the wholesaler stopped stocking the old ones", "wholesaler", "批发商不进旧款了", "批发商")),
    scopes=(("the winter rota", "冬季排班"), ("the cargo bikes", "货运车")),
)  # fmt: skip

BANK = Slot(
    key="bank", coop=True, multi=False, topic=("bank account", "银行账户"),
    pool=("Triodos", "Unity Trust", "Starling", "Metro Bank", "Monzo Business", "NatWest",
          "Nationwide"),
    en=dict(
        is1=("we bank with {v}", "the co-op account is with {v}"),
        is3=("{s} banks with {v}",),
        chg1=("we've moved the co-op account to {v}",
              "we're banking with {v} now, new details for invoices to follow",
              "we've closed the {old} account, everything's with {v} now"),
        chg3=("{s} has moved its account to {v}",),
        past1=("we moved the co-op account to {v}",),
        plan1=("we're planning to move the account to {v}",
               "members voted to look at moving from {cur} to {v}"),
        drop1=("the move to {v} is off, their business onboarding is a joke, so we're staying with {cur}",),
        use1=("first wages went out from {v} this morning, shout if you haven't been paid",
              "the new {v} cards arrived for expenses"),
        dist=("{v} was down all morning, loads of angry tweets",
              "my dad's been with {v} since forever"),
    ),
    zh=dict(
        is1=("我们车队的账户在{v}",),
        is3=("{s}的账户在{v}",),
        chg1=("车队账户转到{v}了",),
        chg3=("{s}的账户换到{v}了",),
        past1=("我们车队把账户转到了{v}",),
        plan1=("我们车队打算把账户转到{v}",),
        drop1=("不转{v}了，还是留在{cur}",),
        use1=("今天第一次从{v}发工资，没收到的说一声",),
        dist=("{v}今天一上午都登不上",),
    ),
    q=dict(
        cur=("Which bank is {s} with now?", "{s}现在用哪家银行？"),
        hist=("Which bank was {s} with before {v}?", "{s}转到{v}之前用哪家银行？"),
        asof=("Which bank was {s} using on {date}?", "{date}的时候{s}用哪家银行？"),
        plan=("Which bank is {s} planning to move to?", "{s}打算把账户转到哪家银行？"),
        why=("Why did {s} move its account to {v}?", "{s}为什么把账户转到{v}？"),
    ),
    reasons=(("members voted for an ethical bank", "ethical", "社员投票要一家讲道德的银行", "道德"),
             ("the old bank started charging per transaction", "per transaction",
              "旧银行开始按笔收费", "按笔收费")),
)  # fmt: skip

RADIO = Slot(
    key="radio_system", coop=True, multi=False, topic=("shift radio", "对讲"),
    pool=("Zello", "Voxer", "Hytera", "Motorola", "TeamSpeak", "Discord"),
    en=dict(
        is1=("we talk over {v} on shift", "shift comms are on {v}"),
        is3=("{s} uses {v} for shift comms",),
        chg1=("we've switched the shift radio to {v}",
              "everyone's on {v} for shift comms from today",
              "bye bye {old}, shift radio is {v} now"),
        chg3=("{s} has moved its shift radio to {v}",),
        past1=("we switched the shift radio over to {v}",),
        plan1=("we're planning to move shift comms to {v}",
               "we're going to try {v} for the radio, probably from next month"),
        drop1=("not bothering with {v} after all, comms stay on {cur}",),
        use1=("first shift on {v}, could actually hear dispatch for once",
              "the {v} handsets are all charged and handed out"),
        scoped1=("just for {scope} we're using {v}, normal shifts stay on {cur}",),
        dist=("taxi drivers in town all seem to use {v}",
              "{v} had an outage last night apparently"),
    ),
    zh=dict(
        is1=("我们车队上班用{v}对讲",),
        is3=("{s}用{v}对讲",),
        chg1=("车队对讲换成{v}了，今天开始",),
        chg3=("{s}的对讲换成{v}了",),
        past1=("我们车队把对讲换成了{v}",),
        plan1=("我们车队打算把对讲换成{v}",),
        drop1=("不换{v}了，还是用{cur}",),
        use1=("第一天用{v}，终于听得清调度说什么了",),
        scoped1=("{scope}临时用{v}，平时还是{cur}",),
        dist=("市中心的出租车司机好像都用{v}",),
    ),
    q=dict(
        cur=("What does {s} use for shift radio now?", "{s}现在上班用什么对讲？"),
        hist=("What did {s} use for shift radio before {v}?", "{s}换成{v}之前用什么对讲？"),
        asof=("What was {s} using for shift radio on {date}?", "{date}的时候{s}用什么对讲？"),
        plan=("What is {s} planning to switch its shift radio to?", "{s}打算把对讲换成什么？"),
        why=("Why did {s} switch its shift radio to {v}?", "{s}为什么把对讲换成{v}？"),
    ),
    reasons=(("the old app ate everyone's battery", "battery", "旧的太耗电", "耗电"),
             ("we kept losing signal in the city centre", "losing signal", "市中心老是断信号", "断信号")),
    scopes=(("the winter rota", "冬季排班"), ("marathon weekend", "马拉松周末")),
)  # fmt: skip

VENUE = Slot(
    key="meeting_venue", coop=True, multi=False, topic=("general meetings", "全体会议"),
    pool=("Sandbar", "The Marble Arch", "Gullivers", "Kings Arms", "Nexus Art Cafe",
          "Partisan Collective"),
    en=dict(
        is1=("general meetings are at {v}", "we hold the monthly meeting at {v}"),
        is3=("{s} holds its meetings at {v}",),
        chg1=("we've moved the monthly meeting to {v}", "general meetings are at {v} from now on"),
        chg3=("{s} has moved its monthly meeting to {v}",),
        past1=("we moved the monthly meeting to {v}",),
        plan1=("we're planning to move general meetings to {v}",
               "thinking we hold meetings at {v} from the new year"),
        drop1=("meetings aren't moving to {v} after all, still {cur}",),
        use1=("good turnout at the first meeting at {v}, and the chips were cheap",
              "first general meeting at {v} done, the back room is perfect"),
        dist=("{v} has a quiz on Thursdays", "{v} got a bad review in the MEN",
              "my brother's band is playing at {v} on Friday"),
    ),
    zh=dict(
        is1=("我们车队每月的会在{v}开",),
        is3=("{s}在{v}开会",),
        chg1=("车队每月的全体会议改到{v}开了",),
        chg3=("{s}的月会改到{v}了",),
        past1=("我们车队把月会挪到了{v}",),
        plan1=("我们车队打算以后在{v}开月会",),
        drop1=("月会不挪去{v}了，还是在{cur}",),
        use1=("第一次在{v}开会，人来得挺齐",),
        dist=("{v}周四有 quiz",),
    ),
    q=dict(
        cur=("Where does {s} hold its general meetings now?", "{s}现在在哪里开全体会议？"),
        hist=("Where did {s} hold its meetings before {v}?", "{s}改到{v}之前在哪里开会？"),
        asof=("Where was {s} holding its meetings on {date}?", "{date}的时候{s}在哪里开会？"),
        plan=("Where is {s} planning to hold its meetings?", "{s}打算以后在哪里开会？"),
        why=("Why did {s} move its meetings to {v}?", "{s}为什么把会议挪到{v}？"),
    ),
    reasons=(("the old place had no step-free access", "step-free", "旧地方没有无障碍通道", "无障碍"),
             ("they started charging for room hire", "room hire", "那边开始收场地费", "场地费")),
    advice=False,
)  # fmt: skip

# =============================================================================================
# Slots held by people.  First-person forms speak as "I".
# =============================================================================================

HOOD = Slot(
    key="neighbourhood", coop=False, multi=False,
    pool=("Ancoats", "Levenshulme", "Chorlton", "Didsbury", "Hulme", "Fallowfield", "Withington",
          "Rusholme", "Whalley Range", "Gorton", "Longsight", "Prestwich", "Stretford", "Burnage"),
    en=dict(
        is1=("I live in {v}", "home's {v} these days", "I'm living in {v}"),
        is3=("{s} lives in {v}", "{s} is living over in {v}"),
        chg1=("I've moved to {v}", "I've just got the keys to a flat in {v}",
              "I'm officially a {v} resident now", "I've left {old}, I'm in {v} now"),
        chg3=("{s} has moved to {v}", "{s} has got a place in {v}", "{s} has left {old} for {v}"),
        past1=("I moved to {v}", "I got a flat in {v}"),
        plan1=("I'm thinking of moving to {v}", "I'm planning to move to {v} when my lease is up",
               "I've been looking at flats in {v}, pretty sure that's the plan"),
        drop1=("not moving to {v} after all, staying put in {cur}",
               "the {v} flat fell through, so I'm staying in {cur}"),
        use1=("first night in the new place in {v}, boxes everywhere",
              "the ride from my new flat in {v} to the depot is actually fine"),
        dist=("rents in {v} have gone mental", "there's a new bakery in {v}, worth the detour",
              "anyone know a decent pub in {v}?", "the roadworks in {v} are a nightmare on a bike"),
    ),
    zh=dict(
        is1=("我住在{v}", "我现在住{v}"),
        is3=("{s}住在{v}",),
        chg1=("我搬到{v}了", "已经搬去{v}了，新地址回头发你们"),
        chg3=("{s}搬到{v}了",),
        past1=("我搬到了{v}",),
        plan1=("我打算搬去{v}", "在看{v}的房子，应该会搬过去"),
        drop1=("不搬去{v}了，还是住{cur}",),
        use1=("在{v}新家的第一晚，到处都是箱子",),
        dist=("{v}的房租涨疯了", "{v}新开了一家面包店，挺好吃"),
    ),
    q=dict(
        cur=("Which part of Manchester does {s} live in now?", "{s}现在住在曼彻斯特哪个区？"),
        hist=("Where did {s} live before moving to {v}?", "{s}搬到{v}之前住在哪里？"),
        asof=("Where was {s} living on {date}?", "{date}的时候{s}住在哪里？"),
        plan=("Where is {s} planning to move?", "{s}打算搬去哪里？"),
        why=("Why did {s} move to {v}?", "{s}为什么搬到{v}？"),
    ),
    reasons=(("the landlord's selling up", "selling up", "房东要卖房", "卖房"),
             ("the old flat had mould in every room", "mould", "旧房子每个房间都发霉", "发霉"),
             ("I wanted to be nearer my sister and the kids", "nearer my sister", "想离姐姐近一点", "离姐姐近")),
)  # fmt: skip

SIDEJOB = Slot(
    key="second_job", coop=False, multi=False,
    pool=("Waterstones", "Manchester Museum", "Band on the Wall", "Pret", "Whitworth Gallery",
          "Junkyard Golf", "Rivington Bakery", "Albert Hall"),
    pool_zh=("龙凤楼", "旺角茶餐厅", "小肥羊", "Waterstones", "Pret"),
    en=dict(
        is1=("my other job is at {v}", "I do weekend shifts at {v}"),
        is3=("{s} works weekends at {v}", "{s} has a second job at {v}"),
        chg1=("I've started a new side job at {v}", "I'm doing my weekend shifts at {v} now",
              "I've packed in {old}, weekends are {v} now"),
        chg3=("{s} has started working at {v}", "{s} has taken a weekend job at {v}"),
        past1=("I started weekend shifts at {v}", "I took a side job at {v}"),
        plan1=("I've applied to {v} for weekend work", "I'm planning to pick up shifts at {v}"),
        drop1=("not going to {v} after all, staying on at {cur}",),
        use1=("first shift at {v} done, feet are killing me", "got my {v} lanyard today, very official"),
        dist=("{v} are hiring again, there's a sign in the window",
              "massive queue outside {v} this lunchtime"),
    ),
    zh=dict(
        is1=("我周末在{v}打工",),
        is3=("{s}周末在{v}打工",),
        chg1=("我周末换到{v}打工了", "{old}不做了，现在周末在{v}"),
        chg3=("{s}去{v}打工了",),
        past1=("我去了{v}打工",),
        plan1=("我投了{v}的兼职，打算去那边做",),
        drop1=("不去{v}了，还是在{cur}做",),
        use1=("在{v}上完第一个班，脚快断了",),
        dist=("{v}又在招人了",),
    ),
    q=dict(
        cur=("Where does {s} work besides the co-op now?", "{s}现在除了车队还在哪里打工？"),
        hist=("Where did {s} work on the side before {v}?", "{s}去{v}之前在哪里打工？"),
        asof=("Where was {s} working on the side on {date}?", "{date}的时候{s}在哪里打工？"),
        plan=("Where is {s} planning to work on the side?", "{s}打算去哪里打工？"),
        why=("Why did {s} take the job at {v}?", "{s}为什么去{v}打工？"),
    ),
    reasons=(("it comes with a staff discount", "staff discount", "有员工折扣", "员工折扣"),
             ("the old manager kept cutting my hours", "cutting my hours", "之前的经理老砍我的班", "砍我的班")),
)  # fmt: skip

ROLE = Slot(
    key="job_title", coop=False, multi=False,
    pool=("Senior Rider", "Rota Coordinator", "Fleet Lead", "Training Officer",
          "Membership Secretary", "Workshop Manager", "Treasurer", "Safety Rep"),
    pool_zh=("调度主管", "排班协调员", "培训负责人", "Safety Rep", "Fleet Lead"),
    en=dict(
        is1=("I'm {v} at the co-op", "my role's {v}"),
        is3=("{s} is {v} these days", "{s} has the {v} job now"),
        chg1=("I've been voted in as {v}", "I'm {v} now, got the nod at the meeting",
              "I've handed over {old} and I'm {v} now"),
        chg3=("{s} has been made {v}", "{s} got voted in as {v}"),
        past1=("I got voted in as {v}", "I took over as {v}"),
        plan1=("I'm going to stand for {v} at the next meeting", "I'm putting myself forward for {v}"),
        drop1=("not standing for {v} after all, I'll stay {cur}",),
        use1=("first week as {v} and I already have a spreadsheet problem",
              "ran my first session as {v} today"),
        dist=("the {v} job at the Leeds co-op sounds grim", "who'd even want to be {v}, honestly"),
    ),
    zh=dict(
        is1=("我在车队做{v}",),
        is3=("{s}在车队做{v}",),
        chg1=("我被选为{v}了", "我现在是{v}了，开会通过的"),
        chg3=("{s}当上{v}了",),
        past1=("我当上了{v}",),
        plan1=("下次开会我打算竞选{v}",),
        drop1=("不竞选{v}了，还是做{cur}",),
        use1=("当{v}第一周，表格已经搞不定了",),
        dist=("Leeds 那边车队的{v}好辛苦",),
    ),
    q=dict(
        cur=("What's {s}'s role at the co-op now?", "{s}现在在车队是什么职位？"),
        hist=("What was {s}'s role at the co-op before {v}?", "{s}当{v}之前在车队是什么职位？"),
        asof=("What was {s}'s role at the co-op on {date}?", "{date}的时候{s}在车队是什么职位？"),
        plan=("What role is {s} planning to go for at the co-op?", "{s}打算竞选车队的什么职位？"),
        why=("Why did {s} become {v}?", "{s}为什么当了{v}？"),
    ),
    reasons=(("my knee can't take full-time riding any more", "knee", "膝盖受不了天天骑车了", "膝盖"),
             ("nobody else would do it", "nobody else", "没别人愿意做", "没别人")),
    advice=False, consider=False,
)  # fmt: skip

GYM = Slot(
    key="gym", coop=False, multi=False,
    pool=("PureGym", "The Gym Group", "Climbing Hangar", "Anytime Fitness", "Nuffield Health",
          "Bloc Climbing", "Xercise4Less"),
    en=dict(
        is1=("I train at {v}", "I'm a member at {v}"),
        is3=("{s} goes to {v}", "{s} trains at {v}"),
        chg1=("I've joined {v}", "I've cancelled {old}, I'm at {v} now"),
        chg3=("{s} has joined {v}", "{s} has swapped {old} for {v}"),
        past1=("I joined {v}", "I switched my membership to {v}"),
        plan1=("I'm planning to join {v}", "I'm going to sign up at {v} next month"),
        drop1=("not joining {v} after all, sticking with {cur}",),
        use1=("first session at {v} this morning, legs are jelly",
              "the showers at {v} are actually hot, miracle"),
        scoped1=("just for {scope} I'm going to {v}, still a {cur} member though",),
        dist=("{v} are doing a no-joining-fee thing this month",
              "someone had a bike stolen outside {v} last week"),
    ),
    zh=dict(
        is1=("我在{v}健身",),
        is3=("{s}在{v}健身",),
        chg1=("我办了{v}的卡", "{old}的卡退了，现在去{v}"),
        chg3=("{s}去{v}健身了",),
        past1=("我换到了{v}",),
        plan1=("打算办{v}的卡",),
        drop1=("不办{v}了，还是去{cur}",),
        use1=("第一次去{v}练腿，现在走路都抖",),
        scoped1=("{scope}先去{v}，卡还是{cur}的",),
        dist=("{v}这个月免入会费",),
    ),
    q=dict(
        cur=("Which gym does {s} go to now?", "{s}现在去哪家健身房？"),
        hist=("Which gym did {s} go to before {v}?", "{s}去{v}之前在哪家健身房？"),
        asof=("Which gym was {s} going to on {date}?", "{date}的时候{s}去哪家健身房？"),
        plan=("Which gym is {s} planning to join?", "{s}打算办哪家健身房的卡？"),
        why=("Why did {s} join {v}?", "{s}为什么去{v}？"),
    ),
    reasons=(("it's open 24 hours so I can go after late shifts", "24 hours",
              "24小时开门，下晚班也能去", "24小时"),
             ("the old one got rid of the squat racks", "squat racks", "之前那家把深蹲架撤了", "深蹲架")),
    scopes=(("the marathon training block", "马拉松备赛期间"), ("the refurb at my usual place", "常去那家装修期间")),
)  # fmt: skip

PHONE = Slot(
    key="phone_network", coop=False, multi=False,
    pool=("giffgaff", "Vodafone", "O2", "Lebara", "Smarty", "Voxi", "Lyca Mobile"),
    pool_zh=("giffgaff", "Vodafone", "O2", "Lebara", "中国移动", "Smarty"),
    en=dict(
        is1=("I'm on {v}", "my phone's on {v}"),
        is3=("{s} is on {v}",),
        chg1=("I've switched to {v}", "I've ported my number over to {v}",
              "I've finally ditched {old}, on {v} now"),
        chg3=("{s} has switched to {v}", "{s} has finally ditched {old} for {v}"),
        past1=("I switched to {v}", "I ported my number to {v}"),
        plan1=("I'm going to switch to {v} when my contract ends", "I'm planning to move over to {v}"),
        drop1=("not switching to {v} after all, staying on {cur}",),
        use1=("new {v} SIM arrived and it's working, same number",
              "finally have signal in the depot basement now I'm with {v}"),
        scoped1=("just for {scope} I've got a {v} SIM in, my main number's still on {cur}",),
        dist=("{v} are doing unlimited data for a tenner", "{v} was down across Manchester this morning"),
    ),
    zh=dict(
        is1=("我手机用的是{v}",),
        is3=("{s}用{v}",),
        chg1=("我换成{v}了，号码没变",),
        chg3=("{s}换成{v}了",),
        past1=("我换到了{v}",),
        plan1=("合约到期打算换{v}",),
        drop1=("不换{v}了，还是用{cur}",),
        use1=("{v}的新卡到了，能用，号码也没变",),
        scoped1=("{scope}临时用{v}的卡，主号还是{cur}",),
        dist=("{v}十镑无限流量",),
    ),
    q=dict(
        cur=("Which phone network is {s} on now?", "{s}现在用哪家手机运营商？"),
        hist=("Which network was {s} on before {v}?", "{s}换成{v}之前用哪家运营商？"),
        asof=("Which phone network was {s} using on {date}?", "{date}的时候{s}用哪家运营商？"),
        plan=("Which network is {s} planning to switch to?", "{s}打算换哪家运营商？"),
        why=("Why did {s} switch to {v}?", "{s}为什么换成{v}？"),
    ),
    reasons=(("it's half the price", "half the price", "便宜一半", "便宜一半"),
             ("roaming in Europe is free on it", "roaming", "在欧洲漫游免费", "漫游")),
    scopes=(("the trip to Spain", "去西班牙那几周"),),
)  # fmt: skip

BIKE = Slot(
    key="bike", coop=False, multi=False,
    pool=("Omnium", "Brompton", "Cross-Check", "Croix de Fer", "Kona Sutra", "CAAD13",
          "Ribble CGR", "Dolan Pre Cursa"),
    en=dict(
        is1=("I ride a {v}", "my main bike's a {v}"),
        is3=("{s} rides a {v}",),
        chg1=("I've bought a {v}", "picked up a {v}, the {old} is up for sale"),
        chg3=("{s} has bought a {v}", "{s} has got a new {v}"),
        past1=("I bought a {v}", "I swapped the {old} for a {v}"),
        plan1=("I'm saving up for a {v}", "I'm planning to buy a {v}",
               "I've put a deposit down on a {v}"),
        drop1=("not getting the {v} after all, the {cur} will do",
               "gave up on the {v} idea, sticking with my {cur}"),
        use1=("took the new {v} out today, absolute rocket",
              "the {v} handled the cobbles on Thomas Street like nothing"),
        scoped1=("just for {scope} I'm on a borrowed {v}, the {cur} stays my main bike",),
        dist=("there's a {v} on Gumtree for silly money",
              "a {v} got stolen from outside Piccadilly this morning",
              "the reviews of the new {v} say the brakes are rubbish"),
    ),
    zh=dict(
        is1=("我骑的是{v}",),
        is3=("{s}骑{v}",),
        chg1=("我买了一台{v}", "入手了{v}，{old}挂出去卖了"),
        chg3=("{s}买了{v}",),
        past1=("我买了{v}",),
        plan1=("在攒钱买{v}", "打算买一台{v}"),
        drop1=("不买{v}了，{cur}还能骑",),
        use1=("今天第一次骑新的{v}出去，太快了",),
        scoped1=("{scope}借了一台{v}，平时还是骑{cur}",),
        dist=("Gumtree 上有台{v}卖得超便宜",),
    ),
    q=dict(
        cur=("What bike does {s} ride now?", "{s}现在骑什么车？"),
        hist=("What did {s} ride before the {v}?", "{s}买{v}之前骑什么车？"),
        asof=("What bike was {s} riding on {date}?", "{date}的时候{s}骑什么车？"),
        plan=("Which bike is {s} planning to buy?", "{s}打算买什么车？"),
        why=("Why did {s} get a {v}?", "{s}为什么买了{v}？"),
    ),
    reasons=(("my old frame cracked", "frame cracked", "旧车架裂了", "车架裂"),
             ("the old one got nicked outside the depot", "nicked", "旧车在仓库门口被偷了", "被偷")),
    scopes=(("the winter rota", "冬季排班"), ("the airport runs", "跑机场单的时候")),
)  # fmt: skip

DIET = Slot(
    key="diet", coop=False, multi=False,
    pool=("vegan", "vegetarian", "pescatarian", "flexitarian", "keto", "gluten-free"),
    pool_zh=("素食", "纯素", "低碳水", "生酮", "轻断食"),
    en=dict(
        is1=("I'm {v}", "I eat {v} these days"),
        is3=("{s} is {v}",),
        chg1=("I've gone {v}", "I'm {v} now, properly this time", "I've stopped being {old}, {v} now"),
        chg3=("{s} has gone {v}",),
        past1=("I went {v}",),
        plan1=("I'm going to try going {v}", "I'm planning to go {v} from next month"),
        drop1=("not going {v} after all, staying {cur}",),
        use1=("made a {v} lasagne for my first week of it and nobody noticed",
              "first week fully {v} done, feel great"),
        scoped1=("just for {scope} I'm eating {v}, normally I'm {cur}",),
        dist=("the new place on Oxford Road does a {v} menu",
              "there's a {v} cookbook in the charity shop window",
              "the {v} options at the motorway services are grim"),
    ),
    zh=dict(
        is1=("我现在吃{v}",),
        is3=("{s}吃{v}",),
        chg1=("我开始吃{v}了",),
        chg3=("{s}开始吃{v}了",),
        past1=("我开始吃{v}",),
        plan1=("打算下个月开始吃{v}",),
        drop1=("不吃{v}了，还是{cur}",),
        use1=("吃{v}第一周，感觉很好",),
        scoped1=("{scope}我吃{v}，平时是{cur}",),
        dist=("Oxford Road 那家新店有{v}菜单",),
    ),
    q=dict(
        cur=("What diet is {s} following now?", "{s}现在是什么饮食？"),
        hist=("What diet was {s} on before going {v}?", "{s}吃{v}之前是什么饮食？"),
        asof=("What diet was {s} following on {date}?", "{date}的时候{s}是什么饮食？"),
        plan=("What diet is {s} planning to switch to?", "{s}打算改成什么饮食？"),
        why=("Why did {s} go {v}?", "{s}为什么开始吃{v}？"),
    ),
    reasons=(("my cholesterol came back high", "cholesterol", "体检胆固醇偏高", "胆固醇"),
             ("I watched one too many documentaries", "documentaries", "看了太多纪录片", "纪录片")),
    scopes=(("the marathon training block", "马拉松备赛期间"), ("January", "一月份")),
)  # fmt: skip

PETS = Slot(
    key="pets", coop=False, multi=True,
    pool=("Biscuit", "Pickle", "Nugget", "Otis", "Clementine", "Bramble", "Waffles"),
    pool_zh=("豆豆", "团子", "花卷", "小黑", "年糕"),
    en=dict(
        has1=("I've got a cat called {v}", "my cat {v} says hi"),
        pair1=("I've got two cats, {v} and {w}",),
        add1=("I've adopted a second cat, {v}, to keep {old} company",
              "meet {v}, my new kitten — {old} is not impressed"),
        add3=("{s} has got a new kitten called {v}", "{s} has adopted another cat, {v}"),
        rem1=("{v} has gone to live with my aunt in Bolton, she's got a garden and the cat's much happier",),
        is3=("{s} has a cat called {v}",),
        dist=("my neighbour's cat {v} keeps coming in through the window",
              "there's a lost cat called {v} on the local Facebook group"),
    ),
    zh=dict(
        has1=("我养了一只猫叫{v}",),
        pair1=("我家有两只猫，{v}和{w}",),
        add1=("新领养了一只小猫叫{v}，给{old}作伴",),
        add3=("{s}新养了一只猫叫{v}",),
        rem1=("{v}送到我姐家了，她家有院子",),
        is3=("{s}养了一只猫叫{v}",),
        dist=("邻居家的猫{v}老从窗户跳进来",),
    ),
    q=dict(
        coex=("What are the names of {s}'s cats now?", "{s}现在养的猫叫什么名字？"),
        gone=("Which cat used to live with {s} but doesn't any more?", "{s}以前养过、现在不在身边的是哪只猫？"),
    ),
    advice=False, consider=False,
)  # fmt: skip

PARTNER_JOB = Slot(
    key="partner_occupation", coop=False, multi=False,
    pool=("nurse", "teacher", "paramedic", "architect", "pharmacist", "social worker", "physio",
          "solicitor"),
    pool_zh=("护士", "老师", "药剂师", "建筑师", "社工"),
    en=dict(
        is1=("my partner's a {v}", "my other half works as a {v}"),
        is3=("{sp} partner is a {v}",),
        chg1=("my partner has just qualified as a {v}", "my other half's retrained as a {v}",
              "my partner's done with being a {old}, works as a {v} now"),
        chg3=("{sp} partner has retrained as a {v}", "{sp} partner is working as a {v} now"),
        past1=("my partner started working as a {v}",),
        plan1=("my partner's planning to retrain as a {v}", "my other half's applied for {v} training"),
        drop1=("my partner's not retraining as a {v} after all, staying a {cur}",),
        use1=("my partner's first week working as a {v}, they're shattered",
              "my other half started their first {v} placement today"),
        dist=("the {v} strike is on again next week", "my mate's training to be a {v}"),
    ),
    zh=dict(
        is1=("我对象是{v}",),
        is3=("{s}的对象是{v}",),
        chg1=("我对象转行当{v}了",),
        chg3=("{s}的对象转行做{v}了",),
        past1=("我对象转行当了{v}",),
        plan1=("我对象打算转行当{v}",),
        drop1=("我对象不转行当{v}了，还是当{cur}",),
        use1=("我对象当{v}第一周，累坏了",),
        dist=("{v}下周又要罢工了",),
    ),
    q=dict(
        cur=("What does {s}'s partner do for work now?", "{s}的对象现在做什么工作？"),
        hist=("What did {s}'s partner do before becoming a {v}?", "{s}的对象当{v}之前做什么？"),
        asof=("What was {s}'s partner working as on {date}?", "{date}的时候{s}的对象做什么工作？"),
        plan=("What is {s}'s partner planning to retrain as?", "{s}的对象打算转行做什么？"),
        why=("Why did {s}'s partner become a {v}?", "{s}的对象为什么转行当{v}？"),
    ),
    reasons=(("the NHS bursary came through", "bursary", "拿到了 NHS 的助学金", "助学金"),
             ("they were burnt out in the old job", "burnt out", "原来的工作做到崩溃了", "崩溃")),
    advice=False, consider=False,
)  # fmt: skip

CLUB = Slot(
    key="club", coop=False, multi=False,
    pool=("Manchester Wheelers", "Seamons CC", "Red Rose Roller Derby", "Northern Lights Choir",
          "Mersey Rovers Ultimate", "Ladybarn Book Club", "Irwell Valley Harriers"),
    en=dict(
        is1=("I'm in {v}", "I'm a member of {v}"),
        is3=("{s} is in {v}",),
        chg1=("I've quit {old} and joined {v}", "I've swapped {old} for {v}",
              "I'm a paid-up member of {v} now, left {old}"),
        chg3=("{s} has left {old} and joined {v}", "{s} has swapped {old} for {v}"),
        past1=("I left {old} and joined {v}",),
        plan1=("I'm planning to leave {cur} for {v}", "I'm going to join {v} instead of {cur} next season"),
        drop1=("not joining {v} after all, staying with {cur}",),
        use1=("first session with {v} tonight, everyone's lovely", "got my {v} membership card"),
        dist=("{v} are recruiting, saw a flyer in the café", "{v} were in the paper for winning something"),
    ),
    zh=dict(
        is1=("我参加了{v}",),
        is3=("{s}在{v}",),
        chg1=("我退了{old}，加入{v}了",),
        chg3=("{s}退了{old}，去{v}了",),
        past1=("我退了{old}，加入了{v}",),
        plan1=("我打算退{cur}去{v}",),
        drop1=("不去{v}了，还是{cur}",),
        use1=("第一次参加{v}的活动，大家人都很好",),
        dist=("{v}在招新，咖啡店里有传单",),
    ),
    q=dict(
        cur=("Which club is {s} in now?", "{s}现在参加哪个俱乐部？"),
        hist=("Which club was {s} in before {v}?", "{s}加入{v}之前在哪个俱乐部？"),
        asof=("Which club was {s} in on {date}?", "{date}的时候{s}在哪个俱乐部？"),
        plan=("Which club is {s} planning to join?", "{s}打算加入哪个俱乐部？"),
        why=("Why did {s} join {v}?", "{s}为什么加入{v}？"),
    ),
    reasons=(("the old one moved its sessions to Sunday mornings", "Sunday mornings",
              "原来那个改到周日早上活动了", "周日早上"),
             ("my mate from the derby team dragged me along", "dragged me along", "朋友硬拉我去的", "硬拉")),
)  # fmt: skip

LANGS = Slot(
    key="learning_language", coop=False, multi=True,
    pool=("Spanish", "Welsh", "Urdu", "Mandarin", "Polish", "Portuguese", "BSL", "Italian"),
    pool_zh=("日语", "法语", "粤语", "德语", "韩语"),
    en=dict(
        has1=("I'm learning {v}", "I've been doing {v} on Duolingo"),
        pair1=("I'm learning {v} and {w}, badly",),
        add1=("I've started {v} evening classes on top of {old}",
              "added {v} alongside my {old}, brain full"),
        add3=("{s} has started learning {v} as well", "{s} is doing {v} classes on top of {old} now"),
        rem1=("I've given up on {v}, no time with the rota",),
        is3=("{s} is learning {v}",),
        dist=("the library runs free {v} conversation nights",
              "{v} is apparently the hardest one for English speakers"),
    ),
    zh=dict(
        has1=("我在学{v}",),
        pair1=("我在学{v}和{w}",),
        add1=("除了{old}，我又开始学{v}了",),
        add3=("{s}又开始学{v}了",),
        rem1=("{v}不学了，没时间",),
        is3=("{s}在学{v}",),
        dist=("图书馆有免费的{v}角",),
    ),
    q=dict(
        coex=("Which languages is {s} learning now?", "{s}现在在学哪些语言？"),
        gone=("Which language did {s} give up learning?", "{s}放弃学哪门语言了？"),
    ),
    advice=False,
)  # fmt: skip

STREAM = Slot(
    key="streaming", coop=False, multi=True,
    pool=("Netflix", "Disney+", "Mubi", "Apple TV+", "Prime Video", "BritBox", "Paramount+"),
    en=dict(
        has1=("I've got {v}", "I only pay for {v}"),
        pair1=("I've got {v} and {w}",),
        add1=("I've added {v} alongside {old}, for the football docs",
              "got {v} as well as {old} now, my bank balance is crying"),
        add3=("{s} has signed up to {v} as well", "{s} has added {v} on top of {old}"),
        rem1=("I cancelled {v}, never watched it",),
        is3=("{s} has {v}",),
        dist=("{v} are putting their prices up again", "is anything good on {v} at the moment?"),
    ),
    zh=dict(
        has1=("我订了{v}",),
        pair1=("我订了{v}和{w}",),
        add1=("除了{old}又订了{v}",),
        add3=("{s}又订了{v}",),
        rem1=("{v}退订了，根本不看",),
        is3=("{s}订了{v}",),
        dist=("{v}又要涨价了",),
    ),
    q=dict(
        coex=("Which streaming services does {s} pay for now?", "{s}现在订了哪些流媒体？"),
        gone=("Which streaming service did {s} cancel?", "{s}退订了哪个流媒体？"),
    ),
    advice=False,
)  # fmt: skip

COFFEE = Slot(
    key="coffee_place", coop=False, multi=False,
    pool=("Ezra & Gil", "Idle Hands", "Foundation Coffee House", "Siop Shop", "Takk",
          "Fig + Sparrow", "Grindsmith"),
    pool_zh=("山茶咖啡", "拾光咖啡", "Takk", "Idle Hands", "Grindsmith"),
    en=dict(
        is1=("my usual coffee is from {v}", "I get my coffee at {v}"),
        is3=("{s} gets coffee at {v}",),
        chg1=("I've switched my coffee stop to {v}", "I'm a {v} regular now, they know my order",
              "I've abandoned {old}, it's {v} for coffee now"),
        chg3=("{s} has switched to {v} for coffee",),
        past1=("I switched my coffee stop to {v}",),
        plan1=("I'm going to start going to {v} for coffee",),
        drop1=("not switching to {v} after all, {cur} wins",),
        use1=("first flat white from {v} this morning, dangerously good",),
        dist=("{v} has a new single origin, apparently", "queue at {v} was out the door"),
    ),
    zh=dict(
        is1=("我平时在{v}买咖啡",),
        is3=("{s}常去{v}",),
        chg1=("我现在改去{v}喝咖啡了",),
        chg3=("{s}改去{v}喝咖啡了",),
        past1=("我改去了{v}",),
        plan1=("打算以后去{v}买咖啡",),
        drop1=("不换{v}了，还是{cur}",),
        use1=("第一次在{v}买咖啡，真好喝",),
        dist=("{v}出了新豆子",),
    ),
    q=dict(
        cur=("Where does {s} get coffee these days?", "{s}现在常去哪里买咖啡？"),
        hist=("Where did {s} get coffee before {v}?", "{s}去{v}之前在哪里买咖啡？"),
        asof=("Where was {s} getting coffee on {date}?", "{date}的时候{s}在哪里买咖啡？"),
        plan=("Where is {s} planning to get coffee?", "{s}打算以后去哪里买咖啡？"),
        why=("Why did {s} switch to {v} for coffee?", "{s}为什么改去{v}？"),
    ),
    reasons=(("they do oat milk for free", "oat milk", "燕麦奶不加钱", "燕麦奶"),
             ("it's right on my way to the depot", "on my way", "店员会说中文", "说中文")),
)  # fmt: skip

GP = Slot(
    key="gp_surgery", coop=False, multi=False,
    pool=("Brunswick Medical Practice", "Ladybarn Group Practice", "Robert Darbishire Practice",
          "Cornerstone Surgery", "Peel Hall Medical Centre", "Wellfield Surgery"),
    en=dict(
        is1=("I'm registered at {v}", "my GP is at {v}"),
        is3=("{s} is registered at {v}",),
        chg1=("I've registered with {v}", "I've moved my GP to {v}"),
        chg3=("{s} has registered with {v}",),
        past1=("I registered with {v}",),
        plan1=("I need to register with {v}, that's the plan anyway", "I'm planning to move to {v} for the GP"),
        drop1=("not bothering with {v}, staying registered at {cur}",),
        use1=("first appointment at {v}, actually got seen on time",),
        dist=("{v} is closed to new patients apparently",
              "the wait at {v} is three weeks, according to my neighbour"),
    ),
    zh=dict(
        is1=("我在{v}登记看 GP",),
        is3=("{s}在{v}看 GP",),
        chg1=("我把 GP 转到{v}了",),
        chg3=("{s}的 GP 转到{v}了",),
        past1=("我把 GP 转到了{v}",),
        plan1=("打算把 GP 转到{v}",),
        drop1=("不转{v}了，还是在{cur}",),
        use1=("第一次去{v}看病，居然准时",),
        dist=("听说{v}不收新病人了",),
    ),
    q=dict(
        cur=("Which GP surgery is {s} registered with now?", "{s}现在在哪家诊所登记？"),
        hist=("Which GP surgery was {s} with before {v}?", "{s}转到{v}之前在哪家诊所？"),
        asof=("Which GP surgery was {s} registered with on {date}?", "{date}的时候{s}在哪家诊所登记？"),
        plan=("Which GP surgery is {s} planning to register with?", "{s}打算转到哪家诊所？"),
        why=("Why did {s} register with {v}?", "{s}为什么转到{v}？"),
    ),
    reasons=(("the old surgery is miles from my new flat", "miles from", "旧诊所离新家太远", "太远"),
             ("you can actually get an appointment there", "get an appointment", "那边约得上号", "约得上")),
)  # fmt: skip

SHOP = Slot(
    key="supermarket", coop=False, multi=False,
    pool=("Aldi", "Lidl", "Sainsbury's", "Morrisons", "Asda", "Waitrose", "Wing Yip"),
    pool_zh=("荣华超市", "Wing Yip", "Aldi", "Lidl", "金龙超市"),
    en=dict(
        is1=("I do my big shop at {v}", "I shop at {v}"),
        is3=("{s} shops at {v}",),
        chg1=("I've switched my weekly shop to {v}", "I'm doing the big shop at {v} now, not {old}"),
        chg3=("{s} has switched the weekly shop to {v}",),
        past1=("I moved my weekly shop to {v}",),
        plan1=("I'm going to start doing the big shop at {v}",),
        drop1=("not switching to {v} after all, {cur} is fine",),
        use1=("first big shop at {v}, saved about fifteen quid",),
        dist=("{v} have redone the self-checkouts again, chaos", "the {v} near Piccadilly is always rammed"),
    ),
    zh=dict(
        is1=("我平时在{v}买菜",),
        is3=("{s}在{v}买菜",),
        chg1=("我现在改去{v}买菜了", "不去{old}了，现在在{v}买菜"),
        chg3=("{s}改去{v}买菜了",),
        past1=("我改去了{v}买菜",),
        plan1=("打算以后去{v}买菜",),
        drop1=("不去{v}了，还是{cur}",),
        use1=("第一次去{v}买菜，省了不少钱",),
        dist=("{v}周末人太多了",),
    ),
    q=dict(
        cur=("Where does {s} do the weekly shop now?", "{s}现在在哪里买菜？"),
        hist=("Where did {s} shop before {v}?", "{s}去{v}之前在哪里买菜？"),
        asof=("Where was {s} doing the weekly shop on {date}?", "{date}的时候{s}在哪里买菜？"),
        plan=("Where is {s} planning to do the weekly shop?", "{s}打算以后去哪里买菜？"),
        why=("Why did {s} switch the weekly shop to {v}?", "{s}为什么改去{v}买菜？"),
    ),
    reasons=(("it's the only place that sells proper tofu", "tofu", "只有那里有好豆腐", "豆腐"),
             ("it's on the way home from the depot", "way home", "下班顺路", "顺路")),
)  # fmt: skip

ENERGY = Slot(
    key="energy_supplier", coop=False, multi=False,
    pool=("Octopus", "OVO", "EDF", "British Gas", "E.ON Next", "Good Energy", "So Energy"),
    en=dict(
        is1=("my energy's with {v}", "I'm with {v} for gas and electric"),
        is3=("{s} is with {v} for energy",),
        chg1=("I've switched energy supplier to {v}", "gas and electric are with {v} now, bye {old}"),
        chg3=("{s} has switched to {v} for energy",),
        past1=("I switched my energy to {v}",),
        plan1=("I'm planning to switch my energy to {v}",),
        drop1=("not switching to {v} after all, staying with {cur}",),
        use1=("first {v} bill came through, about thirty quid less",),
        dist=("{v} are putting the standing charge up", "{v} have an ad with a dancing kettle or something"),
    ),
    zh=dict(
        is1=("我的电和燃气是{v}的",),
        is3=("{s}用{v}的电",),
        chg1=("电和燃气都换到{v}了",),
        chg3=("{s}的电换到{v}了",),
        past1=("我把电费换到了{v}",),
        plan1=("打算把电和燃气换到{v}",),
        drop1=("不换{v}了，还是{cur}",),
        use1=("{v}第一张账单来了，便宜了三十镑左右",),
        dist=("{v}又要涨固定费了",),
    ),
    q=dict(
        cur=("Who is {s}'s energy supplier now?", "{s}现在用哪家能源公司？"),
        hist=("Who was {s}'s energy supplier before {v}?", "{s}换到{v}之前用哪家能源公司？"),
        asof=("Who was {s}'s energy supplier on {date}?", "{date}的时候{s}用哪家能源公司？"),
        plan=("Which energy supplier is {s} planning to switch to?", "{s}打算换哪家能源公司？"),
        why=("Why did {s} switch energy supplier to {v}?", "{s}为什么换到{v}？"),
    ),
    reasons=(("the heat pump tariff is much cheaper", "heat pump", "热泵电价便宜很多", "热泵"),
             ("customer service at the old one was a joke", "customer service", "之前那家客服太差", "客服")),
)  # fmt: skip

COOP_SLOTS = (DEPOT, DISPATCH, CARGO, INSURER, ACCOUNTS, TYRES, BANK, RADIO, VENUE)
PERSON_SLOTS = (
    HOOD,
    SIDEJOB,
    ROLE,
    GYM,
    PHONE,
    BIKE,
    DIET,
    PETS,
    PARTNER_JOB,
    CLUB,
    LANGS,
    STREAM,
    COFFEE,
    GP,
    SHOP,
    ENERGY,
)
ALL_SLOTS = COOP_SLOTS + PERSON_SLOTS
SLOT_BY_KEY = {s.key: s for s in ALL_SLOTS}

# =============================================================================================
# Generic wrappers, chit-chat and the cast.
# =============================================================================================

WRAP: dict[str, dict[str, tuple[str, ...]]] = {
    EN: dict(
        state=("{x}.", "{x}!", "btw {x}.", "Update: {x}.", "Small life update — {x}.",
               "{x}, in case anyone was wondering.", "So, {x}. Weird week.", "{x} 🙌",
               "Oh and {x}.", "Right, news: {x}."),
        coop=("Co-op news: {x}.", "Re the {topic} — {x}.", "{x}, for anyone who missed the meeting.",
              "Reminder: {x}.", "{coop} update: {x}.", "For the minutes: {x}.",
              "Heads up everyone, {x}."),
        named=("{x}.", "News for the group: {x}.", "For anyone who missed it, {x}.",
               "Official: {x}."),
        reason=("{x} — {r}", "{x}, mainly because {r}", "{x} because {r}",
                "{x}. Long story short, {r}"),
        third=("Heard {x}.", "Apparently {x}.", "{x}, did everyone know?", "Gossip: {x}.",
               "Just so you know, {x}.", "Not my news to share but {x}."),
        follow=("{x}, apparently.", "{x} — news to me!", "{x}. Good for them.",
                "And get this: {x}."),
        intro=("Bumped into {n} outside the depot earlier.",
               "Had a long chat with {n} on the ride back from Stockport.",
               "{n} popped into the workshop this morning.", "Just got off the phone with {n}.",
               "Saw {n} at the Friday drinks."),
        late=("Forgot to say — back in {m} {x}.", "Back in {m} {x}, meant to tell you all.",
              "Not news really, but back in {m} {x}.", "A few weeks back {x}, forgot to mention."),
        corr=("{x} — sorry, {v} now, I keep forgetting.", "{x}... wait, no, it's {v} now.",
              "{x} — scratch that, {v} these days."),
        plan=("{x}.", "{x}, watch this space.", "Thinking out loud: {x}.", "{x}. Thoughts?"),
        remind=("{x} — still the plan.", "Reminder to self: {x}.", "{x}, still."),
        done_use=("{x}.", "{x}!", "{x} 😍"),
        done_chg=("Finally {x}.", "Done it: {x}.", "{x} — finally!"),
        drop=("{x}.", "Change of plan: {x}.", "Update on that: {x}.", "{x}. Oh well."),
        restate=("{x}, still.", "{x} — no complaints so far.", "For the record, {x}.",
                 "{x}, if anyone's asking."),
        scoped=("{x}.", "FYI {x}.", "{x}, just so nobody's confused."),
        consider=("{x}.", "{x}, ha.", "Honestly {x}."),
        outsider=("{x}.", "Funny, {x}.", "{x}, random I know.", "Did you know {x}?"),
        buried=("{a}, {b}, and {x} — anyway, {c}.", "Long day: {a}. Also {x}. And {b}.",
                "{a} lol. {x}, which I keep forgetting to mention. {c}.",
                "Ok so {a}, then {b}, oh and {x}. {c}."),
    ),
    ZH: dict(
        state=("{x}。", "跟大家说一下，{x}。", "{x}！", "对了，{x}。", "更新一下：{x}。"),
        coop=("车队通知：{x}。", "关于{topic}——{x}。", "{x}，没来开会的看一下。", "提醒一下：{x}。"),
        named=("{x}。", "通知一下：{x}。"),
        reason=("{x}，因为{r}", "{x}，主要是{r}"),
        third=("听说{x}。", "{x}，你们知道吗？", "跟你们说，{x}。"),
        follow=("{x}。", "{x}，挺突然的。", "{x}，我都不知道。"),
        intro=("今天在仓库门口碰到{n}了。", "刚跟{n}打完电话。", "下班路上跟{n}聊了很久。"),
        late=("忘了说，{m}的时候{x}。", "{m}那会儿{x}，一直忘了跟大家讲。"),
        corr=("{x}——不对，现在是{v}了。", "{x}，哦不对，已经换成{v}了。"),
        plan=("{x}。", "{x}，到时候再说。"),
        remind=("{x}，还是这么打算的。",),
        done_use=("{x}。", "{x}！"),
        done_chg=("终于{x}。", "{x}，总算搞定了。"),
        drop=("{x}。", "计划有变，{x}。"),
        restate=("{x}，还挺满意的。", "{x}，没什么问题。"),
        scoped=("{x}。", "说一下，{x}。"),
        consider=("{x}。",),
        outsider=("{x}。", "说起来，{x}。"),
        buried=("{a}，{b}，还有{x}。对了，{c}。", "{a}，{x}，{b}。"),
    ),
}  # fmt: skip

CONSIDER = {
    (EN, False): (
        "had a look at {v} but nah, not for me",
        "thought about {v} for about five minutes, then saw the price",
        "someone suggested {v}, I'm not convinced",
        "{v} crossed my mind but I can't be bothered with the faff",
    ),
    (EN, True): (
        "someone at the meeting floated {v}, nobody was keen",
        "we had a look at {v} but it's not for us",
        "{v} came up at committee, parked for now",
    ),
    (ZH, False): ("看了一下{v}，算了", "有人推荐{v}，我觉得一般"),
    (ZH, True): ("开会有人提了{v}，大家都没兴趣",),
}
ADVICE = {EN: ("if I were you I'd look at {v}", "honestly, try {v}", "is {v} any good?",
               "anyone tried {v}?"),
          ZH: ("{v}好用吗？", "有人用过{v}吗？")}  # fmt: skip
OUTSIDERS = {
    (EN, False): (
        "my cousin",
        "my sister",
        "a mate from uni",
        "Gemma from the Liverpool co-op",
        "the lad who runs the café",
        "Declan next door",
        "Stuart from the bike shop",
    ),
    (EN, True): (
        "the Leeds co-op",
        "Pedal Power in Liverpool",
        "the Sheffield lot",
        "that courier firm in Bury",
    ),
    (ZH, False): ("我表姐", "我同学", "隔壁邻居", "楼下的大叔"),
    (ZH, True): ("Leeds 那边的车队", "利物浦的 Pedal Power"),
}

CHIT = {
    EN: ("rain's coming in sideways on Deansgate", "anyone got a spare 15mm spanner?",
         "who's covering the 4pm pickup?", "the kettle at the depot is making that noise again",
         "Oxford Road bus lane is carnage today", "United lost again, don't talk to me",
         "City fans are insufferable this week", "my knees are not built for Saturday doubles",
         "there's cake in the back, someone's birthday", "third flat this week, I'm cursed",
         "left my gloves at the café, gutted", "the lights on Portland Street are out again",
         "Mancunian Way was a wind tunnel this morning", "did anyone else get soaked on the 7am run?",
         "new brake pads feel amazing", "I've eaten four bacon barms today and I regret nothing",
         "who keeps leaving the track pump in the wrong place?",
         "that pallet of boxes for the print shop is massive",
         "Castlefield was lovely this evening, proper golden", "my legs are done, bath and bed",
         "the tram tracks on Market Street nearly had me again",
         "someone's left a single shoe in the lockers",
         "is the heating on at the depot or is it just me", "chain's skipping, will look at it tomorrow",
         "traffic on Princess Street is solid", "got a thank-you card from the florist we deliver for",
         "a pigeon stole half my sandwich", "anyone fancy chips after shift?",
         "hail. actual hail. in June.", "the hill up to the university is evil",
         "first dry day in a week, nearly cried", "lost a whole hour to the bridge being shut",
         "tea's brewed, come get it", "ordered too much pizza, come help",
         "big delivery for the theatre tomorrow, bring bungees",
         "can't believe it's dark at half four", "the canal path is flooded by the lock again",
         "Spinningfields lunch rush was wild", "who borrowed the big lock?",
         "that new roundabout is a death trap", "quiet day, did the crossword between jobs",
         "saw a fox on Whitworth Street at 6am", "someone please take the leftover samosas",
         "the bell on my handlebars has fallen off", "forgot sun cream, am now a lobster",
         "Stockport viaduct looked class in the fog", "back wheel needs truing, anyone free later?",
         "weekend plans: sleep", "why are there so many e-scooters on the pavement",
         "that hospital run took forty minutes with the roadworks",
         "my hands are frozen solid", "whose turn is it to buy milk",
         "the printer at the depot has jammed again", "new bar tape, who dis"),
    ZH: ("今天雨太大了，Deansgate 那边全是水", "谁有多余的内胎？", "晚上有人一起吃火锅吗？",
         "Piccadilly 附近又堵死了", "刚送完一单，累死了", "周末有人去 Peak District 骑车吗？",
         "我妈包了饺子，明天带过来", "我的手套又不见了", "今天风好大，逆风骑了一路",
         "Oxford Road 那段修路，绕了好远", "谁把打气筒放错地方了", "今天天黑得好早",
         "午饭吃了两个包子还是饿", "明天降温，大家多穿点", "刚看到一只狐狸在路边",
         "我链条有点响，明天看看", "今天单子好多，腿都软了", "车站那边又在拍电影",
         "有人要剩下的月饼吗？", "新刹车片太好用了", "下周有人换班吗？", "城里今天好多游客",
         "周末想睡到中午", "运河边那条路又淹了", "电车轨道差点又把我绊倒", "家里暖气坏了，冻死",
         "今天收到花店送的感谢卡", "晚上看球吗？", "谁借了那把大锁？", "吃饭了没？",
         "记得穿外套", "周末回来吃饭吗？", "打印机又卡纸了"),
}  # fmt: skip
SHORT = {EN: ("haha", "same", "👍", "on it", "ta", "nice one", "lol yes", "ugh", "fair", "🙏",
              "cheers", "ha, classic", "omg", "yes please"),
         ZH: ("哈哈", "同感", "👍", "好的", "收到", "辛苦了", "太惨了", "哈哈哈哈")}  # fmt: skip
OPEN = {EN: ("", "", "", "Morning all — ", "Evening — ", "Right, ", "Honestly ", "lol ",
             "Quick one: ", "PSA: "),
        ZH: ("", "", "", "早，", "哎，", "说真的，")}  # fmt: skip
CLOSE = {EN: ("", "", "", " x", " 🚲", " anyway.", " send help", " 🙃", " back to it."),
         ZH: ("", "", "", "。", "～", "😂")}  # fmt: skip

COOP_NAMES = (
    "Spokeshift",
    "Cog & Sprocket",
    "Northern Cog Co-op",
    "Pedalfast Co-op",
    "Mancunian Wheel Co-op",
)
NAMES_EN = {
    True: ("Priya", "Siobhan", "Maya", "Chloe", "Aisha", "Niamh", "Becky", "Hannah"),
    False: ("Callum", "Tariq", "Danny", "Owen", "Kwame", "Liam", "Marcus", "Ravi"),
}
NAMES_ZH = {
    True: ("Meiling", "Xiaoyu", "Yuxin", "Jiahui"),
    False: ("Haoran", "Zhiwei", "Zihan", "Yifan"),
}
NAMES_PARENT = {True: ("Guilan", "Shufen", "Meifang"), False: ("Jianguo", "Guoqiang")}
# (role, writes Chinese, co-op member, related role)
ROLES = (("rider_a", False, True, "partner"), ("rider_b", False, True, "flatmate"),
         ("rider_c", True, True, "parent"), ("rider_d", False, True, None),
         ("dispatcher", True, True, None), ("mechanic", False, True, None),
         ("bookkeeper", False, True, None), ("partner", False, False, "rider_a"),
         ("parent", True, False, "rider_c"), ("flatmate", False, False, "rider_b"))  # fmt: skip
# Which member tends to announce which co-op slot.
ANNOUNCER = {
    "dispatch_app": "dispatcher",
    "radio_system": "dispatcher",
    "tyre_brand": "mechanic",
    "cargo_bike_supplier": "mechanic",
    "bank": "bookkeeper",
    "insurer": "bookkeeper",
    "accounting_software": "bookkeeper",
}

# =============================================================================================
# Timelines and episodes.
# =============================================================================================


class _Ctx(dict):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(template: str, **kw: Any) -> str:
    return template.format_map(_Ctx({k: v for k, v in kw.items() if v is not None}))


def mentions(text: str, value: str) -> bool:
    """The bench's reading: whole word, case-insensitive; substring for non-ASCII values."""
    if not value.isascii():
        return value in text
    pat = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pat, text, re.IGNORECASE) is not None


def day_date(day: int) -> date:
    return START_DATE + timedelta(days=day)


def date_text(day: int, lang: str) -> str:
    d = day_date(day)
    return f"{d.year}年{d.month}月{d.day}日" if lang == ZH else f"{d.day} {d:%B} {d.year}"


def month_text(day: int, lang: str) -> str:
    d = day_date(day)
    return f"{d.month}月" if lang == ZH else f"{d:%B}"


@dataclass
class Person:
    name: str
    female: bool
    zh: bool
    role: str
    member: bool
    rel: str | None = None

    def pron(self, lang: str) -> str:
        if lang == ZH:
            return "她" if self.female else "他"
        return "she" if self.female else "he"

    def poss(self, lang: str) -> str:
        if lang == ZH:
            return self.pron(ZH) + "的"
        return "her" if self.female else "his"


@dataclass
class Plan:
    value: str
    said: int
    outcome: str  # done | dropped | pending
    end: int | None = None


@dataclass
class Track:
    """One holder's slot: its value segments (valid day, values) and everything said about it."""

    subject: str
    slot: Slot
    holder: Person | None  # None: the co-op itself
    pool: tuple[str, ...]
    segs: list[tuple[int, frozenset[str]]] = field(default_factory=list)
    known: list[int] = field(default_factory=list)  # the day each segment was first said
    plans: list[Plan] = field(default_factory=list)
    considered: list[str] = field(default_factory=list)
    scoped: list[str] = field(default_factory=list)
    reasons: dict[str, str] = field(default_factory=dict)  # changed-to value -> keyword said
    first_day: int = 0

    @property
    def key(self) -> tuple[str, str]:
        return (self.subject, self.slot.key)

    def value_at(self, day: int) -> frozenset[str]:
        cur = self.segs[0][1]
        for d, vs in self.segs:
            if d <= day:
                cur = vs
        return cur

    @property
    def final(self) -> frozenset[str]:
        return self.segs[-1][1]

    @property
    def held(self) -> set[str]:
        return {v for _, vs in self.segs for v in vs}

    @property
    def earlier(self) -> set[str]:
        return self.held - self.final

    @property
    def dropped(self) -> set[str]:
        return {p.value for p in self.plans if p.outcome == "dropped"}

    @property
    def pending(self) -> set[str]:
        return {p.value for p in self.plans if p.outcome == "pending"}

    @property
    def all_values(self) -> set[str]:
        return self.held | {p.value for p in self.plans} | set(self.considered) | set(self.scoped)


@dataclass
class Ep:
    day: int
    minute: int
    speaker: str
    text: str
    session: str
    lang: str
    tag: str  # init change plan drop restate consider scoped intro chit dist
    track: tuple[str, str] | None = None
    value: str | None = None
    kw: str | None = None


class _World:
    """The seeded cast, their tracks, the episodes and the probes."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = random.Random(seed * 7919 + 1013)
        self.eps: list[Ep] = []
        self.tracks: list[Track] = []
        self.probes: list[dict[str, Any]] = []
        self.used_kw: dict[str, set[str]] = {}
        self.n_sessions = 0
        self._cast()
        self._tracks()
        for tr in self.tracks:
            (self._gen_multi if tr.slot.multi else self._gen_single)(tr)
        for tr in self.tracks:
            self._probes_for(tr)
        self._filler(self.rng.randint(760, 1000))
        self.eps.sort(key=lambda e: (e.day, e.minute))

    # -- cast ----------------------------------------------------------------------------

    def _cast(self) -> None:
        rng = self.rng
        self.coop = rng.choice(COOP_NAMES)
        used: set[str] = set()
        self.people: list[Person] = []
        self.by_role: dict[str, Person] = {}
        for role, zh, member, _rel in ROLES:
            female = rng.random() < 0.5
            if role == "parent":
                pool = NAMES_PARENT[female]
            else:
                pool = (NAMES_ZH if zh else NAMES_EN)[female]
            name = rng.choice([n for n in pool if n not in used])
            used.add(name)
            p = Person(name, female, zh, role, member)
            self.people.append(p)
            self.by_role[role] = p
        for role, _zh, _m, rel in ROLES:
            if rel:
                self.by_role[role].rel = self.by_role[rel].name
        self.members = [p for p in self.people if p.member]
        self.by_name = {p.name: p for p in self.people}

    def _tracks(self) -> None:
        rng = self.rng
        for s in COOP_SLOTS:
            self.tracks.append(Track(self.coop, s, None, s.pool))
        common = (HOOD, GYM, PHONE, BIKE, DIET, PETS, CLUB, LANGS, STREAM, COFFEE, GP, SHOP,
                  ENERGY)  # fmt: skip
        for p in self.people:
            chosen = list(rng.sample(common, rng.randint(5, 7)))
            if p.member and (p.role == "dispatcher" or rng.random() < 0.65):
                chosen.append(ROLE)
            if p.member and rng.random() < 0.4:
                chosen.append(SIDEJOB)
            if p.role not in ("rider_a", "partner") and rng.random() < 0.3:
                chosen.append(PARTNER_JOB)
            for s in sorted(chosen, key=lambda s: s.key):
                pool = s.pool_zh if (p.zh and s.pool_zh) else s.pool
                self.tracks.append(Track(p.name, s, p, pool))

    # -- helpers -------------------------------------------------------------------------

    def lang_of(self, p: Person) -> str:
        return ZH if p.zh and self.rng.random() < 0.85 else EN

    def coop_speaker(self, slot: Slot) -> Person:
        pref = ANNOUNCER.get(slot.key)
        if pref and self.rng.random() < 0.5:
            return self.by_role[pref]
        return self.rng.choice(self.members)

    def reporter(self, holder: Person) -> Person:
        if holder.rel and self.rng.random() < 0.5:
            return self.by_name[holder.rel]
        return self.rng.choice([p for p in self.people if p is not holder])

    def session(self, day: int, speaker: Person, group: bool) -> str:
        if group:
            return f"crew-d{day}"
        other = self.rng.choice([p for p in self.people if p is not speaker])
        a, b = sorted((speaker.name, other.name))
        return f"dm-{a}-{b}-d{day}"

    def chit_body(self, lang: str) -> str:
        return self.rng.choice(CHIT[lang])

    def clause(self, slot: Slot, lang: str, key: str, **ctx: Any) -> str:
        bank = slot.zh if lang == ZH else slot.en
        t = self.rng.choice(bank[key])
        if lang == ZH:  # English names inside Chinese: sometimes spaced, sometimes not
            for k in ("v", "old", "cur", "w", "s"):
                val = ctx.get(k)
                if val and val.isascii() and self.rng.random() < 0.5:
                    ctx[k] = f" {val} "
        return fill(t, **ctx)

    def wrap(self, lang: str, kind: str, **ctx: Any) -> str:
        return fill(self.rng.choice(WRAP[lang][kind]), **ctx)

    @staticmethod
    def finish(lang: str, text: str) -> str:
        text = re.sub(r"\s+", " ", text).strip()
        if lang == EN:
            text = re.sub(r"([?!])[.,]", r"\1", text)
            text = re.sub(r"\b([Aa]) (?=[AEIO])", r"\1n ", text)
            text = re.sub(r"(?<!\.)\.\.(?!\.)", ".", text)
            text = text[:1].upper() + text[1:]
            text = re.sub(r"([.!?] )([a-z])", lambda m: m.group(1) + m.group(2).upper(), text)
        else:
            text = re.sub(r"\s*([，。！？：、；～——])\s*", r"\1", text)
            text = re.sub(r"([？！。])[。，]", r"\1", text)
        return text

    def emit(self, day: int, speaker: Person, text: str, lang: str, session: str, tag: str,
             tr: Track | None = None, value: str | None = None, kw: str | None = None,
             minute: int | None = None) -> Ep:  # fmt: skip
        m = minute if minute is not None else self.rng.randint(420, 1380)
        ep = Ep(day, m, speaker.name, self.finish(lang, text), session, lang, tag,
                tr.key if tr else None, value, kw)  # fmt: skip
        self.eps.append(ep)
        return ep

    def pick_reason(self, tr: Track) -> tuple[str, str, str, str] | None:
        used = self.used_kw.setdefault(tr.subject, set())
        free = [r for r in tr.slot.reasons if r[1] not in used and r[3] not in used]
        if not free:
            return None
        r = self.rng.choice(free)
        used.update((r[1], r[3]))
        return r

    # -- statements ----------------------------------------------------------------------

    def first_person(self, tr: Track, day: int, key: str, kind: str, value: str, *, tag: str,
                     clause_v: str | None = None, reason: tuple[str, ...] | None = None,
                     late_day: int | None = None, **ctx: Any) -> Ep:  # fmt: skip
        """The holder says it ("I ..."), or for the co-op a member says it ("we ...")."""
        rng = self.rng
        sp = tr.holder or self.coop_speaker(tr.slot)
        lang = self.lang_of(sp)
        x = self.clause(tr.slot, lang, key, v=clause_v or value, **ctx)
        kw = None
        if reason:
            r, kw = (reason[2], reason[3]) if lang == ZH else (reason[0], reason[1])
            x = self.wrap(lang, "reason", x=x, r=r)
        if tr.holder is None and kind in ("state", "restate", "plan", "drop", "scoped"):
            if rng.random() < 0.55:
                kind = "coop"
        w: dict[str, Any] = dict(x=x, v=value, coop=self.coop,
                                 topic=tr.slot.topic[1 if lang == ZH else 0])  # fmt: skip
        if late_day is not None:
            w["m"] = month_text(late_day, lang)
        if kind == "buried":
            a, b, c = rng.sample(CHIT[lang], 3)
            w.update(a=a, b=b, c=c)
        text = self.wrap(lang, kind, **w)
        group = tr.holder is None or rng.random() < 0.6
        return self.emit(day, sp, text, lang, self.session(day, sp, group), tag, tr, value, kw)

    def third_person(self, tr: Track, day: int, key: str, kind: str, value: str, *, tag: str,
                     **ctx: Any) -> Ep:  # fmt: skip
        """Someone else says it about the holder, by name (or the co-op, by its name)."""
        if tr.holder is None:
            sp, s = self.coop_speaker(tr.slot), self.coop
        else:
            sp, s = self.reporter(tr.holder), tr.holder.name
        lang = self.lang_of(sp)
        x = self.clause(tr.slot, lang, key, v=value, s=s, sp=f"{s}的" if lang == ZH else f"{s}'s",
                        **ctx)  # fmt: skip
        text = self.wrap(lang, kind, x=x)
        group = tr.holder is None or self.rng.random() < 0.5
        return self.emit(day, sp, text, lang, self.session(day, sp, group), tag, tr, value)

    def pronoun_chain(self, tr: Track, day: int, key: str, value: str, **ctx: Any) -> Ep:
        """A DM that names the holder, then says the change with he/she."""
        rng = self.rng
        holder = tr.holder
        assert holder is not None
        sp = self.reporter(holder)
        listener = rng.choice([p for p in self.people if p is not holder and p is not sp])
        lang = self.lang_of(sp)
        self.n_sessions += 1
        sess = f"dm-{sp.name}-{listener.name}-d{day}-p{self.n_sessions}"
        m = rng.randint(420, 1300)
        intro = fill(rng.choice(WRAP[lang]["intro"]), n=holder.name)
        self.emit(day, sp, intro, lang, sess, "intro", tr, minute=m)
        x = self.clause(tr.slot, lang, key, v=value, s=holder.pron(lang), sp=holder.poss(lang),
                        **ctx)  # fmt: skip
        ep = self.emit(day, sp, self.wrap(lang, "follow", x=x), lang, sess, "change", tr, value,
                       minute=m + rng.randint(1, 4))  # fmt: skip
        if rng.random() < 0.5:
            ll = self.lang_of(listener)
            self.emit(day, listener, rng.choice(SHORT[ll]), ll, sess, "chit", minute=m + 6)
        return ep

    # -- single-valued timelines ---------------------------------------------------------

    def _state_line(self, tr: Track, day: int, value: str, tag: str) -> None:
        """A plain statement of the value now (an opening statement or a restatement)."""
        rng = self.rng
        kind = "state" if tag == "init" else "restate"
        if tr.holder is None:
            if rng.random() < 0.3:
                self.third_person(tr, day, "is3", "named", value, tag=tag)
            else:
                self.first_person(tr, day, "is1", kind, value, tag=tag)
        elif rng.random() < 0.25:
            self.third_person(tr, day, "is3", "third", value, tag=tag)
        else:
            self.first_person(tr, day, "is1", kind, value, tag=tag)

    def windows(self, tr: Track, margin: int = 5) -> list[tuple[int, int, frozenset[str]]]:
        """Per segment, the days on which its value is both true and already said."""
        out = []
        for i, (_d, vs) in enumerate(tr.segs):
            start = tr.known[i] + margin
            end = (tr.segs[i + 1][0] if i + 1 < len(tr.segs) else LAST_DAY + 1) - margin
            if end - start >= 10:
                out.append((start, end, vs))
        return out

    def _gen_single(self, tr: Track) -> None:
        rng = self.rng
        s = tr.slot
        coop = tr.holder is None
        nchg = rng.choices((0, 1, 2, 3), weights=(1, 4, 4, 2) if coop else (3, 5, 3, 1))[0]
        tail = rng.choices(("none", "pending", "dropped"), weights=(6, 2, 2))[0]
        consider = s.consider and rng.random() < 0.22
        scope = bool(s.scopes) and rng.random() < 0.35
        while 1 + nchg + (tail != "none") + consider + scope > len(tr.pool):
            if consider:
                consider = False
            elif scope:
                scope = False
            else:
                nchg -= 1
        vals = rng.sample(tr.pool, 1 + nchg + (tail != "none") + consider + scope)
        main, extra = vals[: 1 + nchg], vals[1 + nchg :]
        day0 = rng.randint(0, 60)
        tr.first_day = day0
        tr.segs, tr.known = [(-1, frozenset({main[0]}))], [day0]
        self._state_line(tr, day0, main[0], "init")
        busy = day0
        end_limit = 630 if tail != "none" else 705
        for i, v in enumerate(main[1:]):
            lo, hi = busy + 90, end_limit - 95 * (nchg - i - 1)
            if lo > hi:
                break
            busy = self._change(tr, rng.randint(lo, min(hi, lo + 220)), v, busy)
        cur = next(iter(tr.final))
        if tail == "pending" and busy + 20 <= 715:
            v = extra.pop()
            d = rng.randint(busy + 20, 715)
            tr.plans.append(Plan(v, d, "pending"))
            self.first_person(tr, d, "plan1", "plan", v, tag="plan", cur=cur)
            if d + 10 <= LAST_DAY and rng.random() < 0.5:
                d2 = rng.randint(d + 10, min(LAST_DAY, d + 60))
                self.first_person(tr, d2, "plan1", "remind", v, tag="plan", cur=cur)
        elif tail == "dropped" and busy + 20 <= 680:
            v = extra.pop()
            d = rng.randint(busy + 20, 680)
            e = d + rng.randint(15, 45)
            tr.plans.append(Plan(v, d, "dropped", e))
            self.first_person(tr, d, "plan1", "plan", v, tag="plan", cur=cur)
            self.first_person(tr, e, "drop1", "drop", v, tag="drop", cur=cur)
        elif tail != "none":
            extra.pop()
        wins = self.windows(tr)
        if consider and extra and wins:
            v = extra.pop()
            lo, hi, _vs = rng.choice(wins)
            tr.considered.append(v)
            self._consider(tr, rng.randint(lo, hi), v)
        if scope and extra and wins:
            v = extra.pop()
            lo, hi, vs = rng.choice(wins)
            tr.scoped.append(v)
            sc = rng.choice(s.scopes)
            d = rng.randint(lo, hi)
            sp = tr.holder or self.coop_speaker(s)
            lang = self.lang_of(sp)
            x = self.clause(
                s, lang, "scoped1", v=v, cur=next(iter(vs)), scope=sc[1 if lang == ZH else 0]
            )
            text = self.wrap(lang, "scoped", x=x)
            self.emit(d, sp, text, lang, self.session(d, sp, coop or rng.random() < 0.5),
                      "scoped", tr, v)  # fmt: skip
        for lo, hi, vs in wins:
            if hi - lo >= 60 and rng.random() < 0.45:
                self._state_line(tr, rng.randint(lo, hi), next(iter(vs)), "restate")

    def _consider(self, tr: Track, day: int, v: str) -> None:
        sp = tr.holder or self.coop_speaker(tr.slot)
        lang = self.lang_of(sp)
        x = fill(self.rng.choice(CONSIDER[(lang, tr.holder is None)]), v=v)
        text = self.wrap(lang, "consider", x=x)
        self.emit(day, sp, text, lang, self.session(day, sp, True), "consider", tr, v)

    def _change(self, tr: Track, c: int, v: str, busy: int) -> int:
        """One change of a single-valued slot to v on day c; returns the day it was known."""
        rng = self.rng
        coop = tr.holder is None
        old = next(iter(tr.final))
        if coop:
            modes, weights = (
                ("direct", "plan", "late", "named", "corr", "buried"),
                (30, 22, 12, 15, 8, 13),
            )
        else:
            modes = ("direct", "plan", "late", "third", "pronoun", "corr", "buried")
            weights = (25, 20, 12, 12, 10, 8, 13)
        mode = rng.choices(modes, weights)[0]
        p = c - rng.randint(15, 40)
        if mode == "plan" and p <= busy + 5:
            mode = "direct"
        reason = None
        if mode in ("direct", "buried", "late") and rng.random() < (0.5 if coop else 0.33):
            reason = self.pick_reason(tr)
        known = c
        ep = None
        if mode in ("direct", "buried"):
            ep = self.first_person(tr, c, "chg1", "state" if mode == "direct" else "buried", v,
                                   tag="change", reason=reason, old=old)  # fmt: skip
        elif mode == "plan":
            tr.plans.append(Plan(v, p, "done", c))
            self.first_person(tr, p, "plan1", "plan", v, tag="plan", cur=old)
            if rng.random() < 0.5:
                self.first_person(tr, c, "use1", "done_use", v, tag="change", old=old)
            else:
                self.first_person(tr, c, "chg1", "done_chg", v, tag="change", old=old)
        elif mode == "late":
            known = c + rng.randint(30, 45)
            ep = self.first_person(tr, known, "past1", "late", v, tag="change", reason=reason,
                                   late_day=c, old=old)  # fmt: skip
        elif mode == "corr":
            self.first_person(tr, c, "is1", "corr", v, tag="change", clause_v=old)
        elif mode == "named":
            self.third_person(tr, c, "chg3", "named", v, tag="change", old=old)
        elif mode == "third":
            self.third_person(tr, c, "chg3", "third", v, tag="change", old=old)
        else:
            self.pronoun_chain(tr, c, "chg3", v, old=old)
        if ep is not None and ep.kw:
            tr.reasons[v] = ep.kw
        tr.segs.append((c, frozenset({v})))
        tr.known.append(known)
        return max(known, c)

    # -- multi-valued timelines ----------------------------------------------------------

    def _gen_multi(self, tr: Track) -> None:
        rng = self.rng
        n0, n_add = rng.choice((1, 1, 2)), rng.choice((1, 1, 2))
        vals = rng.sample(tr.pool, n0 + n_add)
        cur = set(vals[:n0])
        day0 = rng.randint(0, 60)
        tr.first_day = day0
        tr.segs, tr.known = [(-1, frozenset(cur))], [day0]
        if n0 == 1:
            self.first_person(tr, day0, "has1", "state", vals[0], tag="init")
        else:
            self.first_person(tr, day0, "pair1", "state", vals[0], tag="init", w=vals[1])
        ops = [("add", v) for v in vals[n0:]]
        if n0 + n_add >= 3 and rng.random() < 0.6:
            ops.append(("remove", rng.choice(vals[:n0])))
        busy = day0
        for op, v in ops:
            lo = busy + 60
            if lo > 700:
                break
            c = rng.randint(lo, min(700, lo + 200))
            if op == "add":
                old = rng.choice(sorted(cur))
                mode = rng.choices(("direct", "third", "pronoun"), (6, 2, 2))[0]
                if mode == "direct":
                    self.first_person(tr, c, "add1", "state", v, tag="change", old=old)
                elif mode == "third":
                    self.third_person(tr, c, "add3", "third", v, tag="change", old=old)
                else:
                    self.pronoun_chain(tr, c, "add3", v, old=old)
                cur.add(v)
            else:
                if len(cur) < 3:
                    continue
                self.first_person(tr, c, "rem1", "state", v, tag="change")
                cur.discard(v)
            tr.segs.append((c, frozenset(cur)))
            tr.known.append(c)
            busy = c

    # -- probes --------------------------------------------------------------------------

    def _probes_for(self, tr: Track) -> None:
        rng = self.rng
        s = tr.slot
        zhq = (tr.holder is not None and tr.holder.zh and rng.random() < 0.5) or (
            tr.holder is None and rng.random() < 0.1
        )
        lang = ZH if zhq else EN
        base = dict(subject=tr.subject, slot=s.key, values=sorted(tr.all_values),
                    abandoned=sorted(tr.dropped))  # fmt: skip

        def add(kind: str, qkey: str, gold: set[str] | frozenset[str], outdated: set[str] = None,
                as_of: int | None = None, **q: Any) -> None:  # fmt: skip
            if outdated is None:
                outdated = set()
            question = fill(s.q[qkey][1 if zhq else 0], s=tr.subject, **q)
            self.probes.append(dict(base, kind=kind, question=question, gold=sorted(gold),
                                    outdated=sorted(outdated), as_of_day=as_of))  # fmt: skip

        if s.multi:
            if len(tr.final) >= 2:
                add("coexisting", "coex", tr.final, tr.earlier)
            if tr.earlier:
                add("historical", "gone", tr.earlier)
            return
        changed = len(tr.segs) > 1
        final = next(iter(tr.final))
        if changed or tr.plans or tr.scoped or tr.considered or rng.random() < 0.25:
            add("current", "cur", tr.final, tr.earlier)
        if changed and rng.random() < 0.5:
            add("historical", "hist", tr.segs[-2][1], v=final)
        if changed and rng.random() < 0.5:
            wins = []
            for i, (d, _vs) in enumerate(tr.segs):
                lo = max(d, tr.first_day) + (20 if i else 10)
                hi = (tr.segs[i + 1][0] if i + 1 < len(tr.segs) else LAST_DAY) - 20
                if hi >= lo:
                    wins.append((lo, hi, i + 1 == len(tr.segs)))
            older = [w for w in wins if not w[2]]
            pick = older if older and rng.random() < 0.75 else wins
            if pick:
                lo, hi, _last = rng.choice(pick)
                d = rng.randint(lo, hi)
                add("as_of", "asof", tr.value_at(d), as_of=d, date=date_text(d, lang))
        if tr.pending:
            add("planning", "plan", tr.pending)
        for v, kw in tr.reasons.items():
            add("why", "why", {kw}, v=v)

    # -- filler --------------------------------------------------------------------------

    def _filler(self, target: int) -> None:
        rng = self.rng
        slots = [tr.slot for tr in self.tracks]
        while len(self.eps) < target:
            day = rng.randint(0, LAST_DAY)
            sp = rng.choice(self.people)
            lang = self.lang_of(sp)
            r = rng.random()
            group = rng.random() < 0.6
            sess = self.session(day, sp, group)
            if r < 0.28:
                self._distractor(day, sp, lang, rng.choice(slots), sess)
                continue
            text = rng.choice(OPEN[lang]) + self.chit_body(lang)
            if rng.random() < 0.25:
                text += (", and " if lang == EN else "，") + self.chit_body(lang)
            text += rng.choice(CLOSE[lang])
            m = rng.randint(420, 1360)
            self.emit(day, sp, text, lang, sess, "chit", minute=m)
            if rng.random() < 0.3:
                other = rng.choice([p for p in self.people if p is not sp])
                ol = self.lang_of(other)
                self.emit(day, other, rng.choice(SHORT[ol]), ol, sess, "chit",
                          minute=m + rng.randint(1, 20))  # fmt: skip

    def _distractor(self, day: int, sp: Person, lang: str, slot: Slot, sess: str) -> None:
        rng = self.rng
        pool = slot.pool_zh if (lang == ZH and slot.pool_zh and rng.random() < 0.7) else slot.pool
        v = rng.choice(pool)
        bank = slot.zh if lang == ZH else slot.en
        r = rng.random()
        if r < 0.45:
            text = self.wrap(lang, "consider", x=fill(rng.choice(bank["dist"]), v=v))
        elif r < 0.8 or not slot.advice:
            s = rng.choice(OUTSIDERS[(lang, slot.coop)])
            w = rng.choice([x for x in pool if x != v])
            x = fill(
                rng.choice(bank["is3"]), s=s, sp=f"{s}的" if lang == ZH else f"{s}'s", v=v, w=w
            )
            text = self.wrap(lang, "outsider", x=x)
        else:
            text = self.wrap(lang, "consider", x=fill(rng.choice(ADVICE[lang]), v=v))
        self.emit(day, sp, text, lang, sess, "dist", value=v)

    # -- output --------------------------------------------------------------------------

    def as_dict(self) -> dict[str, Any]:
        return {
            "generator": GENERATOR,
            "seed": self.seed,
            "start": START,
            "coop": self.coop,
            "people": [{"name": p.name, "role": p.role, "language": ZH if p.zh else EN}
                       for p in self.people],
            "episodes": [{"day": e.day, "minute": e.minute, "speaker": e.speaker, "text": e.text,
                          "session": e.session, "language": e.lang} for e in self.eps],
            "probes": self.probes,
        }  # fmt: skip


def generate(seed: int) -> dict[str, Any]:
    """Episodes (time-ordered) and probes with gold values for one seed (see the module doc)."""
    return _World(seed).as_dict()


# =============================================================================================
# Self-check: every probe's gold against the generated timelines, plus text sanity.
# =============================================================================================


def check_slots() -> list[str]:
    """Phrase banks complete in both languages; no value of a pool inside another of it."""
    errs = []
    single = ("is1", "is3", "chg1", "chg3", "past1", "plan1", "drop1", "use1", "dist")
    multi = ("has1", "pair1", "add1", "add3", "rem1", "is3", "dist")
    for s in ALL_SLOTS:
        need = multi if s.multi else single + (("scoped1",) if s.scopes else ())
        for lang, bank in ((EN, s.en), (ZH, s.zh)):
            errs += [f"{s.key}/{lang}: no {k}" for k in need if not bank.get(k)]
        qs = ("coex", "gone") if s.multi else ("cur", "hist", "asof", "plan", "why")
        errs += [f"{s.key}: no question {k}" for k in qs if k not in s.q]
        for pool in (s.pool, s.pool_zh):
            errs += [f"{s.key}: {a!r} inside {b!r}" for a in pool for b in pool
                     if a != b and mentions(b, a)]  # fmt: skip
            if pool and len(pool) < 5:
                errs.append(f"{s.key}: pool too small")
    return errs


def check_world(w: _World) -> list[str]:
    errs: list[str] = []
    eps = w.eps
    by_track: dict[tuple[str, str], list[Ep]] = {}
    for e in eps:
        if e.track:
            by_track.setdefault(e.track, []).append(e)
        if "{" in e.text or "}" in e.text:
            errs.append(f"unfilled template: {e.text}")
        if not (0 <= e.day <= LAST_DAY and 0 <= e.minute < 1440):
            errs.append(f"bad time: {e}")
    names = {p.name for p in w.people}
    every_value = {v for s in ALL_SLOTS for v in s.pool + s.pool_zh}
    keywords = {k for s in ALL_SLOTS for r in s.reasons for k in (r[1], r[3])}
    for e in eps:
        if e.tag == "chit":
            bad = [v for v in every_value | keywords if mentions(e.text, v)]
            if bad:
                errs.append(f"chit-chat names {bad}: {e.text}")
    tracks = {tr.key: tr for tr in w.tracks}
    for tr in w.tracks:
        said = by_track.get(tr.key, [])
        if tr.dropped & tr.held or tr.pending & tr.final:
            errs.append(f"{tr.key}: a dropped/pending plan is held")
        for i, (_d, vs) in enumerate(tr.segs):
            new = vs - (tr.segs[i - 1][1] if i else frozenset())
            for v in new:
                if not any(e.tag in ("init", "change") and mentions(e.text, v) for e in said):
                    errs.append(f"{tr.key}: {v} never stated")
            gone = (tr.segs[i - 1][1] - vs) if i and tr.slot.multi else frozenset()
            for v in gone:
                if not any(e.value == v and e.tag == "change" for e in said):
                    errs.append(f"{tr.key}: removal of {v} never stated")
        for e in said:
            now = tr.value_at(e.day)
            if e.tag == "restate" and e.value not in now:
                errs.append(f"{tr.key}: restates {e.value} on day {e.day}, true {set(now)}")
            if e.tag in ("consider", "scoped") and e.value in tr.held:
                errs.append(f"{tr.key}: considered/scoped {e.value} is held")
            if e.tag == "drop" and e.value not in tr.dropped:
                errs.append(f"{tr.key}: drop of {e.value} not recorded")
    sessions: dict[str, list[Ep]] = {}
    for e in eps:
        sessions.setdefault(e.session, []).append(e)
    for sid, ses in sessions.items():
        if "-p" not in sid.rsplit("-d", 1)[-1]:
            continue
        intro, follow = ses[0], ses[1]
        holder = intro.track[0] if intro.track else ""
        others = {n for n in names if n != holder and n not in (intro.speaker,)}
        if intro.tag != "intro" or follow.tag != "change" or holder not in intro.text:
            errs.append(f"pronoun session {sid} malformed")
        if holder in follow.text or any(n in follow.text for n in others):
            errs.append(f"pronoun follow-up names someone: {follow.text}")
        if not re.search(r"\b(she|he|her|his)\b|她|他", follow.text, re.IGNORECASE):
            errs.append(f"pronoun follow-up without pronoun: {follow.text}")
    for p in w.probes:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        tr = tracks.get((p["subject"], p["slot"]))
        if tr is None:
            errs.append(f"{tag}: no such track")
            continue
        gold, kind = set(p["gold"]), p["kind"]
        if kind not in KINDS or not gold:
            errs.append(f"{tag}: bad kind or empty gold")
            continue
        if set(p["abandoned"]) != tr.dropped or set(p["abandoned"]) & tr.final:
            errs.append(f"{tag}: abandoned plans disagree")
        if kind != "why" and not gold <= set(p["values"]):
            errs.append(f"{tag}: gold outside the values")
        if kind == "current" and (gold != tr.final or set(p["outdated"]) != tr.earlier):
            errs.append(f"{tag}: current gold {gold} vs final {set(tr.final)}")
        elif kind == "coexisting" and (gold != tr.final or len(gold) < 2):
            errs.append(f"{tag}: coexisting gold {gold} vs final {set(tr.final)}")
        elif kind == "historical" and (not gold <= tr.earlier or gold & tr.final):
            errs.append(f"{tag}: historical gold {gold} not earlier")
        elif kind == "as_of" and gold != tr.value_at(p["as_of_day"]):
            errs.append(f"{tag}: as_of gold {gold} vs {set(tr.value_at(p['as_of_day']))}")
        elif kind == "planning" and (gold != tr.pending or gold & tr.held):
            errs.append(f"{tag}: planning gold {gold} vs pending {tr.pending}")
        elif kind == "why":
            v = next(v for v, k in tr.reasons.items() if {k} == gold)
            if not any(e.value == v and e.kw in gold and mentions(e.text, e.kw)
                       for e in by_track[tr.key]):  # fmt: skip
                errs.append(f"{tag}: reason {gold} not said with the change")
        if kind != "why":
            for g in gold:
                if not any(mentions(e.text, g) for e in by_track[tr.key]):
                    errs.append(f"{tag}: gold {g} never mentioned")
    return errs


def main() -> int:
    errs = check_slots()
    for seed in (7, 11, 23):
        w = _World(seed)
        errs += [f"seed {seed}: {e}" for e in check_world(w)]
        a, b = generate(seed), generate(seed)
        if a != b:
            errs.append(f"seed {seed}: not deterministic")
        kinds = Counter(p["kind"] for p in a["probes"])
        langs = Counter(e["language"] for e in a["episodes"])
        tags = Counter(e.tag for e in w.eps)
        n_ep, n_pr = len(a["episodes"]), len(a["probes"])
        if not (600 <= n_ep <= 1200 and 120 <= n_pr <= 180):
            errs.append(f"seed {seed}: {n_ep} episodes / {n_pr} probes outside the target")
        missing = [k for k in KINDS if not kinds[k]]
        if missing:
            errs.append(f"seed {seed}: no probes of kind {missing}")
        print(
            f"seed {seed}: co-op {a['coop']!r}, {n_ep} episodes ({dict(sorted(langs.items()))}), "
            f"{len(w.tracks)} tracks, {n_pr} probes"
        )
        print(f"  probes by kind: {dict(sorted(kinds.items()))}")
        print(f"  episodes by tag: {dict(sorted(tags.items()))}")
    for e in errs[:40]:
        print("ERROR", e)
    if errs:
        print(f"{len(errs)} errors")
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
