// Which of the names a session's turns mention are people who speak in the tenant: "he"/"she"
// may mean them (resolver.ingest.session_referents). One index seek each, on
// episode_tenant_speaker.
UNWIND $names AS name
CALL (name) {
  MATCH (e:Episode {tenant: $tenant, speaker: name})
  RETURN e.speaker AS speaker
  LIMIT 1
}
RETURN speaker
