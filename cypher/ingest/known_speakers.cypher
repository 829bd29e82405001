// Which of the names a session's turns mention are people who speak in the tenant: "he"/"she"
// may mean them (resolver.ingest.session_referents). One index seek each on
// episode_tenant_speaker (tenant, speaker, occurred_at): the composite index is used only with
// a predicate on every property, hence the occurred_at check (without it, a label scan).
UNWIND $names AS name
CALL (name) {
  MATCH (e:Episode {tenant: $tenant, speaker: name})
  WHERE e.occurred_at IS NOT NULL
  RETURN e.speaker AS speaker
  LIMIT 1
}
RETURN speaker
