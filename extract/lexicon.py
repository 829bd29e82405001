"""The rule extractor's word lists, verb tables and regular expressions: data, no code.

What the shared assembly (`extract.assembly`), the English reader (`extract.english`) and
the readers beside them (`extract.chinese`, `extract.fallback`, `extract.changes`,
`resolver.anchor`) match text and parses against.
"""

from __future__ import annotations

import re

# --- scope and weighed plans (extract.assembly) ---


SCOPE_RULES: tuple[tuple[str, str], ...] = (
    (r"(?:for|in|on) (?:the )?project (\w[\w-]*)", "project {0}"),
    (r"(?:for|in|on) the (\w[\w-]*) project", "project {0}"),
    (r"(?:when|while) (?:i['’]m |i am |we['’]re |we are )?travell?ing|on the road", "travelling"),
    (r"(?:at|for) work|at the office", "work"),
    (r"at home", "home"),
    (r"on weekends", "weekends"),
    (r"except (?:for |when )?([\w .+#-]{1,30}?)(?=[,.;]|$| i | we )", "except {0}"),
    (r"only (?:for|when|at|on) ([\w .+#-]{1,30}?)(?=[,.;]|$| i | we )", "{0}"),
    # "…, but the savings are still with Starling", "but the work mobile is EE", "but the
    # hygienist I see is at Harbourside Dental": a thing of the speaker's with its own value
    (
        r"\bbut (?:the|my|our) ((?:work |other |second |kids['’] |)[a-z]{3,15})"
        r"(?: (?:i|we) [a-z]+)? (?:is|are|['’]s) (?:still |now |always )?"
        r"(?:with |on |at |in )?(?=(?-i:[A-Z0-9]))",
        "{0}",
    ),
    # "for the big choir trips I borrow …", "on the long weekend shifts"
    (
        r"\b(?:for|on) the (?:big |long |odd |occasional )?([a-z]+ (?:trips?|shifts?|runs?))\b",
        "{0}",
    ),
    (r"对于([^，。！？；,]{1,12}?)项目", "project {0}"),
    (r"对于([^，。！？；,]{1,12}?)(?:来说|而言)?[，,]", "{0}"),
    (r"在([^，。！？；,]{1,10}?)项目[里中上]?", "project {0}"),
    (r"除了([^，。！？；,]{1,12}?)项目", "except project {0}"),
    (r"除了([^，。！？；,]{1,12}?)(?:之外|以外)?[，,]", "except {0}"),
    (r"出差", "travelling"),
    # not a time: "在3月份的时候" says when, not under what condition
    (
        r"在(?![^，。！？；,]{0,10}?[\d一二三四五六七八九十两上下去今明前]+(?:月份?|年|号|日|周|星期|天)的)"
        r"([^，。！？；,]{1,10}?)的时候",
        "{0}",
    ),
    (r"在公司|上班时", "work"),
    (r"在家", "home"),
)


WEIGHED = re.compile(
    r"\b(?:considered|thought (?:about|of)|(?:was|were) (?:going|planning|about) to|planned to|"
    r"wanted to|toyed with|(?:was|were) tempted to|nearly|almost)\b",
    re.IGNORECASE,
)


# --- what is not worth keeping ---


ASSISTANT_NAMES = frozenset(
    "assistant ai bot chatbot system agent model copilot gpt chatgpt claude gemini "
    "助手 机器人".split()
)


# Values that carry nothing: pronouns, function words, answers, particles.
JUNK_VALUES = frozenset(
    "it this that these those them him her me us you one ones something anything everything "
    "nothing thing things stuff yes no ok okay yeah yep nope sure maybe there here what which "
    "who whatever so a an the to of in on at for and or but lol haha old new main current other "
    "了 的 吗 呢 吧 啊 呀 嘛 过 着 是 也 都 就 还 这 那 这个 那个 它 他 她 我 你 一下 东西".split()
)


