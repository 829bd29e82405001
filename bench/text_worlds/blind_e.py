"""Blind text world E: everyday-life and work slots for 9-11 people over two years, EN and ZH.

Written from the benchmark brief alone, WITHOUT reading the extractor, resolver, recall, graph
or tests code, or any of the other text worlds; the only interface consulted was
`load_text_world`, `Probe` and `score_packet_values` in bench/states.py.

Sentences are assembled compositionally: an optional opener, one of several slot-specific
clause frames (present, value-as-subject, generic "my <noun> is ...", "we"/"our", self-reference
by name, change with/without the old value, consequence, late report, plan, consideration,
dropped plan, advice question, scoped exception, distractors...), an optional reason, and an
optional tail or chit-chat. Most turns are small talk. Standard library only.

`generate(seed)` returns {"start", "episodes", "probes"} as described in bench/states.py.
"""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime, timedelta

START = datetime(2023, 1, 1, 9, 0, tzinfo=UTC)
HORIZON = 731
MONTHS = (
    "January February March April May June July August September October November December"
).split()


def L(s: str) -> list[str]:
    return [x for x in s.split("|") if x] if s else []


def fmt(tpl_: str, **kw: str) -> str:
    def rep(m: re.Match) -> str:
        if m.group(1) not in kw:
            raise KeyError(f"{m.group(1)} missing for {tpl_!r}")
        return str(kw[m.group(1)])

    return re.sub(r"\{(\w+)\}", rep, tpl_)


def cap(s: str) -> str:
    return s[:1].upper() + s[1:] if s else s


def art(v: str) -> str:
    if v.startswith("HP"):
        return "an " + v
    if v.startswith(("One", "Uni", "uni", "UX", "uk", "Eu")):
        return "a " + v
    return ("an " if v[:1] in "aeioAEIOuX" else "a ") + v


# -- generic frames per language -----------------------------------------------------------
# fmt: off

G: dict[str, dict[str, list[str]]] = {
    "en": dict(
        open=L("So, |Oh, |Quick update: |By the way, |Random, but |Not sure I mentioned it, but "
               "|Okay, |Heads up: |Small life update: |Fun fact: "),
        tail=L(" Anyway.| Works for me.| Can't complain.| Pretty happy with that.| No complaints."),
        ctail=L(" Still getting used to it.| Took me long enough.| Big change!|"
                " No regrets so far."),
        chat=L(" Also, the weather has been ridiculous.| Long week, by the way.| Anyway, how's your"
               " day going?| Anyway, back to the grind.| Also I need to stop buying houseplants."),
        tnow=L("| this week| yesterday| over the weekend| a few days ago| last week"),
        nounf=L("my {noun} is {tv}|{tv} is my {noun} these days|{tv} has been my {noun} {since}|"
                "these days my {noun} is {tv}|if you're wondering, my {noun} is {tv}"),
        since0=L("for years now|for ages|for as long as I can remember"),
        sincem=L("since {M}|ever since {M}"),
        late=L("forgot to mention — back in {M}, {c}|oh, I never told you: in {M}, {c}|"
               "belated update: in {M}, {c}|this is old news by now, but back in {M} {c}"),
        plan=L("I'm planning to {i} in {M}|the plan is to {i} around {M}|decided I'm going to {i},"
               " probably in {M}|looks like I'll {i} in {M}|it's settled: I'll {i} in {M}"),
        realized=L("as planned, {c}|done: {c}|it finally happened — {c}|well, it's official: {c}"),
        consider=L("what if I {i}?|I might {i} at some point|half tempted to {i}, honestly|"
                   "been going back and forth on whether to {i}|toying with the thought that I "
                   "could {i}"),
        drop=L("scrapped the plan to {i}|decided against it — I'm not going to {i} after all|"
               "forget what I said about {v}; not happening|update: no longer planning to {i}|"
               "I talked myself out of it: I won't {i}"),
        advice=L("should I {i}?|do you think I should {i}, or is that silly?|honest opinion: "
                 "should I {i}, or stick with {tc}?|would it be dumb to {i}?"),
        neg=L("I'd never {i}|you couldn't pay me to {i}|no way I'd ever {i}, for the record"),
        hypo=L("if money were no object, I'd {i}|in another life I'd probably {i}|if I were ten "
               "years younger I'd {i}"),
        joke=L("joked at lunch that I'd {i} if this week gets any worse (I won't)|told my friends "
               "I'd {i} if it rains one more day — kidding, obviously"),
        other=L("{w} {s}|apparently {w} {s}|{w} {s}, which surprised me"),
        othert=L(" Not for me, though.| Good for them.| Each to their own.| I'm staying put."),
        rec=L("{w} swears by {v}|{w} keeps telling me to try {v}|{w} won't stop recommending {v}"),
        news=L("saw an article about {v} this morning|there's been a lot of buzz about {v} lately|"
               "read a pretty harsh review of {v} today"),
        asst=L("You might also look at {v}.|If you ever want a change, {v} gets good reviews.|"
               "Some people in a similar spot go with {v}."),
        asstm=L("Plenty of people enjoy {v}.|{v} could be a fun addition.|Maybe {v}?"),
        asstq=L("Just curious, what would you suggest if I ever wanted a change from {tc}?|"
                "Out of interest, any alternatives to {tc} worth knowing about?"),
        asstqm=L("Just curious — anything you'd suggest on top of {tc}?|Any ideas for what would "
                 "go well with {tc}? Not planning anything, just wondering."),
        pre=L("before {v0}, {p}|years ago {p}|a long time ago {p}|way before all this, {p}"),
        ooo=L("back when {p}, {x}|funny, back when {p}, {x}|I was just remembering: back when {p},"
              " {x}"),
        nost=L("life felt slower|I was always running late|I spent way less money|I saw my "
               "friends a lot more|everything felt a bit chaotic"),
        why=L("{c} because {r}|{R}, so {c}|{c} — mostly because {r}|{c}; honestly, {r}"),
        pron=L("I tried {tv} last week. It's now my {noun}|gave {tv} a go a couple of weeks back."
               " It stuck — it's my {noun} now|picked up {tv} on a whim. Turns out I love it; "
               "it's my {noun} now"),
        self=L("{n} {s} now, for the record|{n} {s} these days, in case you're keeping notes|"
               "note for the file: {n} {s}"),
        join=L(", and |; also, | — oh, and |. Also, "),
        who=L("my brother|my sister|my flatmate|a coworker|my friend Dana|my neighbour|my mum|"
              "my cousin|an old school friend|my friend Kofi"),
        ack=L("Thanks for the update!|Noted — good to know.|Sounds like a big change. How's it "
              "going so far?|Nice, hope it works out well!|Got it.|Oh nice, that sounds like a "
              "good fit.|Interesting — thanks for sharing."),
        advr=L("Hard to say without knowing your priorities — what matters most to you here?|If "
               "what you have works, there's no rush. A short trial might help you decide.|It "
               "could be worth it, but I'd list the pros and cons first.|Maybe sleep on it for a "
               "week and see if you still want it."),
        planr=L("Exciting! Let me know how it goes.|Good luck with it — want help planning?|"
                "That sounds like a good plan."),
        dropr=L("Fair enough — sometimes staying put is the right call.|Makes sense. No need to "
                "change things for the sake of it.|Totally reasonable."),
        after=L("Hmm, maybe one day.|Noted, thanks!|I'll keep that in mind."),
    ),
    "zh": dict(
        open=L("对了，|跟你说个事，|哈哈，|说起来，|更新一下近况：|嗯，|顺便说一句，"),
        tail=L("挺好的。|目前感觉还不错。|就这样。"),
        ctail=L("还在适应中。|总算定下来了。|变化有点大哈哈。"),
        chat=L("最近天气好怪。|这周好累啊。|你今天过得怎么样？|先去忙了，回头聊。"),
        tnow=L("|这周|昨天|上周末|前两天|上个礼拜"),
        nounf=L("我现在的{noun}是{v}|{v}现在是我的{noun}|{since}，{v}一直是我的{noun}"),
        since0=L("这几年|好多年来"), sincem=L("从{M}开始|自从{M}以后"),
        late=L("忘了跟你说，{c}|对了，之前一直没说，{c}|说个旧闻，{c}"),
        plan=L("我打算{M}{i}|计划{M}{i}，到时候再跟你说|已经决定了，{M}{i}|差不多定了，{M}就{i}"),
        realized=L("按计划，{c}|搞定了，{c}|终于落地了：{c}"),
        consider=L("我在想要不要{i}|有点想{i}，还没想好|最近老琢磨着{i}|要不我{i}算了？"),
        drop=L("之前说想{i}，算了，不折腾了|{i}的计划取消了|想了想还是决定不{i}了|不打算{i}了"),
        advice=L("你觉得我要不要{i}？|我该不该{i}啊？|纠结要不要{i}，还是继续{tc}就好？"),
        neg=L("我是绝对不会{i}的|打死我也不{i}|我才不会{i}呢"),
        hypo=L("要是中了彩票，我就{i}|下辈子我大概会{i}吧|要是年轻十岁，我肯定{i}"),
        joke=L("开玩笑说这周再加班我就{i}，哈哈，不会真去的|跟朋友吹牛说明年{i}，其实就是说说"),
        other=L("{w}{s}|听说{w}{s}了|{w}{s}，挺意外的"),
        othert=L("我可不行。|挺好的。|各有所好吧。"),
        rec=L("{w}一直安利{v}|{w}老让我试试{v}|{w}天天夸{v}"),
        news=L("今天刷到一条关于{v}的新闻|看了个{v}的测评，评价挺两极的|最近{v}好像挺火的"),
        asst=L("要不也可以看看{v}？|{v}口碑也不错，可以了解一下。|有些人会选{v}，你可以参考一下。"),
        asstm=L("{v}也挺不错的，可以考虑。|很多人挺喜欢{v}的。"),
        asstq=L("好奇问一下，如果哪天想换掉{tc}，你会推荐什么？|除了{tc}，还有什么别的选择吗？随便问问。"),
        asstqm=L("除了{tc}，还有什么值得加的吗？随便问问。|好奇问下，{tc}之外你还推荐什么？"),
        pre=L("在{v0}之前，{p}|好几年前{p}|很早以前{p}"),
        ooo=L("以前{p}的时候，{x}|想起来以前{p}的时候，{x}"),
        nost=L("日子过得挺悠闲的|每天都起得特别早|开销小多了|朋友聚得比较多|天天手忙脚乱的"),
        why=L("{c}，因为{r}|{r}，所以{c}|{c}，主要是{r}|{c}，说白了就是{r}"),
        pron=L("上周试了试{v}，现在它就是我的{noun}了|前阵子换了{v}试试，结果越用越顺手，现在它是我的{noun}"),
        self=L("{n}现在{s}啦|{n}{s}，记一下哈|备注：{n}{s}"),
        join=L("，另外|；还有，|。对了，"),
        who=L("我表姐|我同事|我室友|我大学同学|我妈|隔壁邻居|我哥|我朋友阿May"),
        ack=L("好的，记下了！|听起来不错呀。|这变化挺大的，适应得怎么样？|收到～|挺好的，祝顺利！"),
        advr=L("这个得看你更看重什么。|要是现在用着没问题，也不用急着换。|可以先试一段时间再决定。"),
        planr=L("加油！有需要随时找我。|听起来不错，到时候跟我说说。|好期待呀。"),
        dropr=L("也好，没必要为了变而变。|理解，稳妥一点也挺好。|嗯，想清楚了就好。"),
        after=L("嗯，以后再说吧。|好的，谢谢！|记下了。"),
    ),
}

# -- slot catalogue ------------------------------------------------------------------------
# Per language: vals, pres (first-person present), vsub (value as subject), past (full past
# clause), chg / chgo (change clause, without / with the old value {o}; zh ones carry a time
# slot {t}), inf (verb phrase for plans), s3 (third person; the first is used for self-naming),
# we, noun, cons (events a change can follow), consev (how another slot's change is named when
# this slot's change follows from it), rs (reason keyword:phrase), q (current | historical |
# as_of | planning | why), dis (allowed distractor kinds), scoped ({v} main, {x} exception).

DIS = "other|news|hypo|joke|neg|ask|asst"
PRON_SLOTS = {"phone", "laptop", "editor", "notes", "browser", "proglang", "drink"}
PERSON_SLOTS = {"partner", "manager", "doctor", "school"}
SLOTS: dict[str, dict] = {}


def S(key: str, multi: bool = False, brand: bool = False, art_: bool = False, maxch: int = 3,
      noplan: bool = False, **langs: dict) -> None:
    SLOTS[key] = dict(key=key, multi=multi, brand=brand, art=art_, maxch=maxch, noplan=noplan,
                      **langs)


S("home", en=dict(
    vals="Lisbon|Porto|Leeds|Rotterdam|Montreal|Edinburgh|Bristol|Valencia|Tallinn|Ljubljana|"
         "Wellington|Halifax|Tucson|Kraków",
    pres="I live in {v}|I'm based in {v} these days|home is {v} now|I'm renting a flat in {v}|"
         "most evenings you'll find me walking along the river in {v}",
    vsub="{v} is home these days|{v} has been home {since}|{v} is where I live now",
    past="I lived in {v}|I was living in {v}|I had a flat in {v}",
    chg="I moved to {v}|I relocated to {v}|I finally made the move to {v}|I signed a lease in {v}",
    chgo="I left {o} and moved to {v}|I swapped {o} for {v}|I packed up my life in {o} and moved "
         "to {v}|we said goodbye to {o} and moved to {v}",
    inf="move to {v}|relocate to {v}|find a place in {v}",
    s3="lives in {v}|just bought a place in {v}|moved to {v} last year",
    we="we live in {v}|our flat is in {v}|we've settled in {v}",
    cons="once the lease ran out|after the new job offer came through",
    consev="after the move to {v}",
    rs="commute:the commute was eating two hours a day|rent:the rent in {o} went up again|"
       "family:I wanted to be closer to family|garden:I wanted a place with a garden",
    q="Where does {n} live now?|Where did {n} live before {v}?|Where was {n} living on {d}?|"
      "Where is {n} planning to move?|Why did {n} move to {v}?",
    dis=DIS + "|rec"),
  zh=dict(
    vals="杭州|成都|苏州|厦门|青岛|大连|昆明|南京|西安|长沙|武汉|珠海|深圳|重庆",
    pres="我现在住在{v}|我在{v}定居了|我现在人在{v}|这两年我一直待在{v}",
    vsub="{v}现在就是我的家|{v}算是我的第二故乡了",
    past="我住在{v}|我在{v}生活",
    chg="我{t}搬到{v}了|我{t}把家安在{v}了|我{t}正式搬去{v}了",
    chgo="我{t}从{o}搬到{v}了|我{t}离开{o}，搬去{v}了",
    inf="搬到{v}|去{v}发展", s3="住在{v}|刚在{v}买了房",
    we="我们家现在在{v}|我们一家已经在{v}安顿下来了",
    cons="房子到期以后|换了工作以后", consev="搬到{v}以后",
    rs="房租:{o}的房租又涨了|通勤:每天通勤两个多小时受不了|父母:想离父母近一点|工作机会:{v}的工作机会多",
    q="{n}现在住在哪里？|{n}搬到{v}之前住在哪里？|{d}的时候{n}住在哪里？|{n}打算搬去哪里？|{n}为什么搬到{v}？",
    dis=DIS))

