"""Blind text world ``blind_aa``: a Newcastle bouldering wall's Tuesday-night group chat.

The regulars of "the Foundry" (a bouldering wall), their housemates and partners chat for
two years in one group chat: mostly beta, sore fingers, Metro delays and pub plans, and now
and then a piece of news about where somebody lives, where they work, what they climb in,
which network their phone is on, what they eat, who they bank with, which pets and
instruments they have, and so on.  ``generate(seed)`` invents 10 to 14 people, each with
4 to 7 state slots whose values change 1 to 3 times, and writes the chat: changes said
straight out or only shown by use, reported by somebody else (by name or by pronoun),
told weeks late, planned and done, planned and dropped, negated, corrected, scoped, and
coexisting; with distractors naming the same kind of value without it being anyone's state.
About a quarter of the writers write in simplified Chinese.

The probes carry the ground truth (current, historical, as_of, planning, coexisting) with the
outdated, abandoned and merely mentioned values.  Standard library only; deterministic.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

GENERATOR = "blind_aa"
START = "2023-09-05T00:00:00+00:00"  # a Tuesday
START_DT = datetime(2023, 9, 5, tzinfo=UTC)
LAST_DAY = 728
EN = "en"
ZH = "zh"
KINDS = ("current", "historical", "as_of", "coexisting", "planning")

MONTHS_EN = ("January", "February", "March", "April", "May", "June", "July", "August",
             "September", "October", "November", "December")  # fmt: skip

# (name, gender) -- English writers and Chinese writers.
EN_PEOPLE = (
    ("Kirsty", "f"), ("Dean", "m"), ("Shona", "f"), ("Gav", "m"), ("Lauren", "f"),
    ("Craig", "m"), ("Jess", "f"), ("Stevie", "m"), ("Aoife", "f"), ("Rob", "m"),
    ("Mags", "f"), ("Tariq", "m"), ("Hollie", "f"), ("Ewan", "m"), ("Bex", "f"),
    ("Declan", "m"), ("Nell", "f"), ("Callum", "m"),
)  # fmt: skip
ZH_PEOPLE = (
    ("Xiaoyu", "f"), ("Haoran", "m"), ("Jiahui", "f"), ("Zhiwei", "m"), ("Mengyao", "f"),
    ("Yifan", "m"), ("Ruoxi", "f"), ("Zihan", "m"),
)  # fmt: skip
PRONOUN = {EN: {"f": "she", "m": "he"}, ZH: {"f": "她", "m": "他"}}


def parse_frags(block: str) -> dict[str, dict[str, tuple[str, ...]]]:
    """Lines ``lang.key: alt | alt | ...`` into {lang: {key: alternatives}}."""
    out: dict[str, dict[str, tuple[str, ...]]] = {EN: {}, ZH: {}}
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        head, _, body = line.partition(":")
        lang, key = head.strip().split(".")
        alts = tuple(a.strip() for a in body.split("|") if a.strip())
        out[lang][key] = out[lang].get(key, ()) + alts
    return out


def fill(template: str, **kw: str) -> str:
    """Replace ``{name}`` placeholders (unknown ones are an error)."""

    def rep(m: re.Match[str]) -> str:
        return kw[m.group(1)]

    return re.sub(r"\{(\w+)\}", rep, template)


def cap(text: str) -> str:
    """Sentence case, except where the line opens with a value spelt in lower case."""
    if not text[:1].isascii() or text.startswith(LOWER_VALUES):
        return text
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class SlotDef:
    """One kind of personal state: its values per language and its phrase fragments."""

    key: str
    multi: bool
    plans: bool
    pool: dict[str, tuple[str, ...]]
    frags: dict[str, dict[str, tuple[str, ...]]]

    def values_for(self, lang: str) -> tuple[str, ...]:
        return self.pool.get(lang) or self.pool[EN]

    def has(self, lang: str, key: str) -> bool:
        return bool(self.frags[lang].get(key))


def slot(key: str, multi: bool, plans: bool, en: str, zh: str, block: str) -> SlotDef:
    pool = {EN: tuple(v.strip() for v in en.split("|"))}
    if zh:
        pool[ZH] = tuple(v.strip() for v in zh.split("|"))
    return SlotDef(key, multi, plans, pool, parse_frags(block))


# ---------------------------------------------------------------------------------------------
# Slots.  Single-valued keys: has (first-person present), new (first-person change),
# past (simple past, for late reports), third ({s} = a name or a pronoun), use (the value shown
# only by use), we (household), plan / drop (a plan and its dropping), ask / neg (a question
# about the old value and its negation), old (the old value mentioned without change),
# dist (the value named without being anyone's state), scoped ("{v} mostly, but {x} ...").
# Multi-valued keys: has, add, use2 ({v1} the first value), third, past, remove, dist.
# Questions: qc current, qh historical, qa as_of, qp planning, qx coexisting.
# ---------------------------------------------------------------------------------------------

HOME = slot(
    "home_area", False, True,
    "Heaton | Jesmond | Gosforth | Byker | Sandyford | Fenham | Shieldfield | Wallsend | Tynemouth | Whitley Bay | Gateshead | Low Fell | Benwell | Spital Tongues | Elswick | North Shields | Kenton | Forest Hall",
    "",
    """
en.has: I live in {v} | I'm renting a little terrace in {v} | home is {v} for now | I've got a top-floor flat in {v}, no lift, great for the calves
en.new: I've moved to {v} | got the keys to a place in {v} today, officially moved | I'm a {v} resident as of this weekend | moved into the new flat in {v}, boxes everywhere
en.past: I moved to {v} | I moved out to {v} | I got a flat in {v}
en.third: {s} has moved to {v} | {s}'s living in {v} now | {s} just got the keys to a flat in {v}
en.use: walked home to {v} from the wall in that rain and regretted every step | anyone heading my way after? I'm in {v} now so it's on your route | the new neighbours in {v} had a party till 3am on a Monday, I'm broken | found the best chippy in {v}, three minutes from my new front door
en.we: we've moved to {v}! | we finally got the keys to the place in {v} | we're in {v} now, come round once we've found the kettle
en.plan: I'm thinking of moving to {v} when my lease is up | been looking at flats in {v} | might try and get a place in {v} next year
en.drop: not moving to {v} after all, the landlord wanted a kidney | scrapped the {v} idea, staying put | forget {v}, the rents are silly
en.ask: are you still in {old}? | you still living in {old}? | is it still {old} for you these days?
en.neg: no, not {old} any more, I'm in {v} now | nope, left {old} a while back, it's {v} these days | not {old}, I moved to {v}
en.old: miss the coffee place back in {old} | walked past my old flat in {old} today, someone's painted the door green | {old} on a Sunday morning, I do miss it
en.dist: the Chronicle says house prices in {v} went up again | my cousin wants to move to {v}, any tips? | if I won the lottery I'd buy one of those big houses in {v} | is {v} nice? someone at work keeps banging on about it | advert on the Metro: luxury apartments in {v}, from only a million pounds | the bus to {v} was cancelled again, my mate was fuming
zh.has: 我住在{v} | 我在{v}租了个小房子 | 我现在住{v}那边
zh.new: 我搬到{v}了 | 今天拿到{v}新房子的钥匙了，正式搬家！ | 搬完家了，现在住{v}
zh.past: 搬到{v} | 搬去{v}
zh.third: {s}搬到{v}了 | {s}现在住在{v} | {s}刚在{v}租了房子
zh.use: 从岩馆走回{v}淋成落汤鸡了 | 有人顺路吗？我现在住{v}，跟你们同一个方向 | {v}新家楼下的炸鱼薯条店太好吃了
zh.we: 我们搬到{v}了！ | 我们终于拿到{v}那套房子的钥匙了
zh.plan: 我在考虑搬到{v} | 最近在看{v}的房子 | 租约到期以后可能搬去{v}
zh.drop: 不搬{v}了，房东要价太离谱 | {v}那边算了，还是不搬了
zh.ask: 你还住在{old}吗？ | 你现在还是住{old}吧？
zh.neg: 不是{old}了，我现在住{v} | 早就不住{old}了，现在在{v}
zh.old: 今天路过{old}的老房子，有点怀念 | 还是想念{old}那家咖啡店
zh.dist: 新闻说{v}的房价又涨了 | 我同事想搬去{v}，那边怎么样？ | 地铁上看到{v}豪华公寓的广告，笑死
en.qc: Which part of Newcastle does {n} live in now?
en.qh: Where did {n} live before {cur}?
en.qa: Which area was {n} living in?
en.qp: Where is {n} planning to move to?
zh.qc: {n}现在住在哪个区？
zh.qh: {n}搬到{cur}之前住在哪里？
zh.qa: {n}那时候住在哪个区？
zh.qp: {n}打算搬到哪里？
""",
)  # fmt: skip

EMPLOYER = slot(
    "employer", False, True,
    "Sage | Newcastle University | Northumbria University | Greggs | Nexus | Tyneworks Digital | Quayside Analytics | Ravensworth Labs | Lumen Freight | Saltire Mutual | Kittiwake Games | Helix Biologics | Coble & Co Architects | Lanterns Bakery",
    "",
    """
