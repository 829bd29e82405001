"""Change constructions (extract.changes): a change said by its form, whatever the slot."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.changes import (
    CHANGE_SAID,
    TAKEN_BACK,
    apply_changes,
    read_changes,
    read_corrections,
)
from graph.types import OPEN_ATTRIBUTE, CandidateFact, Cue

WHEN = datetime(2025, 3, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("sentence", "new", "old", "attribute"),
    [
        ("switched our broadband from Plusnet to TalkTalk", "TalkTalk", "Plusnet",
         "named:broadband"),
        ("ported from Lyca Mobile to Giffgaff", "Giffgaff", "Lyca Mobile", None),
        ("New team for me: Integrity. First standup tomorrow.", "Integrity", None, "team"),
        ("I left Halcyon Bank — new job is at Brightloop.", "Brightloop", None, "employer"),
        ("My new role is engineering manager.", "engineering manager", None, "job_title"),
        ("Converted to cold brew.", "cold brew", None, None),
        ("Not sure I mentioned it, but Helix is my editor now.", "Helix", None, "editor"),
        ("Haven't been gluten-free for a while; it's pescatarian for me now.", "pescatarian",
         None, None),
        ("Belated update: in May, I replaced the Surface Laptop with an HP Spectre.",
         "HP Spectre", "Surface Laptop", None),
        ("升职了！数据分析师→产品经理", "产品经理", "数据分析师", None),
        ("btw never mentioned it but we moved manager to Gwen three weeks ago.", "Gwen", None,
         "manager"),
        ("officially left Tesco Mobile today. O2 from now on", "O2", None, None),
        ("hiya, new gym: Nuffield Health. bye Anytime Fitness", "Nuffield Health", None, "gym"),
        ("So I wiped Arch Linux and put Fedora on last month.", "Fedora", "Arch Linux", None),
        ("sold the Golf and bought a Honda Civic", "Honda Civic", "Golf", None),
        ("I switched to EDF for energy.", "EDF", None, "home_energy"),  # a known value
        ("New band, The Splott Ramblers, first gig in May", "The Splott Ramblers", None,
         "club"),  # "band" names the club slot
        ("I moved to Leeds for the job.", "Leeds", None, None),  # a reason names no slot
        ("Not news really, but back in August we moved the depot to Chapeltown Street.",
         "Chapeltown Street", None, "named:depot"),
        ("把小鹏P7卖了，换了大众朗逸。", "大众朗逸", "小鹏P7", None),
        # a Chinese change names no slot noun: the new name's known slot is the slot
        ("退了Penylan Tennis Club，现在去The Gym Group。", "The Gym Group", "Penylan Tennis Club",
         "gym"),
        ("换工作了，新东家是携程。", "携程", None, "employer"),
        ("说个旧闻，我1月份就把椰子水戒了，改喝茉莉花茶。", "茉莉花茶", "椰子水", "drink"),
        ("我从Hallam Digital辞职了，现在在Sheffield Hallam。", "Sheffield Hallam", "Hallam Digital",
         "employer"),  # leaving a job: the new one is the employer
        ("把Concord Sports Centre的卡退了，换到Ponds Forge。", "Ponds Forge",
         "Concord Sports Centre", "gym"),  # the slot of the name it replaces
        ("更新一下近况：把Taff Boxing Club退了，去Bay Crossfit了。", "Bay Crossfit",
         "Taff Boxing Club", "gym"),
        ("一直忘了告诉大家，我9月份退了Spence Street Sports Centre，去PureGym了。", "PureGym",
         "Spence Street Sports Centre", "gym"),
        ("昨天我不学德语了，改学盖尔语。", "盖尔语", "德语", None),
        ("忘了说，7月份的时候日语放弃了，开始学韩语。", "韩语", "日语", None),
        ("I closed my Nationwide account and went to Barclays.", "Barclays", "Nationwide", None),
        ("Can confirm, Hotwells it is.", "Hotwells", None, None),  # settled, after news
        ("I wear Scarpa Instinct for most things but keep Boreal Ace for the trad.",
         "Scarpa Instinct", None, None),  # the main value before a scoped exception
        # a question that only passes news on is read as the news
        ("Did you all know Marek dropped Redpoint for Bristol South Pool? Big news.",
         "Bristol South Pool", "Redpoint", None),
    ],
)  # fmt: skip
def test_a_change_is_read_by_its_form(
    sentence: str, new: str, old: str | None, attribute: str | None
) -> None:
    changes = read_changes(sentence, "Ann")
    assert [(c.new, c.old, c.attribute) for c in changes][:1] == [(new, old, attribute)]


@pytest.mark.parametrize(
    "sentence",
    [
        "not switching to Vim after all",  # a dropped plan
        "might move to Leeds next year",  # a plan
        "thinking of moving from Vim to Emacs",  # a consideration
        "my sister switched from Vim to Emacs",  # someone else
        "Tom's coffee order is now a flat white",  # someone else's
        "went to Paris last weekend, loved it",  # a trip, no change
        "I left early for the airport",  # "left" without names
        "should I switch from Vim to Emacs?",  # a question
        "她换成了小米14",  # someone else, in Chinese
        # From a review of the round's diff:
        "new job is great",
        "New phone is arriving tomorrow",
        "My car is now in the shop",
        "小王从北京搬到上海了。",
        "Sam told me: switched from Vim to Emacs.",
        "以前从北京搬到上海，现在又搬回北京了。",
        "In 2010, I moved from London to Leeds",
        "Left London for Paris this morning, back on Monday.",
        "Flight LHR → JFK was delayed",
        "Score was 3 -> 2",
        "I'm switching our broadband from Plusnet to TalkTalk next month.",
        "从下个月开始把宽带从电信换成联通",
        "新东家是携程吗",
        "如果把小鹏P7卖了，换了大众朗逸就好了",
        "公司从钉钉换成了飞书",
        "Switched my phone from silent to vibrate.",
        "I moved the meeting from Monday to Tuesday",
        "switched to Emacs for a week then switched back",
        "we moved the meeting to the big room",  # a noun, but no name for a value
        "Jordan just switched hairdresser to Mane Street",  # someone else's
        "that's the plan, it is",
        "Sarah's coffee order is now a flat white",
        "back in 2019 I moved to Leeds.",  # a story of the past
        "Yeah, Pizza Express it is",  # a plan for dinner, not a settled state
        "I closed my Netflix account and went to Spain for a week",  # a trip
        "我把车上的行李卸了，改去宜家",  # 卸了: unloaded, not uninstalled
        "Have you heard Marek is now at Tobacco Factory?",  # Marek's, not the speaker's
    ],
)
def test_no_change_is_read_where_none_is_the_speakers(sentence: str) -> None:
    assert read_changes(sentence, "Tom" if "Tom" not in sentence else "Ann") == []


def test_a_form_with_no_subject_of_its_own_is_not_read_after_another_person() -> None:
    turn = "My sister had big news. New job is at Google!"
    assert read_changes("New job is at Google!", "Ann", turn) == []
    assert read_changes("New job is at Google!", "Ann", "Big news. New job is at Google!")


def test_a_long_line_of_small_words_is_read_quickly() -> None:
    """The lead-in words must not backtrack over each other (a review found seconds per
    line before the atomic group)."""
    import time

    started = time.perf_counter()
    for line in ("ok " * 2000, "so... " * 500, "I have " * 700):
        read_changes(line, "Ann")
    assert time.perf_counter() - started < 1.0


def _fact(value: str, span: tuple[int, int], cues: frozenset[Cue] = frozenset()) -> CandidateFact:
    return CandidateFact("Ann", "employer", value, "t", span=span, cues=cues, confidence=0.6)


def test_apply_changes_marks_the_old_value_past_and_the_new_one_a_change() -> None:
    """A fact the rules read for the old value becomes its past, one for the new value
    reports the change; a change with no fact of its own is added as a `CHANGE_SAID`
    statement, after the others so causal links keep their indexes."""
    sentence = "switched from Halcyon Bank to Brightloop"
    facts = [_fact("Halcyon Bank", (0, 40)), _fact("Brightloop", (0, 40), frozenset({Cue.PAST}))]
    out, said = apply_changes(facts, [(0, 40, sentence)], "Ann", WHEN)
    assert said == [(0, 40)]
    assert Cue.PAST in out[0].cues and Cue.UPDATE not in out[0].cues
    assert out[1].cues == frozenset({Cue.UPDATE}) and out[1].confidence == 0.7
    assert len(out) == 2

    out, _ = apply_changes([], [(0, 40, "ported from Lyca Mobile to Giffgaff")], "Ann", WHEN)
    (added,) = out
    assert (added.attribute, added.focus, added.extractor) == (
        OPEN_ATTRIBUTE,
        "Giffgaff",
        CHANGE_SAID,
    )
    assert Cue.UPDATE in added.cues and Cue.PAST not in added.cues
    # A fact outside the sentence is left as it is.
    other = _fact("Halcyon Bank", (50, 60))
    out, _ = apply_changes([other], [(0, 40, sentence)], "Ann", WHEN)
    assert out[0] == other


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("I gave you the wrong pet's name earlier — it's Ziggy, not Tilly.", "Tilly", "Ziggy"),
        ("I've got a cat called Luna... wait, no. Bramble. Autocorrect, sorry.", "Luna",
         "Bramble"),
        ("Correction: the Ghent thing fell through, so I'm based in Leeds still.", "Ghent", None),
        ("Scratch that — I didn't go with PureGym after all.", "PureGym", None),
        ("ignore what I told you about Ruta being my pet sitter, I was wrong. it's Celine",
         "Ruta", "Celine"),
        ("a while back I said Josie for babysitter. that's wrong. Priyanka", "Josie", "Priyanka"),
        ("correction: gym was never Nuffield Health. it's 1Rebel", "Nuffield Health", "1Rebel"),
        ("gym? PureGym! no. F45 Hackney. brain not working today", "PureGym", "F45 Hackney"),
        ("actually scratch that, it's Jubilee line. C2C was a different thing entirely", "C2C",
         "Jubilee line"),
        ("forget what I said about Rowlands being my pharmacy. it's Well Pharmacy", "Rowlands",
         "Well Pharmacy"),
        ("ugh I keep saying Rafferty for manager. it's Malcolm", "Rafferty", "Malcolm"),
        ("更正一下很久以前说的：理发店从来不是沙宣，是东田造型", "沙宣", "东田造型"),
        ("之前说阿亮是我的宠物保姆，说错了，其实一直是小周", "阿亮", "小周"),
        ("Wait, ignore that, it's Blokworks. Not Ponds Forge. Long week.", "Ponds Forge",
         "Blokworks"),
        ("不好意思说错了，是Castlegate Dental不是Whitecross Dental Care。",
         "Whitecross Dental Care", "Castlegate Dental"),
        # the name given first, the one taken back said to be another's
        ("Correction: Callum! Femi is my sister's, no idea why I typed that.", "Femi", "Callum"),
        ("Correction: MUBI! Paramount+ is my sister's, no idea why I typed that.", "Paramount+",
         "MUBI"),
        ("Typo: Nissan Leaf. Toyota Yaris was my dad's.", "Toyota Yaris", "Nissan Leaf"),
        ("更正：Apple TV+！不是Netflix，手冻僵了。", "Netflix", "Apple TV+"),
        ("打错字了，是西班牙语不是日语。", "日语", "西班牙语"),
    ],
)  # fmt: skip
def test_a_correction_takes_a_named_value_back(text: str, old: str, new: str | None) -> None:
    assert [(c.old, c.new) for c in read_corrections(text)] == [(old, new)]


@pytest.mark.parametrize(
    "text",
    [
        "Jo thinks it's EE, not Vodafone.",
        "Jo thinks it's EE. Not Vodafone.",
        "Sorry Dave! Tom is my brother's mate.",  # someone else's friend, nothing disowned
        "Correction: Callum! Femi is my sister's partner.",  # the sister's state, not a typo
        "Sorry Tom! The Tesla is my brother's, not sure why you thought otherwise.",  # (review)
        "更正：周三！不是周二。",  # days, not values
    ],
)
def test_someone_elses_word_takes_nothing_back(text: str) -> None:
    assert read_corrections(text) == []


def test_a_change_noun_names_a_slot_only_when_it_can() -> None:
    """ "switched the call to Zoom", "moved money to Monzo", "changed my mind. A -> B": no
    slot of the speaker's is named (the value may still anchor by what it leaves)."""
    for text in ("switched the call to Zoom", "I moved money to Monzo",
                 "moved my savings over to Marcus"):  # fmt: skip
        assert [c.attribute for c in read_changes(text, "Ann")] == [None]
    turn = "changed my mind. Pizza -> Pasta"
    assert [c.attribute for c in read_changes("Pizza -> Pasta", "Ann", turn)] == [None]


