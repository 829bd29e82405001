// The neighbourhood of seeded facts, in one round trip: for each seed, the other facts of its
// slot (active ones first, then the latest; with $as_of / $known_at, the latest valid and
// recorded by then; at most $slot_limit), its SUPERSEDES /
// EVOLVES_TO / COEXISTS_WITH neighbours and, when $with_causes, the facts up to two CAUSES
// hops upstream or downstream (at most $slot_limit each). The limits keep the cost flat as
// histories grow. Edges recorded after $known_at (when given) are not followed; retracted
// facts are not brought. Tenant-scoped at every node. One row: a list of neighbours.
UNWIND $uids AS seed
MATCH (s:Fact {uid: seed})
WHERE s.tenant = $tenant
CALL (s) {
  MATCH (s)-[:IN_SLOT]->(slot:StateSlot)<-[:IN_SLOT]-(o:Fact)
  WHERE slot.tenant = $tenant AND o.tenant = $tenant AND o <> s AND o.role <> 'retracted'
    AND ($as_of IS NULL OR o.valid_from <= $as_of)
    AND ($known_at IS NULL OR o.recorded_at <= $known_at)
  WITH o ORDER BY CASE WHEN $as_of IS NULL AND $known_at IS NULL AND o.role IN $active_roles
    THEN 0 ELSE 1 END, o.valid_from DESC, o.uid
  LIMIT $slot_limit
  RETURN o, 'slot' AS via, 1 AS hops
  UNION
  MATCH (s)-[r:SUPERSEDES|EVOLVES_TO|COEXISTS_WITH]-(o:Fact)
  WHERE o.tenant = $tenant AND o.role <> 'retracted'
    AND ($known_at IS NULL OR r.at IS NULL OR r.at <= $known_at)
  WITH o, r ORDER BY o.uid LIMIT $slot_limit
  RETURN o, toLower(type(r)) AS via, 1 AS hops
  UNION
  MATCH p = (s)-[:CAUSES*1..2]->(o:Fact)
  WHERE $with_causes AND o <> s
    AND all(n IN nodes(p) WHERE n.tenant = $tenant)
    AND all(r IN relationships(p) WHERE $known_at IS NULL OR r.at IS NULL OR r.at <= $known_at)
  WITH o, p LIMIT $slot_limit
  RETURN o, 'causes' AS via, length(p) AS hops
  UNION
  MATCH p = (o:Fact)-[:CAUSES*1..2]->(s)
  WHERE $with_causes AND o <> s
    AND all(n IN nodes(p) WHERE n.tenant = $tenant)
    AND all(r IN relationships(p) WHERE $known_at IS NULL OR r.at IS NULL OR r.at <= $known_at)
  WITH o, p LIMIT $slot_limit
  RETURN o, 'caused_by' AS via, length(p) AS hops
}
WITH seed, o.uid AS uid, via, min(hops) AS hops
RETURN collect({seed: seed, uid: uid, via: via, hops: hops}) AS neighbours
