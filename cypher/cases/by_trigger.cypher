// Every case of the given triggers (index episode_tenant_kind_trigger), newest first, at most
// $limit; with $as_of / $known_at only those that had occurred / been recorded then. Each
// with the facts it PRODUCED (uid, attribute, value).
UNWIND $trigger_keys AS tk
MATCH (e:Episode {tenant: $tenant, kind: 'case', trigger_key: tk})
WHERE ($as_of IS NULL OR e.occurred_at <= $as_of)
  AND ($known_at IS NULL OR e.recorded_at <= $known_at)
WITH e ORDER BY e.occurred_at DESC, e.uid LIMIT $limit
RETURN e {.uid, .tenant, .text, occurred_at: toString(e.occurred_at), recorded_at: toString(e.recorded_at), .source, .speaker, .session_id, .seq, .external_id, .idempotency_key, .content_hash, .metadata, .kind, .trigger, .outcome_status, .outcome_result, .outcome_lesson, outcome_at: toString(e.outcome_at), .outcome_history} AS episode,
       COLLECT { MATCH (e)-[:PRODUCED]->(f:Fact) WHERE f.tenant = $tenant
                 RETURN f.uid ORDER BY f.uid } AS produced
