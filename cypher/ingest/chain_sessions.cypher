// Re-chain each touched session with NEXT in occurred_at order (episodes may arrive late).
UNWIND $sessions AS sid
MATCH (e:Episode {tenant: $tenant, session_id: sid})
WITH sid, e ORDER BY e.occurred_at, e.seq, e.recorded_at, e.uid
WITH sid, collect(e) AS eps
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