def test_a_long_line_of_names_reads_in_linear_time() -> None:
    import time

    started = time.perf_counter()
    read_corrections("A." * 10000)
    read_changes("A." * 10000, "Ann")
    assert time.perf_counter() - started < 2.0


def test_a_correction_names_its_slot_by_its_noun() -> None:
    text = "ignore what I told you about Ruta being my pet sitter, I was wrong. it's Celine"
    assert [c.attribute for c in read_corrections(text)] == ["named:pet sitter"]
    assert [
        c.attribute for c in read_corrections("I said Josie for babysitter. that's wrong. Priyanka")
    ] == ["named:babysitter"]


@pytest.mark.parametrize(
    "text",
    ["it's fine, not great", "the meeting thing fell through",
     "I said Tuesday for dinner, Sam said Friday", "同事小潘说理发店从来不是沙宣，是东田造型",
     "my sister says it's Ziggy, not Tilly", "is it Ziggy, not Tilly?",
     "It's Tuesday. Not great weather though."],
)  # fmt: skip
def test_no_correction_without_names_of_the_speakers_own(text: str) -> None:
    assert read_corrections(text) == []


def test_a_correction_ends_the_value_taken_back_and_gives_the_new_one() -> None:
    """The value taken back is denied and past (the resolver retires it where it is held),
    in its own slot rather than a denial slot; the value given instead is a change."""
    text = "I gave you the wrong gym — it's Third Space, not Fitness First."
    taken = CandidateFact("Ann", "not_gym", "Fitness First", text, span=(0, len(text)))
    out, said = apply_changes([taken], [(0, len(text), text)], "Ann", WHEN)
    assert said == [(0, len(text))]
    back, given = out
    assert (back.attribute, back.extractor) == ("gym", TAKEN_BACK)
    assert {Cue.NEGATION, Cue.PAST} <= back.cues and Cue.UPDATE not in back.cues
    # ... in the slot the value taken back was read in
    assert (given.attribute, given.value, given.extractor) == ("gym", "Third Space", CHANGE_SAID)
    assert Cue.UPDATE in given.cues


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("a while back I said Logic Pro — that was wrong, it's actually Bitwig. never was Logic",
         "Logic Pro", "Bitwig"),
        ("tiny retraction: Utrecht University was never mine, it's Radboud University",
         "Utrecht University", "Radboud University"),
        ("Home base is Oslo — wait no, sorry, Bergen. long day", "Oslo", "Bergen"),
        ("did I say Starling? meant Chase", "Starling", "Chase"),
        ("Omen was never a thing, I mixed it up. it's been Sage", "Omen", "Sage"),
        ("*Marisol, not Marisa, autocorrect", "Marisa", "Marisol"),
        ("Sorry, Lidl! not Aldi", "Aldi", "Lidl"),
        ("更正一下：Vercel从来不是我的，是Render", "Vercel", "Render"),
        ("我老说招商银行，其实一直是工商银行", "招商银行", "工商银行"),
        ("Ignore me, keto, not dairy-free.", "dairy-free", "keto"),  # one slot's known values
    ],
)  # fmt: skip
def test_a_correction_in_no_fixed_form_takes_back_the_name_before_its_marker(
    text: str, old: str, new: str
) -> None:
    """`read_taken_back`: a marker that a value was wrong, a name before it (taken back) and
    another after it (given instead)."""
    assert [(c.old, c.new) for c in read_corrections(text)] == [(old, new)]


