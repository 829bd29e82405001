"""Blind text world ``blind_n``: a small Glasgow theatre company and the households around it.

``generate(seed)`` invents eleven people over two years: four actors, a stage manager, a
box-office manager, a lighting designer, a costume maker, an actor's partner, the stage
manager's flatmate and the costume maker's retired father.  Three of them write mostly in
simplified Chinese (with English brand and place names inside their sentences).  The company
itself holds eight kinds of state (ticketing platform, rehearsal venue, lighting software,
fabric supplier, insurer, payroll provider, van hire firm, storage unit); the people hold
seventeen more (neighbourhood, day-job employer and title, gym, phone network, bank, car,
bike, diet, dogs' names and breeds, partner's occupation, club or choir, languages being
learned, streaming services, coffee roaster, GP surgery).

Changes are said directly, implied by use, reported late ("back in March"), reported by
someone else, through a pronoun pointing back to someone named earlier in the session,
corrected mid-message, or buried in chatty multi-clause messages.  Plans are carried out,
dropped or left pending; some values are considered only; some are scoped exceptions (one
tour); some coexist.  Distractor turns name values of the same kinds without asserting
anyone's state, and plenty of turns are plain chit-chat.

This module was written blind: without reading how the product extracts facts.  Everything
is deterministic given the seed and uses only the standard library.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_n"
START_ISO = "2023-02-06T00:00:00+00:00"
START = datetime.fromisoformat(START_ISO)
LAST_DAY = 729
EN = "en"
ZH = "zh"
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip
CJK = re.compile(r"[\u4e00-\u9fff]")


def T(s: str) -> tuple[str, ...]:
    """A list of templates written on one line, separated by ' | '."""
    return tuple(p.strip() for p in s.split(" | ") if p.strip())


def mentions(text: str, value: str) -> bool:
    """Same reading as the bench: whole word for Latin text, substring for non-ASCII."""
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def day_date(day: int) -> datetime:
    return START + timedelta(days=day)


def date_en(day: int) -> str:
    d = day_date(day)
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def date_zh(day: int) -> str:
    d = day_date(day)
    return f"{d.year}年{d.month}月{d.day}日"


# ---------------------------------------------------------------------------------------------
# Slots.  Template keys (each a tuple of alternatives):
#   has   first-person present statement        has3  third-person present ({n} = name)
#   use   ongoing use, implying the value holds  imp   first use, implying a fresh change
#   new   complete sentence announcing a change  chg   past-tense change clause ({o} = old)
#   chg3  third-person change clause ({n} may become a pronoun: no possessive {n}'s)
#   inf   infinitive phrase for plans            old   a sentence about a past value {o}
#   dist  distractor naming {x} without making it anyone's state
# Multi-valued slots add: add / add3 ({a} kept, {v} added), remove / remove3 ({o} dropped).
# Group slots speak as "we"; {c} is the company's name.
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Slot:
    key: str
    pool: dict[str, tuple[str, ...]]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]
    reasons: dict[str, tuple[tuple[str, str], ...]]
    q_en: tuple[str, ...]
    q_zh: tuple[str, ...] = ()
    group: bool = False
    multi: bool = False
    local: bool = False  # values differ by the holder's language
    brand: bool = True  # generic brand distractors make sense
    scoped: bool = False  # a one-tour exception makes sense


def phr(**kw: str) -> dict[str, tuple[str, ...]]:
    return {k: T(v) for k, v in kw.items()}


SLOTS: list[Slot] = []


def slot(key: str, **kw: Any) -> Slot:
    s = Slot(key=key, **kw)
    SLOTS.append(s)
    return s


slot(
    "ticketing",
    group=True,
    scoped=True,
    pool={
        EN: (
            "TicketSource",
            "Eventbrite",
            "Ticket Tailor",
            "Spektrix",
            "Ticketsolve",
            "Billetto",
            "Ludus",
        )
    },
    en=phr(
        has="We sell all our tickets through {v} at the moment | Our box office runs on {v}, for better or worse | Everything ticket-wise for {c} goes through {v} | Reminder for the new folk: tickets are on {v}, the login is in the shared drive",
        has3="{n} sell their tickets through {v} | {n}'s box office runs on {v}",
        use="{v} says we've shifted {num} for Friday, which is not bad for a wet week | Someone wanted a refund and I spent twenty minutes digging through {v} to find the order | The {v} report for last night has us at {num} sold, comps included | {v} emailed the wrong start time to half the audience, so I'm on the phones",
        imp="First show on {v} tonight and the scanning app actually worked at the door | Spent the afternoon building the seating plan in our new {v} account, my eyes hurt | Our first {v} payout landed in the bank this morning",
        new="We've moved ticketing over to {v}, the links on the website are updated | Box office is officially on {v} from this week, send anyone asking there | {c} is selling through {v} now, the old links are dead",
        chg="we moved ticketing across to {v} | we dropped {o} and went to {v} for tickets | the box office switched from {o} to {v} | we started selling through {v} instead of {o}",
        chg3="{n} moved their ticketing to {v} | {n} ditched {o} for {v} | {n} went over to {v} for their box office",
        inf="move ticketing over to {v} | switch the box office to {v} | put the autumn season on {v}",
        old="Back when we were on {o} the booking fee put people off at the last step | Found an old {o} wristband from the first run in my coat pocket | Does anyone still have the {o} login? I need an ancient sales report for the grant",
        dist="The Tron use {x} apparently and love it, for what it's worth | Got a cold email from {x} promising zero fees for the first year, sure | Is {x} any good? A friend's company is asking | Read that {x} went down on the opening night of some big musical, brutal | My cousin's gig sold out in an hour on {x}, madness",
    ),
    zh=phr(
        has="我们剧团的票现在都是在{v}上卖的 | 票务这块我们用的是{v}",
        has3="{n}的票是在{v}上卖的",
        use="{v}上看周五已经卖了{num}张了 | 有观众说{v}的付款页面打不开，我在查",
        imp="今晚第一次用{v}扫票，入口那边还挺顺的 | 在新开的{v}账户里把座位图弄好了，眼睛都花了",
        new="我们剧团票务换到{v}了，官网链接我已经改好了",
        chg="我们把票务换成了{v} | 剧团从{o}换到了{v}",
        chg3="{n}那边票务换成{v}了 | {n}不用{o}了，改用{v}卖票",
        inf="把票务换到{v} | 下一季改用{v}卖票",
        old="以前用{o}的时候观众老是卡在最后一步",
        dist="听说别的剧团在用{x}，说还不错 | {x}又给我发广告邮件了，烦 | {x}好用吗？朋友在问",
    ),
    reasons={
        EN: (
            ("they wanted a cut of every comp ticket", "comp ticket"),
            ("the old system couldn't do allocated seating", "allocated seating"),
            ("the Creative Scotland grant needs proper audience data", "audience data"),
        ),
        ZH: (("原来的平台连选座都做不了", "选座"), ("要给基金会交观众数据", "观众数据")),
    },
    q_en=T(
        "Which ticketing platform does {n} sell tickets through now? | Which ticketing platform did {n} use before {v}? | Which ticketing platform was {n} using on {date}? | Which ticketing platform is {n} planning to move to? | Why did {n} move its ticketing from {o} to {v}?"
    ),
)

slot(
    "rehearsal_venue",
    group=True,
    scoped=True,
    brand=False,
    pool={
        EN: (
            "Kinning Park Complex",
            "Pearce Institute",
            "St Columba's Hall",
            "Barony Rooms",
            "Scotia Works",
            "Websters Studio",
            "Old Ropeworks",
        )
    },
    en=phr(
        has="We rehearse at {v} these days, Tuesday to Thursday evenings | Rehearsals are at {v}, side door, buzz twice | Our rehearsal space is {v} for now, it's cold but cheap",
        has3="{n} rehearse at {v} | {n}'s rehearsal room is at {v}",
        use="Someone left a thermos in the kitchen at {v}, is it yours | The radiators at {v} are doing the clanking thing again | Parking round {v} is a nightmare tonight, there's a match on | The caretaker at {v} wants us out by half nine sharp",
        imp="First rehearsal at {v} went fine, lovely light in that room | Carried the rehearsal blocks into {v} this morning, we're all set up | Got the keys for {v} today, it smells of floor polish and old hymn books",
        new="We've moved rehearsals to {v}, same times | Rehearsals are at {v} from now on, not the old place | {c} has a new rehearsal home: {v}",
        chg="we moved rehearsals to {v} | we left {o} and took a room at {v} | we gave up the room at {o} and went to {v} | we started rehearsing at {v}",
        chg3="{n} moved their rehearsals to {v} | {n} left {o} for {v} | {n} took a new rehearsal room at {v}",
        inf="move rehearsals to {v} | take the big room at {v} | rehearse at {v} from the autumn",
        old="Remember the mice at {o}? I do not miss that | Drove past {o} today, somebody's turned it into a yoga studio",
        dist="The youth theatre rehearse at {x}, lovely floor apparently | {x} has a room going cheap if anyone knows a company that needs one | Went to a ceilidh at {x} once, the acoustics were awful | Is {x} any good for rehearsing? A director pal is asking",
    ),
    zh=phr(
        has="我们现在在{v}排练，周二到周四晚上 | 剧团的排练场地是{v}，从侧门进",
        has3="{n}在{v}排练",
        use="{v}的暖气又坏了，冻死了 | {v}的门卫说九点半必须走人",
        imp="第一次在{v}排练，房间光线很好 | 今天拿到了{v}的钥匙",
        new="我们剧团排练搬到{v}了，时间不变",
        chg="我们排练换到了{v} | 剧团从{o}搬到了{v}排练",
        chg3="{n}排练换到{v}了 | {n}不在{o}排了，去了{v}",
        inf="排练搬到{v} | 秋天开始去{v}排练",
        old="以前在{o}排练的时候老有老鼠",
        dist="听说青年剧团在{x}排练，场地不错 | {x}有个房间便宜出租，谁需要吗",
    ),
    reasons={
        EN: (
            ("the roof at the old place started leaking onto the stage", "leaking"),
            ("the old hall doubled the hire fee", "hire fee"),
        ),
        ZH: (("原来那个地方屋顶漏水", "漏水"), ("场租翻倍了", "场租")),
    },
    q_en=T(
        "Where does {n} rehearse now? | Where did {n} rehearse before {v}? | Where was {n} rehearsing on {date}? | Where is {n} planning to move rehearsals to? | Why did {n} move rehearsals from {o} to {v}?"
    ),
)

slot(
    "lighting_software",
    group=True,
    pool={EN: ("Eos", "MagicQ", "QLC+", "Onyx", "Lightkey", "Luminair")},
    en=phr(
        has="Our desk runs {v}, the show files are on the USB in the comms box | We program everything in {v}, so learn the shortcuts | The rig's driven from {v} on the old laptop",
        has3="{n} run their lighting on {v} | {n}'s shows are all programmed in {v}",
        use="{v} crashed during the plotting session, lost twenty cues | Spent the evening tidying the cue stack in {v} | {v} wants an update mid-tech, classic",
        imp="First plot on {v} tonight, took a while to find the fade times but we got there | Rebuilt the whole show in {v} this afternoon, cues all look right",
        new="We've moved the desk over to {v}, the old show files are archived | Lighting's on {v} now for everything we tour",
        chg="we switched the lighting desk to {v} | we moved from {o} to {v} for lighting | we gave up on {o} and went with {v}",
        chg3="{n} changed their lighting software to {v} | {n} went from {o} to {v} on the desk",
        inf="move the lighting over to {v} | reprogram everything in {v} | switch the desk to {v}",
        old="Found a show file from the {o} days, can't even open it now",
        dist="The Citizens use {x} on their big desk, looks lovely | Is {x} worth learning? Every freelance job wants it | Watched a tutorial on {x} at 2am, don't ask | {x} prices just went up again, glad it's not ours",
    ),
    zh=phr(
        has="我们的灯光台现在跑的是{v} | 剧团的灯光都是在{v}里编的",
        has3="{n}的灯光用的是{v}",
        use="{v}刚才编程的时候崩了，丢了二十个cue | 晚上在{v}里整理cue表",
        imp="第一次用{v}走灯，找淡入淡出时间找了半天 | 今天把整个戏在{v}里重新编好了，cue都对",
        new="剧团灯光软件换成{v}了，旧文件我都备份了",
        chg="我们把灯光台换成了{v} | 剧团灯光从{o}换到了{v}",
        chg3="{n}灯光换成{v}了",
        inf="把灯光换到{v} | 全部改用{v}编",
        old="翻到以前用{o}做的文件，现在都打不开了",
        dist="Citizens用的是{x}，看着挺好 | {x}值得学吗？好多活都要求会 | {x}又涨价了，还好我们不用",
    ),
    reasons={
        EN: (
            ("the old software didn't support the new LED fixtures", "LED"),
            ("it runs on the Mac we actually own", "Mac"),
        ),
        ZH: (("旧软件不支持新的LED灯", "LED"), ("新的能在Mac上跑", "Mac")),
    },
    q_en=T(
        "Which lighting desk software does {n} use now? | Which lighting software did {n} use before {v}? | Which lighting software was {n} using on {date}? | Which lighting software is {n} planning to switch to? | Why did {n} switch its lighting software from {o} to {v}?"
    ),
)

slot(
    "fabric_supplier",
    group=True,
    pool={
        EN: (
            "Whaleys",
            "Croft Mill",
            "Ditto Fabrics",
            "Minerva",
            "Merchant & Mills",
            "Bombay Stores",
            "Fabric Land",
        )
    },
    en=phr(
        has="Our fabric comes from {v}, they do trade rates for the company | All the costume cloth is ordered from {v}",
        has3="{n} buy their costume fabric from {v}",
        use="The {v} order still hasn't turned up and I need the wool for Thursday's fitting | {v} sent swatches, the green is more of a mustard | Spent the whole costume budget at {v} in one sitting, sorry",
        imp="The first parcel from {v} arrived and the linen is gorgeous | Opened our trade account at {v} this morning, first order's in",
        new="We're getting our fabric from {v} now, the old supplier was too slow | From this season the costume cloth is all coming from {v}",
        chg="we moved the fabric orders to {v} | we stopped ordering from {o} and went to {v} | we switched our fabric supplier to {v}",
        chg3="{n} changed their fabric supplier to {v} | {n} dropped {o} and went with {v}",
        inf="order the cloth from {v} | move our fabric orders to {v} | open a trade account with {v}",
        old="That last roll from {o} is still in the store, nobody wants the tartan",
        dist="{x} has a sale on velvet, if anyone's making cushions | A designer I follow gets everything from {x}, jealous | Is {x} reliable? Their website looks like 2004",
    ),
    zh=phr(
        has="我们剧团的面料都是从{v}订的 | 服装布料现在在{v}买，有团体价",
        has3="{n}的面料是从{v}进的",
        use="{v}的货还没到，周四试装要用那块羊毛 | {v}寄了样布过来，那个绿色偏黄了",
        imp="{v}的第一批布到了，亚麻手感很好 | 今天在{v}开了批发账户，第一单下了",
        new="剧团面料改从{v}订了，之前那家太慢",
        chg="我们面料改成从{v}订了 | 剧团不在{o}买布了，换成了{v}",
        chg3="{n}面料换成{v}了",
        inf="改从{v}订布 | 在{v}开个账户",
        old="仓库里还有一卷以前{o}的布，那个花纹没人要",
        dist="{x}的丝绒在打折 | 我关注的一个设计师都在{x}买布 | {x}靠谱吗？网站看着好老",
    ),
    reasons={
        EN: (
            ("the old supplier kept sending the wrong dye lot", "dye lot"),
            ("we wanted deadstock for sustainability", "deadstock"),
        ),
        ZH: (("原来那家老发错色号", "色号"), ("想用库存尾料，环保一点", "尾料")),
    },
    q_en=T(
        "Which supplier does {n} buy its costume fabric from now? | Where did {n} buy costume fabric before {v}? | Which fabric supplier was {n} using on {date}? | Which fabric supplier is {n} planning to switch to? | Why did {n} change fabric supplier from {o} to {v}?"
    ),
)

slot(
    "insurer",
    group=True,
    scoped=True,
    pool={EN: ("Hiscox", "Markel", "Aviva", "Allianz", "Ecclesiastical", "Encore Cover")},
    en=phr(
        has="We're insured with {v}, public liability and kit | Our cover's with {v}, renewal's in the spring",
        has3="{n} are insured through {v}",
        use="{v} want an updated equipment list before they'll cover the tour | Filled in the {v} claim form for the broken flat, fingers crossed | {v} rang about the risk assessment, all fine",
        imp="The {v} certificate came through, I've pinned it up at the venue | First premium to {v} went out this morning",
        new="We've moved our insurance to {v}, the certificate's in the drive | {c} is now insured with {v}, so any claims go to them",
        chg="we moved the company insurance to {v} | we left {o} and took out cover with {v} | we renewed with {v} instead of {o}",
        chg3="{n} moved their insurance to {v} | {n} left {o} for {v}",
        inf="move the insurance to {v} | get cover from {v} at renewal | go with {v} when the policy's up",
        old="Still getting {o} renewal reminders even though we left, spam forever",
        dist="{x} quoted my mate double what she paid last year | Does any company out there actually like {x}? Asking for a friend | Saw {x} are sponsoring a festival, must be nice",
    ),
    zh=phr(
        has="剧团的保险是{v}的 | 我们在{v}买的公众责任险",
        has3="{n}的保险是{v}的",
        use="{v}要一份更新的设备清单才肯保巡演 | 那块摔坏的景片我在填{v}的理赔表",
        imp="{v}的保险单到了，我打印出来贴在后台了",
        new="我们剧团保险换到{v}了",
        chg="我们把保险换到了{v} | 剧团不续{o}了，改买了{v}",
        chg3="{n}保险换成{v}了",
        inf="保险换到{v} | 续保的时候改买{v}",
        old="都不用{o}了还老给我发续保提醒",
        dist="{x}给我朋友的报价比去年贵一倍 | 有人用过{x}吗",
    ),
    reasons={
        EN: (
            ("the broker found us a cheaper premium", "broker"),
            ("the old insurer refused to cover the Fringe run", "refused"),
        ),
        ZH: (("中介找到了更便宜的", "中介"), ("原来那家不肯保巡演", "不肯保")),
    },
    q_en=T(
        "Who is {n} insured with now? | Who was {n} insured with before {v}? | Who was {n} insured with on {date}? | Which insurer is {n} planning to move to? | Why did {n} change insurer from {o} to {v}?"
    ),
)

slot(
    "payroll",
    group=True,
    pool={EN: ("BrightPay", "Xero", "QuickBooks", "PayFit", "Moneysoft", "Staffology")},
    en=phr(
        has="Payroll runs through {v}, I do it on the 25th | We pay everyone through {v}, payslips come by email",
        has3="{n} do their payroll on {v}",
        use="{v} is asking me to re-verify the bank details again | Ran this month's pay in {v}, check your payslips | {v} has the wrong tax code for two of you, fixing it",
        imp="First pay run on {v} done, shout if your payslip looks weird | Got everyone's details into {v} this afternoon, payslips will look different this month",
        new="Payroll's moved to {v}, you'll get an invite email | We're on {v} for wages now",
        chg="we moved payroll over to {v} | we stopped using {o} for wages and went to {v} | I switched our payroll from {o} to {v}",
        chg3="{n} moved their payroll to {v}",
        inf="move payroll to {v} | run wages through {v} | set up {v} for pay",
        old="Old payslips from {o} are in the drive if you need them for mortgage stuff",
        dist="The bookkeeper keeps pushing {x}, no thanks | {x} had a big outage on payday, imagine | Is {x} free for tiny charities?",
    ),
    zh=phr(
        has="剧团工资现在是用{v}发的 | 我们的工资单都是{v}出的",
        has3="{n}的工资是用{v}发的",
        use="{v}又让我重新验证银行信息 | 这个月工资已经在{v}跑完了",
        imp="第一次用{v}发工资，工资单看着跟以前不一样",
        new="剧团发工资换成{v}了，你们会收到邀请邮件",
        chg="我们工资改用{v}了 | 剧团不用{o}发工资了，换成了{v}",
        chg3="{n}工资改用{v}了",
        inf="工资改用{v} | 用{v}发工资",
        old="以前{o}的工资单都在共享盘里",
        dist="做账的一直推荐{x}，算了吧 | {x}发薪日那天崩了",
    ),
    reasons={
        EN: (
            ("the old system couldn't handle pension auto-enrolment", "auto-enrolment"),
            ("it's free for under ten employees", "ten employees"),
        ),
        ZH: (("原来那个系统搞不定养老金", "养老金"),),
    },
    q_en=T(
        "Which payroll provider does {n} use now? | Which payroll provider did {n} use before {v}? | Which payroll provider was {n} using on {date}? | Which payroll provider is {n} planning to move to? | Why did {n} move payroll from {o} to {v}?"
    ),
)

slot(
    "van_hire",
    group=True,
    scoped=True,
    pool={
        EN: ("Arnold Clark", "Enterprise", "Northgate", "Sixt", "Europcar", "Hertz", "Macrae Vans")
    },
    en=phr(
        has="We hire the touring van from {v}, always the long wheelbase | The tour van comes from {v}, book it early",
        has3="{n} hire their van from {v}",
        use="Picked up the {v} van, it smells of someone else's chips | {v} charged us for a scratch that was already there | Returning the {v} van tomorrow morning, who's driving",
        imp="First tour with a {v} van and honestly it was spotless | Collected our first {v} hire this morning, much newer than we're used to",
        new="We're hiring from {v} for tours now, better rates | Van hire is with {v} from this season",
        chg="we moved the van hire to {v} | we stopped hiring from {o} and went with {v} | we booked our tour vans through {v} instead of {o}",
        chg3="{n} switched their van hire to {v} | {n} stopped hiring from {o} and went with {v}",
        inf="hire the van from {v} | book the tour van with {v} | go with {v} for the van",
        old="Remember the {o} van with the sliding door that wouldn't slide? Good times",
        dist="{x} are doing cheap weekend hires this month, not that we need one | A band I know had their gear nicked from a {x} van | Is {x} any cheaper for a week-long hire?",
    ),
    zh=phr(
        has="我们巡演的车是从{v}租的 | 剧团租车一直找{v}",
        has3="{n}的车是从{v}租的",
        use="去{v}取车了，车里一股薯条味 | {v}说车上有划痕要收钱，那明明是原来就有的",
        imp="第一次租{v}的车，挺新的",
        new="剧团租车换到{v}了，价格好一点",
        chg="我们租车改找{v}了 | 剧团不租{o}的车了，换成了{v}",
        chg3="{n}租车换成{v}了",
        inf="找{v}租车 | 巡演的车改在{v}订",
        old="还记得{o}那辆侧门拉不开的车吗",
        dist="{x}这个月周末租车很便宜 | 有个乐队在{x}的车里被人偷了设备",
    ),
    reasons={
        EN: (
            ("the last van's clutch went on the A9", "clutch"),
            ("they've got a depot in Dundee we can collect from", "depot"),
        ),
        ZH: (("上次的车离合器坏在A9上", "离合器"), ("新公司在Dundee有取车点", "取车点")),
    },
    q_en=T(
        "Which firm does {n} hire its touring van from now? | Where did {n} hire vans from before {v}? | Which van hire firm was {n} using on {date}? | Which van hire firm is {n} planning to use? | Why did {n} change van hire firm from {o} to {v}?"
    ),
)

slot(
    "storage",
    group=True,
    pool={EN: ("Big Yellow", "Safestore", "Storage King", "Shurgard", "Access Self Storage")},
    en=phr(
        has="The set and flats live in our unit at {v} | We keep the props in a unit at {v}, the code's on the fridge",
        has3="{n} store their set at {v}",
        use="Went to {v} to dig out the chaise longue, it's buried | {v} put the price up a tenner, fine | The lift at {v} is broken, carrying everything up the stairs",
        imp="First trip to our new unit at {v}, everything fits with room to spare | Got the access card for {v} today",
        new="The set's moved to a unit at {v} now | We've shifted our storage to {v}",
        chg="we moved all the set into storage at {v} | we cleared out of {o} and took a unit at {v} | we moved our storage from {o} to {v}",
        chg3="{n} moved their set storage to {v}",
        inf="move the set into {v} | take a unit at {v} | shift the storage to {v}",
        old="Found the old {o} padlock key in my bag, no idea why I kept it",
        dist="{x} has a first-month-free deal on | My mate's band practise in a unit at {x}, apparently that's allowed | Is {x} any good? Heard stories",
    ),
    zh=phr(
        has="布景都放在{v}的仓库里 | 我们的道具存在{v}",
        has3="{n}的布景存在{v}",
        use="去{v}找那个贵妃椅，压在最底下了 | {v}涨了十镑",
        imp="第一次去{v}的新仓库，东西都放得下",
        new="剧团仓库搬到{v}了",
        chg="我们把仓库换到了{v} | 剧团从{o}搬出来，在{v}租了个仓库",
        chg3="{n}仓库换到{v}了",
        inf="仓库搬到{v} | 在{v}租个仓库",
        old="包里翻出以前{o}的钥匙",
        dist="{x}首月免费 | {x}潮不潮？有人知道吗",
    ),
    reasons={
        EN: (
            ("the old units flooded in the storm", "flooded"),
            ("the new place has a loading bay", "loading bay"),
        ),
        ZH: (("原来那个仓库被水淹了", "水淹"), ("新地方有卸货区", "卸货区")),
    },
    q_en=T(
        "Where does {n} store its set now? | Where did {n} store its set before {v}? | Where was {n} storing its set on {date}? | Where is {n} planning to move its storage? | Why did {n} move its storage from {o} to {v}?"
    ),
)

# --- personal slots ---------------------------------------------------------------------------

slot(
    "home",
    brand=False,
    pool={
        EN: (
            "Partick",
            "Govanhill",
            "Dennistoun",
            "Shawlands",
            "Finnieston",
            "Strathbungo",
            "Pollokshields",
            "Leith",
            "Paisley",
            "Garnethill",
        )
    },
    en=phr(
        has="I live in {v}, up three flights of stairs | Home's a tenement flat in {v} | I'm in {v}, ten minutes from the subway",
        has3="{n} lives in {v} | {n}'s place is in {v}",
        use="Bin lorry skipped our street in {v} again | The chippy round the corner in {v} has shut, devastated | Walked home through {v} in the rain, lovely actually",
        imp="First night in the new flat in {v}, sleeping on a mattress on the floor | Unpacked the last box in {v}, the kitchen's tiny but I love it | Got my first council tax letter for the {v} flat",
        new="I've moved to {v}, new address in the group chat | New flat's in {v}, come round once I've got chairs | I'm a {v} resident now, officially",
        chg="I moved to {v} | I left {o} and moved to {v} | I got a flat in {v} | I moved out of {o} and over to {v}",
        chg3="{n} moved to {v} | {n} left {o} for a place in {v} | {n} got a flat in {v}",
        inf="move to {v} | get a place in {v} | find a flat in {v}",
        old="Walked past my old close in {o}, someone's painted the door purple | I miss the bakery in {o}, genuinely",
        dist="{x} is getting so expensive, it's mental | My cousin just bought in {x}, she's thrilled | There's a flat going in {x} if anyone knows anyone | Is {x} nice to live in? Asking for someone moving up | The street festival in {x} this weekend looks fun",
    ),
    zh=phr(
        has="我住在{v}，三楼没电梯 | 我家在{v}，离地铁站十分钟",
        has3="{n}住在{v}",
        use="{v}这边的垃圾又没人收 | {v}街角那家炸鱼薯条店关了",
        imp="在{v}新家的第一晚，床垫直接放地上睡 | {v}这边的最后一个箱子也拆完了",
        new="我搬到{v}了，新地址发群里了 | 我现在住{v}了",
        chg="我搬到了{v} | 我从{o}搬到了{v} | 我在{v}租了个房子",
        chg3="{n}搬到{v}了 | {n}从{o}搬去{v}了",
        inf="搬到{v} | 在{v}找房子",
        old="路过以前住的{o}，那家的门被刷成紫色了",
        dist="{x}越来越贵了 | 我表妹在{x}买了房 | {x}住着怎么样？",
    ),
    reasons={
        EN: (
            ("the landlord was selling up", "landlord"),
            ("the mould in the bedroom got unbearable", "mould"),
            ("the commute was killing me", "commute"),
            ("we needed a spare room", "spare room"),
            ("the neighbours had parties every single night", "parties"),
        ),
        ZH: (
            ("房东要卖房", "房东"),
            ("卧室发霉太严重", "发霉"),
            ("通勤太远了", "通勤"),
            ("想离女儿近一点", "离女儿近"),
        ),
    },
    q_en=T(
        "Where does {n} live now? | Where did {n} live before {v}? | Where was {n} living on {date}? | Where is {n} planning to move? | Why did {n} move from {o} to {v}?"
    ),
    q_zh=T(
        "{n}现在住在哪里？ | {n}搬到{v}之前住在哪里？ | {date}的时候{n}住在哪里？ | {n}打算搬到哪里？ | {n}为什么从{o}搬到{v}？"
    ),
)

slot(
    "employer",
    pool={
        EN: (
            "Waterstones",
            "Pret",
            "John Lewis",
            "IKEA",
            "Uniqlo",
            "Deliveroo",
            "Skyscanner",
            "Citizens Advice",
            "See Woo",
            "Glasgow Science Centre",
        )
    },
    en=phr(
        has="I do three days a week at {v} to keep the lights on | My day job's at {v}, evenings are for the show | I'm at {v} between contracts, which is forever",
        has3="{n} works at {v} | {n}'s day job is at {v}",
        use="Long shift at {v}, feet are done in | Got stuck closing up at {v} so I'll be late to rehearsal | Someone at {v} recognised me from the play, mortifying",
        imp="First shift at {v} done, the training video was something else | Picked up my {v} lanyard today, very corporate | Induction at {v} all morning, I now know where every fire exit is",
        new="I've started at {v}, mornings only so rehearsals are safe | New day job: {v}. Don't ask for discounts",
        chg="I left {o} and started at {v} | I took a job at {v} | I handed my notice in at {o} and went to {v}",
        chg3="{n} started at {v} | {n} left {o} for a job at {v} | {n} got taken on at {v}",
        inf="apply to {v} | go and work at {v} | take the job at {v}",
        old="Bumped into my old manager from {o}, very awkward | Saw an old workmate from {o} in Lidl and hid behind the crisps",
        dist="{x} are hiring for Christmas if anyone's skint | My flatmate's cousin hated working at {x} | Just saw {x} announced a load of redundancies, grim | What are {x} like to work for? Someone asked me",
    ),
    zh=phr(
        has="我白天在{v}上班，一周三天 | 我在{v}打工，晚上排练",
        has3="{n}在{v}上班",
        use="在{v}站了一整天，脚都废了 | {v}那边临时让我关店，排练要晚到",
        imp="在{v}第一天上班，培训视频好尬 | 今天领到了{v}的工牌",
        new="我开始在{v}上班了，只上早班 | 新工作在{v}",
        chg="我从{o}走了，去了{v} | 我在{v}找了份工作 | 我换到{v}上班了",
        chg3="{n}去{v}上班了 | {n}从{o}换到{v}了",
        inf="去{v}上班 | 投{v}的简历",
        old="在超市碰到以前{o}的同事了",
        dist="{x}在招圣诞临时工 | {x}裁了好多人 | {x}待遇怎么样？",
    ),
    reasons={
        EN: (
            ("my old manager shouted at everyone", "shouted"),
            ("they'd never give me Saturday nights off", "Saturday nights"),
            ("the new place does flexible hours", "flexible"),
            ("they announced our site was shutting", "shutting"),
        ),
        ZH: (
            ("老板太难相处", "难相处"),
            ("新地方时间更灵活", "灵活"),
            ("原来那家店要倒闭了", "倒闭"),
        ),
    },
    q_en=T(
        "Where does {n} work for their day job now? | Where did {n} work before {v}? | Where was {n} working on {date}? | Where is {n} planning to work next? | Why did {n} leave {o} for {v}?"
    ),
    q_zh=T(
        "{n}现在白天在哪里上班？ | {n}去{v}之前在哪里上班？ | {date}的时候{n}在哪里上班？ | {n}打算去哪里上班？ | {n}为什么从{o}换到{v}？"
    ),
)

slot(
    "job_title",
    local=True,
    brand=False,
    pool={
        EN: (
            "barista",
            "shift supervisor",
            "duty manager",
            "sales assistant",
            "team leader",
            "store trainer",
            "customer adviser",
            "rota coordinator",
        ),
        ZH: ("收银员", "值班经理", "店长", "客服", "翻译", "仓库主管"),
    },
    en=phr(
        has="I'm a {v} at the day job, glamorous | Officially my title is {v}, whatever that means",
        has3="{n} is a {v} at the day job",
        use="Being {v} means I get the keys and the blame | As {v} I have to do the rota, pray for me",
        imp="First week as {v} and I've already had to deal with a fire alarm | My new badge says {v} in very large letters",
        new="Got made {v}! Extra 80p an hour, living large | I'm {v} now, which mostly means counting tills",
        chg="I got bumped up to {v} | I went from {o} to {v} | I asked to go from {o} back to plain {v}",
        chg3="{n} got made {v} | {n} went from {o} to {v} at work | {n}'s been made {v}",
        inf="go for the {v} job | apply to be {v} | step up to {v}",
        old="When I was just a {o} nobody asked my opinion",
        dist="The café by the station is advertising for a {x} | My brother was a {x} and says never again | Is a {x} the same as a manager? Asking seriously",
    ),
    zh=phr(
        has="我在店里是{v} | 我现在的职位是{v}",
        has3="{n}在店里是{v}",
        use="当{v}就是钥匙在我这，锅也在我这 | 作为{v}我还得排班",
        imp="当{v}第一周就碰上火警 | 新工牌上写着{v}",
        new="我当上{v}了！每小时多八十便士 | 我现在是{v}了",
        chg="我升成了{v} | 我从{o}变成了{v}",
        chg3="{n}当上{v}了 | {n}从{o}做到{v}了",
        inf="申请{v}的职位 | 去当{v}",
        old="以前当{o}的时候没人听我说话",
        dist="车站旁边咖啡店在招{x} | 我哥做过{x}，说再也不干了",
    ),
    reasons={
        EN: (
            ("my manager went on maternity leave", "maternity"),
            ("I wanted more energy for the show", "energy"),
        ),
        ZH: (("原来的主管生孩子去了", "生孩子"),),
    },
    q_en=T(
        "What is {n}'s job title at the day job now? | What was {n}'s job title before {v}? | What was {n}'s job title on {date}? | What role is {n} going for? | Why did {n} go from {o} to {v}?"
    ),
    q_zh=T(
        "{n}现在的职位是什么？ | {n}当{v}之前是什么职位？ | {date}的时候{n}是什么职位？ | {n}打算申请什么职位？ | {n}为什么从{o}变成{v}？"
    ),
)

slot(
    "gym",
    pool={
        EN: (
            "PureGym",
            "Gym Group",
            "Climbing Academy",
            "Glasgow Climbing Centre",
            "Nuffield Health",
            "Anytime Fitness",
            "Awesome Walls",
        )
    },
    en=phr(
        has="I climb at {v} most Sundays | My membership's at {v}, and I actually go, shockingly | I'm a {v} regular, the staff know my name",
        has3="{n} goes to {v} | {n} has a membership at {v}",
        use="{v} was heaving tonight, a queue for the squat rack | Did my first V4 at {v}, hands are shredded | Left my towel at {v} again",
        imp="First session at {v}, I'm going to be so sore tomorrow | Got my {v} key fob, no excuses now | Signed the waiver at {v} and did an hour, loved it",
        new="I've joined {v}, come with me so I actually go | I'm a member at {v} now",
        chg="I cancelled {o} and joined {v} | I moved my membership to {v} | I signed up at {v}",
        chg3="{n} joined {v} | {n} quit {o} and joined {v} | {n} signed up at {v}",
        inf="join {v} | sign up at {v} | move my membership to {v}",
        old="Still got the {o} app on my phone, it keeps asking where I've been",
        dist="{x} are doing no joining fee this month | A guy at work tore his shoulder at {x} | Is {x} any good for beginners? Cast mate asking | Saw an ad for {x} with a man pulling a lorry, no thanks",
    ),
    zh=phr(
        has="我在{v}健身，一周三次 | 我办的是{v}的卡",
        has3="{n}在{v}健身",
        use="{v}今晚人好多，深蹲架要排队 | 毛巾又落在{v}了",
        imp="第一次去{v}，明天肯定浑身疼 | 拿到了{v}的门禁卡",
        new="我办了{v}的卡 | 我现在去{v}了",
        chg="我把{o}退了，办了{v} | 我换到{v}健身了",
        chg3="{n}办了{v}的卡 | {n}不去{o}了，改去{v}",
        inf="办{v}的卡 | 换到{v}",
        old="手机里还有{o}的app，天天问我去哪了",
        dist="{x}这个月免入会费 | 同事在{x}把肩膀弄伤了",
    ),
    reasons={
        EN: (
            ("my knee needed something gentler", "knee"),
            ("the old place was always rammed", "rammed"),
            ("a friend got me a half-price membership", "half-price"),
            ("the new one is two minutes from the flat", "two minutes"),
        ),
        ZH: (("膝盖受伤了要练得温和点", "膝盖"), ("新的离家近", "离家近")),
    },
    q_en=T(
        "Which gym or climbing wall does {n} go to now? | Where did {n} work out before {v}? | Which gym was {n} going to on {date}? | Which gym is {n} planning to join? | Why did {n} switch from {o} to {v}?"
    ),
    q_zh=T(
        "{n}现在去哪家健身房？ | {n}去{v}之前在哪里健身？ | {date}的时候{n}去哪家健身房？ | {n}打算去哪家健身房？ | {n}为什么从{o}换到{v}？"
    ),
)

slot(
    "phone",
    pool={
        EN: (
            "Giffgaff",
            "Vodafone",
            "O2",
            "Lebara",
            "Smarty",
            "VOXI",
            "iD Mobile",
            "Sky Mobile",
            "Tesco Mobile",
        )
    },
    en=phr(
        has="I'm on {v}, a tenner a month | My phone's with {v}, reception's fine mostly | I'm with {v} for my phone",
        has3="{n} is on {v} | {n}'s phone is with {v}",
        use="Topped up my {v} sim on the bus | {v} has zero bars in the church basement, typical | {v} texted me about my data, I've used all of it on cat videos",
        imp="The {v} sim arrived and it's working already, kept my number | Put the new {v} sim in this morning, bars everywhere | Got my PAC code sorted, running on {v} as of today",
        new="I've switched my phone to {v} | I'm on {v} now, same number",
        chg="I moved my number to {v} | I left {o} and went to {v} | I ported my number from {o} to {v} | I switched networks to {v}",
        chg3="{n} moved to {v} for the phone | {n} left {o} and went on {v} | {n} switched networks to {v}",
        inf="switch to {v} | move my number to {v} | go on {v}",
        old="Still getting {o} marketing texts even though I left",
        dist="{x} are doing unlimited data for a tenner, suspicious | My mum's been on {x} forever and won't leave | Is {x} any good in the Highlands? We'll be touring | Saw a telly ad for {x} with a dancing phone, what",
    ),
    zh=phr(
        has="我手机用的是{v} | 我的号是{v}的，一个月十几镑",
        has3="{n}的手机是{v}的",
        use="在公交上给{v}充了值 | 教堂地下室{v}一格都没有",
        imp="{v}的卡到了，号码已经转过来了 | 今天换上了{v}的卡",
        new="我手机换成{v}了，号码没变 | 我现在用{v}了",
        chg="我把号转到了{v} | 我从{o}换到了{v} | 我手机卡换成了{v}",
        chg3="{n}手机换成{v}了 | {n}从{o}转到{v}了",
        inf="换到{v} | 把号转到{v}",
        old="以前用{o}的时候也老掉线",
        dist="{x}十镑无限流量，有点可疑 | 我妈一直用{x}，怎么都不肯换",
    ),
    reasons={
        EN: (
            ("the contract price kept creeping up", "creeping"),
            ("roaming charges on the Dublin tour were outrageous", "roaming"),
            ("the coverage in my flat was dead", "coverage"),
        ),
        ZH: (("合约价一直涨", "合约"), ("回国漫游太贵", "漫游")),
    },
    q_en=T(
        "Which phone network is {n} on now? | Which network was {n} on before {v}? | Which phone network did {n} use on {date}? | Which network is {n} planning to switch to? | Why did {n} leave {o} for {v}?"
    ),
    q_zh=T(
        "{n}现在用哪家手机运营商？ | {n}换到{v}之前用的是哪家运营商？ | {date}的时候{n}用哪家运营商？ | {n}打算换到哪家运营商？ | {n}为什么从{o}换到{v}？"
    ),
)

slot(
    "bank",
    pool={
        EN: (
            "Monzo",
            "Starling",
            "Nationwide",
            "Santander",
            "Lloyds",
            "Halifax",
            "TSB",
            "Bank of Scotland",
            "Co-operative Bank",
        )
    },
    en=phr(
        has="I bank with {v} | My account's with {v}, have been for ages | Everything money-wise is with {v}",
        has3="{n} banks with {v} | {n}'s account is with {v}",
        use="The {v} app says I've spent eighty quid on coffee this month, lies | Had to ring {v} because my card got declined at the big shop | {v} froze my card for buying a train ticket to London",
        imp="My new {v} card came in the post today | Wages landed in the {v} account for the first time, feels fancy | Opened the {v} account on my phone in ten minutes",
        new="I've moved my banking to {v} | I'm with {v} now, the old lot can do one",
        chg="I moved my account to {v} | I closed my {o} account and went to {v} | I switched banks to {v} | I left {o} for {v}",
        chg3="{n} moved to {v} | {n} switched bank to {v} | {n} closed the {o} account and went to {v}",
        inf="switch to {v} | move my account to {v} | open an account with {v}",
        old="Still have my old {o} card in my wallet for some reason",
        dist="{x} are offering two hundred quid to switch, tempting for someone | My dad's been fighting with {x} about a chargeback for weeks | Is {x} okay for business accounts? Asking for a friend's band | The {x} app went down for the whole afternoon, glad I'm not with them",
    ),
    zh=phr(
        has="我用的是{v}的账户 | 我的工资卡是{v}的",
        has3="{n}用的是{v}的账户",
        use="{v}的app说我这个月咖啡花了八十镑 | 刷{v}的卡被拒了，打电话过去问",
        imp="{v}的新卡寄到了 | 工资第一次打进{v}的账户",
        new="我银行换成{v}了 | 我现在用{v}了",
        chg="我把账户转到了{v} | 我把{o}的户销了，开了{v} | 我银行换成了{v}",
        chg3="{n}银行换成{v}了 | {n}把{o}的户销了，去了{v}",
        inf="去{v}开户 | 换到{v}",
        old="我第一个英国账户是{o}的",
        dist="{x}转户送两百镑 | {x}的app整个下午都打不开",
    ),
    reasons={
        EN: (
            ("the app kept logging me out", "logging me out"),
            ("they closed the last branch near me", "branch"),
            ("the new one pays interest on savings", "interest"),
            ("I got stung with overdraft fees", "overdraft"),
        ),
        ZH: (("app老是闪退", "闪退"), ("附近的网点关了", "网点"), ("汇款回国手续费太高", "汇款")),
    },
    q_en=T(
        "Which bank is {n} with now? | Which bank was {n} with before {v}? | Which bank was {n} with on {date}? | Which bank is {n} planning to switch to? | Why did {n} move from {o} to {v}?"
    ),
    q_zh=T(
        "{n}现在用哪家银行？ | {n}换到{v}之前用哪家银行？ | {date}的时候{n}用哪家银行？ | {n}打算换到哪家银行？ | {n}为什么从{o}换到{v}？"
    ),
)

slot(
    "car",
    pool={
        EN: (
            "Ford Fiesta",
            "Skoda Fabia",
            "VW Polo",
            "Toyota Yaris",
            "Nissan Leaf",
            "Honda Jazz",
            "Vauxhall Corsa",
            "Kia Picanto",
        )
    },
    en=phr(
        has="I drive a {v}, it's seen better days | My car's an old {v}, handy for props runs",
        has3="{n} drives a {v} | {n}'s car is a {v}",
        use="The {v} wouldn't start again this morning | Managed to fit two flats and a coat stand in the {v}, proud | Put a new tyre on the {v}, there goes the week's wages",
        imp="Drove the {v} home from the garage, feels like a spaceship after the old one | First big shop in the {v}, the boot swallowed everything | Insured the {v} this morning, finally mine",
        new="I've got a {v} now, the old car went to the scrappy | Bought a {v}! Second-hand but shiny",
        chg="I sold the {o} and bought a {v} | I got a {v} | I traded in the {o} for a {v}",
        chg3="{n} bought a {v} | {n} got rid of the {o} and got a {v}",
        inf="buy a {v} | get a {v} | trade in for a {v}",
        old="Remember my old {o}? The boot never shut",
        dist="The {x} is the most boring car on earth, change my mind | A {x} just parked across our drive, rage | My driving instructor had a {x}, I can still hear her sighing",
    ),
    zh=phr(
        has="我开的是{v} | 我的车是辆旧{v}",
        has3="{n}开的是{v}",
        use="{v}早上又打不着火了 | {v}里塞了两块景片和一个衣帽架",
        imp="从车行把{v}开回家了，感觉像飞船 | 今天给{v}上了保险，终于是我的了",
        new="我买了辆{v} | 我现在开{v}了",
        chg="我把{o}卖了，换了辆{v} | 我买了一辆{v}",
        chg3="{n}买了辆{v} | {n}把{o}卖了换了{v}",
        inf="买辆{v} | 换成{v}",
        old="还记得我那辆{o}吗？后备箱老关不上",
        dist="{x}是世界上最无聊的车 | 有辆{x}堵在我们门口",
    ),
    reasons={
        EN: (
            ("the old one failed its MOT spectacularly", "MOT"),
            ("the low emission zone came in", "emission"),
            ("I needed boot space for set pieces", "boot space"),
        ),
        ZH: (("老车年检没过", "年检"), ("低排放区开始实行了", "低排放")),
    },
    q_en=T(
        "What car does {n} drive now? | What did {n} drive before the {v}? | What car was {n} driving on {date}? | What car is {n} planning to get? | Why did {n} replace the {o} with a {v}?"
    ),
    q_zh=T(
        "{n}现在开什么车？ | {n}买{v}之前开什么车？ | {date}的时候{n}开什么车？ | {n}打算买什么车？ | {n}为什么把{o}换成{v}？"
    ),
)

slot(
    "bike",
    pool={EN: ("Brompton", "Boardman", "Carrera", "Raleigh", "Dawes", "Ribble", "Tern")},
    en=phr(
        has="I cycle in on my {v} | I get everywhere on a {v}",
        has3="{n} rides a {v}",
        use="Got a puncture on the {v} on the way home | Locked the {v} to the railings outside, is that allowed | The {v}'s gears are making a noise like a sad duck",
        imp="Rode the {v} in for the first time, arrived sweaty but smug | Picked up the {v} from the shop, it's bright orange",
        new="I've got a {v}, my old bike's retired | New bike day: a {v}!",
        chg="I sold the {o} and got a {v} | I bought a {v} | I replaced the {o} with a {v}",
        chg3="{n} bought a {v} | {n} swapped the {o} for a {v}",
        inf="buy a {v} | get a {v} on the cycle to work scheme",
        old="Saw someone riding a {o} just like my old one, pang of nostalgia",
        dist="A {x} just shot past me on the pavement, the cheek | The cycle to work scheme has {x} bikes on offer | Is a {x} worth the money?",
    ),
    zh=phr(
        has="我骑{v}上下班 | 我的自行车是{v}",
        has3="{n}骑的是{v}",
        use="{v}在回家路上爆胎了 | {v}的变速器响得像鸭子叫",
        imp="第一次骑{v}来排练，出了一身汗 | 去店里取了{v}，亮橙色的",
        new="我买了辆{v} | 新车到手，{v}",
        chg="我把{o}卖了买了{v} | 我买了一辆{v}",
        chg3="{n}买了辆{v}",
        inf="买辆{v}",
        old="路上看到一辆跟我以前那辆{o}一样的车",
        dist="一辆{x}从人行道上冲过去了 | {x}值那个价吗？",
    ),
    reasons={
        EN: (
            ("my old one got stolen from outside the venue", "stolen"),
            ("I wanted something that folds for the train", "folds"),
        ),
        ZH: (("原来那辆被偷了", "被偷"),),
    },
    q_en=T(
        "What bike does {n} ride now? | What bike did {n} ride before the {v}? | What bike was {n} riding on {date}? | What bike is {n} planning to get? | Why did {n} swap the {o} for a {v}?"
    ),
    q_zh=T(
        "{n}现在骑什么自行车？ | {n}买{v}之前骑什么车？ | {date}的时候{n}骑什么自行车？ | {n}打算买什么自行车？ | {n}为什么把{o}换成{v}？"
    ),
)

slot(
    "diet",
    local=True,
    brand=False,
    pool={
        EN: ("vegetarian", "vegan", "pescatarian", "flexitarian", "keto", "dairy-free"),
        ZH: ("素食", "纯素", "低碳水", "无麸质", "生酮"),
    },
    en=phr(
        has="I'm {v}, so no lamb for me please | Just reminding everyone I'm {v} for the cast dinner | I've been {v} for ages",
        has3="{n} is {v} | {n}'s {v}, remember for the cast meal",
        use="Found a {v} pie in the canteen, small victories | Being {v} on tour means a lot of chips | Cooking a {v} curry for the flat tonight",
        imp="Day three of eating {v} and I'm fine, mostly | Cleared out the fridge for my {v} era",
        new="I've gone {v}, don't laugh | From this week I'm {v}",
        chg="I went {v} | I stopped being {o} and went {v} | I switched to {v}",
        chg3="{n} went {v} | {n}'s gone {v} | {n} stopped being {o} and went {v}",
        inf="go {v} | try being {v} | switch to {v}",
        old="When I was {o} I lived on lentils",
        dist="There's a new {x} place on Argyle Street, anyone tried it | My sister went {x} for a month and cried about cheese | Article saying {x} is basically a cult, clickbait",
    ),
    zh=phr(
        has="我现在吃{v}，聚餐别给我点羊肉 | 我吃{v}好久了",
        has3="{n}吃{v}，订餐记得",
        use="食堂居然有{v}的派 | 巡演吃{v}只能天天吃薯条",
        imp="开始吃{v}第三天，还行 | 为了吃{v}把冰箱清空了",
        new="我开始吃{v}了 | 这周开始我改吃{v}",
        chg="我改吃{v}了 | 我不吃{o}了，改成{v}",
        chg3="{n}改吃{v}了 | {n}开始吃{v}了",
        inf="改吃{v} | 试试吃{v}",
        old="以前吃{o}那会儿天天吃扁豆",
        dist="Argyle Street开了家{x}餐厅 | 我姐吃了一个月{x}就放弃了",
    ),
    reasons={
        EN: (
            ("my cholesterol came back high", "cholesterol"),
            ("I watched a documentary about trawlers and couldn't unsee it", "documentary"),
            ("the doctor suggested it for my gut", "gut"),
        ),
        ZH: (("体检血脂偏高", "血脂"), ("医生建议的，肠胃不好", "肠胃")),
    },
    q_en=T(
        "What diet does {n} follow now? | What diet did {n} follow before going {v}? | What diet was {n} following on {date}? | What diet is {n} planning to try? | Why did {n} go from {o} to {v}?"
    ),
    q_zh=T(
        "{n}现在饮食上怎么吃？ | {n}改吃{v}之前是怎么吃的？ | {date}的时候{n}是怎么吃的？ | {n}打算改成什么饮食？ | {n}为什么从{o}改成{v}？"
    ),
)

slot(
    "occupation",
    brand=False,
    pool={
        EN: (
            "paramedic",
            "primary teacher",
            "sound engineer",
            "physiotherapist",
            "solicitor",
            "bus driver",
            "civil servant",
            "nurse",
            "joiner",
        )
    },
    en=phr(
        has="I'm a {v}, so my shifts are all over the place | Work-wise I'm a {v}, not an artist, before anyone asks",
        has3="{n}'s a {v} | {n} works as a {v}",
        use="Long day being a {v}, I'm done in | Twelve hours on, the glamour of being a {v}",
        imp="Survived my first week as a {v}, nobody died | First payslip as a {v}, I could cry",
        new="I've qualified as a {v}, it's official | New job: I'm a {v} now",
        chg="I retrained as a {v} | I stopped being a {o} and became a {v} | I started work as a {v}",
        chg3="{n} started as a {v} | {n} retrained as a {v} | {n} packed in being a {o} and became a {v}",
        inf="retrain as a {v} | go back to being a {v} | apply for {v} jobs",
        old="Back when I was a {o} I never saw daylight",
        dist="My neighbour's a {x} and has stories that would curl your hair | Would I make a good {x}? Probably not | A {x} at the bus stop told me my lace was undone",
    ),
    zh=phr(),
    reasons={
        EN: (
            ("the night shifts were wrecking me", "night shifts"),
            ("I wanted to be home for the kids' bedtime", "bedtime"),
            ("the school restructured", "restructured"),
        ),
    },
    q_en=T(
        "What does {n} do for a living now? | What did {n} do before becoming a {v}? | What was {n}'s job on {date}? | What job is {n} planning to move into? | Why did {n} go from {o} to {v}?"
    ),
)

slot(
    "club",
    local=True,
    brand=False,
    pool={
        EN: (
            "Southside Community Choir",
            "Clydeside Harriers",
            "Kelvin Rowing Club",
            "Bellahouston Badminton Club",
            "Queens Park Tennis Club",
            "Merrylee Singers",
        ),
        ZH: ("太极班", "华人合唱团", "广场舞队", "乒乓球队", "书法班"),
    },
    en=phr(
        has="I sing with {v} on Wednesdays | I'm in {v}, it's the only exercise I get | Wednesday nights are {v}, non-negotiable",
        has3="{n} is in {v} | {n} goes to {v} every week",
        use="{v} have a concert on Saturday, come if you want | Missed {v} tonight because of the tech, gutted | {v} have a social in the pub after, dangerous",
        imp="Went along to my first {v} session, everyone was lovely | Paid my {v} subs for the year",
        new="I've joined {v}! | I'm a {v} member now",
        chg="I left {o} and joined {v} | I joined {v} | I gave up {o} and signed up with {v}",
        chg3="{n} joined {v} | {n} left {o} for {v}",
        inf="join {v} | try out for {v} | sign up with {v}",
        old="Found my {o} hoodie, takes me back",
        dist="{x} are recruiting, there's a poster in the library | My aunt's been in {x} for thirty years | Is {x} very serious? I just want a laugh",
    ),
    zh=phr(
        has="我每周三去{v} | 我参加了{v}，就当锻炼身体",
        has3="{n}在{v}",
        use="周六{v}有演出，有空来看 | 今天技术排练，{v}去不了了",
        imp="第一次去{v}，大家都很热情 | 交了{v}一年的会费",
        new="我参加{v}了 | 我报了{v}",
        chg="我退了{o}，参加了{v} | 我报名了{v}",
        chg3="{n}参加了{v} | {n}不去{o}了，去了{v}",
        inf="参加{v} | 报名{v}",
        old="翻到以前{o}的衣服",
        dist="图书馆贴了{x}招人的海报 | 我阿姨在{x}待了三十年",
    ),
    reasons={
        EN: (
            ("the old one moved to Thursdays and clashed with shows", "clashed"),
            ("I wanted to do something outdoors", "outdoors"),
        ),
        ZH: (("想多认识点人", "认识点人"), ("原来那个时间跟演出冲突", "冲突")),
    },
    q_en=T(
        "Which club or choir is {n} in now? | Which club was {n} in before {v}? | Which club was {n} in on {date}? | Which club is {n} planning to join? | Why did {n} leave {o} for {v}?"
    ),
    q_zh=T(
        "{n}现在参加的是哪个团体？ | {n}参加{v}之前在哪个团体？ | {date}的时候{n}参加的是哪个团体？ | {n}打算参加哪个团体？ | {n}为什么从{o}换到{v}？"
    ),
)

slot(
    "coffee",
    pool={
        EN: (
            "Dear Green",
            "Papercup",
            "Artisan Roast",
            "Steampunk",
            "Square Mile",
            "Ovenbird",
            "Unorthodox Roasters",
        )
    },
    en=phr(
        has="I get my beans from {v}, the subscription | My coffee's from {v}, I'm a snob about it",
        has3="{n} buys beans from {v}",
        use="The {v} beans this month are fruity in a way I'm not sure about | Ground a bag of {v} for the rehearsal room, you're welcome | The {v} delivery came while I was out, it's next door",
        imp="First bag from {v} arrived, I've had three cups already | Set up the {v} subscription, fortnightly",
        new="I've switched my beans to {v} | I'm buying from {v} now",
        chg="I moved my coffee subscription to {v} | I cancelled {o} and started buying from {v} | I switched roasters to {v}",
        chg3="{n} switched to {v} beans | {n} dropped {o} for {v}",
        inf="try {v} | switch to {v} | sign up for {v}",
        old="I still have an empty {o} tin, it holds pens now",
        dist="{x} have opened a café near the Tron, pricey | Someone brought {x} beans to rehearsal, decent | Is {x} worth the hype?",
    ),
    zh=phr(
        has="我的咖啡豆都是{v}的 | 我订了{v}的咖啡豆",
        has3="{n}买的是{v}的豆子",
        use="这个月{v}的豆子酸得有点奇怪 | 给排练室磨了一袋{v}",
        imp="{v}的第一袋豆子到了 | 订了{v}的订阅，两周一次",
        new="我咖啡豆换成{v}了",
        chg="我把咖啡订阅换到了{v} | 我不买{o}了，改买{v}",
        chg3="{n}换成{v}的豆子了",
        inf="试试{v} | 换成{v}",
        old="我还留着一个{o}的空罐子装笔",
        dist="{x}在Tron旁边开了家店，好贵 | 有人带了{x}的豆子来排练",
    ),
    reasons={
        EN: (
            ("the old roaster stopped doing decaf", "decaf"),
            ("I wanted compostable bags", "compostable"),
        ),
        ZH: (("原来那家不做低因了", "低因"),),
    },
    q_en=T(
        "Which roaster does {n} buy coffee from now? | Which roaster did {n} buy from before {v}? | Which roaster was {n} buying from on {date}? | Which roaster is {n} planning to try? | Why did {n} switch from {o} to {v}?"
    ),
    q_zh=T(
        "{n}现在买哪家的咖啡豆？ | {n}换成{v}之前买哪家的豆子？ | {date}的时候{n}买哪家的咖啡豆？ | {n}打算试哪家的咖啡豆？ | {n}为什么从{o}换到{v}？"
    ),
)

slot(
    "gp",
    brand=False,
    pool={
        EN: (
            "Abbotsford Practice",
            "Ferncroft Surgery",
            "Larchgrove Medical Practice",
            "Kelvin Health Centre",
            "Parkview Surgery",
            "Elderpark Health Centre",
        )
    },
    en=phr(
        has="I'm registered at {v} | My GP's at {v}, nice doctors, impossible to book",
        has3="{n} is registered with {v}",
        use="Phoned {v} at 8am on the dot and was still number 19 | {v} finally gave me a blood test slot | Picked up a prescription from {v}",
        imp="Had my new patient check at {v}, they took my blood pressure twice | Got the letter confirming I'm registered at {v}",
        new="I've registered with {v} | I'm at {v} now for the doctor",
        chg="I registered at {v} | I moved GP to {v} | I switched from {o} to {v}",
        chg3="{n} registered with {v} | {n} moved GP surgery to {v}",
        inf="register at {v} | move to {v}",
        old="{o} still send me flu jab texts",
        dist="{x} is meant to be great, good luck getting in | My pal waited six weeks at {x} | Is {x} taking new patients?",
    ),
    zh=phr(
        has="我的GP在{v} | 我注册的诊所是{v}",
        has3="{n}的GP在{v}",
        use="早上八点准时打{v}电话，还是排第19 | 去{v}拿了处方",
        imp="去{v}做了新病人检查 | 收到{v}的注册确认信了",
        new="我GP换到{v}了 | 我在{v}注册了",
        chg="我在{v}注册了 | 我GP从{o}转到了{v}",
        chg3="{n}GP换到{v}了 | {n}在{v}注册了",
        inf="去{v}注册 | GP换到{v}",
        old="{o}还给我发流感疫苗的短信",
        dist="听说{x}医生不错，就是很难预约 | {x}还收新病人吗",
    ),
    reasons={
        EN: (
            ("the old surgery dropped me when I moved out of the catchment", "catchment"),
            ("I couldn't get an appointment for love nor money", "love nor money"),
        ),
        ZH: (("搬家后不在原来的片区了", "片区"), ("原来那家根本约不上", "约不上")),
    },
    q_en=T(
        "Which GP surgery is {n} registered with now? | Which GP surgery was {n} with before {v}? | Which GP surgery was {n} registered with on {date}? | Which surgery is {n} planning to register with? | Why did {n} move from {o} to {v}?"
    ),
    q_zh=T(
        "{n}现在在哪个诊所注册？ | {n}换到{v}之前在哪个诊所？ | {date}的时候{n}在哪个诊所注册？ | {n}打算去哪个诊所注册？ | {n}为什么从{o}换到{v}？"
    ),
)

# Multi-valued: questions are (current, before, as_of, plan, coexisting).
slot(
    "language",
    multi=True,
    local=True,
    brand=False,
    pool={
        EN: ("Gaelic", "Spanish", "Japanese", "Italian", "Mandarin", "BSL", "Portuguese", "Welsh"),
        ZH: ("盖尔语", "西班牙语", "日语", "法语", "意大利语", "粤语"),
    },
    en=phr(
        has="I'm learning {v}, badly | Doing {v} on the app every night, forty-day streak",
        has3="{n} is learning {v}",
        use="My {v} teacher says my accent is 'brave' | Did my {v} homework on the train | The owl is threatening me about {v} again",
        imp="First {v} evening class tonight, nervous | Bought a {v} textbook, it's happening",
        new="I've started learning {v} | New hobby: {v}, wish me luck",
        add="Still plugging away at {a}, but I've started {v} as well | On top of {a} I've now taken up {v}, my brain is full | Added {v} to the {a}, yes both, I'm ambitious",
        add3="{n} is doing {v} now as well as {a} | {n} started {v} on top of {a}",
        remove="I've given up on {o}, no time | Quietly dropped {o}, the streak is dead",
        remove3="{n} gave up {o}",
        chg3="{n} started learning {v}",
        inf="start {v} | learn {v} | take up {v} in the autumn",
        old="Did {o} at school, remember nothing but where the library is",
        dist="Someone on the bus was speaking {x} and I understood one word | My niece is doing {x} at uni | Is {x} hard to pick up? Wondering for a friend",
    ),
    zh=phr(
        has="我在学{v}，学得很烂 | 每天晚上用app学{v}",
        has3="{n}在学{v}",
        use="{v}老师说我的口音很勇敢 | 在火车上写{v}作业",
        imp="今晚第一节{v}课 | 买了本{v}课本",
        new="我开始学{v}了",
        add="{a}还在学，又开始学{v}了 | 除了{a}，我又报了个{v}班",
        add3="{n}除了{a}又开始学{v}了",
        remove="{o}我放弃了，没时间 | {o}不学了",
        remove3="{n}不学{o}了",
        chg3="{n}开始学{v}了",
        inf="学{v} | 秋天报个{v}班",
        old="上学的时候学过{o}，全忘了",
        dist="公交上有人说{x}，我只听懂了一个词 | 我侄女大学学{x}",
    ),
    reasons={},
    q_en=T(
        "Which language is {n} learning now? | Which language did {n} learn before dropping it? | Which language was {n} learning on {date}? | Which language is {n} planning to start? | Which languages is {n} learning at the moment?"
    ),
    q_zh=T(
        "{n}现在在学什么语言？ | {n}以前学过但放弃了的是什么语言？ | {date}的时候{n}在学什么语言？ | {n}打算学什么语言？ | {n}现在在学哪几种语言？"
    ),
)

slot(
    "streaming",
    multi=True,
    pool={
        EN: (
            "Netflix",
            "MUBI",
            "Disney+",
            "BritBox",
            "Prime Video",
            "Apple TV+",
            "Paramount+",
            "NT at Home",
            "iQIYI",
        )
    },
    en=phr(
        has="I've only got {v}, I'm cheap | The only thing I pay for is {v}",
        has3="{n} has {v}",
        use="Watched three episodes of something dreadful on {v} | {v} put the price up again, grr | Fell asleep with {v} asking if I'm still watching",
        imp="Signed into {v} on the telly for the first time, the recommendations are already wild",
        new="I've signed up to {v} | Got {v} now",
        add="Kept {a} and added {v} for the films | Still have {a}, but I've got {v} as well now | Caved and got {v} on top of {a}",
        add3="{n} added {v} on top of {a} | {n} has {v} now as well as {a}",
        remove="Cancelled {o}, nothing on it | I've binned {o}, saving a fiver a month",
        remove3="{n} cancelled {o}",
        chg3="{n} signed up to {v}",
        inf="sign up to {v} | get {v} | try {v}",
        old="Remember when {o} was a fiver a month?",
        dist="Everyone's talking about that show on {x} and I refuse | An ad for {x} before the film, the cheek | Is {x} worth it for the back catalogue?",
    ),
    zh=phr(
        has="我只订了{v} | 家里看剧用{v}",
        has3="{n}订了{v}",
        use="在{v}上刷了三集烂剧 | {v}又涨价了",
        imp="第一次在电视上登{v}",
        new="我订了{v}",
        add="{a}还留着，又加了个{v} | 除了{a}，又订了{v}看电影",
        add3="{n}除了{a}又订了{v}",
        remove="{o}退订了，没什么好看的 | 把{o}取消了",
        remove3="{n}把{o}退了",
        chg3="{n}订了{v}",
        inf="订{v} | 试试{v}",
        old="还记得{o}一个月才五镑吗",
        dist="大家都在聊{x}上那部剧 | {x}值得订吗",
    ),
    reasons={},
    q_en=T(
        "Which streaming service does {n} pay for now? | Which streaming service did {n} have before cancelling it? | Which streaming service did {n} have on {date}? | Which streaming service is {n} planning to sign up to? | Which streaming services does {n} subscribe to now?"
    ),
    q_zh=T(
        "{n}现在订的是哪个流媒体？ | {n}以前订过后来退掉的是哪个？ | {date}的时候{n}订的是哪个流媒体？ | {n}打算订哪个流媒体？ | {n}现在订了哪些流媒体？"
    ),
)

# Dogs: two multi-valued slots (names, breeds) written together.
DOG_NAME = slot(
    "dog_name",
    multi=True,
    local=True,
    brand=False,
    pool={
        EN: ("Mabel", "Otis", "Ziggy", "Juno", "Dougal", "Mochi", "Lulu", "Percy", "Tilly"),
        ZH: ("豆豆", "团子", "毛毛", "球球", "Mochi"),
    },
    en={},
    zh={},
    reasons={},
    q_en=T(
        "What is {n}'s dog called now? | What was the name of {n}'s previous dog? | What was {n}'s dog called on {date}? | What is {n} planning to call the new dog? | What are the names of {n}'s dogs now?"
    ),
    q_zh=T(
        "{n}现在的狗叫什么名字？ | {n}以前那只狗叫什么？ | {date}的时候{n}的狗叫什么？ | {n}打算给新狗起什么名字？ | {n}现在的狗都叫什么名字？"
    ),
)
DOG_BREED = slot(
    "dog_breed",
    multi=True,
    local=True,
    brand=False,
    pool={
        EN: (
            "whippet",
            "cockapoo",
            "greyhound",
            "border terrier",
            "dachshund",
            "lurcher",
            "labrador",
        ),
        ZH: ("柯基", "柴犬", "比熊", "边牧", "泰迪", "金毛"),
    },
    en={},
    zh={},
    reasons={},
    q_en=T(
        "What breed is {n}'s dog now? | What breed was {n}'s previous dog? | What breed of dog did {n} have on {date}? | What breed is {n} planning to get? | What breeds are {n}'s dogs now?"
    ),
    q_zh=T(
        "{n}现在养的是什么品种的狗？ | {n}以前那只狗是什么品种？ | {date}的时候{n}养的是什么狗？ | {n}打算养什么品种？ | {n}现在养的狗都是什么品种？"
    ),
)
SLOT = {s.key: s for s in SLOTS}

DOG = {
    EN: phr(
        has="{m} the {b} says hello, asleep on my coat as usual | Walked {m} round the park, the only {b} in Glasgow who hates puddles | My {b}, {m}, ate a page of the script. Genuinely",
        new="We've got a dog!! A {b} called {m} | Picked up {m} from the rescue today, a scruffy wee {b} | Meet {m}: {b}, nine weeks old, already in charge",
        add="{k} has a little sibling: a {b} called {m}. Chaos | We've added a {b} to the household, {m}. {k} is unimpressed but coping | Two dogs now! {k} and the new one, {m}, a {b}",
        loss="We lost {k} last week. Old age. The flat's very quiet | Had to say goodbye to {k} this morning, sorry, not coming in today | {k} has gone to live with my parents on the farm, it's better for everyone",
        use="{m} stole a sausage roll off the props table | Took {m} to the vet, all fine, just dramatic | {m} rolled in something unspeakable on the walk",
        third="{n}'s {b}, {m}, came to rehearsal and slept through act two | {n} has a {b} now, called {m}",
        dist="Saw a {bx} called {mx} in the park and nearly stole it | My cousin's getting a {bx}, I've warned her about the shedding | Is a {bx} okay in a flat?",
    ),
    ZH: phr(
        has="我们家{m}是只{b}，天天睡我外套上 | 带{m}去公园了，全Glasgow最怕水的{b}就是它",
        new="我们养狗了！一只{b}，叫{m} | 今天从救助站接回了{m}，一只{b}",
        add="{k}有弟弟了：一只叫{m}的{b} | 家里又多了一只{b}，叫{m}，{k}有点不高兴",
        loss="{k}上周走了，年纪太大了，家里好安静 | {k}送去乡下亲戚家了",
        use="{m}把道具桌上的香肠卷偷吃了 | 带{m}去看兽医了，没事",
        third="{n}家的{b}{m}来排练，睡了整个第二幕 | {n}养了只{b}，叫{m}",
        dist="公园里看到一只叫{mx}的{bx}，好可爱 | 我表姐想养{bx}，掉毛很厉害",
    ),
}

GENERIC_DIST = {
    EN: T(
        "Is {x} any good? Someone at work keeps banging on about it | Saw an advert for {x} on the side of a bus, the one with the dancing granny | My sister swears by {x}. Not for me though | {x} are doing some deal this month apparently, in case anyone's looking | Honestly {x} sounds awful, my uncle was with them for years and never stopped moaning | Why does every podcast have a {x} ad now"
    ),
    ZH: T(
        "{x}好用吗？同事一直在推荐 | 地铁上全是{x}的广告 | 我表姐说{x}挺好的，不过我没用过 | {x}最近好像在搞活动"
    ),
}

# --- how things get said --------------------------------------------------------------------

W = {
    EN: phr(
        direct="{s}. | {s} this week. | {s} today, finally. | Update: {s}. | {s}, about time too. | Small life news: {s}. | So, {s}. New era.",
        late="Oh, I never said: {s} {when}. | Forgot to tell you lot, {s} {when}. | Should have mentioned ages ago, {s} {when}. | Old news, but {s} {when}. | Not sure I ever told anyone, but {s} {when}.",
        late_tail="{S}. That was {when}, I just never mentioned it. | {S} (that was {when}, forgot to say).",
        other="Did you hear {s}? | Apparently {s}. | Fun fact: {s}. | Saw on Instagram that {s}. | {S}, by the way, in case nobody's said.",
        lead="Has anyone heard from {n} about Thursday's call? | {n} was brilliant in the run tonight | Just had lunch with {n}, we talked for two hours | {n} left a scarf in the green room again | Is {n} coming to the read-through? | Saw {n} at the bus stop this morning, looking very chipper | {n} sends love, by the way",
        pron="{S}, did you know? | Oh and {s} the other week. | Yeah, {s}. | {S}, apparently. Good for them.",
        reason="{S} because {r}. | {S}, mostly because {r}. | {R}, so {s}. | {S}. Long story short, {r}.",
        ask="How come? | Ooh, why the change? | What made you do that? | Why though?",
        answer="Honestly? {R}. | {R}, basically. | Mainly because {r}.",
        late_reason=" Mainly because {r}. | Reason being {r}.",
        fix="{S}. Sorry, not {w}, {v}. Typing too fast. | {S}... wait, no, {v}, not {w}. Long day. | {S}. Argh, I mean {v}, not {w}.",
        fix2="*{v}, not {w}. Ignore me. | Correction: {v}, not {w}. My brain's mush. | Sorry, {v}! Not {w}. Autocorrect or tiredness, you decide.",
        multi="{C1}, and {s}, and {c2}. | Quick roundup: {c1}; {s}; {c2}. | Long day. {C1}. Oh and {s}. Also {c2}. | {C1}, {s}, and somehow {c2}.",
        plan="I'm going to {i} next month. | Decided I'm going to {i} once this run's over. | Plan for the new year: {i}. | Pretty sure I'm going to {i} soon, just sorting the paperwork. | I've made up my mind, I'm going to {i}.",
        gplan="We're going to {i} next season. | Plan is to {i} before the tour. | Board agreed last night, we'll {i} from the spring. | We're looking to {i} once this run is done.",
        consider="Might {i} at some point, not sure. | Half tempted to {i}, we'll see. | Someone suggested I {i}, could be worth a look.",
        gconsider="We could always {i}, worth a look? | Wondering whether we should {i} at some point.",
        drop="Not going to {i} after all. | Scrap what I said about {x}, I'm staying put with {cur}. | Changed my mind, no {x} for me, sticking with {cur}. | Forget {x}, too much faff.",
        gdrop="We're not going to {i} after all, the numbers didn't work. | {X} is off the table, we're staying with {cur}. | Scratch the {x} plan, we're sticking with {cur}.",
        scoped="Everything still goes through {cur} except the Edinburgh run, where the venue made us use {z}. | For the Highlands tour we ended up with {z}, but that was a one-off, {cur} as normal otherwise. | Just so nobody's confused: {z} was only for the schools week, we're still on {cur} for everything else.",
        third="{S}. | {S}, for the record. | Didn't you know? {S}.",
    ),
    ZH: phr(
        direct="{s}。 | 跟大家说一下，{s}。 | {s}，这周的事。 | 小更新：{s}。 | {s}，终于搞定了。",
        late="忘了说，{when}的时候{s}。 | 其实{when}{s}，一直没说。 | 早就该说的，{when}{s}。",
        late_tail="{s}，{when}的事了，忘了讲。 | {s}。是{when}的事，一直忘了说。",
        other="听说{s}。 | 你们知道吗，{s}。 | {s}，刚听说的。 | 朋友圈看到{s}。",
        lead="{n}今天来排练吗？ | 刚跟{n}吃完午饭 | {n}的围巾又落在后台了 | 早上在公交站碰到{n}",
        pron="对了，{s}。 | {s}，你们知道吗？ | 嗯，{s}。",
        reason="{s}，因为{r}。 | 因为{r}，所以{s}。 | {s}。说来话长，{r}。",
        ask="为什么换了？ | 怎么突然换了？ | 咋回事？",
        answer="{r}呗。 | 主要是{r}。 | 因为{r}。",
        late_reason="主要是{r}。 | 原因是{r}。",
        fix="{s}。不对不对，是{v}，不是{w}，打错了。 | {s}……等一下，是{v}，不是{w}。",
        fix2="更正一下：是{v}，不是{w}。 | 打错了，是{v}！不是{w}。",
        multi="{c1}，对了，{s}，{c2}。 | 一天好忙。{c1}。另外{s}。还有{c2}。",
        plan="我打算下个月{i}。 | 演出结束后我准备{i}。 | 明年计划{i}。 | 想好了，我要{i}。",
        gplan="我们剧团打算下一季{i}。 | 理事会同意了，春天开始{i}。 | 这轮演完我们准备{i}。",
        consider="可能会考虑{i}，还没想好。 | 有人建议我{i}，可以看看。",
        gconsider="我们剧团也许可以{i}，再看看。",
        drop="之前说要{i}，算了。 | {x}的事算了，还是{cur}。 | 改主意了，不打算{i}了，先这样。",
        gdrop="之前说的{i}，取消了，算下来不划算。 | {x}那个方案取消了，继续用{cur}。",
        scoped="除了爱丁堡那一轮用的是{z}，其他都还是{cur}。 | 高地巡演那次用的是{z}，就那一次，平时还是{cur}。",
        third="{s}。 | {s}，我记得是这样。",
    ),
}

CLAUSES = {  # (stage, home) asides for chatty multi-clause messages
    EN: (
        T(
            "the dress run overran by forty minutes | I still haven't learnt the act two speech | the cat was sick on my script | I left my keys in the green room again | my mum phoned three times during the matinee | the director has changed the ending again | I've got glitter in places glitter shouldn't be | our fight scene nearly took out a lamp | the poster proofs are back and my name's spelt wrong | the matinee crowd were lovely | the green room kettle died | I've been humming the interval music all day | the printer jammed on my headshots"
        ),
        T(
            "my hayfever is back with a vengeance | it's been raining since Tuesday | I've lived on oatcakes all day | I burnt the toast and set off the alarm | somebody ate my yoghurt | the subway was off so I walked | I finally finished the Tolstoy | I sat on my glasses | I think I've got a cold coming | I found a tenner in my coat | I slept through two alarms | the boiler's on the blink again | next door's dog barked all night | I got soaked waiting for the bus"
        ),
    ),
    ZH: (
        T(
            "彩排拖了四十分钟 | 第二幕台词还没背完 | 后台钥匙又找不到了 | 导演又改结尾了 | 观众反应特别好 | 后台热水壶坏了 | 头发上都是亮片"
        ),
        T(
            "下了一整天雨 | 早上睡过头了 | 我妈打了三个电话 | 打印机又卡纸了 | 感觉要感冒了 | 在外套口袋里找到十镑 | 楼下又在装修 | 菜市场的菜又涨价了 | 公交晚了二十分钟"
        ),
    ),
}

CHAT = {  # (stage talk, home talk) per language
    EN: (
        T(
            "Call's at {t} tomorrow, not half an hour later like the sheet says | Who has the green room key? It was on the hook at lunch | Read-through for {show} is {wd}, scripts are in the shared folder | Running lines in the café on the corner if anyone fancies it | I have eaten an entire packet of oatcakes during notes. No regrets | {p}, your scene in act two tonight. Chills. Properly | The radiator in the dressing room is either off or the surface of the sun | Can we all agree to stop leaving mugs in the sink, I'm begging | {num} in tonight, which for a {wd} is brilliant | Anyone got a spare phone charger? Mine died halfway through the map | Review's in: 'scrappy, funny and oddly moving'. I'll take oddly moving | Lost my voice. Sending this from under a blanket with honey | Who put the prop sword in the fridge? Why is it cold? | The fire door is alarmed again, use the front | Tech is going to run late, bring snacks and patience | {p} just did the splits in the car park for no reason, morale is high | Is it just me or is the stage left wing getting narrower | Notes from tonight are in the doc, mostly about pace in the first twenty minutes | Happy birthday {p}!! There's cake in the green room, don't tell the director | I keep putting the stress on the wrong syllable of Moscow, someone slap me | Half the cast has a cold, the other half are pretending not to | Get-out is {wd} night, all hands please, pizza provided | Anybody seen a blue scarf with tassels? Sentimental value | Band call tomorrow, earplugs recommended | The director wants the chairs moved again. Third time. Same chairs | Audition notice for {show} goes out next week, share it around | My nan came to the matinee and laughed in all the wrong places, loved it | Does anyone actually know how the smoke machine works or are we guessing | Heading home, the subway's a sauna tonight | Just finished painting flats for four hours, I'm now partly grey | Funding application submitted! Fingers, toes, everything crossed | The mic pack belt is digging in, can we find a softer one | Who's up for the pub after? Just one. Famous last words | Programme proofs need checking by {wd}, spot the typo in my bio please | That mouse in the workshop is back. I've named him Malvolio | The quick-change in scene four is twelve seconds, we need a plan | The understudy rehearsal went really well, {p} is a natural | It's so windy the poster boards outside have taken flight | Remember to sign in at stage door, they're getting strict | The script has changed again, new pages in your pigeonholes | I dreamt I went on without trousers. Classic | Interval ice creams are sold out, the audience is restless | {p} can you bring the extension lead back tomorrow | Lines are finally in my head, only took six weeks | Photo call is {wd} at {t}, full make-up | Our post about {show} got {num} likes, we're basically famous | Someone's phone went off in the big speech tonight. Ringtone was the Jaws theme | The heating's fixed! You may take off your coats | I've been humming the scene change music for three days straight | Fight call before the half, everyone please, no exceptions | Made soup for the workshop day, it's in the big pot, help yourselves | Is the post-show talk still on for {wd}? | Dress rehearsal photos are up, I look like a startled owl in all of them | Feeling very proud of this lot tonight, honestly | The director has just said 'let's try it completely differently' at quarter to ten | Washing machine in the wardrobe room sounds like a jet engine | Watching the rain from the stage door like a Victorian widow | Got a parking ticket outside the theatre, tremendous | Ordered a pizza to the stage door, the security guard is judging me | {show} tickets for my family, can I get four on the comp list? | Costume fitting moved to {wd} at {t}, sorry for the shuffle | Who left the ghost light off? The stage was pitch black this morning | Put the rehearsal report in the drive, the main note is 'louder' | First preview of {show} tonight, feeling sick in a good way | Somebody please teach me how to fold a flag properly, it's in act one | The crew have started a sweepstake on how long notes will take | {p}, you were a different person in the second half tonight, in the best way | Can we talk about the blackout in scene six, I nearly walked into the pros arch | Matinee school group were feral and I adored them | Found a note in my costume pocket from whoever wore it in 2009. Spooky | Wig room is a sauna, please leave the door open | Do we have a spare copy of the script? Mine has coffee all over act three | Travelling to the get-in with the props boxes on my knees, send help | The set builders have outdone themselves, the staircase actually moves | Warm-up is at the half, don't be late, {p}"
        ),
        T(
            "Bins go out tonight, it's the blue one this week | Can you grab milk on the way home? And bread. And maybe wine | Made a lasagne, there's half left for whoever | The boiler's doing the thing again, I've emailed the factor | Heading to my mum's for Sunday dinner, back late | Football's on at eight if anyone wants to shout at the telly | Found a spider the size of a saucer in the bath. I live here now, it doesn't | Washing's out on the line, if it rains please rescue it | Council's digging up the road again, the noise is biblical | The kid upstairs is learning the trumpet. Pray for us | Made it to the end of the crossword, first time this year | Rain stopped for eleven minutes, I hung out the sheets, it started again | Dinner at 7? I'm doing that chickpea stew | The close light is broken again, bring a torch | Who ate my hummus. It had my name on it. In capitals | Booked the table for Saturday, half seven | Clocks change tonight, don't be late for the matinee | Saw a fox on the back green this morning, very dignified | Hoovered the whole flat. Take a photo, it won't last | Fancy a walk round the park later if it stays dry? | Post office queue was out the door, I've aged a decade | Kettle's broken. This is a crisis | Finished that novel you lent me, the ending made me furious | Heading to the shops, shout if you need anything | The bathroom window won't shut, it's like showering on a mountain | Just watched the sunset from the roof, the city showing off | Laundry day. Again. Where do all these socks come from | Your parcel came, I've put it by the door | Back from the dentist, face numb, can't talk, will text | Anyone know a decent plumber? Asking for the whole close | Tea's brewing, who wants one | {p} you left your headphones on the bus seat, I've got them | The smoke alarm goes off every time I make toast, it's a critic | Got caught in the rain without a jacket, I'm a sponge | Someone's left a sofa on the pavement outside, it's been there three days | Big pot of soup on the stove if anyone's hungry | The ice cream van has started its rounds, summer is official | Going to try sourdough again. Third attempt. Don't speak to me | My niece drew me a picture of a dragon eating a bus, it's going on the fridge | Fell asleep on the sofa at nine like a pensioner | The hallway light bulb has gone, there's a spare in the drawer | Saw a heron on the canal this morning, very serious bird | Is anyone else's internet crawling tonight or is it just me | Made pancakes for no reason, there are leftovers | The window cleaner came and did exactly one window | Planted some herbs on the windowsill, they will die, but with dignity | Sunday plan: absolutely nothing"
        ),
    ),
    ZH: (
        T(
            "排练好累，腿都站麻了 | 谁拿了我的剪刀？放在裁剪台上的 | {show}的服装还差三件没做完 | 明天call time几点来着？ | tech拖到十点半，累死了 | {p}那场戏演得真好 | 后台的热水壶又坏了 | 灯光焦点明天下午调，大家别碰灯架 | 打印机没墨了，剧本印不出来 | 今晚观众反应特别好 | 彩排录像发群里了 | 服装都熨好了，挂在衣架上 | 演出结束一起去吃宵夜吧 | 布景刷漆刷了一下午，手都是灰的 | 谢谢大家今晚来看戏！ | 这个cue的时间再提前半拍 | 缝纫机的线又断了 | 在排练厅发现一只猫 | 剧本又改了，新页放你们格子里了 | 海报印好了，颜色有点偏 | 台上那把椅子腿松了，小心点 | 晚上看了一场别人的戏，舞美做得好棒 | 演出照片出来了，我看起来好凶 | {p}，你的外套落在排练厅了 | {show}下周一开始排，剧本发邮箱了 | 今晚卖了{num}张票，不错 | 试装改到{wd}了，大家看一下时间 | 今晚第一场预演，好紧张 | 假发间太热了，门开着吧 | 谁有多的剧本？我的第三幕被咖啡泼了 | 布景的楼梯居然能动，太厉害了 | 导演说明天从第二场开始走 | {p}，今晚下半场你状态特别好 | 化妆间的灯又闪了"
        ),
        T(
            "下雨了，出门记得带伞 | 阳台上种的小葱长出来了 | 晚上有人想吃火锅吗 | 刚下班，地铁里好挤 | 我在包饺子，谁要带几个回去 | 居然出太阳了，难得 | 周末去Loch Lomond走走？ | 家里又寄了一箱零食过来 | 谁看到我那条蓝色围巾了 | 这周末回家吃饭吗？ | 早上去公园打了一套拳 | 晚饭做了红烧肉，回来吃 | 这个月电费好贵 | 楼下邻居又在装修 | 明天降温，多穿点 | 有人知道哪里能买到好的豆腐吗 | 在Buchanan Street看到有人在街头表演 | 想学做司康饼，谁教我 | 刚跟国内视频完，时差好难搞 | 春节快到了，要不要一起包饺子 | 好想回国吃碗牛肉面 | 周日早上去买菜，有人要带什么吗 | 今天走了一万五千步 | 谁借了我的充电宝 | 感冒了，在家喝姜汤 | 早上起来看到下雪了 | 烤面包又把烟雾报警器弄响了 | 出门没带伞，淋成落汤鸡 | 楼下有人把沙发扔在路边三天了 | 炖了一锅汤，饿了自己盛 | 冰淇淋车开始转了，夏天来了 | 九点就在沙发上睡着了 | 走廊的灯泡坏了，抽屉里有备用的 | 窗台上种了点香草，希望能活 | 周日计划：什么都不干 | 包了馄饨，冰箱里还有 | 今天菜市场的鱼很新鲜 | 跟老同学视频聊了两个小时"
        ),
    ),
}

REPLIES = {
    EN: T(
        "Ha, same | Noted! | On it | Brilliant | Urgh | See you there | Haha no | Thanks! | That's a relief | Don't jinx it | Love this | Oh no | Legend | Fair enough | Wait, really? | Nice one | Sounds good to me | Grim | Ooh | Congrats! | About time | Ha, of course | Brave | Good shout | I'm in | Ooh fancy | Hope it works out"
    ),
    ZH: T(
        "好的 | 收到 | 哈哈哈哈 | 辛苦啦 | 笑死 | 好呀 | 我也是 | 太棒了 | 注意身体 | 明白 | 谢谢！ | 真的假的 | 恭喜恭喜 | 加油"
    ),
}

SHOWS = (
    "The Seagull",
    "Blood Wedding",
    "Hedda Gabler",
    "Uncle Vanya",
    "Medea",
    "The Tallyman",
    "Low Tide at Largs",
    "Salt on the Step",
    "Clydebuilt",
    "The Winter's Tale",
)
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
TIMES = ("6.30", "7", "half five", "10am", "quarter past six", "noon")

# --- cast -------------------------------------------------------------------------------------

EN_F = (
    "Fiona",
    "Priya",
    "Rosie",
    "Niamh",
    "Hannah",
    "Ailsa",
    "Kirsty",
    "Imogen",
    "Morven",
    "Grace",
    "Eilidh",
    "Zara",
)
EN_M = (
    "Callum",
    "Declan",
    "Euan",
    "Tariq",
    "Malcolm",
    "Jamie",
    "Rory",
    "Sandeep",
    "Lewis",
    "Ollie",
    "Fraser",
    "Kwame",
)
ZH_F = ("Meiling", "Xiaoyu", "Yiting", "Lan", "Ruoxi")
ZH_M = ("Jun", "Haoran", "Zhiwei", "Bo", "Tianyu")
PAR_F = ("Shufen", "Yumei", "Guilan")
PAR_M = ("Guohua", "Jianguo", "Dehai")
COMPANIES = (
    "Backcourt Theatre",
    "Lamplighter Theatre",
    "Saltmarket Players",
    "Gallus Theatre Company",
    "Coalhouse Theatre",
    "Close Quarters Theatre",
)

# role key, in the company, writes Chinese
ROLES = (("a1", True, False), ("a2", True, False), ("a3", True, False), ("a4", True, False),
         ("sm", True, False), ("bo", True, False), ("ld", True, True), ("cm", True, True),
         ("pt", False, False), ("fm", False, False), ("par", False, True))  # fmt: skip
HOUSEHOLDS = (("a1", "pt"), ("sm", "fm"))
GROUP_OWNER = {"ticketing": "bo", "payroll": "bo", "insurer": "bo", "rehearsal_venue": "sm",
               "van_hire": "sm", "storage": "sm", "lighting_software": "ld",
               "fabric_supplier": "cm"}  # fmt: skip
PERSONAL = ("home", "employer", "job_title", "gym", "phone", "bank", "car", "bike", "diet",
            "dog", "club", "language", "streaming", "coffee", "gp", "occupation")  # fmt: skip
SHARED = ("home", "dog", "streaming")  # one per household

STAGE = re.compile(
    r"rehears|\btech\b|\btour|\bshows?\b|script|the play|\bcast\b|green room|props|stage|act two|this run|\bthe run\b|read-through|matinee|fitting|排练|巡演|演出|技术|剧|道具|后台|试装|第二幕",
    re.IGNORECASE,
)
MODES = ("direct", "implied", "late", "other", "pronoun", "fix", "multi")
MODE_W = (22, 16, 14, 14, 10, 8, 16)


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s[:1].isascii() and s[:1].islower() else s


def tidy(s: str) -> str:
    s = re.sub(r"([!?])\.", r"\1", s)
    s = re.sub(r"(?<!\.)\.\.(?!\.)", ".", s)
    s = s.replace("！。", "！").replace("？。", "？").replace("。。", "。")
    s = re.sub(r"\s+", " ", s).strip()
    return cap(s)


@dataclass(eq=False)
class Person:
    key: str
    name: str
    zh: bool
    fem: bool
    company: bool

    @property
    def lang(self) -> str:
        return ZH if self.zh else EN

    def pron(self, lang: str) -> str:
        if lang == ZH:
            return "她" if self.fem else "他"
        return "she" if self.fem else "he"


@dataclass
class Line:
    who: Person
    text: str
    vals: frozenset[str] = frozenset()
    tags: frozenset[str] = frozenset()


@dataclass
class Scene:
    day: int
    kind: str
    lines: list[Line]


@dataclass(eq=False)
class Track:
    """One subject's slot: its states over time (a set of values from a day on)."""

    slot: Slot
    subject: str
    holder: Person | None
    lang: str
    states: list[tuple[int, frozenset[str]]] = field(default_factory=list)
    known: list[int] = field(default_factory=list)  # when each state was first said
    intro: int = 0
    pre: str | None = None  # held before the world starts, mentioned as a memory
    dropped: list[str] = field(default_factory=list)
    pending: str | None = None
    extra: set[str] = field(default_factory=set)  # corrected slips, considerations, scoped
    why: list[tuple[str, str, str]] = field(default_factory=list)  # (keyword, old, new)
    spare: list[str] = field(default_factory=list)

    def held(self) -> set[str]:
        return {v for _, vs in self.states for v in vs}

    def every(self) -> set[str]:
        out = self.held() | set(self.dropped) | self.extra
        out |= {x for x in (self.pre, self.pending) if x}
        return out

    def before_final(self) -> set[str]:
        out = self.held() - set(self.states[-1][1])
        return out | ({self.pre} if self.pre else set())