S("employer", en=dict(
    vals="Halberd Analytics|Quillfeather|Brightwater Labs|Northwind Freight|Sableport|"
         "Ferrocene Systems|Oakhollow Studio|Pinecrest Health|Kestrel Robotics|Tidewell Energy|"
         "Marlowe Insurance|Cinderpath Games",
    pres="I work at {v}|I'm at {v} these days|I'm employed by {v}|I spend my weekdays at {v}",
    vsub="{v} pays my bills these days|{v} has been my employer {since}",
    past="I worked at {v}|I was at {v}|I spent a few years at {v}",
    chg="I started a new job at {v}|I joined {v}|I accepted an offer from {v} and started there",
    chgo="I left {o} and joined {v}|I quit {o} and started at {v}",
    inf="join {v}|take the job at {v}|jump ship to {v}",
    s3="works at {v}|just got hired by {v}", noun="employer|day job",
    cons="after the reorg gutted my old department|once my notice period was over",
    consev="after I started at {v}",
    rs="salary:the salary bump was too good|layoffs:there were layoffs at {o}|remote:{v} lets me "
       "work remote|burnout:burnout was getting real",
    q="Where does {n} work now?|Where did {n} work before {v}?|Who was {n}'s employer on {d}?|"
      "Which company is {n} planning to join?|Why did {n} join {v}?",
    dis=DIS),
  zh=dict(
    vals="蓝鲸科技|星河互娱|云杉数据|青禾健康|远帆物流|知竹教育|北辰汽车|海棠传媒|启明芯片|橙子金融|山茶设计|银杏医药",
    pres="我在{v}上班|我现在在{v}工作|我是{v}的员工",
    vsub="{v}就是我现在的东家|{v}是我现在的公司",
    past="我在{v}上班|我在{v}工作",
    chg="我{t}入职{v}了|我{t}跳槽到{v}了|我{t}去{v}上班了",
    chgo="我{t}从{o}跳槽到{v}了|我{t}从{o}离职，去{v}了",
    inf="跳槽到{v}|去{v}", s3="在{v}上班|刚拿了{v}的offer", noun="公司|东家",
    cons="部门被裁了以后|离职交接完以后", consev="去{v}上班以后",
    rs="加班:{o}加班太严重|薪资:{v}给的薪资高不少|裁员:{o}在裁员|离家近:{v}离家近",
    q="{n}现在在哪家公司上班？|{n}去{v}之前在哪家公司？|{d}的时候{n}在哪家公司上班？|{n}打算跳槽去哪家公司？|{n}为什么去了{v}？",
    dis=DIS))

S("role", en=dict(
    vals="staff engineer|product manager|data analyst|UX researcher|engineering manager|"
         "solutions architect|QA lead|technical writer|site reliability engineer|account "
         "executive|design lead|scrum master",
    pres="I'm {av}|I work as {av}|my title is {v} now|officially I'm {av} these days",
    vsub="'{v}' is what my badge says now|'{v}' has been my title {since}",
    past="I was {av}|I worked as {av}",
    chg="I got promoted to {v}|I moved into {av} role|I became {av}",
    chgo="I went from {o} to {v}|I switched from being {ao} to being {av}",
    inf="become {av}|move into {av} role|go for the {v} opening",
    s3="is {av}|works as {av}", noun="title|job title",
    cons="after the reorg|once my old manager left",
    rs="promotion:the promotion finally came through|people:I wanted to work more with people|"
       "coding:I missed coding|pay band:the pay band was better",
    q="What is {n}'s job title now?|What was {n}'s role before becoming {av}?|What was {n}'s "
      "role on {d}?|What role is {n} planning to move into?|Why did {n} become {av}?",
    dis="other|hypo|joke|neg|ask"),
  zh=dict(
    vals="产品经理|前端开发|数据分析师|测试主管|运营专员|架构师|项目经理|算法工程师|UI设计师|技术总监|销售经理|人事专员",
    pres="我现在是{v}|我的岗位是{v}|我在公司做{v}", vsub="{v}是我现在的职位",
    past="我是{v}|我做{v}",
    chg="我{t}转岗做{v}了|我{t}升{v}了|我{t}当上{v}了", chgo="我{t}从{o}转成{v}了",
    inf="转岗做{v}|当{v}", s3="是{v}|在做{v}", noun="职位|岗位",
    cons="部门调整以后|老领导走了以后",
    rs="晋升:终于晋升了|带团队:想试试带团队|写代码:还是想写代码|待遇:{v}待遇更好",
    q="{n}现在的职位是什么？|{n}当{v}之前是什么职位？|{d}的时候{n}是什么职位？|{n}打算转到什么岗位？|{n}为什么转做{v}？",
    dis="other|hypo|joke|neg|ask"))

S("team", en=dict(
    vals="Payments|Search Relevance|Growth Experiments|Platform Infra|Mobile Core|Billing Ops|"
         "Data Platform|Onboarding Squad|Checkout|Integrity|Developer Experience|"
         "Fraud Detection",
    pres="I'm on the {v} team|I sit with {v}|my team is {v}|I'm part of {v} now",
    vsub="{v} is my team now|{v} has been my home team {since}",
    past="I was on the {v} team|I worked in {v}",
    chg="I transferred to {v}|I joined the {v} team|I moved over to {v}",
    chgo="I moved from {o} to {v}|I left {o} for the {v} team",
    inf="transfer to {v}|join the {v} team", s3="is on the {v} team|just joined {v}",
    we="our team is {v}|we're the {v} team, for what it's worth|we over in {v} ship on Thursdays",
    noun="team", cons="after the reorg|once the old project wrapped up", consev="since joining {v}",
    rs="reorg:the reorg merged my old group|on-call:the on-call load was brutal|visibility:I "
       "wanted more visibility|mentor:I wanted a better mentor",
    q="Which team is {n} on now?|Which team was {n} on before {v}?|Which team was {n} in on "
      "{d}?|Which team is {n} planning to transfer to?|Why did {n} move to {v}?",
    dis="other|hypo|neg|ask"),
  zh=dict(
    vals="支付组|搜索组|增长组|基础架构组|客户端组|风控组|数据平台组|商业化组|推荐算法组|直播组|国际化组",
    pres="我在{v}|我现在待在{v}|我属于{v}", vsub="{v}就是我现在的组",
    past="我在{v}", chg="我{t}调到{v}了|我{t}转到{v}了", chgo="我{t}从{o}调到{v}了",
    inf="转到{v}|申请去{v}", s3="在{v}|刚调去{v}", noun="组|团队",
    we="我们{v}这周要上线|我们{v}人不多但挺能打",
    cons="架构调整以后|老项目结束以后", consev="调到{v}以后",
    rs="架构调整:公司架构调整|值班:{o}值班太累了|成长:想要更多成长空间",
    q="{n}现在在哪个组？|{n}调到{v}之前在哪个组？|{d}的时候{n}在哪个组？|{n}打算转到哪个组？|{n}为什么转到{v}？",
    dis="other|hypo|neg|ask"))

S("manager", noplan=True, maxch=2, en=dict(
    vals="Priya Raman|Tomasz Nowak|Greta Lindqvist|Marcus Bell|Aiko Tanaka|Olu Adeyemi|"
         "Renata Costa|Declan Moore|Ines Ferreira|Hugo Laurent|Sunita Rao|Bram de Vries",
    pres="I report to {v}|my manager is {v}|my one-on-ones are with {v} these days",
    vsub="{v} is my boss now|{v} has been my manager {since}",
    past="I reported to {v}|my manager was {v}",
    chg="I got a new manager, {v}|I started reporting to {v}",
    chgo="my manager changed from {o} to {v}|{o} handed me over to {v}",
    inf="start reporting to {v}", s3="reports to {v}|has {v} as a manager",
    we="our manager is {v}|we all report to {v} now", noun="manager|boss",
    cons="after the reorg|once the new org chart landed",
    rs="parental leave:{o} went on parental leave|retired:{o} retired|reorg:the reorg shuffled "
       "everyone",
    q="Who is {n}'s manager now?|Who was {n}'s manager before {v}?|Who was {n}'s manager on "
      "{d}?|Who is {n} expected to report to next?|Why does {n} report to {v} now?",
    dis="other"),
  zh=dict(
    vals="周敏|赵磊|孙婷|郑浩|何静|冯涛|林倩|罗军|宋佳|韩冰",
    pres="我现在向{v}汇报|我的领导是{v}|我老板是{v}", vsub="{v}现在是我领导",
    past="我向{v}汇报|我跟着{v}干", chg="我{t}改向{v}汇报了|我{t}换到{v}手下了",
    chgo="我领导{t}从{o}换成{v}了", inf="去{v}手下", s3="向{v}汇报|跟着{v}干", noun="领导|直属领导",
    cons="架构调整以后|新的组织架构出来以后",
    rs="离职:{o}离职了|架构调整:架构调整|产假:{o}休产假了",
    q="{n}现在的领导是谁？|{n}的领导换成{v}之前是谁？|{d}的时候{n}的领导是谁？|{n}接下来要向谁汇报？|{n}为什么改向{v}汇报？",
    dis="other"))

S("phone", brand=True, art_=True, en=dict(
    vals="Pixel 8|iPhone 13 mini|Galaxy S23|Fairphone 5|Nothing Phone 2|OnePlus 12|"
         "iPhone 15 Pro|Xperia 10|Moto Edge 40|Galaxy Z Flip5",
    pres="I'm on {av}|I carry {av} around|my phone is {av}|I'm using {av} as my phone",
    vsub="the {v} has been my daily driver {since}|the {v} in my pocket does everything I need",
    past="I had {av}|I used {av}|I was on {av}",
    chg="I got {av}|I picked up {av}|I upgraded to {av}",
    chgo="I swapped my {o} for {av}|I retired the {o} and got {av}",
    inf="get {av}|switch to {av}|upgrade to {av}", s3="has {av}|just got {av}",
    noun="phone|daily driver", cons="after I dropped my old one in the sink|"
         "once my contract ran out",
    rs="battery:the battery on the {o} was dying by lunchtime|camera:I wanted a better camera|"
       "cracked:the screen got cracked|smaller:I wanted something smaller",
    q="What phone does {n} use now?|What phone did {n} use before the {v}?|What phone was {n} "
      "using on {d}?|What phone is {n} planning to get?|Why did {n} get the {v}?",
    dis=DIS + "|rec", scoped="I use {av} for everything, except work calls, which go through a "
                             "company {x}|personally I'm on {av}; the work phone is {ax}"),
  zh=dict(
    vals="华为Mate 60|小米14|iPhone 15|OPPO Find X7|vivo X100|荣耀Magic6|一加12|三星S24|红米K70",
    pres="我现在用{v}|我手机是{v}|天天拿着{v}", vsub="{v}是我现在的主力机|{v}我用得挺顺手",
    past="我用的是{v}|我拿的是{v}", chg="我{t}换成{v}了|我{t}入手了{v}", chgo="我{t}把{o}换成{v}了",
    inf="换{v}|入手{v}", s3="用的是{v}|刚买了{v}", noun="手机|主力机",
    cons="手机掉进水里以后|合约到期以后",
    rs="电池:{o}电池不行了|拍照:想要拍照好一点的|屏幕:屏幕摔碎了|信号:{o}信号太差",
    q="{n}现在用什么手机？|{n}换{v}之前用什么手机？|{d}的时候{n}用什么手机？|{n}打算换什么手机？|{n}为什么换了{v}？",
    dis=DIS + "|rec", scoped="平时用{v}，不过工作机是公司配的{x}"))

S("laptop", brand=True, art_=True, en=dict(
    vals="ThinkPad X1 Carbon|MacBook Air|Framework 13|Dell XPS 13|MacBook Pro|Surface Laptop|"
         "ThinkPad T14|Zenbook 14|HP Spectre|Razer Blade",
    pres="I work on {av}|my laptop is {av}|I do everything on {av} these days",
    vsub="the {v} has been my main machine {since}|the {v} goes everywhere with me",
    past="I had {av}|I worked on {av}", chg="I got {av}|I bought {av}|I switched to {av}",
    chgo="I replaced the {o} with {av}|I sold the {o} and got {av}",
    inf="get {av}|switch to {av}|buy {av}", s3="uses {av}|just bought {av}",
    noun="laptop|main machine", cons="after the old one died mid-presentation|"
         "once the budget got approved",
    rs="fan:the fan on the {o} sounded like a jet|battery:the battery barely lasted an hour|"
       "lighter:I wanted something lighter for travel|repairable:I wanted something repairable",
    q="What laptop does {n} use now?|What laptop did {n} use before the {v}?|What laptop was "
      "{n} using on {d}?|What laptop is {n} planning to get?|Why did {n} get the {v}?",
    dis=DIS + "|rec", scoped="at the office I'm stuck with {ax}, but at home it's {av}|{av} for "
                             "personal stuff; work issues me {ax}"),
  zh=dict(
    vals="MacBook Air|联想小新|华为MateBook|ThinkPad T14|小米笔记本|戴尔XPS|拯救者Y9000P|"
         "MacBook Pro",
    pres="我现在用{v}|我的电脑是{v}|天天背着{v}", vsub="{v}是我现在的主力电脑|{v}跟着我到处跑",
    past="我用的是{v}", chg="我{t}换了台{v}|我{t}入手了{v}", chgo="我{t}把{o}淘汰了，换成{v}",
    inf="换{v}|买台{v}", s3="用的是{v}|刚买了{v}", noun="笔记本|主力电脑",
    cons="旧电脑开不了机以后|预算批下来以后",
    rs="风扇:{o}风扇太吵|续航:续航太差|出差:出差想要轻一点的",
    q="{n}现在用什么笔记本？|{n}换{v}之前用什么笔记本？|{d}的时候{n}用什么笔记本？|{n}打算买什么笔记本？|{n}为什么换了{v}？",
    dis=DIS + "|rec", scoped="自己平时用{v}，公司配的是{x}"))