# Debugging chatter: errors, flaky CI, restarts, "works now". Open readings of such clauses
# (states, outcomes, metrics, events) are one-off; only a rule or decision in them is kept.
DEBUG_CHATTER = re.compile(
    r"(?i:(?<![\w])(?:errors?|exceptions?|traceback|stack ?trace|bugs?|crash\w*|flak\w*|"
    r"timing out|timed? ?out|failing|failed|fails|broken|breaks|rerun\w*|retr(?:y|ied|ying)|"
    r"restart\w*|reboot\w*|typo|segfault\w*|404|500|ci is|build is|tests? (?:pass|fail)\w*|"
    r"(?:all )?green now|works? (?:now|again)|working (?:now|again)|fixed (?:it|that)|"
    r"that fixed|it passed|keeps? (?:dying|crashing|failing|breaking|hanging|freezing)|"
    r"not found|turns? out|(?:lost|wasted) (?:\d+|an?|two|three|half an?) (?:hours?|mins?|"
    r"minutes?|days?)|fighting (?:with )?(?:the|my|this))(?![\w]))"
    r"|(?<![A-Za-z])E[A-Z]{4,}(?![A-Za-z])|报错|出错|挂了|崩了|崩溃|修好了|搞定了|重启|超时|又好了"
)
# A moment, not a state: an observation tied to one of these is not worth keeping.
TRANSIENT = re.compile(
    r"(?i:(?<![\w])(?:today|tonight|this (?:morning|afternoon|evening)|right now|just now|"
    r"at the moment|atm)(?![\w]))|今天|今晚|刚才|此刻"
)
# Words a chat line opens with that are not part of what it says.
INTERJECTION = re.compile(
    r"^(?:(?:lol|lmao|haha+|hah|ugh+|oh+|ah+|hmm+|wow|ok(?:ay)?|yeah|yep|nah|well|anyway|"
    r"btw|so|also|and|but|oops|argh+|meh|whoa|omg|ffs|sigh)\b[\s,.!]*)+",
    re.IGNORECASE,
)

# News told late opens on what was meant or forgotten ("Meant to say this weeks ago: I …",
# "Forgot to mention, …", 一直忘了说，…), news of a plan carried out on its being done ("Well,
# I did it: …", "Done and dusted, …", 之前说的事办成了，…): what was meant is the telling, not a
# plan, and what is done is the clause after it; the clause is read without the lead.
TOLD_LATE = re.compile(
    r"^\W*(?:(?i:oh,?\s+)?(?i:(?:i\s+)?(?:meant|forgot|forgotten|neglected)\s+to\s+"
    r"(?:say|tell|mention|announce)"
    r"|should(?:\s+have|['’]ve)\s+(?:said|mentioned))"
    # a few words to whom or when ("to tell you all ages ago,", "earlier:"), never the news
    # itself, which has a subject ("Forgot to mention I went pescatarian back in June, it's
    # been fine", "… Jo went vegan, …")
    r"(?:\s+(?!(?i:i|we|he|she|they|i['’]\w+|we['’]\w+|he['’]s|she['’]s|they['’]\w+)\b)"
    r"(?![A-Z])[^\s:,;.!?—–]+){0,5}\s*[:,;.!—–]\s*(?i:but\s+(?=i['’]ve been|i have been))?"
    # "Bit of old news, but I've been at Hartwell Foods since July"
    r"|(?i:(?:a\s+)?bit of old news|old news)\s*[:,;.!—–]+\s*(?i:but\s+)?"
    # "Oh, I never said: …", "Realised I never said on here: …" (not "I never told you I'd
    # left Aviva": a denial, with no stop after the telling)
    r"|(?i:(?:oh,?\s+)?(?:(?:just\s+)?reali[sz]ed\s+)?(?:i\s+)?never\s+(?:said|mentioned|"
    r"told\s+(?:you|yous|y'all|anyone|everyone)(?:\s+(?:lot|all|guys))?)"
    r"(?:\s+(?:on|in)\s+here)?)\s*[:,;.!—–]+\s*"
    # "Not sure I ever told you lot, but …": doubt about the telling, not about the news
    r"|(?i:not\s+sure\s+(?:if\s+)?i\s+(?:ever\s+)?(?:told|said|mentioned)(?:\s+(?:it|this))?"
    r"(?:\s+(?:to\s+)?(?:you|yous|y'all|anyone|everyone)(?:\s+(?:lot|all|guys))?)?"
    r"(?:\s+(?:on|in)\s+here)?(?:\s*[:,;.!—–]+\s*(?:but\s+)?|\s+but\s+))"
    r"|(?i:not\s+sure\s+(?:if|whether)\s+(?:everyone|everybody|you all|you lot|people|anyone)\s+"
    r"(?:knows?|heard|has heard)(?:\s*[:,;.!—–]+\s*(?:but\s+)?|\s+but\s+))"
    r"|(?i:(?:well,?\s+)?(?:i|we)\s+(?:finally\s+)?did\s+it|done and dusted|finally did it|"
    r"it['’]s (?:done|official))\s*[:,;.!—–]+\s*"
    r"|(?:一直|之前)?忘了(?:说|讲|告诉(?:你们|大家))[^，,：:。！!]{0,8}[，,：:。！!]\s*"
    r"|(?:终于|总算)?(?:搞定了|办成了|做到了|说到做到)[，,：:。！!]\s*"
    r"|之前说的事(?:办成了|搞定了|做到了|成了)[，,：:。！!]\s*"
    r"|之前说的(?:那件|那个)?事(?:情|儿)?[，,：:]\s*"
    r"|(?i:(?:an? )?update on (?:the|that) thing I (?:mentioned|said))\s*[:,—–-]\s*)"
)
# … and closes on it: "I started BSL back in September actually, never mentioned it lol"
TOLD_LATE_TAIL = re.compile(
    r"[,;—–-]\s*(?:i\s+)?(?:never|didn['’]t)\s+(?:mentioned?|said|say|told\s+you)\s+"
    r"(?:it|that|this)(?:\s+(?:lol|haha|actually|before|on here|till now|until now))*\W*$"
    # news passed on for its holder: "She has taken up parkrun, she asked me to tell you
    # all", "— he told me last week", "he seemed really pleased about it"
    r"|[,;—–-]\s*(?:he|she|they)\s+(?:(?:asked|wanted)\s+me\s+to\s+(?:tell|let)\s+"
    r"(?:you|everyone)(?:\s+(?:all|lot|guys|know))*|told\s+me(?:\s+(?:last\s+\w+|yesterday|"
    r"earlier|the\s+other\s+day))?|(?:seemed|seems|was|is|looked)\s+(?:really\s+|very\s+|so\s+)?"
    r"(?:pleased|happy|chuffed|delighted|thrilled)(?:\s+about\s+it)?)\W*$",
    re.IGNORECASE,
)

