// An episode for recordOutcome, write-locked for the rest of the transaction (the SET leaves
// the kind as it was, or names the old default), with the facts it PRODUCED.
MATCH (e:Episode {tenant: $tenant, uid: $uid})
SET e.kind = coalesce(e.kind, 'message')
RETURN e {.uid, .tenant, .text, occurred_at: toString(e.occurred_at), recorded_at: toString(e.recorded_at), .source, .speaker, .session_id, .seq, .external_id, .idempotency_key, .content_hash, .metadata, .kind, .trigger, .outcome_status, .outcome_result, .outcome_lesson, outcome_at: toString(e.outcome_at), .outcome_history} AS episode,
       COLLECT { MATCH (e)-[:PRODUCED]->(f:Fact) WHERE f.tenant = $tenant RETURN f.uid } AS produced
