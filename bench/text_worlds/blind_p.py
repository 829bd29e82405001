"""Blind text world ``blind_p``: a Cardiff secondary school's staff and their households.

``generate(seed)`` invents about eleven people around one secondary school in Cardiff
(teachers, a head of year, a science technician, the office manager, a student teacher, two
partners and a retired parent) who chat in group chats, DMs and household chats over two
years from 2024-09-02.  Three of them write mostly in simplified Chinese with English brand
and place names inside their sentences; a few of their values are Chinese-only.

About twenty kinds of state change over time.  Some are held by the school itself (its
management software, the exam board for two subjects, the catering contractor, the minibus
hire firm, the photocopier lease), the rest by people (neighbourhood, car, gym, phone
network, energy supplier, diet, pets, partner's job, kids' school, commute, languages being
learned, streaming services, dentist, choir or band).  Changes are said directly, implied by
use, reported late, reported by a third party or through a pronoun, corrected mid-message or
buried in long chatty messages; plans are carried out, dropped or left pending; values are
merely considered, used for a scoped exception, or held alongside others.  Distractor turns
name values of the same kinds without asserting anyone's state, and plenty of turns are
plain chit-chat.

Probes (current, historical, as_of, why, planning, coexisting) carry gold values derived
from the generated timeline.  ``python3 -m bench.text_worlds.blind_p`` regenerates seeds 7,
11 and 23, re-checks every probe against the timeline and prints "ok".
Deterministic given the seed; standard library only.
"""

from __future__ import annotations

import json
import random
import re
import sys
from dataclasses import dataclass, field
from datetime import date, timedelta

GENERATOR = "blind_p"
START_DATE = date(2024, 9, 2)
START = "2024-09-02T07:30:00+01:00"
LAST_DAY = 729
EN = "en"
ZH = "zh"

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")  # fmt: skip

# ---------------------------------------------------------------------------------------------
# People.  Roles are fixed; names are drawn per seed.  ``zh`` people write in Chinese.
# ---------------------------------------------------------------------------------------------

EN_WOMEN = ("Rhian", "Siân", "Ffion", "Catrin", "Bethan", "Nia", "Priya", "Hannah", "Megan",
            "Zara", "Lowri", "Carys")  # fmt: skip
EN_MEN = ("Gareth", "Owain", "Rhys", "Dylan", "Callum", "Tom", "Huw", "Iwan", "Jamal", "Aled",
          "Steffan", "Kieran")  # fmt: skip
ZH_WOMEN = ("Mei", "Jing", "Xiaoyu", "Lan", "Yan")
ZH_MEN = ("Hao", "Wei", "Jun", "Lei", "Bo")
SCHOOL_NAMES = ("Heol Derw High", "Llwyn Onn High", "Maes Taf High", "Bryn Celyn High")
SCHOOL = "the school"  # placeholder replaced by the seed's school name

# role, language, gender, staff?, household key
ROLES = (
    ("head of Year 9", EN, "f", True, "A"),
    ("physics teacher", EN, "m", True, "B"),
    ("maths teacher", ZH, "f", True, "C"),
    ("science technician", ZH, "m", True, "D"),
    ("office manager", EN, "f", True, "E"),
    ("history teacher", EN, "m", True, "F"),
    ("English teacher", EN, "f", True, "G"),
    ("student teacher", EN, "m", True, "H"),
    ("partner", EN, "m", False, "A"),  # the head of year's partner
    ("partner", ZH, "f", False, "D"),  # the technician's partner
    ("retired parent", EN, "f", False, "M"),  # the physics teacher's mum (own home)
)


@dataclass
class Person:
    name: str
    role: str
    lang: str
    gender: str
    staff: bool
    house: str
    kids: bool = False

    @property
    def he(self) -> str:
        return (
            ("she" if self.gender == "f" else "he")
            if self.lang == EN
            else ("她" if self.gender == "f" else "他")
        )

    @property
    def his(self) -> str:
        return "her" if self.gender == "f" else "his"


# ---------------------------------------------------------------------------------------------
# Chit-chat: no state values at all (checked).  ``CLAUSE`` pieces bury statements.
# ---------------------------------------------------------------------------------------------

CHAT_EN = (
    "anyone else's classroom absolutely freezing today?",
    "who keeps taking the good board pens from the staffroom",
    "reminder that reports are due Friday, I am not ready",
    "parents evening ran until 8 again, I'm shattered",
    "Year 8 were actually lovely today, no idea what happened",
    "is it just me or has this week lasted a month",
    "cake in the staffroom!! someone's birthday I think",
    "INSET day tomorrow, bring a coat, the hall is baltic",
    "the printer on the top corridor is jammed again, don't bother",
    "anyone got a spare lanyard? left mine at home",
    "fire drill during my observation. of course",
    "that rain this morning was biblical",
    "marking mountain update: still a mountain",
    "does anyone know where the key for the science store went",
    "who's on duty at the top gate tomorrow?",
    "six weeks off and I still feel tired, how",
    "the new timetable has me teaching period 5 every day, pray for me",
    "had a kid ask if I was alive when the Romans were here",
    "coffee machine is fixed! miracles do happen",
    "Wales match this weekend, who's going?",
    "did anyone see the email about the car park resurfacing",
    "sorry I was late, traffic on Newport Road was a joke",
    "someone left a whole tray of flapjack in the office, go go go",
    "mock exams start Monday, hide",
    "my Year 10s have discovered sarcasm. send help",
    "can't believe it's nearly Christmas already",
    "anyone fancy a drink Friday after school?",
    "half term cannot come soon enough",
    "lost my voice, teaching by charades today",
    "the wifi in B block is down again",
    "sports day got rained off, shocker",
    "who borrowed my stapler. I won't be angry. I will be a bit angry",
    "just realised I've had the same cup of tea since 8am",
    "results day next week, nervous for them",
    "Estyn rumours again, anyone heard anything real?",
    "the heating in the library is on full blast in June, naturally",
    "cover slip for period 3, love that for me",
    "really good assembly this morning tbh",
    "do we have a date for the Christmas do yet",
    "the kids were feral after the snow day",
    "brb, a Year 7 has lost his shoe. again",
    "the new kettle in the staffroom is unbelievably loud",
)
REPLY_EN = ("lol", "haha same", "ugh", "nice one", "ooh", "fair", "honestly same", "😂",
            "about time!", "how's that going?", "jealous", "good for you", "wait really?",
            "omg", "brilliant", "oh no", "yesss", "ha, classic", "👍", "tell me more",
            "sounds about right", "love that", "hope it works out", "noted 😅")  # fmt: skip
CLAUSE_EN = ("mad week here", "still haven't finished my marking", "the kids were wired today",
             "it's been raining since Tuesday", "got a cold coming on I think",
             "spent all Sunday planning lessons", "parents evening went fine in the end",
             "my back is killing me", "the dishwasher's broken again at home",
             "finally booked a haircut", "Year 11 coursework is due next week",
             "had the longest staff meeting of my life", "the cat next door keeps coming in",
             "we had a lovely walk on Sunday", "can't believe how dark it is at 4")  # fmt: skip
CHAT_ZH = (
    "今天办公室好冷啊，暖气又坏了吗",
    "九年级那个班今天居然很乖，不敢相信",
    "周五要交报告，我还没开始写😭",
    "家长会开到八点，累死了",
    "有人知道理科储藏室的钥匙去哪了吗",
    "下雨下得好大，伞都被吹翻了",
    "谁的生日？staffroom里有蛋糕！",
    "明天INSET，记得穿厚点",
    "这周感觉过了一个月",
    "改作业改到半夜，眼睛都花了",
    "刚才消防演习，正好在我上课的时候",
    "咖啡机修好了！太感动了",
    "周末有橄榄球比赛，谁去看？",
    "模拟考下周一开始，紧张",
    "我嗓子哑了，今天只能写板书",
    "B楼的wifi又断了",
    "今天食堂排队排了好久",
    "半学期假快点来吧",
    "有人周五下班想去喝一杯吗",
    "复印机又卡纸了，别去了",
    "今天一个七年级的小朋友问我会不会功夫哈哈",
    "圣诞节快到了，时间过得好快",
    "新课表太惨了，每天第五节都有课",
    "下午太阳出来了，难得",
)
HOME_EN = (  # for the people who don't work at the school
    "did anyone see the state of the sky this evening",
    "the bin men came a day early again, missed it",
    "washing machine has decided it only does cold now",
    "garden centre was heaving today, everyone and their dog",
    "just watched the rugby, my nerves are gone",
    "who wants to come to the quiz on Thursday?",
    "nearly finished that jigsaw, 3 pieces missing obviously",
    "roadworks on the way into town again",
    "made Welshcakes, nobody touch them",
    "the grandchildren are coming Saturday, house is a state",
    "long day, in bed by nine tonight",
    "anyone want rhubarb? we have far too much",
)
HOME_ZH = (
    "今天超市人好多",
    "洗衣机又坏了，只能洗冷水",
    "周末去海边吧",
    "晚饭做了饺子，包多了",
    "下班路上堵死了",
    "今天太阳好好，晒被子",
)
REPLY_ZH = ("哈哈哈", "真的假的", "不错啊", "好羡慕", "恭喜！", "加油", "同感", "哈哈好吧",
            "啊这", "太好了", "辛苦了", "😂", "可以可以", "然后呢？", "注意身体")  # fmt: skip
CLAUSE_ZH = ("这周忙疯了", "作业还没改完", "孩子们今天特别兴奋", "又下了一整天雨",
             "好像有点感冒", "周末都在备课", "家长会总算结束了", "腰疼得不行",
             "家里洗碗机又坏了", "终于约上理发了", "十一年级的作业下周要交")  # fmt: skip


# ---------------------------------------------------------------------------------------------
# Kinds of state.  Template keys (each a tuple of phrasings, no final punctuation):
#   has      first-person present statement of {v}        use   implied by use of {v}
#   new      first-person change to {v} (some name {o})   imp   change implied by use
#   past     past-tense change clause for late reports    third {n} holds / moved to {v}
#   plan     intends {v}    drop  dropped plan {v}        consider  {v} only considered
#   dist     distractor: {v} named, nobody in the world asserted to hold it
#   has2 / add / remove  (multi-valued kinds)             scoped  exception clause with {x}
# School kinds speak as "we" (staff about the school); {sch} = the school's name,
# {subj} = the exam subject, {r} = a colleague who passed the news on.
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Kind:
    key: str
    school: bool
    multi: bool
    pool: tuple[str, ...]
    noun: str
    noun_zh: str
    en: dict[str, tuple[str, ...]]
    zh: dict[str, tuple[str, ...]]
    q: dict[str, tuple[str, ...]]
    qz: dict[str, tuple[str, ...]]
    why: tuple[tuple[str, str], ...] = ()
    why_zh: tuple[tuple[str, str], ...] = ()
    pool_zh: tuple[str, ...] = ()  # Chinese-only values used for Chinese writers
    who: str = "all"  # all | staff | kids | partner_out | partner_in


T = tuple  # brevity in the tables below

MIS = Kind(
    "management_software",
    True,
    False,
    ("SIMS", "Arbor", "Bromcom", "iSAMS", "Progresso"),
    "management information system",
    "学校管理系统",
    en=dict(
        has=(
            "registers are all on {v} here",
            "we use {v} for everything, registers, behaviour, the lot",
            "{sch} runs on {v}, you'll get a login from the office",
        ),
        new=(
            "we've moved over to {v}, the {o} logins stop working Friday",
            "right, {sch} has officially switched to {v}",
            "we're on {v} now, training in the hall at 3:30",
            "goodbye {o}, hello {v}. registers on the new system from Monday",
        ),
        past=("moved the whole school over to {v}", "switched to {v}"),
        use=(
            "{v} has logged me out mid-register AGAIN",
            "can someone show me how to do a seating plan in {v}",
            "{v} says I've got 14 behaviour points to log, lies",
        ),
        imp=(
            "still can't find the detentions tab in {v}, it was so easy on the old one",
            "first full week of registers on {v} and honestly it's fine",
        ),
        third=(
            "{r} says we're moving to {v} after Easter",
            "{r} told me the contract with {v} is signed",
        ),
        plan=(
            "SLT want us on {v} from next September",
            "we're looking at moving to {v} next year apparently",
        ),
        drop=(
            "the move to {v} is off, SLT have decided to stay put",
            "not switching to {v} after all, cost came in way over",
        ),
        consider=(
            "someone at the cluster meeting was raving about {v}, might be worth a look one day",
        ),
        dist=(
            "my friend's school in Newport has just gone onto {v}, she hates it",
            "advert for {v} in the TES this week, very shiny",
            "apparently every school in Bridgend uses {v} now",
        ),
    ),
    zh=dict(
        has=("我们学校用的是{v}，点名什么的都在上面", "{sch}的系统是{v}"),
        new=("学校已经换成{v}了，{o}的账号周五就停了", "我们现在用{v}了，下午三点半培训"),
        past=("把整个学校换到{v}", "换成{v}"),
        use=("{v}又把我登出了，点名点到一半", "谁教我一下在{v}里怎么排座位"),
        imp=("{v}里面找不到留堂那一栏，以前那个系统方便多了",),
        third=("{r}说复活节以后我们要换成{v}", "听{r}说跟{v}的合同签了"),
        plan=("领导想明年九月换成{v}", "听说学校打算明年换{v}"),
        drop=("不换{v}了，领导决定不动", "换{v}的事取消了，太贵"),
        consider=("培训的时候有人推荐{v}，以后可以看看",),
        dist=("我朋友在Newport的学校刚换了{v}，她说很难用", "TES上有{v}的广告"),
    ),
    q=dict(
        cur=("Which management system does {n} use now?", "What MIS is {n} on these days?"),
        hist=("Which management system did {n} use before?",),
        asof=("Which management system was {n} using in {date}?",),
        plan=("Which management system is {n} planning to move to?",),
    ),
    qz=dict(
        cur=("{n}现在用的是哪个管理系统？",),
        hist=("{n}以前用哪个管理系统？",),
        asof=("{date}的时候{n}用哪个管理系统？",),
        plan=("{n}打算换成哪个管理系统？",),
    ),
    why=(
        ("the council stopped funding the old licence", "licence"),
        ("parents kept complaining about the parent portal", "parent portal"),
    ),
    why_zh=(("市政府不再资助原来的许可证", "许可证"),),
)