S("vehicle", brand=True, art_=True, en=dict(
    vals="Honda Civic|Toyota Prius|Tesla Model 3|Brompton|Kia Niro|Mazda MX-5|Subaru Outback|"
         "Volvo XC40|Cannondale Topstone|Vespa Primavera|Renault Zoe|Ford Transit Custom",
    pres="I drive {av}|I get around on {av}|my ride is {av}",
    vsub="the {v} has been my ride {since}|the {v} is what's parked outside now",
    past="I drove {av}|I had {av}", chg="I bought {av}|I got {av}|I picked up a secondhand {v}",
    chgo="I sold the {o} and bought {av}|I traded the {o} in for {av}",
    inf="buy {av}|get {av}|lease {av}", s3="drives {av}|just bought {av}",
    we="our car is {av}|we share {av}", noun="ride",
    cons="after the old one failed its inspection|once the insurance renewal came in",
    consev="since getting the {v}",
    rs="fuel:fuel prices were insane|space:we needed more space|parking:parking in town is "
       "impossible|broke down:the {o} broke down one too many times",
    q="What does {n} drive now?|What did {n} drive before the {v}?|What was {n} driving on "
      "{d}?|What is {n} planning to buy?|Why did {n} get the {v}?",
    dis=DIS + "|rec"),
  zh=dict(
    vals="比亚迪海豚|特斯拉Model Y|小鹏P7|理想L7|五菱宏光MINI|本田雅阁|大众朗逸|小牛电动车|"
         "捷安特公路车|"
         ""
         ""
         ""
         "极氪001",
    pres="我现在的车是{v}|我代步用的是{v}|平时出门靠{v}", vsub="{v}现在是我的座驾",
    past="我的车是{v}|我代步用{v}", chg="我{t}提了{v}|"
         "我{t}入手了{v}", chgo="我{t}把{o}卖了，换成{v}",
    inf="买{v}|入手{v}", s3="开的是{v}|刚提了{v}", we="我们家的车是{v}", noun="座驾",
    cons="旧车年检没过以后|摇到号以后", consev="有了{v}以后",
    rs="油价:油价太贵|空间:需要更大的空间|停车:市区停车太难|故障:{o}老出故障",
    q="{n}现在的车是什么？|{n}换{v}之前开什么车？|{d}的时候{n}开什么车？|{n}打算买什么车？|{n}为什么换了{v}？",
    dis=DIS + "|rec"))

S("commute", en=dict(
    vals="by tram|by ferry|on foot|by e-scooter|by carpool|by commuter train|by motorbike|"
         "by cargo bike|by metro|by kick scooter",
    pres="I commute {v}|I get to the office {v}|these days I go in {v}|"
         "most mornings I'm heading in {v}",
    vsub="going in {v} has been the routine {since}",
    past="I commuted {v}|I went in {v}", chg="I started commuting {v}|I switched to going in {v}",
    chgo="I stopped commuting {o} and started going in {v}",
    inf="start commuting {v}|try going in {v}", s3="commutes {v}|goes to work {v}",
    cons="after the office moved across town|once the new timetable kicked in",
    rs="cheaper:it's cheaper|exercise:I wanted some exercise|strike:the transit strike dragged "
       "on|office moved:the office moved",
    q="How does {n} commute now?|How did {n} commute before going in {v}?|How was {n} "
      "commuting on {d}?|How is {n} planning to commute?|Why does {n} commute {v} now?",
    dis="other|hypo|neg|ask|joke",
    scoped="I commute {v}, except when it rains — then it's {x}|normally I go in {v}; on "
           "Fridays it's {x}"),
  zh=dict(
    vals="坐地铁|骑共享单车|开车|坐公交|步行|坐班车|骑电驴|坐轮渡",
    pres="我现在每天{v}上班|上班基本{v}|通勤主要靠{v}", vsub="{v}上班已经成习惯了",
    past="我{v}上班", chg="我{t}改成{v}上班了|我{t}开始{v}通勤了", chgo="我{t}从{o}改成{v}上班了",
    inf="改成{v}上班|试试{v}通勤", s3="每天{v}上班|{v}通勤",
    cons="公司搬了以后|新的班车线路开了以后",
    rs="早高峰:早高峰太堵了|省钱:想省钱|锻炼:顺便锻炼身体|公司搬家:公司搬家了",
    q="{n}现在怎么通勤？|{n}改成{v}之前怎么上班？|{d}的时候{n}怎么通勤？|{n}打算怎么通勤？|{n}为什么改成{v}上班？",
    dis="other|hypo|neg|ask", scoped="平时{v}上班，下雨天就{x}"))

S("sport", en=dict(
    vals="bouldering|CrossFit|rowing|Brazilian jiu-jitsu|padel|trail running|yoga|spin classes|"
         "kettlebell training|fencing|ultimate frisbee|aqua aerobics",
    pres="I do {v}|my main workout is {v}|I'm into {v} these days|three evenings a week I'm at "
         "the gym for {v}",
    vsub="{v} is my thing now|{v} has been my workout {since}",
    past="I did {v}|I was really into {v}", chg="I took up {v}|I started doing {v}|"
         "I signed up for {v}",
    chgo="I quit {o} and took up {v}|I traded {o} for {v}",
    inf="take up {v}|try {v}|sign up for {v}", s3="does {v}|is obsessed with {v}",
    noun="workout|sport", cons="after the physio appointment|once the new gym opened nearby",
    rs="knee:my knee couldn't handle {o} anymore|social:I wanted something more social|"
       "boredom:boredom kicked in|schedule:the class schedule fits better",
    q="What sport does {n} do now?|What did {n} do for exercise before {v}?|What was {n}'s "
      "main workout on {d}?|What sport is {n} planning to take up?|Why did {n} take up {v}?",
    dis=DIS + "|rec"),
  zh=dict(
    vals="羽毛球|游泳|攀岩|普拉提|夜跑|瑜伽|飞盘|拳击|网球|骑行",
    pres="我现在主要的运动是{v}|最近迷上了{v}|健身这块我现在主要是{v}",
    vsub="{v}现在是我的固定运动|"
         ""
         ""
         ""
         "{v}已经坚持好几个月了",
    past="我特别迷{v}|我天天练{v}", chg="我{t}开始练{v}了|"
         "我{t}入坑{v}了", chgo="我{t}不练{o}了，改练{v}",
    inf="去练{v}|入坑{v}|报个{v}的课", s3="在练{v}|特别迷{v}", noun="运动",
    cons="做完康复以后|楼下新开了健身房以后",
    rs="膝盖:膝盖受不了{o}了|社交:想多点社交，多认识点人|无聊:{o}练得有点无聊了",
    q="{n}现在主要做什么运动？|{n}开始{v}之前做什么运动？|{d}的时候{n}主要做什么运动？|{n}打算开始什么运动？|{n}为什么开始{v}？",
    dis=DIS + "|rec"))

S("diet", en=dict(
    vals="vegetarian|pescatarian|vegan|flexitarian|low-carb|keto|paleo|dairy-free",
    pres="I'm {v}|I eat {v} these days|I'm eating {v} now",
    vsub="going {v} has been my thing {since}", past="I was {v}|I ate {v}",
    chg="I went {v}|I switched to eating {v}", chgo="I went from {o} to {v}",
    inf="go {v}|try eating {v}", s3="is {v}|went {v} recently", noun="diet",
    cons="after the blood test results|once the new year started",
    rs="cholesterol:my cholesterol was high|climate:I wanted to eat more climate-friendly|"
       "energy:I wanted more energy|doctor:my doctor suggested it",
    q="What diet does {n} follow now?|What diet did {n} follow before going {v}?|What diet was"
      " {n} following on {d}?|What diet is {n} planning to try?|Why did {n} go {v}?",
    dis="other|hypo|joke|neg|ask|asst"),
  zh=dict(
    vals="素食|轻断食|低碳饮食|生酮饮食|地中海饮食|控糖饮食|高蛋白饮食",
    pres="我最近在坚持{v}|现在吃饭基本是{v}|我在搞{v}", vsub="{v}我已经坚持两个月了",
    past="我坚持{v}|我吃{v}", chg="我{t}开始{v}了|我{t}改成{v}了", chgo="我{t}从{o}换成{v}了",
    inf="试试{v}|改成{v}", s3="在搞{v}|在坚持{v}", noun="饮食方式",
    cons="体检报告出来以后|过完年以后",
    rs="血脂:体检血脂偏高|减肥:想减肥|胃:{o}让胃不舒服",
    q="{n}现在是什么饮食方式？|{n}开始{v}之前是什么饮食？|{d}的时候{n}是什么饮食方式？|{n}打算试什么饮食？|{n}为什么开始{v}？",
    dis="other|hypo|joke|neg|ask|asst"))

S("drink", brand=True, en=dict(
    vals="oat flat white|matcha latte|cold brew|rooibos|yerba mate|chai latte|espresso tonic|"
         "kombucha|Earl Grey|cortado|golden milk",
    pres="I drink {v} every morning|my usual is {v}|I'm basically running on {v}|most mornings "
         "you'll find me clutching {av}",
    vsub="{v} is my usual now|{v} has been my morning drink {since}",
    past="I drank {v}|my usual was {v}", chg="I switched to {v}|I got hooked on {v}",
    chgo="I gave up {o} for {v}|I swapped {o} for {v}", inf="switch to {v}|try {v}",
    s3="drinks {v}|lives on {v}", noun="usual drink|go-to drink|morning drink",
    cons="after the café downstairs changed owners|once the doctor told me to cut back",
    rs="caffeine:I was overdoing the caffeine|sleep:{o} was messing with my sleep|stomach:my "
       "stomach didn't like {o}|price:the price of {o} at my café doubled",
    q="What does {n} usually drink now?|What did {n} usually drink before {v}?|What was {n}'s "
      "usual drink on {d}?|What drink is {n} planning to switch to?|Why did {n} switch to {v}?",
    dis=DIS + "|rec", scoped="my usual is {v}, except on weekends, when it's {x}|{v} on "
                             "weekdays; {x} is the weekend treat"),
  zh=dict(
    vals="美式咖啡|燕麦拿铁|乌龙茶|手打柠檬茶|普洱|豆浆|茉莉花茶|椰子水|生椰拿铁|枸杞茶",
    pres="我每天早上一杯{v}|我现在基本只喝{v}|续命全靠{v}", vsub="{v}是我现在的固定饮品",
    past="我天天喝{v}|我每天都要一杯{v}", chg="我{t}改喝{v}了|我{t}迷上了{v}",
    chgo="我{t}把{o}戒了，改喝{v}", inf="改喝{v}|试试{v}", s3="天天喝{v}|特别爱喝{v}", noun="饮品",
    cons="楼下咖啡店换老板以后|医生让我少喝咖啡以后",
    rs="失眠:{o}喝多了失眠|胃疼:{o}喝得胃疼|便宜:{v}便宜",
    q="{n}现在平时喝什么？|{n}改喝{v}之前平时喝什么？|{d}的时候{n}平时喝什么？|{n}打算改喝什么？|{n}为什么改喝{v}？",
    dis=DIS + "|rec", scoped="平时喝{v}，周末会来一杯{x}"))

S("bedtime", en=dict(
    vals="9:45 pm|10:15 pm|10:30 pm|11 pm|11:45 pm|12:30 am|1 am",
    pres="I'm in bed by {v}|lights out at {v} for me|I go to sleep around {v}",
    vsub="{v} is my bedtime now|{v} has been lights-out {since}",
    past="I went to bed around {v}|I was in bed by {v}",
    chg="I moved my bedtime to {v}|I started going to bed at {v}",
    chgo="I shifted my bedtime from {o} to {v}", inf="go to bed at {v}|move my bedtime to {v}",
    s3="goes to bed at {v}", noun="bedtime",
    cons="after the clocks changed|once the new shift pattern started",
    rs="baby:the baby wakes up at five|shift:my new shift starts early|insomnia:insomnia got "
       "worse|gaming:I got into late-night gaming",
    q="What time does {n} go to bed now?|What time did {n} go to bed before switching to {v}?|"
      "What was {n}'s bedtime on {d}?|What bedtime is {n} planning to switch to?|Why does {n} "
      "go to bed at {v} now?",
    dis="other|hypo|joke|neg|ask"),
  zh=dict(
    vals="九点半|十点半|十一点|十二点|凌晨一点|凌晨两点",
    pres="我现在一般{v}睡|每天{v}左右就上床了", vsub="{v}睡觉已经成习惯了",
    past="我{v}睡|我每天{v}才上床", chg="我{t}改成{v}睡了|我{t}开始每天{v}睡了",
    chgo="我{t}从{o}睡改成{v}睡了", inf="{v}睡|改成{v}睡", s3="{v}就睡了", noun="睡觉时间",
    cons="换了班以后|孩子出生以后",
    rs="早班:换了早班|宝宝:宝宝晚上要喂奶|失眠:失眠越来越严重|追剧:晚上追剧停不下来",
    q="{n}现在几点睡？|{n}改成{v}睡之前几点睡？|{d}的时候{n}几点睡？|{n}打算改成几点睡？|{n}为什么改成{v}睡？",
    dis="other|hypo|joke|neg|ask"))

S("editor", brand=True, en=dict(
    vals="Neovim|VS Code|IntelliJ IDEA|Emacs|Sublime Text|Helix|PyCharm|Xcode|Zed",
    pres="I code in {v}|I write everything in {v}|I basically live in {v} all day",
    vsub="{v} is my editor now|{v} has been my editor {since}",
    past="I used {v}|I coded in {v}", chg="I switched to {v}|I moved my whole setup to {v}",
    chgo="I ditched {o} for {v}|I moved from {o} to {v}", inf="switch to {v}|give {v} a real try",
    s3="uses {v}|won't shut up about {v}", noun="editor|IDE",
    cons="after the laptop refresh|once the team standardised tooling",
    rs="plugins:the plugins kept breaking|slow:{o} got too slow|license:work stopped paying for "
       "the license|keybindings:I wanted better keybindings",
    q="Which editor does {n} use now?|Which editor did {n} use before {v}?|Which editor was {n}"
      " using on {d}?|Which editor is {n} planning to switch to?|Why did {n} switch to {v}?",
    dis=DIS + "|rec", scoped="at home it's {v}, but at work they make me use {x}|{v} for "
                             "everything, except at the office, where it's {x}"),
  zh=dict(
    vals="Neovim|VS Code|IntelliJ IDEA|Emacs|Sublime Text|PyCharm|Xcode|Zed",
    pres="我写代码用{v}|我现在主力编辑器是{v}|天天泡在{v}里", vsub="{v}现在是我的主力编辑器",
    past="我用{v}|我写代码用的是{v}", chg="我{t}换成{v}了|我{t}把开发环境全迁到{v}了",
    chgo="我{t}从{o}换到{v}了", inf="换{v}|试试{v}", s3="用{v}|天天吹{v}", noun="编辑器",
    cons="换了电脑以后|团队统一工具以后",
    rs="插件:插件老出问题|太卡:{o}太卡了|授权:公司不给买授权了",
    q="{n}现在用什么编辑器？|{n}换{v}之前用什么编辑器？|{d}的时候{n}用什么编辑器？|{n}打算换什么编辑器？|{n}为什么换成{v}？",
    dis=DIS + "|rec", scoped="自己的项目用{v}，公司里只能用{x}"))