# The sentence that closes a correction by disowning what was typed ("Correction: Starling.
# No idea why I wrote Monzo."): about the typing, never a rule or a state of its own.
WHY_I_TYPED = r"(?:no idea|not sure|dunno|don['’]?t know|no clue) why I (?:wrote|typed|said|put)"
WHY_I_TYPED_SENTENCE = re.compile(r"^\W*" + WHY_I_TYPED + r"\b", re.IGNORECASE)


# Atomic and possessive, longest words first: a run of "哈" or "ha" would split into repeats
# in exponentially many ways, and a line that is not small talk after all tried them all.
SMALL_TALK = re.compile(
    r"(?:(?>hello|hey|hi|thanks|thank you|thx|ty|okay|ok|lol|lmao|(?:ha)+h?|cool|nice|great|"
    r"sure|yes|yeah|yep|nope|no worries|no|bye|good (?:morning|night|evening|afternoon)|"
    r"how are you|what['’]s up|sounds good|got it|np|awesome|perfect|wow|hmm+|ah+|oh|"
    r"你好|谢谢|哈+|好的|嗯+|拜拜|早上好|晚安|没事|收到|好吧|不客气)[\s!.,~。！，]*+)++"
)


# --- values and English clause readings: where a value ends, which verb reads as what ---


