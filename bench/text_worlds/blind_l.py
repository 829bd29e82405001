"""Blind text world L: a three-generation family and their allotment society, two years.

About fourteen people (grandparents who write mostly in Chinese, parents of whom one mixes
languages, two teenagers, a paternal grandmother who moves into care, neighbours and the
society's secretary) chat with a personal assistant bot from April 2023 to April 2025.
Their states (GP surgery, pharmacy, care home, school or university, music teacher, sports
club, car, phone network, broadband, allotment plot, seed supplier, garden centre, dentist,
diet, employer, job title, neighbourhood, bank, streaming services, knitting group, church,
physio, hairdresser, childcare, and the society's chair, treasurer, meeting night and compost
supplier) are stated directly or implied by use, changed (sometimes reported late), corrected,
planned (plans carried out, dropped or still pending), scoped ("mostly X but Y for Z") or held
side by side, amid other people's values, adverts and roughly half chit-chat.

`generate(seed)` returns the text-world dict `bench.states.load_text_world` reads: `start`,
`episodes` (day, minute, speaker, text, session, language) and `probes` (subject, kind,
question, slot, gold, outdated, abandoned, values, as_of_day). Run this module to self-check.
"""

from __future__ import annotations

import random
import re
import sys
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

START = date(2023, 4, 3)
SPAN = 730  # days, about two years

# -- the cast ------------------------------------------------------------------------------

ROLE_NAMES = {
    "gpa": ("Guoqiang", "Jianhua", "Zhiming"),  # maternal grandfather, writes Chinese
    "gma": ("Meifang", "Xiuying", "Shulan"),  # maternal grandmother, writes Chinese
    "mum": ("Jia", "Lan", "Ying"),  # mother, mixes English and Chinese
    "dad": ("Tom", "Rob", "Chris"),
    "nan": ("Margaret", "Sheila", "Brenda"),  # paternal grandmother
    "girl": ("Mia", "Isla", "Freya"),  # older teenager
    "boy": ("Leo", "Alfie", "Noah"),  # younger teenager
    "sec": ("Priya", "Anjali", "Nisha"),  # neighbour, the society's secretary
    "welsh": ("Gareth", "Huw", "Rhys"),  # retired neighbour
    "ymum": ("Xiaoling", "Yuting", "Jingyi"),  # neighbour with a toddler, writes Chinese
    "oldn": ("Doreen", "Edna", "Joan"),  # elderly neighbour
    "worker": ("Kwame", "Tunde", "Femi"),
    "student": ("Haoran", "Zihan", "Yifan"),  # lodger, mostly Chinese
    "young": ("Hannah", "Becky", "Chloe"),
}
ROLE_LANG = {"gpa": "zh", "gma": "zh", "mum": "mix", "dad": "en", "nan": "en", "girl": "en",
             "boy": "en", "sec": "en", "welsh": "en", "ymum": "zh", "oldn": "en",
             "worker": "en", "student": "zhmix", "young": "en"}  # fmt: skip
ROLE_STYLE = {"gpa": "elder", "gma": "elder", "mum": "adult", "dad": "adult", "nan": "elder",
              "girl": "teen", "boy": "teen", "sec": "adult", "welsh": "elder", "ymum": "adult",
              "oldn": "elder", "worker": "adult", "student": "adult", "young": "adult"}  # fmt: skip
ROLE_FEMALE = {"gma", "mum", "nan", "girl", "sec", "ymum", "oldn", "young"}
SURNAMES = ("Hartley", "Whitfield", "Pennington")
SOCIETIES = ("Beck Lane Allotment Society", "Stonegate Allotment Society",
             "Lidgett Hill Allotment Society")  # fmt: skip

# -- the slots -----------------------------------------------------------------------------
# Each slot: English/Chinese nouns, a value pool, probe questions, and template banks keyed
# "<mode>_<lang>" (mode: self, third, group) -> category -> templates. `generic` slots also
# draw on the generic banks below. Reasons: (English, keyword, Chinese, keyword).

SLOTS: dict[str, dict[str, Any]] = {}

SLOTS["gp_surgery"] = {
    "noun": "GP surgery", "noun_zh": "看病的诊所", "generic": True,
    "pool": ["Riverside Surgery", "Beechwood Medical Centre", "Kingsgate Health Centre",
             "Abbey Lane Practice", "Millbrook Surgery", "St Anne's Medical Practice",
             "Parkview Health Centre", "Fernleigh Surgery", "Orchard Medical Group"],
    "q": {"cur": ["Which GP surgery is {s} registered with now?",
                  "Where does {s} see a GP these days?"],
          "hist": ["Which GP surgery was {s} registered with before?",
                   "Which surgery did {s} use to go to?"],
          "asof": ["Which GP surgery is {s} registered with?"],
          "plan": ["Which GP surgery is {s} planning to move to?"],
          "why": ["Why did {s} change GP surgery to {v}?"]},
    "q_zh": {"cur": ["{s}现在在哪个诊所看家庭医生？"], "hist": ["{s}以前在哪个诊所看病？"],
             "asof": ["{s}在哪个诊所看家庭医生？"], "plan": ["{s}打算换到哪个诊所？"],
             "why": ["{s}为什么换到{v}看病？"]},
    "self_en": {
        "state": ["I'm registered at {v}.", "My GP is at {v}, has been for years.",
                  "{v} is my surgery, the one with the hopeless car park.",
                  "I'm a {v} patient, for my sins."],
        "use": ["Rang {v} at eight on the dot and was still eleventh in the queue.",
                "Nurse at {v} did my flu jab this morning, barely felt it.",
                "Got a text from {v} reminding me about my blood test.",
                "The locum at {v} reckons it's just a pulled muscle.",
                "Picked up a sick note from {v}. Back on the plot next week hopefully."],
        "change": ["I've re-registered with {v}.",
                   "Signed the forms this morning, I'm a {v} patient now.",
                   "Finally moved my registration over to {v}.",
                   "Changed doctors. It's {v} for me from now on."],
    },
    "self_zh": {
        "state": ["我在{v}登记看家庭医生。", "我的家庭医生在{v}，好多年了。", "我看病一直去{v}。"],
        "use": ["今天早上去{v}量了血压，医生说还行。", "{v}的护士给我打了流感疫苗，一点都不疼。",
                "{v}发短信提醒我去验血。", "约了{v}的医生，下周二去。"],
        "change": ["我已经转到{v}看病了。", "家庭医生换了，现在是{v}。",
                   "表格填好了，以后就在{v}看病。"],
    },
    "reasons": [("Dr Hughes retired and the replacement was hopeless", "retired",
                 "原来的医生退休了", "退休"),
                ("{v} is walking distance from the house", "walking distance",
                 "{v}走路就能到", "走路就能到"),
                ("I got fed up with the phone queue at {old}", "phone queue",
                 "{old}的电话永远打不进去", "打不进去")],
    "pron_en": [("Someone at church said {v} is taking on new patients.",
                 "Went down and registered there this morning, so that's my surgery now."),
                ("Have you heard anything about {v}? It's the new place by the library.",
                 "Well, I've signed up with them. Fingers crossed.")],
    "pron_zh": [("朋友说{v}在收新病人。", "我今天去那边登记了，以后就在那儿看病了。")],
}  # fmt: skip

SLOTS["pharmacy"] = {
    "noun": "pharmacy", "noun_zh": "药房", "generic": True,
    "pool": ["Well Pharmacy", "Superdrug Pharmacy", "Day Lewis", "Rowlands Pharmacy",
             "Cohens Chemist", "Greenlight Pharmacy", "Jhoots Pharmacy", "Paydens"],
    "q": {"cur": ["Which pharmacy does {s} use now?",
                  "Where does {s} get prescriptions these days?"],
          "hist": ["Which pharmacy did {s} use before?"],
          "asof": ["Which pharmacy does {s} use?"],
          "plan": ["Which pharmacy is {s} thinking of moving to?"],
          "why": ["Why did {s} move prescriptions to {v}?"]},
    "q_zh": {"cur": ["{s}现在在哪家药房拿药？"], "hist": ["{s}以前在哪家药房拿药？"],
             "asof": ["{s}在哪家药房拿药？"], "plan": ["{s}打算换到哪家药房？"],
             "why": ["{s}为什么把处方转到{v}？"]},
    "self_en": {
        "state": ["{v} is where I get my prescriptions.", "My repeat prescriptions go to {v}.",
                  "I use {v} for anything pharmacy-related."],
        "use": ["The pharmacist at {v} said not to take it with grapefruit juice. Who knew.",
                "Picked up my tablets from {v} on the way home.",
                "{v} had no hay fever tablets left but they've ordered some in for me.",
                "Twenty-minute wait at {v} for one prescription. Madness."],
        "change": ["Moved my prescriptions to {v}.", "I've nominated {v} as my pharmacy now.",
                   "Prescriptions go to {v} from now on."],
    },
    "self_zh": {
        "state": ["我一般在{v}拿药。", "我的处方药都在{v}取。"],
        "use": ["{v}的药剂师说这个药不能跟西柚汁一起吃。", "回家路上顺便去{v}把药拿了。",
                "{v}的过敏药又没了，他们说帮我订。"],
        "change": ["我把处方转到{v}了。", "以后在{v}拿药了。"],
    },
    "reasons": [("the old one kept running out of stock", "stock", "原来那家老是缺货", "缺货"),
                ("{v} delivers to the door", "to the door", "{v}可以送药上门", "送药上门")],
    "pron_en": [("There's a new chemist opened by the bus stop, {v}.",
                 "I've had my prescriptions sent there since. Much handier.")],
    "pron_zh": [("公交站旁边新开了一家药房，叫{v}。", "我已经把处方转过去了，方便多了。")],
}  # fmt: skip

SLOTS["care_home"] = {
    "noun": "care home", "noun_zh": "养老院", "generic": False,
    "pool": ["Willowbank House", "Elmhurst Lodge", "The Laurels", "Cedar Court",
             "Rosewood Care Home", "Ashgrove Manor", "Highfield Grange"],
    "q": {"cur": ["Which care home does {s} live in now?", "Where is {s} living now?"],
          "hist": ["Which care home was {s} in before?"],
          "asof": ["Which care home is {s} living in?"],
          "plan": ["Which care home is {s} going to move to?"],
          "why": ["Why did {s} move to {v}?"]},
    "q_zh": {"cur": ["{s}现在住在哪家养老院？"], "hist": ["{s}以前住哪家养老院？"],
             "asof": ["{s}住在哪家养老院？"], "plan": ["{s}要搬去哪家养老院？"],
             "why": ["{s}为什么搬到{v}？"]},
    "self_en": {
        "state": ["I'm at {v} now, in case anyone asks.",
                  "Settling in at {v}. The tea's dreadful but the staff are kind.",
                  "Got a room at {v} looking out over the bird feeders."],
        "use": ["Bingo in the lounge at {v} this afternoon. Won a tin of shortbread.",
                "The activities lady at {v} has us doing chair yoga now.",
                "Roast dinner at {v} was actually rather good today."],
        "change": ["I've moved into {v}.",
                   "Moved to {v} at the weekend. Boxes everywhere still.",
                   "New address: {v}. Please don't send anything to the old house."],
        "change_old": ["I've left {old}. I'm at {v} now, which suits me better."],
        "plan2": ["We're going to look round {p} and {q}. I'm not thrilled, but there we are.",
                  "{son} wants me to see {p} and {q} before I decide anything."],
        "pick": ["Decided on {v}. {q} smelt of cabbage.",
                 "It's going to be {v}, not {q}. The garden swung it."],
        "done": ["Well, I'm in. {v} it is.", "Moved into {v} yesterday, just as we planned."],
        "plan": ["They say I might have to move to {p}, for the nursing side of things."],
        "other": ["My old friend from church is at {x} and says the food is lovely."],
        "distractor": ["There was a thing on the local news about {x} getting a poor "
                       "inspection.", "A leaflet from {x} came. Very glossy."],
    },
    "third_en": {
        "state": ["{who}'s at {v} now.", "{who} seems settled at {v}."],
        "use": ["Visited {name} at {v} this afternoon, {he_l} was on good form.",
                "Took {name} some of our raspberries at {v}; {he_l} shared them round the "
                "lounge."],
        "change": ["{who} moved into {v} at the weekend.",
                   "{who} is at {v} now. We took the last of the boxes over today.",
                   "{who}'s moved to {v}. Bit teary, but the room is lovely."],
        "change_old": ["{who} has left {old} and moved into {v}."],
        "plan2": ["{who} is looking round {p} and {q} with us this week.",
                  "{who}'s shortlist is {p} or {q}."],
        "pick": ["{who} has chosen {v} over {q}.",
                 "{who} decided on {v}. {q} was too far out."],
        "done": ["{who} moved into {v} today, as planned."],
        "plan": ["{who} might have to move to {p}, they've got a nursing wing."],
    },
    "third_zh": {
        "state": ["{who}现在住在{v}。"],
        "use": ["今天去{v}看{name}，{he_zh}精神不错。"],
        "change": ["{who}住进{v}了。", "{who}搬到{v}了，房间挺好的。"],
        "plan2": ["我们这周带{who}去看{p}和{q}两家养老院。"],
        "pick": ["{who}选了{v}，没选{q}。"],
        "done": ["{who}按计划搬进了{v}。"],
    },
    "reasons": [("the old place couldn't manage the nursing care", "nursing care",
                 "原来那家护理跟不上", "护理跟不上"),
                ("{v} is ten minutes from us", "ten minutes", "{v}离我们家只有十分钟",
                 "十分钟")],
}  # fmt: skip

SLOTS["education"] = {
    "noun": "school", "noun_zh": "学校", "generic": False,
    "pools": {
        "school": ["Oakfield Academy", "St Bede's School", "Hollins Park High",
                   "Kingsmead School", "Northgate Academy", "Brackenwood High"],
        "college": ["Marlowe Sixth Form College", "Notre Dame Sixth Form", "Greenhead College",
                    "Park Lane College"],
        "uni": ["University of Leeds", "University of Sheffield", "Durham University",
                "Cardiff University", "University of York", "Newcastle University",
                "University of Manchester", "University of Edinburgh"],
    },
    "q": {"cur": ["Where does {s} study now?", "Which school or university is {s} at now?"],
          "hist": ["Where did {s} study before?"],
          "asof": ["Where does {s} study?"],
          "plan": ["Where is {s} planning to study next?"],
          "why": ["Why did {s} move to {v}?"]},
    "q_zh": {"cur": ["{s}现在在哪里读书？"], "hist": ["{s}以前在哪里读书？"],
             "asof": ["{s}在哪里读书？"], "plan": ["{s}打算去哪里读书？"],
             "why": ["{s}为什么去{v}读书？"]},
    "self_en": {
        "state": ["I'm at {v}.", "Still at {v}, still surviving.", "I go to {v}, yeah."],
        "use": ["Exams at {v} start in a fortnight. Send help.",
                "Library at {v} is rammed, nowhere to sit.", "Long day at {v}. Shattered.",
                "Fire alarm went off at {v} halfway through a mock. Unreal.",
                "Free period at {v} so obviously I'm talking to you."],
        "change": ["Started at {v} this week!", "Officially a {v} student now.",
                   "First day at {v} done. Nobody talked to me till lunch but then it was fine."],
        "plan": ["Thinking about moving to {p}.", "I might go to {p}, their open day was good."],
        "plan2": ["Applying to {p} and {q}. Personal statement is killing me.",
                  "Shortlist is {p} or {q}."],
        "pick": ["Got offers from both! Going with {v}, so {q} is out.",
                 "Firmed {v}. Sorry {q}, it's not you, it's me."],
        "done": ["Moved into halls at {v}!", "I'm at {v} now, like I said I'd be."],
        "other": ["My cousin goes to {x} and says it's alright.",
                  "Everyone from my old class went to {x}."],
        "distractor": ["{x} was in the news for some league table thing.",
                       "Got an email from {x} about their open day. Didn't even sign up."],
    },
    "self_zh": {
        "state": ["我在{v}读研究生。", "我在{v}读书。"],
        "use": ["{v}的图书馆今天人超多，找不到座位。", "在{v}赶论文，今晚又要熬夜了。"],
        "change": ["我开始在{v}读博了。", "我现在转到{v}了。"],
        "plan": ["我在申请{p}的博士。", "想去{p}读博。"],
        "plan_firm": ["拿到了{p}的博士offer，打算明年九月去。"],
        "done": ["{v}的博士正式开始了，之前申请的终于成了。"],
        "other": ["室友在{x}读书，说那边压力很大。"],
        "distractor": ["朋友圈有人转{x}的排名新闻。"],
    },
    "third_en": {
        "state": ["{who}'s at {v}."],
        "use": ["Dropped {name} at {v} this morning, {he_l} didn't say a word all the way.",
                "Parents' evening at {v} for {name}. All fine, chatty in class apparently."],
        "change": ["{who} started at {v} today. Looked terrified.", "{who} has moved to {v}.",
                   "{who}'s a {v} student now, can you believe it."],
        "plan": ["{who} is thinking about moving to {p}."],
        "plan2": ["{who} is applying to {p} and {q}."],
        "pick": ["{who} has accepted {v}, so not {q}."],
        "done": ["{who} moved into halls at {v}."],
    },
    "third_zh": {
        "state": ["{who}在{v}上学。"],
        "use": ["今天送{who}去{v}上学。"],
        "change": ["{who}开始在{v}上学了。", "{who}转到{v}了。"],
        "plan2": ["{who}申请了{p}和{q}。"],
        "pick": ["{who}两家都录取了，最后选了{v}，没去{q}。"],
        "done": ["{who}已经去{v}报到了，住进了宿舍。"],
    },
    "reasons": [("they do the A-level subjects that were missing at {old}", "A-level",
                 "那里有想读的课程", "想读的课程"),
                ("{v} offered a scholarship", "scholarship", "{v}给了奖学金", "奖学金"),
                ("there was bullying at {old}", "bullying", "{old}那边有人欺负", "欺负")],
}  # fmt: skip

