"""Blind text world ``blind_w``: the class parents' group chat of a Norwich primary school.

``generate(seed)`` invents ten to fourteen parents and carers of one primary class who chat in
the class WhatsApp group from September 2025 to August 2027: lost PE bags, cake sales, snow
days, and now and then news about their own lives.  Each parent has four to seven state slots
(neighbourhood, employer, car, mobile network, energy supplier, gym, weekly shop, dentist,
diet, language being learnt, pets, instruments, clubs) whose values change one to three times.

Changes are told straight out, shown only by use, reported by another parent, told weeks late,
planned and carried out, planned and dropped, corrected, negated, or buried in long chatty
messages; distractor lines name values of the same kinds without asserting them.  About a
quarter of the parents write in simplified Chinese (with English brand and place names).

Probes carry the ground truth (current, historical, as_of, coexisting, planning).  The module
uses only the standard library and is deterministic given the seed.  ``python -m
bench.text_worlds.blind_w`` runs a self-check over seeds 7, 11 and 23.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

GENERATOR = "blind_w"
START = "2025-09-01T07:00:00+00:00"
START_DT = datetime(2025, 9, 1, 7, 0)
LAST_DAY = 729
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def opts(s: str) -> tuple[str, ...]:
    """Variants written as one string separated by '|'."""
    return tuple(x.strip() for x in s.split("|") if x.strip())


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


@dataclass(frozen=True)
class SlotDef:
    """One kind of personal state: value pools, question wording and phrase fragments."""

    key: str
    multi: bool
    plans: bool
    neutral: bool  # the same values in both languages (brands, places)
    pool_en: tuple[str, ...]
    pool_zh: tuple[str, ...]
    q_en: dict[str, str]
    q_zh: dict[str, str]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]
    en_only: bool = False

    def pool(self, lang: str) -> tuple[str, ...]:
        return self.pool_zh if lang == ZH else self.pool_en

    def frags(self, lang: str) -> dict[str, tuple[str, ...]]:
        return self.zh if lang == ZH else self.en


def slot(
    key: str,
    multi: bool,
    plans: bool,
    pool_en: str,
    pool_zh: str | None,
    q_en: str,
    q_zh: str,
    en: dict[str, str],
    zh: dict[str, str],
    en_only: bool = False,
) -> SlotDef:
    """Build a slot from '|'-separated strings; questions are 'kind=text' items."""

    def qs(s: str) -> dict[str, str]:
        return dict(item.split("=", 1) for item in opts(s))

    return SlotDef(
        key=key, multi=multi, plans=plans, neutral=pool_zh is None,
        pool_en=opts(pool_en), pool_zh=opts(pool_zh if pool_zh is not None else pool_en),
        q_en=qs(q_en), q_zh=qs(q_zh),
        en={k: opts(v) for k, v in en.items()}, zh={k: opts(v) for k, v in zh.items()},
        en_only=en_only,
    )  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Single-valued slots.  Fragment keys:
#   state  first-person present        chg    first-person change (perfect)
#   past   full simple-past clause     switch change naming {old}
#   use    the new value shown only by use or consequence ({old} optional)
#   pres3  third-person present ({n})  chg3   third-person change ({n}, {pos})
#   plan / drop / idle                 ask / neg   "still {old}?" and the negated answer
#   scoped {v} with an exception {x}   dist   {x} named without being anyone's state
#   remind the current value used in passing    poll   a question to the group
# ---------------------------------------------------------------------------------------------

HOME = slot(
    "home_area",
    False,
    True,
    "Eaton|Hellesdon|Sprowston|Costessey|Thorpe St Andrew|Wymondham|Taverham|Poringland|Hethersett|Cringleford|Marlpit Green|Upper Wensum|Kettleby|Hollowford|St Clement's Vale",
    None,
    "current=Which part of Norwich does {n} live in now?|historical=Where did {n} live before?|as_of=Where does {n} live?|planning=Where is {n} planning to move to?",
    "current={n}现在住在哪里？|historical={n}以前住在哪里？|as_of={n}住在哪里？|planning={n}打算搬到哪里？",
    en=dict(
        state="we live in {v}|we're over in {v}|home is {v} these days|we rent a little terrace in {v}|we're based in {v}, near the shops",
        chg="we've moved to {v}|we've finally moved to {v}|we're now living in {v}|we got the keys to a house in {v} and we're in",
        past="we moved to {v}|we moved house to {v}|we packed everything up and moved to {v}",
        switch="we've left {old} and moved to {v}|we swapped {old} for {v}|we've said goodbye to {old}, we're in {v} now",
        use="the school run from {v} is so much longer than it was from {old}, we have to leave at 8 now|still getting used to bin day in {v}, missed it again|the new neighbours in {v} brought round a lasagne, lovely lot|the kids have already found the best playground in {v}, we're there every evening",
        pres3="{n} lives in {v} now|{n} is in {v} these days|{n}'s family is over in {v} now",
        chg3="{n} has moved to {v}|{n} moved to {v}|{n} has bought a house in {v} and moved",
        plan="we're thinking about moving to {v}|we've put an offer in on a house in {v}|we're hoping to move to {v} in the spring|we've been viewing houses in {v}, fingers crossed",
        drop="the move to {v} has fallen through, we're staying put|we're not moving to {v} after all, the survey was a disaster|forget {v}, we've decided to stay where we are",
        idle="I sometimes think we should move to {v}|one day I'd love to live in {v}, dreams",
        ask="are you still in {old}?|still over in {old}?",
        neg="no, not {old} any more, we moved to {v}|nope, we left {old}, we're in {v} now",
        scoped="we're in {v} in term time, but we're at my mum's in {x} for most of the holidays",
        dist="anyone know if {x} has decent after-school clubs?|house prices in {x} are ridiculous, saw a two-bed for 400k|there was a burst water main in {x} on Look East last night|my sister wants to move to {x}, is it nice?|the traffic through {x} this morning was a nightmare",
        remind="the walk home to {v} in this rain, soaked|there's a fireworks display in {v} on Saturday if anyone fancies it|our road in {v} is being resurfaced all week, chaos",
        poll="where is everyone based? trying to sort a lift share for swimming|is anyone else thinking of moving? the rent round here is mad",
    ),
    zh=dict(
        state="我们住在{v}|我们家在{v}|我们现在在{v}租房",
        chg="我们搬到{v}了|我们已经搬去{v}了|终于搬到{v}了",
        past="我们搬到了{v}|我们全家搬去了{v}",
        switch="我们从{old}搬到{v}了|离开{old}了，现在住{v}",
        use="从{v}送孩子上学比以前在{old}远多了，八点就得出门|刚到{v}还不太习惯，这边的垃圾日又错过了|{v}的新邻居人很好，还送了蛋糕过来",
        pres3="{n}现在住在{v}|{n}家现在在{v}",
        chg3="{n}搬到{v}了|{n}家已经搬去{v}了",
        plan="我们在考虑搬到{v}|我们在{v}看房子，想明年搬过去|我们打算搬去{v}",
        drop="搬去{v}的事黄了，我们不搬了|不搬去{v}了，房子有问题",
        idle="有时候想搬去{v}住|以后想在{v}买房",
        ask="你们还住在{old}吗？",
        neg="没有了，不在{old}了，搬到{v}了",
        scoped="平时住在{v}，假期大多在{x}我妈家",
        dist="有人知道{x}那边的课后班怎么样吗？|{x}的房价太贵了|听说{x}昨天停水了",
        remind="{v}今天又堵车了|我们{v}这边周六有烟花",
        poll="大家都住哪边？想拼车去游泳",
    ),
)

EMPLOYER = slot(
    "employer",
    False,
    True,
    "Aviva|UEA|Norfolk and Norwich Hospital|Norwich City Council|Jarrold|Fenbridge Insurance|Wherry Lane Bakery|Broadland Analytics|Tombland Legal|Yare Valley Vets|Kett's Hill Logistics|Anglia Soft Fruit|Colney Data Labs",
    None,
    "current=Where does {n} work now?|historical=Where did {n} work before?|as_of=Where does {n} work?|planning=Where is {n} hoping to work next?",
    "current={n}现在在哪里上班？|historical={n}以前在哪里上班？|as_of={n}在哪里上班？|planning={n}打算去哪里上班？",
    en=dict(
        state="I work at {v}|I'm at {v}, part-time|I've been at {v} for years now",
        chg="I've started a new job at {v}|I've moved jobs, I'm at {v} now|I accepted an offer from {v} and started this week",
        past="I started a new job at {v}|I changed jobs and went to {v}|I took the job at {v}",
        switch="I've left {old} and started at {v}|I handed my notice in at {old}, I'm at {v} now",
        use="first week at {v} done, the canteen is amazing compared to {old}|got my {v} lanyard today, feel very official|my new manager at {v} is lovely, and they let me finish at 3 for pickup",
        pres3="{n} works at {v} now|{n} is at {v} these days",
        chg3="{n} has got a job at {v}|{n} has started at {v}|{n} left {pos} old job and went to {v}",
        plan="I've got an interview at {v} next week|I'm applying for a role at {v}|I'm thinking about going for a job at {v}",
        drop="I didn't take the {v} job in the end, the hours were awful|the {v} thing isn't happening, they wanted me in five days a week",
        idle="I've always fancied working at {v}|one day I'll apply to {v}",
        ask="are you still at {old}?|still working at {old}?",
        neg="no, not at {old} any more, I'm at {v}|I left {old} ages ago, I'm at {v} now",
        scoped="I'm at {v} Monday to Thursday, but I do Fridays at {x}",
        dist="{x} are hiring, if anyone's looking|saw on the news {x} is cutting jobs, awful|my brother-in-law works at {x}, he hates it|does anyone know what the parking is like at {x}?",
        remind="long day at {v}, someone please tell me it's Friday|{v} Christmas do tonight, wish me luck|working from home today, {v} let us off because of the snow",
        poll="does anyone's work do flexible hours? mine won't budge on pickup|anyone know anywhere hiring part-time?",
    ),
    zh=dict(
        state="我在{v}上班|我在{v}工作，兼职",
        chg="我换工作了，现在在{v}|我去{v}上班了|我已经在{v}入职了",
        past="我换到了{v}上班|我去了{v}工作",
        switch="我从{old}辞职了，现在在{v}上班",
        use="在{v}上班第一周，食堂比{old}好太多了|今天拿到{v}的工牌了|{v}的新老板很好，三点可以走去接孩子",
        pres3="{n}现在在{v}上班",
        chg3="{n}换工作了，去了{v}|{n}已经在{v}入职了",
        plan="我下周去{v}面试|我在申请{v}的职位",
        drop="{v}的工作我没去，时间不合适|不去{v}了，要天天坐班",
        idle="一直想去{v}工作",
        ask="你还在{old}上班吗？",
        neg="不在{old}了，现在在{v}",
        scoped="周一到周四在{v}，周五在{x}兼职",
        dist="{x}在招人，有需要的可以看看|听说{x}要裁员|我老公的朋友在{x}上班，说很累",
        remind="今天在{v}加班到很晚|{v}今天让我们在家办公",
        poll="大家单位能弹性上班吗？接孩子太难了",
    ),
)

CAR = slot(
    "car",
    False,
    True,
    "Skoda Octavia|Nissan Leaf|Toyota Yaris|Kia Niro|VW Touran|MG4|Ford Focus|Vauxhall Corsa|Honda Jazz|Volvo XC40|Dacia Sandero|Tesla Model 3|Hyundai Ioniq",
    None,
    "current=What car does {n} drive now?|historical=What car did {n} drive before?|as_of=What car does {n} drive?|planning=What car is {n} planning to get?",
    "current={n}现在开什么车？|historical={n}以前开什么车？|as_of={n}开什么车？|planning={n}打算买什么车？",
    en=dict(
        state="we drive a {v}|we've got a {v}|our car is a {v}",
        chg="we've got a {v} now|we've traded the old car in for a {v}|we picked up our {v} on Saturday",
        past="we got a {v}|we changed the car for a {v}|we bought a {v}",
        switch="we've sold the {old} and got a {v}|the {old} has gone, we've got a {v} now",
        use="the boot on the {v} fits the scooter AND the buggy, life changing|first proper trip to the coast in the {v}, so much comfier than the {old}|still can't find the fog lights on the {v}, I'm learning",
        pres3="{n} drives a {v} now|{n} has a {v} these days",
        chg3="{n} has got a {v}|{n} has bought a {v}|{n} turned up in a brand new {v}",
        plan="we're looking at getting a {v}|test drive of a {v} booked for Saturday|we're thinking of replacing the car with a {v}",
        drop="we've gone off the {v} idea, too expensive|we're not getting the {v} after all",
        idle="I'd love a {v} one day",
        ask="are you still driving the {old}?",
        neg="no, the {old} is gone, we've got a {v} now",
        scoped="I drive the {v} day to day, but we borrow my dad's {x} for camping",
        dist="a {x} just parked across the school gates again|saw a review of the {x}, apparently the boot is tiny|if I won the lottery I'd get a {x}|is a {x} big enough for three car seats?",
        remind="the {v} failed its MOT, brilliant|the {v} needs new tyres, of course it does|parked the {v} miles away, the school road is rammed",
        poll="anyone recommend a family car? ours is on its last legs",
    ),
    zh=dict(
        state="我们开{v}|我们家的车是{v}",
        chg="我们换车了，现在开{v}|新车{v}提回来了",
        past="我们换了一辆{v}|我们买了{v}",
        switch="把{old}卖了，换了{v}",
        use="{v}的后备箱好大，滑板车和推车都放得下|开{v}还不太习惯，比{old}宽多了",
        pres3="{n}现在开{v}",
        chg3="{n}买了一辆{v}|{n}换车了，开{v}",
        plan="我们在看{v}|周六去试驾{v}",
        drop="{v}不买了，太贵",
        idle="以后想买{v}",
        ask="你还开那辆{old}吗？",
        neg="没有了，{old}卖了，现在开{v}",
        scoped="平时开{v}，露营的时候借我爸的{x}",
        dist="有辆{x}又停在学校门口了|看了{x}的评测，后备箱太小",
        remind="{v}年检没过|{v}又进修理厂了",
        poll="大家推荐什么家用车？我们的车快不行了",
    ),
)

CARRIER = slot(
    "mobile_network",
    False,
    False,
    "EE|Vodafone|Giffgaff|Smarty|Lebara|iD Mobile|Bittern Mobile|Kestrel SIM|Voxi|Sky Mobile",
    None,
    "current=Which mobile network is {n} on now?|historical=Which mobile network was {n} on before?|as_of=Which mobile network is {n} on?",
    "current={n}现在用哪家手机网络？|historical={n}以前用哪家手机网络？|as_of={n}用哪家手机网络？",
    en=dict(
        state="I'm with {v} for my phone|my phone's on {v}|I'm on {v}",
        chg="I've switched my phone to {v}|I've moved over to {v}, the PAC code thing was easy|I'm on {v} now",
        past="I switched my phone to {v}|I moved my number to {v}|I ported over to {v}",
        switch="I've left {old} and gone to {v}|I ditched {old} for {v}",
        use="the signal at the school gate is way better on {v} than it was on {old}|{v} just sent my first bill and it's half what I paid before|my new {v} SIM arrived and the number has moved over",
        pres3="{n} is on {v} now|{n}'s phone is with {v}",
        chg3="{n} has switched to {v}|{n} moved {pos} phone to {v}",
        idle="maybe I should try {v}",
        ask="are you still with {old}?",
        neg="no, not with {old} any more, I'm on {v}|nope, I left {old}, it's {v} now",
        scoped="{v} for my own phone, but work gives me a {x} one",
        dist="is anyone with {x}? does it work at the school?|{x} are doing 100GB for a tenner if anyone's looking|my mum's on {x} and can never get signal|heard {x} had an outage all day yesterday",
        remind="{v} has no signal at the swimming pool, if I don't answer that's why|{v} bill came in, roaming on holiday cost me a fortune",
        poll="who's everyone with for their phone? my contract is up",
    ),
    zh=dict(
        state="我的手机是{v}的卡|我用{v}",
        chg="我换成{v}了|手机号转到{v}了",
        past="我把号码转到了{v}|我换到了{v}",
        switch="把{old}停了，换了{v}",
        use="{v}在学校门口信号比{old}好多了|{v}的第一张账单来了，便宜一半",
        pres3="{n}现在用{v}",
        chg3="{n}换成{v}了",
        idle="也许该试试{v}",
        ask="你还用{old}吗？",
        neg="不用{old}了，现在是{v}",
        scoped="自己的手机用{v}，工作手机是{x}",
        dist="有人用{x}吗？学校那边信号好吗？|{x}现在十镑100G",
        remind="{v}在游泳馆没信号，不回消息别介意",
        poll="大家手机用哪家？我的合约到期了",
    ),
)

ENERGY = slot(
    "energy_supplier",
    False,
    True,
    "Octopus|British Gas|EDF|Ovo|So Energy|Broadland Power|Fenland Energy|E.ON Next|Good Energy",
    None,
    "current=Which energy supplier is {n} with now?|historical=Which energy supplier was {n} with before?|as_of=Which energy supplier is {n} with?|planning=Which energy supplier is {n} planning to switch to?",
    "current={n}家现在用哪家能源公司？|historical={n}家以前用哪家能源公司？|as_of={n}家用哪家能源公司？|planning={n}家打算换到哪家能源公司？",
    en=dict(
        state="we're with {v} for gas and electric|our energy is with {v}|we get our electricity from {v}",
        chg="we've switched energy to {v}|we've moved our gas and electric over to {v}|we're with {v} now for energy",
        past="we switched our energy to {v}|we moved the gas and electric over to {v}",
        switch="we've finally left {old} and gone with {v}|we ditched {old}, it's {v} now",
        use="the {v} smart meter app is addictive, the kids check it more than I do|first {v} bill came in and it's actually less than {old} ever charged us|{v} sent a man round to fit the new meter this morning",
        pres3="{n} is with {v} now|{n}'s energy is with {v}",
        chg3="{n} has switched to {v}|{n} moved {pos} energy over to {v}",
        plan="we're thinking of switching to {v}, is anyone with them?|our fix ends next month, we'll probably go with {v}",
        drop="we're not bothering with {v} in the end|we stayed put, the {v} deal vanished",
        idle="I should really look at {v} one day",
        ask="are you still with {old}?",
        neg="no, we left {old} in the spring, {v} now",
        scoped="{v} for the electric, but the gas is still with {x}",
        dist="{x} have put their prices up again|did anyone get the {x} leaflet through the door?|{x} are on the news again for wrong bills|anyone with {x}? they keep ringing me",
        remind="{v} says we used more electric in January than all of autumn, it's the tumble dryer|{v} sent us a £20 credit, small wins",
        poll="who is everyone with for gas and electric? our fix ends in November",
    ),
    zh=dict(
        state="我们家电和燃气是{v}的|我们用{v}",
        chg="我们换成{v}了|电和燃气都转到{v}了",
        past="我们家的电和燃气换到了{v}",
        switch="不用{old}了，换了{v}",
        use="{v}的app能看每天用电，孩子天天看|{v}第一张账单比{old}便宜",
        pres3="{n}家现在用{v}",
        chg3="{n}家换成{v}了",
        plan="我们打算换到{v}|固定期快到了，可能换{v}",
        drop="不换{v}了，优惠没了",
        idle="有空研究一下{v}",
        ask="你们还用{old}吗？",
        neg="没有了，{old}不用了，现在是{v}",
        scoped="电是{v}，燃气还是{x}",
        dist="{x}又涨价了|{x}老给我打电话推销",
        remind="{v}说我们一月用电特别多",
        poll="大家电和燃气用哪家？",
    ),
)

GYM = slot(
    "gym",
    False,
    True,
    "PureGym|Nuffield Health|Riverside Leisure Centre|UEA Sportspark|Anytime Fitness|Iron Wherry Gym|Thornbury Strength Lab|Fit4Less|Oasis Club Norwich",
    None,
    "current=Which gym does {n} go to now?|historical=Which gym did {n} go to before?|as_of=Which gym does {n} go to?|planning=Which gym is {n} planning to join?",
    "current={n}现在去哪个健身房？|historical={n}以前去哪个健身房？|as_of={n}去哪个健身房？|planning={n}打算去哪个健身房？",
    en=dict(
        state="I go to {v}|I'm a member at {v}|I do my workouts at {v}",
        chg="I've joined {v}|I've signed up at {v}|I've moved my membership to {v}",
        past="I joined {v}|I switched gyms to {v}",
        switch="I've cancelled {old} and joined {v}|I swapped {old} for {v}",
        use="spin class at {v} this morning nearly killed me|the sauna at {v} is heaven, {old} never had one|bumped into Mr Okafor in the changing rooms at {v}, awkward",
        pres3="{n} goes to {v} now|{n} trains at {v}",
        chg3="{n} has joined {v}|{n} signed up at {v}",
        plan="I'm thinking of joining {v}|I'm going to try the free week at {v}",
        drop="I'm not joining {v} after all, the fees|I gave up on the {v} idea",
        idle="maybe one day I'll actually go to {v}",
        ask="do you still go to {old}?",
        neg="no, I gave up {old}, I go to {v} now",
        scoped="I go to {v} most days, but I swim at {x} on Sundays",
        dist="{x} is doing half price January membership|my husband says {x} is always packed|anyone been to {x}? worth it?|saw an advert for {x} on the bus",
        remind="legs are dead after {v} this morning|{v} was heaving tonight",
        poll="which gym does everyone use? need somewhere with a creche",
    ),
    zh=dict(
        state="我在{v}健身|我办了{v}的卡",
        chg="我去{v}办卡了|我现在去{v}健身",
        past="我办了{v}的会员",
        switch="{old}的卡退了，去了{v}",
        use="今天在{v}上动感单车，快累死了|{v}有桑拿，{old}没有",
        pres3="{n}现在去{v}健身",
        chg3="{n}办了{v}的卡",
        plan="想去{v}办卡|打算去{v}试一周",
        drop="{v}不办了，太贵",
        idle="哪天去{v}看看",
        ask="你还去{old}吗？",
        neg="不去{old}了，现在去{v}",
        scoped="平时去{v}，周日在{x}游泳",
        dist="{x}一月份半价|听说{x}人太多",
        remind="今天去{v}练腿，走不动了",
        poll="大家去哪个健身房？要有托儿的",
    ),
)

SHOP = slot(
    "weekly_shop",
    False,
    False,
    "Tesco|Aldi|Lidl|Sainsbury's|Waitrose|Asda|Morrisons|M&S|Ocado|Greenhalls|Budgens",
    None,
    "current=Where does {n} do the weekly shop now?|historical=Where did {n} do the weekly shop before?|as_of=Where does {n} do the weekly shop?",
    "current={n}现在在哪里买菜？|historical={n}以前在哪里买菜？|as_of={n}在哪里买菜？",
    en=dict(
        state="we do our big shop at {v}|we shop at {v}|{v} is our weekly shop",
        chg="we've moved the weekly shop to {v}|we do the big shop at {v} now|we've started shopping at {v}",
        past="we switched the weekly shop to {v}|we started doing the big shop at {v}",
        switch="we've given up on {old}, the weekly shop is {v} now|we ditched {old} for {v}",
        use="the {v} delivery driver was a legend tonight, carried it all in|our {v} bill this week was £30 less than at {old}|first big shop at {v}, couldn't find anything",
        pres3="{n} shops at {v} now|{n} does the big shop at {v}",
        chg3="{n} has switched to {v} for the weekly shop|{n} moved {pos} shopping to {v}",
        idle="I should try {v} some time",
        ask="do you still do the shop at {old}?",
        neg="no, we don't go to {old} any more, it's {v} now",
        scoped="{v} for the weekly shop, but {x} for bits midweek",
        dist="{x} has Easter eggs out already and it's January|anyone seen the {x} advert with the carrot? the kids love it|the {x} self-checkout hates me|is {x} open on bank holiday Monday?",
        remind="{v} had no bread again|the queue at {v} was out the door",
        poll="where does everyone do their food shop? ours has gone up so much",
    ),
    zh=dict(
        state="我们一般在{v}买菜|每周在{v}大采购",
        chg="我们现在去{v}买菜了|改去{v}买菜了",
        past="我们改去了{v}买菜",
        switch="不去{old}了，现在去{v}买菜",
        use="{v}的送货小哥太好了|这周在{v}买菜比{old}便宜30镑",
        pres3="{n}现在在{v}买菜",
        chg3="{n}改去{v}买菜了",
        idle="有空去{v}看看",
        ask="你们还在{old}买菜吗？",
        neg="不去{old}了，现在是{v}",
        scoped="大采购在{v}，平时在{x}买点零碎",
        dist="{x}一月就开始卖复活节彩蛋了|{x}的自助结账老出问题",
        remind="{v}又没面包了",
        poll="大家在哪里买菜？最近太贵了",
    ),
)

DENTIST = slot(
    "dentist",
    False,
    False,
    "Unthank Road Dental|Castle Smiles|Magdalen Dental Practice|Colney Lane Dental|Bright Tooth Clinic|St Giles Dental|Earlham Family Dentists|Prince of Wales Road Dental",
    None,
    "current=Which dentist is {n} with now?|historical=Which dentist was {n} with before?|as_of=Which dentist is {n} with?",
    "current={n}现在在哪家牙医诊所？|historical={n}以前在哪家牙医诊所？|as_of={n}在哪家牙医诊所？",
    en=dict(
        state="we're registered at {v}|our dentist is {v}|we go to {v} for the dentist",
        chg="we've registered with {v}|we've moved dentists to {v}|we're with {v} for the dentist now",
        past="we registered at {v}|we changed dentist to {v}",
        switch="we've left {old}, we're at {v} now for the dentist",
        use="first check-up at {v} today, they gave the kids stickers, so much nicer than {old}|{v} have a fish tank in the waiting room and it's all anyone in our house talks about",
        pres3="{n} goes to {v} for the dentist|{n} is with {v}",
        chg3="{n} has registered with {v}|{n} moved {pos} family to {v}",
        idle="wish we could get into {v}",
        ask="are you still at {old}?",
        neg="no, we left {old}, it's {v} now",
        dist="does anyone know if {x} is taking NHS patients?|{x} charged my friend £90 for a filling|heard {x} is closing",
        remind="dentist at {v} at 3, leaving work early|{v} rang to move our appointment again",
        poll="does anyone have an NHS dentist taking new patients? desperate",
    ),
    zh=dict(
        state="我们的牙医在{v}|我们在{v}看牙",
        chg="我们转到{v}看牙了|在{v}登记了牙医",
        past="我们转到了{v}看牙",
        switch="不去{old}了，现在在{v}看牙",
        use="第一次去{v}检查，给孩子发贴纸，比{old}好",
        pres3="{n}现在在{v}看牙",
        chg3="{n}在{v}登记了",
        idle="要是能进{v}就好了",
        ask="你们还在{old}看牙吗？",
        neg="不去{old}了，现在是{v}",
        dist="有人知道{x}还收NHS病人吗？|听说{x}要关了",
        remind="下午三点在{v}看牙",
        poll="有人知道哪里有收新病人的NHS牙医吗？",
    ),
)

DIET = slot(
    "diet",
    False,
    True,
    "vegetarian|vegan|pescatarian|dairy-free|gluten-free|flexitarian|keto",
    None,
    "current=What diet does {n} follow now?|historical=What diet did {n} follow before?|as_of=What diet does {n} follow?|planning=What diet is {n} planning to try?",
    "current={n}现在吃什么饮食？",
    en=dict(
        state="I'm {v}|I've been {v} for years",
        chg="I've gone {v}|I'm {v} now, officially|I've switched to being {v}",
        past="I went {v}|I became {v}",
        switch="I've stopped being {old}, I'm {v} now",
        use="first {v} Christmas for me, nut roast it is|reading every label now I'm {v}, it takes forever at the shops|made a {v} lasagne for the bake sale and nobody noticed, since going {v} I'm cooking way more",
        pres3="{n} is {v} now",
        chg3="{n} has gone {v}|{n} is {v} now apparently",
        plan="I'm thinking of going {v}|I might try going {v} in the new year",
        drop="I decided not to go {v} in the end",
        idle="sometimes I think I should go {v}",
        ask="are you still {old}?",
        neg="no, not {old} any more, I'm {v}",
        dist="my cousin has gone {x}, Christmas is going to be interesting|is the school dinner {x} option any good?|could never be {x}, I love cheese too much|article in the paper saying {x} is the new trend",
        remind="any {v} ideas for packed lunches? running out|the {v} sausages at the summer fair were great",
        poll="does anyone have a good veggie chilli recipe? need one for Friday",
    ),
    zh={},
    en_only=True,
)

LANGUAGE = slot(
    "learning_language",
    False,
    True,
    "Spanish|French|Italian|Mandarin|Portuguese|Japanese|German|Welsh|Greek",
    "西班牙语|法语|日语|意大利语|德语|韩语",
    "current=Which language is {n} learning now?|historical=Which language was {n} learning before?|as_of=Which language is {n} learning?|planning=Which language is {n} planning to learn?",
    "current={n}现在在学什么语言？|historical={n}以前在学什么语言？|as_of={n}在学什么语言？|planning={n}打算学什么语言？",
    en=dict(
        state="I'm learning {v} on Duolingo|I've been doing {v} evening classes",
        chg="I've started learning {v}|I've switched to {v} on Duolingo|I'm doing {v} now instead",
        past="I started learning {v}|I switched to learning {v}",
        switch="I've given up on {old}, I'm learning {v} now",
        use="150-day streak in {v} on Duolingo!|my {v} teacher says my accent is awful 😂|my {v} is already better than my {old} ever was, which says a lot",
        pres3="{n} is learning {v} now",
        chg3="{n} has started learning {v}",
        plan="I'm thinking of doing a {v} evening class|I'm going to start {v} before our holiday",
        drop="I'm not doing {v} after all, no time",
        idle="I'd love to learn {v} properly one day",
        ask="still doing {old}?",
        neg="no, I gave up {old}, it's {v} now",
        dist="the library has free {x} conversation sessions|{x} is apparently the hardest for English speakers|the Year 5s are doing {x} this term",
        remind="{v} homework done, and it's not even the kids'|the Duolingo owl is shouting at me about {v} again",
        poll="is anyone learning a language? need a study buddy",
    ),
    zh=dict(
        state="我在学{v}|我在Duolingo上学{v}",
        chg="我开始学{v}了|我改学{v}了",
        past="我开始学{v}",
        switch="{old}不学了，改学{v}",
        use="Duolingo上{v}已经连续100天了|我的{v}老师说我口音很重|我的{v}已经比以前的{old}好了",
        pres3="{n}现在在学{v}",
        chg3="{n}开始学{v}了",
        plan="想报个{v}班|打算暑假前开始学{v}",
        drop="{v}班不报了，没时间",
        idle="以后想学{v}",
        ask="你还在学{old}吗？",
        neg="没学{old}了，现在学{v}",
        dist="图书馆有免费的{x}角|听说{x}最难学",
        remind="今天{v}作业写完了",
        poll="有人在学外语吗？想找个学习伙伴",
    ),
)

# ---------------------------------------------------------------------------------------------
# Multi-valued slots (values coexist).  Keys: has, has2 ({v} and {x}), add (alongside {old}),
# past (full clause, for late news), use (shown by use), remove, add3 ({n}), plan, drop, idle,
# dist, remind, poll.
# ---------------------------------------------------------------------------------------------

PETS = slot(
    "pets",
    True,
    True,
    "cat|dog|rabbit|guinea pig|tortoise|hamster|budgie|bearded dragon",
    "猫|狗|兔子|仓鼠|乌龟|鹦鹉|金鱼",
    "coexisting=Which pets does {n} have now?|historical=Which pet did {n} use to have?",
    "coexisting={n}家现在养了什么宠物？|historical={n}家以前养过什么宠物？",
    en=dict(
        has="we've got a {v}|we have a {v}, the boss of the house|our {v} rules the roost",
        has2="we've got a {v} and a {x}|it's us, a {v} and a {x}, total chaos",
        add="we've got a {v} as well now, the {old} is NOT impressed|we've added a {v} to the family, so that's the {old} and a {v}|we got a {v}! the {old} is sulking",
        past="we got a {v}|we adopted a {v} from the rescue centre",
        use="the new {v} has chewed through the phone charger, the {old} just watched|trying to keep the {v} away from the {old}'s food bowl, new pet life",
        remove="we had to rehome the {v}, so sad|our {v} died at the weekend, the kids are heartbroken",
        add3="{n} has got a {v} too now|{n}'s family adopted a {v}",
        plan="we're thinking of getting a {v}|we're on a waiting list for a {v}",
        drop="we're not getting a {v} in the end, too much with work|we've decided against the {v}",
        idle="one day we'll get a {v}, when the kids are older",
        dist="anyone want a {x}? my neighbour's moving abroad|there was a {x} loose on the school field this morning|saw a {x} on the Norwich lost pets page, is it anyone's?|is a {x} a good first pet?",
        remind="the {v} got out again, chased it round the garden in my dressing gown|vet bills for the {v} are ridiculous",
        poll="who has pets? the class wants to do a show and tell",
    ),
    zh=dict(
        has="我们家有一只{v}|家里养了一只{v}",
        has2="我们家有一只{v}和一只{x}",
        add="我们又养了一只{v}，{old}很不高兴|家里又添了一只{v}，现在有{old}和{v}了",
        past="我们又养了一只{v}",
        use="新来的{v}把充电线咬断了，{old}在旁边看着|{v}老抢{old}的饭",
        remove="{v}送人了，孩子们很难过|我们的{v}走了，孩子哭了一晚上",
        add3="{n}家又养了一只{v}",
        plan="我们在考虑养一只{v}",
        drop="{v}不养了，太忙",
        idle="以后孩子大了再养{v}",
        dist="有人要{x}吗？邻居要搬家|学校操场上有只{x}跑来跑去",
        remind="{v}又跑出去了，找了半天",
        poll="谁家有宠物？班上要做展示",
    ),
)

INSTRUMENTS = slot(
    "instruments",
    True,
    True,
    "piano|ukulele|violin|guitar|cello|drums|flute|saxophone|trumpet",
    "钢琴|尤克里里|小提琴|吉他|大提琴|古筝|二胡|长笛",
    "coexisting=Which instruments does {n} play now?|historical=Which instrument did {n} use to play?",
    "coexisting={n}现在在学什么乐器？|historical={n}以前学过什么乐器？",
    en=dict(
        has="I play the {v}, badly|I'm learning the {v}",
        has2="I play the {v} and a bit of {x}",
        add="I've started the {v} as well, still doing the {old} too|I've picked up the {v} alongside the {old}",
        past="I started learning the {v}",
        use="my first {v} lesson was hilarious, fingers are sore|practising the {v} after bedtime, the neighbours must hate me, at least the {old} is quieter",
        remove="I've given up the {v}, no time|the {v} has gone back in the loft, I'm done with it",
        add3="{n} is learning the {v} now too|{n} has taken up the {v}",
        plan="I'm thinking of taking up the {v}|I might start the {v} in September",
        drop="I'm not doing the {v} after all",
        idle="I always wanted to play the {v}",
        dist="the music service is offering {x} lessons in school|anyone selling a second-hand {x}?|saw a kid busking on the {x} on Gentleman's Walk, amazing",
        remind="{v} practice done, my wrists hurt|played the {v} at the church fete and nobody left",
        poll="does anyone play anything? the school wants parent musicians for the carol concert",
    ),
    zh=dict(
        has="我在学{v}|我会弹一点{v}",
        has2="我在学{v}和{x}",
        add="我又开始学{v}了，{old}也还在学|除了{old}，我又报了{v}",
        past="我开始学{v}",
        use="第一节{v}课，手指好疼|晚上练{v}，邻居肯定烦死了，{old}还安静点",
        remove="{v}不学了，没时间",
        add3="{n}也开始学{v}了",
        plan="想学{v}",
        drop="{v}不学了，算了",
        idle="一直想学{v}",
        dist="学校有{x}课|有人卖二手{x}吗？",
        remind="今天{v}练完了",
        poll="有人会乐器吗？圣诞音乐会要家长表演",
    ),
)

CLUBS = slot(
    "clubs",
    True,
    True,
    "parkrun|Wensum Singers|Tombland Book Club|Yare Valley Runners|Knit & Natter|Mousehold Allotment Society|Norwich Pottery Studio|Thursday netball",
    "羽毛球俱乐部|合唱团|读书会|太极班|陶艺班|中文学校志愿者",
    "coexisting=Which clubs is {n} part of now?|historical=Which club did {n} use to go to?",
    "coexisting={n}现在参加哪些俱乐部？|historical={n}以前参加过什么俱乐部？",
    en=dict(
        has="I go to {v} most weeks|I've been doing {v} for a while",
        has2="I do {v} and {x}, that's my social life",
        add="I've joined {v} as well, still doing {old} too|I signed up for {v} on top of {old}, what am I doing",
        past="I joined {v}",
        use="first session at {v} last night, everyone was so friendly|{v} tonight so I'll be late to the class social, {old} tomorrow, busy week",
        remove="I've quit {v}, couldn't keep up|I've stopped going to {v}",
        add3="{n} has joined {v} too|{n} signed up for {v}",
        plan="I'm thinking of joining {v}",
        drop="I'm not joining {v} after all",
        idle="I keep meaning to try {v}",
        dist="{x} are looking for new members if anyone fancies it|there's a poster in the library for {x}|my neighbour runs {x}, she never shuts up about it",
        remind="missed {v} this week, little one had a temperature|{v} was brilliant this week",
        poll="what does everyone do for themselves? I need a hobby that isn't laundry",
    ),
    zh=dict(
        has="我每周去{v}|我参加了{v}",
        has2="我参加了{v}和{x}",
        add="我又参加了{v}，{old}也还在去|除了{old}，我又报了{v}",
        past="我参加了{v}",
        use="昨晚第一次去{v}，大家都很热情|今晚去{v}，明天还有{old}，好忙",
        remove="{v}不去了，太忙",
        add3="{n}也参加了{v}",
        plan="想参加{v}",
        drop="{v}不参加了",
        idle="一直想去{v}看看",
        dist="{x}在招新成员|图书馆有{x}的海报",
        remind="这周{v}没去成",
        poll="大家平时有什么爱好？",
    ),
)

SLOTS = (HOME, EMPLOYER, CAR, CARRIER, ENERGY, GYM, SHOP, DENTIST, DIET, LANGUAGE, PETS,
         INSTRUMENTS, CLUBS)  # fmt: skip

# ---------------------------------------------------------------------------------------------
# People, wrappers and everyday chat.
# ---------------------------------------------------------------------------------------------

NAMES_EN = (("Sarah", "f"), ("Dan", "m"), ("Priya", "f"), ("Tom", "m"), ("Gemma", "f"),
            ("Kieran", "m"), ("Aisha", "f"), ("Rob", "m"), ("Hannah", "f"), ("Marcus", "m"),
            ("Zoe", "f"), ("Olu", "m"), ("Becky", "f"), ("Stuart", "m"), ("Niamh", "f"),
            ("Callum", "m"), ("Jade", "f"), ("Lewis", "m"))  # fmt: skip
NAMES_ZH = (("Jing", "f"), ("Fang", "f"), ("Hui", "f"), ("Lei", "m"), ("Min", "f"),
            ("Xiaoyu", "f"), ("Wei", "m"), ("Ying", "f"))  # fmt: skip
KIDS = ("Poppy", "Ollie", "Freddie", "Isla", "Alfie", "Maisie", "Jack", "Evie", "Noah", "Ruby",
        "Leo", "Amelia", "Theo", "Ivy", "Harry", "Daisy", "Ethan", "Chloe", "Lucas", "Mia",
        "Arlo", "Rosie")  # fmt: skip

W_EN = dict(
    direct="{Chg}!|Quick update: {chg}.|Not sure if I said, but {chg}.|Just so you all know, {chg} 🙂|{Chg}, so that's new.",
    switch="{Switch}!|Big news in our house: {switch}.|{Switch}, should have done it years ago.",
    use="{Use}.|{Use} 😂|Honestly, {use}.",
    late="Forgot to mention, {past} back in {month}!|Meant to say ages ago: {past} in {month}.|Totally forgot to tell you all, {past} in {month}, feels like forever now.",
    third="Did you hear? {chg3}.|{Chg3}, {pro} told me at pickup.|Apparently {chg3}! Good for {obj}.",
    intro="Has anyone seen {n} lately?|Bumped into {n} at the gates this morning.|{n} was at the cake sale earlier, looking very pleased with life.",
    pron="{Chg3}, apparently.|{Chg3}, {pro} was telling everyone.|Yes! {Chg3}, so that's exciting.",
    selfname="Announcement from {n}: {chg3} 🎉|Right, {chg3}. Yes I'm talking about myself in the third person, it's been a long week.|News from the {n} household: {chg3}.",
    plan="{Plan}.|Bit of news: {plan}.|{Plan}, will keep you posted.",
    done="It's done, {chg}!|Update on the thing I mentioned: {chg}.|Well, it happened: {chg}.",
    drop="{Drop}.|Update: {drop}.|Oh well, {drop}.",
    idle="{Idle}.|Random thought, {idle}.",
    state="{State}.|For what it's worth, {state}.|{State}, if that helps anyone.|Oh and {state}.",
    fix="Sorry, I meant {v}, not {w}! Tired brain.|*{v}, not {w}, autocorrect strikes again|Ignore me, {v}, not {w}. Need more coffee.",
    ask="{n}, {ask}|Random one {n}, {ask}",
    neg="{Neg}.|Ha, {neg}.|{Neg}, keep up 😂",
    dist="{Dist}.|{Dist} 🙄|Random, but {dist}.",
    remind="{Remind}.|{Remind} 🙃",
    scoped="{Scoped}, in case anyone was wondering.|{Scoped}. Complicated, I know.",
    sad="{Rm}.|{Rm} 😢|Sad news: {rm}.",
    poll="Random question: {poll}|{Poll}",
)
W_ZH = dict(
    direct="{chg}！|跟大家说一下，{chg}。|{chg}，哈哈。|更新一下：{chg}。",
    switch="{switch}！|我们家的大新闻：{switch}。",
    use="{use}。|{use}😂",
    late="忘了说，{month}的时候{past}。|一直忘了跟大家说，{past}，是{month}的事了。|对了，{month}{past}，忘了告诉大家。",
    third="听说{chg3}。|{chg3}，接孩子的时候{pro}跟我说的。|你们知道吗？{chg3}！",
    intro="最近有人见到{n}吗？|今天早上在校门口碰到{n}了。",
    pron="{chg3}，{pro}自己说的。|{chg3}，看起来挺开心的。",
    selfname="宣布一下：{chg3}🎉|{n}家的最新消息：{chg3}。",
    plan="{plan}。|跟大家说一下，{plan}，到时候再更新。",
    done="搞定了，{chg}！|之前说的那件事，{chg}。",
    drop="{drop}。|更新一下：{drop}。",
    idle="{idle}。|随便说说，{idle}。",
    state="{state}。|顺便说一下，{state}。",
    fix="不好意思打错了，是{v}，不是{w}。|更正：{v}，不是{w}，手机自动改错了。",
    ask="{n}，{ask}",
    neg="{neg}。|哈哈，{neg}。",
    dist="{dist}。|对了，{dist}。|{dist}，大家知道吗？",
    remind="{remind}。|{remind}🙃",
    scoped="{scoped}，有点复杂哈。",
    sad="{rm}。|{rm}😢|说个伤心事，{rm}。",
    poll="问一下，{poll}|{poll}",
)
W_EN_O = {k: opts(v) for k, v in W_EN.items()}
W_ZH_O = {k: opts(v) for k, v in W_ZH.items()}

GREET_EN = opts("Morning all!|Evening lovely people,|Hiya,|Hello hello!|Hi everyone,")
SMALL1_EN = opts(
    "what a week, {kid} has had the sniffles since Monday|sorry I've been quiet, work has been mad|hope everyone survived the sports day heat|finally got the World Book Day costume sorted, Gruffalo again|the washing machine flooded the kitchen on Sunday so that was fun"
)
SMALL2_EN = opts(
    "which has been a whole saga|and I still can't find half the mugs|so that's one thing off the list|honestly the paperwork alone|and I'm living on coffee"
)
SMALL3_EN = opts(
    "Does anyone know if library books are due back Thursday?|Also, has anyone got a spare glue stick for the project?|Is it still cakes for the fair this Friday?|Who's going to the class social?|Also, did the trip letter go home yesterday?"
)
GREET_ZH = opts("大家早上好！|晚上好，|哈喽，")
SMALL1_ZH = opts(
    "这周太忙了，{kid}周一开始一直感冒|不好意思最近没怎么说话，上班太忙|终于把读书日的服装搞定了"
)
SMALL2_ZH = opts("折腾死了|杯子到现在还没找到一半|总算少了一件事")
SMALL3_ZH = opts(
    "有人知道图书馆的书是周四还吗？|明天的手工作业谁有多的胶棒？|周五义卖还要带蛋糕吗？"
)

# Everyday chat: no state news.  {kid}/{kid2} children, {n2} another parent, {wd} a weekday,
# {item} a lost thing, {teacher} the class teacher.
FILLER_EN = opts(
    "Does anyone know if it's PE on {wd} this week? {kid} swears it's changed|Has anyone seen {item}? Went missing after swimming|Reminder: non-uniform day on {wd}, bring a pound for the charity|Thank you {n2} for picking {kid} up yesterday, you're a star|Is homework due {wd} or Monday? The sheet says both|{kid} came home with someone else's jumper again, it says {kid2} on the label|Who's bringing what for the class picnic?|Does anyone have a spare Year 3 reading folder? Ours has been eaten by the rain|Just a heads up, nits letter came home 😩|Anyone else's child come home starving even after school dinners?|Lovely assembly this morning, {kid} didn't stop talking about it|{teacher} said the trip money needs to be on ParentPay by {wd}|Is the after-school club on this {wd}? Heard it might be cancelled|Happy birthday {kid2}! 🎂|{kid} has a wobbly tooth and is milking it for all it's worth|Sorry to be that person, but has anyone got a costume we could borrow for {wd}?|Thanks for the invite {n2}, {kid} had the best time at the party|Does anyone know what time the gates open for the fair?|Anyone walking from the Co-op end tomorrow? {kid} wants to walk with {kid2}|Weather for sports day looks grim, fingers crossed|Who else is doing the sponsored walk? I've signed us up, help|Is the school photo on {wd}? I need to find a clean shirt|{kid} says they're doing the Romans now, please tell me there's no model to build|Lost: one small grey hoodie, very much loved|The road outside school is a car park again, someone's going to get hurt|Thank you {teacher}, the class card is signed, we've raised plenty for the gift|Is it me or is this half-term going really slowly?|Has anyone got the link for the parents' evening booking?|{kid} has decided they want to be a vet, last week it was a footballer|Anyone know if the library is open on {wd} afternoon?|Great to see so many of you at the quiz night, we came second to last 😂|Who's on the rota for the tuck shop next week?|Spelling test on {wd}, apparently it's all -tion words|{kid} learned a new song at school and has sung it 400 times since Saturday|What's everyone doing for the Christmas jumper day?|The snow! Is school actually closed or is that a rumour?|Can anyone recommend a tutor for maths? Just a bit of a boost|Bake sale was amazing, we made over £300!|Thanks everyone for the well-wishes, {kid} is back to school tomorrow|Does the class still need egg boxes for art? I've got loads|Please can everyone check their child's bag for a book called The Owl Who Was Afraid of the Dark|Anyone fancy a coffee after drop-off on {wd}?|Rain again. Wellies and spare socks it is|Who has {kid2}'s mum's number? Need to sort a playdate|Reading record signed, finally, only three weeks late|Swimming kit needs a name in everything, found that out the hard way|Parents' evening was really positive, {teacher} is brilliant with them|Sorry for the flurry of messages, wrong group!|The tooth fairy forgot. Again. Any excuses I haven't used?|Sports day results are in, the Blues won, {kid} is insufferable|Car park at the leisure centre is shut for swimming lessons, park on the road|Has the school sent anything about the new lunch menu?|{kid} got star of the week! Absolutely buzzing|Does anyone know a good children's hairdresser? {kid} has done a self-trim|Who's doing the Santa dash? We need one more for a team|Bring a named carrier bag on {wd} for the harvest donations|Thank you to whoever handed in {item}, you're a hero|Is anyone else's child obsessed with Pokémon cards again?|Just seen the class photos, {kid2}'s face is priceless|Anyone know what the Year 4 residential costs? Starting to save|{kid} has announced they need a Viking helmet by tomorrow. Of course|Loads of apples from the garden if anyone wants some, leaving a box by the gate|Is the breakfast club running in half-term?|Can someone remind me what the password is for the reading app?|Huge thanks to {n2} for organising the leavers' collection for {teacher}|Sorry {kid} was so hyper at the party, sugar rush|School pantomime tickets are on sale, the Year 6s are doing Aladdin|Mud kitchen day tomorrow, send old clothes!"
)
FILLER_ZH = opts(
    "有人知道这周体育课是周几吗？{kid}说改了|有人看到{item}吗？游泳之后不见了|提醒一下，周五不穿校服，带一镑捐款|谢谢{n2}昨天帮忙接{kid}，太感谢了|作业是周五交还是周一交？|{kid}又穿回来别人的毛衣，上面写着{kid2}|班级野餐大家带什么？|头虱通知又来了😩|今天早上的集会好可爱，{kid}回家一直在说|{teacher}说春游的钱要在ParentPay上交|生日快乐{kid2}！🎂|{kid}牙齿松了，天天拿来说事|谢谢{n2}的邀请，{kid}在派对上玩得超开心|运动会那天天气好像不太好|学校照相是周几？|下雪了！学校真的停课吗？|有人能推荐数学家教吗？|义卖太成功了，筹了三百多镑！|美术课还要鸡蛋盒吗？我家有很多|谁有{kid2}妈妈的电话？想约一起玩|家长会挺好的，{teacher}对孩子们很用心|不好意思，发错群了|又下雨了，雨靴和袜子都带上|游泳的东西都要写名字，吃过亏了|有人周三送完孩子一起喝咖啡吗？|{kid}得了本周之星！开心坏了|谁知道哪里有儿童理发店？{kid}自己剪了刘海|周{zwd}带个写名字的袋子，收割节捐赠用|谢谢捡到{item}的家长！|班级照片出来了，{kid2}的表情太好笑了|家里苹果太多了，放在门口一箱，谁要自己拿|半学期早餐俱乐部开吗？|阅读app的密码是什么来着？|明天玩泥巴，穿旧衣服！|学校圣诞剧的票开卖了"
)
FILLER_MIX = opts(
    "Made 饺子 with the kids for Chinese New Year, {n2} your recipe was perfect|加油 to everyone doing the sponsored walk tomorrow!|谢谢 {n2} for the lift, you saved me|{kid} learned to say 你好 from {kid2}, very proud|Red envelopes, 红包, for the Lunar New Year assembly, what do we put in them?"
)
QA_EN = (
    ("Is it PE on {wd} this week?", "Yes, {wd}, and they need trainers not plimsolls"),
    (
        "Does anyone know when the trip letter is due back?",
        "Friday I think, {teacher} said at the door",
    ),
    ("Who's got the spare key for the PTA cupboard?", "I think {n2} has it"),
    ("Are we doing a class present for {teacher}?", "Yes! I'll set up a collection, a fiver each?"),
    (
        "Is school open tomorrow with all this snow?",
        "Email just came through, it's open, two hour delay",
    ),
    ("Any idea what the homework project actually is?", "A model volcano apparently. Send help"),
    ("Does anyone have a spare book bag?", "We've got an old one, I'll bring it tomorrow"),
    ("What time is the nativity on {wd}?", "2pm, and they want the costumes by Monday"),
)
QA_ZH = (
    ("这周体育课是周几？", "周{zwd}，要穿运动鞋"),
    ("春游的回执什么时候交？", "好像是周五，{teacher}在门口说的"),
    ("明天下雪学校开门吗？", "刚收到邮件，开门，推迟两个小时"),
    ("有人有多的书包吗？", "我家有个旧的，明天带给你"),
)
ITEMS = opts(
    "a blue water bottle|a PE bag with a dinosaur on it|one black plimsoll|a reading folder|a purple cardigan|a lunchbox with a rocket on it|a small green coat"
)
TEACHERS = ("Mrs Pearce", "Mr Okafor", "Miss Lloyd", "Mrs Hadley")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday")
ZH_WD = "一二三四五"

SIT_SINGLE = ("direct", "switch", "use", "third", "pronoun", "selfname", "late", "planned",
              "negation", "long", "correction")  # fmt: skip
SIT_MULTI = ("direct", "use", "third", "pronoun", "selfname", "late", "long", "planned")


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    kid: str

    def pro(self, lang: str) -> str:
        if lang == ZH:
            return "她" if self.gender == "f" else "他"
        return "she" if self.gender == "f" else "he"

    def obj(self, lang: str) -> str:
        if lang == ZH:
            return self.pro(ZH)
        return "her" if self.gender == "f" else "him"

    def pos(self) -> str:
        return "her" if self.gender == "f" else "his"


@dataclass
class Rec:
    """One person's slot: every value held, planned or mentioned for them."""

    person: Person
    slot: SlotDef
    values: set[str] = field(default_factory=set)


