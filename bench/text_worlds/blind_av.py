"""Blind text world ``blind_av``: a Plymouth community sailing club's group chat, two years.

Written blind from a brief of situations (not from the extractor's rules).  ``generate(seed)``
invents ten to fourteen members of a dinghy club on Plymouth Sound: dinghy sailors, junior
sailing parents, race officers, boat-maintenance volunteers, the bar and galley team, the
committee and a few Chinese-speaking postgraduate students learning to sail.  Each has four to
seven state slots (neighbourhood, employer, dinghy, car, phone network, bank, gym, usual drink,
pets, instruments, language being learnt, club volunteer role) whose values change one to three
times: said straight out, shown only by use, reported by someone else (with pronouns), told
weeks late, corrected, negated, buried in chatter, planned and done, planned and dropped, or
scoped ("X mostly, but Y on race days").  Most episodes are everyday chat with no state news,
and distractors name values of the same kind without them being anyone's state.

Probes (current / historical / as_of / coexisting / planning) carry gold values that occur
verbatim in the episode text.  Standard library only; deterministic given the seed.
Run ``python -m bench.text_worlds.blind_av`` for a self-check of seeds 7, 11 and 23.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

START = "2023-03-04T08:00:00+00:00"
LAST_DAY = 729
EN, ZH = "en", "zh"
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip


def P(block: str) -> dict[str, list[str]]:
    """Phrase table: one ``kind: phrase`` per line."""
    out: dict[str, list[str]] = {}
    for line in block.strip().splitlines():
        kind, _, text = line.strip().partition(": ")
        out.setdefault(kind, []).append(text)
    return out


def L(block: str) -> list[str]:
    """A list of lines."""
    return [s.strip() for s in block.strip().splitlines() if s.strip()]


# -- people ------------------------------------------------------------------------------------

# (name, gender, role in the club)
EN_PEOPLE = (
    ("Tom", "m", "sailor"), ("Becky", "f", "parent"), ("Gareth", "m", "race officer"),
    ("Jo", "f", "committee"), ("Sian", "f", "galley"), ("Martin", "m", "maintenance"),
    ("Kerry", "f", "parent"), ("Rob", "m", "sailor"), ("Hannah", "f", "race officer"),
    ("Pete", "m", "maintenance"), ("Lorna", "f", "bar"), ("Callum", "m", "sailor"),
    ("Fiona", "f", "committee"), ("Dougie", "m", "bar"), ("Nikki", "f", "parent"),
    ("Alun", "m", "race officer"), ("Jess", "f", "sailor"), ("Mike", "m", "maintenance"),
)  # fmt: skip
ZH_PEOPLE = (
    ("Lin Yue", "f", "student"), ("Zhao Min", "f", "student"), ("Chen Hao", "m", "student"),
    ("Xu Jing", "f", "student"), ("Wang Lei", "m", "student"), ("Sun Qi", "f", "student"),
    ("Liu Yang", "m", "student"), ("Zhou Tian", "m", "student"),
)  # fmt: skip


@dataclass
class Person:
    name: str
    gender: str
    role: str
    lang: str
    slots: list[str] = field(default_factory=list)

    def pron(self, cap: bool = False) -> str:
        if self.lang == ZH:
            return "她" if self.gender == "f" else "他"
        p = "she" if self.gender == "f" else "he"
        return p.capitalize() if cap else p

    @property
    def pos(self) -> str:
        return "her" if self.gender == "f" else "his"


# -- slots -------------------------------------------------------------------------------------


@dataclass
class Slot:
    key: str
    multi: bool
    plans: bool
    household: bool
    scoped: bool
    pool: dict[str, list[str]]
    q: dict[str, tuple[str, str]]  # kind -> (English, Chinese) question with {n}
    ph: dict[str, dict[str, list[str]]]  # language -> phrase kind -> phrases
    zh_ok: bool = True  # whether Chinese-speaking members get this slot


SLOTS: dict[str, Slot] = {}


def slot(key: str, multi: bool, plans: bool, household: bool, scoped: bool,
         pool_en: str, pool_zh: str | None, q: dict[str, tuple[str, str]],
         en: str, zh: str, zh_ok: bool = True) -> None:  # fmt: skip
    SLOTS[key] = Slot(key, multi, plans, household, scoped,
                      {EN: L(pool_en), ZH: L(pool_zh) if pool_zh else L(pool_en)},
                      q, {EN: P(en), ZH: P(zh)}, zh_ok)  # fmt: skip


# Phrase kinds.  has: first-person present.  new: first-person change (past).  imp: the new
# value shown only by use.  rep: third person ({who} = a name or a pronoun).  ask: someone asks
# the subject ({n}) about the old value.  neg: "not {old} any more".  plan / drop / fizz: a plan,
# its abandonment, an idle thought.  we: household.  scope: "{v} mostly, but {x} ...".
# dist: the same kind of value, not the speaker's state.  Multi slots: add / imp2 instead.

slot(
    "home",
    False,
    True,
    True,
    False,
    """
Mutley
Peverell
Stoke
Plympton
Plymstock
Hooe
Mount Batten
Devonport
Mannamead
Lipson
Saltash
Stonehouse
Turnchapel
Crownhill
Efford
""",
    None,
    {
        "current": ("Which part of Plymouth does {n} live in now?", "{n}现在住在普利茅斯哪个区？"),
        "historical": ("Where did {n} live before?", "{n}以前住在哪里？"),
        "as_of": ("Which part of Plymouth does {n} live in?", "{n}住在哪个区？"),
        "planning": ("Where is {n} planning to move to?", "{n}打算搬到哪里？"),
    },
    """
has: I live up in {v}, so the club's a short hop for me
has: home is {v} these days, ten minutes from the slipway if the lights are kind
has: I've got a little terrace in {v}
new: I've moved to {v}, keys were handed over on Friday
new: we finally sold up and I'm in {v} now
new: I moved house, I'm in {v} now
imp: the walk from my new place in {v} down to the club is lovely in the mornings
imp: took me forty minutes to get back to {v} after the social, the bus route from the club is rubbish
rep: {who} has moved to {v}, said the new place has a garage big enough for the boat
rep: {who}'s living in {v} now, moved out a couple of weeks ago
ask: Are you still over in {old}, {n}?
neg: No, not {old} any more, I'm in {v} since the spring
neg: not in {old} now, we moved to {v}
plan: thinking of moving to {v}, it's closer to the water
plan: we've been looking at houses in {v}
drop: gave up on {v}, the prices are daft
drop: the {v} move is off, the survey was a horror show
fizz: sometimes I fancy living in {v}, one day maybe
we: we've moved to {v}, the kids have a bedroom each at last
we: we're in {v} now, new address on the membership form shortly
dist: my sister's just bought a flat in {v}, she's thrilled
dist: saw they're building four hundred new houses out past {v}
dist: anyone know a decent plumber who covers {v}?
dist: parking round {v} on match days is a nightmare
""",
    """