SLOTS["music_teacher"] = {
    "noun": "music teacher", "noun_zh": "音乐老师", "generic": False,
    "pool": ["Mrs Okafor", "Mr Pellegrini", "Ms Haddad", "Mrs Kowalczyk", "Mr Delacroix",
             "Miss Fenwick", "Mr Abernathy"],
    "q": {"cur": ["Who is {s}'s {instr} teacher now?", "Who teaches {s} {instr} at the moment?"],
          "hist": ["Who was {s}'s {instr} teacher before?"],
          "asof": ["Who is {s}'s {instr} teacher?"],
          "plan": ["Which {instr} teacher is {s} planning to switch to?"],
          "why": ["Why did {s} switch {instr} teacher to {v}?"]},
    "q_zh": {"cur": ["{s}现在的{instr_zh}老师是谁？"], "hist": ["{s}以前的{instr_zh}老师是谁？"],
             "asof": ["{s}的{instr_zh}老师是谁？"], "plan": ["{s}打算换哪个{instr_zh}老师？"],
             "why": ["{s}为什么换{instr_zh}老师？"]},
    "self_en": {
        "state": ["My {instr} teacher is {v}.", "I have {instr} with {v} after school.",
                  "{v} teaches me {instr}."],
        "use": ["{v} says I need to practise my scales more. Rude but fair.",
                "{instr} lesson with {v} ran over, had to play the whole piece twice.",
                "Forgot my music at {v}'s again.",
                "{v} gave me a new piece and it is HARD."],
        "change": ["New {instr} teacher: {v}.", "I've switched to {v} for {instr}.",
                   "First {instr} lesson with {v} today, way less scary than before."],
        "change_old": ["Stopped {instr} with {old}, I'm with {v} now."],
        "plan": ["Might switch to {p} for {instr}, my friend has lessons with them."],
        "drop": ["Not switching to {p} after all.", "Decided to stay put, no {p}."],
        "other": ["My friend has {instr} with {x} and loves it.",
                  "{x} teaches half my year apparently."],
        "distractor": ["Saw a poster for {x}'s {instr} lessons at the library."],
    },
    "self_zh": {
        "state": ["我的{instr_zh}老师是{v}。"], "change": ["{instr_zh}老师换成{v}了。"],
    },
    "reasons": [("my old teacher moved away", "moved away", "原来的老师搬走了", "搬走"),
                ("{v} does proper exam prep", "exam prep", "{v}会帮忙准备考级", "考级")],
}  # fmt: skip

SLOTS["sports_club"] = {
    "noun": "club", "noun_zh": "俱乐部", "generic": True, "no_gen": {"other"},
    "pool": ["Northside Swimming Club", "Aquaflow Swim School", "Kingsway Cycling Club",
             "Castle Park Runners", "Phoenix Badminton Club", "Dale Road Tennis Club",
             "Harehills Harriers", "Kirkgate Athletic FC", "Otley Road Climbing Wall"],
    "q": {"cur": ["Which sports club does {s} belong to now?", "Where does {s} train now?"],
          "hist": ["Which club did {s} belong to before?"],
          "asof": ["Which sports club does {s} belong to?"],
          "plan": ["Which club is {s} planning to join?"],
          "why": ["Why did {s} join {v}?"],
          "co": ["Which sports clubs is {s} a member of now?"]},
    "q_zh": {"cur": ["{s}现在参加哪个俱乐部？"], "hist": ["{s}以前参加哪个俱乐部？"],
             "asof": ["{s}参加哪个俱乐部？"], "plan": ["{s}打算参加哪个俱乐部？"],
             "why": ["{s}为什么参加{v}？"], "co": ["{s}现在参加了哪些俱乐部？"]},
    "self_en": {
        "state": ["I'm a member of {v}.", "I train with {v}.", "{v} is my club."],
        "use": ["Training at {v} was brutal tonight.", "New PB at {v} this weekend!",
                "Paid my subs to {v} for the year, ouch.",
                "Coach at {v} has us doing hill sprints now."],
        "change": ["Joined {v}.", "I'm with {v} now.",
                   "Signed up with {v}, already been to two sessions."],
        "add": ["Still doing {old}, but I've joined {v} as well.",
                "Added {v} on top of {old}. Busy weeks ahead."],
        "remove": ["Quit {old}. Just {v} now.", "Stopped going to {old}, sticking with {v}."],
        "other": ["My mate's just joined {x}.", "{who_o} trains with {x}."],
    },
    "third_en": {
        "state": ["{who} trains at {v}."],
        "use": ["Took {name} to {v} this morning, freezing on the side.",
                "{name} came back from {v} covered in mud and grinning."],
        "change": ["{who} has joined {v}.", "{who}'s moved to {v}."],
        "add": ["{who} has joined {v} as well as {old}."],
        "remove": ["{who} has given up {old}, just {v} now."],
    },
    "third_zh": {
        "state": ["{who}在{v}训练。"], "use": ["今天带{name}去{v}，冻死了。"],
        "change": ["{who}参加了{v}。"], "add": ["{who}除了{old}，又参加了{v}。"],
        "remove": ["{who}不去{old}了，只去{v}。"],
    },
    "reasons": [("the coaching is miles better", "coaching", "那边的教练好很多", "教练好很多"),
                ("{old} folded", "folded", "{old}解散了", "解散")],
}  # fmt: skip

SLOTS["car"] = {
    "noun": "car", "noun_zh": "车", "generic": False,
    "pool": ["Toyota Yaris", "Skoda Octavia", "Nissan Leaf", "Ford Focus", "Kia Niro",
             "VW Golf", "Honda Jazz", "MG4", "Vauxhall Corsa", "BYD Atto 3", "Volvo XC40",
             "Dacia Sandero"],
    "q": {"cur": ["What car does {s} drive now?", "Which car has {s} got at the moment?"],
          "hist": ["What car did {s} drive before?"],
          "asof": ["What car does {s} drive?"],
          "plan": ["Which car is {s} planning to get?"],
          "why": ["Why did {s} get a {v}?"]},
    "q_zh": {"cur": ["{s}现在开什么车？"], "hist": ["{s}以前开什么车？"], "asof": ["{s}开什么车？"],
             "plan": ["{s}打算买什么车？"], "why": ["{s}为什么换成{v}？"]},
    "self_en": {
        "state": ["I drive {a} {v}.", "My {v} is still going, just about.",
                  "The {v} is on the drive if anyone needs a lift."],
        "use": ["Took the {v} through the car wash for the first time in a year.",
                "The {v} needs tyres. Of course it does.",
                "Stuck behind a tractor in the {v} all the way to Otley.",
                "Loaded the {v} with manure bags for the plot. It stinks now."],
        "change": ["Traded in for {a} {v}.", "Picked up my new {v} today!",
                   "I'm driving {a} {v} now."],
        "change_old": ["Sold the {old}, got {a} {v}.", "Goodbye {old}, hello {v}."],
        "plan": ["Thinking about getting {ap} {p}.", "Test-driving {ap} {p} next week."],
        "plan_firm": ["Put a deposit down on {ap} {p}, waiting for delivery."],
        "done": ["Bought the {v} in the end.", "Remember the {v} I was eyeing up? It's on the drive."],
        "drop": ["Went off the idea of {ap} {p}.", "Not getting the {p} after all."],
        "back": ["Got another {v}. Creature of habit."],
        "late": ["Meant to say, I've had {a} {v} since {month}."],
        "other": ["My brother-in-law just bought {ax} {x}.",
                  "Neighbour's got {ax} {x}, keeps showing it off."],
        "distractor": ["Advert for the {x} on telly again. Very shiny.",
                       "Read a review of the {x}, sounds alright."],
        "nostalgia": ["Saw {ao} {old} like my old one in the car park. Bit sad."],
    },
    "self_zh": {
        "state": ["我开的是{v}。"], "use": ["今天开{v}去超市买菜。", "{v}该换轮胎了。"],
        "change": ["换车了，现在开{v}。", "新车到了，是一辆{v}。"],
        "change_old": ["把{old}卖了，换了{v}。"], "plan": ["想买一辆{p}。"],
        "done": ["{v}买了，已经开回家了。"], "drop": ["{p}不买了。"],
        "other": ["邻居刚买了一辆{x}。"], "distractor": ["电视上老是放{x}的广告。"],
    },
    "mix": {"change": ["新车到了! {v}, finally."], "plan": ["在看{p}, test drive 约了下周。"]},
    "electric": {"Nissan Leaf", "Kia Niro", "MG4", "BYD Atto 3", "Volvo XC40"},
    "reasons": [("I wanted something electric", "electric", "想换电动车", "电动车"),
                ("the old one failed its MOT", "MOT", "旧车年检没过", "年检"),
                ("we needed more boot space", "boot space", "需要更大的后备箱", "后备箱")],
}  # fmt: skip

SLOTS["mobile_carrier"] = {
    "noun": "phone network", "noun_zh": "手机卡", "generic": True,
    "pool": ["Vodafone", "O2", "giffgaff", "EE", "Lebara", "Voxi", "Smarty", "Tesco Mobile",
             "Lyca Mobile"],
    "q": {"cur": ["Which mobile network is {s} on now?", "Who is {s}'s phone contract with now?"],
          "hist": ["Which mobile network was {s} on before?"],
          "asof": ["Which mobile network is {s} on?"],
          "plan": ["Which mobile network is {s} thinking of switching to?"],
          "why": ["Why did {s} switch to {v}?"]},
    "q_zh": {"cur": ["{s}现在用哪家的手机卡？"], "hist": ["{s}以前用哪家的手机卡？"],
             "asof": ["{s}用哪家的手机卡？"], "plan": ["{s}打算换哪家的手机卡？"],
             "why": ["{s}为什么换成{v}？"]},
    "self_en": {
        "state": ["I'm on {v}.", "My phone contract's with {v}.", "I'm with {v} for my mobile."],
        "use": ["Zero bars on {v} down at the allotment, as usual.",
                "Got my {v} bill. Roaming from the holiday, ugh.",
                "{v} texted to say I've nearly used my data."],
        "change": ["Ported my number to {v}.", "Switched my phone over to {v}.",
                   "New SIM from {v} arrived and it's all set up."],
        "scoped": ["{v} for my own phone, but work gave me a {x} SIM for the {scope}.",
                   "Personal phone's on {v}; the {scope} is {x}."],
    },
    "self_zh": {
        "state": ["我用的是{v}的卡。", "我手机是{v}的。"],
        "use": ["{v}在菜地那边一格都没有。", "收到{v}的账单了，流量又超了。"],
        "change": ["手机卡换成{v}了。", "号码转到{v}了。"],
    },
    "scopes": [("work phone", "工作手机")],
    "reasons": [("the signal at the allotment was useless", "signal", "在菜地那边没信号", "信号"),
                ("{v} is half the price", "half the price", "{v}便宜一半", "便宜一半")],
    "pron_en": [("My nephew keeps going on about {v}.", "Caved and moved my number over to them.")],
    "pron_zh": [("朋友推荐了{v}，说挺划算。", "我今天也换过去了。")],
}  # fmt: skip

SLOTS["broadband"] = {
    "noun": "broadband", "noun_zh": "宽带", "generic": True, "no_gen": {"other", "distractor"},
    "pool": ["Virgin Media", "BT", "Plusnet", "TalkTalk", "Community Fibre", "Hyperoptic",
             "Zen Internet"],
    "q": {"cur": ["Which broadband provider does {s} use now?"],
          "hist": ["Which broadband provider did {s} have before?"],
          "asof": ["Which broadband provider does {s} use?"],
          "plan": ["Which broadband provider is {s} planning to switch to?"],
          "why": ["Why did {s} switch broadband to {v}?"]},
    "q_zh": {"cur": ["{s}现在用哪家的宽带？"], "hist": ["{s}以前用哪家的宽带？"],
             "asof": ["{s}用哪家的宽带？"], "plan": ["{s}打算换哪家的宽带？"],
             "why": ["{s}为什么换成{v}的宽带？"]},
    "self_en": {
        "state": ["My broadband's with {v}.", "I've got {v} for the internet."],
        "use": ["{v} went down again in the middle of a video call.",
                "The {v} router is blinking orange again, brilliant."],
        "change": ["Switched broadband to {v}.", "{v} engineer came round and set me up today."],
        "other": ["Next door are on {x} and never stop complaining."],
        "distractor": ["{x} van parked outside all week, they're laying cables."],
    },
    "group_en": {
        "state": ["Our broadband is {v}.", "We're with {v} for the internet at home."],
        "use": ["{v} went down during {kid}'s online exam, nightmare.",
                "The {v} router's flashing again. Everyone blames me."],
        "change": ["We've switched broadband to {v}.",
                   "The {v} engineer came and set us up this morning.",
                   "Home internet's {v} now."],
        "change_old": ["Ditched {old}; we're on {v} now."],
        "plan": ["Thinking of moving our broadband to {p}.",
                 "{p} keep sending us offers, might switch."],
        "done": ["We did switch to {v} in the end."],
        "drop": ["Not switching to {p} after all."],
        "other": ["Next door are on {x} and never stop complaining.",
                  "The couple over the road have {x}, theirs never drops."],
        "distractor": ["{x} keep posting leaflets through our door."],
    },
    "group_zh": {
        "state": ["家里的宽带是{v}的。"], "use": ["{v}的网又断了，孩子在考试急死了。"],
        "other": ["隔壁家用的是{x}。"], "distractor": ["{x}又往家里塞传单了。"],
        "change": ["家里宽带换成{v}了。"], "plan": ["家里想换{p}的宽带。"],
        "drop": ["{p}的宽带不换了。"],
    },
    "reasons": [("the old one kept dropping out", "dropping out", "以前老是断网", "断网"),
                ("{v} offered full fibre", "full fibre", "{v}有全光纤", "光纤")],
}  # fmt: skip

SLOTS["plot_number"] = {
    "noun": "plot", "noun_zh": "菜地", "generic": False,
    "pool": ["14B", "22C", "7A", "9F", "31B", "18D", "26E", "5C", "12A", "27F", "16C", "33A",
             "21D", "8E", "29B", "11C", "4D", "35E", "19F", "24A", "10B", "37C", "2E", "30D"],
    "q": {"cur": ["Which allotment plot is {s} on now?", "What's {s}'s plot number now?"],
          "hist": ["Which allotment plot did {s} have before?"],
          "asof": ["Which allotment plot is {s} on?"],
          "plan": ["Which plot is {s} hoping to move to?"],
          "why": ["Why did {s} move to plot {v}?"]},
    "q_zh": {"cur": ["{s}现在种的是几号地？"], "hist": ["{s}以前种几号地？"],
             "asof": ["{s}种的是几号地？"], "plan": ["{s}想换到几号地？"],
             "why": ["{s}为什么换到{v}号地？"]},
    "self_en": {
        "state": ["I'm on plot {v}.", "My plot's {v}, the one by the water trough.",
                  "Plot {v}, that's me."],
        "use": ["Spent the whole afternoon on {v} digging out bindweed.",
                "Put the bean poles up on plot {v} today.",
                "Someone's dumped a pallet on {v}. Not mine!"],
        "change": ["I've moved to plot {v}.", "Swapped plots, I'm on {v} now.",
                   "Committee gave me plot {v}, moved my stuff over at the weekend."],
        "change_old": ["Gave up {old} and took on {v}."],
        "plan": ["Put my name down for plot {p} when it comes free.",
                 "Might move to {p}, it's nearer the tap."],
        "plan_firm": ["Committee's promised me plot {p} once the tenant's cleared out."],
        "done": ["Got plot {v} in the end!"],
        "drop": ["Not moving to {p} after all."],
        "other": ["My mate at the other end has plot {x}.", "The new couple have taken {x}."],
        "distractor": ["Plot {x} is up for grabs if anyone's interested. Not me!",
                       "There's a notice on the board about plot {x} being overgrown."],
    },
    "self_zh": {
        "state": ["我的菜地是{v}号。", "我种的是{v}号地。"],
        "use": ["今天在{v}号地拔了一下午的草。", "在{v}号地搭了豆角架子。"],
        "change": ["我换到{v}号地了。", "协会把{v}号地分给我了。"],
        "change_old": ["{old}号地不种了，换到{v}号。"],
        "plan": ["我报名了{p}号地，等它空出来。"], "plan_firm": ["协会答应把{p}号地给我，等前面的人搬走。"],
        "done": ["{v}号地终于轮到我了。"], "drop": ["{p}号地不换了。"],
        "other": ["隔壁老王种的是{x}号地。"], "distractor": ["公告栏上说{x}号地没人种了。"],
    },
    "group_en": {
        "state": ["Our family plot is {v}.", "We're on plot {v}."],
        "use": ["Whole family down at plot {v} today, even the teenagers.",
                "Planted the potatoes on {v} this morning."],
        "change": ["We've moved the family plot to {v}.", "We're on plot {v} now."],
        "change_old": ["We've given up {old} and taken {v}."],
        "plan": ["We've asked the committee for plot {p}."],
        "done": ["We got plot {v}!"], "drop": ["We're staying put, not taking {p}."],
    },
    "group_zh": {"state": ["我们家的菜地是{v}号。"], "change": ["我们家换到{v}号地了。"]},
    "reasons": [("the old one flooded every winter", "flooded", "原来那块冬天老是淹水", "淹水"),
                ("{v} is nearer the gate", "nearer the gate", "{v}离门口近", "离门口近")],
}  # fmt: skip

SLOTS["seed_supplier"] = {
    "noun": "seed supplier", "noun_zh": "买种子的地方", "generic": True,
    "pool": ["Thompson & Morgan", "Kings Seeds", "Real Seeds", "Sarah Raven", "Chiltern Seeds",
             "Suttons", "Marshalls", "Franchi Seeds", "Premier Seeds Direct", "Seed Parade"],
    "q": {"cur": ["Where does {s} buy seeds now?", "Which seed supplier does {s} mainly use?"],
          "hist": ["Where did {s} use to buy seeds?"],
          "asof": ["Which seed supplier does {s} use?"],
          "plan": ["Which seed supplier is {s} thinking of trying?"],
          "why": ["Why did {s} switch seed supplier to {v}?"]},
    "q_zh": {"cur": ["{s}现在主要在哪里买种子？"], "hist": ["{s}以前在哪里买种子？"],
             "asof": ["{s}在哪里买种子？"], "plan": ["{s}想试哪家的种子？"],
             "why": ["{s}为什么换到{v}买种子？"]},
    "self_en": {
        "state": ["I get all my seeds from {v}.", "{v} is my seed supplier.", "Seeds? Always {v}."],
        "use": ["{v} catalogue arrived. Dangerous.",
                "Seed order from {v} came today: beans, peas and far too many squash.",
                "The {v} tomatoes are coming up a treat."],
        "change": ["Ordering my seeds from {v} now.", "Gave {v} a go this year instead."],
        "scoped": ["Mostly {v}, but I get my {scope} seeds from {x}.",
                   "{v} for nearly everything, except {scope}, those come from {x}."],
    },
    "self_zh": {
        "state": ["我的种子都是从{v}买的。"],
        "use": ["{v}的种子到了，豆子、豌豆，还有好多南瓜。"],
        "change": ["今年改在{v}买种子了。"],
        "scoped": ["种子一般在{v}买，不过{scope_zh}种子是在{x}买的。",
                   "大部分种子还是{v}的，{scope_zh}的种子我从{x}订。"],
    },
    "scopes": [("chilli", "辣椒"), ("Asian greens", "中国青菜"), ("tomato", "番茄"),
               ("sweet pea", "香豌豆")],
    "reasons": [("the seed from {old} kept failing on me", "kept failing", "{old}的种子老是不发芽",
                 "不发芽"),
                ("{v} does organic seed", "organic", "{v}有有机种子", "有机种子")],
}  # fmt: skip