en.has: I work at {v} | I'm at {v}, mostly spreadsheets and meetings | I do nine to five at {v}
en.new: I've started at {v} | signed the contract, I'm joining {v} | new job! I'm at {v} now | handed my notice in, starting at {v} on Monday
en.past: I started at {v} | I moved jobs to {v} | I took the job at {v}
en.third: {s} got the job at {v} | {s}'s working at {v} now | {s} has started at {v}
en.use: can't make Tuesday, {v} are sending me to Leeds for a training day | first payday at {v}, the pints are on me | the canteen at {v} does a decent veggie curry, who knew | {v} has a cycle-to-work scheme so I'm finally getting a proper bike
en.plan: I've applied for a job at {v} | thinking about going for the role at {v} | got an interview at {v} next week, fingers crossed
en.drop: turned down the {v} offer in the end | not going to {v} after all, the commute would've killed me | {v} said no, and honestly fine
en.ask: still at {old}? | how's {old} treating you? | are you still working for {old}?
en.neg: no, not {old} any more, I'm at {v} now | left {old} months ago, it's {v} now | I'm not at {old}, I'm with {v}
en.old: bumped into my old boss from {old} in Fenwick's | someone from {old} added me on LinkedIn, the nostalgia | {old} still owes me a leaving card
en.dist: {v} are hiring again, my mate says | saw {v} in the news for the redundancies, rough | an advert for {v} graduate jobs in the Metro, every carriage | would you work at {v} for double the money? asking for nobody | my brother hates his job at {v}
en.scoped: I'm at {v} most of the week but I still do Saturday shifts at {x} | {v} is the day job, {x} is the Saturday job
zh.has: 我在{v}上班 | 我在{v}工作 | 我现在在{v}打工
zh.new: 我换工作了，现在在{v} | 下周一开始去{v}上班 | 拿到{v}的offer了，已经入职
zh.past: 换到{v} | 去{v}上班
zh.third: {s}去{v}上班了 | {s}现在在{v}工作 | {s}拿到了{v}的offer
zh.use: 周二去不了，{v}派我去利兹培训 | 在{v}发第一份工资了，今晚我请客
zh.plan: 我投了{v}的简历 | 在考虑去{v} | 下周去{v}面试
zh.drop: {v}的offer我拒了 | 不去{v}了，通勤太远
zh.ask: 你还在{old}上班吗？ | {old}那边怎么样？
zh.neg: 不在{old}了，现在在{v} | 早离开{old}了，现在是{v}
zh.old: 今天碰到{old}的老同事了 | 还挺怀念{old}的食堂
zh.dist: 听说{v}又在招人 | 新闻里说{v}裁员了 | 我朋友在{v}上班，天天加班
en.qc: Where does {n} work now?
en.qh: Where did {n} work before {cur}?
en.qa: Who was {n} working for?
en.qp: Where is {n} hoping to work next?
zh.qc: {n}现在在哪里工作？
zh.qh: {n}去{cur}之前在哪里工作？
zh.qa: {n}那时候在哪里工作？
zh.qp: {n}打算去哪里工作？
""",
)  # fmt: skip

SHOES = slot(
    "climbing_shoes", False, True,
    "Scarpa Instinct | La Sportiva Solution | Tenaya Oasi | Evolv Shaman | Scarpa Drago | La Sportiva Skwama | Unparallel Flagship | Ocun Ozone | Mad Rock Drone | Five Ten Hiangle",
    "",
    """
en.has: I climb in {v} | my {v} are on their third resole | I'm a {v} person, always have been
en.new: I've got new shoes, {v} | bought some {v}, my old ones finally died | treated myself to a pair of {v}
en.past: I bought {v} | I switched to {v} | I got some {v}
en.third: {s} has got new {v} | {s}'s climbing in {v} now | {s} bought a pair of {v}
en.use: the heel on my {v} is unreal for that hooky blue | breaking in the {v}, my toes are crying | left my {v} at the wall, can someone grab them from the cubbies | my {v} smell so bad my housemate made me leave them in the porch
en.plan: thinking of trying {v} next | might get some {v} in the Black Friday sale | tried on {v} at the shop, very tempted
en.drop: went off the {v} idea, too narrow for my duck feet | not getting {v} after all, the price | tried {v} again and nope
en.ask: still climbing in {old}? | are those still the {old}? | are you still in the {old}?
en.neg: no, not the {old} any more, {v} now | binned the {old}, it's {v} | not {old}, these are {v}
en.old: found my old {old} under the bed, still crusty | my old {old} were comfier to be fair
en.dist: the shop on Grey Street has {v} half price | someone left a pair of {v} in lost property | are {v} any good for slab? asking for a friend | {v} ad keeps following me round Instagram | if I had feet like a ballerina I'd climb in {v}
en.scoped: {v} for most things, but I still pull on the {x} for slab | {v} on the steep stuff, {x} when it's slabby
zh.has: 我穿{v}爬 | 我的{v}已经换了三次底了 | 我一直穿{v}
zh.new: 买了新鞋，{v} | 换了一双{v} | 旧鞋烂了，入了{v}
zh.past: 换成{v} | 买{v}
zh.third: {s}买了新的{v} | {s}现在穿{v}爬
zh.use: 新的{v}脚后跟太好用了 | 在磨合{v}，脚趾好痛 | 我的{v}落在岩馆了，谁能帮我拿一下
zh.plan: 想试试{v} | 黑五可能入一双{v} | 在店里试了{v}，有点心动
zh.drop: {v}算了，太窄了 | 不买{v}了，太贵
zh.ask: 你还穿{old}吗？ | 这双还是{old}吧？
zh.neg: 不是{old}了，换成{v}了 | {old}早扔了，现在穿{v}
zh.old: 床底下翻出了旧的{old} | 以前那双{old}其实更舒服
zh.dist: Grey Street那家店{v}半价 | 失物招领里有一双{v} | {v}爬slab好用吗？
en.qc: Which climbing shoes does {n} climb in now?
en.qh: Which shoes did {n} climb in before the {cur}?
en.qa: Which climbing shoes was {n} using?
en.qp: Which climbing shoes is {n} planning to get?
zh.qc: {n}现在穿什么攀岩鞋？
zh.qh: {n}换{cur}之前穿什么鞋？
zh.qa: {n}那时候穿什么攀岩鞋？
zh.qp: {n}打算买什么攀岩鞋？
""",
)  # fmt: skip

NETWORK = slot(
    "phone_network", False, True,
    "giffgaff | Vodafone | Smarty | Lebara | Voxi | iD Mobile | Tesco Mobile | O2 | Quaylink",
    "",
    """
en.has: I'm on {v} | my phone's on {v}, twelve quid a month | {v} for my phone, it does the job
en.new: switched my phone to {v} | ported my number over to {v} today | I'm on {v} now, the old contract finally ended
en.past: I moved my phone to {v} | I switched to {v} | I ported my number to {v}
en.third: {s}'s on {v} now | {s} switched to {v} | {s} moved {ps} number to {v}
en.use: zero signal on {v} in the back room of the wall, sorry if I ignored you | {v} texted to say my bill's going down, suspicious | ran out of {v} data halfway home on the Metro
en.plan: thinking of moving to {v}, the deals are silly | might switch to {v} when my contract's up | looking at {v} sim-only
en.drop: not bothering with {v} in the end, too faffy | stayed put, {v} couldn't beat the price
en.ask: are you still on {old}? | still with {old} for your phone?
en.neg: no, not {old} any more, I'm on {v} | ditched {old}, it's {v} now
en.old: got a random text from {old}, thought I'd left them | my old {old} sim is still in the drawer
en.dist: {v} had a massive outage yesterday apparently | is {v} any good in Northumberland? going camping | there's a {v} advert with a dancing sheep, why | my dad's on {v} and complains daily
zh.has: 我用的是{v} | 我手机卡是{v}的
zh.new: 手机卡换成{v}了 | 号码转到{v}了
zh.past: 换成{v} | 把号码转到{v}
zh.third: {s}换成{v}了 | {s}现在用{v}
zh.use: 岩馆里面{v}一点信号都没有 | {v}的流量又用完了
zh.plan: 想换{v}，套餐挺便宜 | 合约到期可能换{v}
zh.drop: 不换{v}了，太麻烦 | {v}算了，还是不换
zh.ask: 你还用{old}吗？
zh.neg: 不用{old}了，现在是{v} | {old}停了，换成{v}了
zh.old: 抽屉里还有张{old}的旧卡
zh.dist: 听说{v}昨天全网瘫痪 | {v}的广告到处都是 | {v}在乡下信号好吗？
en.qc: Which mobile network is {n} on now?
en.qh: Which network was {n} on before {cur}?
en.qa: Which mobile network was {n} on?
en.qp: Which network is {n} thinking of switching to?
zh.qc: {n}现在用哪家手机运营商？
zh.qh: {n}换{cur}之前用哪家运营商？
zh.qa: {n}那时候用哪家运营商？
zh.qp: {n}打算换哪家运营商？
""",
)  # fmt: skip

CAR = slot(
    "car", False, True,
    "Fiat Panda | Skoda Fabia | Nissan Leaf | VW Polo | Toyota Yaris | Kia Niro | Vauxhall Corsa | Honda Jazz | Dacia Sandero | Ford Fiesta",
    "",
    """
