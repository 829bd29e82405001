"""Blind text world K: an online community of people relocating between countries and cities
(expats, students abroad, returnees) and their weekly board-game and book club, over two years.

Each person talks in a group chat about their own life; the probes ask about that person's
slots (city, bank, landlord, tutor, ...). Most turns are chit-chat. State is stated directly,
shown by use, changed (outright, late, in two steps, implied by use), corrected, retracted,
planned, dropped, scoped, or held in parallel; other people's values appear in passing.
`generate(seed)` returns {"start", "episodes", "probes"} as `bench.states.load_text_world` reads.
"""

from __future__ import annotations

import random
import re
import sys
from datetime import UTC, datetime, timedelta
from typing import Any

START = datetime(2024, 1, 1, 9, 0, tzinfo=UTC)
END = 728  # last day a turn may be said

EN_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]

EN_NAMES = [
    "Priya",
    "Tomasz",
    "Lena",
    "Marcus",
    "Ayesha",
    "João",
    "Freya",
    "Diego",
    "Hannah",
    "Kofi",
    "Ines",
    "Sven",
    "Nadia",
    "Oliver",
    "Yusuf",
    "Chloe",
    "Mateo",
    "Elif",
    "Rohan",
    "Sofia",
    "Gabriel",
    "Amara",
    "Bartek",
    "Zainab",
    "Callum",
    "Mireia",
]
ZH_NAMES = [
    "王磊",
    "李娜",
    "陈思远",
    "张悦",
    "刘洋",
    "赵敏",
    "周婷",
    "孙浩",
    "林晓",
    "黄佳",
    "吴迪",
    "郑凯",
    "许晴",
    "高远",
]

EN_WHO = [
    "my sister",
    "my brother",
    "my mum",
    "my cousin",
    "a friend from uni",
    "my colleague",
    "our neighbour",
    "my old roommate",
    "a guy in my language class",
    "my aunt",
    "my best friend back home",
    "my manager",
]
ZH_WHO = [
    "我姐",
    "我弟",
    "我妈",
    "我表妹",
    "大学同学",
    "同事",
    "邻居",
    "以前的室友",
    "语言班一个同学",
    "我小姨",
    "国内的闺蜜",
    "我领导",
]

# ---------------------------------------------------------------------------------------------
# Generic English templates. {st} a full clause stating the value, {sw} a past-tense verb phrase
# for switching to {v}, {plan} a base-form verb phrase, {use} a sentence showing use, {n} the
# slot noun (only for slots where a plain noun reads naturally).
# ---------------------------------------------------------------------------------------------
EN_G: dict[str, list[str]] = {
    "first": [
        "{st}",
        "hi everyone 👋 new-ish here. {st}",
        "{st} btw, in case anyone needs recs",
        "intro time: {st} and still figuring everything out",
        "lol I never said — {st}",
        "so yeah, {st}. so far so good",
        "{st}. any tips from people who've done the same?",
        "for the newbie thread: {st}",
        "ok context for my rant later: {st}",
        "{st}, if anyone was wondering",
        "answering the icebreaker q: {st}",
        "my {n} is {v}, for the list someone was making",
        "{v} is my {n} btw",
        "{n}: {v}. that's sorted at least",
        "re the {n} question from earlier, mine's {v}",
    ],
    "change_old": [
        "finally {sw}. bye {old} 👋",
        "update: I {sw}, done with {old}",
        "no more {old}!! I {sw}",
        "left {old} behind and {sw}",
        "after all the drama with {old} I {sw}",
        "it's done, {old} is history. I {sw}",
        "{old} → {v}. long story",
        "so long {old}, hello {v} ✌️",
        "not with {old} anymore, it's {v} now",
        "goodbye {old}, you will not be missed. {Sw}",
        "switched {n} from {old} to {v}",
        "changed my {n}: {old} out, {v} in",
        "new {n}! {v} instead of {old}",
    ],
    "change_new": [
        "I {sw} last week 🎉",
        "big news (for me): {sw}",
        "so I {sw}. we'll see how it goes",
        "{Sw} yesterday, fingers crossed",
        "quick life update — {sw}",
        "welp. {sw}",
        "just {sw}, feels weird",
        "new {n}: {v} 🎉",
        "it's official, {v} is my {n} now",
        "my {n} is {v} as of this week",
        "heads up, changed {n}, it's {v} now",
    ],
    "late": [
        "forgot to say, I {sw} back in {month}",
        "old news but I {sw} in {month}, never posted about it",
        "oh btw since {month} it's been {v} for me, not {old}",
        "should've mentioned ages ago: I {sw} in {month}",
        "lol just realised I never told you all, {sw} in early {month}",
        "catching up on updates: since {month} → {v} (bye {old})",
        "belated update: my {n} has been {v} since {month}",
    ],
    "plan": [
        "planning to {plan} soon",
        "I'm going to {plan}, decided",
        "next month I'll {plan}",
        "gonna {plan} once the paperwork's done",
        "the plan is to {plan} after the summer",
        "booked it in: going to {plan}",
        "decision made, I'll {plan}",
        "ok I'm doing it. going to {plan}",
    ],
    "consider": [
        "thinking about whether to {plan}",
        "might {plan}, not sure yet",
        "anyone know if it's worth it to {plan}?",
        "considering: {plan}? thoughts?",
        "half tempted to {plan} tbh",
        "kinda want to {plan}, opinions?",
        "weighing up whether to {plan}, pros and cons list incoming",
    ],
    "done": [
        "done! {sw}",
        "it happened 🎉 I {sw}",
        "and... done. {v} it is",
        "ok officially {v} now",
        "update on the plan: I {sw}",
        "that thing I mentioned — did it, {sw}",
        "it went through!! {Sw}",
    ],
    "drop": [
        "not doing the {v} thing after all",
        "scrap the {v} plan, staying with {old}",
        "decided against {v} in the end",
        "{v} fell through so I'm staying put with {old}",
        "nah, {v} isn't happening. {old} it is",
        "update: forget {v}, too much hassle",
        "changed my mind about {v}, sticking with {old}",
    ],
    "still_plan": [
        "still planning to {plan}, just waiting on paperwork",
        "yep still on track to {plan}",
        "reminder to self: {plan}. soon.",
        "the {v} plan is still on btw, nothing's changed yet",
    ],
    "wish": [
        "if money were no object I'd {plan} tomorrow",
        "in another life I'd {plan} lol",
        "dream scenario: {plan}. reality: nope",
        "sometimes I fantasise about being able to {plan}",
        "wouldn't it be nice to {plan}. anyway, back to reality",
    ],
    "corr_same": [
        "{st0} — wait no, {v}. {v0} is something else entirely",
        "{st0}... sorry, typo, {v} not {v0}",
        "{st0}, err I mean {v}*, brain is fried",
        "{st0}. no hang on, it's {v}, I always mix those up",
        "{st0} — correction, {v}!",
    ],
    "corr_later": [
        "correction to what I said the other day: it's {v}, not {v0}",
        "earlier I wrote {v0}, that's wrong — {v}",
        "ugh I said {v0} before, meant {v}",
        "*{v}, not {v0}. sorry all",
        "small fix: {v}, not {v0}. no idea why I typed that",
        "wait did I tell you {v0}? nope, it's {v}",
        "to be clear it's {v}. I mixed it up with {v0} last time",
        "small fix to what I said about my {n}: it's {v}, not {v0}",
    ],
    "corr_next": [
        "*{v}",
        "sorry, {v} not {v0} 🤦",
        "lol I mean {v}",
        "{v}*** autocorrect hates me",
    ],
    "retract": [
        "ignore what I said about {vf}, the switch never went through. still {v0}",
        "scratch the {vf} news lol, nothing changed, it's {v0}",
        "please disregard my {vf} update, I jumped the gun. still with {v0}",
        "retracting that: no {vf}. {v0} as before",
        "ok forget what I said about {vf}, it fell through at the last step, {v0} stays",
        "never mind the {vf} thing, I was thinking of my sister's. mine's {v0}",
    ],
    "reason_inline": [
        " — {reason}",
        ", mainly because {reason}",
        ". reason: {reason}",
        " bc {reason} 🙄",
        ". tbh {reason}, so",
    ],
    "reason_follow": [
        "people asked why: {reason}",
        "(for the record, it's because {reason})",
        "the why, since {member} asked: {reason}",
        "honestly the main reason is {reason}",
        "and before anyone asks — {reason}",
    ],
    "plan_reason": ["{text}, because {reason}", "{text}. reason being {reason}"],
    "implied": [
        "{use}",
        "{use} (still adjusting to the change lol)",
        "new routine, same chaos: {use}",
        "{use}. still getting used to it",
    ],
    "oth": [
        "{Who}'s {n} is {x} apparently",
        "{Who} went with {x}, seems happy enough",
        "{Who} uses {x} and won't stop talking about it",
    ],
    "quote": [
        '{Who} just texted me: "{x} is the best, switch!!" lol no',
        "fwd from {who}: '{x} has a deal this month, interested?'",
        'quoting {who}: "honestly {x} changed my life" 🙄',
        "> {x}: limited offer, first month free\nspam much?",
    ],
    "ask": [
        "anyone here tried {x}? a colleague is asking",
        "is {x} any good? {who} wants to know",
        "what do people think of {x}? just curious",
        "does anyone know if {x} is legit? asking for {who}",
    ],
    "ad": [
        "saw an ad for {x} on the tram, very aggressive",
        "{x} keeps sending me flyers 🙄",
        "my feed is 100% {x} ads today",
    ],
    "rec": [
        "{Who} swears by {x}, noted",
        "someone at work recommended {x}, filing that away",
        "{Who} recommends {x} if anyone's looking",
    ],
    "reply": [
        "@{member} {x}? {who} had a bad time with them tbh",
        "@{member} no clue about {x} sorry",
        "@{member} I've heard good things about {x} but never tried it myself",
    ],
    "scoped_intro": [
        "{sc}",
        "small caveat: {sc}",
        "for completeness — {sc}",
        "{sc}, just so you know",
    ],
    "old": [
        "random memory: {old}. feels like forever ago",
        "someone mentioned {old} today and I got weirdly nostalgic",
        "lol remember when I was still with {old}",
    ],
}

ZH_G: dict[str, list[str]] = {
    "first": [
        "{st}",
        "大家好👋 新人报到，{st}",
        "顺便说一下，{st}",
        "自我介绍一下：{st}，还在慢慢适应",
        "忘了说，{st}",
        "{st}，目前还行",
        "{st}，有没有过来人给点建议？",
        "补充一下背景：{st}",
        "回答一下群里的问题：{st}",
        "我的{n}是{v}",
        "{n}：{v}，搞定",
        "说到{n}，我的是{v}",
    ],
    "change_old": [
        "终于{sw}，拜拜{old}👋",
        "更新一下：我{sw}，跟{old}说再见了",
        "不再是{old}了！！我{sw}",
        "跟{old}折腾完，我{sw}",
        "{old} → {v}，说来话长",
        "再见{old}，你好{v}✌️",
        "现在不是{old}了，是{v}",
        "{n}从{old}换成{v}了",
        "{n}换了：{old}出局，{v}上位",
        "新{n}！{v}，不是{old}了",
    ],
    "change_new": [
        "上周{sw}🎉",
        "报告一下：{sw}",
        "我{sw}，看看怎么样吧",
        "昨天{sw}，祈祷顺利",
        "生活小更新——{sw}",
        "刚{sw}，感觉怪怪的",
        "新{n}：{v}🎉",
        "正式宣布，{n}现在是{v}",
        "这周开始{n}是{v}了",
        "提醒一下，{n}换了，现在是{v}",
    ],
    "late": [
        "忘了说，{month}的时候我就{sw}",
        "旧闻了，{month}就{sw}，一直没发",
        "对了，从{month}开始就是{v}了，不是{old}",
        "早该说的：{month}我{sw}",
        "才发现没跟大家说，{month}初{sw}",
        "补个更新：{month}起→{v}（再见{old}）",
        "迟到的更新：{n}从{month}开始就是{v}了",
    ],
    "plan": [
        "打算{plan}",
        "决定了，要{plan}",
        "下个月准备{plan}",
        "等手续办完就{plan}",
        "计划夏天以后{plan}",
        "已经定了：{plan}",
        "豁出去了，准备{plan}",
    ],
    "consider": [
        "在想要不要{plan}",
        "可能会{plan}，还没想好",
        "有人知道{plan}值不值吗？",
        "考虑{plan}，大家觉得呢？",
        "有点想{plan}",
        "纠结要不要{plan}，列个优缺点先",
    ],
    "done": [
        "搞定！{sw}",
        "成了🎉 我{sw}",
        "好了，就{v}了",
        "正式定下来，{v}",
        "计划更新：{sw}",
        "上次说的那件事办成了，{sw}",
    ],
    "drop": [
        "{v}那个计划不搞了",
        "算了，不换{v}了，还是{old}",
        "最后决定不要{v}",
        "{v}黄了，继续{old}",
        "不折腾{v}了，太麻烦",
        "改主意了，{v}不考虑了，{old}挺好",
    ],
    "still_plan": [
        "还是打算{plan}，等手续",
        "{v}的计划还在，就是还没动",
        "提醒自己：{plan}，快了",
    ],
    "wish": [
        "要是不差钱我明天就{plan}",
        "下辈子再{plan}吧哈哈",
        "梦想：{plan}。现实：没可能",
        "有时候幻想一下{plan}",
        "哪天能{plan}就好了，想想而已",
    ],
    "corr_same": [
        "{st0}——不对，是{v}，{v0}是别的",
        "{st0}……打错了，是{v}不是{v0}",
        "{st0}，呃，我是说{v}*，脑子糊了",
        "{st0}。等等，是{v}，老搞混",
        "{st0}——更正，{v}！",
    ],
    "corr_later": [
        "更正一下前几天说的：是{v}，不是{v0}",
        "之前写的{v0}是错的——是{v}",
        "我之前说{v0}？说错了，是{v}",
        "*{v}，不是{v0}，抱歉",
        "小更正：{v}，不是{v0}，不知道怎么打成那样了",
        "澄清一下是{v}，上次跟{v0}搞混了",
        "更正我的{n}：是{v}，不是{v0}",
    ],
    "corr_next": ["*{v}", "不好意思，是{v}不是{v0}🤦", "打错了，{v}", "{v}***输入法坑我"],
    "retract": [
        "之前说的{vf}请忽略，没换成，还是{v0}",
        "{vf}那条当我没说哈哈，什么都没变，还是{v0}",
        "撤回：没有{vf}这回事，还是{v0}",
        "别管我说的{vf}了，最后一步卡住了，{v0}不变",
        "{vf}那个是我姐的，我搞混了，我的还是{v0}",
    ],
    "reason_inline": [
        "，因为{reason}",
        "。原因：{reason}",
        "——主要是{reason}",
        "，说白了就是{reason}",
    ],
    "reason_follow": [
        "有人问为什么：{reason}",
        "（说一下原因：{reason}）",
        "回答{member}的问题：{reason}",
        "主要原因是{reason}",
    ],
    "plan_reason": ["{text}，因为{reason}", "{text}，主要是{reason}"],
    "implied": ["{use}", "{use}（还在适应中哈哈）", "新的日常：{use}", "{use}，还没完全习惯"],
    "oth": ["{who}的{n}是{x}", "{who}选了{x}，好像还行", "{who}用的是{x}，天天安利"],
    "quote": [
        "{who}刚发消息：“{x}最好，快换！！”哈哈不了",
        "转发{who}的：“{x}这个月有优惠，要不要？”",
        "引用{who}：“{x}真的改变了我的生活”🙄",
        "> {x}：限时优惠，首月免费\n又是广告",
    ],
    "ask": [
        "有人用过{x}吗？同事在问",
        "{x}好不好？{who}想知道",
        "大家觉得{x}怎么样？随便问问",
        "有人知道{x}靠谱吗？帮{who}问的",
    ],
    "ad": ["地铁上看到{x}的广告，好夸张", "{x}天天给我塞传单🙄", "今天刷到的全是{x}的广告"],
    "rec": [
        "{who}强烈推荐{x}，记下了",
        "公司有人推荐{x}，先存着",
        "{who}推荐{x}，有需要的可以看看",
    ],
    "reply": [
        "@{member} {x}？{who}用过，体验不太好",
        "@{member} {x}我不了解，不好意思",
        "@{member} 听说{x}不错，不过我自己没用过",
    ],
    "scoped_intro": ["{sc}", "补充一点：{sc}", "说全一点——{sc}", "{sc}，顺便说下"],
    "old": [
        "突然想起{old}，感觉好久以前了",
        "今天有人提到{old}，莫名怀念",
        "哈哈还记得我以前用{old}吗",
    ],
}