has: 我住在{v}，离俱乐部挺近的
has: 我现在住{v}，走路去码头十分钟
new: 我搬到{v}了，上周末搬的
new: 搬家了，现在住在{v}
imp: 从{v}新家走到俱乐部只要十五分钟，太方便了
rep: {who}搬到{v}了，说房租便宜一点
rep: {who}现在住{v}，刚搬过去
ask: {n}你还住在{old}吗？
neg: 不住{old}了，现在在{v}
plan: 我在考虑搬去{v}，离学校近
drop: 不打算搬去{v}了，房东太不靠谱
fizz: 有时候想住{v}，看海方便
dist: 我室友的朋友在{v}租了个房子，听说很吵
dist: {v}那边有家中餐馆不错，推荐
""",
)

slot(
    "job",
    False,
    True,
    False,
    False,
    """
Babcock
Derriford Hospital
Princess Yachts
Plymouth Marine Laboratory
Cattewater Chandlery
Hoegate Accountants
Stonehouse Creative
Rame Head Surveys
Plymouth City Council
Mayflower Print Works
Tamar Valley Bakery
""",
    None,
    {
        "current": ("Where does {n} work now?", "{n}现在在哪里工作？"),
        "historical": ("Where did {n} work before?", "{n}以前在哪里工作？"),
        "as_of": ("Where does {n} work?", "{n}在哪里工作？"),
        "planning": ("Where is {n} hoping to work next?", "{n}打算去哪里工作？"),
    },
    """
has: I work at {v}, so weekday evenings are tricky for me
has: I'm at {v} during the week, sailing is my sanity
has: I've been at {v} for six years, don't ask me about the car park there
new: I've started a new job at {v}, first week done
new: left my old place and started at {v} on Monday
imp: sorry I missed the meeting, got held back at {v} for a stocktake
imp: the lot at {v} have asked me to sort their summer social, any ideas?
rep: {who} has started at {v}, sounds really happy about it
rep: {who} is working for {v} now, changed jobs in the summer
ask: How's life at {old}, {n}?
neg: Not at {old} any more! I'm at {v} now
plan: I've got an interview at {v} next week, fingers crossed
plan: I'm applying to {v}, they're after someone with my background
drop: didn't take the {v} job in the end, the commute would have killed me
fizz: one day I'll go and work for {v}, they seem sound
dist: {v} are hiring again, if anyone's looking
dist: there was a piece in the Herald about {v} expanding
dist: my brother-in-law has just been made redundant from {v}, grim
""",
    """
has: 我在{v}打工
new: 我换工作了，现在在{v}
rep: {who}去{v}上班了
ask: {n}还在{old}吗？
neg: 早就不在{old}了，现在在{v}
plan: 我投了{v}的简历，下周面试
drop: {v}那边我不去了
fizz: 以后想去{v}看看
dist: {v}在招人，有兴趣的可以看看
""",
    zh_ok=False,
)

slot(
    "boat",
    False,
    True,
    False,
    False,
    """
Laser
RS Aero
Topper
Wayfarer
Enterprise
RS200
Merlin Rocket
RS Quest
Pico
Finn
Comet
RS Feva
Phantom
""",
    None,
    {
        "current": ("Which dinghy does {n} sail now?", "{n}现在开哪种帆船？"),
        "historical": ("Which dinghy did {n} sail before?", "{n}以前开的是哪种帆船？"),
        "as_of": ("Which dinghy does {n} sail?", "{n}开哪种帆船？"),
        "planning": ("Which dinghy is {n} planning to get?", "{n}打算换哪种帆船？"),
    },
    """
has: I sail a {v}, same one for years, she leaks a bit but she's mine
has: my {v} lives in row C of the dinghy park if anyone needs to move her
new: I've bought a {v}! Collected her from Falmouth yesterday
new: sold the old boat and I'm in a {v} now
imp: capsized the {v} twice off the breakwater today, still working out where to sit
imp: does anyone have a spare toestrap? the one on my {v} has gone baggy
imp: new sail for the {v} arrived, it's so crisp it crackles
rep: {who} has gone over to a {v}, looked quick on Sunday too
rep: {who}'s sailing a {v} now, sold the old one to a lad from Torpoint
ask: Bringing the {old} out on Sunday, {n}?
neg: no, not the {old} any more, I'm in a {v} now, keep up
neg: the {old} is gone, it's the {v} for me now
plan: thinking about getting a {v} for next season
plan: I've been eyeing up a {v} on the classifieds
drop: scrap the {v} idea, I can't justify the money
drop: not buying the {v} after all, the hull was soft round the centreboard case
fizz: I'd love a go in a {v} one day
dist: there's a {v} for sale on the noticeboard, tidy looking boat
dist: the {v} fleet at Mount Batten had twenty boats out, mad
dist: if I had the knees for it I'd be in a {v}
dist: is a {v} any good in a chop? asking for a friend
""",
    """
has: 我在学开{v}，还经常翻
new: 我买了一条二手{v}！
new: 现在换成{v}了，比以前那条快多了
imp: 今天{v}又翻了两次，膝盖全青了
rep: {who}现在开{v}了，周日在海上开得挺快的
ask: {n}周日开{old}出来吗？
neg: 不开{old}了，现在是{v}
plan: 在考虑买一条{v}
drop: {v}不买了，太贵
fizz: 以后想试试{v}
dist: 公告栏上有条{v}在卖，看起来不错
dist: 听说{v}在大浪里很难开
""",
)

slot(
    "car",
    False,
    True,
    True,
    False,
    """
Skoda Octavia
Ford Fiesta
Nissan Leaf
Toyota Yaris
Vauxhall Corsa
Kia Niro
VW Polo
Dacia Duster
Volvo V70
Land Rover Defender
Honda Jazz
Mazda MX-5
""",
    None,
    {
        "current": ("What car does {n} drive now?", "{n}现在开什么车？"),
        "historical": ("What car did {n} drive before?", "{n}以前开什么车？"),
        "as_of": ("What car does {n} drive?", "{n}开什么车？"),
        "planning": ("What car is {n} planning to get?", "{n}打算买什么车？"),
    },
    """
has: I drive the {v}, it tows the trailer fine as long as nobody sneezes
has: my {v} is the one parked badly by the gate, sorry
new: I've got a {v} now, traded the old one in at the weekend
new: bought a {v}, first new-to-me car in ten years
imp: got the trailer hitched to the {v} for the first time today, reversing down the slip was a comedy
imp: can someone move the white van, I can't get the {v} out
rep: {who}'s driving a {v} now, saw it in the car park
rep: {who} got rid of the old car, it's a {v} now
ask: Still running the {old}, {n}?
neg: not the {old}, that died in March, it's the {v} now
plan: we're thinking about a {v}, need something that'll tow
plan: test driving a {v} on Saturday
drop: went off the {v} idea, insurance quote was silly
fizz: always fancied a {v}, maybe when I retire
we: we've changed the car, it's a {v} now
we: our {v} is the one with the roof bars, park next to it if you need a hand loading
dist: a {v} just reversed into the bollard by the slip, nobody hurt
dist: advert for the {v} came on during the rugby, looks good
dist: does the {v} come with a towbar or is that an extra?
""",
    """
has: 我开一辆二手{v}
new: 买车了！{v}，二手的
imp: 开{v}拖船架还挺稳的
rep: {who}买了{v}
ask: {n}还开那辆{old}吗？
neg: 不开{old}了，换成{v}了
plan: 在考虑买{v}
drop: 不买{v}了，保险太贵
dist: 停车场那辆{v}挡住路了，谁的？
""",
    zh_ok=False,
)

slot(
    "carrier",
    False,
    False,
    False,
    True,
    """