SLOTS["garden_centre"] = {
    "noun": "garden centre", "noun_zh": "园艺中心", "generic": True,
    "pool": ["Hillside Nurseries", "Blackmore Garden Centre", "Dobbies", "Squire's",
             "Fernhill Garden Centre", "Notcutts", "Haskins", "Tong Garden Centre"],
    "q": {"cur": ["Which garden centre does {s} mostly use now?"],
          "hist": ["Which garden centre did {s} use before?"],
          "asof": ["Which garden centre does {s} mostly use?"],
          "plan": ["Which garden centre is {s} thinking of switching to?"],
          "why": ["Why did {s} switch to {v}?"]},
    "q_zh": {"cur": ["{s}现在主要去哪个园艺中心？"], "hist": ["{s}以前去哪个园艺中心？"],
             "asof": ["{s}去哪个园艺中心？"], "plan": ["{s}想换去哪个园艺中心？"],
             "why": ["{s}为什么改去{v}？"]},
    "self_en": {
        "state": ["{v} is my go-to garden centre.", "I do all my garden shopping at {v}."],
        "use": ["Spent far too much at {v} again.",
                "Scone in the café at {v}, then bought a fig I don't need.",
                "{v} have got their bare-root roses in."],
        "change": ["I've defected to {v}.", "I go to {v} for garden stuff now."],
        "scoped": ["{v} for most things, but I go to {x} for {scope}.",
                   "Everything from {v} apart from {scope}; {x} does those better."],
    },
    "self_zh": {
        "state": ["我一般去{v}买园艺用品。"], "use": ["今天在{v}又花多了。"],
        "change": ["现在改去{v}买花苗了。"],
        "scoped": ["一般去{v}，不过{scope_zh}在{x}买。"],
    },
    "scopes": [("roses", "玫瑰"), ("bulbs", "球根"), ("fruit bushes", "果树苗")],
    "reasons": [("{v} has a proper fruit tree section", "fruit tree", "{v}果树品种多",
                 "果树品种"),
                ("{old} shut down", "shut down", "{old}关门了", "关门")],
}  # fmt: skip

SLOTS["dentist"] = {
    "noun": "dentist", "noun_zh": "牙医", "generic": True,
    "pool": ["Smile Studio", "Bridge Street Dental", "Parkview Dental", "Castle Dental Care",
             "Bupa Dental Care", "Mydentist", "Bright Smiles Clinic", "Lakeside Dental"],
    "q": {"cur": ["Which dentist is {s} with now?", "Where does {s} go to the dentist now?"],
          "hist": ["Which dentist was {s} with before?"],
          "asof": ["Which dentist is {s} with?"],
          "plan": ["Which dentist is {s} thinking of moving to?"],
          "why": ["Why did {s} move to {v}?"]},
    "q_zh": {"cur": ["{s}现在在哪里看牙？"], "hist": ["{s}以前在哪里看牙？"],
             "asof": ["{s}在哪里看牙？"], "plan": ["{s}打算换哪家牙医？"],
             "why": ["{s}为什么换到{v}看牙？"]},
    "self_en": {
        "state": ["My dentist is {v}.", "I'm a patient at {v}."],
        "use": ["Check-up at {v} this morning. No fillings!",
                "The hygienist at {v} told me off for not flossing.",
                "Reminder from {v}: six months already?"],
        "change": ["Registered at {v} as a new patient.", "New dentist: {v}."],
    },
    "self_zh": {
        "state": ["我看牙在{v}。"], "use": ["今天在{v}洗牙，医生说不用补。"],
        "change": ["换牙医了，现在去{v}。"],
    },
    "reasons": [("{old} stopped taking NHS patients", "NHS", "{old}不收NHS病人了", "NHS"),
                ("{v} does weekend appointments", "weekend appointments", "{v}周末也能看",
                 "周末也能看")],
}  # fmt: skip

SLOTS["diet"] = {
    "noun": "diet", "noun_zh": "饮食", "generic": False,
    "pool": ["vegetarian", "vegan", "pescatarian", "gluten-free", "dairy-free", "flexitarian"],
    "q": {"cur": ["What diet does {s} follow now?", "Is {s} on any particular diet these days?"],
          "hist": ["What diet did {s} follow before?"],
          "asof": ["What diet does {s} follow?"],
          "plan": ["What diet is {s} thinking of trying?"],
          "why": ["Why did {s} go {v}?"]},
    "q_zh": {"cur": ["{s}现在的饮食是什么？"], "hist": ["{s}以前是什么饮食？"],
             "asof": ["{s}是什么饮食？"], "plan": ["{s}想试什么饮食？"], "why": ["{s}为什么改成{v}？"]},
    "self_en": {
        "state": ["I'm {v} these days.",
                  "I've been {v} for a while now, if you're suggesting recipes."],
        "use": ["Being {v} at a barbecue is a nightmare.",
                "The canteen has exactly one {v} option and it's soup."],
        "change": ["I've gone {v}.", "Officially {v} as of this week.", "So... I'm {v} now."],
        "change_old": ["Not {old} any more. I've gone {v}."],
        "back": ["Back to being {v}. It just suits me better."],
        "plan": ["Thinking of trying {p} for a month.", "Might go {p}, a few friends have."],
        "drop": ["Looked into going {p} properly and it's not for me.",
                 "Gave up on the {p} idea."],
        "late": ["Forgot to mention, I've been {v} since {month}."],
        "other": ["My best friend's {x} and keeps sending me recipes.", "Half my class is {x} now."],
        "distractor": ["There's a {x} food festival in town next month.",
                       "Saw an article saying {x} diets are overrated."],
    },
    "reasons": [("I watched a documentary about dairy farms", "documentary",
                 "看了一部纪录片", "纪录片"),
                ("the doctor suggested it for my stomach", "stomach", "医生说对胃好", "对胃好")],
}  # fmt: skip

SLOTS["employer"] = {
    "noun": "job", "noun_zh": "工作", "generic": True, "no_gen": {"other", "distractor"},
    "pools": {
        "adult": ["Yorkshire Water", "Halden Logistics", "Brightwell Insurance",
                  "Leeds City Council", "Arup", "Northern Rail", "Jacobs Engineering",
                  "Calderdale College", "Asda", "KPMG", "St James's Hospital", "Channel 4",
                  "First Direct"],
        "teen": ["Greggs", "Costa Coffee", "Waterstones", "Pizza Express", "Morrisons", "Lidl"],
        "student": ["Huawei UK", "Deloitte", "Sage Group", "KPMG", "Burberry", "Arup",
                    "Leeds City Council"],
        "ymum": ["St James's Hospital", "Lotus Garden Restaurant", "Leeds City Council",
                 "Halden Logistics", "Asda", "Wing Lee Supermarket"],
    },
    "q": {"cur": ["Where does {s} work now?", "Who is {s}'s employer at the moment?"],
          "hist": ["Where did {s} work before?"],
          "asof": ["Where does {s} work?"],
          "plan": ["Where is {s} planning to work next?"],
          "why": ["Why did {s} move to {v}?"]},
    "q_zh": {"cur": ["{s}现在在哪里工作？"], "hist": ["{s}以前在哪里工作？"],
             "asof": ["{s}在哪里工作？"], "plan": ["{s}打算去哪里工作？"],
             "why": ["{s}为什么去{v}工作？"]},
    "self_en": {
        "state": ["I work at {v}.", "I'm at {v} these days.",
                  "Day job's at {v}."],
        "use": ["Long day at {v}, the printer's possessed.",
                "{v} Christmas party is fancy dress this year, help.",
                "Got roped into the {v} charity bake-off."],
        "change": ["Started at {v} this week.", "First week at {v} done!",
                   "I've accepted the offer from {v}, started already.",
                   "New job at {v}, still learning where the loos are."],
        "plan": ["Got an interview at {p}.", "Applied for a job at {p}."],
        "plan_firm": ["Handed in my notice. Off to {p} once it's worked out."],
        "other": ["My sister's just started at {x}.", "{who_o} works at {x} and hates it.",
                  "Friend of mine got a job at {x}."],
        "distractor": ["{x} is hiring again, saw it on LinkedIn.",
                       "Apparently {x} is moving its offices out of town."],
    },
    "self_zh": {
        "state": ["我在{v}上班。"], "use": ["今天在{v}加班到九点。", "{v}的年会要穿奇装异服。"],
        "change": ["我换工作了，现在在{v}。", "这周开始去{v}上班了。"],
        "plan": ["{p}约我面试了。", "投了{p}的简历。"],
        "other": ["我表姐在{x}上班。", "室友在{x}实习。"], "distractor": ["听说{x}在招人。"],
        "plan_firm": ["已经跟老板提了辞职，下个月去{p}。"],
    },
    "mix": {"change": ["新工作 at {v}, 第一周 survived!"],
            "plan": ["{p} 那边约我 interview 了，紧张。"]},
    "reasons": [("the commute was killing me", "commute", "以前通勤太远了", "通勤"),
                ("{v} offered a four-day week", "four-day week", "{v}可以一周上四天班",
                 "一周上四天"),
                ("my old team got restructured", "restructured", "原来的部门重组了", "重组")],
    "pron_en": [("Had an interview at {v} last week, did I say?",
                 "Well, they offered me the job and I've started!")],
    "pron_zh": [("上周去{v}面试了。", "他们录用我了，这周已经开始上班。")],
}  # fmt: skip

SLOTS["job_title"] = {
    "noun": "job title", "noun_zh": "职位", "generic": False,
    "pool": ["staff nurse", "ward manager", "senior planner", "team leader", "data analyst",
             "project manager", "site supervisor", "operations manager", "account manager",
             "logistics coordinator"],
    "q": {"cur": ["What is {s}'s job title now?", "What role does {s} have at work now?"],
          "hist": ["What was {s}'s job title before?"],
          "asof": ["What is {s}'s job title?"],
          "plan": ["Which role is {s} going for?"],
          "why": ["Why did {s} become {v}?"]},
    "q_zh": {"cur": ["{s}现在是什么职位？"], "hist": ["{s}以前是什么职位？"],
             "asof": ["{s}是什么职位？"], "plan": ["{s}在争取什么职位？"], "why": ["{s}为什么当了{v}？"]},
    "self_en": {
        "state": ["I'm {a} {v}.", "Job title's {v}, for what it's worth."],
        "use": ["Being {a} {v} mostly means answering emails.",
                "Another day, another {v} crisis."],
        "change": ["Got promoted to {v}!", "New title: {v}. Same desk, more meetings.",
                   "I'm {v} now, started the new role this week."],
        "change_old": ["Moved up from {old} to {v}."],
        "plan": ["Going for the {p} role that's come up."],
        "drop": ["Didn't go for the {p} job in the end."],
        "other": ["My sister's just become {ax} {x}."],
        "distractor": ["Saw {ax} {x} job advertised, good money too."],
    },
    "self_zh": {
        "state": ["我现在是{v}。"], "use": ["当{v}就是天天回邮件。"],
        "change": ["升职了，现在是{v}。"],
    },
    "mix": {"change": ["升职了! 现在是 {v}, 终于。"]},
    "reasons": [("my manager left", "manager left", "我的经理走了", "经理走了")],
}  # fmt: skip

SLOTS["neighbourhood"] = {
    "noun": "neighbourhood", "noun_zh": "住的地方", "generic": False,
    "pool": ["Headingley", "Chapel Allerton", "Roundhay", "Kirkstall", "Horsforth", "Armley",
             "Moortown", "Burley", "Woodhouse", "Beeston"],
    "q": {"cur": ["Which part of town does {s} live in now?", "Where does {s} live now?"],
          "hist": ["Where did {s} live before?"],
          "asof": ["Which part of town does {s} live in?"],
          "plan": ["Where is {s} planning to move?"],
          "why": ["Why did {s} move to {v}?"]},
    "q_zh": {"cur": ["{s}现在住在哪一带？"], "hist": ["{s}以前住在哪里？"],
             "asof": ["{s}住在哪一带？"], "plan": ["{s}打算搬到哪里？"], "why": ["{s}为什么搬到{v}？"]},
    "self_en": {
        "state": ["I live in {v}.", "Home's {v} these days."],
        "use": ["Bins in {v} haven't been collected for a fortnight.",
                "New bakery opened in {v}, which is dangerous.", "Roadworks all over {v} again."],
        "change": ["Moved to {v} at the weekend.", "Got the keys to a flat in {v}!",
                   "I'm in {v} now, bit further from the plots."],
        "change_old": ["Left {old}. I'm in {v} now."],
        "plan": ["Looking at flats in {p}.", "Might move to {p} when the lease is up."],
        "plan_firm": ["Signed for a flat in {p}, moving once the lease here runs out."],
        "done": ["Moved to {v} in the end, like I said."],
        "drop": ["Not moving to {p} after all."],
        "other": ["My brother's just bought in {x}."],
        "distractor": ["House prices in {x} have gone mad, according to the paper."],
        "nostalgia": ["Went back to {old} for a coffee, still love it."],
    },
    "self_zh": {
        "state": ["我住在{v}。"], "use": ["{v}那边新开了一家面包店。"],
        "change": ["搬到{v}了。", "我们搬家了，现在住{v}。"],
        "change_old": ["从{old}搬到{v}了。"], "plan": ["在看{p}的房子。"],
        "plan_firm": ["{p}的房子签了，下个月搬。"],
        "done": ["已经搬到{v}了，就是之前看的那套。"], "drop": ["不搬{p}了。"],
        "other": ["表姐在{x}买了房子。"], "distractor": ["新闻说{x}的房价涨得厉害。"],
        "nostalgia": ["今天路过{old}，有点想以前的房子。"],
    },
    "reasons": [("the landlord sold up", "landlord", "房东把房子卖了", "房东"),
                ("{v} has a direct bus to work", "direct bus", "{v}有直达公司的公交", "直达")],
}  # fmt: skip

SLOTS["bank"] = {
    "noun": "bank", "noun_zh": "银行", "generic": True,
    "pool": ["Nationwide", "Monzo", "Barclays", "HSBC", "Lloyds Bank", "Starling", "Santander",
             "Halifax", "NatWest"],
    "pools": {"zh": ["中国银行", "HSBC", "Barclays", "NatWest", "Lloyds Bank", "工商银行"]},
    "q": {"cur": ["Which bank does {s} use now?"],
          "hist": ["Which bank did {s} use before?"],
          "asof": ["Which bank does {s} use?"],
          "plan": ["Which bank is {s} thinking of moving to?"],
          "why": ["Why did {s} move to {v}?"],
          "co": ["Which banks does {s} have accounts with now?"]},
    "q_zh": {"cur": ["{s}现在用哪家银行？"], "hist": ["{s}以前用哪家银行？"],
             "asof": ["{s}用哪家银行？"], "plan": ["{s}打算换哪家银行？"],
             "why": ["{s}为什么换到{v}？"], "co": ["{s}现在在哪些银行有账户？"]},
    "self_en": {
        "state": ["I bank with {v}.", "My current account's with {v}."],
        "use": ["{v} app logged me out halfway through paying the plot rent.",
                "Had to go into {v} in person, felt very old-fashioned."],
        "change": ["Moved my current account to {v}.", "Switched banks, {v} now."],
        "add": ["Opened a {v} account alongside my {old} one.",
                "Got a {v} account too, for savings. Still keeping {old}."],
        "remove": ["Closed my {old} account. Everything's in {v} now."],
    },
    "self_zh": {
        "state": ["我的银行卡是{v}的。"], "use": ["{v}的app又登不进去了。"],
        "change": ["银行换成{v}了。"],
        "add": ["在{v}也开了个户，{old}的卡还留着。"],
        "remove": ["{old}的账户销了，现在只用{v}。"],
    },
    "reasons": [("{v} was paying a switching bonus", "switching bonus", "{v}有转户奖励",
                 "转户奖励"),
                ("{old} closed the local branch", "branch", "{old}把附近的网点关了", "网点")],
    "pron_en": [("My son-in-law keeps telling me to try {v}.",
                 "Opened my main account with them today, so that's that.")],
}  # fmt: skip

SLOTS["streaming_service"] = {
    "noun": "streaming service", "noun_zh": "视频会员", "generic": True, "no_gen": {"other"},
    "pool": ["Netflix", "Disney+", "Prime Video", "Apple TV+", "BritBox", "Paramount+",
             "Crunchyroll"],
    "pools": {"zh": ["iQIYI", "Tencent Video", "Youku", "Mango TV", "Netflix"]},
    "q": {"cur": ["Which streaming service does {s} have now?"],
          "hist": ["Which streaming service did {s} have before?"],
          "asof": ["Which streaming service does {s} have?"],
          "plan": ["Which streaming service is {s} thinking of getting?"],
          "why": ["Why did {s} get {v}?"],
          "co": ["Which streaming services does {s} have now?",
                 "What does {s} subscribe to for TV now?"]},
    "q_zh": {"cur": ["{s}现在开的是哪个视频会员？"], "hist": ["{s}以前开的是哪个视频会员？"],
             "asof": ["{s}开的是哪个视频会员？"], "plan": ["{s}想开哪个视频会员？"],
             "why": ["{s}为什么开{v}？"], "co": ["{s}现在开了哪些视频会员？"]},
    "self_en": {
        "state": ["I've got {v}.", "Watching everything on {v} at the moment."],
        "use": ["Binged a whole series on {v} last night. No regrets.",
                "{v} put their price up again."],
        "change": ["Signed up to {v}."],
        "add": ["Signed up to {v} as well as {old}. Just for one show, honest."],
        "remove": ["Cancelled {old}. {v} is plenty."],
        "other": ["My sister's hooked on some series on {x}.", "{who_o} keeps telling me to get {x}."],
    },
    "self_zh": {
        "state": ["我在{v}上追剧。"], "use": ["在{v}上看了一晚上的剧。"],
        "change": ["开了{v}的会员。"],
        "add": ["{old}还留着，又开了{v}的会员。"],
        "remove": ["{old}的会员不续了，只留{v}。"],
        "other": ["邻居说{x}上的剧好看。"],
    },
    "group_en": {
        "state": ["We've got {v} at home."],
        "use": ["Family film night on {v}, nobody could agree on anything."],
        "change": ["We've signed up to {v}."],
        "add": ["We've added {v} alongside {old}.", "Got {v} for the house, kept {old} too."],
        "remove": ["We cancelled {old}; just {v} now."],
        "other": ["My sister's family have {x}."],
        "distractor": ["Saw an advert for {x}, they're doing a family deal."],
    },
    "group_zh": {"state": ["家里有{v}的会员。"], "add": ["家里除了{old}，又开了{v}。"],
                 "remove": ["家里的{old}不续了，只留{v}。"], "other": ["亲戚家开的是{x}。"]},
    "reasons": [],
}  # fmt: skip