@pytest.mark.parametrize(
    "text",
    ["Sorry, can't make it to Tesco tonight, going to Aldi",
     "Met Anna at Costa, sorry for the late reply", "my bad, I told Anna I'd meet at Costa",
     "Correction: the meeting is at 5, not 4",
     "I was wrong about the weather in London, Paris was sunny",
     "Tom said Figma was wrong for this, we use Sketch",
     "Sorry, not sure, not today", "meant to say hi, not bye"],
)  # fmt: skip
def test_no_correction_where_the_marker_takes_no_name_back(text: str) -> None:
    assert read_corrections(text) == []


@pytest.mark.parametrize(
    ("sentence", "new", "old"),
    [
        ("Big news: I left Harbour Lane Agency and I signed with Northlight", "Northlight",
         "Harbour Lane Agency"),
        ("so I quit Blue Orchard, Tallow & Co took me on", "Tallow & Co", "Blue Orchard"),
        ("Noor ended around March, it's been Ilse since", "Ilse", "Noor"),
        ("离开了北辰物流，加入了星河传媒", "星河传媒", "北辰物流"),
        ("报名去了红狐队，上个月离开了白鹭队", "红狐队", "白鹭队"),
        ("Shotcut是个错误，这周起又是Kdenlive", "Kdenlive", "Shotcut"),
        ("We've given up on Ocado, the weekly shop is Morrisons now!", "Morrisons", "Ocado"),
        ("Stopped going to Sheaf Street Dentists, I'm with Bright Smile Dental now.",
         "Bright Smile Dental", "Sheaf Street Dentists"),
        # telling the chat is not someone else's news
        ("Meant to tell you all ages ago, I left giffgaff for Tesco Mobile, half the price.",
         "Tesco Mobile", "giffgaff"),
        # "Family" inside a name is no one else's
        ("No, we left Bright Tooth Clinic, it's Earlham Family Dentists now, keep up",
         "Earlham Family Dentists", "Bright Tooth Clinic"),
    ],
)  # fmt: skip
def test_leaving_one_name_and_arriving_at_another_is_a_change(
    sentence: str, new: str, old: str
) -> None:
    assert [(c.new, c.old) for c in read_changes(sentence, "Ann")] == [(new, old)]


