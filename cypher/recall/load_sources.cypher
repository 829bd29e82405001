// The source episodes of the facts a packet keeps: per fact, the latest $episodes_per_fact
// that had occurred by $as_of and been recorded by $known_at (when given). One row.
UNWIND $uids AS uid
MATCH (f:Fact {uid: uid})
WHERE f.tenant = $tenant
RETURN collect({
  uid: f.uid,
  episodes: COLLECT {
    MATCH (f)-[:EXTRACTED_FROM]->(e:Episode)
    WHERE e.tenant = $tenant
      AND ($as_of IS NULL OR e.occurred_at <= $as_of)
      AND ($known_at IS NULL OR e.recorded_at <= $known_at)
    WITH e ORDER BY e.occurred_at DESC, e.uid LIMIT $episodes_per_fact
    RETURN {{episode(e)}}
  }
}) AS facts
