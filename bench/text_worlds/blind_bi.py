"""Blind text world ``blind_bi``: a Bournemouth beach-clean and litter-picking group chat.

``generate(seed)`` invents ten to fourteen volunteers (regulars, surfers, parents, a council
ranger, seasonal hotel and cafe staff, students, retirees, a few Chinese-speaking members) who
chat for two years about tides, bin bags, nurdles, the weather and whatever else comes up.  Each
person has four to seven state slots (neighbourhood, employer, phone network, car, bank, energy
supplier, diet, gym, dentist, streaming, pets, instruments, clubs, languages being learnt) whose
values change one to three times.  Changes are said straight out, shown only in passing, told
by somebody else, told weeks late, planned and done, planned and dropped, mused about, negated,
corrected, scoped ("X for most things, but Y at work") or added alongside an older value.
Distractor turns name values of the same kinds without them being anyone's state.

Written blind from a brief of situations; standard library only; deterministic per seed.
Run ``python -m bench.text_worlds.blind_bi`` for the self-check (seeds 7, 11 and 23).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

START = "2023-03-04T00:00:00+00:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"


def alts(s: str) -> tuple[str, ...]:
    """A '|'-separated list of phrasings."""
    return tuple(p.strip() for p in s.split("|") if p.strip())


# -- people ------------------------------------------------------------------------------------
# (name, gender "f"/"m", language, role)
PEOPLE_EN = (
    ("Dave", "m", "retired postman, walks the prom every morning"),
    ("Maggie", "f", "retired teacher, runs the kit cupboard"),
    ("Tom", "m", "surfer, works odd shifts"),
    ("Priya", "f", "mum of two, school-run litter picks"),
    ("Kerry", "f", "council beach ranger"),
    ("Jake", "m", "surf instructor"),
    ("Olu", "m", "student at the uni"),
    ("Sian", "f", "hotel receptionist on a seasonal contract"),
    ("Bev", "f", "retiree, knits bag holders"),
    ("Callum", "m", "chef at a seafront cafe"),
    ("Rosie", "f", "student, environmental science"),
    ("Marek", "m", "hotel porter, seasonal"),
    ("Hannah", "f", "dad-joke-proof mum of three"),
    ("Gus", "m", "bodyboarder and bin-bag evangelist"),
    ("Niamh", "f", "nurse, night shifts"),
    ("Ade", "m", "dad, brings the kids on Sundays"),
    ("Lottie", "f", "barista, summer season"),
    ("Frank", "m", "retired engineer, fixes the litter pickers"),
)
PEOPLE_ZH = (
    ("Xiaoyu", "f", "international student"),
    ("Haoran", "m", "kitchen porter at a hotel"),
    ("Meilin", "f", "runs a bubble tea stall in summer"),
    ("Weiwei", "f", "PhD student, marine biology"),
    ("Jun", "m", "delivery rider and surfer"),
    ("Tingting", "f", "mum, moved over from Guangzhou"),
)
PRON = {"f": ("she", "her"), "m": ("he", "him")}
PRON_ZH = {"f": "她", "m": "他"}

# -- small talk ----------------------------------------------------------------------------------
SPOTS = alts(
    "Boscombe Pier|Alum Chine|Durley Chine|Hengistbury Head|Branksome Chine|Southbourne beach huts|"
    "Fisherman's Walk|Bournemouth Pier|Sandbanks|Mudeford Spit|Middle Chine|Manor Steps"
)
FINDS = alts(
    "a shopping trolley|about a thousand nurdles|a single flip-flop|three disposable BBQs|"
    "a deflated unicorn lilo|a traffic cone|half a surfboard leash|a message in a bottle (shopping list)|"
    "a bag of fishing line|a lobster pot|somebody's false teeth|a soggy paperback|loads of balloon ribbons"
)
FILLER_EN = alts(
    "Meeting at {spot} at 9 tomorrow, bring gloves!|"
    "Tide's out at 10:40 so {spot} should be good|"
    "We got 14 bags off {spot} this morning, well done all 👏|"
    "Found {find} by {spot}. Never a dull day|"
    "Anyone got spare grabbers? Mine snapped at {spot}|"
    "Wind's brutal today, my bag took off down the beach like a kite|"
    "Reminder: hi-vis vests are in the box by the huts, please put them back after|"
    "Photos from Sunday are up on the shared album|"
    "Is it still on if it's drizzling? Asking for a friend (me)|"
    "Yes it's on, rain or shine, as always ☔|"
    "The council collected the bags from {spot}, cheers Kerry|"
    "Cigarette butts are the worst. Counted 300 in one square metre by {spot}|"
    "Who left the flask at the meeting point? It's blue with a seagull sticker|"
    "Fog so thick this morning I nearly picked up a dog thinking it was a bag|"
    "Good turnout! 22 of us plus four dogs|"
    "Big storm last night, expect a lot of washed-up rope at {spot}|"
    "Does anyone know if the bins on the prom are being emptied on bank holiday?|"
    "Coffee after at the kiosk? ☕|"
    "Loved today. Sun out, sea flat, bags full|"
    "Brought the kids, they found {find} and now think they're archaeologists|"
    "Sorry can't make it this week, back next Saturday|"
    "Weigh-in: 63kg today. Record!|"
    "Seal spotted off {spot} again!!|"
    "Just a heads up the car park at {spot} is shut for resurfacing|"
    "Microplastics survey kits have arrived, ask Kerry if you want one|"
    "Anyone else find glitter everywhere after that festival?|"
    "Volunteer hours form is in the pinned message|"
    "Massive jellyfish by {spot}, don't touch it kids|"
    "That was {find}. I have questions.|"
    "Who's doing the Great British Beach Clean this year?|"
    "Cold one this morning, hands still numb 🥶|"
    "Thanks for the cake Bev, absolute legend|"
    "Shout out to the lad who carried the full bags up the zigzag|"
    "Anyone want to do an evening pick on Thursday after work?|"
    "I'll bring the spare buckets|"
    "Gulls stole my sandwich. Again.|"
    "Summer crowds are back, brace yourselves for Monday morning|"
    "Low tide at {spot} 7am, anyone up for it?|"
    "Lovely sunrise today, worth getting up for|"
    "Ha, classic|lol|Same 😂|Nice one!|Good work everyone|See you there|👍|Thanks!"
)
FILLER_ZH = alts(
    "明天早上九点在{spot}集合，记得带手套！|"
    "今天捡了好多烟头，太夸张了|"
    "今天风好大，袋子差点被吹走😂|"
    "我在{spot}捡到{find}，哈哈|"
    "谢谢大家，今天辛苦了👏|"
    "下雨还去吗？|"
    "这周末我来不了，下周见|"
    "海边日出好美|"
    "有人要一起去喝咖啡吗？|"
    "海鸥又抢我的三明治了，气死|"
    "今天人好多，夏天真的来了|"
    "照片我发到相册里了|"
    "好冷啊，手都冻僵了🥶|"
    "收到👍|好的|哈哈哈|辛苦啦|太棒了|"
    "Kerry说垃圾袋放在小屋旁边就行|"
    "今天收了十几袋，破纪录了吧|"
    "我第一次见到海豹！在{spot}！"
)
ZH_SPRINKLE = ("加油", "辛苦了", "谢谢", "好的", "没问题")


# -- slots ---------------------------------------------------------------------------------------
# Phrase keys.  Single-valued slots: state (first-person present clause), chg (first-person change
# clause, may name {old}), use (a whole line where the new value only shows in passing), third
# (clause about {who}), inf (infinitive phrase for plans), we (household clause, optional),
# scoped (whole line: {v} generally, {x} in one scope, optional), dist (distractor lines, {d}).
# Multi-valued slots use add (clause adding {v} beside {old}) instead of chg.


@dataclass(frozen=True)
class SlotDef:
    key: str
    multi: bool
    pool: tuple[str, ...]
    zpool: tuple[str, ...]
    q: dict[str, str]
    qz: dict[str, str]
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]


def slot(key: str, multi: bool, pool: str, zpool: str, q: str, qz: str, en: dict[str, str],
         zh: dict[str, str]) -> SlotDef:  # fmt: skip
    kinds = ("current", "historical", "as_of", "planning") if not multi else ("coexisting", "as_of")
    return SlotDef(
        key, multi, alts(pool), alts(zpool) if zpool else alts(pool),
        dict(zip(kinds, alts(q), strict=True)), dict(zip(kinds, alts(qz), strict=True)),
        {k: alts(v) for k, v in en.items()}, {k: alts(v) for k, v in zh.items()},
    )  # fmt: skip


HOME = slot(
    "home_area",
    False,
    "Winton|Westbourne|Charminster|Pokesdown|Moordown|Kinson|Tuckton|Parkstone|Springbourne|Throop|"
    "Ensbury Park|Queen's Park|Iford|Wallisdown",
    "",
    "Which part of Bournemouth does {n} live in now?|Which area did {n} live in before the current one?|"
    "Which area did {n} live in?|Which area is {n} planning to move to?",
    "{n}现在住在哪个区？|{n}之前住在哪个区？|{n}当时住在哪个区？|{n}打算搬到哪个区？",
    en=dict(
        state="I live in {v}|I'm renting a room in {v}|home is a little flat in {v}|I'm up in {v}",
        chg="I moved to {v}|I've moved out of {old} and into a place in {v}|I finally got the keys to a flat in {v}|I've left {old}, I'm in {v} now",
        use="Walked down from my new place in {v} this morning, 25 minutes door to sand, not bad|The neighbours in {v} have already added me to their street WhatsApp, so that's my evenings gone|Bins in {v} go out on a Tuesday, it took me two weeks after the move to work that out",
        third="{who}'s moved to {v}|{who} is living in {v} now|{who} has got a flat in {v}",
        inf="move to {v}|find somewhere in {v}|rent a place in {v}",
        we="we've moved to {v}, the whole circus, kids and all|we're in {v} now, finally unpacked",
        dist="Flats in {d} are going for silly money, saw one advertised at £1,400 a month|My cousin lives in {d}, says the parking is a nightmare|If I won the lottery I'd buy one of those big houses in {d}|Anyone know a decent chippy in {d}?|The Echo says {d} is 'the coolest neighbourhood in Dorset' 😂|Is {d} nice to live in? Asking for my brother",
    ),
    zh=dict(
        state="我住在{v}|我在{v}租了个房间",
        chg="我搬到{v}了|我从{old}搬到{v}了|我在{v}租到房子了，已经搬过去了",
        use="从{v}的新家走到海边要二十五分钟，还挺好|{v}这边的邻居人很好，还拉我进了街区群",
        third="{who}搬到{v}了|{who}现在住在{v}",
        inf="搬到{v}|在{v}找房子",
        dist="{d}的房租好贵啊，一个月要一千四|我朋友住在{d}，说停车特别难|有人知道{d}有好吃的中餐馆吗？",
    ),
)

JOB = slot(
    "employer",
    False,
    "Cliffside Hotel|Harbour Heights Hotel|Chine Kitchen|Pier Approach Diner|Saltwater Surf School|"
    "Russell-Cotes Museum|Wavecrest Hotel|Beachcomber Cafe|Sandbanks Hotel|Highcliff Marriott|"
    "Oceanarium|Flamingo Arcade",
    "",
    "Where does {n} work now?|Where did {n} work before the current job?|Where was {n} working?|"
    "Where is {n} planning to work next?",
    "{n}现在在哪里工作？|{n}之前在哪里工作？|{n}当时在哪里工作？|{n}打算去哪里工作？",
    en=dict(
        state="I work at the {v}|I'm on the front desk at the {v}|I do shifts at the {v}|I'm at the {v} for the season",
        chg="I've started at the {v}|I left the {old} and I'm at the {v} now|I got taken on at the {v}|I handed my notice in at the {old} and started at the {v}",
        use="Long shift at the {v} today, my feet have filed a complaint|Manager at the {v} let me take the leftover pastries for the clean-up crew tomorrow 🥐|Just finished my first week at the {v}, still getting lost in the corridors",
        third="{who}'s working at the {v} now|{who} got a job at the {v}|{who} has moved over to the {v}",
        inf="apply at the {v}|go for the job at the {v}|move to the {v}",
        scoped="I'm at the {v} for my main job, but I still do the odd Saturday at the {x}|Mostly the {v} these days, just Sunday brunch shifts at the {x}",
        dist="The {d} is hiring again, saw the sign in the window|Heard the {d} treats its seasonal staff terribly, avoid|My flatmate works at the {d}, says the tips are good|Anyone know if the {d} does staff discounts? Asking for totally selfish reasons|Ad on Indeed for the {d}: 'must love seagulls'. Ha",
    ),
    zh=dict(
        state="我在{v}上班|我在{v}做季节工",
        chg="我去{v}上班了|我从{old}辞职了，现在在{v}|我换工作了，现在在{v}",
        use="今天在{v}上了十个小时的班，累死了|{v}的经理让我把剩下的面包带给明天捡垃圾的大家🥐",
        third="{who}现在在{v}上班|{who}去{v}工作了",
        inf="去{v}上班|申请{v}的工作",
        dist="{d}又在招人了，窗户上贴着告示|听说{d}对季节工不太好|我室友在{d}上班，说小费还不错",
    ),
)

PHONE = slot(
    "phone_network",
    False,
    "EE|Vodafone|O2|giffgaff|Tesco Mobile|Smarty|Lebara|VOXI|iD Mobile|Gullnet Mobile|Sky Mobile",
    "",
    "Which mobile network is {n} on now?|Which network was {n} on before?|Which network was {n} on?|"
    "Which network is {n} thinking of switching to?",
    "{n}现在用哪家手机运营商？|{n}之前用哪家运营商？|{n}当时用哪家运营商？|{n}打算换到哪家运营商？",
    en=dict(
        state="I'm on {v}|my phone's on {v}|I've been with {v} for years",
        chg="I switched to {v}|I ported my number over to {v}|I ditched {old} and went to {v}",
        use="The {v} signal at Hengistbury Head is actually decent, first time I've had bars up there|Got a text from {v} saying I've used all my data, that'll be the tide app|My {v} bill came in at £8 this month, can't complain",
        third="{who}'s on {v} now|{who} has moved networks to {v}|{who} switched to {v}",
        inf="switch to {v}|move my number to {v}|go over to {v}",
        scoped="{v} on my own phone, but the work mobile is on {x}|My personal number's {v}; the council gave me a {x} handset for work",
        dist="{d} has been down all morning apparently|Advert on the bus shelter: '{d}, now with 5G on the beach'. Sure|My dad's on {d} and can't get signal anywhere south of the Lansdowne|Is {d} any good? Thinking for my daughter's first phone|Never going near {d} again after what they did to my mum's contract",
    ),
    zh=dict(
        state="我用的是{v}|我的手机卡是{v}",
        chg="我换成{v}了|我把号码转到{v}了",
        use="{v}在Hengistbury Head信号居然还行|{v}刚发短信说我流量用完了，都怪看潮汐app",
        third="{who}换到{v}了|{who}现在用{v}",
        inf="换成{v}|转到{v}",
        scoped="我自己的手机用{v}，工作手机是{x}的",
        dist="听说{d}今天早上一直没信号|{d}在搞活动，一个月五镑|{d}好用吗？想给我妈办一张",
    ),
)

CAR = slot(
    "car",
    False,
    "Fiat Panda|Nissan Leaf|Vauxhall Corsa|Toyota Yaris|VW Polo|Skoda Octavia|Kia Niro|Ford Fiesta|"
    "Honda Jazz|Dacia Sandero|VW Transporter|Mini Cooper",
    "",
    "What car does {n} drive now?|What car did {n} have before?|What car was {n} driving?|"
    "Which car is {n} planning to get?",
    "{n}现在开什么车？|{n}之前开什么车？|{n}当时开什么车？|{n}打算买什么车？",
    en=dict(
        state="I drive a {v}|I've got a battered old {v}|I'm in a {v}",
        chg="I've got a {v} now|I sold the {old} and bought a {v}|I traded the {old} in for a {v}",
        use="Managed to fit eleven full bags in the back of the {v}, proud of that|Parked the {v} at the top of the zigzag and it got a ticket, thanks BCP|Took the {v} through the car wash after Sunday, sand everywhere",
        third="{who}'s driving a {v} now|{who} has bought a {v}|{who} got rid of the old car, it's a {v} now",
        inf="get a {v}|buy a {v}|trade up to a {v}",
        we="we've got a {v} now, room for all the kids and the buckets|we bought a {v}, the old one finally died",
        scoped="I drive the {v} day to day, but for the big kit runs I borrow my brother's {x}",
        dist="Someone's {d} has been parked across the ramp all morning|{d} advert on telly again, the one with the dog|My neighbour just bought a {d}, won't shut up about it|Would a {d} fit a surfboard? Asking hypothetically|Whoever owns the blue {d} in the Alum Chine car park, your lights are on",
    ),
    zh=dict(
        state="我开一辆{v}|我的车是{v}",
        chg="我换车了，现在开{v}|我把{old}卖了，买了一辆{v}",
        use="{v}后备箱塞了十一袋垃圾，厉害吧|我把{v}停在上面，结果被贴罚单了",
        third="{who}现在开{v}|{who}买了一辆{v}",
        inf="买一辆{v}|换成{v}",
        dist="有人的{d}挡在坡道上一早上了|我邻居刚买了{d}，天天炫耀|{d}能放得下冲浪板吗？",
    ),
)

BANK = slot(
    "bank",
    False,
    "Monzo|Starling|Nationwide|Lloyds|Barclays|HSBC|Santander|Chase|Revolut|Wessex Building Society|"
    "Harbourside Mutual",
    "",
    "Which bank does {n} use now?|Which bank did {n} use before?|Which bank was {n} with?|"
    "Which bank is {n} thinking of moving to?",
    "{n}现在用哪家银行？|{n}之前用哪家银行？|{n}当时用哪家银行？|{n}打算换到哪家银行？",
    en=dict(
        state="I bank with {v}|my account's with {v}|I'm a {v} customer",
        chg="I moved my account to {v}|I switched banks to {v}|I closed my {old} account and went to {v}",
        use="{v} app just told me I spent £46 on coffee this month. Rude but fair|Paid the kit fund £10, it'll show as 'beach stuff' from my {v} account|Tried to pay for the bin bags and {v} froze my card for 'unusual activity'. Buying bin bags is unusual now?",
        third="{who} banks with {v} now|{who} has switched to {v}|{who} moved everything over to {v}",
        inf="switch to {v}|open an account with {v}|move my money to {v}",
        we="we've moved our joint account to {v}|we're with {v} now for the house stuff",
        scoped="Everything's with {v} except the savings, those sit with {x} because of the rate",
        dist="{d} are offering £200 to switch, tempting if I could be bothered|Anyone else's {d} app down?|My son swears by {d}, I don't trust anything without a branch|Saw on the news {d} is closing the branch on Old Christchurch Road|Would you trust {d} with the group's kit fund? Genuine question",
    ),
    zh=dict(
        state="我用{v}的账户|我的银行是{v}",
        chg="我换到{v}了|我把{old}的账户关了，现在用{v}",
        use="{v}的app说我这个月咖啡花了四十六镑😂|用{v}付买垃圾袋的钱，结果卡被冻结了",
        third="{who}现在用{v}|{who}换到{v}了",
        inf="换到{v}|开个{v}的账户",
        dist="{d}现在转账户送两百镑|{d}的app是不是又挂了？|新闻说{d}要关掉市中心的分行",
    ),
)

ENERGY = slot(
    "energy_supplier",
    False,
    "Octopus|British Gas|EDF|OVO|E.ON|Solent Power|Sunnyside Energy|Ecotricity|Good Energy|"
    "So Energy|Utility Warehouse",
    "",
    "Who is {n}'s energy supplier now?|Who was {n}'s energy supplier before?|"
    "Who was {n}'s energy supplier?|Which energy supplier is {n} planning to switch to?",
    "{n}现在用哪家能源公司？|{n}之前用哪家能源公司？|{n}当时用哪家能源公司？|{n}打算换到哪家能源公司？",
    en=dict(
        state="I'm with {v} for gas and electric|my energy's with {v}|we're on {v} for the power",
        chg="I switched to {v}|I moved supplier to {v}|I left {old} for {v}",
        use="{v} sent me a smart meter appointment for Thursday, so I'll miss the evening pick|First {v} bill came through and it's actually lower, shock|The {v} app says I used more electricity drying wetsuits than cooking. Sounds right",
        third="{who}'s with {v} now for energy|{who} switched supplier to {v}|{who} has gone over to {v}",
        inf="switch to {v}|move to {v}|go with {v}",
        we="we've switched to {v}|we're on {v} now, the house is finally on a green tariff",
        dist="{d} price hike on the news again|Door-to-door bloke from {d} tried to sell me a tariff this morning|My sister's with {d} and they've been brilliant apparently|If {d} ran the beach huts they'd charge us for the sunshine|Has anyone actually got through to {d} on the phone this decade?",
    ),
    zh=dict(
        state="我家电和燃气都是{v}的|我们用的是{v}",
        chg="我换到{v}了|我把{old}换成{v}了",
        use="{v}约了周四来装智能电表，所以晚上的活动我去不了|第一张{v}的账单来了，居然便宜了",
        third="{who}换到{v}了|{who}家现在用{v}",
        inf="换到{v}|改用{v}",
        dist="新闻说{d}又涨价了|{d}的人今天上门推销|我姐用{d}，说服务很好",
    ),
)

DIET = slot(
    "diet",
    False,
    "vegan|vegetarian|pescatarian|flexitarian|keto|gluten-free|dairy-free|paleo|low-carb",
    "纯素|蛋奶素|低碳水|生酮|无麸质|轻断食|控糖|地中海饮食",
    "What diet is {n} following now?|What diet was {n} on before?|What diet was {n} on?|"
    "Which diet is {n} planning to try?",
    "{n}现在是什么饮食？|{n}之前是什么饮食？|{n}当时是什么饮食？|{n}打算尝试什么饮食？",
    en=dict(
        state="I'm {v}|I'm strictly {v}|I've been {v} for a couple of years",
        chg="I've gone {v}|I'm {v} now|I stopped being {old}, I'm {v} these days",
        use="Can someone save me a {v} option from the post-clean BBQ? New regime|Found a {v} place on Christchurch Road that does amazing breakfasts, perfect for the new me|Brought {v} flapjacks for everyone, since that's all I eat now",
        third="{who}'s gone {v}|{who} is {v} now|{who} has turned {v}, so no bacon butties for that one",
        inf="go {v}|try {v}|give {v} a go",
        scoped="I'm {v} most of the time, but {x} when I'm at my mum's because arguing isn't worth it",
        dist="The {d} stall at the Pier Approach market was rammed|My trainer keeps pushing {d} on me, not a chance|Documentary last night made a decent case for {d}|Could you surf on a {d} diet? Asking for no reason|Joke of the day: how do you know someone's {d}? Don't worry, they'll tell you",
    ),
    zh=dict(
        state="我是{v}|我一直是{v}饮食",
        chg="我改成{v}了|我现在{v}|我不再{old}了，现在是{v}",
        use="活动后的烧烤能给我留点{v}的吃的吗？最近换了吃法|我带了{v}的燕麦饼给大家，现在我只吃这个",
        third="{who}现在{v}|{who}改成{v}了",
        inf="试试{v}|改成{v}",
        dist="市场上那个{d}的摊子人好多|我健身教练一直让我{d}，不可能|昨晚看了个纪录片讲{d}，有点意思",
    ),
)

GYM = slot(
    "gym",
    False,
    "PureGym|The Gym Group|Littledown Centre|Iron Bay Fitness|Sea Salt Yoga|Anytime Fitness|"
    "Stokewood Leisure Centre|Harbour CrossFit|Pelhams Park Leisure Centre|Bodyshape Studio",
    "",
    "Which gym does {n} go to now?|Which gym did {n} go to before?|Which gym was {n} going to?|"
    "Which gym is {n} thinking of joining?",
    "{n}现在去哪家健身房？|{n}之前去哪家健身房？|{n}当时去哪家健身房？|{n}打算去哪家健身房？",
    en=dict(
        state="I go to {v}|I'm a member at {v}|I train at {v}",
        chg="I joined {v}|I've moved gyms to {v}|I quit {old} and signed up at {v}",
        use="Legs day at {v} and now a beach clean, the zigzag is going to finish me|Showers at {v} are freezing again, just like the sea|Saw a guy at {v} doing deadlifts with a full bin bag, respect",
        third="{who} goes to {v} now|{who} has joined {v}|{who} switched gyms to {v}",
        inf="join {v}|sign up at {v}|try {v}",
        scoped="Mostly {v} these days, but I still do a Friday class at {x}",
        dist="{d} has a January deal, half price for three months|My brother got kicked out of {d} for dropping weights, legend|Is {d} any good or is it all mirrors and protein shakes?|Heard {d} is shutting its pool for the summer|Leaflet under my wiper for {d}. No thank you, the beach is my gym",
    ),
    zh=dict(
        state="我在{v}健身|我是{v}的会员",
        chg="我换到{v}了|我办了{v}的卡|我退了{old}，去{v}了",
        use="刚在{v}练完腿，还要去捡垃圾，要命|{v}的淋浴又是冷水，跟海水一样",
        third="{who}现在去{v}|{who}办了{v}的卡",
        inf="办{v}的卡|去{v}试试",
        dist="{d}一月份半价|听说{d}夏天游泳池要关|有人去过{d}吗？好不好？",
    ),
)

DENTIST = slot(
    "dentist",
    False,
    "Seabreeze Dental|Pier Smiles|Wimborne Road Dental|Boscombe Dental Care|Castle Lane Dental|"
    "Chine Dental Studio|Smile Cove Dental|Westover Dental|Lansdowne Dental Clinic",
    "",
    "Which dentist is {n} registered with now?|Which dentist was {n} with before?|"
    "Which dentist was {n} with?|Which dentist is {n} trying to get into?",
    "{n}现在在哪家牙医诊所？|{n}之前在哪家牙医诊所？|{n}当时在哪家牙医诊所？|{n}打算去哪家牙医诊所？",
    en=dict(
        state="I'm registered at {v}|my dentist is {v}|I go to {v} for my teeth",
        chg="I've registered with {v}|I moved to {v} for the dentist|I finally got an NHS place at {v}",
        use="Check-up at {v} this morning, no fillings, so I'm celebrating with a doughnut|{v} rang to move my appointment to Sunday morning, so I'll miss the clean|Sat in the waiting room at {v} reading a leaflet about microplastics, felt seen",
        third="{who}'s registered with {v} now|{who} moved dentists to {v}|{who} got into {v}",
        inf="register with {v}|get on the list at {v}|move to {v}",
        dist="{d} is taking NHS patients apparently, queue round the block|Awful review of {d} in the Echo|My kids go to {d}, they give out stickers so they love it|Does {d} do emergency appointments? My filling's fallen out|Joke: what's a dentist's favourite beach find? A tooth-brush. I'll see myself out. ({d} would be proud)",
    ),
    zh=dict(
        state="我在{v}看牙|我的牙医是{v}",
        chg="我换到{v}看牙了|我终于在{v}登记上了NHS",
        use="今天在{v}检查牙齿，没有蛀牙|{v}把我的预约改到周日早上了，所以来不了",
        third="{who}现在在{v}看牙|{who}换到{v}了",
        inf="去{v}登记|换到{v}",
        dist="听说{d}在收NHS病人，排了好长的队|{d}的评价好差|{d}能看急诊吗？我补的牙掉了",
    ),
)

STREAM = slot(
    "streaming",
    False,
    "Netflix|Disney+|NOW TV|Apple TV+|Prime Video|Paramount+|BritBox|Mubi|YouTube Premium|Crunchyroll",
    "",
    "Which streaming service does {n} pay for now?|Which streaming service did {n} have before?|"
    "Which streaming service did {n} have?|Which streaming service is {n} planning to get?",
    "{n}现在订阅哪个流媒体？|{n}之前订阅哪个流媒体？|{n}当时订阅哪个流媒体？|{n}打算订阅哪个流媒体？",
    en=dict(
        state="I've got {v}|I pay for {v}|we just have {v} at home",
        chg="I cancelled {old} and got {v}|I've switched to {v}|I signed up to {v}",
        use="Binged that shark documentary on {v} last night, now scared of Durley Chine|{v} keeps recommending me surfing films, it knows|Fell asleep halfway through a {v} film again, classic Saturday",
        third="{who} has {v} now|{who} switched to {v}|{who} dropped the old one for {v}",
        inf="get {v}|switch to {v}|sign up to {v}",
        we="we've switched the telly to {v}|we got {v}, the kids outvoted me",
        scoped="Just {v} at mine, though I watch the footy on {x} at my dad's",
        dist="{d} is putting its prices up again|Anyone watched that new thing on {d}? Worth it?|My nan has {d} and only watches Midsomer on it|{d} advert before my YouTube video, the irony|If {d} made a show about us it'd be called Bin Bag Diaries",
    ),
    zh=dict(
        state="我订了{v}|我家只有{v}",
        chg="我把{old}退了，订了{v}|我换成{v}了",
        use="昨晚在{v}上看了一部鲨鱼纪录片，现在不敢下海了|{v}老给我推冲浪电影，太懂我了",
        third="{who}现在用{v}|{who}换成{v}了",
        inf="订{v}|换成{v}",
        dist="{d}又要涨价了|{d}上那部新剧好看吗？|我奶奶也有{d}",
    ),
)

PETS = slot(
    "pets",
    True,
    "whippet|cockapoo|greyhound|border collie|tortoise|rabbit|ferret|bearded dragon|parrot|"
    "labrador|Jack Russell",
    "柯基|布偶猫|仓鼠|乌龟|金毛|橘猫|兔子|鹦鹉|柴犬",
    "Which pets does {n} have now?|Which pet did {n} have?",
    "{n}现在养了哪些宠物？|{n}当时养了什么宠物？",
    en=dict(
        state="I've got a {v}|I share my flat with a {v}|there's a {v} in my life",
        add="we've added a {v} to the family, the {old} is not impressed|I've got a {v} as well now, so that's two to walk|I got a {v} to keep the {old} company",
        use="Brought the {v} and the {old} this morning, the {v} found half a pasty and is now my favourite|Trying to hold two leads and a grabber, the {old} went left and the new {v} went right|The {v} and the {old} had a standoff over a crab this morning",
        third="{who} has got a {v} too now|{who} has a {v} as well as the {old}|{who} added a {v} to the household",
        dist="Someone's {d} just ran off with my bin bag|Loose {d} on the beach by the huts, anyone know whose?|Saw a {d} on a lead on Boscombe Pier, didn't know they did that|Would a {d} be a good beach-clean dog? Hypothetically|My neighbour's {d} howls every time the ice cream van goes past",
    ),
    zh=dict(
        state="我养了一只{v}|我家有只{v}",
        add="我又养了一只{v}，{old}有点吃醋|家里多了一只{v}，跟{old}作伴",
        use="今天带着{v}和{old}一起来，{v}捡到半个馅饼，开心坏了|{old}和新来的{v}为了一只螃蟹对峙了半天",
        third="{who}又养了一只{v}|{who}家除了{old}还有一只{v}",
        dist="有人的{d}把我的垃圾袋叼走了|海边有只{d}在乱跑，谁家的？|我邻居家的{d}天天叫",
    ),
)

INSTR = slot(
    "instruments",
    True,
    "ukulele|guitar|cello|bodhrán|saxophone|drums|violin|harmonica|banjo|trumpet|accordion",
    "尤克里里|吉他|古筝|二胡|钢琴|小提琴|架子鼓|笛子",
    "Which instruments does {n} play now?|Which instrument did {n} play?",
    "{n}现在会弹/拉哪些乐器？|{n}当时玩什么乐器？",
    en=dict(
        state="I play the {v}|I've been playing the {v} for years|I do a bit of {v}",
        add="I've started learning the {v} as well, the {old} is feeling neglected|I've picked up the {v} on top of the {old}|I'm doing {v} lessons now too, alongside the {old}",
        use="Brought my {v} to the bonfire after the clean, played the {old} bits too, nobody complained|Practised the {v} for an hour then the {old} for another, the neighbours are thrilled|Anyone want to hear my {v} version of a sea shanty? I'll do the {old} one after",
        third="{who} plays the {v} too now|{who} has taken up the {v} as well as the {old}|{who} started {v} lessons on top of the {old}",
        dist="Busker on the pier playing {d} badly, fair play to him|My kid wants to learn the {d}, send help|There's a second-hand {d} in the charity shop on Christchurch Road, £15|Could you play {d} on a surfboard? Asking for a TikTok|Heard a {d} version of Wonderwall at the kiosk, never again",
    ),
    zh=dict(
        state="我会弹{v}|我学了好多年{v}",
        add="我又开始学{v}了，{old}有点冷落了|除了{old}，我现在也在学{v}",
        use="练了一小时{v}，又练了一小时{old}，邻居快疯了|篝火晚会我带了{v}，也弹了几首{old}",
        third="{who}除了{old}又开始学{v}|{who}现在也会{v}了",
        dist="码头上有人在弹{d}，挺好听|我儿子想要个{d}做圣诞礼物|慈善店有把{d}，十五镑",
    ),
)

CLUBS = slot(
    "clubs",
    True,
    "Southbourne Surf Club|Poole Harbour Rowing|Bournemouth Wild Swimmers|walking netball|"
    "Harbourside Community Choir|Dorset Rock Pool Rangers|Bourne Valley Ramblers|Lansdowne Chess Club|"
    "Tuesday Night Quiz League|Sandbanks Sailing Club|parkrun",
    "",
    "Which clubs is {n} in now?|Which club was {n} in?",
    "{n}现在参加了哪些俱乐部？|{n}当时参加了哪个俱乐部？",
    en=dict(
        state="I'm in {v}|I do {v}|I'm a member of {v}",
        add="I've joined {v} as well, on top of {old}|I'm doing {v} now too, still going to {old}|signed up to {v}, so {old} on Mondays and the new one on Thursdays",
        use="Can't stay late, {v} tonight and {old} tomorrow, my calendar is a crime scene|Apologies to {old}, I'm skipping this week for my first {v} session|My {v} lot want to join a beach clean, I told them {old} already owns Saturdays",
        third="{who} has joined {v} as well as {old}|{who} is in {v} now too|{who} does {v} now, alongside {old}",
        dist="{d} is recruiting, poster by the huts|Did anyone see {d} got in the Echo?|My mate quit {d} because of the politics, it's always the politics|Should we challenge {d} to a litter-pick race? Loser buys chips|{d} sounds fun but I can barely manage Saturdays",
    ),
    zh=dict(
        state="我参加了{v}|我是{v}的成员",
        add="我又加入了{v}，{old}也还在去|除了{old}，我现在也参加{v}",
        use="今晚去{v}，明天去{old}，日程排满了|这周{old}请假，要去第一次{v}活动",
        third="{who}除了{old}又加入了{v}|{who}现在也参加{v}",
        dist="{d}在招新，海报贴在小屋旁边|我朋友因为内部矛盾退出了{d}|要不要跟{d}比赛捡垃圾？",
    ),
)

LEARN = slot(
    "languages_learning",
    True,
    "Spanish|Portuguese|Mandarin|Italian|French|Welsh|Japanese|Korean|Greek|German|Cantonese",
    "西班牙语|法语|日语|韩语|德语|意大利语|葡萄牙语|粤语",
    "Which languages is {n} learning now?|Which language was {n} learning?",
    "{n}现在在学哪些语言？|{n}当时在学什么语言？",
    en=dict(
        state="I'm learning {v}|I'm doing {v} on Duolingo|I've started {v} evening classes",
        add="I've started {v} as well as {old}|I'm doing {v} now too, {old} is still going|I added {v} to the {old}, my brain is soup",
        use="Duolingo owl wants me to do my {v} lesson and my {old} lesson before bed, it's relentless|Mixed up my {v} and my {old} in class today and said something very rude apparently|Labelled the kit boxes in {v} and {old} for practice, sorry if it's confusing",
        third="{who} is learning {v} as well now|{who} has taken up {v} alongside {old}|{who} started {v} on top of {old}",
        dist="There's a {d} conversation group at the library on Wednesdays|My daughter's doing {d} at school, I can't help with homework|A tourist asked me for directions in {d} and I just pointed|If I learnt {d} would anyone actually talk to me in it? Doubt it|Duolingo ad: 'Learn {d} in 5 minutes a day'. Sure",
    ),
    zh=dict(
        state="我在学{v}|我在Duolingo上学{v}",
        add="我又开始学{v}了，{old}也还在学|除了{old}，我现在也在学{v}",
        use="Duolingo的猫头鹰天天催我学{v}和{old}，好烦|上课的时候把{v}和{old}搞混了，好尴尬",
        third="{who}除了{old}又在学{v}|{who}现在也在学{v}",
        dist="图书馆周三有{d}角|有个游客用{d}问路，我只能指方向|我女儿在学校学{d}，作业我完全不会",
    ),
)

SLOTS = (HOME, JOB, PHONE, CAR, BANK, ENERGY, DIET, GYM, DENTIST, STREAM, PETS, INSTR, CLUBS, LEARN)

# -- generic wrappers around the slot phrases ---------------------------------------------------
W_EN = dict(
    intro="{State}, for the record, since someone asked last week|"
    "Random fact for the newbies: {state}|"
    "Re: the get-to-know-each-other thread, {state}|"
    "{State}, if anyone was wondering|Answering Maggie's question from Saturday: {state}",
    direct="{Chg}!|Quick update: {chg}|{Chg}. Took long enough|"
    "Big news (for me anyway): {chg}|Life update nobody asked for: {chg}",
    late="Forgot to mention: {chg}. That was {ago}, time flies|Oh, I never said, did I? {Chg}, {ago} now|"
    "Meant to post this ages ago, {chg} ({ago})|Totally slipped my mind to tell you lot: {chg}. Happened {ago}",
    long="Morning all, what a sunrise, I nearly stayed in bed but glad I didn't. {Chg}, which has been a whole saga but we got there in the end. Anyway, is anyone bringing the big sieve for the nurdle survey? I left mine at {spot}|"
    "Sorry I was quiet this week, work has been mad and the weather's been grim and honestly {chg}, so it's been a lot. Did anyone find the missing grabber? I think Dave had it last at {spot}|"
    "Right, catching up on 200 messages, you lot are chatty. Loved the photos from {spot}, that trolley is iconic. {Chg}, by the way, and then I spent the rest of the week fighting with flat-pack furniture and losing. See you Saturday?",
    ask="{n}, is it still {old} for you these days?|Hey {n}, still {old}?|Quick one {n}, you're {old}, right? Settling an argument",
    neg="No, not {old} any more, {chg}|Nope! {Chg}, {old} is ancient history|Not since the spring, {chg}",
    plan="Planning to {inf} in the new year|I'm going to {inf}, just need to sort the details|"
    "Seriously thinking I'll {inf} after the summer season|Decision made, I'm going to {inf}",
    done="Did it! {Chg}|Done, {chg}, as threatened|Update on the thing I was banging on about: {chg}",
    drop="Not going to {inf} after all, {state_cur}, so no change|Change of plan, I won't {inf}, "
    "{state_cur} and honestly it's fine|Scrapped the idea to {inf}. {State_cur}, staying put",
    muse="Sometimes I think I should {inf}. Probably won't though|Half tempted to {inf}, but you know me|"
    "In another life I'd {inf}. Anyway, who's got the gloves?",
    slip_fix="*{v}, not {slip}, sorry, typing with cold hands|Sorry, I meant {v}, not {slip}! Brain's still asleep|"
    "Correction: {v}. Not {slip}. Coffee hasn't kicked in",
    self3="Update from {n}: {third}, in case anyone's keeping track|{Third}, {n} would like everyone to know 😂",
    seen="Bumped into {n} on the prom this morning 👋|Saw {n} at the Co-op earlier|Had a natter with {n} by the huts",
    heard="{Third}, {p} told me on Sunday|Apparently {third}|{Third}, good for {o}|{P} said {third}",
)
W_ZH = dict(
    intro="顺便说一下，{state}|补充一下自我介绍：{state}|上次有人问，{state}",
    direct="{chg}！|更新一下：{chg}|{chg}，有需要可以找我",
    late="忘了说，{ago}{chg}|之前没说，{ago}{chg}",
    long="早上好！今天日出太美了，差点没起床。{chg}，折腾了好久终于搞定了。对了，谁带筛子来做微塑料调查？我的落在{spot}了|"
    "这周太忙了没怎么说话，天气又差，而且{chg}，事情好多。有人找到那个丢了的夹子吗？",
    ask="{n}，你还是用{old}吧？|{n}你还在{old}吗？",
    neg="不是啦，早就不是{old}了，{chg}|没有了，{chg}",
    plan="我打算{inf}|我准备明年{inf}|决定了，我要{inf}",
    done="搞定了！{chg}|终于{chg}",
    drop="不{inf}了，{state_cur}，没变|算了，不打算{inf}了，{state_cur}",
    muse="有时候想{inf}，不过估计不会|有点想{inf}，但是你懂的",
    slip_fix="打错了，是{v}，不是{slip}|不好意思，我说的是{v}，不是{slip}",
    self3="{n}更新一下：{third}|报告：{third}😂",
    seen="今天早上在海边碰到{n}了👋|刚在超市看到{n}",
    heard="{third}，{p}周日跟我说的|听说{third}",
)
AGO_EN = {
    20: "a few weeks back",
    30: "about a month ago",
    45: "six weeks or so ago",
    60: "a couple of months ago",
}
AGO_ZH = {20: "几周前", 30: "一个月前", 45: "一个多月前", 60: "两个月前"}


# -- the world ------------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    gender: str
    lang: str
    role: str
    sprinkle: bool = False  # an English writer who drops in a Chinese word now and then
    modes: list[str] = field(default_factory=list)


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def fill(tpl: str, **kw: str) -> str:
    """Format a template; every key also has a capitalised twin ({chg} and {Chg})."""
    full = dict(kw)
    for k, v in kw.items():
        full[k[:1].upper() + k[1:]] = cap(v)
    return tpl.format(**full)


class World:
    """Episodes as they are written, the busy minutes of each day, and the probes."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.people: list[Person] = []
        self.eps: list[dict[str, Any]] = []
        self.busy: dict[int, list[tuple[int, int]]] = {}
        self.probes: list[dict[str, Any]] = []

    # -- placing episodes --------------------------------------------------------------------
    def _free_minute(self, day: int) -> int:
        for _ in range(50):
            m = self.rng.randint(400, 1390)
            if m == 780 or any(lo - 15 <= m <= hi + 15 for lo, hi in self.busy.get(day, ())):
                continue
            return m
        return self.rng.randint(400, 1390)

    def _add(self, day: int, minute: int, who: Person, text: str) -> None:
        half = "am" if minute < 780 else "pm"
        self.eps.append({
            "day": day, "minute": minute, "speaker": who.name, "text": text,
            "session": f"beachchat-{day:03d}-{half}", "language": who.lang,
        })  # fmt: skip

    def say(self, day: int, who: Person, text: str) -> int:
        day = max(0, min(LAST_DAY, day))
        self._add(day, self._free_minute(day), who, text)
        return day

    def conv(self, day: int, turns: list[tuple[Person, str]]) -> int:
        """Consecutive turns of one conversation (one session, nothing in between)."""
        day = max(0, min(LAST_DAY, day))
        span = 3 * len(turns)
        for _ in range(50):
            base = self.rng.choice(
                (self.rng.randint(420, 770 - span), self.rng.randint(790, 1380 - span))
            )
            clash = any(
                lo - 20 <= base + span and base <= hi + 20 for lo, hi in self.busy.get(day, ())
            )
            if not clash and not any(
                base - 5 <= e["minute"] <= base + span + 5 for e in self.eps if e["day"] == day
            ):
                break
        self.busy.setdefault(day, []).append((base, base + span))
        for i, (who, text) in enumerate(turns):
            self._add(day, base + 2 * i + self.rng.randint(0, 1), who, text)
        return day

    # -- choosing people -----------------------------------------------------------------------
    def other(self, p: Person, lang: str | None = None) -> Person:
        cands = [q for q in self.people if q is not p and (lang is None or q.lang == lang)]
        return self.rng.choice(cands or [q for q in self.people if q is not p])

    def next_mode(self, p: Person, allowed: tuple[str, ...]) -> str:
        """Each person cycles through the ways a change can be told, in a shuffled order."""
        for _ in range(2):
            for i, m in enumerate(p.modes):
                if m in allowed:
                    return p.modes.pop(i)
            p.modes = list(CHANGE_MODES)
            self.rng.shuffle(p.modes)
        return "direct"