en.has: I drive a {v} | I've got a {v}, it's older than some of the setters | my car's a {v}
en.new: I've bought a {v} | picked up a {v} today | the old car's gone, I've got a {v} now
en.past: I bought a {v} | I got a {v} | I traded in for a {v}
en.third: {s}'s got a {v} now | {s} bought a {v} | {s} is driving a {v}
en.use: the {v} just about takes four crash pads if nobody breathes | gave the {v} its first wash, don't look at me like that | anyone need a lift Tuesday? the {v} has room | someone's dented the {v} in the Morrisons car park
en.we: we've got a {v} now | we bought a {v} off my uncle
en.plan: thinking of getting a {v} | might go for a {v}, any thoughts? | test driving a {v} on Saturday
en.drop: not getting the {v} in the end, the insurance was mad | went off the {v} idea
en.ask: still got the {old}? | are you still driving the {old}?
en.neg: no, the {old}'s gone, it's a {v} now | sold the {old}, I'm in a {v}
en.old: saw someone driving my old {old} down Shields Road, weird feeling | I miss the {old}'s heated seats
en.dist: a {v} nearly took me out on the roundabout | the {v} in the advert is parked on a beach, as if | would a {v} fit a crash pad? asking for my sister | my mam wants a {v} and I can't talk her out of it
en.scoped: I drive the {v} mostly, but it's the {x} from the pool at work
zh.has: 我开{v} | 我的车是{v}
zh.new: 买车了，{v} | 提了一辆{v} | 旧车卖了，换了{v}
zh.past: 买一辆{v} | 换{v}
zh.third: {s}买了{v} | {s}现在开{v}
zh.use: 我的{v}能塞下四块抱石垫 | 周二谁要搭车？{v}还有位子 | 有人把我的{v}撞了个坑
zh.we: 我们买了辆{v}
zh.plan: 在考虑买{v} | 周六去试驾{v}
zh.drop: {v}不买了，保险太贵 | 还是不买{v}了
zh.ask: 你还开那辆{old}吗？
zh.neg: {old}卖了，现在开{v} | 不是{old}了，换成{v}了
zh.old: 在路上看到一辆跟我以前一样的{old}
zh.dist: 广告里的{v}停在沙滩上 | 我妈想买{v} | {v}放得下抱石垫吗？
en.qc: What car does {n} drive now?
en.qh: What car did {n} have before the {cur}?
en.qa: What car was {n} driving?
en.qp: Which car is {n} planning to buy?
zh.qc: {n}现在开什么车？
zh.qh: {n}买{cur}之前开什么车？
zh.qa: {n}那时候开什么车？
zh.qp: {n}打算买什么车？
""",
)  # fmt: skip

DIET = slot(
    "diet", False, False,
    "vegan | vegetarian | pescatarian | flexitarian | keto",
    "素食 | 纯素 | 生酮饮食 | 轻断食",
    """
en.has: I'm {v} | I've been {v} for years | I eat {v}, before anyone offers me a pasty
en.new: I've gone {v} | I'm {v} now, week three and still alive | decided to go {v}, wish me luck
en.past: I went {v} | I switched to eating {v}
en.third: {s}'s gone {v} | {s} is {v} now | {s} has turned {v}
en.use: now I'm {v} the post-session Greggs run is a lot harder | made a {v} lasagne that slapped, recipe if anyone wants | the {v} options at the Cluny are grim, just saying
en.we: we've gone {v} as a house
en.ask: still {old}? | are you still doing the {old} thing?
en.neg: no, not {old} any more, I'm {v} | gave up on {old}, I'm {v} now
en.old: remember when I was {old} and lived on chickpeas
en.dist: the new place on the Quayside is all {v}, any good? | my brother tried going {v} for a week and cried | {v} sausage rolls are a scam, fight me | a {v} cookbook came free with my Sunday paper
en.scoped: {v} most of the time, but I go {x} when my mam cooks
zh.has: 我吃{v} | 我一直是{v}
zh.new: 我开始{v}了 | 我现在{v}，第三周了
zh.past: 开始{v} | 改成{v}
zh.third: {s}开始{v}了 | {s}现在{v}
zh.use: {v}以后去Greggs都没东西吃了 | 做了个{v}版的麻婆豆腐，好吃
zh.we: 我们全家都{v}了
zh.ask: 你还是{old}吗？
zh.neg: 已经不是{old}了，现在是{v} | {old}放弃了，改成{v}了
zh.old: 以前{old}的时候天天吃鹰嘴豆
zh.dist: Quayside新开的店全是{v}的 | 我表哥{v}一周就放弃了 | {v}真的健康吗？
en.qc: What diet does {n} follow now?
en.qh: What diet did {n} follow before going {cur}?
en.qa: What diet was {n} following?
zh.qc: {n}现在是什么饮食？
zh.qh: {n}改成{cur}之前是什么饮食？
zh.qa: {n}那时候是什么饮食？
""",
)  # fmt: skip

BANK = slot(
    "bank", False, True,
    "Monzo | Starling | Nationwide | Santander | Lloyds | Barclays | Revolut | Tyne Credit Union",
    "",
    """
en.has: I bank with {v} | my money's with {v}, what's left of it | I'm with {v} for banking
en.new: I've moved my bank to {v} | switched banks, I'm with {v} now | opened an account with {v} and moved everything over
en.past: I switched my bank to {v} | I moved everything to {v}
en.third: {s} banks with {v} now | {s} switched to {v} | {s} moved {ps} money to {v}
en.use: {v} sends me a notification every time I buy chalk, it's judging me | I'll send the pizza money on {v} in a sec | my {v} card got eaten by the machine on Northumberland Street
en.plan: thinking of switching to {v} for the switching bonus | might open a {v} account
en.drop: not bothering with {v} after all | the {v} switch fell through, paperwork
en.ask: still with {old}? | are you still banking with {old}?
en.neg: no, not {old} any more, I'm with {v} | closed my {old} account, it's {v} now
en.old: {old} sent me a letter about an account I closed years ago
en.dist: {v} app is down again apparently | {v} are giving £200 to switch, anyone done it? | my landlord only takes {v} transfers, weird | the {v} advert with the singing dog is stuck in my head
en.scoped: {v} for everything day to day, but my savings are still with {x}
zh.has: 我用{v}的卡 | 我的银行是{v}
zh.new: 换银行了，现在用{v} | 开了{v}的账户，钱都转过去了
zh.past: 换到{v} | 把钱都转到{v}
zh.third: {s}换到{v}了 | {s}现在用{v}
zh.use: 我用{v}把披萨钱转给你 | {v}每次买镁粉都给我推送，好烦
zh.plan: 想换{v}，有开户奖励 | 可能开个{v}账户
zh.drop: {v}不弄了，手续太麻烦
zh.ask: 你还用{old}吗？
zh.neg: 不用{old}了，现在是{v} | {old}的账户关了，用{v}
zh.old: {old}给我寄信，我早就销户了
zh.dist: {v}的app又崩了 | {v}转户送200镑，有人试过吗？ | {v}广告那个唱歌的狗好烦
en.qc: Which bank is {n} with now?
en.qh: Which bank was {n} with before {cur}?
en.qa: Which bank was {n} with?
en.qp: Which bank is {n} thinking of switching to?
zh.qc: {n}现在用哪家银行？
zh.qh: {n}换{cur}之前用哪家银行？
zh.qa: {n}那时候用哪家银行？
zh.qp: {n}打算换哪家银行？
""",
)  # fmt: skip

ENERGY = slot(
    "energy_supplier", False, True,
    "Octopus | OVO | E.ON Next | EDF | British Gas | Ecotricity | Kielder Power",
    "",
    """