# ---------------------------------------------------------------------------------------------
# Filler chit-chat: no slot values in here (checked in the self-test).
# ---------------------------------------------------------------------------------------------
EN_FILLER = [
    "anyone up for game night thursday? I can bring snacks",
    "who won last week? I left early and missed the ending",
    "book club people: no spoilers past chapter 6 pls 🙏",
    "jet lag is destroying me, I'm awake at 4am eating cereal",
    "does anyone else dream in two languages now or is that just me",
    "the weather today went sun, hail, sun, rain in 20 minutes. cool cool",
    "paperwork update: still waiting. always waiting.",
    "made my mum's recipe and it tasted like home 🥹",
    "just learned the word for 'stapler' and I feel unstoppable",
    "can someone explain why every office here closes at 1pm on fridays",
    "lol the cashier switched to English the second I opened my mouth",
    "happy friday everyone!!",
    "who took my blue dice bag home? no judgement, just want it back",
    "my plant died. that's the update.",
    "homesick today, not gonna lie",
    "finally found decent tortillas, life is good",
    "I'm so behind on the reading, skimming tonight 😅",
    "rules question: can you trade on your first turn or not?",
    "thanks for the tips yesterday, really helped",
    "that moment when you understand a joke in the new language 🎉",
    "is it normal that my neighbours say hi every single time? I love it",
    "anyone know where to get passport photos done quickly?",
    "the bureaucracy here deserves its own board game",
    "time zones are hard, called my dad at 3am his time oops",
    "someone please invent a game that doesn't take 40 min to set up",
    "I brought cake to the meetup and it vanished in 5 minutes",
    "lmao the autocorrect on my phone is now half in another language",
    "reminder: potluck on saturday, bring something from your home country",
    "finished the book in one sitting, emotionally wrecked",
    "who's hosting next month? I can do it if needed",
    "my place is freezing, wearing two jumpers indoors",
    "first snow!! ❄️",
    "summer here is a different beast, I'm melting",
    "this group is honestly the best part of moving",
    "sorry for the spam earlier, wrong chat 🙈",
    "lost my keys, found them in the fridge. don't ask",
    "the post office queue was 45 minutes, I've aged",
    "welcome to the new folks! 👋",
    "can we play something shorter next time? my brain",
    "I keep buying books faster than I read them",
    "did anyone else get the weird letter about the census?",
    "tried making sourdough, made a brick instead",
    "who's up for a walk on sunday?",
    "I said 'thank you' in the wrong language at the bakery today 🙃",
    "sleep schedule: nonexistent",
    "reading on the train is my favourite part of the day",
    "ok I'm hooked on this podcast about language learning",
    "is it just me or is everything closed on sundays here",
    "just got back from visiting family, feels weird to be back",
    "tonight's game was chaos. pure chaos. loved it",
    "the meeple shortage is real, someone keeps pocketing them",
    "who has the spare rulebook? mine has coffee on it",
    "the birthday cake last week was incredible, who made it??",
    "trying to cook less takeaway this month, wish me luck",
    "I accidentally bought sparkling water again. why is it everywhere",
    "hot take: the second half of the book was better",
    "hope everyone's doing ok this week 💛",
    "learned to say 'I'm just looking' in the shop, game changer",
    "my accent got complimented today, floating",
    "I miss proper bread from home",
    "game night MVP: whoever brought the brownies",
    "just submitted the form for the 3rd time, fingers crossed",
    "rain rain rain",
    "anyone going to the language exchange thing on wednesday?",
    "starting a new notebook for vocab, very aesthetic",
    "why do all the forms here want a fax number lol",
    "the kids next door are practising recorder. send help",
    "quick poll: coop games or competitive next time?",
    "two years in and I still can't pronounce the street names",
    "missed the bus by 3 seconds, the driver looked at me and left",
    "long week. really long week.",
    "cheers for the birthday wishes everyone 🥳",
    "bought a tiny cactus to keep me company",
    "phone died on the way home, had to navigate by memory like it's 1995",
    "I think I finally get the dative case?? maybe??",
    "pls someone else pick the next book, I picked the last two",
    "the game ran until midnight, worth it",
    "I'll be away next week, visiting home",
    "anyone want my old winter coat? doesn't fit anymore",
    "the sunset tonight was unreal 🌅",
    "booked flights home for the holidays, wallet crying",
    "can't believe it's been a year since I joined this group",
    "still haven't unpacked the last box lol",
    "spilled tea on the character sheets, sorry team",
    "we need a rule: no phones during game night",
    "reading group snack suggestions welcome",
    "someone at the bakery remembered my order 🥹 I live here now",
    "daylight savings messed me up completely",
    "trying to find a good hiking trail nearby, ideas?",
    "can confirm the ramen place near the station is great",
    "finally figured out the recycling rules. there are SEVEN bins",
    "stayed up too late reading again",
    "forgot my umbrella, obviously it poured",
    "today's small win: made a phone call entirely in the local language",
    "so tired of people asking when I'm 'going back'",
    "anyone have a spare HDMI cable I can borrow?",
    "the library card here is free and I'm obsessed",
    "lost every game tonight and still had a great time",
    "can we talk about how good the last book club snacks were",
    "I have no idea what I'm doing but I'm doing it",
    "sunday reset: laundry, errands, crying over verb tables",
    "oh no I think I'm becoming a morning person",
    "honestly just here for the memes today",
    "thanks whoever handed in the lost scarf",
    "the new expansion rules are confusing me, help",
    "meetup got rained out, rescheduling?",
    "hi from the airport, delayed 3 hours 🙃",
    "had a long video call with my grandma, she says hi to all of you lol",
    "does anyone have a good recipe for a potluck that travels well?",
    "tiny rant: why are there no bins anywhere on this street",
    "brb, neighbour's dog is serenading the whole block",
    "the book discussion went so deep last night, loved it",
    "does anyone want to split a bulk order of rice? no? just me?",
    "got lost walking home, found a cute square, worth it",
    "I finally watched that film everyone recommended. meh",
    "what's everyone reading outside of book club?",
    "my handwriting in the new alphabet looks like a toddler's",
]
EN_REPLIES = [
    "@{member} haha same",
    "@{member} congrats!!",
    "@{member} omg I'd love that",
    "@{member} thanks for hosting 🙏",
    "@{member} did you get home ok?",
    "@{member} I can lend you mine",
    "replying to {member}: totally agree",
    "@{member} no spoilers!!",
    "@{member} lol that's so you",
    "@{member} sending hugs 💛",
    "@{member} wait what happened?",
    "@{member} count me in",
]
ZH_FILLER = [
    "周四桌游夜有人来吗？我带零食",
    "上周谁赢了？我走得早没看到结局",
    "读书会的朋友们，第六章以后别剧透🙏",
    "时差倒不过来，凌晨四点在吃麦片",
    "有没有人现在做梦都是两种语言",
    "今天天气二十分钟里晴了又下冰雹又晴，服了",
    "手续进度：还在等。永远在等。",
    "照着我妈的方子做了红烧肉，吃出了家的味道🥹",
    "刚学会“订书机”怎么说，感觉自己无敌了",
    "为什么这边的办事处周五中午一点就关门",
    "店员一听我口音就切英文了哈哈",
    "周五快乐！！",
    "谁把我的蓝色骰子袋带回家了？不怪你，还我就行",
    "我的绿植死了，就这样",
    "今天有点想家",
    "终于找到像样的辣椒酱了，人生圆满",
    "书还没看完，今晚突击😅",
    "规则问题：第一回合能交易吗？",
    "谢谢大家昨天的建议，很有用",
    "第一次听懂本地人的笑话🎉",
    "邻居每次见面都打招呼，好喜欢",
    "有人知道哪里能快速拍证件照吗？",
    "这里的官僚流程可以做成一款桌游了",
    "时差好难，凌晨三点给我爸打了视频",
    "能不能有个游戏不用摆四十分钟",
    "聚会带的蛋糕五分钟就没了",
    "输入法现在一半是外语了哈哈",
    "周六百家宴，带一道家乡菜哦",
    "一口气看完了这本书，情绪崩了",
    "下个月谁来组织？需要的话我可以",
    "屋里好冷，室内穿两件毛衣",
    "下雪了！！❄️",
    "夏天热化了",
    "这个群真的是出国以后最好的事",
    "刚才发错群了🙈",
    "钥匙找到了，在冰箱里，别问",
    "邮局排了四十五分钟队，老了",
    "欢迎新朋友！👋",
    "下次能玩个短一点的吗，脑子不够用",
    "买书的速度永远比看书快",
    "有人收到那个人口普查的信吗？",
    "做酸面包失败，做成了砖头",
    "周日有人一起散步吗？",
    "在面包店说谢谢说成了中文🙃",
    "作息：不存在的",
    "坐车看书是一天里最喜欢的时间",
    "这里周日是不是什么都不开门",
    "刚探亲回来，有点恍惚",
    "今晚那局太混乱了，但好好玩",
    "谁有备用的规则书？我的洒了咖啡",
    "报税季焦虑已经开始了",
    "上周的生日蛋糕太好吃了，谁做的？",
    "这个月争取少点外卖，祝我好运",
    "又不小心买了气泡水",
    "我觉得书的后半部分更好看",
    "希望大家这周都顺利💛",
    "学会了说“我就看看”，购物无障碍",
    "今天有人夸我口音好，飘了",
    "好想念国内的早餐",
    "桌游夜MVP：带布朗尼的那位",
    "表格交了第三次，求过",
    "下雨下雨下雨",
    "周三的语言交换有人去吗？",
    "新买了个单词本，好看",
    "为什么这里的表格还要填传真号",
    "隔壁小孩在练竖笛，救命",
    "投票：下次玩合作的还是对抗的？",
    "两年了还是念不对街名",
    "差三秒没赶上公交，司机看了我一眼就走了",
    "这周好漫长",
    "谢谢大家的生日祝福🥳",
    "买了个小仙人掌陪我",
    "手机在路上没电了，全靠记忆找路",
    "我好像终于搞懂第三格了？？",
    "下本书求别人选，我已经选了两次了",
    "游戏玩到半夜，值了",
    "下周回家一趟",
    "有人要我的旧冬衣吗？穿不下了",
    "今晚的晚霞绝了🌅",
    "订了回家过年的机票，钱包在哭",
    "不知不觉进群一年了",
    "最后一个箱子还没拆哈哈",
    "茶洒在角色卡上了，对不起队友",
    "建议：桌游夜不准玩手机",
    "读书会零食征集",
    "面包店的人记住了我的口味🥹",
    "夏令时把我搞乱了",
    "附近有什么好的徒步路线吗？",
    "终于搞懂垃圾分类了，居然有七个桶",
    "又熬夜看书了",
    "没带伞，果然下大雨",
    "今日小成就：全程用当地语言打了个电话",
    "受够了别人问我什么时候回去",
    "有人能借我一根HDMI线吗？",
    "这里办图书证免费，爱了",
    "今晚每局都输，但很开心",
    "上次读书会的零食太好吃了",
    "不知道自己在干嘛，但在干",
    "周日大扫除：洗衣服、跑腿、对着动词变位哭",
    "完了，我好像变成早起的人了",
    "今天就是来看表情包的",
    "新扩展的规则好难懂，求助",
    "聚会被雨搅黄了，改时间？",
    "机场报到，延误三小时🙃",
    "跟奶奶视频了，她让我跟大家问好",
    "有没有适合带去聚餐的菜谱，路上不容易洒的",
    "这条街怎么一个垃圾桶都没有",
    "邻居家的狗在给整栋楼唱歌",
    "昨晚读书会讨论得好深入，喜欢",
    "迷路了，发现一个很可爱的小广场，值",
    "大家读书会之外都在看什么书？",
    "新字母写得像小学生",
]
ZH_REPLIES = [
    "@{member} 哈哈同感",
    "@{member} 恭喜！！",
    "@{member} 谢谢招待🙏",
    "@{member} 到家了吗？",
    "@{member} 我可以借你",
    "回复{member}：同意",
    "@{member} 别剧透！！",
    "@{member} 太像你会干的事了哈哈",
    "@{member} 抱抱💛",
    "@{member} 等等，发生什么了？",
    "@{member} 算我一个",
]
EN_CHANNELS = ["general", "newcomers", "housing-help", "game-night", "book-club", "random"]
ZH_CHANNELS = ["华人互助群", "桌游群", "读书会群"]

# ---------------------------------------------------------------------------------------------
# Slot types. Per language: q (question noun), n (nouns for generic templates), pool (values),
# st / sw / plan / use / old phrases, optional oth / ask / scoped / add / drop / both / leave,
# reasons [(clause, key phrase)], and optional question overrides (cq current, hq historical,
# fq first, aq as-of, pq planning, yq why, xq coexisting, dq dropped).
# ---------------------------------------------------------------------------------------------
ALL = {"S": 3.0, "C": 4.0, "CC": 1.2, "K": 1.0, "R": 0.6, "D": 1.0, "P": 1.3}