@pytest.mark.parametrize(
    "sentence",
    ["I left early and went with Tom to the pub", "I quit smoking and joined a gym",
     "My Mum left Tesco, she's with Lidl now", "I gave up Netflix, the telly is rubbish",
     "You left giffgaff for Tesco Mobile, I heard",
     "left the party, then switched to Netflix"],
)  # fmt: skip
def test_leaving_without_two_names_is_no_change(sentence: str) -> None:
    assert read_changes(sentence, "Ann") == []


@pytest.mark.parametrize(
    "text",
    ["I use Notion for work. Oops, Slack just crashed again.",
     "Had lunch with Sarah today. Sorry, Mike, can't make Friday.",
     "I visited Rome in May, my mistake was skipping Florence.",
     "Went to Costco, my bad, … Then Target.", "Pizza not Sushi tonight, sorry guys",
     "I went to Italy. Brain fog today, sorry. Rome was great"],
)  # fmt: skip
def test_ordinary_chat_with_an_apology_takes_nothing_back(text: str) -> None:
    """From the review of round 12: a loose marker ("oops", "sorry", "my bad") gives only a
    name that ends its clause, and a firm one looks no further than the next sentence."""
    assert read_corrections(text) == []


def test_a_long_line_of_markers_and_names_reads_in_linear_time() -> None:
    import time

    started = time.perf_counter()
    read_corrections("Aa sorry " * 7000)  # 63,000 characters: about the longest episode
    assert time.perf_counter() - started < 2.0