en.has: our gas and electric is with {v} | I'm with {v} for energy | {v} does our electric
en.new: switched energy to {v} | we're with {v} now for the gas and electric | moved the house over to {v}
en.past: I switched us to {v} | we moved to {v}
en.third: {s}'s house is with {v} now | {s} switched the energy to {v}
en.use: {v} sent the first bill and it's actually lower, suspicious | the {v} smart meter says the kettle is our worst habit | {v} gave us a free hour of electric on Sunday so I did all the washing
en.we: we've switched to {v} | we're on {v} now, the meter man came this morning
en.plan: thinking about going over to {v} | might switch to {v} when the fix ends
en.drop: not switching to {v} after all, the landlord said no | {v} couldn't do a smart meter so forget it
en.ask: still with {old} for energy? | is your gas still {old}?
en.neg: no, we left {old}, it's {v} now | not {old} any more, {v}
en.old: {old} are still emailing me about a final bill
en.dist: {v} profits in the news again, makes me sick | my mam's on {v} and her bill doubled | {v} sent a leaflet to the wall, who gave them the address
zh.has: 我们家电和燃气是{v}的 | 我用{v}的电
zh.new: 电费换到{v}了 | 我们家现在用{v}
zh.past: 换到{v} | 把电换成{v}
zh.third: {s}家换成{v}了 | {s}现在用{v}的电
zh.use: {v}第一张账单居然便宜了 | {v}的智能电表说烧水壶最费电
zh.we: 我们换成{v}了
zh.plan: 在考虑换{v} | 固定价到期想换{v}
zh.drop: 不换{v}了，房东不同意
zh.ask: 你家还是{old}吗？
zh.neg: 不是{old}了，换成{v}了
zh.old: {old}还在给我发最后账单的邮件
zh.dist: 新闻说{v}利润又创新高 | 我妈用{v}，电费翻倍了
en.qc: Which energy supplier is {n} with now?
en.qh: Which energy supplier was {n} with before {cur}?
en.qa: Which energy supplier was {n} with?
en.qp: Which energy supplier is {n} thinking of switching to?
zh.qc: {n}现在用哪家能源公司？
zh.qh: {n}换{cur}之前用哪家能源公司？
zh.qa: {n}那时候用哪家能源公司？
zh.qp: {n}打算换哪家能源公司？
""",
)  # fmt: skip

LEARNING = slot(
    "language_learning", False, True,
    "Spanish | Japanese | Welsh | Korean | Mandarin | German | Italian | Norwegian | Portuguese",
    "日语 | 西班牙语 | 法语 | 韩语 | 德语 | 意大利语",
    """
en.has: I'm learning {v} | doing an hour of {v} a day on the app | I've been learning {v} since the summer
en.new: I've started learning {v} | signed up for an evening class in {v} | new hobby: {v} lessons
en.past: I started learning {v} | I picked up {v}
en.third: {s}'s learning {v} now | {s} has started {v} classes | {s} is doing {v} at night school
en.use: practised my {v} on the waiter at the ramen place, he was very patient | my {v} app streak is on 40 days, respect it | my {v} homework is due Tuesday so I'm leaving early
en.plan: thinking of learning {v} | might do a {v} course in the autumn | fancy having a go at {v}
en.drop: gave up on the {v} plan before I started | not doing {v} after all
en.ask: still doing {old}? | how's the {old} going?
en.neg: no, I dropped {old}, I'm on {v} now | not {old} any more, it's {v}
en.old: I can still say 'where is the toilet' in {old}, that's about it
en.dist: there's a {v} conversation night at the Lit & Phil, anyone? | {v} is apparently the hardest for English speakers | saw an advert for {v} lessons on the bus | wouldn't it be class to speak {v}
zh.has: 我在学{v} | 每天在app上学一小时{v}
zh.new: 我开始学{v}了 | 报了{v}夜校
zh.past: 开始学{v} | 报{v}课
zh.third: {s}在学{v} | {s}开始上{v}课了
zh.use: 在拉面店用{v}跟服务员聊天了 | {v}打卡第四十天 | 周二要交{v}作业，早点走
zh.plan: 在考虑学{v} | 秋天可能报个{v}班
zh.drop: {v}还没开始就放弃了
zh.ask: 你还在学{old}吗？
zh.neg: {old}不学了，现在学{v}
zh.old: {old}我现在只会说你好了
zh.dist: Lit & Phil有{v}角，有人去吗？ | 据说{v}最难学 | 巴士上看到{v}课程的广告
en.qc: Which language is {n} learning now?
en.qh: Which language was {n} learning before {cur}?
en.qa: Which language was {n} learning?
en.qp: Which language is {n} thinking of learning?
zh.qc: {n}现在在学什么语言？
zh.qh: {n}学{cur}之前在学什么语言？
zh.qa: {n}那时候在学什么语言？
zh.qp: {n}打算学什么语言？
""",
)  # fmt: skip

DENTIST = slot(
    "dentist", False, False,
    "Brightwater Dental | Pearl Street Dental | Tynedale Smiles | Grey Street Dentistry | Moorside Dental | Laing Dental",
    "",
    """
en.has: I'm registered at {v} | my dentist is {v} | I go to {v}, they're alright
en.new: I've registered with {v} | moved to {v}, the old dentist stopped taking NHS | new dentist: {v}
en.past: I registered at {v} | I moved to {v}
en.third: {s}'s dentist is {v} now | {s} registered at {v}
en.use: just had a filling at {v}, can't feel my face so no Tuesday for me | {v} sent a reminder for my check-up, the fear | the hygienist at {v} told me off for grinding, probably the crimps
en.ask: still going to {old}? | are you still at {old}?
en.neg: no, not {old} any more, {v} now | left {old}, I'm with {v}
en.old: {old} still send me birthday cards, is that normal
en.dist: is {v} taking NHS patients? my sister's desperate | {v} had a queue round the block this morning | my mate swears by {v}
zh.has: 我在{v}看牙 | 我的牙医是{v}
zh.new: 换牙医了，现在在{v}注册了 | 在{v}登记了
zh.past: 换到{v} | 在{v}注册
zh.third: {s}现在去{v}看牙 | {s}在{v}登记了
zh.use: 刚在{v}补完牙，脸都麻了 | {v}发短信提醒我复查
zh.ask: 你还去{old}看牙吗？
zh.neg: 不去{old}了，现在是{v}
zh.old: {old}还给我寄生日卡
zh.dist: {v}还收NHS病人吗？ | 我朋友说{v}不错
en.qc: Which dental practice is {n} registered with now?
en.qh: Which dentist did {n} go to before {cur}?
en.qa: Which dentist was {n} with?
zh.qc: {n}现在在哪家牙科登记？
zh.qh: {n}去{cur}之前在哪家看牙？
zh.qa: {n}那时候在哪家看牙？
""",
)  # fmt: skip

PARTNER = slot(
    "partner", False, False,
    "Niamh | Jordan | Aisha | Ellie | Reece | Sofia | Liam | Hannah | Owen | Freya | Marcus",
    "Kevin | 小林 | 阿杰 | 小雨 | Tommy | 思思",
    """
en.has: my partner {v} says hi | me and {v} have been together since uni | {v} (my other half) is coming Tuesday
en.new: I'm seeing someone, {v}, it's going well | soft launch: {v} and me are official | met {v} at the Sunday session and now we're a thing
en.past: I got together with {v} | I started going out with {v}
en.third: {s}'s going out with {v} now | {s} and {v} are an item | {s} is seeing {v}
en.use: {v} is coming to try climbing Tuesday, be nice | {v} and I went to Seahouses at the weekend, freezing | bringing {v} to the quiz, we're unbeatable
en.ask: how's {old}? | are you still with {old}?
en.neg: me and {old} split up a while back, I'm with {v} now | not {old} any more, it's {v}
en.old: saw {old} in Eldon Square, very awkward wave
en.dist: my sister's boyfriend {v} is a setter at another wall | there's a {v} on Love Island who climbs apparently | if you meet a {v} who can cook, marry them
zh.has: 我对象{v}向大家问好 | 我和{v}在一起好几年了
zh.new: 我脱单了，对象是{v} | 官宣一下，我和{v}在一起了
zh.past: 和{v}在一起 | 开始跟{v}约会
zh.third: {s}在和{v}谈恋爱 | {s}和{v}在一起了
zh.use: 周二带{v}来试试攀岩 | 周末和{v}去海边了，冻死
zh.ask: 你和{old}还好吗？
zh.neg: 我和{old}早分了，现在是{v}
zh.old: 在Eldon Square碰到{old}，好尴尬
zh.dist: 我室友的男朋友叫{v}，也攀岩 | 综艺里有个叫{v}的也在攀岩
en.qc: Who is {n} going out with now?
en.qh: Who was {n} with before {cur}?
en.qa: Who was {n} going out with?
zh.qc: {n}现在的对象是谁？
zh.qh: {n}和{cur}在一起之前的对象是谁？
zh.qa: {n}那时候的对象是谁？
""",
)  # fmt: skip

PETS = slot(
    "pets", True, False,
    "Biscuit | Pickle | Mochi | Turnip | Bramble | Ziggy | Pudding | Nessie | Custard | Marmite | Hobnob | Fudge | Kipper",
    "汤圆 | 年糕 | 芝麻 | 可乐 | 豆包 | 花卷",
    """