giffgaff
Vodafone
Tesco Mobile
Smarty
Lebara
Voxi
Lundy Mobile
iD Mobile
O2
Sky Mobile
""",
    None,
    {
        "current": ("Which mobile network is {n} on now?", "{n}现在用哪家手机运营商？"),
        "historical": ("Which mobile network was {n} on before?", "{n}以前用哪家运营商？"),
        "as_of": ("Which mobile network is {n} on?", "{n}用哪家运营商？"),
    },
    """
has: I'm on {v}, signal at the club is patchy but fine on the water somehow
has: my phone's with {v}, never had a problem
has: I'm with {v}, which is why I only get texts on the top of the slipway
new: switched my phone over to {v} yesterday
new: moved to {v}, half the price for double the data
imp: finally got a signal out by the breakwater, {v} actually works down there
imp: {v} sent me a text welcoming me aboard, very nautical of them
rep: {who} has gone over to {v}, that's why the number changed
ask: {n}, are you still on {old}? I can never get through to you
neg: not on {old} any more, I'm with {v} now, same number
plan: my contract's up, I'll probably jump to {v}
drop: stayed put in the end, {v} wanted a credit check I couldn't be bothered with
scope: {v} for my own phone, but the work one is on {x}
scope: I'm on {v} mostly, the tablet has a {x} sim for race results
dist: {v} is advertising a free month, if anyone's tempted
dist: is it just me or is {v} down today?
dist: my mum's on {v} and she can't even get a text in the kitchen
""",
    """
has: 我用的是{v}的卡
new: 换到{v}了，流量多很多
imp: {v}在防波堤那边居然有信号
rep: {who}换了{v}，所以号码变了
ask: {n}你还是用{old}吗？
neg: 不用{old}了，现在是{v}
plan: 合约到期了，可能换{v}
drop: 最后没换{v}
scope: 我平时用{v}，但是iPad上插的是{x}的卡
dist: {v}在打折，送一个月
dist: 有人用{v}吗？信号怎么样？
""",
)

slot(
    "bank",
    False,
    False,
    False,
    True,
    """
Monzo
Nationwide
Starling
Lloyds
Barclays
Devon Mutual
HSBC
Santander
Plymouth Credit Union
""",
    None,
    {
        "current": ("Which bank does {n} use now?", "{n}现在用哪家银行？"),
        "historical": ("Which bank did {n} use before?", "{n}以前用哪家银行？"),
        "as_of": ("Which bank does {n} use?", "{n}用哪家银行？"),
    },
    """
has: I bank with {v}, they've been fine to be fair
has: my account's with {v}, so I can do the transfer tonight
new: I've moved my current account over to {v}
new: switched banks, I'm with {v} now
imp: paid my subs from the {v} app in about four seconds, love it
imp: the {v} card is the pink one, keep getting funny looks at the bar
rep: {who} moved banks, {v} now apparently
ask: {n}, do you still bank with {old}?
neg: not with {old} now, I'm with {v}
plan: I'm thinking of moving to {v}
drop: I was going to move to {v} but couldn't face the paperwork
scope: {v} for everything day to day, but the boat fund sits with {x}
scope: mostly {v}, though the mortgage is with {x}
dist: {v} closed another branch in town, there's hardly any left
dist: got a scam text pretending to be {v}, be careful everyone
dist: is {v} any good? my son wants to open an account
""",
    """
has: 我用{v}的卡
new: 换银行了，现在用{v}
imp: 用{v}的app交了会费，秒到
rep: {who}换到{v}了
ask: {n}你还在用{old}吗？
neg: 不用{old}了，现在用{v}
plan: 想换到{v}
drop: 不换{v}了，太麻烦
scope: 平时用{v}，学费是从{x}付的
dist: 收到一条假装{v}的诈骗短信，大家小心
dist: {v}开户要多久？
""",
)

slot(
    "gym",
    False,
    False,
    False,
    False,
    """
PureGym
Plymouth Life Centre
Barbican Boulders
Hoe Fitness
Jennycliff CrossFit
Mount Wise Pool
Efford Squash Club
""",
    None,
    {
        "current": ("Which gym does {n} go to now?", "{n}现在去哪个健身房？"),
        "historical": ("Which gym did {n} go to before?", "{n}以前去哪个健身房？"),
        "as_of": ("Which gym does {n} go to?", "{n}去哪个健身房？"),
    },
    """
has: I go to {v} three mornings a week, it keeps the hiking muscles honest
has: I'm a member at {v}, mostly for the winter
has: winter fitness for me is {v}, twice a week if I'm good
new: I've joined {v}, cancelled the old membership
new: new gym! signed up at {v}
imp: did a legs session at {v} this morning and now I can't hike out, great planning
imp: the showers at {v} are better than ours, just saying
rep: {who} goes to {v} now, saw {pos} bag in the changing room
ask: Still going to {old}, {n}?
neg: gave up {old}, I'm at {v} now
dist: {v} has a January offer on, half price joining
dist: heard {v} is shutting for refurbishment over the summer
dist: my nephew works the front desk at {v}
""",
    """
has: 我在{v}办了卡
new: 换健身房了，现在去{v}
imp: 今天在{v}练腿，明天压舷肯定不行了
rep: {who}现在去{v}锻炼
ask: {n}还去{old}吗？
neg: 不去{old}了，改去{v}
dist: {v}现在有学生优惠
""",
)

slot(
    "drink",
    False,
    False,
    False,
    True,
    """
Tribute
Doom Bar
Plymouth Gin
Sutton Harbour IPA
ginger beer
Jail Ale
Guinness
Rattler cider
lime and soda
oat flat white
""",
    """
奶茶
乌龙茶
热巧克力
冰美式
柠檬茶
菊花茶
""",
    {
        "current": (
            "What is {n}'s usual drink at the club bar now?",
            "{n}现在在俱乐部吧台常喝什么？",
        ),
        "historical": ("What did {n} usually drink at the bar before?", "{n}以前在吧台常喝什么？"),
        "as_of": ("What is {n}'s usual drink at the club bar?", "{n}在吧台常喝什么？"),
    },
    """
has: my usual is {v}, Lorna has it poured before I reach the bar
has: I'm a {v} person, always have been
new: I've gone off the old stuff, it's {v} for me now
new: new regime: I'm drinking {v} at the bar from now on
imp: a {v} for me when someone's up, I'll get the next round
imp: the bar ran out of {v} on Saturday and I nearly went home
rep: {who} is on {v} these days, don't pour {pos} old usual
ask: Usual {old}, {n}?
neg: not {old} any more, I'm on {v} now, doctor's orders
scope: {v} as a rule, but on race days it's {x} until I'm ashore
scope: {v} usually, {x} when I'm driving
dist: the brewery rep left a crate of {v} to try, help yourselves
dist: who on earth ordered {v} with a curry?
dist: that pub in Cawsand charges six quid for {v}, daylight robbery
""",
    """