EXAM = Kind(
    "exam_board",
    True,
    False,
    ("WJEC", "Eduqas", "AQA", "OCR", "Edexcel"),
    "exam board",
    "考试局",
    en=dict(
        has=("{subj} here is {v}", "we do {v} for {subj}", "our department's on {v} for {subj}"),
        new=(
            "{subj} is moving from {o} to {v}, new spec from September",
            "we've switched {subj} over to {v}",
            "done it, {subj} is {v} now, goodbye {o}",
        ),
        past=("moved {subj} over to {v}", "switched {subj} to {v}"),
        use=(
            "{v} moderation samples for {subj} due Friday",
            "has anyone got the {v} mark scheme for {subj} paper 2",
            "{v} have changed the {subj} deadline again",
        ),
        imp=(
            "first {v} training day for the new {subj} spec today, the coursework is so different",
        ),
        third=(
            "{r} says {subj} is going to {v}",
            "{r} reckons the department has signed up with {v} for {subj}",
        ),
        plan=(
            "we're thinking of moving {subj} to {v}",
            "department wants {subj} on {v} from next year",
        ),
        drop=(
            "{subj} isn't moving to {v} after all",
            "forget what I said about {v}, {subj} is staying put",
        ),
        consider=("had a look at the {v} spec for {subj}, interesting but probably not",),
        dist=(
            "my sister's school does {v} for everything",
            "a kid's tutor said {v} is easier, which, no",
            "{v} results were out late for loads of schools this year",
        ),
    ),
    zh=dict(
        has=("{subj}我们用的是{v}", "我们{subj}考{v}的"),
        new=("{subj}从{o}换成{v}了，九月开始新大纲", "{subj}现在是{v}了"),
        past=("把{subj}换到{v}", "{subj}换成{v}"),
        use=("{subj}的{v}样卷周五要交", "谁有{v}的{subj}评分标准"),
        imp=("今天参加了{v}的{subj}新大纲培训，变化好大",),
        third=("{r}说{subj}要换成{v}",),
        plan=("我们在考虑把{subj}换成{v}",),
        drop=("{subj}不换{v}了",),
        consider=("看了一下{v}的{subj}大纲，还行吧，应该不会换",),
        dist=("我朋友的学校全部都是{v}",),
    ),
    q=dict(
        cur=("Which exam board does {n} use for {subj} now?",),
        hist=("Which exam board did {n} use for {subj} before?",),
        asof=("Which exam board was {n} using for {subj} in {date}?",),
        plan=("Which exam board is {n} thinking of moving {subj} to?",),
    ),
    qz=dict(
        cur=("{n}的{subj}现在用哪个考试局？",),
        hist=("{n}的{subj}以前是哪个考试局？",),
        asof=("{date}{n}的{subj}用哪个考试局？",),
        plan=("{n}打算把{subj}换到哪个考试局？",),
    ),
    why=(
        ("the new spec has far less coursework", "coursework"),
        ("the old board's moderation was a shambles", "moderation"),
    ),
    why_zh=(("新大纲作业少很多", "作业少"),),
)

CATERING = Kind(
    "catering",
    True,
    False,
    ("Chartwells", "Sodexo", "Aramark", "Caterlink", "Olive Dining", "Harrison Catering"),
    "catering contractor",
    "餐饮公司",
    en=dict(
        has=(
            "canteen's run by {v}",
            "we're with {v} for the canteen",
            "school dinners are {v}, for better or worse",
        ),
        new=(
            "new caterers from today, it's {v} now",
            "we've dropped {o}, the canteen is {v} from this term",
            "canteen contract went to {v}, so no more {o} pasta bake",
        ),
        past=("switched the canteen over to {v}", "brought {v} in for the canteen"),
        use=(
            "{v} have run out of jacket potatoes by 12:40 again",
            "the {v} curry today was actually decent",
            "{v} want the dietary forms back by Friday",
        ),
        imp=("the new {v} menu has a salad bar?? who are we",),
        third=("{r} says the canteen is going to {v}", "{r} heard {v} won the catering contract"),
        plan=(
            "the catering contract is going out to tender, {v} are favourites",
            "we'll probably go with {v} for the canteen next year",
        ),
        drop=("not going with {v} for the canteen after all", "the {v} deal fell through"),
        consider=("{v} did a tasting for the governors, nothing decided",),
        dist=(
            "the hospital canteen is {v} and it's grim apparently",
            "saw a {v} van outside the primary on Albany Road",
            "my cousin works for {v} in Swansea",
        ),
        scoped=(
            "for prom the food's being done by {x}",
            "for the Christmas lunch we're using {x} instead",
        ),
    ),
    zh=dict(
        has=("食堂是{v}负责的", "学校午餐是{v}做的"),
        new=("食堂换成{v}了", "从这学期开始食堂是{v}，不是{o}了"),
        past=("食堂换成{v}",),
        use=("{v}十二点四十就没有烤土豆了", "今天{v}的咖喱还挺好吃"),
        imp=("新的{v}菜单居然有沙拉吧",),
        third=("{r}说食堂要换成{v}",),
        plan=("食堂合同要重新招标，{v}可能性最大",),
        drop=("食堂不换{v}了",),
        consider=("{v}给校董们做了试吃，还没决定",),
        dist=("医院食堂是{v}，听说很难吃",),
        scoped=("毕业舞会的餐是{x}做的",),
    ),
    q=dict(
        cur=("Who does the catering at {n} now?", "Which company runs {n}'s canteen?"),
        hist=("Who ran {n}'s canteen before?",),
        asof=("Who was running {n}'s canteen in {date}?",),
        plan=("Which caterer is {n} planning to bring in?",),
    ),
    qz=dict(
        cur=("{n}的食堂现在是哪家公司？",),
        hist=("{n}的食堂以前是哪家公司？",),
        asof=("{date}{n}的食堂是哪家？",),
        plan=("{n}打算换哪家餐饮公司？",),
    ),
    why=(
        ("the food hygiene rating dropped to a 2", "hygiene"),
        ("the free school meals roll-out needed more capacity", "free school meals"),
    ),
)

MINIBUS = Kind(
    "minibus_hire",
    True,
    False,
    (
        "Celtic Minibus Hire",
        "Taff Valley Coaches",
        "Bayside Minibuses",
        "Dragon Travel",
        "Castle Coaches",
        "Capital Minibus Co",
    ),
    "minibus hire firm",
    "小巴租车公司",
    en=dict(
        has=(
            "we hire minibuses from {v}",
            "trips go through {v} for the minibuses",
            "{v} do our minibuses, ring them not the office",
        ),
        new=(
            "minibuses are from {v} now, {o} have been dropped",
            "we've moved the minibus hire to {v}",
            "new minibus firm: {v}. book through Siân's form as usual",
        ),
        past=("moved the minibus hire to {v}", "switched to {v} for minibuses"),
        use=(
            "{v} minibus had no working seatbelt on row 3, reported it",
            "booked two {v} buses for the fixture",
            "the {v} driver was brilliant with the Year 7s",
        ),
        imp=("the new {v} minibuses are so much nicer, actual heating",),
        third=("{r} says the minibuses are coming from {v} now",),
        plan=(
            "we might move the minibus hire over to {v}",
            "finance want us to go with {v} for minibuses",
        ),
        drop=(
            "not moving minibuses to {v} after all",
            "the {v} thing is off, their insurance didn't cover school trips",
        ),
        consider=("{v} sent a flyer about minibus hire, filed it",),
        dist=(
            "the rugby club use {v} for away games",
            "saw a {v} bus broken down on the A470",
            "a parent runs {v}, apparently",
        ),
        scoped=(
            "for the Year 11 trip to Tenby we're using {x}",
            "the Brecon DofE weekend is on {x} buses, just for that",
        ),
    ),
    zh=dict(
        has=("学校的小巴是找{v}租的",),
        new=("小巴现在改成找{v}租了", "小巴换成{v}了，不找{o}了"),
        past=("小巴换成{v}",),
        use=("{v}的小巴第三排安全带坏了", "订了两辆{v}的车去比赛"),
        imp=("{v}的新小巴好多了，终于有暖气",),
        third=("{r}说小巴改成{v}了",),
        plan=("可能要把小巴换到{v}",),
        drop=("小巴不换{v}了",),
        consider=("{v}发了租车的传单",),
        dist=("橄榄球俱乐部客场都用{v}",),
        scoped=("十一年级去Tenby用的是{x}的车",),
    ),
    q=dict(
        cur=("Which minibus firm does {n} hire from now?",),
        hist=("Which minibus firm did {n} use before?",),
        asof=("Who was {n} hiring minibuses from in {date}?",),
        plan=("Which minibus firm is {n} thinking of using?",),
    ),
    qz=dict(
        cur=("{n}现在找哪家租小巴？",),
        hist=("{n}以前找哪家租小巴？",),
        asof=("{date}{n}找哪家租小巴？",),
        plan=("{n}打算找哪家租小巴？",),
    ),
    why=(
        ("the old firm lost its operator licence", "operator licence"),
        ("they had a better day rate", "day rate"),
    ),
)

COPIER = Kind(
    "photocopier_lease",
    True,
    False,
    ("Ricoh", "Konica Minolta", "Canon", "Kyocera", "Xerox", "Toshiba"),
    "photocopier lease company",
    "复印机租赁公司",
    en=dict(
        has=(
            "the copiers are leased from {v}",
            "we're with {v} for the photocopiers",
            "all the copiers are {v}, the engineer number's on the side",
        ),
        new=(
            "new copiers arrived, they're {v}, the {o} ones are going back",
            "photocopier lease has gone to {v}",
            "we've signed with {v} for the copiers",
        ),
        past=("switched the copier lease to {v}",),
        use=(
            "the {v} on the first floor wants a PIN now??",
            "{v} engineer is in tomorrow for the staffroom one",
            "{v} machine ate my mock papers",
        ),
        imp=("the new {v} copiers staple properly, I could cry",),
        third=("{r} says the copiers are going to be {v}",),
        plan=("the copier lease is up, we're probably going with {v}",),
        drop=("not going with {v} for the copiers after all",),
        consider=("{v} quoted for the copiers, too pricey I think",),
        dist=("the council offices have {v} copiers", "a {v} rep rang the office again"),
    ),
    zh=dict(
        has=("复印机是找{v}租的",),
        new=("新复印机到了，是{v}的", "复印机租约换成{v}了"),
        past=("复印机换成{v}",),
        use=("一楼那台{v}现在要输密码", "{v}那台把我的模拟卷吃了"),
        imp=("新的{v}复印机订书钉终于好用了",),
        third=("{r}说复印机要换成{v}",),
        plan=("复印机租约到期了，大概会换{v}",),
        drop=("复印机不换{v}了",),
        consider=("{v}报了价，太贵",),
        dist=("市政府办公室用的是{v}",),
    ),
    q=dict(
        cur=("Who leases {n}'s photocopiers now?",),
        hist=("Who did {n} lease its photocopiers from before?",),
        asof=("Who was {n} leasing photocopiers from in {date}?",),
        plan=("Which copier company is {n} planning to lease from?",),
    ),
    qz=dict(
        cur=("{n}的复印机现在是哪家的？",),
        hist=("{n}以前的复印机是哪家的？",),
        asof=("{date}{n}的复印机是哪家的？",),
        plan=("{n}打算换哪家复印机？",),
    ),
    why=(
        ("the old lease ran out and they wanted double", "lease"),
        ("the old ones had constant paper jams", "paper jams"),
    ),
)