SLOTS["knitting_group"] = {
    "noun": "knitting group", "noun_zh": "编织小组", "generic": True, "no_gen": {"other"},
    "pool": ["Purl Jam", "Knit & Natter", "Woolgatherers", "Crafty Needles", "Cast On Club",
             "Yarn Spinners"],
    "q": {"cur": ["Which knitting group does {s} go to now?"],
          "hist": ["Which knitting group did {s} go to before?"],
          "asof": ["Which knitting group does {s} go to?"],
          "plan": ["Which knitting group is {s} thinking of joining?"],
          "why": ["Why did {s} switch to {v}?"],
          "co": ["Which knitting groups does {s} go to now?"]},
    "q_zh": {"cur": ["{s}现在去哪个编织小组？"], "hist": ["{s}以前去哪个编织小组？"],
             "asof": ["{s}去哪个编织小组？"], "plan": ["{s}想参加哪个编织小组？"],
             "why": ["{s}为什么换到{v}？"], "co": ["{s}现在参加哪些编织小组？"]},
    "self_en": {
        "state": ["I go to {v} at the library.", "I'm in {v}, we meet in the community centre."],
        "use": ["{v} was lively today, someone brought lemon drizzle.",
                "Finished the baby blanket at {v}.", "Cast on a new jumper at {v}. Ambitious."],
        "change": ["I've joined {v} instead.", "I go to {v} now."],
        "add": ["Still go to {old}, but I've started at {v} too."],
        "remove": ["Given up {old}. It's just {v} for me now."],
        "other": ["My neighbour goes to {x} on a different day.",
                  "A lady from church runs {x}, she keeps trying to recruit me."],
    },
    "reasons": [("{old} moved to evenings", "moved to evenings", "{old}改到晚上了", "改到晚上"),
                ("{v} meets round the corner from me", "round the corner", "{v}就在我家附近",
                 "就在我家附近")],
}  # fmt: skip

SLOTS["place_of_worship"] = {
    "noun": "church", "noun_zh": "教会", "generic": False,
    "pool": ["St Luke's Church", "St Chad's Church", "Trinity Methodist", "Our Lady of Lourdes",
             "Emmanuel Baptist"],
    "pools": {"zh": ["华人基督教会", "恩典堂", "利兹华人浸信会", "佛光山禅寺"]},
    "q": {"cur": ["Which church does {s} go to now?"],
          "hist": ["Which church did {s} go to before?"],
          "asof": ["Which church does {s} go to?"],
          "plan": ["Which church is {s} thinking of moving to?"],
          "why": ["Why did {s} start going to {v}?"]},
    "q_zh": {"cur": ["{s}现在去哪个教会？"], "hist": ["{s}以前去哪个教会？"],
             "asof": ["{s}去哪个教会？"], "plan": ["{s}想换去哪个教会？"], "why": ["{s}为什么改去{v}？"]},
    "self_en": {
        "state": ["I go to {v} on Sundays.", "{v} is my church."],
        "use": ["The vicar at {v} gave a lovely sermon on patience.",
                "Did the flowers at {v} this week.",
                "Coffee morning at {v}, raised forty pounds for the roof."],
        "change": ["I've started going to {v} instead.", "Moved to {v}; the congregation's warmer."],
        "change_old": ["Stopped going to {old}. I'm at {v} now."],
        "back": ["Back at {v}. I missed the choir more than I thought."],
        "plan": ["Thinking of trying {p} for a while."],
        "drop": ["Not moving to {p} after all."],
        "other": ["My friend from the knitting circle goes to {x}."],
        "distractor": ["{x} is having a summer fair, there's a poster in the post office."],
        "nostalgia": ["Walked past {old} today. Lovely building, still."],
    },
    "self_zh": {
        "state": ["我每个礼拜天去{v}。", "我去的是{v}。"],
        "use": ["今天在{v}帮忙做饭。", "{v}今天有查经班，大家聊得很开心。"],
        "change": ["我现在改去{v}了。"], "change_old": ["不去{old}了，现在去{v}。"],
        "back": ["又回{v}了。"], "plan": ["想去{p}看看。"], "drop": ["{p}还是不去了。"],
        "other": ["邻居阿姨去的是{x}。"], "distractor": ["{x}的传单塞到我家信箱里了。"],
    },
    "reasons": [("{v} is on my bus route", "bus route", "{v}在我坐的公交线路上", "公交线路"),
                ("{old} merged with another parish", "merged", "{old}跟别的教会合并了", "合并")],
}  # fmt: skip

SLOTS["physio"] = {
    "noun": "physio", "noun_zh": "理疗", "generic": True,
    "pool": ["Active Motion Physio", "PhysioFirst", "Kinetic Physiotherapy", "Balance Physio",
             "Moveright Clinic", "Headrow Physiotherapy"],
    "q": {"cur": ["Where does {s} see a physio now?"],
          "hist": ["Where did {s} see a physio before?"],
          "asof": ["Where does {s} see a physio?"],
          "plan": ["Which physio is {s} planning to switch to?"],
          "why": ["Why did {s} switch physio to {v}?"]},
    "q_zh": {"cur": ["{s}现在在哪里做理疗？"], "hist": ["{s}以前在哪里做理疗？"],
             "asof": ["{s}在哪里做理疗？"], "plan": ["{s}打算换到哪里做理疗？"],
             "why": ["{s}为什么换到{v}做理疗？"]},
    "self_en": {
        "state": ["I see a physio at {v}.", "{v} are sorting my knee out."],
        "use": ["Session at {v} today, more exercises with that rubber band.",
                "{v} says I'm doing well, but to stop lifting compost bags."],
        "change": ["Switched physios, going to {v} now."],
    },
    "self_zh": {
        "state": ["我在{v}做理疗。"], "use": ["今天去{v}做理疗，腰好多了。"],
        "change": ["理疗换到{v}了。"],
    },
    "third_en": {
        "state": ["{who} sees a physio at {v}."],
        "use": ["{name} was limping less after {v} today."],
        "change": ["{who}'s seeing a new physio at {v} for {his} knee.",
                   "{who} goes to {v} for physio now."],
        "change_old": ["{who} gave up on {old}; {he_l}'s at {v} now."],
    },
    "reasons": [("{v} does home visits", "home visits", "{v}可以上门", "可以上门"),
                ("the referral finally came through", "referral", "转诊终于批下来了", "转诊")],
    "pron_en": [("The GP referred me to {v}.", "First session there today, so they're my physio now.")],
    "pron_zh": [("医生给我介绍了{v}。", "今天第一次去，以后就在那儿做理疗了。")],
}  # fmt: skip

SLOTS["hairdresser"] = {
    "noun": "hairdresser", "noun_zh": "理发店", "generic": True,
    "pool": ["Snip & Style", "Toni & Guy", "Hair by Jade", "Kutz Barbers", "Salon Mira",
             "Lotus Hair", "The Hair Lounge"],
    "q": {"cur": ["Where does {s} get a haircut now?"],
          "hist": ["Which hairdresser did {s} use before?"],
          "asof": ["Which hairdresser does {s} use?"],
          "plan": ["Which hairdresser is {s} thinking of trying?"],
          "why": ["Why did {s} switch to {v}?"]},
    "q_zh": {"cur": ["{s}现在在哪里剪头发？"], "hist": ["{s}以前在哪里剪头发？"],
             "asof": ["{s}在哪里剪头发？"], "plan": ["{s}想换哪家理发店？"],
             "why": ["{s}为什么换到{v}？"]},
    "self_en": {
        "state": ["I get my hair done at {v}.", "{v} does my hair."],
        "use": ["Fresh cut from {v}. Feel like a new person.",
                "{v} squeezed me in at short notice, angels."],
        "change": ["Found a new hairdresser: {v}.", "Had my hair done at {v}, and I'm staying."],
    },
    "self_zh": {
        "state": ["我在{v}剪头发。"], "use": ["今天去{v}烫了头发。"],
        "change": ["换了家理发店，现在去{v}。"],
    },
    "reasons": [("{old} kept cancelling on me", "cancelling", "{old}老是临时取消", "临时取消"),
                ("my stylist moved to {v}", "stylist", "我的发型师跳槽到{v}了", "发型师")],
    "pron_en": [("Walked past a new salon on the high street, {v}.",
                 "Booked in there and it's the best cut I've had in years. That's my place now.")],
    "pron_zh": [("街上新开了一家理发店，叫{v}。", "去剪了一次，剪得很好，以后就去那家了。")],
}  # fmt: skip

SLOTS["childcare"] = {
    "noun": "childcare", "noun_zh": "托儿", "generic": False,
    "pool": ["Sandra Mills", "Kerry Doyle", "Little Acorns Nursery", "Busy Bees", "Rainbow Tots",
             "Sunflower Childminding"],
    "q": {"cur": ["Who looks after {s}'s daughter during the day now?"],
          "hist": ["Who looked after {s}'s daughter before?"],
          "asof": ["Who looks after {s}'s daughter during the day?"],
          "plan": ["Where is {s} planning to send her daughter?"],
          "why": ["Why did {s} move her daughter to {v}?"]},
    "q_zh": {"cur": ["{s}的女儿现在白天在哪里托管？"], "hist": ["{s}的女儿以前在哪里托管？"],
             "asof": ["{s}的女儿白天在哪里托管？"], "plan": ["{s}打算把女儿送到哪里？"],
             "why": ["{s}为什么把女儿换到{v}？"]},
    "self_en": {
        "state": ["My daughter goes to {v} during the day."],
        "use": ["Drop-off at {v} was tears, then fine after five minutes."],
        "change": ["My little one's at {v} now."],
        "plan": ["Trying to get a place at {p} for September."],
        "done": ["Got the place at {v}!"],
        "drop": ["Not going with {p} after all."],
    },
    "self_zh": {
        "state": ["女儿白天去{v}。", "孩子现在白天是{v}带。"],
        "use": ["今天送孩子去{v}，哭了五分钟就好了。", "{v}发来照片，女儿在玩泥巴。"],
        "change": ["孩子换到{v}了。", "女儿现在去{v}了，适应得还不错。"],
        "change_old": ["不送{old}了，换成{v}。"],
        "plan": ["打算九月让孩子去{p}。", "在排{p}的名额。"],
        "plan_firm": ["{p}的名额排到了，下个月开始去。"],
        "done": ["{v}的名额排到了，孩子这周开始去。"],
        "drop": ["{p}不去了。", "算了，孩子不换{p}了。"],
        "other": ["邻居家的孩子在{x}。"], "distractor": ["看到{x}的招生广告。"],
    },
    "reasons": [("{old} is retiring", "retiring", "{old}要退休了", "要退休"),
                ("{v} has a Mandarin-speaking key worker", "Mandarin", "{v}有会说中文的老师",
                 "会说中文")],
}  # fmt: skip

SLOTS["society_chair"] = {
    "noun": "chair", "noun_zh": "主席", "generic": False,
    "pool": ["Bill Thornton", "Maureen Ackroyd", "Sunita Rao", "Derek Fairbairn",
             "Alan Pickering", "Yvonne Clarke", "Graham Sutcliffe"],
    "q": {"cur": ["Who chairs {s} now?", "Who is the chair of {s} at the moment?"],
          "hist": ["Who chaired {s} before?"],
          "asof": ["Who chairs {s}?"],
          "plan": ["Who is expected to become chair of {s}?"],
          "why": ["Why did {s} get a new chair?"]},
    "group_en": {
        "state": ["{v} chairs the society.",
                  "Our chair, {v}, wants everyone's subs in by the end of the month.",
                  "Had to get {v} to sign off the water bill, being chair and all."],
        "use": ["{v} ran the committee meeting like a military operation, as our chair does."],
        "change": ["{v} was voted in as chair at the AGM.", "We've got a new chair: {v}.",
                   "{v} has taken over as chair of the {society}."],
        "change_old": ["{old} has stood down as chair and {v} has taken over.",
                       "{old} handed the chair over to {v} last night."],
        "plan": ["{p} is standing for chair at the AGM.", "Word is {p} will take over as chair."],
        "done": ["{v} won the vote, our new chair.", "As expected, {v} is chair now."],
        "drop": ["{p} has withdrawn from the chair election.",
                 "{p} isn't standing for chair after all."],
        "back": ["{v} is back as chair, would you believe."],
        "other": ["The Otley society's chair, {x}, came over to see our polytunnel."],
        "distractor": ["{x} from the council allotments office was at the meeting, very "
                       "officious."],
    },
    "group_zh": {
        "state": ["我们协会的主席是{v}。"], "change": ["{v}当选了协会主席。"],
        "change_old": ["{old}不做主席了，换成{v}。"], "plan": ["{p}要竞选主席。"],
        "drop": ["{p}不选主席了。"], "done": ["{v}选上主席了。"],
    },
    "reasons": [("{old} moved to Scarborough", "Scarborough", "{old}搬去Scarborough了",
                 "Scarborough"),
                ("{old} wanted more time with the grandchildren", "grandchildren",
                 "{old}想多陪孙子", "陪孙子")],
}  # fmt: skip

SLOTS["society_treasurer"] = {
    "noun": "treasurer", "noun_zh": "财务", "generic": False,
    "pool": ["Colin Marsh", "Jan Whitaker", "Rashid Khan", "Sue Atkinson", "Neil Barraclough",
             "Gillian Frost"],
    "q": {"cur": ["Who is treasurer of {s} now?"],
          "hist": ["Who was treasurer of {s} before?"],
          "asof": ["Who is treasurer of {s}?"],
          "plan": ["Who is expected to take over as treasurer of {s}?"],
          "why": ["Why did {s} change treasurer?"]},
    "group_en": {
        "state": ["{v} is our treasurer.", "Plot rents go to {v}, our treasurer."],
        "use": ["{v} has chased me for my plot rent again. Treasurers, honestly."],
        "change": ["{v} is the new treasurer.", "We voted {v} in as treasurer."],
        "change_old": ["{old} has handed the books over to {v}, new treasurer."],
        "plan": ["{p} might take over as treasurer.", "Looks like {p} will do the books next year."],
        "done": ["{v} has taken over the books as treasurer, as planned."],
        "drop": ["{p} has decided not to be treasurer after all.", "The {p} treasurer idea fell "
                 "through."],
    },
    "group_zh": {
        "state": ["协会的财务是{v}。"], "change": ["{v}当了协会的新财务。"],
        "plan": ["听说{p}要接财务。"], "drop": ["{p}不当财务了。"],
    },
    "reasons": [("{old}'s eyesight isn't up to the spreadsheets any more", "eyesight",
                 "{old}眼睛不好了", "眼睛不好")],
}  # fmt: skip

SLOTS["meeting_day"] = {
    "noun": "meeting night", "noun_zh": "开会时间", "generic": False,
    "pool": ["Tuesday", "Wednesday", "Thursday", "Monday", "Sunday"],
    "q": {"cur": ["Which day does {s} hold committee meetings now?"],
          "hist": ["Which day did {s} hold committee meetings before?"],
          "asof": ["Which day does {s} hold committee meetings?"],
          "plan": ["Which day is {s} thinking of moving meetings to?"],
          "why": ["Why did {s} move committee meetings to {v}?"]},
    "group_en": {
        "state": ["Committee meets on {v} evenings.", "Our meetings are on {v} nights in the hut."],
        "use": ["Minutes from {v}'s committee meeting are on the noticeboard.",
                "Long committee meeting {v} night, we argued about water butts for an hour."],
        "change": ["We've moved committee meetings to {v}.",
                   "Meetings are on {v} evenings from now on."],
        "change_old": ["Meetings have moved from {old} to {v}."],
        "back": ["Committee meetings are back on {v}. Nobody liked the other night."],
        "plan": ["We might move the meetings to {p}, half the committee can't make the "
                 "current night."],
        "drop": ["We're not moving meetings to {p} after all."],
        "late": ["Forgot to say, the committee's been meeting on {v} since {month}."],
        "other": ["The Otley lot meet on {x} evenings, apparently."],
    },
    "reasons": [("half the committee sing in a choir on the old night", "choir",
                 "很多委员那天要去合唱团", "合唱团"),
                ("the hall booking changed", "hall booking", "场地预订变了", "场地预订")],
}  # fmt: skip

SLOTS["compost_supplier"] = {
    "noun": "compost supplier", "noun_zh": "堆肥供应商", "generic": True,
    "pool": ["Green Loop Compost", "Melcourt", "Dalesoil", "Moorland Mulch Co", "Envirogreen",
             "Yorkshire Compost Co"],
    "q": {"cur": ["Where does {s} get its bulk compost now?"],
          "hist": ["Where did {s} get its compost before?"],
          "asof": ["Where does {s} get its bulk compost?"],
          "plan": ["Which compost supplier is {s} thinking of switching to?"],
          "why": ["Why did {s} switch compost supplier to {v}?"]},
    "group_en": {
        "state": ["Our bulk compost comes from {v}.", "The society buys its compost from {v}."],
        "use": ["{v} dropped twenty bags at the gate this morning.",
                "The {v} delivery blocked the lane for an hour."],
        "change": ["We've switched compost supplier to {v}.",
                   "The society is getting its compost from {v} now."],
    },
    "group_zh": {
        "state": ["协会的堆肥是从{v}买的。"], "use": ["{v}今天送了二十袋肥料到门口。"],
        "change": ["协会换了堆肥供应商，现在是{v}。"],
    },
    "reasons": [("the last lot was full of plastic", "plastic", "上一批堆肥里全是塑料", "塑料"),
                ("{v} delivers free over ten tonnes", "ten tonnes", "{v}十吨以上免运费", "十吨")],
}  # fmt: skip

# -- generic banks (used by `generic` slots, and for corrections/mentions everywhere) -------

