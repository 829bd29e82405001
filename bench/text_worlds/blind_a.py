"""Blind text-world generator "A" for Palimpsest evaluation.

``generate(seed)`` builds a deterministic two-year world: ten invented people chatting with an
assistant. Each person holds 4-6 state slots (home city, employer, editor, diet, pet, spoken
languages, hobbies, ...). Slots change 1-3 times (a few never change); most turns are chit-chat,
and distractor turns name slot-typed values without asserting them (friends, news, questions,
hypotheticals, assistant suggestions). Changes arrive through many phrasings: plain and reported
changes, "we" statements, third-person self references, retrospective reports, plans that later
happen (sometimes confirmed only by a pronoun reference), plans that are dropped, open plans,
scoped exceptions, additions alongside an existing value, and corrections of a slip. Roughly one
in five people speaks Chinese in every turn.

Probes ask for current, historical, planned, coexisting and as-of values, with gold answers that
follow from the text alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from itertools import pairwise
from typing import Any

GENERATOR = "blind_a"
START = "2023-01-01T09:00:00+00:00"
START_DATE = datetime.fromisoformat(START)
LAST_DAY = 730
MAX_CONTENT_TURNS = 32  # state, plan and distractor turns per person; chit-chat outnumbers them

# --------------------------------------------------------------------------------------------
# Slot specifications
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Spec:
    """Phrasing bank for one slot type in one language.

    Placeholders: {v} value, {o} previous value, {x} extra value (scoped / added / past /
    corrected), {w} distractor value, {vs} joined value list, {n} speaker name, {g}/{G} gerund
    phrase.  Every value placeholder also has {a_*} (with article), {C_*} (capitalised) and
    {sp_*} (pet species).
    """

    key: str
    pool: tuple[str, ...]
    first: tuple[str, ...]
    change: tuple[str, ...] = ()
    ger: tuple[str, ...] = ()
    plan: tuple[str, ...] = ()
    ref: tuple[str, ...] = ()
    drop: tuple[str, ...] = ()
    still: tuple[str, ...] = ()
    past: tuple[str, ...] = ()
    scoped: tuple[str, ...] = ()
    add: tuple[str, ...] = ()
    also: tuple[str, ...] = ()
    remove: tuple[str, ...] = ()
    distract: tuple[str, ...] = ()
    ask: tuple[tuple[str, str], ...] = ()
    q_cur: tuple[str, ...] = ()
    q_hist: tuple[str, ...] = ()
    q_plan: tuple[str, ...] = ()
    q_asof: tuple[str, ...] = ()
    q_all: tuple[str, ...] = ()
    multi: bool = False


SPECIES: dict[str, str] = {
    "Biscuit": "beagle",
    "Pepper": "greyhound",
    "Mochi": "cat",
    "Noodle": "dachshund",
    "Juniper": "rabbit",
    "Pickles": "terrier",
    "Ziggy": "parrot",
    "Bramble": "spaniel",
    "Waffles": "corgi",
    "Clementine": "tortoise",
    "Sprocket": "tabby",
    "Marmalade": "cat",
    "年糕": "猫",
    "豆豆": "柯基",
    "汤圆": "布偶猫",
    "布丁": "柴犬",
    "芝麻": "仓鼠",
    "团子": "英短",
    "煤球": "黑猫",
    "旺财": "土狗",
}

EN_LIST: tuple[Spec, ...] = (
    Spec(
        key="city",
        pool=(
            "Lisbon",
            "Berlin",
            "Lyon",
            "Toronto",
            "Melbourne",
            "Nairobi",
            "Osaka",
            "Edinburgh",
            "Montreal",
            "Valencia",
            "Copenhagen",
            "Bogotá",
            "Porto",
            "Kraków",
            "Utrecht",
            "Cape Town",
            "Austin",
        ),
        first=(
            "I live in {v}, have done for a few years.",
            "Greetings from rainy {v}, where I apparently live now and forever.",
            "Home is {v} — small flat, big windows, noisy neighbours.",
            "We're based in {v}, so time zones are always a fun puzzle for me.",
            "Being in {v} means I walk everywhere, which I love.",
            "My flat in {v} has the worst radiator known to humankind.",
            "{n} here, writing from {v} as usual.",
            "I'm a {v} person through and through. Born elsewhere, but this is home.",
            "Our place in {v} is finally starting to feel like ours.",
        ),
        change=(
            "Big news: I moved to {v}! Leaving {o} was harder than I thought.",
            "We packed up the whole {o} flat and now we live in {v}.",
            "So I'm officially a resident of {v} now. {C_o} feels like a lifetime ago.",
            "Did I tell you? Been living in {v} for a couple of weeks. Still getting lost.",
            "New city, new me — {v}, since the start of the month.",
            "After years in {o}, I finally made the jump. Hello {v}.",
            "The movers dropped our last boxes in {v} yesterday. My back hates me.",
            "{n} has left {o}. {n} now lives in {v}. Third person feels right for news this big.",
            "I live in {v} these days — the job pulled me there and I said yes.",
            "Quick update for your records: not in {o} anymore, I'm in {v}.",
        ),
        ger=("moving to {v}", "relocating to {v}"),
        plan=(
            "My company offered me a transfer to {v}. I'm genuinely tempted.",
            "We went flat-hunting in {v} over the weekend. Just looking. For now.",
            "If the visa comes through, we'll move to {v} next spring.",
        ),
        ref=(
            "Signed the lease on that place I mentioned. Boxes everywhere, send snacks.",
            "We did it — the move I kept going on about happened last weekend.",
            "Remember the transfer I was weighing up? I said yes. First night in the new flat.",
        ),
        drop=(
            "The {v} move fell through. We're staying right where we are.",
            "Talked it over with my partner: we're not moving to {v} after all.",
        ),
        still=("Still in {v}, still complaining about the rent.", "Yep, {v} as ever."),
        past=(
            "Back in 2019 I lived in {x}, tiny flat above a bakery.",
            "Before all this I spent three years in {x}. Miss the food, not the winters.",
        ),
        distract=(
            "My brother just moved to {w}. He sends me photos of every single sunset.",
            "Have you ever been to {w}? Everyone says it's lovely in autumn.",
            "Saw a documentary about {w} last night, looked gorgeous.",
            "If I ever won the lottery I'd get a little place in {w}.",
            "My colleague is flying to {w} for a conference next week. Jealous.",
            "Rent in {w} is apparently insane now, read an article about it.",
        ),
        ask=(
            (
                "Where should I go for a long weekend somewhere walkable?",
                "{w} is lovely for that — compact, great food, and easy to explore on foot.",
            ),
        ),
        q_cur=("Where does {n} live now?", "Which city is {n} based in these days?"),
        q_hist=("Where did {n} live before the current city?", "Which city was {n} in before?"),
        q_plan=("Where is {n} thinking of moving?", "Which city might {n} relocate to?"),
        q_asof=("Where does {n} live?", "Which city is {n} based in?"),
    ),
    Spec(
        key="employer",
        pool=(
            "Northwind Labs",
            "Brightloop",
            "Kestrel Analytics",
            "Halcyon Bank",
            "Tidewater Games",
            "Quillstone",
            "Orbital Freight",
            "Verdant Energy",
            "Lumen Health",
            "Cobalt Robotics",
            "Saltmarsh Studio",
            "Pinecrest Insurance",
        ),
        first=(
            "I work at {v}, mostly on the boring-but-important stuff.",
            "Another Monday at {v}. Coffee machine is broken, morale is fine.",
            "{v} pays the bills. Some days I even enjoy it.",
            "My employer, {v}, just gave everyone a day off. Wonders never cease.",
            "I've been at {v} for about three years now.",
            "Work's at {v}, which means a lot of meetings about meetings.",
            "I'm one of the old-timers at {v} at this point.",
            "Being at {v} has its perks — the canteen is genuinely good.",
        ),
        change=(
            "Handed in my notice at {o}. Starting at {v} on the first!",
            "First week at {v} done. Everyone's nice, the laptop is slow.",
            "I left {o} — new job is at {v}.",
            "So yeah, I'm a {v} employee now. Weird to say out loud.",
            "Signed with {v} yesterday; my last day at {o} is Friday.",
            "{o} is behind me. These days my badge says {v}.",
            "Been at {v} for a month now and I haven't regretted leaving {o} once.",
            "{n} works at {v} now — practising my new intro for meetings.",
            "After the layoffs at {o} I landed at {v}, which honestly feels like an upgrade.",
            "We got acquired, so technically I work for {v} now instead of {o}. Same desk.",
        ),
        ger=("taking the job at {v}", "joining {v}"),
        plan=(
            "Got an offer from {v}. Still thinking about it.",
            "Third interview at {v} went well. Might actually happen.",
        ),
        ref=(
            "Accepted that offer I told you about. Start date is in two weeks!",
            "I said yes to the new job. Farewell drinks on Thursday.",
            "Remember the company I interviewed with? First day was today.",
        ),
        drop=("Turned down {v} in the end. The money wasn't worth the commute.",),
        still=("Still at {v}, still surviving the reorgs.", "Yep, {v} as ever. Nothing new."),
        past=(
            "Back in 2019 I worked at {x}, my first proper job.",
            "Years ago I did a stint at {x}. Learned a lot, slept little.",
        ),
        distract=(
            "Saw on the news that {w} is laying off a third of its staff. Brutal.",
            "My sister just started at {w}. She says the snacks are amazing.",
            "A recruiter from {w} keeps messaging me. Not interested, but flattering.",
            "Would you ever work somewhere like {w}? The reviews are... mixed.",
            "My old colleague Pedro went to {w} and now he won't stop posting about it.",
            "Is {w} a good company to work for? Asking for a friend. Really, a friend.",
        ),
        ask=(
            (
                "Any idea which companies are hiring data people right now?",
                "A few names come up a lot lately, {w} among them — worth a look.",
            ),
        ),
        q_cur=("Where does {n} work now?", "Which company is {n} working for these days?"),
        q_hist=("Where did {n} work before the current job?", "Which company was {n} at before?"),
        q_plan=("Which company is {n} considering joining?",),
        q_asof=("Where does {n} work?", "Which company employs {n}?"),
    ),
    Spec(
        key="role",
        pool=(
            "backend engineer",
            "data scientist",
            "product manager",
            "engineering manager",
            "UX researcher",
            "staff engineer",
            "site reliability engineer",
            "technical writer",
            "solutions architect",
            "QA lead",
            "product designer",
            "data engineer",
        ),
        first=(
            "I'm {a_v}, for my sins.",
            "My job title is {v}, though honestly I do a bit of everything.",
            "Work-wise I'm {a_v}. Lots of meetings, some actual work.",
            "As {a_v} I get pulled into every fire drill.",
            "Officially {v}. Unofficially, the person who fixes the printer.",
            "I've been working as {a_v} for four years.",
            "Being {a_v} is fun until the quarterly planning starts.",
            "Job? {C_v}. Passion? Naps.",
        ),
        change=(
            "Got promoted! I'm {a_v} now.",
            "My new role is {v}. Less {o} stuff, more of the things I actually like.",
            "I moved from {o} to {v} internally. Same company, very different days.",
            "Officially {a_v} as of this week — the title change finally went through.",
            "Stopped being {a_o}. These days I work as {a_v}.",
            "{n}, {v}. That's my new email signature and I'm ridiculously proud of it.",
            "After years as {a_o} I switched tracks and became {a_v}.",
            "They finally made it official: {v}. My mum still doesn't know what it means.",
            "Guess who's {a_v} now? Me. Still getting used to it.",
        ),
        ger=("becoming {a_v}", "moving into a {v} role"),
        plan=("My manager floated the idea of me becoming {a_v}. Tempting.",),
        ref=("That role change I mentioned went through. New title and everything.",),
        drop=("The {v} thing isn't happening — I'd hate the meetings.",),
        still=("Still {a_v}, still happy with it.",),
        past=("Back in the day I was {a_x}. Feels like a different person.",),
        distract=(
            "My friend just became {a_w} and already looks exhausted.",
            "Honestly I'd be a terrible {w}. Way too impatient.",
            "There's {a_w} opening on the other team, but I'm not applying.",
            "What does {a_w} even do all day? Genuine question.",
            "My cousin is {a_w} at a bank and says it's mostly spreadsheets.",
        ),
        q_cur=("What is {n}'s job title now?", "What does {n} do for work these days?"),
        q_hist=("What was {n}'s role before the current one?",),
        q_plan=("What role is {n} considering moving into?",),
        q_asof=("What is {n}'s job title?", "What role does {n} have?"),
    ),
    Spec(
        key="team",
        pool=(
            "Payments",
            "Checkout",
            "Identity",
            "Data Platform",
            "Mobile Core",
            "Integrity",
            "Observability",
            "Onboarding",
            "Developer Experience",
            "Fraud",
        ),
        first=(
            "I'm on the {v} team, which is small but mighty.",
            "Team {v} represent! We just shipped something nobody will notice, which is the point.",
            "My team is {v}. We own way too many services.",
            "Over in {v} we've got a new standup time and I hate it.",
            "We on {v} are doing a hack week, should be fun.",
            "I sit with the {v} crowd. Best team in the building, obviously.",
            "Being on {v} means I'm on call every fourth week.",
            "Our {v} team lunch was today. Tacos. Excellent.",
        ),
        change=(
            "I transferred to {v}! Leaving {o} was bittersweet.",
            "Reorg happened. I'm in {v} now instead of {o}.",
            "New team for me: {v}. First standup tomorrow.",
            "Moved over to the {v} team last sprint, still learning the codebase.",
            "So {o} got dissolved and most of us ended up in {v}.",
            "These days I'm on {v}. Way less on-call than {o}, thank god.",
            "{n} has officially joined {v}. Someone made me a welcome gif.",
            "Said goodbye to {o} on Friday; Monday I start with {v}.",
            "My team changed — I'm part of {v} as of this month.",
        ),
        ger=("transferring to {v}", "moving over to the {v} team"),
        plan=("There's an open spot on {v}. I'm half tempted to apply internally.",),
        ref=("The transfer I told you about got approved. New team starts Monday.",),
        drop=("Not moving to {v} after all, my manager begged me to stay.",),
        still=("Still on {v}. Still on call, too.",),
        past=("Before all this I spent a year on {x}. Chaos, but fun chaos.",),
        distract=(
            "The {w} team just had a massive outage, glad it wasn't us.",
            "My friend on {w} says their manager is amazing. Jealous.",
            "Everyone wants to be on {w} these days, not sure why.",
            "Had lunch with the {w} people. They seem stressed.",
        ),
        q_cur=("Which team is {n} on now?", "What team does {n} currently work in?"),
        q_hist=("Which team was {n} on before?", "What was {n}'s previous team?"),
        q_plan=("Which team is {n} thinking of moving to?",),
        q_asof=("Which team is {n} on?", "What team does {n} work in?"),
    ),
    Spec(
        key="diet",
        pool=(
            "vegetarian",
            "vegan",
            "pescatarian",
            "keto",
            "gluten-free",
            "flexitarian",
            "paleo",
            "dairy-free",
        ),
        first=(
            "I'm {v}, so restaurant menus are a bit of a treasure hunt.",
            "Been {v} for years, it's just normal for me now.",
            "Being {v} means I cook a lot, which is fine because I like cooking.",
            "As a {v} person I'm always the one asking the waiter questions.",
            "I eat {v}. Don't worry, I won't lecture you about it.",
            "My diet? {C_v}. Mostly by choice, partly by habit.",
            "We're a {v} household, so dinner parties take some planning.",
            "{n} is {v}, as everybody at the office knows thanks to the catering saga.",
        ),
        change=(
            "These days I'm {v}. {C_o} just stopped working for me.",
            "I've gone {v}. Bye bye, {o} days.",
            "Quick update: I switched from {o} to {v} a few weeks ago and I feel great.",
            "So I'm {v} now. My grandmother is horrified.",
            "New year, new plate: I eat {v} these days.",
            "{o} was fine, but my doctor nudged me and I'm {v} now.",
            "Officially {v} as of this month. Yes, I'll still come to the barbecue.",
            "We've gone {v} as a family — easier than cooking two dinners.",
            "Haven't been {o} for a while actually; it's {v} for me now.",
            "Turns out {n} is a {v} person now. Who knew.",
        ),
        ger=("going {v}", "trying {v} properly"),
        plan=("My partner wants us to try going {v}. I'm... considering it.",),
        ref=("Did the food switch I was talking about. Three weeks in, no regrets.",),
        drop=("Tried to go {v} for about four days. Not for me.",),
        still=("Still {v}, still reading every label in the supermarket.",),
        past=("Back in uni I was {x} for a while. Didn't last.",),
        distract=(
            "My brother went {w} and won't shut up about it.",
            "There's a new {w} place near work, the reviews look great.",
            "Could I ever be {w}? Probably not, honestly.",
            "Read an article claiming {w} is the healthiest diet. Sceptical.",
            "Cooked a {w} dinner for friends last night, it went down well.",
            "Do you have a good {w} recipe for a crowd?",
        ),
        ask=(
            (
                "I want to eat healthier, is there a diet worth looking into?",
                "Some people do well eating {w}, though it's worth checking with a doctor first.",
            ),
        ),
        q_cur=("What diet does {n} follow now?", "What does {n} eat these days?"),
        q_hist=("What diet did {n} follow before the current one?",),
        q_plan=("What diet is {n} thinking of trying?",),
        q_asof=("What diet does {n} follow?", "What kind of diet is {n} on?"),
    ),
    Spec(
        key="editor",
        pool=(
            "VS Code",
            "Neovim",
            "Emacs",
            "IntelliJ",
            "PyCharm",
            "Sublime Text",
            "Helix",
            "Xcode",
            "WebStorm",
        ),
        first=(
            "I do everything in {v}. Plugins, themes, the works.",
            "{v} is my editor, and yes I've customised it way too much.",
            "My setup is pretty boring: {v} and a terminal.",
            "Spent the evening tweaking my {v} config instead of working. Classic.",
            "Nothing beats {v} for me. I've tried.",
            "I write code in {v} all day, it's basically my home.",
            "Honestly, {v} just gets out of my way. That's all I want.",
            "Whole team laughs at my {v} keybindings but they work for me.",
        ),
        change=(
            "I finally switched to {v}. {C_o} was getting so sluggish.",
            "Ditched {o}. I live in {v} now.",
            "Moved my whole setup over to {v} last weekend. Don't miss {o} at all.",
            "Been using {v} for a month now and I'm not going back to {o}.",
            "Okay, {v} convert here. Uninstalled {o} this morning.",
            "My editor these days is {v}. Long story, involves a broken {o} update.",
            "{n} has joined the {v} cult. Send help.",
            "We standardised on {v} across the team, so goodbye {o}.",
            "Switched editors: {v} now. The muscle memory is still catching up.",
        ),
        ger=("switching to {v}", "moving my setup to {v}"),
        plan=("Everyone at work raves about {v}. Might give it a proper try next month.",),
        ref=("Made the editor switch I kept threatening. Two weeks in, loving it.",),
        drop=("Gave {v} one afternoon. Nope, not for me.",),
        still=("Still on {v}, still happy.",),
        past=("Back in 2018 I was a die-hard {x} user. Young and stubborn.",),
        scoped=(
            "Mostly {v}, though for client work I'm stuck with {x}.",
            "For the weekend side project I use {x}; everything else is {v}.",
            "{v} for day-to-day stuff, but for the legacy repo I open {x}. Don't ask.",
        ),
        add=(
            "I've added {x} alongside {v} — they each have their moments.",
            "These days it's {v} and {x} side by side, depending on the project.",
            "Started using {x} as well. {C_v} is still open all day, though.",
        ),
        distract=(
            "My coworker swears by {w}. I don't get it.",
            "Saw a talk about {w} today, looked slick.",
            "Is {w} worth learning at this point? Curious what you think.",
            "Jonas keeps sending me {w} memes. I will not be converted.",
            "{w} vs {v}? Asking for a flame war.",
        ),
        ask=(
            (
                "What's a good editor for someone starting out with web dev?",
                "Plenty of beginners do well with {w}; gentle learning curve, good extensions.",
            ),
        ),
        q_cur=("What editor does {n} use now?", "Which code editor is {n} using these days?"),
        q_hist=("What editor did {n} use before the current one?",),
        q_plan=("Which editor is {n} thinking of switching to?",),
        q_asof=("What editor does {n} use?", "Which code editor does {n} work in?"),
        q_all=("Which editors does {n} use now?", "What editors is {n} currently working with?"),
    ),
    Spec(
        key="programming_language",
        pool=(
            "Python",
            "Rust",
            "TypeScript",
            "Kotlin",
            "Elixir",
            "Scala",
            "Haskell",
            "Swift",
            "Ruby",
            "Clojure",
            "OCaml",
            "Golang",
        ),
        first=(
            "I write {v} for a living. Mostly happy about it.",
            "Our whole backend is {v}, so that's my life.",
            "Day job is {v}, all day, every day.",
            "I'm a {v} developer, if anyone asks.",
            "Spent the afternoon debugging our gnarly {v} codebase. Fun times.",
            "{v} is my main language. I dream in it, sadly.",
            "We're a {v} shop. Hiring is hard, but the code is nice.",
            "Writing {v} pays my rent.",
        ),
        change=(
            "We migrated the whole service from {o} to {v}. I write {v} full-time now.",
            "New job means new language: it's {v} for me these days.",
            "Moved on from {o}. My main language is {v} now.",
            "I've basically stopped writing {o}; everything new is in {v}.",
            "Our team switched to {v} this quarter. Goodbye {o}.",
            "Honestly, {v} has taken over my life. Haven't touched {o} in months.",
            "{n} writes {v} now. Put it on the fridge.",
            "Mostly {v} these days — the old {o} code is someone else's problem.",
            "Switched stacks: {v} at work now.",
        ),
        ger=("switching to {v}", "rewriting our services in {v}"),
        plan=("There's talk of rewriting the service in {v}. I'm cautiously excited.",),
        ref=("That rewrite I mentioned actually happened. Whole team's on the new stack now.",),
        drop=("The {v} rewrite got cancelled. Back to business as usual.",),
        still=("Still writing {v}, still complaining about the tooling.",),
        past=("Back in 2017 I wrote {x} at a startup that no longer exists.",),
        scoped=(
            "Work is all {v}, but for the game side project I use {x}.",
            "Mostly {v}, though the data scripts are in {x} because reasons.",
            "It's {v} day to day; {x} only for the odd embedded thing.",
        ),
        add=(
            "I've added {x} alongside {v} — half the team's services are in it now.",
            "These days I'm writing both {v} and {x}, depending on the repo.",
            "Started writing {x} at work too, on top of all the {v}.",
        ),
        distract=(
            "Read a blog post comparing {w} and {v}. Didn't change my mind.",
            "My friend is learning {w} and keeps asking me questions I can't answer.",
            "Would love to try {w} someday, if I ever have free time.",
            "The {w} community drama this week was wild.",
            "Can you explain what people like about {w}?",
        ),
        ask=(
            (
                "What language would you suggest for a small command-line tool?",
                "{w} is a solid choice for that — good tooling and easy distribution.",
            ),
        ),
        q_cur=(
            "What programming language does {n} mainly use now?",
            "Which language does {n} write at work these days?",
        ),
        q_hist=("What language did {n} mainly use before?",),
        q_plan=("Which language is {n} considering switching to?",),
        q_asof=("What programming language does {n} mainly use?",),
        q_all=("Which programming languages does {n} use at work now?",),
    ),
    Spec(
        key="phone",
        pool=(
            "iPhone 13",
            "iPhone 15",
            "Pixel 8",
            "Galaxy S23",
            "Fairphone 5",
            "OnePlus 12",
            "Nothing Phone",
            "Moto Edge",
        ),
        first=(
            "My {v} is three years old and holding up fine.",
            "I'm on {a_v}, and the battery is my biggest complaint.",
            "Took this photo with my {v}, not bad for a phone camera.",
            "Typing this on my {v} with one thumb, forgive the typos.",
            "The {v} in my pocket does everything I need.",
            "Cracked the screen on my {v} again. Third time.",
            "Phone-wise I've got {a_v}. No complaints.",
            "I use {a_v}; my friends tease me for it.",
        ),
        change=(
            "Finally replaced my {o}. Got {a_v}!",
            "New phone day: {a_v}. Transferring everything took all evening.",
            "Dropped my {o} in the canal (don't ask), so I'm on {a_v} now.",
            "I switched to {a_v}. The {o} had a good run.",
            "Been using {a_v} for a few weeks — way better than the old {o}.",
            "Upgrade done: {v} in, {o} sold to a guy from the internet.",
            "My {o} finally died and I went with {a_v} this time.",
            "{n} has entered the {v} era. The camera is ridiculous.",
            "We got matching {v}s on a family deal, so the {o} is retired.",
        ),
        ger=("getting {a_v}", "switching to {a_v}"),
        plan=("Eyeing {a_v}. My current phone is on its last legs.",),
        ref=("Bought the phone I was eyeing. Setting it up now.",),
        drop=("Changed my mind about the {v}. Too expensive for what it is.",),
        still=("Still on my good old {v}.",),
        past=("My first smartphone was {a_x}, years ago. Nostalgia.",),
        scoped=(
            "My own phone is {a_v}; work gave me {a_x} that lives in a drawer.",
            "Personal stuff on the {v}, and there's {a_x} for on-call only.",
        ),
        distract=(
            "My dad just got {a_w} and keeps sending me blurry selfies.",
            "The {w} reviews are out and people are losing their minds.",
            "Would you get {a_w} or wait a year?",
            "Saw an ad for the {w} on the way home, looked sleek.",
            "Is {a_w} good for photos?",
        ),
        ask=(
            (
                "Which phone has the best battery right now?",
                "Reviewers have been happy with the {w} on battery life, depending on usage.",
            ),
        ),
        q_cur=("What phone does {n} have now?", "Which phone is {n} using these days?"),
        q_hist=("What phone did {n} have before the current one?",),
        q_plan=("Which phone is {n} thinking of getting?",),
        q_asof=("What phone does {n} have?", "Which phone does {n} use?"),
    ),
    Spec(
        key="car",
        pool=(
            "Toyota Corolla",
            "Tesla Model 3",
            "VW Golf",
            "Mazda MX-5",
            "Volvo XC40",
            "Honda Civic",
            "Renault Zoe",
            "Skoda Octavia",
            "Kia EV6",
            "Fiat 500",
        ),
        first=(
            "I drive {a_v}. Not glamorous, very reliable.",
            "My {v} needs a service, the light has been on for weeks.",
            "We have {a_v}, which is great until you try to fit a sofa in it.",
            "Took our {v} out to the coast yesterday, lovely drive.",
            "Car-wise, {a_v}. Runs like a dream.",
            "The {v} is old but I refuse to part with it.",
            "Parked my {v} in the worst spot imaginable today.",
            "Our {v} has seen three house moves and one very carsick dog.",
        ),
        change=(
            "Sold the {o}! We're driving {a_v} now.",
            "Picked up our new {v} today. The {o} went to my cousin.",
            "Traded the {o} in for {a_v}. No regrets so far.",
            "I drive {a_v} these days — the old {o} finally gave up.",
            "New wheels: {a_v}. It smells like a new car and I love it.",
            "After much agonising I went for {a_v}. Goodbye, {o}.",
            "Our household car is {a_v} now; the {o} is someone else's project.",
            "{n} now drives {a_v}. Yes, I'm that person now.",
            "Been driving the {v} for about a month, big step up from the {o}.",
        ),
        ger=("buying {a_v}", "trading in for {a_v}"),
        plan=("Test drove {a_v} at the weekend. Very tempted.",),
        ref=("We bought the car we test drove! Picking it up Friday.",),
        drop=("Not getting the {v} after all — the waiting list is absurd.",),
        still=("Still driving the {v}, still no complaints.",),
        past=("My first car was {a_x}, back in 2012. Absolute wreck.",),
        add=(
            "We've got {a_x} now too, alongside the {v}. Two-car household, very grown up.",
            "Added {a_x} to the driveway; the {v} stays for long trips.",
        ),
        distract=(
            "My neighbour just bought {a_w} and washes it every Sunday.",
            "Would you ever drive {a_w}? They look so small.",
            "Read that the new {w} has a recall. Yikes.",
            "If I won the lottery I'd buy {a_w}, no question.",
            "My sister's {w} broke down on the motorway again.",
        ),
        ask=(
            (
                "What's a sensible family car that's cheap to run?",
                "The {w} gets recommended a lot for that — decent space, low running costs.",
            ),
        ),
        q_cur=("What car does {n} drive now?", "Which car does {n} have these days?"),
        q_hist=("What car did {n} drive before?", "Which car did {n} have previously?"),
        q_plan=("Which car is {n} thinking of buying?",),
        q_asof=("What car does {n} drive?", "Which car does {n} have?"),
        q_all=("Which cars does {n}'s household have now?",),
    ),
    Spec(
        key="sport",
        pool=(
            "bouldering",
            "swimming",
            "yoga",
            "CrossFit",
            "Pilates",
            "tennis",
            "padel",
            "kayaking",
            "kickboxing",
            "jiu-jitsu",
            "volleyball",
            "trail running",
        ),
        first=(
            "I do {v} three times a week, it keeps me sane.",
            "{v} is my thing. Sore in weird places most days.",
            "My {v} sessions are the highlight of my week.",
            "Exercise-wise it's {v} for me. Have been at it for years.",
            "My weekends revolve around {v}, my friends have given up on brunch.",
            "I'm really into {v} — it's the only workout I don't dread.",
            "Skipped {v} today and I already feel restless.",
            "Been doing {v} since uni.",
        ),
        change=(
            "I've switched from {o} to {v}. Knees were not happy.",
            "These days I'm all about {v}. Haven't done {o} in ages.",
            "Gave up {o} and took up {v}. Best decision this year.",
            "My new thing is {v}. Three sessions in and I'm hooked.",
            "So {o} is out, {v} is in. Ask me about it, I dare you.",
            "Been doing {v} instead of {o} lately, loving it.",
            "{n} does {v} now. Sore, happy, slightly obsessed.",
            "After the injury I couldn't do {o}, so I got into {v} and stuck with it.",
            "Quit {o}, joined a {v} club. New people, new bruises.",
        ),
        ger=("taking up {v}", "getting into {v}"),
        plan=("A friend invited me to try {v}. Thinking about it.",),
        ref=("Went to that taster class I mentioned — signed up on the spot.",),
        drop=("Did one {v} session. Never again.",),
        still=("Still doing {v}, still sore.",),
        past=("In school I did a lot of {x}. Haven't in years.",),
        scoped=(
            "{v} is my main thing; {x} only on holidays.",
            "Mostly {v}, plus {x} when my friend drags me along.",
        ),
        add=(
            "I've added {x} alongside {v}, two evenings each.",
            "Doing {v} and {x} now — my calendar is just workouts.",
        ),
        distract=(
            "My brother is obsessed with {w}, he's doing a competition next month.",
            "Watched a {w} tournament on TV, looked brutal.",
            "Should I try {w}? Everyone at work is doing it.",
            "There's a {w} club opening round the corner.",
            "Honestly, {w} looks fun but I'd break something.",
        ),
        ask=(
            (
                "What's a good low-impact workout?",
                "{w} is often recommended — easy on the joints and good for overall fitness.",
            ),
        ),
        q_cur=("What sport does {n} do now?", "What's {n}'s main form of exercise these days?"),
        q_hist=("What sport did {n} do before?", "What exercise was {n} into previously?"),
        q_plan=("What sport is {n} thinking of taking up?",),
        q_asof=("What sport does {n} do?", "What's {n}'s main form of exercise?"),
        q_all=("What sports does {n} do now?",),
    ),
    Spec(
        key="gym",
        pool=(
            "Iron Temple",
            "Crag Hall",
            "PureGym",
            "Anytime Fitness",
            "The Foundry",
            "Basecamp Climbing",
            "Hatch Fitness",
            "Blok Studio",
        ),
        first=(
            "I train at {v}, it's five minutes from my door.",
            "My gym is {v}. Crowded at six, empty at nine.",
            "My gym, {v}, had its heating broken again today.",
            "Been a member at {v} for two years. Basically live there.",
            "Saw my trainer from {v} in the supermarket and hid. Don't judge.",
            "The regulars at my gym, {v}, are the nicest bunch.",
            "I go to {v}, they have a sauna, that's the whole reason.",
            "My {v} membership is the best money I spend each month.",
        ),
        change=(
            "Cancelled my {o} membership and joined {v}.",
            "I train at {v} now — {o} got too crowded.",
            "New gym: {v}. Fancier showers, same suffering.",
            "Moved my membership to {v}, it's closer to home.",
            "These days it's {v} for me. Miss the {o} crew a bit.",
            "{n} is now a {v} member. The towels are fluffy.",
            "Switched from {o} to {v} last month. Worth it for the classes alone.",
            "Joined {v}. My {o} card is cut up and in the bin.",
        ),
        ger=("joining {v}", "switching my membership to {v}"),
        plan=("Got a free trial pass for {v}, might switch.",),
        ref=("Used that trial pass and signed up on the spot.",),
        drop=("Not joining {v}, the contract was a trap.",),
        still=("Still at {v}.",),
        past=("Years ago I went to {x}. It's a car park now.",),
        distract=(
            "My friend swears {w} is the best gym in town.",
            "There's a new {w} opening near work, looks shiny.",
            "Is {w} any good? Heard mixed things.",
            "Passed {w} on the way home, the queue was out the door.",
        ),
        q_cur=("Which gym does {n} go to now?", "Where does {n} train these days?"),
        q_hist=("Which gym did {n} go to before?",),
        q_plan=("Which gym is {n} thinking of joining?",),
        q_asof=("Which gym does {n} go to?", "Where does {n} train?"),
    ),
    Spec(
        key="partner",
        pool=(
            "Daniel",
            "Leah",
            "Omar",
            "Jordan",
            "Camille",
            "Thiago",
            "Hana",
            "Luca",
            "Rosalind",
            "Felix",
            "Maren",
            "Ezra",
            "Idris",
            "Vesna",
            "Soren",
            "Delphine",
        ),
        first=(
            "My partner {v} made pancakes this morning. Spoiled.",
            "{v} and I have been together five years this spring.",
            "{v} — my other half — thinks I spend too much time talking to you.",
            "Date night with {v} tonight, we're trying the new Thai place.",
            "I live with my partner, {v}, and a frankly excessive number of plants.",
            "{v} and I argued about the thermostat again. Classic.",
            "My partner is {v}. Best person I know, terrible at board-game nights.",
            "We (me and {v}) are hosting dinner on Saturday.",
        ),
        change=(
            "{o} and I broke up a while ago. I'm seeing someone new now — {v}.",
            "New relationship alert: {v}. It's early, but it's good.",
            "After {o}, I didn't think I'd date again, but then I met {v}.",
            "I'm with {v} now. Things with {o} ended kindly, for what it's worth.",
            "{v} moved in last weekend! {C_o} would never have put up with my mess.",
            "My partner these days is {v}. We met at a friend's barbecue.",
            "{n} is off the market again — {v} and I made it official.",
            "It's been {v} and me for a few months now. Happy.",
        ),
        still=("{v} says hi, by the way.", "{v} and I are finally doing that mountain trip."),
        past=("My high-school sweetheart was called {x}. Haven't thought about that in years.",),
        distract=(
            "My sister's new partner is called {w}. Nice enough.",
            "Bumped into {w}, an old classmate, at the station.",
            "My colleague {w} just got engaged!",
            "{w} from the book club is throwing a party.",
        ),
        q_cur=("Who is {n}'s partner now?", "Who is {n} with these days?"),
        q_hist=("Who was {n}'s partner before?", "Who was {n} with previously?"),
        q_asof=("Who is {n}'s partner?", "Who is {n} in a relationship with?"),
    ),
    Spec(
        key="pet",
        pool=(
            "Biscuit",
            "Pepper",
            "Mochi",
            "Noodle",
            "Juniper",
            "Pickles",
            "Ziggy",
            "Bramble",
            "Waffles",
            "Clementine",
            "Sprocket",
            "Marmalade",
        ),
        first=(
            "Our {sp_v}, {v}, stole a sock again.",
            "{v} (my {sp_v}) is asleep on my keyboard, so this might be short.",
            "I have a {sp_v} called {v}. Best roommate ever.",
            "Our {v} needed a vet visit today. All fine, just dramatic.",
            "Took my {sp_v} {v} to the park, made about twelve new friends.",
            "My {sp_v} {v} has opinions about the mail carrier.",
            "Home with my {sp_v}, {v}, all day. My favourite kind of day.",
            "{v} is the boss in this house. I just pay the rent.",
        ),
        change=(
            "Sad news first: we lost {o} in the spring. But we've adopted a {sp_v} called {v}.",
            "Meet {v}, our new {sp_v}! {C_o} went to live with my parents on the farm.",
            "{o} lives with my sister now — long story — and {v}, a rescue {sp_v}, moved in.",
            "New family member: {v}. Rescue {sp_v}, very shy, very sweet.",
            "After {o} passed I didn't want another pet, but {v} found us.",
            "These days it's just me and {v}, my {sp_v}. {C_o} stayed with my ex.",
            "{n} is now the proud owner of a {sp_v} named {v}.",
            "Brought {v} home from the shelter yesterday. Already rules the sofa.",
        ),
        ger=("adopting {v} from the shelter", "bringing home the {sp_v} called {v}"),
        plan=("There's a {sp_v} at the shelter called {v}. I keep looking at the photo.",),
        ref=("We went back to the shelter and brought the little one home!",),
        drop=("Decided not to adopt {v}, our flat's just too small.",),
        still=("{v} says hello. Well, {v} ignores you, same thing.",),
        past=("Growing up we had a {sp_x} called {x}. Best childhood friend.",),
        add=(
            "We got a second one! {C_x}, a {sp_x}, alongside {v}. Chaos.",
            "{v} has a sibling now: {x}, a little {sp_x}.",
        ),
        distract=(
            "My neighbour's {sp_w}, {w}, keeps sneaking into our garden.",
            "Pet-sitting my friend's {sp_w} {w} this weekend.",
            "If I ever got a {sp_w} I'd call it {w}.",
            "Saw a {sp_w} named {w} on Instagram, instant love.",
        ),
        q_cur=("What's the name of {n}'s pet now?", "Which pet does {n} have these days?"),
        q_hist=("What was the name of {n}'s previous pet?",),
        q_plan=("Which pet is {n} thinking of adopting?",),
        q_asof=("What's the name of {n}'s pet?", "Which pet does {n} have?"),
        q_all=("What are the names of {n}'s pets now?", "Which pets does {n} currently have?"),
    ),
    Spec(
        key="coffee",
        pool=(
            "flat white",
            "oat latte",
            "cortado",
            "black americano",
            "cold brew",
            "matcha latte",
            "double espresso",
            "cappuccino",
        ),
        first=(
            "My usual is {a_v}, and the barista knows it by heart.",
            "{v} in hand, ready for the day.",
            "I can't function before my morning {v}.",
            "My order is always {a_v}. Creature of habit.",
            "Grabbed my usual {v} on the way in.",
            "The café downstairs makes my {v} exactly right.",
            "Coffee order: {a_v}, nothing fancy.",
            "If you see me without {a_v} before ten, call someone.",
        ),
        change=(
            "I've switched from {o} to {v}. My stomach thanks me.",
            "These days my order is {a_v}. {C_o} was too much.",
            "Gave up on {o} — it's {v} for me now.",
            "New usual: {a_v}. The barista looked betrayed.",
            "Not drinking {o} anymore, I'm {a_v} person now.",
            "Converted to {v}. {C_o} feels like a past life.",
            "{n}'s official coffee order is now {a_v}. Please update your records.",
            "After the dentist lecture I traded {o} for {v}.",
        ),
        ger=("switching my order to {a_v}", "changing my usual to {a_v}"),
        plan=("Thinking of switching my order to {a_v}.",),
        drop=("Tried {a_v} for a week. Went back.",),
        still=("Still {a_v} every morning.",),
        past=("In my twenties I lived on {x}. Never again.",),
        scoped=(
            "{a_v} usually, {a_x} on Fridays as a treat.",
            "Mostly {v}, but {x} at my parents' because that's all they make.",
        ),
        distract=(
            "My coworker orders {a_w} with four sugars. Chaotic.",
            "The new café does {a_w} that people queue for.",
            "Should I try {a_w}? Everyone's posting about it.",
            "Is {a_w} stronger than what I usually get?",
        ),
        ask=(
            (
                "What coffee has the least acidity?",
                "{a_w} tends to taste smoother and less acidic — worth a try.",
            ),
        ),
        q_cur=("What is {n}'s usual coffee order now?", "What coffee does {n} order these days?"),
        q_hist=("What was {n}'s previous coffee order?",),
        q_plan=("What coffee is {n} thinking of switching to?",),
        q_asof=("What is {n}'s usual coffee order?", "What coffee does {n} order?"),
    ),
    Spec(
        key="commute",
        pool=(
            "metro",
            "tram",
            "ferry",
            "e-bike",
            "motorbike",
            "scooter",
            "S-Bahn",
            "shuttle bus",
        ),
        first=(
            "I take the {v} to work, thirty minutes door to door.",
            "Commute is by {v}. Good time for podcasts.",
            "The {v} was packed this morning, I was basically a sardine.",
            "My daily {v} ride is the only quiet part of my day.",
            "Getting to the office by {v} is weirdly relaxing.",
            "{v} every morning, rain or shine.",
            "Missed my usual {v} today, late for standup.",
            "I commute by {v}, which means I listen to a lot of audiobooks.",
        ),
        change=(
            "I've stopped taking the {o}. It's the {v} for me now.",
            "New commute: {v}. Cuts twenty minutes off.",
            "Switched from the {o} to the {v} after the timetable change.",
            "These days I get to work by {v}. The {o} was driving me mad.",
            "Goodbye {o} delays, hello {v}.",
            "{n} commutes by {v} now. Healthier, supposedly.",
            "My commute changed: {v} every day instead of the {o}.",
            "Ditched the {o}. {C_v} all the way now.",
        ),
        ger=("commuting by {v}", "switching to the {v}"),
        plan=("Might start taking the {v} to work. Testing the route tomorrow.",),
        ref=("Tried the new route I mentioned and I'm sticking with it.",),
        drop=("Tested the {v} route once. Took an hour. No.",),
        still=("Still on the {v}, still listening to audiobooks.",),
        past=("Back in 2018 I commuted by {x}. Two hours a day. Never again.",),
        scoped=(
            "{v} most days, {x} when it rains.",
            "It's the {v} on weekdays, but on Fridays I take the {x} so I can stop at the market.",
        ),
        distract=(
            "The {w} strike is on again, glad I don't rely on it.",
            "My flatmate just started commuting by {w} and won't stop talking about it.",
            "Would commuting by {w} be faster? Probably not.",
            "Saw someone on {a_w} with a cat in a backpack.",
        ),
        q_cur=("How does {n} commute now?", "How does {n} get to work these days?"),
        q_hist=("How did {n} commute before?",),
        q_plan=("How is {n} thinking of commuting instead?",),
        q_asof=("How does {n} commute?", "How does {n} get to work?"),
    ),
    Spec(
        key="music",
        pool=(
            "jazz",
            "techno",
            "K-pop",
            "bossa nova",
            "heavy metal",
            "Afrobeats",
            "lo-fi hip hop",
            "classical",
            "bluegrass",
            "synthwave",
            "reggaeton",
            "city pop",
        ),
        first=(
            "I listen to {v} pretty much all day.",
            "{v} on the headphones, do not disturb.",
            "My playlists are ninety percent {v}.",
            "Went to a {v} gig last night, ears still ringing.",
            "I'm a {v} person through and through.",
            "Working to {v} as always, very productive.",
            "Nothing makes me happier than loud {v} on a Friday.",
            "{v} got me through exams and it's still my go-to.",
        ),
        change=(
            "I've gone off {o}. These days it's all {v}.",
            "My music taste took a turn: {v} now, {o} barely at all.",
            "Been obsessed with {v} lately. Haven't played {o} in months.",
            "My year-end listening stats say I'm a {v} fan now. They're right.",
            "New phase: {v}. My neighbours miss the {o}, probably.",
            "{n} listens to {v} now. Fight me.",
            "Somewhere along the way {v} replaced {o} as my default.",
            "It's {v} on repeat these days.",
        ),
        still=("Still {v} on repeat.",),
        past=("As a teenager I was really into {x}. Embarrassing photos exist.",),
        add=(
            "I've added {x} alongside {v} — my playlists are a mess now.",
            "Listening to {v} and {x} these days, depending on my mood.",
        ),
        distract=(
            "My brother got into {w} and plays it at full volume.",
            "There's a {w} festival in town this weekend.",
            "Can you recommend some {w} for a dinner party?",
            "Tried listening to {w}, didn't click.",
        ),
        ask=(
            (
                "Any music to help me focus while working?",
                "A lot of people like {w} for focus — steady without being distracting.",
            ),
        ),
        q_cur=("What music does {n} listen to now?", "What kind of music is {n} into these days?"),
        q_hist=("What music was {n} into before?",),
        q_asof=("What music does {n} listen to?", "What kind of music is {n} into?"),
        q_all=("What kinds of music does {n} listen to now?",),
    ),
    Spec(
        key="notes_app",
        pool=(
            "Notion",
            "Obsidian",
            "Logseq",
            "Evernote",
            "OneNote",
            "Joplin",
            "Roam Research",
            "Apple Notes",
        ),
        first=(
            "Everything I know lives in {v}.",
            "My whole life is organised in {v}. Grocery lists included.",
            "{v} is my second brain. The first one is unreliable.",
            "Took meeting notes in {v} as usual.",
            "I keep all my recipes in {v}.",
            "My {v} setup is embarrassingly elaborate.",
            "Couldn't survive without {v}, honestly.",
            "Dumped my thoughts into {v} and went to bed.",
        ),
        change=(
            "Moved all my notes from {o} to {v}. Took a whole Sunday.",
            "I use {v} now. {C_o} got too slow.",
            "Switched to {v} — bye {o}, it was fun.",
            "My notes live in {v} these days.",
            "Finally left {o}. {C_v} just clicks for me.",
            "{n} is a {v} person now. The migration was painful.",
            "New system: {v}. Don't ask about the old {o} pages.",
            "Exported everything out of {o} and into {v}.",
        ),
        ger=("moving all my notes to {v}", "migrating to {v}"),
        plan=("Trying {v} on the side. Might move everything over.",),
        ref=("Did the big notes migration I talked about. Everything's moved.",),
        drop=("Tried {v} for a week, went crawling back.",),
        still=("Still all in {v}.",),
        past=("Back in 2016 I kept everything in {x}.",),
        scoped=(
            "Personal stuff goes in {v}, but work makes us use {x}.",
            "{v} for everything except the shared family lists, which are in {x}.",
        ),
        add=("Added {x} alongside {v}, one for work, one for life.",),
        distract=(
            "My colleague just moved to {w} and won't shut up about it.",
            "{w} raised their prices again, glad I'm not paying.",
            "Is {w} any good for journaling?",
            "Watched a video about someone's {w} setup. Impressive and slightly scary.",
        ),
        ask=(
            (
                "What's a good app for organising notes?",
                "{w} is popular for that — flexible and easy to start with.",
            ),
        ),
        q_cur=("Which notes app does {n} use now?", "What does {n} keep notes in these days?"),
        q_hist=("Which notes app did {n} use before?",),
        q_plan=("Which notes app is {n} thinking of moving to?",),
        q_asof=("Which notes app does {n} use?", "What does {n} keep notes in?"),
        q_all=("Which notes apps does {n} use now?",),
    ),
    Spec(
        key="manager",
        pool=(
            "Helen Park",
            "Raj Mehta",
            "Bogdan Ilie",
            "Marisol Vega",
            "Greg Hollis",
            "Yuki Tanaka",
            "Tobias Brandt",
            "Adaeze Okafor",
            "Simone Laurent",
            "Kofi Mensah",
        ),
        first=(
            "My manager is {v}. Firm but fair.",
            "Had my one-on-one with {v} today, went well.",
            "I report to {v}, who is honestly the best boss I've had.",
            "{v} — my boss — approved my holiday. Yay.",
            "My manager {v} sends emails at 6am. I don't reply until nine.",
            "Working under {v} has been great for my career.",
            "{v} runs our group and somehow remembers everyone's birthday.",
            "Quick chat with my boss, {v}, about the roadmap.",
        ),
        change=(
            "Reorg news: I report to {v} now instead of {o}.",
            "{o} left the company, so my new manager is {v}.",
            "Got a new boss this month — {v}. First one-on-one was good.",
            "These days my manager is {v}. {C_o} moved to another department.",
            "I now report to {v}. Still getting used to their style.",
            "My line manager changed to {v}. {C_o} was promoted upwards.",
            "{n} reports to {v} now, according to the org chart at least.",
            "Said goodbye to {o} as my boss. {C_v} took over the group.",
        ),
        ger=("moving under {v}", "switching to {v}'s group"),
        plan=("There's a chance I'll end up reporting to {v} after the reorg.",),
        drop=("The reorg fell through, so I'm not moving under {v}.",),
        still=("{v} is still my boss, thankfully.",),
        past=("My first ever boss was {x}. Terrifying and brilliant.",),
        distract=(
            "My friend's manager, {w}, just quit dramatically.",
            "{w} from finance is retiring. Cake on Friday.",
            "Heard {w} is hiring for their group.",
            "Everyone says {w} is a great manager. Not mine, though.",
        ),
        q_cur=("Who is {n}'s manager now?", "Who does {n} report to these days?"),
        q_hist=("Who was {n}'s manager before?", "Who did {n} report to previously?"),
        q_plan=("Who might {n} end up reporting to?",),
        q_asof=("Who is {n}'s manager?", "Who does {n} report to?"),
    ),
    Spec(
        key="project",
        pool=(
            "Heron",
            "Marigold",
            "Tesseract",
            "Sundial",
            "Driftwood",
            "Lantern",
            "Basalt",
            "Bluebird",
            "Quarry",
            "Nimbus",
        ),
        first=(
            "I'm on project {v}, which is secret, so that's all I can say.",
            "Project {v} is eating my life right now.",
            "Most of my week goes into {v}, our big migration.",
            "My {v} deadline is looming. Send snacks.",
            "Work is all {v} at the moment.",
            "I lead the frontend bit of {v}.",
            "Demoed my team's work on {v} to the execs today. Went fine!",
            "My days are {v}, {v}, and more {v}.",
        ),
        change=(
            "I've been moved off {o} and onto {v}.",
            "{o} shipped! I'm on {v} now.",
            "New project for me: {v}. {C_o} is in maintenance mode.",
            "These days I'm working on {v}. Miss the {o} crew.",
            "They pulled me onto {v} last week. {C_o} can live without me.",
            "{n} is now officially on {v}. Docs for newcomers: nonexistent.",
            "My main project is {v} now, after {o} wrapped up.",
            "Switched projects: {v}.",
        ),
        ger=("moving onto {v}", "joining the {v} project"),
        plan=("My lead asked if I'd like to move to {v} next quarter.",),
        ref=("The project move I mentioned happened. New repo, new pain.",),
        drop=("Not moving to {v} after all — they need me where I am.",),
        still=("Still on {v}.",),
        past=("My first project here was {x}. Legendary mess.",),
        distract=(
            "The {w} crew is behind schedule again.",
            "Heard {w} got cancelled. Ouch.",
            "My friend works on {w} and says it's chaos.",
            "There was a demo of {w} today, very impressive.",
        ),
        q_cur=("Which project is {n} working on now?", "What's {n}'s main project these days?"),
        q_hist=("Which project was {n} on before?", "What was {n}'s previous project?"),
        q_plan=("Which project might {n} move to?",),
        q_asof=("Which project is {n} working on?", "What's {n}'s main project?"),
    ),
    Spec(
        key="spoken_languages",
        multi=True,
        pool=(
            "English",
            "Spanish",
            "Portuguese",
            "French",
            "German",
            "Arabic",
            "Hindi",
            "Japanese",
            "Swahili",
            "Polish",
            "Turkish",
            "Mandarin",
            "Korean",
            "Dutch",
            "Italian",
            "Yoruba",
        ),
        first=(
            "I speak {vs}.",
            "Languages? {vs}. Switching mid-sentence was normal in my family.",
            "At home we mix {vs}, sometimes in the same sentence.",
            "I'm comfortable in {vs}, which helps a lot at work.",
            "Between {vs}, I can usually find someone to talk to.",
            "{vs} — those are my languages.",
            "My languages are {vs}; my mum insisted.",
            "I get by in {vs}.",
        ),
        also=(
            "Oh, and {x} too.",
            "Plus {x}, from my grandparents.",
            "I forgot — {x} as well, fairly fluent.",
        ),
        add=(
            "I can finally hold a real conversation in {x}! Two years of classes paid off.",
            "Passed my {x} exam — I'd say I speak it properly now.",
            "Add {x} to my list of languages. Took long enough.",
            "Spent the summer immersed in {x}; I'm conversational now.",
            "My {x} is good enough for meetings these days.",
            "{n} speaks {x} now. The tutor says so, so it's official.",
            "Ordered dinner and argued with a taxi driver in {x} today. Fluent enough!",
            "We've been speaking {x} at home so the kids learn it, and now I'm decent too.",
        ),
        remove=(
            "My {x} has completely faded. I wouldn't say I speak it anymore.",
            "Honestly, I've lost my {x}. Haven't used it in years.",
            "Tried speaking {x} on holiday and nothing came out. It's gone.",
        ),
        ger=("learning {v}", "taking {v} classes"),
        plan=(
            "Signed up for a trial {v} class. Maybe I'll stick with it.",
            "Thinking of learning {v} before the big trip.",
        ),
        drop=("Quit the {v} course after two weeks. Not the right time.",),
        past=("As a kid I spoke some {x}, but it's all gone now.",),
        distract=(
            "My colleague speaks {w} fluently, so impressive.",
            "Is {w} hard to learn for adults?",
            "Watched a film in {w} with subtitles last night.",
            "My niece is learning {w} at school.",
        ),
        ask=(
            (
                "Which language would be easiest for me to pick up next?",
                "{w} is often considered one of the more approachable ones to start with.",
            ),
        ),
        q_all=("Which languages does {n} speak now?", "What languages can {n} speak these days?"),
        q_hist=("Which language did {n} most recently stop speaking?",),
        q_plan=("Which language is {n} thinking of learning?",),
        q_asof=("What languages does {n} speak?", "Which languages does {n} speak?"),
    ),
    Spec(
        key="hobbies",
        multi=True,
        pool=(
            "pottery",
            "chess",
            "knitting",
            "birdwatching",
            "woodworking",
            "salsa dancing",
            "photography",
            "gardening",
            "watercolour painting",
            "board games",
            "ukulele",
            "calligraphy",
            "sourdough baking",
        ),
        first=(
            "My hobbies are {vs}. Not much time for anything else.",
            "Outside work it's {vs} for me.",
            "Weekends are for {vs}.",
            "I unwind with {vs}.",
            "Free time goes to {vs}, in that order.",
            "{vs}: that's basically my personality outside the office.",
            "I'm into {vs}, my flat shows it.",
            "My evenings are {vs}, mostly.",
        ),
        also=("And {x}, when I find time.", "Oh, also {x}. Can't forget that."),
        add=(
            "Picked up {x} recently. I'm terrible and I love it.",
            "New hobby: {x}. Bought way too much gear already.",
            "I've gotten really into {x} these past months.",
            "Signed up for a {x} class and now it's my favourite night of the week.",
            "{x} is my new obsession — on top of everything else.",
            "Started {x} with my neighbour, we do it every Sunday now.",
            "{n} has a new hobby: {x}. Send encouragement.",
            "We took up {x} as a couple; it's become a weekly thing.",
        ),
        remove=(
            "I gave up {x}. Just stopped enjoying it.",
            "Haven't done {x} in ages, I think that chapter's closed.",
            "Sold all my {x} stuff. Needed the space, and the time.",
            "Quit {x}. No regrets.",
        ),
        ger=("taking up {v}", "signing up for a {v} class"),
        plan=("The community centre has a {v} course, might join.",),
        drop=("The {v} class was full, and honestly I lost interest.",),
        past=("As a kid I did a lot of {x}, stopped in my teens.",),
        distract=(
            "My mum just got into {w}. Her kitchen is a mess.",
            "Watched a documentary on {w}, looks meditative.",
            "Would {w} be a good hobby for me, you think?",
            "A friend gave me a {w} starter kit. Not sure I'll use it.",
        ),
        ask=(
            (
                "I need a relaxing hobby, ideas?",
                "{w} could be nice — it's calming and easy to start.",
            ),
        ),
        q_all=("What are {n}'s hobbies now?", "What does {n} do for fun these days?"),
        q_hist=(
            "Which hobby did {n} give up most recently?",
            "What hobby did {n} most recently drop?",
        ),
        q_plan=("Which hobby is {n} thinking of taking up?",),
        q_asof=("What are {n}'s hobbies?", "What does {n} do for fun?"),
    ),
)

ZH_LIST: tuple[Spec, ...] = (
    Spec(
        key="city",
        pool=(
            "上海",
            "深圳",
            "杭州",
            "成都",
            "北京",
            "广州",
            "南京",
            "西安",
            "苏州",
            "厦门",
            "武汉",
            "重庆",
        ),
        first=(
            "我住在{v}，离公司不算远。",
            "{v}今天又下雨了，住在这儿就得习惯。",
            "我们家在{v}，房子不大但挺温馨。",
            "在{v}生活快五年了，已经是半个本地人。",
            "{v}的夏天真是要命，我家空调开了一整天。",
            "作为一个{v}人，我对这里的早餐很有发言权。",
            "我是{n}，坐标{v}。",
            "在{v}租房真不便宜，不过住着还挺舒服。",
        ),
        change=(
            "跟你说个大消息：我搬到{v}了！离开{o}还有点舍不得。",
            "从{o}搬来{v}快一个月了，还在适应。",
            "现在住{v}了，{o}那边的房子已经退租。",
            "我们全家搬去了{v}，孩子转学的事也办好了。",
            "新城市新生活，{v}，我来了。",
            "离开{o}以后定居在{v}，这边节奏慢一点，挺好。",
            "{n}已经是{v}人了，户口都迁过来了。",
            "最近在{v}安顿下来了，之前在{o}的那些年像上辈子的事。",
            "对了，我现在不在{o}了，搬到{v}了。",
        ),
        ger=("搬去{v}", "去{v}发展"),
        plan=("公司说可以调我去{v}，我在认真考虑。",),
        ref=("上次说的那个房子签了，下周就搬过去。", "之前犹豫的调动，我答应了，已经到新城市了。"),
        drop=("不去{v}了，家里人还是希望我留下。",),
        still=("还在{v}，一切照旧。",),
        past=("2019年那会儿我在{x}住过一年。",),
        distract=(
            "我表哥刚搬去{w}，天天发朋友圈。",
            "{w}的房价又涨了，看新闻吓一跳。",
            "你去过{w}吗？听说那边的小吃很好吃。",
            "五一想去{w}玩几天，不知道人会不会太多。",
            "同事老家是{w}的，给我们带了特产。",
        ),
        ask=(("国内哪个城市适合周末短途旅行？", "{w}挺不错的，吃的多，交通也方便。"),),
        q_cur=("{n}现在住在哪个城市？", "{n}目前住在哪里？"),
        q_hist=("{n}之前住在哪个城市？", "{n}搬家前住在哪里？"),
        q_plan=("{n}在考虑搬去哪个城市？",),
        q_asof=("{n}住在哪个城市？", "{n}住在哪里？"),
    ),
    Spec(
        key="employer",
        pool=(
            "字节跳动",
            "腾讯",
            "阿里巴巴",
            "美团",
            "网易",
            "京东",
            "大疆",
            "携程",
            "快手",
            "拼多多",
            "商汤",
            "蔚来",
        ),
        first=(
            "我在{v}上班，天天加班到九点。",
            "我们{v}的食堂今天终于上新菜了。",
            "在{v}干了三年，算是老员工了。",
            "我们{v}今年年会抽奖，我又是陪跑。",
            "我目前在{v}工作，做的事情还挺有意思的。",
            "我们{v}最近在搞降本增效，大家都很紧张。",
            "作为{v}的员工，我对他们家的产品有点审美疲劳。",
            "在{v}上班的好处是离家近。",
        ),
        change=(
            "我从{o}离职了，下周一去{v}报到。",
            "跳槽成功！现在在{v}上班。",
            "入职{v}一个月了，比{o}轻松一点。",
            "已经不在{o}了，现在是{v}的人。",
            "{o}裁员，我正好拿到了{v}的offer，就过去了。",
            "{n}正式加入{v}啦，工牌都领了。",
            "换工作了，新东家是{v}。",
            "在{v}的第一周，每天开会熟悉业务，{o}的事情总算交接完了。",
        ),
        ger=("去{v}", "跳槽去{v}"),
        plan=("拿到了{v}的offer，还在纠结要不要去。",),
        ref=("上次说的那个offer我接了，下个月入职。",),
        drop=("最后还是拒了{v}，通勤太远了。",),
        still=("还在{v}，没什么变化。",),
        past=("刚毕业那会儿我在{x}实习过。",),
        distract=(
            "听说{w}又在裁员了，好惨。",
            "我室友刚拿了{w}的offer，请我们吃了火锅。",
            "{w}的HR今天又加我微信，我没回。",
            "你觉得{w}的工作氛围怎么样？",
            "新闻说{w}今年利润大涨。",
        ),
        ask=(("现在哪些公司在招数据岗？", "最近{w}好像在招，可以去他们官网看看。"),),
        q_cur=("{n}现在在哪家公司上班？", "{n}目前在哪里工作？"),
        q_hist=("{n}之前在哪家公司？", "{n}上一份工作在哪里？"),
        q_plan=("{n}在考虑去哪家公司？",),
        q_asof=("{n}在哪家公司上班？", "{n}在哪里工作？"),
    ),
    Spec(
        key="role",
        pool=(
            "后端工程师",
            "产品经理",
            "数据分析师",
            "算法工程师",
            "测试开发",
            "前端工程师",
            "技术经理",
            "交互设计师",
            "运维工程师",
        ),
        first=(
            "我是{v}，每天跟需求打交道。",
            "做{v}这几年，头发少了不少。",
            "我的岗位是{v}，说白了就是什么都干。",
            "作为{v}，周会是我最怕的时候。",
            "{v}这份工作，累是累，但挺有成就感的。",
            "我在组里做{v}。",
            "职位是{v}，不过最近在帮忙做招聘。",
            "当{v}快四年了。",
        ),
        change=(
            "升职了！现在是{v}。",
            "我转岗了，从{o}转成了{v}。",
            "新岗位是{v}，跟以前做{o}完全不一样。",
            "不做{o}了，现在当{v}。",
            "{n}现在的title是{v}，名片都换了。",
            "内部转岗成功，{v}，下周开始。",
            "现在的工作是{v}，终于不用再做{o}那些事了。",
            "正式成为{v}了，还有点不适应。",
        ),
        ger=("转{v}", "转岗做{v}"),
        plan=("领导问我想不想转{v}，我在考虑。",),
        ref=("之前说的转岗批下来了，新岗位下周开始。",),
        drop=("不转{v}了，想想还是现在的活适合我。",),
        still=("还是{v}，没变。",),
        past=("刚工作那会儿我做过{x}。",),
        distract=(
            "我朋友刚转成{w}，说天天开会。",
            "{w}是不是很卷？",
            "表妹大学毕业想当{w}，问我意见。",
            "招聘网站上{w}的岗位好多。",
        ),
        q_cur=("{n}现在的职位是什么？", "{n}目前做什么工作？"),
        q_hist=("{n}之前是什么职位？",),
        q_plan=("{n}在考虑转成什么岗位？",),
        q_asof=("{n}的职位是什么？", "{n}做什么工作？"),
    ),
    Spec(
        key="diet",
        pool=("素食", "生酮", "轻断食", "低碳水", "控糖", "地中海饮食"),
        first=(
            "我一直坚持{v}，出去聚餐有点麻烦。",
            "{v}好几年了，已经习惯了。",
            "我们家现在都是{v}，做饭得花点心思。",
            "我在{v}，同事都知道。",
            "{v}对我来说不是减肥，是一种生活方式。",
            "因为{v}，我点外卖要研究半天。",
            "{n}在{v}这件事，全公司都知道了。",
            "一直{v}，身体感觉不错。",
        ),
        change=(
            "我现在改成{v}了，之前的{o}坚持不下去。",
            "最近开始{v}，{o}算是告一段落。",
            "从{o}换成{v}了，医生建议的。",
            "不搞{o}了，现在{v}。",
            "{v}一个月了，比{o}舒服多了。",
            "{n}现在在{v}，聚餐记得照顾一下。",
            "我们全家改{v}了，省得做两份饭。",
            "这段时间一直{v}，感觉精神好很多。",
        ),
        ger=("改成{v}", "换成{v}"),
        plan=("朋友推荐我试试{v}，在考虑。",),
        drop=("{v}试了三天就放弃了，太难了。",),
        still=("还是{v}。",),
        past=("大学时候我搞过一阵{x}。",),
        distract=(
            "我妈最近在搞{w}，天天给我发食谱。",
            "公司楼下开了一家主打{w}的餐厅。",
            "{w}真的健康吗？网上说法好多。",
            "同事在{w}，午饭只吃沙拉。",
        ),
        q_cur=("{n}现在是什么饮食方式？", "{n}目前怎么吃？"),
        q_hist=("{n}之前是什么饮食方式？",),
        q_plan=("{n}在考虑尝试什么饮食？",),
        q_asof=("{n}的饮食方式是什么？",),
    ),
    Spec(
        key="editor",
        pool=(
            "VS Code",
            "Neovim",
            "IntelliJ",
            "PyCharm",
            "Emacs",
            "Sublime Text",
            "Helix",
            "GoLand",
        ),
        first=(
            "我写代码用{v}，插件装了一堆。",
            "{v}用顺手了，换不掉。",
            "今天又花了一晚上折腾{v}的配置。",
            "我的主力编辑器是{v}。",
            "{v}yyds，不接受反驳。",
            "公司电脑上也装了{v}，配置同步很方便。",
            "习惯了{v}的快捷键，别的都用不惯。",
            "{v}开一整天，内存都快不够了。",
        ),
        change=(
            "我终于从{o}换到{v}了。",
            "现在写代码都用{v}，{o}卸载了。",
            "{o}越来越卡，干脆转{v}了，真香。",
            "用{v}一个月了，回不去{o}了。",
            "组里统一换成{v}，{o}只好告别。",
            "{n}正式成为{v}用户。",
            "编辑器换成{v}了，肌肉记忆还在适应。",
            "最近主力是{v}，之前那个{o}配置太乱了。",
        ),
        ger=("换成{v}", "转去用{v}"),
        plan=("同事安利{v}，打算下个月试试。",),
        ref=("之前说要换的编辑器，我换了，两周了挺好用。",),
        drop=("{v}试了一下午，不适合我。",),
        still=("还是{v}。",),
        past=("上学时候我一直用{x}。",),
        scoped=("平时用{v}，但是客户项目只能用{x}。", "主要是{v}，写脚本的时候用{x}。"),
        add=("现在{v}和{x}一起用，看项目。", "又加了个{x}，跟{v}搭配着用。"),
        distract=(
            "同事天天安利{w}，我不为所动。",
            "看了个{w}的演示视频，挺炫的。",
            "{w}值得学吗？",
            "{w}和{v}哪个好？评论区吵翻了。",
        ),
        ask=(("新手学前端用什么编辑器好？", "很多新手用{w}上手都挺快的，插件也多。"),),
        q_cur=("{n}现在用什么编辑器？",),
        q_hist=("{n}之前用的是什么编辑器？",),
        q_plan=("{n}在考虑换成什么编辑器？",),
        q_asof=("{n}用什么编辑器？",),
        q_all=("{n}现在都用哪些编辑器？",),
    ),
    Spec(
        key="programming_language",
        pool=("Python", "Rust", "TypeScript", "Kotlin", "Java", "Golang", "Swift", "Scala"),
        first=(
            "我主要写{v}。",
            "我们后端全是{v}，我天天写。",
            "今天在我们的{v}代码里查了一下午bug。",
            "{v}写了五年了，闭着眼都能写。",
            "组里是{v}技术栈。",
            "说到底我还是个{v}程序员。",
            "写{v}养家糊口。",
            "{v}是我的主力语言。",
        ),
        change=(
            "我们把服务从{o}迁到{v}了，现在天天写{v}。",
            "换工作后主要写{v}，{o}基本不碰了。",
            "已经不写{o}了，现在主力是{v}。",
            "团队这季度全面转{v}，告别{o}。",
            "{n}现在是{v}程序员了。",
            "最近都在写{v}，{o}的代码交给别人了。",
            "技术栈换了，{v}。",
            "{o}写够了，转{v}了，感觉不错。",
        ),
        ger=("转{v}", "用{v}重写服务"),
        plan=("组里在讨论用{v}重写，我挺期待的。",),
        ref=("之前说的重写真的开始了，整个组都换了新技术栈。",),
        drop=("{v}重写的计划取消了。",),
        still=("还在写{v}。",),
        past=("实习那会儿写过{x}。",),
        scoped=("工作上用{v}，自己的小项目用{x}。", "主要是{v}，数据脚本用{x}。"),
        add=("现在{v}和{x}都写，看仓库。", "除了{v}，最近也开始写{x}了，组里一半服务是{x}。"),
        distract=(
            "朋友在学{w}，天天问我问题。",
            "看了篇{w}和{v}的对比文章。",
            "{w}社区最近好热闹。",
            "有空想学学{w}。",
        ),
        ask=(("写个命令行小工具用什么语言好？", "{w}就挺合适的，工具链成熟，打包也方便。"),),
        q_cur=("{n}现在主要用什么编程语言？",),
        q_hist=("{n}之前主要写什么语言？",),
        q_plan=("{n}在考虑换成什么语言？",),
        q_asof=("{n}主要用什么编程语言？",),
        q_all=("{n}现在写哪些编程语言？",),
    ),
    Spec(
        key="phone",
        pool=(
            "iPhone 15",
            "iPhone 13",
            "华为Mate 60",
            "小米14",
            "OPPO Find X7",
            "vivo X100",
            "荣耀Magic6",
            "Pixel 8",
        ),
        first=(
            "我用的是{v}，电池有点不行了。",
            "{v}拍照还挺好看的。",
            "手机是{v}，用了两年多。",
            "我的{v}屏幕又摔裂了。",
            "用{v}打字，错别字见谅。",
            "{v}用着挺顺手，没换的打算。",
            "手里这台{v}陪我好久了。",
            "我的手机是{v}。",
        ),
        change=(
            "换手机了，{v}！",
            "{o}终于退役了，现在用{v}。",
            "{o}掉水里了，只好买了台{v}。",
            "用{v}一个月了，比{o}流畅多了。",
            "新手机{v}到货，数据迁移搞了一晚上。",
            "{n}也用上{v}了。",
            "把{o}卖了，换了{v}。",
            "现在手机是{v}，{o}给我妈用了。",
        ),
        ger=("换{v}", "入手{v}"),
        plan=("在看{v}，旧手机快不行了。",),
        ref=("上次看中的那台手机买了，正在设置。",),
        drop=("{v}太贵了，不换了。",),
        still=("还是那台{v}。",),
        past=("我第一台智能手机是{x}。",),
        scoped=("自己用{v}，公司发了一台{x}专门值班用。",),
        distract=(
            "我爸刚买了{w}，天天发自拍。",
            "{w}发布会你看了吗？",
            "{w}拍照怎么样？",
            "商场里全是{w}的广告。",
        ),
        ask=(("现在哪款手机续航最好？", "很多评测说{w}的续航表现不错，不过还要看使用习惯。"),),
        q_cur=("{n}现在用什么手机？",),
        q_hist=("{n}之前用的什么手机？",),
        q_plan=("{n}在考虑买什么手机？",),
        q_asof=("{n}用什么手机？",),
    ),
    Spec(
        key="car",
        pool=(
            "比亚迪汉",
            "特斯拉Model Y",
            "理想L7",
            "小鹏P7",
            "大众朗逸",
            "丰田凯美瑞",
            "极氪001",
            "本田雅阁",
        ),
        first=(
            "我开的是{v}，省心。",
            "{v}该保养了，灯亮了好几天。",
            "周末开着我家的{v}去郊区转了一圈。",
            "家里的车是{v}。",
            "我的{v}开了五年了。",
            "{v}空间够大，一家人出门刚好。",
            "开我的{v}去商场，停车停了半小时。",
            "开{v}上下班，堵是堵了点。",
        ),
        change=(
            "把{o}卖了，换了{v}。",
            "提车啦！{v}。",
            "{o}置换成{v}了，开着很舒服。",
            "现在开{v}，{o}给我弟了。",
            "新车{v}开了一个月，比{o}省心多了。",
            "{n}也开上{v}了。",
            "我们家换车了，{v}。",
            "纠结了很久，最后买了{v}，{o}拜拜。",
        ),
        ger=("买{v}", "换{v}"),
        plan=("周末去试驾了{v}，有点心动。",),
        ref=("试驾的那台车订了，下周提车。",),
        drop=("不买{v}了，等车太久。",),
        still=("还开着{v}。",),
        past=("我第一辆车是{x}。",),
        add=("家里又添了一台{x}，跟{v}一起，一人一台。",),
        distract=(
            "邻居刚买了{w}，天天洗。",
            "{w}好像要召回了。",
            "你觉得{w}怎么样？",
            "我姐的{w}又坏在高速上了。",
        ),
        ask=(("家用车买什么比较省心？", "{w}口碑不错，空间和能耗都还可以。"),),
        q_cur=("{n}现在开什么车？",),
        q_hist=("{n}之前开的什么车？",),
        q_plan=("{n}在考虑买什么车？",),
        q_asof=("{n}开什么车？",),
        q_all=("{n}家现在有哪些车？",),
    ),
    Spec(
        key="sport",
        pool=("攀岩", "游泳", "瑜伽", "羽毛球", "网球", "飞盘", "普拉提", "骑行", "拳击", "跑步"),
        first=(
            "我平时的运动是{v}。",
            "{v}是我每周雷打不动的安排。",
            "今天练完{v}浑身酸痛。",
            "{v}坚持好几年了。",
            "周末基本都交给{v}了。",
            "我最喜欢的运动就是{v}。",
            "认识的朋友大多是{v}圈子的。",
            "{n}的运动只有一个：{v}。",
        ),
        change=(
            "{o}不搞了，改成{v}，膝盖受不了。",
            "最近迷上了{v}，{o}好久没碰了。",
            "从{o}转到{v}，感觉找到了真爱。",
            "现在主要的运动是{v}了。",
            "受伤以后{o}没法继续，就开始{v}了，一直坚持到现在。",
            "{n}现在的运动换成{v}了。",
            "报了个{v}班，{o}的卡没续。",
            "换运动了：{v}。{o}先放一放。",
        ),
        ger=("去练{v}", "报个{v}班"),
        plan=("朋友约我去体验{v}，在考虑。",),
        ref=("上次说的体验课去了，当场办了卡。",),
        drop=("{v}体验了一次，不适合我。",),
        still=("还是{v}。",),
        past=("上学时候练过{x}。",),
        scoped=("主要是{v}，偶尔被朋友拉去玩{x}。",),
        add=("现在{v}和{x}都在练。", "除了{v}，又开始练{x}了，一周各两次。"),
        distract=(
            "我哥迷上了{w}，下个月还要比赛。",
            "电视上在转播{w}比赛。",
            "同事都在玩{w}，要不要试试？",
            "楼下新开了一家{w}馆。",
        ),
        q_cur=("{n}现在主要做什么运动？",),
        q_hist=("{n}之前做什么运动？",),
        q_plan=("{n}在考虑尝试什么运动？",),
        q_asof=("{n}做什么运动？",),
        q_all=("{n}现在都做哪些运动？",),
    ),
    Spec(
        key="pet",
        pool=("年糕", "豆豆", "汤圆", "布丁", "芝麻", "团子", "煤球", "旺财"),
        first=(
            "我家{sp_v}叫{v}，又把拖鞋咬坏了。",
            "{v}在我键盘上睡着了，打字好难。",
            "养了一只{sp_v}，叫{v}。",
            "今天带{v}去打疫苗，叫得整栋楼都听见了。",
            "{v}是我们家的老大。",
            "下班回家{v}在门口等我，瞬间治愈。",
            "{n}家的{sp_v}{v}，小区里出了名的馋。",
            "{v}最近胖了，得控制一下。",
        ),
        change=(
            "家里新来了一只{sp_v}，叫{v}。{o}送去我爸妈那边了。",
            "{o}走了，难过了好久。现在养了{v}，是只{sp_v}。",
            "领养了一只{sp_v}，名字叫{v}！",
            "现在家里只有{v}了，{o}跟着前任走了。",
            "欢迎新成员{v}！",
            "{n}当上{v}的铲屎官了。",
            "从救助站接回了{v}，已经霸占沙发了。",
            "{o}之后本来不想再养，但{v}太可爱了。",
        ),
        ger=("领养{v}", "把{v}接回家"),
        plan=("救助站有只{sp_v}叫{v}，我一直在看它的照片。",),
        ref=("又去了一趟救助站，把那只小家伙接回来了！",),
        drop=("不领养{v}了，房子太小。",),
        still=("{v}向你问好。",),
        past=("小时候家里养过一只{sp_x}，叫{x}。",),
        add=("又添了一只！{x}，{sp_x}，和{v}作伴。",),
        distract=(
            "邻居家的{sp_w}{w}老跑到我们院子里。",
            "这周帮朋友照顾它家的{w}。",
            "要是再养一只就叫{w}。",
            "网上看到一只叫{w}的{sp_w}，太萌了。",
        ),
        q_cur=("{n}现在养的宠物叫什么？",),
        q_hist=("{n}之前养的宠物叫什么？",),
        q_plan=("{n}在考虑领养哪只宠物？",),
        q_asof=("{n}养的宠物叫什么？",),
        q_all=("{n}现在养的宠物都叫什么？",),
    ),
    Spec(
        key="coffee",
        pool=("冰美式", "澳白", "卡布奇诺", "手冲", "生椰拿铁", "燕麦拿铁", "摩卡"),
        first=(
            "每天早上一杯{v}，不然上班没精神。",
            "我一般点{v}。",
            "每天靠{v}续命。",
            "我每天都去楼下咖啡店买{v}。",
            "店员都记住我要{v}了。",
            "没有{v}的早上是不完整的。",
            "{n}的标配：{v}。",
            "今天已经第二杯{v}了，我的日常。",
        ),
        change=(
            "我从{o}换成{v}了，胃舒服多了。",
            "最近都点{v}，{o}喝腻了。",
            "不喝{o}了，现在是{v}。",
            "新的固定单品：{v}。",
            "{n}现在只喝{v}。",
            "改喝{v}了，店员还以为我点错了。",
            "{o}太冲了，现在换{v}。",
            "这阵子都是{v}。",
        ),
        ger=("改喝{v}", "换成{v}"),
        plan=("想改喝{v}试试。",),
        drop=("{v}喝了一周，还是算了。",),
        still=("还是{v}。",),
        past=("刚工作那几年天天喝{x}。",),
        scoped=("平时{v}，周五奖励自己一杯{x}。",),
        distract=(
            "同事点{w}还要加三份糖。",
            "新开的店{w}要排队。",
            "{w}好喝吗？",
            "朋友圈都在晒{w}。",
        ),
        q_cur=("{n}现在一般点什么咖啡？",),
        q_hist=("{n}之前常喝什么咖啡？",),
        q_plan=("{n}想改喝什么咖啡？",),
        q_asof=("{n}一般点什么咖啡？",),
    ),
    Spec(
        key="commute",
        pool=("地铁", "公交", "电动车", "共享单车", "班车", "打车", "轮渡"),
        first=(
            "每天{v}上班，四十分钟。",
            "我通勤靠{v}。",
            "早上{v}通勤，顺便听播客。",
            "通勤就是{v}，风雨无阻。",
            "我上下班都是{v}。",
            "{n}的通勤方式：{v}。",
            "{v}通勤快两年了，习惯了。",
            "上班{v}，下班也{v}，生活很规律。",
        ),
        change=(
            "通勤从{o}换成{v}了。",
            "现在{v}上班，比{o}快二十分钟。",
            "最近改成{v}通勤了。",
            "{o}太折腾，换{v}了。",
            "{n}现在{v}通勤了，健康多了。",
            "通勤方式换了：{v}。",
            "告别{o}，现在每天{v}。",
            "这阵子都是{v}上班，{o}太挤了。",
        ),
        ger=("改成{v}通勤", "换成{v}"),
        plan=("打算试试{v}上班，明天先走一趟。",),
        ref=("上次说的新路线试了，以后就这么走了。",),
        drop=("试了一次{v}，一个小时，算了。",),
        still=("还是{v}。",),
        past=("以前在老公司的时候每天{x}两个小时。",),
        scoped=("平时{v}，下雨天就{x}。",),
        distract=(
            "室友开始{w}上班了，天天跟我炫耀。",
            "听说{w}要涨价了。",
            "{w}会不会更快一点？",
            "新闻说{w}高峰期又出问题了。",
        ),
        q_cur=("{n}现在怎么通勤？",),
        q_hist=("{n}之前怎么上班？",),
        q_plan=("{n}在考虑换什么方式通勤？",),
        q_asof=("{n}怎么通勤？",),
    ),
    Spec(
        key="partner",
        pool=("阿杰", "思琪", "小雅", "志强", "嘉欣", "明轩", "一帆", "若曦"),
        first=(
            "我对象{v}今天给我做了早饭。",
            "{v}和我在一起五年了。",
            "周末跟{v}去看电影。",
            "{v}说我跟你聊天的时间比跟TA聊的还多。",
            "我和{v}又为空调温度吵架了。",
            "另一半{v}厨艺一流。",
            "{v}是我最好的朋友，也是另一半。",
            "今晚跟{v}约会。",
        ),
        change=(
            "跟{o}分手挺久了，现在在和{v}交往。",
            "脱单了！对象叫{v}。",
            "{o}之后以为不会再谈了，结果遇到了{v}。",
            "现在和{v}在一起，跟{o}算是和平分手。",
            "{v}上周搬过来跟我住了。",
            "{n}有对象了，{v}，朋友聚会上认识的。",
            "和{v}确定关系了。",
            "最近跟{v}在谈，挺开心的。",
        ),
        still=("{v}让我跟你问好。",),
        past=("我初恋叫{x}，好多年没联系了。",),
        distract=(
            "我闺蜜的新男友叫{w}。",
            "同事{w}下个月结婚。",
            "在车站碰到老同学{w}。",
            "读书会的{w}要办派对。",
        ),
        q_cur=("{n}现在的另一半是谁？",),
        q_hist=("{n}之前的另一半是谁？",),
        q_asof=("{n}的另一半是谁？",),
    ),
    Spec(
        key="spoken_languages",
        multi=True,
        pool=("普通话", "粤语", "英语", "日语", "韩语", "法语", "德语", "西班牙语", "闽南话"),
        first=(
            "我会说{vs}。",
            "家里平时讲{vs}，混着来。",
            "我能用{vs}交流。",
            "{vs}都没问题，工作上挺方便的。",
            "语言方面，{vs}。",
            "{n}会{vs}，小时候爸妈逼着学的。",
            "平常{vs}切换着说。",
            "我说{vs}，别的就不太行了。",
        ),
        also=("哦对，还会{x}。", "另外{x}也可以，奶奶教的。"),
        add=(
            "终于能用{x}正常聊天了！上了两年课。",
            "{x}考过了，现在算是会说了。",
            "在那边待了一个夏天，{x}基本能交流了。",
            "现在开会都能用{x}了。",
            "{n}现在也会说{x}了。",
            "今天用{x}跟出租车司机吵了一架，算是出师了。",
            "我的语言列表加上{x}。",
            "家里开始说{x}让孩子学，我自己也说得不错了。",
        ),
        remove=("{x}基本忘光了，不能说会了。", "好多年没说{x}，已经不会了。"),
        ger=("学{v}", "报{v}班"),
        plan=("报了个{v}体验课，看能不能坚持。",),
        drop=("{v}课上了两周就放弃了。",),
        past=("小时候会说一点{x}，现在全忘了。",),
        distract=(
            "同事{w}说得特别流利。",
            "{w}难学吗？",
            "昨晚看了部{w}电影。",
            "侄女在学校学{w}。",
        ),
        q_all=("{n}现在会说哪些语言？",),
        q_hist=("{n}最近不再会说的是哪种语言？",),
        q_plan=("{n}在考虑学什么语言？",),
        q_asof=("{n}会说哪些语言？",),
    ),
    Spec(
        key="hobbies",
        multi=True,
        pool=("摄影", "围棋", "烘焙", "钓鱼", "书法", "吉他", "露营", "陶艺", "桌游", "剧本杀"),
        first=(
            "我的爱好是{vs}。",
            "下班以后就是{vs}。",
            "周末时间都给了{vs}。",
            "平时喜欢{vs}。",
            "{vs}，这就是我的业余生活。",
            "{n}的爱好：{vs}。",
            "我喜欢{vs}，家里堆满了相关的东西。",
            "有空就搞搞{vs}。",
        ),
        also=("还有{x}，有时间的话。", "哦对，还有{x}。"),
        add=(
            "最近迷上了{x}，水平很菜但是很开心。",
            "新爱好：{x}，装备已经买了一堆。",
            "报了个{x}课，现在每周最期待的就是那天。",
            "{x}成了我的新宠。",
            "跟邻居一起开始玩{x}，每个周日都约。",
            "{n}有了新爱好：{x}。",
            "这几个月一直在搞{x}。",
            "我们俩一起开始{x}了，每周一次。",
        ),
        remove=(
            "{x}不玩了，没兴趣了。",
            "好久没碰{x}了，应该算放弃了。",
            "把{x}的东西都卖了，腾地方。",
        ),
        ger=("学{v}", "报{v}班"),
        plan=("社区有{v}课，想去报名。",),
        drop=("{v}班满了，我也没那么想去了。",),
        past=("小时候学过{x}，后来就不学了。",),
        distract=(
            "我妈最近迷上了{w}。",
            "看了个{w}的纪录片，挺解压的。",
            "你觉得{w}适合我吗？",
            "朋友送了我一套{w}入门装备。",
        ),
        q_all=("{n}现在有哪些爱好？",),
        q_hist=("{n}最近放弃了哪个爱好？",),
        q_plan=("{n}在考虑培养什么新爱好？",),
        q_asof=("{n}有哪些爱好？",),
    ),
)

EN_SPECS: dict[str, Spec] = {s.key: s for s in EN_LIST}
ZH_SPECS: dict[str, Spec] = {s.key: s for s in ZH_LIST}
SPECS: dict[str, dict[str, Spec]] = {"en": EN_SPECS, "zh": ZH_SPECS}

WORK_CLUSTER: tuple[str, ...] = ("team", "manager", "project")
CORRECTABLE: tuple[str, ...] = (
    "city",
    "employer",
    "editor",
    "phone",
    "car",
    "gym",
    "team",
    "project",
    "notes_app",
    "programming_language",
    "coffee",
)

PLAN_FRAMES: dict[str, tuple[str, ...]] = {
    "en": (
        "I keep coming back to the idea of {g}.",
        "Seriously considering {g}. Nothing's decided yet.",
        "Been toying with {g} for a while now.",
        "Would it be crazy to think about {g}?",
        "I might end up {g}. Still weighing it up.",
        "Half-decided on {g}, I just need to commit.",
        "{G} — that's what's been on my mind this month.",
        "Not saying it's happening, but {g} is on the table.",
        "My plan for the new year, maybe: {g}.",
    ),
    "zh": (
        "最近一直在考虑{g}。",
        "有点想{g}，还没想好。",
        "在犹豫要不要{g}，你觉得呢？",
        "说不定明年会{g}。",
        "跟家里人商量了一下{g}的事，还没定。",
        "{g}这个念头越来越强烈了。",
        "如果顺利的话，打算{g}。",
        "脑子里一直在转：要不要{g}……",
        "认真在想{g}这件事。",
    ),
}

DROP_FRAMES: dict[str, tuple[str, ...]] = {
    "en": (
        "Forget what I said about {g}. Not happening.",
        "Decided against {g} in the end.",
        "So {g} is off the table now. Too much hassle.",
        "I talked myself out of {g}.",
        "Not {g} after all.",
        "Ended up not {g}. Probably for the best.",
        "Update on {g}: nope. Dropped it.",
        "I've shelved {g} for good — it just didn't make sense.",
    ),
    "zh": (
        "{g}的事算了，不折腾了。",
        "想了想还是不{g}了。",
        "之前说的{g}，黄了。",
        "最后决定不{g}。",
        "{g}的计划取消了，太麻烦。",
        "跟你说一声，不{g}了。",
        "放弃{g}了，现在这样挺好。",
        "本来想{g}，后来觉得没必要。",
    ),
}

CORRECTIONS: dict[str, tuple[str, ...]] = {
    "en": (
        "Sorry, I said {x} just now — I meant {v}. Long day.",
        "Wait, not {x}. {C_v}. My brain is elsewhere.",
        "Correction: {v}, not {x}. Typing too fast.",
        "Ugh, autocorrect. {C_v}, obviously, not {x}.",
    ),
    "zh": (
        "说错了，不是{x}，是{v}。",
        "更正一下：是{v}，刚才打成{x}了。",
        "等等，我刚才说{x}？是{v}才对。",
    ),
}

CHIT: dict[str, tuple[str, ...]] = {
    "en": (
        "It's been raining for four days straight. My socks will never be dry.",
        "Tried a new ramen place for lunch. Broth was incredible, service was slow.",
        "Do you know any good jokes about accountants? I need one for a leaving card.",
        "Watched an old black-and-white film last night and cried like a baby.",
        "My neighbour is drilling again. At 8am. Who does that?",
        "Feeling a bit low today, not sure why. Just one of those days.",
        "The sunset tonight was ridiculous. Pink and orange everywhere.",
        "I burnt the toast. Twice. Maybe I shouldn't be allowed in kitchens.",
        "Finished a 1000-piece puzzle. It's a picture of a lighthouse. I'm very proud.",
        "Had the strangest dream about a talking fridge.",
        "Someone at work brought homemade brownies. Best day of the quarter.",
        "Tried durian for the first time. I have questions.",
        "Is it normal to feel tired after a long weekend?",
        "The new season of that detective show is out, no spoilers please.",
        "I laughed so hard at a meme that I snorted on a video call.",
        "What's a good gift for someone who says they want nothing?",
        "Tax forms are the worst invention of humanity.",
        "My laptop fan sounds like a jet engine today.",
        "Went to a friend's birthday, danced badly, had a great time.",
        "Honestly just wanted to say hi. Long day.",
        "Fog so thick this morning I couldn't see the end of the street.",
        "Why do socks always disappear in the laundry?",
        "Had a lovely long phone call with my grandmother.",
        "Tried a mango sticky rice dessert at the market. Life-changing.",
        "I finally cleaned the oven. I deserve a medal.",
        "The wind nearly took my umbrella today.",
        "Feeling pretty proud — finished a big deadline early for once.",
        "Anyone else find self-service tills personally offensive?",
        "Saw a documentary about octopuses. They're basically aliens.",
        "Got a parking ticket. Five minutes over. Unbelievable.",
        "Bit nervous about the dentist tomorrow.",
        "Made soup from whatever was in the fridge. Surprisingly edible.",
        "The power went out for two hours, we played cards by candlelight.",
        "My friend Bea had her baby! Tiny human, huge hair.",
        "Watched a sci-fi film that made zero sense. Loved it.",
        "It's my birthday next week and I'm pretending it isn't.",
        "Hail! Out of nowhere! The weather has lost its mind.",
        "Marcus told me the funniest story about his cat and a curtain rail.",
        "Spilled coffee on my keyboard. Again.",
        "The heating is broken and the landlord is 'looking into it'.",
        "Ate at a tiny dumpling place, nine out of ten.",
        "Feeling grateful today, for no particular reason.",
        "Went for a long walk by the river, exactly what I needed.",
        "Tilly invited me to a quiz night and we came last. Proudly.",
        "I've been humming the same song for three days. Help.",
        "Why is printer ink more expensive than perfume?",
        "Tried a fancy cheese at the market, smelled like feet, tasted amazing.",
        "Any ideas for a rainy Sunday?",
        "My phone autocorrected my boss's name to 'Banana'. Mortifying.",
        "Stayed up way too late reading. Zero regrets, some regrets.",
        "The corner bakery closed. I'm in mourning.",
        "Gwen sent me a photo of a cloud that looks like a rabbit.",
        "How do I politely tell a friend their cooking is too salty?",
        "Just booked a dentist appointment. Adulting.",
        "Found twenty euros in an old coat. Best day.",
        "My houseplant has a new leaf and I'm unreasonably emotional about it.",
        "Slept eleven hours. Still tired. How?",
        "The neighbours' kid is learning the drums. Send earplugs.",
        "Tried to assemble flat-pack furniture alone. There are screws left over.",
        "Wore odd socks to a meeting and nobody noticed. Or everyone was polite.",
        "The sky is that weird yellow colour before a storm.",
        "Had a very long nap and woke up not knowing what year it is.",
        "My grandmother sent me a voice message that was four minutes of background noise.",
        "Somebody left a single glove on the fence outside. It's been there a week.",
        "Cooked a curry that was way too spicy. Ate it anyway, crying.",
    ),
    "zh": (
        "今天又下雨了，出门忘带伞。",
        "中午试了一家新开的麻辣烫，辣到流眼泪。",
        "昨晚看了部老电影，哭得稀里哗啦。",
        "楼上又在装修，电钻声从早上八点开始。",
        "有点累，不知道为什么，就是提不起劲。",
        "今天的晚霞好美，粉色的。",
        "煎蛋又煎糊了，我是不是不适合做饭。",
        "拼完了一千片的拼图，成就感爆棚。",
        "梦见冰箱会说话，好离谱。",
        "同事带了自己做的蛋糕，今天是幸福的一天。",
        "第一次吃榴莲，一言难尽。",
        "假期综合症太严重了。",
        "新一季的悬疑剧出了，别剧透。",
        "开视频会议的时候笑出了声，尴尬。",
        "送什么礼物给说自己什么都不要的人？",
        "报税好麻烦。",
        "电脑风扇响得像飞机起飞。",
        "今天就是想打个招呼，累了一天。",
        "雾好大，看不见马路对面。",
        "袜子为什么总是少一只？",
        "和外婆打了很久的电话，好开心。",
        "夜市吃了芒果糯米饭，太好吃了。",
        "终于把烤箱洗干净了。",
        "风大得差点把伞吹跑。",
        "提前完成了一个大项目，难得。",
        "自助结账机为什么总是出错？",
        "看了一部讲章鱼的纪录片，它们太聪明了。",
        "贴条了，就超了五分钟。",
        "明天要去看牙，好紧张。",
        "冰箱里剩什么就煮什么，居然还挺好吃。",
        "停电两个小时，点蜡烛打牌。",
        "朋友生宝宝了，好小一只。",
        "看了部科幻片，完全没看懂，但很喜欢。",
        "下周生日，假装不知道。",
        "房东说暖气“在处理了”。",
        "吃了一家小饺子馆，九分。",
        "今天莫名觉得很感恩。",
        "沿着江边走了很久，心情好多了。",
        "一首歌在脑子里循环了三天。",
        "打印机墨水为什么比香水还贵？",
        "下雨的周日适合做什么？",
        "熬夜看书了，不后悔。",
        "旧外套里翻出了一百块，开心。",
        "午觉睡过头了，醒来不知道今夕何夕。",
        "楼下小孩在学架子鼓，求耳塞。",
        "自己装了个柜子，多出来三颗螺丝。",
        "今天的天空黄黄的，好像要下暴雨。",
        "奶奶给我发了一条四分钟的语音，全是背景音。",
    ),
}

QA: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "How long should I boil an egg for a runny yolk?",
            "About six minutes from boiling, then straight into cold water.",
        ),
        (
            "Any tips for falling asleep when your brain won't shut up?",
            "Try writing the thoughts down before bed and keeping the room cool and dark.",
        ),
        (
            "What's the difference between baking soda and baking powder, actually?",
            "Baking soda needs an acid to react; baking powder already contains one.",
        ),
        (
            "How do I get a red wine stain out of a white shirt?",
            "Blot it, cover it with salt, then wash in cold water — hot water sets the stain.",
        ),
        (
            "What's a polite way to decline a wedding invitation?",
            "Thank them warmly, say you can't attend, and wish them a wonderful day.",
        ),
        (
            "Can you explain how compound interest works, simply?",
            "You earn interest on your interest: each period's interest joins the balance.",
        ),
        (
            "What's the best way to store fresh herbs?",
            "Soft herbs like flowers — stems in water in the fridge; hard herbs in a damp towel.",
        ),
        (
            "What's a good stretch for a stiff neck?",
            "Gently tilt your ear toward your shoulder and hold for 20-30 seconds each side.",
        ),
        (
            "I need a name for our pub quiz team. Ideas?",
            "How about 'Quizteama Aguilera' or 'Les Quizérables'?",
        ),
        ("What's a fun fact I can share at dinner tonight?", "Octopuses have three hearts."),
        ("How many cups are in a litre, roughly?", "Roughly four cups — about 4.2 US cups."),
        (
            "Can you recommend a short novel for a long journey?",
            "'The Old Man and the Sea' is short and absorbing — a few hours at most.",
        ),
        (
            "Is it weird to eat cereal for dinner?",
            "Not at all. Add some fruit and you're practically gourmet.",
        ),
        (
            "Can you help me write a birthday message for my aunt? She's turning seventy.",
            "Happy 70th! Thank you for all the laughter and wisdom — here's to many more.",
        ),
        (
            "Do you think aliens exist? Serious question.",
            "There's no evidence yet, but given how big the universe is, many scientists "
            "think it's plausible.",
        ),
    ),
    "zh": (
        (
            "失眠了，有什么办法能快速入睡吗？",
            "可以试试睡前把脑子里的事写下来，房间保持凉爽和黑暗，会有帮助。",
        ),
        ("红酒洒白衬衫上了，怎么洗掉？", "先用纸巾吸干，再撒点盐，用冷水洗，别用热水。"),
        (
            "帮我想一句给奶奶的生日祝福吧，她八十岁了。",
            "奶奶八十大寿快乐！谢谢您一直以来的疼爱，祝您身体健康、笑口常开。",
        ),
        (
            "推荐一本适合在高铁上看的短篇小说？",
            "可以试试《老人与海》，篇幅不长，几个小时就能看完。",
        ),
        ("新鲜香草怎么保存？", "软的香草像插花一样插在水杯里放冰箱，硬的用湿纸巾包起来。"),
        ("给我们的知识竞赛小队起个名字吧？", "叫“答案都队”怎么样？或者“蒙对就是赚到”。"),
        ("你觉得外星人存在吗？", "目前没有确凿证据，但宇宙这么大，很多科学家认为可能性不小。"),
        ("晚饭吃麦片奇怪吗？", "一点都不奇怪，加点水果和坚果就挺营养的。"),
        ("我养的绿萝快死了，怎么救？", "先检查是不是浇水太多，把烂根剪掉，放在散射光的地方。"),
    ),
}

# Chit-chat that only fits certain months (1-12) or weekdays (0 = Monday).
CHIT_TIMED: dict[str, tuple[tuple[str, tuple[int, ...], tuple[int, ...]], ...]] = {
    "en": (
        ("Ugh, Monday again. Why is it always Monday?", (), (0,)),
        ("Finally Friday. My brain clocked out at lunch.", (), (4,)),
        ("It's so hot that I'm melting into my chair.", (6, 7, 8), ()),
        ("Heatwave over finally, I can think again.", (8, 9), ()),
        ("Snow! Actual snow! Everything looks like a postcard.", (12, 1, 2), ()),
        ("The trees outside are all blossom. Spring is showing off.", (3, 4, 5), ()),
        ("Leaves everywhere. I love autumn but I hate raking.", (10, 11), ()),
        ("Happy new year! My resolution is to drink more water. Again.", (1,), ()),
    ),
    "zh": (
        ("周一综合症又犯了。", (), (0,)),
        ("终于周五了，下午已经无心工作。", (), (4,)),
        ("热到融化，空调是人类最伟大的发明。", (6, 7, 8), ()),
        ("下雪了！真的下雪了！", (12, 1, 2), ()),
        ("楼下的樱花都开了。", (3, 4), ()),
        ("秋天的银杏太好看了，拍了一堆照片发给家里人。", (10, 11), ()),
    ),
}

CHIT_PRE: dict[str, tuple[str, ...]] = {
    "en": ("", "", "", "", "Hey! ", "Hello hello. ", "Quick one. ", "Hi again. "),
    "zh": ("", "", "", "哈喽，", "在吗？", "嗨，"),
}
CHIT_SUF: dict[str, tuple[str, ...]] = {
    "en": ("", "", "", "", " Anyway.", " 😅", " How's your day going?", " lol"),
    "zh": ("", "", "", "哈哈", "😂", "唉。"),
}

EN_NAMES: tuple[tuple[str, str], ...] = (
    ("Maya", "maya"),
    ("Tomasz", "tomasz"),
    ("Aisha", "aisha"),
    ("Kwame", "kwame"),
    ("Ingrid", "ingrid"),
    ("Rafael", "rafael"),
    ("Priya", "priya"),
    ("Yusuf", "yusuf"),
    ("Kenji", "kenji"),
    ("Olamide", "olamide"),
    ("Lucía", "lucia"),
    ("Mateo", "mateo"),
    ("Freya", "freya"),
    ("Dmitri", "dmitri"),
    ("Amara", "amara"),
    ("Noor", "noor"),
    ("Henrik", "henrik"),
    ("Chloé", "chloe"),
    ("Arjun", "arjun"),
    ("Thandiwe", "thandiwe"),
    ("Elif", "elif"),
    ("Bruno", "bruno"),
    ("Saoirse", "saoirse"),
    ("Hamid", "hamid"),
    ("Leilani", "leilani"),
    ("Mirela", "mirela"),
    ("Tariq", "tariq"),
    ("Aiko", "aiko"),
    ("Viktor", "viktor"),
    ("Siobhan", "siobhan"),
    ("Ravi", "ravi"),
    ("Fatima", "fatima"),
    ("Gustavo", "gustavo"),
    ("Nadia", "nadia"),
    ("Oskar", "oskar"),
    ("Zainab", "zainab"),
    ("Marek", "marek"),
    ("Ayumi", "ayumi"),
    ("Emeka", "emeka"),
    ("Beatriz", "beatriz"),
)
ZH_NAMES: tuple[tuple[str, str], ...] = (
    ("梓涵", "zihan"),
    ("浩然", "haoran"),
    ("雨桐", "yutong"),
    ("思远", "siyuan"),
    ("晓雯", "xiaowen"),
    ("子轩", "zixuan"),
    ("佳怡", "jiayi"),
    ("欣怡", "xinyi"),
    ("俊杰", "junjie"),
    ("Jiahui", "jiahui"),
    ("Zhiwei", "zhiwei"),
    ("Meilin", "meilin"),
)

# --------------------------------------------------------------------------------------------
# Text helpers
# --------------------------------------------------------------------------------------------


def _article(value: str) -> str:
    """Return "a" or "an" for an English value."""
    if value.startswith(("One", "one", "UX", "U")):
        return "a"
    if len(value) > 1 and value[1] == "-" and value[0].isupper():
        return "an"
    return "an" if value[:1].lower() in "aeio" else "a"


def _cap(text: str) -> str:
    """Capitalise the first letter unless the text starts with a styled word (iPhone, e-bike)."""
    if not text or not text[0].islower():
        return text
    if len(text) > 1 and (text[1].isupper() or text[1] == "-"):
        return text
    return text[0].upper() + text[1:]


def _render(template: str, **vals: str) -> str:
    """Fill a template; each value key also gets article, capitalised and species variants."""
    table: dict[str, str] = {}
    for key, val in vals.items():
        table[key] = val
        table["a_" + key] = f"{_article(val)} {val}"
        table["A_" + key] = _cap(table["a_" + key])
        table["C_" + key] = _cap(val)
        table["sp_" + key] = SPECIES.get(val, "pet")
    return template.format_map(table)


def _say(template: str, **vals: str) -> str:
    return _cap(_render(template, **vals))


def _join(values: list[str], lang: str) -> str:
    if lang == "zh":
        if len(values) == 1:
            return values[0]
        return "、".join(values[:-1]) + "和" + values[-1]
    if len(values) == 1:
        return values[0]
    return ", ".join(values[:-1]) + " and " + values[-1]


def _uses_current(template: str) -> bool:
    return "{v}" in template or "{a_v}" in template or "{A_v}" in template


# --------------------------------------------------------------------------------------------
# World model
# --------------------------------------------------------------------------------------------


@dataclass
class Person:
    name: str
    slug: str
    lang: str


@dataclass
class Block:
    """Consecutive turns said together on one day; role is "me" or "assistant"."""

    day: int
    turns: list[tuple[str, str]]


@dataclass
class Story:
    key: str
    blocks: list[Block] = field(default_factory=list)
    values: list[str] = field(default_factory=list)
    probes: list[dict[str, Any]] = field(default_factory=list)

    def note(self, value: str) -> None:
        if value.lower() not in [v.lower() for v in self.values]:
            self.values.append(value)

    def say(self, day: int, text: str) -> None:
        self.blocks.append(Block(day, [("me", text)]))


def _spread(rng: random.Random, k: int, lo: int, hi: int, gap: int) -> list[int]:
    """Pick k sorted days in [lo, hi] at least `gap` apart (fewer if they do not fit)."""
    while k > 0:
        if hi - lo >= gap * (k - 1) and hi >= lo:
            for _ in range(300):
                days = sorted(rng.sample(range(lo, hi + 1), k))
                if all(b - a >= gap for a, b in pairwise(days)):
                    return days
        k -= 1
    return []


class _Ctx:
    """Per-slot generation helper: value pool, used days and plan windows."""

    def __init__(self, rng: random.Random, spec: Spec, person: Person) -> None:
        self.rng = rng
        self.spec = spec
        self.person = person
        self.lang = person.lang
        self.pool = list(spec.pool)
        rng.shuffle(self.pool)
        self.story = Story(spec.key)
        self.busy: list[tuple[int, int]] = []

    def take(self) -> str | None:
        return self.pool.pop() if self.pool else None

    def event_days(self) -> list[int]:
        return [b.day for b in self.story.blocks]

    def free_day(self, lo: int, hi: int, avoid_busy: bool = False) -> int:
        lo = max(0, lo)
        hi = min(LAST_DAY, max(lo, hi))
        taken = self.event_days()
        day = self.rng.randint(lo, hi)
        for _ in range(80):
            day = self.rng.randint(lo, hi)
            if any(abs(day - t) <= 2 for t in taken):
                continue
            if avoid_busy and any(a - 2 <= day <= b + 2 for a, b in self.busy):
                continue
            return day
        return day

    def window_free(self, a: int, b: int) -> bool:
        return not any(a <= y + 3 and x - 3 <= b for x, y in self.busy)

    def say(self, template: str, day: int, **vals: str) -> None:
        self.story.say(day, _say(template, n=self.person.name, **vals))

    def plan_text(self, value: str) -> str:
        spec, rng = self.spec, self.rng
        if spec.ger and (not spec.plan or rng.random() < 0.55):
            g = _render(rng.choice(spec.ger), v=value)
            return _say(rng.choice(PLAN_FRAMES[self.lang]), g=g, G=_cap(g))
        return _say(rng.choice(spec.plan), v=value, n=self.person.name)

    def drop_text(self, value: str) -> str:
        spec, rng = self.spec, self.rng
        if spec.ger and (not spec.drop or rng.random() < 0.55):
            g = _render(rng.choice(spec.ger), v=value)
            return _say(rng.choice(DROP_FRAMES[self.lang]), g=g, G=_cap(g))
        return _say(rng.choice(spec.drop), v=value, n=self.person.name)

    def can_plan(self) -> bool:
        return bool(self.spec.ger or self.spec.plan)

    def question(self, kind: str) -> str:
        spec = self.spec
        if self.lang == "zh" and self.rng.random() < 0.4:
            spec = EN_SPECS[spec.key]
        table = {
            "current": spec.q_cur,
            "coexisting": spec.q_all or spec.q_cur,
            "historical": spec.q_hist,
            "planning": spec.q_plan,
            "as_of": spec.q_asof,
        }[kind]
        if not table:
            fallback = EN_SPECS[spec.key]
            table = {
                "current": fallback.q_cur,
                "coexisting": fallback.q_all or fallback.q_cur,
                "historical": fallback.q_hist,
                "planning": fallback.q_plan,
                "as_of": fallback.q_asof,
            }[kind]
        return _render(self.rng.choice(table), n=self.person.name)

    def probe(
        self,
        kind: str,
        gold: list[str],
        outdated: list[str],
        abandoned: list[str],
        as_of_day: int | None = None,
    ) -> None:
        low_gold = [g.lower() for g in gold]
        old: list[str] = []
        for value in outdated:
            if value.lower() not in low_gold and value not in old:
                old.append(value)
        self.story.probes.append(
            {
                "subject": self.person.name,
                "slot": self.spec.key,
                "kind": kind,
                "question": self.question(kind),
                "gold": list(gold),
                "outdated": old,
                "abandoned": [a for a in abandoned if a.lower() not in low_gold],
                "values": [],
                "as_of_day": as_of_day,
            }
        )

    def distractors(self, current_at: Callable[[int], str | None]) -> None:
        """Distractor turns and assistant suggestions naming other values of the slot type."""
        spec, rng = self.spec, self.rng
        for _ in range(rng.choice((0, 1, 1)) if spec.distract else 0):
            w = self.take()
            if w is None:
                break
            day = self.free_day(0, LAST_DAY, avoid_busy=True)
            cur = current_at(day)
            options = [t for t in spec.distract if cur is not None or not _uses_current(t)]
            self.say(rng.choice(options), day, w=w, v=cur or "")
            self.story.note(w)
        if spec.ask and rng.random() < 0.2:
            w = self.take()
            if w is not None:
                day = self.free_day(0, LAST_DAY, avoid_busy=True)
                question, answer = rng.choice(spec.ask)
                reply = _say(answer, w=w)
                self.story.blocks.append(Block(day, [("me", question), ("assistant", reply)]))
                self.story.note(w)


def _single_story(rng: random.Random, spec: Spec, person: Person, force: bool) -> Story:
    ctx = _Ctx(rng, spec, person)
    story = ctx.story
    k = rng.choices((0, 1, 2, 3), weights=(15, 40, 30, 15))[0]
    if force:
        k = max(k, 1)
    t0 = rng.randint(0, 100)
    cdays = _spread(rng, k, t0 + 70, 712, 75)
    states: list[tuple[int, str]] = []
    for day in [t0, *cdays]:
        value = ctx.take()
        if value is None:
            break
        states.append((day, value))
        story.note(value)

    def state_at(day: int) -> str | None:
        current = None
        for start, value in states:
            if start <= day:
                current = value
        return current

    abandoned: list[str] = []
    pre: list[str] = []

    # First statement, occasionally with a slip that gets corrected straight away.
    if spec.key in CORRECTABLE and rng.random() < 0.1 and ctx.pool:
        wrong = ctx.take() or ""
        story.note(wrong)
        abandoned.append(wrong)
        slip = _say(rng.choice(spec.first), v=wrong, n=person.name)
        fix = _say(rng.choice(CORRECTIONS[ctx.lang]), x=wrong, v=states[0][1])
        story.blocks.append(Block(t0, [("me", slip), ("me", fix)]))
    else:
        ctx.say(rng.choice(spec.first), t0, v=states[0][1])

    # Changes, some announced beforehand as plans and confirmed by reference only.
    for i in range(1, len(states)):
        day, value = states[i]
        old = states[i - 1][1]
        planned = False
        if ctx.can_plan() and rng.random() < 0.35:
            pday = day - rng.randint(14, 60)
            if pday >= states[i - 1][0] + 8:
                story.say(pday, ctx.plan_text(value))
                ctx.busy.append((pday, day))
                planned = True
        if planned and spec.ref and rng.random() < 0.5:
            ctx.say(rng.choice(spec.ref), day)
        else:
            ctx.say(rng.choice(spec.change), day, v=value, o=old)

    change_days = [d for d, _ in states]

    # A consideration that is later dropped.
    if ctx.can_plan() and rng.random() < 0.3 and ctx.pool:
        for _ in range(40):
            a = rng.randint(t0 + 5, 690)
            b = min(a + rng.randint(10, 55), LAST_DAY - 2)
            if any(a - 3 <= cd <= b + 3 for cd in change_days) or not ctx.window_free(a, b):
                continue
            x = ctx.take() or ""
            story.say(a, ctx.plan_text(x))
            story.say(b, ctx.drop_text(x))
            ctx.busy.append((a, b))
            abandoned.append(x)
            story.note(x)
            break

    last_busy = max([states[-1][0], *[b for _, b in ctx.busy]])
    current = [states[-1][1]]
    added: str | None = None
    open_plan: str | None = None
    if spec.add and rng.random() < 0.22 and last_busy + 20 <= 715 and ctx.pool:
        added = ctx.take() or ""
        day = ctx.free_day(last_busy + 20, 722)
        ctx.say(rng.choice(spec.add), day, v=states[-1][1], x=added)
        story.note(added)
        current.append(added)
    elif ctx.can_plan() and rng.random() < 0.3 and last_busy + 15 <= 720 and ctx.pool:
        open_plan = ctx.take() or ""
        day = ctx.free_day(last_busy + 15, 727)
        story.say(day, ctx.plan_text(open_plan))
        ctx.busy.append((day, LAST_DAY))
        story.note(open_plan)

    if spec.scoped and rng.random() < 0.25 and ctx.pool:
        x = ctx.take() or ""
        day = ctx.free_day(t0 + 4, LAST_DAY - 1, avoid_busy=True)
        ctx.say(rng.choice(spec.scoped), day, v=state_at(day) or states[0][1], x=x)
        story.note(x)

    if spec.past and rng.random() < 0.3 and ctx.pool:
        x = ctx.take() or ""
        ctx.say(rng.choice(spec.past), ctx.free_day(0, LAST_DAY - 1, avoid_busy=True), x=x)
        pre.append(x)
        story.note(x)

    if spec.still:
        for _ in range(rng.choice((0, 0, 0, 1))):
            day = ctx.free_day(t0 + 5, LAST_DAY - 1)
            value_then = state_at(day)
            if value_then is not None:
                ctx.say(rng.choice(spec.still), day, v=value_then)

    ctx.distractors(state_at)

    # Probes.
    prior = [v for _, v in states[:-1]]
    kind = "coexisting" if added else "current"
    ctx.probe(kind, current, prior + pre, abandoned)
    if len(states) >= 2 and not added:
        ctx.probe("historical", [states[-2][1]], [v for _, v in states[:-2]] + pre, abandoned)
    if open_plan:
        ctx.probe("planning", [open_plan], prior + pre, abandoned)
    for i in range(len(states) - 1):
        start, end = states[i][0], states[i + 1][0]
        if end - start >= 150:
            day = (start + end) // 2 + rng.randint(-10, 10)
            older = [v for _, v in states[:i]] + pre
            ctx.probe("as_of", [states[i][1]], older, abandoned, as_of_day=day)
    for p in story.probes:
        p["values"] = list(story.values)
    return story


def _multi_story(rng: random.Random, spec: Spec, person: Person, force: bool) -> Story:
    ctx = _Ctx(rng, spec, person)
    story = ctx.story
    lang = person.lang
    is_lang = spec.key == "spoken_languages"
    n0 = rng.randint(2, 3) if is_lang else rng.randint(1, 3)
    initial = [ctx.take() or "" for _ in range(n0)]
    for value in initial:
        story.note(value)
    k = rng.choices((0, 1, 2, 3), weights=(15, 40, 30, 15))[0]
    if force:
        k = max(k, 1)
    t0 = rng.randint(0, 100)
    cdays = _spread(rng, k, t0 + 70, 712, 75)

    if len(initial) >= 2 and rng.random() < 0.35:
        head = _say(rng.choice(spec.first), vs=_join(initial[:-1], lang), n=person.name)
        tail = _say(rng.choice(spec.also), x=initial[-1], n=person.name)
        story.blocks.append(Block(t0, [("me", head), ("me", tail)]))
    else:
        ctx.say(rng.choice(spec.first), t0, vs=_join(initial, lang))

    timeline: list[tuple[int, list[str]]] = [(t0, list(initial))]
    removed: list[str] = []
    removed_on: dict[str, int] = {}
    current = list(initial)
    p_remove = 0.15 if is_lang else 0.4
    for day in cdays:
        prev_day = timeline[-1][0]
        if len(current) >= 2 and rng.random() < p_remove:
            x = rng.choice(current)
            current = [c for c in current if c != x]
            removed.append(x)
            removed_on[x] = day
            ctx.say(rng.choice(spec.remove), day, x=x)
        else:
            x = ctx.take()
            if x is None:
                break
            story.note(x)
            if rng.random() < 0.3:
                pday = day - rng.randint(14, 60)
                if pday >= prev_day + 8:
                    story.say(pday, ctx.plan_text(x))
                    ctx.busy.append((pday, day))
            current = [*current, x]
            ctx.say(rng.choice(spec.add), day, x=x)
        timeline.append((day, list(current)))

    change_days = [d for d, _ in timeline]
    abandoned: list[str] = []
    pre: list[str] = []
    if rng.random() < 0.3 and ctx.pool:
        for _ in range(40):
            a = rng.randint(t0 + 5, 690)
            b = min(a + rng.randint(10, 55), LAST_DAY - 2)
            if any(a - 3 <= cd <= b + 3 for cd in change_days) or not ctx.window_free(a, b):
                continue
            x = ctx.take() or ""
            story.say(a, ctx.plan_text(x))
            story.say(b, ctx.drop_text(x))
            ctx.busy.append((a, b))
            abandoned.append(x)
            story.note(x)
            break

    last_busy = max([timeline[-1][0], *[b for _, b in ctx.busy]])
    open_plan: str | None = None
    if rng.random() < 0.3 and last_busy + 15 <= 720 and ctx.pool:
        open_plan = ctx.take() or ""
        day = ctx.free_day(last_busy + 15, 727)
        story.say(day, ctx.plan_text(open_plan))
        ctx.busy.append((day, LAST_DAY))
        story.note(open_plan)

    if spec.past and rng.random() < 0.3 and ctx.pool:
        x = ctx.take() or ""
        ctx.say(rng.choice(spec.past), ctx.free_day(0, LAST_DAY - 1, avoid_busy=True), x=x)
        pre.append(x)
        story.note(x)

    ctx.distractors(lambda _day: None)

    ctx.probe("coexisting", current, removed + pre, abandoned)
    if removed:
        ctx.probe("historical", [removed[-1]], removed[:-1] + pre, abandoned)
    if open_plan:
        ctx.probe("planning", [open_plan], removed + pre, abandoned)
    final_key = sorted(current)
    for i in range(len(timeline) - 1):
        start, end = timeline[i][0], timeline[i + 1][0]
        held = timeline[i][1]
        if end - start >= 150 and sorted(held) != final_key:
            day = (start + end) // 2 + rng.randint(-10, 10)
            gone = [r for r in removed if removed_on[r] <= start]
            ctx.probe("as_of", list(held), gone + pre, abandoned, as_of_day=day)
    for p in story.probes:
        p["values"] = list(story.values)
    return story


def _story(rng: random.Random, spec: Spec, person: Person, force: bool) -> Story:
    if spec.multi:
        return _multi_story(rng, spec, person, force)
    return _single_story(rng, spec, person, force)


# --------------------------------------------------------------------------------------------
# Person assembly
# --------------------------------------------------------------------------------------------


def _choose_keys(rng: random.Random, keys: list[str], n: int) -> list[str]:
    order = list(keys)
    rng.shuffle(order)
    chosen: list[str] = []
    for key in order:
        if len(chosen) == n:
            break
        work_taken = any(c in WORK_CLUSTER or c == "employer" for c in chosen)
        if key in WORK_CLUSTER and work_taken:
            continue
        if key == "employer" and any(c in WORK_CLUSTER for c in chosen):
            continue
        chosen.append(key)
    return chosen


def _select_probes(rng: random.Random, stories: list[Story]) -> list[dict[str, Any]] | None:
    must = [p for s in stories for p in s.probes if p["kind"] in ("current", "coexisting")]
    must += [p for s in stories for p in s.probes if p["kind"] == "planning"]
    optional = [p for s in stories for p in s.probes if p["kind"] in ("historical", "as_of")]
    if len(must) + len(optional) < 8:
        return None
    cap = max(rng.randint(9, 14), len(must))
    rng.shuffle(optional)
    picked: list[int] = []
    for kind in ("historical", "as_of"):
        for i, p in enumerate(optional):
            if p["kind"] == kind:
                picked.append(i)
                break
    for i in range(len(optional)):
        if len(must) + len(picked) >= cap:
            break
        if i not in picked:
            picked.append(i)
    chosen = must + [optional[i] for i in picked]
    chosen = chosen[:14]
    if len(chosen) < 8:
        return None
    slot_order = {s.key: i for i, s in enumerate(stories)}
    kind_order = {"current": 0, "coexisting": 0, "historical": 1, "planning": 2, "as_of": 3}
    chosen.sort(key=lambda p: (slot_order[p["slot"]], kind_order[p["kind"]]))
    return chosen


def _chit_unit(rng: random.Random, lang: str, used: list[str], day: int) -> list[tuple[str, str]]:
    """One chit-chat line, or a question with an assistant answer, fitting the calendar day."""
    date = START_DATE + timedelta(days=day)
    timed = [
        line
        for line, months, weekdays in CHIT_TIMED[lang]
        if (not months or date.month in months)
        and (not weekdays or date.weekday() in weekdays)
        and line not in used
    ]
    if timed and rng.random() < 0.25:
        line = rng.choice(timed)
        used.append(line)
        return [("me", line)]
    if rng.random() < 0.2:
        fresh = [qa for qa in QA[lang] if qa[0] not in used] or list(QA[lang])
        question, answer = rng.choice(fresh)
        used.append(question)
        return [("me", question), ("assistant", answer)]
    fresh_lines = [c for c in CHIT[lang] if c not in used] or list(CHIT[lang])
    line = rng.choice(fresh_lines)
    used.append(line)
    pre = rng.choice(CHIT_PRE[lang])
    suf = rng.choice(CHIT_SUF[lang])
    if pre and lang == "en" and line.startswith(("Ugh", "Hail")):
        pre = ""
    return [("me", f"{pre}{line}{suf}")]


def _person_world(
    rng: random.Random, person: Person
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    specs = SPECS[person.lang]
    keys = list(specs)
    n = rng.randint(4, 6)
    force = False
    stories: list[Story] = []
    probes: list[dict[str, Any]] | None = None
    for _ in range(60):
        chosen = _choose_keys(rng, keys, n)
        stories = [_story(rng, specs[k], person, force) for k in chosen]
        probes = _select_probes(rng, stories)
        own = sum(1 for s in stories for b in s.blocks for role, _ in b.turns if role == "me")
        if probes is not None and own <= MAX_CONTENT_TURNS:
            break
        if probes is None:
            force = True
            n = min(6, n + 1)
        else:
            n = max(4, n - 1)
    if probes is None:  # pragma: no cover - defensive, never observed
        probes = [p for s in stories for p in s.probes][:14]

    blocks = [b for s in stories for b in s.blocks]
    by_day: dict[int, list[Block]] = {}
    for block in sorted(blocks, key=lambda b: b.day):
        by_day.setdefault(block.day, []).append(block)
    own_turns = sum(1 for b in blocks for role, _ in b.turns if role == "me")
    target = rng.randint(40, 68)
    chit_needed = max(target - own_turns, own_turns + rng.randint(1, 4))

    used: list[str] = []
    sessions: list[tuple[int, list[list[tuple[str, str]]]]] = []
    chit_done = 0
    for day, day_blocks in by_day.items():
        segments: list[list[tuple[str, str]]] = [list(b.turns) for b in day_blocks]
        for _ in range(rng.choice((0, 1, 1, 2))):
            unit = _chit_unit(rng, person.lang, used, day)
            segments.insert(rng.randint(0, len(segments)), unit)
            chit_done += sum(1 for role, _ in unit if role == "me")
        sessions.append((day, segments))
    content_days = list(by_day)
    while chit_done < chit_needed:
        day = rng.randint(0, LAST_DAY)
        if day in content_days or any(day == d for d, _ in sessions):
            continue
        segments = []
        for _ in range(rng.randint(2, 4)):
            unit = _chit_unit(rng, person.lang, used, day)
            segments.append(unit)
            chit_done += sum(1 for role, _ in unit if role == "me")
        sessions.append((day, segments))
    sessions.sort(key=lambda s: s[0])

    episodes: list[dict[str, Any]] = []
    for idx, (day, segments) in enumerate(sessions, start=1):
        turns = [t for seg in segments for t in seg]
        minute = rng.randint(420, max(421, 1430 - 4 * len(turns)))
        for role, text in turns:
            episodes.append(
                {
                    "day": day,
                    "minute": min(minute, 1439),
                    "session": f"{person.slug}-{idx:03d}",
                    "speaker": person.name if role == "me" else "assistant",
                    "text": text,
                    "language": person.lang,
                }
            )
            minute += rng.randint(1, 4)
    return episodes, probes


def generate(seed: int) -> dict[str, Any]:
    """Build one deterministic world for `seed`."""
    rng = random.Random(f"{GENERATOR}:{seed}")
    n_zh = rng.choice((1, 2, 2, 2, 3))
    langs = ["zh"] * n_zh + ["en"] * (10 - n_zh)
    rng.shuffle(langs)
    en_names = rng.sample(EN_NAMES, 10 - n_zh)
    zh_names = rng.sample(ZH_NAMES, n_zh)
    people: list[Person] = []
    for lang in langs:
        name, slug = en_names.pop() if lang == "en" else zh_names.pop()
        people.append(Person(name, slug, lang))

    tagged: list[tuple[int, int, int, int, dict[str, Any]]] = []
    all_probes: list[dict[str, Any]] = []
    for p_idx, person in enumerate(people):
        episodes, probes = _person_world(rng, person)
        for t_idx, ep in enumerate(episodes):
            tagged.append((ep["day"], ep["minute"], p_idx, t_idx, ep))
        all_probes.extend(probes)
    tagged.sort(key=lambda t: t[:4])

    episodes_out: list[dict[str, Any]] = []
    for i, (*_, ep) in enumerate(tagged, start=1):
        episodes_out.append({"id": f"e{i}", **ep})
    probes_out: list[dict[str, Any]] = []
    for i, probe in enumerate(all_probes, start=1):
        probes_out.append({"id": f"p{i}", **probe})
    return {
        "generator": GENERATOR,
        "seed": seed,
        "start": START,
        "episodes": episodes_out,
        "probes": probes_out,
    }