en.has: my cat {v} has claimed the radiator for the winter | I've got a dog called {v} who hates the postman | {v} (my cat) knocked a full brew onto my laptop, so that's my evening
en.add: we've adopted another one! meet {v}. {v1} is not impressed | got a rescue greyhound, {v}, scared of the hoover | new family member: a kitten called {v}, {v1} keeps hissing at her
en.use2: {v1} and {v} had a standoff over the sofa and {v} won | had to buy a second food bowl because {v} keeps nicking {v1}'s
en.third: {s}'s got another pet, a little rescue called {v} | {s} adopted a kitten called {v} at the weekend
en.past: we adopted {v} | I brought {v} home from the shelter
en.remove: {v} has gone to live with my mam on the farm, happier there honestly | we rehomed {v} with my sister, she's got the garden for it
en.dist: the wall's cat {v} was asleep on the crash mats again | my neighbour's dog {v} barked all night | if I ever get a dog I'm calling it {v} | saw a ferret on a lead on the Quayside called {v}, living the dream
zh.has: 我家猫{v}霸占了暖气片 | 我养了一只狗叫{v}
zh.add: 又领养了一只！叫{v}，{v1}很不高兴 | 家里新成员：小猫{v}
zh.use2: {v1}和{v}为了沙发打起来了，{v}赢了 | 又买了一个饭盆，{v}老抢{v1}的
zh.third: {s}又养了一只，叫{v} | {s}周末领养了小猫{v}
zh.past: 领养{v} | 把{v}从收容所带回家
zh.remove: {v}送到我爸妈那边养了
zh.dist: 岩馆的猫{v}又睡在垫子上 | 邻居的狗{v}叫了一晚上 | 以后养狗就叫{v}
en.qx: Which pets does {n} have now?
zh.qx: {n}现在养了哪些宠物？
""",
)  # fmt: skip

INSTRUMENTS = slot(
    "instruments", True, False,
    "ukulele | fiddle | mandolin | banjo | cello | accordion | trumpet | Northumbrian smallpipes | drum kit",
    "古筝 | 二胡 | 琵琶 | 尤克里里 | 钢琴 | 笛子",
    """
en.has: I play the {v}, badly | been playing {v} since school | the {v} is the only instrument I own and it's never in tune
en.add: I've taken up the {v} as well, the neighbours are thrilled | bought a second-hand {v}, still doing the {v1} too | started {v} lessons, alongside the {v1}
en.use2: {v1} practice then {v} practice, my fingers are done before the wall even | took the {v} and the {v1} to the folk session at the Cluny
en.third: {s} has started playing the {v} too | {s}'s learning the {v} now on top of everything
en.past: I took up the {v} | I started playing the {v}
en.remove: sold the {v}, never played it | gave my {v} to my nephew, it was gathering dust
en.dist: there was a bloke busking on the {v} outside Monument | the {v} is the hardest instrument, I read it somewhere | imagine bringing a {v} to the crag
zh.has: 我弹{v} | 我从小学{v}
zh.add: 又开始学{v}了，{v1}也还在弹 | 入了一把二手{v}
zh.use2: 练完{v1}再练{v}，手指废了 | 带着{v}和{v1}去了Cluny的民谣夜
zh.third: {s}又开始学{v}了 | {s}现在也在弹{v}
zh.past: 开始学{v} | 买{v}开始练
zh.remove: {v}卖了，一直没怎么弹
zh.dist: Monument有人在街头弹{v} | 听说{v}最难学
en.qx: Which instruments does {n} play now?
zh.qx: {n}现在会弹哪些乐器？
""",
)  # fmt: skip

CLUBS = slot(
    "clubs", True, False,
    "Tyneside Harriers | North Tyne Rowing Club | Quayside Chess Club | Toon Roller Derby | Lit & Phil book group | Cluny Folk Session | Tyne Kayak Club | Dene Ultimate Frisbee",
    "纽卡华人合唱团 | 羽毛球社 | Quayside Chess Club | Tyne Kayak Club | 读书会 | 太极社",
    """
en.has: I'm in the {v} | I go to {v} on Thursdays | I've been with {v} for two years
en.add: joined {v} as well, I've got no free evenings left | signed up for {v}, still doing {v1} | I'm a member of {v} now too
en.use2: {v1} Monday, {v} Wednesday, wall Tuesday, I need a diary | {v} social clashes with {v1} again, nightmare
en.third: {s}'s joined {v} as well | {s} is in {v} now too
en.past: I joined {v} | I signed up with {v}
en.remove: quit {v}, not enough hours in the week | I've left {v}, the politics
en.dist: {v} are recruiting, there's a poster at the wall | {v} were in the Chronicle for winning something | would anyone do {v} with me? no? fine
zh.has: 我参加了{v} | 我每周四去{v}
zh.add: 又加入了{v}，晚上全满了 | 报名了{v}，{v1}也还在去
zh.use2: 周一{v1}，周三{v}，周二岩馆，忙死 | {v}的活动又和{v1}撞了
zh.third: {s}也加入了{v} | {s}现在也在{v}
zh.past: 加入{v} | 报名{v}
zh.remove: 退出{v}了，没时间
zh.dist: {v}在招新，岩馆有海报 | {v}上报纸了
en.qx: Which clubs is {n} a member of now?
zh.qx: {n}现在参加了哪些社团？
""",
)  # fmt: skip

LOWER_VALUES = tuple(v for sd in (HOME, EMPLOYER, SHOES, NETWORK, CAR, DIET, BANK, ENERGY, LEARNING,
                                   DENTIST, PARTNER, PETS, INSTRUMENTS, CLUBS)
                     for pool in sd.pool.values() for v in pool if v[:1].islower())  # fmt: skip
SINGLE_SLOTS = (EMPLOYER, SHOES, NETWORK, CAR, DIET, BANK, ENERGY, LEARNING, DENTIST, PARTNER)
MULTI_SLOTS = (PETS, INSTRUMENTS, CLUBS)

# Generic lines (any slot).
GENERIC = parse_frags("""
en.late: oh, forgot to mention, {past} {when} | totally slipped my mind to say, {past} {when} | old news probably, but {past} {when} | meant to tell you lot: {past} {when}
zh.late: 忘了跟大家说，我{when}就{past}了 | 一直忘了讲，我{when}已经{past}了
en.correct: sorry, {v}, not {w}, my brain's fried | *{v}. not {w}. autocorrect is a menace | wait no, I meant {v}, not {w}
zh.correct: 打错了，是{v}，不是{w} | 更正一下：{v}，不是{w}
en.self: Update from {n}: | Announcement: | Breaking news from the {n} household: | PSA:
zh.self: {n}报告一下： | 通知一下：
en.lead: anyone got news? it's been quiet in here | right, what's everyone been up to? | how was everyone's week? | quiet Tuesday, spill the gossip
zh.lead: 大家最近怎么样？ | 有什么新闻吗？
en.who: has anyone heard from {n} lately? | {n} wasn't at the wall again last night | where's {n} been hiding? | saw {n} at the Cluny on Saturday
zh.who: 最近有人见到{n}吗？ | {n}昨晚又没来岩馆 | 周六在Cluny碰到{n}了
en.react: oh nice one! | congrats!! | ooh fancy | about time | get in | love that for you
zh.react: 恭喜！ | 哇不错 | 好耶 | 可以啊
en.smalla: what a session last night, my forearms are still fried and I think I left my chalk bag by the slab. | the Metro was rammed this morning, someone's dog sat on my foot the whole way. | been a week, work's been mental and the boiler's making that noise again. | finally sent the pink on the overhang, took me six weeks and most of my skin.
en.smallb: is anyone up for the Cluny after next Tuesday? | also can someone remind me what time the wall closes on bank holidays? | who's in next week? | right I'm off to ice my fingers.
zh.smalla: 昨晚爬得手臂到现在还酸，镁粉袋好像落在slab那边了。 | 今天地铁挤死了。 | 这周工作忙疯了。
zh.smallb: 下周二谁去？ | 爬完去喝一杯吗？ | 先去冰敷手指了。
""")

FILLER = parse_frags("""
en.f: who's in tonight? | running ten minutes late, Metro's stuck at Haymarket again | the new set on the cave wall is brutal, the yellow {g} is basically a crimp ladder | {o} flashed the purple on the arete, show-off | anyone got spare tape? I've split a tip | I'm doing the Cluny quiz after if anyone fancies it | is the wall open on Boxing Day? | my skin has not recovered from last week | that blue {g} in the corner is sandbagged, I'm calling it | can someone film my attempt on the pink, I need to see what my feet are doing | fingerboarding at home like a lunatic, send help | who left the kettle on in the cafe bit | rain stopped play at Kyloe, back to plastic | {o} you still owe me a pint from the comp | the setters have gone mad with the volumes this week | fancy Bowden Doors on Sunday if it's dry? | we're doing the Northumberland trip in May, put it in your diaries | the new girl on the desk gave me a free coffee, best wall in the north | who keeps stealing the good brush | my forearms are made of cement | {o} is on the spray wall again, send snacks | chalk on my keyboard, in my bed, in my soul | just watched a video of someone doing the {g} in the competition wall in two moves, I quit | left my water bottle again, the purple one with stickers | anyone watching the match tonight or are we climbing? | the Toon were dreadful, I needed a session after that | physio says no crimping for two weeks, so I'll see you in two days | who's got the projector for the film night? | I'm bringing flapjack on Tuesday, don't let me forget | it's Tuesday, you know what that means | the heating in the wall is broken again, bring a jumper | I swear the holds on the slab have been greased | is anyone doing the route-setting workshop? | someone explain heel hooks to me like I'm five | my fingers smell of chalk and regret | happy birthday {o}! cake at the wall? | {o} sorry I couldn't make it, I fell asleep on the sofa at 6 | the Fog on the Tyne is back today, lovely | does anyone know a good physio? asking for my elbow | booking the minibus for the trip, eleven seats, who's in? | the bouldering league scores are up, we're third! | Greggs by the Monument has a queue out the door, someone's birthday? | I did ONE pull-up today, proud of me | the orange {g} has a secret kneebar, tell nobody | {o} your chalk bag is still in my car | can we do Wednesday this week instead, I've got a thing | the wall's doing a charity night in March, fancy dress | drinks at the Free Trade after? | I'm ill, don't breathe near me | I've seen the new comp set, it's very jumpy | that dyno on the green {g}, never again | who's got the first aid kit, I've split another tip | we need a name for the league team, suggestions | Bigg Market on a Saturday night, never again | I learnt a new knot today and immediately forgot it
en.sp: that pink problem is 太难了, I give up | 加油 everyone for the comp on Saturday! | post-session 火锅 anyone? | {o} taught me 加油 and now I shout it at everyone on the wall | bringing 饺子 on Tuesday, {o}'s recipe | my forearms are 好累, can't even open a jar | 辛苦了 to the setters, the new circuit is class
zh.f: 今晚谁去？ | 地铁又停在Haymarket了，晚到十分钟 | 新线路那条黄色{g}好难 | {o}一次就flash了紫色那条，太强了 | 有人带胶布吗？手指破了 | 岩馆节礼日开门吗？ | 上周的手皮还没长好 | 角落那条蓝色{g}被低估了 | 帮我拍一下粉色那条，我想看看脚法 | 在家练指力板，手要废了 | 谁把好刷子拿走了 | 今天下雨，Kyloe去不了了 | 下周二我带蛋糕 | 定位师这周疯了，全是大块 | 物理治疗师说两周不许抠点 | {o}生日快乐！ | 岩馆暖气又坏了，多穿点 | 有人去看球吗还是去爬？ | 今天终于做了一个引体向上 | 联赛成绩出来了，我们第三！ | 爬完去Free Trade喝一杯？ | 那个绿色{g}的动态我再也不做了 | 我感冒了，离我远点 | 周日去Bowden Doors吗？天晴的话
""")
GRADES = ("V2", "V3", "V4", "V5", "V6", "6A", "6B+", "6C", "7A")


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    slots: list[SlotDef] = field(default_factory=list)
    partner: Person | None = None  # a tracked partner sharing the home
    sprinkle: bool = False


@dataclass
class Scene:
    day: int
    turns: list[tuple[Person, str]]


@dataclass
class Track:
    """The ground truth of one person's slot."""

    held: list[str]  # values in order (multi: the final set is `final`)
    actual: list[int]  # day each value started (held[0]: -1)
    known: list[int]  # day the chat learnt it
    final: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)
    mentioned: list[str] = field(default_factory=list)
    open_plan: str | None = None