GEN: dict[str, dict[str, list[str]]] = {
    "self_en": {
        "change": ["Quick update: my {noun} is {v} now.", "Ended up going with {v} for my {noun}.",
                   "New {noun} as of this week: {v}.", "Sorted my {noun} out at last. {v}."],
        "change_old": ["Changed {noun} from {old} to {v}.", "Left {old} for {v} in the end.",
                       "No more {old} for me, it's {v} from now on.",
                       "Said goodbye to {old}. {v} is my {noun} now.",
                       "Bit of admin news: I've moved from {old} to {v}.",
                       "Ditched {old}, went with {v}.",
                       "So I'm not with {old} any more, I've gone over to {v}."],
        "late": ["Forgot to mention, I've been with {v} since {month}.",
                 "Meant to tell you ages ago: I switched to {v} back in {month}.",
                 "Oh, I never said, did I? {v} has been my {noun} since {month}.",
                 "Should've told you at the time, but I moved to {v} in {month}."],
        "late_old": ["Not sure I told you: I left {old} in {month}, been with {v} since."],
        "back": ["Went back to {v}. Grass wasn't greener.", "I'm back with {v}, don't ask.",
                 "Returned to {v} after all that.", "Moved back to {v}. Should never have left."],
        "plan": ["Thinking about switching to {p}.", "I might move to {p}. What do you reckon?",
                 "Looking into {p} as my {noun}.", "Half tempted to jump ship to {p}.",
                 "Seriously considering {p}."],
        "plan_firm": ["Decided: I'm moving to {p}, just need to sort the paperwork.",
                      "Going to switch to {p} soon, it's all arranged."],
        "done": ["Did it, switched to {v} like I said I might.",
                 "Remember I was thinking about {v}? Done. That's me sorted.",
                 "Took the plunge with {v}.", "It's official, {v} it is."],
        "drop_r": ["Not going with {p} after all: {r}. Sticking with {v}.",
                   "Scrapped the {p} idea, {r}.",
                   "Changed my mind about {p}, {r}. Staying put with {v}."],
        "drop": ["Forget what I said about {p}. I'm staying with {v}.", "Decided against {p}.",
                 "The {p} plan's off.", "Nah, not bothering with {p} in the end."],
        "drop_implicit": ["Still with {v}, never did get round to {p}.",
                          "Still {v}. The {p} thing just sort of fizzled out."],
        "fix_same": ["Sorry, not {w}, I meant {v}.", "Ugh, autocorrect. {v}, not {w}.",
                     "Wait, I got that wrong. It's {v}; {w} is what my sister uses.",
                     "Correction: {v}. No idea why I typed {w}.",
                     "Scratch that, I misremembered the name. It's {v}, not {w}."],
        "fix_later": ["The other day I told you {w}, but it's actually {v}. My memory!",
                      "Small correction to what I said before: {v}, not {w}.",
                      "I said {w} last time, didn't I? Meant {v}. Brain like a sieve."],
        "retract": ["Ignore what I said about {w}, it fell through. Still with {v}.",
                    "Turns out the move to {w} never went through, so it's still {v}.",
                    "Scrap the {w} news, that didn't happen in the end. {v} as before."],
        "add": ["Added {v} alongside {old}.", "Kept {old} but signed up to {v} as well.",
                "Now on {v} too, still got {old}."],
        "remove": ["Let {old} lapse, kept {v}.", "Dropped {old}; {v} is plenty."],
        "other": ["My sister's with {x} and she rates them.", "{who_o} swears by {x}.",
                  "{who_o} was moaning about {x} all through lunch.",
                  "The couple at number 12 use {x}, apparently."],
        "distractor": ["Saw an advert for {x} on the side of a bus.",
                       "Apparently {x} is doing some special offer this month.",
                       "There was a piece in the local paper about {x}.",
                       "Got a leaflet through the door from {x}.",
                       "Everyone at the allotment keeps recommending {x}."],
        "nostalgia": ["Went past {old} today, feels like a lifetime ago.",
                      "Got an email from {old}. Thought I'd unsubscribed from them.",
                      "Don't miss {old} one bit, honestly."],
    },
    "self_zh": {
        "change": ["我的{noun}换成{v}了。", "现在{noun}是{v}。", "最后还是选了{v}。"],
        "change_old": ["{noun}从{old}换成{v}了。", "不用{old}了，以后就用{v}。",
                       "{old}不去了，现在改成{v}。", "跟你说一下，我已经从{old}换到{v}了。"],
        "late": ["忘了告诉你，我{month}就换成{v}了。", "早就该跟你说的：从{month}开始我用的就是{v}。"],
        "back": ["又换回{v}了，还是原来的好。", "兜了一圈，回到{v}了。"],
        "plan": ["我在考虑换成{p}。", "想换到{p}，你觉得怎么样？", "打算过一阵子换{p}。"],
        "plan_firm": ["已经决定换到{p}了，就差办手续。"],
        "done": ["之前说要换{v}，现在已经换好了。", "{v}办好了，就这样定了。"],
        "drop_r": ["{p}不换了，{r}。还是用{v}。", "算了，不去{p}了，{r}。"],
        "drop": ["{p}的事算了。", "想了想还是不换{p}了，继续用{v}。"],
        "drop_implicit": ["还是{v}，{p}的事后来就没下文了。"],
        "fix_same": ["说错了，不是{w}，是{v}。", "打错字了，是{v}，不是{w}。",
                     "我记错名字了，应该是{v}，不是{w}。"],
        "fix_later": ["上次跟你说的{w}是我记错了，其实是{v}。"],
        "retract": ["之前说换{w}的事没成，还是{v}。", "{w}那件事黄了，现在还是{v}。"],
        "add": ["除了{old}，又加了{v}。", "{old}还留着，另外加了{v}。"],
        "remove": ["{old}不要了，只留{v}。"],
        "other": ["我妹妹用的是{x}，她说还可以。", "{who_oz}一直说{x}好。", "邻居家用的是{x}。"],
        "distractor": ["在公交车上看到{x}的广告。", "听说{x}最近在搞活动。",
                       "报纸上有一篇讲{x}的文章。", "门口塞了一张{x}的传单。"],
        "nostalgia": ["今天路过{old}，好久没去了。", "还挺怀念{old}的。"],
    },
    "third_en": {
        "change": ["{who} has switched to {v}.", "{who}'s with {v} now.",
                   "{who} moved over to {v} last week."],
        "change_old": ["{who} has left {old} and gone to {v}."],
        "plan": ["{who} is thinking about {p}.", "{who} might go to {p}."],
        "drop": ["{who} decided against {p} in the end.", "{who}'s not doing {p} after all."],
        "done": ["{who} went with {v} in the end."],
        "back": ["{who} has gone back to {v}."],
        "fix_same": ["Sorry, not {w}, I meant {v}.", "Hang on, I got that wrong: {v}, not {w}."],
        "fix_later": ["I told you {w} the other day, but it's {v}. My mistake."],
        "retract": ["Ignore what I said about {w}, it fell through. {name} is staying at {v}.",
                    "{name} is staying at {v} after all; the {w} thing fell through."],
    },
    "third_zh": {
        "state": ["{who}现在在{v}。"],
        "change": ["{who}换到{v}了。", "{who}现在去{v}了。"],
        "plan": ["{who}在考虑{p}。"], "drop": ["{who}不去{p}了。"],
        "done": ["{who}最后还是去了{v}。"],
        "fix_same": ["说错了，不是{w}，是{v}。"], "fix_later": ["上次说的{w}不对，是{v}。"],
    },
    "group_en": {
        "state": ["Our {noun} is {v}.", "We use {v} for the {noun}."],
        "change": ["We've switched the {noun} to {v}.", "The {noun} is {v} now.",
                   "We've gone with {v} for the {noun}."],
        "change_old": ["We've dropped {old} and gone with {v}.",
                       "No more {old}; the {noun} is {v} from now on."],
        "late": ["Forgot to say, we've had {v} since {month}."],
        "back": ["We've gone back to {v}."],
        "plan": ["We're thinking of going with {p} for the {noun}.",
                 "There's talk of switching to {p}."],
        "done": ["We went with {v} in the end, as discussed."],
        "drop_r": ["We've decided not to go with {p}, {r}."],
        "drop": ["The {p} idea has been dropped.", "We're not switching to {p} after all."],
        "fix_same": ["Sorry, not {w}, I meant {v}.", "Correction: {v}, not {w}. Long day.",
                     "Hang on, that's wrong. It's {v}, not {w}."],
        "fix_later": ["I said {w} the other day, but it's {v}. Got my wires crossed.",
                      "Put you wrong earlier: it's {v}, not {w}.",
                      "Small correction from the committee side: {v}, not {w}.",
                      "Ignore my {w} message, it's {v}. Too many names to keep track of."],
        "retract": ["Ignore what I said about {w}, that fell through. Still {v}."],
        "add": ["We've added {v} alongside {old}."],
        "remove": ["We've stopped {old}; just {v} now."],
        "other": ["The Otley lot use {x}, apparently.", "My sister's lot use {x}."],
        "distractor": ["Got a flyer from {x}.", "{x} emailed us with some offer."],
        "nostalgia": ["Found an old invoice from {old} in the shed."],
    },
    "group_zh": {
        "state": ["我们的{noun}是{v}。"], "change": ["我们的{noun}换成{v}了。"],
        "change_old": ["不用{old}了，换成{v}。"], "plan": ["我们在考虑换成{p}。"],
        "drop": ["{p}不换了。"], "done": ["按之前说的，已经换成{v}了。"],
        "fix_same": ["说错了，是{v}，不是{w}。"],
        "other": ["别的协会用的是{x}。"], "distractor": ["收到{x}的传单。"],
    },
    "mix": {
        "change": ["搞定了，我现在 with {v}。", "{noun}换成{v}了, finally!"],
        "change_old": ["OK so 我从{old}换到{v}了, long story."],
        "plan": ["在考虑 {p}, any thoughts?"],
        "state": ["现在还是 {v}, it's fine."],
    },
}  # fmt: skip

THIRD_INTRO_EN = ["Went to see {name} this afternoon.", "Long phone call with {name} earlier.",
                  "Quick update on {name}.", "{name} rang me this morning."]  # fmt: skip
THIRD_INTRO_ZH = ["今天去看了{name}。", "刚跟{name}通了电话。", "说一下{name}的情况。"]
WRAP_EN = ["{s} Mainly because {r}.", "{s} Reason being, {r}.", "{s} ({r}, long story.)",
           "{s} Basically {r}.", "{s} It's because {r}."]  # fmt: skip
WRAP_ZH = ["，因为{r}。", "，主要是{r}。", "。原因嘛，{r}。"]
DROP_REASONS = [("it was too expensive", "太贵了"), ("the reviews were awful", "评价太差"),
                ("they wanted a two-year contract", "要签两年合同"), ("it's too far", "太远了"),
                ("there was a waiting list as long as my arm", "要排很久的队"),
                ("I couldn't face the paperwork", "手续太麻烦")]  # fmt: skip
OTHER_WHO_EN = ["My cousin", "A woman at work", "My mate from uni", "Our old neighbour",
                "Someone on the allotment WhatsApp", "My brother-in-law"]  # fmt: skip
OTHER_WHO_ZH = ["我表姐", "楼下的邻居", "教会的朋友", "老乡群里有人"]
CONNECT_EN = ["Also: ", "Other news: ", "Oh, and separately: ", "While I'm here: "]
CONNECT_ZH = ["另外，", "还有，", "对了，"]

# -- chit-chat -----------------------------------------------------------------------------

VEG = ["courgettes", "runner beans", "broad beans", "leeks", "garlic", "potatoes", "rhubarb",
       "beetroot", "kale", "chard", "onions", "squash", "sweetcorn", "peas", "parsnips",
       "carrots", "cabbages", "spinach", "radishes", "lettuces"]  # fmt: skip
PEST = ["slugs", "aphids", "pigeons", "cabbage whites", "snails", "blackfly", "mice"]
DISH = ["soup", "chutney", "ratatouille", "stir-fry", "crumble", "curry", "risotto", "stew",
        "frittata"]  # fmt: skip
FLOWER = ["dahlias", "sweet peas", "cosmos", "marigolds", "sunflowers", "lavender",
          "nasturtiums"]  # fmt: skip
JAM = ["strawberry", "raspberry", "plum", "gooseberry", "blackcurrant", "damson"]
FRUIT = ["strawberries", "raspberries", "redcurrants", "cherries", "blueberries"]
ZVEG = ["韭菜", "小白菜", "豆角", "黄瓜", "西红柿", "大蒜", "葱", "茄子", "苦瓜", "冬瓜", "香菜",
        "上海青", "萝卜", "丝瓜"]  # fmt: skip
ZPEST = ["蜗牛", "蚜虫", "鸽子", "青虫"]
ZDISH = ["红烧肉", "番茄炒蛋", "酸辣土豆丝", "冬瓜排骨汤", "葱油饼", "韭菜盒子"]

CHAT_EN = [
    "Absolutely chucking it down. Glad I got the {veg} in yesterday.",
    "Frost forecast tonight. Should I throw fleece over the {veg}?",
    "What's the kindest way to keep {pest} off the {veg}?",
    "The {pest} have had half my {veg}. Gutted.",
    "Made a massive pot of {dish} with the last of the {veg}.",
    "Any ideas for a glut of {veg}? I'm drowning in them.",
    "Gorgeous morning. Sat by the shed with a flask and did absolutely nothing.",
    "How deep should I plant {veg}?",
    "Remind me to water the greenhouse first thing tomorrow.",
    "Can you give me an easy recipe for {dish}?",
    "Windy enough to take the cover off the polytunnel today.",
    "Is it too late to sow {veg}?",
    "First {veg} of the year! Tiny, but mine.",
    "Someone left the allotment gate open again. Fox prints everywhere.",
    "Plant swap went well, came home with three trays of {flower}.",
    "Hot again. The water butts are nearly empty.",
    "Spent an hour raking leaves and it looks exactly the same.",
    "Should I cut the {flower} back in autumn or leave them?",
    "Grey day. Made {dish} and watched the rain.",
    "Tell me something cheerful, it's been one of those days.",
    "What's a good companion plant for {veg}?",
    "Should I worry about white spots on the {veg} leaves?",
    "Harvested {n} kilos of {veg} today. Weighed them on the kitchen scales like a nerd.",
    "The robin followed me round the plot all morning.",
    "How long do {veg} keep in the freezer?",
    "Washed the wellies, cleaned the tools, felt very virtuous.",
    "How often should I turn the compost heap?",
    "Lovely sunset over the allotments tonight.",
    "Are {flower} poisonous to cats? Asking for the neighbour's cat.",
    "Fog so thick this morning I couldn't see the end of the path.",
    "What's the difference between first and second early potatoes?",
    "Any tips for getting {veg} to germinate? Nothing's happening.",
    "Hail, at this time of year! Ridiculous.",
    "Pulled up the last of the {veg} and dug in some manure.",
    "Thinking about what to grow next year. Maybe more {veg}.",
    "The shared shed smells of damp sacks and paraffin, as always.",
    "Made {jam} jam. Seven jars. Who am I.",
    "What temperature should the greenhouse be at night for seedlings?",
    "Blackbirds have stripped the {fruit} again. Net went on too late.",
    "Muggy today. Thunder forecast.",
    "How do I stop the {veg} bolting?",
    "Bees all over the {flower} this morning, lovely to see.",
]  # fmt: skip
CHAT_EN_STYLE = {
    "teen": ["ngl the {veg} from the plot are actually good", "so tired. revision is destroying me",
             "can you explain photosynthesis like I'm five",
             "got dragged to the allotment. there were worms. so many worms",
             "what's a good playlist for revising", "is it weird that I kind of like weeding now",
             "what should I get mum for her birthday, budget is like fifteen quid",
             "bored. tell me a fun fact", "how do you make pancakes without eggs",
             "it's raining AGAIN", "help me name a hedgehog"],
    "elder": ["Dear me, the weather. My knees can tell it's going to rain.",
              "Made a batch of {jam} jam and gave half to the neighbours.",
              "How do I make the writing bigger on this phone?",
              "The hedgehog's back in the garden. Put a saucer of water out.",
              "Saw my first swallows today.", "Lovely day, sat out with the crossword.",
              "Could you remind me of the words to 'Morning Has Broken'?",
              "The grandkids came round and emptied the biscuit tin.",
              "My hands are bad today, so no gardening.",
              "Watched the snooker all afternoon. Very relaxing."],
    "adult": ["Long day. Need tea.",
              "What can I make for tea with {veg}, pasta and not much else?",
              "Remind me to book the boiler service.",
              "Kids have left every light in the house on again.",
              "Traffic on the ring road was a joke this morning.",
              "Help me write a polite note asking next door to trim their hedge.",
              "Any ideas for a rainy day with teenagers who won't leave their rooms?",
              "Bin collection got moved again and nobody told us."],
}  # fmt: skip
CHAT_ZH = [
    "今天下大雨，菜地全是泥。", "天气预报说晚上有霜冻，{zveg}要不要盖起来？",
    "{zveg}长得特别好，摘了一大篮。", "今天包了饺子，{zveg}馅的。",
    "{zpest}把我的{zveg}吃了一半，气死了。", "怎么防{zpest}？有没有不用药的办法？",
    "今天太热了，浇了两遍水。", "{zveg}什么时候种比较好？", "做了一锅{zdish}，孩子们都说好吃。",
    "今天在菜地跟隔壁的老先生聊了半天，他英语说得太快，我只听懂一半。",
    "这里冬天天黑得太早了，四点多就黑了。", "帮我记一下，明天要给番茄搭架子。", "晒了一些萝卜干。",
    "今天风好大，大棚差点被吹走。", "韭菜割了一茬又长出来了。", "想家了，跟老家的妹妹视频了一个小时。",
    "种的香菜全都抽苔了，怎么办？", "今天雾很大，看不清路。", "{zveg}的叶子发黄，是不是水浇多了？",
    "把{zveg}送了一些给邻居，他们很高兴。", "今年的{zveg}比去年长得好。", "下午在院子里晒太阳，很舒服。",
    "蒸了一锅包子，冻起来慢慢吃。", "这里的超市买不到新鲜的{zveg}，只好自己种。",
    "{zveg}的种子留了一些，明年再种。", "今天做了{zdish}，可惜没有老家的味道。",
    "英国的{zveg}太贵了，一小把要两镑。", "今天出太阳了，赶紧把被子拿出去晒。",
    "菜地里的水桶又被人拿走了。", "{zveg}开花了，过两个礼拜就能吃。", "今天去唐人街买了点调料。",
    "下霜了，{zveg}的叶子都冻蔫了。", "教了隔壁英国老太太包饺子，她学得挺快。",
    "晚上炖了一锅汤，放了点自己种的{zveg}。", "今年{zpest}特别多，不知道为什么。",
    "明天要下雨，今天先把{zveg}收了。", "早上在菜地看到一只狐狸，吓了一跳。",
    "问一下，{zveg}可以和{zveg2}种在一起吗？", "今天腌了一坛酸菜。", "风太大了，晾的衣服都吹跑了。",
]  # fmt: skip
CHAT_MIX = [
    "今天 traffic 好堵，迟到了半小时。", "Made 饺子 for dinner, 孩子们吃了三十个。",
    "好累 honestly, need a cup of tea.", "周末 plot 上好多 slugs，气死了。",
    "Can you 帮我 translate a letter from school?", "今天的 {veg} 长得 really well.",
    "下雨了 again. 这个国家的天气 honestly...", "帮我 remind 一下明天交 council tax。",
]  # fmt: skip
CHAT_ZH_STYLE = {
    "elder": ["腰有点疼，今天少干点活。", "早上去公园打太极。", "外孙又长高了。",
              "老伴说我种的菜太多，吃不完。", "这个手机字太小了，怎么调大？"],
    "adult": ["今天好累。", "孩子晚上又不睡觉，头疼。", "带孩子去公园喂鸭子。",
              "帮我写一封英文邮件请假。", "今天的会开了三个小时。"],
}  # fmt: skip

