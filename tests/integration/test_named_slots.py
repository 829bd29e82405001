"""Named slots and holder resolution through the front door: text in through `ingest`, the
state out through `slot` and `evidence`, on a real Neo4j (issue 11, round 11)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from graph.invariants import check_invariants
from graph.types import EpisodeInput
from palimpsest.service import MemoryService

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def service(graph) -> MemoryService:  # noqa: ANN001
    return MemoryService(graph)


def said(text: str, month: int) -> EpisodeInput:
    return EpisodeInput(text, datetime(2025, month, 3, tzinfo=UTC), speaker="Zara")


def roles(service: MemoryService, tenant: str, subject: str, attribute: str) -> dict[str, str]:
    view = service.slot(tenant, subject, attribute)
    assert view is not None, f"no slot {attribute!r} for {subject!r}"
    return {f.value: f.role.value for f in view.facts}


def test_a_slot_named_by_the_speaker_changes_and_answers(
    service: MemoryService,
    graph,  # noqa: ANN001
    tenant: str,
) -> None:
    """A slot named by the speaker: "my pet sitter is Jasper", later "my pet sitter is
    Celine now": one named slot, Celine current and Jasper its history; a question naming
    the slot gets Celine as current."""
    service.ingest(tenant, [said("ok so my pet sitter: Jasper. put that somewhere", 1)])
    service.ingest(tenant, [said("Paid Jasper for the week, lovely as ever", 2)])
    service.ingest(tenant, [said("update: my pet sitter is Celine now, not Jasper", 5)])
    assert roles(service, tenant, "Zara", "named:pet sitter") == {
        "Jasper": "historical",
        "Celine": "current",
    }
    packet = service.evidence(tenant, "who is my pet sitter now?", subject="Zara")
    current = [it.fact.value for it in packet.current if it.fact is not None]
    assert current[:1] == ["Celine"]
    assert "Jasper" not in current
    assert {k: v for k, v in check_invariants(graph, tenant).items() if v} == {}


def test_we_is_the_speaker_unless_a_team_holds_the_slot(
    service: MemoryService, tenant: str
) -> None:
    """Holder resolution: "we drive a Kia Niro" is Zara's car; "our CI is GitHub Actions"
    her team's."""
    service.ingest(tenant, [said("we drive a Kia Niro", 3), said("our CI is GitHub Actions", 3)])
    assert roles(service, tenant, "Zara", "car") == {"Kia Niro": "current"}
    assert service.slot(tenant, "Zara", "ci") is None
    assert roles(service, tenant, "Zara's team", "ci") == {"GitHub Actions": "current"}


def test_someone_elses_named_thing_is_not_the_speakers(service: MemoryService, tenant: str) -> None:
    service.ingest(tenant, [said("turns out my mum's pet sitter is Declan. small world", 4)])
    assert service.slot(tenant, "Zara", "named:pet sitter") is None


def test_a_groups_state_said_by_its_members_is_the_groups(
    service: MemoryService, tenant: str
) -> None:
    """Holder resolution for a group (round 16): a turn framed as the farm's news makes its
    "we" the farm's; the same speaker's later unframed "we" (another ingest call, so the
    frame is read back from the graph) is the farm's too; a third party's report names its
    holder. None of it is the speakers' own."""

    def by(speaker: str, text: str, month: int) -> EpisodeInput:
        return EpisodeInput(text, datetime(2025, month, 3, tzinfo=UTC), speaker=speaker)

    service.ingest(tenant, [by("Rhodri", "For Bracken Hill Farm: our insurer is Shirecover.", 1)])
    service.ingest(tenant, [by("Rhodri", "we've switched insurer to Plowright, cheaper", 4)])
    service.ingest(tenant, [by("Alun", "For the record, Sorrel banks with Nationwide.", 4)])
    packet = service.evidence(tenant, "Who insures Bracken Hill Farm now?",
                              subject="Bracken Hill Farm")  # fmt: skip
    current = [it.fact.value for it in packet.current if it.fact is not None]
    assert current[:1] == ["Plowright"] and "Shirecover" not in current
    sorrel = service.evidence(tenant, "Which bank does Sorrel use?", subject="Sorrel")
    assert [it.fact.value for it in sorrel.current if it.fact is not None][:1] == ["Nationwide"]
    for speaker in ("Rhodri", "Alun"):
        mine = service.evidence(tenant, "insurer bank", subject=speaker)
        values = {it.fact.value for it in mine.current if it.fact is not None}
        assert not values & {"Plowright", "Shirecover", "Nationwide"}
    # One chat, one "we": Mali never framed a turn; their "we" is the group the chat's turns
    # last framed (read back from the graph), not Mali's own.
    service.ingest(tenant, [by("Mali", "we've switched insurer to Harvest Mutual", 6)])
    packet = service.evidence(tenant, "Who insures Bracken Hill Farm now?",
                              subject="Bracken Hill Farm")  # fmt: skip
    current = [it.fact.value for it in packet.current if it.fact is not None]
    assert current[:1] == ["Harvest Mutual"] and "Plowright" not in current


def test_he_or_she_is_the_person_the_session_named_before(
    service: MemoryService, tenant: str
) -> None:
    """Holder resolution for he/she across turns (round 16): "Sat next to Alun at the quiz",
    then in the next turn of the session, from someone else, "oh and he's switched his bank
    to Monzo" is Alun's; the earlier turn is read back from the graph when the pronoun comes
    in a later call. Not the speaker's, and not a pronoun's in another session."""

    def turn(speaker: str, text: str, session: str, minute: int) -> EpisodeInput:
        return EpisodeInput(text, datetime(2025, 6, 3, 9, minute, tzinfo=UTC), speaker=speaker,
                            session_id=session)  # fmt: skip

    service.ingest(tenant, [turn("Liang", "Sat next to Alun at the quiz last night", "s1", 1)])
    service.ingest(tenant, [turn("Morwenna", "oh and he's switched his bank to Monzo", "s1", 2)])
    service.ingest(tenant, [turn("Morwenna", "she's moved to Lyon apparently", "s2", 3)])
    alun = service.evidence(tenant, "Which bank does Alun use?", subject="Alun")
    assert [it.fact.value for it in alun.current if it.fact is not None][:1] == ["Monzo"]
    for speaker in ("Morwenna", "Liang"):
        mine = service.evidence(tenant, "bank home city", subject=speaker)
        values = {it.fact.value for it in mine.current if it.fact is not None}
        assert not values & {"Monzo", "Lyon"}


def test_he_or_she_is_read_again_in_the_extraction_worker(graph, tenant: str) -> None:  # noqa: ANN001
    """`palimpsest serve` extracts in a worker process (`extract.worker.ExtractorProcess`):
    a turn that says "he" is read again there, with its referent, like in-process."""
    from palimpsest.settings import get_settings

    served = MemoryService(graph, get_settings().model_copy(update={"extract_worker": True}))
    try:
        at = datetime(2025, 6, 3, 9, 1, tzinfo=UTC)
        served.ingest(tenant, [
            EpisodeInput("Sat next to Alun at the quiz last night", at, speaker="Liang",
                         session_id="w1"),
            EpisodeInput("oh and he's switched his bank to Monzo", at.replace(minute=2),
                         speaker="Morwenna", session_id="w1"),
        ])  # fmt: skip
        assert type(served.extractor).__name__ == "ExtractorProcess"
        alun = served.evidence(tenant, "Which bank does Alun use?", subject="Alun")
        assert [it.fact.value for it in alun.current if it.fact is not None][:1] == ["Monzo"]
    finally:
        served.extractor.close()