HOOD = Kind(
    "neighbourhood",
    False,
    False,
    (
        "Roath",
        "Canton",
        "Pontcanna",
        "Splott",
        "Grangetown",
        "Llandaff",
        "Whitchurch",
        "Rhiwbina",
        "Cathays",
        "Penarth",
        "Llanishen",
        "Cyncoed",
        "Radyr",
        "Fairwater",
        "Penylan",
        "Birchgrove",
    ),
    "neighbourhood",
    "住的区",
    en=dict(
        has=(
            "I live in {v}",
            "we're in {v}, just off the main road",
            "home is {v} for now",
            "I'm over in {v} if anyone needs a lift",
        ),
        new=(
            "we've moved to {v}!! boxes everywhere",
            "officially a {v} resident now",
            "left {o}, we're in {v} now",
            "moved out of {o} at the weekend, new place is in {v}",
            "new address is in {v}, will send it round",
        ),
        past=("moved to {v}", "left {o} for {v}"),
        use=(
            "walked home through {v} and it was gorgeous",
            "the bins in {v} haven't been collected in two weeks",
            "{v} has the best chippy, fight me",
        ),
        imp=(
            "still getting lost walking the dog round {v}",
            "the new neighbours in {v} brought us a cake, so sweet",
        ),
        third=("{n}'s moved to {v}", "{n} lives in {v} now", "{n} has just bought a place in {v}"),
        plan=(
            "we're hoping to move to {v} in the spring",
            "been looking at houses in {v}",
            "thinking of moving to {v}",
        ),
        drop=(
            "not moving to {v} after all, the survey was a horror show",
            "the {v} house fell through, we're staying put",
        ),
        consider=(
            "{v} looks nice but we could never afford it",
            "had a nosy at a flat in {v}, not for us",
        ),
        dist=(
            "one of my tutees is moving to {v}",
            "house prices in {v} are ridiculous",
            "there's a new bakery in {v} apparently",
        ),
    ),
    zh=dict(
        has=("我住在{v}", "我们家在{v}"),
        new=("我们搬到{v}了！到处都是箱子", "从{o}搬走了，现在住{v}", "新家在{v}"),
        past=("搬到{v}", "从{o}搬到了{v}"),
        use=("从{v}走回家，风景好美", "{v}这边的垃圾两周没人收了"),
        imp=("在{v}遛狗还是会迷路",),
        third=("{n}搬到{v}了", "{n}现在住在{v}"),
        plan=("我们打算春天搬去{v}", "在看{v}的房子"),
        drop=("不搬去{v}了，房子检查问题太多", "{v}那套房子黄了"),
        consider=("{v}挺好的，就是太贵",),
        dist=("我们班一个学生要搬去{v}", "{v}的房价太离谱了"),
    ),
    q=dict(
        cur=("Which part of Cardiff does {n} live in now?", "Where's {n} living these days?"),
        hist=("Where did {n} live before?", "Which area did {n} used to live in?"),
        asof=("Where was {n} living in {date}?",),
        plan=("Where is {n} hoping to move to?",),
    ),
    qz=dict(
        cur=("{n}现在住在哪个区？",),
        hist=("{n}以前住在哪里？",),
        asof=("{date}的时候{n}住在哪？",),
        plan=("{n}打算搬到哪里？",),
    ),
    why=(
        ("the landlord put the rent up again", "landlord"),
        ("we needed a garden", "garden"),
        ("we wanted to be in the catchment for the kids", "catchment"),
    ),
    why_zh=(("房东又涨房租了", "房租"), ("想要个带花园的房子", "花园")),
)

CAR = Kind(
    "car",
    False,
    False,
    (
        "Corsa",
        "Fiesta",
        "Yaris",
        "Qashqai",
        "Juke",
        "Niro",
        "Clio",
        "Octavia",
        "Kuga",
        "MG4",
        "Picanto",
        "Sandero",
        "Astra",
        "Berlingo",
        "Ioniq",
        "Fabia",
    ),
    "car",
    "车",
    en=dict(
        has=(
            "I drive a {v}",
            "my {v} is parked by the tech block if anyone needs the jump leads",
            "I've got a little {v}",
        ),
        new=(
            "picked up a {v} on Saturday!",
            "traded the {o} in, I'm in a {v} now",
            "finally got rid of the {o}, got a {v}",
            "new car day: a {v}",
            "we've gone for a {v} in the end",
        ),
        past=("got the {v}", "traded the {o} in for a {v}"),
        use=(
            "the {v} needs new tyres",
            "parked the {v} in the wrong bay and got a note",
            "the {v} is in for its service",
        ),
        imp=(
            "the new {v}'s heater is useless",
            "still figuring out the buttons in the {v}",
            "the {v} does 60 to the gallon, loving it",
        ),
        third=(
            "{n}'s got a {v} now",
            "{n} turned up in a {v} this morning, it's {pos} new car",
            "{n} sold the old car and bought a {v}",
        ),
        plan=(
            "thinking of getting a {v}",
            "test driving a {v} on Saturday, fingers crossed",
            "want to swap to a {v} next year",
        ),
        drop=("not getting the {v} after all, the finance was mental", "went off the {v} idea"),
        consider=("a {v} would be nice one day", "looked at a {v}, way too big for my road"),
        dist=(
            "a Year 11 passed his test and his dad bought him a {v}",
            "someone's {v} alarm has been going off all period",
            "advert for the {v} on telly again",
        ),
        scoped=(
            "borrowing my brother's {x} for the trip to Pembrokeshire",
            "for the move we've hired a {x}",
        ),
    ),
    zh=dict(
        has=("我开的是{v}", "我的车是{v}"),
        new=("周六提了一辆{v}！", "把{o}卖了，换了{v}", "新车是{v}"),
        past=("换了{v}",),
        use=("{v}要换轮胎了", "{v}送去保养了"),
        imp=("新{v}的暖气太差了", "{v}的按钮还没搞懂"),
        third=("{n}换了一辆{v}", "{n}现在开{v}"),
        plan=("想买一辆{v}", "周六去试驾{v}"),
        drop=("不买{v}了，贷款太贵", "{v}的事算了"),
        consider=("以后想买{v}",),
        dist=("一个十一年级的学生考过驾照了，他爸给他买了{v}", "电视上又是{v}的广告"),
        scoped=("去Pembrokeshire借了我哥的{x}",),
    ),
    q=dict(
        cur=("What car does {n} drive now?", "What's {n} driving these days?"),
        hist=("What car did {n} have before?",),
        asof=("What was {n} driving in {date}?",),
        plan=("What car is {n} thinking of getting?",),
    ),
    qz=dict(
        cur=("{n}现在开什么车？",),
        hist=("{n}以前开什么车？",),
        asof=("{date}{n}开的是什么车？",),
        plan=("{n}打算买什么车？",),
    ),
    why=(
        ("the old one failed its MOT", "MOT"),
        ("the clutch went on the old one", "clutch"),
        ("I wanted something electric", "electric"),
    ),
    why_zh=(("旧车年检没过", "年检"), ("想开电车省油钱", "电车")),
)

GYM = Kind(
    "gym",
    False,
    False,
    (
        "PureGym",
        "The Gym Group",
        "David Lloyd",
        "Virgin Active",
        "Glamorgan Wanderers",
        "Cardiff Harriers",
        "Les Croupiers",
        "Boulders",
        "Penylan Tennis Club",
        "Bay Rowing Club",
    ),
    "gym or sports club",
    "健身房或运动俱乐部",
    en=dict(
        has=("I go to {v}", "I'm a member at {v}", "I train with {v} on Tuesdays and Thursdays"),
        new=(
            "joined {v} this week!",
            "cancelled {o}, I've joined {v}",
            "new membership at {v}, first session tomorrow",
            "I'm at {v} now, {o} was too rammed",
        ),
        past=("joined {v}", "left {o} and joined {v}"),
        use=(
            "legs are dead after {v} last night",
            "saw half of Year 13 at {v}, awkward",
            "{v} session at 6am, never again",
        ),
        imp=("the new {v} changing rooms are so much nicer", "first week at {v} and I can't walk"),
        third=("{n}'s joined {v}", "{n} goes to {v} now", "{n} trains at {v} these days"),
        plan=("thinking of joining {v}", "going to sign up at {v} in January"),
        drop=("not joining {v} after all, the fee is daylight robbery", "gave up on the {v} idea"),
        consider=("{v} has a deal on, tempted", "had a trial day at {v}, not sure"),
        dist=(
            "one of my form is playing for {v} under-16s",
            "{v} are doing a free week",
            "a parent owns a share in {v}, apparently",
        ),
    ),
    zh=dict(
        has=("我在{v}健身", "我是{v}的会员"),
        new=("这周加入了{v}！", "退了{o}，现在去{v}"),
        past=("加入了{v}",),
        use=("昨晚{v}练完腿废了", "在{v}碰到好几个学生，好尴尬"),
        imp=("{v}的更衣室好干净", "第一周去{v}，走不动路了"),
        third=("{n}加入了{v}", "{n}现在去{v}健身"),
        plan=("想加入{v}",),
        drop=("不去{v}了，太贵",),
        consider=("{v}在打折，有点心动",),
        dist=("我们班一个学生在{v}青训队",),
    ),
    q=dict(
        cur=("Which gym or club does {n} go to now?", "Where does {n} train these days?"),
        hist=("Which gym did {n} go to before?",),
        asof=("Which gym was {n} going to in {date}?",),
        plan=("Which gym is {n} thinking of joining?",),
    ),
    qz=dict(
        cur=("{n}现在去哪个健身房？",),
        hist=("{n}以前去哪个健身房？",),
        asof=("{date}{n}去哪个健身房？",),
        plan=("{n}想加入哪个健身房？",),
    ),
    why=(("the old place kept putting the fees up", "fees"), ("they've got a proper pool", "pool")),
    why_zh=(("原来那家一直涨价", "涨价"),),
)

PHONE = Kind(
    "phone_network",
    False,
    False,
    (
        "EE",
        "Vodafone",
        "O2",
        "giffgaff",
        "Tesco Mobile",
        "Sky Mobile",
        "Smarty",
        "iD Mobile",
        "Lebara",
        "VOXI",
    ),
    "phone network",
    "手机运营商",
    en=dict(
        has=("I'm on {v}", "my phone's with {v}", "I'm with {v}, signal's fine in the staffroom"),
        new=(
            "switched to {v}, PAC code actually worked",
            "ditched {o}, I'm on {v} now",
            "moved my number over to {v}",
        ),
        past=("moved to {v}", "switched from {o} to {v}"),
        use=(
            "{v} has no signal in the sports hall",
            "{v} app says I've used 40GB, what",
            "{v} text saying my bill's gone up",
        ),
        imp=("first bill from {v}, half what I used to pay",),
        third=("{n}'s on {v} now", "{n} switched to {v}"),
        plan=("thinking of moving to {v} when my contract ends", "going to switch to {v} in March"),
        drop=("staying put, not moving to {v} after all", "forget {v}, they wanted a credit check"),
        consider=("{v} have a deal on SIMs, might look",),
        dist=(
            "half my Year 9s are on {v}",
            "{v} had an outage all morning apparently",
            "my cousin swears by {v}",
        ),
    ),
    zh=dict(
        has=("我的手机是{v}的", "我用{v}"),
        new=("换成{v}了，号码转过去了", "不用{o}了，现在用{v}"),
        past=("换成{v}",),
        use=("{v}在体育馆一点信号都没有", "{v}的账单又涨了"),
        imp=("{v}第一个月的账单便宜一半",),
        third=("{n}换成{v}了", "{n}现在用{v}"),
        plan=("合约到期想换{v}",),
        drop=("不换{v}了",),
        consider=("{v}的卡有优惠",),
        dist=("{v}今天早上全网断了",),
    ),
    q=dict(
        cur=("Which phone network is {n} on now?",),
        hist=("Which network was {n} on before?",),
        asof=("Which phone network was {n} with in {date}?",),
        plan=("Which network is {n} planning to switch to?",),
    ),
    qz=dict(
        cur=("{n}现在用哪家手机运营商？",),
        hist=("{n}以前用哪家运营商？",),
        asof=("{date}{n}用哪家运营商？",),
        plan=("{n}打算换哪家运营商？",),
    ),
    why=(
        ("the signal at school was rubbish", "signal"),
        ("got a better SIM-only deal", "SIM-only"),
    ),
    why_zh=(("学校信号太差", "信号"),),
)

ENERGY = Kind(
    "energy_supplier",
    False,
    False,
    (
        "Octopus",
        "OVO",
        "British Gas",
        "EDF",
        "E.ON",
        "Scottish Power",
        "Good Energy",
        "So Energy",
        "Ecotricity",
    ),
    "energy supplier",
    "电力公司",
    en=dict(
        has=("we're with {v} for gas and electric", "our energy's {v}", "I'm with {v}"),
        new=(
            "switched to {v}, took ten minutes",
            "we've left {o}, it's {v} now",
            "moved the energy over to {v}",
        ),
        past=("switched to {v}", "moved from {o} to {v}"),
        use=(
            "{v} want a meter reading again",
            "{v} app says we used loads last month",
            "{v} sent a smart meter engineer round",
        ),
        imp=("first bill from {v} and it's way less", "the {v} saving sessions are actually fun"),
        third=("{n}'s moved to {v}", "{n} switched to {v}", "{np} energy is with {v} now"),
        plan=("going to switch to {v}", "thinking of moving to {v} when the fix ends"),
        drop=(
            "not switching to {v} after all",
            "the {v} switch is off, they wanted a huge deposit",
        ),
        consider=(
            "{v} have a tracker tariff, might look at it",
            "my neighbour keeps telling me about {v}",
        ),
        dist=(
            "{v} put their prices up again, saw it on the news",
            "a {v} van was outside school all morning",
            "a Year 10 did a presentation on {v}'s wind farms",
        ),
    ),
    zh=dict(
        has=("我们家电和气都是{v}", "我们用{v}"),
        new=("换成{v}了，十分钟搞定", "不用{o}了，现在是{v}"),
        past=("换成{v}", "从{o}换到{v}"),
        use=("{v}又要抄电表", "{v}的app说上个月用电好多"),
        imp=("{v}第一张账单便宜好多",),
        third=("{n}换成{v}了", "{n}家现在用{v}"),
        plan=("打算换{v}", "固定价格到期就换{v}"),
        drop=("不换{v}了", "{v}要押金太多，算了"),
        consider=("{v}有个浮动电价，可以看看",),
        dist=("新闻说{v}又涨价了",),
    ),
    q=dict(
        cur=("Who is {n}'s energy supplier now?", "Which energy company is {n} with?"),
        hist=("Who was {n}'s energy supplier before?",),
        asof=("Which energy supplier was {n} with in {date}?",),
        plan=("Which energy supplier is {n} thinking of switching to?",),
    ),
    qz=dict(
        cur=("{n}家现在用哪家电力公司？",),
        hist=("{n}家以前用哪家电力公司？",),
        asof=("{date}{n}家用哪家电力公司？",),
        plan=("{n}打算换哪家电力公司？",),
    ),
    why=(
        ("the direct debit nearly doubled", "direct debit"),
        ("we wanted a green tariff", "green tariff"),
    ),
    why_zh=(("电费账单翻倍了", "电费"), ("想要绿色电力", "绿色")),
)