S("proglang", brand=True, en=dict(
    vals="Rust|Kotlin|TypeScript|Elixir|Scala|Haskell|Clojure|OCaml|Zig|Golang|Dart",
    pres="I mostly write {v}|my main language is {v}|I'm writing {v} all day",
    vsub="{v} is my main language now|{v} has been my bread and butter {since}",
    past="I mostly wrote {v}|I was writing {v} full-time",
    chg="I moved to {v}|I switched my main language to {v}",
    chgo="I went from writing {o} to writing {v}", inf="switch to {v}|learn {v} properly",
    s3="writes {v}|is a big {v} fan", noun="main language|language of choice",
    cons="after the rewrite got approved|once the new project kicked off",
    rs="project:the new project is all in {v}|types:I wanted stronger types|performance:"
       "performance was a problem|ecosystem:the ecosystem is better",
    q="Which programming language does {n} mainly use now?|Which language did {n} mainly use "
      "before {v}?|Which language was {n} mainly using on {d}?|Which language is {n} planning "
      "to switch to?|Why did {n} switch to {v}?",
    dis=DIS + "|rec", scoped="{v} at work, but for side projects it's {x}|my main language is "
                             "{v}; {x} is just for weekend hacking"),
  zh=dict(
    vals="Rust|Kotlin|TypeScript|Elixir|Scala|Haskell|Golang|Dart",
    pres="我现在主要写{v}|主力语言是{v}|天天写{v}", vsub="{v}现在是我的主力语言",
    past="我主要写{v}", chg="我{t}转{v}了|我{t}主力语言换成{v}了", chgo="我{t}从{o}转到{v}了",
    inf="转{v}|好好学{v}", s3="写{v}|是{v}的死忠粉", noun="主力语言",
    cons="重构立项以后|新项目启动以后",
    rs="性能:性能不够|新项目:新项目全是{v}|类型系统:想要更强的类型系统",
    q="{n}现在主要用什么编程语言？|{n}转{v}之前主要写什么？|{d}的时候{n}主要写什么语言？|{n}打算转什么语言？|{n}为什么转{v}？",
    dis=DIS + "|rec", scoped="上班写{v}，业余项目写{x}"))

S("notes", brand=True, en=dict(
    vals="Obsidian|Logseq|Apple Notes|Evernote|Joplin|OneNote|Roam Research|Notion|"
         "Standard Notes|Google Keep",
    pres="I keep my notes in {v}|I take notes in {v}|my whole brain lives in {v}",
    vsub="{v} is my notes app now|{v} has been my second brain {since}",
    past="I kept notes in {v}|I used {v} for notes",
    chg="I moved my notes to {v}|I switched to {v}", chgo="I exported everything from {o} into {v}",
    inf="move my notes to {v}|switch to {v}", s3="uses {v}|organises everything in {v}",
    noun="notes app", cons="after the sync fiasco|once work rolled out new tools",
    rs="sync:sync kept failing|offline:I wanted offline access|pricing:the pricing changed|"
       "privacy:I care about privacy",
    q="What notes app does {n} use now?|What notes app did {n} use before {v}?|What notes app "
      "was {n} using on {d}?|What notes app is {n} planning to switch to?|"
      "Why did {n} switch to {v}?",
    dis=DIS + "|rec", scoped="personal notes live in {v}; work notes have to go in {x}"),
  zh=dict(
    vals="印象笔记|Notion|飞书文档|语雀|Obsidian|有道云笔记|Logseq|幕布",
    pres="我现在记笔记用{v}|笔记都放在{v}里", vsub="{v}现在是我的第二大脑",
    past="我用{v}记笔记", chg="我{t}改用{v}了|我{t}把笔记都搬到{v}了",
    chgo="我{t}把笔记从{o}迁到{v}了",
    inf="改用{v}|把笔记迁到{v}", s3="用{v}记东西|什么都记在{v}里", noun="笔记软件",
    cons="同步出问题以后|公司换工具以后",
    rs="同步:同步老出错|收费:{o}开始收费了|离线:想要能离线用",
    q="{n}现在用什么记笔记？|{n}改用{v}之前用什么记笔记？|{d}的时候{n}用什么记笔记？|{n}打算换什么笔记软件？|{n}为什么改用{v}？",
    dis=DIS + "|rec", scoped="自己的笔记放{v}，工作上的得用{x}"))

S("music", brand=True, en=dict(
    vals="Phoebe Bridgers|Khruangbin|Fleetwood Mac|Bon Iver|Tame Impala|Nils Frahm|Little Simz|"
         "Caribou|Big Thief|Jon Hopkins|Arooj Aftab|Alvvays",
    pres="I've got {v} on repeat|I mostly listen to {v}|I'm listening to {v} nonstop",
    vsub="{v} is what I listen to most these days|{v} has been on repeat {since}",
    past="I was listening to {v} nonstop|I was obsessed with {v}",
    chg="I got completely hooked on {v}|I fell hard for {v}",
    chgo="I moved on from {o} to {v}", inf="dig into {v}|get into {v}",
    s3="loves {v}|is obsessed with {v}", noun="most-played artist",
    cons="after that road trip|once my old playlist got stale",
    rs="concert:I saw them at a concert|soundtrack:a song was on a soundtrack I loved|focus:I "
       "needed focus music",
    q="Which artist does {n} listen to most now?|Which artist did {n} listen to most before "
      "{v}?|Which artist was {n} listening to most on {d}?|Which artist is {n} planning to get "
      "into?|Why did {n} get into {v}?",
    dis="other|rec|news|neg|asst"),
  zh=dict(
    vals="周杰伦|陈奕迅|五月天|草东没有派对|告五人|万能青年旅店|孙燕姿|毛不易|痛仰|新裤子",
    pres="我最近单曲循环{v}|现在听得最多的是{v}|耳机里全是{v}", vsub="{v}是我最近听得最多的",
    past="我天天听{v}|我特别迷{v}", chg="我{t}迷上{v}了|我{t}入坑{v}了", chgo="我{t}从{o}转粉{v}了",
    inf="入坑{v}|粉上{v}", s3="是{v}的死忠粉|天天听{v}", noun="最常听的歌手",
    cons="自驾游回来以后|旧歌单听腻了以后",
    rs="演唱会:去看了一场演唱会|综艺:在综艺上听到的|安静:想听点安静的",
    q="{n}现在最常听谁的歌？|{n}迷上{v}之前最常听谁的歌？|{d}的时候{n}最常听谁的歌？|{n}打算入坑谁？|{n}为什么迷上{v}？",
    dis="other|rec|news|neg|asst"))

S("podcast", brand=True, en=dict(
    vals="Hardcore History|Radiolab|99% Invisible|Acquired|Decoder|Hard Fork|Song Exploder|"
         "Darknet Diaries|Freakonomics Radio|Planet Money",
    pres="I listen to {v} on my walks|my podcast these days is {v}|"
         "{v} keeps me company while I cook",
    vsub="{v} is my podcast of choice now|{v} has been in my ears {since}",
    past="I listened to {v}|I was hooked on {v}",
    chg="I started listening to {v}|I got into {v}", chgo="I dropped {o} and started {v}",
    inf="start {v}|binge {v}", s3="listens to {v}|recommends {v} to everyone", noun="podcast",
    cons="after I finished the backlog of the old one|once my walks got longer",
    rs="ads:there were too many ads|host:the host changed|too long:the episodes got too long",
    q="What podcast does {n} listen to most now?|What podcast did {n} listen to before {v}?|"
      "What podcast was {n} listening to on {d}?|What podcast is {n} planning to start?|Why "
      "did {n} start listening to {v}?",
    dis="other|rec|news|neg|asst"),
  zh=dict(
    vals="忽左忽右|随机波动|得意忘形|日谈公园|故事FM|声东击西|大内密谈|无聊斋",
    pres="我最近通勤路上听{v}|现在听得最多的播客是{v}", vsub="{v}现在是我的下饭播客",
    past="我天天听{v}", chg="我{t}开始听{v}了|我{t}迷上{v}了", chgo="我{t}不听{o}了，改听{v}",
    inf="听听{v}|补{v}的旧节目", s3="天天听{v}|逢人就推{v}", noun="播客",
    cons="旧节目补完以后|散步时间变长以后",
    rs="广告:广告太多|主播:换了主播|太长:每期太长了",
    q="{n}现在最常听什么播客？|{n}改听{v}之前听什么播客？|{d}的时候{n}听什么播客？|{n}打算听什么播客？|{n}为什么开始听{v}？",
    dis="other|rec|news|neg|asst"))

S("school", maxch=2, en=dict(
    vals="Maple Grove Primary|St Aidan's|Oakfield Academy|Hillcrest Elementary|Little Acorns "
         "Nursery|Westbrook School|Birchwood Montessori|Kingsmead Primary",
    pres="my daughter goes to {v}|the kids are at {v}|my son's at {v} now",
    vsub="{v} is the kids' school now|{v} has been the kids' school {since}",
    past="the kids went to {v}|my daughter was at {v}",
    chg="we moved the kids to {v}|the kids started at {v}",
    chgo="we took the kids out of {o} and enrolled them at {v}",
    inf="move the kids to {v}|enrol the kids at {v}", s3="sends the kids to {v}|has a kid at {v}",
    we="we send the kids to {v}|our kids go to {v}|we do the school run to {v} every morning",
    cons="after the catchment change|once the new term started",
    rs="class sizes:class sizes were huge|closer:{v} is closer|music programme:{v} has a proper "
       "music programme",
    q="Which school do {n}'s kids go to now?|Which school did {n}'s kids attend before {v}?|"
      "Which school were {n}'s kids at on {d}?|Which school is {n} planning to move the kids "
      "to?|Why did {n} move the kids to {v}?",
    dis="other|neg|ask"),
  zh=dict(
    vals="育才小学|师大附小|阳光幼儿园|外国语小学|新城实验小学|枫叶国际学校|星星幼儿园",
    pres="孩子现在在{v}上学|我女儿在{v}|我儿子现在在{v}", vsub="{v}现在是孩子的学校",
    past="孩子在{v}上学|我女儿在{v}读", chg="孩子{t}转到{v}了|我们{t}把孩子送去{v}了",
    chgo="我们{t}把孩子从{o}转到{v}了", inf="把孩子转到{v}|让孩子去{v}",
    s3="家孩子在{v}上学|家娃在{v}", we="我们家孩子在{v}|我们每天早上送娃去{v}",
    cons="学区调整以后|新学期开始以后",
    rs="班额:{o}班额太大|离家近:{v}离家近|兴趣班:{v}兴趣班多",
    q="{n}的孩子现在在哪个学校？|{n}的孩子转到{v}之前在哪个学校？|{d}的时候{n}的孩子在哪个学校？|{n}打算让孩子转到哪个学校？|{n}为什么让孩子转到{v}？",
    dis="other|neg|ask"))

S("doctor", maxch=2, en=dict(
    vals="Dr. Okafor|Dr. Lindgren|Dr. Haddad|Dr. Moreau|Dr. Szabo|Dr. Nakamura|Dr. Brennan|"
         "Dr. Varga",
    pres="my GP is {v}|I see {v} for check-ups|I'm registered with {v}",
    vsub="{v} is my doctor now|{v} has been my GP {since}", past="I saw {v}|my GP was {v}",
    chg="I registered with {v}|I switched to {v}", chgo="I moved from {o} to {v}",
    inf="register with {v}|switch to {v}", s3="sees {v}|swears by {v}", noun="GP|doctor",
    cons="after the practice merged|once my old clinic stopped taking appointments",
    rs="retired:{o} retired|waiting times:the waiting times were awful|"
       "listens:{v} actually listens",
    q="Who is {n}'s doctor now?|Who was {n}'s doctor before {v}?|Who was {n}'s doctor on {d}?|"
      "Which doctor is {n} planning to switch to?|Why did {n} switch to {v}?",
    dis="other|ask|asst"),
  zh=dict(
    vals="张医生|黄医生|吴大夫|许医生|韩医生|刘主任|邓医生",
    pres="我现在看病都找{v}|我的家庭医生是{v}", vsub="{v}现在是我的家庭医生",
    past="我找{v}看病", chg="我{t}换成找{v}看了|我{t}转到{v}那边了",
    chgo="我{t}从{o}那儿换到{v}那儿了",
    inf="换{v}看|挂{v}的号", s3="一直找{v}看病", noun="家庭医生",
    cons="诊所合并以后|老诊所不约号以后",
    rs="退休:{o}退休了|排队:{o}那边排队太久|耐心:{v}特别有耐心",
    q="{n}现在的医生是谁？|{n}换到{v}之前找谁看病？|{d}的时候{n}找谁看病？|{n}打算换哪个医生？|{n}为什么换成{v}？",
    dis="other|ask|asst"))

