// Causal chains that end at each fact of $uids: maximal CAUSES paths (cause first), at most
// $max_depth links. A variable-length bound cannot be a parameter, so the pattern allows 6
// and WHERE keeps length(p) <= $max_depth. Cycle-safe: relationship isomorphism stops a path
// from reusing an edge, and paths that repeat a node are dropped. A path is maximal when it
// has $max_depth links or no admissible fact causes its first node. Every node is in the
// tenant and not retracted; with $known_at, only facts and edges recorded by then.
UNWIND $uids AS anchor
MATCH (f:Fact {uid: anchor})
WHERE f.tenant = $tenant
MATCH p = (start:Fact)-[:CAUSES*1..6]->(f)
WHERE length(p) <= $max_depth
  AND all(n IN nodes(p) WHERE n.tenant = $tenant AND n.role <> 'retracted'
          AND ($known_at IS NULL OR n.recorded_at <= $known_at))
  AND all(r IN relationships(p) WHERE $known_at IS NULL OR r.at IS NULL OR r.at <= $known_at)
  AND all(n IN nodes(p) WHERE single(m IN nodes(p) WHERE m = n))
  AND (length(p) = $max_depth OR NOT EXISTS {
    MATCH (x:Fact)-[r:CAUSES]->(start)
    WHERE x.tenant = $tenant AND x.role <> 'retracted' AND NOT x IN nodes(p)
      AND ($known_at IS NULL OR (x.recorded_at <= $known_at
           AND (r.at IS NULL OR r.at <= $known_at)))
  })
// Link i goes from nodes[i] to nodes[i + 1] through rels[i].
RETURN anchor,
  [n IN nodes(p) | {{fact(n)}}] AS nodes,
  [r IN relationships(p) | {
    reason: r.reason,
    episode: COLLECT {
      MATCH (e:Episode {uid: r.episode_uid})
      WHERE e.tenant = $tenant
      RETURN {{episode(e)}}
    }
  }] AS rels
ORDER BY anchor, length(p) DESC