class Gen:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.r = random.Random(f"{GENERATOR}/{seed}")
        self.scenes: list[Scene] = []
        self.tracks: list[Track] = []
        self.probes: list[tuple[dict[str, Any], Track]] = []
        self.extra_probes: list[tuple[dict[str, Any], Track]] = []
        self.used_kw: set[str] = set()
        self.decks: dict[Any, list[str]] = {}
        self._cast()

    # -- cast and relations ------------------------------------------------------------------

    def _cast(self) -> None:
        r = self.r
        pools = {k: list(v) for k, v in (("ef", EN_F), ("em", EN_M), ("zf", ZH_F), ("zm", ZH_M))}
        for v in pools.values():
            r.shuffle(v)
        self.people: list[Person] = []
        for key, company, zh in ROLES:
            fem = r.random() < 0.5
            if key == "par":
                name = r.choice(PAR_F if fem else PAR_M)
            else:
                name = pools[("z" if zh else "e") + ("f" if fem else "m")].pop()
            self.people.append(Person(key, name, zh, fem, company))
        self.by_key = {p.key: p for p in self.people}
        self.company = r.choice(COMPANIES)
        self.shows = r.sample(SHOWS, 5)

    def mate(self, p: Person | None) -> Person | None:
        if p is None:
            return None
        for a, b in (*HOUSEHOLDS, ("cm", "par")):
            if p.key == a:
                return self.by_key[b]
            if p.key == b:
                return self.by_key[a]
        return None

    def household(self, p: Person) -> list[Person] | None:
        for hh in HOUSEHOLDS:
            if p.key in hh:
                return [self.by_key[k] for k in hh]
        return None

    def can_speak(self, tr: Track, p: Person) -> bool:
        if tr.slot.local and p.lang != tr.lang:
            return False
        if tr.slot.key in ("dog_name", "dog_breed"):
            return True
        return bool(tr.slot.zh) or p.lang == EN

    def reporter(self, tr: Track, exclude: tuple[Person, ...] = ()) -> Person | None:
        r = self.r
        cands = [p for p in self.people if p is not tr.holder and p not in exclude
                 and self.can_speak(tr, p)]  # fmt: skip
        if not cands:
            return None
        m = self.mate(tr.holder)
        if m in cands and r.random() < 0.45:
            return m
        if tr.holder is None:
            outside = [p for p in cands if not p.company]
            if outside and r.random() < 0.5:
                return r.choice(outside)
        return r.choice(cands)

    def speaker(self, tr: Track) -> Person:
        if tr.holder is not None:
            return tr.holder
        owner = self.by_key[GROUP_OWNER[tr.slot.key]]
        if self.r.random() < 0.6:
            return owner
        return self.r.choice([p for p in self.people if p.company])

    # -- text --------------------------------------------------------------------------------

    def fill(self, tpl: str, **kw: str) -> str:
        d = {"c": self.company, "C": self.company, "num": str(self.r.randint(14, 180))}
        for k, v in kw.items():
            d[k] = v
            d[k.upper()] = cap(v)
        return tpl.format_map(d)

    def t(self, tpls: tuple[str, ...], **kw: str) -> str:
        return self.fill(self.deck(tpls, tpls), **kw)

    def P(self, tr: Track, who: Person, key: str) -> tuple[str, ...]:
        tpls = (tr.slot.en if who.lang == EN else tr.slot.zh)[key]
        return self.fit(tpls, who, tr.holder) if tr.holder is not None else tpls

    def w(self, who: Person, key: str) -> tuple[str, ...]:
        return self.fit(W[who.lang][key], who)

    @staticmethod
    def fit(tpls: tuple[str, ...], *people: Person | None) -> tuple[str, ...]:
        """Templates that make sense for people outside the company (no rehearsals or tours)."""
        if all(p is None or p.company for p in people):
            return tpls
        off = tuple(t for t in tpls if not STAGE.search(t))
        return off or tpls

    def L(self, who: Person, text: str, vals: Any = (), tags: Any = ()) -> Line:
        return Line(who, tidy(text), frozenset(vals), frozenset(tags))

    def when(self, day: int, lang: str) -> str:
        d = day_date(day)
        if lang == ZH:
            part = "初" if d.day <= 10 else ("底" if d.day >= 21 else "中")
            return f"{d.month}月{part}"
        m = MONTHS[d.month - 1]
        if d.day <= 10:
            return self.r.choice((f"at the start of {m}", f"in early {m}"))
        if d.day >= 21:
            return self.r.choice((f"at the end of {m}", f"in late {m}"))
        return self.r.choice((f"back in {m}", f"in the middle of {m}", f"mid-{m}"))

    def deck(self, key: Any, items: tuple[str, ...]) -> str:
        """Draw without replacement, reshuffling when the deck runs out (fewer repeats)."""
        d = self.decks.get(key)
        if not d:
            d = self.decks[key] = list(items)
            self.r.shuffle(d)
        return d.pop()

    def chat(self, p: Person) -> Line:
        r = self.r
        lang = p.lang if r.random() < 0.88 else EN
        part = 0 if p.company and r.random() < 0.6 else 1
        other = r.choice([q for q in self.people if q is not p])
        text = self.fill(self.deck(("chat", lang, part), CHAT[lang][part]), p=other.name,
                         show=r.choice(self.shows), wd=r.choice(WEEKDAYS), t=r.choice(TIMES))  # fmt: skip
        return self.L(p, text)

    def reply(self, p: Person) -> Line:
        lang = p.lang if self.r.random() < 0.88 else EN
        return self.L(p, self.deck(("reply", lang), REPLIES[lang]))

    # -- scenes ------------------------------------------------------------------------------

    def pick_kind(self, speakers: list[Person]) -> str:
        sp = list(dict.fromkeys(speakers))
        opts: list[str] = []
        if all(p.zh for p in sp):
            opts += ["wx"] * 3
        if all(p.company for p in sp):
            opts += ["cc"] * 3
        hh = self.household(sp[0])
        if hh and all(p in hh for p in sp):
            opts += ["home"] * 2
        opts.append("dm" if len(sp) <= 2 else "pub")
        return self.r.choice(opts)

    def members(self, kind: str, speakers: list[Person]) -> list[Person]:
        sp = list(dict.fromkeys(speakers))
        if kind == "cc":
            return [p for p in self.people if p.company]
        if kind == "wx":
            return [p for p in self.people if p.zh]
        if kind == "home":
            return self.household(sp[0]) or sp
        if len(sp) == 1:
            friend = self.mate(sp[0])
            if friend is None or self.r.random() < 0.5:
                same = [p for p in self.people if p is not sp[0] and p.zh == sp[0].zh]
                friend = self.r.choice(same or [p for p in self.people if p is not sp[0]])
            sp.append(friend)
        if kind == "pub":
            sp.append(self.r.choice([p for p in self.people if p not in sp]))
        return sp

    def add(self, day: int, lines: list[Line], pad: bool = True) -> None:
        r = self.r
        kind = self.pick_kind([ln.who for ln in lines])
        mem = self.members(kind, [ln.who for ln in lines])
        out: list[Line] = []
        if pad and r.random() < 0.2:
            out.append(self.chat(r.choice(mem)))
        out.extend(lines)
        if pad:
            for _ in range(r.choice((0, 0, 0, 1, 1, 2))):
                others = [m for m in mem if m is not out[-1].who] or mem
                out.append(self.reply(r.choice(others)))
        self.scenes.append(Scene(day, kind, out))

    # -- saying things about a track -----------------------------------------------------------

    def reason(self, tr: Track, lang: str) -> tuple[str, str] | None:
        opts = [x for x in tr.slot.reasons.get(lang, ()) if x[1] not in self.used_kw]
        if tr.holder is not None and not tr.holder.company:
            opts = [x for x in opts if not STAGE.search(x[0])]
        if not opts:
            return None
        x = self.r.choice(opts)
        self.used_kw.add(x[1])
        return x

    def name_of(self, tr: Track) -> str:
        return tr.holder.name if tr.holder else self.company

    def say_intro(self, tr: Track, day: int, v: str) -> None:
        r = self.r
        mode = r.choices(("has", "use", "third"), weights=(45, 30, 25))[0]
        if mode == "third":
            rep = self.reporter(tr)
            if rep is not None:
                s = self.t(self.P(tr, rep, "has3"), n=self.name_of(tr), v=v)
                self.add(day, [self.L(rep, self.t(self.w(rep, "third"), s=s), {v})])
                return
            mode = "has"
        sp = self.speaker(tr)
        self.add(day, [self.L(sp, self.t(self.P(tr, sp, mode), v=v), {v})])

    def say_use(self, tr: Track, day: int, v: str) -> None:
        rep = self.reporter(tr) if self.r.random() < 0.25 else None
        if rep is not None:
            s = self.t(self.P(tr, rep, "has3"), n=self.name_of(tr), v=v)
            self.add(day, [self.L(rep, self.t(self.w(rep, "third"), s=s), {v})])
            return
        sp = self.speaker(tr)
        self.add(day, [self.L(sp, self.t(self.P(tr, sp, "use"), v=v), {v})])

    def say_old(self, tr: Track, day: int, o: str) -> None:
        sp = self.speaker(tr)
        self.add(day, [self.L(sp, self.t(self.P(tr, sp, "old"), o=o), {o})])

    def say_plan(self, tr: Track, day: int, x: str, kind: str) -> None:
        sp = self.speaker(tr)
        key = ("g" if tr.holder is None else "") + kind
        inf = self.t(self.P(tr, sp, "inf"), v=x)
        self.add(day, [self.L(sp, self.t(self.w(sp, key), i=inf), {x})])

    def say_drop(self, tr: Track, day: int, x: str, cur: str) -> None:
        sp = self.speaker(tr)
        key = "gdrop" if tr.holder is None else "drop"
        inf = self.t(self.P(tr, sp, "inf"), v=x)
        self.add(day, [self.L(sp, self.t(self.w(sp, key), i=inf, x=x, cur=cur), {x, cur})])

    def say_change(self, tr: Track, d: int, o: str, v: str, mode: str, rep_day: int) -> None:
        r = self.r
        want_reason = mode in ("direct", "late", "other", "multi") and r.random() < 0.42
        vals = {o, v}
        if mode == "implied":
            sp = self.speaker(tr)
            self.add(d, [self.L(sp, self.t(self.P(tr, sp, "imp"), v=v), {v})])
            return
        if mode == "pronoun":
            r1 = self.reporter(tr)
            r2 = self.reporter(tr, exclude=(r1,) if r1 and r.random() < 0.7 else ()) if r1 else None
            if r1 is not None and r2 is not None and tr.holder is not None:
                lead = self.L(
                    r1, self.t(self.fit(W[r1.lang]["lead"], r1, tr.holder), n=tr.holder.name)
                )
                s = self.t(self.P(tr, r2, "chg3"), n=tr.holder.pron(r2.lang), v=v, o=o)
                self.add(d, [lead, self.L(r2, self.t(self.w(r2, "pron"), s=s), vals)])
                return
            mode = "other"
        if mode == "other":
            rep = self.reporter(tr)
            if rep is not None:
                s = self.t(self.P(tr, rep, "chg3"), n=self.name_of(tr), v=v, o=o)
                who = tr.holder or self.speaker(tr)  # the holder says why, in their own words
                rs = self.reason(tr, who.lang) if want_reason and who is not rep else None
                if rs:
                    tr.why.append((rs[1], o, v))
                    first = self.L(rep, self.t(self.w(rep, "other"), s=s), vals)
                    answer = self.L(who, self.t(self.w(who, "answer"), r=rs[0]), (), {rs[1]})
                    self.add(d, [first, answer], pad=False)
                else:
                    self.add(d, [self.L(rep, self.t(self.w(rep, "other"), s=s), vals)])
                return
            mode = "direct"
        sp = self.speaker(tr)
        chg = self.t(self.P(tr, sp, "chg"), v=v, o=o)
        rs = self.reason(tr, sp.lang) if want_reason else None
        tags = {rs[1]} if rs else set()
        if rs:
            tr.why.append((rs[1], o, v))
        if mode == "late":
            when = self.when(d, sp.lang)
            text = self.t(self.w(sp, "late" if r.random() < 0.6 else "late_tail"), s=chg, when=when)
            if rs:
                sep = "" if sp.lang == ZH else " "
                text += sep + self.t(self.w(sp, "late_reason"), r=rs[0])
            self.add(rep_day, [self.L(sp, text, vals, tags)])
        elif mode == "fix":
            wv = tr.spare.pop()
            tr.extra.add(wv)
            bad = self.t(self.P(tr, sp, "chg"), v=wv, o=o)
            if r.random() < 0.5:
                text = self.t(self.w(sp, "fix"), s=bad, v=v, w=wv)
                self.add(d, [self.L(sp, text, {o, v, wv})])
            else:
                first = self.L(sp, self.t(self.w(sp, "direct"), s=bad), {o, wv})
                self.add(d, [first, self.L(sp, self.t(self.w(sp, "fix2"), v=v, w=wv), {v, wv})])
        elif mode == "multi":
            asides = CLAUSES[sp.lang][1] + (CLAUSES[sp.lang][0] if sp.company else ())
            c1, c2 = r.sample(asides, 2)
            if rs:
                chg += f"，因为{rs[0]}" if sp.lang == ZH else f" because {rs[0]}"
            text = self.t(self.w(sp, "multi"), s=chg, c1=c1, c2=c2)
            self.add(d, [self.L(sp, text, vals, tags)])
        elif rs and r.random() < 0.45:  # direct, the reason asked for
            asker = r.choice([p for p in self.people if p is not sp])
            first = self.L(sp, self.t(self.w(sp, "direct"), s=chg), vals)
            ask = self.L(asker, self.r.choice(self.w(asker, "ask")))
            answer = self.L(sp, self.t(self.w(sp, "answer"), r=rs[0]), (), tags)
            self.add(d, [first, ask, answer], pad=False)
        elif rs:
            self.add(d, [self.L(sp, self.t(self.w(sp, "reason"), s=chg, r=rs[0]), vals, tags)])
        elif r.random() < 0.5:
            self.add(d, [self.L(sp, self.t(self.P(tr, sp, "new"), v=v), {v})])
        else:
            self.add(d, [self.L(sp, self.t(self.w(sp, "direct"), s=chg), vals)])

    # -- building tracks -----------------------------------------------------------------------

    def spaced(self, k: int, lo: int, hi: int, gap: int) -> list[int]:
        for _ in range(500):
            ds = sorted(self.r.sample(range(lo, hi), k))
            if all(b - a >= gap for a, b in zip(ds, ds[1:], strict=False)):
                return ds
        return [lo + i * gap for i in range(k)]

    def build_single(self, slot_: Slot, subject: str, holder: Person | None, lang: str) -> Track:
        r = self.r
        tr = Track(slot_, subject, holder, lang)
        self.tracks.append(tr)
        pool = list(slot_.pool[lang])
        r.shuffle(pool)
        nch = min(r.choices((0, 1, 2, 3), weights=(2, 6, 5, 2))[0], len(pool) - 3)
        held, tr.spare = pool[: nch + 1], pool[nch + 1 :]
        days = self.spaced(nch, 95, 680, 100)
        tr.states = [(0, frozenset({held[0]}))]
        tr.states += [(d, frozenset({v})) for d, v in zip(days, held[1:], strict=True)]
        first = days[0] if days else 730
        tr.intro = r.randint(2, min(50, first - 50))
        self.say_intro(tr, tr.intro, held[0])
        tr.known = [tr.intro]
        if tr.spare and r.random() < 0.3:
            tr.pre = tr.spare.pop()
            self.say_old(tr, r.randint(tr.intro + 3, first - 10), tr.pre)
        for _ in range(r.choice((0, 1, 1))):
            if first - 6 > tr.intro + 4:
                self.say_use(tr, r.randint(tr.intro + 4, first - 6), held[0])
        for i, d in enumerate(days, 1):
            o, v = held[i - 1], held[i]
            nxt = days[i] if i < len(days) else 730
            mode = r.choices(MODES, weights=MODE_W)[0]
            rep_day = d
            if mode == "late":
                rep_day = d + r.randint(20, 50)
                if rep_day > min(nxt - 40, 722):
                    mode, rep_day = "direct", d
            if mode == "fix" and not tr.spare:
                mode = "direct"
            if r.random() < 0.35:
                p = d - r.randint(8, 40)
                if p > tr.known[-1] + 6:
                    self.say_plan(tr, p, v, "plan")
            self.say_change(tr, d, o, v, mode, rep_day)
            tr.known.append(rep_day)
            lo, hi = rep_day + 4, nxt - 6
            for _ in range(r.choice((0, 1, 1))):
                if hi > lo:
                    self.say_use(tr, r.randint(lo, hi), v)
            if r.random() < 0.3 and hi > lo + 6:
                self.say_old(tr, r.randint(lo + 6, hi), o)
        self.extras(tr)
        self.probe_track(tr)
        return tr

    def want_pending(self) -> bool:
        """Spread a fixed number of still-pending plans over the tracks left to build."""
        self.tracks_left -= 1
        return self.r.random() < self.pending_left / max(1, self.tracks_left + 1)

    def extras(self, tr: Track) -> None:
        """Dropped plans, a plan still pending, a consideration, a one-tour exception."""
        r = self.r
        n = len(tr.states)
        ends = [tr.states[j + 1][0] if j + 1 < n else 729 for j in range(n)]
        if tr.spare and r.random() < 0.25:
            j = r.randrange(n)
            lo, hi = tr.known[j] + 8, ends[j] - 45
            if hi > lo and tr.states[j][1]:
                x = tr.spare.pop()
                p = r.randint(lo, hi)
                self.say_plan(tr, p, x, "plan")
                cur = r.choice(sorted(tr.states[j][1]))
                self.say_drop(tr, p + r.randint(10, 35), x, cur)
                tr.dropped.append(x)
        if tr.spare and self.want_pending():
            lo, hi = max(tr.known[-1] + 15, 600), 718
            if hi > lo:
                self.pending_left -= 1
                tr.pending = tr.spare.pop()
                self.say_plan(tr, r.randint(lo, hi), tr.pending, "plan")
        if tr.spare and r.random() < 0.2:
            x = tr.spare.pop()
            tr.extra.add(x)
            self.say_plan(tr, r.randint(tr.intro + 5, 725), x, "consider")
        if tr.holder is None and tr.slot.scoped and tr.spare and r.random() < 0.65:
            j = r.randrange(n)
            lo, hi = tr.known[j] + 5, ends[j] - 5
            if hi > lo:
                z = tr.spare.pop()
                tr.extra.add(z)
                sp = self.speaker(tr)
                cur = next(iter(tr.states[j][1]))
                text = self.t(self.w(sp, "scoped"), z=z, cur=cur)
                self.add(r.randint(lo, hi), [self.L(sp, text, {z, cur})])

    def build_multi(self, slot_: Slot, holder: Person, lang: str) -> Track:
        r = self.r
        tr = Track(slot_, holder.name, holder, lang)
        self.tracks.append(tr)
        pool = list(slot_.pool[lang])
        r.shuffle(pool)
        a, b, c = pool[:3]
        tr.spare = pool[3:]
        scen = r.choices(
            ("add", "add_drop", "swap_add", "static2", "swap"), weights=(5, 2, 3, 3, 1)
        )[0]
        d1, d2 = self.spaced(2, 100, 660, 120)
        S = frozenset
        states = {
            "add": [(0, S({a})), (d1, S({a, b}))],
            "add_drop": [(0, S({a})), (d1, S({a, b})), (d2, S({b}))],
            "swap_add": [(0, S({a})), (d1, S({b})), (d2, S({b, c}))],
            "static2": [(0, S({a, b}))],
            "swap": [(0, S({a})), (d1, S({b}))],
        }[scen]
        tr.states = states
        first = states[1][0] if len(states) > 1 else 730
        tr.intro = r.randint(2, min(50, first - 50))
        self.say_intro(tr, tr.intro, a)
        known = tr.intro
        if scen == "static2":
            known = tr.intro + r.randint(3, 25)
            self.say_intro(tr, known, b)
        tr.known = [known]
        for j in range(1, len(states)):
            day, old, new = states[j][0], states[j - 1][1], states[j][1]
            added, removed = sorted(new - old), sorted(old - new)
            nxt = states[j + 1][0] if j + 1 < len(states) else 730
            rep_day = day
            if added and removed:
                sp = holder
                text = self.t(self.P(tr, sp, "remove"), o=removed[0])
                sep = "，" if sp.lang == ZH else ". "
                text += sep + self.t(self.P(tr, sp, "new"), v=added[0])
                self.add(day, [self.L(sp, text, {removed[0], added[0]})])
            else:
                kept = sorted(old & new)
                key, v = ("add", added[0]) if added else ("remove", removed[0])
                mode = r.choices(("self", "other", "late", "imp"), weights=(55, 20, 15, 10))[0]
                if mode == "imp" and not added:
                    mode = "self"
                rep = self.reporter(tr) if mode == "other" else None
                if rep is not None:
                    s = self.t(
                        self.P(tr, rep, key + "3"),
                        n=holder.name,
                        v=v,
                        o=v,
                        a=kept[0] if kept else v,
                    )
                    self.add(day, [self.L(rep, self.t(self.w(rep, "other"), s=s), new | old)])
                elif mode == "imp":
                    self.add(day, [self.L(holder, self.t(self.P(tr, holder, "imp"), v=v), {v})])
                else:
                    s = self.t(self.P(tr, holder, key), v=v, o=v, a=kept[0] if kept else v)
                    if mode == "late" and day + 50 < nxt - 40:
                        rep_day = day + r.randint(20, 50)
                        s = self.t(
                            self.w(holder, "late_tail"), s=s, when=self.when(day, holder.lang)
                        )
                    self.add(rep_day, [self.L(holder, s, new | old)])
            tr.known.append(rep_day)
            lo, hi = rep_day + 4, nxt - 6
            for _ in range(r.choice((0, 1, 1))):
                if hi > lo:
                    self.say_use(tr, r.randint(lo, hi), r.choice(sorted(new)))
        if tr.spare and r.random() < 0.15:
            x = tr.spare.pop()
            p = r.randint(tr.known[-1] + 5, 640) if tr.known[-1] + 5 < 640 else None
            if p is not None:
                self.say_plan(tr, p, x, "plan")
                self.say_drop(tr, p + r.randint(10, 35), x, r.choice(sorted(tr.states[-1][1])))
                tr.dropped.append(x)
        if tr.spare and self.want_pending():
            lo = max(tr.known[-1] + 15, 600)
            if lo < 718:
                self.pending_left -= 1
                tr.pending = tr.spare.pop()
                self.say_plan(tr, r.randint(lo, 718), tr.pending, "plan")
        self.probe_track(tr)
        return tr

    def build_dog(self, holder: Person) -> None:
        r = self.r
        lang = holder.lang
        names, breeds = list(DOG_NAME.pool[lang]), list(DOG_BREED.pool[lang])
        r.shuffle(names)
        r.shuffle(breeds)
        m0, m1, b0, b1 = names[0], names[1], breeds[0], breeds[1]
        tn = Track(DOG_NAME, holder.name, holder, lang, spare=names[2:])
        tb = Track(DOG_BREED, holder.name, holder, lang, spare=breeds[2:])
        self.tracks += [tn, tb]
        S = frozenset
        scen = r.choices(("one", "add", "replace"), weights=(3, 4, 3))[0]
        intro = r.randint(2, 60)
        D = DOG[lang]
        if r.random() < 0.7:
            self.add(
                intro, [self.L(holder, self.t(self.fit(D["has"], holder), m=m0, b=b0), {m0, b0})]
            )
        else:
            rep = self.reporter(tn) or holder
            text = self.t(self.fit(DOG[rep.lang]["third"], rep, holder), n=holder.name, m=m0, b=b0)
            self.add(intro, [self.L(rep, text, {m0, b0})])
        tn.intro = tb.intro = intro
        life = [(intro, 730, m0)]
        if scen == "one":
            tn.states, tb.states = [(0, S({m0}))], [(0, S({b0}))]
            tn.known = tb.known = [intro]
        elif scen == "add":
            d1 = r.randint(150, 600)
            tn.states = [(0, S({m0})), (d1, S({m0, m1}))]
            tb.states = [(0, S({b0})), (d1, S({b0, b1}))]
            tn.known = tb.known = [intro, d1]
            if r.random() < 0.8:
                self.add(d1, [self.L(holder, self.t(D["add"], k=m0, m=m1, b=b1), {m0, m1, b1})])
            else:
                rep = self.reporter(tn) or holder
                text = self.t(
                    self.fit(DOG[rep.lang]["third"], rep, holder), n=holder.name, m=m1, b=b1
                )
                self.add(d1, [self.L(rep, text, {m1, b1})])
            life.append((d1, 730, m1))
        else:
            dl = r.randint(150, 480)
            d2 = dl + r.randint(40, 140)
            tn.states = [(0, S({m0})), (dl, S()), (d2, S({m1}))]
            tb.states = [(0, S({b0})), (dl, S()), (d2, S({b1}))]
            tn.known = tb.known = [intro, dl, d2]
            self.add(dl, [self.L(holder, self.t(self.fit(D["loss"], holder), k=m0), {m0})])
            self.add(d2, [self.L(holder, self.t(D["new"], m=m1, b=b1), {m1, b1})])
            life = [(intro, dl, m0), (d2, 730, m1)]
        for lo, hi, m in life:
            for _ in range(r.choice((1, 1, 2))):
                if hi - 6 > lo + 4:
                    self.add(
                        r.randint(lo + 4, hi - 6),
                        [self.L(holder, self.t(self.fit(D["use"], holder), m=m), {m})],
                    )
        self.probe_track(tn)
        self.probe_track(tb)

    # -- probes --------------------------------------------------------------------------------

    def question(self, tr: Track, idx: int, **kw: str) -> str:
        zh = tr.holder is not None and tr.holder.zh and bool(tr.slot.q_zh)
        tpl = (tr.slot.q_zh if zh else tr.slot.q_en)[idx]
        if "date" in kw:
            kw["date"] = date_zh(int(kw["date"])) if zh else date_en(int(kw["date"]))
        return tpl.format(n=self.name_of(tr), **kw)

    def probe(self, tr: Track, kind: str, question: str, gold: set[str], outdated: set[str] = frozenset(),
              abandoned: Any = (), as_of: int | None = None, spare: bool = False) -> None:  # fmt: skip
        d = {"subject": tr.subject, "kind": kind, "question": question, "slot": tr.slot.key,
             "gold": sorted(gold), "outdated": sorted(outdated), "values": [],
             "abandoned": sorted(abandoned), "as_of_day": as_of}  # fmt: skip
        (self.extra_probes if spare else self.probes).append((d, tr))

    def probe_track(self, tr: Track) -> None:
        r = self.r
        states, n = tr.states, len(tr.states)
        final = set(states[-1][1])
        before = tr.before_final()
        multi = tr.slot.multi
        if multi and len(final) >= 2:
            self.probe(tr, "coexisting", self.question(tr, 4), final, before, tr.dropped)
        else:
            self.probe(tr, "current", self.question(tr, 0), final, before, tr.dropped)
        prev = [set(vs) for _, vs in states[:-1] if vs and set(vs) != final]
        if multi:
            gone = [v for j in range(1, n) for v in sorted(states[j - 1][1] - states[j][1])]
            if gone:
                self.probe(tr, "historical", self.question(tr, 1), {gone[-1]}, before)
        elif prev:
            last = next(iter(prev[-1]))
            self.probe(tr, "historical", self.question(tr, 1, v=next(iter(final))), {last}, before)
        windows = []
        for j in range(n):
            vs = states[j][1]
            lo = max(states[j][0] + 35, tr.intro + 10, tr.known[j] + (0 if j else 5))
            hi = (states[j + 1][0] - 35) if j + 1 < n else 725
            if vs and hi > lo:
                windows.append((j, lo, hi))
        past = [w for w in windows if w[0] < n - 1]
        r.shuffle(past)
        for k, (j, lo, hi) in enumerate(past + [w for w in windows if w[0] == n - 1]):
            day = r.randint(lo, hi)
            old = {v for _, vs in states[:j] for v in vs} - set(states[j][1])
            old |= {tr.pre} if tr.pre else set()
            q = self.question(tr, 2, date=str(day))
            self.probe(
                tr, "as_of", q, set(states[j][1]), old, as_of=day, spare=k >= 1 or j == n - 1
            )
        for kw, o, v in tr.why[:1]:
            self.probe(tr, "why", self.question(tr, 4, o=o, v=v), {kw}, before)
        if tr.pending:
            self.probe(tr, "planning", self.question(tr, 3), {tr.pending}, before, tr.dropped)

    # -- the world -----------------------------------------------------------------------------

    def assign(self) -> dict[str, list[str]]:
        r = self.r
        plan: dict[str, list[str]] = {p.key: [] for p in self.people}
        shared: dict[int, set[str]] = {}

        def hh_index(p: Person) -> int | None:
            for i, hh in enumerate(HOUSEHOLDS):
                if p.key in hh:
                    return i
            return None

        def allowed(p: Person, s: str) -> bool:
            if s in plan[p.key]:
                return False
            if s == "occupation":
                return p.key in ("pt", "fm")
            if s in ("employer", "job_title"):
                return p.key in ("a1", "a2", "a3", "a4")
            if p.key == "par" and s in ("car", "bike", "coffee", "gym"):
                return False
            if s == "dog" and sum("dog" in v for v in plan.values()) >= 2:
                return False
            i = hh_index(p)
            return not (s in SHARED and i is not None and s in shared.get(i, set()))

        def take(p: Person, s: str) -> None:
            plan[p.key].append(s)
            i = hh_index(p)
            if s in SHARED and i is not None:
                shared.setdefault(i, set()).add(s)

        order = self.people[:]
        r.shuffle(order)
        for p in order:
            if p.key in ("pt", "fm"):
                take(p, "occupation")
            want = r.randint(4, 5) if p.key in ("par", "pt", "fm") else r.randint(4, 6)
            cands = list(PERSONAL)
            r.shuffle(cands)
            for s in cands:
                if len(plan[p.key]) >= want:
                    break
                if allowed(p, s):
                    take(p, s)
        for s in PERSONAL:
            need = 2 if s in ("language", "streaming", "employer") else 1
            while sum(s in v for v in plan.values()) < need:
                ps = [p for p in self.people if allowed(p, s)]
                if not ps:
                    break
                take(r.choice(ps), s)
        return plan

    def distractors(self) -> None:
        r = self.r
        for s in SLOTS:
            if s.key in ("dog_name", "dog_breed"):
                continue
            for _ in range(r.randint(3, 5)):
                sp = r.choice([p for p in self.people if s.zh or p.lang == EN])
                lang = sp.lang if s.local else EN
                own = {v for tr in self.tracks if tr.slot is s and (tr.holder is sp or tr.holder is None)
                       for v in tr.every()}  # fmt: skip
                opts = [x for x in s.pool[lang] if x not in own]
                if not opts:
                    continue
                x = r.choice(opts)
                tpls = (s.en if sp.lang == EN else s.zh)["dist"]
                if s.brand and r.random() < 0.3:
                    tpls = GENERIC_DIST[sp.lang]
                self.add(r.randint(0, LAST_DAY), [self.L(sp, self.t(tpls, x=x), {x})])
        for _ in range(r.randint(3, 5)):
            sp = r.choice(self.people)
            own = {v for tr in self.tracks if tr.holder is sp and tr.slot.key.startswith("dog")
                   for v in tr.every()}  # fmt: skip
            mx = r.choice([x for x in DOG_NAME.pool[sp.lang] if x not in own])
            bx = r.choice([x for x in DOG_BREED.pool[sp.lang] if x not in own])
            self.add(
                r.randint(0, LAST_DAY),
                [self.L(sp, self.t(DOG[sp.lang]["dist"], mx=mx, bx=bx), {mx, bx})],
            )

    def chatter(self, target: int) -> None:
        r = self.r
        count = sum(len(s.lines) for s in self.scenes)
        while count < target:
            kind = r.choice(("cc", "cc", "cc", "wx", "home", "dm", "pub"))
            homes = [self.by_key[k] for hh in HOUSEHOLDS for k in hh]
            seed_p = r.choice(homes if kind == "home" else self.people)
            if kind == "cc" and not seed_p.company:
                seed_p = r.choice([p for p in self.people if p.company])
            if kind == "wx" and not seed_p.zh:
                seed_p = r.choice([p for p in self.people if p.zh])
            mem = self.members(kind, [seed_p])
            k = min(r.choices((1, 2, 3, 4, 5), weights=(3, 4, 3, 2, 1))[0], target - count)
            lines = [self.chat(seed_p)]
            for _ in range(k - 1):
                m = r.choice([x for x in mem if x is not lines[-1].who] or mem)
                lines.append(self.chat(m) if r.random() < 0.5 else self.reply(m))
            self.scenes.append(Scene(r.randint(0, LAST_DAY), kind, lines))
            count += len(lines)

    def build(self) -> dict[str, Any]:
        r = self.r
        plan = self.assign()
        self.tracks_left = sum(s.group for s in SLOTS) + sum(
            k != "dog" for v in plan.values() for k in v
        )
        self.pending_left = r.randint(10, 14)
        for s in SLOTS:
            if s.group:
                self.build_single(s, self.company, None, EN)
        for p in self.people:
            for key in plan[p.key]:
                if key == "dog":
                    self.build_dog(p)
                    continue
                s = SLOT[key]
                lang = p.lang if s.local else EN
                if s.multi:
                    self.build_multi(s, p, lang)
                else:
                    self.build_single(s, p.name, p, lang)
        self.distractors()
        self.chatter(r.randint(960, 1060))
        episodes: list[dict[str, Any]] = []
        self.lines: list[tuple[dict[str, Any], Line]] = []
        for idx, sc in enumerate(sorted(self.scenes, key=lambda s: s.day)):
            minute = r.randint(420, max(420, 1380 - 7 * len(sc.lines)))
            for ln in sc.lines:
                ep = {"day": sc.day, "minute": minute, "speaker": ln.who.name, "text": ln.text,
                      "session": f"{sc.kind}-{sc.day:03d}-{idx:04d}",
                      "language": ZH if CJK.search(ln.text) else EN}  # fmt: skip
                episodes.append(ep)
                self.lines.append((ep, ln))
                minute += r.randint(1, 6)
        order = sorted(
            range(len(episodes)), key=lambda i: (episodes[i]["day"], episodes[i]["minute"], i)
        )
        episodes = [episodes[i] for i in order]
        self.lines = [self.lines[i] for i in order]
        self.vocab = {
            s.key: {
                v
                for lang in s.pool
                for v in s.pool[lang]
                if any(mentions(e["text"], v) for e in episodes)
            }
            for s in SLOTS
        }
        # Keep between 190 and 220 probes: extra as_of probes fill in, non-current ones go first.
        probes = list(self.probes)
        spare = list(self.extra_probes)
        r.shuffle(spare)
        while len(probes) < 190 and spare:
            probes.append(spare.pop())
        while len(probes) > 220:
            cut = [i for i, (d, _) in enumerate(probes) if d["kind"] in ("as_of", "historical")]
            probes.pop(r.choice(cut))
        self.final_probes = probes
        out = []
        for d, _tr in probes:
            d = dict(d)
            vals = set(self.vocab[d["slot"]]) | set(d["outdated"]) | set(d["abandoned"])
            if d["kind"] != "why":
                vals |= set(d["gold"])
            d["values"] = sorted(vals)
            out.append(d)
        return {"start": START_ISO, "episodes": episodes, "probes": out}