SLOTS: dict[str, dict[str, Any]] = {
    "city": {
        "kind": "place",
        "wh": ("what", "哪里"),
        "household": True,
        "gen": False,
        "wish": True,
        "skip": ["drama with", "not with {old}", "will not be missed", "折腾完"],
        "stories": {"S": 1.0, "C": 4.0, "CC": 1.5, "D": 1.5, "P": 1.5},
        "dfam": ["oth", "ask", "wish"],
        "en": {
            "q": "home city",
            "qp": "cities",
            "n": ["city"],
            "pool": [
                "Lisbon",
                "Rotterdam",
                "Leipzig",
                "Valencia",
                "Tallinn",
                "Porto",
                "Ghent",
                "Brno",
                "Kraków",
                "Bologna",
                "Aarhus",
                "Malmö",
                "Cork",
                "Lyon",
                "Graz",
                "Bilbao",
                "Utrecht",
                "Gdańsk",
                "Ljubljana",
                "Montreal",
            ],
            "st": [
                "I live in {v}",
                "I'm based in {v}",
                "home is {v} these days",
                "I've been living in {v} for a bit",
                "I'm in {v}",
                "I'm settled in {v} for now",
            ],
            "sw": [
                "moved to {v}",
                "relocated to {v}",
                "packed up my life and moved to {v}",
                "made the move to {v}",
                "landed in {v} for good",
            ],
            "plan": [
                "move to {v}",
                "relocate to {v}",
                "take the offer and go to {v}",
                "give {v} a proper go",
            ],
            "use": [
                "{v} weather is doing its thing again 🌧",
                "rent in {v} is getting ridiculous",
                "the {v} tram map is still a maze to me",
                "love a sunny sunday in {v}",
                "{v} is so quiet in august, everyone's away",
                "trying every bakery in {v} one by one",
            ],
            "old": [
                "saw a photo of {old} today and got all nostalgic",
                "kinda miss {old} ngl",
                "friends in {old} keep asking when I'm visiting",
            ],
            "oth": [
                "{Who} lives in {x}",
                "{Who} just moved to {x}",
                "{Who} keeps telling me to visit {x}",
            ],
            "ask": [
                "anyone lived in {x}? how is it?",
                "{Who} asked me about {x}, anyone know it?",
                "has anyone been to {x}? {who} is going for a conference",
            ],
            "reasons": [
                ("I got a job offer there I couldn't refuse", "job offer"),
                ("my partner got transferred", "got transferred"),
                ("rent was eating half my salary", "half my salary"),
                ("I wanted to be closer to family", "closer to family"),
                ("the winters were killing me", "winters were killing me"),
                ("my course finished and I wanted a fresh start", "fresh start"),
            ],
            "cq": [
                "where am I living these days?",
                "which city am I based in right now?",
                "remind me where home is for me at the moment",
                "what city does {name} live in now?",
                "where do I live currently?",
                "which city is {name} in these days?",
            ],
            "hq": [
                "where did I live before {cur}?",
                "which city was I in before moving to {cur}?",
                "where was {name} living before {cur}?",
                "remind me where I lived before the last move",
            ],
            "fq": [
                "where did I live at the very start?",
                "which city was I in originally, before all the moves?",
            ],
            "aq": [
                "where was I living on {date}?",
                "on {date}, which city was I in?",
                "which city was {name} based in on {date}?",
            ],
            "pq": [
                "where am I planning to move?",
                "which city is {name} planning to relocate to?",
                "where's my next move supposed to be?",
            ],
            "yq": [
                "why did I leave {old}?",
                "why did I move away from {old}?",
                "what made {name} leave {old}?",
            ],
        },
        "zh": {
            "q": "城市",
            "qp": "城市",
            "n": ["城市"],
            "pool": [
                "柏林",
                "墨尔本",
                "多伦多",
                "新加坡",
                "东京",
                "伦敦",
                "温哥华",
                "阿姆斯特丹",
                "上海",
                "深圳",
                "成都",
                "杭州",
                "奥克兰",
                "巴塞罗那",
            ],
            "st": ["我住在{v}", "我现在在{v}", "人在{v}", "目前定居{v}", "我在{v}生活"],
            "sw": ["搬到{v}了", "已经搬去{v}了", "落脚{v}了", "正式搬来{v}了"],
            "plan": ["搬去{v}", "换到{v}生活", "去{v}发展"],
            "use": [
                "{v}今天又下雨了",
                "{v}的房租真的越来越离谱",
                "周末在{v}逛了一圈老街",
                "{v}的地铁我到现在还会坐错",
                "{v}的冬天好难熬",
            ],
            "old": ["刷到{old}的照片，有点想念", "{old}的朋友问我什么时候回去玩", "有点想{old}了"],
            "oth": ["{who}住在{x}", "{who}刚搬去{x}", "{who}一直叫我去{x}玩"],
            "ask": ["有人在{x}住过吗？怎么样？", "{who}问我{x}怎么样，有人了解吗？"],
            "reasons": [
                ("拿到了那边的工作offer", "工作offer"),
                ("对象被公司调过去了", "调过去"),
                ("房租占了工资一半", "工资一半"),
                ("想离家人近一点", "离家人近"),
                ("冬天太冷受不了", "太冷受不了"),
                ("读完书想换个环境", "换个环境"),
            ],
            "cq": [
                "我现在住在哪个城市？",
                "{name}现在在哪儿生活？",
                "我目前人在哪个城市？",
                "提醒我一下，我现在住哪？",
            ],
            "hq": [
                "搬到{cur}之前我住在哪里？",
                "{name}在{cur}之前住在哪个城市？",
                "我上一次搬家前住在哪？",
            ],
            "fq": ["我最开始住在哪个城市？", "一开始我人在哪？"],
            "aq": ["{date}的时候我住在哪个城市？", "{date}那会儿{name}在哪个城市？"],
            "pq": ["我打算搬去哪个城市？", "{name}计划搬到哪里？", "我下一站准备去哪？"],
            "yq": [
                "我为什么离开了{old}？",
                "{name}当初为什么搬离{old}？",
                "我为什么不在{old}待了？",
            ],
        },
    },
    "neighbourhood": {
        "kind": "place",
        "wh": ("what", "哪里"),
        "local": True,
        "household": True,
        "gen": True,
        "wish": True,
        "stories": {"S": 3.0, "C": 3.0, "K": 1.0, "D": 1.0, "P": 0.8},
        "dfam": ["oth", "ask", "wish"],
        "en": {
            "q": "neighbourhood",
            "qp": "neighbourhoods",
            "n": ["neighbourhood", "area", "part of town"],
            "pool": [
                "Kestrel Park",
                "Linden Hill",
                "Old Harbour",
                "Millbrook",
                "Saltmarsh",
                "Eastbank",
                "Copperfield",
                "Ashgrove",
                "Weavers Quarter",
                "Fennel Row",
                "Brightwater",
                "Harrow Gate",
            ],
            "st": [
                "our flat is in {v}",
                "I live in {v}, the bit near the park",
                "I'm renting in {v}",
                "I'm over in {v}",
                "{v} is my neighbourhood",
            ],
            "sw": [
                "moved across town to {v}",
                "moved into a flat in {v}",
                "swapped flats and ended up in {v}",
            ],
            "plan": ["move to {v}", "look for a flat in {v}", "move across town to {v}"],
            "use": [
                "{v} farmers market on saturday was packed",
                "new ramen place opened in {v}, right on my street",
                "the bin lorry in {v} came at 6am again, so loud",
                "walked home through {v} in the snow, so pretty",
                "power cut in half of {v} last night, candles out",
            ],
            "old": [
                "walked past our old street in {old} today 🥲",
                "still get mail forwarded from {old}",
            ],
            "oth": ["{Who} lives over in {x}", "{Who} found a place in {x}"],
            "ask": ["is {x} nice to live in? {who} is looking", "anyone know {x}? safe at night?"],
            "reasons": [
                ("the street noise was unbearable", "street noise"),
                ("we needed an extra bedroom", "extra bedroom"),
                ("it's a ten minute walk to work", "ten minute walk"),
                ("the old building had mould", "mould"),
            ],
        },
        "zh": {
            "q": "住的小区",
            "qp": "小区",
            "n": ["小区", "住的地方"],
            "pool": [
                "枫林苑",
                "海棠湾",
                "北岸新村",
                "梧桐里",
                "望江花园",
                "青石巷",
                "南湾社区",
                "松间公寓",
                "樱桃坡",
                "锦绣东城",
            ],
            "st": ["我住在{v}", "我们家在{v}", "我租在{v}那边", "{v}这边就是我住的地方"],
            "sw": ["搬到{v}了", "换房子搬去了{v}", "搬进了{v}的新房子"],
            "plan": ["搬到{v}", "在{v}找房子"],
            "use": [
                "{v}楼下新开了家面馆",
                "{v}早上收垃圾好吵",
                "{v}周末有集市，人超多",
                "晚上在{v}散步，挺安静的",
                "{v}昨晚停电了",
            ],
            "old": ["路过以前住的{old}，有点感慨", "还有快递寄到{old}"],
            "oth": ["{who}住在{x}", "{who}在{x}找到房子了"],
            "ask": ["{x}住着怎么样？{who}在找房", "有人了解{x}吗？晚上安全吗？"],
            "reasons": [
                ("街上太吵了", "太吵"),
                ("需要多一个房间", "多一个房间"),
                ("走路十分钟就到公司", "走路十分钟"),
                ("旧房子发霉", "发霉"),
            ],
        },
    },
    "landlord": {
        "kind": "org",
        "wh": ("who", "谁"),
        "local": True,
        "household": True,
        "gen": True,
        "impl": True,
        "stories": {"S": 3.0, "C": 3.0, "K": 1.0, "R": 0.6, "D": 0.8},
        "dfam": ["oth", "ask", "rec", "reply"],
        "en": {
            "q": "landlord",
            "qp": "landlords",
            "n": ["landlord", "letting agent", "agency"],
            "pool": [
                "Marlow Lettings",
                "Greyfield Estates",
                "Keystone Homes",
                "Hollis & Vane",
                "Baumann Immobilien",
                "Redbrick Rentals",
                "Mr. Duarte",
                "Lindqvist Property",
                "Casa Nova Lettings",
                "Tern Property Group",
                "Mrs. Okafor",
            ],
            "st": [
                "our landlord is {v}",
                "we rent through {v}",
                "the flat is managed by {v}",
                "{v} is our letting agent",
                "I rent from {v}",
            ],
            "sw": [
                "got a new place through {v}",
                "signed a lease with {v}",
                "ended up renting from {v}",
            ],
            "plan": ["sign with {v}", "take the flat {v} showed us", "rent through {v}"],
            "use": [
                "{v} still hasn't fixed the boiler 🙄",
                "rent reminder from {v} came in, gulp",
                "inspection from {v} on thursday, gotta clean",
                "emailed {v} about the leaky tap, no reply yet",
                "fwd from {v}: 'please do not hang laundry on the balcony' lmao",
            ],
            "old": [
                "{old} still hasn't returned our deposit",
                "got a christmas card from {old} of all people",
            ],
            "oth": [
                "{Who} rents from {x}, total nightmare apparently",
                "{Who}'s landlord is {x}",
                "{Who} just signed with {x}",
            ],
            "reasons": [
                ("the previous one sold the building", "sold the building"),
                ("the deposit drama", "deposit drama"),
                ("the old agency never fixed anything", "never fixed anything"),
                ("rent went up 20%", "went up 20%"),
            ],
        },
        "zh": {
            "q": "房东",
            "qp": "房东",
            "n": ["房东", "中介"],
            "pool": [
                "王阿姨",
                "陈先生",
                "安居中介",
                "家和地产",
                "好邻居租房",
                "宋老板",
                "李太太",
                "海纳置业",
                "德诚物业",
            ],
            "st": ["我们房东是{v}", "房子是通过{v}租的", "我跟{v}租的房", "{v}是我们的中介"],
            "sw": ["通过{v}租了新房子", "跟{v}签了新合同", "改租{v}的房子了"],
            "plan": ["跟{v}签约", "租{v}介绍的那套", "通过{v}租房"],
            "use": [
                "{v}到现在还没修热水器",
                "{v}发消息催房租了",
                "周四{v}要来检查房子，得打扫",
                "转发{v}的通知：“阳台不能晾衣服” 笑死",
                "给{v}发了消息说水龙头漏水，还没回",
            ],
            "old": ["{old}押金还没退给我们", "居然收到{old}发的新年祝福"],
            "oth": ["{who}租的是{x}的房子，听说很坑", "{who}的房东是{x}", "{who}刚跟{x}签了合同"],
            "reasons": [
                ("原来的房东把房子卖了", "房子卖了"),
                ("押金纠纷", "押金纠纷"),
                ("什么都不修", "什么都不修"),
                ("房租涨了两成", "涨了两成"),
            ],
        },
    },
    "bank": {
        "kind": "org",
        "wh": ("what", "哪个"),
        "gen": True,
        "impl": True,
        "stories": dict(ALL, E=1.5),
        "dfam": ["oth", "quote", "ask", "ad", "rec", "reply"],
        "en": {
            "q": "bank",
            "qp": "banks",
            "n": ["bank", "main bank"],
            "pool": [
                "Nordhaven Bank",
                "Kite Bank",
                "Meridian Savings",
                "Lumo",
                "Crestline Bank",
                "Banco Arrifana",
                "Finvo",
                "Tallybank",
                "Ostrava Credit",
                "Halyard Mutual",
                "Pennon Bank",
            ],
            "st": [
                "I bank with {v}",
                "my account's with {v}",
                "my salary goes into {v}",
                "{v} is my bank here",
                "I opened my account at {v}",
            ],
            "sw": [
                "moved my account to {v}",
                "switched banks to {v}",
                "opened a new account with {v} and closed the old one",
                "moved everything over to {v}",
            ],
            "plan": ["switch to {v}", "move my money to {v}", "open an account with {v}"],
            "use": [
                "the {v} app logged me out for the 5th time today",
                "{v} card got declined at the supermarket, mortifying",
                "paid rent via {v}, took 3 days to clear smh",
                "{v} sent me a new card, why is it purple lol",
                "{v} statement says I spent HOW much on coffee",
            ],
            "old": [
                "{old} still sends me marketing emails even tho I closed the account",
                "found my old {old} card in a drawer",
            ],
            "scoped": [
                "the business account is at {v} though, everything personal stays where it is",
                "only my savings pot is at {v}, day to day is unchanged",
                "my freelance invoices go to a separate {v} account, but that's just for work",
            ],
            "reasons": [
                ("the monthly fees were insane", "monthly fees"),
                ("the old bank froze my account twice", "froze my account"),
                ("I needed a local IBAN", "local IBAN"),
                ("their app is actually usable", "actually usable"),
            ],
        },
        "zh": {
            "q": "银行",
            "qp": "银行",
            "n": ["银行", "主账户"],
            "pool": [
                "恒信银行",
                "民丰银行",
                "东岳银行",
                "海湾银行",
                "瑞达银行",
                "北辰银行",
                "星海银行",
                "华盛储蓄",
            ],
            "st": ["我用的是{v}", "我的工资打到{v}", "我在{v}开的户", "我的账户在{v}"],
            "sw": ["把账户转到{v}了", "换成{v}了", "在{v}开了新户，旧的销了"],
            "plan": ["换到{v}", "在{v}开户", "把钱转去{v}"],
            "use": [
                "{v}的app今天又闪退",
                "{v}的卡在超市被拒了，好尴尬",
                "用{v}交房租，三天才到账",
                "{v}寄来新卡了",
                "看了{v}的账单，咖啡花了这么多？",
            ],
            "old": ["{old}还在给我发广告，明明销户了", "抽屉里翻到{old}的旧卡"],
            "scoped": ["公司的账户在{v}，个人的没变", "只有存钱的那个账户在{v}，日常还是原来的"],
            "reasons": [
                ("月费太贵", "月费太贵"),
                ("账户被冻结了两次", "冻结"),
                ("需要本地账户", "本地账户"),
                ("app好用多了", "好用多了"),
            ],
        },
    },
    "carrier": {
        "kind": "org",
        "wh": ("what", "哪个"),
        "gen": True,
        "impl": True,
        "stories": dict(ALL, E=1.5),
        "dfam": ["oth", "quote", "ask", "ad", "rec", "reply"],
        "en": {
            "q": "phone carrier",
            "qp": "phone carriers",
            "n": ["phone plan", "SIM", "mobile provider"],
            "pool": [
                "Voxa Mobile",
                "Lunar SIM",
                "Brisa Mobile",
                "Orbit Mobile",
                "Pebble SIM",
                "Nomad Telecom",
                "Simply Talk",
                "Zest Mobile",
                "Fjord Mobile",
                "Yonder SIM",
            ],
            "st": [
                "I'm on {v}",
                "my SIM is {v}",
                "my phone plan's with {v}",
                "got a {v} SIM when I arrived",
                "I use {v} for my phone",
            ],
            "sw": [
                "switched my SIM to {v}",
                "ported my number to {v}",
                "moved my phone plan over to {v}",
                "got a {v} contract and cancelled the old one",
            ],
            "plan": ["port my number to {v}", "switch to {v}", "get a {v} SIM"],
            "use": [
                "{v} signal in the metro is nonexistent",
                "the {v} bill came and it's double what I expected??",
                "{v} texted me about roaming charges again",
                "topped up {v} again, where does the data go",
                "{v} customer service put me on hold for 40 min",
            ],
            "old": [
                "{old} is still trying to charge me a cancellation fee",
                "found my old {old} SIM in my wallet lol",
            ],
            "scoped": [
                "work phone is on {v} though, company pays",
                "the work SIM is {v}, my personal one didn't change",
            ],
            "reasons": [
                ("no signal in my flat", "no signal"),
                ("the roaming charges", "roaming charges"),
                ("it's half the price", "half the price"),
                ("the old provider kept adding random fees", "random fees"),
            ],
        },
        "zh": {
            "q": "手机运营商",
            "qp": "运营商",
            "n": ["手机卡", "套餐", "运营商"],
            "pool": [
                "畅联移动",
                "飞讯电信",
                "星通卡",
                "蓝海通信",
                "随心卡",
                "易达移动",
                "云信电信",
                "途乐电信",
            ],
            "st": ["我用的是{v}的卡", "我的手机卡是{v}", "我的套餐在{v}", "刚来就办了{v}的卡"],
            "sw": ["把号码转到{v}了", "换成{v}的卡了", "办了{v}的合约，旧的停了"],
            "plan": ["携号转网到{v}", "换{v}的卡", "办{v}的套餐"],
            "use": [
                "{v}在地铁里完全没信号",
                "{v}的账单来了，比想象的贵一倍",
                "{v}又发短信说漫游费",
                "又给{v}充值了，流量怎么这么不经用",
                "{v}客服让我等了四十分钟",
            ],
            "old": ["{old}还想收我违约金", "钱包里翻到{old}的旧卡"],
            "scoped": ["工作手机用的是{v}，公司出钱", "只有工作号是{v}，私人的没换"],
            "reasons": [
                ("家里没信号", "没信号"),
                ("漫游费太贵", "漫游费"),
                ("便宜一半", "便宜一半"),
                ("老是乱扣费", "乱扣费"),
            ],
        },
    },
    "visa": {
        "kind": "org",
        "wh": ("what", "什么"),
        "gen": True,
        "stories": {"S": 2.0, "C": 4.0, "CC": 1.5, "P": 1.5, "D": 0.5, "K": 0.5},
        "dfam": ["oth", "ask"],
        "en": {
            "q": "visa status",
            "qp": "permits",
            "n": ["visa", "residence permit", "status"],
            "pool": [
                "Student Permit",
                "Graduate Route visa",
                "Skilled Worker visa",
                "Blue Card",
                "D7 visa",
                "Digital Nomad visa",
                "Working Holiday visa",
                "Settled Status",
                "Permanent Residence",
                "Spouse visa",
                "Job Seeker visa",
                "Talent Pass",
            ],
            "st": [
                "I'm here on the {v}",
                "I have the {v}",
                "my status is {v}",
                "I got my {v} sorted before I came",
                "I'm currently on the {v}",
            ],
            "sw": [
                "got my {v} approved",
                "switched over to the {v}",
                "finally got the {v}",
                "converted to the {v}",
            ],
            "plan": ["apply for the {v}", "switch to the {v}", "go for the {v}"],
            "use": [
                "had to show my {v} card at the bank again",
                "{v} renewal reminder popped up in my inbox",
                "border guy squinted at my {v} for ages",
                "HR asked for a copy of my {v} again",
            ],
            "old": [
                "cleaning out papers, found my old {old} letter",
                "my {old} card is expiring in a drawer lol",
            ],
            "oth": ["{Who} is on the {x}", "{Who} just got the {x}"],
            "ask": [
                "anyone been through the {x} process? {who} is about to",
                "how long does the {x} take these days? asking for {who}",
            ],
            "reasons": [
                ("my studies ended", "studies ended"),
                ("I got a full-time contract", "full-time contract"),
                ("we got married", "got married"),
                ("I hit the five year mark", "five year mark"),
            ],
            "pq": [
                "what visa am I planning to switch to?",
                "which permit is {name} applying for?",
                "what status am I going for next?",
            ],
        },
        "zh": {
            "q": "签证",
            "qp": "签证",
            "n": ["签证", "居留", "身份"],
            "pool": [
                "学生签证",
                "工作签证",
                "蓝卡",
                "永久居留",
                "配偶签证",
                "打工度假签证",
                "人才签证",
                "毕业生签证",
                "创业签证",
            ],
            "st": ["我现在持{v}", "我拿的是{v}", "我是{v}身份", "来之前就办好了{v}"],
            "sw": ["拿到{v}了", "转成{v}了", "换成{v}了", "{v}批下来了"],
            "plan": ["申请{v}", "转{v}", "办{v}"],
            "use": [
                "去银行又要出示{v}的卡",
                "邮箱里收到{v}续签提醒",
                "入境的时候海关盯着我的{v}看了好久",
                "HR又要我的{v}复印件",
            ],
            "old": ["整理文件翻到以前{old}的批准信", "旧的{old}卡快过期了"],
            "oth": ["{who}拿的是{x}", "{who}刚拿到{x}"],
            "ask": ["有人办过{x}吗？{who}准备申请", "{x}现在要等多久？帮{who}问的"],
            "reasons": [
                ("学业结束了", "学业结束"),
                ("签了全职合同", "全职合同"),
                ("我们结婚了", "结婚了"),
                ("满五年了", "满五年"),
            ],
            "pq": ["我打算转什么签证？", "{name}在申请什么签证？", "我下一步要办什么身份？"],
        },
    },
    "employer": {
        "kind": "org",
        "wh": ("who", "哪家"),
        "gen": True,
        "impl": True,
        "multi": True,
        "stories": dict(ALL, X=2.0),
        "dfam": ["oth", "ask", "rec", "reply"],
        "en": {
            "q": "employer",
            "qp": "clients and jobs",
            "n": ["job", "employer"],
            "pool": [
                "Brightloop",
                "Quillfeather Labs",
                "Northwind Logistics",
                "Orchard Health",
                "Tandem Games",
                "Ferrovia Systems",
                "Plume Analytics",
                "Halden Consulting",
                "Sable & Finch",
                "Carto Studio",
                "Mosaic Foods",
            ],
            "st": [
                "I work at {v}",
                "I'm at {v} for work",
                "my day job is at {v}",
                "{v} is who I work for",
                "I'm on the payroll at {v}",
            ],
            "sw": ["started at {v}", "took the job at {v}", "joined {v}", "moved jobs to {v}"],
            "plan": ["take the offer from {v}", "join {v}", "accept the offer from {v}"],
            "use": [
                "{v} all-hands ran over an hour, pain",
                "the {v} laptop refuses to update",
                "long day at {v}, brain mush",
                "{v} christmas party was actually fun??",
                "{v} finally approved my holiday",
            ],
            "old": [
                "bumped into someone from {old} at the station",
                "{old} still hasn't sent my final payslip",
            ],
            "oth": ["{Who} works at {x}", "{Who} just got hired at {x}"],
            "add": [
                "also picked up freelance work for {v}, alongside {a}",
                "started a part-time thing at {v} on top of {a}",
                "second client signed: {v}. {a} continues as before",
            ],
            "drop": ["wrapped up with {old}, last invoice sent", "finished my contract with {old}"],
            "both": ["I split my week between {a} and {v}", "two gigs right now: {a} and {v}"],
            "reasons": [
                ("the commute was two hours", "commute was two hours"),
                ("they offered visa sponsorship", "visa sponsorship"),
                ("my whole team got laid off", "laid off"),
                ("better pay, simple as", "better pay"),
            ],
            "cq": [
                "where do I work now?",
                "who's my employer these days?",
                "which company am I at at the moment?",
                "where does {name} work now?",
            ],
            "hq": [
                "where did I work before {cur}?",
                "who was my employer before {cur}?",
                "which company was {name} at before {cur}?",
            ],
            "fq": [
                "where did I work first, when all this started?",
                "what was my original job here?",
            ],
            "aq": [
                "where was I working on {date}?",
                "who was {name}'s employer on {date}?",
                "on {date}, which company was I at?",
            ],
            "pq": [
                "which company am I planning to move to?",
                "whose offer is {name} going to take?",
                "where am I about to start working?",
            ],
            "yq": [
                "why did I leave {old}?",
                "what made me quit {old}?",
                "why did {name} move on from {old}?",
            ],
            "xq": [
                "who am I working for right now? all of them",
                "which clients or jobs do I have at the moment?",
                "list every place {name} is working for currently",
            ],
            "dq": ["which client did I stop working with?", "which job did {name} wrap up?"],
        },
        "zh": {
            "q": "公司",
            "qp": "工作",
            "n": ["公司", "工作单位"],
            "pool": [
                "星野科技",
                "远帆物流",
                "青禾健康",
                "墨点设计",
                "北极光咨询",
                "云梯教育",
                "蓝鲸数据",
                "和光食品",
                "九州互娱",
            ],
            "st": ["我在{v}上班", "我在{v}工作", "我现在给{v}打工", "我是{v}的员工"],
            "sw": ["入职{v}了", "跳槽去了{v}", "去{v}上班了"],
            "plan": ["接{v}的offer", "去{v}", "跳到{v}"],
            "use": [
                "{v}的周会又开了一个多小时",
                "{v}发的电脑死活不更新",
                "在{v}累了一天",
                "{v}年会居然挺好玩",
                "{v}终于批了我的假",
            ],
            "old": ["在车站碰到{old}的老同事", "{old}最后一个月的工资单还没发"],
            "oth": ["{who}在{x}上班", "{who}刚被{x}录用"],
            "add": ["接了{v}的兼职，{a}那边照常", "除了{a}，又多了{v}这个客户"],
            "drop": ["跟{old}的合同结束了", "{old}那边做完了"],
            "both": ["我一周一半在{a}一半在{v}", "现在两份活：{a}和{v}"],
            "reasons": [
                ("通勤两个小时", "通勤两个小时"),
                ("能办工作签证", "办工作签证"),
                ("整个团队被裁了", "被裁"),
                ("工资高", "工资高"),
            ],
            "cq": ["我现在在哪家公司上班？", "{name}目前在哪工作？", "我现在的公司是哪家？"],
            "hq": ["去{cur}之前我在哪上班？", "{name}在{cur}之前在哪家公司？"],
            "fq": ["我最早在哪家公司上班？"],
            "aq": ["{date}的时候我在哪家公司？", "{date}那会儿{name}在哪上班？"],
            "pq": ["我打算去哪家公司？", "{name}准备接哪家的offer？"],
            "yq": ["我为什么离开了{old}？", "{name}为什么从{old}走了？"],
            "xq": ["我现在都在给哪些公司干活？", "{name}目前有哪几份工作？全部列一下"],
            "dq": ["我停掉的是哪个客户？"],
        },
    },
    "language_school": {
        "kind": "org",
        "wh": ("what", "哪个"),
        "gen": True,
        "multi": True,
        "stories": dict(ALL, X=2.5),
        "dfam": ["oth", "ask", "ad", "rec", "reply"],
        "en": {
            "q": "language school",
            "qp": "language courses",
            "n": ["language course", "language school"],
            "pool": [
                "Lingua Viva",
                "Babel House",
                "Speakwell Institute",
                "Escola Ponte",
                "Sprachraum",
                "Parla Academy",
                "Wordsmith Language Centre",
                "Taal Atelier",
                "Accent Lab",
                "Polyglot Corner",
            ],
            "st": [
                "I'm doing classes at {v}",
                "my course is at {v}",
                "I'm doing the evening course at {v}",
                "I'm enrolled at {v}",
            ],
            "sw": [
                "switched to the course at {v}",
                "moved to {v} for my classes",
                "signed up at {v} instead",
            ],
            "plan": ["sign up at {v}", "do the intensive at {v}", "enrol at {v}"],
            "use": [
                "homework from {v} is brutal this week",
                "oral exam at {v} on friday 😬",
                "our teacher at {v} made us sing today lol",
                "missed class at {v}, need notes",
                "{v} placement test put me a level higher, smug",
            ],
            "old": ["still in the {old} whatsapp group, so many memes"],
            "add": [
                "also started a second language at {v}, still going to {a}",
                "doing two languages now: {a} plus weekend classes at {v}",
            ],
            "drop": [
                "dropped the {old} classes, too much with work",
                "quit {old}, couldn't keep up",
            ],
            "both": [
                "doing classes at {a} on mondays and {v} on thursdays",
                "two courses at once: {a} and {v}, send help",
            ],
            "reasons": [
                ("the group was way too big", "way too big"),
                ("the teacher kept cancelling", "kept cancelling"),
                ("they do exam prep", "exam prep"),
                ("the schedule clashed with work", "clashed with work"),
            ],
        },
        "zh": {
            "q": "语言学校",
            "qp": "语言课",
            "n": ["语言班", "语言学校"],
            "pool": [
                "语林学院",
                "博雅语言中心",
                "环球语言学校",
                "新语堂",
                "启言外语",
                "樱花日语学校",
                "枫叶英语中心",
                "友朋德语班",
            ],
            "st": ["我在{v}上语言课", "我报了{v}的课", "我在{v}读语言班"],
            "sw": ["转去{v}上课了", "换到{v}了", "改报了{v}"],
            "plan": ["报{v}的班", "去{v}上强化班"],
            "use": [
                "{v}这周作业好多",
                "周五{v}口语考试好紧张",
                "{v}的老师今天让我们唱歌",
                "没去{v}上课，要补笔记",
                "{v}分级考试把我分到高一级",
            ],
            "old": ["还在{old}的群里，每天好多表情包"],
            "add": ["又在{v}报了第二门语言，{a}照常上", "现在同时学两门，{a}加上周末{v}的课"],
            "drop": ["{old}的课不上了，太忙", "退了{old}"],
            "both": ["周一在{a}，周四在{v}", "同时上两个班：{a}和{v}"],
            "reasons": [
                ("班上人太多", "人太多"),
                ("老师老是请假", "老是请假"),
                ("有考试辅导", "考试辅导"),
                ("跟上班时间冲突", "时间冲突"),
            ],
        },
    },
    "tutor": {
        "kind": "person",
        "wh": ("who", "谁"),
        "gen": True,
        "multi": True,
        "stories": dict(ALL, X=2.0),
        "dfam": ["oth", "ask", "rec"],
        "en": {
            "q": "language tutor",
            "qp": "language tutors",
            "n": ["tutor", "language tutor"],
            "pool": [
                "Beatriz",
                "Mireille",
                "Anouk",
                "Luuk",
                "Pilar",
                "Kasia",
                "Giulia",
                "Henrik",
                "Solveig",
                "Teodor",
            ],
            "st": [
                "my tutor is {v}",
                "I do weekly sessions with {v}",
                "{v} is helping me with grammar",
                "I'm having lessons with {v} on zoom",
            ],
            "sw": [
                "started with a new tutor, {v}",
                "switched tutors to {v}",
                "found {v} and I'm doing lessons with them now",
            ],
            "plan": ["try lessons with {v}", "switch to {v}", "book {v} for weekly sessions"],
            "use": [
                "{v} gave me a whole page of corrections lol",
                "lesson with {v} moved to wednesday",
                "{v} says my accent is improving 🥹",
                "paid {v} for the month",
                "{v} made me describe my fridge for 10 minutes",
            ],
            "old": ["{old} messaged to ask how I'm doing, cute"],
            "oth": ["{Who} has lessons with {x}", "{Who}'s tutor is {x}"],
            "ask": [
                "anyone know a tutor called {x}? {who} was recommended them",
                "has anyone had lessons with {x}?",
            ],
            "rec": [
                "{Who} recommends {x} as a tutor",
                "heard {x} is a great tutor, for anyone looking",
            ],
            "add": [
                "also doing conversation practice with {v} now, grammar still with {a}",
                "added {v} on weekends, {a} during the week",
            ],
            "drop": ["stopped lessons with {old}", "said goodbye to {old}, no more lessons"],
            "both": [
                "{a} for grammar, {v} for speaking",
                "two tutors now, {a} and {v}, very fancy",
            ],
            "reasons": [
                ("she moved back home", "moved back home"),
                ("too expensive per hour", "per hour"),
                ("we just never clicked", "never clicked"),
                ("I needed someone for business language", "business language"),
            ],
        },
        "zh": {
            "q": "语言老师",
            "qp": "语言老师",
            "n": ["老师", "语言老师"],
            "pool": [
                "林老师",
                "佐藤老师",
                "何老师",
                "郑老师",
                "安娜老师",
                "田中老师",
                "玛丽老师",
                "韩老师",
            ],
            "st": ["我的老师是{v}", "我每周跟{v}上课", "{v}在帮我练语法", "我在网上跟{v}学"],
            "sw": ["换了老师，现在是{v}", "开始跟{v}上课了"],
            "plan": ["试试{v}的课", "换成{v}", "约{v}每周上课"],
            "use": [
                "{v}给我改了一整页",
                "{v}的课改到周三了",
                "{v}说我口音进步了🥹",
                "给{v}转了这个月的学费",
                "{v}让我描述冰箱描述了十分钟",
            ],
            "old": ["{old}还发消息问我最近怎么样"],
            "oth": ["{who}跟{x}上课", "{who}的老师是{x}"],
            "ask": ["有人知道{x}吗？{who}被推荐了", "有人上过{x}的课吗？"],
            "rec": ["{who}推荐{x}，有需要的可以找", "听说{x}教得很好"],
            "add": ["又加了{v}练口语，语法还是跟{a}", "周末跟{v}，平时跟{a}"],
            "drop": ["不跟{old}上了", "跟{old}的课停了"],
            "both": ["{a}教语法，{v}练口语", "现在两个老师：{a}和{v}"],
            "reasons": [
                ("她搬回国了", "搬回国"),
                ("课时费太贵", "课时费"),
                ("跟她实在合不来", "合不来"),
                ("需要商务口语", "商务口语"),
            ],
        },
    },
    "clinic": {
        "kind": "org",
        "wh": ("who", "哪个"),
        "local": True,
        "gen": True,
        "impl": True,
        "stories": ALL,
        "dfam": ["oth", "ask", "rec", "reply"],
        "en": {
            "q": "doctor",
            "qp": "doctors",
            "n": ["GP", "doctor", "clinic"],
            "pool": [
                "Dr. Halvorsen",
                "Parkside Medical Centre",
                "Clínica Aurora",
                "Elmtree Practice",
                "Dr. Moreau",
                "Canal Street Surgery",
                "Vitalis Clinic",
                "Dr. Sato",
                "Riverbend Health",
                "Dr. Abara",
            ],
            "st": [
                "my GP is {v}",
                "I'm registered with {v}",
                "I go to {v} for anything medical",
                "{v} is my doctor here",
            ],
            "sw": ["registered with {v}", "switched to {v}", "moved my records over to {v}"],
            "plan": ["register with {v}", "switch to {v}"],
            "use": [
                "waited 40 min at {v} again",
                "{v} finally called back about my bloods",
                "got a flu jab at {v}",
                "{v} online booking is a nightmare",
                "{v} receptionist remembered my name, I'm a regular now 😂",
            ],
            "old": ["{old} sent a letter about a checkup, forgot to deregister lol"],
            "oth": ["{Who} goes to {x}", "{Who}'s doctor is {x}, apparently very thorough"],
            "reasons": [
                ("the old practice stopped taking my insurance", "stopped taking my insurance"),
                ("the new doctor speaks English", "speaks English"),
                ("there was a six week wait for anything", "six week wait"),
                ("it's around the corner", "around the corner"),
            ],
        },
        "zh": {
            "q": "诊所",
            "qp": "诊所",
            "n": ["诊所", "家庭医生"],
            "pool": [
                "仁和诊所",
                "康桥医疗中心",
                "华人家庭诊所",
                "张医生",
                "博爱医院",
                "圣心诊所",
                "安心门诊",
                "济民诊所",
            ],
            "st": ["我的家庭医生是{v}", "我在{v}登记了", "我看病都去{v}", "{v}是我的医生"],
            "sw": ["转到{v}了", "在{v}重新登记了", "把病历转到{v}了"],
            "plan": ["去{v}登记", "换到{v}"],
            "use": [
                "在{v}又等了四十分钟",
                "{v}终于打电话说验血结果了",
                "在{v}打了流感疫苗",
                "{v}的网上预约太难用",
                "{v}前台都认识我了😂",
            ],
            "old": ["{old}寄信叫我去体检，忘了注销"],
            "oth": ["{who}去{x}看病", "{who}的医生是{x}，听说很细心"],
            "reasons": [
                ("不收我的保险了", "不收我的保险"),
                ("医生会说中文", "会说中文"),
                ("什么都要排六周", "排六周"),
                ("就在楼下", "就在楼下"),
            ],
        },
    },
    "coworking": {
        "kind": "org",
        "wh": ("what", "哪个"),
        "local": True,
        "gen": True,
        "impl": True,
        "stories": dict(ALL, E=1.5),
        "dfam": ["oth", "ask", "ad", "rec", "reply"],
        "en": {
            "q": "coworking space",
            "qp": "coworking spaces",
            "n": ["coworking", "coworking space", "desk"],
            "pool": [
                "Hive Desk",
                "The Loft Collective",
                "Workbench",
                "Deskhaus",
                "Commonhouse",
                "Atelier 9",
                "Switchyard",
                "Canopy Cowork",
                "Quay Works",
            ],
            "st": [
                "I work out of {v}",
                "I've got a desk at {v}",
                "my coworking is {v}",
                "I'm at {v} most days",
            ],
            "sw": ["moved my desk to {v}", "switched coworking to {v}", "got a membership at {v}"],
            "plan": ["try a membership at {v}", "move to {v}", "get a desk at {v}"],
            "use": [
                "{v} coffee machine is broken AGAIN",
                "someone at {v} microwaved fish, pray for me",
                "{v} wifi died mid-call",
                "free pizza friday at {v} 🍕",
                "{v} has a new phone booth, finally",
            ],
            "old": ["walked past {old}, the plant by the door is still dying"],
            "scoped": [
                "tuesdays I'm at {v} though, closer to the client",
                "on rainy days I go to {v} instead since it's 2 mins away",
            ],
            "reasons": [
                ("prices went up again", "prices went up"),
                ("it was too noisy for calls", "too noisy for calls"),
                ("it's closer to home", "closer to home"),
                ("they have proper phone booths", "proper phone booths"),
            ],
        },
        "zh": {
            "q": "共享办公",
            "qp": "共享办公",
            "n": ["共享办公", "工位"],
            "pool": [
                "蜂巢空间",
                "青年汇办公",
                "一方工位",
                "木棉共享办公",
                "创客仓",
                "光合空间",
                "栖木工坊",
            ],
            "st": ["我在{v}办公", "我在{v}租了工位", "我平时都在{v}"],
            "sw": ["把工位搬到{v}了", "换到{v}了", "办了{v}的会员"],
            "plan": ["试一下{v}的会员", "搬去{v}", "在{v}租个工位"],
            "use": [
                "{v}的咖啡机又坏了",
                "{v}有人微波炉热鱼，救命",
                "{v}的网开会开到一半断了",
                "{v}周五有免费披萨🍕",
                "{v}终于装了电话间",
            ],
            "old": ["路过{old}，门口那盆植物还是半死不活"],
            "scoped": ["不过周二我去{v}，离客户近", "下雨天就去{v}，两分钟就到"],
            "reasons": [
                ("又涨价了", "又涨价"),
                ("太吵了打不了电话", "打不了电话"),
                ("离家近", "离家近"),
                ("有专门的电话间", "专门的电话间"),
            ],
        },
    },
}