FILLER = (
    r"(?:(?:now|just|also|still|currently|really|actually|recently|finally|officially|already|"
    r"mostly|usually|definitely|happily|only|even|both)\s+)*"
)
# A value ends where a new clause, condition or time expression starts.
WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
# A day or a month named alone, which says when, not what (no values: CALENDAR in
# extract.changes; no statement's focus: ONE_DAY, where "may" is more often the verb).
CALENDAR = re.compile(rf"^(?:{WEEKDAYS}|{MONTHS})$", re.IGNORECASE)
ONE_DAY = re.compile(
    rf"(?:{WEEKDAYS}|{MONTHS.replace('may|', '')}|today|tomorrow|tonight|yesterday)",
    re.IGNORECASE,
)
VALUE_END = re.compile(
    r"\s+(?:because|since|so|but|and then|then|when|while|where|which|who|that|for|at work|"
    r"and (?:now|i|i['’]m|i['’]ve|we|we['’]re|we['’]ve|also|just|it['’]s|he|she|they)|"
    r"except|instead|now|still|anymore|any more|these days|nowadays|until|after|before|as|with|"
    r"mostly|mainly|day to day|day-to-day|"
    r"once|if|unless|soon|eventually|someday|one day|"
    r"from|to|last|next|this|in (?:19|20)\d\d|in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|"
    r"nov|dec)\w*|yesterday|today|tomorrow|ago|again|too|though|lol|haha|right now|for now|"
    r"full[- ]time|these|recently|a (?:few|couple)|\w+ (?:days|weeks|months|years) ago|"
    r"(?:about|around|roughly|nearly|almost|maybe|like) (?:\w+|a) (?:days?|weeks?|months?|years?)|"
    r"back in|in the|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|at the|is|are|was|were|tonight|"
    r"will|would|has|have|had|keeps?|kept|every|each|the other (?:day|week|month|year)|"
    r"a while (?:back|ago)|earlier (?:on|this)|mid-(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|"
    r"nov|dec)\w*|over the (?:weekend|summer|winter|holidays)|x{1,3}(?=[\s!.?]*$)|lmao|tbh|ngl|"
    r"hehe|hah)\b.*$",
    re.IGNORECASE,
)
# A hedge of the time after a name ("Wallsend about 5 weeks ago") left on a value by a cut.
HEDGE_AFTER = re.compile(r"\s+(?:about|around|roughly|nearly|almost)$", re.IGNORECASE)
LIST_SPLIT = re.compile(r"\s*(?:,|\band\b|\bor\b|&|/)\s*", re.IGNORECASE)
DETERMINERS = re.compile(r"^(?:a|an|the|my|our|some|his|her|their)\s+", re.IGNORECASE)
NEGATORS = re.compile(
    r"(?<![\w])(?:not|\w*n['’]t|never|no longer|stopped|quit)(?![\w])", re.IGNORECASE
)
USAGE = re.compile(
    r"(?<![\w])(?:use[sd]?|using|switch(?:ed|ing)?|mov(?:e|ed|ing)|migrat(?:e|ed|ing)|"
    r"prefer(?:s|red)?|lov(?:e|es|ed)|lik(?:e|es|ed)|stick|stuck|stay(?:ed)?|keep|kept|"
    r"tr(?:y|ied|ying)|pick(?:ed)?|cho(?:se|ose)|go(?:ing)? with|went with|adopt(?:ed)?|"
    r"rel(?:y|ies|ied) on|run(?:ning)?|on|installed|write|writing|wrote|code|coding|"
    r"program(?:ming)?|learn(?:ing|ed)?|replac(?:e|ed)|chang(?:e|ed)|deploy(?:ed)?|"
    r"host(?:ed)?|build(?:ing)?|built|develop(?:ing)?|fan of|main|favou?rite)(?![\w])",
    re.IGNORECASE,
)
ALLOWED_WORDS = 6

EVENT_VERBS = frozenset(
    "go visit meet attend travel fly see celebrate finish complete ship launch release deploy "
    "buy sell win lose graduate marry adopt present give host run join leave start".split()
)
OUTCOME_VERBS = frozenset(
    "fail break crash work succeed pass fix resolve leak timeout die hang regress".split()
)
PREFERENCE_VERBS = {"like": "likes", "love": "likes", "enjoy": "likes", "adore": "likes"}
PREFERENCE_VERBS |= {"hate": "dislikes", "dislike": "dislikes", "detest": "dislikes"}
METRIC_VERBS = frozenset(
    "drop fall rise increase decrease reach go grow improve be hit climb jump double halve "
    "reduce cut spike average stay".split()
)
NUMBER = re.compile(
    r"(?<![A-Za-z\d])[$€£¥]?\d[\d,.]*\s?(?:%|ms|s|sec|secs|seconds|minutes|mins|min|hours|h|gb|mb|kb|tb|"
    r"k|m|x|percent|rps|qps|users|requests|dollars|usd|毫秒|秒|分钟|小时|个|人|倍|万)?(?![\w])",
    re.IGNORECASE,
)
RULE_LEAD = re.compile(
    # (after a connective: "also always give me weights in kg")
    r"^(?:(?:also|and|plus|oh and),?\s+)?"
    r"(?:(?:please|from now on|going forward|remember to|make sure (?:to|you)|always|never|"
    r"note:|remember:|fyi|(?:the|our|my|a|house|team) (?:golden |one |hard |house )?rule"
    r"(?: is| here is)?:?|rule of thumb:?|in future,?|in the future,?)[\s,:]*)+",
    re.IGNORECASE,
)


# What an instruction's value drops; "always"/"never" stay, they are the rule.
RULE_STRIP = re.compile(
    r"^(?:(?:please|from now on|going forward|remember to|make sure (?:to|you)|note:|remember:|"
    r"fyi|(?:the|our|my|a|house|team) (?:golden |one |hard |house )?rule(?: is| here is)?:?|"
    r"rule of thumb:?|in future,?|in the future,?)[\s,:]*)+",
    re.IGNORECASE,
)
NOTE_LEAD = re.compile(
    r"^(?:(?:please )?(?:remember|note|keep in mind|don['’]t forget|for future reference)"
    r"(?: that)?[\s,:]*)",
    re.IGNORECASE,
)