DIET = Kind(
    "diet",
    False,
    False,
    (
        "vegetarian",
        "vegan",
        "pescatarian",
        "keto",
        "Slimming World",
        "gluten-free",
        "intermittent fasting",
    ),
    "diet",
    "饮食",
    en=dict(
        has=("I'm {v}", "I've been {v} for years", "{v} here, so no bacon rolls for me"),
        new=(
            "I've gone {v}",
            "started {v} this week, send snacks",
            "new year new me, {v} from today",
            "I'm doing {v} now, {o} wasn't working",
        ),
        past=("went {v}", "started {v}"),
        use=(
            "the {v} option in the canteen was a sad salad again",
            "brought my {v} lunch, everyone's jealous",
            "being {v} at a staff do is tough",
        ),
        imp=("three weeks into {v} and I miss cheese", "meal prep for {v} takes all Sunday"),
        third=("{n}'s gone {v}", "{n} is {v} now", "{n} started {v}"),
        plan=("thinking of trying {v}", "going to go {v} in January"),
        drop=("gave up on the {v} plan before it started", "not doing {v} after all"),
        consider=("{v} sounds interesting, might try one day",),
        dist=(
            "half of Year 12 have gone {v}",
            "{v} recipe book in the staff raffle",
            "my brother's doing {v}, unbearable",
        ),
    ),
    zh=dict(
        has=("我吃{v}", "我一直{v}"),
        new=("我开始{v}了", "这周起{v}，给我加油"),
        past=("开始{v}",),
        use=("食堂的{v}选项又是一盘沙拉", "带了{v}的午饭"),
        imp=("{v}三周了，好想吃火锅",),
        third=("{n}开始{v}了", "{n}现在{v}"),
        plan=("想试试{v}",),
        drop=("{v}的计划放弃了",),
        consider=("{v}听起来不错",),
        dist=("十二年级一半人都在{v}",),
    ),
    pool_zh=("素食", "生酮", "轻断食", "无麸质", "低糖"),
    q=dict(
        cur=("What diet is {n} on now?", "Is {n} on any particular diet these days?"),
        hist=("What diet was {n} on before?",),
        asof=("What diet was {n} following in {date}?",),
        plan=("What diet is {n} planning to try?",),
    ),
    qz=dict(
        cur=("{n}现在是什么饮食？",),
        hist=("{n}以前是什么饮食？",),
        asof=("{date}{n}是什么饮食？",),
        plan=("{n}打算试什么饮食？",),
    ),
    why=(
        ("my cholesterol came back high", "cholesterol"),
        ("I watched a documentary about factory farming", "documentary"),
    ),
    why_zh=(("体检说胆固醇高", "胆固醇"),),
)

PETS = Kind(
    "pets",
    False,
    True,
    (
        "Biscuit",
        "Mabli",
        "Pudding",
        "Nala",
        "Luna",
        "Bramble",
        "Pip",
        "Teddy",
        "Cadi",
        "Mochi",
        "Dexter",
        "Pepper",
        "Bisto",
        "Hywel",
    ),
    "pets",
    "宠物",
    en=dict(
        has=(
            "our cockapoo {v} says hi 🐶",
            "{v} the cat is asleep on my marking again",
            "my dog {v} ate a glue stick",
        ),
        has2=(
            "{v} and {w} are fighting over the sofa again",
            "walking {v} while {w} sulks at home",
        ),
        add=(
            "we've got a new puppy!! {v}, a little border collie, {o} is not impressed",
            "meet {v}, our rescue greyhound, {o} is coping",
            "adopted a kitten, {v}, {o} keeps hissing at her",
        ),
        remove=(
            "{v} has gone to live with my sister, she's got the garden for him",
            "we had to rehome {v}, gutted",
        ),
        past=("got {v}",),
        use=("{v} chewed through the phone charger", "vet bill for {v} was eye-watering"),
        third=("{n} has a new puppy called {v}", "{n}'s got a kitten now, {v}"),
        plan=(
            "we might get another dog, already calling it {v}",
            "kids want a rabbit called {v}, thinking about it",
        ),
        drop=(
            "no second dog after all, {v} will stay a dream name",
            "not getting the rabbit, {v} is cancelled",
        ),
        consider=("if we ever get a cat it's called {v}",),
        dist=(
            "a Year 7 brought in photos of her hamster {v}",
            "the school cat by the bins, the kids call it {v}",
        ),
    ),
    zh=dict(
        has=("我家猫{v}又睡在我作业本上", "我家狗{v}今天咬坏了鞋"),
        has2=("{v}和{w}又在抢沙发",),
        add=("家里新来了一只小狗，叫{v}！{o}有点吃醋", "领养了一只小猫叫{v}，{o}一直哈它"),
        remove=("{v}送去我姐家了，她家有院子",),
        past=("养了{v}",),
        use=("{v}把充电线咬断了", "{v}看兽医花了好多钱"),
        third=("{n}家新养了一只狗叫{v}",),
        plan=("想再养一只狗，名字都想好了叫{v}",),
        drop=("不养第二只了，{v}这个名字留着吧",),
        consider=("以后养猫就叫{v}",),
        dist=("一个七年级学生给我看她的仓鼠{v}",),
    ),
    pool_zh=("汤圆", "豆豆", "团子", "年糕", "芝麻"),
    q=dict(
        cur=("What pets does {n} have now?",),
        hist=("Which pets did {n} have before?",),
        asof=("What pets did {n} have in {date}?",),
        plan=("What pet is {n} thinking of getting?",),
        coex=("What are the names of {n}'s pets?", "Which pets live with {n} at the moment?"),
    ),
    qz=dict(
        cur=("{n}现在养了什么宠物？",),
        hist=("{n}以前养过哪些宠物？",),
        asof=("{date}{n}养了什么宠物？",),
        plan=("{n}打算养什么宠物？",),
        coex=("{n}家的宠物都叫什么？",),
    ),
)

PJOB = Kind(
    "partner_job",
    False,
    False,
    (
        "Admiral",
        "Cardiff Council",
        "NHS",
        "BBC Wales",
        "Lloyds",
        "Deloitte",
        "Principality",
        "Cardiff University",
        "GoCompare",
        "Network Rail",
        "Welsh Government",
        "Aviva",
    ),
    "partner's job",
    "另一半的工作",
    who="partner_out",
    en=dict(
        has=(
            "my husband works at {v}",
            "my other half's at {v}",
            "my partner's at {v}, so he's never home before 7",
        ),
        new=(
            "my husband's started at {v}!",
            "my partner's left {o} and started at {v}",
            "big news, my other half got the job at {v}",
        ),
        past=("started at {v}",),
        use=(
            "my partner's {v} Christmas do is fancy dress, help",
            "my husband is stuck at {v} till late again",
        ),
        imp=("my partner's first week at {v} and he already has a lanyard collection",),
        third=("{np} husband has started at {v}", "{np} partner works at {v} now"),
        plan=(
            "my partner's going for a job at {v}",
            "my husband has an interview at {v} next week",
        ),
        drop=("my partner turned down {v} in the end", "the {v} job isn't happening"),
        consider=("my other half saw a job at {v} but it's in Swansea",),
        dist=(
            "a parent who works at {v} is coming in for careers day",
            "{v} are hiring loads apparently",
        ),
    ),
    zh=dict(
        has=("我老公在{v}上班",),
        new=("我老公去{v}上班了！", "我老公从{o}跳槽到{v}了"),
        past=("去了{v}上班",),
        use=("我老公在{v}又加班",),
        imp=("我老公在{v}的第一周，天天说食堂好吃",),
        third=("{n}的老公去{v}上班了",),
        plan=("我老公在面试{v}",),
        drop=("我老公最后没去{v}",),
        consider=("我老公看到{v}在招人",),
        dist=("{v}在招人，听说",),
    ),
    q=dict(
        cur=("Where does {n}'s partner work now?",),
        hist=("Where did {n}'s partner work before?",),
        asof=("Where was {n}'s partner working in {date}?",),
        plan=("Where is {n}'s partner hoping to work?",),
    ),
    qz=dict(
        cur=("{n}的老公现在在哪里工作？",),
        hist=("{n}的老公以前在哪上班？",),
        asof=("{date}{n}的老公在哪上班？",),
        plan=("{n}的老公想去哪里工作？",),
    ),
    why=(("his team was made redundant", "redundant"), ("he got a promotion", "promotion")),
)

JOB = Kind(
    "job",
    False,
    False,
    PJOB.pool,
    "job",
    "工作",
    who="partner_in",
    en=dict(
        has=("I work at {v}", "I'm at {v}, nine to five", "{v} pays the bills"),
        new=(
            "started at {v} today!",
            "left {o}, I'm at {v} now",
            "handed my notice in at {o}, starting at {v} Monday",
        ),
        past=("started at {v}",),
        use=("long day at {v}", "{v} Christmas party is fancy dress, help"),
        imp=("first week at {v} done, the canteen is elite",),
        third=("{n}'s started at {v}", "{n} works at {v} now", "{n} got the job at {v}"),
        plan=("applied for a job at {v}", "got an interview at {v} next week"),
        drop=("turned down {v} in the end", "not going to {v} after all"),
        consider=("saw a job at {v}, might apply one day",),
        dist=("{v} are hiring loads", "a mate who works at {v} says it's chaos"),
    ),
    zh=dict(
        has=("我在{v}上班",),
        new=("今天开始在{v}上班了！", "从{o}辞职了，现在在{v}"),
        past=("去了{v}上班",),
        use=("在{v}加班到好晚",),
        imp=("在{v}第一周，食堂不错",),
        third=("{n}去{v}上班了", "{n}现在在{v}工作"),
        plan=("投了{v}的简历", "下周去{v}面试"),
        drop=("最后没去{v}",),
        consider=("{v}在招人，可以试试",),
        dist=("听说{v}在裁员",),
    ),
    pool_zh=("中文学校", "中餐馆", "华人超市"),
    q=dict(
        cur=("Where does {n} work now?",),
        hist=("Where did {n} work before?",),
        asof=("Where was {n} working in {date}?",),
        plan=("Where is {n} hoping to work next?",),
    ),
    qz=dict(
        cur=("{n}现在在哪里工作？",),
        hist=("{n}以前在哪里工作？",),
        asof=("{date}{n}在哪里工作？",),
        plan=("{n}想去哪里工作？",),
    ),
    why=(
        ("my old team was made redundant", "redundant"),
        ("the hours are so much better", "hours"),
    ),
    why_zh=(("原来公司裁员", "裁员"),),
)

KIDS = Kind(
    "kids_school",
    False,
    False,
    (
        "Ninian Park Primary",
        "Albany Primary",
        "Ysgol Pen y Pil",
        "Marlborough Primary",
        "Busy Bees",
        "Little Acorns",
        "Kings Monkton",
        "Ysgol Glan Morfa",
        "Tiny Tots Nursery",
        "Springwood Primary",
    ),
    "kids' school or nursery",
    "孩子的学校",
    who="kids",
    en=dict(
        has=(
            "the kids are at {v}",
            "our youngest is at {v}",
            "drop-off at {v} is chaos every morning",
        ),
        new=(
            "the little one started at {v} today, I cried in the car",
            "we've moved the kids to {v}",
            "first week at {v} done, no more {o} drop-off",
        ),
        past=("moved the kids to {v}",),
        use=(
            "{v} nativity is the same night as parents evening, obviously",
            "{v} want a costume by TOMORROW",
        ),
        imp=("the new uniform for {v} cost a fortune",),
        third=("{np} kids have moved to {v}", "{np} little one started at {v}"),
        plan=("we've applied for {v} for September", "hoping to get the kids into {v}"),
        drop=("not moving them to {v} after all", "turned down the place at {v}"),
        consider=("had a look round {v}, lovely but miles away",),
        dist=("a colleague's son got into {v}", "{v} got a great Estyn report apparently"),
    ),
    zh=dict(
        has=("孩子在{v}上学", "老大在{v}"),
        new=("小的今天开始去{v}了，我在车里哭了", "孩子转到{v}了"),
        past=("把孩子转到{v}",),
        use=("{v}明天要交服装", "{v}的圣诞演出和家长会同一天"),
        imp=("{v}的新校服好贵",),
        third=("{n}的孩子转去{v}了",),
        plan=("我们申请了{v}，九月入学",),
        drop=("不转{v}了",),
        consider=("参观了{v}，很好但太远",),
        dist=("同事的儿子进了{v}",),
    ),
    q=dict(
        cur=("Which school or nursery are {n}'s kids at now?",),
        hist=("Which school were {n}'s kids at before?",),
        asof=("Where were {n}'s kids at school in {date}?",),
        plan=("Which school is {n} hoping to get the kids into?",),
    ),
    qz=dict(
        cur=("{n}的孩子现在在哪个学校？",),
        hist=("{n}的孩子以前在哪个学校？",),
        asof=("{date}{n}的孩子在哪上学？",),
        plan=("{n}想让孩子去哪个学校？",),
    ),
    why=(
        ("the breakfast club fits our hours", "breakfast club"),
        ("they've got much better SEN support", "SEN"),
    ),
    why_zh=(("那边有早餐俱乐部", "早餐俱乐部"),),
)