S("bank", brand=True, en=dict(
    vals="Monzo|Starling Bank|Revolut|Triodos|N26|Nationwide|Bunq|Barclays|HSBC|Santander|Lloyds",
    pres="I bank with {v}|my main account is with {v}|my salary lands at {v}",
    vsub="{v} is my bank now|{v} has been my bank {since}", past="I banked with {v}",
    chg="I moved my accounts to {v}|I opened an account with {v} and moved everything",
    chgo="I closed my {o} account and moved to {v}", inf="move my accounts to {v}|switch to {v}",
    s3="banks with {v}|swears by {v}", we="our joint account is with {v}", noun="bank",
    cons="after the branch closed|once the mortgage was sorted",
    rs="fees:the fees kept creeping up|outage:{o} had another outage|ethical:I wanted an "
       "ethical bank|cashback:{v} does cashback",
    q="Which bank does {n} use now?|Which bank did {n} use before {v}?|Which bank was {n} "
      "using on {d}?|Which bank is {n} planning to switch to?|Why did {n} switch to {v}?",
    dis=DIS + "|rec"),
  zh=dict(
    vals="招商银行|工商银行|建设银行|浦发银行|微众银行|中信银行|农业银行|交通银行",
    pres="我工资卡在{v}|我现在主要用{v}", vsub="{v}现在是我的主力银行",
    past="我用{v}|我的工资卡办在{v}", chg="我{t}把工资卡换到{v}了|我{t}在{v}开了户，钱都转过去了",
    chgo="我{t}把卡从{o}换到{v}了", inf="把工资卡换到{v}|去{v}开户", s3="用的是{v}|只认{v}",
    we="我们家的房贷在{v}", noun="主力银行", cons="网点关了以后|房贷办下来以后",
    rs="手续费:{o}手续费太高|统一办:公司统一办的{v}|网点:{v}网点多",
    q="{n}现在主要用哪家银行？|{n}换到{v}之前用哪家银行？|{d}的时候{n}主要用哪家银行？|{n}打算换到哪家银行？|{n}为什么换到{v}？",
    dis=DIS + "|rec"))

S("hobby", en=dict(
    vals="pottery|birdwatching|woodworking|watercolour painting|sourdough baking|chess|knitting|"
         "film photography|mushroom foraging|calligraphy|bonsai|beekeeping",
    pres="I'm into {v}|my weekends are all about {v}|I spend my free time on {v}",
    vsub="{v} is my hobby now|{v} has eaten my weekends {since}",
    past="I was into {v}|I spent weekends on {v}", chg="I picked up {v}|I got into {v}",
    chgo="I put {o} aside and picked up {v}", inf="take up {v}|get into {v}",
    s3="is really into {v}|does {v}", noun="hobby",
    cons="after the move|once the evenings got longer",
    rs="screens:I wanted time away from screens|workshop:I went to a workshop|calming:it's "
       "calming|space:there was no space for {o} in the new place",
    q="What is {n}'s main hobby now?|What was {n}'s hobby before {v}?|What was {n}'s hobby on "
      "{d}?|What hobby is {n} planning to take up?|Why did {n} take up {v}?",
    dis=DIS + "|rec"),
  zh=dict(
    vals="陶艺|观鸟|木工|水彩|烘焙|围棋|手冲咖啡|书法|拼乐高|钩针",
    pres="我最近迷上了{v}|周末基本都在搞{v}|业余时间都给了{v}", vsub="{v}现在是我的爱好",
    past="我特别爱{v}|我周末都在搞{v}", chg="我{t}开始学{v}了|"
         "我{t}入坑{v}了", chgo="我{t}把{o}放下了，改玩{v}",
    inf="学{v}|入坑{v}", s3="在学{v}|特别爱{v}", noun="爱好", cons="搬家以后|天变长以后",
    rs="解压:想解压|屏幕:不想老盯着屏幕|地方:新家没地方搞{o}了",
    q="{n}现在的爱好是什么？|{n}入坑{v}之前的爱好是什么？|{d}的时候{n}的爱好是什么？|{n}打算学什么？|{n}为什么开始{v}？",
    dis=DIS + "|rec"))

S("restaurant", brand=True, en=dict(
    vals="Casa Lupita|Pho Saigon Corner|The Copper Pot|Nonna Lucia|Sakura Ramen Bar|Bombay "
         "Spice Co|El Fogon|Taverna Mykonos|The Green Fork|Dumpling Palace|Le Petit Zinc",
    pres="my favourite restaurant is {v}|I end up at {v} most Fridays|I'm a regular at {v}",
    vsub="{v} is my favourite place to eat now|{v} has been my Friday spot {since}",
    past="my favourite spot was {v}|I was a regular at {v}",
    chg="I found a new favourite: {v}|I became a regular at {v}",
    chgo="I switched allegiance from {o} to {v}", inf="try {v}|become a regular at {v}",
    s3="loves {v}|swears by {v}", noun="favourite restaurant",
    we="our favourite spot is {v}|we're regulars at {v}",
    cons="after the move|once the new menu season started",
    rs="closed:{o} closed down|chef:they got a new chef|prices:prices at {o} went up|walking "
       "distance:{v} is walking distance",
    q="What is {n}'s favourite restaurant now?|What was {n}'s favourite restaurant before {v}?"
      "|What was {n}'s favourite restaurant on {d}?|Which restaurant is {n} planning to try?|"
      "Why is {v} {n}'s favourite now?",
    dis=DIS + "|rec"),
  zh=dict(
    vals="海底捞|西贝|太二酸菜鱼|外婆家|胡大饭馆|蜀大侠|绿茶餐厅|费大厨|老乡鸡",
    pres="我最爱的馆子是{v}|每周五基本都去{v}|我是{v}的常客", vsub="{v}现在是我的食堂",
    past="我最爱去{v}|我是{v}的常客", chg="我{t}成了{v}的常客|我{t}换了家最爱的馆子，{v}",
    chgo="我最爱的馆子{t}从{o}换成{v}了", inf="去{v}吃吃看|办{v}的会员", s3="特别爱吃{v}|天天去{v}",
    we="我们家聚餐一般去{v}", noun="心头好|常去的馆子", cons="搬家以后|换了菜单以后",
    rs="倒闭:{o}倒闭了|涨价:{o}涨价了|楼下:{v}就在楼下",
    q="{n}现在最爱去哪家馆子？|{n}爱上{v}之前最爱去哪家？|{d}的时候{n}最爱去哪家馆子？|{n}打算去哪家吃？|{n}为什么爱上{v}？",
    dis=DIS + "|rec"))

S("browser", brand=True, en=dict(
    vals="Firefox|Vivaldi|Chromium|Safari|LibreWolf|Waterfox|Floorp|Zen Browser",
    pres="I browse with {v}|my browser is {v}|I'm using {v} for everything online",
    vsub="{v} is my browser now|{v} has been my browser {since}", past="I used {v}|"
         "I browsed with {v}",
    chg="I switched to {v}|I moved all my bookmarks to {v}", chgo="I ditched {o} for {v}",
    inf="switch to {v}|try {v} for a month", s3="uses {v}|won't shut up about {v}", noun="browser",
    cons="after the laptop reset|once the extension I relied on died",
    rs="memory:{o} was eating my memory|vertical tabs:I wanted vertical tabs|tracking:I got "
       "tired of the tracking",
    q="Which browser does {n} use now?|Which browser did {n} use before {v}?|Which browser was "
      "{n} using on {d}?|Which browser is {n} planning to switch to?|Why did {n} switch to {v}?",
    dis=DIS + "|rec", scoped="{v} for personal browsing; the work profile has to live in {x}"))

S("supermarket", brand=True, en=dict(
    vals="Booths|Lidl|Waitrose|Trader Joe's|Sainsbury's|Tesco|Whole Foods|Morrisons|Ocado",
    pres="I do my weekly shop at {v}|I get groceries from {v}|the big shop happens at {v}",
    vsub="{v} is where the groceries come from now|{v} has had my grocery money {since}",
    past="I shopped at {v}|I did the weekly shop at {v}",
    chg="I switched my weekly shop to {v}|I started shopping at {v}",
    chgo="I stopped going to {o} and switched to {v}", inf="switch to {v}|start shopping at {v}",
    s3="shops at {v}|swears by {v}", we="we shop at {v}|our weekly shop is at {v}",
    noun="supermarket", cons="after the move|once the new store opened",
    rs="cheaper:{v} is cheaper|delivery:{v} does home delivery|closer:{v} is closer",
    q="Where does {n} do the weekly shop now?|Where did {n} shop before {v}?|Where was {n} "
      "doing the weekly shop on {d}?|Where is {n} planning to shop?|Why did {n} switch to {v}?",
    dis=DIS + "|rec"),
  zh=dict(
    vals="盒马|山姆|永辉|叮咚买菜|美团买菜|大润发|钱大妈|Costco",
    pres="我买菜都在{v}|日常采购基本靠{v}", vsub="{v}现在承包了我家的菜篮子",
    past="我在{v}买菜", chg="我{t}改在{v}买菜了|我{t}办了{v}的卡，以后就在那买了",
    chgo="我{t}从{o}改到{v}买了", inf="办张{v}的卡|改去{v}买", s3="在{v}买菜|只去{v}",
    we="我们家囤货都去{v}", noun="买菜的地方", cons="搬家以后|新店开业以后",
    rs="配送:{v}配送快|会员费:{o}会员费涨了|新鲜:{v}的菜新鲜",
    q="{n}现在在哪买菜？|{n}改去{v}之前在哪买菜？|{d}的时候{n}在哪买菜？|{n}打算去哪买菜？|{n}为什么改去{v}？",
    dis=DIS + "|rec"))

S("partner", noplan=True, maxch=1, en=dict(
    vals="Ravi|Leonie|Mateo|Freya|Jonas|Camille|Anouk|Malik|Saoirse",
    pres="my partner is {v}|I'm with {v}", vsub="{v} and I have been together {since}",
    past="I was with {v}|my partner was {v}", chg="I started seeing {v}",
    chgo="{o} and I split up, and I started seeing {v}", inf="ask {v} out",
    s3="is dating {v}", noun="partner", rs="",
    q="Who is {n}'s partner now?|Who was {n}'s partner before {v}?|Who was {n}'s partner on "
      "{d}?|-|-", dis="other"),
  zh=dict(
    vals="阿杰|小雅|子涵|浩然|思琪|宇轩",
    pres="我对象是{v}|我和{v}在一起", vsub="{v}是我对象", past="我和{v}在一起",
    chg="我{t}和{v}在一起了", chgo="我和{o}分手了，{t}和{v}在一起了", inf="追{v}",
    s3="的对象是{v}", noun="对象", rs="",
    q="{n}现在的对象是谁？|{n}和{v}在一起之前的对象是谁？|{d}的时候{n}的对象是谁？|-|"
      "-", dis="other"))

# multi-valued: have ({items}), add / add0 / rm (zh with {t}), past, inf, s3, rs, q = coexisting
# | removed | planning | why-add | why-remove
S("pets", multi=True, en=dict(
    vals="Miso|Biscuit|Mochi|Bramble|Toffee|Noodle|Pickles|Marzipan|Waffles|Clementine|Gizmo|Pretzel",
    sp="cat|dog|rabbit|tortoise", item="{v} the {sp}",
    have="we've got {items} at home|it's {items} running the household these days|the flat "
         "belongs to {items}; I just pay rent",
    have2="{items} are curled up together on the sofa as I type",
    add="we adopted a {sp} called {v}{t}, so now {v} lives alongside {others}|we added another "
        "pet{t}: {v}, a {sp}, alongside {others}", add0="we adopted a {sp} called {v}{t}",
    rm="we rehomed {v}{t} with my aunt, who has a huge garden|{v} passed away{t} — we're all a "
       "bit wrecked",
    past="we had a {sp} called {v}", inf="adopt a {sp} named {v}", s3="just got a {sp} named {v}",
    rs="+company:{on} needed company|-allergies:my partner turned out to have allergies|"
       "-landlord:the landlord said no more pets",
    q="Which pets does {n} have now?|Which pet did {n} use to have?|What pet is {n} planning "
      "to get?|Why did {n} get {v}?|Why did {n} give up {v}?", dis="other|neg|hypo"),
  zh=dict(
    vals="团子|可乐|年糕|豆豆|橘子|芝麻|布丁|雪球|大黄|咪咪", sp="猫|狗|兔子|"
         "仓鼠", item="一只叫{v}的{sp}",
    have="我家现在有{items}|家里有{items}，每天都很热闹", have2="家里{items}天天打闹",
    add="我们{t}又领养了一只{sp}，叫{v}，跟{on}作伴", add0="我们{t}领养了一只{sp}，叫{v}",
    rm="{v}{t}送给我姑妈养了，她家有院子|{v}{t}走了，好难过", past="我们家养过一只叫{v}的{sp}",
    inf="再养一只叫{v}的{sp}", s3="刚养了只{sp}叫{v}",
    rs="+找个伴:想给{on}找个伴|-过敏:对象对毛过敏|-房东:房东不让养",
    q="{n}现在养了哪些宠物？|{n}以前养过哪只宠物？|{n}打算养什么宠物？|{n}为什么养了{v}？|{n}为什么不养{v}了？",
    dis="other|neg|hypo"))

S("instruments", multi=True, en=dict(
    vals="cello|ukulele|piano|bass guitar|violin|banjo|saxophone|harmonica|mandolin|accordion|"
         "trumpet|flute",
    item="{v}", have="I play {items}|these days it's {items} for me, musically",
    have2="my practice hour is split between {items}|I juggle {items}, badly",
    add="I started learning {v}{t}, on top of {others}|I picked up {v} too{t}, alongside "
        "{others}", add0="I started learning {v}{t}",
    rm="I've stopped playing {v} — sold it{t}|I gave up {v}{t}; my neighbours are relieved",
    past="I played {v}", inf="learn {v}|pick up {v}", s3="plays {v}",
    rs="+band:a friend's band needed someone|-wrist:my wrist kept hurting|-practise:I had no "
       "time to practise",
    q="Which instruments does {n} play now?|Which instrument did {n} give up?|Which "
      "instrument is {n} planning to learn?|Why did {n} start {v}?|Why did {n} stop playing {v}?",
    dis="other|neg|hypo|asst"),
  zh=dict(
    vals="吉他|钢琴|尤克里里|二胡|古筝|架子鼓|小提琴|萨克斯|口琴", item="{v}",
    have="乐器方面我现在会{items}|我现在在练{items}",
    add="我{t}又开始学{v}了，{others}也还在练", add0="我{t}开始学{v}了",
    rm="我{t}把{v}卖了，不练了|{v}我{t}已经放弃了", past="我学过{v}", inf="学{v}|"
       "报个{v}班", s3="在学{v}",
    rs="+乐队:朋友的乐队缺人|-手腕:手腕老疼|-没时间:实在没时间练",
    q="{n}现在会哪些乐器？|{n}放弃了哪个乐器？|{n}打算学什么乐器？|{n}为什么开始学{v}？|{n}为什么不练{v}了？",
    dis="other|neg|hypo|asst"))