# An imperative is a standing instruction (a rule) only with one of these; "Try docker
# compose ps" or "look at this" is a one-off request.
STANDING = re.compile(
    r"(?i:(?<![\w])(?:always|never|don['’]t|do not|stop|avoid|skip|no more|please|only|"
    r"from now on|going forward|in future|in the future|whenever|every time|each time|"
    r"by default|make sure|keep|instead of|rather than|not)(?![\w]))"
)
# Polite requests read as imperatives: "can you write comments in British English?"
REQUEST_LEAD = re.compile(
    r"^(?:(?:can|could|would|will) (?:you|u) (?:please |pls )?|(?:please|pls) )", re.IGNORECASE
)
# Words before a plain value that only grade it: "really bad motion sickness".
GRADERS = re.compile(
    r"^(?:(?:really|very|quite|pretty|so|super|extremely|a bit of|a little|kind of|sort of|"
    r"bad|severe|serious|terrible|awful|mild|chronic|constant|a|an|the|some|full-time|"
    r"part-time|strict|strictly|fully|totally|completely)\s+)+",
    re.IGNORECASE,
)
NAME_TITLES = r"(?:Dr|Dr\.|Mr|Mr\.|Mrs|Mrs\.|Ms|Ms\.|Prof|Prof\.|Professor|Dr)"
PERSON_NAME = re.compile(
    rf"^(?:{NAME_TITLES}\s+)?[A-Z][\w'’-]*(?:\s+(?:van|de|da|von|del|le|la)?\s*[A-Z][\w'’-]*)*"
)


# Words that, right after a head noun, start what is said about it rather than the name:
# "a tutor on italki", "a nurse on nights", "a coach who ...".
AFTER_HEAD = frozenset("on in at from via through who that which twice once for".split())
# A place-valued slot names a place, not a unit of an employer: "the London office" is where
# someone works (`work_location`), not the city they live in.
WORKPLACE_UNIT = re.compile(
    r"(?i:\s(?:office|branch|hq|headquarters|campus|ward|department|dept))$"
    r"|(?:办公室|分公司|总部|办事处|分部|园区|病房|科室)$"
)


# Words a title or role never holds before its head: "a question about my tutor" is no role.
NOT_IN_TITLE = frozenset("about my our your his her their with for to from of".split())


# --- first-person statements outside the vocabulary ---