CHANGE_MODES = ("direct", "use", "third", "self3", "late", "long", "neg", "plan", "slip", "we",
                "direct", "use", "third", "late", "plan")  # fmt: skip


def phr(sd: SlotDef, lang: str, key: str) -> tuple[str, ...]:
    return (sd.zh if lang == ZH else sd.en).get(key, ())


def wrap(lang: str, key: str) -> tuple[str, ...]:
    return alts((W_ZH if lang == ZH else W_EN)[key])


def same_lang(sd: SlotDef) -> bool:
    """Slots whose values differ by language are only talked about in the holder's language."""
    return sd.zpool != sd.pool


class Story:
    """One person's slot: its timeline, the episodes that tell it, and its probes."""

    def __init__(self, w: World, p: Person, sd: SlotDef) -> None:
        self.w, self.p, self.sd, self.rng = w, p, sd, w.rng
        pool = list(sd.zpool if p.lang == ZH else sd.pool)
        self.rng.shuffle(pool)
        self.spare = pool
        self.abandoned: list[str] = []
        self.mentioned: list[str] = []

    def take(self) -> str | None:
        return self.spare.pop() if self.spare else None

    def cl(self, lang: str, key: str, **kw: str) -> str:
        return fill(self.rng.choice(phr(self.sd, lang, key)), **kw)

    def wr(self, lang: str, key: str, **kw: str) -> str:
        g = self.p.gender
        base = {"n": self.p.name, "spot": self.rng.choice(SPOTS),
                "p": PRON_ZH[g] if lang == ZH else PRON[g][0], "o": PRON[g][1]}  # fmt: skip
        return fill(self.rng.choice(wrap(lang, key)), **{**base, **kw})

    def third(self, lang: str, v: str, old: str, who: str) -> str:
        return self.cl(lang, "third", v=v, old=old, who=who)

    def asker(self) -> Person:
        return self.w.other(self.p, self.p.lang if same_lang(self.sd) else None)

    # -- telling ---------------------------------------------------------------------------------
    def tell_initial(self, v: str, day: int, x: str | None = None) -> int:
        w, p, L = self.w, self.p, self.p.lang
        if x is not None:
            return w.say(day, p, self.cl(L, "scoped", v=v, x=x))
        if self.sd.multi or self.rng.random() < 0.8:
            return w.say(day, p, self.wr(L, "intro", state=self.cl(L, "state", v=v)))
        r = self.asker()
        third = self.third(r.lang, v, v, p.name)
        heard = [t for t in wrap(r.lang, "heard") if "{P}" not in t and "{p}" not in t]
        return w.say(day, r, fill(self.rng.choice(heard), third=third, o=PRON[p.gender][1]))

    def tell_change(self, mode: str, v: str, old: str, act: int, prev: int, nxt: int) -> int:
        """Tell that the slot became (or, multi-valued, gained) `v` on day `act`; the report day."""
        w, p, L, rng, sd = self.w, self.p, self.p.lang, self.rng, self.sd
        ck = "add" if sd.multi else "chg"

        def chg(val: str) -> str:
            return self.cl(L, ck, v=val, old=old)

        if mode == "we" and not phr(sd, L, "we"):
            mode = "direct"
        if sd.multi and mode in ("neg", "slip", "plan"):
            mode = rng.choice(("direct", "use", "third"))
        if mode == "plan":
            pd = act - rng.randint(20, 60)
            if pd > prev + 5:
                w.say(pd, p, self.wr(L, "plan", inf=self.cl(L, "inf", v=v)))
                return w.say(act, p, self.wr(L, "done", chg=chg(v)))
            mode = "direct"
        if mode == "late":
            gaps = [g for g in AGO_EN if act + g < min(nxt - 10, LAST_DAY)]
            if gaps:
                g = rng.choice(gaps)
                ago = (AGO_ZH if L == ZH else AGO_EN)[g]
                return w.say(act + g, p, self.wr(L, "late", chg=chg(v), ago=ago))
            mode = "direct"
        if mode == "slip":
            slip = self.take()
            if slip is not None:
                self.abandoned.append(slip)
                return w.conv(act, [(p, self.wr(L, "direct", chg=chg(slip))),
                                    (p, self.wr(L, "slip_fix", v=v, slip=slip))])  # fmt: skip
            mode = "direct"
        if mode == "use":
            return w.say(act, p, self.cl(L, "use", v=v, old=old))
        if mode == "we":
            return w.say(act, p, self.wr(L, "direct", chg=self.cl(L, "we", v=v)))
        if mode == "long":
            return w.say(act, p, self.wr(L, "long", chg=chg(v)))
        if mode == "self3":
            return w.say(act, p, self.wr(L, "self3", third=self.third(L, v, old, p.name)))
        if mode == "neg":
            q = self.asker()
            ask = fill(rng.choice(wrap(q.lang, "ask")), n=p.name, old=old)
            return w.conv(
                act + rng.randint(0, 5), [(q, ask), (p, self.wr(L, "neg", old=old, chg=chg(v)))]
            )
        if mode == "third":
            r = self.asker()
            day = act + rng.randint(1, 6)
            if rng.random() < 0.6:  # named first, then only a pronoun
                g = p.gender
                who = PRON_ZH[g] if r.lang == ZH else PRON[g][0]
                seen = self.wr(r.lang, "seen")
                heard = self.wr(r.lang, "heard", third=self.third(r.lang, v, old, who))
                return w.conv(day, [(r, seen), (r, heard)])
            heard_t = [t for t in wrap(r.lang, "heard") if "{P}" not in t]
            return w.say(day, r, fill(rng.choice(heard_t), third=self.third(r.lang, v, old, p.name),
                                      p=PRON_ZH[p.gender] if r.lang == ZH else PRON[p.gender][0],
                                      o=PRON[p.gender][1]))  # fmt: skip
        return w.say(act, p, self.wr(L, "direct", chg=chg(v)))

    def distract(self, k: int) -> None:
        for _ in range(k):
            if not self.spare:
                return
            d = self.spare[self.rng.randrange(len(self.spare))]
            who = self.p if self.rng.random() < 0.5 else self.asker()
            lines = phr(self.sd, who.lang, "dist")
            self.w.say(self.rng.randint(5, LAST_DAY), who, fill(self.rng.choice(lines), d=d))
            self.mentioned.append(d)

    def question(self, kind: str) -> str:
        zh = self.p.lang == ZH and self.rng.random() < 0.8
        return (self.sd.qz if zh else self.sd.q)[kind].format(n=self.p.name)

    def probe(self, kind: str, gold: list[str], values: list[str], **extra: Any) -> None:
        self.w.probes.append({
            "subject": self.p.name, "kind": kind, "question": self.question(kind),
            "slot": self.sd.key, "gold": gold, "outdated": extra.get("outdated", []),
            "values": values, "abandoned": extra.get("abandoned", []),
            **({"as_of_day": extra["as_of_day"]} if "as_of_day" in extra else {}),
        })  # fmt: skip

    # -- whole timelines -------------------------------------------------------------------------
    def timeline(self, n_chg: int) -> list[int]:
        """Day of the first statement, then the days the changes really happened."""
        t0 = self.rng.randint(2, 150)
        seg = (LAST_DAY - 60 - t0 - 45) // n_chg
        return [t0] + [
            t0 + 45 + i * seg + self.rng.randint(0, max(1, seg - 50)) for i in range(n_chg)
        ]

    def run_single(self) -> None:
        rng, w, p, sd, L = self.rng, self.w, self.p, self.sd, self.p.lang
        n_chg = rng.choice((1, 1, 2, 2, 3))
        chain = [v for v in (self.take() for _ in range(n_chg + 1)) if v]
        acts = self.timeline(n_chg)
        x = None
        scoped_at_end = False
        if phr(sd, L, "scoped") and rng.random() < 0.45:
            x = self.take()
            scoped_at_end = rng.random() < 0.5
        reports = [self.tell_initial(chain[0], acts[0], None if scoped_at_end else x)]
        allowed = tuple(m for m in CHANGE_MODES if m != "we" or phr(sd, L, "we"))
        for i in range(1, n_chg + 1):
            nxt = acts[i + 1] if i < n_chg else LAST_DAY
            mode = w.next_mode(p, allowed)
            reports.append(
                self.tell_change(mode, chain[i], chain[i - 1], acts[i], reports[-1], nxt)
            )
        cur = chain[-1]
        if x is not None and scoped_at_end and reports[-1] + 10 < LAST_DAY:
            w.say(rng.randint(reports[-1] + 5, LAST_DAY), p, self.cl(L, "scoped", v=cur, x=x))
        # a plan made and dropped while an older value held
        if rng.random() < 0.35:
            j = rng.randrange(n_chg)
            lo, hi = reports[j] + 5, acts[j + 1] - 65
            dv = self.take() if hi - lo >= 30 else None
            if dv is not None:
                d1 = rng.randint(lo, hi - 20)
                d2 = d1 + rng.randint(10, min(40, hi - d1))
                w.say(d1, p, self.wr(L, "plan", inf=self.cl(L, "inf", v=dv)))
                state = self.cl(L, "state", v=chain[j])
                w.say(d2, p, self.wr(L, "drop", inf=self.cl(L, "inf", v=dv), state_cur=state))
                self.abandoned.append(dv)
        # musing that never goes anywhere
        if rng.random() < 0.25:
            mv = self.take()
            if mv is not None:
                w.say(
                    rng.randint(acts[0] + 10, LAST_DAY),
                    p,
                    self.wr(L, "muse", inf=self.cl(L, "inf", v=mv)),
                )
                self.abandoned.append(mv)
        # a plan still open at the end
        pending = None
        if rng.random() < 0.3 and reports[-1] + 20 < LAST_DAY - 5:
            pending = self.take()
            if pending is not None:
                w.say(rng.randint(reports[-1] + 20, LAST_DAY - 5), p,
                      self.wr(L, "plan", inf=self.cl(L, "inf", v=pending)))  # fmt: skip
        self.distract(rng.randint(1, 3))
        values = list(
            dict.fromkeys(chain + self.abandoned + [v for v in (x, pending) if v] + self.mentioned)
        )
        self.probe("current", [cur], values, outdated=chain[:-1], abandoned=self.abandoned)
        if rng.random() < 0.85:
            self.probe("historical", [chain[-2]], values)
        if rng.random() < 0.4:
            j = rng.randrange(n_chg)
            lo, hi = reports[j] + 3, acts[j + 1] - 3
            if lo < hi:
                self.probe("as_of", [chain[j]], values, as_of_day=rng.randint(lo, hi))
        if pending is not None:
            self.probe("planning", [pending], values)

    def run_multi(self) -> None:
        rng, w, p = self.rng, self.w, self.p
        n_add = rng.choice((1, 1, 2))
        chain = [v for v in (self.take() for _ in range(n_add + 1)) if v]
        acts = self.timeline(n_add)
        reports = [self.tell_initial(chain[0], acts[0])]
        allowed = ("direct", "use", "third", "self3", "late", "long")
        for i in range(1, n_add + 1):
            nxt = acts[i + 1] if i < n_add else LAST_DAY
            mode = w.next_mode(p, allowed)
            old = rng.choice(chain[:i])
            reports.append(self.tell_change(mode, chain[i], old, acts[i], reports[-1], nxt))
        self.distract(rng.randint(1, 2))
        values = list(dict.fromkeys(chain + self.mentioned))
        self.probe("coexisting", list(chain), values)
        if rng.random() < 0.5 and reports[0] + 3 < acts[1] - 3:
            self.probe(
                "as_of", [chain[0]], values, as_of_day=rng.randint(reports[0] + 3, acts[1] - 3)
            )