# -- who holds which slot, and how it may evolve ---------------------------------------------

SOC, FAM = "SOC", "FAM"  # the allotment society, the household
SOC_REP = (("sec", 4.0), ("welsh", 2.0), ("worker", 1.5), ("oldn", 1.0), ("gpa", 1.5))
SOC_REP_EN = SOC_REP[:4]
FAM_REP = (("dad", 3.5), ("mum", 3.5), ("gma", 1.5), ("girl", 1.5))

TRACKS: list[tuple[str, str, tuple[str, ...], dict[str, Any]]] = [
    ("gpa", "gp_surgery", ("change", "plan_done", "change2"), {}),
    ("gpa", "pharmacy", ("change", "back", "stable", "plan_dropped", "change_pending"), {}),
    ("gpa", "plot_number", ("change", "plan_done", "plan_pending", "plan_dropped"), {}),
    ("gpa", "seed_supplier", ("scoped", "scoped_change"), {}),
    ("gpa", "physio", ("change", "stable", "plan_dropped", "change2"), {}),
    ("gpa", "mobile_carrier", ("change", "stable", "back", "plan_done"), {}),
    ("gma", "dentist", ("change", "plan_dropped", "change_drop"), {}),
    ("gma", "hairdresser", ("change", "back", "change2", "plan_done"), {}),
    ("gma", "place_of_worship", ("stable", "change"), {"pool": "zh"}),
    ("gma", "bank", ("coexist_add", "coexist_swap"), {"pool": "zh"}),
    ("gma", "streaming_service", ("coexist_add", "coexist_swap"), {"pool": "zh"}),
    ("mum", "employer", ("change", "change2", "plan_pending", "plan_done"), {"pool": "adult"}),
    ("mum", "job_title", ("change", "change2", "stable"), {}),
    ("mum", "hairdresser", ("change", "plan_dropped", "stable", "change_pending"), {}),
    ("mum", "car", ("change", "plan_done", "plan_pending", "plan_dropped"), {}),
    ("mum", "bank", ("coexist_add", "change"), {}),
    ("mum", "dentist", ("change", "stable", "back", "plan_done"), {}),
    ("dad", "employer", ("stable", "change", "plan_dropped", "change_drop", "change_pending"), {"pool": "adult"}),
    ("dad", "car", ("change", "plan_done", "plan_dropped", "change2"), {}),
    ("dad", "sports_club", ("change", "coexist_add", "stable"), {}),
    ("dad", "dentist", ("change", "back", "plan_pending"), {}),
    ("dad", "mobile_carrier", ("change", "change2", "scoped"), {}),
    ("nan", "care_home", ("carehome", "carehome2"),
     {"speakers": (("nan", "self", 4.0), ("mum", "third", 3.5), ("dad", "third", 2.5))}),
    ("nan", "knitting_group", ("change", "coexist_add", "stable", "coexist_swap"), {}),
    ("nan", "place_of_worship", ("stable", "change", "back", "plan_dropped"), {}),
    ("nan", "hairdresser", ("change", "stable", "plan_done"), {}),
    ("nan", "gp_surgery", ("change", "change2", "plan_done"), {}),
    ("girl", "education", ("school_path",),
     {"speakers": (("girl", "self", 6.0), ("mum", "third", 2.0), ("gma", "third", 2.0))}),
    ("girl", "music_teacher", ("change", "stable", "plan_dropped", "change2"),
     {"instr": ("piano", "钢琴")}),
    ("girl", "mobile_carrier", ("change", "stable", "plan_dropped", "plan_done"), {}),
    ("girl", "diet", ("change2", "back", "plan_dropped", "change"), {}),
    ("girl", "employer", ("change", "change2", "plan_done", "change_pending"), {"pool": "teen"}),
    ("girl", "streaming_service", ("coexist_add", "coexist_swap"), {}),
    ("boy", "education", ("stable", "change", "plan_dropped"),
     {"pool": "school",
      "speakers": (("boy", "self", 5.0), ("dad", "third", 3.0), ("gma", "third", 2.0))}),
    ("boy", "sports_club", ("coexist_add", "change", "coexist_swap"),
     {"speakers": (("boy", "self", 6.0), ("mum", "third", 4.0))}),
    ("boy", "music_teacher", ("change", "plan_dropped", "stable"), {"instr": ("guitar", "吉他")}),
    ("boy", "mobile_carrier", ("change", "stable", "plan_done", "plan_pending"), {}),
    ("boy", "dentist", ("stable", "change", "plan_pending"), {}),
    ("sec", "employer", ("change", "plan_pending", "stable", "change2"), {"pool": "adult"}),
    ("sec", "garden_centre", ("scoped", "change", "scoped_change"), {}),
    ("sec", "seed_supplier", ("change", "scoped", "back"), {}),
    ("sec", "dentist", ("change", "plan_dropped", "plan_done"), {}),
    ("sec", "neighbourhood", ("stable", "plan_dropped", "change", "plan_pending"), {}),
    ("welsh", "physio", ("change", "change2", "plan_done"),
     {"speakers": (("welsh", "self", 7.0), ("dad", "third", 3.0))}),
    ("welsh", "car", ("change", "plan_done", "stable"), {}),
    ("welsh", "garden_centre", ("change", "back", "scoped"), {}),
    ("welsh", "plot_number", ("change", "plan_dropped", "stable"), {}),
    ("welsh", "pharmacy", ("change", "plan_dropped", "plan_done"), {}),
    ("ymum", "childcare", ("change", "change2", "plan_done"), {}),
    ("ymum", "gp_surgery", ("change", "stable", "plan_done"), {}),
    ("ymum", "employer", ("change", "plan_pending", "plan_done"), {"pool": "ymum"}),
    ("ymum", "mobile_carrier", ("stable", "change", "back", "plan_pending"), {}),
    ("ymum", "neighbourhood", ("change", "plan_done", "plan_dropped"), {}),
    ("oldn", "knitting_group", ("change", "coexist_add", "stable"), {}),
    ("oldn", "place_of_worship", ("change", "stable", "back"), {}),
    ("oldn", "hairdresser", ("change", "back", "plan_done"), {}),
    ("oldn", "pharmacy", ("change", "plan_dropped", "change_pending"), {}),
    ("worker", "employer", ("change", "change2", "plan_pending"), {"pool": "adult"}),
    ("worker", "job_title", ("change", "change2", "change_drop"), {}),
    ("worker", "car", ("change", "stable", "plan_pending", "plan_done"), {}),
    ("worker", "sports_club", ("change", "stable", "plan_dropped"), {}),
    ("worker", "plot_number", ("plan_done", "change", "stable"), {}),
    ("worker", "broadband", ("change", "plan_dropped", "plan_done"), {}),
    ("student", "education", ("plan_done", "plan_dropped", "plan_pending"), {"pool": "uni"}),
    ("student", "employer", ("plan_done", "change", "change2"), {"pool": "student"}),
    ("student", "bank", ("change", "coexist_add"), {}),
    ("student", "mobile_carrier", ("change", "back", "plan_done"), {}),
    ("student", "neighbourhood", ("change2", "change", "change_pending"), {}),
    ("young", "employer", ("change", "plan_dropped", "change2", "change_pending"), {"pool": "adult"}),
    ("young", "neighbourhood", ("change", "plan_dropped", "plan_done", "plan_pending"), {}),
    ("young", "streaming_service", ("coexist_add", "coexist_swap"), {}),
    ("young", "diet", ("change", "back", "change2"), {}),
    ("young", "sports_club", ("change", "plan_dropped"), {}),
    ("young", "dentist", ("change", "stable", "plan_done"), {}),
    (SOC, "society_chair", ("change", "change2", "plan_done"), {"speakers": SOC_REP}),
    (SOC, "society_treasurer", ("change", "plan_done", "plan_dropped"), {"speakers": SOC_REP}),
    (SOC, "meeting_day", ("change", "back", "plan_dropped", "plan_done"), {"speakers": SOC_REP_EN}),
    (SOC, "compost_supplier", ("change", "plan_dropped", "change2", "plan_done"), {"speakers": SOC_REP}),
    (FAM, "broadband", ("change", "plan_done", "plan_dropped", "change2"), {"speakers": FAM_REP}),
    (FAM, "streaming_service", ("coexist_add", "coexist_swap"), {"speakers": FAM_REP}),
    (FAM, "plot_number", ("stable", "change", "plan_done"), {"speakers": FAM_REP}),
]  # fmt: skip

NEED = {"stable": 1, "change": 2, "change2": 3, "back": 2, "plan_done": 2, "plan_dropped": 2,
        "plan_pending": 2, "change_drop": 3, "change_pending": 3, "coexist_add": 3, "coexist_swap": 2, "scoped": 2,
        "scoped_change": 3, "carehome": 2, "carehome2": 3}  # fmt: skip
QUOTAS = (
    ({"plan_pending", "change_pending"}, 9),
    ({"coexist_add"}, 5),
    ({"plan_done"}, 7),
    ({"plan_dropped", "change_drop"}, 10),
    ({"scoped", "scoped_change"}, 3),
)
SETS = {"init", "reaffirm", "change", "back", "done", "fix", "retract", "scoped"}
CHANGES = {"change", "back", "done"}


@dataclass
class Beat:
    day: int
    cat: str
    value: str | None = None
    old: str | None = None
    p: str | None = None
    q: str | None = None
    wrong: str | None = None
    x: str | None = None
    eff: int | None = None  # when it took effect, if earlier than said (late reports, fixes)
    base: str = ""  # for a misstatement: the category it imitates
    style: str = ""  # drop: reason | noreason | implicit
    scope: tuple[str, str] | None = None
    remaining: tuple[str, ...] = ()
    reason: int | None = None
    reason_kw: str | None = None  # filled when rendered (language-dependent)
    show_old: bool = False
    pron: bool = False
    late: bool = False
    firm: bool = False
    speaker: str = ""
    mode: str = "self"
    host: int | None = None  # merged into that beat's message
    id: int = 0
    prio: int = 1

    @property
    def when(self) -> int:
        return self.day if self.eff is None else self.eff


@dataclass
class Track:
    subject: str
    role: str
    slot: str
    spec: dict[str, Any]
    pattern: str
    speakers: list[tuple[str, str, float]]
    opts: dict[str, Any]
    beats: list[Beat] = field(default_factory=list)
    extras: list[str] = field(default_factory=list)
    multi: bool = False

    @property
    def self_only(self) -> bool:
        return all(m == "self" for _, m, _ in self.speakers)

    def vocab(self) -> set[str]:
        out: set[str] = set()
        for b in self.beats:
            for v in (b.value, b.old, b.p, b.q, b.wrong, b.x, *b.remaining):
                if v:
                    out.add(v)
        return out


@dataclass
class Item:
    """One rendered message with what it states (ledger ops)."""

    text: str
    lang: str
    ops: list[tuple[str, str, str, str, int]]  # (op, subject, slot, value, effective day)
    beat: Beat | None = None


FALLBACK_OK = {"fix_same", "fix_later", "retract", "drop", "done", "plan", "plan_firm", "back"}
LATE_OK = {"late", "late_old"}


def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" or word.startswith("MG") else "a"


def month_name(day: int, lang: str) -> str:
    d = START + timedelta(days=day)
    return f"{d.month}月" if lang in ("zh", "mix") else d.strftime("%B")


