// The last turns of each session before a batch's first turn in it: who "he"/"she" in the
// batch may mean (resolver.ingest.session_referents). Served by episode_tenant_session.
UNWIND $sessions AS s
CALL (s) {
  MATCH (e:Episode {tenant: $tenant, session_id: s.session})
  WHERE e.occurred_at < datetime(s.before)
  RETURN e.speaker AS speaker, e.text AS text, coalesce(e.people, []) AS people,
    e.occurred_at AS at
  ORDER BY e.occurred_at DESC
  LIMIT $turns
}
RETURN s.session AS session, speaker, text, people
ORDER BY session, at