COMMUTE = Kind(
    "commute",
    False,
    False,
    ("cycling", "walking", "driving", "car sharing", "the bus", "the train"),
    "commute",
    "通勤方式",
    who="staff",
    en=dict(
        has=(
            "my commute is {v}",
            "it's {v} to school for me most days",
            "{v} in, every day, rain or shine",
        ),
        new=(
            "switched my commute to {v}",
            "no more {o}, my commute's {v} now",
            "new routine: {v} to school from this week",
        ),
        past=("switched my commute to {v}",),
        use=("{v} in was grim this morning", "{v} home tonight in this wind, wish me luck"),
        imp=(
            "first week of {v} to school and my legs hate me",
            "first week of {v} in, I'm a changed person",
        ),
        third=("{np} commute is {v} now", "{n} has switched to {v} to get in"),
        plan=("going to try {v} in from next term",),
        drop=("gave up on the idea of {v} in, too early",),
        consider=("{v} would be nice if the route wasn't awful",),
        dist=(
            "the Year 12s are campaigning for {v} to school",
            "council says more staff should try {v}",
        ),
        scoped=(
            "on Wednesdays it's {x} because of the late meeting",
            "for the exam weeks I'm doing {x}, just while the car park's shut",
        ),
    ),
    zh=dict(
        has=("我平时{v}上班",),
        new=("我现在改成{v}上班了", "不{o}了，现在{v}上班"),
        past=("开始{v}上班",),
        use=("今天早上{v}上班好惨",),
        imp=("第一周{v}上班，腿好酸",),
        third=("{n}现在{v}上班",),
        plan=("下学期想试试{v}上班",),
        drop=("{v}上班坚持不下去，放弃了",),
        consider=("其实{v}也可以",),
        dist=("市政府号召大家{v}上班",),
    ),
    pool_zh=("骑车", "坐公交", "开车", "走路", "坐火车"),
    q=dict(
        cur=("How does {n} get to school these days?",),
        hist=("How did {n} used to get to work?",),
        asof=("How was {n} getting to school in {date}?",),
        plan=("How is {n} planning to commute?",),
    ),
    qz=dict(
        cur=("{n}现在怎么上班？",),
        hist=("{n}以前怎么上班？",),
        asof=("{date}{n}怎么上班？",),
        plan=("{n}打算怎么上班？",),
    ),
    why=(
        ("the parking at school is a nightmare", "parking"),
        ("I'm trying to get fitter", "fitter"),
    ),
    why_zh=(("学校停车太难了", "停车"),),
)

LANGS = Kind(
    "languages_learning",
    False,
    True,
    ("Welsh", "Spanish", "Italian", "Japanese", "French", "German", "Korean", "BSL"),
    "languages being learned",
    "在学的语言",
    en=dict(
        has=(
            "I'm learning {v} on Duolingo, 200 day streak",
            "doing an evening class in {v}",
            "trying to learn {v}, slowly",
        ),
        has2=("learning {v} and {w} at the same time, my brain is soup",),
        add=(
            "started {v} as well, still doing {o} too",
            "added {v} alongside my {o}, why not",
            "{v} evening class on Mondays now, on top of {o}",
        ),
        remove=("gave up on {v}, the streak is dead", "stopped {v}, no time"),
        past=("started {v}",),
        use=(
            "practised my {v} on the Year 7s, they were not impressed",
            "{v} homework done at 11pm, living the dream",
        ),
        third=("{n} is learning {v} now", "{n}'s started {v} lessons"),
        plan=("want to start {v} in September", "signing up for a {v} course next term"),
        drop=("not doing the {v} course after all", "{v} will have to wait, no time"),
        consider=("{v} looks fun, maybe one day",),
        dist=("a Year 9 is fluent in {v} already", "the library's got free {v} courses"),
    ),
    zh=dict(
        has=("我在Duolingo上学{v}", "在上{v}夜校"),
        has2=("同时学{v}和{w}，脑子要炸了",),
        add=("又开始学{v}了，{o}也还在学", "除了{o}，现在还学{v}"),
        remove=("{v}放弃了，打卡断了",),
        past=("开始学{v}",),
        use=("在七年级学生面前说了几句{v}，他们没反应",),
        third=("{n}在学{v}",),
        plan=("九月想开始学{v}",),
        drop=("{v}课不报了",),
        consider=("{v}看起来挺有意思",),
        dist=("九年级有个学生{v}说得很好",),
    ),
    pool_zh=("威尔士语", "西班牙语", "日语", "法语", "韩语", "意大利语"),
    q=dict(
        cur=("Which language is {n} learning now?",),
        hist=("Which languages has {n} given up on?",),
        asof=("Which language was {n} learning in {date}?",),
        plan=("Which language is {n} planning to start?",),
        coex=("Which languages is {n} learning at the moment?",),
    ),
    qz=dict(
        cur=("{n}现在在学什么语言？",),
        hist=("{n}以前学过什么语言？",),
        asof=("{date}{n}在学什么语言？",),
        plan=("{n}打算学什么语言？",),
        coex=("{n}现在在学哪些语言？",),
    ),
)

STREAM = Kind(
    "streaming",
    False,
    True,
    (
        "Netflix",
        "Disney+",
        "Prime Video",
        "Apple TV+",
        "BritBox",
        "Paramount+",
        "MUBI",
        "Crunchyroll",
    ),
    "streaming services",
    "流媒体",
    en=dict(
        has=("we've got {v}", "I only have {v}, so no spoilers please", "we're a {v} household"),
        has2=("we've got {v} and {w}, that's plenty",),
        add=(
            "got {v} as well now, on top of {o}",
            "added {v} for the football, still keeping {o}",
            "caved and got {v} alongside {o}",
        ),
        remove=("cancelled {v}, nothing on", "got rid of {v}, saving money"),
        past=("got {v}",),
        use=(
            "binged a whole series on {v} last night",
            "{v} recommended me a documentary about teachers, no thanks",
        ),
        third=("{n}'s got {v} now", "{n} signed up to {v}"),
        plan=("thinking of getting {v} for the summer", "might sign up to {v} for that new series"),
        drop=("not getting {v} after all", "decided against {v}, too many subscriptions"),
        consider=("{v} has a free trial, tempted",),
        dist=("the kids keep quoting some show off {v}", "{v} prices going up again"),
    ),
    zh=dict(
        has=("我们家有{v}", "我只有{v}"),
        has2=("家里有{v}和{w}，够看了",),
        add=("又订了{v}，{o}也还留着", "除了{o}，现在还有{v}"),
        remove=("{v}退订了，没什么好看的",),
        past=("订了{v}",),
        use=("昨晚在{v}上刷了一整季",),
        third=("{n}订了{v}",),
        plan=("暑假想订{v}",),
        drop=("不订{v}了",),
        consider=("{v}有免费试用",),
        dist=("{v}又涨价了",),
    ),
    q=dict(
        cur=("Which streaming service does {n} have now?",),
        hist=("Which streaming services has {n} cancelled?",),
        asof=("Which streaming services did {n} have in {date}?",),
        plan=("Which streaming service is {n} thinking of getting?",),
        coex=("Which streaming services does {n} have at the moment?",),
    ),
    qz=dict(
        cur=("{n}现在订了哪个流媒体？",),
        hist=("{n}退订过哪些流媒体？",),
        asof=("{date}{n}订了哪些流媒体？",),
        plan=("{n}打算订哪个流媒体？",),
        coex=("{n}现在订了哪些流媒体？",),
    ),
)

DENTIST = Kind(
    "dentist",
    False,
    False,
    (
        "Castle Dental",
        "Mydentist",
        "Bupa Dental Care",
        "Smile Studio",
        "Taff Dental",
        "Bayview Dental",
        "Celtic Smiles",
    ),
    "dentist",
    "牙医",
    en=dict(
        has=("my dentist is {v}", "I'm registered at {v}", "I go to {v} for my teeth"),
        new=(
            "finally registered with a new dentist, {v}",
            "moved to {v}, {o} went private",
            "new dentist: {v}",
        ),
        past=("registered with {v}",),
        use=(
            "check-up at {v} on Thursday, dreading it",
            "{v} sent a reminder, I've been ignoring it",
        ),
        imp=("first appointment at {v}, the hygienist was terrifying but good",),
        third=("{n}'s moved to {v} for the dentist", "{n} is registered with {v} now"),
        plan=("trying to get on the list at {v}",),
        drop=("gave up on {v}, the waiting list is two years",),
        consider=("{v} are taking NHS patients apparently, might look",),
        dist=(
            "a kid knocked a tooth out at football, his mum took him to {v}",
            "{v} have a sign up saying no new NHS patients",
        ),
    ),
    zh=dict(
        has=("我的牙医是{v}",),
        new=("终于换了牙医，{v}", "{o}转私立了，换到{v}了"),
        past=("换到{v}",),
        use=("周四去{v}检查牙齿，好怕",),
        imp=("第一次去{v}，洗牙的人好凶但是洗得好",),
        third=("{n}换到{v}看牙了",),
        plan=("在排{v}的名单",),
        drop=("{v}要等两年，算了",),
        consider=("{v}好像在收NHS病人",),
        dist=("{v}门口贴着不收新NHS病人",),
    ),
    q=dict(
        cur=("Which dentist is {n} registered with now?",),
        hist=("Which dentist did {n} go to before?",),
        asof=("Which dentist was {n} with in {date}?",),
        plan=("Which dentist is {n} trying to get into?",),
    ),
    qz=dict(
        cur=("{n}现在看哪家牙医？",),
        hist=("{n}以前看哪家牙医？",),
        asof=("{date}{n}看哪家牙医？",),
        plan=("{n}想换哪家牙医？",),
    ),
    why=(
        ("the old practice went private", "went private"),
        ("I couldn't get an appointment for months", "appointment"),
    ),
    why_zh=(("原来那家转私立了", "私立"),),
)

CHOIR = Kind(
    "choir_band",
    False,
    False,
    (
        "Taff Harmony",
        "Cardiff Uke Club",
        "Côr Cochion",
        "Bay Big Band",
        "Capital Voices",
        "Cathays Community Choir",
        "The Splott Ramblers",
        "Llandaff Singers",
    ),
    "choir or band",
    "合唱团或乐队",
    en=dict(
        has=(
            "I sing with {v} on Tuesdays",
            "I'm in {v}",
            "rehearsal with {v} tonight, so I'm off at 3:30 sharp",
        ),
        new=(
            "joined {v}!",
            "left {o}, I'm singing with {v} now",
            "new band, {v}, first gig in May",
        ),
        past=("joined {v}",),
        use=("{v} concert on Saturday, come!", "{v} rehearsal ran till 10, voice gone"),
        imp=("first rehearsal with {v}, everyone is so nice",),
        third=("{n} sings with {v} now", "{n}'s joined {v}"),
        plan=("auditioning for {v} next month",),
        drop=("not auditioning for {v} after all",),
        consider=("{v} are looking for altos, hmm",),
        dist=("{v} did a concert in the school hall", "a Year 13 sings with {v}"),
    ),
    zh=dict(
        has=("我在{v}唱歌", "我参加了{v}"),
        new=("加入了{v}！", "退了{o}，现在在{v}"),
        past=("加入了{v}",),
        use=("周六{v}有演出，来啊",),
        imp=("第一次跟{v}排练，大家都很好",),
        third=("{n}加入了{v}",),
        plan=("下个月去{v}面试",),
        drop=("不去{v}面试了",),
        consider=("{v}在招女低音",),
        dist=("{v}在学校礼堂办了音乐会",),
    ),
    pool_zh=("华人合唱团", "中文诗社"),
    q=dict(
        cur=("Which choir or band is {n} in now?",),
        hist=("Which choir was {n} in before?",),
        asof=("Which choir or band was {n} in in {date}?",),
        plan=("Which choir is {n} hoping to join?",),
    ),
    qz=dict(
        cur=("{n}现在参加哪个合唱团？",),
        hist=("{n}以前在哪个合唱团？",),
        asof=("{date}{n}在哪个合唱团？",),
        plan=("{n}想加入哪个合唱团？",),
    ),
    why=(
        ("rehearsals moved to Thursdays and I can't do Thursdays", "Thursdays"),
        ("I wanted something less serious", "less serious"),
    ),
)

