// Splice new episodes into their sessions' NEXT chains in occurred_at order (late arrivals
// included). Only the tail from each session's earliest new episode is re-chained, plus the
// episode just before it, so the cost follows the batch, not the session's length.
UNWIND $sessions AS s
CALL (s) {
  MATCH (e:Episode {tenant: $tenant, session_id: s.id})
  WHERE e.occurred_at >= datetime(s.from)
  WITH e ORDER BY e.occurred_at, e.seq, e.recorded_at, e.uid
  RETURN collect(e) AS tail
}
CALL (s) {
  OPTIONAL MATCH (p:Episode {tenant: $tenant, session_id: s.id})
  WHERE p.occurred_at < datetime(s.from)
  WITH p ORDER BY p.occurred_at DESC, p.seq DESC, p.recorded_at DESC, p.uid DESC LIMIT 1
  RETURN p AS anchor
}
WITH CASE WHEN anchor IS NULL THEN tail ELSE [anchor] + tail END AS eps
CALL (eps) {
  UNWIND eps AS x
  MATCH (x)-[r:NEXT]->()
  DELETE r
}
CALL (eps) {
  UNWIND range(0, size(eps) - 2) AS i
  WITH eps[i] AS a, eps[i + 1] AS b
  CREATE (a)-[:NEXT]->(b)
}
RETURN count(*) AS sessions