GREET_EN = alts(
    "Hi all, {n} here, {role}. Looking forward to my first clean!|Hello! I'm {n} ({role}), "
    "Maggie added me. See you on the sand|Evening everyone, {n}. {role}, reporting for litter duty"
)
GREET_ZH = alts(
    "大家好，我是{n}，很高兴加入！|大家好～我是{n}，朋友拉我进群的，周末见|hello大家，我是{n}，第一次参加，请多关照"
)


def filler(w: World, p: Person) -> str:
    rng = w.rng
    tpl = rng.choice(FILLER_ZH if p.lang == ZH else FILLER_EN)
    text = tpl.format(spot=rng.choice(SPOTS), find=rng.choice(FINDS))
    if p.lang == ZH and rng.random() < 0.1:
        text += " lol"
    if p.sprinkle and rng.random() < 0.35:
        text += f" {rng.choice(ZH_SPRINKLE)}!"
    return text


def pick_people(w: World) -> list[Person]:
    rng = w.rng
    n = rng.randint(10, 14)
    n_zh = max(2, round(n / 4))
    people = [Person(nm, g, EN, role) for nm, g, role in rng.sample(PEOPLE_EN, n - n_zh)]
    people += [Person(nm, g, ZH, role) for nm, g, role in rng.sample(PEOPLE_ZH, n_zh)]
    rng.shuffle(people)
    for p in rng.sample([q for q in people if q.lang == EN], 2):
        p.sprinkle = True
    return people


