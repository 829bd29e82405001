// Splice new episodes into their sessions' NEXT chains in occurred_at order (late arrivals
// included). Each new episode finds its old neighbours through the (tenant, session_id,
// occurred_at) index: the last old episode at or before it (older ones recorded earlier come
// first on a tie) and the first old one after it. The NEXT edge out of each such predecessor
// is replaced by a chain through the new episodes; old episodes elsewhere are not touched, so
// the cost follows the batch, not the session's length.
UNWIND $sessions AS s
CALL (s) {
  UNWIND s.uids AS uid
  MATCH (n:Episode {uid: uid})
  WHERE n.tenant = $tenant
  // Ordering by the whole index key lets the index give the order (one entry read, not the
  // session); ties on occurred_at are then settled among equals.
  CALL (n, s) {
    OPTIONAL MATCH (p:Episode {tenant: $tenant, session_id: s.id})
    WHERE p.occurred_at <= n.occurred_at AND NOT p.uid IN s.uids
    WITH p ORDER BY p.tenant DESC, p.session_id DESC, p.occurred_at DESC LIMIT 1
    OPTIONAL MATCH (t:Episode {tenant: $tenant, session_id: s.id, occurred_at: p.occurred_at})
    WHERE NOT t.uid IN s.uids
    WITH t ORDER BY t.seq DESC, t.recorded_at DESC, t.uid DESC LIMIT 1
    RETURN t AS before
  }
  CALL (n, s) {
    OPTIONAL MATCH (x:Episode {tenant: $tenant, session_id: s.id})
    WHERE x.occurred_at > n.occurred_at AND NOT x.uid IN s.uids
    WITH x ORDER BY x.tenant, x.session_id, x.occurred_at LIMIT 1
    OPTIONAL MATCH (t:Episode {tenant: $tenant, session_id: s.id, occurred_at: x.occurred_at})
    WHERE NOT t.uid IN s.uids
    WITH t ORDER BY t.seq, t.recorded_at, t.uid LIMIT 1
    RETURN t AS after
  }
  RETURN collect(n) AS news, collect(DISTINCT before) AS befores, collect(DISTINCT after) AS afters
}
CALL (befores) {
  UNWIND befores AS b
  MATCH (b)-[r:NEXT]->()
  DELETE r
}
CALL (news, befores, afters) {
  UNWIND news + befores + afters AS e
  WITH DISTINCT e ORDER BY e.occurred_at, e.seq, e.recorded_at, e.uid
  WITH collect(e) AS eps
  UNWIND range(0, size(eps) - 2) AS i
  WITH eps[i] AS a, eps[i + 1] AS b
  WHERE a IN news OR b IN news
  CREATE (a)-[:NEXT]->(b)
}
RETURN count(*) AS sessions