def fill(template: str, kw: dict[str, str]) -> str:
    """Format with {key} and its capitalised twin {Key}."""
    full = dict(kw)
    full.update({k[:1].upper() + k[1:]: cap(v) for k, v in kw.items()})
    return template.format_map(full)


class Builder:
    """Collects episodes and probes for one seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 101)
        self.eps: list[dict[str, Any]] = []
        self.probes: list[dict[str, Any]] = []
        self.thread = 0
        self.seq = 0
        self.decks: dict[str, list[str]] = {}
        self.recs: dict[tuple[str, str], Rec] = {}
        self.people: list[Person] = []

    # -- text helpers ------------------------------------------------------------------------

    def month(self, day: int, lang: str) -> str:
        d = START_DT + timedelta(days=day)
        return f"{d.month}月" if lang == ZH else d.strftime("%B")

    def f(
        self, s: SlotDef, lang: str, key: str, who: Person, n: str | None = None, **kw: str
    ) -> str:
        """A slot fragment in `lang` about `who` (or `n`, e.g. a pronoun)."""
        t = self.rng.choice(s.frags(lang)[key])
        base = {"v": "", "old": "", "x": "", "n": n if n is not None else who.name,
                "pos": who.pos()}  # fmt: skip
        base.update(kw)
        return t.format_map(base)

    def w(self, lang: str, key: str, **kw: str) -> str:
        text = fill(self.rng.choice((W_ZH_O if lang == ZH else W_EN_O)[key]), kw)
        for a, b in (("?.", "?"), ("!.", "!"), ("?!", "?"), ("!!", "!"), ("..", "."), ("？。", "？"),
                     ("？，", "？"), ("！。", "！"), ("。。", "。"), ("?,", "?")):  # fmt: skip
            text = text.replace(a, b)
        return text

    def long(self, p: Person, clause: str) -> str:
        r = self.rng
        kid = p.kid
        if p.lang == ZH:
            return (f"{r.choice(GREET_ZH)}{r.choice(SMALL1_ZH).format(kid=kid)}。对了，{clause}，"
                    f"{r.choice(SMALL2_ZH)}。{r.choice(SMALL3_ZH)}")  # fmt: skip
        return (f"{r.choice(GREET_EN)} {r.choice(SMALL1_EN).format(kid=kid)}. Anyway, {clause}, "
                f"{r.choice(SMALL2_EN)}. {r.choice(SMALL3_EN)}")  # fmt: skip

    def convo(self, day: int, turns: list[tuple[Person, str]]) -> None:
        """One thread of the group chat: consecutive turns in a session of their own."""
        day = max(0, min(LAST_DAY, day))
        self.thread += 1
        session = f"kingfishers-{day:03d}-{self.thread:04d}"
        minute = self.rng.randint(20, 840)
        for who, text in turns:
            self.seq += 1
            self.eps.append({"day": day, "minute": minute, "speaker": who.name, "text": text,
                             "session": session, "language": who.lang, "_seq": self.seq})  # fmt: skip
            minute += self.rng.randint(1, 7)

    # -- choices -----------------------------------------------------------------------------

    def rec(self, p: Person, s: SlotDef) -> Rec:
        return self.recs.setdefault((p.name, s.key), Rec(p, s))

    def others(self, p: Person) -> list[Person]:
        return [q for q in self.people if q is not p]

    def reporters(self, p: Person, s: SlotDef) -> list[Person]:
        """Who can name p's values of s in their own language."""
        return [q for q in self.others(p)
                if q.lang == p.lang or (s.neutral and s.frags(q.lang))]  # fmt: skip

    def draw(self, kind: str, sits: tuple[str, ...], ok: Any) -> str:
        """Situations dealt from a shuffled deck, so each is used about equally often."""
        deck = self.decks.setdefault(kind, [])
        if not deck:
            deck.extend(self.rng.sample(sits, len(sits)))
        for i, sit in enumerate(deck):
            if ok(sit):
                return deck.pop(i)
        return "direct"

    def change_days(self, init: int, n: int, gap: int = 80) -> list[int]:
        for _ in range(300):
            days = sorted(self.rng.sample(range(init + 60, 700), n))
            if all(b - a >= gap for a, b in zip([init, *days], days, strict=False)):
                return days
        step = (700 - init) // (n + 1)
        return [init + step * (i + 1) for i in range(n)]

    def initial(self, p: Person, s: SlotDef, clause: str, day: int, pres3: str | None) -> None:
        """The first value, said in one of several ways."""
        style = self.rng.choice(("state", "state", "poll", "long", "selfname"))
        L = p.lang
        askers = [q for q in self.others(p) if s.frags(q.lang)]
        if style == "poll" and askers:
            a = self.rng.choice(askers)
            poll = self.f(s, a.lang, "poll", p)
            self.convo(day, [(a, self.w(a.lang, "poll", poll=poll)),
                             (p, self.w(L, "state", state=clause))])  # fmt: skip
        elif style == "long":
            self.convo(day, [(p, self.long(p, clause))])
        elif style == "selfname" and pres3:
            self.convo(day, [(p, self.w(L, "state", state=pres3))])
        else:
            self.convo(day, [(p, self.w(L, "state", state=clause))])

    def reported_by_other(
        self, p: Person, s: SlotDef, sit: str, day: int, key: str, **kw: str
    ) -> None:
        """A change told by another parent, by name or by pronoun after an intro."""
        r = self.rng.choice(self.reporters(p, s))
        if sit == "third":
            chg3 = self.f(s, r.lang, key, p, **kw)
            self.convo(day, [(r, self.w(r.lang, "third", chg3=chg3, pro=p.pro(r.lang),
                                        obj=p.obj(r.lang)))])  # fmt: skip
            return
        a = self.rng.choice([r, *self.others(p)])
        chg3 = self.f(s, r.lang, key, p, n=p.pro(r.lang), **kw)
        self.convo(day, [(a, self.w(a.lang, "intro", n=p.name)),
                         (r, self.w(r.lang, "pron", chg3=chg3, pro=p.pro(r.lang)))])  # fmt: skip

    def late_days(self, d: int, nxt: int) -> int:
        return d + self.rng.randint(14, max(14, min(45, nxt - d - 25)))

    # -- single-valued slots -----------------------------------------------------------------

    def single(self, p: Person, s: SlotDef) -> None:
        rng, L = self.rng, p.lang
        rec = self.rec(p, s)
        n_ch = rng.choice((1, 1, 2, 2, 2, 3))
        pool = s.pool(L)
        picks = rng.sample(pool, min(len(pool), n_ch + 6))
        tl, spare = picks[: n_ch + 1], picks[n_ch + 1 :]
        rec.values.update(tl)
        init = rng.randint(0, 70)
        self.initial(p, s, self.f(s, L, "state", p, v=tl[0]), init,
                     self.f(s, L, "pres3", p, v=tl[0]))  # fmt: skip
        days = self.change_days(init, n_ch)
        reported = [init]
        outdated: set[str] = set()
        abandoned: set[str] = set()
        for i, d in enumerate(days):
            nxt = days[i + 1] if i + 1 < len(days) else LAST_DAY + 60
            reported.append(self.single_change(p, s, tl[i], tl[i + 1], d, reported[-1], nxt,
                                               spare, outdated))  # fmt: skip
        outdated.update(tl[:-1])
        rec.values.update(outdated)
        last_rep = reported[-1]
        fr = s.frags(L)

        def say(day: int, key: str, **kw: str) -> None:
            self.convo(day, [(p, self.w(L, key, **{key: self.f(s, L, key, p, **kw)}))])

        if s.plans and spare and rng.random() < 0.3:  # a plan, later dropped
            x = spare.pop()
            a = rng.randint(init + 20, 640)
            say(a, "plan", v=x)
            say(a + rng.randint(15, 70), "drop", v=x)
            abandoned.add(x)
        if spare and "idle" in fr and rng.random() < 0.3:  # a thought that goes nowhere
            x = spare.pop()
            say(rng.randint(init + 10, 700), "idle", v=x)
            abandoned.add(x)
        open_plan = None
        if s.plans and spare and days[-1] < 620 and last_rep < 700 and rng.random() < 0.5:
            open_plan = spare.pop()
            say(rng.randint(max(last_rep + 15, 640), 715), "plan", v=open_plan)
        if "scoped" in fr and spare and last_rep < 715 and rng.random() < 0.3:
            x = spare.pop()
            rec.values.add(x)
            say(rng.randint(last_rep + 5, 728), "scoped", v=tl[-1], x=x)
        for _ in range(int(rng.random() < 0.55)):  # the same kind of value, not theirs
            if spare:
                x = spare.pop()
                rec.values.add(x)
                say(rng.randint(0, LAST_DAY), "dist", x=x)
        ends = [*days, LAST_DAY]
        for _ in range(int(rng.random() < 0.5)):
            i = rng.randrange(len(tl))
            lo, hi = reported[i] + 3, ends[i] - 3
            if hi > lo:
                say(rng.randint(lo, hi), "remind", v=tl[i])
        rec.values.update(abandoned)
        if open_plan:
            rec.values.add(open_plan)

        qs = s.q_zh if L == ZH else s.q_en
        base = {"subject": p.name, "slot": s.key, "values": rec.values,
                "abandoned": sorted(abandoned)}  # fmt: skip

        def probe(kind: str, gold: list[str], **more: Any) -> None:
            self.probes.append({**base, "kind": kind, "question": qs[kind].format(n=p.name),
                                "gold": gold, "outdated": [], **more})  # fmt: skip

        probe("current", [tl[-1]], outdated=sorted(outdated))
        probe("historical", tl[:-1])
        spans = [(i, reported[i] + 5, days[i] - 5) for i in range(len(days))]
        spans = [sp for sp in spans if sp[2] - sp[1] >= 6]
        if spans:
            i, lo, hi = rng.choice(spans)
            probe("as_of", [tl[i]], as_of_day=rng.randint(lo, hi))
        if open_plan:
            probe("planning", [open_plan])

    def single_change(
        self,
        p: Person,
        s: SlotDef,
        old: str,
        v: str,
        d: int,
        prev_rep: int,
        nxt: int,
        spare: list[str],
        outdated: set[str],
    ) -> int:
        """One change of a single-valued slot; returns the day it was first told."""
        rng, L = self.rng, p.lang

        def ok(sit: str) -> bool:
            if sit in ("third", "pronoun", "negation"):
                return bool(self.reporters(p, s))
            if sit == "late":
                return nxt - d >= 70 and d + 45 <= 725
            if sit == "planned":
                return s.plans and d - prev_rep >= 45
            if sit == "correction":
                return bool(spare)
            return True

        sit = self.draw("single", SIT_SINGLE, ok)

        def fr(key: str, **kw: str) -> str:
            return self.f(s, L, key, p, **{"v": v, "old": old, **kw})

        one = self.convo
        if sit == "switch":
            one(d, [(p, self.w(L, "switch", switch=fr("switch")))])
        elif sit == "use":
            one(d, [(p, self.w(L, "use", use=fr("use")))])
        elif sit in ("third", "pronoun"):
            self.reported_by_other(p, s, sit, d, "chg3", v=v, old=old)
        elif sit == "selfname":
            one(d, [(p, self.w(L, "selfname", chg3=fr("chg3"), n=p.name))])
        elif sit == "late":
            rep = self.late_days(d, nxt)
            one(rep, [(p, self.w(L, "late", past=fr("past"), month=self.month(d, L)))])
            return rep
        elif sit == "planned":
            pd = rng.randint(max(prev_rep + 10, d - 70), d - 15)
            one(pd, [(p, self.w(L, "plan", plan=fr("plan")))])
            one(d, [(p, self.w(L, "done", chg=fr("chg")))])
        elif sit == "negation":
            a = rng.choice(self.reporters(p, s))
            ask = self.f(s, a.lang, "ask", p, old=old)
            one(d, [(a, self.w(a.lang, "ask", n=p.name, ask=ask)),
                    (p, self.w(L, "neg", neg=fr("neg")))])  # fmt: skip
        elif sit == "long":
            one(d, [(p, self.long(p, fr("chg")))])
        elif sit == "correction":
            wrong = spare.pop()
            outdated.add(wrong)
            one(d, [(p, self.w(L, "direct", chg=fr("chg", v=wrong))),
                    (p, self.w(L, "fix", v=v, w=wrong))])  # fmt: skip
        else:
            one(d, [(p, self.w(L, "direct", chg=fr("chg")))])
        return d

    # -- multi-valued slots ------------------------------------------------------------------

    def multi(self, p: Person, s: SlotDef) -> None:
        rng, L = self.rng, p.lang
        rec = self.rec(p, s)
        n_ch = rng.choice((1, 1, 2, 2, 3))
        pool = s.pool(L)
        picks = rng.sample(pool, min(len(pool), n_ch + 5))
        init = rng.randint(0, 90)
        cur = [picks.pop(0)]
        if rng.random() < 0.3:
            cur.append(picks.pop(0))
            clause = self.f(s, L, "has2", p, v=cur[0], x=cur[1])
        else:
            clause = self.f(s, L, "has", p, v=cur[0])
        self.initial(p, s, clause, init, None)
        spans = {v: [init, LAST_DAY] for v in cur}
        days = self.change_days(init, n_ch, gap=70)
        removed: list[str] = []
        prev_rep = init
        for i, d in enumerate(days):
            nxt = days[i + 1] if i + 1 < len(days) else LAST_DAY + 60
            last = i == n_ch - 1
            if (
                len(cur) >= 2
                and not removed
                and rng.random() < 0.35
                and not (last and len(cur) == 2)
            ):
                r = rng.choice(cur)
                cur.remove(r)
                removed.append(r)
                spans[r][1] = d
                text = self.f(s, L, "remove", p, v=r)
                self.convo(d, [(p, self.w(L, "sad", rm=text))])
                prev_rep = d
                continue
            v = picks.pop(0)
            prev_rep = self.multi_add(p, s, v, rng.choice(cur), d, prev_rep, nxt)
            spans[v] = [prev_rep, LAST_DAY]
            cur.append(v)
        rec.values.update(spans)
        abandoned: set[str] = set()

        def say(day: int, key: str, **kw: str) -> None:
            self.convo(day, [(p, self.w(L, key, **{key: self.f(s, L, key, p, **kw)}))])

        if picks and rng.random() < 0.25:
            x = picks.pop()
            a = rng.randint(init + 20, 640)
            say(a, "plan", v=x)
            say(a + rng.randint(15, 70), "drop", v=x)
            abandoned.add(x)
        if picks and rng.random() < 0.25:
            x = picks.pop()
            say(rng.randint(init + 10, 700), "idle", v=x)
            abandoned.add(x)
        open_plan = None
        if picks and days[-1] < 630 and prev_rep < 690 and rng.random() < 0.3:
            open_plan = picks.pop()
            say(rng.randint(max(prev_rep + 15, 650), 718), "plan", v=open_plan)
        for _ in range(int(rng.random() < 0.55)):
            if picks:
                x = picks.pop()
                rec.values.add(x)
                say(rng.randint(0, LAST_DAY), "dist", x=x)
        for _ in range(int(rng.random() < 0.5)):
            v = rng.choice(sorted(spans))
            lo, hi = spans[v][0] + 3, spans[v][1] - 3
            if hi > lo:
                say(rng.randint(lo, hi), "remind", v=v)
        rec.values.update(abandoned)
        if open_plan:
            rec.values.add(open_plan)
        qs = s.q_zh if L == ZH else s.q_en
        base = {"subject": p.name, "slot": s.key, "values": rec.values,
                "abandoned": sorted(abandoned)}  # fmt: skip
        self.probes.append({**base, "kind": "coexisting", "question": qs["coexisting"].format(n=p.name),
                            "gold": list(cur), "outdated": sorted(removed)})  # fmt: skip
        if removed:
            self.probes.append({**base, "kind": "historical", "question": qs["historical"].format(n=p.name),
                                "gold": list(removed), "outdated": []})  # fmt: skip
        if open_plan:
            q = {"pets": "Which pet is {n} thinking of getting?",
                 "instruments": "Which instrument is {n} thinking of taking up?",
                 "clubs": "Which club is {n} thinking of joining?"}[s.key]  # fmt: skip
            if L == ZH:
                q = {"pets": "{n}家打算养什么宠物？", "instruments": "{n}打算学什么乐器？",
                     "clubs": "{n}打算参加什么俱乐部？"}[s.key]  # fmt: skip
            self.probes.append({**base, "kind": "planning", "question": q.format(n=p.name),
                                "gold": [open_plan], "outdated": []})  # fmt: skip

    def multi_add(
        self, p: Person, s: SlotDef, v: str, old: str, d: int, prev_rep: int, nxt: int
    ) -> int:
        """A value added alongside the others; returns the day it was first told."""
        rng, L = self.rng, p.lang

        def ok(sit: str) -> bool:
            if sit in ("third", "pronoun"):
                return bool(self.reporters(p, s))
            if sit == "late":
                return nxt - d >= 70 and d + 45 <= 725
            if sit == "planned":
                return d - prev_rep >= 45
            return True

        sit = self.draw("multi", SIT_MULTI, ok)

        def fr(key: str, **kw: str) -> str:
            return self.f(s, L, key, p, **{"v": v, "old": old, **kw})

        one = self.convo
        if sit == "use":
            one(d, [(p, self.w(L, "use", use=fr("use")))])
        elif sit in ("third", "pronoun"):
            self.reported_by_other(p, s, sit, d, "add3", v=v)
        elif sit == "selfname":
            one(d, [(p, self.w(L, "selfname", chg3=fr("add3"), n=p.name))])
        elif sit == "late":
            rep = self.late_days(d, nxt)
            one(rep, [(p, self.w(L, "late", past=fr("past"), month=self.month(d, L)))])
            return rep
        elif sit == "planned":
            one(
                rng.randint(max(prev_rep + 10, d - 70), d - 15),
                [(p, self.w(L, "plan", plan=fr("plan")))],
            )
            one(d, [(p, self.w(L, "done", chg=fr("add")))])
        elif sit == "long":
            one(d, [(p, self.long(p, fr("add")))])
        else:
            one(d, [(p, self.w(L, "direct", chg=fr("add")))])
        return d

    # -- chat without state news ---------------------------------------------------------------

    def distractors(self, n: int) -> None:
        """Values named by anyone in passing: adverts, news, questions, other people's things."""
        rng = self.rng
        for _ in range(n):
            p = rng.choice(self.people)
            s = rng.choice([s for s in SLOTS if s.frags(p.lang)])
            rec = self.recs.get((p.name, s.key))
            pool = [x for x in s.pool(p.lang) if not rec or x not in rec.values]
            if not pool:
                continue
            x = rng.choice(pool)
            if rec:
                rec.values.add(x)
            dist = self.f(s, p.lang, "dist", p, x=x)
            self.convo(rng.randint(0, LAST_DAY), [(p, self.w(p.lang, "dist", dist=dist))])

    def filler_kw(self, p: Person) -> dict[str, str]:
        rng = self.rng
        other = rng.choice(self.others(p))
        kids = [q.kid for q in self.others(p)]
        return {"kid": p.kid, "kid2": rng.choice(kids), "n2": other.name,
                "wd": rng.choice(WEEKDAYS), "item": rng.choice(ITEMS),
                "teacher": rng.choice(TEACHERS), "zwd": rng.choice(ZH_WD)}  # fmt: skip

    def fillers(self, target: int) -> None:
        rng = self.rng
        en = [q for q in self.people if q.lang == EN]
        while len(self.eps) < target:
            day = rng.randint(0, LAST_DAY)
            p = rng.choice(self.people)
            roll = rng.random()
            if roll < 0.2:
                a = rng.choice(self.others(p))
                qa = QA_ZH if p.lang == ZH else QA_EN
                q, ans = rng.choice(qa)
                kw = self.filler_kw(p)
                self.convo(day, [(p, q.format(**kw)), (a, self.answer(a, ans, kw))])
            elif roll < 0.27 and en:
                p = rng.choice(en)
                self.convo(day, [(p, rng.choice(FILLER_MIX).format(**self.filler_kw(p)))])
            else:
                lines = FILLER_ZH if p.lang == ZH else FILLER_EN
                self.convo(day, [(p, rng.choice(lines).format(**self.filler_kw(p)))])

    def answer(self, a: Person, ans: str, kw: dict[str, str]) -> str:
        """The reply to a question, in the answerer's language where it differs."""
        if a.lang == ZH and not any("\u4e00" <= c <= "\u9fff" for c in ans):
            return self.rng.choice(("我也不知道，问问老师？", "好像是的", "同问！", "我记得是周五"))
        if a.lang == EN and any("\u4e00" <= c <= "\u9fff" for c in ans):
            return self.rng.choice(("No idea, sorry!", "I think so, yes", "Same question here!"))
        return ans.format(**kw)