@pytest.mark.parametrize(
    ("sentence", "new", "old"),
    [
        ("new podcast app: Overcast out, Pocket Casts in", "Pocket Casts", "Overcast"),
        ("our tracker: Trello out; Linear in. finally", "Linear", "Trello"),
        ("Hearth & Ember → Copper Kettle Cafe. don't ask", "Copper Kettle Cafe", "Hearth & Ember"),
        ("new dentist: Bright Smile Clinic instead of Dr Okafor", "Bright Smile Clinic",
         "Dr Okafor"),
        ("we went with Octopus Energy instead of British Gas", "Octopus Energy", "British Gas"),
        ("gave up on Todoist and switched my planner to Things 3", "Things 3", "Todoist"),
        ("拜拜成都，你好重庆！", "重庆", "成都"),
    ],
)  # fmt: skip
def test_a_swap_between_two_names_is_a_change(sentence: str, new: str, old: str) -> None:
    """Forms that name what is left and what comes in, with no verb of change: "X out, Y
    in", an arrow between names, "Y instead of X", goodbye to one and hello to another."""
    assert [(c.new, c.old) for c in read_changes(sentence, "Ann")][:1] == [(new, old)]


@pytest.mark.parametrize(
    "sentence",
    ["I had pasta instead of the curry", "Tea instead of Coffee today",
     "my brother went with Octopus Energy instead of British Gas",
     "Score went 3 → 2 in the second half", "switched to Emacs for a week, then back to Vim",
     # From a review of the round's diff: news, sport, seasons, one-off choices, greetings.
     "Arsenal out, Spurs in for the final", "Biden out, Harris in", "Winter out, Spring in!",
     "Sarah out, Mike in as team lead", "new bike arrived! Arsenal out, Spurs in for the final",
     "The ref picked Smith instead of Jones.", "went with Uber instead of the Bus.",
     "made the move to the kitchen", "made the move to part-time", "再见2023 你好2024",
     "再见十月，你好十一月", "告别夏天，你好秋天", "拜拜周一 你好周末"],
)  # fmt: skip
def test_a_one_off_or_someone_elses_swap_is_no_change(sentence: str) -> None:
    assert read_changes(sentence, "Ann") == []


def test_a_reason_after_bc_does_not_hide_the_change() -> None:
    """A reason after "bc" may name others and say "back"; the change is still the
    speaker's."""
    said = "small update: made the move to Ghent bc my partner got a job there and went back"
    assert [(c.new, c.old) for c in read_changes(said, "Ann")] == [("Ghent", None)]


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("band practice is at Studio Nine, err I mean Sound Barn*, long day", "Studio Nine",
         "Sound Barn"),
        ("did I say Aviva? nope, it's Direct Line", "Aviva", "Direct Line"),
        ("我前面说的是叮咚买菜？记错了，是盒马", "叮咚买菜", "盒马"),
        ("车停在万达的地库。等等，是银泰，又记混了", "万达", "银泰"),
    ],
)  # fmt: skip
def test_a_correction_marked_in_passing_gives_the_name_after_it(
    text: str, old: str, new: str
) -> None:
    assert [(c.old, c.new) for c in read_corrections(text)] == [(old, new)]


@pytest.mark.parametrize(
    "text",
    ["Is that Tom? nope, it's Dave.", "Meeting is at 3, err, 4.", "Terrible service err, Comcast",
     "用了很久。不对，是三年", "到家了。不对，是到楼下了"],
)  # fmt: skip
def test_an_answer_or_an_amount_is_no_correction(text: str) -> None:
    assert read_corrections(text) == []


def test_chinese_run_on_after_laughter_reads_in_linear_time() -> None:
    import time

    started = time.perf_counter()
    for text in ("我换成小米了" + "哈" * 40 + "好开心", "再见北京 你好上海" + "哈" * 40 + "开心",
                 "我之前说北京？说错了，是上海" + "哈" * 40 + "对"):  # fmt: skip
        read_changes(text, "Ann")
        read_corrections(text)
    assert time.perf_counter() - started < 0.5