def generate(seed: int) -> dict[str, Any]:
    """The chat history (episodes in time order) and the probes for one seed."""
    w = World(seed)
    rng = w.rng
    w.people = pick_people(w)
    for p in w.people:
        greet = rng.choice(GREET_ZH if p.lang == ZH else GREET_EN)
        w.say(rng.randint(0, 30), p, greet.format(n=p.name, role=p.role))
    singles = [s for s in SLOTS if not s.multi]
    multis = [s for s in SLOTS if s.multi]
    many = len(w.people) > 12
    for p in w.people:
        k = rng.choice((4, 4, 4, 5)) if many else rng.choice((4, 4, 5, 5, 6))
        n_multi = rng.choice((0, 1, 1, 2))
        chosen = rng.sample(multis, n_multi) + rng.sample(singles, k - n_multi)
        rng.shuffle(chosen)
        for sd in chosen:
            story = Story(w, p, sd)
            story.run_multi() if sd.multi else story.run_single()
    # keep the probe count in range: thin out point-in-time and history probes first
    while len(w.probes) > 140:
        spare = [i for i, q in enumerate(w.probes) if q["kind"] in ("as_of", "historical")]
        w.probes.pop(rng.choice(spare))
    weights = [3 if p.role.startswith(("retire", "council")) else 2 for p in w.people]
    target = rng.randint(580, 760)
    while len(w.eps) < target:
        p = rng.choices(w.people, weights)[0]
        w.say(rng.randint(0, LAST_DAY), p, filler(w, p))
    w.eps.sort(key=lambda e: (e["day"], e["minute"]))
    return {"start": START, "episodes": w.eps, "probes": w.probes}