has: 我一般喝{v}
new: 最近改喝{v}了
imp: 今天又在吧台点了{v}，店员都记住我了
rep: {who}现在只喝{v}
ask: {n}，还是老样子{old}？
neg: 不喝{old}了，现在喝{v}
scope: 平时喝{v}，比赛那天喝{x}
dist: 市中心新开了一家店，{v}很好喝
dist: 有人知道哪里能买到{v}吗？
""",
)

slot(
    "pets",
    True,
    False,
    True,
    False,
    """
Biscuit
Pickle
Marmite
Nelson
Pebble
Dougal
Juno
Crumble
Ziggy
Hector
Mabel
Bramble
""",
    """
团子
馒头
可乐
豆豆
年糕
布丁
""",
    {
        "coexisting": ("Which pets does {n} have now?", "{n}现在养了哪些宠物？"),
    },
    """
has: I've got a rescue dog called {v}, she comes to the club on quiet days
has: our cat {v} sleeps in the sail bag if I leave it open
add: we've adopted another one! meet {v}, a scruffy terrier from the shelter
add: got a kitten, {v}, so there are two of them now
imp2: {v} and {old} had a stand-off over the sofa last night, {old} won
imp2: walking {old} and {v} together along the Hoe is a full workout
rep: {who} has got a second dog now, {v}, alongside the old one
fizz: half tempted to get a parrot and call it {v}
we: we've added {v} to the household, a little rabbit, the kids are smitten
dist: someone's lost a spaniel called {v} near the car park, keep an eye out
dist: my neighbour's dog {v} barks at the bin lorry every week
""",
    """
has: 我养了一只猫，叫{v}
add: 又领养了一只小猫，叫{v}
imp2: {v}和{old}今天打架了，家里一团乱
rep: {who}又养了一只，叫{v}
fizz: 想再养一只，名字都想好了，叫{v}
dist: 朋友家的狗叫{v}，超级可爱
""",
)

slot(
    "instruments",
    True,
    False,
    False,
    False,
    """
ukulele
fiddle
concertina
guitar
banjo
tin whistle
cello
harmonica
""",
    """
二胡
古筝
吉他
笛子
尤克里里
钢琴
""",
    {
        "coexisting": ("Which instruments does {n} play now?", "{n}现在会演奏哪些乐器？"),
    },
    """
has: I play the {v} in a folk session at the Dolphin on Thursdays
has: I've played the {v} since school, badly but loudly
add: I've taken up the {v} as well, my family are thrilled, honest
add: started {v} lessons on top of everything else
imp2: brought the {v} and the {old} to the social, couldn't decide
imp2: practising the {v} after an hour of the {old}, my fingers are done
rep: {who} has picked up the {v} too, heard {pos} practising in the boat shed
fizz: I keep saying I'll learn the {v}
dist: there's a {v} in the charity shop on Mutley Plain, twenty quid
dist: the band at the summer party had a {v} player, brilliant
""",
    """
has: 我从小学{v}
add: 最近又开始学{v}了
imp2: 练完{old}又练{v}，手指疼
rep: {who}又开始学{v}了
fizz: 一直想学{v}
dist: 二手店有个{v}在卖，挺便宜
""",
)

slot(
    "language",
    False,
    True,
    False,
    False,
    """
Mandarin
Spanish
French
Portuguese
Italian
Welsh
Cornish
German
""",
    """
西班牙语
法语
日语
德语
韩语
意大利语
""",
    {
        "current": ("Which language is {n} learning now?", "{n}现在在学哪门语言？"),
        "historical": ("Which language was {n} learning before?", "{n}以前学的是哪门语言？"),
        "as_of": ("Which language is {n} learning?", "{n}在学哪门语言？"),
        "planning": ("Which language is {n} planning to learn?", "{n}打算学哪门语言？"),
    },
    """
has: I'm learning {v} on the app every night, seven hundred day streak
has: been doing {v} evening classes at the college
has: I'm plodding through {v} at night school, slowly
new: I've started {v} now, dropped the old course
new: switched to {v}, the teacher is lovely
imp: my {v} homework this week is describing a regatta, wish me luck
imp: tried out my {v} on the visiting crew and they were very kind about it
rep: {who} is learning {v} now, keeps practising on the students
ask: How's the {old} going, {n}?
neg: gave up on {old}, it's {v} now
plan: I'm going to start {v} in September
drop: not doing {v} after all, no time
fizz: I should really learn {v}
dist: the library has free {v} conversation evenings, if anyone's interested
dist: my daughter's doing {v} GCSE and I can't help her at all
""",
    """
has: 我在学{v}，每天用app练
new: 改学{v}了
imp: {v}课的作业是写一篇帆船比赛的作文，太难了
rep: {who}现在在学{v}
ask: {n}，{old}学得怎么样了？
neg: 不学{old}了，改学{v}
plan: 打算下学期学{v}
drop: {v}不学了，太忙
fizz: 以后想学{v}
dist: 图书馆有免费的{v}角，有人去吗？
""",
)

slot(
    "role",
    False,
    True,
    False,
    True,
    """
race officer
safety boat driver
bar manager
galley lead
junior coach
bosun
treasurer
membership secretary
social secretary
dinghy park warden
""",
    None,
    {
        "current": (
            "What does {n} volunteer as at the club now?",
            "{n}现在在俱乐部做什么志愿工作？",
        ),
        "historical": (
            "What did {n} volunteer as at the club before?",
            "{n}以前在俱乐部做什么志愿工作？",
        ),
        "as_of": ("What does {n} volunteer as at the club?", "{n}在俱乐部做什么志愿工作？"),
        "planning": (
            "Which club role is {n} planning to take on?",
            "{n}打算在俱乐部担任什么职位？",
        ),
    },
    """
has: I'm the club's {v}, so blame me for anything that goes wrong
has: I do {v} duty most weekends
has: I've been {v} here for three seasons now
new: I've taken over as {v}, handover was Tuesday
new: stepped into the {v} job at the AGM, no idea what I've done
imp: as {v} I have to remind everyone the tide is at 7 on Sunday
imp: first week as {v} and I've already lost a set of keys
rep: {who} is {v} now, so send your moans that way
rep: {who} took over as {v} after the AGM
ask: {n}, are you still {old}?
neg: not {old} any more, I handed that on, I'm {v} now
plan: I've said I'll stand for {v} at the AGM
drop: I've withdrawn from {v}, can't give it the time
fizz: maybe I'll do {v} when the kids are older
scope: {v} officially, but I help out as {x} at the open meeting
dist: we still need a {v} for the Easter regatta, any takers?
dist: Mount Batten are advertising for a paid {v}, imagine being paid
""",
    """
has: 我在俱乐部做{v}
new: 我现在是{v}了，上周开始
imp: 第一次当{v}，紧张死了
rep: {who}现在是{v}
ask: {n}你还在做{old}吗？
neg: 不做{old}了，现在做{v}
plan: 我报名了{v}
drop: {v}我不做了，论文太忙
scope: 平时做{v}，比赛的时候帮忙做{x}
dist: 俱乐部还缺一个{v}，有人愿意吗？
""",
)


# -- wrappers shared by every slot ----------------------------------------------------------

CHAT_PRE = {
    EN: L("""