class World:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 17)
        self.people: list[Person] = []
        self.scenes: list[Scene] = []
        self.probes: list[dict[str, Any]] = []
        self.optional: list[dict[str, Any]] = []

    # -- phrasing ---------------------------------------------------------------------------

    def pick(self, frags: dict[str, dict[str, tuple[str, ...]]], lang: str, key: str) -> str:
        alts = frags[lang].get(key) or frags[EN][key]
        return self.rng.choice(alts)

    def line(self, sd: SlotDef, who: Person, key: str, /, **kw: str) -> str:
        return fill(self.pick(sd.frags, who.lang, key), **self.kw(who, kw))

    def kw(self, who: Person, kw: dict[str, str]) -> dict[str, str]:
        base = {k: "" for k in ("v", "old", "x", "s", "ps", "n", "v1", "w", "past", "when")}
        base["n"] = who.name
        base.update(kw)
        return base

    def generic(self, who: Person, key: str, /, **kw: str) -> str:
        return fill(self.pick(GENERIC, who.lang, key), **self.kw(who, kw))

    def others(self, p: Person, k: int = 1, lang: str | None = None) -> list[Person]:
        pool = [q for q in self.people if q is not p and q is not p.partner]
        if lang:
            pool = [q for q in pool if q.lang == lang] or pool
        return self.rng.sample(pool, k)

    def subj(self, speaker: Person, about: Person, by_pronoun: bool) -> dict[str, str]:
        pron = PRONOUN[speaker.lang][about.gender]
        ps = {"f": "her", "m": "his"}[about.gender]
        return {"s": pron if by_pronoun else about.name, "ps": ps}

    def when(self, who: Person, actual: int, report: int) -> str:
        weeks = max(2, round((report - actual) / 7))
        a = START_DT + timedelta(days=actual)
        r = START_DT + timedelta(days=report)
        same_month = (a.year, a.month) == (r.year, r.month)
        if who.lang == ZH:
            if same_month or self.rng.random() < 0.5:
                return f"{weeks}个星期前"
            return f"{a.month}月份"
        if same_month or self.rng.random() < 0.5:
            return self.rng.choice((f"about {weeks} weeks ago", f"{weeks} weeks ago now"))
        return f"back in {MONTHS_EN[a.month - 1]}"

    def say(self, day: int, turns: list[tuple[Person, str]]) -> None:
        self.scenes.append(Scene(day, turns))

    # -- scenes for a single-valued change ---------------------------------------------------

    def change_scene(self, p: Person, s: SlotDef, old: str, v: str, day: int, style: str,
                     spare: list[str], tr: Track, report: int) -> None:  # fmt: skip
        rng = self.rng
        turns: list[tuple[Person, str]] = []
        if style == "third":
            o = self.others(p)[0]
            turns.append((o, self.line(s, o, "third", v=v, **self.subj(o, p, False))))
        elif style == "pronoun":
            o1, o2 = self.others(p, 2)
            turns.append((o1, self.generic(o1, "who", n=p.name)))
            turns.append((o2, self.line(s, o2, "third", v=v, **self.subj(o2, p, True))))
        elif style == "selfname":
            third = self.line(s, p, "third", v=v, **self.subj(p, p, False))
            turns.append((p, self.generic(p, "self") + " " + third))
        elif style == "we":
            turns.append((p, self.line(s, p, "we", v=v)))
        elif style == "neg":
            o = self.others(p)[0]
            turns.append((o, self.line(s, o, "ask", old=old)))
            turns.append((p, self.line(s, p, "neg", old=old, v=v)))
        elif style == "correct" and spare:
            w = spare.pop()
            tr.wrong.append(w)
            turns.append((p, self.line(s, p, "new", v=w)))
            turns.append((p, self.generic(p, "correct", v=v, w=w)))
        elif style == "late":
            past = self.line(s, p, "past", v=v)
            turns.append((p, self.generic(p, "late", past=past, when=self.when(p, day, report))))
        elif style == "long":
            new = self.line(s, p, "new", v=v)
            if p.lang == ZH:
                text = self.generic(p, "smalla") + new + "。" + self.generic(p, "smallb")
            else:
                small = self.generic(p, "smalla")
                text = f"{small} Anyway, {new}. {cap(self.generic(p, 'smallb'))}"
            turns.append((p, text))
        elif style == "use":
            turns.append((p, self.line(s, p, "use", v=v)))
        else:
            turns.append((p, cap(self.line(s, p, "new", v=v))))
        if style in ("direct", "long", "use") and rng.random() < 0.3:
            o = self.others(p)[0]
            turns.insert(0, (o, self.generic(o, "lead")))
        if style != "use" and rng.random() < 0.45:
            o = self.others(p)[0]
            turns.append((o, self.generic(o, "react")))
        self.say(report, turns)

    def pick_days(self, lo: int, hi: int, n: int, gap: int) -> list[int]:
        for _ in range(500):
            days = sorted(self.rng.sample(range(lo, hi), n))
            if all(b - a >= gap for a, b in zip(days, days[1:], strict=False)):
                return days
        return [lo + i * gap for i in range(n)]

    def single_track(self, p: Person, s: SlotDef) -> Track:
        """Invent one person's single-valued slot, write its scenes, return its truth."""
        rng = self.rng
        pool = list(s.values_for(p.lang))
        rng.shuffle(pool)
        n = rng.choice((1, 1, 2, 2, 2, 3))
        held, spare = pool[: n + 1], pool[n + 1 :]
        intro = rng.randint(0, 75)
        actual = [-1] + self.pick_days(intro + 45, 690, n, 70)
        known = [intro]
        styles = ["direct"] * 3 + ["use"] * 2 + ["third", "pronoun", "neg", "late", "long"] * 2
        styles += ["selfname", "correct"]
        if s.has(p.lang, "we"):
            styles.append("we")
        for k in range(1, n + 1):
            style = rng.choice(styles)
            report = actual[k]
            if style == "late":
                nxt = actual[k + 1] if k < n else LAST_DAY
                report = actual[k] + rng.randint(18, 45)
                if report > min(nxt - 10, LAST_DAY):
                    style, report = "direct", actual[k]
            known.append(report)
        tr = Track(held, actual, known)
        # the first value: said plainly, or by somebody else, or as a scoped statement
        if rng.random() < 0.8:
            self.say(intro, [(p, cap(self.line(s, p, "has", v=held[0])))])
        else:
            o = self.others(p)[0]
            self.say(intro, [(o, self.line(s, o, "third", v=held[0], **self.subj(o, p, False)))])
        for k in range(1, n + 1):
            style = "direct" if known[k] == actual[k] else "late"
            if style == "direct":
                style = rng.choice([x for x in styles if x != "late"])
            if s.plans and rng.random() < 0.35:  # announced beforehand
                lo = max(known[k - 1] + 3, actual[k] - 40)
                if lo < actual[k] - 8:
                    self.say(
                        rng.randint(lo, actual[k] - 8), [(p, self.line(s, p, "plan", v=held[k]))]
                    )
            self.change_scene(p, s, held[k - 1], held[k], actual[k], style, spare, tr, known[k])
        self.extras(p, s, tr, spare)
        return tr

    def periods(self, tr: Track) -> list[tuple[int, int, int]]:
        """(value index, first day the chat knows it, last day it holds)."""
        out = []
        for k in range(len(tr.held)):
            end = tr.actual[k + 1] - 1 if k + 1 < len(tr.held) else LAST_DAY
            out.append((k, max(tr.actual[k], tr.known[k]) + 1, end))
        return out

    def extras(self, p: Person, s: SlotDef, tr: Track, spare: list[str]) -> None:
        """Plans dropped or open, idle thoughts, old values, distractors, confirmations."""
        rng = self.rng
        periods = self.periods(tr)
        last_k, last_start, _ = periods[-1]
        if s.plans and spare and rng.random() < 0.3:  # a plan that is dropped
            k, a, b = max(periods, key=lambda t: t[2] - t[1])
            if b - a >= 50:
                w = spare.pop()
                d1 = rng.randint(a + 3, a + (b - a) // 2)
                d2 = rng.randint(d1 + 10, b - 2)
                self.say(d1, [(p, cap(self.line(s, p, "plan", v=w)))])
                turns = [(p, cap(self.line(s, p, "drop", v=w)))]
                if rng.random() < 0.5:
                    o = self.others(p)[0]
                    turns.insert(0, (o, "any news on the move?" if s is HOME and o.lang == EN
                                     else self.generic(o, "lead")))  # fmt: skip
                self.say(d2, turns)
                tr.dropped.append(w)
        if s.plans and spare and rng.random() < 0.2:  # "thinking about" that goes nowhere
            w = spare.pop()
            k, a, b = periods[0]
            self.say(rng.randint(a, max(a, min(b, 300))), [(p, self.line(s, p, "plan", v=w))])
            tr.dropped.append(w)
        if s.plans and spare and last_start < 640 and rng.random() < 0.35:  # an open plan
            w = spare.pop()
            d = rng.randint(max(last_start + 10, 655), 700)
            self.say(d, [(p, cap(self.line(s, p, "plan", v=w)))])
            if rng.random() < 0.5:
                o = self.others(p)[0]
                self.say(rng.randint(d + 3, 725), [
                    (o, "any progress?" if o.lang == EN else "进展怎么样？"),
                    (p, "still on, " + self.line(s, p, "plan", v=w) if p.lang == EN
                     else "还在弄，" + self.line(s, p, "plan", v=w)),
                ])  # fmt: skip
            tr.open_plan = w
        if len(tr.held) > 1 and rng.random() < 0.5:  # an old value named, nothing changes
            k, a, b = rng.choice(periods[1:])
            if b > a + 2:
                old = tr.held[rng.randrange(k)]
                self.say(rng.randint(a + 1, b - 1), [(p, cap(self.line(s, p, "old", old=old)))])
        for _ in range(rng.choice((1, 1, 2))):  # distractors
            if not spare:
                break
            w = spare[rng.randrange(len(spare))]
            text = self.line(s, p, "dist", v=w)
            self.say(rng.randint(0, LAST_DAY), [(p, cap(text))])
            tr.mentioned.append(w)
        if rng.random() < 0.3:  # the current value confirmed by use
            k, a, b = periods[-1]
            if b > a + 2:
                self.say(rng.randint(a + 1, b), [(p, self.line(s, p, "use", v=tr.held[k]))])
        if s.has(p.lang, "scoped") and spare and rng.random() < 0.4:
            x = spare.pop()
            k, a, b = periods[-1]
            if b > a + 2:
                v = tr.held[k]
                self.say(rng.randint(a + 1, b), [(p, cap(self.line(s, p, "scoped", v=v, x=x)))])
                tr.mentioned.append(x)

    # -- a household's shared home ------------------------------------------------------------

    def home_track(self, p: Person) -> Track:
        """A single person's home, or a couple's shared one (changes told as "we")."""
        q = p.partner
        if q is None:
            return self.single_track(p, HOME)
        rng = self.rng
        pool = list(HOME.values_for(EN))
        rng.shuffle(pool)
        n = rng.choice((1, 2, 2))
        held, spare = pool[: n + 1], pool[n + 1 :]
        intro = rng.randint(0, 40)
        actual = [-1] + self.pick_days(intro + 60, 690, n, 90)
        tr = Track(held, actual, [intro] + actual[1:])
        together = (f"for the newbies: {q.name} and I live together, yes we argue about beta at home"
                    if p.lang == EN else f"介绍一下，{q.name}和我住在一起，在家也会吵beta")  # fmt: skip
        self.say(intro, [(p, together), (p, cap(self.line(HOME, p, "has", v=held[0])))])
        for k in range(1, n + 1):
            who = rng.choice((p, q))
            if rng.random() < 0.4:
                lo = max(tr.known[k - 1] + 3, actual[k] - 40)
                self.say(rng.randint(lo, actual[k] - 5), [
                    (who, ("we're thinking of moving to {v}" if who.lang == EN
                           else "我们在考虑搬到{v}").replace("{v}", held[k]))])  # fmt: skip
            turns = [(who, cap(self.line(HOME, who, "we", v=held[k])))]
            if rng.random() < 0.5:
                o = self.others(who)[0]
                turns.append((o, self.generic(o, "react")))
            self.say(actual[k], turns)
        self.extras(p, HOME, tr, spare)
        return tr

    # -- a multi-valued slot: values added alongside (and sometimes one given up) ------------

    def multi_track(self, p: Person, s: SlotDef) -> Track:
        rng = self.rng
        pool = list(s.values_for(p.lang))
        rng.shuffle(pool)
        n = rng.choice((1, 1, 2))
        held, spare = pool[: n + 1], pool[n + 1 :]
        intro = rng.randint(0, 100)
        actual = [-1] + self.pick_days(intro + 40, 700, n, 60)
        known = [intro]
        self.say(intro, [(p, cap(self.line(s, p, "has", v=held[0])))])
        have = [held[0]]
        for k in range(1, n + 1):
            v, v1 = held[k], rng.choice(have)
            style = rng.choice(("add", "add", "use2", "third", "pronoun", "late", "selfname"))
            report = actual[k]
            if style == "late":
                nxt = actual[k + 1] if k < n else LAST_DAY
                report = actual[k] + rng.randint(15, 40)
                if report > min(nxt - 10, LAST_DAY):
                    style, report = "add", actual[k]
            turns: list[tuple[Person, str]] = []
            if style == "third":
                o = self.others(p)[0]
                turns.append((o, self.line(s, o, "third", v=v, **self.subj(o, p, False))))
            elif style == "pronoun":
                o1, o2 = self.others(p, 2)
                turns.append((o1, self.generic(o1, "who", n=p.name)))
                turns.append((o2, self.line(s, o2, "third", v=v, **self.subj(o2, p, True))))
            elif style == "selfname":
                third = self.line(s, p, "third", v=v, **self.subj(p, p, False))
                turns.append((p, self.generic(p, "self") + " " + third))
            elif style == "late":
                past = self.line(s, p, "past", v=v)
                when = self.when(p, actual[k], report)
                turns.append((p, self.generic(p, "late", past=past, when=when)))
            elif style == "use2":
                turns.append((p, cap(self.line(s, p, "use2", v=v, v1=v1))))
            else:
                turns.append((p, cap(self.line(s, p, "add", v=v, v1=v1))))
            if rng.random() < 0.4:
                o = self.others(p)[0]
                turns.append((o, self.generic(o, "react")))
            self.say(report, turns)
            known.append(report)
            have.append(v)
        tr = Track(held, actual, known)
        last = max(known)
        if n == 2 and rng.random() < 0.4 and last < 680:  # one given up, two remain
            gone = rng.choice(held[:2])
            self.say(rng.randint(last + 10, 720), [(p, cap(self.line(s, p, "remove", v=gone)))])
            have.remove(gone)
        elif rng.random() < 0.5:  # both named together, nothing changes
            v1, v = rng.sample(have, 2)
            self.say(
                rng.randint(last + 1, LAST_DAY), [(p, cap(self.line(s, p, "use2", v=v, v1=v1)))]
            )
        tr.final = have
        if spare and rng.random() < 0.7:
            w = spare[rng.randrange(len(spare))]
            self.say(rng.randint(0, LAST_DAY), [(p, cap(self.line(s, p, "dist", v=w)))])
            tr.mentioned.append(w)
        return tr

    # -- probes --------------------------------------------------------------------------------

    def question(self, s: SlotDef, p: Person, kind: str, cur: str = "") -> str:
        key = {"current": "qc", "historical": "qh", "as_of": "qa", "planning": "qp",
               "coexisting": "qx"}[kind]  # fmt: skip
        lang = p.lang if s.frags[p.lang].get(key) else EN
        return fill(s.frags[lang][key][0], n=p.name, cur=cur)

    def probes_for(self, p: Person, s: SlotDef, tr: Track, planning: bool = True) -> None:
        rng = self.rng
        values = sorted(set(tr.held + tr.wrong + tr.dropped + tr.mentioned
                            + ([tr.open_plan] if tr.open_plan else [])))  # fmt: skip
        base = {"subject": p.name, "slot": s.key, "values": values}
        if s.multi:
            self.probes.append({**base, "kind": "coexisting", "question": self.question(s, p, "coexisting"),
                                "gold": sorted(tr.final), "outdated": [], "abandoned": []})  # fmt: skip
            return
        cur = tr.held[-1]
        self.probes.append({**base, "kind": "current", "question": self.question(s, p, "current"),
                            "gold": [cur], "outdated": sorted(set(tr.held[:-1] + tr.wrong)),
                            "abandoned": sorted(set(tr.dropped))})  # fmt: skip
        if planning and tr.open_plan:
            self.probes.append({**base, "kind": "planning", "question": self.question(s, p, "planning"),
                                "gold": [tr.open_plan], "outdated": [], "abandoned": []})  # fmt: skip
        if len(tr.held) > 1:
            self.optional.append({**base, "kind": "historical",
                                  "question": self.question(s, p, "historical", cur),
                                  "gold": [tr.held[-2]], "outdated": [], "abandoned": []})  # fmt: skip
            past = [t for t in self.periods(tr)[:-1] if t[2] - t[1] >= 20]
            if past:
                k, a, b = rng.choice(past)
                self.optional.append({**base, "kind": "as_of", "question": self.question(s, p, "as_of"),
                                      "gold": [tr.held[k]], "outdated": [], "abandoned": [],
                                      "as_of_day": (a + b) // 2})  # fmt: skip

    # -- the world -------------------------------------------------------------------------------

    def cast(self) -> None:
        rng = self.rng
        n = rng.randint(10, 14)
        n_zh = round(n / 4)
        chosen = rng.sample(EN_PEOPLE, n - n_zh) + rng.sample(ZH_PEOPLE, n_zh)
        rng.shuffle(chosen)
        for name, gender in chosen:
            lang = ZH if (name, gender) in ZH_PEOPLE else EN
            self.people.append(Person(name, gender, lang))
        singles = list(self.people)
        rng.shuffle(singles)
        for _ in range(rng.choice((1, 2, 2))):  # couples sharing a home
            a, b = singles.pop(), singles.pop()
            a.partner, b.partner = b, a
        en_people = [p for p in self.people if p.lang == EN]
        for p in rng.sample(en_people, min(2, len(en_people))):
            p.sprinkle = True
        for p in self.people:
            k = rng.randint(4, 7)
            chosen_slots: list[SlotDef] = [HOME]
            if rng.random() < 0.85:
                chosen_slots.append(EMPLOYER)
            if rng.random() < 0.7:
                chosen_slots.append(rng.choice(MULTI_SLOTS))
            if p.partner is not None:  # one household: one energy supplier, car, pets
                shared = (ENERGY, CAR, PETS) if p.partner.slots else ()
                chosen_slots = [s for s in chosen_slots if s not in shared]
            rest = [s for s in SINGLE_SLOTS if s not in chosen_slots
                    and not (s is PARTNER and p.partner is not None)
                    and not (p.partner is not None and p.partner.slots and s in (ENERGY, CAR))]  # fmt: skip
            chosen_slots += rng.sample(rest, max(0, k - len(chosen_slots)))
            p.slots = chosen_slots

    def build(self) -> None:
        self.cast()
        homes: dict[str, Track] = {}
        for p in self.people:
            for s in p.slots:
                if s is HOME:
                    if p.partner is not None and p.partner.name in homes:
                        tr = homes[p.partner.name]
                        self.probes_for(p, s, tr, planning=False)
                        continue
                    tr = self.home_track(p)
                    homes[p.name] = tr
                elif s.multi:
                    tr = self.multi_track(p, s)
                else:
                    tr = self.single_track(p, s)
                self.probes_for(p, s, tr)
        # historical and as_of probes: as many as keep the total within 100..140
        want = self.rng.randint(120, 138) - len(self.probes)
        self.rng.shuffle(self.optional)
        self.probes += self.optional[: max(0, want)]
        while len(self.probes) > 138:  # a crowded seed: fewer current probes
            i = self.rng.choice([i for i, p in enumerate(self.probes) if p["kind"] == "current"])
            self.probes.pop(i)
        self.filler()

    def filler(self) -> None:
        rng = self.rng
        state_eps = sum(len(sc.turns) for sc in self.scenes)
        target = rng.randint(590, 760)
        used: set[str] = set()
        while state_eps < target:
            day = rng.randint(0, LAST_DAY)
            if rng.random() < 0.7:
                day -= day % 7  # Tuesday night
            turns = []
            for _ in range(rng.choice((1, 1, 2, 2, 3))):
                who = rng.choice(self.people)
                o = rng.choice([q for q in self.people if q is not who])
                key = "sp" if who.sprinkle and rng.random() < 0.3 else "f"
                for _ in range(6):  # a line not said yet, where one is left
                    line = self.pick(FILLER, who.lang, key)
                    if line not in used:
                        break
                used.add(line)
                text = fill(line, o=o.name, g=rng.choice(GRADES))
                turns.append((who, cap(text)))
            self.say(day, turns)
            state_eps += len(turns)

    def episodes(self) -> list[dict[str, Any]]:
        rng = self.rng
        by_day: dict[int, list[Scene]] = {}
        for sc in self.scenes:
            by_day.setdefault(min(max(sc.day, 0), LAST_DAY), []).append(sc)
        out = []
        for day in sorted(by_day):
            scenes = by_day[day]
            rng.shuffle(scenes)
            minute = rng.randint(17 * 60, 19 * 60) if day % 7 == 0 else rng.randint(450, 1140)
            for i, sc in enumerate(scenes):
                for who, text in sc.turns:
                    out.append({"day": day, "minute": min(minute, 1439), "speaker": who.name,
                                "text": text, "session": f"foundry-{day:03d}-{i}",
                                "language": who.lang})  # fmt: skip
                    minute += rng.randint(1, 4)
                minute += rng.randint(6, 40)
        return out


def generate(seed: int) -> dict[str, Any]:
    """The chat and its probes for one seed (see the module doc)."""
    w = World(seed)
    w.build()
    return {"generator": GENERATOR, "seed": seed, "start": START, "episodes": w.episodes(),
            "probes": w.probes}  # fmt: skip


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is well formed)."""
    problems = []
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    if not 500 <= len(eps) <= 800:
        problems.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        problems.append(f"{len(probes)} probes")
    if not 10 <= len(speakers) <= 14:
        problems.append(f"{len(speakers)} speakers")
    for e in eps:
        if not (0 <= e["day"] <= 730 and 0 <= e["minute"] < 1440 and e["text"].strip()):
            problems.append(f"bad episode {e}")
        if e["language"] not in (EN, ZH) or "{" in e["text"] or "}" in e["text"]:
            problems.append(f"bad episode {e}")
    order = [(e["day"], e["minute"]) for e in eps]
    if order != sorted(order):
        problems.append("episodes out of time order")
    for p in probes:
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS or p["subject"] not in speakers:
            problems.append(f"bad probe {tag}")
        if not p["gold"] or not re.fullmatch(r"[a-z_]+", p["slot"]):
            problems.append(f"bad probe {tag}")
        for g in p["gold"]:
            if not any(g in t for t in texts):
                problems.append(f"gold {g!r} never said ({tag})")
        vals = set(p["values"])
        if not set(p["gold"]) | set(p["outdated"]) | set(p["abandoned"]) <= vals:
            problems.append(f"values incomplete ({tag})")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            problems.append(f"gold also outdated/abandoned ({tag})")
        if (p["kind"] == "as_of") != (p.get("as_of_day") is not None):
            problems.append(f"as_of_day ({tag})")
        if p["kind"] == "coexisting" and len(p["gold"]) < 2:
            problems.append(f"coexisting with one value ({tag})")
    return problems


def main() -> None:
    for seed in (7, 11, 23):
        world = generate(seed)
        problems = validate(world)
        assert world == generate(seed), "not deterministic"
        kinds: dict[str, int] = {}
        for p in world["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        zh = sum(e["language"] == ZH for e in world["episodes"])
        people = len({e["speaker"] for e in world["episodes"]})
        print(f"seed {seed}: {len(world['episodes'])} episodes ({zh} zh), {people} people, "
              f"{len(world['probes'])} probes {dict(sorted(kinds.items()))}")  # fmt: skip
        for problem in problems:
            print("  PROBLEM:", problem)
        if problems:
            raise SystemExit(1)


if __name__ == "__main__":
    main()