FIRST_PERSON = frozenset("i me my mine myself we us our ours ourselves".split())
# People (and pets) of the speaker's: "my son ..., he's ...".
IN_LAWS = tuple(
    f"{kin}-in-law" for kin in ("brother", "sister", "mother", "father", "son", "daughter")
)
KIN = frozenset(
    "son daughter kid child baby wife husband partner boyfriend girlfriend fiance fiancee "
    "spouse mum mom mother dad father parent brother sister sibling grandma grandpa "
    "grandmother grandfather granny nan aunt uncle cousin twin family dog cat puppy kitten "
    "flatmate roommate housemate mam mammy mammie gran grandad grandpa nain taid grandson "
    "granddaughter grandchild grandkid niece nephew stepson stepdaughter stepmum stepdad".split()
) | frozenset(IN_LAWS)
# A question anywhere in the sentence: what it says is the question's context, not a fact.
QUESTIONISH = re.compile(
    r"\?|(?i:(?<![\w])(?:(?:what|why|how|where|when|which|who)(?:['’]s|\s+(?:do|does|did|is|"
    r"are|was|were|can|could|should|would|will|am|have|has)(?![\w]))|any (?:idea|ideas|tips|"
    r"advice|thoughts|suggestions|recommendations)|anyone know|wondering (?:if|whether)))"
)
# Moments beyond `TRANSIENT`: yesterday, last night, tomorrow, "for an hour", "mid-song".
MOMENT = re.compile(
    r"(?i:(?<![\w])(?:yesterday|last night|tomorrow|earlier|this week|a (?:minute|second|"
    r"moment) ago|for (?:an?|a few|a couple of|\d+|two|three) (?:hours?|minutes?|mins?)|"
    r"mid-\w+|for ages|brb|rn|gtg|g2g|afk|omw|in (?:\d+|a few|a couple of|two|five|"
    r"ten) (?:mins?|minutes?|secs?|seconds?))(?![\w]))"
)
# Moods, evaluations and reported speech: what one feels or says now, not what one is.
PASSING_WORDS = frozenset(
    "tired exhausted sleepy hungry thirsty bored busy sorry glad happy sad angry annoyed upset "
    "stressed excited worried scared late early slow stuck done ready back sure fine ok okay "
    "good great sick ill cold hot amazing awesome lovely nice terrible awful annoying funny "
    "cute sweet weird crazy hilarious embarrassing embarrassed melt die cry laugh freak "
    "struggle panic sweat wait type hurry rush feel think guess say tell wonder reckon suppose "
    "hope mean joke kid bet".split()
)
MOTION = frozenset("go come head leave walk drive run".split())
# "I have a question": a request, not a possession.
REQUEST_NOUNS = frozenset("question problem issue idea request favour favor doubt".split())
# Nouns that name nothing on their own.
EMPTY_NOUNS = frozenset(
    "thing stuff lol haha lmao time day week month year hour minute second bit lot way idea "
    "question context sec moment today tonight tomorrow yesterday morning evening night "
    "afternoon".split()
)
# What a chat line opens with before it says anything: "some context:", "separate thing,".
STATEMENT_LEAD = re.compile(
    r"^(?:(?:some |for |quick |(?:a )?bit of )?(?:context|background|fyi|heads up|side note|"
    r"separate thing|other thing|another thing|general thing|unrelated|for future reference|"
    r"btw|by the way)\s*[:,-]\s*)+",
    re.IGNORECASE,
)
STATEMENT_WORDS = 24
JOKE = re.compile(r"(?i:(?<![\w])(?:jk|j/k|just kidding|kidding|joking)(?![\w]))")
# A sentence opening as background: "bit of context, she's a retired greyhound".
BACKGROUND = re.compile(
    r"(?i:^\W*(?:(?:ok|okay|so|oh|and|also|btw|cool|right)\W+)*(?:(?:some|quick|for|"
    r"(?:a )?bit of)\s+)?(?:context|background)(?![\w]))"
)
# Life changes: kept even when they happened "today" or "just".
LIFE_EVENT = re.compile(
    r"(?i:(?<![\w])(?:hand(?:ed|ing)? in (?:my|his|her|our) notice|resign(?:ed|ing)?|"
    r"quit (?:my|his|her) job|(?:got|getting|get|am|is|are|was|been) (?:engaged|married|"
    r"divorced|promoted|diagnosed|pregnant|laid off|made redundant)|got (?:the job|the offer|"
    r"into)|accepted (?:an?|the) (?:offer|job|place)|enrol(?:l?ed|ling)|graduat(?:ed|ing)|"
    r"retir(?:ed|ing)|gave birth|passed away|expecting a baby|signed (?:a|the) (?:lease|"
    r"contract))(?![\w]))"
)
# Verbs of joining, leaving and starting: a line opening with one ("starting a bootcamp in
# july") is the speaker's, with or without "I'm".
CHANGE_VERBS = frozenset(
    "start begin join leave quit move relocate study train enrol enroll retire switch".split()
)
# Verbs whose past tense begins (or ends) a standing state rather than telling a one-off.
STATE_CHANGE_VERBS = CHANGE_VERBS | frozenset(
    "trade swap replace ditch drop adopt buy get pick take sign convert upgrade migrate "
    "transfer land settle fall become change make".split()
)


# What one calls someone, or catches for a week: not what they are or have.
VERDICTS = frozenset(
    "nightmare legend idiot genius angel star hero pain joke mess disaster menace saint diva "
    "liar sweetheart darling gem wreck muppet clown flu cold cough fever temperature headache "
    "migraine hangover bug virus covid sniffle sniffles tummy appointment interview meeting "
    "call exam test deadline party date".split()
)
# What one is doing right now, said without "I'm": "sitting in traffic", "scrolling ...".
NOW_VERBS = frozenset(
    "sit stand queue wait watch eat drink cook clean tidy wash scrape scroll stare lie sweat "
    "shiver sort fight".split()
)