@pytest.mark.parametrize(
    ("sentence", "new", "old", "holder"),
    [
        ("Forgot to mention, I ditched Roam Research for Joplin a few weeks ago.", "Joplin",
         "Roam Research", None),
        ("Did it: I left Iron Harbor Gym for Riverside Leisure Centre.",
         "Riverside Leisure Centre", "Iron Harbor Gym", None),
        ("Ailsa left Weir Street Vets for Barrhead Travel 🙂", "Barrhead Travel",
         "Weir Street Vets", "Ailsa"),
        ("News from me: Hamish has moved banks to Starling!", "Starling", None, "Hamish"),
        ("Big week, we've gone over to E.ON for gas and electric", "E.ON", None, None),
        ("I left So Energy and went over to EDF!", "EDF", "So Energy", None),
    ],
)  # fmt: skip
def test_a_change_after_a_lead_in_or_of_a_named_holder_is_read(
    sentence: str, new: str, old: str | None, holder: str | None
) -> None:
    changes = read_changes(sentence, "Ann")
    assert [(c.new, c.old, c.holder) for c in changes][:1] == [(new, old, holder)]


@pytest.mark.parametrize(
    "sentence",
    [
        "went over to Dan's for tea",  # a visit: no value any slot knows
        "Mum switched from Vim to Emacs",  # kin stays a third party
        "Finally switched from Vim to Emacs",  # a sentence opener is no holder
    ],
)
def test_no_named_holder_where_none_is_named(sentence: str) -> None:
    assert all(c.holder is None for c in read_changes(sentence, "Ann"))


def test_a_named_holders_change_is_theirs() -> None:
    text = "Ailsa left Weir Street Vets for Barrhead Travel"
    facts, said = apply_changes([], [(0, len(text), text)], "Priya", WHEN)
    assert said and [(f.subject, f.focus or f.value) for f in facts] == [
        ("Ailsa", "Barrhead Travel")
    ]
    assert Cue.UPDATE in facts[0].cues


def test_an_events_target_said_as_a_change_is_the_state_of_the_slot_that_knows_it() -> None:
    from extract.pipeline import EpisodeText, RuleExtractor

    (read,) = RuleExtractor().extract_batch(
        [EpisodeText("News from me: I left So Energy and went over to EDF!", WHEN, "Hamish")]
    )
    assert ("home_energy", "EDF") in {(f.attribute, f.value) for f in read.facts}


def test_a_slot_noun_that_changed_from_one_name_to_another() -> None:
    changes = read_changes("Guess what, my manager changed from Ingrid to Sana.", "Bianca")
    assert [(c.new, c.old, c.attribute) for c in changes] == [("Sana", "Ingrid", "manager")]
    assert read_changes("my mood changed from bad to good", "Bianca") == []


@pytest.mark.parametrize(
    ("sentence", "new", "old"),
    [
        # a denial of the old name, then the new one (issue 11: "no, it's not X any more")
        ("No, not Smarty any more, it's Lyca Mobile these days", "Lyca Mobile", "Smarty"),
        ("Nope, not British Gas any more, it's EDF these days.", "EDF", "British Gas"),
        ("not with Octopus anymore - Liverbird Power now", "Liverbird Power", "Octopus"),
        ("I'm not on Vodafone any more, EE now", "EE", "Vodafone"),
        # moving out of one place and into another, a short time phrase between
        ("Moved out of West Derby and into a little terrace in Huyton", "Huyton", "West Derby"),
        ("Left Bootle last weekend, we're in Southport now", "Southport", "Bootle"),
        ("left Octopus, on Liverbird Power now", "Liverbird Power", "Octopus"),
        ("Nah, done with Cains ages ago, Peroni now", "Peroni", "Cains"),
        (
            "Forgot to mention I left Alder Hey, been at Pierhead Insurance since August",
            "Pierhead Insurance",
            "Alder Hey",
        ),
        ("Gone onto Lucky Saint, the Cains was killing me", "Lucky Saint", None),
        # the old one denied with "don't", or given up, the new one in its place
        ("I don't have Mubi any more, it's BritBox", "BritBox", "Mubi"),
        ("Not doing Spanish any more, it's Urdu now", "Urdu", "Spanish"),
        ("Gave up Italian, doing Mandarin instead", "Mandarin", "Italian"),
        ("Cancelled Mubi, on BritBox now", "BritBox", "Mubi"),
        ("退了Mubi，改订Flickbox", "Flickbox", "Mubi"),
        ("my head is pounding, and in other news I've gone over to EE, half the price", "EE", None),
    ],
)
def test_a_denial_or_a_move_out_and_in_is_a_change(
    sentence: str, new: str, old: str | None
) -> None:
    assert [(c.new, c.old) for c in read_changes(sentence, "Ann")] == [(new, old)]


@pytest.mark.parametrize(
    "sentence",
    [
        "Not a fan of Smarty any more, to be honest",
        "left early for the airport, we're in the lounge now",
        "Moved out of my parents' and into a flat in Leith",
        "went on to win the league",
        "done with work now, pub now",
        "I don't drink Guinness any more, it's too heavy",
        "I don't drive the Fiesta any more, it's Sarah's now",
        "Not going to Leeds any more, it's London instead",
        "Dropped Jake at nursery, at Tesco now",
        "Gave up on the bus, walking now",
        "Stopped at Tesco, got the milk now",
    ],
)
def test_no_change_without_a_name_denied_or_left(sentence: str) -> None:
    assert read_changes(sentence, "Ann") == []