SCHOOL_KINDS = (MIS, EXAM, CATERING, MINIBUS, COPIER)
PERSON_KINDS = (
    HOOD,
    CAR,
    GYM,
    PHONE,
    ENERGY,
    DIET,
    PETS,
    PJOB,
    JOB,
    KIDS,
    COMMUTE,
    LANGS,
    STREAM,
    DENTIST,
    CHOIR,
)
ALL_KINDS = SCHOOL_KINDS + PERSON_KINDS
HOUSEHOLD_KINDS = {"neighbourhood", "energy_supplier", "streaming", "pets", "kids_school"}
EXAM_SUBJECTS = (
    "A-level History",
    "GCSE Religious Studies",
    "A-level Psychology",
    "GCSE Computer Science",
    "A-level Sociology",
    "GCSE Drama",
)
GENERIC_OK = {
    "car",
    "gym",
    "phone_network",
    "energy_supplier",
    "streaming",
    "dentist",
    "choir_band",
    "catering",
    "minibus_hire",
    "photocopier_lease",
    "management_software",
    "job",
    "partner_job",
}


# ---------------------------------------------------------------------------------------------
# The timeline: every state fact the episodes assert (the checker replays these).
# ---------------------------------------------------------------------------------------------


@dataclass
class Fact:
    holder: str
    slot: str
    op: str  # set | add | remove | plan | drop | consider | scoped | wrong | mention
    value: str
    eff: int  # day it became true (for plans: day said)
    said: int  # day it was said
    reason: str | None = None
    style: str = "direct"


@dataclass
class Slot:
    holder: str
    slot: str
    kind: Kind
    lang: str  # language of the holder (the school: en)
    person: Person | None
    subj: str = ""  # exam subject
    facts: list[Fact] = field(default_factory=list)


@dataclass
class Moment:
    day: int
    channel: str
    turns: list[tuple[str, str, str]]  # (speaker, text, language)


_FIELD = re.compile(r"\{(\w+)\}")


def fill(template: str, **kw: str) -> str:
    return _FIELD.sub(lambda m: kw.get(m.group(1), m.group(0)), template)


def day_date(day: int) -> date:
    return START_DATE + timedelta(days=day)


def month_en(day: int) -> str:
    return MONTHS[day_date(day).month - 1]


def date_en(day: int) -> str:
    d = day_date(day)
    return f"{MONTHS[d.month - 1]} {d.year}"


def date_zh(day: int) -> str:
    d = day_date(day)
    return f"{d.year}年{d.month}月"


def mentioned(text: str, value: str) -> bool:
    """The bench's mention rule: whole word for Latin values, substring otherwise."""
    if not value.isascii():
        return value in text
    return (
        re.search(rf"(?<![A-Za-z]){re.escape(value)}(?![A-Za-z])", text, re.IGNORECASE) is not None
    )


class Writer:
    """Turns facts into chatty turns; owns the seed's random stream."""

    def __init__(self, rng: random.Random, people: list[Person], school: str) -> None:
        self.rng = rng
        self.people = people
        self.school = school
        self.staff = [p for p in people if p.staff]
        self.by_name = {p.name: p for p in people}

    # -- small helpers ------------------------------------------------------------------

    def pick(self, seq):  # noqa: ANN001, ANN201
        return self.rng.choice(seq)

    def tmpl(self, kind: Kind, lang: str, key: str, need_o: bool | None = None) -> str | None:
        table = kind.zh if lang == ZH else kind.en
        opts = table.get(key) or ()
        if need_o is False:
            opts = tuple(t for t in opts if "{o}" not in t)
        if not opts:
            return None
        return self.pick(opts)

    def core(
        self, s: Slot, lang: str, key: str, v: str, o: str | None = None, **kw: str
    ) -> str | None:
        t = self.tmpl(s.kind, lang, key, need_o=False if o is None else None)
        if t is None:
            return None
        return fill(
            t, v=v, o=o or "", sch=self.school if lang == EN else self.school, subj=s.subj, **kw
        )

    def typo(self, text: str, protect: list[str]) -> str:
        words = [m for m in re.finditer(r"[A-Za-z]{5,}", text)]
        self.rng.shuffle(words)
        for m in words[:3]:
            w = m.group(0)
            if any(w.lower() in p.lower() for p in protect) or w in self.by_name:
                continue
            i = self.rng.randint(1, len(w) - 3)
            bad = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
            new = text[: m.start()] + bad + text[m.end() :]
            if all(mentioned(new, p) for p in protect if mentioned(text, p)):
                return new
        return text

    def finish(self, text: str, lang: str, protect: list[str]) -> str:
        r = self.rng.random()
        if lang == ZH:
            end = self.pick(("", "。", "！", "～", " 哈哈", "。。", "😂", "🙃"))
            return text + end
        if r < 0.3 and text[:1].isalpha() and not any(text.startswith(p) for p in protect):
            text = text[0].lower() + text[1:]
        elif r < 0.7:
            text = text[0].upper() + text[1:]
        text += self.pick(("", "", ".", "!", "!!", " lol", " 🙃", " x", " haha", "..."))
        if self.rng.random() < 0.07:
            text = self.typo(text, protect)
        return text

    def reply(self, lang: str) -> str:
        return self.pick(REPLY_ZH if lang == ZH else REPLY_EN)

    def bury(self, text: str, lang: str) -> str:
        if lang == ZH:
            a, b = self.rng.sample(CLAUSE_ZH, 2)
            return self.pick(
                (
                    f"{a}，{b}，对了{text}，不说了先去上课",
                    f"唉{a}。{b}。哦还有，{text}。",
                    f"{a}，而且{b}……另外{text}，下次细说",
                )
            )
        a, b = self.rng.sample(CLAUSE_EN, 2)
        return self.pick(
            (
                f"{a}, {b}, oh and {text}, anyway how's everyone",
                f"ugh {a}. {b}. also {text}. right, back to marking",
                f"{a} and {b}, and in other news {text}, will tell you more Friday",
                f"so {a}, and then {b} which was fun, anyway, {text}",
            )
        )

    def late_subject(self, s: Slot, lang: str) -> str:
        k = s.kind.key
        if lang == ZH:
            return (
                "我们"
                if s.kind.school or k in ("neighbourhood", "kids_school", "energy_supplier")
                else ("我老公" if k == "partner_job" else "我")
            )
        if s.kind.school or k in ("neighbourhood", "kids_school", "energy_supplier"):
            return "we"
        return "my other half" if k == "partner_job" else "I"

    def late(self, s: Slot, lang: str, v: str, o: str | None, eff: int) -> str:
        past = self.core(s, lang, "past", v, o) or v
        who = self.late_subject(s, lang)
        if lang == ZH:
            m = f"{day_date(eff).month}月"
            return self.pick(
                (
                    f"忘了说，{m}的时候{who}就{past}了",
                    f"其实{m}{who}就已经{past}了，一直没说",
                    f"对了，{who}{m}就{past}了",
                )
            )
        m = month_en(eff)
        return self.pick(
            (
                f"forgot to say, back in {m} {who} {past}",
                f"oh btw {who} {past} in {m}, feels like ages ago",
                f"{who} {past} back in {m} actually, never mentioned it",
                f"did I tell you {who} {past}? that was in {m}",
            )
        )

    def correct(self, s: Slot, lang: str, key: str, v: str, w: str, o: str | None) -> str:
        wrong = self.core(s, lang, key, w, o) or w
        if lang == ZH:
            return self.pick(
                (
                    f"{wrong}——不对不对，是{v}，不是{w}",
                    f"{wrong}，哦说错了，是{v}",
                    f"{wrong}……打错了，是{v}",
                )
            )
        return self.pick(
            (
                f"{wrong} — sorry, {v}, not {w}, I always mix them up",
                f"{wrong}. wait no, {v}! {w} is what my sister has",
                f"{wrong}, no hang on, I mean {v}",
                f"{wrong}... {v} I mean, not {w}, long day",
            )
        )

    def reason_line(self, s: Slot, lang: str, text: str) -> tuple[str, str]:
        pool = s.kind.why_zh if lang == ZH and s.kind.why_zh else s.kind.why
        clause, kw = self.pick(pool)
        if lang == ZH and s.kind.why_zh:
            return self.pick((f"{text}，因为{clause}", f"{text}。主要是{clause}")), kw
        if lang == ZH:  # no Chinese reason for this kind: the reason in English inside
            return f"{text}，因为 {clause}", kw
        return self.pick(
            (
                f"{text} because {clause}",
                f"{text}, mainly because {clause}",
                f"{text}. long story but basically {clause}",
            )
        ), kw


INTRO_EN = (
    "bumped into {n} in Tesco earlier",
    "{n} popped into the office at lunch",
    "had a proper catch-up with {n} today",
    "saw {n} at the school gates this morning",
    "{n} came to the quiz night last night",
)
ASK_EN = (
    "oh how's {h} doing?",
    "aw how is {h} doing?",
    "haven't seen {o} for ages",
    "ooh any news?",
)
TELL_EN = (
    "good! {t}",
    "yeah all good, {t} apparently",
    "{t}, {h} said",
    "{t}, {h} seems really happy about it",
    "pretty good, oh and {t}",
)
INTRO_ZH = ("今天在超市碰到{n}了", "{n}中午来办公室了", "昨天跟{n}聊了好久", "早上在校门口看到{n}")
ASK_ZH = ("{h}最近怎么样？", "好久没见{h}了", "有什么新闻吗")
TELL_ZH = ("挺好的，{t}", "不错，听说{t}", "{h}说{t}")