# What someone is for good, said as an adjective.
CONDITIONS = frozenset(
    "allergic intolerant deaf blind autistic diabetic vegan vegetarian pescatarian pregnant "
    "epileptic dyslexic dyspraxic asthmatic coeliac celiac colourblind colorblind disabled "
    "paralysed paralyzed immunocompromised anaemic anemic diabetic arthritic adhd".split()
)
# People named by what they are to someone: subjects that can act ("the landlord sold up,
# moved to Spain"), unlike things ("the Fiesta died, got a Skoda": the speaker got it).
PERSON_NOUNS = frozenset(
    "landlord landlady boss manager colleague coworker mate friend pal neighbour neighbor "
    "teacher doctor dentist vet nurse guy bloke fella lad girl boy man woman lady gent kid child "
    "baby toddler teen teenager student tenant lodger flatmate housemate roommate client "
    "customer owner driver coach trainer instructor member volunteer ex".split()
)
# A change named as a thing ("the switch to Ovo went through", "my move to Ely"): the
# change's maker is meant, never a holder called "switch".
CHANGE_NOUNS = frozenset(
    "switch move transfer swap change changeover switchover upgrade downgrade transition "
    "application port relocation".split()
)
# Parents and grandparents named without "my": "dad has ...", "mum's had ...".
BARE_KIN = frozenset(
    "mum mom mummy mommy dad daddy mother father grandma grandpa gran granny nan nana "
    "grandad granddad".split()
)
# A standing cost: "1200 a month", "£30 per month", "pcm".
PER_PERIOD = re.compile(
    r"(?i:\d[\d,.]*k?\s*(?:quid|pounds|dollars|euros|bucks)?\s*(?:a|per|/|each)\s*"
    r"(?:month|year|week|yr|mo|wk)|(?<![\w])(?:pcm|p/m|pm|pw|monthly|annually)(?![\w]))"
)


# A standing arrangement: "on an octopus tariff", "on a student visa", "on the waiting list".
ARRANGEMENT = re.compile(
    r"(?i:(?<![\w])on (?:a|an|the|my|our) [\w'’ -]{0,30}?(?:tariff|plan|contract|subscription|"
    r"membership|scheme|diet|course|programme|program|waiting list|visa|lease|rota|shift|"
    r"pension|mortgage|loan)s?(?![\w]))"
)


FOCUS_ENTITIES = frozenset(
    {"ORG", "PRODUCT", "GPE", "LOC", "FAC", "PERSON", "WORK_OF_ART", "NORP", "LANGUAGE", "EVENT"}
)
FOCUS_DEPS = frozenset({"dobj", "pobj", "attr", "appos", "oprd", "conj", "npadvmod", "nsubj"})


# Common nouns too general to name a state a slot could hold ("swamped with the kids",
# "grateful for the support"): a statement about them stays an open statement.
GENERIC_NOUNS = frozenset(
    "people kid kids child family friend life thing stuff difference picture photo pic "
    "challenge struggle journey support world work home part lot idea chance experience "
    "moment fun love care help advice news story step goal dream plan time place".split()
)


# A swap names the old value and then the new one: "traded in my Pixel 7a for a Galaxy S23",
# "dropped Kotlin for Swift the other week", "switched from TypeScript to Clojure".
# The verbs of a swap, shared with the resolver's slot anchoring (`resolver.anchor`).
SWAP_VERBS = (
    r"swapp?\w*|trad(?:e|ed|ing)(?:\s+in)?|switch\w*|dropp?\w*|ditch\w*|left|leaving|"
    r"replac\w*|went|mov(?:e|ed|ing)|chang\w*|upgrad\w*|downgrad\w*|gave up|giv\w* up|"
    r"port(?:ed|ing)|migrat\w*|transferr?\w*|convert\w*|part[-\s]?exchang\w*"
)
SWAP_VERB = re.compile(rf"\b(?:{SWAP_VERBS})\b", re.IGNORECASE)
# Verbs that say a state began ("went vegan", "became a manager", "took up climbing"): said
# with a past time, the state began then and may hold still; "lived", "worked" say a past state.
STATE_BEGAN = re.compile(
    r"\b(?:went|gone|going|became|become|turned|converted|switch(?:ed)?|swapped|moved|"
    r"started|took up|picked up|upgraded|downgraded|registered|joined|signed up|got|bought|"
    r"took the|taken the|landed|accepted|opened|ported|(?:has|have|['’]ve)(?: got)? a new|"
    r"first (?:session|class|day|week|shift|workout))\b"
    # "去Boulders了", "换成了EE", "搬到Roath": a state begun, told in Chinese
    r"|换成|换到|改成|改用|改去|改订|搬到|搬去|搬进|住进|加入了|办了|入职|开始(?:去|用|学|吃|喝|在)"
    r"|(?:开|订|买|提|租|养)了"  # "开了Tencent Video会员，是六月的事": taken on then
    r"|变了|变成"  # "11月的时候就变了：我用EE": it changed then
    r"|去\s*[A-Z][^，。！？；,]{0,30}?了",
    re.IGNORECASE,
)
SWAP_PIVOT = re.compile(r"^(?:\W*\w+){1,6}?\s+(?:for|to|with|into|onto|over to)\s+", re.I)