SLOTS.update(
    {
        "kids_school": {
            "kind": "org",
            "wh": ("what", "哪个"),
            "local": True,
            "household": True,
            "needs": "kids",
            "gen": True,
            "impl": True,
            "stories": {"S": 3.0, "C": 3.5, "K": 1.0, "D": 1.0, "P": 1.0},
            "dfam": ["oth", "ask", "rec"],
            "en": {
                "q": "kids' school",
                "qp": "schools",
                "n": ["kids' school", "school"],
                "pool": [
                    "Little Acorns Nursery",
                    "Maple Bilingual School",
                    "Escola do Rio",
                    "Sunbeam Kita",
                    "St. Brigid's Primary",
                    "Kinderhaus Mondschein",
                    "Oakridge International School",
                    "Rainbow Steps Nursery",
                    "Westbrook Primary",
                ],
                "st": [
                    "the kids go to {v}",
                    "our little one is at {v}",
                    "we got a spot at {v}",
                    "{v} is where the kids are",
                ],
                "sw": [
                    "moved the kids to {v}",
                    "got the kids into {v}",
                    "enrolled the kids at {v}",
                ],
                "plan": ["move the kids to {v}", "apply to {v}", "put the kids on the list at {v}"],
                "use": [
                    "dropped the kids at {v} this morning in the pouring rain",
                    "parents evening at {v} tonight",
                    "{v} sent home a letter about nits. NITS.",
                    "{v} summer fair was sweet tbh",
                    "{v} wants a costume by friday, who has time",
                ],
                "old": ["the kids still talk about their friends from {old}"],
                "oth": ["{Who}'s kids go to {x}", "{Who} got a place at {x}"],
                "ask": [
                    "anyone have kids at {x}? {who} is thinking about it",
                    "is {x} any good? friend of a friend asking",
                ],
                "reasons": [
                    ("they do bilingual teaching", "bilingual teaching"),
                    ("the old one was a 40 minute drive", "40 minute drive"),
                    ("there was bullying", "bullying"),
                    ("smaller classes", "smaller classes"),
                ],
            },
            "zh": {
                "q": "孩子的学校",
                "qp": "学校",
                "n": ["孩子的学校", "幼儿园"],
                "pool": [
                    "小橡树幼儿园",
                    "彩虹双语学校",
                    "枫叶国际学校",
                    "向日葵托儿所",
                    "启明小学",
                    "星星幼儿园",
                    "育才双语小学",
                ],
                "st": ["孩子在{v}上学", "我们家老大在{v}", "在{v}拿到了学位", "娃在{v}"],
                "sw": ["把孩子转到{v}了", "孩子进了{v}", "给孩子报了{v}"],
                "plan": ["把孩子转去{v}", "申请{v}", "给孩子排{v}的名额"],
                "use": [
                    "早上冒雨把孩子送到{v}",
                    "今晚{v}开家长会",
                    "{v}发通知说班上有头虱😱",
                    "{v}的夏日游园会还挺温馨",
                    "{v}要周五前准备演出服，谁有时间啊",
                ],
                "old": ["孩子还老念叨{old}的小伙伴"],
                "oth": ["{who}家孩子在{x}", "{who}拿到了{x}的名额"],
                "ask": ["有人孩子在{x}吗？{who}在考虑", "{x}怎么样？朋友的朋友在问"],
                "reasons": [
                    ("双语教学", "双语教学"),
                    ("原来那个开车要四十分钟", "开车要四十分钟"),
                    ("孩子被欺负", "被欺负"),
                    ("小班教学", "小班教学"),
                ],
            },
        },
        "childminder": {
            "kind": "person",
            "wh": ("who", "谁"),
            "local": True,
            "household": True,
            "needs": "kids",
            "gen": True,
            "impl": True,
            "stories": {"S": 3.0, "C": 3.5, "K": 1.0, "D": 0.8},
            "dfam": ["oth", "rec"],
            "en": {
                "q": "childminder",
                "qp": "childminders",
                "n": ["childminder", "nanny"],
                "pool": [
                    "Tereza",
                    "Ngozi",
                    "Marisol",
                    "Ingrid",
                    "Dolores",
                    "Fenna",
                    "Svetlana",
                    "Yara",
                    "Rosalind",
                ],
                "st": [
                    "{v} picks the kids up on weekdays",
                    "our childminder is {v}",
                    "{v} looks after the little one",
                    "we have {v} three afternoons a week",
                ],
                "sw": [
                    "found a new childminder, {v}",
                    "hired {v} to do pickups",
                    "switched to {v} for childcare",
                ],
                "plan": ["hire {v}", "have {v} take over pickups", "try {v} as our nanny"],
                "use": [
                    "{v} taught the kids a song in polish lol",
                    "{v} is off sick so I'm WFH with a toddler",
                    "paid {v} for the month, ouch",
                    "{v} sent a pic of them at the park 🥰",
                ],
                "old": ["bumped into {old} at the shops, the kids went wild"],
                "oth": ["{Who}'s nanny is {x}", "{Who} has {x} looking after her kids"],
                "rec": [
                    "{Who} recommends {x} if anyone needs a childminder",
                    "heard {x} has a free slot, for anyone with kids",
                ],
                "reasons": [
                    ("she moved to another city", "moved to another city"),
                    ("the hours didn't work with my shifts", "my shifts"),
                    ("she went back to uni", "back to uni"),
                ],
            },
            "zh": {
                "q": "带娃阿姨",
                "qp": "阿姨",
                "n": ["阿姨", "保姆"],
                "pool": ["刘阿姨", "孙阿姨", "赵姐", "何姐", "玛丽亚", "吴阿姨", "陈姐"],
                "st": [
                    "平时{v}帮我们接孩子",
                    "我们请的阿姨是{v}",
                    "{v}帮忙带小的",
                    "{v}每周来三个下午",
                ],
                "sw": ["换了阿姨，现在是{v}", "请了{v}负责接送"],
                "plan": ["请{v}", "让{v}接手接送", "试试{v}"],
                "use": [
                    "{v}教孩子唱了首新歌",
                    "{v}生病了，我只能在家边上班边带娃",
                    "给{v}结了这个月的钱",
                    "{v}发来孩子在公园玩的照片🥰",
                ],
                "old": ["在超市碰到{old}，孩子们高兴坏了"],
                "oth": ["{who}家请的是{x}", "{who}家孩子是{x}在带"],
                "rec": ["{who}推荐{x}，需要阿姨的可以问", "听说{x}还有空档"],
                "reasons": [
                    ("她搬去别的城市了", "别的城市"),
                    ("时间跟我的班对不上", "对不上"),
                    ("她回去读书了", "回去读书"),
                ],
            },
        },
        "mover": {
            "kind": "org",
            "wh": ("what", "哪家"),
            "gen": True,
            "asof": False,
            "stories": {"S": 4.0, "C": 3.0, "K": 1.0},
            "dfam": ["oth", "quote", "ask", "ad", "rec"],
            "en": {
                "q": "moving company",
                "qp": "moving companies",
                "n": ["movers", "removals company", "moving company"],
                "pool": [
                    "Swift Removals",
                    "Crate & Crane",
                    "EuroHaul",
                    "PackRight",
                    "MoveMates",
                    "Two Vans Moving",
                    "Kompass Umzüge",
                    "Stork Relocations",
                    "Bluebird Movers",
                ],
                "st": [
                    "{v} did our move",
                    "we used {v} for the move",
                    "we booked {v} to move our stuff",
                    "the move was done by {v}",
                ],
                "sw": [
                    "used {v} for the second move",
                    "booked {v} this time around",
                    "went with {v} for this move",
                ],
                "plan": ["book {v}", "use {v} for the move", "get a quote from {v}"],
                "use": [
                    "{v} lost a box of kitchen stuff, still annoyed",
                    "the {v} guys were super careful with the piano",
                    "got the invoice from {v}, yikes",
                    "{v} left a review request in my inbox",
                ],
                "old": ["still have a {old} sticker on the wardrobe lol"],
                "reasons": [
                    ("the first lot broke our mirror", "broke our mirror"),
                    ("cheapest quote by far", "cheapest quote"),
                    ("they do international moves", "international moves"),
                ],
                "cq": [
                    "which moving company did I use most recently?",
                    "who did my latest move?",
                    "what removals company did {name} use last?",
                    "remind me which movers I went with last time",
                ],
                "hq": [
                    "which movers did I use before {cur}?",
                    "who moved my stuff before I used {cur}?",
                ],
                "yq": [
                    "why didn't I use {old} again?",
                    "why did I go with someone other than {old}?",
                ],
            },
            "zh": {
                "q": "搬家公司",
                "qp": "搬家公司",
                "n": ["搬家公司"],
                "pool": [
                    "顺风搬家",
                    "大象搬家",
                    "飞鸽搬家",
                    "安途搬家",
                    "快乐搬家",
                    "环球搬运",
                    "鲸鱼物流",
                ],
                "st": ["我们是{v}搬的家", "搬家找的{v}", "订了{v}来搬东西"],
                "sw": ["这次找的{v}", "第二次搬家用了{v}"],
                "plan": ["约{v}", "找{v}搬", "问{v}要个报价"],
                "use": [
                    "{v}弄丢了一箱厨房用品，气死",
                    "{v}的师傅搬钢琴特别小心",
                    "{v}的发票来了，好贵",
                    "{v}发邮件让我写评价",
                ],
                "old": ["衣柜上还贴着{old}的贴纸"],
                "reasons": [
                    ("上次那家把镜子打碎了", "镜子打碎"),
                    ("报价最便宜", "报价最便宜"),
                    ("他们做国际搬家", "国际搬家"),
                ],
                "cq": [
                    "我最近一次搬家用的是哪家搬家公司？",
                    "{name}上次找的哪家搬家公司？",
                    "我上回搬家找的谁？",
                ],
                "hq": ["用{cur}之前我找的是哪家搬家公司？"],
                "yq": ["我为什么没再用{old}？"],
            },
        },
        "storage": {
            "kind": "org",
            "wh": ("what", "哪家"),
            "gen": True,
            "stories": {"S": 3.0, "C": 3.0, "K": 1.0, "D": 1.0, "R": 0.5},
            "dfam": ["oth", "ask", "ad", "rec"],
            "en": {
                "q": "storage unit",
                "qp": "storage units",
                "n": ["storage unit", "storage"],
                "pool": [
                    "BoxBay",
                    "Keepit Storage",
                    "LockUp Lane",
                    "Space Station Self Storage",
                    "Cubby",
                    "Vaultly",
                    "StashPoint",
                    "Attic Plus",
                    "Harbourside Storage",
                ],
                "st": [
                    "our stuff is in a unit at {v}",
                    "we rent a storage unit from {v}",
                    "half my life is in a {v} unit",
                    "we keep the winter stuff at {v}",
                ],
                "sw": [
                    "moved everything to {v}",
                    "switched storage to {v}",
                    "got a smaller unit at {v}",
                ],
                "plan": ["move our boxes to {v}", "rent a unit at {v}"],
                "use": [
                    "{v} raised the monthly fee, again",
                    "went to {v} to dig out the christmas stuff",
                    "{v} access code changed and nobody told me",
                    "the {v} invoice is basically a second rent",
                ],
                "old": ["{old} keeps emailing even though we cleared out the unit"],
                "reasons": [
                    ("it's right by the motorway", "by the motorway"),
                    ("it's cheaper per square metre", "per square metre"),
                    ("it has 24h access", "24h access"),
                    ("the old one flooded", "flooded"),
                ],
            },
            "zh": {
                "q": "储物仓",
                "qp": "储物仓",
                "n": ["储物间", "仓库"],
                "pool": [
                    "储物宝",
                    "格子仓",
                    "易存",
                    "安储迷你仓",
                    "存呗",
                    "大方仓储",
                    "小方格仓库",
                ],
                "st": [
                    "我们的东西放在{v}的仓里",
                    "在{v}租了个储物间",
                    "半个家都在{v}",
                    "冬天的东西放在{v}",
                ],
                "sw": ["把东西都挪到{v}了", "换成{v}了", "在{v}换了个小点的仓"],
                "plan": ["把箱子搬去{v}", "在{v}租一个"],
                "use": [
                    "{v}又涨月租了",
                    "去{v}翻圣诞装饰",
                    "{v}的门禁密码换了没人告诉我",
                    "{v}的账单简直是第二份房租",
                ],
                "old": ["东西早搬空了，{old}还在给我发邮件"],
                "reasons": [
                    ("就在高速旁边", "高速旁边"),
                    ("每平米便宜", "每平米"),
                    ("24小时能进", "24小时"),
                    ("原来的仓进水了", "进水"),
                ],
            },
        },
        "vehicle": {
            "kind": "org",
            "wh": ("what", "什么"),
            "household": True,
            "gen": False,
            "wish": True,
            "stories": {"S": 3.0, "C": 3.5, "CC": 0.8, "K": 0.8, "D": 1.2, "P": 1.0},
            "dfam": ["oth", "ask", "ad", "wish"],
            "en": {
                "q": "car or bike",
                "qp": "vehicles",
                "n": ["car", "bike"],
                "pool": [
                    "Fiat Panda",
                    "Toyota Yaris",
                    "Renault Zoe",
                    "Dacia Sandero",
                    "Brompton",
                    "Gazelle e-bike",
                    "Vespa Primavera",
                    "Honda Jazz",
                    "Urban Arrow cargo bike",
                    "VW Polo",
                    "Skoda Octavia",
                ],
                "st": [
                    "I drive a {v}",
                    "I get around on a {v}",
                    "I've got a {v} for getting around",
                    "my ride is a {v}",
                ],
                "sw": [
                    "sold the old one and got a {v}",
                    "bought a {v}",
                    "upgraded to a {v}",
                    "traded in for a {v}",
                ],
                "plan": ["buy a {v}", "get a {v}", "lease a {v}"],
                "use": [
                    "the {v} needs new tyres already",
                    "squeezed the {v} into a tiny spot, proud of myself",
                    "someone scratched my {v} outside the station 😤",
                    "took the {v} out to the lake on sunday",
                    "the {v} made a weird noise all the way home",
                ],
                "old": [
                    "saw a {old} exactly like my old one, felt a pang",
                    "miss my old {old} tbh",
                ],
                "oth": ["{Who} drives a {x}", "{Who} just bought a {x}"],
                "ask": ["anyone own a {x}? reliable?", "is the {x} any good? {who} is looking"],
                "reasons": [
                    ("the old one failed inspection", "failed inspection"),
                    ("there's a baby on the way", "baby on the way"),
                    ("parking is impossible", "parking is impossible"),
                    ("I wanted to go electric", "go electric"),
                ],
                "cq": [
                    "what do I get around on these days?",
                    "what car or bike have I got now?",
                    "what's {name} driving or riding now?",
                    "remind me what my current wheels are",
                ],
                "hq": [
                    "what did I have before the {cur}?",
                    "what was {name} driving before the {cur}?",
                ],
                "fq": ["what was my first car or bike here?"],
                "aq": [
                    "what was I getting around on on {date}?",
                    "what car or bike did {name} have on {date}?",
                ],
                "pq": [
                    "what car or bike am I planning to get?",
                    "what is {name} planning to buy to get around?",
                ],
                "yq": ["why did I get rid of the {old}?", "why did {name} replace the {old}?"],
            },
            "zh": {
                "q": "车",
                "qp": "车",
                "n": ["车", "代步工具"],
                "pool": [
                    "比亚迪海豚",
                    "丰田卡罗拉",
                    "本田飞度",
                    "小牛电动车",
                    "捷安特自行车",
                    "大众高尔夫",
                    "五菱宏光",
                    "特斯拉Model 3",
                    "雅迪电瓶车",
                ],
                "st": ["我代步用的是{v}", "我的车是{v}", "买了辆{v}代步", "我现在的座驾是{v}"],
                "sw": ["把旧的卖了换了{v}", "新买了{v}", "换成{v}了"],
                "plan": ["买{v}", "换{v}", "租一辆{v}"],
                "use": [
                    "{v}又要换轮胎了",
                    "把{v}停进一个超小的位置，骄傲",
                    "{v}在车站门口被人刮了😤",
                    "周日骑着/开着{v}去湖边",
                    "{v}一路上有怪声",
                ],
                "old": ["看到一辆跟我以前那辆一样的{old}，有点舍不得"],
                "oth": ["{who}开的是{x}", "{who}刚买了{x}"],
                "ask": ["有人用过{x}吗？靠谱吗？", "{x}怎么样？{who}在看"],
                "reasons": [
                    ("年检没过", "年检没过"),
                    ("要生宝宝了", "生宝宝"),
                    ("停车太难", "停车太难"),
                    ("想换电动的", "换电动"),
                ],
                "cq": ["我现在代步用的是什么？", "{name}现在开/骑的是什么？", "我目前的车是什么？"],
                "hq": ["{cur}之前我用的是什么车？"],
                "aq": ["{date}的时候我代步用的是什么？"],
                "pq": ["我打算买什么车？", "{name}准备换什么代步工具？"],
                "yq": ["我为什么不要{old}了？"],
            },
        },
        "commute": {
            "kind": "org",
            "wh": ("what", "哪条"),
            "local": True,
            "gen": True,
            "impl": True,
            "stories": {"S": 3.0, "C": 3.5, "K": 0.8, "D": 0.8, "E": 1.5},
            "dfam": ["oth"],
            "en": {
                "q": "commute line",
                "qp": "lines",
                "n": ["commute", "line"],
                "pool": [
                    "U7",
                    "S41",
                    "Tram 28",
                    "M3 line",
                    "Blue Line",
                    "Bus 150",
                    "Green Line",
                    "Ferry F2",
                    "Tram 15",
                    "S8",
                ],
                "st": [
                    "I take the {v} to work",
                    "my commute is the {v}",
                    "it's the {v} every morning, door to door 35 min",
                    "I'm on the {v} most days",
                ],
                "sw": [
                    "switched to the {v}",
                    "started taking the {v}",
                    "changed my route to the {v}",
                ],
                "plan": ["try the {v} instead", "switch to the {v}"],
                "use": [
                    "{v} delayed AGAIN, 20 min on the platform",
                    "someone played trumpet on the {v} this morning lol",
                    "{v} was so packed I didn't touch the floor",
                    "fell asleep on the {v} and missed my stop 🙃",
                ],
                "old": ["took the {old} today for old times' sake"],
                "oth": [
                    "{Who} takes the {x}, lucky",
                    "{Who}'s commute is the {x}, 10 minutes flat",
                ],
                "scoped": [
                    "on office fridays it's the {v} though",
                    "if it snows I take the {v} instead",
                ],
                "reasons": [
                    ("the new job is across the river", "across the river"),
                    ("there's construction on the old line", "construction on the old line"),
                    ("it's a direct connection", "direct connection"),
                ],
            },
            "zh": {
                "q": "通勤线路",
                "qp": "线路",
                "n": ["通勤", "线路"],
                "pool": [
                    "地铁2号线",
                    "地铁10号线",
                    "轻轨3号线",
                    "71路公交",
                    "环线电车",
                    "S1线",
                    "机场快线",
                    "轮渡3线",
                ],
                "st": ["我每天坐{v}上班", "我通勤靠{v}", "我一般坐{v}", "{v}门到门35分钟"],
                "sw": ["改坐{v}了", "换成{v}了", "开始坐{v}了"],
                "plan": ["试试坐{v}", "换{v}"],
                "use": [
                    "{v}又晚点二十分钟",
                    "早上{v}上有人吹小号哈哈",
                    "{v}挤到脚都不沾地",
                    "在{v}上睡着坐过站了🙃",
                ],
                "old": ["今天特意坐了一趟{old}，怀旧一下"],
                "oth": ["{who}坐{x}，好羡慕", "{who}通勤坐{x}，十分钟就到"],
                "scoped": ["周五去办公室的话坐{v}", "下雪的时候改坐{v}"],
                "reasons": [
                    ("新公司在河对岸", "河对岸"),
                    ("原来的线在施工", "在施工"),
                    ("可以直达不用换乘", "不用换乘"),
                ],
            },
        },
        "board_game": {
            "kind": "title",
            "wh": ("what", "什么"),
            "gen": True,
            "modes": ["old", "new"],
            "stories": {"S": 2.0, "C": 4.0, "CC": 2.0, "K": 0.5},
            "dfam": ["oth", "ask", "rec", "reply"],
            "en": {
                "q": "favourite board game",
                "qp": "favourite games",
                "n": ["favourite game", "go-to game"],
                "pool": [
                    "Salt Lords",
                    "Spice Caravan",
                    "Lantern Keepers",
                    "Tidewater",
                    "Cartographers' Guild",
                    "Beehive Kingdom",
                    "Rail Barons of Mars",
                    "Moss & Stone",
                    "Nightmarket",
                    "Orchard Wars",
                    "Skyward Isles",
                    "Foxglove",
                ],
                "st": [
                    "my favourite game is {v}",
                    "{v} is my all-time fave",
                    "I can't stop playing {v}, it's the best",
                    "{v} is the one I always bring",
                ],
                "sw": [
                    "fell hard for {v}, it's my new favourite",
                    "switched favourites to {v}",
                    "found my new top game, {v}",
                ],
                "plan": ["learn {v} properly", "buy my own copy of {v}"],
                "use": [
                    "brought {v} to game night, won by one point 😎",
                    "taught two newbies {v}, they're hooked",
                    "{v} expansion arrived!!",
                    "played {v} three times this weekend, no regrets",
                ],
                "old": [
                    "played {old} again after ages, it's fine but meh now",
                    "lol remember when I was obsessed with {old}",
                ],
                "oth": ["{Who} is obsessed with {x}", "{Who} keeps asking to play {x}"],
                "ask": ["anyone played {x}? looks fun", "is {x} worth buying? {who} asked"],
                "rec": [
                    "{Who} recommends {x} for two players",
                    "someone at the café recommended {x}",
                ],
                "reasons": [
                    ("it plays well with two", "plays well with two"),
                    ("games are under an hour", "under an hour"),
                    ("the art is gorgeous", "art is gorgeous"),
                ],
                "cq": [
                    "what's my favourite board game right now?",
                    "which game is my current favourite?",
                    "what's {name}'s go-to game these days?",
                ],
                "hq": [
                    "what was my favourite game before {cur}?",
                    "which game did {name} love before {cur}?",
                ],
                "fq": ["what was my very first favourite game in this group?"],
                "aq": ["what was my favourite game on {date}?"],
                "yq": [
                    "why did I stop loving {old}?",
                    "what made {name} switch favourites from {old}?",
                ],
            },
            "zh": {
                "q": "最喜欢的桌游",
                "qp": "喜欢的桌游",
                "n": ["最爱的桌游", "本命桌游"],
                "pool": [
                    "星港争霸",
                    "茶马古道",
                    "灯笼守夜人",
                    "海盗迷城",
                    "蜂巢王国",
                    "火星铁路",
                    "夜市大亨",
                    "翡翠山谷",
                    "云海列岛",
                ],
                "st": [
                    "我最喜欢的桌游是{v}",
                    "{v}是我的本命",
                    "最近停不下来的是{v}，最爱",
                    "我每次都带{v}",
                ],
                "sw": ["爱上了{v}，新本命", "本命换成{v}了", "被{v}圈粉了，现在最爱它"],
                "plan": ["好好学{v}", "自己买一套{v}"],
                "use": [
                    "带了{v}去桌游夜，赢了一分😎",
                    "教两个新人玩{v}，他们上瘾了",
                    "{v}的扩展到了！！",
                    "这周末玩了三局{v}",
                ],
                "old": ["隔了好久又玩了{old}，感觉一般了", "还记得我以前沉迷{old}吗哈哈"],
                "oth": ["{who}沉迷{x}", "{who}老是要玩{x}"],
                "ask": ["有人玩过{x}吗？看着好玩", "{x}值得买吗？{who}问的"],
                "rec": ["{who}推荐{x}，说两个人玩也好", "店里有人推荐{x}"],
                "reasons": [
                    ("两个人玩也好玩", "两个人玩"),
                    ("一局不到一小时", "不到一小时"),
                    ("美术太好看了", "美术太好看"),
                ],
                "cq": ["我现在最喜欢的桌游是什么？", "{name}最近的本命桌游是哪个？"],
                "hq": ["爱上{cur}之前我最喜欢哪个桌游？"],
                "aq": ["{date}的时候我最喜欢的桌游是什么？"],
                "yq": ["我为什么不那么喜欢{old}了？"],
            },
        },
        "club_book": {
            "kind": "title",
            "wh": ("what", "什么"),
            "gen": True,
            "modes": ["old", "new", "twostep", "late"],
            "stories": {"S": 1.0, "C": 3.0, "CC": 3.0, "P": 2.0},
            "dfam": ["oth", "ask", "rec"],
            "en": {
                "q": "book club book",
                "qp": "books",
                "n": ["book club book", "club book"],
                "pool": [
                    "The Salt Orchard",
                    "A Map of Quiet Rooms",
                    "Northern Weather",
                    "The Glass Ferry",
                    "Seven Borrowed Summers",
                    "The Tin Lighthouse",
                    "Small Hours in Lagos",
                    "The Cartographer's Daughter",
                    "Letters from Kessel",
                    "Autumn on Tenth Street",
                    "The Weight of Rivers",
                    "House of Paper Birds",
                ],
                "st": [
                    "I'm reading {v} for book club",
                    "book club book for me right now: {v}",
                    "we're doing {v} in book club",
                    "{v} is the book club pick I'm on",
                ],
                "sw": [
                    "started the new club book, {v}",
                    "moved on to {v} for book club",
                    "picked up {v}, the new book club read",
                ],
                "plan": ["read {v} next for the club", "pick {v} for the next round"],
                "use": [
                    "{v} chapter 4 broke me 😭",
                    "only 50 pages into {v}, don't spoil",
                    "annotating {v} like a nerd",
                    "the ending of {v} better be worth it",
                ],
                "old": [
                    "still thinking about {old} honestly",
                    "someone asked me about {old}, I gushed for 10 min",
                ],
                "oth": [
                    "{Who}'s book club is doing {x}",
                    "{Who} is reading {x} and won't shut up about it",
                ],
                "ask": [
                    "has anyone read {x}? is it good?",
                    "is {x} worth it? {who} gave it 2 stars",
                ],
                "rec": [
                    "{Who} recommends {x}, adding to the pile",
                    "saw {x} in the shop window, looks good",
                ],
                "reasons": [],
                "cq": [
                    "what book am I reading for book club now?",
                    "what's my current book club book?",
                    "which book is {name} on for book club?",
                ],
                "hq": [
                    "what did I read for book club before {cur}?",
                    "which book was {name} on before {cur}?",
                ],
                "fq": ["what was the first book club book I read with the group?"],
                "aq": [
                    "what was I reading for book club on {date}?",
                    "which book club book was {name} on on {date}?",
                ],
                "pq": [
                    "what am I planning to read next for book club?",
                    "which book is {name} lining up next for the club?",
                ],
            },
            "zh": {
                "q": "读书会的书",
                "qp": "书",
                "n": ["读书会的书"],
                "pool": [
                    "雾中的港口",
                    "第七个夏天",
                    "纸鸟之家",
                    "河流的重量",
                    "北方来信",
                    "玻璃渡轮",
                    "安静房间的地图",
                    "锡灯塔",
                    "南方的盐",
                ],
                "st": [
                    "我在读读书会的《{v}》",
                    "读书会这期我读的是《{v}》",
                    "我们读书会在读《{v}》",
                ],
                "sw": [
                    "开始读读书会的新书《{v}》了",
                    "读书会换到《{v}》了",
                    "翻开了新一期的《{v}》",
                ],
                "plan": ["下一本读《{v}》", "下次选《{v}》"],
                "use": [
                    "《{v}》第四章看哭了😭",
                    "《{v}》才看了五十页，别剧透",
                    "在《{v}》上做了好多笔记",
                    "《{v}》的结局最好值得",
                ],
                "old": ["还在想《{old}》", "有人问我《{old}》，我说了半天"],
                "oth": ["{who}的读书会在读《{x}》", "{who}在看《{x}》，一直安利"],
                "ask": ["有人看过《{x}》吗？好看吗？", "《{x}》值得读吗？{who}只给了两星"],
                "rec": ["{who}推荐《{x}》，加入书单", "在书店橱窗看到《{x}》，好像不错"],
                "reasons": [],
                "cq": [
                    "我现在读书会在读哪本书？",
                    "{name}读书会这期读的是什么？",
                    "我现在的读书会的书是哪本？",
                ],
                "hq": ["读《{cur}》之前，读书会我读的是哪本？"],
                "fq": ["我在读书会读的第一本书是什么？"],
                "aq": ["{date}的时候我读书会在读什么？"],
                "pq": ["我打算读书会下一本读什么？", "{name}下一本准备读哪本？"],
            },
        },
        "game_cafe": {
            "kind": "org",
            "wh": ("what", "哪家"),
            "local": True,
            "household": False,
            "gen": True,
            "impl": True,
            "stories": {"S": 3.0, "C": 3.0, "K": 0.8, "R": 0.5, "D": 1.0, "P": 0.8},
            "dfam": ["oth", "ask", "rec", "reply"],
            "en": {
                "q": "board-game café",
                "qp": "board-game cafés",
                "n": ["game café", "board game café", "usual spot"],
                "pool": [
                    "Meeple & Mug",
                    "The Rolling Hex",
                    "Dice Republic",
                    "Pawn & Pint",
                    "Cardboard Castle",
                    "The Meeple Jar",
                    "Tabletop Tavern",
                    "Critical Roll",
                    "The Snug Dice",
                ],
                "st": [
                    "we play at {v}",
                    "our game nights are at {v}",
                    "{v} is our usual spot",
                    "our group meets at {v} on thursdays",
                ],
                "sw": [
                    "moved game night to {v}",
                    "switched our spot to {v}",
                    "started doing game nights at {v}",
                ],
                "plan": ["move game night to {v}", "try {v} for game night"],
                "use": [
                    "{v} has a new shelf of games!!",
                    "{v} nachos are dangerously good",
                    "booked the big table at {v} for thursday",
                    "{v} staff explained a rulebook for 20 minutes bless them",
                ],
                "old": ["walked past {old}, the window display hasn't changed in a year"],
                "oth": ["{Who}'s group plays at {x}", "{Who} says {x} is the best café in town"],
                "reasons": [
                    ("the old place started charging a table fee", "table fee"),
                    ("it was too small for our group", "too small for our group"),
                    ("the new place is open late", "open late"),
                ],
            },
            "zh": {
                "q": "桌游店",
                "qp": "桌游店",
                "n": ["桌游店", "据点"],
                "pool": [
                    "骰子小馆",
                    "棋乐坊",
                    "桌游部落",
                    "方块咖啡",
                    "猫头鹰桌游吧",
                    "木棋屋",
                    "回合制咖啡",
                ],
                "st": ["我们在{v}玩", "桌游夜在{v}", "{v}是我们的老据点", "每周四在{v}聚"],
                "sw": ["桌游夜改到{v}了", "据点换成{v}了", "开始在{v}办桌游夜了"],
                "plan": ["把桌游夜挪到{v}", "去{v}试试"],
                "use": [
                    "{v}上新了一整架游戏！！",
                    "{v}的玉米片太好吃了",
                    "在{v}订了周四的大桌",
                    "{v}店员给我们讲规则讲了二十分钟",
                ],
                "old": ["路过{old}，橱窗一年没换过"],
                "oth": ["{who}他们在{x}玩", "{who}说{x}是城里最好的桌游店"],
                "reasons": [
                    ("开始收桌费", "桌费"),
                    ("地方太小坐不下", "坐不下"),
                    ("营业到很晚", "营业到很晚"),
                ],
            },
        },
        "sports_team": {
            "kind": "org",
            "wh": ("what", "哪个"),
            "local": True,
            "gen": True,
            "multi": True,
            "stories": {"S": 3.0, "C": 3.0, "K": 0.8, "D": 1.0, "X": 2.0},
            "dfam": ["oth", "ask", "reply"],
            "en": {
                "q": "sports team",
                "qp": "teams",
                "n": ["team", "league team"],
                "pool": [
                    "Canal Kickers",
                    "Tuesday Turtles",
                    "Red Herrings FC",
                    "Late Tacklers",
                    "Volley Llamas",
                    "Spin Doctors TTC",
                    "Frisbee Foxes",
                    "Net Results",
                    "Dropshot Dragons",
                    "Offside Owls",
                ],
                "st": [
                    "I play for {v} in the rec league",
                    "I'm on {v}",
                    "I joined {v} for the season",
                    "{v} is my team",
                ],
                "sw": ["switched teams to {v}", "got traded to {v} lol", "joined {v} instead"],
                "plan": ["join {v}", "try out for {v}"],
                "use": [
                    "{v} lost 5-1, we don't talk about it",
                    "{v} training in the rain, character building",
                    "{v} won!! first time this season",
                    "washed the {v} kits, my whole flat smells",
                ],
                "old": ["played against {old} today, weird seeing old teammates"],
                "oth": ["{Who} plays for {x}", "{Who} just joined {x}"],
                "add": [
                    "also joined {v} for the summer, still with {a}",
                    "playing for {a} and now {v} too, legs are dead",
                ],
                "drop": ["left {old}, too many injuries", "quit {old} for now"],
                "both": ["two teams now: {a} and {v}", "I play for {a} and {v}, yes I'm tired"],
                "reasons": [
                    ("training clashed with my language class", "clashed with my language class"),
                    ("they needed a keeper", "needed a keeper"),
                    ("the old team folded", "team folded"),
                ],
            },
            "zh": {
                "q": "球队",
                "qp": "球队",
                "n": ["球队", "队"],
                "pool": [
                    "周三飞盘队",
                    "红鲱鱼足球队",
                    "羽毛球同好会",
                    "晚风篮球队",
                    "海豚排球队",
                    "周日跑团",
                    "乒乓快乐队",
                ],
                "st": ["我在{v}打球", "我是{v}的", "这赛季加入了{v}", "{v}是我的队"],
                "sw": ["转到{v}了", "换队去了{v}", "加入了{v}"],
                "plan": ["加入{v}", "去{v}试训"],
                "use": [
                    "{v}一比五输了，别提了",
                    "{v}冒雨训练",
                    "{v}赢了！！本赛季第一胜",
                    "洗了{v}的队服，满屋子味道",
                ],
                "old": ["今天跟{old}打比赛，老队友见面好奇怪"],
                "oth": ["{who}在{x}", "{who}刚加入{x}"],
                "add": ["又加了{v}，{a}那边也继续", "{a}和{v}两边打，腿废了"],
                "drop": ["退出了{old}，伤太多", "暂时不去{old}了"],
                "both": ["现在两个队：{a}和{v}", "我在{a}和{v}都有打"],
                "reasons": [
                    ("训练跟语言课冲突", "跟语言课冲突"),
                    ("他们缺守门员", "缺守门员"),
                    ("原来的队解散了", "解散"),
                ],
            },
        },
    }
)