class Builder(Writer):
    def __init__(self, rng: random.Random, people: list[Person], school: str) -> None:
        super().__init__(rng, people, school)
        self.moments: list[Moment] = []
        self.slots: list[Slot] = []
        self.houses: dict[str, list[str]] = {}
        for p in people:
            self.houses.setdefault(p.house, []).append(p.name)

    # -- channels -----------------------------------------------------------------------

    def members(self, channel: str) -> list[str]:
        if channel == "staffroom":
            return [p.name for p in self.staff]
        if channel.startswith("home-"):
            return self.houses[channel[5:]]
        return channel[3:].split("+")

    def channel_for(self, speaker: Person, about: Person | None = None) -> str:
        mates = [n for n in self.houses[speaker.house] if n != speaker.name]
        opts = []
        if speaker.staff:
            opts += ["staffroom", "staffroom"]
        if mates:
            opts += [f"home-{speaker.house}"] * 2
        other = self.pick(
            [
                p.name
                for p in self.people
                if p.name != speaker.name and (about is None or p.name != about.name)
            ]
        )
        opts.append(f"dm:{'+'.join(sorted((speaker.name, other)))}")
        return self.pick(opts)

    def add(
        self, day: int, channel: str, turns: list[tuple[str, str]], reply: float = 0.45
    ) -> None:
        out = [(sp, tx, self.by_name[sp].lang) for sp, tx in turns]
        if self.rng.random() < reply:
            others = [n for n in self.members(channel) if n != turns[-1][0]]
            if others:
                r = self.by_name[self.pick(others)]
                out.append((r.name, self.reply(r.lang), r.lang))
        self.moments.append(Moment(day, channel, out))

    def reporter(self, s: Slot) -> Person:
        if s.person is None:
            return self.pick(self.staff)
        h = s.person
        cands = [self.by_name[n] for n in self.houses[h.house] if n != h.name]
        if h.staff:
            cands += [p for p in self.staff if p.name != h.name]
        if not cands:
            cands = [p for p in self.people if p.name != h.name]
        return self.pick(cands)

    def speaker_for(self, s: Slot) -> Person:
        return self.pick(self.staff) if s.person is None else s.person

    # -- rendering one fact -------------------------------------------------------------

    def say(self, s: Slot, f: Fact, o: str | None = None, w: str | None = None) -> None:
        """Emit the moment(s) asserting fact ``f`` (``o`` = the value it replaces)."""
        style = f.style
        kind = s.kind
        protect = [f.value] + ([o] if o else []) + ([w] if w else [])
        if style in ("third", "pronoun"):
            rep = self.reporter(s)
            lang = rep.lang
            if kind.school:
                text = self.core(
                    s,
                    lang,
                    "third",
                    f.value,
                    o,
                    r=self.pick([p.name for p in self.staff if p.name != rep.name]),
                )
                self.add(
                    f.said,
                    "staffroom" if rep.staff else self.channel_for(rep),
                    [(rep.name, self.finish(text, lang, protect))],
                )
                return
            key = "third"
            if style == "third":
                text = self.core(
                    s, lang, key, f.value, o, n=s.holder, np=f"{s.holder}'s", pos=s.person.his
                )
                ch = self.channel_for(rep, s.person)
                self.add(f.said, ch, [(rep.name, self.finish(text, lang, protect + [s.holder]))])
                return
            fem = s.person.gender == "f"
            pro = ("she" if fem else "he") if lang == EN else ("她" if fem else "他")
            t = self.core(
                s, lang, key, f.value, o, n=pro, np="her" if fem else "his", pos=s.person.his
            )
            ch = self.channel_for(rep, s.person)
            others = [n for n in self.members(ch) if n != rep.name]
            asker = self.by_name[self.pick(others)] if others else rep
            if lang == ZH:
                intro = fill(self.pick(INTRO_ZH), n=s.holder)
                tell = fill(self.pick(TELL_ZH), t=t, h=pro)
            else:
                intro = fill(self.pick(INTRO_EN), n=s.holder)
                tell = fill(self.pick(TELL_EN), t=t, h=pro)
            if asker.lang == ZH:
                ask = fill(self.pick(ASK_ZH), h="她" if s.person.gender == "f" else "他")
            else:
                ask = fill(
                    self.pick(ASK_EN),
                    o="her" if s.person.gender == "f" else "him",
                    h="she" if s.person.gender == "f" else "he",
                )
            turns = [
                (rep.name, self.finish(intro, lang, [s.holder])),
                (asker.name, ask),
                (rep.name, self.finish(tell, lang, protect)),
            ]
            self.add(f.said, ch, turns, reply=0.2)
            return
        sp = self.speaker_for(s)
        lang = sp.lang
        ch = "staffroom" if kind.school else self.channel_for(sp)
        if f.op in ("plan", "drop", "consider"):
            text = self.core(s, lang, f.op, f.value)
        elif f.op == "scoped":
            text = self.core(s, lang, "scoped", f.value, x=f.value) or ""
            text = fill(text, x=f.value)
        elif f.op == "remove":
            text = self.core(s, lang, "remove", f.value)
        elif f.op == "add" and o is not None and kind.multi:
            text = self.core(s, lang, "add", f.value, o)
        elif f.op == "use":
            text = self.core(s, lang, "use", f.value)
        elif style == "late":
            text = self.late(s, lang, f.value, o, f.eff)
        elif style == "implied" and o is not None:
            text = self.core(s, lang, "imp", f.value, o) or self.core(s, lang, "new", f.value, o)
        elif style == "implied":
            text = self.core(s, lang, "use", f.value)
        elif style == "corrected" and w:
            text = self.correct(s, lang, "new" if o else "has", f.value, w, o)
        elif o is None:
            text = self.core(s, lang, "has", f.value)
        else:
            text = self.core(s, lang, "new", f.value, o)
        assert text, (kind.key, f)
        if style == "reason" and f.reason is None:
            text, f.reason = self.reason_line(s, lang, text)
        if style == "buried":
            text = self.bury(text, lang)
        self.add(f.said, ch, [(sp.name, self.finish(text, lang, protect))])

    # -- timelines ----------------------------------------------------------------------

    def pool_for(self, s: Slot) -> list[str]:
        k = s.kind
        if s.lang == ZH and k.pool_zh:
            pool = list(k.pool_zh)
            if len(pool) < 6:
                pool += self.rng.sample(k.pool, 6 - len(pool))
            return pool
        return list(k.pool)

    def change_styles(self, s: Slot) -> list[str]:
        st = ["direct", "direct", "implied", "late", "third", "corrected", "buried"]
        if s.kind.why:
            st += ["reason", "reason"]
        if not s.kind.school:
            st += ["pronoun", "pronoun", "third"]
        return st

    def extras_events(self, s: Slot, extras: list[str], start: int, last: int, multi: bool) -> None:
        """Dropped and pending plans, considered values and scoped exceptions."""
        rng = self.rng
        if extras and rng.random() < 0.3 and start + 40 < 680:
            d = extras.pop()
            p = rng.randint(start + 15, 660)
            s.facts.append(Fact(s.holder, s.slot, "plan", d, p, p))
            dd = min(p + rng.randint(15, 60), 724)
            s.facts.append(Fact(s.holder, s.slot, "drop", d, dd, dd))
        if extras and rng.random() < 0.25 and last + 30 < 715:
            q = extras.pop()
            p = rng.randint(last + 20, 718)
            s.facts.append(Fact(s.holder, s.slot, "plan", q, p, p, style="pending"))
        if extras and rng.random() < 0.35:
            c = extras.pop()
            p = rng.randint(start + 5, 722)
            s.facts.append(Fact(s.holder, s.slot, "consider", c, p, p))
        table = s.kind.zh if s.lang == ZH else s.kind.en
        if extras and not multi and table.get("scoped") and rng.random() < 0.6:
            x = extras.pop()
            p = rng.randint(start + 10, 720)
            s.facts.append(Fact(s.holder, s.slot, "scoped", x, p, p))

    def build_single(self, s: Slot) -> None:
        rng = self.rng
        pool = self.pool_for(s)
        nchg = rng.choices((0, 1, 2, 3), (2, 4, 3, 1))[0]
        vals = rng.sample(pool, min(len(pool), nchg + 5))
        held, extras = vals[: nchg + 1], vals[nchg + 1 :]
        init = rng.randint(0, 60)
        first = Fact(
            s.holder,
            s.slot,
            "set",
            held[0],
            init,
            init,
            style=rng.choices(("direct", "implied", "buried", "third"), (6, 2, 1, 1))[0],
        )
        if first.style == "third" and s.kind.school:
            first.style = "direct"
        s.facts.append(first)
        cursor, changes = init, [first]
        for v in held[1:]:
            eff = cursor + rng.randint(55, 210)
            if eff > 680:
                break
            style = self.pick(self.change_styles(s))
            if style == "corrected" and not extras:
                style = "direct"
            said = eff + rng.randint(30, 95) if style == "late" else eff
            if said > 715:
                style, said = "direct", eff
            f = Fact(s.holder, s.slot, "set", v, eff, said, style=style)
            if rng.random() < 0.3 and eff - 20 > cursor + 5:  # announced first, then carried out
                p = rng.randint(max(cursor + 5, eff - 50), eff - 15)
                s.facts.append(Fact(s.holder, s.slot, "plan", v, p, p, style="done"))
            s.facts.append(f)
            changes.append(f)
            cursor = said
        wrongs = {}
        for f in changes[1:]:
            if f.style == "corrected" and extras:
                wrongs[id(f)] = extras.pop()
            elif f.style == "corrected":
                f.style = "direct"
        self.extras_events(s, extras, init, cursor, multi=False)
        for i, f in enumerate(changes):  # reinforcement by use inside each value's interval
            end = (changes[i + 1].eff if i + 1 < len(changes) else 724) - 5
            for _ in range(rng.choice((0, 1, 1, 2))):
                if end > f.said + 6:
                    d = rng.randint(f.said + 5, end)
                    s.facts.append(Fact(s.holder, s.slot, "use", f.value, d, d))
        prev = None
        for f in sorted(s.facts, key=lambda f: f.said):
            if f.op == "set":
                self.say(s, f, prev, wrongs.get(id(f)))
                if wrongs.get(id(f)):
                    s.facts.append(Fact(s.holder, s.slot, "wrong", wrongs[id(f)], f.said, f.said))
                prev = f.value
            else:
                self.say(s, f)

    def build_multi(self, s: Slot) -> None:
        rng = self.rng
        pool = self.pool_for(s)
        vals = rng.sample(pool, min(len(pool), 8))
        init = rng.randint(0, 60)
        cur: list[str] = []
        first = vals.pop()
        cur.append(first)
        s.facts.append(Fact(s.holder, s.slot, "add", first, init, init))
        two = rng.random() < 0.4
        if two:
            second = vals.pop()
            cur.append(second)
            s.facts.append(Fact(s.holder, s.slot, "add", second, init, init))
            sp = self.speaker_for(s)
            text = self.core(s, sp.lang, "has2", first, w=second)
            self.add(
                init, self.channel_for(sp), [(sp.name, self.finish(text, sp.lang, [first, second]))]
            )
        else:
            self.say(s, s.facts[0])
        cursor = init
        for _ in range(rng.randint(1, 3)):
            eff = cursor + rng.randint(60, 220)
            if eff > 690 or len(vals) < 3:
                break
            if len(cur) >= 2 and rng.random() < 0.45:
                v = self.pick(cur)
                cur.remove(v)
                f = Fact(
                    s.holder, s.slot, "remove", v, eff, eff, style=self.pick(("direct", "buried"))
                )
                s.facts.append(f)
                self.say(s, f)
            else:
                v = vals.pop()
                style = self.pick(("direct", "direct", "third", "pronoun", "buried", "late"))
                said = eff + rng.randint(30, 80) if style == "late" else eff
                if said > 715:
                    style, said = "direct", eff
                f = Fact(s.holder, s.slot, "add", v, eff, said, style=style)
                if style == "late":  # a late report of a new member: the past clause
                    f.style = "late"
                s.facts.append(f)
                if style == "late":
                    self.say(s, f)
                else:
                    self.say(s, f, o=self.pick(cur))
                cur.append(v)
            cursor = said if s.facts[-1].op == "add" else eff
        before = len(s.facts)
        self.extras_events(s, vals, init, cursor, multi=True)
        for f in s.facts[before:]:
            self.say(s, f)
        for v in list(cur):
            if rng.random() < 0.5:
                adds = [f for f in s.facts if f.op == "add" and f.value == v]
                d = rng.randint(adds[0].said + 5, 724)
                f = Fact(s.holder, s.slot, "use", v, d, d)
                s.facts.append(f)
                self.say(s, f)

    # -- distractors and chit-chat ------------------------------------------------------

    def distractor(self, day: int) -> None:
        sp = self.pick(self.people)
        kinds = [k for k in ALL_KINDS if (k.zh if sp.lang == ZH else k.en).get("dist")]
        if not sp.staff:  # nothing about classes or the school from people who don't work there
            kinds = [k for k in kinds if k.key in GENERIC_OK and not k.school]
        kind = self.pick(kinds)
        pool = list(kind.pool) + (list(kind.pool_zh) if sp.lang == ZH else [])
        v = self.pick(pool)
        table = kind.zh if sp.lang == ZH else kind.en
        if kind.key in GENERIC_OK and (not sp.staff or self.rng.random() < 0.25):
            t = self.pick(
                ("有人用过{v}吗？好不好", "{v}怎么样，有人知道吗", "朋友推荐{v}，靠谱吗")
                if sp.lang == ZH
                else (
                    "anyone know if {v} is any good?",
                    "my mate keeps recommending {v}, thoughts?",
                    "is {v} still a thing? asking for a friend",
                    "saw a review of {v}, sounded rough",
                )
            )
        else:
            t = self.pick(table["dist"])
        text = self.finish(fill(t, v=v, subj=self.pick(EXAM_SUBJECTS)), sp.lang, [v])
        ch = "staffroom" if kind.school and sp.staff else self.channel_for(sp)
        self.add(day, ch, [(sp.name, text)], reply=0.35)
        for s in self.slots:  # the value joins the reader's vocabulary of the speaker's slot
            if s.kind is kind and (s.holder == sp.name or (kind.school and sp.staff)):
                s.facts.append(Fact(s.holder, s.slot, "mention", v, day, day))

    def chat_lines(self, p: Person, channel: str) -> tuple[str, ...]:
        if p.staff and not channel.startswith("home-"):
            return CHAT_ZH if p.lang == ZH else CHAT_EN
        return (HOME_ZH + CLAUSE_ZH) if p.lang == ZH else (HOME_EN + CLAUSE_EN)

    def chat(self, day: int) -> None:
        sp = self.pick(self.people)
        ch = self.channel_for(sp)
        turns = [(sp.name, self.finish(self.pick(self.chat_lines(sp, ch)), sp.lang, []))]
        if self.rng.random() < 0.3:
            others = [n for n in self.members(ch) if n != sp.name]
            if others:
                o = self.by_name[self.pick(others)]
                turns.append((o.name, self.finish(self.pick(self.chat_lines(o, ch)), o.lang, [])))
        self.add(day, ch, turns, reply=0.4)


# ---------------------------------------------------------------------------------------------
# Probes from the timeline.
# ---------------------------------------------------------------------------------------------

WHY_EN = {
    "neighbourhood": "Why did {n} move to {v}?",
    "car": "Why did {n} get the {v}?",
    "partner_job": "Why did {n}'s partner move to {v}?",
    "job": "Why did {n} move to {v}?",
    "kids_school": "Why did {n} move the kids to {v}?",
    "commute": "Why did {n} switch to {v} for getting in?",
    "gym": "Why did {n} join {v}?",
    "choir_band": "Why did {n} join {v}?",
    "diet": "Why did {n} go {v}?",
    "exam_board": "Why did {n} move {subj} to {v}?",
}
WHY_ZH = {
    "neighbourhood": "{n}为什么搬到{v}？",
    "gym": "{n}为什么加入{v}？",
    "diet": "{n}为什么开始{v}？",
    "job": "{n}为什么去{v}工作？",
}


def replay(facts: list[Fact], day: int) -> set[str]:
    state: set[str] = set()
    for f in sorted(
        (f for f in facts if f.op in ("set", "add", "remove")),
        key=lambda f: (f.eff, f.op != "remove"),
    ):
        if f.eff > day:
            break
        if f.op == "set":
            state = {f.value}
        elif f.op == "add":
            state.add(f.value)
        else:
            state.discard(f.value)
    return state


def stable_day(facts: list[Fact], d: int) -> bool:
    for f in facts:
        if f.op in ("set", "add", "remove"):
            if abs(d - f.eff) <= 10 or abs(d - f.said) <= 10 or f.eff <= d <= f.said:
                return False
    return True