S("languages", multi=True, en=dict(
    vals="Portuguese|Japanese|German|Spanish|Mandarin|Dutch|Korean|Italian|Polish|Turkish|Greek",
    item="{v}", have="I speak {items}|I get by in {items}|my languages are {items}",
    add="I'm now conversational in {v}, on top of {others}|after months of classes I can hold a "
        "conversation in {v} — that's {v} alongside {others}",
    add0="I'm now conversational in {v}",
    rm="my {v} has completely faded — I couldn't order a coffee in it now|honestly I've lost my"
       " {v}; no practice",
    past="I spoke {v}", inf="learn {v}|start {v} lessons", s3="speaks {v}",
    rs="+in-laws:I wanted to talk to my in-laws|+travel:it's for travel|"
       "-practice:I had no practice",
    q="Which languages does {n} speak now?|Which language has {n} lost?|Which language is {n} "
      "planning to learn?|Why did {n} learn {v}?|Why did {n} lose {v}?",
    dis="other|hypo|asst"),
  zh=dict(
    vals="英语|日语|粤语|法语|韩语|德语|西班牙语|上海话|闽南话", item="{v}",
    have="我会说{items}|我能用{items}交流",
    add="我的{v}{t}终于能日常对话了，加上{others}", add0="我{t}学会了{v}，日常交流没问题",
    rm="我的{v}已经全忘光了|好久没说{v}，{t}发现基本忘了", past="我会说{v}", inf="学{v}|报个{v}班",
    s3="会说{v}", rs="+旅游:为了去旅游|+新工作:新工作要用|+追剧:为了追剧",
    q="{n}现在会说哪些语言？|{n}忘掉了哪门语言？|{n}打算学什么语言？|{n}为什么学{v}？|{n}为什么忘了{v}？",
    dis="other|hypo|asst"))

S("streaming", multi=True, brand=True, en=dict(
    vals="Netflix|Disney+|HBO Max|Apple TV+|Criterion Channel|Mubi|Paramount+|Crunchyroll|Hulu|"
         "BritBox",
    item="{v}", have="we pay for {items}|our subscriptions are {items}|"
         "we've got {items} at the moment",
    add="we signed up for {v}{t}, so it's {v} alongside {others} now|we added {v}{t}, on top "
        "of {others}", add0="we signed up for {v}{t}",
    rm="we cancelled {v}{t}|I finally killed the {v} subscription{t}",
    past="we paid for {v}", inf="sign up for {v}|add {v}", s3="pays for {v}|"
         "binges everything on {v}",
    rs="-price hike:{v} had a price hike|+one show:we wanted it for one show|+anime:the anime "
       "catalogue is huge",
    q="Which streaming services does {n} pay for now?|Which streaming service did {n} cancel?|"
      "Which streaming service is {n} planning to add?|Why did {n} sign up for {v}?|Why did {n}"
      " cancel {v}?", dis="other|rec|neg|asst"),
  zh=dict(
    vals="爱奇艺|腾讯视频|优酷|哔哩哔哩|芒果TV|Netflix|网易云音乐|QQ音乐", item="{v}",
    have="我们家开了{items}的会员|现在充着{items}的会员",
    add="我们{t}又开了{v}的会员，和{others}一起", add0="我{t}开了{v}的会员",
    rm="{v}的会员{t}停掉了|我{t}把{v}的自动续费关了", past="我们开过{v}的会员", inf="开{v}的会员",
    s3="开了{v}的会员|天天刷{v}", rs="+追剧:为了追剧，有部剧只在上面播|-涨价:{v}涨价了|"
       "-广告:会员还有广告",
    q="{n}现在开了哪些会员？|{n}停掉了哪个会员？|{n}打算开哪个会员？|{n}为什么开了{v}的会员？|{n}为什么停了{v}？",
    dis="other|rec|neg|asst"))

# -- people and small talk -----------------------------------------------------------------

NAMES_EN = ("Maren Tobias Nadia Eliot Priyanka Rafael Hana Owen Leila Callum Ingrid Dmitri "
            "Yusuf Clara Beatriz Felix Agnes Soren").split()
NAMES_ZH = "晓雯 志强 俊杰 雨桐 佳怡 浩宇 思远 梦琪 子轩 欣怡".split()

SMALL = {
    "en": dict(
        open=L("|Ugh, |Lol, |Okay, random: |Morning! |Evening. |Small thing, but "),
        body=L("the weather has been all over the place this week|I finally finished that giant "
               "jigsaw puzzle|my neighbour's renovation starts at 7am every day|I burnt the "
               "toast again this morning|we had a surprise fire drill at lunch|I spent the whole "
               "evening sorting old photos|the new season of that cooking competition is oddly "
               "stressful|my houseplants are thriving for once|I can't believe it's already "
               "Thursday|there's a heron that hangs around the canal near me|I accidentally "
               "joined a meeting on mute and talked for five minutes|my sister's wedding "
               "planning is taking over the family chat|I've been trying to drink more water|"
               "I found a twenty in an old coat pocket|it's been a week of back-to-back meetings"
               "|the power went out for an hour last night|I tried to fix the wobbly table and "
               "made it worse|my niece taught me a card trick|someone left a very "
               "passive-aggressive note in the lift|I'm halfway through a really long novel|the"
               " sunset tonight was unreal|I overslept and missed half the morning|I've been "
               "meaning to call my grandparents|I keep losing my keys|the washing machine is "
               "making a weird noise|I walked past a street band playing old soul songs|my "
               "to-do list has become a to-do novel|someone in the office brought homemade cake"
               "|my printer has decided it only prints in pink now|I signed up for a pub quiz "
               "and we came second to last|the parcel I ordered went to the wrong street"),
        tail=L("| Anyway.| How's your day?| Just needed to tell someone.| Life, huh.| 😅"),
        reply=L("Ha, sounds like quite a day.|Thanks for sharing!|Haha, life really does keep "
                "things interesting.|Hope the rest of your day goes smoothly!|Ha, fair enough."),
        help=[("Can you give me a quick recipe idea for a rainy evening?", "How about a lentil "
               "soup with lots of garlic and lemon? About 40 minutes, mostly hands-off."),
              ("What's a good way to remember people's birthdays?", "A shared calendar with "
               "yearly reminders works well — set them a week ahead so you have time to plan."),
              ("Help me word a polite reminder to a colleague about an overdue review.", "Sure:"
               " 'Hi! Just a gentle nudge on the review when you get a moment — thanks!'"),
              ("How long should I boil an egg for a jammy yolk?", "About six and a half "
               "minutes, then straight into cold water."),
              ("Any tips for a long flight?", "Stay hydrated, walk around every couple of "
               "hours, and bring a warm layer — planes get cold."),
              ("Remind me of the difference between affect and effect?", "'Affect' is usually "
               "the verb and 'effect' the noun: the rain affects my mood; it has an effect."),
              ("Suggest a name for a team quiz night?", "How about 'Quizteama Aguilera' or "
               "'Les Quizerables'?"),
              ("How do I get candle wax out of a tablecloth?", "Freeze it, scrape off what you"
               " can, then iron it between paper towels."),
              ("Write me a two-line birthday message for my aunt.", "Happy birthday! Wishing "
               "you a year as warm and generous as you are."),
              ("Is it rude to leave a group chat?", "Not really — a quick 'muting this for a "
               "while, message me directly if needed' keeps it friendly."),
              ("What should I bring to a housewarming?", "A plant, a nice candle or something "
               "edible is always safe.")],
    ),
    "zh": dict(
        open=L("|唉，|哈哈哈，|跟你吐槽一下，|早啊！|晚上好，"),
        body=L("这周天气忽冷忽热的|终于把那个一千块的拼图拼完了|楼上装修每天早上七点就开始|今天早上又睡过头了|"
               "中午公司搞了次消防演习|晚上整理了一堆老照片|家里的绿萝终于活过来了|怎么才周四啊|"
               "昨晚小区停电了一个小时|开会忘了开麦，自己说了五分钟|我姐的婚礼筹备把家族群都刷爆了|"
               "在旧外套口袋里翻出了一百块|最近会议一个接一个|桌子有点晃，修了一下更晃了|"
               "小侄女教了我一个扑克魔术|电梯里有人贴了张阴阳怪气的告示|今天的晚霞绝了|钥匙又找不到了|"
               "洗衣机一直有怪声|待办清单已经长成小说了|同事带了自己做的蛋糕|快递又送错了|"
               "周末想去爬山但又懒得动|最近在看一部悬疑剧，越看越上头|表弟考上研究生了"),
        tail=L("|你今天怎么样？|就想找人说说。|生活啊。|😂"),
        reply=L("哈哈，生活就是这样。|谢谢分享～|希望接下来一切顺利！|太真实了哈哈。"),
        help=[("帮我想个下雨天吃的简单菜谱？",
               "可以试试番茄炖牛腩，简单又暖和，炖一个半小时就好。"),
              ("怎么记住朋友的生日比较好？", "可以在日历里设每年重复的提醒，提前一周提醒你准备。"),
              ("帮我写一句委婉催同事交材料的话。",
               "可以这样说：“不好意思打扰一下，那个材料方便的时候发我一下哈，谢谢！”"),
              ("溏心蛋要煮几分钟？", "水开后大概六分半，然后马上过冷水。"),
              ("长途飞行有什么小建议？", "多喝水，隔两个小时起来走走，带件外套，飞机上挺冷的。"),
              ("帮我给小姨写句生日祝福。", "小姨生日快乐！愿你新的一岁平安顺遂，天天开心。"),
              ("退出群聊会不会不礼貌？", "一般不会，先说一声“先屏蔽一阵，有事私聊我”就好。"),
              ("乔迁礼物送什么好？", "绿植、香薰或者好吃的都不会出错。")],
    ),
}


# fmt: on


def overlaps(a: str, b: str) -> bool:
    a, b = a.casefold(), b.casefold()
    return a in b or b in a


# -- one person ----------------------------------------------------------------------------


class Person:
    def __init__(self, rng: random.Random, pid: str, name: str, lang: str):
        self.rng, self.pid, self.name, self.lang = rng, pid, name, lang
        self.g = G[lang]
        self.items: list[tuple[int, int, list[tuple[str, str]]]] = []
        self.seq = 0
        self.probes: list[dict] = []
        self.taken: dict[str, set[str]] = {}

    # -- small helpers
    def ch(self, xs):
        return self.rng.choice(xs)

    def add(self, day: int, *turns: tuple[str, str]) -> None:
        self.seq += 1
        self.items.append((max(0, min(HORIZON - 1, day)), self.seq, list(turns)))

    def month(self, day: int) -> str:
        d = START + timedelta(days=day)
        return MONTHS[d.month - 1] if self.lang == "en" else f"{d.month}月"

    def date(self, day: int) -> str:
        d = START + timedelta(days=day)
        if self.lang == "en":
            return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
        return f"{d.year}年{d.month}月{d.day}日"

    def sent(self, core: str, opener=0.35, tail=0.0, chat=0.12, changed=False) -> str:
        """Opener + clause + end punctuation + optional tail (changes get change tails)."""
        r, g, en = self.rng, self.g, self.lang == "en"
        if core.endswith(("?", "？")):
            opener = tail = chat = 0
        s = (self.ch(g["open"]) if r.random() < opener else "") + core
        s = cap(s) if en else s
        if not s.endswith(("?", "!", ".", ")", "？", "。", "！")):
            s += "." if en else "。"
        if r.random() < tail:
            s += self.ch(g["tail"] + (g["ctail"] if changed else []))
        elif r.random() < chat:
            s += self.ch(g["chat"])
        return s

    def pick_values(self, key: str, pool: list[str], k: int, avoid: set[str]) -> list[str]:
        others = {v for kk, vs in self.taken.items() if kk != key for v in vs}
        cands = [
            v
            for v in pool
            if v not in avoid
            and not overlaps(v, self.name)
            and not any(overlaps(v, o) for o in others)
        ]
        out = self.rng.sample(cands, min(k, len(cands)))
        self.taken.setdefault(key, set()).update(out)
        return out

    def kw(self, T: dict, v: str, **extra: str) -> dict:
        en_art = T["art"] and self.lang == "en"
        d = dict(v=v, tv=("the " + v if en_art else v), av=art(v) if en_art else v, n=self.name)
        d["noun"] = self.ch(T["noun"]) if T["noun"] else ""
        if T["key"] == "commute" and self.lang == "en":
            d["tv"] = "going in " + v
        if T["key"] == "role" and self.lang == "en":
            d["av"] = art(v)
        for k, x in extra.items():
            d[k] = x
            if k in ("o", "x"):
                d["a" + k] = art(x) if (en_art or T["key"] == "role") and self.lang == "en" else x
                d["t" + k] = ("the " + x) if en_art else x
        return d

    def since(self, start: int) -> str:
        if start <= 0:
            return self.ch(self.g["since0"])
        return fmt(self.ch(self.g["sincem"]), M=self.month(start))

    def t(self) -> str:
        return self.ch(self.g["tnow"])

    # -- single-valued clause builders
    def state_clause(self, T: dict, v: str, start: int, allow_self: bool = True) -> str:
        sp, r = T["sp"], self.rng
        kw = self.kw(T, v, since=self.since(start))
        opts = [("pres", 5), ("vsub", 2)]
        if sp["noun"]:
            opts.append(("noun", 2))
        if sp["we"]:
            opts.append(("we", 2))
        if allow_self:
            opts.append(("self", 1))
        kind = r.choices([o for o, _ in opts], [w for _, w in opts])[0]
        if kind == "noun":
            kw["noun"] = self.ch(sp["noun"])
            return fmt(self.ch(self.g["nounf"]), **kw)
        if kind == "self":
            return fmt(self.ch(self.g["self"]), n=self.name, s=fmt(sp["s3"][0], **kw))
        return fmt(self.ch(sp[kind] or sp["pres"]), **kw)

    def chg_clause(self, T: dict, new: str, old: str | None, t: str | None = None) -> str:
        sp = T["sp"]
        tl = self.t() if t is None else t
        if old and sp["chgo"] and self.rng.random() < 0.6:
            tpl = self.ch(sp["chgo"])
        else:
            tpl = self.ch(sp["chg"])
        kw = self.kw(T, new, o=old or new, since="")
        if self.lang == "zh":
            return fmt(tpl, t=tl, **kw)
        return fmt(tpl, **kw) + tl

    def with_reason(self, c: str, T: dict, reason, new: str, old: str, after_only=False) -> str:
        if not reason:
            return c
        rtxt = fmt(reason[1], **self.kw(T, new, o=old))
        tpls = [t for t in self.g["why"] if not after_only or t.startswith("{c}")]
        return fmt(self.ch(tpls), c=c, r=rtxt, R=rtxt)

    def inf(self, T: dict, v: str) -> str:
        return fmt(self.ch(T["sp"]["inf"]), **self.kw(T, v))


