"""Subject profiles and case outcomes over GraphQL: `profile` (reader) and `recordOutcome`
(writer). Types map the dataclasses of `recall.profile`; the resolvers call the service with
the caller's tenant, as every other field does."""

from __future__ import annotations

from datetime import datetime

import strawberry

from gql import limits
from gql.types import Episode, Fact, Info
from graph.types import OutcomeStatus
from recall import profile as domain


@strawberry.type(description="What holds for one attribute of the subject.")
class ProfileState:
    attribute: str
    value: str
    since: datetime
    fact: Fact
    also: list[Fact] = strawberry.field(description="Other current or coexisting values.")
    exceptions: list[Fact] = strawberry.field(description="Scoped exceptions.")

    @classmethod
    def from_domain(cls, s: domain.ProfileState) -> ProfileState:
        return cls(attribute=s.attribute, value=s.fact.value, since=s.since,
                   fact=Fact.from_domain(s.fact), also=[Fact.from_domain(f) for f in s.also],
                   exceptions=[Fact.from_domain(f) for f in s.exceptions])  # fmt: skip


@strawberry.type(description="A domain of life (work, home, tools, health, people, …).")
class ProfileDomain:
    name: str
    states: list[ProfileState]


@strawberry.type(description="A plan or consideration, in flight or abandoned.")
class ProfileTransition:
    attribute: str
    value: str
    from_value: str | None
    since: datetime
    ended: datetime | None
    fact: Fact

    @classmethod
    def from_domain(cls, t: domain.ProfileTransition) -> ProfileTransition:
        return cls(attribute=t.attribute, value=t.fact.value, from_value=t.from_value,
                   since=t.since, ended=t.ended, fact=Fact.from_domain(t.fact))  # fmt: skip


@strawberry.type(description="A change: old → new, when, and why when a cause is known.")
class ProfileChange:
    attribute: str
    old: Fact
    new: Fact
    at: datetime
    why: str | None


@strawberry.type(description="A value held long or stated often.")
class ProfileTrait:
    attribute: str
    value: str
    held_days: int
    reinforced: int = strawberry.field(description="Episodes that state it.")
    fact: Fact


@strawberry.type(description="A fact waiting for review: unconfirmed.")
class ProfileReview:
    attribute: str
    value: str
    fact: Fact
    audit_item_id: strawberry.ID | None
    proposed: str | None
    reason: str | None
    existing: Fact | None


@strawberry.type(description="Who the subject is now (or asOf): one compact card.")
class Profile:
    subject: str
    as_of: datetime | None
    known_at: datetime | None
    generated_at: datetime
    domains: list[ProfileDomain]
    in_flight: list[ProfileTransition]
    abandoned: list[ProfileTransition] = strawberry.field(description="Latest first.")
    changes: list[ProfileChange] = strawberry.field(description="Latest first.")
    traits: list[ProfileTrait]
    pending: list[ProfileReview]
    prompt: str = strawberry.field(description="The card under maxTokens.")
    token_estimate: int
    cached: bool = strawberry.field(description="Served from the profile cache.")

    @classmethod
    def from_domain(cls, p: domain.SubjectProfile) -> Profile:
        def fact(f: object) -> Fact:
            return Fact.from_domain(f)  # type: ignore[arg-type]

        return cls(
            subject=p.subject, as_of=p.as_of, known_at=p.known_at, generated_at=p.generated_at,
            domains=[ProfileDomain(name=d.name,
                                   states=[ProfileState.from_domain(s) for s in d.states])
                     for d in p.domains],
            in_flight=[ProfileTransition.from_domain(t) for t in p.in_flight],
            abandoned=[ProfileTransition.from_domain(t) for t in p.abandoned],
            changes=[ProfileChange(attribute=c.attribute, old=fact(c.old), new=fact(c.new),
                                   at=c.at, why=c.why) for c in p.changes],
            traits=[ProfileTrait(attribute=t.attribute, value=t.fact.value,
                                 held_days=t.held_days, reinforced=t.reinforced,
                                 fact=fact(t.fact)) for t in p.traits],
            pending=[ProfileReview(attribute=r.attribute, value=r.fact.value, fact=fact(r.fact),
                                   audit_item_id=strawberry.ID(r.audit_uid) if r.audit_uid
                                   else None, proposed=r.proposed, reason=r.reason,
                                   existing=fact(r.existing) if r.existing else None)
                     for r in p.pending],
            prompt=p.prompt, token_estimate=p.token_estimate, cached=p.cached,
        )  # fmt: skip


async def profile(
    info: Info,
    subject: str,
    as_of: datetime | None = None,
    known_at: datetime | None = None,
    max_tokens: int | None = 600,
) -> Profile:
    max_tokens = 600 if max_tokens is None else max_tokens
    limits.check_range("maxTokens", max_tokens, limits.MAX_PROMPT_TOKENS)
    ctx = info.context
    card = await ctx.call(ctx.service.profile, subject, as_of=as_of, known_at=known_at,
                          max_tokens=max_tokens)  # fmt: skip
    return Profile.from_domain(card)


async def record_outcome(
    info: Info,
    episode_id: strawberry.ID,
    status: OutcomeStatus,
    result: str | None = None,
    lesson: str | None = None,
    trigger: str | None = None,
    produced_fact_ids: list[strawberry.ID] | None = None,
) -> Episode:
    ctx = info.context
    episode = await ctx.call(
        ctx.service.record_outcome, str(episode_id), OutcomeStatus(status), result, lesson,
        trigger, [str(f) for f in produced_fact_ids or []],
    )  # fmt: skip
    return Episode.from_domain(episode)