# -- self-check ---------------------------------------------------------------------------------
KINDS = ("current", "historical", "as_of", "coexisting", "planning")


def validate(world: dict[str, Any]) -> list[str]:
    """Problems with a generated world (empty when it is sound)."""
    errs: list[str] = []
    eps, probes = world["episodes"], world["probes"]
    speakers = {e["speaker"] for e in eps}
    texts = [e["text"] for e in eps]
    last = (-1, -1)
    for e in eps:
        if set(e) != {"day", "minute", "speaker", "text", "session", "language"}:
            errs.append(f"episode keys {sorted(e)}")
        if not (0 <= e["day"] <= LAST_DAY and 0 <= e["minute"] < 1440):
            errs.append(f"episode time {e['day']}/{e['minute']}")
        if (e["day"], e["minute"]) < last:
            errs.append("episodes out of order")
        last = (e["day"], e["minute"])
        if e["language"] not in (EN, ZH) or not e["text"].strip() or "{" in e["text"]:
            errs.append(f"bad episode: {e['text']!r}")
    for q in probes:
        tag = f"{q['subject']}/{q['slot']}/{q['kind']}"
        if q["kind"] not in KINDS:
            errs.append(f"{tag}: kind")
        if q["subject"] not in speakers:
            errs.append(f"{tag}: subject never speaks")
        if not q["gold"] or not q["question"].strip():
            errs.append(f"{tag}: no gold or question")
        for g in q["gold"]:
            if not any(g in t for t in texts):
                errs.append(f"{tag}: gold {g!r} not in any episode")
        vals = set(q["values"])
        if not set(q["gold"]) | set(q["outdated"]) | set(q["abandoned"]) <= vals:
            errs.append(f"{tag}: values miss gold/outdated/abandoned")
        if set(q["gold"]) & (set(q["outdated"]) | set(q["abandoned"])):
            errs.append(f"{tag}: gold also outdated or abandoned")
        if (q["kind"] == "as_of") != ("as_of_day" in q):
            errs.append(f"{tag}: as_of_day")
        if q["kind"] == "coexisting" and len(q["gold"]) < 2:
            errs.append(f"{tag}: coexisting needs two values")
    return errs


def main() -> int:
    bad = 0
    for seed in (7, 11, 23):
        world = generate(seed)
        again = generate(seed)
        errs = validate(world) + ([] if world == again else ["not deterministic"])
        eps, probes = world["episodes"], world["probes"]
        kinds = {k: sum(q["kind"] == k for q in probes) for k in KINDS}
        people = sorted({q["subject"] for q in probes})
        zh = sum(e["language"] == ZH for e in eps)
        slots = len({(q["subject"], q["slot"]) for q in probes})
        print(f"seed {seed}: {len(eps)} episodes ({zh} zh), {len(probes)} probes {kinds}, "
              f"{len(people)} people, {slots} slots, {len(errs)} problems")  # fmt: skip
        for e in errs[:20]:
            print("  ", e)
        bad += bool(errs)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
