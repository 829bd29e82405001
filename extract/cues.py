"""Cue words in English and Chinese, grouped by the `Cue` families the resolver keys on.

English patterns match on word boundaries, case-insensitively ("now" never matches inside
"know"). Two words are read in context: "since" is causal only when no time follows it, and
"so" only where it joins clauses.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from graph.types import Cue

# Words that, right after "since", make it a point in time rather than a reason.
_SINCE_TIME = (
    r"then|\d+|last|this|early|late|childhood|forever|ever|birth|college|school|university|"
    r"yesterday|the (?:start|beginning|end|day|summer|winter|spring|autumn|fall)|"
    r"(?:i|we|he|she|they) (?:was|were) (?:a|an|little|young|small|in|at|born|\d)|"
    r"i moved|we moved|i started|we started|i joined|i got|we got|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|a (?:kid|child|teen)"
)
_SO_NEXT = r"i|we|you|he|she|they|it|the|my|our|that|this|now|from|let['’]?s|there"

# Not when the job sought was got ("applied at Aldi, got it, been there a month now").
_NOT_GOT = (
    r"(?!.*\b(?:got (?:the job|it|in)|i['’]m there|been there|started there|starting there|"
    r"i work (?:at|for|there)|i['’]m (?:at|with) (?-i:[A-Z]))\b)"
)

# What a provider's money arrives on ("First Lebara bill arrived"), shared with the focus reader.
BILL_NOUNS = r"(?:bill|statement|invoice|direct debit|payment)"

# "renting in Pity Me not that long ago": when, not a denial (a past cue, no negation)
_LONG_AGO = r"(?:that|so|all that) long ago"
# A story promised is no plan of the state told: "I moved to EDF, a whole saga I'll tell you
# about in the pub", "will fill you in later" (not "I'll show you how to switch").
_STORY_PROMISED = (
    r"(?:tell\s+(?:you|y['’]all|every\s?one)(?:\s+all)?\s+(?:about\b|later\b|more\b|the\s+story\b)|"
    r"tell\s+(?:you|y['’]all)\s+all\b|explain\s+(?:it\s+|all\s+)?(?:later|at|in\s+the)\b|"
    r"fill\s+(?:you|y['’]all)\s+in\b|send\s+(?:pics|photos)\b)"
)

_EN: dict[Cue, tuple[str, ...]] = {
    Cue.UPDATE: (
        r"now",
        r"nowadays",
        r"these days",
        r"moved to",
        r"moving to",
        r"relocated to",
        r"switched (?:over )?(?:from [\w.+# -]{1,30}? )?to",
        r"moved on (?:from [\w.+# -]{1,30}? )?to",
        r"got replaced by",
        r"switching to",
        r"changed to",
        r"migrated to",
        r"no longer",
        r"any ?more",
        r"from now on",
        r"starting (?:today|now|tomorrow)",
        r"just started",
        r"started (?:using|at|working)",
        r"replaced [\w.+# -]{1,30}? with",
        r"instead",
        r"promoted to",
        r"(?:took|taken) over as",
        r"stepped up as",
        r"joined",
        # the old job ends: "…, I'm joining Ovo", "handed my notice in at Lloyds"
        r"handed (?:in )?(?:my |her |his )?notice(?: in)?",
        r"signed (?:the|my|her|his) contract",
        r"left (?:my|his|her|their) (?:old )?job and (?:went|moved|headed)",
        r"moved (?:everything|it all|all my \w+)(?: over| across|(?=\s*(?:[.!]|$)))",
        # "I opened a Metro Bank account and moved everything": a new provider taken on
        r"opened (?:a |an |my )?(?:new )?(?-i:[A-Z])[\w&'’ -]{1,30}? account",
        # "Dan moved his account to Monzo", "Callum moved onto a hot desk"
        r"moved (?:all )?(?:my|his|her|our|their|the) (?:\w+ ){1,2}?(?:over |across )?to",
        r"(?:moved|upgraded|downgraded|switched) onto",
        # a pet taken in: "we brought a spaniel home yesterday" (a new state, not a past one)
        r"brought (?:a |an |our |my )?(?:new )?[\w -]{1,25}? home",
        r"first (?:appointment|visit|check-?up|session|class|rehearsal|practice) (?:at|with)",
        # a new provider shown by its first bill: "First Lebara bill arrived, half what I used
        # to pay" (the old price is what was, not the provider)
        r"first (?-i:[A-Z])[\w&'’.+-]*(?: (?-i:[A-Z])[\w&'’.+-]*){0,3} " + BILL_NOUNS,
        r"(?:my|his|her|their|our) new (?:car|bike|phone|laptop|flat|house|place|job|gym|dentist)",
        r"the new (?:flat|house|terrace) in",
        r"stopped",
        r"quit",
        # a job taken: "Imogen's got a new job at Tidemark Games", "took the job at Sŵn Studios"
        r"(?:got|gotten|landed|took|accepted|found) (?:a |the |her |his |my |their )?"
        r"(?:new |first |dream |permanent )?(?:job|role|position) (?:at|with)",
        # A change event of the speaker's (with "I" or with it dropped: "Started keto this
        # week"), or of someone the turn names ("I moved over to PyCharm a few weeks ago",
        # "we finally switched banks", "she switched bank to …"),
        # reported when it happened or weeks later: a new state began (whose, the holders
        # decide). Last, and starting at the verb, so the patterns above keep their spans.
        r"(?:^|(?<=\bi )|(?<=\bwe )|(?<=\bi['’]ve )|(?<=\bwe['’]ve )|(?<=\bhave )|(?<=\bhe )|"
        r"(?<=^anyway, )|(?<=^anyway )|(?<=^oh, )|(?<=^oh )|(?<=^so )|(?<=^well, )|"
        r"(?<=\bshe )|(?<=\bhas )|(?<=\bhe['’]s )|(?<=\bshe['’]s ))"
        r"(?:just |finally |recently |officially |actually |eventually )?(?:moved|relocated|"
        r"switched|changed|migrated|started|began|took up|picked up|got into|signed up|enrolled|"
        r"adopted|traded|swapped|transferred|converted|upgraded|went over|went from|installed|"
        r"ported|turned(?! (?:down|up|out|off|on|in|around|round|back|away|over|left|right|\d)))",
    ),
    Cue.INTENT: (
        r"planning to",
        r"plan to",
        r"plans to",
        r"thinking (?:about|of)",
        # "Every winter I think about getting Apple TV+ (and every winter I don't)": a
        # thought of doing, not a thing done
        r"(?:i|we) (?:often |always |sometimes |still )?think (?:about|of) "
        r"(?!(?:no|some|any|every)thing\b)(?-i:[a-z]+ing)",
        r"considering",
        # "Next on my list: go with Electric Ireland": a to-do, not done
        r"(?:next )?on (?:my|our|the) (?:to-?do )?list",
        # a hypothetical: "Imagine working at Isis Bakehouse", "if I won the lottery I'd …"
        r"imagine (?:working|living|driving|owning|moving|getting)",
        r"if (?:i|we) won",
        # (not a story promised: "I moved to EDF, a whole saga I'll tell you about in the pub")
        r"will(?!\s+" + _STORY_PROMISED + r")",
        # not the listener's: "you'll never hear the end of it", "Virgin Active is where
        # you'll find me" say nothing the speaker means to do
        r"(?!you['’]ll)\w+['’]ll(?!\s+" + _STORY_PROMISED + r")",
        # before a verb; "started going to Castell Harriers", "going to the gym" go somewhere
        r"going to(?=\s+(?-i:[a-z]))(?!\s+(?:the|a|an|my|our|his|her|their|your|this|that)\b)",
        r"gonna",
        r"wants? to",  # "he wants to switch to E.ON": his plan, told by someone else
        r"wanna",
        r"keen to",
        r"would like to",
        r"\w+['’]d like to",
        r"hoping to",
        r"hope to",
        r"intend to",
        r"about to",
        r"might",
        r"leaning towards?",
        r"in the process of",
        r"tempted to",
        r"toying with",
        r"on the fence about",
        # "Eyeing up the Nothing Phone", "got my eye on a Kia Niro": wanted, not had
        r"eyeing(?: up)?",
        r"(?:got|have|had) (?:my|our|an) eyes? on",
        r"saving (?:up )?for (?:an?|the|my|our)",
        r"looking at (?:getting|buying|places)",
        # house-hunting is no move: "had a nosy at a flat in Cathays", "viewing a house in Roath"
        r"(?:had a nosy|nosy|look(?:ed|ing)?|view(?:ed|ing)?|went to see|saw) "
        r"(?:at |round |around )?(?:a|the|some|two|three) (?:flats?|houses?|places?|terraces?)"
        r"(?!.*\b(?:moved|moving in|got the keys|bought|signed)\b)",
        r"watch this space",
        # a step not yet taken: "Next step: move to Gilesgate. Already looking at the options."
        # (not "moved yesterday, next step is the mortgage")
        r"^next step\s*[:,—–-]",
        r"next step is to\b",
        # a place sought, not yet had: "on the waiting list for Bupa Dental", "trying to get
        # into St Giles", "on the list at the Harriers"
        # (a named place, not "the waiting list for a hip op"; not one waited on before)
        r"(?<!\bwas )(?<!\bwere )(?:on|joined|put (?:me|us|myself|ourselves) on) "
        r"(?:the |a |their )?(?:waiting ?list|wait ?list|waitlist) (?:for|at|with)"
        r"(?= (?:the )?(?-i:[A-Z]))",
        r"trying to (?:get (?:into|in at|a place at|registered (?:at|with))|register (?:at|with))"
        r"(?= (?:the )?(?-i:[A-Z]))",
        # an offer on a home is no move: "put an offer in on a flat in Heath, fingers crossed"
        r"(?:put|putting|made|making) (?:an |in an )?offer (?:in )?on (?:a|an|the|our|my) "
        r"(?:\w+ )?(?:flat|house|place|terrace|bungalow|cottage|home|semi|maisonette)",
        # a job sought, not yet had: "I've applied for a job at Greggs", "got an interview at
        # Arup" (not when it was got: "…and got the job, I'm there now")
        r"appl(?:ied|ying|y) (?:for|to) (?:a |an |the |that |this )?(?:new |\w+ )?"
        r"(?:job|role|position|post)" + _NOT_GOT,
        # (the name is looked ahead to: a cue ends where a word does)
        r"(?:got|have|had|landed) (?:an?|the|my) (?:[\w-]+ )?interview (?:at|with)"
        r"(?= (?:the )?(?-i:[A-Z]))" + _NOT_GOT,
        # "Getting my PAC code to go to Vodafone": a network switch under way, not made
        r"(?:getting|got|requested|asked for|sorting|sorted) (?:my |a |the |our )?"
        r"(?:pac|stac|porting)(?: code)?",
    ),
    Cue.ABANDONED: (
        r"but (?:i |we )?(?:stayed|stuck|kept|remained)(?: (?:with|on|in|at))?",
        r"but (?:i |we )?kept",
        r"decided against",
        r"in the end (?:i |we )?(?:kept|stayed|stuck)",
        r"but (?:i |we )?didn['’]?t",
        r"but (?:i |we )?did not",
        r"but (?:i |we )?never",
        r"(?:gave|give) up on",
        r"changed (?:my|our) minds?",
        r"called it off",
        r"backed out",
        r"(?:is ?n['’]?t|not) happening",
        r"scrapped",
        r"shelved",
        # "we've gone off the Kia Niro idea", "dropped the idea", "that's off." (at a clause's end:
        # not "it's off the ring road")
        r"(?:gone|went|going) off the (?:[\w+.’'-]+ ){0,3}idea",
        r"dropped the (?:[\w+.’'-]+ ){0,3}idea",
        r"\b(?:that|it)['’]s off(?: the table)?(?=\s*(?:[.!?;]|$))",
        # "Stuck with what I've got, EDF wanted a huge exit fee": the switch not made
        r"(?:stuck|sticking|staying|stayed) with what (?:i|we)(?:['’]ve| have)? got",
        # a wish disowned as it is said: "Half tempted to look in Belmont, not that I ever will"
        # (not "I bank with HSBC now, not that I actually like them")
        r"not that (?:i|we)(?:['’]d|['’]ll| will| would)? ?(?:ever|actually)"
        r"(?: (?:will|would|do|could))?(?=\s*(?:[.!…]|$))",
    ),
    Cue.SCOPE: (
        r"for (?:the )?project [\w-]+",
        r"for the [\w-]+ project",
        r"(?:in|on) (?:the )?project [\w-]+",
        r"(?:in|on) the [\w-]+ project",
        r"when (?:i['’]m |i am |we['’]re |we are )?travell?ing",
        r"while travell?ing",
        r"except",
        r"only for",
        r"only when",
        r"only at",
        r"only on",
        r"at work",
        r"at home",
        r"for work",
        r"on weekends",
        r"on weekdays",
        r"at weekends",  # habitual; "moved in at the weekend" is when, not where it holds
        # by the season: "I'm in Belmont in term time, but summers I'm back at my mum's" (not
        # "Two summers back I moved", "Summers here are lovely", "summers off")
        r"in term[- ]?time",
        r"(?:^|(?<=, )|(?<=but )|(?<=and ))summers(?! (?:ago|back|before|earlier|here|are|were|"
        r"is|was|off)\b)",
        # a second job by its days: "I do a couple of Saturday shifts at Barrhead Travel", "I
        # still do Saturdays at Kett's Brewery", "a day a week at Bettys"
        # (not said as the change: "Left Arup. I do two days a week at Mott MacDonald now")
        r"(?:do|does|doing) (?:a |the )?(?:couple of |few |some |odd |the odd )?"
        r"(?:saturday|sunday|weekend|evening|night|bank holiday)s?(?: shifts?)? (?:at|for|with)"
        r"(?![^.!?]*\bnow\b)",
        r"(?:a|one|two) days? a week (?:at|for|with)(?![^.!?]*\bnow\b)",
        # money kept apart: "for the freelance money I keep a Lloyds account separate"
        r"for (?:the|my|our) (?:freelance|business|side|savings|work) (?:money|stuff|account|cash)",
        r"on the road",
        r"at the office",
        r"when (?:i['’]m |i am )?(?:at|on|in) [\w ]{1,20}",
    ),
    Cue.NEGATION: (
        # "Not news really, but …", "nothing new there: …" deny nothing of what follows
        r"not(?!\s+(?:really\s+)?(?:news|new|much news|big news|a big deal)\b)"
        r"(?!\s+" + _LONG_AGO + ")",
        r"\w*n['’]t",
        r"never",
        r"no longer",
        # "still on giffgaff, no complaints": an idiom of contentment denies nothing
        r"no(?!\s+(?:complaints?|regrets?|problems?|issues?|worries|drama|doubt|surprises?)\b)",
        # "PG Tips or nothing for me" insists on a value, denies none
        r"(?<!\bor\s)nothing(?!\s+new\b)",
        r"neither",
        r"nor",
        r"stopped",
    ),
    Cue.MEMORY_TRIGGER: (
        r"remember that",
        r"remember:",
        r"please remember",
        r"note:",
        r"note that",
        r"from now on",
        r"keep in mind",
        r"don['’]t forget",
        r"for future reference",
        r"fyi",
        r"make sure (?:to|you)",
        r"going forward",
    ),
    Cue.CAUSAL: (
        r"because",
        r"cause",
        r"due to",
        r"therefore",
        r"thus",
        r"hence",
        r"which is why",
        r"that['’]s why",
        r"that is why",
        r"this is why",
        r"as a result",
        r"so that",
        r"owing to",
        r"thanks to",
        r"led to",
        r"leads to",
        r"caused",
        r"(?<!ever )since(?! (?:" + _SINCE_TIME + r")\b)",
        r"(?:^|(?<=[,;.!?] )|(?<=and ))so,?(?= (?:" + _SO_NEXT + r")\b)",
    ),
    Cue.PAST: (
        # (a price compared is no past state: "half what I used to pay")
        r"used to(?! (?:pay|cost)\b)",
        r"previously",
        r"formerly",
        r"back in",
        r"back then",
        r"back when",
        # a state missed is a state left: "Honestly miss the days when I had a flat in X",
        # "I miss living in Ermine" (not "don't miss": "I won't miss the commute")
        r"(?<!n['’]t )(?<!never )\bmiss(?:ed|ing)? the (?:days|time|times|years) "
        r"(?:when|of|at|in|with|we|i)\b",
        r"(?:\b(?:i|we)\s+(?:really\s+|honestly\s+|so\s+|do\s+|still\s+)?|^(?:honestly\s+|really\s+)?)"
        r"miss(?:ed)? (?:living|being|having|working|driving|riding|playing|learning|eating)\b",
        r"long (?:time )?ago",
        r"ages ago",
        r"way back",
        r"in my (?:teens|twenties|thirties|student days|school days)",
        r"in the past",
        r"at the time",
        # "the chippy near my old place in Pontcanna", "my final bill from Octopus Energy"
        r"(?:my|our) (?:old|former|previous|last) (?:place|flat|house|home|street|neighbourhood|"
        r"office|gym|dentist|surgery|bank)"
        r" (?:in|at|on|near|by|from|with|over)\b",
        r"(?:my|our) (?:final|closing|last) (?:bill|statement|invoice|payslip|shift) "
        r"(?:from|at|with)",
        r"before(?= *(?:[,.;!?]|$|that|then|this|now|all (?:this|that)))",
        r"^before,",
        r"years ago",
        r"once upon",
        r"originally",
        # a state looked back on, closing its clause: "I drove a Volvo for a while, different
        # life", "had a flat in Belmont once, never again", "renting in Pity Me not that long
        # ago" (not "Never again with Vodafone, I'm on EE now")
        r"(?<=, )(?:a )?different life(?=\s*(?:[.!…]|$))",
        r"once,? never again(?=\s*(?:[.!…]|$))",
        r"not " + _LONG_AGO,
        # "so we're out of Heeley at last", "finally shot of Vodafone.": a place or thing left,
        # the name ending the clause (not "shot of Vodafone, on EE now": the clause is EE's)
        r"(?:\b(?:i['’]?m|we['’]?re|i am|we are|finally|glad to be)\s+)"
        r"(?:well\s+)?(?:out of|shot of|rid of|done with|free of)"
        r"(?=\s+(?-i:[A-Z])[\w'’&.-]*(?:\s+(?-i:[A-Z])[\w'’&.-]*){0,3}"
        r"\s*(?:at last|finally|now|for good|[.!]|$))",
    ),
}

# Chinese has no word boundaries: plain regexes, with look-arounds against the common
# false friends (不过 "however", 不错 "good", 我想说 "I'd say").
_ZH: dict[Cue, tuple[str, ...]] = {
    Cue.UPDATE: (
        r"改用",
        r"改成",
        r"改为",
        r"换成",
        r"调成",
        r"换到",
        r"换了",
        r"搬到",
        r"搬去",
        r"(?:搬|住)进了?",
        r"改订",
        # "我改喝matcha latte了", "改去Hoe Fitness", "改学日语": switched to
        r"改(?:喝|吃|去|学|练|听|看|骑|开)(?!天)",
        r"现在",
        r"目前",
        r"如今",
        r"不再",
        r"已经换",
        r"从今天起",
        r"从现在开始",
        r"跳槽",
        r"转到",
        r"迁移到",
        r"加入了",
        r"入职",
        # "在Taff Smile Studio登记了", "开始去Tiger Yoga了": signed up, started going
        r"(?:登记|注册|报名|签约)了",
        r"开始(?:去|在|用|练|喝|吃|上)",
        # "今天拿到Kenton新房子的钥匙了": the keys to a new home
        r"拿到了?[^，,。！!？?]{0,20}(?:房子|公寓)的?钥匙",
        # "我去Peakline Software上班了": started working there (not "去医院上班了", off to work)
        r"去\s*[A-Z][^，。！？；,]{1,30}?(?:上班|工作)了",
        # "不吃素食了": no longer
        r"不(?:再)?(?:吃|用|住|喝|开|做)[\u4e00-\u9fff]{0,6}了(?![吗呢])",
    ),
    Cue.INTENT: (
        r"打算",
        r"考虑(?!过)",
        r"准备",
        r"想(?=要|去|换|用|学|搬|改|试|买|辞|跳|加入|参加|报名|养|订|开|干脆)",
        # "看房" is house-hunting; "…算了" a passing wish ("干脆搬去Kirkby算了")
        r"看房(?!.*(?:搬到|搬进|搬去|住进|拿到))",
        r"干脆[^，。！？；,]{1,20}算了",
        r"计划(?!有变)",  # "计划有变": the plan changed, nothing is planned
        # "偶尔想过要不要把号码转到giffgaff": whether to, not done (not "…，上周已经换到X了")
        r"要不要(?![^。！？]*已经)",
        r"想过(?![^。！？]*已经)",
        # "如果中了彩票我就在Hulme买个大房子": a hypothetical
        r"(?:如果|(?<!主)要是|假如)[^，,。！!？?]{0,10}?(?:中了|彩票|有钱|发财)[^，,。！!？?]{0,10}?"
        r"[，,]?\s*我们?就",
        r"去[^，,。！!？?；;]{1,25}面试(?!官)",  # "下周去Tyneworks Digital面试": a job sought
        r"投了[^，。！？；,]{0,20}简历",
        # "我在排Unthank Road Dental的名单": queuing for a place, not in it
        r"(?:在|正在)排[^，。！？；,]{1,25}?(?:名单|的队)(?![^，。！？；,]{0,6}(?:才|终于|拿到|排到))",
        r"(?:进了|在)(?:候补|等候|排队)名单",
        r"要去",
        r"将要",
        r"将会",
        r"会去",
        r"下(?:个月|周|星期|礼拜)(?:要|会|去)",
        # "过两个月就搬到Llandaff", "哪天有空了就换到E.ON", "等忙完这阵就换": a time ahead, then 就
        r"过(?:[\d一二三四五六七八九十两几半]+个?|一阵子?|段时间)(?:月|星期|礼拜|周|年|天)?就",
        r"哪天",
        r"等[^，。！？；,]{1,10}(?:以后|之后|完)[^，。！？；,]{0,4}就",
        # "学生优惠开了我就换Spotify", "合约到期我就换Pennine Mobile": on a condition, then
        # (not "…就换了EE", done; not "去年合约到期我就换到EE", told of the past; "以后…就",
        # "下班了就去" are as often a habit or a story as a plan)
        r"^(?![^。！？]*(?:去年|前年|上(?:个月|周|星期|次)|那时|当时|已经|一直|后来|每次))"
        r"[^。！？]*?(?:(?:的话|到期)[，,]?\s*我?们?就(?:换|改|搬|去|用|买|办|转|订|开|报)"
        r"|了[，,]?\s*我们?就(?:换|改|搬|转))(?![^，。！？；,]*了)",
        r"迟早",
        r"总有一天",
    ),
    Cue.ABANDONED: (
        r"(?:最后|最终|后来|但是?|不过|结果)(?:我们?)?还是",
        r"还是(?:决定|继续|留|选|用了?)",
        r"最后没",
        r"最终没",
        r"没有?换",
        r"放弃了?",
        r"算了(?![一下算])",  # "Triton Mobile还是算了": forget it (not 算了一下, "worked it out")
        r"不(?:换|改|搬|转)(?:成|到|去)?[^，。！？；,]{0,16}了",  # "不换到Lebara了": not switching
        r"继续用",
    ),
    Cue.SCOPE: (
        r"除了",
        # "1月的时候", "去年的时候" say when, not under what condition
        r"在(?![^，。！？；,]{0,10}?[\d一二三四五六七八九十两上下去今明前]+(?:月份?|年|号|日|周|星期|天)的)"
        r"[^，。！？；,]{1,12}的时候",
        r"(?<![\d一二三四五六七八九十两上下去今明前月份年号日周期天])"
        r"(?![^，。！？；,]{0,8}?[\d一二三四五六七八九十两上下去今明前]+(?:月份?|年|号|日|周|星期|天)的)"
        r"[^，。！？；,]{1,8}的时候",
        r"对于",
        r"在[^，。！？；,]{1,10}项目[里中上]?",
        r"出差(?:时|的时候)?",
        r"在公司",
        r"在家",
        r"只在",
        r"只有在",
        r"周末",
        r"上班时",
    ),
    Cue.NEGATION: (
        r"(?<!要)不(?!过|错|少|然|久|仅|断|同|管)",  # "要不要": whether, no denial
        r"没(?!关系|事|什么问题|问题)",  # "没什么问题": all is well
        r"别",
        r"从不",
        r"再也不",
    ),
    Cue.MEMORY_TRIGGER: (
        r"记一下",
        r"记住",
        r"记得",
        r"以后",
        r"今后",
        r"从现在开始",
        r"别忘了",
        r"注意",
        r"备注",
    ),
    Cue.CAUSAL: (
        r"因为",
        r"所以",
        r"导致",
        r"由于",
        r"因此",
        r"于是",
        r"结果",
        r"因而",
        r"造成",
        r"为了",
    ),
    Cue.PAST: (
        r"以前",
        # "之前一直忘了讲", "之前说的那件事办成了": news told late, not a past state
        r"之前(?!(?:一直|都)?(?:忘|没说|没讲|说|讲|提))",
        r"曾经",
        r"原来",
        r"过去",
        r"当年",
        r"那时候?",
        r"早先",
    ),
}


@cache
def _cue_lexicon() -> frozenset[str]:
    """The words of five letters or more that say a change, a plan or a plan dropped in the
    English cue patterns, and "since" (no common word is one swap away from any of them)."""
    families = (Cue.UPDATE, Cue.INTENT, Cue.ABANDONED)
    words = {w for cue in families for p in _EN[cue] for w in re.findall(r"[a-z]{5,}", p)}
    return frozenset(words - {"bhave", "these"} | {"since"})


# Words in lower case only: a capitalised word may be a name ("Toady Hall", "Enver").
_WORD = re.compile(r"(?<![\w'’])[a-z]{5,}(?![\w'’])")


def mend_typos(text: str) -> str:
    """`text` with each word in lower case that is one swap of two neighbouring letters away
    from a cue word spelled right ("decdied against" -> "decided against", "snice" ->
    "since"): chat mistypes the words that carry a change as often as any other. Names are
    left as written; same length, so spans found in the mended text hold in the original.
    Pure."""
    lexicon = _cue_lexicon()

    def mend(m: re.Match[str]) -> str:
        word = m.group(0)
        if word in lexicon:
            return word
        for i in range(len(word) - 1):
            swapped = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
            if swapped in lexicon:
                return swapped
        return word

    return _WORD.sub(mend, text)


@cache
def _compiled() -> dict[Cue, tuple[re.Pattern[str], re.Pattern[str]]]:
    compiled: dict[Cue, tuple[re.Pattern[str], re.Pattern[str]]] = {}
    for cue in Cue:
        en = "|".join(f"(?:{p})" for p in _EN[cue])
        zh = "|".join(f"(?:{p})" for p in _ZH[cue])
        # Lookarounds instead of \b: "n't" starts inside a word, Latin text glues to CJK.
        compiled[cue] = (
            re.compile(rf"(?<![\w'’])(?:{en})(?![\w])", re.IGNORECASE),
            re.compile(zh),
        )
    return compiled


def cue_words(text: str) -> dict[Cue, list[str]]:
    """Every cue family found in `text`, with the surface strings that matched, in order."""
    found: dict[Cue, list[str]] = {}
    text = mend_typos(text)
    for cue, (en, zh) in _compiled().items():
        hits = [(m.start(), m.group(0)) for m in en.finditer(text)]
        hits += [(m.start(), m.group(0)) for m in zh.finditer(text)]
        if hits:
            found[cue] = [word for _, word in sorted(hits)]
    return found


@lru_cache(maxsize=8192)
def find_cues(text: str) -> frozenset[Cue]:
    """The cue families present in `text`."""
    return frozenset(cue_words(text))


def cue_spans(text: str, cue: Cue) -> list[tuple[int, int]]:
    """Character spans of one cue family in `text` (for splitting and value placement)."""
    en, zh = _compiled()[cue]
    text = mend_typos(text)
    spans = [m.span() for m in en.finditer(text)] + [m.span() for m in zh.finditer(text)]
    return sorted(spans)
