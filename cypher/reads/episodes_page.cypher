// Episodes in time order, filtered by session and period; keyset pagination on
// (occurred_at, uid).
MATCH (e:Episode {tenant: $tenant})
WHERE ($session_id IS NULL OR e.session_id = $session_id)
  AND ($start IS NULL OR e.occurred_at >= $start)
  AND ($end IS NULL OR e.occurred_at < $end)
  AND ($after_at IS NULL OR e.occurred_at > $after_at
       OR (e.occurred_at = $after_at AND e.uid > $after_uid))
WITH e ORDER BY e.occurred_at, e.uid LIMIT $limit
RETURN e {.uid, .tenant, .text, occurred_at: toString(e.occurred_at), recorded_at: toString(e.recorded_at), .source, .speaker, .session_id, .seq, .external_id, .idempotency_key, .content_hash, .metadata, .kind, .trigger, .outcome_status, .outcome_result, .outcome_lesson, outcome_at: toString(e.outcome_at)} AS episode
ORDER BY e.occurred_at, e.uid