class _World:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        rng = self.rng
        self.names = {role: rng.choice(ns) for role, ns in ROLE_NAMES.items()}
        self.role_of = {n: r for r, n in self.names.items()}
        self.surname = rng.choice(SURNAMES)
        self.society = rng.choice(SOCIETIES)
        self.group_name = {SOC: self.society, FAM: f"{self.surname} family"}
        self.used_plots: set[str] = set()
        self.next_id = 0
        self.tracks: list[Track] = []
        self.recent: dict[str, list[str]] = {}

    # -- helpers ---------------------------------------------------------------------------

    def r(self, lo: int, hi: int) -> int:
        lo = max(0, min(int(lo), SPAN - 2))
        hi = max(lo, min(int(hi), SPAN - 2))
        return self.rng.randint(lo, hi)

    def beat(self, tr: Track, day: int, cat: str, **kw: Any) -> Beat:
        self.next_id += 1
        b = Beat(day=day, cat=cat, id=self.next_id, **kw)
        tr.beats.append(b)
        return b

    def pool(self, tr: Track, key: str | None = None) -> list[str]:
        spec = tr.spec
        key = key or tr.opts.get("pool")
        pools = spec.get("pools", {})
        base = list(pools[key]) if key in pools else list(spec["pool"])
        if tr.slot == "plot_number":
            base = [v for v in base if v not in self.used_plots]
        if tr.role == FAM:  # the household's values differ from its members' own
            members = {s for s, _, _ in tr.speakers}
            taken = {v for t in self.tracks if t.slot == tr.slot and t.subject in members
                     for v in t.vocab()}  # fmt: skip
            base = [v for v in base if v not in taken]
        self.rng.shuffle(base)
        return base

    def speak(self, tr: Track, b: Beat, like: Beat | None = None) -> None:
        if like is not None:
            b.speaker, b.mode = like.speaker, like.mode
            return
        i = self.rng.choices(range(len(tr.speakers)), [w for *_, w in tr.speakers])[0]
        b.speaker, b.mode = tr.speakers[i][0], tr.speakers[i][1]

    def speak_own(self, tr: Track, b: Beat) -> None:
        """Mentions come from the subject when the subject speaks, else from a reporter."""
        own = [s for s in tr.speakers if s[0] == tr.subject and s[1] == "self"]
        if own:
            b.speaker, b.mode = own[0][0], "self"
        else:
            self.speak(tr, b)

    @staticmethod
    def true_sets(tr: Track) -> list[Beat]:
        out = [b for b in tr.beats if b.cat in SETS or (b.cat == "drop" and b.style == "implicit")]
        return sorted(out, key=lambda b: (b.when, b.day, b.prio, b.id))

    def value_at(self, tr: Track, day: int, said: bool = False) -> Any:
        """The slot's value on a day: by effective time, or by when it was said."""
        if tr.multi:
            cur: set[str] = set()
            for b in sorted(tr.beats, key=lambda b: (b.when, b.day, b.prio, b.id)):
                if (b.day if said else b.when) > day:
                    continue
                if b.cat in ("init", "add"):
                    cur.add(b.value or "")
                elif b.cat == "remove":
                    cur.discard(b.old or "")
            return frozenset(cur)
        seq = [b for b in tr.beats if b.cat in SETS or b.cat == "mis"
               or (b.cat == "drop" and b.style == "implicit")]  # fmt: skip
        key = (lambda b: (b.day, b.prio, b.id)) if said else (
            lambda b: (b.when, b.day, b.prio, b.id))  # fmt: skip
        val = None
        for b in sorted(seq, key=key):
            if (b.day if said else b.when) <= day:
                val = b.value
        return val

    @staticmethod
    def forbidden(tr: Track) -> list[tuple[int, int]]:
        return [(b.when, b.day) for b in tr.beats if b.when < b.day]

    def quiet(self, tr: Track, day: int, margin: int = 4) -> bool:
        """No beat of the track near the day, and not inside a late/correction window."""
        for b in tr.beats:
            if abs(b.day - day) < margin or abs(b.when - day) < margin:
                return False
        return all(not (a - margin < day < z + margin) for a, z in self.forbidden(tr))

    # -- histories -------------------------------------------------------------------------

    def core(self, tr: Track) -> None:
        rng, r, P = self.rng, self.r, tr.pattern

        def B(day: int, cat: str, **kw: Any) -> Beat:
            return self.beat(tr, day, cat, **kw)

        if P == "school_path":
            sch, col, uni = self.pool(tr, "school"), self.pool(tr, "college"), self.pool(tr, "uni")
            v0, v1, v2, v3 = sch[0], col[0], uni[0], uni[1]
            tr.extras = [uni[2], sch[1], uni[3], col[1]]
            B(r(1, 60), "init", value=v0)
            B(r(150, 162), "change", value=v1, old=v0)
            B(r(225, 300), "plan2", p=v2, q=v3)
            B(r(380, 470), "pick", value=v2, q=v3)
            B(r(515, 530), "done", value=v2, old=v1)
            return
        pool = self.pool(tr)
        n = NEED[P]
        V = pool[:n]
        tr.extras = pool[n : n + 4]
        if tr.slot == "plot_number":
            self.used_plots.update(V)
        style = rng.choices(("reason", "noreason", "implicit"), (0.4, 0.35, 0.25))[0]
        if P in ("carehome", "carehome2"):
            p = r(25, 110)
            k = r(p + 8, p + 35)
            m = r(k + 10, k + 45)
            B(p, "plan2", p=V[0], q=V[1])
            B(k, "pick", value=V[0], q=V[1])
            B(m, "done", value=V[0])
            if P == "carehome2":
                B(r(m + 120, 690), "change", value=V[2], old=V[0], reason=0)
            return
        d0 = r(1, 110)
        B(d0, "init", value=V[0])
        if P == "change":
            B(r(d0 + 60, 650), "change", value=V[1], old=V[0])
        elif P == "change2":
            c1 = r(d0 + 50, 340)
            B(c1, "change", value=V[1], old=V[0])
            B(r(c1 + 70, 680), "change", value=V[2], old=V[1])
        elif P == "back":
            c1 = r(d0 + 50, 360)
            B(c1, "change", value=V[1], old=V[0])
            B(r(c1 + 60, 680), "back", value=V[0], old=V[1])
        elif P == "plan_done":
            p = r(d0 + 40, 470)
            B(p, "plan", p=V[1])
            B(r(p + 30, min(p + 150, 690)), "done", value=V[1], old=V[0])
        elif P == "plan_dropped":
            p = r(d0 + 40, 560)
            B(p, "plan", p=V[1])
            B(r(p + 15, p + 110), "drop", p=V[1], value=V[0], style=style)
        elif P == "plan_pending":
            B(r(max(d0 + 90, 610), 712), "plan", p=V[1], firm=rng.random() < 0.6)
        elif P == "change_pending":
            c = r(d0 + 50, 450)
            B(c, "change", value=V[1], old=V[0])
            B(r(max(c + 60, 610), 712), "plan", p=V[2], firm=rng.random() < 0.6)
        elif P == "change_drop":
            c = r(d0 + 50, 360)
            B(c, "change", value=V[1], old=V[0])
            p = r(c + 40, 580)
            B(p, "plan", p=V[2])
            B(r(p + 15, p + 100), "drop", p=V[2], value=V[1], style=style)
        elif P == "coexist_add":
            a = r(d0 + 50, 560)
            B(a, "add", value=V[1], old=V[0])
            if rng.random() < 0.35 and a < 640:
                B(r(a + 40, 690), "add", value=V[2], old=V[1])
            else:
                tr.extras.insert(0, V[2])
        elif P == "coexist_swap":
            a = r(d0 + 40, 400)
            B(a, "add", value=V[1], old=V[0])
            B(r(a + 50, 690), "remove", value=V[1], old=V[0], remaining=(V[1],))
        elif P == "scoped":
            B(r(d0 + 15, 560), "scoped", value=V[0], x=V[1], scope=rng.choice(tr.spec["scopes"]))
        elif P == "scoped_change":
            s = r(d0 + 15, 330)
            B(s, "scoped", value=V[0], x=V[1], scope=rng.choice(tr.spec["scopes"]))
            B(r(s + 50, 680), "change", value=V[2], old=V[0])

    def has_cat(self, tr: Track, mode: str, cats: set[str]) -> bool:
        return any(self.templates(tr, mode, "en", c) for c in cats)

    def overlays(self, tr: Track) -> None:
        rng, spec = self.rng, tr.spec
        core = sorted(tr.beats, key=lambda b: b.day)
        for b in core:
            self.speak(tr, b)
        for b in core:
            if b.cat in CHANGES and b.old and rng.random() < 0.5:
                b.show_old = True
            if b.cat in CHANGES and spec["reasons"] and b.reason is None and rng.random() < 0.45:
                ok = [
                    i
                    for i in range(len(spec["reasons"]))
                    if not (i == 0 and "electric" in spec and b.value not in spec["electric"])
                ]
                b.reason = rng.choice(ok)
        if not tr.multi and rng.random() < 0.3:  # a change reported late ("since March")
            cands = [b for b in core if b.cat == "change" and b.mode != "third"
                     and self.has_cat(tr, b.mode, LATE_OK)]  # fmt: skip
            if cands:
                b = rng.choice(cands)
                prev = max((c.day for c in core if c.day < b.day), default=-99)
                eff = b.day - rng.randint(30, 70)
                if eff > prev + 12:
                    b.eff, b.late = eff, True
        for b in core:
            if b.cat != "change" or b.late or b.mode == "group":
                continue
            has_pron = bool(spec.get("pron_en") or spec.get("pron_zh"))
            if rng.random() < (0.5 if b.mode == "third" else 0.35 if has_pron else 0.0):
                b.pron = True
        if not tr.multi and tr.extras and rng.random() < 0.32:  # a misstatement, corrected
            cands = [b for b in core if b.cat in ("init", "change") and not b.late
                     and not b.pron]  # fmt: skip
            if cands:
                b = rng.choice(cands)
                w = tr.extras.pop(0)
                nxt = min((c.day for c in core if c.day > b.day), default=SPAN)
                same = rng.random() < 0.6 or nxt - b.day < 16
                m = self.beat(tr, b.day, "mis", value=w, old=b.old, prio=0,
                              base="state" if b.cat == "init" else "change",
                              show_old=b.show_old)  # fmt: skip
                self.speak(tr, m, like=b)
                if not same:
                    b.day += rng.randint(2, 6)
                b.eff, b.cat, b.wrong, b.reason, b.prio = m.day, "fix", w, None, 2
        if not tr.multi and tr.extras and rng.random() < 0.15:  # a change announced, retracted
            start = min(b.when for b in self.true_sets(tr))
            days = sorted({b.day for b in tr.beats} | {b.when for b in tr.beats} | {SPAN - 1})
            gaps = [(a, z) for a, z in zip(days, days[1:], strict=False)
                    if a >= start and z - a >= 50]  # fmt: skip
            if gaps:
                a, z = rng.choice(gaps)
                x = self.r(a + 10, z - 30)
                cur = self.value_at(tr, x)
                w = tr.extras.pop(0)
                m = self.beat(tr, x, "mis", value=w, old=cur, base="change", prio=0)
                self.speak(tr, m)
                rt = self.beat(tr, x + rng.randint(3, 15), "retract", value=cur, wrong=w, eff=x,
                               prio=2)  # fmt: skip
                self.speak(tr, rt, like=m)

    def merge_changes(self) -> None:
        """Two changes of one speaker told in one message (another slot's change moved)."""
        rng = self.rng
        by_spk: dict[str, list[tuple[Track, Beat]]] = {}
        for tr in self.tracks:
            if not tr.self_only or tr.multi:
                continue
            for b in tr.beats:
                if b.cat == "change" and not (b.late or b.pron):
                    by_spk.setdefault(b.speaker, []).append((tr, b))
        for spk in sorted(by_spk):
            lst = by_spk[spk]
            if rng.random() > 0.7:
                continue
            pairs = [(x, y) for x in lst for y in lst
                     if x[0] is not y[0] and 0 < abs(x[1].day - y[1].day) <= 30]  # fmt: skip
            rng.shuffle(pairs)
            for (_t1, b1), (t2, b2) in pairs[:3]:
                if b1.host is not None or b2.host is not None:
                    continue
                before = [c for c in t2.beats if c is not b2 and c.day <= b2.day]
                after = [c for c in t2.beats if c is not b2 and c.day > b2.day]
                if all(c.day < b1.day - 6 and c.when < b1.day - 6 for c in before) and all(
                    c.day > b1.day + 6 and c.when > b1.day + 6 for c in after
                ):
                    b2.day = b1.day
                    b2.host = b1.id
                    break

    def reaffirms(self, tr: Track) -> None:
        rng = self.rng
        sets = self.true_sets(tr)
        if not sets:
            return
        first = max(sets[0].day, sets[0].when)
        cands = [d for d in range(first + 4, SPAN - 3) if self.quiet(tr, d)]
        k = rng.choice((1, 1, 2, 2, 2, 3))
        for d in sorted(rng.sample(cands, min(k, len(cands)))):
            if not self.quiet(tr, d):
                continue
            val = self.value_at(tr, d)
            if tr.multi:
                if not val:
                    continue
                val = rng.choice(sorted(val))
            if not val:
                continue
            b = self.beat(tr, d, "reaffirm", value=val)
            self.speak(tr, b)

    def mentions(self, tr: Track) -> None:
        rng = self.rng
        ex = list(tr.extras)
        sets = self.true_sets(tr)
        for cat, prob in (("other", 0.55), ("distractor", 0.5), ("distractor", 0.15)):
            if not ex or rng.random() > prob:
                continue
            x = ex.pop(0)
            if sets and rng.random() < 0.5:
                host = rng.choice(sets)
                b = self.beat(tr, host.day, cat, x=x, prio=3)
                if host.speaker == tr.subject or tr.role in (SOC, FAM):
                    self.speak(tr, b, like=host)
                    continue
            else:
                b = self.beat(tr, self.r(5, SPAN - 5), cat, x=x, prio=3)
            self.speak_own(tr, b)
        for b in list(tr.beats):
            if b.cat in ("change", "done", "fix") and b.old and rng.random() < 0.3:
                later = [c.when for c in tr.beats if c.cat in SETS and c.value == b.old
                         and c.when > b.day]  # fmt: skip
                hi = min(later, default=SPAN - 3) - 5
                if hi > b.day + 12:
                    n = self.beat(tr, self.r(b.day + 10, hi), "nostalgia", old=b.old, prio=3)
                    self.speak_own(tr, n)

    def merge_reaffirms(self) -> None:
        """A change or first mention plus another slot's current value, in one message."""
        rng = self.rng
        own = {}
        for tr in self.tracks:
            if tr.self_only:
                own.setdefault(tr.subject, []).append(tr)
        for tr in self.tracks:
            if not tr.self_only:
                continue
            for b in list(tr.beats):
                if b.cat not in ("init", "change") or b.host is not None or rng.random() > 0.2:
                    continue
                others = [t for t in own.get(tr.subject, []) if t is not tr]
                rng.shuffle(others)
                for t2 in others:
                    val = self.value_at(t2, b.day - 1)
                    if (
                        not val
                        or not self.quiet(t2, b.day, 5)
                        or val != self.value_at(t2, b.day + 5)
                    ):
                        continue
                    if t2.multi:
                        val = rng.choice(sorted(val))
                    g = self.beat(t2, b.day, "reaffirm", value=val, host=b.id)
                    self.speak(t2, g, like=b)
                    break

    def choose_patterns(self) -> list[str]:
        """A pattern per track, topped up so every kind of history occurs often enough."""
        rng = self.rng
        chosen = [rng.choice(pats) for _, _, pats, _ in TRACKS]
        plain = {"stable", "change", "change2", "back"}
        for group, least in QUOTAS:
            have = sum(c in group for c in chosen)
            cands = [i for i, (_, _, pats, _) in enumerate(TRACKS)
                     if chosen[i] in plain and set(pats) & group]  # fmt: skip
            rng.shuffle(cands)
            for i in cands[: max(0, least - have)]:
                chosen[i] = rng.choice(sorted(set(TRACKS[i][2]) & group))
        return chosen

    def build_tracks(self) -> None:
        for (role, slot, _, opts), pattern in zip(TRACKS, self.choose_patterns(), strict=True):
            grp = role in (SOC, FAM)
            subject = self.group_name[role] if grp else self.names[role]
            if "speakers" in opts and grp:
                sp = [(self.names[r], "group", w) for r, w in opts["speakers"]]
            elif "speakers" in opts:
                sp = [(self.names[r], m, w) for r, m, w in opts["speakers"]]
            else:
                sp = [(subject, "self", 1.0)]
            tr = Track(subject, role, slot, SLOTS[slot], pattern, sp, opts,
                       multi=pattern.startswith("coexist"))  # fmt: skip
            self.tracks.append(tr)
            self.core(tr)
            self.overlays(tr)
        self.merge_changes()
        for tr in self.tracks:
            self.reaffirms(tr)
            self.mentions(tr)
        self.merge_reaffirms()

    # -- text ------------------------------------------------------------------------------

    def templates(self, tr: Track, mode: str, lang: str, cat: str) -> list[str]:
        spec = tr.spec
        if lang == "mix":
            own = list(spec.get("mix", {}).get(cat, []))
            return own + (GEN["mix"].get(cat, []) if spec["generic"] and mode == "self" else [])
        key = f"{mode}_{lang}"
        own = list(spec.get(key, {}).get(cat, []))
        gen = [] if cat in spec.get("no_gen", ()) else GEN.get(key, {}).get(cat, [])
        if spec["generic"] and mode != "third":
            return own + gen
        if own:
            return own
        if mode == "third" or cat in FALLBACK_OK or (cat in LATE_OK and mode == "group"):
            return list(gen)
        return []

    def lang_for(self, speaker: str) -> str:
        kind, x = ROLE_LANG[self.role_of[speaker]], self.rng.random()
        if kind == "en":
            return "en"
        if kind == "zh":
            return "zh" if x < 0.88 else "en"
        if kind == "zhmix":
            return "zh" if x < 0.7 else "en"
        return "zh" if x < 0.45 else ("en" if x < 0.85 else "mix")

    def pick(self, tr: Track, mode: str, lang: str, chain: list[str]) -> tuple[str, str] | None:
        """The first category in the chain with a template: (template, language used)."""
        langs = [lang] if lang == "en" else [lang, "en"]
        if lang == "mix":
            langs = ["mix", self.rng.choice(("en", "zh")), "en"]
        for lg in langs:
            for cat in chain:
                ts = self.templates(tr, mode, lg, cat)
                if ts:
                    return self.rng.choice(ts), lg
        return None

    def ctx(self, tr: Track, b: Beat, lang: str, who: str | None = None) -> dict[str, str]:
        spec, rng = tr.spec, self.rng
        fem = tr.role in ROLE_FEMALE
        instr = tr.opts.get("instr", ("", ""))
        scope = b.scope or ("", "")
        v = b.value or ""
        if b.cat == "remove":
            v = ("和" if lang == "zh" else " and ").join(b.remaining)
        name = tr.subject
        return {
            "v": v, "old": b.old or "", "p": b.p or "", "q": b.q or "", "w": b.wrong or "",
            "x": b.x or "", "r": "", "month": month_name(b.when, lang),
            "noun": spec["noun_zh"] if lang in ("zh", "mix") else spec["noun"],
            "who": who or name, "name": name, "he_l": "she" if fem else "he",
            "his": "her" if fem else "his", "he_zh": "她" if fem else "他",
            "instr": instr[0], "instr_zh": instr[1], "scope": scope[0], "scope_zh": scope[1],
            "son": self.names["dad"], "kid": self.names["girl"], "society": self.society,
            "who_o": rng.choice(OTHER_WHO_EN), "who_oz": rng.choice(OTHER_WHO_ZH),
            "a": article(v), "ap": article(b.p or ""), "ax": article(b.x or ""),
            "ao": article(b.old or ""),
        }  # fmt: skip

    def chain(self, b: Beat) -> list[str]:
        rng = self.rng
        cat = b.base if b.cat == "mis" else b.cat
        if cat in ("init", "state"):
            return ["state", "use"] if rng.random() < 0.6 else ["use", "state"]
        if cat == "reaffirm":
            return ["use", "state"] if rng.random() < 0.7 else ["state", "use"]
        if cat == "change" and b.late:
            return (["late_old"] if b.show_old else []) + ["late"]
        if cat == "change":
            return (["change_old"] if b.show_old else []) + ["change"]
        if cat == "back":
            return ["back", "change_old", "change"]
        if cat == "done":
            return ["done", "change"]
        if cat == "plan":
            return ["plan_firm", "plan"] if b.firm else ["plan"]
        if cat == "drop":
            return {"reason": ["drop_r", "drop"], "noreason": ["drop"],
                    "implicit": ["drop_implicit", "drop"]}[b.style or "noreason"]  # fmt: skip
        if cat == "fix":
            return ["fix_same"] if b.when == b.day else ["fix_later"]
        return [cat]

    def render(self, tr: Track, b: Beat, lang: str) -> list[Item]:
        rng, spec = self.rng, tr.spec
        S, slot = tr.subject, tr.slot
        third = b.mode == "third"
        fem = tr.role in ROLE_FEMALE

        def fill(t: str, lg: str, who: str | None = None) -> str:
            out = t.format(**self.ctx(tr, b, lg, who))
            return out[0].upper() + out[1:] if lg == "en" and out[:1].islower() else out

        def with_reason(text: str, lg: str) -> tuple[str, list[Any]]:
            if b.reason is None or not spec["reasons"]:
                return text, []
            en, kw, zh, zkw = spec["reasons"][b.reason]
            c = self.ctx(tr, b, lg)
            if lg in ("zh", "mix"):
                b.reason_kw = zkw
                return text.rstrip("。！!.") + rng.choice(WRAP_ZH).format(r=zh.format(**c)), [
                    ("reason", S, slot, zkw, b.day)
                ]
            b.reason_kw = kw
            return rng.choice(WRAP_EN).format(s=text, r=en.format(**c)), [
                ("reason", S, slot, kw, b.day)
            ]

        # the value the message states, as a ledger op
        v = b.value or ""
        if b.cat in ("init",) and tr.multi:
            ops = [("add", S, slot, v, b.when)]
        elif b.cat == "reaffirm" and tr.multi:
            ops = [("hold", S, slot, v, b.when)]
        elif b.cat in SETS:
            ops = [("set", S, slot, v, b.when)]
        elif b.cat == "mis":
            ops = [("wrong", S, slot, v, b.day)]
        elif b.cat == "plan":
            ops = [("plan", S, slot, b.p or "", b.day)]
        elif b.cat == "plan2":
            ops = [("plan", S, slot, b.p or "", b.day), ("plan", S, slot, b.q or "", b.day)]
        elif b.cat == "pick":
            ops = [("plan", S, slot, v, b.day), ("drop", S, slot, b.q or "", b.day)]
        elif b.cat == "drop":
            ops = [("drop", S, slot, b.p or "", b.day)]
        elif b.cat == "add":
            ops = [("add", S, slot, v, b.day)]
        elif b.cat == "remove":
            ops = [("remove", S, slot, b.old or "", b.day)]
        else:
            ops = [("mention", S, slot, b.x or b.old or "", b.day)]
        if b.cat == "scoped":
            ops.append(("scoped", S, slot, b.x or "", b.day))

        # a change introduced first, then stated with a pronoun
        if b.pron and not third:
            lg = "zh" if lang in ("zh", "mix") and spec.get("pron_zh") else "en"
            pairs = spec.get(f"pron_{lg}")
            if pairs:
                intro, said = rng.choice(pairs)
                text, rops = with_reason(fill(said, lg), lg)
                impl = [("set_implicit", S, slot, v, b.when)]
                return [Item(fill(intro, lg), lg, [("mention", S, slot, v, b.day)], b),
                        Item(text, lg, impl + rops, b)]  # fmt: skip
        if b.pron and third:
            got = self.pick(tr, "third", lang, self.chain(b))
            if got:
                t, lg = got
                intro = rng.choice(THIRD_INTRO_ZH if lg == "zh" else THIRD_INTRO_EN)
                pr = ("她" if fem else "他") if lg == "zh" else ("She" if fem else "He")
                text, rops = with_reason(fill(t, lg, who=pr), lg)
                return [Item(intro.format(name=S), lg, [], b), Item(text, lg, ops + rops, b)]
        got = self.pick(tr, b.mode, lang, self.chain(b))
        if got is None:
            if b.cat in ("other", "distractor", "nostalgia"):
                return []
            raise RuntimeError(f"no template for {slot}/{b.mode}/{lang}/{b.cat}")
        t, lg = got
        text = fill(t, lg)
        if b.cat == "drop" and b.style == "reason" and "{r}" in t:
            dr = rng.choice(DROP_REASONS)
            text = t.format(**{**self.ctx(tr, b, lg), "r": dr[1] if lg == "zh" else dr[0]})
            text = text[0].upper() + text[1:] if lg == "en" else text
        if b.cat == "drop" and "{v}" in t:
            ops.append(("set", S, slot, v, b.day))
        rops: list[Any] = []
        if b.cat in CHANGES:
            text, rops = with_reason(text, lg)
        return [Item(text, lg, ops + rops, b)]

    # -- sessions and chit-chat ------------------------------------------------------------

    def chat(self, speaker: str) -> Item:
        rng = self.rng
        role = self.role_of[speaker]
        kind, style = ROLE_LANG[role], ROLE_STYLE[role]
        x = rng.random()
        zh = (
            (kind == "zh" and x < 0.88)
            or (kind == "zhmix" and x < 0.7)
            or (kind == "mix" and x < 0.45)
        )
        mix = kind in ("mix", "zhmix") and not zh and rng.random() < 0.2
        if mix:
            pool = CHAT_MIX
        elif zh:
            pool = CHAT_ZH + CHAT_ZH_STYLE["elder" if style == "elder" else "adult"]
        else:
            pool = CHAT_EN + CHAT_EN_STYLE[style] * 2
        recent = self.recent.setdefault(speaker, [])
        for _ in range(8):
            text = rng.choice(pool).format(
                veg=rng.choice(VEG), pest=rng.choice(PEST), dish=rng.choice(DISH),
                flower=rng.choice(FLOWER), n=rng.randint(2, 9), jam=rng.choice(JAM),
                fruit=rng.choice(FRUIT), zveg=rng.choice(ZVEG), zpest=rng.choice(ZPEST),
                zdish=rng.choice(ZDISH), zveg2=rng.choice(ZVEG),
            )  # fmt: skip
            if text not in recent:
                break
        recent.append(text)
        del recent[:-20]
        return Item(text, "mix" if mix else "zh" if zh else "en", [])

    def styled(self, speaker: str, item: Item, first: bool) -> None:
        rng, style, t = self.rng, ROLE_STYLE[self.role_of[speaker]], item.text
        if item.lang == "en" and style == "teen" and rng.random() < 0.4:
            t = (t[0].lower() + t[1:]).rstrip(".")
        elif first and item.lang == "en" and style == "elder" and rng.random() < 0.15:
            t = rng.choice(("Morning! ", "Hello again. ", "Evening. ")) + t
        elif first and item.lang == "zh" and rng.random() < 0.12:
            t = rng.choice(("小助手，", "你好，")) + t
        item.text = t

    def build(self) -> tuple[dict[str, Any], list[tuple[int, tuple[str, str, str, str, int]]]]:
        self.build_tracks()
        rng = self.rng
        beats = [(tr, b) for tr in self.tracks for b in tr.beats]
        guests: dict[int, list[tuple[Track, Beat]]] = {}
        for tr, b in beats:
            if b.host is not None:
                guests.setdefault(b.host, []).append((tr, b))
        sessions: dict[tuple[int, str], list[Item]] = {}
        done: set[int] = set()
        hosts = sorted((x for x in beats if x[1].host is None),
                       key=lambda x: (x[1].day, x[1].prio, x[1].id))  # fmt: skip
        for tr, b in hosts:
            items = self.render(tr, b, self.lang_for(b.speaker))
            if items:
                done.add(b.id)
            for tr2, g in guests.get(b.id, []):
                lg = items[-1].lang if items else self.lang_for(g.speaker)
                got = self.render(tr2, g, "zh" if lg == "mix" else lg)
                if not got:
                    continue
                done.add(g.id)
                if items and len(got) == 1:
                    last, gi = items[-1], got[0]
                    zh = gi.lang == "zh"
                    sep = "" if zh and last.lang == "zh" else " "
                    con = rng.choice(CONNECT_ZH if zh else CONNECT_EN)
                    lang = last.lang if last.lang == gi.lang else "mix"
                    items[-1] = Item(last.text + sep + con + gi.text, lang, last.ops + gi.ops,
                                     last.beat)  # fmt: skip
                else:
                    items += got
            sessions.setdefault((b.day, b.speaker), []).extend(items)
        for tr in self.tracks:
            tr.beats = [b for b in tr.beats if b.id in done]
        n_state = sum(len(v) for v in sessions.values())
        n_chat = 0
        for items in sessions.values():
            spk = next(k[1] for k, v in sessions.items() if v is items)
            if rng.random() < 0.3:
                items.insert(0, self.chat(spk))
                n_chat += 1
            if rng.random() < 0.2:
                items.append(self.chat(spk))
                n_chat += 1
        people = sorted(self.names.values())
        while n_chat < n_state:
            spk, day = rng.choice(people), rng.randint(0, SPAN - 1)
            for _ in range(rng.choice((1, 1, 2, 2, 3))):
                sessions.setdefault((day, spk), []).append(self.chat(spk))
                n_chat += 1
        episodes, ledger = [], []
        timed = []
        for (day, spk), items in sessions.items():
            for j, it in enumerate(items):
                self.styled(spk, it, j == 0)
            start = rng.randint(400, 1380 - 7 * len(items))
            timed.append((day, start, spk, items))
        timed.sort(key=lambda x: (x[0], x[1], x[2]))
        flat = []
        for k, (day, start, spk, items) in enumerate(timed):
            minute = start
            for it in items:
                flat.append((day, minute, spk, f"L{self.seed}-{k:04d}", it))
                minute += rng.randint(1, 6)
        flat.sort(key=lambda x: (x[0], x[1], x[3]))
        for i, (day, minute, spk, sid, it) in enumerate(flat):
            lang = {"mix": "mixed"}.get(it.lang, it.lang)
            episodes.append({"day": day, "minute": minute, "speaker": spk, "text": it.text,
                             "session": sid, "language": lang})  # fmt: skip
            ledger += [(i, op) for op in it.ops]
        probes = [p for tr in self.tracks for p in self.track_probes(tr)]
        raw = {"name": "blind_l", "start": f"{START.isoformat()}T00:00:00+00:00",
               "episodes": episodes, "probes": probes}  # fmt: skip
        return raw, ledger

    # -- probes ----------------------------------------------------------------------------

    def question(self, tr: Track, kind: str, v: str = "") -> str:
        spec, rng = tr.spec, self.rng
        kind = {"current": "cur", "historical": "hist", "as_of": "asof", "planning": "plan",
                "coexisting": "co"}.get(kind, kind)  # fmt: skip
        grp = tr.role in (SOC, FAM)
        s = f"the {tr.subject}" if grp else tr.subject
        kl = "en" if grp else ROLE_LANG[tr.role]
        zh = (kl in ("zh", "zhmix") and rng.random() < 0.8) or (kl == "mix" and rng.random() < 0.4)
        bank = spec["q_zh"] if zh and kind in spec.get("q_zh", {}) else spec["q"]
        instr = tr.opts.get("instr", ("", ""))
        return rng.choice(bank[kind]).format(s=s, v=v, instr=instr[0], instr_zh=instr[1])

    def track_probes(self, tr: Track) -> list[dict[str, Any]]:
        rng = self.rng
        vocab = sorted(tr.vocab())

        def P(kind: str, gold: set[str], outdated: set[str] | frozenset[str] = frozenset(),
              abandoned: set[str] = frozenset(), as_of: int | None = None, v: str = "",
              why: bool = False) -> dict[str, Any]:  # fmt: skip
            d = {"subject": tr.subject, "kind": kind,
                 "question": self.question(tr, kind, v),
                 "slot": f"{tr.slot}_reason" if why else tr.slot, "gold": sorted(gold),
                 "outdated": sorted(outdated), "abandoned": sorted(abandoned),
                 "values": [] if why else vocab}  # fmt: skip
            if as_of is not None:
                d["as_of_day"] = as_of
            return d

        out = []
        if tr.multi:
            final = set(self.value_at(tr, SPAN + 10))
            removed = {b.old or "" for b in tr.beats if b.cat == "remove"} - final
            if len(final) >= 2:
                out.append(P("coexisting", final, removed))
            else:
                out.append(P("current", final, removed))
            if removed:
                out.append(P("historical", removed))
            return out
        seq = self.true_sets(tr)
        cur = seq[-1].value or ""
        true_vals = {b.value or "" for b in seq}
        wrongs = {b.value or "" for b in tr.beats if b.cat == "mis"} - true_vals
        dropped = {b.p or "" for b in tr.beats if b.cat == "drop"}
        dropped |= {b.q or "" for b in tr.beats if b.cat == "pick"}
        dropped -= {cur}
        pending = {b.p or "" for b in tr.beats if b.cat == "plan"} - true_vals - dropped
        former = true_vals - {cur}
        out.append(P("current", {cur}, former | wrongs, dropped))
        if former:
            out.append(P("historical", former))
        runs: list[tuple[str, Beat]] = []
        for b in seq:
            if not runs or runs[-1][0] != b.value:
                runs.append((b.value or "", b))
        periods = []
        for (val, sb), (_, nb) in zip(runs, runs[1:], strict=False):
            lo, hi = max(sb.day, sb.when) + 4, min(nb.day, nb.when) - 4
            cands = [d for d in range(lo, hi + 1) if self.quiet(tr, d, 3)
                     and self.value_at(tr, d) == val == self.value_at(tr, d, said=True)]  # fmt: skip
            if cands:
                periods.append((val, cands))
        for val, cands in rng.sample(periods, min(2, len(periods))):
            out.append(P("as_of", {val}, as_of=rng.choice(cands)))
        for v in sorted(pending):
            out.append(P("planning", {v}))
        for b in sorted(tr.beats, key=lambda b: b.id):
            if b.reason_kw:
                out.append(P("why", {b.reason_kw}, v=b.value or "", why=True))
        return out


