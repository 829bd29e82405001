// Every case of the given triggers (index episode_tenant_kind_trigger), newest first, at most
// $limit; with $as_of / $known_at only those that had occurred / been recorded then. Each
// with the facts it PRODUCED (uid, attribute, value).
UNWIND $trigger_keys AS tk
MATCH (e:Episode {tenant: $tenant, kind: 'case', trigger_key: tk})
WHERE ($as_of IS NULL OR e.occurred_at <= $as_of)
  AND ($known_at IS NULL OR e.recorded_at <= $known_at)
WITH e ORDER BY e.occurred_at DESC, e.uid LIMIT $limit
RETURN {{episode(e)}} AS episode, e.outcome_history AS outcome_history,
       COLLECT { MATCH (e)-[:PRODUCED]->(f:Fact) WHERE f.tenant = $tenant
                 RETURN f.uid ORDER BY f.uid } AS produced
