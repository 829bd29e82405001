// Verbatim provenance of a fact, in time order.
MATCH (f:Fact {tenant: $tenant, uid: $uid})-[:EXTRACTED_FROM]->(e:Episode)
RETURN e {.uid, .tenant, .text, occurred_at: toString(e.occurred_at), recorded_at: toString(e.recorded_at), .source, .speaker, .session_id, .seq, .external_id, .idempotency_key, .content_hash, .metadata, .kind, .trigger, .outcome_status, .outcome_result, .outcome_lesson, outcome_at: toString(e.outcome_at)} AS episode
ORDER BY e.occurred_at