def slot_probes(b: Builder, s: Slot) -> list[dict]:
    rng = b.rng
    k = s.kind
    f_state = [f for f in s.facts if f.op in ("set", "add", "remove")]
    final = replay(s.facts, LAST_DAY)
    ever = {f.value for f in f_state if f.op != "remove"}
    earlier = ever - final
    dropped = {f.value for f in s.facts if f.op == "drop"}
    values = sorted({f.value for f in s.facts})
    zh = s.lang == ZH

    def q(key: str, **kw: str) -> str:
        use_zh = zh and rng.random() < 0.65 and key in k.qz
        t = rng.choice(k.qz[key] if use_zh else k.q[key])
        return fill(t, n=s.holder, subj=s.subj, **kw)

    def probe(kind: str, question: str, gold: set[str], **extra) -> dict:
        p = {
            "subject": s.holder,
            "kind": kind,
            "question": question,
            "slot": s.slot,
            "gold": sorted(gold),
            "outdated": [],
            "values": values,
            "abandoned": sorted(dropped),
        }
        p.update(extra)
        return p

    out = []
    if k.multi and len(final) >= 2:
        out.append(probe("coexisting", q("coex"), final, outdated=sorted(earlier)))
    else:
        out.append(probe("current", q("cur"), final, outdated=sorted(earlier)))
    if earlier:
        out.append(probe("historical", q("hist"), earlier))
    first_known = min(f.said for f in f_state)
    days = [
        d
        for d in range(first_known + 11, 716)
        if stable_day(s.facts, d) and replay(s.facts, d) != final
    ]
    if days:
        d = rng.choice(days)
        out.append(
            probe(
                "as_of",
                q("asof", date=date_zh(d) if zh and rng.random() < 0.5 else date_en(d)),
                replay(s.facts, d),
                as_of_day=d,
            )
        )
    for f in s.facts:
        if f.op == "set" and f.reason:
            use_zh = zh and rng.random() < 0.6
            t = (
                WHY_ZH.get(k.key, "{n}为什么换成{v}？")
                if use_zh
                else WHY_EN.get(k.key, "Why did {n} switch to {v}?")
            )
            out.append(probe("why", fill(t, n=s.holder, v=f.value, subj=s.subj), {f.reason}))
        if f.op == "plan" and f.style == "pending":
            out.append(probe("planning", q("plan"), {f.value}))
    return out


# ---------------------------------------------------------------------------------------------
# The world.
# ---------------------------------------------------------------------------------------------


def make_people(rng: random.Random) -> list[Person]:
    pools = {
        (EN, "f"): rng.sample(EN_WOMEN, len(EN_WOMEN)),
        (EN, "m"): rng.sample(EN_MEN, len(EN_MEN)),
        (ZH, "f"): rng.sample(ZH_WOMEN, len(ZH_WOMEN)),
        (ZH, "m"): rng.sample(ZH_MEN, len(ZH_MEN)),
    }
    people = []
    for role, lang, gender, staff, house in ROLES:
        p = Person(pools[(lang, gender)].pop(), role, lang, gender, staff, house)
        p.kids = role in ("head of Year 9", "science technician") or (
            role == "office manager" and rng.random() < 0.5
        )
        people.append(p)
    return people


def assign_slots(b: Builder, rng: random.Random) -> None:
    school = b.school
    subjects = rng.sample(EXAM_SUBJECTS, 2)
    for k in SCHOOL_KINDS:
        for subj in subjects if k is EXAM else ("",):
            b.slots.append(
                Slot(school, f"exam_board:{subj}" if subj else k.key, k, EN, None, subj=subj)
            )
    taken: set[tuple[str, str]] = set()
    chosen: dict[str, list[Kind]] = {p.name: [] for p in b.people}

    def eligible(p: Person, k: Kind) -> bool:
        if k in chosen[p.name]:
            return False
        if k.key in HOUSEHOLD_KINDS and (p.house, k.key) in taken:
            return False
        alone = len(b.houses[p.house]) == 1
        return {
            "all": True,
            "staff": p.staff,
            "kids": p.kids,
            "partner_out": p.staff and alone,
            "partner_in": p.role == "partner",
        }[k.who]

    def give(p: Person, k: Kind) -> None:
        chosen[p.name].append(k)
        if k.key in HOUSEHOLD_KINDS:
            taken.add((p.house, k.key))

    for k in PERSON_KINDS:  # every kind at least once
        cands = [p for p in b.people if eligible(p, k)]
        if cands:
            give(rng.choice(cands), k)
    for p in b.people:
        want = rng.randint(4, 6)
        kinds = [k for k in PERSON_KINDS if eligible(p, k)]
        rng.shuffle(kinds)
        for k in kinds:
            if len(chosen[p.name]) >= want:
                break
            if eligible(p, k):
                give(p, k)
    for p in b.people:
        for k in chosen[p.name]:
            b.slots.append(Slot(p.name, k.key, k, p.lang, p))


def generate(seed: int) -> dict:
    """Episodes (time-ordered chat turns), probes with gold values, and the timeline."""
    rng = random.Random(f"{GENERATOR}:{seed}")
    people = make_people(rng)
    b = Builder(rng, people, rng.choice(SCHOOL_NAMES))
    assign_slots(b, rng)
    for s in b.slots:
        (b.build_multi if s.kind.multi else b.build_single)(s)
    for _ in range(rng.randint(80, 95)):
        b.distractor(rng.randint(0, 726))
    for _ in range(rng.randint(75, 90)):
        b.chat(rng.randint(0, 728))
    episodes = []
    order = sorted(enumerate(b.moments), key=lambda im: (im[1].day, im[0]))
    counter: dict[tuple[str, int], int] = {}
    stamped = []
    for i, m in order:
        start = rng.randint(0, 780)
        stamped.append((m.day, start, i, m))
    stamped.sort(key=lambda t: (t[0], t[1], t[2]))
    for day, start, _i, m in stamped:
        n = counter.get((m.channel, day), 0)
        counter[(m.channel, day)] = n + 1
        session = f"{m.channel}/d{day:03d}/{n}"
        minute = start
        for sp, text, lang in m.turns:
            episodes.append(
                {
                    "day": day,
                    "minute": minute,
                    "speaker": sp,
                    "text": text,
                    "session": session,
                    "language": lang,
                }
            )
            minute += rng.randint(1, 6)
    episodes.sort(key=lambda e: (e["day"], e["minute"]))
    probes_all = [p for s in b.slots for p in slot_probes(b, s)]
    keep = [p for p in probes_all if p["kind"] in ("current", "coexisting", "why", "planning")]
    rest = [p for p in probes_all if p["kind"] in ("historical", "as_of")]
    rng.shuffle(rest)
    target = rng.randint(135, 150)
    keep += rest[: max(0, target - len(keep))]
    order_ix = {id(p): i for i, p in enumerate(probes_all)}
    probes = sorted(keep, key=lambda p: order_ix[id(p)])
    timeline = [
        {
            "holder": f.holder,
            "slot": f.slot,
            "op": f.op,
            "value": f.value,
            "eff": f.eff,
            "said": f.said,
            "reason": f.reason,
            "style": f.style,
        }
        for s in b.slots
        for f in sorted(s.facts, key=lambda f: (f.eff, f.said))
    ]
    return {
        "generator": GENERATOR,
        "seed": seed,
        "start": START,
        "school": b.school,
        "people": [
            {"name": p.name, "role": p.role, "language": p.lang, "household": p.house}
            for p in people
        ],
        "episodes": episodes,
        "probes": probes,
        "timeline": timeline,
    }


# ---------------------------------------------------------------------------------------------
# Self-check: every probe's gold against the generated timeline (an independent replay).
# ---------------------------------------------------------------------------------------------


def _state(recs: list[dict], day: int) -> set[str]:
    cur: set[str] = set()
    for r in sorted(recs, key=lambda r: (r["eff"], r["op"] != "remove")):
        if r["eff"] > day or r["op"] not in ("set", "add", "remove"):
            continue
        if r["op"] == "set":
            cur = {r["value"]}
        elif r["op"] == "add":
            cur.add(r["value"])
        else:
            cur.discard(r["value"])
    return cur


def check(world: dict) -> list[str]:
    errs: list[str] = []
    eps = world["episodes"]
    by_slot: dict[tuple[str, str], list[dict]] = {}
    for r in world["timeline"]:
        by_slot.setdefault((r["holder"], r["slot"]), []).append(r)
    prev = (-1, -1)
    for e in eps:
        if (
            not (0 <= e["day"] <= LAST_DAY)
            or (e["day"], e["minute"]) < prev
            or not e["text"].strip()
        ):
            errs.append(f"episode order/day: {e}")
        prev = (e["day"], e["minute"])
        if re.search(r"\{\w+\}", e["text"]):
            errs.append(f"unfilled template: {e}")
        if e["language"] not in (EN, ZH):
            errs.append(f"language: {e}")
    said_on: dict[int, list[str]] = {}
    for e in eps:
        said_on.setdefault(e["day"], []).append(e["text"])
    for (holder, slot), recs in by_slot.items():
        for r in recs:  # every asserted value is really in that day's text
            if r["op"] in ("set", "add", "remove", "plan", "drop", "scoped") and not any(
                mentioned(t, r["value"]) for t in said_on.get(r["said"], [])
            ):
                errs.append(f"{holder}/{slot}: {r['op']} {r['value']} not said on day {r['said']}")
        held = [r for r in recs if r["op"] in ("set", "add")]
        for r in recs:
            if r["op"] == "drop":
                if any(h["value"] == r["value"] for h in held):
                    errs.append(f"{holder}/{slot}: dropped plan {r['value']} was held")
        final = _state(recs, LAST_DAY)
        if not final:
            errs.append(f"{holder}/{slot}: empty final state")
    for p in world["probes"]:
        key = (p["subject"], p["slot"])
        recs = by_slot.get(key)
        tag = f"{p['kind']} {key} {p['question']!r}"
        if not recs:
            errs.append(f"no timeline for {tag}")
            continue
        gold = set(p["gold"])
        final = _state(recs, LAST_DAY)
        ever = {r["value"] for r in recs if r["op"] in ("set", "add")}
        dropped = {r["value"] for r in recs if r["op"] == "drop"}
        values = set(p["values"])
        if not gold or re.search(r"\{\w+\}", p["question"]):
            errs.append(f"empty gold or unfilled question: {tag}")
        if set(p["abandoned"]) != dropped or dropped & final:
            errs.append(f"abandoned mismatch: {tag}")
        if p["kind"] == "current":
            if gold != final or set(p["outdated"]) != ever - final:
                errs.append(f"current gold {gold} != final {final}: {tag}")
        elif p["kind"] == "coexisting":
            if gold != final or len(gold) < 2:
                errs.append(f"coexisting gold {gold} != final {final}: {tag}")
        elif p["kind"] == "historical":
            if not gold <= ever - final:
                errs.append(f"historical gold {gold} not earlier values: {tag}")
        elif p["kind"] == "as_of":
            d = p["as_of_day"]
            if gold != _state(recs, d) or gold == final:
                errs.append(f"as_of gold {gold} != state {_state(recs, d)} on {d}: {tag}")
            for r in recs:
                if r["op"] in ("set", "add", "remove") and (
                    abs(d - r["eff"]) <= 10 or r["eff"] <= d <= r["said"]
                ):
                    errs.append(f"as_of day {d} too close to a change: {tag}")
        elif p["kind"] == "planning":
            (v,) = gold
            plans = [r for r in recs if r["op"] == "plan" and r["value"] == v]
            last = max(r["said"] for r in recs if r["op"] in ("set", "add", "remove"))
            if not plans or v in ever or v in dropped or min(r["said"] for r in plans) <= last:
                errs.append(f"planning gold {v} is not a pending plan: {tag}")
        elif p["kind"] == "why":
            (kw,) = gold
            reasoned = [r for r in recs if r["reason"] == kw and r["op"] == "set"]
            if not reasoned or not any(
                mentioned(t, kw) and mentioned(t, reasoned[0]["value"])
                for t in said_on.get(reasoned[0]["said"], [])
            ):
                errs.append(f"why keyword {kw} not stated with the change: {tag}")
        else:
            errs.append(f"unknown kind: {tag}")
        if p["kind"] != "why" and not (gold | set(p["outdated"]) | set(p["abandoned"])) <= values:
            errs.append(f"values miss gold/outdated: {tag}")
        for a in values:
            for c in values:
                if a != c and mentioned(c, a):
                    errs.append(f"ambiguous vocabulary {a!r} inside {c!r}: {tag}")
        if p["kind"] != "why" and not all(any(mentioned(e["text"], g) for e in eps) for g in gold):
            errs.append(f"gold never mentioned: {tag}")
    every_value = {v for k in ALL_KINDS for v in k.pool + k.pool_zh}
    for line in CHAT_EN + CHAT_ZH + HOME_EN + HOME_ZH + CLAUSE_EN + CLAUSE_ZH + REPLY_EN + REPLY_ZH:
        for v in every_value:
            if mentioned(line, v):
                errs.append(f"chit-chat names a value {v!r}: {line!r}")
    return errs


def main() -> int:
    ok = True
    for seed in (7, 11, 23):
        w = generate(seed)
        again = generate(seed)
        errs = check(w)
        if json.dumps(w, sort_keys=True) != json.dumps(again, sort_keys=True):
            errs.append("not deterministic")
        kinds: dict[str, int] = {}
        for p in w["probes"]:
            kinds[p["kind"]] = kinds.get(p["kind"], 0) + 1
        n_ep, n_pr = len(w["episodes"]), len(w["probes"])
        zh = sum(e["language"] == ZH for e in w["episodes"])
        sessions = len({e["session"] for e in w["episodes"]})
        print(
            f"seed {seed}: {n_ep} episodes ({zh} Chinese, {sessions} sessions), {n_pr} probes "
            f"{dict(sorted(kinds.items()))}, {len(w['timeline'])} timeline facts"
        )
        if not 550 <= n_ep <= 1000:
            errs.append(f"episode count {n_ep} out of range")
        if not 110 <= n_pr <= 170:
            errs.append(f"probe count {n_pr} out of range")
        for k in ("current", "historical", "as_of", "why", "planning", "coexisting"):
            if not kinds.get(k):
                errs.append(f"no {k} probes")
        for e in errs[:25]:
            print("  FAIL", e)
        ok = ok and not errs
    if not ok:
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
