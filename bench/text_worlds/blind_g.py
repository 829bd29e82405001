"""Blind text world G: a chat group of invented people over about twenty months.

Written from a brief that listed situations to cover (present statements, changes with and
without the old value, changes implied only by use or consequence, late reports, plans carried
out and dropped, mentions that are not the speaker's own state, coexisting and scoped values,
states that end with nothing in their place, indirect phrasing, self-reference by name and
"we", casual repetition, Chinese versions), without reading the extractor, resolver, recall,
graph or test code or the other text worlds. Only the probe interface and the value scoring in
`bench/states.py` were read, so that the probes fit how they are scored.

`generate(seed)` returns {"start", "episodes", "probes"} (see `bench.states.load_text_world`).
Most slots are everyday ones (climbing gym, running club, dentist, podcast, board game group,
landlord, flatmate, savings app, supermarket, yoga style, tea, knitting project, volunteering,
car sharing, a child's school, mobile network, a tabletop campaign, manager, sprint team,
broadband), plus where people live and their job title. About 60% of episodes are small talk.
Run this module to self-check seeds 0-30.
"""

from __future__ import annotations

import random
import re
import sys
from datetime import date, timedelta
from typing import Any

START = date(2024, 6, 1)
START_ISO = "2024-06-01T09:00:00+00:00"
SPAN = 600  # days of chat (about twenty months)