SLOTS.update(
    {
        "streaming": {
            "kind": "org",
            "wh": ("what", "哪个"),
            "household": True,
            "gen": True,
            "multi": True,
            "stories": dict(ALL, X=2.5),
            "dfam": ["oth", "quote", "ask", "ad", "rec", "reply"],
            "en": {
                "q": "streaming service",
                "qp": "streaming services",
                "n": ["streaming", "streaming sub"],
                "pool": [
                    "Streamly",
                    "FlixBox",
                    "Vidora",
                    "Kinoplus",
                    "PlayReel",
                    "Lumen TV",
                    "Reelhouse",
                    "Cinemora",
                    "WatchNest",
                ],
                "st": [
                    "we have {v}",
                    "I pay for {v}",
                    "{v} is the only streaming I've got",
                    "we watch everything on {v}",
                ],
                "sw": [
                    "cancelled the old one and got {v}",
                    "switched streaming to {v}",
                    "moved over to {v}",
                ],
                "plan": ["get {v}", "switch to {v}", "try the {v} free trial"],
                "use": [
                    "binged half a season on {v} last night oops",
                    "{v} raised prices again 😑",
                    "{v} keeps recommending me cooking shows",
                    "{v} buffering during the finale, RAGE",
                ],
                "old": ["{old} still emailing 'we miss you' lol"],
                "add": [
                    "also got {v} for the football, keeping {a}",
                    "added {v} on top of {a}, don't judge",
                ],
                "drop": ["cancelled {old}, nothing to watch", "finally killed the {old} sub"],
                "both": ["we've got {a} and {v}", "I pay for {a} and {v}, yes both"],
                "reasons": [
                    ("the old service pulled all the good shows", "pulled all the good shows"),
                    ("another price hike", "price hike"),
                    ("it has subtitles in my language", "subtitles in my language"),
                    ("the password sharing crackdown", "password sharing"),
                ],
            },
            "zh": {
                "q": "视频会员",
                "qp": "视频会员",
                "n": ["视频会员", "视频平台"],
                "pool": [
                    "星河视频",
                    "橙子影视",
                    "蓝莓TV",
                    "奇点视频",
                    "光影Plus",
                    "追剧猫",
                    "青柠影院",
                ],
                "st": [
                    "我们家用{v}",
                    "我开了{v}的会员",
                    "我只有{v}一个会员",
                    "我平时都在{v}上看剧",
                ],
                "sw": ["退了旧的，开了{v}", "换成{v}了", "转到{v}了"],
                "plan": ["开{v}", "换{v}", "试试{v}的免费试用"],
                "use": [
                    "昨晚在{v}上一口气看了半季",
                    "{v}又涨价了😑",
                    "{v}老给我推做饭节目",
                    "{v}在大结局卡住了，气死",
                ],
                "old": ["{old}还在发“我们想你”的邮件"],
                "add": ["又开了{v}看球，{a}也留着", "在{a}之外又开了{v}，别笑"],
                "drop": ["退订了{old}，没啥看的", "终于把{old}停了"],
                "both": ["家里有{a}和{v}", "{a}和{v}我都开了"],
                "reasons": [
                    ("好剧都下架了", "下架"),
                    ("一直涨价", "一直涨价"),
                    ("有中文字幕", "中文字幕"),
                    ("不让共享账号", "共享账号"),
                ],
            },
        },
        "grocery": {
            "kind": "org",
            "wh": ("what", "哪个"),
            "household": True,
            "gen": True,
            "impl": True,
            "stories": dict(ALL, E=1.5),
            "dfam": ["oth", "quote", "ask", "ad", "rec", "reply"],
            "en": {
                "q": "grocery delivery",
                "qp": "grocery services",
                "n": ["grocery delivery", "grocery app"],
                "pool": [
                    "Basketly",
                    "FreshDrop",
                    "Larder Run",
                    "Cartwheel",
                    "Greengo",
                    "Pantry Express",
                    "Crisper",
                    "Hamper & Co",
                    "Bodega Box",
                ],
                "st": [
                    "we get groceries from {v}",
                    "{v} does our weekly shop",
                    "I order food via {v}",
                    "the {v} van comes on sundays",
                ],
                "sw": [
                    "switched our weekly shop to {v}",
                    "moved to {v} for groceries",
                    "started using {v} instead",
                ],
                "plan": ["try {v}", "switch the weekly shop to {v}"],
                "use": [
                    "{v} forgot the eggs again",
                    "the {v} driver left everything with the neighbour lol",
                    "{v} substituted oat milk with... mayonnaise??",
                    "{v} order came in 20 min, witchcraft",
                ],
                "old": ["{old} sent a 'come back' voucher, nice try"],
                "scoped": [
                    "for asian groceries it's {v} though",
                    "the big monthly stock-up we do at {v}, the rest is as usual",
                ],
                "reasons": [
                    ("the delivery slots were always full", "delivery slots"),
                    ("the new one has the stuff from home", "stuff from home"),
                    ("the minimum order went up", "minimum order"),
                    ("the delivery fee is lower", "delivery fee"),
                ],
            },
            "zh": {
                "q": "买菜平台",
                "qp": "买菜平台",
                "n": ["买菜app", "生鲜配送"],
                "pool": [
                    "鲜到家",
                    "菜篮子快送",
                    "叮当买菜",
                    "亚超速递",
                    "东方超市外卖",
                    "小菜园",
                    "每日鲜达",
                ],
                "st": ["我们在{v}买菜", "每周靠{v}送菜", "{v}每周日给我们送货", "买菜我都用{v}"],
                "sw": ["买菜换成{v}了", "改用{v}买菜了", "开始用{v}了"],
                "plan": ["试试{v}", "改用{v}"],
                "use": [
                    "{v}又忘了送鸡蛋",
                    "{v}的司机把东西放邻居家了哈哈",
                    "{v}把燕麦奶换成了……蛋黄酱？？",
                    "{v}二十分钟就送到了",
                ],
                "old": ["{old}发了个“回来吧”的优惠券"],
                "scoped": ["买中国菜的话用{v}", "每个月大采购在{v}，平时还是原来的"],
                "reasons": [
                    ("配送时间总是约满", "约满"),
                    ("有家乡的东西", "家乡的东西"),
                    ("起送价涨了", "起送价"),
                    ("配送费便宜", "配送费"),
                ],
            },
        },
        "insurer": {
            "kind": "org",
            "wh": ("what", "哪家"),
            "gen": True,
            "impl": True,
            "stories": dict(ALL, E=1.2),
            "dfam": ["oth", "quote", "ask", "ad", "rec"],
            "en": {
                "q": "health insurer",
                "qp": "insurers",
                "n": ["health insurance", "insurer", "health cover"],
                "pool": [
                    "Aldmark Health",
                    "Veritas Care",
                    "NordSure",
                    "Helvia",
                    "Caravel Insurance",
                    "Mediplan",
                    "Solace Health",
                    "Amberline",
                    "Kindred Cover",
                ],
                "st": [
                    "my health insurance is with {v}",
                    "I'm covered by {v}",
                    "{v} is my insurer",
                    "I'm insured through {v}",
                ],
                "sw": [
                    "switched health insurance to {v}",
                    "moved my cover to {v}",
                    "signed up with {v} and cancelled the old policy",
                ],
                "plan": ["switch to {v}", "get cover with {v}", "move to {v} next year"],
                "use": [
                    "{v} rejected my physio claim 🙄",
                    "{v} card finally arrived in the post",
                    "on hold with {v} for 35 min",
                    "{v} reimbursed the dentist, miracle",
                ],
                "old": ["{old} sent me a survey about why I left lol"],
                "scoped": [
                    "dental is through {v} though, separate policy",
                    "the travel cover is {v}, main insurance unchanged",
                ],
                "reasons": [
                    ("the premiums doubled", "premiums doubled"),
                    ("claims took months", "claims took months"),
                    ("my employer pays for it", "employer pays"),
                ],
            },
            "zh": {
                "q": "医疗保险",
                "qp": "保险",
                "n": ["医保", "保险"],
                "pool": [
                    "安康保险",
                    "平和健康",
                    "泰盛医保",
                    "守护者保险",
                    "华安医疗保险",
                    "康宁人寿",
                    "佑安保险",
                ],
                "st": ["我的医保在{v}", "我买的是{v}", "我的保险是{v}的"],
                "sw": ["把医保换到{v}了", "转投{v}了", "买了{v}，旧的退了"],
                "plan": ["换{v}", "转到{v}", "明年换{v}"],
                "use": [
                    "{v}拒赔了我的理疗😒",
                    "{v}的保险卡终于寄到了",
                    "给{v}打电话等了三十五分钟",
                    "{v}居然报销了牙医",
                ],
                "old": ["{old}发问卷问我为什么退保"],
                "scoped": ["牙科的保险是{v}，单独买的", "旅行险是{v}的，医保没变"],
                "reasons": [
                    ("保费翻倍", "保费翻倍"),
                    ("理赔要好几个月", "理赔要好几个月"),
                    ("公司给报", "公司给报"),
                ],
            },
        },
        "tax_adviser": {
            "kind": "org",
            "wh": ("who", "谁"),
            "gen": True,
            "impl": True,
            "stories": dict(ALL, E=1.5),
            "dfam": ["oth", "ask", "rec", "reply"],
            "en": {
                "q": "tax adviser",
                "qp": "tax advisers",
                "n": ["tax adviser", "accountant"],
                "pool": [
                    "Brandt & Lowe",
                    "TaxBridge",
                    "Carvalho Contabilidade",
                    "Expat Tax Desk",
                    "Pemberton Accounts",
                    "Moritz Steuerberatung",
                    "Clearledger",
                    "Ledgerly",
                    "Okoro & Partners",
                ],
                "st": [
                    "{v} does my taxes",
                    "my tax adviser is {v}",
                    "I use {v} for the tax return",
                    "{v} handles all my tax stuff",
                ],
                "sw": [
                    "switched accountants to {v}",
                    "moved my tax stuff to {v}",
                    "hired {v} for this year's return",
                ],
                "plan": ["hire {v}", "go with {v} for the return", "switch to {v}"],
                "use": [
                    "{v} needs my receipts by friday, panic",
                    "{v} found a deduction I didn't know about!!",
                    "{v} invoice arrived, worth it tho",
                    "call with {v} about the treaty stuff, my head hurts",
                ],
                "old": ["{old} still has my 2024 folder somewhere"],
                "oth": ["{Who} uses {x} for taxes", "{Who}'s accountant is {x}"],
                "scoped": [
                    "the stuff back home is still done by {v} though",
                    "for the rental income I use {v}, separate thing",
                ],
                "reasons": [
                    ("the old accountant missed a deadline", "missed a deadline"),
                    ("the new firm specialises in expats", "specialises in expats"),
                    ("the fee went up a lot", "fee went up"),
                    ("the new one answers emails within a day", "within a day"),
                ],
            },
            "zh": {
                "q": "税务顾问",
                "qp": "税务顾问",
                "n": ["会计", "税务顾问"],
                "pool": [
                    "周会计",
                    "信达税务",
                    "海外报税通",
                    "明德税务所",
                    "孙会计",
                    "诚立财税",
                    "李会计",
                ],
                "st": ["{v}帮我报税", "我的税务顾问是{v}", "我报税找的{v}"],
                "sw": ["报税换成{v}了", "今年找了{v}报税"],
                "plan": ["找{v}", "换{v}报税"],
                "use": [
                    "{v}要我周五前交票据，慌",
                    "{v}帮我找到一项抵扣！！",
                    "{v}的账单来了，值",
                    "跟{v}开会讲税收协定，头疼",
                ],
                "old": ["{old}那边还有我2024年的资料"],
                "oth": ["{who}报税找{x}", "{who}的会计是{x}"],
                "scoped": ["国内那边的税还是{v}帮我报", "房租收入那块找{v}"],
                "reasons": [
                    ("错过了截止日期", "截止日期"),
                    ("专门做海外华人", "专门做海外"),
                    ("收费涨了很多", "收费涨"),
                    ("回邮件特别快", "回邮件特别快"),
                ],
            },
        },
        "vet": {
            "kind": "org",
            "wh": ("what", "哪家"),
            "local": True,
            "household": True,
            "needs": "pet",
            "gen": True,
            "impl": True,
            "stories": {"S": 3.0, "C": 3.0, "K": 0.8, "D": 0.8},
            "dfam": ["oth", "ask", "rec"],
            "en": {
                "q": "vet",
                "qp": "vets",
                "n": ["vet", "vet clinic"],
                "pool": [
                    "Paws & Claws Vet",
                    "Dr. Amsel",
                    "Whiskers Clinic",
                    "Greenfield Vets",
                    "Tierarzt Hofmann",
                    "Furlong Animal Hospital",
                    "Happy Tails Vet",
                    "Clínica Veterinária Sol",
                ],
                "st": [
                    "our vet is {v}",
                    "we take the {animal} to {v}",
                    "{v} is the vet we use",
                    "the {animal}'s vet is {v}",
                ],
                "sw": [
                    "moved the {animal} to {v}",
                    "registered the {animal} with {v}",
                    "switched vets to {v}",
                ],
                "plan": ["switch to {v}", "register the {animal} at {v}"],
                "use": [
                    "{v} visit cost more than my own doctor lol",
                    "the {animal} hid under the bed all morning after {v}",
                    "{v} says the {animal} needs to lose weight 😂",
                    "booster jabs at {v} done",
                ],
                "old": ["{old} sent a birthday card for the {animal} 🥹"],
                "oth": ["{Who} takes her dog to {x}", "{Who}'s vet is {x}"],
                "reasons": [
                    ("the old vet misdiagnosed him", "misdiagnosed"),
                    ("the new one does house calls", "house calls"),
                    ("the old vet retired", "vet retired"),
                ],
            },
            "zh": {
                "q": "宠物医院",
                "qp": "宠物医院",
                "n": ["宠物医院", "兽医"],
                "pool": [
                    "爱宠动物医院",
                    "小爪子诊所",
                    "萌宠医院",
                    "瑞鹏宠物医院",
                    "安心宠物诊所",
                    "毛孩子医院",
                ],
                "st": ["我们家{animal}看病去{v}", "{v}是我们的宠物医院", "{animal}在{v}建了档"],
                "sw": ["把{animal}转到{v}了", "换到{v}了"],
                "plan": ["换{v}", "带{animal}去{v}建档"],
                "use": [
                    "{v}看一次比我自己看病还贵",
                    "从{v}回来{animal}在床底下躲了一上午",
                    "{v}说{animal}要减肥😂",
                    "{v}打完疫苗了",
                ],
                "old": ["{old}给{animal}寄了生日卡🥹"],
                "oth": ["{who}带狗去{x}", "{who}家的兽医是{x}"],
                "reasons": [
                    ("误诊了", "误诊"),
                    ("可以上门", "上门"),
                    ("原来的兽医退休了", "兽医退休"),
                ],
            },
        },
        "pet": {
            "kind": "person",
            "wh": ("what", "叫什么"),
            "household": True,
            "needs": "pet",
            "gen": False,
            "multi": True,
            "asof": False,
            "stories": {"S": 3.0, "X": 3.0},
            "dfam": ["oth"],
            "en": {
                "q": "pet",
                "qp": "pets",
                "n": ["pet"],
                "pool": [
                    "Gizmo",
                    "Pimenta",
                    "Noodle",
                    "Waffles",
                    "Pepita",
                    "Bramble",
                    "Juniper",
                    "Ziggy",
                    "Marzipan",
                ],
                "st": [
                    "we have a {animal} called {v}",
                    "{v} is our {animal}",
                    "my {animal} {v} says hi 🐾",
                    "we adopted a {animal} called {v} last year",
                ],
                "sw": ["adopted {v}"],
                "plan": ["adopt {v}"],
                "use": [
                    "{v} knocked my coffee off the table, again",
                    "{v} is sleeping on my keyboard, can't work",
                    "{v} learned to open the fridge???",
                    "{v} at the vet today, fingers crossed",
                ],
                "oth": ["{Who}'s {animal} is called {x}", "{Who} just got a puppy called {x}"],
                "add": [
                    "we adopted another one! meet {v}. {a} is not impressed",
                    "{a} has a sibling now, {v} 🐾",
                ],
                "both": [
                    "we have two {animal}s, {a} and {v}",
                    "our {animal}s {a} and {v} are fighting over the sofa again",
                ],
                "reasons": [],
                "cq": [
                    "what's my pet called?",
                    "what's the name of {name}'s pet?",
                    "remind me of my pet's name",
                ],
                "xq": [
                    "what are my pets' names?",
                    "list all my pets",
                    "what pets does {name} have? names pls",
                ],
            },
            "zh": {
                "q": "宠物",
                "qp": "宠物",
                "n": ["宠物"],
                "pool": ["豆豆", "年糕", "球球", "花卷", "团子", "旺财", "咪咪", "布丁"],
                "st": [
                    "我们家有只{animal}叫{v}",
                    "{v}是我们家的{animal}",
                    "我家{animal}{v}向大家问好🐾",
                ],
                "sw": ["领养了{v}"],
                "plan": ["领养{v}"],
                "use": [
                    "{v}又把我的咖啡推到地上",
                    "{v}睡在我键盘上，没法干活",
                    "{v}学会开冰箱了？？？",
                    "今天带{v}去看病，祈祷",
                ],
                "oth": ["{who}家的{animal}叫{x}", "{who}刚养了只小狗叫{x}"],
                "add": ["又领养了一只！{v}来了，{a}很不爽", "{a}有伴了，叫{v}🐾"],
                "both": ["家里两只{animal}：{a}和{v}", "我家两只{animal}{a}和{v}在抢沙发"],
                "reasons": [],
                "cq": ["我的宠物叫什么？", "{name}家宠物叫什么名字？"],
                "xq": ["我家的宠物都叫什么？", "{name}家有哪些宠物？名字列一下"],
            },
        },
        "partner": {
            "kind": "person",
            "wh": ("who", "谁"),
            "needs": "partner",
            "gen": False,
            "stories": {"S": 5.0, "C": 2.5},
            "dfam": ["oth"],
            "en": {
                "q": "partner",
                "qp": "partners",
                "n": ["partner"],
                "pool": [
                    "Tomé",
                    "Ravi",
                    "Elodie",
                    "Matthijs",
                    "Ana Luísa",
                    "Kwame",
                    "Ilse",
                    "Dario",
                    "Noor",
                    "Felix",
                    "Saoirse",
                ],
                "st": [
                    "my partner's {v}",
                    "{v} (my partner) says hi",
                    "I moved here with my partner {v}",
                    "{v} and I live together",
                ],
                "sw": ["started seeing {v}, it's official now 🥰", "got together with {v}"],
                "plan": ["move in with {v}"],
                "use": [
                    "{v} made dumplings for everyone, I'm lucky",
                    "{v} is out of town so it's me and the takeaway menu",
                    "date night with {v} at the new thai place",
                    "{v} beat me at Scrabble again",
                ],
                "old": ["{old} texted happy birthday, that was nice"],
                "oth": ["{Who}'s partner is {x}", "{Who} is dating someone called {x}"],
                "leave": [
                    "{old} and I split up. it's for the best",
                    "so... {old} and I broke up. I'm ok, mostly",
                ],
                "reasons": [],
                "cq": [
                    "who's my partner these days?",
                    "who is {name} with now?",
                    "remind me my partner's name",
                ],
                "hq": ["who was I with before {cur}?", "who was {name}'s partner before {cur}?"],
                "aq": ["who was my partner on {date}?"],
            },
            "zh": {
                "q": "对象",
                "qp": "对象",
                "n": ["对象"],
                "pool": ["陈浩", "刘雨桐", "马克", "阿杰", "周子涵", "林一帆", "苏晨"],
                "st": [
                    "我对象是{v}",
                    "{v}（我对象）问大家好",
                    "我是跟对象{v}一起搬过来的",
                    "我和{v}住在一起",
                ],
                "sw": ["开始跟{v}在一起了🥰", "有新对象了，是{v}"],
                "plan": ["跟{v}同居"],
                "use": [
                    "{v}给大家包了饺子，幸福",
                    "{v}出差了，我一个人吃外卖",
                    "跟{v}去新开的泰国餐厅约会",
                    "{v}又下棋赢我",
                ],
                "old": ["{old}发消息祝我生日快乐，挺好的"],
                "oth": ["{who}的对象叫{x}", "{who}在跟一个叫{x}的人约会"],
                "leave": ["跟{old}分手了，好聚好散", "我和{old}分开了，还好吧"],
                "reasons": [],
                "cq": ["我现在的对象是谁？", "{name}现在跟谁在一起？"],
                "hq": ["在{cur}之前我跟谁在一起？"],
                "aq": ["{date}的时候我的对象是谁？"],
            },
        },
        "flatmate": {
            "kind": "person",
            "wh": ("who", "谁"),
            "local": True,
            "gen": False,
            "multi": True,
            "stories": {"S": 2.0, "C": 2.5, "K": 0.6, "X": 2.5},
            "dfam": ["oth"],
            "en": {
                "q": "flatmate",
                "qp": "flatmates",
                "n": ["flatmate"],
                "pool": [
                    "Bruno",
                    "Ottilie",
                    "Jasper",
                    "Sanne",
                    "Rafaela",
                    "Leif",
                    "Mehmet",
                    "Clio",
                    "Dmitri",
                    "Aurelie",
                ],
                "st": [
                    "I live with {v}",
                    "my flatmate is {v}",
                    "I'm sharing a flat with {v}",
                    "{v} is my flatmate",
                ],
                "sw": [
                    "got a new flatmate, {v}",
                    "let the spare room to {v}",
                    "welcomed {v} into the spare room",
                ],
                "plan": ["let the room to {v}", "take {v} as a flatmate"],
                "use": [
                    "{v} made banana bread, house smells amazing",
                    "{v} left the dishes for three days 😤",
                    "{v} and I watched the match together",
                    "{v} is learning guitar. at midnight.",
                ],
                "old": ["{old} still gets post at our address"],
                "oth": ["{Who}'s flatmate is {x}", "{Who} lives with someone called {x}"],
                "add": [
                    "{v} moved into the third room, {a} is thrilled",
                    "new addition: {v} took the box room, {a} stays",
                ],
                "drop": ["{old} moved out last weekend, sad", "{old} is gone, room's empty"],
                "both": ["I live with {a} and {v}", "flat update: it's me, {a} and {v}"],
                "leave": ["{old} moved out last weekend 😢", "{old} is gone, the room's empty now"],
                "reasons": [
                    ("the last one moved back home", "moved back home"),
                    ("splitting rent three ways is cheaper", "three ways"),
                    ("I needed someone quieter", "someone quieter"),
                ],
                "cq": [
                    "who's my flatmate now?",
                    "who does {name} live with these days?",
                    "remind me who I share the flat with",
                ],
                "hq": [
                    "who was my flatmate before {cur}?",
                    "who did {name} live with before {cur}?",
                ],
                "aq": ["who was my flatmate on {date}?"],
                "xq": [
                    "who are all my flatmates right now?",
                    "who does {name} live with? everyone",
                    "list my current flatmates",
                ],
                "dq": ["which flatmate moved out?", "who moved out of {name}'s flat?"],
            },
            "zh": {
                "q": "室友",
                "qp": "室友",
                "n": ["室友"],
                "pool": ["小美", "大卫", "阿强", "王可", "莉莉", "张萌", "赵一鸣", "吕佳"],
                "st": ["我跟{v}合租", "我室友是{v}", "我跟{v}住一起", "{v}是我室友"],
                "sw": ["来了个新室友，{v}", "把空房间租给了{v}", "迎来了新室友{v}"],
                "plan": ["把房间租给{v}", "让{v}搬进来"],
                "use": [
                    "{v}烤了香蕉面包，满屋香",
                    "{v}的碗放了三天没洗😤",
                    "跟{v}一起看了球",
                    "{v}在学吉他，半夜学",
                ],
                "old": ["{old}的快递还寄到我们这"],
                "oth": ["{who}的室友是{x}", "{who}跟一个叫{x}的人合租"],
                "add": ["{v}搬进了第三个房间，{a}很开心", "新室友{v}住进了小房间，{a}还在"],
                "drop": ["{old}上周末搬走了，有点舍不得", "{old}搬走了，房间空出来了"],
                "both": ["我跟{a}和{v}一起住", "现在是我、{a}和{v}三个人住"],
                "leave": ["{old}上周末搬走了😢", "{old}搬走了，房间空出来了"],
                "reasons": [
                    ("原来的室友回国了", "室友回国"),
                    ("三个人分房租更便宜", "三个人分房租"),
                    ("想找个安静点的", "安静点"),
                ],
                "cq": ["我现在的室友是谁？", "{name}现在跟谁合租？"],
                "hq": ["{cur}之前我的室友是谁？"],
                "aq": ["{date}的时候我的室友是谁？"],
                "xq": ["我现在的室友都有谁？", "{name}现在跟哪些人合租？"],
                "dq": ["哪个室友搬走了？"],
            },
        },
    }
)