# -- timelines -------------------------------------------------------------------------------


def spaced_days(rng: random.Random, k: int, lo: int, hi: int, gap: int) -> list[int]:
    for _ in range(300):
        ds = sorted(rng.sample(range(lo, hi), k))
        if all(b - a >= gap for a, b in zip(ds, ds[1:], strict=False)):
            return ds
    return [lo + i * gap for i in range(k)]


FIELDS = L(
    "vals|pres|vsub|past|chg|chgo|inf|s3|we|noun|cons|consev|q|dis|scoped|have|have2|add|"
    "add0|rm|sp|item"
)


def lang_spec(slot: dict, lang: str) -> dict:
    raw = slot[lang]
    sp = {k: L(raw.get(k, "")) for k in FIELDS}
    sp["rs"] = [tuple(x.split(":", 1)) for x in L(raw.get("rs", ""))]
    return sp


def build_single(P: Person, slot: dict, events: list[tuple[int, str, str]]) -> dict:
    """Timeline for a single-valued slot (no text yet). events: other slots' changes so far."""
    r = P.rng
    sp = lang_spec(slot, P.lang)
    T = dict(key=slot["key"], sp=sp, art=slot["art"], noun=sp["noun"], multi=False, slot=slot)
    k = min(slot["maxch"], r.choices([0, 1, 2, 3], [2, 5, 3, 1])[0])
    extra_n = r.randint(1, 3)
    vals = P.pick_values(slot["key"], sp["vals"], k + 1 + 1 + 2 + extra_n + 1, set())
    k = min(k, max(0, len(vals) - 3))
    T["vals"], rest = vals[: k + 1], vals[k + 1 :]
    T["ch"] = spaced_days(r, k, 70, 670, 80)
    ends = T["ch"] + [HORIZON]
    starts = [0] + T["ch"]
    T["first"] = r.randint(1, 40)
    T["known"] = [T["first"]]
    T["modes"], T["reasons"], T["pre_ann"] = [], {}, {}
    reasons = list(sp["rs"])
    r.shuffle(reasons)
    for i, c in enumerate(T["ch"]):
        opts = ["named", "named", "plain", "cons", "late", "planned", "considered"]
        if slot["key"] in PRON_SLOTS and sp["noun"]:
            opts.append("pron")
        if slot["noplan"]:
            opts = [o for o in opts if o not in ("planned", "considered")]
        mode = r.choice(opts)
        rep = c
        if mode == "late":
            rep = c + r.randint(20, 45)
            if rep > ends[i + 1] - 25:
                mode, rep = "named", c
        if mode in ("planned", "considered"):
            a = c - r.randint(15, 45)
            if a <= T["known"][i] + 5:
                mode = "named"
            else:
                T["pre_ann"][i] = a
        T["modes"].append(mode)
        T["known"].append(rep)
        if reasons and r.random() < 0.6:
            T["reasons"][i] = reasons.pop()
    T["pre"] = rest.pop() if rest and r.random() < 0.4 else None
    T["dropped"] = []
    if not slot["noplan"] and rest and r.random() < 0.4:
        i = r.randrange(k + 1)
        lo, hi = T["known"][i] + 6, min(ends[i], T["pre_ann"].get(i, HORIZON)) - 45
        if hi > lo:
            a = r.randint(lo, hi)
            T["dropped"].append((rest.pop(), a, a + r.randint(12, 38)))
    T["infl"] = None
    if not slot["noplan"] and rest and r.random() < 0.35:
        lo = max(T["known"][-1] + 20, 630)
        if lo < 722:
            T["infl"] = (rest.pop(), r.randint(lo, 722))
    T["scoped"] = None
    if sp["scoped"] and rest and r.random() < 0.4:
        lo = T["known"][-1] + 4
        if lo < 725:
            T["scoped"] = (rest.pop(), r.randint(lo, min(728, lo + 200)))
    T["extra"] = rest[:extra_n]
    T["starts"], T["ends"] = starts, ends
    T["cons_ev"] = {}
    for i, c in enumerate(T["ch"]):
        if T["modes"][i] == "cons":
            near = [e for e in events if c - 60 <= e[0] < c and e[1] != slot["key"]]
            if near:
                T["cons_ev"][i] = near[-1][2]
    for i, c in enumerate(T["ch"]):
        if sp["consev"]:
            events.append((c, slot["key"], fmt(P.ch(sp["consev"]), **P.kw(T, T["vals"][i + 1]))))
    return T


def value_at(T: dict, day: int) -> tuple[int, str] | None:
    """Index and value of the period holding `day`, if the person had announced it by then."""
    i = sum(1 for c in T["ch"] if c <= day)
    if T["known"][i] > day:
        return None
    return i, T["vals"][i]


def emit_single(P: Person, T: dict, others: list[dict]) -> None:
    r, g, sp = P.rng, P.g, T["sp"]
    vals, ch, known = T["vals"], T["ch"], T["known"]
    ack = lambda p: [("A", P.ch(g["ack"]))] if r.random() < p else []  # noqa: E731
    # first statement
    P.add(
        known[0],
        ("P", P.sent(P.state_clause(T, vals[0], 0, allow_self=False), tail=0.3)),
        *ack(0.3),
    )
    if T["pre"]:
        p = fmt(P.ch(sp["past"]), **P.kw(T, T["pre"]))
        d = r.randint(known[0] + 1, max(known[0] + 2, min(known[0] + 90, T["ends"][0] - 10)))
        core = fmt(P.ch(g["pre"]), v0=P.kw(T, vals[0])["tv"], p=p)
        P.add(d, ("P", P.sent(core, tail=0)))
    for i, c in enumerate(ch):
        new, old, mode = vals[i + 1], vals[i], T["modes"][i]
        reason = T["reasons"].get(i)
        if mode == "planned":
            a = T["pre_ann"][i]
            core = fmt(P.ch(g["plan"]), i=P.inf(T, new), M=P.month(c))
            reply = [("A", P.ch(g["planr"]))] if r.random() < 0.5 else []
            P.add(a, ("P", P.sent(core, tail=0)), *reply)
        if mode == "considered":
            a = T["pre_ann"][i]
            if r.random() < 0.5:
                core = fmt(P.ch(g["consider"]), i=P.inf(T, new))
                P.add(a, ("P", P.sent(core, tail=0)))
            else:
                kw = P.kw(T, old)
                core = fmt(P.ch(g["advice"]), i=P.inf(T, new), tc=kw["tv"])
                P.add(a, ("P", P.sent(core, opener=0.2, tail=0)), ("A", P.ch(g["advr"])))
        if mode == "late":
            if P.lang == "en":
                cc = P.chg_clause(T, new, old if r.random() < 0.5 else None, t="")
                cc = P.with_reason(cc, T, reason, new, old, after_only=True)
                core = fmt(P.ch(g["late"]), c=cc, M=P.month(c))
            else:
                tt = P.ch([f"{P.month(c)}份就", f"早在{P.month(c)}就"])
                cc = P.with_reason(P.chg_clause(T, new, old, t=tt), T, reason, new, old, True)
                core = fmt(P.ch(g["late"]), c=cc)
            P.add(known[i + 1], ("P", P.sent(core, opener=0, tail=0.15, changed=True)), *ack(0.4))
        else:
            if mode == "pron":
                kw = P.kw(T, new)
                kw["noun"] = P.ch(sp["noun"])
                cc = fmt(P.ch(g["pron"]), **kw)
            else:
                cc = P.chg_clause(T, new, old if mode == "named" else None)
            cc = P.with_reason(cc, T, reason, new, old, after_only=mode in ("cons", "planned"))
            if mode == "cons":
                ev = T["cons_ev"].get(i) or P.ch(sp["cons"] or ["after a lot of back and forth"])
                cc = f"{ev}, {cc}" if P.lang == "en" else f"{ev}，{cc}"
            if mode == "planned":
                cc = fmt(P.ch(g["realized"]), c=cc)
            P.add(c, ("P", P.sent(cc, opener=0.3, tail=0.3, changed=True)), *ack(0.5))
        # out-of-order mention of the old value, marked as past
        lo, hi = known[i + 1] + 10, T["ends"][i + 1] - 3
        if r.random() < 0.35 and hi > lo:
            p = fmt(P.ch(sp["past"]), **P.kw(T, old))
            P.add(
                r.randint(lo, hi),
                ("P", P.sent(fmt(P.ch(g["ooo"]), p=p, x=P.ch(g["nost"])), opener=0, tail=0)),
            )
    # restatements, sometimes joined with another slot's state in one sentence
    for i in range(len(vals)):
        lo, hi = known[i] + 5, T["ends"][i] - 3
        if hi <= lo:
            continue
        for _ in range(r.choice([0, 1, 1] if len(vals) > 1 else [1, 1, 2])):
            d = r.randint(lo, hi)
            cc = P.state_clause(T, vals[i], T["starts"][i])
            if others and r.random() < 0.25:
                other = r.choice(others)
                got = value_at(other, d)
                if got and other["known"][got[0]] < d - 2:
                    c2 = P.state_clause(other, got[1], other["starts"][got[0]], allow_self=False)
                    cc = cc + P.ch(g["join"]) + c2
            P.add(d, ("P", P.sent(cc, tail=0.3)), *ack(0.25))
    # dropped plan
    for v, a, b in T["dropped"]:
        i = sum(1 for c in T["ch"] if c <= a)
        cur = P.kw(T, vals[i])["tv"]
        if r.random() < 0.5:
            core, rep = fmt(P.ch(g["plan"]), i=P.inf(T, v), M=P.month(b + 30)), P.ch(g["planr"])
        else:
            core, rep = fmt(P.ch(g["advice"]), i=P.inf(T, v), tc=cur), P.ch(g["advr"])
        P.add(a, ("P", P.sent(core, tail=0)), ("A", rep))
        P.add(
            b,
            ("P", P.sent(fmt(P.ch(g["drop"]), i=P.inf(T, v), v=v), opener=0.3, tail=0)),
            *([("A", P.ch(g["dropr"]))] if r.random() < 0.5 else []),
        )
    if T["infl"]:
        v, a = T["infl"]
        core = fmt(P.ch(g["plan"]), i=P.inf(T, v), M=P.month(min(a + r.randint(25, 70), 760)))
        reply = [("A", P.ch(g["planr"]))] if r.random() < 0.6 else []
        P.add(a, ("P", P.sent(core, tail=0)), *reply)
    if T["scoped"]:
        x, d = T["scoped"]
        cur = value_at(T, d)
        if cur:
            core = fmt(P.ch(sp["scoped"]), **P.kw(T, cur[1], x=x))
            P.add(d, ("P", P.sent(core, opener=0.2, tail=0.2)))
    emit_distractors(P, T, T["extra"])


def emit_distractors(P: Person, T: dict, extra: list[str]) -> None:
    r, g, sp = P.rng, P.g, T["sp"]
    kinds = sp["dis"] or ["other"]
    lo = T["known"][0] + 1 if not T["multi"] else T["first"] + 1
    for x in extra:
        kind = r.choice(kinds)
        d = r.randint(lo, HORIZON - 5)
        kw = P.kw(T, x)
        if T["multi"]:
            kw["sp"] = T["species"].get(x) or "pet"
        i = fmt(P.ch(sp["inf"]), **kw) if sp["inf"] else x
        if kind == "other":
            w = P.ch(g["who"])
            s = fmt(P.ch(sp["s3"]), **kw)
            core = fmt(P.ch(g["other"]), w=w, s=s)
            txt = P.sent(core, opener=0, tail=0, chat=0)
            if r.random() < 0.5 and T["key"] not in PERSON_SLOTS:
                txt += (" " if P.lang == "en" else "") + P.ch(g["othert"]).strip()
            P.add(d, ("P", txt))
        elif kind in ("rec", "news"):
            P.add(
                d,
                ("P", P.sent(fmt(P.ch(g[kind]), w=P.ch(g["who"]), v=kw["tv"]), opener=0.2, tail=0)),
            )
        elif kind in ("hypo", "joke", "neg"):
            P.add(d, ("P", P.sent(fmt(P.ch(g[kind]), i=i), opener=0, tail=0)))
        elif kind == "ask":
            cur = value_at(T, d)
            tc = P.kw(T, cur[1])["tv"] if cur else x
            if not cur:
                core = fmt(P.ch(g["advice"][:2]), i=i)
            else:
                core = fmt(P.ch(g["advice"]), i=i, tc=tc)
            P.add(
                d,
                ("P", P.sent(core, opener=0.2, tail=0)),
                ("A", P.ch(g["advr"])),
                *([("P", P.ch(g["after"]))] if r.random() < 0.4 else []),
            )
        else:  # asst: the assistant suggests a value that is not the person's state
            if T["multi"]:
                cur = set_at(T, d)
                tc = P.items_text(T, sorted(cur)) if cur else None
            else:
                cur = value_at(T, d)
                tc = P.kw(T, cur[1])["tv"] if cur else None
            if not tc:
                w = P.ch(g["who"])
                P.add(
                    d,
                    (
                        "P",
                        P.sent(
                            fmt(P.ch(g["other"]), w=w, s=fmt(P.ch(sp["s3"]), **kw)),
                            opener=0,
                            tail=0,
                        ),
                    ),
                )
                continue
            q = fmt(P.ch(g["asstqm" if T["multi"] else "asstq"]), tc=tc)
            P.add(
                d,
                ("P", q),
                ("A", cap(fmt(P.ch(g["asstm" if T["multi"] else "asst"]), v=kw["tv"]))),
                *([("P", P.ch(g["after"]))] if r.random() < 0.5 else []),
            )


def add_probe(P: Person, base: dict, kind: str, q: str, gold: list, out=(), ab=(), day=None):
    """One probe; `out` = outdated values, `ab` = abandoned plans, `day` = as_of day."""
    d = dict(base, kind=kind, question=q, gold=gold, as_of_day=day)
    P.probes.append(dict(d, outdated=list(out), abandoned=list(ab)))