EN_NAMES = ["Maren", "Dario", "Keziah", "Olu", "Ravi", "Sunniva", "Teodor", "Wren", "Ciaran"]
EN_NAMES += ["Ifeoma", "Lukas", "Petra", "Beatrix", "Emeka"]
ZH_NAMES = ["Xiaolin", "Jiahui", "Haoran", "Meiling", "Zhiwei"]
FRIENDS = ["Jonno", "Bex", "Tariq", "Marta", "Lou", "Nell", "Hana", "Rosa", "Gus", "Imogen"]
RELATIVES = ["my sister", "my brother", "my mum", "my dad", "my cousin", "my aunt"]
RELATIVES += ["my neighbour", "a colleague", "my best mate", "my brother-in-law"]
RELATIVES_ZH = ["我姐", "我弟", "我妈", "我爸", "我表妹", "我同事", "邻居", "我闺蜜", "我舅舅"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August"]
MONTHS += ["September", "October", "November", "December"]
NUM_EN = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
NUM_EN |= {8: "eight", 9: "nine"}
NUM_ZH = {1: "一", 2: "两", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九"}

# Template keys. A slot gives its own lists; missing ones fall back to GENERIC (services).
KEYS = (
    "state change_old change_new implied indirect repeat selfname end end_repeat co_start "
    "co_end plan plan_again plan_drop plan_done late other recommend question opinion news "
    "oneoff negation reminisce"
).split()


def _lines(text: str) -> list[str]:
    return [part.strip() for part in text.split("|") if part.strip()]


def _slot(**kw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, val in kw.items():
        base = key[:-3] if key.endswith("_zh") else key
        out[key] = _lines(val) if base in KEYS and isinstance(val, str) else val
    out.setdefault("dis", ["other", "recommend", "question", "opinion", "news", "negation"])
    out.setdefault("w", [3, 4, 3, 1])
    out.setdefault("plans", True)
    out.setdefault("co", None)
    return out


GENERIC = _slot(
    plan=(
        "thinking about switching to {v}, anyone got opinions?|"
        "might move over to {v} next month, still deciding|"
        "{v} keeps popping up everywhere. tempted to switch|"
        "seriously considering {v}, not decided yet though|"
        "shortlist is basically just {v} at this point"
    ),
    plan_zh="在考虑换成{v}，还没定|{v}看起来不错，可能下个月换过去|有点想试试{v}，再看看吧",
    plan_again=(
        "still weighing up {v}, need to sit down and compare|haven't made my mind up about {v} yet|"
        "{v} or not {v}, that is the question. still undecided"
    ),
    plan_again_zh="{v}的事还在考虑，没拿定主意|还在纠结要不要换{v}",
    plan_drop=(
        "ok scrap the {v} idea, staying with {cur}|looked into {v} properly and nah. {cur} it is|"
        "not doing {v} after all, too much hassle, {cur} is fine|"
        "decided against {v}. sticking with {cur}"
    ),
    plan_drop_zh="算了，不换{v}了，还是{cur}|{v}仔细看了一下，不划算，继续{cur}",
    plan_done=(
        "did it, {v} from today|remember me going on about {v}? signed up this morning|"
        "ok it's official, I'm with {v} now"
    ),
    plan_done_zh="还是换了，从今天开始是{v}|之前说的{v}，今天正式搞定了",
    late=(
        "forgot to mention, I switched to {v} {ago}|old news, but I've been with {v} since {since}|"
        "oh did I not say? moved over to {v} {ago}"
    ),
    late_zh="忘了说，{agoz}就换成{v}了|其实{sincez}开始就是{v}了，一直没提",
    other=(
        "{who} just signed up with {v}|{who} has been going on about {v} all week|"
        "{who} swears by {v}, won't hear a word against it"
    ),
    other_zh="{whoz}最近迷上了{v}|{whoz}一直在用{v}，天天跟我安利",
    recommend="{friend} keeps telling me to try {v}|if anyone's looking, people rave about {v}",
    recommend_zh="{friend}一直劝我试试{v}|朋友都说{v}好，有需要的可以看看",
    question="has anyone tried {v}? asking for {who}|is {v} any good? genuinely asking",
    question_zh="有人用过{v}吗？帮{whoz}问的|{v}怎么样？有人知道吗",
    opinion="{v} is so overrated, fight me|not a fan of {v} tbh, everyone else seems to love it",
    opinion_zh="说实话{v}被吹过头了|我对{v}一直没什么好感",
    news=(
        "apparently {v} just put their prices up again|"
        "saw {v} in the news this morning, some drama with the owners"
    ),
    news_zh="听说{v}又涨价了|今天新闻上看到{v}出了点事",
    oneoff="tried {v} once while visiting {who}, fun for a day",
    oneoff_zh="去看{whoz}的时候顺便试了一次{v}，就那一次",
    negation="I've never used {v}, no idea, sorry|I'm not with {v}, people keep assuming I am",
    negation_zh="我没用过{v}，不太清楚|我可不是{v}的，别搞错了",
    reminisce=(
        "{old} emailed asking me to come back, lol no|"
        "bit nostalgic about {old} today, not going back though"
    ),
    reminisce_zh="{old}还在给我发邮件让我回去，笑死|突然有点怀念{old}，不过不会回去",
    repeat=(
        "still on {v}, no complaints|{v} as usual this week|yep, still {v}|{v}, same as ever|"
        "{v} again. creature of habit"
    ),
    repeat_zh="还是{v}，挺好|这周照旧{v}|老样子，{v}|{v}照常，没什么变化",
    selfname="{me}'s {k} report: still {v}|you know {me}, {v} loyalist to the end",
    selfname_zh="{me}的{kz}还是{v}，没变|{me}报告：还是{v}",
)


PERSON_DIS = ["other", "opinion", "negation", "news"]

SLOTS: list[dict[str, Any]] = [
    _slot(
        key="climbing_gym",
        k="climbing gym",
        kz="攀岩馆",
        pool=["Boulder Barn", "Crux Cellar", "Gritstone Hall", "Overhang Loft", "Chalk Mill"]
        + ["Dyno Yard", "Slab Shack", "Campus Vault", "Highball House", "Ledge Works"],
        m="no gym",
        mz="没有攀岩馆",
        q="Which climbing gym does {p} go to?",
        qp="Which climbing gym did {p} go to",
        qplan="Which climbing gym is {p} thinking of switching to?",
        qz="{p}现在去哪家攀岩馆？",
        qpz="{when}{p}去的是哪家攀岩馆？",
        qplanz="{p}在考虑换去哪家攀岩馆？",
        dis=["other", "recommend", "question", "opinion", "news", "oneoff", "negation"],
        state=(
            "I climb at {v}, have done for ages|"
            "{v} is my climbing gym, it's basically a second home at this point|"
            "bouldering at {v} again tonight, same as every Tuesday|"
            "my membership at {v} renews next week, renewing obviously|"
            "anyone fancy climbing? I'm at {v} most evenings"
        ),
        state_zh=(
            "我一直在{v}攀岩，办的年卡|{v}是我常去的攀岩馆，下班基本都在那儿|今晚照例去{v}抱石"
        ),
        change_old=(
            "left {old}, I'm climbing at {v} now|"
            "moved my membership from {old} over to {v}, way better setting|"
            "goodbye {old}, hello {v}. new climbing gym!|{old} got too crowded so I switched to {v}"
        ),
        change_old_zh="不去{old}了，现在改去{v}|把攀岩卡从{old}转到{v}了，那边线定得好多了",
        change_new=(
            "I'm a {v} member now, signed up this afternoon|officially joined {v}, new wall new me|"
            "new climbing gym: {v}. the cave is ridiculous"
        ),
        change_new_zh="办了{v}的卡，以后就在那儿爬了|新攀岩馆定了，{v}",
        implied=(
            "first session at {v} tonight, my forearms are dead|"
            "got my {v} key fob today, the setters there are evil|"
            "induction at {v} this morning, already flashed two of their blues"
        ),
        implied_zh="第一次去{v}，前臂已经废了|今天在{v}做了入馆培训，那边的蓝色线还挺好爬",
        indirect=(
            "the setters at {v} reset the cave again, my fingertips are gone|"
            "three hours on the {v} slab wall, skin's gone|"
            "{v} has new holds on the overhang and I'm obsessed"
        ),
        indirect_zh=(
            "{v}新开了一面大仰角，已经爬上瘾了|{v}又换线了，手指磨破了|"
            "在{v}的仰角墙上挂了三个小时，手废了"
        ),
        end=(
            "cancelled my climbing membership, so {m} for me until the shoulder heals|"
            "froze my pass and I'm not renewing. {m} for now, weirdly fine with it"
        ),
        end_zh="攀岩卡退了，现在{m}了，肩膀先养着",
        end_repeat=(
            "still {m}, still telling myself I'll go back|"
            "{m} at the moment, so my evenings are suspiciously free"
        ),
        end_repeat_zh="还是{m}，下班直接回家躺平",
        oneoff="did a drop-in at {v} while visiting {who}, fun for a day but not switching",
        oneoff_zh="去看{whoz}的时候在{v}买了张单次票，就玩了一次",
        negation=(
            "I've never climbed at {v}, you're thinking of someone else|"
            "never been a member at {v}, you're mixing me up with someone"
        ),
        negation_zh="我没去过{v}，你记错人了",
        other=(
            "{who} just joined {v}, now we can't climb together|"
            "{who} climbs at {v} and won't stop sending me videos"
        ),
        other_zh="{whoz}办了{v}的卡，天天给我发攀岩视频",
        reminisce=(
            "walked past {old} today, miss that slab wall a bit|"
            "{old} keeps emailing me comeback offers, nice try"
        ),
        reminisce_zh="路过{old}，有点怀念那面墙",
        repeat_zh="今晚{v}，老地方见",
    ),
    _slot(
        key="running_club",
        k="running club",
        kz="跑步俱乐部",
        pool=["Harbour Harriers", "Ridgeback Runners", "Canal Striders", "Lantern Pacers"]
        + ["Parkside Plodders", "Hilltop Hares", "Marsh Milers", "Viaduct Joggers"]
        + ["Towpath Trotters"],
        m="no running club",
        mz="不去跑步俱乐部了",
        q="Which running club does {p} run with?",
        qp="Which running club did {p} run with",
        qplan="Which running club is {p} thinking of joining?",
        qz="{p}现在在哪个跑步俱乐部？",
        qpz="{when}{p}在哪个跑步俱乐部？",
        qplanz="{p}打算加入哪个跑步俱乐部？",
        dis=["other", "recommend", "question", "opinion", "oneoff", "negation"],
        state=(
            "I run with {v}, Thursday nights and a long one on Sunday|"
            "my running club is {v}, lovely bunch|club run with {v} tonight, it's going to be wet|"
            "{v} are doing a pub run on Saturday, I'm in obviously"
        ),
        state_zh="我每周日跟{v}跑长距离|我在{v}跑步，每周四晚上一起跑|我们俱乐部叫{v}，人都挺好",
        change_old=(
            "quit {old}, running with {v} now, much friendlier pace|"
            "swapped {old} for {v}, the Sunday long runs suit me better"
        ),
        change_old_zh="从{old}退出来了，现在跟{v}跑",
        change_new="joined {v} this week! club vest and everything|I'm officially a {v} runner now",
        change_new_zh="加入{v}了，下周开始跟他们练",
        implied=(
            "first Thursday session with {v}, they go out way too fast|"
            "got my {v} vest in the post, I look like a traffic cone"
        ),
        implied_zh="第一次跟{v}夜跑，配速太快了，差点跟不上",
        indirect=(
            "{v} intervals tonight nearly killed me|"
            "the coach at {v} wants us doing hill reps in the rain. again."
        ),
        indirect_zh="{v}的教练又让我们雨里跑坡|{v}今晚练间歇跑，腿已经没了",
        end=(
            "left the club, so {m} for me, just solo plodding now|"
            "cancelled my membership. {m} anymore, knees need a break"
        ),
        end_zh="膝盖不行，{m}，自己慢慢跑",
        end_repeat="{m} still, just me and the canal|still {m} these days, solo runs only",
        end_repeat_zh="还是{m}，周末自己跑跑",
        oneoff="guest run with {v} while I was at {who}'s, nice route but not my club",
        oneoff_zh="去{whoz}那儿的时候跟{v}跑了一次，就当体验",
        other="{who} runs with {v}, they're doing a marathon together|{who} just joined {v}",
        other_zh="{whoz}加入了{v}，在练马拉松",
        negation="I don't run with {v}, never have, different side of town",
        negation_zh="我没跟{v}跑过，离得太远",
    ),
    _slot(
        key="dentist",
        k="dentist",
        kz="牙医",
        pool=["Okafor", "Lindqvist", "Varga", "Moreau", "Achterberg", "Nakashima", "Delacroix"]
        + ["Pillai", "Szabo"],
        q="Who is {p}'s dentist?",
        qp="Who was {p}'s dentist",
        qplan="Which dentist is {p} thinking of moving to?",
        qz="{p}的牙医是谁？",
        qpz="{when}{p}的牙医是谁？",
        qplanz="{p}在考虑换哪位牙医？",
        w=[4, 4, 2, 1],
        state=(
            "my dentist is Dr {v}, honestly lovely|checkup with Dr {v} on Friday, dreading it|"
            "Dr {v} has been my dentist for years, wouldn't go anywhere else|"
            'dentist update: Dr {v} says my gums are "adequate"'
        ),
        state_zh="{v}医生给我看了好几年牙了|我的牙医是{v}医生，人很好|周五要去{v}医生那儿检查牙齿",
        change_old=(
            "switched dentist from Dr {old} to Dr {v}, closer to work|"
            "Dr {old} retired so I'm with Dr {v} now"
        ),
        change_old_zh="{old}医生退休了，我现在换成{v}医生",
        change_new=(
            "registered with a new dentist today, Dr {v}|"
            "my new dentist is Dr {v}, very gentle, highly recommend"
        ),
        change_new_zh="换了个新牙医，{v}医生，手法很轻",
        implied=(
            "first checkup with Dr {v}, apparently I grind my teeth|"
            "Dr {v}'s surgery just sent the new patient forms, eleven pages"
        ),
        implied_zh="第一次去{v}医生那儿，说我晚上磨牙",
        indirect=(
            "Dr {v} scolded me about flossing again|"
            "Dr {v} wants to see me again in six months, same lecture about coffee"
        ),
        indirect_zh="{v}医生说半年后再来复查|{v}医生又说我牙线用得不够",
        other="{who}'s dentist is Dr {v}, raves about the place|{who} just registered with Dr {v}",
        other_zh="{whoz}的牙医是{v}医生，说特别好",
        recommend="{friend} keeps telling me Dr {v} is the best dentist around",
        recommend_zh="{friend}一直推荐{v}医生",
        question="anyone been to Dr {v}? asking for {who}",
        question_zh="有人找{v}医生看过牙吗？帮{whoz}问的",
        opinion="Dr {v} has such bad reviews, no idea how that practice stays open",
        opinion_zh="网上说{v}医生态度很差",
        news="saw Dr {v} is opening a second practice near the station",
        news_zh="听说{v}医生在车站那边开了新诊所",
        negation="no, Dr {v} isn't my dentist, you're thinking of {friend}",
        negation_zh="{v}医生不是我的牙医，你记错了",
        reminisce="bumped into Dr {old} at the market, awkward since I left the practice",
        reminisce_zh="在街上碰到{old}医生了，有点尴尬",
        plan=(
            "thinking of moving to Dr {v}, evening appointments would be a dream|"
            "might register with Dr {v} instead, {friend} likes the practice"
        ),
        plan_zh="在考虑换到{v}医生那儿，晚上也能看诊",
        plan_again="still haven't called Dr {v}'s practice, I'm a coward",
        plan_drop=(
            "not switching to Dr {v} after all, the waiting list is a year. staying with Dr {cur}|"
            "forget Dr {v}, Dr {cur} is fine really"
        ),
        plan_drop_zh="{v}医生那边排不上，算了，还是{cur}医生",
        plan_done="did it, I'm registered with Dr {v} now",
        plan_done_zh="已经转到{v}医生那儿了",
        late=(
            "forgot to say I moved to Dr {v} {ago}|"
            "been seeing Dr {v} since {since}, meant to mention"
        ),
        late_zh="忘了说，{agoz}我就换到{v}医生那儿了",
        repeat=(
            "cleaning with Dr {v} tomorrow, wish me luck|"
            "Dr {v} still the best, even with the judging about sugar"
        ),
        repeat_zh="明天又要去{v}医生那儿洗牙",
        selfname="{me} at the dentist again. Dr {v}, the usual torture",
        selfname_zh="{me}又去{v}医生那儿报到了",
    ),
    _slot(
        key="podcast",
        k="podcast",
        kz="播客",
        pool=["Deep Field Radio", "Slow Burn Hours", "Quiet Circuits", "The Tidepool Hour"]
        + ["Marginalia Weekly", "Low Orbit", "Night Ferry", "Half-Light Stories"]
        + ["Byline Dispatch", "Fernweh FM"],
        m="no podcasts",
        mz="不听播客了",
        co="co",
        q="Which podcast is {p} hooked on?",
        qp="Which podcast was {p} hooked on",
        qplan="Which podcast is {p} planning to start?",
        qco="Which podcasts is {p} listening to?",
        qz="{p}现在在听哪个播客？",
        qpz="{when}{p}在听哪个播客？",
        qplanz="{p}打算接下来听哪个播客？",
        qcoz="{p}现在在听哪些播客？",
        dis=["other", "recommend", "question", "opinion", "news", "oneoff"],
        state=(
            "completely hooked on {v} at the moment|the podcast I can't stop listening to is {v}|"
            "new {v} episode dropped, cancel my plans|my commute is just {v} on repeat"
        ),
        state_zh=(
            "{v}更新了，今晚什么都不干了|最近迷上了{v}，通勤一直在听|我现在听的播客是{v}，强推"
        ),
        change_old=(
            "gave up on {old}, {v} is my podcast now|{old} got stale so I've switched to {v}"
        ),
        change_old_zh="{old}不听了，现在换成{v}",
        change_new="new podcast obsession: {v}|I've fallen down the {v} rabbit hole",
        change_new_zh="新入坑一个播客，{v}",
        implied=(
            "binged six episodes of {v} on the train, missed my stop|"
            "started {v} from episode one last night, why did nobody tell me"
        ),
        implied_zh="昨晚从第一集开始听{v}，一口气听了六集",
        indirect=(
            "the host of {v} did a whole hour on medieval bread and I was riveted|"
            "{v} had the best guest this week"
        ),
        indirect_zh="{v}的主播聊了一小时中世纪面包，我居然听得津津有味|{v}这周的嘉宾太有意思了",
        co_start=(
            "also listening to {v2} now alongside {v}, different moods|"
            "{v} for the commute, and I've picked up {v2} as well"
        ),
        co_start_zh="除了{v}，最近也开始听{v2}了，两个换着听",
        co_end="dropped {v2}, it's just {v} again",
        co_end_zh="{v2}不听了，还是只听{v}",
        end=(
            "deleted the app. {m} for a while, my brain needed quiet|"
            "{m} at the moment, I just listen to the rain like a monk"
        ),
        end_zh="最近{m}，耳朵需要休息",
        end_repeat="still {m}, honestly the silence is nice",
        end_repeat_zh="还是{m}，通勤就发呆",
        oneoff="heard one episode of {v} at {who}'s, not for me",
        oneoff_zh="在{whoz}家听了一集{v}，不是我的菜",
        other="{who} is obsessed with {v}, keeps sending me clips",
        other_zh="{whoz}迷上了{v}，天天给我发片段",
        plan=(
            "might start {v} next, the queue is full though|"
            "{friend} says I need to start {v}, adding it to the list"
        ),
        plan_zh="下一个打算听{v}",
        plan_drop=(
            "tried to get into {v}, nope, back to {cur}|gave up on the idea of {v}, {cur} is enough"
        ),
        plan_drop_zh="{v}听了开头就不想听了，还是{cur}",
        plan_done="finally started {v} like I said I would, it's great",
        plan_done_zh="之前说要听的{v}终于开始听了",
        late="forgot to say I switched to {v} {ago}, barely listen to anything else",
        late_zh="忘了说，{agoz}开始我就只听{v}了",
        repeat="{v} again on the walk home, never gets old",
        selfname="{me}'s ears belong to {v}, sorry everyone",
        reminisce="{old} just put out a new season, not tempted at all",
        reminisce_zh="{old}出新一季了，一点都不心动",
    ),
    _slot(
        key="board_games",
        k="board game group",
        kz="桌游局",
        pool=["Meeple Monday", "Dice Den", "Cardboard Collective", "Hexagon Tuesdays"]
        + ["Tabletop Tavern", "Victory Point Society", "Worker Placement Wednesdays"]
        + ["Rolling Sixes"],
        m="no game night",
        mz="没有桌游局",
        co="co",
        q="Which board game group does {p} play with?",
        qp="Which board game group did {p} play with",
        qplan="Which board game group is {p} thinking of joining?",
        qco="Which board game groups does {p} go to?",
        qz="{p}现在去哪个桌游局？",
        qpz="{when}{p}去的是哪个桌游局？",
        qplanz="{p}打算去哪个桌游局？",
        qcoz="{p}现在去哪些桌游局？",
        dis=["other", "recommend", "question", "opinion", "oneoff", "negation"],
        state=(
            "board games with {v} tonight, I'm bringing snacks|"
            "my board game group is {v}, every other Wednesday|"
            "{v} is the highlight of my week, no shame"
        ),
        state_zh="今晚去{v}，我带零食|我周三固定去{v}玩桌游|我的桌游局是{v}，两周一次",
        change_old=(
            "stopped going to {old}, I play with {v} now|{old} fell apart so I've moved to {v}"
        ),
        change_old_zh="不去{old}了，现在跟{v}玩",
        change_new=(
            "joined a new board game group, {v}, nice crowd|I'm a {v} regular now apparently"
        ),
        change_new_zh="加入了一个新桌游局，{v}",
        implied=(
            "first night at {v}, lost spectacularly at Catan|"
            "{v} welcomed me with a four-hour game of Twilight Imperium, I'm broken"
        ),
        implied_zh="第一次去{v}，卡坦岛输得很惨",
        indirect=(
            "{v} insisted on Wingspan again, I now know far too much about birds|"
            "someone at {v} brought a 90-page rulebook. we never recovered"
        ),
        indirect_zh=(
            "{v}有人带了一本九十页的规则书，我们全军覆没|{v}那帮人又要玩展翅翱翔，我快成鸟类专家了"
        ),
        co_start=(
            "also started going to {v2}, so {v} and {v2} most weeks now|"
            "added {v2} to my week as well as {v}, too many games, no regrets"
        ),
        co_start_zh="除了{v}，现在还去{v2}，一周两次",
        co_end="quit {v2}, too much. just {v} again",
        co_end_zh="{v2}不去了，只去{v}",
        end=(
            "the group fizzled out, so {m} these days|"
            "{m} for me anymore, everyone's busy with babies"
        ),
        end_zh="大家都忙，现在{m}了",
        end_repeat="still {m}, my Wingspan box is gathering dust",
        end_repeat_zh="还是{m}，桌游都积灰了",
        oneoff="went to {v} once as a guest with {who}, loud but fun",
        oneoff_zh="跟{whoz}去{v}玩了一次，太吵了",
        negation="never been to {v}, is that the one above the pub?",
        negation_zh="我没去过{v}",
        other="{who} plays with {v} every week, they take it very seriously",
        other_zh="{whoz}每周都去{v}，特别认真",
    ),
    _slot(
        key="landlord",
        k="landlord",
        kz="房东",
        pool=["Haddad", "Brennan", "Kowalczyk", "Ferreira", "Oyelaran", "Whitcombe"]
        + ["Pemberton", "Castellanos", "Abernethy"],
        pool_zh=["王阿姨", "刘老板", "陈先生", "赵太太", "孙伯伯", "黄姐", "钱先生"],
        w=[4, 4, 2, 0],
        plans=False,
        dis=PERSON_DIS,
        q="Who is {p}'s landlord?",
        qp="Who was {p}'s landlord",
        qz="{p}的房东是谁？",
        qpz="{when}{p}的房东是谁？",
        state=(
            "our landlord {v} finally fixed the boiler|landlord is {v}, decent as landlords go|"
            "rent's due to {v} on the first, as ever|"
            "{v} is our landlord and still hasn't sorted the damp"
        ),
        state_zh="房东{v}终于把热水器修好了|我们房东是{v}，人还行|房租每月一号交给{v}",
        change_old=(
            "building got sold, so {old} is out and our landlord is {v} now|"
            "{old} sold up; new landlord is {v}"
        ),
        change_old_zh="{old}把房子卖了，现在房东换成{v}了",
        change_new="new landlord as of this month: {v}|we have a new landlord, {v}, seems keen",
        change_new_zh="换房东了，新房东是{v}",
        implied=(
            "{v} came round to introduce themselves and read the meters, so that's who we pay now|"
            "rent went to {v} for the first time today, new standing order and everything"
        ),
        implied_zh="这个月房租第一次转给{v}，新设了个自动转账",
        indirect=(
            '{v} texted about the gas safety check again|{v} wants to "pop by" on Sunday. of course'
        ),
        indirect_zh="{v}说周日要顺便过来看看，呵呵|{v}又发消息说周末要来查燃气",
        other=(
            "{who}'s landlord is {v} too, small world|"
            "{friend} rents from {v}, says it's a nightmare"
        ),
        other_zh="{whoz}的房东也是{v}，世界真小",
        opinion="{v} owns half the street and keeps none of it in repair, glad that's not mine",
        opinion_zh="听说{v}名下好几套房都不修，幸好不是我的房东",
        negation="no, {v} isn't our landlord, that's the building next door",
        negation_zh="{v}不是我们房东，是隔壁楼的",
        news="{v} is apparently selling all the flats on the next street",
        news_zh="听说{v}要把隔壁街的房子都卖了",
        reminisce="got a letter for {old} by mistake, old landlord habits die hard",
        reminisce_zh="收到一封寄给{old}的信，是前房东的",
        late=(
            "forgot to mention we've had a new landlord, {v}, since {since}|"
            "oh, the building changed hands {ago}, landlord's {v} now"
        ),
        late_zh="忘了说，{sincez}开始房东就换成{v}了",
        repeat=(
            "{v} came to fix the tap, took four hours|"
            'our landlord {v} says the lift will be fixed "soon"'
        ),
        repeat_zh='房东{v}说电梯"很快"修好',
        selfname="{me} versus {v}, round twelve: the damp patch",
        selfname_zh="{me}和房东{v}又交涉了一次：墙面发霉",
    ),
    _slot(
        key="flatmate",
        k="flatmate",
        kz="室友",
        pool=["Tomasz", "Ingrid", "Kwame", "Saoirse", "Benedikt", "Yusra", "Fintan", "Odile"]
        + ["Anselm"],
        pool_zh=["小周", "阿杰", "婷婷", "老郑", "小樊", "阿敏"],
        m="living alone",
        mz="一个人住",
        w=[4, 4, 2, 0],
        dis=["other", "question", "negation"],
        q="Who is {p}'s flatmate?",
        qp="Who was {p}'s flatmate",
        qplan="Who might move in with {p}?",
        qz="{p}的室友是谁？",
        qpz="{when}{p}的室友是谁？",
        qplanz="谁可能会搬来和{p}一起住？",
        state=(
            "my flatmate {v} made lasagne for the whole building|"
            "living with {v} is easy, we barely see each other|"
            "{v} and I share the flat and we are both terrible at washing up|"
            "flatmate {v} has adopted a sourdough starter. it has a name."
        ),
        state_zh="{v}是我室友，就是养猫的那个|我室友{v}做了一大锅饭|我跟{v}合租，互相不打扰",
        change_old=(
            "{old} moved out and {v} has taken the room|"
            "new flatmate! {v} replaced {old} this weekend"
        ),
        change_old_zh="{old}搬走了，新室友是{v}",
        change_new=(
            "we have a new flatmate, {v}, seems tidy so far|"
            "{v} moved into the spare room on Saturday"
        ),
        change_new_zh="新室友{v}周六搬进来了",
        implied=(
            "{v} has already reorganised our spice rack, day two|"
            "{v}'s bike now lives in our hallway, guess that's life now"
        ),
        implied_zh="{v}才搬来两天就把厨房重新整理了一遍",
        indirect=(
            "{v} used the last of the milk again|"
            "{v} and I watched an entire series in one night, zero regrets"
        ),
        indirect_zh="{v}的自行车又堵在走廊里|{v}又把牛奶喝完了",
        end=(
            "{v} moved out last week, so I'm {m} now. so quiet|"
            "it's just me now, {m}, the rent hurts but the peace"
        ),
        end_zh="{v}搬走了，现在{m}，安静多了",
        end_repeat="still {m} and loving the quiet|{m} means nobody eats my yoghurt",
        end_repeat_zh="还是{m}，没人抢冰箱",
        other="{who}'s flatmate {v} is moving to Lisbon apparently",
        other_zh="{whoz}的室友{v}要搬去外地了",
        question="does anyone know {v}? looking for a room, I said I'd ask around",
        question_zh="有人认识{v}吗？在找房子",
        negation="{v} isn't my flatmate, just crashes on our sofa a lot",
        negation_zh="{v}不是我室友，只是常来我们这儿蹭沙发",
        plan=(
            "{v} might take the spare room when the lease is up|"
            "talking to {v} about moving in, would be fun"
        ),
        plan_zh="{v}可能会搬进来住空房间",
        plan_again="{v} came to see the room again, still not decided",
        plan_drop=(
            "{v} isn't moving in after all, found somewhere closer to work. so still {cur} and me"
        ),
        plan_drop_zh="{v}最后不搬进来了，还是我和{cur}",
        plan_done="{v} moved in today, as planned. boxes everywhere",
        plan_done_zh="{v}今天搬进来了，到处是箱子",
        late="forgot to say {v} has been living with me since {since}",
        late_zh="忘了说，{sincez}开始{v}就搬进来了",
        reminisce="{old} sent a postcard from Lisbon, miss that chaos",
        reminisce_zh="{old}寄了明信片过来，还挺想念的",
        repeat="{v} and I are having a film night, flat's a mess",
        selfname="{me} and {v}: worst cleaning rota in London",
        selfname_zh="{me}和{v}的值日表又形同虚设",
    ),
    _slot(
        key="savings_app",
        k="savings app",
        kz="理财app",
        pool=["Moneybox", "Nestwise", "Coinjar", "Pennyloft", "Stashly", "Jarvest", "Savvio"]
        + ["Acornly"],
        m="no savings app",
        mz="不用理财app了",
        q="Which savings app does {p} use?",
        qp="Which savings app did {p} use",
        qplan="Which savings app is {p} thinking of moving to?",
        qz="{p}用哪个理财app？",
        qpz="{when}{p}用的是哪个理财app？",
        qplanz="{p}打算换哪个理财app？",
        state=(
            "I save with {v}, the round-ups add up|my savings app is {v}, set and forget|"
            "{v} tells me I saved £14 this week, shocking behaviour from me"
        ),
        state_zh="{v}说我这周存了一百多，我都不信|我一直用{v}存钱，零钱自动攒|我的理财app是{v}",
        change_old="moved my savings off {old} and onto {v}, better interest|ditched {old} for {v}",
        change_old_zh="把钱从{old}转到{v}了，利息高一点",
        change_new=(
            "new savings app: {v}. we'll see if it sticks|"
            "I'm on {v} now for saving, the pots are cute"
        ),
        change_new_zh="换了个存钱app，{v}",
        implied=(
            "first round-up on {v} today, 37p, financial freedom here I come|"
            "{v} just sent me my first weekly savings summary, I feel like an adult"
        ),
        implied_zh="{v}第一次自动帮我存了两块多，哈哈",
        indirect=(
            "{v} pinged to say my holiday pot is at 60%|"
            "the {v} weekly summary is the only notification I actually read"
        ),
        indirect_zh="{v}每周的存钱总结是我唯一会看的通知|{v}提醒我旅行基金攒到六成了",
        end="closed my savings app account, {m} for now, the money just sits in my bank",
        end_zh="把理财账户关了，现在{m}，钱就放银行",
        end_repeat="still {m}, I just transfer manually like it's 1998",
        end_repeat_zh="还是{m}，手动存",
    ),
    _slot(
        key="supermarket",
        k="supermarket",
        kz="超市",
        pool=["Aldi", "Lidl", "Waitrose", "Morrisons", "Sainsbury's", "Tesco", "Asda", "Ocado"]
        + ["Booths"],
        co="scoped",
        q="Which supermarket does {p} shop at?",
        qp="Which supermarket did {p} shop at",
        qplan="Which supermarket is {p} thinking of switching to?",
        qco="Which supermarkets does {p} shop at?",
        qz="{p}在哪家超市买东西？",
        qpz="{when}{p}在哪家超市买东西？",
        qplanz="{p}打算改去哪家超市？",
        qcoz="{p}都在哪些超市买东西？",
        dis=["other", "recommend", "opinion", "news", "oneoff", "negation"],
        state=(
            "big weekly shop at {v} as always|I do all my food shopping at {v}|"
            "{v} run, anyone need anything?|we shop at {v}, it's five minutes away"
        ),
        state_zh="去{v}了，有人要带什么吗|我一般在{v}买菜|每周去{v}大采购一次",
        change_old=(
            "stopped shopping at {old}, {v} is cheaper and closer|"
            "switched our weekly shop from {old} to {v}"
        ),
        change_old_zh="不去{old}了，现在在{v}买菜，便宜多了",
        change_new="we're a {v} household now|new supermarket era: {v}",
        change_new_zh="现在改去{v}买菜了",
        implied=(
            "first big shop at {v}, everything's in the wrong aisle|"
            "signed up for the {v} loyalty card, clearly we live there now"
        ),
        implied_zh="第一次在{v}大采购，东西都找不到",
        indirect="the self-checkout at {v} yelled at me again|{v} had no oat milk AGAIN",
        indirect_zh="{v}又没有燕麦奶了|{v}的自助结账又坏了",
        co_start=(
            "{v} for the big shop, but {v2} near the office for lunch stuff|"
            "weekly shop at {v}, top-ups at {v2} by work"
        ),
        co_start_zh="大采购还是{v}，上班附近的{v2}买午饭",
        co_end="office moved so no more {v2} lunches, everything's from {v} now",
        co_end_zh="公司搬了，不去{v2}了，都在{v}买",
        oneoff="popped into {v} for milk since the usual was shut, never again",
        oneoff_zh="平时那家关门，临时去{v}买了牛奶",
        other="{who} does everything at {v}, won't set foot anywhere else",
        other_zh="{whoz}只去{v}买东西",
        negation="I don't shop at {v}, it's miles away",
        negation_zh="我不去{v}，太远了",
        recommend="{friend} says {v} has the best bakery section, might look one day",
        repeat="{v} again, the usual Saturday chaos|yep, {v} run as per",
        selfname="{me}'s weekly {v} haul: mostly snacks",
    ),
    _slot(
        key="yoga",
        k="yoga style",
        kz="瑜伽",
        pool=["Ashtanga", "Vinyasa", "Yin", "Iyengar", "Bikram", "Kundalini", "Hatha"]
        + ["Jivamukti", "Anusara"],
        pool_zh=["阿斯汤加", "流瑜伽", "阴瑜伽", "艾扬格", "高温瑜伽", "哈他瑜伽", "昆达里尼"],
        m="no yoga",
        mz="不练瑜伽了",
        co="co",
        q="Which style of yoga does {p} practise?",
        qp="Which style of yoga did {p} practise",
        qplan="Which yoga style is {p} thinking of trying?",
        qco="Which yoga styles does {p} practise?",
        qz="{p}现在练哪种瑜伽？",
        qpz="{when}{p}练的是哪种瑜伽？",
        qplanz="{p}想尝试哪种瑜伽？",
        qcoz="{p}现在练哪几种瑜伽？",
        dis=["other", "recommend", "question", "opinion", "oneoff"],
        state=(
            "I do {v} yoga, three mornings a week|{v} is my thing, the slow holds fix my back|"
            "{v} class at 7am, yes I'm that person now"
        ),
        state_zh="早上七点的{v}课，我就是那种人|我练{v}，一周三次|{v}是我最喜欢的，腰好多了",
        change_old=(
            "moved on from {old} to {v}, my hamstrings thank me|"
            "swapped {old} for {v}, less sweating, more breathing"
        ),
        change_old_zh="不练{old}了，改练{v}",
        change_new=(
            "I'm doing {v} now, totally different vibe|"
            "started {v} classes, can't believe I waited this long"
        ),
        change_new_zh="现在改练{v}了",
        implied=(
            "first {v} class today, couldn't feel my legs after|"
            "bought blocks and a strap for {v}, so I guess it's serious"
        ),
        implied_zh="今天第一次上{v}课，腿都软了",
        indirect=(
            "the {v} teacher made us hold pigeon for five minutes. five.|"
            "this morning's {v} flow nearly broke me"
        ),
        indirect_zh="{v}老师让我们鸽子式保持了五分钟|今早的{v}课差点把我练废",
        co_start=(
            "doing {v2} on Thursdays now as well as my usual {v}|"
            "{v} at the weekend and {v2} midweek, keeping both"
        ),
        co_start_zh="除了{v}，周四也开始练{v2}了",
        co_end="dropped the {v2} class, just {v} now",
        co_end_zh="{v2}不练了，只练{v}",
        end=(
            "cancelled my class pass, {m} for now, work is insane|"
            "{m} at the moment, my mat is a cat bed"
        ),
        end_zh="最近太忙，{m}",
        end_repeat="still {m}, my back is furious",
        end_repeat_zh="还是{m}，腰又开始疼",
        oneoff="did one {v} class at {who}'s studio, sweated buckets, once was enough",
        oneoff_zh="跟{whoz}上了一节{v}，一次就够了",
        other="{who} is really into {v} these days",
        other_zh="{whoz}最近在练{v}",
        recommend="{friend} keeps saying I should try {v}",
        opinion="{v} is too intense for me, I watched a class once and nearly cried",
        opinion_zh="{v}对我来说太猛了",
        question="has anyone done {v}? is it as hard as it looks?",
        plan=(
            "want to try {v} next, the studio near work does it|"
            "thinking about switching to {v}, my teacher says it'd suit me"
        ),
        plan_zh="想试试{v}",
        plan_drop="tried a taster of {v}, not for me, staying with {cur}",
        plan_drop_zh="试了一节{v}，不适合我，还是练{cur}",
        plan_done="started {v} like I said, totally get it now",
        plan_done_zh="之前说的{v}开始练了，真香",
        late="forgot to say I moved to {v} {ago}, haven't looked back",
        repeat="{v} this morning, feel like a new person",
        selfname="{me} did {v} before work, {me} is smug about it",
        reminisce="walked past the old {old} studio, don't miss the early starts",
        reminisce_zh="路过以前练{old}的馆子，不怀念早起",
    ),
    _slot(
        key="tea",
        k="tea",
        kz="茶",
        pool=["Darjeeling", "Oolong", "Rooibos", "Sencha", "Assam", "Genmaicha", "Lapsang"]
        + ["Hojicha", "Gyokuro"],
        pool_zh=["龙井", "铁观音", "普洱", "大红袍", "正山小种", "碧螺春", "茉莉花茶", "白牡丹"],
        co="scoped",
        q="What tea does {p} drink?",
        qp="What tea did {p} drink",
        qplan="Which tea is {p} thinking of switching to?",
        qco="Which teas does {p} drink?",
        qz="{p}平时喝什么茶？",
        qpz="{when}{p}平时喝什么茶？",
        qplanz="{p}想改喝什么茶？",
        qcoz="{p}都喝哪些茶？",
        dis=["other", "recommend", "opinion", "oneoff", "question"],
        state=(
            "my tea is {v}, no milk, don't @ me|I basically live on {v}|"
            "third pot of {v} and it's not even noon"
        ),
        state_zh="还没到中午已经第三壶{v}了|我每天都喝{v}|我只喝{v}，别的喝不惯",
        change_old="gone off {old}, it's {v} for me now|swapped {old} for {v}, can't go back",
        change_old_zh="{old}喝腻了，现在改喝{v}",
        change_new="new tea obsession: {v}|I drink {v} now, apparently I'm that person",
        change_new_zh="最近改喝{v}了",
        implied=(
            "brewed my first pot of {v} this morning, not going back|"
            "the cupboard is now 90% {v} tins"
        ),
        implied_zh="早上第一次泡{v}，回不去了|柜子里全是{v}了",
        indirect=(
            "the {v} is steeping, don't talk to me for three minutes|"
            "ran out of {v}, this is a crisis"
        ),
        indirect_zh="{v}正在泡，三分钟内别跟我说话|{v}喝完了，天塌了",
        co_start=(
            "{v} at home but the office only has {v2}, so that's my work cuppa|"
            "{v} at home, {v2} at work, everyone's happy"
        ),
        co_start_zh="在家喝{v}，办公室只有{v2}，上班就喝那个",
        co_end="office finally stocked something decent, no more {v2}, {v} everywhere",
        co_end_zh="办公室换了，不喝{v2}了，都喝{v}",
        oneoff="had {v} at {who}'s, nice but not my thing",
        oneoff_zh="在{whoz}家喝了一次{v}",
        other="{who} drinks {v} by the litre",
        other_zh="{whoz}每天喝好几壶{v}",
        recommend="{friend} brought me some {v} to try, it's sitting in the cupboard",
        recommend_zh="{friend}送了我一包{v}，还没拆",
        opinion="{v} tastes like a bonfire, I don't get the appeal",
        opinion_zh="{v}真的喝不惯",
        question="is {v} supposed to be brewed hotter? asking for {who}",
        question_zh="{v}要用多少度的水泡？帮{whoz}问的",
        plan=(
            "might switch to {v}, {friend} brought some back from holiday|"
            "thinking of trying {v} properly, ordering a sample"
        ),
        plan_zh="想改喝{v}试试",
        plan_drop="the {v} experiment is over, too bitter, back to {cur}",
        plan_drop_zh="{v}太苦了，还是喝{cur}",
        plan_done="ordered a big bag of {v}, the switch is official",
        plan_done_zh="买了一大包{v}，正式换了",
        late="forgot to say I switched to {v} {ago}, fully converted",
        late_zh="忘了说，{agoz}我就改喝{v}了",
        repeat="{v} o'clock, as always|another {v}, another afternoon",
        repeat_zh="下午照例一壶{v}",
        selfname="{me} without {v} is not a person you want to meet",
        selfname_zh="{me}没有{v}就开不了工",
        reminisce="found an old tin of {old} at the back of the cupboard, a relic of a past life",
        reminisce_zh="柜子里翻出一罐{old}，上辈子的事了",
    ),
    _slot(
        key="knitting",
        k="knitting project",
        kz="毛线活",
        pool=["raglan cardigan", "brioche scarf", "lace shawl", "fair isle vest"]
        + ["cabled beanie", "moss-stitch blanket", "gansey jumper", "chunky cowl"]
        + ["tweed waistcoat"],
        pool_zh=["麻花毛衣", "费尔岛帽子", "蕾丝披肩", "拼色手套", "桂花针毯子", "阿兰开衫"],
        m="nothing on the needles",
        mz="手上没织东西",
        co="co",
        w=[2, 4, 3, 2],
        dis=["other", "oneoff", "opinion", "question", "negation"],
        q="What is {p} knitting at the moment?",
        qp="What was {p} knitting",
        qplan="What is {p} planning to knit next?",
        qco="Which knitting projects does {p} have on the go?",
        qz="{p}现在在织什么？",
        qpz="{when}{p}在织什么？",
        qplanz="{p}下一个打算织什么？",
        qcoz="{p}现在同时在织哪些东西？",
        state=(
            "I'm knitting the {v}, it's taking forever|current project: the {v}, halfway there|"
            "on the needles right now: {v}"
        ),
        state_zh="现在手上织的是{v}，织了一半|我在织{v}，进度好慢|手上的活是{v}",
        change_old=(
            "finished the {old}! already cast on the {v}|"
            "frogged the {old}, it was cursed. onto the {v}"
        ),
        change_old_zh="{old}织完了，开始织{v}",
        change_new="new project on the needles: the {v}|started the {v} tonight",
        change_new_zh="开始织{v}了",
        implied=(
            "cast on the {v} last night, already hate the yarn|"
            "first few rows of the {v} done, the pattern is sneaky"
        ),
        implied_zh="昨晚给{v}起针了",
        indirect=(
            "dropped a stitch on the {v} on the bus, nearly cried|"
            "the {v} is eating my entire yarn budget"
        ),
        indirect_zh="{v}把我的毛线预算全吃光了|在地铁上织{v}掉了一针，差点哭",
        co_start=(
            "started the {v2} as a travel project, the {v} stays on the go too|"
            "two projects going now: {v} and {v2}"
        ),
        co_start_zh="又开了一个{v2}，和{v}一起织",
        co_end="finished the {v2}! back to just the {v}",
        co_end_zh="{v2}织完了，现在只剩{v}",
        end="finished the {v}, {m} now, feels weird|gave the {v} to my niece, {m} for once",
        end_zh="{v}织好了，现在{m}",
        end_repeat="still {m}, the yarn stash is judging me",
        end_repeat_zh="还是{m}",
        other="{who} is knitting the {v} from that pattern I sent",
        other_zh="{whoz}在给宝宝织{v}",
        oneoff="helped {who} block a {v} at the weekend, not my project though",
        oneoff_zh="周末帮{whoz}定型了一件{v}",
        opinion="the {v} pattern everyone is doing is so overhyped",
        opinion_zh="大家都在织的{v}，我真觉得一般",
        question="has anyone done a {v}? is it hard?",
        question_zh="有人织过{v}吗？难不难？",
        negation="I'm not knitting the {v}, that was {friend}",
        negation_zh="我没在织{v}，那是{friend}",
        plan=(
            "next project is probably a {v}, bought the pattern|"
            "thinking the {v} after this, if I can find the yarn"
        ),
        plan_zh="下一个打算织{v}",
        plan_drop=(
            "not doing the {v} after all, the pattern's a nightmare, carrying on with the {cur}"
        ),
        plan_drop_zh="{v}不织了，图解太难，继续织{cur}",
        plan_done="cast on the {v}, finally",
        plan_done_zh="{v}终于起针了",
        late="forgot to say I started the {v} {ago}, sleeve one done",
        repeat="another evening with the {v} and a film",
        repeat_zh="晚上边看剧边织{v}",
        selfname="{me} versus the {v}: the {v} is winning",
        reminisce="found a leftover ball from the {old}, nice memories",
        reminisce_zh="翻到织{old}剩下的一团线",
    ),
    _slot(
        key="volunteering",
        k="volunteering",
        kz="义工",
        pool=["Eastgate Food Bank", "Hollyfield Animal Shelter", "Saltmarsh Repair Cafe"]
        + ["Riverside Literacy Project", "Canal Cleanup Crew", "Northfield Community Fridge"]
        + ["Brambles Hospice Shop", "Ashcroft Soup Kitchen"],
        m="no volunteering",
        mz="不做义工了",
        co="co",
        q="Where does {p} volunteer?",
        qp="Where did {p} volunteer",
        qplan="Where is {p} thinking of volunteering?",
        qco="Where all does {p} volunteer?",
        qz="{p}在哪儿做义工？",
        qpz="{when}{p}在哪儿做义工？",
        qplanz="{p}打算去哪儿做义工？",
        qcoz="{p}现在在哪几个地方做义工？",
        dis=["other", "recommend", "question", "news", "oneoff", "negation"],
        state=(
            "I volunteer at {v} on Saturdays|shift at {v} this morning, sorted about 300 tins|"
            "{v} is where I volunteer, best part of my week"
        ),
        state_zh="{v}是我做义工的地方，一周里最开心的时候|我周六在{v}做义工|今天去{v}值班",
        change_old=(
            "stopped volunteering at {old}, doing {v} now|moved from {old} to {v}, closer to home"
        ),
        change_old_zh="不在{old}做了，现在去{v}",
        change_new="signed up to volunteer at {v}|new volunteering gig: {v}",
        change_new_zh="报名了{v}的义工",
        implied=(
            "first shift at {v} today, my back hurts but it was great|"
            "got my {v} lanyard, very official"
        ),
        implied_zh="第一次去{v}值班，累但开心",
        indirect=(
            "{v} needs more hands on Saturday, anyone?|"
            "the coordinator at {v} put me on the rota for every weekend in March"
        ),
        indirect_zh="{v}的协调员把我三月每个周末都排上了|{v}周六缺人，有人来吗？",
        co_start=(
            "also helping at {v2} now, on top of {v}|{v} on Saturdays and {v2} one evening a week"
        ),
        co_start_zh="除了{v}，现在也在{v2}帮忙",
        co_end="had to stop at {v2}, too much on. just {v}",
        co_end_zh="{v2}那边不去了，只去{v}",
        end="stepped back from everything, {m} for a while, burnt out",
        end_zh="最近太累，{m}",
        end_repeat="still {m}, feel a bit guilty",
        end_repeat_zh="还是{m}，有点愧疚",
        oneoff="did a one-off day at {v} with {who}'s work team",
        oneoff_zh="跟{whoz}公司去{v}帮了一天忙",
        other="{who} volunteers at {v}, says they're desperate for drivers",
        other_zh="{whoz}在{v}做义工",
        negation="I don't volunteer at {v}, that's my sister",
        negation_zh="我不在{v}，那是我姐",
        late="forgot to say I've been helping at {v} since {since}",
        repeat="{v} shift done, feet destroyed, heart full",
        selfname="{me} reporting for duty at {v}",
        reminisce="popped into {old} to say hi, they've repainted",
        reminisce_zh="回{old}看了看，他们重新刷了墙",
    ),
    _slot(
        key="car_share",
        k="car-sharing service",
        kz="共享汽车",
        pool=["Zipcar", "Getaround", "Ubeeqo", "Hiyacar", "Co Wheels", "Karshare", "Turo"],
        m="no car club",
        mz="不用共享汽车了",
        q="Which car-sharing service does {p} use?",
        qp="Which car-sharing service did {p} use",
        qplan="Which car-sharing service is {p} thinking of switching to?",
        qz="{p}用哪个共享汽车？",
        qpz="{when}{p}用的是哪个共享汽车？",
        qplanz="{p}打算换哪个共享汽车？",
        state=(
            "I use {v} whenever I need a car|booked a {v} for the IKEA run|"
            "we don't own a car, {v} does the job"
        ),
        state_zh="我们家没车，用{v}就够了|需要用车就用{v}|周末用{v}订了辆车去宜家",
        change_old="cancelled {old}, using {v} now, more cars near us|moved from {old} to {v}",
        change_old_zh="{old}退了，现在用{v}",
        change_new="signed up to {v}, licence check done|new car-sharing account: {v}",
        change_new_zh="注册了{v}",
        implied=(
            "booked my first {v} car for Saturday, the app is so much slicker|"
            "the {v} welcome credit covered my whole trip to the tip"
        ),
        implied_zh="第一次用{v}订车，app好用多了",
        indirect=(
            "the {v} car smelt of wet dog again|"
            "{v} charged me for being three minutes late, criminal"
        ),
        indirect_zh="{v}因为我晚还三分钟扣了钱|{v}的车里又有狗味",
        end="cancelled car sharing, {m} for us now, we bought a cheap old Fiesta",
        end_zh="买了辆二手车，{m}了",
        end_repeat="still {m}, the Fiesta rattles but it's ours",
        end_repeat_zh="还是{m}，自己的车方便",
    ),
    _slot(
        key="kid_school",
        k="school",
        kz="学校",
        pool=["Willowbrook Primary", "St Aidan's", "Hazelmere Academy", "Larkfield School"]
        + ["Ashgrove Primary", "Fernside Montessori", "Oakhill Juniors", "Brockwell Infants"],
        w=[5, 4, 1, 0],
        dis=["other", "question", "opinion", "news", "negation"],
        q="Which school does {p}'s child go to?",
        qp="Which school did {p}'s child go to",
        qplan="Which school is {p} considering for their child?",
        qz="{p}的孩子在哪所学校上学？",
        qpz="{when}{p}的孩子在哪所学校上学？",
        qplanz="{p}在考虑让孩子去哪所学校？",
        state=(
            "our eldest is at {v}, loves it|school run to {v} then straight to work|"
            "{v} has a bake sale on Friday, guess who's baking at midnight"
        ),
        state_zh="{v}周五义卖，我半夜还在烤蛋糕|孩子在{v}上学|每天早上送娃去{v}",
        change_old=(
            "we moved our youngest from {old} to {v}, much happier already|"
            "{old} wasn't working out, she's at {v} now"
        ),
        change_old_zh="孩子从{old}转到{v}了",
        change_new="our daughter started at {v} this week|new school for the little one: {v}",
        change_new_zh="孩子开始在{v}上学了",
        implied=(
            "first day at {v}, she came home covered in paint|"
            "bought the {v} uniform, the jumper is a weird shade of green"
        ),
        implied_zh="第一天去{v}，回家一身颜料|买了{v}的校服",
        indirect=(
            "{v} parents' evening tonight, wish me luck|the {v} parents' group chat is a war zone"
        ),
        indirect_zh="{v}家长群又吵起来了|今晚{v}开家长会",
        other="{who}'s kids go to {v}",
        other_zh="{whoz}家孩子在{v}",
        question="anyone know anything about {v}? {who} is looking at schools",
        question_zh="有人了解{v}吗？{whoz}在选学校",
        opinion="{v} is so pushy about homework for six-year-olds",
        opinion_zh="{v}作业布置得太多了",
        news="{v} got a glowing inspection report apparently",
        news_zh="听说{v}评估结果特别好",
        negation="no, she's not at {v}, different school",
        negation_zh="不是{v}，我们孩子在别的学校",
        plan=(
            "we've applied to {v} for September, fingers crossed|"
            "looking round {v} next week, might move her"
        ),
        plan_zh="在考虑让孩子转去{v}",
        plan_drop="not moving her to {v} after all, she'd miss her friends. staying at {cur}",
        plan_drop_zh="不转去{v}了，舍不得朋友，还是在{cur}",
        plan_done="she got a place at {v}! first day was today",
        plan_done_zh="孩子被{v}录取了，今天第一天上学",
        late="forgot to say she moved to {v} {ago}, settling in well",
        late_zh="忘了说，孩子{agoz}就转到{v}了",
        repeat="{v} pickup in the rain, everyone's soaked|non-uniform day at {v}, chaos",
        repeat_zh="下雨去{v}接娃，全身湿透",
        selfname="{me}, {v} parent, reporting: nits again",
        selfname_zh="{me}作为{v}家长又被拉进了一个群",
        reminisce="drove past {old} today, she waved at her old classroom",
        reminisce_zh="路过{old}，孩子还跟以前的教室挥手",
    ),
    _slot(
        key="mobile_network",
        k="mobile network",
        kz="手机运营商",
        pool=["Giffgaff", "Lebara", "Lyca Mobile", "Smarty", "Voxi", "iD Mobile", "Vodafone"]
        + ["Sky Mobile"],
        co="scoped",
        q="Which mobile network is {p} on?",
        qp="Which mobile network was {p} on",
        qplan="Which mobile network is {p} thinking of switching to?",
        qco="Which mobile networks does {p} use?",
        qz="{p}用的是哪家手机运营商？",
        qpz="{when}{p}用的是哪家手机运营商？",
        qplanz="{p}打算换哪家运营商？",
        qcoz="{p}都用哪些运营商？",
        state=(
            "I'm on {v}, signal's fine mostly|my phone's with {v}, cheap as chips|"
            "{v} has been my network for years"
        ),
        state_zh="{v}用了好多年了|我手机用的是{v}|我的运营商是{v}",
        change_old="left {old} for {v}, same number, half the price|ported from {old} to {v}",
        change_old_zh="从{old}转到{v}了，号码没变",
        change_new="switched networks, on {v} now|new SIM, {v}",
        change_new_zh="换运营商了，现在用{v}",
        implied=(
            "new SIM from {v} arrived, number ported overnight|"
            "first {v} bill came, half what I paid before"
        ),
        implied_zh="{v}的新卡到了，号码一晚上就转好了",
        indirect=(
            'zero bars at the station again, thanks {v}|{v} sent me a "loyalty reward" of 1GB, wow'
        ),
        indirect_zh="{v}送了我1GB流量当忠诚奖励，呵呵|地铁站又没信号，谢谢{v}",
        co_start=(
            "personal phone on {v}, work gave me a {v2} SIM for the work phone|"
            "{v} personally, {v2} on the work mobile"
        ),
        co_start_zh="私人手机用{v}，公司给的工作手机是{v2}",
        co_end="handed the work phone back, so no more {v2}, just {v}",
        co_end_zh="工作手机还回去了，不用{v2}了，只有{v}",
    ),
    _slot(
        key="campaign",
        k="campaign",
        kz="团",
        pool=["Ashes of Vethra", "The Salt Crown", "Hollow Stars", "Ironwake", "Drowned Bells"]
        + ["The Glass Marches", "Emberfall", "Thornhaven"],
        m="no campaign",
        mz="没在带团",
        w=[2, 4, 3, 1],
        dis=["other", "opinion", "oneoff", "question"],
        q="Which tabletop campaign is {p} running?",
        qp="Which tabletop campaign was {p} running",
        qplan="Which campaign is {p} planning to run next?",
        qz="{p}现在在带哪个团？",
        qpz="{when}{p}在带哪个团？",
        qplanz="{p}下一个打算带哪个团？",
        state=(
            "running {v} for my group on Sundays, they're about to meet the dragon|"
            "I'm the GM for {v}, session 14 this weekend|"
            "{v} is the campaign I run, very much my baby"
        ),
        state_zh="{v}是我带的团，我的心头肉|我周日给朋友带{v}|我在当{v}的主持人",
        change_old=(
            "wrapped up {old}! started {v} this week, new setting and all|"
            "{old} is over, my group voted for {v} and we kicked off tonight"
        ),
        change_old_zh="{old}结束了，这周开了新团{v}",
        change_new="new campaign: {v}. I've made far too many maps|kicked off {v} with my group",
        change_new_zh="开了个新团，叫{v}",
        implied=(
            "session zero for {v} tonight, my players already hate the tavern keeper|"
            "printed the {v} player handouts at work, don't tell anyone"
        ),
        implied_zh="今晚{v}第零次团，玩家已经开始讨厌酒馆老板了",
        indirect=(
            "my players in {v} just burned down the one bridge they needed|"
            "prepping {v} notes on the train, the villain has a secret twin"
        ),
        indirect_zh="在地铁上准备{v}的笔记，反派其实有个双胞胎|{v}的玩家把唯一一座桥烧了",
        end="we ended {v} on a cliffhanger and called it, {m} for now, I'm tired",
        end_zh="{v}收尾了，现在{m}",
        end_repeat="still {m}, my dice miss me",
        end_repeat_zh="还是{m}",
        other=(
            "{friend} is running {v} for their group, we compare notes|{who} plays in a game of {v}"
        ),
        other_zh="{friend}在带{v}，我们常交流",
        opinion="{v} as a published setting is so overwritten",
        opinion_zh="{v}那个设定写得太啰嗦了",
        oneoff="played a one-shot of {v} at a con, great but not mine",
        oneoff_zh="在展会上玩了一次{v}的单次团",
        question="has anyone run {v}? is the second act any good?",
        question_zh="有人带过{v}吗？",
        plan="next campaign could be {v}, drafting the setting|might run {v} after this arc",
        plan_zh="下一个团可能带{v}",
        plan_drop="shelving {v}, nobody wanted horror. carrying on with {cur}",
        plan_drop_zh="{v}搁置了，没人想玩恐怖团，继续带{cur}",
        plan_done="started {v} like I said, the table is loving it",
        plan_done_zh="之前说的{v}开团了，玩家都很喜欢",
        late="forgot to say we started {v} {ago}, going great",
        late_zh="忘了说，{agoz}我们就开了{v}",
        repeat="{v} session tonight, snacks are my bribe",
        repeat_zh="今晚又带{v}",
        selfname="GM {me} has prepared nothing for {v} tonight, improv time",
        reminisce="found my old {old} maps in a drawer, miss that table",
    ),
    _slot(
        key="manager",
        k="manager",
        kz="领导",
        pool=["Priyanka", "Declan", "Mireille", "Oskar", "Thandiwe", "Rupert", "Annika"]
        + ["Federico"],
        pool_zh=["陈姐", "老孙", "林总", "周经理", "吴哥", "许总"],
        w=[3, 4, 2, 0],
        dis=PERSON_DIS,
        q="Who is {p}'s manager?",
        qp="Who was {p}'s manager",
        qplan="Whose team might {p} move to?",
        qz="{p}的领导是谁？",
        qpz="{when}{p}的领导是谁？",
        qplanz="{p}可能会调到谁的团队？",
        state=(
            "my manager {v} signed off on my leave, hero|"
            '1:1 with {v} later, my manager is big on "alignment"|'
            "I report to {v}, have done since I joined"
        ),
        state_zh="我汇报给{v}，入职以来一直是|我领导是{v}|下午要跟{v}一对一，我领导最爱开会",
        change_old=(
            "reorg: I report to {v} now instead of {old}|{old} left so {v} is my manager now"
        ),
        change_old_zh="重组了，我现在汇报给{v}，不是{old}了",
        change_new="new manager: {v}. first impressions good|got moved under {v} in the reshuffle",
        change_new_zh="换领导了，新领导是{v}",
        implied=(
            "first 1:1 with {v} today, they actually read my doc|"
            "{v} approved my expenses in ten minutes, life is different now"
        ),
        implied_zh="第一次跟{v}开一对一，居然认真看了我的文档",
        indirect="{v} wants the deck by Friday, of course|{v} cancelled our 1:1 again",
        indirect_zh="{v}又取消了我们的一对一|{v}又要我周五前交PPT",
        other="{who}'s manager is {v}, and it sounds awful|{friend} reports to {v} and loves it",
        other_zh="{friend}的领导是{v}，听起来挺惨",
        opinion="{v} runs the worst meetings in the building, glad I dodged that",
        opinion_zh="{v}开会太拖了，幸好不是我领导",
        news="apparently {v} is leaving the company in the spring",
        news_zh="听说{v}要离职了",
        negation="no, I don't report to {v}, common mix-up",
        negation_zh="我不归{v}管，大家老搞错",
        plan=(
            "might move under {v} in the reorg, fingers crossed|"
            "{v} asked if I'd join their team, considering it"
        ),
        plan_zh="{v}问我要不要去他们组，在考虑",
        plan_drop="the move to {v}'s team is off, staying with {cur}",
        plan_drop_zh="去{v}那边的事黄了，还是跟{cur}",
        plan_done="it happened, I'm on {v}'s team from today",
        plan_done_zh="调过去了，从今天起归{v}管",
        late="forgot to say {v} has been my manager since {since}",
        late_zh="忘了说，{sincez}开始我领导就换成{v}了",
        repeat="{v} gave me actual feedback, very rare manager behaviour",
        repeat_zh="{v}今天居然夸了我",
        selfname="{me} + {v} 1:1 number 40, still no decision on the budget",
        selfname_zh="{me}和{v}的第四十次一对一，预算还是没定",
        reminisce="{old} messaged to ask how the new team is treating me, sweet",
        reminisce_zh="{old}发消息问我新团队怎么样",
    ),
    _slot(
        key="sprint_team",
        k="sprint team",
        kz="小组",
        pool=["Kestrel", "Marlin", "Quokka", "Basalt", "Juniper", "Tundra", "Nimbus", "Saffron"]
        + ["Pylon"],
        dis=["other", "opinion", "negation", "news"],
        q="Which sprint team is {p} on?",
        qp="Which sprint team was {p} on",
        qplan="Which sprint team might {p} move to?",
        qz="{p}在哪个小组？",
        qpz="{when}{p}在哪个小组？",
        qplanz="{p}可能会调去哪个小组？",
        state=(
            "I'm on team {v}, we own the checkout flow|{v} sprint review tomorrow, we're behind|"
            "our team, {v}, shipped the thing!"
        ),
        state_zh="我们{v}组负责结账流程|我在{v}组|我们{v}组明天要做迭代评审",
        change_old="moved from {old} to {v} this sprint|they shuffled me off {old} onto {v}",
        change_old_zh="从{old}组调到{v}组了",
        change_new="I'm on {v} now, new sprint team|joined the {v} squad",
        change_new_zh="调到{v}组了",
        implied=(
            "first standup with {v}, their board is chaos|"
            "got added to the {v} channel and the retro is already spicy"
        ),
        implied_zh="第一次参加{v}组的站会，看板一团乱",
        indirect="our {v} standup ran long again|{v} retro ran forty minutes over",
        indirect_zh="我们{v}组的站会又开长了|{v}组的回顾会又超时了",
        other="{friend} just got moved onto {v}",
        other_zh="{friend}刚调去{v}组",
        opinion="{v} always misses their sprint goals lol",
        opinion_zh="{v}组每次都完不成目标",
        negation="not on {v}, never have been, that's the other floor",
        negation_zh="我不在{v}组",
        news="{v} is being merged into another team apparently",
        news_zh="听说{v}组要被合并了",
        plan="might move to {v} next quarter, they need someone on payments",
        plan_zh="下个季度可能去{v}组",
        plan_drop="the {v} move isn't happening, staying on {cur}",
        plan_drop_zh="去{v}组的事不了了之，还在{cur}",
        plan_done="moved to {v} as planned, new standup time is brutal",
        plan_done_zh="按计划调到{v}组了",
        late="forgot to say I've been on {v} since {since}",
        repeat="{v} demo went fine, we live to sprint again",
        selfname="{me} from {v} here, who broke staging",
        reminisce="{old} still pings me about code I wrote for them",
        reminisce_zh="{old}组的人还在问我以前写的代码",
    ),
    _slot(
        key="broadband",
        k="broadband",
        kz="宽带",
        pool=["Hyperoptic", "Plusnet", "TalkTalk", "Community Fibre", "Zen Internet"]
        + ["Gigaclear", "Virgin Media", "Cuckoo"],
        w=[3, 4, 2, 0],
        q="Which broadband provider does {p} have at home?",
        qp="Which broadband provider did {p} have at home",
        qplan="Which broadband provider is {p} thinking of switching to?",
        qz="{p}家里用的是哪家宽带？",
        qpz="{when}{p}家里用的是哪家宽带？",
        qplanz="{p}打算换哪家宽带？",
        state=(
            "we're on {v} for broadband, it's fine|our internet is {v}, 900 meg allegedly|"
            "{v} broadband, yes it's down again"
        ),
        state_zh="{v}的宽带，对，又断了|我们家宽带是{v}|家里用的{v}",
        change_old="ditched {old}, we're on {v} now|switched our broadband from {old} to {v}",
        change_old_zh="宽带从{old}换成{v}了",
        change_new=(
            "new broadband: {v}, installed this morning|we've gone with {v} for the internet"
        ),
        change_new_zh="换了{v}的宽带",
        implied=(
            "{v} engineer came today, we're finally on fibre|the new {v} router is blinking at me"
        ),
        implied_zh="{v}的师傅今天来装了，终于用上光纤",
        indirect="{v} went down in the middle of my presentation|speed test on {v} just hit 800",
        indirect_zh="{v}测速跑到了800兆|开会开到一半{v}断了",
    ),
    _slot(
        key="neighbourhood",
        k="neighbourhood",
        kz="住的地方",
        pool=["Hackney", "Brixton", "Peckham", "Walthamstow", "Clapham", "Deptford", "Tooting"]
        + ["Ealing", "Islington", "Lewisham", "Kentish Town"],
        w=[4, 4, 2, 0],
        dis=["other", "opinion", "question", "negation", "oneoff"],
        q="Where does {p} live?",
        qp="Where did {p} live",
        qplan="Where is {p} thinking of moving?",
        qz="{p}住在哪儿？",
        qpz="{when}{p}住在哪儿？",
        qplanz="{p}在考虑搬到哪儿？",
        state=(
            "I live in {v}, have done for five years|{v} life: three bakeries, zero parking|"
            "we're in {v}, the bit near the market"
        ),
        state_zh="{v}生活：三家面包店，零个停车位|我住在{v}|我家在{v}那边",
        change_old="moved from {old} to {v}! boxes everywhere|left {old}, we live in {v} now",
        change_old_zh="从{old}搬到{v}了",
        change_new=(
            "we've moved to {v}, new place is tiny but bright|new flat in {v}, got the keys today"
        ),
        change_new_zh="搬到{v}了",
        implied=(
            "first weekend in {v}, found a great bakery round the corner|"
            "registering with a GP in {v}, thrilling adult life"
        ),
        implied_zh="在{v}的第一个周末，发现楼下有家很好的面包店",
        indirect=(
            "the {v} Saturday market is elite|"
            "walked home through {v} at midnight, the foxes were out"
        ),
        indirect_zh="半夜走路穿过{v}回家，狐狸都出来了|{v}周六的集市太好逛了",
        other="{who} lives in {v}",
        other_zh="{whoz}住在{v}",
        opinion="{v} is so overpriced now",
        opinion_zh="{v}现在房租太贵了",
        question="is {v} nice to live in? {who} is looking",
        question_zh="{v}住着怎么样？{whoz}在找房子",
        negation="I don't live in {v}, just work near there",
        negation_zh="我不住{v}，只是在那边上班",
        oneoff="spent the day in {v} with {who}, cute area",
        oneoff_zh="跟{whoz}在{v}逛了一天",
        plan="we're looking at flats in {v}|might move to {v} when the lease ends",
        plan_zh="在看{v}的房子",
        plan_drop="{v} fell through, too pricey, staying in {cur}",
        plan_drop_zh="{v}太贵了，不搬了，还住{cur}",
        plan_done="moved into the {v} flat today, as planned. everything hurts",
        plan_done_zh="今天搬进{v}的新家了",
        late="forgot to say we moved to {v} {ago}",
        late_zh="忘了说，我们{agoz}就搬到{v}了",
        repeat="{v} on a sunny Sunday is unbeatable",
        repeat_zh="周末的{v}太舒服了",
        selfname="{me}, proud {v} resident, complaining about parking again",
        selfname_zh="{me}作为{v}居民又在抱怨停车",
        reminisce="went back to {old} for brunch, felt like visiting an ex",
        reminisce_zh="回{old}吃了顿早午饭，有点怀念",
    ),
    _slot(
        key="job_title",
        k="job title",
        kz="职位",
        ladders=[
            ["support engineer", "backend developer", "staff engineer", "engineering manager"],
            ["marketing assistant", "content strategist", "brand manager", "head of marketing"],
            ["trainee accountant", "management accountant", "finance controller"]
            + ["finance director"],
            ["lab technician", "research associate", "research scientist", "principal scientist"],
        ],
        ladders_zh=[
            ["初级分析师", "数据分析师", "数据科学家", "数据部主管"],
            ["运营专员", "运营经理", "运营总监"],
            ["实习设计师", "UI设计师", "设计主管"],
        ],
        pool=[],
        w=[3, 5, 2, 0],
        dis=["other", "negation", "opinion"],
        q="What is {p}'s job title?",
        qp="What was {p}'s job title",
        qplan="Which role is {p} going for?",
        qz="{p}现在是什么职位？",
        qpz="{when}{p}是什么职位？",
        qplanz="{p}在争取什么职位？",
        state=(
            "I'm {a} {v} at a fintech, as glamorous as it sounds|"
            "my title is {v}, whatever that means|work as {a} {v}, the job is mostly meetings"
        ),
        state_zh="我在一家金融科技公司当{v}|我现在是{v}|我的职位是{v}",
        change_old="promoted from {old} to {v}!!|went from {old} to {v} in the restructure",
        change_old_zh="从{old}升到{v}了",
        change_new="got the promotion, I'm {a} {v} now|new title: {v}",
        change_new_zh="升职了，现在是{v}",
        implied=(
            "first week as {v}, I have so many more meetings|email signature says {v} now, fancy"
        ),
        implied_zh="当{v}的第一周，会议多到爆",
        indirect=(
            "the {v} onboarding deck is 90 slides|"
            "as {v} I now get invited to the Thursday leadership thing, send help"
        ),
        indirect_zh="{v}的入职培训PPT有九十页|作为{v}又被拉去开周四的管理会",
        other="{who} just got made {v}, so proud",
        other_zh="{whoz}刚升了{v}",
        negation="I'm not {a} {v}, people keep assuming",
        negation_zh="我不是{v}，大家老以为我是",
        opinion="{v} sounds like the worst job in the building",
        opinion_zh="{v}听起来是最累的岗位",
        plan="going for the {v} role, interview next week|applied for {v}, fingers crossed",
        plan_zh="在申请{v}的岗位，下周面试",
        plan_again="second interview for {v} on Thursday",
        plan_drop=(
            "didn't get the {v} job, fine, still {cur}|"
            "withdrew from the {v} process, not worth the stress"
        ),
        plan_drop_zh="{v}没拿到，算了，还是{cur}",
        plan_done="got it! starting as {v} this week",
        plan_done_zh="拿到了！这周开始当{v}",
        late="forgot to say I've been {a} {v} since {since}",
        late_zh="忘了说，{sincez}我就是{v}了",
        repeat="still {a} {v}, still drowning in meetings",
        repeat_zh="还是{v}，天天开会",
        selfname="{me}, {v}, signing off for the weekend",
        reminisce="sometimes miss my {old} days, fewer meetings",
        reminisce_zh="有时候挺怀念当{old}的日子，会少",
    ),
]
SLOT_BY_KEY = {st["key"]: st for st in SLOTS}


# -- small talk ------------------------------------------------------------------------------

SMALL_EN = _lines(
    "{weather} again, {react}|made {dish} tonight, {react2}|finally watched {show}, {verdict}|"
    "train was {n} minutes late this morning, classic|"
    "anyone around on {dayname}? fancy a walk somewhere|can't believe it's {month} already|"
    "{pet} knocked a glass off the counter at 3am and looked me dead in the eye|"
    "happy {dayname} everyone|lol|haha same|@{other} congrats!! that's huge|"
    "@{other} did you ever finish {show}?|{other} you're so right|slept terribly, {react}|"
    "my neighbour is drilling at 8am on a {dayname}, why|who's watching the match tonight?|"
    "{team} lost again. I'm done. (I'm not done)|just found a fiver in my winter coat, best day|"
    "it's {temp} degrees and I'm not coping|going to bed at 9 like a pensioner, zero shame|"
    "birthday drinks for {friend} on {dayname} if anyone's free|"
    "the queue at the post office was biblical|my basil plant is dying and I don't know why|"
    "recommend me a book, I've run out|reading {book} at the moment, it's wild|"
    "burnt the toast. second time this week|tried baking {bake}, it collapsed but tasted great|"
    "stuck in a meeting that could have been an email|sunset tonight was unreal|"
    "the bin men skipped our street again|anyone else's phone battery just die at 40%?|"
    "{dayname} again already? how|got soaked walking back, umbrella turned inside out|"
    "is it just me or is everything more expensive this month|"
    "listening to the rain and doing nothing, bliss|"
    "my mum sent me a voice note that was four minutes long|"
    "the pigeons on the balcony have built a nest. squatters.|what's everyone having for dinner?|"
    "weekend plan: absolutely nothing|found an amazing {dish} place near work|@{other} send pics!|"
    "{other} how did the interview go?|ugh, Monday|"
    "power cut for an hour, read by candlelight like a Victorian|"
    "my cousin's wedding is in {month}, need an outfit|been playing the same album all week|"
    "I've watched three episodes of {show} instead of working|"
    "{friend} just had a baby!! tiny human alert|"
    "the heating came on for the first time today, a sad moment|"
    "my laptop updated itself mid-call, thanks|bought a lamp. life changing. no notes|"
    "@{other} happy birthday!!|it's so quiet in here today, everyone alive?|"
    "accidentally replied-all to the whole department|{other} that photo is incredible|"
    "hayfever is winning|the ice cream van plays Greensleeves at 9pm, who allowed this|"
    "lost an umbrella, third one this year|cooked too much {dish}, come over|"
    "can't stop thinking about that {show} finale"
)
SMALL_ZH = _lines(
    "今天又{wz}，{rz}|晚饭做了{dz}|终于看完了{sz}，{vz}|地铁又晚点了{n}分钟|周末有人出来走走吗|"
    "哈哈哈哈|笑死|@{other} 恭喜恭喜！|{other}说得对|昨晚没睡好，困死了|又到{dayz}了|"
    "楼上一大早在装修|我家猫半夜把杯子推下桌了|有人今晚看球吗|大家晚饭吃什么|最近什么都涨价|"
    "这个周末什么都不想干|下班路上淋成落汤鸡|给我推荐本书吧|我妈又发了一条60秒语音|"
    "今天天气太好了，晒了被子|刚刚停电一小时|饺子包多了，谁要|表妹{mz}结婚，得买衣服|"
    "@{other} 照片发来看看|{other}面试怎么样？|周一好难|烤了个{bz}，塌了但好吃|"
    "电脑开会开到一半自动更新了|@{other} 生日快乐！|群里今天好安静|买了个新台灯，幸福感爆棚|"
    "{friend}生宝宝了！|花粉过敏太难受了|又丢了一把伞|{sz}的大结局我还没缓过来"
)
FILL = {
    "weather": ["raining", "grey and drizzly", "weirdly warm", "freezing", "so windy"],
    "react": ["love that for us", "typical", "I'm staying in", "can't complain"],
    "dish": ["a massive curry", "shakshuka", "mushroom risotto", "dumplings", "tacos"],
    "react2": ["10/10", "would not recommend", "the smoke alarm approved", "leftovers for days"],
    "show": ["Slow Horses", "The Bear", "Bake Off", "The Traitors", "Severance", "Blue Lights"],
    "verdict": ["obsessed", "overrated", "cried twice", "no notes"],
    "pet": ["the cat", "my cat Biscuit", "the dog", "next door's cat"],
    "team": ["Arsenal", "Spurs", "Leyton Orient", "Charlton"],
    "book": ["Piranesi", "Demon Copperhead", "Small Things Like These", "Intermezzo"],
    "bake": ["banana bread", "focaccia", "a lemon drizzle"],
    "temp": ["29", "31", "3", "minus two"],
    "dayname": ["Friday", "Saturday", "Sunday", "Wednesday", "Monday"],
    "n": ["12", "20", "35", "8"],
    "wz": ["下雨", "阴天", "特别热", "好冷", "刮大风"],
    "rz": ["不想出门", "习惯了", "还行吧"],
    "dz": ["咖喱", "番茄炒蛋", "饺子", "红烧肉", "炸酱面"],
    "sz": ["繁花", "漫长的季节", "The Bear", "狂飙"],
    "vz": ["太好看了", "一般般", "哭了两次"],
    "bz": ["香蕉面包", "戚风蛋糕"],
    "dayz": ["周五", "周一", "周末"],
}


def _small_talk(rng: random.Random, me: str, others: list[str], zh: bool, day: int) -> str:
    tpl = rng.choice(SMALL_ZH if zh else SMALL_EN)
    fields = {key: rng.choice(vals) for key, vals in FILL.items()}
    when = START + timedelta(days=day)
    fields |= {"other": rng.choice(others), "friend": rng.choice(FRIENDS), "me": me}
    fields |= {"month": MONTHS[(when.month + 1) % 12], "mz": f"{(when.month + 1) % 12 + 1}月"}
    return tpl.format(**fields)


# -- one person's slot over time ---------------------------------------------------------------


def _spaced(rng: random.Random, lo: int, hi: int, n: int, gap: int) -> list[int] | None:
    if n == 0:
        return []
    if hi - lo < gap * n:
        return None
    for _ in range(300):
        xs = sorted(rng.sample(range(lo, hi), n))
        if all(b - a >= gap for a, b in zip(xs, xs[1:], strict=False)):
            return xs
    return None


class _Speaker:
    def __init__(self, name: str, mode: str) -> None:
        self.name = name
        self.mode = mode  # en | mix | zh
        self.slots: list[str] = []
        self.texts: set[str] = set()

    def zh(self, rng: random.Random) -> bool:
        if self.mode == "mix":
            return rng.random() < 0.5
        return self.mode == "zh"


class _SlotWorld:
    """One person's slot: its timeline, the episodes that tell it, and the probes on it."""

    def __init__(self, rng: random.Random, st: dict[str, Any], who: _Speaker) -> None:
        self.rng, self.st, self.who = rng, st, who
        self.episodes: list[dict[str, Any]] = []
        self.said: set[str] = set()  # every slot value mentioned by the speaker
        self.dropped: list[str] = []
        self.open_plan: str | None = None
        self.co: dict[str, Any] | None = None
        self.end_day: int | None = None
        self.marker: str | None = None
        self._values()
        self._timeline()

    # values and timeline
    def _values(self) -> None:
        rng, st = self.rng, self.st
        zh_values = self.who.mode == "zh"
        n = rng.choices(range(4), weights=st["w"])[0]
        if "ladders" in st:
            ladders = st["ladders_zh"] if zh_values else st["ladders"]
            lad = rng.choice(ladders)
            n = min(n, len(lad) - 1)
            s = rng.randint(0, len(lad) - 1 - n)
            self.held = lad[s : s + n + 1]
            others = [v for other in ladders if other is not lad for v in other]
            rng.shuffle(others)
            self.rest = lad[s + n + 1 :] + others + lad[:s]
        else:
            pool = list(st["pool_zh"] if zh_values and st.get("pool_zh") else st["pool"])
            rng.shuffle(pool)
            self.held = pool[: n + 1]
            self.rest = pool[n + 1 :]

    def _timeline(self) -> None:
        rng, st = self.rng, self.st
        n = len(self.held) - 1
        self.first = rng.randint(0, 40)
        effs = _spaced(rng, self.first + 45, 545, n, 60)
        while effs is None:
            n -= 1
            self.rest = self.held[n + 1 :] + self.rest
            self.held = self.held[: n + 1]
            effs = _spaced(rng, self.first + 45, 545, n, 60)
        self.changes: list[dict[str, Any]] = []
        styles = ["old", "new", "implied", "late", "plan"]
        for i, eff in enumerate(effs):
            style = rng.choices(styles, weights=[3, 2, 3, 1.5, 2])[0]
            if style == "plan" and not st["plans"]:
                style = "old"
            prev = self.first if i == 0 else self.changes[-1]["rep"]
            nxt = effs[i + 1] if i + 1 < len(effs) else SPAN - 10
            rep, plan_day = eff, None
            if style == "late":
                rep = eff + rng.randint(14, 56)
                if rep > nxt - 15:
                    style, rep = "new", eff
            if style == "plan":
                plan_day = eff - rng.randint(10, 35)
                if plan_day < prev + 6:
                    style, plan_day = "implied", None
            self.changes.append(
                {"eff": eff, "rep": rep, "style": style, "plan": plan_day}
                | {"value": self.held[i + 1], "old": self.held[i]}
            )
        last = self.changes[-1]["rep"] if self.changes else self.first
        if st.get("m") and rng.random() < 0.24 and last + 45 <= 585:
            self.end_day = rng.randint(last + 45, 585)
            self.end_zh = self.who.zh(rng)
            self.marker = st["mz"] if self.end_zh else st["m"]
        # intervals of the single (primary) value: value, first said, effective, until
        ivs = [[self.held[0], self.first, self.first]]
        for c in self.changes:
            ivs.append([c["value"], c["rep"], c["eff"]])
        if self.end_day is not None:
            ivs.append([self.marker, self.end_day, self.end_day])
        self.ivs = [
            (v, known, eff, ivs[j + 1][2] if j + 1 < len(ivs) else SPAN)
            for j, (v, known, eff) in enumerate(ivs)
        ]
        self.windows = [(c["plan"], c["eff"]) for c in self.changes if c["plan"] is not None]
        self._plans()
        self._coexist()

    def _free(self, a: int, b: int) -> bool:
        return all(b + 4 < x or a - 4 > y for x, y in self.windows)

    def _plans(self) -> None:
        rng, st = self.rng, self.st
        if not st["plans"]:
            return
        held_ivs = [iv for iv in self.ivs if iv[0] != self.marker]
        if self.rest and rng.random() < 0.3:
            for _ in range(20):
                v, known, _eff, until = rng.choice(held_ivs)
                if until - known < 50:
                    continue
                x = rng.randint(known + 6, until - 40)
                y = x + rng.randint(8, 25)
                if self._free(x, y):
                    self.drop_plan = (self.rest.pop(0), x, y, v)
                    self.dropped.append(self.drop_plan[0])
                    self.windows.append((x, y))
                    break
        if self.end_day is None and self.rest and rng.random() < 0.3:
            v, known, _eff, until = self.ivs[-1]
            lo = max(known + 10, 420)
            if lo <= 590:
                x = rng.randint(lo, 590)
                if self._free(x, SPAN):
                    self.open_plan = self.rest.pop(0)
                    self.open_day = x
                    self.windows.append((x, SPAN))

    def _coexist(self) -> None:
        rng, st = self.rng, self.st
        if not st["co"] or not self.rest or rng.random() > 0.6:
            return
        held_ivs = [iv for iv in self.ivs if iv[0] != self.marker]
        v, known, _eff, until = rng.choice(held_ivs)
        if self.end_day is None and rng.random() < 0.6:
            v, known, _eff, until = self.ivs[-1]
        is_last = self.end_day is None and (v, known, _eff, until) == self.ivs[-1]
        if is_last and rng.random() < 0.65 and known + 8 <= 560:
            s = rng.randint(known + 8, 560)
            self.co = {"v": v, "extra": self.rest.pop(0), "s": s, "e": None}
        elif until - known >= 100:
            s = rng.randint(known + 8, until - 60)
            e = s + rng.randint(30, min(110, until - 10 - s))
            self.co = {"v": v, "extra": self.rest.pop(0), "s": s, "e": e}
        if self.co:
            self.co["scoped"] = st["co"] == "scoped"

    # state
    def primary_at(self, day: int) -> str:
        value = self.ivs[0][0]
        for v, _known, eff, _until in self.ivs:
            if eff <= day:
                value = v
        return value

    def extra_at(self, day: int) -> str | None:
        co = self.co
        if co and co["s"] <= day and (co["e"] is None or day < co["e"]):
            return co["extra"]
        return None

    # episodes
    def _say(self, day: int, key: str, zh: bool | None = None, **kw: Any) -> None:
        rng, st = self.rng, self.st
        if zh is None:
            zh = self.who.zh(rng)
        name = key + "_zh" if zh else key
        options = st.get(name) or GENERIC.get(name)
        if not options:
            raise KeyError(f"{st['key']}: no templates for {name}")
        fields = {"k": st["k"], "kz": st["kz"], "me": self.who.name, "m": self.marker or ""}
        fields |= {"who": rng.choice(RELATIVES), "whoz": rng.choice(RELATIVES_ZH)}
        fields |= {"friend": rng.choice(FRIENDS), "old": "", "v2": "", "cur": ""}
        fields |= {"ago": "", "agoz": "", "since": "", "sincez": ""}
        fields |= kw
        v = fields.get("v", "")
        fields["a"] = "an" if v[:1].lower() in "aeiou" and v else "a"
        for _ in range(12):  # avoid saying the very same message twice
            text = rng.choice(options).format(**fields)
            if text not in self.who.texts:
                break
        self.who.texts.add(text)
        self.said |= {fields[x] for x in ("v", "old", "v2", "cur") if fields.get(x)}
        if key in ("end", "end_repeat"):
            self.said.add(self.marker or "")
        self.episodes.append(
            {"day": day, "speaker": self.who.name, "text": text, "language": "zh" if zh else "en"}
            | {"slot": self.st["key"]}
        )

    def tell(self) -> None:
        rng = self.rng
        self._say(self.first, rng.choices(["state", "indirect"], weights=[7, 3])[0], v=self.held[0])
        for c in self.changes:
            self._change(c)
        if self.end_day is not None:
            self._say(self.end_day, "end", zh=self.end_zh, v=self.held[-1])
        # casual repetitions inside each interval
        for v, known, _eff, until in self.ivs:
            span = until - known - 6
            if span < 10:
                continue
            if v == self.marker:
                for _ in range(min(2, span // 70)):
                    self._say(rng.randint(known + 3, until - 3), "end_repeat", zh=self.end_zh)
                continue
            count = min(3, span // 100) + (rng.random() < 0.5)
            for _ in range(count):
                key = rng.choices(["repeat", "indirect", "selfname", "state"], [3, 3, 1, 1])[0]
                self._say(rng.randint(known + 3, until - 3), key, v=v)
        # looking back at an old value without changing anything
        for j in range(1, len(self.ivs)):
            v, known, _eff, until = self.ivs[j]
            if until - known > 30 and rng.random() < 0.35:
                old = self.ivs[j - 1][0]
                if old != self.marker:
                    self._say(rng.randint(known + 10, until - 3), "reminisce", old=old)
        # plans
        drop = getattr(self, "drop_plan", None)
        if drop:
            value, x, y, cur = drop
            self._say(x, "plan", v=value)
            if y - x > 12 and rng.random() < 0.4:
                self._say(x + (y - x) // 2, "plan_again", v=value)
            self._say(y, "plan_drop", v=value, cur=cur)
        if self.open_plan:
            self._say(self.open_day, "plan", v=self.open_plan)
            if self.open_day + 6 < SPAN - 2 and rng.random() < 0.4:
                later = rng.randint(self.open_day + 5, SPAN - 2)
                self._say(later, "plan_again", v=self.open_plan)
        if self.co:
            co = self.co
            self._say(co["s"], "co_start", v=co["v"], v2=co["extra"])
            if co["e"] is not None:
                self._say(co["e"], "co_end", v=co["v"], v2=co["extra"])
        # mentions that are not the speaker's own state
        for _ in range(min(len(self.rest), rng.randint(1, 3))):
            self._say(rng.randint(0, SPAN - 2), rng.choice(self.st["dis"]), v=self.rest.pop())

    def _change(self, c: dict[str, Any]) -> None:
        rng, style = self.rng, c["style"]
        v, old = c["value"], c["old"]
        if style == "late":
            gap = c["rep"] - c["eff"]
            weeks = max(2, min(8, round(gap / 7)))
            eff_d, rep_d = START + timedelta(days=c["eff"]), START + timedelta(days=c["rep"])
            since, sincez = MONTHS[eff_d.month - 1], f"{eff_d.month}月"
            if eff_d.year != rep_d.year:
                since, sincez = f"{since} {eff_d.year}", f"{eff_d.year}年{sincez}"
            ago, agoz = f"{NUM_EN[weeks]} weeks ago", f"{NUM_ZH[weeks]}个星期前"
            self._say(
                c["rep"], "late", v=v, old=old, ago=ago, agoz=agoz, since=since, sincez=sincez
            )
            return
        if style == "plan":
            self._say(c["plan"], "plan", v=v)
            if c["eff"] - c["plan"] > 14 and rng.random() < 0.3:
                self._say(c["plan"] + 6, "plan_again", v=v)
            key = rng.choices(["plan_done", "change_old", "implied"], [6, 2, 2])[0]
            self._say(c["eff"], key, v=v, old=old)
            return
        key = {"old": "change_old", "new": "change_new", "implied": "implied"}[style]
        self._say(c["eff"], key, v=v, old=old)

    # probes
    def probes(self) -> list[dict[str, Any]]:
        rng, st, name = self.rng, self.st, self.who.name
        if self.who.mode == "zh":
            zq = True
        else:
            zq = self.who.mode == "mix" and rng.random() < 0.35
        held = list(self.held) + ([self.marker] if self.marker else [])
        vocab = set(self.said) | set(held) | set(self.dropped)
        if self.open_plan:
            vocab.add(self.open_plan)
        if self.co:
            vocab.add(self.co["extra"])
        base = {"subject": name, "slot": st["key"], "values": sorted(vocab)}
        base["abandoned"] = sorted(self.dropped)
        out: list[dict[str, Any]] = []

        def probe(kind: str, question: str, gold: list[str], outdated: list[str], **kw: Any):
            gold_set = set(gold)
            bad = sorted({o for o in outdated if o not in gold_set})
            out.append(base | {"kind": kind, "question": question, "gold": gold} | kw
                       | {"outdated": bad})  # fmt: skip

        def past(suffix_en: str, when_zh: str) -> str:
            if zq:
                return st["qpz"].format(p=name, when=when_zh)
            return st["qp"].format(p=name) + suffix_en

        final = self.ivs[-1][0]
        co_end_extra = self.co["extra"] if self.co and self.co["e"] is not None else None
        stale = [v for v in held if v != final]
        stale += [co_end_extra] if co_end_extra else []
        stale += [self.open_plan] if self.open_plan else []
        open_co = self.co if self.co and self.co["e"] is None else None
        if open_co and not open_co["scoped"]:
            q = st["qcoz" if zq else "qco"].format(p=name)
            probe("coexisting", q, [final, open_co["extra"]], stale)
        else:
            probe("current", st["qz" if zq else "q"].format(p=name), [final], stale)
            if open_co:
                q = st["qcoz" if zq else "qco"].format(p=name)
                probe("coexisting", q, [final, open_co["extra"]], stale)
        # earlier values
        for j in range(len(self.ivs) - 1):
            v, nxt = self.ivs[j][0], self.ivs[j + 1][0]
            if j == 0 and len(self.ivs) >= 3 and rng.random() < 0.5:
                q = past(" originally?", "最开始")
            elif nxt == self.marker:
                q = past(" most recently, before that stopped?", "停掉之前，")
            else:
                q = past(f" before {nxt}?", f"换成{nxt}之前，")
            probe("historical", q, [v], [x for x in held if x != v])
        # as of a day between changes
        for day in self._as_of_days():
            gold = [self.primary_at(day)]
            extra = self.extra_at(day)
            if extra and not self.co["scoped"]:
                gold.append(extra)
            d = START + timedelta(days=day)
            en_d, zh_d = (
                f"{d.day} {MONTHS[d.month - 1]} {d.year}",
                f"{d.year}年{d.month}月{d.day}日",
            )
            if zq:
                q = past("", f"{zh_d}的时候，")
            elif rng.random() < 0.5:
                q = past(f" on {en_d}?", "")
            else:
                qp = st["qp"].format(p=name)
                q = f"As of {en_d}, {qp[0].lower()}{qp[1:]}?"
            before = [iv[0] for iv in self.ivs if iv[2] <= day]
            if co_end_extra and self.co["e"] <= day:
                before.append(co_end_extra)
            probe("as_of", q, gold, before, as_of_day=day)
        if self.open_plan:
            q = st["qplanz" if zq else "qplan"].format(p=name)
            probe("planning", q, [self.open_plan], [])
        return out

    def _as_of_days(self) -> list[int]:
        rng = self.rng
        marks = [self.first]
        for c in self.changes:
            marks += [c["eff"], c["rep"]]
        if self.end_day is not None:
            marks.append(self.end_day)
        if self.co:
            marks += [self.co["s"]] + ([self.co["e"]] if self.co["e"] is not None else [])

        def pick(lo: int, hi: int) -> int | None:
            for _ in range(25):
                if hi < lo:
                    return None
                day = rng.randint(lo, hi)
                if all(abs(day - m) >= 4 for m in marks):
                    return day
            return None

        days = []
        for j, (_v, known, _eff, until) in enumerate(self.ivs):
            last = j == len(self.ivs) - 1
            if last and rng.random() < (0.35 if len(self.ivs) == 1 else 0.55):
                continue
            day = pick(known + 4, min(until, SPAN) - 4)
            if day is not None:
                days.append(day)
        if self.co and self.co["e"] is not None:
            day = pick(self.co["s"] + 4, self.co["e"] - 4)
            if day is not None:
                days.append(day)
        return sorted(set(days))


# -- the world -------------------------------------------------------------------------------


def _build(seed: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    rng = random.Random(seed)
    n_zh = rng.choice([2, 3])
    n_people = rng.randint(8, 10)
    zh_names = rng.sample(ZH_NAMES, n_zh)
    people = [_Speaker(zh_names[0], "zh")] + [_Speaker(x, "mix") for x in zh_names[1:]]
    people += [_Speaker(x, "en") for x in rng.sample(EN_NAMES, n_people - n_zh)]
    rng.shuffle(people)
    keys = sorted(SLOT_BY_KEY)
    episodes: list[dict[str, Any]] = []
    probes: list[dict[str, Any]] = []
    for who in people:
        who.slots = rng.sample(keys, rng.randint(5, 8))
        for key in who.slots:
            sw = _SlotWorld(rng, SLOT_BY_KEY[key], who)
            sw.tell()
            probes += sw.probes()
            episodes += [e | {"small": False} for e in sw.episodes]
    # small talk, about 60% of all episodes, often in the same sessions as the rest
    busy_days = sorted({e["day"] for e in episodes})
    chatty = {p.name: rng.uniform(0.6, 1.4) for p in people}
    names = [p.name for p in people]
    weights = [chatty[x] for x in names]
    for _ in range(round(len(episodes) * rng.uniform(1.4, 1.6))):
        who = people[rng.choices(range(len(people)), weights=weights)[0]]
        day = rng.choice(busy_days) if rng.random() < 0.5 else rng.randint(0, SPAN - 1)
        others = [x for x in names if x != who.name]
        text = _small_talk(rng, who.name, others, who.zh(rng), day)
        zh = any("\u4e00" <= ch <= "\u9fff" for ch in text)
        episodes.append(
            {"day": day, "speaker": who.name, "text": text, "language": "zh" if zh else "en"}
            | {"small": True, "slot": None}
        )
    for e in episodes:
        e["minute"] = rng.randint(7 * 60, 23 * 60)
    episodes.sort(key=lambda e: (e["day"], e["minute"], e["speaker"], e["text"]))
    for e in episodes:
        half = "am" if e["minute"] < 14 * 60 else "pm"
        e["session"] = f"chat-{(START + timedelta(days=e['day'])).isoformat()}-{half}"
    return episodes, probes


def generate(seed: int) -> dict[str, Any]:
    """A deterministic world for `seed`: start time, episodes and probes with gold values."""
    episodes, probes = _build(seed)
    keep = ("day", "minute", "speaker", "text", "session", "language")
    return {
        "start": START_ISO,
        "episodes": [{k: e[k] for k in keep} for e in episodes],
        "probes": probes,
    }


# -- self-check ------------------------------------------------------------------------------


def _mentions(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    pattern = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def check(seed: int) -> list[str]:
    """Problems with the world for `seed` (empty when it is consistent)."""
    episodes, probes = _build(seed)
    problems = []
    if not 1200 <= len(episodes) <= 2500:
        problems.append(f"{len(episodes)} episodes")
    share = sum(e["small"] for e in episodes) / len(episodes)
    if not 0.55 <= share <= 0.65:
        problems.append(f"small talk share {share:.2f}")
    by_speaker: dict[str, list[str]] = {}
    elsewhere: dict[tuple[str, str], list[str]] = {}  # small talk and the other slots
    for e in episodes:
        by_speaker.setdefault(e["speaker"], []).append(e["text"])
        for key in SLOT_BY_KEY:
            if e["slot"] != key:
                elsewhere.setdefault((e["speaker"], key), []).append(e["text"])
    seen: set[tuple[str, str]] = set()
    for p in probes:
        texts = by_speaker[p["subject"]]
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        for g in p["gold"]:
            if not any(_mentions(t, g) for t in texts):
                problems.append(f"{tag}: gold {g!r} never said")
        if set(p["gold"]) & (set(p["outdated"]) | set(p["abandoned"])):
            problems.append(f"{tag}: gold overlaps outdated/abandoned")
        if not set(p["gold"]) <= set(p["values"]):
            problems.append(f"{tag}: gold outside values")
        if (p["subject"], p["slot"]) in seen:
            continue
        seen.add((p["subject"], p["slot"]))
        for a in p["values"]:
            for b in p["values"]:
                if a != b and _mentions(b, a):
                    problems.append(f"{tag}: value {a!r} inside {b!r}")
            if any(_mentions(t, a) for t in elsewhere.get((p["subject"], p["slot"]), [])):
                problems.append(f"{tag}: value {a!r} said outside its slot")
    if generate(seed) != generate(seed):
        problems.append("not deterministic")
    return problems


def _summary(seed: int) -> str:
    world = generate(seed)
    kinds: dict[str, int] = {}
    for p in world["probes"]:
        kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
    langs: dict[str, int] = {}
    for e in world["episodes"]:
        langs[e["language"]] = langs.get(e["language"], 0) + 1
    return f"seed {seed}: {len(world['episodes'])} episodes {langs}, probes {kinds}"


if __name__ == "__main__":
    failed = False
    for s in range(31):
        found = check(s)
        failed |= bool(found)
        print(_summary(s), "OK" if not found else f"PROBLEMS: {found[:5]}")
    sys.exit(1 if failed else 0)