def test_a_starred_name_takes_back_the_one_after_not() -> None:
    """ "*Swithland Ward, not Soar Ward. it's 4am, forgive me": the star is chat's mark of a
    correction; a star elsewhere marks nothing."""
    (c,) = read_corrections("*Swithland Ward, not Soar Ward. it's 4am, forgive me")
    assert (c.old, c.new) == ("Soar Ward", "Swithland Ward")
    assert read_corrections("*sigh* not again, Monday") == []


def test_the_old_name_denied_these_days_then_the_new_one_is_a_change() -> None:
    (c,) = read_changes("Not Belvoir Dental Care these days, Bright Smile Dental", "Cal", "")
    assert (c.old, c.new) == ("Belvoir Dental Care", "Bright Smile Dental")


def test_a_note_keeps_its_line_and_the_change_in_it_is_read_apart() -> None:
    """ "FYI I've finally moved out of Oadby and into Wigston!": the memory cue keeps the line
    as a note; the move is a fact of its own, not the note said as a change."""
    text = "FYI I've finally moved out of Oadby and into Wigston!"
    note = CandidateFact("Kelly", "note", text, text, span=(0, len(text)))
    out, _ = apply_changes([note], [(0, len(text), text)], "Kelly", WHEN)
    assert out[0] == note
    assert (out[1].focus, out[1].extractor, Cue.UPDATE in out[1].cues) == (
        "Wigston",
        CHANGE_SAID,
        True,
    )


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("Paramount+ got cancelled, BritBox instead.", "Paramount+", "BritBox"),
        ("The Ford Fiesta's gone, it's a Nissan Leaf now.", "Ford Fiesta", "Nissan Leaf"),
        ("Welsh is abandoned, it's Mandarin now.", "Welsh", "Mandarin"),
        ("I closed the first direct account and opened one with Lloyds", "first direct", "Lloyds"),
        ("I left Harbourside Dental, got into Gloucester Road Dental on the NHS.",
         "Harbourside Dental", "Gloucester Road Dental"),
        ("I've left Monzo and gone to HSBC.", "Monzo", "HSBC"),
        ("Oh and I left PureGym and went to Anytime Fitness.", "PureGym", "Anytime Fitness"),
        ("Nope, Pavilion Dental Care is ancient history, my dentist is Lanes Dental.",
         "Pavilion Dental Care", "Lanes Dental"),
        ("Clearwater Digital is ancient history, I'm at Royal Sussex County Hospital.",
         "Clearwater Digital", "Royal Sussex County Hospital"),
        ("Oh and left O2 and went to Dyfi Mobile, half the price.", "O2", "Dyfi Mobile"),
        ("News: we're finally out of Moulsecoomb and into Hanover.", "Moulsecoomb", "Hanover"),
        ("We got rid of Amazon Prime Video and signed up to iQIYI. Finally.",
         "Amazon Prime Video", "iQIYI"),
        ("没有啦，不是Blokworks了，现在去Ponds Forge了，比原来那家好多了。", "Blokworks",
         "Ponds Forge"),
        ("对了，上周末我从Edinburgh Napier辞职了，去了Scottish Book Trust。", "Edinburgh Napier",
         "Scottish Book Trust"),
    ],
)  # fmt: skip
def test_an_old_name_ended_then_a_new_one_is_a_change(text: str, old: str, new: str) -> None:
    (c,) = read_changes(text, "Jen", text)
    assert (c.old, c.new) == (old, new)


@pytest.mark.parametrize(
    "text",
    [
        "The match is over, Tom now.",
        "Arsenal out, Spurs in",
        "The gym's closed, lol",
        "我不去了，去开会。",  # not going, off to a meeting: no name taken up
        "我把票退了，去看电影了。",
        "订单退了，去淘宝买了。",  # errands and purchases named by no name (review)
        "我把外卖退了，去食堂吃了。",
        "我把沙发卖了，买了宜家的。",
        "健身卡退了，开始学车。",
        "我把会员卡退了，去了PureGym看看。",  # a look round, no membership
        "I left Tesco and went to Aldi for milk.",  # an errand
        "I've left Tesco and gone to Boots, the queue was mad.",  # shops (review)
        "Left Leeds and went to Manchester to see the match.",  # a trip
        "Nah, we're out of Clapham and into Brixton for the night.",  # an evening out
        "我从Arup辞职了，去了泰国旅游。",  # a holiday, no job
        "I left work and went to the pub.",
        "My sister has a new partner, Bob.",  # someone else's
        "不是我说，现在去Ponds Forge了。",  # an idiom denies no name
        "And I went to Spain for a week.",
    ],
)
def test_an_ending_without_a_new_name_of_ones_own_is_no_change(text: str) -> None:
    assert read_changes(text, "Jen", text) == []