# ---------------------------------------------------------------------------------------------
# Probe questions (generic; slots may override per kind).
# ---------------------------------------------------------------------------------------------
EN_Q: dict[str, list[str]] = {
    "current": [
        "{Wh}'s my {q} these days?",
        "remind me {wh} my {q} is right now",
        "current {q}? I forgot lol",
        "{Wh} is {name}'s {q} at the moment?",
        "quick one: my {q}, {wh} is it again?",
        "{Wh} do I have as my {q} now?",
        "as things stand, {wh}'s my {q}?",
        "{Wh} is my {q} currently?",
    ],
    "historical": [
        "{Wh} was my {q} before {cur}?",
        "before I switched to {cur}, {wh} was my {q}?",
        "{Wh} did I have as my {q} previously?",
        "{Wh} was {name}'s {q} before the change?",
        "remind me {wh} my old {q} was",
        "{Wh} was my previous {q}?",
    ],
    "first": [
        "{Wh} was my very first {q}?",
        "{Wh} was my original {q}, way back at the start?",
        "{Wh} was {name}'s first {q}?",
    ],
    "as_of": [
        "{Wh} was my {q} on {date}?",
        "as of {date}, {wh} was my {q}?",
        "back on {date}, {wh} was {name}'s {q}?",
        "on {date}, {wh} did I have as my {q}?",
        "thinking back to {date} — {wh} was my {q} then?",
    ],
    "why": [
        "why did I leave {old}?",
        "why did I change my {q}?",
        "what was my reason for dropping {old}?",
        "remind me why {name} switched away from {old}",
        "why did I move on from {old} again?",
        "what made me change my {q}?",
    ],
    "planning": [
        "{Wh} am I planning to switch my {q} to?",
        "what's the plan for my {q}, {wh} am I moving to?",
        "{Wh} is {name} about to switch {q} to?",
        "any {q} change planned? {wh} to?",
        "{Wh} will my next {q} be, per my plan?",
    ],
    "coexisting": [
        "{Wh} are all my current {qp}?",
        "list my {qp} right now, all of them",
        "which {qp} do I have going at the moment?",
        "what are {name}'s {qp} these days?",
        "remind me of every {q} I've got on the go",
    ],
    "dropped": [
        "which {q} did I stop with?",
        "{Wh} did I drop as my {q}?",
        "which of {name}'s {qp} ended?",
    ],
}
ZH_Q: dict[str, list[str]] = {
    "current": [
        "我现在的{q}是{wh}？",
        "提醒我一下，我目前的{q}是{wh}",
        "{q}现在是{wh}来着？",
        "{name}目前的{q}是{wh}？",
        "问一下，我的{q}现在是{wh}？",
        "现在{name}的{q}是{wh}啊？",
    ],
    "historical": [
        "在{cur}之前我的{q}是{wh}？",
        "换成{cur}以前，我的{q}是{wh}？",
        "{name}之前的{q}是{wh}？",
        "我以前的{q}是{wh}来着？",
    ],
    "first": ["我最早的{q}是{wh}？", "最开始我的{q}是{wh}？"],
    "as_of": [
        "{date}的时候我的{q}是{wh}？",
        "截至{date}，我的{q}是{wh}？",
        "{date}那会儿{name}的{q}是{wh}？",
        "回到{date}，我的{q}是{wh}？",
    ],
    "why": [
        "我为什么离开了{old}？",
        "当初为什么换掉{old}？",
        "我换{q}是因为什么？",
        "提醒我一下，{name}为什么放弃了{old}？",
    ],
    "planning": [
        "我打算把{q}换成{wh}？",
        "{name}计划把{q}换到{wh}？",
        "我下一步的{q}打算是{wh}？",
        "我准备换的{q}是{wh}？",
    ],
    "coexisting": [
        "我现在都有哪些{qp}？",
        "列一下我目前所有的{qp}",
        "{name}现在的{qp}有哪些？",
        "我目前同时有哪几个{qp}？",
    ],
    "dropped": ["我停掉的{q}是哪个？", "{name}不再继续的{q}是哪个？"],
}
Q_OVERRIDE = {
    "current": "cq",
    "historical": "hq",
    "first": "fq",
    "as_of": "aq",
    "planning": "pq",
    "why": "yq",
    "coexisting": "xq",
    "dropped": "dq",
}