Morning all, what a sunrise over the Sound today.
Right, bit of a ramble coming, bear with me.
Hope everyone survived the social, my head certainly didn't.
Tide tables for next month are up on the board by the way.
Quick one before I forget, and then I'll shut up.
Lovely evening for it, the water was like glass.
Can't believe it's nearly the Frostbite series again, where did the summer go.
Sorry for the radio silence, work has been bonkers.
Just back from the dinghy park, my trolley wheel has finally given up.
"""),
    ZH: L("""
大家早上好，今天海上的日出太美了。
先说几件小事。
昨天的聚会好开心，谢谢大家。
最近实验室太忙了，好久没来俱乐部。
下个月的潮汐表已经贴出来了。
"""),
}
CHAT_POST = {
    EN: L("""
Anyway, who's on bacon rolls on Sunday?
Also the slipway is lethal at low water, watch yourselves.
Oh and the forecast looks lively for Saturday.
Right, back to work, see you on the water.
And whoever left a wetsuit in the men's changing room, it's walking on its own now.
Anyway, enough about me, is anyone going to the Plymouth Regatta?
Also, does anyone have a spare bung? Asking for reasons.
"""),
    ZH: L("""
对了，周日谁去帮忙做早餐？
另外低潮的时候下水坡很滑，大家小心。
周六的天气预报看起来风很大。
好了，回去写论文了。
今天导师又催论文了，周末可能来不了。
"""),
}
LATE = {
    EN: L("""
Forgot to mention, {p} back in {m}.
Oh, meant to say ages ago: {p}, that was in {m}.
Old news now but {p} at the start of {m}.
Should have said at the time, {p} in {m}, it's been so hectic.
"""),
    ZH: L("""
对了忘了说，{m}的时候{p}。
早就该说的，{m}{p}。
"""),
}
CORR = {
    EN: L("""
Sorry, I meant {v}, not {w}. Autocorrect strikes again.
*{v}, not {w}. Typing with wet fingers.
Correction: {v}. No idea why I wrote {w}.
"""),
    ZH: L("""
打错了，是{v}，不是{w}。
更正一下：是{v}，不是{w}，手机自动改的。
"""),
}
SELF = {EN: L("""
For the minutes: {p}.
Official announcement: {p}.
{p}, before anyone asks.
"""), ZH: L("""
宣布一下：{p}。
{p}，大家知道一下。
""")}  # fmt: skip
OPENERS = {
    EN: L("""
Has anyone seen {n} lately?
{n} wasn't at the briefing this morning, all ok?
Where's {n} been hiding?
Bumped into {n} at the chandlery earlier.
Anyone heard from {n}? Haven't seen them on the water for weeks.
"""),
    ZH: L("""
有人最近见到{n}吗？
{n}今天怎么没来？
刚在码头碰到{n}了。
"""),
}
ANNOUNCE = {EN: L("""
Bit of news:
Update from me:
Life update:
So,
"""), ZH: L("""
说个事：
更新一下：
跟大家说一下，
""")}  # fmt: skip


def is_zh(text: str) -> bool:
    cjk = sum(1 for c in text if "\u4e00" <= c <= "\u9fff")
    latin = sum(1 for c in text if c.isascii() and c.isalpha())
    return cjk * 2 > latin


def finish(text: str) -> str:
    """Capitalise an English line and give it an end mark."""
    text = text.strip()
    if not text:
        return text
    keep = any(text.startswith(v) for sl in SLOTS.values() for v in sl.pool[EN])
    if text[0].isascii() and text[0].islower() and not keep:
        text = text[0].upper() + text[1:]
    if text[-1] not in ".!?。！？)":
        text += "。" if is_zh(text) else rng_mark(text)
    return text


def rng_mark(text: str) -> str:
    return "!" if text.lower().startswith(("new ", "got ", "i've bought")) else "."


def month_of(day: int, lang: str) -> str:
    d = datetime.fromisoformat(START) + timedelta(days=day)
    return f"{d.month}月" if lang == ZH else MONTHS[d.month - 1]


def clause(text: str, lang: str, v: str) -> str:
    """The phrase up to the end of the clause naming the value (for 'forgot to mention')."""
    sep = "，" if lang == ZH else ","
    at = text.find(v) + len(v) if v in text else 0
    cut = text.find(sep, at)
    return (text if cut < 0 else text[:cut]).strip().rstrip("!.")


class Chat:
    """The growing list of episodes; a conversation shares one session id."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.eps: list[dict[str, Any]] = []
        self.n = 0

    def conv(self, day: int, turns: list[tuple[Person, str]], minute: int | None = None) -> None:
        self.n += 1
        sid = f"sc-{day:03d}-{self.n:04d}"
        m = minute if minute is not None else self.rng.randint(7 * 60, 21 * 60)
        for who, text in turns:
            text = finish(text)
            self.eps.append({"day": day, "minute": m, "speaker": who.name, "text": text,
                             "session": sid, "language": ZH if is_zh(text) else EN})  # fmt: skip
            m += self.rng.randint(1, 7)


@dataclass
class Track:
    """One person's slot: the chain of values and when each became true / was said."""

    person: Person
    slot: Slot
    chain: list[str] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    said: list[int] = field(default_factory=list)
    abandoned: list[str] = field(default_factory=list)
    mentioned: list[str] = field(default_factory=list)
    open_plan: str | None = None
    spare: list[str] = field(default_factory=list)

    def values(self) -> list[str]:
        seen: list[str] = []
        extra = [self.open_plan] if self.open_plan else []
        for v in self.chain + self.abandoned + self.mentioned + extra:
            if v not in seen:
                seen.append(v)
        return seen

    def take(self) -> str | None:
        return self.spare.pop() if self.spare else None


def pron(subject: Person, lang: str, cap: bool = True) -> str:
    if lang == ZH:
        return "她" if subject.gender == "f" else "他"
    p = "she" if subject.gender == "f" else "he"
    return p.capitalize() if cap else p


CHANGE_MODES = {"direct": 3.0, "imp": 2.0, "rep": 2.0, "late": 1.5, "neg": 1.5, "corr": 1.0,
                "chatty": 1.5, "self": 0.7, "we": 1.2}  # fmt: skip
INITIAL_MODES = {"direct": 4.0, "chatty": 2.0, "rep": 1.5, "imp": 1.0}
ADD_MODES = {"add": 3.0, "imp2": 2.0, "rep": 1.5, "late": 1.0, "we": 1.0}