def test_a_chinese_typo_correction_gives_the_name_first() -> None:
    (c,) = read_corrections("打错了，是Sunbeam Energy，不是Gorge Power。")
    assert (c.old, c.new) == ("Gorge Power", "Sunbeam Energy")
    (c,) = read_corrections("打错了，是MUBI，不是Disney+。")
    assert (c.old, c.new) == ("Disney+", "MUBI")


def test_ignore_me_takes_back_and_a_rule_read_from_the_line_keeps_it() -> None:
    """ "Ignore me, Ford Focus, not Tesla Model 3." reads as a rule ("Ignore …"): the
    correction still takes Tesla Model 3 back and gives Ford Focus as a fact of its own."""
    text = "Ignore me, Ford Focus, not Tesla Model 3."
    (c,) = read_corrections(text)
    assert (c.old, c.new) == ("Tesla Model 3", "Ford Focus")
    rule = CandidateFact("Sarah", "rule", text.rstrip("."), text, span=(0, len(text)))
    out, _ = apply_changes([rule], [(0, len(text), text)], "Sarah", WHEN)
    assert out[0] == rule
    # a make and a model the vocabulary lists ("Ford", "Focus") place the new value in `car`
    assert {(f.attribute, f.focus or f.value, f.extractor) for f in out[1:]} == {
        ("statement", "Tesla Model 3", TAKEN_BACK),
        ("car", "Ford Focus", CHANGE_SAID),
    }


@pytest.mark.parametrize(
    ("text", "old", "new"),
    [
        ("Ha, no, I gave up Greek, it's French now.", "Greek", "French"),
        ("哈哈，不在Norfolk and Norwich Hospital了，现在在Tombland Legal。",
         "Norfolk and Norwich Hospital", "Tombland Legal"),
    ],
)  # fmt: skip
def test_given_up_then_its_the_new_one_now(text: str, old: str, new: str) -> None:
    (c,) = read_changes(text, "Dan", text)
    assert (c.old, c.new) == (old, new)
    assert read_changes("I left work early, it's raining now", "Dan", "") == []
    assert read_changes("不在家了，现在在路上", "Dan", "") == []


@pytest.mark.parametrize(
    "sentence",
    ["忘了说，10月的时候我把Onshape卸了，改用CATIA。",
     "好像没跟你们讲过，7月就我把Onshape卸了，改用CATIA。",
     "我把Onshape的账号注销了，改用CATIA。"],
)  # fmt: skip
def test_a_chinese_change_after_a_time_and_an_uninstall_is_read(sentence: str) -> None:
    assert [(c.new, c.old) for c in read_changes(sentence, "Boyang")][:1] == [("CATIA", "Onshape")]


def test_a_statement_about_the_exception_does_not_swallow_the_main_value() -> None:
    """The open statement read for the exception keeps its focus; the main value is a fact."""
    from extract.pipeline import EpisodeText, RuleExtractor

    line = "Ardour for most things, but at the station I use Adobe Audition."
    (read,) = RuleExtractor().extract_batch([EpisodeText(line, WHEN, "Sam")])
    focuses = {c.focus or c.value for c in read.candidates}
    assert {"Ardour", "Adobe Audition"} <= focuses


def test_a_new_one_named_after_its_noun_is_the_speakers_change() -> None:
    (c,) = read_changes("So yeah, I've got a new partner, Femi.", "Kofi",
                        "So yeah, I've got a new partner, Femi.")  # fmt: skip
    assert (c.new, c.attribute) == ("Femi", "partner")


@pytest.mark.parametrize(
    ("text", "new", "attribute"),
    [
        ("My first iD Mobile bill came in, half what Tidewave Mobile charged me.", "iD Mobile",
         None),
        ("Honestly, first Octopus bill came in and it's less than we ever paid.", "Octopus", None),
        ("My first payslip from Arup came through.", "Arup", "employer"),
    ],
)  # fmt: skip
def test_a_first_bill_or_payslip_is_news_of_a_change(
    text: str, new: str, attribute: str | None
) -> None:
    (c,) = read_changes(text, "Ann", text)
    assert (c.new, c.attribute) == (new, attribute)


@pytest.mark.parametrize(
    "text",
    [
        "My sister got her first Octopus bill.",  # someone else's
        "The first Octopus bill was huge, glad I never switched.",
        "Is the first EE bill always this high?",
        "my first electric bill came in",  # no provider named
        "First shift at Greggs tomorrow!",  # a plan
    ],
)
def test_a_first_bill_that_is_not_the_speakers_new_provider_is_no_change(text: str) -> None:
    assert read_changes(text, "Ann", text) == []


def test_a_disowned_value_taken_back_gives_its_slot_not_the_owners_kin() -> None:
    (c,) = read_corrections("Correction: Starling! Monzo is my wife's, I mixed them up.")
    assert (c.old, c.new, c.attribute) == ("Monzo", "Starling", "bank")