# ---------------------------------------------------------------------------------------------
# Text helpers.
# ---------------------------------------------------------------------------------------------
EN_SUBS = [
    (r"\bI'm\b", "im"),
    (r"\bdon't\b", "dont"),
    (r"\bcan't\b", "cant"),
    (r"\byou\b", "u"),
    (r"\bbecause\b", "bc"),
    (r"\bthough\b", "tho"),
    (r"\bdoesn't\b", "doesnt"),
    (r"\bthat's\b", "thats"),
    (r"\bplease\b", "pls"),
    (r"\bokay\b", "ok"),
]
EN_WE = [
    (r"\bI'm\b", "we're"),
    (r"\bI've\b", "we've"),
    (r"\bI\b", "we"),
    (r"\bmy\b", "our"),
    (r"\bMy\b", "Our"),
    (r"\bme\b", "us"),
]
EN_TAILS = [" lol", " 😅", " 🙃", " haha", "!!", " ..", " 🙏", " tbh", " 😂", " ugh"]
ZH_TAILS = ["哈哈", "～", "。。。", "😂", "啊", "[捂脸]", "🙃", "hhh", "！", "嘿嘿"]


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _split(text: str, protect: list[str]) -> list[tuple[str, bool]]:
    prot = sorted({p for p in protect if p}, key=len, reverse=True)
    if not prot:
        return [(text, False)]
    pieces = re.split("(" + "|".join(re.escape(p) for p in prot) + ")", text)
    return [(seg, i % 2 == 1) for i, seg in enumerate(pieces)]


def _map_free(text: str, protect: list[str], fn: Any) -> str:
    return "".join(seg if prot else fn(seg) for seg, prot in _split(text, protect))


def _typo(rng: random.Random, seg: str) -> str:
    words = [m for m in re.finditer(r"[a-z]{5,}", seg)]
    if not words:
        return seg
    m = rng.choice(words)
    w = m.group(0)
    i = rng.randint(1, len(w) - 3)
    w2 = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
    return seg[: m.start()] + w2 + seg[m.end() :]


def noisy(rng: random.Random, text: str, protect: list[str], zh: bool) -> str:
    """Chat noise on the parts of a turn that are not values or reason phrases."""
    if zh:
        if rng.random() < 0.12:
            text = _map_free(text, protect, lambda s: s.replace("，", " ", 1))
        if rng.random() < 0.2:
            text += rng.choice(ZH_TAILS)
        return text
    lower = rng.random() < 0.4
    subs = [s for s in EN_SUBS if rng.random() < 0.35]

    def fn(seg: str) -> str:
        if lower:
            seg = seg.lower()
        for pat, rep in subs:
            seg = re.sub(pat, rep, seg)
        return seg

    text = _map_free(text, protect, fn)
    if rng.random() < 0.1:
        parts = _split(text, protect)
        free = [i for i, (s, p) in enumerate(parts) if not p and re.search(r"[a-z]{5,}", s)]
        if free:
            i = rng.choice(free)
            parts[i] = (_typo(rng, parts[i][0]), False)
            text = "".join(s for s, _ in parts)
    if rng.random() < 0.15:
        text += rng.choice(EN_TAILS)
    return text


def we_form(text: str, protect: list[str], zh: bool) -> str:
    """Household voice: I/my -> we/our outside values."""
    if zh:
        return _map_free(text, protect, lambda s: re.sub("(?<!自)我(?![们妈爸姐弟])", "我们", s))

    def fn(seg: str) -> str:
        for pat, rep in EN_WE:
            seg = re.sub(pat, rep, seg)
        return seg

    return _map_free(text, protect, fn)


def day_date(day: int) -> datetime:
    return START + timedelta(days=day)


def fmt_date(rng: random.Random, day: int, zh: bool) -> str:
    d = day_date(day)
    if zh:
        return f"{d.year}年{d.month}月{d.day}日"
    mon = EN_MONTHS[d.month - 1]
    return rng.choice(
        [f"{d.day} {mon} {d.year}", f"{mon} {d.day}, {d.year}", d.strftime("%Y-%m-%d")]
    )


def month_name(day: int, zh: bool) -> str:
    d = day_date(day)
    return f"{d.month}月" if zh else EN_MONTHS[d.month - 1]


# ---------------------------------------------------------------------------------------------
# World engine.
# ---------------------------------------------------------------------------------------------
class Person:
    def __init__(self, rng: random.Random, name: str, zh: bool) -> None:
        self.rng = rng
        self.name = name
        self.zh = zh
        self.kids = rng.random() < 0.32
        self.pet = rng.random() < 0.38
        self.partner = rng.random() < 0.5
        self.household = self.kids or self.partner
        self.animal = rng.choice(["猫", "狗"] if zh else ["cat", "dog"])
        self.join = rng.randint(0, 45)
        self.eps: list[dict[str, Any]] = []
        self.seq = 0
        self.reason_keys: set[str] = set()
        self.members: list[str] = []
        self.settle: int | None = None
        self.raw: set[str] = set()  # turns said so far, before noise (to avoid verbatim repeats)

    def say(
        self, day: int, text: str, protect: list[str] | None = None, noise: bool = True
    ) -> None:
        assert 0 <= day <= END, (self.name, day, text)
        self.raw.add(text)
        if noise:
            text = noisy(self.rng, text, protect or [], self.zh)
        self.eps.append({"day": day, "text": text, "seq": self.seq})
        self.seq += 1