def generate(seed: int) -> dict[str, Any]:
    """The world for `seed`: start time, episodes (time-ordered) and probes (see module doc)."""
    b = Builder(seed)
    rng = b.rng
    n_people = rng.randint(10, 14)
    n_zh = max(2, round(n_people / 4) + rng.choice((-1, 0, 0, 1)))
    names = rng.sample(NAMES_EN, n_people - n_zh) + rng.sample(NAMES_ZH, n_zh)
    rng.shuffle(names)
    kids = rng.sample(KIDS, n_people)
    b.people = [Person(n, g, ZH if (n, g) in NAMES_ZH else EN, k)
                for (n, g), k in zip(names, kids, strict=True)]  # fmt: skip
    for p in b.people:
        usable = [s for s in SLOTS if s.frags(p.lang)]
        for s in rng.sample(usable, rng.choice((4, 4, 5, 5, 6, 7))):
            if s.multi:
                b.multi(p, s)
            else:
                b.single(p, s)
    b.distractors(rng.randint(12, 20))
    b.fillers(rng.randint(690, 790))
    # Fewer history questions where there are too many probes; every current one stays.
    target = rng.randint(110, 138)
    optional = [i for i, pr in enumerate(b.probes) if pr["kind"] in ("historical", "as_of")]
    rng.shuffle(optional)
    drop = set(optional[: max(0, len(b.probes) - target)])
    probes = []
    for i, pr in enumerate(b.probes):
        if i in drop:
            continue
        pr = dict(pr)
        pr["values"] = sorted(pr["values"] | set(pr["gold"]) | set(pr["outdated"]))
        probes.append(pr)
    eps = sorted(b.eps, key=lambda e: (e["day"], e["minute"], e["_seq"]))
    episodes = [{k: v for k, v in e.items() if k != "_seq"} for e in eps]
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": episodes,
            "probes": probes}  # fmt: skip


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    errs = []
    texts = [e["text"] for e in world["episodes"]]
    for e in world["episodes"]:
        if not (0 <= e["day"] <= LAST_DAY) or e["language"] not in (EN, ZH):
            errs.append(f"bad episode {e}")
        if not e["text"] or not e["speaker"] or not e["session"] or "{" in e["text"]:
            errs.append(f"bad episode text {e}")
        if e["language"] == ZH and not any("\u4e00" <= c <= "\u9fff" for c in e["text"]):
            errs.append(f"zh episode without Chinese: {e['text']}")
    days = [(e["day"], e["minute"]) for e in world["episodes"]]
    if days != sorted(days):
        errs.append("episodes out of order")
    for pr in world["probes"]:
        if pr["kind"] not in KINDS or not pr["gold"] or not pr["question"] or "{" in pr["question"]:
            errs.append(f"bad probe {pr}")
        values = set(pr["values"])
        for g in pr["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"gold {g!r} never said ({pr['subject']}/{pr['slot']})")
        if not set(pr["gold"]) <= values or not set(pr["abandoned"]) <= values:
            errs.append(f"values incomplete {pr['subject']}/{pr['slot']}")
        if set(pr["gold"]) & (set(pr["outdated"]) | set(pr["abandoned"])):
            errs.append(f"gold also outdated/abandoned {pr['subject']}/{pr['slot']}")
        if (pr["kind"] == "as_of") != ("as_of_day" in pr):
            errs.append(f"as_of_day mismatch {pr['subject']}/{pr['slot']}")
    return errs


def main() -> int:
    from collections import Counter

    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        assert world == generate(seed), "not deterministic"
        errs = validate(world)
        bad += len(errs)
        for e in errs[:10]:
            print("  ERROR", e)
        people = {pr["subject"] for pr in world["probes"]}
        langs = Counter(e["language"] for e in world["episodes"])
        kinds = Counter(pr["kind"] for pr in world["probes"])
        print(f"seed {seed}: {len(world['episodes'])} episodes ({dict(langs)}), "
              f"{len(world['probes'])} probes {dict(kinds)}, {len(people)} people, "
              f"{len(errs)} problems")  # fmt: skip
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