def _build(seed: int) -> tuple[dict[str, Any], Gen]:
    g = Gen(seed)
    return g.build(), g


def generate(seed: int) -> dict[str, Any]:
    """The world for one seed: episodes in time order and the probes with their gold values."""
    return _build(seed)[0]


# --- self-check -------------------------------------------------------------------------------

KINDS = ("current", "historical", "as_of", "why", "planning", "coexisting")


def _state_at(tr: Track, day: int) -> set[str]:
    cur: set[str] = set()
    for start, vs in tr.states:
        if start <= day:
            cur = set(vs)
    return cur


def _check(seed: int) -> list[str]:
    import json

    world, g = _build(seed)
    errors: list[str] = []

    def err(msg: str) -> None:
        errors.append(f"seed {seed}: {msg}")

    if json.dumps(world, sort_keys=True) != json.dumps(generate(seed), sort_keys=True):
        err("not deterministic")
    if datetime.fromisoformat(world["start"]).tzinfo is None:
        err("start has no offset")
    eps, probes = world["episodes"], world["probes"]
    names = {p.name for p in g.people}
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            err(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            err(f"episode time {e['day']} {e['minute']}")
        if e["speaker"] not in names or e["language"] not in (EN, ZH) or not e["text"].strip():
            err(f"episode fields {e}")
        if (e["day"], e["minute"]) < last:
            err("episodes out of order")
        last = (e["day"], e["minute"])
    texts = [e["text"] for e in eps]
    said = lambda v: any(mentions(t, v) for t in texts)  # noqa: E731
    # Values of different slots never read as each other.
    allvals = [(s.key, v) for s in SLOTS for lang in s.pool for v in s.pool[lang]]
    for k1, v1 in allvals:
        for k2, v2 in allvals:
            if (k1, v1) != (k2, v2) and mentions(v2, v1) and (k1 != k2 or v1 != v2):
                err(f"value {v1!r} ({k1}) reads inside {v2!r} ({k2})")
    # Every value an episode names was meant to be there (chit-chat names none).
    for ep, ln in g.lines:
        found = {v for _, v in allvals if mentions(ep["text"], v)}
        if found - ln.vals:
            err(f"unintended values {sorted(found - ln.vals)} in {ep['text']!r}")
    # Reasons: the keyword is said, and only where the reason is given.
    for tr in g.tracks:
        for kw, _o, _v in tr.why:
            where = {i for i, (ep, _) in enumerate(g.lines) if mentions(ep["text"], kw)}
            tagged = {i for i, (_, ln) in enumerate(g.lines) if kw in ln.tags}
            if not tagged or where != tagged:
                err(f"reason keyword {kw!r}: said in {len(where)} episodes, given in {len(tagged)}")
        for x in tr.dropped + ([tr.pending] if tr.pending else []):
            if not said(x):
                err(f"plan value {x!r} never said")
    if len(probes) != len(g.final_probes):
        err("probe bookkeeping")
    for p, (_, tr) in zip(probes, g.final_probes, strict=False):
        keys = {
            "subject",
            "kind",
            "question",
            "slot",
            "gold",
            "outdated",
            "values",
            "abandoned",
            "as_of_day",
        }
        if set(p) != keys or p["kind"] not in KINDS or not p["gold"] or not p["question"]:
            err(f"probe fields {p}")
            continue
        gold, out, vals, ab = (
            set(p["gold"]),
            set(p["outdated"]),
            set(p["values"]),
            set(p["abandoned"]),
        )
        for v in gold | out | ab:
            if not said(v):
                err(f"{p['kind']} probe value {v!r} never said ({p['question']})")
        vocab = g.vocab[p["slot"]]
        if p["kind"] != "why" and not gold <= vals:
            err(f"gold outside values: {p}")
        if not (out | ab) <= vals or vals != vocab | (gold if p["kind"] != "why" else set()):
            err(f"values are not the slot's said values: {p['question']}")
        final, before = set(tr.states[-1][1]), tr.before_final()
        if p["kind"] in ("current", "coexisting"):
            if gold != final or out != before or ab != set(tr.dropped) or gold & (out | ab):
                err(f"current probe disagrees with the timeline: {p}")
            if (p["kind"] == "coexisting") != (len(gold) > 1):
                err(f"coexisting probe with {len(gold)} values")
        elif p["kind"] == "historical":
            if not gold <= before:
                err(f"historical gold not a past value: {p}")
        elif p["kind"] == "as_of":
            day = p["as_of_day"]
            if not isinstance(day, int) or not 0 <= day <= LAST_DAY or gold != _state_at(tr, day):
                err(f"as_of probe disagrees with the timeline: {p}")
        elif p["kind"] == "planning":
            if gold != {tr.pending} or gold & final:
                err(f"planning probe: {p}")
        elif p["kind"] == "why" and not gold <= {kw for kw, _, _ in tr.why}:
            err(f"why probe: {p}")
        if p["kind"] != "as_of" and p["as_of_day"] is not None:
            err("as_of_day on a probe that is not as_of")
    return errors


def main() -> int:
    failed = []
    for seed in (7, 11, 23):
        errors = _check(seed)
        world = generate(seed)
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(p["kind"] == k for p in probes) for k in KINDS}
        zh = sum(e["language"] == ZH for e in eps)
        sessions = len({e["session"] for e in eps})
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh, {sessions} sessions), {len(probes)} probes "
              + ", ".join(f"{k} {n}" for k, n in kinds.items()))  # fmt: skip
        failed += errors
    for e in failed[:40]:
        print("FAIL", e)
    if failed:
        print(f"{len(failed)} problems")
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