class Gen:
    """Builds one seed's world."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.chat = Chat(self.rng)
        self.people: list[Person] = []
        self.tracks: list[Track] = []

    # -- small helpers --------------------------------------------------------------------

    def ph(self, slot: Slot, lang: str, kind: str, **kw: str) -> str | None:
        opts = slot.ph[lang].get(kind)
        if not opts:
            return None
        args = {"v": "", "old": "", "who": "", "x": "", "n": "", "pos": "their"}
        args.update(kw)
        return self.rng.choice(opts).format(**args)

    def others(self, *exclude: Person, k: int = 1) -> list[Person]:
        pool = [p for p in self.people if p not in exclude]
        return self.rng.sample(pool, k)

    def pick(self, weights: dict[str, float], ok: set[str]) -> str:
        names = [m for m in weights if m in ok]
        return self.rng.choices(names, [weights[m] for m in names])[0]

    def feasible(self, t: Track, kinds: dict[str, float], late_ok: bool) -> set[str]:
        s, lang = t.slot, t.person.lang
        has = s.ph[lang]
        ok = {"direct", "rep", "chatty", "add"}
        if "imp" in has:
            ok.add("imp")
        if "imp2" in has:
            ok.add("imp2")
        if "neg" in has:
            ok.add("neg")
        if "rep" in has:
            ok.add("self")
        if s.household and "we" in has:
            ok.add("we")
        if len(t.spare) > 1:
            ok.add("corr")
        if late_ok:
            ok.add("late")
        return ok & set(kinds)

    # -- statements of state ----------------------------------------------------------------

    def state(self, t: Track, day: int, v: str, old: str, mode: str, initial: bool) -> None:
        p, s, r = t.person, t.slot, self.rng
        lang = p.lang
        base = "has" if initial else ("add" if s.multi else "new")
        if mode in ("direct", "add"):
            text = self.ph(s, lang, base, v=v, old=old) or ""
            if not initial and r.random() < 0.35:
                text = f"{r.choice(ANNOUNCE[lang])} {text}"
            self.chat.conv(day, [(p, text)])
        elif mode in ("imp", "imp2", "we"):
            self.chat.conv(day, [(p, self.ph(s, lang, mode, v=v, old=old) or "")])
        elif mode == "chatty":
            mid = self.ph(s, lang, base, v=v, old=old) or ""
            if lang == EN:
                link = r.choice(("Other news:", "Oh, and", "Anyway,", "In other news,", "Also,"))
                text = f"{r.choice(CHAT_PRE[lang])} {link} {mid}. {r.choice(CHAT_POST[lang])}"
            else:
                text = f"{r.choice(CHAT_PRE[lang])}{mid}。{r.choice(CHAT_POST[lang])}"
            self.chat.conv(day, [(p, text)])
        elif mode == "rep":
            a, b = self.others(p, k=2)
            opener = r.choice(OPENERS[a.lang]).format(n=p.name)
            who = pron(p, b.lang) if r.random() < 0.75 else p.name
            said = self.ph(s, b.lang, "rep", v=v, old=old, who=who, pos=p.pos) or ""
            if r.random() < 0.3:  # the reporter names the subject, then uses a pronoun
                opener = r.choice(OPENERS[b.lang][-2:] if b.lang == EN else OPENERS[b.lang][2:])
                opener = opener.format(n=p.name)
                self.chat.conv(day, [(b, opener), (b, said)])
            else:
                self.chat.conv(day, [(a, opener), (b, said)])
        elif mode == "self":
            said = self.ph(s, lang, "rep", v=v, old=old, who=p.name, pos=p.pos) or ""
            self.chat.conv(day, [(p, r.choice(SELF[lang]).format(p=said))])
        elif mode == "neg":
            a = self.others(p)[0]
            q = self.ph(s, a.lang, "ask", old=old, n=p.name) or f"{p.name}?"
            self.chat.conv(day, [(a, q), (p, self.ph(s, lang, "neg", v=v, old=old) or "")])
        elif mode == "corr":
            w = t.take() or v
            t.abandoned.append(w)
            wrong = self.ph(s, lang, base, v=w, old=old) or ""
            fix = r.choice(CORR[lang]).format(v=v, w=w)
            self.chat.conv(day, [(p, wrong), (p, fix)])
        elif mode == "late":  # told weeks after it happened; `day` is the day it is said
            happened = t.starts[t.chain.index(v)]
            inner = clause(self.ph(s, lang, base, v=v, old=old) or "", lang, v)
            text = r.choice(LATE[lang]).format(p=inner, m=month_of(happened, lang))
            self.chat.conv(day, [(p, text)])

    def simple(self, t: Track, day: int, kind: str, **kw: str) -> bool:
        text = self.ph(t.slot, t.person.lang, kind, **kw)
        if text is None:
            return False
        self.chat.conv(day, [(t.person, text)])
        return True

    # -- timelines ---------------------------------------------------------------------------

    def change_days(self, k: int) -> list[int]:
        r = self.rng
        while True:
            d0 = r.randint(0, 110)
            ds = sorted(r.sample(range(d0 + 40, 700), k))
            if min(b - a for a, b in zip([d0] + ds, ds, strict=False)) >= 45:
                return [d0] + ds

    def build_single(self, t: Track) -> None:
        r, s = self.rng, t.slot
        pool = s.pool[t.person.lang][:]
        r.shuffle(pool)
        k = r.choice((1, 1, 2, 2, 2, 3))
        t.chain, t.spare = pool[: k + 1], pool[k + 1 :]
        t.starts = self.change_days(k)
        modes = []
        for i in range(k + 1):
            nxt = t.starts[i + 1] if i + 1 <= k else 726
            late_ok = i > 0 and nxt - t.starts[i] > 70
            ok = self.feasible(t, INITIAL_MODES if i == 0 else CHANGE_MODES, late_ok)
            mode = self.pick(INITIAL_MODES if i == 0 else CHANGE_MODES, ok)
            said = t.starts[i] + (
                r.randint(14, min(45, nxt - t.starts[i] - 20)) if mode == "late" else 0
            )
            modes.append(mode)
            t.said.append(said)
        for i, mode in enumerate(modes):
            old = t.chain[i - 1] if i else ""
            self.state(t, t.said[i], t.chain[i], old, mode, initial=i == 0)
        used: set[int] = set()
        # a plan that later happens
        for i in range(1, k + 1):
            lo, hi = t.said[i - 1] + 3, t.starts[i] - 5
            if s.plans and hi - lo >= 10 and r.random() < 0.4:
                self.simple(t, r.randint(max(lo, hi - 60), hi), "plan", v=t.chain[i])
                used.add(i - 1)
        # a plan that is dropped
        if s.plans and r.random() < 0.45 and t.spare:
            gaps = [i for i in range(k + 1) if i not in used
                    and (t.starts[i + 1] if i < k else 724) - t.said[i] >= 50]  # fmt: skip
            if gaps:
                i = r.choice(gaps)
                end = t.starts[i + 1] if i < k else 724
                w = t.take() or ""
                pday = r.randint(t.said[i] + 3, end - 40)
                self.simple(t, pday, "plan", v=w)
                self.simple(t, pday + r.randint(12, 35), "drop", v=w)
                t.abandoned.append(w)
        # an idle thought that goes nowhere
        if r.random() < 0.25 and t.spare and "fizz" in s.ph[t.person.lang]:
            w = t.take() or ""
            self.simple(t, r.randint(t.said[0] + 1, 725), "fizz", v=w)
            t.abandoned.append(w)
        # an open plan at the end
        if s.plans and r.random() < 0.4 and t.spare and 718 - t.said[-1] >= 15:
            t.open_plan = t.take()
            self.simple(t, r.randint(t.said[-1] + 8, 718), "plan", v=t.open_plan or "")
        # a scoped exception beside the current value
        if s.scoped and r.random() < 0.5 and t.spare and 725 - t.said[-1] >= 10:
            x = t.take() or ""
            self.simple(t, r.randint(t.said[-1] + 3, 725), "scope", v=t.chain[-1], x=x)
            t.mentioned.append(x)
        self.extras(t)

    def build_multi(self, t: Track) -> None:
        r, s = self.rng, t.slot
        pool = s.pool[t.person.lang][:]
        r.shuffle(pool)
        k = r.choice((1, 1, 2))
        t.chain, t.spare = pool[: k + 1], pool[k + 1 :]
        t.starts = self.change_days(k)
        for i, v in enumerate(t.chain):
            if i == 0:
                mode = "direct"
            else:
                nxt = t.starts[i + 1] if i < k else 726
                mode = self.pick(ADD_MODES, self.feasible(t, ADD_MODES, nxt - t.starts[i] > 70))
            nxt = t.starts[i + 1] if i < k else 726
            said = t.starts[i] + (
                r.randint(14, min(45, nxt - t.starts[i] - 20)) if mode == "late" else 0
            )
            t.said.append(said)
            self.state(t, said, v, r.choice(t.chain[:i]) if i else "", mode, initial=i == 0)
        if r.random() < 0.3 and t.spare:
            w = t.take() or ""
            self.simple(t, r.randint(t.said[0] + 1, 725), "fizz", v=w)
            t.abandoned.append(w)
        self.extras(t)

    def extras(self, t: Track) -> None:
        """Distractors spoken by the person and a restatement of a value in passing."""
        r = self.rng
        for _ in range(r.choice((0, 1, 1, 2))):
            w = t.take()
            if w is None:
                break
            if self.simple(t, r.randint(0, 728), "dist", v=w):
                t.mentioned.append(w)
        if r.random() < 0.3 and not t.slot.multi:
            i = r.randrange(len(t.chain))
            end = (t.starts[i + 1] - 2) if i + 1 < len(t.chain) else 728
            if end - t.said[i] > 5:
                self.simple(t, r.randint(t.said[i] + 2, end), "has", v=t.chain[i])

    # -- probes ------------------------------------------------------------------------------

    def probes(self) -> list[dict[str, Any]]:
        r, out = self.rng, []
        for t in self.tracks:
            p, s = t.person, t.slot
            lang = ZH if p.lang == ZH and r.random() < 0.8 else EN

            def q(kind: str, _s: Slot = s, _n: str = p.name, _l: str = lang) -> str:
                en, zh = _s.q[kind]
                return (zh if _l == ZH else en).format(n=_n)

            base = {"subject": p.name, "slot": s.key, "values": t.values(),
                    "abandoned": list(t.abandoned), "outdated": []}  # fmt: skip
            if s.multi:
                out.append({**base, "kind": "coexisting", "question": q("coexisting"),
                            "gold": list(t.chain)})  # fmt: skip
                continue
            out.append({**base, "kind": "current", "question": q("current"),
                        "gold": [t.chain[-1]], "outdated": t.chain[:-1]})  # fmt: skip
            if r.random() < 0.75:
                out.append({**base, "kind": "historical", "question": q("historical"),
                            "gold": t.chain[:-1]})  # fmt: skip
            wins = [(t.said[i] + 4, t.starts[i + 1] - 6, i) for i in range(len(t.chain) - 1)]
            wins = [w for w in wins if w[1] - w[0] >= 6]
            if wins and r.random() < 0.6:
                lo, hi, i = r.choice(wins)
                out.append({**base, "kind": "as_of", "question": q("as_of"),
                            "gold": [t.chain[i]], "as_of_day": r.randint(lo, hi)})  # fmt: skip
            if t.open_plan and "planning" in s.q:
                out.append({**base, "kind": "planning", "question": q("planning"),
                            "gold": [t.open_plan]})  # fmt: skip
        while len(out) > 140:
            extra = [i for i, pr in enumerate(out) if pr["kind"] in ("historical", "as_of")]
            out.pop(r.choice(extra))
        return out


# -- everyday chat ---------------------------------------------------------------------------

WIND = ("a gentle force 2", "force 3 to 4", "a gusty 5", "force 6 gusting 7", "barely a breath",
        "a steady 12 knots", "18 knots and building")  # fmt: skip
DIRS = ("south-west", "north-east", "west", "south", "north-west", "east")
PLACES = ("Drake's Island", "the breakwater", "Jennycliff", "Cawsand", "the Cattewater",
          "Mount Edgcumbe", "Bovisand", "the Tamar", "Sutton Harbour", "Kingsand")  # fmt: skip
RACES = ("Winter Series", "Frostbite race", "Regatta Week", "Pursuit race", "Round the Island",
         "Club Championship", "Wednesday evening series", "Boxing Day race")  # fmt: skip
TASKS = ("antifouling the safety boats", "fixing the slipway winch", "replacing the RIB's kill cord",
         "re-roping the club Toppers", "painting the changing rooms", "clearing the gutters",
         "servicing the outboards", "sorting the lost property", "patching the launch trolleys")  # fmt: skip
FOOD = ("bacon rolls", "chilli", "pasties", "cream teas", "veggie curry", "fish finger sandwiches",
        "flapjacks", "hot chocolate")  # fmt: skip

FILL_EN = L("""
{wind} from the {dir} forecast for Sunday, who's out?
Great racing in the {race} today, well done all.
Anyone want to crew for me in the {race}? Bring snacks.
Work party Saturday: {task}. Bacon rolls for volunteers.
The galley has {food} on Sunday, get in early.
Junior training is cancelled this weekend, {wind} and rising.
Lovely sail out to {place} this afternoon, seals were out.
Who left the hose running by the dinghy park? The water bill is going to be epic.
Reminder: race briefing at 10, first gun at 11.
Minutes of the committee meeting are on the noticeboard.
Can whoever borrowed the rivet gun please bring it back?
The RIB's outboard is coughing again, Martin is on it.
{n} was robbed in the last race, that gust came out of nowhere.
Parents, please label the juniors' buoyancy aids, we have nine identical ones in lost property.
Bar's open from 5 on Friday, quiz at 8.
Mooring fees invoice is out, don't shoot the messenger.
Tide's low at lunchtime so launching will be a mud bath, plan accordingly.
Anyone got a spare shackle? Lost mine in the harbour.
Prize-giving next Saturday, dress code is 'not wet'.
Did anyone else see the dolphins off {place}?
The safety boat rota for next month is up, gaps on two Sundays.
Heads up, the car park gate code is changing on Monday.
Huge thanks to everyone who helped with {task}.
Who's up for a cruise-in-company to {place} if the weather holds?
Fog came in off the Sound so we abandoned race two, sorry all.
Photos from the {race} are in the shared album, some very unflattering capsizes.
The Wednesday evening series starts next month, entry forms at the bar.
Lost: one red sailing glove, right hand, slightly chewed.
There's a Navy exercise in the Sound on Thursday, keep clear of the grey things.
The junior regatta raised four hundred quid for the RNLI, amazing.
Is the {food} vegetarian or is that a trick question?
Ice on the pontoon this morning, take care.
{n}, your trolley is blocking the slipway again.
Harbour master says the {place} mooring buoys are being replaced this week.
Who knows how to reset the tally board? It's showing everyone as still out.
Right, who's doing the galley on Saturday? I did the last three.
Thanks for the {food} everyone, best social in ages.
Race results from the {race} are up on the website.
Glorious evening, three of us went round {place} and back.
""")
FILL_MIX = L("""
加油 everyone racing in the {race}, {z} taught me that one.
The 饺子 at the students' dumpling night were gone in five minutes, thanks {z}!
Trying to say 谢谢 properly before the next social, {z} is a patient teacher.
{z} says the wind today was 很大, which I think is an understatement.
""")
FILL_ZH = L("""
今天风太大了，差点翻船。
周日有人去{place}吗？
bar的薯条真的很好吃。
今天第一次自己出海，好紧张但是很开心！
谢谢{n}今天教我打结。
救生衣在哪里借？
这周末的{race}我报名了，求带。
今天在海上看到海豹了！
下午潮水很低，下水坡全是泥。
俱乐部周五有quiz night，有人一起吗？
论文写不完，这周末不去开船了。
湿衣服放在更衣室忘拿了，有人看到吗？
{food}太好吃了，谢谢厨房的各位。
风速{kn}节，适合新手吗？
下周的训练改时间了吗？
今天帮忙{task_zh}，累死了。
""")
TASKS_ZH = ("刷船底", "修绞盘", "整理救生衣", "洗帆", "清理码头")
REPLY_EN = L("""
Count me in.
Ha, brilliant.
I'll be there if the wind behaves.
Can't this week, sorry.
Thanks for sorting that.
Nice one.
Ouch.
Who's bringing the cake?
Seconded.
On it.
Not me, I was in the bar.
Sounds grim, hope it dries out.
""")
REPLY_ZH = L("""
好的！
我也去。
哈哈哈
这周不行，下次吧。
谢谢！
太好了
""")


def fill(g: Gen, target: int) -> None:
    r = g.rng
    zh_people = [p for p in g.people if p.lang == ZH]
    while len(g.chat.eps) < target:
        day = r.randint(0, LAST_DAY)
        first = r.choice(g.people)
        args = {"wind": r.choice(WIND), "dir": r.choice(DIRS), "place": r.choice(PLACES),
                "race": r.choice(RACES), "task": r.choice(TASKS), "food": r.choice(FOOD),
                "n": r.choice([p.name for p in g.people if p is not first]),
                "kn": str(r.randint(5, 22)), "task_zh": r.choice(TASKS_ZH),
                "z": r.choice(zh_people).name if zh_people else "Lin"}  # fmt: skip
        if first.lang == ZH:
            line = r.choice(FILL_ZH)
        elif zh_people and r.random() < 0.06:
            line = r.choice(FILL_MIX)
        else:
            line = r.choice(FILL_EN)
        turns = [(first, line.format(**args))]
        for _ in range(r.choice((0, 0, 1, 1, 2, 3))):
            who = g.others(first)[0]
            turns.append((who, r.choice(REPLY_ZH if who.lang == ZH else REPLY_EN)))
        g.chat.conv(day, turns)


# -- the world ---------------------------------------------------------------------------------

ROLE_SLOT = {"sailor": "boat", "student": "boat", "race officer": "role", "committee": "role",
             "bar": "drink", "galley": "role", "maintenance": "car", "parent": "car"}  # fmt: skip


def generate(seed: int) -> dict[str, Any]:
    """The seeded club chat: episodes in time order and probes with gold values."""
    g = Gen(seed)
    r = g.rng
    n = r.randint(10, 13)
    nzh = max(2, round(n / 4))
    g.people = [Person(a, b, c, EN) for a, b, c in r.sample(EN_PEOPLE, n - nzh)]
    g.people += [Person(a, b, c, ZH) for a, b, c in r.sample(ZH_PEOPLE, nzh)]
    r.shuffle(g.people)
    for p in g.people:
        keys = [k for k, s in SLOTS.items() if p.lang == EN or s.zh_ok]
        first = ROLE_SLOT[p.role]
        if first not in keys or r.random() < 0.2:
            first = r.choice(keys)
        rest = r.sample([k for k in keys if k != first], r.randint(3, 5))
        p.slots = [first, *rest]
        for key in p.slots:
            t = Track(p, SLOTS[key])
            g.tracks.append(t)
            if t.slot.multi:
                g.build_multi(t)
            else:
                g.build_single(t)
    fill(g, r.randint(580, 720))
    episodes = sorted(g.chat.eps, key=lambda e: (e["day"], e["minute"]))
    probes = g.probes()
    r.shuffle(probes)
    return {
        "name": "blind_av",
        "start": START,
        "episodes": episodes,
        "probes": probes,
        "people": [{"name": p.name, "language": p.lang, "role": p.role, "slots": p.slots}
                   for p in g.people],
    }  # fmt: skip


KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Every problem found with one generated world (empty when it is sound)."""
    errs: list[str] = []
    eps, probes, people = world["episodes"], world["probes"], world["people"]
    names = {p["name"] for p in people}
    texts = [e["text"] for e in eps]
    blob = "\n".join(texts)
    if not 500 <= len(eps) <= 800:
        errs.append(f"{len(eps)} episodes")
    if not 100 <= len(probes) <= 140:
        errs.append(f"{len(probes)} probes")
    if not 10 <= len(people) <= 14:
        errs.append(f"{len(people)} people")
    for p in people:
        if not 4 <= len(p["slots"]) <= 7:
            errs.append(f"{p['name']} has {len(p['slots'])} slots")
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if not 0 <= e["day"] <= LAST_DAY or e["language"] not in (EN, ZH):
            errs.append(f"episode {e}")
        if e["speaker"] not in names or not e["text"] or "{" in e["text"]:
            errs.append(f"episode {e}")
        if (e["day"], e["minute"]) < last:
            errs.append("episodes out of order")
        last = (e["day"], e["minute"])
    for pr in probes:
        gold, vals = set(pr["gold"]), set(pr["values"])
        where = f"{pr['subject']}/{pr['slot']}/{pr['kind']}"
        if pr["kind"] not in KINDS or pr["subject"] not in names or not pr["question"]:
            errs.append(f"probe {where}")
        if not gold or not gold <= vals:
            errs.append(f"gold not in values: {where}")
        if gold & set(pr["outdated"]) or gold & set(pr["abandoned"]):
            errs.append(f"gold also outdated/abandoned: {where}")
        if not (set(pr["outdated"]) | set(pr["abandoned"])) <= vals:
            errs.append(f"values incomplete: {where}")
        for v in gold:
            if v not in blob:
                errs.append(f"gold {v!r} never said: {where}")
        if (pr["kind"] == "as_of") != (pr.get("as_of_day") is not None):
            errs.append(f"as_of_day: {where}")
        for v in vals:
            clash = [w for w in vals if w != v and v.casefold() in w.casefold()]
            if clash:
                errs.append(f"{v!r} inside {clash}: {where}")
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
        for pr in world["probes"]:
            kinds[pr["kind"]] = kinds.get(pr["kind"], 0) + 1
        zh = sum(e["language"] == ZH for e in world["episodes"])
        print(f"seed {seed}: {len(world['episodes'])} episodes ({zh} zh), "
              f"{len(world['probes'])} probes {kinds}, {len(world['people'])} people"
              + (f"; {len(errs)} problems: {errs[:5]}" if errs else "; ok"))  # fmt: skip
        bad += bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