def generate(seed: int) -> dict[str, Any]:
    """The text world for a seed (deterministic): start, episodes and probes."""
    return _World(seed).build()[0]


# -- self-check ----------------------------------------------------------------------------

KINDS = {"current", "historical", "as_of", "planning", "coexisting", "why"}


def _mentions(text: str, value: str) -> bool:
    if not value.isascii():
        return value in text
    pat = rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])"
    return re.search(pat, text, re.IGNORECASE) is not None


def _check(seed: int) -> dict[str, Any]:
    """Validate one seed's world against the ledger of what each message states."""
    raw, ledger = _World(seed).build()
    assert raw == generate(seed), "not deterministic"
    eps, probes = raw["episodes"], raw["probes"]
    problems: list[str] = []

    def bad(msg: str) -> None:
        problems.append(msg)

    # episodes: fields, time order, sessions
    prev = (-1, -1)
    sess: dict[str, tuple[str, int]] = {}
    for i, e in enumerate(eps):
        if not (0 <= e["day"] < SPAN and 0 <= e["minute"] < 1440):
            bad(f"episode {i}: time out of range")
        if (e["day"], e["minute"]) < prev:
            bad(f"episode {i}: out of time order")
        prev = (e["day"], e["minute"])
        if not e["text"].strip() or re.search(r"[{}]|None|  ", e["text"]):
            bad(f"episode {i}: malformed text {e['text']!r}")
        got = sess.setdefault(e["session"], (e["speaker"], e["day"]))
        if got != (e["speaker"], e["day"]):
            bad(f"episode {i}: session {e['session']} spans speakers or days")
    # every stated value is in its message
    for i, (op, subj, slot, value, _eff) in ledger:
        if op != "set_implicit" and (not value or not _mentions(eps[i]["text"], value)):
            bad(f"episode {i}: {op} {subj}/{slot} {value!r} not in text")
    # the ledger, per subject and slot
    by: dict[tuple[str, str], list[tuple[int, int, str, str]]] = {}
    for i, (op, subj, slot, value, eff) in ledger:
        by.setdefault((subj, slot), []).append((eff, i, op, value))
    for v in by.values():
        v.sort()

    def replay(key: tuple[str, str], day: int, said: bool = False) -> Any:
        rows = by.get(key, [])
        if any(op == "add" for _, _, op, _ in rows):
            cur: set[str] = set()
            for eff, i, op, value in rows:
                if (eps[i]["day"] if said else eff) <= day:
                    if op == "add":
                        cur.add(value)
                    elif op == "remove":
                        cur.discard(value)
            return frozenset(cur)
        order = sorted(rows, key=lambda r: r[1]) if said else rows
        val = None
        for eff, i, op, value in order:
            if op in ("set", "set_implicit", "wrong") and (eps[i]["day"] if said else eff) <= day:
                val = value
        return val

    def ops(key: tuple[str, str], *names: str) -> list[tuple[int, int, str, str]]:
        return [r for r in by.get(key, []) if r[2] in names]

    reason_eps: dict[str, set[int]] = {}
    for i, (op, _s, _sl, value, _e) in ledger:
        if op == "reason":
            reason_eps.setdefault(value, set()).add(i)
    vocab_by_subject: dict[str, set[str]] = {}
    all_values: set[str] = set()
    for p in probes:
        if set(p) < {"subject", "kind", "question", "slot", "gold", "values"}:
            bad(f"probe missing fields: {p}")
            continue
        key = (p["subject"], p["slot"])
        gold, outdated, dropped = set(p["gold"]), set(p["outdated"]), set(p["abandoned"])
        tag = f"{p['subject']}/{p['slot']}/{p['kind']}"
        if p["kind"] not in KINDS or not gold or not p["question"].strip():
            bad(f"{tag}: bad kind, gold or question")
        if not all(any(_mentions(e["text"], g) for e in eps) for g in gold):
            bad(f"{tag}: gold {gold} never said")
        if p["kind"] == "why":
            base = (p["subject"], p["slot"].removesuffix("_reason"))
            (kw,) = gold
            if not any(r[3] == kw for r in ops(base, "reason")):
                bad(f"{tag}: reason {kw!r} not stated for the slot")
            hits = {i for i, e in enumerate(eps) if _mentions(e["text"], kw)}
            if not hits <= reason_eps.get(kw, set()):
                bad(f"{tag}: reason keyword {kw!r} also said outside a reason")
            continue
        values = set(p["values"])
        vocab_by_subject.setdefault(p["subject"], set()).update(values)
        all_values |= values
        if not (gold | outdated | dropped) <= values:
            bad(f"{tag}: values miss gold/outdated/abandoned")
        if gold & (outdated | dropped):
            bad(f"{tag}: gold overlaps outdated or abandoned")
        final = replay(key, 10**6)
        final_said = replay(key, 10**6, said=True)
        truly = {r[3] for r in ops(key, "set", "set_implicit", "add")}
        stated = truly | {r[3] for r in ops(key, "wrong")}
        if p["kind"] == "current":
            want = set(final) if isinstance(final, frozenset) else {final}
            if gold != want or final != final_said or not gold <= truly:
                bad(f"{tag}: gold {gold} but the last stated value is {want}")
            if not outdated <= stated - gold:
                bad(f"{tag}: outdated {outdated - stated} never stated")
            for d in dropped:
                plan = ops(key, "plan")
                drop = [r for r in ops(key, "drop") if r[3] == d]
                if not any(r[3] == d for r in plan) or not drop:
                    bad(f"{tag}: abandoned {d} not planned and dropped")
                elif any(r[3] == d and r[1] > drop[-1][1] for r in ops(key, "set", "add")):
                    bad(f"{tag}: abandoned {d} set after it was dropped")
        elif p["kind"] == "historical":
            now = set(final) if isinstance(final, frozenset) else {final}
            if not gold <= truly or gold & now:
                bad(f"{tag}: historical {gold} not a former value")
        elif p["kind"] == "as_of":
            d = p["as_of_day"]
            (g,) = gold
            if not replay(key, d) == replay(key, d, said=True) == g:
                bad(f"{tag}: as of day {d} the value is {replay(key, d)}, not {g}")
            near = [r for r in ops(key, "set", "set_implicit", "wrong")
                    if abs(r[0] - d) < 2 or abs(eps[r[1]]["day"] - d) < 2]  # fmt: skip
            if near:
                bad(f"{tag}: as-of day {d} too close to a statement")
        elif p["kind"] == "planning":
            (g,) = gold
            plan = [r for r in ops(key, "plan") if r[3] == g]
            if not plan or any(r[3] == g for r in ops(key, "drop")) or g in truly:
                bad(f"{tag}: planning {g} is not an open plan")
        elif p["kind"] == "coexisting":
            if gold != set(final) or len(gold) < 2:
                bad(f"{tag}: coexisting {gold} but final {set(final)}")
    # vocabulary: no value hides inside another one of the same subject; no speaker names
    speakers = {e["speaker"] for e in eps}
    for subj, vals in vocab_by_subject.items():
        for a in vals:
            if a in speakers:
                bad(f"{subj}: value {a!r} is a speaker's name")
            for b in vals:
                if a != b and _mentions(b, a):
                    bad(f"{subj}: value {a!r} inside {b!r}")
    # chit-chat states nothing
    stating = {i for i, _ in ledger}
    chat = [e for i, e in enumerate(eps) if i not in stating]
    for e in chat:
        hit = [v for v in all_values if _mentions(e["text"], v)]
        if hit:
            bad(f"chit-chat mentions {hit}: {e['text']!r}")
    zh = sum(e["language"] == "zh" for e in eps)
    people = {p["subject"] for p in probes}
    if not 150 <= len(probes) <= 250:
        bad(f"{len(probes)} probes")
    if not 0.4 <= len(chat) / len(eps) <= 0.6:
        bad(f"chit-chat share {len(chat) / len(eps):.2f}")
    kinds: dict[str, int] = {}
    for p in probes:
        kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
    return {"seed": seed, "episodes": len(eps), "sessions": len(sess), "probes": len(probes),
            "kinds": kinds, "subjects": len(people), "speakers": len(speakers),
            "slots": len({p["slot"] for p in probes if p["kind"] != "why"}),
            "chit_chat_share": round(len(chat) / len(eps), 2),
            "zh_share": round(zh / len(eps), 2), "problems": problems}  # fmt: skip


if __name__ == "__main__":
    failed = False
    for s in (7, 11, 23):
        rep = _check(s)
        probs = rep.pop("problems")
        print(rep)
        for msg in probs[:40]:
            print("  PROBLEM:", msg)
        failed = failed or bool(probs)
    print("self-check", "FAILED" if failed else "passed")
    sys.exit(1 if failed else 0)
