"""Round 55: a denial whose new value comes after a reason or a tail ("Not Redway CrossFit any
more, they put the price up again. Willen Boxing Club", "Not on Smarty any more, giffgaff now -
that's probably why", "我不做junior coach了，现在是club scorer"); corrections that name the
old value last ("Correction: X! Where did Y come from", "*X. Not Y."); a change after a chatty
lead-in or told late ("… everything - Swapped Spanish for Japanese", "Bit of old news, but I've
been at X since July", "Finally left OVO, E.ON Next from the first of the month"); the main
value before an exception ("Mostly the X these days, just …", "Everything's with X except the
savings"); a job by its work ("I start at X on Monday, handed my notice in at Y", "I do shifts
at X", "New hat for me this season, treasurer"); Chinese holders that are no one's name
("账户换到X了", "这周末正式搬到X了"), a name written before a known one ("Redway CrossFit") and a
work phone's scope (issue 11, failure classes 1-5). Each form with near misses. No database."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from extract.changes import _opening_correction, read_changes, read_denied_then_given
from extract.pipeline import EpisodeText, RuleExtractor
from graph.types import Cue

pytestmark = pytest.mark.unit

WHEN = datetime(2025, 6, 1, tzinfo=UTC)
PEOPLE = frozenset({"Hannah", "Jen", "Dot", "Wang Lei", "Zhao Min", "Priya", "Tom"})


def _read(speaker: str, line: str) -> list[tuple[str, str, str, frozenset[Cue], str | None]]:
    """(subject, attribute, value, cues, scope) of every fact read from one line."""
    episode = EpisodeText(line, WHEN, speaker, people=PEOPLE | {speaker})
    (result,) = RuleExtractor().extract_batch([episode])
    return [(f.subject, f.attribute, f.value, f.cues, f.scope) for f in result.facts]


def _facts(speaker: str, line: str) -> set[tuple[str, str, str]]:
    return {(s, a, v) for s, a, v, _, _ in _read(speaker, line)}


# -- a denial, then the value now --------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "old", "new"),
    [
        ("Not Redway CrossFit any more, they put the price up again. Willen Boxing Club",
         "Redway CrossFit", "Willen Boxing Club"),
        ("Not Redway CrossFit any more, the price went up. PureGym", "Redway CrossFit",
         "PureGym"),
        ("We're not with Brightwell Energy any more thank god, EDF", "Brightwell Energy", "EDF"),
        ("Not on Smarty any more, giffgaff now - that's probably why", "Smarty", "giffgaff"),
        ("年会开完了，我不做junior coach了，现在是club scorer", "junior coach", "club scorer"),
        ("我已经不是junior coach了！现在是fixtures secretary", "junior coach",
         "fixtures secretary"),
    ],
)  # fmt: skip
def test_a_denial_then_the_value_now_is_a_change_the_graph_must_vouch_for(
    line: str, old: str, new: str
) -> None:
    denial = read_denied_then_given(line)
    assert denial is not None
    assert (denial.old, denial.new, denial.vouched_only) == (old, new, True)


@pytest.mark.parametrize(
    "line",
    [
        # someone else's, a question, no value after the denial
        "Not Redway CrossFit any more, my brother goes. Willen Boxing Club",
        "Not Redway CrossFit any more. Willen Boxing Club?",
        "Not Redway CrossFit any more, they put the price up again. Tom Jones said hi",
        "Not on Smarty any more, raining now",
        "My brother, not at Tesco any more, goes to Aldi",
        "他不做junior coach了，现在是club scorer",
        "我不做饭了，现在是外卖",
        # the name alone after the reason is no value
        "Not Redway CrossFit any more, they put the price up again. Happy Friday",
        "Not with Brightwell Energy any more, they went bust. Thanks Obama",
        "Not on Smarty any more, the signal was rubbish. Cheers Tom",
        "我不做junior coach了，现在是off season",
        "我不当队长了，现在是Tom当",
    ],
)
def test_near_misses_of_a_denial_give_no_new_value(line: str) -> None:
    assert read_denied_then_given(line) is None


def test_the_value_denied_stays_denied_whatever_tail_the_line_has() -> None:
    read = _read("Terry", "Not on Smarty any more, Lebara now - that's probably why")
    smarty = [cues for _, attribute, value, cues, _ in read if value == "Smarty"]
    assert smarty and all(Cue.NEGATION in cues and Cue.UPDATE not in cues for cues in smarty)


# -- corrections that name the value taken back last --------------------------------------------


@pytest.mark.parametrize(
    ("line", "old", "new"),
    [
        ("Correction: Kiln Farm Bakery! Where did Milton Keynes University Hospital come from",
         "Milton Keynes University Hospital", "Kiln Farm Bakery"),
        ("Correction: Earl Grey! Where did Yorkshire Tea come from", "Yorkshire Tea",
         "Earl Grey"),
        ("*Ironhouse Kiln Farm. Not Redway CrossFit. Long day", "Redway CrossFit",
         "Ironhouse Kiln Farm"),
        ("不好意思，我说的是Tesco Mobile，不是O2", "O2", "Tesco Mobile"),
    ],
)  # fmt: skip
def test_a_correction_naming_the_old_value_last_takes_it_back(
    line: str, old: str, new: str
) -> None:
    correction = _opening_correction(line)
    assert correction is not None
    assert (correction.old, correction.new, correction.vouched_only) == (old, new, True)


@pytest.mark.parametrize(
    "line",
    [
        "*sigh* Not again. Tom",
        "Correction: the match is at 2! Where did 3 come from",
        "Where did Milton Keynes University Hospital come from? Kiln Farm Bakery is better",
    ],
)
def test_near_misses_of_a_correction_naming_the_old_value_last(line: str) -> None:
    assert _opening_correction(line) is None


# -- changes after a chatty lead-in, told late, or before an exception --------------------------


@pytest.mark.parametrize(
    ("line", "new", "old"),
    [
        ("Finally left OVO, E.ON Next from the first of the month", "E.ON Next", "OVO"),
        ("Right, quick update before I forget, been a mad week with the kids and the car and "
         "everything - Swapped Spanish for Japanese, my owl is furious.", "Japanese", "Spanish"),
        ("Right, quick update before I forget, been a mad week with the kids and the car and "
         "everything - Cancelled Willen Boxing Club, joined The Gym Group instead, the changing "
         "rooms are actually clean.", "The Gym Group", "Willen Boxing Club"),
        ("Bit of old news, but I've been at Hartwell Foods since July", "Hartwell Foods", None),
        ("Forgot to announce it, but I've been fixtures secretary since October",
         "fixtures secretary", None),
        ("I've been vegan since January", "vegan", None),
        ("Mostly the Cliffside Hotel these days, just Sunday brunch shifts at the Harbour "
         "Heights Hotel", "Cliffside Hotel", None),
        ("Everything's with Wessex Building Society except the savings, those sit with Chase "
         "because of the rate", "Wessex Building Society", None),
    ],
)  # fmt: skip
def test_a_change_after_a_lead_in_or_told_late_is_read(
    line: str, new: str, old: str | None
) -> None:
    changes = read_changes(line, "Dot")
    assert [(c.new, c.old) for c in changes] == [(new, old)]


@pytest.mark.parametrize(
    "line",
    [
        "Left Boots, Superdrug from Monday",  # an errand, no supplier
        "Left Inverness at 6, Perth from now on",
        "News from Tom, been a mad week - Swapped Spanish for Japanese",
        "My sister rang, been a mad week - Swapped Spanish for Japanese",
        "I've been busy since June",
        "My sister has been at Tesco since May",
        "I've been at the hospital since Monday",
        "I've been Googling Octopus since last week",
        "I've been at the Royal Free since Christmas, the ward is grim",
        "I've been at Addenbrooke's since last week with my knee",
        "A few years back when I was still at uni - Moved to Leeds for a job.",
        "My lodger has been a nightmare this week honestly - Moved out to Leeds",
        "Mostly Tom these days, just the odd text from Sam",
        "Everything's with Tom except the bins",
    ],
)
def test_near_misses_of_a_late_or_led_change_give_the_speaker_none(line: str) -> None:
    assert read_changes(line, "Dot") == []


def test_the_main_value_before_an_exception_is_not_scoped() -> None:
    line = "Everything's with Wessex Building Society except the savings, those sit with Chase"
    main = [(cues, scope) for _, _, v, cues, scope in _read("Priya", line) if "Wessex" in v]
    assert main and all(scope is None and Cue.SCOPE not in cues for cues, scope in main)


# -- a job by its work ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("speaker", "line", "expected"),
    [
        ("Jen", "New job news: I start at Network Rail on Monday, handed my notice in at Royal "
         "Mail", {("Jen", "employer", "Network Rail"), ("Jen", "employer", "Royal Mail")}),
        ("Jen", "Starting at Network Rail on Monday, handed my notice in at Royal Mail",
         {("Jen", "employer", "Network Rail"), ("Jen", "employer", "Royal Mail")}),
        ("Maggie", "I do shifts at the Chine Kitchen, for the record, since someone asked last "
         "week", {("Maggie", "employer", "Chine Kitchen")}),
        ("Maggie", "Scrapped the idea to apply at the Wavecrest Hotel. I'm on the front desk at "
         "the Chine Kitchen, staying put", {("Maggie", "employer", "Chine Kitchen")}),
        ("Deepak", "Day job's Red Bull Racing, but I do the odd weekend shift for Network Rail "
         "as well", {("Deepak", "employer", "Red Bull Racing")}),
        ("Gaz", "Work's at Denbigh Print Works, been there donkey's years",
         {("Gaz", "employer", "Denbigh Print Works")}),
        ("Jen", "I'm at Royal Mail, shifts are all over the place so bear with me",
         {("Jen", "employer", "Royal Mail")}),
        ("Dot", "New hat for me this season, tea rota lead. Someone else can be vice-captain",
         {("Dot", "job_title", "tea rota lead")}),
        ("Jen", "Hannah got voted in as fixtures secretary at the AGM, she didn't even stand",
         {("Hannah", "job_title", "fixtures secretary")}),
        ("Jen", "I got voted in as treasurer last night", {("Jen", "job_title", "treasurer")}),
    ],
)  # fmt: skip
def test_a_job_shown_by_its_work_is_read(
    speaker: str, line: str, expected: set[tuple[str, str, str]]
) -> None:
    assert expected <= _facts(speaker, line)


@pytest.mark.parametrize(
    ("speaker", "line", "slot"),
    [
        ("Dot", "My sister does shifts at the Chine Kitchen", "employer"),
        ("Jen", "Tom says I start at Network Rail on Monday? I handed my notice in at Royal Mail",
         "employer:Network Rail"),
        ("Jen", "Sarah starts at Network Rail on Monday, she handed her notice in at Royal Mail",
         "employer"),
        ("Jen", "I'm at Tesco, queues are mad", "employer"),
        ("Dot", "His work's at Tesco", "employer"),
        ("Dot", "New hat for me, a bobble one from Mum", "job_title"),
        ("Jen", "Tom nearly got voted in as treasurer", "job_title"),
        ("Ken", "Wish I'd got voted in as chair at the AGM", "job_title"),
        ("Ken", "Day job's Monday to Friday, but weekends are mine", "employer"),
        ("Ken", "Main job is Tom's birthday party", "employer"),
        ("Ken", "Work's at Wembley this week for the conference", "employer"),
        ("Ken", "Work's with Jen this week, she's training me up", "employer"),
        ("Ken", "I do weekends at Nan's", "employer"),
        ("Ken", "I do shifts at the Royal Free - as a patient lol", "employer"),
        ("Ken", "I'm at Tesco, hours are ridiculous on a Sunday", "employer"),
        ("Ken", "I'm at Tom's, my shifts got swapped", "employer"),
        ("Ken", "I'm on the tills at Aldi, queue is a mile long", "employer"),
        ("Ken", "I'm on reception at the Premier Inn, they've lost our booking", "employer"),
        ("Ken", "Starting at Christmas, handed my notice in at Royal Mail", "employer:Christmas"),
        ("Ken", "Starting at Network Rail was the worst, handed my notice in at Royal Mail",
         "employer:Network Rail"),
        ("Ken", "I start at Network Rail on Monday, Tom handed his notice in at Royal Mail",
         "employer:Network Rail"),
        ("Jen", "Mum's carers have got me on the rota", "employer"),
    ],
)  # fmt: skip
def test_near_misses_of_a_job_by_its_work_give_the_speaker_none(
    speaker: str, line: str, slot: str
) -> None:
    attribute, _, value = slot.partition(":")
    assert not {
        (s, a, v)
        for s, a, v in _facts(speaker, line)
        if s == speaker and a == attribute and (not value or v == value)
    }


# -- Chinese: holders that are no one's name, a name's first words, a work phone ----------------


@pytest.mark.parametrize(
    ("speaker", "line", "expected"),
    [
        ("Wang Lei", "账户换到Barclays了，Starling把网点关了", ("Wang Lei", "bank", "Barclays")),
        ("Zhao Min", "这周末正式搬到Kents Hill了，箱子还没拆完",
         ("Zhao Min", "home_city", "Kents Hill")),
        ("Zhao Min", "李成换到Barclays了", ("李成", "bank", "Barclays")),
        ("Huang Mei", "不去PureGym了，又涨价，现在去Redway CrossFit",
         ("Huang Mei", "gym", "Redway CrossFit")),
        ("Huang Mei", "我现在去CrossFit", ("Huang Mei", "gym", "CrossFit")),
    ],
)  # fmt: skip
def test_a_chinese_clause_opening_on_no_name_is_the_speakers(
    speaker: str, line: str, expected: tuple[str, str, str]
) -> None:
    facts = _facts(speaker, line)
    assert expected in facts
    assert {(a, v) for _, a, v in facts if v == expected[2]} == {expected[1:]}


@pytest.mark.parametrize(
    ("line", "holder"),
    [
        ("老公在Network Rail上班", "Gail's 老公"),
        ("老爸搬到Kents Hill了", "Gail's 老爸"),
        ("妈妈换到Barclays了", "Gail's 妈妈"),
        ("私人手机用O2，老婆工作手机是giffgaff", "Gail's 老婆"),
    ],
)
def test_kin_named_bare_in_chinese_is_not_the_speaker(line: str, holder: str) -> None:
    facts = _facts("Gail", line)
    assert any(s == holder for s, _, _ in facts)
    assert not any(s == "Gail" and v in ("Network Rail", "Kents Hill", "Barclays", "giffgaff")
                   for s, _, v in facts)  # fmt: skip


@pytest.mark.parametrize(
    ("line", "main", "scoped"),
    [
        ("私人手机用Vodafone，工作手机是O2", "Vodafone", "O2"),
        ("私人手机用O2，工作手机是giffgaff", "O2", "giffgaff"),
        ("我自己的手机用Gullnet Mobile，工作手机是Lebara的", "Gullnet Mobile", "Lebara"),
    ],
)
def test_a_work_phone_is_a_scope_beside_the_own_one(line: str, main: str, scoped: str) -> None:
    read = {v: scope for _, a, v, _, scope in _read("Zhao Min", line) if a == "mobile_carrier"}
    assert read == {main: None, scoped: "工作手机"}