# What runs on after a name as part of it: "Pixel 8", "Galaxy S24 Ultra".
MODEL_NUMBER = re.compile(r"^(?:[A-Z]{0,3}\d{1,4}[a-z]?|Pro|Max|Plus|Mini|Ultra|Air|SE)$")


# Whose word on health is a finding, not chatter: "vet said he's got a sensitive stomach".
AUTHORITIES = frozenset(
    "vet doctor doc gp dentist nurse consultant specialist physio physiotherapist therapist "
    "optician pharmacist midwife paediatrician pediatrician surgeon dermatologist "
    "cardiologist neurologist psychiatrist allergist dietitian nutritionist".split()
)


# --- open clauses: excuses, verbless rules, moves, habits, decisions ---

APOLOGY = re.compile(r"(?i:^\W*(?:sorry|oops|apologies|my bad)(?![\w]))")
# A verbless avoidance or restriction: "no mushrooms please", "direct flights only".
FRAGMENT_RULE = re.compile(
    r"^(?:(?P<no>no|zero|nothing with|without)\s+(?P<X>[\w][\w '’-]{1,40}?)|"
    r"(?P<Y>[\w][\w '’-]{1,40}?)\s+only)(?:,?\s+(?:please|pls|thanks|thx))?[\s.!]*$",
    re.IGNORECASE,
)
NOT_RULE_WORDS = frozenset(
    "idea problem problems worries worry way clue thanks rush chance luck kidding doubt "
    "one time need comment".split()
)
# "moving from Leeds to Bristol": where the move started (A).
ORIGIN = re.compile(
    r"(?<![\w])(?i:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing)) (?i:from) "
    r"(?P<A>[A-Z][\w.-]*(?:\s[A-Z][\w.-]*)?) (?i:to) "
)
HABITUAL = re.compile(
    r"(?i:(?<![\w])(?:every|each|daily|weekly|nightly|twice a|once a|\w+ times a|usually|"
    r"normally|typically|on (?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weekdays|mornings|evenings|"
    r"at \d{1,2}(?::\d\d)?\s?(?:am|pm)?|\d{1,2}(?::\d\d)?\s?(?:am|pm)|"
    r"in the (?:morning|evening|afternoon)s?|before (?:work|bed|breakfast)|after work)(?![\w]))"
)
# Recurring times only (no single clock time): what makes a verbless fragment a habit.
RECURRING = re.compile(
    r"(?i:(?<![\w])(?:every|each|daily|weekly|nightly|twice a|once a|\w+ times a|usually|"
    r"normally|typically|on (?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weekdays)(?![\w]))"
)
# Where a habit's words end: a new clause ("and then", "which", "so").
HABIT_TAIL = re.compile(r"(?i:\s+(?:and then|then|which|so|but|because|though)\s.*$)")
# What happens to someone rather than what they do: never a habit on its own.
NOT_ACTIVITIES = frozenset(
    "rain snow sun sunshine wind storm fog heat cold weather traffic delay queue".split()
)
LATELY = re.compile(r"(?i:(?<![\w])(?:(?:this|last) (?:week|month|year)|lately|so far)(?![\w]))")
# Verbs that say what someone thinks, has or wants, not what they do regularly.
NOT_HABITS = frozenset(
    "be have think guess feel know want need hope mean see say get like love hate prefer "
    "believe understand remember forget wonder suppose seem look sound".split()
)


# Who can take a decision besides people named or pointed at ("we", "Ana"): groups.
DECIDERS = frozenset(
    "team group company board management committee council family school leadership "
    "org organisation organization department everyone everybody".split()
)


# --- sentences and negation in the parse ---

# Where a sentence may end: after final punctuation or at a line break.
SENTENCE_END = re.compile(r"[.!?…:;)\]\"'’”]\s*$|\n\s*$")


# Words that negate the predicate they attach to ("nothing", "nobody" negate their own slot).
NEGATING_WORDS = frozenset({"not", "n't", "never", "no"})


# A thing written as another's, right before its value: "my dad's", "his", "her", "their".
OTHERS_THING = re.compile(
    r"(?:\b(?:my|our)\s+(?P<kin>"
    + "|".join(sorted(BARE_KIN | KIN, key=len, reverse=True))
    + r")['’]s|\b(?:his|her|their))\s+(?:(?:new|old|own)\s+)?$",
    re.IGNORECASE,
)


# Words that pass news on without vouching for it ("apparently", "a rumour"): such news is
# not read as the named person's change, nor a question passing it on as a statement.
UNVOUCHED = r"apparently|supposedly|allegedly|rumou?r\w*"