class Ctx:
    """One slot of one person: its story, the values it took, and the probes about it."""

    def __init__(self, p: Person, key: str, lo: int) -> None:
        self.p = p
        self.rng = p.rng
        self.key = key
        self.s = SLOTS[key]
        self.lang = "zh" if p.zh else "en"
        self.L = self.s[self.lang]
        self.G = ZH_G if p.zh else EN_G
        pool = list(self.L["pool"])
        self.rng.shuffle(pool)
        self.pool = pool
        self.values: list[str] = []
        self.abandoned: list[str] = []
        self.segs: list[tuple[int, int, list[str]]] = []  # when the value(s) may be shown by use
        self.olds: list[tuple[int, str]] = []  # old values that may be recalled after a day
        self.probes: list[dict[str, Any]] = []
        self.lo = lo
        self.we = bool(p.household and self.s.get("household") and self.rng.random() < 0.6)

    # -- small pieces ------------------------------------------------------------------------
    def take(self) -> str:
        v = self.pool.pop()
        self.values.append(v)
        return v

    def ph(self, kind: str, **kw: Any) -> str:
        tpl = self.rng.choice(self.L[kind])
        return tpl.format_map({"animal": self.p.animal, **kw})

    def who(self) -> str:
        return self.rng.choice(ZH_WHO if self.p.zh else EN_WHO)

    def member(self) -> str:
        return self.rng.choice(self.p.members)

    def g(self, fam: str, **kw: Any) -> str:
        opts = self.G[fam]
        if not self.s.get("gen"):
            opts = [t for t in opts if "{n}" not in t]
        opts = [t for t in opts if not any(k in t for k in self.s.get("skip", ()))] or opts
        tpl = self.rng.choice(opts)
        d = {"n": self.rng.choice(self.L["n"]), "member": self.member(), **kw}
        if "sw" in d:
            d["Sw"] = _cap(d["sw"])
        return tpl.format_map(d)

    def say(
        self, day: int, text: str, vals: list[str], keys: list[str] | None = None, we: bool = True
    ) -> None:
        protect = list(vals) + list(keys or [])
        if self.we and we:
            text = we_form(text, protect, self.p.zh)
        self.p.say(day, text, protect)

    def reason(self) -> tuple[str, str] | None:
        free = [r for r in self.L["reasons"] if r[1] not in self.p.reason_keys]
        if not free:
            return None
        r = self.rng.choice(free)
        self.p.reason_keys.add(r[1])
        return r

    def span_day(self, a: int, b: int) -> int:
        return self.rng.randint(a, max(a, b))

    # -- statements --------------------------------------------------------------------------
    def first(self, day: int, v: str, allow_use: bool = True) -> int:
        """First statement of v on `day`; returns the day from which v is clear to a reader."""
        by_use = allow_use and (self.s.get("impl") or self.key in ("city", "neighbourhood"))
        if by_use and self.rng.random() < 0.25 and day + 25 < END:
            u1, u2 = self.rng.sample(self.L["use"], 2)
            self.say(day, u1.format(v=v, animal=self.p.animal), [v])
            d2 = day + self.rng.randint(3, 20)
            self.say(d2, u2.format(v=v, animal=self.p.animal), [v])
            return d2
        text = self.g("first", st=self.ph("st", v=v), v=v)
        for _ in range(20):
            if day <= self.p.join + 90 or not ("new-ish" in text or "新人" in text):
                break
            text = self.g("first", st=self.ph("st", v=v), v=v)
        self.say(day, text, [v])
        return day

    def attach_reason(
        self, day: int, text: str, vals: list[str], why: tuple[str, str] | None
    ) -> None:
        if why is None:
            self.say(day, text, vals)
        elif self.rng.random() < 0.55:
            self.say(day, text + self.g("reason_inline", reason=why[0]), vals, [why[1]])
        else:
            self.say(day, text, vals)
            follow = day if self.rng.random() < 0.7 else min(END, day + self.rng.randint(1, 4))
            self.say(follow, self.g("reason_follow", reason=why[0]), vals, [why[1]])

    def change(
        self, day: int, old: str, new: str, prev_known: int, allow_late: bool = True
    ) -> dict[str, Any]:
        """A change from old to new said around `day`. Returns eff (valid from), known (clear from),
        said (day of the statement), gap (days with no clear value), why (reason key)."""
        rng = self.rng
        modes = {
            "old": 0.24,
            "new": 0.18,
            "late": 0.12 if allow_late else 0.0,
            "implied": 0.12 if self.s.get("impl") else 0.0,
            "twostep": 0.26,
        }
        if self.s.get("modes"):
            modes = {m: w for m, w in modes.items() if m in self.s["modes"]}
        if self.L.get("leave"):
            mode = "leave"
        else:
            mode = rng.choices(list(modes), weights=list(modes.values()))[0]
        why = (
            self.reason()
            if (self.L["reasons"] and rng.random() < 0.75 and mode != "implied")
            else None
        )
        out: dict[str, Any] = {
            "eff": day,
            "known": day,
            "said": day,
            "gap": None,
            "why": why[1] if why else None,
            "mode": mode,
        }
        sw = self.ph("sw", v=new)
        if mode == "late":
            d = day_date(day - rng.randint(25, 70))
            eff = (datetime(d.year, d.month, 1, 9, 0, tzinfo=UTC) - START).days
            if eff <= prev_known + 8:
                mode = out["mode"] = "old"
            else:
                out["eff"] = eff
                text = self.g("late", sw=sw, month=month_name(eff, self.p.zh), v=new, old=old)
                self.attach_reason(day, text, [new, old], why)
                return out
        if mode == "twostep":
            dp = day - rng.randint(14, 50)
            if dp <= prev_known + 5:
                mode = out["mode"] = "new"
            else:
                text = self.g("plan", plan=self.ph("plan", v=new))
                if why and rng.random() < 0.4:
                    self.say(dp, self.g("plan_reason", text=text, reason=why[0]), [new], [why[1]])
                    why = None
                else:
                    self.say(dp, text, [new])
                if day - dp > 20 and rng.random() < 0.3:
                    self.say(
                        rng.randint(dp + 3, day - 3),
                        self.g("still_plan", plan=self.ph("plan", v=new), v=new),
                        [new],
                    )
                self.attach_reason(day, self.g("done", sw=sw, v=new), [new], why)
                return out
        if mode == "implied":
            self.say(day, self.g("implied", use=self.ph("use", v=new)), [new])
            d2 = min(END, day + rng.randint(4, 18))
            self.say(d2, self.ph("use", v=new), [new])
            out["known"] = d2
            return out
        if mode == "leave":
            dl = day - rng.randint(15, 60)
            if dl <= prev_known + 5:
                dl = day
            self.attach_reason(dl, self.ph("leave", old=old), [old], why)
            if dl < day:
                out["gap"] = (dl, day)
                out["eff_old_end"] = dl
            self.say(day, self.g("change_new", sw=sw, v=new), [new])
            return out
        fam = "change_old" if mode == "old" else "change_new"
        self.attach_reason(day, self.g(fam, sw=sw, v=new, old=old), [new, old], why)
        return out

    def distract(self) -> None:
        """Other people's values, quotes, questions, ads, recommendations, wishes."""
        rng = self.rng
        n = 0
        r = rng.random()
        if r < 0.55:
            n = 1
        if r < 0.2:
            n = 2
        fams = list(self.s["dfam"])
        for _ in range(n):
            if not self.pool:
                return
            x = self.take()
            fam = rng.choice(fams)
            who = self.who()
            kw = {"x": x, "who": who, "Who": _cap(who), "member": self.member()}
            if fam == "wish":
                text = self.g("wish", plan=self.ph("plan", v=x))
            elif fam in self.L:
                text = self.ph(fam, **kw)
            else:
                text = self.g(fam, **kw)
            self.say(self.span_day(self.lo, END), text, [x], we=False)

    def recall_old(self, old: str, after: int) -> None:
        self.olds.append((after, old))
        if after + 5 < END and self.rng.random() < 0.6:
            self.say_old(self.span_day(after + 5, END), old)

    def say_old(self, day: int, old: str) -> None:
        text = self.ph("old", old=old) if "old" in self.L else self.g("old", old=old)
        if text in self.p.raw:
            return
        self.say(day, text, [old], we=False)

    # -- probes ------------------------------------------------------------------------------
    def question(self, kind: str, need: str | None = None, **kw: Any) -> str:
        qs = ZH_Q if self.p.zh else EN_Q
        opts = self.L.get(Q_OVERRIDE[kind]) or qs[kind]
        have = {"name", "q", "qp", "wh", "Wh", *kw}
        opts = [t for t in opts if set(re.findall(r"{(\w+)}", t)) <= have] or opts
        if need:
            opts = [t for t in opts if "{" + need + "}" in t] or opts
        wh = self.s["wh"][1 if self.p.zh else 0]
        d = {
            "name": self.p.name,
            "q": self.L["q"],
            "qp": self.L["qp"],
            "wh": wh,
            "Wh": _cap(wh),
            **kw,
        }
        return (
            _cap(self.rng.choice(opts).format_map(d))
            if not self.p.zh
            else self.rng.choice(opts).format_map(d)
        )

    def probe(
        self,
        kind: str,
        gold: list[str],
        outdated: list[str] | None = None,
        as_of: int | None = None,
        qkind: str | None = None,
        need: str | None = None,
        **kw: Any,
    ) -> None:
        if as_of is not None:
            kw["date"] = fmt_date(self.rng, as_of, self.p.zh)
        pr: dict[str, Any] = {
            "subject": self.p.name,
            "kind": kind,
            "question": self.question(qkind or kind, need, **kw),
            "slot": self.key,
            "gold": list(gold),
            "outdated": list(outdated or []),
        }
        if as_of is not None:
            pr["as_of_day"] = as_of
        self.probes.append(pr)

    def asof_probe(self, windows: list[tuple[int, int, list[str], list[str]]], p: float) -> None:
        if self.s.get("asof", True) is False or self.rng.random() >= p:
            return
        ok = [w for w in windows if w[1] - w[0] >= 6]
        if not ok:
            return
        lo, hi, gold, out = self.rng.choice(ok)
        self.probe("as_of", gold, out, as_of=self.rng.randint(lo, hi))

    def finish(self) -> list[dict[str, Any]]:
        for pr in self.probes:
            pr["values"] = list(self.values)
            pr["abandoned"] = list(self.abandoned)
        return self.probes

    # -- stories -----------------------------------------------------------------------------
    def start(self, frac: float) -> int:
        return self.lo + self.rng.randint(0, max(0, int((END - self.lo) * frac)))

    def story_S(self) -> None:
        v = self.take()
        known = self.first(self.start(0.3), v)
        self.segs.append((known + 1, END, [v]))
        if self.rng.random() < 0.7:
            self.probe("current", [v])
        self.asof_probe([(known + 4, END - 2, [v], [])], 0.1)

    def change_window(self, known0: int) -> tuple[int, int]:
        a, b = known0 + 35, END - 25
        if self.key == "city":
            a, b = max(a, 120), 430
        return a, b

    def story_C(self) -> None:
        rng = self.rng
        v0, v1 = self.take(), self.take()
        known0 = self.first(self.start(0.3), v0)
        a, b = self.change_window(known0)
        d1 = self.span_day(a, b)
        ch = self.change(d1, v0, v1, known0)
        end_old = ch["eff"] if ch["mode"] != "leave" else ch.get("eff_old_end", ch["eff"])
        self.segs.append((known0 + 1, end_old - 1, [v0]))
        clear_new = max(ch["known"], ch["said"])
        self.segs.append((clear_new + 1, END, [v1]))
        self.recall_old(v0, clear_new)
        if self.key == "city":
            self.p.settle = clear_new
        self.probe("current", [v1], [v0])
        if rng.random() < 0.4:
            self.probe("historical", [v0], [], cur=v1)
        wins = [(known0 + 4, end_old - 4, [v0], []), (clear_new + 4, END - 2, [v1], [v0])]
        if ch["mode"] == "late" and rng.random() < 0.6:
            wins = [(ch["eff"] + 5, ch["said"] - 5, [v1], [v0])]
        self.asof_probe(wins, 0.45)
        if ch["why"] and rng.random() < 0.75:
            self.probe("why", [ch["why"]], [], old=v0)

    def story_CC(self) -> None:
        rng = self.rng
        v0, v1, v2 = self.take(), self.take(), self.take()
        known0 = self.first(self.start(0.15), v0)
        if self.key == "city":
            d1 = self.span_day(max(known0 + 35, 80), 240)
        else:
            d1 = self.span_day(known0 + 35, known0 + 35 + int((END - known0) * 0.35))
        ch1 = self.change(d1, v0, v1, known0, allow_late=False)
        k1 = max(ch1["known"], ch1["said"])
        if self.key == "city":
            d2 = self.span_day(max(k1 + 90, 300), 440)
        else:
            d2 = self.span_day(k1 + 50, END - 25)
        ch2 = self.change(d2, v1, v2, k1)
        e0 = ch1["eff"] if ch1["mode"] != "leave" else ch1.get("eff_old_end", ch1["eff"])
        e1 = ch2["eff"] if ch2["mode"] != "leave" else ch2.get("eff_old_end", ch2["eff"])
        k2 = max(ch2["known"], ch2["said"])
        self.segs += [(known0 + 1, e0 - 1, [v0]), (k1 + 1, e1 - 1, [v1]), (k2 + 1, END, [v2])]
        self.recall_old(v1, k2)
        if rng.random() < 0.4:
            self.recall_old(v0, k1)
        if self.key == "city":
            self.p.settle = k2
        self.probe("current", [v2], [v0, v1])
        self.probe("historical", [v1], [], cur=v2)
        if rng.random() < 0.3:
            self.probe("historical", [v0], [], qkind="first")
        self.asof_probe([(k1 + 4, e1 - 4, [v1], [v0])], 0.6)
        whys = [(c["why"], o) for c, o in ((ch1, v0), (ch2, v1)) if c["why"]]
        if whys and rng.random() < 0.85:
            key, old = rng.choice(whys)
            self.probe("why", [key], [], need="old", old=old)

    def story_K(self) -> None:
        rng = self.rng
        v0, v1 = self.take(), self.take()  # v0 is said by mistake, v1 is right
        d0 = self.start(0.4)
        r = rng.random()
        if r < 0.4:
            self.say(
                d0, self.g("corr_same", st0=self.ph("st", v=v0), v=v1, v0=v0), [v0, v1], we=False
            )
            known = d0
        elif r < 0.65:
            self.say(d0, self.g("first", st=self.ph("st", v=v0), v=v0), [v0])
            self.say(d0, self.g("corr_next", v=v1, v0=v0), [v0, v1], we=False)
            known = d0
        else:
            self.say(d0, self.g("first", st=self.ph("st", v=v0), v=v0), [v0])
            known = min(END - 5, d0 + rng.randint(2, 25))
            self.say(known, self.g("corr_later", v=v1, v0=v0), [v0, v1], we=False)
        self.segs.append((known + 1, END, [v1]))
        self.probe("current", [v1], [v0])
        self.asof_probe([(known + 4, END - 2, [v1], [v0])], 0.15)

    def story_R(self) -> None:
        rng = self.rng
        v0, vf = self.take(), self.take()
        known0 = self.first(self.start(0.3), v0)
        df = self.span_day(known0 + 30, END - 40)
        fam = "change_old" if rng.random() < 0.5 else "change_new"
        self.say(df, self.g(fam, sw=self.ph("sw", v=vf), v=vf, old=v0), [vf, v0])
        dr = min(END, df + rng.randint(0, 12))
        self.say(dr, self.g("retract", vf=vf, v0=v0), [vf, v0], we=False)
        self.abandoned.append(vf)
        self.segs += [(known0 + 1, df - 1, [v0]), (dr + 1, END, [v0])]
        self.probe("current", [v0], [])
        self.asof_probe([(dr + 4, END - 2, [v0], [])], 0.2)

    def story_D(self) -> None:
        rng = self.rng
        v0, v1 = self.take(), self.take()
        known0 = self.first(self.start(0.3), v0)
        dp = self.span_day(known0 + 25, END - 60)
        fam = "consider" if rng.random() < 0.5 else "plan"
        self.say(dp, self.g(fam, plan=self.ph("plan", v=v1)), [v1])
        dd = self.span_day(dp + 7, min(dp + 90, END - 3))
        if dd - dp > 20 and rng.random() < 0.3:
            self.say(
                rng.randint(dp + 2, dd - 2), self.g("consider", plan=self.ph("plan", v=v1)), [v1]
            )
        self.say(dd, self.g("drop", v=v1, old=v0), [v1, v0])
        self.abandoned.append(v1)
        self.segs.append((known0 + 1, END, [v0]))
        self.probe("current", [v0], [])
        self.asof_probe([(dp + 2, dd - 2, [v0], [])], 0.25)

    def story_P(self) -> None:
        rng = self.rng
        v0, v1 = self.take(), self.take()
        known0 = self.first(self.start(0.35), v0)
        dp = self.span_day(max(known0 + 30, 540), 712)
        text = self.g("plan", plan=self.ph("plan", v=v1))
        why = self.reason() if (self.L["reasons"] and rng.random() < 0.4) else None
        if why:
            self.say(dp, self.g("plan_reason", text=text, reason=why[0]), [v1], [why[1]])
        else:
            self.say(dp, text, [v1])
        if dp + 5 < END and rng.random() < 0.4:
            self.say(
                rng.randint(dp + 3, END),
                self.g("still_plan", plan=self.ph("plan", v=v1), v=v1),
                [v1],
            )
        self.segs.append((known0 + 1, END, [v0]))
        self.probe("current", [v0], [])
        self.probe("planning", [v1], [])

    def story_X(self) -> None:
        rng = self.rng
        a, b = self.take(), self.take()
        d0 = self.start(0.3)
        if rng.random() < 0.45:
            opts = [t for t in self.G["first"] if "{v}" not in t and "{n}" not in t]
            self.say(d0, rng.choice(opts).format(st=self.ph("both", a=a, v=b)), [a, b])
            k1 = d0
        else:
            k0 = self.first(d0, a, allow_use=False)
            k1 = self.span_day(k0 + 30, min(END - 60, k0 + 220))
            self.say(k1, self.ph("add", v=b, a=a), [a, b])
            self.segs.append((k0 + 1, k1 - 1, [a]))
        cur, dropped = [a, b], []
        if "drop" in self.L and rng.random() < 0.45 and k1 + 80 < END:
            c = self.take()
            d2 = self.span_day(k1 + 30, END - 40)
            self.say(d2, self.ph("drop", old=a), [a])
            d3 = min(END, d2 + rng.randint(0, 30))
            self.say(d3, self.ph("add", v=c, a=b), [b, c])
            cur, dropped = [b, c], [a]
            self.segs += [(k1 + 1, d2 - 1, [a, b]), (d2 + 1, d3 - 1, [b]), (d3 + 1, END, [b, c])]
            self.recall_old(a, d3)
            if rng.random() < 0.5:
                self.probe("historical", [a], [], qkind="dropped")
        else:
            self.segs.append((k1 + 1, END, [a, b]))
        self.probe("coexisting", cur, dropped)

    def story_E(self) -> None:
        m, s = self.take(), self.take()
        known0 = self.first(self.start(0.3), m)
        ds = self.span_day(known0 + 10, END - 20)
        self.say(ds, self.g("scoped_intro", sc=self.ph("scoped", v=s)), [s])
        self.segs.append((known0 + 1, END, [m]))
        self.probe("current", [m], [])
        self.asof_probe([(ds + 4, END - 2, [m], [])], 0.15)


# ---------------------------------------------------------------------------------------------
# Assembly.
# ---------------------------------------------------------------------------------------------
def _story_choice(rng: random.Random, key: str, lang: str) -> str:
    s = SLOTS[key]
    w = dict(s["stories"])
    if not s.get("multi"):
        w.pop("X", None)
    if "scoped" not in s[lang]:
        w.pop("E", None)
    return rng.choices(list(w), weights=list(w.values()))[0]


def _filler(p: Person, ctxs: list[Ctx], target: int) -> None:
    rng = p.rng
    segs = [(c, lo, hi, vals) for c in ctxs for lo, hi, vals in c.segs if hi - lo >= 1]
    olds = [(c, after, old) for c in ctxs for after, old in c.olds if after + 3 < END]
    fill = ZH_FILLER if p.zh else EN_FILLER
    replies = ZH_REPLIES if p.zh else EN_REPLIES
    tries = 0
    while len(p.eps) < target and tries < 5000:
        tries += 1
        r = rng.random()
        lo = p.join
        if r < 0.6:
            text = rng.choice(fill)
            if text not in p.raw or rng.random() < 0.05:
                p.say(rng.randint(lo, END), text)
        elif r < 0.7:
            text = rng.choice(replies).format(member=rng.choice(p.members))
            if text not in p.raw:
                p.say(rng.randint(lo, END), text)
        elif r < 0.93 and segs:
            c, a, b, vals = rng.choice(segs)
            v = rng.choice(vals)
            text = c.ph("use", v=v)
            if text not in p.raw:
                c.say(rng.randint(max(a, 0), min(b, END)), text, [v], we=False)
        elif olds:
            c, after, old = rng.choice(olds)
            c.say_old(rng.randint(after + 3, END), old)


def _build_person(p: Person, rng: random.Random) -> list[dict[str, Any]]:
    lang = "zh" if p.zh else "en"
    elig = []
    for k, s in SLOTS.items():
        need = s.get("needs")
        if (
            k == "city"
            or (need == "kids" and not p.kids)
            or (need == "pet" and not p.pet)
            or (need == "partner" and not p.partner)
        ):
            continue
        elig.append(k)
    chosen = ["city"] + rng.sample(elig, min(len(elig), rng.randint(8, 10)))
    ctxs: list[Ctx] = []
    for key in chosen:
        story = _story_choice(rng, key, lang)
        lo = p.join
        if SLOTS[key].get("local") and p.settle is not None:
            lo = p.settle + 7
        c = Ctx(p, key, lo)
        getattr(c, "story_" + story)()
        c.distract()
        ctxs.append(c)
    _filler(p, ctxs, rng.randint(108, 128))
    probes = []
    for c in ctxs:
        probes += c.finish()
    return probes


PROBE_CAP = 295


def generate(seed: int) -> dict[str, Any]:
    rng = random.Random(seed)
    n = rng.randint(16, 18)
    n_zh = rng.choice([4, 5])
    names = [(nm, False) for nm in rng.sample(EN_NAMES, n - n_zh)] + [
        (nm, True) for nm in rng.sample(ZH_NAMES, n_zh)
    ]
    rng.shuffle(names)
    people = [Person(random.Random(rng.random()), nm, zh) for nm, zh in names]
    for p in people:
        same = [q.name for q in people if q is not p and q.zh == p.zh]
        other = [q.name for q in people if q is not p and q.zh != p.zh]
        p.members = same + other[:2]
    episodes: list[dict[str, Any]] = []
    probes: list[dict[str, Any]] = []
    for p in people:
        probes += _build_person(p, p.rng)
        by_day: dict[int, list[dict[str, Any]]] = {}
        for e in p.eps:
            by_day.setdefault(e["day"], []).append(e)
        channels = ZH_CHANNELS if p.zh else EN_CHANNELS
        for day in sorted(by_day):
            turns = sorted(by_day[day], key=lambda e: e["seq"])
            minute = p.rng.randint(0, 11 * 60)
            session = f"{p.rng.choice(channels)}-{day_date(day).date().isoformat()}"
            for e in turns:
                episodes.append(
                    {
                        "day": day,
                        "speaker": p.name,
                        "text": e["text"],
                        "session": session,
                        "minute": minute,
                        "language": "zh" if p.zh else "en",
                    }
                )
                minute += p.rng.randint(1, 3)
    episodes.sort(key=lambda e: (e["day"], e["minute"], e["speaker"]))
    if len(probes) > PROBE_CAP:  # keep worlds comparable in size: thin historical / as-of probes
        idx = [i for i, pr in enumerate(probes) if pr["kind"] in ("historical", "as_of")]
        rng.shuffle(idx)
        drop = set(idx[: len(probes) - PROBE_CAP])
        probes = [pr for i, pr in enumerate(probes) if i not in drop]
    return {"start": START.isoformat(), "episodes": episodes, "probes": probes}


# ---------------------------------------------------------------------------------------------
# Self-check.
# ---------------------------------------------------------------------------------------------
def _mentions(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


def _static_problems() -> list[str]:
    bad = []
    for lang in ("en", "zh"):
        vals = [(k, v) for k, s in SLOTS.items() for v in s[lang]["pool"]]
        keys = [(k, r[1]) for k, s in SLOTS.items() for r in s[lang]["reasons"]]
        fill = (EN_FILLER + EN_REPLIES) if lang == "en" else (ZH_FILLER + ZH_REPLIES)
        names = EN_NAMES if lang == "en" else ZH_NAMES
        for k, v in vals:
            for k2, v2 in vals:
                if v != v2 and _mentions(v2, v):
                    bad.append(f"value {v!r} ({k}) inside {v2!r} ({k2})")
            for line in fill:
                if _mentions(line, v):
                    bad.append(f"filler mentions {v!r}: {line!r}")
            for nm in names:
                if _mentions(nm, v) or _mentions(v, nm):
                    bad.append(f"name {nm!r} collides with {v!r}")
        for _k, key in keys:
            for line in fill:
                if _mentions(line, key):
                    bad.append(f"filler mentions reason key {key!r}: {line!r}")
            for _k2, v in vals:
                if _mentions(v, key):
                    bad.append(f"value {v!r} contains reason key {key!r}")
        for s in SLOTS.values():
            for r in s[lang]["reasons"]:
                if r[1] not in r[0]:
                    bad.append(f"reason key {r[1]!r} not in {r[0]!r}")
    return bad


def check(world: dict[str, Any]) -> list[str]:
    bad = []
    texts: dict[str, list[str]] = {}
    last: dict[str, tuple[int, int]] = {}
    for e in world["episodes"]:
        if not (0 <= e["day"] <= 730):
            bad.append(f"day out of range: {e}")
        texts.setdefault(e["speaker"], []).append(e["text"])
        t = (e["day"], e["minute"])
        if t < last.get(e["speaker"], (-1, -1)):
            bad.append(f"not sorted for {e['speaker']}: {e}")
        last[e["speaker"]] = t
    vocab: dict[tuple[str, str], set[str]] = {}
    for pr in world["probes"]:
        who = pr["subject"]
        if who not in texts:
            bad.append(f"probe subject without turns: {who}")
            continue
        for g in pr["gold"]:
            if not any(_mentions(t, g) for t in texts[who]):
                bad.append(f"gold {g!r} never said by {who} ({pr['kind']} {pr['slot']})")
        if set(pr["gold"]) & set(pr["outdated"]):
            bad.append(f"gold also outdated: {pr}")
        if set(pr["gold"]) & set(pr["abandoned"]):
            bad.append(f"gold also abandoned: {pr}")
        if not pr["gold"]:
            bad.append(f"empty gold: {pr}")
        if pr["kind"] != "why":
            missing = (set(pr["gold"]) | set(pr["outdated"]) | set(pr["abandoned"])) - set(
                pr["values"]
            )
            if missing:
                bad.append(f"values lack {missing}: {pr}")
        vocab.setdefault((who, pr["slot"]), set()).update(pr["values"])
        if pr.get("as_of_day") is not None and not (0 <= pr["as_of_day"] <= 730):
            bad.append(f"as_of out of range: {pr}")
        if pr["kind"] == "coexisting" and len(pr["gold"]) < 2:
            bad.append(f"coexisting with <2 values: {pr}")
        if any("\u4e00" <= ch <= "\u9fff" for ch in who) and not any(
            "\u4e00" <= ch <= "\u9fff" for ch in pr["question"]
        ):
            bad.append(f"zh person with non-zh question: {pr}")
        if "{" in pr["question"]:
            bad.append(f"unformatted question: {pr}")
    for (who, slot), vs in vocab.items():
        for v in vs:
            for v2 in vs:
                if v != v2 and _mentions(v2, v):
                    bad.append(f"{who}/{slot}: {v!r} inside {v2!r}")
    for e in world["episodes"]:
        if "{" in e["text"] or "}" in e["text"]:
            bad.append(f"unformatted text: {e}")
    return bad


def main() -> int:
    failures = _static_problems()
    for msg in failures[:20]:
        print("STATIC:", msg)
    worlds = {}
    for seed in (7, 11, 23):
        w = generate(seed)
        worlds[seed] = w
        if w != generate(seed):
            failures.append(f"seed {seed}: not deterministic")
        people = {e["speaker"] for e in w["episodes"]}
        zh = {e["speaker"] for e in w["episodes"] if e["language"] == "zh"}
        kinds: dict[str, int] = {}
        for pr in w["probes"]:
            kinds[pr["kind"]] = kinds.get(pr["kind"], 0) + 1
        slots = sorted({pr["slot"] for pr in w["probes"]})
        print(
            f"seed {seed}: people={len(people)} (zh={len(zh)}) episodes={len(w['episodes'])} probes={len(w['probes'])} slot_types={len(slots)}"
        )
        print("  probes by kind:", dict(sorted(kinds.items())))
        print("  slots:", ", ".join(slots))
        problems = check(w)
        for msg in problems[:20]:
            print("  FAIL:", msg)
        failures += [f"seed {seed}: {m}" for m in problems]
    if (
        worlds[7]["episodes"] == worlds[11]["episodes"]
        or worlds[11]["episodes"] == worlds[23]["episodes"]
    ):
        failures.append("seeds give identical worlds")
    print("OK" if not failures else f"{len(failures)} problem(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