def single_probes(P: Person, T: dict) -> None:
    r, q = P.rng, T["sp"]["q"]
    vals, ch = T["vals"], T["ch"]
    values = set(vals) | set(T["extra"]) | {v for v, _, _ in T["dropped"]}
    values |= {x for x in (T["pre"], (T["infl"] or (None,))[0], (T["scoped"] or (None,))[0]) if x}
    base = dict(subject=P.name, slot=T["key"], values=sorted(values))
    outdated = sorted(set(vals[:-1]) | ({T["pre"]} if T["pre"] else set()))
    dropped = sorted(v for v, _, _ in T["dropped"])
    add_probe(P, base, "current", fmt(q[0], n=P.name), [vals[-1]], outdated, dropped)
    if ch:
        kv = P.kw(T, vals[-1])
        add_probe(P, base, "historical", fmt(q[1], **kv), [vals[-2]], sorted(set(vals[:-2])))
    # as_of: a day well inside a period (an earlier one when there was a change)
    periods = list(range(len(vals) - 1)) if ch else ([0] if r.random() < 0.4 else [])
    r.shuffle(periods)
    for i in periods:
        lo = max(T["starts"][i] + 10, T["known"][i] + 3)
        hi = T["ends"][i] - 10
        if hi - lo >= 5:
            d = r.randint(lo + (hi - lo) // 4, hi - (hi - lo) // 4)
            add_probe(
                P,
                base,
                "as_of",
                fmt(q[2], n=P.name, d=P.date(d)),
                [vals[i]],
                sorted(set(vals) - {vals[i]}),
                day=d,
            )
            break
    if T["infl"] and q[3] != "-":
        add_probe(P, base, "planning", fmt(q[3], n=P.name), [T["infl"][0]], [], dropped)
    if T["reasons"] and q[4] != "-":
        i = max(T["reasons"])
        add_probe(P, base, "why", fmt(q[4], **P.kw(T, vals[i + 1])), [T["reasons"][i][0]])


# -- multi-valued slots ---------------------------------------------------------------------


def _join(lang: str, parts: list[str]) -> str:
    if len(parts) == 1:
        return parts[0]
    if lang == "zh":
        return "、".join(parts[:-1]) + "和" + parts[-1]
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _items(P: Person, T: dict, vs: list[str]) -> str:
    return _join(P.lang, [fmt(T["sp"]["item"][0], v=v, sp=T["species"].get(v, "")) for v in vs])


Person.items_text = _items  # type: ignore[attr-defined]


def have_tpl(P: Person, T: dict, vs: list[str]) -> str:
    return P.ch(T["sp"]["have"] + (T["sp"]["have2"] if len(vs) > 1 else []))


def set_at(T: dict, day: int) -> set[str] | None:
    """The announced set on `day` (None before the first statement)."""
    if day < T["first"]:
        return None
    cur = set(T["init"])
    for e in T["events"]:
        if e["known"] <= day:
            (cur.add if e["type"] == "add" else cur.discard)(e["v"])
    return cur


def build_multi(P: Person, slot: dict) -> dict:
    r = P.rng
    sp = lang_spec(slot, P.lang)
    T = dict(key=slot["key"], sp=sp, art=False, noun=[], multi=True, slot=slot)
    vals = P.pick_values(slot["key"], sp["vals"], 10, set())
    T["species"] = {v: r.choice(sp["sp"]) for v in vals} if sp["sp"] else {}
    n0 = r.randint(1, 2)
    T["init"], pool = vals[:n0], vals[n0:]
    cur = list(T["init"])
    n_ev = r.randint(1, 3)
    days = spaced_days(r, n_ev, 70, 660, 90)
    T["events"] = []
    rs = list(sp["rs"])
    r.shuffle(rs)
    for j, d in enumerate(days):
        last = j == n_ev - 1
        if last and len(cur) < 3:
            typ = "add"
        elif len(cur) >= 3 and r.random() < 0.5:
            typ = "rm"
        elif len(cur) == 2 and not last and r.random() < 0.3:
            typ = "rm"
        else:
            typ = "add"
        v = pool.pop(0) if typ == "add" else r.choice(cur)
        others = list(cur)
        (cur.append if typ == "add" else cur.remove)(v)
        fit = [
            x
            for x in rs
            if x[0][0] == ("+" if typ == "add" else "-")
            and (others or ("{others}" not in x[1] and "{on}" not in x[1]))
        ]
        reason = r.choice(fit) if fit and r.random() < 0.55 else None
        if reason:
            rs.remove(reason)
            reason = (reason[0][1:], reason[1])
        ev = dict(day=d, type=typ, v=v, others=others, known=d, late=False, reason=reason)
        if r.random() < 0.2:
            ev["known"], ev["late"] = d + r.randint(20, 40), True
        T["events"].append(ev)
    T["final"] = list(cur)
    T["events_others"] = {e["v"]: e["others"] for e in T["events"]}
    T["first"] = r.randint(1, 40)
    T["dropped"], T["infl"] = [], None
    if pool and r.random() < 0.3:
        a = r.randint(T["first"] + 10, 600)
        T["dropped"].append((pool.pop(0), a, a + r.randint(12, 40)))
    if pool and r.random() < 0.35:
        T["infl"] = (pool.pop(0), r.randint(max(660, T["events"][-1]["known"] + 15), 724))
    T["extra"] = pool[: r.randint(1, 3)]
    T["known"] = [T["first"]]
    return T


def emit_multi(P: Person, T: dict) -> None:
    r, g, sp = P.rng, P.g, T["sp"]

    def kwv(v: str, **extra: str) -> dict:
        if "others" in extra:
            on = [o for o in T["events_others"].get(v, [])]
            extra["on"] = _join(P.lang, on) if on else extra["others"]
        return dict(v=v, sp=T["species"].get(v, ""), n=P.name, **extra)

    init = T["init"]
    if len(init) == 1 and r.random() < 0.5 and T["key"] != "languages":
        if P.lang == "zh":
            core = fmt(P.ch(sp["add0"]), t=P.ch(["", "几年前就"]), **kwv(init[0]))
        else:
            core = fmt(P.ch(sp["add0"]), t=P.ch([" years ago", " a while back"]), **kwv(init[0]))
    else:
        core = fmt(have_tpl(P, T, init), items=_items(P, T, init))
    P.add(T["first"], ("P", P.sent(core, opener=0.2, tail=0.2)))
    for e in T["events"]:
        v = e["v"]
        tt = P.t()
        if e["late"]:
            tt = f"{P.month(e['day'])}份就" if P.lang == "zh" else ""
        others = _items(P, T, e["others"]) if e["others"] else ""
        if e["type"] == "add":
            tpl = P.ch(sp["add"]) if e["others"] else P.ch(sp["add0"])
        else:
            tpl = P.ch(sp["rm"])
        core = fmt(tpl, t=tt, **kwv(v, others=others))
        if e["reason"]:
            rt = fmt(e["reason"][1], **kwv(v, others=others))
            tpls = [t for t in g["why"] if not e["late"] or t.startswith("{c}")]
            core = fmt(P.ch(tpls), c=core, r=rt, R=rt)
        if e["late"]:
            core = (
                fmt(P.ch(g["late"]), c=core, M=P.month(e["day"]))
                if P.lang == "en"
                else fmt(P.ch(g["late"]), c=core)
            )
        P.add(
            e["known"],
            ("P", P.sent(core, opener=0 if e["late"] else 0.3, tail=0.3, changed=True)),
            *([("A", P.ch(g["ack"]))] if r.random() < 0.5 else []),
        )
        if e["type"] == "rm" and r.random() < 0.5:
            d = r.randint(e["known"] + 10, e["known"] + 120)
            p = fmt(P.ch(sp["past"]), **kwv(v))
            P.add(d, ("P", P.sent(fmt(P.ch(g["ooo"]), p=p, x=P.ch(g["nost"])), opener=0)))
    # restatements of the whole set
    bounds = [T["first"]] + [e["known"] for e in T["events"]] + [HORIZON]
    for a, b in zip(bounds, bounds[1:], strict=False):
        if b - a > 20 and r.random() < 0.7:
            d = r.randint(a + 5, b - 5)
            cur = sorted(set_at(T, d) or [])
            if cur:
                P.add(d, ("P", P.sent(fmt(have_tpl(P, T, cur), items=_items(P, T, cur)), tail=0.3)))
    for v, a, b in T["dropped"]:
        i = fmt(P.ch(sp["inf"]), **kwv(v))
        P.add(
            a,
            ("P", P.sent(fmt(P.ch(g["plan"]), i=i, M=P.month(b + 30)), tail=0)),
            *([("A", P.ch(g["planr"]))] if r.random() < 0.5 else []),
        )
        P.add(b, ("P", P.sent(fmt(P.ch(g["drop"]), i=i, v=v), tail=0)))
    if T["infl"]:
        v, a = T["infl"]
        i = fmt(P.ch(sp["inf"]), **kwv(v))
        P.add(a, ("P", P.sent(fmt(P.ch(g["plan"]), i=i, M=P.month(min(a + 40, 760))), tail=0)))
    emit_distractors(P, T, T["extra"])


def multi_probes(P: Person, T: dict) -> None:
    q = T["sp"]["q"]
    removed = sorted({e["v"] for e in T["events"] if e["type"] == "rm"} - set(T["final"]))
    values = set(T["init"]) | {e["v"] for e in T["events"]} | set(T["extra"])
    values |= {v for v, _, _ in T["dropped"]} | ({T["infl"][0]} if T["infl"] else set())
    base = dict(subject=P.name, slot=T["key"], values=sorted(values))
    dropped = sorted(v for v, _, _ in T["dropped"])
    add_probe(P, base, "coexisting", fmt(q[0], n=P.name), sorted(T["final"]), removed, dropped)
    if removed:
        add_probe(P, base, "historical", fmt(q[1], n=P.name), removed)
    if T["infl"]:
        add_probe(P, base, "planning", fmt(q[2], n=P.name), [T["infl"][0]], [], dropped)
    with_r = [e for e in T["events"] if e["reason"]]
    if with_r:
        e = with_r[-1]
        question = fmt(q[3] if e["type"] == "add" else q[4], n=P.name, v=e["v"])
        add_probe(P, base, "why", question, [e["reason"][0]])


# -- small talk and sessions ----------------------------------------------------------------


def small_talk(P: Person, forbidden: set[str], chat_only: bool = False) -> list[tuple[str, str]]:
    r, s = P.rng, SMALL[P.lang]
    for _ in range(20):
        if not chat_only and r.random() < 0.25:
            qa = r.choice(s["help"])
            turns = [("P", qa[0]), ("A", qa[1])]
        else:
            body = r.choice(s["body"])
            o = r.choice(s["open"])
            if P.lang == "en":
                body = cap(body) if o.endswith((". ", "! ")) else body
                txt = cap(o + body) + r.choice(["!", ".", "."]) + r.choice(s["tail"])
            else:
                txt = o + body + r.choice(["！", "。", "。"]) + r.choice(s["tail"])
            turns = [("P", txt)]
            if not chat_only and r.random() < 0.5:
                turns.append(("A", r.choice(s["reply"])))
        if not any(
            overlaps(v, t) and v.casefold() in t.casefold() for v in forbidden for _, t in turns
        ):
            return turns
    return [("P", "👍")]


def person_episodes(P: Person, forbidden: set[str]) -> list[dict]:
    r = P.rng
    target = r.randint(60, 110)
    n_turns = sum(len(t) for _, _, t in P.items)
    # wrap some slot turns with a bit of chit-chat in the same session
    sessions = []
    for day, seq, turns in P.items:
        ts = list(turns)
        if r.random() < 0.25 and n_turns < 100:
            ts = small_talk(P, forbidden, chat_only=True) + ts
            n_turns += 1
        sessions.append((day, seq, ts))
    fill_min = max(target - n_turns, int(n_turns * 0.8))
    added = 0
    while added < fill_min and n_turns + added < 110:
        ts = small_talk(P, forbidden)
        if r.random() < 0.3:
            more = small_talk(P, forbidden)
            if more[0] != ts[0]:
                ts += more
        if len(ts) > 110 - n_turns - added:
            ts = small_talk(P, forbidden, chat_only=True)
        P.seq += 1
        sessions.append((r.randint(0, HORIZON - 1), P.seq, ts))
        added += len(ts)
    sessions.sort(key=lambda s: (s[0], s[1]))
    eps, by_day, last_end = [], {}, {}
    for day, _seq, ts in sessions:
        k = by_day.get(day, 0)
        by_day[day] = k + 1
        sid = f"{P.pid}-d{day:03d}-{k}"
        if day in last_end:
            minute = max(last_end[day] + 1, min(last_end[day] + r.randint(20, 150), 860))
        else:
            minute = r.randint(0, 420)
        for who, text in ts:
            eps.append(
                dict(
                    day=day,
                    minute=minute,
                    session=sid,
                    language=P.lang,
                    text=text,
                    speaker=P.name if who == "P" else "assistant",
                )
            )
            minute += r.randint(1, 4)
        last_end[day] = minute
    return eps


def generate(seed: int) -> dict:
    rng = random.Random(f"blind_e:{seed}")
    n = rng.randint(9, 11)
    n_zh = round(n * 0.25)
    en_names = rng.sample(NAMES_EN, n - n_zh)
    zh_names = rng.sample(NAMES_ZH, n_zh)
    people = [(nm, "en") for nm in en_names] + [(nm, "zh") for nm in zh_names]
    rng.shuffle(people)
    episodes, probes = [], []
    for idx, (name, lang) in enumerate(people):
        P = Person(rng, f"p{idx}", name, lang)
        singles = [k for k, s in SLOTS.items() if not s["multi"] and lang in s]
        multis = [k for k, s in SLOTS.items() if s["multi"] and lang in s]
        n_single = rng.randint(3, 5)
        n_multi = min(rng.choice([0, 1, 1, 1, 2]), 6 - n_single)
        keys = rng.sample(singles, n_single) + rng.sample(multis, n_multi)
        # home first so that other changes can follow "after the move to ..."
        keys.sort(key=lambda k: (k != "home", k not in ("employer", "team", "vehicle")))
        events: list = []
        built = []
        for k in keys:
            T = build_multi(P, SLOTS[k]) if SLOTS[k]["multi"] else build_single(P, SLOTS[k], events)
            built.append(T)
        singles_built = [T for T in built if not T["multi"]]
        for T in built:
            if T["multi"]:
                emit_multi(P, T)
                multi_probes(P, T)
            else:
                emit_single(P, T, [o for o in singles_built if o is not T])
                single_probes(P, T)
        forbidden = {v for vs in P.taken.values() for v in vs}
        episodes += person_episodes(P, forbidden)
        probes += P.probes
    order = {id(e): i for i, e in enumerate(episodes)}
    episodes.sort(key=lambda e: (e["day"], e["minute"], order[id(e)]))
    return {"start": START.isoformat(), "episodes": episodes, "probes": probes}
